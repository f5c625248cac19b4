; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@F64_VALUES = protected global [256 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\80\01\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\0F\80\00\00\00\00\00\00\10\00\00\00\00\00\00\00\F0?\00\00\00\00\00\00\F0\BF\01\00\00\00\00\00\F0?\00\00\00\00\00\00\F8?\18-DT\FB!\09@\18-DT\FB!\09\C0UUUUUU\D5?\FF\FF\FF\FF\FF\FF\EF\7F\FF\FF\FF\FF\FF\FF\EF\FF\00\00\00\00\00\00\F0\7F\00\00\00\00\00\00\F0\FF\00\00\00\00\00\00\F8\7F\00\00\00\00\00\00\F8\FF\01\00\00\00\00\00\F0\7F\01\00\00\00\00\000C\00\00\00\00\00\00\E0?\00\00\00\00\00\00\E0\C3\00\00\00\00\00\00\F0_\00\00\00\00\00\00\00 \FF\FF\FF\FF\FF\FF\EF?\03\00\00\00\00\00\F0?\03\00\00\00\00\00\00\00\01\00\00\00\00\00\10\80\00\00\00\00\00\00\E0\7F\01\00\00\00\00\00\A0\BC\9A\99\99\99\99\99\B9?\00\00\00\00\00\00Y\C0", align 8
@SPECIAL_PARTNERS = protected global [32 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\C0\7F\01\00\C0\FF\00\00\80\7F\00\00\80\FF", align 4
@__rocuda_kernel.f32_min = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.f32_max = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.f32_minmax_ftz = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.f32_minmax_zero_bits = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.f64_min = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.f64_max = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.f32_minmax_nan = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.minmax_intrinsics = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @f32_min(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @F32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = bitcast i32 %15 to float
  %17 = shl i32 %9, 3
  %18 = and i32 %9, 96
  %19 = zext nneg i32 %18 to i64
  %20 = add i64 %19, ptrtoint (ptr @F32_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr
  %22 = load i32, ptr %21, align 4, !invariant.load !0
  %23 = bitcast i32 %22 to float
  %24 = call float @llvm.minnum.f32(float %16, float %23)
  %25 = fcmp oeq float %16, 0.000000e+00
  %26 = fcmp oeq float %23, 0.000000e+00
  %27 = and i1 %25, %26
  %28 = or i32 %15, %22
  %29 = bitcast i32 %28 to float
  %30 = select i1 %27, float %29, float %24
  %31 = fcmp uno float %30, 0.000000e+00
  %32 = bitcast float %30 to i32
  %33 = select i1 %31, i32 2147483647, i32 %32
  %34 = zext i32 %17 to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = add i64 %2, %35
  %37 = inttoptr i64 %36 to ptr
  store i32 %33, ptr %37, align 4
  %38 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 4)
  %39 = inttoptr i64 %38 to ptr
  %40 = load i32, ptr %39, align 4, !invariant.load !0
  %41 = bitcast i32 %40 to float
  %42 = call float @llvm.minnum.f32(float %16, float %41)
  %43 = fcmp oeq float %41, 0.000000e+00
  %44 = and i1 %25, %43
  %45 = or i32 %15, %40
  %46 = bitcast i32 %45 to float
  %47 = select i1 %44, float %46, float %42
  %48 = fcmp uno float %47, 0.000000e+00
  %49 = bitcast float %47 to i32
  %50 = select i1 %48, i32 2147483647, i32 %49
  %51 = add i64 %36, 4
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 8)
  %54 = inttoptr i64 %53 to ptr
  %55 = load i32, ptr %54, align 4, !invariant.load !0
  %56 = bitcast i32 %55 to float
  %57 = call float @llvm.minnum.f32(float %16, float %56)
  %58 = fcmp oeq float %56, 0.000000e+00
  %59 = and i1 %25, %58
  %60 = or i32 %15, %55
  %61 = bitcast i32 %60 to float
  %62 = select i1 %59, float %61, float %57
  %63 = fcmp uno float %62, 0.000000e+00
  %64 = bitcast float %62 to i32
  %65 = select i1 %63, i32 2147483647, i32 %64
  %66 = add i64 %36, 8
  %67 = inttoptr i64 %66 to ptr
  store i32 %65, ptr %67, align 4
  %68 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 12)
  %69 = inttoptr i64 %68 to ptr
  %70 = load i32, ptr %69, align 4, !invariant.load !0
  %71 = bitcast i32 %70 to float
  %72 = call float @llvm.minnum.f32(float %16, float %71)
  %73 = fcmp oeq float %71, 0.000000e+00
  %74 = and i1 %25, %73
  %75 = or i32 %15, %70
  %76 = bitcast i32 %75 to float
  %77 = select i1 %74, float %76, float %72
  %78 = fcmp uno float %77, 0.000000e+00
  %79 = bitcast float %77 to i32
  %80 = select i1 %78, i32 2147483647, i32 %79
  %81 = add i64 %36, 12
  %82 = inttoptr i64 %81 to ptr
  store i32 %80, ptr %82, align 4
  %83 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 16)
  %84 = inttoptr i64 %83 to ptr
  %85 = load i32, ptr %84, align 4, !invariant.load !0
  %86 = bitcast i32 %85 to float
  %87 = call float @llvm.minnum.f32(float %16, float %86)
  %88 = fcmp oeq float %86, 0.000000e+00
  %89 = and i1 %25, %88
  %90 = or i32 %15, %85
  %91 = bitcast i32 %90 to float
  %92 = select i1 %89, float %91, float %87
  %93 = fcmp uno float %92, 0.000000e+00
  %94 = bitcast float %92 to i32
  %95 = select i1 %93, i32 2147483647, i32 %94
  %96 = add i64 %36, 16
  %97 = inttoptr i64 %96 to ptr
  store i32 %95, ptr %97, align 4
  %98 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 20)
  %99 = inttoptr i64 %98 to ptr
  %100 = load i32, ptr %99, align 4, !invariant.load !0
  %101 = bitcast i32 %100 to float
  %102 = call float @llvm.minnum.f32(float %16, float %101)
  %103 = fcmp oeq float %101, 0.000000e+00
  %104 = and i1 %25, %103
  %105 = or i32 %15, %100
  %106 = bitcast i32 %105 to float
  %107 = select i1 %104, float %106, float %102
  %108 = fcmp uno float %107, 0.000000e+00
  %109 = bitcast float %107 to i32
  %110 = select i1 %108, i32 2147483647, i32 %109
  %111 = add i64 %36, 20
  %112 = inttoptr i64 %111 to ptr
  store i32 %110, ptr %112, align 4
  %113 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 24)
  %114 = inttoptr i64 %113 to ptr
  %115 = load i32, ptr %114, align 4, !invariant.load !0
  %116 = bitcast i32 %115 to float
  %117 = call float @llvm.minnum.f32(float %16, float %116)
  %118 = fcmp oeq float %116, 0.000000e+00
  %119 = and i1 %25, %118
  %120 = or i32 %15, %115
  %121 = bitcast i32 %120 to float
  %122 = select i1 %119, float %121, float %117
  %123 = fcmp uno float %122, 0.000000e+00
  %124 = bitcast float %122 to i32
  %125 = select i1 %123, i32 2147483647, i32 %124
  %126 = add i64 %36, 24
  %127 = inttoptr i64 %126 to ptr
  store i32 %125, ptr %127, align 4
  %128 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 28)
  %129 = inttoptr i64 %128 to ptr
  %130 = load i32, ptr %129, align 4, !invariant.load !0
  %131 = bitcast i32 %130 to float
  %132 = call float @llvm.minnum.f32(float %16, float %131)
  %133 = fcmp oeq float %131, 0.000000e+00
  %134 = and i1 %25, %133
  %135 = or i32 %15, %130
  %136 = bitcast i32 %135 to float
  %137 = select i1 %134, float %136, float %132
  %138 = fcmp uno float %137, 0.000000e+00
  %139 = bitcast float %137 to i32
  %140 = select i1 %138, i32 2147483647, i32 %139
  %141 = add i64 %36, 28
  %142 = inttoptr i64 %141 to ptr
  store i32 %140, ptr %142, align 4
  ret void
}

define void @f32_max(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @F32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = bitcast i32 %15 to float
  %17 = shl i32 %9, 3
  %18 = and i32 %9, 96
  %19 = zext nneg i32 %18 to i64
  %20 = add i64 %19, ptrtoint (ptr @F32_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr
  %22 = load i32, ptr %21, align 4, !invariant.load !0
  %23 = bitcast i32 %22 to float
  %24 = call float @llvm.maxnum.f32(float %16, float %23)
  %25 = fcmp oeq float %16, 0.000000e+00
  %26 = fcmp oeq float %23, 0.000000e+00
  %27 = and i1 %25, %26
  %28 = and i32 %15, %22
  %29 = bitcast i32 %28 to float
  %30 = select i1 %27, float %29, float %24
  %31 = fcmp uno float %30, 0.000000e+00
  %32 = bitcast float %30 to i32
  %33 = select i1 %31, i32 2147483647, i32 %32
  %34 = zext i32 %17 to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = add i64 %2, %35
  %37 = inttoptr i64 %36 to ptr
  store i32 %33, ptr %37, align 4
  %38 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 4)
  %39 = inttoptr i64 %38 to ptr
  %40 = load i32, ptr %39, align 4, !invariant.load !0
  %41 = bitcast i32 %40 to float
  %42 = call float @llvm.maxnum.f32(float %16, float %41)
  %43 = fcmp oeq float %41, 0.000000e+00
  %44 = and i1 %25, %43
  %45 = and i32 %15, %40
  %46 = bitcast i32 %45 to float
  %47 = select i1 %44, float %46, float %42
  %48 = fcmp uno float %47, 0.000000e+00
  %49 = bitcast float %47 to i32
  %50 = select i1 %48, i32 2147483647, i32 %49
  %51 = add i64 %36, 4
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 8)
  %54 = inttoptr i64 %53 to ptr
  %55 = load i32, ptr %54, align 4, !invariant.load !0
  %56 = bitcast i32 %55 to float
  %57 = call float @llvm.maxnum.f32(float %16, float %56)
  %58 = fcmp oeq float %56, 0.000000e+00
  %59 = and i1 %25, %58
  %60 = and i32 %15, %55
  %61 = bitcast i32 %60 to float
  %62 = select i1 %59, float %61, float %57
  %63 = fcmp uno float %62, 0.000000e+00
  %64 = bitcast float %62 to i32
  %65 = select i1 %63, i32 2147483647, i32 %64
  %66 = add i64 %36, 8
  %67 = inttoptr i64 %66 to ptr
  store i32 %65, ptr %67, align 4
  %68 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 12)
  %69 = inttoptr i64 %68 to ptr
  %70 = load i32, ptr %69, align 4, !invariant.load !0
  %71 = bitcast i32 %70 to float
  %72 = call float @llvm.maxnum.f32(float %16, float %71)
  %73 = fcmp oeq float %71, 0.000000e+00
  %74 = and i1 %25, %73
  %75 = and i32 %15, %70
  %76 = bitcast i32 %75 to float
  %77 = select i1 %74, float %76, float %72
  %78 = fcmp uno float %77, 0.000000e+00
  %79 = bitcast float %77 to i32
  %80 = select i1 %78, i32 2147483647, i32 %79
  %81 = add i64 %36, 12
  %82 = inttoptr i64 %81 to ptr
  store i32 %80, ptr %82, align 4
  %83 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 16)
  %84 = inttoptr i64 %83 to ptr
  %85 = load i32, ptr %84, align 4, !invariant.load !0
  %86 = bitcast i32 %85 to float
  %87 = call float @llvm.maxnum.f32(float %16, float %86)
  %88 = fcmp oeq float %86, 0.000000e+00
  %89 = and i1 %25, %88
  %90 = and i32 %15, %85
  %91 = bitcast i32 %90 to float
  %92 = select i1 %89, float %91, float %87
  %93 = fcmp uno float %92, 0.000000e+00
  %94 = bitcast float %92 to i32
  %95 = select i1 %93, i32 2147483647, i32 %94
  %96 = add i64 %36, 16
  %97 = inttoptr i64 %96 to ptr
  store i32 %95, ptr %97, align 4
  %98 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 20)
  %99 = inttoptr i64 %98 to ptr
  %100 = load i32, ptr %99, align 4, !invariant.load !0
  %101 = bitcast i32 %100 to float
  %102 = call float @llvm.maxnum.f32(float %16, float %101)
  %103 = fcmp oeq float %101, 0.000000e+00
  %104 = and i1 %25, %103
  %105 = and i32 %15, %100
  %106 = bitcast i32 %105 to float
  %107 = select i1 %104, float %106, float %102
  %108 = fcmp uno float %107, 0.000000e+00
  %109 = bitcast float %107 to i32
  %110 = select i1 %108, i32 2147483647, i32 %109
  %111 = add i64 %36, 20
  %112 = inttoptr i64 %111 to ptr
  store i32 %110, ptr %112, align 4
  %113 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 24)
  %114 = inttoptr i64 %113 to ptr
  %115 = load i32, ptr %114, align 4, !invariant.load !0
  %116 = bitcast i32 %115 to float
  %117 = call float @llvm.maxnum.f32(float %16, float %116)
  %118 = fcmp oeq float %116, 0.000000e+00
  %119 = and i1 %25, %118
  %120 = and i32 %15, %115
  %121 = bitcast i32 %120 to float
  %122 = select i1 %119, float %121, float %117
  %123 = fcmp uno float %122, 0.000000e+00
  %124 = bitcast float %122 to i32
  %125 = select i1 %123, i32 2147483647, i32 %124
  %126 = add i64 %36, 24
  %127 = inttoptr i64 %126 to ptr
  store i32 %125, ptr %127, align 4
  %128 = add i64 %19, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 28)
  %129 = inttoptr i64 %128 to ptr
  %130 = load i32, ptr %129, align 4, !invariant.load !0
  %131 = bitcast i32 %130 to float
  %132 = call float @llvm.maxnum.f32(float %16, float %131)
  %133 = fcmp oeq float %131, 0.000000e+00
  %134 = and i1 %25, %133
  %135 = and i32 %15, %130
  %136 = bitcast i32 %135 to float
  %137 = select i1 %134, float %136, float %132
  %138 = fcmp uno float %137, 0.000000e+00
  %139 = bitcast float %137 to i32
  %140 = select i1 %138, i32 2147483647, i32 %139
  %141 = add i64 %36, 28
  %142 = inttoptr i64 %141 to ptr
  store i32 %140, ptr %142, align 4
  ret void
}

define void @f32_minmax_ftz(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @F32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load float, ptr %14, align 4, !invariant.load !0
  %16 = shl i32 %9, 3
  %17 = lshr i32 %9, 2
  %18 = and i32 %17, 1073741816
  %19 = zext nneg i32 %18 to i64
  %20 = add i64 %19, ptrtoint (ptr @SPECIAL_PARTNERS to i64)
  %21 = inttoptr i64 %20 to ptr
  %22 = load i32, ptr %21, align 4, !invariant.load !0
  %23 = bitcast i32 %22 to float
  %24 = call float @llvm.fabs.f32(float %15)
  %25 = fcmp olt float %24, 0x3810000000000000
  %26 = call float @llvm.copysign.f32(float 0.000000e+00, float %15)
  %27 = select i1 %25, float %26, float %15
  %28 = call float @llvm.fabs.f32(float %23)
  %29 = fcmp olt float %28, 0x3810000000000000
  %30 = call float @llvm.copysign.f32(float 0.000000e+00, float %23)
  %31 = select i1 %29, float %30, float %23
  %32 = call float @llvm.minnum.f32(float %27, float %31)
  %33 = fcmp oeq float %27, 0.000000e+00
  %34 = fcmp oeq float %31, 0.000000e+00
  %35 = and i1 %33, %34
  %36 = bitcast float %27 to i32
  %37 = bitcast float %31 to i32
  %38 = or i32 %36, %37
  %39 = bitcast i32 %38 to float
  %40 = select i1 %35, float %39, float %32
  %41 = call float @llvm.fabs.f32(float %40)
  %42 = fcmp olt float %41, 0x3810000000000000
  %43 = call float @llvm.copysign.f32(float 0.000000e+00, float %40)
  %44 = select i1 %42, float %43, float %40
  %45 = fcmp uno float %44, 0.000000e+00
  %46 = bitcast float %44 to i32
  %47 = select i1 %45, i32 2147483647, i32 %46
  %48 = zext i32 %16 to i64
  %49 = shl nuw nsw i64 %48, 2
  %50 = add i64 %2, %49
  %51 = inttoptr i64 %50 to ptr
  store i32 %47, ptr %51, align 4
  %52 = call float @llvm.maxnum.f32(float %31, float %27)
  %53 = and i32 %37, %36
  %54 = bitcast i32 %53 to float
  %55 = select i1 %35, float %54, float %52
  %56 = call float @llvm.fabs.f32(float %55)
  %57 = fcmp olt float %56, 0x3810000000000000
  %58 = call float @llvm.copysign.f32(float 0.000000e+00, float %55)
  %59 = select i1 %57, float %58, float %55
  %60 = fcmp uno float %59, 0.000000e+00
  %61 = bitcast float %59 to i32
  %62 = select i1 %60, i32 2147483647, i32 %61
  %63 = add i64 %50, 4
  %64 = inttoptr i64 %63 to ptr
  store i32 %62, ptr %64, align 4
  %65 = add i64 %19, add (i64 ptrtoint (ptr @SPECIAL_PARTNERS to i64), i64 4)
  %66 = inttoptr i64 %65 to ptr
  %67 = load i32, ptr %66, align 4, !invariant.load !0
  %68 = bitcast i32 %67 to float
  %69 = call float @llvm.fabs.f32(float %68)
  %70 = fcmp olt float %69, 0x3810000000000000
  %71 = call float @llvm.copysign.f32(float 0.000000e+00, float %68)
  %72 = select i1 %70, float %71, float %68
  %73 = call float @llvm.minnum.f32(float %27, float %72)
  %74 = fcmp oeq float %72, 0.000000e+00
  %75 = and i1 %33, %74
  %76 = bitcast float %72 to i32
  %77 = or i32 %36, %76
  %78 = bitcast i32 %77 to float
  %79 = select i1 %75, float %78, float %73
  %80 = call float @llvm.fabs.f32(float %79)
  %81 = fcmp olt float %80, 0x3810000000000000
  %82 = call float @llvm.copysign.f32(float 0.000000e+00, float %79)
  %83 = select i1 %81, float %82, float %79
  %84 = fcmp uno float %83, 0.000000e+00
  %85 = bitcast float %83 to i32
  %86 = select i1 %84, i32 2147483647, i32 %85
  %87 = add i64 %50, 8
  %88 = inttoptr i64 %87 to ptr
  store i32 %86, ptr %88, align 4
  %89 = call float @llvm.maxnum.f32(float %72, float %27)
  %90 = and i32 %76, %36
  %91 = bitcast i32 %90 to float
  %92 = select i1 %75, float %91, float %89
  %93 = call float @llvm.fabs.f32(float %92)
  %94 = fcmp olt float %93, 0x3810000000000000
  %95 = call float @llvm.copysign.f32(float 0.000000e+00, float %92)
  %96 = select i1 %94, float %95, float %92
  %97 = fcmp uno float %96, 0.000000e+00
  %98 = bitcast float %96 to i32
  %99 = select i1 %97, i32 2147483647, i32 %98
  %100 = add i64 %50, 12
  %101 = inttoptr i64 %100 to ptr
  store i32 %99, ptr %101, align 4
  %102 = xor i32 %22, 8388608
  %103 = bitcast i32 %102 to float
  %104 = call float @llvm.fabs.f32(float %103)
  %105 = fcmp olt float %104, 0x3810000000000000
  %106 = call float @llvm.copysign.f32(float 0.000000e+00, float %103)
  %107 = select i1 %105, float %106, float %103
  %108 = call float @llvm.minnum.f32(float %27, float %107)
  %109 = fcmp oeq float %107, 0.000000e+00
  %110 = and i1 %33, %109
  %111 = bitcast float %107 to i32
  %112 = or i32 %36, %111
  %113 = bitcast i32 %112 to float
  %114 = select i1 %110, float %113, float %108
  %115 = call float @llvm.fabs.f32(float %114)
  %116 = fcmp olt float %115, 0x3810000000000000
  %117 = call float @llvm.copysign.f32(float 0.000000e+00, float %114)
  %118 = select i1 %116, float %117, float %114
  %119 = fcmp uno float %118, 0.000000e+00
  %120 = bitcast float %118 to i32
  %121 = select i1 %119, i32 2147483647, i32 %120
  %122 = add i64 %50, 16
  %123 = inttoptr i64 %122 to ptr
  store i32 %121, ptr %123, align 4
  %124 = call float @llvm.maxnum.f32(float %107, float %27)
  %125 = and i32 %111, %36
  %126 = bitcast i32 %125 to float
  %127 = select i1 %110, float %126, float %124
  %128 = call float @llvm.fabs.f32(float %127)
  %129 = fcmp olt float %128, 0x3810000000000000
  %130 = call float @llvm.copysign.f32(float 0.000000e+00, float %127)
  %131 = select i1 %129, float %130, float %127
  %132 = fcmp uno float %131, 0.000000e+00
  %133 = bitcast float %131 to i32
  %134 = select i1 %132, i32 2147483647, i32 %133
  %135 = add i64 %50, 20
  %136 = inttoptr i64 %135 to ptr
  store i32 %134, ptr %136, align 4
  %137 = xor i32 %67, 8388608
  %138 = bitcast i32 %137 to float
  %139 = call float @llvm.fabs.f32(float %138)
  %140 = fcmp olt float %139, 0x3810000000000000
  %141 = call float @llvm.copysign.f32(float 0.000000e+00, float %138)
  %142 = select i1 %140, float %141, float %138
  %143 = call float @llvm.minnum.f32(float %27, float %142)
  %144 = fcmp oeq float %142, 0.000000e+00
  %145 = and i1 %33, %144
  %146 = bitcast float %142 to i32
  %147 = or i32 %36, %146
  %148 = bitcast i32 %147 to float
  %149 = select i1 %145, float %148, float %143
  %150 = call float @llvm.fabs.f32(float %149)
  %151 = fcmp olt float %150, 0x3810000000000000
  %152 = call float @llvm.copysign.f32(float 0.000000e+00, float %149)
  %153 = select i1 %151, float %152, float %149
  %154 = fcmp uno float %153, 0.000000e+00
  %155 = bitcast float %153 to i32
  %156 = select i1 %154, i32 2147483647, i32 %155
  %157 = add i64 %50, 24
  %158 = inttoptr i64 %157 to ptr
  store i32 %156, ptr %158, align 4
  %159 = call float @llvm.maxnum.f32(float %142, float %27)
  %160 = and i32 %146, %36
  %161 = bitcast i32 %160 to float
  %162 = select i1 %145, float %161, float %159
  %163 = call float @llvm.fabs.f32(float %162)
  %164 = fcmp olt float %163, 0x3810000000000000
  %165 = call float @llvm.copysign.f32(float 0.000000e+00, float %162)
  %166 = select i1 %164, float %165, float %162
  %167 = fcmp uno float %166, 0.000000e+00
  %168 = bitcast float %166 to i32
  %169 = select i1 %167, i32 2147483647, i32 %168
  %170 = add i64 %50, 28
  %171 = inttoptr i64 %170 to ptr
  store i32 %169, ptr %171, align 4
  ret void
}

define void @f32_minmax_zero_bits(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 28
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @SPECIAL_PARTNERS to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = bitcast i32 %15 to float
  %17 = lshr i32 %9, 1
  %18 = and i32 %17, 28
  %19 = zext nneg i32 %18 to i64
  %20 = add i64 %19, ptrtoint (ptr @SPECIAL_PARTNERS to i64)
  %21 = inttoptr i64 %20 to ptr
  %22 = load i32, ptr %21, align 4, !invariant.load !0
  %23 = bitcast i32 %22 to float
  %24 = shl i32 %9, 1
  %25 = and i32 %24, 124
  %26 = zext nneg i32 %25 to i64
  %27 = add i64 %26, ptrtoint (ptr @F32_VALUES to i64)
  %28 = inttoptr i64 %27 to ptr
  %29 = load i32, ptr %28, align 4, !invariant.load !0
  %30 = bitcast i32 %29 to float
  %31 = shl i32 %9, 3
  %32 = zext i32 %31 to i64
  %33 = shl nuw nsw i64 %32, 2
  %34 = add i64 %2, %33
  %35 = call float @llvm.minnum.f32(float %16, float %23)
  %36 = fcmp oeq float %16, 0.000000e+00
  %37 = fcmp oeq float %23, 0.000000e+00
  %38 = and i1 %36, %37
  %39 = or i32 %15, %22
  %40 = bitcast i32 %39 to float
  %41 = select i1 %38, float %40, float %35
  %42 = fcmp uno float %41, 0.000000e+00
  %43 = bitcast float %41 to i32
  %44 = select i1 %42, i32 2147483647, i32 %43
  %45 = inttoptr i64 %34 to ptr
  store i32 %44, ptr %45, align 4
  %46 = call float @llvm.maxnum.f32(float %16, float %23)
  %47 = and i32 %15, %22
  %48 = bitcast i32 %47 to float
  %49 = select i1 %38, float %48, float %46
  %50 = fcmp uno float %49, 0.000000e+00
  %51 = bitcast float %49 to i32
  %52 = select i1 %50, i32 2147483647, i32 %51
  %53 = add i64 %34, 4
  %54 = inttoptr i64 %53 to ptr
  store i32 %52, ptr %54, align 4
  %55 = call float @llvm.fabs.f32(float %16)
  %56 = fcmp olt float %55, 0x3810000000000000
  %57 = call float @llvm.copysign.f32(float 0.000000e+00, float %16)
  %58 = select i1 %56, float %57, float %16
  %59 = call float @llvm.fabs.f32(float %23)
  %60 = fcmp olt float %59, 0x3810000000000000
  %61 = call float @llvm.copysign.f32(float 0.000000e+00, float %23)
  %62 = select i1 %60, float %61, float %23
  %63 = call float @llvm.minnum.f32(float %58, float %62)
  %64 = fcmp oeq float %58, 0.000000e+00
  %65 = fcmp oeq float %62, 0.000000e+00
  %66 = and i1 %64, %65
  %67 = bitcast float %58 to i32
  %68 = bitcast float %62 to i32
  %69 = or i32 %67, %68
  %70 = bitcast i32 %69 to float
  %71 = select i1 %66, float %70, float %63
  %72 = call float @llvm.fabs.f32(float %71)
  %73 = fcmp olt float %72, 0x3810000000000000
  %74 = call float @llvm.copysign.f32(float 0.000000e+00, float %71)
  %75 = select i1 %73, float %74, float %71
  %76 = fcmp uno float %75, 0.000000e+00
  %77 = bitcast float %75 to i32
  %78 = select i1 %76, i32 2147483647, i32 %77
  %79 = add i64 %34, 8
  %80 = inttoptr i64 %79 to ptr
  store i32 %78, ptr %80, align 4
  %81 = call float @llvm.maxnum.f32(float %58, float %62)
  %82 = and i32 %67, %68
  %83 = bitcast i32 %82 to float
  %84 = select i1 %66, float %83, float %81
  %85 = call float @llvm.fabs.f32(float %84)
  %86 = fcmp olt float %85, 0x3810000000000000
  %87 = call float @llvm.copysign.f32(float 0.000000e+00, float %84)
  %88 = select i1 %86, float %87, float %84
  %89 = fcmp uno float %88, 0.000000e+00
  %90 = bitcast float %88 to i32
  %91 = select i1 %89, i32 2147483647, i32 %90
  %92 = add i64 %34, 12
  %93 = inttoptr i64 %92 to ptr
  store i32 %91, ptr %93, align 4
  %94 = call float @llvm.minnum.f32(float %16, float %30)
  %95 = fcmp oeq float %30, 0.000000e+00
  %96 = and i1 %36, %95
  %97 = or i32 %15, %29
  %98 = bitcast i32 %97 to float
  %99 = select i1 %96, float %98, float %94
  %100 = fcmp uno float %99, 0.000000e+00
  %101 = bitcast float %99 to i32
  %102 = select i1 %100, i32 2147483647, i32 %101
  %103 = add i64 %34, 16
  %104 = inttoptr i64 %103 to ptr
  store i32 %102, ptr %104, align 4
  %105 = call float @llvm.maxnum.f32(float %30, float %23)
  %106 = and i1 %95, %37
  %107 = and i32 %29, %22
  %108 = bitcast i32 %107 to float
  %109 = select i1 %106, float %108, float %105
  %110 = fcmp uno float %109, 0.000000e+00
  %111 = bitcast float %109 to i32
  %112 = select i1 %110, i32 2147483647, i32 %111
  %113 = add i64 %34, 20
  %114 = inttoptr i64 %113 to ptr
  store i32 %112, ptr %114, align 4
  %115 = fpext float %16 to double
  %116 = fpext float %30 to double
  %117 = call double @llvm.minnum.f64(double %115, double %116)
  %118 = bitcast double %115 to i64
  %119 = bitcast double %116 to i64
  %120 = or i64 %118, %119
  %121 = bitcast i64 %120 to double
  %122 = select i1 %96, double %121, double %117
  %123 = fcmp uno double %122, 0.000000e+00
  %124 = bitcast double %122 to i64
  %125 = lshr i64 %124, 32
  %126 = xor i64 %125, %124
  %127 = trunc i64 %126 to i32
  %128 = select i1 %123, i32 -2147483648, i32 %127
  %129 = add i64 %34, 24
  %130 = inttoptr i64 %129 to ptr
  store i32 %128, ptr %130, align 4
  %131 = fpext float %23 to double
  %132 = call double @llvm.maxnum.f64(double %131, double %116)
  %133 = bitcast double %131 to i64
  %134 = and i64 %133, %119
  %135 = bitcast i64 %134 to double
  %136 = select i1 %106, double %135, double %132
  %137 = fcmp uno double %136, 0.000000e+00
  %138 = bitcast double %136 to i64
  %139 = lshr i64 %138, 32
  %140 = trunc nuw i64 %139 to i32
  %141 = select i1 %137, i32 2147483647, i32 %140
  %142 = add i64 %34, 28
  %143 = inttoptr i64 %142 to ptr
  store i32 %141, ptr %143, align 4
  ret void
}

define void @f64_min(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr @F64_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = bitcast i64 %15 to double
  %17 = lshr i32 %9, 4
  %18 = and i32 %17, 1
  %19 = lshr i32 %9, 2
  %20 = and i32 %19, 536870904
  %21 = or disjoint i32 %18, %20
  %22 = shl nuw i32 %21, 3
  %23 = and i32 %22, 200
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @F64_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i64, ptr %26, align 8, !invariant.load !0
  %28 = bitcast i64 %27 to double
  %29 = call double @llvm.minnum.f64(double %16, double %28)
  %30 = fcmp oeq double %16, 0.000000e+00
  %31 = fcmp oeq double %28, 0.000000e+00
  %32 = and i1 %30, %31
  %33 = or i64 %15, %27
  %34 = bitcast i64 %33 to double
  %35 = select i1 %32, double %34, double %29
  %36 = fcmp uno double %35, 0.000000e+00
  %37 = bitcast double %35 to i64
  %38 = trunc i64 %37 to i32
  %39 = select i1 %36, i32 -1, i32 %38
  %40 = shl nuw nsw i64 %11, 2
  %41 = add i64 %2, %40
  %42 = inttoptr i64 %41 to ptr
  store i32 %39, ptr %42, align 4
  %43 = lshr i64 %37, 32
  %44 = trunc nuw i64 %43 to i32
  %45 = select i1 %36, i32 2147483647, i32 %44
  %46 = add i64 %41, 4
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = add i64 %24, add (i64 ptrtoint (ptr @F64_VALUES to i64), i64 16)
  %49 = inttoptr i64 %48 to ptr
  %50 = load i64, ptr %49, align 8, !invariant.load !0
  %51 = bitcast i64 %50 to double
  %52 = call double @llvm.minnum.f64(double %16, double %51)
  %53 = fcmp oeq double %51, 0.000000e+00
  %54 = and i1 %30, %53
  %55 = or i64 %15, %50
  %56 = bitcast i64 %55 to double
  %57 = select i1 %54, double %56, double %52
  %58 = fcmp uno double %57, 0.000000e+00
  %59 = bitcast double %57 to i64
  %60 = trunc i64 %59 to i32
  %61 = select i1 %58, i32 -1, i32 %60
  %62 = add i64 %41, 8
  %63 = inttoptr i64 %62 to ptr
  store i32 %61, ptr %63, align 4
  %64 = lshr i64 %59, 32
  %65 = trunc nuw i64 %64 to i32
  %66 = select i1 %58, i32 2147483647, i32 %65
  %67 = add i64 %41, 12
  %68 = inttoptr i64 %67 to ptr
  store i32 %66, ptr %68, align 4
  %69 = add i64 %24, add (i64 ptrtoint (ptr @F64_VALUES to i64), i64 32)
  %70 = inttoptr i64 %69 to ptr
  %71 = load i64, ptr %70, align 8, !invariant.load !0
  %72 = bitcast i64 %71 to double
  %73 = call double @llvm.minnum.f64(double %16, double %72)
  %74 = fcmp oeq double %72, 0.000000e+00
  %75 = and i1 %30, %74
  %76 = or i64 %15, %71
  %77 = bitcast i64 %76 to double
  %78 = select i1 %75, double %77, double %73
  %79 = fcmp uno double %78, 0.000000e+00
  %80 = bitcast double %78 to i64
  %81 = trunc i64 %80 to i32
  %82 = select i1 %79, i32 -1, i32 %81
  %83 = add i64 %41, 16
  %84 = inttoptr i64 %83 to ptr
  store i32 %82, ptr %84, align 4
  %85 = lshr i64 %80, 32
  %86 = trunc nuw i64 %85 to i32
  %87 = select i1 %79, i32 2147483647, i32 %86
  %88 = add i64 %41, 20
  %89 = inttoptr i64 %88 to ptr
  store i32 %87, ptr %89, align 4
  %90 = add i64 %24, add (i64 ptrtoint (ptr @F64_VALUES to i64), i64 48)
  %91 = inttoptr i64 %90 to ptr
  %92 = load i64, ptr %91, align 8, !invariant.load !0
  %93 = bitcast i64 %92 to double
  %94 = call double @llvm.minnum.f64(double %16, double %93)
  %95 = fcmp oeq double %93, 0.000000e+00
  %96 = and i1 %30, %95
  %97 = or i64 %15, %92
  %98 = bitcast i64 %97 to double
  %99 = select i1 %96, double %98, double %94
  %100 = fcmp uno double %99, 0.000000e+00
  %101 = bitcast double %99 to i64
  %102 = trunc i64 %101 to i32
  %103 = select i1 %100, i32 -1, i32 %102
  %104 = add i64 %41, 24
  %105 = inttoptr i64 %104 to ptr
  store i32 %103, ptr %105, align 4
  %106 = lshr i64 %101, 32
  %107 = trunc nuw i64 %106 to i32
  %108 = select i1 %100, i32 2147483647, i32 %107
  %109 = add i64 %41, 28
  %110 = inttoptr i64 %109 to ptr
  store i32 %108, ptr %110, align 4
  ret void
}

define void @f64_max(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr @F64_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = bitcast i64 %15 to double
  %17 = lshr i32 %9, 4
  %18 = and i32 %17, 1
  %19 = lshr i32 %9, 2
  %20 = and i32 %19, 536870904
  %21 = or disjoint i32 %18, %20
  %22 = shl nuw i32 %21, 3
  %23 = and i32 %22, 200
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @F64_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i64, ptr %26, align 8, !invariant.load !0
  %28 = bitcast i64 %27 to double
  %29 = call double @llvm.maxnum.f64(double %16, double %28)
  %30 = fcmp oeq double %16, 0.000000e+00
  %31 = fcmp oeq double %28, 0.000000e+00
  %32 = and i1 %30, %31
  %33 = and i64 %15, %27
  %34 = bitcast i64 %33 to double
  %35 = select i1 %32, double %34, double %29
  %36 = fcmp uno double %35, 0.000000e+00
  %37 = bitcast double %35 to i64
  %38 = trunc i64 %37 to i32
  %39 = select i1 %36, i32 -1, i32 %38
  %40 = shl nuw nsw i64 %11, 2
  %41 = add i64 %2, %40
  %42 = inttoptr i64 %41 to ptr
  store i32 %39, ptr %42, align 4
  %43 = lshr i64 %37, 32
  %44 = trunc nuw i64 %43 to i32
  %45 = select i1 %36, i32 2147483647, i32 %44
  %46 = add i64 %41, 4
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = add i64 %24, add (i64 ptrtoint (ptr @F64_VALUES to i64), i64 16)
  %49 = inttoptr i64 %48 to ptr
  %50 = load i64, ptr %49, align 8, !invariant.load !0
  %51 = bitcast i64 %50 to double
  %52 = call double @llvm.maxnum.f64(double %16, double %51)
  %53 = fcmp oeq double %51, 0.000000e+00
  %54 = and i1 %30, %53
  %55 = and i64 %15, %50
  %56 = bitcast i64 %55 to double
  %57 = select i1 %54, double %56, double %52
  %58 = fcmp uno double %57, 0.000000e+00
  %59 = bitcast double %57 to i64
  %60 = trunc i64 %59 to i32
  %61 = select i1 %58, i32 -1, i32 %60
  %62 = add i64 %41, 8
  %63 = inttoptr i64 %62 to ptr
  store i32 %61, ptr %63, align 4
  %64 = lshr i64 %59, 32
  %65 = trunc nuw i64 %64 to i32
  %66 = select i1 %58, i32 2147483647, i32 %65
  %67 = add i64 %41, 12
  %68 = inttoptr i64 %67 to ptr
  store i32 %66, ptr %68, align 4
  %69 = add i64 %24, add (i64 ptrtoint (ptr @F64_VALUES to i64), i64 32)
  %70 = inttoptr i64 %69 to ptr
  %71 = load i64, ptr %70, align 8, !invariant.load !0
  %72 = bitcast i64 %71 to double
  %73 = call double @llvm.maxnum.f64(double %16, double %72)
  %74 = fcmp oeq double %72, 0.000000e+00
  %75 = and i1 %30, %74
  %76 = and i64 %15, %71
  %77 = bitcast i64 %76 to double
  %78 = select i1 %75, double %77, double %73
  %79 = fcmp uno double %78, 0.000000e+00
  %80 = bitcast double %78 to i64
  %81 = trunc i64 %80 to i32
  %82 = select i1 %79, i32 -1, i32 %81
  %83 = add i64 %41, 16
  %84 = inttoptr i64 %83 to ptr
  store i32 %82, ptr %84, align 4
  %85 = lshr i64 %80, 32
  %86 = trunc nuw i64 %85 to i32
  %87 = select i1 %79, i32 2147483647, i32 %86
  %88 = add i64 %41, 20
  %89 = inttoptr i64 %88 to ptr
  store i32 %87, ptr %89, align 4
  %90 = add i64 %24, add (i64 ptrtoint (ptr @F64_VALUES to i64), i64 48)
  %91 = inttoptr i64 %90 to ptr
  %92 = load i64, ptr %91, align 8, !invariant.load !0
  %93 = bitcast i64 %92 to double
  %94 = call double @llvm.maxnum.f64(double %16, double %93)
  %95 = fcmp oeq double %93, 0.000000e+00
  %96 = and i1 %30, %95
  %97 = and i64 %15, %92
  %98 = bitcast i64 %97 to double
  %99 = select i1 %96, double %98, double %94
  %100 = fcmp uno double %99, 0.000000e+00
  %101 = bitcast double %99 to i64
  %102 = trunc i64 %101 to i32
  %103 = select i1 %100, i32 -1, i32 %102
  %104 = add i64 %41, 24
  %105 = inttoptr i64 %104 to ptr
  store i32 %103, ptr %105, align 4
  %106 = lshr i64 %101, 32
  %107 = trunc nuw i64 %106 to i32
  %108 = select i1 %100, i32 2147483647, i32 %107
  %109 = add i64 %41, 28
  %110 = inttoptr i64 %109 to ptr
  store i32 %108, ptr %110, align 4
  ret void
}

define void @f32_minmax_nan(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @F32_VALUES to i64)
  %14 = and i32 %9, -32
  %15 = shl i32 %9, 3
  %16 = and i32 %15, 24
  %17 = or disjoint i32 %14, %16
  %18 = inttoptr i64 %13 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = bitcast i32 %19 to float
  %21 = call float @llvm.fabs.f32(float %20)
  %22 = fcmp olt float %21, 0x3810000000000000
  %23 = and i32 %19, -2147483648
  %24 = bitcast i32 %23 to float
  %25 = select i1 %22, float %24, float %20
  %26 = bitcast float %25 to i32
  %27 = and i32 %17, 120
  %28 = zext nneg i32 %27 to i64
  %29 = add i64 %28, ptrtoint (ptr @F32_VALUES to i64)
  %30 = lshr i32 %9, 2
  %31 = and i32 %30, 1073741816
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %32, ptrtoint (ptr @SPECIAL_PARTNERS to i64)
  %34 = inttoptr i64 %33 to ptr
  %35 = load i32, ptr %34, align 4, !invariant.load !0
  %36 = bitcast i32 %35 to float
  %37 = inttoptr i64 %29 to ptr
  %38 = load i32, ptr %37, align 4, !invariant.load !0
  %39 = bitcast i32 %38 to float
  %40 = fcmp uno float %20, %39
  br i1 %40, label %"$L__BB6_4", label %130

"$L__BB6_4":                                      ; preds = %"$L__BB6_2", %"$L__BB6_3", %allocas
  %"%f47.0" = phi float [ 0x7FFFFFFFE0000000, %allocas ], [ %49, %"$L__BB6_3" ], [ %133, %"$L__BB6_2" ]
  %41 = bitcast float %"%f47.0" to i32
  %42 = fcmp uno float %"%f47.0", 0.000000e+00
  %43 = select i1 %42, i32 2147483647, i32 %41
  %44 = zext i32 %15 to i64
  %45 = shl nuw nsw i64 %44, 2
  %46 = add i64 %2, %45
  %47 = inttoptr i64 %46 to ptr
  store i32 %43, ptr %47, align 4
  br i1 %40, label %"$L__BB6_8", label %134

"$L__BB6_3":                                      ; preds = %130
  %48 = or i32 %38, %19
  %49 = bitcast i32 %48 to float
  br label %"$L__BB6_4"

"$L__BB6_8":                                      ; preds = %"$L__BB6_6", %"$L__BB6_7", %"$L__BB6_4"
  %"%f48.0" = phi float [ 0x7FFFFFFFE0000000, %"$L__BB6_4" ], [ %62, %"$L__BB6_7" ], [ %137, %"$L__BB6_6" ]
  %50 = bitcast float %"%f48.0" to i32
  %51 = fcmp uno float %"%f48.0", 0.000000e+00
  %52 = select i1 %51, i32 2147483647, i32 %50
  %53 = add i64 %46, 4
  %54 = inttoptr i64 %53 to ptr
  store i32 %52, ptr %54, align 4
  %55 = call float @llvm.fabs.f32(float %36)
  %56 = fcmp olt float %55, 0x3810000000000000
  %57 = and i32 %35, -2147483648
  %58 = bitcast i32 %57 to float
  %59 = select i1 %56, float %58, float %36
  %60 = fcmp uno float %25, %59
  br i1 %60, label %"$L__BB6_16.critedge", label %138

"$L__BB6_7":                                      ; preds = %134
  %61 = and i32 %38, %19
  %62 = bitcast i32 %61 to float
  br label %"$L__BB6_8"

"$L__BB6_12":                                     ; preds = %"$L__BB6_10", %"$L__BB6_11"
  %"%f49.0" = phi float [ %70, %"$L__BB6_11" ], [ %141, %"$L__BB6_10" ]
  %63 = bitcast float %"%f49.0" to i32
  %64 = fcmp uno float %"%f49.0", 0.000000e+00
  %65 = select i1 %64, i32 2147483647, i32 %63
  %66 = add i64 %46, 8
  %67 = inttoptr i64 %66 to ptr
  store i32 %65, ptr %67, align 4
  br i1 %139, label %"$L__BB6_15", label %"$L__BB6_14"

"$L__BB6_11":                                     ; preds = %138
  %68 = bitcast float %59 to i32
  %69 = or i32 %68, %26
  %70 = bitcast i32 %69 to float
  br label %"$L__BB6_12"

"$L__BB6_16.critedge":                            ; preds = %"$L__BB6_8"
  %71 = add i64 %46, 8
  %72 = inttoptr i64 %71 to ptr
  store i32 2147483647, ptr %72, align 4
  br label %"$L__BB6_16"

"$L__BB6_16":                                     ; preds = %"$L__BB6_16.critedge", %"$L__BB6_14", %"$L__BB6_15"
  %"%f50.0" = phi float [ %89, %"$L__BB6_15" ], [ %143, %"$L__BB6_14" ], [ 0x7FFFFFFFE0000000, %"$L__BB6_16.critedge" ]
  %73 = bitcast float %"%f50.0" to i32
  %74 = fcmp uno float %"%f50.0", 0.000000e+00
  %75 = select i1 %74, i32 2147483647, i32 %73
  %76 = add i64 %46, 12
  %77 = inttoptr i64 %76 to ptr
  store i32 %75, ptr %77, align 4
  %78 = add i64 %28, add (i64 ptrtoint (ptr @F32_VALUES to i64), i64 4)
  %79 = add i64 %32, add (i64 ptrtoint (ptr @SPECIAL_PARTNERS to i64), i64 4)
  %80 = inttoptr i64 %79 to ptr
  %81 = load i32, ptr %80, align 4, !invariant.load !0
  %82 = bitcast i32 %81 to float
  %83 = inttoptr i64 %78 to ptr
  %84 = load i32, ptr %83, align 4, !invariant.load !0
  %85 = bitcast i32 %84 to float
  %86 = fcmp uno float %20, %85
  br i1 %86, label %"$L__BB6_24.critedge", label %144

"$L__BB6_15":                                     ; preds = %"$L__BB6_12"
  %87 = bitcast float %59 to i32
  %88 = and i32 %87, %26
  %89 = bitcast i32 %88 to float
  br label %"$L__BB6_16"

"$L__BB6_20":                                     ; preds = %"$L__BB6_18", %"$L__BB6_19"
  %"%f51.0" = phi float [ %96, %"$L__BB6_19" ], [ %147, %"$L__BB6_18" ]
  %90 = bitcast float %"%f51.0" to i32
  %91 = fcmp uno float %"%f51.0", 0.000000e+00
  %92 = select i1 %91, i32 2147483647, i32 %90
  %93 = add i64 %46, 16
  %94 = inttoptr i64 %93 to ptr
  store i32 %92, ptr %94, align 4
  br i1 %145, label %"$L__BB6_23", label %"$L__BB6_22"

"$L__BB6_19":                                     ; preds = %144
  %95 = or i32 %84, %19
  %96 = bitcast i32 %95 to float
  br label %"$L__BB6_20"

"$L__BB6_24.critedge":                            ; preds = %"$L__BB6_16"
  %97 = add i64 %46, 16
  %98 = inttoptr i64 %97 to ptr
  store i32 2147483647, ptr %98, align 4
  br label %"$L__BB6_24"

"$L__BB6_24":                                     ; preds = %"$L__BB6_24.critedge", %"$L__BB6_22", %"$L__BB6_23"
  %"%f52.0" = phi float [ %111, %"$L__BB6_23" ], [ %149, %"$L__BB6_22" ], [ 0x7FFFFFFFE0000000, %"$L__BB6_24.critedge" ]
  %99 = bitcast float %"%f52.0" to i32
  %100 = fcmp uno float %"%f52.0", 0.000000e+00
  %101 = select i1 %100, i32 2147483647, i32 %99
  %102 = add i64 %46, 20
  %103 = inttoptr i64 %102 to ptr
  store i32 %101, ptr %103, align 4
  %104 = call float @llvm.fabs.f32(float %82)
  %105 = fcmp olt float %104, 0x3810000000000000
  %106 = and i32 %81, -2147483648
  %107 = bitcast i32 %106 to float
  %108 = select i1 %105, float %107, float %82
  %109 = fcmp uno float %25, %108
  br i1 %109, label %"$L__BB6_32.critedge", label %150

"$L__BB6_23":                                     ; preds = %"$L__BB6_20"
  %110 = and i32 %84, %19
  %111 = bitcast i32 %110 to float
  br label %"$L__BB6_24"

"$L__BB6_28":                                     ; preds = %"$L__BB6_26", %"$L__BB6_27"
  %"%f53.0" = phi float [ %119, %"$L__BB6_27" ], [ %153, %"$L__BB6_26" ]
  %112 = bitcast float %"%f53.0" to i32
  %113 = fcmp uno float %"%f53.0", 0.000000e+00
  %114 = select i1 %113, i32 2147483647, i32 %112
  %115 = add i64 %46, 24
  %116 = inttoptr i64 %115 to ptr
  store i32 %114, ptr %116, align 4
  br i1 %151, label %"$L__BB6_31", label %"$L__BB6_30"

"$L__BB6_27":                                     ; preds = %150
  %117 = bitcast float %108 to i32
  %118 = or i32 %117, %26
  %119 = bitcast i32 %118 to float
  br label %"$L__BB6_28"

"$L__BB6_32.critedge":                            ; preds = %"$L__BB6_24"
  %120 = add i64 %46, 24
  %121 = inttoptr i64 %120 to ptr
  store i32 2147483647, ptr %121, align 4
  br label %"$L__BB6_32"

"$L__BB6_32":                                     ; preds = %"$L__BB6_32.critedge", %"$L__BB6_30", %"$L__BB6_31"
  %"%f54.0" = phi float [ %129, %"$L__BB6_31" ], [ %155, %"$L__BB6_30" ], [ 0x7FFFFFFFE0000000, %"$L__BB6_32.critedge" ]
  %122 = bitcast float %"%f54.0" to i32
  %123 = fcmp uno float %"%f54.0", 0.000000e+00
  %124 = select i1 %123, i32 2147483647, i32 %122
  %125 = add i64 %46, 28
  %126 = inttoptr i64 %125 to ptr
  store i32 %124, ptr %126, align 4
  ret void

"$L__BB6_31":                                     ; preds = %"$L__BB6_28"
  %127 = bitcast float %108 to i32
  %128 = and i32 %127, %26
  %129 = bitcast i32 %128 to float
  br label %"$L__BB6_32"

130:                                              ; preds = %allocas
  %131 = fcmp oeq float %20, %39
  br i1 %131, label %"$L__BB6_3", label %"$L__BB6_2"

"$L__BB6_2":                                      ; preds = %130
  %132 = fcmp olt float %20, %39
  %133 = select i1 %132, float %20, float %39
  br label %"$L__BB6_4"

134:                                              ; preds = %"$L__BB6_4"
  %135 = fcmp oeq float %20, %39
  br i1 %135, label %"$L__BB6_7", label %"$L__BB6_6"

"$L__BB6_6":                                      ; preds = %134
  %136 = fcmp olt float %20, %39
  %137 = select i1 %136, float %39, float %20
  br label %"$L__BB6_8"

138:                                              ; preds = %"$L__BB6_8"
  %139 = fcmp oeq float %25, %59
  br i1 %139, label %"$L__BB6_11", label %"$L__BB6_10"

"$L__BB6_10":                                     ; preds = %138
  %140 = fcmp olt float %25, %59
  %141 = select i1 %140, float %25, float %59
  br label %"$L__BB6_12"

"$L__BB6_14":                                     ; preds = %"$L__BB6_12"
  %142 = fcmp olt float %59, %25
  %143 = select i1 %142, float %25, float %59
  br label %"$L__BB6_16"

144:                                              ; preds = %"$L__BB6_16"
  %145 = fcmp oeq float %20, %85
  br i1 %145, label %"$L__BB6_19", label %"$L__BB6_18"

"$L__BB6_18":                                     ; preds = %144
  %146 = fcmp olt float %20, %85
  %147 = select i1 %146, float %20, float %85
  br label %"$L__BB6_20"

"$L__BB6_22":                                     ; preds = %"$L__BB6_20"
  %148 = fcmp olt float %20, %85
  %149 = select i1 %148, float %85, float %20
  br label %"$L__BB6_24"

150:                                              ; preds = %"$L__BB6_24"
  %151 = fcmp oeq float %25, %108
  br i1 %151, label %"$L__BB6_27", label %"$L__BB6_26"

"$L__BB6_26":                                     ; preds = %150
  %152 = fcmp olt float %25, %108
  %153 = select i1 %152, float %25, float %108
  br label %"$L__BB6_28"

"$L__BB6_30":                                     ; preds = %"$L__BB6_28"
  %154 = fcmp olt float %108, %25
  %155 = select i1 %154, float %25, float %108
  br label %"$L__BB6_32"
}

define void @minmax_intrinsics(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = zext i32 %10 to i64
  %12 = and i64 %11, 60
  %13 = add i64 %12, ptrtoint (ptr @U32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = lshr i32 %9, 2
  %17 = and i32 %16, 60
  %18 = zext nneg i32 %17 to i64
  %19 = add i64 %18, ptrtoint (ptr @U32_VALUES to i64)
  %20 = inttoptr i64 %19 to ptr
  %21 = load i32, ptr %20, align 4, !invariant.load !0
  %22 = and i64 %11, 124
  %23 = add i64 %22, ptrtoint (ptr @F32_VALUES to i64)
  %24 = inttoptr i64 %23 to ptr
  %25 = load i32, ptr %24, align 4, !invariant.load !0
  %26 = bitcast i32 %25 to float
  %27 = and i32 %9, 124
  %28 = zext nneg i32 %27 to i64
  %29 = add i64 %28, ptrtoint (ptr @F32_VALUES to i64)
  %30 = inttoptr i64 %29 to ptr
  %31 = load i32, ptr %30, align 4, !invariant.load !0
  %32 = bitcast i32 %31 to float
  %33 = shl i32 %9, 3
  %34 = zext i32 %33 to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = add i64 %2, %35
  %37 = call i32 @llvm.smin.i32(i32 %15, i32 %21)
  %38 = inttoptr i64 %36 to ptr
  store i32 %37, ptr %38, align 4
  %39 = call i32 @llvm.umax.i32(i32 %15, i32 %21)
  %40 = add i64 %36, 4
  %41 = inttoptr i64 %40 to ptr
  store i32 %39, ptr %41, align 4
  %42 = zext i32 %15 to i64
  %43 = shl nuw nsw i64 %42, 31
  %44 = zext i32 %21 to i64
  %45 = shl nuw nsw i64 %44, 30
  %46 = call i64 @llvm.umin.i64(i64 %43, i64 %45)
  %47 = add i64 %36, 8
  %48 = inttoptr i64 %47 to ptr
  %49 = trunc i64 %46 to i32
  store i32 %49, ptr %48, align 4
  %50 = shl i64 %42, 33
  %51 = call i64 @llvm.umax.i64(i64 %50, i64 %44)
  %52 = lshr i64 %51, 32
  %53 = add i64 %36, 12
  %54 = inttoptr i64 %53 to ptr
  %55 = trunc nuw i64 %52 to i32
  store i32 %55, ptr %54, align 4
  %56 = call float @llvm.minnum.f32(float %26, float %32)
  %57 = fcmp oeq float %26, 0.000000e+00
  %58 = fcmp oeq float %32, 0.000000e+00
  %59 = and i1 %57, %58
  %60 = or i32 %25, %31
  %61 = bitcast i32 %60 to float
  %62 = select i1 %59, float %61, float %56
  %63 = fcmp uno float %62, 0.000000e+00
  %64 = bitcast float %62 to i32
  %65 = select i1 %63, i32 2147483647, i32 %64
  %66 = add i64 %36, 16
  %67 = inttoptr i64 %66 to ptr
  store i32 %65, ptr %67, align 4
  %68 = call float @llvm.maxnum.f32(float %26, float %32)
  %69 = and i32 %25, %31
  %70 = bitcast i32 %69 to float
  %71 = select i1 %59, float %70, float %68
  %72 = fcmp uno float %71, 0.000000e+00
  %73 = bitcast float %71 to i32
  %74 = select i1 %72, i32 2147483647, i32 %73
  %75 = add i64 %36, 20
  %76 = inttoptr i64 %75 to ptr
  store i32 %74, ptr %76, align 4
  %77 = call float @llvm.maxnum.f32(float %26, float 0.000000e+00)
  %78 = call float @llvm.minnum.f32(float %77, float 1.000000e+00)
  %79 = fcmp uno float %26, 0.000000e+00
  %80 = select i1 %79, float 0.000000e+00, float %78
  %81 = add i64 %36, 24
  %82 = inttoptr i64 %81 to ptr
  store float %80, ptr %82, align 4
  %83 = add i64 %36, 28
  %84 = inttoptr i64 %83 to ptr
  store float %80, ptr %84, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
