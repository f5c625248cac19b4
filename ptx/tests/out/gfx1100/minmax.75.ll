; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@F64_VALUES = protected addrspace(1) global [256 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\80\01\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\0F\80\00\00\00\00\00\00\10\00\00\00\00\00\00\00\F0?\00\00\00\00\00\00\F0\BF\01\00\00\00\00\00\F0?\00\00\00\00\00\00\F8?\18-DT\FB!\09@\18-DT\FB!\09\C0UUUUUU\D5?\FF\FF\FF\FF\FF\FF\EF\7F\FF\FF\FF\FF\FF\FF\EF\FF\00\00\00\00\00\00\F0\7F\00\00\00\00\00\00\F0\FF\00\00\00\00\00\00\F8\7F\00\00\00\00\00\00\F8\FF\01\00\00\00\00\00\F0\7F\01\00\00\00\00\000C\00\00\00\00\00\00\E0?\00\00\00\00\00\00\E0\C3\00\00\00\00\00\00\F0_\00\00\00\00\00\00\00 \FF\FF\FF\FF\FF\FF\EF?\03\00\00\00\00\00\F0?\03\00\00\00\00\00\00\00\01\00\00\00\00\00\10\80\00\00\00\00\00\00\E0\7F\01\00\00\00\00\00\A0\BC\9A\99\99\99\99\99\B9?\00\00\00\00\00\00Y\C0", align 8
@SPECIAL_PARTNERS = protected addrspace(1) global [32 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\C0\7F\01\00\C0\FF\00\00\80\7F\00\00\80\FF", align 4

define amdgpu_kernel void @f32_min(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 2
  %14 = and i32 %13, 124
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = bitcast i32 %18 to float
  %20 = shl i32 %12, 3
  %21 = and i32 %12, 96
  %22 = zext nneg i32 %21 to i64
  %23 = add i64 %22, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  %25 = load i32, ptr addrspace(1) %24, align 4, !invariant.load !1
  %26 = bitcast i32 %25 to float
  %27 = call float @llvm.minnum.f32(float %19, float %26)
  %28 = fcmp oeq float %19, 0.000000e+00
  %29 = fcmp oeq float %26, 0.000000e+00
  %30 = and i1 %28, %29
  %31 = or i32 %18, %25
  %32 = bitcast i32 %31 to float
  %33 = select i1 %30, float %32, float %27
  %34 = fcmp uno float %33, 0.000000e+00
  %35 = bitcast float %33 to i32
  %36 = select i1 %34, i32 2147483647, i32 %35
  %37 = zext i32 %20 to i64
  %38 = shl nuw nsw i64 %37, 2
  %39 = add i64 %38, %4
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %40, align 4
  %41 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 4)
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  %43 = load i32, ptr addrspace(1) %42, align 4, !invariant.load !1
  %44 = bitcast i32 %43 to float
  %45 = call float @llvm.minnum.f32(float %19, float %44)
  %46 = fcmp oeq float %44, 0.000000e+00
  %47 = and i1 %28, %46
  %48 = or i32 %18, %43
  %49 = bitcast i32 %48 to float
  %50 = select i1 %47, float %49, float %45
  %51 = fcmp uno float %50, 0.000000e+00
  %52 = bitcast float %50 to i32
  %53 = select i1 %51, i32 2147483647, i32 %52
  %54 = add i64 %39, 4
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 8)
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  %58 = load i32, ptr addrspace(1) %57, align 4, !invariant.load !1
  %59 = bitcast i32 %58 to float
  %60 = call float @llvm.minnum.f32(float %19, float %59)
  %61 = fcmp oeq float %59, 0.000000e+00
  %62 = and i1 %28, %61
  %63 = or i32 %18, %58
  %64 = bitcast i32 %63 to float
  %65 = select i1 %62, float %64, float %60
  %66 = fcmp uno float %65, 0.000000e+00
  %67 = bitcast float %65 to i32
  %68 = select i1 %66, i32 2147483647, i32 %67
  %69 = add i64 %39, 8
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 12)
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  %73 = load i32, ptr addrspace(1) %72, align 4, !invariant.load !1
  %74 = bitcast i32 %73 to float
  %75 = call float @llvm.minnum.f32(float %19, float %74)
  %76 = fcmp oeq float %74, 0.000000e+00
  %77 = and i1 %28, %76
  %78 = or i32 %18, %73
  %79 = bitcast i32 %78 to float
  %80 = select i1 %77, float %79, float %75
  %81 = fcmp uno float %80, 0.000000e+00
  %82 = bitcast float %80 to i32
  %83 = select i1 %81, i32 2147483647, i32 %82
  %84 = add i64 %39, 12
  %85 = inttoptr i64 %84 to ptr addrspace(1)
  store i32 %83, ptr addrspace(1) %85, align 4
  %86 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 16)
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  %88 = load i32, ptr addrspace(1) %87, align 4, !invariant.load !1
  %89 = bitcast i32 %88 to float
  %90 = call float @llvm.minnum.f32(float %19, float %89)
  %91 = fcmp oeq float %89, 0.000000e+00
  %92 = and i1 %28, %91
  %93 = or i32 %18, %88
  %94 = bitcast i32 %93 to float
  %95 = select i1 %92, float %94, float %90
  %96 = fcmp uno float %95, 0.000000e+00
  %97 = bitcast float %95 to i32
  %98 = select i1 %96, i32 2147483647, i32 %97
  %99 = add i64 %39, 16
  %100 = inttoptr i64 %99 to ptr addrspace(1)
  store i32 %98, ptr addrspace(1) %100, align 4
  %101 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 20)
  %102 = inttoptr i64 %101 to ptr addrspace(1)
  %103 = load i32, ptr addrspace(1) %102, align 4, !invariant.load !1
  %104 = bitcast i32 %103 to float
  %105 = call float @llvm.minnum.f32(float %19, float %104)
  %106 = fcmp oeq float %104, 0.000000e+00
  %107 = and i1 %28, %106
  %108 = or i32 %18, %103
  %109 = bitcast i32 %108 to float
  %110 = select i1 %107, float %109, float %105
  %111 = fcmp uno float %110, 0.000000e+00
  %112 = bitcast float %110 to i32
  %113 = select i1 %111, i32 2147483647, i32 %112
  %114 = add i64 %39, 20
  %115 = inttoptr i64 %114 to ptr addrspace(1)
  store i32 %113, ptr addrspace(1) %115, align 4
  %116 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 24)
  %117 = inttoptr i64 %116 to ptr addrspace(1)
  %118 = load i32, ptr addrspace(1) %117, align 4, !invariant.load !1
  %119 = bitcast i32 %118 to float
  %120 = call float @llvm.minnum.f32(float %19, float %119)
  %121 = fcmp oeq float %119, 0.000000e+00
  %122 = and i1 %28, %121
  %123 = or i32 %18, %118
  %124 = bitcast i32 %123 to float
  %125 = select i1 %122, float %124, float %120
  %126 = fcmp uno float %125, 0.000000e+00
  %127 = bitcast float %125 to i32
  %128 = select i1 %126, i32 2147483647, i32 %127
  %129 = add i64 %39, 24
  %130 = inttoptr i64 %129 to ptr addrspace(1)
  store i32 %128, ptr addrspace(1) %130, align 4
  %131 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 28)
  %132 = inttoptr i64 %131 to ptr addrspace(1)
  %133 = load i32, ptr addrspace(1) %132, align 4, !invariant.load !1
  %134 = bitcast i32 %133 to float
  %135 = call float @llvm.minnum.f32(float %19, float %134)
  %136 = fcmp oeq float %134, 0.000000e+00
  %137 = and i1 %28, %136
  %138 = or i32 %18, %133
  %139 = bitcast i32 %138 to float
  %140 = select i1 %137, float %139, float %135
  %141 = fcmp uno float %140, 0.000000e+00
  %142 = bitcast float %140 to i32
  %143 = select i1 %141, i32 2147483647, i32 %142
  %144 = add i64 %39, 28
  %145 = inttoptr i64 %144 to ptr addrspace(1)
  store i32 %143, ptr addrspace(1) %145, align 4
  ret void
}

define amdgpu_kernel void @f32_max(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 2
  %14 = and i32 %13, 124
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = bitcast i32 %18 to float
  %20 = shl i32 %12, 3
  %21 = and i32 %12, 96
  %22 = zext nneg i32 %21 to i64
  %23 = add i64 %22, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  %25 = load i32, ptr addrspace(1) %24, align 4, !invariant.load !1
  %26 = bitcast i32 %25 to float
  %27 = call float @llvm.maxnum.f32(float %19, float %26)
  %28 = fcmp oeq float %19, 0.000000e+00
  %29 = fcmp oeq float %26, 0.000000e+00
  %30 = and i1 %28, %29
  %31 = and i32 %18, %25
  %32 = bitcast i32 %31 to float
  %33 = select i1 %30, float %32, float %27
  %34 = fcmp uno float %33, 0.000000e+00
  %35 = bitcast float %33 to i32
  %36 = select i1 %34, i32 2147483647, i32 %35
  %37 = zext i32 %20 to i64
  %38 = shl nuw nsw i64 %37, 2
  %39 = add i64 %38, %4
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %40, align 4
  %41 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 4)
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  %43 = load i32, ptr addrspace(1) %42, align 4, !invariant.load !1
  %44 = bitcast i32 %43 to float
  %45 = call float @llvm.maxnum.f32(float %19, float %44)
  %46 = fcmp oeq float %44, 0.000000e+00
  %47 = and i1 %28, %46
  %48 = and i32 %18, %43
  %49 = bitcast i32 %48 to float
  %50 = select i1 %47, float %49, float %45
  %51 = fcmp uno float %50, 0.000000e+00
  %52 = bitcast float %50 to i32
  %53 = select i1 %51, i32 2147483647, i32 %52
  %54 = add i64 %39, 4
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 8)
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  %58 = load i32, ptr addrspace(1) %57, align 4, !invariant.load !1
  %59 = bitcast i32 %58 to float
  %60 = call float @llvm.maxnum.f32(float %19, float %59)
  %61 = fcmp oeq float %59, 0.000000e+00
  %62 = and i1 %28, %61
  %63 = and i32 %18, %58
  %64 = bitcast i32 %63 to float
  %65 = select i1 %62, float %64, float %60
  %66 = fcmp uno float %65, 0.000000e+00
  %67 = bitcast float %65 to i32
  %68 = select i1 %66, i32 2147483647, i32 %67
  %69 = add i64 %39, 8
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 12)
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  %73 = load i32, ptr addrspace(1) %72, align 4, !invariant.load !1
  %74 = bitcast i32 %73 to float
  %75 = call float @llvm.maxnum.f32(float %19, float %74)
  %76 = fcmp oeq float %74, 0.000000e+00
  %77 = and i1 %28, %76
  %78 = and i32 %18, %73
  %79 = bitcast i32 %78 to float
  %80 = select i1 %77, float %79, float %75
  %81 = fcmp uno float %80, 0.000000e+00
  %82 = bitcast float %80 to i32
  %83 = select i1 %81, i32 2147483647, i32 %82
  %84 = add i64 %39, 12
  %85 = inttoptr i64 %84 to ptr addrspace(1)
  store i32 %83, ptr addrspace(1) %85, align 4
  %86 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 16)
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  %88 = load i32, ptr addrspace(1) %87, align 4, !invariant.load !1
  %89 = bitcast i32 %88 to float
  %90 = call float @llvm.maxnum.f32(float %19, float %89)
  %91 = fcmp oeq float %89, 0.000000e+00
  %92 = and i1 %28, %91
  %93 = and i32 %18, %88
  %94 = bitcast i32 %93 to float
  %95 = select i1 %92, float %94, float %90
  %96 = fcmp uno float %95, 0.000000e+00
  %97 = bitcast float %95 to i32
  %98 = select i1 %96, i32 2147483647, i32 %97
  %99 = add i64 %39, 16
  %100 = inttoptr i64 %99 to ptr addrspace(1)
  store i32 %98, ptr addrspace(1) %100, align 4
  %101 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 20)
  %102 = inttoptr i64 %101 to ptr addrspace(1)
  %103 = load i32, ptr addrspace(1) %102, align 4, !invariant.load !1
  %104 = bitcast i32 %103 to float
  %105 = call float @llvm.maxnum.f32(float %19, float %104)
  %106 = fcmp oeq float %104, 0.000000e+00
  %107 = and i1 %28, %106
  %108 = and i32 %18, %103
  %109 = bitcast i32 %108 to float
  %110 = select i1 %107, float %109, float %105
  %111 = fcmp uno float %110, 0.000000e+00
  %112 = bitcast float %110 to i32
  %113 = select i1 %111, i32 2147483647, i32 %112
  %114 = add i64 %39, 20
  %115 = inttoptr i64 %114 to ptr addrspace(1)
  store i32 %113, ptr addrspace(1) %115, align 4
  %116 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 24)
  %117 = inttoptr i64 %116 to ptr addrspace(1)
  %118 = load i32, ptr addrspace(1) %117, align 4, !invariant.load !1
  %119 = bitcast i32 %118 to float
  %120 = call float @llvm.maxnum.f32(float %19, float %119)
  %121 = fcmp oeq float %119, 0.000000e+00
  %122 = and i1 %28, %121
  %123 = and i32 %18, %118
  %124 = bitcast i32 %123 to float
  %125 = select i1 %122, float %124, float %120
  %126 = fcmp uno float %125, 0.000000e+00
  %127 = bitcast float %125 to i32
  %128 = select i1 %126, i32 2147483647, i32 %127
  %129 = add i64 %39, 24
  %130 = inttoptr i64 %129 to ptr addrspace(1)
  store i32 %128, ptr addrspace(1) %130, align 4
  %131 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 28)
  %132 = inttoptr i64 %131 to ptr addrspace(1)
  %133 = load i32, ptr addrspace(1) %132, align 4, !invariant.load !1
  %134 = bitcast i32 %133 to float
  %135 = call float @llvm.maxnum.f32(float %19, float %134)
  %136 = fcmp oeq float %134, 0.000000e+00
  %137 = and i1 %28, %136
  %138 = and i32 %18, %133
  %139 = bitcast i32 %138 to float
  %140 = select i1 %137, float %139, float %135
  %141 = fcmp uno float %140, 0.000000e+00
  %142 = bitcast float %140 to i32
  %143 = select i1 %141, i32 2147483647, i32 %142
  %144 = add i64 %39, 28
  %145 = inttoptr i64 %144 to ptr addrspace(1)
  store i32 %143, ptr addrspace(1) %145, align 4
  ret void
}

define amdgpu_kernel void @f32_minmax_ftz(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 2
  %14 = and i32 %13, 124
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load float, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = shl i32 %12, 3
  %20 = lshr i32 %12, 2
  %21 = and i32 %20, 1073741816
  %22 = zext nneg i32 %21 to i64
  %23 = add i64 %22, ptrtoint (ptr addrspace(1) @SPECIAL_PARTNERS to i64)
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  %25 = load i32, ptr addrspace(1) %24, align 4, !invariant.load !1
  %26 = bitcast i32 %25 to float
  %27 = call float @llvm.fabs.f32(float %18)
  %28 = fcmp olt float %27, 0x3810000000000000
  %29 = call float @llvm.copysign.f32(float 0.000000e+00, float %18)
  %30 = select i1 %28, float %29, float %18
  %31 = call float @llvm.fabs.f32(float %26)
  %32 = fcmp olt float %31, 0x3810000000000000
  %33 = call float @llvm.copysign.f32(float 0.000000e+00, float %26)
  %34 = select i1 %32, float %33, float %26
  %35 = call float @llvm.minnum.f32(float %30, float %34)
  %36 = fcmp oeq float %30, 0.000000e+00
  %37 = fcmp oeq float %34, 0.000000e+00
  %38 = and i1 %36, %37
  %39 = bitcast float %30 to i32
  %40 = bitcast float %34 to i32
  %41 = or i32 %39, %40
  %42 = bitcast i32 %41 to float
  %43 = select i1 %38, float %42, float %35
  %44 = call float @llvm.fabs.f32(float %43)
  %45 = fcmp olt float %44, 0x3810000000000000
  %46 = call float @llvm.copysign.f32(float 0.000000e+00, float %43)
  %47 = select i1 %45, float %46, float %43
  %48 = fcmp uno float %47, 0.000000e+00
  %49 = bitcast float %47 to i32
  %50 = select i1 %48, i32 2147483647, i32 %49
  %51 = zext i32 %19 to i64
  %52 = shl nuw nsw i64 %51, 2
  %53 = add i64 %52, %4
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %54, align 4
  %55 = call float @llvm.maxnum.f32(float %34, float %30)
  %56 = and i32 %40, %39
  %57 = bitcast i32 %56 to float
  %58 = select i1 %38, float %57, float %55
  %59 = call float @llvm.fabs.f32(float %58)
  %60 = fcmp olt float %59, 0x3810000000000000
  %61 = call float @llvm.copysign.f32(float 0.000000e+00, float %58)
  %62 = select i1 %60, float %61, float %58
  %63 = fcmp uno float %62, 0.000000e+00
  %64 = bitcast float %62 to i32
  %65 = select i1 %63, i32 2147483647, i32 %64
  %66 = add i64 %53, 4
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  %68 = add i64 %22, add (i64 ptrtoint (ptr addrspace(1) @SPECIAL_PARTNERS to i64), i64 4)
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  %70 = load i32, ptr addrspace(1) %69, align 4, !invariant.load !1
  %71 = bitcast i32 %70 to float
  %72 = call float @llvm.fabs.f32(float %71)
  %73 = fcmp olt float %72, 0x3810000000000000
  %74 = call float @llvm.copysign.f32(float 0.000000e+00, float %71)
  %75 = select i1 %73, float %74, float %71
  %76 = call float @llvm.minnum.f32(float %30, float %75)
  %77 = fcmp oeq float %75, 0.000000e+00
  %78 = and i1 %36, %77
  %79 = bitcast float %75 to i32
  %80 = or i32 %39, %79
  %81 = bitcast i32 %80 to float
  %82 = select i1 %78, float %81, float %76
  %83 = call float @llvm.fabs.f32(float %82)
  %84 = fcmp olt float %83, 0x3810000000000000
  %85 = call float @llvm.copysign.f32(float 0.000000e+00, float %82)
  %86 = select i1 %84, float %85, float %82
  %87 = fcmp uno float %86, 0.000000e+00
  %88 = bitcast float %86 to i32
  %89 = select i1 %87, i32 2147483647, i32 %88
  %90 = add i64 %53, 8
  %91 = inttoptr i64 %90 to ptr addrspace(1)
  store i32 %89, ptr addrspace(1) %91, align 4
  %92 = call float @llvm.maxnum.f32(float %75, float %30)
  %93 = and i32 %79, %39
  %94 = bitcast i32 %93 to float
  %95 = select i1 %78, float %94, float %92
  %96 = call float @llvm.fabs.f32(float %95)
  %97 = fcmp olt float %96, 0x3810000000000000
  %98 = call float @llvm.copysign.f32(float 0.000000e+00, float %95)
  %99 = select i1 %97, float %98, float %95
  %100 = fcmp uno float %99, 0.000000e+00
  %101 = bitcast float %99 to i32
  %102 = select i1 %100, i32 2147483647, i32 %101
  %103 = add i64 %53, 12
  %104 = inttoptr i64 %103 to ptr addrspace(1)
  store i32 %102, ptr addrspace(1) %104, align 4
  %105 = xor i32 %25, 8388608
  %106 = bitcast i32 %105 to float
  %107 = call float @llvm.fabs.f32(float %106)
  %108 = fcmp olt float %107, 0x3810000000000000
  %109 = call float @llvm.copysign.f32(float 0.000000e+00, float %106)
  %110 = select i1 %108, float %109, float %106
  %111 = call float @llvm.minnum.f32(float %30, float %110)
  %112 = fcmp oeq float %110, 0.000000e+00
  %113 = and i1 %36, %112
  %114 = bitcast float %110 to i32
  %115 = or i32 %39, %114
  %116 = bitcast i32 %115 to float
  %117 = select i1 %113, float %116, float %111
  %118 = call float @llvm.fabs.f32(float %117)
  %119 = fcmp olt float %118, 0x3810000000000000
  %120 = call float @llvm.copysign.f32(float 0.000000e+00, float %117)
  %121 = select i1 %119, float %120, float %117
  %122 = fcmp uno float %121, 0.000000e+00
  %123 = bitcast float %121 to i32
  %124 = select i1 %122, i32 2147483647, i32 %123
  %125 = add i64 %53, 16
  %126 = inttoptr i64 %125 to ptr addrspace(1)
  store i32 %124, ptr addrspace(1) %126, align 4
  %127 = call float @llvm.maxnum.f32(float %110, float %30)
  %128 = and i32 %114, %39
  %129 = bitcast i32 %128 to float
  %130 = select i1 %113, float %129, float %127
  %131 = call float @llvm.fabs.f32(float %130)
  %132 = fcmp olt float %131, 0x3810000000000000
  %133 = call float @llvm.copysign.f32(float 0.000000e+00, float %130)
  %134 = select i1 %132, float %133, float %130
  %135 = fcmp uno float %134, 0.000000e+00
  %136 = bitcast float %134 to i32
  %137 = select i1 %135, i32 2147483647, i32 %136
  %138 = add i64 %53, 20
  %139 = inttoptr i64 %138 to ptr addrspace(1)
  store i32 %137, ptr addrspace(1) %139, align 4
  %140 = xor i32 %70, 8388608
  %141 = bitcast i32 %140 to float
  %142 = call float @llvm.fabs.f32(float %141)
  %143 = fcmp olt float %142, 0x3810000000000000
  %144 = call float @llvm.copysign.f32(float 0.000000e+00, float %141)
  %145 = select i1 %143, float %144, float %141
  %146 = call float @llvm.minnum.f32(float %30, float %145)
  %147 = fcmp oeq float %145, 0.000000e+00
  %148 = and i1 %36, %147
  %149 = bitcast float %145 to i32
  %150 = or i32 %39, %149
  %151 = bitcast i32 %150 to float
  %152 = select i1 %148, float %151, float %146
  %153 = call float @llvm.fabs.f32(float %152)
  %154 = fcmp olt float %153, 0x3810000000000000
  %155 = call float @llvm.copysign.f32(float 0.000000e+00, float %152)
  %156 = select i1 %154, float %155, float %152
  %157 = fcmp uno float %156, 0.000000e+00
  %158 = bitcast float %156 to i32
  %159 = select i1 %157, i32 2147483647, i32 %158
  %160 = add i64 %53, 24
  %161 = inttoptr i64 %160 to ptr addrspace(1)
  store i32 %159, ptr addrspace(1) %161, align 4
  %162 = call float @llvm.maxnum.f32(float %145, float %30)
  %163 = and i32 %149, %39
  %164 = bitcast i32 %163 to float
  %165 = select i1 %148, float %164, float %162
  %166 = call float @llvm.fabs.f32(float %165)
  %167 = fcmp olt float %166, 0x3810000000000000
  %168 = call float @llvm.copysign.f32(float 0.000000e+00, float %165)
  %169 = select i1 %167, float %168, float %165
  %170 = fcmp uno float %169, 0.000000e+00
  %171 = bitcast float %169 to i32
  %172 = select i1 %170, i32 2147483647, i32 %171
  %173 = add i64 %53, 28
  %174 = inttoptr i64 %173 to ptr addrspace(1)
  store i32 %172, ptr addrspace(1) %174, align 4
  ret void
}

define amdgpu_kernel void @f32_minmax_zero_bits(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 2
  %14 = and i32 %13, 28
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @SPECIAL_PARTNERS to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = bitcast i32 %18 to float
  %20 = lshr i32 %12, 1
  %21 = and i32 %20, 28
  %22 = zext nneg i32 %21 to i64
  %23 = add i64 %22, ptrtoint (ptr addrspace(1) @SPECIAL_PARTNERS to i64)
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  %25 = load i32, ptr addrspace(1) %24, align 4, !invariant.load !1
  %26 = bitcast i32 %25 to float
  %27 = shl i32 %12, 1
  %28 = and i32 %27, 124
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %29, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  %32 = load i32, ptr addrspace(1) %31, align 4, !invariant.load !1
  %33 = bitcast i32 %32 to float
  %34 = shl i32 %12, 3
  %35 = zext i32 %34 to i64
  %36 = shl nuw nsw i64 %35, 2
  %37 = add i64 %36, %4
  %38 = call float @llvm.minnum.f32(float %19, float %26)
  %39 = fcmp oeq float %19, 0.000000e+00
  %40 = fcmp oeq float %26, 0.000000e+00
  %41 = and i1 %39, %40
  %42 = or i32 %18, %25
  %43 = bitcast i32 %42 to float
  %44 = select i1 %41, float %43, float %38
  %45 = fcmp uno float %44, 0.000000e+00
  %46 = bitcast float %44 to i32
  %47 = select i1 %45, i32 2147483647, i32 %46
  %48 = inttoptr i64 %37 to ptr addrspace(1)
  store i32 %47, ptr addrspace(1) %48, align 4
  %49 = call float @llvm.maxnum.f32(float %19, float %26)
  %50 = and i32 %18, %25
  %51 = bitcast i32 %50 to float
  %52 = select i1 %41, float %51, float %49
  %53 = fcmp uno float %52, 0.000000e+00
  %54 = bitcast float %52 to i32
  %55 = select i1 %53, i32 2147483647, i32 %54
  %56 = add i64 %37, 4
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %57, align 4
  %58 = call float @llvm.fabs.f32(float %19)
  %59 = fcmp olt float %58, 0x3810000000000000
  %60 = call float @llvm.copysign.f32(float 0.000000e+00, float %19)
  %61 = select i1 %59, float %60, float %19
  %62 = call float @llvm.fabs.f32(float %26)
  %63 = fcmp olt float %62, 0x3810000000000000
  %64 = call float @llvm.copysign.f32(float 0.000000e+00, float %26)
  %65 = select i1 %63, float %64, float %26
  %66 = call float @llvm.minnum.f32(float %61, float %65)
  %67 = fcmp oeq float %61, 0.000000e+00
  %68 = fcmp oeq float %65, 0.000000e+00
  %69 = and i1 %67, %68
  %70 = bitcast float %61 to i32
  %71 = bitcast float %65 to i32
  %72 = or i32 %70, %71
  %73 = bitcast i32 %72 to float
  %74 = select i1 %69, float %73, float %66
  %75 = call float @llvm.fabs.f32(float %74)
  %76 = fcmp olt float %75, 0x3810000000000000
  %77 = call float @llvm.copysign.f32(float 0.000000e+00, float %74)
  %78 = select i1 %76, float %77, float %74
  %79 = fcmp uno float %78, 0.000000e+00
  %80 = bitcast float %78 to i32
  %81 = select i1 %79, i32 2147483647, i32 %80
  %82 = add i64 %37, 8
  %83 = inttoptr i64 %82 to ptr addrspace(1)
  store i32 %81, ptr addrspace(1) %83, align 4
  %84 = call float @llvm.maxnum.f32(float %61, float %65)
  %85 = and i32 %70, %71
  %86 = bitcast i32 %85 to float
  %87 = select i1 %69, float %86, float %84
  %88 = call float @llvm.fabs.f32(float %87)
  %89 = fcmp olt float %88, 0x3810000000000000
  %90 = call float @llvm.copysign.f32(float 0.000000e+00, float %87)
  %91 = select i1 %89, float %90, float %87
  %92 = fcmp uno float %91, 0.000000e+00
  %93 = bitcast float %91 to i32
  %94 = select i1 %92, i32 2147483647, i32 %93
  %95 = add i64 %37, 12
  %96 = inttoptr i64 %95 to ptr addrspace(1)
  store i32 %94, ptr addrspace(1) %96, align 4
  %97 = call float @llvm.minnum.f32(float %19, float %33)
  %98 = fcmp oeq float %33, 0.000000e+00
  %99 = and i1 %39, %98
  %100 = or i32 %18, %32
  %101 = bitcast i32 %100 to float
  %102 = select i1 %99, float %101, float %97
  %103 = fcmp uno float %102, 0.000000e+00
  %104 = bitcast float %102 to i32
  %105 = select i1 %103, i32 2147483647, i32 %104
  %106 = add i64 %37, 16
  %107 = inttoptr i64 %106 to ptr addrspace(1)
  store i32 %105, ptr addrspace(1) %107, align 4
  %108 = call float @llvm.maxnum.f32(float %33, float %26)
  %109 = and i1 %98, %40
  %110 = and i32 %32, %25
  %111 = bitcast i32 %110 to float
  %112 = select i1 %109, float %111, float %108
  %113 = fcmp uno float %112, 0.000000e+00
  %114 = bitcast float %112 to i32
  %115 = select i1 %113, i32 2147483647, i32 %114
  %116 = add i64 %37, 20
  %117 = inttoptr i64 %116 to ptr addrspace(1)
  store i32 %115, ptr addrspace(1) %117, align 4
  %118 = fpext float %19 to double
  %119 = fpext float %33 to double
  %120 = call double @llvm.minnum.f64(double %118, double %119)
  %121 = bitcast double %118 to i64
  %122 = bitcast double %119 to i64
  %123 = or i64 %121, %122
  %124 = bitcast i64 %123 to double
  %125 = select i1 %99, double %124, double %120
  %126 = fcmp uno double %125, 0.000000e+00
  %127 = bitcast double %125 to i64
  %128 = lshr i64 %127, 32
  %129 = xor i64 %128, %127
  %130 = trunc i64 %129 to i32
  %131 = select i1 %126, i32 -2147483648, i32 %130
  %132 = add i64 %37, 24
  %133 = inttoptr i64 %132 to ptr addrspace(1)
  store i32 %131, ptr addrspace(1) %133, align 4
  %134 = fpext float %26 to double
  %135 = call double @llvm.maxnum.f64(double %134, double %119)
  %136 = bitcast double %134 to i64
  %137 = and i64 %136, %122
  %138 = bitcast i64 %137 to double
  %139 = select i1 %109, double %138, double %135
  %140 = fcmp uno double %139, 0.000000e+00
  %141 = bitcast double %139 to i64
  %142 = lshr i64 %141, 32
  %143 = trunc nuw i64 %142 to i32
  %144 = select i1 %140, i32 2147483647, i32 %143
  %145 = add i64 %37, 28
  %146 = inttoptr i64 %145 to ptr addrspace(1)
  store i32 %144, ptr addrspace(1) %146, align 4
  ret void
}

define amdgpu_kernel void @f64_min(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %15 = and i64 %14, 248
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F64_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !1
  %19 = bitcast i64 %18 to double
  %20 = lshr i32 %12, 4
  %21 = and i32 %20, 1
  %22 = lshr i32 %12, 2
  %23 = and i32 %22, 536870904
  %24 = or disjoint i32 %21, %23
  %25 = shl nuw i32 %24, 3
  %26 = and i32 %25, 200
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @F64_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i64, ptr addrspace(1) %29, align 8, !invariant.load !1
  %31 = bitcast i64 %30 to double
  %32 = call double @llvm.minnum.f64(double %19, double %31)
  %33 = fcmp oeq double %19, 0.000000e+00
  %34 = fcmp oeq double %31, 0.000000e+00
  %35 = and i1 %33, %34
  %36 = or i64 %18, %30
  %37 = bitcast i64 %36 to double
  %38 = select i1 %35, double %37, double %32
  %39 = fcmp uno double %38, 0.000000e+00
  %40 = bitcast double %38 to i64
  %41 = trunc i64 %40 to i32
  %42 = select i1 %39, i32 -1, i32 %41
  %43 = shl nuw nsw i64 %14, 2
  %44 = add i64 %43, %4
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %45, align 4
  %46 = lshr i64 %40, 32
  %47 = trunc nuw i64 %46 to i32
  %48 = select i1 %39, i32 2147483647, i32 %47
  %49 = add i64 %44, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = add i64 %27, add (i64 ptrtoint (ptr addrspace(1) @F64_VALUES to i64), i64 16)
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  %53 = load i64, ptr addrspace(1) %52, align 8, !invariant.load !1
  %54 = bitcast i64 %53 to double
  %55 = call double @llvm.minnum.f64(double %19, double %54)
  %56 = fcmp oeq double %54, 0.000000e+00
  %57 = and i1 %33, %56
  %58 = or i64 %18, %53
  %59 = bitcast i64 %58 to double
  %60 = select i1 %57, double %59, double %55
  %61 = fcmp uno double %60, 0.000000e+00
  %62 = bitcast double %60 to i64
  %63 = trunc i64 %62 to i32
  %64 = select i1 %61, i32 -1, i32 %63
  %65 = add i64 %44, 8
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store i32 %64, ptr addrspace(1) %66, align 4
  %67 = lshr i64 %62, 32
  %68 = trunc nuw i64 %67 to i32
  %69 = select i1 %61, i32 2147483647, i32 %68
  %70 = add i64 %44, 12
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  store i32 %69, ptr addrspace(1) %71, align 4
  %72 = add i64 %27, add (i64 ptrtoint (ptr addrspace(1) @F64_VALUES to i64), i64 32)
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  %74 = load i64, ptr addrspace(1) %73, align 8, !invariant.load !1
  %75 = bitcast i64 %74 to double
  %76 = call double @llvm.minnum.f64(double %19, double %75)
  %77 = fcmp oeq double %75, 0.000000e+00
  %78 = and i1 %33, %77
  %79 = or i64 %18, %74
  %80 = bitcast i64 %79 to double
  %81 = select i1 %78, double %80, double %76
  %82 = fcmp uno double %81, 0.000000e+00
  %83 = bitcast double %81 to i64
  %84 = trunc i64 %83 to i32
  %85 = select i1 %82, i32 -1, i32 %84
  %86 = add i64 %44, 16
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  store i32 %85, ptr addrspace(1) %87, align 4
  %88 = lshr i64 %83, 32
  %89 = trunc nuw i64 %88 to i32
  %90 = select i1 %82, i32 2147483647, i32 %89
  %91 = add i64 %44, 20
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %92, align 4
  %93 = add i64 %27, add (i64 ptrtoint (ptr addrspace(1) @F64_VALUES to i64), i64 48)
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  %95 = load i64, ptr addrspace(1) %94, align 8, !invariant.load !1
  %96 = bitcast i64 %95 to double
  %97 = call double @llvm.minnum.f64(double %19, double %96)
  %98 = fcmp oeq double %96, 0.000000e+00
  %99 = and i1 %33, %98
  %100 = or i64 %18, %95
  %101 = bitcast i64 %100 to double
  %102 = select i1 %99, double %101, double %97
  %103 = fcmp uno double %102, 0.000000e+00
  %104 = bitcast double %102 to i64
  %105 = trunc i64 %104 to i32
  %106 = select i1 %103, i32 -1, i32 %105
  %107 = add i64 %44, 24
  %108 = inttoptr i64 %107 to ptr addrspace(1)
  store i32 %106, ptr addrspace(1) %108, align 4
  %109 = lshr i64 %104, 32
  %110 = trunc nuw i64 %109 to i32
  %111 = select i1 %103, i32 2147483647, i32 %110
  %112 = add i64 %44, 28
  %113 = inttoptr i64 %112 to ptr addrspace(1)
  store i32 %111, ptr addrspace(1) %113, align 4
  ret void
}

define amdgpu_kernel void @f64_max(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %15 = and i64 %14, 248
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F64_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !1
  %19 = bitcast i64 %18 to double
  %20 = lshr i32 %12, 4
  %21 = and i32 %20, 1
  %22 = lshr i32 %12, 2
  %23 = and i32 %22, 536870904
  %24 = or disjoint i32 %21, %23
  %25 = shl nuw i32 %24, 3
  %26 = and i32 %25, 200
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @F64_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i64, ptr addrspace(1) %29, align 8, !invariant.load !1
  %31 = bitcast i64 %30 to double
  %32 = call double @llvm.maxnum.f64(double %19, double %31)
  %33 = fcmp oeq double %19, 0.000000e+00
  %34 = fcmp oeq double %31, 0.000000e+00
  %35 = and i1 %33, %34
  %36 = and i64 %18, %30
  %37 = bitcast i64 %36 to double
  %38 = select i1 %35, double %37, double %32
  %39 = fcmp uno double %38, 0.000000e+00
  %40 = bitcast double %38 to i64
  %41 = trunc i64 %40 to i32
  %42 = select i1 %39, i32 -1, i32 %41
  %43 = shl nuw nsw i64 %14, 2
  %44 = add i64 %43, %4
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %45, align 4
  %46 = lshr i64 %40, 32
  %47 = trunc nuw i64 %46 to i32
  %48 = select i1 %39, i32 2147483647, i32 %47
  %49 = add i64 %44, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = add i64 %27, add (i64 ptrtoint (ptr addrspace(1) @F64_VALUES to i64), i64 16)
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  %53 = load i64, ptr addrspace(1) %52, align 8, !invariant.load !1
  %54 = bitcast i64 %53 to double
  %55 = call double @llvm.maxnum.f64(double %19, double %54)
  %56 = fcmp oeq double %54, 0.000000e+00
  %57 = and i1 %33, %56
  %58 = and i64 %18, %53
  %59 = bitcast i64 %58 to double
  %60 = select i1 %57, double %59, double %55
  %61 = fcmp uno double %60, 0.000000e+00
  %62 = bitcast double %60 to i64
  %63 = trunc i64 %62 to i32
  %64 = select i1 %61, i32 -1, i32 %63
  %65 = add i64 %44, 8
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store i32 %64, ptr addrspace(1) %66, align 4
  %67 = lshr i64 %62, 32
  %68 = trunc nuw i64 %67 to i32
  %69 = select i1 %61, i32 2147483647, i32 %68
  %70 = add i64 %44, 12
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  store i32 %69, ptr addrspace(1) %71, align 4
  %72 = add i64 %27, add (i64 ptrtoint (ptr addrspace(1) @F64_VALUES to i64), i64 32)
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  %74 = load i64, ptr addrspace(1) %73, align 8, !invariant.load !1
  %75 = bitcast i64 %74 to double
  %76 = call double @llvm.maxnum.f64(double %19, double %75)
  %77 = fcmp oeq double %75, 0.000000e+00
  %78 = and i1 %33, %77
  %79 = and i64 %18, %74
  %80 = bitcast i64 %79 to double
  %81 = select i1 %78, double %80, double %76
  %82 = fcmp uno double %81, 0.000000e+00
  %83 = bitcast double %81 to i64
  %84 = trunc i64 %83 to i32
  %85 = select i1 %82, i32 -1, i32 %84
  %86 = add i64 %44, 16
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  store i32 %85, ptr addrspace(1) %87, align 4
  %88 = lshr i64 %83, 32
  %89 = trunc nuw i64 %88 to i32
  %90 = select i1 %82, i32 2147483647, i32 %89
  %91 = add i64 %44, 20
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %92, align 4
  %93 = add i64 %27, add (i64 ptrtoint (ptr addrspace(1) @F64_VALUES to i64), i64 48)
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  %95 = load i64, ptr addrspace(1) %94, align 8, !invariant.load !1
  %96 = bitcast i64 %95 to double
  %97 = call double @llvm.maxnum.f64(double %19, double %96)
  %98 = fcmp oeq double %96, 0.000000e+00
  %99 = and i1 %33, %98
  %100 = and i64 %18, %95
  %101 = bitcast i64 %100 to double
  %102 = select i1 %99, double %101, double %97
  %103 = fcmp uno double %102, 0.000000e+00
  %104 = bitcast double %102 to i64
  %105 = trunc i64 %104 to i32
  %106 = select i1 %103, i32 -1, i32 %105
  %107 = add i64 %44, 24
  %108 = inttoptr i64 %107 to ptr addrspace(1)
  store i32 %106, ptr addrspace(1) %108, align 4
  %109 = lshr i64 %104, 32
  %110 = trunc nuw i64 %109 to i32
  %111 = select i1 %103, i32 2147483647, i32 %110
  %112 = add i64 %44, 28
  %113 = inttoptr i64 %112 to ptr addrspace(1)
  store i32 %111, ptr addrspace(1) %113, align 4
  ret void
}

define amdgpu_kernel void @f32_minmax_nan(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %4 = getelementptr i8, ptr addrspace(4) %3, i64 4
  %5 = load i16, ptr addrspace(4) %4, align 2
  %6 = zext i16 %5 to i32
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %2, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %14 = and i32 %9, -32
  %15 = shl i32 %9, 3
  %16 = and i32 %15, 24
  %17 = or disjoint i32 %14, %16
  %18 = inttoptr i64 %13 to ptr addrspace(1)
  %19 = load i32, ptr addrspace(1) %18, align 4, !invariant.load !1
  %20 = bitcast i32 %19 to float
  %21 = call float @llvm.fabs.f32(float %20)
  %22 = fcmp olt float %21, 0x3810000000000000
  %23 = and i32 %19, -2147483648
  %24 = bitcast i32 %23 to float
  %25 = select i1 %22, float %24, float %20
  %26 = bitcast float %25 to i32
  %27 = and i32 %17, 120
  %28 = zext nneg i32 %27 to i64
  %29 = add i64 %28, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %30 = lshr i32 %9, 2
  %31 = and i32 %30, 1073741816
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %32, ptrtoint (ptr addrspace(1) @SPECIAL_PARTNERS to i64)
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = load i32, ptr addrspace(1) %34, align 4, !invariant.load !1
  %36 = bitcast i32 %35 to float
  %37 = inttoptr i64 %29 to ptr addrspace(1)
  %38 = load i32, ptr addrspace(1) %37, align 4, !invariant.load !1
  %39 = bitcast i32 %38 to float
  %40 = fcmp uno float %20, %39
  br i1 %40, label %"$L__BB6_4", label %126

"$L__BB6_4":                                      ; preds = %"$L__BB6_2", %"$L__BB6_3", %allocas
  %"%f47.0" = phi float [ 0x7FFFFFFFE0000000, %allocas ], [ %52, %"$L__BB6_3" ], [ %129, %"$L__BB6_2" ]
  %41 = bitcast float %"%f47.0" to i32
  %42 = fcmp uno float %"%f47.0", 0.000000e+00
  %43 = select i1 %42, i32 2147483647, i32 %41
  %44 = inttoptr i64 %1 to ptr
  %45 = addrspacecast ptr %44 to ptr addrspace(1)
  %46 = ptrtoint ptr addrspace(1) %45 to i64
  %47 = zext i32 %15 to i64
  %48 = shl nuw nsw i64 %47, 2
  %49 = add i64 %48, %46
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %50, align 4
  br i1 %40, label %"$L__BB6_8", label %130

"$L__BB6_3":                                      ; preds = %126
  %51 = or i32 %38, %19
  %52 = bitcast i32 %51 to float
  br label %"$L__BB6_4"

"$L__BB6_8":                                      ; preds = %"$L__BB6_6", %"$L__BB6_7", %"$L__BB6_4"
  %"%f48.0" = phi float [ 0x7FFFFFFFE0000000, %"$L__BB6_4" ], [ %65, %"$L__BB6_7" ], [ %133, %"$L__BB6_6" ]
  %53 = bitcast float %"%f48.0" to i32
  %54 = fcmp uno float %"%f48.0", 0.000000e+00
  %55 = select i1 %54, i32 2147483647, i32 %53
  %56 = add i64 %49, 4
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %57, align 4
  %58 = call float @llvm.fabs.f32(float %36)
  %59 = fcmp olt float %58, 0x3810000000000000
  %60 = and i32 %35, -2147483648
  %61 = bitcast i32 %60 to float
  %62 = select i1 %59, float %61, float %36
  %63 = fcmp uno float %25, %62
  br i1 %63, label %"$L__BB6_16.critedge", label %134

"$L__BB6_7":                                      ; preds = %130
  %64 = and i32 %38, %19
  %65 = bitcast i32 %64 to float
  br label %"$L__BB6_8"

"$L__BB6_12":                                     ; preds = %"$L__BB6_10", %"$L__BB6_11"
  %"%f49.0" = phi float [ %73, %"$L__BB6_11" ], [ %137, %"$L__BB6_10" ]
  %66 = bitcast float %"%f49.0" to i32
  %67 = fcmp uno float %"%f49.0", 0.000000e+00
  %68 = select i1 %67, i32 2147483647, i32 %66
  %69 = add i64 %49, 8
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %70, align 4
  br i1 %135, label %"$L__BB6_15", label %"$L__BB6_14"

"$L__BB6_11":                                     ; preds = %134
  %71 = bitcast float %62 to i32
  %72 = or i32 %71, %26
  %73 = bitcast i32 %72 to float
  br label %"$L__BB6_12"

"$L__BB6_16.critedge":                            ; preds = %"$L__BB6_8"
  %74 = add i64 %49, 8
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  store i32 2147483647, ptr addrspace(1) %75, align 4
  br label %"$L__BB6_16"

"$L__BB6_16":                                     ; preds = %"$L__BB6_16.critedge", %"$L__BB6_14", %"$L__BB6_15"
  %"%f50.0" = phi float [ %92, %"$L__BB6_15" ], [ %139, %"$L__BB6_14" ], [ 0x7FFFFFFFE0000000, %"$L__BB6_16.critedge" ]
  %76 = bitcast float %"%f50.0" to i32
  %77 = fcmp uno float %"%f50.0", 0.000000e+00
  %78 = select i1 %77, i32 2147483647, i32 %76
  %79 = add i64 %49, 12
  %80 = inttoptr i64 %79 to ptr addrspace(1)
  store i32 %78, ptr addrspace(1) %80, align 4
  %81 = add i64 %28, add (i64 ptrtoint (ptr addrspace(1) @F32_VALUES to i64), i64 4)
  %82 = add i64 %32, add (i64 ptrtoint (ptr addrspace(1) @SPECIAL_PARTNERS to i64), i64 4)
  %83 = inttoptr i64 %82 to ptr addrspace(1)
  %84 = load i32, ptr addrspace(1) %83, align 4, !invariant.load !1
  %85 = bitcast i32 %84 to float
  %86 = inttoptr i64 %81 to ptr addrspace(1)
  %87 = load i32, ptr addrspace(1) %86, align 4, !invariant.load !1
  %88 = bitcast i32 %87 to float
  %89 = fcmp uno float %20, %88
  br i1 %89, label %"$L__BB6_24.critedge", label %"$L__BB6_20"

"$L__BB6_15":                                     ; preds = %"$L__BB6_12"
  %90 = bitcast float %62 to i32
  %91 = and i32 %90, %26
  %92 = bitcast i32 %91 to float
  br label %"$L__BB6_16"

"$L__BB6_24.critedge":                            ; preds = %"$L__BB6_16"
  %93 = add i64 %49, 16
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  store i32 2147483647, ptr addrspace(1) %94, align 4
  br label %"$L__BB6_24"

"$L__BB6_24":                                     ; preds = %"$L__BB6_24.critedge", %"$L__BB6_22", %"$L__BB6_23"
  %"%f52.0" = phi float [ %107, %"$L__BB6_23" ], [ %150, %"$L__BB6_22" ], [ 0x7FFFFFFFE0000000, %"$L__BB6_24.critedge" ]
  %95 = bitcast float %"%f52.0" to i32
  %96 = fcmp uno float %"%f52.0", 0.000000e+00
  %97 = select i1 %96, i32 2147483647, i32 %95
  %98 = add i64 %49, 20
  %99 = inttoptr i64 %98 to ptr addrspace(1)
  store i32 %97, ptr addrspace(1) %99, align 4
  %100 = call float @llvm.fabs.f32(float %85)
  %101 = fcmp olt float %100, 0x3810000000000000
  %102 = and i32 %84, -2147483648
  %103 = bitcast i32 %102 to float
  %104 = select i1 %101, float %103, float %85
  %105 = fcmp uno float %25, %104
  br i1 %105, label %"$L__BB6_32.critedge", label %151

"$L__BB6_23":                                     ; preds = %"$L__BB6_20"
  %106 = and i32 %87, %19
  %107 = bitcast i32 %106 to float
  br label %"$L__BB6_24"

"$L__BB6_28":                                     ; preds = %"$L__BB6_26", %"$L__BB6_27"
  %"%f53.0" = phi float [ %115, %"$L__BB6_27" ], [ %154, %"$L__BB6_26" ]
  %108 = bitcast float %"%f53.0" to i32
  %109 = fcmp uno float %"%f53.0", 0.000000e+00
  %110 = select i1 %109, i32 2147483647, i32 %108
  %111 = add i64 %49, 24
  %112 = inttoptr i64 %111 to ptr addrspace(1)
  store i32 %110, ptr addrspace(1) %112, align 4
  br i1 %152, label %"$L__BB6_31", label %"$L__BB6_30"

"$L__BB6_27":                                     ; preds = %151
  %113 = bitcast float %104 to i32
  %114 = or i32 %113, %26
  %115 = bitcast i32 %114 to float
  br label %"$L__BB6_28"

"$L__BB6_32.critedge":                            ; preds = %"$L__BB6_24"
  %116 = add i64 %49, 24
  %117 = inttoptr i64 %116 to ptr addrspace(1)
  store i32 2147483647, ptr addrspace(1) %117, align 4
  br label %"$L__BB6_32"

"$L__BB6_32":                                     ; preds = %"$L__BB6_32.critedge", %"$L__BB6_30", %"$L__BB6_31"
  %"%f54.0" = phi float [ %125, %"$L__BB6_31" ], [ %156, %"$L__BB6_30" ], [ 0x7FFFFFFFE0000000, %"$L__BB6_32.critedge" ]
  %118 = bitcast float %"%f54.0" to i32
  %119 = fcmp uno float %"%f54.0", 0.000000e+00
  %120 = select i1 %119, i32 2147483647, i32 %118
  %121 = add i64 %49, 28
  %122 = inttoptr i64 %121 to ptr addrspace(1)
  store i32 %120, ptr addrspace(1) %122, align 4
  ret void

"$L__BB6_31":                                     ; preds = %"$L__BB6_28"
  %123 = bitcast float %104 to i32
  %124 = and i32 %123, %26
  %125 = bitcast i32 %124 to float
  br label %"$L__BB6_32"

126:                                              ; preds = %allocas
  %127 = fcmp oeq float %20, %39
  br i1 %127, label %"$L__BB6_3", label %"$L__BB6_2"

"$L__BB6_2":                                      ; preds = %126
  %128 = fcmp olt float %20, %39
  %129 = select i1 %128, float %20, float %39
  br label %"$L__BB6_4"

130:                                              ; preds = %"$L__BB6_4"
  %131 = fcmp oeq float %20, %39
  br i1 %131, label %"$L__BB6_7", label %"$L__BB6_6"

"$L__BB6_6":                                      ; preds = %130
  %132 = fcmp olt float %20, %39
  %133 = select i1 %132, float %39, float %20
  br label %"$L__BB6_8"

134:                                              ; preds = %"$L__BB6_8"
  %135 = fcmp oeq float %25, %62
  br i1 %135, label %"$L__BB6_11", label %"$L__BB6_10"

"$L__BB6_10":                                     ; preds = %134
  %136 = fcmp olt float %25, %62
  %137 = select i1 %136, float %25, float %62
  br label %"$L__BB6_12"

"$L__BB6_14":                                     ; preds = %"$L__BB6_12"
  %138 = fcmp olt float %62, %25
  %139 = select i1 %138, float %25, float %62
  br label %"$L__BB6_16"

"$L__BB6_20":                                     ; preds = %"$L__BB6_16"
  %140 = fcmp oeq float %20, %88
  %141 = or i32 %87, %19
  %142 = bitcast i32 %141 to float
  %143 = fcmp olt float %20, %88
  %144 = select i1 %143, float %20, float %88
  %"%f51.0" = select i1 %140, float %142, float %144
  %145 = bitcast float %"%f51.0" to i32
  %146 = fcmp uno float %"%f51.0", 0.000000e+00
  %147 = select i1 %146, i32 2147483647, i32 %145
  %148 = add i64 %49, 16
  %149 = inttoptr i64 %148 to ptr addrspace(1)
  store i32 %147, ptr addrspace(1) %149, align 4
  br i1 %140, label %"$L__BB6_23", label %"$L__BB6_22"

"$L__BB6_22":                                     ; preds = %"$L__BB6_20"
  %150 = select i1 %143, float %88, float %20
  br label %"$L__BB6_24"

151:                                              ; preds = %"$L__BB6_24"
  %152 = fcmp oeq float %25, %104
  br i1 %152, label %"$L__BB6_27", label %"$L__BB6_26"

"$L__BB6_26":                                     ; preds = %151
  %153 = fcmp olt float %25, %104
  %154 = select i1 %153, float %25, float %104
  br label %"$L__BB6_28"

"$L__BB6_30":                                     ; preds = %"$L__BB6_28"
  %155 = fcmp olt float %104, %25
  %156 = select i1 %155, float %25, float %104
  br label %"$L__BB6_32"
}

define amdgpu_kernel void @minmax_intrinsics(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 2
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 60
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = lshr i32 %12, 2
  %20 = and i32 %19, 60
  %21 = zext nneg i32 %20 to i64
  %22 = add i64 %21, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  %24 = load i32, ptr addrspace(1) %23, align 4, !invariant.load !1
  %25 = and i64 %14, 124
  %26 = add i64 %25, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %27 = inttoptr i64 %26 to ptr addrspace(1)
  %28 = load i32, ptr addrspace(1) %27, align 4, !invariant.load !1
  %29 = bitcast i32 %28 to float
  %30 = and i32 %12, 124
  %31 = zext nneg i32 %30 to i64
  %32 = add i64 %31, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  %34 = load i32, ptr addrspace(1) %33, align 4, !invariant.load !1
  %35 = bitcast i32 %34 to float
  %36 = shl i32 %12, 3
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 2
  %39 = add i64 %38, %4
  %40 = call i32 @llvm.smin.i32(i32 %18, i32 %24)
  %41 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %40, ptr addrspace(1) %41, align 4
  %42 = call i32 @llvm.umax.i32(i32 %18, i32 %24)
  %43 = add i64 %39, 4
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %44, align 4
  %45 = zext i32 %18 to i64
  %46 = shl nuw nsw i64 %45, 31
  %47 = zext i32 %24 to i64
  %48 = shl nuw nsw i64 %47, 30
  %49 = call i64 @llvm.umin.i64(i64 %46, i64 %48)
  %50 = add i64 %39, 8
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  %52 = trunc i64 %49 to i32
  store i32 %52, ptr addrspace(1) %51, align 4
  %53 = shl i64 %45, 33
  %54 = call i64 @llvm.umax.i64(i64 %53, i64 %47)
  %55 = lshr i64 %54, 32
  %56 = add i64 %39, 12
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  %58 = trunc nuw i64 %55 to i32
  store i32 %58, ptr addrspace(1) %57, align 4
  %59 = call float @llvm.minnum.f32(float %29, float %35)
  %60 = fcmp oeq float %29, 0.000000e+00
  %61 = fcmp oeq float %35, 0.000000e+00
  %62 = and i1 %60, %61
  %63 = or i32 %28, %34
  %64 = bitcast i32 %63 to float
  %65 = select i1 %62, float %64, float %59
  %66 = fcmp uno float %65, 0.000000e+00
  %67 = bitcast float %65 to i32
  %68 = select i1 %66, i32 2147483647, i32 %67
  %69 = add i64 %39, 16
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = call float @llvm.maxnum.f32(float %29, float %35)
  %72 = and i32 %28, %34
  %73 = bitcast i32 %72 to float
  %74 = select i1 %62, float %73, float %71
  %75 = fcmp uno float %74, 0.000000e+00
  %76 = bitcast float %74 to i32
  %77 = select i1 %75, i32 2147483647, i32 %76
  %78 = add i64 %39, 20
  %79 = inttoptr i64 %78 to ptr addrspace(1)
  store i32 %77, ptr addrspace(1) %79, align 4
  %80 = call float @llvm.maxnum.f32(float %29, float 0.000000e+00)
  %81 = call float @llvm.minnum.f32(float %80, float 1.000000e+00)
  %82 = fcmp uno float %29, 0.000000e+00
  %83 = select i1 %82, float 0.000000e+00, float %81
  %84 = add i64 %39, 24
  %85 = inttoptr i64 %84 to ptr addrspace(1)
  store float %83, ptr addrspace(1) %85, align 4
  %86 = add i64 %39, 28
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  store float %83, ptr addrspace(1) %87, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{}
