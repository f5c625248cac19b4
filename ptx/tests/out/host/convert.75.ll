; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@INT32_INPUTS = protected global [128 x i8] c"\00\00\00\00\01\00\00\00\FF\FF\FF\FF\FF\FF\FF\7F\00\00\00\80\01\00\00\80\00\00\00\01\01\00\00\01\03\00\00\01\02\00\00\01\FF\FF\FF\00\80\FF\FF\7F\C0\FF\FF\7F\BF\FF\FF\7F\FF\FF\FF\FExV4\12\F0\DE\BC\9A\FE\FF\FF\FF\7F\00\00\00\80\00\00\00\FF\00\00\00\00\01\00\00\80\FF\FF\FF\7F\FF\FF\FF\FF\7F\00\00\00\80\00\00\FF\FF\00\00\00\00\01\00\00\80\FF\FF\FF\7F\FF\FF\01\00\00@\01\00\00\C0", align 4
@INT64_INPUTS = protected global [256 x i8] c"\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\7F\00\00\00\00\00\00\00\80\01\00\00\00\00\00\00\80\01\00\00\00\00\00 \00\03\00\00\00\00\00 \00\01\00\00\01\00\00\00\00\00\FE\FF\FF\FF\FF\FF\7F\FF\FD\FF\FF\FF\FF\FF\7F\00\FC\FF\FF\FF\FF\FF\FF\FF\FB\FF\FF\FF\FF\FF\FF\00\00\00\00\80\00\00\80\F0\DE\BC\9AxV4\12\102Tv\98\BA\DC\FE\FF\FF\FF\FF\00\00\00\00\01\00\00\00\01\00\00\00\00\04\00\00\00\00\00\80\01\04\00\00\00\00\00\80\FF\FF\FF\FF\FF\FF\FF\00\00\00\00\00\80\FF\FF\7F\00\00\00\00\C0\FF\FF\7F\00\00\00\00\C0\FF\FF\FF\02\00\00\00\00\00 \00\FF\FF\FF\7F\00\00\00\00\00\00\00\80\FF\FF\FF\FF\00\00\00\80\00\00\00\00\FF\FF\FF\7F\FF\FF\FF\FF\00\80\00\00\00\00\00\00\FF\7F\FF\FF\FF\FF\FF\FF\FF\00\00\00\00\00\00\00", align 8
@CVT_F32 = protected global [128 x i8] c"\00\00\00\00\00\00\00?\00\00\80?\00\00\C0?\00\00 @\00\00@@\00\00\B0@\00\00\00\80\FF\FF\FF>\01\00\00?\01\00\00\00\FF\FF\FFJ\01\00\00K\FF\FF\FFN\00\00\00O\FF\FF\7FO\00\00\80O\FF\FF\FF^\00\00\00_\FF\FF\7F_\00\00\80_\CA\F2Iq\00\00\80\7F\00\00\C0\7F\00\FF\FFF\00\00\00G\00\FF\7FG\00\00\80G\00\00\FFB\00\00\00C\00\80\7FC\00\00\80C", align 4
@CVT_F64 = protected global [256 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\E0?\00\00\00\00\00\00\F0?\00\00\00\00\00\00\F8?\00\00\00\00\00\00\04@\00\00\00\00\00\00\08@\00\00\00\00\00\00\16@\00\00\00\00\00\00\00\80\FF\FF\FF\FF\FF\FF\DF?\FF\FF\FF\FF\FF\FF/C\01\00\00\00\00\00\00\00\00\00\E0\FF\FF\FF\DFA\00\00\00\00\00\00\E0A\00\00\F0\FF\FF\FF\EFA\00\00\00\00\00\00\F0A\FF\FF\FF\FF\FF\FF\DFC\00\00\00\00\00\00\E0C\FF\FF\FF\FF\FF\FF\EFC\00\00\00\00\00\00\F0C\9Cu\00\88<\E47~\00\00\00\00\00\00\F0\7F\00\00\00\00\00\00\F8\7F\00\00\00\00\E0\FF\DF@\00\00\00\00\00\00\E0@\00\00\00\00\F0\FF\EF@\00\00\00\00\00\00\F0@\00\00\00\00\00\E0_@\00\00\00\00\00\00`@\00\00\00\00\00\F0o@\00\00\00\00\00\00p@\00\00\10\00\00\00\E0\C1Y\F3\F8\C2\1Fn\A5\01", align 8
@F64_TO_F32 = protected global [256 x i8] c"\00\00\00\10\00\00\F0?\01\00\00\10\00\00\F0?\00\00\000\00\00\F0?\00\00\00\E0\FF\FF\EFG\00\00\00\F0\FF\FF\EFG\FF\FF\FF\EF\FF\FF\EFG\00\00\00\00\00\00\F0G\00\00\00\00\00\00\A06\00\00\00\00\00\00\906\01\00\00\00\00\00\906\00\00\00\00\00\00\A86\00\00\00\00\00\00\108\00\00\00\E0\FF\FF\0F8\1F\B8\D4Jz\EE\8D5\9Cu\00\88<\E47~\00\00\00\00\00\00\F0\7F\00\00\00\00\00\00\F8\7F\00\00\00\00\00\00\00\80\9A\99\99\99\99\99\B9?UUUUUU\D5?\18-DT\FB!\09@\01\00\00\00\00\00\00\00\00\00\00\00\00\00\E0?\00\00\00\00\00\00\F0?\00\00\00\C0\FF\FF\0F8\01\00\00\F0\FF\FF\EF\C7\00\00\00\10\00\00pA\00\00\00\00\00\00\E8?\DC1\AF\02\00\00\F0?\B6\F3}T4o\9DA\9CWw'&l\A1\B7\00\00\00\00\00\00\B4\B6", align 8
@CVT_F16 = protected global [64 x i8] c"\00\00\008\00<\00>\00A\00B\80E\00\80\FF7\018\01\00\FFc\01d\FF{\00x\FC[\00\\\F8W\00X\00|\00~\004\00:HV\00l\01l\FF;\01<\00\04\F8[\F8_\FFw", align 2
@__rocuda_kernel.cvt_int_from_32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_int_from_32_sat = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_int_from_small = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_int_from_64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_f32_to_int32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_f32_to_int64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_f32_to_int_small = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_f64_to_int32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_f64_to_int64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_f16_to_int = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_int32_to_f32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_int64_to_f32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_s64_to_f64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_u64_to_f64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_int_to_f64_f16 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_round_integral = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_round_integral_f64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_to_f16 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_f64_to_f32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_f32_ftz_sat = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_pack_sat = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_pack_sat_4bit = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_f16x2_relu = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_bf16 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvt_tf32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @cvt_int_from_32(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB0_2", label %52

"$L__BB0_2":                                      ; preds = %52, %allocas
  %"%r31.0" = phi i32 [ %15, %allocas ], [ %60, %52 ]
  %17 = shl i32 %9, 3
  %18 = zext i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 2
  %20 = add i64 %2, %19
  %sext = shl i32 %"%r31.0", 24
  %21 = ashr exact i32 %sext, 24
  %22 = inttoptr i64 %20 to ptr
  store i32 %21, ptr %22, align 4
  %23 = and i32 %"%r31.0", 255
  %24 = add i64 %20, 4
  %25 = inttoptr i64 %24 to ptr
  store i32 %23, ptr %25, align 4
  %sext22 = shl i32 %"%r31.0", 16
  %26 = ashr exact i32 %sext22, 16
  %27 = add i64 %20, 8
  %28 = inttoptr i64 %27 to ptr
  store i32 %26, ptr %28, align 4
  %29 = and i32 %"%r31.0", 65535
  %30 = add i64 %20, 12
  %31 = inttoptr i64 %30 to ptr
  store i32 %29, ptr %31, align 4
  %32 = sext i32 %"%r31.0" to i65
  %33 = call i65 @llvm.smax.i65(i65 %32, i65 -128)
  %34 = call i65 @llvm.smin.i65(i65 %33, i65 127)
  %35 = trunc nsw i65 %34 to i32
  %36 = add i64 %20, 16
  %37 = inttoptr i64 %36 to ptr
  store i32 %35, ptr %37, align 4
  %38 = call i65 @llvm.smax.i65(i65 %32, i65 0)
  %39 = call i65 @llvm.umin.i65(i65 %38, i65 255)
  %40 = trunc nuw nsw i65 %39 to i32
  %41 = add i64 %20, 20
  %42 = inttoptr i64 %41 to ptr
  store i32 %40, ptr %42, align 4
  %43 = call i65 @llvm.smax.i65(i65 %32, i65 -32768)
  %44 = call i65 @llvm.smin.i65(i65 %43, i65 32767)
  %45 = trunc nsw i65 %44 to i32
  %46 = add i64 %20, 24
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = call i65 @llvm.umin.i65(i65 %38, i65 65535)
  %49 = trunc nuw nsw i65 %48 to i32
  %50 = add i64 %20, 28
  %51 = inttoptr i64 %50 to ptr
  store i32 %49, ptr %51, align 4
  ret void

52:                                               ; preds = %allocas
  %53 = lshr i32 %9, 5
  %54 = icmp eq i32 %53, 1
  %55 = shl i32 %15, 8
  %56 = xor i32 %15, 128
  %57 = icmp eq i32 %53, 2
  %58 = select i1 %57, i32 %56, i32 %55
  %59 = lshr i32 %15, 16
  %60 = select i1 %54, i32 %59, i32 %58
  br label %"$L__BB0_2"
}

define void @cvt_int_from_32_sat(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB1_2", label %50

"$L__BB1_2":                                      ; preds = %50, %allocas
  %"%r42.0" = phi i32 [ %15, %allocas ], [ %58, %50 ]
  %17 = shl i32 %9, 3
  %18 = zext i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 2
  %20 = add i64 %2, %19
  %21 = zext i32 %"%r42.0" to i65
  %22 = call i65 @llvm.umin.i65(i65 %21, i65 127)
  %23 = trunc nuw nsw i65 %22 to i32
  %24 = inttoptr i64 %20 to ptr
  store i32 %23, ptr %24, align 4
  %25 = call i65 @llvm.umin.i65(i65 %21, i65 255)
  %26 = trunc nuw nsw i65 %25 to i32
  %27 = add i64 %20, 4
  %28 = inttoptr i64 %27 to ptr
  store i32 %26, ptr %28, align 4
  %29 = call i65 @llvm.umin.i65(i65 %21, i65 32767)
  %30 = trunc nuw nsw i65 %29 to i32
  %31 = add i64 %20, 8
  %32 = inttoptr i64 %31 to ptr
  store i32 %30, ptr %32, align 4
  %33 = call i65 @llvm.umin.i65(i65 %21, i65 65535)
  %34 = trunc nuw nsw i65 %33 to i32
  %35 = add i64 %20, 12
  %36 = inttoptr i64 %35 to ptr
  store i32 %34, ptr %36, align 4
  %37 = call i65 @llvm.umin.i65(i65 %21, i65 2147483647)
  %38 = trunc nuw nsw i65 %37 to i32
  %39 = add i64 %20, 16
  %40 = inttoptr i64 %39 to ptr
  store i32 %38, ptr %40, align 4
  %41 = call i32 @llvm.smax.i32(i32 %"%r42.0", i32 0)
  %42 = add i64 %20, 20
  %43 = inttoptr i64 %42 to ptr
  store i32 %41, ptr %43, align 4
  %44 = ashr i32 %"%r42.0", 31
  %45 = add i64 %20, 24
  %46 = inttoptr i64 %45 to ptr
  store i32 %44, ptr %46, align 4
  %47 = xor i32 %41, %44
  %48 = add i64 %20, 28
  %49 = inttoptr i64 %48 to ptr
  store i32 %47, ptr %49, align 4
  ret void

50:                                               ; preds = %allocas
  %51 = lshr i32 %9, 5
  %52 = icmp eq i32 %51, 1
  %53 = shl i32 %15, 8
  %54 = xor i32 %15, 128
  %55 = icmp eq i32 %51, 2
  %56 = select i1 %55, i32 %54, i32 %53
  %57 = lshr i32 %15, 16
  %58 = select i1 %52, i32 %57, i32 %56
  br label %"$L__BB1_2"
}

define void @cvt_int_from_small(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB2_2", label %69

"$L__BB2_2":                                      ; preds = %69, %allocas
  %"%r31.0" = phi i32 [ %15, %allocas ], [ %77, %69 ]
  %17 = shl i32 %9, 3
  %18 = zext i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 2
  %20 = add i64 %2, %19
  %21 = trunc i32 %"%r31.0" to i16
  %sext = shl i32 %"%r31.0", 16
  %22 = ashr exact i32 %sext, 16
  %23 = inttoptr i64 %20 to ptr
  store i32 %22, ptr %23, align 4
  %24 = shl i32 %"%r31.0", 1
  %25 = and i32 %24, 131070
  %26 = xor i32 %25, %22
  %27 = add i64 %20, 4
  %28 = inttoptr i64 %27 to ptr
  store i32 %26, ptr %28, align 4
  %29 = trunc i32 %"%r31.0" to i8
  %sext28 = shl i32 %"%r31.0", 24
  %30 = ashr exact i32 %sext28, 24
  %31 = add i64 %20, 8
  %32 = inttoptr i64 %31 to ptr
  store i32 %30, ptr %32, align 4
  %33 = and i32 %"%r31.0", 255
  %34 = ashr exact i32 %sext28, 20
  %35 = xor i32 %34, %33
  %36 = add i64 %20, 12
  %37 = inttoptr i64 %36 to ptr
  store i32 %35, ptr %37, align 4
  %38 = call i16 @llvm.smax.i16(i16 %21, i16 0)
  %39 = call i16 @llvm.umin.i16(i16 %38, i16 255)
  %40 = zext nneg i16 %39 to i32
  %.mask = and i32 %"%r31.0", 65535
  %41 = zext nneg i32 %.mask to i65
  %42 = call i65 @llvm.umin.i65(i65 %41, i65 127)
  %43 = trunc nuw nsw i65 %42 to i32
  %44 = shl nuw nsw i32 %43, 16
  %45 = or disjoint i32 %44, %40
  %46 = add i64 %20, 16
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = call i65 @llvm.umin.i65(i65 %41, i65 32767)
  %49 = trunc nuw nsw i65 %48 to i32
  %50 = zext nneg i16 %38 to i32
  %51 = shl nuw nsw i32 %49, 16
  %52 = or disjoint i32 %51, %50
  %53 = add i64 %20, 20
  %54 = inttoptr i64 %53 to ptr
  store i32 %52, ptr %54, align 4
  %55 = call i8 @llvm.smax.i8(i8 %29, i8 0)
  %56 = and i32 %30, 65535
  %57 = zext nneg i8 %55 to i32
  %58 = shl nuw nsw i32 %57, 16
  %59 = or disjoint i32 %56, %58
  %60 = add i64 %20, 24
  %61 = inttoptr i64 %60 to ptr
  store i32 %59, ptr %61, align 4
  %62 = call i32 @llvm.umin.i32(i32 %33, i32 127)
  %63 = call i32 @llvm.smax.i32(i32 %"%r31.0", i32 -128)
  %64 = call i32 @llvm.smin.i32(i32 %63, i32 127)
  %65 = shl nsw i32 %64, 16
  %66 = or disjoint i32 %62, %65
  %67 = add i64 %20, 28
  %68 = inttoptr i64 %67 to ptr
  store i32 %66, ptr %68, align 4
  ret void

69:                                               ; preds = %allocas
  %70 = lshr i32 %9, 5
  %71 = icmp eq i32 %70, 1
  %72 = shl i32 %15, 8
  %73 = xor i32 %15, 128
  %74 = icmp eq i32 %70, 2
  %75 = select i1 %74, i32 %73, i32 %72
  %76 = lshr i32 %15, 16
  %77 = select i1 %71, i32 %76, i32 %75
  br label %"$L__BB2_2"
}

define void @cvt_int_from_64(ptr %0, ptr %1) {
allocas:
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
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr @INT64_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB3_2", label %66

"$L__BB3_2":                                      ; preds = %66, %allocas
  %"%rd33.0" = phi i64 [ %15, %allocas ], [ %74, %66 ]
  %17 = shl nuw nsw i64 %11, 2
  %18 = add i64 %2, %17
  %19 = trunc i64 %"%rd33.0" to i32
  %20 = inttoptr i64 %18 to ptr
  store i32 %19, ptr %20, align 4
  %21 = sext i64 %"%rd33.0" to i65
  %22 = call i65 @llvm.smax.i65(i65 %21, i65 -2147483648)
  %23 = call i65 @llvm.smin.i65(i65 %22, i65 2147483647)
  %24 = trunc nsw i65 %23 to i32
  %25 = add i64 %18, 4
  %26 = inttoptr i64 %25 to ptr
  store i32 %24, ptr %26, align 4
  %27 = call i65 @llvm.smax.i65(i65 %21, i65 0)
  %28 = call i65 @llvm.umin.i65(i65 %27, i65 4294967295)
  %29 = trunc nuw i65 %28 to i32
  %30 = add i64 %18, 8
  %31 = inttoptr i64 %30 to ptr
  store i32 %29, ptr %31, align 4
  %32 = zext i64 %"%rd33.0" to i65
  %33 = call i65 @llvm.umin.i65(i65 %32, i65 2147483647)
  %34 = trunc nuw nsw i65 %33 to i32
  %35 = add i64 %18, 12
  %36 = inttoptr i64 %35 to ptr
  store i32 %34, ptr %36, align 4
  %37 = call i65 @llvm.umin.i65(i65 %32, i65 4294967295)
  %38 = trunc nuw i65 %37 to i32
  %39 = add i64 %18, 16
  %40 = inttoptr i64 %39 to ptr
  store i32 %38, ptr %40, align 4
  %41 = call i65 @llvm.smax.i65(i65 %21, i65 -32768)
  %42 = call i65 @llvm.smin.i65(i65 %41, i65 32767)
  %43 = trunc nsw i65 %42 to i32
  %44 = call i65 @llvm.umin.i65(i65 %32, i65 255)
  %45 = trunc nuw nsw i65 %44 to i32
  %46 = and i32 %43, 65535
  %47 = shl nuw nsw i32 %45, 16
  %48 = or disjoint i32 %46, %47
  %49 = add i64 %18, 20
  %50 = inttoptr i64 %49 to ptr
  store i32 %48, ptr %50, align 4
  %51 = call i65 @llvm.umin.i65(i65 %32, i65 9223372036854775807)
  %52 = lshr i65 %51, 32
  %53 = trunc nuw nsw i65 %52 to i32
  %54 = trunc i65 %51 to i32
  %55 = shl i32 %54, 3
  %56 = xor i32 %55, %53
  %57 = add i64 %18, 24
  %58 = inttoptr i64 %57 to ptr
  store i32 %56, ptr %58, align 4
  %59 = lshr i65 %27, 32
  %60 = trunc nuw i65 %59 to i32
  %61 = trunc i65 %27 to i32
  %62 = shl i32 %61, 5
  %63 = xor i32 %62, %60
  %64 = add i64 %18, 28
  %65 = inttoptr i64 %64 to ptr
  store i32 %63, ptr %65, align 4
  ret void

66:                                               ; preds = %allocas
  %67 = lshr i32 %9, 5
  %68 = icmp eq i32 %67, 1
  %69 = shl i64 %15, 11
  %70 = lshr i64 %15, 7
  %71 = icmp eq i32 %67, 2
  %72 = select i1 %71, i64 %70, i64 %69
  %73 = xor i64 %15, -1
  %74 = select i1 %68, i64 %73, i64 %72
  br label %"$L__BB3_2"
}

define void @cvt_f32_to_int32(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @CVT_F32 to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB4_2", label %49

"$L__BB4_2":                                      ; preds = %49, %allocas
  %"%r24.0" = phi i32 [ %15, %allocas ], [ %58, %49 ]
  %17 = shl i32 %9, 3
  %18 = zext i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 2
  %20 = add i64 %2, %19
  %21 = bitcast i32 %"%r24.0" to float
  %22 = call float @llvm.roundeven.f32(float %21)
  %23 = call i32 @llvm.fptosi.sat.i32.f32(float %22)
  %24 = inttoptr i64 %20 to ptr
  store i32 %23, ptr %24, align 4
  %25 = call float @llvm.trunc.f32(float %21)
  %26 = call i32 @llvm.fptosi.sat.i32.f32(float %25)
  %27 = add i64 %20, 4
  %28 = inttoptr i64 %27 to ptr
  store i32 %26, ptr %28, align 4
  %29 = call float @llvm.floor.f32(float %21)
  %30 = call i32 @llvm.fptosi.sat.i32.f32(float %29)
  %31 = add i64 %20, 8
  %32 = inttoptr i64 %31 to ptr
  store i32 %30, ptr %32, align 4
  %33 = call float @llvm.ceil.f32(float %21)
  %34 = call i32 @llvm.fptosi.sat.i32.f32(float %33)
  %35 = add i64 %20, 12
  %36 = inttoptr i64 %35 to ptr
  store i32 %34, ptr %36, align 4
  %37 = call i32 @llvm.fptoui.sat.i32.f32(float %22)
  %38 = add i64 %20, 16
  %39 = inttoptr i64 %38 to ptr
  store i32 %37, ptr %39, align 4
  %40 = call i32 @llvm.fptoui.sat.i32.f32(float %25)
  %41 = add i64 %20, 20
  %42 = inttoptr i64 %41 to ptr
  store i32 %40, ptr %42, align 4
  %43 = call i32 @llvm.fptoui.sat.i32.f32(float %29)
  %44 = add i64 %20, 24
  %45 = inttoptr i64 %44 to ptr
  store i32 %43, ptr %45, align 4
  %46 = call i32 @llvm.fptoui.sat.i32.f32(float %33)
  %47 = add i64 %20, 28
  %48 = inttoptr i64 %47 to ptr
  store i32 %46, ptr %48, align 4
  ret void

49:                                               ; preds = %allocas
  %50 = lshr i32 %9, 5
  %51 = icmp eq i32 %50, 1
  %52 = or i32 %15, -2147483648
  %53 = add i32 %52, -1
  %54 = add i32 %15, 1
  %55 = icmp eq i32 %50, 2
  %56 = select i1 %55, i32 %54, i32 %53
  %57 = xor i32 %15, -2147483648
  %58 = select i1 %51, i32 %57, i32 %56
  br label %"$L__BB4_2"
}

define void @cvt_f32_to_int64(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @CVT_F32 to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB5_2", label %62

"$L__BB5_2":                                      ; preds = %62, %allocas
  %"%r16.0" = phi i32 [ %15, %allocas ], [ %71, %62 ]
  %17 = shl i32 %9, 3
  %18 = bitcast i32 %"%r16.0" to float
  %19 = call float @llvm.roundeven.f32(float %18)
  %20 = call i64 @llvm.fptosi.sat.i64.f32(float %19)
  %21 = fcmp uno float %18, 0.000000e+00
  %22 = select i1 %21, i64 -9223372036854775808, i64 %20
  %23 = call float @llvm.trunc.f32(float %18)
  %24 = call i64 @llvm.fptosi.sat.i64.f32(float %23)
  %25 = select i1 %21, i64 -9223372036854775808, i64 %24
  %26 = call float @llvm.floor.f32(float %18)
  %27 = call i64 @llvm.fptoui.sat.i64.f32(float %26)
  %28 = select i1 %21, i64 -9223372036854775808, i64 %27
  %29 = call float @llvm.ceil.f32(float %18)
  %30 = call i64 @llvm.fptoui.sat.i64.f32(float %29)
  %31 = select i1 %21, i64 -9223372036854775808, i64 %30
  %32 = zext i32 %17 to i64
  %33 = shl nuw nsw i64 %32, 2
  %34 = add i64 %2, %33
  %35 = inttoptr i64 %34 to ptr
  %36 = trunc i64 %22 to i32
  store i32 %36, ptr %35, align 4
  %37 = lshr i64 %22, 32
  %38 = add i64 %34, 4
  %39 = inttoptr i64 %38 to ptr
  %40 = trunc nuw i64 %37 to i32
  store i32 %40, ptr %39, align 4
  %41 = add i64 %34, 8
  %42 = inttoptr i64 %41 to ptr
  %43 = trunc i64 %25 to i32
  store i32 %43, ptr %42, align 4
  %44 = lshr i64 %25, 32
  %45 = add i64 %34, 12
  %46 = inttoptr i64 %45 to ptr
  %47 = trunc nuw i64 %44 to i32
  store i32 %47, ptr %46, align 4
  %48 = add i64 %34, 16
  %49 = inttoptr i64 %48 to ptr
  %50 = trunc i64 %28 to i32
  store i32 %50, ptr %49, align 4
  %51 = lshr i64 %28, 32
  %52 = add i64 %34, 20
  %53 = inttoptr i64 %52 to ptr
  %54 = trunc nuw i64 %51 to i32
  store i32 %54, ptr %53, align 4
  %55 = add i64 %34, 24
  %56 = inttoptr i64 %55 to ptr
  %57 = trunc i64 %31 to i32
  store i32 %57, ptr %56, align 4
  %58 = lshr i64 %31, 32
  %59 = add i64 %34, 28
  %60 = inttoptr i64 %59 to ptr
  %61 = trunc nuw i64 %58 to i32
  store i32 %61, ptr %60, align 4
  ret void

62:                                               ; preds = %allocas
  %63 = lshr i32 %9, 5
  %64 = icmp eq i32 %63, 1
  %65 = or i32 %15, -2147483648
  %66 = add i32 %65, -1
  %67 = add i32 %15, 1
  %68 = icmp eq i32 %63, 2
  %69 = select i1 %68, i32 %67, i32 %66
  %70 = xor i32 %15, -2147483648
  %71 = select i1 %64, i32 %70, i32 %69
  br label %"$L__BB5_2"
}

define void @cvt_f32_to_int_small(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @CVT_F32 to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB6_2", label %73

"$L__BB6_2":                                      ; preds = %73, %allocas
  %"%r23.0" = phi i32 [ %15, %allocas ], [ %82, %73 ]
  %17 = shl i32 %9, 3
  %18 = zext i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 2
  %20 = add i64 %2, %19
  %21 = bitcast i32 %"%r23.0" to float
  %22 = call float @llvm.roundeven.f32(float %21)
  %23 = call i16 @llvm.fptosi.sat.i16.f32(float %22)
  %24 = sext i16 %23 to i32
  %25 = inttoptr i64 %20 to ptr
  store i32 %24, ptr %25, align 4
  %26 = call float @llvm.trunc.f32(float %21)
  %27 = call i16 @llvm.fptoui.sat.i16.f32(float %26)
  %28 = zext i16 %27 to i32
  %29 = add i64 %20, 4
  %30 = inttoptr i64 %29 to ptr
  store i32 %28, ptr %30, align 4
  %31 = call float @llvm.floor.f32(float %21)
  %32 = call i8 @llvm.fptosi.sat.i8.f32(float %31)
  %33 = sext i8 %32 to i32
  %34 = add i64 %20, 8
  %35 = inttoptr i64 %34 to ptr
  store i32 %33, ptr %35, align 4
  %36 = call float @llvm.ceil.f32(float %21)
  %37 = call i8 @llvm.fptoui.sat.i8.f32(float %36)
  %38 = zext i8 %37 to i32
  %39 = add i64 %20, 12
  %40 = inttoptr i64 %39 to ptr
  store i32 %38, ptr %40, align 4
  %41 = call i16 @llvm.fptosi.sat.i16.f32(float %26)
  %42 = call i16 @llvm.fptoui.sat.i16.f32(float %22)
  %43 = zext i16 %41 to i32
  %44 = zext i16 %42 to i32
  %45 = shl nuw i32 %44, 16
  %46 = or disjoint i32 %45, %43
  %47 = add i64 %20, 16
  %48 = inttoptr i64 %47 to ptr
  store i32 %46, ptr %48, align 4
  %49 = call i8 @llvm.fptosi.sat.i8.f32(float %36)
  %50 = sext i8 %49 to i32
  %51 = call i8 @llvm.fptoui.sat.i8.f32(float %26)
  %52 = and i32 %50, 65535
  %53 = zext i8 %51 to i32
  %54 = shl nuw nsw i32 %53, 16
  %55 = or disjoint i32 %52, %54
  %56 = add i64 %20, 20
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  %58 = call float @llvm.fabs.f32(float %21)
  %59 = fcmp olt float %58, 0x3810000000000000
  %60 = call float @llvm.copysign.f32(float 0.000000e+00, float %21)
  %61 = select i1 %59, float %60, float %21
  %62 = call float @llvm.ceil.f32(float %61)
  %63 = call i32 @llvm.fptosi.sat.i32.f32(float %62)
  %64 = add i64 %20, 24
  %65 = inttoptr i64 %64 to ptr
  store i32 %63, ptr %65, align 4
  %66 = call float @llvm.floor.f32(float %61)
  %67 = call i64 @llvm.fptosi.sat.i64.f32(float %66)
  %68 = fcmp uno float %61, 0.000000e+00
  %69 = trunc i64 %67 to i32
  %70 = add i64 %20, 28
  %71 = inttoptr i64 %70 to ptr
  %72 = select i1 %68, i32 0, i32 %69
  store i32 %72, ptr %71, align 4
  ret void

73:                                               ; preds = %allocas
  %74 = lshr i32 %9, 5
  %75 = icmp eq i32 %74, 1
  %76 = or i32 %15, -2147483648
  %77 = add i32 %76, -1
  %78 = add i32 %15, 1
  %79 = icmp eq i32 %74, 2
  %80 = select i1 %79, i32 %78, i32 %77
  %81 = xor i32 %15, -2147483648
  %82 = select i1 %75, i32 %81, i32 %80
  br label %"$L__BB6_2"
}

define void @cvt_f64_to_int32(ptr %0, ptr %1) {
allocas:
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
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr @CVT_F64 to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB7_2", label %67

"$L__BB7_2":                                      ; preds = %67, %allocas
  %"%rd17.0" = phi i64 [ %15, %allocas ], [ %76, %67 ]
  %17 = shl nuw nsw i64 %11, 2
  %18 = add i64 %2, %17
  %19 = bitcast i64 %"%rd17.0" to double
  %20 = call double @llvm.roundeven.f64(double %19)
  %21 = call i32 @llvm.fptosi.sat.i32.f64(double %20)
  %22 = fcmp uno double %19, 0.000000e+00
  %23 = select i1 %22, i32 -2147483648, i32 %21
  %24 = inttoptr i64 %18 to ptr
  store i32 %23, ptr %24, align 4
  %25 = call double @llvm.trunc.f64(double %19)
  %26 = call i32 @llvm.fptosi.sat.i32.f64(double %25)
  %27 = select i1 %22, i32 -2147483648, i32 %26
  %28 = add i64 %18, 4
  %29 = inttoptr i64 %28 to ptr
  store i32 %27, ptr %29, align 4
  %30 = call double @llvm.floor.f64(double %19)
  %31 = call i32 @llvm.fptosi.sat.i32.f64(double %30)
  %32 = select i1 %22, i32 -2147483648, i32 %31
  %33 = add i64 %18, 8
  %34 = inttoptr i64 %33 to ptr
  store i32 %32, ptr %34, align 4
  %35 = call double @llvm.ceil.f64(double %19)
  %36 = call i32 @llvm.fptosi.sat.i32.f64(double %35)
  %37 = select i1 %22, i32 -2147483648, i32 %36
  %38 = add i64 %18, 12
  %39 = inttoptr i64 %38 to ptr
  store i32 %37, ptr %39, align 4
  %40 = call i32 @llvm.fptoui.sat.i32.f64(double %20)
  %41 = select i1 %22, i32 -2147483648, i32 %40
  %42 = add i64 %18, 16
  %43 = inttoptr i64 %42 to ptr
  store i32 %41, ptr %43, align 4
  %44 = call i32 @llvm.fptoui.sat.i32.f64(double %25)
  %45 = select i1 %22, i32 -2147483648, i32 %44
  %46 = add i64 %18, 20
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = call i16 @llvm.fptoui.sat.i16.f64(double %30)
  %49 = zext i16 %48 to i32
  %50 = call i16 @llvm.fptosi.sat.i16.f64(double %35)
  %51 = zext i16 %50 to i32
  %52 = shl nuw i32 %51, 16
  %53 = or disjoint i32 %52, %49
  %54 = select i1 %22, i32 -2147450880, i32 %53
  %55 = add i64 %18, 24
  %56 = inttoptr i64 %55 to ptr
  store i32 %54, ptr %56, align 4
  %57 = call i8 @llvm.fptosi.sat.i8.f64(double %20)
  %58 = sext i8 %57 to i32
  %59 = and i32 %58, 65535
  %60 = call i8 @llvm.fptoui.sat.i8.f64(double %25)
  %61 = zext i8 %60 to i32
  %62 = shl nuw nsw i32 %61, 16
  %63 = or disjoint i32 %59, %62
  %64 = select i1 %22, i32 8454016, i32 %63
  %65 = add i64 %18, 28
  %66 = inttoptr i64 %65 to ptr
  store i32 %64, ptr %66, align 4
  ret void

67:                                               ; preds = %allocas
  %68 = lshr i32 %9, 5
  %69 = icmp eq i32 %68, 1
  %70 = or i64 %15, -9223372036854775808
  %71 = add i64 %70, -1
  %72 = add i64 %15, 1
  %73 = icmp eq i32 %68, 2
  %74 = select i1 %73, i64 %72, i64 %71
  %75 = xor i64 %15, -9223372036854775808
  %76 = select i1 %69, i64 %75, i64 %74
  br label %"$L__BB7_2"
}

define void @cvt_f64_to_int64(ptr %0, ptr %1) {
allocas:
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
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr @CVT_F64 to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB8_2", label %60

"$L__BB8_2":                                      ; preds = %60, %allocas
  %"%rd25.0" = phi i64 [ %15, %allocas ], [ %69, %60 ]
  %17 = bitcast i64 %"%rd25.0" to double
  %18 = call double @llvm.roundeven.f64(double %17)
  %19 = call i64 @llvm.fptosi.sat.i64.f64(double %18)
  %20 = fcmp uno double %17, 0.000000e+00
  %21 = select i1 %20, i64 -9223372036854775808, i64 %19
  %22 = call double @llvm.trunc.f64(double %17)
  %23 = call i64 @llvm.fptosi.sat.i64.f64(double %22)
  %24 = select i1 %20, i64 -9223372036854775808, i64 %23
  %25 = call double @llvm.floor.f64(double %17)
  %26 = call i64 @llvm.fptoui.sat.i64.f64(double %25)
  %27 = select i1 %20, i64 -9223372036854775808, i64 %26
  %28 = call double @llvm.ceil.f64(double %17)
  %29 = call i64 @llvm.fptoui.sat.i64.f64(double %28)
  %30 = select i1 %20, i64 -9223372036854775808, i64 %29
  %31 = shl nuw nsw i64 %11, 2
  %32 = add i64 %2, %31
  %33 = inttoptr i64 %32 to ptr
  %34 = trunc i64 %21 to i32
  store i32 %34, ptr %33, align 4
  %35 = lshr i64 %21, 32
  %36 = add i64 %32, 4
  %37 = inttoptr i64 %36 to ptr
  %38 = trunc nuw i64 %35 to i32
  store i32 %38, ptr %37, align 4
  %39 = add i64 %32, 8
  %40 = inttoptr i64 %39 to ptr
  %41 = trunc i64 %24 to i32
  store i32 %41, ptr %40, align 4
  %42 = lshr i64 %24, 32
  %43 = add i64 %32, 12
  %44 = inttoptr i64 %43 to ptr
  %45 = trunc nuw i64 %42 to i32
  store i32 %45, ptr %44, align 4
  %46 = add i64 %32, 16
  %47 = inttoptr i64 %46 to ptr
  %48 = trunc i64 %27 to i32
  store i32 %48, ptr %47, align 4
  %49 = lshr i64 %27, 32
  %50 = add i64 %32, 20
  %51 = inttoptr i64 %50 to ptr
  %52 = trunc nuw i64 %49 to i32
  store i32 %52, ptr %51, align 4
  %53 = add i64 %32, 24
  %54 = inttoptr i64 %53 to ptr
  %55 = trunc i64 %30 to i32
  store i32 %55, ptr %54, align 4
  %56 = lshr i64 %30, 32
  %57 = add i64 %32, 28
  %58 = inttoptr i64 %57 to ptr
  %59 = trunc nuw i64 %56 to i32
  store i32 %59, ptr %58, align 4
  ret void

60:                                               ; preds = %allocas
  %61 = lshr i32 %9, 5
  %62 = icmp eq i32 %61, 1
  %63 = or i64 %15, -9223372036854775808
  %64 = add i64 %63, -1
  %65 = add i64 %15, 1
  %66 = icmp eq i32 %61, 2
  %67 = select i1 %66, i64 %65, i64 %64
  %68 = xor i64 %15, -9223372036854775808
  %69 = select i1 %62, i64 %68, i64 %67
  br label %"$L__BB8_2"
}

define void @cvt_f16_to_int(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 1
  %11 = and i32 %10, 62
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @CVT_F16 to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i16, ptr %14, align 2, !invariant.load !0
  %16 = and i32 %9, 2097120
  switch i32 %16, label %"$L__BB9_2" [
    i32 0, label %"$L__BB9_5"
    i32 32, label %"$L__BB9_3"
  ]

"$L__BB9_3":                                      ; preds = %allocas
  %17 = xor i16 %15, -32768
  br label %"$L__BB9_5"

"$L__BB9_5":                                      ; preds = %allocas, %"$L__BB9_2", %"$L__BB9_3"
  %"%r29.0" = phi i16 [ %17, %"$L__BB9_3" ], [ %77, %"$L__BB9_2" ], [ %15, %allocas ]
  %18 = shl i32 %9, 3
  %19 = zext i32 %18 to i64
  %20 = shl nuw nsw i64 %19, 2
  %21 = add i64 %2, %20
  %22 = bitcast i16 %"%r29.0" to half
  %23 = fpext half %22 to float
  %24 = call float @llvm.roundeven.f32(float %23)
  %25 = call i32 @llvm.fptosi.sat.i32.f32(float %24)
  %26 = inttoptr i64 %21 to ptr
  store i32 %25, ptr %26, align 4
  %27 = call float @llvm.trunc.f32(float %23)
  %28 = call i32 @llvm.fptosi.sat.i32.f32(float %27)
  %29 = add i64 %21, 4
  %30 = inttoptr i64 %29 to ptr
  store i32 %28, ptr %30, align 4
  %31 = call float @llvm.floor.f32(float %23)
  %32 = call i32 @llvm.fptosi.sat.i32.f32(float %31)
  %33 = add i64 %21, 8
  %34 = inttoptr i64 %33 to ptr
  store i32 %32, ptr %34, align 4
  %35 = call float @llvm.ceil.f32(float %23)
  %36 = call i32 @llvm.fptosi.sat.i32.f32(float %35)
  %37 = add i64 %21, 12
  %38 = inttoptr i64 %37 to ptr
  store i32 %36, ptr %38, align 4
  %39 = call i32 @llvm.fptoui.sat.i32.f32(float %24)
  %40 = add i64 %21, 16
  %41 = inttoptr i64 %40 to ptr
  store i32 %39, ptr %41, align 4
  %42 = call i16 @llvm.fptoui.sat.i16.f32(float %27)
  %43 = call i16 @llvm.fptosi.sat.i16.f32(float %24)
  %44 = zext i16 %42 to i32
  %45 = zext i16 %43 to i32
  %46 = shl nuw i32 %45, 16
  %47 = or disjoint i32 %46, %44
  %48 = add i64 %21, 20
  %49 = inttoptr i64 %48 to ptr
  store i32 %47, ptr %49, align 4
  %50 = call i8 @llvm.fptosi.sat.i8.f32(float %31)
  %51 = sext i8 %50 to i32
  %52 = call i8 @llvm.fptoui.sat.i8.f32(float %35)
  %53 = and i32 %51, 65535
  %54 = zext i8 %52 to i32
  %55 = shl nuw nsw i32 %54, 16
  %56 = or disjoint i32 %53, %55
  %57 = add i64 %21, 24
  %58 = inttoptr i64 %57 to ptr
  store i32 %56, ptr %58, align 4
  %59 = call i64 @llvm.fptosi.sat.i64.f32(float %27)
  %60 = fcmp uno half %22, 0xH0000
  %61 = select i1 %60, i64 -9223372036854775808, i64 %59
  %62 = lshr i64 %61, 32
  %63 = xor i64 %62, %61
  %64 = trunc i64 %63 to i32
  %65 = call i64 @llvm.fptoui.sat.i64.f32(float %24)
  %66 = lshr i64 %65, 31
  %67 = trunc i64 %66 to i32
  %68 = and i32 %67, -2
  %69 = select i1 %60, i32 0, i32 %68
  %70 = xor i32 %69, %64
  %71 = add i64 %21, 28
  %72 = inttoptr i64 %71 to ptr
  store i32 %70, ptr %72, align 4
  ret void

"$L__BB9_2":                                      ; preds = %allocas
  %73 = icmp eq i32 %16, 64
  %74 = add i16 %15, 1
  %75 = or i16 %15, -32768
  %76 = add i16 %75, -1
  %77 = select i1 %73, i16 %74, i16 %76
  br label %"$L__BB9_5"
}

define void @cvt_int32_to_f32(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB10_2", label %94

"$L__BB10_2":                                     ; preds = %94, %allocas
  %"%r39.0" = phi i32 [ %15, %allocas ], [ %102, %94 ]
  %17 = shl i32 %9, 3
  %18 = zext i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 2
  %20 = add i64 %2, %19
  %21 = sitofp i32 %"%r39.0" to float
  %22 = bitcast float %21 to i32
  %23 = inttoptr i64 %20 to ptr
  store float %21, ptr %23, align 4
  %24 = call i32 @llvm.fptosi.sat.i32.f32(float %21)
  %25 = fcmp oge float %21, 0x41E0000000000000
  %26 = icmp sle i32 %"%r39.0", %24
  %27 = icmp slt i32 %"%r39.0", %24
  %28 = or i1 %27, %25
  %.not38 = or i1 %26, %25
  %29 = xor i1 %.not38, true
  %30 = icmp eq i32 %"%r39.0", 0
  %31 = icmp sgt i32 %"%r39.0", 0
  %32 = add i32 %22, 1
  %33 = add i32 %22, -1
  %34 = select i1 %31, i32 %33, i32 %32
  %35 = bitcast i32 %34 to float
  %36 = select i1 %30, float 0xB6A0000000000000, float %35
  %37 = select i1 %31, i32 %32, i32 %33
  %38 = bitcast i32 %37 to float
  %39 = select i1 %30, float 0x36A0000000000000, float %38
  %40 = select i1 %28, float %36, float %21
  %41 = select i1 %.not38, float %21, float %39
  %42 = and i1 %30, %29
  %43 = or i1 %31, %42
  %44 = select i1 %43, float %40, float %41
  %45 = fcmp uno float %44, 0.000000e+00
  %46 = bitcast float %44 to i32
  %47 = select i1 %45, i32 2147483647, i32 %46
  %48 = add i64 %20, 4
  %49 = inttoptr i64 %48 to ptr
  store i32 %47, ptr %49, align 4
  %50 = fcmp uno float %40, 0.000000e+00
  %51 = bitcast float %40 to i32
  %52 = select i1 %50, i32 2147483647, i32 %51
  %53 = add i64 %20, 8
  %54 = inttoptr i64 %53 to ptr
  store i32 %52, ptr %54, align 4
  %55 = fcmp uno float %41, 0.000000e+00
  %56 = bitcast float %41 to i32
  %57 = select i1 %55, i32 2147483647, i32 %56
  %58 = add i64 %20, 12
  %59 = inttoptr i64 %58 to ptr
  store i32 %57, ptr %59, align 4
  %60 = uitofp i32 %"%r39.0" to float
  %61 = bitcast float %60 to i32
  %62 = add i64 %20, 16
  %63 = inttoptr i64 %62 to ptr
  store float %60, ptr %63, align 4
  %64 = call i32 @llvm.fptoui.sat.i32.f32(float %60)
  %65 = fcmp oge float %60, 0x41F0000000000000
  %66 = icmp ule i32 %"%r39.0", %64
  %67 = icmp ult i32 %"%r39.0", %64
  %68 = or i1 %67, %65
  %.not39 = or i1 %66, %65
  %69 = add nuw i32 %61, 1
  %70 = add nsw i32 %61, -1
  %71 = select i1 %30, i32 1, i32 %70
  %72 = bitcast i32 %71 to float
  %73 = select i1 %30, float 0xB6A0000000000000, float %72
  %74 = select i1 %30, i32 -1, i32 %69
  %75 = bitcast i32 %74 to float
  %76 = select i1 %68, float %73, float %60
  %77 = select i1 %.not39, float %60, float %75
  %78 = select i1 %30, float 0.000000e+00, float %76
  %79 = fcmp uno float %78, 0.000000e+00
  %80 = bitcast float %78 to i32
  %81 = select i1 %79, i32 2147483647, i32 %80
  %82 = add i64 %20, 20
  %83 = inttoptr i64 %82 to ptr
  store i32 %81, ptr %83, align 4
  %84 = fcmp uno float %76, 0.000000e+00
  %85 = bitcast float %76 to i32
  %86 = select i1 %84, i32 2147483647, i32 %85
  %87 = add i64 %20, 24
  %88 = inttoptr i64 %87 to ptr
  store i32 %86, ptr %88, align 4
  %89 = fcmp uno float %77, 0.000000e+00
  %90 = bitcast float %77 to i32
  %91 = select i1 %89, i32 2147483647, i32 %90
  %92 = add i64 %20, 28
  %93 = inttoptr i64 %92 to ptr
  store i32 %91, ptr %93, align 4
  ret void

94:                                               ; preds = %allocas
  %95 = lshr i32 %9, 5
  %96 = icmp eq i32 %95, 1
  %97 = shl i32 %15, 8
  %98 = xor i32 %15, 128
  %99 = icmp eq i32 %95, 2
  %100 = select i1 %99, i32 %98, i32 %97
  %101 = lshr i32 %15, 16
  %102 = select i1 %96, i32 %101, i32 %100
  br label %"$L__BB10_2"
}

define void @cvt_int64_to_f32(ptr %0, ptr %1) {
allocas:
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
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr @INT64_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB11_2", label %90

"$L__BB11_2":                                     ; preds = %90, %allocas
  %"%rd24.0" = phi i64 [ %15, %allocas ], [ %98, %90 ]
  %17 = shl nuw nsw i64 %11, 2
  %18 = add i64 %2, %17
  %19 = sitofp i64 %"%rd24.0" to float
  %20 = bitcast float %19 to i32
  %21 = inttoptr i64 %18 to ptr
  store float %19, ptr %21, align 4
  %22 = call i64 @llvm.fptosi.sat.i64.f32(float %19)
  %23 = fcmp oge float %19, 0x43E0000000000000
  %24 = icmp sle i64 %"%rd24.0", %22
  %25 = icmp slt i64 %"%rd24.0", %22
  %26 = or i1 %25, %23
  %.not38 = or i1 %24, %23
  %27 = xor i1 %.not38, true
  %28 = icmp eq i64 %"%rd24.0", 0
  %29 = icmp sgt i64 %"%rd24.0", 0
  %30 = add i32 %20, 1
  %31 = add i32 %20, -1
  %32 = select i1 %29, i32 %31, i32 %30
  %33 = bitcast i32 %32 to float
  %34 = select i1 %28, float 0xB6A0000000000000, float %33
  %35 = select i1 %29, i32 %30, i32 %31
  %36 = bitcast i32 %35 to float
  %37 = select i1 %28, float 0x36A0000000000000, float %36
  %38 = select i1 %26, float %34, float %19
  %39 = select i1 %.not38, float %19, float %37
  %40 = and i1 %28, %27
  %41 = or i1 %29, %40
  %42 = select i1 %41, float %38, float %39
  %43 = fcmp uno float %42, 0.000000e+00
  %44 = bitcast float %42 to i32
  %45 = select i1 %43, i32 2147483647, i32 %44
  %46 = add i64 %18, 4
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = fcmp uno float %38, 0.000000e+00
  %49 = bitcast float %38 to i32
  %50 = select i1 %48, i32 2147483647, i32 %49
  %51 = add i64 %18, 8
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = fcmp uno float %39, 0.000000e+00
  %54 = bitcast float %39 to i32
  %55 = select i1 %53, i32 2147483647, i32 %54
  %56 = add i64 %18, 12
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  %58 = uitofp i64 %"%rd24.0" to float
  %59 = bitcast float %58 to i32
  %60 = add i64 %18, 16
  %61 = inttoptr i64 %60 to ptr
  store float %58, ptr %61, align 4
  %62 = call i64 @llvm.fptoui.sat.i64.f32(float %58)
  %63 = fcmp oge float %58, 0x43F0000000000000
  %64 = icmp ule i64 %"%rd24.0", %62
  %65 = icmp ult i64 %"%rd24.0", %62
  %66 = or i1 %65, %63
  %.not39 = or i1 %64, %63
  %67 = add nuw i32 %59, 1
  %68 = add nsw i32 %59, -1
  %69 = bitcast i32 %68 to float
  %70 = select i1 %28, float 0xB6A0000000000000, float %69
  %71 = bitcast i32 %67 to float
  %72 = select i1 %66, float %70, float %58
  %73 = select i1 %.not39, float %58, float %71
  %74 = select i1 %28, float 0.000000e+00, float %72
  %75 = fcmp uno float %74, 0.000000e+00
  %76 = bitcast float %74 to i32
  %77 = select i1 %75, i32 2147483647, i32 %76
  %78 = add i64 %18, 20
  %79 = inttoptr i64 %78 to ptr
  store i32 %77, ptr %79, align 4
  %80 = fcmp uno float %72, 0.000000e+00
  %81 = bitcast float %72 to i32
  %82 = select i1 %80, i32 2147483647, i32 %81
  %83 = add i64 %18, 24
  %84 = inttoptr i64 %83 to ptr
  store i32 %82, ptr %84, align 4
  %85 = fcmp uno float %73, 0.000000e+00
  %86 = bitcast float %73 to i32
  %87 = select i1 %85, i32 2147483647, i32 %86
  %88 = add i64 %18, 28
  %89 = inttoptr i64 %88 to ptr
  store i32 %87, ptr %89, align 4
  ret void

90:                                               ; preds = %allocas
  %91 = lshr i32 %9, 5
  %92 = icmp eq i32 %91, 1
  %93 = shl i64 %15, 11
  %94 = lshr i64 %15, 7
  %95 = icmp eq i32 %91, 2
  %96 = select i1 %95, i64 %94, i64 %93
  %97 = xor i64 %15, -1
  %98 = select i1 %92, i64 %97, i64 %96
  br label %"$L__BB11_2"
}

define void @cvt_s64_to_f64(ptr %0, ptr %1) {
allocas:
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
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr @INT64_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB12_2", label %81

"$L__BB12_2":                                     ; preds = %81, %allocas
  %"%rd28.0" = phi i64 [ %15, %allocas ], [ %89, %81 ]
  %17 = shl nuw nsw i64 %11, 2
  %18 = add i64 %2, %17
  %19 = sitofp i64 %"%rd28.0" to double
  %20 = bitcast double %19 to i64
  %21 = trunc i64 %20 to i32
  %22 = inttoptr i64 %18 to ptr
  store i32 %21, ptr %22, align 4
  %23 = lshr i64 %20, 32
  %24 = trunc nuw i64 %23 to i32
  %25 = add i64 %18, 4
  %26 = inttoptr i64 %25 to ptr
  store i32 %24, ptr %26, align 4
  %27 = call i64 @llvm.fptosi.sat.i64.f64(double %19)
  %28 = fcmp oge double %19, 0x43E0000000000000
  %29 = icmp sle i64 %"%rd28.0", %27
  %30 = icmp slt i64 %"%rd28.0", %27
  %31 = or i1 %30, %28
  %.not34 = or i1 %29, %28
  %32 = xor i1 %.not34, true
  %33 = icmp eq i64 %"%rd28.0", 0
  %34 = icmp sgt i64 %"%rd28.0", 0
  %35 = add i64 %20, 1
  %36 = add i64 %20, -1
  %37 = select i1 %34, i64 %36, i64 %35
  %38 = bitcast i64 %37 to double
  %39 = select i1 %33, double -4.940660e-324, double %38
  %40 = select i1 %34, i64 %35, i64 %36
  %41 = bitcast i64 %40 to double
  %42 = select i1 %33, double 4.940660e-324, double %41
  %43 = select i1 %31, double %39, double %19
  %44 = select i1 %.not34, double %19, double %42
  %45 = and i1 %33, %32
  %46 = or i1 %34, %45
  %47 = select i1 %46, double %43, double %44
  %48 = fcmp uno double %47, 0.000000e+00
  %49 = bitcast double %47 to i64
  %50 = trunc i64 %49 to i32
  %51 = select i1 %48, i32 -1, i32 %50
  %52 = add i64 %18, 8
  %53 = inttoptr i64 %52 to ptr
  store i32 %51, ptr %53, align 4
  %54 = lshr i64 %49, 32
  %55 = trunc nuw i64 %54 to i32
  %56 = select i1 %48, i32 2147483647, i32 %55
  %57 = add i64 %18, 12
  %58 = inttoptr i64 %57 to ptr
  store i32 %56, ptr %58, align 4
  %59 = fcmp uno double %43, 0.000000e+00
  %60 = bitcast double %43 to i64
  %61 = trunc i64 %60 to i32
  %62 = select i1 %59, i32 -1, i32 %61
  %63 = add i64 %18, 16
  %64 = inttoptr i64 %63 to ptr
  store i32 %62, ptr %64, align 4
  %65 = lshr i64 %60, 32
  %66 = trunc nuw i64 %65 to i32
  %67 = select i1 %59, i32 2147483647, i32 %66
  %68 = add i64 %18, 20
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  %70 = fcmp uno double %44, 0.000000e+00
  %71 = bitcast double %44 to i64
  %72 = trunc i64 %71 to i32
  %73 = select i1 %70, i32 -1, i32 %72
  %74 = add i64 %18, 24
  %75 = inttoptr i64 %74 to ptr
  store i32 %73, ptr %75, align 4
  %76 = lshr i64 %71, 32
  %77 = trunc nuw i64 %76 to i32
  %78 = select i1 %70, i32 2147483647, i32 %77
  %79 = add i64 %18, 28
  %80 = inttoptr i64 %79 to ptr
  store i32 %78, ptr %80, align 4
  ret void

81:                                               ; preds = %allocas
  %82 = lshr i32 %9, 5
  %83 = icmp eq i32 %82, 1
  %84 = shl i64 %15, 11
  %85 = lshr i64 %15, 7
  %86 = icmp eq i32 %82, 2
  %87 = select i1 %86, i64 %85, i64 %84
  %88 = xor i64 %15, -1
  %89 = select i1 %83, i64 %88, i64 %87
  br label %"$L__BB12_2"
}

define void @cvt_u64_to_f64(ptr %0, ptr %1) {
allocas:
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
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr @INT64_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB13_2", label %76

"$L__BB13_2":                                     ; preds = %76, %allocas
  %"%rd28.0" = phi i64 [ %15, %allocas ], [ %84, %76 ]
  %17 = shl nuw nsw i64 %11, 2
  %18 = add i64 %2, %17
  %19 = uitofp i64 %"%rd28.0" to double
  %20 = bitcast double %19 to i64
  %21 = trunc i64 %20 to i32
  %22 = inttoptr i64 %18 to ptr
  store i32 %21, ptr %22, align 4
  %23 = lshr i64 %20, 32
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = add i64 %18, 4
  %26 = inttoptr i64 %25 to ptr
  store i32 %24, ptr %26, align 4
  %27 = call i64 @llvm.fptoui.sat.i64.f64(double %19)
  %28 = fcmp oge double %19, 0x43F0000000000000
  %29 = icmp ule i64 %"%rd28.0", %27
  %30 = icmp ult i64 %"%rd28.0", %27
  %31 = or i1 %30, %28
  %.not34 = or i1 %29, %28
  %32 = icmp eq i64 %"%rd28.0", 0
  %33 = add nuw i64 %20, 1
  %34 = add nsw i64 %20, -1
  %35 = select i1 %32, i64 1, i64 %34
  %36 = bitcast i64 %35 to double
  %37 = select i1 %32, double -4.940660e-324, double %36
  %38 = select i1 %32, i64 -1, i64 %33
  %39 = bitcast i64 %38 to double
  %40 = select i1 %31, double %37, double %19
  %41 = select i1 %.not34, double %19, double %39
  %42 = select i1 %32, double 0.000000e+00, double %40
  %43 = fcmp uno double %42, 0.000000e+00
  %44 = bitcast double %42 to i64
  %45 = trunc i64 %44 to i32
  %46 = select i1 %43, i32 -1, i32 %45
  %47 = add i64 %18, 8
  %48 = inttoptr i64 %47 to ptr
  store i32 %46, ptr %48, align 4
  %49 = lshr i64 %44, 32
  %50 = trunc nuw i64 %49 to i32
  %51 = select i1 %43, i32 2147483647, i32 %50
  %52 = add i64 %18, 12
  %53 = inttoptr i64 %52 to ptr
  store i32 %51, ptr %53, align 4
  %54 = fcmp uno double %40, 0.000000e+00
  %55 = bitcast double %40 to i64
  %56 = trunc i64 %55 to i32
  %57 = select i1 %54, i32 -1, i32 %56
  %58 = add i64 %18, 16
  %59 = inttoptr i64 %58 to ptr
  store i32 %57, ptr %59, align 4
  %60 = lshr i64 %55, 32
  %61 = trunc nuw i64 %60 to i32
  %62 = select i1 %54, i32 2147483647, i32 %61
  %63 = add i64 %18, 20
  %64 = inttoptr i64 %63 to ptr
  store i32 %62, ptr %64, align 4
  %65 = fcmp uno double %41, 0.000000e+00
  %66 = bitcast double %41 to i64
  %67 = trunc i64 %66 to i32
  %68 = select i1 %65, i32 -1, i32 %67
  %69 = add i64 %18, 24
  %70 = inttoptr i64 %69 to ptr
  store i32 %68, ptr %70, align 4
  %71 = lshr i64 %66, 32
  %72 = trunc nuw i64 %71 to i32
  %73 = select i1 %65, i32 2147483647, i32 %72
  %74 = add i64 %18, 28
  %75 = inttoptr i64 %74 to ptr
  store i32 %73, ptr %75, align 4
  ret void

76:                                               ; preds = %allocas
  %77 = lshr i32 %9, 5
  %78 = icmp eq i32 %77, 1
  %79 = shl i64 %15, 11
  %80 = lshr i64 %15, 7
  %81 = icmp eq i32 %77, 2
  %82 = select i1 %81, i64 %80, i64 %79
  %83 = xor i64 %15, -1
  %84 = select i1 %78, i64 %83, i64 %82
  br label %"$L__BB13_2"
}

define void @cvt_int_to_f64_f16(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB14_2", label %355

"$L__BB14_2":                                     ; preds = %355, %allocas
  %"%r42.0" = phi i32 [ %15, %allocas ], [ %363, %355 ]
  %17 = shl i32 %9, 3
  %18 = zext i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 2
  %20 = add i64 %2, %19
  %21 = sitofp i32 %"%r42.0" to double
  %22 = bitcast double %21 to i64
  %23 = trunc i64 %22 to i32
  %24 = inttoptr i64 %20 to ptr
  store i32 %23, ptr %24, align 4
  %25 = lshr i64 %22, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = add i64 %20, 4
  %28 = inttoptr i64 %27 to ptr
  store i32 %26, ptr %28, align 4
  %29 = uitofp i32 %"%r42.0" to double
  %30 = bitcast double %29 to i64
  %31 = lshr i64 %30, 32
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = call i32 @llvm.fptoui.sat.i32.f64(double %29)
  %.not = icmp ult i32 %"%r42.0", %33
  %34 = icmp eq i32 %"%r42.0", 0
  %35 = add nsw i64 %30, -1
  %36 = bitcast i64 %35 to double
  %37 = select i1 %34, double -4.940660e-324, double %36
  %38 = select i1 %.not, double %37, double %29
  %39 = select i1 %34, double 0.000000e+00, double %38
  %40 = fcmp uno double %39, 0.000000e+00
  %41 = bitcast double %39 to i64
  %42 = trunc i64 %41 to i32
  %43 = select i1 %40, i32 -1, i32 %42
  %44 = xor i32 %43, %32
  %45 = add i64 %20, 8
  %46 = inttoptr i64 %45 to ptr
  store i32 %44, ptr %46, align 4
  %47 = trunc i32 %"%r42.0" to i16
  %48 = sitofp i16 %47 to float
  %49 = bitcast float %48 to i32
  %50 = trunc i32 %"%r42.0" to i8
  %51 = uitofp i8 %50 to float
  %52 = bitcast float %51 to i32
  %53 = lshr i32 %52, 3
  %54 = xor i32 %53, %49
  %55 = add i64 %20, 12
  %56 = inttoptr i64 %55 to ptr
  store i32 %54, ptr %56, align 4
  %57 = sitofp i32 %"%r42.0" to float
  %58 = call i32 @llvm.fptosi.sat.i32.f32(float %57)
  %59 = fcmp oge float %57, 0x41E0000000000000
  %60 = icmp sle i32 %"%r42.0", %58
  %61 = icmp slt i32 %"%r42.0", %58
  %62 = or i1 %61, %59
  %.not41 = or i1 %60, %59
  %63 = select i1 %.not41, float 0.000000e+00, float 1.000000e+00
  %64 = select i1 %62, float -1.000000e+00, float %63
  %65 = fcmp ogt float %64, 0.000000e+00
  %66 = bitcast float %57 to i32
  %67 = icmp sgt i32 %"%r42.0", 0
  %68 = add i32 %66, 1
  %69 = add i32 %66, -1
  %70 = select i1 %67, i32 %69, i32 %68
  %71 = bitcast i32 %70 to float
  %72 = select i1 %34, float 0xB6A0000000000000, float %71
  %73 = select i1 %67, i32 %68, i32 %69
  %74 = bitcast i32 %73 to float
  %75 = select i1 %34, float 0x36A0000000000000, float %74
  %76 = select i1 %62, float %72, float %57
  %77 = select i1 %65, float %75, float %57
  %78 = and i1 %34, %65
  %79 = or i1 %67, %78
  %80 = select i1 %79, float %76, float %77
  %81 = fcmp one float %64, 0.000000e+00
  %82 = bitcast float %80 to i32
  %83 = call float @llvm.fabs.f32(float %80)
  %84 = fcmp one float %83, 0x7FF0000000000000
  %85 = and i1 %81, %84
  %86 = zext i1 %85 to i32
  %87 = or i32 %82, %86
  %88 = bitcast i32 %87 to float
  %89 = fptrunc float %88 to half
  %90 = bitcast half %89 to i16
  %91 = fpext half %89 to float
  %92 = fsub float %88, %91
  %93 = fcmp olt float %92, 0.000000e+00
  %94 = fcmp ogt float %92, 0.000000e+00
  %95 = fcmp oeq half %89, 0xH0000
  %96 = fcmp ogt half %89, 0xH0000
  %97 = xor i1 %96, true
  %98 = add i16 %90, 1
  %99 = add i16 %90, -1
  %100 = select i1 %96, i16 %99, i16 %98
  %101 = bitcast i16 %100 to half
  %102 = select i1 %95, half 0xH8001, half %101
  %103 = call half @llvm.fabs.f16(half %89)
  %104 = fcmp ueq half %103, 0xH7C00
  %105 = fcmp uno half %89, 0xH0000
  %106 = or i1 %105, %97
  %107 = and i1 %104, %106
  %108 = xor i1 %107, %104
  %109 = select i1 %108, half 0xH7BFF, half %102
  %110 = select i1 %107, half %89, half %109
  %111 = select i1 %96, i16 %98, i16 %99
  %112 = bitcast i16 %111 to half
  %113 = select i1 %95, half 0xH0001, half %112
  %114 = fcmp ugt half %89, 0xH0000
  %115 = and i1 %104, %114
  %116 = xor i1 %115, %104
  %117 = select i1 %116, half 0xHFBFF, half %113
  %118 = select i1 %115, half %89, half %117
  %119 = select i1 %93, half %110, half %89
  %120 = select i1 %94, half %118, half %89
  %121 = and i1 %95, %94
  %122 = or i1 %96, %121
  %123 = select i1 %122, half %119, half %120
  %124 = call float @llvm.fabs.f32(float %88)
  %125 = fcmp one float %124, 0x7FF0000000000000
  %126 = fcmp oeq half %103, 0xH7C00
  %127 = and i1 %125, %126
  %128 = call half @llvm.copysign.f16(half 0xH7BFF, half %89)
  %129 = select i1 %127, half %128, half %123
  %130 = bitcast half %129 to i16
  %131 = zext i16 %90 to i32
  %132 = zext i16 %130 to i32
  %133 = shl nuw i32 %132, 16
  %134 = or disjoint i32 %133, %131
  %135 = add i64 %20, 16
  %136 = inttoptr i64 %135 to ptr
  store i32 %134, ptr %136, align 4
  %137 = select i1 %96, half %128, half %89
  %138 = select i1 %127, half %137, half %119
  %139 = bitcast half %138 to i16
  %140 = select i1 %96, half %89, half %128
  %141 = select i1 %127, half %140, half %120
  %142 = bitcast half %141 to i16
  %143 = zext i16 %139 to i32
  %144 = zext i16 %142 to i32
  %145 = shl nuw i32 %144, 16
  %146 = or disjoint i32 %145, %143
  %147 = add i64 %20, 20
  %148 = inttoptr i64 %147 to ptr
  store i32 %146, ptr %148, align 4
  %149 = uitofp i16 %47 to float
  %150 = call i16 @llvm.fptoui.sat.i16.f32(float %149)
  %151 = icmp ult i16 %150, %47
  %152 = icmp ugt i16 %150, %47
  %153 = select i1 %151, float 1.000000e+00, float 0.000000e+00
  %154 = select i1 %152, float -1.000000e+00, float %153
  %155 = fcmp ogt float %154, 0.000000e+00
  %156 = bitcast float %149 to i32
  %157 = icmp eq i16 %47, 0
  %158 = icmp ne i16 %47, 0
  %159 = add nuw i32 %156, 1
  %160 = add nsw i32 %156, -1
  %161 = bitcast i32 %160 to float
  %162 = select i1 %157, float 0xB6A0000000000000, float %161
  %163 = bitcast i32 %159 to float
  %164 = select i1 %157, float 0x36A0000000000000, float %163
  %165 = select i1 %152, float %162, float %149
  %166 = select i1 %155, float %164, float %149
  %167 = or i1 %158, %155
  %168 = select i1 %167, float %165, float %166
  %169 = fcmp one float %154, 0.000000e+00
  %170 = bitcast float %168 to i32
  %171 = call float @llvm.fabs.f32(float %168)
  %172 = fcmp one float %171, 0x7FF0000000000000
  %173 = and i1 %169, %172
  %174 = zext i1 %173 to i32
  %175 = or i32 %170, %174
  %176 = bitcast i32 %175 to float
  %177 = fptrunc float %176 to half
  %178 = bitcast half %177 to i16
  %179 = uitofp i32 %"%r42.0" to float
  %180 = call i32 @llvm.fptoui.sat.i32.f32(float %179)
  %181 = fcmp oge float %179, 0x41F0000000000000
  %182 = icmp ule i32 %"%r42.0", %180
  %183 = icmp ult i32 %"%r42.0", %180
  %184 = or i1 %183, %181
  %.not43 = or i1 %182, %181
  %185 = select i1 %.not43, float 0.000000e+00, float 1.000000e+00
  %186 = select i1 %184, float -1.000000e+00, float %185
  %187 = fcmp ogt float %186, 0.000000e+00
  %188 = bitcast float %179 to i32
  %189 = icmp ne i32 %"%r42.0", 0
  %190 = add nuw i32 %188, 1
  %191 = add nsw i32 %188, -1
  %192 = select i1 %189, i32 %191, i32 1
  %193 = bitcast i32 %192 to float
  %194 = select i1 %34, float 0xB6A0000000000000, float %193
  %195 = select i1 %189, i32 %190, i32 -1
  %196 = bitcast i32 %195 to float
  %197 = select i1 %34, float 0x36A0000000000000, float %196
  %198 = select i1 %184, float %194, float %179
  %199 = select i1 %187, float %197, float %179
  %200 = or i1 %189, %187
  %201 = select i1 %200, float %198, float %199
  %202 = fcmp one float %186, 0.000000e+00
  %203 = bitcast float %201 to i32
  %204 = call float @llvm.fabs.f32(float %201)
  %205 = fcmp one float %204, 0x7FF0000000000000
  %206 = and i1 %202, %205
  %207 = zext i1 %206 to i32
  %208 = or i32 %203, %207
  %209 = bitcast i32 %208 to float
  %210 = fptrunc float %209 to half
  %211 = fpext half %210 to float
  %212 = fcmp ogt float %209, %211
  %213 = bitcast half %210 to i16
  %214 = fcmp oeq half %210, 0xH0000
  %215 = fcmp ogt half %210, 0xH0000
  %216 = call half @llvm.fabs.f16(half %210)
  %217 = fcmp ueq half %216, 0xH7C00
  %.v = select i1 %215, i16 1, i16 -1
  %218 = add i16 %.v, %213
  %219 = bitcast i16 %218 to half
  %220 = select i1 %214, half 0xH0001, half %219
  %221 = fcmp ugt half %210, 0xH0000
  %222 = and i1 %217, %221
  %223 = xor i1 %222, %217
  %224 = select i1 %223, half 0xHFBFF, half %220
  %225 = select i1 %222, half %210, half %224
  %226 = select i1 %212, half %225, half %210
  %227 = call float @llvm.fabs.f32(float %209)
  %228 = fcmp one float %227, 0x7FF0000000000000
  %229 = fcmp oeq half %216, 0xH7C00
  %230 = and i1 %228, %229
  %231 = call half @llvm.copysign.f16(half 0xH7BFF, half %210)
  %232 = select i1 %215, half %210, half %231
  %233 = select i1 %230, half %232, half %226
  %234 = bitcast half %233 to i16
  %235 = zext i16 %178 to i32
  %236 = zext i16 %234 to i32
  %237 = shl nuw i32 %236, 16
  %238 = or disjoint i32 %237, %235
  %239 = add i64 %20, 24
  %240 = inttoptr i64 %239 to ptr
  store i32 %238, ptr %240, align 4
  %241 = sext i32 %"%r42.0" to i64
  %242 = shl nsw i64 %241, 4
  %243 = sitofp i64 %242 to float
  %244 = call i64 @llvm.fptosi.sat.i64.f32(float %243)
  %245 = fcmp oge float %243, 0x43E0000000000000
  %246 = icmp sle i64 %242, %244
  %247 = icmp slt i64 %242, %244
  %248 = or i1 %247, %245
  %.not45 = or i1 %246, %245
  %249 = select i1 %.not45, float 0.000000e+00, float 1.000000e+00
  %250 = select i1 %248, float -1.000000e+00, float %249
  %251 = fcmp ogt float %250, 0.000000e+00
  %252 = bitcast float %243 to i32
  %253 = add i32 %252, 1
  %254 = add i32 %252, -1
  %255 = select i1 %67, i32 %254, i32 %253
  %256 = bitcast i32 %255 to float
  %257 = select i1 %34, float 0xB6A0000000000000, float %256
  %258 = select i1 %67, i32 %253, i32 %254
  %259 = bitcast i32 %258 to float
  %260 = select i1 %34, float 0x36A0000000000000, float %259
  %261 = select i1 %248, float %257, float %243
  %262 = select i1 %251, float %260, float %243
  %263 = and i1 %34, %251
  %264 = or i1 %67, %263
  %265 = select i1 %264, float %261, float %262
  %266 = fcmp one float %250, 0.000000e+00
  %267 = bitcast float %265 to i32
  %268 = call float @llvm.fabs.f32(float %265)
  %269 = fcmp one float %268, 0x7FF0000000000000
  %270 = and i1 %266, %269
  %271 = zext i1 %270 to i32
  %272 = or i32 %267, %271
  %273 = bitcast i32 %272 to float
  %274 = fptrunc float %273 to half
  %275 = bitcast half %274 to i16
  %276 = sitofp i8 %50 to float
  %277 = call i8 @llvm.fptosi.sat.i8.f32(float %276)
  %278 = icmp slt i8 %277, %50
  %279 = icmp sgt i8 %277, %50
  %280 = select i1 %278, float 1.000000e+00, float 0.000000e+00
  %281 = select i1 %279, float -1.000000e+00, float %280
  %282 = fcmp ogt float %281, 0.000000e+00
  %283 = bitcast float %276 to i32
  %284 = icmp eq i8 %50, 0
  %285 = icmp sgt i8 %50, 0
  %286 = add i32 %283, 1
  %287 = add i32 %283, -1
  %288 = select i1 %285, i32 %287, i32 %286
  %289 = bitcast i32 %288 to float
  %290 = select i1 %284, float 0xB6A0000000000000, float %289
  %291 = select i1 %285, i32 %286, i32 %287
  %292 = bitcast i32 %291 to float
  %293 = select i1 %284, float 0x36A0000000000000, float %292
  %294 = select i1 %279, float %290, float %276
  %295 = select i1 %282, float %293, float %276
  %296 = and i1 %284, %282
  %297 = or i1 %285, %296
  %298 = select i1 %297, float %294, float %295
  %299 = fcmp one float %281, 0.000000e+00
  %300 = bitcast float %298 to i32
  %301 = call float @llvm.fabs.f32(float %298)
  %302 = fcmp one float %301, 0x7FF0000000000000
  %303 = and i1 %299, %302
  %304 = zext i1 %303 to i32
  %305 = or i32 %300, %304
  %306 = bitcast i32 %305 to float
  %307 = fptrunc float %306 to half
  %308 = fpext half %307 to float
  %309 = fsub float %306, %308
  %310 = fcmp olt float %309, 0.000000e+00
  %311 = fcmp ogt float %309, 0.000000e+00
  %312 = bitcast half %307 to i16
  %313 = fcmp oeq half %307, 0xH0000
  %314 = fcmp ogt half %307, 0xH0000
  %315 = xor i1 %314, true
  %316 = add i16 %312, 1
  %317 = add i16 %312, -1
  %318 = select i1 %314, i16 %317, i16 %316
  %319 = bitcast i16 %318 to half
  %320 = select i1 %313, half 0xH8001, half %319
  %321 = call half @llvm.fabs.f16(half %307)
  %322 = fcmp ueq half %321, 0xH7C00
  %323 = fcmp uno half %307, 0xH0000
  %324 = or i1 %323, %315
  %325 = and i1 %322, %324
  %326 = xor i1 %325, %322
  %327 = select i1 %326, half 0xH7BFF, half %320
  %328 = select i1 %325, half %307, half %327
  %329 = select i1 %314, i16 %316, i16 %317
  %330 = bitcast i16 %329 to half
  %331 = select i1 %313, half 0xH0001, half %330
  %332 = fcmp ugt half %307, 0xH0000
  %333 = and i1 %322, %332
  %334 = xor i1 %333, %322
  %335 = select i1 %334, half 0xHFBFF, half %331
  %336 = select i1 %333, half %307, half %335
  %337 = select i1 %310, half %328, half %307
  %338 = select i1 %311, half %336, half %307
  %339 = and i1 %313, %311
  %340 = or i1 %314, %339
  %341 = select i1 %340, half %337, half %338
  %342 = call float @llvm.fabs.f32(float %306)
  %343 = fcmp one float %342, 0x7FF0000000000000
  %344 = fcmp oeq half %321, 0xH7C00
  %345 = and i1 %343, %344
  %346 = call half @llvm.copysign.f16(half 0xH7BFF, half %307)
  %347 = select i1 %345, half %346, half %341
  %348 = bitcast half %347 to i16
  %349 = zext i16 %275 to i32
  %350 = zext i16 %348 to i32
  %351 = shl nuw i32 %350, 16
  %352 = or disjoint i32 %351, %349
  %353 = add i64 %20, 28
  %354 = inttoptr i64 %353 to ptr
  store i32 %352, ptr %354, align 4
  ret void

355:                                              ; preds = %allocas
  %356 = lshr i32 %9, 5
  %357 = icmp eq i32 %356, 1
  %358 = shl i32 %15, 8
  %359 = xor i32 %15, 128
  %360 = icmp eq i32 %356, 2
  %361 = select i1 %360, i32 %359, i32 %358
  %362 = lshr i32 %15, 16
  %363 = select i1 %357, i32 %362, i32 %361
  br label %"$L__BB14_2"
}

define void @cvt_round_integral(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = and i32 %9, 31
  %11 = zext nneg i32 %10 to i64
  %12 = shl i32 %9, 2
  %13 = and i32 %12, 124
  %14 = zext nneg i32 %13 to i64
  %15 = add i64 %14, ptrtoint (ptr @CVT_F32 to i64)
  %16 = inttoptr i64 %15 to ptr
  %17 = load i32, ptr %16, align 4, !invariant.load !0
  %18 = icmp ult i32 %9, 32
  br i1 %18, label %"$L__BB15_2", label %129

"$L__BB15_2":                                     ; preds = %129, %allocas
  %"%r56.0" = phi i32 [ %17, %allocas ], [ %138, %129 ]
  %19 = shl nuw nsw i64 %11, 1
  %20 = add i64 %19, ptrtoint (ptr @CVT_F16 to i64)
  %21 = inttoptr i64 %20 to ptr
  %22 = load i16, ptr %21, align 2, !invariant.load !0
  %23 = and i32 %9, 2097120
  switch i32 %23, label %"$L__BB15_4" [
    i32 0, label %"$L__BB15_7"
    i32 32, label %"$L__BB15_5"
  ]

"$L__BB15_5":                                     ; preds = %"$L__BB15_2"
  %24 = xor i16 %22, -32768
  br label %"$L__BB15_7"

"$L__BB15_7":                                     ; preds = %"$L__BB15_2", %"$L__BB15_4", %"$L__BB15_5"
  %"%r57.0" = phi i16 [ %24, %"$L__BB15_5" ], [ %143, %"$L__BB15_4" ], [ %22, %"$L__BB15_2" ]
  %25 = bitcast i32 %"%r56.0" to float
  %26 = shl i32 %9, 3
  %27 = zext i32 %26 to i64
  %28 = shl nuw nsw i64 %27, 2
  %29 = add i64 %2, %28
  %30 = call float @llvm.roundeven.f32(float %25)
  %31 = fcmp uno float %30, 0.000000e+00
  %32 = bitcast float %30 to i32
  %33 = select i1 %31, i32 2147483647, i32 %32
  %34 = inttoptr i64 %29 to ptr
  store i32 %33, ptr %34, align 4
  %35 = call float @llvm.trunc.f32(float %25)
  %36 = fcmp uno float %35, 0.000000e+00
  %37 = bitcast float %35 to i32
  %38 = select i1 %36, i32 2147483647, i32 %37
  %39 = add i64 %29, 4
  %40 = inttoptr i64 %39 to ptr
  store i32 %38, ptr %40, align 4
  %41 = call float @llvm.floor.f32(float %25)
  %42 = fcmp uno float %41, 0.000000e+00
  %43 = bitcast float %41 to i32
  %44 = select i1 %42, i32 2147483647, i32 %43
  %45 = add i64 %29, 8
  %46 = inttoptr i64 %45 to ptr
  store i32 %44, ptr %46, align 4
  %47 = call float @llvm.ceil.f32(float %25)
  %48 = fcmp uno float %47, 0.000000e+00
  %49 = bitcast float %47 to i32
  %50 = select i1 %48, i32 2147483647, i32 %49
  %51 = add i64 %29, 12
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = shl nuw nsw i64 %11, 2
  %54 = add i64 %53, ptrtoint (ptr @F32_VALUES to i64)
  %55 = inttoptr i64 %54 to ptr
  %56 = load float, ptr %55, align 4, !invariant.load !0
  %57 = call float @llvm.fabs.f32(float %56)
  %58 = fcmp olt float %57, 0x3810000000000000
  %59 = call float @llvm.copysign.f32(float 0.000000e+00, float %56)
  %60 = select i1 %58, float %59, float %56
  %61 = call float @llvm.roundeven.f32(float %60)
  %62 = call float @llvm.fabs.f32(float %61)
  %63 = fcmp olt float %62, 0x3810000000000000
  %64 = call float @llvm.copysign.f32(float 0.000000e+00, float %61)
  %65 = select i1 %63, float %64, float %61
  %66 = fcmp uno float %65, 0.000000e+00
  %67 = bitcast float %65 to i32
  %68 = select i1 %66, i32 2147483647, i32 %67
  %69 = add i64 %29, 16
  %70 = inttoptr i64 %69 to ptr
  store i32 %68, ptr %70, align 4
  %71 = add i32 %12, 4
  %72 = and i32 %71, 124
  %73 = zext nneg i32 %72 to i64
  %74 = add i64 %73, ptrtoint (ptr @F32_VALUES to i64)
  %75 = inttoptr i64 %74 to ptr
  %76 = load float, ptr %75, align 4, !invariant.load !0
  %77 = call float @llvm.fabs.f32(float %76)
  %78 = fcmp olt float %77, 0x3810000000000000
  %79 = call float @llvm.copysign.f32(float 0.000000e+00, float %76)
  %80 = select i1 %78, float %79, float %76
  %81 = call float @llvm.ceil.f32(float %80)
  %82 = call float @llvm.fabs.f32(float %81)
  %83 = fcmp olt float %82, 0x3810000000000000
  %84 = call float @llvm.copysign.f32(float 0.000000e+00, float %81)
  %85 = select i1 %83, float %84, float %81
  %86 = fcmp uno float %85, 0.000000e+00
  %87 = bitcast float %85 to i32
  %88 = select i1 %86, i32 2147483647, i32 %87
  %89 = add i64 %29, 20
  %90 = inttoptr i64 %89 to ptr
  store i32 %88, ptr %90, align 4
  %91 = bitcast i16 %"%r57.0" to half
  %92 = fpext half %91 to float
  %93 = call float @llvm.roundeven.f32(float %92)
  %94 = fptrunc float %93 to half
  %95 = bitcast half %94 to i16
  %96 = zext i16 %95 to i32
  %97 = and i32 %96, 32767
  %98 = icmp ugt i32 %97, 31744
  %99 = select i1 %98, i32 32767, i32 %96
  %100 = call float @llvm.trunc.f32(float %92)
  %101 = fptrunc float %100 to half
  %102 = bitcast half %101 to i16
  %103 = zext i16 %102 to i32
  %104 = and i32 %103, 32767
  %105 = icmp ugt i32 %104, 31744
  %106 = shl nuw i32 %103, 16
  %107 = select i1 %105, i32 2147418112, i32 %106
  %108 = or disjoint i32 %107, %99
  %109 = add i64 %29, 24
  %110 = inttoptr i64 %109 to ptr
  store i32 %108, ptr %110, align 4
  %111 = call float @llvm.floor.f32(float %92)
  %112 = fptrunc float %111 to half
  %113 = bitcast half %112 to i16
  %114 = zext i16 %113 to i32
  %115 = and i32 %114, 32767
  %116 = icmp ugt i32 %115, 31744
  %117 = select i1 %116, i32 32767, i32 %114
  %118 = call float @llvm.ceil.f32(float %92)
  %119 = fptrunc float %118 to half
  %120 = bitcast half %119 to i16
  %121 = zext i16 %120 to i32
  %122 = and i32 %121, 32767
  %123 = icmp ugt i32 %122, 31744
  %124 = shl nuw i32 %121, 16
  %125 = select i1 %123, i32 2147418112, i32 %124
  %126 = or disjoint i32 %125, %117
  %127 = add i64 %29, 28
  %128 = inttoptr i64 %127 to ptr
  store i32 %126, ptr %128, align 4
  ret void

129:                                              ; preds = %allocas
  %130 = lshr i32 %9, 5
  %131 = icmp eq i32 %130, 1
  %132 = or i32 %17, -2147483648
  %133 = add i32 %132, -1
  %134 = add i32 %17, 1
  %135 = icmp eq i32 %130, 2
  %136 = select i1 %135, i32 %134, i32 %133
  %137 = xor i32 %17, -2147483648
  %138 = select i1 %131, i32 %137, i32 %136
  br label %"$L__BB15_2"

"$L__BB15_4":                                     ; preds = %"$L__BB15_2"
  %139 = icmp eq i32 %23, 64
  %140 = add i16 %22, 1
  %141 = or i16 %22, -32768
  %142 = add i16 %141, -1
  %143 = select i1 %139, i16 %140, i16 %142
  br label %"$L__BB15_7"
}

define void @cvt_round_integral_f64(ptr %0, ptr %1) {
allocas:
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
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr @CVT_F64 to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB16_2", label %67

"$L__BB16_2":                                     ; preds = %67, %allocas
  %"%rd25.0" = phi i64 [ %15, %allocas ], [ %76, %67 ]
  %17 = shl nuw nsw i64 %11, 2
  %18 = add i64 %2, %17
  %19 = bitcast i64 %"%rd25.0" to double
  %20 = call double @llvm.roundeven.f64(double %19)
  %21 = fcmp uno double %20, 0.000000e+00
  %22 = bitcast double %20 to i64
  %23 = trunc i64 %22 to i32
  %24 = select i1 %21, i32 -1, i32 %23
  %25 = inttoptr i64 %18 to ptr
  store i32 %24, ptr %25, align 4
  %26 = lshr i64 %22, 32
  %27 = trunc nuw i64 %26 to i32
  %28 = select i1 %21, i32 2147483647, i32 %27
  %29 = add i64 %18, 4
  %30 = inttoptr i64 %29 to ptr
  store i32 %28, ptr %30, align 4
  %31 = call double @llvm.trunc.f64(double %19)
  %32 = fcmp uno double %31, 0.000000e+00
  %33 = bitcast double %31 to i64
  %34 = trunc i64 %33 to i32
  %35 = select i1 %32, i32 -1, i32 %34
  %36 = add i64 %18, 8
  %37 = inttoptr i64 %36 to ptr
  store i32 %35, ptr %37, align 4
  %38 = lshr i64 %33, 32
  %39 = trunc nuw i64 %38 to i32
  %40 = select i1 %32, i32 2147483647, i32 %39
  %41 = add i64 %18, 12
  %42 = inttoptr i64 %41 to ptr
  store i32 %40, ptr %42, align 4
  %43 = call double @llvm.floor.f64(double %19)
  %44 = fcmp uno double %43, 0.000000e+00
  %45 = bitcast double %43 to i64
  %46 = trunc i64 %45 to i32
  %47 = select i1 %44, i32 -1, i32 %46
  %48 = add i64 %18, 16
  %49 = inttoptr i64 %48 to ptr
  store i32 %47, ptr %49, align 4
  %50 = lshr i64 %45, 32
  %51 = trunc nuw i64 %50 to i32
  %52 = select i1 %44, i32 2147483647, i32 %51
  %53 = add i64 %18, 20
  %54 = inttoptr i64 %53 to ptr
  store i32 %52, ptr %54, align 4
  %55 = call double @llvm.ceil.f64(double %19)
  %56 = fcmp uno double %55, 0.000000e+00
  %57 = bitcast double %55 to i64
  %58 = trunc i64 %57 to i32
  %59 = select i1 %56, i32 -1, i32 %58
  %60 = add i64 %18, 24
  %61 = inttoptr i64 %60 to ptr
  store i32 %59, ptr %61, align 4
  %62 = lshr i64 %57, 32
  %63 = trunc nuw i64 %62 to i32
  %64 = select i1 %56, i32 2147483647, i32 %63
  %65 = add i64 %18, 28
  %66 = inttoptr i64 %65 to ptr
  store i32 %64, ptr %66, align 4
  ret void

67:                                               ; preds = %allocas
  %68 = lshr i32 %9, 5
  %69 = icmp eq i32 %68, 1
  %70 = or i64 %15, -9223372036854775808
  %71 = add i64 %70, -1
  %72 = add i64 %15, 1
  %73 = icmp eq i32 %68, 2
  %74 = select i1 %73, i64 %72, i64 %71
  %75 = xor i64 %15, -9223372036854775808
  %76 = select i1 %69, i64 %75, i64 %74
  br label %"$L__BB16_2"
}

define void @cvt_to_f16(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @F32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = lshr i32 %9, 5
  %17 = icmp ult i32 %9, 32
  br i1 %17, label %"$L__BB17_2", label %312

"$L__BB17_2":                                     ; preds = %312, %allocas
  %"%r70.0" = phi i32 [ %15, %allocas ], [ %319, %312 ]
  %18 = bitcast i32 %"%r70.0" to float
  %19 = fpext float %18 to double
  %20 = fmul double %19, 0x3D719799812DEA11
  %21 = icmp eq i32 %16, 3
  %22 = select i1 %21, double %20, double 0.000000e+00
  %23 = fadd double %22, %19
  %24 = shl i32 %9, 3
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 2
  %27 = add i64 %2, %26
  %28 = fptrunc float %18 to half
  %29 = bitcast half %28 to i16
  %30 = zext i16 %29 to i32
  %31 = and i32 %30, 32767
  %32 = icmp ugt i32 %31, 31744
  %33 = select i1 %32, i32 32767, i32 %30
  %34 = fpext half %28 to float
  %35 = fsub float %18, %34
  %36 = fcmp olt float %35, 0.000000e+00
  %37 = fcmp ogt float %35, 0.000000e+00
  %38 = fcmp oeq half %28, 0xH0000
  %39 = fcmp ogt half %28, 0xH0000
  %40 = xor i1 %39, true
  %41 = add i16 %29, 1
  %42 = add i16 %29, -1
  %43 = select i1 %39, i16 %42, i16 %41
  %44 = bitcast i16 %43 to half
  %45 = select i1 %38, half 0xH8001, half %44
  %46 = call half @llvm.fabs.f16(half %28)
  %47 = fcmp ueq half %46, 0xH7C00
  %48 = fcmp uno half %28, 0xH0000
  %49 = or i1 %48, %40
  %50 = and i1 %47, %49
  %51 = xor i1 %50, %47
  %52 = select i1 %51, half 0xH7BFF, half %45
  %53 = select i1 %50, half %28, half %52
  %54 = select i1 %39, i16 %41, i16 %42
  %55 = bitcast i16 %54 to half
  %56 = select i1 %38, half 0xH0001, half %55
  %57 = fcmp ugt half %28, 0xH0000
  %58 = and i1 %47, %57
  %59 = xor i1 %58, %47
  %60 = select i1 %59, half 0xHFBFF, half %56
  %61 = select i1 %58, half %28, half %60
  %62 = select i1 %36, half %53, half %28
  %63 = select i1 %37, half %61, half %28
  %64 = and i1 %38, %37
  %65 = or i1 %39, %64
  %66 = select i1 %65, half %62, half %63
  %67 = call float @llvm.fabs.f32(float %18)
  %68 = fcmp one float %67, 0x7FF0000000000000
  %69 = fcmp oeq half %46, 0xH7C00
  %70 = and i1 %68, %69
  %71 = call half @llvm.copysign.f16(half 0xH7BFF, half %28)
  %72 = select i1 %70, half %71, half %66
  %73 = bitcast half %72 to i16
  %74 = zext i16 %73 to i32
  %75 = and i32 %74, 32767
  %76 = icmp ugt i32 %75, 31744
  %77 = shl nuw i32 %74, 16
  %78 = select i1 %76, i32 2147418112, i32 %77
  %79 = or disjoint i32 %78, %33
  %80 = inttoptr i64 %27 to ptr
  store i32 %79, ptr %80, align 4
  %81 = select i1 %39, half %71, half %28
  %82 = select i1 %70, half %81, half %62
  %83 = bitcast half %82 to i16
  %84 = zext i16 %83 to i32
  %85 = and i32 %84, 32767
  %86 = icmp ugt i32 %85, 31744
  %87 = select i1 %86, i32 32767, i32 %84
  %88 = select i1 %39, half %28, half %71
  %89 = select i1 %70, half %88, half %63
  %90 = bitcast half %89 to i16
  %91 = zext i16 %90 to i32
  %92 = and i32 %91, 32767
  %93 = icmp ugt i32 %92, 31744
  %94 = shl nuw i32 %91, 16
  %95 = select i1 %93, i32 2147418112, i32 %94
  %96 = or disjoint i32 %95, %87
  %97 = add i64 %27, 4
  %98 = inttoptr i64 %97 to ptr
  store i32 %96, ptr %98, align 4
  %99 = fcmp olt float %67, 0x3810000000000000
  %100 = call float @llvm.copysign.f32(float 0.000000e+00, float %18)
  %101 = select i1 %99, float %100, float %18
  %102 = fptrunc float %101 to half
  %103 = bitcast half %102 to i16
  %104 = zext i16 %103 to i32
  %105 = and i32 %104, 32767
  %106 = icmp ugt i32 %105, 31744
  %107 = select i1 %106, i32 32767, i32 %104
  %108 = call half @llvm.maxnum.f16(half %28, half 0xH0000)
  %109 = call half @llvm.minnum.f16(half %108, half 0xH3C00)
  %110 = select i1 %48, half 0xH0000, half %109
  %111 = bitcast half %110 to i16
  %112 = zext i16 %111 to i32
  %113 = and i32 %112, 32767
  %114 = icmp ugt i32 %113, 31744
  %115 = shl nuw i32 %112, 16
  %116 = select i1 %114, i32 2147418112, i32 %115
  %117 = or disjoint i32 %116, %107
  %118 = add i64 %27, 8
  %119 = inttoptr i64 %118 to ptr
  store i32 %117, ptr %119, align 4
  %120 = fptrunc double %23 to float
  %121 = fpext float %120 to double
  %122 = fsub double %23, %121
  %123 = fcmp olt double %122, 0.000000e+00
  %124 = fcmp ogt double %122, 0.000000e+00
  %125 = bitcast float %120 to i32
  %126 = fcmp oeq float %120, 0.000000e+00
  %127 = fcmp ogt float %120, 0.000000e+00
  %128 = xor i1 %127, true
  %129 = add i32 %125, 1
  %130 = add i32 %125, -1
  %131 = select i1 %127, i32 %130, i32 %129
  %132 = bitcast i32 %131 to float
  %133 = select i1 %126, float 0xB6A0000000000000, float %132
  %134 = call float @llvm.fabs.f32(float %120)
  %135 = fcmp ueq float %134, 0x7FF0000000000000
  %136 = fcmp uno float %120, 0.000000e+00
  %137 = or i1 %136, %128
  %138 = and i1 %135, %137
  %139 = xor i1 %138, %135
  %140 = select i1 %139, float 0x47EFFFFFE0000000, float %133
  %141 = select i1 %138, float %120, float %140
  %142 = select i1 %127, i32 %129, i32 %130
  %143 = bitcast i32 %142 to float
  %144 = select i1 %126, float 0x36A0000000000000, float %143
  %145 = fcmp ugt float %120, 0.000000e+00
  %146 = and i1 %135, %145
  %147 = xor i1 %146, %135
  %148 = select i1 %147, float 0xC7EFFFFFE0000000, float %144
  %149 = select i1 %146, float %120, float %148
  %150 = select i1 %123, float %141, float %120
  %151 = select i1 %124, float %149, float %120
  %152 = and i1 %126, %124
  %153 = or i1 %127, %152
  %154 = select i1 %153, float %150, float %151
  %155 = call double @llvm.fabs.f64(double %23)
  %156 = fcmp one double %155, 0x7FF0000000000000
  %157 = fcmp oeq float %134, 0x7FF0000000000000
  %158 = and i1 %156, %157
  %159 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %120)
  %160 = select i1 %158, float %159, float %154
  %161 = fpext float %160 to double
  %162 = fcmp one double %23, %161
  %163 = bitcast float %160 to i32
  %164 = call float @llvm.fabs.f32(float %160)
  %165 = fcmp one float %164, 0x7FF0000000000000
  %166 = and i1 %162, %165
  %167 = zext i1 %166 to i32
  %168 = or i32 %163, %167
  %169 = bitcast i32 %168 to float
  %170 = fptrunc float %169 to half
  %171 = bitcast half %170 to i16
  %172 = zext i16 %171 to i32
  %173 = and i32 %172, 32767
  %174 = icmp ugt i32 %173, 31744
  %175 = select i1 %174, i32 32767, i32 %172
  %176 = fpext half %170 to float
  %177 = fsub float %169, %176
  %178 = fcmp olt float %177, 0.000000e+00
  %179 = fcmp ogt float %177, 0.000000e+00
  %180 = fcmp oeq half %170, 0xH0000
  %181 = fcmp ogt half %170, 0xH0000
  %182 = xor i1 %181, true
  %183 = add i16 %171, 1
  %184 = add i16 %171, -1
  %185 = select i1 %181, i16 %184, i16 %183
  %186 = bitcast i16 %185 to half
  %187 = select i1 %180, half 0xH8001, half %186
  %188 = call half @llvm.fabs.f16(half %170)
  %189 = fcmp ueq half %188, 0xH7C00
  %190 = fcmp uno half %170, 0xH0000
  %191 = or i1 %190, %182
  %192 = and i1 %189, %191
  %193 = xor i1 %192, %189
  %194 = select i1 %193, half 0xH7BFF, half %187
  %195 = select i1 %192, half %170, half %194
  %196 = select i1 %181, i16 %183, i16 %184
  %197 = bitcast i16 %196 to half
  %198 = select i1 %180, half 0xH0001, half %197
  %199 = fcmp ugt half %170, 0xH0000
  %200 = and i1 %189, %199
  %201 = xor i1 %200, %189
  %202 = select i1 %201, half 0xHFBFF, half %198
  %203 = select i1 %200, half %170, half %202
  %204 = select i1 %178, half %195, half %170
  %205 = select i1 %179, half %203, half %170
  %206 = and i1 %180, %179
  %207 = or i1 %181, %206
  %208 = select i1 %207, half %204, half %205
  %209 = call float @llvm.fabs.f32(float %169)
  %210 = fcmp one float %209, 0x7FF0000000000000
  %211 = fcmp oeq half %188, 0xH7C00
  %212 = and i1 %210, %211
  %213 = call half @llvm.copysign.f16(half 0xH7BFF, half %170)
  %214 = select i1 %212, half %213, half %208
  %215 = bitcast half %214 to i16
  %216 = zext i16 %215 to i32
  %217 = and i32 %216, 32767
  %218 = icmp ugt i32 %217, 31744
  %219 = shl nuw i32 %216, 16
  %220 = select i1 %218, i32 2147418112, i32 %219
  %221 = or disjoint i32 %220, %175
  %222 = add i64 %27, 12
  %223 = inttoptr i64 %222 to ptr
  store i32 %221, ptr %223, align 4
  %224 = select i1 %181, half %213, half %170
  %225 = select i1 %212, half %224, half %204
  %226 = bitcast half %225 to i16
  %227 = zext i16 %226 to i32
  %228 = and i32 %227, 32767
  %229 = icmp ugt i32 %228, 31744
  %230 = select i1 %229, i32 32767, i32 %227
  %231 = select i1 %181, half %170, half %213
  %232 = select i1 %212, half %231, half %205
  %233 = bitcast half %232 to i16
  %234 = zext i16 %233 to i32
  %235 = and i32 %234, 32767
  %236 = icmp ugt i32 %235, 31744
  %237 = shl nuw i32 %234, 16
  %238 = select i1 %236, i32 2147418112, i32 %237
  %239 = or disjoint i32 %238, %230
  %240 = add i64 %27, 16
  %241 = inttoptr i64 %240 to ptr
  store i32 %239, ptr %241, align 4
  %242 = bitcast float %34 to i32
  %243 = select i1 %48, i32 2147483647, i32 %242
  %244 = add i64 %27, 20
  %245 = inttoptr i64 %244 to ptr
  store i32 %243, ptr %245, align 4
  %246 = fpext half %28 to double
  %247 = bitcast double %246 to i64
  %248 = lshr i64 %247, 32
  %249 = xor i64 %248, %247
  %250 = trunc i64 %249 to i32
  %251 = select i1 %48, i32 -2147483648, i32 %250
  %252 = add i64 %27, 24
  %253 = inttoptr i64 %252 to ptr
  store i32 %251, ptr %253, align 4
  %254 = select i1 %69, half %71, half %28
  %255 = bitcast half %254 to i16
  %256 = zext i16 %255 to i32
  %257 = and i32 %256, 32767
  %258 = icmp ugt i32 %257, 31744
  %259 = select i1 %258, i32 32767, i32 %256
  %260 = fpext half %102 to float
  %261 = fsub float %101, %260
  %262 = fcmp olt float %261, 0.000000e+00
  %263 = fcmp ogt float %261, 0.000000e+00
  %264 = fcmp oeq half %102, 0xH0000
  %265 = fcmp ogt half %102, 0xH0000
  %266 = xor i1 %265, true
  %267 = add i16 %103, 1
  %268 = add i16 %103, -1
  %269 = select i1 %265, i16 %268, i16 %267
  %270 = bitcast i16 %269 to half
  %271 = select i1 %264, half 0xH8001, half %270
  %272 = call half @llvm.fabs.f16(half %102)
  %273 = fcmp ueq half %272, 0xH7C00
  %274 = fcmp uno half %102, 0xH0000
  %275 = or i1 %274, %266
  %276 = and i1 %273, %275
  %277 = xor i1 %276, %273
  %278 = select i1 %277, half 0xH7BFF, half %271
  %279 = select i1 %276, half %102, half %278
  %280 = select i1 %265, i16 %267, i16 %268
  %281 = bitcast i16 %280 to half
  %282 = select i1 %264, half 0xH0001, half %281
  %283 = fcmp ugt half %102, 0xH0000
  %284 = and i1 %273, %283
  %285 = xor i1 %284, %273
  %286 = select i1 %285, half 0xHFBFF, half %282
  %287 = select i1 %284, half %102, half %286
  %288 = select i1 %262, half %279, half %102
  %289 = select i1 %263, half %287, half %102
  %290 = and i1 %264, %263
  %291 = or i1 %265, %290
  %292 = select i1 %291, half %288, half %289
  %293 = call float @llvm.fabs.f32(float %101)
  %294 = fcmp one float %293, 0x7FF0000000000000
  %295 = fcmp oeq half %272, 0xH7C00
  %296 = and i1 %294, %295
  %297 = call half @llvm.copysign.f16(half 0xH7BFF, half %102)
  %298 = select i1 %296, half %297, half %292
  %299 = call half @llvm.maxnum.f16(half %298, half 0xH0000)
  %300 = call half @llvm.minnum.f16(half %299, half 0xH3C00)
  %301 = fcmp uno half %298, 0xH0000
  %302 = select i1 %301, half 0xH0000, half %300
  %303 = bitcast half %302 to i16
  %304 = zext i16 %303 to i32
  %305 = and i32 %304, 32767
  %306 = icmp ugt i32 %305, 31744
  %307 = shl nuw i32 %304, 16
  %308 = select i1 %306, i32 2147418112, i32 %307
  %309 = or disjoint i32 %308, %259
  %310 = add i64 %27, 28
  %311 = inttoptr i64 %310 to ptr
  store i32 %309, ptr %311, align 4
  ret void

312:                                              ; preds = %allocas
  %313 = icmp eq i32 %16, 1
  %314 = xor i32 %15, -2147483648
  %315 = add i32 %15, -1
  %316 = icmp eq i32 %16, 2
  %317 = select i1 %316, i32 %315, i32 %314
  %318 = add i32 %15, 1
  %319 = select i1 %313, i32 %318, i32 %317
  br label %"$L__BB17_2"
}

define void @cvt_f64_to_f32(ptr %0, ptr %1) {
allocas:
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
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr @F64_TO_F32 to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB18_2", label %166

"$L__BB18_2":                                     ; preds = %166, %allocas
  %"%rd15.0" = phi i64 [ %15, %allocas ], [ %173, %166 ]
  %17 = shl nuw nsw i64 %11, 2
  %18 = add i64 %2, %17
  %19 = bitcast i64 %"%rd15.0" to double
  %20 = fptrunc double %19 to float
  %21 = fcmp uno float %20, 0.000000e+00
  %22 = bitcast float %20 to i32
  %23 = select i1 %21, i32 2147483647, i32 %22
  %24 = inttoptr i64 %18 to ptr
  store i32 %23, ptr %24, align 4
  %25 = fpext float %20 to double
  %26 = fsub double %19, %25
  %27 = fcmp olt double %26, 0.000000e+00
  %28 = fcmp ogt double %26, 0.000000e+00
  %29 = fcmp oeq float %20, 0.000000e+00
  %30 = fcmp ogt float %20, 0.000000e+00
  %31 = xor i1 %30, true
  %32 = add i32 %22, 1
  %33 = add i32 %22, -1
  %34 = select i1 %30, i32 %33, i32 %32
  %35 = bitcast i32 %34 to float
  %36 = select i1 %29, float 0xB6A0000000000000, float %35
  %37 = call float @llvm.fabs.f32(float %20)
  %38 = fcmp ueq float %37, 0x7FF0000000000000
  %39 = or i1 %21, %31
  %40 = and i1 %38, %39
  %41 = xor i1 %40, %38
  %42 = select i1 %41, float 0x47EFFFFFE0000000, float %36
  %43 = select i1 %40, float %20, float %42
  %44 = select i1 %30, i32 %32, i32 %33
  %45 = bitcast i32 %44 to float
  %46 = select i1 %29, float 0x36A0000000000000, float %45
  %47 = fcmp ugt float %20, 0.000000e+00
  %48 = and i1 %38, %47
  %49 = xor i1 %48, %38
  %50 = select i1 %49, float 0xC7EFFFFFE0000000, float %46
  %51 = select i1 %48, float %20, float %50
  %52 = select i1 %27, float %43, float %20
  %53 = select i1 %28, float %51, float %20
  %54 = and i1 %29, %28
  %55 = or i1 %30, %54
  %56 = select i1 %55, float %52, float %53
  %57 = call double @llvm.fabs.f64(double %19)
  %58 = fcmp one double %57, 0x7FF0000000000000
  %59 = fcmp oeq float %37, 0x7FF0000000000000
  %60 = and i1 %58, %59
  %61 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %20)
  %62 = select i1 %60, float %61, float %56
  %63 = fcmp uno float %62, 0.000000e+00
  %64 = bitcast float %62 to i32
  %65 = select i1 %63, i32 2147483647, i32 %64
  %66 = add i64 %18, 4
  %67 = inttoptr i64 %66 to ptr
  store i32 %65, ptr %67, align 4
  %68 = select i1 %30, float %61, float %20
  %69 = select i1 %60, float %68, float %52
  %70 = fcmp uno float %69, 0.000000e+00
  %71 = bitcast float %69 to i32
  %72 = select i1 %70, i32 2147483647, i32 %71
  %73 = add i64 %18, 8
  %74 = inttoptr i64 %73 to ptr
  store i32 %72, ptr %74, align 4
  %75 = select i1 %30, float %20, float %61
  %76 = select i1 %60, float %75, float %53
  %77 = fcmp uno float %76, 0.000000e+00
  %78 = bitcast float %76 to i32
  %79 = select i1 %77, i32 2147483647, i32 %78
  %80 = add i64 %18, 12
  %81 = inttoptr i64 %80 to ptr
  store i32 %79, ptr %81, align 4
  %82 = fmul double %19, 0x43F0000000000000
  %83 = fptrunc double %82 to float
  %84 = call float @llvm.fabs.f32(float %83)
  %85 = fcmp olt float %84, 0x3C10000000000000
  %86 = fcmp olt float %37, 0x3810000000000000
  %87 = call float @llvm.copysign.f32(float 0.000000e+00, float %20)
  %88 = select i1 %85, i1 true, i1 %86
  %89 = select i1 %88, float %87, float %20
  %90 = fcmp uno float %89, 0.000000e+00
  %91 = bitcast float %89 to i32
  %92 = select i1 %90, i32 2147483647, i32 %91
  %93 = add i64 %18, 16
  %94 = inttoptr i64 %93 to ptr
  store i32 %92, ptr %94, align 4
  %95 = call float @llvm.maxnum.f32(float %20, float 0.000000e+00)
  %96 = call float @llvm.minnum.f32(float %95, float 1.000000e+00)
  %97 = select i1 %21, float 0.000000e+00, float %96
  %98 = add i64 %18, 20
  %99 = inttoptr i64 %98 to ptr
  store float %97, ptr %99, align 4
  %100 = fpext float %83 to double
  %101 = fsub double %82, %100
  %102 = fcmp olt double %101, 0.000000e+00
  %103 = fcmp ogt double %101, 0.000000e+00
  %104 = bitcast float %83 to i32
  %105 = fcmp oeq float %83, 0.000000e+00
  %106 = fcmp ogt float %83, 0.000000e+00
  %107 = xor i1 %106, true
  %108 = add i32 %104, 1
  %109 = add i32 %104, -1
  %110 = select i1 %106, i32 %109, i32 %108
  %111 = bitcast i32 %110 to float
  %112 = select i1 %105, float 0xB6A0000000000000, float %111
  %113 = fcmp ueq float %84, 0x7FF0000000000000
  %114 = fcmp uno float %83, 0.000000e+00
  %115 = or i1 %114, %107
  %116 = and i1 %113, %115
  %117 = xor i1 %116, %113
  %118 = select i1 %117, float 0x47EFFFFFE0000000, float %112
  %119 = select i1 %116, float %83, float %118
  %120 = select i1 %106, i32 %108, i32 %109
  %121 = bitcast i32 %120 to float
  %122 = select i1 %105, float 0x36A0000000000000, float %121
  %123 = fcmp ugt float %83, 0.000000e+00
  %124 = and i1 %113, %123
  %125 = xor i1 %124, %113
  %126 = select i1 %125, float 0xC7EFFFFFE0000000, float %122
  %127 = select i1 %124, float %83, float %126
  %128 = select i1 %102, float %119, float %83
  %129 = select i1 %103, float %127, float %83
  %130 = and i1 %105, %103
  %131 = or i1 %106, %130
  %132 = select i1 %131, float %128, float %129
  %133 = call double @llvm.fabs.f64(double %82)
  %134 = fcmp one double %133, 0x7FF0000000000000
  %135 = fcmp oeq float %84, 0x7FF0000000000000
  %136 = and i1 %134, %135
  %137 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %83)
  %138 = select i1 %136, float %137, float %132
  %139 = call float @llvm.fabs.f32(float %138)
  %140 = fcmp olt float %139, 0x3C10000000000000
  %141 = call float @llvm.fabs.f32(float %62)
  %142 = fcmp olt float %141, 0x3810000000000000
  %143 = call float @llvm.copysign.f32(float 0.000000e+00, float %62)
  %144 = select i1 %140, i1 true, i1 %142
  %145 = select i1 %144, float %143, float %62
  %146 = call float @llvm.maxnum.f32(float %145, float 0.000000e+00)
  %147 = call float @llvm.minnum.f32(float %146, float 1.000000e+00)
  %148 = fcmp uno float %145, 0.000000e+00
  %149 = select i1 %148, float 0.000000e+00, float %147
  %150 = add i64 %18, 24
  %151 = inttoptr i64 %150 to ptr
  store float %149, ptr %151, align 4
  %152 = select i1 %106, float %83, float %137
  %153 = select i1 %136, float %152, float %129
  %154 = call float @llvm.fabs.f32(float %153)
  %155 = fcmp olt float %154, 0x3C10000000000000
  %156 = call float @llvm.fabs.f32(float %76)
  %157 = fcmp olt float %156, 0x3810000000000000
  %158 = call float @llvm.copysign.f32(float 0.000000e+00, float %76)
  %159 = select i1 %155, i1 true, i1 %157
  %160 = select i1 %159, float %158, float %76
  %161 = fcmp uno float %160, 0.000000e+00
  %162 = bitcast float %160 to i32
  %163 = select i1 %161, i32 2147483647, i32 %162
  %164 = add i64 %18, 28
  %165 = inttoptr i64 %164 to ptr
  store i32 %163, ptr %165, align 4
  ret void

166:                                              ; preds = %allocas
  %167 = lshr i32 %9, 5
  %168 = icmp eq i32 %167, 1
  %169 = icmp eq i32 %167, 2
  %170 = select i1 %169, i64 1, i64 -1
  %171 = add i64 %15, %170
  %172 = xor i64 %15, -9223372036854775808
  %173 = select i1 %168, i64 %172, i64 %171
  br label %"$L__BB18_2"
}

define void @cvt_f32_ftz_sat(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @F32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB19_2", label %70

"$L__BB19_2":                                     ; preds = %70, %allocas
  %"%r31.0" = phi i32 [ %15, %allocas ], [ %78, %70 ]
  %17 = shl i32 %9, 3
  %18 = zext i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 2
  %20 = add i64 %2, %19
  %21 = bitcast i32 %"%r31.0" to float
  %22 = call float @llvm.fabs.f32(float %21)
  %23 = fcmp olt float %22, 0x3810000000000000
  %24 = call float @llvm.copysign.f32(float 0.000000e+00, float %21)
  %25 = select i1 %23, float %24, float %21
  %26 = call float @llvm.fabs.f32(float %25)
  %27 = fcmp olt float %26, 0x3810000000000000
  %28 = call float @llvm.copysign.f32(float 0.000000e+00, float %25)
  %29 = select i1 %27, float %28, float %25
  %30 = fcmp uno float %29, 0.000000e+00
  %31 = bitcast float %29 to i32
  %32 = select i1 %30, i32 2147483647, i32 %31
  %33 = inttoptr i64 %20 to ptr
  store i32 %32, ptr %33, align 4
  %34 = call float @llvm.maxnum.f32(float %21, float 0.000000e+00)
  %35 = call float @llvm.minnum.f32(float %34, float 1.000000e+00)
  %36 = fcmp uno float %21, 0.000000e+00
  %37 = select i1 %36, float 0.000000e+00, float %35
  %38 = add i64 %20, 4
  %39 = inttoptr i64 %38 to ptr
  store float %37, ptr %39, align 4
  %40 = call float @llvm.maxnum.f32(float %29, float 0.000000e+00)
  %41 = call float @llvm.minnum.f32(float %40, float 1.000000e+00)
  %42 = select i1 %30, float 0.000000e+00, float %41
  %43 = add i64 %20, 8
  %44 = inttoptr i64 %43 to ptr
  store float %42, ptr %44, align 4
  %45 = add i64 %20, 12
  %46 = inttoptr i64 %45 to ptr
  store float %37, ptr %46, align 4
  %47 = fpext float %21 to double
  %48 = bitcast double %47 to i64
  %49 = trunc i64 %48 to i32
  %50 = select i1 %36, i32 -1, i32 %49
  %51 = add i64 %20, 16
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = lshr i64 %48, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = select i1 %36, i32 2147483647, i32 %54
  %56 = add i64 %20, 20
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  %58 = fpext float %25 to double
  %59 = fcmp uno float %25, 0.000000e+00
  %60 = bitcast double %58 to i64
  %61 = trunc i64 %60 to i32
  %62 = select i1 %59, i32 -1, i32 %61
  %63 = add i64 %20, 24
  %64 = inttoptr i64 %63 to ptr
  store i32 %62, ptr %64, align 4
  %65 = lshr i64 %60, 32
  %66 = trunc nuw i64 %65 to i32
  %67 = select i1 %59, i32 2147483647, i32 %66
  %68 = add i64 %20, 28
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  ret void

70:                                               ; preds = %allocas
  %71 = lshr i32 %9, 5
  %72 = icmp eq i32 %71, 1
  %73 = xor i32 %15, -2147483648
  %74 = add i32 %15, -1
  %75 = icmp eq i32 %71, 2
  %76 = select i1 %75, i32 %74, i32 %73
  %77 = add i32 %15, 1
  %78 = select i1 %72, i32 %77, i32 %76
  br label %"$L__BB19_2"
}

define void @cvt_pack_sat(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB20_2", label %141

"$L__BB20_2":                                     ; preds = %141, %allocas
  %"%r75.0" = phi i32 [ %15, %allocas ], [ %149, %141 ]
  %17 = mul i32 %9, 5
  %18 = add i32 %17, 3
  %19 = shl i32 %18, 2
  %20 = and i32 %19, 124
  %21 = zext nneg i32 %20 to i64
  %22 = add i64 %21, ptrtoint (ptr @INT32_INPUTS to i64)
  %23 = inttoptr i64 %22 to ptr
  %24 = load i32, ptr %23, align 4, !invariant.load !0
  %25 = icmp ult i32 %18, 32
  br i1 %25, label %"$L__BB20_4", label %150

"$L__BB20_4":                                     ; preds = %150, %"$L__BB20_2"
  %"%r76.0" = phi i32 [ %24, %"$L__BB20_2" ], [ %158, %150 ]
  %26 = mul i32 %9, 3
  %27 = add i32 %26, 1
  %28 = shl i32 %27, 2
  %29 = and i32 %28, 124
  %30 = zext nneg i32 %29 to i64
  %31 = add i64 %30, ptrtoint (ptr @INT32_INPUTS to i64)
  %32 = inttoptr i64 %31 to ptr
  %33 = load i32, ptr %32, align 4, !invariant.load !0
  %34 = icmp ult i32 %27, 32
  br i1 %34, label %"$L__BB20_6", label %159

"$L__BB20_6":                                     ; preds = %159, %"$L__BB20_4"
  %"%r77.0" = phi i32 [ %33, %"$L__BB20_4" ], [ %167, %159 ]
  %35 = mul i32 %9, 7
  %36 = add i32 %35, 2
  %37 = shl i32 %36, 2
  %38 = and i32 %37, 124
  %39 = zext nneg i32 %38 to i64
  %40 = add i64 %39, ptrtoint (ptr @INT32_INPUTS to i64)
  %41 = inttoptr i64 %40 to ptr
  %42 = load i32, ptr %41, align 4, !invariant.load !0
  %43 = icmp ult i32 %36, 32
  br i1 %43, label %"$L__BB20_8", label %168

"$L__BB20_8":                                     ; preds = %168, %"$L__BB20_6"
  %"%r78.0" = phi i32 [ %42, %"$L__BB20_6" ], [ %176, %168 ]
  %44 = shl i32 %9, 3
  %45 = zext i32 %44 to i64
  %46 = shl nuw nsw i64 %45, 2
  %47 = add i64 %2, %46
  %48 = sext i32 %"%r76.0" to i65
  %49 = call i65 @llvm.smax.i65(i65 %48, i65 -32768)
  %50 = call i65 @llvm.smin.i65(i65 %49, i65 32767)
  %51 = trunc nsw i65 %50 to i32
  %52 = and i32 %51, 65535
  %53 = sext i32 %"%r75.0" to i65
  %54 = call i65 @llvm.smax.i65(i65 %53, i65 -32768)
  %55 = call i65 @llvm.smin.i65(i65 %54, i65 32767)
  %56 = trunc nsw i65 %55 to i32
  %57 = shl nsw i32 %56, 16
  %58 = or disjoint i32 %57, %52
  %59 = inttoptr i64 %47 to ptr
  store i32 %58, ptr %59, align 4
  %60 = call i65 @llvm.smax.i65(i65 %48, i65 0)
  %61 = call i65 @llvm.umin.i65(i65 %60, i65 65535)
  %62 = trunc nuw nsw i65 %61 to i32
  %63 = call i65 @llvm.smax.i65(i65 %53, i65 0)
  %64 = call i65 @llvm.umin.i65(i65 %63, i65 65535)
  %65 = trunc nuw nsw i65 %64 to i32
  %66 = shl nuw i32 %65, 16
  %67 = or disjoint i32 %66, %62
  %68 = add i64 %47, 4
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  %70 = sext i32 %"%r78.0" to i65
  %71 = call i65 @llvm.smax.i65(i65 %70, i65 0)
  %72 = call i65 @llvm.umin.i65(i65 %71, i65 255)
  %73 = trunc nuw nsw i65 %72 to i32
  %74 = sext i32 %"%r77.0" to i65
  %75 = call i65 @llvm.smax.i65(i65 %74, i65 0)
  %76 = call i65 @llvm.umin.i65(i65 %75, i65 255)
  %77 = trunc nuw nsw i65 %76 to i32
  %78 = call i65 @llvm.umin.i65(i65 %60, i65 255)
  %79 = trunc nuw nsw i65 %78 to i32
  %80 = call i65 @llvm.umin.i65(i65 %63, i65 255)
  %81 = trunc nuw nsw i65 %80 to i32
  %82 = shl nuw nsw i32 %81, 8
  %83 = or disjoint i32 %82, %79
  %84 = shl nuw i32 %77, 24
  %85 = shl nuw nsw i32 %73, 16
  %86 = or disjoint i32 %84, %85
  %87 = or disjoint i32 %86, %83
  %88 = add i64 %47, 8
  %89 = inttoptr i64 %88 to ptr
  store i32 %87, ptr %89, align 4
  %90 = call i65 @llvm.smax.i65(i65 %70, i65 -128)
  %91 = call i65 @llvm.smin.i65(i65 %90, i65 127)
  %92 = trunc nsw i65 %91 to i32
  %93 = and i32 %92, 255
  %94 = call i65 @llvm.smax.i65(i65 %74, i65 -128)
  %95 = call i65 @llvm.smin.i65(i65 %94, i65 127)
  %96 = trunc nsw i65 %95 to i32
  %97 = shl nsw i32 %96, 8
  %98 = and i32 %97, 65280
  %99 = or disjoint i32 %98, %93
  %100 = call i65 @llvm.smax.i65(i65 %48, i65 -128)
  %101 = call i65 @llvm.smin.i65(i65 %100, i65 127)
  %102 = trunc nsw i65 %101 to i32
  %103 = and i32 %102, 255
  %104 = call i65 @llvm.smax.i65(i65 %53, i65 -128)
  %105 = call i65 @llvm.smin.i65(i65 %104, i65 127)
  %106 = trunc nsw i65 %105 to i32
  %107 = shl nsw i32 %106, 8
  %108 = and i32 %107, 65280
  %109 = or disjoint i32 %108, %103
  %110 = shl nuw i32 %99, 16
  %111 = or disjoint i32 %110, %109
  %112 = add i64 %47, 12
  %113 = inttoptr i64 %112 to ptr
  store i32 %111, ptr %113, align 4
  %114 = shl i32 %"%r77.0", 16
  %115 = or disjoint i32 %114, %83
  %116 = add i64 %47, 16
  %117 = inttoptr i64 %116 to ptr
  store i32 %115, ptr %117, align 4
  %118 = shl i32 %"%r75.0", 16
  %119 = or disjoint i32 %118, %99
  %120 = add i64 %47, 20
  %121 = inttoptr i64 %120 to ptr
  store i32 %119, ptr %121, align 4
  %122 = call i65 @llvm.smax.i65(i65 %70, i65 -32768)
  %123 = call i65 @llvm.smin.i65(i65 %122, i65 32767)
  %124 = trunc nsw i65 %123 to i32
  %125 = and i32 %124, 65535
  %126 = call i65 @llvm.smax.i65(i65 %74, i65 -32768)
  %127 = call i65 @llvm.smin.i65(i65 %126, i65 32767)
  %128 = trunc nsw i65 %127 to i32
  %129 = shl nsw i32 %128, 16
  %130 = or disjoint i32 %129, %125
  %131 = add i64 %47, 24
  %132 = inttoptr i64 %131 to ptr
  store i32 %130, ptr %132, align 4
  %133 = call i65 @llvm.umin.i65(i65 %75, i65 65535)
  %134 = trunc nuw nsw i65 %133 to i32
  %135 = call i65 @llvm.umin.i65(i65 %71, i65 65535)
  %136 = trunc nuw nsw i65 %135 to i32
  %137 = shl nuw i32 %136, 16
  %138 = or disjoint i32 %137, %134
  %139 = add i64 %47, 28
  %140 = inttoptr i64 %139 to ptr
  store i32 %138, ptr %140, align 4
  ret void

141:                                              ; preds = %allocas
  %142 = lshr i32 %9, 5
  %143 = icmp eq i32 %142, 1
  %144 = shl i32 %15, 8
  %145 = xor i32 %15, 128
  %146 = icmp eq i32 %142, 2
  %147 = select i1 %146, i32 %145, i32 %144
  %148 = lshr i32 %15, 16
  %149 = select i1 %143, i32 %148, i32 %147
  br label %"$L__BB20_2"

150:                                              ; preds = %"$L__BB20_2"
  %151 = lshr i32 %18, 5
  %152 = icmp eq i32 %151, 1
  %153 = shl i32 %24, 8
  %154 = xor i32 %24, 128
  %155 = icmp eq i32 %151, 2
  %156 = select i1 %155, i32 %154, i32 %153
  %157 = lshr i32 %24, 16
  %158 = select i1 %152, i32 %157, i32 %156
  br label %"$L__BB20_4"

159:                                              ; preds = %"$L__BB20_4"
  %160 = lshr i32 %27, 5
  %161 = icmp eq i32 %160, 1
  %162 = shl i32 %33, 8
  %163 = xor i32 %33, 128
  %164 = icmp eq i32 %160, 2
  %165 = select i1 %164, i32 %163, i32 %162
  %166 = lshr i32 %33, 16
  %167 = select i1 %161, i32 %166, i32 %165
  br label %"$L__BB20_6"

168:                                              ; preds = %"$L__BB20_6"
  %169 = lshr i32 %36, 5
  %170 = icmp eq i32 %169, 1
  %171 = shl i32 %42, 8
  %172 = xor i32 %42, 128
  %173 = icmp eq i32 %169, 2
  %174 = select i1 %173, i32 %172, i32 %171
  %175 = lshr i32 %42, 16
  %176 = select i1 %170, i32 %175, i32 %174
  br label %"$L__BB20_8"
}

define void @cvt_pack_sat_4bit(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB21_2", label %154

"$L__BB21_2":                                     ; preds = %154, %allocas
  %"%r88.0" = phi i32 [ %15, %allocas ], [ %162, %154 ]
  %17 = mul i32 %9, 5
  %18 = add i32 %17, 3
  %19 = shl i32 %18, 2
  %20 = and i32 %19, 124
  %21 = zext nneg i32 %20 to i64
  %22 = add i64 %21, ptrtoint (ptr @INT32_INPUTS to i64)
  %23 = inttoptr i64 %22 to ptr
  %24 = load i32, ptr %23, align 4, !invariant.load !0
  %25 = icmp ult i32 %18, 32
  br i1 %25, label %"$L__BB21_4", label %163

"$L__BB21_4":                                     ; preds = %163, %"$L__BB21_2"
  %"%r89.0" = phi i32 [ %24, %"$L__BB21_2" ], [ %171, %163 ]
  %26 = mul i32 %9, 3
  %27 = add i32 %26, 1
  %28 = shl i32 %27, 2
  %29 = and i32 %28, 124
  %30 = zext nneg i32 %29 to i64
  %31 = add i64 %30, ptrtoint (ptr @INT32_INPUTS to i64)
  %32 = inttoptr i64 %31 to ptr
  %33 = load i32, ptr %32, align 4, !invariant.load !0
  %34 = icmp ult i32 %27, 32
  br i1 %34, label %"$L__BB21_6", label %172

"$L__BB21_6":                                     ; preds = %172, %"$L__BB21_4"
  %"%r90.0" = phi i32 [ %33, %"$L__BB21_4" ], [ %180, %172 ]
  %35 = mul i32 %9, 7
  %36 = add i32 %35, 2
  %37 = shl i32 %36, 2
  %38 = and i32 %37, 124
  %39 = zext nneg i32 %38 to i64
  %40 = add i64 %39, ptrtoint (ptr @INT32_INPUTS to i64)
  %41 = inttoptr i64 %40 to ptr
  %42 = load i32, ptr %41, align 4, !invariant.load !0
  %43 = icmp ult i32 %36, 32
  br i1 %43, label %"$L__BB21_8", label %181

"$L__BB21_8":                                     ; preds = %181, %"$L__BB21_6"
  %"%r91.0" = phi i32 [ %42, %"$L__BB21_6" ], [ %189, %181 ]
  %44 = and i32 %9, 31
  %45 = shl i32 %9, 3
  %46 = zext i32 %45 to i64
  %47 = shl nuw nsw i64 %46, 2
  %48 = add i64 %2, %47
  %49 = and i32 %"%r89.0", -2147483633
  %50 = and i32 %"%r88.0", -2147483617
  %51 = call i32 @llvm.smax.i32(i32 %49, i32 0)
  %52 = call i32 @llvm.smax.i32(i32 %50, i32 0)
  %53 = call i32 @llvm.umin.i32(i32 %52, i32 15)
  %54 = shl nuw nsw i32 %53, 4
  %55 = or disjoint i32 %54, %51
  %56 = shl i32 %"%r90.0", 8
  %57 = or disjoint i32 %56, %55
  %58 = inttoptr i64 %48 to ptr
  store i32 %57, ptr %58, align 4
  %59 = zext i32 %"%r88.0" to i64
  %60 = mul nuw i64 %59, 2938661835
  %61 = lshr i64 %60, 32
  %62 = trunc nuw i64 %61 to i32
  %63 = sub i32 %"%r88.0", %62
  %64 = lshr i32 %63, 1
  %65 = add i32 %64, %62
  %66 = lshr i32 %65, 4
  %.neg = mul i32 %66, -19
  %67 = add i32 %.neg, %"%r88.0"
  %68 = add i32 %67, -9
  %69 = call i32 @llvm.smax.i32(i32 %"%r89.0", i32 -8)
  %70 = call i32 @llvm.smin.i32(i32 %69, i32 7)
  %71 = and i32 %70, 15
  %72 = call i32 @llvm.smax.i32(i32 %68, i32 -8)
  %73 = call i32 @llvm.smin.i32(i32 %72, i32 7)
  %74 = shl nsw i32 %73, 4
  %75 = and i32 %74, 240
  %76 = or disjoint i32 %75, %71
  %77 = shl i32 %"%r91.0", 8
  %78 = or disjoint i32 %77, %76
  %79 = add i64 %48, 4
  %80 = inttoptr i64 %79 to ptr
  store i32 %78, ptr %80, align 4
  %81 = add i32 %9, -64
  %82 = sext i32 %81 to i65
  %83 = call i65 @llvm.smax.i65(i65 %82, i65 0)
  %84 = call i65 @llvm.umin.i65(i65 %83, i65 15)
  %85 = trunc nuw nsw i65 %84 to i32
  %86 = call i32 @llvm.umin.i32(i32 %44, i32 15)
  %87 = shl nuw nsw i32 %86, 4
  %88 = or disjoint i32 %87, %85
  %89 = shl i32 %"%r88.0", 8
  %90 = or disjoint i32 %89, %88
  %91 = add i64 %48, 8
  %92 = inttoptr i64 %91 to ptr
  store i32 %90, ptr %92, align 4
  %93 = call i65 @llvm.smax.i65(i65 %82, i65 -8)
  %94 = call i65 @llvm.smin.i65(i65 %93, i65 7)
  %95 = trunc nsw i65 %94 to i32
  %96 = and i32 %95, 15
  %97 = call i32 @llvm.smax.i32(i32 %44, i32 8)
  %98 = call i32 @llvm.smin.i32(i32 %97, i32 23)
  %99 = shl nuw nsw i32 %98, 4
  %100 = and i32 %99, 240
  %101 = or disjoint i32 %100, %96
  %102 = shl i32 %"%r89.0", 8
  %103 = or disjoint i32 %102, %101
  %104 = add i64 %48, 12
  %105 = inttoptr i64 %104 to ptr
  store i32 %103, ptr %105, align 4
  %106 = zext i32 %9 to i64
  %107 = mul nuw i64 %106, 3435973837
  %108 = lshr i64 %107, 36
  %109 = trunc nuw nsw i64 %108 to i32
  %.neg60 = mul i32 %109, -20
  %110 = add i32 %.neg60, %9
  %111 = add i32 %110, -10
  %112 = mul nuw nsw i64 %106, 613566757
  %113 = lshr i64 %112, 32
  %114 = trunc nuw nsw i64 %113 to i32
  %115 = sub i32 %9, %114
  %116 = lshr i32 %115, 1
  %117 = add nuw i32 %116, %114
  %118 = lshr i32 %117, 2
  %.neg61 = mul i32 %118, -7
  %119 = add i32 %.neg61, %9
  %120 = add i32 %119, -3
  %121 = lshr i32 %9, 3
  %122 = mul nuw i64 %106, 3123612579
  %123 = lshr i64 %122, 35
  %124 = trunc nuw nsw i64 %123 to i32
  %.neg62 = mul i32 %124, -11
  %125 = add i32 %.neg62, %9
  %126 = add i32 %125, -5
  %127 = call i32 @llvm.smax.i32(i32 %120, i32 -8)
  %128 = call i32 @llvm.smin.i32(i32 %127, i32 7)
  %129 = and i32 %128, 15
  %130 = call i32 @llvm.smax.i32(i32 %111, i32 -8)
  %131 = call i32 @llvm.smin.i32(i32 %130, i32 7)
  %132 = and i32 %131, 15
  %133 = call i32 @llvm.smax.i32(i32 %126, i32 -8)
  %134 = call i32 @llvm.smin.i32(i32 %133, i32 7)
  %135 = and i32 %134, 15
  %136 = call i32 @llvm.smin.i32(i32 %121, i32 15)
  %137 = xor i32 %136, 8
  %138 = shl nuw nsw i32 %137, 4
  %139 = or disjoint i32 %138, %135
  %140 = shl nuw nsw i32 %132, 12
  %141 = shl nuw nsw i32 %129, 8
  %142 = or disjoint i32 %140, %141
  %143 = or disjoint i32 %142, %139
  %144 = shl nuw nsw i32 %129, 4
  %145 = shl nuw nsw i32 %143, 8
  %146 = or disjoint i32 %144, %145
  %147 = or disjoint i32 %146, %132
  %148 = shl nuw nsw i32 %135, 4
  %149 = shl i32 %147, 8
  %150 = or disjoint i32 %148, %149
  %151 = or disjoint i32 %150, %137
  %152 = add i64 %48, 16
  %153 = inttoptr i64 %152 to ptr
  store i32 %151, ptr %153, align 4
  ret void

154:                                              ; preds = %allocas
  %155 = lshr i32 %9, 5
  %156 = icmp eq i32 %155, 1
  %157 = shl i32 %15, 8
  %158 = xor i32 %15, 128
  %159 = icmp eq i32 %155, 2
  %160 = select i1 %159, i32 %158, i32 %157
  %161 = lshr i32 %15, 16
  %162 = select i1 %156, i32 %161, i32 %160
  br label %"$L__BB21_2"

163:                                              ; preds = %"$L__BB21_2"
  %164 = lshr i32 %18, 5
  %165 = icmp eq i32 %164, 1
  %166 = shl i32 %24, 8
  %167 = xor i32 %24, 128
  %168 = icmp eq i32 %164, 2
  %169 = select i1 %168, i32 %167, i32 %166
  %170 = lshr i32 %24, 16
  %171 = select i1 %165, i32 %170, i32 %169
  br label %"$L__BB21_4"

172:                                              ; preds = %"$L__BB21_4"
  %173 = lshr i32 %27, 5
  %174 = icmp eq i32 %173, 1
  %175 = shl i32 %33, 8
  %176 = xor i32 %33, 128
  %177 = icmp eq i32 %173, 2
  %178 = select i1 %177, i32 %176, i32 %175
  %179 = lshr i32 %33, 16
  %180 = select i1 %174, i32 %179, i32 %178
  br label %"$L__BB21_6"

181:                                              ; preds = %"$L__BB21_6"
  %182 = lshr i32 %36, 5
  %183 = icmp eq i32 %182, 1
  %184 = shl i32 %42, 8
  %185 = xor i32 %42, 128
  %186 = icmp eq i32 %182, 2
  %187 = select i1 %186, i32 %185, i32 %184
  %188 = lshr i32 %42, 16
  %189 = select i1 %183, i32 %188, i32 %187
  br label %"$L__BB21_8"
}

define void @cvt_f16x2_relu(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @F32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB22_2", label %209

"$L__BB22_2":                                     ; preds = %209, %allocas
  %"%r56.0" = phi i32 [ %15, %allocas ], [ %217, %209 ]
  %17 = mul i32 %9, 28
  %18 = add i32 %17, 12
  %19 = and i32 %18, 124
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @F32_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load float, ptr %22, align 4, !invariant.load !0
  %24 = shl i32 %9, 3
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 2
  %27 = add i64 %2, %26
  %28 = bitcast i32 %"%r56.0" to float
  %29 = fptrunc float %28 to half
  %30 = bitcast half %29 to i16
  %31 = fptrunc float %23 to half
  %32 = bitcast half %31 to i16
  %33 = fpext half %29 to float
  %34 = fsub float %28, %33
  %35 = fcmp olt float %34, 0.000000e+00
  %36 = fcmp ogt float %34, 0.000000e+00
  %37 = fcmp oeq half %29, 0xH0000
  %38 = fcmp ogt half %29, 0xH0000
  %39 = xor i1 %38, true
  %40 = add i16 %30, 1
  %41 = add i16 %30, -1
  %42 = select i1 %38, i16 %41, i16 %40
  %43 = bitcast i16 %42 to half
  %44 = select i1 %37, half 0xH8001, half %43
  %45 = call half @llvm.fabs.f16(half %29)
  %46 = fcmp ueq half %45, 0xH7C00
  %47 = fcmp uno half %29, 0xH0000
  %48 = or i1 %47, %39
  %49 = and i1 %46, %48
  %50 = xor i1 %49, %46
  %51 = select i1 %50, half 0xH7BFF, half %44
  %52 = select i1 %49, half %29, half %51
  %53 = select i1 %38, i16 %40, i16 %41
  %54 = bitcast i16 %53 to half
  %55 = select i1 %37, half 0xH0001, half %54
  %56 = fcmp ugt half %29, 0xH0000
  %57 = and i1 %46, %56
  %58 = xor i1 %57, %46
  %59 = select i1 %58, half 0xHFBFF, half %55
  %60 = select i1 %57, half %29, half %59
  %61 = select i1 %35, half %52, half %29
  %62 = select i1 %36, half %60, half %29
  %63 = and i1 %37, %36
  %64 = or i1 %38, %63
  %65 = select i1 %64, half %61, half %62
  %66 = call float @llvm.fabs.f32(float %28)
  %67 = fcmp one float %66, 0x7FF0000000000000
  %68 = fcmp oeq half %45, 0xH7C00
  %69 = and i1 %67, %68
  %70 = call half @llvm.copysign.f16(half 0xH7BFF, half %29)
  %71 = select i1 %69, half %70, half %65
  %72 = bitcast half %71 to i16
  %73 = fpext half %31 to float
  %74 = fsub float %23, %73
  %75 = fcmp olt float %74, 0.000000e+00
  %76 = fcmp ogt float %74, 0.000000e+00
  %77 = fcmp oeq half %31, 0xH0000
  %78 = fcmp ogt half %31, 0xH0000
  %79 = xor i1 %78, true
  %80 = add i16 %32, 1
  %81 = add i16 %32, -1
  %82 = select i1 %78, i16 %81, i16 %80
  %83 = bitcast i16 %82 to half
  %84 = select i1 %77, half 0xH8001, half %83
  %85 = call half @llvm.fabs.f16(half %31)
  %86 = fcmp ueq half %85, 0xH7C00
  %87 = fcmp uno half %31, 0xH0000
  %88 = or i1 %87, %79
  %89 = and i1 %86, %88
  %90 = xor i1 %89, %86
  %91 = select i1 %90, half 0xH7BFF, half %84
  %92 = select i1 %89, half %31, half %91
  %93 = select i1 %78, i16 %80, i16 %81
  %94 = bitcast i16 %93 to half
  %95 = select i1 %77, half 0xH0001, half %94
  %96 = fcmp ugt half %31, 0xH0000
  %97 = and i1 %86, %96
  %98 = xor i1 %97, %86
  %99 = select i1 %98, half 0xHFBFF, half %95
  %100 = select i1 %97, half %31, half %99
  %101 = select i1 %75, half %92, half %31
  %102 = select i1 %76, half %100, half %31
  %103 = and i1 %77, %76
  %104 = or i1 %78, %103
  %105 = select i1 %104, half %101, half %102
  %106 = call float @llvm.fabs.f32(float %23)
  %107 = fcmp one float %106, 0x7FF0000000000000
  %108 = fcmp oeq half %85, 0xH7C00
  %109 = and i1 %107, %108
  %110 = call half @llvm.copysign.f16(half 0xH7BFF, half %31)
  %111 = select i1 %109, half %110, half %105
  %112 = bitcast half %111 to i16
  %113 = zext i16 %32 to i32
  %114 = and i32 %113, 32767
  %115 = icmp ugt i32 %114, 31744
  %116 = select i1 %115, i32 32767, i32 %113
  %117 = zext i16 %30 to i32
  %118 = and i32 %117, 32767
  %119 = icmp ugt i32 %118, 31744
  %120 = shl nuw i32 %117, 16
  %121 = select i1 %119, i32 2147418112, i32 %120
  %122 = or disjoint i32 %116, %121
  %123 = inttoptr i64 %27 to ptr
  store i32 %122, ptr %123, align 4
  %124 = zext i16 %72 to i32
  %125 = and i32 %124, 32767
  %126 = icmp ugt i32 %125, 31744
  %127 = select i1 %126, i32 32767, i32 %124
  %128 = zext i16 %112 to i32
  %129 = and i32 %128, 32767
  %130 = icmp ugt i32 %129, 31744
  %131 = shl nuw i32 %128, 16
  %132 = select i1 %130, i32 2147418112, i32 %131
  %133 = or disjoint i32 %132, %127
  %134 = add i64 %27, 4
  %135 = inttoptr i64 %134 to ptr
  store i32 %133, ptr %135, align 4
  %136 = bitcast half %85 to i16
  %137 = icmp ugt i16 %136, 31744
  %138 = call i16 @llvm.smax.i16(i16 %32, i16 0)
  %139 = select i1 %137, i16 32767, i16 %138
  %140 = bitcast half %45 to i16
  %141 = icmp ugt i16 %140, 31744
  %142 = call i16 @llvm.smax.i16(i16 %30, i16 0)
  %143 = select i1 %141, i16 32767, i16 %142
  %144 = zext nneg i16 %139 to i32
  %145 = zext nneg i16 %143 to i32
  %146 = shl nuw nsw i32 %145, 16
  %147 = or disjoint i32 %146, %144
  %148 = add i64 %27, 8
  %149 = inttoptr i64 %148 to ptr
  store i32 %147, ptr %149, align 4
  %150 = call half @llvm.fabs.f16(half %71)
  %151 = bitcast half %150 to i16
  %152 = icmp ugt i16 %151, 31744
  %153 = call i16 @llvm.smax.i16(i16 %72, i16 0)
  %154 = select i1 %152, i16 32767, i16 %153
  %155 = call half @llvm.fabs.f16(half %111)
  %156 = bitcast half %155 to i16
  %157 = icmp ugt i16 %156, 31744
  %158 = call i16 @llvm.smax.i16(i16 %112, i16 0)
  %159 = select i1 %157, i16 32767, i16 %158
  %160 = zext nneg i16 %154 to i32
  %161 = zext nneg i16 %159 to i32
  %162 = shl nuw nsw i32 %161, 16
  %163 = or disjoint i32 %162, %160
  %164 = add i64 %27, 12
  %165 = inttoptr i64 %164 to ptr
  store i32 %163, ptr %165, align 4
  %166 = shl nuw nsw i32 %160, 16
  %167 = or disjoint i32 %166, %145
  %168 = add i64 %27, 16
  %169 = inttoptr i64 %168 to ptr
  store i32 %167, ptr %169, align 4
  %170 = icmp eq i16 %143, 31744
  %171 = select i1 %170, i16 31743, i16 %143
  %172 = zext nneg i16 %171 to i32
  %173 = icmp eq i16 %151, 31744
  %174 = and i32 %124, 32768
  %175 = or disjoint i32 %174, 31743
  %176 = select i1 %173, i32 %175, i32 %124
  %177 = and i32 %176, 32767
  %178 = icmp ugt i32 %177, 31744
  %179 = shl nuw i32 %176, 16
  %180 = select i1 %178, i32 2147418112, i32 %179
  %181 = or disjoint i32 %180, %172
  %182 = add i64 %27, 20
  %183 = inttoptr i64 %182 to ptr
  store i32 %181, ptr %183, align 4
  %184 = icmp eq i16 %136, 31744
  %185 = and i32 %113, 32768
  %186 = or disjoint i32 %185, 31743
  %187 = select i1 %184, i32 %186, i32 %113
  %188 = and i32 %187, 32767
  %189 = icmp ugt i32 %188, 31744
  %190 = select i1 %189, i32 32767, i32 %187
  %191 = icmp eq i16 %140, 31744
  %192 = and i32 %117, 32768
  %193 = or disjoint i32 %192, 31743
  %194 = select i1 %191, i32 %193, i32 %117
  %195 = and i32 %194, 32767
  %196 = icmp ugt i32 %195, 31744
  %197 = shl nuw i32 %194, 16
  %198 = select i1 %196, i32 2147418112, i32 %197
  %199 = or disjoint i32 %190, %198
  %200 = add i64 %27, 24
  %201 = inttoptr i64 %200 to ptr
  store i32 %199, ptr %201, align 4
  %202 = icmp eq i16 %139, 31744
  %203 = select i1 %202, i16 31743, i16 %139
  %204 = zext nneg i16 %203 to i32
  %205 = shl nuw nsw i32 %204, 16
  %206 = or disjoint i32 %205, %172
  %207 = add i64 %27, 28
  %208 = inttoptr i64 %207 to ptr
  store i32 %206, ptr %208, align 4
  ret void

209:                                              ; preds = %allocas
  %210 = lshr i32 %9, 5
  %211 = icmp eq i32 %210, 1
  %212 = xor i32 %15, -2147483648
  %213 = add i32 %15, -1
  %214 = icmp eq i32 %210, 2
  %215 = select i1 %214, i32 %213, i32 %212
  %216 = add i32 %15, 1
  %217 = select i1 %211, i32 %216, i32 %215
  br label %"$L__BB22_2"
}

define void @cvt_bf16(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @F32_VALUES to i64)
  %14 = lshr i32 %9, 5
  %15 = icmp ult i32 %9, 32
  %16 = icmp eq i32 %14, 1
  %17 = icmp eq i32 %14, 2
  %18 = select i1 %17, i32 -1, i32 -2147450881
  %19 = select i1 %16, i32 32768, i32 %18
  %20 = select i1 %15, i32 0, i32 %19
  %21 = inttoptr i64 %13 to ptr
  %22 = load i32, ptr %21, align 4, !invariant.load !0
  %23 = add i32 %22, %20
  %24 = mul i32 %9, 5
  %25 = add i32 %24, 2
  %26 = and i32 %25, 31
  %27 = shl i32 %25, 2
  %28 = and i32 %27, 124
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %29, ptrtoint (ptr @F32_VALUES to i64)
  %31 = inttoptr i64 %30 to ptr
  %32 = load i32, ptr %31, align 4, !invariant.load !0
  %33 = and i32 %23, 2147483647
  %34 = icmp ugt i32 %33, 2139095040
  br i1 %34, label %"$L__BB23_2", label %116

"$L__BB23_2":                                     ; preds = %116, %allocas
  %"%rs22.0" = phi i16 [ 32767, %allocas ], [ %122, %116 ]
  %35 = icmp eq i32 %26, 16
  br i1 %35, label %"$L__BB23_2.$L__BB23_5_crit_edge", label %"$L__BB23_3"

"$L__BB23_2.$L__BB23_5_crit_edge":                ; preds = %"$L__BB23_2"
  %.pre = lshr i32 %32, 16
  br label %"$L__BB23_5"

"$L__BB23_5":                                     ; preds = %"$L__BB23_2.$L__BB23_5_crit_edge", %"$L__BB23_3"
  %.pre-phi = phi i32 [ %.pre, %"$L__BB23_2.$L__BB23_5_crit_edge" ], [ %123, %"$L__BB23_3" ]
  %"%rs23.0" = phi i16 [ %128, %"$L__BB23_3" ], [ 32767, %"$L__BB23_2.$L__BB23_5_crit_edge" ]
  %36 = shl i32 %9, 3
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 2
  %39 = add i64 %2, %38
  %40 = lshr i32 %23, 16
  %41 = select i1 %34, i32 32767, i32 %40
  %42 = trunc nuw i32 %41 to i16
  %43 = select i1 %35, i32 32767, i32 %.pre-phi
  %44 = trunc nuw i32 %43 to i16
  %45 = shl nuw i32 %41, 16
  %46 = zext i16 %"%rs22.0" to i32
  %47 = and i32 %45, 16711680
  %48 = or disjoint i32 %47, %46
  %49 = and i32 %45, -16777216
  %50 = or disjoint i32 %48, %49
  %51 = inttoptr i64 %39 to ptr
  store i32 %50, ptr %51, align 4
  %52 = and i16 %"%rs22.0", 32767
  %53 = icmp ugt i16 %52, 32640
  %54 = call i16 @llvm.smax.i16(i16 %"%rs22.0", i16 0)
  %55 = select i1 %53, i16 32767, i16 %54
  %56 = zext nneg i16 %55 to i32
  %57 = and i16 %42, 32767
  %58 = icmp ugt i16 %57, 32640
  %59 = icmp sgt i16 %42, 0
  %60 = select i1 %59, i32 %45, i32 0
  %61 = select i1 %58, i32 2147418112, i32 %60
  %62 = or disjoint i32 %61, %56
  %63 = add i64 %39, 4
  %64 = inttoptr i64 %63 to ptr
  store i32 %62, ptr %64, align 4
  %65 = zext i16 %"%rs23.0" to i32
  %66 = shl nuw i32 %46, 16
  %67 = or disjoint i32 %66, %65
  %68 = add i64 %39, 8
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  %70 = shl nuw i32 %43, 16
  %71 = or disjoint i32 %41, %70
  %72 = add i64 %39, 12
  %73 = inttoptr i64 %72 to ptr
  store i32 %71, ptr %73, align 4
  %74 = and i16 %"%rs23.0", 32767
  %75 = icmp ugt i16 %74, 32640
  %76 = call i16 @llvm.smax.i16(i16 %"%rs23.0", i16 0)
  %77 = select i1 %75, i16 32767, i16 %76
  %78 = zext nneg i16 %77 to i32
  %79 = shl nuw nsw i32 %56, 16
  %80 = or disjoint i32 %79, %78
  %81 = add i64 %39, 16
  %82 = inttoptr i64 %81 to ptr
  store i32 %80, ptr %82, align 4
  %83 = icmp eq i16 %52, 32640
  %84 = and i32 %46, 32768
  %85 = or disjoint i32 %84, 32639
  %86 = select i1 %83, i32 %85, i32 %46
  %87 = icmp eq i16 %57, 32640
  %88 = and i32 %41, 32768
  %89 = or disjoint i32 %88, 32639
  %90 = select i1 %87, i32 %89, i32 %41
  %91 = shl nuw i32 %90, 16
  %92 = or disjoint i32 %86, %91
  %93 = add i64 %39, 20
  %94 = inttoptr i64 %93 to ptr
  store i32 %92, ptr %94, align 4
  %95 = icmp eq i16 %55, 32640
  %96 = select i1 %95, i16 32639, i16 %55
  %97 = icmp eq i16 %77, 32640
  %98 = select i1 %97, i16 32639, i16 %77
  %99 = zext nneg i16 %96 to i32
  %100 = zext nneg i16 %98 to i32
  %101 = shl nuw nsw i32 %100, 16
  %102 = or disjoint i32 %101, %99
  %103 = add i64 %39, 24
  %104 = inttoptr i64 %103 to ptr
  store i32 %102, ptr %104, align 4
  %105 = and i16 %44, 32767
  %106 = icmp ugt i16 %105, 32640
  %107 = call i16 @llvm.smax.i16(i16 %44, i16 0)
  %108 = select i1 %106, i16 32767, i16 %107
  %109 = icmp eq i16 %108, 32640
  %110 = select i1 %109, i16 32639, i16 %108
  %111 = zext nneg i16 %110 to i32
  %112 = shl nuw nsw i32 %111, 16
  %113 = or disjoint i32 %112, %99
  %114 = add i64 %39, 28
  %115 = inttoptr i64 %114 to ptr
  store i32 %113, ptr %115, align 4
  ret void

116:                                              ; preds = %allocas
  %117 = lshr i32 %23, 16
  %118 = and i32 %117, 1
  %119 = add i32 %23, %118
  %120 = add i32 %119, 32767
  %121 = lshr i32 %120, 16
  %122 = trunc nuw i32 %121 to i16
  br label %"$L__BB23_2"

"$L__BB23_3":                                     ; preds = %"$L__BB23_2"
  %123 = lshr i32 %32, 16
  %124 = and i32 %123, 1
  %125 = add i32 %32, %124
  %126 = add i32 %125, 32767
  %127 = lshr i32 %126, 16
  %128 = trunc nuw i32 %127 to i16
  br label %"$L__BB23_5"
}

define void @cvt_tf32(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = and i32 %9, 31
  %11 = zext nneg i32 %10 to i64
  %12 = shl i32 %9, 2
  %13 = and i32 %12, 124
  %14 = zext nneg i32 %13 to i64
  %15 = add i64 %14, ptrtoint (ptr @F32_VALUES to i64)
  %16 = shl i32 %9, 3
  %17 = add nsw i64 %11, -14
  %18 = icmp ult i64 %17, 3
  %19 = and i32 %9, 32
  %20 = and i32 %9, 64
  %21 = icmp ne i32 %20, 0
  %22 = inttoptr i64 %15 to ptr
  %23 = load i32, ptr %22, align 4, !invariant.load !0
  %24 = and i32 %23, -8192
  %25 = shl nuw i32 %19, 26
  %26 = xor i32 %23, %25
  %27 = add i32 %26, 8192
  %28 = and i32 %27, 2139095040
  %29 = icmp ne i32 %28, 2139095040
  %30 = and i1 %21, %29
  %31 = select i1 %30, i32 %27, i32 %26
  %32 = and i32 %31, 2147483647
  %33 = icmp ugt i32 %32, 2139095040
  %34 = icmp eq i32 %32, 2139095040
  %35 = add i32 %31, 4096
  %36 = and i32 %35, -8192
  %37 = select i1 %34, i32 %31, i32 %36
  %38 = select i1 %33, i32 2147483647, i32 %37
  %39 = bitcast i32 %38 to float
  %40 = fcmp uno float %39, 0.000000e+00
  %41 = select i1 %40, i32 2147483647, i32 %38
  %42 = zext i32 %16 to i64
  %43 = shl nuw nsw i64 %42, 2
  %44 = add i64 %2, %43
  %45 = inttoptr i64 %44 to ptr
  store i32 %41, ptr %45, align 4
  %46 = icmp ult i32 %32, 2139095041
  %47 = and i32 %38, 2147483647
  %48 = icmp eq i32 %47, 2139095040
  %49 = and i1 %48, %46
  %50 = and i32 %38, -2147483648
  %51 = or disjoint i32 %50, 2139086848
  %52 = select i1 %49, i32 %51, i32 %38
  %53 = bitcast i32 %52 to float
  %54 = fcmp uno float %53, 0.000000e+00
  %55 = select i1 %54, i32 2147483647, i32 %52
  %56 = add i64 %44, 4
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  %58 = or disjoint i32 %24, 4096
  %59 = select i1 %18, i32 %23, i32 %58
  %60 = xor i32 %59, %25
  %61 = add i32 %60, 8192
  %62 = and i32 %61, 2139095040
  %63 = icmp ne i32 %62, 2139095040
  %64 = and i1 %21, %63
  %65 = select i1 %64, i32 %61, i32 %60
  %66 = and i32 %65, 2147483647
  %67 = icmp ugt i32 %66, 2139095040
  %68 = icmp eq i32 %66, 2139095040
  %69 = add i32 %65, 4096
  %70 = and i32 %69, -8192
  %71 = select i1 %68, i32 %65, i32 %70
  %72 = select i1 %67, i32 2147483647, i32 %71
  %73 = bitcast i32 %72 to float
  %74 = fcmp uno float %73, 0.000000e+00
  %75 = select i1 %74, i32 2147483647, i32 %72
  %76 = add i64 %44, 8
  %77 = inttoptr i64 %76 to ptr
  store i32 %75, ptr %77, align 4
  %78 = icmp ult i32 %66, 2139095041
  %79 = and i32 %72, 2147483647
  %80 = icmp eq i32 %79, 2139095040
  %81 = and i1 %80, %78
  %82 = and i32 %72, -2147483648
  %83 = or disjoint i32 %82, 2139086848
  %84 = select i1 %81, i32 %83, i32 %72
  %85 = bitcast i32 %84 to float
  %86 = fcmp uno float %85, 0.000000e+00
  %87 = select i1 %86, i32 2147483647, i32 %84
  %88 = add i64 %44, 12
  %89 = inttoptr i64 %88 to ptr
  store i32 %87, ptr %89, align 4
  %90 = or disjoint i32 %24, 4095
  %91 = select i1 %18, i32 %23, i32 %90
  %92 = xor i32 %91, %25
  %93 = add i32 %92, 8192
  %94 = and i32 %93, 2139095040
  %95 = icmp ne i32 %94, 2139095040
  %96 = and i1 %21, %95
  %97 = select i1 %96, i32 %93, i32 %92
  %98 = and i32 %97, 2147483647
  %99 = icmp ugt i32 %98, 2139095040
  %100 = icmp eq i32 %98, 2139095040
  %101 = add i32 %97, 4096
  %102 = and i32 %101, -8192
  %103 = select i1 %100, i32 %97, i32 %102
  %104 = select i1 %99, i32 2147483647, i32 %103
  %105 = bitcast i32 %104 to float
  %106 = fcmp uno float %105, 0.000000e+00
  %107 = select i1 %106, i32 2147483647, i32 %104
  %108 = add i64 %44, 16
  %109 = inttoptr i64 %108 to ptr
  store i32 %107, ptr %109, align 4
  %110 = icmp ult i32 %98, 2139095041
  %111 = and i32 %104, 2147483647
  %112 = icmp eq i32 %111, 2139095040
  %113 = and i1 %112, %110
  %114 = and i32 %104, -2147483648
  %115 = or disjoint i32 %114, 2139086848
  %116 = select i1 %113, i32 %115, i32 %104
  %117 = bitcast i32 %116 to float
  %118 = fcmp uno float %117, 0.000000e+00
  %119 = select i1 %118, i32 2147483647, i32 %116
  %120 = add i64 %44, 20
  %121 = inttoptr i64 %120 to ptr
  store i32 %119, ptr %121, align 4
  %122 = or disjoint i32 %24, 4097
  %123 = select i1 %18, i32 %23, i32 %122
  %124 = xor i32 %123, %25
  %125 = add i32 %124, 8192
  %126 = and i32 %125, 2139095040
  %127 = icmp ne i32 %126, 2139095040
  %128 = and i1 %21, %127
  %129 = select i1 %128, i32 %125, i32 %124
  %130 = and i32 %129, 2147483647
  %131 = icmp ugt i32 %130, 2139095040
  %132 = icmp eq i32 %130, 2139095040
  %133 = add i32 %129, 4096
  %134 = and i32 %133, -8192
  %135 = select i1 %132, i32 %129, i32 %134
  %136 = select i1 %131, i32 2147483647, i32 %135
  %137 = bitcast i32 %136 to float
  %138 = fcmp uno float %137, 0.000000e+00
  %139 = select i1 %138, i32 2147483647, i32 %136
  %140 = add i64 %44, 24
  %141 = inttoptr i64 %140 to ptr
  store i32 %139, ptr %141, align 4
  %142 = icmp ult i32 %130, 2139095041
  %143 = and i32 %136, 2147483647
  %144 = icmp eq i32 %143, 2139095040
  %145 = and i1 %144, %142
  %146 = and i32 %136, -2147483648
  %147 = or disjoint i32 %146, 2139086848
  %148 = select i1 %145, i32 %147, i32 %136
  %149 = bitcast i32 %148 to float
  %150 = fcmp uno float %149, 0.000000e+00
  %151 = select i1 %150, i32 2147483647, i32 %148
  %152 = add i64 %44, 28
  %153 = inttoptr i64 %152 to ptr
  store i32 %151, ptr %153, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptoui.sat.i32.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptosi.sat.i64.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptoui.sat.i64.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fptosi.sat.i16.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fptoui.sat.i16.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptosi.sat.i8.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptoui.sat.i8.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.roundeven.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptoui.sat.i32.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fptoui.sat.i16.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fptosi.sat.i16.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptosi.sat.i8.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptoui.sat.i8.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptosi.sat.i64.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptoui.sat.i64.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.copysign.f16(half, half) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.maxnum.f16(half, half) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.minnum.f16(half, half) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i65 @llvm.smax.i65(i65, i65) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i65 @llvm.smin.i65(i65, i65) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i65 @llvm.umin.i65(i65, i65) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smax.i8(i8, i8) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
