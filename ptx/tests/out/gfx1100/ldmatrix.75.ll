; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@ldmatrix_x4._ZZ11ldmatrix_x4E5tiles = internal addrspace(3) global [2048 x i8] undef, align 16
@ldmatrix_x1_x2_generic._ZZ22ldmatrix_x1_x2_genericE5tiles = internal addrspace(3) global [2048 x i8] undef, align 16

define amdgpu_kernel void @ldmatrix_x4(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call i32 @llvm.amdgcn.workitem.id.x()
  %7 = and i32 %6, 31
  %8 = trunc i32 %5 to i16
  %9 = mul i16 %8, 257
  %10 = add i16 %9, 4660
  %11 = trunc i32 %6 to i16
  %12 = and i16 %11, 31
  %.neg = mul i16 %12, -25033
  %13 = add i16 %.neg, %10
  %14 = shl i32 %6, 5
  %15 = and i32 %14, -1024
  %16 = add i32 %15, ptrtoint (ptr addrspace(3) @ldmatrix_x4._ZZ11ldmatrix_x4E5tiles to i32)
  %17 = shl i32 %6, 1
  %18 = and i32 %17, 62
  %19 = add i32 %16, %18
  br label %"$L__BB0_1"

"$L__BB0_1":                                      ; preds = %"$L__BB0_1", %allocas
  %"%r37.0" = phi i32 [ %7, %allocas ], [ %23, %"$L__BB0_1" ]
  %"%r36.0" = phi i32 [ %19, %allocas ], [ %22, %"$L__BB0_1" ]
  %"%rs10.0" = phi i16 [ %13, %allocas ], [ %21, %"$L__BB0_1" ]
  %20 = inttoptr i32 %"%r36.0" to ptr addrspace(3)
  store i16 %"%rs10.0", ptr addrspace(3) %20, align 2
  %21 = add i16 %"%rs10.0", -14624
  %22 = add i32 %"%r36.0", 64
  %23 = add i32 %"%r37.0", 32
  %24 = icmp ult i32 %23, 512
  br i1 %24, label %"$L__BB0_1", label %25

25:                                               ; preds = %"$L__BB0_1"
  %26 = zext i16 %4 to i32
  %27 = mul i32 %5, %26
  %28 = add i32 %27, %6
  %29 = shl i32 %28, 3
  %30 = zext i32 %29 to i64
  %31 = inttoptr i64 %1 to ptr
  %32 = addrspacecast ptr %31 to ptr addrspace(1)
  %33 = ptrtoint ptr addrspace(1) %32 to i64
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %34 = mul i32 %6, 5
  %35 = add i32 %34, 3
  %36 = and i32 %35, 7
  %37 = and i32 %6, 24
  %38 = or disjoint i32 %36, %37
  %39 = shl nuw nsw i32 %38, 5
  %40 = add i32 %16, %39
  %41 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %42 = lshr i32 %41, 2
  %43 = and i32 %42, 1
  %44 = and i32 %42, 1073741822
  %45 = or disjoint i32 %44, %43
  %46 = shl nuw i32 %45, 2
  %47 = call i32 @llvm.amdgcn.ds.bpermute(i32 %46, i32 %40)
  %48 = shl i32 %41, 1
  %49 = and i32 %48, 6
  %50 = shl nuw nsw i32 %49, 1
  %51 = add i32 %47, %50
  %52 = inttoptr i32 %51 to ptr addrspace(3)
  %53 = or disjoint i32 %49, 1
  %54 = shl nuw nsw i32 %53, 1
  %55 = add i32 %47, %54
  %56 = inttoptr i32 %55 to ptr addrspace(3)
  %57 = load i16, ptr addrspace(3) %52, align 2
  %58 = zext i16 %57 to i32
  %59 = load i16, ptr addrspace(3) %56, align 2
  %60 = zext i16 %59 to i32
  %61 = shl nuw i32 %60, 16
  %62 = or disjoint i32 %61, %58
  %63 = add i32 %46, 32
  %64 = call i32 @llvm.amdgcn.ds.bpermute(i32 %63, i32 %40)
  %65 = add i32 %64, %50
  %66 = inttoptr i32 %65 to ptr addrspace(3)
  %67 = add i32 %64, %54
  %68 = inttoptr i32 %67 to ptr addrspace(3)
  %69 = load i16, ptr addrspace(3) %66, align 2
  %70 = zext i16 %69 to i32
  %71 = load i16, ptr addrspace(3) %68, align 2
  %72 = zext i16 %71 to i32
  %73 = shl nuw i32 %72, 16
  %74 = or disjoint i32 %73, %70
  %75 = add i32 %46, 64
  %76 = call i32 @llvm.amdgcn.ds.bpermute(i32 %75, i32 %40)
  %77 = add i32 %76, %50
  %78 = inttoptr i32 %77 to ptr addrspace(3)
  %79 = add i32 %76, %54
  %80 = inttoptr i32 %79 to ptr addrspace(3)
  %81 = load i16, ptr addrspace(3) %78, align 2
  %82 = zext i16 %81 to i32
  %83 = load i16, ptr addrspace(3) %80, align 2
  %84 = zext i16 %83 to i32
  %85 = shl nuw i32 %84, 16
  %86 = or disjoint i32 %85, %82
  %87 = add i32 %46, 96
  %88 = call i32 @llvm.amdgcn.ds.bpermute(i32 %87, i32 %40)
  %89 = add i32 %88, %50
  %90 = inttoptr i32 %89 to ptr addrspace(3)
  %91 = add i32 %88, %54
  %92 = inttoptr i32 %91 to ptr addrspace(3)
  %93 = load i16, ptr addrspace(3) %90, align 2
  %94 = zext i16 %93 to i32
  %95 = load i16, ptr addrspace(3) %92, align 2
  %96 = zext i16 %95 to i32
  %97 = shl nuw i32 %96, 16
  %98 = or disjoint i32 %97, %94
  %99 = shl nuw nsw i64 %30, 2
  %100 = add i64 %99, %33
  %101 = inttoptr i64 %100 to ptr addrspace(1)
  store i32 %62, ptr addrspace(1) %101, align 4
  %102 = add i64 %100, 4
  %103 = inttoptr i64 %102 to ptr addrspace(1)
  store i32 %74, ptr addrspace(1) %103, align 4
  %104 = add i64 %100, 8
  %105 = inttoptr i64 %104 to ptr addrspace(1)
  store i32 %86, ptr addrspace(1) %105, align 4
  %106 = add i64 %100, 12
  %107 = inttoptr i64 %106 to ptr addrspace(1)
  store i32 %98, ptr addrspace(1) %107, align 4
  %108 = shl nuw nsw i32 %49, 2
  %109 = call i32 @llvm.amdgcn.ds.bpermute(i32 %108, i32 %40)
  %110 = shl nuw nsw i32 %45, 1
  %111 = add i32 %109, %110
  %112 = inttoptr i32 %111 to ptr addrspace(3)
  %113 = shl nuw nsw i32 %53, 2
  %114 = call i32 @llvm.amdgcn.ds.bpermute(i32 %113, i32 %40)
  %115 = add i32 %114, %110
  %116 = inttoptr i32 %115 to ptr addrspace(3)
  %117 = load i16, ptr addrspace(3) %112, align 2
  %118 = zext i16 %117 to i32
  %119 = load i16, ptr addrspace(3) %116, align 2
  %120 = zext i16 %119 to i32
  %121 = shl nuw i32 %120, 16
  %122 = or disjoint i32 %121, %118
  %123 = or disjoint i32 %108, 32
  %124 = call i32 @llvm.amdgcn.ds.bpermute(i32 %123, i32 %40)
  %125 = add i32 %124, %110
  %126 = inttoptr i32 %125 to ptr addrspace(3)
  %127 = or disjoint i32 %108, 36
  %128 = call i32 @llvm.amdgcn.ds.bpermute(i32 %127, i32 %40)
  %129 = add i32 %128, %110
  %130 = inttoptr i32 %129 to ptr addrspace(3)
  %131 = load i16, ptr addrspace(3) %126, align 2
  %132 = zext i16 %131 to i32
  %133 = load i16, ptr addrspace(3) %130, align 2
  %134 = zext i16 %133 to i32
  %135 = shl nuw i32 %134, 16
  %136 = or disjoint i32 %135, %132
  %137 = or disjoint i32 %108, 64
  %138 = call i32 @llvm.amdgcn.ds.bpermute(i32 %137, i32 %40)
  %139 = add i32 %138, %110
  %140 = inttoptr i32 %139 to ptr addrspace(3)
  %141 = or disjoint i32 %108, 68
  %142 = call i32 @llvm.amdgcn.ds.bpermute(i32 %141, i32 %40)
  %143 = add i32 %142, %110
  %144 = inttoptr i32 %143 to ptr addrspace(3)
  %145 = load i16, ptr addrspace(3) %140, align 2
  %146 = zext i16 %145 to i32
  %147 = load i16, ptr addrspace(3) %144, align 2
  %148 = zext i16 %147 to i32
  %149 = shl nuw i32 %148, 16
  %150 = or disjoint i32 %149, %146
  %151 = or disjoint i32 %108, 96
  %152 = call i32 @llvm.amdgcn.ds.bpermute(i32 %151, i32 %40)
  %153 = add i32 %152, %110
  %154 = inttoptr i32 %153 to ptr addrspace(3)
  %155 = or disjoint i32 %108, 100
  %156 = call i32 @llvm.amdgcn.ds.bpermute(i32 %155, i32 %40)
  %157 = add i32 %156, %110
  %158 = inttoptr i32 %157 to ptr addrspace(3)
  %159 = load i16, ptr addrspace(3) %154, align 2
  %160 = zext i16 %159 to i32
  %161 = load i16, ptr addrspace(3) %158, align 2
  %162 = zext i16 %161 to i32
  %163 = shl nuw i32 %162, 16
  %164 = or disjoint i32 %163, %160
  %165 = add i64 %100, 16
  %166 = inttoptr i64 %165 to ptr addrspace(1)
  store i32 %122, ptr addrspace(1) %166, align 4
  %167 = add i64 %100, 20
  %168 = inttoptr i64 %167 to ptr addrspace(1)
  store i32 %136, ptr addrspace(1) %168, align 4
  %169 = add i64 %100, 24
  %170 = inttoptr i64 %169 to ptr addrspace(1)
  store i32 %150, ptr addrspace(1) %170, align 4
  %171 = add i64 %100, 28
  %172 = inttoptr i64 %171 to ptr addrspace(1)
  store i32 %164, ptr addrspace(1) %172, align 4
  ret void
}

define amdgpu_kernel void @ldmatrix_x1_x2_generic(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call i32 @llvm.amdgcn.workitem.id.x()
  %7 = lshr i32 %6, 5
  %8 = and i32 %6, 31
  %9 = trunc i32 %5 to i16
  %10 = mul i16 %9, 257
  %11 = add i16 %10, 4660
  %12 = trunc i32 %6 to i16
  %13 = and i16 %12, 31
  %.neg = mul i16 %13, -25033
  %14 = add i16 %.neg, %11
  %15 = shl i32 %7, 10
  %16 = add i32 %15, ptrtoint (ptr addrspace(3) @ldmatrix_x1_x2_generic._ZZ22ldmatrix_x1_x2_genericE5tiles to i32)
  %17 = shl i32 %6, 1
  %18 = and i32 %17, 62
  %19 = add i32 %16, %18
  br label %"$L__BB1_1"

"$L__BB1_1":                                      ; preds = %"$L__BB1_1", %allocas
  %"%r37.0" = phi i32 [ %8, %allocas ], [ %23, %"$L__BB1_1" ]
  %"%r36.0" = phi i32 [ %19, %allocas ], [ %22, %"$L__BB1_1" ]
  %"%rs10.0" = phi i16 [ %14, %allocas ], [ %21, %"$L__BB1_1" ]
  %20 = inttoptr i32 %"%r36.0" to ptr addrspace(3)
  store i16 %"%rs10.0", ptr addrspace(3) %20, align 2
  %21 = add i16 %"%rs10.0", -14624
  %22 = add i32 %"%r36.0", 64
  %23 = add i32 %"%r37.0", 32
  %24 = icmp ult i32 %23, 512
  br i1 %24, label %"$L__BB1_1", label %25

25:                                               ; preds = %"$L__BB1_1"
  %26 = zext nneg i32 %7 to i64
  %27 = inttoptr i64 %1 to ptr
  %28 = addrspacecast ptr %27 to ptr addrspace(1)
  %29 = ptrtoint ptr addrspace(1) %28 to i64
  %30 = zext i16 %4 to i32
  %31 = mul i32 %5, %30
  %32 = add i32 %31, %6
  %33 = shl i32 %32, 3
  %34 = zext i32 %33 to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = add i64 %35, %29
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %37 = mul i32 %6, 5
  %38 = add i32 %37, 3
  %39 = and i32 %38, 7
  %40 = and i32 %6, 24
  %41 = or disjoint i32 %39, %40
  %42 = shl nuw nsw i32 %41, 5
  %43 = shl nuw nsw i64 %26, 10
  %44 = add i64 %43, ptrtoint (ptr addrspacecast (ptr addrspace(3) @ldmatrix_x1_x2_generic._ZZ22ldmatrix_x1_x2_genericE5tiles to ptr) to i64)
  %45 = zext nneg i32 %42 to i64
  %46 = add i64 %44, %45
  %47 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %48 = lshr i32 %47, 2
  %49 = and i32 %48, 1
  %50 = and i32 %48, 1073741822
  %51 = or disjoint i32 %50, %49
  %52 = trunc i64 %46 to i32
  %53 = lshr i64 %46, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = shl nuw i32 %51, 2
  %56 = call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %52)
  %57 = call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %54)
  %58 = zext i32 %57 to i64
  %59 = shl nuw i64 %58, 32
  %60 = zext i32 %56 to i64
  %61 = or disjoint i64 %59, %60
  %62 = shl i32 %47, 1
  %63 = and i32 %62, 6
  %64 = shl nuw nsw i32 %63, 1
  %65 = zext nneg i32 %64 to i64
  %66 = add i64 %61, %65
  %67 = inttoptr i64 %66 to ptr
  %68 = or disjoint i32 %63, 1
  %69 = shl nuw nsw i32 %68, 1
  %70 = zext nneg i32 %69 to i64
  %71 = add i64 %61, %70
  %72 = inttoptr i64 %71 to ptr
  %73 = load i16, ptr %67, align 2
  %74 = zext i16 %73 to i32
  %75 = load i16, ptr %72, align 2
  %76 = zext i16 %75 to i32
  %77 = shl nuw i32 %76, 16
  %78 = or disjoint i32 %77, %74
  %79 = inttoptr i64 %36 to ptr addrspace(1)
  store i32 %78, ptr addrspace(1) %79, align 4
  %80 = add i32 %16, %42
  %81 = shl nuw nsw i32 %63, 2
  %82 = call i32 @llvm.amdgcn.ds.bpermute(i32 %81, i32 %80)
  %83 = shl nuw nsw i32 %51, 1
  %84 = zext nneg i32 %83 to i64
  %85 = add i32 %82, %83
  %86 = inttoptr i32 %85 to ptr addrspace(3)
  %87 = shl nuw nsw i32 %68, 2
  %88 = call i32 @llvm.amdgcn.ds.bpermute(i32 %87, i32 %80)
  %89 = add i32 %88, %83
  %90 = inttoptr i32 %89 to ptr addrspace(3)
  %91 = load i16, ptr addrspace(3) %86, align 2
  %92 = zext i16 %91 to i32
  %93 = load i16, ptr addrspace(3) %90, align 2
  %94 = zext i16 %93 to i32
  %95 = shl nuw i32 %94, 16
  %96 = or disjoint i32 %95, %92
  %97 = add i64 %36, 4
  %98 = inttoptr i64 %97 to ptr addrspace(1)
  store i32 %96, ptr addrspace(1) %98, align 4
  %99 = call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %80)
  %100 = add i32 %99, %64
  %101 = inttoptr i32 %100 to ptr addrspace(3)
  %102 = add i32 %99, %69
  %103 = inttoptr i32 %102 to ptr addrspace(3)
  %104 = load i16, ptr addrspace(3) %101, align 2
  %105 = zext i16 %104 to i32
  %106 = load i16, ptr addrspace(3) %103, align 2
  %107 = zext i16 %106 to i32
  %108 = shl nuw i32 %107, 16
  %109 = or disjoint i32 %108, %105
  %110 = add i32 %55, 32
  %111 = call i32 @llvm.amdgcn.ds.bpermute(i32 %110, i32 %80)
  %112 = add i32 %111, %64
  %113 = inttoptr i32 %112 to ptr addrspace(3)
  %114 = add i32 %111, %69
  %115 = inttoptr i32 %114 to ptr addrspace(3)
  %116 = load i16, ptr addrspace(3) %113, align 2
  %117 = zext i16 %116 to i32
  %118 = load i16, ptr addrspace(3) %115, align 2
  %119 = zext i16 %118 to i32
  %120 = shl nuw i32 %119, 16
  %121 = or disjoint i32 %120, %117
  %122 = add i64 %36, 8
  %123 = inttoptr i64 %122 to ptr addrspace(1)
  store i32 %109, ptr addrspace(1) %123, align 4
  %124 = add i64 %36, 12
  %125 = inttoptr i64 %124 to ptr addrspace(1)
  store i32 %121, ptr addrspace(1) %125, align 4
  %126 = add i64 %46, 16
  %127 = trunc i64 %126 to i32
  %128 = lshr i64 %126, 32
  %129 = trunc nuw i64 %128 to i32
  %130 = call i32 @llvm.amdgcn.ds.bpermute(i32 %81, i32 %127)
  %131 = call i32 @llvm.amdgcn.ds.bpermute(i32 %81, i32 %129)
  %132 = zext i32 %131 to i64
  %133 = shl nuw i64 %132, 32
  %134 = zext i32 %130 to i64
  %135 = or disjoint i64 %133, %134
  %136 = add i64 %135, %84
  %137 = inttoptr i64 %136 to ptr
  %138 = call i32 @llvm.amdgcn.ds.bpermute(i32 %87, i32 %127)
  %139 = call i32 @llvm.amdgcn.ds.bpermute(i32 %87, i32 %129)
  %140 = zext i32 %139 to i64
  %141 = shl nuw i64 %140, 32
  %142 = zext i32 %138 to i64
  %143 = or disjoint i64 %141, %142
  %144 = add i64 %143, %84
  %145 = inttoptr i64 %144 to ptr
  %146 = load i16, ptr %137, align 2
  %147 = zext i16 %146 to i32
  %148 = load i16, ptr %145, align 2
  %149 = zext i16 %148 to i32
  %150 = shl nuw i32 %149, 16
  %151 = or disjoint i32 %150, %147
  %152 = or disjoint i32 %81, 32
  %153 = call i32 @llvm.amdgcn.ds.bpermute(i32 %152, i32 %127)
  %154 = call i32 @llvm.amdgcn.ds.bpermute(i32 %152, i32 %129)
  %155 = zext i32 %154 to i64
  %156 = shl nuw i64 %155, 32
  %157 = zext i32 %153 to i64
  %158 = or disjoint i64 %156, %157
  %159 = add i64 %158, %84
  %160 = inttoptr i64 %159 to ptr
  %161 = or disjoint i32 %81, 36
  %162 = call i32 @llvm.amdgcn.ds.bpermute(i32 %161, i32 %127)
  %163 = call i32 @llvm.amdgcn.ds.bpermute(i32 %161, i32 %129)
  %164 = zext i32 %163 to i64
  %165 = shl nuw i64 %164, 32
  %166 = zext i32 %162 to i64
  %167 = or disjoint i64 %165, %166
  %168 = add i64 %167, %84
  %169 = inttoptr i64 %168 to ptr
  %170 = load i16, ptr %160, align 2
  %171 = zext i16 %170 to i32
  %172 = load i16, ptr %169, align 2
  %173 = zext i16 %172 to i32
  %174 = shl nuw i32 %173, 16
  %175 = or disjoint i32 %174, %171
  %176 = add i64 %36, 16
  %177 = inttoptr i64 %176 to ptr addrspace(1)
  store i32 %151, ptr addrspace(1) %177, align 4
  %178 = add i64 %36, 20
  %179 = inttoptr i64 %178 to ptr addrspace(1)
  store i32 %175, ptr addrspace(1) %179, align 4
  ret void
}

define amdgpu_kernel void @movmatrix_trans(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = and i32 %10, 31
  %18 = mul nuw nsw i32 %17, 131074
  %19 = mul i32 %5, 16777472
  %20 = add i32 %19, %18
  %21 = add i32 %20, 65536
  %22 = mul i32 %21, -1640531535
  %23 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %24 = lshr i32 %23, 3
  %25 = shl i32 %23, 3
  %26 = and i32 %25, 24
  %27 = add nuw nsw i32 %24, %26
  %28 = shl nuw i32 %27, 2
  %29 = call i32 @llvm.amdgcn.ds.bpermute(i32 %28, i32 %21)
  %30 = shl i32 %23, 2
  %31 = and i32 %30, 16
  %32 = lshr i32 %29, %31
  %33 = add i32 %28, 16
  %34 = call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %21)
  %35 = lshr i32 %34, %31
  %36 = and i32 %32, 65535
  %37 = shl i32 %35, 16
  %38 = or disjoint i32 %36, %37
  %39 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %21, ptr addrspace(1) %39, align 4
  %40 = add i64 %16, 4
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  store i32 %38, ptr addrspace(1) %41, align 4
  %42 = call i32 @llvm.amdgcn.ds.bpermute(i32 %28, i32 %22)
  %43 = lshr i32 %42, %31
  %44 = call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %22)
  %45 = lshr i32 %44, %31
  %46 = and i32 %43, 65535
  %47 = shl i32 %45, 16
  %48 = or disjoint i32 %46, %47
  %49 = add i64 %16, 8
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = call i32 @llvm.amdgcn.ds.bpermute(i32 %28, i32 %48)
  %52 = lshr i32 %51, %31
  %53 = call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %48)
  %54 = lshr i32 %53, %31
  %55 = and i32 %52, 65535
  %56 = shl i32 %54, 16
  %57 = or disjoint i32 %55, %56
  %58 = add i64 %16, 12
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
