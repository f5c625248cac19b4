; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@GREETING = protected global [22 x i8] c"hello from the device\00", align 1
@"$str" = protected global [5 x i8] c"zero\00", align 1
@"$str$1" = protected global [4 x i8] c"one\00", align 1
@"$str$2" = protected global [1 x i8] zeroinitializer, align 1
@"$str$3" = protected global [6 x i8] c"three\00", align 1
@WORDS_TABLE = protected global <{ i64, i64, i64, i64 }> <{ i64 ptrtoint (ptr addrspacecast (ptr @"$str" to ptr) to i64), i64 ptrtoint (ptr addrspacecast (ptr @"$str$1" to ptr) to i64), i64 ptrtoint (ptr addrspacecast (ptr @"$str$2" to ptr) to i64), i64 ptrtoint (ptr addrspacecast (ptr @"$str$3" to ptr) to i64) }>, align 8
@"$str$4" = protected global [40 x i8] c"step %d: value %u (0x%08x), ratio %.4f\0A\00", align 1
@"$str$5" = protected global [30 x i8] c"plain line without arguments\0A\00", align 1
@"$str$6" = protected global [16 x i8] c"d: %d %d %d %d\0A\00", align 1
@"$str$7" = protected global [13 x i8] c"u: %u %u %u\0A\00", align 1
@"$str$8" = protected global [23 x i8] c"x: %x %X %#x %#X %08x\0A\00", align 1
@"$str$9" = protected global [11 x i8] c"o: %o %#o\0A\00", align 1
@"$str$10" = protected global [13 x i8] c"ld: %ld %ld\0A\00", align 1
@"$str$11" = protected global [21 x i8] c"lld: %lld %lld %llu\0A\00", align 1
@"$str$12" = protected global [14 x i8] c"lx: %lx %llX\0A\00", align 1
@"$str$13" = protected global [10 x i8] c"i: %i %i\0A\00", align 1
@"$str$14" = protected global [40 x i8] c"[%5d] [%-5d] [%05d] [%+d] [% d] [%+5d]\0A\00", align 1
@"$str$15" = protected global [20 x i8] c"[%*d] [%-*d] [%*d]\0A\00", align 1
@"$str$16" = protected global [25 x i8] c"[%.3d] [%8.3d] [%-8.4x]\0A\00", align 1
@"$str$17" = protected global [29 x i8] c"[%10s] [%-10s] [%.3s] [%*s]\0A\00", align 1
@"$str$18" = protected global [6 x i8] c"right\00", align 1
@"$str$19" = protected global [5 x i8] c"left\00", align 1
@"$str$20" = protected global [9 x i8] c"truncate\00", align 1
@"$str$21" = protected global [4 x i8] c"xyz\00", align 1
@"$str$22" = protected global [23 x i8] c"[%c%c%c] [%3c] [%-3c]\0A\00", align 1
@"$str$23" = protected global [23 x i8] c"100%% sure, %d%% done\0A\00", align 1
@"$str$24" = protected global [4 x i8] c"%s\0A\00", align 1
@"$str$25" = protected global [35 x i8] c"tab\09here, quote \22 and backslash \\\0A\00", align 1
@"$str$26" = protected global [16 x i8] c"f: %f %f %f %f\0A\00", align 1
@"$str$27" = protected global [28 x i8] c"prec: %.0f %.1f %.3f %.10f\0A\00", align 1
@"$str$28" = protected global [45 x i8] c"width: [%10.4f] [%-10.2f] [%010.3f] [%+.2f]\0A\00", align 1
@"$str$29" = protected global [22 x i8] c"e: %e %E %.2e %12.3e\0A\00", align 1
@"$str$30" = protected global [19 x i8] c"g: %g %g %g %G %g\0A\00", align 1
@"$str$31" = protected global [24 x i8] c"g prec: %.3g %.10g %#g\0A\00", align 1
@"$str$32" = protected global [12 x i8] c"big: %f %e\0A\00", align 1
@"$str$33" = protected global [14 x i8] c"small: %e %g\0A\00", align 1
@"$str$34" = protected global [15 x i8] c"inf: %f %e %g\0A\00", align 1
@"$str$35" = protected global [28 x i8] c"star: [%*f] [%-*e] [%*.3f]\0A\00", align 1
@"$str$36" = protected global [15 x i8] c"hex: %a %A %a\0A\00", align 1
@"$str$37" = protected global [27 x i8] c"loop %d: %d squared is %d\0A\00", align 1
@"$str$38" = protected global [58 x i8] c"many: %d %u %x %c %s %f %e %g %ld %lld %d %d %d %d %d %d\0A\00", align 1
@"$str$39" = protected global [5 x i8] c"five\00", align 1
@"$str$40" = protected global [30 x i8] c"mixed widths: %d %f %d %e %d\0A\00", align 1
@"$str$41" = protected global [30 x i8] c"word %d: [%s] [%6s] [%-6.2s]\0A\00", align 1
@"$str$42" = protected global [10 x i8] c"[%s][%s]\0A\00", align 1
@"$str$43" = protected global [2 x i8] c"x\00", align 1
@"$str$44" = protected global [17 x i8] c"chars: %c%c%c%c\0A\00", align 1
@__rocuda_kernel.printf_integers = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.printf_widths_flags = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.printf_floats = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.printf_loop_many_args = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.printf_strings = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.printf_from_function = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define internal i32 @_Z6reportijd(ptr %0, i32 %1, i32 %2, i64 %3) {
allocas:
  %__local_depot0 = alloca [24 x i8], align 8
  %4 = ptrtoint ptr %__local_depot0 to i64
  %5 = insertelement <2 x i32> poison, i32 %1, i64 0
  %6 = insertelement <2 x i32> %5, i32 %2, i64 1
  store <2 x i32> %6, ptr %__local_depot0, align 8
  %7 = add i64 %4, 8
  %8 = inttoptr i64 %7 to ptr
  store i32 %2, ptr %8, align 4
  %9 = add i64 %4, 16
  %10 = inttoptr i64 %9 to ptr
  store i64 %3, ptr %10, align 8
  %11 = getelementptr i8, ptr %0, i64 104
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr i8, ptr %12, i64 56
  %14 = load ptr, ptr %13, align 8
  %15 = call i32 %14(ptr %0, ptr nonnull @"$str$4", ptr nonnull %__local_depot0)
  ret i32 %15
}

define void @printf_integers(ptr %0, ptr %1) {
allocas:
  %__local_depot1 = alloca [24 x i8], align 8
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = inttoptr i64 %13 to ptr
  store i32 %9, ptr %14, align 4
  %.not = icmp eq i32 %9, 0
  br i1 %.not, label %15, label %"$L__BB1_2"

"$L__BB1_2":                                      ; preds = %15, %allocas
  ret void

15:                                               ; preds = %allocas
  %16 = ptrtoint ptr %__local_depot1 to i64
  %17 = getelementptr i8, ptr %1, i64 104
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr i8, ptr %18, i64 56
  %20 = load ptr, ptr %19, align 8
  %21 = call i32 %20(ptr nonnull %1, ptr nonnull @"$str$5", ptr null)
  store <2 x i32> <i32 0, i32 42>, ptr %__local_depot1, align 8
  %22 = add i64 %16, 8
  %23 = inttoptr i64 %22 to ptr
  store <2 x i32> <i32 -42, i32 -2147483648>, ptr %23, align 8
  %24 = load ptr, ptr %17, align 8
  %25 = getelementptr i8, ptr %24, i64 56
  %26 = load ptr, ptr %25, align 8
  %27 = call i32 %26(ptr nonnull %1, ptr nonnull @"$str$6", ptr nonnull %__local_depot1)
  %28 = add i32 %27, %21
  store <2 x i32> <i32 0, i32 -294967296>, ptr %__local_depot1, align 8
  store i32 -1, ptr %23, align 4
  %29 = load ptr, ptr %17, align 8
  %30 = getelementptr i8, ptr %29, i64 56
  %31 = load ptr, ptr %30, align 8
  %32 = call i32 %31(ptr nonnull %1, ptr nonnull @"$str$7", ptr nonnull %__local_depot1)
  %33 = add i32 %28, %32
  store <2 x i32> <i32 -559038737, i32 -559038737>, ptr %__local_depot1, align 8
  store i64 1095216660735, ptr %23, align 8
  %34 = add i64 %16, 16
  %35 = inttoptr i64 %34 to ptr
  store i32 4660, ptr %35, align 4
  %36 = load ptr, ptr %17, align 8
  %37 = getelementptr i8, ptr %36, i64 56
  %38 = load ptr, ptr %37, align 8
  %39 = call i32 %38(ptr nonnull %1, ptr nonnull @"$str$8", ptr nonnull %__local_depot1)
  %40 = add i32 %33, %39
  store <2 x i32> <i32 8, i32 8>, ptr %__local_depot1, align 8
  %41 = load ptr, ptr %17, align 8
  %42 = getelementptr i8, ptr %41, i64 56
  %43 = load ptr, ptr %42, align 8
  %44 = call i32 %43(ptr nonnull %1, ptr nonnull @"$str$9", ptr nonnull %__local_depot1)
  %45 = add i32 %40, %44
  store i64 1234567890123, ptr %__local_depot1, align 8
  store i64 -9000000000, ptr %23, align 8
  %46 = load ptr, ptr %17, align 8
  %47 = getelementptr i8, ptr %46, i64 56
  %48 = load ptr, ptr %47, align 8
  %49 = call i32 %48(ptr nonnull %1, ptr nonnull @"$str$10", ptr nonnull %__local_depot1)
  %50 = add i32 %45, %49
  store i64 9223372036854775807, ptr %__local_depot1, align 8
  store i64 -9223372036854775808, ptr %23, align 8
  store i64 -1, ptr %35, align 8
  %51 = load ptr, ptr %17, align 8
  %52 = getelementptr i8, ptr %51, i64 56
  %53 = load ptr, ptr %52, align 8
  %54 = call i32 %53(ptr nonnull %1, ptr nonnull @"$str$11", ptr nonnull %__local_depot1)
  %55 = add i32 %50, %54
  store i64 81985529216486895, ptr %__local_depot1, align 8
  store i64 -81985529216486896, ptr %23, align 8
  %56 = load ptr, ptr %17, align 8
  %57 = getelementptr i8, ptr %56, i64 56
  %58 = load ptr, ptr %57, align 8
  %59 = call i32 %58(ptr nonnull %1, ptr nonnull @"$str$12", ptr nonnull %__local_depot1)
  %60 = add i32 %55, %59
  store <2 x i32> <i32 -7, i32 2147483647>, ptr %__local_depot1, align 8
  %61 = load ptr, ptr %17, align 8
  %62 = getelementptr i8, ptr %61, i64 56
  %63 = load ptr, ptr %62, align 8
  %64 = call i32 %63(ptr nonnull %1, ptr nonnull @"$str$13", ptr nonnull %__local_depot1)
  %65 = add i32 %60, %64
  %66 = add i64 %13, 4
  %67 = inttoptr i64 %66 to ptr
  store i32 %65, ptr %67, align 4
  br label %"$L__BB1_2"
}

define void @printf_widths_flags(ptr %0, ptr %1) {
allocas:
  %__local_depot2 = alloca [40 x i8], align 8
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = shl i32 %9, 1
  %15 = inttoptr i64 %13 to ptr
  store i32 %14, ptr %15, align 4
  %.not = icmp eq i32 %9, 0
  br i1 %.not, label %16, label %"$L__BB2_2"

"$L__BB2_2":                                      ; preds = %16, %allocas
  ret void

16:                                               ; preds = %allocas
  %17 = ptrtoint ptr %__local_depot2 to i64
  store <2 x i32> <i32 42, i32 42>, ptr %__local_depot2, align 8
  %18 = add i64 %17, 8
  %19 = inttoptr i64 %18 to ptr
  store <2 x i32> <i32 42, i32 42>, ptr %19, align 8
  %20 = add i64 %17, 16
  %21 = inttoptr i64 %20 to ptr
  store <2 x i32> <i32 42, i32 -42>, ptr %21, align 8
  %22 = getelementptr i8, ptr %1, i64 104
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i64 56
  %25 = load ptr, ptr %24, align 8
  %26 = call i32 %25(ptr nonnull %1, ptr nonnull @"$str$14", ptr nonnull %__local_depot2)
  store <2 x i32> <i32 6, i32 7>, ptr %__local_depot2, align 8
  store <2 x i32> <i32 6, i32 7>, ptr %19, align 8
  store <2 x i32> <i32 -4, i32 9>, ptr %21, align 8
  %27 = load ptr, ptr %22, align 8
  %28 = getelementptr i8, ptr %27, i64 56
  %29 = load ptr, ptr %28, align 8
  %30 = call i32 %29(ptr nonnull %1, ptr nonnull @"$str$15", ptr nonnull %__local_depot2)
  store <2 x i32> <i32 5, i32 -5>, ptr %__local_depot2, align 8
  store i32 171, ptr %19, align 4
  %31 = load ptr, ptr %22, align 8
  %32 = getelementptr i8, ptr %31, i64 56
  %33 = load ptr, ptr %32, align 8
  %34 = call i32 %33(ptr nonnull %1, ptr nonnull @"$str$16", ptr nonnull %__local_depot2)
  store i64 ptrtoint (ptr @"$str$18" to i64), ptr %__local_depot2, align 8
  store i64 ptrtoint (ptr @"$str$19" to i64), ptr %19, align 8
  store i64 ptrtoint (ptr @"$str$20" to i64), ptr %21, align 8
  %35 = add i64 %17, 24
  %36 = inttoptr i64 %35 to ptr
  store i32 7, ptr %36, align 4
  %37 = add i64 %17, 32
  %38 = inttoptr i64 %37 to ptr
  store i64 ptrtoint (ptr @"$str$21" to i64), ptr %38, align 8
  %39 = load ptr, ptr %22, align 8
  %40 = getelementptr i8, ptr %39, i64 56
  %41 = load ptr, ptr %40, align 8
  %42 = call i32 %41(ptr nonnull %1, ptr nonnull @"$str$17", ptr nonnull %__local_depot2)
  store <2 x i32> <i32 97, i32 66>, ptr %__local_depot2, align 8
  store i64 523986010160, ptr %19, align 8
  store i32 113, ptr %21, align 4
  %43 = load ptr, ptr %22, align 8
  %44 = getelementptr i8, ptr %43, i64 56
  %45 = load ptr, ptr %44, align 8
  %46 = call i32 %45(ptr nonnull %1, ptr nonnull @"$str$22", ptr nonnull %__local_depot2)
  store i32 50, ptr %__local_depot2, align 4
  %47 = load ptr, ptr %22, align 8
  %48 = getelementptr i8, ptr %47, i64 56
  %49 = load ptr, ptr %48, align 8
  %50 = call i32 %49(ptr nonnull %1, ptr nonnull @"$str$23", ptr nonnull %__local_depot2)
  store i64 ptrtoint (ptr @GREETING to i64), ptr %__local_depot2, align 8
  %51 = load ptr, ptr %22, align 8
  %52 = getelementptr i8, ptr %51, i64 56
  %53 = load ptr, ptr %52, align 8
  %54 = call i32 %53(ptr nonnull %1, ptr nonnull @"$str$24", ptr nonnull %__local_depot2)
  %55 = load ptr, ptr %22, align 8
  %56 = getelementptr i8, ptr %55, i64 56
  %57 = load ptr, ptr %56, align 8
  %58 = call i32 %57(ptr nonnull %1, ptr nonnull @"$str$25", ptr null)
  %59 = add i64 %13, 8
  %60 = inttoptr i64 %59 to ptr
  store i32 %30, ptr %60, align 4
  %61 = add i64 %13, 12
  %62 = inttoptr i64 %61 to ptr
  store i32 %34, ptr %62, align 4
  %63 = add i64 %13, 16
  %64 = inttoptr i64 %63 to ptr
  store i32 %42, ptr %64, align 4
  %65 = add i64 %13, 20
  %66 = inttoptr i64 %65 to ptr
  store i32 %46, ptr %66, align 4
  %67 = add i64 %13, 24
  %68 = inttoptr i64 %67 to ptr
  store i32 %50, ptr %68, align 4
  %69 = add i64 %13, 28
  %70 = inttoptr i64 %69 to ptr
  store i32 %54, ptr %70, align 4
  %71 = add i64 %13, 4
  %72 = inttoptr i64 %71 to ptr
  store i32 %58, ptr %72, align 4
  br label %"$L__BB2_2"
}

define void @printf_floats(ptr %0, ptr %1) {
allocas:
  %__local_depot3 = alloca [48 x i8], align 16
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = mul i32 %9, 3
  %15 = inttoptr i64 %13 to ptr
  store i32 %14, ptr %15, align 4
  %.not = icmp eq i32 %9, 0
  br i1 %.not, label %16, label %"$L__BB3_2"

"$L__BB3_2":                                      ; preds = %16, %allocas
  ret void

16:                                               ; preds = %allocas
  %17 = ptrtoint ptr %__local_depot3 to i64
  store <2 x i64> <i64 4614256656748904448, i64 -4610068591539890327>, ptr %__local_depot3, align 16
  %18 = add i64 %17, 16
  %19 = inttoptr i64 %18 to ptr
  store <2 x i64> <i64 0, i64 -9223372036854775808>, ptr %19, align 16
  %20 = getelementptr i8, ptr %1, i64 104
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr i8, ptr %21, i64 56
  %23 = load ptr, ptr %22, align 8
  %24 = call i32 %23(ptr nonnull %1, ptr nonnull @"$str$26", ptr nonnull %__local_depot3)
  store <2 x i64> <i64 4612811918334230528, i64 4587366580439587226>, ptr %__local_depot3, align 16
  store <2 x i64> <i64 4607184670599831093, i64 4599676419421066581>, ptr %19, align 16
  %25 = load ptr, ptr %20, align 8
  %26 = getelementptr i8, ptr %25, i64 56
  %27 = load ptr, ptr %26, align 8
  %28 = call i32 %27(ptr nonnull %1, ptr nonnull @"$str$27", ptr nonnull %__local_depot3)
  %29 = add i32 %28, %24
  store <2 x i64> <i64 4614256650576692846, i64 4612811918334230528>, ptr %__local_depot3, align 16
  store <2 x i64> <i64 -4613937818241073152, i64 4619567317775286272>, ptr %19, align 16
  %30 = load ptr, ptr %20, align 8
  %31 = getelementptr i8, ptr %30, i64 56
  %32 = load ptr, ptr %31, align 8
  %33 = call i32 %32(ptr nonnull %1, ptr nonnull @"$str$28", ptr nonnull %__local_depot3)
  %34 = add i32 %29, %33
  store <2 x i64> <i64 4683220299150161609, i64 4548669923058963014>, ptr %__local_depot3, align 16
  store <2 x i64> <i64 -4755469102852155755, i64 4962933279127225623>, ptr %19, align 16
  %35 = load ptr, ptr %20, align 8
  %36 = getelementptr i8, ptr %35, i64 56
  %37 = load ptr, ptr %36, align 8
  %38 = call i32 %37(ptr nonnull %1, ptr nonnull @"$str$29", ptr nonnull %__local_depot3)
  %39 = add i32 %34, %38
  store <2 x i64> <i64 4681608360884174848, i64 4696837146684686336>, ptr %__local_depot3, align 16
  store <2 x i64> <i64 4547007122018943789, i64 4532020583610935537>, ptr %19, align 16
  %40 = add i64 %17, 32
  %41 = inttoptr i64 %40 to ptr
  store i64 4638387860618067575, ptr %41, align 8
  %42 = load ptr, ptr %20, align 8
  %43 = getelementptr i8, ptr %42, i64 56
  %44 = load ptr, ptr %43, align 8
  %45 = call i32 %44(ptr nonnull %1, ptr nonnull @"$str$30", ptr nonnull %__local_depot3)
  %46 = add i32 %39, %45
  store <2 x i64> <i64 4614256650576692846, i64 4594314991293244562>, ptr %__local_depot3, align 16
  store i64 4611686018427387904, ptr %19, align 8
  %47 = load ptr, ptr %20, align 8
  %48 = getelementptr i8, ptr %47, i64 56
  %49 = load ptr, ptr %48, align 8
  %50 = call i32 %49(ptr nonnull %1, ptr nonnull @"$str$31", ptr nonnull %__local_depot3)
  %51 = add i32 %46, %50
  store <2 x i64> <i64 4906019910204099648, i64 9218868437227405311>, ptr %__local_depot3, align 16
  %52 = load ptr, ptr %20, align 8
  %53 = getelementptr i8, ptr %52, i64 56
  %54 = load ptr, ptr %53, align 8
  %55 = call i32 %54(ptr nonnull %1, ptr nonnull @"$str$32", ptr nonnull %__local_depot3)
  %56 = add i32 %51, %55
  store <2 x i64> <i64 1, i64 4039728865751334912>, ptr %__local_depot3, align 16
  %57 = load ptr, ptr %20, align 8
  %58 = getelementptr i8, ptr %57, i64 56
  %59 = load ptr, ptr %58, align 8
  %60 = call i32 %59(ptr nonnull %1, ptr nonnull @"$str$33", ptr nonnull %__local_depot3)
  %61 = add i32 %56, %60
  store <2 x i64> <i64 9218868437227405312, i64 -4503599627370496>, ptr %__local_depot3, align 16
  store i64 9218868437227405312, ptr %19, align 8
  %62 = load ptr, ptr %20, align 8
  %63 = getelementptr i8, ptr %62, i64 56
  %64 = load ptr, ptr %63, align 8
  %65 = call i32 %64(ptr nonnull %1, ptr nonnull @"$str$34", ptr nonnull %__local_depot3)
  %66 = add i32 %61, %65
  store i32 12, ptr %__local_depot3, align 4
  %67 = or disjoint i64 %17, 8
  %68 = inttoptr i64 %67 to ptr
  store i64 4608308318706860032, ptr %68, align 8
  store i32 14, ptr %19, align 4
  %69 = add i64 %17, 24
  %70 = inttoptr i64 %69 to ptr
  store i64 4681523522024091786, ptr %70, align 8
  store i32 9, ptr %41, align 4
  %71 = add i64 %17, 40
  %72 = inttoptr i64 %71 to ptr
  store i64 -4620693217682128896, ptr %72, align 8
  %73 = load ptr, ptr %20, align 8
  %74 = getelementptr i8, ptr %73, i64 56
  %75 = load ptr, ptr %74, align 8
  %76 = call i32 %75(ptr nonnull %1, ptr nonnull @"$str$35", ptr nonnull %__local_depot3)
  %77 = add i32 %66, %76
  store <2 x i64> <i64 4607182418800017408, i64 -4618441417868443648>, ptr %__local_depot3, align 16
  store i64 4591870180066957722, ptr %19, align 8
  %78 = load ptr, ptr %20, align 8
  %79 = getelementptr i8, ptr %78, i64 56
  %80 = load ptr, ptr %79, align 8
  %81 = call i32 %80(ptr nonnull %1, ptr nonnull @"$str$36", ptr nonnull %__local_depot3)
  %82 = add i32 %77, %81
  %83 = add i64 %13, 4
  %84 = inttoptr i64 %83 to ptr
  store i32 %82, ptr %84, align 4
  br label %"$L__BB3_2"
}

define void @printf_loop_many_args(ptr %0, ptr %1) {
allocas:
  %__local_depot4 = alloca [88 x i8], align 8
  %2 = ptrtoint ptr %__local_depot4 to i64
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr i8, ptr %1, i64 12
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 24
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %1, align 4
  %9 = mul i32 %7, %5
  %10 = add i32 %9, %8
  %11 = shl i32 %10, 3
  %12 = zext i32 %11 to i64
  %13 = shl nuw nsw i64 %12, 2
  %14 = add i64 %3, %13
  %15 = xor i32 %10, 255
  %16 = inttoptr i64 %14 to ptr
  store i32 %15, ptr %16, align 4
  switch i32 %10, label %"$L__BB4_4" [
    i32 0, label %"$L__BB4_3"
    i32 127, label %62
  ]

"$L__BB4_3":                                      ; preds = %allocas
  store <2 x i32> <i32 0, i32 10>, ptr %__local_depot4, align 8
  %17 = add i64 %2, 8
  %18 = inttoptr i64 %17 to ptr
  store i32 100, ptr %18, align 4
  %19 = getelementptr i8, ptr %1, i64 104
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i8, ptr %20, i64 56
  %22 = load ptr, ptr %21, align 8
  %23 = call i32 %22(ptr nonnull %1, ptr nonnull @"$str$37", ptr nonnull %__local_depot4)
  store <2 x i32> <i32 1, i32 11>, ptr %__local_depot4, align 8
  store i32 121, ptr %18, align 4
  %24 = load ptr, ptr %19, align 8
  %25 = getelementptr i8, ptr %24, i64 56
  %26 = load ptr, ptr %25, align 8
  %27 = call i32 %26(ptr nonnull %1, ptr nonnull @"$str$37", ptr nonnull %__local_depot4)
  store <2 x i32> <i32 2, i32 12>, ptr %__local_depot4, align 8
  store i32 144, ptr %18, align 4
  %28 = load ptr, ptr %19, align 8
  %29 = getelementptr i8, ptr %28, i64 56
  %30 = load ptr, ptr %29, align 8
  %31 = call i32 %30(ptr nonnull %1, ptr nonnull @"$str$37", ptr nonnull %__local_depot4)
  store <2 x i32> <i32 1, i32 2>, ptr %__local_depot4, align 8
  store i64 223338299395, ptr %18, align 8
  %32 = add i64 %2, 16
  %33 = inttoptr i64 %32 to ptr
  store i64 ptrtoint (ptr @"$str$39" to i64), ptr %33, align 8
  %34 = add i64 %2, 24
  %35 = inttoptr i64 %34 to ptr
  store i64 4618441417868443648, ptr %35, align 8
  %36 = add i64 %2, 32
  %37 = inttoptr i64 %36 to ptr
  store i64 4619567317775286272, ptr %37, align 8
  %38 = add i64 %2, 40
  %39 = inttoptr i64 %38 to ptr
  store i64 4620693217682128896, ptr %39, align 8
  %40 = add i64 %2, 48
  %41 = inttoptr i64 %40 to ptr
  store i64 9, ptr %41, align 8
  %42 = add i64 %2, 56
  %43 = inttoptr i64 %42 to ptr
  store i64 10, ptr %43, align 8
  %44 = add i64 %2, 64
  %45 = inttoptr i64 %44 to ptr
  store <2 x i32> <i32 11, i32 12>, ptr %45, align 8
  %46 = add i64 %2, 72
  %47 = inttoptr i64 %46 to ptr
  store <2 x i32> <i32 13, i32 14>, ptr %47, align 8
  %48 = add i64 %2, 80
  %49 = inttoptr i64 %48 to ptr
  store <2 x i32> <i32 15, i32 16>, ptr %49, align 8
  %50 = load ptr, ptr %19, align 8
  %51 = getelementptr i8, ptr %50, i64 56
  %52 = load ptr, ptr %51, align 8
  %53 = call i32 %52(ptr nonnull %1, ptr nonnull @"$str$38", ptr nonnull %__local_depot4)
  %54 = add i64 %14, 4
  %55 = inttoptr i64 %54 to ptr
  store i32 %53, ptr %55, align 4
  store i32 -1, ptr %__local_depot4, align 4
  store i64 4609434218613702656, ptr %18, align 8
  store i32 -300, ptr %33, align 4
  store i64 4611686018427387904, ptr %35, align 8
  store i32 -2147483648, ptr %37, align 4
  %56 = load ptr, ptr %19, align 8
  %57 = getelementptr i8, ptr %56, i64 56
  %58 = load ptr, ptr %57, align 8
  %59 = call i32 %58(ptr nonnull %1, ptr nonnull @"$str$40", ptr nonnull %__local_depot4)
  %60 = add i64 %14, 8
  %61 = inttoptr i64 %60 to ptr
  store i32 %59, ptr %61, align 4
  br label %"$L__BB4_4"

"$L__BB4_4":                                      ; preds = %allocas, %"$L__BB4_3", %62
  ret void

62:                                               ; preds = %allocas
  %63 = add i64 %14, 4
  %64 = inttoptr i64 %63 to ptr
  store i32 7, ptr %64, align 4
  br label %"$L__BB4_4"
}

define void @printf_strings(ptr %0, ptr %1) {
allocas:
  %__local_depot5 = alloca [32 x i8], align 16
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = add i32 %9, 1000
  %15 = inttoptr i64 %13 to ptr
  store i32 %14, ptr %15, align 4
  %.not = icmp eq i32 %9, 0
  br i1 %.not, label %16, label %"$L__BB5_2"

"$L__BB5_2":                                      ; preds = %16, %allocas
  ret void

16:                                               ; preds = %allocas
  %17 = ptrtoint ptr %__local_depot5 to i64
  store i32 0, ptr %__local_depot5, align 4
  %18 = or disjoint i64 %17, 8
  %19 = inttoptr i64 %18 to ptr
  store i64 ptrtoint (ptr @"$str" to i64), ptr %19, align 8
  %20 = add i64 %17, 16
  %21 = inttoptr i64 %20 to ptr
  store <2 x i64> <i64 ptrtoint (ptr @"$str" to i64), i64 ptrtoint (ptr @"$str" to i64)>, ptr %21, align 16
  %22 = getelementptr i8, ptr %1, i64 104
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i64 56
  %25 = load ptr, ptr %24, align 8
  %26 = call i32 %25(ptr nonnull %1, ptr nonnull @"$str$41", ptr nonnull %__local_depot5)
  store i32 1, ptr %__local_depot5, align 4
  store i64 ptrtoint (ptr @"$str$1" to i64), ptr %19, align 8
  store <2 x i64> <i64 ptrtoint (ptr @"$str$1" to i64), i64 ptrtoint (ptr @"$str$1" to i64)>, ptr %21, align 16
  %27 = load ptr, ptr %22, align 8
  %28 = getelementptr i8, ptr %27, i64 56
  %29 = load ptr, ptr %28, align 8
  %30 = call i32 %29(ptr nonnull %1, ptr nonnull @"$str$41", ptr nonnull %__local_depot5)
  %31 = add i32 %30, %26
  store i32 2, ptr %__local_depot5, align 4
  store i64 ptrtoint (ptr @"$str$2" to i64), ptr %19, align 8
  store <2 x i64> <i64 ptrtoint (ptr @"$str$2" to i64), i64 ptrtoint (ptr @"$str$2" to i64)>, ptr %21, align 16
  %32 = load ptr, ptr %22, align 8
  %33 = getelementptr i8, ptr %32, i64 56
  %34 = load ptr, ptr %33, align 8
  %35 = call i32 %34(ptr nonnull %1, ptr nonnull @"$str$41", ptr nonnull %__local_depot5)
  %36 = add i32 %35, %31
  store i32 3, ptr %__local_depot5, align 4
  store i64 ptrtoint (ptr @"$str$3" to i64), ptr %19, align 8
  store <2 x i64> <i64 ptrtoint (ptr @"$str$3" to i64), i64 ptrtoint (ptr @"$str$3" to i64)>, ptr %21, align 16
  %37 = load ptr, ptr %22, align 8
  %38 = getelementptr i8, ptr %37, i64 56
  %39 = load ptr, ptr %38, align 8
  %40 = call i32 %39(ptr nonnull %1, ptr nonnull @"$str$41", ptr nonnull %__local_depot5)
  %41 = add i32 %40, %36
  store <2 x i64> <i64 ptrtoint (ptr @"$str$2" to i64), i64 ptrtoint (ptr @"$str$43" to i64)>, ptr %__local_depot5, align 16
  %42 = load ptr, ptr %22, align 8
  %43 = getelementptr i8, ptr %42, i64 56
  %44 = load ptr, ptr %43, align 8
  %45 = call i32 %44(ptr nonnull %1, ptr nonnull @"$str$42", ptr nonnull %__local_depot5)
  %46 = add i32 %45, %41
  store i64 236223201347, ptr %__local_depot5, align 8
  store i64 141733920890, ptr %19, align 8
  %47 = load ptr, ptr %22, align 8
  %48 = getelementptr i8, ptr %47, i64 56
  %49 = load ptr, ptr %48, align 8
  %50 = call i32 %49(ptr nonnull %1, ptr nonnull @"$str$44", ptr nonnull %__local_depot5)
  %51 = add i32 %46, %50
  %52 = add i64 %13, 4
  %53 = inttoptr i64 %52 to ptr
  store i32 %51, ptr %53, align 4
  br label %"$L__BB5_2"
}

define void @printf_from_function(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %.not = icmp eq i32 %9, 0
  %10 = mul i32 %9, 93762557
  %11 = add i32 %10, 1013904223
  br i1 %.not, label %33, label %"$L__BB6_2"

"$L__BB6_2":                                      ; preds = %33, %allocas
  %"%r24.0" = phi i32 [ 0, %allocas ], [ %37, %33 ]
  %12 = mul i32 %11, 1664525
  %13 = add i32 %12, 1013904223
  br i1 %.not, label %"$L__BB6_4", label %38

"$L__BB6_4":                                      ; preds = %"$L__BB6_2"
  %14 = uitofp i32 %13 to double
  %15 = fmul double %14, 0x3DF0000000000000
  %16 = bitcast double %15 to i64
  %17 = call i32 @_Z6reportijd(ptr nonnull %1, i32 1, i32 %13, i64 %16)
  %18 = add i32 %17, %"%r24.0"
  br label %"$L__BB6_5"

"$L__BB6_5":                                      ; preds = %"$L__BB6_4", %38
  %"%r23.0" = phi i32 [ %13, %"$L__BB6_4" ], [ %39, %38 ]
  %"%r24.1" = phi i32 [ %18, %"$L__BB6_4" ], [ %"%r24.0", %38 ]
  %19 = mul i32 %"%r23.0", 1664525
  %20 = add i32 %19, 1013904223
  br i1 %.not, label %"$L__BB6_7", label %40

"$L__BB6_7":                                      ; preds = %"$L__BB6_5"
  %21 = uitofp i32 %20 to double
  %22 = fmul double %21, 0x3DF0000000000000
  %23 = bitcast double %22 to i64
  %24 = call i32 @_Z6reportijd(ptr nonnull %1, i32 2, i32 %20, i64 %23)
  %25 = add i32 %24, %"%r24.1"
  br label %"$L__BB6_8"

"$L__BB6_8":                                      ; preds = %"$L__BB6_7", %40
  %"%r25.0" = phi i32 [ %20, %"$L__BB6_7" ], [ %41, %40 ]
  %"%r24.2" = phi i32 [ %25, %"$L__BB6_7" ], [ %"%r24.1", %40 ]
  %26 = shl i32 %9, 3
  %27 = zext i32 %26 to i64
  %28 = shl nuw nsw i64 %27, 2
  %29 = add i64 %2, %28
  %30 = inttoptr i64 %29 to ptr
  store i32 %"%r25.0", ptr %30, align 4
  %31 = add i64 %29, 4
  %32 = inttoptr i64 %31 to ptr
  store i32 %"%r24.2", ptr %32, align 4
  ret void

33:                                               ; preds = %allocas
  %34 = uitofp i32 %11 to double
  %35 = fmul double %34, 0x3DF0000000000000
  %36 = bitcast double %35 to i64
  %37 = call i32 @_Z6reportijd(ptr nonnull %1, i32 0, i32 %11, i64 %36)
  br label %"$L__BB6_2"

38:                                               ; preds = %"$L__BB6_2"
  %39 = xor i32 %13, 1
  br label %"$L__BB6_5"

40:                                               ; preds = %"$L__BB6_5"
  %41 = xor i32 %20, 2
  br label %"$L__BB6_8"
}
