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
  %96 = getelementptr i8, ptr %1, i64 104
  %97 = load ptr, ptr %96, align 8
  %98 = getelementptr i8, ptr %97, i64 40
  %99 = load ptr, ptr %98, align 8
  %100 = call i32 %99(ptr nonnull %1, i32 0) #1
  %101 = load ptr, ptr %94, align 8
  %102 = getelementptr i8, ptr %101, i64 4
  store i32 0, ptr %102, align 4
  %103 = load ptr, ptr %96, align 8
  %104 = getelementptr i8, ptr %103, i64 40
  %105 = load ptr, ptr %104, align 8
  %106 = call i32 %105(ptr nonnull %1, i32 1) #1
  %107 = load ptr, ptr %94, align 8
  %108 = getelementptr i8, ptr %107, i64 8
  store i32 0, ptr %108, align 4
  %109 = load ptr, ptr %96, align 8
  %110 = getelementptr i8, ptr %109, i64 40
  %111 = load ptr, ptr %110, align 8
  %112 = call i32 %111(ptr nonnull %1, i32 2) #1
  %113 = load ptr, ptr %94, align 8
  %114 = getelementptr i8, ptr %113, i64 12
  store i32 1000, ptr %114, align 4
  %115 = load ptr, ptr %96, align 8
  %116 = getelementptr i8, ptr %115, i64 40
  %117 = load ptr, ptr %116, align 8
  %118 = call i32 %117(ptr nonnull %1, i32 3) #1
  %119 = load ptr, ptr %94, align 8
  %120 = getelementptr i8, ptr %119, i64 20
  store i32 -7, ptr %120, align 4
  %121 = load ptr, ptr %96, align 8
  %122 = getelementptr i8, ptr %121, i64 40
  %123 = load ptr, ptr %122, align 8
  %124 = call i32 %123(ptr nonnull %1, i32 4) #1
  %125 = load ptr, ptr %94, align 8
  %126 = getelementptr i8, ptr %125, i64 24
  store i64 4294967280, ptr %126, align 8
  %127 = load ptr, ptr %96, align 8
  %128 = getelementptr i8, ptr %127, i64 40
  %129 = load ptr, ptr %128, align 8
  %130 = call i32 %129(ptr nonnull %1, i32 5) #1
  %131 = load ptr, ptr %94, align 8
  %132 = getelementptr i8, ptr %131, i64 16
  store i32 0, ptr %132, align 4
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
  %"%r45.0" = phi i32 [ %120, %atomic.done ], [ %63, %"$L__BB1_9" ]
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
  br i1 %43, label %"$L__BB1_5", label %121

"$L__BB1_5":                                      ; preds = %121, %"$L__BB1_3"
  %44 = add i16 %42, 1
  br label %"$L__BB1_6"

"$L__BB1_6":                                      ; preds = %"$L__BB1_5", %121
  %"%rs19.0" = phi i16 [ %44, %"$L__BB1_5" ], [ %42, %121 ]
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
  br i1 %54, label %"$L__BB1_8", label %125

"$L__BB1_8":                                      ; preds = %125, %"$L__BB1_6"
  %55 = add i16 %53, 1
  br label %"$L__BB1_9"

"$L__BB1_9":                                      ; preds = %"$L__BB1_8", %125
  %"%rs20.0" = phi i16 [ %55, %"$L__BB1_8" ], [ %53, %125 ]
  %56 = zext i16 %"%rs19.0" to i32
  %57 = zext i16 %"%rs20.0" to i32
  %58 = shl nuw i32 %57, 16
  %59 = or disjoint i32 %58, %56
  %60 = load ptr, ptr %13, align 8
  %61 = getelementptr i8, ptr %60, i64 24
  %62 = cmpxchg ptr %61, i32 %"%r45.0", i32 %59 monotonic monotonic, align 4
  %63 = extractvalue { i32, i1 } %62, 0
  %.not41 = extractvalue { i32, i1 } %62, 1
  br i1 %.not41, label %129, label %"$L__BB1_3"

64:                                               ; preds = %allocas
  %65 = getelementptr i8, ptr %1, i64 80
  %66 = load ptr, ptr %65, align 8
  store i32 1056964608, ptr %66, align 4
  %67 = getelementptr i8, ptr %1, i64 104
  %68 = load ptr, ptr %67, align 8
  %69 = getelementptr i8, ptr %68, i64 40
  %70 = load ptr, ptr %69, align 8
  %71 = call i32 %70(ptr nonnull %1, i32 6) #1
  %72 = load ptr, ptr %65, align 8
  %73 = getelementptr i8, ptr %72, i64 8
  store i64 -4616189618054758400, ptr %73, align 8
  %74 = load ptr, ptr %67, align 8
  %75 = getelementptr i8, ptr %74, i64 40
  %76 = load ptr, ptr %75, align 8
  %77 = call i32 %76(ptr nonnull %1, i32 7) #1
  %78 = load ptr, ptr %65, align 8
  %79 = getelementptr i8, ptr %78, i64 16
  store i32 1006632960, ptr %79, align 4
  %80 = load ptr, ptr %67, align 8
  %81 = getelementptr i8, ptr %80, i64 40
  %82 = load ptr, ptr %81, align 8
  %83 = call i32 %82(ptr nonnull %1, i32 8) #1
  %84 = load ptr, ptr %65, align 8
  %85 = getelementptr i8, ptr %84, i64 20
  store i16 -14336, ptr %85, align 2
  %86 = load ptr, ptr %67, align 8
  %87 = getelementptr i8, ptr %86, i64 40
  %88 = load ptr, ptr %87, align 8
  %89 = call i32 %88(ptr nonnull %1, i32 9) #1
  %90 = load ptr, ptr %65, align 8
  %91 = getelementptr i8, ptr %90, i64 24
  store i32 1073741824, ptr %91, align 4
  %92 = load ptr, ptr %67, align 8
  %93 = getelementptr i8, ptr %92, i64 40
  %94 = load ptr, ptr %93, align 8
  %95 = call i32 %94(ptr nonnull %1, i32 10) #1
  %96 = load ptr, ptr %65, align 8
  %97 = getelementptr i8, ptr %96, i64 28
  store i32 0, ptr %97, align 4
  br label %"$L__BB1_2"

atomic.retry:                                     ; preds = %atomic.retry, %"$L__BB1_2"
  %98 = phi i32 [ %27, %"$L__BB1_2" ], [ %113, %atomic.retry ]
  %99 = trunc i32 %98 to i16
  %100 = lshr i32 %98, 16
  %101 = trunc nuw i32 %100 to i16
  %102 = bitcast i16 %99 to half
  %103 = bitcast i16 %101 to half
  %104 = fadd half %102, %24
  %105 = fadd half %103, 0xH3800
  %106 = bitcast half %104 to i16
  %107 = zext i16 %106 to i32
  %108 = bitcast half %105 to i16
  %109 = zext i16 %108 to i32
  %110 = shl nuw i32 %109, 16
  %111 = or disjoint i32 %110, %107
  %112 = cmpxchg ptr %26, i32 %98, i32 %111 monotonic monotonic, align 4
  %113 = extractvalue { i32, i1 } %112, 0
  %114 = extractvalue { i32, i1 } %112, 1
  br i1 %114, label %atomic.done, label %atomic.retry

atomic.done:                                      ; preds = %atomic.retry
  %115 = load ptr, ptr %13, align 8
  %116 = getelementptr i8, ptr %115, i64 20
  %117 = atomicrmw fadd ptr %116, half 0xH3400 monotonic, align 2
  %118 = load ptr, ptr %13, align 8
  %119 = getelementptr i8, ptr %118, i64 24
  %120 = load i32, ptr %119, align 4
  br label %"$L__BB1_3"

121:                                              ; preds = %"$L__BB1_3"
  %122 = icmp ne i32 %41, -2147483648
  %123 = and i16 %42, 1
  %.not39 = icmp eq i16 %123, 0
  %124 = or i1 %122, %.not39
  br i1 %124, label %"$L__BB1_6", label %"$L__BB1_5"

125:                                              ; preds = %"$L__BB1_6"
  %126 = icmp ne i32 %52, -2147483648
  %127 = and i16 %53, 1
  %.not40 = icmp eq i16 %127, 0
  %128 = or i1 %126, %.not40
  br i1 %128, label %"$L__BB1_9", label %"$L__BB1_8"

129:                                              ; preds = %"$L__BB1_9"
  %130 = mul i32 %5, %7
  %131 = add i32 %130, %3
  %132 = shl i32 %131, 3
  %133 = zext i32 %132 to i64
  %134 = shl nuw nsw i64 %133, 2
  %135 = add i64 %2, %134
  %136 = load ptr, ptr %8, align 8
  %137 = load ptr, ptr %136, align 8
  call void %137(ptr nonnull %1, i32 0, i32 0) #1
  %138 = load ptr, ptr %13, align 8
  %139 = load i32, ptr %138, align 4
  %140 = bitcast i32 %139 to float
  %141 = fcmp uno float %140, 0.000000e+00
  %142 = select i1 %141, i32 2147483647, i32 %139
  %143 = inttoptr i64 %135 to ptr
  store i32 %142, ptr %143, align 4
  %144 = load ptr, ptr %13, align 8
  %145 = getelementptr i8, ptr %144, i64 8
  %146 = load i64, ptr %145, align 8
  %147 = bitcast i64 %146 to double
  %148 = fcmp uno double %147, 0.000000e+00
  %149 = trunc i64 %146 to i32
  %150 = select i1 %148, i32 -1, i32 %149
  %151 = add i64 %135, 4
  %152 = inttoptr i64 %151 to ptr
  store i32 %150, ptr %152, align 4
  %153 = lshr i64 %146, 32
  %154 = trunc nuw i64 %153 to i32
  %155 = select i1 %148, i32 2147483647, i32 %154
  %156 = add i64 %135, 8
  %157 = inttoptr i64 %156 to ptr
  store i32 %155, ptr %157, align 4
  %158 = load ptr, ptr %13, align 8
  %159 = getelementptr i8, ptr %158, i64 16
  %160 = load i32, ptr %159, align 4
  %161 = add i64 %135, 12
  %162 = inttoptr i64 %161 to ptr
  store i32 %160, ptr %162, align 4
  %163 = load ptr, ptr %13, align 8
  %164 = getelementptr i8, ptr %163, i64 20
  %165 = load i16, ptr %164, align 2
  %166 = zext i16 %165 to i32
  %167 = add i64 %135, 16
  %168 = inttoptr i64 %167 to ptr
  store i32 %166, ptr %168, align 4
  %169 = load ptr, ptr %13, align 8
  %170 = getelementptr i8, ptr %169, i64 24
  %171 = load i32, ptr %170, align 4
  %172 = add i64 %135, 20
  %173 = inttoptr i64 %172 to ptr
  store i32 %171, ptr %173, align 4
  %174 = load ptr, ptr %13, align 8
  %175 = getelementptr i8, ptr %174, i64 28
  %176 = load i32, ptr %175, align 4
  %177 = bitcast i32 %176 to float
  %178 = fcmp uno float %177, 0.000000e+00
  %179 = select i1 %178, i32 2147483647, i32 %176
  %180 = add i64 %135, 24
  %181 = inttoptr i64 %180 to ptr
  store i32 %179, ptr %181, align 4
  %182 = fcmp ogt float %18, -1.600000e+01
  %183 = fcmp ole float %18, 0.000000e+00
  %184 = and i1 %183, %182
  %185 = zext i1 %184 to i32
  %186 = add i64 %135, 28
  %187 = inttoptr i64 %186 to ptr
  store i32 %185, ptr %187, align 4
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
  %88 = getelementptr i8, ptr %1, i64 104
  %89 = load ptr, ptr %88, align 8
  %90 = getelementptr i8, ptr %89, i64 40
  %91 = load ptr, ptr %90, align 8
  %92 = call i32 %91(ptr nonnull %1, i32 11) #1
  %93 = load ptr, ptr %86, align 8
  %94 = getelementptr i8, ptr %93, i64 4
  store i32 0, ptr %94, align 4
  %95 = load ptr, ptr %88, align 8
  %96 = getelementptr i8, ptr %95, i64 40
  %97 = load ptr, ptr %96, align 8
  %98 = call i32 %97(ptr nonnull %1, i32 12) #1
  %99 = load ptr, ptr %86, align 8
  %100 = getelementptr i8, ptr %99, i64 8
  store i64 4294967296, ptr %100, align 8
  %101 = load ptr, ptr %88, align 8
  %102 = getelementptr i8, ptr %101, i64 40
  %103 = load ptr, ptr %102, align 8
  %104 = call i32 %103(ptr nonnull %1, i32 13) #1
  %105 = load ptr, ptr %86, align 8
  %106 = getelementptr i8, ptr %105, i64 16
  store i64 0, ptr %106, align 8
  %107 = load ptr, ptr %88, align 8
  %108 = getelementptr i8, ptr %107, i64 40
  %109 = load ptr, ptr %108, align 8
  %110 = call i32 %109(ptr nonnull %1, i32 14) #1
  %111 = load ptr, ptr %86, align 8
  %112 = getelementptr i8, ptr %111, i64 24
  store i32 1056964608, ptr %112, align 4
  %113 = load ptr, ptr %88, align 8
  %114 = getelementptr i8, ptr %113, i64 40
  %115 = load ptr, ptr %114, align 8
  %116 = call i32 %115(ptr nonnull %1, i32 15) #1
  %117 = load ptr, ptr %86, align 8
  %118 = getelementptr i8, ptr %117, i64 28
  store i32 0, ptr %118, align 4
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
  %117 = getelementptr i8, ptr %1, i64 104
  %118 = load ptr, ptr %117, align 8
  %119 = getelementptr i8, ptr %118, i64 40
  %120 = load ptr, ptr %119, align 8
  %121 = call i32 %120(ptr nonnull %1, i32 16) #1
  %122 = load ptr, ptr %115, align 8
  %123 = getelementptr i8, ptr %122, i64 4
  store i32 -1000, ptr %123, align 4
  %124 = load ptr, ptr %117, align 8
  %125 = getelementptr i8, ptr %124, i64 40
  %126 = load ptr, ptr %125, align 8
  %127 = call i32 %126(ptr nonnull %1, i32 17) #1
  %128 = load ptr, ptr %115, align 8
  %129 = getelementptr i8, ptr %128, i64 8
  store i32 -16, ptr %129, align 4
  %130 = load ptr, ptr %117, align 8
  %131 = getelementptr i8, ptr %130, i64 40
  %132 = load ptr, ptr %131, align 8
  %133 = call i32 %132(ptr nonnull %1, i32 18) #1
  %134 = load ptr, ptr %115, align 8
  %135 = getelementptr i8, ptr %134, i64 12
  store i32 5, ptr %135, align 4
  %136 = load ptr, ptr %117, align 8
  %137 = getelementptr i8, ptr %136, i64 40
  %138 = load ptr, ptr %137, align 8
  %139 = call i32 %138(ptr nonnull %1, i32 19) #1
  %140 = load ptr, ptr %115, align 8
  %141 = getelementptr i8, ptr %140, i64 16
  store i64 0, ptr %141, align 8
  %142 = load ptr, ptr %117, align 8
  %143 = getelementptr i8, ptr %142, i64 40
  %144 = load ptr, ptr %143, align 8
  %145 = call i32 %144(ptr nonnull %1, i32 20) #1
  %146 = load ptr, ptr %115, align 8
  %147 = getelementptr i8, ptr %146, i64 24
  store i64 0, ptr %147, align 8
  %148 = load ptr, ptr %117, align 8
  %149 = getelementptr i8, ptr %148, i64 40
  %150 = load ptr, ptr %149, align 8
  %151 = call i32 %150(ptr nonnull %1, i32 21) #1
  %152 = load ptr, ptr %115, align 8
  %153 = getelementptr i8, ptr %152, i64 32
  store i64 -1, ptr %153, align 8
  %154 = load ptr, ptr %117, align 8
  %155 = getelementptr i8, ptr %154, i64 40
  %156 = load ptr, ptr %155, align 8
  %157 = call i32 %156(ptr nonnull %1, i32 22) #1
  %158 = load ptr, ptr %115, align 8
  %159 = getelementptr i8, ptr %158, i64 40
  store i64 0, ptr %159, align 8
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
  %83 = getelementptr i8, ptr %1, i64 104
  %84 = load ptr, ptr %83, align 8
  %85 = getelementptr i8, ptr %84, i64 40
  %86 = load ptr, ptr %85, align 8
  %87 = call i32 %86(ptr nonnull %1, i32 23) #1
  %88 = load ptr, ptr %81, align 8
  %89 = getelementptr i8, ptr %88, i64 4
  store i32 0, ptr %89, align 4
  %90 = load ptr, ptr %83, align 8
  %91 = getelementptr i8, ptr %90, i64 40
  %92 = load ptr, ptr %91, align 8
  %93 = call i32 %92(ptr nonnull %1, i32 24) #1
  %94 = load ptr, ptr %81, align 8
  %95 = getelementptr i8, ptr %94, i64 8
  store i32 3, ptr %95, align 4
  %96 = load ptr, ptr %83, align 8
  %97 = getelementptr i8, ptr %96, i64 40
  %98 = load ptr, ptr %97, align 8
  %99 = call i32 %98(ptr nonnull %1, i32 25) #1
  %100 = load ptr, ptr %81, align 8
  %101 = getelementptr i8, ptr %100, i64 12
  store i32 0, ptr %101, align 4
  %102 = load ptr, ptr %83, align 8
  %103 = getelementptr i8, ptr %102, i64 40
  %104 = load ptr, ptr %103, align 8
  %105 = call i32 %104(ptr nonnull %1, i32 26) #1
  %106 = load ptr, ptr %81, align 8
  %107 = getelementptr i8, ptr %106, i64 16
  store i32 -3, ptr %107, align 4
  %108 = load ptr, ptr %83, align 8
  %109 = getelementptr i8, ptr %108, i64 40
  %110 = load ptr, ptr %109, align 8
  %111 = call i32 %110(ptr nonnull %1, i32 27) #1
  %112 = load ptr, ptr %81, align 8
  %113 = getelementptr i8, ptr %112, i64 20
  store i32 100, ptr %113, align 4
  %114 = load ptr, ptr %83, align 8
  %115 = getelementptr i8, ptr %114, i64 40
  %116 = load ptr, ptr %115, align 8
  %117 = call i32 %116(ptr nonnull %1, i32 28) #1
  %118 = load ptr, ptr %81, align 8
  %119 = getelementptr i8, ptr %118, i64 24
  store i32 0, ptr %119, align 4
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
  %129 = getelementptr i8, ptr %1, i64 104
  %130 = load ptr, ptr %129, align 8
  %131 = getelementptr i8, ptr %130, i64 40
  %132 = load ptr, ptr %131, align 8
  %133 = call i32 %132(ptr nonnull %1, i32 29) #1
  %134 = load ptr, ptr %127, align 8
  %135 = getelementptr i8, ptr %134, i64 4
  store i32 0, ptr %135, align 4
  %136 = load ptr, ptr %129, align 8
  %137 = getelementptr i8, ptr %136, i64 40
  %138 = load ptr, ptr %137, align 8
  %139 = call i32 %138(ptr nonnull %1, i32 30) #1
  %140 = load ptr, ptr %127, align 8
  %141 = getelementptr i8, ptr %140, i64 8
  store i32 1515870810, ptr %141, align 4
  %142 = load ptr, ptr %129, align 8
  %143 = getelementptr i8, ptr %142, i64 40
  %144 = load ptr, ptr %143, align 8
  %145 = call i32 %144(ptr nonnull %1, i32 31) #1
  %146 = load ptr, ptr %127, align 8
  %147 = getelementptr i8, ptr %146, i64 16
  store i64 -1, ptr %147, align 8
  %148 = load ptr, ptr %129, align 8
  %149 = getelementptr i8, ptr %148, i64 40
  %150 = load ptr, ptr %149, align 8
  %151 = call i32 %150(ptr nonnull %1, i32 32) #1
  %152 = load ptr, ptr %127, align 8
  %153 = getelementptr i8, ptr %152, i64 24
  store i64 0, ptr %153, align 8
  %154 = load ptr, ptr %129, align 8
  %155 = getelementptr i8, ptr %154, i64 40
  %156 = load ptr, ptr %155, align 8
  %157 = call i32 %156(ptr nonnull %1, i32 33) #1
  %158 = load ptr, ptr %127, align 8
  %159 = getelementptr i8, ptr %158, i64 32
  store i64 81985529216486895, ptr %159, align 8
  %160 = load ptr, ptr %129, align 8
  %161 = getelementptr i8, ptr %160, i64 40
  %162 = load ptr, ptr %161, align 8
  %163 = call i32 %162(ptr nonnull %1, i32 34) #1
  %164 = load ptr, ptr %127, align 8
  %165 = getelementptr i8, ptr %164, i64 40
  store i32 -1, ptr %165, align 4
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
  br i1 %.not34, label %80, label %"$L__BB7_3"

"$L__BB7_5":                                      ; preds = %"$L__BB7_5", %80
  %"%rd18.0" = phi i64 [ %83, %80 ], [ %33, %"$L__BB7_5" ]
  %29 = add i64 %"%rd18.0", %85
  %30 = load ptr, ptr %12, align 8
  %31 = getelementptr i8, ptr %30, i64 16
  %32 = cmpxchg ptr %31, i64 %"%rd18.0", i64 %29 monotonic monotonic, align 8
  %33 = extractvalue { i64, i1 } %32, 0
  %.not35 = extractvalue { i64, i1 } %32, 1
  br i1 %.not35, label %86, label %"$L__BB7_5"

"$L__BB7_7":                                      ; preds = %101, %86
  %"%r42.0" = phi i32 [ %97, %86 ], [ %104, %101 ]
  %34 = bitcast i32 %"%r42.0" to float
  %35 = fcmp ugt float %100, %34
  %.pre38 = load ptr, ptr %12, align 8
  br i1 %35, label %101, label %"$L__BB7_9"

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
  br i1 %.not37, label %105, label %"$L__BB7_10"

46:                                               ; preds = %allocas
  %47 = getelementptr i8, ptr %1, i64 80
  %48 = load ptr, ptr %47, align 8
  store i32 0, ptr %48, align 4
  %49 = getelementptr i8, ptr %1, i64 104
  %50 = load ptr, ptr %49, align 8
  %51 = getelementptr i8, ptr %50, i64 40
  %52 = load ptr, ptr %51, align 8
  %53 = call i32 %52(ptr nonnull %1, i32 35) #1
  %54 = load ptr, ptr %47, align 8
  %55 = getelementptr i8, ptr %54, i64 4
  store i32 0, ptr %55, align 4
  %56 = load ptr, ptr %49, align 8
  %57 = getelementptr i8, ptr %56, i64 40
  %58 = load ptr, ptr %57, align 8
  %59 = call i32 %58(ptr nonnull %1, i32 36) #1
  %60 = load ptr, ptr %47, align 8
  %61 = getelementptr i8, ptr %60, i64 8
  store i32 0, ptr %61, align 4
  %62 = load ptr, ptr %49, align 8
  %63 = getelementptr i8, ptr %62, i64 40
  %64 = load ptr, ptr %63, align 8
  %65 = call i32 %64(ptr nonnull %1, i32 37) #1
  %66 = load ptr, ptr %47, align 8
  %67 = getelementptr i8, ptr %66, i64 16
  store i64 -4294967296, ptr %67, align 8
  %68 = load ptr, ptr %49, align 8
  %69 = getelementptr i8, ptr %68, i64 40
  %70 = load ptr, ptr %69, align 8
  %71 = call i32 %70(ptr nonnull %1, i32 38) #1
  %72 = load ptr, ptr %47, align 8
  %73 = getelementptr i8, ptr %72, i64 24
  store i32 -246811958, ptr %73, align 4
  %74 = load ptr, ptr %49, align 8
  %75 = getelementptr i8, ptr %74, i64 40
  %76 = load ptr, ptr %75, align 8
  %77 = call i32 %76(ptr nonnull %1, i32 39) #1
  %78 = load ptr, ptr %47, align 8
  %79 = getelementptr i8, ptr %78, i64 28
  store i16 0, ptr %79, align 2
  br label %"$L__BB7_2"

80:                                               ; preds = %"$L__BB7_3"
  %81 = load ptr, ptr %12, align 8
  %82 = getelementptr i8, ptr %81, i64 16
  %83 = load i64, ptr %82, align 8
  %84 = zext i32 %3 to i64
  %85 = shl nuw nsw i64 %84, 26
  br label %"$L__BB7_5"

86:                                               ; preds = %"$L__BB7_5"
  %87 = mul nuw i64 %84, 3435973837
  %88 = lshr i64 %87, 35
  %89 = trunc nuw nsw i64 %88 to i32
  %.neg = mul i32 %89, -10
  %90 = add i32 %.neg, %3
  %91 = add i32 %90, 4
  %92 = zext i32 %91 to i64
  %93 = shl nuw nsw i64 %92, 2
  %94 = add i64 %93, ptrtoint (ptr @F32_VALUES to i64)
  %95 = load ptr, ptr %12, align 8
  %96 = getelementptr i8, ptr %95, i64 24
  %97 = load i32, ptr %96, align 4
  %98 = inttoptr i64 %94 to ptr
  %99 = load i32, ptr %98, align 4, !invariant.load !0
  %100 = bitcast i32 %99 to float
  br label %"$L__BB7_7"

101:                                              ; preds = %"$L__BB7_7"
  %102 = getelementptr i8, ptr %.pre38, i64 24
  %103 = cmpxchg ptr %102, i32 %"%r42.0", i32 %99 monotonic monotonic, align 4
  %104 = extractvalue { i32, i1 } %103, 0
  %.not36 = extractvalue { i32, i1 } %103, 1
  br i1 %.not36, label %".$L__BB7_9_crit_edge", label %"$L__BB7_7"

".$L__BB7_9_crit_edge":                           ; preds = %101
  %.pre = load ptr, ptr %12, align 8
  br label %"$L__BB7_9"

105:                                              ; preds = %"$L__BB7_10"
  %106 = mul i32 %5, %7
  %107 = add i32 %106, %3
  %108 = shl i32 %107, 3
  %109 = zext i32 %108 to i64
  %110 = shl nuw nsw i64 %109, 2
  %111 = add i64 %2, %110
  %112 = load ptr, ptr %8, align 8
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr nonnull %1, i32 0, i32 0) #1
  %114 = load ptr, ptr %12, align 8
  %115 = getelementptr i8, ptr %114, i64 4
  %116 = load i32, ptr %115, align 4
  %117 = inttoptr i64 %111 to ptr
  store i32 %116, ptr %117, align 4
  %118 = load ptr, ptr %12, align 8
  %119 = load i32, ptr %118, align 4
  %120 = add i32 %119, -1
  %121 = icmp ult i32 %120, 64
  %122 = zext i1 %121 to i32
  %123 = add i64 %111, 4
  %124 = inttoptr i64 %123 to ptr
  store i32 %122, ptr %124, align 4
  %125 = load ptr, ptr %12, align 8
  %126 = getelementptr i8, ptr %125, i64 8
  %127 = load i32, ptr %126, align 4
  %128 = add i64 %111, 8
  %129 = inttoptr i64 %128 to ptr
  store i32 %127, ptr %129, align 4
  %130 = load ptr, ptr %12, align 8
  %131 = getelementptr i8, ptr %130, i64 16
  %132 = load i64, ptr %131, align 8
  %133 = add i64 %111, 12
  %134 = inttoptr i64 %133 to ptr
  %135 = trunc i64 %132 to i32
  store i32 %135, ptr %134, align 4
  %136 = lshr i64 %132, 32
  %137 = add i64 %111, 16
  %138 = inttoptr i64 %137 to ptr
  %139 = trunc nuw i64 %136 to i32
  store i32 %139, ptr %138, align 4
  %140 = load ptr, ptr %12, align 8
  %141 = getelementptr i8, ptr %140, i64 24
  %142 = load i32, ptr %141, align 4
  %143 = bitcast i32 %142 to float
  %144 = fcmp uno float %143, 0.000000e+00
  %145 = select i1 %144, i32 2147483647, i32 %142
  %146 = add i64 %111, 20
  %147 = inttoptr i64 %146 to ptr
  store i32 %145, ptr %147, align 4
  %148 = load ptr, ptr %12, align 8
  %149 = getelementptr i8, ptr %148, i64 28
  %150 = load i16, ptr %149, align 2
  %151 = zext i16 %150 to i32
  %152 = add i64 %111, 24
  %153 = inttoptr i64 %152 to ptr
  store i32 %151, ptr %153, align 4
  %154 = add i64 %111, 28
  %155 = inttoptr i64 %154 to ptr
  store i32 48879, ptr %155, align 4
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
  %38 = getelementptr i8, ptr %1, i64 104
  %39 = load ptr, ptr %38, align 8
  %40 = getelementptr i8, ptr %39, i64 40
  %41 = load ptr, ptr %40, align 8
  %42 = call i32 %41(ptr nonnull %1, i32 40) #1
  %43 = load ptr, ptr %35, align 8
  %44 = getelementptr i8, ptr %43, i64 4
  store i32 0, ptr %44, align 4
  %45 = load ptr, ptr %38, align 8
  %46 = getelementptr i8, ptr %45, i64 40
  %47 = load ptr, ptr %46, align 8
  %48 = call i32 %47(ptr nonnull %1, i32 41) #1
  %49 = load ptr, ptr %35, align 8
  store i32 0, ptr %49, align 4
  %50 = load ptr, ptr %38, align 8
  %51 = getelementptr i8, ptr %50, i64 40
  %52 = load ptr, ptr %51, align 8
  %53 = call i32 %52(ptr nonnull %1, i32 42) #1
  %54 = load ptr, ptr %35, align 8
  %55 = getelementptr i8, ptr %54, i64 12
  store i32 77, ptr %55, align 4
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
  %56 = getelementptr i8, ptr %1, i64 12
  %57 = load i32, ptr %56, align 4
  %58 = getelementptr i8, ptr %1, i64 104
  %59 = load ptr, ptr %58, align 8
  %60 = load ptr, ptr %59, align 8
  call void %60(ptr nonnull %1, i32 0, i32 0) #1
  %61 = atomicrmw add ptr %.pre-phi80, i32 %5 monotonic, align 4
  %62 = shl i32 %5, 1
  %63 = atomicrmw add ptr %.pre-phi84, i32 %62 monotonic, align 4
  %64 = atomicrmw add ptr %.pre-phi88, i32 1 monotonic, align 4
  %65 = atomicrmw add ptr %.pre-phi92, i32 %64 monotonic, align 4
  %66 = and i32 %5, 31
  %67 = shl nuw i32 1, %66
  %68 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %5)
  %69 = atomicrmw and ptr %.pre-phi94, i32 %68 monotonic, align 4
  %70 = atomicrmw or ptr %.pre-phi98, i32 %67 monotonic, align 4
  %71 = mul i32 %5, 3
  %72 = atomicrmw umax ptr %.pre-phi102, i32 %71 monotonic, align 4
  %73 = atomicrmw umin ptr %.pre-phi106, i32 %5 monotonic, align 4
  %74 = zext i32 %5 to i64
  %75 = mul nuw i64 %74, 4294967297
  %76 = atomicrmw add ptr %.pre-phi108, i64 %75 monotonic, align 8
  %77 = load i64, ptr %.pre-phi110, align 8
  %78 = add nuw nsw i64 %74, 1
  br label %"$L__BB9_3"

"$L__BB9_3":                                      ; preds = %"$L__BB9_3", %"$L__BB9_2"
  %"%rd53.0" = phi i64 [ %77, %"$L__BB9_2" ], [ %81, %"$L__BB9_3" ]
  %79 = add i64 %78, %"%rd53.0"
  %80 = cmpxchg ptr %.pre-phi110, i64 %"%rd53.0", i64 %79 monotonic monotonic, align 8
  %81 = extractvalue { i64, i1 } %80, 0
  %.not = extractvalue { i64, i1 } %80, 1
  br i1 %.not, label %82, label %"$L__BB9_3"

82:                                               ; preds = %"$L__BB9_3"
  %83 = mul i32 %4, %57
  %84 = add i32 %83, %5
  %85 = shl i32 %84, 3
  %86 = zext i32 %85 to i64
  %87 = shl nuw nsw i64 %86, 2
  %88 = add i64 %2, %87
  %89 = shl nuw nsw i64 %6, 3
  %90 = add i64 %89, ptrtoint (ptr @G_SCOPEDF to i64)
  %91 = inttoptr i64 %90 to ptr
  %92 = atomicrmw fadd ptr %91, float 5.000000e-01 monotonic, align 4
  %93 = uitofp i32 %5 to float
  %94 = add i64 %89, add (i64 ptrtoint (ptr @G_SCOPEDF to i64), i64 4)
  %95 = inttoptr i64 %94 to ptr
  %96 = atomicrmw fadd ptr %95, float %93 monotonic, align 4
  %97 = getelementptr i8, ptr %1, i64 80
  %98 = load ptr, ptr %97, align 8
  %99 = atomicrmw add ptr %98, i32 %5 monotonic, align 4
  %100 = mul i32 %5, 16777472
  %101 = load ptr, ptr %97, align 8
  %102 = getelementptr i8, ptr %101, i64 4
  %103 = atomicrmw xor ptr %102, i32 %100 monotonic, align 4
  %104 = load ptr, ptr %97, align 8
  %105 = getelementptr i8, ptr %104, i64 8
  %106 = atomicrmw uinc_wrap ptr %105, i32 15 monotonic, align 4
  %107 = load ptr, ptr %97, align 8
  %108 = getelementptr i8, ptr %107, i64 12
  %109 = atomicrmw xchg ptr %108, i32 %5 monotonic, align 4
  %110 = load ptr, ptr %97, align 8
  %111 = atomicrmw add ptr %110, i32 %109 monotonic, align 4
  %112 = load ptr, ptr %58, align 8
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr nonnull %1, i32 0, i32 0) #1
  %114 = shl i32 %5, 2
  %115 = zext i32 %114 to i64
  %116 = and i64 %115, 28
  %117 = add i64 %8, %116
  %118 = inttoptr i64 %117 to ptr
  %119 = load i32, ptr %118, align 4
  %120 = inttoptr i64 %88 to ptr
  store i32 %119, ptr %120, align 4
  %121 = load i64, ptr %.pre-phi108, align 8
  %122 = add i64 %88, 4
  %123 = inttoptr i64 %122 to ptr
  %124 = trunc i64 %121 to i32
  store i32 %124, ptr %123, align 4
  %125 = add i64 %10, add (i64 ptrtoint (ptr @G_SCOPED64 to i64), i64 4)
  %126 = inttoptr i64 %125 to ptr
  %127 = load i32, ptr %126, align 4
  %128 = add i64 %88, 8
  %129 = inttoptr i64 %128 to ptr
  store i32 %127, ptr %129, align 4
  %130 = load i64, ptr %.pre-phi110, align 8
  %131 = add i64 %88, 12
  %132 = inttoptr i64 %131 to ptr
  %133 = trunc i64 %130 to i32
  store i32 %133, ptr %132, align 4
  %134 = and i64 %115, 4
  %135 = add i64 %90, %134
  %136 = inttoptr i64 %135 to ptr
  %137 = load i32, ptr %136, align 4
  %138 = bitcast i32 %137 to float
  %139 = fcmp uno float %138, 0.000000e+00
  %140 = select i1 %139, i32 2147483647, i32 %137
  %141 = add i64 %88, 16
  %142 = inttoptr i64 %141 to ptr
  store i32 %140, ptr %142, align 4
  %143 = load ptr, ptr %97, align 8
  %144 = getelementptr i8, ptr %143, i64 12
  %145 = load i32, ptr %144, align 4
  %146 = load i32, ptr %143, align 4
  %147 = add i32 %145, %146
  %148 = add i64 %88, 20
  %149 = inttoptr i64 %148 to ptr
  store i32 %147, ptr %149, align 4
  %150 = load ptr, ptr %97, align 8
  %151 = getelementptr i8, ptr %150, i64 4
  %152 = load i32, ptr %151, align 4
  %153 = add i64 %88, 24
  %154 = inttoptr i64 %153 to ptr
  store i32 %152, ptr %154, align 4
  %155 = load ptr, ptr %97, align 8
  %156 = getelementptr i8, ptr %155, i64 8
  %157 = load i32, ptr %156, align 4
  %158 = add i64 %88, 28
  %159 = inttoptr i64 %158 to ptr
  store i32 %157, ptr %159, align 4
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
  %45 = getelementptr i8, ptr %1, i64 104
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr i8, ptr %46, i64 40
  %48 = load ptr, ptr %47, align 8
  %49 = call i32 %48(ptr nonnull %1, i32 43) #1
  %50 = load ptr, ptr %42, align 8
  %51 = getelementptr i8, ptr %50, i64 4
  store i32 0, ptr %51, align 4
  %52 = load ptr, ptr %45, align 8
  %53 = getelementptr i8, ptr %52, i64 40
  %54 = load ptr, ptr %53, align 8
  %55 = call i32 %54(ptr nonnull %1, i32 44) #1
  %56 = load ptr, ptr %42, align 8
  store i32 0, ptr %56, align 4
  %57 = load ptr, ptr %45, align 8
  %58 = getelementptr i8, ptr %57, i64 40
  %59 = load ptr, ptr %58, align 8
  %60 = call i32 %59(ptr nonnull %1, i32 45) #1
  %61 = load ptr, ptr %42, align 8
  %62 = getelementptr i8, ptr %61, i64 12
  store i32 -1, ptr %62, align 4
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
  %63 = getelementptr i8, ptr %1, i64 12
  %64 = load i32, ptr %63, align 4
  %65 = mul i32 %4, %64
  %66 = add i32 %65, %5
  %67 = shl i32 %66, 3
  %68 = zext i32 %67 to i64
  %69 = shl nuw nsw i64 %68, 2
  %70 = add i64 %2, %69
  %71 = getelementptr i8, ptr %1, i64 104
  %72 = load ptr, ptr %71, align 8
  %73 = load ptr, ptr %72, align 8
  call void %73(ptr nonnull %1, i32 0, i32 0) #1
  %74 = atomicrmw add ptr %.pre-phi95, i32 %5 monotonic, align 4
  %75 = sub i32 0, %5
  %76 = atomicrmw add ptr %.pre-phi99, i32 %75 monotonic, align 4
  %77 = shl i32 %5, 4
  %78 = xor i32 %77, -1
  %79 = atomicrmw and ptr %.pre-phi101, i32 %78 monotonic, align 4
  %80 = shl i32 %5, 3
  %81 = atomicrmw or ptr %.pre-phi105, i32 %80 monotonic, align 4
  %82 = mul i32 %5, 65537
  %83 = atomicrmw xor ptr %.pre-phi109, i32 %82 monotonic, align 4
  %84 = add i32 %5, -20
  %85 = atomicrmw min ptr %.pre-phi113, i32 %84 monotonic, align 4
  %86 = mul i32 %5, 5
  %87 = atomicrmw umax ptr %.pre-phi117, i32 %86 monotonic, align 4
  %88 = atomicrmw uinc_wrap ptr %.pre-phi121, i32 10 monotonic, align 4
  %89 = atomicrmw udec_wrap ptr %.pre-phi125, i32 6 monotonic, align 4
  %90 = atomicrmw add ptr %.pre-phi129, i32 %75 monotonic, align 4
  %91 = zext i32 %5 to i64
  %92 = shl nuw nsw i64 %91, 31
  %93 = atomicrmw add ptr %.pre-phi135, i64 %92 monotonic, align 8
  %94 = shl i64 %91, 40
  %95 = atomicrmw umax ptr %.pre-phi139, i64 %94 monotonic, align 8
  %96 = and i32 %5, 63
  %97 = zext nneg i32 %96 to i64
  %98 = shl nuw i64 1, %97
  %99 = atomicrmw or ptr %.pre-phi143, i64 %98 monotonic, align 8
  %100 = uitofp i32 %5 to float
  %101 = fadd float %100, %100
  %102 = atomicrmw fadd ptr %.pre-phi145, float %101 monotonic, align 4
  %103 = uitofp i32 %5 to double
  %104 = fmul double %103, 1.250000e-01
  %105 = atomicrmw fadd ptr %.pre-phi147, double %104 monotonic, align 8
  %106 = getelementptr i8, ptr %1, i64 80
  %107 = load ptr, ptr %106, align 8
  %108 = atomicrmw add ptr %107, i32 %5 monotonic, align 4
  %109 = and i32 %5, 31
  %110 = shl nuw i32 1, %109
  %111 = load ptr, ptr %106, align 8
  %112 = getelementptr i8, ptr %111, i64 4
  %113 = atomicrmw or ptr %112, i32 %110 monotonic, align 4
  %114 = mul i32 %5, 11
  %115 = load ptr, ptr %106, align 8
  %116 = getelementptr i8, ptr %115, i64 8
  %117 = atomicrmw umax ptr %116, i32 %114 monotonic, align 4
  %118 = mul nuw nsw i64 %91, 138547333
  %119 = lshr i64 %118, 32
  %120 = trunc nuw nsw i64 %119 to i32
  %121 = sub i32 %5, %120
  %122 = lshr i32 %121, 1
  %123 = add nuw i32 %122, %120
  %124 = lshr i32 %123, 4
  %125 = add i32 %124, %5
  %126 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %125)
  %127 = load ptr, ptr %106, align 8
  %128 = getelementptr i8, ptr %127, i64 12
  %129 = atomicrmw and ptr %128, i32 %126 monotonic, align 4
  %130 = load ptr, ptr %71, align 8
  %131 = load ptr, ptr %130, align 8
  call void %131(ptr nonnull %1, i32 0, i32 0) #1
  %132 = mul nuw i64 %91, 3435973837
  %133 = lshr i64 %132, 35
  %134 = trunc nuw nsw i64 %133 to i32
  %.neg = mul i32 %134, -10
  %135 = add i32 %.neg, %5
  %136 = zext i32 %135 to i64
  %137 = shl nuw nsw i64 %136, 2
  %138 = add i64 %8, %137
  %139 = inttoptr i64 %138 to ptr
  %140 = load i32, ptr %139, align 4
  %141 = inttoptr i64 %70 to ptr
  store i32 %140, ptr %141, align 4
  %142 = mul nuw i64 %91, 2863311531
  %143 = lshr i64 %142, 33
  %144 = trunc nuw nsw i64 %143 to i32
  %.neg93 = mul i32 %144, -3
  %145 = add i32 %.neg93, %5
  %146 = zext i32 %145 to i64
  %147 = shl nuw nsw i64 %146, 3
  %148 = add i64 %.pre-phi133, %147
  %149 = inttoptr i64 %148 to ptr
  %150 = load i64, ptr %149, align 8
  %151 = add i64 %70, 4
  %152 = inttoptr i64 %151 to ptr
  %153 = trunc i64 %150 to i32
  store i32 %153, ptr %152, align 4
  %154 = or disjoint i64 %148, 4
  %155 = inttoptr i64 %154 to ptr
  %156 = load i32, ptr %155, align 4
  %157 = add i64 %70, 8
  %158 = inttoptr i64 %157 to ptr
  store i32 %156, ptr %158, align 4
  %159 = load i32, ptr %.pre-phi145, align 4
  %160 = bitcast i32 %159 to float
  %161 = fcmp uno float %160, 0.000000e+00
  %162 = select i1 %161, i32 2147483647, i32 %159
  %163 = add i64 %70, 12
  %164 = inttoptr i64 %163 to ptr
  store i32 %162, ptr %164, align 4
  %165 = load i64, ptr %.pre-phi147, align 8
  %166 = bitcast i64 %165 to double
  %167 = fcmp uno double %166, 0.000000e+00
  %168 = lshr i64 %165, 32
  %169 = trunc nuw i64 %168 to i32
  %170 = select i1 %167, i32 2147483647, i32 %169
  %171 = add i64 %70, 16
  %172 = inttoptr i64 %171 to ptr
  store i32 %170, ptr %172, align 4
  %173 = shl i32 %5, 2
  %174 = and i32 %173, 12
  %175 = zext nneg i32 %174 to i64
  %176 = load ptr, ptr %106, align 8
  %177 = getelementptr i8, ptr %176, i64 %175
  %178 = load i32, ptr %177, align 4
  %179 = add i64 %70, 20
  %180 = inttoptr i64 %179 to ptr
  store i32 %178, ptr %180, align 4
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
  %40 = getelementptr i8, ptr %1, i64 104
  %41 = load ptr, ptr %40, align 8
  %42 = getelementptr i8, ptr %41, i64 40
  %43 = load ptr, ptr %42, align 8
  %44 = call i32 %43(ptr nonnull %1, i32 46) #1
  %45 = load ptr, ptr %38, align 8
  %46 = getelementptr i8, ptr %45, i64 4
  store i32 0, ptr %46, align 4
  %47 = load ptr, ptr %40, align 8
  %48 = getelementptr i8, ptr %47, i64 40
  %49 = load ptr, ptr %48, align 8
  %50 = call i32 %49(ptr nonnull %1, i32 47) #1
  %51 = load ptr, ptr %38, align 8
  %52 = getelementptr i8, ptr %51, i64 8
  store i32 305419896, ptr %52, align 4
  %53 = load ptr, ptr %40, align 8
  %54 = getelementptr i8, ptr %53, i64 40
  %55 = load ptr, ptr %54, align 8
  %56 = call i32 %55(ptr nonnull %1, i32 48) #1
  %57 = load ptr, ptr %38, align 8
  %58 = getelementptr i8, ptr %57, i64 16
  store i64 0, ptr %58, align 8
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
  %59 = getelementptr i8, ptr %1, i64 12
  %60 = load i32, ptr %59, align 4
  %61 = mul i32 %4, %60
  %62 = add i32 %61, %5
  %63 = shl i32 %62, 3
  %64 = zext i32 %63 to i64
  %65 = shl nuw nsw i64 %64, 2
  %66 = add i64 %2, %65
  %67 = getelementptr i8, ptr %1, i64 104
  %68 = load ptr, ptr %67, align 8
  %69 = load ptr, ptr %68, align 8
  call void %69(ptr nonnull %1, i32 0, i32 0) #1
  %70 = atomicrmw add ptr %.pre-phi85, i32 %5 monotonic, align 4
  %71 = sub i32 0, %5
  %72 = atomicrmw add ptr %.pre-phi89, i32 %71 monotonic, align 4
  %73 = mul i32 %5, 9
  %74 = atomicrmw umax ptr %.pre-phi93, i32 %73 monotonic, align 4
  %75 = add i32 %5, -40
  %76 = atomicrmw min ptr %.pre-phi97, i32 %75 monotonic, align 4
  %77 = and i32 %5, 31
  %78 = call i32 @llvm.fshl.i32(i32 -2, i32 -2, i32 %5)
  %79 = atomicrmw and ptr %.pre-phi101, i32 %78 monotonic, align 4
  %80 = and i32 %5, 15
  %81 = shl nuw nsw i32 1, %80
  %82 = atomicrmw or ptr %.pre-phi105, i32 %81 monotonic, align 4
  %83 = mul i32 %5, 3
  %84 = atomicrmw xor ptr %.pre-phi109, i32 %83 monotonic, align 4
  %85 = atomicrmw uinc_wrap ptr %.pre-phi113, i32 24 monotonic, align 4
  %86 = atomicrmw udec_wrap ptr %.pre-phi117, i32 9 monotonic, align 4
  %87 = zext i32 %5 to i64
  %88 = mul i64 %87, 68719476737
  %89 = atomicrmw add ptr %.pre-phi123, i64 %88 monotonic, align 8
  %90 = shl i64 %87, 50
  %91 = atomicrmw umax ptr %.pre-phi127, i64 %90 monotonic, align 8
  %92 = atomicrmw fadd ptr %.pre-phi129, float 7.500000e-01 monotonic, align 4
  %93 = uitofp i32 %5 to double
  %94 = atomicrmw fadd ptr %.pre-phi131, double %93 monotonic, align 8
  %95 = add i32 %5, 1
  %96 = getelementptr i8, ptr %1, i64 80
  %97 = load ptr, ptr %96, align 8
  %98 = atomicrmw add ptr %97, i32 %95 monotonic, align 4
  %99 = xor i32 %77, 31
  %100 = shl nuw i32 1, %99
  %101 = load ptr, ptr %96, align 8
  %102 = getelementptr i8, ptr %101, i64 4
  %103 = atomicrmw or ptr %102, i32 %100 monotonic, align 4
  %104 = shl i32 %5, 16
  %105 = load ptr, ptr %96, align 8
  %106 = getelementptr i8, ptr %105, i64 8
  %107 = atomicrmw xor ptr %106, i32 %104 monotonic, align 4
  %108 = load ptr, ptr %96, align 8
  %109 = getelementptr i8, ptr %108, i64 16
  %110 = atomicrmw add ptr %109, i64 4294967295 monotonic, align 8
  %111 = atomicrmw add ptr %.pre-phi85, i32 1 monotonic, align 4
  %112 = load ptr, ptr %67, align 8
  %113 = load ptr, ptr %112, align 8
  call void %113(ptr nonnull %1, i32 0, i32 0) #1
  %114 = mul nuw nsw i64 %87, 954437177
  %115 = lshr i64 %114, 33
  %116 = trunc nuw nsw i64 %115 to i32
  %.neg = mul i32 %116, -9
  %117 = add i32 %.neg, %5
  %118 = zext i32 %117 to i64
  %119 = shl nuw nsw i64 %118, 2
  %120 = add i64 %.pre-phi83, %119
  %121 = inttoptr i64 %120 to ptr
  %122 = load i32, ptr %121, align 4
  %123 = inttoptr i64 %66 to ptr
  store i32 %122, ptr %123, align 4
  %124 = shl nuw nsw i64 %87, 3
  %125 = and i64 %124, 8
  %126 = add i64 %.pre-phi121, %125
  %127 = inttoptr i64 %126 to ptr
  %128 = load i64, ptr %127, align 8
  %129 = add i64 %66, 4
  %130 = inttoptr i64 %129 to ptr
  %131 = trunc i64 %128 to i32
  store i32 %131, ptr %130, align 4
  %132 = or disjoint i64 %126, 4
  %133 = inttoptr i64 %132 to ptr
  %134 = load i32, ptr %133, align 4
  %135 = add i64 %66, 8
  %136 = inttoptr i64 %135 to ptr
  store i32 %134, ptr %136, align 4
  %137 = load i32, ptr %.pre-phi129, align 4
  %138 = bitcast i32 %137 to float
  %139 = fcmp uno float %138, 0.000000e+00
  %140 = select i1 %139, i32 2147483647, i32 %137
  %141 = add i64 %66, 12
  %142 = inttoptr i64 %141 to ptr
  store i32 %140, ptr %142, align 4
  %143 = load i64, ptr %.pre-phi131, align 8
  %144 = bitcast i64 %143 to double
  %145 = fcmp uno double %144, 0.000000e+00
  %146 = lshr i64 %143, 32
  %147 = trunc nuw i64 %146 to i32
  %148 = select i1 %145, i32 2147483647, i32 %147
  %149 = add i64 %66, 16
  %150 = inttoptr i64 %149 to ptr
  store i32 %148, ptr %150, align 4
  %151 = mul nuw i64 %87, 2863311531
  %152 = lshr i64 %151, 33
  %153 = trunc nuw nsw i64 %152 to i32
  %.neg81 = mul i32 %153, 1073741821
  %154 = add i32 %.neg81, %5
  %155 = shl i32 %154, 2
  %156 = zext i32 %155 to i64
  %157 = load ptr, ptr %96, align 8
  %158 = getelementptr i8, ptr %157, i64 %156
  %159 = load i32, ptr %158, align 4
  %160 = add i64 %66, 20
  %161 = inttoptr i64 %160 to ptr
  store i32 %159, ptr %161, align 4
  %162 = load ptr, ptr %96, align 8
  %163 = getelementptr i8, ptr %162, i64 16
  %164 = load i64, ptr %163, align 8
  %165 = add i64 %66, 24
  %166 = inttoptr i64 %165 to ptr
  %167 = trunc i64 %164 to i32
  store i32 %167, ptr %166, align 4
  %168 = lshr i64 %164, 32
  %169 = add i64 %66, 28
  %170 = inttoptr i64 %169 to ptr
  %171 = trunc nuw i64 %168 to i32
  store i32 %171, ptr %170, align 4
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
  %26 = getelementptr i8, ptr %1, i64 104
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr i8, ptr %27, i64 40
  %29 = load ptr, ptr %28, align 8
  %30 = call i32 %29(ptr nonnull %1, i32 49) #1
  %31 = load ptr, ptr %24, align 8
  %32 = getelementptr i8, ptr %31, i64 4
  store i32 0, ptr %32, align 4
  br label %"$L__BB12_2"

"$L__BB12_2":                                     ; preds = %"allocas.$L__BB12_2_crit_edge", %"$L__BB12_1"
  %.pre-phi68 = phi ptr [ %.pre67, %"allocas.$L__BB12_2_crit_edge" ], [ %23, %"$L__BB12_1" ]
  %.pre-phi66 = phi ptr [ %.pre65, %"allocas.$L__BB12_2_crit_edge" ], [ %22, %"$L__BB12_1" ]
  %.pre-phi62 = phi ptr [ %.pre61, %"allocas.$L__BB12_2_crit_edge" ], [ %20, %"$L__BB12_1" ]
  %.pre-phi58 = phi ptr [ %.pre57, %"allocas.$L__BB12_2_crit_edge" ], [ %18, %"$L__BB12_1" ]
  %.pre-phi54 = phi ptr [ %.pre53, %"allocas.$L__BB12_2_crit_edge" ], [ %16, %"$L__BB12_1" ]
  %.pre-phi50 = phi ptr [ %.pre49, %"allocas.$L__BB12_2_crit_edge" ], [ %14, %"$L__BB12_1" ]
  %.pre-phi48 = phi ptr [ %.pre47, %"allocas.$L__BB12_2_crit_edge" ], [ %12, %"$L__BB12_1" ]
  %33 = getelementptr i8, ptr %1, i64 12
  %34 = load i32, ptr %33, align 4
  %35 = mul i32 %4, %34
  %36 = add i32 %35, %5
  %37 = shl i32 %36, 3
  %38 = zext i32 %37 to i64
  %39 = shl nuw nsw i64 %38, 2
  %40 = add i64 %2, %39
  %41 = getelementptr i8, ptr %1, i64 104
  %42 = load ptr, ptr %41, align 8
  %43 = load ptr, ptr %42, align 8
  call void %43(ptr nonnull %1, i32 0, i32 0) #1
  %44 = atomicrmw add ptr %.pre-phi48, i32 1 acquire, align 4
  %45 = atomicrmw add ptr %.pre-phi50, i32 %44 release, align 4
  %46 = add i32 %5, 1
  %47 = atomicrmw xchg ptr %.pre-phi54, i32 %46 release, align 4
  %48 = atomicrmw add ptr %.pre-phi58, i32 %47 monotonic, align 4
  %49 = and i32 %5, 31
  %50 = shl nuw i32 1, %49
  %51 = atomicrmw or ptr %.pre-phi62, i32 %50 acq_rel, align 4
  %52 = add i32 %5, 100
  %53 = cmpxchg ptr %.pre-phi66, i32 0, i32 %52 monotonic monotonic, align 4
  %54 = extractvalue { i32, i1 } %53, 0
  %55 = atomicrmw add ptr %.pre-phi68, i64 4294967296 acquire, align 8
  %56 = getelementptr i8, ptr %1, i64 80
  %57 = load ptr, ptr %56, align 8
  %58 = atomicrmw add ptr %57, i32 %5 acq_rel, align 4
  %59 = load ptr, ptr %56, align 8
  %60 = getelementptr i8, ptr %59, i64 4
  %61 = atomicrmw add ptr %60, i32 2 release, align 4
  fence seq_cst
  %62 = load ptr, ptr %41, align 8
  %63 = load ptr, ptr %62, align 8
  call void %63(ptr nonnull %1, i32 0, i32 0) #1
  %64 = load i32, ptr %.pre-phi48, align 4
  %65 = inttoptr i64 %40 to ptr
  store i32 %64, ptr %65, align 4
  %66 = load i32, ptr %.pre-phi50, align 4
  %67 = add i64 %40, 4
  %68 = inttoptr i64 %67 to ptr
  store i32 %66, ptr %68, align 4
  %69 = load i32, ptr %.pre-phi58, align 4
  %70 = load i32, ptr %.pre-phi54, align 4
  %71 = add i32 %69, %70
  %72 = add i64 %40, 8
  %73 = inttoptr i64 %72 to ptr
  store i32 %71, ptr %73, align 4
  %74 = load i32, ptr %.pre-phi62, align 4
  %75 = or i32 %74, %51
  %.not = icmp ne i32 %75, %74
  %76 = zext i1 %.not to i32
  %77 = add i32 %74, %76
  %78 = add i64 %40, 12
  %79 = inttoptr i64 %78 to ptr
  store i32 %77, ptr %79, align 4
  %80 = extractvalue { i32, i1 } %53, 1
  %81 = add i32 %54, -100
  %82 = icmp ult i32 %81, 64
  %83 = or i1 %80, %82
  %84 = zext i1 %83 to i32
  %85 = add i64 %40, 16
  %86 = inttoptr i64 %85 to ptr
  store i32 %84, ptr %86, align 4
  %87 = add i64 %10, add (i64 ptrtoint (ptr @G_ORDERED64 to i64), i64 4)
  %88 = inttoptr i64 %87 to ptr
  %89 = load i32, ptr %88, align 4
  %90 = icmp ult i64 %55, 274877906944
  %91 = zext i1 %90 to i32
  %92 = add i32 %89, %91
  %93 = add i64 %40, 20
  %94 = inttoptr i64 %93 to ptr
  store i32 %92, ptr %94, align 4
  %95 = icmp ult i32 %58, 2017
  %96 = select i1 %95, i32 65536, i32 0
  %97 = load ptr, ptr %56, align 8
  %98 = load i32, ptr %97, align 4
  %99 = add i32 %98, %96
  %100 = add i64 %40, 24
  %101 = inttoptr i64 %100 to ptr
  store i32 %99, ptr %101, align 4
  %102 = load ptr, ptr %56, align 8
  %103 = getelementptr i8, ptr %102, i64 4
  %104 = load i32, ptr %103, align 4
  %105 = add i64 %40, 28
  %106 = inttoptr i64 %105 to ptr
  store i32 %104, ptr %106, align 4
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
  br i1 %33, label %"$L__BB13_13", label %84

"$L__BB13_13":                                    ; preds = %"$L__BB13_12", %"$L__BB13_4"
  ret void

"$L__BB13_12":                                    ; preds = %"$L__BB13_11", %"$L__BB13_9", %84
  %"%r55.0" = phi i32 [ 0, %84 ], [ %"%r55.1", %"$L__BB13_9" ], [ %59, %"$L__BB13_11" ]
  fence seq_cst
  %34 = add i64 %2, 28
  %35 = inttoptr i64 %34 to ptr
  store i32 %"%r55.0", ptr %35, align 4
  br label %"$L__BB13_13"

"$L__BB13_9":                                     ; preds = %93, %88
  %"%r51.0" = phi i64 [ 0, %88 ], [ %95, %93 ]
  %"%r55.1" = phi i32 [ 0, %88 ], [ %54, %93 ]
  %36 = icmp eq i32 %89, 0
  br i1 %36, label %"$L__BB13_12", label %96

"$L__BB13_8":                                     ; preds = %"$L__BB13_8", %91
  %"%r49.0" = phi i32 [ %92, %91 ], [ %56, %"$L__BB13_8" ]
  %"%r51.1" = phi i32 [ 0, %91 ], [ %55, %"$L__BB13_8" ]
  %"%r55.2" = phi i32 [ 0, %91 ], [ %54, %"$L__BB13_8" ]
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
  br i1 %.not, label %93, label %"$L__BB13_8"

"$L__BB13_11":                                    ; preds = %"$L__BB13_11", %96
  %"%rd17.0" = phi i64 [ %97, %96 ], [ %60, %"$L__BB13_11" ]
  %"%r54.0" = phi i32 [ %89, %96 ], [ %61, %"$L__BB13_11" ]
  %"%r55.3" = phi i32 [ %"%r55.1", %96 ], [ %59, %"$L__BB13_11" ]
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
  %77 = load ptr, ptr %11, align 8
  %78 = getelementptr i8, ptr %77, i64 40
  %79 = load ptr, ptr %78, align 8
  %80 = call i32 %79(ptr nonnull %1, i32 50) #1
  %81 = load ptr, ptr %15, align 8
  %82 = getelementptr i8, ptr %81, i64 4
  %83 = zext i1 %76 to i8
  store i8 %83, ptr %82, align 1
  br label %"$L__BB13_4"

84:                                               ; preds = %"$L__BB13_4"
  %85 = getelementptr i8, ptr %1, i64 36
  %86 = load i32, ptr %85, align 4
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %"$L__BB13_12", label %88

88:                                               ; preds = %84
  %89 = and i32 %86, 3
  %90 = icmp ult i32 %86, 4
  br i1 %90, label %"$L__BB13_9", label %91

91:                                               ; preds = %88
  %92 = and i32 %86, -4
  br label %"$L__BB13_8"

93:                                               ; preds = %"$L__BB13_8"
  %94 = zext i32 %55 to i64
  %95 = shl nuw nsw i64 %94, 2
  br label %"$L__BB13_9"

96:                                               ; preds = %"$L__BB13_9"
  %97 = add i64 %"%r51.0", ptrtoint (ptr @G_PARTIAL to i64)
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
