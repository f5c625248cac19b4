; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@G_H2 = protected global [8 x i8] zeroinitializer, align 4
@G_B2 = protected global [8 x i8] zeroinitializer, align 4
@G_H = protected global [8 x i8] zeroinitializer, align 2
@G_U32 = protected global [128 x i8] zeroinitializer, align 4
@G_U64 = protected global [128 x i8] zeroinitializer, align 8
@G_F32 = protected global [32 x i8] zeroinitializer, align 4
@G_F64 = protected global [64 x i8] zeroinitializer, align 8
@G_SCOPED = protected global [64 x i8] zeroinitializer, align 4
@G_SCOPED64 = protected global [32 x i8] zeroinitializer, align 8
@G_SCOPEDF = protected global [16 x i8] zeroinitializer, align 4
@G_RED = protected global [80 x i8] zeroinitializer, align 4
@G_RED64 = protected global [48 x i8] zeroinitializer, align 8
@G_REDF = protected global [8 x i8] zeroinitializer, align 4
@G_REDD = protected global [16 x i8] zeroinitializer, align 8
@G_REDASM = protected global [72 x i8] zeroinitializer, align 4
@G_REDASM64 = protected global [32 x i8] zeroinitializer, align 8
@G_REDASMF = protected global [8 x i8] zeroinitializer, align 4
@G_REDASMD = protected global [16 x i8] zeroinitializer, align 8
@G_ORDERED = protected global [48 x i8] zeroinitializer, align 4
@G_ORDERED64 = protected global [16 x i8] zeroinitializer, align 8
@G_PARTIAL = protected global [8 x i8] zeroinitializer, align 4
@G_TICKET = protected global [4 x i8] zeroinitializer, align 4
@__rocuda_kernel.shared_add_sub = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 32, i32 32, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shared_float_add = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 32, i32 32, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.global_half_add = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shared_exchange = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 32, i32 32, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shared_min_max = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 48, i32 48, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shared_inc_dec = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 28, i32 32, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shared_bitwise = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 44, i32 48, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shared_cas = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 30, i32 32, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.global_atomics = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.scoped_atomics = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 16, i32 16, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.reductions = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 16, i32 16, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.red_asm = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 24, i32 32, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.ordered_atomics = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 8, i32 16, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.last_block_sum = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 5, i32 16, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.fences = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @shared_add_sub(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = load i32, ptr %1, align 4
  %.not = icmp eq i32 %3, 0
  br i1 %.not, label %93, label %"$L__BB0_2"

"$L__BB0_2":                                      ; preds = %93, %allocas
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = mul i32 %5, %7
  %9 = add i32 %8, %3
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = getelementptr i8, ptr %1, i64 104
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %15, align 8
  call void %16(ptr nonnull %1, i32 0, i32 0) #1
  %17 = mul i32 %3, 3
  %18 = add i32 %17, 1
  %19 = getelementptr i8, ptr %1, i64 80
  %20 = load ptr, ptr %19, align 8
  %21 = atomicrmw add ptr %20, i32 %18 monotonic, align 4
  %22 = load ptr, ptr %19, align 8
  %23 = getelementptr i8, ptr %22, i64 4
  %24 = atomicrmw add ptr %23, i32 1 monotonic, align 4
  %25 = load ptr, ptr %19, align 8
  %26 = getelementptr i8, ptr %25, i64 8
  %27 = atomicrmw add ptr %26, i32 %24 monotonic, align 4
  %28 = sub i32 0, %3
  %29 = load ptr, ptr %19, align 8
  %30 = getelementptr i8, ptr %29, i64 12
  %31 = atomicrmw add ptr %30, i32 %28 monotonic, align 4
  %32 = and i32 %3, 1
  %.not20 = icmp eq i32 %32, 0
  %33 = shl i32 %3, 1
  %34 = select i1 %.not20, i32 %33, i32 %28
  %35 = load ptr, ptr %19, align 8
  %36 = getelementptr i8, ptr %35, i64 20
  %37 = atomicrmw add ptr %36, i32 %34 monotonic, align 4
  %38 = zext i32 %3 to i64
  %39 = or disjoint i64 %38, 4294967296
  %40 = load ptr, ptr %19, align 8
  %41 = getelementptr i8, ptr %40, i64 24
  %42 = atomicrmw add ptr %41, i64 %39 monotonic, align 8
  %.not21 = icmp ne i32 %24, 0
  %43 = zext i1 %.not21 to i32
  %44 = load ptr, ptr %19, align 8
  %45 = getelementptr i8, ptr %44, i64 16
  %46 = atomicrmw add ptr %45, i32 %43 monotonic, align 4
  %47 = load ptr, ptr %14, align 8
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr nonnull %1, i32 0, i32 0) #1
  %49 = load ptr, ptr %19, align 8
  %50 = load i32, ptr %49, align 4
  %51 = inttoptr i64 %13 to ptr
  store i32 %50, ptr %51, align 4
  %52 = load ptr, ptr %19, align 8
  %53 = getelementptr i8, ptr %52, i64 4
  %54 = load i32, ptr %53, align 4
  %55 = add i64 %13, 4
  %56 = inttoptr i64 %55 to ptr
  store i32 %54, ptr %56, align 4
  %57 = load ptr, ptr %19, align 8
  %58 = getelementptr i8, ptr %57, i64 8
  %59 = load i32, ptr %58, align 4
  %60 = add i64 %13, 8
  %61 = inttoptr i64 %60 to ptr
  store i32 %59, ptr %61, align 4
  %62 = load ptr, ptr %19, align 8
  %63 = getelementptr i8, ptr %62, i64 12
  %64 = load i32, ptr %63, align 4
  %65 = add i64 %13, 12
  %66 = inttoptr i64 %65 to ptr
  store i32 %64, ptr %66, align 4
  %67 = load ptr, ptr %19, align 8
  %68 = getelementptr i8, ptr %67, i64 20
  %69 = load i32, ptr %68, align 4
  %70 = add i64 %13, 16
  %71 = inttoptr i64 %70 to ptr
  store i32 %69, ptr %71, align 4
  %72 = load ptr, ptr %19, align 8
  %73 = getelementptr i8, ptr %72, i64 24
  %74 = load i64, ptr %73, align 8
  %75 = add i64 %13, 20
  %76 = inttoptr i64 %75 to ptr
  %77 = trunc i64 %74 to i32
  store i32 %77, ptr %76, align 4
  %78 = lshr i64 %74, 32
  %79 = add i64 %13, 24
  %80 = inttoptr i64 %79 to ptr
  %81 = trunc nuw i64 %78 to i32
  store i32 %81, ptr %80, align 4
  %82 = icmp ult i32 %24, 64
  %83 = select i1 %82, i32 256, i32 0
  %84 = icmp ult i64 %42, 274877906944
  %85 = select i1 %84, i32 65536, i32 0
  %86 = or disjoint i32 %85, %83
  %87 = load ptr, ptr %19, align 8
  %88 = getelementptr i8, ptr %87, i64 16
  %89 = load i32, ptr %88, align 4
  %90 = add i32 %86, %89
  %91 = add i64 %13, 28
  %92 = inttoptr i64 %91 to ptr
  store i32 %90, ptr %92, align 4
  ret void

93:                                               ; preds = %allocas
  %94 = getelementptr i8, ptr %1, i64 80
  %95 = load ptr, ptr %94, align 8
  store i32 5, ptr %95, align 4
  %96 = load ptr, ptr %94, align 8
  %97 = getelementptr i8, ptr %96, i64 4
  store i32 0, ptr %97, align 4
  %98 = load ptr, ptr %94, align 8
  %99 = getelementptr i8, ptr %98, i64 8
  store i32 0, ptr %99, align 4
  %100 = load ptr, ptr %94, align 8
  %101 = getelementptr i8, ptr %100, i64 12
  store i32 1000, ptr %101, align 4
  %102 = load ptr, ptr %94, align 8
  %103 = getelementptr i8, ptr %102, i64 20
  store i32 -7, ptr %103, align 4
  %104 = load ptr, ptr %94, align 8
  %105 = getelementptr i8, ptr %104, i64 24
  store i64 4294967280, ptr %105, align 8
  %106 = load ptr, ptr %94, align 8
  %107 = getelementptr i8, ptr %106, i64 16
  store i32 0, ptr %107, align 4
  br label %"$L__BB0_2"
}

define void @shared_float_add(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = load i32, ptr %1, align 4
  %.not = icmp eq i32 %3, 0
  br i1 %.not, label %64, label %"$L__BB1_2"

"$L__BB1_2":                                      ; preds = %64, %allocas
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr i8, ptr %1, i64 104
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %9, align 8
  call void %10(ptr nonnull %1, i32 0, i32 0) #1
  %11 = uitofp i32 %3 to float
  %12 = fmul float %11, 5.000000e-01
  %13 = getelementptr i8, ptr %1, i64 80
  %14 = load ptr, ptr %13, align 8
  %15 = atomicrmw fadd ptr %14, float %12 monotonic, align 4
  %16 = load ptr, ptr %13, align 8
  %17 = getelementptr i8, ptr %16, i64 28
  %18 = atomicrmw fadd ptr %17, float -2.500000e-01 monotonic, align 4
  %19 = uitofp i32 %3 to double
  %20 = fmul double %19, 1.250000e-01
  %21 = load ptr, ptr %13, align 8
  %22 = getelementptr i8, ptr %21, i64 8
  %23 = atomicrmw fadd ptr %22, double %20 monotonic, align 8
  %24 = fptrunc float %11 to half
  %25 = load ptr, ptr %13, align 8
  %26 = getelementptr i8, ptr %25, i64 16
  %27 = load atomic i32, ptr %26 monotonic, align 4
  br label %atomic.retry

"$L__BB1_3":                                      ; preds = %"$L__BB1_9", %atomic.done
  %"%r45.0" = phi i32 [ %99, %atomic.done ], [ %63, %"$L__BB1_9" ]
  %28 = and i32 %"%r45.0", -65536
  %29 = shl i32 %"%r45.0", 16
  %30 = bitcast i32 %29 to float
  %31 = fadd float %30, 1.000000e+00
  %32 = bitcast i32 %28 to float
  %33 = fadd float %32, 2.500000e-01
  %34 = bitcast float %31 to i32
  %35 = call float @llvm.fabs.f32(float %31)
  %36 = bitcast float %35 to i32
  %37 = icmp ugt i32 %36, 2139095040
  %38 = shl i32 %34, 16
  %39 = lshr i32 %34, 16
  %40 = trunc nuw i32 %39 to i16
  %41 = select i1 %37, i32 0, i32 %38
  %42 = select i1 %37, i16 32767, i16 %40
  %43 = icmp ugt i32 %41, -2147483648
  br i1 %43, label %"$L__BB1_5", label %100

"$L__BB1_5":                                      ; preds = %100, %"$L__BB1_3"
  %44 = add i16 %42, 1
  br label %"$L__BB1_6"

"$L__BB1_6":                                      ; preds = %"$L__BB1_5", %100
  %"%rs19.0" = phi i16 [ %44, %"$L__BB1_5" ], [ %42, %100 ]
  %45 = bitcast float %33 to i32
  %46 = call float @llvm.fabs.f32(float %33)
  %47 = bitcast float %46 to i32
  %48 = icmp ugt i32 %47, 2139095040
  %49 = shl i32 %45, 16
  %50 = lshr i32 %45, 16
  %51 = trunc nuw i32 %50 to i16
  %52 = select i1 %48, i32 0, i32 %49
  %53 = select i1 %48, i16 32767, i16 %51
  %54 = icmp ugt i32 %52, -2147483648
  br i1 %54, label %"$L__BB1_8", label %104

"$L__BB1_8":                                      ; preds = %104, %"$L__BB1_6"
  %55 = add i16 %53, 1
  br label %"$L__BB1_9"

"$L__BB1_9":                                      ; preds = %"$L__BB1_8", %104
  %"%rs20.0" = phi i16 [ %55, %"$L__BB1_8" ], [ %53, %104 ]
  %56 = zext i16 %"%rs19.0" to i32
  %57 = zext i16 %"%rs20.0" to i32
  %58 = shl nuw i32 %57, 16
  %59 = or disjoint i32 %58, %56
  %60 = load ptr, ptr %13, align 8
  %61 = getelementptr i8, ptr %60, i64 24
  %62 = cmpxchg ptr %61, i32 %"%r45.0", i32 %59 monotonic monotonic, align 4
  %63 = extractvalue { i32, i1 } %62, 0
  %.not41 = extractvalue { i32, i1 } %62, 1
  br i1 %.not41, label %108, label %"$L__BB1_3"

64:                                               ; preds = %allocas
  %65 = getelementptr i8, ptr %1, i64 80
  %66 = load ptr, ptr %65, align 8
  store i32 1056964608, ptr %66, align 4
  %67 = load ptr, ptr %65, align 8
  %68 = getelementptr i8, ptr %67, i64 8
  store i64 -4616189618054758400, ptr %68, align 8
  %69 = load ptr, ptr %65, align 8
  %70 = getelementptr i8, ptr %69, i64 16
  store i32 1006632960, ptr %70, align 4
  %71 = load ptr, ptr %65, align 8
  %72 = getelementptr i8, ptr %71, i64 20
  store i16 -14336, ptr %72, align 2
  %73 = load ptr, ptr %65, align 8
  %74 = getelementptr i8, ptr %73, i64 24
  store i32 1073741824, ptr %74, align 4
  %75 = load ptr, ptr %65, align 8
  %76 = getelementptr i8, ptr %75, i64 28
  store i32 0, ptr %76, align 4
  br label %"$L__BB1_2"

atomic.retry:                                     ; preds = %atomic.retry, %"$L__BB1_2"
  %77 = phi i32 [ %27, %"$L__BB1_2" ], [ %92, %atomic.retry ]
  %78 = trunc i32 %77 to i16
  %79 = lshr i32 %77, 16
  %80 = trunc nuw i32 %79 to i16
  %81 = bitcast i16 %78 to half
  %82 = bitcast i16 %80 to half
  %83 = fadd half %81, %24
  %84 = fadd half %82, 0xH3800
  %85 = bitcast half %83 to i16
  %86 = zext i16 %85 to i32
  %87 = bitcast half %84 to i16
  %88 = zext i16 %87 to i32
  %89 = shl nuw i32 %88, 16
  %90 = or disjoint i32 %89, %86
  %91 = cmpxchg ptr %26, i32 %77, i32 %90 monotonic monotonic, align 4
  %92 = extractvalue { i32, i1 } %91, 0
  %93 = extractvalue { i32, i1 } %91, 1
  br i1 %93, label %atomic.done, label %atomic.retry

atomic.done:                                      ; preds = %atomic.retry
  %94 = load ptr, ptr %13, align 8
  %95 = getelementptr i8, ptr %94, i64 20
  %96 = atomicrmw fadd ptr %95, half 0xH3400 monotonic, align 2
  %97 = load ptr, ptr %13, align 8
  %98 = getelementptr i8, ptr %97, i64 24
  %99 = load i32, ptr %98, align 4
  br label %"$L__BB1_3"

100:                                              ; preds = %"$L__BB1_3"
  %101 = icmp ne i32 %41, -2147483648
  %102 = and i16 %42, 1
  %.not39 = icmp eq i16 %102, 0
  %103 = or i1 %101, %.not39
  br i1 %103, label %"$L__BB1_6", label %"$L__BB1_5"

104:                                              ; preds = %"$L__BB1_6"
  %105 = icmp ne i32 %52, -2147483648
  %106 = and i16 %53, 1
  %.not40 = icmp eq i16 %106, 0
  %107 = or i1 %105, %.not40
  br i1 %107, label %"$L__BB1_9", label %"$L__BB1_8"

108:                                              ; preds = %"$L__BB1_9"
  %109 = mul i32 %5, %7
  %110 = add i32 %109, %3
  %111 = shl i32 %110, 3
  %112 = zext i32 %111 to i64
  %113 = shl nuw nsw i64 %112, 2
  %114 = add i64 %2, %113
  %115 = load ptr, ptr %8, align 8
  %116 = load ptr, ptr %115, align 8
  call void %116(ptr nonnull %1, i32 0, i32 0) #1
  %117 = load ptr, ptr %13, align 8
  %118 = load i32, ptr %117, align 4
  %119 = bitcast i32 %118 to float
  %120 = fcmp uno float %119, 0.000000e+00
  %121 = select i1 %120, i32 2147483647, i32 %118
  %122 = inttoptr i64 %114 to ptr
  store i32 %121, ptr %122, align 4
  %123 = load ptr, ptr %13, align 8
  %124 = getelementptr i8, ptr %123, i64 8
  %125 = load i64, ptr %124, align 8
  %126 = bitcast i64 %125 to double
  %127 = fcmp uno double %126, 0.000000e+00
  %128 = trunc i64 %125 to i32
  %129 = select i1 %127, i32 -1, i32 %128
  %130 = add i64 %114, 4
  %131 = inttoptr i64 %130 to ptr
  store i32 %129, ptr %131, align 4
  %132 = lshr i64 %125, 32
  %133 = trunc nuw i64 %132 to i32
  %134 = select i1 %127, i32 2147483647, i32 %133
  %135 = add i64 %114, 8
  %136 = inttoptr i64 %135 to ptr
  store i32 %134, ptr %136, align 4
  %137 = load ptr, ptr %13, align 8
  %138 = getelementptr i8, ptr %137, i64 16
  %139 = load i32, ptr %138, align 4
  %140 = add i64 %114, 12
  %141 = inttoptr i64 %140 to ptr
  store i32 %139, ptr %141, align 4
  %142 = load ptr, ptr %13, align 8
  %143 = getelementptr i8, ptr %142, i64 20
  %144 = load i16, ptr %143, align 2
  %145 = zext i16 %144 to i32
  %146 = add i64 %114, 16
  %147 = inttoptr i64 %146 to ptr
  store i32 %145, ptr %147, align 4
  %148 = load ptr, ptr %13, align 8
  %149 = getelementptr i8, ptr %148, i64 24
  %150 = load i32, ptr %149, align 4
  %151 = add i64 %114, 20
  %152 = inttoptr i64 %151 to ptr
  store i32 %150, ptr %152, align 4
  %153 = load ptr, ptr %13, align 8
  %154 = getelementptr i8, ptr %153, i64 28
  %155 = load i32, ptr %154, align 4
  %156 = bitcast i32 %155 to float
  %157 = fcmp uno float %156, 0.000000e+00
  %158 = select i1 %157, i32 2147483647, i32 %155
  %159 = add i64 %114, 24
  %160 = inttoptr i64 %159 to ptr
  store i32 %158, ptr %160, align 4
  %161 = fcmp ogt float %18, -1.600000e+01
  %162 = fcmp ole float %18, 0.000000e+00
  %163 = and i1 %162, %161
  %164 = zext i1 %163 to i32
  %165 = add i64 %114, 28
  %166 = inttoptr i64 %165 to ptr
  store i32 %164, ptr %166, align 4
  ret void
}

define void @global_half_add(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr %1, align 4
  %6 = icmp eq i32 %5, 0
  %7 = zext i32 %4 to i64
  %8 = shl nuw nsw i64 %7, 2
  %9 = add i64 %8, ptrtoint (ptr @G_H2 to i64)
  %10 = add i64 %8, ptrtoint (ptr @G_B2 to i64)
  %11 = add i64 %8, ptrtoint (ptr @G_H to i64)
  br i1 %6, label %"$L__BB2_1", label %"allocas.$L__BB2_2_crit_edge"

"allocas.$L__BB2_2_crit_edge":                    ; preds = %allocas
  %.pre = inttoptr i64 %9 to ptr
  br label %"$L__BB2_2"

"$L__BB2_1":                                      ; preds = %allocas
  %12 = inttoptr i64 %9 to ptr
  store i32 54848, ptr %12, align 4
  %13 = inttoptr i64 %10 to ptr
  store i32 -1082113920, ptr %13, align 4
  %14 = inttoptr i64 %11 to ptr
  store i16 0, ptr %14, align 2
  %15 = add i64 %8, add (i64 ptrtoint (ptr @G_H to i64), i64 2)
  %16 = inttoptr i64 %15 to ptr
  store i16 15360, ptr %16, align 2
  br label %"$L__BB2_2"

"$L__BB2_2":                                      ; preds = %"allocas.$L__BB2_2_crit_edge", %"$L__BB2_1"
  %.pre-phi = phi ptr [ %.pre, %"allocas.$L__BB2_2_crit_edge" ], [ %12, %"$L__BB2_1" ]
  %17 = getelementptr i8, ptr %1, i64 12
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr i8, ptr %1, i64 104
  %20 = load ptr, ptr %19, align 8
  %21 = load ptr, ptr %20, align 8
  call void %21(ptr nonnull %1, i32 0, i32 0) #1
  %22 = load atomic i32, ptr %.pre-phi monotonic, align 4
  br label %atomic.retry

"$L__BB2_3":                                      ; preds = %"$L__BB2_9", %atomic.done
  %"%r30.0" = phi i32 [ %79, %atomic.done ], [ %56, %"$L__BB2_9" ]
  %23 = and i32 %"%r30.0", -65536
  %24 = shl i32 %"%r30.0", 16
  %25 = bitcast i32 %24 to float
  %26 = fadd float %25, 5.000000e-01
  %27 = bitcast i32 %23 to float
  %28 = fadd float %27, 1.000000e+00
  %29 = bitcast float %26 to i32
  %30 = call float @llvm.fabs.f32(float %26)
  %31 = bitcast float %30 to i32
  %32 = icmp ugt i32 %31, 2139095040
  %33 = shl i32 %29, 16
  %34 = lshr i32 %29, 16
  %35 = trunc nuw i32 %34 to i16
  %36 = select i1 %32, i32 0, i32 %33
  %37 = select i1 %32, i16 32767, i16 %35
  %38 = icmp ugt i32 %36, -2147483648
  br i1 %38, label %"$L__BB2_5", label %80

"$L__BB2_5":                                      ; preds = %80, %"$L__BB2_3"
  %39 = add i16 %37, 1
  br label %"$L__BB2_6"

"$L__BB2_6":                                      ; preds = %"$L__BB2_5", %80
  %"%rs22.0" = phi i16 [ %39, %"$L__BB2_5" ], [ %37, %80 ]
  %40 = bitcast float %28 to i32
  %41 = call float @llvm.fabs.f32(float %28)
  %42 = bitcast float %41 to i32
  %43 = icmp ugt i32 %42, 2139095040
  %44 = shl i32 %40, 16
  %45 = lshr i32 %40, 16
  %46 = trunc nuw i32 %45 to i16
  %47 = select i1 %43, i32 0, i32 %44
  %48 = select i1 %43, i16 32767, i16 %46
  %49 = icmp ugt i32 %47, -2147483648
  br i1 %49, label %"$L__BB2_8", label %84

"$L__BB2_8":                                      ; preds = %84, %"$L__BB2_6"
  %50 = add i16 %48, 1
  br label %"$L__BB2_9"

"$L__BB2_9":                                      ; preds = %"$L__BB2_8", %84
  %"%rs23.0" = phi i16 [ %50, %"$L__BB2_8" ], [ %48, %84 ]
  %51 = zext i16 %"%rs22.0" to i32
  %52 = zext i16 %"%rs23.0" to i32
  %53 = shl nuw i32 %52, 16
  %54 = or disjoint i32 %53, %51
  %55 = cmpxchg ptr %78, i32 %"%r30.0", i32 %54 monotonic monotonic, align 4
  %56 = extractvalue { i32, i1 } %55, 0
  %.not38 = extractvalue { i32, i1 } %55, 1
  br i1 %.not38, label %88, label %"$L__BB2_3"

atomic.retry:                                     ; preds = %atomic.retry, %"$L__BB2_2"
  %57 = phi i32 [ %22, %"$L__BB2_2" ], [ %72, %atomic.retry ]
  %58 = trunc i32 %57 to i16
  %59 = lshr i32 %57, 16
  %60 = trunc nuw i32 %59 to i16
  %61 = bitcast i16 %58 to half
  %62 = bitcast i16 %60 to half
  %63 = fadd half %61, 0xH4000
  %64 = fadd half %62, 0xHB000
  %65 = bitcast half %63 to i16
  %66 = zext i16 %65 to i32
  %67 = bitcast half %64 to i16
  %68 = zext i16 %67 to i32
  %69 = shl nuw i32 %68, 16
  %70 = or disjoint i32 %69, %66
  %71 = cmpxchg ptr %.pre-phi, i32 %57, i32 %70 monotonic monotonic, align 4
  %72 = extractvalue { i32, i1 } %71, 0
  %73 = extractvalue { i32, i1 } %71, 1
  br i1 %73, label %atomic.done, label %atomic.retry

atomic.done:                                      ; preds = %atomic.retry
  %74 = and i32 %5, 3
  %75 = uitofp nneg i32 %74 to half
  %76 = inttoptr i64 %11 to ptr
  %77 = atomicrmw fadd ptr %76, half %75 monotonic, align 2
  %78 = inttoptr i64 %10 to ptr
  %79 = load i32, ptr %78, align 4
  br label %"$L__BB2_3"

80:                                               ; preds = %"$L__BB2_3"
  %81 = icmp ne i32 %36, -2147483648
  %82 = and i16 %37, 1
  %.not = icmp eq i16 %82, 0
  %83 = or i1 %81, %.not
  br i1 %83, label %"$L__BB2_6", label %"$L__BB2_5"

84:                                               ; preds = %"$L__BB2_6"
  %85 = icmp ne i32 %47, -2147483648
  %86 = and i16 %48, 1
  %.not37 = icmp eq i16 %86, 0
  %87 = or i1 %85, %.not37
  br i1 %87, label %"$L__BB2_9", label %"$L__BB2_8"

88:                                               ; preds = %"$L__BB2_9"
  %89 = mul i32 %4, %18
  %90 = add i32 %89, %5
  %91 = shl i32 %90, 3
  %92 = zext i32 %91 to i64
  %93 = shl nuw nsw i64 %92, 2
  %94 = add i64 %2, %93
  %95 = load ptr, ptr %19, align 8
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr nonnull %1, i32 0, i32 0) #1
  %97 = load i32, ptr %.pre-phi, align 4
  %98 = inttoptr i64 %94 to ptr
  store i32 %97, ptr %98, align 4
  %99 = load i32, ptr %78, align 4
  %100 = add i64 %94, 4
  %101 = inttoptr i64 %100 to ptr
  store i32 %99, ptr %101, align 4
  %102 = load i32, ptr %76, align 4
  %103 = add i64 %94, 8
  %104 = inttoptr i64 %103 to ptr
  store i32 %102, ptr %104, align 4
  %105 = fcmp ole half %77, 0xH5600
  %106 = zext i1 %105 to i32
  %107 = add i64 %94, 12
  %108 = inttoptr i64 %107 to ptr
  store i32 %106, ptr %108, align 4
  ret void
}

define void @shared_exchange(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = load i32, ptr %1, align 4
  %.not = icmp eq i32 %3, 0
  br i1 %.not, label %85, label %"$L__BB3_2"

"$L__BB3_2":                                      ; preds = %85, %allocas
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = mul i32 %5, %7
  %9 = add i32 %8, %3
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = getelementptr i8, ptr %1, i64 104
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %15, align 8
  call void %16(ptr nonnull %1, i32 0, i32 0) #1
  %17 = getelementptr i8, ptr %1, i64 80
  %18 = load ptr, ptr %17, align 8
  %19 = atomicrmw xchg ptr %18, i32 %3 monotonic, align 4
  %20 = load ptr, ptr %17, align 8
  %21 = getelementptr i8, ptr %20, i64 4
  %22 = atomicrmw add ptr %21, i32 %19 monotonic, align 4
  %23 = add i32 %3, 2
  %24 = zext i32 %3 to i64
  %25 = zext i32 %23 to i64
  %26 = shl nuw i64 %25, 32
  %27 = or disjoint i64 %26, %24
  %28 = load ptr, ptr %17, align 8
  %29 = getelementptr i8, ptr %28, i64 8
  %30 = atomicrmw xchg ptr %29, i64 %27 monotonic, align 8
  %31 = load ptr, ptr %17, align 8
  %32 = getelementptr i8, ptr %31, i64 16
  %33 = atomicrmw add ptr %32, i64 %30 monotonic, align 8
  %34 = uitofp i32 %3 to float
  %35 = bitcast float %34 to i32
  %36 = load ptr, ptr %17, align 8
  %37 = getelementptr i8, ptr %36, i64 24
  %38 = atomicrmw xchg ptr %37, i32 %35 monotonic, align 4
  %39 = bitcast i32 %38 to float
  %40 = load ptr, ptr %17, align 8
  %41 = getelementptr i8, ptr %40, i64 28
  %42 = atomicrmw fadd ptr %41, float %39 monotonic, align 4
  %43 = load ptr, ptr %14, align 8
  %44 = load ptr, ptr %43, align 8
  call void %44(ptr nonnull %1, i32 0, i32 0) #1
  %45 = load ptr, ptr %17, align 8
  %46 = load i32, ptr %45, align 4
  %47 = getelementptr i8, ptr %45, i64 4
  %48 = load i32, ptr %47, align 4
  %49 = add i32 %46, %48
  %50 = inttoptr i64 %13 to ptr
  store i32 %49, ptr %50, align 4
  %51 = load ptr, ptr %17, align 8
  %52 = getelementptr i8, ptr %51, i64 8
  %53 = load i64, ptr %52, align 8
  %54 = getelementptr i8, ptr %51, i64 16
  %55 = load i64, ptr %54, align 8
  %56 = add i64 %53, %55
  %57 = add i64 %13, 4
  %58 = inttoptr i64 %57 to ptr
  %59 = trunc i64 %56 to i32
  store i32 %59, ptr %58, align 4
  %60 = lshr i64 %56, 32
  %61 = add i64 %13, 8
  %62 = inttoptr i64 %61 to ptr
  %63 = trunc nuw i64 %60 to i32
  store i32 %63, ptr %62, align 4
  %64 = load ptr, ptr %17, align 8
  %65 = getelementptr i8, ptr %64, i64 24
  %66 = load float, ptr %65, align 4
  %67 = getelementptr i8, ptr %64, i64 28
  %68 = load float, ptr %67, align 4
  %69 = fadd float %68, %66
  %70 = fcmp uno float %69, 0.000000e+00
  %71 = bitcast float %69 to i32
  %72 = select i1 %70, i32 2147483647, i32 %71
  %73 = add i64 %13, 12
  %74 = inttoptr i64 %73 to ptr
  store i32 %72, ptr %74, align 4
  %75 = icmp eq i32 %19, 1000
  %76 = icmp ult i32 %19, 64
  %77 = or i1 %75, %76
  %78 = zext i1 %77 to i32
  %79 = add i64 %13, 16
  %80 = inttoptr i64 %79 to ptr
  store i32 %78, ptr %80, align 4
  %81 = icmp ult i32 %46, 64
  %82 = zext i1 %81 to i32
  %83 = add i64 %13, 20
  %84 = inttoptr i64 %83 to ptr
  store i32 %82, ptr %84, align 4
  ret void

85:                                               ; preds = %allocas
  %86 = getelementptr i8, ptr %1, i64 80
  %87 = load ptr, ptr %86, align 8
  store i32 1000, ptr %87, align 4
  %88 = load ptr, ptr %86, align 8
  %89 = getelementptr i8, ptr %88, i64 4
  store i32 0, ptr %89, align 4
  %90 = load ptr, ptr %86, align 8
  %91 = getelementptr i8, ptr %90, i64 8
  store i64 4294967296, ptr %91, align 8
  %92 = load ptr, ptr %86, align 8
  %93 = getelementptr i8, ptr %92, i64 16
  store i64 0, ptr %93, align 8
  %94 = load ptr, ptr %86, align 8
  %95 = getelementptr i8, ptr %94, i64 24
  store i32 1056964608, ptr %95, align 4
  %96 = load ptr, ptr %86, align 8
  %97 = getelementptr i8, ptr %96, i64 28
  store i32 0, ptr %97, align 4
  br label %"$L__BB3_2"
}

define void @shared_min_max(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = load i32, ptr %1, align 4
  %.not = icmp eq i32 %3, 0
  br i1 %.not, label %114, label %"$L__BB4_2"

"$L__BB4_2":                                      ; preds = %114, %allocas
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = mul i32 %5, %7
  %9 = add i32 %8, %3
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = getelementptr i8, ptr %1, i64 104
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %15, align 8
  call void %16(ptr nonnull %1, i32 0, i32 0) #1
  %17 = mul i32 %3, 5
  %18 = add i32 %17, %5
  %19 = shl i32 %18, 2
  %20 = and i32 %19, 60
  %21 = zext nneg i32 %20 to i64
  %22 = add i64 %21, ptrtoint (ptr @U32_VALUES to i64)
  %23 = shl i32 %3, 12
  %24 = inttoptr i64 %22 to ptr
  %25 = load i32, ptr %24, align 4, !invariant.load !0
  %26 = xor i32 %25, %23
  %27 = getelementptr i8, ptr %1, i64 80
  %28 = load ptr, ptr %27, align 8
  %29 = atomicrmw min ptr %28, i32 %26 monotonic, align 4
  %30 = load ptr, ptr %27, align 8
  %31 = getelementptr i8, ptr %30, i64 4
  %32 = atomicrmw max ptr %31, i32 %26 monotonic, align 4
  %33 = load ptr, ptr %27, align 8
  %34 = getelementptr i8, ptr %33, i64 8
  %35 = atomicrmw umin ptr %34, i32 %26 monotonic, align 4
  %36 = load ptr, ptr %27, align 8
  %37 = getelementptr i8, ptr %36, i64 12
  %38 = atomicrmw umax ptr %37, i32 %26 monotonic, align 4
  %39 = sext i32 %26 to i64
  %40 = add i32 %3, 3
  %41 = zext i32 %40 to i64
  %42 = mul nsw i64 %39, %41
  %43 = load ptr, ptr %27, align 8
  %44 = getelementptr i8, ptr %43, i64 16
  %45 = atomicrmw min ptr %44, i64 %42 monotonic, align 8
  %46 = load ptr, ptr %27, align 8
  %47 = getelementptr i8, ptr %46, i64 24
  %48 = atomicrmw max ptr %47, i64 %42 monotonic, align 8
  %49 = mul i32 %3, 77
  %50 = zext i32 %49 to i64
  %51 = zext i32 %26 to i64
  %52 = shl nuw i64 %51, 32
  %53 = or disjoint i64 %52, %50
  %54 = load ptr, ptr %27, align 8
  %55 = getelementptr i8, ptr %54, i64 32
  %56 = atomicrmw umin ptr %55, i64 %53 monotonic, align 8
  %57 = load ptr, ptr %27, align 8
  %58 = getelementptr i8, ptr %57, i64 40
  %59 = atomicrmw umax ptr %58, i64 %53 monotonic, align 8
  %60 = load ptr, ptr %14, align 8
  %61 = load ptr, ptr %60, align 8
  call void %61(ptr nonnull %1, i32 0, i32 0) #1
  %62 = load ptr, ptr %27, align 8
  %63 = load i32, ptr %62, align 4
  %64 = inttoptr i64 %13 to ptr
  store i32 %63, ptr %64, align 4
  %65 = load ptr, ptr %27, align 8
  %66 = getelementptr i8, ptr %65, i64 4
  %67 = load i32, ptr %66, align 4
  %68 = add i64 %13, 4
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  %70 = load ptr, ptr %27, align 8
  %71 = getelementptr i8, ptr %70, i64 8
  %72 = load i32, ptr %71, align 4
  %73 = add i64 %13, 8
  %74 = inttoptr i64 %73 to ptr
  store i32 %72, ptr %74, align 4
  %75 = load ptr, ptr %27, align 8
  %76 = getelementptr i8, ptr %75, i64 12
  %77 = load i32, ptr %76, align 4
  %78 = add i64 %13, 12
  %79 = inttoptr i64 %78 to ptr
  store i32 %77, ptr %79, align 4
  %80 = load ptr, ptr %27, align 8
  %81 = getelementptr i8, ptr %80, i64 16
  %82 = load i64, ptr %81, align 8
  %83 = lshr i64 %82, 32
  %84 = xor i64 %83, %82
  %85 = add i64 %13, 16
  %86 = inttoptr i64 %85 to ptr
  %87 = trunc i64 %84 to i32
  store i32 %87, ptr %86, align 4
  %88 = load ptr, ptr %27, align 8
  %89 = getelementptr i8, ptr %88, i64 24
  %90 = load i64, ptr %89, align 8
  %91 = lshr i64 %90, 32
  %92 = xor i64 %91, %90
  %93 = add i64 %13, 20
  %94 = inttoptr i64 %93 to ptr
  %95 = trunc i64 %92 to i32
  store i32 %95, ptr %94, align 4
  %96 = load ptr, ptr %27, align 8
  %97 = getelementptr i8, ptr %96, i64 32
  %98 = load i64, ptr %97, align 8
  %99 = lshr i64 %98, 20
  %100 = getelementptr i8, ptr %96, i64 40
  %101 = load i64, ptr %100, align 8
  %102 = lshr i64 %101, 36
  %103 = xor i64 %102, %99
  %104 = add i64 %13, 24
  %105 = inttoptr i64 %104 to ptr
  %106 = trunc i64 %103 to i32
  store i32 %106, ptr %105, align 4
  %.not28 = icmp sge i32 %29, %63
  %107 = zext i1 %.not28 to i32
  %.not29.not = icmp sgt i32 %32, %67
  %108 = select i1 %.not29.not, i32 0, i32 2
  %109 = or disjoint i32 %108, %107
  %.not30.not = icmp ugt i64 %59, %101
  %110 = select i1 %.not30.not, i32 0, i32 4
  %111 = or disjoint i32 %109, %110
  %112 = add i64 %13, 28
  %113 = inttoptr i64 %112 to ptr
  store i32 %111, ptr %113, align 4
  ret void

114:                                              ; preds = %allocas
  %115 = getelementptr i8, ptr %1, i64 80
  %116 = load ptr, ptr %115, align 8
  store i32 1000, ptr %116, align 4
  %117 = load ptr, ptr %115, align 8
  %118 = getelementptr i8, ptr %117, i64 4
  store i32 -1000, ptr %118, align 4
  %119 = load ptr, ptr %115, align 8
  %120 = getelementptr i8, ptr %119, i64 8
  store i32 -16, ptr %120, align 4
  %121 = load ptr, ptr %115, align 8
  %122 = getelementptr i8, ptr %121, i64 12
  store i32 5, ptr %122, align 4
  %123 = load ptr, ptr %115, align 8
  %124 = getelementptr i8, ptr %123, i64 16
  store i64 0, ptr %124, align 8
  %125 = load ptr, ptr %115, align 8
  %126 = getelementptr i8, ptr %125, i64 24
  store i64 0, ptr %126, align 8
  %127 = load ptr, ptr %115, align 8
  %128 = getelementptr i8, ptr %127, i64 32
  store i64 -1, ptr %128, align 8
  %129 = load ptr, ptr %115, align 8
  %130 = getelementptr i8, ptr %129, i64 40
  store i64 0, ptr %130, align 8
  br label %"$L__BB4_2"
}

define void @shared_inc_dec(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = load i32, ptr %1, align 4
  %.not = icmp eq i32 %3, 0
  br i1 %.not, label %80, label %"$L__BB5_2"

"$L__BB5_2":                                      ; preds = %80, %allocas
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = mul i32 %5, %7
  %9 = add i32 %8, %3
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = getelementptr i8, ptr %1, i64 104
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %15, align 8
  call void %16(ptr nonnull %1, i32 0, i32 0) #1
  %17 = getelementptr i8, ptr %1, i64 80
  %18 = load ptr, ptr %17, align 8
  %19 = atomicrmw uinc_wrap ptr %18, i32 9 monotonic, align 4
  %20 = load ptr, ptr %17, align 8
  %21 = getelementptr i8, ptr %20, i64 4
  %22 = atomicrmw add ptr %21, i32 %19 monotonic, align 4
  %23 = load ptr, ptr %17, align 8
  %24 = getelementptr i8, ptr %23, i64 8
  %25 = atomicrmw udec_wrap ptr %24, i32 7 monotonic, align 4
  %26 = load ptr, ptr %17, align 8
  %27 = getelementptr i8, ptr %26, i64 12
  %28 = atomicrmw add ptr %27, i32 %25 monotonic, align 4
  %29 = load ptr, ptr %17, align 8
  %30 = getelementptr i8, ptr %29, i64 16
  %31 = atomicrmw uinc_wrap ptr %30, i32 -1 monotonic, align 4
  %32 = load ptr, ptr %17, align 8
  %33 = getelementptr i8, ptr %32, i64 20
  %34 = atomicrmw udec_wrap ptr %33, i32 12 monotonic, align 4
  %35 = load ptr, ptr %17, align 8
  %36 = getelementptr i8, ptr %35, i64 24
  %37 = atomicrmw add ptr %36, i32 %34 monotonic, align 4
  %38 = load ptr, ptr %14, align 8
  %39 = load ptr, ptr %38, align 8
  call void %39(ptr nonnull %1, i32 0, i32 0) #1
  %40 = load ptr, ptr %17, align 8
  %41 = load i32, ptr %40, align 4
  %42 = inttoptr i64 %13 to ptr
  store i32 %41, ptr %42, align 4
  %43 = load ptr, ptr %17, align 8
  %44 = getelementptr i8, ptr %43, i64 4
  %45 = load i32, ptr %44, align 4
  %46 = add i64 %13, 4
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = load ptr, ptr %17, align 8
  %49 = getelementptr i8, ptr %48, i64 8
  %50 = load i32, ptr %49, align 4
  %51 = add i64 %13, 8
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = load ptr, ptr %17, align 8
  %54 = getelementptr i8, ptr %53, i64 12
  %55 = load i32, ptr %54, align 4
  %56 = add i64 %13, 12
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  %58 = load ptr, ptr %17, align 8
  %59 = getelementptr i8, ptr %58, i64 16
  %60 = load i32, ptr %59, align 4
  %61 = add i64 %13, 16
  %62 = inttoptr i64 %61 to ptr
  store i32 %60, ptr %62, align 4
  %63 = load ptr, ptr %17, align 8
  %64 = getelementptr i8, ptr %63, i64 20
  %65 = load i32, ptr %64, align 4
  %66 = add i64 %13, 20
  %67 = inttoptr i64 %66 to ptr
  store i32 %65, ptr %67, align 4
  %68 = load ptr, ptr %17, align 8
  %69 = getelementptr i8, ptr %68, i64 24
  %70 = load i32, ptr %69, align 4
  %71 = add i64 %13, 24
  %72 = inttoptr i64 %71 to ptr
  store i32 %70, ptr %72, align 4
  %73 = icmp ult i32 %19, 10
  %74 = zext i1 %73 to i32
  %75 = icmp ult i32 %25, 8
  %76 = select i1 %75, i32 2, i32 0
  %77 = or disjoint i32 %76, %74
  %78 = add i64 %13, 28
  %79 = inttoptr i64 %78 to ptr
  store i32 %77, ptr %79, align 4
  ret void

80:                                               ; preds = %allocas
  %81 = getelementptr i8, ptr %1, i64 80
  %82 = load ptr, ptr %81, align 8
  store i32 0, ptr %82, align 4
  %83 = load ptr, ptr %81, align 8
  %84 = getelementptr i8, ptr %83, i64 4
  store i32 0, ptr %84, align 4
  %85 = load ptr, ptr %81, align 8
  %86 = getelementptr i8, ptr %85, i64 8
  store i32 3, ptr %86, align 4
  %87 = load ptr, ptr %81, align 8
  %88 = getelementptr i8, ptr %87, i64 12
  store i32 0, ptr %88, align 4
  %89 = load ptr, ptr %81, align 8
  %90 = getelementptr i8, ptr %89, i64 16
  store i32 -3, ptr %90, align 4
  %91 = load ptr, ptr %81, align 8
  %92 = getelementptr i8, ptr %91, i64 20
  store i32 100, ptr %92, align 4
  %93 = load ptr, ptr %81, align 8
  %94 = getelementptr i8, ptr %93, i64 24
  store i32 0, ptr %94, align 4
  br label %"$L__BB5_2"
}

define void @shared_bitwise(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = load i32, ptr %1, align 4
  %.not = icmp eq i32 %3, 0
  br i1 %.not, label %126, label %"$L__BB6_2"

"$L__BB6_2":                                      ; preds = %126, %allocas
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = mul i32 %5, %7
  %9 = add i32 %8, %3
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = getelementptr i8, ptr %1, i64 104
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %15, align 8
  call void %16(ptr nonnull %1, i32 0, i32 0) #1
  %17 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %3)
  %18 = icmp ult i32 %3, 32
  %19 = select i1 %18, i32 -2147483648, i32 0
  %20 = or i32 %19, %17
  %21 = getelementptr i8, ptr %1, i64 80
  %22 = load ptr, ptr %21, align 8
  %23 = atomicrmw and ptr %22, i32 %20 monotonic, align 4
  %24 = mul i32 %3, 7
  %25 = and i32 %24, 31
  %26 = shl nuw i32 1, %25
  %27 = load ptr, ptr %21, align 8
  %28 = getelementptr i8, ptr %27, i64 4
  %29 = atomicrmw or ptr %28, i32 %26 monotonic, align 4
  %30 = mul i32 %3, 16843009
  %31 = load ptr, ptr %21, align 8
  %32 = getelementptr i8, ptr %31, i64 8
  %33 = atomicrmw xor ptr %32, i32 %30 monotonic, align 4
  %34 = zext i32 %3 to i64
  %35 = call i32 @llvm.umin.i32(i32 %3, i32 63)
  %36 = zext nneg i32 %35 to i64
  %37 = icmp ugt i32 %3, 63
  %38 = shl i64 -2, %36
  %39 = select i1 %37, i64 0, i64 %38
  %40 = sub i32 64, %3
  %41 = call i32 @llvm.umin.i32(i32 %40, i32 63)
  %42 = zext nneg i32 %41 to i64
  %43 = icmp ugt i32 %40, 63
  %44 = lshr i64 -2, %42
  %45 = select i1 %43, i64 0, i64 %44
  %46 = add i64 %39, %45
  %47 = load ptr, ptr %21, align 8
  %48 = getelementptr i8, ptr %47, i64 16
  %49 = atomicrmw and ptr %48, i64 %46 monotonic, align 8
  %50 = mul i32 %3, 5
  %51 = and i32 %50, 63
  %52 = zext nneg i32 %51 to i64
  %53 = shl nuw i64 1, %52
  %54 = icmp eq i32 %3, 63
  %55 = select i1 %54, i64 -9223372036854775808, i64 0
  %56 = or i64 %53, %55
  %57 = load ptr, ptr %21, align 8
  %58 = getelementptr i8, ptr %57, i64 24
  %59 = atomicrmw or ptr %58, i64 %56 monotonic, align 8
  %60 = mul nuw i64 %34, 3435973837
  %61 = lshr i64 %60, 37
  %62 = trunc nuw nsw i64 %61 to i32
  %.neg = mul i32 %62, -40
  %63 = add i32 %.neg, %3
  %64 = call i32 @llvm.umin.i32(i32 %63, i32 63)
  %65 = zext nneg i32 %64 to i64
  %66 = icmp ugt i32 %63, 63
  %67 = shl i64 %34, %65
  %68 = select i1 %66, i64 0, i64 %67
  %69 = load ptr, ptr %21, align 8
  %70 = getelementptr i8, ptr %69, i64 32
  %71 = atomicrmw xor ptr %70, i64 %68 monotonic, align 8
  %72 = shl i32 %3, 20
  %73 = xor i32 %72, -1
  %74 = load ptr, ptr %21, align 8
  %75 = getelementptr i8, ptr %74, i64 40
  %76 = atomicrmw and ptr %75, i32 %73 monotonic, align 4
  %77 = load ptr, ptr %14, align 8
  %78 = load ptr, ptr %77, align 8
  call void %78(ptr nonnull %1, i32 0, i32 0) #1
  %79 = load ptr, ptr %21, align 8
  %80 = load i32, ptr %79, align 4
  %81 = inttoptr i64 %13 to ptr
  store i32 %80, ptr %81, align 4
  %82 = load ptr, ptr %21, align 8
  %83 = getelementptr i8, ptr %82, i64 4
  %84 = load i32, ptr %83, align 4
  %85 = add i64 %13, 4
  %86 = inttoptr i64 %85 to ptr
  store i32 %84, ptr %86, align 4
  %87 = load ptr, ptr %21, align 8
  %88 = getelementptr i8, ptr %87, i64 8
  %89 = load i32, ptr %88, align 4
  %90 = add i64 %13, 8
  %91 = inttoptr i64 %90 to ptr
  store i32 %89, ptr %91, align 4
  %92 = load ptr, ptr %21, align 8
  %93 = getelementptr i8, ptr %92, i64 16
  %94 = load i64, ptr %93, align 8
  %95 = trunc i64 %94 to i32
  %96 = lshr i64 %94, 32
  %97 = trunc nuw i64 %96 to i32
  %98 = mul i32 %97, 3
  %99 = xor i32 %98, %95
  %100 = add i64 %13, 12
  %101 = inttoptr i64 %100 to ptr
  store i32 %99, ptr %101, align 4
  %102 = load ptr, ptr %21, align 8
  %103 = getelementptr i8, ptr %102, i64 24
  %104 = load i64, ptr %103, align 8
  %105 = add i64 %13, 16
  %106 = inttoptr i64 %105 to ptr
  %107 = trunc i64 %104 to i32
  store i32 %107, ptr %106, align 4
  %108 = lshr i64 %104, 32
  %109 = add i64 %13, 20
  %110 = inttoptr i64 %109 to ptr
  %111 = trunc nuw i64 %108 to i32
  store i32 %111, ptr %110, align 4
  %112 = load ptr, ptr %21, align 8
  %113 = getelementptr i8, ptr %112, i64 32
  %114 = load i64, ptr %113, align 8
  %115 = trunc i64 %114 to i32
  %116 = lshr i64 %114, 32
  %117 = trunc nuw i64 %116 to i32
  %118 = add i32 %117, %115
  %119 = add i64 %13, 24
  %120 = inttoptr i64 %119 to ptr
  store i32 %118, ptr %120, align 4
  %121 = load ptr, ptr %21, align 8
  %122 = getelementptr i8, ptr %121, i64 40
  %123 = load i32, ptr %122, align 4
  %124 = add i64 %13, 28
  %125 = inttoptr i64 %124 to ptr
  store i32 %123, ptr %125, align 4
  ret void

126:                                              ; preds = %allocas
  %127 = getelementptr i8, ptr %1, i64 80
  %128 = load ptr, ptr %127, align 8
  store i32 -1, ptr %128, align 4
  %129 = load ptr, ptr %127, align 8
  %130 = getelementptr i8, ptr %129, i64 4
  store i32 0, ptr %130, align 4
  %131 = load ptr, ptr %127, align 8
  %132 = getelementptr i8, ptr %131, i64 8
  store i32 1515870810, ptr %132, align 4
  %133 = load ptr, ptr %127, align 8
  %134 = getelementptr i8, ptr %133, i64 16
  store i64 -1, ptr %134, align 8
  %135 = load ptr, ptr %127, align 8
  %136 = getelementptr i8, ptr %135, i64 24
  store i64 0, ptr %136, align 8
  %137 = load ptr, ptr %127, align 8
  %138 = getelementptr i8, ptr %137, i64 32
  store i64 81985529216486895, ptr %138, align 8
  %139 = load ptr, ptr %127, align 8
  %140 = getelementptr i8, ptr %139, i64 40
  store i32 -1, ptr %140, align 4
  br label %"$L__BB6_2"
}

define void @shared_cas(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = load i32, ptr %1, align 4
  %.not = icmp eq i32 %3, 0
  br i1 %.not, label %46, label %"$L__BB7_2"

"$L__BB7_2":                                      ; preds = %46, %allocas
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr i8, ptr %1, i64 104
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %9, align 8
  call void %10(ptr nonnull %1, i32 0, i32 0) #1
  %11 = add i32 %3, 1
  %12 = getelementptr i8, ptr %1, i64 80
  %13 = load ptr, ptr %12, align 8
  %14 = cmpxchg ptr %13, i32 0, i32 %11 monotonic monotonic, align 4
  %15 = extractvalue { i32, i1 } %14, 1
  %16 = zext i1 %15 to i32
  %17 = load ptr, ptr %12, align 8
  %18 = getelementptr i8, ptr %17, i64 4
  %19 = atomicrmw add ptr %18, i32 %16 monotonic, align 4
  %20 = load ptr, ptr %12, align 8
  %21 = getelementptr i8, ptr %20, i64 8
  %22 = load i32, ptr %21, align 4
  %23 = mul i32 %3, %3
  br label %"$L__BB7_3"

"$L__BB7_3":                                      ; preds = %"$L__BB7_3", %"$L__BB7_2"
  %"%r41.0" = phi i32 [ %22, %"$L__BB7_2" ], [ %28, %"$L__BB7_3" ]
  %24 = add i32 %"%r41.0", %23
  %25 = load ptr, ptr %12, align 8
  %26 = getelementptr i8, ptr %25, i64 8
  %27 = cmpxchg ptr %26, i32 %"%r41.0", i32 %24 monotonic monotonic, align 4
  %28 = extractvalue { i32, i1 } %27, 0
  %.not34 = extractvalue { i32, i1 } %27, 1
  br i1 %.not34, label %59, label %"$L__BB7_3"

"$L__BB7_5":                                      ; preds = %"$L__BB7_5", %59
  %"%rd18.0" = phi i64 [ %62, %59 ], [ %33, %"$L__BB7_5" ]
  %29 = add i64 %"%rd18.0", %64
  %30 = load ptr, ptr %12, align 8
  %31 = getelementptr i8, ptr %30, i64 16
  %32 = cmpxchg ptr %31, i64 %"%rd18.0", i64 %29 monotonic monotonic, align 8
  %33 = extractvalue { i64, i1 } %32, 0
  %.not35 = extractvalue { i64, i1 } %32, 1
  br i1 %.not35, label %65, label %"$L__BB7_5"

"$L__BB7_7":                                      ; preds = %80, %65
  %"%r42.0" = phi i32 [ %76, %65 ], [ %83, %80 ]
  %34 = bitcast i32 %"%r42.0" to float
  %35 = fcmp ugt float %79, %34
  %.pre38 = load ptr, ptr %12, align 8
  br i1 %35, label %80, label %"$L__BB7_9"

"$L__BB7_9":                                      ; preds = %"$L__BB7_7", %".$L__BB7_9_crit_edge"
  %36 = phi ptr [ %.pre, %".$L__BB7_9_crit_edge" ], [ %.pre38, %"$L__BB7_7" ]
  %37 = getelementptr i8, ptr %36, i64 28
  %38 = load i16, ptr %37, align 2
  %39 = trunc i32 %3 to i16
  %40 = add i16 %39, 1000
  br label %"$L__BB7_10"

"$L__BB7_10":                                     ; preds = %"$L__BB7_10", %"$L__BB7_9"
  %"%rs8.0" = phi i16 [ %38, %"$L__BB7_9" ], [ %45, %"$L__BB7_10" ]
  %41 = add i16 %40, %"%rs8.0"
  %42 = load ptr, ptr %12, align 8
  %43 = getelementptr i8, ptr %42, i64 28
  %44 = cmpxchg ptr %43, i16 %"%rs8.0", i16 %41 monotonic monotonic, align 2
  %45 = extractvalue { i16, i1 } %44, 0
  %.not37 = extractvalue { i16, i1 } %44, 1
  br i1 %.not37, label %84, label %"$L__BB7_10"

46:                                               ; preds = %allocas
  %47 = getelementptr i8, ptr %1, i64 80
  %48 = load ptr, ptr %47, align 8
  store i32 0, ptr %48, align 4
  %49 = load ptr, ptr %47, align 8
  %50 = getelementptr i8, ptr %49, i64 4
  store i32 0, ptr %50, align 4
  %51 = load ptr, ptr %47, align 8
  %52 = getelementptr i8, ptr %51, i64 8
  store i32 0, ptr %52, align 4
  %53 = load ptr, ptr %47, align 8
  %54 = getelementptr i8, ptr %53, i64 16
  store i64 -4294967296, ptr %54, align 8
  %55 = load ptr, ptr %47, align 8
  %56 = getelementptr i8, ptr %55, i64 24
  store i32 -246811958, ptr %56, align 4
  %57 = load ptr, ptr %47, align 8
  %58 = getelementptr i8, ptr %57, i64 28
  store i16 0, ptr %58, align 2
  br label %"$L__BB7_2"

59:                                               ; preds = %"$L__BB7_3"
  %60 = load ptr, ptr %12, align 8
  %61 = getelementptr i8, ptr %60, i64 16
  %62 = load i64, ptr %61, align 8
  %63 = zext i32 %3 to i64
  %64 = shl nuw nsw i64 %63, 26
  br label %"$L__BB7_5"

65:                                               ; preds = %"$L__BB7_5"
  %66 = mul nuw i64 %63, 3435973837
  %67 = lshr i64 %66, 35
  %68 = trunc nuw nsw i64 %67 to i32
  %.neg = mul i32 %68, -10
  %69 = add i32 %.neg, %3
  %70 = add i32 %69, 4
  %71 = zext i32 %70 to i64
  %72 = shl nuw nsw i64 %71, 2
  %73 = add i64 %72, ptrtoint (ptr @F32_VALUES to i64)
  %74 = load ptr, ptr %12, align 8
  %75 = getelementptr i8, ptr %74, i64 24
  %76 = load i32, ptr %75, align 4
  %77 = inttoptr i64 %73 to ptr
  %78 = load i32, ptr %77, align 4, !invariant.load !0
  %79 = bitcast i32 %78 to float
  br label %"$L__BB7_7"

80:                                               ; preds = %"$L__BB7_7"
  %81 = getelementptr i8, ptr %.pre38, i64 24
  %82 = cmpxchg ptr %81, i32 %"%r42.0", i32 %78 monotonic monotonic, align 4
  %83 = extractvalue { i32, i1 } %82, 0
  %.not36 = extractvalue { i32, i1 } %82, 1
  br i1 %.not36, label %".$L__BB7_9_crit_edge", label %"$L__BB7_7"

".$L__BB7_9_crit_edge":                           ; preds = %80
  %.pre = load ptr, ptr %12, align 8
  br label %"$L__BB7_9"

84:                                               ; preds = %"$L__BB7_10"
  %85 = mul i32 %5, %7
  %86 = add i32 %85, %3
  %87 = shl i32 %86, 3
  %88 = zext i32 %87 to i64
  %89 = shl nuw nsw i64 %88, 2
  %90 = add i64 %2, %89
  %91 = load ptr, ptr %8, align 8
  %92 = load ptr, ptr %91, align 8
  call void %92(ptr nonnull %1, i32 0, i32 0) #1
  %93 = load ptr, ptr %12, align 8
  %94 = getelementptr i8, ptr %93, i64 4
  %95 = load i32, ptr %94, align 4
  %96 = inttoptr i64 %90 to ptr
  store i32 %95, ptr %96, align 4
  %97 = load ptr, ptr %12, align 8
  %98 = load i32, ptr %97, align 4
  %99 = add i32 %98, -1
  %100 = icmp ult i32 %99, 64
  %101 = zext i1 %100 to i32
  %102 = add i64 %90, 4
  %103 = inttoptr i64 %102 to ptr
  store i32 %101, ptr %103, align 4
  %104 = load ptr, ptr %12, align 8
  %105 = getelementptr i8, ptr %104, i64 8
  %106 = load i32, ptr %105, align 4
  %107 = add i64 %90, 8
  %108 = inttoptr i64 %107 to ptr
  store i32 %106, ptr %108, align 4
  %109 = load ptr, ptr %12, align 8
  %110 = getelementptr i8, ptr %109, i64 16
  %111 = load i64, ptr %110, align 8
  %112 = add i64 %90, 12
  %113 = inttoptr i64 %112 to ptr
  %114 = trunc i64 %111 to i32
  store i32 %114, ptr %113, align 4
  %115 = lshr i64 %111, 32
  %116 = add i64 %90, 16
  %117 = inttoptr i64 %116 to ptr
  %118 = trunc nuw i64 %115 to i32
  store i32 %118, ptr %117, align 4
  %119 = load ptr, ptr %12, align 8
  %120 = getelementptr i8, ptr %119, i64 24
  %121 = load i32, ptr %120, align 4
  %122 = bitcast i32 %121 to float
  %123 = fcmp uno float %122, 0.000000e+00
  %124 = select i1 %123, i32 2147483647, i32 %121
  %125 = add i64 %90, 20
  %126 = inttoptr i64 %125 to ptr
  store i32 %124, ptr %126, align 4
  %127 = load ptr, ptr %12, align 8
  %128 = getelementptr i8, ptr %127, i64 28
  %129 = load i16, ptr %128, align 2
  %130 = zext i16 %129 to i32
  %131 = add i64 %90, 24
  %132 = inttoptr i64 %131 to ptr
  store i32 %130, ptr %132, align 4
  %133 = add i64 %90, 28
  %134 = inttoptr i64 %133 to ptr
  store i32 48879, ptr %134, align 4
  ret void
}

define void @global_atomics(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr %1, align 4
  %6 = zext i32 %4 to i64
  %7 = shl nuw nsw i64 %6, 6
  %8 = add i64 %7, ptrtoint (ptr @G_U32 to i64)
  %9 = add i64 %7, ptrtoint (ptr @G_U64 to i64)
  %10 = shl nuw nsw i64 %6, 4
  %11 = add i64 %10, ptrtoint (ptr @G_F32 to i64)
  %12 = shl nuw nsw i64 %6, 5
  %13 = add i64 %12, ptrtoint (ptr @G_F64 to i64)
  %14 = icmp eq i32 %5, 0
  br i1 %14, label %"$L__BB8_1", label %"allocas.$L__BB8_2_crit_edge"

"allocas.$L__BB8_2_crit_edge":                    ; preds = %allocas
  %.pre = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 52)
  %.pre151 = inttoptr i64 %8 to ptr
  %.pre153 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 4)
  %.pre155 = inttoptr i64 %.pre153 to ptr
  %.pre157 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 8)
  %.pre159 = inttoptr i64 %.pre157 to ptr
  %.pre161 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 12)
  %.pre163 = inttoptr i64 %.pre161 to ptr
  %.pre165 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 16)
  %.pre167 = inttoptr i64 %.pre165 to ptr
  %.pre169 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 20)
  %.pre171 = inttoptr i64 %.pre169 to ptr
  %.pre173 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 24)
  %.pre175 = inttoptr i64 %.pre173 to ptr
  %.pre177 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 28)
  %.pre179 = inttoptr i64 %.pre177 to ptr
  %.pre181 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 32)
  %.pre183 = inttoptr i64 %.pre181 to ptr
  %.pre185 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 36)
  %.pre187 = inttoptr i64 %.pre185 to ptr
  %.pre189 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 40)
  %.pre191 = inttoptr i64 %.pre189 to ptr
  %.pre193 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 44)
  %.pre195 = inttoptr i64 %.pre193 to ptr
  %.pre197 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 48)
  %.pre199 = inttoptr i64 %.pre197 to ptr
  %.pre201 = inttoptr i64 %.pre to ptr
  br label %"$L__BB8_2"

"$L__BB8_1":                                      ; preds = %allocas
  %15 = inttoptr i64 %8 to ptr
  store i32 0, ptr %15, align 4
  %16 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 4)
  %17 = inttoptr i64 %16 to ptr
  store i32 0, ptr %17, align 4
  %18 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 8)
  %19 = inttoptr i64 %18 to ptr
  store i32 0, ptr %19, align 4
  %20 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 16)
  %21 = inttoptr i64 %20 to ptr
  store i32 0, ptr %21, align 4
  %22 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 20)
  %23 = inttoptr i64 %22 to ptr
  store i32 0, ptr %23, align 4
  %24 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 28)
  %25 = inttoptr i64 %24 to ptr
  store i32 0, ptr %25, align 4
  %26 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 36)
  %27 = inttoptr i64 %26 to ptr
  store i32 0, ptr %27, align 4
  %28 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 40)
  %29 = inttoptr i64 %28 to ptr
  store i32 0, ptr %29, align 4
  %30 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 44)
  %31 = inttoptr i64 %30 to ptr
  store i32 0, ptr %31, align 4
  %32 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 48)
  %33 = inttoptr i64 %32 to ptr
  store i32 0, ptr %33, align 4
  %34 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 52)
  %35 = inttoptr i64 %34 to ptr
  store i32 0, ptr %35, align 4
  %36 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 56)
  %37 = inttoptr i64 %36 to ptr
  store i32 0, ptr %37, align 4
  %38 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 60)
  %39 = inttoptr i64 %38 to ptr
  store i32 0, ptr %39, align 4
  %40 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 12)
  %41 = inttoptr i64 %40 to ptr
  store i32 -1, ptr %41, align 4
  %42 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 24)
  %43 = inttoptr i64 %42 to ptr
  store i32 1000, ptr %43, align 4
  %44 = add i64 %7, add (i64 ptrtoint (ptr @G_U32 to i64), i64 32)
  %45 = inttoptr i64 %44 to ptr
  store i32 50, ptr %45, align 4
  %46 = inttoptr i64 %9 to ptr
  store i64 0, ptr %46, align 8
  %47 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 8)
  %48 = inttoptr i64 %47 to ptr
  store i64 0, ptr %48, align 8
  %49 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 24)
  %50 = inttoptr i64 %49 to ptr
  store i64 0, ptr %50, align 8
  %51 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 32)
  %52 = inttoptr i64 %51 to ptr
  store i64 0, ptr %52, align 8
  %53 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 40)
  %54 = inttoptr i64 %53 to ptr
  store i64 0, ptr %54, align 8
  %55 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 48)
  %56 = inttoptr i64 %55 to ptr
  store i64 0, ptr %56, align 8
  %57 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 56)
  %58 = inttoptr i64 %57 to ptr
  store i64 0, ptr %58, align 8
  %59 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 16)
  %60 = inttoptr i64 %59 to ptr
  store i64 -1, ptr %60, align 8
  %61 = inttoptr i64 %11 to ptr
  store i32 0, ptr %61, align 4
  %62 = inttoptr i64 %13 to ptr
  store i64 0, ptr %62, align 8
  %63 = add i64 %10, add (i64 ptrtoint (ptr @G_F32 to i64), i64 4)
  %64 = inttoptr i64 %63 to ptr
  store i32 0, ptr %64, align 4
  %65 = add i64 %12, add (i64 ptrtoint (ptr @G_F64 to i64), i64 8)
  %66 = inttoptr i64 %65 to ptr
  store i64 0, ptr %66, align 8
  %67 = add i64 %10, add (i64 ptrtoint (ptr @G_F32 to i64), i64 8)
  %68 = inttoptr i64 %67 to ptr
  store i32 0, ptr %68, align 4
  %69 = add i64 %12, add (i64 ptrtoint (ptr @G_F64 to i64), i64 16)
  %70 = inttoptr i64 %69 to ptr
  store i64 0, ptr %70, align 8
  %71 = add i64 %10, add (i64 ptrtoint (ptr @G_F32 to i64), i64 12)
  %72 = inttoptr i64 %71 to ptr
  store i32 0, ptr %72, align 4
  %73 = add i64 %12, add (i64 ptrtoint (ptr @G_F64 to i64), i64 24)
  %74 = inttoptr i64 %73 to ptr
  store i64 0, ptr %74, align 8
  br label %"$L__BB8_2"

"$L__BB8_2":                                      ; preds = %"allocas.$L__BB8_2_crit_edge", %"$L__BB8_1"
  %.pre-phi202 = phi ptr [ %.pre201, %"allocas.$L__BB8_2_crit_edge" ], [ %35, %"$L__BB8_1" ]
  %.pre-phi200 = phi ptr [ %.pre199, %"allocas.$L__BB8_2_crit_edge" ], [ %33, %"$L__BB8_1" ]
  %.pre-phi196 = phi ptr [ %.pre195, %"allocas.$L__BB8_2_crit_edge" ], [ %31, %"$L__BB8_1" ]
  %.pre-phi192 = phi ptr [ %.pre191, %"allocas.$L__BB8_2_crit_edge" ], [ %29, %"$L__BB8_1" ]
  %.pre-phi188 = phi ptr [ %.pre187, %"allocas.$L__BB8_2_crit_edge" ], [ %27, %"$L__BB8_1" ]
  %.pre-phi184 = phi ptr [ %.pre183, %"allocas.$L__BB8_2_crit_edge" ], [ %45, %"$L__BB8_1" ]
  %.pre-phi180 = phi ptr [ %.pre179, %"allocas.$L__BB8_2_crit_edge" ], [ %25, %"$L__BB8_1" ]
  %.pre-phi176 = phi ptr [ %.pre175, %"allocas.$L__BB8_2_crit_edge" ], [ %43, %"$L__BB8_1" ]
  %.pre-phi172 = phi ptr [ %.pre171, %"allocas.$L__BB8_2_crit_edge" ], [ %23, %"$L__BB8_1" ]
  %.pre-phi168 = phi ptr [ %.pre167, %"allocas.$L__BB8_2_crit_edge" ], [ %21, %"$L__BB8_1" ]
  %.pre-phi164 = phi ptr [ %.pre163, %"allocas.$L__BB8_2_crit_edge" ], [ %41, %"$L__BB8_1" ]
  %.pre-phi160 = phi ptr [ %.pre159, %"allocas.$L__BB8_2_crit_edge" ], [ %19, %"$L__BB8_1" ]
  %.pre-phi156 = phi ptr [ %.pre155, %"allocas.$L__BB8_2_crit_edge" ], [ %17, %"$L__BB8_1" ]
  %.pre-phi152 = phi ptr [ %.pre151, %"allocas.$L__BB8_2_crit_edge" ], [ %15, %"$L__BB8_1" ]
  %75 = getelementptr i8, ptr %1, i64 12
  %76 = load i32, ptr %75, align 4
  %77 = getelementptr i8, ptr %1, i64 104
  %78 = load ptr, ptr %77, align 8
  %79 = load ptr, ptr %78, align 8
  call void %79(ptr nonnull %1, i32 0, i32 0) #1
  %80 = add i32 %5, %4
  %81 = atomicrmw add ptr %.pre-phi152, i32 %80 monotonic, align 4
  %82 = atomicrmw add ptr %.pre-phi156, i32 1 monotonic, align 4
  %83 = atomicrmw add ptr %.pre-phi160, i32 %82 monotonic, align 4
  %84 = and i32 %5, 31
  %85 = shl nuw i32 1, %84
  %86 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %5)
  %87 = atomicrmw and ptr %.pre-phi164, i32 %86 monotonic, align 4
  %88 = zext i32 %5 to i64
  %89 = mul nuw i64 %88, 2369637129
  %90 = lshr i64 %89, 36
  %91 = trunc nuw nsw i64 %90 to i32
  %.neg = mul i32 %91, -29
  %92 = add i32 %.neg, %5
  %93 = call i32 @llvm.umin.i32(i32 %92, i32 31)
  %94 = icmp ugt i32 %92, 31
  %95 = shl nuw i32 1, %93
  %96 = select i1 %94, i32 0, i32 %95
  %97 = atomicrmw or ptr %.pre-phi168, i32 %96 monotonic, align 4
  %98 = mul i32 %5, 286331153
  %99 = atomicrmw xor ptr %.pre-phi172, i32 %98 monotonic, align 4
  %100 = mul i32 %5, 7
  %101 = and i32 %100, 63
  %102 = add nuw nsw i32 %101, 500
  %103 = atomicrmw umin ptr %.pre-phi176, i32 %102 monotonic, align 4
  %104 = add i32 %5, -32
  %105 = atomicrmw max ptr %.pre-phi180, i32 %104 monotonic, align 4
  %106 = atomicrmw xchg ptr %.pre-phi184, i32 %5 monotonic, align 4
  %107 = atomicrmw add ptr %.pre-phi188, i32 %106 monotonic, align 4
  %108 = atomicrmw uinc_wrap ptr %.pre-phi192, i32 19 monotonic, align 4
  %109 = atomicrmw udec_wrap ptr %.pre-phi196, i32 5 monotonic, align 4
  %110 = sub i32 0, %5
  %111 = atomicrmw add ptr %.pre-phi200, i32 %110 monotonic, align 4
  %112 = load i32, ptr %.pre-phi202, align 4
  %113 = shl i32 %5, 8
  %114 = xor i32 %85, %113
  br label %"$L__BB8_3"

"$L__BB8_3":                                      ; preds = %"$L__BB8_3", %"$L__BB8_2"
  %"%r69.0" = phi i32 [ %112, %"$L__BB8_2" ], [ %117, %"$L__BB8_3" ]
  %115 = xor i32 %114, %"%r69.0"
  %116 = cmpxchg ptr %.pre-phi202, i32 %"%r69.0", i32 %115 monotonic monotonic, align 4
  %117 = extractvalue { i32, i1 } %116, 0
  %.not = extractvalue { i32, i1 } %116, 1
  br i1 %.not, label %184, label %"$L__BB8_3"

"$L__BB8_6":                                      ; preds = %".$L__BB8_6_crit_edge", %246
  %.pre-phi204 = phi i32 [ %.pre203, %".$L__BB8_6_crit_edge" ], [ %247, %246 ]
  %"%r70.0" = phi i32 [ 0, %".$L__BB8_6_crit_edge" ], [ %252, %246 ]
  %118 = mul i32 %4, %76
  %119 = add i32 %118, %5
  %120 = shl i32 %119, 3
  %121 = zext i32 %120 to i64
  %122 = shl nuw nsw i64 %121, 2
  %123 = add i64 %2, %122
  %124 = inttoptr i64 %123 to ptr
  store i32 %"%r70.0", ptr %124, align 4
  %125 = lshr i64 %188, 34
  %126 = trunc nuw nsw i64 %125 to i32
  %.neg150 = mul i32 %126, -6
  %127 = add i32 %.neg150, %5
  %128 = zext i32 %127 to i64
  %129 = shl nuw nsw i64 %128, 3
  %130 = add i64 %9, %129
  %131 = inttoptr i64 %130 to ptr
  %132 = load i64, ptr %131, align 8
  %133 = add i64 %123, 4
  %134 = inttoptr i64 %133 to ptr
  %135 = trunc i64 %132 to i32
  store i32 %135, ptr %134, align 4
  %136 = or disjoint i64 %130, 4
  %137 = inttoptr i64 %136 to ptr
  %138 = load i32, ptr %137, align 4
  %139 = add i64 %123, 8
  %140 = inttoptr i64 %139 to ptr
  store i32 %138, ptr %140, align 4
  %141 = and i32 %.pre-phi204, 4
  %142 = zext nneg i32 %141 to i64
  %143 = add i64 %11, %142
  %144 = inttoptr i64 %143 to ptr
  %145 = load i32, ptr %144, align 4
  %146 = bitcast i32 %145 to float
  %147 = fcmp uno float %146, 0.000000e+00
  %148 = select i1 %147, i32 2147483647, i32 %145
  %149 = add i64 %123, 12
  %150 = inttoptr i64 %149 to ptr
  store i32 %148, ptr %150, align 4
  %151 = shl i32 %5, 3
  %152 = and i32 %151, 8
  %153 = zext nneg i32 %152 to i64
  %154 = add i64 %13, %153
  %155 = inttoptr i64 %154 to ptr
  %156 = load i64, ptr %155, align 8
  %157 = bitcast i64 %156 to double
  %158 = fcmp uno double %157, 0.000000e+00
  %159 = lshr i64 %156, 32
  %160 = trunc nuw i64 %159 to i32
  %161 = select i1 %158, i32 2147483647, i32 %160
  %162 = add i64 %123, 16
  %163 = inttoptr i64 %162 to ptr
  store i32 %161, ptr %163, align 4
  %164 = load i64, ptr %155, align 8
  %165 = bitcast i64 %164 to double
  %166 = fcmp uno double %165, 0.000000e+00
  %167 = trunc i64 %164 to i32
  %168 = select i1 %166, i32 -1, i32 %167
  %169 = add i64 %123, 20
  %170 = inttoptr i64 %169 to ptr
  store i32 %168, ptr %170, align 4
  %171 = load i32, ptr %.pre-phi184, align 4
  %172 = load i32, ptr %.pre-phi188, align 4
  %173 = add i32 %171, %172
  %174 = add i64 %123, 24
  %175 = inttoptr i64 %174 to ptr
  store i32 %173, ptr %175, align 4
  %176 = load i64, ptr %223, align 8
  %177 = load i64, ptr %226, align 8
  %178 = add i64 %176, %177
  %179 = lshr i64 %178, 32
  %180 = xor i64 %179, %178
  %181 = add i64 %123, 28
  %182 = inttoptr i64 %181 to ptr
  %183 = trunc i64 %180 to i32
  store i32 %183, ptr %182, align 4
  ret void

184:                                              ; preds = %"$L__BB8_3"
  %185 = mul i64 %88, 4886718345
  %186 = inttoptr i64 %9 to ptr
  %187 = atomicrmw add ptr %186, i64 %185 monotonic, align 8
  %188 = mul nuw i64 %88, 2863311531
  %189 = lshr i64 %188, 37
  %190 = trunc nuw nsw i64 %189 to i32
  %.neg149 = mul i32 %190, -48
  %191 = add i32 %.neg149, %5
  %192 = call i32 @llvm.umin.i32(i32 %191, i32 63)
  %193 = zext nneg i32 %192 to i64
  %194 = icmp ugt i32 %191, 63
  %195 = shl i64 65535, %193
  %196 = select i1 %194, i64 0, i64 %195
  %197 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 8)
  %198 = inttoptr i64 %197 to ptr
  %199 = atomicrmw umax ptr %198, i64 %196 monotonic, align 8
  %200 = mul i32 %5, %5
  %201 = zext i32 %200 to i64
  %202 = xor i64 %201, -1
  %203 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 16)
  %204 = inttoptr i64 %203 to ptr
  %205 = atomicrmw umin ptr %204, i64 %202 monotonic, align 8
  %206 = call i32 @llvm.umin.i32(i32 %5, i32 63)
  %207 = zext nneg i32 %206 to i64
  %208 = icmp ugt i32 %5, 63
  %209 = shl nuw i64 1, %207
  %210 = select i1 %208, i64 0, i64 %209
  %211 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 24)
  %212 = inttoptr i64 %211 to ptr
  %213 = atomicrmw or ptr %212, i64 %210 monotonic, align 8
  %214 = mul i64 %88, -9223372036854775807
  %215 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 32)
  %216 = inttoptr i64 %215 to ptr
  %217 = atomicrmw xor ptr %216, i64 %214 monotonic, align 8
  %218 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 40)
  %219 = inttoptr i64 %218 to ptr
  %220 = atomicrmw and ptr %219, i64 %88 monotonic, align 8
  %221 = shl i64 %88, 33
  %222 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 56)
  %223 = inttoptr i64 %222 to ptr
  %224 = atomicrmw xchg ptr %223, i64 %221 monotonic, align 8
  %225 = add i64 %7, add (i64 ptrtoint (ptr @G_U64 to i64), i64 48)
  %226 = inttoptr i64 %225 to ptr
  %227 = atomicrmw add ptr %226, i64 %224 monotonic, align 8
  %228 = uitofp i32 %5 to float
  %229 = fmul float %228, 2.500000e-01
  %230 = inttoptr i64 %11 to ptr
  %231 = atomicrmw fadd ptr %230, float %229 monotonic, align 4
  %232 = add i64 %10, add (i64 ptrtoint (ptr @G_F32 to i64), i64 4)
  %233 = inttoptr i64 %232 to ptr
  %234 = atomicrmw fadd ptr %233, float -1.500000e+00 monotonic, align 4
  %235 = uitofp i32 %5 to double
  %236 = fmul double %235, 1.024000e+03
  %237 = inttoptr i64 %13 to ptr
  %238 = atomicrmw fadd ptr %237, double %236 monotonic, align 8
  %239 = add i64 %12, add (i64 ptrtoint (ptr @G_F64 to i64), i64 8)
  %240 = inttoptr i64 %239 to ptr
  %241 = atomicrmw fadd ptr %240, double -6.250000e-02 monotonic, align 8
  %242 = load ptr, ptr %77, align 8
  %243 = load ptr, ptr %242, align 8
  call void %243(ptr nonnull %1, i32 0, i32 0) #1
  %244 = and i32 %5, 14
  %245 = icmp eq i32 %244, 8
  br i1 %245, label %".$L__BB8_6_crit_edge", label %246

".$L__BB8_6_crit_edge":                           ; preds = %184
  %.pre203 = shl i32 %5, 2
  br label %"$L__BB8_6"

246:                                              ; preds = %184
  %247 = shl i32 %5, 2
  %248 = and i32 %247, 60
  %249 = zext nneg i32 %248 to i64
  %250 = add i64 %8, %249
  %251 = inttoptr i64 %250 to ptr
  %252 = load i32, ptr %251, align 4
  br label %"$L__BB8_6"
}

define void @scoped_atomics(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr %1, align 4
  %6 = zext i32 %4 to i64
  %7 = shl nuw nsw i64 %6, 5
  %8 = add i64 %7, ptrtoint (ptr @G_SCOPED to i64)
  %9 = icmp eq i32 %5, 0
  %10 = shl nuw nsw i64 %6, 4
  %11 = add i64 %10, ptrtoint (ptr @G_SCOPED64 to i64)
  br i1 %9, label %"$L__BB9_1", label %"allocas.$L__BB9_2_crit_edge"

"allocas.$L__BB9_2_crit_edge":                    ; preds = %allocas
  %.pre = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 16)
  %.pre77 = add i64 %10, add (i64 ptrtoint (ptr @G_SCOPED64 to i64), i64 8)
  %.pre79 = inttoptr i64 %8 to ptr
  %.pre81 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 4)
  %.pre83 = inttoptr i64 %.pre81 to ptr
  %.pre85 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 8)
  %.pre87 = inttoptr i64 %.pre85 to ptr
  %.pre89 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 12)
  %.pre91 = inttoptr i64 %.pre89 to ptr
  %.pre93 = inttoptr i64 %.pre to ptr
  %.pre95 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 20)
  %.pre97 = inttoptr i64 %.pre95 to ptr
  %.pre99 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 24)
  %.pre101 = inttoptr i64 %.pre99 to ptr
  %.pre103 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 28)
  %.pre105 = inttoptr i64 %.pre103 to ptr
  %.pre107 = inttoptr i64 %11 to ptr
  %.pre109 = inttoptr i64 %.pre77 to ptr
  br label %"$L__BB9_2"

"$L__BB9_1":                                      ; preds = %allocas
  %12 = inttoptr i64 %8 to ptr
  store i32 0, ptr %12, align 4
  %13 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 4)
  %14 = inttoptr i64 %13 to ptr
  store i32 0, ptr %14, align 4
  %15 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 8)
  %16 = inttoptr i64 %15 to ptr
  store i32 0, ptr %16, align 4
  %17 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 12)
  %18 = inttoptr i64 %17 to ptr
  store i32 0, ptr %18, align 4
  %19 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 20)
  %20 = inttoptr i64 %19 to ptr
  store i32 0, ptr %20, align 4
  %21 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 24)
  %22 = inttoptr i64 %21 to ptr
  store i32 0, ptr %22, align 4
  %23 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 28)
  %24 = inttoptr i64 %23 to ptr
  store i32 0, ptr %24, align 4
  %25 = add i64 %7, add (i64 ptrtoint (ptr @G_SCOPED to i64), i64 16)
  %26 = inttoptr i64 %25 to ptr
  store i32 -1, ptr %26, align 4
  %27 = inttoptr i64 %11 to ptr
  store i64 0, ptr %27, align 8
  %28 = add i64 %10, add (i64 ptrtoint (ptr @G_SCOPED64 to i64), i64 8)
  %29 = inttoptr i64 %28 to ptr
  store i64 0, ptr %29, align 8
  %30 = shl nuw nsw i64 %6, 3
  %31 = add i64 %30, ptrtoint (ptr @G_SCOPEDF to i64)
  %32 = inttoptr i64 %31 to ptr
  store i32 0, ptr %32, align 4
  %33 = add i64 %30, add (i64 ptrtoint (ptr @G_SCOPEDF to i64), i64 4)
  %34 = inttoptr i64 %33 to ptr
  store i32 0, ptr %34, align 4
  %35 = getelementptr i8, ptr %1, i64 80
  %36 = load ptr, ptr %35, align 8
  %37 = getelementptr i8, ptr %36, i64 8
  store i32 0, ptr %37, align 4
  %38 = load ptr, ptr %35, align 8
  %39 = getelementptr i8, ptr %38, i64 4
  store i32 0, ptr %39, align 4
  %40 = load ptr, ptr %35, align 8
  store i32 0, ptr %40, align 4
  %41 = load ptr, ptr %35, align 8
  %42 = getelementptr i8, ptr %41, i64 12
  store i32 77, ptr %42, align 4
  br label %"$L__BB9_2"

"$L__BB9_2":                                      ; preds = %"allocas.$L__BB9_2_crit_edge", %"$L__BB9_1"
  %.pre-phi110 = phi ptr [ %.pre109, %"allocas.$L__BB9_2_crit_edge" ], [ %29, %"$L__BB9_1" ]
  %.pre-phi108 = phi ptr [ %.pre107, %"allocas.$L__BB9_2_crit_edge" ], [ %27, %"$L__BB9_1" ]
  %.pre-phi106 = phi ptr [ %.pre105, %"allocas.$L__BB9_2_crit_edge" ], [ %24, %"$L__BB9_1" ]
  %.pre-phi102 = phi ptr [ %.pre101, %"allocas.$L__BB9_2_crit_edge" ], [ %22, %"$L__BB9_1" ]
  %.pre-phi98 = phi ptr [ %.pre97, %"allocas.$L__BB9_2_crit_edge" ], [ %20, %"$L__BB9_1" ]
  %.pre-phi94 = phi ptr [ %.pre93, %"allocas.$L__BB9_2_crit_edge" ], [ %26, %"$L__BB9_1" ]
  %.pre-phi92 = phi ptr [ %.pre91, %"allocas.$L__BB9_2_crit_edge" ], [ %18, %"$L__BB9_1" ]
  %.pre-phi88 = phi ptr [ %.pre87, %"allocas.$L__BB9_2_crit_edge" ], [ %16, %"$L__BB9_1" ]
  %.pre-phi84 = phi ptr [ %.pre83, %"allocas.$L__BB9_2_crit_edge" ], [ %14, %"$L__BB9_1" ]
  %.pre-phi80 = phi ptr [ %.pre79, %"allocas.$L__BB9_2_crit_edge" ], [ %12, %"$L__BB9_1" ]
  %43 = getelementptr i8, ptr %1, i64 12
  %44 = load i32, ptr %43, align 4
  %45 = getelementptr i8, ptr %1, i64 104
  %46 = load ptr, ptr %45, align 8
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr nonnull %1, i32 0, i32 0) #1
  %48 = atomicrmw add ptr %.pre-phi80, i32 %5 monotonic, align 4
  %49 = shl i32 %5, 1
  %50 = atomicrmw add ptr %.pre-phi84, i32 %49 monotonic, align 4
  %51 = atomicrmw add ptr %.pre-phi88, i32 1 monotonic, align 4
  %52 = atomicrmw add ptr %.pre-phi92, i32 %51 monotonic, align 4
  %53 = and i32 %5, 31
  %54 = shl nuw i32 1, %53
  %55 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %5)
  %56 = atomicrmw and ptr %.pre-phi94, i32 %55 monotonic, align 4
  %57 = atomicrmw or ptr %.pre-phi98, i32 %54 monotonic, align 4
  %58 = mul i32 %5, 3
  %59 = atomicrmw umax ptr %.pre-phi102, i32 %58 monotonic, align 4
  %60 = atomicrmw umin ptr %.pre-phi106, i32 %5 monotonic, align 4
  %61 = zext i32 %5 to i64
  %62 = mul nuw i64 %61, 4294967297
  %63 = atomicrmw add ptr %.pre-phi108, i64 %62 monotonic, align 8
  %64 = load i64, ptr %.pre-phi110, align 8
  %65 = add nuw nsw i64 %61, 1
  br label %"$L__BB9_3"

"$L__BB9_3":                                      ; preds = %"$L__BB9_3", %"$L__BB9_2"
  %"%rd53.0" = phi i64 [ %64, %"$L__BB9_2" ], [ %68, %"$L__BB9_3" ]
  %66 = add i64 %65, %"%rd53.0"
  %67 = cmpxchg ptr %.pre-phi110, i64 %"%rd53.0", i64 %66 monotonic monotonic, align 8
  %68 = extractvalue { i64, i1 } %67, 0
  %.not = extractvalue { i64, i1 } %67, 1
  br i1 %.not, label %69, label %"$L__BB9_3"

69:                                               ; preds = %"$L__BB9_3"
  %70 = mul i32 %4, %44
  %71 = add i32 %70, %5
  %72 = shl i32 %71, 3
  %73 = zext i32 %72 to i64
  %74 = shl nuw nsw i64 %73, 2
  %75 = add i64 %2, %74
  %76 = shl nuw nsw i64 %6, 3
  %77 = add i64 %76, ptrtoint (ptr @G_SCOPEDF to i64)
  %78 = inttoptr i64 %77 to ptr
  %79 = atomicrmw fadd ptr %78, float 5.000000e-01 monotonic, align 4
  %80 = uitofp i32 %5 to float
  %81 = add i64 %76, add (i64 ptrtoint (ptr @G_SCOPEDF to i64), i64 4)
  %82 = inttoptr i64 %81 to ptr
  %83 = atomicrmw fadd ptr %82, float %80 monotonic, align 4
  %84 = getelementptr i8, ptr %1, i64 80
  %85 = load ptr, ptr %84, align 8
  %86 = atomicrmw add ptr %85, i32 %5 monotonic, align 4
  %87 = mul i32 %5, 16777472
  %88 = load ptr, ptr %84, align 8
  %89 = getelementptr i8, ptr %88, i64 4
  %90 = atomicrmw xor ptr %89, i32 %87 monotonic, align 4
  %91 = load ptr, ptr %84, align 8
  %92 = getelementptr i8, ptr %91, i64 8
  %93 = atomicrmw uinc_wrap ptr %92, i32 15 monotonic, align 4
  %94 = load ptr, ptr %84, align 8
  %95 = getelementptr i8, ptr %94, i64 12
  %96 = atomicrmw xchg ptr %95, i32 %5 monotonic, align 4
  %97 = load ptr, ptr %84, align 8
  %98 = atomicrmw add ptr %97, i32 %96 monotonic, align 4
  %99 = load ptr, ptr %45, align 8
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr nonnull %1, i32 0, i32 0) #1
  %101 = shl i32 %5, 2
  %102 = zext i32 %101 to i64
  %103 = and i64 %102, 28
  %104 = add i64 %8, %103
  %105 = inttoptr i64 %104 to ptr
  %106 = load i32, ptr %105, align 4
  %107 = inttoptr i64 %75 to ptr
  store i32 %106, ptr %107, align 4
  %108 = load i64, ptr %.pre-phi108, align 8
  %109 = add i64 %75, 4
  %110 = inttoptr i64 %109 to ptr
  %111 = trunc i64 %108 to i32
  store i32 %111, ptr %110, align 4
  %112 = add i64 %10, add (i64 ptrtoint (ptr @G_SCOPED64 to i64), i64 4)
  %113 = inttoptr i64 %112 to ptr
  %114 = load i32, ptr %113, align 4
  %115 = add i64 %75, 8
  %116 = inttoptr i64 %115 to ptr
  store i32 %114, ptr %116, align 4
  %117 = load i64, ptr %.pre-phi110, align 8
  %118 = add i64 %75, 12
  %119 = inttoptr i64 %118 to ptr
  %120 = trunc i64 %117 to i32
  store i32 %120, ptr %119, align 4
  %121 = and i64 %102, 4
  %122 = add i64 %77, %121
  %123 = inttoptr i64 %122 to ptr
  %124 = load i32, ptr %123, align 4
  %125 = bitcast i32 %124 to float
  %126 = fcmp uno float %125, 0.000000e+00
  %127 = select i1 %126, i32 2147483647, i32 %124
  %128 = add i64 %75, 16
  %129 = inttoptr i64 %128 to ptr
  store i32 %127, ptr %129, align 4
  %130 = load ptr, ptr %84, align 8
  %131 = getelementptr i8, ptr %130, i64 12
  %132 = load i32, ptr %131, align 4
  %133 = load i32, ptr %130, align 4
  %134 = add i32 %132, %133
  %135 = add i64 %75, 20
  %136 = inttoptr i64 %135 to ptr
  store i32 %134, ptr %136, align 4
  %137 = load ptr, ptr %84, align 8
  %138 = getelementptr i8, ptr %137, i64 4
  %139 = load i32, ptr %138, align 4
  %140 = add i64 %75, 24
  %141 = inttoptr i64 %140 to ptr
  store i32 %139, ptr %141, align 4
  %142 = load ptr, ptr %84, align 8
  %143 = getelementptr i8, ptr %142, i64 8
  %144 = load i32, ptr %143, align 4
  %145 = add i64 %75, 28
  %146 = inttoptr i64 %145 to ptr
  store i32 %144, ptr %146, align 4
  ret void
}

define void @reductions(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr %1, align 4
  %6 = zext i32 %4 to i64
  %7 = mul nuw nsw i64 %6, 40
  %8 = add i64 %7, ptrtoint (ptr @G_RED to i64)
  %9 = icmp eq i32 %5, 0
  %10 = shl nuw nsw i64 %6, 2
  %11 = add i64 %10, ptrtoint (ptr @G_REDF to i64)
  %12 = shl nuw nsw i64 %6, 3
  %13 = add i64 %12, ptrtoint (ptr @G_REDD to i64)
  br i1 %9, label %"$L__BB10_1", label %"allocas.$L__BB10_2_crit_edge"

"allocas.$L__BB10_2_crit_edge":                   ; preds = %allocas
  %.pre = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 8)
  %.pre94 = inttoptr i64 %8 to ptr
  %.pre96 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 4)
  %.pre98 = inttoptr i64 %.pre96 to ptr
  %.pre100 = inttoptr i64 %.pre to ptr
  %.pre102 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 12)
  %.pre104 = inttoptr i64 %.pre102 to ptr
  %.pre106 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 16)
  %.pre108 = inttoptr i64 %.pre106 to ptr
  %.pre110 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 20)
  %.pre112 = inttoptr i64 %.pre110 to ptr
  %.pre114 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 24)
  %.pre116 = inttoptr i64 %.pre114 to ptr
  %.pre118 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 28)
  %.pre120 = inttoptr i64 %.pre118 to ptr
  %.pre122 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 32)
  %.pre124 = inttoptr i64 %.pre122 to ptr
  %.pre126 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 36)
  %.pre128 = inttoptr i64 %.pre126 to ptr
  %.pre130 = mul nuw nsw i64 %6, 24
  %.pre132 = add i64 %.pre130, ptrtoint (ptr @G_RED64 to i64)
  %.pre134 = inttoptr i64 %.pre132 to ptr
  %.pre136 = add i64 %.pre130, add (i64 ptrtoint (ptr @G_RED64 to i64), i64 8)
  %.pre138 = inttoptr i64 %.pre136 to ptr
  %.pre140 = add i64 %.pre130, add (i64 ptrtoint (ptr @G_RED64 to i64), i64 16)
  %.pre142 = inttoptr i64 %.pre140 to ptr
  %.pre144 = inttoptr i64 %11 to ptr
  %.pre146 = inttoptr i64 %13 to ptr
  br label %"$L__BB10_2"

"$L__BB10_1":                                     ; preds = %allocas
  %14 = inttoptr i64 %8 to ptr
  store i32 0, ptr %14, align 4
  %15 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 4)
  %16 = inttoptr i64 %15 to ptr
  store i32 0, ptr %16, align 4
  %17 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 12)
  %18 = inttoptr i64 %17 to ptr
  store i32 0, ptr %18, align 4
  %19 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 16)
  %20 = inttoptr i64 %19 to ptr
  store i32 0, ptr %20, align 4
  %21 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 24)
  %22 = inttoptr i64 %21 to ptr
  store i32 0, ptr %22, align 4
  %23 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 28)
  %24 = inttoptr i64 %23 to ptr
  store i32 0, ptr %24, align 4
  %25 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 32)
  %26 = inttoptr i64 %25 to ptr
  store i32 0, ptr %26, align 4
  %27 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 36)
  %28 = inttoptr i64 %27 to ptr
  store i32 0, ptr %28, align 4
  %29 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 8)
  %30 = inttoptr i64 %29 to ptr
  store i32 -1, ptr %30, align 4
  %31 = add i64 %7, add (i64 ptrtoint (ptr @G_RED to i64), i64 20)
  %32 = inttoptr i64 %31 to ptr
  store i32 2147483647, ptr %32, align 4
  %33 = mul nuw nsw i64 %6, 24
  %34 = add i64 %33, ptrtoint (ptr @G_RED64 to i64)
  %35 = inttoptr i64 %34 to ptr
  store i64 0, ptr %35, align 8
  %36 = add i64 %33, add (i64 ptrtoint (ptr @G_RED64 to i64), i64 8)
  %37 = inttoptr i64 %36 to ptr
  store i64 0, ptr %37, align 8
  %38 = add i64 %33, add (i64 ptrtoint (ptr @G_RED64 to i64), i64 16)
  %39 = inttoptr i64 %38 to ptr
  store i64 0, ptr %39, align 8
  %40 = inttoptr i64 %11 to ptr
  store i32 0, ptr %40, align 4
  %41 = inttoptr i64 %13 to ptr
  store i64 0, ptr %41, align 8
  %42 = getelementptr i8, ptr %1, i64 80
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr i8, ptr %43, i64 8
  store i32 0, ptr %44, align 4
  %45 = load ptr, ptr %42, align 8
  %46 = getelementptr i8, ptr %45, i64 4
  store i32 0, ptr %46, align 4
  %47 = load ptr, ptr %42, align 8
  store i32 0, ptr %47, align 4
  %48 = load ptr, ptr %42, align 8
  %49 = getelementptr i8, ptr %48, i64 12
  store i32 -1, ptr %49, align 4
  br label %"$L__BB10_2"

"$L__BB10_2":                                     ; preds = %"allocas.$L__BB10_2_crit_edge", %"$L__BB10_1"
  %.pre-phi147 = phi ptr [ %.pre146, %"allocas.$L__BB10_2_crit_edge" ], [ %41, %"$L__BB10_1" ]
  %.pre-phi145 = phi ptr [ %.pre144, %"allocas.$L__BB10_2_crit_edge" ], [ %40, %"$L__BB10_1" ]
  %.pre-phi143 = phi ptr [ %.pre142, %"allocas.$L__BB10_2_crit_edge" ], [ %39, %"$L__BB10_1" ]
  %.pre-phi139 = phi ptr [ %.pre138, %"allocas.$L__BB10_2_crit_edge" ], [ %37, %"$L__BB10_1" ]
  %.pre-phi135 = phi ptr [ %.pre134, %"allocas.$L__BB10_2_crit_edge" ], [ %35, %"$L__BB10_1" ]
  %.pre-phi133 = phi i64 [ %.pre132, %"allocas.$L__BB10_2_crit_edge" ], [ %34, %"$L__BB10_1" ]
  %.pre-phi129 = phi ptr [ %.pre128, %"allocas.$L__BB10_2_crit_edge" ], [ %28, %"$L__BB10_1" ]
  %.pre-phi125 = phi ptr [ %.pre124, %"allocas.$L__BB10_2_crit_edge" ], [ %26, %"$L__BB10_1" ]
  %.pre-phi121 = phi ptr [ %.pre120, %"allocas.$L__BB10_2_crit_edge" ], [ %24, %"$L__BB10_1" ]
  %.pre-phi117 = phi ptr [ %.pre116, %"allocas.$L__BB10_2_crit_edge" ], [ %22, %"$L__BB10_1" ]
  %.pre-phi113 = phi ptr [ %.pre112, %"allocas.$L__BB10_2_crit_edge" ], [ %32, %"$L__BB10_1" ]
  %.pre-phi109 = phi ptr [ %.pre108, %"allocas.$L__BB10_2_crit_edge" ], [ %20, %"$L__BB10_1" ]
  %.pre-phi105 = phi ptr [ %.pre104, %"allocas.$L__BB10_2_crit_edge" ], [ %18, %"$L__BB10_1" ]
  %.pre-phi101 = phi ptr [ %.pre100, %"allocas.$L__BB10_2_crit_edge" ], [ %30, %"$L__BB10_1" ]
  %.pre-phi99 = phi ptr [ %.pre98, %"allocas.$L__BB10_2_crit_edge" ], [ %16, %"$L__BB10_1" ]
  %.pre-phi95 = phi ptr [ %.pre94, %"allocas.$L__BB10_2_crit_edge" ], [ %14, %"$L__BB10_1" ]
  %50 = getelementptr i8, ptr %1, i64 12
  %51 = load i32, ptr %50, align 4
  %52 = mul i32 %4, %51
  %53 = add i32 %52, %5
  %54 = shl i32 %53, 3
  %55 = zext i32 %54 to i64
  %56 = shl nuw nsw i64 %55, 2
  %57 = add i64 %2, %56
  %58 = getelementptr i8, ptr %1, i64 104
  %59 = load ptr, ptr %58, align 8
  %60 = load ptr, ptr %59, align 8
  call void %60(ptr nonnull %1, i32 0, i32 0) #1
  %61 = atomicrmw add ptr %.pre-phi95, i32 %5 monotonic, align 4
  %62 = sub i32 0, %5
  %63 = atomicrmw add ptr %.pre-phi99, i32 %62 monotonic, align 4
  %64 = shl i32 %5, 4
  %65 = xor i32 %64, -1
  %66 = atomicrmw and ptr %.pre-phi101, i32 %65 monotonic, align 4
  %67 = shl i32 %5, 3
  %68 = atomicrmw or ptr %.pre-phi105, i32 %67 monotonic, align 4
  %69 = mul i32 %5, 65537
  %70 = atomicrmw xor ptr %.pre-phi109, i32 %69 monotonic, align 4
  %71 = add i32 %5, -20
  %72 = atomicrmw min ptr %.pre-phi113, i32 %71 monotonic, align 4
  %73 = mul i32 %5, 5
  %74 = atomicrmw umax ptr %.pre-phi117, i32 %73 monotonic, align 4
  %75 = atomicrmw uinc_wrap ptr %.pre-phi121, i32 10 monotonic, align 4
  %76 = atomicrmw udec_wrap ptr %.pre-phi125, i32 6 monotonic, align 4
  %77 = atomicrmw add ptr %.pre-phi129, i32 %62 monotonic, align 4
  %78 = zext i32 %5 to i64
  %79 = shl nuw nsw i64 %78, 31
  %80 = atomicrmw add ptr %.pre-phi135, i64 %79 monotonic, align 8
  %81 = shl i64 %78, 40
  %82 = atomicrmw umax ptr %.pre-phi139, i64 %81 monotonic, align 8
  %83 = and i32 %5, 63
  %84 = zext nneg i32 %83 to i64
  %85 = shl nuw i64 1, %84
  %86 = atomicrmw or ptr %.pre-phi143, i64 %85 monotonic, align 8
  %87 = uitofp i32 %5 to float
  %88 = fadd float %87, %87
  %89 = atomicrmw fadd ptr %.pre-phi145, float %88 monotonic, align 4
  %90 = uitofp i32 %5 to double
  %91 = fmul double %90, 1.250000e-01
  %92 = atomicrmw fadd ptr %.pre-phi147, double %91 monotonic, align 8
  %93 = getelementptr i8, ptr %1, i64 80
  %94 = load ptr, ptr %93, align 8
  %95 = atomicrmw add ptr %94, i32 %5 monotonic, align 4
  %96 = and i32 %5, 31
  %97 = shl nuw i32 1, %96
  %98 = load ptr, ptr %93, align 8
  %99 = getelementptr i8, ptr %98, i64 4
  %100 = atomicrmw or ptr %99, i32 %97 monotonic, align 4
  %101 = mul i32 %5, 11
  %102 = load ptr, ptr %93, align 8
  %103 = getelementptr i8, ptr %102, i64 8
  %104 = atomicrmw umax ptr %103, i32 %101 monotonic, align 4
  %105 = mul nuw nsw i64 %78, 138547333
  %106 = lshr i64 %105, 32
  %107 = trunc nuw nsw i64 %106 to i32
  %108 = sub i32 %5, %107
  %109 = lshr i32 %108, 1
  %110 = add nuw i32 %109, %107
  %111 = lshr i32 %110, 4
  %112 = add i32 %111, %5
  %113 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %112)
  %114 = load ptr, ptr %93, align 8
  %115 = getelementptr i8, ptr %114, i64 12
  %116 = atomicrmw and ptr %115, i32 %113 monotonic, align 4
  %117 = load ptr, ptr %58, align 8
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr nonnull %1, i32 0, i32 0) #1
  %119 = mul nuw i64 %78, 3435973837
  %120 = lshr i64 %119, 35
  %121 = trunc nuw nsw i64 %120 to i32
  %.neg = mul i32 %121, -10
  %122 = add i32 %.neg, %5
  %123 = zext i32 %122 to i64
  %124 = shl nuw nsw i64 %123, 2
  %125 = add i64 %8, %124
  %126 = inttoptr i64 %125 to ptr
  %127 = load i32, ptr %126, align 4
  %128 = inttoptr i64 %57 to ptr
  store i32 %127, ptr %128, align 4
  %129 = mul nuw i64 %78, 2863311531
  %130 = lshr i64 %129, 33
  %131 = trunc nuw nsw i64 %130 to i32
  %.neg93 = mul i32 %131, -3
  %132 = add i32 %.neg93, %5
  %133 = zext i32 %132 to i64
  %134 = shl nuw nsw i64 %133, 3
  %135 = add i64 %.pre-phi133, %134
  %136 = inttoptr i64 %135 to ptr
  %137 = load i64, ptr %136, align 8
  %138 = add i64 %57, 4
  %139 = inttoptr i64 %138 to ptr
  %140 = trunc i64 %137 to i32
  store i32 %140, ptr %139, align 4
  %141 = or disjoint i64 %135, 4
  %142 = inttoptr i64 %141 to ptr
  %143 = load i32, ptr %142, align 4
  %144 = add i64 %57, 8
  %145 = inttoptr i64 %144 to ptr
  store i32 %143, ptr %145, align 4
  %146 = load i32, ptr %.pre-phi145, align 4
  %147 = bitcast i32 %146 to float
  %148 = fcmp uno float %147, 0.000000e+00
  %149 = select i1 %148, i32 2147483647, i32 %146
  %150 = add i64 %57, 12
  %151 = inttoptr i64 %150 to ptr
  store i32 %149, ptr %151, align 4
  %152 = load i64, ptr %.pre-phi147, align 8
  %153 = bitcast i64 %152 to double
  %154 = fcmp uno double %153, 0.000000e+00
  %155 = lshr i64 %152, 32
  %156 = trunc nuw i64 %155 to i32
  %157 = select i1 %154, i32 2147483647, i32 %156
  %158 = add i64 %57, 16
  %159 = inttoptr i64 %158 to ptr
  store i32 %157, ptr %159, align 4
  %160 = shl i32 %5, 2
  %161 = and i32 %160, 12
  %162 = zext nneg i32 %161 to i64
  %163 = load ptr, ptr %93, align 8
  %164 = getelementptr i8, ptr %163, i64 %162
  %165 = load i32, ptr %164, align 4
  %166 = add i64 %57, 20
  %167 = inttoptr i64 %166 to ptr
  store i32 %165, ptr %167, align 4
  ret void
}

define void @red_asm(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr %1, align 4
  %6 = zext i32 %4 to i64
  %7 = icmp eq i32 %5, 0
  %8 = shl nuw nsw i64 %6, 2
  %9 = add i64 %8, ptrtoint (ptr @G_REDASMF to i64)
  %10 = shl nuw nsw i64 %6, 3
  %11 = add i64 %10, ptrtoint (ptr @G_REDASMD to i64)
  br i1 %7, label %"$L__BB11_1", label %"allocas.$L__BB11_2_crit_edge"

"allocas.$L__BB11_2_crit_edge":                   ; preds = %allocas
  %.pre = mul nuw nsw i64 %6, 36
  %.pre82 = add i64 %.pre, ptrtoint (ptr @G_REDASM to i64)
  %.pre84 = inttoptr i64 %.pre82 to ptr
  %.pre86 = add i64 %.pre, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 4)
  %.pre88 = inttoptr i64 %.pre86 to ptr
  %.pre90 = add i64 %.pre, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 8)
  %.pre92 = inttoptr i64 %.pre90 to ptr
  %.pre94 = add i64 %.pre, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 12)
  %.pre96 = inttoptr i64 %.pre94 to ptr
  %.pre98 = add i64 %.pre, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 16)
  %.pre100 = inttoptr i64 %.pre98 to ptr
  %.pre102 = add i64 %.pre, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 20)
  %.pre104 = inttoptr i64 %.pre102 to ptr
  %.pre106 = add i64 %.pre, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 24)
  %.pre108 = inttoptr i64 %.pre106 to ptr
  %.pre110 = add i64 %.pre, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 28)
  %.pre112 = inttoptr i64 %.pre110 to ptr
  %.pre114 = add i64 %.pre, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 32)
  %.pre116 = inttoptr i64 %.pre114 to ptr
  %.pre118 = shl nuw nsw i64 %6, 4
  %.pre120 = add i64 %.pre118, ptrtoint (ptr @G_REDASM64 to i64)
  %.pre122 = inttoptr i64 %.pre120 to ptr
  %.pre124 = add i64 %.pre118, add (i64 ptrtoint (ptr @G_REDASM64 to i64), i64 8)
  %.pre126 = inttoptr i64 %.pre124 to ptr
  %.pre128 = inttoptr i64 %9 to ptr
  %.pre130 = inttoptr i64 %11 to ptr
  br label %"$L__BB11_2"

"$L__BB11_1":                                     ; preds = %allocas
  %12 = mul nuw nsw i64 %6, 36
  %13 = add i64 %12, ptrtoint (ptr @G_REDASM to i64)
  %14 = inttoptr i64 %13 to ptr
  store i32 0, ptr %14, align 4
  %15 = add i64 %12, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 4)
  %16 = inttoptr i64 %15 to ptr
  store i32 0, ptr %16, align 4
  %17 = add i64 %12, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 8)
  %18 = inttoptr i64 %17 to ptr
  store i32 0, ptr %18, align 4
  %19 = add i64 %12, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 20)
  %20 = inttoptr i64 %19 to ptr
  store i32 0, ptr %20, align 4
  %21 = add i64 %12, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 24)
  %22 = inttoptr i64 %21 to ptr
  store i32 0, ptr %22, align 4
  %23 = add i64 %12, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 28)
  %24 = inttoptr i64 %23 to ptr
  store i32 0, ptr %24, align 4
  %25 = add i64 %12, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 32)
  %26 = inttoptr i64 %25 to ptr
  store i32 0, ptr %26, align 4
  %27 = add i64 %12, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 16)
  %28 = inttoptr i64 %27 to ptr
  store i32 -1, ptr %28, align 4
  %29 = add i64 %12, add (i64 ptrtoint (ptr @G_REDASM to i64), i64 12)
  %30 = inttoptr i64 %29 to ptr
  store i32 100, ptr %30, align 4
  %31 = shl nuw nsw i64 %6, 4
  %32 = add i64 %31, ptrtoint (ptr @G_REDASM64 to i64)
  %33 = inttoptr i64 %32 to ptr
  store i64 0, ptr %33, align 8
  %34 = add i64 %31, add (i64 ptrtoint (ptr @G_REDASM64 to i64), i64 8)
  %35 = inttoptr i64 %34 to ptr
  store i64 0, ptr %35, align 8
  %36 = inttoptr i64 %9 to ptr
  store i32 1065353216, ptr %36, align 4
  %37 = inttoptr i64 %11 to ptr
  store i64 -4616189618054758400, ptr %37, align 8
  %38 = getelementptr i8, ptr %1, i64 80
  %39 = load ptr, ptr %38, align 8
  store i32 0, ptr %39, align 4
  %40 = load ptr, ptr %38, align 8
  %41 = getelementptr i8, ptr %40, i64 4
  store i32 0, ptr %41, align 4
  %42 = load ptr, ptr %38, align 8
  %43 = getelementptr i8, ptr %42, i64 8
  store i32 305419896, ptr %43, align 4
  %44 = load ptr, ptr %38, align 8
  %45 = getelementptr i8, ptr %44, i64 16
  store i64 0, ptr %45, align 8
  br label %"$L__BB11_2"

"$L__BB11_2":                                     ; preds = %"allocas.$L__BB11_2_crit_edge", %"$L__BB11_1"
  %.pre-phi131 = phi ptr [ %.pre130, %"allocas.$L__BB11_2_crit_edge" ], [ %37, %"$L__BB11_1" ]
  %.pre-phi129 = phi ptr [ %.pre128, %"allocas.$L__BB11_2_crit_edge" ], [ %36, %"$L__BB11_1" ]
  %.pre-phi127 = phi ptr [ %.pre126, %"allocas.$L__BB11_2_crit_edge" ], [ %35, %"$L__BB11_1" ]
  %.pre-phi123 = phi ptr [ %.pre122, %"allocas.$L__BB11_2_crit_edge" ], [ %33, %"$L__BB11_1" ]
  %.pre-phi121 = phi i64 [ %.pre120, %"allocas.$L__BB11_2_crit_edge" ], [ %32, %"$L__BB11_1" ]
  %.pre-phi117 = phi ptr [ %.pre116, %"allocas.$L__BB11_2_crit_edge" ], [ %26, %"$L__BB11_1" ]
  %.pre-phi113 = phi ptr [ %.pre112, %"allocas.$L__BB11_2_crit_edge" ], [ %24, %"$L__BB11_1" ]
  %.pre-phi109 = phi ptr [ %.pre108, %"allocas.$L__BB11_2_crit_edge" ], [ %22, %"$L__BB11_1" ]
  %.pre-phi105 = phi ptr [ %.pre104, %"allocas.$L__BB11_2_crit_edge" ], [ %20, %"$L__BB11_1" ]
  %.pre-phi101 = phi ptr [ %.pre100, %"allocas.$L__BB11_2_crit_edge" ], [ %28, %"$L__BB11_1" ]
  %.pre-phi97 = phi ptr [ %.pre96, %"allocas.$L__BB11_2_crit_edge" ], [ %30, %"$L__BB11_1" ]
  %.pre-phi93 = phi ptr [ %.pre92, %"allocas.$L__BB11_2_crit_edge" ], [ %18, %"$L__BB11_1" ]
  %.pre-phi89 = phi ptr [ %.pre88, %"allocas.$L__BB11_2_crit_edge" ], [ %16, %"$L__BB11_1" ]
  %.pre-phi85 = phi ptr [ %.pre84, %"allocas.$L__BB11_2_crit_edge" ], [ %14, %"$L__BB11_1" ]
  %.pre-phi83 = phi i64 [ %.pre82, %"allocas.$L__BB11_2_crit_edge" ], [ %13, %"$L__BB11_1" ]
  %46 = getelementptr i8, ptr %1, i64 12
  %47 = load i32, ptr %46, align 4
  %48 = mul i32 %4, %47
  %49 = add i32 %48, %5
  %50 = shl i32 %49, 3
  %51 = zext i32 %50 to i64
  %52 = shl nuw nsw i64 %51, 2
  %53 = add i64 %2, %52
  %54 = getelementptr i8, ptr %1, i64 104
  %55 = load ptr, ptr %54, align 8
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr nonnull %1, i32 0, i32 0) #1
  %57 = atomicrmw add ptr %.pre-phi85, i32 %5 monotonic, align 4
  %58 = sub i32 0, %5
  %59 = atomicrmw add ptr %.pre-phi89, i32 %58 monotonic, align 4
  %60 = mul i32 %5, 9
  %61 = atomicrmw umax ptr %.pre-phi93, i32 %60 monotonic, align 4
  %62 = add i32 %5, -40
  %63 = atomicrmw min ptr %.pre-phi97, i32 %62 monotonic, align 4
  %64 = and i32 %5, 31
  %65 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %5)
  %66 = atomicrmw and ptr %.pre-phi101, i32 %65 monotonic, align 4
  %67 = and i32 %5, 15
  %68 = shl nuw nsw i32 1, %67
  %69 = atomicrmw or ptr %.pre-phi105, i32 %68 monotonic, align 4
  %70 = mul i32 %5, 3
  %71 = atomicrmw xor ptr %.pre-phi109, i32 %70 monotonic, align 4
  %72 = atomicrmw uinc_wrap ptr %.pre-phi113, i32 24 monotonic, align 4
  %73 = atomicrmw udec_wrap ptr %.pre-phi117, i32 9 monotonic, align 4
  %74 = zext i32 %5 to i64
  %75 = mul i64 %74, 68719476737
  %76 = atomicrmw add ptr %.pre-phi123, i64 %75 monotonic, align 8
  %77 = shl i64 %74, 50
  %78 = atomicrmw umax ptr %.pre-phi127, i64 %77 monotonic, align 8
  %79 = atomicrmw fadd ptr %.pre-phi129, float 7.500000e-01 monotonic, align 4
  %80 = uitofp i32 %5 to double
  %81 = atomicrmw fadd ptr %.pre-phi131, double %80 monotonic, align 8
  %82 = add i32 %5, 1
  %83 = getelementptr i8, ptr %1, i64 80
  %84 = load ptr, ptr %83, align 8
  %85 = atomicrmw add ptr %84, i32 %82 monotonic, align 4
  %86 = xor i32 %64, 31
  %87 = shl nuw i32 1, %86
  %88 = load ptr, ptr %83, align 8
  %89 = getelementptr i8, ptr %88, i64 4
  %90 = atomicrmw or ptr %89, i32 %87 monotonic, align 4
  %91 = shl i32 %5, 16
  %92 = load ptr, ptr %83, align 8
  %93 = getelementptr i8, ptr %92, i64 8
  %94 = atomicrmw xor ptr %93, i32 %91 monotonic, align 4
  %95 = load ptr, ptr %83, align 8
  %96 = getelementptr i8, ptr %95, i64 16
  %97 = atomicrmw add ptr %96, i64 4294967295 monotonic, align 8
  %98 = atomicrmw add ptr %.pre-phi85, i32 1 monotonic, align 4
  %99 = load ptr, ptr %54, align 8
  %100 = load ptr, ptr %99, align 8
  call void %100(ptr nonnull %1, i32 0, i32 0) #1
  %101 = mul nuw nsw i64 %74, 954437177
  %102 = lshr i64 %101, 33
  %103 = trunc nuw nsw i64 %102 to i32
  %.neg = mul i32 %103, -9
  %104 = add i32 %.neg, %5
  %105 = zext i32 %104 to i64
  %106 = shl nuw nsw i64 %105, 2
  %107 = add i64 %.pre-phi83, %106
  %108 = inttoptr i64 %107 to ptr
  %109 = load i32, ptr %108, align 4
  %110 = inttoptr i64 %53 to ptr
  store i32 %109, ptr %110, align 4
  %111 = shl nuw nsw i64 %74, 3
  %112 = and i64 %111, 8
  %113 = add i64 %.pre-phi121, %112
  %114 = inttoptr i64 %113 to ptr
  %115 = load i64, ptr %114, align 8
  %116 = add i64 %53, 4
  %117 = inttoptr i64 %116 to ptr
  %118 = trunc i64 %115 to i32
  store i32 %118, ptr %117, align 4
  %119 = or disjoint i64 %113, 4
  %120 = inttoptr i64 %119 to ptr
  %121 = load i32, ptr %120, align 4
  %122 = add i64 %53, 8
  %123 = inttoptr i64 %122 to ptr
  store i32 %121, ptr %123, align 4
  %124 = load i32, ptr %.pre-phi129, align 4
  %125 = bitcast i32 %124 to float
  %126 = fcmp uno float %125, 0.000000e+00
  %127 = select i1 %126, i32 2147483647, i32 %124
  %128 = add i64 %53, 12
  %129 = inttoptr i64 %128 to ptr
  store i32 %127, ptr %129, align 4
  %130 = load i64, ptr %.pre-phi131, align 8
  %131 = bitcast i64 %130 to double
  %132 = fcmp uno double %131, 0.000000e+00
  %133 = lshr i64 %130, 32
  %134 = trunc nuw i64 %133 to i32
  %135 = select i1 %132, i32 2147483647, i32 %134
  %136 = add i64 %53, 16
  %137 = inttoptr i64 %136 to ptr
  store i32 %135, ptr %137, align 4
  %138 = mul nuw i64 %74, 2863311531
  %139 = lshr i64 %138, 33
  %140 = trunc nuw nsw i64 %139 to i32
  %.neg81 = mul i32 %140, 1073741821
  %141 = add i32 %.neg81, %5
  %142 = shl i32 %141, 2
  %143 = zext i32 %142 to i64
  %144 = load ptr, ptr %83, align 8
  %145 = getelementptr i8, ptr %144, i64 %143
  %146 = load i32, ptr %145, align 4
  %147 = add i64 %53, 20
  %148 = inttoptr i64 %147 to ptr
  store i32 %146, ptr %148, align 4
  %149 = load ptr, ptr %83, align 8
  %150 = getelementptr i8, ptr %149, i64 16
  %151 = load i64, ptr %150, align 8
  %152 = add i64 %53, 24
  %153 = inttoptr i64 %152 to ptr
  %154 = trunc i64 %151 to i32
  store i32 %154, ptr %153, align 4
  %155 = lshr i64 %151, 32
  %156 = add i64 %53, 28
  %157 = inttoptr i64 %156 to ptr
  %158 = trunc nuw i64 %155 to i32
  store i32 %158, ptr %157, align 4
  ret void
}

define void @ordered_atomics(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr %1, align 4
  %6 = zext i32 %4 to i64
  %7 = mul nuw nsw i64 %6, 24
  %8 = add i64 %7, ptrtoint (ptr @G_ORDERED to i64)
  %9 = icmp eq i32 %5, 0
  %10 = shl nuw nsw i64 %6, 3
  %11 = add i64 %10, ptrtoint (ptr @G_ORDERED64 to i64)
  br i1 %9, label %"$L__BB12_1", label %"allocas.$L__BB12_2_crit_edge"

"allocas.$L__BB12_2_crit_edge":                   ; preds = %allocas
  %.pre = add i64 %7, add (i64 ptrtoint (ptr @G_ORDERED to i64), i64 4)
  %.pre47 = inttoptr i64 %8 to ptr
  %.pre49 = inttoptr i64 %.pre to ptr
  %.pre51 = add i64 %7, add (i64 ptrtoint (ptr @G_ORDERED to i64), i64 8)
  %.pre53 = inttoptr i64 %.pre51 to ptr
  %.pre55 = add i64 %7, add (i64 ptrtoint (ptr @G_ORDERED to i64), i64 12)
  %.pre57 = inttoptr i64 %.pre55 to ptr
  %.pre59 = add i64 %7, add (i64 ptrtoint (ptr @G_ORDERED to i64), i64 16)
  %.pre61 = inttoptr i64 %.pre59 to ptr
  %.pre63 = add i64 %7, add (i64 ptrtoint (ptr @G_ORDERED to i64), i64 20)
  %.pre65 = inttoptr i64 %.pre63 to ptr
  %.pre67 = inttoptr i64 %11 to ptr
  br label %"$L__BB12_2"

"$L__BB12_1":                                     ; preds = %allocas
  %12 = inttoptr i64 %8 to ptr
  store i32 0, ptr %12, align 4
  %13 = add i64 %7, add (i64 ptrtoint (ptr @G_ORDERED to i64), i64 4)
  %14 = inttoptr i64 %13 to ptr
  store i32 0, ptr %14, align 4
  %15 = add i64 %7, add (i64 ptrtoint (ptr @G_ORDERED to i64), i64 8)
  %16 = inttoptr i64 %15 to ptr
  store i32 0, ptr %16, align 4
  %17 = add i64 %7, add (i64 ptrtoint (ptr @G_ORDERED to i64), i64 12)
  %18 = inttoptr i64 %17 to ptr
  store i32 0, ptr %18, align 4
  %19 = add i64 %7, add (i64 ptrtoint (ptr @G_ORDERED to i64), i64 16)
  %20 = inttoptr i64 %19 to ptr
  store i32 0, ptr %20, align 4
  %21 = add i64 %7, add (i64 ptrtoint (ptr @G_ORDERED to i64), i64 20)
  %22 = inttoptr i64 %21 to ptr
  store i32 0, ptr %22, align 4
  %23 = inttoptr i64 %11 to ptr
  store i64 0, ptr %23, align 8
  %24 = getelementptr i8, ptr %1, i64 80
  %25 = load ptr, ptr %24, align 8
  store i32 0, ptr %25, align 4
  %26 = load ptr, ptr %24, align 8
  %27 = getelementptr i8, ptr %26, i64 4
  store i32 0, ptr %27, align 4
  br label %"$L__BB12_2"

"$L__BB12_2":                                     ; preds = %"allocas.$L__BB12_2_crit_edge", %"$L__BB12_1"
  %.pre-phi68 = phi ptr [ %.pre67, %"allocas.$L__BB12_2_crit_edge" ], [ %23, %"$L__BB12_1" ]
  %.pre-phi66 = phi ptr [ %.pre65, %"allocas.$L__BB12_2_crit_edge" ], [ %22, %"$L__BB12_1" ]
  %.pre-phi62 = phi ptr [ %.pre61, %"allocas.$L__BB12_2_crit_edge" ], [ %20, %"$L__BB12_1" ]
  %.pre-phi58 = phi ptr [ %.pre57, %"allocas.$L__BB12_2_crit_edge" ], [ %18, %"$L__BB12_1" ]
  %.pre-phi54 = phi ptr [ %.pre53, %"allocas.$L__BB12_2_crit_edge" ], [ %16, %"$L__BB12_1" ]
  %.pre-phi50 = phi ptr [ %.pre49, %"allocas.$L__BB12_2_crit_edge" ], [ %14, %"$L__BB12_1" ]
  %.pre-phi48 = phi ptr [ %.pre47, %"allocas.$L__BB12_2_crit_edge" ], [ %12, %"$L__BB12_1" ]
  %28 = getelementptr i8, ptr %1, i64 12
  %29 = load i32, ptr %28, align 4
  %30 = mul i32 %4, %29
  %31 = add i32 %30, %5
  %32 = shl i32 %31, 3
  %33 = zext i32 %32 to i64
  %34 = shl nuw nsw i64 %33, 2
  %35 = add i64 %2, %34
  %36 = getelementptr i8, ptr %1, i64 104
  %37 = load ptr, ptr %36, align 8
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr nonnull %1, i32 0, i32 0) #1
  %39 = atomicrmw add ptr %.pre-phi48, i32 1 acquire, align 4
  %40 = atomicrmw add ptr %.pre-phi50, i32 %39 release, align 4
  %41 = add i32 %5, 1
  %42 = atomicrmw xchg ptr %.pre-phi54, i32 %41 release, align 4
  %43 = atomicrmw add ptr %.pre-phi58, i32 %42 monotonic, align 4
  %44 = and i32 %5, 31
  %45 = shl nuw i32 1, %44
  %46 = atomicrmw or ptr %.pre-phi62, i32 %45 acq_rel, align 4
  %47 = add i32 %5, 100
  %48 = cmpxchg ptr %.pre-phi66, i32 0, i32 %47 monotonic monotonic, align 4
  %49 = extractvalue { i32, i1 } %48, 0
  %50 = atomicrmw add ptr %.pre-phi68, i64 4294967296 acquire, align 8
  %51 = getelementptr i8, ptr %1, i64 80
  %52 = load ptr, ptr %51, align 8
  %53 = atomicrmw add ptr %52, i32 %5 acq_rel, align 4
  %54 = load ptr, ptr %51, align 8
  %55 = getelementptr i8, ptr %54, i64 4
  %56 = atomicrmw add ptr %55, i32 2 release, align 4
  fence seq_cst
  %57 = load ptr, ptr %36, align 8
  %58 = load ptr, ptr %57, align 8
  call void %58(ptr nonnull %1, i32 0, i32 0) #1
  %59 = load i32, ptr %.pre-phi48, align 4
  %60 = inttoptr i64 %35 to ptr
  store i32 %59, ptr %60, align 4
  %61 = load i32, ptr %.pre-phi50, align 4
  %62 = add i64 %35, 4
  %63 = inttoptr i64 %62 to ptr
  store i32 %61, ptr %63, align 4
  %64 = load i32, ptr %.pre-phi58, align 4
  %65 = load i32, ptr %.pre-phi54, align 4
  %66 = add i32 %64, %65
  %67 = add i64 %35, 8
  %68 = inttoptr i64 %67 to ptr
  store i32 %66, ptr %68, align 4
  %69 = load i32, ptr %.pre-phi62, align 4
  %70 = or i32 %69, %46
  %.not = icmp ne i32 %70, %69
  %71 = zext i1 %.not to i32
  %72 = add i32 %69, %71
  %73 = add i64 %35, 12
  %74 = inttoptr i64 %73 to ptr
  store i32 %72, ptr %74, align 4
  %75 = extractvalue { i32, i1 } %48, 1
  %76 = add i32 %49, -100
  %77 = icmp ult i32 %76, 64
  %78 = or i1 %75, %77
  %79 = zext i1 %78 to i32
  %80 = add i64 %35, 16
  %81 = inttoptr i64 %80 to ptr
  store i32 %79, ptr %81, align 4
  %82 = add i64 %10, add (i64 ptrtoint (ptr @G_ORDERED64 to i64), i64 4)
  %83 = inttoptr i64 %82 to ptr
  %84 = load i32, ptr %83, align 4
  %85 = icmp ult i64 %50, 274877906944
  %86 = zext i1 %85 to i32
  %87 = add i32 %84, %86
  %88 = add i64 %35, 20
  %89 = inttoptr i64 %88 to ptr
  store i32 %87, ptr %89, align 4
  %90 = icmp ult i32 %53, 2017
  %91 = select i1 %90, i32 65536, i32 0
  %92 = load ptr, ptr %51, align 8
  %93 = load i32, ptr %92, align 4
  %94 = add i32 %93, %91
  %95 = add i64 %35, 24
  %96 = inttoptr i64 %95 to ptr
  store i32 %94, ptr %96, align 4
  %97 = load ptr, ptr %51, align 8
  %98 = getelementptr i8, ptr %97, i64 4
  %99 = load i32, ptr %98, align 4
  %100 = add i64 %35, 28
  %101 = inttoptr i64 %100 to ptr
  store i32 %99, ptr %101, align 4
  ret void
}

define void @last_block_sum(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr %1, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %"$L__BB13_2", label %62

"$L__BB13_2":                                     ; preds = %62, %allocas
  %7 = getelementptr i8, ptr %1, i64 12
  %8 = load i32, ptr %7, align 4
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %5
  %11 = getelementptr i8, ptr %1, i64 104
  %12 = load ptr, ptr %11, align 8
  %13 = load ptr, ptr %12, align 8
  call void %13(ptr nonnull %1, i32 0, i32 0) #1
  %14 = mul i32 %10, %10
  %15 = getelementptr i8, ptr %1, i64 80
  %16 = load ptr, ptr %15, align 8
  %17 = atomicrmw add ptr %16, i32 %14 monotonic, align 4
  %18 = load ptr, ptr %11, align 8
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr nonnull %1, i32 0, i32 0) #1
  br i1 %6, label %"$L__BB13_4", label %65

"$L__BB13_4":                                     ; preds = %65, %"$L__BB13_2"
  %20 = load ptr, ptr %11, align 8
  %21 = load ptr, ptr %20, align 8
  call void %21(ptr nonnull %1, i32 0, i32 0) #1
  %22 = load ptr, ptr %15, align 8
  %23 = load i32, ptr %22, align 4
  %24 = shl i32 %10, 3
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 2
  %27 = add i64 %2, %26
  %28 = inttoptr i64 %27 to ptr
  store i32 %23, ptr %28, align 4
  fence seq_cst
  %29 = load ptr, ptr %15, align 8
  %30 = getelementptr i8, ptr %29, i64 4
  %31 = load i8, ptr %30, align 1
  %32 = icmp eq i8 %31, 0
  %33 = or i1 %6, %32
  br i1 %33, label %"$L__BB13_13", label %80

"$L__BB13_13":                                    ; preds = %"$L__BB13_12", %"$L__BB13_4"
  ret void

"$L__BB13_12":                                    ; preds = %"$L__BB13_11", %"$L__BB13_9", %80
  %"%r55.0" = phi i32 [ 0, %80 ], [ %"%r55.1", %"$L__BB13_9" ], [ %59, %"$L__BB13_11" ]
  fence seq_cst
  %34 = add i64 %2, 28
  %35 = inttoptr i64 %34 to ptr
  store i32 %"%r55.0", ptr %35, align 4
  br label %"$L__BB13_13"

"$L__BB13_9":                                     ; preds = %89, %84
  %"%r51.0" = phi i64 [ 0, %84 ], [ %91, %89 ]
  %"%r55.1" = phi i32 [ 0, %84 ], [ %54, %89 ]
  %36 = icmp eq i32 %85, 0
  br i1 %36, label %"$L__BB13_12", label %92

"$L__BB13_8":                                     ; preds = %"$L__BB13_8", %87
  %"%r49.0" = phi i32 [ %88, %87 ], [ %56, %"$L__BB13_8" ]
  %"%r51.1" = phi i32 [ 0, %87 ], [ %55, %"$L__BB13_8" ]
  %"%r55.2" = phi i32 [ 0, %87 ], [ %54, %"$L__BB13_8" ]
  %37 = zext i32 %"%r51.1" to i64
  %38 = shl nuw nsw i64 %37, 2
  %39 = add i64 %38, ptrtoint (ptr @G_PARTIAL to i64)
  %40 = inttoptr i64 %39 to ptr
  %41 = load volatile i32, ptr %40, align 4
  %42 = add i32 %41, %"%r55.2"
  %43 = add i64 %38, add (i64 ptrtoint (ptr @G_PARTIAL to i64), i64 4)
  %44 = inttoptr i64 %43 to ptr
  %45 = load volatile i32, ptr %44, align 4
  %46 = add i32 %45, %42
  %47 = add i64 %38, add (i64 ptrtoint (ptr @G_PARTIAL to i64), i64 8)
  %48 = inttoptr i64 %47 to ptr
  %49 = load volatile i32, ptr %48, align 4
  %50 = add i32 %49, %46
  %51 = add i64 %38, add (i64 ptrtoint (ptr @G_PARTIAL to i64), i64 12)
  %52 = inttoptr i64 %51 to ptr
  %53 = load volatile i32, ptr %52, align 4
  %54 = add i32 %53, %50
  %55 = add i32 %"%r51.1", 4
  %56 = add i32 %"%r49.0", -4
  %.not = icmp eq i32 %56, 0
  br i1 %.not, label %89, label %"$L__BB13_8"

"$L__BB13_11":                                    ; preds = %"$L__BB13_11", %92
  %"%rd17.0" = phi i64 [ %93, %92 ], [ %60, %"$L__BB13_11" ]
  %"%r54.0" = phi i32 [ %85, %92 ], [ %61, %"$L__BB13_11" ]
  %"%r55.3" = phi i32 [ %"%r55.1", %92 ], [ %59, %"$L__BB13_11" ]
  %57 = inttoptr i64 %"%rd17.0" to ptr
  %58 = load volatile i32, ptr %57, align 4
  %59 = add i32 %58, %"%r55.3"
  %60 = add i64 %"%rd17.0", 4
  %61 = add i32 %"%r54.0", -1
  %.not25 = icmp eq i32 %61, 0
  br i1 %.not25, label %"$L__BB13_12", label %"$L__BB13_11"

62:                                               ; preds = %allocas
  %63 = getelementptr i8, ptr %1, i64 80
  %64 = load ptr, ptr %63, align 8
  store i32 0, ptr %64, align 4
  br label %"$L__BB13_2"

65:                                               ; preds = %"$L__BB13_2"
  %66 = load ptr, ptr %15, align 8
  %67 = load i32, ptr %66, align 4
  %68 = zext i32 %4 to i64
  %69 = shl nuw nsw i64 %68, 2
  %70 = add i64 %69, ptrtoint (ptr @G_PARTIAL to i64)
  %71 = inttoptr i64 %70 to ptr
  store i32 %67, ptr %71, align 4
  fence seq_cst
  %72 = getelementptr i8, ptr %1, i64 36
  %73 = load i32, ptr %72, align 4
  %74 = add i32 %73, -1
  %75 = atomicrmw uinc_wrap ptr @G_TICKET, i32 %74 monotonic, align 4
  %76 = icmp eq i32 %75, %74
  %77 = load ptr, ptr %15, align 8
  %78 = getelementptr i8, ptr %77, i64 4
  %79 = zext i1 %76 to i8
  store i8 %79, ptr %78, align 1
  br label %"$L__BB13_4"

80:                                               ; preds = %"$L__BB13_4"
  %81 = getelementptr i8, ptr %1, i64 36
  %82 = load i32, ptr %81, align 4
  %83 = icmp eq i32 %82, 0
  br i1 %83, label %"$L__BB13_12", label %84

84:                                               ; preds = %80
  %85 = and i32 %82, 3
  %86 = icmp ult i32 %82, 4
  br i1 %86, label %"$L__BB13_9", label %87

87:                                               ; preds = %84
  %88 = and i32 %82, -4
  br label %"$L__BB13_8"

89:                                               ; preds = %"$L__BB13_8"
  %90 = zext i32 %55 to i64
  %91 = shl nuw nsw i64 %90, 2
  br label %"$L__BB13_9"

92:                                               ; preds = %"$L__BB13_9"
  %93 = add i64 %"%r51.0", ptrtoint (ptr @G_PARTIAL to i64)
  br label %"$L__BB13_11"
}

define void @fences(ptr %0, ptr %1) {
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
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = inttoptr i64 %13 to ptr
  store i32 %9, ptr %14, align 4
  fence seq_cst
  %15 = load i32, ptr %14, align 4
  %16 = add i32 %15, 1
  %17 = add i64 %13, 4
  %18 = inttoptr i64 %17 to ptr
  store i32 %16, ptr %18, align 4
  fence seq_cst
  %19 = load i32, ptr %18, align 4
  %20 = shl i32 %19, 1
  %21 = add i64 %13, 8
  %22 = inttoptr i64 %21 to ptr
  store i32 %20, ptr %22, align 4
  fence seq_cst
  %23 = load i32, ptr %22, align 4
  %24 = xor i32 %23, 61680
  %25 = add i64 %13, 12
  %26 = inttoptr i64 %25 to ptr
  store i32 %24, ptr %26, align 4
  %27 = getelementptr i8, ptr %1, i64 104
  %28 = load ptr, ptr %27, align 8
  %29 = load ptr, ptr %28, align 8
  call void %29(ptr nonnull %1, i32 0, i32 0) #1
  %30 = load i32, ptr %26, align 4
  %31 = add i64 %13, 16
  %32 = inttoptr i64 %31 to ptr
  store i32 %30, ptr %32, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent }

!0 = !{}
