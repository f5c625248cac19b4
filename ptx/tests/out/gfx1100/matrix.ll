; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@dyn = external addrspace(3) global [0 x i8], align 16

define amdgpu_kernel void @compile_only_mma(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext i32 %5 to i64
  %7 = shl nuw nsw i64 %6, 5
  %8 = add i64 %7, %4
  %9 = inttoptr i64 %8 to ptr addrspace(1)
  %10 = load <4 x i32>, ptr addrspace(1) %9, align 16
  %11 = extractelement <4 x i32> %10, i64 0
  %12 = extractelement <4 x i32> %10, i64 1
  %13 = extractelement <4 x i32> %10, i64 2
  %14 = extractelement <4 x i32> %10, i64 3
  %15 = add i64 %8, 16
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  %17 = load <2 x i32>, ptr addrspace(1) %16, align 8
  %18 = extractelement <2 x i32> %17, i64 0
  %19 = extractelement <2 x i32> %17, i64 1
  %20 = call { i32, i32, i32, i32 } @__rocuda_mma_m16n8k16_f32_f16_f16_f32(i32 %11, i32 %12, i32 %13, i32 %14, i32 %18, i32 %19, i32 0, i32 1065353216, i32 1073741824, i32 1077936128)
  %21 = extractvalue { i32, i32, i32, i32 } %20, 0
  %22 = extractvalue { i32, i32, i32, i32 } %20, 1
  %23 = extractvalue { i32, i32, i32, i32 } %20, 2
  %24 = extractvalue { i32, i32, i32, i32 } %20, 3
  %25 = insertelement <4 x i32> poison, i32 %21, i64 0
  %26 = insertelement <4 x i32> %25, i32 %22, i64 1
  %27 = insertelement <4 x i32> %26, i32 %23, i64 2
  %28 = insertelement <4 x i32> %27, i32 %24, i64 3
  store <4 x i32> %28, ptr addrspace(1) %9, align 16
  ret void
}

define amdgpu_kernel void @compile_only_ldmatrix(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = shl i32 %5, 2
  %7 = add i32 %6, ptrtoint (ptr addrspace(3) @dyn to i32)
  %8 = inttoptr i32 %7 to ptr addrspace(3)
  store i32 %5, ptr addrspace(3) %8, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %9 = shl i32 %5, 3
  %10 = and i32 %9, 248
  %11 = add i32 %10, ptrtoint (ptr addrspace(3) @dyn to i32)
  %12 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %13 = lshr i32 %12, 2
  %14 = and i32 %13, 1
  %15 = and i32 %13, 1073741822
  %16 = or disjoint i32 %15, %14
  %17 = shl nuw i32 %16, 2
  %18 = call i32 @llvm.amdgcn.ds.bpermute(i32 %17, i32 %11)
  %19 = shl i32 %12, 2
  %20 = and i32 %19, 12
  %21 = add i32 %18, %20
  %22 = inttoptr i32 %21 to ptr addrspace(3)
  %23 = load i32, ptr addrspace(3) %22, align 4
  %24 = add i32 %17, 32
  %25 = call i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %11)
  %26 = add i32 %25, %20
  %27 = inttoptr i32 %26 to ptr addrspace(3)
  %28 = load i32, ptr addrspace(3) %27, align 4
  %29 = add i32 %17, 64
  %30 = call i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %11)
  %31 = add i32 %30, %20
  %32 = inttoptr i32 %31 to ptr addrspace(3)
  %33 = load i32, ptr addrspace(3) %32, align 4
  %34 = add i32 %17, 96
  %35 = call i32 @llvm.amdgcn.ds.bpermute(i32 %34, i32 %11)
  %36 = add i32 %35, %20
  %37 = inttoptr i32 %36 to ptr addrspace(3)
  %38 = load i32, ptr addrspace(3) %37, align 4
  %39 = zext i32 %5 to i64
  %40 = shl nuw nsw i64 %39, 5
  %41 = add i64 %40, %4
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  %43 = insertelement <4 x i32> poison, i32 %23, i64 0
  %44 = insertelement <4 x i32> %43, i32 %28, i64 1
  %45 = insertelement <4 x i32> %44, i32 %33, i64 2
  %46 = insertelement <4 x i32> %45, i32 %38, i64 3
  store <4 x i32> %46, ptr addrspace(1) %42, align 16
  ret void
}

define amdgpu_kernel void @compile_only_wmma(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %3 = lshr i32 %2, 2
  %4 = and i32 %3, 1
  %5 = and i32 %3, 1073741822
  %6 = or disjoint i32 %5, %4
  %7 = shl i32 %2, 1
  %8 = and i32 %7, 6
  %9 = zext nneg i32 %6 to i64
  %10 = shl nuw nsw i64 %9, 4
  %11 = zext nneg i32 %8 to i64
  %12 = or disjoint i64 %10, %11
  %13 = shl nuw nsw i64 %12, 1
  %14 = add i64 %1, %13
  %15 = inttoptr i64 %14 to ptr
  %16 = load i16, ptr %15, align 2
  %17 = or disjoint i32 %8, 1
  %18 = zext nneg i32 %17 to i64
  %19 = or disjoint i64 %10, %18
  %20 = shl nuw nsw i64 %19, 1
  %21 = add i64 %1, %20
  %22 = inttoptr i64 %21 to ptr
  %23 = load i16, ptr %22, align 2
  %24 = zext i16 %16 to i32
  %25 = zext i16 %23 to i32
  %26 = shl nuw i32 %25, 16
  %27 = or disjoint i32 %26, %24
  %28 = add nuw nsw i32 %6, 8
  %29 = zext nneg i32 %28 to i64
  %30 = shl nuw nsw i64 %29, 4
  %31 = or disjoint i64 %30, %11
  %32 = shl nuw nsw i64 %31, 1
  %33 = add i64 %1, %32
  %34 = inttoptr i64 %33 to ptr
  %35 = load i16, ptr %34, align 2
  %36 = or disjoint i64 %30, %18
  %37 = shl nuw nsw i64 %36, 1
  %38 = add i64 %1, %37
  %39 = inttoptr i64 %38 to ptr
  %40 = load i16, ptr %39, align 2
  %41 = zext i16 %35 to i32
  %42 = zext i16 %40 to i32
  %43 = shl nuw i32 %42, 16
  %44 = or disjoint i32 %43, %41
  %45 = or disjoint i32 %8, 8
  %46 = zext nneg i32 %45 to i64
  %47 = or disjoint i64 %10, %46
  %48 = shl nuw nsw i64 %47, 1
  %49 = add i64 %1, %48
  %50 = inttoptr i64 %49 to ptr
  %51 = load i16, ptr %50, align 2
  %52 = or disjoint i32 %8, 9
  %53 = zext nneg i32 %52 to i64
  %54 = or disjoint i64 %10, %53
  %55 = shl nuw nsw i64 %54, 1
  %56 = add i64 %1, %55
  %57 = inttoptr i64 %56 to ptr
  %58 = load i16, ptr %57, align 2
  %59 = zext i16 %51 to i32
  %60 = zext i16 %58 to i32
  %61 = shl nuw i32 %60, 16
  %62 = or disjoint i32 %61, %59
  %63 = or disjoint i64 %30, %46
  %64 = shl nuw nsw i64 %63, 1
  %65 = add i64 %1, %64
  %66 = inttoptr i64 %65 to ptr
  %67 = load i16, ptr %66, align 2
  %68 = or disjoint i64 %30, %53
  %69 = shl nuw nsw i64 %68, 1
  %70 = add i64 %1, %69
  %71 = inttoptr i64 %70 to ptr
  %72 = load i16, ptr %71, align 2
  %73 = zext i16 %67 to i32
  %74 = zext i16 %72 to i32
  %75 = shl nuw i32 %74, 16
  %76 = or disjoint i32 %75, %73
  %77 = add i64 %1, 512
  %78 = add i64 %77, %13
  %79 = inttoptr i64 %78 to ptr
  %80 = load i16, ptr %79, align 2
  %81 = add i64 %77, %20
  %82 = inttoptr i64 %81 to ptr
  %83 = load i16, ptr %82, align 2
  %84 = zext i16 %80 to i32
  %85 = zext i16 %83 to i32
  %86 = shl nuw i32 %85, 16
  %87 = or disjoint i32 %86, %84
  %88 = add i64 %77, %48
  %89 = inttoptr i64 %88 to ptr
  %90 = load i16, ptr %89, align 2
  %91 = add i64 %77, %55
  %92 = inttoptr i64 %91 to ptr
  %93 = load i16, ptr %92, align 2
  %94 = zext i16 %90 to i32
  %95 = zext i16 %93 to i32
  %96 = shl nuw i32 %95, 16
  %97 = or disjoint i32 %96, %94
  %98 = add i64 %77, %32
  %99 = inttoptr i64 %98 to ptr
  %100 = load i16, ptr %99, align 2
  %101 = add i64 %77, %37
  %102 = inttoptr i64 %101 to ptr
  %103 = load i16, ptr %102, align 2
  %104 = zext i16 %100 to i32
  %105 = zext i16 %103 to i32
  %106 = shl nuw i32 %105, 16
  %107 = or disjoint i32 %106, %104
  %108 = add i64 %77, %64
  %109 = inttoptr i64 %108 to ptr
  %110 = load i16, ptr %109, align 2
  %111 = add i64 %77, %69
  %112 = inttoptr i64 %111 to ptr
  %113 = load i16, ptr %112, align 2
  %114 = zext i16 %110 to i32
  %115 = zext i16 %113 to i32
  %116 = shl nuw i32 %115, 16
  %117 = or disjoint i32 %116, %114
  %118 = add i64 %1, 1024
  %119 = shl nuw nsw i64 %12, 2
  %120 = add i64 %118, %119
  %121 = inttoptr i64 %120 to ptr
  %122 = load i32, ptr %121, align 4
  %123 = shl nuw nsw i64 %19, 2
  %124 = add i64 %118, %123
  %125 = inttoptr i64 %124 to ptr
  %126 = load i32, ptr %125, align 4
  %127 = shl nuw nsw i64 %31, 2
  %128 = add i64 %118, %127
  %129 = inttoptr i64 %128 to ptr
  %130 = load i32, ptr %129, align 4
  %131 = shl nuw nsw i64 %36, 2
  %132 = add i64 %118, %131
  %133 = inttoptr i64 %132 to ptr
  %134 = load i32, ptr %133, align 4
  %135 = shl nuw nsw i64 %47, 2
  %136 = add i64 %118, %135
  %137 = inttoptr i64 %136 to ptr
  %138 = load i32, ptr %137, align 4
  %139 = shl nuw nsw i64 %54, 2
  %140 = add i64 %118, %139
  %141 = inttoptr i64 %140 to ptr
  %142 = load i32, ptr %141, align 4
  %143 = shl nuw nsw i64 %63, 2
  %144 = add i64 %118, %143
  %145 = inttoptr i64 %144 to ptr
  %146 = load i32, ptr %145, align 4
  %147 = shl nuw nsw i64 %68, 2
  %148 = add i64 %118, %147
  %149 = inttoptr i64 %148 to ptr
  %150 = load i32, ptr %149, align 4
  %151 = call { i32, i32, i32, i32 } @__rocuda_mma_m16n8k16_f32_f16_f16_f32(i32 %27, i32 %44, i32 %62, i32 %76, i32 %87, i32 %97, i32 %122, i32 %126, i32 %130, i32 %134)
  %152 = extractvalue { i32, i32, i32, i32 } %151, 0
  %153 = extractvalue { i32, i32, i32, i32 } %151, 1
  %154 = extractvalue { i32, i32, i32, i32 } %151, 2
  %155 = extractvalue { i32, i32, i32, i32 } %151, 3
  %156 = call { i32, i32, i32, i32 } @__rocuda_mma_m16n8k16_f32_f16_f16_f32(i32 %27, i32 %44, i32 %62, i32 %76, i32 %107, i32 %117, i32 %138, i32 %142, i32 %146, i32 %150)
  %157 = extractvalue { i32, i32, i32, i32 } %156, 0
  %158 = extractvalue { i32, i32, i32, i32 } %156, 1
  %159 = extractvalue { i32, i32, i32, i32 } %156, 2
  %160 = extractvalue { i32, i32, i32, i32 } %156, 3
  %161 = add i64 %1, 2048
  %162 = add i64 %161, %119
  %163 = inttoptr i64 %162 to ptr
  store i32 %152, ptr %163, align 4
  %164 = add i64 %161, %123
  %165 = inttoptr i64 %164 to ptr
  store i32 %153, ptr %165, align 4
  %166 = add i64 %161, %127
  %167 = inttoptr i64 %166 to ptr
  store i32 %154, ptr %167, align 4
  %168 = add i64 %161, %131
  %169 = inttoptr i64 %168 to ptr
  store i32 %155, ptr %169, align 4
  %170 = add i64 %161, %135
  %171 = inttoptr i64 %170 to ptr
  store i32 %157, ptr %171, align 4
  %172 = add i64 %161, %139
  %173 = inttoptr i64 %172 to ptr
  store i32 %158, ptr %173, align 4
  %174 = add i64 %161, %143
  %175 = inttoptr i64 %174 to ptr
  store i32 %159, ptr %175, align 4
  %176 = add i64 %161, %147
  %177 = inttoptr i64 %176 to ptr
  store i32 %160, ptr %177, align 4
  ret void
}

define amdgpu_kernel void @compile_only_cp_async(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext i32 %5 to i64
  %7 = shl nuw nsw i64 %6, 5
  %8 = add i64 %7, %4
  %9 = shl i32 %5, 4
  %10 = and i32 %9, 240
  %11 = add i32 %10, ptrtoint (ptr addrspace(3) @dyn to i32)
  %12 = inttoptr i32 %11 to ptr addrspace(3)
  %13 = inttoptr i64 %8 to ptr addrspace(1)
  %14 = load i128, ptr addrspace(1) %13, align 16
  store i128 %14, ptr addrspace(3) %12, align 16
  %15 = add i64 %8, 16
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  %17 = load i128, ptr addrspace(1) %16, align 16
  store i128 %17, ptr addrspace(3) %12, align 16
  %18 = trunc i128 %14 to i32
  store i32 %18, ptr addrspace(3) %12, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %19 = load <4 x i32>, ptr addrspace(3) %12, align 16
  store <4 x i32> %19, ptr addrspace(1) %13, align 16
  ret void
}

define amdgpu_kernel void @plain(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = mul i32 %12, 16843009
  %17 = xor i32 %16, 42405
  %18 = inttoptr i64 %15 to ptr addrspace(1)
  %19 = insertelement <2 x i32> poison, i32 %12, i64 0
  %20 = insertelement <2 x i32> %19, i32 %17, i64 1
  store <2 x i32> %20, ptr addrspace(1) %18, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent noinline
define internal { i32, i32, i32, i32 } @__rocuda_mma_m16n8k16_f32_f16_f16_f32(i32 %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9) #2 {
entry:
  %10 = bitcast i32 %6 to float
  %11 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %12 = and i32 %11, -4
  %13 = shl i32 %12, 2
  %14 = call i32 @llvm.amdgcn.ds.bpermute(i32 %13, i32 %0)
  %15 = trunc i32 %14 to i16
  %16 = shl i32 %11, 3
  %17 = and i32 %16, 24
  %18 = shl nuw nsw i32 %17, 2
  %19 = call i32 @llvm.amdgcn.ds.bpermute(i32 %18, i32 %4)
  %20 = trunc i32 %19 to i16
  %21 = bitcast i16 %15 to half
  %22 = fpext half %21 to float
  %23 = bitcast i16 %20 to half
  %24 = fpext half %23 to float
  %25 = call float @llvm.fma.f32(float %22, float %24, float %10)
  %26 = lshr i32 %14, 16
  %27 = trunc nuw i32 %26 to i16
  %28 = lshr i32 %19, 16
  %29 = trunc nuw i32 %28 to i16
  %30 = bitcast i16 %27 to half
  %31 = fpext half %30 to float
  %32 = bitcast i16 %29 to half
  %33 = fpext half %32 to float
  %34 = call float @llvm.fma.f32(float %31, float %33, float %25)
  %35 = or disjoint i32 %13, 4
  %36 = call i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %0)
  %37 = trunc i32 %36 to i16
  %38 = or disjoint i32 %18, 4
  %39 = call i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %4)
  %40 = trunc i32 %39 to i16
  %41 = bitcast i16 %37 to half
  %42 = fpext half %41 to float
  %43 = bitcast i16 %40 to half
  %44 = fpext half %43 to float
  %45 = call float @llvm.fma.f32(float %42, float %44, float %34)
  %46 = lshr i32 %36, 16
  %47 = trunc nuw i32 %46 to i16
  %48 = lshr i32 %39, 16
  %49 = trunc nuw i32 %48 to i16
  %50 = bitcast i16 %47 to half
  %51 = fpext half %50 to float
  %52 = bitcast i16 %49 to half
  %53 = fpext half %52 to float
  %54 = call float @llvm.fma.f32(float %51, float %53, float %45)
  %55 = or disjoint i32 %13, 8
  %56 = call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %0)
  %57 = trunc i32 %56 to i16
  %58 = or disjoint i32 %18, 8
  %59 = call i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 %4)
  %60 = trunc i32 %59 to i16
  %61 = bitcast i16 %57 to half
  %62 = fpext half %61 to float
  %63 = bitcast i16 %60 to half
  %64 = fpext half %63 to float
  %65 = call float @llvm.fma.f32(float %62, float %64, float %54)
  %66 = lshr i32 %56, 16
  %67 = trunc nuw i32 %66 to i16
  %68 = lshr i32 %59, 16
  %69 = trunc nuw i32 %68 to i16
  %70 = bitcast i16 %67 to half
  %71 = fpext half %70 to float
  %72 = bitcast i16 %69 to half
  %73 = fpext half %72 to float
  %74 = call float @llvm.fma.f32(float %71, float %73, float %65)
  %75 = shl i32 %11, 2
  %76 = or i32 %75, 12
  %77 = call i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %0)
  %78 = trunc i32 %77 to i16
  %79 = or disjoint i32 %18, 12
  %80 = call i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %4)
  %81 = trunc i32 %80 to i16
  %82 = bitcast i16 %78 to half
  %83 = fpext half %82 to float
  %84 = bitcast i16 %81 to half
  %85 = fpext half %84 to float
  %86 = call float @llvm.fma.f32(float %83, float %85, float %74)
  %87 = lshr i32 %77, 16
  %88 = trunc nuw i32 %87 to i16
  %89 = lshr i32 %80, 16
  %90 = trunc nuw i32 %89 to i16
  %91 = bitcast i16 %88 to half
  %92 = fpext half %91 to float
  %93 = bitcast i16 %90 to half
  %94 = fpext half %93 to float
  %95 = call float @llvm.fma.f32(float %92, float %94, float %86)
  %96 = call i32 @llvm.amdgcn.ds.bpermute(i32 %13, i32 %2)
  %97 = trunc i32 %96 to i16
  %98 = call i32 @llvm.amdgcn.ds.bpermute(i32 %18, i32 %5)
  %99 = trunc i32 %98 to i16
  %100 = bitcast i16 %97 to half
  %101 = fpext half %100 to float
  %102 = bitcast i16 %99 to half
  %103 = fpext half %102 to float
  %104 = call float @llvm.fma.f32(float %101, float %103, float %95)
  %105 = lshr i32 %96, 16
  %106 = trunc nuw i32 %105 to i16
  %107 = lshr i32 %98, 16
  %108 = trunc nuw i32 %107 to i16
  %109 = bitcast i16 %106 to half
  %110 = fpext half %109 to float
  %111 = bitcast i16 %108 to half
  %112 = fpext half %111 to float
  %113 = call float @llvm.fma.f32(float %110, float %112, float %104)
  %114 = call i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %2)
  %115 = trunc i32 %114 to i16
  %116 = call i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %5)
  %117 = trunc i32 %116 to i16
  %118 = bitcast i16 %115 to half
  %119 = fpext half %118 to float
  %120 = bitcast i16 %117 to half
  %121 = fpext half %120 to float
  %122 = call float @llvm.fma.f32(float %119, float %121, float %113)
  %123 = lshr i32 %114, 16
  %124 = trunc nuw i32 %123 to i16
  %125 = lshr i32 %116, 16
  %126 = trunc nuw i32 %125 to i16
  %127 = bitcast i16 %124 to half
  %128 = fpext half %127 to float
  %129 = bitcast i16 %126 to half
  %130 = fpext half %129 to float
  %131 = call float @llvm.fma.f32(float %128, float %130, float %122)
  %132 = call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %2)
  %133 = trunc i32 %132 to i16
  %134 = call i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 %5)
  %135 = trunc i32 %134 to i16
  %136 = bitcast i16 %133 to half
  %137 = fpext half %136 to float
  %138 = bitcast i16 %135 to half
  %139 = fpext half %138 to float
  %140 = call float @llvm.fma.f32(float %137, float %139, float %131)
  %141 = lshr i32 %132, 16
  %142 = trunc nuw i32 %141 to i16
  %143 = lshr i32 %134, 16
  %144 = trunc nuw i32 %143 to i16
  %145 = bitcast i16 %142 to half
  %146 = fpext half %145 to float
  %147 = bitcast i16 %144 to half
  %148 = fpext half %147 to float
  %149 = call float @llvm.fma.f32(float %146, float %148, float %140)
  %150 = call i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %2)
  %151 = trunc i32 %150 to i16
  %152 = call i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %5)
  %153 = trunc i32 %152 to i16
  %154 = bitcast i16 %151 to half
  %155 = fpext half %154 to float
  %156 = bitcast i16 %153 to half
  %157 = fpext half %156 to float
  %158 = call float @llvm.fma.f32(float %155, float %157, float %149)
  %159 = lshr i32 %150, 16
  %160 = trunc nuw i32 %159 to i16
  %161 = lshr i32 %152, 16
  %162 = trunc nuw i32 %161 to i16
  %163 = bitcast i16 %160 to half
  %164 = fpext half %163 to float
  %165 = bitcast i16 %162 to half
  %166 = fpext half %165 to float
  %167 = call float @llvm.fma.f32(float %164, float %166, float %158)
  %168 = bitcast float %167 to i32
  %169 = bitcast i32 %7 to float
  %170 = or disjoint i32 %18, 16
  %171 = call i32 @llvm.amdgcn.ds.bpermute(i32 %170, i32 %4)
  %172 = trunc i32 %171 to i16
  %173 = bitcast i16 %172 to half
  %174 = fpext half %173 to float
  %175 = call float @llvm.fma.f32(float %22, float %174, float %169)
  %176 = lshr i32 %171, 16
  %177 = trunc nuw i32 %176 to i16
  %178 = bitcast i16 %177 to half
  %179 = fpext half %178 to float
  %180 = call float @llvm.fma.f32(float %31, float %179, float %175)
  %181 = or disjoint i32 %18, 20
  %182 = call i32 @llvm.amdgcn.ds.bpermute(i32 %181, i32 %4)
  %183 = trunc i32 %182 to i16
  %184 = bitcast i16 %183 to half
  %185 = fpext half %184 to float
  %186 = call float @llvm.fma.f32(float %42, float %185, float %180)
  %187 = lshr i32 %182, 16
  %188 = trunc nuw i32 %187 to i16
  %189 = bitcast i16 %188 to half
  %190 = fpext half %189 to float
  %191 = call float @llvm.fma.f32(float %51, float %190, float %186)
  %192 = or disjoint i32 %18, 24
  %193 = call i32 @llvm.amdgcn.ds.bpermute(i32 %192, i32 %4)
  %194 = trunc i32 %193 to i16
  %195 = bitcast i16 %194 to half
  %196 = fpext half %195 to float
  %197 = call float @llvm.fma.f32(float %62, float %196, float %191)
  %198 = lshr i32 %193, 16
  %199 = trunc nuw i32 %198 to i16
  %200 = bitcast i16 %199 to half
  %201 = fpext half %200 to float
  %202 = call float @llvm.fma.f32(float %71, float %201, float %197)
  %203 = or disjoint i32 %18, 28
  %204 = call i32 @llvm.amdgcn.ds.bpermute(i32 %203, i32 %4)
  %205 = trunc i32 %204 to i16
  %206 = bitcast i16 %205 to half
  %207 = fpext half %206 to float
  %208 = call float @llvm.fma.f32(float %83, float %207, float %202)
  %209 = lshr i32 %204, 16
  %210 = trunc nuw i32 %209 to i16
  %211 = bitcast i16 %210 to half
  %212 = fpext half %211 to float
  %213 = call float @llvm.fma.f32(float %92, float %212, float %208)
  %214 = call i32 @llvm.amdgcn.ds.bpermute(i32 %170, i32 %5)
  %215 = trunc i32 %214 to i16
  %216 = bitcast i16 %215 to half
  %217 = fpext half %216 to float
  %218 = call float @llvm.fma.f32(float %101, float %217, float %213)
  %219 = lshr i32 %214, 16
  %220 = trunc nuw i32 %219 to i16
  %221 = bitcast i16 %220 to half
  %222 = fpext half %221 to float
  %223 = call float @llvm.fma.f32(float %110, float %222, float %218)
  %224 = call i32 @llvm.amdgcn.ds.bpermute(i32 %181, i32 %5)
  %225 = trunc i32 %224 to i16
  %226 = bitcast i16 %225 to half
  %227 = fpext half %226 to float
  %228 = call float @llvm.fma.f32(float %119, float %227, float %223)
  %229 = lshr i32 %224, 16
  %230 = trunc nuw i32 %229 to i16
  %231 = bitcast i16 %230 to half
  %232 = fpext half %231 to float
  %233 = call float @llvm.fma.f32(float %128, float %232, float %228)
  %234 = call i32 @llvm.amdgcn.ds.bpermute(i32 %192, i32 %5)
  %235 = trunc i32 %234 to i16
  %236 = bitcast i16 %235 to half
  %237 = fpext half %236 to float
  %238 = call float @llvm.fma.f32(float %137, float %237, float %233)
  %239 = lshr i32 %234, 16
  %240 = trunc nuw i32 %239 to i16
  %241 = bitcast i16 %240 to half
  %242 = fpext half %241 to float
  %243 = call float @llvm.fma.f32(float %146, float %242, float %238)
  %244 = call i32 @llvm.amdgcn.ds.bpermute(i32 %203, i32 %5)
  %245 = trunc i32 %244 to i16
  %246 = bitcast i16 %245 to half
  %247 = fpext half %246 to float
  %248 = call float @llvm.fma.f32(float %155, float %247, float %243)
  %249 = lshr i32 %244, 16
  %250 = trunc nuw i32 %249 to i16
  %251 = bitcast i16 %250 to half
  %252 = fpext half %251 to float
  %253 = call float @llvm.fma.f32(float %164, float %252, float %248)
  %254 = bitcast float %253 to i32
  %255 = bitcast i32 %8 to float
  %256 = call i32 @llvm.amdgcn.ds.bpermute(i32 %13, i32 %1)
  %257 = trunc i32 %256 to i16
  %258 = bitcast i16 %257 to half
  %259 = fpext half %258 to float
  %260 = call float @llvm.fma.f32(float %259, float %24, float %255)
  %261 = lshr i32 %256, 16
  %262 = trunc nuw i32 %261 to i16
  %263 = bitcast i16 %262 to half
  %264 = fpext half %263 to float
  %265 = call float @llvm.fma.f32(float %264, float %33, float %260)
  %266 = call i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %1)
  %267 = trunc i32 %266 to i16
  %268 = bitcast i16 %267 to half
  %269 = fpext half %268 to float
  %270 = call float @llvm.fma.f32(float %269, float %44, float %265)
  %271 = lshr i32 %266, 16
  %272 = trunc nuw i32 %271 to i16
  %273 = bitcast i16 %272 to half
  %274 = fpext half %273 to float
  %275 = call float @llvm.fma.f32(float %274, float %53, float %270)
  %276 = call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %1)
  %277 = trunc i32 %276 to i16
  %278 = bitcast i16 %277 to half
  %279 = fpext half %278 to float
  %280 = call float @llvm.fma.f32(float %279, float %64, float %275)
  %281 = lshr i32 %276, 16
  %282 = trunc nuw i32 %281 to i16
  %283 = bitcast i16 %282 to half
  %284 = fpext half %283 to float
  %285 = call float @llvm.fma.f32(float %284, float %73, float %280)
  %286 = call i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %1)
  %287 = trunc i32 %286 to i16
  %288 = bitcast i16 %287 to half
  %289 = fpext half %288 to float
  %290 = call float @llvm.fma.f32(float %289, float %85, float %285)
  %291 = lshr i32 %286, 16
  %292 = trunc nuw i32 %291 to i16
  %293 = bitcast i16 %292 to half
  %294 = fpext half %293 to float
  %295 = call float @llvm.fma.f32(float %294, float %94, float %290)
  %296 = call i32 @llvm.amdgcn.ds.bpermute(i32 %13, i32 %3)
  %297 = trunc i32 %296 to i16
  %298 = bitcast i16 %297 to half
  %299 = fpext half %298 to float
  %300 = call float @llvm.fma.f32(float %299, float %103, float %295)
  %301 = lshr i32 %296, 16
  %302 = trunc nuw i32 %301 to i16
  %303 = bitcast i16 %302 to half
  %304 = fpext half %303 to float
  %305 = call float @llvm.fma.f32(float %304, float %112, float %300)
  %306 = call i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %3)
  %307 = trunc i32 %306 to i16
  %308 = bitcast i16 %307 to half
  %309 = fpext half %308 to float
  %310 = call float @llvm.fma.f32(float %309, float %121, float %305)
  %311 = lshr i32 %306, 16
  %312 = trunc nuw i32 %311 to i16
  %313 = bitcast i16 %312 to half
  %314 = fpext half %313 to float
  %315 = call float @llvm.fma.f32(float %314, float %130, float %310)
  %316 = call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %3)
  %317 = trunc i32 %316 to i16
  %318 = bitcast i16 %317 to half
  %319 = fpext half %318 to float
  %320 = call float @llvm.fma.f32(float %319, float %139, float %315)
  %321 = lshr i32 %316, 16
  %322 = trunc nuw i32 %321 to i16
  %323 = bitcast i16 %322 to half
  %324 = fpext half %323 to float
  %325 = call float @llvm.fma.f32(float %324, float %148, float %320)
  %326 = call i32 @llvm.amdgcn.ds.bpermute(i32 %76, i32 %3)
  %327 = trunc i32 %326 to i16
  %328 = bitcast i16 %327 to half
  %329 = fpext half %328 to float
  %330 = call float @llvm.fma.f32(float %329, float %157, float %325)
  %331 = lshr i32 %326, 16
  %332 = trunc nuw i32 %331 to i16
  %333 = bitcast i16 %332 to half
  %334 = fpext half %333 to float
  %335 = call float @llvm.fma.f32(float %334, float %166, float %330)
  %336 = bitcast float %335 to i32
  %337 = bitcast i32 %9 to float
  %338 = call float @llvm.fma.f32(float %259, float %174, float %337)
  %339 = call float @llvm.fma.f32(float %264, float %179, float %338)
  %340 = call float @llvm.fma.f32(float %269, float %185, float %339)
  %341 = call float @llvm.fma.f32(float %274, float %190, float %340)
  %342 = call float @llvm.fma.f32(float %279, float %196, float %341)
  %343 = call float @llvm.fma.f32(float %284, float %201, float %342)
  %344 = call float @llvm.fma.f32(float %289, float %207, float %343)
  %345 = call float @llvm.fma.f32(float %294, float %212, float %344)
  %346 = call float @llvm.fma.f32(float %299, float %217, float %345)
  %347 = call float @llvm.fma.f32(float %304, float %222, float %346)
  %348 = call float @llvm.fma.f32(float %309, float %227, float %347)
  %349 = call float @llvm.fma.f32(float %314, float %232, float %348)
  %350 = call float @llvm.fma.f32(float %319, float %237, float %349)
  %351 = call float @llvm.fma.f32(float %324, float %242, float %350)
  %352 = call float @llvm.fma.f32(float %329, float %247, float %351)
  %353 = call float @llvm.fma.f32(float %334, float %252, float %352)
  %354 = bitcast float %353 to i32
  %355 = insertvalue { i32, i32, i32, i32 } undef, i32 %168, 0
  %356 = insertvalue { i32, i32, i32, i32 } %355, i32 %254, 1
  %357 = insertvalue { i32, i32, i32, i32 } %356, i32 %336, 2
  %358 = insertvalue { i32, i32, i32, i32 } %357, i32 %354, 3
  ret { i32, i32, i32, i32 } %358
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent noinline "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
