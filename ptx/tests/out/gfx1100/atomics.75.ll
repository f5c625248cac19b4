; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@G_H2 = protected addrspace(1) global [8 x i8] zeroinitializer, align 4
@G_B2 = protected addrspace(1) global [8 x i8] zeroinitializer, align 4
@G_H = protected addrspace(1) global [8 x i8] zeroinitializer, align 2
@G_U32 = protected addrspace(1) global [128 x i8] zeroinitializer, align 4
@G_U64 = protected addrspace(1) global [128 x i8] zeroinitializer, align 8
@G_F32 = protected addrspace(1) global [32 x i8] zeroinitializer, align 4
@G_F64 = protected addrspace(1) global [64 x i8] zeroinitializer, align 8
@G_SCOPED = protected addrspace(1) global [64 x i8] zeroinitializer, align 4
@G_SCOPED64 = protected addrspace(1) global [32 x i8] zeroinitializer, align 8
@G_SCOPEDF = protected addrspace(1) global [16 x i8] zeroinitializer, align 4
@G_RED = protected addrspace(1) global [80 x i8] zeroinitializer, align 4
@G_RED64 = protected addrspace(1) global [48 x i8] zeroinitializer, align 8
@G_REDF = protected addrspace(1) global [8 x i8] zeroinitializer, align 4
@G_REDD = protected addrspace(1) global [16 x i8] zeroinitializer, align 8
@G_REDASM = protected addrspace(1) global [72 x i8] zeroinitializer, align 4
@G_REDASM64 = protected addrspace(1) global [32 x i8] zeroinitializer, align 8
@G_REDASMF = protected addrspace(1) global [8 x i8] zeroinitializer, align 4
@G_REDASMD = protected addrspace(1) global [16 x i8] zeroinitializer, align 8
@G_ORDERED = protected addrspace(1) global [48 x i8] zeroinitializer, align 4
@G_ORDERED64 = protected addrspace(1) global [16 x i8] zeroinitializer, align 8
@G_PARTIAL = protected addrspace(1) global [8 x i8] zeroinitializer, align 4
@G_TICKET = protected addrspace(1) global [4 x i8] zeroinitializer, align 4
@shared_add_sub._ZZ14shared_add_subE3sum = internal addrspace(3) global [4 x i8] undef, align 4
@shared_add_sub._ZZ14shared_add_subE5count = internal addrspace(3) global [4 x i8] undef, align 4
@shared_add_sub._ZZ14shared_add_subE4olds = internal addrspace(3) global [4 x i8] undef, align 4
@shared_add_sub._ZZ14shared_add_subE3sub = internal addrspace(3) global [4 x i8] undef, align 4
@shared_add_sub._ZZ14shared_add_subE4ssum = internal addrspace(3) global [4 x i8] undef, align 4
@shared_add_sub._ZZ14shared_add_subE4wide = internal addrspace(3) global [8 x i8] undef, align 8
@shared_add_sub._ZZ14shared_add_subE12nonzero_olds = internal addrspace(3) global [4 x i8] undef, align 4
@shared_float_add._ZZ16shared_float_addE1f = internal addrspace(3) global [4 x i8] undef, align 4
@shared_float_add._ZZ16shared_float_addE1d = internal addrspace(3) global [8 x i8] undef, align 8
@shared_float_add._ZZ16shared_float_addE2h2 = internal addrspace(3) global [4 x i8] undef, align 4
@shared_float_add._ZZ16shared_float_addE1h = internal addrspace(3) global [2 x i8] undef, align 2
@shared_float_add._ZZ16shared_float_addE2b2 = internal addrspace(3) global [4 x i8] undef, align 4
@shared_float_add._ZZ16shared_float_addE4fneg = internal addrspace(3) global [4 x i8] undef, align 4
@shared_exchange._ZZ15shared_exchangeE1x = internal addrspace(3) global [4 x i8] undef, align 4
@shared_exchange._ZZ15shared_exchangeE4olds = internal addrspace(3) global [4 x i8] undef, align 4
@shared_exchange._ZZ15shared_exchangeE3x64 = internal addrspace(3) global [8 x i8] undef, align 8
@shared_exchange._ZZ15shared_exchangeE6olds64 = internal addrspace(3) global [8 x i8] undef, align 8
@shared_exchange._ZZ15shared_exchangeE2xf = internal addrspace(3) global [4 x i8] undef, align 4
@shared_exchange._ZZ15shared_exchangeE5oldsf = internal addrspace(3) global [4 x i8] undef, align 4
@shared_min_max._ZZ14shared_min_maxE4smin = internal addrspace(3) global [4 x i8] undef, align 4
@shared_min_max._ZZ14shared_min_maxE4smax = internal addrspace(3) global [4 x i8] undef, align 4
@shared_min_max._ZZ14shared_min_maxE4umin = internal addrspace(3) global [4 x i8] undef, align 4
@shared_min_max._ZZ14shared_min_maxE4umax = internal addrspace(3) global [4 x i8] undef, align 4
@shared_min_max._ZZ14shared_min_maxE4lmin = internal addrspace(3) global [8 x i8] undef, align 8
@shared_min_max._ZZ14shared_min_maxE4lmax = internal addrspace(3) global [8 x i8] undef, align 8
@shared_min_max._ZZ14shared_min_maxE5ulmin = internal addrspace(3) global [8 x i8] undef, align 8
@shared_min_max._ZZ14shared_min_maxE5ulmax = internal addrspace(3) global [8 x i8] undef, align 8
@shared_inc_dec._ZZ14shared_inc_decE3inc = internal addrspace(3) global [4 x i8] undef, align 4
@shared_inc_dec._ZZ14shared_inc_decE8inc_olds = internal addrspace(3) global [4 x i8] undef, align 4
@shared_inc_dec._ZZ14shared_inc_decE3dec = internal addrspace(3) global [4 x i8] undef, align 4
@shared_inc_dec._ZZ14shared_inc_decE8dec_olds = internal addrspace(3) global [4 x i8] undef, align 4
@shared_inc_dec._ZZ14shared_inc_decE3big = internal addrspace(3) global [4 x i8] undef, align 4
@shared_inc_dec._ZZ14shared_inc_decE4dec0 = internal addrspace(3) global [4 x i8] undef, align 4
@shared_inc_dec._ZZ14shared_inc_decE9dec0_olds = internal addrspace(3) global [4 x i8] undef, align 4
@shared_bitwise._ZZ14shared_bitwiseE1a = internal addrspace(3) global [4 x i8] undef, align 4
@shared_bitwise._ZZ14shared_bitwiseE1r = internal addrspace(3) global [4 x i8] undef, align 4
@shared_bitwise._ZZ14shared_bitwiseE1x = internal addrspace(3) global [4 x i8] undef, align 4
@shared_bitwise._ZZ14shared_bitwiseE3a64 = internal addrspace(3) global [8 x i8] undef, align 8
@shared_bitwise._ZZ14shared_bitwiseE3r64 = internal addrspace(3) global [8 x i8] undef, align 8
@shared_bitwise._ZZ14shared_bitwiseE3x64 = internal addrspace(3) global [8 x i8] undef, align 8
@shared_bitwise._ZZ14shared_bitwiseE2sa = internal addrspace(3) global [4 x i8] undef, align 4
@shared_cas._ZZ10shared_casE4once = internal addrspace(3) global [4 x i8] undef, align 4
@shared_cas._ZZ10shared_casE7winners = internal addrspace(3) global [4 x i8] undef, align 4
@shared_cas._ZZ10shared_casE3sum = internal addrspace(3) global [4 x i8] undef, align 4
@shared_cas._ZZ10shared_casE5sum64 = internal addrspace(3) global [8 x i8] undef, align 8
@shared_cas._ZZ10shared_casE4fmax = internal addrspace(3) global [4 x i8] undef, align 4
@shared_cas._ZZ10shared_casE1h = internal addrspace(3) global [2 x i8] undef, align 2
@scoped_atomics._ZZ14scoped_atomicsE1s = internal addrspace(3) global [16 x i8] undef, align 4
@reductions._ZZ10reductionsE1s = internal addrspace(3) global [16 x i8] undef, align 4
@red_asm._ZZ7red_asmE1s = internal addrspace(3) global [12 x i8] undef, align 4
@red_asm._ZZ7red_asmE3s64 = internal addrspace(3) global [8 x i8] undef, align 8
@ordered_atomics._ZZ15ordered_atomicsE1s = internal addrspace(3) global [8 x i8] undef, align 4
@last_block_sum._ZZ14last_block_sumE4part = internal addrspace(3) global [4 x i8] undef, align 4
@last_block_sum._ZZ14last_block_sumE4last = internal addrspace(3) global [1 x i8] undef, align 1

define amdgpu_kernel void @shared_add_sub(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workitem.id.x()
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %64, label %"$L__BB0_2"

"$L__BB0_2":                                      ; preds = %64, %allocas
  %3 = call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = add i32 %8, %2
  %10 = shl i32 %9, 3
  %11 = inttoptr i64 %1 to ptr
  %12 = addrspacecast ptr %11 to ptr addrspace(1)
  %13 = ptrtoint ptr addrspace(1) %12 to i64
  %14 = zext i32 %10 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %13
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = mul i32 %2, 3
  %18 = add i32 %17, 1
  %19 = atomicrmw add ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE3sum, i32 %18 syncscope("agent") monotonic, align 4
  %20 = atomicrmw add ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE5count, i32 1 syncscope("agent") monotonic, align 4
  %21 = atomicrmw add ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE4olds, i32 %20 syncscope("agent") monotonic, align 4
  %22 = sub i32 0, %2
  %23 = atomicrmw add ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE3sub, i32 %22 syncscope("agent") monotonic, align 4
  %24 = and i32 %2, 1
  %.not20 = icmp eq i32 %24, 0
  %25 = shl i32 %2, 1
  %26 = select i1 %.not20, i32 %25, i32 %22
  %27 = atomicrmw add ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE4ssum, i32 %26 syncscope("agent") monotonic, align 4
  %28 = zext i32 %2 to i64
  %29 = or disjoint i64 %28, 4294967296
  %30 = atomicrmw add ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE4wide, i64 %29 syncscope("agent") monotonic, align 8
  %.not21 = icmp ne i32 %20, 0
  %31 = zext i1 %.not21 to i32
  %32 = atomicrmw add ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE12nonzero_olds, i32 %31 syncscope("agent") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %33 = load i32, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE3sum, align 4
  %34 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %34, align 4
  %35 = load i32, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE5count, align 4
  %36 = add i64 %16, 4
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  store i32 %35, ptr addrspace(1) %37, align 4
  %38 = load i32, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE4olds, align 4
  %39 = add i64 %16, 8
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %38, ptr addrspace(1) %40, align 4
  %41 = load i32, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE3sub, align 4
  %42 = add i64 %16, 12
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %43, align 4
  %44 = load i32, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE4ssum, align 4
  %45 = add i64 %16, 16
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %46, align 4
  %47 = load i64, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE4wide, align 8
  %48 = add i64 %16, 20
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  %50 = trunc i64 %47 to i32
  store i32 %50, ptr addrspace(1) %49, align 4
  %51 = lshr i64 %47, 32
  %52 = add i64 %16, 24
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  %54 = trunc nuw i64 %51 to i32
  store i32 %54, ptr addrspace(1) %53, align 4
  %55 = icmp ult i32 %20, 64
  %56 = select i1 %55, i32 256, i32 0
  %57 = icmp ult i64 %30, 274877906944
  %58 = select i1 %57, i32 65536, i32 0
  %59 = or disjoint i32 %58, %56
  %60 = load i32, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE12nonzero_olds, align 4
  %61 = add i32 %59, %60
  %62 = add i64 %16, 28
  %63 = inttoptr i64 %62 to ptr addrspace(1)
  store i32 %61, ptr addrspace(1) %63, align 4
  ret void

64:                                               ; preds = %allocas
  store i32 5, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE3sum, align 4
  store i32 0, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE5count, align 4
  store i32 0, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE4olds, align 4
  store i32 1000, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE3sub, align 4
  store i32 -7, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE4ssum, align 4
  store i64 4294967280, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE4wide, align 8
  store i32 0, ptr addrspace(3) @shared_add_sub._ZZ14shared_add_subE12nonzero_olds, align 4
  br label %"$L__BB0_2"
}

define amdgpu_kernel void @shared_float_add(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workitem.id.x()
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %49, label %"$L__BB1_2"

"$L__BB1_2":                                      ; preds = %49, %allocas
  %3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %4 = getelementptr i8, ptr addrspace(4) %3, i64 4
  %5 = load i16, ptr addrspace(4) %4, align 2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %6 = uitofp i32 %2 to float
  %7 = fmul float %6, 5.000000e-01
  %8 = atomicrmw fadd ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE1f, float %7 syncscope("agent") monotonic, align 4
  %9 = atomicrmw fadd ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE4fneg, float -2.500000e-01 syncscope("agent") monotonic, align 4
  %10 = uitofp i32 %2 to double
  %11 = fmul double %10, 1.250000e-01
  %12 = atomicrmw fadd ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE1d, double %11 syncscope("agent") monotonic, align 8
  %13 = fptrunc float %6 to half
  %14 = load atomic i32, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE2h2 syncscope("agent") monotonic, align 4
  br label %atomic.retry

"$L__BB1_3":                                      ; preds = %"$L__BB1_9", %atomic.done
  %"%r45.0" = phi i32 [ %68, %atomic.done ], [ %48, %"$L__BB1_9" ]
  %15 = and i32 %"%r45.0", -65536
  %16 = shl i32 %"%r45.0", 16
  %17 = bitcast i32 %16 to float
  %18 = fadd float %17, 1.000000e+00
  %19 = bitcast i32 %15 to float
  %20 = fadd float %19, 2.500000e-01
  %21 = bitcast float %18 to i32
  %22 = call float @llvm.fabs.f32(float %18)
  %23 = bitcast float %22 to i32
  %24 = icmp ugt i32 %23, 2139095040
  %25 = shl i32 %21, 16
  %26 = lshr i32 %21, 16
  %27 = trunc nuw i32 %26 to i16
  %28 = select i1 %24, i32 0, i32 %25
  %29 = select i1 %24, i16 32767, i16 %27
  %30 = icmp ugt i32 %28, -2147483648
  br i1 %30, label %"$L__BB1_5", label %69

"$L__BB1_5":                                      ; preds = %69, %"$L__BB1_3"
  %31 = add i16 %29, 1
  br label %"$L__BB1_6"

"$L__BB1_6":                                      ; preds = %"$L__BB1_5", %69
  %"%rs19.0" = phi i16 [ %31, %"$L__BB1_5" ], [ %29, %69 ]
  %32 = bitcast float %20 to i32
  %33 = call float @llvm.fabs.f32(float %20)
  %34 = bitcast float %33 to i32
  %35 = icmp ugt i32 %34, 2139095040
  %36 = shl i32 %32, 16
  %37 = lshr i32 %32, 16
  %38 = trunc nuw i32 %37 to i16
  %39 = select i1 %35, i32 0, i32 %36
  %40 = select i1 %35, i16 32767, i16 %38
  %41 = icmp ugt i32 %39, -2147483648
  br i1 %41, label %"$L__BB1_8", label %73

"$L__BB1_8":                                      ; preds = %73, %"$L__BB1_6"
  %42 = add i16 %40, 1
  br label %"$L__BB1_9"

"$L__BB1_9":                                      ; preds = %"$L__BB1_8", %73
  %"%rs20.0" = phi i16 [ %42, %"$L__BB1_8" ], [ %40, %73 ]
  %43 = zext i16 %"%rs19.0" to i32
  %44 = zext i16 %"%rs20.0" to i32
  %45 = shl nuw i32 %44, 16
  %46 = or disjoint i32 %45, %43
  %47 = cmpxchg ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE2b2, i32 %"%r45.0", i32 %46 syncscope("agent") monotonic monotonic, align 4
  %48 = extractvalue { i32, i1 } %47, 0
  %.not41 = extractvalue { i32, i1 } %47, 1
  br i1 %.not41, label %77, label %"$L__BB1_3"

49:                                               ; preds = %allocas
  store i32 1056964608, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE1f, align 4
  store i64 -4616189618054758400, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE1d, align 8
  store i32 1006632960, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE2h2, align 4
  store i16 -14336, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE1h, align 2
  store i32 1073741824, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE2b2, align 4
  store i32 0, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE4fneg, align 4
  br label %"$L__BB1_2"

atomic.retry:                                     ; preds = %atomic.retry, %"$L__BB1_2"
  %50 = phi i32 [ %14, %"$L__BB1_2" ], [ %65, %atomic.retry ]
  %51 = trunc i32 %50 to i16
  %52 = lshr i32 %50, 16
  %53 = trunc nuw i32 %52 to i16
  %54 = bitcast i16 %51 to half
  %55 = bitcast i16 %53 to half
  %56 = fadd half %54, %13
  %57 = fadd half %55, 0xH3800
  %58 = bitcast half %56 to i16
  %59 = zext i16 %58 to i32
  %60 = bitcast half %57 to i16
  %61 = zext i16 %60 to i32
  %62 = shl nuw i32 %61, 16
  %63 = or disjoint i32 %62, %59
  %64 = cmpxchg ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE2h2, i32 %50, i32 %63 syncscope("agent") monotonic monotonic, align 4
  %65 = extractvalue { i32, i1 } %64, 0
  %66 = extractvalue { i32, i1 } %64, 1
  br i1 %66, label %atomic.done, label %atomic.retry

atomic.done:                                      ; preds = %atomic.retry
  %67 = atomicrmw fadd ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE1h, half 0xH3400 syncscope("agent") monotonic, align 2
  %68 = load i32, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE2b2, align 4
  br label %"$L__BB1_3"

69:                                               ; preds = %"$L__BB1_3"
  %70 = icmp ne i32 %28, -2147483648
  %71 = and i16 %29, 1
  %.not39 = icmp eq i16 %71, 0
  %72 = or i1 %70, %.not39
  br i1 %72, label %"$L__BB1_6", label %"$L__BB1_5"

73:                                               ; preds = %"$L__BB1_6"
  %74 = icmp ne i32 %39, -2147483648
  %75 = and i16 %40, 1
  %.not40 = icmp eq i16 %75, 0
  %76 = or i1 %74, %.not40
  br i1 %76, label %"$L__BB1_9", label %"$L__BB1_8"

77:                                               ; preds = %"$L__BB1_9"
  %78 = inttoptr i64 %1 to ptr
  %79 = addrspacecast ptr %78 to ptr addrspace(1)
  %80 = ptrtoint ptr addrspace(1) %79 to i64
  %81 = call i32 @llvm.amdgcn.workgroup.id.x()
  %82 = zext i16 %5 to i32
  %83 = mul i32 %81, %82
  %84 = add i32 %83, %2
  %85 = shl i32 %84, 3
  %86 = zext i32 %85 to i64
  %87 = shl nuw nsw i64 %86, 2
  %88 = add i64 %87, %80
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %89 = load i32, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE1f, align 4
  %90 = bitcast i32 %89 to float
  %91 = fcmp uno float %90, 0.000000e+00
  %92 = select i1 %91, i32 2147483647, i32 %89
  %93 = inttoptr i64 %88 to ptr addrspace(1)
  store i32 %92, ptr addrspace(1) %93, align 4
  %94 = load i64, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE1d, align 8
  %95 = bitcast i64 %94 to double
  %96 = fcmp uno double %95, 0.000000e+00
  %97 = trunc i64 %94 to i32
  %98 = select i1 %96, i32 -1, i32 %97
  %99 = add i64 %88, 4
  %100 = inttoptr i64 %99 to ptr addrspace(1)
  store i32 %98, ptr addrspace(1) %100, align 4
  %101 = lshr i64 %94, 32
  %102 = trunc nuw i64 %101 to i32
  %103 = select i1 %96, i32 2147483647, i32 %102
  %104 = add i64 %88, 8
  %105 = inttoptr i64 %104 to ptr addrspace(1)
  store i32 %103, ptr addrspace(1) %105, align 4
  %106 = load i32, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE2h2, align 4
  %107 = add i64 %88, 12
  %108 = inttoptr i64 %107 to ptr addrspace(1)
  store i32 %106, ptr addrspace(1) %108, align 4
  %109 = load i16, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE1h, align 2
  %110 = zext i16 %109 to i32
  %111 = add i64 %88, 16
  %112 = inttoptr i64 %111 to ptr addrspace(1)
  store i32 %110, ptr addrspace(1) %112, align 4
  %113 = load i32, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE2b2, align 4
  %114 = add i64 %88, 20
  %115 = inttoptr i64 %114 to ptr addrspace(1)
  store i32 %113, ptr addrspace(1) %115, align 4
  %116 = load i32, ptr addrspace(3) @shared_float_add._ZZ16shared_float_addE4fneg, align 4
  %117 = bitcast i32 %116 to float
  %118 = fcmp uno float %117, 0.000000e+00
  %119 = select i1 %118, i32 2147483647, i32 %116
  %120 = add i64 %88, 24
  %121 = inttoptr i64 %120 to ptr addrspace(1)
  store i32 %119, ptr addrspace(1) %121, align 4
  %122 = fcmp ogt float %9, -1.600000e+01
  %123 = fcmp ole float %9, 0.000000e+00
  %124 = and i1 %123, %122
  %125 = zext i1 %124 to i32
  %126 = add i64 %88, 28
  %127 = inttoptr i64 %126 to ptr addrspace(1)
  store i32 %125, ptr addrspace(1) %127, align 4
  ret void
}

define amdgpu_kernel void @global_half_add(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = call i32 @llvm.amdgcn.workitem.id.x()
  %4 = icmp eq i32 %3, 0
  %5 = zext i32 %2 to i64
  %6 = shl nuw nsw i64 %5, 2
  %7 = add i64 %6, ptrtoint (ptr addrspace(1) @G_H2 to i64)
  %8 = add i64 %6, ptrtoint (ptr addrspace(1) @G_B2 to i64)
  %9 = add i64 %6, ptrtoint (ptr addrspace(1) @G_H to i64)
  br i1 %4, label %"$L__BB2_1", label %"$L__BB2_2"

"$L__BB2_1":                                      ; preds = %allocas
  %10 = inttoptr i64 %7 to ptr addrspace(1)
  store i32 54848, ptr addrspace(1) %10, align 4
  %11 = inttoptr i64 %8 to ptr addrspace(1)
  store i32 -1082113920, ptr addrspace(1) %11, align 4
  %12 = inttoptr i64 %9 to ptr addrspace(1)
  store i16 0, ptr addrspace(1) %12, align 2
  %13 = add i64 %6, add (i64 ptrtoint (ptr addrspace(1) @G_H to i64), i64 2)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  store i16 15360, ptr addrspace(1) %14, align 2
  br label %"$L__BB2_2"

"$L__BB2_2":                                      ; preds = %allocas, %"$L__BB2_1"
  %15 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %16 = getelementptr i8, ptr addrspace(4) %15, i64 4
  %17 = load i16, ptr addrspace(4) %16, align 2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %18 = add i64 %6, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_H2 to ptr) to i64)
  %19 = inttoptr i64 %18 to ptr
  %20 = load atomic i32, ptr %19 syncscope("agent") monotonic, align 4
  br label %atomic.retry

"$L__BB2_3":                                      ; preds = %"$L__BB2_9", %atomic.done
  %"%r30.0" = phi i32 [ %78, %atomic.done ], [ %54, %"$L__BB2_9" ]
  %21 = and i32 %"%r30.0", -65536
  %22 = shl i32 %"%r30.0", 16
  %23 = bitcast i32 %22 to float
  %24 = fadd float %23, 5.000000e-01
  %25 = bitcast i32 %21 to float
  %26 = fadd float %25, 1.000000e+00
  %27 = bitcast float %24 to i32
  %28 = call float @llvm.fabs.f32(float %24)
  %29 = bitcast float %28 to i32
  %30 = icmp ugt i32 %29, 2139095040
  %31 = shl i32 %27, 16
  %32 = lshr i32 %27, 16
  %33 = trunc nuw i32 %32 to i16
  %34 = select i1 %30, i32 0, i32 %31
  %35 = select i1 %30, i16 32767, i16 %33
  %36 = icmp ugt i32 %34, -2147483648
  br i1 %36, label %"$L__BB2_5", label %79

"$L__BB2_5":                                      ; preds = %79, %"$L__BB2_3"
  %37 = add i16 %35, 1
  br label %"$L__BB2_6"

"$L__BB2_6":                                      ; preds = %"$L__BB2_5", %79
  %"%rs22.0" = phi i16 [ %37, %"$L__BB2_5" ], [ %35, %79 ]
  %38 = bitcast float %26 to i32
  %39 = call float @llvm.fabs.f32(float %26)
  %40 = bitcast float %39 to i32
  %41 = icmp ugt i32 %40, 2139095040
  %42 = shl i32 %38, 16
  %43 = lshr i32 %38, 16
  %44 = trunc nuw i32 %43 to i16
  %45 = select i1 %41, i32 0, i32 %42
  %46 = select i1 %41, i16 32767, i16 %44
  %47 = icmp ugt i32 %45, -2147483648
  br i1 %47, label %"$L__BB2_8", label %83

"$L__BB2_8":                                      ; preds = %83, %"$L__BB2_6"
  %48 = add i16 %46, 1
  br label %"$L__BB2_9"

"$L__BB2_9":                                      ; preds = %"$L__BB2_8", %83
  %"%rs23.0" = phi i16 [ %48, %"$L__BB2_8" ], [ %46, %83 ]
  %49 = zext i16 %"%rs22.0" to i32
  %50 = zext i16 %"%rs23.0" to i32
  %51 = shl nuw i32 %50, 16
  %52 = or disjoint i32 %51, %49
  %53 = cmpxchg ptr addrspace(1) %77, i32 %"%r30.0", i32 %52 syncscope("agent") monotonic monotonic, align 4
  %54 = extractvalue { i32, i1 } %53, 0
  %.not38 = extractvalue { i32, i1 } %53, 1
  br i1 %.not38, label %87, label %"$L__BB2_3"

atomic.retry:                                     ; preds = %atomic.retry, %"$L__BB2_2"
  %55 = phi i32 [ %20, %"$L__BB2_2" ], [ %70, %atomic.retry ]
  %56 = trunc i32 %55 to i16
  %57 = lshr i32 %55, 16
  %58 = trunc nuw i32 %57 to i16
  %59 = bitcast i16 %56 to half
  %60 = bitcast i16 %58 to half
  %61 = fadd half %59, 0xH4000
  %62 = fadd half %60, 0xHB000
  %63 = bitcast half %61 to i16
  %64 = zext i16 %63 to i32
  %65 = bitcast half %62 to i16
  %66 = zext i16 %65 to i32
  %67 = shl nuw i32 %66, 16
  %68 = or disjoint i32 %67, %64
  %69 = cmpxchg ptr %19, i32 %55, i32 %68 syncscope("agent") monotonic monotonic, align 4
  %70 = extractvalue { i32, i1 } %69, 0
  %71 = extractvalue { i32, i1 } %69, 1
  br i1 %71, label %atomic.done, label %atomic.retry

atomic.done:                                      ; preds = %atomic.retry
  %72 = and i32 %3, 3
  %73 = uitofp nneg i32 %72 to half
  %74 = add i64 %6, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_H to ptr) to i64)
  %75 = inttoptr i64 %74 to ptr
  %76 = atomicrmw fadd ptr %75, half %73 syncscope("agent") monotonic, align 2
  %77 = inttoptr i64 %8 to ptr addrspace(1)
  %78 = load i32, ptr addrspace(1) %77, align 4
  br label %"$L__BB2_3"

79:                                               ; preds = %"$L__BB2_3"
  %80 = icmp ne i32 %34, -2147483648
  %81 = and i16 %35, 1
  %.not = icmp eq i16 %81, 0
  %82 = or i1 %80, %.not
  br i1 %82, label %"$L__BB2_6", label %"$L__BB2_5"

83:                                               ; preds = %"$L__BB2_6"
  %84 = icmp ne i32 %45, -2147483648
  %85 = and i16 %46, 1
  %.not37 = icmp eq i16 %85, 0
  %86 = or i1 %84, %.not37
  br i1 %86, label %"$L__BB2_9", label %"$L__BB2_8"

87:                                               ; preds = %"$L__BB2_9"
  %88 = inttoptr i64 %1 to ptr
  %89 = addrspacecast ptr %88 to ptr addrspace(1)
  %90 = ptrtoint ptr addrspace(1) %89 to i64
  %91 = zext i16 %17 to i32
  %92 = mul i32 %2, %91
  %93 = add i32 %92, %3
  %94 = shl i32 %93, 3
  %95 = zext i32 %94 to i64
  %96 = shl nuw nsw i64 %95, 2
  %97 = add i64 %96, %90
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %98 = inttoptr i64 %7 to ptr addrspace(1)
  %99 = load i32, ptr addrspace(1) %98, align 4
  %100 = inttoptr i64 %97 to ptr addrspace(1)
  store i32 %99, ptr addrspace(1) %100, align 4
  %101 = load i32, ptr addrspace(1) %77, align 4
  %102 = add i64 %97, 4
  %103 = inttoptr i64 %102 to ptr addrspace(1)
  store i32 %101, ptr addrspace(1) %103, align 4
  %104 = inttoptr i64 %9 to ptr addrspace(1)
  %105 = load i32, ptr addrspace(1) %104, align 4
  %106 = add i64 %97, 8
  %107 = inttoptr i64 %106 to ptr addrspace(1)
  store i32 %105, ptr addrspace(1) %107, align 4
  %108 = fcmp ole half %76, 0xH5600
  %109 = zext i1 %108 to i32
  %110 = add i64 %97, 12
  %111 = inttoptr i64 %110 to ptr addrspace(1)
  store i32 %109, ptr addrspace(1) %111, align 4
  ret void
}

define amdgpu_kernel void @shared_exchange(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workitem.id.x()
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %63, label %"$L__BB3_2"

"$L__BB3_2":                                      ; preds = %63, %allocas
  %3 = call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = add i32 %8, %2
  %10 = shl i32 %9, 3
  %11 = inttoptr i64 %1 to ptr
  %12 = addrspacecast ptr %11 to ptr addrspace(1)
  %13 = ptrtoint ptr addrspace(1) %12 to i64
  %14 = zext i32 %10 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %13
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = atomicrmw xchg ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE1x, i32 %2 syncscope("agent") monotonic, align 4
  %18 = atomicrmw add ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE4olds, i32 %17 syncscope("agent") monotonic, align 4
  %19 = add i32 %2, 2
  %20 = zext i32 %2 to i64
  %21 = zext i32 %19 to i64
  %22 = shl nuw i64 %21, 32
  %23 = or disjoint i64 %22, %20
  %24 = atomicrmw xchg ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE3x64, i64 %23 syncscope("agent") monotonic, align 8
  %25 = atomicrmw add ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE6olds64, i64 %24 syncscope("agent") monotonic, align 8
  %26 = uitofp i32 %2 to float
  %27 = bitcast float %26 to i32
  %28 = atomicrmw xchg ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE2xf, i32 %27 syncscope("agent") monotonic, align 4
  %29 = bitcast i32 %28 to float
  %30 = atomicrmw fadd ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE5oldsf, float %29 syncscope("agent") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %31 = load i32, ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE1x, align 4
  %32 = load i32, ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE4olds, align 4
  %33 = add i32 %31, %32
  %34 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %34, align 4
  %35 = load i64, ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE3x64, align 8
  %36 = load i64, ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE6olds64, align 8
  %37 = add i64 %35, %36
  %38 = add i64 %16, 4
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  %40 = trunc i64 %37 to i32
  store i32 %40, ptr addrspace(1) %39, align 4
  %41 = lshr i64 %37, 32
  %42 = add i64 %16, 8
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  %44 = trunc nuw i64 %41 to i32
  store i32 %44, ptr addrspace(1) %43, align 4
  %45 = load float, ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE2xf, align 4
  %46 = load float, ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE5oldsf, align 4
  %47 = fadd float %46, %45
  %48 = fcmp uno float %47, 0.000000e+00
  %49 = bitcast float %47 to i32
  %50 = select i1 %48, i32 2147483647, i32 %49
  %51 = add i64 %16, 12
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %52, align 4
  %53 = icmp eq i32 %17, 1000
  %54 = icmp ult i32 %17, 64
  %55 = or i1 %53, %54
  %56 = zext i1 %55 to i32
  %57 = add i64 %16, 16
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store i32 %56, ptr addrspace(1) %58, align 4
  %59 = icmp ult i32 %31, 64
  %60 = zext i1 %59 to i32
  %61 = add i64 %16, 20
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %62, align 4
  ret void

63:                                               ; preds = %allocas
  store i32 1000, ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE1x, align 4
  store i32 0, ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE4olds, align 4
  store i64 4294967296, ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE3x64, align 8
  store i64 0, ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE6olds64, align 8
  store i32 1056964608, ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE2xf, align 4
  store i32 0, ptr addrspace(3) @shared_exchange._ZZ15shared_exchangeE5oldsf, align 4
  br label %"$L__BB3_2"
}

define amdgpu_kernel void @shared_min_max(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workitem.id.x()
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %82, label %"$L__BB4_2"

"$L__BB4_2":                                      ; preds = %82, %allocas
  %3 = call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = add i32 %8, %2
  %10 = shl i32 %9, 3
  %11 = inttoptr i64 %1 to ptr
  %12 = addrspacecast ptr %11 to ptr addrspace(1)
  %13 = ptrtoint ptr addrspace(1) %12 to i64
  %14 = zext i32 %10 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %13
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = mul i32 %2, 5
  %18 = add i32 %17, %3
  %19 = shl i32 %18, 2
  %20 = and i32 %19, 60
  %21 = zext nneg i32 %20 to i64
  %22 = add i64 %21, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %23 = shl i32 %2, 12
  %24 = inttoptr i64 %22 to ptr addrspace(1)
  %25 = load i32, ptr addrspace(1) %24, align 4, !invariant.load !1
  %26 = xor i32 %25, %23
  %27 = atomicrmw min ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4smin, i32 %26 syncscope("agent") monotonic, align 4
  %28 = atomicrmw max ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4smax, i32 %26 syncscope("agent") monotonic, align 4
  %29 = atomicrmw umin ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4umin, i32 %26 syncscope("agent") monotonic, align 4
  %30 = atomicrmw umax ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4umax, i32 %26 syncscope("agent") monotonic, align 4
  %31 = sext i32 %26 to i64
  %32 = add i32 %2, 3
  %33 = zext i32 %32 to i64
  %34 = mul nsw i64 %31, %33
  %35 = atomicrmw min ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4lmin, i64 %34 syncscope("agent") monotonic, align 8
  %36 = atomicrmw max ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4lmax, i64 %34 syncscope("agent") monotonic, align 8
  %37 = mul i32 %2, 77
  %38 = zext i32 %37 to i64
  %39 = zext i32 %26 to i64
  %40 = shl nuw i64 %39, 32
  %41 = or disjoint i64 %40, %38
  %42 = atomicrmw umin ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE5ulmin, i64 %41 syncscope("agent") monotonic, align 8
  %43 = atomicrmw umax ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE5ulmax, i64 %41 syncscope("agent") monotonic, align 8
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %44 = load i32, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4smin, align 4
  %45 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %45, align 4
  %46 = load i32, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4smax, align 4
  %47 = add i64 %16, 4
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = load i32, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4umin, align 4
  %50 = add i64 %16, 8
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %51, align 4
  %52 = load i32, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4umax, align 4
  %53 = add i64 %16, 12
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  store i32 %52, ptr addrspace(1) %54, align 4
  %55 = load i64, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4lmin, align 8
  %56 = lshr i64 %55, 32
  %57 = xor i64 %56, %55
  %58 = add i64 %16, 16
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  %60 = trunc i64 %57 to i32
  store i32 %60, ptr addrspace(1) %59, align 4
  %61 = load i64, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4lmax, align 8
  %62 = lshr i64 %61, 32
  %63 = xor i64 %62, %61
  %64 = add i64 %16, 20
  %65 = inttoptr i64 %64 to ptr addrspace(1)
  %66 = trunc i64 %63 to i32
  store i32 %66, ptr addrspace(1) %65, align 4
  %67 = load i64, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE5ulmin, align 8
  %68 = lshr i64 %67, 20
  %69 = load i64, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE5ulmax, align 8
  %70 = lshr i64 %69, 36
  %71 = xor i64 %70, %68
  %72 = add i64 %16, 24
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  %74 = trunc i64 %71 to i32
  store i32 %74, ptr addrspace(1) %73, align 4
  %.not28 = icmp sge i32 %27, %44
  %75 = zext i1 %.not28 to i32
  %.not29.not = icmp sgt i32 %28, %46
  %76 = select i1 %.not29.not, i32 0, i32 2
  %77 = or disjoint i32 %76, %75
  %.not30.not = icmp ugt i64 %43, %69
  %78 = select i1 %.not30.not, i32 0, i32 4
  %79 = or disjoint i32 %77, %78
  %80 = add i64 %16, 28
  %81 = inttoptr i64 %80 to ptr addrspace(1)
  store i32 %79, ptr addrspace(1) %81, align 4
  ret void

82:                                               ; preds = %allocas
  store i32 1000, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4smin, align 4
  store i32 -1000, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4smax, align 4
  store i32 -16, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4umin, align 4
  store i32 5, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4umax, align 4
  store i64 0, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4lmin, align 8
  store i64 0, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE4lmax, align 8
  store i64 -1, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE5ulmin, align 8
  store i64 0, ptr addrspace(3) @shared_min_max._ZZ14shared_min_maxE5ulmax, align 8
  br label %"$L__BB4_2"
}

define amdgpu_kernel void @shared_inc_dec(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workitem.id.x()
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %51, label %"$L__BB5_2"

"$L__BB5_2":                                      ; preds = %51, %allocas
  %3 = call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = add i32 %8, %2
  %10 = shl i32 %9, 3
  %11 = inttoptr i64 %1 to ptr
  %12 = addrspacecast ptr %11 to ptr addrspace(1)
  %13 = ptrtoint ptr addrspace(1) %12 to i64
  %14 = zext i32 %10 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %13
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = atomicrmw uinc_wrap ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE3inc, i32 9 syncscope("agent") monotonic, align 4
  %18 = atomicrmw add ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE8inc_olds, i32 %17 syncscope("agent") monotonic, align 4
  %19 = atomicrmw udec_wrap ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE3dec, i32 7 syncscope("agent") monotonic, align 4
  %20 = atomicrmw add ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE8dec_olds, i32 %19 syncscope("agent") monotonic, align 4
  %21 = atomicrmw uinc_wrap ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE3big, i32 -1 syncscope("agent") monotonic, align 4
  %22 = atomicrmw udec_wrap ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE4dec0, i32 12 syncscope("agent") monotonic, align 4
  %23 = atomicrmw add ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE9dec0_olds, i32 %22 syncscope("agent") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %24 = load i32, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE3inc, align 4
  %25 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %24, ptr addrspace(1) %25, align 4
  %26 = load i32, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE8inc_olds, align 4
  %27 = add i64 %16, 4
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  store i32 %26, ptr addrspace(1) %28, align 4
  %29 = load i32, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE3dec, align 4
  %30 = add i64 %16, 8
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %29, ptr addrspace(1) %31, align 4
  %32 = load i32, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE8dec_olds, align 4
  %33 = add i64 %16, 12
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  store i32 %32, ptr addrspace(1) %34, align 4
  %35 = load i32, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE3big, align 4
  %36 = add i64 %16, 16
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  store i32 %35, ptr addrspace(1) %37, align 4
  %38 = load i32, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE4dec0, align 4
  %39 = add i64 %16, 20
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %38, ptr addrspace(1) %40, align 4
  %41 = load i32, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE9dec0_olds, align 4
  %42 = add i64 %16, 24
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %43, align 4
  %44 = icmp ult i32 %17, 10
  %45 = zext i1 %44 to i32
  %46 = icmp ult i32 %19, 8
  %47 = select i1 %46, i32 2, i32 0
  %48 = or disjoint i32 %47, %45
  %49 = add i64 %16, 28
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  ret void

51:                                               ; preds = %allocas
  store i32 0, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE3inc, align 4
  store i32 0, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE8inc_olds, align 4
  store i32 3, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE3dec, align 4
  store i32 0, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE8dec_olds, align 4
  store i32 -3, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE3big, align 4
  store i32 100, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE4dec0, align 4
  store i32 0, ptr addrspace(3) @shared_inc_dec._ZZ14shared_inc_decE9dec0_olds, align 4
  br label %"$L__BB5_2"
}

define amdgpu_kernel void @shared_bitwise(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workitem.id.x()
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %97, label %"$L__BB6_2"

"$L__BB6_2":                                      ; preds = %97, %allocas
  %3 = call i32 @llvm.amdgcn.workgroup.id.x()
  %4 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %5 = getelementptr i8, ptr addrspace(4) %4, i64 4
  %6 = load i16, ptr addrspace(4) %5, align 2
  %7 = zext i16 %6 to i32
  %8 = mul i32 %3, %7
  %9 = add i32 %8, %2
  %10 = shl i32 %9, 3
  %11 = inttoptr i64 %1 to ptr
  %12 = addrspacecast ptr %11 to ptr addrspace(1)
  %13 = ptrtoint ptr addrspace(1) %12 to i64
  %14 = zext i32 %10 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %13
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %2)
  %18 = icmp ult i32 %2, 32
  %19 = select i1 %18, i32 -2147483648, i32 0
  %20 = or i32 %19, %17
  %21 = atomicrmw and ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE1a, i32 %20 syncscope("agent") monotonic, align 4
  %22 = mul i32 %2, 7
  %23 = and i32 %22, 31
  %24 = shl nuw i32 1, %23
  %25 = atomicrmw or ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE1r, i32 %24 syncscope("agent") monotonic, align 4
  %26 = mul i32 %2, 16843009
  %27 = atomicrmw xor ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE1x, i32 %26 syncscope("agent") monotonic, align 4
  %28 = zext i32 %2 to i64
  %29 = call i32 @llvm.umin.i32(i32 %2, i32 63)
  %30 = zext nneg i32 %29 to i64
  %31 = icmp ugt i32 %2, 63
  %32 = shl i64 -2, %30
  %33 = select i1 %31, i64 0, i64 %32
  %34 = sub i32 64, %2
  %35 = call i32 @llvm.umin.i32(i32 %34, i32 63)
  %36 = zext nneg i32 %35 to i64
  %37 = icmp ugt i32 %34, 63
  %38 = lshr i64 -2, %36
  %39 = select i1 %37, i64 0, i64 %38
  %40 = add i64 %33, %39
  %41 = atomicrmw and ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE3a64, i64 %40 syncscope("agent") monotonic, align 8
  %42 = mul i32 %2, 5
  %43 = and i32 %42, 63
  %44 = zext nneg i32 %43 to i64
  %45 = shl nuw i64 1, %44
  %46 = icmp eq i32 %2, 63
  %47 = select i1 %46, i64 -9223372036854775808, i64 0
  %48 = or i64 %45, %47
  %49 = atomicrmw or ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE3r64, i64 %48 syncscope("agent") monotonic, align 8
  %50 = mul nuw i64 %28, 3435973837
  %51 = lshr i64 %50, 37
  %52 = trunc nuw nsw i64 %51 to i32
  %.neg = mul i32 %52, -40
  %53 = add i32 %.neg, %2
  %54 = call i32 @llvm.umin.i32(i32 %53, i32 63)
  %55 = zext nneg i32 %54 to i64
  %56 = icmp ugt i32 %53, 63
  %57 = shl i64 %28, %55
  %58 = select i1 %56, i64 0, i64 %57
  %59 = atomicrmw xor ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE3x64, i64 %58 syncscope("agent") monotonic, align 8
  %60 = shl i32 %2, 20
  %61 = xor i32 %60, -1
  %62 = atomicrmw and ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE2sa, i32 %61 syncscope("agent") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %63 = load i32, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE1a, align 4
  %64 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %63, ptr addrspace(1) %64, align 4
  %65 = load i32, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE1r, align 4
  %66 = add i64 %16, 4
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  %68 = load i32, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE1x, align 4
  %69 = add i64 %16, 8
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = load i64, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE3a64, align 8
  %72 = trunc i64 %71 to i32
  %73 = lshr i64 %71, 32
  %74 = trunc nuw i64 %73 to i32
  %75 = mul i32 %74, 3
  %76 = xor i32 %75, %72
  %77 = add i64 %16, 12
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  store i32 %76, ptr addrspace(1) %78, align 4
  %79 = load i64, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE3r64, align 8
  %80 = add i64 %16, 16
  %81 = inttoptr i64 %80 to ptr addrspace(1)
  %82 = trunc i64 %79 to i32
  store i32 %82, ptr addrspace(1) %81, align 4
  %83 = lshr i64 %79, 32
  %84 = add i64 %16, 20
  %85 = inttoptr i64 %84 to ptr addrspace(1)
  %86 = trunc nuw i64 %83 to i32
  store i32 %86, ptr addrspace(1) %85, align 4
  %87 = load i64, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE3x64, align 8
  %88 = trunc i64 %87 to i32
  %89 = lshr i64 %87, 32
  %90 = trunc nuw i64 %89 to i32
  %91 = add i32 %90, %88
  %92 = add i64 %16, 24
  %93 = inttoptr i64 %92 to ptr addrspace(1)
  store i32 %91, ptr addrspace(1) %93, align 4
  %94 = load i32, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE2sa, align 4
  %95 = add i64 %16, 28
  %96 = inttoptr i64 %95 to ptr addrspace(1)
  store i32 %94, ptr addrspace(1) %96, align 4
  ret void

97:                                               ; preds = %allocas
  store i32 -1, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE1a, align 4
  store i32 0, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE1r, align 4
  store i32 1515870810, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE1x, align 4
  store i64 -1, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE3a64, align 8
  store i64 0, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE3r64, align 8
  store i64 81985529216486895, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE3x64, align 8
  store i32 -1, ptr addrspace(3) @shared_bitwise._ZZ14shared_bitwiseE2sa, align 4
  br label %"$L__BB6_2"
}

define amdgpu_kernel void @shared_cas(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workitem.id.x()
  %.not = icmp eq i32 %2, 0
  br i1 %.not, label %27, label %"$L__BB7_2"

"$L__BB7_2":                                      ; preds = %27, %allocas
  %3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %4 = getelementptr i8, ptr addrspace(4) %3, i64 4
  %5 = load i16, ptr addrspace(4) %4, align 2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %6 = add i32 %2, 1
  %7 = cmpxchg ptr addrspace(3) @shared_cas._ZZ10shared_casE4once, i32 0, i32 %6 syncscope("agent") monotonic monotonic, align 4
  %8 = extractvalue { i32, i1 } %7, 1
  %9 = zext i1 %8 to i32
  %10 = atomicrmw add ptr addrspace(3) @shared_cas._ZZ10shared_casE7winners, i32 %9 syncscope("agent") monotonic, align 4
  %11 = load i32, ptr addrspace(3) @shared_cas._ZZ10shared_casE3sum, align 4
  %12 = mul i32 %2, %2
  br label %"$L__BB7_3"

"$L__BB7_3":                                      ; preds = %"$L__BB7_3", %"$L__BB7_2"
  %"%r41.0" = phi i32 [ %11, %"$L__BB7_2" ], [ %15, %"$L__BB7_3" ]
  %13 = add i32 %"%r41.0", %12
  %14 = cmpxchg ptr addrspace(3) @shared_cas._ZZ10shared_casE3sum, i32 %"%r41.0", i32 %13 syncscope("agent") monotonic monotonic, align 4
  %15 = extractvalue { i32, i1 } %14, 0
  %.not34 = extractvalue { i32, i1 } %14, 1
  br i1 %.not34, label %28, label %"$L__BB7_3"

"$L__BB7_5":                                      ; preds = %"$L__BB7_5", %28
  %"%rd18.0" = phi i64 [ %29, %28 ], [ %18, %"$L__BB7_5" ]
  %16 = add i64 %"%rd18.0", %31
  %17 = cmpxchg ptr addrspace(3) @shared_cas._ZZ10shared_casE5sum64, i64 %"%rd18.0", i64 %16 syncscope("agent") monotonic monotonic, align 8
  %18 = extractvalue { i64, i1 } %17, 0
  %.not35 = extractvalue { i64, i1 } %17, 1
  br i1 %.not35, label %32, label %"$L__BB7_5"

"$L__BB7_7":                                      ; preds = %45, %32
  %"%r42.0" = phi i32 [ %41, %32 ], [ %47, %45 ]
  %19 = bitcast i32 %"%r42.0" to float
  %20 = fcmp ugt float %44, %19
  br i1 %20, label %45, label %"$L__BB7_9"

"$L__BB7_9":                                      ; preds = %45, %"$L__BB7_7"
  %21 = load i16, ptr addrspace(3) @shared_cas._ZZ10shared_casE1h, align 2
  %22 = trunc i32 %2 to i16
  %23 = add i16 %22, 1000
  br label %"$L__BB7_10"

"$L__BB7_10":                                     ; preds = %"$L__BB7_10", %"$L__BB7_9"
  %"%rs8.0" = phi i16 [ %21, %"$L__BB7_9" ], [ %26, %"$L__BB7_10" ]
  %24 = add i16 %23, %"%rs8.0"
  %25 = cmpxchg ptr addrspace(3) @shared_cas._ZZ10shared_casE1h, i16 %"%rs8.0", i16 %24 syncscope("agent") monotonic monotonic, align 2
  %26 = extractvalue { i16, i1 } %25, 0
  %.not37 = extractvalue { i16, i1 } %25, 1
  br i1 %.not37, label %48, label %"$L__BB7_10"

27:                                               ; preds = %allocas
  store i32 0, ptr addrspace(3) @shared_cas._ZZ10shared_casE4once, align 4
  store i32 0, ptr addrspace(3) @shared_cas._ZZ10shared_casE7winners, align 4
  store i32 0, ptr addrspace(3) @shared_cas._ZZ10shared_casE3sum, align 4
  store i64 -4294967296, ptr addrspace(3) @shared_cas._ZZ10shared_casE5sum64, align 8
  store i32 -246811958, ptr addrspace(3) @shared_cas._ZZ10shared_casE4fmax, align 4
  store i16 0, ptr addrspace(3) @shared_cas._ZZ10shared_casE1h, align 2
  br label %"$L__BB7_2"

28:                                               ; preds = %"$L__BB7_3"
  %29 = load i64, ptr addrspace(3) @shared_cas._ZZ10shared_casE5sum64, align 8
  %30 = zext i32 %2 to i64
  %31 = shl nuw nsw i64 %30, 26
  br label %"$L__BB7_5"

32:                                               ; preds = %"$L__BB7_5"
  %33 = mul nuw i64 %30, 3435973837
  %34 = lshr i64 %33, 35
  %35 = trunc nuw nsw i64 %34 to i32
  %.neg = mul i32 %35, -10
  %36 = add i32 %.neg, %2
  %37 = add i32 %36, 4
  %38 = zext i32 %37 to i64
  %39 = shl nuw nsw i64 %38, 2
  %40 = add i64 %39, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %41 = load i32, ptr addrspace(3) @shared_cas._ZZ10shared_casE4fmax, align 4
  %42 = inttoptr i64 %40 to ptr addrspace(1)
  %43 = load i32, ptr addrspace(1) %42, align 4, !invariant.load !1
  %44 = bitcast i32 %43 to float
  br label %"$L__BB7_7"

45:                                               ; preds = %"$L__BB7_7"
  %46 = cmpxchg ptr addrspace(3) @shared_cas._ZZ10shared_casE4fmax, i32 %"%r42.0", i32 %43 syncscope("agent") monotonic monotonic, align 4
  %47 = extractvalue { i32, i1 } %46, 0
  %.not36 = extractvalue { i32, i1 } %46, 1
  br i1 %.not36, label %"$L__BB7_9", label %"$L__BB7_7"

48:                                               ; preds = %"$L__BB7_10"
  %49 = inttoptr i64 %1 to ptr
  %50 = addrspacecast ptr %49 to ptr addrspace(1)
  %51 = ptrtoint ptr addrspace(1) %50 to i64
  %52 = call i32 @llvm.amdgcn.workgroup.id.x()
  %53 = zext i16 %5 to i32
  %54 = mul i32 %52, %53
  %55 = add i32 %54, %2
  %56 = shl i32 %55, 3
  %57 = zext i32 %56 to i64
  %58 = shl nuw nsw i64 %57, 2
  %59 = add i64 %58, %51
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %60 = load i32, ptr addrspace(3) @shared_cas._ZZ10shared_casE7winners, align 4
  %61 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %61, align 4
  %62 = load i32, ptr addrspace(3) @shared_cas._ZZ10shared_casE4once, align 4
  %63 = add i32 %62, -1
  %64 = icmp ult i32 %63, 64
  %65 = zext i1 %64 to i32
  %66 = add i64 %59, 4
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  %68 = load i32, ptr addrspace(3) @shared_cas._ZZ10shared_casE3sum, align 4
  %69 = add i64 %59, 8
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = load i64, ptr addrspace(3) @shared_cas._ZZ10shared_casE5sum64, align 8
  %72 = add i64 %59, 12
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  %74 = trunc i64 %71 to i32
  store i32 %74, ptr addrspace(1) %73, align 4
  %75 = lshr i64 %71, 32
  %76 = add i64 %59, 16
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  %78 = trunc nuw i64 %75 to i32
  store i32 %78, ptr addrspace(1) %77, align 4
  %79 = load i32, ptr addrspace(3) @shared_cas._ZZ10shared_casE4fmax, align 4
  %80 = bitcast i32 %79 to float
  %81 = fcmp uno float %80, 0.000000e+00
  %82 = select i1 %81, i32 2147483647, i32 %79
  %83 = add i64 %59, 20
  %84 = inttoptr i64 %83 to ptr addrspace(1)
  store i32 %82, ptr addrspace(1) %84, align 4
  %85 = load i16, ptr addrspace(3) @shared_cas._ZZ10shared_casE1h, align 2
  %86 = zext i16 %85 to i32
  %87 = add i64 %59, 24
  %88 = inttoptr i64 %87 to ptr addrspace(1)
  store i32 %86, ptr addrspace(1) %88, align 4
  %89 = add i64 %59, 28
  %90 = inttoptr i64 %89 to ptr addrspace(1)
  store i32 48879, ptr addrspace(1) %90, align 4
  ret void
}

define amdgpu_kernel void @global_atomics(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = call i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext i32 %2 to i64
  %5 = shl nuw nsw i64 %4, 6
  %6 = add i64 %5, ptrtoint (ptr addrspace(1) @G_U32 to i64)
  %7 = add i64 %5, ptrtoint (ptr addrspace(1) @G_U64 to i64)
  %8 = shl nuw nsw i64 %4, 4
  %9 = add i64 %8, ptrtoint (ptr addrspace(1) @G_F32 to i64)
  %10 = shl nuw nsw i64 %4, 5
  %11 = add i64 %10, ptrtoint (ptr addrspace(1) @G_F64 to i64)
  %12 = icmp eq i32 %3, 0
  br i1 %12, label %"$L__BB8_1", label %"allocas.$L__BB8_2_crit_edge"

"allocas.$L__BB8_2_crit_edge":                    ; preds = %allocas
  %.pre = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 52)
  %.pre151 = inttoptr i64 %6 to ptr addrspace(1)
  %.pre153 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 4)
  %.pre155 = inttoptr i64 %.pre153 to ptr addrspace(1)
  %.pre157 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 8)
  %.pre159 = inttoptr i64 %.pre157 to ptr addrspace(1)
  %.pre161 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 12)
  %.pre163 = inttoptr i64 %.pre161 to ptr addrspace(1)
  %.pre165 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 16)
  %.pre167 = inttoptr i64 %.pre165 to ptr addrspace(1)
  %.pre169 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 20)
  %.pre171 = inttoptr i64 %.pre169 to ptr addrspace(1)
  %.pre173 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 24)
  %.pre175 = inttoptr i64 %.pre173 to ptr addrspace(1)
  %.pre177 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 28)
  %.pre179 = inttoptr i64 %.pre177 to ptr addrspace(1)
  %.pre181 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 32)
  %.pre183 = inttoptr i64 %.pre181 to ptr addrspace(1)
  %.pre185 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 36)
  %.pre187 = inttoptr i64 %.pre185 to ptr addrspace(1)
  %.pre189 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 40)
  %.pre191 = inttoptr i64 %.pre189 to ptr addrspace(1)
  %.pre193 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 44)
  %.pre195 = inttoptr i64 %.pre193 to ptr addrspace(1)
  %.pre197 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 48)
  %.pre199 = inttoptr i64 %.pre197 to ptr addrspace(1)
  %.pre201 = inttoptr i64 %.pre to ptr addrspace(1)
  br label %"$L__BB8_2"

"$L__BB8_1":                                      ; preds = %allocas
  %13 = inttoptr i64 %6 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %13, align 4
  %14 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 4)
  %15 = inttoptr i64 %14 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %15, align 4
  %16 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 8)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %17, align 4
  %18 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 16)
  %19 = inttoptr i64 %18 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %19, align 4
  %20 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 20)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %21, align 4
  %22 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 28)
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %23, align 4
  %24 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 36)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %25, align 4
  %26 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 40)
  %27 = inttoptr i64 %26 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %27, align 4
  %28 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 44)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %29, align 4
  %30 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 48)
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %31, align 4
  %32 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 52)
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %33, align 4
  %34 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 56)
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %35, align 4
  %36 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 60)
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %37, align 4
  %38 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 12)
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 -1, ptr addrspace(1) %39, align 4
  %40 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 24)
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  store i32 1000, ptr addrspace(1) %41, align 4
  %42 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U32 to i64), i64 32)
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 50, ptr addrspace(1) %43, align 4
  %44 = inttoptr i64 %7 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %44, align 8
  %45 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 8)
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %46, align 8
  %47 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 24)
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %48, align 8
  %49 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 32)
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %50, align 8
  %51 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 40)
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %52, align 8
  %53 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 48)
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %54, align 8
  %55 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 56)
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %56, align 8
  %57 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 16)
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store i64 -1, ptr addrspace(1) %58, align 8
  %59 = inttoptr i64 %9 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %59, align 4
  %60 = inttoptr i64 %11 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %60, align 8
  %61 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @G_F32 to i64), i64 4)
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %62, align 4
  %63 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @G_F64 to i64), i64 8)
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %64, align 8
  %65 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @G_F32 to i64), i64 8)
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %66, align 4
  %67 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @G_F64 to i64), i64 16)
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %68, align 8
  %69 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @G_F32 to i64), i64 12)
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %70, align 4
  %71 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @G_F64 to i64), i64 24)
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %72, align 8
  br label %"$L__BB8_2"

"$L__BB8_2":                                      ; preds = %"allocas.$L__BB8_2_crit_edge", %"$L__BB8_1"
  %.pre-phi202 = phi ptr addrspace(1) [ %.pre201, %"allocas.$L__BB8_2_crit_edge" ], [ %33, %"$L__BB8_1" ]
  %.pre-phi200 = phi ptr addrspace(1) [ %.pre199, %"allocas.$L__BB8_2_crit_edge" ], [ %31, %"$L__BB8_1" ]
  %.pre-phi196 = phi ptr addrspace(1) [ %.pre195, %"allocas.$L__BB8_2_crit_edge" ], [ %29, %"$L__BB8_1" ]
  %.pre-phi192 = phi ptr addrspace(1) [ %.pre191, %"allocas.$L__BB8_2_crit_edge" ], [ %27, %"$L__BB8_1" ]
  %.pre-phi188 = phi ptr addrspace(1) [ %.pre187, %"allocas.$L__BB8_2_crit_edge" ], [ %25, %"$L__BB8_1" ]
  %.pre-phi184 = phi ptr addrspace(1) [ %.pre183, %"allocas.$L__BB8_2_crit_edge" ], [ %43, %"$L__BB8_1" ]
  %.pre-phi180 = phi ptr addrspace(1) [ %.pre179, %"allocas.$L__BB8_2_crit_edge" ], [ %23, %"$L__BB8_1" ]
  %.pre-phi176 = phi ptr addrspace(1) [ %.pre175, %"allocas.$L__BB8_2_crit_edge" ], [ %41, %"$L__BB8_1" ]
  %.pre-phi172 = phi ptr addrspace(1) [ %.pre171, %"allocas.$L__BB8_2_crit_edge" ], [ %21, %"$L__BB8_1" ]
  %.pre-phi168 = phi ptr addrspace(1) [ %.pre167, %"allocas.$L__BB8_2_crit_edge" ], [ %19, %"$L__BB8_1" ]
  %.pre-phi164 = phi ptr addrspace(1) [ %.pre163, %"allocas.$L__BB8_2_crit_edge" ], [ %39, %"$L__BB8_1" ]
  %.pre-phi160 = phi ptr addrspace(1) [ %.pre159, %"allocas.$L__BB8_2_crit_edge" ], [ %17, %"$L__BB8_1" ]
  %.pre-phi156 = phi ptr addrspace(1) [ %.pre155, %"allocas.$L__BB8_2_crit_edge" ], [ %15, %"$L__BB8_1" ]
  %.pre-phi152 = phi ptr addrspace(1) [ %.pre151, %"allocas.$L__BB8_2_crit_edge" ], [ %13, %"$L__BB8_1" ]
  %73 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %74 = getelementptr i8, ptr addrspace(4) %73, i64 4
  %75 = load i16, ptr addrspace(4) %74, align 2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %76 = add i32 %3, %2
  %77 = atomicrmw add ptr addrspace(1) %.pre-phi152, i32 %76 syncscope("agent") monotonic, align 4
  %78 = atomicrmw add ptr addrspace(1) %.pre-phi156, i32 1 syncscope("agent") monotonic, align 4
  %79 = atomicrmw add ptr addrspace(1) %.pre-phi160, i32 %78 syncscope("agent") monotonic, align 4
  %80 = and i32 %3, 31
  %81 = shl nuw i32 1, %80
  %82 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %3)
  %83 = atomicrmw and ptr addrspace(1) %.pre-phi164, i32 %82 syncscope("agent") monotonic, align 4
  %84 = zext i32 %3 to i64
  %85 = mul nuw i64 %84, 2369637129
  %86 = lshr i64 %85, 36
  %87 = trunc nuw nsw i64 %86 to i32
  %.neg = mul i32 %87, -29
  %88 = add i32 %.neg, %3
  %89 = call i32 @llvm.umin.i32(i32 %88, i32 31)
  %90 = icmp ugt i32 %88, 31
  %91 = shl nuw i32 1, %89
  %92 = select i1 %90, i32 0, i32 %91
  %93 = atomicrmw or ptr addrspace(1) %.pre-phi168, i32 %92 syncscope("agent") monotonic, align 4
  %94 = mul i32 %3, 286331153
  %95 = atomicrmw xor ptr addrspace(1) %.pre-phi172, i32 %94 syncscope("agent") monotonic, align 4
  %96 = mul i32 %3, 7
  %97 = and i32 %96, 63
  %98 = add nuw nsw i32 %97, 500
  %99 = atomicrmw umin ptr addrspace(1) %.pre-phi176, i32 %98 syncscope("agent") monotonic, align 4
  %100 = add i32 %3, -32
  %101 = atomicrmw max ptr addrspace(1) %.pre-phi180, i32 %100 syncscope("agent") monotonic, align 4
  %102 = atomicrmw xchg ptr addrspace(1) %.pre-phi184, i32 %3 syncscope("agent") monotonic, align 4
  %103 = atomicrmw add ptr addrspace(1) %.pre-phi188, i32 %102 syncscope("agent") monotonic, align 4
  %104 = atomicrmw uinc_wrap ptr addrspace(1) %.pre-phi192, i32 19 syncscope("agent") monotonic, align 4
  %105 = atomicrmw udec_wrap ptr addrspace(1) %.pre-phi196, i32 5 syncscope("agent") monotonic, align 4
  %106 = sub i32 0, %3
  %107 = atomicrmw add ptr addrspace(1) %.pre-phi200, i32 %106 syncscope("agent") monotonic, align 4
  %108 = load i32, ptr addrspace(1) %.pre-phi202, align 4
  %109 = shl i32 %3, 8
  %110 = xor i32 %81, %109
  br label %"$L__BB8_3"

"$L__BB8_3":                                      ; preds = %"$L__BB8_3", %"$L__BB8_2"
  %"%r69.0" = phi i32 [ %108, %"$L__BB8_2" ], [ %113, %"$L__BB8_3" ]
  %111 = xor i32 %110, %"%r69.0"
  %112 = cmpxchg ptr addrspace(1) %.pre-phi202, i32 %"%r69.0", i32 %111 syncscope("agent") monotonic monotonic, align 4
  %113 = extractvalue { i32, i1 } %112, 0
  %.not = extractvalue { i32, i1 } %112, 1
  br i1 %.not, label %184, label %"$L__BB8_3"

"$L__BB8_6":                                      ; preds = %".$L__BB8_6_crit_edge", %244
  %.pre-phi204 = phi i32 [ %.pre203, %".$L__BB8_6_crit_edge" ], [ %245, %244 ]
  %"%r70.0" = phi i32 [ 0, %".$L__BB8_6_crit_edge" ], [ %250, %244 ]
  %114 = inttoptr i64 %1 to ptr
  %115 = addrspacecast ptr %114 to ptr addrspace(1)
  %116 = ptrtoint ptr addrspace(1) %115 to i64
  %117 = zext i16 %75 to i32
  %118 = mul i32 %2, %117
  %119 = add i32 %118, %3
  %120 = shl i32 %119, 3
  %121 = zext i32 %120 to i64
  %122 = shl nuw nsw i64 %121, 2
  %123 = add i64 %122, %116
  %124 = inttoptr i64 %123 to ptr addrspace(1)
  store i32 %"%r70.0", ptr addrspace(1) %124, align 4
  %125 = lshr i64 %188, 34
  %126 = trunc nuw nsw i64 %125 to i32
  %.neg150 = mul i32 %126, -6
  %127 = add i32 %.neg150, %3
  %128 = zext i32 %127 to i64
  %129 = shl nuw nsw i64 %128, 3
  %130 = add i64 %7, %129
  %131 = inttoptr i64 %130 to ptr addrspace(1)
  %132 = load i64, ptr addrspace(1) %131, align 8
  %133 = add i64 %123, 4
  %134 = inttoptr i64 %133 to ptr addrspace(1)
  %135 = trunc i64 %132 to i32
  store i32 %135, ptr addrspace(1) %134, align 4
  %136 = or disjoint i64 %130, 4
  %137 = inttoptr i64 %136 to ptr addrspace(1)
  %138 = load i32, ptr addrspace(1) %137, align 4
  %139 = add i64 %123, 8
  %140 = inttoptr i64 %139 to ptr addrspace(1)
  store i32 %138, ptr addrspace(1) %140, align 4
  %141 = and i32 %.pre-phi204, 4
  %142 = zext nneg i32 %141 to i64
  %143 = add i64 %9, %142
  %144 = inttoptr i64 %143 to ptr addrspace(1)
  %145 = load i32, ptr addrspace(1) %144, align 4
  %146 = bitcast i32 %145 to float
  %147 = fcmp uno float %146, 0.000000e+00
  %148 = select i1 %147, i32 2147483647, i32 %145
  %149 = add i64 %123, 12
  %150 = inttoptr i64 %149 to ptr addrspace(1)
  store i32 %148, ptr addrspace(1) %150, align 4
  %151 = shl i32 %3, 3
  %152 = and i32 %151, 8
  %153 = zext nneg i32 %152 to i64
  %154 = add i64 %11, %153
  %155 = inttoptr i64 %154 to ptr addrspace(1)
  %156 = load i64, ptr addrspace(1) %155, align 8
  %157 = bitcast i64 %156 to double
  %158 = fcmp uno double %157, 0.000000e+00
  %159 = lshr i64 %156, 32
  %160 = trunc nuw i64 %159 to i32
  %161 = select i1 %158, i32 2147483647, i32 %160
  %162 = add i64 %123, 16
  %163 = inttoptr i64 %162 to ptr addrspace(1)
  store i32 %161, ptr addrspace(1) %163, align 4
  %164 = load i64, ptr addrspace(1) %155, align 8
  %165 = bitcast i64 %164 to double
  %166 = fcmp uno double %165, 0.000000e+00
  %167 = trunc i64 %164 to i32
  %168 = select i1 %166, i32 -1, i32 %167
  %169 = add i64 %123, 20
  %170 = inttoptr i64 %169 to ptr addrspace(1)
  store i32 %168, ptr addrspace(1) %170, align 4
  %171 = load i32, ptr addrspace(1) %.pre-phi184, align 4
  %172 = load i32, ptr addrspace(1) %.pre-phi188, align 4
  %173 = add i32 %171, %172
  %174 = add i64 %123, 24
  %175 = inttoptr i64 %174 to ptr addrspace(1)
  store i32 %173, ptr addrspace(1) %175, align 4
  %176 = load i64, ptr addrspace(1) %223, align 8
  %177 = load i64, ptr addrspace(1) %226, align 8
  %178 = add i64 %176, %177
  %179 = lshr i64 %178, 32
  %180 = xor i64 %179, %178
  %181 = add i64 %123, 28
  %182 = inttoptr i64 %181 to ptr addrspace(1)
  %183 = trunc i64 %180 to i32
  store i32 %183, ptr addrspace(1) %182, align 4
  ret void

184:                                              ; preds = %"$L__BB8_3"
  %185 = mul i64 %84, 4886718345
  %186 = inttoptr i64 %7 to ptr addrspace(1)
  %187 = atomicrmw add ptr addrspace(1) %186, i64 %185 syncscope("agent") monotonic, align 8
  %188 = mul nuw i64 %84, 2863311531
  %189 = lshr i64 %188, 37
  %190 = trunc nuw nsw i64 %189 to i32
  %.neg149 = mul i32 %190, -48
  %191 = add i32 %.neg149, %3
  %192 = call i32 @llvm.umin.i32(i32 %191, i32 63)
  %193 = zext nneg i32 %192 to i64
  %194 = icmp ugt i32 %191, 63
  %195 = shl i64 65535, %193
  %196 = select i1 %194, i64 0, i64 %195
  %197 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 8)
  %198 = inttoptr i64 %197 to ptr addrspace(1)
  %199 = atomicrmw umax ptr addrspace(1) %198, i64 %196 syncscope("agent") monotonic, align 8
  %200 = mul i32 %3, %3
  %201 = zext i32 %200 to i64
  %202 = xor i64 %201, -1
  %203 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 16)
  %204 = inttoptr i64 %203 to ptr addrspace(1)
  %205 = atomicrmw umin ptr addrspace(1) %204, i64 %202 syncscope("agent") monotonic, align 8
  %206 = call i32 @llvm.umin.i32(i32 %3, i32 63)
  %207 = zext nneg i32 %206 to i64
  %208 = icmp ugt i32 %3, 63
  %209 = shl nuw i64 1, %207
  %210 = select i1 %208, i64 0, i64 %209
  %211 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 24)
  %212 = inttoptr i64 %211 to ptr addrspace(1)
  %213 = atomicrmw or ptr addrspace(1) %212, i64 %210 syncscope("agent") monotonic, align 8
  %214 = mul i64 %84, -9223372036854775807
  %215 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 32)
  %216 = inttoptr i64 %215 to ptr addrspace(1)
  %217 = atomicrmw xor ptr addrspace(1) %216, i64 %214 syncscope("agent") monotonic, align 8
  %218 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 40)
  %219 = inttoptr i64 %218 to ptr addrspace(1)
  %220 = atomicrmw and ptr addrspace(1) %219, i64 %84 syncscope("agent") monotonic, align 8
  %221 = shl i64 %84, 33
  %222 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 56)
  %223 = inttoptr i64 %222 to ptr addrspace(1)
  %224 = atomicrmw xchg ptr addrspace(1) %223, i64 %221 syncscope("agent") monotonic, align 8
  %225 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_U64 to i64), i64 48)
  %226 = inttoptr i64 %225 to ptr addrspace(1)
  %227 = atomicrmw add ptr addrspace(1) %226, i64 %224 syncscope("agent") monotonic, align 8
  %228 = uitofp i32 %3 to float
  %229 = fmul float %228, 2.500000e-01
  %230 = inttoptr i64 %9 to ptr addrspace(1)
  %231 = atomicrmw fadd ptr addrspace(1) %230, float %229 syncscope("agent") monotonic, align 4
  %232 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @G_F32 to i64), i64 4)
  %233 = inttoptr i64 %232 to ptr addrspace(1)
  %234 = atomicrmw fadd ptr addrspace(1) %233, float -1.500000e+00 syncscope("agent") monotonic, align 4
  %235 = uitofp i32 %3 to double
  %236 = fmul double %235, 1.024000e+03
  %237 = inttoptr i64 %11 to ptr addrspace(1)
  %238 = atomicrmw fadd ptr addrspace(1) %237, double %236 syncscope("agent") monotonic, align 8
  %239 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @G_F64 to i64), i64 8)
  %240 = inttoptr i64 %239 to ptr addrspace(1)
  %241 = atomicrmw fadd ptr addrspace(1) %240, double -6.250000e-02 syncscope("agent") monotonic, align 8
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %242 = and i32 %3, 14
  %243 = icmp eq i32 %242, 8
  br i1 %243, label %".$L__BB8_6_crit_edge", label %244

".$L__BB8_6_crit_edge":                           ; preds = %184
  %.pre203 = shl i32 %3, 2
  br label %"$L__BB8_6"

244:                                              ; preds = %184
  %245 = shl i32 %3, 2
  %246 = and i32 %245, 60
  %247 = zext nneg i32 %246 to i64
  %248 = add i64 %6, %247
  %249 = inttoptr i64 %248 to ptr addrspace(1)
  %250 = load i32, ptr addrspace(1) %249, align 4
  br label %"$L__BB8_6"
}

define amdgpu_kernel void @scoped_atomics(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = call i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext i32 %2 to i64
  %5 = shl nuw nsw i64 %4, 5
  %6 = add i64 %5, ptrtoint (ptr addrspace(1) @G_SCOPED to i64)
  %7 = icmp eq i32 %3, 0
  %8 = shl nuw nsw i64 %4, 4
  %9 = add i64 %8, ptrtoint (ptr addrspace(1) @G_SCOPED64 to i64)
  br i1 %7, label %"$L__BB9_1", label %"allocas.$L__BB9_2_crit_edge"

"allocas.$L__BB9_2_crit_edge":                    ; preds = %allocas
  %.pre = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 16)
  %.pre77 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED64 to i64), i64 8)
  %.pre79 = inttoptr i64 %6 to ptr addrspace(1)
  %.pre81 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 4)
  %.pre83 = inttoptr i64 %.pre81 to ptr addrspace(1)
  %.pre85 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 8)
  %.pre87 = inttoptr i64 %.pre85 to ptr addrspace(1)
  %.pre89 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 12)
  %.pre91 = inttoptr i64 %.pre89 to ptr addrspace(1)
  %.pre93 = inttoptr i64 %.pre to ptr addrspace(1)
  %.pre95 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 20)
  %.pre97 = inttoptr i64 %.pre95 to ptr addrspace(1)
  %.pre99 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 24)
  %.pre101 = inttoptr i64 %.pre99 to ptr addrspace(1)
  %.pre103 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 28)
  %.pre105 = inttoptr i64 %.pre103 to ptr addrspace(1)
  %.pre107 = inttoptr i64 %9 to ptr addrspace(1)
  %.pre109 = inttoptr i64 %.pre77 to ptr addrspace(1)
  br label %"$L__BB9_2"

"$L__BB9_1":                                      ; preds = %allocas
  %10 = inttoptr i64 %6 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %10, align 4
  %11 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 4)
  %12 = inttoptr i64 %11 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %12, align 4
  %13 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 8)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %14, align 4
  %15 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 12)
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %16, align 4
  %17 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 20)
  %18 = inttoptr i64 %17 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %18, align 4
  %19 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 24)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %20, align 4
  %21 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 28)
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %22, align 4
  %23 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED to i64), i64 16)
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 -1, ptr addrspace(1) %24, align 4
  %25 = inttoptr i64 %9 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %25, align 8
  %26 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED64 to i64), i64 8)
  %27 = inttoptr i64 %26 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %27, align 8
  %28 = shl nuw nsw i64 %4, 3
  %29 = add i64 %28, ptrtoint (ptr addrspace(1) @G_SCOPEDF to i64)
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %30, align 4
  %31 = add i64 %28, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPEDF to i64), i64 4)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %32, align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s, i32 8), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s, i32 4), align 4
  store i32 0, ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s, align 4
  store i32 77, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s, i32 12), align 4
  br label %"$L__BB9_2"

"$L__BB9_2":                                      ; preds = %"allocas.$L__BB9_2_crit_edge", %"$L__BB9_1"
  %.pre-phi110 = phi ptr addrspace(1) [ %.pre109, %"allocas.$L__BB9_2_crit_edge" ], [ %27, %"$L__BB9_1" ]
  %.pre-phi108 = phi ptr addrspace(1) [ %.pre107, %"allocas.$L__BB9_2_crit_edge" ], [ %25, %"$L__BB9_1" ]
  %.pre-phi106 = phi ptr addrspace(1) [ %.pre105, %"allocas.$L__BB9_2_crit_edge" ], [ %22, %"$L__BB9_1" ]
  %.pre-phi102 = phi ptr addrspace(1) [ %.pre101, %"allocas.$L__BB9_2_crit_edge" ], [ %20, %"$L__BB9_1" ]
  %.pre-phi98 = phi ptr addrspace(1) [ %.pre97, %"allocas.$L__BB9_2_crit_edge" ], [ %18, %"$L__BB9_1" ]
  %.pre-phi94 = phi ptr addrspace(1) [ %.pre93, %"allocas.$L__BB9_2_crit_edge" ], [ %24, %"$L__BB9_1" ]
  %.pre-phi92 = phi ptr addrspace(1) [ %.pre91, %"allocas.$L__BB9_2_crit_edge" ], [ %16, %"$L__BB9_1" ]
  %.pre-phi88 = phi ptr addrspace(1) [ %.pre87, %"allocas.$L__BB9_2_crit_edge" ], [ %14, %"$L__BB9_1" ]
  %.pre-phi84 = phi ptr addrspace(1) [ %.pre83, %"allocas.$L__BB9_2_crit_edge" ], [ %12, %"$L__BB9_1" ]
  %.pre-phi80 = phi ptr addrspace(1) [ %.pre79, %"allocas.$L__BB9_2_crit_edge" ], [ %10, %"$L__BB9_1" ]
  %33 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %34 = getelementptr i8, ptr addrspace(4) %33, i64 4
  %35 = load i16, ptr addrspace(4) %34, align 2
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %36 = atomicrmw add ptr addrspace(1) %.pre-phi80, i32 %3 syncscope("workgroup") monotonic, align 4
  %37 = shl i32 %3, 1
  %38 = atomicrmw add ptr addrspace(1) %.pre-phi84, i32 %37 monotonic, align 4
  %39 = atomicrmw add ptr addrspace(1) %.pre-phi88, i32 1 syncscope("workgroup") monotonic, align 4
  %40 = atomicrmw add ptr addrspace(1) %.pre-phi92, i32 %39 monotonic, align 4
  %41 = and i32 %3, 31
  %42 = shl nuw i32 1, %41
  %43 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %3)
  %44 = atomicrmw and ptr addrspace(1) %.pre-phi94, i32 %43 monotonic, align 4
  %45 = atomicrmw or ptr addrspace(1) %.pre-phi98, i32 %42 syncscope("workgroup") monotonic, align 4
  %46 = mul i32 %3, 3
  %47 = atomicrmw umax ptr addrspace(1) %.pre-phi102, i32 %46 monotonic, align 4
  %48 = atomicrmw umin ptr addrspace(1) %.pre-phi106, i32 %3 syncscope("workgroup") monotonic, align 4
  %49 = zext i32 %3 to i64
  %50 = mul nuw i64 %49, 4294967297
  %51 = atomicrmw add ptr addrspace(1) %.pre-phi108, i64 %50 monotonic, align 8
  %52 = load i64, ptr addrspace(1) %.pre-phi110, align 8
  %53 = add nuw nsw i64 %49, 1
  br label %"$L__BB9_3"

"$L__BB9_3":                                      ; preds = %"$L__BB9_3", %"$L__BB9_2"
  %"%rd53.0" = phi i64 [ %52, %"$L__BB9_2" ], [ %56, %"$L__BB9_3" ]
  %54 = add i64 %53, %"%rd53.0"
  %55 = cmpxchg ptr addrspace(1) %.pre-phi110, i64 %"%rd53.0", i64 %54 monotonic monotonic, align 8
  %56 = extractvalue { i64, i1 } %55, 0
  %.not = extractvalue { i64, i1 } %55, 1
  br i1 %.not, label %57, label %"$L__BB9_3"

57:                                               ; preds = %"$L__BB9_3"
  %58 = inttoptr i64 %1 to ptr
  %59 = addrspacecast ptr %58 to ptr addrspace(1)
  %60 = ptrtoint ptr addrspace(1) %59 to i64
  %61 = zext i16 %35 to i32
  %62 = mul i32 %2, %61
  %63 = add i32 %62, %3
  %64 = shl i32 %63, 3
  %65 = zext i32 %64 to i64
  %66 = shl nuw nsw i64 %65, 2
  %67 = add i64 %66, %60
  %68 = shl nuw nsw i64 %4, 3
  %69 = add i64 %68, ptrtoint (ptr addrspace(1) @G_SCOPEDF to i64)
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  %71 = atomicrmw fadd ptr addrspace(1) %70, float 5.000000e-01 syncscope("workgroup") monotonic, align 4
  %72 = uitofp i32 %3 to float
  %73 = add i64 %68, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPEDF to i64), i64 4)
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  %75 = atomicrmw fadd ptr addrspace(1) %74, float %72 monotonic, align 4
  %76 = atomicrmw add ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s, i32 %3 syncscope("workgroup") monotonic, align 4
  %77 = mul i32 %3, 16777472
  %78 = atomicrmw xor ptr addrspace(3) inttoptr (i32 add (i32 ptrtoint (ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s to i32), i32 4) to ptr addrspace(3)), i32 %77 syncscope("workgroup") monotonic, align 4
  %79 = atomicrmw uinc_wrap ptr addrspace(3) inttoptr (i32 add (i32 ptrtoint (ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s to i32), i32 8) to ptr addrspace(3)), i32 15 syncscope("workgroup") monotonic, align 4
  %80 = atomicrmw xchg ptr addrspace(3) inttoptr (i32 add (i32 ptrtoint (ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s to i32), i32 12) to ptr addrspace(3)), i32 %3 syncscope("workgroup") monotonic, align 4
  %81 = atomicrmw add ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s, i32 %80 syncscope("workgroup") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %82 = shl i32 %3, 2
  %83 = zext i32 %82 to i64
  %84 = and i64 %83, 28
  %85 = add i64 %6, %84
  %86 = inttoptr i64 %85 to ptr addrspace(1)
  %87 = load i32, ptr addrspace(1) %86, align 4
  %88 = inttoptr i64 %67 to ptr addrspace(1)
  store i32 %87, ptr addrspace(1) %88, align 4
  %89 = load i64, ptr addrspace(1) %.pre-phi108, align 8
  %90 = add i64 %67, 4
  %91 = inttoptr i64 %90 to ptr addrspace(1)
  %92 = trunc i64 %89 to i32
  store i32 %92, ptr addrspace(1) %91, align 4
  %93 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @G_SCOPED64 to i64), i64 4)
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  %95 = load i32, ptr addrspace(1) %94, align 4
  %96 = add i64 %67, 8
  %97 = inttoptr i64 %96 to ptr addrspace(1)
  store i32 %95, ptr addrspace(1) %97, align 4
  %98 = load i64, ptr addrspace(1) %.pre-phi110, align 8
  %99 = add i64 %67, 12
  %100 = inttoptr i64 %99 to ptr addrspace(1)
  %101 = trunc i64 %98 to i32
  store i32 %101, ptr addrspace(1) %100, align 4
  %102 = and i64 %83, 4
  %103 = add i64 %69, %102
  %104 = inttoptr i64 %103 to ptr addrspace(1)
  %105 = load i32, ptr addrspace(1) %104, align 4
  %106 = bitcast i32 %105 to float
  %107 = fcmp uno float %106, 0.000000e+00
  %108 = select i1 %107, i32 2147483647, i32 %105
  %109 = add i64 %67, 16
  %110 = inttoptr i64 %109 to ptr addrspace(1)
  store i32 %108, ptr addrspace(1) %110, align 4
  %111 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s, i32 12), align 4
  %112 = load i32, ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s, align 4
  %113 = add i32 %111, %112
  %114 = add i64 %67, 20
  %115 = inttoptr i64 %114 to ptr addrspace(1)
  store i32 %113, ptr addrspace(1) %115, align 4
  %116 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s, i32 4), align 4
  %117 = add i64 %67, 24
  %118 = inttoptr i64 %117 to ptr addrspace(1)
  store i32 %116, ptr addrspace(1) %118, align 4
  %119 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scoped_atomics._ZZ14scoped_atomicsE1s, i32 8), align 4
  %120 = add i64 %67, 28
  %121 = inttoptr i64 %120 to ptr addrspace(1)
  store i32 %119, ptr addrspace(1) %121, align 4
  ret void
}

define amdgpu_kernel void @reductions(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = call i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext i32 %2 to i64
  %5 = mul nuw nsw i64 %4, 40
  %6 = add i64 %5, ptrtoint (ptr addrspace(1) @G_RED to i64)
  %7 = icmp eq i32 %3, 0
  %8 = shl nuw nsw i64 %4, 2
  %9 = add i64 %8, ptrtoint (ptr addrspace(1) @G_REDF to i64)
  %10 = shl nuw nsw i64 %4, 3
  %11 = add i64 %10, ptrtoint (ptr addrspace(1) @G_REDD to i64)
  br i1 %7, label %"$L__BB10_1", label %"allocas.$L__BB10_2_crit_edge"

"allocas.$L__BB10_2_crit_edge":                   ; preds = %allocas
  %.pre = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 8)
  %.pre94 = inttoptr i64 %6 to ptr addrspace(1)
  %.pre96 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 4)
  %.pre98 = inttoptr i64 %.pre96 to ptr addrspace(1)
  %.pre100 = inttoptr i64 %.pre to ptr addrspace(1)
  %.pre102 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 12)
  %.pre104 = inttoptr i64 %.pre102 to ptr addrspace(1)
  %.pre106 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 16)
  %.pre108 = inttoptr i64 %.pre106 to ptr addrspace(1)
  %.pre110 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 20)
  %.pre112 = inttoptr i64 %.pre110 to ptr addrspace(1)
  %.pre114 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 24)
  %.pre116 = inttoptr i64 %.pre114 to ptr addrspace(1)
  %.pre118 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 28)
  %.pre120 = inttoptr i64 %.pre118 to ptr addrspace(1)
  %.pre122 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 32)
  %.pre124 = inttoptr i64 %.pre122 to ptr addrspace(1)
  %.pre126 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 36)
  %.pre128 = inttoptr i64 %.pre126 to ptr addrspace(1)
  %.pre130 = mul nuw nsw i64 %4, 24
  %.pre132 = add i64 %.pre130, ptrtoint (ptr addrspace(1) @G_RED64 to i64)
  %.pre134 = inttoptr i64 %.pre132 to ptr addrspace(1)
  %.pre136 = add i64 %.pre130, add (i64 ptrtoint (ptr addrspace(1) @G_RED64 to i64), i64 8)
  %.pre138 = inttoptr i64 %.pre136 to ptr addrspace(1)
  %.pre140 = add i64 %.pre130, add (i64 ptrtoint (ptr addrspace(1) @G_RED64 to i64), i64 16)
  %.pre142 = inttoptr i64 %.pre140 to ptr addrspace(1)
  %.pre144 = inttoptr i64 %9 to ptr addrspace(1)
  %.pre146 = inttoptr i64 %11 to ptr addrspace(1)
  br label %"$L__BB10_2"

"$L__BB10_1":                                     ; preds = %allocas
  %12 = inttoptr i64 %6 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %12, align 4
  %13 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 4)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %14, align 4
  %15 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 12)
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %16, align 4
  %17 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 16)
  %18 = inttoptr i64 %17 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %18, align 4
  %19 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 24)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %20, align 4
  %21 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 28)
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %22, align 4
  %23 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 32)
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %24, align 4
  %25 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 36)
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %26, align 4
  %27 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 8)
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  store i32 -1, ptr addrspace(1) %28, align 4
  %29 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_RED to i64), i64 20)
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  store i32 2147483647, ptr addrspace(1) %30, align 4
  %31 = mul nuw nsw i64 %4, 24
  %32 = add i64 %31, ptrtoint (ptr addrspace(1) @G_RED64 to i64)
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %33, align 8
  %34 = add i64 %31, add (i64 ptrtoint (ptr addrspace(1) @G_RED64 to i64), i64 8)
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %35, align 8
  %36 = add i64 %31, add (i64 ptrtoint (ptr addrspace(1) @G_RED64 to i64), i64 16)
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %37, align 8
  %38 = inttoptr i64 %9 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %38, align 4
  %39 = inttoptr i64 %11 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %39, align 8
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @reductions._ZZ10reductionsE1s, i32 8), align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @reductions._ZZ10reductionsE1s, i32 4), align 4
  store i32 0, ptr addrspace(3) @reductions._ZZ10reductionsE1s, align 4
  store i32 -1, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @reductions._ZZ10reductionsE1s, i32 12), align 4
  br label %"$L__BB10_2"

"$L__BB10_2":                                     ; preds = %"allocas.$L__BB10_2_crit_edge", %"$L__BB10_1"
  %.pre-phi147 = phi ptr addrspace(1) [ %.pre146, %"allocas.$L__BB10_2_crit_edge" ], [ %39, %"$L__BB10_1" ]
  %.pre-phi145 = phi ptr addrspace(1) [ %.pre144, %"allocas.$L__BB10_2_crit_edge" ], [ %38, %"$L__BB10_1" ]
  %.pre-phi143 = phi ptr addrspace(1) [ %.pre142, %"allocas.$L__BB10_2_crit_edge" ], [ %37, %"$L__BB10_1" ]
  %.pre-phi139 = phi ptr addrspace(1) [ %.pre138, %"allocas.$L__BB10_2_crit_edge" ], [ %35, %"$L__BB10_1" ]
  %.pre-phi135 = phi ptr addrspace(1) [ %.pre134, %"allocas.$L__BB10_2_crit_edge" ], [ %33, %"$L__BB10_1" ]
  %.pre-phi133 = phi i64 [ %.pre132, %"allocas.$L__BB10_2_crit_edge" ], [ %32, %"$L__BB10_1" ]
  %.pre-phi129 = phi ptr addrspace(1) [ %.pre128, %"allocas.$L__BB10_2_crit_edge" ], [ %26, %"$L__BB10_1" ]
  %.pre-phi125 = phi ptr addrspace(1) [ %.pre124, %"allocas.$L__BB10_2_crit_edge" ], [ %24, %"$L__BB10_1" ]
  %.pre-phi121 = phi ptr addrspace(1) [ %.pre120, %"allocas.$L__BB10_2_crit_edge" ], [ %22, %"$L__BB10_1" ]
  %.pre-phi117 = phi ptr addrspace(1) [ %.pre116, %"allocas.$L__BB10_2_crit_edge" ], [ %20, %"$L__BB10_1" ]
  %.pre-phi113 = phi ptr addrspace(1) [ %.pre112, %"allocas.$L__BB10_2_crit_edge" ], [ %30, %"$L__BB10_1" ]
  %.pre-phi109 = phi ptr addrspace(1) [ %.pre108, %"allocas.$L__BB10_2_crit_edge" ], [ %18, %"$L__BB10_1" ]
  %.pre-phi105 = phi ptr addrspace(1) [ %.pre104, %"allocas.$L__BB10_2_crit_edge" ], [ %16, %"$L__BB10_1" ]
  %.pre-phi101 = phi ptr addrspace(1) [ %.pre100, %"allocas.$L__BB10_2_crit_edge" ], [ %28, %"$L__BB10_1" ]
  %.pre-phi99 = phi ptr addrspace(1) [ %.pre98, %"allocas.$L__BB10_2_crit_edge" ], [ %14, %"$L__BB10_1" ]
  %.pre-phi95 = phi ptr addrspace(1) [ %.pre94, %"allocas.$L__BB10_2_crit_edge" ], [ %12, %"$L__BB10_1" ]
  %40 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %41 = getelementptr i8, ptr addrspace(4) %40, i64 4
  %42 = load i16, ptr addrspace(4) %41, align 2
  %43 = zext i16 %42 to i32
  %44 = mul i32 %2, %43
  %45 = add i32 %44, %3
  %46 = shl i32 %45, 3
  %47 = inttoptr i64 %1 to ptr
  %48 = addrspacecast ptr %47 to ptr addrspace(1)
  %49 = ptrtoint ptr addrspace(1) %48 to i64
  %50 = zext i32 %46 to i64
  %51 = shl nuw nsw i64 %50, 2
  %52 = add i64 %51, %49
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %53 = atomicrmw add ptr addrspace(1) %.pre-phi95, i32 %3 syncscope("agent") monotonic, align 4
  %54 = sub i32 0, %3
  %55 = atomicrmw add ptr addrspace(1) %.pre-phi99, i32 %54 syncscope("agent") monotonic, align 4
  %56 = shl i32 %3, 4
  %57 = xor i32 %56, -1
  %58 = atomicrmw and ptr addrspace(1) %.pre-phi101, i32 %57 syncscope("agent") monotonic, align 4
  %59 = shl i32 %3, 3
  %60 = atomicrmw or ptr addrspace(1) %.pre-phi105, i32 %59 syncscope("agent") monotonic, align 4
  %61 = mul i32 %3, 65537
  %62 = atomicrmw xor ptr addrspace(1) %.pre-phi109, i32 %61 syncscope("agent") monotonic, align 4
  %63 = add i32 %3, -20
  %64 = atomicrmw min ptr addrspace(1) %.pre-phi113, i32 %63 syncscope("agent") monotonic, align 4
  %65 = mul i32 %3, 5
  %66 = atomicrmw umax ptr addrspace(1) %.pre-phi117, i32 %65 syncscope("agent") monotonic, align 4
  %67 = atomicrmw uinc_wrap ptr addrspace(1) %.pre-phi121, i32 10 syncscope("agent") monotonic, align 4
  %68 = atomicrmw udec_wrap ptr addrspace(1) %.pre-phi125, i32 6 syncscope("agent") monotonic, align 4
  %69 = atomicrmw add ptr addrspace(1) %.pre-phi129, i32 %54 syncscope("agent") monotonic, align 4
  %70 = zext i32 %3 to i64
  %71 = shl nuw nsw i64 %70, 31
  %72 = atomicrmw add ptr addrspace(1) %.pre-phi135, i64 %71 syncscope("agent") monotonic, align 8
  %73 = shl i64 %70, 40
  %74 = atomicrmw umax ptr addrspace(1) %.pre-phi139, i64 %73 syncscope("agent") monotonic, align 8
  %75 = and i32 %3, 63
  %76 = zext nneg i32 %75 to i64
  %77 = shl nuw i64 1, %76
  %78 = atomicrmw or ptr addrspace(1) %.pre-phi143, i64 %77 syncscope("agent") monotonic, align 8
  %79 = uitofp i32 %3 to float
  %80 = fadd float %79, %79
  %81 = atomicrmw fadd ptr addrspace(1) %.pre-phi145, float %80 syncscope("agent") monotonic, align 4
  %82 = uitofp i32 %3 to double
  %83 = fmul double %82, 1.250000e-01
  %84 = atomicrmw fadd ptr addrspace(1) %.pre-phi147, double %83 syncscope("agent") monotonic, align 8
  %85 = atomicrmw add ptr addrspace(3) @reductions._ZZ10reductionsE1s, i32 %3 syncscope("agent") monotonic, align 4
  %86 = and i32 %3, 31
  %87 = shl nuw i32 1, %86
  %88 = atomicrmw or ptr addrspace(3) inttoptr (i32 add (i32 ptrtoint (ptr addrspace(3) @reductions._ZZ10reductionsE1s to i32), i32 4) to ptr addrspace(3)), i32 %87 syncscope("agent") monotonic, align 4
  %89 = mul i32 %3, 11
  %90 = atomicrmw umax ptr addrspace(3) inttoptr (i32 add (i32 ptrtoint (ptr addrspace(3) @reductions._ZZ10reductionsE1s to i32), i32 8) to ptr addrspace(3)), i32 %89 syncscope("agent") monotonic, align 4
  %91 = mul nuw nsw i64 %70, 138547333
  %92 = lshr i64 %91, 32
  %93 = trunc nuw nsw i64 %92 to i32
  %94 = sub i32 %3, %93
  %95 = lshr i32 %94, 1
  %96 = add nuw i32 %95, %93
  %97 = lshr i32 %96, 4
  %98 = add i32 %97, %3
  %99 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %98)
  %100 = atomicrmw and ptr addrspace(3) inttoptr (i32 add (i32 ptrtoint (ptr addrspace(3) @reductions._ZZ10reductionsE1s to i32), i32 12) to ptr addrspace(3)), i32 %99 syncscope("agent") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %101 = mul nuw i64 %70, 3435973837
  %102 = lshr i64 %101, 35
  %103 = trunc nuw nsw i64 %102 to i32
  %.neg = mul i32 %103, -10
  %104 = add i32 %.neg, %3
  %105 = zext i32 %104 to i64
  %106 = shl nuw nsw i64 %105, 2
  %107 = add i64 %6, %106
  %108 = inttoptr i64 %107 to ptr addrspace(1)
  %109 = load i32, ptr addrspace(1) %108, align 4
  %110 = inttoptr i64 %52 to ptr addrspace(1)
  store i32 %109, ptr addrspace(1) %110, align 4
  %111 = mul nuw i64 %70, 2863311531
  %112 = lshr i64 %111, 33
  %113 = trunc nuw nsw i64 %112 to i32
  %.neg93 = mul i32 %113, -3
  %114 = add i32 %.neg93, %3
  %115 = zext i32 %114 to i64
  %116 = shl nuw nsw i64 %115, 3
  %117 = add i64 %.pre-phi133, %116
  %118 = inttoptr i64 %117 to ptr addrspace(1)
  %119 = load i64, ptr addrspace(1) %118, align 8
  %120 = add i64 %52, 4
  %121 = inttoptr i64 %120 to ptr addrspace(1)
  %122 = trunc i64 %119 to i32
  store i32 %122, ptr addrspace(1) %121, align 4
  %123 = or disjoint i64 %117, 4
  %124 = inttoptr i64 %123 to ptr addrspace(1)
  %125 = load i32, ptr addrspace(1) %124, align 4
  %126 = add i64 %52, 8
  %127 = inttoptr i64 %126 to ptr addrspace(1)
  store i32 %125, ptr addrspace(1) %127, align 4
  %128 = load i32, ptr addrspace(1) %.pre-phi145, align 4
  %129 = bitcast i32 %128 to float
  %130 = fcmp uno float %129, 0.000000e+00
  %131 = select i1 %130, i32 2147483647, i32 %128
  %132 = add i64 %52, 12
  %133 = inttoptr i64 %132 to ptr addrspace(1)
  store i32 %131, ptr addrspace(1) %133, align 4
  %134 = load i64, ptr addrspace(1) %.pre-phi147, align 8
  %135 = bitcast i64 %134 to double
  %136 = fcmp uno double %135, 0.000000e+00
  %137 = lshr i64 %134, 32
  %138 = trunc nuw i64 %137 to i32
  %139 = select i1 %136, i32 2147483647, i32 %138
  %140 = add i64 %52, 16
  %141 = inttoptr i64 %140 to ptr addrspace(1)
  store i32 %139, ptr addrspace(1) %141, align 4
  %142 = shl i32 %3, 2
  %143 = and i32 %142, 12
  %144 = add i32 %143, ptrtoint (ptr addrspace(3) @reductions._ZZ10reductionsE1s to i32)
  %145 = inttoptr i32 %144 to ptr addrspace(3)
  %146 = load i32, ptr addrspace(3) %145, align 4
  %147 = add i64 %52, 20
  %148 = inttoptr i64 %147 to ptr addrspace(1)
  store i32 %146, ptr addrspace(1) %148, align 4
  ret void
}

define amdgpu_kernel void @red_asm(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = call i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext i32 %2 to i64
  %5 = icmp eq i32 %3, 0
  %6 = shl nuw nsw i64 %4, 2
  %7 = add i64 %6, ptrtoint (ptr addrspace(1) @G_REDASMF to i64)
  %8 = shl nuw nsw i64 %4, 3
  %9 = add i64 %8, ptrtoint (ptr addrspace(1) @G_REDASMD to i64)
  br i1 %5, label %"$L__BB11_1", label %"allocas.$L__BB11_2_crit_edge"

"allocas.$L__BB11_2_crit_edge":                   ; preds = %allocas
  %.pre = mul nuw nsw i64 %4, 36
  %.pre82 = add i64 %.pre, ptrtoint (ptr addrspace(1) @G_REDASM to i64)
  %.pre84 = inttoptr i64 %.pre82 to ptr addrspace(1)
  %.pre86 = add i64 %.pre, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 4)
  %.pre88 = inttoptr i64 %.pre86 to ptr addrspace(1)
  %.pre90 = add i64 %.pre, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 8)
  %.pre92 = inttoptr i64 %.pre90 to ptr addrspace(1)
  %.pre94 = add i64 %.pre, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 12)
  %.pre96 = inttoptr i64 %.pre94 to ptr addrspace(1)
  %.pre98 = add i64 %.pre, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 16)
  %.pre100 = inttoptr i64 %.pre98 to ptr addrspace(1)
  %.pre102 = add i64 %.pre, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 20)
  %.pre104 = inttoptr i64 %.pre102 to ptr addrspace(1)
  %.pre106 = add i64 %.pre, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 24)
  %.pre108 = inttoptr i64 %.pre106 to ptr addrspace(1)
  %.pre110 = add i64 %.pre, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 28)
  %.pre112 = inttoptr i64 %.pre110 to ptr addrspace(1)
  %.pre114 = add i64 %.pre, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 32)
  %.pre116 = inttoptr i64 %.pre114 to ptr addrspace(1)
  %.pre118 = shl nuw nsw i64 %4, 4
  %.pre120 = add i64 %.pre118, ptrtoint (ptr addrspace(1) @G_REDASM64 to i64)
  %.pre122 = inttoptr i64 %.pre120 to ptr addrspace(1)
  %.pre124 = add i64 %.pre118, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM64 to i64), i64 8)
  %.pre126 = inttoptr i64 %.pre124 to ptr addrspace(1)
  %.pre128 = inttoptr i64 %7 to ptr addrspace(1)
  %.pre130 = inttoptr i64 %9 to ptr addrspace(1)
  br label %"$L__BB11_2"

"$L__BB11_1":                                     ; preds = %allocas
  %10 = mul nuw nsw i64 %4, 36
  %11 = add i64 %10, ptrtoint (ptr addrspace(1) @G_REDASM to i64)
  %12 = inttoptr i64 %11 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %12, align 4
  %13 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 4)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %14, align 4
  %15 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 8)
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %16, align 4
  %17 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 20)
  %18 = inttoptr i64 %17 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %18, align 4
  %19 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 24)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %20, align 4
  %21 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 28)
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %22, align 4
  %23 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 32)
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %24, align 4
  %25 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 16)
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  store i32 -1, ptr addrspace(1) %26, align 4
  %27 = add i64 %10, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM to i64), i64 12)
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  store i32 100, ptr addrspace(1) %28, align 4
  %29 = shl nuw nsw i64 %4, 4
  %30 = add i64 %29, ptrtoint (ptr addrspace(1) @G_REDASM64 to i64)
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %31, align 8
  %32 = add i64 %29, add (i64 ptrtoint (ptr addrspace(1) @G_REDASM64 to i64), i64 8)
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %33, align 8
  %34 = inttoptr i64 %7 to ptr addrspace(1)
  store i32 1065353216, ptr addrspace(1) %34, align 4
  %35 = inttoptr i64 %9 to ptr addrspace(1)
  store i64 -4616189618054758400, ptr addrspace(1) %35, align 8
  store i32 0, ptr addrspace(3) @red_asm._ZZ7red_asmE1s, align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @red_asm._ZZ7red_asmE1s, i32 4), align 4
  store i32 305419896, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @red_asm._ZZ7red_asmE1s, i32 8), align 4
  store i64 0, ptr addrspace(3) @red_asm._ZZ7red_asmE3s64, align 8
  br label %"$L__BB11_2"

"$L__BB11_2":                                     ; preds = %"allocas.$L__BB11_2_crit_edge", %"$L__BB11_1"
  %.pre-phi131 = phi ptr addrspace(1) [ %.pre130, %"allocas.$L__BB11_2_crit_edge" ], [ %35, %"$L__BB11_1" ]
  %.pre-phi129 = phi ptr addrspace(1) [ %.pre128, %"allocas.$L__BB11_2_crit_edge" ], [ %34, %"$L__BB11_1" ]
  %.pre-phi127 = phi ptr addrspace(1) [ %.pre126, %"allocas.$L__BB11_2_crit_edge" ], [ %33, %"$L__BB11_1" ]
  %.pre-phi123 = phi ptr addrspace(1) [ %.pre122, %"allocas.$L__BB11_2_crit_edge" ], [ %31, %"$L__BB11_1" ]
  %.pre-phi121 = phi i64 [ %.pre120, %"allocas.$L__BB11_2_crit_edge" ], [ %30, %"$L__BB11_1" ]
  %.pre-phi117 = phi ptr addrspace(1) [ %.pre116, %"allocas.$L__BB11_2_crit_edge" ], [ %24, %"$L__BB11_1" ]
  %.pre-phi113 = phi ptr addrspace(1) [ %.pre112, %"allocas.$L__BB11_2_crit_edge" ], [ %22, %"$L__BB11_1" ]
  %.pre-phi109 = phi ptr addrspace(1) [ %.pre108, %"allocas.$L__BB11_2_crit_edge" ], [ %20, %"$L__BB11_1" ]
  %.pre-phi105 = phi ptr addrspace(1) [ %.pre104, %"allocas.$L__BB11_2_crit_edge" ], [ %18, %"$L__BB11_1" ]
  %.pre-phi101 = phi ptr addrspace(1) [ %.pre100, %"allocas.$L__BB11_2_crit_edge" ], [ %26, %"$L__BB11_1" ]
  %.pre-phi97 = phi ptr addrspace(1) [ %.pre96, %"allocas.$L__BB11_2_crit_edge" ], [ %28, %"$L__BB11_1" ]
  %.pre-phi93 = phi ptr addrspace(1) [ %.pre92, %"allocas.$L__BB11_2_crit_edge" ], [ %16, %"$L__BB11_1" ]
  %.pre-phi89 = phi ptr addrspace(1) [ %.pre88, %"allocas.$L__BB11_2_crit_edge" ], [ %14, %"$L__BB11_1" ]
  %.pre-phi85 = phi ptr addrspace(1) [ %.pre84, %"allocas.$L__BB11_2_crit_edge" ], [ %12, %"$L__BB11_1" ]
  %.pre-phi83 = phi i64 [ %.pre82, %"allocas.$L__BB11_2_crit_edge" ], [ %11, %"$L__BB11_1" ]
  %.pre-phi = phi i64 [ %.pre, %"allocas.$L__BB11_2_crit_edge" ], [ %10, %"$L__BB11_1" ]
  %36 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %37 = getelementptr i8, ptr addrspace(4) %36, i64 4
  %38 = load i16, ptr addrspace(4) %37, align 2
  %39 = zext i16 %38 to i32
  %40 = mul i32 %2, %39
  %41 = add i32 %40, %3
  %42 = shl i32 %41, 3
  %43 = inttoptr i64 %1 to ptr
  %44 = addrspacecast ptr %43 to ptr addrspace(1)
  %45 = ptrtoint ptr addrspace(1) %44 to i64
  %46 = zext i32 %42 to i64
  %47 = shl nuw nsw i64 %46, 2
  %48 = add i64 %47, %45
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %49 = atomicrmw add ptr addrspace(1) %.pre-phi85, i32 %3 syncscope("agent") monotonic, align 4
  %50 = sub i32 0, %3
  %51 = atomicrmw add ptr addrspace(1) %.pre-phi89, i32 %50 syncscope("agent") monotonic, align 4
  %52 = mul i32 %3, 9
  %53 = atomicrmw umax ptr addrspace(1) %.pre-phi93, i32 %52 syncscope("agent") monotonic, align 4
  %54 = add i32 %3, -40
  %55 = atomicrmw min ptr addrspace(1) %.pre-phi97, i32 %54 syncscope("agent") monotonic, align 4
  %56 = and i32 %3, 31
  %57 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %3)
  %58 = atomicrmw and ptr addrspace(1) %.pre-phi101, i32 %57 syncscope("agent") monotonic, align 4
  %59 = and i32 %3, 15
  %60 = shl nuw nsw i32 1, %59
  %61 = atomicrmw or ptr addrspace(1) %.pre-phi105, i32 %60 syncscope("agent") monotonic, align 4
  %62 = mul i32 %3, 3
  %63 = atomicrmw xor ptr addrspace(1) %.pre-phi109, i32 %62 syncscope("agent") monotonic, align 4
  %64 = atomicrmw uinc_wrap ptr addrspace(1) %.pre-phi113, i32 24 syncscope("agent") monotonic, align 4
  %65 = atomicrmw udec_wrap ptr addrspace(1) %.pre-phi117, i32 9 syncscope("agent") monotonic, align 4
  %66 = zext i32 %3 to i64
  %67 = mul i64 %66, 68719476737
  %68 = atomicrmw add ptr addrspace(1) %.pre-phi123, i64 %67 syncscope("agent") monotonic, align 8
  %69 = shl i64 %66, 50
  %70 = atomicrmw umax ptr addrspace(1) %.pre-phi127, i64 %69 monotonic, align 8
  %71 = atomicrmw fadd ptr addrspace(1) %.pre-phi129, float 7.500000e-01 syncscope("agent") monotonic, align 4
  %72 = uitofp i32 %3 to double
  %73 = atomicrmw fadd ptr addrspace(1) %.pre-phi131, double %72 syncscope("workgroup") monotonic, align 8
  %74 = add i32 %3, 1
  %75 = atomicrmw add ptr addrspace(3) @red_asm._ZZ7red_asmE1s, i32 %74 syncscope("agent") monotonic, align 4
  %76 = xor i32 %56, 31
  %77 = shl nuw i32 1, %76
  %78 = atomicrmw or ptr addrspace(3) inttoptr (i32 add (i32 ptrtoint (ptr addrspace(3) @red_asm._ZZ7red_asmE1s to i32), i32 4) to ptr addrspace(3)), i32 %77 syncscope("agent") monotonic, align 4
  %79 = shl i32 %3, 16
  %80 = atomicrmw xor ptr addrspace(3) inttoptr (i32 add (i32 ptrtoint (ptr addrspace(3) @red_asm._ZZ7red_asmE1s to i32), i32 8) to ptr addrspace(3)), i32 %79 syncscope("agent") monotonic, align 4
  %81 = atomicrmw add ptr addrspace(3) @red_asm._ZZ7red_asmE3s64, i64 4294967295 syncscope("agent") monotonic, align 8
  %82 = add i64 %.pre-phi, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_REDASM to ptr) to i64)
  %83 = inttoptr i64 %82 to ptr
  %84 = atomicrmw add ptr %83, i32 1 syncscope("agent") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %85 = mul nuw nsw i64 %66, 954437177
  %86 = lshr i64 %85, 33
  %87 = trunc nuw nsw i64 %86 to i32
  %.neg = mul i32 %87, -9
  %88 = add i32 %.neg, %3
  %89 = zext i32 %88 to i64
  %90 = shl nuw nsw i64 %89, 2
  %91 = add i64 %.pre-phi83, %90
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  %93 = load i32, ptr addrspace(1) %92, align 4
  %94 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %93, ptr addrspace(1) %94, align 4
  %95 = shl nuw nsw i64 %66, 3
  %96 = and i64 %95, 8
  %97 = add i64 %.pre-phi121, %96
  %98 = inttoptr i64 %97 to ptr addrspace(1)
  %99 = load i64, ptr addrspace(1) %98, align 8
  %100 = add i64 %48, 4
  %101 = inttoptr i64 %100 to ptr addrspace(1)
  %102 = trunc i64 %99 to i32
  store i32 %102, ptr addrspace(1) %101, align 4
  %103 = or disjoint i64 %97, 4
  %104 = inttoptr i64 %103 to ptr addrspace(1)
  %105 = load i32, ptr addrspace(1) %104, align 4
  %106 = add i64 %48, 8
  %107 = inttoptr i64 %106 to ptr addrspace(1)
  store i32 %105, ptr addrspace(1) %107, align 4
  %108 = load i32, ptr addrspace(1) %.pre-phi129, align 4
  %109 = bitcast i32 %108 to float
  %110 = fcmp uno float %109, 0.000000e+00
  %111 = select i1 %110, i32 2147483647, i32 %108
  %112 = add i64 %48, 12
  %113 = inttoptr i64 %112 to ptr addrspace(1)
  store i32 %111, ptr addrspace(1) %113, align 4
  %114 = load i64, ptr addrspace(1) %.pre-phi131, align 8
  %115 = bitcast i64 %114 to double
  %116 = fcmp uno double %115, 0.000000e+00
  %117 = lshr i64 %114, 32
  %118 = trunc nuw i64 %117 to i32
  %119 = select i1 %116, i32 2147483647, i32 %118
  %120 = add i64 %48, 16
  %121 = inttoptr i64 %120 to ptr addrspace(1)
  store i32 %119, ptr addrspace(1) %121, align 4
  %122 = mul nuw i64 %66, 2863311531
  %123 = lshr i64 %122, 33
  %124 = trunc nuw nsw i64 %123 to i32
  %.neg81 = mul i32 %124, 1073741821
  %125 = add i32 %.neg81, %3
  %126 = shl i32 %125, 2
  %127 = add i32 %126, ptrtoint (ptr addrspace(3) @red_asm._ZZ7red_asmE1s to i32)
  %128 = inttoptr i32 %127 to ptr addrspace(3)
  %129 = load i32, ptr addrspace(3) %128, align 4
  %130 = add i64 %48, 20
  %131 = inttoptr i64 %130 to ptr addrspace(1)
  store i32 %129, ptr addrspace(1) %131, align 4
  %132 = load i64, ptr addrspace(3) @red_asm._ZZ7red_asmE3s64, align 8
  %133 = add i64 %48, 24
  %134 = inttoptr i64 %133 to ptr addrspace(1)
  %135 = trunc i64 %132 to i32
  store i32 %135, ptr addrspace(1) %134, align 4
  %136 = lshr i64 %132, 32
  %137 = add i64 %48, 28
  %138 = inttoptr i64 %137 to ptr addrspace(1)
  %139 = trunc nuw i64 %136 to i32
  store i32 %139, ptr addrspace(1) %138, align 4
  ret void
}

define amdgpu_kernel void @ordered_atomics(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = call i32 @llvm.amdgcn.workitem.id.x()
  %4 = zext i32 %2 to i64
  %5 = mul nuw nsw i64 %4, 24
  %6 = add i64 %5, ptrtoint (ptr addrspace(1) @G_ORDERED to i64)
  %7 = icmp eq i32 %3, 0
  %8 = shl nuw nsw i64 %4, 3
  %9 = add i64 %8, ptrtoint (ptr addrspace(1) @G_ORDERED64 to i64)
  br i1 %7, label %"$L__BB12_1", label %"allocas.$L__BB12_2_crit_edge"

"allocas.$L__BB12_2_crit_edge":                   ; preds = %allocas
  %.pre = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_ORDERED to i64), i64 4)
  %.pre47 = inttoptr i64 %6 to ptr addrspace(1)
  %.pre49 = inttoptr i64 %.pre to ptr addrspace(1)
  %.pre51 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_ORDERED to i64), i64 8)
  %.pre53 = inttoptr i64 %.pre51 to ptr addrspace(1)
  %.pre55 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_ORDERED to i64), i64 12)
  %.pre57 = inttoptr i64 %.pre55 to ptr addrspace(1)
  %.pre59 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_ORDERED to i64), i64 20)
  %.pre61 = inttoptr i64 %.pre59 to ptr addrspace(1)
  %.pre63 = inttoptr i64 %9 to ptr addrspace(1)
  %.pre65 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_ORDERED to i64), i64 16)
  %.pre67 = inttoptr i64 %.pre65 to ptr addrspace(1)
  br label %"$L__BB12_2"

"$L__BB12_1":                                     ; preds = %allocas
  %10 = inttoptr i64 %6 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %10, align 4
  %11 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_ORDERED to i64), i64 4)
  %12 = inttoptr i64 %11 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %12, align 4
  %13 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_ORDERED to i64), i64 8)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %14, align 4
  %15 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_ORDERED to i64), i64 12)
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %16, align 4
  %17 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_ORDERED to i64), i64 16)
  %18 = inttoptr i64 %17 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %18, align 4
  %19 = add i64 %5, add (i64 ptrtoint (ptr addrspace(1) @G_ORDERED to i64), i64 20)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %20, align 4
  %21 = inttoptr i64 %9 to ptr addrspace(1)
  store i64 0, ptr addrspace(1) %21, align 8
  store i32 0, ptr addrspace(3) @ordered_atomics._ZZ15ordered_atomicsE1s, align 4
  store i32 0, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ordered_atomics._ZZ15ordered_atomicsE1s, i32 4), align 4
  br label %"$L__BB12_2"

"$L__BB12_2":                                     ; preds = %"allocas.$L__BB12_2_crit_edge", %"$L__BB12_1"
  %.pre-phi68 = phi ptr addrspace(1) [ %.pre67, %"allocas.$L__BB12_2_crit_edge" ], [ %18, %"$L__BB12_1" ]
  %.pre-phi64 = phi ptr addrspace(1) [ %.pre63, %"allocas.$L__BB12_2_crit_edge" ], [ %21, %"$L__BB12_1" ]
  %.pre-phi62 = phi ptr addrspace(1) [ %.pre61, %"allocas.$L__BB12_2_crit_edge" ], [ %20, %"$L__BB12_1" ]
  %.pre-phi58 = phi ptr addrspace(1) [ %.pre57, %"allocas.$L__BB12_2_crit_edge" ], [ %16, %"$L__BB12_1" ]
  %.pre-phi54 = phi ptr addrspace(1) [ %.pre53, %"allocas.$L__BB12_2_crit_edge" ], [ %14, %"$L__BB12_1" ]
  %.pre-phi50 = phi ptr addrspace(1) [ %.pre49, %"allocas.$L__BB12_2_crit_edge" ], [ %12, %"$L__BB12_1" ]
  %.pre-phi48 = phi ptr addrspace(1) [ %.pre47, %"allocas.$L__BB12_2_crit_edge" ], [ %10, %"$L__BB12_1" ]
  %22 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %23 = getelementptr i8, ptr addrspace(4) %22, i64 4
  %24 = load i16, ptr addrspace(4) %23, align 2
  %25 = zext i16 %24 to i32
  %26 = mul i32 %2, %25
  %27 = add i32 %26, %3
  %28 = shl i32 %27, 3
  %29 = inttoptr i64 %1 to ptr
  %30 = addrspacecast ptr %29 to ptr addrspace(1)
  %31 = ptrtoint ptr addrspace(1) %30 to i64
  %32 = zext i32 %28 to i64
  %33 = shl nuw nsw i64 %32, 2
  %34 = add i64 %33, %31
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %35 = atomicrmw add ptr addrspace(1) %.pre-phi48, i32 1 syncscope("agent") acquire, align 4
  %36 = atomicrmw add ptr addrspace(1) %.pre-phi50, i32 %35 syncscope("agent") release, align 4
  %37 = add i32 %3, 1
  %38 = atomicrmw xchg ptr addrspace(1) %.pre-phi54, i32 %37 release, align 4
  %39 = atomicrmw add ptr addrspace(1) %.pre-phi58, i32 %38 syncscope("agent") monotonic, align 4
  %40 = and i32 %3, 31
  %41 = shl nuw i32 1, %40
  %42 = add i64 %5, add (i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_ORDERED to ptr) to i64), i64 16)
  %43 = inttoptr i64 %42 to ptr
  %44 = atomicrmw or ptr %43, i32 %41 syncscope("agent") acq_rel, align 4
  %45 = add i32 %3, 100
  %46 = cmpxchg ptr addrspace(1) %.pre-phi62, i32 0, i32 %45 syncscope("workgroup") monotonic monotonic, align 4
  %47 = extractvalue { i32, i1 } %46, 0
  %48 = atomicrmw add ptr addrspace(1) %.pre-phi64, i64 4294967296 acquire, align 8
  %49 = atomicrmw add ptr addrspace(3) @ordered_atomics._ZZ15ordered_atomicsE1s, i32 %3 syncscope("workgroup") acq_rel, align 4
  %50 = atomicrmw add ptr addrspace(3) inttoptr (i32 add (i32 ptrtoint (ptr addrspace(3) @ordered_atomics._ZZ15ordered_atomicsE1s to i32), i32 4) to ptr addrspace(3)), i32 2 syncscope("workgroup") release, align 4
  fence syncscope("agent") seq_cst
  fence syncscope("agent") acq_rel
  fence syncscope("workgroup") seq_cst
  fence acq_rel
  fence syncscope("workgroup") seq_cst
  fence syncscope("agent") seq_cst
  fence seq_cst
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %51 = load i32, ptr addrspace(1) %.pre-phi48, align 4
  %52 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 %51, ptr addrspace(1) %52, align 4
  %53 = load i32, ptr addrspace(1) %.pre-phi50, align 4
  %54 = add i64 %34, 4
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = load i32, ptr addrspace(1) %.pre-phi58, align 4
  %57 = load i32, ptr addrspace(1) %.pre-phi54, align 4
  %58 = add i32 %56, %57
  %59 = add i64 %34, 8
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = load i32, ptr addrspace(1) %.pre-phi68, align 4
  %62 = or i32 %61, %44
  %.not = icmp ne i32 %62, %61
  %63 = zext i1 %.not to i32
  %64 = add i32 %61, %63
  %65 = add i64 %34, 12
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store i32 %64, ptr addrspace(1) %66, align 4
  %67 = extractvalue { i32, i1 } %46, 1
  %68 = add i32 %47, -100
  %69 = icmp ult i32 %68, 64
  %70 = or i1 %67, %69
  %71 = zext i1 %70 to i32
  %72 = add i64 %34, 16
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  store i32 %71, ptr addrspace(1) %73, align 4
  %74 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @G_ORDERED64 to i64), i64 4)
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  %76 = load i32, ptr addrspace(1) %75, align 4
  %77 = icmp ult i64 %48, 274877906944
  %78 = zext i1 %77 to i32
  %79 = add i32 %76, %78
  %80 = add i64 %34, 20
  %81 = inttoptr i64 %80 to ptr addrspace(1)
  store i32 %79, ptr addrspace(1) %81, align 4
  %82 = icmp ult i32 %49, 2017
  %83 = select i1 %82, i32 65536, i32 0
  %84 = load i32, ptr addrspace(3) @ordered_atomics._ZZ15ordered_atomicsE1s, align 4
  %85 = add i32 %84, %83
  %86 = add i64 %34, 24
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  store i32 %85, ptr addrspace(1) %87, align 4
  %88 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @ordered_atomics._ZZ15ordered_atomicsE1s, i32 4), align 4
  %89 = add i64 %34, 28
  %90 = inttoptr i64 %89 to ptr addrspace(1)
  store i32 %88, ptr addrspace(1) %90, align 4
  ret void
}

define amdgpu_kernel void @last_block_sum(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call i32 @llvm.amdgcn.workitem.id.x()
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %"$L__BB13_2", label %53

"$L__BB13_2":                                     ; preds = %53, %allocas
  %8 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %9 = getelementptr i8, ptr addrspace(4) %8, i64 4
  %10 = load i16, ptr addrspace(4) %9, align 2
  %11 = zext i16 %10 to i32
  %12 = mul i32 %5, %11
  %13 = add i32 %12, %6
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %14 = mul i32 %13, %13
  %15 = atomicrmw add ptr addrspace(3) @last_block_sum._ZZ14last_block_sumE4part, i32 %14 syncscope("agent") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %7, label %"$L__BB13_4", label %54

"$L__BB13_4":                                     ; preds = %54, %"$L__BB13_2"
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %16 = load i32, ptr addrspace(3) @last_block_sum._ZZ14last_block_sumE4part, align 4
  %17 = shl i32 %13, 3
  %18 = zext i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 2
  %20 = add i64 %19, %4
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  store i32 %16, ptr addrspace(1) %21, align 4
  fence syncscope("workgroup") seq_cst
  %22 = load i8, ptr addrspace(3) @last_block_sum._ZZ14last_block_sumE4last, align 1
  %23 = icmp eq i8 %22, 0
  %24 = or i1 %7, %23
  br i1 %24, label %"$L__BB13_13", label %67

"$L__BB13_13":                                    ; preds = %"$L__BB13_12", %"$L__BB13_4"
  ret void

"$L__BB13_12":                                    ; preds = %"$L__BB13_11", %"$L__BB13_9", %67
  %"%r55.0" = phi i32 [ 0, %67 ], [ %"%r55.1", %"$L__BB13_9" ], [ %50, %"$L__BB13_11" ]
  fence seq_cst
  %25 = add i64 %4, 28
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  store i32 %"%r55.0", ptr addrspace(1) %26, align 4
  br label %"$L__BB13_13"

"$L__BB13_9":                                     ; preds = %80, %74
  %"%r51.0" = phi i64 [ 0, %74 ], [ %82, %80 ]
  %"%r55.1" = phi i32 [ 0, %74 ], [ %45, %80 ]
  %27 = icmp eq i32 %76, 0
  br i1 %27, label %"$L__BB13_12", label %83

"$L__BB13_8":                                     ; preds = %"$L__BB13_8", %78
  %"%r49.0" = phi i32 [ %79, %78 ], [ %47, %"$L__BB13_8" ]
  %"%r51.1" = phi i32 [ 0, %78 ], [ %46, %"$L__BB13_8" ]
  %"%r55.2" = phi i32 [ 0, %78 ], [ %45, %"$L__BB13_8" ]
  %28 = zext i32 %"%r51.1" to i64
  %29 = shl nuw nsw i64 %28, 2
  %30 = add i64 %29, ptrtoint (ptr addrspace(1) @G_PARTIAL to i64)
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  %32 = load volatile i32, ptr addrspace(1) %31, align 4
  %33 = add i32 %32, %"%r55.2"
  %34 = add i64 %29, add (i64 ptrtoint (ptr addrspace(1) @G_PARTIAL to i64), i64 4)
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  %36 = load volatile i32, ptr addrspace(1) %35, align 4
  %37 = add i32 %36, %33
  %38 = add i64 %29, add (i64 ptrtoint (ptr addrspace(1) @G_PARTIAL to i64), i64 8)
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  %40 = load volatile i32, ptr addrspace(1) %39, align 4
  %41 = add i32 %40, %37
  %42 = add i64 %29, add (i64 ptrtoint (ptr addrspace(1) @G_PARTIAL to i64), i64 12)
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  %44 = load volatile i32, ptr addrspace(1) %43, align 4
  %45 = add i32 %44, %41
  %46 = add i32 %"%r51.1", 4
  %47 = add i32 %"%r49.0", -4
  %.not = icmp eq i32 %47, 0
  br i1 %.not, label %80, label %"$L__BB13_8"

"$L__BB13_11":                                    ; preds = %"$L__BB13_11", %83
  %"%rd17.0" = phi i64 [ %84, %83 ], [ %51, %"$L__BB13_11" ]
  %"%r54.0" = phi i32 [ %76, %83 ], [ %52, %"$L__BB13_11" ]
  %"%r55.3" = phi i32 [ %"%r55.1", %83 ], [ %50, %"$L__BB13_11" ]
  %48 = inttoptr i64 %"%rd17.0" to ptr addrspace(1)
  %49 = load volatile i32, ptr addrspace(1) %48, align 4
  %50 = add i32 %49, %"%r55.3"
  %51 = add i64 %"%rd17.0", 4
  %52 = add i32 %"%r54.0", -1
  %.not25 = icmp eq i32 %52, 0
  br i1 %.not25, label %"$L__BB13_12", label %"$L__BB13_11"

53:                                               ; preds = %allocas
  store i32 0, ptr addrspace(3) @last_block_sum._ZZ14last_block_sumE4part, align 4
  br label %"$L__BB13_2"

54:                                               ; preds = %"$L__BB13_2"
  %55 = load i32, ptr addrspace(3) @last_block_sum._ZZ14last_block_sumE4part, align 4
  %56 = zext i32 %5 to i64
  %57 = shl nuw nsw i64 %56, 2
  %58 = add i64 %57, ptrtoint (ptr addrspace(1) @G_PARTIAL to i64)
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %59, align 4
  fence syncscope("agent") seq_cst
  %60 = getelementptr i8, ptr addrspace(4) %8, i64 12
  %61 = load i32, ptr addrspace(4) %60, align 4
  %62 = udiv i32 %61, %11
  %63 = add i32 %62, -1
  %64 = atomicrmw uinc_wrap ptr addrspace(1) @G_TICKET, i32 %63 syncscope("agent") monotonic, align 4
  %65 = icmp eq i32 %64, %63
  %66 = zext i1 %65 to i8
  store i8 %66, ptr addrspace(3) @last_block_sum._ZZ14last_block_sumE4last, align 1
  br label %"$L__BB13_4"

67:                                               ; preds = %"$L__BB13_4"
  %68 = getelementptr i8, ptr addrspace(4) %8, i64 12
  %69 = load i32, ptr addrspace(4) %68, align 4
  %70 = load i16, ptr addrspace(4) %9, align 2
  %71 = zext i16 %70 to i32
  %72 = udiv i32 %69, %71
  %73 = icmp ult i32 %69, %71
  br i1 %73, label %"$L__BB13_12", label %74

74:                                               ; preds = %67
  %75 = add i32 %72, -1
  %76 = and i32 %72, 3
  %77 = icmp ult i32 %75, 3
  br i1 %77, label %"$L__BB13_9", label %78

78:                                               ; preds = %74
  %79 = and i32 %72, -4
  br label %"$L__BB13_8"

80:                                               ; preds = %"$L__BB13_8"
  %81 = zext i32 %46 to i64
  %82 = shl nuw nsw i64 %81, 2
  br label %"$L__BB13_9"

83:                                               ; preds = %"$L__BB13_9"
  %84 = add i64 %"%r51.0", ptrtoint (ptr addrspace(1) @G_PARTIAL to i64)
  br label %"$L__BB13_11"
}

define amdgpu_kernel void @fences(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %12, ptr addrspace(1) %17, align 4
  fence syncscope("workgroup") seq_cst
  %18 = load i32, ptr addrspace(1) %17, align 4
  %19 = add i32 %18, 1
  %20 = add i64 %16, 4
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  store i32 %19, ptr addrspace(1) %21, align 4
  fence syncscope("agent") seq_cst
  %22 = load i32, ptr addrspace(1) %21, align 4
  %23 = shl i32 %22, 1
  %24 = add i64 %16, 8
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  store i32 %23, ptr addrspace(1) %25, align 4
  fence seq_cst
  %26 = load i32, ptr addrspace(1) %25, align 4
  %27 = xor i32 %26, 61680
  %28 = add i64 %16, 12
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  store i32 %27, ptr addrspace(1) %29, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %30 = load i32, ptr addrspace(1) %29, align 4
  %31 = add i64 %16, 16
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  store i32 %30, ptr addrspace(1) %32, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{}
