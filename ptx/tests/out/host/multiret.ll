; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__rocuda_kernel.multiple_results = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define internal { i32, i32 } @divmod(ptr %0, i32 %1, i32 %2) {
allocas:
  %3 = icmp eq i32 %2, 0
  %4 = call i32 @llvm.umax.i32(i32 %2, i32 1)
  %5 = udiv i32 %1, %4
  %6 = select i1 %3, i32 -1, i32 %5
  %7 = urem i32 %1, %4
  %8 = select i1 %3, i32 -1, i32 %7
  %mrv = insertvalue { i32, i32 } poison, i32 %6, 0
  %mrv1 = insertvalue { i32, i32 } %mrv, i32 %8, 1
  ret { i32, i32 } %mrv1
}

define internal { i32, i32, i32 } @add_split(ptr %0, i64 %1, i64 %2) {
allocas:
  %3 = add i64 %1, %2
  %4 = trunc i64 %3 to i32
  %5 = lshr i64 %3, 32
  %6 = trunc nuw i64 %5 to i32
  %7 = icmp ult i64 %3, %1
  %8 = zext i1 %7 to i32
  %mrv = insertvalue { i32, i32, i32 } poison, i32 %4, 0
  %mrv1 = insertvalue { i32, i32, i32 } %mrv, i32 %6, 1
  %mrv2 = insertvalue { i32, i32, i32 } %mrv1, i32 %8, 2
  ret { i32, i32, i32 } %mrv2
}

define internal { float, i64, i16 } @mixed(ptr %0, i32 %1) {
allocas:
  %2 = uitofp i32 %1 to float
  %3 = zext i32 %1 to i64
  %4 = mul nuw i64 %3, %3
  %5 = trunc i32 %1 to i16
  %6 = icmp ult i32 %1, 32
  br i1 %6, label %7, label %8

common.ret:                                       ; preds = %8, %7
  %common.ret.op = phi { float, i64, i16 } [ %mrv2, %7 ], [ %mrv5, %8 ]
  ret { float, i64, i16 } %common.ret.op

7:                                                ; preds = %allocas
  %mrv = insertvalue { float, i64, i16 } poison, float %2, 0
  %mrv1 = insertvalue { float, i64, i16 } %mrv, i64 %4, 1
  %mrv2 = insertvalue { float, i64, i16 } %mrv1, i16 %5, 2
  br label %common.ret

8:                                                ; preds = %allocas
  %9 = fneg float %2
  %10 = xor i16 %5, -1
  %mrv3 = insertvalue { float, i64, i16 } poison, float %9, 0
  %mrv4 = insertvalue { float, i64, i16 } %mrv3, i64 %4, 1
  %mrv5 = insertvalue { float, i64, i16 } %mrv4, i16 %10, 2
  br label %common.ret
}

define void @multiple_results(ptr %0, ptr %1) {
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
  %13 = mul i32 %9, 1000
  %14 = add i32 %13, 77
  %15 = add i32 %7, 3
  %16 = call { i32, i32 } @divmod(ptr nonnull %1, i32 %14, i32 %15)
  %17 = extractvalue { i32, i32 } %16, 0
  %18 = extractvalue { i32, i32 } %16, 1
  %19 = inttoptr i64 %12 to ptr
  store i32 %17, ptr %19, align 4
  %20 = add i64 %12, 4
  %21 = inttoptr i64 %20 to ptr
  store i32 %18, ptr %21, align 4
  %22 = mul nuw nsw i64 %10, 2147483647
  %23 = call { i32, i32, i32 } @add_split(ptr nonnull %1, i64 %22, i64 -275146342400)
  %24 = extractvalue { i32, i32, i32 } %23, 0
  %25 = extractvalue { i32, i32, i32 } %23, 1
  %26 = extractvalue { i32, i32, i32 } %23, 2
  %27 = add i64 %12, 8
  %28 = inttoptr i64 %27 to ptr
  store i32 %24, ptr %28, align 4
  %29 = add i64 %12, 12
  %30 = inttoptr i64 %29 to ptr
  store i32 %25, ptr %30, align 4
  %31 = add i64 %12, 16
  %32 = inttoptr i64 %31 to ptr
  store i32 %26, ptr %32, align 4
  %33 = call { float, i64, i16 } @mixed(ptr nonnull %1, i32 %9)
  %34 = extractvalue { float, i64, i16 } %33, 0
  %35 = extractvalue { float, i64, i16 } %33, 1
  %36 = extractvalue { float, i64, i16 } %33, 2
  %37 = add i64 %12, 20
  %38 = inttoptr i64 %37 to ptr
  store float %34, ptr %38, align 4
  %39 = trunc i64 %35 to i32
  %40 = add i64 %12, 24
  %41 = inttoptr i64 %40 to ptr
  store i32 %39, ptr %41, align 4
  %42 = zext i16 %36 to i32
  %43 = add i64 %12, 28
  %44 = inttoptr i64 %43 to ptr
  store i32 %42, ptr %44, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
