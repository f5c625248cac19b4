; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@OPS = protected global <{ i64, i64, i64, i64 }> <{ i64 ptrtoint (ptr @_Z6op_addjj to i64), i64 ptrtoint (ptr @_Z6op_muljj to i64), i64 ptrtoint (ptr @_Z6op_xorjj to i64), i64 ptrtoint (ptr @_Z6op_rotjj to i64) }>, align 8
@__unnamed_1 = protected global [41 x i8] c"void compile_only_assert(unsigned int *)\00", align 1
@"$str" = protected global [9 x i8] c"t < 1000\00", align 1
@"$str$1" = protected global [11 x i8] c"control.cu\00", align 1
@"$str$2" = protected global [6 x i8] c"false\00", align 1
@__rocuda_kernel.divergent_if_else = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.loops_break_continue = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.switches = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.calls = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.recursion = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.function_pointers = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.irreducible = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.early_return = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.exit_some_threads = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.selects = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.compile_only_trap = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.compile_only_brkpt = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.compile_only_assert = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define internal i32 @_Z6op_addjj(ptr %0, i32 %1, i32 %2) {
allocas:
  %3 = add i32 %2, %1
  ret i32 %3
}

define internal i32 @_Z6op_muljj(ptr %0, i32 %1, i32 %2) {
allocas:
  %3 = mul i32 %2, %1
  ret i32 %3
}

define internal i32 @_Z6op_xorjj(ptr %0, i32 %1, i32 %2) {
allocas:
  %3 = xor i32 %2, %1
  ret i32 %3
}

define internal i32 @_Z6op_rotjj(ptr %0, i32 %1, i32 %2) {
allocas:
  %3 = call i32 @llvm.fshl.i32(i32 %1, i32 %1, i32 %2)
  ret i32 %3
}

define internal i32 @_Z6is_oddj(ptr %0, i32 %1) {
allocas:
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %"$L__BB14_2", label %3

"$L__BB14_2":                                     ; preds = %3, %allocas
  %"%rs4.0" = phi i32 [ 0, %allocas ], [ %6, %3 ]
  ret i32 %"%rs4.0"

3:                                                ; preds = %allocas
  %4 = add i32 %1, -1
  %5 = call i32 @_Z7is_evenj(ptr %0, i32 %4)
  %sext = shl i32 %5, 16
  %6 = ashr exact i32 %sext, 16
  br label %"$L__BB14_2"
}

define internal i32 @_Z12dense_switchjj(ptr %0, i32 %1, i32 %2) {
allocas:
  %3 = icmp sgt i32 %1, 7
  br i1 %3, label %"$L__BB4_16", label %25

"$L__BB4_16":                                     ; preds = %allocas
  %4 = icmp sgt i32 %1, 11
  br i1 %4, label %"$L__BB4_24", label %30

"$L__BB4_9":                                      ; preds = %25
  %5 = icmp sgt i32 %1, 5
  br i1 %5, label %"$L__BB4_13", label %33

"$L__BB4_6":                                      ; preds = %27
  switch i32 %1, label %"$L__BB4_39" [
    i32 2, label %"$L__BB4_37"
    i32 3, label %"$L__BB4_8"
  ]

"$L__BB4_38":                                     ; preds = %29
  %6 = add i32 %2, 1
  br label %"$L__BB4_39"

"$L__BB4_5":                                      ; preds = %29
  %7 = mul i32 %2, 3
  br label %"$L__BB4_39"

"$L__BB4_39":                                     ; preds = %"$L__BB4_28", %"$L__BB4_13", %"$L__BB4_21", %"$L__BB4_6", %34, %33, %32, %29, %35, %"$L__BB4_31", %"$L__BB4_35", %"$L__BB4_33", %"$L__BB4_37", %"$L__BB4_32", %"$L__BB4_36", %"$L__BB4_34", %"$L__BB4_38", %36, %"$L__BB4_15", %"$L__BB4_23", %"$L__BB4_8", %"$L__BB4_12", %"$L__BB4_20", %"$L__BB4_5"
  %"%r23.0" = phi i32 [ %24, %"$L__BB4_31" ], [ %37, %36 ], [ %17, %"$L__BB4_32" ], [ %20, %"$L__BB4_33" ], [ %21, %"$L__BB4_23" ], [ %9, %"$L__BB4_34" ], [ %10, %"$L__BB4_20" ], [ %22, %"$L__BB4_35" ], [ %23, %"$L__BB4_15" ], [ %11, %"$L__BB4_36" ], [ %12, %"$L__BB4_12" ], [ %18, %"$L__BB4_37" ], [ %19, %"$L__BB4_8" ], [ %6, %"$L__BB4_38" ], [ %7, %"$L__BB4_5" ], [ 57005, %35 ], [ 57005, %29 ], [ 57005, %32 ], [ 57005, %33 ], [ 19, %34 ], [ 57005, %"$L__BB4_6" ], [ 57005, %"$L__BB4_21" ], [ 57005, %"$L__BB4_13" ], [ 57005, %"$L__BB4_28" ]
  ret i32 %"%r23.0"

"$L__BB4_24":                                     ; preds = %"$L__BB4_16"
  %8 = icmp sgt i32 %1, 13
  br i1 %8, label %"$L__BB4_28", label %34

"$L__BB4_21":                                     ; preds = %30
  switch i32 %1, label %"$L__BB4_39" [
    i32 10, label %"$L__BB4_33"
    i32 11, label %"$L__BB4_23"
  ]

"$L__BB4_34":                                     ; preds = %32
  %9 = or i32 %2, 256
  br label %"$L__BB4_39"

"$L__BB4_20":                                     ; preds = %32
  %10 = and i32 %2, 255
  br label %"$L__BB4_39"

"$L__BB4_13":                                     ; preds = %"$L__BB4_9"
  switch i32 %1, label %"$L__BB4_39" [
    i32 6, label %"$L__BB4_35"
    i32 7, label %"$L__BB4_15"
  ]

"$L__BB4_36":                                     ; preds = %33
  %11 = shl i32 %2, 2
  br label %"$L__BB4_39"

"$L__BB4_12":                                     ; preds = %33
  %12 = lshr i32 %2, 1
  br label %"$L__BB4_39"

"$L__BB4_28":                                     ; preds = %"$L__BB4_24"
  switch i32 %1, label %"$L__BB4_39" [
    i32 14, label %"$L__BB4_31"
    i32 15, label %36
  ]

"$L__BB4_32":                                     ; preds = %34
  %13 = zext i32 %2 to i64
  %14 = mul nuw nsw i64 %13, 1321528399
  %15 = lshr i64 %14, 34
  %16 = trunc nuw nsw i64 %15 to i32
  %.neg = mul i32 %16, -13
  %17 = add i32 %.neg, %2
  br label %"$L__BB4_39"

"$L__BB4_37":                                     ; preds = %"$L__BB4_6"
  %18 = xor i32 %2, 85
  br label %"$L__BB4_39"

"$L__BB4_8":                                      ; preds = %"$L__BB4_6"
  %19 = add i32 %2, -7
  br label %"$L__BB4_39"

"$L__BB4_33":                                     ; preds = %"$L__BB4_21"
  %20 = add i32 %2, 1000
  br label %"$L__BB4_39"

"$L__BB4_23":                                     ; preds = %"$L__BB4_21"
  %21 = mul i32 %2, 17
  br label %"$L__BB4_39"

"$L__BB4_35":                                     ; preds = %"$L__BB4_13"
  %22 = xor i32 %2, -1
  br label %"$L__BB4_39"

"$L__BB4_15":                                     ; preds = %"$L__BB4_13"
  %23 = mul i32 %2, %2
  br label %"$L__BB4_39"

"$L__BB4_31":                                     ; preds = %"$L__BB4_28"
  %24 = shl i32 %2, 1
  br label %"$L__BB4_39"

25:                                               ; preds = %allocas
  %26 = icmp sgt i32 %1, 3
  br i1 %26, label %"$L__BB4_9", label %27

27:                                               ; preds = %25
  %28 = icmp sgt i32 %1, 1
  br i1 %28, label %"$L__BB4_6", label %29

29:                                               ; preds = %27
  switch i32 %1, label %"$L__BB4_39" [
    i32 0, label %"$L__BB4_38"
    i32 1, label %"$L__BB4_5"
  ]

30:                                               ; preds = %"$L__BB4_16"
  %31 = icmp sgt i32 %1, 9
  br i1 %31, label %"$L__BB4_21", label %32

32:                                               ; preds = %30
  switch i32 %1, label %"$L__BB4_39" [
    i32 8, label %"$L__BB4_34"
    i32 9, label %"$L__BB4_20"
  ]

33:                                               ; preds = %"$L__BB4_9"
  switch i32 %1, label %"$L__BB4_39" [
    i32 4, label %"$L__BB4_36"
    i32 5, label %"$L__BB4_12"
  ]

34:                                               ; preds = %"$L__BB4_24"
  switch i32 %1, label %35 [
    i32 12, label %"$L__BB4_32"
    i32 13, label %"$L__BB4_39"
  ]

35:                                               ; preds = %34
  br label %"$L__BB4_39"

36:                                               ; preds = %"$L__BB4_28"
  %37 = add i32 %2, -1
  br label %"$L__BB4_39"
}

define internal i32 @_Z11many_paramshsjmfdPKjbat(ptr %0, i32 %1, i32 %2, i32 %3, i64 %4, i32 %5, i64 %6, i32 %7, i32 %8, i32 %9, i32 %10) {
allocas:
  %11 = and i32 %1, 255
  %sext4 = shl i32 %2, 16
  %12 = ashr exact i32 %sext4, 16
  %13 = bitcast i32 %5 to float
  %14 = bitcast i64 %6 to double
  %15 = and i32 %10, 65535
  %16 = add nsw i32 %12, %11
  %17 = add i32 %16, %3
  %18 = lshr i64 %4, 32
  %19 = trunc nuw i64 %18 to i32
  %20 = trunc i64 %4 to i32
  %21 = call float @llvm.trunc.f32(float %13)
  %22 = call i32 @llvm.fptosi.sat.i32.f32(float %21)
  %23 = call double @llvm.trunc.f64(double %14)
  %24 = call i64 @llvm.fptosi.sat.i64.f64(double %23)
  %25 = fcmp uno double %14, 0.000000e+00
  %26 = trunc i64 %24 to i32
  %27 = select i1 %25, i32 0, i32 %26
  %sext3.mask5 = and i32 %8, 255
  %28 = icmp eq i32 %sext3.mask5, 0
  %29 = select i1 %28, i32 0, i32 4096
  %30 = shl i32 %9, 24
  %31 = ashr exact i32 %30, 24
  %32 = add i32 %17, %20
  %33 = add i32 %32, %19
  %34 = add i32 %33, %7
  %35 = add i32 %34, %29
  %36 = add i32 %35, %31
  %37 = add i32 %36, %15
  %38 = add i32 %37, %22
  %39 = add i32 %38, %27
  ret i32 %39
}

define internal [24 x i8] @_Z11make_triplejf(ptr %0, i32 %1, i32 %2) {
allocas:
  %3 = bitcast i32 %2 to float
  %4 = xor i32 %1, 65535
  %5 = zext i32 %4 to i64
  %6 = zext i32 %1 to i64
  %7 = shl i64 %6, 40
  %8 = call float @llvm.fma.f32(float %3, float 2.000000e+00, float -1.000000e+00)
  %9 = mul i32 %1, 3
  %func_retval0.sroa.0.0.extract.trunc = trunc i32 %9 to i8
  %func_retval0.sroa.3.0.extract.shift = lshr i32 %9, 8
  %func_retval0.sroa.3.0.extract.trunc = trunc i32 %func_retval0.sroa.3.0.extract.shift to i8
  %func_retval0.sroa.5.0.extract.shift = lshr i32 %9, 16
  %func_retval0.sroa.5.0.extract.trunc = trunc i32 %func_retval0.sroa.5.0.extract.shift to i8
  %func_retval0.sroa.7.0.extract.shift = lshr i32 %9, 24
  %func_retval0.sroa.7.0.extract.trunc = trunc nuw i32 %func_retval0.sroa.7.0.extract.shift to i8
  %func_retval0.sroa.17.8.extract.trunc = trunc i32 %4 to i8
  %func_retval0.sroa.20.8.extract.shift = lshr i64 %5, 8
  %func_retval0.sroa.20.8.extract.trunc = trunc i64 %func_retval0.sroa.20.8.extract.shift to i8
  %func_retval0.sroa.22.8.extract.shift = lshr i64 %5, 16
  %func_retval0.sroa.22.8.extract.trunc = trunc i64 %func_retval0.sroa.22.8.extract.shift to i8
  %func_retval0.sroa.24.8.extract.shift = lshr i64 %5, 24
  %func_retval0.sroa.24.8.extract.trunc = trunc nuw i64 %func_retval0.sroa.24.8.extract.shift to i8
  %func_retval0.sroa.28.8.extract.trunc = trunc i32 %1 to i8
  %func_retval0.sroa.30.8.extract.shift = lshr i64 %7, 48
  %func_retval0.sroa.30.8.extract.trunc = trunc i64 %func_retval0.sroa.30.8.extract.shift to i8
  %func_retval0.sroa.32.8.extract.shift = lshr i64 %7, 56
  %func_retval0.sroa.32.8.extract.trunc = trunc nuw i64 %func_retval0.sroa.32.8.extract.shift to i8
  %10 = bitcast float %8 to i32
  %func_retval0.sroa.34.16.extract.trunc = trunc i32 %10 to i8
  %func_retval0.sroa.37.16.extract.shift = lshr i32 %10, 8
  %func_retval0.sroa.37.16.extract.trunc = trunc i32 %func_retval0.sroa.37.16.extract.shift to i8
  %func_retval0.sroa.39.16.extract.shift = lshr i32 %10, 16
  %func_retval0.sroa.39.16.extract.trunc = trunc i32 %func_retval0.sroa.39.16.extract.shift to i8
  %func_retval0.sroa.41.16.extract.shift = lshr i32 %10, 24
  %func_retval0.sroa.41.16.extract.trunc = trunc nuw i32 %func_retval0.sroa.41.16.extract.shift to i8
  %.fca.0.insert = insertvalue [24 x i8] poison, i8 %func_retval0.sroa.0.0.extract.trunc, 0
  %.fca.1.insert = insertvalue [24 x i8] %.fca.0.insert, i8 %func_retval0.sroa.3.0.extract.trunc, 1
  %.fca.2.insert = insertvalue [24 x i8] %.fca.1.insert, i8 %func_retval0.sroa.5.0.extract.trunc, 2
  %.fca.3.insert = insertvalue [24 x i8] %.fca.2.insert, i8 %func_retval0.sroa.7.0.extract.trunc, 3
  %.fca.4.insert = insertvalue [24 x i8] %.fca.3.insert, i8 undef, 4
  %.fca.5.insert = insertvalue [24 x i8] %.fca.4.insert, i8 undef, 5
  %.fca.6.insert = insertvalue [24 x i8] %.fca.5.insert, i8 undef, 6
  %.fca.7.insert = insertvalue [24 x i8] %.fca.6.insert, i8 undef, 7
  %.fca.8.insert = insertvalue [24 x i8] %.fca.7.insert, i8 %func_retval0.sroa.17.8.extract.trunc, 8
  %.fca.9.insert = insertvalue [24 x i8] %.fca.8.insert, i8 %func_retval0.sroa.20.8.extract.trunc, 9
  %.fca.10.insert = insertvalue [24 x i8] %.fca.9.insert, i8 %func_retval0.sroa.22.8.extract.trunc, 10
  %.fca.11.insert = insertvalue [24 x i8] %.fca.10.insert, i8 %func_retval0.sroa.24.8.extract.trunc, 11
  %.fca.12.insert = insertvalue [24 x i8] %.fca.11.insert, i8 0, 12
  %.fca.13.insert = insertvalue [24 x i8] %.fca.12.insert, i8 %func_retval0.sroa.28.8.extract.trunc, 13
  %.fca.14.insert = insertvalue [24 x i8] %.fca.13.insert, i8 %func_retval0.sroa.30.8.extract.trunc, 14
  %.fca.15.insert = insertvalue [24 x i8] %.fca.14.insert, i8 %func_retval0.sroa.32.8.extract.trunc, 15
  %.fca.16.insert = insertvalue [24 x i8] %.fca.15.insert, i8 %func_retval0.sroa.34.16.extract.trunc, 16
  %.fca.17.insert = insertvalue [24 x i8] %.fca.16.insert, i8 %func_retval0.sroa.37.16.extract.trunc, 17
  %.fca.18.insert = insertvalue [24 x i8] %.fca.17.insert, i8 %func_retval0.sroa.39.16.extract.trunc, 18
  %.fca.19.insert = insertvalue [24 x i8] %.fca.18.insert, i8 %func_retval0.sroa.41.16.extract.trunc, 19
  %.fca.20.insert = insertvalue [24 x i8] %.fca.19.insert, i8 undef, 20
  %.fca.21.insert = insertvalue [24 x i8] %.fca.20.insert, i8 undef, 21
  %.fca.22.insert = insertvalue [24 x i8] %.fca.21.insert, i8 undef, 22
  %.fca.23.insert = insertvalue [24 x i8] %.fca.22.insert, i8 undef, 23
  ret [24 x i8] %.fca.23.insert
}

define internal [16 x i8] @_Z9make_quad6Tripled(ptr %0, [24 x i8] %1) {
allocas:
  %.fca.0.extract = extractvalue [24 x i8] %1, 0
  %.fca.1.extract = extractvalue [24 x i8] %1, 1
  %.fca.2.extract = extractvalue [24 x i8] %1, 2
  %.fca.3.extract = extractvalue [24 x i8] %1, 3
  %.fca.8.extract = extractvalue [24 x i8] %1, 8
  %.fca.16.extract = extractvalue [24 x i8] %1, 16
  %.fca.17.extract = extractvalue [24 x i8] %1, 17
  %.fca.18.extract = extractvalue [24 x i8] %1, 18
  %.fca.19.extract = extractvalue [24 x i8] %1, 19
  %_Z9make_quad6Tripled_param_0.sroa.22.16.insert.ext = zext i8 %.fca.19.extract to i32
  %_Z9make_quad6Tripled_param_0.sroa.22.16.insert.shift = shl nuw i32 %_Z9make_quad6Tripled_param_0.sroa.22.16.insert.ext, 24
  %_Z9make_quad6Tripled_param_0.sroa.21.16.insert.ext = zext i8 %.fca.18.extract to i32
  %_Z9make_quad6Tripled_param_0.sroa.21.16.insert.shift = shl nuw nsw i32 %_Z9make_quad6Tripled_param_0.sroa.21.16.insert.ext, 16
  %_Z9make_quad6Tripled_param_0.sroa.21.16.insert.insert = or disjoint i32 %_Z9make_quad6Tripled_param_0.sroa.22.16.insert.shift, %_Z9make_quad6Tripled_param_0.sroa.21.16.insert.shift
  %_Z9make_quad6Tripled_param_0.sroa.20.16.insert.ext = zext i8 %.fca.17.extract to i32
  %_Z9make_quad6Tripled_param_0.sroa.20.16.insert.shift = shl nuw nsw i32 %_Z9make_quad6Tripled_param_0.sroa.20.16.insert.ext, 8
  %_Z9make_quad6Tripled_param_0.sroa.20.16.insert.insert = or disjoint i32 %_Z9make_quad6Tripled_param_0.sroa.21.16.insert.insert, %_Z9make_quad6Tripled_param_0.sroa.20.16.insert.shift
  %_Z9make_quad6Tripled_param_0.sroa.18.16.insert.ext = zext i8 %.fca.16.extract to i32
  %_Z9make_quad6Tripled_param_0.sroa.18.16.insert.insert = or disjoint i32 %_Z9make_quad6Tripled_param_0.sroa.20.16.insert.insert, %_Z9make_quad6Tripled_param_0.sroa.18.16.insert.ext
  %2 = bitcast i32 %_Z9make_quad6Tripled_param_0.sroa.18.16.insert.insert to float
  %_Z9make_quad6Tripled_param_0.sroa.4.0.insert.ext = zext i8 %.fca.3.extract to i32
  %_Z9make_quad6Tripled_param_0.sroa.4.0.insert.shift = shl nuw i32 %_Z9make_quad6Tripled_param_0.sroa.4.0.insert.ext, 24
  %_Z9make_quad6Tripled_param_0.sroa.3.0.insert.ext = zext i8 %.fca.2.extract to i32
  %_Z9make_quad6Tripled_param_0.sroa.3.0.insert.shift = shl nuw nsw i32 %_Z9make_quad6Tripled_param_0.sroa.3.0.insert.ext, 16
  %_Z9make_quad6Tripled_param_0.sroa.3.0.insert.insert = or disjoint i32 %_Z9make_quad6Tripled_param_0.sroa.4.0.insert.shift, %_Z9make_quad6Tripled_param_0.sroa.3.0.insert.shift
  %_Z9make_quad6Tripled_param_0.sroa.2.0.insert.ext = zext i8 %.fca.1.extract to i32
  %_Z9make_quad6Tripled_param_0.sroa.2.0.insert.shift = shl nuw nsw i32 %_Z9make_quad6Tripled_param_0.sroa.2.0.insert.ext, 8
  %_Z9make_quad6Tripled_param_0.sroa.2.0.insert.insert = or disjoint i32 %_Z9make_quad6Tripled_param_0.sroa.3.0.insert.insert, %_Z9make_quad6Tripled_param_0.sroa.2.0.insert.shift
  %_Z9make_quad6Tripled_param_0.sroa.0.0.insert.ext = zext i8 %.fca.0.extract to i32
  %_Z9make_quad6Tripled_param_0.sroa.0.0.insert.insert = or disjoint i32 %_Z9make_quad6Tripled_param_0.sroa.2.0.insert.insert, %_Z9make_quad6Tripled_param_0.sroa.0.0.insert.ext
  %3 = uitofp i32 %_Z9make_quad6Tripled_param_0.sroa.0.0.insert.insert to double
  %4 = fpext float %2 to double
  %5 = trunc i32 %_Z9make_quad6Tripled_param_0.sroa.0.0.insert.insert to i16
  %6 = fcmp ogt float %2, 0.000000e+00
  %7 = call double @llvm.fma.f64(double %3, double 5.000000e-01, double %4)
  %8 = add i16 %5, 25536
  %9 = bitcast double %7 to i64
  %func_retval0.sroa.0.0.extract.trunc = trunc i64 %9 to i8
  %func_retval0.sroa.3.0.extract.shift = lshr i64 %9, 8
  %func_retval0.sroa.3.0.extract.trunc = trunc i64 %func_retval0.sroa.3.0.extract.shift to i8
  %func_retval0.sroa.5.0.extract.shift = lshr i64 %9, 16
  %func_retval0.sroa.5.0.extract.trunc = trunc i64 %func_retval0.sroa.5.0.extract.shift to i8
  %func_retval0.sroa.7.0.extract.shift = lshr i64 %9, 24
  %func_retval0.sroa.7.0.extract.trunc = trunc i64 %func_retval0.sroa.7.0.extract.shift to i8
  %func_retval0.sroa.9.0.extract.shift = lshr i64 %9, 32
  %func_retval0.sroa.9.0.extract.trunc = trunc i64 %func_retval0.sroa.9.0.extract.shift to i8
  %func_retval0.sroa.11.0.extract.shift = lshr i64 %9, 40
  %func_retval0.sroa.11.0.extract.trunc = trunc i64 %func_retval0.sroa.11.0.extract.shift to i8
  %func_retval0.sroa.13.0.extract.shift = lshr i64 %9, 48
  %func_retval0.sroa.13.0.extract.trunc = trunc i64 %func_retval0.sroa.13.0.extract.shift to i8
  %func_retval0.sroa.15.0.extract.shift = lshr i64 %9, 56
  %func_retval0.sroa.15.0.extract.trunc = trunc nuw i64 %func_retval0.sroa.15.0.extract.shift to i8
  %func_retval0.sroa.17.8.extract.trunc = trunc i16 %8 to i8
  %func_retval0.sroa.20.8.extract.shift = lshr i16 %8, 8
  %func_retval0.sroa.20.8.extract.trunc = trunc nuw i16 %func_retval0.sroa.20.8.extract.shift to i8
  %10 = zext i1 %6 to i8
  %.fca.0.insert = insertvalue [16 x i8] poison, i8 %func_retval0.sroa.0.0.extract.trunc, 0
  %.fca.1.insert = insertvalue [16 x i8] %.fca.0.insert, i8 %func_retval0.sroa.3.0.extract.trunc, 1
  %.fca.2.insert = insertvalue [16 x i8] %.fca.1.insert, i8 %func_retval0.sroa.5.0.extract.trunc, 2
  %.fca.3.insert = insertvalue [16 x i8] %.fca.2.insert, i8 %func_retval0.sroa.7.0.extract.trunc, 3
  %.fca.4.insert = insertvalue [16 x i8] %.fca.3.insert, i8 %func_retval0.sroa.9.0.extract.trunc, 4
  %.fca.5.insert = insertvalue [16 x i8] %.fca.4.insert, i8 %func_retval0.sroa.11.0.extract.trunc, 5
  %.fca.6.insert = insertvalue [16 x i8] %.fca.5.insert, i8 %func_retval0.sroa.13.0.extract.trunc, 6
  %.fca.7.insert = insertvalue [16 x i8] %.fca.6.insert, i8 %func_retval0.sroa.15.0.extract.trunc, 7
  %.fca.8.insert = insertvalue [16 x i8] %.fca.7.insert, i8 %func_retval0.sroa.17.8.extract.trunc, 8
  %.fca.9.insert = insertvalue [16 x i8] %.fca.8.insert, i8 %func_retval0.sroa.20.8.extract.trunc, 9
  %.fca.10.insert = insertvalue [16 x i8] %.fca.9.insert, i8 %.fca.8.extract, 10
  %.fca.11.insert = insertvalue [16 x i8] %.fca.10.insert, i8 %10, 11
  %.fca.12.insert = insertvalue [16 x i8] %.fca.11.insert, i8 undef, 12
  %.fca.13.insert = insertvalue [16 x i8] %.fca.12.insert, i8 undef, 13
  %.fca.14.insert = insertvalue [16 x i8] %.fca.13.insert, i8 undef, 14
  %.fca.15.insert = insertvalue [16 x i8] %.fca.14.insert, i8 undef, 15
  ret [16 x i8] %.fca.15.insert
}

define internal i64 @_Z10mix_doubledfi(ptr %0, i64 %1, i32 %2) {
allocas:
  %3 = bitcast i64 %1 to double
  %4 = sitofp i32 %2 to double
  %5 = call double @llvm.fma.f64(double %3, double 3.000000e+00, double %4)
  %6 = bitcast double %5 to i64
  ret i64 %6
}

define internal i32 @_Z8is_primej(ptr %0, i32 %1) {
allocas:
  %2 = icmp ult i32 %1, 2
  br i1 %2, label %"$L__BB9_5", label %8

"$L__BB9_5":                                      ; preds = %10, %"$L__BB9_3", %8, %allocas
  %"%rs6.0" = phi i32 [ 0, %allocas ], [ 1, %8 ], [ 0, %"$L__BB9_3" ], [ 1, %10 ]
  ret i32 %"%rs6.0"

"$L__BB9_3":                                      ; preds = %8, %10
  %"%r8.0" = phi i32 [ %11, %10 ], [ 2, %8 ]
  %3 = icmp ne i32 %"%r8.0", 0
  %4 = call i32 @llvm.umax.i32(i32 %"%r8.0", i32 1)
  %5 = urem i32 %1, %4
  %6 = icmp eq i32 %5, 0
  %7 = and i1 %3, %6
  br i1 %7, label %"$L__BB9_5", label %10

8:                                                ; preds = %allocas
  %9 = icmp ult i32 %1, 4
  br i1 %9, label %"$L__BB9_5", label %"$L__BB9_3"

10:                                               ; preds = %"$L__BB9_3"
  %11 = add i32 %"%r8.0", 1
  %12 = mul i32 %11, %11
  %.not = icmp ugt i32 %12, %1
  br i1 %.not, label %"$L__BB9_5", label %"$L__BB9_3"
}

define internal void @_Z10out_paramsjPjS_Pf(ptr %0, i32 %1, i64 %2, i64 %3, i64 %4) {
allocas:
  %5 = inttoptr i64 %4 to ptr
  %6 = inttoptr i64 %3 to ptr
  %7 = inttoptr i64 %2 to ptr
  %8 = and i32 %1, 65535
  store i32 %8, ptr %7, align 4
  %9 = lshr i32 %1, 16
  store i32 %9, ptr %6, align 4
  %10 = uitofp i32 %1 to float
  store float %10, ptr %5, align 4
  ret void
}

define internal i64 @_Z9factorialj(ptr %0, i32 %1) {
allocas:
  %2 = icmp ult i32 %1, 2
  br i1 %2, label %"$L__BB11_6", label %21

"$L__BB11_6":                                     ; preds = %"$L__BB11_5", %"$L__BB11_4", %allocas
  %"%rd24.0" = phi i64 [ 1, %allocas ], [ %"%rd24.1", %"$L__BB11_4" ], [ %19, %"$L__BB11_5" ]
  ret i64 %"%rd24.0"

"$L__BB11_4":                                     ; preds = %"$L__BB11_3", %21
  %"%rd24.1" = phi i64 [ 1, %21 ], [ %15, %"$L__BB11_3" ]
  %"%r20.0" = phi i32 [ %1, %21 ], [ %14, %"$L__BB11_3" ]
  %3 = icmp eq i32 %23, 0
  br i1 %3, label %"$L__BB11_6", label %"$L__BB11_5"

"$L__BB11_3":                                     ; preds = %"$L__BB11_3", %26
  %"%r19.0" = phi i32 [ %27, %26 ], [ %16, %"$L__BB11_3" ]
  %"%rd24.2" = phi i64 [ 1, %26 ], [ %15, %"$L__BB11_3" ]
  %"%r20.1" = phi i32 [ %1, %26 ], [ %14, %"$L__BB11_3" ]
  %4 = zext i32 %"%r20.1" to i64
  %5 = mul i64 %"%rd24.2", %4
  %6 = add i32 %"%r20.1", -1
  %7 = zext i32 %6 to i64
  %8 = mul i64 %5, %7
  %9 = add i32 %"%r20.1", -2
  %10 = zext i32 %9 to i64
  %11 = mul i64 %8, %10
  %12 = add i32 %"%r20.1", -3
  %13 = zext i32 %12 to i64
  %14 = add i32 %"%r20.1", -4
  %15 = mul i64 %11, %13
  %16 = add i32 %"%r19.0", -4
  %.not = icmp eq i32 %16, 0
  br i1 %.not, label %"$L__BB11_4", label %"$L__BB11_3"

"$L__BB11_5":                                     ; preds = %"$L__BB11_4", %"$L__BB11_5"
  %"%r22.0" = phi i32 [ %20, %"$L__BB11_5" ], [ %23, %"$L__BB11_4" ]
  %"%rd24.3" = phi i64 [ %19, %"$L__BB11_5" ], [ %"%rd24.1", %"$L__BB11_4" ]
  %"%r20.2" = phi i32 [ %17, %"$L__BB11_5" ], [ %"%r20.0", %"$L__BB11_4" ]
  %17 = add i32 %"%r20.2", -1
  %18 = zext i32 %"%r20.2" to i64
  %19 = mul i64 %"%rd24.3", %18
  %20 = add i32 %"%r22.0", -1
  %.not18 = icmp eq i32 %20, 0
  br i1 %.not18, label %"$L__BB11_6", label %"$L__BB11_5"

21:                                               ; preds = %allocas
  %22 = add i32 %1, -1
  %23 = and i32 %22, 3
  %24 = add i32 %1, -2
  %25 = icmp ult i32 %24, 3
  br i1 %25, label %"$L__BB11_4", label %26

26:                                               ; preds = %21
  %27 = and i32 %22, -4
  br label %"$L__BB11_3"
}

define internal i32 @_Z9fibonaccij(ptr %0, i32 %1) {
allocas:
  %2 = icmp ult i32 %1, 2
  br i1 %2, label %"$L__BB12_2", label %3

"$L__BB12_2":                                     ; preds = %3, %allocas
  %"%r8.0" = phi i32 [ %1, %allocas ], [ %8, %3 ]
  ret i32 %"%r8.0"

3:                                                ; preds = %allocas
  %4 = add i32 %1, -1
  %5 = call i32 @_Z9fibonaccij(ptr %0, i32 %4)
  %6 = add i32 %1, -2
  %7 = call i32 @_Z9fibonaccij(ptr %0, i32 %6)
  %8 = add i32 %7, %5
  br label %"$L__BB12_2"
}

define internal i32 @_Z7is_evenj(ptr %0, i32 %1) {
allocas:
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %"$L__BB13_2", label %3

"$L__BB13_2":                                     ; preds = %3, %allocas
  %"%rs4.0" = phi i32 [ 1, %allocas ], [ %6, %3 ]
  ret i32 %"%rs4.0"

3:                                                ; preds = %allocas
  %4 = add i32 %1, -1
  %5 = call i32 @_Z6is_oddj(ptr %0, i32 %4)
  %sext = shl i32 %5, 16
  %6 = ashr exact i32 %sext, 16
  br label %"$L__BB13_2"
}

define internal i32 @_Z3gcdjj(ptr %0, i32 %1, i32 %2) {
allocas:
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %"$L__BB15_3", label %"$L__BB15_2"

"$L__BB15_3":                                     ; preds = %"$L__BB15_2", %allocas
  %"%r9.0" = phi i32 [ %1, %allocas ], [ %"%r7.0", %"$L__BB15_2" ]
  ret i32 %"%r9.0"

"$L__BB15_2":                                     ; preds = %allocas, %"$L__BB15_2"
  %"%r8.0" = phi i32 [ %"%r7.0", %"$L__BB15_2" ], [ %1, %allocas ]
  %"%r7.0" = phi i32 [ %4, %"$L__BB15_2" ], [ %2, %allocas ]
  %4 = urem i32 %"%r8.0", %"%r7.0"
  %.not = icmp eq i32 %4, 0
  br i1 %.not, label %"$L__BB15_3", label %"$L__BB15_2"
}

define internal i32 @_Z9frame_sumjj(ptr %0, i32 %1, i32 %2) {
allocas:
  %__local_depot16 = alloca [16 x i8], align 16
  %3 = add i32 %2, %1
  %4 = add i32 %3, %2
  %5 = add i32 %4, %2
  %6 = add i32 %5, %2
  %7 = insertelement <4 x i32> poison, i32 %3, i64 0
  %8 = insertelement <4 x i32> %7, i32 %4, i64 1
  %9 = insertelement <4 x i32> %8, i32 %5, i64 2
  %10 = insertelement <4 x i32> %9, i32 %6, i64 3
  store <4 x i32> %10, ptr %__local_depot16, align 16
  %11 = icmp eq i32 %1, 0
  br i1 %11, label %"$L__BB16_2", label %27

"$L__BB16_2":                                     ; preds = %27, %allocas
  %"%r18.0" = phi i32 [ 0, %allocas ], [ %30, %27 ]
  %12 = ptrtoint ptr %__local_depot16 to i64
  %13 = shl i32 %2, 2
  %14 = and i32 %13, 12
  %15 = zext nneg i32 %14 to i64
  %16 = or disjoint i64 %12, %15
  %17 = inttoptr i64 %16 to ptr
  %18 = load i32, ptr %17, align 4
  %19 = add i32 %18, %"%r18.0"
  %20 = shl i32 %1, 2
  %21 = and i32 %20, 12
  %22 = zext nneg i32 %21 to i64
  %23 = or disjoint i64 %12, %22
  %24 = inttoptr i64 %23 to ptr
  %25 = load i32, ptr %24, align 4
  %26 = add i32 %19, %25
  ret i32 %26

27:                                               ; preds = %allocas
  %28 = add i32 %1, -1
  %29 = xor i32 %2, %1
  %30 = call i32 @_Z9frame_sumjj(ptr %0, i32 %28, i32 %29)
  br label %"$L__BB16_2"
}

define internal i32 @_Z8fop_halff(ptr %0, i32 %1) {
allocas:
  %2 = bitcast i32 %1 to float
  %3 = fmul float %2, 5.000000e-01
  %4 = bitcast float %3 to i32
  ret i32 %4
}

define internal i32 @_Z7fop_negf(ptr %0, i32 %1) {
allocas:
  %2 = bitcast i32 %1 to float
  %3 = fneg float %2
  %4 = bitcast float %3 to i32
  ret i32 %4
}

define internal i32 @_Z6fop_sqf(ptr %0, i32 %1) {
allocas:
  %2 = bitcast i32 %1 to float
  %3 = fmul float %2, %2
  %4 = bitcast float %3 to i32
  ret i32 %4
}

define internal i32 @_Z11apply_twicePFjjjEjj(ptr %0, i64 %1, i32 %2, i32 %3) {
allocas:
  %4 = inttoptr i64 %1 to ptr
  %5 = call i32 %4(ptr %0, i32 %2, i32 %3)
  %6 = call i32 %4(ptr %0, i32 %5, i32 %3)
  ret i32 %6
}

define internal i32 @_Z11apply_floatPFffEf(ptr %0, i64 %1, i32 %2) {
allocas:
  %3 = inttoptr i64 %1 to ptr
  %4 = call i32 %3(ptr %0, i32 %2)
  %5 = bitcast i32 %4 to float
  %6 = fadd float %5, 1.000000e+00
  %7 = bitcast float %6 to i32
  ret i32 %7
}

define void @divergent_if_else(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = and i32 %7, 31
  %11 = and i32 %9, 15
  %12 = zext nneg i32 %11 to i64
  %13 = shl i32 %9, 2
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 60
  %16 = add i64 %15, ptrtoint (ptr @U32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr
  %18 = load i32, ptr %17, align 4, !invariant.load !0
  %19 = and i32 %7, 1
  %.not = icmp eq i32 %19, 0
  br i1 %.not, label %"$L__BB22_2", label %"$L__BB22_1"

"$L__BB22_2":                                     ; preds = %allocas
  %20 = icmp ult i32 %10, 16
  br i1 %20, label %"$L__BB22_4", label %"$L__BB22_3"

"$L__BB22_4":                                     ; preds = %"$L__BB22_2"
  %21 = add nsw i64 %12, -4
  %22 = icmp ult i64 %21, 9
  %23 = select i1 %22, i32 -65536, i32 -1
  %24 = xor i32 %18, %23
  br label %"$L__BB22_5"

"$L__BB22_5":                                     ; preds = %"$L__BB22_3", %"$L__BB22_1", %"$L__BB22_4"
  %"%r41.0" = phi i32 [ %24, %"$L__BB22_4" ], [ %65, %"$L__BB22_3" ], [ %64, %"$L__BB22_1" ]
  %25 = shl i32 %9, 3
  %26 = zext i32 %25 to i64
  %27 = shl nuw nsw i64 %26, 2
  %28 = add i64 %2, %27
  %29 = inttoptr i64 %28 to ptr
  store i32 %"%r41.0", ptr %29, align 4
  %30 = lshr i64 1504, %12
  %31 = and i64 %30, 1
  %.not41 = icmp eq i64 %31, 0
  br i1 %.not41, label %"$L__BB22_7", label %"$L__BB22_6"

"$L__BB22_7":                                     ; preds = %"$L__BB22_5"
  %32 = add i32 %18, 4096
  %33 = add i64 %28, 4
  %34 = inttoptr i64 %33 to ptr
  store i32 %32, ptr %34, align 4
  br label %"$L__BB22_8"

"$L__BB22_8":                                     ; preds = %"$L__BB22_6", %"$L__BB22_7"
  %35 = icmp eq i32 %11, 0
  %36 = icmp ult i32 %10, 4
  %37 = or i1 %36, %35
  br i1 %37, label %"$L__BB22_10", label %69

"$L__BB22_10":                                    ; preds = %69, %"$L__BB22_8"
  %"%r42.0" = phi i32 [ 0, %"$L__BB22_8" ], [ %75, %69 ]
  %38 = add i64 %28, 8
  %39 = inttoptr i64 %38 to ptr
  store i32 %"%r42.0", ptr %39, align 4
  %40 = icmp eq i32 %11, 7
  %41 = icmp eq i32 %10, 0
  %42 = or i1 %41, %40
  br i1 %42, label %"$L__BB22_12", label %76

"$L__BB22_12":                                    ; preds = %76, %"$L__BB22_10"
  %"%r43.0" = phi i32 [ 7, %"$L__BB22_10" ], [ %85, %76 ]
  %43 = add i64 %28, 12
  %44 = inttoptr i64 %43 to ptr
  store i32 %"%r43.0", ptr %44, align 4
  %45 = and i64 %14, 124
  %46 = add i64 %45, ptrtoint (ptr @F32_VALUES to i64)
  %47 = inttoptr i64 %46 to ptr
  %48 = load float, ptr %47, align 4, !invariant.load !0
  %49 = fcmp ogt float %48, 1.000000e+00
  br i1 %49, label %"$L__BB22_14", label %"$L__BB22_13"

"$L__BB22_14":                                    ; preds = %"$L__BB22_12"
  %50 = fmul float %48, 5.000000e-01
  br label %"$L__BB22_15"

"$L__BB22_15":                                    ; preds = %"$L__BB22_13", %"$L__BB22_14"
  %"%f8.0" = phi float [ %50, %"$L__BB22_14" ], [ %91, %"$L__BB22_13" ]
  %51 = bitcast float %"%f8.0" to i32
  %52 = fcmp uno float %"%f8.0", 0.000000e+00
  %53 = select i1 %52, i32 2147483647, i32 %51
  %54 = add i64 %28, 16
  %55 = inttoptr i64 %54 to ptr
  store i32 %53, ptr %55, align 4
  %56 = icmp ugt i32 %10, 23
  br i1 %56, label %"$L__BB22_18", label %92

"$L__BB22_18":                                    ; preds = %94, %92, %"$L__BB22_15"
  %"%r44.0" = phi i32 [ 0, %"$L__BB22_15" ], [ 1, %92 ], [ %98, %94 ]
  %57 = add i64 %28, 20
  %58 = inttoptr i64 %57 to ptr
  store i32 %"%r44.0", ptr %58, align 4
  ret void

"$L__BB22_1":                                     ; preds = %allocas
  %59 = and i32 %7, 2
  %60 = icmp eq i32 %59, 0
  %61 = mul i32 %18, 3
  %62 = add i32 %61, 1
  %63 = lshr i32 %18, 3
  %64 = select i1 %60, i32 %63, i32 %62
  br label %"$L__BB22_5"

"$L__BB22_3":                                     ; preds = %"$L__BB22_2"
  %65 = add i32 %18, %9
  br label %"$L__BB22_5"

"$L__BB22_6":                                     ; preds = %"$L__BB22_5"
  %66 = sub i32 0, %18
  %67 = add i64 %28, 4
  %68 = inttoptr i64 %67 to ptr
  store i32 %66, ptr %68, align 4
  br label %"$L__BB22_8"

69:                                               ; preds = %"$L__BB22_8"
  %70 = icmp ne i32 %18, 0
  %71 = call i32 @llvm.umax.i32(i32 %18, i32 1)
  %72 = udiv i32 %9, %71
  %73 = icmp ult i32 %72, 10
  %74 = and i1 %70, %73
  %75 = zext i1 %74 to i32
  br label %"$L__BB22_10"

76:                                               ; preds = %"$L__BB22_10"
  %77 = trunc nuw nsw i32 %10 to i16
  %78 = mul nuw nsw i32 %10, 52429
  %79 = lshr i32 %78, 18
  %80 = trunc nuw nsw i32 %79 to i16
  %.neg = mul nsw i16 %80, -5
  %81 = add nsw i16 %.neg, %77
  %82 = icmp eq i16 %81, 2
  %83 = icmp ugt i32 %9, 40
  %84 = and i1 %83, %82
  %85 = select i1 %84, i32 7, i32 9
  br label %"$L__BB22_12"

"$L__BB22_13":                                    ; preds = %"$L__BB22_12"
  %86 = fcmp olt float %48, -1.000000e+00
  %87 = fadd float %48, 2.000000e+00
  %88 = fcmp uno float %48, 0.000000e+00
  %89 = select i1 %88, float 0.000000e+00, float %87
  %90 = fneg float %48
  %91 = select i1 %86, float %90, float %89
  br label %"$L__BB22_15"

92:                                               ; preds = %"$L__BB22_15"
  %93 = icmp ugt i32 %10, 11
  br i1 %93, label %"$L__BB22_18", label %94

94:                                               ; preds = %92
  %95 = icmp ult i32 %10, 6
  %96 = icmp ult i32 %10, 3
  %97 = select i1 %96, i32 4, i32 3
  %98 = select i1 %95, i32 %97, i32 2
  br label %"$L__BB22_18"
}

define void @loops_break_continue(ptr %0, ptr %1) {
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
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = add i32 %9, 1
  br label %"$L__BB23_1"

"$L__BB23_1":                                     ; preds = %187, %allocas
  %"%r3.0" = phi i32 [ 0, %allocas ], [ %185, %187 ]
  %"%r251.0" = phi i32 [ %14, %allocas ], [ %192, %187 ]
  %15 = icmp eq i32 %"%r251.0", 1
  br i1 %15, label %"$L__BB23_9", label %163

"$L__BB23_9":                                     ; preds = %"$L__BB23_6", %"$L__BB23_7", %"$L__BB23_8", %184, %"$L__BB23_1"
  %"%r252.0" = phi i32 [ %"%r3.0", %"$L__BB23_1" ], [ %18, %"$L__BB23_8" ], [ %19, %"$L__BB23_7" ], [ %20, %"$L__BB23_6" ], [ 100, %184 ]
  %16 = inttoptr i64 %13 to ptr
  store i32 %"%r252.0", ptr %16, align 4
  %17 = shl i32 %9, 2
  br label %"$L__BB23_10"

"$L__BB23_8":                                     ; preds = %163
  %18 = or disjoint i32 %"%r3.0", 1
  br label %"$L__BB23_9"

"$L__BB23_7":                                     ; preds = %170
  %19 = or disjoint i32 %"%r3.0", 2
  br label %"$L__BB23_9"

"$L__BB23_6":                                     ; preds = %177
  %20 = or disjoint i32 %"%r3.0", 3
  br label %"$L__BB23_9"

"$L__BB23_10":                                    ; preds = %"$L__BB23_34", %"$L__BB23_9"
  %"%r254.0" = phi i32 [ 0, %"$L__BB23_9" ], [ %87, %"$L__BB23_34" ]
  %"%r255.0" = phi i32 [ 0, %"$L__BB23_9" ], [ %"%r255.9", %"$L__BB23_34" ]
  %21 = trunc i32 %"%r254.0" to i16
  %22 = and i32 %"%r254.0", 65528
  %23 = mul nuw i32 %22, 43691
  %24 = lshr i32 %23, 17
  %25 = trunc nuw nsw i32 %24 to i16
  %.neg = mul i16 %25, -3
  %26 = sub i16 0, %21
  %27 = icmp eq i16 %.neg, %26
  br i1 %27, label %"$L__BB23_13", label %193

"$L__BB23_13":                                    ; preds = %196, %"$L__BB23_10"
  %"%r255.1" = phi i32 [ %"%r255.0", %"$L__BB23_10" ], [ %197, %196 ]
  %28 = or disjoint i32 %"%r254.0", 1
  %29 = trunc i32 %28 to i16
  %30 = and i32 %28, 65529
  %31 = mul nuw i32 %30, 43691
  %32 = lshr i32 %31, 17
  %33 = trunc nuw nsw i32 %32 to i16
  %.neg193 = mul i16 %33, -3
  %34 = sub nsw i16 0, %29
  %35 = icmp eq i16 %.neg193, %34
  br i1 %35, label %"$L__BB23_16", label %198

"$L__BB23_35":                                    ; preds = %"$L__BB23_34", %228, %223, %218, %213, %208, %203, %198, %193
  %"%r255.2" = phi i32 [ %"%r255.8", %228 ], [ %"%r255.7", %223 ], [ %"%r255.6", %218 ], [ %"%r255.5", %213 ], [ %"%r255.4", %208 ], [ %"%r255.3", %203 ], [ %"%r255.1", %198 ], [ %"%r255.0", %193 ], [ %"%r255.9", %"$L__BB23_34" ]
  %36 = add i64 %13, 4
  %37 = inttoptr i64 %36 to ptr
  store i32 %"%r255.2", ptr %37, align 4
  %38 = add i32 %9, 6
  br label %"$L__BB23_36"

"$L__BB23_16":                                    ; preds = %201, %"$L__BB23_13"
  %"%r255.3" = phi i32 [ %"%r255.1", %"$L__BB23_13" ], [ %202, %201 ]
  %39 = or disjoint i32 %"%r254.0", 2
  %40 = trunc i32 %39 to i16
  %41 = and i32 %39, 65530
  %42 = mul nuw i32 %41, 43691
  %43 = lshr i32 %42, 17
  %44 = trunc nuw nsw i32 %43 to i16
  %.neg194 = mul i16 %44, -3
  %45 = sub nsw i16 0, %40
  %46 = icmp eq i16 %.neg194, %45
  br i1 %46, label %"$L__BB23_19", label %203

"$L__BB23_19":                                    ; preds = %206, %"$L__BB23_16"
  %"%r255.4" = phi i32 [ %"%r255.3", %"$L__BB23_16" ], [ %207, %206 ]
  %47 = or disjoint i32 %"%r254.0", 3
  %48 = trunc i32 %47 to i16
  %49 = and i32 %47, 65531
  %50 = mul nuw i32 %49, 43691
  %51 = lshr i32 %50, 17
  %52 = trunc nuw nsw i32 %51 to i16
  %.neg195 = mul i16 %52, -3
  %53 = sub nsw i16 0, %48
  %54 = icmp eq i16 %.neg195, %53
  br i1 %54, label %"$L__BB23_22", label %208

"$L__BB23_22":                                    ; preds = %211, %"$L__BB23_19"
  %"%r255.5" = phi i32 [ %"%r255.4", %"$L__BB23_19" ], [ %212, %211 ]
  %55 = or disjoint i32 %"%r254.0", 4
  %56 = trunc i32 %55 to i16
  %57 = and i32 %55, 65532
  %58 = mul nuw i32 %57, 43691
  %59 = lshr i32 %58, 17
  %60 = trunc nuw nsw i32 %59 to i16
  %.neg196 = mul i16 %60, -3
  %61 = sub nsw i16 0, %56
  %62 = icmp eq i16 %.neg196, %61
  br i1 %62, label %"$L__BB23_25", label %213

"$L__BB23_25":                                    ; preds = %216, %"$L__BB23_22"
  %"%r255.6" = phi i32 [ %"%r255.5", %"$L__BB23_22" ], [ %217, %216 ]
  %63 = or disjoint i32 %"%r254.0", 5
  %64 = trunc i32 %63 to i16
  %65 = and i32 %63, 65533
  %66 = mul nuw i32 %65, 43691
  %67 = lshr i32 %66, 17
  %68 = trunc nuw nsw i32 %67 to i16
  %.neg197 = mul i16 %68, -3
  %69 = sub nsw i16 0, %64
  %70 = icmp eq i16 %.neg197, %69
  br i1 %70, label %"$L__BB23_28", label %218

"$L__BB23_28":                                    ; preds = %221, %"$L__BB23_25"
  %"%r255.7" = phi i32 [ %"%r255.6", %"$L__BB23_25" ], [ %222, %221 ]
  %71 = or disjoint i32 %"%r254.0", 6
  %72 = trunc i32 %71 to i16
  %73 = and i32 %71, 65534
  %74 = mul nuw i32 %73, 43691
  %75 = lshr i32 %74, 17
  %76 = trunc nuw nsw i32 %75 to i16
  %.neg198 = mul i16 %76, -3
  %77 = sub nsw i16 0, %72
  %78 = icmp eq i16 %.neg198, %77
  br i1 %78, label %"$L__BB23_31", label %223

"$L__BB23_31":                                    ; preds = %226, %"$L__BB23_28"
  %"%r255.8" = phi i32 [ %"%r255.7", %"$L__BB23_28" ], [ %227, %226 ]
  %79 = or disjoint i32 %"%r254.0", 7
  %80 = trunc i32 %79 to i16
  %81 = and i32 %79, 65535
  %82 = mul nuw i32 %81, 43691
  %83 = lshr i32 %82, 17
  %84 = trunc nuw nsw i32 %83 to i16
  %.neg199 = mul i16 %84, -3
  %85 = sub nsw i16 0, %80
  %86 = icmp eq i16 %.neg199, %85
  br i1 %86, label %"$L__BB23_34", label %228

"$L__BB23_34":                                    ; preds = %231, %"$L__BB23_31"
  %"%r255.9" = phi i32 [ %"%r255.8", %"$L__BB23_31" ], [ %232, %231 ]
  %87 = add i32 %"%r254.0", 8
  %88 = icmp ult i32 %87, 1000
  br i1 %88, label %"$L__BB23_10", label %"$L__BB23_35"

"$L__BB23_36":                                    ; preds = %"$L__BB23_41", %"$L__BB23_35"
  %"%r264.0" = phi i32 [ -1, %"$L__BB23_35" ], [ %"%r264.1", %"$L__BB23_41" ]
  %"%r265.0" = phi i32 [ 1, %"$L__BB23_35" ], [ %90, %"$L__BB23_41" ]
  %89 = icmp ugt i32 %"%r265.0", 19
  br i1 %89, label %"$L__BB23_41", label %"$L__BB23_38"

"$L__BB23_41":                                    ; preds = %233, %"$L__BB23_40", %"$L__BB23_36"
  %"%p73.0" = phi i1 [ true, %"$L__BB23_36" ], [ false, %"$L__BB23_40" ], [ true, %233 ]
  %"%r264.1" = phi i32 [ %"%r264.0", %"$L__BB23_36" ], [ %96, %"$L__BB23_40" ], [ %"%r264.0", %233 ]
  %90 = add i32 %"%r265.0", 1
  %91 = icmp ult i32 %90, 20
  %92 = and i1 %91, %"%p73.0"
  br i1 %92, label %"$L__BB23_36", label %236

"$L__BB23_38":                                    ; preds = %"$L__BB23_36", %233
  %"%r266.0" = phi i32 [ %234, %233 ], [ %"%r265.0", %"$L__BB23_36" ]
  %93 = mul i32 %"%r266.0", %"%r265.0"
  %94 = icmp eq i32 %93, %38
  br i1 %94, label %"$L__BB23_40", label %233

"$L__BB23_40":                                    ; preds = %"$L__BB23_38"
  %95 = mul nuw i32 %"%r265.0", 100
  %96 = add i32 %95, %"%r266.0"
  br label %"$L__BB23_41"

"$L__BB23_43":                                    ; preds = %"$L__BB23_43", %236
  %"%r268.0" = phi i32 [ 0, %236 ], [ %101, %"$L__BB23_43" ]
  %"%r269.0" = phi i32 [ %245, %236 ], [ %98, %"$L__BB23_43" ]
  %97 = mul i32 %"%r269.0", 1103515245
  %98 = add i32 %97, 12345
  %99 = lshr i32 %98, 28
  %100 = icmp ne i32 %99, %239
  %101 = add i32 %"%r268.0", 1
  %102 = icmp ult i32 %101, 64
  %103 = and i1 %102, %100
  br i1 %103, label %"$L__BB23_43", label %"$L__BB23_47"

"$L__BB23_50":                                    ; preds = %"$L__BB23_47"
  %104 = add nsw i32 %"%r273.0", 6
  br label %"$L__BB23_51"

"$L__BB23_52":                                    ; preds = %"$L__BB23_51", %256
  %"%r273.1" = phi i32 [ %108, %"$L__BB23_51" ], [ %"%r273.0", %256 ]
  %105 = add i32 %9, 3
  %106 = and i32 %105, 3
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %"$L__BB23_55", label %259

"$L__BB23_51":                                    ; preds = %"$L__BB23_50", %257
  %"%r272.0" = phi i32 [ %104, %"$L__BB23_50" ], [ %258, %257 ]
  %108 = call i32 @llvm.fshl.i32(i32 %"%r272.0", i32 %"%r272.0", i32 1)
  br label %"$L__BB23_52"

"$L__BB23_55":                                    ; preds = %"$L__BB23_52"
  %109 = add i32 %"%r273.1", 9
  br label %"$L__BB23_56"

"$L__BB23_57":                                    ; preds = %"$L__BB23_56", %259
  %"%r273.2" = phi i32 [ %111, %"$L__BB23_56" ], [ %"%r273.1", %259 ]
  %110 = icmp eq i32 %254, 0
  br i1 %110, label %"$L__BB23_60", label %262

"$L__BB23_56":                                    ; preds = %"$L__BB23_55", %260
  %"%r274.0" = phi i32 [ %109, %"$L__BB23_55" ], [ %261, %260 ]
  %111 = call i32 @llvm.fshl.i32(i32 %"%r274.0", i32 %"%r274.0", i32 1)
  br label %"$L__BB23_57"

"$L__BB23_60":                                    ; preds = %"$L__BB23_57"
  %112 = add i32 %"%r273.2", 12
  br label %"$L__BB23_61"

"$L__BB23_62":                                    ; preds = %"$L__BB23_61", %262
  %"%r273.3" = phi i32 [ %113, %"$L__BB23_61" ], [ %"%r273.2", %262 ]
  br i1 %251, label %"$L__BB23_65", label %265

"$L__BB23_61":                                    ; preds = %"$L__BB23_60", %263
  %"%r276.0" = phi i32 [ %112, %"$L__BB23_60" ], [ %264, %263 ]
  %113 = call i32 @llvm.fshl.i32(i32 %"%r276.0", i32 %"%r276.0", i32 1)
  br label %"$L__BB23_62"

"$L__BB23_65":                                    ; preds = %"$L__BB23_62"
  %114 = add i32 %"%r273.3", 15
  br label %"$L__BB23_66"

"$L__BB23_67":                                    ; preds = %"$L__BB23_66", %265
  %"%r273.4" = phi i32 [ %115, %"$L__BB23_66" ], [ %"%r273.3", %265 ]
  br i1 %255, label %"$L__BB23_70", label %268

"$L__BB23_66":                                    ; preds = %"$L__BB23_65", %266
  %"%r278.0" = phi i32 [ %114, %"$L__BB23_65" ], [ %267, %266 ]
  %115 = call i32 @llvm.fshl.i32(i32 %"%r278.0", i32 %"%r278.0", i32 1)
  br label %"$L__BB23_67"

"$L__BB23_70":                                    ; preds = %"$L__BB23_67"
  %116 = add i32 %"%r273.4", 18
  br label %"$L__BB23_71"

"$L__BB23_72":                                    ; preds = %"$L__BB23_71", %268
  %"%r273.5" = phi i32 [ %117, %"$L__BB23_71" ], [ %"%r273.4", %268 ]
  br i1 %107, label %"$L__BB23_75", label %271

"$L__BB23_71":                                    ; preds = %"$L__BB23_70", %269
  %"%r280.0" = phi i32 [ %116, %"$L__BB23_70" ], [ %270, %269 ]
  %117 = call i32 @llvm.fshl.i32(i32 %"%r280.0", i32 %"%r280.0", i32 1)
  br label %"$L__BB23_72"

"$L__BB23_75":                                    ; preds = %"$L__BB23_72"
  %118 = add i32 %"%r273.5", 21
  br label %"$L__BB23_76"

"$L__BB23_77":                                    ; preds = %"$L__BB23_76", %271
  %"%r273.6" = phi i32 [ %119, %"$L__BB23_76" ], [ %"%r273.5", %271 ]
  br i1 %110, label %"$L__BB23_80", label %274

"$L__BB23_76":                                    ; preds = %"$L__BB23_75", %272
  %"%r282.0" = phi i32 [ %118, %"$L__BB23_75" ], [ %273, %272 ]
  %119 = call i32 @llvm.fshl.i32(i32 %"%r282.0", i32 %"%r282.0", i32 1)
  br label %"$L__BB23_77"

"$L__BB23_80":                                    ; preds = %"$L__BB23_77"
  %120 = add i32 %"%r273.6", 24
  br label %"$L__BB23_81"

"$L__BB23_82":                                    ; preds = %"$L__BB23_81", %274
  %"%r273.7" = phi i32 [ %121, %"$L__BB23_81" ], [ %"%r273.6", %274 ]
  br i1 %251, label %"$L__BB23_85", label %277

"$L__BB23_81":                                    ; preds = %"$L__BB23_80", %275
  %"%r284.0" = phi i32 [ %120, %"$L__BB23_80" ], [ %276, %275 ]
  %121 = call i32 @llvm.fshl.i32(i32 %"%r284.0", i32 %"%r284.0", i32 1)
  br label %"$L__BB23_82"

"$L__BB23_85":                                    ; preds = %"$L__BB23_82"
  %122 = add i32 %"%r273.7", 27
  br label %"$L__BB23_86"

"$L__BB23_87":                                    ; preds = %"$L__BB23_86", %277
  %"%r273.8" = phi i32 [ %123, %"$L__BB23_86" ], [ %"%r273.7", %277 ]
  br i1 %255, label %"$L__BB23_90", label %280

"$L__BB23_86":                                    ; preds = %"$L__BB23_85", %278
  %"%r286.0" = phi i32 [ %122, %"$L__BB23_85" ], [ %279, %278 ]
  %123 = call i32 @llvm.fshl.i32(i32 %"%r286.0", i32 %"%r286.0", i32 1)
  br label %"$L__BB23_87"

"$L__BB23_90":                                    ; preds = %"$L__BB23_87"
  %124 = add i32 %"%r273.8", 30
  br label %"$L__BB23_91"

"$L__BB23_92":                                    ; preds = %"$L__BB23_91", %280
  %"%r273.9" = phi i32 [ %125, %"$L__BB23_91" ], [ %"%r273.8", %280 ]
  br i1 %107, label %"$L__BB23_95", label %283

"$L__BB23_91":                                    ; preds = %"$L__BB23_90", %281
  %"%r288.0" = phi i32 [ %124, %"$L__BB23_90" ], [ %282, %281 ]
  %125 = call i32 @llvm.fshl.i32(i32 %"%r288.0", i32 %"%r288.0", i32 1)
  br label %"$L__BB23_92"

"$L__BB23_95":                                    ; preds = %"$L__BB23_92"
  %126 = add i32 %"%r273.9", 33
  br label %"$L__BB23_96"

"$L__BB23_97":                                    ; preds = %"$L__BB23_96", %283
  %"%r273.10" = phi i32 [ %127, %"$L__BB23_96" ], [ %"%r273.9", %283 ]
  br i1 %110, label %"$L__BB23_100", label %286

"$L__BB23_96":                                    ; preds = %"$L__BB23_95", %284
  %"%r290.0" = phi i32 [ %126, %"$L__BB23_95" ], [ %285, %284 ]
  %127 = call i32 @llvm.fshl.i32(i32 %"%r290.0", i32 %"%r290.0", i32 1)
  br label %"$L__BB23_97"

"$L__BB23_100":                                   ; preds = %"$L__BB23_97"
  %128 = add i32 %"%r273.10", 36
  br label %"$L__BB23_101"

"$L__BB23_102":                                   ; preds = %"$L__BB23_101", %286
  %"%r273.11" = phi i32 [ %129, %"$L__BB23_101" ], [ %"%r273.10", %286 ]
  br i1 %251, label %"$L__BB23_105", label %289

"$L__BB23_101":                                   ; preds = %"$L__BB23_100", %287
  %"%r292.0" = phi i32 [ %128, %"$L__BB23_100" ], [ %288, %287 ]
  %129 = call i32 @llvm.fshl.i32(i32 %"%r292.0", i32 %"%r292.0", i32 1)
  br label %"$L__BB23_102"

"$L__BB23_105":                                   ; preds = %"$L__BB23_102"
  %130 = add i32 %"%r273.11", 39
  br label %"$L__BB23_106"

"$L__BB23_107":                                   ; preds = %"$L__BB23_106", %289
  %"%r273.12" = phi i32 [ %131, %"$L__BB23_106" ], [ %"%r273.11", %289 ]
  br i1 %255, label %"$L__BB23_110", label %292

"$L__BB23_106":                                   ; preds = %"$L__BB23_105", %290
  %"%r294.0" = phi i32 [ %130, %"$L__BB23_105" ], [ %291, %290 ]
  %131 = call i32 @llvm.fshl.i32(i32 %"%r294.0", i32 %"%r294.0", i32 1)
  br label %"$L__BB23_107"

"$L__BB23_110":                                   ; preds = %"$L__BB23_107"
  %132 = add i32 %"%r273.12", 42
  br label %"$L__BB23_111"

"$L__BB23_112":                                   ; preds = %"$L__BB23_111", %292
  %"%r273.13" = phi i32 [ %133, %"$L__BB23_111" ], [ %"%r273.12", %292 ]
  br i1 %107, label %"$L__BB23_115", label %295

"$L__BB23_111":                                   ; preds = %"$L__BB23_110", %293
  %"%r296.0" = phi i32 [ %132, %"$L__BB23_110" ], [ %294, %293 ]
  %133 = call i32 @llvm.fshl.i32(i32 %"%r296.0", i32 %"%r296.0", i32 1)
  br label %"$L__BB23_112"

"$L__BB23_115":                                   ; preds = %"$L__BB23_112"
  %134 = add i32 %"%r273.13", 45
  br label %"$L__BB23_116"

"$L__BB23_117":                                   ; preds = %"$L__BB23_116", %295
  %"%r273.14" = phi i32 [ %150, %"$L__BB23_116" ], [ %"%r273.13", %295 ]
  %135 = add i64 %13, 20
  %136 = inttoptr i64 %135 to ptr
  store i32 %"%r273.14", ptr %136, align 4
  %137 = zext i32 %9 to i64
  %138 = mul nuw nsw i64 %137, 613566757
  %139 = lshr i64 %138, 32
  %140 = trunc nuw nsw i64 %139 to i32
  %141 = sub i32 %9, %140
  %142 = lshr i32 %141, 1
  %143 = add nuw i32 %142, %140
  %144 = lshr i32 %143, 2
  %145 = mul i32 %144, 7
  %146 = sub i32 %9, %145
  %147 = add i32 %146, 1
  %148 = and i32 %147, 3
  %149 = icmp ult i32 %146, 3
  br i1 %149, label %"$L__BB23_120", label %298

"$L__BB23_116":                                   ; preds = %"$L__BB23_115", %296
  %"%r298.0" = phi i32 [ %134, %"$L__BB23_115" ], [ %297, %296 ]
  %150 = call i32 @llvm.fshl.i32(i32 %"%r298.0", i32 %"%r298.0", i32 1)
  br label %"$L__BB23_117"

"$L__BB23_120":                                   ; preds = %"$L__BB23_119", %"$L__BB23_117"
  %"%r304.0" = phi i32 [ %146, %"$L__BB23_117" ], [ %155, %"$L__BB23_119" ]
  %"%r309.0" = phi i32 [ 0, %"$L__BB23_117" ], [ %154, %"$L__BB23_119" ]
  %151 = icmp eq i32 %148, 0
  br i1 %151, label %"$L__BB23_122", label %"$L__BB23_121"

"$L__BB23_119":                                   ; preds = %"$L__BB23_119", %298
  %"%r304.1" = phi i32 [ %146, %298 ], [ %155, %"$L__BB23_119" ]
  %"%r309.1" = phi i32 [ 0, %298 ], [ %154, %"$L__BB23_119" ]
  %"%r300.0" = phi i32 [ %300, %298 ], [ %156, %"$L__BB23_119" ]
  %reass.add = shl i32 %"%r304.1", 1
  %152 = add i32 %"%r309.1", %reass.add
  %153 = add i32 %152, %reass.add
  %154 = add i32 %153, -2
  %155 = add i32 %"%r304.1", -4
  %156 = add i32 %"%r300.0", -4
  %.not209 = icmp eq i32 %156, -1
  br i1 %.not209, label %"$L__BB23_120", label %"$L__BB23_119"

"$L__BB23_122":                                   ; preds = %"$L__BB23_121", %"$L__BB23_120"
  %"%r309.2" = phi i32 [ %"%r309.0", %"$L__BB23_120" ], [ %160, %"$L__BB23_121" ]
  %157 = add i64 %13, 24
  %158 = inttoptr i64 %157 to ptr
  store i32 %"%r309.2", ptr %158, align 4
  ret void

"$L__BB23_121":                                   ; preds = %"$L__BB23_120", %"$L__BB23_121"
  %"%r304.2" = phi i32 [ %161, %"$L__BB23_121" ], [ %"%r304.0", %"$L__BB23_120" ]
  %"%r308.0" = phi i32 [ %162, %"$L__BB23_121" ], [ %148, %"$L__BB23_120" ]
  %"%r309.3" = phi i32 [ %160, %"$L__BB23_121" ], [ %"%r309.0", %"$L__BB23_120" ]
  %159 = add i32 %"%r309.3", %"%r304.2"
  %160 = add i32 %159, 1
  %161 = add i32 %"%r304.2", -1
  %162 = add i32 %"%r308.0", -1
  %.not210 = icmp eq i32 %162, 0
  br i1 %.not210, label %"$L__BB23_122", label %"$L__BB23_121"

163:                                              ; preds = %"$L__BB23_1"
  %164 = and i32 %"%r251.0", 1
  %.not = icmp eq i32 %164, 0
  %165 = mul i32 %"%r251.0", 3
  %166 = add i32 %165, 1
  %167 = lshr i32 %"%r251.0", 1
  %168 = select i1 %.not, i32 %167, i32 %166
  %169 = icmp eq i32 %168, 1
  br i1 %169, label %"$L__BB23_8", label %170

170:                                              ; preds = %163
  %171 = and i32 %168, 1
  %.not190 = icmp eq i32 %171, 0
  %172 = mul i32 %168, 3
  %173 = add i32 %172, 1
  %174 = lshr i32 %168, 1
  %175 = select i1 %.not190, i32 %174, i32 %173
  %176 = icmp eq i32 %175, 1
  br i1 %176, label %"$L__BB23_7", label %177

177:                                              ; preds = %170
  %178 = and i32 %175, 1
  %.not191 = icmp eq i32 %178, 0
  %179 = mul i32 %175, 3
  %180 = add i32 %179, 1
  %181 = lshr i32 %175, 1
  %182 = select i1 %.not191, i32 %181, i32 %180
  %183 = icmp eq i32 %182, 1
  br i1 %183, label %"$L__BB23_6", label %184

184:                                              ; preds = %177
  %185 = add i32 %"%r3.0", 4
  %186 = icmp ugt i32 %185, 99
  br i1 %186, label %"$L__BB23_9", label %187

187:                                              ; preds = %184
  %188 = and i32 %182, 1
  %.not192 = icmp eq i32 %188, 0
  %189 = lshr i32 %182, 1
  %190 = mul i32 %182, 3
  %191 = add i32 %190, 1
  %192 = select i1 %.not192, i32 %189, i32 %191
  br label %"$L__BB23_1"

193:                                              ; preds = %"$L__BB23_10"
  %194 = mul i32 %"%r254.0", %"%r254.0"
  %195 = icmp ugt i32 %194, %17
  br i1 %195, label %"$L__BB23_35", label %196

196:                                              ; preds = %193
  %197 = add i32 %"%r255.0", %"%r254.0"
  br label %"$L__BB23_13"

198:                                              ; preds = %"$L__BB23_13"
  %199 = mul i32 %28, %28
  %200 = icmp ugt i32 %199, %17
  br i1 %200, label %"$L__BB23_35", label %201

201:                                              ; preds = %198
  %202 = add i32 %"%r255.1", %28
  br label %"$L__BB23_16"

203:                                              ; preds = %"$L__BB23_16"
  %204 = mul i32 %39, %39
  %205 = icmp ugt i32 %204, %17
  br i1 %205, label %"$L__BB23_35", label %206

206:                                              ; preds = %203
  %207 = add i32 %"%r255.3", %39
  br label %"$L__BB23_19"

208:                                              ; preds = %"$L__BB23_19"
  %209 = mul i32 %47, %47
  %210 = icmp ugt i32 %209, %17
  br i1 %210, label %"$L__BB23_35", label %211

211:                                              ; preds = %208
  %212 = add i32 %"%r255.4", %47
  br label %"$L__BB23_22"

213:                                              ; preds = %"$L__BB23_22"
  %214 = mul i32 %55, %55
  %215 = icmp ugt i32 %214, %17
  br i1 %215, label %"$L__BB23_35", label %216

216:                                              ; preds = %213
  %217 = add i32 %"%r255.5", %55
  br label %"$L__BB23_25"

218:                                              ; preds = %"$L__BB23_25"
  %219 = mul i32 %63, %63
  %220 = icmp ugt i32 %219, %17
  br i1 %220, label %"$L__BB23_35", label %221

221:                                              ; preds = %218
  %222 = add i32 %"%r255.6", %63
  br label %"$L__BB23_28"

223:                                              ; preds = %"$L__BB23_28"
  %224 = mul i32 %71, %71
  %225 = icmp ugt i32 %224, %17
  br i1 %225, label %"$L__BB23_35", label %226

226:                                              ; preds = %223
  %227 = add i32 %"%r255.7", %71
  br label %"$L__BB23_31"

228:                                              ; preds = %"$L__BB23_31"
  %229 = mul i32 %79, %79
  %230 = icmp ugt i32 %229, %17
  br i1 %230, label %"$L__BB23_35", label %231

231:                                              ; preds = %228
  %232 = add i32 %"%r255.8", %79
  br label %"$L__BB23_34"

233:                                              ; preds = %"$L__BB23_38"
  %234 = add i32 %"%r266.0", 1
  %235 = icmp ult i32 %234, 20
  br i1 %235, label %"$L__BB23_38", label %"$L__BB23_41"

236:                                              ; preds = %"$L__BB23_41"
  %237 = add i64 %13, 8
  %238 = inttoptr i64 %237 to ptr
  store i32 %"%r264.1", ptr %238, align 4
  %239 = and i32 %9, 15
  %240 = and i32 %17, 60
  %241 = zext nneg i32 %240 to i64
  %242 = add i64 %241, ptrtoint (ptr @U32_VALUES to i64)
  %243 = inttoptr i64 %242 to ptr
  %244 = load i32, ptr %243, align 4, !invariant.load !0
  %245 = or i32 %244, 1
  br label %"$L__BB23_43"

"$L__BB23_47":                                    ; preds = %"$L__BB23_43"
  %246 = add i64 %13, 12
  %247 = inttoptr i64 %246 to ptr
  store i32 %101, ptr %247, align 4
  %248 = add i64 %13, 16
  %249 = inttoptr i64 %248 to ptr
  store i32 %98, ptr %249, align 4
  %250 = and i32 %14, 3
  %251 = icmp eq i32 %250, 0
  %252 = and i32 %9, 2
  %253 = icmp eq i32 %252, 0
  %spec.select = select i1 %253, i32 0, i32 512
  %"%r273.0" = select i1 %251, i32 6, i32 %spec.select
  %254 = and i32 %9, 3
  %255 = icmp eq i32 %254, 2
  br i1 %255, label %"$L__BB23_50", label %256

256:                                              ; preds = %"$L__BB23_47"
  br i1 %253, label %257, label %"$L__BB23_52"

257:                                              ; preds = %256
  %258 = xor i32 %"%r273.0", 512
  br label %"$L__BB23_51"

259:                                              ; preds = %"$L__BB23_52"
  br i1 %253, label %260, label %"$L__BB23_57"

260:                                              ; preds = %259
  %261 = xor i32 %"%r273.1", 768
  br label %"$L__BB23_56"

262:                                              ; preds = %"$L__BB23_57"
  br i1 %253, label %"$L__BB23_62", label %263

263:                                              ; preds = %262
  %264 = xor i32 %"%r273.2", 1024
  br label %"$L__BB23_61"

265:                                              ; preds = %"$L__BB23_62"
  br i1 %253, label %"$L__BB23_67", label %266

266:                                              ; preds = %265
  %267 = xor i32 %"%r273.3", 1280
  br label %"$L__BB23_66"

268:                                              ; preds = %"$L__BB23_67"
  br i1 %253, label %269, label %"$L__BB23_72"

269:                                              ; preds = %268
  %270 = xor i32 %"%r273.4", 1536
  br label %"$L__BB23_71"

271:                                              ; preds = %"$L__BB23_72"
  br i1 %253, label %272, label %"$L__BB23_77"

272:                                              ; preds = %271
  %273 = xor i32 %"%r273.5", 1792
  br label %"$L__BB23_76"

274:                                              ; preds = %"$L__BB23_77"
  br i1 %253, label %"$L__BB23_82", label %275

275:                                              ; preds = %274
  %276 = xor i32 %"%r273.6", 2048
  br label %"$L__BB23_81"

277:                                              ; preds = %"$L__BB23_82"
  br i1 %253, label %"$L__BB23_87", label %278

278:                                              ; preds = %277
  %279 = xor i32 %"%r273.7", 2304
  br label %"$L__BB23_86"

280:                                              ; preds = %"$L__BB23_87"
  br i1 %253, label %281, label %"$L__BB23_92"

281:                                              ; preds = %280
  %282 = xor i32 %"%r273.8", 2560
  br label %"$L__BB23_91"

283:                                              ; preds = %"$L__BB23_92"
  br i1 %253, label %284, label %"$L__BB23_97"

284:                                              ; preds = %283
  %285 = xor i32 %"%r273.9", 2816
  br label %"$L__BB23_96"

286:                                              ; preds = %"$L__BB23_97"
  br i1 %253, label %"$L__BB23_102", label %287

287:                                              ; preds = %286
  %288 = xor i32 %"%r273.10", 3072
  br label %"$L__BB23_101"

289:                                              ; preds = %"$L__BB23_102"
  br i1 %253, label %"$L__BB23_107", label %290

290:                                              ; preds = %289
  %291 = xor i32 %"%r273.11", 3328
  br label %"$L__BB23_106"

292:                                              ; preds = %"$L__BB23_107"
  br i1 %253, label %293, label %"$L__BB23_112"

293:                                              ; preds = %292
  %294 = xor i32 %"%r273.12", 3584
  br label %"$L__BB23_111"

295:                                              ; preds = %"$L__BB23_112"
  br i1 %253, label %296, label %"$L__BB23_117"

296:                                              ; preds = %295
  %297 = xor i32 %"%r273.13", 3840
  br label %"$L__BB23_116"

298:                                              ; preds = %"$L__BB23_117"
  %299 = add i32 %148, %145
  %300 = sub i32 %9, %299
  br label %"$L__BB23_119"
}

define void @switches(ptr %0, ptr %1) {
allocas:
  %__local_depot24 = alloca [8 x i8], align 8
  %2 = ptrtoint ptr %__local_depot24 to i64
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
  %15 = zext i32 %10 to i64
  %16 = mul nuw nsw i64 %15, 954437177
  %17 = lshr i64 %16, 34
  %18 = trunc nuw nsw i64 %17 to i32
  %.neg = mul i32 %18, -18
  %19 = add i32 %.neg, %10
  %20 = call i32 @_Z12dense_switchjj(ptr nonnull %1, i32 %19, i32 %10)
  %21 = inttoptr i64 %14 to ptr
  store i32 %20, ptr %21, align 4
  %22 = mul i32 %10, 7
  %23 = and i32 %22, 15
  %24 = shl i32 %10, 2
  %25 = and i32 %24, 60
  %26 = zext nneg i32 %25 to i64
  %27 = add i64 %26, ptrtoint (ptr @U32_VALUES to i64)
  %28 = inttoptr i64 %27 to ptr
  %29 = load i32, ptr %28, align 4, !invariant.load !0
  %30 = call i32 @_Z12dense_switchjj(ptr nonnull %1, i32 %23, i32 %29)
  %31 = add i64 %14, 4
  %32 = inttoptr i64 %31 to ptr
  store i32 %30, ptr %32, align 4
  %33 = icmp sgt i32 %29, 2
  br i1 %33, label %"$L__BB24_5", label %"$L__BB24_1"

"$L__BB24_5":                                     ; preds = %allocas
  %34 = icmp sgt i32 %29, 305419895
  br i1 %34, label %"$L__BB24_9", label %134

"$L__BB24_9":                                     ; preds = %"$L__BB24_5"
  %switch.selectcmp = icmp eq i32 %29, 2147483647
  %switch.select = select i1 %switch.selectcmp, i32 3, i32 0
  %switch.selectcmp130 = icmp eq i32 %29, 305419896
  %switch.select131 = select i1 %switch.selectcmp130, i32 6, i32 %switch.select
  br label %"$L__BB24_14"

"$L__BB24_14.fold.split128":                      ; preds = %"$L__BB24_1"
  br label %"$L__BB24_14"

"$L__BB24_14":                                    ; preds = %134, %"$L__BB24_9", %"$L__BB24_1", %"$L__BB24_1", %"$L__BB24_14.fold.split128", %135
  %"%r100.0" = phi i32 [ 0, %135 ], [ 5, %"$L__BB24_1" ], [ 5, %"$L__BB24_1" ], [ 1, %"$L__BB24_14.fold.split128" ], [ %switch.select131, %"$L__BB24_9" ], [ %switch.select135, %134 ]
  %35 = add i64 %14, 8
  %36 = inttoptr i64 %35 to ptr
  store i32 %"%r100.0", ptr %36, align 4
  %37 = mul nuw i64 %15, 2863311531
  %38 = lshr i64 %37, 34
  %39 = trunc nuw nsw i64 %38 to i32
  %.neg119 = mul i32 %39, 65530
  %40 = add i32 %.neg119, %10
  %41 = trunc i32 %40 to i16
  %42 = icmp sgt i16 %41, 1
  br i1 %42, label %"$L__BB24_18", label %"$L__BB24_15"

"$L__BB24_18":                                    ; preds = %"$L__BB24_14"
  switch i16 %41, label %"$L__BB24_17.fold.split" [
    i16 2, label %"$L__BB24_25"
    i16 4, label %"$L__BB24_17"
    i16 3, label %136
  ]

"$L__BB24_25.fold.split":                         ; preds = %"$L__BB24_15"
  br label %"$L__BB24_25"

"$L__BB24_25":                                    ; preds = %"$L__BB24_15", %"$L__BB24_25.fold.split", %"$L__BB24_18", %"$L__BB24_17"
  %"%r104.0" = phi i32 [ 100, %"$L__BB24_18" ], [ %51, %"$L__BB24_17" ], [ 111, %"$L__BB24_15" ], [ 110, %"$L__BB24_25.fold.split" ]
  %43 = add i64 %14, 12
  %44 = inttoptr i64 %43 to ptr
  store i32 %"%r104.0", ptr %44, align 4
  store <4 x i16> <i16 256, i16 258, i16 3, i16 770>, ptr %__local_depot24, align 8
  %45 = and i32 %10, 7
  %46 = zext nneg i32 %45 to i64
  %47 = or disjoint i64 %2, %46
  %48 = inttoptr i64 %47 to ptr
  %49 = load i8, ptr %48, align 1
  %50 = icmp ugt i8 %49, 1
  br i1 %50, label %"$L__BB24_29", label %137

"$L__BB24_17.fold.split":                         ; preds = %"$L__BB24_18"
  br label %"$L__BB24_17"

"$L__BB24_17":                                    ; preds = %"$L__BB24_15", %"$L__BB24_18", %"$L__BB24_17.fold.split", %136
  %"%r103.0" = phi i32 [ 11000, %136 ], [ 10000, %"$L__BB24_18" ], [ 0, %"$L__BB24_17.fold.split" ], [ 0, %"$L__BB24_15" ]
  %51 = add nsw i32 %"%r103.0", 100000
  br label %"$L__BB24_25"

"$L__BB24_29":                                    ; preds = %"$L__BB24_25"
  switch i8 %49, label %"$L__BB24_34" [
    i8 2, label %"$L__BB24_32"
    i8 3, label %138
  ]

"$L__BB24_33":                                    ; preds = %137
  %52 = add i32 %10, 5
  br label %"$L__BB24_34"

"$L__BB24_28":                                    ; preds = %137
  %53 = mul i32 %10, 3
  br label %"$L__BB24_34"

"$L__BB24_34":                                    ; preds = %"$L__BB24_29", %137, %"$L__BB24_32", %"$L__BB24_33", %138, %"$L__BB24_28"
  %"%r106.0" = phi i32 [ %62, %"$L__BB24_32" ], [ %139, %138 ], [ %52, %"$L__BB24_33" ], [ %53, %"$L__BB24_28" ], [ %10, %137 ], [ %10, %"$L__BB24_29" ]
  %54 = add i32 %10, 1
  %55 = and i32 %54, 7
  %56 = zext nneg i32 %55 to i64
  %57 = or disjoint i64 %2, %56
  %58 = inttoptr i64 %57 to ptr
  %59 = load i8, ptr %58, align 1
  %60 = icmp ugt i8 %59, 1
  br i1 %60, label %"$L__BB24_38", label %140

"$L__BB24_32":                                    ; preds = %"$L__BB24_29"
  %61 = lshr i32 %10, 2
  %62 = xor i32 %61, %10
  br label %"$L__BB24_34"

"$L__BB24_38":                                    ; preds = %"$L__BB24_34"
  switch i8 %59, label %"$L__BB24_43" [
    i8 2, label %"$L__BB24_41"
    i8 3, label %141
  ]

"$L__BB24_42":                                    ; preds = %140
  %63 = add i32 %"%r106.0", 5
  br label %"$L__BB24_43"

"$L__BB24_37":                                    ; preds = %140
  %64 = mul i32 %"%r106.0", 3
  br label %"$L__BB24_43"

"$L__BB24_43":                                    ; preds = %"$L__BB24_38", %140, %"$L__BB24_41", %"$L__BB24_42", %141, %"$L__BB24_37"
  %"%r106.1" = phi i32 [ %73, %"$L__BB24_41" ], [ %142, %141 ], [ %63, %"$L__BB24_42" ], [ %64, %"$L__BB24_37" ], [ %"%r106.0", %140 ], [ %"%r106.0", %"$L__BB24_38" ]
  %65 = add i32 %10, 2
  %66 = and i32 %65, 7
  %67 = zext nneg i32 %66 to i64
  %68 = or disjoint i64 %2, %67
  %69 = inttoptr i64 %68 to ptr
  %70 = load i8, ptr %69, align 1
  %71 = icmp ugt i8 %70, 1
  br i1 %71, label %"$L__BB24_47", label %143

"$L__BB24_41":                                    ; preds = %"$L__BB24_38"
  %72 = lshr i32 %"%r106.0", 2
  %73 = xor i32 %72, %"%r106.0"
  br label %"$L__BB24_43"

"$L__BB24_47":                                    ; preds = %"$L__BB24_43"
  switch i8 %70, label %"$L__BB24_52" [
    i8 2, label %"$L__BB24_50"
    i8 3, label %144
  ]

"$L__BB24_51":                                    ; preds = %143
  %74 = add i32 %"%r106.1", 5
  br label %"$L__BB24_52"

"$L__BB24_46":                                    ; preds = %143
  %75 = mul i32 %"%r106.1", 3
  br label %"$L__BB24_52"

"$L__BB24_52":                                    ; preds = %"$L__BB24_47", %143, %"$L__BB24_50", %"$L__BB24_51", %144, %"$L__BB24_46"
  %"%r106.2" = phi i32 [ %84, %"$L__BB24_50" ], [ %145, %144 ], [ %74, %"$L__BB24_51" ], [ %75, %"$L__BB24_46" ], [ %"%r106.1", %143 ], [ %"%r106.1", %"$L__BB24_47" ]
  %76 = add i32 %10, 3
  %77 = and i32 %76, 7
  %78 = zext nneg i32 %77 to i64
  %79 = or disjoint i64 %2, %78
  %80 = inttoptr i64 %79 to ptr
  %81 = load i8, ptr %80, align 1
  %82 = icmp ugt i8 %81, 1
  br i1 %82, label %"$L__BB24_56", label %146

"$L__BB24_50":                                    ; preds = %"$L__BB24_47"
  %83 = lshr i32 %"%r106.1", 2
  %84 = xor i32 %83, %"%r106.1"
  br label %"$L__BB24_52"

"$L__BB24_56":                                    ; preds = %"$L__BB24_52"
  switch i8 %81, label %"$L__BB24_61" [
    i8 2, label %"$L__BB24_59"
    i8 3, label %147
  ]

"$L__BB24_60":                                    ; preds = %146
  %85 = add i32 %"%r106.2", 5
  br label %"$L__BB24_61"

"$L__BB24_55":                                    ; preds = %146
  %86 = mul i32 %"%r106.2", 3
  br label %"$L__BB24_61"

"$L__BB24_61":                                    ; preds = %"$L__BB24_56", %146, %"$L__BB24_59", %"$L__BB24_60", %147, %"$L__BB24_55"
  %"%r106.3" = phi i32 [ %94, %"$L__BB24_59" ], [ %148, %147 ], [ %85, %"$L__BB24_60" ], [ %86, %"$L__BB24_55" ], [ %"%r106.2", %146 ], [ %"%r106.2", %"$L__BB24_56" ]
  %87 = xor i32 %45, 4
  %88 = zext nneg i32 %87 to i64
  %89 = or disjoint i64 %2, %88
  %90 = inttoptr i64 %89 to ptr
  %91 = load i8, ptr %90, align 1
  %92 = icmp ugt i8 %91, 1
  br i1 %92, label %"$L__BB24_65", label %149

"$L__BB24_59":                                    ; preds = %"$L__BB24_56"
  %93 = lshr i32 %"%r106.2", 2
  %94 = xor i32 %93, %"%r106.2"
  br label %"$L__BB24_61"

"$L__BB24_65":                                    ; preds = %"$L__BB24_61"
  switch i8 %91, label %"$L__BB24_70" [
    i8 2, label %"$L__BB24_68"
    i8 3, label %150
  ]

"$L__BB24_69":                                    ; preds = %149
  %95 = add i32 %"%r106.3", 5
  br label %"$L__BB24_70"

"$L__BB24_64":                                    ; preds = %149
  %96 = mul i32 %"%r106.3", 3
  br label %"$L__BB24_70"

"$L__BB24_70":                                    ; preds = %"$L__BB24_65", %149, %"$L__BB24_68", %"$L__BB24_69", %150, %"$L__BB24_64"
  %"%r106.4" = phi i32 [ %105, %"$L__BB24_68" ], [ %151, %150 ], [ %95, %"$L__BB24_69" ], [ %96, %"$L__BB24_64" ], [ %"%r106.3", %149 ], [ %"%r106.3", %"$L__BB24_65" ]
  %97 = add i32 %10, 5
  %98 = and i32 %97, 7
  %99 = zext nneg i32 %98 to i64
  %100 = or disjoint i64 %2, %99
  %101 = inttoptr i64 %100 to ptr
  %102 = load i8, ptr %101, align 1
  %103 = icmp ugt i8 %102, 1
  br i1 %103, label %"$L__BB24_74", label %152

"$L__BB24_68":                                    ; preds = %"$L__BB24_65"
  %104 = lshr i32 %"%r106.3", 2
  %105 = xor i32 %104, %"%r106.3"
  br label %"$L__BB24_70"

"$L__BB24_74":                                    ; preds = %"$L__BB24_70"
  switch i8 %102, label %"$L__BB24_79" [
    i8 2, label %"$L__BB24_77"
    i8 3, label %153
  ]

"$L__BB24_78":                                    ; preds = %152
  %106 = add i32 %"%r106.4", 5
  br label %"$L__BB24_79"

"$L__BB24_73":                                    ; preds = %152
  %107 = mul i32 %"%r106.4", 3
  br label %"$L__BB24_79"

"$L__BB24_79":                                    ; preds = %"$L__BB24_74", %152, %"$L__BB24_77", %"$L__BB24_78", %153, %"$L__BB24_73"
  %"%r106.5" = phi i32 [ %116, %"$L__BB24_77" ], [ %154, %153 ], [ %106, %"$L__BB24_78" ], [ %107, %"$L__BB24_73" ], [ %"%r106.4", %152 ], [ %"%r106.4", %"$L__BB24_74" ]
  %108 = add i32 %10, 6
  %109 = and i32 %108, 7
  %110 = zext nneg i32 %109 to i64
  %111 = or disjoint i64 %2, %110
  %112 = inttoptr i64 %111 to ptr
  %113 = load i8, ptr %112, align 1
  %114 = icmp ugt i8 %113, 1
  br i1 %114, label %"$L__BB24_83", label %155

"$L__BB24_77":                                    ; preds = %"$L__BB24_74"
  %115 = lshr i32 %"%r106.4", 2
  %116 = xor i32 %115, %"%r106.4"
  br label %"$L__BB24_79"

"$L__BB24_83":                                    ; preds = %"$L__BB24_79"
  switch i8 %113, label %"$L__BB24_88" [
    i8 2, label %"$L__BB24_86"
    i8 3, label %156
  ]

"$L__BB24_87":                                    ; preds = %155
  %117 = add i32 %"%r106.5", 5
  br label %"$L__BB24_88"

"$L__BB24_82":                                    ; preds = %155
  %118 = mul i32 %"%r106.5", 3
  br label %"$L__BB24_88"

"$L__BB24_88":                                    ; preds = %"$L__BB24_83", %155, %"$L__BB24_86", %"$L__BB24_87", %156, %"$L__BB24_82"
  %"%r106.6" = phi i32 [ %127, %"$L__BB24_86" ], [ %157, %156 ], [ %117, %"$L__BB24_87" ], [ %118, %"$L__BB24_82" ], [ %"%r106.5", %155 ], [ %"%r106.5", %"$L__BB24_83" ]
  %119 = add i32 %10, 7
  %120 = and i32 %119, 7
  %121 = zext nneg i32 %120 to i64
  %122 = or disjoint i64 %2, %121
  %123 = inttoptr i64 %122 to ptr
  %124 = load i8, ptr %123, align 1
  %125 = icmp ugt i8 %124, 1
  br i1 %125, label %"$L__BB24_92", label %158

"$L__BB24_86":                                    ; preds = %"$L__BB24_83"
  %126 = lshr i32 %"%r106.5", 2
  %127 = xor i32 %126, %"%r106.5"
  br label %"$L__BB24_88"

"$L__BB24_92":                                    ; preds = %"$L__BB24_88"
  switch i8 %124, label %"$L__BB24_97" [
    i8 2, label %"$L__BB24_95"
    i8 3, label %159
  ]

"$L__BB24_96":                                    ; preds = %158
  %128 = add i32 %"%r106.6", 5
  br label %"$L__BB24_97"

"$L__BB24_91":                                    ; preds = %158
  %129 = mul i32 %"%r106.6", 3
  br label %"$L__BB24_97"

"$L__BB24_97":                                    ; preds = %"$L__BB24_92", %158, %"$L__BB24_95", %"$L__BB24_96", %159, %"$L__BB24_91"
  %"%r106.7" = phi i32 [ %133, %"$L__BB24_95" ], [ %160, %159 ], [ %128, %"$L__BB24_96" ], [ %129, %"$L__BB24_91" ], [ %"%r106.6", %158 ], [ %"%r106.6", %"$L__BB24_92" ]
  %130 = add i64 %14, 16
  %131 = inttoptr i64 %130 to ptr
  store i32 %"%r106.7", ptr %131, align 4
  ret void

"$L__BB24_95":                                    ; preds = %"$L__BB24_92"
  %132 = lshr i32 %"%r106.6", 2
  %133 = xor i32 %132, %"%r106.6"
  br label %"$L__BB24_97"

"$L__BB24_1":                                     ; preds = %allocas
  switch i32 %29, label %135 [
    i32 -2147483648, label %"$L__BB24_14"
    i32 -1, label %"$L__BB24_14"
    i32 0, label %"$L__BB24_14.fold.split128"
  ]

134:                                              ; preds = %"$L__BB24_5"
  %switch.selectcmp132 = icmp eq i32 %29, 33
  %switch.select133 = select i1 %switch.selectcmp132, i32 7, i32 0
  %switch.selectcmp134 = icmp eq i32 %29, 3
  %switch.select135 = select i1 %switch.selectcmp134, i32 2, i32 %switch.select133
  br label %"$L__BB24_14"

135:                                              ; preds = %"$L__BB24_1"
  br label %"$L__BB24_14"

"$L__BB24_15":                                    ; preds = %"$L__BB24_14"
  switch i16 %41, label %"$L__BB24_17" [
    i16 0, label %"$L__BB24_25"
    i16 1, label %"$L__BB24_25.fold.split"
  ]

136:                                              ; preds = %"$L__BB24_18"
  br label %"$L__BB24_17"

137:                                              ; preds = %"$L__BB24_25"
  switch i8 %49, label %"$L__BB24_34" [
    i8 0, label %"$L__BB24_33"
    i8 1, label %"$L__BB24_28"
  ]

138:                                              ; preds = %"$L__BB24_29"
  %139 = add i32 %10, -1
  br label %"$L__BB24_34"

140:                                              ; preds = %"$L__BB24_34"
  switch i8 %59, label %"$L__BB24_43" [
    i8 0, label %"$L__BB24_42"
    i8 1, label %"$L__BB24_37"
  ]

141:                                              ; preds = %"$L__BB24_38"
  %142 = add i32 %"%r106.0", -1
  br label %"$L__BB24_43"

143:                                              ; preds = %"$L__BB24_43"
  switch i8 %70, label %"$L__BB24_52" [
    i8 0, label %"$L__BB24_51"
    i8 1, label %"$L__BB24_46"
  ]

144:                                              ; preds = %"$L__BB24_47"
  %145 = add i32 %"%r106.1", -1
  br label %"$L__BB24_52"

146:                                              ; preds = %"$L__BB24_52"
  switch i8 %81, label %"$L__BB24_61" [
    i8 0, label %"$L__BB24_60"
    i8 1, label %"$L__BB24_55"
  ]

147:                                              ; preds = %"$L__BB24_56"
  %148 = add i32 %"%r106.2", -1
  br label %"$L__BB24_61"

149:                                              ; preds = %"$L__BB24_61"
  switch i8 %91, label %"$L__BB24_70" [
    i8 0, label %"$L__BB24_69"
    i8 1, label %"$L__BB24_64"
  ]

150:                                              ; preds = %"$L__BB24_65"
  %151 = add i32 %"%r106.3", -1
  br label %"$L__BB24_70"

152:                                              ; preds = %"$L__BB24_70"
  switch i8 %102, label %"$L__BB24_79" [
    i8 0, label %"$L__BB24_78"
    i8 1, label %"$L__BB24_73"
  ]

153:                                              ; preds = %"$L__BB24_74"
  %154 = add i32 %"%r106.4", -1
  br label %"$L__BB24_79"

155:                                              ; preds = %"$L__BB24_79"
  switch i8 %113, label %"$L__BB24_88" [
    i8 0, label %"$L__BB24_87"
    i8 1, label %"$L__BB24_82"
  ]

156:                                              ; preds = %"$L__BB24_83"
  %157 = add i32 %"%r106.5", -1
  br label %"$L__BB24_88"

158:                                              ; preds = %"$L__BB24_88"
  switch i8 %124, label %"$L__BB24_97" [
    i8 0, label %"$L__BB24_96"
    i8 1, label %"$L__BB24_91"
  ]

159:                                              ; preds = %"$L__BB24_92"
  %160 = add i32 %"%r106.6", -1
  br label %"$L__BB24_97"
}

define void @calls(ptr %0, ptr %1) {
allocas:
  %__local_depot25 = alloca [12 x i8], align 4
  %2 = ptrtoint ptr %__local_depot25 to i64
  %3 = load i64, ptr %0, align 8
  %4 = add i64 %2, 4
  %5 = add i64 %2, 8
  %6 = getelementptr i8, ptr %1, i64 24
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr i8, ptr %1, i64 12
  %9 = load i32, ptr %8, align 4
  %10 = load i32, ptr %1, align 4
  %11 = mul i32 %7, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %3, %15
  %17 = mul i32 %12, 11
  %18 = add i32 %12, 250
  %19 = zext i32 %12 to i64
  %20 = shl nuw nsw i64 %19, 2
  %21 = and i64 %20, 60
  %22 = add i64 %21, ptrtoint (ptr @U32_VALUES to i64)
  %23 = inttoptr i64 %22 to ptr
  %24 = load i32, ptr %23, align 4, !invariant.load !0
  %25 = mul i64 %19, 4886718345
  %26 = uitofp i32 %12 to float
  %27 = fmul float %26, -1.500000e+00
  %28 = uitofp i32 %12 to double
  %29 = fmul double %28, 1.000000e+03
  %30 = mul i32 %12, 999
  %31 = and i32 %12, 1
  %sext = mul i32 %12, -19660800
  %32 = ashr exact i32 %sext, 16
  %33 = and i32 %30, 65535
  %34 = and i32 %18, 255
  %35 = shl i32 %12, 24
  %sext75 = add i32 %35, -1073741824
  %36 = ashr exact i32 %sext75, 24
  %37 = bitcast float %27 to i32
  %38 = bitcast double %29 to i64
  %39 = call i32 @_Z11many_paramshsjmfdPKjbat(ptr nonnull %1, i32 %34, i32 %32, i32 %24, i64 %25, i32 %37, i64 %38, i32 %17, i32 %31, i32 %36, i32 %33)
  %40 = inttoptr i64 %16 to ptr
  store i32 %39, ptr %40, align 4
  %41 = mul nuw i64 %19, 2863311531
  %42 = lshr i64 %41, 35
  %43 = trunc nuw nsw i64 %42 to i32
  %.neg = mul i32 %43, -12
  %44 = add i32 %.neg, %12
  %45 = zext i32 %44 to i64
  %46 = shl nuw nsw i64 %45, 2
  %47 = add i64 %46, ptrtoint (ptr @F32_VALUES to i64)
  %48 = inttoptr i64 %47 to ptr
  %49 = load i32, ptr %48, align 4, !invariant.load !0
  %50 = call [24 x i8] @_Z11make_triplejf(ptr nonnull %1, i32 %12, i32 %49)
  %.fca.0.extract30 = extractvalue [24 x i8] %50, 0
  %.fca.1.extract31 = extractvalue [24 x i8] %50, 1
  %.fca.2.extract32 = extractvalue [24 x i8] %50, 2
  %.fca.3.extract33 = extractvalue [24 x i8] %50, 3
  %.fca.8.extract38 = extractvalue [24 x i8] %50, 8
  %.fca.9.extract39 = extractvalue [24 x i8] %50, 9
  %.fca.10.extract40 = extractvalue [24 x i8] %50, 10
  %.fca.11.extract41 = extractvalue [24 x i8] %50, 11
  %.fca.12.extract42 = extractvalue [24 x i8] %50, 12
  %.fca.13.extract43 = extractvalue [24 x i8] %50, 13
  %.fca.14.extract44 = extractvalue [24 x i8] %50, 14
  %.fca.15.extract45 = extractvalue [24 x i8] %50, 15
  %.fca.16.extract = extractvalue [24 x i8] %50, 16
  %.fca.17.extract = extractvalue [24 x i8] %50, 17
  %.fca.18.extract = extractvalue [24 x i8] %50, 18
  %.fca.19.extract = extractvalue [24 x i8] %50, 19
  %retval03.sroa.4.0.insert.ext = zext i8 %.fca.3.extract33 to i32
  %retval03.sroa.4.0.insert.shift = shl nuw i32 %retval03.sroa.4.0.insert.ext, 24
  %retval03.sroa.3.0.insert.ext = zext i8 %.fca.2.extract32 to i32
  %retval03.sroa.3.0.insert.shift = shl nuw nsw i32 %retval03.sroa.3.0.insert.ext, 16
  %retval03.sroa.3.0.insert.insert = or disjoint i32 %retval03.sroa.4.0.insert.shift, %retval03.sroa.3.0.insert.shift
  %retval03.sroa.2.0.insert.ext = zext i8 %.fca.1.extract31 to i32
  %retval03.sroa.2.0.insert.shift = shl nuw nsw i32 %retval03.sroa.2.0.insert.ext, 8
  %retval03.sroa.0.0.insert.ext = zext i8 %.fca.0.extract30 to i32
  %51 = or disjoint i32 %retval03.sroa.2.0.insert.shift, %retval03.sroa.0.0.insert.ext
  %retval03.sroa.0.0.insert.insert = or disjoint i32 %51, %retval03.sroa.3.0.insert.insert
  %retval03.sroa.17.8.insert.ext = zext i8 %.fca.15.extract45 to i64
  %retval03.sroa.17.8.insert.shift = shl nuw i64 %retval03.sroa.17.8.insert.ext, 56
  %retval03.sroa.16.8.insert.ext = zext i8 %.fca.14.extract44 to i64
  %retval03.sroa.16.8.insert.shift = shl nuw nsw i64 %retval03.sroa.16.8.insert.ext, 48
  %retval03.sroa.16.8.insert.insert = or disjoint i64 %retval03.sroa.17.8.insert.shift, %retval03.sroa.16.8.insert.shift
  %retval03.sroa.15.8.insert.ext = zext i8 %.fca.13.extract43 to i64
  %retval03.sroa.15.8.insert.shift = shl nuw nsw i64 %retval03.sroa.15.8.insert.ext, 40
  %retval03.sroa.14.8.insert.ext = zext i8 %.fca.12.extract42 to i64
  %retval03.sroa.14.8.insert.shift = shl nuw nsw i64 %retval03.sroa.14.8.insert.ext, 32
  %52 = or disjoint i64 %retval03.sroa.14.8.insert.shift, %retval03.sroa.15.8.insert.shift
  %retval03.sroa.14.8.insert.insert = or disjoint i64 %52, %retval03.sroa.16.8.insert.insert
  %retval03.sroa.13.8.insert.ext = zext i8 %.fca.11.extract41 to i64
  %retval03.sroa.13.8.insert.shift = shl nuw nsw i64 %retval03.sroa.13.8.insert.ext, 24
  %retval03.sroa.12.8.insert.ext = zext i8 %.fca.10.extract40 to i64
  %retval03.sroa.12.8.insert.shift = shl nuw nsw i64 %retval03.sroa.12.8.insert.ext, 16
  %retval03.sroa.11.8.insert.ext = zext i8 %.fca.9.extract39 to i64
  %retval03.sroa.11.8.insert.shift = shl nuw nsw i64 %retval03.sroa.11.8.insert.ext, 8
  %53 = or disjoint i64 %retval03.sroa.13.8.insert.shift, %retval03.sroa.12.8.insert.shift
  %retval03.sroa.11.8.insert.mask = or disjoint i64 %53, %retval03.sroa.14.8.insert.insert
  %retval03.sroa.9.8.insert.ext = zext i8 %.fca.8.extract38 to i64
  %54 = or disjoint i64 %retval03.sroa.11.8.insert.shift, %retval03.sroa.9.8.insert.ext
  %retval03.sroa.9.8.insert.insert = or disjoint i64 %54, %retval03.sroa.11.8.insert.mask
  %retval03.sroa.22.16.insert.ext = zext i8 %.fca.19.extract to i32
  %retval03.sroa.22.16.insert.shift = shl nuw i32 %retval03.sroa.22.16.insert.ext, 24
  %retval03.sroa.21.16.insert.ext = zext i8 %.fca.18.extract to i32
  %retval03.sroa.21.16.insert.shift = shl nuw nsw i32 %retval03.sroa.21.16.insert.ext, 16
  %retval03.sroa.21.16.insert.insert = or disjoint i32 %retval03.sroa.22.16.insert.shift, %retval03.sroa.21.16.insert.shift
  %retval03.sroa.20.16.insert.ext = zext i8 %.fca.17.extract to i32
  %retval03.sroa.20.16.insert.shift = shl nuw nsw i32 %retval03.sroa.20.16.insert.ext, 8
  %retval03.sroa.18.16.insert.ext = zext i8 %.fca.16.extract to i32
  %55 = or disjoint i32 %retval03.sroa.20.16.insert.shift, %retval03.sroa.18.16.insert.ext
  %retval03.sroa.18.16.insert.insert = or disjoint i32 %55, %retval03.sroa.21.16.insert.insert
  %56 = bitcast i32 %retval03.sroa.18.16.insert.insert to float
  %57 = add i64 %16, 4
  %58 = inttoptr i64 %57 to ptr
  store i32 %retval03.sroa.0.0.insert.insert, ptr %58, align 4
  %59 = lshr exact i64 %retval03.sroa.14.8.insert.insert, 32
  %60 = xor i64 %59, %retval03.sroa.9.8.insert.insert
  %61 = add i64 %16, 8
  %62 = inttoptr i64 %61 to ptr
  %63 = trunc i64 %60 to i32
  store i32 %63, ptr %62, align 4
  %64 = fcmp uno float %56, 0.000000e+00
  %65 = select i1 %64, i32 2147483647, i32 %retval03.sroa.18.16.insert.insert
  %66 = add i64 %16, 12
  %67 = inttoptr i64 %66 to ptr
  store i32 %65, ptr %67, align 4
  %param04.sroa.9.8.extract.trunc = trunc i64 %retval03.sroa.9.8.insert.insert to i8
  %param04.sroa.11.8.extract.shift = lshr i64 %retval03.sroa.9.8.insert.insert, 8
  %param04.sroa.11.8.extract.trunc = trunc i64 %param04.sroa.11.8.extract.shift to i8
  %param04.sroa.12.8.extract.shift = lshr exact i64 %retval03.sroa.11.8.insert.mask, 16
  %param04.sroa.12.8.extract.trunc = trunc i64 %param04.sroa.12.8.extract.shift to i8
  %param04.sroa.13.8.extract.shift = lshr i64 %retval03.sroa.11.8.insert.mask, 24
  %param04.sroa.13.8.extract.trunc = trunc i64 %param04.sroa.13.8.extract.shift to i8
  %param04.sroa.14.8.extract.trunc = trunc i64 %59 to i8
  %.fca.4.insert = insertvalue [24 x i8] %50, i8 undef, 4
  %.fca.5.insert = insertvalue [24 x i8] %.fca.4.insert, i8 undef, 5
  %.fca.6.insert = insertvalue [24 x i8] %.fca.5.insert, i8 undef, 6
  %.fca.7.insert = insertvalue [24 x i8] %.fca.6.insert, i8 undef, 7
  %.fca.8.insert = insertvalue [24 x i8] %.fca.7.insert, i8 %param04.sroa.9.8.extract.trunc, 8
  %.fca.9.insert = insertvalue [24 x i8] %.fca.8.insert, i8 %param04.sroa.11.8.extract.trunc, 9
  %.fca.10.insert = insertvalue [24 x i8] %.fca.9.insert, i8 %param04.sroa.12.8.extract.trunc, 10
  %.fca.11.insert = insertvalue [24 x i8] %.fca.10.insert, i8 %param04.sroa.13.8.extract.trunc, 11
  %.fca.12.insert = insertvalue [24 x i8] %.fca.11.insert, i8 %param04.sroa.14.8.extract.trunc, 12
  %.fca.13.insert = insertvalue [24 x i8] %.fca.12.insert, i8 %.fca.13.extract43, 13
  %.fca.14.insert = insertvalue [24 x i8] %.fca.13.insert, i8 %.fca.14.extract44, 14
  %.fca.15.insert = insertvalue [24 x i8] %.fca.14.insert, i8 %.fca.15.extract45, 15
  %.fca.16.insert = insertvalue [24 x i8] %.fca.15.insert, i8 %.fca.16.extract, 16
  %.fca.17.insert = insertvalue [24 x i8] %.fca.16.insert, i8 %.fca.17.extract, 17
  %.fca.18.insert = insertvalue [24 x i8] %.fca.17.insert, i8 %.fca.18.extract, 18
  %.fca.19.insert = insertvalue [24 x i8] %.fca.18.insert, i8 %.fca.19.extract, 19
  %.fca.20.insert = insertvalue [24 x i8] %.fca.19.insert, i8 undef, 20
  %.fca.21.insert = insertvalue [24 x i8] %.fca.20.insert, i8 undef, 21
  %.fca.22.insert = insertvalue [24 x i8] %.fca.21.insert, i8 undef, 22
  %.fca.23.insert = insertvalue [24 x i8] %.fca.22.insert, i8 undef, 23
  %68 = call [16 x i8] @_Z9make_quad6Tripled(ptr nonnull %1, [24 x i8] %.fca.23.insert)
  %.fca.0.extract = extractvalue [16 x i8] %68, 0
  %.fca.1.extract = extractvalue [16 x i8] %68, 1
  %.fca.2.extract = extractvalue [16 x i8] %68, 2
  %.fca.3.extract = extractvalue [16 x i8] %68, 3
  %.fca.4.extract = extractvalue [16 x i8] %68, 4
  %.fca.5.extract = extractvalue [16 x i8] %68, 5
  %.fca.6.extract = extractvalue [16 x i8] %68, 6
  %.fca.7.extract = extractvalue [16 x i8] %68, 7
  %.fca.8.extract = extractvalue [16 x i8] %68, 8
  %.fca.9.extract = extractvalue [16 x i8] %68, 9
  %.fca.10.extract = extractvalue [16 x i8] %68, 10
  %.fca.11.extract = extractvalue [16 x i8] %68, 11
  %retval05.sroa.8.0.insert.ext = zext i8 %.fca.7.extract to i64
  %retval05.sroa.8.0.insert.shift = shl nuw i64 %retval05.sroa.8.0.insert.ext, 56
  %retval05.sroa.7.0.insert.ext = zext i8 %.fca.6.extract to i64
  %retval05.sroa.7.0.insert.shift = shl nuw nsw i64 %retval05.sroa.7.0.insert.ext, 48
  %retval05.sroa.7.0.insert.insert = or disjoint i64 %retval05.sroa.8.0.insert.shift, %retval05.sroa.7.0.insert.shift
  %retval05.sroa.6.0.insert.ext = zext i8 %.fca.5.extract to i64
  %retval05.sroa.6.0.insert.shift = shl nuw nsw i64 %retval05.sroa.6.0.insert.ext, 40
  %retval05.sroa.6.0.insert.insert = or disjoint i64 %retval05.sroa.7.0.insert.insert, %retval05.sroa.6.0.insert.shift
  %retval05.sroa.5.0.insert.ext = zext i8 %.fca.4.extract to i64
  %retval05.sroa.5.0.insert.shift = shl nuw nsw i64 %retval05.sroa.5.0.insert.ext, 32
  %retval05.sroa.5.0.insert.insert = or disjoint i64 %retval05.sroa.6.0.insert.insert, %retval05.sroa.5.0.insert.shift
  %retval05.sroa.4.0.insert.ext = zext i8 %.fca.3.extract to i64
  %retval05.sroa.4.0.insert.shift = shl nuw nsw i64 %retval05.sroa.4.0.insert.ext, 24
  %retval05.sroa.3.0.insert.ext = zext i8 %.fca.2.extract to i64
  %retval05.sroa.3.0.insert.shift = shl nuw nsw i64 %retval05.sroa.3.0.insert.ext, 16
  %retval05.sroa.2.0.insert.ext = zext i8 %.fca.1.extract to i64
  %retval05.sroa.2.0.insert.shift = shl nuw nsw i64 %retval05.sroa.2.0.insert.ext, 8
  %69 = or disjoint i64 %retval05.sroa.4.0.insert.shift, %retval05.sroa.3.0.insert.shift
  %retval05.sroa.2.0.insert.mask = or disjoint i64 %69, %retval05.sroa.5.0.insert.insert
  %retval05.sroa.0.0.insert.ext = zext i8 %.fca.0.extract to i64
  %70 = or disjoint i64 %retval05.sroa.2.0.insert.shift, %retval05.sroa.0.0.insert.ext
  %retval05.sroa.0.0.insert.insert = or disjoint i64 %70, %retval05.sroa.2.0.insert.mask
  %71 = bitcast i64 %retval05.sroa.0.0.insert.insert to double
  %retval05.sroa.11.8.insert.ext = zext i8 %.fca.9.extract to i16
  %retval05.sroa.11.8.insert.shift = shl nuw i16 %retval05.sroa.11.8.insert.ext, 8
  %retval05.sroa.9.8.insert.ext = zext i8 %.fca.8.extract to i16
  %retval05.sroa.9.8.insert.insert = or disjoint i16 %retval05.sroa.11.8.insert.shift, %retval05.sroa.9.8.insert.ext
  %72 = fcmp uno double %71, 0.000000e+00
  %73 = lshr exact i64 %retval05.sroa.5.0.insert.insert, 32
  %74 = xor i64 %73, %retval05.sroa.0.0.insert.insert
  %75 = trunc i64 %74 to i32
  %76 = select i1 %72, i32 -2147483648, i32 %75
  %77 = add i64 %16, 16
  %78 = inttoptr i64 %77 to ptr
  store i32 %76, ptr %78, align 4
  %79 = sext i16 %retval05.sroa.9.8.insert.insert to i32
  %80 = zext i8 %.fca.10.extract to i32
  %81 = shl nuw i32 %80, 24
  %82 = xor i32 %81, %79
  %83 = icmp eq i8 %.fca.11.extract, 0
  %84 = select i1 %83, i32 0, i32 8388608
  %85 = xor i32 %82, %84
  %86 = add i64 %16, 20
  %87 = inttoptr i64 %86 to ptr
  store i32 %85, ptr %87, align 4
  %88 = add i32 %12, 1
  %89 = uitofp i32 %88 to double
  %90 = fdiv double 1.000000e+00, %89
  %91 = sub i32 0, %12
  %92 = bitcast double %90 to i64
  %93 = call i64 @_Z10mix_doubledfi(ptr nonnull %1, i64 %92, i32 %91)
  %94 = bitcast i64 %93 to double
  %95 = fcmp uno double %94, 0.000000e+00
  %96 = lshr i64 %93, 32
  %97 = trunc nuw i64 %96 to i32
  %98 = select i1 %95, i32 2147483647, i32 %97
  %99 = call i32 @_Z8is_primej(ptr nonnull %1, i32 %12)
  %100 = and i32 %99, 65535
  %.not = icmp ne i32 %100, 0
  %101 = zext i1 %.not to i32
  %102 = add i32 %98, %101
  %103 = add i64 %16, 24
  %104 = inttoptr i64 %103 to ptr
  store i32 %102, ptr %104, align 4
  %105 = mul i32 %24, %88
  call void @_Z10out_paramsjPjS_Pf(ptr nonnull %1, i32 %105, i64 %2, i64 %4, i64 %5)
  %106 = load i32, ptr %__local_depot25, align 4
  %107 = inttoptr i64 %4 to ptr
  %108 = load i32, ptr %107, align 4
  %109 = mul i32 %108, 7
  %110 = add i32 %109, %106
  %111 = inttoptr i64 %5 to ptr
  %112 = load i32, ptr %111, align 4
  %113 = bitcast i32 %112 to float
  %114 = fcmp uno float %113, 0.000000e+00
  %115 = select i1 %114, i32 2147483647, i32 %112
  %116 = add i32 %110, %115
  %117 = add i64 %16, 28
  %118 = inttoptr i64 %117 to ptr
  store i32 %116, ptr %118, align 4
  ret void
}

define void @recursion(ptr %0, ptr %1) {
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
  %14 = zext i32 %9 to i64
  %15 = mul nuw i64 %14, 2249744775
  %16 = lshr i64 %15, 32
  %17 = trunc nuw i64 %16 to i32
  %18 = sub i32 %9, %17
  %19 = lshr i32 %18, 1
  %20 = add i32 %19, %17
  %21 = lshr i32 %20, 4
  %.neg = mul i32 %21, -21
  %22 = add i32 %.neg, %9
  %23 = call i64 @_Z9factorialj(ptr nonnull %1, i32 %22)
  %24 = inttoptr i64 %13 to ptr
  %25 = trunc i64 %23 to i32
  store i32 %25, ptr %24, align 4
  %26 = lshr i64 %23, 32
  %27 = add i64 %13, 4
  %28 = inttoptr i64 %27 to ptr
  %29 = trunc nuw i64 %26 to i32
  store i32 %29, ptr %28, align 4
  %30 = mul nuw nsw i64 %14, 954437177
  %31 = lshr i64 %30, 34
  %32 = trunc nuw nsw i64 %31 to i32
  %.neg29 = mul i32 %32, -18
  %33 = add i32 %.neg29, %9
  %34 = call i32 @_Z9fibonaccij(ptr nonnull %1, i32 %33)
  %35 = add i64 %13, 8
  %36 = inttoptr i64 %35 to ptr
  store i32 %34, ptr %36, align 4
  %37 = mul nuw i64 %14, 2863311531
  %38 = lshr i64 %37, 36
  %39 = trunc nuw nsw i64 %38 to i32
  %.neg30 = mul i32 %39, -24
  %40 = add i32 %.neg30, %9
  %41 = call i32 @_Z7is_evenj(ptr nonnull %1, i32 %40)
  %42 = and i32 %41, 65535
  %.not = icmp ne i32 %42, 0
  %43 = zext i1 %.not to i32
  %44 = add i64 %13, 12
  %45 = inttoptr i64 %44 to ptr
  store i32 %43, ptr %45, align 4
  %46 = shl i32 %9, 2
  %47 = and i32 %46, 60
  %48 = zext nneg i32 %47 to i64
  %49 = add i64 %48, ptrtoint (ptr @U32_VALUES to i64)
  %50 = inttoptr i64 %49 to ptr
  %51 = load i32, ptr %50, align 4, !invariant.load !0
  %52 = or i32 %51, 1
  %53 = mul i32 %9, 12
  %54 = add i32 %53, 18
  %55 = call i32 @_Z3gcdjj(ptr nonnull %1, i32 %52, i32 %54)
  %56 = add i64 %13, 16
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  %58 = mul nuw i64 %14, 3435973837
  %59 = lshr i64 %58, 35
  %60 = trunc nuw nsw i64 %59 to i32
  %.neg31 = mul i32 %60, -10
  %61 = add i32 %.neg31, %9
  %62 = call i32 @_Z9frame_sumjj(ptr nonnull %1, i32 %61, i32 %9)
  %63 = add i64 %13, 20
  %64 = inttoptr i64 %63 to ptr
  store i32 %62, ptr %64, align 4
  ret void
}

define void @function_pointers(ptr %0, ptr %1) {
allocas:
  %__local_depot27 = alloca [24 x i8], align 8
  %2 = ptrtoint ptr %__local_depot27 to i64
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %1, align 4
  %9 = mul i32 %5, %7
  %10 = add i32 %9, %8
  %11 = shl i32 %10, 3
  %12 = zext i32 %11 to i64
  %13 = shl nuw nsw i64 %12, 2
  %14 = add i64 %3, %13
  %15 = shl i32 %10, 2
  %16 = and i32 %15, 60
  %17 = zext nneg i32 %16 to i64
  %18 = add i64 %17, ptrtoint (ptr @U32_VALUES to i64)
  %19 = inttoptr i64 %18 to ptr
  %20 = load i32, ptr %19, align 4, !invariant.load !0
  %21 = add i32 %10, 3
  %22 = and i64 %12, 24
  %23 = add i64 %22, ptrtoint (ptr @OPS to i64)
  %24 = inttoptr i64 %23 to ptr
  %25 = load i64, ptr %24, align 8, !invariant.load !0
  %26 = inttoptr i64 %25 to ptr
  %27 = call i32 %26(ptr nonnull %1, i32 %20, i32 %21)
  %28 = inttoptr i64 %14 to ptr
  store i32 %27, ptr %28, align 4
  %29 = shl i32 %10, 1
  %30 = and i32 %29, 24
  %31 = zext nneg i32 %30 to i64
  %32 = add i64 %31, ptrtoint (ptr @OPS to i64)
  %33 = inttoptr i64 %32 to ptr
  %34 = load i64, ptr %33, align 8, !invariant.load !0
  %35 = call i32 @_Z11apply_twicePFjjjEjj(ptr nonnull %1, i64 %34, i32 %20, i32 %21)
  %36 = add i64 %14, 4
  %37 = inttoptr i64 %36 to ptr
  store i32 %35, ptr %37, align 4
  store i64 ptrtoint (ptr @_Z8fop_halff to i64), ptr %__local_depot27, align 8
  %38 = add i64 %2, 8
  %39 = inttoptr i64 %38 to ptr
  store i64 ptrtoint (ptr @_Z7fop_negf to i64), ptr %39, align 8
  %40 = add i64 %2, 16
  %41 = inttoptr i64 %40 to ptr
  store i64 ptrtoint (ptr @_Z6fop_sqf to i64), ptr %41, align 8
  %42 = zext i32 %10 to i64
  %43 = mul nuw i64 %42, 2863311531
  %44 = lshr i64 %43, 33
  %45 = trunc nuw nsw i64 %44 to i32
  %.neg = mul i32 %45, -3
  %46 = add i32 %.neg, %10
  %47 = zext i32 %46 to i64
  %48 = shl nuw nsw i64 %47, 3
  %49 = add i64 %48, %2
  %50 = inttoptr i64 %49 to ptr
  %51 = load i64, ptr %50, align 8
  %52 = uitofp i32 %10 to float
  %53 = fadd float %52, -1.050000e+01
  %54 = bitcast float %53 to i32
  %55 = call i32 @_Z11apply_floatPFffEf(ptr nonnull %1, i64 %51, i32 %54)
  %56 = bitcast i32 %55 to float
  %57 = fcmp uno float %56, 0.000000e+00
  %58 = select i1 %57, i32 2147483647, i32 %55
  %59 = add i64 %14, 8
  %60 = inttoptr i64 %59 to ptr
  store i32 %58, ptr %60, align 4
  %61 = and i32 %10, 1
  %.not = icmp eq i32 %61, 0
  %62 = select i1 %.not, ptr @_Z6op_rotjj, ptr @_Z6op_muljj
  %63 = call i32 %62(ptr nonnull %1, i32 %21, i32 5)
  %64 = add i64 %14, 12
  %65 = inttoptr i64 %64 to ptr
  store i32 %63, ptr %65, align 4
  %66 = call i32 %26(ptr nonnull %1, i32 1, i32 %20)
  %67 = add i32 %20, 1
  %68 = add i32 %11, 8
  %69 = and i32 %68, 24
  %70 = zext nneg i32 %69 to i64
  %71 = add i64 %70, ptrtoint (ptr @OPS to i64)
  %72 = inttoptr i64 %71 to ptr
  %73 = load i64, ptr %72, align 8, !invariant.load !0
  %74 = inttoptr i64 %73 to ptr
  %75 = call i32 %74(ptr nonnull %1, i32 %66, i32 %67)
  %76 = add i32 %20, 2
  %77 = and i32 %11, 24
  %78 = xor i32 %77, 16
  %79 = zext nneg i32 %78 to i64
  %80 = add i64 %79, ptrtoint (ptr @OPS to i64)
  %81 = inttoptr i64 %80 to ptr
  %82 = load i64, ptr %81, align 8, !invariant.load !0
  %83 = inttoptr i64 %82 to ptr
  %84 = call i32 %83(ptr nonnull %1, i32 %75, i32 %76)
  %85 = add i32 %20, 3
  %86 = shl i32 %21, 3
  %87 = and i32 %86, 24
  %88 = zext nneg i32 %87 to i64
  %89 = add i64 %88, ptrtoint (ptr @OPS to i64)
  %90 = inttoptr i64 %89 to ptr
  %91 = load i64, ptr %90, align 8, !invariant.load !0
  %92 = inttoptr i64 %91 to ptr
  %93 = call i32 %92(ptr nonnull %1, i32 %84, i32 %85)
  %94 = add i64 %14, 16
  %95 = inttoptr i64 %94 to ptr
  store i32 %93, ptr %95, align 4
  ret void
}

define void @irreducible(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = zext i32 %9 to i64
  %11 = mul nuw i64 %10, 2863311531
  %12 = lshr i64 %11, 33
  %13 = trunc nuw nsw i64 %12 to i32
  %.neg = mul i32 %13, -3
  %14 = sub i32 0, %9
  %.not = icmp eq i32 %.neg, %14
  br i1 %.not, label %"$L__BB28_1", label %"$L__BB28_6"

"$L__BB28_6":                                     ; preds = %"$L__BB28_1", %allocas
  %"%r49.0" = phi i32 [ 0, %allocas ], [ %20, %"$L__BB28_1" ]
  %"%r48.0" = phi i32 [ %9, %allocas ], [ %19, %"$L__BB28_1" ]
  %15 = mul i32 %"%r48.0", 5
  %16 = add i32 %15, 1
  %17 = add i32 %"%r49.0", 1
  br label %"$L__BB28_1"

"$L__BB28_1":                                     ; preds = %allocas, %"$L__BB28_6"
  %"%r40.0" = phi i32 [ %16, %"$L__BB28_6" ], [ %9, %allocas ]
  %"%r41.0" = phi i32 [ %17, %"$L__BB28_6" ], [ 0, %allocas ]
  %18 = lshr i32 %"%r40.0", 3
  %19 = xor i32 %18, %"%r40.0"
  %20 = add i32 %"%r41.0", 1
  %21 = icmp ult i32 %20, 12
  %22 = and i32 %19, 7
  %23 = icmp ne i32 %22, 0
  %24 = and i1 %21, %23
  br i1 %24, label %"$L__BB28_6", label %"$L__BB28_2"

"$L__BB28_4":                                     ; preds = %"$L__BB28_3", %"$L__BB28_2"
  %"%r47.0" = phi i32 [ 0, %"$L__BB28_2" ], [ %35, %"$L__BB28_3" ]
  %"%r46.0" = phi i32 [ %55, %"$L__BB28_2" ], [ %33, %"$L__BB28_3" ]
  %25 = zext i32 %"%r46.0" to i64
  %26 = mul nuw i64 %25, 2863311531
  %27 = lshr i64 %26, 33
  %28 = trunc nuw nsw i64 %27 to i32
  %29 = add nuw i32 %28, 7
  %30 = add nsw i32 %"%r47.0", 1
  %31 = icmp ult i32 %30, 21
  br i1 %31, label %"$L__BB28_3", label %"$L__BB28_5"

"$L__BB28_3":                                     ; preds = %"$L__BB28_2", %"$L__BB28_4"
  %"%r43.0" = phi i32 [ %30, %"$L__BB28_4" ], [ 0, %"$L__BB28_2" ]
  %"%r46.1" = phi i32 [ %29, %"$L__BB28_4" ], [ %55, %"$L__BB28_2" ]
  %32 = mul i32 %"%r46.1", 7
  %33 = add i32 %32, 1
  %34 = icmp ult i32 %33, 536870912
  %35 = add nuw nsw i32 %"%r43.0", 1
  %36 = icmp ugt i32 %"%r43.0", 19
  %37 = or i1 %36, %34
  br i1 %37, label %"$L__BB28_5", label %"$L__BB28_4"

"$L__BB28_5":                                     ; preds = %"$L__BB28_4", %"$L__BB28_3"
  %"%r47.1" = phi i32 [ %35, %"$L__BB28_3" ], [ 21, %"$L__BB28_4" ]
  %"%r46.2" = phi i32 [ %33, %"$L__BB28_3" ], [ %29, %"$L__BB28_4" ]
  %38 = add i64 %45, 8
  %39 = inttoptr i64 %38 to ptr
  store i32 %"%r46.2", ptr %39, align 4
  %40 = add i64 %45, 12
  %41 = inttoptr i64 %40 to ptr
  store i32 %"%r47.1", ptr %41, align 4
  ret void

"$L__BB28_2":                                     ; preds = %"$L__BB28_1"
  %42 = shl i32 %9, 3
  %43 = zext i32 %42 to i64
  %44 = shl nuw nsw i64 %43, 2
  %45 = add i64 %2, %44
  %46 = inttoptr i64 %45 to ptr
  store i32 %19, ptr %46, align 4
  %47 = add i64 %45, 4
  %48 = inttoptr i64 %47 to ptr
  store i32 %20, ptr %48, align 4
  %49 = and i32 %9, 15
  %50 = shl i32 %9, 2
  %51 = and i32 %50, 60
  %52 = zext nneg i32 %51 to i64
  %53 = add i64 %52, ptrtoint (ptr @U32_VALUES to i64)
  %54 = inttoptr i64 %53 to ptr
  %55 = load i32, ptr %54, align 4, !invariant.load !0
  %56 = zext nneg i32 %49 to i64
  %57 = lshr i64 22309, %56
  %58 = and i64 %57, 1
  %.not23 = icmp eq i64 %58, 0
  br i1 %.not23, label %"$L__BB28_3", label %"$L__BB28_4"
}

define void @early_return(ptr %0, ptr %1) {
allocas:
  %2 = getelementptr i8, ptr %1, i64 12
  %3 = load i32, ptr %2, align 4
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = load i32, ptr %1, align 4
  %7 = mul i32 %5, %3
  %8 = add i32 %7, %6
  %9 = shl i32 %8, 3
  %10 = zext i32 %8 to i64
  %11 = mul nuw i64 %10, 2863311531
  %12 = lshr i64 %11, 33
  %13 = trunc nuw nsw i64 %12 to i32
  %.neg = mul i32 %13, -3
  %14 = sub i32 0, %8
  %15 = icmp eq i32 %.neg, %14
  br i1 %15, label %"$L__BB29_12", label %16

"$L__BB29_12":                                    ; preds = %50, %48, %46, %44, %42, %40, %38, %36, %34, %27, %16, %allocas
  ret void

16:                                               ; preds = %allocas
  %17 = load i64, ptr %0, align 8
  %18 = zext i32 %9 to i64
  %19 = shl nuw nsw i64 %18, 2
  %20 = add i64 %17, %19
  %21 = inttoptr i64 %20 to ptr
  store i32 %8, ptr %21, align 4
  %22 = mul nuw i64 %10, 3435973837
  %23 = lshr i64 %22, 34
  %24 = trunc nuw nsw i64 %23 to i32
  %.neg28 = mul i32 %24, -5
  %25 = add i32 %.neg28, %8
  %26 = icmp eq i32 %25, 1
  br i1 %26, label %"$L__BB29_12", label %27

27:                                               ; preds = %16
  %28 = shl i32 %8, 1
  %29 = add i64 %20, 4
  %30 = inttoptr i64 %29 to ptr
  store i32 %28, ptr %30, align 4
  %31 = add i64 %20, 8
  %32 = inttoptr i64 %31 to ptr
  store i32 0, ptr %32, align 4
  %33 = icmp ugt i32 %8, 200
  br i1 %33, label %"$L__BB29_12", label %34

34:                                               ; preds = %27
  store i32 1, ptr %32, align 4
  %35 = icmp ugt i32 %28, 200
  br i1 %35, label %"$L__BB29_12", label %36

36:                                               ; preds = %34
  store i32 2, ptr %32, align 4
  %37 = icmp ugt i32 %8, 66
  br i1 %37, label %"$L__BB29_12", label %38

38:                                               ; preds = %36
  store i32 3, ptr %32, align 4
  %39 = icmp ugt i32 %8, 50
  br i1 %39, label %"$L__BB29_12", label %40

40:                                               ; preds = %38
  store i32 4, ptr %32, align 4
  %41 = icmp ugt i32 %8, 40
  br i1 %41, label %"$L__BB29_12", label %42

42:                                               ; preds = %40
  store i32 5, ptr %32, align 4
  %43 = icmp ugt i32 %8, 33
  br i1 %43, label %"$L__BB29_12", label %44

44:                                               ; preds = %42
  store i32 6, ptr %32, align 4
  %45 = icmp ugt i32 %8, 28
  br i1 %45, label %"$L__BB29_12", label %46

46:                                               ; preds = %44
  store i32 7, ptr %32, align 4
  %47 = icmp ugt i32 %9, 200
  br i1 %47, label %"$L__BB29_12", label %48

48:                                               ; preds = %46
  store i32 8, ptr %32, align 4
  %49 = icmp ugt i32 %8, 22
  br i1 %49, label %"$L__BB29_12", label %50

50:                                               ; preds = %48
  store i32 9, ptr %32, align 4
  %51 = add i64 %20, 12
  %52 = inttoptr i64 %51 to ptr
  store i32 61166, ptr %52, align 4
  br label %"$L__BB29_12"
}

define void @exit_some_threads(ptr %0, ptr %1) {
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
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = add i32 %9, 1
  %15 = inttoptr i64 %13 to ptr
  store i32 %14, ptr %15, align 4
  %16 = and i32 %9, 3
  %.not = icmp eq i32 %16, 1
  br i1 %.not, label %28, label %"$L__BB30_2"

"$L__BB30_2":                                     ; preds = %allocas
  %17 = add i32 %9, 2
  %18 = add i64 %13, 4
  %19 = inttoptr i64 %18 to ptr
  store i32 %17, ptr %19, align 4
  %20 = and i32 %9, 24
  %.not11 = icmp eq i32 %20, 24
  br i1 %.not11, label %33, label %"$L__BB30_4"

"$L__BB30_4":                                     ; preds = %"$L__BB30_2"
  %21 = add i32 %9, 3
  %22 = add i64 %13, 8
  %23 = inttoptr i64 %22 to ptr
  store i32 %21, ptr %23, align 4
  %24 = and i32 %7, 31
  %25 = icmp ult i32 %24, 30
  br i1 %25, label %"$L__BB30_6", label %38

"$L__BB30_6":                                     ; preds = %"$L__BB30_4"
  %26 = add i64 %13, 12
  %27 = inttoptr i64 %26 to ptr
  store i32 %24, ptr %27, align 4
  ret void

28:                                               ; preds = %allocas
  %29 = getelementptr i8, ptr %1, i64 104
  %30 = load ptr, ptr %29, align 8
  %31 = getelementptr i8, ptr %30, i64 80
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr nonnull %1)
  unreachable

33:                                               ; preds = %"$L__BB30_2"
  %34 = getelementptr i8, ptr %1, i64 104
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr i8, ptr %35, i64 80
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr nonnull %1)
  unreachable

38:                                               ; preds = %"$L__BB30_4"
  %39 = getelementptr i8, ptr %1, i64 104
  %40 = load ptr, ptr %39, align 8
  %41 = getelementptr i8, ptr %40, i64 80
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr nonnull %1)
  unreachable
}

define void @selects(ptr %0, ptr %1) {
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
  %14 = and i32 %9, 15
  %15 = shl i32 %9, 2
  %16 = zext i32 %15 to i64
  %17 = and i64 %16, 60
  %18 = add i64 %17, ptrtoint (ptr @U32_VALUES to i64)
  %19 = inttoptr i64 %18 to ptr
  %20 = load i32, ptr %19, align 4, !invariant.load !0
  %21 = add i32 %15, 20
  %22 = and i32 %21, 60
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr @U32_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr
  %26 = load i32, ptr %25, align 4, !invariant.load !0
  %27 = call i32 @llvm.umax.i32(i32 %20, i32 %26)
  %28 = inttoptr i64 %13 to ptr
  store i32 %27, ptr %28, align 4
  %29 = icmp slt i32 %20, %26
  %30 = sub i32 %20, %26
  %31 = sub i32 %26, %20
  %32 = select i1 %29, i32 %30, i32 %31
  %33 = add i64 %13, 4
  %34 = inttoptr i64 %33 to ptr
  store i32 %32, ptr %34, align 4
  %35 = zext nneg i32 %14 to i64
  %36 = lshr i64 22309, %35
  %37 = and i64 %36, 1
  %.not = icmp eq i64 %37, 0
  %38 = shl i32 %26, 1
  %39 = lshr i32 %26, 1
  %40 = select i1 %.not, i32 %38, i32 %39
  %41 = add i64 %13, 8
  %42 = inttoptr i64 %41 to ptr
  store i32 %40, ptr %42, align 4
  %43 = and i64 %16, 124
  %44 = add i64 %43, ptrtoint (ptr @F32_VALUES to i64)
  %45 = inttoptr i64 %44 to ptr
  %46 = load float, ptr %45, align 4, !invariant.load !0
  %47 = add i32 %15, 36
  %48 = and i32 %47, 124
  %49 = zext nneg i32 %48 to i64
  %50 = add i64 %49, ptrtoint (ptr @F32_VALUES to i64)
  %51 = inttoptr i64 %50 to ptr
  %52 = load float, ptr %51, align 4, !invariant.load !0
  %53 = fcmp olt float %46, %52
  %54 = select i1 %53, float %46, float %52
  %55 = fcmp uno float %54, 0.000000e+00
  %56 = bitcast float %54 to i32
  %57 = select i1 %55, i32 2147483647, i32 %56
  %58 = add i64 %13, 12
  %59 = inttoptr i64 %58 to ptr
  store i32 %57, ptr %59, align 4
  %60 = fcmp oeq float %46, %52
  %61 = zext i1 %60 to i32
  %62 = fcmp une float %46, %52
  %63 = select i1 %62, i32 2, i32 0
  %64 = or disjoint i32 %63, %61
  %65 = select i1 %53, i32 4, i32 0
  %66 = or disjoint i32 %64, %65
  %67 = fcmp oge float %46, %52
  %68 = select i1 %67, i32 8, i32 0
  %69 = or disjoint i32 %66, %68
  %70 = add i64 %13, 16
  %71 = inttoptr i64 %70 to ptr
  store i32 %69, ptr %71, align 4
  %.not37 = icmp ult i32 %20, %26
  %72 = add i32 %20, 100
  %73 = add i32 %26, -100
  %"%r1.1" = select i1 %.not37, i32 %72, i32 %73
  %74 = add i64 %13, 20
  %75 = inttoptr i64 %74 to ptr
  store i32 %"%r1.1", ptr %75, align 4
  ret void
}

define void @compile_only_trap(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %.not = icmp eq i32 %9, 5
  br i1 %.not, label %15, label %"$L__BB32_2"

"$L__BB32_2":                                     ; preds = %allocas
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = inttoptr i64 %13 to ptr
  store i32 1, ptr %14, align 4
  ret void

15:                                               ; preds = %allocas
  %16 = getelementptr i8, ptr %1, i64 104
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr i8, ptr %17, i64 72
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr nonnull %1)
  unreachable
}

define void @compile_only_brkpt(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %.not = icmp eq i32 %9, 7
  br i1 %.not, label %15, label %"$L__BB33_2"

"$L__BB33_2":                                     ; preds = %allocas
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = inttoptr i64 %13 to ptr
  store i32 2, ptr %14, align 4
  ret void

15:                                               ; preds = %allocas
  %16 = getelementptr i8, ptr %1, i64 104
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr i8, ptr %17, i64 72
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr nonnull %1)
  unreachable
}

define void @compile_only_assert(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = icmp ult i32 %9, 1000
  br i1 %10, label %"$L__BB34_2", label %15

"$L__BB34_2":                                     ; preds = %allocas
  %.not = icmp eq i32 %9, 3
  br i1 %.not, label %20, label %"$L__BB34_4"

"$L__BB34_4":                                     ; preds = %"$L__BB34_2"
  %11 = shl nuw nsw i32 %9, 5
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %2, %12
  %14 = inttoptr i64 %13 to ptr
  store i32 3, ptr %14, align 4
  ret void

15:                                               ; preds = %allocas
  %16 = getelementptr i8, ptr %1, i64 104
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr i8, ptr %17, i64 64
  %19 = load ptr, ptr %18, align 8
  call void %19(ptr nonnull %1, ptr nonnull @"$str", ptr nonnull @"$str$1", i32 399, ptr nonnull @__unnamed_1)
  unreachable

20:                                               ; preds = %"$L__BB34_2"
  %21 = getelementptr i8, ptr %1, i64 104
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr i8, ptr %22, i64 64
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr nonnull %1, ptr nonnull @"$str$2", ptr nonnull @"$str$1", i32 400, ptr nonnull @__unnamed_1)
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptosi.sat.i64.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
