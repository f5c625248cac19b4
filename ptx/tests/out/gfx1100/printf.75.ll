; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@GREETING = protected addrspace(1) global [22 x i8] c"hello from the device\00", align 1
@"$str" = protected addrspace(1) global [5 x i8] c"zero\00", align 1
@"$str$1" = protected addrspace(1) global [4 x i8] c"one\00", align 1
@"$str$2" = protected addrspace(1) global [1 x i8] zeroinitializer, align 1
@"$str$3" = protected addrspace(1) global [6 x i8] c"three\00", align 1
@WORDS_TABLE = protected addrspace(1) global <{ i64, i64, i64, i64 }> <{ i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str" to ptr) to i64), i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$1" to ptr) to i64), i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$2" to ptr) to i64), i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$3" to ptr) to i64) }>, align 8
@"$str$4" = protected addrspace(1) global [40 x i8] c"step %d: value %u (0x%08x), ratio %.4f\0A\00", align 1
@"$str$5" = protected addrspace(1) global [30 x i8] c"plain line without arguments\0A\00", align 1
@"$str$6" = protected addrspace(1) global [16 x i8] c"d: %d %d %d %d\0A\00", align 1
@"$str$7" = protected addrspace(1) global [13 x i8] c"u: %u %u %u\0A\00", align 1
@"$str$8" = protected addrspace(1) global [23 x i8] c"x: %x %X %#x %#X %08x\0A\00", align 1
@"$str$9" = protected addrspace(1) global [11 x i8] c"o: %o %#o\0A\00", align 1
@"$str$10" = protected addrspace(1) global [13 x i8] c"ld: %ld %ld\0A\00", align 1
@"$str$11" = protected addrspace(1) global [21 x i8] c"lld: %lld %lld %llu\0A\00", align 1
@"$str$12" = protected addrspace(1) global [14 x i8] c"lx: %lx %llX\0A\00", align 1
@"$str$13" = protected addrspace(1) global [10 x i8] c"i: %i %i\0A\00", align 1
@"$str$14" = protected addrspace(1) global [40 x i8] c"[%5d] [%-5d] [%05d] [%+d] [% d] [%+5d]\0A\00", align 1
@"$str$15" = protected addrspace(1) global [20 x i8] c"[%*d] [%-*d] [%*d]\0A\00", align 1
@"$str$16" = protected addrspace(1) global [25 x i8] c"[%.3d] [%8.3d] [%-8.4x]\0A\00", align 1
@"$str$17" = protected addrspace(1) global [29 x i8] c"[%10s] [%-10s] [%.3s] [%*s]\0A\00", align 1
@"$str$18" = protected addrspace(1) global [6 x i8] c"right\00", align 1
@"$str$19" = protected addrspace(1) global [5 x i8] c"left\00", align 1
@"$str$20" = protected addrspace(1) global [9 x i8] c"truncate\00", align 1
@"$str$21" = protected addrspace(1) global [4 x i8] c"xyz\00", align 1
@"$str$22" = protected addrspace(1) global [23 x i8] c"[%c%c%c] [%3c] [%-3c]\0A\00", align 1
@"$str$23" = protected addrspace(1) global [23 x i8] c"100%% sure, %d%% done\0A\00", align 1
@"$str$24" = protected addrspace(1) global [4 x i8] c"%s\0A\00", align 1
@"$str$25" = protected addrspace(1) global [35 x i8] c"tab\09here, quote \22 and backslash \\\0A\00", align 1
@"$str$26" = protected addrspace(1) global [16 x i8] c"f: %f %f %f %f\0A\00", align 1
@"$str$27" = protected addrspace(1) global [28 x i8] c"prec: %.0f %.1f %.3f %.10f\0A\00", align 1
@"$str$28" = protected addrspace(1) global [45 x i8] c"width: [%10.4f] [%-10.2f] [%010.3f] [%+.2f]\0A\00", align 1
@"$str$29" = protected addrspace(1) global [22 x i8] c"e: %e %E %.2e %12.3e\0A\00", align 1
@"$str$30" = protected addrspace(1) global [19 x i8] c"g: %g %g %g %G %g\0A\00", align 1
@"$str$31" = protected addrspace(1) global [24 x i8] c"g prec: %.3g %.10g %#g\0A\00", align 1
@"$str$32" = protected addrspace(1) global [12 x i8] c"big: %f %e\0A\00", align 1
@"$str$33" = protected addrspace(1) global [14 x i8] c"small: %e %g\0A\00", align 1
@"$str$34" = protected addrspace(1) global [15 x i8] c"inf: %f %e %g\0A\00", align 1
@"$str$35" = protected addrspace(1) global [28 x i8] c"star: [%*f] [%-*e] [%*.3f]\0A\00", align 1
@"$str$36" = protected addrspace(1) global [15 x i8] c"hex: %a %A %a\0A\00", align 1
@"$str$37" = protected addrspace(1) global [27 x i8] c"loop %d: %d squared is %d\0A\00", align 1
@"$str$38" = protected addrspace(1) global [58 x i8] c"many: %d %u %x %c %s %f %e %g %ld %lld %d %d %d %d %d %d\0A\00", align 1
@"$str$39" = protected addrspace(1) global [5 x i8] c"five\00", align 1
@"$str$40" = protected addrspace(1) global [30 x i8] c"mixed widths: %d %f %d %e %d\0A\00", align 1
@"$str$41" = protected addrspace(1) global [30 x i8] c"word %d: [%s] [%6s] [%-6.2s]\0A\00", align 1
@"$str$42" = protected addrspace(1) global [10 x i8] c"[%s][%s]\0A\00", align 1
@"$str$43" = protected addrspace(1) global [2 x i8] c"x\00", align 1
@"$str$44" = protected addrspace(1) global [17 x i8] c"chars: %c%c%c%c\0A\00", align 1
@.rocuda.str = private addrspace(1) constant [7 x i8] c"(null)\00"

define internal i32 @_Z6reportijd(i32 %0, i32 %1, i64 %2) #0 {
allocas:
  %__local_depot0 = alloca [24 x i8], align 8, addrspace(5)
  %3 = ptrtoint ptr addrspace(5) %__local_depot0 to i32
  %4 = addrspacecast ptr addrspace(5) %__local_depot0 to ptr
  %5 = insertelement <2 x i32> poison, i32 %0, i64 0
  %6 = insertelement <2 x i32> %5, i32 %1, i64 1
  store <2 x i32> %6, ptr addrspace(5) %__local_depot0, align 8
  %7 = add i32 %3, 8
  %8 = inttoptr i32 %7 to ptr addrspace(5)
  store i32 %1, ptr addrspace(5) %8, align 4
  %9 = add i32 %3, 16
  %10 = inttoptr i32 %9 to ptr addrspace(5)
  store i64 %2, ptr addrspace(5) %10, align 8
  %11 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$4" to ptr), ptr %4)
  ret i32 %11
}

define amdgpu_kernel void @printf_integers(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot1 = alloca [24 x i8], align 8, addrspace(5)
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
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %12, ptr addrspace(1) %17, align 4
  %.not = icmp eq i32 %12, 0
  br i1 %.not, label %18, label %"$L__BB1_2"

"$L__BB1_2":                                      ; preds = %18, %allocas
  ret void

18:                                               ; preds = %allocas
  %19 = addrspacecast ptr addrspace(5) %__local_depot1 to ptr
  %20 = ptrtoint ptr addrspace(5) %__local_depot1 to i32
  %21 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$5" to ptr), ptr null)
  store <2 x i32> <i32 0, i32 42>, ptr addrspace(5) %__local_depot1, align 8
  %22 = add i32 %20, 8
  %23 = inttoptr i32 %22 to ptr addrspace(5)
  store <2 x i32> <i32 -42, i32 -2147483648>, ptr addrspace(5) %23, align 8
  %24 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$6" to ptr), ptr %19)
  %25 = add i32 %24, %21
  store <2 x i32> <i32 0, i32 -294967296>, ptr addrspace(5) %__local_depot1, align 8
  store i32 -1, ptr addrspace(5) %23, align 4
  %26 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$7" to ptr), ptr %19)
  %27 = add i32 %25, %26
  store <2 x i32> <i32 -559038737, i32 -559038737>, ptr addrspace(5) %__local_depot1, align 8
  store i64 1095216660735, ptr addrspace(5) %23, align 8
  %28 = add i32 %20, 16
  %29 = inttoptr i32 %28 to ptr addrspace(5)
  store i32 4660, ptr addrspace(5) %29, align 4
  %30 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$8" to ptr), ptr %19)
  %31 = add i32 %27, %30
  store <2 x i32> <i32 8, i32 8>, ptr addrspace(5) %__local_depot1, align 8
  %32 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$9" to ptr), ptr %19)
  %33 = add i32 %31, %32
  store i64 1234567890123, ptr addrspace(5) %__local_depot1, align 8
  store i64 -9000000000, ptr addrspace(5) %23, align 8
  %34 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$10" to ptr), ptr %19)
  %35 = add i32 %33, %34
  store i64 9223372036854775807, ptr addrspace(5) %__local_depot1, align 8
  store i64 -9223372036854775808, ptr addrspace(5) %23, align 8
  store i64 -1, ptr addrspace(5) %29, align 8
  %36 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$11" to ptr), ptr %19)
  %37 = add i32 %35, %36
  store i64 81985529216486895, ptr addrspace(5) %__local_depot1, align 8
  store i64 -81985529216486896, ptr addrspace(5) %23, align 8
  %38 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$12" to ptr), ptr %19)
  %39 = add i32 %37, %38
  store <2 x i32> <i32 -7, i32 2147483647>, ptr addrspace(5) %__local_depot1, align 8
  %40 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$13" to ptr), ptr %19)
  %41 = add i32 %39, %40
  %42 = add i64 %16, 4
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %43, align 4
  br label %"$L__BB1_2"
}

define amdgpu_kernel void @printf_widths_flags(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot2 = alloca [40 x i8], align 8, addrspace(5)
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
  %17 = shl i32 %12, 1
  %18 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %17, ptr addrspace(1) %18, align 4
  %.not = icmp eq i32 %12, 0
  br i1 %.not, label %19, label %"$L__BB2_2"

"$L__BB2_2":                                      ; preds = %19, %allocas
  ret void

19:                                               ; preds = %allocas
  %20 = addrspacecast ptr addrspace(5) %__local_depot2 to ptr
  %21 = ptrtoint ptr addrspace(5) %__local_depot2 to i32
  store <2 x i32> <i32 42, i32 42>, ptr addrspace(5) %__local_depot2, align 8
  %22 = add i32 %21, 8
  %23 = inttoptr i32 %22 to ptr addrspace(5)
  store <2 x i32> <i32 42, i32 42>, ptr addrspace(5) %23, align 8
  %24 = add i32 %21, 16
  %25 = inttoptr i32 %24 to ptr addrspace(5)
  store <2 x i32> <i32 42, i32 -42>, ptr addrspace(5) %25, align 8
  %26 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$14" to ptr), ptr %20)
  store <2 x i32> <i32 6, i32 7>, ptr addrspace(5) %__local_depot2, align 8
  store <2 x i32> <i32 6, i32 7>, ptr addrspace(5) %23, align 8
  store <2 x i32> <i32 -4, i32 9>, ptr addrspace(5) %25, align 8
  %27 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$15" to ptr), ptr %20)
  store <2 x i32> <i32 5, i32 -5>, ptr addrspace(5) %__local_depot2, align 8
  store i32 171, ptr addrspace(5) %23, align 4
  %28 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$16" to ptr), ptr %20)
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$18" to ptr) to i64), ptr addrspace(5) %__local_depot2, align 8
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$19" to ptr) to i64), ptr addrspace(5) %23, align 8
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$20" to ptr) to i64), ptr addrspace(5) %25, align 8
  %29 = add i32 %21, 24
  %30 = inttoptr i32 %29 to ptr addrspace(5)
  store i32 7, ptr addrspace(5) %30, align 4
  %31 = add i32 %21, 32
  %32 = inttoptr i32 %31 to ptr addrspace(5)
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$21" to ptr) to i64), ptr addrspace(5) %32, align 8
  %33 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$17" to ptr), ptr %20)
  store <2 x i32> <i32 97, i32 66>, ptr addrspace(5) %__local_depot2, align 8
  store i64 523986010160, ptr addrspace(5) %23, align 8
  store i32 113, ptr addrspace(5) %25, align 4
  %34 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$22" to ptr), ptr %20)
  store i32 50, ptr addrspace(5) %__local_depot2, align 4
  %35 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$23" to ptr), ptr %20)
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @GREETING to ptr) to i64), ptr addrspace(5) %__local_depot2, align 8
  %36 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$24" to ptr), ptr %20)
  %37 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$25" to ptr), ptr null)
  %38 = add i64 %16, 8
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %27, ptr addrspace(1) %39, align 4
  %40 = add i64 %16, 12
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  store i32 %28, ptr addrspace(1) %41, align 4
  %42 = add i64 %16, 16
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %43, align 4
  %44 = add i64 %16, 20
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  store i32 %34, ptr addrspace(1) %45, align 4
  %46 = add i64 %16, 24
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  store i32 %35, ptr addrspace(1) %47, align 4
  %48 = add i64 %16, 28
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %49, align 4
  %50 = add i64 %16, 4
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %37, ptr addrspace(1) %51, align 4
  br label %"$L__BB2_2"
}

define amdgpu_kernel void @printf_floats(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot3 = alloca [48 x i8], align 16, addrspace(5)
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
  %17 = mul i32 %12, 3
  %18 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %17, ptr addrspace(1) %18, align 4
  %.not = icmp eq i32 %12, 0
  br i1 %.not, label %19, label %"$L__BB3_2"

"$L__BB3_2":                                      ; preds = %19, %allocas
  ret void

19:                                               ; preds = %allocas
  %20 = addrspacecast ptr addrspace(5) %__local_depot3 to ptr
  %21 = ptrtoint ptr addrspace(5) %__local_depot3 to i32
  store <2 x i64> <i64 4614256656748904448, i64 -4610068591539890327>, ptr addrspace(5) %__local_depot3, align 16
  %22 = add i32 %21, 16
  %23 = inttoptr i32 %22 to ptr addrspace(5)
  store <2 x i64> <i64 0, i64 -9223372036854775808>, ptr addrspace(5) %23, align 16
  %24 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$26" to ptr), ptr %20)
  store <2 x i64> <i64 4612811918334230528, i64 4587366580439587226>, ptr addrspace(5) %__local_depot3, align 16
  store <2 x i64> <i64 4607184670599831093, i64 4599676419421066581>, ptr addrspace(5) %23, align 16
  %25 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$27" to ptr), ptr %20)
  %26 = add i32 %25, %24
  store <2 x i64> <i64 4614256650576692846, i64 4612811918334230528>, ptr addrspace(5) %__local_depot3, align 16
  store <2 x i64> <i64 -4613937818241073152, i64 4619567317775286272>, ptr addrspace(5) %23, align 16
  %27 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$28" to ptr), ptr %20)
  %28 = add i32 %26, %27
  store <2 x i64> <i64 4683220299150161609, i64 4548669923058963014>, ptr addrspace(5) %__local_depot3, align 16
  store <2 x i64> <i64 -4755469102852155755, i64 4962933279127225623>, ptr addrspace(5) %23, align 16
  %29 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$29" to ptr), ptr %20)
  %30 = add i32 %28, %29
  store <2 x i64> <i64 4681608360884174848, i64 4696837146684686336>, ptr addrspace(5) %__local_depot3, align 16
  store <2 x i64> <i64 4547007122018943789, i64 4532020583610935537>, ptr addrspace(5) %23, align 16
  %31 = add i32 %21, 32
  %32 = inttoptr i32 %31 to ptr addrspace(5)
  store i64 4638387860618067575, ptr addrspace(5) %32, align 8
  %33 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$30" to ptr), ptr %20)
  %34 = add i32 %30, %33
  store <2 x i64> <i64 4614256650576692846, i64 4594314991293244562>, ptr addrspace(5) %__local_depot3, align 16
  store i64 4611686018427387904, ptr addrspace(5) %23, align 8
  %35 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$31" to ptr), ptr %20)
  %36 = add i32 %34, %35
  store <2 x i64> <i64 4906019910204099648, i64 9218868437227405311>, ptr addrspace(5) %__local_depot3, align 16
  %37 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$32" to ptr), ptr %20)
  %38 = add i32 %36, %37
  store <2 x i64> <i64 1, i64 4039728865751334912>, ptr addrspace(5) %__local_depot3, align 16
  %39 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$33" to ptr), ptr %20)
  %40 = add i32 %38, %39
  store <2 x i64> <i64 9218868437227405312, i64 -4503599627370496>, ptr addrspace(5) %__local_depot3, align 16
  store i64 9218868437227405312, ptr addrspace(5) %23, align 8
  %41 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$34" to ptr), ptr %20)
  %42 = add i32 %40, %41
  store i32 12, ptr addrspace(5) %__local_depot3, align 4
  %43 = or disjoint i32 %21, 8
  %44 = inttoptr i32 %43 to ptr addrspace(5)
  store i64 4608308318706860032, ptr addrspace(5) %44, align 8
  store i32 14, ptr addrspace(5) %23, align 4
  %45 = add i32 %21, 24
  %46 = inttoptr i32 %45 to ptr addrspace(5)
  store i64 4681523522024091786, ptr addrspace(5) %46, align 8
  store i32 9, ptr addrspace(5) %32, align 4
  %47 = add i32 %21, 40
  %48 = inttoptr i32 %47 to ptr addrspace(5)
  store i64 -4620693217682128896, ptr addrspace(5) %48, align 8
  %49 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$35" to ptr), ptr %20)
  %50 = add i32 %42, %49
  store <2 x i64> <i64 4607182418800017408, i64 -4618441417868443648>, ptr addrspace(5) %__local_depot3, align 16
  store i64 4591870180066957722, ptr addrspace(5) %23, align 8
  %51 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$36" to ptr), ptr %20)
  %52 = add i32 %50, %51
  %53 = add i64 %16, 4
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  store i32 %52, ptr addrspace(1) %54, align 4
  br label %"$L__BB3_2"
}

define amdgpu_kernel void @printf_loop_many_args(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot4 = alloca [88 x i8], align 8, addrspace(5)
  %1 = ptrtoint ptr addrspace(5) %__local_depot4 to i32
  %2 = addrspacecast ptr addrspace(5) %__local_depot4 to ptr
  %3 = load i64, ptr addrspace(4) %0, align 8
  %4 = inttoptr i64 %3 to ptr
  %5 = addrspacecast ptr %4 to ptr addrspace(1)
  %6 = ptrtoint ptr addrspace(1) %5 to i64
  %7 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = call i32 @llvm.amdgcn.workgroup.id.x()
  %12 = call i32 @llvm.amdgcn.workitem.id.x()
  %13 = mul i32 %11, %10
  %14 = add i32 %13, %12
  %15 = shl i32 %14, 3
  %16 = zext i32 %15 to i64
  %17 = shl nuw nsw i64 %16, 2
  %18 = add i64 %17, %6
  %19 = xor i32 %14, 255
  %20 = inttoptr i64 %18 to ptr addrspace(1)
  store i32 %19, ptr addrspace(1) %20, align 4
  switch i32 %14, label %"$L__BB4_4" [
    i32 0, label %"$L__BB4_3"
    i32 127, label %50
  ]

"$L__BB4_3":                                      ; preds = %allocas
  store <2 x i32> <i32 0, i32 10>, ptr addrspace(5) %__local_depot4, align 8
  %21 = add i32 %1, 8
  %22 = inttoptr i32 %21 to ptr addrspace(5)
  store i32 100, ptr addrspace(5) %22, align 4
  %23 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$37" to ptr), ptr %2)
  store <2 x i32> <i32 1, i32 11>, ptr addrspace(5) %__local_depot4, align 8
  store i32 121, ptr addrspace(5) %22, align 4
  %24 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$37" to ptr), ptr %2)
  store <2 x i32> <i32 2, i32 12>, ptr addrspace(5) %__local_depot4, align 8
  store i32 144, ptr addrspace(5) %22, align 4
  %25 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$37" to ptr), ptr %2)
  store <2 x i32> <i32 1, i32 2>, ptr addrspace(5) %__local_depot4, align 8
  store i64 223338299395, ptr addrspace(5) %22, align 8
  %26 = add i32 %1, 16
  %27 = inttoptr i32 %26 to ptr addrspace(5)
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$39" to ptr) to i64), ptr addrspace(5) %27, align 8
  %28 = add i32 %1, 24
  %29 = inttoptr i32 %28 to ptr addrspace(5)
  store i64 4618441417868443648, ptr addrspace(5) %29, align 8
  %30 = add i32 %1, 32
  %31 = inttoptr i32 %30 to ptr addrspace(5)
  store i64 4619567317775286272, ptr addrspace(5) %31, align 8
  %32 = add i32 %1, 40
  %33 = inttoptr i32 %32 to ptr addrspace(5)
  store i64 4620693217682128896, ptr addrspace(5) %33, align 8
  %34 = add i32 %1, 48
  %35 = inttoptr i32 %34 to ptr addrspace(5)
  store i64 9, ptr addrspace(5) %35, align 8
  %36 = add i32 %1, 56
  %37 = inttoptr i32 %36 to ptr addrspace(5)
  store i64 10, ptr addrspace(5) %37, align 8
  %38 = add i32 %1, 64
  %39 = inttoptr i32 %38 to ptr addrspace(5)
  store <2 x i32> <i32 11, i32 12>, ptr addrspace(5) %39, align 8
  %40 = add i32 %1, 72
  %41 = inttoptr i32 %40 to ptr addrspace(5)
  store <2 x i32> <i32 13, i32 14>, ptr addrspace(5) %41, align 8
  %42 = add i32 %1, 80
  %43 = inttoptr i32 %42 to ptr addrspace(5)
  store <2 x i32> <i32 15, i32 16>, ptr addrspace(5) %43, align 8
  %44 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$38" to ptr), ptr %2)
  %45 = add i64 %18, 4
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %46, align 4
  store i32 -1, ptr addrspace(5) %__local_depot4, align 4
  store i64 4609434218613702656, ptr addrspace(5) %22, align 8
  store i32 -300, ptr addrspace(5) %27, align 4
  store i64 4611686018427387904, ptr addrspace(5) %29, align 8
  store i32 -2147483648, ptr addrspace(5) %31, align 4
  %47 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$40" to ptr), ptr %2)
  %48 = add i64 %18, 8
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %47, ptr addrspace(1) %49, align 4
  br label %"$L__BB4_4"

"$L__BB4_4":                                      ; preds = %allocas, %"$L__BB4_3", %50
  ret void

50:                                               ; preds = %allocas
  %51 = add i64 %18, 4
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 7, ptr addrspace(1) %52, align 4
  br label %"$L__BB4_4"
}

define amdgpu_kernel void @printf_strings(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot5 = alloca [32 x i8], align 16, addrspace(5)
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
  %17 = add i32 %12, 1000
  %18 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %17, ptr addrspace(1) %18, align 4
  %.not = icmp eq i32 %12, 0
  br i1 %.not, label %19, label %"$L__BB5_2"

"$L__BB5_2":                                      ; preds = %19, %allocas
  ret void

19:                                               ; preds = %allocas
  %20 = addrspacecast ptr addrspace(5) %__local_depot5 to ptr
  %21 = ptrtoint ptr addrspace(5) %__local_depot5 to i32
  store i32 0, ptr addrspace(5) %__local_depot5, align 4
  %22 = or disjoint i32 %21, 8
  %23 = inttoptr i32 %22 to ptr addrspace(5)
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str" to ptr) to i64), ptr addrspace(5) %23, align 8
  %24 = add i32 %21, 16
  %25 = inttoptr i32 %24 to ptr addrspace(5)
  store <2 x i64> <i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str" to ptr) to i64), i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str" to ptr) to i64)>, ptr addrspace(5) %25, align 16
  %26 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$41" to ptr), ptr %20)
  store i32 1, ptr addrspace(5) %__local_depot5, align 4
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$1" to ptr) to i64), ptr addrspace(5) %23, align 8
  store <2 x i64> <i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$1" to ptr) to i64), i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$1" to ptr) to i64)>, ptr addrspace(5) %25, align 16
  %27 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$41" to ptr), ptr %20)
  %28 = add i32 %27, %26
  store i32 2, ptr addrspace(5) %__local_depot5, align 4
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$2" to ptr) to i64), ptr addrspace(5) %23, align 8
  store <2 x i64> <i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$2" to ptr) to i64), i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$2" to ptr) to i64)>, ptr addrspace(5) %25, align 16
  %29 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$41" to ptr), ptr %20)
  %30 = add i32 %29, %28
  store i32 3, ptr addrspace(5) %__local_depot5, align 4
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$3" to ptr) to i64), ptr addrspace(5) %23, align 8
  store <2 x i64> <i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$3" to ptr) to i64), i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$3" to ptr) to i64)>, ptr addrspace(5) %25, align 16
  %31 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$41" to ptr), ptr %20)
  %32 = add i32 %31, %30
  store <2 x i64> <i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$2" to ptr) to i64), i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$43" to ptr) to i64)>, ptr addrspace(5) %__local_depot5, align 16
  %33 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$42" to ptr), ptr %20)
  %34 = add i32 %33, %32
  store i64 236223201347, ptr addrspace(5) %__local_depot5, align 8
  store i64 141733920890, ptr addrspace(5) %23, align 8
  %35 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @"$str$44" to ptr), ptr %20)
  %36 = add i32 %34, %35
  %37 = add i64 %16, 4
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %38, align 4
  br label %"$L__BB5_2"
}

define amdgpu_kernel void @printf_from_function(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %.not = icmp eq i32 %9, 0
  %10 = mul i32 %9, 93762557
  %11 = add i32 %10, 1013904223
  br i1 %.not, label %36, label %"$L__BB6_2"

"$L__BB6_2":                                      ; preds = %36, %allocas
  %"%r24.0" = phi i32 [ 0, %allocas ], [ %40, %36 ]
  %12 = mul i32 %11, 1664525
  %13 = add i32 %12, 1013904223
  br i1 %.not, label %"$L__BB6_4", label %41

"$L__BB6_4":                                      ; preds = %"$L__BB6_2"
  %14 = uitofp i32 %13 to double
  %15 = fmul double %14, 0x3DF0000000000000
  %16 = bitcast double %15 to i64
  %17 = call i32 @_Z6reportijd(i32 1, i32 %13, i64 %16)
  %18 = add i32 %17, %"%r24.0"
  br label %"$L__BB6_5"

"$L__BB6_5":                                      ; preds = %"$L__BB6_4", %41
  %"%r23.0" = phi i32 [ %13, %"$L__BB6_4" ], [ %42, %41 ]
  %"%r24.1" = phi i32 [ %18, %"$L__BB6_4" ], [ %"%r24.0", %41 ]
  %19 = mul i32 %"%r23.0", 1664525
  %20 = add i32 %19, 1013904223
  br i1 %.not, label %"$L__BB6_7", label %43

"$L__BB6_7":                                      ; preds = %"$L__BB6_5"
  %21 = uitofp i32 %20 to double
  %22 = fmul double %21, 0x3DF0000000000000
  %23 = bitcast double %22 to i64
  %24 = call i32 @_Z6reportijd(i32 2, i32 %20, i64 %23)
  %25 = add i32 %24, %"%r24.1"
  br label %"$L__BB6_8"

"$L__BB6_8":                                      ; preds = %"$L__BB6_7", %43
  %"%r25.0" = phi i32 [ %20, %"$L__BB6_7" ], [ %44, %43 ]
  %"%r24.2" = phi i32 [ %25, %"$L__BB6_7" ], [ %"%r24.1", %43 ]
  %26 = shl i32 %9, 3
  %27 = inttoptr i64 %1 to ptr
  %28 = addrspacecast ptr %27 to ptr addrspace(1)
  %29 = ptrtoint ptr addrspace(1) %28 to i64
  %30 = zext i32 %26 to i64
  %31 = shl nuw nsw i64 %30, 2
  %32 = add i64 %31, %29
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %"%r25.0", ptr addrspace(1) %33, align 4
  %34 = add i64 %32, 4
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 %"%r24.2", ptr addrspace(1) %35, align 4
  ret void

36:                                               ; preds = %allocas
  %37 = uitofp i32 %11 to double
  %38 = fmul double %37, 0x3DF0000000000000
  %39 = bitcast double %38 to i64
  %40 = call i32 @_Z6reportijd(i32 0, i32 %11, i64 %39)
  br label %"$L__BB6_2"

41:                                               ; preds = %"$L__BB6_2"
  %42 = xor i32 %13, 1
  br label %"$L__BB6_5"

43:                                               ; preds = %"$L__BB6_5"
  %44 = xor i32 %20, 2
  br label %"$L__BB6_8"
}

define internal i32 @__rocuda_vprintf(ptr %0, ptr %1) {
entry:
  %2 = call i64 @__ockl_printf_begin(i64 0)
  %3 = call i64 @__rocuda_strlen(ptr %0)
  %4 = add i64 %3, 1
  %5 = call i64 @__ockl_printf_append_string_n(i64 %2, ptr %0, i64 %4, i32 0)
  br label %scan

scan:                                             ; preds = %string, %large, %small, %spec, %literal, %scan, %entry
  %position.0 = phi i64 [ 0, %entry ], [ %8, %scan ], [ %51, %literal ], [ %14, %spec ], [ %14, %large ], [ %14, %small ], [ %14, %string ]
  %offset.0 = phi i64 [ 0, %entry ], [ %offset.0, %scan ], [ %offset.0, %literal ], [ %offset.1, %spec ], [ %33, %large ], [ %25, %small ], [ %40, %string ]
  %descriptor.0 = phi i64 [ %5, %entry ], [ %descriptor.0, %scan ], [ %descriptor.0, %literal ], [ %descriptor.1, %spec ], [ %36, %large ], [ %29, %small ], [ %48, %string ]
  %count.0 = phi i32 [ 0, %entry ], [ %count.0, %scan ], [ %count.0, %literal ], [ %count.1, %spec ], [ %37, %large ], [ %30, %small ], [ %49, %string ]
  %6 = getelementptr i8, ptr %0, i64 %position.0
  %7 = load i8, ptr %6, align 1
  %8 = add i64 %position.0, 1
  switch i8 %7, label %scan [
    i8 0, label %finish
    i8 37, label %percent
  ]

percent:                                          ; preds = %scan
  %9 = getelementptr i8, ptr %0, i64 %8
  %10 = load i8, ptr %9, align 1
  %11 = icmp eq i8 %10, 37
  br i1 %11, label %literal, label %spec

spec:                                             ; preds = %star, %long1, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %percent
  %position.1 = phi i64 [ %8, %percent ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %spec ], [ %14, %long1 ], [ %14, %star ]
  %offset.1 = phi i64 [ %offset.0, %percent ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %spec ], [ %offset.1, %long1 ], [ %17, %star ]
  %descriptor.1 = phi i64 [ %descriptor.0, %percent ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %spec ], [ %descriptor.1, %long1 ], [ %21, %star ]
  %count.1 = phi i32 [ %count.0, %percent ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %spec ], [ %count.1, %long1 ], [ %22, %star ]
  %long.0 = phi i1 [ false, %percent ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ %long.0, %spec ], [ true, %long1 ], [ %long.0, %star ]
  %12 = getelementptr i8, ptr %0, i64 %position.1
  %13 = load i8, ptr %12, align 1
  %14 = add i64 %position.1, 1
  switch i8 %13, label %scan [
    i8 0, label %finish
    i8 42, label %star
    i8 115, label %string
    i8 108, label %long1
    i8 106, label %long1
    i8 122, label %long1
    i8 116, label %long1
    i8 76, label %long1
    i8 113, label %long1
    i8 104, label %spec
    i8 45, label %spec
    i8 43, label %spec
    i8 32, label %spec
    i8 35, label %spec
    i8 48, label %spec
    i8 49, label %spec
    i8 50, label %spec
    i8 51, label %spec
    i8 52, label %spec
    i8 53, label %spec
    i8 54, label %spec
    i8 55, label %spec
    i8 56, label %spec
    i8 57, label %spec
    i8 46, label %spec
    i8 39, label %spec
    i8 102, label %large
    i8 70, label %large
    i8 101, label %large
    i8 69, label %large
    i8 103, label %large
    i8 71, label %large
    i8 97, label %large
    i8 65, label %large
    i8 112, label %large
    i8 99, label %integer
    i8 100, label %integer
    i8 105, label %integer
    i8 117, label %integer
    i8 120, label %integer
    i8 88, label %integer
    i8 111, label %integer
    i8 110, label %integer
  ]

star:                                             ; preds = %spec
  %15 = add i64 %offset.1, 3
  %16 = and i64 %15, -4
  %17 = add i64 %16, 4
  %18 = getelementptr i8, ptr %1, i64 %16
  %19 = load i32, ptr %18, align 4
  %20 = zext i32 %19 to i64
  %21 = call i64 @__ockl_printf_append_args(i64 %descriptor.1, i32 1, i64 %20, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0)
  %22 = add i32 %count.1, 1
  br label %spec

integer:                                          ; preds = %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec
  br i1 %long.0, label %large, label %small

small:                                            ; preds = %integer
  %23 = add i64 %offset.1, 3
  %24 = and i64 %23, -4
  %25 = add i64 %24, 4
  %26 = getelementptr i8, ptr %1, i64 %24
  %27 = load i32, ptr %26, align 4
  %28 = zext i32 %27 to i64
  %29 = call i64 @__ockl_printf_append_args(i64 %descriptor.1, i32 1, i64 %28, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0)
  %30 = add i32 %count.1, 1
  br label %scan

large:                                            ; preds = %integer, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec, %spec
  %31 = add i64 %offset.1, 7
  %32 = and i64 %31, -8
  %33 = add i64 %32, 8
  %34 = getelementptr i8, ptr %1, i64 %32
  %35 = load i64, ptr %34, align 8
  %36 = call i64 @__ockl_printf_append_args(i64 %descriptor.1, i32 1, i64 %35, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 0)
  %37 = add i32 %count.1, 1
  br label %scan

string:                                           ; preds = %spec
  %38 = add i64 %offset.1, 7
  %39 = and i64 %38, -8
  %40 = add i64 %39, 8
  %41 = getelementptr i8, ptr %1, i64 %39
  %42 = load i64, ptr %41, align 8
  %43 = icmp eq i64 %42, 0
  %44 = inttoptr i64 %42 to ptr
  %45 = select i1 %43, ptr addrspacecast (ptr addrspace(1) @.rocuda.str to ptr), ptr %44
  %46 = call i64 @__rocuda_strlen(ptr %45)
  %47 = add i64 %46, 1
  %48 = call i64 @__ockl_printf_append_string_n(i64 %descriptor.1, ptr %45, i64 %47, i32 0)
  %49 = add i32 %count.1, 1
  br label %scan

finish:                                           ; preds = %spec, %scan
  %descriptor.2 = phi i64 [ %descriptor.1, %spec ], [ %descriptor.0, %scan ]
  %count.2 = phi i32 [ %count.1, %spec ], [ %count.0, %scan ]
  %50 = call i64 @__ockl_printf_append_args(i64 %descriptor.2, i32 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i64 0, i32 1)
  ret i32 %count.2

literal:                                          ; preds = %percent
  %51 = add i64 %position.0, 2
  br label %scan

long1:                                            ; preds = %spec, %spec, %spec, %spec, %spec, %spec
  br label %spec
}

define internal i64 @__rocuda_strlen(ptr %0) {
entry:
  br label %step

step:                                             ; preds = %step, %entry
  %1 = phi i64 [ 0, %entry ], [ %4, %step ]
  %2 = getelementptr i8, ptr %0, i64 %1
  %3 = load i8, ptr %2, align 1
  %4 = add i64 %1, 1
  %5 = icmp eq i8 %3, 0
  br i1 %5, label %done, label %step

done:                                             ; preds = %step
  ret i64 %1
}

declare i64 @__ockl_printf_begin(i64)

declare i64 @__ockl_printf_append_args(i64, i32, i64, i64, i64, i64, i64, i64, i64, i32)

declare i64 @__ockl_printf_append_string_n(i64, ptr, i64, i32)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

attributes #0 = { "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
