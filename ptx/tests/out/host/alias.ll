; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__rocuda_kernel.call_alias = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define internal i32 @twice(ptr %0, i32 %1) {
allocas:
  %2 = shl i32 %1, 1
  ret i32 %2
}

define void @call_alias(ptr %0, ptr %1) {
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
  %13 = add i32 %9, 100
  %14 = call i32 @twice(ptr nonnull %1, i32 %13)
  %15 = inttoptr i64 %12 to ptr
  store i32 %14, ptr %15, align 4
  %16 = call i32 @twice(ptr nonnull %1, i32 %14)
  %17 = add i64 %12, 4
  %18 = inttoptr i64 %17 to ptr
  store i32 %16, ptr %18, align 4
  ret void
}
