; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@__rocuda_kernel.thread_indices = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.thread_indices_asm = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.lane_warp_sm = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.smem_sizes = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 128, i32 128, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.clocks = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.nanosleep_timer = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.compile_only_envreg = constant { i32, i32, i32, i32, i32, i32, i32, [2 x { i32, i32 }] } { i32 2, i32 0, i32 16, i32 2, i32 0, i32 0, i32 0, [2 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }, { i32, i32 } { i32 8, i32 8 }] }
@__rocuda_kernel.compile_only_varying_registers = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @thread_indices(ptr %0, ptr %1) {
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
  store i32 %7, ptr %14, align 4
  %15 = getelementptr i8, ptr %1, i64 4
  %16 = load i32, ptr %15, align 4
  %17 = getelementptr i8, ptr %1, i64 8
  %18 = load i32, ptr %17, align 4
  %19 = shl i32 %18, 16
  %20 = or i32 %19, %16
  %21 = add i64 %13, 4
  %22 = inttoptr i64 %21 to ptr
  store i32 %20, ptr %22, align 4
  %23 = add i64 %13, 8
  %24 = inttoptr i64 %23 to ptr
  store i32 %6, ptr %24, align 4
  %25 = getelementptr i8, ptr %1, i64 16
  %26 = load i32, ptr %25, align 4
  %27 = getelementptr i8, ptr %1, i64 20
  %28 = load i32, ptr %27, align 4
  %29 = shl i32 %28, 16
  %30 = or i32 %29, %26
  %31 = add i64 %13, 12
  %32 = inttoptr i64 %31 to ptr
  store i32 %30, ptr %32, align 4
  %33 = add i64 %13, 16
  %34 = inttoptr i64 %33 to ptr
  store i32 %4, ptr %34, align 4
  %35 = getelementptr i8, ptr %1, i64 28
  %36 = load i32, ptr %35, align 4
  %37 = getelementptr i8, ptr %1, i64 32
  %38 = load i32, ptr %37, align 4
  %39 = shl i32 %38, 16
  %40 = or i32 %39, %36
  %41 = add i64 %13, 20
  %42 = inttoptr i64 %41 to ptr
  store i32 %40, ptr %42, align 4
  %43 = getelementptr i8, ptr %1, i64 36
  %44 = load i32, ptr %43, align 4
  %45 = add i64 %13, 24
  %46 = inttoptr i64 %45 to ptr
  store i32 %44, ptr %46, align 4
  %47 = getelementptr i8, ptr %1, i64 40
  %48 = load i32, ptr %47, align 4
  %49 = getelementptr i8, ptr %1, i64 44
  %50 = load i32, ptr %49, align 4
  %51 = shl i32 %50, 16
  %52 = or i32 %51, %48
  %53 = or i32 %52, 536870912
  %54 = add i64 %13, 28
  %55 = inttoptr i64 %54 to ptr
  store i32 %53, ptr %55, align 4
  ret void
}

define void @thread_indices_asm(ptr %0, ptr %1) {
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
  %14 = getelementptr i8, ptr %1, i64 4
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr i8, ptr %1, i64 8
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr i8, ptr %1, i64 16
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr i8, ptr %1, i64 20
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr i8, ptr %1, i64 28
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr i8, ptr %1, i64 32
  %25 = load i32, ptr %24, align 4
  %26 = getelementptr i8, ptr %1, i64 36
  %27 = load i32, ptr %26, align 4
  %28 = getelementptr i8, ptr %1, i64 40
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr i8, ptr %1, i64 44
  %31 = load i32, ptr %30, align 4
  %32 = and i32 %7, 65535
  %33 = zext i32 %4 to i64
  %34 = zext i32 %6 to i64
  %35 = mul nuw i64 %33, %34
  %36 = mul i32 %15, 1000
  %37 = add i32 %36, %7
  %38 = mul i32 %17, 1000000
  %39 = add i32 %38, %37
  %40 = inttoptr i64 %13 to ptr
  store i32 %39, ptr %40, align 4
  %41 = mul i32 %19, 1000
  %42 = add i32 %41, %6
  %43 = mul i32 %21, 1000000
  %44 = add i32 %43, %42
  %45 = add i64 %13, 4
  %46 = inttoptr i64 %45 to ptr
  store i32 %44, ptr %46, align 4
  %47 = mul i32 %23, 1000
  %48 = add i32 %47, %4
  %49 = mul i32 %25, 1000000
  %50 = add i32 %49, %48
  %51 = add i64 %13, 8
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = mul i32 %29, 1000
  %54 = add i32 %53, %27
  %55 = mul i32 %31, 1000000
  %56 = add i32 %55, %54
  %57 = add i64 %13, 12
  %58 = inttoptr i64 %57 to ptr
  store i32 %56, ptr %58, align 4
  %59 = add i64 %13, 16
  %60 = inttoptr i64 %59 to ptr
  store i32 %32, ptr %60, align 4
  %61 = trunc i64 %35 to i32
  %62 = add i32 %7, %61
  %63 = add i64 %13, 20
  %64 = inttoptr i64 %63 to ptr
  store i32 %62, ptr %64, align 4
  %65 = lshr i64 %35, 32
  %66 = add i64 %13, 24
  %67 = inttoptr i64 %66 to ptr
  %68 = trunc nuw i64 %65 to i32
  store i32 %68, ptr %67, align 4
  ret void
}

define void @lane_warp_sm(ptr %0, ptr %1) {
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
  %14 = getelementptr i8, ptr %1, i64 48
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr i8, ptr %1, i64 52
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr i8, ptr %1, i64 56
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr i8, ptr %1, i64 60
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr i8, ptr %1, i64 64
  %23 = load i32, ptr %22, align 4
  %24 = inttoptr i64 %13 to ptr
  store i32 %15, ptr %24, align 4
  %25 = and i32 %7, 31
  %26 = icmp eq i32 %15, %25
  %27 = zext i1 %26 to i32
  %28 = add i64 %13, 4
  %29 = inttoptr i64 %28 to ptr
  store i32 %27, ptr %29, align 4
  %30 = icmp ult i32 %17, %19
  %31 = zext i1 %30 to i32
  %32 = add i64 %13, 8
  %33 = inttoptr i64 %32 to ptr
  store i32 %31, ptr %33, align 4
  %34 = icmp ugt i32 %19, 1
  %35 = zext i1 %34 to i32
  %36 = add i64 %13, 12
  %37 = inttoptr i64 %36 to ptr
  store i32 %35, ptr %37, align 4
  %38 = icmp ult i32 %21, %23
  %39 = zext i1 %38 to i32
  %40 = add i64 %13, 16
  %41 = inttoptr i64 %40 to ptr
  store i32 %39, ptr %41, align 4
  %.not = icmp ne i32 %23, 0
  %42 = zext i1 %.not to i32
  %43 = add i64 %13, 20
  %44 = inttoptr i64 %43 to ptr
  store i32 %42, ptr %44, align 4
  %45 = getelementptr i8, ptr %1, i64 104
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8
  %49 = call i32 %48(ptr nonnull %1, i32 %17, i32 0, i32 -1) #0
  %50 = icmp eq i32 %49, %17
  %51 = zext i1 %50 to i32
  %52 = add i64 %13, 24
  %53 = inttoptr i64 %52 to ptr
  store i32 %51, ptr %53, align 4
  %54 = load ptr, ptr %45, align 8
  %55 = getelementptr i8, ptr %54, i64 24
  %56 = load ptr, ptr %55, align 8
  %57 = call i32 %56(ptr nonnull %1, i32 %21, i32 31, i32 -1) #0
  %58 = icmp eq i32 %57, %21
  %59 = zext i1 %58 to i32
  %60 = add i64 %13, 28
  %61 = inttoptr i64 %60 to ptr
  store i32 %59, ptr %61, align 4
  ret void
}

define void @smem_sizes(ptr %0, ptr %1) {
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
  %14 = shl i32 %7, 2
  %15 = and i32 %14, 124
  %16 = getelementptr i8, ptr %1, i64 80
  %17 = load ptr, ptr %16, align 8
  %18 = zext nneg i32 %15 to i64
  %19 = getelementptr i8, ptr %17, i64 %18
  store i32 %7, ptr %19, align 4
  %20 = shl i32 %7, 1
  %21 = add i32 %14, 128
  %22 = getelementptr i8, ptr %1, i64 104
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i64 40
  %25 = load ptr, ptr %24, align 8
  %26 = call i32 %25(ptr nonnull %1, i32 0) #0
  %27 = zext i32 %21 to i64
  %28 = load ptr, ptr %16, align 8
  %29 = getelementptr i8, ptr %28, i64 %27
  store i32 %20, ptr %29, align 4
  %30 = load ptr, ptr %22, align 8
  %31 = load ptr, ptr %30, align 8
  call void %31(ptr nonnull %1, i32 0, i32 0) #0
  %32 = getelementptr i8, ptr %1, i64 68
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr i8, ptr %1, i64 72
  %35 = load i32, ptr %34, align 4
  %36 = inttoptr i64 %13 to ptr
  store i32 %33, ptr %36, align 4
  %37 = zext i32 %35 to i64
  %38 = zext i32 %33 to i64
  %39 = add nuw nsw i64 %38, 128
  %.not = icmp ule i64 %39, %37
  %40 = zext i1 %.not to i32
  %41 = add i64 %13, 4
  %42 = inttoptr i64 %41 to ptr
  store i32 %40, ptr %42, align 4
  %43 = icmp ugt i32 %35, 255
  %44 = zext i1 %43 to i32
  %45 = add i64 %13, 8
  %46 = inttoptr i64 %45 to ptr
  store i32 %44, ptr %46, align 4
  %47 = add i32 %14, 4
  %48 = and i32 %47, 124
  %49 = zext nneg i32 %48 to i64
  %50 = load ptr, ptr %16, align 8
  %51 = getelementptr i8, ptr %50, i64 %49
  %52 = load i32, ptr %51, align 4
  %53 = sub i32 380, %14
  %54 = zext i32 %53 to i64
  %55 = getelementptr i8, ptr %50, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = add i32 %56, %52
  %58 = add i64 %13, 12
  %59 = inttoptr i64 %58 to ptr
  store i32 %57, ptr %59, align 4
  ret void
}

define void @clocks(ptr %0, ptr %1) {
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
  %11 = getelementptr i8, ptr %1, i64 104
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr i8, ptr %12, i64 88
  %14 = load ptr, ptr %13, align 8
  %15 = call i64 %14(ptr nonnull %1)
  %16 = load ptr, ptr %11, align 8
  %17 = getelementptr i8, ptr %16, i64 88
  %18 = load ptr, ptr %17, align 8
  %19 = call i64 %18(ptr nonnull %1)
  %20 = load ptr, ptr %11, align 8
  %21 = getelementptr i8, ptr %20, i64 96
  %22 = load ptr, ptr %21, align 8
  %23 = call i64 %22(ptr nonnull %1)
  %24 = mul i32 %9, -1987857631
  %25 = zext i32 %10 to i64
  %26 = shl nuw nsw i64 %25, 2
  %27 = add i64 %2, %26
  %28 = trunc i64 %19 to i32
  %29 = load ptr, ptr %11, align 8
  %30 = getelementptr i8, ptr %29, i64 88
  %31 = load ptr, ptr %30, align 8
  %32 = call i64 %31(ptr nonnull %1)
  %33 = load ptr, ptr %11, align 8
  %34 = getelementptr i8, ptr %33, i64 88
  %35 = load ptr, ptr %34, align 8
  %36 = call i64 %35(ptr nonnull %1)
  %37 = trunc i64 %36 to i32
  %38 = load ptr, ptr %11, align 8
  %39 = getelementptr i8, ptr %38, i64 96
  %40 = load ptr, ptr %39, align 8
  %41 = call i64 %40(ptr nonnull %1)
  %42 = load ptr, ptr %11, align 8
  %43 = getelementptr i8, ptr %42, i64 88
  %44 = load ptr, ptr %43, align 8
  %45 = call i64 %44(ptr nonnull %1)
  %46 = lshr i64 %45, 32
  %47 = load ptr, ptr %11, align 8
  %48 = getelementptr i8, ptr %47, i64 88
  %49 = load ptr, ptr %48, align 8
  %50 = call i64 %49(ptr nonnull %1)
  %51 = trunc i64 %50 to i32
  %52 = load ptr, ptr %11, align 8
  %53 = getelementptr i8, ptr %52, i64 96
  %54 = load ptr, ptr %53, align 8
  %55 = call i64 %54(ptr nonnull %1)
  %56 = load ptr, ptr %11, align 8
  %57 = getelementptr i8, ptr %56, i64 96
  %58 = load ptr, ptr %57, align 8
  %59 = call i64 %58(ptr nonnull %1)
  %60 = and i64 %59, -4294967296
  %.not = icmp sge i64 %32, %15
  %61 = zext i1 %.not to i32
  %62 = inttoptr i64 %27 to ptr
  store i32 %61, ptr %62, align 4
  %63 = icmp sgt i64 %15, 0
  %64 = zext i1 %63 to i32
  %65 = add i64 %27, 4
  %66 = inttoptr i64 %65 to ptr
  store i32 %64, ptr %66, align 4
  %67 = sub i32 %37, %28
  %68 = sub i32 %51, %28
  %69 = or i32 %68, %67
  %isnotneg = icmp sgt i32 %69, -1
  %70 = zext i1 %isnotneg to i32
  %71 = add i64 %27, 8
  %72 = inttoptr i64 %71 to ptr
  store i32 %70, ptr %72, align 4
  %.not14 = icmp uge i64 %41, %23
  %73 = zext i1 %.not14 to i32
  %74 = add i64 %27, 12
  %75 = inttoptr i64 %74 to ptr
  store i32 %73, ptr %75, align 4
  %.not15 = icmp ne i64 %23, 0
  %76 = zext i1 %.not15 to i32
  %77 = add i64 %27, 16
  %78 = inttoptr i64 %77 to ptr
  store i32 %76, ptr %78, align 4
  %79 = and i64 %55, 4294967295
  %80 = or disjoint i64 %79, %60
  %.not16 = icmp uge i64 %80, %23
  %81 = zext i1 %.not16 to i32
  %82 = add i64 %27, 20
  %83 = inttoptr i64 %82 to ptr
  store i32 %81, ptr %83, align 4
  %84 = lshr i64 %32, 32
  %.not17 = icmp uge i64 %46, %84
  %85 = zext i1 %.not17 to i32
  %86 = add i64 %27, 24
  %87 = inttoptr i64 %86 to ptr
  store i32 %85, ptr %87, align 4
  %88 = or i32 %24, 1
  %89 = add i32 %88, -938806424
  %90 = add i64 %27, 28
  %91 = inttoptr i64 %90 to ptr
  store i32 %89, ptr %91, align 4
  ret void
}

define void @nanosleep_timer(ptr %0, ptr %1) {
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
  %14 = getelementptr i8, ptr %1, i64 104
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr i8, ptr %15, i64 96
  %17 = load ptr, ptr %16, align 8
  %18 = call i64 %17(ptr nonnull %1)
  %19 = mul i32 %9, 10
  %20 = add i32 %19, 1000
  %21 = load ptr, ptr %14, align 8
  %22 = getelementptr i8, ptr %21, i64 104
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr nonnull %1, i32 %20)
  %24 = load ptr, ptr %14, align 8
  %25 = getelementptr i8, ptr %24, i64 96
  %26 = load ptr, ptr %25, align 8
  %27 = call i64 %26(ptr nonnull %1)
  %28 = load ptr, ptr %14, align 8
  %29 = getelementptr i8, ptr %28, i64 88
  %30 = load ptr, ptr %29, align 8
  %31 = call i64 %30(ptr nonnull %1)
  %32 = load ptr, ptr %14, align 8
  %33 = getelementptr i8, ptr %32, i64 104
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr nonnull %1, i32 500)
  %35 = load ptr, ptr %14, align 8
  %36 = getelementptr i8, ptr %35, i64 104
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr nonnull %1, i32 200)
  %38 = load ptr, ptr %14, align 8
  %39 = getelementptr i8, ptr %38, i64 88
  %40 = load ptr, ptr %39, align 8
  %41 = call i64 %40(ptr nonnull %1)
  %42 = sub i64 %27, %18
  %43 = lshr i64 %42, 63
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = xor i32 %44, 1
  %46 = inttoptr i64 %13 to ptr
  store i32 %45, ptr %46, align 4
  %.not = icmp uge i64 %27, %18
  %47 = zext i1 %.not to i32
  %48 = add i64 %13, 4
  %49 = inttoptr i64 %48 to ptr
  store i32 %47, ptr %49, align 4
  %.not8 = icmp sge i64 %41, %31
  %50 = zext i1 %.not8 to i32
  %51 = add i64 %13, 8
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = add i64 %13, 12
  %54 = inttoptr i64 %53 to ptr
  store i32 %9, ptr %54, align 4
  ret void
}

define void @compile_only_envreg(ptr %0, ptr %1) {
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
  %14 = getelementptr i8, ptr %0, i64 12
  %15 = load i32, ptr %14, align 4
  %16 = inttoptr i64 %13 to ptr
  store i32 0, ptr %16, align 4
  %17 = add i64 %13, 4
  %18 = inttoptr i64 %17 to ptr
  store i32 %15, ptr %18, align 4
  %19 = add i64 %13, 8
  %20 = inttoptr i64 %19 to ptr
  store i32 0, ptr %20, align 4
  ret void
}

define void @compile_only_varying_registers(ptr %0, ptr %1) {
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
  %14 = getelementptr i8, ptr %1, i64 104
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr i8, ptr %15, i64 88
  %17 = load ptr, ptr %16, align 8
  %18 = call i64 %17(ptr nonnull %1)
  %19 = trunc i64 %18 to i32
  %20 = getelementptr i8, ptr %1, i64 52
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr i8, ptr %1, i64 60
  %23 = load i32, ptr %22, align 4
  %24 = inttoptr i64 %13 to ptr
  store i32 0, ptr %24, align 4
  %25 = add i64 %13, 4
  %26 = inttoptr i64 %25 to ptr
  store i32 0, ptr %26, align 4
  %27 = add i64 %13, 8
  %28 = inttoptr i64 %27 to ptr
  store i32 %19, ptr %28, align 4
  %29 = add i64 %13, 12
  %30 = inttoptr i64 %29 to ptr
  store i32 %21, ptr %30, align 4
  %31 = add i64 %13, 16
  %32 = inttoptr i64 %31 to ptr
  store i32 %23, ptr %32, align 4
  %33 = load ptr, ptr %14, align 8
  %34 = getelementptr i8, ptr %33, i64 88
  %35 = load ptr, ptr %34, align 8
  %36 = call i64 %35(ptr nonnull %1)
  %37 = add i64 %13, 20
  %38 = inttoptr i64 %37 to ptr
  %39 = trunc i64 %36 to i32
  store i32 %39, ptr %38, align 4
  ret void
}

attributes #0 = { convergent }
