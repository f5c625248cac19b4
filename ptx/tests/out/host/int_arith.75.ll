; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@U64_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\02\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\FF\7F\00\00\00\00\00\00\00\80\01\00\00\00\00\00\00\80\FF\FF\FF\FF\FF\FF\FF\FF\FE\FF\FF\FF\FF\FF\FF\FF\F0\DE\BC\9AxV4\12\102Tv\98\BA\DC\FE\FF\FF\FF\FF\00\00\00\00\00\00\00\00\01\00\00\00?\00\00\00\00\00\00\00\00\00\00\00\FF\FF\FF\FF\00\00\00\80\00\00\00\00\00\00\00\80\FF\FF\FF\FF", align 8
@U16_VALUES = protected global [32 x i8] c"\00\00\01\00\02\00\FF\7F\00\80\01\80\FF\FF\FE\FF4\12\CD\AB\FF\00\00\01\0F\00\10\00\00@\00\C0", align 2
@I24_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\FF\FF\7F\00\00\00\80\00\FF\FF\FF\00\00\00\00\01\00\00\80\FFxV4\12\98\BA\DC\FE\FF\FF\FF\FF\01\00\80\00\03\00\00\00\AA\AAU\00\00\00\00\80\FE\FF\7F\00\01\00\80\01", align 4
@__rocuda_kernel.int_add_sub = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_mul32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_mad32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_mul24 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_mul_intrinsics = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_sad_minmax = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_div32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_carry64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_carry128 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_carry128_u64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_mad_carry = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_mad_carry_chain = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_mul64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_mad64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_div64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_div64_signed = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_minmax64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int_addsub64 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int16_arith = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.int16_div_minmax = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @int_add_sub(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 60
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @U32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 2
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U32_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i32, ptr %22, align 4, !invariant.load !0
  %24 = shl i32 %9, 3
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 2
  %27 = add i64 %2, %26
  %28 = add i32 %15, %23
  %29 = inttoptr i64 %27 to ptr
  store i32 %28, ptr %29, align 4
  %30 = sub i32 %15, %23
  %31 = add i64 %27, 4
  %32 = inttoptr i64 %31 to ptr
  store i32 %30, ptr %32, align 4
  %33 = sub i32 %23, %15
  %34 = add i64 %27, 8
  %35 = inttoptr i64 %34 to ptr
  store i32 %33, ptr %35, align 4
  %36 = call i32 @llvm.sadd.sat.i32(i32 %15, i32 %23)
  %37 = add i64 %27, 12
  %38 = inttoptr i64 %37 to ptr
  store i32 %36, ptr %38, align 4
  %39 = call i32 @llvm.ssub.sat.i32(i32 %15, i32 %23)
  %40 = add i64 %27, 16
  %41 = inttoptr i64 %40 to ptr
  store i32 %39, ptr %41, align 4
  %42 = call i32 @llvm.ssub.sat.i32(i32 %23, i32 %15)
  %43 = add i64 %27, 20
  %44 = inttoptr i64 %43 to ptr
  store i32 %42, ptr %44, align 4
  %45 = sub i32 0, %15
  %46 = add i64 %27, 24
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = call i32 @llvm.abs.i32(i32 %15, i1 false)
  %49 = add i64 %27, 28
  %50 = inttoptr i64 %49 to ptr
  store i32 %48, ptr %50, align 4
  ret void
}

define void @int_mul32(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 60
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @U32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 2
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U32_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i32, ptr %22, align 4, !invariant.load !0
  %24 = shl i32 %9, 3
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 2
  %27 = add i64 %2, %26
  %28 = mul i32 %15, %23
  %29 = inttoptr i64 %27 to ptr
  store i32 %28, ptr %29, align 4
  %30 = zext i32 %15 to i64
  %31 = zext i32 %23 to i64
  %32 = mul nuw i64 %30, %31
  %33 = lshr i64 %32, 32
  %34 = trunc nuw i64 %33 to i32
  %35 = add i64 %27, 4
  %36 = inttoptr i64 %35 to ptr
  store i32 %34, ptr %36, align 4
  %37 = sext i32 %15 to i64
  %38 = sext i32 %23 to i64
  %39 = mul nsw i64 %37, %38
  %40 = lshr i64 %39, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = add i64 %27, 8
  %43 = inttoptr i64 %42 to ptr
  store i32 %41, ptr %43, align 4
  %44 = add i64 %27, 12
  %45 = inttoptr i64 %44 to ptr
  %46 = trunc i64 %32 to i32
  store i32 %46, ptr %45, align 4
  %47 = add i64 %27, 16
  %48 = inttoptr i64 %47 to ptr
  store i32 %34, ptr %48, align 4
  %49 = add i64 %27, 20
  %50 = inttoptr i64 %49 to ptr
  %51 = trunc i64 %39 to i32
  store i32 %51, ptr %50, align 4
  %52 = add i64 %27, 24
  %53 = inttoptr i64 %52 to ptr
  store i32 %41, ptr %53, align 4
  %54 = add i64 %27, 28
  %55 = inttoptr i64 %54 to ptr
  store i32 %28, ptr %55, align 4
  ret void
}

define void @int_mad32(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 60
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @U32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 2
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U32_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i32, ptr %22, align 4, !invariant.load !0
  %24 = mul i32 %9, 7
  %25 = add i32 %24, %16
  %26 = shl i32 %25, 2
  %27 = add i32 %26, 20
  %28 = and i32 %27, 60
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %29, ptrtoint (ptr @U32_VALUES to i64)
  %31 = inttoptr i64 %30 to ptr
  %32 = load i32, ptr %31, align 4, !invariant.load !0
  %33 = shl i32 %9, 3
  %34 = zext i32 %33 to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = add i64 %2, %35
  %37 = mul i32 %15, %23
  %38 = add i32 %37, %32
  %39 = inttoptr i64 %36 to ptr
  store i32 %38, ptr %39, align 4
  %40 = zext i32 %15 to i64
  %41 = zext i32 %23 to i64
  %42 = mul nuw i64 %40, %41
  %43 = lshr i64 %42, 32
  %44 = trunc nuw i64 %43 to i32
  %45 = add i32 %32, %44
  %46 = add i64 %36, 4
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = sext i32 %15 to i64
  %49 = sext i32 %23 to i64
  %50 = mul nsw i64 %48, %49
  %51 = lshr i64 %50, 32
  %52 = trunc nuw i64 %51 to i32
  %53 = add i32 %32, %52
  %54 = add i64 %36, 8
  %55 = inttoptr i64 %54 to ptr
  store i32 %53, ptr %55, align 4
  %56 = add i64 %36, 12
  %57 = inttoptr i64 %56 to ptr
  store i32 %53, ptr %57, align 4
  %58 = add i32 %10, 12
  %59 = and i32 %58, 60
  %60 = zext nneg i32 %59 to i64
  %61 = add i64 %60, ptrtoint (ptr @U32_VALUES to i64)
  %62 = inttoptr i64 %61 to ptr
  %63 = load i32, ptr %62, align 4, !invariant.load !0
  %64 = zext i32 %63 to i64
  %65 = zext i32 %32 to i64
  %66 = shl nuw i64 %65, 32
  %67 = or disjoint i64 %66, %64
  %68 = add i64 %42, %67
  %69 = add i64 %50, %67
  %70 = add i64 %36, 16
  %71 = inttoptr i64 %70 to ptr
  %72 = trunc i64 %68 to i32
  store i32 %72, ptr %71, align 4
  %73 = lshr i64 %68, 32
  %74 = add i64 %36, 20
  %75 = inttoptr i64 %74 to ptr
  %76 = trunc nuw i64 %73 to i32
  store i32 %76, ptr %75, align 4
  %77 = add i64 %36, 24
  %78 = inttoptr i64 %77 to ptr
  %79 = trunc i64 %69 to i32
  store i32 %79, ptr %78, align 4
  %80 = lshr i64 %69, 32
  %81 = add i64 %36, 28
  %82 = inttoptr i64 %81 to ptr
  %83 = trunc nuw i64 %80 to i32
  store i32 %83, ptr %82, align 4
  ret void
}

define void @int_mul24(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 60
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @I24_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 2
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @I24_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i32, ptr %22, align 4, !invariant.load !0
  %24 = mul i32 %9, 7
  %25 = add i32 %24, %16
  %26 = shl i32 %25, 2
  %27 = add i32 %26, 20
  %28 = and i32 %27, 60
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %29, ptrtoint (ptr @U32_VALUES to i64)
  %31 = inttoptr i64 %30 to ptr
  %32 = load i32, ptr %31, align 4, !invariant.load !0
  %33 = shl i32 %9, 3
  %34 = zext i32 %33 to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = add i64 %2, %35
  %37 = zext i32 %15 to i64
  %.mask = and i32 %15, 16777215
  %38 = zext nneg i32 %.mask to i64
  %39 = zext i32 %23 to i64
  %.mask31 = and i32 %23, 16777215
  %40 = zext nneg i32 %.mask31 to i64
  %41 = mul nuw nsw i64 %38, %40
  %42 = trunc i64 %41 to i32
  %43 = inttoptr i64 %36 to ptr
  store i32 %42, ptr %43, align 4
  %44 = lshr i64 %41, 16
  %45 = trunc nuw i64 %44 to i32
  %46 = add i64 %36, 4
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %sext = shl i64 %37, 40
  %48 = ashr exact i64 %sext, 40
  %sext32 = shl i64 %39, 40
  %49 = ashr exact i64 %sext32, 40
  %50 = mul nsw i64 %48, %49
  %51 = trunc i64 %50 to i32
  %52 = add i64 %36, 8
  %53 = inttoptr i64 %52 to ptr
  store i32 %51, ptr %53, align 4
  %54 = lshr i64 %50, 16
  %55 = trunc i64 %54 to i32
  %56 = add i64 %36, 12
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  %58 = add i32 %32, %42
  %59 = add i64 %36, 16
  %60 = inttoptr i64 %59 to ptr
  store i32 %58, ptr %60, align 4
  %61 = add i32 %32, %45
  %62 = add i64 %36, 20
  %63 = inttoptr i64 %62 to ptr
  store i32 %61, ptr %63, align 4
  %64 = add i32 %32, %51
  %65 = add i64 %36, 24
  %66 = inttoptr i64 %65 to ptr
  store i32 %64, ptr %66, align 4
  %67 = call i32 @llvm.sadd.sat.i32(i32 %55, i32 %32)
  %68 = add i64 %36, 28
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  ret void
}

define void @int_mul_intrinsics(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 60
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @I24_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 2
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @I24_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i32, ptr %22, align 4, !invariant.load !0
  %24 = shl i32 %9, 3
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 2
  %27 = add i64 %2, %26
  %28 = shl i32 %15, 8
  %29 = ashr exact i32 %28, 8
  %30 = shl i32 %23, 8
  %31 = ashr exact i32 %30, 8
  %32 = mul i32 %31, %29
  %33 = inttoptr i64 %27 to ptr
  store i32 %32, ptr %33, align 4
  %34 = and i32 %15, 16777215
  %35 = and i32 %23, 16777215
  %36 = mul i32 %35, %34
  %37 = add i64 %27, 4
  %38 = inttoptr i64 %37 to ptr
  store i32 %36, ptr %38, align 4
  %39 = zext i32 %15 to i64
  %40 = zext i32 %23 to i64
  %41 = mul nuw i64 %39, %40
  %42 = lshr i64 %41, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = add i64 %27, 8
  %45 = inttoptr i64 %44 to ptr
  store i32 %43, ptr %45, align 4
  %46 = sext i32 %15 to i64
  %47 = sext i32 %23 to i64
  %48 = mul nsw i64 %46, %47
  %49 = lshr i64 %48, 32
  %50 = trunc nuw i64 %49 to i32
  %51 = add i64 %27, 12
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = icmp sgt i32 %15, %23
  %54 = sub i32 %15, %23
  %55 = sub i32 %23, %15
  %56 = select i1 %53, i32 %54, i32 %55
  %57 = add i32 %56, 7
  %58 = add i64 %27, 16
  %59 = inttoptr i64 %58 to ptr
  store i32 %57, ptr %59, align 4
  %60 = icmp ugt i32 %15, %23
  %61 = select i1 %60, i32 %54, i32 %55
  %62 = add i32 %61, -16
  %63 = add i64 %27, 20
  %64 = inttoptr i64 %63 to ptr
  store i32 %62, ptr %64, align 4
  ret void
}

define void @int_sad_minmax(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 60
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @U32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 2
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U32_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i32, ptr %22, align 4, !invariant.load !0
  %24 = mul i32 %9, 7
  %25 = add i32 %24, %16
  %26 = shl i32 %25, 2
  %27 = add i32 %26, 20
  %28 = and i32 %27, 60
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %29, ptrtoint (ptr @U32_VALUES to i64)
  %31 = inttoptr i64 %30 to ptr
  %32 = load i32, ptr %31, align 4, !invariant.load !0
  %33 = shl i32 %9, 3
  %34 = zext i32 %33 to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = add i64 %2, %35
  %37 = icmp ugt i32 %15, %23
  %38 = sub i32 %15, %23
  %39 = sub i32 %23, %15
  %40 = select i1 %37, i32 %38, i32 %39
  %41 = add i32 %32, %40
  %42 = inttoptr i64 %36 to ptr
  store i32 %41, ptr %42, align 4
  %43 = icmp sgt i32 %15, %23
  %44 = select i1 %43, i32 %38, i32 %39
  %45 = add i32 %32, %44
  %46 = add i64 %36, 4
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = call i32 @llvm.umin.i32(i32 %15, i32 %23)
  %49 = add i64 %36, 8
  %50 = inttoptr i64 %49 to ptr
  store i32 %48, ptr %50, align 4
  %51 = call i32 @llvm.umax.i32(i32 %15, i32 %23)
  %52 = add i64 %36, 12
  %53 = inttoptr i64 %52 to ptr
  store i32 %51, ptr %53, align 4
  %54 = call i32 @llvm.smin.i32(i32 %15, i32 %23)
  %55 = add i64 %36, 16
  %56 = inttoptr i64 %55 to ptr
  store i32 %54, ptr %56, align 4
  %57 = call i32 @llvm.smax.i32(i32 %15, i32 %23)
  %58 = add i64 %36, 20
  %59 = inttoptr i64 %58 to ptr
  store i32 %57, ptr %59, align 4
  %60 = call i32 @llvm.abs.i32(i32 %23, i1 false)
  %61 = add i64 %36, 24
  %62 = inttoptr i64 %61 to ptr
  store i32 %60, ptr %62, align 4
  %63 = sub i32 0, %23
  %64 = add i64 %36, 28
  %65 = inttoptr i64 %64 to ptr
  store i32 %63, ptr %65, align 4
  ret void
}

define void @int_div32(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 60
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @U32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 2
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U32_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i32, ptr %22, align 4, !invariant.load !0
  %24 = shl i32 %9, 3
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 2
  %27 = add i64 %2, %26
  %28 = icmp eq i32 %23, 0
  %29 = call i32 @llvm.umax.i32(i32 %23, i32 1)
  %30 = udiv i32 %15, %29
  %31 = select i1 %28, i32 -1, i32 %30
  %32 = inttoptr i64 %27 to ptr
  store i32 %31, ptr %32, align 4
  %33 = urem i32 %15, %29
  %34 = select i1 %28, i32 -1, i32 %33
  %35 = add i64 %27, 4
  %36 = inttoptr i64 %35 to ptr
  store i32 %34, ptr %36, align 4
  %37 = icmp eq i32 %15, -2147483648
  %38 = icmp eq i32 %23, -1
  %39 = and i1 %37, %38
  %40 = or i1 %28, %39
  %41 = select i1 %40, i32 1, i32 %23
  %42 = sdiv i32 %15, %41
  %43 = select i1 %28, i32 -1, i32 %42
  %44 = add i64 %27, 8
  %45 = inttoptr i64 %44 to ptr
  store i32 %43, ptr %45, align 4
  %46 = srem i32 %15, %41
  %47 = select i1 %39, i32 0, i32 %46
  %48 = select i1 %28, i32 -1, i32 %47
  %49 = add i64 %27, 12
  %50 = inttoptr i64 %49 to ptr
  store i32 %48, ptr %50, align 4
  %51 = icmp eq i32 %15, 0
  %52 = call i32 @llvm.umax.i32(i32 %15, i32 1)
  %53 = udiv i32 %23, %52
  %54 = select i1 %51, i32 -1, i32 %53
  %55 = add i64 %27, 16
  %56 = inttoptr i64 %55 to ptr
  store i32 %54, ptr %56, align 4
  %57 = urem i32 %23, %52
  %58 = select i1 %51, i32 -1, i32 %57
  %59 = add i64 %27, 20
  %60 = inttoptr i64 %59 to ptr
  store i32 %58, ptr %60, align 4
  %61 = icmp eq i32 %23, -2147483648
  %62 = icmp eq i32 %15, -1
  %63 = and i1 %61, %62
  %64 = or i1 %51, %63
  %65 = select i1 %64, i32 1, i32 %15
  %66 = sdiv i32 %23, %65
  %67 = select i1 %51, i32 -1, i32 %66
  %68 = add i64 %27, 24
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  %70 = srem i32 %23, %65
  %71 = select i1 %63, i32 0, i32 %70
  %72 = select i1 %51, i32 -1, i32 %71
  %73 = add i64 %27, 28
  %74 = inttoptr i64 %73 to ptr
  store i32 %72, ptr %74, align 4
  ret void
}

define void @int_carry64(ptr %0, ptr %1) {
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
  %12 = and i64 %11, 120
  %13 = add i64 %12, ptrtoint (ptr @U64_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 3
  %19 = and i32 %18, 120
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U64_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i64, ptr %22, align 8, !invariant.load !0
  %24 = trunc i64 %15 to i32
  %25 = lshr i64 %15, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = trunc i64 %23 to i32
  %28 = lshr i64 %23, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %24, i32 %27)
  %31 = extractvalue { i32, i1 } %30, 0
  %32 = extractvalue { i32, i1 } %30, 1
  %33 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %26, i32 %29)
  %34 = extractvalue { i32, i1 } %33, 0
  %35 = extractvalue { i32, i1 } %33, 1
  %36 = zext i1 %32 to i32
  %37 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %34, i32 %36)
  %38 = extractvalue { i32, i1 } %37, 0
  %39 = extractvalue { i32, i1 } %37, 1
  %40 = or i1 %35, %39
  %41 = zext i1 %40 to i32
  %42 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %24, i32 %27)
  %43 = extractvalue { i32, i1 } %42, 0
  %44 = extractvalue { i32, i1 } %42, 1
  %45 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %26, i32 %29)
  %46 = extractvalue { i32, i1 } %45, 0
  %47 = extractvalue { i32, i1 } %45, 1
  %48 = zext i1 %44 to i32
  %49 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %46, i32 %48)
  %50 = extractvalue { i32, i1 } %49, 0
  %51 = extractvalue { i32, i1 } %49, 1
  %52 = or i1 %47, %51
  %.neg = sext i1 %52 to i32
  %53 = shl nuw nsw i64 %11, 2
  %54 = add i64 %2, %53
  %55 = inttoptr i64 %54 to ptr
  store i32 %31, ptr %55, align 4
  %56 = add i64 %54, 4
  %57 = inttoptr i64 %56 to ptr
  store i32 %38, ptr %57, align 4
  %58 = add i64 %54, 8
  %59 = inttoptr i64 %58 to ptr
  store i32 %41, ptr %59, align 4
  %60 = add i64 %54, 12
  %61 = inttoptr i64 %60 to ptr
  store i32 %43, ptr %61, align 4
  %62 = add i64 %54, 16
  %63 = inttoptr i64 %62 to ptr
  store i32 %50, ptr %63, align 4
  %64 = add i64 %54, 20
  %65 = inttoptr i64 %64 to ptr
  store i32 %.neg, ptr %65, align 4
  %66 = add i64 %54, 24
  %67 = inttoptr i64 %66 to ptr
  store i32 %31, ptr %67, align 4
  %68 = add i64 %54, 28
  %69 = inttoptr i64 %68 to ptr
  store i32 %38, ptr %69, align 4
  ret void
}

define void @int_carry128(ptr %0, ptr %1) {
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
  %12 = and i64 %11, 120
  %13 = add i64 %12, ptrtoint (ptr @U64_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = add i32 %10, 48
  %17 = and i32 %16, 120
  %18 = zext nneg i32 %17 to i64
  %19 = add i64 %18, ptrtoint (ptr @U64_VALUES to i64)
  %20 = inttoptr i64 %19 to ptr
  %21 = load i64, ptr %20, align 8, !invariant.load !0
  %22 = lshr i32 %9, 4
  %23 = add i32 %22, %9
  %24 = shl i32 %23, 3
  %25 = and i32 %24, 120
  %26 = zext nneg i32 %25 to i64
  %27 = add i64 %26, ptrtoint (ptr @U64_VALUES to i64)
  %28 = inttoptr i64 %27 to ptr
  %29 = load i64, ptr %28, align 8, !invariant.load !0
  %30 = and i32 %9, 120
  %31 = zext nneg i32 %30 to i64
  %32 = add i64 %31, ptrtoint (ptr @U64_VALUES to i64)
  %33 = inttoptr i64 %32 to ptr
  %34 = load i64, ptr %33, align 8, !invariant.load !0
  %35 = trunc i64 %15 to i32
  %36 = lshr i64 %15, 32
  %37 = trunc nuw i64 %36 to i32
  %38 = trunc i64 %21 to i32
  %39 = lshr i64 %21, 32
  %40 = trunc nuw i64 %39 to i32
  %41 = trunc i64 %29 to i32
  %42 = lshr i64 %29, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = trunc i64 %34 to i32
  %45 = lshr i64 %34, 32
  %46 = trunc nuw i64 %45 to i32
  %47 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %35, i32 %41)
  %48 = extractvalue { i32, i1 } %47, 0
  %49 = extractvalue { i32, i1 } %47, 1
  %50 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %37, i32 %43)
  %51 = extractvalue { i32, i1 } %50, 0
  %52 = extractvalue { i32, i1 } %50, 1
  %53 = zext i1 %49 to i32
  %54 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %51, i32 %53)
  %55 = extractvalue { i32, i1 } %54, 0
  %56 = extractvalue { i32, i1 } %54, 1
  %57 = or i1 %52, %56
  %58 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %38, i32 %44)
  %59 = extractvalue { i32, i1 } %58, 0
  %60 = extractvalue { i32, i1 } %58, 1
  %61 = zext i1 %57 to i32
  %62 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %59, i32 %61)
  %63 = extractvalue { i32, i1 } %62, 0
  %64 = extractvalue { i32, i1 } %62, 1
  %65 = or i1 %60, %64
  %66 = add i32 %40, %46
  %67 = zext i1 %65 to i32
  %68 = add i32 %66, %67
  %69 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %35, i32 %41)
  %70 = extractvalue { i32, i1 } %69, 0
  %71 = extractvalue { i32, i1 } %69, 1
  %72 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %37, i32 %43)
  %73 = extractvalue { i32, i1 } %72, 0
  %74 = extractvalue { i32, i1 } %72, 1
  %75 = zext i1 %71 to i32
  %76 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %73, i32 %75)
  %77 = extractvalue { i32, i1 } %76, 0
  %78 = extractvalue { i32, i1 } %76, 1
  %79 = or i1 %74, %78
  %80 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %38, i32 %44)
  %81 = extractvalue { i32, i1 } %80, 0
  %82 = extractvalue { i32, i1 } %80, 1
  %83 = zext i1 %79 to i32
  %84 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %81, i32 %83)
  %85 = extractvalue { i32, i1 } %84, 0
  %86 = extractvalue { i32, i1 } %84, 1
  %87 = or i1 %82, %86
  %88 = sub i32 %40, %46
  %.neg = sext i1 %87 to i32
  %89 = add i32 %88, %.neg
  %90 = shl nuw nsw i64 %11, 2
  %91 = add i64 %2, %90
  %92 = inttoptr i64 %91 to ptr
  store i32 %48, ptr %92, align 4
  %93 = add i64 %91, 4
  %94 = inttoptr i64 %93 to ptr
  store i32 %55, ptr %94, align 4
  %95 = add i64 %91, 8
  %96 = inttoptr i64 %95 to ptr
  store i32 %63, ptr %96, align 4
  %97 = add i64 %91, 12
  %98 = inttoptr i64 %97 to ptr
  store i32 %68, ptr %98, align 4
  %99 = add i64 %91, 16
  %100 = inttoptr i64 %99 to ptr
  store i32 %70, ptr %100, align 4
  %101 = add i64 %91, 20
  %102 = inttoptr i64 %101 to ptr
  store i32 %77, ptr %102, align 4
  %103 = add i64 %91, 24
  %104 = inttoptr i64 %103 to ptr
  store i32 %85, ptr %104, align 4
  %105 = add i64 %91, 28
  %106 = inttoptr i64 %105 to ptr
  store i32 %89, ptr %106, align 4
  ret void
}

define void @int_carry128_u64(ptr %0, ptr %1) {
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
  %12 = and i64 %11, 120
  %13 = add i64 %12, ptrtoint (ptr @U64_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = and i32 %9, 120
  %17 = zext nneg i32 %16 to i64
  %18 = add i64 %17, ptrtoint (ptr @U64_VALUES to i64)
  %19 = inttoptr i64 %18 to ptr
  %20 = load i64, ptr %19, align 8, !invariant.load !0
  %21 = lshr i32 %9, 4
  %22 = add i32 %21, %9
  %23 = shl i32 %22, 3
  %24 = and i32 %23, 120
  %25 = zext nneg i32 %24 to i64
  %26 = add i64 %25, ptrtoint (ptr @U64_VALUES to i64)
  %27 = inttoptr i64 %26 to ptr
  %28 = load i64, ptr %27, align 8, !invariant.load !0
  %29 = add i32 %10, 24
  %30 = and i32 %29, 120
  %31 = zext nneg i32 %30 to i64
  %32 = add i64 %31, ptrtoint (ptr @U64_VALUES to i64)
  %33 = inttoptr i64 %32 to ptr
  %34 = load i64, ptr %33, align 8, !invariant.load !0
  %35 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %15, i64 %28)
  %36 = extractvalue { i64, i1 } %35, 0
  %37 = extractvalue { i64, i1 } %35, 1
  %38 = add i64 %20, %34
  %39 = zext i1 %37 to i64
  %40 = add i64 %38, %39
  %41 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %15, i64 %28)
  %42 = extractvalue { i64, i1 } %41, 0
  %43 = extractvalue { i64, i1 } %41, 1
  %44 = sub i64 %20, %34
  %.neg = sext i1 %43 to i64
  %45 = add i64 %44, %.neg
  %46 = shl nuw nsw i64 %11, 2
  %47 = add i64 %2, %46
  %48 = inttoptr i64 %47 to ptr
  %49 = trunc i64 %36 to i32
  store i32 %49, ptr %48, align 4
  %50 = lshr i64 %36, 32
  %51 = add i64 %47, 4
  %52 = inttoptr i64 %51 to ptr
  %53 = trunc nuw i64 %50 to i32
  store i32 %53, ptr %52, align 4
  %54 = add i64 %47, 8
  %55 = inttoptr i64 %54 to ptr
  %56 = trunc i64 %40 to i32
  store i32 %56, ptr %55, align 4
  %57 = lshr i64 %40, 32
  %58 = add i64 %47, 12
  %59 = inttoptr i64 %58 to ptr
  %60 = trunc nuw i64 %57 to i32
  store i32 %60, ptr %59, align 4
  %61 = add i64 %47, 16
  %62 = inttoptr i64 %61 to ptr
  %63 = trunc i64 %42 to i32
  store i32 %63, ptr %62, align 4
  %64 = lshr i64 %42, 32
  %65 = add i64 %47, 20
  %66 = inttoptr i64 %65 to ptr
  %67 = trunc nuw i64 %64 to i32
  store i32 %67, ptr %66, align 4
  %68 = add i64 %47, 24
  %69 = inttoptr i64 %68 to ptr
  %70 = trunc i64 %45 to i32
  store i32 %70, ptr %69, align 4
  %71 = lshr i64 %45, 32
  %72 = add i64 %47, 28
  %73 = inttoptr i64 %72 to ptr
  %74 = trunc nuw i64 %71 to i32
  store i32 %74, ptr %73, align 4
  ret void
}

define void @int_mad_carry(ptr %0, ptr %1) {
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
  %12 = and i64 %11, 120
  %13 = add i64 %12, ptrtoint (ptr @U64_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 3
  %19 = and i32 %18, 120
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U64_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i64, ptr %22, align 8, !invariant.load !0
  %24 = trunc i64 %15 to i32
  %25 = lshr i64 %15, 32
  %26 = trunc nuw i64 %25 to i32
  %27 = trunc i64 %23 to i32
  %28 = lshr i64 %23, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = mul i32 %24, %27
  %31 = and i64 %15, 4294967295
  %32 = and i64 %23, 4294967295
  %33 = mul nuw i64 %31, %32
  %34 = lshr i64 %33, 32
  %35 = trunc nuw i64 %34 to i32
  %36 = mul i32 %26, %27
  %37 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %36, i32 %35)
  %38 = extractvalue { i32, i1 } %37, 0
  %39 = extractvalue { i32, i1 } %37, 1
  %40 = mul nuw i64 %25, %32
  %41 = lshr i64 %40, 32
  %42 = trunc nuw i64 %41 to i32
  %43 = zext i1 %39 to i32
  %44 = add i32 %42, %43
  %45 = mul i32 %24, %29
  %46 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %45, i32 %38)
  %47 = extractvalue { i32, i1 } %46, 0
  %48 = extractvalue { i32, i1 } %46, 1
  %49 = mul nuw i64 %31, %28
  %50 = lshr i64 %49, 32
  %51 = trunc nuw i64 %50 to i32
  %52 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %51, i32 %44)
  %53 = extractvalue { i32, i1 } %52, 0
  %54 = extractvalue { i32, i1 } %52, 1
  %55 = zext i1 %48 to i32
  %56 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %53, i32 %55)
  %57 = extractvalue { i32, i1 } %56, 0
  %58 = extractvalue { i32, i1 } %56, 1
  %59 = or i1 %54, %58
  %60 = zext i1 %59 to i32
  %61 = mul i32 %26, %29
  %62 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %61, i32 %57)
  %63 = extractvalue { i32, i1 } %62, 0
  %64 = extractvalue { i32, i1 } %62, 1
  %65 = mul nuw i64 %25, %28
  %66 = lshr i64 %65, 32
  %67 = trunc nuw i64 %66 to i32
  %68 = add i32 %67, %60
  %69 = zext i1 %64 to i32
  %70 = add i32 %68, %69
  %71 = shl nuw nsw i64 %11, 2
  %72 = add i64 %2, %71
  %73 = inttoptr i64 %72 to ptr
  store i32 %30, ptr %73, align 4
  %74 = add i64 %72, 4
  %75 = inttoptr i64 %74 to ptr
  store i32 %47, ptr %75, align 4
  %76 = add i64 %72, 8
  %77 = inttoptr i64 %76 to ptr
  store i32 %63, ptr %77, align 4
  %78 = add i64 %72, 12
  %79 = inttoptr i64 %78 to ptr
  store i32 %70, ptr %79, align 4
  %80 = mul i64 %15, %23
  %81 = zext i64 %15 to i128
  %82 = zext i64 %23 to i128
  %83 = mul nuw i128 %81, %82
  %84 = lshr i128 %83, 64
  %85 = add i64 %72, 16
  %86 = inttoptr i64 %85 to ptr
  %87 = trunc i64 %80 to i32
  store i32 %87, ptr %86, align 4
  %88 = lshr i64 %80, 32
  %89 = add i64 %72, 20
  %90 = inttoptr i64 %89 to ptr
  %91 = trunc nuw i64 %88 to i32
  store i32 %91, ptr %90, align 4
  %92 = add i64 %72, 24
  %93 = inttoptr i64 %92 to ptr
  %94 = trunc i128 %84 to i32
  store i32 %94, ptr %93, align 4
  %sum.shift = lshr i128 %83, 96
  %95 = add i64 %72, 28
  %96 = inttoptr i64 %95 to ptr
  %97 = trunc nuw i128 %sum.shift to i32
  store i32 %97, ptr %96, align 4
  ret void
}

define void @int_mad_carry_chain(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 60
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @U32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i32, ptr %14, align 4, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 2
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U32_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i32, ptr %22, align 4, !invariant.load !0
  %24 = mul i32 %9, 7
  %25 = add i32 %24, %16
  %26 = shl i32 %25, 2
  %27 = add i32 %26, 20
  %28 = and i32 %27, 60
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %29, ptrtoint (ptr @U32_VALUES to i64)
  %31 = inttoptr i64 %30 to ptr
  %32 = load i32, ptr %31, align 4, !invariant.load !0
  %33 = zext i32 %15 to i64
  %34 = zext i32 %23 to i64
  %35 = mul nuw i64 %33, %34
  %36 = lshr i64 %35, 32
  %37 = trunc nuw i64 %36 to i32
  %38 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %37, i32 %32)
  %39 = extractvalue { i32, i1 } %38, 0
  %40 = extractvalue { i32, i1 } %38, 1
  %41 = mul i32 %23, %32
  %42 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %41, i32 %15)
  %43 = extractvalue { i32, i1 } %42, 0
  %44 = extractvalue { i32, i1 } %42, 1
  %45 = zext i1 %40 to i32
  %46 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %43, i32 %45)
  %47 = extractvalue { i32, i1 } %46, 0
  %48 = extractvalue { i32, i1 } %46, 1
  %49 = or i1 %44, %48
  %50 = zext i32 %32 to i64
  %51 = mul nuw i64 %50, %33
  %52 = lshr i64 %51, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %53, i32 %23)
  %55 = extractvalue { i32, i1 } %54, 0
  %56 = extractvalue { i32, i1 } %54, 1
  %57 = zext i1 %49 to i32
  %58 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %55, i32 %57)
  %59 = extractvalue { i32, i1 } %58, 0
  %60 = extractvalue { i32, i1 } %58, 1
  %61 = or i1 %56, %60
  %62 = mul i32 %15, %15
  %63 = add i32 %62, %32
  %64 = zext i1 %61 to i32
  %65 = add i32 %63, %64
  %66 = mul i32 %15, %23
  %67 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %66, i32 %32)
  %68 = extractvalue { i32, i1 } %67, 0
  %69 = extractvalue { i32, i1 } %67, 1
  %70 = sext i32 %15 to i64
  %71 = sext i32 %23 to i64
  %72 = mul nsw i64 %70, %71
  %73 = lshr i64 %72, 32
  %74 = trunc nuw i64 %73 to i32
  %75 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %74, i32 %32)
  %76 = extractvalue { i32, i1 } %75, 0
  %77 = extractvalue { i32, i1 } %75, 1
  %78 = zext i1 %69 to i32
  %79 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %76, i32 %78)
  %80 = extractvalue { i32, i1 } %79, 0
  %81 = extractvalue { i32, i1 } %79, 1
  %82 = or i1 %77, %81
  %83 = mul i32 %23, %23
  %84 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %83, i32 %15)
  %85 = extractvalue { i32, i1 } %84, 0
  %86 = extractvalue { i32, i1 } %84, 1
  %87 = zext i1 %82 to i32
  %88 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %85, i32 %87)
  %89 = extractvalue { i32, i1 } %88, 0
  %90 = extractvalue { i32, i1 } %88, 1
  %91 = or i1 %86, %90
  %92 = sext i32 %32 to i64
  %93 = mul nsw i64 %92, %71
  %94 = lshr i64 %93, 32
  %95 = trunc nuw i64 %94 to i32
  %96 = add i32 %15, %95
  %97 = zext i1 %91 to i32
  %98 = add i32 %96, %97
  %99 = shl i32 %9, 3
  %100 = zext i32 %99 to i64
  %101 = shl nuw nsw i64 %100, 2
  %102 = add i64 %2, %101
  %103 = inttoptr i64 %102 to ptr
  store i32 %39, ptr %103, align 4
  %104 = add i64 %102, 4
  %105 = inttoptr i64 %104 to ptr
  store i32 %47, ptr %105, align 4
  %106 = add i64 %102, 8
  %107 = inttoptr i64 %106 to ptr
  store i32 %59, ptr %107, align 4
  %108 = add i64 %102, 12
  %109 = inttoptr i64 %108 to ptr
  store i32 %65, ptr %109, align 4
  %110 = add i64 %102, 16
  %111 = inttoptr i64 %110 to ptr
  store i32 %68, ptr %111, align 4
  %112 = add i64 %102, 20
  %113 = inttoptr i64 %112 to ptr
  store i32 %80, ptr %113, align 4
  %114 = add i64 %102, 24
  %115 = inttoptr i64 %114 to ptr
  store i32 %89, ptr %115, align 4
  %116 = add i64 %102, 28
  %117 = inttoptr i64 %116 to ptr
  store i32 %98, ptr %117, align 4
  ret void
}

define void @int_mul64(ptr %0, ptr %1) {
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
  %12 = and i64 %11, 120
  %13 = add i64 %12, ptrtoint (ptr @U64_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 3
  %19 = and i32 %18, 120
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U64_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i64, ptr %22, align 8, !invariant.load !0
  %24 = mul i32 %9, 7
  %25 = add i32 %24, %16
  %26 = shl i32 %25, 3
  %27 = add i32 %26, 40
  %28 = and i32 %27, 120
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %29, ptrtoint (ptr @U64_VALUES to i64)
  %31 = inttoptr i64 %30 to ptr
  %32 = load i64, ptr %31, align 8, !invariant.load !0
  %33 = shl nuw nsw i64 %11, 2
  %34 = add i64 %2, %33
  %35 = mul i64 %15, %23
  %36 = sext i64 %15 to i128
  %37 = sext i64 %23 to i128
  %38 = mul nsw i128 %36, %37
  %39 = lshr i128 %38, 64
  %40 = trunc nuw i128 %39 to i64
  %41 = zext i64 %15 to i128
  %42 = zext i64 %23 to i128
  %43 = mul nuw i128 %41, %42
  %44 = lshr i128 %43, 64
  %45 = add i64 %32, %40
  %46 = inttoptr i64 %34 to ptr
  %47 = trunc i64 %35 to i32
  store i32 %47, ptr %46, align 4
  %48 = lshr i64 %35, 32
  %49 = add i64 %34, 4
  %50 = inttoptr i64 %49 to ptr
  %51 = trunc nuw i64 %48 to i32
  store i32 %51, ptr %50, align 4
  %52 = add i64 %34, 8
  %53 = inttoptr i64 %52 to ptr
  %54 = trunc i128 %39 to i32
  store i32 %54, ptr %53, align 4
  %55 = add i64 %34, 12
  %56 = inttoptr i64 %55 to ptr
  %57 = lshr i128 %38, 96
  %58 = trunc nuw i128 %57 to i32
  store i32 %58, ptr %56, align 4
  %59 = add i64 %34, 16
  %60 = inttoptr i64 %59 to ptr
  %61 = trunc i128 %44 to i32
  store i32 %61, ptr %60, align 4
  %sum.shift = lshr i128 %43, 96
  %62 = add i64 %34, 20
  %63 = inttoptr i64 %62 to ptr
  %64 = trunc nuw i128 %sum.shift to i32
  store i32 %64, ptr %63, align 4
  %65 = add i64 %34, 24
  %66 = inttoptr i64 %65 to ptr
  %67 = trunc i64 %45 to i32
  store i32 %67, ptr %66, align 4
  %68 = lshr i64 %45, 32
  %69 = add i64 %34, 28
  %70 = inttoptr i64 %69 to ptr
  %71 = trunc nuw i64 %68 to i32
  store i32 %71, ptr %70, align 4
  ret void
}

define void @int_mad64(ptr %0, ptr %1) {
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
  %12 = and i64 %11, 120
  %13 = add i64 %12, ptrtoint (ptr @U64_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 3
  %19 = and i32 %18, 120
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U64_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i64, ptr %22, align 8, !invariant.load !0
  %24 = mul i32 %9, 7
  %25 = add i32 %24, %16
  %26 = shl i32 %25, 3
  %27 = add i32 %26, 40
  %28 = and i32 %27, 120
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %29, ptrtoint (ptr @U64_VALUES to i64)
  %31 = inttoptr i64 %30 to ptr
  %32 = load i64, ptr %31, align 8, !invariant.load !0
  %33 = shl nuw nsw i64 %11, 2
  %34 = add i64 %2, %33
  %35 = mul i64 %15, %23
  %36 = add i64 %35, %32
  %37 = zext i64 %15 to i128
  %38 = zext i64 %23 to i128
  %39 = mul nuw i128 %37, %38
  %40 = lshr i128 %39, 64
  %41 = trunc nuw i128 %40 to i64
  %42 = add i64 %32, %41
  %43 = sext i64 %23 to i128
  %44 = sext i64 %15 to i128
  %45 = mul nsw i128 %43, %44
  %46 = lshr i128 %45, 64
  %47 = icmp ugt i64 %15, %23
  %48 = sub i64 %15, %23
  %49 = sub i64 %23, %15
  %50 = select i1 %47, i64 %48, i64 %49
  %51 = add i64 %32, %50
  %52 = inttoptr i64 %34 to ptr
  %53 = trunc i64 %36 to i32
  store i32 %53, ptr %52, align 4
  %54 = lshr i64 %36, 32
  %55 = add i64 %34, 4
  %56 = inttoptr i64 %55 to ptr
  %57 = trunc nuw i64 %54 to i32
  store i32 %57, ptr %56, align 4
  %58 = add i64 %34, 8
  %59 = inttoptr i64 %58 to ptr
  %60 = trunc i64 %42 to i32
  store i32 %60, ptr %59, align 4
  %61 = lshr i64 %42, 32
  %62 = add i64 %34, 12
  %63 = inttoptr i64 %62 to ptr
  %64 = trunc nuw i64 %61 to i32
  store i32 %64, ptr %63, align 4
  %65 = add i64 %34, 16
  %66 = inttoptr i64 %65 to ptr
  %67 = trunc i128 %46 to i32
  store i32 %67, ptr %66, align 4
  %sum.shift = lshr i128 %45, 96
  %68 = add i64 %34, 20
  %69 = inttoptr i64 %68 to ptr
  %70 = trunc nuw i128 %sum.shift to i32
  store i32 %70, ptr %69, align 4
  %71 = add i64 %34, 24
  %72 = inttoptr i64 %71 to ptr
  %73 = trunc i64 %51 to i32
  store i32 %73, ptr %72, align 4
  %74 = lshr i64 %51, 32
  %75 = add i64 %34, 28
  %76 = inttoptr i64 %75 to ptr
  %77 = trunc nuw i64 %74 to i32
  store i32 %77, ptr %76, align 4
  ret void
}

define void @int_div64(ptr %0, ptr %1) {
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
  %12 = and i64 %11, 120
  %13 = add i64 %12, ptrtoint (ptr @U64_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 3
  %19 = and i32 %18, 120
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U64_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i64, ptr %22, align 8, !invariant.load !0
  %24 = shl nuw nsw i64 %11, 2
  %25 = add i64 %2, %24
  %26 = icmp eq i64 %23, 0
  %27 = call i64 @llvm.umax.i64(i64 %23, i64 1)
  %28 = udiv i64 %15, %27
  %29 = select i1 %26, i64 -1, i64 %28
  %30 = urem i64 %15, %27
  %31 = select i1 %26, i64 -1, i64 %30
  %32 = icmp eq i64 %15, 0
  %33 = icmp eq i64 %23, -9223372036854775808
  %34 = icmp eq i64 %15, -1
  %35 = and i1 %33, %34
  %36 = or i1 %32, %35
  %37 = select i1 %36, i64 1, i64 %15
  %38 = sdiv i64 %23, %37
  %39 = select i1 %32, i64 -1, i64 %38
  %40 = srem i64 %23, %37
  %41 = select i1 %35, i64 0, i64 %40
  %42 = select i1 %32, i64 -1, i64 %41
  %43 = inttoptr i64 %25 to ptr
  %44 = trunc i64 %29 to i32
  store i32 %44, ptr %43, align 4
  %45 = lshr i64 %29, 32
  %46 = add i64 %25, 4
  %47 = inttoptr i64 %46 to ptr
  %48 = trunc nuw i64 %45 to i32
  store i32 %48, ptr %47, align 4
  %49 = add i64 %25, 8
  %50 = inttoptr i64 %49 to ptr
  %51 = trunc i64 %31 to i32
  store i32 %51, ptr %50, align 4
  %52 = lshr i64 %31, 32
  %53 = add i64 %25, 12
  %54 = inttoptr i64 %53 to ptr
  %55 = trunc nuw i64 %52 to i32
  store i32 %55, ptr %54, align 4
  %56 = add i64 %25, 16
  %57 = inttoptr i64 %56 to ptr
  %58 = trunc i64 %39 to i32
  store i32 %58, ptr %57, align 4
  %59 = lshr i64 %39, 32
  %60 = add i64 %25, 20
  %61 = inttoptr i64 %60 to ptr
  %62 = trunc nuw i64 %59 to i32
  store i32 %62, ptr %61, align 4
  %63 = add i64 %25, 24
  %64 = inttoptr i64 %63 to ptr
  %65 = trunc i64 %42 to i32
  store i32 %65, ptr %64, align 4
  %66 = lshr i64 %42, 32
  %67 = add i64 %25, 28
  %68 = inttoptr i64 %67 to ptr
  %69 = trunc nuw i64 %66 to i32
  store i32 %69, ptr %68, align 4
  ret void
}

define void @int_div64_signed(ptr %0, ptr %1) {
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
  %12 = and i64 %11, 120
  %13 = add i64 %12, ptrtoint (ptr @U64_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 3
  %19 = and i32 %18, 120
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U64_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i64, ptr %22, align 8, !invariant.load !0
  %24 = shl nuw nsw i64 %11, 2
  %25 = add i64 %2, %24
  %26 = icmp eq i64 %23, 0
  %27 = icmp eq i64 %15, -9223372036854775808
  %28 = icmp eq i64 %23, -1
  %29 = and i1 %27, %28
  %30 = or i1 %26, %29
  %31 = select i1 %30, i64 1, i64 %23
  %32 = sdiv i64 %15, %31
  %33 = select i1 %26, i64 -1, i64 %32
  %34 = srem i64 %15, %31
  %35 = select i1 %29, i64 0, i64 %34
  %36 = select i1 %26, i64 -1, i64 %35
  %37 = icmp eq i64 %15, 0
  %38 = call i64 @llvm.umax.i64(i64 %15, i64 1)
  %39 = udiv i64 %23, %38
  %40 = select i1 %37, i64 -1, i64 %39
  %41 = urem i64 %23, %38
  %42 = select i1 %37, i64 -1, i64 %41
  %43 = inttoptr i64 %25 to ptr
  %44 = trunc i64 %33 to i32
  store i32 %44, ptr %43, align 4
  %45 = lshr i64 %33, 32
  %46 = add i64 %25, 4
  %47 = inttoptr i64 %46 to ptr
  %48 = trunc nuw i64 %45 to i32
  store i32 %48, ptr %47, align 4
  %49 = add i64 %25, 8
  %50 = inttoptr i64 %49 to ptr
  %51 = trunc i64 %36 to i32
  store i32 %51, ptr %50, align 4
  %52 = lshr i64 %36, 32
  %53 = add i64 %25, 12
  %54 = inttoptr i64 %53 to ptr
  %55 = trunc nuw i64 %52 to i32
  store i32 %55, ptr %54, align 4
  %56 = add i64 %25, 16
  %57 = inttoptr i64 %56 to ptr
  %58 = trunc i64 %40 to i32
  store i32 %58, ptr %57, align 4
  %59 = lshr i64 %40, 32
  %60 = add i64 %25, 20
  %61 = inttoptr i64 %60 to ptr
  %62 = trunc nuw i64 %59 to i32
  store i32 %62, ptr %61, align 4
  %63 = add i64 %25, 24
  %64 = inttoptr i64 %63 to ptr
  %65 = trunc i64 %42 to i32
  store i32 %65, ptr %64, align 4
  %66 = lshr i64 %42, 32
  %67 = add i64 %25, 28
  %68 = inttoptr i64 %67 to ptr
  %69 = trunc nuw i64 %66 to i32
  store i32 %69, ptr %68, align 4
  ret void
}

define void @int_minmax64(ptr %0, ptr %1) {
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
  %12 = and i64 %11, 120
  %13 = add i64 %12, ptrtoint (ptr @U64_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 3
  %19 = and i32 %18, 120
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U64_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i64, ptr %22, align 8, !invariant.load !0
  %24 = call i64 @llvm.smin.i64(i64 %15, i64 %23)
  %25 = call i64 @llvm.smax.i64(i64 %15, i64 %23)
  %26 = call i64 @llvm.umin.i64(i64 %15, i64 %23)
  %27 = call i64 @llvm.umax.i64(i64 %15, i64 %23)
  %28 = shl nuw nsw i64 %11, 2
  %29 = add i64 %2, %28
  %30 = inttoptr i64 %29 to ptr
  %31 = trunc i64 %24 to i32
  store i32 %31, ptr %30, align 4
  %32 = lshr i64 %24, 32
  %33 = add i64 %29, 4
  %34 = inttoptr i64 %33 to ptr
  %35 = trunc nuw i64 %32 to i32
  store i32 %35, ptr %34, align 4
  %36 = add i64 %29, 8
  %37 = inttoptr i64 %36 to ptr
  %38 = trunc i64 %25 to i32
  store i32 %38, ptr %37, align 4
  %39 = lshr i64 %25, 32
  %40 = add i64 %29, 12
  %41 = inttoptr i64 %40 to ptr
  %42 = trunc nuw i64 %39 to i32
  store i32 %42, ptr %41, align 4
  %43 = add i64 %29, 16
  %44 = inttoptr i64 %43 to ptr
  %45 = trunc i64 %26 to i32
  store i32 %45, ptr %44, align 4
  %46 = lshr i64 %26, 32
  %47 = add i64 %29, 20
  %48 = inttoptr i64 %47 to ptr
  %49 = trunc nuw i64 %46 to i32
  store i32 %49, ptr %48, align 4
  %50 = add i64 %29, 24
  %51 = inttoptr i64 %50 to ptr
  %52 = trunc i64 %27 to i32
  store i32 %52, ptr %51, align 4
  %53 = lshr i64 %27, 32
  %54 = add i64 %29, 28
  %55 = inttoptr i64 %54 to ptr
  %56 = trunc nuw i64 %53 to i32
  store i32 %56, ptr %55, align 4
  ret void
}

define void @int_addsub64(ptr %0, ptr %1) {
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
  %12 = and i64 %11, 120
  %13 = add i64 %12, ptrtoint (ptr @U64_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i64, ptr %14, align 8, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 3
  %19 = and i32 %18, 120
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U64_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i64, ptr %22, align 8, !invariant.load !0
  %24 = add i64 %15, %23
  %25 = sub i64 %15, %23
  %26 = call i64 @llvm.abs.i64(i64 %15, i1 false)
  %27 = sub i64 0, %15
  %28 = shl nuw nsw i64 %11, 2
  %29 = add i64 %2, %28
  %30 = inttoptr i64 %29 to ptr
  %31 = trunc i64 %24 to i32
  store i32 %31, ptr %30, align 4
  %32 = lshr i64 %24, 32
  %33 = add i64 %29, 4
  %34 = inttoptr i64 %33 to ptr
  %35 = trunc nuw i64 %32 to i32
  store i32 %35, ptr %34, align 4
  %36 = add i64 %29, 8
  %37 = inttoptr i64 %36 to ptr
  %38 = trunc i64 %25 to i32
  store i32 %38, ptr %37, align 4
  %39 = lshr i64 %25, 32
  %40 = add i64 %29, 12
  %41 = inttoptr i64 %40 to ptr
  %42 = trunc nuw i64 %39 to i32
  store i32 %42, ptr %41, align 4
  %43 = add i64 %29, 16
  %44 = inttoptr i64 %43 to ptr
  %45 = trunc i64 %26 to i32
  store i32 %45, ptr %44, align 4
  %46 = lshr i64 %26, 32
  %47 = add i64 %29, 20
  %48 = inttoptr i64 %47 to ptr
  %49 = trunc nuw i64 %46 to i32
  store i32 %49, ptr %48, align 4
  %50 = add i64 %29, 24
  %51 = inttoptr i64 %50 to ptr
  %52 = trunc i64 %27 to i32
  store i32 %52, ptr %51, align 4
  %53 = lshr i64 %27, 32
  %54 = add i64 %29, 28
  %55 = inttoptr i64 %54 to ptr
  %56 = trunc nuw i64 %53 to i32
  store i32 %56, ptr %55, align 4
  ret void
}

define void @int16_arith(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 1
  %11 = and i32 %10, 30
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @U16_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i16, ptr %14, align 2, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 1
  %19 = and i32 %18, 30
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U16_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i16, ptr %22, align 2, !invariant.load !0
  %24 = mul i32 %9, 7
  %25 = add i32 %24, %16
  %26 = shl i32 %25, 1
  %27 = add i32 %26, 10
  %28 = and i32 %27, 30
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %29, ptrtoint (ptr @U16_VALUES to i64)
  %31 = inttoptr i64 %30 to ptr
  %32 = load i16, ptr %31, align 2, !invariant.load !0
  %33 = shl i32 %9, 3
  %34 = zext i32 %33 to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = add i64 %2, %35
  %37 = add i16 %15, %23
  %38 = sub i16 %15, %23
  %39 = zext i16 %37 to i32
  %40 = zext i16 %38 to i32
  %41 = shl nuw i32 %40, 16
  %42 = or disjoint i32 %41, %39
  %43 = inttoptr i64 %36 to ptr
  store i32 %42, ptr %43, align 4
  %44 = mul i16 %15, %23
  %45 = sext i16 %15 to i32
  %46 = sext i16 %23 to i32
  %47 = mul nsw i32 %45, %46
  %48 = lshr i32 %47, 16
  %49 = trunc nuw i32 %48 to i16
  %50 = zext i16 %44 to i32
  %51 = and i32 %47, -65536
  %52 = or disjoint i32 %51, %50
  %53 = add i64 %36, 4
  %54 = inttoptr i64 %53 to ptr
  store i32 %52, ptr %54, align 4
  %55 = zext i16 %15 to i32
  %56 = zext i16 %23 to i32
  %57 = mul nuw i32 %55, %56
  %58 = lshr i32 %57, 16
  %59 = trunc nuw i32 %58 to i16
  %60 = add i16 %44, %32
  %61 = zext i16 %60 to i32
  %62 = shl nuw i32 %61, 16
  %63 = or disjoint i32 %58, %62
  %64 = add i64 %36, 8
  %65 = inttoptr i64 %64 to ptr
  store i32 %63, ptr %65, align 4
  %66 = add i64 %36, 12
  %67 = inttoptr i64 %66 to ptr
  store i32 %47, ptr %67, align 4
  %68 = add i64 %36, 16
  %69 = inttoptr i64 %68 to ptr
  store i32 %57, ptr %69, align 4
  %70 = add i16 %32, %59
  %71 = add i16 %32, %49
  %72 = zext i16 %70 to i32
  %73 = zext i16 %71 to i32
  %74 = shl nuw i32 %73, 16
  %75 = or disjoint i32 %74, %72
  %76 = add i64 %36, 20
  %77 = inttoptr i64 %76 to ptr
  store i32 %75, ptr %77, align 4
  %78 = call i16 @llvm.abs.i16(i16 %15, i1 false)
  %79 = sub i16 0, %15
  %80 = zext i16 %78 to i32
  %81 = zext i16 %79 to i32
  %82 = shl nuw i32 %81, 16
  %83 = or disjoint i32 %82, %80
  %84 = add i64 %36, 24
  %85 = inttoptr i64 %84 to ptr
  store i32 %83, ptr %85, align 4
  %86 = icmp sgt i16 %15, %23
  %87 = sub i16 %23, %15
  %88 = select i1 %86, i16 %38, i16 %87
  %89 = add i16 %32, %88
  %90 = icmp ugt i16 %15, %23
  %91 = select i1 %90, i16 %38, i16 %87
  %92 = add i16 %32, %91
  %93 = zext i16 %89 to i32
  %94 = zext i16 %92 to i32
  %95 = shl nuw i32 %94, 16
  %96 = or disjoint i32 %95, %93
  %97 = add i64 %36, 28
  %98 = inttoptr i64 %97 to ptr
  store i32 %96, ptr %98, align 4
  ret void
}

define void @int16_div_minmax(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 1
  %11 = and i32 %10, 30
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr @U16_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr
  %15 = load i16, ptr %14, align 2, !invariant.load !0
  %16 = lshr i32 %9, 4
  %17 = add i32 %16, %9
  %18 = shl i32 %17, 1
  %19 = and i32 %18, 30
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @U16_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i16, ptr %22, align 2, !invariant.load !0
  %24 = shl i32 %9, 3
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 2
  %27 = add i64 %2, %26
  %28 = icmp eq i16 %23, 0
  %29 = icmp eq i16 %15, -32768
  %30 = icmp eq i16 %23, -1
  %31 = and i1 %29, %30
  %32 = or i1 %28, %31
  %33 = select i1 %32, i16 1, i16 %23
  %34 = sdiv i16 %15, %33
  %35 = select i1 %28, i16 -1, i16 %34
  %36 = srem i16 %15, %33
  %37 = select i1 %31, i16 0, i16 %36
  %38 = select i1 %28, i16 -1, i16 %37
  %39 = zext i16 %35 to i32
  %40 = zext i16 %38 to i32
  %41 = shl nuw i32 %40, 16
  %42 = or disjoint i32 %41, %39
  %43 = inttoptr i64 %27 to ptr
  store i32 %42, ptr %43, align 4
  %44 = call i16 @llvm.umax.i16(i16 %23, i16 1)
  %45 = udiv i16 %15, %44
  %46 = select i1 %28, i16 -1, i16 %45
  %47 = urem i16 %15, %44
  %48 = select i1 %28, i16 -1, i16 %47
  %49 = zext i16 %46 to i32
  %50 = zext i16 %48 to i32
  %51 = shl nuw i32 %50, 16
  %52 = or disjoint i32 %51, %49
  %53 = add i64 %27, 4
  %54 = inttoptr i64 %53 to ptr
  store i32 %52, ptr %54, align 4
  %55 = icmp eq i16 %15, 0
  %56 = icmp eq i16 %23, -32768
  %57 = icmp eq i16 %15, -1
  %58 = and i1 %56, %57
  %59 = or i1 %55, %58
  %60 = select i1 %59, i16 1, i16 %15
  %61 = sdiv i16 %23, %60
  %62 = select i1 %55, i16 -1, i16 %61
  %63 = srem i16 %23, %60
  %64 = select i1 %58, i16 0, i16 %63
  %65 = select i1 %55, i16 -1, i16 %64
  %66 = zext i16 %62 to i32
  %67 = zext i16 %65 to i32
  %68 = shl nuw i32 %67, 16
  %69 = or disjoint i32 %68, %66
  %70 = add i64 %27, 8
  %71 = inttoptr i64 %70 to ptr
  store i32 %69, ptr %71, align 4
  %72 = call i16 @llvm.umax.i16(i16 %15, i16 1)
  %73 = udiv i16 %23, %72
  %74 = select i1 %55, i16 -1, i16 %73
  %75 = urem i16 %23, %72
  %76 = select i1 %55, i16 -1, i16 %75
  %77 = zext i16 %74 to i32
  %78 = zext i16 %76 to i32
  %79 = shl nuw i32 %78, 16
  %80 = or disjoint i32 %79, %77
  %81 = add i64 %27, 12
  %82 = inttoptr i64 %81 to ptr
  store i32 %80, ptr %82, align 4
  %83 = call i16 @llvm.smin.i16(i16 %15, i16 %23)
  %84 = call i16 @llvm.smax.i16(i16 %15, i16 %23)
  %85 = zext i16 %83 to i32
  %86 = zext i16 %84 to i32
  %87 = shl nuw i32 %86, 16
  %88 = or disjoint i32 %87, %85
  %89 = add i64 %27, 16
  %90 = inttoptr i64 %89 to ptr
  store i32 %88, ptr %90, align 4
  %91 = call i16 @llvm.umin.i16(i16 %15, i16 %23)
  %92 = call i16 @llvm.umax.i16(i16 %15, i16 %23)
  %93 = zext i16 %91 to i32
  %94 = zext i16 %92 to i32
  %95 = shl nuw i32 %94, 16
  %96 = or disjoint i32 %95, %93
  %97 = add i64 %27, 20
  %98 = inttoptr i64 %97 to ptr
  store i32 %96, ptr %98, align 4
  %99 = shl i32 %9, 2
  %100 = and i32 %99, 60
  %101 = zext nneg i32 %100 to i64
  %102 = add i64 %101, ptrtoint (ptr @U32_VALUES to i64)
  %103 = inttoptr i64 %102 to ptr
  %104 = load i32, ptr %103, align 4, !invariant.load !0
  %105 = sext i16 %15 to i32
  %106 = sext i16 %23 to i32
  %107 = mul nsw i32 %105, %106
  %108 = add i32 %107, %104
  %109 = add i64 %27, 24
  %110 = inttoptr i64 %109 to ptr
  store i32 %108, ptr %110, align 4
  %111 = add i32 %99, 20
  %112 = and i32 %111, 60
  %113 = zext nneg i32 %112 to i64
  %114 = add i64 %113, ptrtoint (ptr @U32_VALUES to i64)
  %115 = inttoptr i64 %114 to ptr
  %116 = load i32, ptr %115, align 4, !invariant.load !0
  %117 = zext i16 %15 to i32
  %118 = zext i16 %23 to i32
  %119 = mul nuw i32 %117, %118
  %120 = add i32 %119, %116
  %121 = add i64 %27, 28
  %122 = inttoptr i64 %121 to ptr
  store i32 %120, ptr %122, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.abs.i16(i16, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
