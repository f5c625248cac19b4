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
  %53 = load i32, ptr addrspace(3) %52, align 4
  %54 = add i32 %46, 32
  %55 = call i32 @llvm.amdgcn.ds.bpermute(i32 %54, i32 %40)
  %56 = add i32 %55, %50
  %57 = inttoptr i32 %56 to ptr addrspace(3)
  %58 = load i32, ptr addrspace(3) %57, align 4
  %59 = add i32 %46, 64
  %60 = call i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %40)
  %61 = add i32 %60, %50
  %62 = inttoptr i32 %61 to ptr addrspace(3)
  %63 = load i32, ptr addrspace(3) %62, align 4
  %64 = add i32 %46, 96
  %65 = call i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %40)
  %66 = add i32 %65, %50
  %67 = inttoptr i32 %66 to ptr addrspace(3)
  %68 = load i32, ptr addrspace(3) %67, align 4
  %69 = shl nuw nsw i64 %30, 2
  %70 = add i64 %69, %33
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %71, align 4
  %72 = add i64 %70, 4
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %73, align 4
  %74 = add i64 %70, 8
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  store i32 %63, ptr addrspace(1) %75, align 4
  %76 = add i64 %70, 12
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %77, align 4
  %78 = shl nuw nsw i32 %49, 2
  %79 = call i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %40)
  %80 = shl nuw nsw i32 %45, 1
  %81 = add i32 %79, %80
  %82 = inttoptr i32 %81 to ptr addrspace(3)
  %83 = or disjoint i32 %78, 4
  %84 = call i32 @llvm.amdgcn.ds.bpermute(i32 %83, i32 %40)
  %85 = add i32 %84, %80
  %86 = inttoptr i32 %85 to ptr addrspace(3)
  %87 = load i16, ptr addrspace(3) %82, align 2
  %88 = load i16, ptr addrspace(3) %86, align 2
  %89 = zext i16 %87 to i32
  %90 = zext i16 %88 to i32
  %91 = shl nuw i32 %90, 16
  %92 = or disjoint i32 %91, %89
  %93 = or disjoint i32 %78, 32
  %94 = call i32 @llvm.amdgcn.ds.bpermute(i32 %93, i32 %40)
  %95 = add i32 %94, %80
  %96 = inttoptr i32 %95 to ptr addrspace(3)
  %97 = or disjoint i32 %78, 36
  %98 = call i32 @llvm.amdgcn.ds.bpermute(i32 %97, i32 %40)
  %99 = add i32 %98, %80
  %100 = inttoptr i32 %99 to ptr addrspace(3)
  %101 = load i16, ptr addrspace(3) %96, align 2
  %102 = load i16, ptr addrspace(3) %100, align 2
  %103 = zext i16 %101 to i32
  %104 = zext i16 %102 to i32
  %105 = shl nuw i32 %104, 16
  %106 = or disjoint i32 %105, %103
  %107 = or disjoint i32 %78, 64
  %108 = call i32 @llvm.amdgcn.ds.bpermute(i32 %107, i32 %40)
  %109 = add i32 %108, %80
  %110 = inttoptr i32 %109 to ptr addrspace(3)
  %111 = or disjoint i32 %78, 68
  %112 = call i32 @llvm.amdgcn.ds.bpermute(i32 %111, i32 %40)
  %113 = add i32 %112, %80
  %114 = inttoptr i32 %113 to ptr addrspace(3)
  %115 = load i16, ptr addrspace(3) %110, align 2
  %116 = load i16, ptr addrspace(3) %114, align 2
  %117 = zext i16 %115 to i32
  %118 = zext i16 %116 to i32
  %119 = shl nuw i32 %118, 16
  %120 = or disjoint i32 %119, %117
  %121 = or disjoint i32 %78, 96
  %122 = call i32 @llvm.amdgcn.ds.bpermute(i32 %121, i32 %40)
  %123 = add i32 %122, %80
  %124 = inttoptr i32 %123 to ptr addrspace(3)
  %125 = or disjoint i32 %78, 100
  %126 = call i32 @llvm.amdgcn.ds.bpermute(i32 %125, i32 %40)
  %127 = add i32 %126, %80
  %128 = inttoptr i32 %127 to ptr addrspace(3)
  %129 = load i16, ptr addrspace(3) %124, align 2
  %130 = load i16, ptr addrspace(3) %128, align 2
  %131 = zext i16 %129 to i32
  %132 = zext i16 %130 to i32
  %133 = shl nuw i32 %132, 16
  %134 = or disjoint i32 %133, %131
  %135 = add i64 %70, 16
  %136 = inttoptr i64 %135 to ptr addrspace(1)
  store i32 %92, ptr addrspace(1) %136, align 4
  %137 = add i64 %70, 20
  %138 = inttoptr i64 %137 to ptr addrspace(1)
  store i32 %106, ptr addrspace(1) %138, align 4
  %139 = add i64 %70, 24
  %140 = inttoptr i64 %139 to ptr addrspace(1)
  store i32 %120, ptr addrspace(1) %140, align 4
  %141 = add i64 %70, 28
  %142 = inttoptr i64 %141 to ptr addrspace(1)
  store i32 %134, ptr addrspace(1) %142, align 4
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
  %68 = load i32, ptr %67, align 4
  %69 = inttoptr i64 %36 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %69, align 4
  %70 = add i32 %16, %42
  %71 = shl nuw nsw i32 %63, 2
  %72 = call i32 @llvm.amdgcn.ds.bpermute(i32 %71, i32 %70)
  %73 = shl nuw nsw i32 %51, 1
  %74 = zext nneg i32 %73 to i64
  %75 = add i32 %72, %73
  %76 = inttoptr i32 %75 to ptr addrspace(3)
  %77 = or disjoint i32 %71, 4
  %78 = call i32 @llvm.amdgcn.ds.bpermute(i32 %77, i32 %70)
  %79 = add i32 %78, %73
  %80 = inttoptr i32 %79 to ptr addrspace(3)
  %81 = load i16, ptr addrspace(3) %76, align 2
  %82 = load i16, ptr addrspace(3) %80, align 2
  %83 = zext i16 %81 to i32
  %84 = zext i16 %82 to i32
  %85 = shl nuw i32 %84, 16
  %86 = or disjoint i32 %85, %83
  %87 = add i64 %36, 4
  %88 = inttoptr i64 %87 to ptr addrspace(1)
  store i32 %86, ptr addrspace(1) %88, align 4
  %89 = call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %70)
  %90 = add i32 %89, %64
  %91 = inttoptr i32 %90 to ptr addrspace(3)
  %92 = load i32, ptr addrspace(3) %91, align 4
  %93 = add i32 %55, 32
  %94 = call i32 @llvm.amdgcn.ds.bpermute(i32 %93, i32 %70)
  %95 = add i32 %94, %64
  %96 = inttoptr i32 %95 to ptr addrspace(3)
  %97 = load i32, ptr addrspace(3) %96, align 4
  %98 = add i64 %36, 8
  %99 = inttoptr i64 %98 to ptr addrspace(1)
  store i32 %92, ptr addrspace(1) %99, align 4
  %100 = add i64 %36, 12
  %101 = inttoptr i64 %100 to ptr addrspace(1)
  store i32 %97, ptr addrspace(1) %101, align 4
  %102 = add i64 %46, 16
  %103 = trunc i64 %102 to i32
  %104 = lshr i64 %102, 32
  %105 = trunc nuw i64 %104 to i32
  %106 = call i32 @llvm.amdgcn.ds.bpermute(i32 %71, i32 %103)
  %107 = call i32 @llvm.amdgcn.ds.bpermute(i32 %71, i32 %105)
  %108 = zext i32 %107 to i64
  %109 = shl nuw i64 %108, 32
  %110 = zext i32 %106 to i64
  %111 = or disjoint i64 %109, %110
  %112 = add i64 %111, %74
  %113 = inttoptr i64 %112 to ptr
  %114 = call i32 @llvm.amdgcn.ds.bpermute(i32 %77, i32 %103)
  %115 = call i32 @llvm.amdgcn.ds.bpermute(i32 %77, i32 %105)
  %116 = zext i32 %115 to i64
  %117 = shl nuw i64 %116, 32
  %118 = zext i32 %114 to i64
  %119 = or disjoint i64 %117, %118
  %120 = add i64 %119, %74
  %121 = inttoptr i64 %120 to ptr
  %122 = load i16, ptr %113, align 2
  %123 = load i16, ptr %121, align 2
  %124 = zext i16 %122 to i32
  %125 = zext i16 %123 to i32
  %126 = shl nuw i32 %125, 16
  %127 = or disjoint i32 %126, %124
  %128 = or disjoint i32 %71, 32
  %129 = call i32 @llvm.amdgcn.ds.bpermute(i32 %128, i32 %103)
  %130 = call i32 @llvm.amdgcn.ds.bpermute(i32 %128, i32 %105)
  %131 = zext i32 %130 to i64
  %132 = shl nuw i64 %131, 32
  %133 = zext i32 %129 to i64
  %134 = or disjoint i64 %132, %133
  %135 = add i64 %134, %74
  %136 = inttoptr i64 %135 to ptr
  %137 = or disjoint i32 %71, 36
  %138 = call i32 @llvm.amdgcn.ds.bpermute(i32 %137, i32 %103)
  %139 = call i32 @llvm.amdgcn.ds.bpermute(i32 %137, i32 %105)
  %140 = zext i32 %139 to i64
  %141 = shl nuw i64 %140, 32
  %142 = zext i32 %138 to i64
  %143 = or disjoint i64 %141, %142
  %144 = add i64 %143, %74
  %145 = inttoptr i64 %144 to ptr
  %146 = load i16, ptr %136, align 2
  %147 = load i16, ptr %145, align 2
  %148 = zext i16 %146 to i32
  %149 = zext i16 %147 to i32
  %150 = shl nuw i32 %149, 16
  %151 = or disjoint i32 %150, %148
  %152 = add i64 %36, 16
  %153 = inttoptr i64 %152 to ptr addrspace(1)
  store i32 %127, ptr addrspace(1) %153, align 4
  %154 = add i64 %36, 20
  %155 = inttoptr i64 %154 to ptr addrspace(1)
  store i32 %151, ptr addrspace(1) %155, align 4
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
