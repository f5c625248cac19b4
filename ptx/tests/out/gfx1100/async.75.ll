; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@SOURCE = protected addrspace(1) global [4096 x i8] zeroinitializer, align 4
@cp_async_pipeline._ZZ17cp_async_pipelineE5stage = internal addrspace(3) global [2048 x i8] undef, align 16
@cp_async_ignore_src._ZZ19cp_async_ignore_srcE5stage = internal addrspace(3) global [1024 x i8] undef, align 16

define amdgpu_kernel void @cp_async_pipeline(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workitem.id.x()
  %7 = icmp ugt i32 %6, 1023
  br i1 %7, label %"$L__BB0_3", label %"$L__BB0_2"

"$L__BB0_3":                                      ; preds = %"$L__BB0_2", %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %8 = shl i32 %6, 4
  %9 = zext i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 2
  %11 = add i64 %10, ptrtoint (ptr addrspace(1) @SOURCE to i64)
  %12 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @SOURCE to i64), i64 12)
  %13 = inttoptr i64 %12 to ptr addrspace(1)
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @SOURCE to i64), i64 8)
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @SOURCE to i64), i64 4)
  %19 = inttoptr i64 %18 to ptr addrspace(1)
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = inttoptr i64 %11 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4
  %23 = shl i32 %6, 5
  %24 = add i32 %23, ptrtoint (ptr addrspace(3) @cp_async_pipeline._ZZ17cp_async_pipelineE5stage to i32)
  %25 = inttoptr i32 %24 to ptr addrspace(3)
  %26 = insertelement <4 x i32> poison, i32 %22, i64 0
  %27 = insertelement <4 x i32> %26, i32 %20, i64 1
  %28 = insertelement <4 x i32> %27, i32 %17, i64 2
  %29 = insertelement <4 x i32> %28, i32 %14, i64 3
  store <4 x i32> %29, ptr addrspace(3) %25, align 16
  %30 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @SOURCE to i64), i64 24)
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  %32 = load i32, ptr addrspace(1) %31, align 4
  %33 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @SOURCE to i64), i64 20)
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = load i32, ptr addrspace(1) %34, align 4
  %36 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @SOURCE to i64), i64 16)
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  %38 = load i32, ptr addrspace(1) %37, align 4
  %39 = add i32 %23, add (i32 ptrtoint (ptr addrspace(3) @cp_async_pipeline._ZZ17cp_async_pipelineE5stage to i32), i32 16)
  %40 = inttoptr i32 %39 to ptr addrspace(3)
  %41 = insertelement <4 x i32> <i32 poison, i32 poison, i32 poison, i32 0>, i32 %38, i64 0
  %42 = insertelement <4 x i32> %41, i32 %35, i64 1
  %43 = insertelement <4 x i32> %42, i32 %32, i64 2
  store <4 x i32> %43, ptr addrspace(3) %40, align 16
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %44 = load <4 x i32>, ptr addrspace(3) %25, align 16
  %45 = extractelement <4 x i32> %44, i64 0
  %46 = extractelement <4 x i32> %44, i64 1
  %47 = extractelement <4 x i32> %44, i64 2
  %48 = extractelement <4 x i32> %44, i64 3
  %49 = mul i32 %45, 31
  %50 = add i32 %49, %46
  %51 = mul i32 %50, 31
  %52 = add i32 %51, %47
  %53 = mul i32 %52, 31
  %54 = add i32 %53, %48
  %55 = load <4 x i32>, ptr addrspace(3) %40, align 16
  %56 = extractelement <4 x i32> %55, i64 0
  %57 = extractelement <4 x i32> %55, i64 1
  %58 = extractelement <4 x i32> %55, i64 2
  %59 = extractelement <4 x i32> %55, i64 3
  %60 = mul i32 %54, 31
  %61 = add i32 %60, %56
  %62 = mul i32 %61, 31
  %63 = add i32 %62, %57
  %64 = mul i32 %63, 31
  %65 = add i32 %64, %58
  %66 = mul i32 %65, 31
  %67 = add i32 %66, %59
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %68 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @SOURCE to i64), i64 32)
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  %70 = load i32, ptr addrspace(1) %69, align 4
  %71 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @SOURCE to i64), i64 36)
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  %73 = load i8, ptr addrspace(1) %72, align 1
  %74 = zext i8 %73 to i32
  %75 = insertelement <4 x i32> <i32 poison, i32 poison, i32 0, i32 0>, i32 %70, i64 0
  %76 = insertelement <4 x i32> %75, i32 %74, i64 1
  store <4 x i32> %76, ptr addrspace(3) %25, align 16
  store <4 x i32> zeroinitializer, ptr addrspace(3) %40, align 16
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %77 = load <4 x i32>, ptr addrspace(3) %25, align 16
  %78 = extractelement <4 x i32> %77, i64 0
  %79 = extractelement <4 x i32> %77, i64 1
  %80 = extractelement <4 x i32> %77, i64 2
  %81 = extractelement <4 x i32> %77, i64 3
  %82 = call i32 @llvm.amdgcn.workgroup.id.x()
  %83 = mul i32 %82, %5
  %84 = add i32 %83, %6
  %85 = shl i32 %84, 3
  %86 = inttoptr i64 %1 to ptr
  %87 = addrspacecast ptr %86 to ptr addrspace(1)
  %88 = ptrtoint ptr addrspace(1) %87 to i64
  %89 = zext i32 %85 to i64
  %90 = shl nuw nsw i64 %89, 2
  %91 = add i64 %90, %88
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %78, ptr addrspace(1) %92, align 4
  %93 = add i64 %91, 4
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  store i32 %79, ptr addrspace(1) %94, align 4
  %95 = add i64 %91, 8
  %96 = inttoptr i64 %95 to ptr addrspace(1)
  store i32 %80, ptr addrspace(1) %96, align 4
  %97 = add i64 %91, 12
  %98 = inttoptr i64 %97 to ptr addrspace(1)
  store i32 %81, ptr addrspace(1) %98, align 4
  %99 = load <2 x i32>, ptr addrspace(3) %40, align 8
  %100 = extractelement <2 x i32> %99, i64 0
  %101 = extractelement <2 x i32> %99, i64 1
  %102 = add i64 %91, 16
  %103 = inttoptr i64 %102 to ptr addrspace(1)
  store i32 %100, ptr addrspace(1) %103, align 4
  %104 = add i64 %91, 20
  %105 = inttoptr i64 %104 to ptr addrspace(1)
  store i32 %101, ptr addrspace(1) %105, align 4
  %106 = add i64 %91, 24
  %107 = inttoptr i64 %106 to ptr addrspace(1)
  store i32 %67, ptr addrspace(1) %107, align 4
  %108 = load i32, ptr addrspace(1) %13, align 4
  %109 = load i32, ptr addrspace(1) %16, align 4
  %110 = insertelement <2 x i32> poison, i32 %109, i64 0
  %111 = insertelement <2 x i32> %110, i32 %108, i64 1
  store <2 x i32> %111, ptr addrspace(3) %25, align 8
  %112 = load i32, ptr addrspace(1) %34, align 4
  %113 = or disjoint i32 %24, 8
  %114 = inttoptr i32 %113 to ptr addrspace(3)
  store i32 %112, ptr addrspace(3) %114, align 4
  %115 = mul i32 %108, 3
  %116 = mul i32 %112, 7
  %117 = xor i32 %116, %115
  %118 = xor i32 %117, %109
  %119 = add i64 %91, 28
  %120 = inttoptr i64 %119 to ptr addrspace(1)
  store i32 %118, ptr addrspace(1) %120, align 4
  ret void

"$L__BB0_2":                                      ; preds = %allocas, %"$L__BB0_2"
  %"%r65.0" = phi i32 [ %127, %"$L__BB0_2" ], [ %6, %allocas ]
  %121 = mul i32 %"%r65.0", 16777619
  %122 = add i32 %121, 7
  %123 = zext i32 %"%r65.0" to i64
  %124 = shl nuw nsw i64 %123, 2
  %125 = add i64 %124, ptrtoint (ptr addrspace(1) @SOURCE to i64)
  %126 = inttoptr i64 %125 to ptr addrspace(1)
  store i32 %122, ptr addrspace(1) %126, align 4
  %127 = add i32 %"%r65.0", %5
  %128 = icmp ult i32 %127, 1024
  br i1 %128, label %"$L__BB0_2", label %"$L__BB0_3"
}

define amdgpu_kernel void @cp_async_ignore_src(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workitem.id.x()
  %7 = icmp ugt i32 %6, 1023
  br i1 %7, label %"$L__BB1_3", label %"$L__BB1_2"

"$L__BB1_3":                                      ; preds = %"$L__BB1_2", %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %8 = shl i32 %6, 4
  %9 = zext i32 %6 to i64
  %10 = mul nuw i64 %9, 2863311531
  %11 = lshr i64 %10, 33
  %12 = trunc nuw nsw i64 %11 to i32
  %.neg = mul i32 %12, -3
  %13 = sub i32 0, %6
  %14 = icmp eq i32 %.neg, %13
  %15 = zext i32 %8 to i64
  %16 = shl nuw nsw i64 %15, 2
  br i1 %14, label %"$L__BB1_5", label %50

"$L__BB1_2":                                      ; preds = %allocas, %"$L__BB1_2"
  %"%r28.0" = phi i32 [ %23, %"$L__BB1_2" ], [ %6, %allocas ]
  %17 = mul i32 %"%r28.0", 16777619
  %18 = add i32 %17, 7
  %19 = zext i32 %"%r28.0" to i64
  %20 = shl nuw nsw i64 %19, 2
  %21 = add i64 %20, ptrtoint (ptr addrspace(1) @SOURCE to i64)
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 %18, ptr addrspace(1) %22, align 4
  %23 = add i32 %"%r28.0", %5
  %24 = icmp ult i32 %23, 1024
  br i1 %24, label %"$L__BB1_2", label %"$L__BB1_3"

"$L__BB1_5":                                      ; preds = %50, %"$L__BB1_3"
  %"%r29.0" = phi i32 [ 0, %"$L__BB1_3" ], [ %53, %50 ]
  %25 = add i32 %8, ptrtoint (ptr addrspace(3) @cp_async_ignore_src._ZZ19cp_async_ignore_srcE5stage to i32)
  %26 = inttoptr i32 %25 to ptr addrspace(3)
  store i32 %"%r29.0", ptr addrspace(3) %26, align 4
  br i1 %14, label %"$L__BB1_7", label %54

"$L__BB1_7":                                      ; preds = %54, %"$L__BB1_5"
  %"%r30.0" = phi i32 [ 0, %"$L__BB1_5" ], [ %57, %54 ]
  %27 = or disjoint i32 %25, 4
  %28 = inttoptr i32 %27 to ptr addrspace(3)
  store i32 %"%r30.0", ptr addrspace(3) %28, align 4
  br i1 %14, label %"$L__BB1_9", label %58

"$L__BB1_9":                                      ; preds = %58, %"$L__BB1_7"
  %"%r31.0" = phi i32 [ 0, %"$L__BB1_7" ], [ %61, %58 ]
  %29 = or disjoint i32 %25, 8
  %30 = inttoptr i32 %29 to ptr addrspace(3)
  store i32 %"%r31.0", ptr addrspace(3) %30, align 4
  br i1 %14, label %"$L__BB1_11", label %62

"$L__BB1_11":                                     ; preds = %62, %"$L__BB1_9"
  %"%r32.0" = phi i32 [ 0, %"$L__BB1_9" ], [ %65, %62 ]
  %31 = call i32 @llvm.amdgcn.workgroup.id.x()
  %32 = mul i32 %31, %5
  %33 = add i32 %32, %6
  %34 = or disjoint i32 %25, 12
  %35 = inttoptr i32 %34 to ptr addrspace(3)
  store i32 %"%r32.0", ptr addrspace(3) %35, align 4
  %36 = shl i32 %33, 3
  %37 = inttoptr i64 %1 to ptr
  %38 = addrspacecast ptr %37 to ptr addrspace(1)
  %39 = ptrtoint ptr addrspace(1) %38 to i64
  %40 = zext i32 %36 to i64
  %41 = shl nuw nsw i64 %40, 2
  %42 = add i64 %41, %39
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %"%r29.0", ptr addrspace(1) %43, align 4
  %44 = add i64 %42, 4
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  store i32 %"%r30.0", ptr addrspace(1) %45, align 4
  %46 = add i64 %42, 8
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  store i32 %"%r31.0", ptr addrspace(1) %47, align 4
  %48 = add i64 %42, 12
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %"%r32.0", ptr addrspace(1) %49, align 4
  ret void

50:                                               ; preds = %"$L__BB1_3"
  %51 = add i64 %16, ptrtoint (ptr addrspace(1) @SOURCE to i64)
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  %53 = load i32, ptr addrspace(1) %52, align 4
  br label %"$L__BB1_5"

54:                                               ; preds = %"$L__BB1_5"
  %55 = add i64 %16, add (i64 ptrtoint (ptr addrspace(1) @SOURCE to i64), i64 4)
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  %57 = load i32, ptr addrspace(1) %56, align 4
  br label %"$L__BB1_7"

58:                                               ; preds = %"$L__BB1_7"
  %59 = add i64 %16, add (i64 ptrtoint (ptr addrspace(1) @SOURCE to i64), i64 8)
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  %61 = load i32, ptr addrspace(1) %60, align 4
  br label %"$L__BB1_9"

62:                                               ; preds = %"$L__BB1_9"
  %63 = add i64 %16, add (i64 ptrtoint (ptr addrspace(1) @SOURCE to i64), i64 12)
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  %65 = load i32, ptr addrspace(1) %64, align 4
  br label %"$L__BB1_11"
}

define amdgpu_kernel void @mbarrier_phases(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = add i64 %16, 8
  %18 = inttoptr i64 %17 to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %18, align 4
  %19 = add i64 %16, 4
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %20, align 4
  %21 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %21, align 4
  %.not = icmp eq i32 %10, 0
  br i1 %.not, label %24, label %"$L__BB2_2"

"$L__BB2_2":                                      ; preds = %24, %allocas
  %22 = add i64 %16, 28
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  store i32 %10, ptr addrspace(1) %23, align 4
  ret void

24:                                               ; preds = %allocas
  %25 = add i64 %16, 12
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  store i32 3, ptr addrspace(1) %26, align 4
  %27 = add i64 %16, 16
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %28, align 4
  %29 = add i64 %16, 20
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %30, align 4
  %31 = add i64 %16, 24
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %32, align 4
  br label %"$L__BB2_2"
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
