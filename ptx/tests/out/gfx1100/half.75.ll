; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@F16_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\80\01\00\FF\83\00\04\00<\00\BC\01<\00>HBH\C2U5\FF{\FF\FB\00|\00\FC\00~\00\10\01\10\008\FF;\00\02\00x\01\04\00\C9f.@V\00z\02<\FF\03\01\80\FF[", align 2
@BF16_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\80\01\00\7F\80\80\00\80?\80\BF\81?\C0?I@I\C0\AB>\7F\7F\7F\FF\80\7F\80\FF\C0\7F\80;\81;\00?\7F?@\00\00\7F\00< \C1\CD=\C8B\82?\81\00\80\1F\00 \80_", align 2
@FMA_BF16 = protected addrspace(1) global [96 x i8] c"\80?\80?\80;\80?\80?\81;\80?\80?\00\BB\81?\81?\80\BF\7F\7F\00@\7F\FF\7F\7F\81?\00\00\80\00\00?\00\00\81\00\00?\00\80\01\00\00?\00\00\03\00\00?\00\80\80?\00\00\00\80\80\7F\00\00\80?\80?\80?\80\BF\81?\81\BF\80?\80\1F\80\1F\01\00I@I@\1E\C1", align 2

define amdgpu_kernel void @f16_add_mul(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 1
  %14 = and i32 %13, 62
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load half, ptr addrspace(1) %17, align 2, !invariant.load !1
  %19 = shl i32 %12, 3
  %20 = lshr i32 %12, 1
  %21 = and i32 %20, 48
  %22 = zext nneg i32 %21 to i64
  %23 = add i64 %22, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  %25 = load half, ptr addrspace(1) %24, align 2, !invariant.load !1
  %26 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 2)
  %27 = inttoptr i64 %26 to ptr addrspace(1)
  %28 = load half, ptr addrspace(1) %27, align 2, !invariant.load !1
  %29 = fadd half %18, %25
  %30 = bitcast half %29 to i16
  %31 = zext i16 %30 to i32
  %32 = and i32 %31, 32767
  %33 = icmp ugt i32 %32, 31744
  %34 = select i1 %33, i32 32767, i32 %31
  %35 = fadd half %18, %28
  %36 = bitcast half %35 to i16
  %37 = zext i16 %36 to i32
  %38 = and i32 %37, 32767
  %39 = icmp ugt i32 %38, 31744
  %40 = shl nuw i32 %37, 16
  %41 = select i1 %39, i32 2147418112, i32 %40
  %42 = or disjoint i32 %41, %34
  %43 = zext i32 %19 to i64
  %44 = shl nuw nsw i64 %43, 2
  %45 = add i64 %44, %4
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %46, align 4
  %47 = fmul half %18, %25
  %48 = bitcast half %47 to i16
  %49 = zext i16 %48 to i32
  %50 = and i32 %49, 32767
  %51 = icmp ugt i32 %50, 31744
  %52 = select i1 %51, i32 32767, i32 %49
  %53 = fmul half %18, %28
  %54 = bitcast half %53 to i16
  %55 = zext i16 %54 to i32
  %56 = and i32 %55, 32767
  %57 = icmp ugt i32 %56, 31744
  %58 = shl nuw i32 %55, 16
  %59 = select i1 %57, i32 2147418112, i32 %58
  %60 = or disjoint i32 %59, %52
  %61 = add i64 %45, 16
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %62, align 4
  %63 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 4)
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  %65 = load half, ptr addrspace(1) %64, align 2, !invariant.load !1
  %66 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 6)
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  %68 = load half, ptr addrspace(1) %67, align 2, !invariant.load !1
  %69 = fadd half %18, %65
  %70 = bitcast half %69 to i16
  %71 = zext i16 %70 to i32
  %72 = and i32 %71, 32767
  %73 = icmp ugt i32 %72, 31744
  %74 = select i1 %73, i32 32767, i32 %71
  %75 = fadd half %18, %68
  %76 = bitcast half %75 to i16
  %77 = zext i16 %76 to i32
  %78 = and i32 %77, 32767
  %79 = icmp ugt i32 %78, 31744
  %80 = shl nuw i32 %77, 16
  %81 = select i1 %79, i32 2147418112, i32 %80
  %82 = or disjoint i32 %81, %74
  %83 = add i64 %45, 4
  %84 = inttoptr i64 %83 to ptr addrspace(1)
  store i32 %82, ptr addrspace(1) %84, align 4
  %85 = fmul half %18, %65
  %86 = bitcast half %85 to i16
  %87 = zext i16 %86 to i32
  %88 = and i32 %87, 32767
  %89 = icmp ugt i32 %88, 31744
  %90 = select i1 %89, i32 32767, i32 %87
  %91 = fmul half %18, %68
  %92 = bitcast half %91 to i16
  %93 = zext i16 %92 to i32
  %94 = and i32 %93, 32767
  %95 = icmp ugt i32 %94, 31744
  %96 = shl nuw i32 %93, 16
  %97 = select i1 %95, i32 2147418112, i32 %96
  %98 = or disjoint i32 %97, %90
  %99 = add i64 %45, 20
  %100 = inttoptr i64 %99 to ptr addrspace(1)
  store i32 %98, ptr addrspace(1) %100, align 4
  %101 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 8)
  %102 = inttoptr i64 %101 to ptr addrspace(1)
  %103 = load half, ptr addrspace(1) %102, align 2, !invariant.load !1
  %104 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 10)
  %105 = inttoptr i64 %104 to ptr addrspace(1)
  %106 = load half, ptr addrspace(1) %105, align 2, !invariant.load !1
  %107 = fadd half %18, %103
  %108 = bitcast half %107 to i16
  %109 = zext i16 %108 to i32
  %110 = and i32 %109, 32767
  %111 = icmp ugt i32 %110, 31744
  %112 = select i1 %111, i32 32767, i32 %109
  %113 = fadd half %18, %106
  %114 = bitcast half %113 to i16
  %115 = zext i16 %114 to i32
  %116 = and i32 %115, 32767
  %117 = icmp ugt i32 %116, 31744
  %118 = shl nuw i32 %115, 16
  %119 = select i1 %117, i32 2147418112, i32 %118
  %120 = or disjoint i32 %119, %112
  %121 = add i64 %45, 8
  %122 = inttoptr i64 %121 to ptr addrspace(1)
  store i32 %120, ptr addrspace(1) %122, align 4
  %123 = fmul half %18, %103
  %124 = bitcast half %123 to i16
  %125 = zext i16 %124 to i32
  %126 = and i32 %125, 32767
  %127 = icmp ugt i32 %126, 31744
  %128 = select i1 %127, i32 32767, i32 %125
  %129 = fmul half %18, %106
  %130 = bitcast half %129 to i16
  %131 = zext i16 %130 to i32
  %132 = and i32 %131, 32767
  %133 = icmp ugt i32 %132, 31744
  %134 = shl nuw i32 %131, 16
  %135 = select i1 %133, i32 2147418112, i32 %134
  %136 = or disjoint i32 %135, %128
  %137 = add i64 %45, 24
  %138 = inttoptr i64 %137 to ptr addrspace(1)
  store i32 %136, ptr addrspace(1) %138, align 4
  %139 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 12)
  %140 = inttoptr i64 %139 to ptr addrspace(1)
  %141 = load half, ptr addrspace(1) %140, align 2, !invariant.load !1
  %142 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 14)
  %143 = inttoptr i64 %142 to ptr addrspace(1)
  %144 = load half, ptr addrspace(1) %143, align 2, !invariant.load !1
  %145 = fadd half %18, %141
  %146 = bitcast half %145 to i16
  %147 = zext i16 %146 to i32
  %148 = and i32 %147, 32767
  %149 = icmp ugt i32 %148, 31744
  %150 = select i1 %149, i32 32767, i32 %147
  %151 = fadd half %18, %144
  %152 = bitcast half %151 to i16
  %153 = zext i16 %152 to i32
  %154 = and i32 %153, 32767
  %155 = icmp ugt i32 %154, 31744
  %156 = shl nuw i32 %153, 16
  %157 = select i1 %155, i32 2147418112, i32 %156
  %158 = or disjoint i32 %157, %150
  %159 = add i64 %45, 12
  %160 = inttoptr i64 %159 to ptr addrspace(1)
  store i32 %158, ptr addrspace(1) %160, align 4
  %161 = fmul half %18, %141
  %162 = bitcast half %161 to i16
  %163 = zext i16 %162 to i32
  %164 = and i32 %163, 32767
  %165 = icmp ugt i32 %164, 31744
  %166 = select i1 %165, i32 32767, i32 %163
  %167 = fmul half %18, %144
  %168 = bitcast half %167 to i16
  %169 = zext i16 %168 to i32
  %170 = and i32 %169, 32767
  %171 = icmp ugt i32 %170, 31744
  %172 = shl nuw i32 %169, 16
  %173 = select i1 %171, i32 2147418112, i32 %172
  %174 = or disjoint i32 %173, %166
  %175 = add i64 %45, 28
  %176 = inttoptr i64 %175 to ptr addrspace(1)
  store i32 %174, ptr addrspace(1) %176, align 4
  ret void
}

define amdgpu_kernel void @f16_sub_fma(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 1
  %14 = and i32 %13, 62
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load half, ptr addrspace(1) %17, align 2, !invariant.load !1
  %19 = shl i32 %12, 3
  %20 = lshr i32 %12, 1
  %21 = and i32 %20, 48
  %22 = zext nneg i32 %21 to i64
  %23 = add i64 %22, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  %25 = load half, ptr addrspace(1) %24, align 2, !invariant.load !1
  %26 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 2)
  %27 = inttoptr i64 %26 to ptr addrspace(1)
  %28 = load half, ptr addrspace(1) %27, align 2, !invariant.load !1
  %29 = mul i32 %12, 6
  %30 = and i32 %29, 62
  %31 = zext nneg i32 %30 to i64
  %32 = add i64 %31, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  %34 = load half, ptr addrspace(1) %33, align 2, !invariant.load !1
  %35 = mul i32 %12, 10
  %36 = add i32 %35, 14
  %37 = and i32 %36, 62
  %38 = zext nneg i32 %37 to i64
  %39 = add i64 %38, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  %41 = load half, ptr addrspace(1) %40, align 2, !invariant.load !1
  %42 = fsub half %18, %25
  %43 = bitcast half %42 to i16
  %44 = zext i16 %43 to i32
  %45 = and i32 %44, 32767
  %46 = icmp ugt i32 %45, 31744
  %47 = select i1 %46, i32 32767, i32 %44
  %48 = fsub half %28, %18
  %49 = bitcast half %48 to i16
  %50 = zext i16 %49 to i32
  %51 = and i32 %50, 32767
  %52 = icmp ugt i32 %51, 31744
  %53 = shl nuw i32 %50, 16
  %54 = select i1 %52, i32 2147418112, i32 %53
  %55 = or disjoint i32 %54, %47
  %56 = zext i32 %19 to i64
  %57 = shl nuw nsw i64 %56, 2
  %58 = add i64 %57, %4
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %59, align 4
  %60 = call half @llvm.fma.f16(half %18, half %25, half %34)
  %61 = bitcast half %60 to i16
  %62 = zext i16 %61 to i32
  %63 = and i32 %62, 32767
  %64 = icmp ugt i32 %63, 31744
  %65 = select i1 %64, i32 32767, i32 %62
  %66 = call half @llvm.fma.f16(half %28, half %18, half %41)
  %67 = bitcast half %66 to i16
  %68 = zext i16 %67 to i32
  %69 = and i32 %68, 32767
  %70 = icmp ugt i32 %69, 31744
  %71 = shl nuw i32 %68, 16
  %72 = select i1 %70, i32 2147418112, i32 %71
  %73 = or disjoint i32 %72, %65
  %74 = add i64 %58, 16
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  store i32 %73, ptr addrspace(1) %75, align 4
  %76 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 4)
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  %78 = load half, ptr addrspace(1) %77, align 2, !invariant.load !1
  %79 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 6)
  %80 = inttoptr i64 %79 to ptr addrspace(1)
  %81 = load half, ptr addrspace(1) %80, align 2, !invariant.load !1
  %82 = add i32 %29, 2
  %83 = and i32 %82, 62
  %84 = zext nneg i32 %83 to i64
  %85 = add i64 %84, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %86 = inttoptr i64 %85 to ptr addrspace(1)
  %87 = load half, ptr addrspace(1) %86, align 2, !invariant.load !1
  %88 = add i32 %35, 16
  %89 = and i32 %88, 62
  %90 = zext nneg i32 %89 to i64
  %91 = add i64 %90, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  %93 = load half, ptr addrspace(1) %92, align 2, !invariant.load !1
  %94 = fsub half %18, %78
  %95 = bitcast half %94 to i16
  %96 = zext i16 %95 to i32
  %97 = and i32 %96, 32767
  %98 = icmp ugt i32 %97, 31744
  %99 = select i1 %98, i32 32767, i32 %96
  %100 = fsub half %81, %18
  %101 = bitcast half %100 to i16
  %102 = zext i16 %101 to i32
  %103 = and i32 %102, 32767
  %104 = icmp ugt i32 %103, 31744
  %105 = shl nuw i32 %102, 16
  %106 = select i1 %104, i32 2147418112, i32 %105
  %107 = or disjoint i32 %106, %99
  %108 = add i64 %58, 4
  %109 = inttoptr i64 %108 to ptr addrspace(1)
  store i32 %107, ptr addrspace(1) %109, align 4
  %110 = call half @llvm.fma.f16(half %18, half %78, half %87)
  %111 = bitcast half %110 to i16
  %112 = zext i16 %111 to i32
  %113 = and i32 %112, 32767
  %114 = icmp ugt i32 %113, 31744
  %115 = select i1 %114, i32 32767, i32 %112
  %116 = call half @llvm.fma.f16(half %81, half %18, half %93)
  %117 = bitcast half %116 to i16
  %118 = zext i16 %117 to i32
  %119 = and i32 %118, 32767
  %120 = icmp ugt i32 %119, 31744
  %121 = shl nuw i32 %118, 16
  %122 = select i1 %120, i32 2147418112, i32 %121
  %123 = or disjoint i32 %122, %115
  %124 = add i64 %58, 20
  %125 = inttoptr i64 %124 to ptr addrspace(1)
  store i32 %123, ptr addrspace(1) %125, align 4
  %126 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 8)
  %127 = inttoptr i64 %126 to ptr addrspace(1)
  %128 = load half, ptr addrspace(1) %127, align 2, !invariant.load !1
  %129 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 10)
  %130 = inttoptr i64 %129 to ptr addrspace(1)
  %131 = load half, ptr addrspace(1) %130, align 2, !invariant.load !1
  %132 = add i32 %29, 4
  %133 = and i32 %132, 62
  %134 = zext nneg i32 %133 to i64
  %135 = add i64 %134, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %136 = inttoptr i64 %135 to ptr addrspace(1)
  %137 = load half, ptr addrspace(1) %136, align 2, !invariant.load !1
  %138 = add i32 %35, 18
  %139 = and i32 %138, 62
  %140 = zext nneg i32 %139 to i64
  %141 = add i64 %140, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %142 = inttoptr i64 %141 to ptr addrspace(1)
  %143 = load half, ptr addrspace(1) %142, align 2, !invariant.load !1
  %144 = fsub half %18, %128
  %145 = bitcast half %144 to i16
  %146 = zext i16 %145 to i32
  %147 = and i32 %146, 32767
  %148 = icmp ugt i32 %147, 31744
  %149 = select i1 %148, i32 32767, i32 %146
  %150 = fsub half %131, %18
  %151 = bitcast half %150 to i16
  %152 = zext i16 %151 to i32
  %153 = and i32 %152, 32767
  %154 = icmp ugt i32 %153, 31744
  %155 = shl nuw i32 %152, 16
  %156 = select i1 %154, i32 2147418112, i32 %155
  %157 = or disjoint i32 %156, %149
  %158 = add i64 %58, 8
  %159 = inttoptr i64 %158 to ptr addrspace(1)
  store i32 %157, ptr addrspace(1) %159, align 4
  %160 = call half @llvm.fma.f16(half %18, half %128, half %137)
  %161 = bitcast half %160 to i16
  %162 = zext i16 %161 to i32
  %163 = and i32 %162, 32767
  %164 = icmp ugt i32 %163, 31744
  %165 = select i1 %164, i32 32767, i32 %162
  %166 = call half @llvm.fma.f16(half %131, half %18, half %143)
  %167 = bitcast half %166 to i16
  %168 = zext i16 %167 to i32
  %169 = and i32 %168, 32767
  %170 = icmp ugt i32 %169, 31744
  %171 = shl nuw i32 %168, 16
  %172 = select i1 %170, i32 2147418112, i32 %171
  %173 = or disjoint i32 %172, %165
  %174 = add i64 %58, 24
  %175 = inttoptr i64 %174 to ptr addrspace(1)
  store i32 %173, ptr addrspace(1) %175, align 4
  %176 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 12)
  %177 = inttoptr i64 %176 to ptr addrspace(1)
  %178 = load half, ptr addrspace(1) %177, align 2, !invariant.load !1
  %179 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 14)
  %180 = inttoptr i64 %179 to ptr addrspace(1)
  %181 = load half, ptr addrspace(1) %180, align 2, !invariant.load !1
  %182 = add i32 %29, 6
  %183 = and i32 %182, 62
  %184 = zext nneg i32 %183 to i64
  %185 = add i64 %184, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %186 = inttoptr i64 %185 to ptr addrspace(1)
  %187 = load half, ptr addrspace(1) %186, align 2, !invariant.load !1
  %188 = add i32 %35, 20
  %189 = and i32 %188, 62
  %190 = zext nneg i32 %189 to i64
  %191 = add i64 %190, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %192 = inttoptr i64 %191 to ptr addrspace(1)
  %193 = load half, ptr addrspace(1) %192, align 2, !invariant.load !1
  %194 = fsub half %18, %178
  %195 = bitcast half %194 to i16
  %196 = zext i16 %195 to i32
  %197 = and i32 %196, 32767
  %198 = icmp ugt i32 %197, 31744
  %199 = select i1 %198, i32 32767, i32 %196
  %200 = fsub half %181, %18
  %201 = bitcast half %200 to i16
  %202 = zext i16 %201 to i32
  %203 = and i32 %202, 32767
  %204 = icmp ugt i32 %203, 31744
  %205 = shl nuw i32 %202, 16
  %206 = select i1 %204, i32 2147418112, i32 %205
  %207 = or disjoint i32 %206, %199
  %208 = add i64 %58, 12
  %209 = inttoptr i64 %208 to ptr addrspace(1)
  store i32 %207, ptr addrspace(1) %209, align 4
  %210 = call half @llvm.fma.f16(half %18, half %178, half %187)
  %211 = bitcast half %210 to i16
  %212 = zext i16 %211 to i32
  %213 = and i32 %212, 32767
  %214 = icmp ugt i32 %213, 31744
  %215 = select i1 %214, i32 32767, i32 %212
  %216 = call half @llvm.fma.f16(half %181, half %18, half %193)
  %217 = bitcast half %216 to i16
  %218 = zext i16 %217 to i32
  %219 = and i32 %218, 32767
  %220 = icmp ugt i32 %219, 31744
  %221 = shl nuw i32 %218, 16
  %222 = select i1 %220, i32 2147418112, i32 %221
  %223 = or disjoint i32 %222, %215
  %224 = add i64 %58, 28
  %225 = inttoptr i64 %224 to ptr addrspace(1)
  store i32 %223, ptr addrspace(1) %225, align 4
  ret void
}

define amdgpu_kernel void @f16_ftz_sat(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 1
  %14 = and i32 %13, 62
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load half, ptr addrspace(1) %17, align 2, !invariant.load !1
  %19 = lshr i32 %12, 5
  %20 = shl nuw nsw i32 %19, 4
  %21 = and i32 %13, 14
  %.masked = and i32 %20, 48
  %22 = or disjoint i32 %.masked, %21
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load half, ptr addrspace(1) %25, align 2, !invariant.load !1
  %27 = mul i32 %12, 6
  %28 = add i32 %27, 2
  %29 = and i32 %28, 62
  %30 = zext nneg i32 %29 to i64
  %31 = add i64 %30, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = load half, ptr addrspace(1) %32, align 2, !invariant.load !1
  %34 = shl nuw nsw i32 %19, 1
  %35 = add nuw nsw i32 %34, 56
  %36 = and i32 %35, 62
  %37 = zext nneg i32 %36 to i64
  %38 = add i64 %37, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  %40 = load i16, ptr addrspace(1) %39, align 2, !invariant.load !1
  %41 = trunc i32 %12 to i16
  %42 = shl i16 %41, 10
  %43 = and i16 %42, -32768
  %44 = xor i16 %40, %43
  %45 = shl i32 %12, 3
  %46 = zext i32 %45 to i64
  %47 = shl nuw nsw i64 %46, 2
  %48 = add i64 %47, %4
  %49 = call half @llvm.fabs.f16(half %18)
  %50 = fcmp olt half %49, 0xH0400
  %51 = call half @llvm.copysign.f16(half 0xH0000, half %18)
  %52 = select i1 %50, half %51, half %18
  %53 = call half @llvm.fabs.f16(half %26)
  %54 = fcmp olt half %53, 0xH0400
  %55 = call half @llvm.copysign.f16(half 0xH0000, half %26)
  %56 = select i1 %54, half %55, half %26
  %57 = fpext half %52 to float
  %58 = fpext half %56 to float
  %59 = fadd float %57, %58
  %60 = fptrunc float %59 to half
  %61 = fmul float %59, 0x4170000000000000
  %62 = fptrunc float %61 to half
  %63 = call half @llvm.fabs.f16(half %62)
  %64 = fcmp olt half %63, 0xH6400
  %65 = call half @llvm.fabs.f16(half %60)
  %66 = fcmp olt half %65, 0xH0400
  %67 = call half @llvm.copysign.f16(half 0xH0000, half %60)
  %68 = select i1 %64, i1 true, i1 %66
  %69 = select i1 %68, half %67, half %60
  %70 = bitcast half %69 to i16
  %71 = zext i16 %70 to i32
  %72 = and i32 %71, 32767
  %73 = icmp ugt i32 %72, 31744
  %74 = select i1 %73, i32 32767, i32 %71
  %75 = bitcast i16 %44 to half
  %76 = call half @llvm.fabs.f16(half %75)
  %77 = fcmp olt half %76, 0xH0400
  %78 = call half @llvm.copysign.f16(half 0xH0000, half %75)
  %79 = select i1 %77, half %78, half %75
  %80 = fpext half %79 to float
  %81 = fadd float %57, %80
  %82 = fptrunc float %81 to half
  %83 = fmul float %81, 0x4170000000000000
  %84 = fptrunc float %83 to half
  %85 = call half @llvm.fabs.f16(half %84)
  %86 = fcmp olt half %85, 0xH6400
  %87 = call half @llvm.fabs.f16(half %82)
  %88 = fcmp olt half %87, 0xH0400
  %89 = call half @llvm.copysign.f16(half 0xH0000, half %82)
  %90 = select i1 %86, i1 true, i1 %88
  %91 = select i1 %90, half %89, half %82
  %92 = bitcast half %91 to i16
  %93 = zext i16 %92 to i32
  %94 = and i32 %93, 32767
  %95 = icmp ugt i32 %94, 31744
  %96 = shl nuw i32 %93, 16
  %97 = select i1 %95, i32 2147418112, i32 %96
  %98 = or disjoint i32 %97, %74
  %99 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %98, ptr addrspace(1) %99, align 4
  %100 = fsub float %57, %58
  %101 = fptrunc float %100 to half
  %102 = fmul float %100, 0x4170000000000000
  %103 = fptrunc float %102 to half
  %104 = call half @llvm.fabs.f16(half %103)
  %105 = fcmp olt half %104, 0xH6400
  %106 = call half @llvm.fabs.f16(half %101)
  %107 = fcmp olt half %106, 0xH0400
  %108 = call half @llvm.copysign.f16(half 0xH0000, half %101)
  %109 = select i1 %105, i1 true, i1 %107
  %110 = select i1 %109, half %108, half %101
  %111 = bitcast half %110 to i16
  %112 = zext i16 %111 to i32
  %113 = and i32 %112, 32767
  %114 = icmp ugt i32 %113, 31744
  %115 = select i1 %114, i32 32767, i32 %112
  %116 = fsub float %57, %80
  %117 = fptrunc float %116 to half
  %118 = fmul float %116, 0x4170000000000000
  %119 = fptrunc float %118 to half
  %120 = call half @llvm.fabs.f16(half %119)
  %121 = fcmp olt half %120, 0xH6400
  %122 = call half @llvm.fabs.f16(half %117)
  %123 = fcmp olt half %122, 0xH0400
  %124 = call half @llvm.copysign.f16(half 0xH0000, half %117)
  %125 = select i1 %121, i1 true, i1 %123
  %126 = select i1 %125, half %124, half %117
  %127 = bitcast half %126 to i16
  %128 = zext i16 %127 to i32
  %129 = and i32 %128, 32767
  %130 = icmp ugt i32 %129, 31744
  %131 = shl nuw i32 %128, 16
  %132 = select i1 %130, i32 2147418112, i32 %131
  %133 = or disjoint i32 %132, %115
  %134 = add i64 %48, 4
  %135 = inttoptr i64 %134 to ptr addrspace(1)
  store i32 %133, ptr addrspace(1) %135, align 4
  %136 = fmul float %57, %58
  %137 = fptrunc float %136 to half
  %138 = fmul float %136, 0x4170000000000000
  %139 = fptrunc float %138 to half
  %140 = call half @llvm.fabs.f16(half %139)
  %141 = fcmp olt half %140, 0xH6400
  %142 = call half @llvm.fabs.f16(half %137)
  %143 = fcmp olt half %142, 0xH0400
  %144 = call half @llvm.copysign.f16(half 0xH0000, half %137)
  %145 = select i1 %141, i1 true, i1 %143
  %146 = select i1 %145, half %144, half %137
  %147 = bitcast half %146 to i16
  %148 = zext i16 %147 to i32
  %149 = and i32 %148, 32767
  %150 = icmp ugt i32 %149, 31744
  %151 = select i1 %150, i32 32767, i32 %148
  %152 = fmul float %57, %80
  %153 = fptrunc float %152 to half
  %154 = fmul float %152, 0x4170000000000000
  %155 = fptrunc float %154 to half
  %156 = call half @llvm.fabs.f16(half %155)
  %157 = fcmp olt half %156, 0xH6400
  %158 = call half @llvm.fabs.f16(half %153)
  %159 = fcmp olt half %158, 0xH0400
  %160 = call half @llvm.copysign.f16(half 0xH0000, half %153)
  %161 = select i1 %157, i1 true, i1 %159
  %162 = select i1 %161, half %160, half %153
  %163 = bitcast half %162 to i16
  %164 = zext i16 %163 to i32
  %165 = and i32 %164, 32767
  %166 = icmp ugt i32 %165, 31744
  %167 = shl nuw i32 %164, 16
  %168 = select i1 %166, i32 2147418112, i32 %167
  %169 = or disjoint i32 %168, %151
  %170 = add i64 %48, 8
  %171 = inttoptr i64 %170 to ptr addrspace(1)
  store i32 %169, ptr addrspace(1) %171, align 4
  %172 = call half @llvm.fabs.f16(half %33)
  %173 = fcmp olt half %172, 0xH0400
  %174 = call half @llvm.copysign.f16(half 0xH0000, half %33)
  %175 = select i1 %173, half %174, half %33
  %176 = call half @llvm.fma.f16(half %52, half %56, half %175)
  %177 = call half @llvm.fabs.f16(half %176)
  %178 = fcmp olt half %177, 0xH0400
  %179 = call half @llvm.copysign.f16(half 0xH0000, half %176)
  %180 = select i1 %178, half %179, half %176
  %181 = bitcast half %180 to i16
  %182 = zext i16 %181 to i32
  %183 = and i32 %182, 32767
  %184 = icmp ugt i32 %183, 31744
  %185 = select i1 %184, i32 32767, i32 %182
  %186 = call half @llvm.fma.f16(half %52, half %79, half %175)
  %187 = call half @llvm.fabs.f16(half %186)
  %188 = fcmp olt half %187, 0xH0400
  %189 = call half @llvm.copysign.f16(half 0xH0000, half %186)
  %190 = select i1 %188, half %189, half %186
  %191 = bitcast half %190 to i16
  %192 = zext i16 %191 to i32
  %193 = and i32 %192, 32767
  %194 = icmp ugt i32 %193, 31744
  %195 = shl nuw i32 %192, 16
  %196 = select i1 %194, i32 2147418112, i32 %195
  %197 = or disjoint i32 %196, %185
  %198 = add i64 %48, 12
  %199 = inttoptr i64 %198 to ptr addrspace(1)
  store i32 %197, ptr addrspace(1) %199, align 4
  %200 = fadd half %18, %26
  %201 = call half @llvm.maxnum.f16(half %200, half 0xH0000)
  %202 = call half @llvm.minnum.f16(half %201, half 0xH3C00)
  %203 = fcmp uno half %200, 0xH0000
  %204 = select i1 %203, half 0xH0000, half %202
  %205 = bitcast half %204 to i16
  %206 = zext i16 %205 to i32
  %207 = and i32 %206, 32767
  %208 = icmp ugt i32 %207, 31744
  %209 = select i1 %208, i32 32767, i32 %206
  %210 = call half @llvm.maxnum.f16(half %91, half 0xH0000)
  %211 = call half @llvm.minnum.f16(half %210, half 0xH3C00)
  %212 = fcmp uno half %91, 0xH0000
  %213 = select i1 %212, half 0xH0000, half %211
  %214 = bitcast half %213 to i16
  %215 = zext i16 %214 to i32
  %216 = and i32 %215, 32767
  %217 = icmp ugt i32 %216, 31744
  %218 = shl nuw i32 %215, 16
  %219 = select i1 %217, i32 2147418112, i32 %218
  %220 = or disjoint i32 %219, %209
  %221 = add i64 %48, 16
  %222 = inttoptr i64 %221 to ptr addrspace(1)
  store i32 %220, ptr addrspace(1) %222, align 4
  %223 = fsub half %18, %26
  %224 = call half @llvm.maxnum.f16(half %223, half 0xH0000)
  %225 = call half @llvm.minnum.f16(half %224, half 0xH3C00)
  %226 = fcmp uno half %223, 0xH0000
  %227 = select i1 %226, half 0xH0000, half %225
  %228 = bitcast half %227 to i16
  %229 = zext i16 %228 to i32
  %230 = and i32 %229, 32767
  %231 = icmp ugt i32 %230, 31744
  %232 = select i1 %231, i32 32767, i32 %229
  %233 = fmul half %18, %26
  %234 = call half @llvm.maxnum.f16(half %233, half 0xH0000)
  %235 = call half @llvm.minnum.f16(half %234, half 0xH3C00)
  %236 = fcmp uno half %233, 0xH0000
  %237 = select i1 %236, half 0xH0000, half %235
  %238 = bitcast half %237 to i16
  %239 = zext i16 %238 to i32
  %240 = and i32 %239, 32767
  %241 = icmp ugt i32 %240, 31744
  %242 = shl nuw i32 %239, 16
  %243 = select i1 %241, i32 2147418112, i32 %242
  %244 = or disjoint i32 %243, %232
  %245 = add i64 %48, 20
  %246 = inttoptr i64 %245 to ptr addrspace(1)
  store i32 %244, ptr addrspace(1) %246, align 4
  %247 = call half @llvm.fma.f16(half %18, half %26, half %33)
  %248 = call half @llvm.maxnum.f16(half %247, half 0xH0000)
  %249 = call half @llvm.minnum.f16(half %248, half 0xH3C00)
  %250 = fcmp uno half %247, 0xH0000
  %251 = select i1 %250, half 0xH0000, half %249
  %252 = bitcast half %251 to i16
  %253 = zext i16 %252 to i32
  %254 = and i32 %253, 32767
  %255 = icmp ugt i32 %254, 31744
  %256 = select i1 %255, i32 32767, i32 %253
  %257 = call half @llvm.maxnum.f16(half %190, half 0xH0000)
  %258 = call half @llvm.minnum.f16(half %257, half 0xH3C00)
  %259 = fcmp uno half %190, 0xH0000
  %260 = select i1 %259, half 0xH0000, half %258
  %261 = bitcast half %260 to i16
  %262 = zext i16 %261 to i32
  %263 = and i32 %262, 32767
  %264 = icmp ugt i32 %263, 31744
  %265 = shl nuw i32 %262, 16
  %266 = select i1 %264, i32 2147418112, i32 %265
  %267 = or disjoint i32 %266, %256
  %268 = add i64 %48, 24
  %269 = inttoptr i64 %268 to ptr addrspace(1)
  store i32 %267, ptr addrspace(1) %269, align 4
  %270 = call half @llvm.maxnum.f16(half %162, half 0xH0000)
  %271 = call half @llvm.minnum.f16(half %270, half 0xH3C00)
  %272 = fcmp uno half %162, 0xH0000
  %273 = select i1 %272, half 0xH0000, half %271
  %274 = bitcast half %273 to i16
  %275 = zext i16 %274 to i32
  %276 = and i32 %275, 32767
  %277 = icmp ugt i32 %276, 31744
  %278 = select i1 %277, i32 32767, i32 %275
  %279 = fadd float %80, %80
  %280 = fptrunc float %279 to half
  %281 = fmul float %279, 0x4170000000000000
  %282 = fptrunc float %281 to half
  %283 = call half @llvm.fabs.f16(half %282)
  %284 = fcmp olt half %283, 0xH6400
  %285 = call half @llvm.fabs.f16(half %280)
  %286 = fcmp olt half %285, 0xH0400
  %287 = call half @llvm.copysign.f16(half 0xH0000, half %280)
  %288 = select i1 %284, i1 true, i1 %286
  %289 = select i1 %288, half %287, half %280
  %290 = bitcast half %289 to i16
  %291 = zext i16 %290 to i32
  %292 = and i32 %291, 32767
  %293 = icmp ugt i32 %292, 31744
  %294 = shl nuw i32 %291, 16
  %295 = select i1 %293, i32 2147418112, i32 %294
  %296 = or disjoint i32 %295, %278
  %297 = add i64 %48, 28
  %298 = inttoptr i64 %297 to ptr addrspace(1)
  store i32 %296, ptr addrspace(1) %298, align 4
  ret void
}

define amdgpu_kernel void @f16x2_arith(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 1
  %14 = and i32 %13, 62
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load half, ptr addrspace(1) %17, align 2, !invariant.load !1
  %19 = and i32 %12, 7
  %20 = lshr i32 %12, 2
  %21 = and i32 %20, 1073741816
  %22 = or disjoint i32 %19, %21
  %23 = shl nuw nsw i32 %22, 1
  %24 = and i32 %23, 62
  %25 = zext nneg i32 %24 to i64
  %26 = add i64 %25, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %27 = inttoptr i64 %26 to ptr addrspace(1)
  %28 = load half, ptr addrspace(1) %27, align 2, !invariant.load !1
  %29 = lshr i32 %12, 3
  %30 = and i32 %29, 7
  %31 = or disjoint i32 %30, %21
  %32 = shl nuw nsw i32 %31, 1
  %33 = and i32 %32, 62
  %34 = zext nneg i32 %33 to i64
  %35 = add i64 %34, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %36 = inttoptr i64 %35 to ptr addrspace(1)
  %37 = load half, ptr addrspace(1) %36, align 2, !invariant.load !1
  %38 = add i32 %13, 22
  %39 = and i32 %38, 62
  %40 = zext nneg i32 %39 to i64
  %41 = add i64 %40, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  %43 = load half, ptr addrspace(1) %42, align 2, !invariant.load !1
  %44 = mul i32 %12, 6
  %45 = add i32 %44, 2
  %46 = and i32 %45, 62
  %47 = zext nneg i32 %46 to i64
  %48 = add i64 %47, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  %50 = load half, ptr addrspace(1) %49, align 2, !invariant.load !1
  %51 = mul i32 %12, 14
  %52 = add i32 %51, 4
  %53 = and i32 %52, 62
  %54 = zext nneg i32 %53 to i64
  %55 = add i64 %54, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  %57 = load half, ptr addrspace(1) %56, align 2, !invariant.load !1
  %58 = shl i32 %12, 3
  %59 = zext i32 %58 to i64
  %60 = shl nuw nsw i64 %59, 2
  %61 = add i64 %60, %4
  %62 = fadd half %18, %37
  %63 = fadd half %28, %43
  %64 = bitcast half %62 to i16
  %65 = zext i16 %64 to i32
  %66 = bitcast half %63 to i16
  %67 = zext i16 %66 to i32
  %68 = shl nuw i32 %67, 16
  %69 = and i32 %65, 32767
  %70 = icmp ugt i32 %69, 31744
  %71 = select i1 %70, i32 32767, i32 %65
  %72 = and i32 %67, 32767
  %73 = icmp ugt i32 %72, 31744
  %74 = select i1 %73, i32 2147418112, i32 %68
  %75 = or disjoint i32 %74, %71
  %76 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %75, ptr addrspace(1) %76, align 4
  %77 = fsub half %18, %37
  %78 = fsub half %28, %43
  %79 = bitcast half %77 to i16
  %80 = zext i16 %79 to i32
  %81 = bitcast half %78 to i16
  %82 = zext i16 %81 to i32
  %83 = shl nuw i32 %82, 16
  %84 = and i32 %80, 32767
  %85 = icmp ugt i32 %84, 31744
  %86 = select i1 %85, i32 32767, i32 %80
  %87 = and i32 %82, 32767
  %88 = icmp ugt i32 %87, 31744
  %89 = select i1 %88, i32 2147418112, i32 %83
  %90 = or disjoint i32 %89, %86
  %91 = add i64 %61, 4
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %92, align 4
  %93 = fmul half %18, %37
  %94 = fmul half %28, %43
  %95 = bitcast half %93 to i16
  %96 = zext i16 %95 to i32
  %97 = bitcast half %94 to i16
  %98 = zext i16 %97 to i32
  %99 = shl nuw i32 %98, 16
  %100 = and i32 %96, 32767
  %101 = icmp ugt i32 %100, 31744
  %102 = select i1 %101, i32 32767, i32 %96
  %103 = and i32 %98, 32767
  %104 = icmp ugt i32 %103, 31744
  %105 = select i1 %104, i32 2147418112, i32 %99
  %106 = or disjoint i32 %105, %102
  %107 = add i64 %61, 8
  %108 = inttoptr i64 %107 to ptr addrspace(1)
  store i32 %106, ptr addrspace(1) %108, align 4
  %109 = call half @llvm.fma.f16(half %18, half %37, half %50)
  %110 = call half @llvm.fma.f16(half %28, half %43, half %57)
  %111 = bitcast half %109 to i16
  %112 = zext i16 %111 to i32
  %113 = bitcast half %110 to i16
  %114 = zext i16 %113 to i32
  %115 = shl nuw i32 %114, 16
  %116 = and i32 %112, 32767
  %117 = icmp ugt i32 %116, 31744
  %118 = select i1 %117, i32 32767, i32 %112
  %119 = and i32 %114, 32767
  %120 = icmp ugt i32 %119, 31744
  %121 = select i1 %120, i32 2147418112, i32 %115
  %122 = or disjoint i32 %121, %118
  %123 = add i64 %61, 12
  %124 = inttoptr i64 %123 to ptr addrspace(1)
  store i32 %122, ptr addrspace(1) %124, align 4
  %125 = add i64 %61, 16
  %126 = inttoptr i64 %125 to ptr addrspace(1)
  store i32 %75, ptr addrspace(1) %126, align 4
  %127 = fsub half %37, %18
  %128 = fsub half %43, %28
  %129 = bitcast half %127 to i16
  %130 = zext i16 %129 to i32
  %131 = bitcast half %128 to i16
  %132 = zext i16 %131 to i32
  %133 = shl nuw i32 %132, 16
  %134 = and i32 %130, 32767
  %135 = icmp ugt i32 %134, 31744
  %136 = select i1 %135, i32 32767, i32 %130
  %137 = and i32 %132, 32767
  %138 = icmp ugt i32 %137, 31744
  %139 = select i1 %138, i32 2147418112, i32 %133
  %140 = or disjoint i32 %139, %136
  %141 = add i64 %61, 20
  %142 = inttoptr i64 %141 to ptr addrspace(1)
  store i32 %140, ptr addrspace(1) %142, align 4
  %143 = fmul half %37, %50
  %144 = fmul half %43, %57
  %145 = bitcast half %143 to i16
  %146 = zext i16 %145 to i32
  %147 = bitcast half %144 to i16
  %148 = zext i16 %147 to i32
  %149 = shl nuw i32 %148, 16
  %150 = and i32 %146, 32767
  %151 = icmp ugt i32 %150, 31744
  %152 = select i1 %151, i32 32767, i32 %146
  %153 = and i32 %148, 32767
  %154 = icmp ugt i32 %153, 31744
  %155 = select i1 %154, i32 2147418112, i32 %149
  %156 = or disjoint i32 %155, %152
  %157 = add i64 %61, 24
  %158 = inttoptr i64 %157 to ptr addrspace(1)
  store i32 %156, ptr addrspace(1) %158, align 4
  %159 = call half @llvm.fma.f16(half %50, half %18, half %37)
  %160 = call half @llvm.fma.f16(half %57, half %28, half %43)
  %161 = bitcast half %159 to i16
  %162 = zext i16 %161 to i32
  %163 = bitcast half %160 to i16
  %164 = zext i16 %163 to i32
  %165 = shl nuw i32 %164, 16
  %166 = and i32 %162, 32767
  %167 = icmp ugt i32 %166, 31744
  %168 = select i1 %167, i32 32767, i32 %162
  %169 = and i32 %164, 32767
  %170 = icmp ugt i32 %169, 31744
  %171 = select i1 %170, i32 2147418112, i32 %165
  %172 = or disjoint i32 %171, %168
  %173 = add i64 %61, 28
  %174 = inttoptr i64 %173 to ptr addrspace(1)
  store i32 %172, ptr addrspace(1) %174, align 4
  ret void
}

define amdgpu_kernel void @f16x2_ftz_sat(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 1
  %14 = and i32 %13, 62
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load half, ptr addrspace(1) %17, align 2, !invariant.load !1
  %19 = lshr i32 %12, 5
  %20 = shl nuw nsw i32 %19, 1
  %21 = add nuw nsw i32 %20, 56
  %22 = and i32 %21, 62
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load half, ptr addrspace(1) %25, align 2, !invariant.load !1
  %27 = shl nuw nsw i32 %19, 4
  %28 = and i32 %13, 14
  %.masked = and i32 %27, 48
  %29 = or disjoint i32 %.masked, %28
  %30 = zext nneg i32 %29 to i64
  %31 = add i64 %30, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = load half, ptr addrspace(1) %32, align 2, !invariant.load !1
  %34 = add i32 %13, 6
  %35 = and i32 %34, 62
  %36 = zext nneg i32 %35 to i64
  %37 = add i64 %36, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = load half, ptr addrspace(1) %38, align 2, !invariant.load !1
  %40 = mul i32 %12, 6
  %41 = add i32 %40, 2
  %42 = and i32 %41, 62
  %43 = zext nneg i32 %42 to i64
  %44 = add i64 %43, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  %46 = load half, ptr addrspace(1) %45, align 2, !invariant.load !1
  %47 = mul i32 %12, 14
  %48 = add i32 %47, 4
  %49 = and i32 %48, 62
  %50 = zext nneg i32 %49 to i64
  %51 = add i64 %50, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  %53 = load i16, ptr addrspace(1) %52, align 2, !invariant.load !1
  %54 = xor i16 %53, -32768
  %55 = shl i32 %12, 3
  %56 = zext i32 %55 to i64
  %57 = shl nuw nsw i64 %56, 2
  %58 = add i64 %57, %4
  %59 = call half @llvm.fabs.f16(half %18)
  %60 = fcmp olt half %59, 0xH0400
  %61 = call half @llvm.copysign.f16(half 0xH0000, half %18)
  %62 = select i1 %60, half %61, half %18
  %63 = call half @llvm.fabs.f16(half %33)
  %64 = fcmp olt half %63, 0xH0400
  %65 = call half @llvm.copysign.f16(half 0xH0000, half %33)
  %66 = select i1 %64, half %65, half %33
  %67 = fpext half %62 to float
  %68 = fpext half %66 to float
  %69 = fadd float %67, %68
  %70 = fptrunc float %69 to half
  %71 = fmul float %69, 0x4170000000000000
  %72 = fptrunc float %71 to half
  %73 = call half @llvm.fabs.f16(half %72)
  %74 = fcmp olt half %73, 0xH6400
  %75 = call half @llvm.fabs.f16(half %70)
  %76 = fcmp olt half %75, 0xH0400
  %77 = call half @llvm.copysign.f16(half 0xH0000, half %70)
  %78 = select i1 %74, i1 true, i1 %76
  %79 = select i1 %78, half %77, half %70
  %80 = call half @llvm.fabs.f16(half %26)
  %81 = fcmp olt half %80, 0xH0400
  %82 = call half @llvm.copysign.f16(half 0xH0000, half %26)
  %83 = select i1 %81, half %82, half %26
  %84 = call half @llvm.fabs.f16(half %39)
  %85 = fcmp olt half %84, 0xH0400
  %86 = call half @llvm.copysign.f16(half 0xH0000, half %39)
  %87 = select i1 %85, half %86, half %39
  %88 = fpext half %83 to float
  %89 = fpext half %87 to float
  %90 = fadd float %88, %89
  %91 = fptrunc float %90 to half
  %92 = fmul float %90, 0x4170000000000000
  %93 = fptrunc float %92 to half
  %94 = call half @llvm.fabs.f16(half %93)
  %95 = fcmp olt half %94, 0xH6400
  %96 = call half @llvm.fabs.f16(half %91)
  %97 = fcmp olt half %96, 0xH0400
  %98 = call half @llvm.copysign.f16(half 0xH0000, half %91)
  %99 = select i1 %95, i1 true, i1 %97
  %100 = select i1 %99, half %98, half %91
  %101 = bitcast half %79 to i16
  %102 = zext i16 %101 to i32
  %103 = bitcast half %100 to i16
  %104 = zext i16 %103 to i32
  %105 = shl nuw i32 %104, 16
  %106 = and i32 %102, 32767
  %107 = icmp ugt i32 %106, 31744
  %108 = select i1 %107, i32 32767, i32 %102
  %109 = and i32 %104, 32767
  %110 = icmp ugt i32 %109, 31744
  %111 = select i1 %110, i32 2147418112, i32 %105
  %112 = or disjoint i32 %111, %108
  %113 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %112, ptr addrspace(1) %113, align 4
  %114 = fsub float %67, %68
  %115 = fptrunc float %114 to half
  %116 = fmul float %114, 0x4170000000000000
  %117 = fptrunc float %116 to half
  %118 = call half @llvm.fabs.f16(half %117)
  %119 = fcmp olt half %118, 0xH6400
  %120 = call half @llvm.fabs.f16(half %115)
  %121 = fcmp olt half %120, 0xH0400
  %122 = call half @llvm.copysign.f16(half 0xH0000, half %115)
  %123 = select i1 %119, i1 true, i1 %121
  %124 = select i1 %123, half %122, half %115
  %125 = fsub float %88, %89
  %126 = fptrunc float %125 to half
  %127 = fmul float %125, 0x4170000000000000
  %128 = fptrunc float %127 to half
  %129 = call half @llvm.fabs.f16(half %128)
  %130 = fcmp olt half %129, 0xH6400
  %131 = call half @llvm.fabs.f16(half %126)
  %132 = fcmp olt half %131, 0xH0400
  %133 = call half @llvm.copysign.f16(half 0xH0000, half %126)
  %134 = select i1 %130, i1 true, i1 %132
  %135 = select i1 %134, half %133, half %126
  %136 = bitcast half %124 to i16
  %137 = zext i16 %136 to i32
  %138 = bitcast half %135 to i16
  %139 = zext i16 %138 to i32
  %140 = shl nuw i32 %139, 16
  %141 = and i32 %137, 32767
  %142 = icmp ugt i32 %141, 31744
  %143 = select i1 %142, i32 32767, i32 %137
  %144 = and i32 %139, 32767
  %145 = icmp ugt i32 %144, 31744
  %146 = select i1 %145, i32 2147418112, i32 %140
  %147 = or disjoint i32 %146, %143
  %148 = add i64 %58, 4
  %149 = inttoptr i64 %148 to ptr addrspace(1)
  store i32 %147, ptr addrspace(1) %149, align 4
  %150 = fmul float %67, %68
  %151 = fptrunc float %150 to half
  %152 = fmul float %150, 0x4170000000000000
  %153 = fptrunc float %152 to half
  %154 = call half @llvm.fabs.f16(half %153)
  %155 = fcmp olt half %154, 0xH6400
  %156 = call half @llvm.fabs.f16(half %151)
  %157 = fcmp olt half %156, 0xH0400
  %158 = call half @llvm.copysign.f16(half 0xH0000, half %151)
  %159 = select i1 %155, i1 true, i1 %157
  %160 = select i1 %159, half %158, half %151
  %161 = fmul float %88, %89
  %162 = fptrunc float %161 to half
  %163 = fmul float %161, 0x4170000000000000
  %164 = fptrunc float %163 to half
  %165 = call half @llvm.fabs.f16(half %164)
  %166 = fcmp olt half %165, 0xH6400
  %167 = call half @llvm.fabs.f16(half %162)
  %168 = fcmp olt half %167, 0xH0400
  %169 = call half @llvm.copysign.f16(half 0xH0000, half %162)
  %170 = select i1 %166, i1 true, i1 %168
  %171 = select i1 %170, half %169, half %162
  %172 = bitcast half %160 to i16
  %173 = zext i16 %172 to i32
  %174 = bitcast half %171 to i16
  %175 = zext i16 %174 to i32
  %176 = shl nuw i32 %175, 16
  %177 = and i32 %173, 32767
  %178 = icmp ugt i32 %177, 31744
  %179 = select i1 %178, i32 32767, i32 %173
  %180 = and i32 %175, 32767
  %181 = icmp ugt i32 %180, 31744
  %182 = select i1 %181, i32 2147418112, i32 %176
  %183 = or disjoint i32 %182, %179
  %184 = add i64 %58, 8
  %185 = inttoptr i64 %184 to ptr addrspace(1)
  store i32 %183, ptr addrspace(1) %185, align 4
  %186 = bitcast i16 %54 to half
  %187 = call half @llvm.fabs.f16(half %46)
  %188 = fcmp olt half %187, 0xH0400
  %189 = call half @llvm.copysign.f16(half 0xH0000, half %46)
  %190 = select i1 %188, half %189, half %46
  %191 = call half @llvm.fma.f16(half %62, half %66, half %190)
  %192 = call half @llvm.fabs.f16(half %191)
  %193 = fcmp olt half %192, 0xH0400
  %194 = call half @llvm.copysign.f16(half 0xH0000, half %191)
  %195 = select i1 %193, half %194, half %191
  %196 = call half @llvm.fabs.f16(half %186)
  %197 = fcmp olt half %196, 0xH0400
  %198 = call half @llvm.copysign.f16(half 0xH0000, half %186)
  %199 = select i1 %197, half %198, half %186
  %200 = call half @llvm.fma.f16(half %83, half %87, half %199)
  %201 = call half @llvm.fabs.f16(half %200)
  %202 = fcmp olt half %201, 0xH0400
  %203 = call half @llvm.copysign.f16(half 0xH0000, half %200)
  %204 = select i1 %202, half %203, half %200
  %205 = bitcast half %195 to i16
  %206 = zext i16 %205 to i32
  %207 = bitcast half %204 to i16
  %208 = zext i16 %207 to i32
  %209 = shl nuw i32 %208, 16
  %210 = and i32 %206, 32767
  %211 = icmp ugt i32 %210, 31744
  %212 = select i1 %211, i32 32767, i32 %206
  %213 = and i32 %208, 32767
  %214 = icmp ugt i32 %213, 31744
  %215 = select i1 %214, i32 2147418112, i32 %209
  %216 = or disjoint i32 %215, %212
  %217 = add i64 %58, 12
  %218 = inttoptr i64 %217 to ptr addrspace(1)
  store i32 %216, ptr addrspace(1) %218, align 4
  %219 = fadd half %18, %33
  %220 = call half @llvm.maxnum.f16(half %219, half 0xH0000)
  %221 = call half @llvm.minnum.f16(half %220, half 0xH3C00)
  %222 = fcmp uno half %219, 0xH0000
  %223 = select i1 %222, half 0xH0000, half %221
  %224 = fadd half %26, %39
  %225 = call half @llvm.maxnum.f16(half %224, half 0xH0000)
  %226 = call half @llvm.minnum.f16(half %225, half 0xH3C00)
  %227 = fcmp uno half %224, 0xH0000
  %228 = select i1 %227, half 0xH0000, half %226
  %229 = bitcast half %223 to i16
  %230 = zext i16 %229 to i32
  %231 = bitcast half %228 to i16
  %232 = zext i16 %231 to i32
  %233 = shl nuw i32 %232, 16
  %234 = and i32 %230, 32767
  %235 = icmp ugt i32 %234, 31744
  %236 = select i1 %235, i32 32767, i32 %230
  %237 = and i32 %232, 32767
  %238 = icmp ugt i32 %237, 31744
  %239 = select i1 %238, i32 2147418112, i32 %233
  %240 = or disjoint i32 %239, %236
  %241 = add i64 %58, 16
  %242 = inttoptr i64 %241 to ptr addrspace(1)
  store i32 %240, ptr addrspace(1) %242, align 4
  %243 = fsub half %18, %33
  %244 = call half @llvm.maxnum.f16(half %243, half 0xH0000)
  %245 = call half @llvm.minnum.f16(half %244, half 0xH3C00)
  %246 = fcmp uno half %243, 0xH0000
  %247 = select i1 %246, half 0xH0000, half %245
  %248 = fsub half %26, %39
  %249 = call half @llvm.maxnum.f16(half %248, half 0xH0000)
  %250 = call half @llvm.minnum.f16(half %249, half 0xH3C00)
  %251 = fcmp uno half %248, 0xH0000
  %252 = select i1 %251, half 0xH0000, half %250
  %253 = bitcast half %247 to i16
  %254 = zext i16 %253 to i32
  %255 = bitcast half %252 to i16
  %256 = zext i16 %255 to i32
  %257 = shl nuw i32 %256, 16
  %258 = and i32 %254, 32767
  %259 = icmp ugt i32 %258, 31744
  %260 = select i1 %259, i32 32767, i32 %254
  %261 = and i32 %256, 32767
  %262 = icmp ugt i32 %261, 31744
  %263 = select i1 %262, i32 2147418112, i32 %257
  %264 = or disjoint i32 %263, %260
  %265 = add i64 %58, 20
  %266 = inttoptr i64 %265 to ptr addrspace(1)
  store i32 %264, ptr addrspace(1) %266, align 4
  %267 = call half @llvm.maxnum.f16(half %160, half 0xH0000)
  %268 = call half @llvm.minnum.f16(half %267, half 0xH3C00)
  %269 = fcmp uno half %160, 0xH0000
  %270 = select i1 %269, half 0xH0000, half %268
  %271 = call half @llvm.maxnum.f16(half %171, half 0xH0000)
  %272 = call half @llvm.minnum.f16(half %271, half 0xH3C00)
  %273 = fcmp uno half %171, 0xH0000
  %274 = select i1 %273, half 0xH0000, half %272
  %275 = bitcast half %270 to i16
  %276 = zext i16 %275 to i32
  %277 = bitcast half %274 to i16
  %278 = zext i16 %277 to i32
  %279 = shl nuw i32 %278, 16
  %280 = and i32 %276, 32767
  %281 = icmp ugt i32 %280, 31744
  %282 = select i1 %281, i32 32767, i32 %276
  %283 = and i32 %278, 32767
  %284 = icmp ugt i32 %283, 31744
  %285 = select i1 %284, i32 2147418112, i32 %279
  %286 = or disjoint i32 %285, %282
  %287 = add i64 %58, 24
  %288 = inttoptr i64 %287 to ptr addrspace(1)
  store i32 %286, ptr addrspace(1) %288, align 4
  %289 = call half @llvm.fma.f16(half %18, half %33, half %46)
  %290 = call half @llvm.maxnum.f16(half %289, half 0xH0000)
  %291 = call half @llvm.minnum.f16(half %290, half 0xH3C00)
  %292 = fcmp uno half %289, 0xH0000
  %293 = select i1 %292, half 0xH0000, half %291
  %294 = call half @llvm.fma.f16(half %26, half %39, half %186)
  %295 = call half @llvm.maxnum.f16(half %294, half 0xH0000)
  %296 = call half @llvm.minnum.f16(half %295, half 0xH3C00)
  %297 = fcmp uno half %294, 0xH0000
  %298 = select i1 %297, half 0xH0000, half %296
  %299 = bitcast half %293 to i16
  %300 = zext i16 %299 to i32
  %301 = bitcast half %298 to i16
  %302 = zext i16 %301 to i32
  %303 = shl nuw i32 %302, 16
  %304 = and i32 %300, 32767
  %305 = icmp ugt i32 %304, 31744
  %306 = select i1 %305, i32 32767, i32 %300
  %307 = and i32 %302, 32767
  %308 = icmp ugt i32 %307, 31744
  %309 = select i1 %308, i32 2147418112, i32 %303
  %310 = or disjoint i32 %309, %306
  %311 = add i64 %58, 28
  %312 = inttoptr i64 %311 to ptr addrspace(1)
  store i32 %310, ptr addrspace(1) %312, align 4
  ret void
}

define amdgpu_kernel void @f16_neg_abs(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 1
  %14 = and i32 %13, 62
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i16, ptr addrspace(1) %17, align 2, !invariant.load !1
  %19 = add i32 %13, 26
  %20 = and i32 %19, 62
  %21 = zext nneg i32 %20 to i64
  %22 = add i64 %21, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  %24 = load i16, ptr addrspace(1) %23, align 2, !invariant.load !1
  %25 = shl i32 %12, 3
  %26 = zext i32 %25 to i64
  %27 = shl nuw nsw i64 %26, 2
  %28 = add i64 %27, %4
  %29 = and i16 %18, 32767
  %30 = icmp ugt i16 %29, 31744
  %31 = xor i16 %18, -32768
  %32 = select i1 %30, i16 32767, i16 %31
  %33 = zext i16 %32 to i32
  %34 = and i32 %33, 32767
  %35 = icmp ugt i32 %34, 31744
  %36 = select i1 %35, i32 32767, i32 %33
  %37 = select i1 %30, i16 32767, i16 %29
  %38 = zext nneg i16 %37 to i32
  %39 = shl nuw nsw i32 %38, 16
  %40 = select i1 %30, i32 2147418112, i32 %39
  %41 = or disjoint i32 %40, %36
  %42 = inttoptr i64 %28 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %42, align 4
  %43 = and i16 %18, 31744
  %44 = icmp eq i16 %43, 0
  %45 = and i16 %18, -32768
  %46 = select i1 %44, i16 %45, i16 %18
  %47 = xor i16 %46, -32768
  %48 = select i1 %30, i16 32767, i16 %47
  %49 = zext i16 %48 to i32
  %50 = and i32 %49, 32767
  %51 = icmp ugt i32 %50, 31744
  %52 = select i1 %51, i32 32767, i32 %49
  %53 = and i16 %46, 32767
  %54 = select i1 %30, i16 32767, i16 %53
  %55 = zext nneg i16 %54 to i32
  %56 = icmp ugt i16 %54, 31744
  %57 = shl nuw nsw i32 %55, 16
  %58 = select i1 %56, i32 2147418112, i32 %57
  %59 = or disjoint i32 %58, %52
  %60 = add i64 %28, 4
  %61 = inttoptr i64 %60 to ptr addrspace(1)
  store i32 %59, ptr addrspace(1) %61, align 4
  %62 = and i16 %24, 32767
  %63 = icmp ugt i16 %62, 31744
  %64 = xor i16 %24, -32768
  %65 = select i1 %63, i16 32767, i16 %64
  %66 = zext i16 %65 to i32
  %67 = shl nuw i32 %66, 16
  %68 = and i32 %66, 32767
  %69 = icmp ugt i32 %68, 31744
  %70 = select i1 %69, i32 2147418112, i32 %67
  %71 = or disjoint i32 %70, %36
  %72 = add i64 %28, 8
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  store i32 %71, ptr addrspace(1) %73, align 4
  %74 = select i1 %63, i16 32767, i16 %62
  %75 = zext nneg i16 %74 to i32
  %76 = shl nuw nsw i32 %75, 16
  %77 = select i1 %63, i32 2147418112, i32 %76
  %78 = or disjoint i32 %77, %38
  %79 = add i64 %28, 12
  %80 = inttoptr i64 %79 to ptr addrspace(1)
  store i32 %78, ptr addrspace(1) %80, align 4
  %81 = and i16 %24, 31744
  %82 = icmp eq i16 %81, 0
  %83 = and i16 %24, -32768
  %84 = select i1 %82, i16 %83, i16 %24
  %85 = xor i16 %84, -32768
  %86 = select i1 %63, i16 32767, i16 %85
  %87 = zext i16 %86 to i32
  %88 = shl nuw i32 %87, 16
  %89 = and i32 %87, 32767
  %90 = icmp ugt i32 %89, 31744
  %91 = select i1 %90, i32 2147418112, i32 %88
  %92 = or disjoint i32 %91, %52
  %93 = add i64 %28, 16
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  store i32 %92, ptr addrspace(1) %94, align 4
  %95 = and i16 %84, 32767
  %96 = select i1 %63, i16 32767, i16 %95
  %97 = zext nneg i16 %96 to i32
  %98 = shl nuw nsw i32 %97, 16
  %narrow42 = select i1 %56, i16 32767, i16 %54
  %99 = zext nneg i16 %narrow42 to i32
  %100 = icmp ugt i16 %96, 31744
  %101 = select i1 %100, i32 2147418112, i32 %98
  %102 = or disjoint i32 %101, %99
  %103 = add i64 %28, 20
  %104 = inttoptr i64 %103 to ptr addrspace(1)
  store i32 %102, ptr addrspace(1) %104, align 4
  %105 = select i1 %69, i32 32767, i32 %66
  %106 = or disjoint i32 %101, %105
  %107 = add i64 %28, 24
  %108 = inttoptr i64 %107 to ptr addrspace(1)
  store i32 %106, ptr addrspace(1) %108, align 4
  %109 = select i1 %90, i32 32767, i32 %87
  %110 = or disjoint i32 %77, %109
  %111 = add i64 %28, 28
  %112 = inttoptr i64 %111 to ptr addrspace(1)
  store i32 %110, ptr addrspace(1) %112, align 4
  ret void
}

define amdgpu_kernel void @f16_setp(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 1
  %14 = and i32 %13, 62
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i16, ptr addrspace(1) %17, align 2, !invariant.load !1
  %19 = and i32 %12, 7
  %20 = lshr i32 %12, 2
  %21 = and i32 %20, 24
  %22 = or disjoint i32 %19, %21
  %23 = shl nuw nsw i32 %22, 1
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  %27 = load i16, ptr addrspace(1) %26, align 2, !invariant.load !1
  %28 = lshr i32 %12, 1
  %29 = and i32 %28, 62
  %30 = zext nneg i32 %29 to i64
  %31 = add i64 %30, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = load i16, ptr addrspace(1) %32, align 2, !invariant.load !1
  %34 = xor i16 %27, -32768
  %35 = shl i32 %12, 3
  %36 = zext i32 %35 to i64
  %37 = shl nuw nsw i64 %36, 2
  %38 = add i64 %37, %4
  %39 = bitcast i16 %18 to half
  %40 = bitcast i16 %27 to half
  %41 = fcmp oeq half %39, %40
  %42 = zext i1 %41 to i32
  %43 = fcmp one half %39, %40
  %44 = select i1 %43, i32 2, i32 0
  %45 = or disjoint i32 %44, %42
  %46 = fcmp olt half %39, %40
  %47 = select i1 %46, i32 4, i32 0
  %48 = fcmp ole half %39, %40
  %49 = select i1 %48, i32 8, i32 0
  %50 = or disjoint i32 %47, %49
  %51 = fcmp ogt half %39, %40
  %52 = select i1 %51, i32 16, i32 0
  %53 = or disjoint i32 %50, %52
  %54 = fcmp oge half %39, %40
  %55 = select i1 %54, i32 32, i32 0
  %56 = or disjoint i32 %53, %55
  %57 = fcmp ueq half %39, %40
  %58 = select i1 %57, i32 64, i32 0
  %59 = fcmp une half %39, %40
  %60 = select i1 %59, i32 128, i32 0
  %61 = fcmp ult half %39, %40
  %62 = select i1 %61, i32 256, i32 0
  %63 = or disjoint i32 %56, %62
  %64 = fcmp ule half %39, %40
  %65 = select i1 %64, i32 512, i32 0
  %66 = or disjoint i32 %63, %65
  %67 = fcmp ugt half %39, %40
  %68 = select i1 %67, i32 1024, i32 0
  %69 = or i32 %66, %68
  %70 = fcmp uge half %39, %40
  %71 = select i1 %70, i32 2048, i32 0
  %72 = or i32 %69, %71
  %73 = fcmp ord half %39, %40
  %74 = select i1 %73, i32 4096, i32 0
  %75 = fcmp uno half %39, %40
  %76 = select i1 %75, i32 8192, i32 0
  %77 = call half @llvm.fabs.f16(half %39)
  %78 = fcmp olt half %77, 0xH0400
  %79 = call half @llvm.copysign.f16(half 0xH0000, half %39)
  %80 = select i1 %78, half %79, half %39
  %81 = call half @llvm.fabs.f16(half %40)
  %82 = fcmp olt half %81, 0xH0400
  %83 = call half @llvm.copysign.f16(half 0xH0000, half %40)
  %84 = select i1 %82, half %83, half %40
  %85 = fcmp olt half %80, %84
  %86 = select i1 %85, i32 16384, i32 0
  %87 = or i32 %72, %86
  %88 = or i32 %87, %45
  %89 = or i32 %88, %58
  %90 = or i32 %89, %60
  %91 = or i32 %90, %74
  %92 = or i32 %91, %76
  %93 = fcmp oeq half %80, %84
  %94 = select i1 %93, i32 32768, i32 0
  %95 = or i32 %92, %94
  %96 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %95, ptr addrspace(1) %96, align 4
  %97 = bitcast i16 %33 to half
  %98 = bitcast i16 %34 to half
  %99 = fcmp oeq half %97, %98
  %100 = select i1 %99, i32 2, i32 0
  %101 = or disjoint i32 %100, %42
  %102 = fcmp one half %97, %98
  %103 = zext i1 %43 to i32
  %104 = select i1 %102, i32 2, i32 0
  %105 = or disjoint i32 %104, %103
  %106 = shl nuw nsw i32 %105, 2
  %107 = or disjoint i32 %106, %101
  %108 = fcmp olt half %97, %98
  %109 = zext i1 %46 to i32
  %110 = select i1 %108, i32 2, i32 0
  %111 = or disjoint i32 %110, %109
  %112 = shl nuw nsw i32 %111, 4
  %113 = fcmp ole half %97, %98
  %114 = zext i1 %48 to i32
  %115 = select i1 %113, i32 2, i32 0
  %116 = or disjoint i32 %115, %114
  %117 = shl nuw nsw i32 %116, 6
  %118 = or disjoint i32 %112, %117
  %119 = fcmp ogt half %97, %98
  %120 = zext i1 %51 to i32
  %121 = select i1 %119, i32 2, i32 0
  %122 = or disjoint i32 %121, %120
  %123 = shl nuw nsw i32 %122, 8
  %124 = or disjoint i32 %118, %123
  %125 = fcmp oge half %97, %98
  %126 = zext i1 %54 to i32
  %127 = select i1 %125, i32 2, i32 0
  %128 = or disjoint i32 %127, %126
  %129 = shl nuw nsw i32 %128, 10
  %130 = or disjoint i32 %124, %129
  %131 = fcmp ueq half %97, %98
  %132 = zext i1 %57 to i32
  %133 = select i1 %131, i32 2, i32 0
  %134 = or disjoint i32 %133, %132
  %135 = shl nuw nsw i32 %134, 12
  %136 = fcmp une half %97, %98
  %137 = zext i1 %59 to i32
  %138 = select i1 %136, i32 2, i32 0
  %139 = or disjoint i32 %138, %137
  %140 = shl nuw nsw i32 %139, 14
  %141 = fcmp ult half %97, %98
  %142 = zext i1 %61 to i32
  %143 = select i1 %141, i32 2, i32 0
  %144 = or disjoint i32 %143, %142
  %145 = shl nuw nsw i32 %144, 16
  %146 = or i32 %130, %145
  %147 = fcmp ule half %97, %98
  %148 = zext i1 %64 to i32
  %149 = select i1 %147, i32 2, i32 0
  %150 = or disjoint i32 %149, %148
  %151 = shl nuw nsw i32 %150, 18
  %152 = or i32 %146, %151
  %153 = zext i1 %67 to i32
  %154 = select i1 %113, i32 0, i32 2
  %155 = or disjoint i32 %154, %153
  %156 = shl nuw nsw i32 %155, 20
  %157 = or i32 %152, %156
  %158 = fcmp uge half %97, %98
  %159 = zext i1 %70 to i32
  %160 = select i1 %158, i32 2, i32 0
  %161 = or disjoint i32 %160, %159
  %162 = shl nuw nsw i32 %161, 22
  %163 = or i32 %157, %162
  %164 = fcmp ord half %97, %98
  %165 = zext i1 %73 to i32
  %166 = select i1 %164, i32 2, i32 0
  %167 = or disjoint i32 %166, %165
  %168 = shl nuw nsw i32 %167, 24
  %169 = fcmp uno half %97, %98
  %170 = zext i1 %75 to i32
  %171 = select i1 %169, i32 2, i32 0
  %172 = or disjoint i32 %171, %170
  %173 = shl nuw nsw i32 %172, 26
  %174 = fcmp ole half %80, %84
  %175 = call half @llvm.fabs.f16(half %97)
  %176 = fcmp olt half %175, 0xH0400
  %177 = call half @llvm.copysign.f16(half 0xH0000, half %97)
  %178 = select i1 %176, half %177, half %97
  %179 = call half @llvm.fabs.f16(half %98)
  %180 = fcmp olt half %179, 0xH0400
  %181 = call half @llvm.copysign.f16(half 0xH0000, half %98)
  %182 = select i1 %180, half %181, half %98
  %183 = fcmp ole half %178, %182
  %184 = zext i1 %174 to i32
  %185 = select i1 %183, i32 2, i32 0
  %186 = or disjoint i32 %185, %184
  %187 = shl nuw nsw i32 %186, 28
  %188 = or i32 %163, %187
  %189 = or i32 %188, %107
  %190 = or i32 %189, %135
  %191 = or i32 %190, %140
  %192 = or i32 %191, %168
  %193 = or i32 %192, %173
  %194 = fcmp one half %80, %84
  %195 = fcmp one half %178, %182
  %196 = zext i1 %194 to i32
  %197 = select i1 %195, i32 2, i32 0
  %198 = or disjoint i32 %197, %196
  %199 = shl nuw i32 %198, 30
  %200 = or i32 %193, %199
  %201 = add i64 %38, 4
  %202 = inttoptr i64 %201 to ptr addrspace(1)
  store i32 %200, ptr addrspace(1) %202, align 4
  %203 = select i1 %51, i32 4, i32 0
  %204 = select i1 %54, i32 8, i32 0
  %205 = or disjoint i32 %203, %204
  %206 = select i1 %46, i32 16, i32 0
  %207 = or disjoint i32 %205, %206
  %208 = select i1 %48, i32 32, i32 0
  %209 = or disjoint i32 %207, %208
  %210 = select i1 %67, i32 256, i32 0
  %211 = or disjoint i32 %209, %210
  %212 = select i1 %70, i32 512, i32 0
  %213 = or disjoint i32 %211, %212
  %214 = select i1 %61, i32 1024, i32 0
  %215 = or i32 %213, %214
  %216 = select i1 %64, i32 2048, i32 0
  %217 = or i32 %215, %216
  %218 = fcmp olt half %84, %80
  %219 = select i1 %218, i32 16384, i32 0
  %220 = or i32 %217, %219
  %221 = or i32 %220, %45
  %222 = or i32 %221, %58
  %223 = or i32 %222, %60
  %224 = or i32 %223, %74
  %225 = or i32 %224, %76
  %226 = or i32 %225, %94
  %227 = add i64 %38, 12
  %228 = inttoptr i64 %227 to ptr addrspace(1)
  store i32 %226, ptr addrspace(1) %228, align 4
  %229 = fcmp oeq half %39, %97
  %230 = zext i1 %229 to i32
  %231 = fcmp one half %39, %97
  %232 = select i1 %231, i32 2, i32 0
  %233 = or disjoint i32 %232, %230
  %234 = fcmp olt half %39, %97
  %235 = select i1 %234, i32 4, i32 0
  %236 = or disjoint i32 %233, %235
  %237 = fcmp ole half %39, %97
  %238 = select i1 %237, i32 8, i32 0
  %239 = or disjoint i32 %236, %238
  %240 = fcmp ogt half %39, %97
  %241 = select i1 %240, i32 16, i32 0
  %242 = or disjoint i32 %239, %241
  %243 = fcmp oge half %39, %97
  %244 = select i1 %243, i32 32, i32 0
  %245 = or disjoint i32 %242, %244
  %246 = fcmp ueq half %39, %97
  %247 = select i1 %246, i32 64, i32 0
  %248 = or i32 %245, %247
  %249 = fcmp une half %39, %97
  %250 = select i1 %249, i32 128, i32 0
  %251 = or i32 %248, %250
  %252 = fcmp ult half %39, %97
  %253 = select i1 %252, i32 256, i32 0
  %254 = or i32 %251, %253
  %255 = fcmp ule half %39, %97
  %256 = select i1 %255, i32 512, i32 0
  %257 = or i32 %254, %256
  %258 = fcmp ugt half %39, %97
  %259 = select i1 %258, i32 1024, i32 0
  %260 = or i32 %257, %259
  %261 = fcmp uge half %39, %97
  %262 = select i1 %261, i32 2048, i32 0
  %263 = or i32 %260, %262
  %264 = fcmp ord half %39, %97
  %265 = select i1 %264, i32 4096, i32 0
  %266 = or i32 %263, %265
  %267 = fcmp uno half %39, %97
  %268 = select i1 %267, i32 8192, i32 0
  %269 = or i32 %266, %268
  %270 = fcmp olt half %80, %178
  %271 = select i1 %270, i32 16384, i32 0
  %272 = or i32 %269, %271
  %273 = fcmp oeq half %80, %178
  %274 = select i1 %273, i32 32768, i32 0
  %275 = or i32 %272, %274
  %276 = fcmp oeq half %97, %40
  %277 = zext i1 %276 to i32
  %278 = fcmp one half %97, %40
  %279 = select i1 %278, i32 2, i32 0
  %280 = or disjoint i32 %279, %277
  %281 = fcmp olt half %97, %40
  %282 = select i1 %281, i32 4, i32 0
  %283 = or disjoint i32 %280, %282
  %284 = fcmp ole half %97, %40
  %285 = select i1 %284, i32 8, i32 0
  %286 = or disjoint i32 %283, %285
  %287 = fcmp ogt half %97, %40
  %288 = select i1 %287, i32 16, i32 0
  %289 = or disjoint i32 %286, %288
  %290 = fcmp oge half %97, %40
  %291 = select i1 %290, i32 32, i32 0
  %292 = or disjoint i32 %289, %291
  %293 = fcmp ueq half %97, %40
  %294 = select i1 %293, i32 64, i32 0
  %295 = or i32 %292, %294
  %296 = fcmp une half %97, %40
  %297 = select i1 %296, i32 128, i32 0
  %298 = or i32 %295, %297
  %299 = fcmp ult half %97, %40
  %300 = select i1 %299, i32 256, i32 0
  %301 = or i32 %298, %300
  %302 = fcmp ule half %97, %40
  %303 = select i1 %302, i32 512, i32 0
  %304 = or i32 %301, %303
  %305 = fcmp ugt half %97, %40
  %306 = select i1 %305, i32 1024, i32 0
  %307 = or i32 %304, %306
  %308 = fcmp uge half %97, %40
  %309 = select i1 %308, i32 2048, i32 0
  %310 = or i32 %307, %309
  %311 = fcmp ord half %97, %40
  %312 = select i1 %311, i32 4096, i32 0
  %313 = or i32 %310, %312
  %314 = fcmp uno half %97, %40
  %315 = select i1 %314, i32 8192, i32 0
  %316 = or i32 %313, %315
  %317 = fcmp olt half %178, %84
  %318 = select i1 %317, i32 16384, i32 0
  %319 = or i32 %316, %318
  %320 = fcmp oeq half %178, %84
  %321 = select i1 %320, i32 32768, i32 0
  %322 = or i32 %319, %321
  %323 = shl i32 %322, 16
  %324 = or i32 %275, %323
  %325 = add i64 %38, 16
  %326 = inttoptr i64 %325 to ptr addrspace(1)
  store i32 %324, ptr addrspace(1) %326, align 4
  %327 = shl nuw nsw i32 %122, 4
  %328 = shl nuw nsw i32 %128, 6
  %329 = or disjoint i32 %327, %328
  %330 = shl nuw nsw i32 %111, 8
  %331 = or disjoint i32 %329, %330
  %332 = shl nuw nsw i32 %116, 10
  %333 = or disjoint i32 %331, %332
  %334 = shl nuw nsw i32 %155, 16
  %335 = or i32 %333, %334
  %336 = shl nuw nsw i32 %161, 18
  %337 = or i32 %335, %336
  %338 = shl nuw nsw i32 %144, 20
  %339 = or i32 %337, %338
  %340 = shl nuw nsw i32 %150, 22
  %341 = or i32 %339, %340
  %342 = fcmp ole half %84, %80
  %343 = fcmp ole half %182, %178
  %344 = zext i1 %342 to i32
  %345 = select i1 %343, i32 2, i32 0
  %346 = or disjoint i32 %345, %344
  %347 = shl nuw nsw i32 %346, 28
  %348 = or i32 %341, %347
  %349 = or i32 %348, %107
  %350 = or i32 %349, %135
  %351 = or i32 %350, %140
  %352 = or i32 %351, %168
  %353 = or i32 %352, %173
  %354 = or i32 %353, %199
  %355 = add i64 %38, 20
  %356 = inttoptr i64 %355 to ptr addrspace(1)
  store i32 %354, ptr addrspace(1) %356, align 4
  %357 = select i1 %229, i32 2, i32 0
  %358 = or disjoint i32 %357, %230
  %359 = zext i1 %231 to i32
  %360 = or disjoint i32 %232, %359
  %361 = shl nuw nsw i32 %360, 2
  %362 = or disjoint i32 %361, %358
  %363 = zext i1 %234 to i32
  %364 = select i1 %240, i32 2, i32 0
  %365 = or disjoint i32 %364, %363
  %366 = shl nuw nsw i32 %365, 4
  %367 = or disjoint i32 %362, %366
  %368 = zext i1 %237 to i32
  %369 = select i1 %243, i32 2, i32 0
  %370 = or disjoint i32 %369, %368
  %371 = shl nuw nsw i32 %370, 6
  %372 = or disjoint i32 %367, %371
  %373 = zext i1 %240 to i32
  %374 = select i1 %234, i32 2, i32 0
  %375 = or disjoint i32 %374, %373
  %376 = shl nuw nsw i32 %375, 8
  %377 = or i32 %372, %376
  %378 = zext i1 %243 to i32
  %379 = select i1 %237, i32 2, i32 0
  %380 = or disjoint i32 %379, %378
  %381 = shl nuw nsw i32 %380, 10
  %382 = or i32 %377, %381
  %383 = zext i1 %246 to i32
  %384 = select i1 %246, i32 2, i32 0
  %385 = or disjoint i32 %384, %383
  %386 = shl nuw nsw i32 %385, 12
  %387 = or i32 %382, %386
  %388 = zext i1 %249 to i32
  %389 = select i1 %249, i32 2, i32 0
  %390 = or disjoint i32 %389, %388
  %391 = shl nuw nsw i32 %390, 14
  %392 = or i32 %387, %391
  %393 = zext i1 %252 to i32
  %394 = select i1 %258, i32 2, i32 0
  %395 = or disjoint i32 %394, %393
  %396 = shl nuw nsw i32 %395, 16
  %397 = or i32 %392, %396
  %398 = zext i1 %255 to i32
  %399 = select i1 %261, i32 2, i32 0
  %400 = or disjoint i32 %399, %398
  %401 = shl nuw nsw i32 %400, 18
  %402 = or i32 %397, %401
  %403 = zext i1 %258 to i32
  %404 = select i1 %252, i32 2, i32 0
  %405 = or disjoint i32 %404, %403
  %406 = shl nuw nsw i32 %405, 20
  %407 = or i32 %402, %406
  %408 = zext i1 %261 to i32
  %409 = select i1 %255, i32 2, i32 0
  %410 = or disjoint i32 %409, %408
  %411 = shl nuw nsw i32 %410, 22
  %412 = or i32 %407, %411
  %413 = zext i1 %264 to i32
  %414 = select i1 %264, i32 2, i32 0
  %415 = or disjoint i32 %414, %413
  %416 = shl nuw nsw i32 %415, 24
  %417 = or i32 %412, %416
  %418 = zext i1 %267 to i32
  %419 = select i1 %267, i32 2, i32 0
  %420 = or disjoint i32 %419, %418
  %421 = shl nuw nsw i32 %420, 26
  %422 = or i32 %417, %421
  %423 = fcmp ole half %80, %178
  %424 = fcmp ole half %178, %80
  %425 = zext i1 %423 to i32
  %426 = select i1 %424, i32 2, i32 0
  %427 = or disjoint i32 %426, %425
  %428 = shl nuw nsw i32 %427, 28
  %429 = or i32 %422, %428
  %430 = fcmp one half %80, %178
  %431 = zext i1 %430 to i32
  %432 = select i1 %430, i32 2, i32 0
  %433 = or disjoint i32 %432, %431
  %434 = shl nuw i32 %433, 30
  %435 = or i32 %429, %434
  %436 = add i64 %38, 24
  %437 = inttoptr i64 %436 to ptr addrspace(1)
  store i32 %435, ptr addrspace(1) %437, align 4
  %438 = fcmp oeq half %40, %40
  %439 = zext i1 %438 to i32
  %440 = or disjoint i32 %100, %439
  %441 = shl nuw nsw i32 %104, 2
  %442 = or disjoint i32 %441, %440
  %443 = shl nuw nsw i32 %110, 4
  %444 = or disjoint i32 %442, %443
  %445 = fcmp ole half %40, %40
  %446 = zext i1 %445 to i32
  %447 = or disjoint i32 %115, %446
  %448 = shl nuw nsw i32 %447, 6
  %449 = or disjoint i32 %444, %448
  %450 = shl nuw nsw i32 %121, 8
  %451 = or i32 %449, %450
  %452 = fcmp oge half %40, %40
  %453 = zext i1 %452 to i32
  %454 = or disjoint i32 %127, %453
  %455 = shl nuw nsw i32 %454, 10
  %456 = or i32 %451, %455
  %457 = or disjoint i32 %133, 1
  %458 = shl nuw nsw i32 %457, 12
  %459 = or i32 %456, %458
  %460 = fcmp une half %40, %40
  %461 = zext i1 %460 to i32
  %462 = or disjoint i32 %138, %461
  %463 = shl nuw nsw i32 %462, 14
  %464 = or i32 %459, %463
  %465 = fcmp ult half %40, %40
  %466 = zext i1 %465 to i32
  %467 = or disjoint i32 %143, %466
  %468 = shl nuw nsw i32 %467, 16
  %469 = or i32 %464, %468
  %470 = or disjoint i32 %149, 1
  %471 = shl nuw nsw i32 %470, 18
  %472 = or i32 %469, %471
  %473 = fcmp ugt half %40, %40
  %474 = fcmp ugt half %97, %98
  %475 = zext i1 %473 to i32
  %476 = select i1 %474, i32 2, i32 0
  %477 = or disjoint i32 %476, %475
  %478 = shl nuw nsw i32 %477, 20
  %479 = or i32 %472, %478
  %480 = or disjoint i32 %160, 1
  %481 = shl nuw nsw i32 %480, 22
  %482 = or i32 %479, %481
  %483 = fcmp ord half %40, %40
  %484 = zext i1 %483 to i32
  %485 = or disjoint i32 %166, %484
  %486 = shl nuw nsw i32 %485, 24
  %487 = or i32 %482, %486
  %488 = fcmp uno half %40, %40
  %489 = zext i1 %488 to i32
  %490 = or disjoint i32 %171, %489
  %491 = shl nuw nsw i32 %490, 26
  %492 = or i32 %487, %491
  %493 = fcmp ole half %84, %84
  %494 = zext i1 %493 to i32
  %495 = or disjoint i32 %185, %494
  %496 = shl nuw nsw i32 %495, 28
  %497 = or i32 %492, %496
  %498 = shl nuw i32 %197, 30
  %499 = or i32 %497, %498
  %500 = add i64 %38, 28
  %501 = inttoptr i64 %500 to ptr addrspace(1)
  store i32 %499, ptr addrspace(1) %501, align 4
  %502 = and i32 %12, 64
  %503 = icmp ne i32 %502, 0
  %504 = and i1 %46, %503
  %505 = and i1 %108, %503
  %506 = zext i1 %504 to i32
  %507 = select i1 %505, i32 2, i32 0
  %508 = or disjoint i32 %507, %506
  %509 = xor i1 %503, true
  %510 = or i1 %67, %509
  %.not606 = and i1 %113, %503
  %511 = zext i1 %510 to i32
  %512 = select i1 %.not606, i32 0, i32 2
  %513 = or disjoint i32 %512, %511
  %514 = xor i1 %54, %503
  %515 = shl nuw nsw i32 %513, 2
  %516 = or disjoint i32 %515, %508
  %517 = select i1 %514, i32 16, i32 0
  %518 = or disjoint i32 %516, %517
  %519 = add i64 %38, 8
  %520 = inttoptr i64 %519 to ptr addrspace(1)
  store i32 %518, ptr addrspace(1) %520, align 4
  ret void
}

define amdgpu_kernel void @f16_set(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 1
  %14 = and i32 %13, 62
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i16, ptr addrspace(1) %17, align 2, !invariant.load !1
  %19 = and i32 %12, 7
  %20 = lshr i32 %12, 2
  %21 = and i32 %20, 24
  %22 = or disjoint i32 %19, %21
  %23 = shl nuw nsw i32 %22, 1
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  %27 = load i16, ptr addrspace(1) %26, align 2, !invariant.load !1
  %28 = lshr i32 %12, 1
  %29 = and i32 %28, 62
  %30 = zext nneg i32 %29 to i64
  %31 = add i64 %30, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = load half, ptr addrspace(1) %32, align 2, !invariant.load !1
  %34 = xor i16 %27, -32768
  %35 = shl i32 %12, 3
  %36 = zext i32 %35 to i64
  %37 = shl nuw nsw i64 %36, 2
  %38 = add i64 %37, %4
  %39 = bitcast i16 %18 to half
  %40 = bitcast i16 %27 to half
  %41 = bitcast i16 %34 to half
  %42 = fcmp olt half %39, %40
  %43 = fcmp olt half %33, %41
  %44 = select i1 %42, half 0xH3C00, half 0xH0000
  %45 = bitcast half %44 to i16
  %46 = select i1 %43, half 0xH3C00, half 0xH0000
  %47 = bitcast half %46 to i16
  %48 = zext nneg i16 %45 to i32
  %49 = zext nneg i16 %47 to i32
  %50 = shl nuw nsw i32 %49, 16
  %51 = or disjoint i32 %50, %48
  %52 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %51, ptr addrspace(1) %52, align 4
  %53 = fcmp uge half %39, %40
  %54 = fcmp uge half %33, %41
  %55 = select i1 %53, i32 65535, i32 0
  %56 = select i1 %54, i32 -65536, i32 0
  %57 = or disjoint i32 %56, %55
  %58 = add i64 %38, 4
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  %60 = fcmp uno half %39, %40
  %61 = fcmp uno half %33, %41
  %62 = select i1 %60, i32 65535, i32 0
  %63 = select i1 %61, i32 -65536, i32 0
  %64 = or disjoint i32 %63, %62
  %65 = add i64 %38, 8
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store i32 %64, ptr addrspace(1) %66, align 4
  %67 = fcmp ole half %39, %40
  %68 = select i1 %67, half 0xH3C00, half 0xH0000
  %69 = bitcast half %68 to i16
  %70 = zext nneg i16 %69 to i32
  %71 = add i64 %38, 12
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i32 %70, ptr addrspace(1) %72, align 4
  %73 = fcmp une half %39, %40
  %74 = sext i1 %73 to i32
  %75 = add i64 %38, 16
  %76 = inttoptr i64 %75 to ptr addrspace(1)
  store i32 %74, ptr addrspace(1) %76, align 4
  %77 = call half @llvm.fabs.f16(half %40)
  %78 = fcmp olt half %77, 0xH0400
  %79 = call half @llvm.copysign.f16(half 0xH0000, half %40)
  %80 = select i1 %78, half %79, half %40
  %81 = call half @llvm.fabs.f16(half %39)
  %82 = fcmp olt half %81, 0xH0400
  %83 = call half @llvm.copysign.f16(half 0xH0000, half %39)
  %84 = select i1 %82, half %83, half %39
  %85 = fcmp ugt half %80, %84
  %86 = call half @llvm.fabs.f16(half %41)
  %87 = fcmp olt half %86, 0xH0400
  %88 = call half @llvm.copysign.f16(half 0xH0000, half %41)
  %89 = select i1 %87, half %88, half %41
  %90 = call half @llvm.fabs.f16(half %33)
  %91 = fcmp olt half %90, 0xH0400
  %92 = call half @llvm.copysign.f16(half 0xH0000, half %33)
  %93 = select i1 %91, half %92, half %33
  %94 = fcmp ugt half %89, %93
  %95 = select i1 %85, half 0xH3C00, half 0xH0000
  %96 = bitcast half %95 to i16
  %97 = select i1 %94, half 0xH3C00, half 0xH0000
  %98 = bitcast half %97 to i16
  %99 = zext nneg i16 %96 to i32
  %100 = zext nneg i16 %98 to i32
  %101 = shl nuw nsw i32 %100, 16
  %102 = or disjoint i32 %101, %99
  %103 = add i64 %38, 20
  %104 = inttoptr i64 %103 to ptr addrspace(1)
  store i32 %102, ptr addrspace(1) %104, align 4
  %105 = fcmp oge half %80, %84
  %106 = fcmp oge half %89, %93
  %107 = select i1 %105, i32 65535, i32 0
  %108 = select i1 %106, i32 -65536, i32 0
  %109 = or disjoint i32 %108, %107
  %110 = add i64 %38, 24
  %111 = inttoptr i64 %110 to ptr addrspace(1)
  store i32 %109, ptr addrspace(1) %111, align 4
  ret void
}

define amdgpu_kernel void @f16_minmax(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = and i32 %9, 31
  %11 = shl i32 %9, 1
  %12 = and i32 %11, 62
  %13 = zext nneg i32 %12 to i64
  %14 = add i64 %13, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %15 = inttoptr i64 %14 to ptr addrspace(1)
  %16 = load i16, ptr addrspace(1) %15, align 2, !invariant.load !1
  %17 = lshr i32 %9, 2
  %18 = and i32 %17, 1073741816
  %19 = and i32 %11, 6
  %20 = or disjoint i32 %18, %19
  %.not = icmp eq i32 %10, 16
  %21 = and i32 %20, 30
  %22 = shl nuw nsw i32 %20, 1
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  %27 = load i16, ptr addrspace(1) %26, align 2, !invariant.load !1
  br i1 %.not, label %"$L__BB8_1", label %"$L__BB8_2"

"$L__BB8_2":                                      ; preds = %allocas
  %.not203 = icmp eq i32 %21, 16
  br i1 %.not203, label %"$L__BB8_7", label %"$L__BB8_4"

"$L__BB8_4":                                      ; preds = %"$L__BB8_2"
  %28 = bitcast i16 %16 to half
  %29 = bitcast i16 %27 to half
  %30 = fcmp oeq half %28, %29
  br i1 %30, label %"$L__BB8_6", label %"$L__BB8_5"

"$L__BB8_6":                                      ; preds = %"$L__BB8_4"
  %31 = or i16 %27, %16
  br label %"$L__BB8_7"

"$L__BB8_7":                                      ; preds = %"$L__BB8_1", %"$L__BB8_2", %"$L__BB8_5", %"$L__BB8_6"
  %"%rs101.0" = phi i16 [ %31, %"$L__BB8_6" ], [ %173, %"$L__BB8_5" ], [ %16, %"$L__BB8_2" ], [ %spec.select, %"$L__BB8_1" ]
  br i1 %.not, label %"$L__BB8_8", label %"$L__BB8_9"

"$L__BB8_9":                                      ; preds = %"$L__BB8_7"
  %.not205 = icmp eq i32 %21, 16
  br i1 %.not205, label %"$L__BB8_14", label %"$L__BB8_11"

"$L__BB8_11":                                     ; preds = %"$L__BB8_9"
  %32 = bitcast i16 %16 to half
  %33 = bitcast i16 %27 to half
  %34 = fcmp oeq half %32, %33
  br i1 %34, label %"$L__BB8_13", label %"$L__BB8_12"

"$L__BB8_13":                                     ; preds = %"$L__BB8_11"
  %35 = and i16 %27, %16
  br label %"$L__BB8_14"

"$L__BB8_14":                                     ; preds = %"$L__BB8_8", %"$L__BB8_9", %"$L__BB8_12", %"$L__BB8_13"
  %"%rs102.0" = phi i16 [ %35, %"$L__BB8_13" ], [ %175, %"$L__BB8_12" ], [ %16, %"$L__BB8_9" ], [ %spec.select209, %"$L__BB8_8" ]
  %36 = zext i16 %"%rs101.0" to i32
  %37 = zext i16 %"%rs102.0" to i32
  %38 = and i32 %37, 32767
  %39 = icmp ugt i32 %38, 31744
  %40 = shl nuw i32 %37, 16
  %41 = select i1 %39, i32 2147418112, i32 %40
  %42 = and i32 %36, 32767
  %43 = icmp ugt i32 %42, 31744
  %44 = select i1 %43, i32 32767, i32 %36
  %45 = or disjoint i32 %41, %44
  %46 = inttoptr i64 %1 to ptr
  %47 = addrspacecast ptr %46 to ptr addrspace(1)
  %48 = ptrtoint ptr addrspace(1) %47 to i64
  %49 = shl i32 %9, 3
  %50 = zext i32 %49 to i64
  %51 = shl nuw nsw i64 %50, 2
  %52 = add i64 %51, %48
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %53, align 4
  %54 = icmp eq i32 %21, 16
  %55 = or i1 %54, %.not
  br i1 %55, label %"$L__BB8_18", label %176

"$L__BB8_18":                                     ; preds = %"$L__BB8_16", %"$L__BB8_17", %"$L__BB8_14"
  %"%rs103.0" = phi i16 [ 32767, %"$L__BB8_14" ], [ %56, %"$L__BB8_17" ], [ %181, %"$L__BB8_16" ]
  br i1 %55, label %"$L__BB8_22", label %182

"$L__BB8_17":                                     ; preds = %176
  %56 = or i16 %27, %16
  br label %"$L__BB8_18"

"$L__BB8_22":                                     ; preds = %"$L__BB8_20", %"$L__BB8_21", %"$L__BB8_18"
  %"%rs104.0" = phi i16 [ 32767, %"$L__BB8_18" ], [ %69, %"$L__BB8_21" ], [ %187, %"$L__BB8_20" ]
  %57 = zext i16 %"%rs103.0" to i32
  %58 = zext i16 %"%rs104.0" to i32
  %59 = and i32 %58, 32767
  %60 = icmp ugt i32 %59, 31744
  %61 = shl nuw i32 %58, 16
  %62 = select i1 %60, i32 2147418112, i32 %61
  %63 = and i32 %57, 32767
  %64 = icmp ugt i32 %63, 31744
  %65 = select i1 %64, i32 32767, i32 %57
  %66 = or disjoint i32 %62, %65
  %67 = add i64 %52, 4
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  store i32 %66, ptr addrspace(1) %68, align 4
  br i1 %.not, label %"$L__BB8_23", label %"$L__BB8_24"

"$L__BB8_21":                                     ; preds = %182
  %69 = and i16 %27, %16
  br label %"$L__BB8_22"

"$L__BB8_24":                                     ; preds = %"$L__BB8_22"
  br i1 %54, label %"$L__BB8_29", label %"$L__BB8_26"

"$L__BB8_26":                                     ; preds = %"$L__BB8_24"
  %70 = bitcast i16 %16 to half
  %71 = bitcast i16 %27 to half
  %72 = fcmp oeq half %70, %71
  br i1 %72, label %"$L__BB8_28", label %"$L__BB8_27"

"$L__BB8_28":                                     ; preds = %"$L__BB8_26"
  %73 = or i16 %27, %16
  br label %"$L__BB8_29"

"$L__BB8_29":                                     ; preds = %"$L__BB8_23", %"$L__BB8_24", %"$L__BB8_27", %"$L__BB8_28"
  %"%rs105.0" = phi i16 [ %73, %"$L__BB8_28" ], [ %189, %"$L__BB8_27" ], [ %16, %"$L__BB8_24" ], [ %spec.select210, %"$L__BB8_23" ]
  br i1 %54, label %"$L__BB8_30", label %"$L__BB8_31"

"$L__BB8_31":                                     ; preds = %"$L__BB8_29"
  br i1 %.not, label %"$L__BB8_36", label %"$L__BB8_33"

"$L__BB8_33":                                     ; preds = %"$L__BB8_31"
  %74 = bitcast i16 %27 to half
  %75 = bitcast i16 %16 to half
  %76 = fcmp oeq half %74, %75
  br i1 %76, label %"$L__BB8_35", label %"$L__BB8_34"

"$L__BB8_35":                                     ; preds = %"$L__BB8_33"
  %77 = or i16 %16, %27
  br label %"$L__BB8_36"

"$L__BB8_36":                                     ; preds = %"$L__BB8_30", %"$L__BB8_31", %"$L__BB8_34", %"$L__BB8_35"
  %"%rs106.0" = phi i16 [ %77, %"$L__BB8_35" ], [ %191, %"$L__BB8_34" ], [ %27, %"$L__BB8_31" ], [ %spec.select211, %"$L__BB8_30" ]
  %78 = zext i16 %"%rs105.0" to i32
  %79 = zext i16 %"%rs106.0" to i32
  %80 = and i32 %79, 32767
  %81 = icmp ugt i32 %80, 31744
  %82 = shl nuw i32 %79, 16
  %83 = select i1 %81, i32 2147418112, i32 %82
  %84 = and i32 %78, 32767
  %85 = icmp ugt i32 %84, 31744
  %86 = select i1 %85, i32 32767, i32 %78
  %87 = or disjoint i32 %83, %86
  %88 = add i64 %52, 8
  %89 = inttoptr i64 %88 to ptr addrspace(1)
  store i32 %87, ptr addrspace(1) %89, align 4
  br i1 %55, label %"$L__BB8_40", label %192

"$L__BB8_40":                                     ; preds = %"$L__BB8_38", %"$L__BB8_39", %"$L__BB8_36"
  %"%rs107.0" = phi i16 [ 32767, %"$L__BB8_36" ], [ %90, %"$L__BB8_39" ], [ %197, %"$L__BB8_38" ]
  br i1 %55, label %"$L__BB8_44", label %198

"$L__BB8_39":                                     ; preds = %192
  %90 = and i16 %27, %16
  br label %"$L__BB8_40"

"$L__BB8_44":                                     ; preds = %"$L__BB8_42", %"$L__BB8_43", %"$L__BB8_40"
  %"%rs108.0" = phi i16 [ 32767, %"$L__BB8_40" ], [ %114, %"$L__BB8_43" ], [ %203, %"$L__BB8_42" ]
  %91 = zext i16 %"%rs107.0" to i32
  %92 = zext i16 %"%rs108.0" to i32
  %93 = and i32 %92, 32767
  %94 = icmp ugt i32 %93, 31744
  %95 = shl nuw i32 %92, 16
  %96 = select i1 %94, i32 2147418112, i32 %95
  %97 = and i32 %91, 32767
  %98 = icmp ugt i32 %97, 31744
  %99 = select i1 %98, i32 32767, i32 %91
  %100 = or disjoint i32 %96, %99
  %101 = add i64 %52, 12
  %102 = inttoptr i64 %101 to ptr addrspace(1)
  store i32 %100, ptr addrspace(1) %102, align 4
  %103 = add i64 %24, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 2)
  %104 = inttoptr i64 %103 to ptr addrspace(1)
  %105 = load i16, ptr addrspace(1) %104, align 2, !invariant.load !1
  %106 = add i32 %9, 17
  %107 = and i32 %106, 31
  %108 = shl i32 %106, 1
  %109 = and i32 %108, 62
  %110 = zext nneg i32 %109 to i64
  %111 = add i64 %110, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %112 = inttoptr i64 %111 to ptr addrspace(1)
  %113 = load i16, ptr addrspace(1) %112, align 2, !invariant.load !1
  br i1 %.not, label %"$L__BB8_48", label %204

"$L__BB8_43":                                     ; preds = %198
  %114 = and i16 %16, %27
  br label %"$L__BB8_44"

"$L__BB8_48":                                     ; preds = %"$L__BB8_46", %"$L__BB8_47", %"$L__BB8_44"
  %"%rs109.0" = phi i16 [ %105, %"$L__BB8_44" ], [ %115, %"$L__BB8_47" ], [ %209, %"$L__BB8_46" ]
  br i1 %.not, label %"$L__BB8_52", label %210

"$L__BB8_47":                                     ; preds = %204
  %115 = or i16 %105, %16
  br label %"$L__BB8_48"

"$L__BB8_52":                                     ; preds = %"$L__BB8_50", %"$L__BB8_51", %"$L__BB8_48"
  %"%rs110.0" = phi i16 [ %105, %"$L__BB8_48" ], [ %128, %"$L__BB8_51" ], [ %215, %"$L__BB8_50" ]
  %116 = zext i16 %"%rs109.0" to i32
  %117 = zext i16 %"%rs110.0" to i32
  %118 = and i32 %117, 32767
  %119 = icmp ugt i32 %118, 31744
  %120 = shl nuw i32 %117, 16
  %121 = select i1 %119, i32 2147418112, i32 %120
  %122 = and i32 %116, 32767
  %123 = icmp ugt i32 %122, 31744
  %124 = select i1 %123, i32 32767, i32 %116
  %125 = or disjoint i32 %121, %124
  %126 = add i64 %52, 16
  %127 = inttoptr i64 %126 to ptr addrspace(1)
  store i32 %125, ptr addrspace(1) %127, align 4
  br i1 %.not, label %"$L__BB8_56", label %216

"$L__BB8_51":                                     ; preds = %210
  %128 = and i16 %105, %16
  br label %"$L__BB8_52"

"$L__BB8_56":                                     ; preds = %"$L__BB8_54", %"$L__BB8_55", %"$L__BB8_52"
  %"%rs111.0" = phi i16 [ 32767, %"$L__BB8_52" ], [ %129, %"$L__BB8_55" ], [ %221, %"$L__BB8_54" ]
  br i1 %.not, label %"$L__BB8_60", label %222

"$L__BB8_55":                                     ; preds = %216
  %129 = or i16 %105, %16
  br label %"$L__BB8_56"

"$L__BB8_60":                                     ; preds = %"$L__BB8_58", %"$L__BB8_59", %"$L__BB8_56"
  %"%rs112.0" = phi i16 [ 32767, %"$L__BB8_56" ], [ %142, %"$L__BB8_59" ], [ %227, %"$L__BB8_58" ]
  %130 = zext i16 %"%rs111.0" to i32
  %131 = zext i16 %"%rs112.0" to i32
  %132 = and i32 %131, 32767
  %133 = icmp ugt i32 %132, 31744
  %134 = shl nuw i32 %131, 16
  %135 = select i1 %133, i32 2147418112, i32 %134
  %136 = and i32 %130, 32767
  %137 = icmp ugt i32 %136, 31744
  %138 = select i1 %137, i32 32767, i32 %130
  %139 = or disjoint i32 %135, %138
  %140 = add i64 %52, 20
  %141 = inttoptr i64 %140 to ptr addrspace(1)
  store i32 %139, ptr addrspace(1) %141, align 4
  br i1 %.not, label %"$L__BB8_64", label %228

"$L__BB8_59":                                     ; preds = %222
  %142 = and i16 %105, %16
  br label %"$L__BB8_60"

"$L__BB8_64":                                     ; preds = %"$L__BB8_62", %"$L__BB8_63", %"$L__BB8_60"
  %"%rs113.0" = phi i16 [ %105, %"$L__BB8_60" ], [ %144, %"$L__BB8_63" ], [ %233, %"$L__BB8_62" ]
  %143 = icmp eq i32 %107, 16
  br i1 %143, label %"$L__BB8_68", label %234

"$L__BB8_63":                                     ; preds = %228
  %144 = or i16 %105, %16
  br label %"$L__BB8_64"

"$L__BB8_68":                                     ; preds = %"$L__BB8_66", %"$L__BB8_67", %"$L__BB8_64"
  %"%rs114.0" = phi i16 [ %105, %"$L__BB8_64" ], [ %157, %"$L__BB8_67" ], [ %239, %"$L__BB8_66" ]
  %145 = zext i16 %"%rs113.0" to i32
  %146 = zext i16 %"%rs114.0" to i32
  %147 = and i32 %146, 32767
  %148 = icmp ugt i32 %147, 31744
  %149 = shl nuw i32 %146, 16
  %150 = select i1 %148, i32 2147418112, i32 %149
  %151 = and i32 %145, 32767
  %152 = icmp ugt i32 %151, 31744
  %153 = select i1 %152, i32 32767, i32 %145
  %154 = or disjoint i32 %150, %153
  %155 = add i64 %52, 24
  %156 = inttoptr i64 %155 to ptr addrspace(1)
  store i32 %154, ptr addrspace(1) %156, align 4
  br i1 %.not, label %"$L__BB8_72", label %240

"$L__BB8_67":                                     ; preds = %234
  %157 = or i16 %113, %105
  br label %"$L__BB8_68"

"$L__BB8_72":                                     ; preds = %"$L__BB8_70", %"$L__BB8_71", %"$L__BB8_68"
  %"%rs115.0" = phi i16 [ 32767, %"$L__BB8_68" ], [ %158, %"$L__BB8_71" ], [ %245, %"$L__BB8_70" ]
  br i1 %143, label %"$L__BB8_76", label %246

"$L__BB8_71":                                     ; preds = %240
  %158 = and i16 %105, %16
  br label %"$L__BB8_72"

"$L__BB8_76":                                     ; preds = %"$L__BB8_74", %"$L__BB8_75", %"$L__BB8_72"
  %"%rs116.0" = phi i16 [ 32767, %"$L__BB8_72" ], [ %171, %"$L__BB8_75" ], [ %251, %"$L__BB8_74" ]
  %159 = zext i16 %"%rs115.0" to i32
  %160 = zext i16 %"%rs116.0" to i32
  %161 = and i32 %160, 32767
  %162 = icmp ugt i32 %161, 31744
  %163 = shl nuw i32 %160, 16
  %164 = select i1 %162, i32 2147418112, i32 %163
  %165 = and i32 %159, 32767
  %166 = icmp ugt i32 %165, 31744
  %167 = select i1 %166, i32 32767, i32 %159
  %168 = or disjoint i32 %164, %167
  %169 = add i64 %52, 28
  %170 = inttoptr i64 %169 to ptr addrspace(1)
  store i32 %168, ptr addrspace(1) %170, align 4
  ret void

"$L__BB8_75":                                     ; preds = %246
  %171 = and i16 %113, %105
  br label %"$L__BB8_76"

"$L__BB8_1":                                      ; preds = %allocas
  %.not202 = icmp eq i32 %21, 16
  %spec.select = select i1 %.not202, i16 32767, i16 %27
  br label %"$L__BB8_7"

"$L__BB8_5":                                      ; preds = %"$L__BB8_4"
  %172 = fcmp uge half %28, %29
  %173 = select i1 %172, i16 %27, i16 %16
  br label %"$L__BB8_7"

"$L__BB8_8":                                      ; preds = %"$L__BB8_7"
  %.not204 = icmp eq i32 %21, 16
  %spec.select209 = select i1 %.not204, i16 32767, i16 %27
  br label %"$L__BB8_14"

"$L__BB8_12":                                     ; preds = %"$L__BB8_11"
  %174 = fcmp olt half %32, %33
  %175 = select i1 %174, i16 %27, i16 %16
  br label %"$L__BB8_14"

176:                                              ; preds = %"$L__BB8_14"
  %177 = bitcast i16 %16 to half
  %178 = bitcast i16 %27 to half
  %179 = fcmp oeq half %177, %178
  br i1 %179, label %"$L__BB8_17", label %"$L__BB8_16"

"$L__BB8_16":                                     ; preds = %176
  %180 = fcmp uge half %177, %178
  %181 = select i1 %180, i16 %27, i16 %16
  br label %"$L__BB8_18"

182:                                              ; preds = %"$L__BB8_18"
  %183 = bitcast i16 %16 to half
  %184 = bitcast i16 %27 to half
  %185 = fcmp oeq half %183, %184
  br i1 %185, label %"$L__BB8_21", label %"$L__BB8_20"

"$L__BB8_20":                                     ; preds = %182
  %186 = fcmp olt half %183, %184
  %187 = select i1 %186, i16 %27, i16 %16
  br label %"$L__BB8_22"

"$L__BB8_23":                                     ; preds = %"$L__BB8_22"
  %spec.select210 = select i1 %54, i16 32767, i16 %27
  br label %"$L__BB8_29"

"$L__BB8_27":                                     ; preds = %"$L__BB8_26"
  %188 = fcmp uge half %70, %71
  %189 = select i1 %188, i16 %27, i16 %16
  br label %"$L__BB8_29"

"$L__BB8_30":                                     ; preds = %"$L__BB8_29"
  %spec.select211 = select i1 %.not, i16 32767, i16 %16
  br label %"$L__BB8_36"

"$L__BB8_34":                                     ; preds = %"$L__BB8_33"
  %190 = fcmp uge half %74, %75
  %191 = select i1 %190, i16 %16, i16 %27
  br label %"$L__BB8_36"

192:                                              ; preds = %"$L__BB8_36"
  %193 = bitcast i16 %16 to half
  %194 = bitcast i16 %27 to half
  %195 = fcmp oeq half %193, %194
  br i1 %195, label %"$L__BB8_39", label %"$L__BB8_38"

"$L__BB8_38":                                     ; preds = %192
  %196 = fcmp olt half %193, %194
  %197 = select i1 %196, i16 %27, i16 %16
  br label %"$L__BB8_40"

198:                                              ; preds = %"$L__BB8_40"
  %199 = bitcast i16 %27 to half
  %200 = bitcast i16 %16 to half
  %201 = fcmp oeq half %199, %200
  br i1 %201, label %"$L__BB8_43", label %"$L__BB8_42"

"$L__BB8_42":                                     ; preds = %198
  %202 = fcmp olt half %199, %200
  %203 = select i1 %202, i16 %16, i16 %27
  br label %"$L__BB8_44"

204:                                              ; preds = %"$L__BB8_44"
  %205 = bitcast i16 %16 to half
  %206 = bitcast i16 %105 to half
  %207 = fcmp oeq half %205, %206
  br i1 %207, label %"$L__BB8_47", label %"$L__BB8_46"

"$L__BB8_46":                                     ; preds = %204
  %208 = fcmp uge half %205, %206
  %209 = select i1 %208, i16 %105, i16 %16
  br label %"$L__BB8_48"

210:                                              ; preds = %"$L__BB8_48"
  %211 = bitcast i16 %16 to half
  %212 = bitcast i16 %105 to half
  %213 = fcmp oeq half %211, %212
  br i1 %213, label %"$L__BB8_51", label %"$L__BB8_50"

"$L__BB8_50":                                     ; preds = %210
  %214 = fcmp olt half %211, %212
  %215 = select i1 %214, i16 %105, i16 %16
  br label %"$L__BB8_52"

216:                                              ; preds = %"$L__BB8_52"
  %217 = bitcast i16 %16 to half
  %218 = bitcast i16 %105 to half
  %219 = fcmp oeq half %217, %218
  br i1 %219, label %"$L__BB8_55", label %"$L__BB8_54"

"$L__BB8_54":                                     ; preds = %216
  %220 = fcmp uge half %217, %218
  %221 = select i1 %220, i16 %105, i16 %16
  br label %"$L__BB8_56"

222:                                              ; preds = %"$L__BB8_56"
  %223 = bitcast i16 %16 to half
  %224 = bitcast i16 %105 to half
  %225 = fcmp oeq half %223, %224
  br i1 %225, label %"$L__BB8_59", label %"$L__BB8_58"

"$L__BB8_58":                                     ; preds = %222
  %226 = fcmp olt half %223, %224
  %227 = select i1 %226, i16 %105, i16 %16
  br label %"$L__BB8_60"

228:                                              ; preds = %"$L__BB8_60"
  %229 = bitcast i16 %16 to half
  %230 = bitcast i16 %105 to half
  %231 = fcmp oeq half %229, %230
  br i1 %231, label %"$L__BB8_63", label %"$L__BB8_62"

"$L__BB8_62":                                     ; preds = %228
  %232 = fcmp uge half %229, %230
  %233 = select i1 %232, i16 %105, i16 %16
  br label %"$L__BB8_64"

234:                                              ; preds = %"$L__BB8_64"
  %235 = bitcast i16 %105 to half
  %236 = bitcast i16 %113 to half
  %237 = fcmp oeq half %235, %236
  br i1 %237, label %"$L__BB8_67", label %"$L__BB8_66"

"$L__BB8_66":                                     ; preds = %234
  %238 = fcmp uge half %235, %236
  %239 = select i1 %238, i16 %113, i16 %105
  br label %"$L__BB8_68"

240:                                              ; preds = %"$L__BB8_68"
  %241 = bitcast i16 %16 to half
  %242 = bitcast i16 %105 to half
  %243 = fcmp oeq half %241, %242
  br i1 %243, label %"$L__BB8_71", label %"$L__BB8_70"

"$L__BB8_70":                                     ; preds = %240
  %244 = fcmp olt half %241, %242
  %245 = select i1 %244, i16 %105, i16 %16
  br label %"$L__BB8_72"

246:                                              ; preds = %"$L__BB8_72"
  %247 = bitcast i16 %105 to half
  %248 = bitcast i16 %113 to half
  %249 = fcmp oeq half %247, %248
  br i1 %249, label %"$L__BB8_75", label %"$L__BB8_74"

"$L__BB8_74":                                     ; preds = %246
  %250 = fcmp olt half %247, %248
  %251 = select i1 %250, i16 %113, i16 %105
  br label %"$L__BB8_76"
}

define amdgpu_kernel void @f16_fma_relu(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 1
  %14 = and i32 %13, 62
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i16, ptr addrspace(1) %17, align 2, !invariant.load !1
  %19 = shl i32 %12, 3
  %20 = and i32 %12, 1
  %21 = lshr i32 %12, 2
  %22 = and i32 %21, 1073741816
  %23 = or disjoint i32 %20, %22
  %24 = shl nuw nsw i32 %23, 1
  %25 = and i32 %24, 50
  %26 = zext nneg i32 %25 to i64
  %27 = add i64 %26, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  %29 = load i16, ptr addrspace(1) %28, align 2, !invariant.load !1
  %30 = mul i32 %12, 10
  %31 = and i32 %30, 62
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %32, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = load i16, ptr addrspace(1) %34, align 2, !invariant.load !1
  %36 = bitcast i16 %18 to half
  %37 = bitcast i16 %29 to half
  %38 = bitcast i16 %35 to half
  %39 = call half @llvm.fma.f16(half %36, half %37, half %38)
  %40 = bitcast half %39 to i16
  %41 = call half @llvm.fabs.f16(half %36)
  %42 = fcmp olt half %41, 0xH0400
  %43 = call half @llvm.copysign.f16(half 0xH0000, half %36)
  %44 = select i1 %42, half %43, half %36
  %45 = call half @llvm.fabs.f16(half %37)
  %46 = fcmp olt half %45, 0xH0400
  %47 = call half @llvm.copysign.f16(half 0xH0000, half %37)
  %48 = select i1 %46, half %47, half %37
  %49 = call half @llvm.fabs.f16(half %38)
  %50 = fcmp olt half %49, 0xH0400
  %51 = call half @llvm.copysign.f16(half 0xH0000, half %38)
  %52 = select i1 %50, half %51, half %38
  %53 = call half @llvm.fma.f16(half %44, half %48, half %52)
  %54 = call half @llvm.fabs.f16(half %53)
  %55 = fcmp olt half %54, 0xH0400
  %56 = call half @llvm.copysign.f16(half 0xH0000, half %53)
  %57 = select i1 %55, half %56, half %53
  %58 = bitcast half %57 to i16
  %59 = call half @llvm.fabs.f16(half %39)
  %60 = bitcast half %59 to i16
  %61 = icmp ult i16 %60, 31745
  %62 = call i16 @llvm.smax.i16(i16 %40, i16 0)
  %63 = select i1 %61, i16 %62, i16 32767
  %64 = icmp ugt i16 %63, 31744
  %65 = select i1 %64, i16 32767, i16 %63
  %66 = call half @llvm.fabs.f16(half %57)
  %67 = bitcast half %66 to i16
  %68 = icmp ult i16 %67, 31745
  %69 = call i16 @llvm.smax.i16(i16 %58, i16 0)
  %70 = select i1 %68, i16 %69, i16 32767
  %71 = icmp ugt i16 %70, 31744
  %72 = select i1 %71, i16 32767, i16 %70
  %73 = zext nneg i16 %65 to i32
  %74 = zext nneg i16 %72 to i32
  %75 = shl nuw nsw i32 %74, 16
  %76 = or disjoint i32 %75, %73
  %77 = zext i32 %19 to i64
  %78 = shl nuw nsw i64 %77, 2
  %79 = add i64 %78, %4
  %80 = inttoptr i64 %79 to ptr addrspace(1)
  store i32 %76, ptr addrspace(1) %80, align 4
  %81 = call half @llvm.fma.f16(half %37, half %38, half %36)
  %82 = bitcast half %81 to i16
  %83 = zext i16 %82 to i32
  %84 = shl nuw i32 %83, 16
  %85 = zext nneg i16 %63 to i32
  %86 = call half @llvm.fabs.f16(half %81)
  %87 = bitcast half %86 to i16
  %88 = icmp ult i16 %87, 31745
  %89 = icmp sgt i16 %82, 0
  %90 = select i1 %89, i32 %84, i32 0
  %91 = select i1 %88, i32 %90, i32 2147418112
  %92 = or disjoint i32 %91, %85
  %93 = add i64 %79, 16
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  store i32 %92, ptr addrspace(1) %94, align 4
  %95 = add i64 %26, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 4)
  %96 = inttoptr i64 %95 to ptr addrspace(1)
  %97 = load i16, ptr addrspace(1) %96, align 2, !invariant.load !1
  %98 = add i32 %30, 18
  %99 = and i32 %98, 62
  %100 = zext nneg i32 %99 to i64
  %101 = add i64 %100, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %102 = inttoptr i64 %101 to ptr addrspace(1)
  %103 = load i16, ptr addrspace(1) %102, align 2, !invariant.load !1
  %104 = bitcast i16 %97 to half
  %105 = bitcast i16 %103 to half
  %106 = call half @llvm.fma.f16(half %36, half %104, half %105)
  %107 = bitcast half %106 to i16
  %108 = call half @llvm.fabs.f16(half %104)
  %109 = fcmp olt half %108, 0xH0400
  %110 = call half @llvm.copysign.f16(half 0xH0000, half %104)
  %111 = select i1 %109, half %110, half %104
  %112 = call half @llvm.fabs.f16(half %105)
  %113 = fcmp olt half %112, 0xH0400
  %114 = call half @llvm.copysign.f16(half 0xH0000, half %105)
  %115 = select i1 %113, half %114, half %105
  %116 = call half @llvm.fma.f16(half %44, half %111, half %115)
  %117 = call half @llvm.fabs.f16(half %116)
  %118 = fcmp olt half %117, 0xH0400
  %119 = call half @llvm.copysign.f16(half 0xH0000, half %116)
  %120 = select i1 %118, half %119, half %116
  %121 = bitcast half %120 to i16
  %122 = call half @llvm.fabs.f16(half %106)
  %123 = bitcast half %122 to i16
  %124 = icmp ult i16 %123, 31745
  %125 = call i16 @llvm.smax.i16(i16 %107, i16 0)
  %126 = select i1 %124, i16 %125, i16 32767
  %127 = icmp ugt i16 %126, 31744
  %128 = select i1 %127, i16 32767, i16 %126
  %129 = call half @llvm.fabs.f16(half %120)
  %130 = bitcast half %129 to i16
  %131 = icmp ult i16 %130, 31745
  %132 = call i16 @llvm.smax.i16(i16 %121, i16 0)
  %133 = select i1 %131, i16 %132, i16 32767
  %134 = icmp ugt i16 %133, 31744
  %135 = select i1 %134, i16 32767, i16 %133
  %136 = zext nneg i16 %128 to i32
  %137 = zext nneg i16 %135 to i32
  %138 = shl nuw nsw i32 %137, 16
  %139 = or disjoint i32 %138, %136
  %140 = add i64 %79, 4
  %141 = inttoptr i64 %140 to ptr addrspace(1)
  store i32 %139, ptr addrspace(1) %141, align 4
  %142 = call half @llvm.fma.f16(half %104, half %105, half %36)
  %143 = bitcast half %142 to i16
  %144 = zext i16 %143 to i32
  %145 = shl nuw i32 %144, 16
  %146 = zext nneg i16 %126 to i32
  %147 = call half @llvm.fabs.f16(half %142)
  %148 = bitcast half %147 to i16
  %149 = icmp ult i16 %148, 31745
  %150 = icmp sgt i16 %143, 0
  %151 = select i1 %150, i32 %145, i32 0
  %152 = select i1 %149, i32 %151, i32 2147418112
  %153 = or disjoint i32 %152, %146
  %154 = add i64 %79, 20
  %155 = inttoptr i64 %154 to ptr addrspace(1)
  store i32 %153, ptr addrspace(1) %155, align 4
  %156 = add i64 %26, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 8)
  %157 = inttoptr i64 %156 to ptr addrspace(1)
  %158 = load i16, ptr addrspace(1) %157, align 2, !invariant.load !1
  %159 = add i32 %30, 36
  %160 = and i32 %159, 62
  %161 = zext nneg i32 %160 to i64
  %162 = add i64 %161, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %163 = inttoptr i64 %162 to ptr addrspace(1)
  %164 = load i16, ptr addrspace(1) %163, align 2, !invariant.load !1
  %165 = bitcast i16 %158 to half
  %166 = bitcast i16 %164 to half
  %167 = call half @llvm.fma.f16(half %36, half %165, half %166)
  %168 = bitcast half %167 to i16
  %169 = call half @llvm.fabs.f16(half %165)
  %170 = fcmp olt half %169, 0xH0400
  %171 = call half @llvm.copysign.f16(half 0xH0000, half %165)
  %172 = select i1 %170, half %171, half %165
  %173 = call half @llvm.fabs.f16(half %166)
  %174 = fcmp olt half %173, 0xH0400
  %175 = call half @llvm.copysign.f16(half 0xH0000, half %166)
  %176 = select i1 %174, half %175, half %166
  %177 = call half @llvm.fma.f16(half %44, half %172, half %176)
  %178 = call half @llvm.fabs.f16(half %177)
  %179 = fcmp olt half %178, 0xH0400
  %180 = call half @llvm.copysign.f16(half 0xH0000, half %177)
  %181 = select i1 %179, half %180, half %177
  %182 = bitcast half %181 to i16
  %183 = call half @llvm.fabs.f16(half %167)
  %184 = bitcast half %183 to i16
  %185 = icmp ult i16 %184, 31745
  %186 = call i16 @llvm.smax.i16(i16 %168, i16 0)
  %187 = select i1 %185, i16 %186, i16 32767
  %188 = icmp ugt i16 %187, 31744
  %189 = select i1 %188, i16 32767, i16 %187
  %190 = call half @llvm.fabs.f16(half %181)
  %191 = bitcast half %190 to i16
  %192 = icmp ult i16 %191, 31745
  %193 = call i16 @llvm.smax.i16(i16 %182, i16 0)
  %194 = select i1 %192, i16 %193, i16 32767
  %195 = icmp ugt i16 %194, 31744
  %196 = select i1 %195, i16 32767, i16 %194
  %197 = zext nneg i16 %189 to i32
  %198 = zext nneg i16 %196 to i32
  %199 = shl nuw nsw i32 %198, 16
  %200 = or disjoint i32 %199, %197
  %201 = add i64 %79, 8
  %202 = inttoptr i64 %201 to ptr addrspace(1)
  store i32 %200, ptr addrspace(1) %202, align 4
  %203 = call half @llvm.fma.f16(half %165, half %166, half %36)
  %204 = bitcast half %203 to i16
  %205 = zext i16 %204 to i32
  %206 = shl nuw i32 %205, 16
  %207 = zext nneg i16 %187 to i32
  %208 = call half @llvm.fabs.f16(half %203)
  %209 = bitcast half %208 to i16
  %210 = icmp ult i16 %209, 31745
  %211 = icmp sgt i16 %204, 0
  %212 = select i1 %211, i32 %206, i32 0
  %213 = select i1 %210, i32 %212, i32 2147418112
  %214 = or disjoint i32 %213, %207
  %215 = add i64 %79, 24
  %216 = inttoptr i64 %215 to ptr addrspace(1)
  store i32 %214, ptr addrspace(1) %216, align 4
  %217 = add i64 %26, add (i64 ptrtoint (ptr addrspace(1) @F16_VALUES to i64), i64 12)
  %218 = inttoptr i64 %217 to ptr addrspace(1)
  %219 = load i16, ptr addrspace(1) %218, align 2, !invariant.load !1
  %220 = add i32 %30, 54
  %221 = and i32 %220, 62
  %222 = zext nneg i32 %221 to i64
  %223 = add i64 %222, ptrtoint (ptr addrspace(1) @F16_VALUES to i64)
  %224 = inttoptr i64 %223 to ptr addrspace(1)
  %225 = load i16, ptr addrspace(1) %224, align 2, !invariant.load !1
  %226 = bitcast i16 %219 to half
  %227 = bitcast i16 %225 to half
  %228 = call half @llvm.fma.f16(half %36, half %226, half %227)
  %229 = bitcast half %228 to i16
  %230 = call half @llvm.fabs.f16(half %226)
  %231 = fcmp olt half %230, 0xH0400
  %232 = call half @llvm.copysign.f16(half 0xH0000, half %226)
  %233 = select i1 %231, half %232, half %226
  %234 = call half @llvm.fabs.f16(half %227)
  %235 = fcmp olt half %234, 0xH0400
  %236 = call half @llvm.copysign.f16(half 0xH0000, half %227)
  %237 = select i1 %235, half %236, half %227
  %238 = call half @llvm.fma.f16(half %44, half %233, half %237)
  %239 = call half @llvm.fabs.f16(half %238)
  %240 = fcmp olt half %239, 0xH0400
  %241 = call half @llvm.copysign.f16(half 0xH0000, half %238)
  %242 = select i1 %240, half %241, half %238
  %243 = bitcast half %242 to i16
  %244 = call half @llvm.fabs.f16(half %228)
  %245 = bitcast half %244 to i16
  %246 = icmp ult i16 %245, 31745
  %247 = call i16 @llvm.smax.i16(i16 %229, i16 0)
  %248 = select i1 %246, i16 %247, i16 32767
  %249 = icmp ugt i16 %248, 31744
  %250 = select i1 %249, i16 32767, i16 %248
  %251 = call half @llvm.fabs.f16(half %242)
  %252 = bitcast half %251 to i16
  %253 = icmp ult i16 %252, 31745
  %254 = call i16 @llvm.smax.i16(i16 %243, i16 0)
  %255 = select i1 %253, i16 %254, i16 32767
  %256 = icmp ugt i16 %255, 31744
  %257 = select i1 %256, i16 32767, i16 %255
  %258 = zext nneg i16 %250 to i32
  %259 = zext nneg i16 %257 to i32
  %260 = shl nuw nsw i32 %259, 16
  %261 = or disjoint i32 %260, %258
  %262 = add i64 %79, 12
  %263 = inttoptr i64 %262 to ptr addrspace(1)
  store i32 %261, ptr addrspace(1) %263, align 4
  %264 = call half @llvm.fma.f16(half %226, half %227, half %36)
  %265 = bitcast half %264 to i16
  %266 = zext i16 %265 to i32
  %267 = shl nuw i32 %266, 16
  %268 = zext nneg i16 %248 to i32
  %269 = call half @llvm.fabs.f16(half %264)
  %270 = bitcast half %269 to i16
  %271 = icmp ult i16 %270, 31745
  %272 = icmp sgt i16 %265, 0
  %273 = select i1 %272, i32 %267, i32 0
  %274 = select i1 %271, i32 %273, i32 2147418112
  %275 = or disjoint i32 %274, %268
  %276 = add i64 %79, 28
  %277 = inttoptr i64 %276 to ptr addrspace(1)
  store i32 %275, ptr addrspace(1) %277, align 4
  ret void
}

define amdgpu_kernel void @bf16_fma(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 2
  %8 = zext i16 %7 to i32
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %9, %8
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 1
  %14 = and i32 %13, 62
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @BF16_VALUES to i64)
  %17 = shl i32 %12, 3
  %18 = mul i32 %12, 3
  %19 = inttoptr i64 %16 to ptr addrspace(1)
  %20 = load i16, ptr addrspace(1) %19, align 2, !invariant.load !1
  %21 = zext i16 %20 to i32
  %22 = shl nuw i32 %21, 16
  %23 = bitcast i32 %22 to float
  %24 = fpext float %23 to double
  %25 = zext i32 %17 to i64
  %26 = shl nuw nsw i64 %25, 2
  %27 = add i64 %26, %4
  %28 = add i64 %27, 16
  %29 = lshr i32 %12, 1
  %30 = and i32 %29, 48
  %31 = zext nneg i32 %30 to i64
  %32 = add i64 %31, add (i64 ptrtoint (ptr addrspace(1) @BF16_VALUES to i64), i64 2)
  %33 = mul i32 %12, 7
  %34 = add i32 %33, 5
  br label %"$L__BB10_1"

"$L__BB10_1":                                     ; preds = %"$L__BB10_13", %allocas
  %"%r87.0" = phi i32 [ %34, %allocas ], [ %204, %"$L__BB10_13" ]
  %"%rd33.0" = phi i64 [ %32, %allocas ], [ %202, %"$L__BB10_13" ]
  %"%rd34.0" = phi i64 [ %28, %allocas ], [ %201, %"$L__BB10_13" ]
  %"%r88.0" = phi i32 [ %18, %allocas ], [ %203, %"$L__BB10_13" ]
  %"%r89.0" = phi i32 [ 5, %allocas ], [ %205, %"$L__BB10_13" ]
  %35 = inttoptr i64 %"%rd33.0" to ptr addrspace(1)
  %36 = load i16, ptr addrspace(1) %35, align 2, !invariant.load !1
  %37 = shl i32 %"%r88.0", 1
  %38 = and i32 %37, 62
  %39 = zext nneg i32 %38 to i64
  %40 = add i64 %39, ptrtoint (ptr addrspace(1) @BF16_VALUES to i64)
  %41 = shl i32 %"%r87.0", 1
  %42 = and i32 %41, 62
  %43 = zext nneg i32 %42 to i64
  %44 = add i64 %43, ptrtoint (ptr addrspace(1) @BF16_VALUES to i64)
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  %46 = load i16, ptr addrspace(1) %45, align 2, !invariant.load !1
  %47 = add i64 %"%rd33.0", -2
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  %49 = load i16, ptr addrspace(1) %48, align 2, !invariant.load !1
  %50 = zext i16 %49 to i32
  %51 = shl nuw i32 %50, 16
  %52 = bitcast i32 %51 to float
  %53 = fpext float %52 to double
  %54 = fmul double %24, %53
  %55 = inttoptr i64 %40 to ptr addrspace(1)
  %56 = load i16, ptr addrspace(1) %55, align 2, !invariant.load !1
  %57 = zext i16 %56 to i32
  %58 = shl nuw i32 %57, 16
  %59 = bitcast i32 %58 to float
  %60 = fpext float %59 to double
  %61 = fadd double %54, %60
  %62 = fsub double %61, %54
  %63 = fsub double %61, %62
  %64 = fsub double %54, %63
  %65 = fsub double %60, %62
  %66 = fadd double %64, %65
  %67 = fcmp olt double %66, 0.000000e+00
  %68 = fcmp ogt double %66, 0.000000e+00
  %69 = bitcast double %61 to i64
  %70 = fcmp oeq double %61, 0.000000e+00
  %71 = fcmp ogt double %61, 0.000000e+00
  %72 = xor i1 %71, true
  %73 = add i64 %69, 1
  %74 = add i64 %69, -1
  %75 = select i1 %71, i64 %74, i64 %73
  %76 = bitcast i64 %75 to double
  %77 = select i1 %70, double -4.940660e-324, double %76
  %78 = call double @llvm.fabs.f64(double %61)
  %79 = fcmp ueq double %78, 0x7FF0000000000000
  %80 = fcmp uno double %61, 0.000000e+00
  %81 = or i1 %80, %72
  %82 = and i1 %79, %81
  %83 = xor i1 %82, %79
  %84 = select i1 %83, double 0x7FEFFFFFFFFFFFFF, double %77
  %85 = select i1 %82, double %61, double %84
  %86 = select i1 %71, i64 %73, i64 %74
  %87 = bitcast i64 %86 to double
  %88 = select i1 %70, double 4.940660e-324, double %87
  %89 = fcmp ugt double %61, 0.000000e+00
  %90 = and i1 %79, %89
  %91 = xor i1 %90, %79
  %92 = select i1 %91, double 0xFFEFFFFFFFFFFFFF, double %88
  %93 = select i1 %90, double %61, double %92
  %94 = select i1 %67, double %85, double %61
  %95 = select i1 %68, double %93, double %61
  %96 = and i1 %70, %68
  %97 = or i1 %71, %96
  %98 = select i1 %97, double %94, double %95
  %99 = call double @llvm.fabs.f64(double %54)
  %100 = fcmp one double %99, 0x7FF0000000000000
  %101 = call double @llvm.fabs.f64(double %60)
  %102 = fcmp one double %101, 0x7FF0000000000000
  %103 = and i1 %100, %102
  %104 = fcmp oeq double %78, 0x7FF0000000000000
  %105 = and i1 %103, %104
  %106 = call double @llvm.copysign.f64(double 0x7FEFFFFFFFFFFFFF, double %61)
  %107 = select i1 %105, double %106, double %98
  %108 = bitcast double %54 to i64
  %109 = bitcast double %60 to i64
  %110 = fcmp uno double %107, 0.000000e+00
  br i1 %110, label %"$L__BB10_4", label %206

"$L__BB10_4":                                     ; preds = %269, %206, %"$L__BB10_1"
  %"%r90.0" = phi i32 [ 32767, %"$L__BB10_1" ], [ 32767, %206 ], [ %274, %269 ]
  %111 = zext i16 %36 to i32
  %112 = shl nuw i32 %111, 16
  %113 = bitcast i32 %112 to float
  %114 = fpext float %113 to double
  %115 = fmul double %24, %114
  %116 = zext i16 %46 to i32
  %117 = shl nuw i32 %116, 16
  %118 = bitcast i32 %117 to float
  %119 = fpext float %118 to double
  %120 = fadd double %115, %119
  %121 = fsub double %120, %115
  %122 = fsub double %120, %121
  %123 = fsub double %115, %122
  %124 = fsub double %119, %121
  %125 = fadd double %123, %124
  %126 = fcmp olt double %125, 0.000000e+00
  %127 = fcmp ogt double %125, 0.000000e+00
  %128 = bitcast double %120 to i64
  %129 = fcmp oeq double %120, 0.000000e+00
  %130 = fcmp ogt double %120, 0.000000e+00
  %131 = xor i1 %130, true
  %132 = add i64 %128, 1
  %133 = add i64 %128, -1
  %134 = select i1 %130, i64 %133, i64 %132
  %135 = bitcast i64 %134 to double
  %136 = select i1 %129, double -4.940660e-324, double %135
  %137 = call double @llvm.fabs.f64(double %120)
  %138 = fcmp ueq double %137, 0x7FF0000000000000
  %139 = fcmp uno double %120, 0.000000e+00
  %140 = or i1 %139, %131
  %141 = and i1 %138, %140
  %142 = xor i1 %141, %138
  %143 = select i1 %142, double 0x7FEFFFFFFFFFFFFF, double %136
  %144 = select i1 %141, double %120, double %143
  %145 = select i1 %130, i64 %132, i64 %133
  %146 = bitcast i64 %145 to double
  %147 = select i1 %129, double 4.940660e-324, double %146
  %148 = fcmp ugt double %120, 0.000000e+00
  %149 = and i1 %138, %148
  %150 = xor i1 %149, %138
  %151 = select i1 %150, double 0xFFEFFFFFFFFFFFFF, double %147
  %152 = select i1 %149, double %120, double %151
  %153 = select i1 %126, double %144, double %120
  %154 = select i1 %127, double %152, double %120
  %155 = and i1 %129, %127
  %156 = or i1 %130, %155
  %157 = select i1 %156, double %153, double %154
  %158 = call double @llvm.fabs.f64(double %115)
  %159 = fcmp one double %158, 0x7FF0000000000000
  %160 = call double @llvm.fabs.f64(double %119)
  %161 = fcmp one double %160, 0x7FF0000000000000
  %162 = and i1 %159, %161
  %163 = fcmp oeq double %137, 0x7FF0000000000000
  %164 = and i1 %162, %163
  %165 = call double @llvm.copysign.f64(double 0x7FEFFFFFFFFFFFFF, double %120)
  %166 = select i1 %164, double %165, double %157
  %167 = bitcast double %115 to i64
  %168 = bitcast double %119 to i64
  %169 = fcmp uno double %166, 0.000000e+00
  br i1 %169, label %"$L__BB10_7", label %275

"$L__BB10_7":                                     ; preds = %338, %275, %"$L__BB10_4"
  %"%r91.0" = phi i32 [ 32767, %"$L__BB10_4" ], [ 32767, %275 ], [ %343, %338 ]
  %170 = and i32 %"%r91.0", 32767
  %171 = icmp ugt i32 %170, 32640
  %172 = shl nuw i32 %"%r91.0", 16
  %173 = select i1 %171, i32 2147418112, i32 %172
  %174 = and i32 %"%r90.0", 32767
  %175 = icmp ugt i32 %174, 32640
  %176 = select i1 %175, i32 32767, i32 %"%r90.0"
  %177 = or disjoint i32 %173, %176
  %178 = add i64 %"%rd34.0", -16
  %179 = inttoptr i64 %178 to ptr addrspace(1)
  store i32 %177, ptr addrspace(1) %179, align 4
  br i1 %110, label %"$L__BB10_10", label %344

"$L__BB10_10":                                    ; preds = %407, %344, %"$L__BB10_7"
  %"%rs19.0" = phi i16 [ 32767, %"$L__BB10_7" ], [ 32767, %344 ], [ %413, %407 ]
  br i1 %169, label %"$L__BB10_13", label %414

"$L__BB10_13":                                    ; preds = %477, %414, %"$L__BB10_10"
  %"%rs20.0" = phi i16 [ 32767, %"$L__BB10_10" ], [ 32767, %414 ], [ %483, %477 ]
  %180 = zext i16 %"%rs19.0" to i32
  %181 = icmp slt i16 %"%rs19.0", 0
  %182 = and i16 %"%rs19.0", 32767
  %183 = icmp ult i16 %182, 32641
  %184 = and i1 %181, %183
  %185 = select i1 %184, i32 0, i32 %180
  %186 = and i16 %"%rs20.0", 32767
  %187 = icmp ult i16 %186, 32641
  %188 = icmp slt i16 %"%rs20.0", 0
  %189 = and i1 %188, %187
  %190 = zext i16 %"%rs20.0" to i32
  %191 = select i1 %189, i32 0, i32 %190
  %192 = and i32 %191, 32767
  %193 = icmp ugt i32 %192, 32640
  %194 = shl nuw i32 %191, 16
  %195 = select i1 %193, i32 2147418112, i32 %194
  %196 = and i32 %185, 32767
  %197 = icmp ugt i32 %196, 32640
  %198 = select i1 %197, i32 32767, i32 %185
  %199 = or disjoint i32 %195, %198
  %200 = inttoptr i64 %"%rd34.0" to ptr addrspace(1)
  store i32 %199, ptr addrspace(1) %200, align 4
  %201 = add i64 %"%rd34.0", 4
  %202 = add i64 %"%rd33.0", 4
  %203 = add i32 %"%r88.0", 1
  %204 = add i32 %"%r87.0", 1
  %205 = add i32 %"%r89.0", 1
  %.not73 = icmp eq i32 %205, 9
  br i1 %.not73, label %484, label %"$L__BB10_1"

206:                                              ; preds = %"$L__BB10_1"
  %207 = select i1 %71, double %61, double %106
  %208 = select i1 %105, double %207, double %95
  %209 = select i1 %71, double %106, double %61
  %210 = select i1 %105, double %209, double %94
  %211 = fcmp oeq double %66, 0.000000e+00
  %212 = and i1 %70, %211
  %213 = or i64 %108, %109
  %.not = icmp sgt i64 %213, -1
  %214 = select i1 %.not, double 0.000000e+00, double -0.000000e+00
  %215 = select i1 %212, double %214, double %210
  %216 = fcmp une double %208, %215
  %217 = bitcast double %107 to i64
  %218 = or i64 %217, 1
  %219 = bitcast i64 %218 to double
  %220 = select i1 %216, double %219, double %107
  %221 = fptrunc double %220 to float
  %222 = fpext float %221 to double
  %223 = fsub double %220, %222
  %224 = fcmp olt double %223, 0.000000e+00
  %225 = fcmp ogt double %223, 0.000000e+00
  %226 = bitcast float %221 to i32
  %227 = fcmp oeq float %221, 0.000000e+00
  %228 = fcmp ogt float %221, 0.000000e+00
  %229 = xor i1 %228, true
  %230 = add i32 %226, 1
  %231 = add i32 %226, -1
  %232 = select i1 %228, i32 %231, i32 %230
  %233 = bitcast i32 %232 to float
  %234 = select i1 %227, float 0xB6A0000000000000, float %233
  %235 = call float @llvm.fabs.f32(float %221)
  %236 = fcmp ueq float %235, 0x7FF0000000000000
  %237 = fcmp uno float %221, 0.000000e+00
  %238 = or i1 %237, %229
  %239 = and i1 %236, %238
  %240 = xor i1 %239, %236
  %241 = select i1 %240, float 0x47EFFFFFE0000000, float %234
  %242 = select i1 %239, float %221, float %241
  %243 = select i1 %228, i32 %230, i32 %231
  %244 = bitcast i32 %243 to float
  %245 = select i1 %227, float 0x36A0000000000000, float %244
  %246 = fcmp ugt float %221, 0.000000e+00
  %247 = and i1 %236, %246
  %248 = xor i1 %247, %236
  %249 = select i1 %248, float 0xC7EFFFFFE0000000, float %245
  %250 = select i1 %247, float %221, float %249
  %251 = select i1 %224, float %242, float %221
  %252 = select i1 %225, float %250, float %221
  %253 = and i1 %227, %225
  %254 = or i1 %228, %253
  %255 = select i1 %254, float %251, float %252
  %256 = call double @llvm.fabs.f64(double %220)
  %257 = fcmp one double %256, 0x7FF0000000000000
  %258 = fcmp oeq float %235, 0x7FF0000000000000
  %259 = and i1 %257, %258
  %260 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %221)
  %261 = select i1 %259, float %260, float %255
  %262 = fpext float %261 to double
  %263 = fcmp une double %220, %262
  %264 = bitcast float %261 to i32
  %265 = zext i1 %263 to i32
  %266 = or i32 %265, %264
  %267 = and i32 %266, 2147483647
  %268 = icmp ugt i32 %267, 2139095040
  br i1 %268, label %"$L__BB10_4", label %269

269:                                              ; preds = %206
  %270 = lshr i32 %264, 16
  %271 = and i32 %270, 1
  %272 = add i32 %271, %266
  %273 = add i32 %272, 32767
  %274 = lshr i32 %273, 16
  br label %"$L__BB10_4"

275:                                              ; preds = %"$L__BB10_4"
  %276 = select i1 %130, double %120, double %165
  %277 = select i1 %164, double %276, double %154
  %278 = select i1 %130, double %165, double %120
  %279 = select i1 %164, double %278, double %153
  %280 = fcmp oeq double %125, 0.000000e+00
  %281 = and i1 %129, %280
  %282 = or i64 %167, %168
  %.not70 = icmp sgt i64 %282, -1
  %283 = select i1 %.not70, double 0.000000e+00, double -0.000000e+00
  %284 = select i1 %281, double %283, double %279
  %285 = fcmp une double %277, %284
  %286 = bitcast double %166 to i64
  %287 = or i64 %286, 1
  %288 = bitcast i64 %287 to double
  %289 = select i1 %285, double %288, double %166
  %290 = fptrunc double %289 to float
  %291 = fpext float %290 to double
  %292 = fsub double %289, %291
  %293 = fcmp olt double %292, 0.000000e+00
  %294 = fcmp ogt double %292, 0.000000e+00
  %295 = bitcast float %290 to i32
  %296 = fcmp oeq float %290, 0.000000e+00
  %297 = fcmp ogt float %290, 0.000000e+00
  %298 = xor i1 %297, true
  %299 = add i32 %295, 1
  %300 = add i32 %295, -1
  %301 = select i1 %297, i32 %300, i32 %299
  %302 = bitcast i32 %301 to float
  %303 = select i1 %296, float 0xB6A0000000000000, float %302
  %304 = call float @llvm.fabs.f32(float %290)
  %305 = fcmp ueq float %304, 0x7FF0000000000000
  %306 = fcmp uno float %290, 0.000000e+00
  %307 = or i1 %306, %298
  %308 = and i1 %305, %307
  %309 = xor i1 %308, %305
  %310 = select i1 %309, float 0x47EFFFFFE0000000, float %303
  %311 = select i1 %308, float %290, float %310
  %312 = select i1 %297, i32 %299, i32 %300
  %313 = bitcast i32 %312 to float
  %314 = select i1 %296, float 0x36A0000000000000, float %313
  %315 = fcmp ugt float %290, 0.000000e+00
  %316 = and i1 %305, %315
  %317 = xor i1 %316, %305
  %318 = select i1 %317, float 0xC7EFFFFFE0000000, float %314
  %319 = select i1 %316, float %290, float %318
  %320 = select i1 %293, float %311, float %290
  %321 = select i1 %294, float %319, float %290
  %322 = and i1 %296, %294
  %323 = or i1 %297, %322
  %324 = select i1 %323, float %320, float %321
  %325 = call double @llvm.fabs.f64(double %289)
  %326 = fcmp one double %325, 0x7FF0000000000000
  %327 = fcmp oeq float %304, 0x7FF0000000000000
  %328 = and i1 %326, %327
  %329 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %290)
  %330 = select i1 %328, float %329, float %324
  %331 = fpext float %330 to double
  %332 = fcmp une double %289, %331
  %333 = bitcast float %330 to i32
  %334 = zext i1 %332 to i32
  %335 = or i32 %334, %333
  %336 = and i32 %335, 2147483647
  %337 = icmp ugt i32 %336, 2139095040
  br i1 %337, label %"$L__BB10_7", label %338

338:                                              ; preds = %275
  %339 = lshr i32 %333, 16
  %340 = and i32 %339, 1
  %341 = add i32 %340, %335
  %342 = add i32 %341, 32767
  %343 = lshr i32 %342, 16
  br label %"$L__BB10_7"

344:                                              ; preds = %"$L__BB10_7"
  %345 = select i1 %71, double %61, double %106
  %346 = select i1 %105, double %345, double %95
  %347 = select i1 %71, double %106, double %61
  %348 = select i1 %105, double %347, double %94
  %349 = fcmp oeq double %66, 0.000000e+00
  %350 = and i1 %70, %349
  %351 = or i64 %108, %109
  %.not71 = icmp sgt i64 %351, -1
  %352 = select i1 %.not71, double 0.000000e+00, double -0.000000e+00
  %353 = select i1 %350, double %352, double %348
  %354 = fcmp une double %346, %353
  %355 = bitcast double %107 to i64
  %356 = or i64 %355, 1
  %357 = bitcast i64 %356 to double
  %358 = select i1 %354, double %357, double %107
  %359 = fptrunc double %358 to float
  %360 = fpext float %359 to double
  %361 = fsub double %358, %360
  %362 = fcmp olt double %361, 0.000000e+00
  %363 = fcmp ogt double %361, 0.000000e+00
  %364 = bitcast float %359 to i32
  %365 = fcmp oeq float %359, 0.000000e+00
  %366 = fcmp ogt float %359, 0.000000e+00
  %367 = xor i1 %366, true
  %368 = add i32 %364, 1
  %369 = add i32 %364, -1
  %370 = select i1 %366, i32 %369, i32 %368
  %371 = bitcast i32 %370 to float
  %372 = select i1 %365, float 0xB6A0000000000000, float %371
  %373 = call float @llvm.fabs.f32(float %359)
  %374 = fcmp ueq float %373, 0x7FF0000000000000
  %375 = fcmp uno float %359, 0.000000e+00
  %376 = or i1 %375, %367
  %377 = and i1 %374, %376
  %378 = xor i1 %377, %374
  %379 = select i1 %378, float 0x47EFFFFFE0000000, float %372
  %380 = select i1 %377, float %359, float %379
  %381 = select i1 %366, i32 %368, i32 %369
  %382 = bitcast i32 %381 to float
  %383 = select i1 %365, float 0x36A0000000000000, float %382
  %384 = fcmp ugt float %359, 0.000000e+00
  %385 = and i1 %374, %384
  %386 = xor i1 %385, %374
  %387 = select i1 %386, float 0xC7EFFFFFE0000000, float %383
  %388 = select i1 %385, float %359, float %387
  %389 = select i1 %362, float %380, float %359
  %390 = select i1 %363, float %388, float %359
  %391 = and i1 %365, %363
  %392 = or i1 %366, %391
  %393 = select i1 %392, float %389, float %390
  %394 = call double @llvm.fabs.f64(double %358)
  %395 = fcmp one double %394, 0x7FF0000000000000
  %396 = fcmp oeq float %373, 0x7FF0000000000000
  %397 = and i1 %395, %396
  %398 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %359)
  %399 = select i1 %397, float %398, float %393
  %400 = fpext float %399 to double
  %401 = fcmp une double %358, %400
  %402 = bitcast float %399 to i32
  %403 = zext i1 %401 to i32
  %404 = or i32 %403, %402
  %405 = and i32 %404, 2147483647
  %406 = icmp ugt i32 %405, 2139095040
  br i1 %406, label %"$L__BB10_10", label %407

407:                                              ; preds = %344
  %408 = lshr i32 %402, 16
  %409 = and i32 %408, 1
  %410 = add i32 %409, %404
  %411 = add i32 %410, 32767
  %412 = lshr i32 %411, 16
  %413 = trunc nuw i32 %412 to i16
  br label %"$L__BB10_10"

414:                                              ; preds = %"$L__BB10_10"
  %415 = select i1 %130, double %120, double %165
  %416 = select i1 %164, double %415, double %154
  %417 = select i1 %130, double %165, double %120
  %418 = select i1 %164, double %417, double %153
  %419 = fcmp oeq double %125, 0.000000e+00
  %420 = and i1 %129, %419
  %421 = or i64 %167, %168
  %.not72 = icmp sgt i64 %421, -1
  %422 = select i1 %.not72, double 0.000000e+00, double -0.000000e+00
  %423 = select i1 %420, double %422, double %418
  %424 = fcmp une double %416, %423
  %425 = bitcast double %166 to i64
  %426 = or i64 %425, 1
  %427 = bitcast i64 %426 to double
  %428 = select i1 %424, double %427, double %166
  %429 = fptrunc double %428 to float
  %430 = fpext float %429 to double
  %431 = fsub double %428, %430
  %432 = fcmp olt double %431, 0.000000e+00
  %433 = fcmp ogt double %431, 0.000000e+00
  %434 = bitcast float %429 to i32
  %435 = fcmp oeq float %429, 0.000000e+00
  %436 = fcmp ogt float %429, 0.000000e+00
  %437 = xor i1 %436, true
  %438 = add i32 %434, 1
  %439 = add i32 %434, -1
  %440 = select i1 %436, i32 %439, i32 %438
  %441 = bitcast i32 %440 to float
  %442 = select i1 %435, float 0xB6A0000000000000, float %441
  %443 = call float @llvm.fabs.f32(float %429)
  %444 = fcmp ueq float %443, 0x7FF0000000000000
  %445 = fcmp uno float %429, 0.000000e+00
  %446 = or i1 %445, %437
  %447 = and i1 %444, %446
  %448 = xor i1 %447, %444
  %449 = select i1 %448, float 0x47EFFFFFE0000000, float %442
  %450 = select i1 %447, float %429, float %449
  %451 = select i1 %436, i32 %438, i32 %439
  %452 = bitcast i32 %451 to float
  %453 = select i1 %435, float 0x36A0000000000000, float %452
  %454 = fcmp ugt float %429, 0.000000e+00
  %455 = and i1 %444, %454
  %456 = xor i1 %455, %444
  %457 = select i1 %456, float 0xC7EFFFFFE0000000, float %453
  %458 = select i1 %455, float %429, float %457
  %459 = select i1 %432, float %450, float %429
  %460 = select i1 %433, float %458, float %429
  %461 = and i1 %435, %433
  %462 = or i1 %436, %461
  %463 = select i1 %462, float %459, float %460
  %464 = call double @llvm.fabs.f64(double %428)
  %465 = fcmp one double %464, 0x7FF0000000000000
  %466 = fcmp oeq float %443, 0x7FF0000000000000
  %467 = and i1 %465, %466
  %468 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %429)
  %469 = select i1 %467, float %468, float %463
  %470 = fpext float %469 to double
  %471 = fcmp une double %428, %470
  %472 = bitcast float %469 to i32
  %473 = zext i1 %471 to i32
  %474 = or i32 %473, %472
  %475 = and i32 %474, 2147483647
  %476 = icmp ugt i32 %475, 2139095040
  br i1 %476, label %"$L__BB10_13", label %477

477:                                              ; preds = %414
  %478 = lshr i32 %472, 16
  %479 = and i32 %478, 1
  %480 = add i32 %479, %474
  %481 = add i32 %480, 32767
  %482 = lshr i32 %481, 16
  %483 = trunc nuw i32 %482 to i16
  br label %"$L__BB10_13"

484:                                              ; preds = %"$L__BB10_13"
  ret void
}

define amdgpu_kernel void @bf16x2_fma_minmax(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = and i32 %9, 15
  %11 = trunc i32 %9 to i16
  %12 = shl i16 %11, 11
  %13 = and i16 %12, -32768
  %narrow = mul nuw nsw i32 %10, 6
  %14 = zext nneg i32 %narrow to i64
  %15 = add i64 %14, ptrtoint (ptr addrspace(1) @FMA_BF16 to i64)
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  %17 = load i16, ptr addrspace(1) %16, align 2, !invariant.load !1
  %18 = xor i16 %17, %13
  %19 = add i64 %14, add (i64 ptrtoint (ptr addrspace(1) @FMA_BF16 to i64), i64 4)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  %21 = load i16, ptr addrspace(1) %20, align 2, !invariant.load !1
  %22 = xor i16 %21, %13
  %23 = and i32 %9, 31
  %24 = shl i32 %9, 1
  %25 = and i32 %24, 62
  %26 = zext nneg i32 %25 to i64
  %27 = add i64 %26, ptrtoint (ptr addrspace(1) @BF16_VALUES to i64)
  %28 = lshr i32 %9, 1
  %29 = and i32 %28, 62
  %30 = zext nneg i32 %29 to i64
  %31 = add i64 %30, ptrtoint (ptr addrspace(1) @BF16_VALUES to i64)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = load i16, ptr addrspace(1) %32, align 2, !invariant.load !1
  %34 = mul i32 %9, 5
  %35 = add i32 %34, 1
  %36 = and i32 %35, 31
  %37 = shl i32 %35, 1
  %38 = and i32 %37, 62
  %39 = zext nneg i32 %38 to i64
  %40 = add i64 %39, ptrtoint (ptr addrspace(1) @BF16_VALUES to i64)
  %41 = zext i16 %18 to i32
  %42 = inttoptr i64 %27 to ptr addrspace(1)
  %43 = load i16, ptr addrspace(1) %42, align 2, !invariant.load !1
  %44 = zext i16 %43 to i32
  %45 = shl nuw i32 %44, 16
  %46 = inttoptr i64 %40 to ptr addrspace(1)
  %47 = load i16, ptr addrspace(1) %46, align 2, !invariant.load !1
  %48 = zext i16 %47 to i32
  %49 = shl nuw i32 %48, 16
  %50 = and i32 %9, 7
  %51 = lshr i32 %9, 2
  %52 = and i32 %51, 1073741816
  %53 = or disjoint i32 %50, %52
  %54 = and i32 %53, 31
  %55 = shl nuw nsw i32 %53, 1
  %56 = and i32 %55, 62
  %57 = zext nneg i32 %56 to i64
  %58 = add i64 %57, ptrtoint (ptr addrspace(1) @BF16_VALUES to i64)
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  %60 = load i16, ptr addrspace(1) %59, align 2, !invariant.load !1
  %61 = shl nuw i32 %41, 16
  %62 = bitcast i32 %61 to float
  %63 = fpext float %62 to double
  %64 = add i64 %14, add (i64 ptrtoint (ptr addrspace(1) @FMA_BF16 to i64), i64 2)
  %65 = inttoptr i64 %64 to ptr addrspace(1)
  %66 = load i16, ptr addrspace(1) %65, align 2, !invariant.load !1
  %67 = zext i16 %66 to i32
  %68 = shl nuw i32 %67, 16
  %69 = bitcast i32 %68 to float
  %70 = fpext float %69 to double
  %71 = fmul double %63, %70
  %72 = zext i16 %22 to i32
  %73 = shl nuw i32 %72, 16
  %74 = bitcast i32 %73 to float
  %75 = fpext float %74 to double
  %76 = fadd double %71, %75
  %77 = fsub double %76, %71
  %78 = fsub double %76, %77
  %79 = fsub double %71, %78
  %80 = fsub double %75, %77
  %81 = fadd double %79, %80
  %82 = fcmp olt double %81, 0.000000e+00
  %83 = fcmp ogt double %81, 0.000000e+00
  %84 = bitcast double %76 to i64
  %85 = fcmp oeq double %76, 0.000000e+00
  %86 = fcmp ogt double %76, 0.000000e+00
  %87 = xor i1 %86, true
  %88 = add i64 %84, 1
  %89 = add i64 %84, -1
  %90 = select i1 %86, i64 %89, i64 %88
  %91 = bitcast i64 %90 to double
  %92 = select i1 %85, double -4.940660e-324, double %91
  %93 = call double @llvm.fabs.f64(double %76)
  %94 = fcmp ueq double %93, 0x7FF0000000000000
  %95 = fcmp uno double %76, 0.000000e+00
  %96 = or i1 %95, %87
  %97 = and i1 %94, %96
  %98 = xor i1 %97, %94
  %99 = select i1 %98, double 0x7FEFFFFFFFFFFFFF, double %92
  %100 = select i1 %97, double %76, double %99
  %101 = select i1 %86, i64 %88, i64 %89
  %102 = bitcast i64 %101 to double
  %103 = select i1 %85, double 4.940660e-324, double %102
  %104 = fcmp ugt double %76, 0.000000e+00
  %105 = and i1 %94, %104
  %106 = xor i1 %105, %94
  %107 = select i1 %106, double 0xFFEFFFFFFFFFFFFF, double %103
  %108 = select i1 %105, double %76, double %107
  %109 = select i1 %82, double %100, double %76
  %110 = select i1 %83, double %108, double %76
  %111 = and i1 %85, %83
  %112 = or i1 %86, %111
  %113 = select i1 %112, double %109, double %110
  %114 = call double @llvm.fabs.f64(double %71)
  %115 = fcmp one double %114, 0x7FF0000000000000
  %116 = call double @llvm.fabs.f64(double %75)
  %117 = fcmp one double %116, 0x7FF0000000000000
  %118 = and i1 %115, %117
  %119 = fcmp oeq double %93, 0x7FF0000000000000
  %120 = and i1 %118, %119
  %121 = call double @llvm.copysign.f64(double 0x7FEFFFFFFFFFFFFF, double %76)
  %122 = select i1 %120, double %121, double %113
  %123 = bitcast double %71 to i64
  %124 = bitcast double %75 to i64
  %125 = fcmp uno double %122, 0.000000e+00
  br i1 %125, label %"$L__BB11_3", label %330

"$L__BB11_3":                                     ; preds = %393, %330, %allocas
  %"%r149.0" = phi i32 [ 32767, %allocas ], [ 32767, %330 ], [ %398, %393 ]
  %126 = bitcast i32 %45 to float
  %127 = fpext float %126 to double
  %128 = zext i16 %33 to i32
  %129 = shl nuw i32 %128, 16
  %130 = bitcast i32 %129 to float
  %131 = fpext float %130 to double
  %132 = fmul double %127, %131
  %133 = bitcast i32 %49 to float
  %134 = fpext float %133 to double
  %135 = fadd double %132, %134
  %136 = fsub double %135, %132
  %137 = fsub double %135, %136
  %138 = fsub double %132, %137
  %139 = fsub double %134, %136
  %140 = fadd double %138, %139
  %141 = fcmp olt double %140, 0.000000e+00
  %142 = fcmp ogt double %140, 0.000000e+00
  %143 = bitcast double %135 to i64
  %144 = fcmp oeq double %135, 0.000000e+00
  %145 = fcmp ogt double %135, 0.000000e+00
  %146 = xor i1 %145, true
  %147 = add i64 %143, 1
  %148 = add i64 %143, -1
  %149 = select i1 %145, i64 %148, i64 %147
  %150 = bitcast i64 %149 to double
  %151 = select i1 %144, double -4.940660e-324, double %150
  %152 = call double @llvm.fabs.f64(double %135)
  %153 = fcmp ueq double %152, 0x7FF0000000000000
  %154 = fcmp uno double %135, 0.000000e+00
  %155 = or i1 %154, %146
  %156 = and i1 %153, %155
  %157 = xor i1 %156, %153
  %158 = select i1 %157, double 0x7FEFFFFFFFFFFFFF, double %151
  %159 = select i1 %156, double %135, double %158
  %160 = select i1 %145, i64 %147, i64 %148
  %161 = bitcast i64 %160 to double
  %162 = select i1 %144, double 4.940660e-324, double %161
  %163 = fcmp ugt double %135, 0.000000e+00
  %164 = and i1 %153, %163
  %165 = xor i1 %164, %153
  %166 = select i1 %165, double 0xFFEFFFFFFFFFFFFF, double %162
  %167 = select i1 %164, double %135, double %166
  %168 = select i1 %141, double %159, double %135
  %169 = select i1 %142, double %167, double %135
  %170 = and i1 %144, %142
  %171 = or i1 %145, %170
  %172 = select i1 %171, double %168, double %169
  %173 = call double @llvm.fabs.f64(double %132)
  %174 = fcmp one double %173, 0x7FF0000000000000
  %175 = call double @llvm.fabs.f64(double %134)
  %176 = fcmp one double %175, 0x7FF0000000000000
  %177 = and i1 %174, %176
  %178 = fcmp oeq double %152, 0x7FF0000000000000
  %179 = and i1 %177, %178
  %180 = call double @llvm.copysign.f64(double 0x7FEFFFFFFFFFFFFF, double %135)
  %181 = select i1 %179, double %180, double %172
  %182 = bitcast double %132 to i64
  %183 = bitcast double %134 to i64
  %184 = fcmp uno double %181, 0.000000e+00
  br i1 %184, label %"$L__BB11_6", label %399

"$L__BB11_6":                                     ; preds = %462, %399, %"$L__BB11_3"
  %"%r150.0" = phi i32 [ 32767, %"$L__BB11_3" ], [ 32767, %399 ], [ %467, %462 ]
  %185 = inttoptr i64 %1 to ptr
  %186 = addrspacecast ptr %185 to ptr addrspace(1)
  %187 = ptrtoint ptr addrspace(1) %186 to i64
  %188 = shl i32 %9, 3
  %189 = zext i32 %188 to i64
  %190 = shl nuw nsw i64 %189, 2
  %191 = add i64 %190, %187
  %192 = and i32 %"%r150.0", 32767
  %193 = icmp ugt i32 %192, 32640
  %194 = shl nuw i32 %"%r150.0", 16
  %195 = select i1 %193, i32 2147418112, i32 %194
  %196 = and i32 %"%r149.0", 32767
  %197 = icmp ugt i32 %196, 32640
  %198 = select i1 %197, i32 32767, i32 %"%r149.0"
  %199 = or disjoint i32 %195, %198
  %200 = inttoptr i64 %191 to ptr addrspace(1)
  store i32 %199, ptr addrspace(1) %200, align 4
  br i1 %125, label %"$L__BB11_9", label %468

"$L__BB11_9":                                     ; preds = %531, %468, %"$L__BB11_6"
  %"%rs58.0" = phi i16 [ 32767, %"$L__BB11_6" ], [ 32767, %468 ], [ %537, %531 ]
  br i1 %184, label %"$L__BB11_12", label %538

"$L__BB11_12":                                    ; preds = %601, %538, %"$L__BB11_9"
  %"%rs59.0" = phi i16 [ 32767, %"$L__BB11_9" ], [ 32767, %538 ], [ %607, %601 ]
  %201 = zext i16 %"%rs58.0" to i32
  %202 = icmp slt i16 %"%rs58.0", 0
  %203 = and i16 %"%rs58.0", 32767
  %204 = icmp ult i16 %203, 32641
  %205 = and i1 %202, %204
  %206 = select i1 %205, i32 0, i32 %201
  %207 = and i16 %"%rs59.0", 32767
  %208 = icmp ult i16 %207, 32641
  %209 = icmp slt i16 %"%rs59.0", 0
  %210 = and i1 %209, %208
  %211 = zext i16 %"%rs59.0" to i32
  %212 = select i1 %210, i32 0, i32 %211
  %213 = and i32 %212, 32767
  %214 = icmp ugt i32 %213, 32640
  %215 = shl nuw i32 %212, 16
  %216 = select i1 %214, i32 2147418112, i32 %215
  %217 = and i32 %206, 32767
  %218 = icmp ugt i32 %217, 32640
  %219 = select i1 %218, i32 32767, i32 %206
  %220 = or disjoint i32 %216, %219
  %221 = add i64 %191, 4
  %222 = inttoptr i64 %221 to ptr addrspace(1)
  store i32 %220, ptr addrspace(1) %222, align 4
  %223 = xor i16 %43, -32768
  %224 = zext i16 %223 to i32
  %225 = and i32 %224, 32767
  %226 = icmp ugt i32 %225, 32640
  %227 = select i1 %226, i32 32767, i32 %224
  %228 = and i32 %45, 2147418112
  %229 = icmp eq i32 %23, 16
  %230 = select i1 %229, i32 2147418112, i32 %228
  %231 = or disjoint i32 %230, %227
  %232 = add i64 %191, 8
  %233 = inttoptr i64 %232 to ptr addrspace(1)
  store i32 %231, ptr addrspace(1) %233, align 4
  %234 = and i32 %41, 32767
  %235 = icmp ugt i32 %234, 32640
  %236 = xor i32 %41, 32768
  %237 = select i1 %235, i32 32767, i32 %236
  %238 = and i32 %44, 32767
  %239 = icmp ugt i32 %238, 32640
  %240 = xor i32 %45, -2147483648
  %241 = select i1 %239, i32 2147418112, i32 %240
  %242 = or disjoint i32 %241, %237
  %243 = and i16 %21, 32767
  %244 = zext nneg i16 %243 to i32
  %245 = and i32 %48, 32767
  %246 = icmp ugt i32 %245, 32640
  %247 = and i32 %49, 2147418112
  %248 = select i1 %246, i32 2147418112, i32 %247
  %249 = or disjoint i32 %248, %244
  %250 = xor i32 %249, %242
  %251 = add i64 %191, 12
  %252 = inttoptr i64 %251 to ptr addrspace(1)
  store i32 %250, ptr addrspace(1) %252, align 4
  %253 = icmp ne i32 %54, 16
  %254 = icmp ne i32 %23, 16
  %255 = and i1 %254, %253
  br i1 %255, label %"$L__BB11_14", label %"$L__BB11_13"

"$L__BB11_14":                                    ; preds = %"$L__BB11_12"
  %256 = zext i16 %60 to i32
  %257 = shl nuw i32 %256, 16
  %258 = bitcast i32 %257 to float
  %259 = fcmp oeq float %126, %258
  br i1 %259, label %"$L__BB11_16", label %"$L__BB11_15"

"$L__BB11_16":                                    ; preds = %"$L__BB11_14"
  %260 = or i16 %60, %43
  br label %"$L__BB11_17"

"$L__BB11_17":                                    ; preds = %"$L__BB11_15", %"$L__BB11_13", %"$L__BB11_16"
  %"%rs60.0" = phi i16 [ %260, %"$L__BB11_16" ], [ %611, %"$L__BB11_15" ], [ %609, %"$L__BB11_13" ]
  br i1 %255, label %"$L__BB11_19", label %"$L__BB11_18"

"$L__BB11_19":                                    ; preds = %"$L__BB11_17"
  %261 = zext i16 %60 to i32
  %262 = shl nuw i32 %261, 16
  %263 = bitcast i32 %262 to float
  %264 = fcmp oeq float %126, %263
  br i1 %264, label %"$L__BB11_21", label %"$L__BB11_20"

"$L__BB11_21":                                    ; preds = %"$L__BB11_19"
  %265 = and i16 %60, %43
  br label %"$L__BB11_22"

"$L__BB11_22":                                    ; preds = %"$L__BB11_20", %"$L__BB11_18", %"$L__BB11_21"
  %"%rs61.0" = phi i16 [ %265, %"$L__BB11_21" ], [ %615, %"$L__BB11_20" ], [ %613, %"$L__BB11_18" ]
  %266 = zext i16 %"%rs60.0" to i32
  %267 = zext i16 %"%rs61.0" to i32
  %268 = and i32 %267, 32767
  %269 = icmp ugt i32 %268, 32640
  %270 = shl nuw i32 %267, 16
  %271 = select i1 %269, i32 2147418112, i32 %270
  %272 = and i32 %266, 32767
  %273 = icmp ugt i32 %272, 32640
  %274 = select i1 %273, i32 32767, i32 %266
  %275 = or disjoint i32 %271, %274
  %276 = add i64 %191, 16
  %277 = inttoptr i64 %276 to ptr addrspace(1)
  store i32 %275, ptr addrspace(1) %277, align 4
  br i1 %255, label %616, label %"$L__BB11_26"

"$L__BB11_26":                                    ; preds = %"$L__BB11_24", %"$L__BB11_25", %"$L__BB11_22"
  %"%rs62.0" = phi i16 [ 32767, %"$L__BB11_22" ], [ %278, %"$L__BB11_25" ], [ %622, %"$L__BB11_24" ]
  br i1 %255, label %623, label %"$L__BB11_30"

"$L__BB11_25":                                    ; preds = %616
  %278 = or i16 %60, %43
  br label %"$L__BB11_26"

"$L__BB11_30":                                    ; preds = %"$L__BB11_28", %"$L__BB11_29", %"$L__BB11_26"
  %"%rs63.0" = phi i16 [ 32767, %"$L__BB11_26" ], [ %293, %"$L__BB11_29" ], [ %629, %"$L__BB11_28" ]
  %279 = zext i16 %"%rs62.0" to i32
  %280 = zext i16 %"%rs63.0" to i32
  %281 = and i32 %280, 32767
  %282 = icmp ugt i32 %281, 32640
  %283 = shl nuw i32 %280, 16
  %284 = select i1 %282, i32 2147418112, i32 %283
  %285 = and i32 %279, 32767
  %286 = icmp ugt i32 %285, 32640
  %287 = select i1 %286, i32 32767, i32 %279
  %288 = or disjoint i32 %284, %287
  %289 = add i64 %191, 20
  %290 = inttoptr i64 %289 to ptr addrspace(1)
  store i32 %288, ptr addrspace(1) %290, align 4
  %291 = icmp ne i32 %36, 16
  %292 = and i1 %254, %291
  br i1 %292, label %"$L__BB11_32", label %"$L__BB11_31"

"$L__BB11_29":                                    ; preds = %623
  %293 = and i16 %60, %43
  br label %"$L__BB11_30"

"$L__BB11_32":                                    ; preds = %"$L__BB11_30"
  %294 = fcmp oeq float %126, %133
  br i1 %294, label %"$L__BB11_34", label %"$L__BB11_33"

"$L__BB11_34":                                    ; preds = %"$L__BB11_32"
  %295 = or i16 %47, %43
  br label %"$L__BB11_35"

"$L__BB11_35":                                    ; preds = %"$L__BB11_33", %"$L__BB11_31", %"$L__BB11_34"
  %"%rs64.0" = phi i16 [ %295, %"$L__BB11_34" ], [ %633, %"$L__BB11_33" ], [ %631, %"$L__BB11_31" ]
  %296 = fcmp oeq float %62, %74
  %297 = or i16 %22, %18
  %298 = fcmp uge float %62, %74
  %299 = select i1 %298, i16 %22, i16 %18
  %300 = select i1 %296, i16 %297, i16 %299
  %301 = zext i16 %300 to i32
  %302 = zext i16 %"%rs64.0" to i32
  %303 = and i32 %302, 32767
  %304 = icmp ugt i32 %303, 32640
  %305 = shl nuw i32 %302, 16
  %306 = select i1 %304, i32 2147418112, i32 %305
  %307 = and i32 %301, 32767
  %308 = icmp ugt i32 %307, 32640
  %309 = select i1 %308, i32 32767, i32 %301
  %310 = or disjoint i32 %306, %309
  %311 = add i64 %191, 24
  %312 = inttoptr i64 %311 to ptr addrspace(1)
  store i32 %310, ptr addrspace(1) %312, align 4
  br i1 %292, label %634, label %"$L__BB11_39"

"$L__BB11_39":                                    ; preds = %"$L__BB11_37", %"$L__BB11_38", %"$L__BB11_35"
  %"%rs65.0" = phi i16 [ 32767, %"$L__BB11_35" ], [ %329, %"$L__BB11_38" ], [ %637, %"$L__BB11_37" ]
  %313 = and i16 %22, %18
  %314 = fcmp olt float %62, %74
  %315 = select i1 %314, i16 %22, i16 %18
  %316 = select i1 %296, i16 %313, i16 %315
  %317 = zext i16 %316 to i32
  %318 = zext i16 %"%rs65.0" to i32
  %319 = and i32 %318, 32767
  %320 = icmp ugt i32 %319, 32640
  %321 = shl nuw i32 %318, 16
  %322 = select i1 %320, i32 2147418112, i32 %321
  %323 = and i32 %317, 32767
  %324 = icmp ugt i32 %323, 32640
  %325 = select i1 %324, i32 32767, i32 %317
  %326 = or disjoint i32 %322, %325
  %327 = add i64 %191, 28
  %328 = inttoptr i64 %327 to ptr addrspace(1)
  store i32 %326, ptr addrspace(1) %328, align 4
  ret void

"$L__BB11_38":                                    ; preds = %634
  %329 = and i16 %47, %43
  br label %"$L__BB11_39"

330:                                              ; preds = %allocas
  %331 = select i1 %86, double %76, double %121
  %332 = select i1 %120, double %331, double %110
  %333 = select i1 %86, double %121, double %76
  %334 = select i1 %120, double %333, double %109
  %335 = fcmp oeq double %81, 0.000000e+00
  %336 = and i1 %85, %335
  %337 = or i64 %123, %124
  %.not = icmp sgt i64 %337, -1
  %338 = select i1 %.not, double 0.000000e+00, double -0.000000e+00
  %339 = select i1 %336, double %338, double %334
  %340 = fcmp une double %332, %339
  %341 = bitcast double %122 to i64
  %342 = or i64 %341, 1
  %343 = bitcast i64 %342 to double
  %344 = select i1 %340, double %343, double %122
  %345 = fptrunc double %344 to float
  %346 = fpext float %345 to double
  %347 = fsub double %344, %346
  %348 = fcmp olt double %347, 0.000000e+00
  %349 = fcmp ogt double %347, 0.000000e+00
  %350 = bitcast float %345 to i32
  %351 = fcmp oeq float %345, 0.000000e+00
  %352 = fcmp ogt float %345, 0.000000e+00
  %353 = xor i1 %352, true
  %354 = add i32 %350, 1
  %355 = add i32 %350, -1
  %356 = select i1 %352, i32 %355, i32 %354
  %357 = bitcast i32 %356 to float
  %358 = select i1 %351, float 0xB6A0000000000000, float %357
  %359 = call float @llvm.fabs.f32(float %345)
  %360 = fcmp ueq float %359, 0x7FF0000000000000
  %361 = fcmp uno float %345, 0.000000e+00
  %362 = or i1 %361, %353
  %363 = and i1 %360, %362
  %364 = xor i1 %363, %360
  %365 = select i1 %364, float 0x47EFFFFFE0000000, float %358
  %366 = select i1 %363, float %345, float %365
  %367 = select i1 %352, i32 %354, i32 %355
  %368 = bitcast i32 %367 to float
  %369 = select i1 %351, float 0x36A0000000000000, float %368
  %370 = fcmp ugt float %345, 0.000000e+00
  %371 = and i1 %360, %370
  %372 = xor i1 %371, %360
  %373 = select i1 %372, float 0xC7EFFFFFE0000000, float %369
  %374 = select i1 %371, float %345, float %373
  %375 = select i1 %348, float %366, float %345
  %376 = select i1 %349, float %374, float %345
  %377 = and i1 %351, %349
  %378 = or i1 %352, %377
  %379 = select i1 %378, float %375, float %376
  %380 = call double @llvm.fabs.f64(double %344)
  %381 = fcmp one double %380, 0x7FF0000000000000
  %382 = fcmp oeq float %359, 0x7FF0000000000000
  %383 = and i1 %381, %382
  %384 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %345)
  %385 = select i1 %383, float %384, float %379
  %386 = fpext float %385 to double
  %387 = fcmp une double %344, %386
  %388 = bitcast float %385 to i32
  %389 = zext i1 %387 to i32
  %390 = or i32 %389, %388
  %391 = and i32 %390, 2147483647
  %392 = icmp ugt i32 %391, 2139095040
  br i1 %392, label %"$L__BB11_3", label %393

393:                                              ; preds = %330
  %394 = lshr i32 %388, 16
  %395 = and i32 %394, 1
  %396 = add i32 %395, %390
  %397 = add i32 %396, 32767
  %398 = lshr i32 %397, 16
  br label %"$L__BB11_3"

399:                                              ; preds = %"$L__BB11_3"
  %400 = select i1 %145, double %135, double %180
  %401 = select i1 %179, double %400, double %169
  %402 = select i1 %145, double %180, double %135
  %403 = select i1 %179, double %402, double %168
  %404 = fcmp oeq double %140, 0.000000e+00
  %405 = and i1 %144, %404
  %406 = or i64 %182, %183
  %.not180 = icmp sgt i64 %406, -1
  %407 = select i1 %.not180, double 0.000000e+00, double -0.000000e+00
  %408 = select i1 %405, double %407, double %403
  %409 = fcmp une double %401, %408
  %410 = bitcast double %181 to i64
  %411 = or i64 %410, 1
  %412 = bitcast i64 %411 to double
  %413 = select i1 %409, double %412, double %181
  %414 = fptrunc double %413 to float
  %415 = fpext float %414 to double
  %416 = fsub double %413, %415
  %417 = fcmp olt double %416, 0.000000e+00
  %418 = fcmp ogt double %416, 0.000000e+00
  %419 = bitcast float %414 to i32
  %420 = fcmp oeq float %414, 0.000000e+00
  %421 = fcmp ogt float %414, 0.000000e+00
  %422 = xor i1 %421, true
  %423 = add i32 %419, 1
  %424 = add i32 %419, -1
  %425 = select i1 %421, i32 %424, i32 %423
  %426 = bitcast i32 %425 to float
  %427 = select i1 %420, float 0xB6A0000000000000, float %426
  %428 = call float @llvm.fabs.f32(float %414)
  %429 = fcmp ueq float %428, 0x7FF0000000000000
  %430 = fcmp uno float %414, 0.000000e+00
  %431 = or i1 %430, %422
  %432 = and i1 %429, %431
  %433 = xor i1 %432, %429
  %434 = select i1 %433, float 0x47EFFFFFE0000000, float %427
  %435 = select i1 %432, float %414, float %434
  %436 = select i1 %421, i32 %423, i32 %424
  %437 = bitcast i32 %436 to float
  %438 = select i1 %420, float 0x36A0000000000000, float %437
  %439 = fcmp ugt float %414, 0.000000e+00
  %440 = and i1 %429, %439
  %441 = xor i1 %440, %429
  %442 = select i1 %441, float 0xC7EFFFFFE0000000, float %438
  %443 = select i1 %440, float %414, float %442
  %444 = select i1 %417, float %435, float %414
  %445 = select i1 %418, float %443, float %414
  %446 = and i1 %420, %418
  %447 = or i1 %421, %446
  %448 = select i1 %447, float %444, float %445
  %449 = call double @llvm.fabs.f64(double %413)
  %450 = fcmp one double %449, 0x7FF0000000000000
  %451 = fcmp oeq float %428, 0x7FF0000000000000
  %452 = and i1 %450, %451
  %453 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %414)
  %454 = select i1 %452, float %453, float %448
  %455 = fpext float %454 to double
  %456 = fcmp une double %413, %455
  %457 = bitcast float %454 to i32
  %458 = zext i1 %456 to i32
  %459 = or i32 %458, %457
  %460 = and i32 %459, 2147483647
  %461 = icmp ugt i32 %460, 2139095040
  br i1 %461, label %"$L__BB11_6", label %462

462:                                              ; preds = %399
  %463 = lshr i32 %457, 16
  %464 = and i32 %463, 1
  %465 = add i32 %464, %459
  %466 = add i32 %465, 32767
  %467 = lshr i32 %466, 16
  br label %"$L__BB11_6"

468:                                              ; preds = %"$L__BB11_6"
  %469 = select i1 %86, double %76, double %121
  %470 = select i1 %120, double %469, double %110
  %471 = select i1 %86, double %121, double %76
  %472 = select i1 %120, double %471, double %109
  %473 = fcmp oeq double %81, 0.000000e+00
  %474 = and i1 %85, %473
  %475 = or i64 %123, %124
  %.not181 = icmp sgt i64 %475, -1
  %476 = select i1 %.not181, double 0.000000e+00, double -0.000000e+00
  %477 = select i1 %474, double %476, double %472
  %478 = fcmp une double %470, %477
  %479 = bitcast double %122 to i64
  %480 = or i64 %479, 1
  %481 = bitcast i64 %480 to double
  %482 = select i1 %478, double %481, double %122
  %483 = fptrunc double %482 to float
  %484 = fpext float %483 to double
  %485 = fsub double %482, %484
  %486 = fcmp olt double %485, 0.000000e+00
  %487 = fcmp ogt double %485, 0.000000e+00
  %488 = bitcast float %483 to i32
  %489 = fcmp oeq float %483, 0.000000e+00
  %490 = fcmp ogt float %483, 0.000000e+00
  %491 = xor i1 %490, true
  %492 = add i32 %488, 1
  %493 = add i32 %488, -1
  %494 = select i1 %490, i32 %493, i32 %492
  %495 = bitcast i32 %494 to float
  %496 = select i1 %489, float 0xB6A0000000000000, float %495
  %497 = call float @llvm.fabs.f32(float %483)
  %498 = fcmp ueq float %497, 0x7FF0000000000000
  %499 = fcmp uno float %483, 0.000000e+00
  %500 = or i1 %499, %491
  %501 = and i1 %498, %500
  %502 = xor i1 %501, %498
  %503 = select i1 %502, float 0x47EFFFFFE0000000, float %496
  %504 = select i1 %501, float %483, float %503
  %505 = select i1 %490, i32 %492, i32 %493
  %506 = bitcast i32 %505 to float
  %507 = select i1 %489, float 0x36A0000000000000, float %506
  %508 = fcmp ugt float %483, 0.000000e+00
  %509 = and i1 %498, %508
  %510 = xor i1 %509, %498
  %511 = select i1 %510, float 0xC7EFFFFFE0000000, float %507
  %512 = select i1 %509, float %483, float %511
  %513 = select i1 %486, float %504, float %483
  %514 = select i1 %487, float %512, float %483
  %515 = and i1 %489, %487
  %516 = or i1 %490, %515
  %517 = select i1 %516, float %513, float %514
  %518 = call double @llvm.fabs.f64(double %482)
  %519 = fcmp one double %518, 0x7FF0000000000000
  %520 = fcmp oeq float %497, 0x7FF0000000000000
  %521 = and i1 %519, %520
  %522 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %483)
  %523 = select i1 %521, float %522, float %517
  %524 = fpext float %523 to double
  %525 = fcmp une double %482, %524
  %526 = bitcast float %523 to i32
  %527 = zext i1 %525 to i32
  %528 = or i32 %527, %526
  %529 = and i32 %528, 2147483647
  %530 = icmp ugt i32 %529, 2139095040
  br i1 %530, label %"$L__BB11_9", label %531

531:                                              ; preds = %468
  %532 = lshr i32 %526, 16
  %533 = and i32 %532, 1
  %534 = add i32 %533, %528
  %535 = add i32 %534, 32767
  %536 = lshr i32 %535, 16
  %537 = trunc nuw i32 %536 to i16
  br label %"$L__BB11_9"

538:                                              ; preds = %"$L__BB11_9"
  %539 = select i1 %145, double %135, double %180
  %540 = select i1 %179, double %539, double %169
  %541 = select i1 %145, double %180, double %135
  %542 = select i1 %179, double %541, double %168
  %543 = fcmp oeq double %140, 0.000000e+00
  %544 = and i1 %144, %543
  %545 = or i64 %182, %183
  %.not182 = icmp sgt i64 %545, -1
  %546 = select i1 %.not182, double 0.000000e+00, double -0.000000e+00
  %547 = select i1 %544, double %546, double %542
  %548 = fcmp une double %540, %547
  %549 = bitcast double %181 to i64
  %550 = or i64 %549, 1
  %551 = bitcast i64 %550 to double
  %552 = select i1 %548, double %551, double %181
  %553 = fptrunc double %552 to float
  %554 = fpext float %553 to double
  %555 = fsub double %552, %554
  %556 = fcmp olt double %555, 0.000000e+00
  %557 = fcmp ogt double %555, 0.000000e+00
  %558 = bitcast float %553 to i32
  %559 = fcmp oeq float %553, 0.000000e+00
  %560 = fcmp ogt float %553, 0.000000e+00
  %561 = xor i1 %560, true
  %562 = add i32 %558, 1
  %563 = add i32 %558, -1
  %564 = select i1 %560, i32 %563, i32 %562
  %565 = bitcast i32 %564 to float
  %566 = select i1 %559, float 0xB6A0000000000000, float %565
  %567 = call float @llvm.fabs.f32(float %553)
  %568 = fcmp ueq float %567, 0x7FF0000000000000
  %569 = fcmp uno float %553, 0.000000e+00
  %570 = or i1 %569, %561
  %571 = and i1 %568, %570
  %572 = xor i1 %571, %568
  %573 = select i1 %572, float 0x47EFFFFFE0000000, float %566
  %574 = select i1 %571, float %553, float %573
  %575 = select i1 %560, i32 %562, i32 %563
  %576 = bitcast i32 %575 to float
  %577 = select i1 %559, float 0x36A0000000000000, float %576
  %578 = fcmp ugt float %553, 0.000000e+00
  %579 = and i1 %568, %578
  %580 = xor i1 %579, %568
  %581 = select i1 %580, float 0xC7EFFFFFE0000000, float %577
  %582 = select i1 %579, float %553, float %581
  %583 = select i1 %556, float %574, float %553
  %584 = select i1 %557, float %582, float %553
  %585 = and i1 %559, %557
  %586 = or i1 %560, %585
  %587 = select i1 %586, float %583, float %584
  %588 = call double @llvm.fabs.f64(double %552)
  %589 = fcmp one double %588, 0x7FF0000000000000
  %590 = fcmp oeq float %567, 0x7FF0000000000000
  %591 = and i1 %589, %590
  %592 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %553)
  %593 = select i1 %591, float %592, float %587
  %594 = fpext float %593 to double
  %595 = fcmp une double %552, %594
  %596 = bitcast float %593 to i32
  %597 = zext i1 %595 to i32
  %598 = or i32 %597, %596
  %599 = and i32 %598, 2147483647
  %600 = icmp ugt i32 %599, 2139095040
  br i1 %600, label %"$L__BB11_12", label %601

601:                                              ; preds = %538
  %602 = lshr i32 %596, 16
  %603 = and i32 %602, 1
  %604 = add i32 %603, %598
  %605 = add i32 %604, 32767
  %606 = lshr i32 %605, 16
  %607 = trunc nuw i32 %606 to i16
  br label %"$L__BB11_12"

"$L__BB11_13":                                    ; preds = %"$L__BB11_12"
  %608 = select i1 %253, i16 %60, i16 32767
  %609 = select i1 %254, i16 %43, i16 %608
  br label %"$L__BB11_17"

"$L__BB11_15":                                    ; preds = %"$L__BB11_14"
  %610 = fcmp uge float %126, %258
  %611 = select i1 %610, i16 %60, i16 %43
  br label %"$L__BB11_17"

"$L__BB11_18":                                    ; preds = %"$L__BB11_17"
  %612 = select i1 %253, i16 %60, i16 32767
  %613 = select i1 %254, i16 %43, i16 %612
  br label %"$L__BB11_22"

"$L__BB11_20":                                    ; preds = %"$L__BB11_19"
  %614 = fcmp olt float %126, %263
  %615 = select i1 %614, i16 %60, i16 %43
  br label %"$L__BB11_22"

616:                                              ; preds = %"$L__BB11_22"
  %617 = zext i16 %60 to i32
  %618 = shl nuw i32 %617, 16
  %619 = bitcast i32 %618 to float
  %620 = fcmp oeq float %126, %619
  br i1 %620, label %"$L__BB11_25", label %"$L__BB11_24"

"$L__BB11_24":                                    ; preds = %616
  %621 = fcmp uge float %126, %619
  %622 = select i1 %621, i16 %60, i16 %43
  br label %"$L__BB11_26"

623:                                              ; preds = %"$L__BB11_26"
  %624 = zext i16 %60 to i32
  %625 = shl nuw i32 %624, 16
  %626 = bitcast i32 %625 to float
  %627 = fcmp oeq float %126, %626
  br i1 %627, label %"$L__BB11_29", label %"$L__BB11_28"

"$L__BB11_28":                                    ; preds = %623
  %628 = fcmp olt float %126, %626
  %629 = select i1 %628, i16 %60, i16 %43
  br label %"$L__BB11_30"

"$L__BB11_31":                                    ; preds = %"$L__BB11_30"
  %630 = select i1 %291, i16 %47, i16 32767
  %631 = select i1 %254, i16 %43, i16 %630
  br label %"$L__BB11_35"

"$L__BB11_33":                                    ; preds = %"$L__BB11_32"
  %632 = fcmp uge float %126, %133
  %633 = select i1 %632, i16 %47, i16 %43
  br label %"$L__BB11_35"

634:                                              ; preds = %"$L__BB11_35"
  %635 = fcmp oeq float %126, %133
  br i1 %635, label %"$L__BB11_38", label %"$L__BB11_37"

"$L__BB11_37":                                    ; preds = %634
  %636 = fcmp olt float %126, %133
  %637 = select i1 %636, i16 %47, i16 %43
  br label %"$L__BB11_39"
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fma.f16(half, half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.copysign.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.maxnum.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.minnum.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{}
