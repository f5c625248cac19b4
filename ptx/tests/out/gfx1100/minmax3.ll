; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @compile_only_minmax3_f32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = zext i32 %12 to i64
  %14 = shl nuw nsw i64 %13, 5
  %15 = add i64 %14, %4
  %16 = uitofp i32 %12 to float
  %17 = fadd float %16, -6.400000e+01
  %18 = fadd float %17, 5.000000e-01
  %19 = fdiv float 1.000000e+00, %18
  %20 = call float @llvm.minnum.f32(float %17, float %19)
  %21 = fcmp oeq float %17, 0.000000e+00
  %22 = fcmp oeq float %19, 0.000000e+00
  %23 = and i1 %21, %22
  %24 = bitcast float %17 to i32
  %25 = bitcast float %19 to i32
  %26 = or i32 %24, %25
  %27 = bitcast i32 %26 to float
  %28 = select i1 %23, float %27, float %20
  %29 = call float @llvm.minnum.f32(float %28, float -0.000000e+00)
  %30 = fcmp oeq float %28, 0.000000e+00
  %31 = call float @llvm.fabs.f32(float %28)
  %32 = fneg float %31
  %33 = select i1 %30, float %32, float %29
  %34 = call float @llvm.maxnum.f32(float %17, float %19)
  %35 = and i32 %24, %25
  %36 = bitcast i32 %35 to float
  %37 = select i1 %23, float %36, float %34
  %38 = call float @llvm.maxnum.f32(float %37, float -0.000000e+00)
  %39 = fcmp oeq float %37, 0.000000e+00
  %40 = bitcast float %37 to i32
  %41 = and i32 %40, -2147483648
  %42 = call float @llvm.minimum.f32(float %19, float -0.000000e+00)
  %43 = call float @llvm.fabs.f32(float %19)
  %44 = fneg float %43
  %45 = select i1 %22, float %44, float %42
  %46 = call float @llvm.minimum.f32(float %45, float %17)
  %47 = fcmp oeq float %45, 0.000000e+00
  %48 = and i1 %47, %21
  %49 = bitcast float %45 to i32
  %50 = or i32 %49, %24
  %51 = call float @llvm.maximum.f32(float %19, float -0.000000e+00)
  %52 = and i32 %25, -2147483648
  %53 = bitcast i32 %52 to float
  %54 = select i1 %22, float %53, float %51
  %55 = call float @llvm.maximum.f32(float %54, float %17)
  %56 = fcmp oeq float %54, 0.000000e+00
  %57 = and i1 %56, %21
  %58 = bitcast float %54 to i32
  %59 = and i32 %58, %24
  %60 = call float @llvm.fabs.f32(float %17)
  %61 = fcmp olt float %60, 0x3810000000000000
  %62 = call float @llvm.copysign.f32(float 0.000000e+00, float %17)
  %63 = select i1 %61, float %62, float %17
  %64 = fcmp olt float %43, 0x3810000000000000
  %65 = call float @llvm.copysign.f32(float 0.000000e+00, float %19)
  %66 = select i1 %64, float %65, float %19
  %67 = call float @llvm.minnum.f32(float %63, float -0.000000e+00)
  %68 = fcmp oeq float %63, 0.000000e+00
  %69 = bitcast float %63 to i32
  %70 = call float @llvm.fabs.f32(float %63)
  %71 = fneg float %70
  %72 = select i1 %68, float %71, float %67
  %73 = call float @llvm.minnum.f32(float %72, float %66)
  %74 = fcmp oeq float %72, 0.000000e+00
  %75 = fcmp oeq float %66, 0.000000e+00
  %76 = and i1 %74, %75
  %77 = bitcast float %72 to i32
  %78 = bitcast float %66 to i32
  %79 = or i32 %77, %78
  %80 = bitcast i32 %79 to float
  %81 = select i1 %76, float %80, float %73
  %82 = call float @llvm.fabs.f32(float %81)
  %83 = fcmp olt float %82, 0x3810000000000000
  %84 = call float @llvm.copysign.f32(float 0.000000e+00, float %81)
  %85 = select i1 %83, float %84, float %81
  %86 = call float @llvm.maximum.f32(float %63, float %66)
  %87 = and i1 %68, %75
  %88 = and i32 %69, %78
  %89 = bitcast i32 %88 to float
  %90 = select i1 %87, float %89, float %86
  %91 = call float @llvm.maximum.f32(float %90, float -0.000000e+00)
  %92 = fcmp oeq float %90, 0.000000e+00
  %93 = bitcast float %90 to i32
  %94 = and i32 %93, -2147483648
  %95 = bitcast i32 %94 to float
  %96 = select i1 %92, float %95, float %91
  %97 = call float @llvm.fabs.f32(float %96)
  %98 = fcmp olt float %97, 0x3810000000000000
  %99 = call float @llvm.copysign.f32(float 0.000000e+00, float %96)
  %100 = select i1 %98, float %99, float %96
  %101 = inttoptr i64 %15 to ptr addrspace(1)
  store float %33, ptr addrspace(1) %101, align 4
  %102 = add i64 %15, 4
  %103 = inttoptr i64 %102 to ptr addrspace(1)
  %104 = bitcast float %38 to i32
  %105 = select i1 %39, i32 %41, i32 %104
  store i32 %105, ptr addrspace(1) %103, align 4
  %106 = add i64 %15, 8
  %107 = inttoptr i64 %106 to ptr addrspace(1)
  %108 = bitcast float %46 to i32
  %109 = select i1 %48, i32 %50, i32 %108
  store i32 %109, ptr addrspace(1) %107, align 4
  %110 = add i64 %15, 12
  %111 = inttoptr i64 %110 to ptr addrspace(1)
  %112 = bitcast float %55 to i32
  %113 = select i1 %57, i32 %59, i32 %112
  store i32 %113, ptr addrspace(1) %111, align 4
  %114 = add i64 %15, 16
  %115 = inttoptr i64 %114 to ptr addrspace(1)
  store float %85, ptr addrspace(1) %115, align 4
  %116 = add i64 %15, 20
  %117 = inttoptr i64 %116 to ptr addrspace(1)
  store float %100, ptr addrspace(1) %117, align 4
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
declare float @llvm.minimum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
