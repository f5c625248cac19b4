; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@OPS = protected addrspace(1) global <{ i64, i64, i64, i64 }> <{ i64 ptrtoint (ptr @_Z6op_addjj to i64), i64 ptrtoint (ptr @_Z6op_muljj to i64), i64 ptrtoint (ptr @_Z6op_xorjj to i64), i64 ptrtoint (ptr @_Z6op_rotjj to i64) }>, align 8
@__unnamed_1 = protected addrspace(1) global [41 x i8] c"void compile_only_assert(unsigned int *)\00", align 1
@"$str" = protected addrspace(1) global [9 x i8] c"t < 1000\00", align 1
@"$str$1" = protected addrspace(1) global [11 x i8] c"control.cu\00", align 1
@"$str$2" = protected addrspace(1) global [6 x i8] c"false\00", align 1
@.rocuda.str = private addrspace(1) constant [7 x i8] c"(null)\00"
@.rocuda.str.1 = private addrspace(1) constant [73 x i8] c"%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\0A\00"
@.rocuda.str.2 = private addrspace(1) constant [73 x i8] c"%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\0A\00"

define internal i32 @_Z6op_addjj(i32 %0, i32 %1) #0 {
allocas:
  %2 = add i32 %1, %0
  ret i32 %2
}

define internal i32 @_Z6op_muljj(i32 %0, i32 %1) #0 {
allocas:
  %2 = mul i32 %1, %0
  ret i32 %2
}

define internal i32 @_Z6op_xorjj(i32 %0, i32 %1) #0 {
allocas:
  %2 = xor i32 %1, %0
  ret i32 %2
}

define internal i32 @_Z6op_rotjj(i32 %0, i32 %1) #0 {
allocas:
  %2 = call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1)
  ret i32 %2
}

define internal i32 @_Z6is_oddj(i32 %0) #0 {
allocas:
  %1 = icmp eq i32 %0, 0
  br i1 %1, label %"$L__BB14_2", label %2

"$L__BB14_2":                                     ; preds = %2, %allocas
  %"%rs4.0" = phi i32 [ 0, %allocas ], [ %5, %2 ]
  ret i32 %"%rs4.0"

2:                                                ; preds = %allocas
  %3 = add i32 %0, -1
  %4 = call i32 @_Z7is_evenj(i32 %3)
  %sext = shl i32 %4, 16
  %5 = ashr exact i32 %sext, 16
  br label %"$L__BB14_2"
}

define internal i32 @_Z12dense_switchjj(i32 %0, i32 %1) #0 {
allocas:
  %2 = icmp sgt i32 %0, 7
  br i1 %2, label %"$L__BB4_16", label %24

"$L__BB4_16":                                     ; preds = %allocas
  %3 = icmp sgt i32 %0, 11
  br i1 %3, label %"$L__BB4_24", label %29

"$L__BB4_9":                                      ; preds = %24
  %4 = icmp sgt i32 %0, 5
  br i1 %4, label %"$L__BB4_13", label %32

"$L__BB4_6":                                      ; preds = %26
  switch i32 %0, label %"$L__BB4_39" [
    i32 2, label %"$L__BB4_37"
    i32 3, label %"$L__BB4_8"
  ]

"$L__BB4_38":                                     ; preds = %28
  %5 = add i32 %1, 1
  br label %"$L__BB4_39"

"$L__BB4_5":                                      ; preds = %28
  %6 = mul i32 %1, 3
  br label %"$L__BB4_39"

"$L__BB4_39":                                     ; preds = %"$L__BB4_28", %"$L__BB4_13", %"$L__BB4_21", %"$L__BB4_6", %33, %32, %31, %28, %34, %"$L__BB4_31", %"$L__BB4_35", %"$L__BB4_33", %"$L__BB4_37", %"$L__BB4_32", %"$L__BB4_36", %"$L__BB4_34", %"$L__BB4_38", %35, %"$L__BB4_15", %"$L__BB4_23", %"$L__BB4_8", %"$L__BB4_12", %"$L__BB4_20", %"$L__BB4_5"
  %"%r23.0" = phi i32 [ %23, %"$L__BB4_31" ], [ %36, %35 ], [ %16, %"$L__BB4_32" ], [ %19, %"$L__BB4_33" ], [ %20, %"$L__BB4_23" ], [ %8, %"$L__BB4_34" ], [ %9, %"$L__BB4_20" ], [ %21, %"$L__BB4_35" ], [ %22, %"$L__BB4_15" ], [ %10, %"$L__BB4_36" ], [ %11, %"$L__BB4_12" ], [ %17, %"$L__BB4_37" ], [ %18, %"$L__BB4_8" ], [ %5, %"$L__BB4_38" ], [ %6, %"$L__BB4_5" ], [ 57005, %34 ], [ 57005, %28 ], [ 57005, %31 ], [ 57005, %32 ], [ 19, %33 ], [ 57005, %"$L__BB4_6" ], [ 57005, %"$L__BB4_21" ], [ 57005, %"$L__BB4_13" ], [ 57005, %"$L__BB4_28" ]
  ret i32 %"%r23.0"

"$L__BB4_24":                                     ; preds = %"$L__BB4_16"
  %7 = icmp sgt i32 %0, 13
  br i1 %7, label %"$L__BB4_28", label %33

"$L__BB4_21":                                     ; preds = %29
  switch i32 %0, label %"$L__BB4_39" [
    i32 10, label %"$L__BB4_33"
    i32 11, label %"$L__BB4_23"
  ]

"$L__BB4_34":                                     ; preds = %31
  %8 = or i32 %1, 256
  br label %"$L__BB4_39"

"$L__BB4_20":                                     ; preds = %31
  %9 = and i32 %1, 255
  br label %"$L__BB4_39"

"$L__BB4_13":                                     ; preds = %"$L__BB4_9"
  switch i32 %0, label %"$L__BB4_39" [
    i32 6, label %"$L__BB4_35"
    i32 7, label %"$L__BB4_15"
  ]

"$L__BB4_36":                                     ; preds = %32
  %10 = shl i32 %1, 2
  br label %"$L__BB4_39"

"$L__BB4_12":                                     ; preds = %32
  %11 = lshr i32 %1, 1
  br label %"$L__BB4_39"

"$L__BB4_28":                                     ; preds = %"$L__BB4_24"
  switch i32 %0, label %"$L__BB4_39" [
    i32 14, label %"$L__BB4_31"
    i32 15, label %35
  ]

"$L__BB4_32":                                     ; preds = %33
  %12 = zext i32 %1 to i64
  %13 = mul nuw nsw i64 %12, 1321528399
  %14 = lshr i64 %13, 34
  %15 = trunc nuw nsw i64 %14 to i32
  %.neg = mul i32 %15, -13
  %16 = add i32 %.neg, %1
  br label %"$L__BB4_39"

"$L__BB4_37":                                     ; preds = %"$L__BB4_6"
  %17 = xor i32 %1, 85
  br label %"$L__BB4_39"

"$L__BB4_8":                                      ; preds = %"$L__BB4_6"
  %18 = add i32 %1, -7
  br label %"$L__BB4_39"

"$L__BB4_33":                                     ; preds = %"$L__BB4_21"
  %19 = add i32 %1, 1000
  br label %"$L__BB4_39"

"$L__BB4_23":                                     ; preds = %"$L__BB4_21"
  %20 = mul i32 %1, 17
  br label %"$L__BB4_39"

"$L__BB4_35":                                     ; preds = %"$L__BB4_13"
  %21 = xor i32 %1, -1
  br label %"$L__BB4_39"

"$L__BB4_15":                                     ; preds = %"$L__BB4_13"
  %22 = mul i32 %1, %1
  br label %"$L__BB4_39"

"$L__BB4_31":                                     ; preds = %"$L__BB4_28"
  %23 = shl i32 %1, 1
  br label %"$L__BB4_39"

24:                                               ; preds = %allocas
  %25 = icmp sgt i32 %0, 3
  br i1 %25, label %"$L__BB4_9", label %26

26:                                               ; preds = %24
  %27 = icmp sgt i32 %0, 1
  br i1 %27, label %"$L__BB4_6", label %28

28:                                               ; preds = %26
  switch i32 %0, label %"$L__BB4_39" [
    i32 0, label %"$L__BB4_38"
    i32 1, label %"$L__BB4_5"
  ]

29:                                               ; preds = %"$L__BB4_16"
  %30 = icmp sgt i32 %0, 9
  br i1 %30, label %"$L__BB4_21", label %31

31:                                               ; preds = %29
  switch i32 %0, label %"$L__BB4_39" [
    i32 8, label %"$L__BB4_34"
    i32 9, label %"$L__BB4_20"
  ]

32:                                               ; preds = %"$L__BB4_9"
  switch i32 %0, label %"$L__BB4_39" [
    i32 4, label %"$L__BB4_36"
    i32 5, label %"$L__BB4_12"
  ]

33:                                               ; preds = %"$L__BB4_24"
  switch i32 %0, label %34 [
    i32 12, label %"$L__BB4_32"
    i32 13, label %"$L__BB4_39"
  ]

34:                                               ; preds = %33
  br label %"$L__BB4_39"

35:                                               ; preds = %"$L__BB4_28"
  %36 = add i32 %1, -1
  br label %"$L__BB4_39"
}

define internal i32 @_Z11many_paramshsjmfdPKjbat(i32 %0, i32 %1, i32 %2, i64 %3, i32 %4, i64 %5, i32 %6, i32 %7, i32 %8, i32 %9) #0 {
allocas:
  %10 = and i32 %0, 255
  %sext = shl i32 %1, 16
  %11 = ashr exact i32 %sext, 16
  %12 = bitcast i32 %4 to float
  %13 = bitcast i64 %5 to double
  %14 = and i32 %9, 65535
  %15 = add nsw i32 %11, %10
  %16 = add i32 %15, %2
  %17 = lshr i64 %3, 32
  %18 = trunc nuw i64 %17 to i32
  %19 = trunc i64 %3 to i32
  %20 = call float @llvm.trunc.f32(float %12)
  %21 = call i32 @llvm.fptosi.sat.i32.f32(float %20)
  %22 = call double @llvm.trunc.f64(double %13)
  %23 = call i64 @llvm.fptosi.sat.i64.f64(double %22)
  %24 = fcmp uno double %13, 0.000000e+00
  %25 = trunc i64 %23 to i32
  %26 = select i1 %24, i32 0, i32 %25
  %27 = and i32 %7, 255
  %28 = icmp eq i32 %27, 0
  %29 = select i1 %28, i32 0, i32 4096
  %sext3 = shl i32 %8, 24
  %30 = ashr exact i32 %sext3, 24
  %31 = add i32 %16, %19
  %32 = add i32 %31, %18
  %33 = add i32 %32, %6
  %34 = add i32 %33, %29
  %35 = add i32 %34, %30
  %36 = add i32 %35, %14
  %37 = add i32 %36, %21
  %38 = add i32 %37, %26
  ret i32 %38
}

define internal [24 x i8] @_Z11make_triplejf(i32 %0, i32 %1) #0 {
allocas:
  %2 = bitcast i32 %1 to float
  %3 = xor i32 %0, 65535
  %4 = zext i32 %3 to i64
  %5 = zext i32 %0 to i64
  %6 = shl i64 %5, 40
  %7 = call float @llvm.fma.f32(float %2, float 2.000000e+00, float -1.000000e+00)
  %8 = mul i32 %0, 3
  %func_retval0.sroa.0.0.extract.trunc = trunc i32 %8 to i8
  %func_retval0.sroa.3.0.extract.shift = lshr i32 %8, 8
  %func_retval0.sroa.3.0.extract.trunc = trunc i32 %func_retval0.sroa.3.0.extract.shift to i8
  %func_retval0.sroa.5.0.extract.shift = lshr i32 %8, 16
  %func_retval0.sroa.5.0.extract.trunc = trunc i32 %func_retval0.sroa.5.0.extract.shift to i8
  %func_retval0.sroa.7.0.extract.shift = lshr i32 %8, 24
  %func_retval0.sroa.7.0.extract.trunc = trunc nuw i32 %func_retval0.sroa.7.0.extract.shift to i8
  %func_retval0.sroa.17.8.extract.trunc = trunc i32 %3 to i8
  %func_retval0.sroa.20.8.extract.shift = lshr i64 %4, 8
  %func_retval0.sroa.20.8.extract.trunc = trunc i64 %func_retval0.sroa.20.8.extract.shift to i8
  %func_retval0.sroa.22.8.extract.shift = lshr i64 %4, 16
  %func_retval0.sroa.22.8.extract.trunc = trunc i64 %func_retval0.sroa.22.8.extract.shift to i8
  %func_retval0.sroa.24.8.extract.shift = lshr i64 %4, 24
  %func_retval0.sroa.24.8.extract.trunc = trunc nuw i64 %func_retval0.sroa.24.8.extract.shift to i8
  %func_retval0.sroa.28.8.extract.trunc = trunc i32 %0 to i8
  %func_retval0.sroa.30.8.extract.shift = lshr i64 %6, 48
  %func_retval0.sroa.30.8.extract.trunc = trunc i64 %func_retval0.sroa.30.8.extract.shift to i8
  %func_retval0.sroa.32.8.extract.shift = lshr i64 %6, 56
  %func_retval0.sroa.32.8.extract.trunc = trunc nuw i64 %func_retval0.sroa.32.8.extract.shift to i8
  %9 = bitcast float %7 to i32
  %func_retval0.sroa.34.16.extract.trunc = trunc i32 %9 to i8
  %func_retval0.sroa.37.16.extract.shift = lshr i32 %9, 8
  %func_retval0.sroa.37.16.extract.trunc = trunc i32 %func_retval0.sroa.37.16.extract.shift to i8
  %func_retval0.sroa.39.16.extract.shift = lshr i32 %9, 16
  %func_retval0.sroa.39.16.extract.trunc = trunc i32 %func_retval0.sroa.39.16.extract.shift to i8
  %func_retval0.sroa.41.16.extract.shift = lshr i32 %9, 24
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

define internal [16 x i8] @_Z9make_quad6Tripled([24 x i8] %0) #0 {
allocas:
  %.fca.0.extract = extractvalue [24 x i8] %0, 0
  %.fca.1.extract = extractvalue [24 x i8] %0, 1
  %.fca.2.extract = extractvalue [24 x i8] %0, 2
  %.fca.3.extract = extractvalue [24 x i8] %0, 3
  %.fca.8.extract = extractvalue [24 x i8] %0, 8
  %.fca.16.extract = extractvalue [24 x i8] %0, 16
  %.fca.17.extract = extractvalue [24 x i8] %0, 17
  %.fca.18.extract = extractvalue [24 x i8] %0, 18
  %.fca.19.extract = extractvalue [24 x i8] %0, 19
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
  %1 = bitcast i32 %_Z9make_quad6Tripled_param_0.sroa.18.16.insert.insert to float
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
  %2 = uitofp i32 %_Z9make_quad6Tripled_param_0.sroa.0.0.insert.insert to double
  %3 = fpext float %1 to double
  %4 = trunc i32 %_Z9make_quad6Tripled_param_0.sroa.0.0.insert.insert to i16
  %5 = fcmp ogt float %1, 0.000000e+00
  %6 = call double @llvm.fma.f64(double %2, double 5.000000e-01, double %3)
  %7 = add i16 %4, 25536
  %8 = bitcast double %6 to i64
  %func_retval0.sroa.0.0.extract.trunc = trunc i64 %8 to i8
  %func_retval0.sroa.3.0.extract.shift = lshr i64 %8, 8
  %func_retval0.sroa.3.0.extract.trunc = trunc i64 %func_retval0.sroa.3.0.extract.shift to i8
  %func_retval0.sroa.5.0.extract.shift = lshr i64 %8, 16
  %func_retval0.sroa.5.0.extract.trunc = trunc i64 %func_retval0.sroa.5.0.extract.shift to i8
  %func_retval0.sroa.7.0.extract.shift = lshr i64 %8, 24
  %func_retval0.sroa.7.0.extract.trunc = trunc i64 %func_retval0.sroa.7.0.extract.shift to i8
  %func_retval0.sroa.9.0.extract.shift = lshr i64 %8, 32
  %func_retval0.sroa.9.0.extract.trunc = trunc i64 %func_retval0.sroa.9.0.extract.shift to i8
  %func_retval0.sroa.11.0.extract.shift = lshr i64 %8, 40
  %func_retval0.sroa.11.0.extract.trunc = trunc i64 %func_retval0.sroa.11.0.extract.shift to i8
  %func_retval0.sroa.13.0.extract.shift = lshr i64 %8, 48
  %func_retval0.sroa.13.0.extract.trunc = trunc i64 %func_retval0.sroa.13.0.extract.shift to i8
  %func_retval0.sroa.15.0.extract.shift = lshr i64 %8, 56
  %func_retval0.sroa.15.0.extract.trunc = trunc nuw i64 %func_retval0.sroa.15.0.extract.shift to i8
  %func_retval0.sroa.17.8.extract.trunc = trunc i16 %7 to i8
  %func_retval0.sroa.20.8.extract.shift = lshr i16 %7, 8
  %func_retval0.sroa.20.8.extract.trunc = trunc nuw i16 %func_retval0.sroa.20.8.extract.shift to i8
  %9 = zext i1 %5 to i8
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
  %.fca.11.insert = insertvalue [16 x i8] %.fca.10.insert, i8 %9, 11
  %.fca.12.insert = insertvalue [16 x i8] %.fca.11.insert, i8 undef, 12
  %.fca.13.insert = insertvalue [16 x i8] %.fca.12.insert, i8 undef, 13
  %.fca.14.insert = insertvalue [16 x i8] %.fca.13.insert, i8 undef, 14
  %.fca.15.insert = insertvalue [16 x i8] %.fca.14.insert, i8 undef, 15
  ret [16 x i8] %.fca.15.insert
}

define internal i64 @_Z10mix_doubledfi(i64 %0, i32 %1) #0 {
allocas:
  %2 = bitcast i64 %0 to double
  %3 = sitofp i32 %1 to double
  %4 = call double @llvm.fma.f64(double %2, double 3.000000e+00, double %3)
  %5 = bitcast double %4 to i64
  ret i64 %5
}

define internal i32 @_Z8is_primej(i32 %0) #0 {
allocas:
  %1 = icmp ult i32 %0, 2
  br i1 %1, label %"$L__BB9_5", label %7

"$L__BB9_5":                                      ; preds = %9, %"$L__BB9_3", %7, %allocas
  %"%rs6.0" = phi i32 [ 0, %allocas ], [ 1, %7 ], [ 0, %"$L__BB9_3" ], [ 1, %9 ]
  ret i32 %"%rs6.0"

"$L__BB9_3":                                      ; preds = %7, %9
  %"%r8.0" = phi i32 [ %10, %9 ], [ 2, %7 ]
  %2 = icmp ne i32 %"%r8.0", 0
  %3 = call i32 @llvm.umax.i32(i32 %"%r8.0", i32 1)
  %4 = urem i32 %0, %3
  %5 = icmp eq i32 %4, 0
  %6 = and i1 %2, %5
  br i1 %6, label %"$L__BB9_5", label %9

7:                                                ; preds = %allocas
  %8 = icmp ult i32 %0, 4
  br i1 %8, label %"$L__BB9_5", label %"$L__BB9_3"

9:                                                ; preds = %"$L__BB9_3"
  %10 = add i32 %"%r8.0", 1
  %11 = mul i32 %10, %10
  %.not = icmp ugt i32 %11, %0
  br i1 %.not, label %"$L__BB9_5", label %"$L__BB9_3"
}

define internal void @_Z10out_paramsjPjS_Pf(i32 %0, i64 %1, i64 %2, i64 %3) #0 {
allocas:
  %4 = inttoptr i64 %3 to ptr
  %5 = addrspacecast ptr %4 to ptr addrspace(5)
  %6 = inttoptr i64 %2 to ptr
  %7 = addrspacecast ptr %6 to ptr addrspace(5)
  %8 = inttoptr i64 %1 to ptr
  %9 = addrspacecast ptr %8 to ptr addrspace(5)
  %10 = and i32 %0, 65535
  store i32 %10, ptr addrspace(5) %9, align 4
  %11 = lshr i32 %0, 16
  store i32 %11, ptr addrspace(5) %7, align 4
  %12 = uitofp i32 %0 to float
  store float %12, ptr addrspace(5) %5, align 4
  ret void
}

define internal i64 @_Z9factorialj(i32 %0) #0 {
allocas:
  %1 = icmp ult i32 %0, 2
  br i1 %1, label %"$L__BB11_6", label %20

"$L__BB11_6":                                     ; preds = %"$L__BB11_5", %"$L__BB11_4", %allocas
  %"%rd24.0" = phi i64 [ 1, %allocas ], [ %"%rd24.1", %"$L__BB11_4" ], [ %18, %"$L__BB11_5" ]
  ret i64 %"%rd24.0"

"$L__BB11_4":                                     ; preds = %"$L__BB11_3", %20
  %"%rd24.1" = phi i64 [ 1, %20 ], [ %14, %"$L__BB11_3" ]
  %"%r20.0" = phi i32 [ %0, %20 ], [ %13, %"$L__BB11_3" ]
  %2 = icmp eq i32 %22, 0
  br i1 %2, label %"$L__BB11_6", label %"$L__BB11_5"

"$L__BB11_3":                                     ; preds = %"$L__BB11_3", %25
  %"%r19.0" = phi i32 [ %26, %25 ], [ %15, %"$L__BB11_3" ]
  %"%rd24.2" = phi i64 [ 1, %25 ], [ %14, %"$L__BB11_3" ]
  %"%r20.1" = phi i32 [ %0, %25 ], [ %13, %"$L__BB11_3" ]
  %3 = zext i32 %"%r20.1" to i64
  %4 = mul i64 %"%rd24.2", %3
  %5 = add i32 %"%r20.1", -1
  %6 = zext i32 %5 to i64
  %7 = mul i64 %4, %6
  %8 = add i32 %"%r20.1", -2
  %9 = zext i32 %8 to i64
  %10 = mul i64 %7, %9
  %11 = add i32 %"%r20.1", -3
  %12 = zext i32 %11 to i64
  %13 = add i32 %"%r20.1", -4
  %14 = mul i64 %10, %12
  %15 = add i32 %"%r19.0", -4
  %.not = icmp eq i32 %15, 0
  br i1 %.not, label %"$L__BB11_4", label %"$L__BB11_3"

"$L__BB11_5":                                     ; preds = %"$L__BB11_4", %"$L__BB11_5"
  %"%r22.0" = phi i32 [ %19, %"$L__BB11_5" ], [ %22, %"$L__BB11_4" ]
  %"%rd24.3" = phi i64 [ %18, %"$L__BB11_5" ], [ %"%rd24.1", %"$L__BB11_4" ]
  %"%r20.2" = phi i32 [ %16, %"$L__BB11_5" ], [ %"%r20.0", %"$L__BB11_4" ]
  %16 = add i32 %"%r20.2", -1
  %17 = zext i32 %"%r20.2" to i64
  %18 = mul i64 %"%rd24.3", %17
  %19 = add i32 %"%r22.0", -1
  %.not18 = icmp eq i32 %19, 0
  br i1 %.not18, label %"$L__BB11_6", label %"$L__BB11_5"

20:                                               ; preds = %allocas
  %21 = add i32 %0, -1
  %22 = and i32 %21, 3
  %23 = add i32 %0, -2
  %24 = icmp ult i32 %23, 3
  br i1 %24, label %"$L__BB11_4", label %25

25:                                               ; preds = %20
  %26 = and i32 %21, -4
  br label %"$L__BB11_3"
}

define internal i32 @_Z9fibonaccij(i32 %0) #0 {
allocas:
  %1 = icmp ult i32 %0, 2
  br i1 %1, label %"$L__BB12_2", label %2

"$L__BB12_2":                                     ; preds = %2, %allocas
  %"%r8.0" = phi i32 [ %0, %allocas ], [ %7, %2 ]
  ret i32 %"%r8.0"

2:                                                ; preds = %allocas
  %3 = add i32 %0, -1
  %4 = call i32 @_Z9fibonaccij(i32 %3)
  %5 = add i32 %0, -2
  %6 = call i32 @_Z9fibonaccij(i32 %5)
  %7 = add i32 %6, %4
  br label %"$L__BB12_2"
}

define internal i32 @_Z7is_evenj(i32 %0) #0 {
allocas:
  %1 = icmp eq i32 %0, 0
  br i1 %1, label %"$L__BB13_2", label %2

"$L__BB13_2":                                     ; preds = %2, %allocas
  %"%rs4.0" = phi i32 [ 1, %allocas ], [ %5, %2 ]
  ret i32 %"%rs4.0"

2:                                                ; preds = %allocas
  %3 = add i32 %0, -1
  %4 = call i32 @_Z6is_oddj(i32 %3)
  %sext = shl i32 %4, 16
  %5 = ashr exact i32 %sext, 16
  br label %"$L__BB13_2"
}

define internal i32 @_Z3gcdjj(i32 %0, i32 %1) #0 {
allocas:
  %2 = icmp eq i32 %1, 0
  br i1 %2, label %"$L__BB15_3", label %"$L__BB15_2"

"$L__BB15_3":                                     ; preds = %"$L__BB15_2", %allocas
  %"%r9.0" = phi i32 [ %0, %allocas ], [ %"%r7.0", %"$L__BB15_2" ]
  ret i32 %"%r9.0"

"$L__BB15_2":                                     ; preds = %allocas, %"$L__BB15_2"
  %"%r8.0" = phi i32 [ %"%r7.0", %"$L__BB15_2" ], [ %0, %allocas ]
  %"%r7.0" = phi i32 [ %3, %"$L__BB15_2" ], [ %1, %allocas ]
  %3 = urem i32 %"%r8.0", %"%r7.0"
  %.not = icmp eq i32 %3, 0
  br i1 %.not, label %"$L__BB15_3", label %"$L__BB15_2"
}

define internal i32 @_Z9frame_sumjj(i32 %0, i32 %1) #0 {
allocas:
  %__local_depot16 = alloca [16 x i8], align 16, addrspace(5)
  %2 = add i32 %1, %0
  %3 = add i32 %2, %1
  %4 = add i32 %3, %1
  %5 = add i32 %4, %1
  %6 = insertelement <4 x i32> poison, i32 %2, i64 0
  %7 = insertelement <4 x i32> %6, i32 %3, i64 1
  %8 = insertelement <4 x i32> %7, i32 %4, i64 2
  %9 = insertelement <4 x i32> %8, i32 %5, i64 3
  store <4 x i32> %9, ptr addrspace(5) %__local_depot16, align 16
  %10 = icmp eq i32 %0, 0
  br i1 %10, label %"$L__BB16_2", label %24

"$L__BB16_2":                                     ; preds = %24, %allocas
  %"%r18.0" = phi i32 [ 0, %allocas ], [ %27, %24 ]
  %11 = ptrtoint ptr addrspace(5) %__local_depot16 to i32
  %12 = shl i32 %1, 2
  %13 = and i32 %12, 12
  %14 = or disjoint i32 %13, %11
  %15 = inttoptr i32 %14 to ptr addrspace(5)
  %16 = load i32, ptr addrspace(5) %15, align 4
  %17 = add i32 %16, %"%r18.0"
  %18 = shl i32 %0, 2
  %19 = and i32 %18, 12
  %20 = or disjoint i32 %19, %11
  %21 = inttoptr i32 %20 to ptr addrspace(5)
  %22 = load i32, ptr addrspace(5) %21, align 4
  %23 = add i32 %17, %22
  ret i32 %23

24:                                               ; preds = %allocas
  %25 = add i32 %0, -1
  %26 = xor i32 %1, %0
  %27 = call i32 @_Z9frame_sumjj(i32 %25, i32 %26)
  br label %"$L__BB16_2"
}

define internal i32 @_Z8fop_halff(i32 %0) #0 {
allocas:
  %1 = bitcast i32 %0 to float
  %2 = fmul float %1, 5.000000e-01
  %3 = bitcast float %2 to i32
  ret i32 %3
}

define internal i32 @_Z7fop_negf(i32 %0) #0 {
allocas:
  %1 = bitcast i32 %0 to float
  %2 = fneg float %1
  %3 = bitcast float %2 to i32
  ret i32 %3
}

define internal i32 @_Z6fop_sqf(i32 %0) #0 {
allocas:
  %1 = bitcast i32 %0 to float
  %2 = fmul float %1, %1
  %3 = bitcast float %2 to i32
  ret i32 %3
}

define internal i32 @_Z11apply_twicePFjjjEjj(i64 %0, i32 %1, i32 %2) #0 {
allocas:
  %3 = inttoptr i64 %0 to ptr addrspace(1)
  %4 = call addrspace(1) i32 %3(i32 %1, i32 %2)
  %5 = call addrspace(1) i32 %3(i32 %4, i32 %2)
  ret i32 %5
}

define internal i32 @_Z11apply_floatPFffEf(i64 %0, i32 %1) #0 {
allocas:
  %2 = inttoptr i64 %0 to ptr addrspace(1)
  %3 = call addrspace(1) i32 %2(i32 %1)
  %4 = bitcast i32 %3 to float
  %5 = fadd float %4, 1.000000e+00
  %6 = bitcast float %5 to i32
  ret i32 %6
}

define amdgpu_kernel void @divergent_if_else(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %10 = and i32 %7, 31
  %11 = and i32 %9, 15
  %12 = zext nneg i32 %11 to i64
  %13 = shl i32 %9, 2
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 60
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
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
  %"%r41.0" = phi i32 [ %24, %"$L__BB22_4" ], [ %68, %"$L__BB22_3" ], [ %67, %"$L__BB22_1" ]
  %25 = shl i32 %9, 3
  %26 = inttoptr i64 %1 to ptr
  %27 = addrspacecast ptr %26 to ptr addrspace(1)
  %28 = ptrtoint ptr addrspace(1) %27 to i64
  %29 = zext i32 %25 to i64
  %30 = shl nuw nsw i64 %29, 2
  %31 = add i64 %30, %28
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  store i32 %"%r41.0", ptr addrspace(1) %32, align 4
  %33 = lshr i64 1504, %12
  %34 = and i64 %33, 1
  %.not41 = icmp eq i64 %34, 0
  br i1 %.not41, label %"$L__BB22_7", label %"$L__BB22_6"

"$L__BB22_7":                                     ; preds = %"$L__BB22_5"
  %35 = add i32 %18, 4096
  %36 = add i64 %31, 4
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  store i32 %35, ptr addrspace(1) %37, align 4
  br label %"$L__BB22_8"

"$L__BB22_8":                                     ; preds = %"$L__BB22_6", %"$L__BB22_7"
  %38 = icmp eq i32 %11, 0
  %39 = icmp ult i32 %10, 4
  %40 = or i1 %39, %38
  br i1 %40, label %"$L__BB22_10", label %72

"$L__BB22_10":                                    ; preds = %72, %"$L__BB22_8"
  %"%r42.0" = phi i32 [ 0, %"$L__BB22_8" ], [ %78, %72 ]
  %41 = add i64 %31, 8
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  store i32 %"%r42.0", ptr addrspace(1) %42, align 4
  %43 = icmp eq i32 %11, 7
  %44 = icmp eq i32 %10, 0
  %45 = or i1 %44, %43
  br i1 %45, label %"$L__BB22_12", label %79

"$L__BB22_12":                                    ; preds = %79, %"$L__BB22_10"
  %"%r43.0" = phi i32 [ 7, %"$L__BB22_10" ], [ %88, %79 ]
  %46 = add i64 %31, 12
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  store i32 %"%r43.0", ptr addrspace(1) %47, align 4
  %48 = and i64 %14, 124
  %49 = add i64 %48, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  %51 = load float, ptr addrspace(1) %50, align 4, !invariant.load !1
  %52 = fcmp ogt float %51, 1.000000e+00
  br i1 %52, label %"$L__BB22_14", label %"$L__BB22_13"

"$L__BB22_14":                                    ; preds = %"$L__BB22_12"
  %53 = fmul float %51, 5.000000e-01
  br label %"$L__BB22_15"

"$L__BB22_15":                                    ; preds = %"$L__BB22_13", %"$L__BB22_14"
  %"%f8.0" = phi float [ %53, %"$L__BB22_14" ], [ %94, %"$L__BB22_13" ]
  %54 = bitcast float %"%f8.0" to i32
  %55 = fcmp uno float %"%f8.0", 0.000000e+00
  %56 = select i1 %55, i32 2147483647, i32 %54
  %57 = add i64 %31, 16
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store i32 %56, ptr addrspace(1) %58, align 4
  %59 = icmp ugt i32 %10, 23
  br i1 %59, label %"$L__BB22_18", label %95

"$L__BB22_18":                                    ; preds = %97, %95, %"$L__BB22_15"
  %"%r44.0" = phi i32 [ 0, %"$L__BB22_15" ], [ 1, %95 ], [ %101, %97 ]
  %60 = add i64 %31, 20
  %61 = inttoptr i64 %60 to ptr addrspace(1)
  store i32 %"%r44.0", ptr addrspace(1) %61, align 4
  ret void

"$L__BB22_1":                                     ; preds = %allocas
  %62 = and i32 %7, 2
  %63 = icmp eq i32 %62, 0
  %64 = mul i32 %18, 3
  %65 = add i32 %64, 1
  %66 = lshr i32 %18, 3
  %67 = select i1 %63, i32 %66, i32 %65
  br label %"$L__BB22_5"

"$L__BB22_3":                                     ; preds = %"$L__BB22_2"
  %68 = add i32 %18, %9
  br label %"$L__BB22_5"

"$L__BB22_6":                                     ; preds = %"$L__BB22_5"
  %69 = sub i32 0, %18
  %70 = add i64 %31, 4
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  store i32 %69, ptr addrspace(1) %71, align 4
  br label %"$L__BB22_8"

72:                                               ; preds = %"$L__BB22_8"
  %73 = icmp ne i32 %18, 0
  %74 = call i32 @llvm.umax.i32(i32 %18, i32 1)
  %75 = udiv i32 %9, %74
  %76 = icmp ult i32 %75, 10
  %77 = and i1 %73, %76
  %78 = zext i1 %77 to i32
  br label %"$L__BB22_10"

79:                                               ; preds = %"$L__BB22_10"
  %80 = trunc nuw nsw i32 %10 to i16
  %81 = mul nuw nsw i32 %10, 52429
  %82 = lshr i32 %81, 18
  %83 = trunc nuw nsw i32 %82 to i16
  %.neg = mul nsw i16 %83, -5
  %84 = add nsw i16 %.neg, %80
  %85 = icmp eq i16 %84, 2
  %86 = icmp ugt i32 %9, 40
  %87 = and i1 %86, %85
  %88 = select i1 %87, i32 7, i32 9
  br label %"$L__BB22_12"

"$L__BB22_13":                                    ; preds = %"$L__BB22_12"
  %89 = fcmp olt float %51, -1.000000e+00
  %90 = fadd float %51, 2.000000e+00
  %91 = fcmp uno float %51, 0.000000e+00
  %92 = select i1 %91, float 0.000000e+00, float %90
  %93 = fneg float %51
  %94 = select i1 %89, float %93, float %92
  br label %"$L__BB22_15"

95:                                               ; preds = %"$L__BB22_15"
  %96 = icmp ugt i32 %10, 11
  br i1 %96, label %"$L__BB22_18", label %97

97:                                               ; preds = %95
  %98 = icmp ult i32 %10, 6
  %99 = icmp ult i32 %10, 3
  %100 = select i1 %99, i32 4, i32 3
  %101 = select i1 %98, i32 %100, i32 2
  br label %"$L__BB22_18"
}

define amdgpu_kernel void @loops_break_continue(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %17 = add i32 %12, 1
  br label %"$L__BB23_1"

"$L__BB23_1":                                     ; preds = %190, %allocas
  %"%r3.0" = phi i32 [ 0, %allocas ], [ %188, %190 ]
  %"%r251.0" = phi i32 [ %17, %allocas ], [ %195, %190 ]
  %18 = icmp eq i32 %"%r251.0", 1
  br i1 %18, label %"$L__BB23_9", label %166

"$L__BB23_9":                                     ; preds = %"$L__BB23_6", %"$L__BB23_7", %"$L__BB23_8", %187, %"$L__BB23_1"
  %"%r252.0" = phi i32 [ %"%r3.0", %"$L__BB23_1" ], [ %21, %"$L__BB23_8" ], [ %22, %"$L__BB23_7" ], [ %23, %"$L__BB23_6" ], [ 100, %187 ]
  %19 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %"%r252.0", ptr addrspace(1) %19, align 4
  %20 = shl i32 %12, 2
  br label %"$L__BB23_10"

"$L__BB23_8":                                     ; preds = %166
  %21 = or disjoint i32 %"%r3.0", 1
  br label %"$L__BB23_9"

"$L__BB23_7":                                     ; preds = %173
  %22 = or disjoint i32 %"%r3.0", 2
  br label %"$L__BB23_9"

"$L__BB23_6":                                     ; preds = %180
  %23 = or disjoint i32 %"%r3.0", 3
  br label %"$L__BB23_9"

"$L__BB23_10":                                    ; preds = %"$L__BB23_34", %"$L__BB23_9"
  %"%r254.0" = phi i32 [ 0, %"$L__BB23_9" ], [ %90, %"$L__BB23_34" ]
  %"%r255.0" = phi i32 [ 0, %"$L__BB23_9" ], [ %"%r255.9", %"$L__BB23_34" ]
  %24 = trunc i32 %"%r254.0" to i16
  %25 = and i32 %"%r254.0", 65528
  %26 = mul nuw i32 %25, 43691
  %27 = lshr i32 %26, 17
  %28 = trunc nuw nsw i32 %27 to i16
  %.neg = mul i16 %28, -3
  %29 = sub i16 0, %24
  %30 = icmp eq i16 %.neg, %29
  br i1 %30, label %"$L__BB23_13", label %196

"$L__BB23_13":                                    ; preds = %199, %"$L__BB23_10"
  %"%r255.1" = phi i32 [ %"%r255.0", %"$L__BB23_10" ], [ %200, %199 ]
  %31 = or disjoint i32 %"%r254.0", 1
  %32 = trunc i32 %31 to i16
  %33 = and i32 %31, 65529
  %34 = mul nuw i32 %33, 43691
  %35 = lshr i32 %34, 17
  %36 = trunc nuw nsw i32 %35 to i16
  %.neg193 = mul i16 %36, -3
  %37 = sub nsw i16 0, %32
  %38 = icmp eq i16 %.neg193, %37
  br i1 %38, label %"$L__BB23_16", label %201

"$L__BB23_35":                                    ; preds = %"$L__BB23_34", %231, %226, %221, %216, %211, %206, %201, %196
  %"%r255.2" = phi i32 [ %"%r255.8", %231 ], [ %"%r255.7", %226 ], [ %"%r255.6", %221 ], [ %"%r255.5", %216 ], [ %"%r255.4", %211 ], [ %"%r255.3", %206 ], [ %"%r255.1", %201 ], [ %"%r255.0", %196 ], [ %"%r255.9", %"$L__BB23_34" ]
  %39 = add i64 %16, 4
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %"%r255.2", ptr addrspace(1) %40, align 4
  %41 = add i32 %12, 6
  br label %"$L__BB23_36"

"$L__BB23_16":                                    ; preds = %204, %"$L__BB23_13"
  %"%r255.3" = phi i32 [ %"%r255.1", %"$L__BB23_13" ], [ %205, %204 ]
  %42 = or disjoint i32 %"%r254.0", 2
  %43 = trunc i32 %42 to i16
  %44 = and i32 %42, 65530
  %45 = mul nuw i32 %44, 43691
  %46 = lshr i32 %45, 17
  %47 = trunc nuw nsw i32 %46 to i16
  %.neg194 = mul i16 %47, -3
  %48 = sub nsw i16 0, %43
  %49 = icmp eq i16 %.neg194, %48
  br i1 %49, label %"$L__BB23_19", label %206

"$L__BB23_19":                                    ; preds = %209, %"$L__BB23_16"
  %"%r255.4" = phi i32 [ %"%r255.3", %"$L__BB23_16" ], [ %210, %209 ]
  %50 = or disjoint i32 %"%r254.0", 3
  %51 = trunc i32 %50 to i16
  %52 = and i32 %50, 65531
  %53 = mul nuw i32 %52, 43691
  %54 = lshr i32 %53, 17
  %55 = trunc nuw nsw i32 %54 to i16
  %.neg195 = mul i16 %55, -3
  %56 = sub nsw i16 0, %51
  %57 = icmp eq i16 %.neg195, %56
  br i1 %57, label %"$L__BB23_22", label %211

"$L__BB23_22":                                    ; preds = %214, %"$L__BB23_19"
  %"%r255.5" = phi i32 [ %"%r255.4", %"$L__BB23_19" ], [ %215, %214 ]
  %58 = or disjoint i32 %"%r254.0", 4
  %59 = trunc i32 %58 to i16
  %60 = and i32 %58, 65532
  %61 = mul nuw i32 %60, 43691
  %62 = lshr i32 %61, 17
  %63 = trunc nuw nsw i32 %62 to i16
  %.neg196 = mul i16 %63, -3
  %64 = sub nsw i16 0, %59
  %65 = icmp eq i16 %.neg196, %64
  br i1 %65, label %"$L__BB23_25", label %216

"$L__BB23_25":                                    ; preds = %219, %"$L__BB23_22"
  %"%r255.6" = phi i32 [ %"%r255.5", %"$L__BB23_22" ], [ %220, %219 ]
  %66 = or disjoint i32 %"%r254.0", 5
  %67 = trunc i32 %66 to i16
  %68 = and i32 %66, 65533
  %69 = mul nuw i32 %68, 43691
  %70 = lshr i32 %69, 17
  %71 = trunc nuw nsw i32 %70 to i16
  %.neg197 = mul i16 %71, -3
  %72 = sub nsw i16 0, %67
  %73 = icmp eq i16 %.neg197, %72
  br i1 %73, label %"$L__BB23_28", label %221

"$L__BB23_28":                                    ; preds = %224, %"$L__BB23_25"
  %"%r255.7" = phi i32 [ %"%r255.6", %"$L__BB23_25" ], [ %225, %224 ]
  %74 = or disjoint i32 %"%r254.0", 6
  %75 = trunc i32 %74 to i16
  %76 = and i32 %74, 65534
  %77 = mul nuw i32 %76, 43691
  %78 = lshr i32 %77, 17
  %79 = trunc nuw nsw i32 %78 to i16
  %.neg198 = mul i16 %79, -3
  %80 = sub nsw i16 0, %75
  %81 = icmp eq i16 %.neg198, %80
  br i1 %81, label %"$L__BB23_31", label %226

"$L__BB23_31":                                    ; preds = %229, %"$L__BB23_28"
  %"%r255.8" = phi i32 [ %"%r255.7", %"$L__BB23_28" ], [ %230, %229 ]
  %82 = or disjoint i32 %"%r254.0", 7
  %83 = trunc i32 %82 to i16
  %84 = and i32 %82, 65535
  %85 = mul nuw i32 %84, 43691
  %86 = lshr i32 %85, 17
  %87 = trunc nuw nsw i32 %86 to i16
  %.neg199 = mul i16 %87, -3
  %88 = sub nsw i16 0, %83
  %89 = icmp eq i16 %.neg199, %88
  br i1 %89, label %"$L__BB23_34", label %231

"$L__BB23_34":                                    ; preds = %234, %"$L__BB23_31"
  %"%r255.9" = phi i32 [ %"%r255.8", %"$L__BB23_31" ], [ %235, %234 ]
  %90 = add i32 %"%r254.0", 8
  %91 = icmp ult i32 %90, 1000
  br i1 %91, label %"$L__BB23_10", label %"$L__BB23_35"

"$L__BB23_36":                                    ; preds = %"$L__BB23_41", %"$L__BB23_35"
  %"%r264.0" = phi i32 [ -1, %"$L__BB23_35" ], [ %"%r264.1", %"$L__BB23_41" ]
  %"%r265.0" = phi i32 [ 1, %"$L__BB23_35" ], [ %93, %"$L__BB23_41" ]
  %92 = icmp ugt i32 %"%r265.0", 19
  br i1 %92, label %"$L__BB23_41", label %"$L__BB23_38"

"$L__BB23_41":                                    ; preds = %236, %"$L__BB23_40", %"$L__BB23_36"
  %"%p73.0" = phi i1 [ true, %"$L__BB23_36" ], [ false, %"$L__BB23_40" ], [ true, %236 ]
  %"%r264.1" = phi i32 [ %"%r264.0", %"$L__BB23_36" ], [ %99, %"$L__BB23_40" ], [ %"%r264.0", %236 ]
  %93 = add i32 %"%r265.0", 1
  %94 = icmp ult i32 %93, 20
  %95 = and i1 %94, %"%p73.0"
  br i1 %95, label %"$L__BB23_36", label %239

"$L__BB23_38":                                    ; preds = %"$L__BB23_36", %236
  %"%r266.0" = phi i32 [ %237, %236 ], [ %"%r265.0", %"$L__BB23_36" ]
  %96 = mul i32 %"%r266.0", %"%r265.0"
  %97 = icmp eq i32 %96, %41
  br i1 %97, label %"$L__BB23_40", label %236

"$L__BB23_40":                                    ; preds = %"$L__BB23_38"
  %98 = mul nuw i32 %"%r265.0", 100
  %99 = add i32 %98, %"%r266.0"
  br label %"$L__BB23_41"

"$L__BB23_43":                                    ; preds = %"$L__BB23_43", %239
  %"%r268.0" = phi i32 [ 0, %239 ], [ %104, %"$L__BB23_43" ]
  %"%r269.0" = phi i32 [ %248, %239 ], [ %101, %"$L__BB23_43" ]
  %100 = mul i32 %"%r269.0", 1103515245
  %101 = add i32 %100, 12345
  %102 = lshr i32 %101, 28
  %103 = icmp ne i32 %102, %242
  %104 = add i32 %"%r268.0", 1
  %105 = icmp ult i32 %104, 64
  %106 = and i1 %105, %103
  br i1 %106, label %"$L__BB23_43", label %"$L__BB23_47"

"$L__BB23_50":                                    ; preds = %"$L__BB23_47"
  %107 = add nsw i32 %"%r273.0", 6
  br label %"$L__BB23_51"

"$L__BB23_52":                                    ; preds = %"$L__BB23_51", %259
  %"%r273.1" = phi i32 [ %111, %"$L__BB23_51" ], [ %"%r273.0", %259 ]
  %108 = add i32 %12, 3
  %109 = and i32 %108, 3
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %"$L__BB23_55", label %262

"$L__BB23_51":                                    ; preds = %"$L__BB23_50", %260
  %"%r272.0" = phi i32 [ %107, %"$L__BB23_50" ], [ %261, %260 ]
  %111 = call i32 @llvm.fshl.i32(i32 %"%r272.0", i32 %"%r272.0", i32 1)
  br label %"$L__BB23_52"

"$L__BB23_55":                                    ; preds = %"$L__BB23_52"
  %112 = add i32 %"%r273.1", 9
  br label %"$L__BB23_56"

"$L__BB23_57":                                    ; preds = %"$L__BB23_56", %262
  %"%r273.2" = phi i32 [ %114, %"$L__BB23_56" ], [ %"%r273.1", %262 ]
  %113 = icmp eq i32 %257, 0
  br i1 %113, label %"$L__BB23_60", label %265

"$L__BB23_56":                                    ; preds = %"$L__BB23_55", %263
  %"%r274.0" = phi i32 [ %112, %"$L__BB23_55" ], [ %264, %263 ]
  %114 = call i32 @llvm.fshl.i32(i32 %"%r274.0", i32 %"%r274.0", i32 1)
  br label %"$L__BB23_57"

"$L__BB23_60":                                    ; preds = %"$L__BB23_57"
  %115 = add i32 %"%r273.2", 12
  br label %"$L__BB23_61"

"$L__BB23_62":                                    ; preds = %"$L__BB23_61", %265
  %"%r273.3" = phi i32 [ %116, %"$L__BB23_61" ], [ %"%r273.2", %265 ]
  br i1 %254, label %"$L__BB23_65", label %268

"$L__BB23_61":                                    ; preds = %"$L__BB23_60", %266
  %"%r276.0" = phi i32 [ %115, %"$L__BB23_60" ], [ %267, %266 ]
  %116 = call i32 @llvm.fshl.i32(i32 %"%r276.0", i32 %"%r276.0", i32 1)
  br label %"$L__BB23_62"

"$L__BB23_65":                                    ; preds = %"$L__BB23_62"
  %117 = add i32 %"%r273.3", 15
  br label %"$L__BB23_66"

"$L__BB23_67":                                    ; preds = %"$L__BB23_66", %268
  %"%r273.4" = phi i32 [ %118, %"$L__BB23_66" ], [ %"%r273.3", %268 ]
  br i1 %258, label %"$L__BB23_70", label %271

"$L__BB23_66":                                    ; preds = %"$L__BB23_65", %269
  %"%r278.0" = phi i32 [ %117, %"$L__BB23_65" ], [ %270, %269 ]
  %118 = call i32 @llvm.fshl.i32(i32 %"%r278.0", i32 %"%r278.0", i32 1)
  br label %"$L__BB23_67"

"$L__BB23_70":                                    ; preds = %"$L__BB23_67"
  %119 = add i32 %"%r273.4", 18
  br label %"$L__BB23_71"

"$L__BB23_72":                                    ; preds = %"$L__BB23_71", %271
  %"%r273.5" = phi i32 [ %120, %"$L__BB23_71" ], [ %"%r273.4", %271 ]
  br i1 %110, label %"$L__BB23_75", label %274

"$L__BB23_71":                                    ; preds = %"$L__BB23_70", %272
  %"%r280.0" = phi i32 [ %119, %"$L__BB23_70" ], [ %273, %272 ]
  %120 = call i32 @llvm.fshl.i32(i32 %"%r280.0", i32 %"%r280.0", i32 1)
  br label %"$L__BB23_72"

"$L__BB23_75":                                    ; preds = %"$L__BB23_72"
  %121 = add i32 %"%r273.5", 21
  br label %"$L__BB23_76"

"$L__BB23_77":                                    ; preds = %"$L__BB23_76", %274
  %"%r273.6" = phi i32 [ %122, %"$L__BB23_76" ], [ %"%r273.5", %274 ]
  br i1 %113, label %"$L__BB23_80", label %277

"$L__BB23_76":                                    ; preds = %"$L__BB23_75", %275
  %"%r282.0" = phi i32 [ %121, %"$L__BB23_75" ], [ %276, %275 ]
  %122 = call i32 @llvm.fshl.i32(i32 %"%r282.0", i32 %"%r282.0", i32 1)
  br label %"$L__BB23_77"

"$L__BB23_80":                                    ; preds = %"$L__BB23_77"
  %123 = add i32 %"%r273.6", 24
  br label %"$L__BB23_81"

"$L__BB23_82":                                    ; preds = %"$L__BB23_81", %277
  %"%r273.7" = phi i32 [ %124, %"$L__BB23_81" ], [ %"%r273.6", %277 ]
  br i1 %254, label %"$L__BB23_85", label %280

"$L__BB23_81":                                    ; preds = %"$L__BB23_80", %278
  %"%r284.0" = phi i32 [ %123, %"$L__BB23_80" ], [ %279, %278 ]
  %124 = call i32 @llvm.fshl.i32(i32 %"%r284.0", i32 %"%r284.0", i32 1)
  br label %"$L__BB23_82"

"$L__BB23_85":                                    ; preds = %"$L__BB23_82"
  %125 = add i32 %"%r273.7", 27
  br label %"$L__BB23_86"

"$L__BB23_87":                                    ; preds = %"$L__BB23_86", %280
  %"%r273.8" = phi i32 [ %126, %"$L__BB23_86" ], [ %"%r273.7", %280 ]
  br i1 %258, label %"$L__BB23_90", label %283

"$L__BB23_86":                                    ; preds = %"$L__BB23_85", %281
  %"%r286.0" = phi i32 [ %125, %"$L__BB23_85" ], [ %282, %281 ]
  %126 = call i32 @llvm.fshl.i32(i32 %"%r286.0", i32 %"%r286.0", i32 1)
  br label %"$L__BB23_87"

"$L__BB23_90":                                    ; preds = %"$L__BB23_87"
  %127 = add i32 %"%r273.8", 30
  br label %"$L__BB23_91"

"$L__BB23_92":                                    ; preds = %"$L__BB23_91", %283
  %"%r273.9" = phi i32 [ %128, %"$L__BB23_91" ], [ %"%r273.8", %283 ]
  br i1 %110, label %"$L__BB23_95", label %286

"$L__BB23_91":                                    ; preds = %"$L__BB23_90", %284
  %"%r288.0" = phi i32 [ %127, %"$L__BB23_90" ], [ %285, %284 ]
  %128 = call i32 @llvm.fshl.i32(i32 %"%r288.0", i32 %"%r288.0", i32 1)
  br label %"$L__BB23_92"

"$L__BB23_95":                                    ; preds = %"$L__BB23_92"
  %129 = add i32 %"%r273.9", 33
  br label %"$L__BB23_96"

"$L__BB23_97":                                    ; preds = %"$L__BB23_96", %286
  %"%r273.10" = phi i32 [ %130, %"$L__BB23_96" ], [ %"%r273.9", %286 ]
  br i1 %113, label %"$L__BB23_100", label %289

"$L__BB23_96":                                    ; preds = %"$L__BB23_95", %287
  %"%r290.0" = phi i32 [ %129, %"$L__BB23_95" ], [ %288, %287 ]
  %130 = call i32 @llvm.fshl.i32(i32 %"%r290.0", i32 %"%r290.0", i32 1)
  br label %"$L__BB23_97"

"$L__BB23_100":                                   ; preds = %"$L__BB23_97"
  %131 = add i32 %"%r273.10", 36
  br label %"$L__BB23_101"

"$L__BB23_102":                                   ; preds = %"$L__BB23_101", %289
  %"%r273.11" = phi i32 [ %132, %"$L__BB23_101" ], [ %"%r273.10", %289 ]
  br i1 %254, label %"$L__BB23_105", label %292

"$L__BB23_101":                                   ; preds = %"$L__BB23_100", %290
  %"%r292.0" = phi i32 [ %131, %"$L__BB23_100" ], [ %291, %290 ]
  %132 = call i32 @llvm.fshl.i32(i32 %"%r292.0", i32 %"%r292.0", i32 1)
  br label %"$L__BB23_102"

"$L__BB23_105":                                   ; preds = %"$L__BB23_102"
  %133 = add i32 %"%r273.11", 39
  br label %"$L__BB23_106"

"$L__BB23_107":                                   ; preds = %"$L__BB23_106", %292
  %"%r273.12" = phi i32 [ %134, %"$L__BB23_106" ], [ %"%r273.11", %292 ]
  br i1 %258, label %"$L__BB23_110", label %295

"$L__BB23_106":                                   ; preds = %"$L__BB23_105", %293
  %"%r294.0" = phi i32 [ %133, %"$L__BB23_105" ], [ %294, %293 ]
  %134 = call i32 @llvm.fshl.i32(i32 %"%r294.0", i32 %"%r294.0", i32 1)
  br label %"$L__BB23_107"

"$L__BB23_110":                                   ; preds = %"$L__BB23_107"
  %135 = add i32 %"%r273.12", 42
  br label %"$L__BB23_111"

"$L__BB23_112":                                   ; preds = %"$L__BB23_111", %295
  %"%r273.13" = phi i32 [ %136, %"$L__BB23_111" ], [ %"%r273.12", %295 ]
  br i1 %110, label %"$L__BB23_115", label %298

"$L__BB23_111":                                   ; preds = %"$L__BB23_110", %296
  %"%r296.0" = phi i32 [ %135, %"$L__BB23_110" ], [ %297, %296 ]
  %136 = call i32 @llvm.fshl.i32(i32 %"%r296.0", i32 %"%r296.0", i32 1)
  br label %"$L__BB23_112"

"$L__BB23_115":                                   ; preds = %"$L__BB23_112"
  %137 = add i32 %"%r273.13", 45
  br label %"$L__BB23_116"

"$L__BB23_117":                                   ; preds = %"$L__BB23_116", %298
  %"%r273.14" = phi i32 [ %153, %"$L__BB23_116" ], [ %"%r273.13", %298 ]
  %138 = add i64 %16, 20
  %139 = inttoptr i64 %138 to ptr addrspace(1)
  store i32 %"%r273.14", ptr addrspace(1) %139, align 4
  %140 = zext i32 %12 to i64
  %141 = mul nuw nsw i64 %140, 613566757
  %142 = lshr i64 %141, 32
  %143 = trunc nuw nsw i64 %142 to i32
  %144 = sub i32 %12, %143
  %145 = lshr i32 %144, 1
  %146 = add nuw i32 %145, %143
  %147 = lshr i32 %146, 2
  %148 = mul i32 %147, 7
  %149 = sub i32 %12, %148
  %150 = add i32 %149, 1
  %151 = and i32 %150, 3
  %152 = icmp ult i32 %149, 3
  br i1 %152, label %"$L__BB23_120", label %301

"$L__BB23_116":                                   ; preds = %"$L__BB23_115", %299
  %"%r298.0" = phi i32 [ %137, %"$L__BB23_115" ], [ %300, %299 ]
  %153 = call i32 @llvm.fshl.i32(i32 %"%r298.0", i32 %"%r298.0", i32 1)
  br label %"$L__BB23_117"

"$L__BB23_120":                                   ; preds = %"$L__BB23_119", %"$L__BB23_117"
  %"%r304.0" = phi i32 [ %149, %"$L__BB23_117" ], [ %158, %"$L__BB23_119" ]
  %"%r309.0" = phi i32 [ 0, %"$L__BB23_117" ], [ %157, %"$L__BB23_119" ]
  %154 = icmp eq i32 %151, 0
  br i1 %154, label %"$L__BB23_122", label %"$L__BB23_121"

"$L__BB23_119":                                   ; preds = %"$L__BB23_119", %301
  %"%r304.1" = phi i32 [ %149, %301 ], [ %158, %"$L__BB23_119" ]
  %"%r309.1" = phi i32 [ 0, %301 ], [ %157, %"$L__BB23_119" ]
  %"%r300.0" = phi i32 [ %303, %301 ], [ %159, %"$L__BB23_119" ]
  %reass.add = shl i32 %"%r304.1", 1
  %155 = add i32 %"%r309.1", %reass.add
  %156 = add i32 %155, %reass.add
  %157 = add i32 %156, -2
  %158 = add i32 %"%r304.1", -4
  %159 = add i32 %"%r300.0", -4
  %.not209 = icmp eq i32 %159, -1
  br i1 %.not209, label %"$L__BB23_120", label %"$L__BB23_119"

"$L__BB23_122":                                   ; preds = %"$L__BB23_121", %"$L__BB23_120"
  %"%r309.2" = phi i32 [ %"%r309.0", %"$L__BB23_120" ], [ %163, %"$L__BB23_121" ]
  %160 = add i64 %16, 24
  %161 = inttoptr i64 %160 to ptr addrspace(1)
  store i32 %"%r309.2", ptr addrspace(1) %161, align 4
  ret void

"$L__BB23_121":                                   ; preds = %"$L__BB23_120", %"$L__BB23_121"
  %"%r304.2" = phi i32 [ %164, %"$L__BB23_121" ], [ %"%r304.0", %"$L__BB23_120" ]
  %"%r308.0" = phi i32 [ %165, %"$L__BB23_121" ], [ %151, %"$L__BB23_120" ]
  %"%r309.3" = phi i32 [ %163, %"$L__BB23_121" ], [ %"%r309.0", %"$L__BB23_120" ]
  %162 = add i32 %"%r309.3", %"%r304.2"
  %163 = add i32 %162, 1
  %164 = add i32 %"%r304.2", -1
  %165 = add i32 %"%r308.0", -1
  %.not210 = icmp eq i32 %165, 0
  br i1 %.not210, label %"$L__BB23_122", label %"$L__BB23_121"

166:                                              ; preds = %"$L__BB23_1"
  %167 = and i32 %"%r251.0", 1
  %.not = icmp eq i32 %167, 0
  %168 = mul i32 %"%r251.0", 3
  %169 = add i32 %168, 1
  %170 = lshr i32 %"%r251.0", 1
  %171 = select i1 %.not, i32 %170, i32 %169
  %172 = icmp eq i32 %171, 1
  br i1 %172, label %"$L__BB23_8", label %173

173:                                              ; preds = %166
  %174 = and i32 %171, 1
  %.not190 = icmp eq i32 %174, 0
  %175 = mul i32 %171, 3
  %176 = add i32 %175, 1
  %177 = lshr i32 %171, 1
  %178 = select i1 %.not190, i32 %177, i32 %176
  %179 = icmp eq i32 %178, 1
  br i1 %179, label %"$L__BB23_7", label %180

180:                                              ; preds = %173
  %181 = and i32 %178, 1
  %.not191 = icmp eq i32 %181, 0
  %182 = mul i32 %178, 3
  %183 = add i32 %182, 1
  %184 = lshr i32 %178, 1
  %185 = select i1 %.not191, i32 %184, i32 %183
  %186 = icmp eq i32 %185, 1
  br i1 %186, label %"$L__BB23_6", label %187

187:                                              ; preds = %180
  %188 = add i32 %"%r3.0", 4
  %189 = icmp ugt i32 %188, 99
  br i1 %189, label %"$L__BB23_9", label %190

190:                                              ; preds = %187
  %191 = and i32 %185, 1
  %.not192 = icmp eq i32 %191, 0
  %192 = lshr i32 %185, 1
  %193 = mul i32 %185, 3
  %194 = add i32 %193, 1
  %195 = select i1 %.not192, i32 %192, i32 %194
  br label %"$L__BB23_1"

196:                                              ; preds = %"$L__BB23_10"
  %197 = mul i32 %"%r254.0", %"%r254.0"
  %198 = icmp ugt i32 %197, %20
  br i1 %198, label %"$L__BB23_35", label %199

199:                                              ; preds = %196
  %200 = add i32 %"%r255.0", %"%r254.0"
  br label %"$L__BB23_13"

201:                                              ; preds = %"$L__BB23_13"
  %202 = mul i32 %31, %31
  %203 = icmp ugt i32 %202, %20
  br i1 %203, label %"$L__BB23_35", label %204

204:                                              ; preds = %201
  %205 = add i32 %"%r255.1", %31
  br label %"$L__BB23_16"

206:                                              ; preds = %"$L__BB23_16"
  %207 = mul i32 %42, %42
  %208 = icmp ugt i32 %207, %20
  br i1 %208, label %"$L__BB23_35", label %209

209:                                              ; preds = %206
  %210 = add i32 %"%r255.3", %42
  br label %"$L__BB23_19"

211:                                              ; preds = %"$L__BB23_19"
  %212 = mul i32 %50, %50
  %213 = icmp ugt i32 %212, %20
  br i1 %213, label %"$L__BB23_35", label %214

214:                                              ; preds = %211
  %215 = add i32 %"%r255.4", %50
  br label %"$L__BB23_22"

216:                                              ; preds = %"$L__BB23_22"
  %217 = mul i32 %58, %58
  %218 = icmp ugt i32 %217, %20
  br i1 %218, label %"$L__BB23_35", label %219

219:                                              ; preds = %216
  %220 = add i32 %"%r255.5", %58
  br label %"$L__BB23_25"

221:                                              ; preds = %"$L__BB23_25"
  %222 = mul i32 %66, %66
  %223 = icmp ugt i32 %222, %20
  br i1 %223, label %"$L__BB23_35", label %224

224:                                              ; preds = %221
  %225 = add i32 %"%r255.6", %66
  br label %"$L__BB23_28"

226:                                              ; preds = %"$L__BB23_28"
  %227 = mul i32 %74, %74
  %228 = icmp ugt i32 %227, %20
  br i1 %228, label %"$L__BB23_35", label %229

229:                                              ; preds = %226
  %230 = add i32 %"%r255.7", %74
  br label %"$L__BB23_31"

231:                                              ; preds = %"$L__BB23_31"
  %232 = mul i32 %82, %82
  %233 = icmp ugt i32 %232, %20
  br i1 %233, label %"$L__BB23_35", label %234

234:                                              ; preds = %231
  %235 = add i32 %"%r255.8", %82
  br label %"$L__BB23_34"

236:                                              ; preds = %"$L__BB23_38"
  %237 = add i32 %"%r266.0", 1
  %238 = icmp ult i32 %237, 20
  br i1 %238, label %"$L__BB23_38", label %"$L__BB23_41"

239:                                              ; preds = %"$L__BB23_41"
  %240 = add i64 %16, 8
  %241 = inttoptr i64 %240 to ptr addrspace(1)
  store i32 %"%r264.1", ptr addrspace(1) %241, align 4
  %242 = and i32 %12, 15
  %243 = and i32 %20, 60
  %244 = zext nneg i32 %243 to i64
  %245 = add i64 %244, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %246 = inttoptr i64 %245 to ptr addrspace(1)
  %247 = load i32, ptr addrspace(1) %246, align 4, !invariant.load !1
  %248 = or i32 %247, 1
  br label %"$L__BB23_43"

"$L__BB23_47":                                    ; preds = %"$L__BB23_43"
  %249 = add i64 %16, 12
  %250 = inttoptr i64 %249 to ptr addrspace(1)
  store i32 %104, ptr addrspace(1) %250, align 4
  %251 = add i64 %16, 16
  %252 = inttoptr i64 %251 to ptr addrspace(1)
  store i32 %101, ptr addrspace(1) %252, align 4
  %253 = and i32 %17, 3
  %254 = icmp eq i32 %253, 0
  %255 = and i32 %12, 2
  %256 = icmp eq i32 %255, 0
  %spec.select = select i1 %256, i32 0, i32 512
  %"%r273.0" = select i1 %254, i32 6, i32 %spec.select
  %257 = and i32 %12, 3
  %258 = icmp eq i32 %257, 2
  br i1 %258, label %"$L__BB23_50", label %259

259:                                              ; preds = %"$L__BB23_47"
  br i1 %256, label %260, label %"$L__BB23_52"

260:                                              ; preds = %259
  %261 = xor i32 %"%r273.0", 512
  br label %"$L__BB23_51"

262:                                              ; preds = %"$L__BB23_52"
  br i1 %256, label %263, label %"$L__BB23_57"

263:                                              ; preds = %262
  %264 = xor i32 %"%r273.1", 768
  br label %"$L__BB23_56"

265:                                              ; preds = %"$L__BB23_57"
  br i1 %256, label %"$L__BB23_62", label %266

266:                                              ; preds = %265
  %267 = xor i32 %"%r273.2", 1024
  br label %"$L__BB23_61"

268:                                              ; preds = %"$L__BB23_62"
  br i1 %256, label %"$L__BB23_67", label %269

269:                                              ; preds = %268
  %270 = xor i32 %"%r273.3", 1280
  br label %"$L__BB23_66"

271:                                              ; preds = %"$L__BB23_67"
  br i1 %256, label %272, label %"$L__BB23_72"

272:                                              ; preds = %271
  %273 = xor i32 %"%r273.4", 1536
  br label %"$L__BB23_71"

274:                                              ; preds = %"$L__BB23_72"
  br i1 %256, label %275, label %"$L__BB23_77"

275:                                              ; preds = %274
  %276 = xor i32 %"%r273.5", 1792
  br label %"$L__BB23_76"

277:                                              ; preds = %"$L__BB23_77"
  br i1 %256, label %"$L__BB23_82", label %278

278:                                              ; preds = %277
  %279 = xor i32 %"%r273.6", 2048
  br label %"$L__BB23_81"

280:                                              ; preds = %"$L__BB23_82"
  br i1 %256, label %"$L__BB23_87", label %281

281:                                              ; preds = %280
  %282 = xor i32 %"%r273.7", 2304
  br label %"$L__BB23_86"

283:                                              ; preds = %"$L__BB23_87"
  br i1 %256, label %284, label %"$L__BB23_92"

284:                                              ; preds = %283
  %285 = xor i32 %"%r273.8", 2560
  br label %"$L__BB23_91"

286:                                              ; preds = %"$L__BB23_92"
  br i1 %256, label %287, label %"$L__BB23_97"

287:                                              ; preds = %286
  %288 = xor i32 %"%r273.9", 2816
  br label %"$L__BB23_96"

289:                                              ; preds = %"$L__BB23_97"
  br i1 %256, label %"$L__BB23_102", label %290

290:                                              ; preds = %289
  %291 = xor i32 %"%r273.10", 3072
  br label %"$L__BB23_101"

292:                                              ; preds = %"$L__BB23_102"
  br i1 %256, label %"$L__BB23_107", label %293

293:                                              ; preds = %292
  %294 = xor i32 %"%r273.11", 3328
  br label %"$L__BB23_106"

295:                                              ; preds = %"$L__BB23_107"
  br i1 %256, label %296, label %"$L__BB23_112"

296:                                              ; preds = %295
  %297 = xor i32 %"%r273.12", 3584
  br label %"$L__BB23_111"

298:                                              ; preds = %"$L__BB23_112"
  br i1 %256, label %299, label %"$L__BB23_117"

299:                                              ; preds = %298
  %300 = xor i32 %"%r273.13", 3840
  br label %"$L__BB23_116"

301:                                              ; preds = %"$L__BB23_117"
  %302 = add i32 %151, %148
  %303 = sub i32 %12, %302
  br label %"$L__BB23_119"
}

define amdgpu_kernel void @switches(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot24 = alloca [8 x i8], align 8, addrspace(5)
  %1 = ptrtoint ptr addrspace(5) %__local_depot24 to i32
  %2 = load i64, ptr addrspace(4) %0, align 8
  %3 = inttoptr i64 %2 to ptr
  %4 = addrspacecast ptr %3 to ptr addrspace(1)
  %5 = ptrtoint ptr addrspace(1) %4 to i64
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workgroup.id.x()
  %11 = call i32 @llvm.amdgcn.workitem.id.x()
  %12 = mul i32 %10, %9
  %13 = add i32 %12, %11
  %14 = shl i32 %13, 3
  %15 = zext i32 %14 to i64
  %16 = shl nuw nsw i64 %15, 2
  %17 = add i64 %16, %5
  %18 = zext i32 %13 to i64
  %19 = mul nuw nsw i64 %18, 954437177
  %20 = lshr i64 %19, 34
  %21 = trunc nuw nsw i64 %20 to i32
  %.neg = mul i32 %21, -18
  %22 = add i32 %.neg, %13
  %23 = call i32 @_Z12dense_switchjj(i32 %22, i32 %13)
  %24 = inttoptr i64 %17 to ptr addrspace(1)
  store i32 %23, ptr addrspace(1) %24, align 4
  %25 = mul i32 %13, 7
  %26 = and i32 %25, 15
  %27 = shl i32 %13, 2
  %28 = and i32 %27, 60
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %29, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  %32 = load i32, ptr addrspace(1) %31, align 4, !invariant.load !1
  %33 = call i32 @_Z12dense_switchjj(i32 %26, i32 %32)
  %34 = add i64 %17, 4
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %35, align 4
  %36 = icmp sgt i32 %32, 2
  br i1 %36, label %"$L__BB24_5", label %"$L__BB24_1"

"$L__BB24_5":                                     ; preds = %allocas
  %37 = icmp sgt i32 %32, 305419895
  br i1 %37, label %"$L__BB24_9", label %128

"$L__BB24_9":                                     ; preds = %"$L__BB24_5"
  %switch.selectcmp = icmp eq i32 %32, 2147483647
  %switch.select = select i1 %switch.selectcmp, i32 3, i32 0
  %switch.selectcmp130 = icmp eq i32 %32, 305419896
  %switch.select131 = select i1 %switch.selectcmp130, i32 6, i32 %switch.select
  br label %"$L__BB24_14"

"$L__BB24_14.fold.split128":                      ; preds = %"$L__BB24_1"
  br label %"$L__BB24_14"

"$L__BB24_14":                                    ; preds = %128, %"$L__BB24_9", %"$L__BB24_1", %"$L__BB24_1", %"$L__BB24_14.fold.split128", %129
  %"%r100.0" = phi i32 [ 0, %129 ], [ 5, %"$L__BB24_1" ], [ 5, %"$L__BB24_1" ], [ 1, %"$L__BB24_14.fold.split128" ], [ %switch.select131, %"$L__BB24_9" ], [ %switch.select135, %128 ]
  %38 = add i64 %17, 8
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %"%r100.0", ptr addrspace(1) %39, align 4
  %40 = mul nuw i64 %18, 2863311531
  %41 = lshr i64 %40, 34
  %42 = trunc nuw nsw i64 %41 to i32
  %.neg119 = mul i32 %42, 65530
  %43 = add i32 %.neg119, %13
  %44 = trunc i32 %43 to i16
  %45 = icmp sgt i16 %44, 1
  br i1 %45, label %"$L__BB24_18", label %"$L__BB24_15"

"$L__BB24_18":                                    ; preds = %"$L__BB24_14"
  switch i16 %44, label %"$L__BB24_17.fold.split" [
    i16 2, label %"$L__BB24_25"
    i16 4, label %"$L__BB24_17"
    i16 3, label %130
  ]

"$L__BB24_25.fold.split":                         ; preds = %"$L__BB24_15"
  br label %"$L__BB24_25"

"$L__BB24_25":                                    ; preds = %"$L__BB24_15", %"$L__BB24_25.fold.split", %"$L__BB24_18", %"$L__BB24_17"
  %"%r104.0" = phi i32 [ 100, %"$L__BB24_18" ], [ %53, %"$L__BB24_17" ], [ 111, %"$L__BB24_15" ], [ 110, %"$L__BB24_25.fold.split" ]
  %46 = add i64 %17, 12
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  store i32 %"%r104.0", ptr addrspace(1) %47, align 4
  store <4 x i16> <i16 256, i16 258, i16 3, i16 770>, ptr addrspace(5) %__local_depot24, align 8
  %48 = and i32 %13, 7
  %49 = or disjoint i32 %48, %1
  %50 = inttoptr i32 %49 to ptr addrspace(5)
  %51 = load i8, ptr addrspace(5) %50, align 1
  %52 = icmp ugt i8 %51, 1
  br i1 %52, label %"$L__BB24_29", label %131

"$L__BB24_17.fold.split":                         ; preds = %"$L__BB24_18"
  br label %"$L__BB24_17"

"$L__BB24_17":                                    ; preds = %"$L__BB24_15", %"$L__BB24_18", %"$L__BB24_17.fold.split", %130
  %"%r103.0" = phi i32 [ 11000, %130 ], [ 10000, %"$L__BB24_18" ], [ 0, %"$L__BB24_17.fold.split" ], [ 0, %"$L__BB24_15" ]
  %53 = add nsw i32 %"%r103.0", 100000
  br label %"$L__BB24_25"

"$L__BB24_29":                                    ; preds = %"$L__BB24_25"
  switch i8 %51, label %"$L__BB24_34" [
    i8 2, label %"$L__BB24_32"
    i8 3, label %132
  ]

"$L__BB24_33":                                    ; preds = %131
  %54 = add i32 %13, 5
  br label %"$L__BB24_34"

"$L__BB24_28":                                    ; preds = %131
  %55 = mul i32 %13, 3
  br label %"$L__BB24_34"

"$L__BB24_34":                                    ; preds = %"$L__BB24_29", %131, %"$L__BB24_32", %"$L__BB24_33", %132, %"$L__BB24_28"
  %"%r106.0" = phi i32 [ %63, %"$L__BB24_32" ], [ %133, %132 ], [ %54, %"$L__BB24_33" ], [ %55, %"$L__BB24_28" ], [ %13, %131 ], [ %13, %"$L__BB24_29" ]
  %56 = add i32 %13, 1
  %57 = and i32 %56, 7
  %58 = or disjoint i32 %57, %1
  %59 = inttoptr i32 %58 to ptr addrspace(5)
  %60 = load i8, ptr addrspace(5) %59, align 1
  %61 = icmp ugt i8 %60, 1
  br i1 %61, label %"$L__BB24_38", label %134

"$L__BB24_32":                                    ; preds = %"$L__BB24_29"
  %62 = lshr i32 %13, 2
  %63 = xor i32 %62, %13
  br label %"$L__BB24_34"

"$L__BB24_38":                                    ; preds = %"$L__BB24_34"
  switch i8 %60, label %"$L__BB24_43" [
    i8 2, label %"$L__BB24_41"
    i8 3, label %135
  ]

"$L__BB24_42":                                    ; preds = %134
  %64 = add i32 %"%r106.0", 5
  br label %"$L__BB24_43"

"$L__BB24_37":                                    ; preds = %134
  %65 = mul i32 %"%r106.0", 3
  br label %"$L__BB24_43"

"$L__BB24_43":                                    ; preds = %"$L__BB24_38", %134, %"$L__BB24_41", %"$L__BB24_42", %135, %"$L__BB24_37"
  %"%r106.1" = phi i32 [ %73, %"$L__BB24_41" ], [ %136, %135 ], [ %64, %"$L__BB24_42" ], [ %65, %"$L__BB24_37" ], [ %"%r106.0", %134 ], [ %"%r106.0", %"$L__BB24_38" ]
  %66 = add i32 %13, 2
  %67 = and i32 %66, 7
  %68 = or disjoint i32 %67, %1
  %69 = inttoptr i32 %68 to ptr addrspace(5)
  %70 = load i8, ptr addrspace(5) %69, align 1
  %71 = icmp ugt i8 %70, 1
  br i1 %71, label %"$L__BB24_47", label %137

"$L__BB24_41":                                    ; preds = %"$L__BB24_38"
  %72 = lshr i32 %"%r106.0", 2
  %73 = xor i32 %72, %"%r106.0"
  br label %"$L__BB24_43"

"$L__BB24_47":                                    ; preds = %"$L__BB24_43"
  switch i8 %70, label %"$L__BB24_52" [
    i8 2, label %"$L__BB24_50"
    i8 3, label %138
  ]

"$L__BB24_51":                                    ; preds = %137
  %74 = add i32 %"%r106.1", 5
  br label %"$L__BB24_52"

"$L__BB24_46":                                    ; preds = %137
  %75 = mul i32 %"%r106.1", 3
  br label %"$L__BB24_52"

"$L__BB24_52":                                    ; preds = %"$L__BB24_47", %137, %"$L__BB24_50", %"$L__BB24_51", %138, %"$L__BB24_46"
  %"%r106.2" = phi i32 [ %83, %"$L__BB24_50" ], [ %139, %138 ], [ %74, %"$L__BB24_51" ], [ %75, %"$L__BB24_46" ], [ %"%r106.1", %137 ], [ %"%r106.1", %"$L__BB24_47" ]
  %76 = add i32 %13, 3
  %77 = and i32 %76, 7
  %78 = or disjoint i32 %77, %1
  %79 = inttoptr i32 %78 to ptr addrspace(5)
  %80 = load i8, ptr addrspace(5) %79, align 1
  %81 = icmp ugt i8 %80, 1
  br i1 %81, label %"$L__BB24_56", label %140

"$L__BB24_50":                                    ; preds = %"$L__BB24_47"
  %82 = lshr i32 %"%r106.1", 2
  %83 = xor i32 %82, %"%r106.1"
  br label %"$L__BB24_52"

"$L__BB24_56":                                    ; preds = %"$L__BB24_52"
  switch i8 %80, label %"$L__BB24_61" [
    i8 2, label %"$L__BB24_59"
    i8 3, label %141
  ]

"$L__BB24_60":                                    ; preds = %140
  %84 = add i32 %"%r106.2", 5
  br label %"$L__BB24_61"

"$L__BB24_55":                                    ; preds = %140
  %85 = mul i32 %"%r106.2", 3
  br label %"$L__BB24_61"

"$L__BB24_61":                                    ; preds = %"$L__BB24_56", %140, %"$L__BB24_59", %"$L__BB24_60", %141, %"$L__BB24_55"
  %"%r106.3" = phi i32 [ %91, %"$L__BB24_59" ], [ %142, %141 ], [ %84, %"$L__BB24_60" ], [ %85, %"$L__BB24_55" ], [ %"%r106.2", %140 ], [ %"%r106.2", %"$L__BB24_56" ]
  %86 = xor i32 %49, 4
  %87 = inttoptr i32 %86 to ptr addrspace(5)
  %88 = load i8, ptr addrspace(5) %87, align 1
  %89 = icmp ugt i8 %88, 1
  br i1 %89, label %"$L__BB24_65", label %143

"$L__BB24_59":                                    ; preds = %"$L__BB24_56"
  %90 = lshr i32 %"%r106.2", 2
  %91 = xor i32 %90, %"%r106.2"
  br label %"$L__BB24_61"

"$L__BB24_65":                                    ; preds = %"$L__BB24_61"
  switch i8 %88, label %"$L__BB24_70" [
    i8 2, label %"$L__BB24_68"
    i8 3, label %144
  ]

"$L__BB24_69":                                    ; preds = %143
  %92 = add i32 %"%r106.3", 5
  br label %"$L__BB24_70"

"$L__BB24_64":                                    ; preds = %143
  %93 = mul i32 %"%r106.3", 3
  br label %"$L__BB24_70"

"$L__BB24_70":                                    ; preds = %"$L__BB24_65", %143, %"$L__BB24_68", %"$L__BB24_69", %144, %"$L__BB24_64"
  %"%r106.4" = phi i32 [ %101, %"$L__BB24_68" ], [ %145, %144 ], [ %92, %"$L__BB24_69" ], [ %93, %"$L__BB24_64" ], [ %"%r106.3", %143 ], [ %"%r106.3", %"$L__BB24_65" ]
  %94 = add i32 %13, 5
  %95 = and i32 %94, 7
  %96 = or disjoint i32 %95, %1
  %97 = inttoptr i32 %96 to ptr addrspace(5)
  %98 = load i8, ptr addrspace(5) %97, align 1
  %99 = icmp ugt i8 %98, 1
  br i1 %99, label %"$L__BB24_74", label %146

"$L__BB24_68":                                    ; preds = %"$L__BB24_65"
  %100 = lshr i32 %"%r106.3", 2
  %101 = xor i32 %100, %"%r106.3"
  br label %"$L__BB24_70"

"$L__BB24_74":                                    ; preds = %"$L__BB24_70"
  switch i8 %98, label %"$L__BB24_79" [
    i8 2, label %"$L__BB24_77"
    i8 3, label %147
  ]

"$L__BB24_78":                                    ; preds = %146
  %102 = add i32 %"%r106.4", 5
  br label %"$L__BB24_79"

"$L__BB24_73":                                    ; preds = %146
  %103 = mul i32 %"%r106.4", 3
  br label %"$L__BB24_79"

"$L__BB24_79":                                    ; preds = %"$L__BB24_74", %146, %"$L__BB24_77", %"$L__BB24_78", %147, %"$L__BB24_73"
  %"%r106.5" = phi i32 [ %111, %"$L__BB24_77" ], [ %148, %147 ], [ %102, %"$L__BB24_78" ], [ %103, %"$L__BB24_73" ], [ %"%r106.4", %146 ], [ %"%r106.4", %"$L__BB24_74" ]
  %104 = add i32 %13, 6
  %105 = and i32 %104, 7
  %106 = or disjoint i32 %105, %1
  %107 = inttoptr i32 %106 to ptr addrspace(5)
  %108 = load i8, ptr addrspace(5) %107, align 1
  %109 = icmp ugt i8 %108, 1
  br i1 %109, label %"$L__BB24_83", label %149

"$L__BB24_77":                                    ; preds = %"$L__BB24_74"
  %110 = lshr i32 %"%r106.4", 2
  %111 = xor i32 %110, %"%r106.4"
  br label %"$L__BB24_79"

"$L__BB24_83":                                    ; preds = %"$L__BB24_79"
  switch i8 %108, label %"$L__BB24_88" [
    i8 2, label %"$L__BB24_86"
    i8 3, label %150
  ]

"$L__BB24_87":                                    ; preds = %149
  %112 = add i32 %"%r106.5", 5
  br label %"$L__BB24_88"

"$L__BB24_82":                                    ; preds = %149
  %113 = mul i32 %"%r106.5", 3
  br label %"$L__BB24_88"

"$L__BB24_88":                                    ; preds = %"$L__BB24_83", %149, %"$L__BB24_86", %"$L__BB24_87", %150, %"$L__BB24_82"
  %"%r106.6" = phi i32 [ %121, %"$L__BB24_86" ], [ %151, %150 ], [ %112, %"$L__BB24_87" ], [ %113, %"$L__BB24_82" ], [ %"%r106.5", %149 ], [ %"%r106.5", %"$L__BB24_83" ]
  %114 = add i32 %13, 7
  %115 = and i32 %114, 7
  %116 = or disjoint i32 %115, %1
  %117 = inttoptr i32 %116 to ptr addrspace(5)
  %118 = load i8, ptr addrspace(5) %117, align 1
  %119 = icmp ugt i8 %118, 1
  br i1 %119, label %"$L__BB24_92", label %152

"$L__BB24_86":                                    ; preds = %"$L__BB24_83"
  %120 = lshr i32 %"%r106.5", 2
  %121 = xor i32 %120, %"%r106.5"
  br label %"$L__BB24_88"

"$L__BB24_92":                                    ; preds = %"$L__BB24_88"
  switch i8 %118, label %"$L__BB24_97" [
    i8 2, label %"$L__BB24_95"
    i8 3, label %153
  ]

"$L__BB24_96":                                    ; preds = %152
  %122 = add i32 %"%r106.6", 5
  br label %"$L__BB24_97"

"$L__BB24_91":                                    ; preds = %152
  %123 = mul i32 %"%r106.6", 3
  br label %"$L__BB24_97"

"$L__BB24_97":                                    ; preds = %"$L__BB24_92", %152, %"$L__BB24_95", %"$L__BB24_96", %153, %"$L__BB24_91"
  %"%r106.7" = phi i32 [ %127, %"$L__BB24_95" ], [ %154, %153 ], [ %122, %"$L__BB24_96" ], [ %123, %"$L__BB24_91" ], [ %"%r106.6", %152 ], [ %"%r106.6", %"$L__BB24_92" ]
  %124 = add i64 %17, 16
  %125 = inttoptr i64 %124 to ptr addrspace(1)
  store i32 %"%r106.7", ptr addrspace(1) %125, align 4
  ret void

"$L__BB24_95":                                    ; preds = %"$L__BB24_92"
  %126 = lshr i32 %"%r106.6", 2
  %127 = xor i32 %126, %"%r106.6"
  br label %"$L__BB24_97"

"$L__BB24_1":                                     ; preds = %allocas
  switch i32 %32, label %129 [
    i32 -2147483648, label %"$L__BB24_14"
    i32 -1, label %"$L__BB24_14"
    i32 0, label %"$L__BB24_14.fold.split128"
  ]

128:                                              ; preds = %"$L__BB24_5"
  %switch.selectcmp132 = icmp eq i32 %32, 33
  %switch.select133 = select i1 %switch.selectcmp132, i32 7, i32 0
  %switch.selectcmp134 = icmp eq i32 %32, 3
  %switch.select135 = select i1 %switch.selectcmp134, i32 2, i32 %switch.select133
  br label %"$L__BB24_14"

129:                                              ; preds = %"$L__BB24_1"
  br label %"$L__BB24_14"

"$L__BB24_15":                                    ; preds = %"$L__BB24_14"
  switch i16 %44, label %"$L__BB24_17" [
    i16 0, label %"$L__BB24_25"
    i16 1, label %"$L__BB24_25.fold.split"
  ]

130:                                              ; preds = %"$L__BB24_18"
  br label %"$L__BB24_17"

131:                                              ; preds = %"$L__BB24_25"
  switch i8 %51, label %"$L__BB24_34" [
    i8 0, label %"$L__BB24_33"
    i8 1, label %"$L__BB24_28"
  ]

132:                                              ; preds = %"$L__BB24_29"
  %133 = add i32 %13, -1
  br label %"$L__BB24_34"

134:                                              ; preds = %"$L__BB24_34"
  switch i8 %60, label %"$L__BB24_43" [
    i8 0, label %"$L__BB24_42"
    i8 1, label %"$L__BB24_37"
  ]

135:                                              ; preds = %"$L__BB24_38"
  %136 = add i32 %"%r106.0", -1
  br label %"$L__BB24_43"

137:                                              ; preds = %"$L__BB24_43"
  switch i8 %70, label %"$L__BB24_52" [
    i8 0, label %"$L__BB24_51"
    i8 1, label %"$L__BB24_46"
  ]

138:                                              ; preds = %"$L__BB24_47"
  %139 = add i32 %"%r106.1", -1
  br label %"$L__BB24_52"

140:                                              ; preds = %"$L__BB24_52"
  switch i8 %80, label %"$L__BB24_61" [
    i8 0, label %"$L__BB24_60"
    i8 1, label %"$L__BB24_55"
  ]

141:                                              ; preds = %"$L__BB24_56"
  %142 = add i32 %"%r106.2", -1
  br label %"$L__BB24_61"

143:                                              ; preds = %"$L__BB24_61"
  switch i8 %88, label %"$L__BB24_70" [
    i8 0, label %"$L__BB24_69"
    i8 1, label %"$L__BB24_64"
  ]

144:                                              ; preds = %"$L__BB24_65"
  %145 = add i32 %"%r106.3", -1
  br label %"$L__BB24_70"

146:                                              ; preds = %"$L__BB24_70"
  switch i8 %98, label %"$L__BB24_79" [
    i8 0, label %"$L__BB24_78"
    i8 1, label %"$L__BB24_73"
  ]

147:                                              ; preds = %"$L__BB24_74"
  %148 = add i32 %"%r106.4", -1
  br label %"$L__BB24_79"

149:                                              ; preds = %"$L__BB24_79"
  switch i8 %108, label %"$L__BB24_88" [
    i8 0, label %"$L__BB24_87"
    i8 1, label %"$L__BB24_82"
  ]

150:                                              ; preds = %"$L__BB24_83"
  %151 = add i32 %"%r106.5", -1
  br label %"$L__BB24_88"

152:                                              ; preds = %"$L__BB24_88"
  switch i8 %118, label %"$L__BB24_97" [
    i8 0, label %"$L__BB24_96"
    i8 1, label %"$L__BB24_91"
  ]

153:                                              ; preds = %"$L__BB24_92"
  %154 = add i32 %"%r106.6", -1
  br label %"$L__BB24_97"
}

define amdgpu_kernel void @calls(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot25 = alloca [12 x i8], align 4, addrspace(5)
  %1 = ptrtoint ptr addrspace(5) %__local_depot25 to i32
  %2 = addrspacecast ptr addrspace(5) %__local_depot25 to ptr
  %3 = ptrtoint ptr %2 to i64
  %4 = load i64, ptr addrspace(4) %0, align 8
  %5 = inttoptr i64 %4 to ptr
  %6 = addrspacecast ptr %5 to ptr addrspace(1)
  %7 = ptrtoint ptr addrspace(1) %6 to i64
  %8 = add i64 %3, 4
  %9 = add i32 %1, 4
  %10 = add i64 %3, 8
  %11 = add i32 %1, 8
  %12 = call i32 @llvm.amdgcn.workgroup.id.x()
  %13 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %14 = getelementptr i8, ptr addrspace(4) %13, i64 4
  %15 = load i16, ptr addrspace(4) %14, align 2
  %16 = zext i16 %15 to i32
  %17 = call i32 @llvm.amdgcn.workitem.id.x()
  %18 = mul i32 %12, %16
  %19 = add i32 %18, %17
  %20 = shl i32 %19, 3
  %21 = zext i32 %20 to i64
  %22 = shl nuw nsw i64 %21, 2
  %23 = add i64 %22, %7
  %24 = mul i32 %19, 11
  %25 = add i32 %19, 250
  %26 = zext i32 %19 to i64
  %27 = shl nuw nsw i64 %26, 2
  %28 = and i64 %27, 60
  %29 = add i64 %28, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  %31 = load i32, ptr addrspace(1) %30, align 4, !invariant.load !1
  %32 = mul i64 %26, 4886718345
  %33 = uitofp i32 %19 to float
  %34 = fmul float %33, -1.500000e+00
  %35 = uitofp i32 %19 to double
  %36 = fmul double %35, 1.000000e+03
  %37 = mul i32 %19, 999
  %38 = and i32 %19, 1
  %sext = mul i32 %19, -19660800
  %39 = ashr exact i32 %sext, 16
  %40 = and i32 %37, 65535
  %41 = and i32 %25, 255
  %42 = shl i32 %19, 24
  %sext75 = add i32 %42, -1073741824
  %43 = ashr exact i32 %sext75, 24
  %44 = bitcast float %34 to i32
  %45 = bitcast double %36 to i64
  %46 = call i32 @_Z11many_paramshsjmfdPKjbat(i32 %41, i32 %39, i32 %31, i64 %32, i32 %44, i64 %45, i32 %24, i32 %38, i32 %43, i32 %40)
  %47 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %47, align 4
  %48 = mul nuw i64 %26, 2863311531
  %49 = lshr i64 %48, 35
  %50 = trunc nuw nsw i64 %49 to i32
  %.neg = mul i32 %50, -12
  %51 = add i32 %.neg, %19
  %52 = zext i32 %51 to i64
  %53 = shl nuw nsw i64 %52, 2
  %54 = add i64 %53, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  %56 = load i32, ptr addrspace(1) %55, align 4, !invariant.load !1
  %57 = call [24 x i8] @_Z11make_triplejf(i32 %19, i32 %56)
  %.fca.0.extract30 = extractvalue [24 x i8] %57, 0
  %.fca.1.extract31 = extractvalue [24 x i8] %57, 1
  %.fca.2.extract32 = extractvalue [24 x i8] %57, 2
  %.fca.3.extract33 = extractvalue [24 x i8] %57, 3
  %.fca.8.extract38 = extractvalue [24 x i8] %57, 8
  %.fca.9.extract39 = extractvalue [24 x i8] %57, 9
  %.fca.10.extract40 = extractvalue [24 x i8] %57, 10
  %.fca.11.extract41 = extractvalue [24 x i8] %57, 11
  %.fca.12.extract42 = extractvalue [24 x i8] %57, 12
  %.fca.13.extract43 = extractvalue [24 x i8] %57, 13
  %.fca.14.extract44 = extractvalue [24 x i8] %57, 14
  %.fca.15.extract45 = extractvalue [24 x i8] %57, 15
  %.fca.16.extract = extractvalue [24 x i8] %57, 16
  %.fca.17.extract = extractvalue [24 x i8] %57, 17
  %.fca.18.extract = extractvalue [24 x i8] %57, 18
  %.fca.19.extract = extractvalue [24 x i8] %57, 19
  %retval03.sroa.4.0.insert.ext = zext i8 %.fca.3.extract33 to i32
  %retval03.sroa.4.0.insert.shift = shl nuw i32 %retval03.sroa.4.0.insert.ext, 24
  %retval03.sroa.3.0.insert.ext = zext i8 %.fca.2.extract32 to i32
  %retval03.sroa.3.0.insert.shift = shl nuw nsw i32 %retval03.sroa.3.0.insert.ext, 16
  %retval03.sroa.3.0.insert.insert = or disjoint i32 %retval03.sroa.4.0.insert.shift, %retval03.sroa.3.0.insert.shift
  %retval03.sroa.2.0.insert.ext = zext i8 %.fca.1.extract31 to i32
  %retval03.sroa.2.0.insert.shift = shl nuw nsw i32 %retval03.sroa.2.0.insert.ext, 8
  %retval03.sroa.0.0.insert.ext = zext i8 %.fca.0.extract30 to i32
  %58 = or disjoint i32 %retval03.sroa.2.0.insert.shift, %retval03.sroa.0.0.insert.ext
  %retval03.sroa.0.0.insert.insert = or disjoint i32 %58, %retval03.sroa.3.0.insert.insert
  %retval03.sroa.17.8.insert.ext = zext i8 %.fca.15.extract45 to i64
  %retval03.sroa.17.8.insert.shift = shl nuw i64 %retval03.sroa.17.8.insert.ext, 56
  %retval03.sroa.16.8.insert.ext = zext i8 %.fca.14.extract44 to i64
  %retval03.sroa.16.8.insert.shift = shl nuw nsw i64 %retval03.sroa.16.8.insert.ext, 48
  %retval03.sroa.16.8.insert.insert = or disjoint i64 %retval03.sroa.17.8.insert.shift, %retval03.sroa.16.8.insert.shift
  %retval03.sroa.15.8.insert.ext = zext i8 %.fca.13.extract43 to i64
  %retval03.sroa.15.8.insert.shift = shl nuw nsw i64 %retval03.sroa.15.8.insert.ext, 40
  %retval03.sroa.14.8.insert.ext = zext i8 %.fca.12.extract42 to i64
  %retval03.sroa.14.8.insert.shift = shl nuw nsw i64 %retval03.sroa.14.8.insert.ext, 32
  %59 = or disjoint i64 %retval03.sroa.14.8.insert.shift, %retval03.sroa.15.8.insert.shift
  %retval03.sroa.14.8.insert.insert = or disjoint i64 %59, %retval03.sroa.16.8.insert.insert
  %retval03.sroa.13.8.insert.ext = zext i8 %.fca.11.extract41 to i64
  %retval03.sroa.13.8.insert.shift = shl nuw nsw i64 %retval03.sroa.13.8.insert.ext, 24
  %retval03.sroa.12.8.insert.ext = zext i8 %.fca.10.extract40 to i64
  %retval03.sroa.12.8.insert.shift = shl nuw nsw i64 %retval03.sroa.12.8.insert.ext, 16
  %retval03.sroa.11.8.insert.ext = zext i8 %.fca.9.extract39 to i64
  %retval03.sroa.11.8.insert.shift = shl nuw nsw i64 %retval03.sroa.11.8.insert.ext, 8
  %60 = or disjoint i64 %retval03.sroa.13.8.insert.shift, %retval03.sroa.12.8.insert.shift
  %retval03.sroa.11.8.insert.mask = or disjoint i64 %60, %retval03.sroa.14.8.insert.insert
  %retval03.sroa.9.8.insert.ext = zext i8 %.fca.8.extract38 to i64
  %61 = or disjoint i64 %retval03.sroa.11.8.insert.shift, %retval03.sroa.9.8.insert.ext
  %retval03.sroa.9.8.insert.insert = or disjoint i64 %61, %retval03.sroa.11.8.insert.mask
  %retval03.sroa.22.16.insert.ext = zext i8 %.fca.19.extract to i32
  %retval03.sroa.22.16.insert.shift = shl nuw i32 %retval03.sroa.22.16.insert.ext, 24
  %retval03.sroa.21.16.insert.ext = zext i8 %.fca.18.extract to i32
  %retval03.sroa.21.16.insert.shift = shl nuw nsw i32 %retval03.sroa.21.16.insert.ext, 16
  %retval03.sroa.21.16.insert.insert = or disjoint i32 %retval03.sroa.22.16.insert.shift, %retval03.sroa.21.16.insert.shift
  %retval03.sroa.20.16.insert.ext = zext i8 %.fca.17.extract to i32
  %retval03.sroa.20.16.insert.shift = shl nuw nsw i32 %retval03.sroa.20.16.insert.ext, 8
  %retval03.sroa.18.16.insert.ext = zext i8 %.fca.16.extract to i32
  %62 = or disjoint i32 %retval03.sroa.20.16.insert.shift, %retval03.sroa.18.16.insert.ext
  %retval03.sroa.18.16.insert.insert = or disjoint i32 %62, %retval03.sroa.21.16.insert.insert
  %63 = bitcast i32 %retval03.sroa.18.16.insert.insert to float
  %64 = add i64 %23, 4
  %65 = inttoptr i64 %64 to ptr addrspace(1)
  store i32 %retval03.sroa.0.0.insert.insert, ptr addrspace(1) %65, align 4
  %66 = lshr exact i64 %retval03.sroa.14.8.insert.insert, 32
  %67 = xor i64 %66, %retval03.sroa.9.8.insert.insert
  %68 = add i64 %23, 8
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  %70 = trunc i64 %67 to i32
  store i32 %70, ptr addrspace(1) %69, align 4
  %71 = fcmp uno float %63, 0.000000e+00
  %72 = select i1 %71, i32 2147483647, i32 %retval03.sroa.18.16.insert.insert
  %73 = add i64 %23, 12
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  store i32 %72, ptr addrspace(1) %74, align 4
  %param04.sroa.9.8.extract.trunc = trunc i64 %retval03.sroa.9.8.insert.insert to i8
  %param04.sroa.11.8.extract.shift = lshr i64 %retval03.sroa.9.8.insert.insert, 8
  %param04.sroa.11.8.extract.trunc = trunc i64 %param04.sroa.11.8.extract.shift to i8
  %param04.sroa.12.8.extract.shift = lshr exact i64 %retval03.sroa.11.8.insert.mask, 16
  %param04.sroa.12.8.extract.trunc = trunc i64 %param04.sroa.12.8.extract.shift to i8
  %param04.sroa.13.8.extract.shift = lshr i64 %retval03.sroa.11.8.insert.mask, 24
  %param04.sroa.13.8.extract.trunc = trunc i64 %param04.sroa.13.8.extract.shift to i8
  %param04.sroa.14.8.extract.trunc = trunc i64 %66 to i8
  %.fca.4.insert = insertvalue [24 x i8] %57, i8 undef, 4
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
  %75 = call [16 x i8] @_Z9make_quad6Tripled([24 x i8] %.fca.23.insert)
  %.fca.0.extract = extractvalue [16 x i8] %75, 0
  %.fca.1.extract = extractvalue [16 x i8] %75, 1
  %.fca.2.extract = extractvalue [16 x i8] %75, 2
  %.fca.3.extract = extractvalue [16 x i8] %75, 3
  %.fca.4.extract = extractvalue [16 x i8] %75, 4
  %.fca.5.extract = extractvalue [16 x i8] %75, 5
  %.fca.6.extract = extractvalue [16 x i8] %75, 6
  %.fca.7.extract = extractvalue [16 x i8] %75, 7
  %.fca.8.extract = extractvalue [16 x i8] %75, 8
  %.fca.9.extract = extractvalue [16 x i8] %75, 9
  %.fca.10.extract = extractvalue [16 x i8] %75, 10
  %.fca.11.extract = extractvalue [16 x i8] %75, 11
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
  %76 = or disjoint i64 %retval05.sroa.4.0.insert.shift, %retval05.sroa.3.0.insert.shift
  %retval05.sroa.2.0.insert.mask = or disjoint i64 %76, %retval05.sroa.5.0.insert.insert
  %retval05.sroa.0.0.insert.ext = zext i8 %.fca.0.extract to i64
  %77 = or disjoint i64 %retval05.sroa.2.0.insert.shift, %retval05.sroa.0.0.insert.ext
  %retval05.sroa.0.0.insert.insert = or disjoint i64 %77, %retval05.sroa.2.0.insert.mask
  %78 = bitcast i64 %retval05.sroa.0.0.insert.insert to double
  %retval05.sroa.11.8.insert.ext = zext i8 %.fca.9.extract to i16
  %retval05.sroa.11.8.insert.shift = shl nuw i16 %retval05.sroa.11.8.insert.ext, 8
  %retval05.sroa.9.8.insert.ext = zext i8 %.fca.8.extract to i16
  %retval05.sroa.9.8.insert.insert = or disjoint i16 %retval05.sroa.11.8.insert.shift, %retval05.sroa.9.8.insert.ext
  %79 = fcmp uno double %78, 0.000000e+00
  %80 = lshr exact i64 %retval05.sroa.5.0.insert.insert, 32
  %81 = xor i64 %80, %retval05.sroa.0.0.insert.insert
  %82 = trunc i64 %81 to i32
  %83 = select i1 %79, i32 -2147483648, i32 %82
  %84 = add i64 %23, 16
  %85 = inttoptr i64 %84 to ptr addrspace(1)
  store i32 %83, ptr addrspace(1) %85, align 4
  %86 = sext i16 %retval05.sroa.9.8.insert.insert to i32
  %87 = zext i8 %.fca.10.extract to i32
  %88 = shl nuw i32 %87, 24
  %89 = xor i32 %88, %86
  %90 = icmp eq i8 %.fca.11.extract, 0
  %91 = select i1 %90, i32 0, i32 8388608
  %92 = xor i32 %89, %91
  %93 = add i64 %23, 20
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  store i32 %92, ptr addrspace(1) %94, align 4
  %95 = add i32 %19, 1
  %96 = uitofp i32 %95 to double
  %97 = fdiv double 1.000000e+00, %96
  %98 = sub i32 0, %19
  %99 = bitcast double %97 to i64
  %100 = call i64 @_Z10mix_doubledfi(i64 %99, i32 %98)
  %101 = bitcast i64 %100 to double
  %102 = fcmp uno double %101, 0.000000e+00
  %103 = lshr i64 %100, 32
  %104 = trunc nuw i64 %103 to i32
  %105 = select i1 %102, i32 2147483647, i32 %104
  %106 = call i32 @_Z8is_primej(i32 %19)
  %107 = and i32 %106, 65535
  %.not = icmp ne i32 %107, 0
  %108 = zext i1 %.not to i32
  %109 = add i32 %105, %108
  %110 = add i64 %23, 24
  %111 = inttoptr i64 %110 to ptr addrspace(1)
  store i32 %109, ptr addrspace(1) %111, align 4
  %112 = mul i32 %31, %95
  call void @_Z10out_paramsjPjS_Pf(i32 %112, i64 %3, i64 %8, i64 %10)
  %113 = load i32, ptr addrspace(5) %__local_depot25, align 4
  %114 = inttoptr i32 %9 to ptr addrspace(5)
  %115 = load i32, ptr addrspace(5) %114, align 4
  %116 = mul i32 %115, 7
  %117 = add i32 %116, %113
  %118 = inttoptr i32 %11 to ptr addrspace(5)
  %119 = load i32, ptr addrspace(5) %118, align 4
  %120 = bitcast i32 %119 to float
  %121 = fcmp uno float %120, 0.000000e+00
  %122 = select i1 %121, i32 2147483647, i32 %119
  %123 = add i32 %117, %122
  %124 = add i64 %23, 28
  %125 = inttoptr i64 %124 to ptr addrspace(1)
  store i32 %123, ptr addrspace(1) %125, align 4
  ret void
}

define amdgpu_kernel void @recursion(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %17 = zext i32 %12 to i64
  %18 = mul nuw i64 %17, 2249744775
  %19 = lshr i64 %18, 32
  %20 = trunc nuw i64 %19 to i32
  %21 = sub i32 %12, %20
  %22 = lshr i32 %21, 1
  %23 = add i32 %22, %20
  %24 = lshr i32 %23, 4
  %.neg = mul i32 %24, -21
  %25 = add i32 %.neg, %12
  %26 = call i64 @_Z9factorialj(i32 %25)
  %27 = inttoptr i64 %16 to ptr addrspace(1)
  %28 = trunc i64 %26 to i32
  store i32 %28, ptr addrspace(1) %27, align 4
  %29 = lshr i64 %26, 32
  %30 = add i64 %16, 4
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  %32 = trunc nuw i64 %29 to i32
  store i32 %32, ptr addrspace(1) %31, align 4
  %33 = mul nuw nsw i64 %17, 954437177
  %34 = lshr i64 %33, 34
  %35 = trunc nuw nsw i64 %34 to i32
  %.neg29 = mul i32 %35, -18
  %36 = add i32 %.neg29, %12
  %37 = call i32 @_Z9fibonaccij(i32 %36)
  %38 = add i64 %16, 8
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %37, ptr addrspace(1) %39, align 4
  %40 = mul nuw i64 %17, 2863311531
  %41 = lshr i64 %40, 36
  %42 = trunc nuw nsw i64 %41 to i32
  %.neg30 = mul i32 %42, -24
  %43 = add i32 %.neg30, %12
  %44 = call i32 @_Z7is_evenj(i32 %43)
  %45 = and i32 %44, 65535
  %.not = icmp ne i32 %45, 0
  %46 = zext i1 %.not to i32
  %47 = add i64 %16, 12
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = shl i32 %12, 2
  %50 = and i32 %49, 60
  %51 = zext nneg i32 %50 to i64
  %52 = add i64 %51, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  %54 = load i32, ptr addrspace(1) %53, align 4, !invariant.load !1
  %55 = or i32 %54, 1
  %56 = mul i32 %12, 12
  %57 = add i32 %56, 18
  %58 = call i32 @_Z3gcdjj(i32 %55, i32 %57)
  %59 = add i64 %16, 16
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = mul nuw i64 %17, 3435973837
  %62 = lshr i64 %61, 35
  %63 = trunc nuw nsw i64 %62 to i32
  %.neg31 = mul i32 %63, -10
  %64 = add i32 %.neg31, %12
  %65 = call i32 @_Z9frame_sumjj(i32 %64, i32 %12)
  %66 = add i64 %16, 20
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  ret void
}

define amdgpu_kernel void @function_pointers(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot27 = alloca [24 x i8], align 8, addrspace(5)
  %1 = ptrtoint ptr addrspace(5) %__local_depot27 to i32
  %2 = load i64, ptr addrspace(4) %0, align 8
  %3 = inttoptr i64 %2 to ptr
  %4 = addrspacecast ptr %3 to ptr addrspace(1)
  %5 = ptrtoint ptr addrspace(1) %4 to i64
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = call i32 @llvm.amdgcn.workitem.id.x()
  %12 = mul i32 %6, %10
  %13 = add i32 %12, %11
  %14 = shl i32 %13, 3
  %15 = zext i32 %14 to i64
  %16 = shl nuw nsw i64 %15, 2
  %17 = add i64 %16, %5
  %18 = shl i32 %13, 2
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  %23 = load i32, ptr addrspace(1) %22, align 4, !invariant.load !1
  %24 = add i32 %13, 3
  %25 = and i64 %15, 24
  %26 = add i64 %25, ptrtoint (ptr addrspace(1) @OPS to i64)
  %27 = inttoptr i64 %26 to ptr addrspace(1)
  %28 = load i64, ptr addrspace(1) %27, align 8, !invariant.load !1
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = call addrspace(1) i32 %29(i32 %23, i32 %24)
  %31 = inttoptr i64 %17 to ptr addrspace(1)
  store i32 %30, ptr addrspace(1) %31, align 4
  %32 = shl i32 %13, 1
  %33 = and i32 %32, 24
  %34 = zext nneg i32 %33 to i64
  %35 = add i64 %34, ptrtoint (ptr addrspace(1) @OPS to i64)
  %36 = inttoptr i64 %35 to ptr addrspace(1)
  %37 = load i64, ptr addrspace(1) %36, align 8, !invariant.load !1
  %38 = call i32 @_Z11apply_twicePFjjjEjj(i64 %37, i32 %23, i32 %24)
  %39 = add i64 %17, 4
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %38, ptr addrspace(1) %40, align 4
  store i64 ptrtoint (ptr @_Z8fop_halff to i64), ptr addrspace(5) %__local_depot27, align 8
  %41 = add i32 %1, 8
  %42 = inttoptr i32 %41 to ptr addrspace(5)
  store i64 ptrtoint (ptr @_Z7fop_negf to i64), ptr addrspace(5) %42, align 8
  %43 = add i32 %1, 16
  %44 = inttoptr i32 %43 to ptr addrspace(5)
  store i64 ptrtoint (ptr @_Z6fop_sqf to i64), ptr addrspace(5) %44, align 8
  %45 = zext i32 %13 to i64
  %46 = mul nuw i64 %45, 2863311531
  %47 = lshr i64 %46, 33
  %48 = trunc nuw nsw i64 %47 to i32
  %.neg = mul i32 %48, 536870909
  %49 = add i32 %.neg, %13
  %50 = shl i32 %49, 3
  %51 = add i32 %50, %1
  %52 = inttoptr i32 %51 to ptr addrspace(5)
  %53 = load i64, ptr addrspace(5) %52, align 8
  %54 = uitofp i32 %13 to float
  %55 = fadd float %54, -1.050000e+01
  %56 = bitcast float %55 to i32
  %57 = call i32 @_Z11apply_floatPFffEf(i64 %53, i32 %56)
  %58 = bitcast i32 %57 to float
  %59 = fcmp uno float %58, 0.000000e+00
  %60 = select i1 %59, i32 2147483647, i32 %57
  %61 = add i64 %17, 8
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %62, align 4
  %63 = and i32 %13, 1
  %.not = icmp eq i32 %63, 0
  %64 = select i1 %.not, ptr addrspace(1) inttoptr (i64 ptrtoint (ptr @_Z6op_rotjj to i64) to ptr addrspace(1)), ptr addrspace(1) inttoptr (i64 ptrtoint (ptr @_Z6op_muljj to i64) to ptr addrspace(1))
  %65 = call addrspace(1) i32 %64(i32 %24, i32 5)
  %66 = add i64 %17, 12
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  %68 = call addrspace(1) i32 %29(i32 1, i32 %23)
  %69 = add i32 %23, 1
  %70 = add i32 %14, 8
  %71 = and i32 %70, 24
  %72 = zext nneg i32 %71 to i64
  %73 = add i64 %72, ptrtoint (ptr addrspace(1) @OPS to i64)
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  %75 = load i64, ptr addrspace(1) %74, align 8, !invariant.load !1
  %76 = inttoptr i64 %75 to ptr addrspace(1)
  %77 = call addrspace(1) i32 %76(i32 %68, i32 %69)
  %78 = add i32 %23, 2
  %79 = and i32 %14, 24
  %80 = xor i32 %79, 16
  %81 = zext nneg i32 %80 to i64
  %82 = add i64 %81, ptrtoint (ptr addrspace(1) @OPS to i64)
  %83 = inttoptr i64 %82 to ptr addrspace(1)
  %84 = load i64, ptr addrspace(1) %83, align 8, !invariant.load !1
  %85 = inttoptr i64 %84 to ptr addrspace(1)
  %86 = call addrspace(1) i32 %85(i32 %77, i32 %78)
  %87 = add i32 %23, 3
  %88 = shl i32 %24, 3
  %89 = and i32 %88, 24
  %90 = zext nneg i32 %89 to i64
  %91 = add i64 %90, ptrtoint (ptr addrspace(1) @OPS to i64)
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  %93 = load i64, ptr addrspace(1) %92, align 8, !invariant.load !1
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  %95 = call addrspace(1) i32 %94(i32 %86, i32 %87)
  %96 = add i64 %17, 16
  %97 = inttoptr i64 %96 to ptr addrspace(1)
  store i32 %95, ptr addrspace(1) %97, align 4
  ret void
}

define amdgpu_kernel void @irreducible(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %"%r46.0" = phi i32 [ %58, %"$L__BB28_2" ], [ %33, %"$L__BB28_3" ]
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
  %"%r46.1" = phi i32 [ %29, %"$L__BB28_4" ], [ %58, %"$L__BB28_2" ]
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
  %38 = add i64 %48, 8
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %"%r46.2", ptr addrspace(1) %39, align 4
  %40 = add i64 %48, 12
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  store i32 %"%r47.1", ptr addrspace(1) %41, align 4
  ret void

"$L__BB28_2":                                     ; preds = %"$L__BB28_1"
  %42 = inttoptr i64 %1 to ptr
  %43 = addrspacecast ptr %42 to ptr addrspace(1)
  %44 = ptrtoint ptr addrspace(1) %43 to i64
  %45 = shl i32 %9, 3
  %46 = zext i32 %45 to i64
  %47 = shl nuw nsw i64 %46, 2
  %48 = add i64 %47, %44
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %19, ptr addrspace(1) %49, align 4
  %50 = add i64 %48, 4
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %20, ptr addrspace(1) %51, align 4
  %52 = and i32 %9, 15
  %53 = shl i32 %9, 2
  %54 = and i32 %53, 60
  %55 = zext nneg i32 %54 to i64
  %56 = add i64 %55, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  %58 = load i32, ptr addrspace(1) %57, align 4, !invariant.load !1
  %59 = zext nneg i32 %52 to i64
  %60 = lshr i64 22309, %59
  %61 = and i64 %60, 1
  %.not23 = icmp eq i64 %61, 0
  br i1 %.not23, label %"$L__BB28_3", label %"$L__BB28_4"
}

define amdgpu_kernel void @early_return(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %1 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %2 = getelementptr i8, ptr addrspace(4) %1, i64 4
  %3 = load i16, ptr addrspace(4) %2, align 2
  %4 = zext i16 %3 to i32
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call i32 @llvm.amdgcn.workitem.id.x()
  %7 = mul i32 %5, %4
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

"$L__BB29_12":                                    ; preds = %53, %51, %49, %47, %45, %43, %41, %39, %37, %30, %16, %allocas
  ret void

16:                                               ; preds = %allocas
  %17 = load i64, ptr addrspace(4) %0, align 8
  %18 = inttoptr i64 %17 to ptr
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = ptrtoint ptr addrspace(1) %19 to i64
  %21 = zext i32 %9 to i64
  %22 = shl nuw nsw i64 %21, 2
  %23 = add i64 %22, %20
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 %8, ptr addrspace(1) %24, align 4
  %25 = mul nuw i64 %10, 3435973837
  %26 = lshr i64 %25, 34
  %27 = trunc nuw nsw i64 %26 to i32
  %.neg28 = mul i32 %27, -5
  %28 = add i32 %.neg28, %8
  %29 = icmp eq i32 %28, 1
  br i1 %29, label %"$L__BB29_12", label %30

30:                                               ; preds = %16
  %31 = shl i32 %8, 1
  %32 = add i64 %23, 4
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %33, align 4
  %34 = add i64 %23, 8
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %35, align 4
  %36 = icmp ugt i32 %8, 200
  br i1 %36, label %"$L__BB29_12", label %37

37:                                               ; preds = %30
  store i32 1, ptr addrspace(1) %35, align 4
  %38 = icmp ugt i32 %31, 200
  br i1 %38, label %"$L__BB29_12", label %39

39:                                               ; preds = %37
  store i32 2, ptr addrspace(1) %35, align 4
  %40 = icmp ugt i32 %8, 66
  br i1 %40, label %"$L__BB29_12", label %41

41:                                               ; preds = %39
  store i32 3, ptr addrspace(1) %35, align 4
  %42 = icmp ugt i32 %8, 50
  br i1 %42, label %"$L__BB29_12", label %43

43:                                               ; preds = %41
  store i32 4, ptr addrspace(1) %35, align 4
  %44 = icmp ugt i32 %8, 40
  br i1 %44, label %"$L__BB29_12", label %45

45:                                               ; preds = %43
  store i32 5, ptr addrspace(1) %35, align 4
  %46 = icmp ugt i32 %8, 33
  br i1 %46, label %"$L__BB29_12", label %47

47:                                               ; preds = %45
  store i32 6, ptr addrspace(1) %35, align 4
  %48 = icmp ugt i32 %8, 28
  br i1 %48, label %"$L__BB29_12", label %49

49:                                               ; preds = %47
  store i32 7, ptr addrspace(1) %35, align 4
  %50 = icmp ugt i32 %9, 200
  br i1 %50, label %"$L__BB29_12", label %51

51:                                               ; preds = %49
  store i32 8, ptr addrspace(1) %35, align 4
  %52 = icmp ugt i32 %8, 22
  br i1 %52, label %"$L__BB29_12", label %53

53:                                               ; preds = %51
  store i32 9, ptr addrspace(1) %35, align 4
  %54 = add i64 %23, 12
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 61166, ptr addrspace(1) %55, align 4
  br label %"$L__BB29_12"
}

define amdgpu_kernel void @exit_some_threads(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %17 = add i32 %12, 1
  %18 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %17, ptr addrspace(1) %18, align 4
  %19 = and i32 %12, 3
  %.not = icmp eq i32 %19, 1
  br i1 %.not, label %common.ret, label %"$L__BB30_2"

"$L__BB30_2":                                     ; preds = %allocas
  %20 = add i32 %12, 2
  %21 = add i64 %16, 4
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 %20, ptr addrspace(1) %22, align 4
  %23 = and i32 %12, 24
  %.not11 = icmp eq i32 %23, 24
  br i1 %.not11, label %common.ret, label %"$L__BB30_4"

"$L__BB30_4":                                     ; preds = %"$L__BB30_2"
  %24 = add i32 %12, 3
  %25 = add i64 %16, 8
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  store i32 %24, ptr addrspace(1) %26, align 4
  %27 = and i32 %10, 31
  %28 = icmp ult i32 %27, 30
  br i1 %28, label %"$L__BB30_6", label %common.ret

common.ret:                                       ; preds = %"$L__BB30_4", %"$L__BB30_2", %allocas, %"$L__BB30_6"
  ret void

"$L__BB30_6":                                     ; preds = %"$L__BB30_4"
  %29 = add i64 %16, 12
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  store i32 %27, ptr addrspace(1) %30, align 4
  br label %common.ret
}

define amdgpu_kernel void @selects(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %17 = and i32 %12, 15
  %18 = shl i32 %12, 2
  %19 = zext i32 %18 to i64
  %20 = and i64 %19, 60
  %21 = add i64 %20, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  %23 = load i32, ptr addrspace(1) %22, align 4, !invariant.load !1
  %24 = add i32 %18, 20
  %25 = and i32 %24, 60
  %26 = zext nneg i32 %25 to i64
  %27 = add i64 %26, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  %29 = load i32, ptr addrspace(1) %28, align 4, !invariant.load !1
  %30 = call i32 @llvm.umax.i32(i32 %23, i32 %29)
  %31 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %30, ptr addrspace(1) %31, align 4
  %32 = icmp slt i32 %23, %29
  %33 = sub i32 %23, %29
  %34 = sub i32 %29, %23
  %35 = select i1 %32, i32 %33, i32 %34
  %36 = add i64 %16, 4
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  store i32 %35, ptr addrspace(1) %37, align 4
  %38 = zext nneg i32 %17 to i64
  %39 = lshr i64 22309, %38
  %40 = and i64 %39, 1
  %.not = icmp eq i64 %40, 0
  %41 = shl i32 %29, 1
  %42 = lshr i32 %29, 1
  %43 = select i1 %.not, i32 %41, i32 %42
  %44 = add i64 %16, 8
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %45, align 4
  %46 = and i64 %19, 124
  %47 = add i64 %46, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  %49 = load float, ptr addrspace(1) %48, align 4, !invariant.load !1
  %50 = add i32 %18, 36
  %51 = and i32 %50, 124
  %52 = zext nneg i32 %51 to i64
  %53 = add i64 %52, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  %55 = load float, ptr addrspace(1) %54, align 4, !invariant.load !1
  %56 = fcmp olt float %49, %55
  %57 = select i1 %56, float %49, float %55
  %58 = fcmp uno float %57, 0.000000e+00
  %59 = bitcast float %57 to i32
  %60 = select i1 %58, i32 2147483647, i32 %59
  %61 = add i64 %16, 12
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %62, align 4
  %63 = fcmp oeq float %49, %55
  %64 = zext i1 %63 to i32
  %65 = fcmp une float %49, %55
  %66 = select i1 %65, i32 2, i32 0
  %67 = or disjoint i32 %66, %64
  %68 = select i1 %56, i32 4, i32 0
  %69 = or disjoint i32 %67, %68
  %70 = fcmp oge float %49, %55
  %71 = select i1 %70, i32 8, i32 0
  %72 = or disjoint i32 %69, %71
  %73 = add i64 %16, 16
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  store i32 %72, ptr addrspace(1) %74, align 4
  %.not37 = icmp ult i32 %23, %29
  %75 = add i32 %23, 100
  %76 = add i32 %29, -100
  %"%r1.1" = select i1 %.not37, i32 %75, i32 %76
  %77 = add i64 %16, 20
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  store i32 %"%r1.1", ptr addrspace(1) %78, align 4
  ret void
}

define amdgpu_kernel void @compile_only_trap(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %.not = icmp eq i32 %9, 5
  br i1 %.not, label %18, label %"$L__BB32_2"

"$L__BB32_2":                                     ; preds = %allocas
  %10 = shl i32 %9, 3
  %11 = inttoptr i64 %1 to ptr
  %12 = addrspacecast ptr %11 to ptr addrspace(1)
  %13 = ptrtoint ptr addrspace(1) %12 to i64
  %14 = zext i32 %10 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %13
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %17, align 4
  ret void

18:                                               ; preds = %allocas
  call void @llvm.trap()
  unreachable
}

define amdgpu_kernel void @compile_only_brkpt(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %.not = icmp eq i32 %9, 7
  br i1 %.not, label %18, label %"$L__BB33_2"

"$L__BB33_2":                                     ; preds = %allocas
  %10 = shl i32 %9, 3
  %11 = inttoptr i64 %1 to ptr
  %12 = addrspacecast ptr %11 to ptr addrspace(1)
  %13 = ptrtoint ptr addrspace(1) %12 to i64
  %14 = zext i32 %10 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %13
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 2, ptr addrspace(1) %17, align 4
  ret void

18:                                               ; preds = %allocas
  call void @llvm.trap()
  unreachable
}

define amdgpu_kernel void @compile_only_assert(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %printf.args = alloca [56 x i8], align 8, addrspace(5)
  %printf.args6 = alloca [56 x i8], align 8, addrspace(5)
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = icmp ult i32 %9, 1000
  br i1 %10, label %"$L__BB34_2", label %18

"$L__BB34_2":                                     ; preds = %allocas
  %.not = icmp eq i32 %9, 3
  br i1 %.not, label %34, label %"$L__BB34_4"

"$L__BB34_4":                                     ; preds = %"$L__BB34_2"
  %11 = shl nuw nsw i32 %9, 5
  %12 = inttoptr i64 %1 to ptr
  %13 = addrspacecast ptr %12 to ptr addrspace(1)
  %14 = ptrtoint ptr addrspace(1) %13 to i64
  %15 = zext nneg i32 %11 to i64
  %16 = add i64 %14, %15
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 3, ptr addrspace(1) %17, align 4
  ret void

18:                                               ; preds = %allocas
  %19 = call i32 @llvm.amdgcn.workgroup.id.y()
  %20 = call i32 @llvm.amdgcn.workgroup.id.z()
  %21 = call i32 @llvm.amdgcn.workitem.id.y()
  %22 = call i32 @llvm.amdgcn.workitem.id.z()
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$1" to ptr) to i64), ptr addrspace(5) %printf.args, align 8
  %23 = getelementptr inbounds i8, ptr addrspace(5) %printf.args, i32 8
  store i32 399, ptr addrspace(5) %23, align 4
  %24 = getelementptr inbounds i8, ptr addrspace(5) %printf.args, i32 16
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @__unnamed_1 to ptr) to i64), ptr addrspace(5) %24, align 8
  %25 = getelementptr inbounds i8, ptr addrspace(5) %printf.args, i32 24
  store i32 %6, ptr addrspace(5) %25, align 4
  %26 = getelementptr inbounds i8, ptr addrspace(5) %printf.args, i32 28
  store i32 %19, ptr addrspace(5) %26, align 4
  %27 = getelementptr inbounds i8, ptr addrspace(5) %printf.args, i32 32
  store i32 %20, ptr addrspace(5) %27, align 4
  %28 = getelementptr inbounds i8, ptr addrspace(5) %printf.args, i32 36
  store i32 %7, ptr addrspace(5) %28, align 4
  %29 = getelementptr inbounds i8, ptr addrspace(5) %printf.args, i32 40
  store i32 %21, ptr addrspace(5) %29, align 4
  %30 = getelementptr inbounds i8, ptr addrspace(5) %printf.args, i32 44
  store i32 %22, ptr addrspace(5) %30, align 4
  %31 = getelementptr inbounds i8, ptr addrspace(5) %printf.args, i32 48
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str" to ptr) to i64), ptr addrspace(5) %31, align 8
  %32 = addrspacecast ptr addrspace(5) %printf.args to ptr
  %33 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @.rocuda.str.1 to ptr), ptr %32)
  call void @llvm.trap()
  unreachable

34:                                               ; preds = %"$L__BB34_2"
  %35 = call i32 @llvm.amdgcn.workgroup.id.y()
  %36 = call i32 @llvm.amdgcn.workgroup.id.z()
  %37 = call i32 @llvm.amdgcn.workitem.id.y()
  %38 = call i32 @llvm.amdgcn.workitem.id.z()
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$1" to ptr) to i64), ptr addrspace(5) %printf.args6, align 8
  %39 = getelementptr inbounds i8, ptr addrspace(5) %printf.args6, i32 8
  store i32 400, ptr addrspace(5) %39, align 4
  %40 = getelementptr inbounds i8, ptr addrspace(5) %printf.args6, i32 16
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @__unnamed_1 to ptr) to i64), ptr addrspace(5) %40, align 8
  %41 = getelementptr inbounds i8, ptr addrspace(5) %printf.args6, i32 24
  store i32 %6, ptr addrspace(5) %41, align 4
  %42 = getelementptr inbounds i8, ptr addrspace(5) %printf.args6, i32 28
  store i32 %35, ptr addrspace(5) %42, align 4
  %43 = getelementptr inbounds i8, ptr addrspace(5) %printf.args6, i32 32
  store i32 %36, ptr addrspace(5) %43, align 4
  %44 = getelementptr inbounds i8, ptr addrspace(5) %printf.args6, i32 36
  store i32 %7, ptr addrspace(5) %44, align 4
  %45 = getelementptr inbounds i8, ptr addrspace(5) %printf.args6, i32 40
  store i32 %37, ptr addrspace(5) %45, align 4
  %46 = getelementptr inbounds i8, ptr addrspace(5) %printf.args6, i32 44
  store i32 %38, ptr addrspace(5) %46, align 4
  %47 = getelementptr inbounds i8, ptr addrspace(5) %printf.args6, i32 48
  store i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @"$str$2" to ptr) to i64), ptr addrspace(5) %47, align 8
  %48 = addrspacecast ptr addrspace(5) %printf.args6 to ptr
  %49 = call i32 @__rocuda_vprintf(ptr addrspacecast (ptr addrspace(1) @.rocuda.str.2 to ptr), ptr %48)
  call void @llvm.trap()
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptosi.sat.i64.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #2

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

attributes #0 = { "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { cold noreturn nounwind memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{}
