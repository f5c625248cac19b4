; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@table = protected global [32 x i8] c"\0B\00\00\00\16\00\00\00!\00\00\00,\00\00\007\00\00\00B\00\00\00M\00\00\00X\00\00\00", align 4
@table_ptr = protected global <{ i64 }> <{ i64 ptrtoint (ptr getelementptr (i8, ptr addrspacecast (ptr @table to ptr), i64 8) to i64) }>, align 8
@table_raw = protected global <{ i64 }> <{ i64 ptrtoint (ptr @table to i64) }>, align 8
@fn_ptr = protected global <{ i64 }> <{ i64 ptrtoint (ptr @twice to i64) }>, align 8
@fn_table = protected global <{ i64, i64 }> <{ i64 ptrtoint (ptr @twice to i64), i64 ptrtoint (ptr @thrice to i64) }>, align 8
@pair = protected global [8 x i8] c"xV4\12\F0\DE\BC\9A", align 8
@quad = protected global [16 x i8] c"\00\00\80?\00\00 \C0\00\00\00?\DB\0FI\C0", align 16
@bytes = protected global [6 x i8] c"\01\02\03\FA\FB\FC", align 1
@shorts = protected global [8 x i8] c"\FF\FF\02\00\00\80\FF\7F", align 2
@dbl = protected global [8 x i8] c"\18-DT\FB!\09@", align 8
@zeroes = protected global [16 x i8] zeroinitializer, align 4
@weak_var = weak global [4 x i8] c"\D2\04\00\00", align 4
@common_var = common global [4 x i8] zeroinitializer, align 4
@visible_var = global [4 x i8] c".\16\00\00", align 4
@cvals = protected global [16 x i8] c"\FE\CA\00\00\BE\BA\00\00\AD\DE\00\00\EF\BE\00\00", align 4
@cfloat = protected global [4 x i8] c"\00\00\C0?", align 4
@cptr = protected global <{ i64 }> <{ i64 ptrtoint (ptr getelementptr (i8, ptr addrspacecast (ptr @table to ptr), i64 28) to i64) }>, align 8
@__rocuda_kernel.globals_init = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 64, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.param_calls = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 64, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.indirect_calls = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shared_and_pragma = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 256, i32 256, i32 128, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define internal i32 @scale_later(ptr %0, i32 %1) {
allocas:
  %2 = mul i32 %1, 9
  %3 = add i32 %2, 4
  ret i32 %3
}

define internal i32 @twice(ptr %0, i32 %1) {
allocas:
  %2 = shl i32 %1, 1
  ret i32 %2
}

define internal i32 @thrice(ptr %0, i32 %1) {
allocas:
  %2 = mul i32 %1, 3
  ret i32 %2
}

define void @globals_init(ptr %0, ptr %1) {
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
  %13 = shl i32 %7, 2
  %14 = and i32 %13, 28
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr @table to i64)
  %17 = inttoptr i64 %16 to ptr
  %18 = load i32, ptr %17, align 4
  %19 = load i64, ptr @table_ptr, align 8
  %20 = and i32 %7, 3
  %21 = zext nneg i32 %20 to i64
  %22 = shl nuw nsw i64 %21, 2
  %23 = add i64 %19, %22
  %24 = inttoptr i64 %23 to ptr
  %25 = load i32, ptr %24, align 4
  %26 = add i32 %18, %25
  %27 = inttoptr i64 %12 to ptr
  store i32 %26, ptr %27, align 4
  %28 = load i64, ptr @table_raw, align 8
  %29 = add i64 %28, 20
  %30 = inttoptr i64 %29 to ptr
  %31 = load i32, ptr %30, align 4
  %32 = load i32, ptr @weak_var, align 4
  %33 = load i32, ptr @common_var, align 4
  %34 = load i32, ptr @visible_var, align 4
  %35 = add i32 %31, %32
  %36 = add i32 %35, %33
  %37 = add i32 %36, %34
  %38 = add i64 %12, 4
  %39 = inttoptr i64 %38 to ptr
  store i32 %37, ptr %39, align 4
  %40 = load <2 x i32>, ptr @pair, align 8
  %41 = extractelement <2 x i32> %40, i64 0
  %42 = extractelement <2 x i32> %40, i64 1
  %43 = xor i32 %41, %42
  %44 = add i64 %12, 8
  %45 = inttoptr i64 %44 to ptr
  store i32 %43, ptr %45, align 4
  %46 = load <4 x i32>, ptr @quad, align 16
  %bc = bitcast <4 x i32> %46 to <4 x float>
  %47 = extractelement <4 x float> %bc, i64 0
  %48 = extractelement <4 x float> %bc, i64 1
  %49 = extractelement <4 x float> %bc, i64 2
  %50 = extractelement <4 x float> %bc, i64 3
  %51 = fadd float %47, %48
  %52 = fmul float %49, %50
  %53 = fadd float %51, %52
  %54 = add i64 %12, 12
  %55 = inttoptr i64 %54 to ptr
  store float %53, ptr %55, align 4
  %56 = urem i32 %7, 6
  %57 = zext nneg i32 %56 to i64
  %58 = add i64 %57, ptrtoint (ptr @bytes to i64)
  %59 = inttoptr i64 %58 to ptr
  %60 = load i8, ptr %59, align 1
  %61 = sext i8 %60 to i32
  %62 = shl nuw nsw i64 %21, 1
  %63 = add i64 %62, ptrtoint (ptr @shorts to i64)
  %64 = inttoptr i64 %63 to ptr
  %65 = load i16, ptr %64, align 2
  %66 = sext i16 %65 to i32
  %67 = shl nsw i32 %66, 8
  %68 = xor i32 %67, %61
  %69 = add i64 %12, 16
  %70 = inttoptr i64 %69 to ptr
  store i32 %68, ptr %70, align 4
  %71 = load i32, ptr getelementptr inbounds (i8, ptr @cvals, i64 8), align 4
  %72 = load float, ptr @cfloat, align 4
  %73 = call float @llvm.trunc.f32(float %72)
  %74 = call i32 @llvm.fptoui.sat.i32.f32(float %73)
  %75 = load i64, ptr @cptr, align 8
  %76 = inttoptr i64 %75 to ptr
  %77 = load i32, ptr %76, align 4
  %78 = add i32 %71, %74
  %79 = add i32 %78, %77
  %80 = add i64 %12, 20
  %81 = inttoptr i64 %80 to ptr
  store i32 %79, ptr %81, align 4
  %82 = load i64, ptr @dbl, align 8
  %83 = trunc i64 %82 to i32
  %84 = lshr i64 %82, 32
  %85 = trunc nuw i64 %84 to i32
  %86 = load i32, ptr getelementptr inbounds (i8, ptr @zeroes, i64 12), align 4
  %87 = add i32 %86, %85
  %88 = add i64 %12, 24
  %89 = inttoptr i64 %88 to ptr
  store i32 %87, ptr %89, align 4
  %90 = add i64 %12, 28
  %91 = inttoptr i64 %90 to ptr
  store i32 %83, ptr %91, align 4
  ret void
}

define internal [16 x i8] @make_pair(ptr %0, i32 %1) {
allocas:
  %2 = zext i32 %1 to i64
  %3 = mul nuw nsw i64 %2, 65537
  %4 = mul i32 %1, 3
  %res.sroa.0.0.extract.trunc = trunc i64 %3 to i8
  %res.sroa.3.0.extract.shift = lshr i64 %3, 8
  %res.sroa.3.0.extract.trunc = trunc i64 %res.sroa.3.0.extract.shift to i8
  %res.sroa.5.0.extract.shift = lshr i64 %3, 16
  %res.sroa.5.0.extract.trunc = trunc i64 %res.sroa.5.0.extract.shift to i8
  %res.sroa.7.0.extract.shift = lshr i64 %3, 24
  %res.sroa.7.0.extract.trunc = trunc i64 %res.sroa.7.0.extract.shift to i8
  %res.sroa.9.0.extract.shift = lshr i64 %3, 32
  %res.sroa.9.0.extract.trunc = trunc i64 %res.sroa.9.0.extract.shift to i8
  %res.sroa.11.0.extract.shift = lshr i64 %3, 40
  %res.sroa.11.0.extract.trunc = trunc i64 %res.sroa.11.0.extract.shift to i8
  %res.sroa.13.0.extract.shift = lshr i64 %3, 48
  %res.sroa.13.0.extract.trunc = trunc nuw nsw i64 %res.sroa.13.0.extract.shift to i8
  %res.sroa.17.8.extract.trunc = trunc i32 %4 to i8
  %res.sroa.20.8.extract.shift = lshr i32 %4, 8
  %res.sroa.20.8.extract.trunc = trunc i32 %res.sroa.20.8.extract.shift to i8
  %res.sroa.22.8.extract.shift = lshr i32 %4, 16
  %res.sroa.22.8.extract.trunc = trunc i32 %res.sroa.22.8.extract.shift to i8
  %res.sroa.24.8.extract.shift = lshr i32 %4, 24
  %res.sroa.24.8.extract.trunc = trunc nuw i32 %res.sroa.24.8.extract.shift to i8
  %res.sroa.26.12.extract.trunc = trunc i32 %1 to i8
  %res.sroa.29.12.extract.shift = lshr i32 %1, 8
  %res.sroa.29.12.extract.trunc = trunc i32 %res.sroa.29.12.extract.shift to i8
  %res.sroa.31.12.extract.shift = lshr i32 %1, 16
  %res.sroa.31.12.extract.trunc = trunc i32 %res.sroa.31.12.extract.shift to i8
  %res.sroa.33.12.extract.shift = lshr i32 %1, 24
  %res.sroa.33.12.extract.trunc = trunc nuw i32 %res.sroa.33.12.extract.shift to i8
  %.fca.0.insert = insertvalue [16 x i8] poison, i8 %res.sroa.0.0.extract.trunc, 0
  %.fca.1.insert = insertvalue [16 x i8] %.fca.0.insert, i8 %res.sroa.3.0.extract.trunc, 1
  %.fca.2.insert = insertvalue [16 x i8] %.fca.1.insert, i8 %res.sroa.5.0.extract.trunc, 2
  %.fca.3.insert = insertvalue [16 x i8] %.fca.2.insert, i8 %res.sroa.7.0.extract.trunc, 3
  %.fca.4.insert = insertvalue [16 x i8] %.fca.3.insert, i8 %res.sroa.9.0.extract.trunc, 4
  %.fca.5.insert = insertvalue [16 x i8] %.fca.4.insert, i8 %res.sroa.11.0.extract.trunc, 5
  %.fca.6.insert = insertvalue [16 x i8] %.fca.5.insert, i8 %res.sroa.13.0.extract.trunc, 6
  %.fca.7.insert = insertvalue [16 x i8] %.fca.6.insert, i8 0, 7
  %.fca.8.insert = insertvalue [16 x i8] %.fca.7.insert, i8 %res.sroa.17.8.extract.trunc, 8
  %.fca.9.insert = insertvalue [16 x i8] %.fca.8.insert, i8 %res.sroa.20.8.extract.trunc, 9
  %.fca.10.insert = insertvalue [16 x i8] %.fca.9.insert, i8 %res.sroa.22.8.extract.trunc, 10
  %.fca.11.insert = insertvalue [16 x i8] %.fca.10.insert, i8 %res.sroa.24.8.extract.trunc, 11
  %.fca.12.insert = insertvalue [16 x i8] %.fca.11.insert, i8 %res.sroa.26.12.extract.trunc, 12
  %.fca.13.insert = insertvalue [16 x i8] %.fca.12.insert, i8 %res.sroa.29.12.extract.trunc, 13
  %.fca.14.insert = insertvalue [16 x i8] %.fca.13.insert, i8 %res.sroa.31.12.extract.trunc, 14
  %.fca.15.insert = insertvalue [16 x i8] %.fca.14.insert, i8 %res.sroa.33.12.extract.trunc, 15
  ret [16 x i8] %.fca.15.insert
}

define void @param_calls(ptr %0, ptr %1) {
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
  %13 = call [16 x i8] @make_pair(ptr nonnull %1, i32 %9)
  %.fca.0.extract = extractvalue [16 x i8] %13, 0
  %.fca.1.extract = extractvalue [16 x i8] %13, 1
  %.fca.2.extract = extractvalue [16 x i8] %13, 2
  %.fca.3.extract = extractvalue [16 x i8] %13, 3
  %.fca.4.extract = extractvalue [16 x i8] %13, 4
  %.fca.5.extract = extractvalue [16 x i8] %13, 5
  %.fca.6.extract = extractvalue [16 x i8] %13, 6
  %.fca.7.extract = extractvalue [16 x i8] %13, 7
  %.fca.8.extract = extractvalue [16 x i8] %13, 8
  %.fca.9.extract = extractvalue [16 x i8] %13, 9
  %.fca.10.extract = extractvalue [16 x i8] %13, 10
  %.fca.11.extract = extractvalue [16 x i8] %13, 11
  %.fca.12.extract = extractvalue [16 x i8] %13, 12
  %.fca.13.extract = extractvalue [16 x i8] %13, 13
  %.fca.14.extract = extractvalue [16 x i8] %13, 14
  %.fca.15.extract = extractvalue [16 x i8] %13, 15
  %res.sroa.8.0.insert.ext = zext i8 %.fca.7.extract to i32
  %res.sroa.8.0.insert.shift = shl nuw i32 %res.sroa.8.0.insert.ext, 24
  %res.sroa.7.0.insert.ext = zext i8 %.fca.6.extract to i32
  %res.sroa.7.0.insert.shift = shl nuw nsw i32 %res.sroa.7.0.insert.ext, 16
  %res.sroa.7.0.insert.insert = or disjoint i32 %res.sroa.8.0.insert.shift, %res.sroa.7.0.insert.shift
  %res.sroa.6.0.insert.ext = zext i8 %.fca.5.extract to i32
  %res.sroa.6.0.insert.shift = shl nuw nsw i32 %res.sroa.6.0.insert.ext, 8
  %res.sroa.6.0.insert.insert = or disjoint i32 %res.sroa.7.0.insert.insert, %res.sroa.6.0.insert.shift
  %res.sroa.5.0.insert.ext = zext i8 %.fca.4.extract to i32
  %res.sroa.5.0.insert.insert = or disjoint i32 %res.sroa.6.0.insert.insert, %res.sroa.5.0.insert.ext
  %res.sroa.4.0.insert.ext = zext i8 %.fca.3.extract to i32
  %res.sroa.4.0.insert.shift = shl nuw i32 %res.sroa.4.0.insert.ext, 24
  %res.sroa.3.0.insert.ext = zext i8 %.fca.2.extract to i32
  %res.sroa.3.0.insert.shift = shl nuw nsw i32 %res.sroa.3.0.insert.ext, 16
  %res.sroa.2.0.insert.ext = zext i8 %.fca.1.extract to i32
  %res.sroa.2.0.insert.shift = shl nuw nsw i32 %res.sroa.2.0.insert.ext, 8
  %14 = or disjoint i32 %res.sroa.4.0.insert.shift, %res.sroa.3.0.insert.shift
  %res.sroa.0.0.insert.ext = zext i8 %.fca.0.extract to i32
  %15 = or disjoint i32 %res.sroa.2.0.insert.shift, %res.sroa.0.0.insert.ext
  %res.sroa.0.0.insert.insert = or disjoint i32 %15, %14
  %res.sroa.13.8.insert.ext = zext i8 %.fca.11.extract to i32
  %res.sroa.13.8.insert.shift = shl nuw i32 %res.sroa.13.8.insert.ext, 24
  %res.sroa.12.8.insert.ext = zext i8 %.fca.10.extract to i32
  %res.sroa.12.8.insert.shift = shl nuw nsw i32 %res.sroa.12.8.insert.ext, 16
  %res.sroa.12.8.insert.insert = or disjoint i32 %res.sroa.13.8.insert.shift, %res.sroa.12.8.insert.shift
  %res.sroa.11.8.insert.ext = zext i8 %.fca.9.extract to i32
  %res.sroa.11.8.insert.shift = shl nuw nsw i32 %res.sroa.11.8.insert.ext, 8
  %res.sroa.11.8.insert.insert = or disjoint i32 %res.sroa.12.8.insert.insert, %res.sroa.11.8.insert.shift
  %res.sroa.9.8.insert.ext = zext i8 %.fca.8.extract to i32
  %res.sroa.9.8.insert.insert = or disjoint i32 %res.sroa.11.8.insert.insert, %res.sroa.9.8.insert.ext
  %res.sroa.18.12.insert.ext = zext i8 %.fca.15.extract to i32
  %res.sroa.18.12.insert.shift = shl nuw i32 %res.sroa.18.12.insert.ext, 24
  %res.sroa.17.12.insert.ext = zext i8 %.fca.14.extract to i32
  %res.sroa.17.12.insert.shift = shl nuw nsw i32 %res.sroa.17.12.insert.ext, 16
  %res.sroa.17.12.insert.insert = or disjoint i32 %res.sroa.18.12.insert.shift, %res.sroa.17.12.insert.shift
  %res.sroa.16.12.insert.ext = zext i8 %.fca.13.extract to i32
  %res.sroa.16.12.insert.shift = shl nuw nsw i32 %res.sroa.16.12.insert.ext, 8
  %res.sroa.16.12.insert.insert = or disjoint i32 %res.sroa.17.12.insert.insert, %res.sroa.16.12.insert.shift
  %res.sroa.14.12.insert.ext = zext i8 %.fca.12.extract to i32
  %res.sroa.14.12.insert.insert = or disjoint i32 %res.sroa.16.12.insert.insert, %res.sroa.14.12.insert.ext
  %16 = add i32 %res.sroa.9.8.insert.insert, %res.sroa.0.0.insert.insert
  %17 = add i32 %16, %res.sroa.14.12.insert.insert
  %18 = inttoptr i64 %12 to ptr
  store i32 %17, ptr %18, align 4
  %19 = call i32 @scale_later(ptr nonnull %1, i32 %9)
  %20 = add i64 %12, 4
  %21 = inttoptr i64 %20 to ptr
  store i32 %19, ptr %21, align 4
  %22 = add i64 %12, 8
  %23 = inttoptr i64 %22 to ptr
  store i32 %res.sroa.5.0.insert.insert, ptr %23, align 4
  ret void
}

define void @indirect_calls(ptr %0, ptr %1) {
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
  %14 = load i64, ptr @fn_ptr, align 8
  %15 = inttoptr i64 %14 to ptr
  %16 = call i32 %15(ptr nonnull %1, i32 %13)
  %17 = inttoptr i64 %12 to ptr
  store i32 %16, ptr %17, align 4
  %18 = shl i32 %7, 3
  %19 = and i32 %18, 8
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr @fn_table to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i64, ptr %22, align 8
  %24 = inttoptr i64 %23 to ptr
  %25 = call i32 %24(ptr nonnull %1, i32 %13)
  %26 = add i64 %12, 4
  %27 = inttoptr i64 %26 to ptr
  store i32 %25, ptr %27, align 4
  %28 = icmp ult i32 %7, 16
  %29 = select i1 %28, ptr @thrice, ptr @scale_later
  %30 = call i32 %29(ptr nonnull %1, i32 %9)
  %31 = add i64 %12, 8
  %32 = inttoptr i64 %31 to ptr
  store i32 %30, ptr %32, align 4
  %33 = load i64, ptr getelementptr inbounds (i8, ptr @fn_table, i64 8), align 8
  %34 = icmp eq i64 %33, ptrtoint (ptr @thrice to i64)
  %35 = zext i1 %34 to i32
  %.not = icmp eq i64 %14, ptrtoint (ptr @thrice to i64)
  %36 = select i1 %.not, i32 0, i32 2
  %37 = or disjoint i32 %36, %35
  %38 = add i64 %12, 12
  %39 = inttoptr i64 %38 to ptr
  store i32 %37, ptr %39, align 4
  ret void
}

define void @shared_and_pragma(ptr %0, ptr %1) {
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
  %13 = getelementptr i8, ptr %1, i64 80
  %14 = load ptr, ptr %13, align 8
  %15 = shl i32 %7, 2
  %16 = mul i32 %7, 5
  %17 = zext i32 %15 to i64
  %18 = getelementptr i8, ptr %14, i64 %17
  store i32 %16, ptr %18, align 4
  %19 = add i32 %15, 256
  %20 = add i32 %7, 1
  %21 = getelementptr i8, ptr %1, i64 104
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr i8, ptr %22, i64 40
  %24 = load ptr, ptr %23, align 8
  %25 = call i32 %24(ptr nonnull %1, i32 0) #1
  %26 = zext i32 %19 to i64
  %27 = load ptr, ptr %13, align 8
  %28 = getelementptr i8, ptr %27, i64 %26
  store i32 %20, ptr %28, align 4
  %29 = load ptr, ptr %21, align 8
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr nonnull %1, i32 0, i32 0) #1
  %31 = xor i32 %15, 252
  %32 = zext i32 %31 to i64
  %33 = load ptr, ptr %13, align 8
  %34 = getelementptr i8, ptr %33, i64 %32
  %35 = load i32, ptr %34, align 4
  %36 = inttoptr i64 %12 to ptr
  store i32 %35, ptr %36, align 4
  %37 = add i32 %31, 256
  %38 = zext i32 %37 to i64
  %39 = load ptr, ptr %13, align 8
  %40 = getelementptr i8, ptr %39, i64 %38
  %41 = load i32, ptr %40, align 4
  %42 = add i64 %12, 4
  %43 = inttoptr i64 %42 to ptr
  store i32 %41, ptr %43, align 4
  %44 = load ptr, ptr %13, align 8
  %45 = getelementptr i8, ptr %44, i64 256
  %46 = ptrtoint ptr %45 to i64
  %47 = add i64 %46, 255
  %48 = inttoptr i64 %47 to ptr
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i32
  %51 = add i64 %46, 252
  %52 = inttoptr i64 %51 to ptr
  %53 = load i8, ptr %52, align 1
  %54 = zext i8 %53 to i32
  %55 = shl nuw nsw i32 %54, 8
  %56 = or disjoint i32 %55, %50
  %57 = add i64 %12, 8
  %58 = inttoptr i64 %57 to ptr
  store i32 %56, ptr %58, align 4
  %59 = and i32 %7, 15
  br label %"$loop"

"$loop":                                          ; preds = %"$loop", %allocas
  %"%r21.0" = phi i32 [ 0, %allocas ], [ %61, %"$loop" ]
  %"%r20.0" = phi i32 [ 0, %allocas ], [ %62, %"$loop" ]
  %60 = mul i32 %"%r21.0", 31
  %61 = add i32 %60, %"%r20.0"
  %62 = add i32 %"%r20.0", 1
  %.not = icmp ugt i32 %62, %59
  br i1 %.not, label %63, label %"$loop"

63:                                               ; preds = %"$loop"
  %64 = add i64 %12, 12
  %65 = inttoptr i64 %64 to ptr
  store i32 %61, ptr %65, align 4
  %66 = mul i32 %7, %7
  %67 = add i32 %66, %61
  %68 = add i64 %12, 16
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptoui.sat.i32.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent }
