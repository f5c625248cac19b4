; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@SOURCE = protected addrspace(1) global [4096 x i8] zeroinitializer, align 4
@cp_async_pipeline._ZZ17cp_async_pipelineE5stage = internal addrspace(3) global [2048 x i8] undef, align 16
@cp_async_ignore_src._ZZ19cp_async_ignore_srcE5stage = internal addrspace(3) global [1024 x i8] undef, align 16
@mbarrier_phases._ZZ15mbarrier_phasesE7barrier = internal addrspace(3) global [8 x i8] undef, align 8
@mbarrier_phases._ZZ15mbarrier_phasesE3own = internal addrspace(3) global [8 x i8] undef, align 8

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
  %8 = shl i32 %6, 5
  %9 = add i32 %8, ptrtoint (ptr addrspace(3) @cp_async_pipeline._ZZ17cp_async_pipelineE5stage to i32)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %10 = shl i32 %6, 4
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %12, ptrtoint (ptr addrspacecast (ptr addrspace(1) @SOURCE to ptr) to i64)
  %14 = inttoptr i32 %9 to ptr addrspace(3)
  %15 = inttoptr i64 %13 to ptr addrspace(1)
  %16 = load i128, ptr addrspace(1) %15, align 16
  store i128 %16, ptr addrspace(3) %14, align 16
  %17 = add i32 %8, add (i32 ptrtoint (ptr addrspace(3) @cp_async_pipeline._ZZ17cp_async_pipelineE5stage to i32), i32 16)
  %18 = add i64 %12, add (i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @SOURCE to ptr) to i64), i64 16)
  %19 = inttoptr i32 %17 to ptr addrspace(3)
  %20 = inttoptr i64 %18 to ptr addrspace(1)
  br label %cp.byte

"$L__BB0_2":                                      ; preds = %allocas, %"$L__BB0_2"
  %"%r64.0" = phi i32 [ %27, %"$L__BB0_2" ], [ %6, %allocas ]
  %21 = mul i32 %"%r64.0", 16777619
  %22 = add i32 %21, 7
  %23 = zext i32 %"%r64.0" to i64
  %24 = shl nuw nsw i64 %23, 2
  %25 = add i64 %24, ptrtoint (ptr addrspace(1) @SOURCE to i64)
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  store i32 %22, ptr addrspace(1) %26, align 4
  %27 = add i32 %"%r64.0", %5
  %28 = icmp ult i32 %27, 1024
  br i1 %28, label %"$L__BB0_2", label %"$L__BB0_3"

cp.byte:                                          ; preds = %cp.join, %"$L__BB0_3"
  %29 = phi i64 [ 0, %"$L__BB0_3" ], [ %36, %cp.join ]
  %30 = icmp ult i64 %29, 12
  br i1 %30, label %cp.fetch, label %cp.join

cp.fetch:                                         ; preds = %cp.byte
  %31 = getelementptr i8, ptr addrspace(1) %20, i64 %29
  %32 = load i8, ptr addrspace(1) %31, align 1
  br label %cp.join

cp.join:                                          ; preds = %cp.fetch, %cp.byte
  %33 = phi i8 [ 0, %cp.byte ], [ %32, %cp.fetch ]
  %34 = trunc i64 %29 to i32
  %35 = getelementptr i8, ptr addrspace(3) %19, i32 %34
  store i8 %33, ptr addrspace(3) %35, align 1
  %36 = add i64 %29, 1
  %37 = icmp ult i64 %36, 16
  br i1 %37, label %cp.byte, label %cp.done

cp.done:                                          ; preds = %cp.join
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %38 = load <4 x i32>, ptr addrspace(3) %14, align 16
  %39 = load <4 x i32>, ptr addrspace(3) %19, align 16
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %40 = add i64 %12, add (i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @SOURCE to ptr) to i64), i64 32)
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  br label %cp.byte1

cp.byte1:                                         ; preds = %cp.join3, %cp.done
  %42 = phi i64 [ 0, %cp.done ], [ %49, %cp.join3 ]
  %43 = icmp ult i64 %42, 5
  br i1 %43, label %cp.fetch2, label %cp.join3

cp.fetch2:                                        ; preds = %cp.byte1
  %44 = getelementptr i8, ptr addrspace(1) %41, i64 %42
  %45 = load i8, ptr addrspace(1) %44, align 1
  br label %cp.join3

cp.join3:                                         ; preds = %cp.fetch2, %cp.byte1
  %46 = phi i8 [ 0, %cp.byte1 ], [ %45, %cp.fetch2 ]
  %47 = trunc i64 %42 to i32
  %48 = getelementptr i8, ptr addrspace(3) %14, i32 %47
  store i8 %46, ptr addrspace(3) %48, align 1
  %49 = add i64 %42, 1
  %50 = icmp ult i64 %49, 16
  br i1 %50, label %cp.byte1, label %cp.byte5

cp.byte5:                                         ; preds = %cp.join3, %cp.byte5
  %51 = phi i64 [ %54, %cp.byte5 ], [ 0, %cp.join3 ]
  %52 = trunc i64 %51 to i32
  %53 = getelementptr i8, ptr addrspace(3) %19, i32 %52
  store i8 0, ptr addrspace(3) %53, align 1
  %54 = add i64 %51, 1
  %55 = icmp ult i64 %54, 16
  br i1 %55, label %cp.byte5, label %cp.done8

cp.done8:                                         ; preds = %cp.byte5
  %56 = extractelement <4 x i32> %38, i64 0
  %57 = mul i32 %56, 31
  %58 = extractelement <4 x i32> %38, i64 1
  %59 = add i32 %57, %58
  %60 = mul i32 %59, 31
  %61 = extractelement <4 x i32> %38, i64 2
  %62 = add i32 %60, %61
  %63 = mul i32 %62, 31
  %64 = extractelement <4 x i32> %38, i64 3
  %65 = add i32 %63, %64
  %66 = mul i32 %65, 31
  %67 = extractelement <4 x i32> %39, i64 0
  %68 = add i32 %66, %67
  %69 = mul i32 %68, 31
  %70 = extractelement <4 x i32> %39, i64 1
  %71 = add i32 %69, %70
  %72 = mul i32 %71, 31
  %73 = extractelement <4 x i32> %39, i64 2
  %74 = add i32 %72, %73
  %75 = mul i32 %74, 31
  %76 = extractelement <4 x i32> %39, i64 3
  %77 = add i32 %75, %76
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %78 = load <4 x i32>, ptr addrspace(3) %14, align 16
  %79 = extractelement <4 x i32> %78, i64 0
  %80 = extractelement <4 x i32> %78, i64 1
  %81 = extractelement <4 x i32> %78, i64 2
  %82 = extractelement <4 x i32> %78, i64 3
  %83 = call i32 @llvm.amdgcn.workgroup.id.x()
  %84 = mul i32 %83, %5
  %85 = add i32 %84, %6
  %86 = shl i32 %85, 3
  %87 = inttoptr i64 %1 to ptr
  %88 = addrspacecast ptr %87 to ptr addrspace(1)
  %89 = ptrtoint ptr addrspace(1) %88 to i64
  %90 = zext i32 %86 to i64
  %91 = shl nuw nsw i64 %90, 2
  %92 = add i64 %91, %89
  %93 = inttoptr i64 %92 to ptr addrspace(1)
  store i32 %79, ptr addrspace(1) %93, align 4
  %94 = add i64 %92, 4
  %95 = inttoptr i64 %94 to ptr addrspace(1)
  store i32 %80, ptr addrspace(1) %95, align 4
  %96 = add i64 %92, 8
  %97 = inttoptr i64 %96 to ptr addrspace(1)
  store i32 %81, ptr addrspace(1) %97, align 4
  %98 = add i64 %92, 12
  %99 = inttoptr i64 %98 to ptr addrspace(1)
  store i32 %82, ptr addrspace(1) %99, align 4
  %100 = load <2 x i32>, ptr addrspace(3) %19, align 8
  %101 = extractelement <2 x i32> %100, i64 0
  %102 = extractelement <2 x i32> %100, i64 1
  %103 = add i64 %92, 16
  %104 = inttoptr i64 %103 to ptr addrspace(1)
  store i32 %101, ptr addrspace(1) %104, align 4
  %105 = add i64 %92, 20
  %106 = inttoptr i64 %105 to ptr addrspace(1)
  store i32 %102, ptr addrspace(1) %106, align 4
  %107 = add i64 %92, 24
  %108 = inttoptr i64 %107 to ptr addrspace(1)
  store i32 %77, ptr addrspace(1) %108, align 4
  %109 = add i64 %12, add (i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @SOURCE to ptr) to i64), i64 8)
  %110 = inttoptr i64 %109 to ptr addrspace(1)
  %111 = load i64, ptr addrspace(1) %110, align 8
  store i64 %111, ptr addrspace(3) %14, align 8
  %112 = add i32 %8, add (i32 ptrtoint (ptr addrspace(3) @cp_async_pipeline._ZZ17cp_async_pipelineE5stage to i32), i32 8)
  %113 = add i64 %12, add (i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @SOURCE to ptr) to i64), i64 20)
  %114 = inttoptr i32 %112 to ptr addrspace(3)
  %115 = inttoptr i64 %113 to ptr addrspace(1)
  %116 = load i32, ptr addrspace(1) %115, align 4
  store i32 %116, ptr addrspace(3) %114, align 4
  %117 = load <4 x i32>, ptr addrspace(3) %14, align 16
  %118 = extractelement <4 x i32> %117, i64 0
  %119 = extractelement <4 x i32> %117, i64 1
  %120 = extractelement <4 x i32> %117, i64 2
  %121 = mul i32 %119, 3
  %122 = xor i32 %121, %118
  %123 = mul i32 %120, 7
  %124 = xor i32 %122, %123
  %125 = add i64 %92, 28
  %126 = inttoptr i64 %125 to ptr addrspace(1)
  store i32 %124, ptr addrspace(1) %126, align 4
  ret void
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
  %9 = zext i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 2
  %11 = add i64 %10, ptrtoint (ptr addrspacecast (ptr addrspace(1) @SOURCE to ptr) to i64)
  %12 = zext i32 %6 to i64
  %13 = mul nuw i64 %12, 2863311531
  %14 = lshr i64 %13, 33
  %15 = trunc nuw nsw i64 %14 to i32
  %.neg = mul i32 %15, -3
  %16 = sub i32 0, %6
  %17 = icmp ne i32 %.neg, %16
  %18 = add i32 %8, ptrtoint (ptr addrspace(3) @cp_async_ignore_src._ZZ19cp_async_ignore_srcE5stage to i32)
  %19 = inttoptr i32 %18 to ptr addrspace(3)
  %20 = inttoptr i64 %11 to ptr addrspace(1)
  br label %cp.byte

"$L__BB1_2":                                      ; preds = %allocas, %"$L__BB1_2"
  %"%r24.0" = phi i32 [ %27, %"$L__BB1_2" ], [ %6, %allocas ]
  %21 = mul i32 %"%r24.0", 16777619
  %22 = add i32 %21, 7
  %23 = zext i32 %"%r24.0" to i64
  %24 = shl nuw nsw i64 %23, 2
  %25 = add i64 %24, ptrtoint (ptr addrspace(1) @SOURCE to i64)
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  store i32 %22, ptr addrspace(1) %26, align 4
  %27 = add i32 %"%r24.0", %5
  %28 = icmp ult i32 %27, 1024
  br i1 %28, label %"$L__BB1_2", label %"$L__BB1_3"

cp.byte:                                          ; preds = %cp.join, %"$L__BB1_3"
  %29 = phi i64 [ 0, %"$L__BB1_3" ], [ %37, %cp.join ]
  %30 = icmp ult i64 %29, 16
  %31 = and i1 %17, %30
  br i1 %31, label %cp.fetch, label %cp.join

cp.fetch:                                         ; preds = %cp.byte
  %32 = getelementptr i8, ptr addrspace(1) %20, i64 %29
  %33 = load i8, ptr addrspace(1) %32, align 1
  br label %cp.join

cp.join:                                          ; preds = %cp.fetch, %cp.byte
  %34 = phi i8 [ 0, %cp.byte ], [ %33, %cp.fetch ]
  %35 = trunc i64 %29 to i32
  %36 = getelementptr i8, ptr addrspace(3) %19, i32 %35
  store i8 %34, ptr addrspace(3) %36, align 1
  %37 = add i64 %29, 1
  %38 = icmp ult i64 %37, 16
  br i1 %38, label %cp.byte, label %cp.done

cp.done:                                          ; preds = %cp.join
  %39 = load <4 x i32>, ptr addrspace(3) %19, align 16
  %40 = extractelement <4 x i32> %39, i64 0
  %41 = extractelement <4 x i32> %39, i64 1
  %42 = extractelement <4 x i32> %39, i64 2
  %43 = extractelement <4 x i32> %39, i64 3
  %44 = call i32 @llvm.amdgcn.workgroup.id.x()
  %45 = mul i32 %44, %5
  %46 = add i32 %45, %6
  %47 = shl i32 %46, 3
  %48 = inttoptr i64 %1 to ptr
  %49 = addrspacecast ptr %48 to ptr addrspace(1)
  %50 = ptrtoint ptr addrspace(1) %49 to i64
  %51 = zext i32 %47 to i64
  %52 = shl nuw nsw i64 %51, 2
  %53 = add i64 %52, %50
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  store i32 %40, ptr addrspace(1) %54, align 4
  %55 = add i64 %53, 4
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %56, align 4
  %57 = add i64 %53, 8
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %58, align 4
  %59 = add i64 %53, 12
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %60, align 4
  ret void
}

define amdgpu_kernel void @mbarrier_phases(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workitem.id.x()
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %26, label %"$L__BB2_2"

"$L__BB2_2":                                      ; preds = %26, %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %.not, label %27, label %"$L__BB2_4"

"$L__BB2_4":                                      ; preds = %atomic.retry, %"$L__BB2_2"
  %"%rd24.0" = phi i64 [ 0, %"$L__BB2_2" ], [ %43, %atomic.retry ]
  %3 = icmp eq i32 %2, 63
  br i1 %3, label %"$L__BB2_6", label %45

"$L__BB2_6":                                      ; preds = %atomic.retry1, %"$L__BB2_4"
  %"%rd24.1" = phi i64 [ %"%rd24.0", %"$L__BB2_4" ], [ %61, %atomic.retry1 ]
  %4 = call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 2
  %8 = zext i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %2
  %11 = shl i32 %10, 3
  %12 = inttoptr i64 %1 to ptr
  %13 = addrspacecast ptr %12 to ptr addrspace(1)
  %14 = ptrtoint ptr addrspace(1) %13 to i64
  %15 = zext i32 %11 to i64
  %16 = shl nuw nsw i64 %15, 2
  %17 = add i64 %16, %14
  br label %"$L__BB2_7"

"$L__BB2_7":                                      ; preds = %"$L__BB2_10", %"$L__BB2_6"
  br i1 %3, label %"$L__BB2_9", label %"$L__BB2_8"

"$L__BB2_9":                                      ; preds = %"$L__BB2_7"
  %18 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier acquire, align 8
  %.not77 = icmp slt i64 %18, 0
  br i1 %.not77, label %"$L__BB2_10", label %mbarrier.wait

"$L__BB2_10":                                     ; preds = %"$L__BB2_8", %mbarrier.wait3, %"$L__BB2_9", %mbarrier.wait
  %"%r42.0.in.in" = phi i64 [ %18, %mbarrier.wait ], [ %18, %"$L__BB2_9" ], [ %.not76.unshifted, %mbarrier.wait3 ], [ %.not76.unshifted, %"$L__BB2_8" ]
  %19 = icmp sgt i64 %"%r42.0.in.in", -1
  br i1 %19, label %"$L__BB2_7", label %68

"$L__BB2_13":                                     ; preds = %68
  %20 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier syncscope("workgroup") monotonic, align 8
  br label %atomic.retry10

"$L__BB2_14":                                     ; preds = %mbarrier.wait12, %atomic.retry10, %atomic.retry8
  %21 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier acquire, align 8
  %.not78.not = icmp sgt i64 %21, -1
  br i1 %.not78.not, label %.critedge, label %mbarrier.wait12

"$L__BB2_18":                                     ; preds = %.critedge
  %22 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier syncscope("workgroup") monotonic, align 8
  br label %atomic.retry17

"$L__BB2_19":                                     ; preds = %atomic.retry19, %atomic.retry17, %mbarrier.after22, %"$L__BB2_16"
  %23 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier acquire, align 8
  %.not79 = icmp slt i64 %23, 0
  br i1 %.not79, label %mbarrier.after22, label %mbarrier.wait21

"$L__BB2_22":                                     ; preds = %mbarrier.after38, %149
  %24 = add i64 %17, 28
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  store i32 %2, ptr addrspace(1) %25, align 4
  ret void

26:                                               ; preds = %allocas
  store atomic i64 134217792, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier release, align 8
  br label %"$L__BB2_2"

27:                                               ; preds = %"$L__BB2_2"
  %28 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier syncscope("workgroup") monotonic, align 8
  br label %atomic.retry

atomic.retry:                                     ; preds = %atomic.retry, %27
  %29 = phi i64 [ %28, %27 ], [ %43, %atomic.retry ]
  %30 = and i64 %29, 2097151
  %31 = lshr i64 %29, 21
  %32 = add nsw i64 %30, -1
  %33 = icmp eq i64 %32, 0
  %34 = select i1 %33, i64 %31, i64 %32
  %35 = icmp slt i64 %29, 0
  %36 = xor i1 %35, %33
  %37 = and i64 %34, 2097151
  %38 = and i64 %29, 4398044413952
  %39 = or disjoint i64 %37, %38
  %40 = select i1 %36, i64 -9223372036854775808, i64 0
  %41 = or disjoint i64 %39, %40
  %42 = cmpxchg ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier, i64 %29, i64 %41 syncscope("workgroup") acq_rel monotonic, align 8
  %43 = extractvalue { i64, i1 } %42, 0
  %44 = extractvalue { i64, i1 } %42, 1
  br i1 %44, label %"$L__BB2_4", label %atomic.retry

45:                                               ; preds = %"$L__BB2_4"
  %46 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier syncscope("workgroup") monotonic, align 8
  br label %atomic.retry1

atomic.retry1:                                    ; preds = %atomic.retry1, %45
  %47 = phi i64 [ %46, %45 ], [ %61, %atomic.retry1 ]
  %48 = and i64 %47, 2097151
  %49 = lshr i64 %47, 21
  %50 = add nsw i64 %48, -1
  %51 = icmp eq i64 %50, 0
  %52 = select i1 %51, i64 %49, i64 %50
  %53 = icmp slt i64 %47, 0
  %54 = xor i1 %53, %51
  %55 = and i64 %52, 2097151
  %56 = and i64 %47, 4398044413952
  %57 = or disjoint i64 %55, %56
  %58 = select i1 %54, i64 -9223372036854775808, i64 0
  %59 = or disjoint i64 %57, %58
  %60 = cmpxchg ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier, i64 %47, i64 %59 syncscope("workgroup") acq_rel monotonic, align 8
  %61 = extractvalue { i64, i1 } %60, 0
  %62 = extractvalue { i64, i1 } %60, 1
  br i1 %62, label %"$L__BB2_6", label %atomic.retry1

"$L__BB2_8":                                      ; preds = %"$L__BB2_7"
  %63 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier acquire, align 8
  %.not76.unshifted = xor i64 %63, %"%rd24.1"
  %.not76 = icmp slt i64 %.not76.unshifted, 0
  br i1 %.not76, label %"$L__BB2_10", label %mbarrier.wait3

mbarrier.wait:                                    ; preds = %"$L__BB2_9"
  %64 = call i64 @llvm.readsteadycounter()
  call void @llvm.amdgcn.s.sleep(i32 1)
  %65 = call i64 @llvm.readsteadycounter()
  br label %"$L__BB2_10"

mbarrier.wait3:                                   ; preds = %"$L__BB2_8"
  %66 = call i64 @llvm.readsteadycounter()
  call void @llvm.amdgcn.s.sleep(i32 1)
  %67 = call i64 @llvm.readsteadycounter()
  br label %"$L__BB2_10"

68:                                               ; preds = %"$L__BB2_10"
  %"%r42.0.in" = lshr i64 %"%r42.0.in.in", 63
  %"%r42.0" = trunc nuw nsw i64 %"%r42.0.in" to i32
  %69 = inttoptr i64 %17 to ptr addrspace(1)
  store i32 %"%r42.0", ptr addrspace(1) %69, align 4
  br i1 %.not, label %"$L__BB2_13", label %70

70:                                               ; preds = %68
  %71 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier syncscope("workgroup") monotonic, align 8
  br label %atomic.retry8

atomic.retry8:                                    ; preds = %atomic.retry8, %70
  %72 = phi i64 [ %71, %70 ], [ %86, %atomic.retry8 ]
  %73 = and i64 %72, 2097151
  %74 = lshr i64 %72, 21
  %75 = add nsw i64 %73, -1
  %76 = icmp eq i64 %75, 0
  %77 = select i1 %76, i64 %74, i64 %75
  %78 = icmp slt i64 %72, 0
  %79 = xor i1 %78, %76
  %80 = and i64 %77, 2097151
  %81 = and i64 %72, 4398044413952
  %82 = or disjoint i64 %80, %81
  %83 = select i1 %79, i64 -9223372036854775808, i64 0
  %84 = or disjoint i64 %82, %83
  %85 = cmpxchg ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier, i64 %72, i64 %84 syncscope("workgroup") acq_rel monotonic, align 8
  %86 = extractvalue { i64, i1 } %85, 0
  %87 = extractvalue { i64, i1 } %85, 1
  br i1 %87, label %"$L__BB2_14", label %atomic.retry8

atomic.retry10:                                   ; preds = %atomic.retry10, %"$L__BB2_13"
  %88 = phi i64 [ %20, %"$L__BB2_13" ], [ %105, %atomic.retry10 ]
  %89 = and i64 %88, 2097151
  %90 = lshr i64 %88, 21
  %91 = and i64 %90, 2097151
  %92 = add nsw i64 %91, -1
  %93 = add nsw i64 %89, -1
  %94 = icmp eq i64 %93, 0
  %95 = select i1 %94, i64 %92, i64 %93
  %96 = icmp slt i64 %88, 0
  %97 = xor i1 %96, %94
  %98 = and i64 %95, 2097151
  %99 = shl nsw i64 %92, 21
  %100 = and i64 %99, 4398044413952
  %101 = or disjoint i64 %98, %100
  %102 = select i1 %97, i64 -9223372036854775808, i64 0
  %103 = or disjoint i64 %101, %102
  %104 = cmpxchg ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier, i64 %88, i64 %103 syncscope("workgroup") acq_rel monotonic, align 8
  %105 = extractvalue { i64, i1 } %104, 0
  %106 = extractvalue { i64, i1 } %104, 1
  br i1 %106, label %"$L__BB2_14", label %atomic.retry10

mbarrier.wait12:                                  ; preds = %"$L__BB2_14"
  %107 = call i64 @llvm.readsteadycounter()
  call void @llvm.amdgcn.s.sleep(i32 1)
  %108 = call i64 @llvm.readsteadycounter()
  br label %"$L__BB2_14"

.critedge:                                        ; preds = %"$L__BB2_14"
  %109 = add i64 %17, 4
  %110 = inttoptr i64 %109 to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %110, align 4
  %111 = icmp eq i32 %2, 1
  br i1 %111, label %"$L__BB2_18", label %"$L__BB2_16"

"$L__BB2_16":                                     ; preds = %.critedge
  br i1 %.not, label %"$L__BB2_19", label %128

atomic.retry17:                                   ; preds = %atomic.retry17, %"$L__BB2_18"
  %112 = phi i64 [ %22, %"$L__BB2_18" ], [ %126, %atomic.retry17 ]
  %113 = and i64 %112, 2097151
  %114 = lshr i64 %112, 21
  %115 = add nsw i64 %113, -1
  %116 = icmp eq i64 %115, 0
  %117 = select i1 %116, i64 %114, i64 %115
  %118 = icmp slt i64 %112, 0
  %119 = xor i1 %118, %116
  %120 = and i64 %117, 2097151
  %121 = and i64 %112, 4398044413952
  %122 = or disjoint i64 %120, %121
  %123 = select i1 %119, i64 -9223372036854775808, i64 0
  %124 = or disjoint i64 %122, %123
  %125 = cmpxchg ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier, i64 %112, i64 %124 syncscope("workgroup") acq_rel monotonic, align 8
  %126 = extractvalue { i64, i1 } %125, 0
  %127 = extractvalue { i64, i1 } %125, 1
  br i1 %127, label %"$L__BB2_19", label %atomic.retry17

128:                                              ; preds = %"$L__BB2_16"
  %129 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier syncscope("workgroup") monotonic, align 8
  br label %atomic.retry19

atomic.retry19:                                   ; preds = %atomic.retry19, %128
  %130 = phi i64 [ %129, %128 ], [ %144, %atomic.retry19 ]
  %131 = and i64 %130, 2097151
  %132 = lshr i64 %130, 21
  %133 = add nsw i64 %131, -1
  %134 = icmp eq i64 %133, 0
  %135 = select i1 %134, i64 %132, i64 %133
  %136 = icmp slt i64 %130, 0
  %137 = xor i1 %136, %134
  %138 = and i64 %135, 2097151
  %139 = and i64 %130, 4398044413952
  %140 = or disjoint i64 %138, %139
  %141 = select i1 %137, i64 -9223372036854775808, i64 0
  %142 = or disjoint i64 %140, %141
  %143 = cmpxchg ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier, i64 %130, i64 %142 syncscope("workgroup") acq_rel monotonic, align 8
  %144 = extractvalue { i64, i1 } %143, 0
  %145 = extractvalue { i64, i1 } %143, 1
  br i1 %145, label %"$L__BB2_19", label %atomic.retry19

mbarrier.wait21:                                  ; preds = %"$L__BB2_19"
  %146 = call i64 @llvm.readsteadycounter()
  call void @llvm.amdgcn.s.sleep(i32 1)
  %147 = call i64 @llvm.readsteadycounter()
  br label %mbarrier.after22

mbarrier.after22:                                 ; preds = %mbarrier.wait21, %"$L__BB2_19"
  %148 = icmp sgt i64 %23, -1
  br i1 %148, label %"$L__BB2_19", label %149

149:                                              ; preds = %mbarrier.after22
  %.lobit = lshr i64 %23, 63
  %150 = trunc nuw nsw i64 %.lobit to i32
  %151 = add i64 %17, 8
  %152 = inttoptr i64 %151 to ptr addrspace(1)
  store i32 %150, ptr addrspace(1) %152, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %.not, label %153, label %"$L__BB2_22"

153:                                              ; preds = %149
  store atomic i64 0, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE7barrier release, align 8
  store atomic i64 6291459, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE3own release, align 8
  %154 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE3own syncscope("workgroup") monotonic, align 8
  br label %atomic.retry26

atomic.retry26:                                   ; preds = %atomic.retry26, %153
  %155 = phi i64 [ %154, %153 ], [ %169, %atomic.retry26 ]
  %156 = and i64 %155, 2097151
  %157 = lshr i64 %155, 21
  %158 = add nsw i64 %156, -1
  %159 = icmp eq i64 %158, 0
  %160 = select i1 %159, i64 %157, i64 %158
  %161 = icmp slt i64 %155, 0
  %162 = xor i1 %161, %159
  %163 = and i64 %160, 2097151
  %164 = and i64 %155, 4398044413952
  %165 = or disjoint i64 %163, %164
  %166 = select i1 %162, i64 -9223372036854775808, i64 0
  %167 = or disjoint i64 %165, %166
  %168 = cmpxchg ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE3own, i64 %155, i64 %167 syncscope("workgroup") acq_rel monotonic, align 8
  %169 = extractvalue { i64, i1 } %168, 0
  %170 = extractvalue { i64, i1 } %168, 1
  br i1 %170, label %atomic.done27, label %atomic.retry26

atomic.done27:                                    ; preds = %atomic.retry26
  %171 = trunc i64 %169 to i32
  %172 = and i32 %171, 2097151
  %173 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE3own acquire, align 8
  %.not80.unshifted = xor i64 %173, %169
  %.not80 = icmp slt i64 %.not80.unshifted, 0
  br i1 %.not80, label %mbarrier.after29, label %mbarrier.wait28

mbarrier.wait28:                                  ; preds = %atomic.done27
  %174 = call i64 @llvm.readsteadycounter()
  call void @llvm.amdgcn.s.sleep(i32 1)
  %175 = call i64 @llvm.readsteadycounter()
  br label %mbarrier.after29

mbarrier.after29:                                 ; preds = %mbarrier.wait28, %atomic.done27
  %.not80.unshifted.lobit = lshr i64 %.not80.unshifted, 63
  %176 = trunc nuw nsw i64 %.not80.unshifted.lobit to i32
  %177 = add i64 %17, 12
  %178 = inttoptr i64 %177 to ptr addrspace(1)
  store i32 %172, ptr addrspace(1) %178, align 4
  %179 = add i64 %17, 16
  %180 = inttoptr i64 %179 to ptr addrspace(1)
  store i32 %176, ptr addrspace(1) %180, align 4
  %181 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE3own syncscope("workgroup") monotonic, align 8
  br label %atomic.retry33

atomic.retry33:                                   ; preds = %atomic.retry33, %mbarrier.after29
  %182 = phi i64 [ %181, %mbarrier.after29 ], [ %196, %atomic.retry33 ]
  %183 = and i64 %182, 2097151
  %184 = lshr i64 %182, 21
  %185 = add nsw i64 %183, -1
  %186 = icmp eq i64 %185, 0
  %187 = select i1 %186, i64 %184, i64 %185
  %188 = icmp slt i64 %182, 0
  %189 = xor i1 %188, %186
  %190 = and i64 %187, 2097151
  %191 = and i64 %182, 4398044413952
  %192 = or disjoint i64 %190, %191
  %193 = select i1 %189, i64 -9223372036854775808, i64 0
  %194 = or disjoint i64 %192, %193
  %195 = cmpxchg ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE3own, i64 %182, i64 %194 syncscope("workgroup") acq_rel monotonic, align 8
  %196 = extractvalue { i64, i1 } %195, 0
  %197 = extractvalue { i64, i1 } %195, 1
  br i1 %197, label %atomic.done34, label %atomic.retry33

atomic.done34:                                    ; preds = %atomic.retry33
  %198 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE3own syncscope("workgroup") monotonic, align 8
  br label %atomic.retry35

atomic.retry35:                                   ; preds = %atomic.retry35, %atomic.done34
  %199 = phi i64 [ %198, %atomic.done34 ], [ %213, %atomic.retry35 ]
  %200 = and i64 %199, 2097151
  %201 = lshr i64 %199, 21
  %202 = add nsw i64 %200, -1
  %203 = icmp eq i64 %202, 0
  %204 = select i1 %203, i64 %201, i64 %202
  %205 = icmp slt i64 %199, 0
  %206 = xor i1 %205, %203
  %207 = and i64 %204, 2097151
  %208 = and i64 %199, 4398044413952
  %209 = or disjoint i64 %207, %208
  %210 = select i1 %206, i64 -9223372036854775808, i64 0
  %211 = or disjoint i64 %209, %210
  %212 = cmpxchg ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE3own, i64 %199, i64 %211 syncscope("workgroup") acq_rel monotonic, align 8
  %213 = extractvalue { i64, i1 } %212, 0
  %214 = extractvalue { i64, i1 } %212, 1
  br i1 %214, label %atomic.done36, label %atomic.retry35

atomic.done36:                                    ; preds = %atomic.retry35
  %215 = trunc i64 %213 to i32
  %216 = and i32 %215, 2097151
  %217 = load atomic i64, ptr addrspace(3) @mbarrier_phases._ZZ15mbarrier_phasesE3own acquire, align 8
  %.not81.unshifted = xor i64 %217, %213
  %.not81 = icmp slt i64 %.not81.unshifted, 0
  br i1 %.not81, label %mbarrier.after38, label %mbarrier.wait37

mbarrier.wait37:                                  ; preds = %atomic.done36
  %218 = call i64 @llvm.readsteadycounter()
  call void @llvm.amdgcn.s.sleep(i32 1)
  %219 = call i64 @llvm.readsteadycounter()
  br label %mbarrier.after38

mbarrier.after38:                                 ; preds = %mbarrier.wait37, %atomic.done36
  %.not81.unshifted.lobit = lshr i64 %.not81.unshifted, 63
  %220 = trunc nuw nsw i64 %.not81.unshifted.lobit to i32
  %221 = add i64 %17, 20
  %222 = inttoptr i64 %221 to ptr addrspace(1)
  store i32 %216, ptr addrspace(1) %222, align 4
  %223 = add i64 %17, 24
  %224 = inttoptr i64 %223 to ptr addrspace(1)
  store i32 %220, ptr addrspace(1) %224, align 4
  br label %"$L__BB2_22"
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i64 @llvm.readsteadycounter() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.amdgcn.s.sleep(i32 immarg) #3

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
