; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@program = protected global [16 x i8] c"\00\01\02\03\01\00\03\02\02\02\00\01\03\03\01\00", align 1
@__rocuda_kernel.brx_dense = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.brx_uniform = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.brx_loop = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.brx_predicated = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @brx_dense(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = zext i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 5
  %12 = add i64 %2, %11
  %13 = urem i32 %9, 5
  %14 = inttoptr i64 %12 to ptr
  store i32 %13, ptr %14, align 4
  switch i32 %13, label %brx.outside [
    i32 0, label %"$case0"
    i32 1, label %"$case1"
    i32 2, label %"$case2"
    i32 3, label %"$case3"
    i32 4, label %"$join"
  ]

"$case0":                                         ; preds = %allocas
  %15 = add i32 %9, 1000
  br label %"$join"

"$case1":                                         ; preds = %allocas
  %16 = mul i32 %9, 3
  br label %"$join"

"$case2":                                         ; preds = %allocas
  %17 = shl i32 %9, 8
  %18 = or disjoint i32 %17, 7
  br label %"$join"

"$case3":                                         ; preds = %allocas
  %19 = xor i32 %9, 21845
  br label %"$join"

"$join":                                          ; preds = %allocas, %"$case2", %"$case3", %"$case1", %"$case0"
  %"%r6.1" = phi i32 [ %19, %"$case3" ], [ %16, %"$case1" ], [ %15, %"$case0" ], [ 7, %allocas ], [ %18, %"$case2" ]
  %20 = add i64 %12, 4
  %21 = inttoptr i64 %20 to ptr
  store i32 %"%r6.1", ptr %21, align 4
  ret void

brx.outside:                                      ; preds = %allocas
  unreachable
}

define void @brx_uniform(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  switch i32 %4, label %brx.outside [
    i32 0, label %"$block0"
    i32 1, label %"$block1"
  ]

"$block0":                                        ; preds = %allocas
  %8 = add i32 %7, 1
  br label %"$done"

"$block1":                                        ; preds = %allocas
  %9 = mul i32 %7, %7
  br label %"$done"

"$done":                                          ; preds = %"$block1", %"$block0"
  %"%r5.0" = phi i32 [ 177, %"$block1" ], [ 176, %"$block0" ]
  %"%r6.0" = phi i32 [ %9, %"$block1" ], [ %8, %"$block0" ]
  %10 = mul i32 %4, %6
  %11 = add i32 %10, %7
  %12 = zext i32 %11 to i64
  %13 = shl nuw nsw i64 %12, 5
  %14 = add i64 %2, %13
  %15 = inttoptr i64 %14 to ptr
  store i32 %"%r5.0", ptr %15, align 4
  %16 = add i64 %14, 4
  %17 = inttoptr i64 %16 to ptr
  store i32 %"%r6.0", ptr %17, align 4
  ret void

brx.outside:                                      ; preds = %allocas
  unreachable
}

define void @brx_loop(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  br label %"$loop"

"$loop":                                          ; preds = %"$next", %allocas
  %"%r9.0" = phi i32 [ 0, %allocas ], [ %"%r9.1", %"$next" ]
  %"%r6.0" = phi i32 [ 0, %allocas ], [ %22, %"$next" ]
  %"%r5.0" = phi i32 [ %9, %allocas ], [ %"%r5.1", %"$next" ]
  %10 = add i32 %"%r6.0", %9
  %11 = and i32 %10, 15
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @program to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i8, ptr %14, align 1
  switch i8 %15, label %brx.outside [
    i8 0, label %"$op_add"
    i8 1, label %"$op_mul"
    i8 2, label %"$op_xor"
    i8 3, label %"$op_sub"
  ]

"$op_add":                                        ; preds = %"$loop"
  %16 = add i32 %"%r5.0", 5
  br label %"$next"

"$op_mul":                                        ; preds = %"$loop"
  %17 = mul i32 %"%r5.0", 3
  br label %"$next"

"$op_xor":                                        ; preds = %"$loop"
  %18 = lshr i32 %"%r5.0", 2
  %19 = xor i32 %"%r5.0", %18
  br label %"$next"

"$op_sub":                                        ; preds = %"$loop"
  %20 = add i32 %"%r5.0", -1
  %21 = add i32 %"%r9.0", 1
  br label %"$next"

"$next":                                          ; preds = %"$op_sub", %"$op_xor", %"$op_mul", %"$op_add"
  %"%r9.1" = phi i32 [ %21, %"$op_sub" ], [ %"%r9.0", %"$op_xor" ], [ %"%r9.0", %"$op_mul" ], [ %"%r9.0", %"$op_add" ]
  %"%r5.1" = phi i32 [ %20, %"$op_sub" ], [ %19, %"$op_xor" ], [ %17, %"$op_mul" ], [ %16, %"$op_add" ]
  %22 = add i32 %"%r6.0", 1
  %23 = icmp ult i32 %22, 12
  br i1 %23, label %"$loop", label %24

brx.outside:                                      ; preds = %"$loop"
  unreachable

24:                                               ; preds = %"$next"
  %25 = zext i32 %9 to i64
  %26 = shl nuw nsw i64 %25, 5
  %27 = add i64 %2, %26
  %28 = inttoptr i64 %27 to ptr
  store i32 %"%r5.1", ptr %28, align 4
  %29 = add i64 %27, 4
  %30 = inttoptr i64 %29 to ptr
  store i32 %"%r9.1", ptr %30, align 4
  ret void
}

define void @brx_predicated(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = and i32 %9, 2
  %.not = icmp eq i32 %10, 0
  %trunc = trunc i32 %9 to i1
  %switch.selectcmp = icmp eq i1 %trunc, false
  %switch.select = select i1 %switch.selectcmp, i32 3, i32 4
  %"%r7.0" = select i1 %.not, i32 2, i32 %switch.select
  %11 = zext i32 %9 to i64
  %12 = shl nuw nsw i64 %11, 5
  %13 = add i64 %2, %12
  %14 = inttoptr i64 %13 to ptr
  store i32 %"%r7.0", ptr %14, align 4
  ret void
}
