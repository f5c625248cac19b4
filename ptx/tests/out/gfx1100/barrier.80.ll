; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@dyn = external addrspace(3) global [0 x i8], align 16
@__rocuda_barrier_counters = internal addrspace(3) global [16 x i64] undef, align 8
@__rocuda_barrier_reductions = internal addrspace(3) global [16 x i32] undef, align 4
@syncthreads_exchange._ZZ20syncthreads_exchangeE1s = internal addrspace(3) global [256 x i8] undef, align 4
@block_reduce_scan._ZZ17block_reduce_scanE3red = internal addrspace(3) global [256 x i8] undef, align 4
@block_reduce_scan._ZZ17block_reduce_scanE3buf = internal addrspace(3) global [512 x i8] undef, align 4
@named_barrier_all._ZZ17named_barrier_allE1s = internal addrspace(3) global [256 x i8] undef, align 4
@named_barrier_one_warp._ZZ22named_barrier_one_warpE1s = internal addrspace(3) global [256 x i8] undef, align 4
@producer_consumer._ZZ17producer_consumerE4data = internal addrspace(3) global [256 x i8] undef, align 4
@producer_consumer._ZZ17producer_consumerE5again = internal addrspace(3) global [128 x i8] undef, align 4
@barrier_aligned._ZZ15barrier_alignedE1s = internal addrspace(3) global [256 x i8] undef, align 4
@barrier_in_loop._ZZ15barrier_in_loopE1s = internal addrspace(3) global [256 x i8] undef, align 4

define amdgpu_kernel void @syncthreads_exchange(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = call i32 @llvm.amdgcn.workitem.id.x()
  %2 = call i32 @llvm.amdgcn.workitem.id.y()
  %3 = call i32 @llvm.amdgcn.workitem.id.z()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = getelementptr i8, ptr addrspace(4) %4, i64 6
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = mul i32 %3, %10
  %12 = add i32 %2, %11
  %13 = mul i32 %12, %7
  %14 = sub i32 0, %13
  %15 = icmp eq i32 %1, %14
  br i1 %15, label %barriers.clear, label %barriers.cleared

barriers.clear:                                   ; preds = %allocas
  store i64 0, ptr addrspace(3) @__rocuda_barrier_counters, align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 32), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 40), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 72), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 88), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 96), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 112), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 120), align 8
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 4), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 8), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 12), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 16), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 20), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 24), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 28), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 32), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 36), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 40), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 44), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 48), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 52), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 56), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 60), align 4
  br label %barriers.cleared

barriers.cleared:                                 ; preds = %barriers.clear, %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = load i64, ptr addrspace(4) %0, align 8
  %17 = inttoptr i64 %16 to ptr
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  %20 = call i32 @llvm.amdgcn.workgroup.id.x()
  %21 = mul i32 %20, %7
  %22 = add i32 %21, %1
  %23 = shl i32 %22, 3
  %24 = zext i32 %23 to i64
  %25 = shl nuw nsw i64 %24, 2
  %26 = add i64 %25, %19
  %27 = mul i32 %1, 7
  %28 = add i32 %27, %20
  %29 = shl i32 %1, 2
  %30 = add i32 %29, ptrtoint (ptr addrspace(3) @syncthreads_exchange._ZZ20syncthreads_exchangeE1s to i32)
  %31 = inttoptr i32 %30 to ptr addrspace(3)
  store i32 %28, ptr addrspace(3) %31, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %32 = sub i32 add (i32 ptrtoint (ptr addrspace(3) @syncthreads_exchange._ZZ20syncthreads_exchangeE1s to i32), i32 252), %29
  %33 = inttoptr i32 %32 to ptr addrspace(3)
  %34 = load i32, ptr addrspace(3) %33, align 4
  %35 = inttoptr i64 %26 to ptr addrspace(1)
  store i32 %34, ptr addrspace(1) %35, align 4
  %36 = add i32 %29, 4
  %37 = and i32 %36, 252
  %38 = add i32 %37, ptrtoint (ptr addrspace(3) @syncthreads_exchange._ZZ20syncthreads_exchangeE1s to i32)
  %39 = inttoptr i32 %38 to ptr addrspace(3)
  %40 = load i32, ptr addrspace(3) %39, align 4
  %41 = shl i32 %40, 1
  %42 = add i32 %29, ptrtoint (ptr addrspace(3) @dyn to i32)
  %43 = inttoptr i32 %42 to ptr addrspace(3)
  store i32 %41, ptr addrspace(3) %43, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %44 = add i32 %29, 52
  %45 = and i32 %44, 252
  %46 = add i32 %45, ptrtoint (ptr addrspace(3) @dyn to i32)
  %47 = inttoptr i32 %46 to ptr addrspace(3)
  %48 = load i32, ptr addrspace(3) %47, align 4
  %49 = add i64 %26, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = load i32, ptr addrspace(3) %43, align 4
  %52 = load i32, ptr addrspace(3) %31, align 4
  %53 = add i32 %52, %51
  store i32 %53, ptr addrspace(3) %31, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %54 = mul i32 %1, 20
  %55 = and i32 %54, 252
  %56 = add i32 %55, ptrtoint (ptr addrspace(3) @syncthreads_exchange._ZZ20syncthreads_exchangeE1s to i32)
  %57 = inttoptr i32 %56 to ptr addrspace(3)
  %58 = load i32, ptr addrspace(3) %57, align 4
  %59 = add i64 %26, 8
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %61 = add i32 %29, 12
  %62 = and i32 %61, 252
  %63 = add i32 %62, ptrtoint (ptr addrspace(3) @syncthreads_exchange._ZZ20syncthreads_exchangeE1s to i32)
  store i32 %1, ptr addrspace(3) %31, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %64 = inttoptr i32 %63 to ptr addrspace(3)
  %65 = load i32, ptr addrspace(3) %64, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %65, ptr addrspace(3) %31, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %66 = load i32, ptr addrspace(3) %64, align 4
  %67 = add i32 %66, 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %67, ptr addrspace(3) %31, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %68 = load i32, ptr addrspace(3) %64, align 4
  %69 = add i32 %68, 2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %69, ptr addrspace(3) %31, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %70 = load i32, ptr addrspace(3) %64, align 4
  %71 = add i32 %70, 3
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %71, ptr addrspace(3) %31, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %72 = load i32, ptr addrspace(3) %64, align 4
  %73 = add i32 %72, 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %73, ptr addrspace(3) %31, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %74 = load i32, ptr addrspace(3) %64, align 4
  %75 = add i32 %74, 5
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %75, ptr addrspace(3) %31, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %76 = load i32, ptr addrspace(3) %64, align 4
  %77 = add i32 %76, 6
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  store i32 %77, ptr addrspace(3) %31, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %78 = load i32, ptr addrspace(3) %64, align 4
  %79 = add i32 %78, 7
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %80 = add i64 %26, 12
  %81 = inttoptr i64 %80 to ptr addrspace(1)
  store i32 %79, ptr addrspace(1) %81, align 4
  ret void
}

define amdgpu_kernel void @block_reduce_scan(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = call i32 @llvm.amdgcn.workitem.id.x()
  %2 = call i32 @llvm.amdgcn.workitem.id.y()
  %3 = call i32 @llvm.amdgcn.workitem.id.z()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = getelementptr i8, ptr addrspace(4) %4, i64 6
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = mul i32 %3, %10
  %12 = add i32 %2, %11
  %13 = mul i32 %12, %7
  %14 = sub i32 0, %13
  %15 = icmp eq i32 %1, %14
  br i1 %15, label %barriers.clear, label %barriers.cleared

"$L__BB1_2":                                      ; preds = %69, %barriers.cleared
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = icmp ugt i32 %1, 15
  br i1 %16, label %"$L__BB1_4", label %75

"$L__BB1_4":                                      ; preds = %75, %"$L__BB1_2"
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = icmp ugt i32 %1, 7
  br i1 %17, label %"$L__BB1_6", label %81

"$L__BB1_6":                                      ; preds = %81, %"$L__BB1_4"
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %18 = icmp ugt i32 %1, 3
  br i1 %18, label %"$L__BB1_8", label %87

"$L__BB1_8":                                      ; preds = %87, %"$L__BB1_6"
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %19 = icmp ugt i32 %1, 1
  br i1 %19, label %"$L__BB1_10", label %93

"$L__BB1_10":                                     ; preds = %93, %"$L__BB1_8"
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %.not = icmp eq i32 %1, 0
  br i1 %.not, label %99, label %"$L__BB1_12"

"$L__BB1_12":                                     ; preds = %99, %"$L__BB1_10"
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %20 = load i32, ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3red, align 4
  %21 = inttoptr i64 %53 to ptr
  %22 = addrspacecast ptr %21 to ptr addrspace(1)
  %23 = ptrtoint ptr addrspace(1) %22 to i64
  %24 = call i32 @llvm.amdgcn.workgroup.id.x()
  %25 = mul i32 %24, %7
  %26 = add i32 %25, %1
  %27 = shl i32 %26, 3
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 2
  %30 = add i64 %29, %23
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %20, ptr addrspace(1) %31, align 4
  %32 = add i32 %54, ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3buf to i32)
  %33 = inttoptr i32 %32 to ptr addrspace(3)
  store i32 %65, ptr addrspace(3) %33, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %34 = load i32, ptr addrspace(3) %33, align 4
  br i1 %.not, label %"$L__BB1_14", label %103

"$L__BB1_14":                                     ; preds = %103, %"$L__BB1_12"
  %"%r63.0" = phi i32 [ %34, %"$L__BB1_12" ], [ %107, %103 ]
  %35 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3buf to i32), i32 256)
  %36 = inttoptr i32 %35 to ptr addrspace(3)
  store i32 %"%r63.0", ptr addrspace(3) %36, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %37 = load i32, ptr addrspace(3) %36, align 4
  %38 = icmp ult i32 %1, 2
  br i1 %38, label %"$L__BB1_16", label %108

"$L__BB1_16":                                     ; preds = %108, %"$L__BB1_14"
  %"%r64.0" = phi i32 [ %37, %"$L__BB1_14" ], [ %112, %108 ]
  store i32 %"%r64.0", ptr addrspace(3) %33, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %39 = load i32, ptr addrspace(3) %33, align 4
  %40 = icmp ult i32 %1, 4
  br i1 %40, label %"$L__BB1_18", label %113

"$L__BB1_18":                                     ; preds = %113, %"$L__BB1_16"
  %"%r65.0" = phi i32 [ %39, %"$L__BB1_16" ], [ %117, %113 ]
  store i32 %"%r65.0", ptr addrspace(3) %36, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %41 = load i32, ptr addrspace(3) %36, align 4
  %42 = icmp ult i32 %1, 8
  br i1 %42, label %"$L__BB1_20", label %118

"$L__BB1_20":                                     ; preds = %118, %"$L__BB1_18"
  %"%r66.0" = phi i32 [ %41, %"$L__BB1_18" ], [ %122, %118 ]
  store i32 %"%r66.0", ptr addrspace(3) %33, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %43 = load i32, ptr addrspace(3) %33, align 4
  %44 = icmp ult i32 %1, 16
  br i1 %44, label %"$L__BB1_22", label %123

"$L__BB1_22":                                     ; preds = %123, %"$L__BB1_20"
  %"%r67.0" = phi i32 [ %43, %"$L__BB1_20" ], [ %127, %123 ]
  store i32 %"%r67.0", ptr addrspace(3) %36, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %45 = load i32, ptr addrspace(3) %36, align 4
  %46 = icmp ult i32 %1, 32
  br i1 %46, label %"$L__BB1_24", label %128

"$L__BB1_24":                                     ; preds = %128, %"$L__BB1_22"
  %"%r68.0" = phi i32 [ %45, %"$L__BB1_22" ], [ %132, %128 ]
  store i32 %"%r68.0", ptr addrspace(3) %33, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %47 = load i32, ptr addrspace(3) %33, align 4
  %48 = add i64 %30, 4
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %47, ptr addrspace(1) %49, align 4
  %50 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3buf, i32 252), align 4
  %51 = add i64 %30, 8
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %52, align 4
  ret void

barriers.clear:                                   ; preds = %allocas
  store i64 0, ptr addrspace(3) @__rocuda_barrier_counters, align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 32), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 40), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 72), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 88), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 96), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 112), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 120), align 8
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 4), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 8), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 12), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 16), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 20), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 24), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 28), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 32), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 36), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 40), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 44), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 48), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 52), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 56), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 60), align 4
  br label %barriers.cleared

barriers.cleared:                                 ; preds = %barriers.clear, %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %53 = load i64, ptr addrspace(4) %0, align 8
  %54 = shl i32 %1, 2
  %55 = and i32 %54, 60
  %56 = zext nneg i32 %55 to i64
  %57 = add i64 %56, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  %59 = load i32, ptr addrspace(1) %58, align 4, !invariant.load !1
  %60 = zext i32 %59 to i64
  %61 = mul nuw nsw i64 %60, 274877907
  %62 = lshr i64 %61, 38
  %63 = trunc nuw nsw i64 %62 to i32
  %.neg = mul i32 %63, -1000
  %64 = add i32 %.neg, %59
  %65 = add i32 %64, %1
  %66 = add i32 %54, ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3red to i32)
  %67 = inttoptr i32 %66 to ptr addrspace(3)
  store i32 %65, ptr addrspace(3) %67, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %68 = icmp ugt i32 %1, 31
  br i1 %68, label %"$L__BB1_2", label %69

69:                                               ; preds = %barriers.cleared
  %70 = load i32, ptr addrspace(3) %67, align 4
  %71 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3red to i32), i32 128)
  %72 = inttoptr i32 %71 to ptr addrspace(3)
  %73 = load i32, ptr addrspace(3) %72, align 4
  %74 = add i32 %70, %73
  store i32 %74, ptr addrspace(3) %67, align 4
  br label %"$L__BB1_2"

75:                                               ; preds = %"$L__BB1_2"
  %76 = load i32, ptr addrspace(3) %67, align 4
  %77 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3red to i32), i32 64)
  %78 = inttoptr i32 %77 to ptr addrspace(3)
  %79 = load i32, ptr addrspace(3) %78, align 4
  %80 = add i32 %76, %79
  store i32 %80, ptr addrspace(3) %67, align 4
  br label %"$L__BB1_4"

81:                                               ; preds = %"$L__BB1_4"
  %82 = load i32, ptr addrspace(3) %67, align 4
  %83 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3red to i32), i32 32)
  %84 = inttoptr i32 %83 to ptr addrspace(3)
  %85 = load i32, ptr addrspace(3) %84, align 4
  %86 = add i32 %82, %85
  store i32 %86, ptr addrspace(3) %67, align 4
  br label %"$L__BB1_6"

87:                                               ; preds = %"$L__BB1_6"
  %88 = load i32, ptr addrspace(3) %67, align 4
  %89 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3red to i32), i32 16)
  %90 = inttoptr i32 %89 to ptr addrspace(3)
  %91 = load i32, ptr addrspace(3) %90, align 4
  %92 = add i32 %88, %91
  store i32 %92, ptr addrspace(3) %67, align 4
  br label %"$L__BB1_8"

93:                                               ; preds = %"$L__BB1_8"
  %94 = load i32, ptr addrspace(3) %67, align 4
  %95 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3red to i32), i32 8)
  %96 = inttoptr i32 %95 to ptr addrspace(3)
  %97 = load i32, ptr addrspace(3) %96, align 4
  %98 = add i32 %94, %97
  store i32 %98, ptr addrspace(3) %67, align 4
  br label %"$L__BB1_10"

99:                                               ; preds = %"$L__BB1_10"
  %100 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3red, i32 4), align 4
  %101 = load i32, ptr addrspace(3) %67, align 4
  %102 = add i32 %101, %100
  store i32 %102, ptr addrspace(3) %67, align 4
  br label %"$L__BB1_12"

103:                                              ; preds = %"$L__BB1_12"
  %104 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3buf to i32), i32 -4)
  %105 = inttoptr i32 %104 to ptr addrspace(3)
  %106 = load i32, ptr addrspace(3) %105, align 4
  %107 = add i32 %106, %34
  br label %"$L__BB1_14"

108:                                              ; preds = %"$L__BB1_14"
  %109 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3buf to i32), i32 248)
  %110 = inttoptr i32 %109 to ptr addrspace(3)
  %111 = load i32, ptr addrspace(3) %110, align 4
  %112 = add i32 %111, %37
  br label %"$L__BB1_16"

113:                                              ; preds = %"$L__BB1_16"
  %114 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3buf to i32), i32 -16)
  %115 = inttoptr i32 %114 to ptr addrspace(3)
  %116 = load i32, ptr addrspace(3) %115, align 4
  %117 = add i32 %116, %39
  br label %"$L__BB1_18"

118:                                              ; preds = %"$L__BB1_18"
  %119 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3buf to i32), i32 224)
  %120 = inttoptr i32 %119 to ptr addrspace(3)
  %121 = load i32, ptr addrspace(3) %120, align 4
  %122 = add i32 %121, %41
  br label %"$L__BB1_20"

123:                                              ; preds = %"$L__BB1_20"
  %124 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3buf to i32), i32 -64)
  %125 = inttoptr i32 %124 to ptr addrspace(3)
  %126 = load i32, ptr addrspace(3) %125, align 4
  %127 = add i32 %126, %43
  br label %"$L__BB1_22"

128:                                              ; preds = %"$L__BB1_22"
  %129 = add i32 %54, add (i32 ptrtoint (ptr addrspace(3) @block_reduce_scan._ZZ17block_reduce_scanE3buf to i32), i32 128)
  %130 = inttoptr i32 %129 to ptr addrspace(3)
  %131 = load i32, ptr addrspace(3) %130, align 4
  %132 = add i32 %131, %45
  br label %"$L__BB1_24"
}

define amdgpu_kernel void @syncthreads_reductions(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = call i32 @llvm.amdgcn.workitem.id.x()
  %2 = call i32 @llvm.amdgcn.workitem.id.y()
  %3 = call i32 @llvm.amdgcn.workitem.id.z()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = getelementptr i8, ptr addrspace(4) %4, i64 6
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = mul i32 %3, %10
  %12 = add i32 %2, %11
  %13 = mul i32 %12, %7
  %14 = sub i32 0, %13
  %15 = icmp eq i32 %1, %14
  br i1 %15, label %barriers.clear, label %barriers.cleared

barriers.clear:                                   ; preds = %allocas
  store i64 0, ptr addrspace(3) @__rocuda_barrier_counters, align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 32), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 40), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 72), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 88), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 96), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 112), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 120), align 8
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 4), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 8), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 12), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 16), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 20), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 24), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 28), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 32), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 36), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 40), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 44), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 48), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 52), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 56), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 60), align 4
  br label %barriers.cleared

barriers.cleared:                                 ; preds = %barriers.clear, %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = load i64, ptr addrspace(4) %0, align 8
  %17 = inttoptr i64 %16 to ptr
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  %20 = call i32 @llvm.amdgcn.workgroup.id.x()
  %21 = mul i32 %20, %7
  %22 = add i32 %21, %1
  %23 = shl i32 %22, 3
  %24 = zext i32 %23 to i64
  %25 = shl nuw nsw i64 %24, 2
  %26 = add i64 %25, %19
  %27 = zext i32 %1 to i64
  %28 = mul nuw i64 %27, 2863311531
  %29 = lshr i64 %28, 33
  %30 = trunc nuw nsw i64 %29 to i32
  %.neg = mul i32 %30, -3
  %31 = sub i32 0, %1
  %32 = icmp eq i32 %.neg, %31
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %33 = call i32 @llvm.amdgcn.ballot.i32(i1 %32)
  %34 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %35 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %34, i1 true)
  %36 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %37 = icmp eq i32 %36, %35
  br i1 %37, label %barrier.add, label %barrier.added

barrier.add:                                      ; preds = %barriers.cleared
  %38 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %33)
  %39 = atomicrmw add ptr addrspace(3) @__rocuda_barrier_reductions, i32 %38 syncscope("workgroup") acq_rel, align 4
  %.pre = load i16, ptr addrspace(4) %5, align 2
  %.pre68 = load i16, ptr addrspace(4) %8, align 2
  %.pre85 = zext i16 %.pre to i32
  %.pre86 = zext i16 %.pre68 to i32
  %.pre88 = mul i32 %3, %.pre86
  %.pre90 = add i32 %2, %.pre88
  %.pre92 = mul i32 %.pre90, %.pre85
  %.pre94 = sub i32 0, %.pre92
  br label %barrier.added

barrier.added:                                    ; preds = %barrier.add, %barriers.cleared
  %.pre-phi95 = phi i32 [ %.pre94, %barrier.add ], [ %14, %barriers.cleared ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %40 = load volatile i32, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %41 = icmp eq i32 %1, %.pre-phi95
  br i1 %41, label %reduction.clear, label %reduction.done

reduction.clear:                                  ; preds = %barrier.added
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  br label %reduction.done

reduction.done:                                   ; preds = %reduction.clear, %barrier.added
  %42 = inttoptr i64 %26 to ptr addrspace(1)
  store i32 %40, ptr addrspace(1) %42, align 4
  %43 = add i32 %1, %20
  %44 = and i32 %43, 15
  %45 = zext nneg i32 %44 to i64
  %46 = add nsw i64 %45, -4
  %47 = icmp ult i64 %46, 9
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %48 = call i32 @llvm.amdgcn.ballot.i32(i1 %47)
  %49 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %50 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %49, i1 true)
  %51 = icmp eq i32 %36, %50
  br i1 %51, label %barrier.add3, label %barrier.added4

barrier.add3:                                     ; preds = %reduction.done
  %52 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %48)
  %53 = atomicrmw add ptr addrspace(3) @__rocuda_barrier_reductions, i32 %52 syncscope("workgroup") acq_rel, align 4
  %.pre69 = load i16, ptr addrspace(4) %5, align 2
  %.pre70 = load i16, ptr addrspace(4) %8, align 2
  %.pre96 = zext i16 %.pre69 to i32
  %.pre98 = zext i16 %.pre70 to i32
  %.pre100 = mul i32 %3, %.pre98
  %.pre102 = add i32 %2, %.pre100
  %.pre104 = mul i32 %.pre102, %.pre96
  %.pre106 = sub i32 0, %.pre104
  br label %barrier.added4

barrier.added4:                                   ; preds = %barrier.add3, %reduction.done
  %.pre-phi107 = phi i32 [ %.pre106, %barrier.add3 ], [ %.pre-phi95, %reduction.done ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %54 = load volatile i32, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %55 = icmp eq i32 %1, %.pre-phi107
  br i1 %55, label %reduction.clear5, label %reduction.done6

reduction.clear5:                                 ; preds = %barrier.added4
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  br label %reduction.done6

reduction.done6:                                  ; preds = %reduction.clear5, %barrier.added4
  %56 = add i64 %26, 4
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %57, align 4
  %58 = icmp ugt i32 %1, 63
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %59 = call i32 @llvm.amdgcn.ballot.i32(i1 %58)
  %60 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %61 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %60, i1 true)
  %62 = icmp eq i32 %36, %61
  br i1 %62, label %barrier.add8, label %barrier.added9

barrier.add8:                                     ; preds = %reduction.done6
  %63 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %59)
  %64 = atomicrmw add ptr addrspace(3) @__rocuda_barrier_reductions, i32 %63 syncscope("workgroup") acq_rel, align 4
  %.pre71 = load i16, ptr addrspace(4) %5, align 2
  %.pre72 = load i16, ptr addrspace(4) %8, align 2
  %.pre108 = zext i16 %.pre71 to i32
  %.pre110 = zext i16 %.pre72 to i32
  %.pre112 = mul i32 %3, %.pre110
  %.pre114 = add i32 %2, %.pre112
  %.pre116 = mul i32 %.pre114, %.pre108
  %.pre118 = sub i32 0, %.pre116
  br label %barrier.added9

barrier.added9:                                   ; preds = %barrier.add8, %reduction.done6
  %.pre-phi119 = phi i32 [ %.pre118, %barrier.add8 ], [ %.pre-phi107, %reduction.done6 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %65 = load volatile i32, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %66 = icmp eq i32 %1, %.pre-phi119
  br i1 %66, label %reduction.clear10, label %reduction.done11

reduction.clear10:                                ; preds = %barrier.added9
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  br label %reduction.done11

reduction.done11:                                 ; preds = %reduction.clear10, %barrier.added9
  %67 = icmp eq i32 %65, 0
  %68 = zext i1 %67 to i32
  %69 = add i64 %26, 8
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %70, align 4
  %.not = icmp eq i32 %1, 17
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %71 = call i32 @llvm.amdgcn.ballot.i32(i1 %.not)
  %72 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %73 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %72, i1 true)
  %74 = icmp eq i32 %36, %73
  br i1 %74, label %barrier.add14, label %barrier.added15

barrier.add14:                                    ; preds = %reduction.done11
  %75 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %71)
  %76 = atomicrmw add ptr addrspace(3) @__rocuda_barrier_reductions, i32 %75 syncscope("workgroup") acq_rel, align 4
  %.pre73 = load i16, ptr addrspace(4) %5, align 2
  %.pre74 = load i16, ptr addrspace(4) %8, align 2
  %.pre120 = zext i16 %.pre73 to i32
  %.pre122 = zext i16 %.pre74 to i32
  %.pre124 = mul i32 %3, %.pre122
  %.pre126 = add i32 %2, %.pre124
  %.pre128 = mul i32 %.pre126, %.pre120
  %.pre130 = sub i32 0, %.pre128
  br label %barrier.added15

barrier.added15:                                  ; preds = %barrier.add14, %reduction.done11
  %.pre-phi131 = phi i32 [ %.pre130, %barrier.add14 ], [ %.pre-phi119, %reduction.done11 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %77 = load volatile i32, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %78 = icmp eq i32 %1, %.pre-phi131
  br i1 %78, label %reduction.clear16, label %reduction.done17

reduction.clear16:                                ; preds = %barrier.added15
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  br label %reduction.done17

reduction.done17:                                 ; preds = %reduction.clear16, %barrier.added15
  %79 = icmp eq i32 %77, 0
  %80 = zext i1 %79 to i32
  %81 = add i64 %26, 12
  %82 = inttoptr i64 %81 to ptr addrspace(1)
  store i32 %80, ptr addrspace(1) %82, align 4
  %83 = icmp eq i32 %1, 63
  %84 = icmp eq i32 %20, 1
  %85 = and i1 %83, %84
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %86 = call i32 @llvm.amdgcn.ballot.i32(i1 %85)
  %87 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %88 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %87, i1 true)
  %89 = icmp eq i32 %36, %88
  br i1 %89, label %barrier.add20, label %barrier.added21

barrier.add20:                                    ; preds = %reduction.done17
  %90 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %86)
  %91 = atomicrmw add ptr addrspace(3) @__rocuda_barrier_reductions, i32 %90 syncscope("workgroup") acq_rel, align 4
  %.pre75 = load i16, ptr addrspace(4) %5, align 2
  %.pre76 = load i16, ptr addrspace(4) %8, align 2
  %.pre132 = zext i16 %.pre75 to i32
  %.pre134 = zext i16 %.pre76 to i32
  %.pre136 = mul i32 %3, %.pre134
  %.pre138 = add i32 %2, %.pre136
  %.pre140 = mul i32 %.pre138, %.pre132
  %.pre142 = sub i32 0, %.pre140
  br label %barrier.added21

barrier.added21:                                  ; preds = %barrier.add20, %reduction.done17
  %.pre-phi143 = phi i32 [ %.pre142, %barrier.add20 ], [ %.pre-phi131, %reduction.done17 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %92 = load volatile i32, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %93 = icmp eq i32 %1, %.pre-phi143
  br i1 %93, label %reduction.clear22, label %reduction.done23

reduction.clear22:                                ; preds = %barrier.added21
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  br label %reduction.done23

reduction.done23:                                 ; preds = %reduction.clear22, %barrier.added21
  %.not65 = icmp ne i32 %92, 0
  %94 = zext i1 %.not65 to i32
  %95 = add i64 %26, 16
  %96 = inttoptr i64 %95 to ptr addrspace(1)
  store i32 %94, ptr addrspace(1) %96, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %97 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %98 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %97, i1 true)
  %99 = icmp eq i32 %36, %98
  br i1 %99, label %barrier.add26, label %barrier.added27

barrier.add26:                                    ; preds = %reduction.done23
  %100 = atomicrmw or ptr addrspace(3) @__rocuda_barrier_reductions, i32 0 syncscope("workgroup") acq_rel, align 4
  %.pre77 = load i16, ptr addrspace(4) %5, align 2
  %.pre78 = load i16, ptr addrspace(4) %8, align 2
  %.pre144 = zext i16 %.pre77 to i32
  %.pre146 = zext i16 %.pre78 to i32
  %.pre148 = mul i32 %3, %.pre146
  %.pre150 = add i32 %2, %.pre148
  %.pre152 = mul i32 %.pre150, %.pre144
  %.pre154 = sub i32 0, %.pre152
  br label %barrier.added27

barrier.added27:                                  ; preds = %barrier.add26, %reduction.done23
  %.pre-phi155 = phi i32 [ %.pre154, %barrier.add26 ], [ %.pre-phi143, %reduction.done23 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %101 = load volatile i32, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %102 = icmp eq i32 %1, %.pre-phi155
  br i1 %102, label %reduction.clear28, label %reduction.done29

reduction.clear28:                                ; preds = %barrier.added27
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  br label %reduction.done29

reduction.done29:                                 ; preds = %reduction.clear28, %barrier.added27
  %.not66 = icmp ne i32 %101, 0
  %103 = zext i1 %.not66 to i32
  %104 = add i64 %26, 20
  %105 = inttoptr i64 %104 to ptr addrspace(1)
  store i32 %103, ptr addrspace(1) %105, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %106 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %107 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %106, i1 true)
  %108 = icmp eq i32 %36, %107
  br i1 %108, label %barrier.add32, label %barrier.added33

barrier.add32:                                    ; preds = %reduction.done29
  %109 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %106)
  %110 = atomicrmw add ptr addrspace(3) @__rocuda_barrier_reductions, i32 %109 syncscope("workgroup") acq_rel, align 4
  %.pre79 = load i16, ptr addrspace(4) %5, align 2
  %.pre80 = load i16, ptr addrspace(4) %8, align 2
  %.pre156 = zext i16 %.pre79 to i32
  %.pre158 = zext i16 %.pre80 to i32
  %.pre160 = mul i32 %3, %.pre158
  %.pre162 = add i32 %2, %.pre160
  %.pre164 = mul i32 %.pre162, %.pre156
  %.pre166 = sub i32 0, %.pre164
  br label %barrier.added33

barrier.added33:                                  ; preds = %barrier.add32, %reduction.done29
  %.pre-phi167 = phi i32 [ %.pre166, %barrier.add32 ], [ %.pre-phi155, %reduction.done29 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %111 = load volatile i32, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %112 = icmp eq i32 %1, %.pre-phi167
  br i1 %112, label %reduction.clear34, label %reduction.done35

reduction.clear34:                                ; preds = %barrier.added33
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  br label %reduction.done35

reduction.done35:                                 ; preds = %reduction.clear34, %barrier.added33
  %113 = add i64 %26, 24
  %114 = inttoptr i64 %113 to ptr addrspace(1)
  store i32 %111, ptr addrspace(1) %114, align 4
  %115 = icmp eq i32 %20, 0
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %116 = xor i1 %115, true
  %117 = call i32 @llvm.amdgcn.ballot.i32(i1 %116)
  %118 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %119 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %118, i1 true)
  %120 = icmp eq i32 %36, %119
  br i1 %120, label %barrier.add37, label %barrier.added38

barrier.add37:                                    ; preds = %reduction.done35
  %121 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %117)
  %122 = atomicrmw add ptr addrspace(3) @__rocuda_barrier_reductions, i32 %121 syncscope("workgroup") acq_rel, align 4
  %.pre81 = load i16, ptr addrspace(4) %5, align 2
  %.pre82 = load i16, ptr addrspace(4) %8, align 2
  %.pre168 = zext i16 %.pre81 to i32
  %.pre170 = zext i16 %.pre82 to i32
  %.pre172 = mul i32 %3, %.pre170
  %.pre174 = add i32 %2, %.pre172
  %.pre176 = mul i32 %.pre174, %.pre168
  %.pre178 = sub i32 0, %.pre176
  br label %barrier.added38

barrier.added38:                                  ; preds = %barrier.add37, %reduction.done35
  %.pre-phi179 = phi i32 [ %.pre178, %barrier.add37 ], [ %.pre-phi167, %reduction.done35 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %123 = load volatile i32, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %124 = icmp eq i32 %1, %.pre-phi179
  br i1 %124, label %reduction.clear39, label %reduction.done40

reduction.clear39:                                ; preds = %barrier.added38
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  br label %reduction.done40

reduction.done40:                                 ; preds = %reduction.clear39, %barrier.added38
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %125 = call i32 @llvm.amdgcn.ballot.i32(i1 %115)
  %126 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %127 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %126, i1 true)
  %128 = icmp eq i32 %36, %127
  br i1 %128, label %barrier.add43, label %barrier.added44

barrier.add43:                                    ; preds = %reduction.done40
  %129 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %125)
  %130 = atomicrmw add ptr addrspace(3) @__rocuda_barrier_reductions, i32 %129 syncscope("workgroup") acq_rel, align 4
  %.pre83 = load i16, ptr addrspace(4) %5, align 2
  %.pre84 = load i16, ptr addrspace(4) %8, align 2
  %.pre180 = zext i16 %.pre83 to i32
  %.pre182 = zext i16 %.pre84 to i32
  %.pre184 = mul i32 %3, %.pre182
  %.pre186 = add i32 %2, %.pre184
  %.pre188 = mul i32 %.pre186, %.pre180
  %.pre190 = sub i32 0, %.pre188
  br label %barrier.added44

barrier.added44:                                  ; preds = %barrier.add43, %reduction.done40
  %.pre-phi191 = phi i32 [ %.pre190, %barrier.add43 ], [ %.pre-phi179, %reduction.done40 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %131 = load volatile i32, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %132 = icmp eq i32 %1, %.pre-phi191
  br i1 %132, label %reduction.clear45, label %reduction.done46

reduction.clear45:                                ; preds = %barrier.added44
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  br label %reduction.done46

reduction.done46:                                 ; preds = %reduction.clear45, %barrier.added44
  %133 = icmp eq i32 %123, 0
  %134 = zext i1 %133 to i32
  %.not67.not = icmp eq i32 %131, 0
  %135 = select i1 %.not67.not, i32 0, i32 2
  %136 = or disjoint i32 %135, %134
  %137 = add i64 %26, 28
  %138 = inttoptr i64 %137 to ptr addrspace(1)
  store i32 %136, ptr addrspace(1) %138, align 4
  ret void
}

define amdgpu_kernel void @named_barrier_all(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = call i32 @llvm.amdgcn.workitem.id.x()
  %2 = call i32 @llvm.amdgcn.workitem.id.y()
  %3 = call i32 @llvm.amdgcn.workitem.id.z()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = getelementptr i8, ptr addrspace(4) %4, i64 6
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = mul i32 %3, %10
  %12 = add i32 %2, %11
  %13 = mul i32 %12, %7
  %14 = sub i32 0, %13
  %15 = icmp eq i32 %1, %14
  br i1 %15, label %barriers.clear, label %barriers.cleared

barriers.clear:                                   ; preds = %allocas
  store i64 0, ptr addrspace(3) @__rocuda_barrier_counters, align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 32), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 40), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 72), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 88), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 96), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 112), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 120), align 8
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 4), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 8), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 12), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 16), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 20), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 24), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 28), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 32), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 36), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 40), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 44), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 48), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 52), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 56), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 60), align 4
  br label %barriers.cleared

barriers.cleared:                                 ; preds = %barriers.clear, %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = load i64, ptr addrspace(4) %0, align 8
  %17 = inttoptr i64 %16 to ptr
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  %20 = call i32 @llvm.amdgcn.workgroup.id.x()
  %21 = mul i32 %20, %7
  %22 = add i32 %21, %1
  %23 = shl i32 %22, 3
  %24 = zext i32 %23 to i64
  %25 = shl nuw nsw i64 %24, 2
  %26 = add i64 %25, %19
  %27 = add i32 %1, 100
  %28 = shl i32 %1, 2
  %29 = add i32 %28, ptrtoint (ptr addrspace(3) @named_barrier_all._ZZ17named_barrier_allE1s to i32)
  %30 = inttoptr i32 %29 to ptr addrspace(3)
  store i32 %27, ptr addrspace(3) %30, align 4
  fence syncscope("workgroup") release
  %31 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %32 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %31, i1 true)
  %33 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %34 = icmp eq i32 %33, %32
  br i1 %34, label %barrier.add, label %barrier.added

barrier.add:                                      ; preds = %barriers.cleared
  %35 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %31)
  %36 = zext nneg i32 %35 to i64
  %37 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), i64 %36 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added

barrier.added:                                    ; preds = %barrier.add, %barriers.cleared
  %38 = phi i64 [ %37, %barrier.add ], [ 0, %barriers.cleared ]
  %39 = trunc i64 %38 to i32
  %40 = lshr i64 %38, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = call i32 @llvm.amdgcn.readlane.i32(i32 %39, i32 %32)
  %43 = call i32 @llvm.amdgcn.readlane.i32(i32 %41, i32 %32)
  %44 = zext i32 %43 to i64
  %45 = shl nuw i64 %44, 32
  %46 = and i32 %42, -64
  %.masked = zext i32 %46 to i64
  %47 = or disjoint i64 %45, %.masked
  %48 = add i64 %47, 64
  br label %barrier.poll

barrier.poll:                                     ; preds = %barrier.sleep, %barrier.added
  %49 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8) syncscope("workgroup") acquire, align 8
  %.not = icmp ult i64 %49, %48
  br i1 %.not, label %barrier.sleep, label %barrier.done

barrier.sleep:                                    ; preds = %barrier.poll
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll

barrier.done:                                     ; preds = %barrier.poll
  fence syncscope("workgroup") acquire
  %50 = and i32 %28, 252
  %51 = xor i32 %50, 128
  %52 = add i32 %51, ptrtoint (ptr addrspace(3) @named_barrier_all._ZZ17named_barrier_allE1s to i32)
  %53 = inttoptr i32 %52 to ptr addrspace(3)
  %54 = load i32, ptr addrspace(3) %53, align 4
  %55 = inttoptr i64 %26 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %55, align 4
  fence syncscope("workgroup") release
  %56 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %57 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %56, i1 true)
  %58 = icmp eq i32 %33, %57
  br i1 %58, label %barrier.add1, label %barrier.added2

barrier.add1:                                     ; preds = %barrier.done
  %59 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %56)
  %60 = zext nneg i32 %59 to i64
  %61 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), i64 %60 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added2

barrier.added2:                                   ; preds = %barrier.add1, %barrier.done
  %62 = phi i64 [ %61, %barrier.add1 ], [ 0, %barrier.done ]
  %63 = trunc i64 %62 to i32
  %64 = lshr i64 %62, 32
  %65 = trunc nuw i64 %64 to i32
  %66 = call i32 @llvm.amdgcn.readlane.i32(i32 %63, i32 %57)
  %67 = call i32 @llvm.amdgcn.readlane.i32(i32 %65, i32 %57)
  %68 = zext i32 %67 to i64
  %69 = shl nuw i64 %68, 32
  %70 = and i32 %66, -64
  %.masked31 = zext i32 %70 to i64
  %71 = or disjoint i64 %69, %.masked31
  %72 = add i64 %71, 64
  br label %barrier.poll3

barrier.poll3:                                    ; preds = %barrier.sleep4, %barrier.added2
  %73 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8) syncscope("workgroup") acquire, align 8
  %.not32 = icmp ult i64 %73, %72
  br i1 %.not32, label %barrier.sleep4, label %barrier.done5

barrier.sleep4:                                   ; preds = %barrier.poll3
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll3

barrier.done5:                                    ; preds = %barrier.poll3
  fence syncscope("workgroup") acquire
  %74 = mul i32 %1, %1
  store i32 %74, ptr addrspace(3) %30, align 4
  fence syncscope("workgroup") release
  %75 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %76 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %75, i1 true)
  %77 = icmp eq i32 %33, %76
  br i1 %77, label %barrier.add6, label %barrier.added7

barrier.add6:                                     ; preds = %barrier.done5
  %78 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %75)
  %79 = zext nneg i32 %78 to i64
  %80 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), i64 %79 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added7

barrier.added7:                                   ; preds = %barrier.add6, %barrier.done5
  %81 = phi i64 [ %80, %barrier.add6 ], [ 0, %barrier.done5 ]
  %82 = trunc i64 %81 to i32
  %83 = lshr i64 %81, 32
  %84 = trunc nuw i64 %83 to i32
  %85 = call i32 @llvm.amdgcn.readlane.i32(i32 %82, i32 %76)
  %86 = call i32 @llvm.amdgcn.readlane.i32(i32 %84, i32 %76)
  %87 = zext i32 %86 to i64
  %88 = shl nuw i64 %87, 32
  %89 = and i32 %85, -64
  %.masked33 = zext i32 %89 to i64
  %90 = or disjoint i64 %88, %.masked33
  %91 = add i64 %90, 64
  br label %barrier.poll8

barrier.poll8:                                    ; preds = %barrier.sleep9, %barrier.added7
  %92 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8) syncscope("workgroup") acquire, align 8
  %.not34 = icmp ult i64 %92, %91
  br i1 %.not34, label %barrier.sleep9, label %barrier.done10

barrier.sleep9:                                   ; preds = %barrier.poll8
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll8

barrier.done10:                                   ; preds = %barrier.poll8
  fence syncscope("workgroup") acquire
  %93 = sub i32 add (i32 ptrtoint (ptr addrspace(3) @named_barrier_all._ZZ17named_barrier_allE1s to i32), i32 252), %28
  %94 = inttoptr i32 %93 to ptr addrspace(3)
  %95 = load i32, ptr addrspace(3) %94, align 4
  %96 = add i64 %26, 4
  %97 = inttoptr i64 %96 to ptr addrspace(1)
  store i32 %95, ptr addrspace(1) %97, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %98 = xor i32 %1, -1
  store i32 %98, ptr addrspace(3) %30, align 4
  fence syncscope("workgroup") release
  %99 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %100 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %99, i1 true)
  %101 = icmp eq i32 %33, %100
  br i1 %101, label %barrier.add11, label %barrier.added12

barrier.add11:                                    ; preds = %barrier.done10
  %102 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %99)
  %103 = zext nneg i32 %102 to i64
  %104 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), i64 %103 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added12

barrier.added12:                                  ; preds = %barrier.add11, %barrier.done10
  %105 = phi i64 [ %104, %barrier.add11 ], [ 0, %barrier.done10 ]
  %106 = trunc i64 %105 to i32
  %107 = lshr i64 %105, 32
  %108 = trunc nuw i64 %107 to i32
  %109 = call i32 @llvm.amdgcn.readlane.i32(i32 %106, i32 %100)
  %110 = call i32 @llvm.amdgcn.readlane.i32(i32 %108, i32 %100)
  %111 = zext i32 %110 to i64
  %112 = shl nuw i64 %111, 32
  %113 = and i32 %109, -64
  %.masked35 = zext i32 %113 to i64
  %114 = or disjoint i64 %112, %.masked35
  %115 = add i64 %114, 64
  br label %barrier.poll13

barrier.poll13:                                   ; preds = %barrier.sleep14, %barrier.added12
  %116 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8) syncscope("workgroup") acquire, align 8
  %.not36 = icmp ult i64 %116, %115
  br i1 %.not36, label %barrier.sleep14, label %barrier.done15

barrier.sleep14:                                  ; preds = %barrier.poll13
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll13

barrier.done15:                                   ; preds = %barrier.poll13
  fence syncscope("workgroup") acquire
  %117 = add i32 %28, 4
  %118 = and i32 %117, 252
  %119 = add i32 %118, ptrtoint (ptr addrspace(3) @named_barrier_all._ZZ17named_barrier_allE1s to i32)
  %120 = inttoptr i32 %119 to ptr addrspace(3)
  %121 = load i32, ptr addrspace(3) %120, align 4
  %122 = add i64 %26, 8
  %123 = inttoptr i64 %122 to ptr addrspace(1)
  store i32 %121, ptr addrspace(1) %123, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

define amdgpu_kernel void @named_barrier_one_warp(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = call i32 @llvm.amdgcn.workitem.id.x()
  %2 = call i32 @llvm.amdgcn.workitem.id.y()
  %3 = call i32 @llvm.amdgcn.workitem.id.z()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = getelementptr i8, ptr addrspace(4) %4, i64 6
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = mul i32 %3, %10
  %12 = add i32 %2, %11
  %13 = mul i32 %12, %7
  %14 = sub i32 0, %13
  %15 = icmp eq i32 %1, %14
  br i1 %15, label %barriers.clear, label %barriers.cleared

"$L__BB4_2":                                      ; preds = %barriers.cleared
  %16 = mul nuw nsw i32 %39, 3
  %17 = add nuw nsw i32 %16, 1
  %18 = inttoptr i32 %43 to ptr addrspace(3)
  store i32 %17, ptr addrspace(3) %18, align 4
  fence syncscope("workgroup") release
  %19 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %20 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %19, i1 true)
  %21 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %22 = icmp eq i32 %21, %20
  br i1 %22, label %barrier.add1, label %barrier.added2

"$L__BB4_3":                                      ; preds = %barrier.done15, %barrier.done
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %23 = add i32 %41, ptrtoint (ptr addrspace(3) @named_barrier_one_warp._ZZ22named_barrier_one_warpE1s to i32)
  %24 = inttoptr i32 %23 to ptr addrspace(3)
  %25 = load i32, ptr addrspace(3) %24, align 4
  %26 = add i64 %38, 8
  %27 = inttoptr i64 %26 to ptr addrspace(1)
  store i32 %25, ptr addrspace(1) %27, align 4
  ret void

barriers.clear:                                   ; preds = %allocas
  store i64 0, ptr addrspace(3) @__rocuda_barrier_counters, align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 32), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 40), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 72), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 88), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 96), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 112), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 120), align 8
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 4), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 8), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 12), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 16), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 20), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 24), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 28), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 32), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 36), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 40), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 44), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 48), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 52), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 56), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 60), align 4
  br label %barriers.cleared

barriers.cleared:                                 ; preds = %barriers.clear, %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %28 = load i64, ptr addrspace(4) %0, align 8
  %29 = inttoptr i64 %28 to ptr
  %30 = addrspacecast ptr %29 to ptr addrspace(1)
  %31 = ptrtoint ptr addrspace(1) %30 to i64
  %32 = call i32 @llvm.amdgcn.workgroup.id.x()
  %33 = mul i32 %32, %7
  %34 = add i32 %33, %1
  %35 = shl i32 %34, 3
  %36 = zext i32 %35 to i64
  %37 = shl nuw nsw i64 %36, 2
  %38 = add i64 %37, %31
  %39 = and i32 %1, 31
  %40 = icmp ult i32 %1, 32
  %41 = shl i32 %1, 2
  %42 = and i32 %41, 124
  %43 = add i32 %42, ptrtoint (ptr addrspace(3) @named_barrier_one_warp._ZZ22named_barrier_one_warpE1s to i32)
  br i1 %40, label %"$L__BB4_2", label %44

44:                                               ; preds = %barriers.cleared
  %45 = xor i32 %39, 85
  %46 = add i32 %42, add (i32 ptrtoint (ptr addrspace(3) @named_barrier_one_warp._ZZ22named_barrier_one_warpE1s to i32), i32 128)
  %47 = inttoptr i32 %46 to ptr addrspace(3)
  store i32 %45, ptr addrspace(3) %47, align 4
  fence syncscope("workgroup") release
  %48 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %49 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %48, i1 true)
  %50 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %51 = icmp eq i32 %50, %49
  br i1 %51, label %barrier.add, label %barrier.added

barrier.add:                                      ; preds = %44
  %52 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %48)
  %53 = zext nneg i32 %52 to i64
  %54 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 32), i64 %53 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added

barrier.added:                                    ; preds = %barrier.add, %44
  %55 = phi i64 [ %54, %barrier.add ], [ 0, %44 ]
  %56 = trunc i64 %55 to i32
  %57 = lshr i64 %55, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = call i32 @llvm.amdgcn.readlane.i32(i32 %56, i32 %49)
  %60 = call i32 @llvm.amdgcn.readlane.i32(i32 %58, i32 %49)
  %61 = zext i32 %60 to i64
  %62 = shl nuw i64 %61, 32
  %63 = and i32 %59, -32
  %.masked = zext i32 %63 to i64
  %64 = or disjoint i64 %62, %.masked
  %65 = add i64 %64, 32
  br label %barrier.poll

barrier.poll:                                     ; preds = %barrier.sleep, %barrier.added
  %66 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 32) syncscope("workgroup") acquire, align 8
  %.not = icmp ult i64 %66, %65
  br i1 %.not, label %barrier.sleep, label %barrier.done

barrier.sleep:                                    ; preds = %barrier.poll
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll

barrier.done:                                     ; preds = %barrier.poll
  fence syncscope("workgroup") acquire
  %67 = add i32 %41, 28
  %68 = and i32 %67, 124
  %69 = add i32 %68, add (i32 ptrtoint (ptr addrspace(3) @named_barrier_one_warp._ZZ22named_barrier_one_warpE1s to i32), i32 128)
  %70 = inttoptr i32 %69 to ptr addrspace(3)
  %71 = load i32, ptr addrspace(3) %70, align 4
  %72 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %71, ptr addrspace(1) %72, align 4
  %73 = add i64 %38, 4
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  store i32 48059, ptr addrspace(1) %74, align 4
  br label %"$L__BB4_3"

barrier.add1:                                     ; preds = %"$L__BB4_2"
  %75 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %19)
  %76 = zext nneg i32 %75 to i64
  %77 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16), i64 %76 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added2

barrier.added2:                                   ; preds = %barrier.add1, %"$L__BB4_2"
  %78 = phi i64 [ %77, %barrier.add1 ], [ 0, %"$L__BB4_2" ]
  %79 = trunc i64 %78 to i32
  %80 = lshr i64 %78, 32
  %81 = trunc nuw i64 %80 to i32
  %82 = call i32 @llvm.amdgcn.readlane.i32(i32 %79, i32 %20)
  %83 = call i32 @llvm.amdgcn.readlane.i32(i32 %81, i32 %20)
  %84 = zext i32 %83 to i64
  %85 = shl nuw i64 %84, 32
  %86 = and i32 %82, -32
  %.masked36 = zext i32 %86 to i64
  %87 = or disjoint i64 %85, %.masked36
  %88 = add i64 %87, 32
  br label %barrier.poll3

barrier.poll3:                                    ; preds = %barrier.sleep4, %barrier.added2
  %89 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16) syncscope("workgroup") acquire, align 8
  %.not37 = icmp ult i64 %89, %88
  br i1 %.not37, label %barrier.sleep4, label %barrier.done5

barrier.sleep4:                                   ; preds = %barrier.poll3
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll3

barrier.done5:                                    ; preds = %barrier.poll3
  fence syncscope("workgroup") acquire
  %90 = xor i32 %41, 124
  %91 = add i32 %90, ptrtoint (ptr addrspace(3) @named_barrier_one_warp._ZZ22named_barrier_one_warpE1s to i32)
  %92 = inttoptr i32 %91 to ptr addrspace(3)
  %93 = load i32, ptr addrspace(3) %92, align 4
  %94 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %93, ptr addrspace(1) %94, align 4
  fence syncscope("workgroup") release
  %95 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %96 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %95, i1 true)
  %97 = icmp eq i32 %21, %96
  br i1 %97, label %barrier.add6, label %barrier.added7

barrier.add6:                                     ; preds = %barrier.done5
  %98 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %95)
  %99 = zext nneg i32 %98 to i64
  %100 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16), i64 %99 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added7

barrier.added7:                                   ; preds = %barrier.add6, %barrier.done5
  %101 = phi i64 [ %100, %barrier.add6 ], [ 0, %barrier.done5 ]
  %102 = trunc i64 %101 to i32
  %103 = lshr i64 %101, 32
  %104 = trunc nuw i64 %103 to i32
  %105 = call i32 @llvm.amdgcn.readlane.i32(i32 %102, i32 %96)
  %106 = call i32 @llvm.amdgcn.readlane.i32(i32 %104, i32 %96)
  %107 = zext i32 %106 to i64
  %108 = shl nuw i64 %107, 32
  %109 = and i32 %105, -32
  %.masked38 = zext i32 %109 to i64
  %110 = or disjoint i64 %108, %.masked38
  %111 = add i64 %110, 32
  br label %barrier.poll8

barrier.poll8:                                    ; preds = %barrier.sleep9, %barrier.added7
  %112 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16) syncscope("workgroup") acquire, align 8
  %.not39 = icmp ult i64 %112, %111
  br i1 %.not39, label %barrier.sleep9, label %barrier.done10

barrier.sleep9:                                   ; preds = %barrier.poll8
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll8

barrier.done10:                                   ; preds = %barrier.poll8
  fence syncscope("workgroup") acquire
  %113 = load i32, ptr addrspace(1) %94, align 4
  %114 = add i32 %113, %39
  store i32 %114, ptr addrspace(3) %18, align 4
  fence syncscope("workgroup") release
  %115 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %116 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %115, i1 true)
  %117 = icmp eq i32 %21, %116
  br i1 %117, label %barrier.add11, label %barrier.added12

barrier.add11:                                    ; preds = %barrier.done10
  %118 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %115)
  %119 = zext nneg i32 %118 to i64
  %120 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16), i64 %119 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added12

barrier.added12:                                  ; preds = %barrier.add11, %barrier.done10
  %121 = phi i64 [ %120, %barrier.add11 ], [ 0, %barrier.done10 ]
  %122 = trunc i64 %121 to i32
  %123 = lshr i64 %121, 32
  %124 = trunc nuw i64 %123 to i32
  %125 = call i32 @llvm.amdgcn.readlane.i32(i32 %122, i32 %116)
  %126 = call i32 @llvm.amdgcn.readlane.i32(i32 %124, i32 %116)
  %127 = zext i32 %126 to i64
  %128 = shl nuw i64 %127, 32
  %129 = and i32 %125, -32
  %.masked40 = zext i32 %129 to i64
  %130 = or disjoint i64 %128, %.masked40
  %131 = add i64 %130, 32
  br label %barrier.poll13

barrier.poll13:                                   ; preds = %barrier.sleep14, %barrier.added12
  %132 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16) syncscope("workgroup") acquire, align 8
  %.not41 = icmp ult i64 %132, %131
  br i1 %.not41, label %barrier.sleep14, label %barrier.done15

barrier.sleep14:                                  ; preds = %barrier.poll13
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll13

barrier.done15:                                   ; preds = %barrier.poll13
  fence syncscope("workgroup") acquire
  %133 = add nuw nsw i32 %41, 4
  %134 = and i32 %133, 124
  %135 = add i32 %134, ptrtoint (ptr addrspace(3) @named_barrier_one_warp._ZZ22named_barrier_one_warpE1s to i32)
  %136 = inttoptr i32 %135 to ptr addrspace(3)
  %137 = load i32, ptr addrspace(3) %136, align 4
  %138 = add i64 %38, 4
  %139 = inttoptr i64 %138 to ptr addrspace(1)
  store i32 %137, ptr addrspace(1) %139, align 4
  br label %"$L__BB4_3"
}

define amdgpu_kernel void @producer_consumer(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = call i32 @llvm.amdgcn.workitem.id.x()
  %2 = call i32 @llvm.amdgcn.workitem.id.y()
  %3 = call i32 @llvm.amdgcn.workitem.id.z()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = getelementptr i8, ptr addrspace(4) %4, i64 6
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = mul i32 %3, %10
  %12 = add i32 %2, %11
  %13 = mul i32 %12, %7
  %14 = sub i32 0, %13
  %15 = icmp eq i32 %1, %14
  br i1 %15, label %barriers.clear, label %barriers.cleared

"$L__BB5_2":                                      ; preds = %barriers.cleared
  %16 = mul nuw nsw i32 %43, %43
  %17 = add i32 %16, %36
  %18 = inttoptr i32 %47 to ptr addrspace(3)
  store i32 %17, ptr addrspace(3) %18, align 4
  fence syncscope("workgroup") release
  %19 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %20 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %19, i1 true)
  %21 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %22 = icmp eq i32 %21, %20
  br i1 %22, label %barrier.add3, label %barrier.added4

"$L__BB5_3":                                      ; preds = %barrier.done9, %barrier.added2
  %.mask = and i32 %1, -32
  %23 = icmp eq i32 %.mask, 32
  br i1 %23, label %"$L__BB5_5", label %"$L__BB5_4"

"$L__BB5_5":                                      ; preds = %"$L__BB5_3"
  %24 = add nuw nsw i32 %43, 500
  %25 = shl nuw nsw i32 %43, 2
  %26 = add i32 %25, ptrtoint (ptr addrspace(3) @producer_consumer._ZZ17producer_consumerE5again to i32)
  %27 = inttoptr i32 %26 to ptr addrspace(3)
  store i32 %24, ptr addrspace(3) %27, align 4
  fence syncscope("workgroup") release
  %28 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %29 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %28, i1 true)
  %30 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %31 = icmp eq i32 %30, %29
  br i1 %31, label %barrier.add10, label %"$L__BB5_6"

"$L__BB5_6":                                      ; preds = %"$L__BB5_5", %barrier.add10, %barrier.done16
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void

barriers.clear:                                   ; preds = %allocas
  store i64 0, ptr addrspace(3) @__rocuda_barrier_counters, align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 32), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 40), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 72), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 88), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 96), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 112), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 120), align 8
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 4), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 8), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 12), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 16), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 20), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 24), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 28), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 32), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 36), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 40), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 44), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 48), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 52), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 56), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 60), align 4
  br label %barriers.cleared

barriers.cleared:                                 ; preds = %barriers.clear, %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %32 = load i64, ptr addrspace(4) %0, align 8
  %33 = inttoptr i64 %32 to ptr
  %34 = addrspacecast ptr %33 to ptr addrspace(1)
  %35 = ptrtoint ptr addrspace(1) %34 to i64
  %36 = call i32 @llvm.amdgcn.workgroup.id.x()
  %37 = mul i32 %36, %7
  %38 = add i32 %37, %1
  %39 = shl i32 %38, 3
  %40 = zext i32 %39 to i64
  %41 = shl nuw nsw i64 %40, 2
  %42 = add i64 %41, %35
  %43 = and i32 %1, 31
  %44 = icmp ult i32 %1, 32
  %45 = shl i32 %1, 2
  %46 = and i32 %45, 124
  %47 = add i32 %46, ptrtoint (ptr addrspace(3) @producer_consumer._ZZ17producer_consumerE4data to i32)
  br i1 %44, label %"$L__BB5_2", label %48

48:                                               ; preds = %barriers.cleared
  fence syncscope("workgroup") release
  %49 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %50 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %49, i1 true)
  %51 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %52 = icmp eq i32 %51, %50
  br i1 %52, label %barrier.add, label %barrier.added

barrier.add:                                      ; preds = %48
  %53 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %49)
  %54 = zext nneg i32 %53 to i64
  %55 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), i64 %54 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added

barrier.added:                                    ; preds = %barrier.add, %48
  %56 = phi i64 [ %55, %barrier.add ], [ 0, %48 ]
  %57 = trunc i64 %56 to i32
  %58 = lshr i64 %56, 32
  %59 = trunc nuw i64 %58 to i32
  %60 = call i32 @llvm.amdgcn.readlane.i32(i32 %57, i32 %50)
  %61 = call i32 @llvm.amdgcn.readlane.i32(i32 %59, i32 %50)
  %62 = zext i32 %61 to i64
  %63 = shl nuw i64 %62, 32
  %64 = and i32 %60, -64
  %.masked = zext i32 %64 to i64
  %65 = or disjoint i64 %63, %.masked
  %66 = add i64 %65, 64
  br label %barrier.poll

barrier.poll:                                     ; preds = %barrier.sleep, %barrier.added
  %67 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24) syncscope("workgroup") acquire, align 8
  %.not = icmp ult i64 %67, %66
  br i1 %.not, label %barrier.sleep, label %barrier.done

barrier.sleep:                                    ; preds = %barrier.poll
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll

barrier.done:                                     ; preds = %barrier.poll
  fence syncscope("workgroup") acquire
  %68 = add i32 %45, 20
  %69 = and i32 %68, 124
  %70 = add i32 %69, ptrtoint (ptr addrspace(3) @producer_consumer._ZZ17producer_consumerE4data to i32)
  %71 = inttoptr i32 %70 to ptr addrspace(3)
  %72 = load i32, ptr addrspace(3) %71, align 4
  %73 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %72, ptr addrspace(1) %73, align 4
  %74 = shl i32 %72, 1
  %75 = or disjoint i32 %74, 1
  %76 = add i32 %46, add (i32 ptrtoint (ptr addrspace(3) @producer_consumer._ZZ17producer_consumerE4data to i32), i32 128)
  %77 = inttoptr i32 %76 to ptr addrspace(3)
  store i32 %75, ptr addrspace(3) %77, align 4
  fence syncscope("workgroup") release
  %78 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %79 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %78, i1 true)
  %80 = icmp eq i32 %51, %79
  br i1 %80, label %barrier.add1, label %barrier.added2

barrier.add1:                                     ; preds = %barrier.done
  %81 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %78)
  %82 = zext nneg i32 %81 to i64
  %83 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 40), i64 %82 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added2

barrier.added2:                                   ; preds = %barrier.add1, %barrier.done
  %84 = add i64 %42, 4
  %85 = inttoptr i64 %84 to ptr addrspace(1)
  store i32 3276, ptr addrspace(1) %85, align 4
  br label %"$L__BB5_3"

barrier.add3:                                     ; preds = %"$L__BB5_2"
  %86 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %19)
  %87 = zext nneg i32 %86 to i64
  %88 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), i64 %87 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added4

barrier.added4:                                   ; preds = %barrier.add3, %"$L__BB5_2"
  %89 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %89, align 4
  fence syncscope("workgroup") release
  %90 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %91 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %90, i1 true)
  %92 = icmp eq i32 %21, %91
  br i1 %92, label %barrier.add5, label %barrier.added6

barrier.add5:                                     ; preds = %barrier.added4
  %93 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %90)
  %94 = zext nneg i32 %93 to i64
  %95 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 40), i64 %94 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added6

barrier.added6:                                   ; preds = %barrier.add5, %barrier.added4
  %96 = phi i64 [ %95, %barrier.add5 ], [ 0, %barrier.added4 ]
  %97 = trunc i64 %96 to i32
  %98 = lshr i64 %96, 32
  %99 = trunc nuw i64 %98 to i32
  %100 = call i32 @llvm.amdgcn.readlane.i32(i32 %97, i32 %91)
  %101 = call i32 @llvm.amdgcn.readlane.i32(i32 %99, i32 %91)
  %102 = zext i32 %101 to i64
  %103 = shl nuw i64 %102, 32
  %104 = and i32 %100, -64
  %.masked37 = zext i32 %104 to i64
  %105 = or disjoint i64 %103, %.masked37
  %106 = add i64 %105, 64
  br label %barrier.poll7

barrier.poll7:                                    ; preds = %barrier.sleep8, %barrier.added6
  %107 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 40) syncscope("workgroup") acquire, align 8
  %.not38 = icmp ult i64 %107, %106
  br i1 %.not38, label %barrier.sleep8, label %barrier.done9

barrier.sleep8:                                   ; preds = %barrier.poll7
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll7

barrier.done9:                                    ; preds = %barrier.poll7
  fence syncscope("workgroup") acquire
  %108 = xor i32 %45, 124
  %109 = add i32 %108, add (i32 ptrtoint (ptr addrspace(3) @producer_consumer._ZZ17producer_consumerE4data to i32), i32 128)
  %110 = inttoptr i32 %109 to ptr addrspace(3)
  %111 = load i32, ptr addrspace(3) %110, align 4
  %112 = add i64 %42, 4
  %113 = inttoptr i64 %112 to ptr addrspace(1)
  store i32 %111, ptr addrspace(1) %113, align 4
  br label %"$L__BB5_3"

"$L__BB5_4":                                      ; preds = %"$L__BB5_3"
  fence syncscope("workgroup") release
  %114 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %115 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %114, i1 true)
  %116 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %117 = icmp eq i32 %116, %115
  br i1 %117, label %barrier.add12, label %barrier.added13

barrier.add10:                                    ; preds = %"$L__BB5_5"
  %118 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %28)
  %119 = zext nneg i32 %118 to i64
  %120 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), i64 %119 syncscope("workgroup") acq_rel, align 8
  br label %"$L__BB5_6"

barrier.add12:                                    ; preds = %"$L__BB5_4"
  %121 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %114)
  %122 = zext nneg i32 %121 to i64
  %123 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), i64 %122 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added13

barrier.added13:                                  ; preds = %barrier.add12, %"$L__BB5_4"
  %124 = phi i64 [ %123, %barrier.add12 ], [ 0, %"$L__BB5_4" ]
  %125 = trunc i64 %124 to i32
  %126 = lshr i64 %124, 32
  %127 = trunc nuw i64 %126 to i32
  %128 = call i32 @llvm.amdgcn.readlane.i32(i32 %125, i32 %115)
  %129 = call i32 @llvm.amdgcn.readlane.i32(i32 %127, i32 %115)
  %130 = zext i32 %129 to i64
  %131 = shl nuw i64 %130, 32
  %132 = and i32 %128, -64
  %.masked39 = zext i32 %132 to i64
  %133 = or disjoint i64 %131, %.masked39
  %134 = add i64 %133, 64
  br label %barrier.poll14

barrier.poll14:                                   ; preds = %barrier.sleep15, %barrier.added13
  %135 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24) syncscope("workgroup") acquire, align 8
  %.not40 = icmp ult i64 %135, %134
  br i1 %.not40, label %barrier.sleep15, label %barrier.done16

barrier.sleep15:                                  ; preds = %barrier.poll14
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll14

barrier.done16:                                   ; preds = %barrier.poll14
  fence syncscope("workgroup") acquire
  %136 = add i32 %45, 36
  %137 = and i32 %136, 124
  %138 = add i32 %137, ptrtoint (ptr addrspace(3) @producer_consumer._ZZ17producer_consumerE5again to i32)
  %139 = inttoptr i32 %138 to ptr addrspace(3)
  %140 = load i32, ptr addrspace(3) %139, align 4
  %141 = add i64 %42, 8
  %142 = inttoptr i64 %141 to ptr addrspace(1)
  store i32 %140, ptr addrspace(1) %142, align 4
  br label %"$L__BB5_6"
}

define amdgpu_kernel void @bar_red(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = call i32 @llvm.amdgcn.workitem.id.x()
  %2 = call i32 @llvm.amdgcn.workitem.id.y()
  %3 = call i32 @llvm.amdgcn.workitem.id.z()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = getelementptr i8, ptr addrspace(4) %4, i64 6
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = mul i32 %3, %10
  %12 = add i32 %2, %11
  %13 = mul i32 %12, %7
  %14 = sub i32 0, %13
  %15 = icmp eq i32 %1, %14
  br i1 %15, label %barriers.clear, label %barriers.cleared

barriers.clear:                                   ; preds = %allocas
  store i64 0, ptr addrspace(3) @__rocuda_barrier_counters, align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 32), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 40), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 72), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 88), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 96), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 112), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 120), align 8
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 4), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 8), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 12), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 16), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 20), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 24), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 28), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 32), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 36), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 40), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 44), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 48), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 52), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 56), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 60), align 4
  br label %barriers.cleared

barriers.cleared:                                 ; preds = %barriers.clear, %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = load i64, ptr addrspace(4) %0, align 8
  %17 = inttoptr i64 %16 to ptr
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  %20 = call i32 @llvm.amdgcn.workgroup.id.x()
  %21 = mul i32 %20, %7
  %22 = add i32 %21, %1
  %23 = shl i32 %22, 3
  %24 = zext i32 %23 to i64
  %25 = shl nuw nsw i64 %24, 2
  %26 = add i64 %25, %19
  %27 = and i32 %1, 5
  %28 = icmp ne i32 %27, 0
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %29 = call i32 @llvm.amdgcn.ballot.i32(i1 %28)
  %30 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %31 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %30, i1 true)
  %32 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %33 = icmp eq i32 %32, %31
  br i1 %33, label %barrier.add, label %barrier.added

barrier.add:                                      ; preds = %barriers.cleared
  %34 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %29)
  %35 = atomicrmw add ptr addrspace(3) @__rocuda_barrier_reductions, i32 %34 syncscope("workgroup") acq_rel, align 4
  %.pre = load i16, ptr addrspace(4) %5, align 2
  %.pre138 = load i16, ptr addrspace(4) %8, align 2
  %.pre145 = zext i16 %.pre to i32
  %.pre146 = zext i16 %.pre138 to i32
  %.pre148 = mul i32 %3, %.pre146
  %.pre150 = add i32 %2, %.pre148
  %.pre152 = mul i32 %.pre150, %.pre145
  %.pre154 = sub i32 0, %.pre152
  br label %barrier.added

barrier.added:                                    ; preds = %barrier.add, %barriers.cleared
  %.pre-phi155 = phi i32 [ %.pre154, %barrier.add ], [ %14, %barriers.cleared ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %36 = load volatile i32, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %37 = icmp eq i32 %1, %.pre-phi155
  br i1 %37, label %reduction.clear, label %reduction.done

reduction.clear:                                  ; preds = %barrier.added
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  br label %reduction.done

reduction.done:                                   ; preds = %reduction.clear, %barrier.added
  %38 = inttoptr i64 %26 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %38, align 4
  %39 = icmp ugt i32 %1, 9
  fence syncscope("workgroup") release
  %40 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %41 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %40, i1 true)
  %42 = icmp eq i32 %32, %41
  br i1 %42, label %barrier.add2, label %barrier.added3

barrier.add2:                                     ; preds = %reduction.done
  %43 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %40)
  %44 = zext nneg i32 %43 to i64
  %45 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48), i64 %44 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added3

barrier.added3:                                   ; preds = %barrier.add2, %reduction.done
  %46 = phi i64 [ %45, %barrier.add2 ], [ 0, %reduction.done ]
  %47 = trunc i64 %46 to i32
  %48 = lshr i64 %46, 32
  %49 = trunc nuw i64 %48 to i32
  %50 = call i32 @llvm.amdgcn.readlane.i32(i32 %47, i32 %41)
  %51 = call i32 @llvm.amdgcn.readlane.i32(i32 %49, i32 %41)
  %52 = zext i32 %51 to i64
  %53 = shl nuw i64 %52, 32
  %54 = and i32 %50, -64
  %.masked = zext i32 %54 to i64
  %55 = or disjoint i64 %53, %.masked
  %56 = add i64 %55, 64
  br label %barrier.poll

barrier.poll:                                     ; preds = %barrier.sleep, %barrier.added3
  %57 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48) syncscope("workgroup") acquire, align 8
  %.not = icmp ult i64 %57, %56
  br i1 %.not, label %barrier.sleep, label %barrier.done

barrier.sleep:                                    ; preds = %barrier.poll
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll

barrier.done:                                     ; preds = %barrier.poll
  fence syncscope("workgroup") acquire
  %58 = call i32 @llvm.amdgcn.ballot.i32(i1 %39)
  %59 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %60 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %59, i1 true)
  %61 = icmp eq i32 %32, %60
  br i1 %61, label %barrier.add4, label %barrier.added5

barrier.add4:                                     ; preds = %barrier.done
  %62 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %58)
  %63 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 24), i32 %62 syncscope("workgroup") acq_rel, align 4
  br label %barrier.added5

barrier.added5:                                   ; preds = %barrier.add4, %barrier.done
  fence syncscope("workgroup") release
  %64 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %65 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %64, i1 true)
  %66 = icmp eq i32 %32, %65
  br i1 %66, label %barrier.add6, label %barrier.added7

barrier.add6:                                     ; preds = %barrier.added5
  %67 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %64)
  %68 = zext nneg i32 %67 to i64
  %69 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48), i64 %68 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added7

barrier.added7:                                   ; preds = %barrier.add6, %barrier.added5
  %70 = phi i64 [ %69, %barrier.add6 ], [ 0, %barrier.added5 ]
  %71 = trunc i64 %70 to i32
  %72 = lshr i64 %70, 32
  %73 = trunc nuw i64 %72 to i32
  %74 = call i32 @llvm.amdgcn.readlane.i32(i32 %71, i32 %65)
  %75 = call i32 @llvm.amdgcn.readlane.i32(i32 %73, i32 %65)
  %76 = zext i32 %75 to i64
  %77 = shl nuw i64 %76, 32
  %78 = and i32 %74, -64
  %.masked113 = zext i32 %78 to i64
  %79 = or disjoint i64 %77, %.masked113
  %80 = add i64 %79, 64
  br label %barrier.poll8

barrier.poll8:                                    ; preds = %barrier.sleep9, %barrier.added7
  %81 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48) syncscope("workgroup") acquire, align 8
  %.not114 = icmp ult i64 %81, %80
  br i1 %.not114, label %barrier.sleep9, label %barrier.done10

barrier.sleep9:                                   ; preds = %barrier.poll8
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll8

barrier.done10:                                   ; preds = %barrier.poll8
  fence syncscope("workgroup") acquire
  %82 = load volatile i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 24), align 4
  fence syncscope("workgroup") release
  %83 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %84 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %83, i1 true)
  %85 = icmp eq i32 %32, %84
  br i1 %85, label %barrier.add11, label %barrier.added12

barrier.add11:                                    ; preds = %barrier.done10
  %86 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %83)
  %87 = zext nneg i32 %86 to i64
  %88 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48), i64 %87 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added12

barrier.added12:                                  ; preds = %barrier.add11, %barrier.done10
  %89 = phi i64 [ %88, %barrier.add11 ], [ 0, %barrier.done10 ]
  %90 = trunc i64 %89 to i32
  %91 = lshr i64 %89, 32
  %92 = trunc nuw i64 %91 to i32
  %93 = call i32 @llvm.amdgcn.readlane.i32(i32 %90, i32 %84)
  %94 = call i32 @llvm.amdgcn.readlane.i32(i32 %92, i32 %84)
  %95 = zext i32 %94 to i64
  %96 = shl nuw i64 %95, 32
  %97 = and i32 %93, -64
  %.masked115 = zext i32 %97 to i64
  %98 = or disjoint i64 %96, %.masked115
  %99 = add i64 %98, 64
  br label %barrier.poll13

barrier.poll13:                                   ; preds = %barrier.sleep14, %barrier.added12
  %100 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48) syncscope("workgroup") acquire, align 8
  %.not116 = icmp ult i64 %100, %99
  br i1 %.not116, label %barrier.sleep14, label %barrier.done15

barrier.sleep14:                                  ; preds = %barrier.poll13
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll13

barrier.done15:                                   ; preds = %barrier.poll13
  fence syncscope("workgroup") acquire
  %101 = load i16, ptr addrspace(4) %5, align 2
  %102 = zext i16 %101 to i32
  %103 = load i16, ptr addrspace(4) %8, align 2
  %104 = zext i16 %103 to i32
  %105 = mul i32 %3, %104
  %106 = add i32 %2, %105
  %107 = mul i32 %106, %102
  %108 = sub i32 0, %107
  %109 = icmp eq i32 %1, %108
  br i1 %109, label %reduction.clear16, label %reduction.done17

reduction.clear16:                                ; preds = %barrier.done15
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 24), align 4
  br label %reduction.done17

reduction.done17:                                 ; preds = %reduction.clear16, %barrier.done15
  %110 = add i64 %26, 4
  %111 = inttoptr i64 %110 to ptr addrspace(1)
  store i32 %82, ptr addrspace(1) %111, align 4
  %112 = icmp ugt i32 %1, 63
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %113 = call i32 @llvm.amdgcn.ballot.i32(i1 %112)
  %114 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %115 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %114, i1 true)
  %116 = icmp eq i32 %32, %115
  br i1 %116, label %barrier.add19, label %barrier.added20

barrier.add19:                                    ; preds = %reduction.done17
  %117 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %113)
  %118 = atomicrmw add ptr addrspace(3) @__rocuda_barrier_reductions, i32 %117 syncscope("workgroup") acq_rel, align 4
  %.pre139 = load i16, ptr addrspace(4) %5, align 2
  %.pre140 = load i16, ptr addrspace(4) %8, align 2
  %.pre156 = zext i16 %.pre139 to i32
  %.pre158 = zext i16 %.pre140 to i32
  %.pre160 = mul i32 %3, %.pre158
  %.pre162 = add i32 %2, %.pre160
  %.pre164 = mul i32 %.pre162, %.pre156
  %.pre166 = sub i32 0, %.pre164
  br label %barrier.added20

barrier.added20:                                  ; preds = %barrier.add19, %reduction.done17
  %.pre-phi167 = phi i32 [ %.pre166, %barrier.add19 ], [ %108, %reduction.done17 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %119 = load volatile i32, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %120 = icmp eq i32 %1, %.pre-phi167
  br i1 %120, label %reduction.clear21, label %reduction.done22

reduction.clear21:                                ; preds = %barrier.added20
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  br label %reduction.done22

reduction.done22:                                 ; preds = %reduction.clear21, %barrier.added20
  %121 = icmp eq i32 %119, 0
  %122 = zext i1 %121 to i32
  %123 = add i64 %26, 8
  %124 = inttoptr i64 %123 to ptr addrspace(1)
  store i32 %122, ptr addrspace(1) %124, align 4
  %.not117 = icmp eq i32 %1, 33
  fence syncscope("workgroup") release
  %125 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %126 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %125, i1 true)
  %127 = icmp eq i32 %32, %126
  br i1 %127, label %barrier.add24, label %barrier.added25

barrier.add24:                                    ; preds = %reduction.done22
  %128 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %125)
  %129 = zext nneg i32 %128 to i64
  %130 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56), i64 %129 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added25

barrier.added25:                                  ; preds = %barrier.add24, %reduction.done22
  %131 = phi i64 [ %130, %barrier.add24 ], [ 0, %reduction.done22 ]
  %132 = trunc i64 %131 to i32
  %133 = lshr i64 %131, 32
  %134 = trunc nuw i64 %133 to i32
  %135 = call i32 @llvm.amdgcn.readlane.i32(i32 %132, i32 %126)
  %136 = call i32 @llvm.amdgcn.readlane.i32(i32 %134, i32 %126)
  %137 = zext i32 %136 to i64
  %138 = shl nuw i64 %137, 32
  %139 = and i32 %135, -64
  %.masked118 = zext i32 %139 to i64
  %140 = or disjoint i64 %138, %.masked118
  %141 = add i64 %140, 64
  br label %barrier.poll26

barrier.poll26:                                   ; preds = %barrier.sleep27, %barrier.added25
  %142 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56) syncscope("workgroup") acquire, align 8
  %.not119 = icmp ult i64 %142, %141
  br i1 %.not119, label %barrier.sleep27, label %barrier.done28

barrier.sleep27:                                  ; preds = %barrier.poll26
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll26

barrier.done28:                                   ; preds = %barrier.poll26
  fence syncscope("workgroup") acquire
  %143 = call i32 @llvm.amdgcn.ballot.i32(i1 %.not117)
  %144 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %145 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %144, i1 true)
  %146 = icmp eq i32 %32, %145
  br i1 %146, label %barrier.add29, label %barrier.added30

barrier.add29:                                    ; preds = %barrier.done28
  %147 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %143)
  %148 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 28), i32 %147 syncscope("workgroup") acq_rel, align 4
  br label %barrier.added30

barrier.added30:                                  ; preds = %barrier.add29, %barrier.done28
  fence syncscope("workgroup") release
  %149 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %150 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %149, i1 true)
  %151 = icmp eq i32 %32, %150
  br i1 %151, label %barrier.add31, label %barrier.added32

barrier.add31:                                    ; preds = %barrier.added30
  %152 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %149)
  %153 = zext nneg i32 %152 to i64
  %154 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56), i64 %153 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added32

barrier.added32:                                  ; preds = %barrier.add31, %barrier.added30
  %155 = phi i64 [ %154, %barrier.add31 ], [ 0, %barrier.added30 ]
  %156 = trunc i64 %155 to i32
  %157 = lshr i64 %155, 32
  %158 = trunc nuw i64 %157 to i32
  %159 = call i32 @llvm.amdgcn.readlane.i32(i32 %156, i32 %150)
  %160 = call i32 @llvm.amdgcn.readlane.i32(i32 %158, i32 %150)
  %161 = zext i32 %160 to i64
  %162 = shl nuw i64 %161, 32
  %163 = and i32 %159, -64
  %.masked120 = zext i32 %163 to i64
  %164 = or disjoint i64 %162, %.masked120
  %165 = add i64 %164, 64
  br label %barrier.poll33

barrier.poll33:                                   ; preds = %barrier.sleep34, %barrier.added32
  %166 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56) syncscope("workgroup") acquire, align 8
  %.not121 = icmp ult i64 %166, %165
  br i1 %.not121, label %barrier.sleep34, label %barrier.done35

barrier.sleep34:                                  ; preds = %barrier.poll33
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll33

barrier.done35:                                   ; preds = %barrier.poll33
  fence syncscope("workgroup") acquire
  %167 = load volatile i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 28), align 4
  fence syncscope("workgroup") release
  %168 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %169 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %168, i1 true)
  %170 = icmp eq i32 %32, %169
  br i1 %170, label %barrier.add36, label %barrier.added37

barrier.add36:                                    ; preds = %barrier.done35
  %171 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %168)
  %172 = zext nneg i32 %171 to i64
  %173 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56), i64 %172 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added37

barrier.added37:                                  ; preds = %barrier.add36, %barrier.done35
  %174 = phi i64 [ %173, %barrier.add36 ], [ 0, %barrier.done35 ]
  %175 = trunc i64 %174 to i32
  %176 = lshr i64 %174, 32
  %177 = trunc nuw i64 %176 to i32
  %178 = call i32 @llvm.amdgcn.readlane.i32(i32 %175, i32 %169)
  %179 = call i32 @llvm.amdgcn.readlane.i32(i32 %177, i32 %169)
  %180 = zext i32 %179 to i64
  %181 = shl nuw i64 %180, 32
  %182 = and i32 %178, -64
  %.masked122 = zext i32 %182 to i64
  %183 = or disjoint i64 %181, %.masked122
  %184 = add i64 %183, 64
  br label %barrier.poll38

barrier.poll38:                                   ; preds = %barrier.sleep39, %barrier.added37
  %185 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56) syncscope("workgroup") acquire, align 8
  %.not123 = icmp ult i64 %185, %184
  br i1 %.not123, label %barrier.sleep39, label %barrier.done40

barrier.sleep39:                                  ; preds = %barrier.poll38
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll38

barrier.done40:                                   ; preds = %barrier.poll38
  fence syncscope("workgroup") acquire
  %186 = load i16, ptr addrspace(4) %5, align 2
  %187 = zext i16 %186 to i32
  %188 = load i16, ptr addrspace(4) %8, align 2
  %189 = zext i16 %188 to i32
  %190 = mul i32 %3, %189
  %191 = add i32 %2, %190
  %192 = mul i32 %191, %187
  %193 = sub i32 0, %192
  %194 = icmp eq i32 %1, %193
  br i1 %194, label %reduction.clear41, label %reduction.done42

reduction.clear41:                                ; preds = %barrier.done40
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 28), align 4
  br label %reduction.done42

reduction.done42:                                 ; preds = %reduction.clear41, %barrier.done40
  %195 = icmp eq i32 %167, 0
  %196 = zext i1 %195 to i32
  %197 = add i64 %26, 12
  %198 = inttoptr i64 %197 to ptr addrspace(1)
  store i32 %196, ptr addrspace(1) %198, align 4
  %199 = add i32 %1, %20
  %200 = icmp eq i32 %199, 40
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %201 = call i32 @llvm.amdgcn.ballot.i32(i1 %200)
  %202 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %203 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %202, i1 true)
  %204 = icmp eq i32 %32, %203
  br i1 %204, label %barrier.add45, label %barrier.added46

barrier.add45:                                    ; preds = %reduction.done42
  %205 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %201)
  %206 = atomicrmw add ptr addrspace(3) @__rocuda_barrier_reductions, i32 %205 syncscope("workgroup") acq_rel, align 4
  %.pre141 = load i16, ptr addrspace(4) %5, align 2
  %.pre142 = load i16, ptr addrspace(4) %8, align 2
  %.pre168 = zext i16 %.pre141 to i32
  %.pre170 = zext i16 %.pre142 to i32
  %.pre172 = mul i32 %3, %.pre170
  %.pre174 = add i32 %2, %.pre172
  %.pre176 = mul i32 %.pre174, %.pre168
  %.pre178 = sub i32 0, %.pre176
  br label %barrier.added46

barrier.added46:                                  ; preds = %barrier.add45, %reduction.done42
  %.pre-phi179 = phi i32 [ %.pre178, %barrier.add45 ], [ %193, %reduction.done42 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %207 = load volatile i32, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %208 = icmp eq i32 %1, %.pre-phi179
  br i1 %208, label %reduction.clear47, label %reduction.done48

reduction.clear47:                                ; preds = %barrier.added46
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  br label %reduction.done48

reduction.done48:                                 ; preds = %reduction.clear47, %barrier.added46
  %.not124 = icmp ne i32 %207, 0
  %209 = zext i1 %.not124 to i32
  %210 = add i64 %26, 16
  %211 = inttoptr i64 %210 to ptr addrspace(1)
  store i32 %209, ptr addrspace(1) %211, align 4
  %212 = icmp eq i32 %1, 99
  fence syncscope("workgroup") release
  %213 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %214 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %213, i1 true)
  %215 = icmp eq i32 %32, %214
  br i1 %215, label %barrier.add51, label %barrier.added52

barrier.add51:                                    ; preds = %reduction.done48
  %216 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %213)
  %217 = zext nneg i32 %216 to i64
  %218 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64), i64 %217 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added52

barrier.added52:                                  ; preds = %barrier.add51, %reduction.done48
  %219 = phi i64 [ %218, %barrier.add51 ], [ 0, %reduction.done48 ]
  %220 = trunc i64 %219 to i32
  %221 = lshr i64 %219, 32
  %222 = trunc nuw i64 %221 to i32
  %223 = call i32 @llvm.amdgcn.readlane.i32(i32 %220, i32 %214)
  %224 = call i32 @llvm.amdgcn.readlane.i32(i32 %222, i32 %214)
  %225 = zext i32 %224 to i64
  %226 = shl nuw i64 %225, 32
  %227 = and i32 %223, -64
  %.masked125 = zext i32 %227 to i64
  %228 = or disjoint i64 %226, %.masked125
  %229 = add i64 %228, 64
  br label %barrier.poll53

barrier.poll53:                                   ; preds = %barrier.sleep54, %barrier.added52
  %230 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64) syncscope("workgroup") acquire, align 8
  %.not126 = icmp ult i64 %230, %229
  br i1 %.not126, label %barrier.sleep54, label %barrier.done55

barrier.sleep54:                                  ; preds = %barrier.poll53
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll53

barrier.done55:                                   ; preds = %barrier.poll53
  fence syncscope("workgroup") acquire
  %231 = call i32 @llvm.amdgcn.ballot.i32(i1 %212)
  %232 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %233 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %232, i1 true)
  %234 = icmp eq i32 %32, %233
  br i1 %234, label %barrier.add56, label %barrier.added57

barrier.add56:                                    ; preds = %barrier.done55
  %235 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %231)
  %236 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 32), i32 %235 syncscope("workgroup") acq_rel, align 4
  br label %barrier.added57

barrier.added57:                                  ; preds = %barrier.add56, %barrier.done55
  fence syncscope("workgroup") release
  %237 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %238 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %237, i1 true)
  %239 = icmp eq i32 %32, %238
  br i1 %239, label %barrier.add58, label %barrier.added59

barrier.add58:                                    ; preds = %barrier.added57
  %240 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %237)
  %241 = zext nneg i32 %240 to i64
  %242 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64), i64 %241 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added59

barrier.added59:                                  ; preds = %barrier.add58, %barrier.added57
  %243 = phi i64 [ %242, %barrier.add58 ], [ 0, %barrier.added57 ]
  %244 = trunc i64 %243 to i32
  %245 = lshr i64 %243, 32
  %246 = trunc nuw i64 %245 to i32
  %247 = call i32 @llvm.amdgcn.readlane.i32(i32 %244, i32 %238)
  %248 = call i32 @llvm.amdgcn.readlane.i32(i32 %246, i32 %238)
  %249 = zext i32 %248 to i64
  %250 = shl nuw i64 %249, 32
  %251 = and i32 %247, -64
  %.masked127 = zext i32 %251 to i64
  %252 = or disjoint i64 %250, %.masked127
  %253 = add i64 %252, 64
  br label %barrier.poll60

barrier.poll60:                                   ; preds = %barrier.sleep61, %barrier.added59
  %254 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64) syncscope("workgroup") acquire, align 8
  %.not128 = icmp ult i64 %254, %253
  br i1 %.not128, label %barrier.sleep61, label %barrier.done62

barrier.sleep61:                                  ; preds = %barrier.poll60
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll60

barrier.done62:                                   ; preds = %barrier.poll60
  fence syncscope("workgroup") acquire
  %255 = load volatile i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 32), align 4
  fence syncscope("workgroup") release
  %256 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %257 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %256, i1 true)
  %258 = icmp eq i32 %32, %257
  br i1 %258, label %barrier.add63, label %barrier.added64

barrier.add63:                                    ; preds = %barrier.done62
  %259 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %256)
  %260 = zext nneg i32 %259 to i64
  %261 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64), i64 %260 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added64

barrier.added64:                                  ; preds = %barrier.add63, %barrier.done62
  %262 = phi i64 [ %261, %barrier.add63 ], [ 0, %barrier.done62 ]
  %263 = trunc i64 %262 to i32
  %264 = lshr i64 %262, 32
  %265 = trunc nuw i64 %264 to i32
  %266 = call i32 @llvm.amdgcn.readlane.i32(i32 %263, i32 %257)
  %267 = call i32 @llvm.amdgcn.readlane.i32(i32 %265, i32 %257)
  %268 = zext i32 %267 to i64
  %269 = shl nuw i64 %268, 32
  %270 = and i32 %266, -64
  %.masked129 = zext i32 %270 to i64
  %271 = or disjoint i64 %269, %.masked129
  %272 = add i64 %271, 64
  br label %barrier.poll65

barrier.poll65:                                   ; preds = %barrier.sleep66, %barrier.added64
  %273 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64) syncscope("workgroup") acquire, align 8
  %.not130 = icmp ult i64 %273, %272
  br i1 %.not130, label %barrier.sleep66, label %barrier.done67

barrier.sleep66:                                  ; preds = %barrier.poll65
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll65

barrier.done67:                                   ; preds = %barrier.poll65
  fence syncscope("workgroup") acquire
  %274 = load i16, ptr addrspace(4) %5, align 2
  %275 = zext i16 %274 to i32
  %276 = load i16, ptr addrspace(4) %8, align 2
  %277 = zext i16 %276 to i32
  %278 = mul i32 %3, %277
  %279 = add i32 %2, %278
  %280 = mul i32 %279, %275
  %281 = sub i32 0, %280
  %282 = icmp eq i32 %1, %281
  br i1 %282, label %reduction.clear68, label %reduction.done69

reduction.clear68:                                ; preds = %barrier.done67
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 32), align 4
  br label %reduction.done69

reduction.done69:                                 ; preds = %reduction.clear68, %barrier.done67
  %.not131 = icmp ne i32 %255, 0
  %283 = zext i1 %.not131 to i32
  %284 = add i64 %26, 20
  %285 = inttoptr i64 %284 to ptr addrspace(1)
  store i32 %283, ptr addrspace(1) %285, align 4
  %286 = and i32 %1, 3
  %287 = icmp eq i32 %286, 1
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %288 = call i32 @llvm.amdgcn.ballot.i32(i1 %287)
  %289 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %290 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %289, i1 true)
  %291 = icmp eq i32 %32, %290
  br i1 %291, label %barrier.add72, label %barrier.added73

barrier.add72:                                    ; preds = %reduction.done69
  %292 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %288)
  %293 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 36), i32 %292 syncscope("workgroup") acq_rel, align 4
  %.pre143 = load i16, ptr addrspace(4) %5, align 2
  %.pre144 = load i16, ptr addrspace(4) %8, align 2
  %.pre180 = zext i16 %.pre143 to i32
  %.pre182 = zext i16 %.pre144 to i32
  %.pre184 = mul i32 %3, %.pre182
  %.pre186 = add i32 %2, %.pre184
  %.pre188 = mul i32 %.pre186, %.pre180
  %.pre190 = sub i32 0, %.pre188
  br label %barrier.added73

barrier.added73:                                  ; preds = %barrier.add72, %reduction.done69
  %.pre-phi191 = phi i32 [ %.pre190, %barrier.add72 ], [ %281, %reduction.done69 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %294 = load volatile i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 36), align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %295 = icmp eq i32 %1, %.pre-phi191
  br i1 %295, label %reduction.clear74, label %reduction.done75

reduction.clear74:                                ; preds = %barrier.added73
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 36), align 4
  br label %reduction.done75

reduction.done75:                                 ; preds = %reduction.clear74, %barrier.added73
  %296 = add i64 %26, 24
  %297 = inttoptr i64 %296 to ptr addrspace(1)
  store i32 %294, ptr addrspace(1) %297, align 4
  fence syncscope("workgroup") release
  %298 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %299 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %298, i1 true)
  %300 = icmp eq i32 %32, %299
  br i1 %300, label %barrier.add77, label %barrier.added78

barrier.add77:                                    ; preds = %reduction.done75
  %301 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %298)
  %302 = zext nneg i32 %301 to i64
  %303 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80), i64 %302 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added78

barrier.added78:                                  ; preds = %barrier.add77, %reduction.done75
  %304 = phi i64 [ %303, %barrier.add77 ], [ 0, %reduction.done75 ]
  %305 = trunc i64 %304 to i32
  %306 = lshr i64 %304, 32
  %307 = trunc nuw i64 %306 to i32
  %308 = call i32 @llvm.amdgcn.readlane.i32(i32 %305, i32 %299)
  %309 = call i32 @llvm.amdgcn.readlane.i32(i32 %307, i32 %299)
  %310 = zext i32 %309 to i64
  %311 = shl nuw i64 %310, 32
  %312 = and i32 %308, -64
  %.masked132 = zext i32 %312 to i64
  %313 = or disjoint i64 %311, %.masked132
  %314 = add i64 %313, 64
  br label %barrier.poll79

barrier.poll79:                                   ; preds = %barrier.sleep80, %barrier.added78
  %315 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80) syncscope("workgroup") acquire, align 8
  %.not133 = icmp ult i64 %315, %314
  br i1 %.not133, label %barrier.sleep80, label %barrier.done81

barrier.sleep80:                                  ; preds = %barrier.poll79
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll79

barrier.done81:                                   ; preds = %barrier.poll79
  fence syncscope("workgroup") acquire
  %316 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %317 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %316, i1 true)
  %318 = icmp eq i32 %32, %317
  br i1 %318, label %barrier.add82, label %barrier.added83

barrier.add82:                                    ; preds = %barrier.done81
  %319 = atomicrmw or ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 40), i32 0 syncscope("workgroup") acq_rel, align 4
  br label %barrier.added83

barrier.added83:                                  ; preds = %barrier.add82, %barrier.done81
  fence syncscope("workgroup") release
  %320 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %321 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %320, i1 true)
  %322 = icmp eq i32 %32, %321
  br i1 %322, label %barrier.add84, label %barrier.added85

barrier.add84:                                    ; preds = %barrier.added83
  %323 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %320)
  %324 = zext nneg i32 %323 to i64
  %325 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80), i64 %324 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added85

barrier.added85:                                  ; preds = %barrier.add84, %barrier.added83
  %326 = phi i64 [ %325, %barrier.add84 ], [ 0, %barrier.added83 ]
  %327 = trunc i64 %326 to i32
  %328 = lshr i64 %326, 32
  %329 = trunc nuw i64 %328 to i32
  %330 = call i32 @llvm.amdgcn.readlane.i32(i32 %327, i32 %321)
  %331 = call i32 @llvm.amdgcn.readlane.i32(i32 %329, i32 %321)
  %332 = zext i32 %331 to i64
  %333 = shl nuw i64 %332, 32
  %334 = and i32 %330, -64
  %.masked134 = zext i32 %334 to i64
  %335 = or disjoint i64 %333, %.masked134
  %336 = add i64 %335, 64
  br label %barrier.poll86

barrier.poll86:                                   ; preds = %barrier.sleep87, %barrier.added85
  %337 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80) syncscope("workgroup") acquire, align 8
  %.not135 = icmp ult i64 %337, %336
  br i1 %.not135, label %barrier.sleep87, label %barrier.done88

barrier.sleep87:                                  ; preds = %barrier.poll86
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll86

barrier.done88:                                   ; preds = %barrier.poll86
  fence syncscope("workgroup") acquire
  %338 = load volatile i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 40), align 4
  fence syncscope("workgroup") release
  %339 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %340 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %339, i1 true)
  %341 = icmp eq i32 %32, %340
  br i1 %341, label %barrier.add89, label %barrier.added90

barrier.add89:                                    ; preds = %barrier.done88
  %342 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %339)
  %343 = zext nneg i32 %342 to i64
  %344 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80), i64 %343 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added90

barrier.added90:                                  ; preds = %barrier.add89, %barrier.done88
  %345 = phi i64 [ %344, %barrier.add89 ], [ 0, %barrier.done88 ]
  %346 = trunc i64 %345 to i32
  %347 = lshr i64 %345, 32
  %348 = trunc nuw i64 %347 to i32
  %349 = call i32 @llvm.amdgcn.readlane.i32(i32 %346, i32 %340)
  %350 = call i32 @llvm.amdgcn.readlane.i32(i32 %348, i32 %340)
  %351 = zext i32 %350 to i64
  %352 = shl nuw i64 %351, 32
  %353 = and i32 %349, -64
  %.masked136 = zext i32 %353 to i64
  %354 = or disjoint i64 %352, %.masked136
  %355 = add i64 %354, 64
  br label %barrier.poll91

barrier.poll91:                                   ; preds = %barrier.sleep92, %barrier.added90
  %356 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80) syncscope("workgroup") acquire, align 8
  %.not137 = icmp ult i64 %356, %355
  br i1 %.not137, label %barrier.sleep92, label %barrier.done93

barrier.sleep92:                                  ; preds = %barrier.poll91
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll91

barrier.done93:                                   ; preds = %barrier.poll91
  fence syncscope("workgroup") acquire
  %357 = load i16, ptr addrspace(4) %5, align 2
  %358 = zext i16 %357 to i32
  %359 = load i16, ptr addrspace(4) %8, align 2
  %360 = zext i16 %359 to i32
  %361 = mul i32 %3, %360
  %362 = add i32 %2, %361
  %363 = mul i32 %362, %358
  %364 = sub i32 0, %363
  %365 = icmp eq i32 %1, %364
  br i1 %365, label %reduction.clear94, label %reduction.done95

reduction.clear94:                                ; preds = %barrier.done93
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 40), align 4
  br label %reduction.done95

reduction.done95:                                 ; preds = %reduction.clear94, %barrier.done93
  %366 = icmp eq i32 %338, 0
  %367 = zext i1 %366 to i32
  %368 = add i64 %26, 28
  %369 = inttoptr i64 %368 to ptr addrspace(1)
  store i32 %367, ptr addrspace(1) %369, align 4
  ret void
}

define amdgpu_kernel void @barrier_aligned(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = call i32 @llvm.amdgcn.workitem.id.x()
  %2 = call i32 @llvm.amdgcn.workitem.id.y()
  %3 = call i32 @llvm.amdgcn.workitem.id.z()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = getelementptr i8, ptr addrspace(4) %4, i64 6
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = mul i32 %3, %10
  %12 = add i32 %2, %11
  %13 = mul i32 %12, %7
  %14 = sub i32 0, %13
  %15 = icmp eq i32 %1, %14
  br i1 %15, label %barriers.clear, label %barriers.cleared

"$L__BB7_2":                                      ; preds = %barrier.done
  fence syncscope("workgroup") release
  %16 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %17 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %16, i1 true)
  %18 = icmp eq i32 %55, %17
  br i1 %18, label %barrier.add6, label %"$L__BB7_3"

"$L__BB7_3":                                      ; preds = %"$L__BB7_2", %barrier.add6, %barrier.done5
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %73, label %"$L__BB7_5", label %101

"$L__BB7_5":                                      ; preds = %"$L__BB7_3"
  %19 = add nuw nsw i32 %1, 1000
  store i32 %19, ptr addrspace(3) %46, align 4
  fence syncscope("workgroup") release
  %20 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %21 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %20, i1 true)
  %22 = icmp eq i32 %55, %21
  br i1 %22, label %barrier.add13, label %barrier.added14

"$L__BB7_6":                                      ; preds = %barrier.done17, %barrier.done12
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %23 = and i32 %1, 1
  %.not51 = icmp eq i32 %23, 0
  br i1 %.not51, label %"$L__BB7_8", label %"$L__BB7_7"

"$L__BB7_8":                                      ; preds = %"$L__BB7_6"
  %24 = mul i32 %1, 5
  store i32 %24, ptr addrspace(3) %46, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %25 = or disjoint i32 %1, 1
  br label %"$L__BB7_9"

"$L__BB7_9":                                      ; preds = %"$L__BB7_7", %"$L__BB7_8"
  %"%r31.0" = phi i32 [ %25, %"$L__BB7_8" ], [ %147, %"$L__BB7_7" ]
  %26 = shl i32 %"%r31.0", 2
  %27 = add i32 %26, ptrtoint (ptr addrspace(3) @barrier_aligned._ZZ15barrier_alignedE1s to i32)
  %28 = inttoptr i32 %27 to ptr addrspace(3)
  %29 = load i32, ptr addrspace(3) %28, align 4
  %30 = add i64 %42, 12
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %29, ptr addrspace(1) %31, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void

barriers.clear:                                   ; preds = %allocas
  store i64 0, ptr addrspace(3) @__rocuda_barrier_counters, align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 32), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 40), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 72), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 88), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 96), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 112), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 120), align 8
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 4), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 8), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 12), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 16), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 20), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 24), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 28), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 32), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 36), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 40), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 44), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 48), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 52), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 56), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 60), align 4
  br label %barriers.cleared

barriers.cleared:                                 ; preds = %barriers.clear, %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %32 = load i64, ptr addrspace(4) %0, align 8
  %33 = inttoptr i64 %32 to ptr
  %34 = addrspacecast ptr %33 to ptr addrspace(1)
  %35 = ptrtoint ptr addrspace(1) %34 to i64
  %36 = call i32 @llvm.amdgcn.workgroup.id.x()
  %37 = mul i32 %36, %7
  %38 = add i32 %37, %1
  %39 = shl i32 %38, 3
  %40 = zext i32 %39 to i64
  %41 = shl nuw nsw i64 %40, 2
  %42 = add i64 %41, %35
  %43 = xor i32 %1, 60
  %44 = shl i32 %1, 2
  %45 = add i32 %44, ptrtoint (ptr addrspace(3) @barrier_aligned._ZZ15barrier_alignedE1s to i32)
  %46 = inttoptr i32 %45 to ptr addrspace(3)
  store i32 %43, ptr addrspace(3) %46, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %47 = add i32 %44, 68
  %48 = and i32 %47, 252
  %49 = add i32 %48, ptrtoint (ptr addrspace(3) @barrier_aligned._ZZ15barrier_alignedE1s to i32)
  %50 = inttoptr i32 %49 to ptr addrspace(3)
  %51 = load i32, ptr addrspace(3) %50, align 4
  %52 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %51, ptr addrspace(1) %52, align 4
  fence syncscope("workgroup") release
  %53 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %54 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %53, i1 true)
  %55 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %56 = icmp eq i32 %55, %54
  br i1 %56, label %barrier.add, label %barrier.added

barrier.add:                                      ; preds = %barriers.cleared
  %57 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %53)
  %58 = zext nneg i32 %57 to i64
  %59 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 88), i64 %58 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added

barrier.added:                                    ; preds = %barrier.add, %barriers.cleared
  %60 = phi i64 [ %59, %barrier.add ], [ 0, %barriers.cleared ]
  %61 = trunc i64 %60 to i32
  %62 = lshr i64 %60, 32
  %63 = trunc nuw i64 %62 to i32
  %64 = call i32 @llvm.amdgcn.readlane.i32(i32 %61, i32 %54)
  %65 = call i32 @llvm.amdgcn.readlane.i32(i32 %63, i32 %54)
  %66 = zext i32 %65 to i64
  %67 = shl nuw i64 %66, 32
  %68 = and i32 %64, -64
  %.masked = zext i32 %68 to i64
  %69 = or disjoint i64 %67, %.masked
  %70 = add i64 %69, 64
  br label %barrier.poll

barrier.poll:                                     ; preds = %barrier.sleep, %barrier.added
  %71 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 88) syncscope("workgroup") acquire, align 8
  %.not = icmp ult i64 %71, %70
  br i1 %.not, label %barrier.sleep, label %barrier.done

barrier.sleep:                                    ; preds = %barrier.poll
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll

barrier.done:                                     ; preds = %barrier.poll
  fence syncscope("workgroup") acquire
  %72 = mul i32 %1, 13
  store i32 %72, ptr addrspace(3) %46, align 4
  %73 = icmp ult i32 %1, 32
  br i1 %73, label %"$L__BB7_2", label %74

74:                                               ; preds = %barrier.done
  fence syncscope("workgroup") release
  %75 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %76 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %75, i1 true)
  %77 = icmp eq i32 %55, %76
  br i1 %77, label %barrier.add1, label %barrier.added2

barrier.add1:                                     ; preds = %74
  %78 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %75)
  %79 = zext nneg i32 %78 to i64
  %80 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 96), i64 %79 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added2

barrier.added2:                                   ; preds = %barrier.add1, %74
  %81 = phi i64 [ %80, %barrier.add1 ], [ 0, %74 ]
  %82 = trunc i64 %81 to i32
  %83 = lshr i64 %81, 32
  %84 = trunc nuw i64 %83 to i32
  %85 = call i32 @llvm.amdgcn.readlane.i32(i32 %82, i32 %76)
  %86 = call i32 @llvm.amdgcn.readlane.i32(i32 %84, i32 %76)
  %87 = zext i32 %86 to i64
  %88 = shl nuw i64 %87, 32
  %89 = and i32 %85, -64
  %.masked45 = zext i32 %89 to i64
  %90 = or disjoint i64 %88, %.masked45
  %91 = add i64 %90, 64
  br label %barrier.poll3

barrier.poll3:                                    ; preds = %barrier.sleep4, %barrier.added2
  %92 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 96) syncscope("workgroup") acquire, align 8
  %.not46 = icmp ult i64 %92, %91
  br i1 %.not46, label %barrier.sleep4, label %barrier.done5

barrier.sleep4:                                   ; preds = %barrier.poll3
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll3

barrier.done5:                                    ; preds = %barrier.poll3
  fence syncscope("workgroup") acquire
  %93 = add i32 %44, add (i32 ptrtoint (ptr addrspace(3) @barrier_aligned._ZZ15barrier_alignedE1s to i32), i32 -128)
  %94 = inttoptr i32 %93 to ptr addrspace(3)
  %95 = load i32, ptr addrspace(3) %94, align 4
  %96 = add i64 %42, 4
  %97 = inttoptr i64 %96 to ptr addrspace(1)
  store i32 %95, ptr addrspace(1) %97, align 4
  br label %"$L__BB7_3"

barrier.add6:                                     ; preds = %"$L__BB7_2"
  %98 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %16)
  %99 = zext nneg i32 %98 to i64
  %100 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 96), i64 %99 syncscope("workgroup") acq_rel, align 8
  br label %"$L__BB7_3"

101:                                              ; preds = %"$L__BB7_3"
  %102 = add i32 %1, 2000
  store i32 %102, ptr addrspace(3) %46, align 4
  fence syncscope("workgroup") release
  %103 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %104 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %103, i1 true)
  %105 = icmp eq i32 %55, %104
  br i1 %105, label %barrier.add8, label %barrier.added9

barrier.add8:                                     ; preds = %101
  %106 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %103)
  %107 = zext nneg i32 %106 to i64
  %108 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104), i64 %107 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added9

barrier.added9:                                   ; preds = %barrier.add8, %101
  %109 = phi i64 [ %108, %barrier.add8 ], [ 0, %101 ]
  %110 = trunc i64 %109 to i32
  %111 = lshr i64 %109, 32
  %112 = trunc nuw i64 %111 to i32
  %113 = call i32 @llvm.amdgcn.readlane.i32(i32 %110, i32 %104)
  %114 = call i32 @llvm.amdgcn.readlane.i32(i32 %112, i32 %104)
  %115 = zext i32 %114 to i64
  %116 = shl nuw i64 %115, 32
  %117 = and i32 %113, -64
  %.masked47 = zext i32 %117 to i64
  %118 = or disjoint i64 %116, %.masked47
  %119 = add i64 %118, 64
  br label %barrier.poll10

barrier.poll10:                                   ; preds = %barrier.sleep11, %barrier.added9
  %120 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104) syncscope("workgroup") acquire, align 8
  %.not48 = icmp ult i64 %120, %119
  br i1 %.not48, label %barrier.sleep11, label %barrier.done12

barrier.sleep11:                                  ; preds = %barrier.poll10
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll10

barrier.done12:                                   ; preds = %barrier.poll10
  fence syncscope("workgroup") acquire
  %121 = add i32 %44, add (i32 ptrtoint (ptr addrspace(3) @barrier_aligned._ZZ15barrier_alignedE1s to i32), i32 -128)
  %122 = inttoptr i32 %121 to ptr addrspace(3)
  %123 = load i32, ptr addrspace(3) %122, align 4
  %124 = add i64 %42, 8
  %125 = inttoptr i64 %124 to ptr addrspace(1)
  store i32 %123, ptr addrspace(1) %125, align 4
  br label %"$L__BB7_6"

barrier.add13:                                    ; preds = %"$L__BB7_5"
  %126 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %20)
  %127 = zext nneg i32 %126 to i64
  %128 = atomicrmw add ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104), i64 %127 syncscope("workgroup") acq_rel, align 8
  br label %barrier.added14

barrier.added14:                                  ; preds = %barrier.add13, %"$L__BB7_5"
  %129 = phi i64 [ %128, %barrier.add13 ], [ 0, %"$L__BB7_5" ]
  %130 = trunc i64 %129 to i32
  %131 = lshr i64 %129, 32
  %132 = trunc nuw i64 %131 to i32
  %133 = call i32 @llvm.amdgcn.readlane.i32(i32 %130, i32 %21)
  %134 = call i32 @llvm.amdgcn.readlane.i32(i32 %132, i32 %21)
  %135 = zext i32 %134 to i64
  %136 = shl nuw i64 %135, 32
  %137 = and i32 %133, -64
  %.masked49 = zext i32 %137 to i64
  %138 = or disjoint i64 %136, %.masked49
  %139 = add i64 %138, 64
  br label %barrier.poll15

barrier.poll15:                                   ; preds = %barrier.sleep16, %barrier.added14
  %140 = load atomic i64, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104) syncscope("workgroup") acquire, align 8
  %.not50 = icmp ult i64 %140, %139
  br i1 %.not50, label %barrier.sleep16, label %barrier.done17

barrier.sleep16:                                  ; preds = %barrier.poll15
  call void @llvm.amdgcn.s.sleep(i32 1)
  br label %barrier.poll15

barrier.done17:                                   ; preds = %barrier.poll15
  fence syncscope("workgroup") acquire
  %141 = add i32 %44, add (i32 ptrtoint (ptr addrspace(3) @barrier_aligned._ZZ15barrier_alignedE1s to i32), i32 128)
  %142 = inttoptr i32 %141 to ptr addrspace(3)
  %143 = load i32, ptr addrspace(3) %142, align 4
  %144 = add i64 %42, 8
  %145 = inttoptr i64 %144 to ptr addrspace(1)
  store i32 %143, ptr addrspace(1) %145, align 4
  br label %"$L__BB7_6"

"$L__BB7_7":                                      ; preds = %"$L__BB7_6"
  %146 = mul i32 %1, 3
  store i32 %146, ptr addrspace(3) %46, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %147 = add nsw i32 %1, -1
  br label %"$L__BB7_9"
}

define amdgpu_kernel void @barrier_in_loop(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = call i32 @llvm.amdgcn.workitem.id.x()
  %2 = call i32 @llvm.amdgcn.workitem.id.y()
  %3 = call i32 @llvm.amdgcn.workitem.id.z()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = getelementptr i8, ptr addrspace(4) %4, i64 6
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = mul i32 %3, %10
  %12 = add i32 %2, %11
  %13 = mul i32 %12, %7
  %14 = sub i32 0, %13
  %15 = icmp eq i32 %1, %14
  br i1 %15, label %barriers.clear, label %barriers.cleared

"$L__BB8_4":                                      ; preds = %"$L__BB8_2.$L__BB8_4_crit_edge", %barriers.cleared
  %16 = phi i16 [ %.pre, %"$L__BB8_2.$L__BB8_4_crit_edge" ], [ %6, %barriers.cleared ]
  %"%r118.0" = phi i32 [ %90, %"$L__BB8_2.$L__BB8_4_crit_edge" ], [ %1, %barriers.cleared ]
  %"%r117.0" = phi i32 [ %91, %"$L__BB8_2.$L__BB8_4_crit_edge" ], [ 0, %barriers.cleared ]
  %17 = shl i32 %"%r117.0", 4
  %18 = add i32 %1, %"%r117.0"
  br label %"$L__BB8_5"

"$L__BB8_2":                                      ; preds = %128, %"$L__BB8_1"
  %"%r109.0" = phi i32 [ %1, %"$L__BB8_1" ], [ %129, %128 ]
  %"%r114.0" = phi i32 [ 48, %"$L__BB8_1" ], [ %133, %128 ]
  %"%r110.0" = phi i32 [ %125, %"$L__BB8_1" ], [ %130, %128 ]
  %"%r111.0" = phi i32 [ %124, %"$L__BB8_1" ], [ %131, %128 ]
  %"%r112.0" = phi i32 [ %123, %"$L__BB8_1" ], [ %132, %128 ]
  %"%r113.0.in" = phi i32 [ %1, %"$L__BB8_1" ], [ %"%r113.0", %128 ]
  %"%r118.1" = phi i32 [ %1, %"$L__BB8_1" ], [ %90, %128 ]
  %"%r117.1" = phi i32 [ 0, %"$L__BB8_1" ], [ %91, %128 ]
  %"%r113.0" = add i32 %"%r113.0.in", 4
  %19 = zext i32 %"%r112.0" to i64
  %20 = mul nuw i64 %19, 2863311531
  %21 = lshr i64 %20, 33
  %22 = trunc nuw nsw i64 %21 to i32
  %23 = zext i32 %"%r111.0" to i64
  %24 = mul nuw i64 %23, 2863311531
  %25 = lshr i64 %24, 33
  %26 = trunc nuw nsw i64 %25 to i32
  %27 = zext i32 %"%r110.0" to i64
  %28 = mul nuw i64 %27, 2863311531
  %29 = lshr i64 %28, 33
  %30 = trunc nuw nsw i64 %29 to i32
  %31 = zext i32 %"%r109.0" to i64
  %32 = mul nuw i64 %31, 2863311531
  %33 = lshr i64 %32, 33
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = mul i32 %34, -3
  %36 = add i32 %35, %"%r111.0"
  %37 = icmp eq i32 %36, 2
  %38 = mul i32 %"%r118.1", 3
  %39 = add i32 %38, 1
  %40 = add i32 %"%r114.0", -48
  %41 = xor i32 %40, %"%r118.1"
  %42 = select i1 %37, i32 %39, i32 %41
  %43 = inttoptr i32 %119 to ptr addrspace(3)
  store i32 %42, ptr addrspace(3) %43, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %44 = shl i32 %"%r113.0", 2
  %45 = add i32 %44, 244
  %46 = and i32 %45, 252
  %47 = add i32 %46, ptrtoint (ptr addrspace(3) @barrier_in_loop._ZZ15barrier_in_loopE1s to i32)
  %48 = inttoptr i32 %47 to ptr addrspace(3)
  %49 = load i32, ptr addrspace(3) %48, align 4
  %50 = add i32 %49, %42
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %51 = mul i32 %30, -3
  %52 = add i32 %51, %"%r111.0"
  %53 = icmp eq i32 %52, 1
  %54 = mul i32 %50, 3
  %55 = add i32 %54, 1
  %56 = add i32 %"%r114.0", -32
  %57 = xor i32 %56, %50
  %58 = select i1 %53, i32 %55, i32 %57
  store i32 %58, ptr addrspace(3) %43, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %59 = add i32 %44, 248
  %60 = and i32 %59, 252
  %61 = add i32 %60, ptrtoint (ptr addrspace(3) @barrier_in_loop._ZZ15barrier_in_loopE1s to i32)
  %62 = inttoptr i32 %61 to ptr addrspace(3)
  %63 = load i32, ptr addrspace(3) %62, align 4
  %64 = add i32 %63, %58
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %65 = mul i32 %26, -3
  %66 = sub i32 0, %"%r111.0"
  %67 = icmp eq i32 %65, %66
  %68 = mul i32 %64, 3
  %69 = add i32 %68, 1
  %70 = add i32 %"%r114.0", -16
  %71 = xor i32 %70, %64
  %72 = select i1 %67, i32 %69, i32 %71
  store i32 %72, ptr addrspace(3) %43, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %73 = add i32 %44, 252
  %74 = and i32 %73, 252
  %75 = add i32 %74, ptrtoint (ptr addrspace(3) @barrier_in_loop._ZZ15barrier_in_loopE1s to i32)
  %76 = inttoptr i32 %75 to ptr addrspace(3)
  %77 = load i32, ptr addrspace(3) %76, align 4
  %78 = add i32 %77, %72
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %79 = mul i32 %22, -3
  %80 = add i32 %79, %"%r111.0"
  %81 = icmp eq i32 %80, -1
  %82 = mul i32 %78, 3
  %83 = add i32 %82, 1
  %84 = xor i32 %"%r114.0", %78
  %85 = select i1 %81, i32 %83, i32 %84
  store i32 %85, ptr addrspace(3) %43, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %86 = and i32 %44, 252
  %87 = add i32 %86, ptrtoint (ptr addrspace(3) @barrier_in_loop._ZZ15barrier_in_loopE1s to i32)
  %88 = inttoptr i32 %87 to ptr addrspace(3)
  %89 = load i32, ptr addrspace(3) %88, align 4
  %90 = add i32 %89, %85
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %91 = add i32 %"%r117.1", 4
  %92 = sub nuw nsw i32 -4, %"%r117.1"
  %93 = icmp eq i32 %127, %92
  br i1 %93, label %"$L__BB8_2.$L__BB8_4_crit_edge", label %128

"$L__BB8_2.$L__BB8_4_crit_edge":                  ; preds = %"$L__BB8_2"
  %.pre = load i16, ptr addrspace(4) %5, align 2
  br label %"$L__BB8_4"

"$L__BB8_5":                                      ; preds = %"$L__BB8_5", %"$L__BB8_4"
  %"%r121.0.in" = phi i32 [ %18, %"$L__BB8_4" ], [ %"%r121.0", %"$L__BB8_5" ]
  %"%r120.0" = phi i32 [ %18, %"$L__BB8_4" ], [ %113, %"$L__BB8_5" ]
  %"%r122.0" = phi i32 [ %17, %"$L__BB8_4" ], [ %112, %"$L__BB8_5" ]
  %"%r119.0.in" = phi i32 [ %121, %"$L__BB8_4" ], [ %"%r119.0", %"$L__BB8_5" ]
  %"%r118.2" = phi i32 [ %"%r118.0", %"$L__BB8_4" ], [ %111, %"$L__BB8_5" ]
  %"%r119.0" = add i32 %"%r119.0.in", -1
  %"%r121.0" = add i32 %"%r121.0.in", 1
  %94 = zext i32 %"%r120.0" to i64
  %95 = mul nuw i64 %94, 2863311531
  %96 = lshr i64 %95, 33
  %97 = trunc nuw nsw i64 %96 to i32
  %98 = mul i32 %97, -3
  %99 = add i32 %98, %"%r121.0"
  %100 = icmp eq i32 %99, 1
  %101 = mul i32 %"%r118.2", 3
  %102 = add i32 %101, 1
  %103 = xor i32 %"%r122.0", %"%r118.2"
  %104 = select i1 %100, i32 %102, i32 %103
  %105 = inttoptr i32 %119 to ptr addrspace(3)
  store i32 %104, ptr addrspace(3) %105, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %106 = shl i32 %"%r121.0", 2
  %107 = and i32 %106, 252
  %108 = add i32 %107, ptrtoint (ptr addrspace(3) @barrier_in_loop._ZZ15barrier_in_loopE1s to i32)
  %109 = inttoptr i32 %108 to ptr addrspace(3)
  %110 = load i32, ptr addrspace(3) %109, align 4
  %111 = add i32 %110, %104
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %112 = add i32 %"%r122.0", 16
  %113 = add i32 %"%r120.0", 1
  %.not = icmp eq i32 %"%r119.0", 0
  br i1 %.not, label %134, label %"$L__BB8_5"

barriers.clear:                                   ; preds = %allocas
  store i64 0, ptr addrspace(3) @__rocuda_barrier_counters, align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 8), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 16), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 24), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 32), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 40), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 48), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 56), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 64), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 72), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 80), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 88), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 96), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 104), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 112), align 8
  store i64 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_counters, i32 120), align 8
  store i32 0, ptr addrspace(3) @__rocuda_barrier_reductions, align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 4), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 8), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 12), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 16), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 20), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 24), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 28), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 32), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 36), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 40), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 44), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 48), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 52), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 56), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @__rocuda_barrier_reductions, i32 60), align 4
  br label %barriers.cleared

barriers.cleared:                                 ; preds = %barriers.clear, %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %114 = load i64, ptr addrspace(4) %0, align 8
  %115 = call i32 @llvm.amdgcn.workgroup.id.x()
  %116 = shl i32 %115, 1
  %117 = add i32 %116, 3
  %118 = shl i32 %1, 2
  %119 = add i32 %118, ptrtoint (ptr addrspace(3) @barrier_in_loop._ZZ15barrier_in_loopE1s to i32)
  %120 = add i32 %116, 2
  %121 = and i32 %117, 3
  %122 = icmp ult i32 %120, 3
  br i1 %122, label %"$L__BB8_4", label %"$L__BB8_1"

"$L__BB8_1":                                      ; preds = %barriers.cleared
  %123 = add i32 %1, 3
  %124 = add i32 %1, 2
  %125 = add i32 %1, 1
  %126 = add nsw i32 %121, -3
  %127 = sub i32 %126, %116
  br label %"$L__BB8_2"

128:                                              ; preds = %"$L__BB8_2"
  %129 = add i32 %"%r109.0", 4
  %130 = add i32 %"%r110.0", 4
  %131 = add i32 %"%r111.0", 4
  %132 = add i32 %"%r112.0", 4
  %133 = add i32 %"%r114.0", 64
  br label %"$L__BB8_2"

134:                                              ; preds = %"$L__BB8_5"
  %135 = inttoptr i64 %114 to ptr
  %136 = addrspacecast ptr %135 to ptr addrspace(1)
  %137 = ptrtoint ptr addrspace(1) %136 to i64
  %138 = zext i16 %16 to i32
  %139 = mul i32 %115, %138
  %140 = add i32 %139, %1
  %141 = shl i32 %140, 3
  %142 = zext i32 %141 to i64
  %143 = shl nuw nsw i64 %142, 2
  %144 = add i64 %143, %137
  %145 = inttoptr i64 %144 to ptr addrspace(1)
  store i32 %111, ptr addrspace(1) %145, align 4
  %146 = add i64 %144, 4
  %147 = inttoptr i64 %146 to ptr addrspace(1)
  store i32 %117, ptr addrspace(1) %147, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.amdgcn.s.sleep(i32 immarg) #5

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{}
