; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__rocuda_kernel.compile_only_minmax3_f32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @compile_only_minmax3_f32(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = zext i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 5
  %12 = add i64 %2, %11
  %13 = uitofp i32 %9 to float
  %14 = fadd float %13, -6.400000e+01
  %15 = fadd float %14, 5.000000e-01
  %16 = fdiv float 1.000000e+00, %15
  %17 = call float @llvm.minnum.f32(float %14, float %16)
  %18 = fcmp oeq float %14, 0.000000e+00
  %19 = fcmp oeq float %16, 0.000000e+00
  %20 = and i1 %18, %19
  %21 = bitcast float %14 to i32
  %22 = bitcast float %16 to i32
  %23 = or i32 %21, %22
  %24 = bitcast i32 %23 to float
  %25 = select i1 %20, float %24, float %17
  %26 = call float @llvm.minnum.f32(float %25, float -0.000000e+00)
  %27 = fcmp oeq float %25, 0.000000e+00
  %28 = call float @llvm.fabs.f32(float %25)
  %29 = fneg float %28
  %30 = select i1 %27, float %29, float %26
  %31 = call float @llvm.maxnum.f32(float %14, float %16)
  %32 = and i32 %21, %22
  %33 = bitcast i32 %32 to float
  %34 = select i1 %20, float %33, float %31
  %35 = call float @llvm.maxnum.f32(float %34, float -0.000000e+00)
  %36 = fcmp oeq float %34, 0.000000e+00
  %37 = bitcast float %34 to i32
  %38 = and i32 %37, -2147483648
  %39 = call float @llvm.minimum.f32(float %16, float -0.000000e+00)
  %40 = call float @llvm.fabs.f32(float %16)
  %41 = fneg float %40
  %42 = select i1 %19, float %41, float %39
  %43 = call float @llvm.minimum.f32(float %42, float %14)
  %44 = fcmp oeq float %42, 0.000000e+00
  %45 = and i1 %44, %18
  %46 = bitcast float %42 to i32
  %47 = or i32 %46, %21
  %48 = call float @llvm.maximum.f32(float %16, float -0.000000e+00)
  %49 = and i32 %22, -2147483648
  %50 = bitcast i32 %49 to float
  %51 = select i1 %19, float %50, float %48
  %52 = call float @llvm.maximum.f32(float %51, float %14)
  %53 = fcmp oeq float %51, 0.000000e+00
  %54 = and i1 %53, %18
  %55 = bitcast float %51 to i32
  %56 = and i32 %55, %21
  %57 = call float @llvm.fabs.f32(float %14)
  %58 = fcmp olt float %57, 0x3810000000000000
  %59 = call float @llvm.copysign.f32(float 0.000000e+00, float %14)
  %60 = select i1 %58, float %59, float %14
  %61 = fcmp olt float %40, 0x3810000000000000
  %62 = call float @llvm.copysign.f32(float 0.000000e+00, float %16)
  %63 = select i1 %61, float %62, float %16
  %64 = call float @llvm.minnum.f32(float %60, float -0.000000e+00)
  %65 = fcmp oeq float %60, 0.000000e+00
  %66 = bitcast float %60 to i32
  %67 = call float @llvm.fabs.f32(float %60)
  %68 = fneg float %67
  %69 = select i1 %65, float %68, float %64
  %70 = call float @llvm.minnum.f32(float %69, float %63)
  %71 = fcmp oeq float %69, 0.000000e+00
  %72 = fcmp oeq float %63, 0.000000e+00
  %73 = and i1 %71, %72
  %74 = bitcast float %69 to i32
  %75 = bitcast float %63 to i32
  %76 = or i32 %74, %75
  %77 = bitcast i32 %76 to float
  %78 = select i1 %73, float %77, float %70
  %79 = call float @llvm.fabs.f32(float %78)
  %80 = fcmp olt float %79, 0x3810000000000000
  %81 = call float @llvm.copysign.f32(float 0.000000e+00, float %78)
  %82 = select i1 %80, float %81, float %78
  %83 = call float @llvm.maximum.f32(float %60, float %63)
  %84 = and i1 %65, %72
  %85 = and i32 %66, %75
  %86 = bitcast i32 %85 to float
  %87 = select i1 %84, float %86, float %83
  %88 = call float @llvm.maximum.f32(float %87, float -0.000000e+00)
  %89 = fcmp oeq float %87, 0.000000e+00
  %90 = bitcast float %87 to i32
  %91 = and i32 %90, -2147483648
  %92 = bitcast i32 %91 to float
  %93 = select i1 %89, float %92, float %88
  %94 = call float @llvm.fabs.f32(float %93)
  %95 = fcmp olt float %94, 0x3810000000000000
  %96 = call float @llvm.copysign.f32(float 0.000000e+00, float %93)
  %97 = select i1 %95, float %96, float %93
  %98 = inttoptr i64 %12 to ptr
  store float %30, ptr %98, align 4
  %99 = add i64 %12, 4
  %100 = inttoptr i64 %99 to ptr
  %101 = bitcast float %35 to i32
  %102 = select i1 %36, i32 %38, i32 %101
  store i32 %102, ptr %100, align 4
  %103 = add i64 %12, 8
  %104 = inttoptr i64 %103 to ptr
  %105 = bitcast float %43 to i32
  %106 = select i1 %45, i32 %47, i32 %105
  store i32 %106, ptr %104, align 4
  %107 = add i64 %12, 12
  %108 = inttoptr i64 %107 to ptr
  %109 = bitcast float %52 to i32
  %110 = select i1 %54, i32 %56, i32 %109
  store i32 %110, ptr %108, align 4
  %111 = add i64 %12, 16
  %112 = inttoptr i64 %111 to ptr
  store float %82, ptr %112, align 4
  %113 = add i64 %12, 20
  %114 = inttoptr i64 %113 to ptr
  store float %97, ptr %114, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
