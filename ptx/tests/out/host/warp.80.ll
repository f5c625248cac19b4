; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@__rocuda_kernel.shfl_idx_widths = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shfl_up_down_widths = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shfl_xor_widths = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shfl_wide_and_float = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shfl_partial_mask = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shfl_predicate = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.vote_divergent = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.vote_asm = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.match_sync = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.reduce_sync = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.syncwarp_masks = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 256, i32 256, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.lane_registers = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.warp_scan_reduce = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 8, i32 16, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.warp_bitonic_sort = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @shfl_idx_widths(ptr %0, ptr %1) {
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
  %14 = and i32 %7, 31
  %15 = mul i32 %9, 16777619
  %16 = add i32 %15, 7
  %17 = mul i32 %7, 3
  %18 = add i32 %17, 1
  %19 = getelementptr i8, ptr %1, i64 48
  %20 = and i32 %18, 31
  %21 = getelementptr i8, ptr %1, i64 104
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr i8, ptr %22, i64 24
  %24 = load ptr, ptr %23, align 8
  %25 = call i32 %24(ptr nonnull %1, i32 %16, i32 %20, i32 -1) #1
  %26 = inttoptr i64 %13 to ptr
  store i32 %25, ptr %26, align 4
  %27 = load i32, ptr %19, align 4
  %28 = and i32 %27, 16
  %29 = and i32 %18, 15
  %30 = or disjoint i32 %28, %29
  %31 = load ptr, ptr %21, align 8
  %32 = getelementptr i8, ptr %31, i64 24
  %33 = load ptr, ptr %32, align 8
  %34 = call i32 %33(ptr nonnull %1, i32 %16, i32 %30, i32 -1) #1
  %35 = add i64 %13, 4
  %36 = inttoptr i64 %35 to ptr
  store i32 %34, ptr %36, align 4
  %37 = load i32, ptr %19, align 4
  %38 = and i32 %37, 24
  %39 = and i32 %18, 7
  %40 = or disjoint i32 %38, %39
  %41 = load ptr, ptr %21, align 8
  %42 = getelementptr i8, ptr %41, i64 24
  %43 = load ptr, ptr %42, align 8
  %44 = call i32 %43(ptr nonnull %1, i32 %16, i32 %40, i32 -1) #1
  %45 = add i64 %13, 8
  %46 = inttoptr i64 %45 to ptr
  store i32 %44, ptr %46, align 4
  %47 = load i32, ptr %19, align 4
  %48 = and i32 %47, 28
  %49 = and i32 %18, 3
  %50 = or disjoint i32 %48, %49
  %51 = load ptr, ptr %21, align 8
  %52 = getelementptr i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8
  %54 = call i32 %53(ptr nonnull %1, i32 %16, i32 %50, i32 -1) #1
  %55 = add i64 %13, 12
  %56 = inttoptr i64 %55 to ptr
  store i32 %54, ptr %56, align 4
  %57 = load i32, ptr %19, align 4
  %58 = and i32 %57, 30
  %59 = and i32 %18, 1
  %60 = or disjoint i32 %58, %59
  %61 = load ptr, ptr %21, align 8
  %62 = getelementptr i8, ptr %61, i64 24
  %63 = load ptr, ptr %62, align 8
  %64 = call i32 %63(ptr nonnull %1, i32 %16, i32 %60, i32 -1) #1
  %65 = add i64 %13, 16
  %66 = inttoptr i64 %65 to ptr
  store i32 %64, ptr %66, align 4
  %67 = load ptr, ptr %21, align 8
  %68 = getelementptr i8, ptr %67, i64 24
  %69 = load ptr, ptr %68, align 8
  %70 = call i32 %69(ptr nonnull %1, i32 %16, i32 0, i32 -1) #1
  %71 = add i64 %13, 20
  %72 = inttoptr i64 %71 to ptr
  store i32 %70, ptr %72, align 4
  %73 = mul nuw nsw i32 %14, 43691
  %74 = lshr i32 %73, 17
  %.neg = mul nuw nsw i32 %74, 5
  %75 = add i32 %.neg, %7
  %76 = load i32, ptr %19, align 4
  %77 = and i32 %75, 7
  %78 = and i32 %76, 24
  %79 = or disjoint i32 %78, 7
  %80 = or disjoint i32 %77, %78
  %81 = xor i32 %80, 7
  %.not = icmp ugt i32 %81, %79
  %82 = select i1 %.not, i32 %76, i32 %81
  %83 = load ptr, ptr %21, align 8
  %84 = getelementptr i8, ptr %83, i64 24
  %85 = load ptr, ptr %84, align 8
  %86 = call i32 %85(ptr nonnull %1, i32 %16, i32 %82, i32 -1) #1
  %87 = add i64 %13, 24
  %88 = inttoptr i64 %87 to ptr
  store i32 %86, ptr %88, align 4
  %89 = add i32 %7, 5
  %90 = and i32 %89, 31
  %91 = load ptr, ptr %21, align 8
  %92 = getelementptr i8, ptr %91, i64 24
  %93 = load ptr, ptr %92, align 8
  %94 = call i32 %93(ptr nonnull %1, i32 %16, i32 %90, i32 -1) #1
  %95 = add i64 %13, 28
  %96 = inttoptr i64 %95 to ptr
  store i32 %94, ptr %96, align 4
  ret void
}

define void @shfl_up_down_widths(ptr %0, ptr %1) {
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
  %14 = shl i32 %9, 2
  %15 = and i32 %14, 60
  %16 = zext nneg i32 %15 to i64
  %17 = add i64 %16, ptrtoint (ptr @U32_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = shl i32 %9, 16
  %21 = xor i32 %19, %20
  %22 = getelementptr i8, ptr %1, i64 48
  %23 = load i32, ptr %22, align 4
  %24 = add i32 %23, -1
  %25 = icmp slt i32 %24, 0
  %26 = select i1 %25, i32 %23, i32 %24
  %27 = getelementptr i8, ptr %1, i64 104
  %28 = load ptr, ptr %27, align 8
  %29 = getelementptr i8, ptr %28, i64 24
  %30 = load ptr, ptr %29, align 8
  %31 = call i32 %30(ptr nonnull %1, i32 %21, i32 %26, i32 -1) #1
  %32 = inttoptr i64 %13 to ptr
  store i32 %31, ptr %32, align 4
  %33 = load i32, ptr %22, align 4
  %34 = and i32 %33, 16
  %35 = add i32 %33, -5
  %.not = icmp slt i32 %35, %34
  %36 = select i1 %.not, i32 %33, i32 %35
  %37 = load ptr, ptr %27, align 8
  %38 = getelementptr i8, ptr %37, i64 24
  %39 = load ptr, ptr %38, align 8
  %40 = call i32 %39(ptr nonnull %1, i32 %21, i32 %36, i32 -1) #1
  %41 = add i64 %13, 4
  %42 = inttoptr i64 %41 to ptr
  store i32 %40, ptr %42, align 4
  %43 = load i32, ptr %22, align 4
  %44 = and i32 %43, 24
  %45 = add i32 %43, -3
  %.not29 = icmp slt i32 %45, %44
  %46 = select i1 %.not29, i32 %43, i32 %45
  %47 = load ptr, ptr %27, align 8
  %48 = getelementptr i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  %50 = call i32 %49(ptr nonnull %1, i32 %21, i32 %46, i32 -1) #1
  %51 = add i64 %13, 8
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = load i32, ptr %22, align 4
  %54 = and i32 %53, 28
  %55 = add i32 %53, -2
  %.not30 = icmp slt i32 %55, %54
  %56 = select i1 %.not30, i32 %53, i32 %55
  %57 = load ptr, ptr %27, align 8
  %58 = getelementptr i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8
  %60 = call i32 %59(ptr nonnull %1, i32 %21, i32 %56, i32 -1) #1
  %61 = add i64 %13, 12
  %62 = inttoptr i64 %61 to ptr
  store i32 %60, ptr %62, align 4
  %63 = load i32, ptr %22, align 4
  %64 = and i32 %63, 30
  %65 = or disjoint i32 %64, 1
  %66 = add i32 %63, 1
  %.not31 = icmp sgt i32 %66, %65
  %67 = select i1 %.not31, i32 %63, i32 %66
  %68 = load ptr, ptr %27, align 8
  %69 = getelementptr i8, ptr %68, i64 24
  %70 = load ptr, ptr %69, align 8
  %71 = call i32 %70(ptr nonnull %1, i32 %21, i32 %67, i32 -1) #1
  %72 = add i64 %13, 16
  %73 = inttoptr i64 %72 to ptr
  store i32 %71, ptr %73, align 4
  %74 = load i32, ptr %22, align 4
  %75 = add i32 %74, 7
  %76 = icmp slt i32 %75, 32
  %77 = select i1 %76, i32 %75, i32 %74
  %78 = load ptr, ptr %27, align 8
  %79 = getelementptr i8, ptr %78, i64 24
  %80 = load ptr, ptr %79, align 8
  %81 = call i32 %80(ptr nonnull %1, i32 %21, i32 %77, i32 -1) #1
  %82 = add i64 %13, 20
  %83 = inttoptr i64 %82 to ptr
  store i32 %81, ptr %83, align 4
  %84 = load i32, ptr %22, align 4
  %85 = and i32 %84, 16
  %86 = or disjoint i32 %85, 15
  %87 = add i32 %84, 9
  %.not32 = icmp sgt i32 %87, %86
  %88 = select i1 %.not32, i32 %84, i32 %87
  %89 = load ptr, ptr %27, align 8
  %90 = getelementptr i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  %92 = call i32 %91(ptr nonnull %1, i32 %21, i32 %88, i32 -1) #1
  %93 = add i64 %13, 24
  %94 = inttoptr i64 %93 to ptr
  store i32 %92, ptr %94, align 4
  %95 = load i32, ptr %22, align 4
  %96 = and i32 %95, 28
  %97 = or disjoint i32 %96, 3
  %98 = add i32 %95, 3
  %.not33 = icmp sgt i32 %98, %97
  %99 = select i1 %.not33, i32 %95, i32 %98
  %100 = load ptr, ptr %27, align 8
  %101 = getelementptr i8, ptr %100, i64 24
  %102 = load ptr, ptr %101, align 8
  %103 = call i32 %102(ptr nonnull %1, i32 %21, i32 %99, i32 -1) #1
  %104 = load i32, ptr %22, align 4
  %105 = add i32 %104, -8
  %106 = icmp slt i32 %105, 0
  %107 = select i1 %106, i32 %104, i32 %105
  %108 = load ptr, ptr %27, align 8
  %109 = getelementptr i8, ptr %108, i64 24
  %110 = load ptr, ptr %109, align 8
  %111 = call i32 %110(ptr nonnull %1, i32 %21, i32 %107, i32 -1) #1
  %112 = add i32 %111, %103
  %113 = add i64 %13, 28
  %114 = inttoptr i64 %113 to ptr
  store i32 %112, ptr %114, align 4
  ret void
}

define void @shfl_xor_widths(ptr %0, ptr %1) {
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
  %14 = mul i32 %9, -1640531535
  %15 = getelementptr i8, ptr %1, i64 48
  %16 = load i32, ptr %15, align 4
  %17 = xor i32 %16, 1
  %18 = icmp slt i32 %17, 32
  %19 = select i1 %18, i32 %17, i32 %16
  %20 = getelementptr i8, ptr %1, i64 104
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr i8, ptr %21, i64 24
  %23 = load ptr, ptr %22, align 8
  %24 = call i32 %23(ptr nonnull %1, i32 %14, i32 %19, i32 -1) #1
  %25 = inttoptr i64 %13 to ptr
  store i32 %24, ptr %25, align 4
  %26 = load i32, ptr %15, align 4
  %27 = xor i32 %26, 16
  %28 = icmp slt i32 %27, 32
  %29 = select i1 %28, i32 %27, i32 %26
  %30 = load ptr, ptr %20, align 8
  %31 = getelementptr i8, ptr %30, i64 24
  %32 = load ptr, ptr %31, align 8
  %33 = call i32 %32(ptr nonnull %1, i32 %14, i32 %29, i32 -1) #1
  %34 = add i64 %13, 4
  %35 = inttoptr i64 %34 to ptr
  store i32 %33, ptr %35, align 4
  %36 = load i32, ptr %15, align 4
  %37 = and i32 %36, 16
  %38 = or disjoint i32 %37, 15
  %39 = xor i32 %36, 5
  %.not = icmp sgt i32 %39, %38
  %40 = select i1 %.not, i32 %36, i32 %39
  %41 = load ptr, ptr %20, align 8
  %42 = getelementptr i8, ptr %41, i64 24
  %43 = load ptr, ptr %42, align 8
  %44 = call i32 %43(ptr nonnull %1, i32 %14, i32 %40, i32 -1) #1
  %45 = add i64 %13, 8
  %46 = inttoptr i64 %45 to ptr
  store i32 %44, ptr %46, align 4
  %47 = load i32, ptr %15, align 4
  %48 = and i32 %47, 24
  %49 = or disjoint i32 %48, 7
  %50 = xor i32 %47, 3
  %.not28 = icmp sgt i32 %50, %49
  %51 = select i1 %.not28, i32 %47, i32 %50
  %52 = load ptr, ptr %20, align 8
  %53 = getelementptr i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  %55 = call i32 %54(ptr nonnull %1, i32 %14, i32 %51, i32 -1) #1
  %56 = add i64 %13, 12
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  %58 = load i32, ptr %15, align 4
  %59 = and i32 %58, 28
  %60 = or disjoint i32 %59, 3
  %61 = xor i32 %58, 2
  %.not29 = icmp sgt i32 %61, %60
  %62 = select i1 %.not29, i32 %58, i32 %61
  %63 = load ptr, ptr %20, align 8
  %64 = getelementptr i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  %66 = call i32 %65(ptr nonnull %1, i32 %14, i32 %62, i32 -1) #1
  %67 = add i64 %13, 16
  %68 = inttoptr i64 %67 to ptr
  store i32 %66, ptr %68, align 4
  %69 = load i32, ptr %15, align 4
  %70 = and i32 %69, 30
  %71 = or disjoint i32 %70, 1
  %72 = xor i32 %69, 1
  %.not30 = icmp sgt i32 %72, %71
  %73 = select i1 %.not30, i32 %69, i32 %72
  %74 = load ptr, ptr %20, align 8
  %75 = getelementptr i8, ptr %74, i64 24
  %76 = load ptr, ptr %75, align 8
  %77 = call i32 %76(ptr nonnull %1, i32 %14, i32 %73, i32 -1) #1
  %78 = add i64 %13, 20
  %79 = inttoptr i64 %78 to ptr
  store i32 %77, ptr %79, align 4
  %80 = load i32, ptr %15, align 4
  %81 = and i32 %80, 24
  %82 = or disjoint i32 %81, 7
  %83 = xor i32 %80, 8
  %.not31 = icmp sgt i32 %83, %82
  %84 = select i1 %.not31, i32 %80, i32 %83
  %85 = load ptr, ptr %20, align 8
  %86 = getelementptr i8, ptr %85, i64 24
  %87 = load ptr, ptr %86, align 8
  %88 = call i32 %87(ptr nonnull %1, i32 %14, i32 %84, i32 -1) #1
  %89 = add i64 %13, 24
  %90 = inttoptr i64 %89 to ptr
  store i32 %88, ptr %90, align 4
  %91 = load i32, ptr %15, align 4
  %92 = xor i32 %91, 31
  %93 = icmp slt i32 %92, 32
  %94 = select i1 %93, i32 %92, i32 %91
  %95 = load ptr, ptr %20, align 8
  %96 = getelementptr i8, ptr %95, i64 24
  %97 = load ptr, ptr %96, align 8
  %98 = call i32 %97(ptr nonnull %1, i32 %14, i32 %94, i32 -1) #1
  %99 = add i64 %13, 28
  %100 = inttoptr i64 %99 to ptr
  store i32 %98, ptr %100, align 4
  ret void
}

define void @shfl_wide_and_float(ptr %0, ptr %1) {
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
  %14 = uitofp i32 %9 to double
  %15 = call double @llvm.fma.f64(double %14, double 1.250000e+00, double -4.000000e+01)
  %16 = zext i32 %9 to i64
  %17 = mul i64 %16, -4886718345
  %18 = shl nuw nsw i64 %16, 2
  %19 = and i64 %18, 124
  %20 = add i64 %19, ptrtoint (ptr @F32_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr
  %22 = load i32, ptr %21, align 4, !invariant.load !0
  %23 = and i32 %7, 31
  %24 = xor i32 %23, 31
  %25 = bitcast double %15 to i64
  %26 = trunc i64 %25 to i32
  %27 = lshr i64 %25, 32
  %28 = trunc nuw i64 %27 to i32
  %29 = getelementptr i8, ptr %1, i64 48
  %30 = getelementptr i8, ptr %1, i64 104
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr i8, ptr %31, i64 24
  %33 = load ptr, ptr %32, align 8
  %34 = call i32 %33(ptr nonnull %1, i32 %28, i32 %24, i32 -1) #1
  %35 = load ptr, ptr %30, align 8
  %36 = getelementptr i8, ptr %35, i64 24
  %37 = load ptr, ptr %36, align 8
  %38 = call i32 %37(ptr nonnull %1, i32 %26, i32 %24, i32 -1) #1
  %39 = zext i32 %38 to i64
  %40 = zext i32 %34 to i64
  %41 = shl nuw i64 %40, 32
  %42 = or disjoint i64 %41, %39
  %43 = bitcast i64 %42 to double
  %44 = trunc i64 %17 to i32
  %45 = lshr i64 %17, 32
  %46 = trunc nuw i64 %45 to i32
  %47 = load i32, ptr %29, align 4
  %48 = and i32 %47, 16
  %49 = or disjoint i32 %48, 15
  %50 = xor i32 %47, 6
  %.not = icmp sgt i32 %50, %49
  %51 = select i1 %.not, i32 %47, i32 %50
  %52 = load ptr, ptr %30, align 8
  %53 = getelementptr i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  %55 = call i32 %54(ptr nonnull %1, i32 %46, i32 %51, i32 -1) #1
  %56 = load i32, ptr %29, align 4
  %57 = and i32 %56, 16
  %58 = or disjoint i32 %57, 15
  %59 = xor i32 %56, 6
  %.not45 = icmp sgt i32 %59, %58
  %60 = select i1 %.not45, i32 %56, i32 %59
  %61 = load ptr, ptr %30, align 8
  %62 = getelementptr i8, ptr %61, i64 24
  %63 = load ptr, ptr %62, align 8
  %64 = call i32 %63(ptr nonnull %1, i32 %44, i32 %60, i32 -1) #1
  %65 = load i32, ptr %29, align 4
  %66 = and i32 %65, 24
  %67 = or disjoint i32 %66, 7
  %68 = add i32 %65, 4
  %.not46 = icmp sgt i32 %68, %67
  %69 = select i1 %.not46, i32 %65, i32 %68
  %70 = load ptr, ptr %30, align 8
  %71 = getelementptr i8, ptr %70, i64 24
  %72 = load ptr, ptr %71, align 8
  %73 = call i32 %72(ptr nonnull %1, i32 %46, i32 %69, i32 -1) #1
  %74 = load i32, ptr %29, align 4
  %75 = and i32 %74, 24
  %76 = or disjoint i32 %75, 7
  %77 = add i32 %74, 4
  %.not47 = icmp sgt i32 %77, %76
  %78 = select i1 %.not47, i32 %74, i32 %77
  %79 = load ptr, ptr %30, align 8
  %80 = getelementptr i8, ptr %79, i64 24
  %81 = load ptr, ptr %80, align 8
  %82 = call i32 %81(ptr nonnull %1, i32 %44, i32 %78, i32 -1) #1
  %83 = load i32, ptr %29, align 4
  %84 = and i32 %83, 28
  %85 = add i32 %83, -1
  %.not48 = icmp slt i32 %85, %84
  %86 = select i1 %.not48, i32 %83, i32 %85
  %87 = load ptr, ptr %30, align 8
  %88 = getelementptr i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  %90 = call i32 %89(ptr nonnull %1, i32 %22, i32 %86, i32 -1) #1
  %91 = bitcast i32 %90 to float
  %92 = load i32, ptr %29, align 4
  %93 = xor i32 %92, 3
  %94 = icmp slt i32 %93, 32
  %95 = select i1 %94, i32 %93, i32 %92
  %96 = load ptr, ptr %30, align 8
  %97 = getelementptr i8, ptr %96, i64 24
  %98 = load ptr, ptr %97, align 8
  %99 = call i32 %98(ptr nonnull %1, i32 %22, i32 %95, i32 -1) #1
  %100 = bitcast i32 %99 to float
  %101 = fcmp uno double %43, 0.000000e+00
  %102 = select i1 %101, i32 -1, i32 %38
  %103 = inttoptr i64 %13 to ptr
  store i32 %102, ptr %103, align 4
  %104 = select i1 %101, i32 2147483647, i32 %34
  %105 = add i64 %13, 4
  %106 = inttoptr i64 %105 to ptr
  store i32 %104, ptr %106, align 4
  %107 = add i64 %13, 8
  %108 = inttoptr i64 %107 to ptr
  store i32 %64, ptr %108, align 4
  %109 = add i64 %13, 12
  %110 = inttoptr i64 %109 to ptr
  store i32 %55, ptr %110, align 4
  %111 = xor i32 %82, %73
  %112 = add i64 %13, 16
  %113 = inttoptr i64 %112 to ptr
  store i32 %111, ptr %113, align 4
  %114 = fcmp uno float %91, 0.000000e+00
  %115 = select i1 %114, i32 2147483647, i32 %90
  %116 = add i64 %13, 20
  %117 = inttoptr i64 %116 to ptr
  store i32 %115, ptr %117, align 4
  %118 = fcmp uno float %100, 0.000000e+00
  %119 = select i1 %118, i32 2147483647, i32 %99
  %120 = add i64 %13, 24
  %121 = inttoptr i64 %120 to ptr
  store i32 %119, ptr %121, align 4
  %122 = load i32, ptr %29, align 4
  %123 = and i32 %122, 30
  %124 = or disjoint i32 %123, 1
  %125 = add i32 %122, 2
  %.not49 = icmp sgt i32 %125, %124
  %126 = select i1 %.not49, i32 %122, i32 %125
  %127 = load ptr, ptr %30, align 8
  %128 = getelementptr i8, ptr %127, i64 24
  %129 = load ptr, ptr %128, align 8
  %130 = call i32 %129(ptr nonnull %1, i32 %28, i32 %126, i32 -1) #1
  %131 = load i32, ptr %29, align 4
  %132 = and i32 %131, 30
  %133 = or disjoint i32 %132, 1
  %134 = add i32 %131, 2
  %.not50 = icmp sgt i32 %134, %133
  %135 = select i1 %.not50, i32 %131, i32 %134
  %136 = load ptr, ptr %30, align 8
  %137 = getelementptr i8, ptr %136, i64 24
  %138 = load ptr, ptr %137, align 8
  %139 = call i32 %138(ptr nonnull %1, i32 %26, i32 %135, i32 -1) #1
  %140 = zext i32 %139 to i64
  %141 = zext i32 %130 to i64
  %142 = shl nuw i64 %141, 32
  %143 = or disjoint i64 %142, %140
  %144 = bitcast i64 %143 to double
  %145 = fcmp uno double %144, 0.000000e+00
  %146 = select i1 %145, i32 2147483647, i32 %130
  %147 = add i64 %13, 28
  %148 = inttoptr i64 %147 to ptr
  store i32 %146, ptr %148, align 4
  ret void
}

define void @shfl_partial_mask(ptr %0, ptr %1) {
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
  %14 = and i32 %7, 16
  %15 = mul i32 %9, 11
  %16 = add i32 %15, 3
  %17 = inttoptr i64 %13 to ptr
  store i32 0, ptr %17, align 4
  %18 = add i64 %13, 4
  %19 = inttoptr i64 %18 to ptr
  store i32 0, ptr %19, align 4
  %20 = add i64 %13, 8
  %21 = inttoptr i64 %20 to ptr
  store i32 0, ptr %21, align 4
  %22 = and i32 %7, 1
  %.not = icmp eq i32 %22, 0
  br i1 %.not, label %43, label %"$L__BB4_2"

"$L__BB4_2":                                      ; preds = %43, %allocas
  %.not22.not = icmp eq i32 %14, 0
  br i1 %.not22.not, label %"$L__BB4_4", label %"$L__BB4_3"

"$L__BB4_4":                                      ; preds = %"$L__BB4_2"
  %23 = getelementptr i8, ptr %1, i64 48
  %24 = load i32, ptr %23, align 4
  %25 = and i32 %24, 16
  %26 = or disjoint i32 %25, 15
  %27 = add i32 %24, 1
  %.not23 = icmp sgt i32 %27, %26
  %28 = select i1 %.not23, i32 %24, i32 %27
  %29 = getelementptr i8, ptr %1, i64 104
  %30 = load ptr, ptr %29, align 8
  %31 = getelementptr i8, ptr %30, i64 24
  %32 = load ptr, ptr %31, align 8
  %33 = call i32 %32(ptr nonnull %1, i32 %16, i32 %28, i32 65535) #1
  store i32 %33, ptr %19, align 4
  %34 = load i32, ptr %23, align 4
  %35 = and i32 %34, 16
  %36 = or disjoint i32 %35, 15
  %37 = xor i32 %34, 5
  %.not24 = icmp sgt i32 %37, %36
  %38 = select i1 %.not24, i32 %34, i32 %37
  %39 = load ptr, ptr %29, align 8
  %40 = getelementptr i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  %42 = call i32 %41(ptr nonnull %1, i32 %16, i32 %38, i32 65535) #1
  br label %"$L__BB4_5"

"$L__BB4_5":                                      ; preds = %"$L__BB4_3", %"$L__BB4_4"
  %"%r31.0" = phi i32 [ %42, %"$L__BB4_4" ], [ %67, %"$L__BB4_3" ]
  store i32 %"%r31.0", ptr %21, align 4
  ret void

43:                                               ; preds = %allocas
  %44 = add i32 %7, 2
  %45 = and i32 %44, 30
  %46 = getelementptr i8, ptr %1, i64 104
  %47 = load ptr, ptr %46, align 8
  %48 = getelementptr i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  %50 = call i32 %49(ptr nonnull %1, i32 %16, i32 %45, i32 1431655765) #1
  store i32 %50, ptr %17, align 4
  br label %"$L__BB4_2"

"$L__BB4_3":                                      ; preds = %"$L__BB4_2"
  %51 = getelementptr i8, ptr %1, i64 48
  %52 = load i32, ptr %51, align 4
  %53 = and i32 %52, 16
  %54 = add i32 %52, -2
  %.not21 = icmp slt i32 %54, %53
  %55 = select i1 %.not21, i32 %52, i32 %54
  %56 = getelementptr i8, ptr %1, i64 104
  %57 = load ptr, ptr %56, align 8
  %58 = getelementptr i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8
  %60 = call i32 %59(ptr nonnull %1, i32 %16, i32 %55, i32 -65536) #1
  store i32 %60, ptr %19, align 4
  %61 = mul i32 %7, 7
  %62 = and i32 %61, 15
  %63 = or disjoint i32 %62, 16
  %64 = load ptr, ptr %56, align 8
  %65 = getelementptr i8, ptr %64, i64 24
  %66 = load ptr, ptr %65, align 8
  %67 = call i32 %66(ptr nonnull %1, i32 %16, i32 %63, i32 -65536) #1
  br label %"$L__BB4_5"
}

define void @shfl_predicate(ptr %0, ptr %1) {
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
  %14 = add i32 %9, 256
  %15 = getelementptr i8, ptr %1, i64 48
  %16 = load i32, ptr %15, align 4
  %17 = add i32 %16, -3
  %18 = icmp sgt i32 %17, -1
  %19 = select i1 %18, i32 %17, i32 %16
  %20 = getelementptr i8, ptr %1, i64 104
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr i8, ptr %21, i64 24
  %23 = load ptr, ptr %22, align 8
  %24 = call i32 %23(ptr nonnull %1, i32 %14, i32 %19, i32 -1) #1
  %25 = zext i1 %18 to i32
  %26 = inttoptr i64 %13 to ptr
  store i32 %24, ptr %26, align 4
  %27 = add i64 %13, 4
  %28 = inttoptr i64 %27 to ptr
  store i32 %25, ptr %28, align 4
  %29 = load i32, ptr %15, align 4
  %30 = add i32 %29, 6
  %31 = icmp slt i32 %30, 32
  %32 = select i1 %31, i32 %30, i32 %29
  %33 = load ptr, ptr %20, align 8
  %34 = getelementptr i8, ptr %33, i64 24
  %35 = load ptr, ptr %34, align 8
  %36 = call i32 %35(ptr nonnull %1, i32 %14, i32 %32, i32 -1) #1
  %37 = select i1 %31, i32 16777216, i32 0
  %38 = add i32 %37, %36
  %39 = add i64 %13, 8
  %40 = inttoptr i64 %39 to ptr
  store i32 %38, ptr %40, align 4
  %41 = load i32, ptr %15, align 4
  %42 = and i32 %41, 24
  %43 = or disjoint i32 %42, 7
  %44 = xor i32 %41, 12
  %.not.not = icmp sgt i32 %44, %43
  %45 = select i1 %.not.not, i32 %41, i32 %44
  %46 = load ptr, ptr %20, align 8
  %47 = getelementptr i8, ptr %46, i64 24
  %48 = load ptr, ptr %47, align 8
  %49 = call i32 %48(ptr nonnull %1, i32 %14, i32 %45, i32 -1) #1
  %50 = select i1 %.not.not, i32 0, i32 16777216
  %51 = add i32 %50, %49
  %52 = add i64 %13, 12
  %53 = inttoptr i64 %52 to ptr
  store i32 %51, ptr %53, align 4
  %54 = load i32, ptr %15, align 4
  %55 = and i32 %54, 24
  %56 = or disjoint i32 %55, 1
  %57 = load ptr, ptr %20, align 8
  %58 = getelementptr i8, ptr %57, i64 24
  %59 = load ptr, ptr %58, align 8
  %60 = call i32 %59(ptr nonnull %1, i32 %14, i32 %56, i32 -1) #1
  %61 = add i32 %60, 16777216
  %62 = add i64 %13, 16
  %63 = inttoptr i64 %62 to ptr
  store i32 %61, ptr %63, align 4
  %64 = load i32, ptr %15, align 4
  %65 = and i32 %64, 24
  %66 = add i32 %64, -2
  %.not.not22 = icmp slt i32 %66, %65
  %67 = select i1 %.not.not22, i32 %64, i32 %66
  %68 = load ptr, ptr %20, align 8
  %69 = getelementptr i8, ptr %68, i64 24
  %70 = load ptr, ptr %69, align 8
  %71 = call i32 %70(ptr nonnull %1, i32 %14, i32 %67, i32 -1) #1
  %72 = select i1 %.not.not22, i32 0, i32 16777216
  %73 = add i32 %72, %71
  %74 = add i64 %13, 20
  %75 = inttoptr i64 %74 to ptr
  store i32 %73, ptr %75, align 4
  %76 = zext i32 %9 to i64
  %77 = mul nuw i64 %76, 3435973837
  %78 = lshr i64 %77, 37
  %79 = trunc nuw nsw i64 %78 to i32
  %.neg = mul nuw i32 %79, 24
  %80 = add i32 %.neg, %9
  %81 = and i32 %80, 31
  %82 = load ptr, ptr %20, align 8
  %83 = getelementptr i8, ptr %82, i64 24
  %84 = load ptr, ptr %83, align 8
  %85 = call i32 %84(ptr nonnull %1, i32 %14, i32 %81, i32 -1) #1
  %86 = add i32 %85, 16777216
  %87 = add i64 %13, 24
  %88 = inttoptr i64 %87 to ptr
  store i32 %86, ptr %88, align 4
  %89 = load i32, ptr %15, align 4
  %90 = add i32 %89, 1
  %91 = icmp slt i32 %90, 32
  %92 = select i1 %91, i32 %90, i32 %89
  %93 = load ptr, ptr %20, align 8
  %94 = getelementptr i8, ptr %93, i64 24
  %95 = load ptr, ptr %94, align 8
  %96 = call i32 %95(ptr nonnull %1, i32 %14, i32 %92, i32 -1) #1
  %97 = add i64 %13, 28
  %98 = inttoptr i64 %97 to ptr
  store i32 %96, ptr %98, align 4
  ret void
}

define void @vote_divergent(ptr %0, ptr %1) {
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
  %14 = and i32 %7, 31
  %15 = mul i32 %9, 7
  %16 = zext i32 %15 to i64
  %17 = mul nuw i64 %16, 3435973837
  %18 = lshr i64 %17, 34
  %19 = trunc nuw nsw i64 %18 to i32
  %.neg = mul i32 %19, -5
  %20 = add i32 %.neg, %15
  %21 = icmp ult i32 %20, 2
  %22 = zext i1 %21 to i32
  %23 = getelementptr i8, ptr %1, i64 104
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr i8, ptr %24, i64 32
  %26 = load ptr, ptr %25, align 8
  %27 = call i32 %26(ptr nonnull %1, i32 %22, i32 -1) #1
  %28 = inttoptr i64 %13 to ptr
  store i32 %27, ptr %28, align 4
  %29 = load ptr, ptr %23, align 8
  %30 = getelementptr i8, ptr %29, i64 32
  %31 = load ptr, ptr %30, align 8
  %32 = call i32 %31(ptr nonnull %1, i32 1, i32 -1) #1
  %33 = load ptr, ptr %23, align 8
  %34 = getelementptr i8, ptr %33, i64 40
  %35 = load ptr, ptr %34, align 8
  %36 = call i32 %35(ptr nonnull %1, i32 0) #1
  %37 = icmp eq i32 %32, %36
  %38 = zext i1 %37 to i32
  %39 = icmp ne i32 %14, 31
  %40 = zext i1 %39 to i32
  %41 = load ptr, ptr %23, align 8
  %42 = getelementptr i8, ptr %41, i64 32
  %43 = load ptr, ptr %42, align 8
  %44 = call i32 %43(ptr nonnull %1, i32 %40, i32 -1) #1
  %45 = load ptr, ptr %23, align 8
  %46 = getelementptr i8, ptr %45, i64 40
  %47 = load ptr, ptr %46, align 8
  %48 = call i32 %47(ptr nonnull %1, i32 1) #1
  %49 = icmp eq i32 %44, %48
  %50 = select i1 %49, i32 2, i32 0
  %51 = or disjoint i32 %50, %38
  %52 = icmp eq i32 %14, 17
  %53 = zext i1 %52 to i32
  %54 = load ptr, ptr %23, align 8
  %55 = getelementptr i8, ptr %54, i64 32
  %56 = load ptr, ptr %55, align 8
  %57 = call i32 %56(ptr nonnull %1, i32 %53, i32 -1) #1
  %58 = load ptr, ptr %23, align 8
  %59 = getelementptr i8, ptr %58, i64 40
  %60 = load ptr, ptr %59, align 8
  %61 = call i32 %60(ptr nonnull %1, i32 2) #1
  %.not.not = icmp eq i32 %57, 0
  %62 = select i1 %.not.not, i32 0, i32 4
  %63 = or disjoint i32 %51, %62
  %64 = load ptr, ptr %23, align 8
  %65 = getelementptr i8, ptr %64, i64 32
  %66 = load ptr, ptr %65, align 8
  %67 = call i32 %66(ptr nonnull %1, i32 0, i32 -1) #1
  %68 = load ptr, ptr %23, align 8
  %69 = getelementptr i8, ptr %68, i64 40
  %70 = load ptr, ptr %69, align 8
  %71 = call i32 %70(ptr nonnull %1, i32 3) #1
  %.not.not36 = icmp eq i32 %67, 0
  %72 = select i1 %.not.not36, i32 0, i32 8
  %73 = or disjoint i32 %63, %72
  %74 = add i64 %13, 4
  %75 = inttoptr i64 %74 to ptr
  store i32 %73, ptr %75, align 4
  %76 = icmp ult i32 %14, 20
  br i1 %76, label %"$L__BB6_2", label %"$L__BB6_1"

"$L__BB6_2":                                      ; preds = %allocas
  %77 = load ptr, ptr %23, align 8
  %78 = getelementptr i8, ptr %77, i64 40
  %79 = load ptr, ptr %78, align 8
  %80 = call i32 %79(ptr nonnull %1, i32 4) #1
  %81 = add i64 %13, 8
  %82 = inttoptr i64 %81 to ptr
  store i32 %80, ptr %82, align 4
  %83 = trunc nuw nsw i32 %14 to i16
  %84 = mul nuw nsw i32 %14, 43691
  %85 = lshr i32 %84, 17
  %86 = trunc nuw nsw i32 %85 to i16
  %.neg38 = mul nsw i16 %86, -3
  %87 = sub nsw i16 0, %83
  %88 = icmp eq i16 %.neg38, %87
  %89 = zext i1 %88 to i32
  %90 = load ptr, ptr %23, align 8
  %91 = getelementptr i8, ptr %90, i64 32
  %92 = load ptr, ptr %91, align 8
  %93 = call i32 %92(ptr nonnull %1, i32 %89, i32 %80) #1
  %94 = add i64 %13, 12
  %95 = inttoptr i64 %94 to ptr
  store i32 %93, ptr %95, align 4
  %96 = load ptr, ptr %23, align 8
  %97 = getelementptr i8, ptr %96, i64 32
  %98 = load ptr, ptr %97, align 8
  %99 = call i32 %98(ptr nonnull %1, i32 1, i32 %80) #1
  %100 = load ptr, ptr %23, align 8
  %101 = getelementptr i8, ptr %100, i64 40
  %102 = load ptr, ptr %101, align 8
  %103 = call i32 %102(ptr nonnull %1, i32 5) #1
  %104 = and i32 %103, %80
  %105 = icmp eq i32 %99, %104
  %106 = zext i1 %105 to i32
  %107 = icmp eq i32 %14, 19
  %108 = zext i1 %107 to i32
  %109 = load ptr, ptr %23, align 8
  %110 = getelementptr i8, ptr %109, i64 32
  %111 = load ptr, ptr %110, align 8
  %112 = call i32 %111(ptr nonnull %1, i32 %108, i32 %80) #1
  %113 = load ptr, ptr %23, align 8
  %114 = getelementptr i8, ptr %113, i64 40
  %115 = load ptr, ptr %114, align 8
  %116 = call i32 %115(ptr nonnull %1, i32 6) #1
  %.not.not39 = icmp eq i32 %112, 0
  %117 = select i1 %.not.not39, i32 0, i32 2
  %118 = or disjoint i32 %117, %106
  %119 = add i64 %13, 16
  %120 = inttoptr i64 %119 to ptr
  store i32 %118, ptr %120, align 4
  br label %"$L__BB6_3"

"$L__BB6_3":                                      ; preds = %"$L__BB6_1", %"$L__BB6_2"
  %121 = and i32 %7, 3
  %.not = icmp eq i32 %121, 1
  br i1 %.not, label %164, label %"$L__BB6_5"

"$L__BB6_5":                                      ; preds = %164, %"$L__BB6_3"
  %122 = load ptr, ptr %23, align 8
  %123 = getelementptr i8, ptr %122, i64 40
  %124 = load ptr, ptr %123, align 8
  %125 = call i32 %124(ptr nonnull %1, i32 11) #1
  %126 = add i64 %13, 28
  %127 = inttoptr i64 %126 to ptr
  store i32 %125, ptr %127, align 4
  ret void

"$L__BB6_1":                                      ; preds = %allocas
  %128 = load ptr, ptr %23, align 8
  %129 = getelementptr i8, ptr %128, i64 40
  %130 = load ptr, ptr %129, align 8
  %131 = call i32 %130(ptr nonnull %1, i32 7) #1
  %132 = add i64 %13, 8
  %133 = inttoptr i64 %132 to ptr
  store i32 %131, ptr %133, align 4
  %134 = and i32 %7, 1
  %135 = load ptr, ptr %23, align 8
  %136 = getelementptr i8, ptr %135, i64 32
  %137 = load ptr, ptr %136, align 8
  %138 = call i32 %137(ptr nonnull %1, i32 %134, i32 %131) #1
  %139 = add i64 %13, 12
  %140 = inttoptr i64 %139 to ptr
  store i32 %138, ptr %140, align 4
  %141 = load ptr, ptr %23, align 8
  %142 = getelementptr i8, ptr %141, i64 32
  %143 = load ptr, ptr %142, align 8
  %144 = call i32 %143(ptr nonnull %1, i32 %134, i32 %131) #1
  %145 = load ptr, ptr %23, align 8
  %146 = getelementptr i8, ptr %145, i64 40
  %147 = load ptr, ptr %146, align 8
  %148 = call i32 %147(ptr nonnull %1, i32 8) #1
  %149 = and i32 %148, %131
  %150 = icmp eq i32 %144, %149
  %151 = zext i1 %150 to i32
  %152 = load ptr, ptr %23, align 8
  %153 = getelementptr i8, ptr %152, i64 32
  %154 = load ptr, ptr %153, align 8
  %155 = call i32 %154(ptr nonnull %1, i32 0, i32 %131) #1
  %156 = load ptr, ptr %23, align 8
  %157 = getelementptr i8, ptr %156, i64 40
  %158 = load ptr, ptr %157, align 8
  %159 = call i32 %158(ptr nonnull %1, i32 9) #1
  %.not.not37 = icmp eq i32 %155, 0
  %160 = select i1 %.not.not37, i32 0, i32 2
  %161 = or disjoint i32 %160, %151
  %162 = add i64 %13, 16
  %163 = inttoptr i64 %162 to ptr
  store i32 %161, ptr %163, align 4
  br label %"$L__BB6_3"

164:                                              ; preds = %"$L__BB6_3"
  %165 = load ptr, ptr %23, align 8
  %166 = getelementptr i8, ptr %165, i64 40
  %167 = load ptr, ptr %166, align 8
  %168 = call i32 %167(ptr nonnull %1, i32 10) #1
  %169 = add i64 %13, 20
  %170 = inttoptr i64 %169 to ptr
  store i32 %168, ptr %170, align 4
  %171 = icmp ugt i32 %14, 10
  %172 = zext i1 %171 to i32
  %173 = load ptr, ptr %23, align 8
  %174 = getelementptr i8, ptr %173, i64 32
  %175 = load ptr, ptr %174, align 8
  %176 = call i32 %175(ptr nonnull %1, i32 %172, i32 %168) #1
  %177 = add i64 %13, 24
  %178 = inttoptr i64 %177 to ptr
  store i32 %176, ptr %178, align 4
  br label %"$L__BB6_5"
}

define void @vote_asm(ptr %0, ptr %1) {
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
  %14 = and i32 %7, 31
  %15 = icmp ne i32 %6, 0
  %16 = zext i1 %15 to i32
  %17 = getelementptr i8, ptr %1, i64 104
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr i8, ptr %18, i64 32
  %20 = load ptr, ptr %19, align 8
  %21 = call i32 %20(ptr nonnull %1, i32 %16, i32 -1) #1
  %22 = load ptr, ptr %17, align 8
  %23 = getelementptr i8, ptr %22, i64 40
  %24 = load ptr, ptr %23, align 8
  %25 = call i32 %24(ptr nonnull %1, i32 12) #1
  %26 = icmp eq i32 %21, 0
  %27 = icmp eq i32 %21, %25
  %28 = or i1 %26, %27
  %29 = zext i1 %28 to i32
  %30 = inttoptr i64 %13 to ptr
  store i32 %29, ptr %30, align 4
  %31 = icmp ult i32 %14, 8
  %32 = zext i1 %31 to i32
  %33 = load ptr, ptr %17, align 8
  %34 = getelementptr i8, ptr %33, i64 32
  %35 = load ptr, ptr %34, align 8
  %36 = call i32 %35(ptr nonnull %1, i32 %32, i32 -1) #1
  %37 = load ptr, ptr %17, align 8
  %38 = getelementptr i8, ptr %37, i64 40
  %39 = load ptr, ptr %38, align 8
  %40 = call i32 %39(ptr nonnull %1, i32 13) #1
  %41 = icmp eq i32 %36, 0
  %42 = icmp eq i32 %36, %40
  %43 = or i1 %41, %42
  %44 = zext i1 %43 to i32
  %45 = add i64 %13, 4
  %46 = inttoptr i64 %45 to ptr
  store i32 %44, ptr %46, align 4
  %47 = lshr i32 %9, 6
  %.lobit = and i32 %47, 1
  %48 = load ptr, ptr %17, align 8
  %49 = getelementptr i8, ptr %48, i64 32
  %50 = load ptr, ptr %49, align 8
  %51 = call i32 %50(ptr nonnull %1, i32 %.lobit, i32 -1) #1
  %52 = load ptr, ptr %17, align 8
  %53 = getelementptr i8, ptr %52, i64 40
  %54 = load ptr, ptr %53, align 8
  %55 = call i32 %54(ptr nonnull %1, i32 14) #1
  %56 = icmp eq i32 %51, 0
  %57 = icmp eq i32 %51, %55
  %58 = or i1 %56, %57
  %59 = zext i1 %58 to i32
  %60 = add i64 %13, 8
  %61 = inttoptr i64 %60 to ptr
  store i32 %59, ptr %61, align 4
  %62 = icmp ugt i32 %14, 12
  %63 = zext i1 %62 to i32
  %64 = load ptr, ptr %17, align 8
  %65 = getelementptr i8, ptr %64, i64 32
  %66 = load ptr, ptr %65, align 8
  %67 = call i32 %66(ptr nonnull %1, i32 %63, i32 -1) #1
  %68 = add i64 %13, 12
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  %70 = xor i1 %62, true
  %71 = zext i1 %70 to i32
  %72 = load ptr, ptr %17, align 8
  %73 = getelementptr i8, ptr %72, i64 32
  %74 = load ptr, ptr %73, align 8
  %75 = call i32 %74(ptr nonnull %1, i32 %71, i32 -1) #1
  %76 = add i64 %13, 16
  %77 = inttoptr i64 %76 to ptr
  store i32 %75, ptr %77, align 4
  %78 = add i64 %13, 20
  %79 = inttoptr i64 %78 to ptr
  store i32 0, ptr %79, align 4
  %80 = add i64 %13, 24
  %81 = inttoptr i64 %80 to ptr
  store i32 0, ptr %81, align 4
  br i1 %31, label %"$L__BB7_2", label %82

"$L__BB7_2":                                      ; preds = %82, %allocas
  ret void

82:                                               ; preds = %allocas
  %83 = lshr i32 %7, 3
  %.lobit32 = and i32 %83, 1
  %84 = load ptr, ptr %17, align 8
  %85 = getelementptr i8, ptr %84, i64 32
  %86 = load ptr, ptr %85, align 8
  %87 = call i32 %86(ptr nonnull %1, i32 %.lobit32, i32 -256) #1
  %88 = load ptr, ptr %17, align 8
  %89 = getelementptr i8, ptr %88, i64 40
  %90 = load ptr, ptr %89, align 8
  %91 = call i32 %90(ptr nonnull %1, i32 15) #1
  %92 = and i32 %91, -256
  %93 = icmp eq i32 %87, %92
  %94 = zext i1 %93 to i32
  store i32 %94, ptr %79, align 4
  %95 = icmp eq i32 %14, 9
  %96 = zext i1 %95 to i32
  %97 = load ptr, ptr %17, align 8
  %98 = getelementptr i8, ptr %97, i64 32
  %99 = load ptr, ptr %98, align 8
  %100 = call i32 %99(ptr nonnull %1, i32 %96, i32 -256) #1
  %101 = load ptr, ptr %17, align 8
  %102 = getelementptr i8, ptr %101, i64 40
  %103 = load ptr, ptr %102, align 8
  %104 = call i32 %103(ptr nonnull %1, i32 16) #1
  %.not = icmp ne i32 %100, 0
  %105 = zext i1 %.not to i32
  store i32 %105, ptr %81, align 4
  %106 = mul nuw nsw i32 %14, 43691
  %107 = lshr i32 %106, 17
  %.neg = mul nuw nsw i32 %107, 65533
  %108 = add nuw nsw i32 %.neg, %14
  %109 = and i32 %108, 65535
  %110 = icmp eq i32 %109, 0
  %111 = zext i1 %110 to i32
  %112 = load ptr, ptr %17, align 8
  %113 = getelementptr i8, ptr %112, i64 32
  %114 = load ptr, ptr %113, align 8
  %115 = call i32 %114(ptr nonnull %1, i32 %111, i32 -256) #1
  %116 = add i64 %13, 28
  %117 = inttoptr i64 %116 to ptr
  store i32 %115, ptr %117, align 4
  br label %"$L__BB7_2"
}

define void @match_sync(ptr %0, ptr %1) {
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
  %14 = and i32 %7, 31
  %15 = mul nuw nsw i32 %14, 52429
  %16 = lshr i32 %15, 18
  %.neg = mul nuw nsw i32 %16, 65531
  %17 = add nuw nsw i32 %.neg, %14
  %18 = and i32 %17, 65535
  %19 = getelementptr i8, ptr %1, i64 104
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr i8, ptr %20, i64 40
  %22 = load ptr, ptr %21, align 8
  %23 = call i32 %22(ptr nonnull %1, i32 17) #1
  br label %lanes

"$L__BB8_2":                                      ; preds = %lanes.done18, %lanes.done10
  ret void

lanes:                                            ; preds = %lanes, %allocas
  %lane = phi i32 [ 0, %allocas ], [ %36, %lanes ]
  %acc = phi i32 [ 0, %allocas ], [ %35, %lanes ]
  %24 = load ptr, ptr %19, align 8
  %25 = getelementptr i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  %27 = call i32 %26(ptr nonnull %1, i32 %18, i32 %lane, i32 %23) #1
  %28 = shl nuw i32 1, %lane
  %29 = and i32 %23, %28
  %30 = icmp ne i32 %29, 0
  %31 = icmp eq i32 %27, %18
  %32 = and i1 %31, %30
  %33 = zext i1 %32 to i32
  %34 = shl nuw i32 %33, %lane
  %35 = or i32 %acc, %34
  %36 = add i32 %lane, 1
  %37 = icmp eq i32 %36, 32
  br i1 %37, label %lanes.done, label %lanes

lanes.done:                                       ; preds = %lanes
  %38 = inttoptr i64 %13 to ptr
  store i32 %35, ptr %38, align 4
  %39 = mul nuw nsw i32 %14, 43691
  %40 = lshr i32 %39, 18
  %41 = zext nneg i32 %40 to i64
  %42 = shl nuw nsw i64 %41, 40
  %43 = load ptr, ptr %19, align 8
  %44 = getelementptr i8, ptr %43, i64 40
  %45 = load ptr, ptr %44, align 8
  %46 = call i32 %45(ptr nonnull %1, i32 18) #1
  br label %lanes1

lanes1:                                           ; preds = %lanes1, %lanes.done
  %lane3 = phi i32 [ 0, %lanes.done ], [ %68, %lanes1 ]
  %acc4 = phi i32 [ 0, %lanes.done ], [ %67, %lanes1 ]
  %47 = shl nuw nsw i32 %40, 8
  %48 = load ptr, ptr %19, align 8
  %49 = getelementptr i8, ptr %48, i64 24
  %50 = load ptr, ptr %49, align 8
  %51 = call i32 %50(ptr nonnull %1, i32 0, i32 %lane3, i32 %46) #1
  %52 = load ptr, ptr %19, align 8
  %53 = getelementptr i8, ptr %52, i64 24
  %54 = load ptr, ptr %53, align 8
  %55 = call i32 %54(ptr nonnull %1, i32 %47, i32 %lane3, i32 %46) #1
  %56 = zext i32 %51 to i64
  %57 = zext i32 %55 to i64
  %58 = shl nuw i64 %57, 32
  %59 = or disjoint i64 %58, %56
  %60 = shl nuw i32 1, %lane3
  %61 = and i32 %46, %60
  %62 = icmp ne i32 %61, 0
  %63 = icmp eq i64 %59, %42
  %64 = and i1 %63, %62
  %65 = zext i1 %64 to i32
  %66 = shl nuw i32 %65, %lane3
  %67 = or i32 %acc4, %66
  %68 = add i32 %lane3, 1
  %69 = icmp eq i32 %68, 32
  br i1 %69, label %lanes.done2, label %lanes1

lanes.done2:                                      ; preds = %lanes1
  %70 = add i64 %13, 4
  %71 = inttoptr i64 %70 to ptr
  store i32 %67, ptr %71, align 4
  %72 = mul i32 %6, 3
  %73 = load ptr, ptr %19, align 8
  %74 = getelementptr i8, ptr %73, i64 40
  %75 = load ptr, ptr %74, align 8
  %76 = call i32 %75(ptr nonnull %1, i32 19) #1
  br label %lanes5

lanes5:                                           ; preds = %lanes5, %lanes.done2
  %lane7 = phi i32 [ 0, %lanes.done2 ], [ %89, %lanes5 ]
  %acc8 = phi i32 [ 0, %lanes.done2 ], [ %88, %lanes5 ]
  %77 = load ptr, ptr %19, align 8
  %78 = getelementptr i8, ptr %77, i64 24
  %79 = load ptr, ptr %78, align 8
  %80 = call i32 %79(ptr nonnull %1, i32 %72, i32 %lane7, i32 %76) #1
  %81 = shl nuw i32 1, %lane7
  %82 = and i32 %76, %81
  %83 = icmp ne i32 %82, 0
  %84 = icmp eq i32 %80, %72
  %85 = and i1 %84, %83
  %86 = zext i1 %85 to i32
  %87 = shl nuw i32 %86, %lane7
  %88 = or i32 %acc8, %87
  %89 = add i32 %lane7, 1
  %90 = icmp eq i32 %89, 32
  br i1 %90, label %lanes.done6, label %lanes5

lanes.done6:                                      ; preds = %lanes5
  %91 = icmp eq i32 %88, %76
  %92 = select i1 %91, i32 %76, i32 0
  %93 = zext i1 %91 to i32
  %94 = add i64 %13, 8
  %95 = inttoptr i64 %94 to ptr
  store i32 %92, ptr %95, align 4
  %96 = add i64 %13, 12
  %97 = inttoptr i64 %96 to ptr
  store i32 %93, ptr %97, align 4
  %98 = lshr i32 %14, 4
  %99 = zext nneg i32 %98 to i64
  %100 = load ptr, ptr %19, align 8
  %101 = getelementptr i8, ptr %100, i64 40
  %102 = load ptr, ptr %101, align 8
  %103 = call i32 %102(ptr nonnull %1, i32 20) #1
  br label %lanes9

lanes9:                                           ; preds = %lanes9, %lanes.done6
  %lane11 = phi i32 [ 0, %lanes.done6 ], [ %124, %lanes9 ]
  %acc12 = phi i32 [ 0, %lanes.done6 ], [ %123, %lanes9 ]
  %104 = load ptr, ptr %19, align 8
  %105 = getelementptr i8, ptr %104, i64 24
  %106 = load ptr, ptr %105, align 8
  %107 = call i32 %106(ptr nonnull %1, i32 %98, i32 %lane11, i32 %103) #1
  %108 = load ptr, ptr %19, align 8
  %109 = getelementptr i8, ptr %108, i64 24
  %110 = load ptr, ptr %109, align 8
  %111 = call i32 %110(ptr nonnull %1, i32 0, i32 %lane11, i32 %103) #1
  %112 = zext i32 %107 to i64
  %113 = zext i32 %111 to i64
  %114 = shl nuw i64 %113, 32
  %115 = or disjoint i64 %114, %112
  %116 = shl nuw i32 1, %lane11
  %117 = and i32 %103, %116
  %118 = icmp ne i32 %117, 0
  %119 = icmp eq i64 %115, %99
  %120 = and i1 %119, %118
  %121 = zext i1 %120 to i32
  %122 = shl nuw i32 %121, %lane11
  %123 = or i32 %acc12, %122
  %124 = add i32 %lane11, 1
  %125 = icmp eq i32 %124, 32
  br i1 %125, label %lanes.done10, label %lanes9

lanes.done10:                                     ; preds = %lanes9
  %126 = icmp eq i32 %123, %103
  %127 = select i1 %126, i32 %103, i32 0
  %128 = zext i1 %126 to i32
  %129 = add i64 %13, 16
  %130 = inttoptr i64 %129 to ptr
  store i32 %127, ptr %130, align 4
  %131 = add i64 %13, 20
  %132 = inttoptr i64 %131 to ptr
  store i32 %128, ptr %132, align 4
  %133 = add i64 %13, 24
  %134 = inttoptr i64 %133 to ptr
  store i32 0, ptr %134, align 4
  %135 = add i64 %13, 28
  %136 = inttoptr i64 %135 to ptr
  store i32 0, ptr %136, align 4
  %137 = icmp ugt i32 %14, 15
  br i1 %137, label %"$L__BB8_2", label %138

138:                                              ; preds = %lanes.done10
  %139 = mul i32 %9, 5
  %140 = zext i32 %139 to i64
  %141 = mul nuw i64 %140, 2863311531
  %142 = lshr i64 %141, 33
  %143 = trunc nuw nsw i64 %142 to i32
  %.neg43 = mul i32 %143, -3
  %144 = add i32 %.neg43, %139
  %145 = load ptr, ptr %19, align 8
  %146 = getelementptr i8, ptr %145, i64 40
  %147 = load ptr, ptr %146, align 8
  %148 = call i32 %147(ptr nonnull %1, i32 21) #1
  %149 = and i32 %148, 65535
  br label %lanes13

lanes13:                                          ; preds = %lanes13, %138
  %lane15 = phi i32 [ 0, %138 ], [ %162, %lanes13 ]
  %acc16 = phi i32 [ 0, %138 ], [ %161, %lanes13 ]
  %150 = load ptr, ptr %19, align 8
  %151 = getelementptr i8, ptr %150, i64 24
  %152 = load ptr, ptr %151, align 8
  %153 = call i32 %152(ptr nonnull %1, i32 %144, i32 %lane15, i32 %149) #1
  %154 = shl nuw i32 1, %lane15
  %155 = and i32 %149, %154
  %156 = icmp ne i32 %155, 0
  %157 = icmp eq i32 %153, %144
  %158 = and i1 %157, %156
  %159 = zext i1 %158 to i32
  %160 = shl nuw i32 %159, %lane15
  %161 = or i32 %acc16, %160
  %162 = add i32 %lane15, 1
  %163 = icmp eq i32 %162, 32
  br i1 %163, label %lanes.done14, label %lanes13

lanes.done14:                                     ; preds = %lanes13
  store i32 %161, ptr %134, align 4
  %164 = load ptr, ptr %19, align 8
  %165 = getelementptr i8, ptr %164, i64 40
  %166 = load ptr, ptr %165, align 8
  %167 = call i32 %166(ptr nonnull %1, i32 22) #1
  %168 = and i32 %167, 65535
  br label %lanes17

lanes17:                                          ; preds = %lanes17, %lanes.done14
  %lane19 = phi i32 [ 0, %lanes.done14 ], [ %189, %lanes17 ]
  %acc20 = phi i32 [ 0, %lanes.done14 ], [ %188, %lanes17 ]
  %169 = load ptr, ptr %19, align 8
  %170 = getelementptr i8, ptr %169, i64 24
  %171 = load ptr, ptr %170, align 8
  %172 = call i32 %171(ptr nonnull %1, i32 878082192, i32 %lane19, i32 %168) #1
  %173 = load ptr, ptr %19, align 8
  %174 = getelementptr i8, ptr %173, i64 24
  %175 = load ptr, ptr %174, align 8
  %176 = call i32 %175(ptr nonnull %1, i32 18, i32 %lane19, i32 %168) #1
  %177 = zext i32 %172 to i64
  %178 = zext i32 %176 to i64
  %179 = shl nuw i64 %178, 32
  %180 = or disjoint i64 %179, %177
  %181 = shl nuw i32 1, %lane19
  %182 = and i32 %168, %181
  %183 = icmp ne i32 %182, 0
  %184 = icmp eq i64 %180, 78187493520
  %185 = and i1 %184, %183
  %186 = zext i1 %185 to i32
  %187 = shl nuw i32 %186, %lane19
  %188 = or i32 %acc20, %187
  %189 = add i32 %lane19, 1
  %190 = icmp eq i32 %189, 32
  br i1 %190, label %lanes.done18, label %lanes17

lanes.done18:                                     ; preds = %lanes17
  %191 = icmp eq i32 %188, %168
  %192 = or disjoint i32 %168, -2147483648
  %193 = select i1 %191, i32 %192, i32 0
  store i32 %193, ptr %136, align 4
  br label %"$L__BB8_2"
}

define void @reduce_sync(ptr %0, ptr %1) {
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
  %14 = and i32 %7, 31
  %15 = mul i32 %9, 12
  %16 = and i32 %15, 60
  %17 = zext nneg i32 %16 to i64
  %18 = add i64 %17, ptrtoint (ptr @U32_VALUES to i64)
  %19 = shl i32 %7, 4
  %20 = and i32 %19, 496
  %21 = inttoptr i64 %18 to ptr
  %22 = load i32, ptr %21, align 4, !invariant.load !0
  %23 = xor i32 %22, %20
  %24 = getelementptr i8, ptr %1, i64 104
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr i8, ptr %25, i64 40
  %27 = load ptr, ptr %26, align 8
  %28 = call i32 %27(ptr nonnull %1, i32 23) #1
  br label %lanes

"$L__BB9_2":                                      ; preds = %lanes.done26
  %29 = load ptr, ptr %24, align 8
  %30 = getelementptr i8, ptr %29, i64 40
  %31 = load ptr, ptr %30, align 8
  %32 = call i32 %31(ptr nonnull %1, i32 31) #1
  %33 = and i32 %32, 65535
  br label %lanes29

"$L__BB9_3":                                      ; preds = %lanes.done42, %lanes.done34
  ret void

lanes:                                            ; preds = %lanes, %allocas
  %lane = phi i32 [ 0, %allocas ], [ %42, %lanes ]
  %acc = phi i32 [ 0, %allocas ], [ %41, %lanes ]
  %34 = load ptr, ptr %24, align 8
  %35 = getelementptr i8, ptr %34, i64 24
  %36 = load ptr, ptr %35, align 8
  %37 = call i32 %36(ptr nonnull %1, i32 %23, i32 %lane, i32 %28) #1
  %38 = shl nuw i32 1, %lane
  %39 = and i32 %28, %38
  %.not = icmp eq i32 %39, 0
  %40 = select i1 %.not, i32 0, i32 %37
  %41 = add i32 %acc, %40
  %42 = add i32 %lane, 1
  %43 = icmp eq i32 %42, 32
  br i1 %43, label %lanes.done, label %lanes

lanes.done:                                       ; preds = %lanes
  %44 = inttoptr i64 %13 to ptr
  store i32 %41, ptr %44, align 4
  %45 = load ptr, ptr %24, align 8
  %46 = getelementptr i8, ptr %45, i64 40
  %47 = load ptr, ptr %46, align 8
  %48 = call i32 %47(ptr nonnull %1, i32 24) #1
  br label %lanes1

lanes1:                                           ; preds = %lanes1, %lanes.done
  %lane3 = phi i32 [ 0, %lanes.done ], [ %57, %lanes1 ]
  %acc4 = phi i32 [ -1, %lanes.done ], [ %56, %lanes1 ]
  %49 = load ptr, ptr %24, align 8
  %50 = getelementptr i8, ptr %49, i64 24
  %51 = load ptr, ptr %50, align 8
  %52 = call i32 %51(ptr nonnull %1, i32 %23, i32 %lane3, i32 %48) #1
  %53 = shl nuw i32 1, %lane3
  %54 = and i32 %48, %53
  %.not76 = icmp eq i32 %54, 0
  %55 = call i32 @llvm.umin.i32(i32 %acc4, i32 %52)
  %56 = select i1 %.not76, i32 %acc4, i32 %55
  %57 = add i32 %lane3, 1
  %58 = icmp eq i32 %57, 32
  br i1 %58, label %lanes.done2, label %lanes1

lanes.done2:                                      ; preds = %lanes1
  %59 = add i64 %13, 4
  %60 = inttoptr i64 %59 to ptr
  store i32 %56, ptr %60, align 4
  %61 = load ptr, ptr %24, align 8
  %62 = getelementptr i8, ptr %61, i64 40
  %63 = load ptr, ptr %62, align 8
  %64 = call i32 %63(ptr nonnull %1, i32 25) #1
  br label %lanes5

lanes5:                                           ; preds = %lanes5, %lanes.done2
  %lane7 = phi i32 [ 0, %lanes.done2 ], [ %73, %lanes5 ]
  %acc8 = phi i32 [ 0, %lanes.done2 ], [ %72, %lanes5 ]
  %65 = load ptr, ptr %24, align 8
  %66 = getelementptr i8, ptr %65, i64 24
  %67 = load ptr, ptr %66, align 8
  %68 = call i32 %67(ptr nonnull %1, i32 %23, i32 %lane7, i32 %64) #1
  %69 = shl nuw i32 1, %lane7
  %70 = and i32 %64, %69
  %.not77 = icmp eq i32 %70, 0
  %71 = call i32 @llvm.umax.i32(i32 %acc8, i32 %68)
  %72 = select i1 %.not77, i32 %acc8, i32 %71
  %73 = add i32 %lane7, 1
  %74 = icmp eq i32 %73, 32
  br i1 %74, label %lanes.done6, label %lanes5

lanes.done6:                                      ; preds = %lanes5
  %75 = add i64 %13, 8
  %76 = inttoptr i64 %75 to ptr
  store i32 %72, ptr %76, align 4
  %77 = load ptr, ptr %24, align 8
  %78 = getelementptr i8, ptr %77, i64 40
  %79 = load ptr, ptr %78, align 8
  %80 = call i32 %79(ptr nonnull %1, i32 26) #1
  br label %lanes9

lanes9:                                           ; preds = %lanes9, %lanes.done6
  %lane11 = phi i32 [ 0, %lanes.done6 ], [ %89, %lanes9 ]
  %acc12 = phi i32 [ 2147483647, %lanes.done6 ], [ %88, %lanes9 ]
  %81 = load ptr, ptr %24, align 8
  %82 = getelementptr i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8
  %84 = call i32 %83(ptr nonnull %1, i32 %23, i32 %lane11, i32 %80) #1
  %85 = shl nuw i32 1, %lane11
  %86 = and i32 %80, %85
  %.not78 = icmp eq i32 %86, 0
  %87 = call i32 @llvm.smin.i32(i32 %acc12, i32 %84)
  %88 = select i1 %.not78, i32 %acc12, i32 %87
  %89 = add i32 %lane11, 1
  %90 = icmp eq i32 %89, 32
  br i1 %90, label %lanes.done10, label %lanes9

lanes.done10:                                     ; preds = %lanes9
  %91 = add i64 %13, 12
  %92 = inttoptr i64 %91 to ptr
  store i32 %88, ptr %92, align 4
  %93 = load ptr, ptr %24, align 8
  %94 = getelementptr i8, ptr %93, i64 40
  %95 = load ptr, ptr %94, align 8
  %96 = call i32 %95(ptr nonnull %1, i32 27) #1
  br label %lanes13

lanes13:                                          ; preds = %lanes13, %lanes.done10
  %lane15 = phi i32 [ 0, %lanes.done10 ], [ %105, %lanes13 ]
  %acc16 = phi i32 [ -2147483648, %lanes.done10 ], [ %104, %lanes13 ]
  %97 = load ptr, ptr %24, align 8
  %98 = getelementptr i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  %100 = call i32 %99(ptr nonnull %1, i32 %23, i32 %lane15, i32 %96) #1
  %101 = shl nuw i32 1, %lane15
  %102 = and i32 %96, %101
  %.not79 = icmp eq i32 %102, 0
  %103 = call i32 @llvm.smax.i32(i32 %acc16, i32 %100)
  %104 = select i1 %.not79, i32 %acc16, i32 %103
  %105 = add i32 %lane15, 1
  %106 = icmp eq i32 %105, 32
  br i1 %106, label %lanes.done14, label %lanes13

lanes.done14:                                     ; preds = %lanes13
  %107 = add i64 %13, 16
  %108 = inttoptr i64 %107 to ptr
  store i32 %104, ptr %108, align 4
  %109 = or i32 %23, 16
  %110 = load ptr, ptr %24, align 8
  %111 = getelementptr i8, ptr %110, i64 40
  %112 = load ptr, ptr %111, align 8
  %113 = call i32 %112(ptr nonnull %1, i32 28) #1
  br label %lanes17

lanes17:                                          ; preds = %lanes17, %lanes.done14
  %lane19 = phi i32 [ 0, %lanes.done14 ], [ %122, %lanes17 ]
  %acc20 = phi i32 [ -1, %lanes.done14 ], [ %121, %lanes17 ]
  %114 = load ptr, ptr %24, align 8
  %115 = getelementptr i8, ptr %114, i64 24
  %116 = load ptr, ptr %115, align 8
  %117 = call i32 %116(ptr nonnull %1, i32 %109, i32 %lane19, i32 %113) #1
  %118 = shl nuw i32 1, %lane19
  %119 = and i32 %113, %118
  %.not80 = icmp eq i32 %119, 0
  %120 = select i1 %.not80, i32 -1, i32 %117
  %121 = and i32 %acc20, %120
  %122 = add i32 %lane19, 1
  %123 = icmp eq i32 %122, 32
  br i1 %123, label %lanes.done18, label %lanes17

lanes.done18:                                     ; preds = %lanes17
  %124 = add i64 %13, 20
  %125 = inttoptr i64 %124 to ptr
  store i32 %121, ptr %125, align 4
  %126 = and i32 %23, -252645136
  %127 = load ptr, ptr %24, align 8
  %128 = getelementptr i8, ptr %127, i64 40
  %129 = load ptr, ptr %128, align 8
  %130 = call i32 %129(ptr nonnull %1, i32 29) #1
  br label %lanes21

lanes21:                                          ; preds = %lanes21, %lanes.done18
  %lane23 = phi i32 [ 0, %lanes.done18 ], [ %139, %lanes21 ]
  %acc24 = phi i32 [ 0, %lanes.done18 ], [ %138, %lanes21 ]
  %131 = load ptr, ptr %24, align 8
  %132 = getelementptr i8, ptr %131, i64 24
  %133 = load ptr, ptr %132, align 8
  %134 = call i32 %133(ptr nonnull %1, i32 %126, i32 %lane23, i32 %130) #1
  %135 = shl nuw i32 1, %lane23
  %136 = and i32 %130, %135
  %.not81 = icmp eq i32 %136, 0
  %137 = select i1 %.not81, i32 0, i32 %134
  %138 = or i32 %acc24, %137
  %139 = add i32 %lane23, 1
  %140 = icmp eq i32 %139, 32
  br i1 %140, label %lanes.done22, label %lanes21

lanes.done22:                                     ; preds = %lanes21
  %141 = load ptr, ptr %24, align 8
  %142 = getelementptr i8, ptr %141, i64 40
  %143 = load ptr, ptr %142, align 8
  %144 = call i32 %143(ptr nonnull %1, i32 30) #1
  br label %lanes25

lanes25:                                          ; preds = %lanes25, %lanes.done22
  %lane27 = phi i32 [ 0, %lanes.done22 ], [ %153, %lanes25 ]
  %acc28 = phi i32 [ 0, %lanes.done22 ], [ %152, %lanes25 ]
  %145 = load ptr, ptr %24, align 8
  %146 = getelementptr i8, ptr %145, i64 24
  %147 = load ptr, ptr %146, align 8
  %148 = call i32 %147(ptr nonnull %1, i32 %23, i32 %lane27, i32 %144) #1
  %149 = shl nuw i32 1, %lane27
  %150 = and i32 %144, %149
  %.not82 = icmp eq i32 %150, 0
  %151 = select i1 %.not82, i32 0, i32 %148
  %152 = xor i32 %acc28, %151
  %153 = add i32 %lane27, 1
  %154 = icmp eq i32 %153, 32
  br i1 %154, label %lanes.done26, label %lanes25

lanes.done26:                                     ; preds = %lanes25
  %155 = xor i32 %152, %138
  %156 = add i64 %13, 24
  %157 = inttoptr i64 %156 to ptr
  store i32 %155, ptr %157, align 4
  %158 = icmp ult i32 %14, 16
  br i1 %158, label %"$L__BB9_2", label %"$L__BB9_1"

"$L__BB9_1":                                      ; preds = %lanes.done26
  %159 = load ptr, ptr %24, align 8
  %160 = getelementptr i8, ptr %159, i64 40
  %161 = load ptr, ptr %160, align 8
  %162 = call i32 %161(ptr nonnull %1, i32 33) #1
  %163 = and i32 %162, -65536
  br label %lanes37

lanes29:                                          ; preds = %lanes29, %"$L__BB9_2"
  %lane31 = phi i32 [ 0, %"$L__BB9_2" ], [ %172, %lanes29 ]
  %acc32 = phi i32 [ 0, %"$L__BB9_2" ], [ %171, %lanes29 ]
  %164 = load ptr, ptr %24, align 8
  %165 = getelementptr i8, ptr %164, i64 24
  %166 = load ptr, ptr %165, align 8
  %167 = call i32 %166(ptr nonnull %1, i32 %23, i32 %lane31, i32 %33) #1
  %168 = shl nuw i32 1, %lane31
  %169 = and i32 %33, %168
  %.not85 = icmp eq i32 %169, 0
  %170 = select i1 %.not85, i32 0, i32 %167
  %171 = add i32 %acc32, %170
  %172 = add i32 %lane31, 1
  %173 = icmp eq i32 %172, 32
  br i1 %173, label %lanes.done30, label %lanes29

lanes.done30:                                     ; preds = %lanes29
  %174 = load ptr, ptr %24, align 8
  %175 = getelementptr i8, ptr %174, i64 40
  %176 = load ptr, ptr %175, align 8
  %177 = call i32 %176(ptr nonnull %1, i32 32) #1
  %178 = and i32 %177, 65535
  br label %lanes33

lanes33:                                          ; preds = %lanes33, %lanes.done30
  %lane35 = phi i32 [ 0, %lanes.done30 ], [ %187, %lanes33 ]
  %acc36 = phi i32 [ 0, %lanes.done30 ], [ %186, %lanes33 ]
  %179 = load ptr, ptr %24, align 8
  %180 = getelementptr i8, ptr %179, i64 24
  %181 = load ptr, ptr %180, align 8
  %182 = call i32 %181(ptr nonnull %1, i32 %23, i32 %lane35, i32 %178) #1
  %183 = shl nuw i32 1, %lane35
  %184 = and i32 %178, %183
  %.not86 = icmp eq i32 %184, 0
  %185 = call i32 @llvm.umax.i32(i32 %acc36, i32 %182)
  %186 = select i1 %.not86, i32 %acc36, i32 %185
  %187 = add i32 %lane35, 1
  %188 = icmp eq i32 %187, 32
  br i1 %188, label %lanes.done34, label %lanes33

lanes.done34:                                     ; preds = %lanes33
  %189 = add i32 %186, %171
  %190 = add i64 %13, 28
  %191 = inttoptr i64 %190 to ptr
  store i32 %189, ptr %191, align 4
  br label %"$L__BB9_3"

lanes37:                                          ; preds = %lanes37, %"$L__BB9_1"
  %lane39 = phi i32 [ 0, %"$L__BB9_1" ], [ %200, %lanes37 ]
  %acc40 = phi i32 [ -1, %"$L__BB9_1" ], [ %199, %lanes37 ]
  %192 = load ptr, ptr %24, align 8
  %193 = getelementptr i8, ptr %192, i64 24
  %194 = load ptr, ptr %193, align 8
  %195 = call i32 %194(ptr nonnull %1, i32 %23, i32 %lane39, i32 %163) #1
  %196 = shl nuw i32 1, %lane39
  %197 = and i32 %163, %196
  %.not83 = icmp eq i32 %197, 0
  %198 = call i32 @llvm.umin.i32(i32 %acc40, i32 %195)
  %199 = select i1 %.not83, i32 %acc40, i32 %198
  %200 = add i32 %lane39, 1
  %201 = icmp eq i32 %200, 32
  br i1 %201, label %lanes.done38, label %lanes37

lanes.done38:                                     ; preds = %lanes37
  %202 = load ptr, ptr %24, align 8
  %203 = getelementptr i8, ptr %202, i64 40
  %204 = load ptr, ptr %203, align 8
  %205 = call i32 %204(ptr nonnull %1, i32 34) #1
  %206 = and i32 %205, -65536
  br label %lanes41

lanes41:                                          ; preds = %lanes41, %lanes.done38
  %lane43 = phi i32 [ 0, %lanes.done38 ], [ %215, %lanes41 ]
  %acc44 = phi i32 [ 0, %lanes.done38 ], [ %214, %lanes41 ]
  %207 = load ptr, ptr %24, align 8
  %208 = getelementptr i8, ptr %207, i64 24
  %209 = load ptr, ptr %208, align 8
  %210 = call i32 %209(ptr nonnull %1, i32 %14, i32 %lane43, i32 %206) #1
  %211 = shl nuw i32 1, %lane43
  %212 = and i32 %206, %211
  %.not84 = icmp eq i32 %212, 0
  %213 = select i1 %.not84, i32 0, i32 %210
  %214 = or i32 %acc44, %213
  %215 = add i32 %lane43, 1
  %216 = icmp eq i32 %215, 32
  br i1 %216, label %lanes.done42, label %lanes41

lanes.done42:                                     ; preds = %lanes41
  %217 = xor i32 %214, %199
  %218 = add i64 %13, 28
  %219 = inttoptr i64 %218 to ptr
  store i32 %217, ptr %219, align 4
  br label %"$L__BB9_3"
}

define void @syncwarp_masks(ptr %0, ptr %1) {
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
  %14 = and i32 %7, 31
  %15 = mul i32 %7, 3
  %16 = shl i32 %7, 2
  %17 = getelementptr i8, ptr %1, i64 80
  %18 = load ptr, ptr %17, align 8
  %19 = zext i32 %16 to i64
  %20 = getelementptr i8, ptr %18, i64 %19
  store i32 %15, ptr %20, align 4
  %21 = getelementptr i8, ptr %1, i64 104
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr i8, ptr %22, i64 48
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr nonnull %1, i32 -1) #1
  %25 = xor i32 %16, 4
  %26 = zext i32 %25 to i64
  %27 = load ptr, ptr %17, align 8
  %28 = getelementptr i8, ptr %27, i64 %26
  %29 = load i32, ptr %28, align 4
  %30 = inttoptr i64 %13 to ptr
  store i32 %29, ptr %30, align 4
  %31 = load ptr, ptr %21, align 8
  %32 = getelementptr i8, ptr %31, i64 48
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr nonnull %1, i32 -1) #1
  %34 = icmp ult i32 %14, 16
  br i1 %34, label %"$L__BB10_2", label %"$L__BB10_1"

"$L__BB10_2":                                     ; preds = %allocas
  %35 = add i32 %7, 1000
  %36 = load ptr, ptr %17, align 8
  %37 = getelementptr i8, ptr %36, i64 %19
  store i32 %35, ptr %37, align 4
  %38 = load ptr, ptr %21, align 8
  %39 = getelementptr i8, ptr %38, i64 48
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr nonnull %1, i32 65535) #1
  %41 = add i32 %7, 5
  %42 = and i32 %41, 15
  %43 = and i32 %7, 1073741808
  %44 = or disjoint i32 %42, %43
  %45 = shl nuw i32 %44, 2
  %46 = zext i32 %45 to i64
  %47 = load ptr, ptr %17, align 8
  %48 = getelementptr i8, ptr %47, i64 %46
  %49 = load i32, ptr %48, align 4
  %50 = add i64 %13, 4
  %51 = inttoptr i64 %50 to ptr
  store i32 %49, ptr %51, align 4
  %52 = load ptr, ptr %21, align 8
  %53 = getelementptr i8, ptr %52, i64 48
  %54 = load ptr, ptr %53, align 8
  call void %54(ptr nonnull %1, i32 65535) #1
  br label %"$L__BB10_3"

"$L__BB10_3":                                     ; preds = %"$L__BB10_1", %"$L__BB10_2"
  %55 = load ptr, ptr %21, align 8
  %56 = getelementptr i8, ptr %55, i64 48
  %57 = load ptr, ptr %56, align 8
  call void %57(ptr nonnull %1, i32 -1) #1
  %58 = and i32 %7, 1
  %.not = icmp eq i32 %58, 0
  br i1 %.not, label %"$L__BB10_5", label %"$L__BB10_4"

"$L__BB10_5":                                     ; preds = %"$L__BB10_3"
  %59 = mul nuw nsw i32 %14, %14
  %60 = load ptr, ptr %17, align 8
  %61 = getelementptr i8, ptr %60, i64 %19
  store i32 %59, ptr %61, align 4
  %62 = load ptr, ptr %21, align 8
  %63 = getelementptr i8, ptr %62, i64 48
  %64 = load ptr, ptr %63, align 8
  call void %64(ptr nonnull %1, i32 1431655765) #1
  %65 = add i32 %7, 4
  %66 = and i32 %65, 30
  %67 = and i32 %7, 1073741792
  %68 = or disjoint i32 %66, %67
  %69 = shl nuw i32 %68, 2
  %70 = zext i32 %69 to i64
  %71 = load ptr, ptr %17, align 8
  %72 = getelementptr i8, ptr %71, i64 %70
  %73 = load i32, ptr %72, align 4
  %74 = add i64 %13, 8
  %75 = inttoptr i64 %74 to ptr
  store i32 %73, ptr %75, align 4
  br label %"$L__BB10_6"

"$L__BB10_6":                                     ; preds = %"$L__BB10_4", %"$L__BB10_5"
  %76 = load ptr, ptr %21, align 8
  %77 = getelementptr i8, ptr %76, i64 48
  %78 = load ptr, ptr %77, align 8
  call void %78(ptr nonnull %1, i32 -1) #1
  %79 = load ptr, ptr %21, align 8
  %80 = getelementptr i8, ptr %79, i64 48
  %81 = load ptr, ptr %80, align 8
  call void %81(ptr nonnull %1, i32 -1) #1
  %82 = and i32 %16, -8
  %83 = zext i32 %82 to i64
  %84 = load ptr, ptr %17, align 8
  %85 = getelementptr i8, ptr %84, i64 %83
  %86 = load i32, ptr %85, align 4
  %87 = add i64 %13, 12
  %88 = inttoptr i64 %87 to ptr
  store i32 %86, ptr %88, align 4
  ret void

"$L__BB10_1":                                     ; preds = %allocas
  %89 = add i32 %7, 2000
  %90 = load ptr, ptr %17, align 8
  %91 = getelementptr i8, ptr %90, i64 %19
  store i32 %89, ptr %91, align 4
  %92 = load ptr, ptr %21, align 8
  %93 = getelementptr i8, ptr %92, i64 48
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr nonnull %1, i32 -65536) #1
  %95 = add i32 %7, 3
  %96 = and i32 %95, 15
  %97 = and i32 %7, 1073741808
  %98 = or disjoint i32 %96, %97
  %99 = shl nuw i32 %98, 2
  %100 = zext i32 %99 to i64
  %101 = load ptr, ptr %17, align 8
  %102 = getelementptr i8, ptr %101, i64 %100
  %103 = load i32, ptr %102, align 4
  %104 = add i64 %13, 4
  %105 = inttoptr i64 %104 to ptr
  store i32 %103, ptr %105, align 4
  %106 = load ptr, ptr %21, align 8
  %107 = getelementptr i8, ptr %106, i64 48
  %108 = load ptr, ptr %107, align 8
  call void %108(ptr nonnull %1, i32 -65536) #1
  br label %"$L__BB10_3"

"$L__BB10_4":                                     ; preds = %"$L__BB10_3"
  %109 = add i64 %13, 8
  %110 = inttoptr i64 %109 to ptr
  store i32 0, ptr %110, align 4
  br label %"$L__BB10_6"
}

define void @lane_registers(ptr %0, ptr %1) {
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
  %16 = shl nuw i32 1, %15
  %17 = add i32 %16, -1
  %18 = shl i32 2, %15
  %19 = add i32 %18, -1
  %20 = sub i32 0, %18
  %21 = sub i32 0, %16
  %22 = inttoptr i64 %13 to ptr
  store i32 %15, ptr %22, align 4
  %23 = add i64 %13, 4
  %24 = inttoptr i64 %23 to ptr
  store i32 %16, ptr %24, align 4
  %25 = add i64 %13, 8
  %26 = inttoptr i64 %25 to ptr
  store i32 %17, ptr %26, align 4
  %27 = add i64 %13, 12
  %28 = inttoptr i64 %27 to ptr
  store i32 %19, ptr %28, align 4
  %29 = add i64 %13, 16
  %30 = inttoptr i64 %29 to ptr
  store i32 %20, ptr %30, align 4
  %31 = add i64 %13, 20
  %32 = inttoptr i64 %31 to ptr
  store i32 %21, ptr %32, align 4
  %33 = and i32 %7, 31
  %34 = icmp eq i32 %15, %33
  %35 = zext i1 %34 to i32
  %36 = call i32 @llvm.umin.i32(i32 %15, i32 31)
  %37 = icmp ult i32 %15, 32
  %38 = shl nuw i32 1, %36
  %39 = icmp eq i32 %38, %16
  %40 = select i1 %37, i1 %39, i1 false
  %41 = select i1 %40, i32 2, i32 0
  %42 = or disjoint i32 %41, %35
  %43 = or i32 %17, %16
  %44 = or i32 %43, %20
  %45 = icmp eq i32 %44, -1
  %46 = select i1 %45, i32 4, i32 0
  %47 = or disjoint i32 %42, %46
  %48 = add i64 %13, 24
  %49 = inttoptr i64 %48 to ptr
  store i32 %47, ptr %49, align 4
  %50 = getelementptr i8, ptr %1, i64 104
  %51 = load ptr, ptr %50, align 8
  %52 = getelementptr i8, ptr %51, i64 32
  %53 = load ptr, ptr %52, align 8
  %54 = call i32 %53(ptr nonnull %1, i32 1, i32 -1) #1
  %55 = and i32 %54, %17
  %56 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %55)
  %57 = add i64 %13, 28
  %58 = inttoptr i64 %57 to ptr
  store i32 %56, ptr %58, align 4
  ret void
}

define void @warp_scan_reduce(ptr %0, ptr %1) {
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
  %11 = and i32 %7, 31
  %12 = mul i32 %9, 37
  %13 = zext i32 %12 to i64
  %14 = mul nuw i64 %13, 3123612579
  %15 = lshr i64 %14, 35
  %16 = trunc nuw nsw i64 %15 to i32
  %.neg = mul i32 %16, -11
  %17 = add i32 %.neg, %12
  %18 = add i32 %17, 1
  %19 = getelementptr i8, ptr %1, i64 48
  %20 = load i32, ptr %19, align 4
  %21 = add i32 %20, -1
  %22 = icmp slt i32 %21, 0
  %23 = select i1 %22, i32 %20, i32 %21
  %24 = getelementptr i8, ptr %1, i64 104
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr i8, ptr %25, i64 24
  %27 = load ptr, ptr %26, align 8
  %28 = call i32 %27(ptr nonnull %1, i32 %18, i32 %23, i32 -1) #1
  %29 = icmp eq i32 %11, 0
  %30 = select i1 %29, i32 0, i32 %28
  %31 = add i32 %30, %18
  %32 = load i32, ptr %19, align 4
  %33 = add i32 %32, -2
  %34 = icmp slt i32 %33, 0
  %35 = select i1 %34, i32 %32, i32 %33
  %36 = load ptr, ptr %24, align 8
  %37 = getelementptr i8, ptr %36, i64 24
  %38 = load ptr, ptr %37, align 8
  %39 = call i32 %38(ptr nonnull %1, i32 %31, i32 %35, i32 -1) #1
  %40 = icmp ult i32 %11, 2
  %41 = select i1 %40, i32 0, i32 %39
  %42 = add i32 %41, %31
  %43 = load i32, ptr %19, align 4
  %44 = add i32 %43, -4
  %45 = icmp slt i32 %44, 0
  %46 = select i1 %45, i32 %43, i32 %44
  %47 = load ptr, ptr %24, align 8
  %48 = getelementptr i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  %50 = call i32 %49(ptr nonnull %1, i32 %42, i32 %46, i32 -1) #1
  %51 = icmp ult i32 %11, 4
  %52 = select i1 %51, i32 0, i32 %50
  %53 = add i32 %52, %42
  %54 = load i32, ptr %19, align 4
  %55 = add i32 %54, -8
  %56 = icmp slt i32 %55, 0
  %57 = select i1 %56, i32 %54, i32 %55
  %58 = load ptr, ptr %24, align 8
  %59 = getelementptr i8, ptr %58, i64 24
  %60 = load ptr, ptr %59, align 8
  %61 = call i32 %60(ptr nonnull %1, i32 %53, i32 %57, i32 -1) #1
  %62 = icmp ult i32 %11, 8
  %63 = select i1 %62, i32 0, i32 %61
  %64 = add i32 %63, %53
  %65 = load i32, ptr %19, align 4
  %66 = add i32 %65, -16
  %67 = icmp slt i32 %66, 0
  %68 = select i1 %67, i32 %65, i32 %66
  %69 = load ptr, ptr %24, align 8
  %70 = getelementptr i8, ptr %69, i64 24
  %71 = load ptr, ptr %70, align 8
  %72 = call i32 %71(ptr nonnull %1, i32 %64, i32 %68, i32 -1) #1
  %73 = icmp ult i32 %11, 16
  %74 = select i1 %73, i32 0, i32 %72
  %75 = add i32 %74, %64
  %76 = zext i32 %10 to i64
  %77 = shl nuw nsw i64 %76, 2
  %78 = add i64 %2, %77
  %79 = inttoptr i64 %78 to ptr
  store i32 %75, ptr %79, align 4
  %80 = sub i32 %75, %18
  %81 = add i64 %78, 4
  %82 = inttoptr i64 %81 to ptr
  store i32 %80, ptr %82, align 4
  %83 = load i32, ptr %19, align 4
  %84 = xor i32 %83, 16
  %85 = icmp slt i32 %84, 32
  %86 = select i1 %85, i32 %84, i32 %83
  %87 = load ptr, ptr %24, align 8
  %88 = getelementptr i8, ptr %87, i64 24
  %89 = load ptr, ptr %88, align 8
  %90 = call i32 %89(ptr nonnull %1, i32 %18, i32 %86, i32 -1) #1
  %91 = add i32 %90, %18
  %92 = load i32, ptr %19, align 4
  %93 = add i32 %92, 16
  %94 = icmp slt i32 %93, 32
  %95 = select i1 %94, i32 %93, i32 %92
  %96 = load ptr, ptr %24, align 8
  %97 = getelementptr i8, ptr %96, i64 24
  %98 = load ptr, ptr %97, align 8
  %99 = call i32 %98(ptr nonnull %1, i32 %18, i32 %95, i32 -1) #1
  %100 = call i32 @llvm.umax.i32(i32 %18, i32 %99)
  %101 = load i32, ptr %19, align 4
  %102 = xor i32 %101, 8
  %103 = icmp slt i32 %102, 32
  %104 = select i1 %103, i32 %102, i32 %101
  %105 = load ptr, ptr %24, align 8
  %106 = getelementptr i8, ptr %105, i64 24
  %107 = load ptr, ptr %106, align 8
  %108 = call i32 %107(ptr nonnull %1, i32 %91, i32 %104, i32 -1) #1
  %109 = add i32 %108, %91
  %110 = load i32, ptr %19, align 4
  %111 = add i32 %110, 8
  %112 = icmp slt i32 %111, 32
  %113 = select i1 %112, i32 %111, i32 %110
  %114 = load ptr, ptr %24, align 8
  %115 = getelementptr i8, ptr %114, i64 24
  %116 = load ptr, ptr %115, align 8
  %117 = call i32 %116(ptr nonnull %1, i32 %100, i32 %113, i32 -1) #1
  %118 = call i32 @llvm.umax.i32(i32 %100, i32 %117)
  %119 = load i32, ptr %19, align 4
  %120 = xor i32 %119, 4
  %121 = icmp slt i32 %120, 32
  %122 = select i1 %121, i32 %120, i32 %119
  %123 = load ptr, ptr %24, align 8
  %124 = getelementptr i8, ptr %123, i64 24
  %125 = load ptr, ptr %124, align 8
  %126 = call i32 %125(ptr nonnull %1, i32 %109, i32 %122, i32 -1) #1
  %127 = add i32 %126, %109
  %128 = load i32, ptr %19, align 4
  %129 = add i32 %128, 4
  %130 = icmp slt i32 %129, 32
  %131 = select i1 %130, i32 %129, i32 %128
  %132 = load ptr, ptr %24, align 8
  %133 = getelementptr i8, ptr %132, i64 24
  %134 = load ptr, ptr %133, align 8
  %135 = call i32 %134(ptr nonnull %1, i32 %118, i32 %131, i32 -1) #1
  %136 = call i32 @llvm.umax.i32(i32 %118, i32 %135)
  %137 = load i32, ptr %19, align 4
  %138 = xor i32 %137, 2
  %139 = icmp slt i32 %138, 32
  %140 = select i1 %139, i32 %138, i32 %137
  %141 = load ptr, ptr %24, align 8
  %142 = getelementptr i8, ptr %141, i64 24
  %143 = load ptr, ptr %142, align 8
  %144 = call i32 %143(ptr nonnull %1, i32 %127, i32 %140, i32 -1) #1
  %145 = add i32 %144, %127
  %146 = load i32, ptr %19, align 4
  %147 = add i32 %146, 2
  %148 = icmp slt i32 %147, 32
  %149 = select i1 %148, i32 %147, i32 %146
  %150 = load ptr, ptr %24, align 8
  %151 = getelementptr i8, ptr %150, i64 24
  %152 = load ptr, ptr %151, align 8
  %153 = call i32 %152(ptr nonnull %1, i32 %136, i32 %149, i32 -1) #1
  %154 = call i32 @llvm.umax.i32(i32 %136, i32 %153)
  %155 = load i32, ptr %19, align 4
  %156 = xor i32 %155, 1
  %157 = icmp slt i32 %156, 32
  %158 = select i1 %157, i32 %156, i32 %155
  %159 = load ptr, ptr %24, align 8
  %160 = getelementptr i8, ptr %159, i64 24
  %161 = load ptr, ptr %160, align 8
  %162 = call i32 %161(ptr nonnull %1, i32 %145, i32 %158, i32 -1) #1
  %163 = add i32 %162, %145
  %164 = load i32, ptr %19, align 4
  %165 = add i32 %164, 1
  %166 = icmp slt i32 %165, 32
  %167 = select i1 %166, i32 %165, i32 %164
  %168 = load ptr, ptr %24, align 8
  %169 = getelementptr i8, ptr %168, i64 24
  %170 = load ptr, ptr %169, align 8
  %171 = call i32 %170(ptr nonnull %1, i32 %154, i32 %167, i32 -1) #1
  %172 = call i32 @llvm.umax.i32(i32 %154, i32 %171)
  %173 = add i64 %78, 8
  %174 = inttoptr i64 %173 to ptr
  store i32 %163, ptr %174, align 4
  %175 = load ptr, ptr %24, align 8
  %176 = getelementptr i8, ptr %175, i64 24
  %177 = load ptr, ptr %176, align 8
  %178 = call i32 %177(ptr nonnull %1, i32 %172, i32 0, i32 -1) #1
  %179 = add i64 %78, 12
  %180 = inttoptr i64 %179 to ptr
  store i32 %178, ptr %180, align 4
  %.not = icmp eq i32 %11, 31
  br i1 %.not, label %267, label %"$L__BB12_2"

"$L__BB12_2":                                     ; preds = %267, %allocas
  %181 = load ptr, ptr %24, align 8
  %182 = load ptr, ptr %181, align 8
  call void %182(ptr nonnull %1, i32 0, i32 0) #1
  %183 = getelementptr i8, ptr %1, i64 80
  %184 = load ptr, ptr %183, align 8
  %185 = getelementptr i8, ptr %184, i64 4
  %186 = load i32, ptr %185, align 4
  %187 = load i32, ptr %184, align 4
  %188 = add i32 %186, %187
  %189 = add i64 %78, 16
  %190 = inttoptr i64 %189 to ptr
  store i32 %188, ptr %190, align 4
  %191 = and i32 %17, 1
  %192 = icmp eq i32 %191, 0
  %193 = xor i32 %191, 1
  %194 = load ptr, ptr %24, align 8
  %195 = getelementptr i8, ptr %194, i64 32
  %196 = load ptr, ptr %195, align 8
  %197 = call i32 %196(ptr nonnull %1, i32 %193, i32 -1) #1
  %198 = shl nsw i32 -1, %11
  %199 = xor i32 %198, -1
  %200 = and i32 %197, %199
  %201 = call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %200)
  %202 = select i1 %192, i32 %201, i32 -1
  %203 = add i64 %78, 20
  %204 = inttoptr i64 %203 to ptr
  store i32 %202, ptr %204, align 4
  %205 = uitofp i32 %18 to float
  %206 = fmul float %205, 5.000000e-01
  %207 = bitcast float %206 to i32
  %208 = load i32, ptr %19, align 4
  %209 = xor i32 %208, 1
  %210 = icmp slt i32 %209, 32
  %211 = select i1 %210, i32 %209, i32 %208
  %212 = load ptr, ptr %24, align 8
  %213 = getelementptr i8, ptr %212, i64 24
  %214 = load ptr, ptr %213, align 8
  %215 = call i32 %214(ptr nonnull %1, i32 %207, i32 %211, i32 -1) #1
  %216 = bitcast i32 %215 to float
  %217 = fadd float %206, %216
  %218 = bitcast float %217 to i32
  %219 = load i32, ptr %19, align 4
  %220 = xor i32 %219, 2
  %221 = icmp slt i32 %220, 32
  %222 = select i1 %221, i32 %220, i32 %219
  %223 = load ptr, ptr %24, align 8
  %224 = getelementptr i8, ptr %223, i64 24
  %225 = load ptr, ptr %224, align 8
  %226 = call i32 %225(ptr nonnull %1, i32 %218, i32 %222, i32 -1) #1
  %227 = bitcast i32 %226 to float
  %228 = fadd float %217, %227
  %229 = bitcast float %228 to i32
  %230 = load i32, ptr %19, align 4
  %231 = xor i32 %230, 4
  %232 = icmp slt i32 %231, 32
  %233 = select i1 %232, i32 %231, i32 %230
  %234 = load ptr, ptr %24, align 8
  %235 = getelementptr i8, ptr %234, i64 24
  %236 = load ptr, ptr %235, align 8
  %237 = call i32 %236(ptr nonnull %1, i32 %229, i32 %233, i32 -1) #1
  %238 = bitcast i32 %237 to float
  %239 = fadd float %228, %238
  %240 = bitcast float %239 to i32
  %241 = load i32, ptr %19, align 4
  %242 = xor i32 %241, 8
  %243 = icmp slt i32 %242, 32
  %244 = select i1 %243, i32 %242, i32 %241
  %245 = load ptr, ptr %24, align 8
  %246 = getelementptr i8, ptr %245, i64 24
  %247 = load ptr, ptr %246, align 8
  %248 = call i32 %247(ptr nonnull %1, i32 %240, i32 %244, i32 -1) #1
  %249 = bitcast i32 %248 to float
  %250 = fadd float %239, %249
  %251 = bitcast float %250 to i32
  %252 = load i32, ptr %19, align 4
  %253 = xor i32 %252, 16
  %254 = icmp slt i32 %253, 32
  %255 = select i1 %254, i32 %253, i32 %252
  %256 = load ptr, ptr %24, align 8
  %257 = getelementptr i8, ptr %256, i64 24
  %258 = load ptr, ptr %257, align 8
  %259 = call i32 %258(ptr nonnull %1, i32 %251, i32 %255, i32 -1) #1
  %260 = bitcast i32 %259 to float
  %261 = fadd float %250, %260
  %262 = fcmp uno float %261, 0.000000e+00
  %263 = bitcast float %261 to i32
  %264 = select i1 %262, i32 2147483647, i32 %263
  %265 = add i64 %78, 24
  %266 = inttoptr i64 %265 to ptr
  store i32 %264, ptr %266, align 4
  ret void

267:                                              ; preds = %allocas
  %268 = lshr i32 %7, 3
  %269 = and i32 %268, 536870908
  %270 = getelementptr i8, ptr %1, i64 80
  %271 = load ptr, ptr %270, align 8
  %272 = zext nneg i32 %269 to i64
  %273 = getelementptr i8, ptr %271, i64 %272
  store i32 %75, ptr %273, align 4
  br label %"$L__BB12_2"
}

define void @warp_bitonic_sort(ptr %0, ptr %1) {
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
  %14 = mul i32 %9, -1640531535
  %15 = lshr i32 %14, 20
  %16 = and i32 %7, 2
  %17 = icmp eq i32 %16, 0
  %18 = getelementptr i8, ptr %1, i64 48
  %19 = load i32, ptr %18, align 4
  %20 = xor i32 %19, 1
  %21 = icmp slt i32 %20, 32
  %22 = select i1 %21, i32 %20, i32 %19
  %23 = getelementptr i8, ptr %1, i64 104
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr i8, ptr %24, i64 24
  %26 = load ptr, ptr %25, align 8
  %27 = call i32 %26(ptr nonnull %1, i32 %15, i32 %22, i32 -1) #1
  %28 = and i32 %7, 1
  %.not = icmp eq i32 %28, 0
  %29 = call i32 @llvm.umin.i32(i32 %15, i32 %27)
  %30 = call i32 @llvm.umax.i32(i32 %15, i32 %27)
  %31 = xor i1 %17, %.not
  %32 = select i1 %31, i32 %30, i32 %29
  %33 = and i32 %7, 4
  %34 = icmp eq i32 %33, 0
  %35 = load i32, ptr %18, align 4
  %36 = xor i32 %35, 2
  %37 = icmp slt i32 %36, 32
  %38 = select i1 %37, i32 %36, i32 %35
  %39 = load ptr, ptr %23, align 8
  %40 = getelementptr i8, ptr %39, i64 24
  %41 = load ptr, ptr %40, align 8
  %42 = call i32 %41(ptr nonnull %1, i32 %32, i32 %38, i32 -1) #1
  %43 = call i32 @llvm.umin.i32(i32 %32, i32 %42)
  %44 = call i32 @llvm.umax.i32(i32 %32, i32 %42)
  %45 = xor i1 %34, %17
  %46 = select i1 %45, i32 %44, i32 %43
  %47 = load i32, ptr %18, align 4
  %48 = xor i32 %47, 1
  %49 = icmp slt i32 %48, 32
  %50 = select i1 %49, i32 %48, i32 %47
  %51 = load ptr, ptr %23, align 8
  %52 = getelementptr i8, ptr %51, i64 24
  %53 = load ptr, ptr %52, align 8
  %54 = call i32 %53(ptr nonnull %1, i32 %46, i32 %50, i32 -1) #1
  %55 = call i32 @llvm.umin.i32(i32 %46, i32 %54)
  %56 = call i32 @llvm.umax.i32(i32 %46, i32 %54)
  %57 = xor i1 %34, %.not
  %58 = select i1 %57, i32 %56, i32 %55
  %59 = and i32 %7, 8
  %60 = icmp eq i32 %59, 0
  %61 = load i32, ptr %18, align 4
  %62 = xor i32 %61, 4
  %63 = icmp slt i32 %62, 32
  %64 = select i1 %63, i32 %62, i32 %61
  %65 = load ptr, ptr %23, align 8
  %66 = getelementptr i8, ptr %65, i64 24
  %67 = load ptr, ptr %66, align 8
  %68 = call i32 %67(ptr nonnull %1, i32 %58, i32 %64, i32 -1) #1
  %69 = call i32 @llvm.umin.i32(i32 %58, i32 %68)
  %70 = call i32 @llvm.umax.i32(i32 %58, i32 %68)
  %71 = xor i1 %60, %34
  %72 = select i1 %71, i32 %70, i32 %69
  %73 = load i32, ptr %18, align 4
  %74 = xor i32 %73, 2
  %75 = icmp slt i32 %74, 32
  %76 = select i1 %75, i32 %74, i32 %73
  %77 = load ptr, ptr %23, align 8
  %78 = getelementptr i8, ptr %77, i64 24
  %79 = load ptr, ptr %78, align 8
  %80 = call i32 %79(ptr nonnull %1, i32 %72, i32 %76, i32 -1) #1
  %81 = call i32 @llvm.umin.i32(i32 %72, i32 %80)
  %82 = call i32 @llvm.umax.i32(i32 %72, i32 %80)
  %83 = xor i1 %60, %17
  %84 = select i1 %83, i32 %82, i32 %81
  %85 = load i32, ptr %18, align 4
  %86 = xor i32 %85, 1
  %87 = icmp slt i32 %86, 32
  %88 = select i1 %87, i32 %86, i32 %85
  %89 = load ptr, ptr %23, align 8
  %90 = getelementptr i8, ptr %89, i64 24
  %91 = load ptr, ptr %90, align 8
  %92 = call i32 %91(ptr nonnull %1, i32 %84, i32 %88, i32 -1) #1
  %93 = call i32 @llvm.umin.i32(i32 %84, i32 %92)
  %94 = call i32 @llvm.umax.i32(i32 %84, i32 %92)
  %95 = xor i1 %60, %.not
  %96 = select i1 %95, i32 %94, i32 %93
  %97 = and i32 %7, 16
  %98 = icmp eq i32 %97, 0
  %99 = load i32, ptr %18, align 4
  %100 = xor i32 %99, 8
  %101 = icmp slt i32 %100, 32
  %102 = select i1 %101, i32 %100, i32 %99
  %103 = load ptr, ptr %23, align 8
  %104 = getelementptr i8, ptr %103, i64 24
  %105 = load ptr, ptr %104, align 8
  %106 = call i32 %105(ptr nonnull %1, i32 %96, i32 %102, i32 -1) #1
  %107 = call i32 @llvm.umin.i32(i32 %96, i32 %106)
  %108 = call i32 @llvm.umax.i32(i32 %96, i32 %106)
  %109 = xor i1 %98, %60
  %110 = select i1 %109, i32 %108, i32 %107
  %111 = load i32, ptr %18, align 4
  %112 = xor i32 %111, 4
  %113 = icmp slt i32 %112, 32
  %114 = select i1 %113, i32 %112, i32 %111
  %115 = load ptr, ptr %23, align 8
  %116 = getelementptr i8, ptr %115, i64 24
  %117 = load ptr, ptr %116, align 8
  %118 = call i32 %117(ptr nonnull %1, i32 %110, i32 %114, i32 -1) #1
  %119 = call i32 @llvm.umin.i32(i32 %110, i32 %118)
  %120 = call i32 @llvm.umax.i32(i32 %110, i32 %118)
  %121 = xor i1 %98, %34
  %122 = select i1 %121, i32 %120, i32 %119
  %123 = load i32, ptr %18, align 4
  %124 = xor i32 %123, 2
  %125 = icmp slt i32 %124, 32
  %126 = select i1 %125, i32 %124, i32 %123
  %127 = load ptr, ptr %23, align 8
  %128 = getelementptr i8, ptr %127, i64 24
  %129 = load ptr, ptr %128, align 8
  %130 = call i32 %129(ptr nonnull %1, i32 %122, i32 %126, i32 -1) #1
  %131 = call i32 @llvm.umin.i32(i32 %122, i32 %130)
  %132 = call i32 @llvm.umax.i32(i32 %122, i32 %130)
  %133 = xor i1 %98, %17
  %134 = select i1 %133, i32 %132, i32 %131
  %135 = load i32, ptr %18, align 4
  %136 = xor i32 %135, 1
  %137 = icmp slt i32 %136, 32
  %138 = select i1 %137, i32 %136, i32 %135
  %139 = load ptr, ptr %23, align 8
  %140 = getelementptr i8, ptr %139, i64 24
  %141 = load ptr, ptr %140, align 8
  %142 = call i32 %141(ptr nonnull %1, i32 %134, i32 %138, i32 -1) #1
  %143 = call i32 @llvm.umin.i32(i32 %134, i32 %142)
  %144 = call i32 @llvm.umax.i32(i32 %134, i32 %142)
  %145 = xor i1 %98, %.not
  %146 = select i1 %145, i32 %144, i32 %143
  %147 = load i32, ptr %18, align 4
  %148 = xor i32 %147, 16
  %149 = icmp slt i32 %148, 32
  %150 = select i1 %149, i32 %148, i32 %147
  %151 = load ptr, ptr %23, align 8
  %152 = getelementptr i8, ptr %151, i64 24
  %153 = load ptr, ptr %152, align 8
  %154 = call i32 %153(ptr nonnull %1, i32 %146, i32 %150, i32 -1) #1
  %155 = call i32 @llvm.umin.i32(i32 %146, i32 %154)
  %156 = call i32 @llvm.umax.i32(i32 %146, i32 %154)
  %157 = select i1 %98, i32 %155, i32 %156
  %158 = load i32, ptr %18, align 4
  %159 = xor i32 %158, 8
  %160 = icmp slt i32 %159, 32
  %161 = select i1 %160, i32 %159, i32 %158
  %162 = load ptr, ptr %23, align 8
  %163 = getelementptr i8, ptr %162, i64 24
  %164 = load ptr, ptr %163, align 8
  %165 = call i32 %164(ptr nonnull %1, i32 %157, i32 %161, i32 -1) #1
  %166 = call i32 @llvm.umin.i32(i32 %157, i32 %165)
  %167 = call i32 @llvm.umax.i32(i32 %157, i32 %165)
  %168 = select i1 %60, i32 %166, i32 %167
  %169 = load i32, ptr %18, align 4
  %170 = xor i32 %169, 4
  %171 = icmp slt i32 %170, 32
  %172 = select i1 %171, i32 %170, i32 %169
  %173 = load ptr, ptr %23, align 8
  %174 = getelementptr i8, ptr %173, i64 24
  %175 = load ptr, ptr %174, align 8
  %176 = call i32 %175(ptr nonnull %1, i32 %168, i32 %172, i32 -1) #1
  %177 = call i32 @llvm.umin.i32(i32 %168, i32 %176)
  %178 = call i32 @llvm.umax.i32(i32 %168, i32 %176)
  %179 = select i1 %34, i32 %177, i32 %178
  %180 = load i32, ptr %18, align 4
  %181 = xor i32 %180, 2
  %182 = icmp slt i32 %181, 32
  %183 = select i1 %182, i32 %181, i32 %180
  %184 = load ptr, ptr %23, align 8
  %185 = getelementptr i8, ptr %184, i64 24
  %186 = load ptr, ptr %185, align 8
  %187 = call i32 %186(ptr nonnull %1, i32 %179, i32 %183, i32 -1) #1
  %188 = call i32 @llvm.umin.i32(i32 %179, i32 %187)
  %189 = call i32 @llvm.umax.i32(i32 %179, i32 %187)
  %190 = select i1 %17, i32 %188, i32 %189
  %191 = load i32, ptr %18, align 4
  %192 = xor i32 %191, 1
  %193 = icmp slt i32 %192, 32
  %194 = select i1 %193, i32 %192, i32 %191
  %195 = load ptr, ptr %23, align 8
  %196 = getelementptr i8, ptr %195, i64 24
  %197 = load ptr, ptr %196, align 8
  %198 = call i32 %197(ptr nonnull %1, i32 %190, i32 %194, i32 -1) #1
  %199 = call i32 @llvm.umin.i32(i32 %190, i32 %198)
  %200 = call i32 @llvm.umax.i32(i32 %190, i32 %198)
  %201 = select i1 %.not, i32 %199, i32 %200
  %202 = inttoptr i64 %13 to ptr
  store i32 %201, ptr %202, align 4
  %203 = load i32, ptr %18, align 4
  %204 = add i32 %203, 1
  %205 = icmp slt i32 %204, 32
  %206 = select i1 %205, i32 %204, i32 %203
  %207 = load ptr, ptr %23, align 8
  %208 = getelementptr i8, ptr %207, i64 24
  %209 = load ptr, ptr %208, align 8
  %210 = call i32 %209(ptr nonnull %1, i32 %201, i32 %206, i32 -1) #1
  %.not116 = icmp uge i32 %210, %201
  %211 = zext i1 %.not116 to i32
  %212 = add i64 %13, 4
  %213 = inttoptr i64 %212 to ptr
  store i32 %211, ptr %213, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent }

!0 = !{}
