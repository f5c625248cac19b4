; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@FP8_F32 = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\00\00\80?\00\00\80\BF\00\00\88?\00\00\98?\00\00\90?\00\00\B0?\00\00\E0C\00\00\E8C\00\00\F0C\00\00\FA\C3\00\00`G\00\00pG\00$tI\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\00\00;\00\00\80:\00\00@;\00\00\80<\00\00`<\00\00\807\00\00\007\00\00\C07\00\00\808\FF\E6\DB.\9A\99\99>\00\000\C0\00\00\C8B\DB\0FI@", align 4
@FP8_F16 = protected global [64 x i8] c"\00\00\00\80\00<\00\BC@<\C0<\80<\80=\00_@_\80_\D0\DF\00{\80{\FF{\00|\00\FC\00~\00\18\00\14\00\1A\00$\00#\00\01\80\00\80\01\00\04\01\00\CD4\80\C1@VHB", align 2
@__rocuda_kernel.fp8_e4m3x2_from_f32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.fp8_e5m2x2_from_f32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.fp8_e4m3x2_from_f16x2 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.fp8_e5m2x2_from_f16x2 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.fp8_e4m3x2_to_f16x2 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.fp8_e5m2x2_to_f16x2 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @fp8_e4m3x2_from_f32(ptr %0, ptr %1) {
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
  %13 = shl i32 %9, 2
  %14 = and i32 %13, 124
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr @FP8_F32 to i64)
  %17 = inttoptr i64 %16 to ptr
  %18 = load i32, ptr %17, align 4
  %19 = bitcast i32 %18 to float
  %20 = lshr i32 %9, 2
  %21 = and i32 %20, 1073741816
  %22 = and i32 %9, 1
  %23 = or disjoint i32 %21, %22
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %101, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %12, %allocas ], [ %100, %"$Lloop" ]
  %24 = shl i32 %"%r8.0", 1
  %25 = add i32 %24, %23
  %26 = zext i32 %25 to i64
  %27 = shl nuw nsw i64 %26, 2
  %28 = add i64 %27, ptrtoint (ptr @FP8_F32 to i64)
  %29 = inttoptr i64 %28 to ptr
  %30 = load i32, ptr %29, align 4
  %31 = bitcast i32 %30 to float
  %32 = and i32 %30, 2147483647
  %33 = icmp ugt i32 %32, 2139095040
  %34 = add nsw i32 %32, -1006632960
  %35 = lshr i32 %34, 20
  %36 = and i32 %30, 1048575
  %37 = icmp ugt i32 %36, 524288
  %38 = and i32 %30, 2097151
  %39 = icmp eq i32 %38, 1572864
  %40 = or i1 %37, %39
  %41 = zext i1 %40 to i32
  %42 = add nuw nsw i32 %35, %41
  %43 = icmp ugt i32 %32, 1015021567
  %44 = call float @llvm.fabs.f32(float %31)
  %45 = fmul float %44, 5.120000e+02
  %46 = call float @llvm.roundeven.f32(float %45)
  %47 = fptoui float %46 to i32
  %48 = select i1 %43, i32 %42, i32 %47
  %49 = call i32 @llvm.umin.i32(i32 %48, i32 126)
  %50 = lshr i32 %30, 24
  %51 = and i32 %50, 128
  %52 = or disjoint i32 %49, %51
  %53 = and i32 %18, 2147483647
  %54 = icmp ugt i32 %53, 2139095040
  %55 = add nsw i32 %53, -1006632960
  %56 = lshr i32 %55, 20
  %57 = and i32 %18, 1048575
  %58 = icmp ugt i32 %57, 524288
  %59 = and i32 %18, 2097151
  %60 = icmp eq i32 %59, 1572864
  %61 = or i1 %58, %60
  %62 = zext i1 %61 to i32
  %63 = add nuw nsw i32 %56, %62
  %64 = icmp ugt i32 %53, 1015021567
  %65 = call float @llvm.fabs.f32(float %19)
  %66 = fmul float %65, 5.120000e+02
  %67 = call float @llvm.roundeven.f32(float %66)
  %68 = fptoui float %67 to i32
  %69 = select i1 %64, i32 %63, i32 %68
  %70 = call i32 @llvm.umin.i32(i32 %69, i32 126)
  %71 = lshr i32 %18, 24
  %72 = and i32 %71, 128
  %73 = or disjoint i32 %70, %72
  %74 = select i1 %33, i32 127, i32 %52
  %75 = shl nuw nsw i32 %73, 8
  %76 = select i1 %54, i32 32512, i32 %75
  %77 = or disjoint i32 %74, %76
  %78 = and i32 %74, 127
  %79 = icmp eq i32 %78, 127
  %80 = and i32 %76, 32512
  %81 = icmp eq i32 %80, 32512
  %82 = or disjoint i32 %76, 127
  %spec.select = select i1 %79, i32 %82, i32 %77
  %83 = and i32 %spec.select, -65281
  %84 = or disjoint i32 %83, 32512
  %"%r10.1" = select i1 %81, i32 %84, i32 %spec.select
  %85 = inttoptr i64 %"%rd3.0" to ptr
  store i32 %"%r10.1", ptr %85, align 4
  %.not.inv = icmp slt i32 %30, 0
  %86 = select i1 %.not.inv, i32 0, i32 %52
  %.not30.inv = icmp slt i32 %18, 0
  %87 = select i1 %33, i32 127, i32 %86
  %88 = select i1 %.not30.inv, i32 0, i32 %75
  %89 = select i1 %54, i32 32512, i32 %88
  %90 = or disjoint i32 %87, %89
  %91 = and i32 %87, 127
  %92 = icmp eq i32 %91, 127
  %93 = and i32 %89, 32512
  %94 = icmp eq i32 %93, 32512
  %95 = or disjoint i32 %89, 127
  %"%r11.0" = select i1 %92, i32 %95, i32 %90
  %96 = and i32 %"%r11.0", -65281
  %97 = or disjoint i32 %96, 32512
  %"%r11.1" = select i1 %94, i32 %97, i32 %"%r11.0"
  %98 = add i64 %"%rd3.0", 4
  %99 = inttoptr i64 %98 to ptr
  store i32 %"%r11.1", ptr %99, align 4
  %100 = add i64 %"%rd3.0", 8
  %101 = add i32 %"%r8.0", 1
  %102 = icmp ult i32 %101, 4
  br i1 %102, label %"$Lloop", label %103

103:                                              ; preds = %"$Lloop"
  ret void
}

define void @fp8_e5m2x2_from_f32(ptr %0, ptr %1) {
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
  %13 = shl i32 %9, 2
  %14 = and i32 %13, 124
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr @FP8_F32 to i64)
  %17 = inttoptr i64 %16 to ptr
  %18 = load i32, ptr %17, align 4
  %19 = bitcast i32 %18 to float
  %20 = lshr i32 %9, 2
  %21 = and i32 %20, 1073741816
  %22 = and i32 %9, 1
  %23 = or disjoint i32 %21, %22
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %101, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %12, %allocas ], [ %100, %"$Lloop" ]
  %24 = shl i32 %"%r8.0", 1
  %25 = add i32 %24, %23
  %26 = zext i32 %25 to i64
  %27 = shl nuw nsw i64 %26, 2
  %28 = add i64 %27, ptrtoint (ptr @FP8_F32 to i64)
  %29 = inttoptr i64 %28 to ptr
  %30 = load i32, ptr %29, align 4
  %31 = bitcast i32 %30 to float
  %32 = and i32 %30, 2147483647
  %33 = icmp ugt i32 %32, 2139095040
  %34 = add nsw i32 %32, -939524096
  %35 = lshr i32 %34, 21
  %36 = and i32 %30, 2097151
  %37 = icmp ugt i32 %36, 1048576
  %38 = and i32 %30, 4194303
  %39 = icmp eq i32 %38, 3145728
  %40 = or i1 %37, %39
  %41 = zext i1 %40 to i32
  %42 = add nuw nsw i32 %35, %41
  %43 = icmp ugt i32 %32, 947912703
  %44 = call float @llvm.fabs.f32(float %31)
  %45 = fmul float %44, 6.553600e+04
  %46 = call float @llvm.roundeven.f32(float %45)
  %47 = fptoui float %46 to i32
  %48 = select i1 %43, i32 %42, i32 %47
  %49 = call i32 @llvm.umin.i32(i32 %48, i32 123)
  %50 = lshr i32 %30, 24
  %51 = and i32 %50, 128
  %52 = or disjoint i32 %49, %51
  %53 = and i32 %18, 2147483647
  %54 = icmp ugt i32 %53, 2139095040
  %55 = add nsw i32 %53, -939524096
  %56 = lshr i32 %55, 21
  %57 = and i32 %18, 2097151
  %58 = icmp ugt i32 %57, 1048576
  %59 = and i32 %18, 4194303
  %60 = icmp eq i32 %59, 3145728
  %61 = or i1 %58, %60
  %62 = zext i1 %61 to i32
  %63 = add nuw nsw i32 %56, %62
  %64 = icmp ugt i32 %53, 947912703
  %65 = call float @llvm.fabs.f32(float %19)
  %66 = fmul float %65, 6.553600e+04
  %67 = call float @llvm.roundeven.f32(float %66)
  %68 = fptoui float %67 to i32
  %69 = select i1 %64, i32 %63, i32 %68
  %70 = call i32 @llvm.umin.i32(i32 %69, i32 123)
  %71 = lshr i32 %18, 24
  %72 = and i32 %71, 128
  %73 = or disjoint i32 %70, %72
  %74 = select i1 %33, i32 127, i32 %52
  %75 = shl nuw nsw i32 %73, 8
  %76 = select i1 %54, i32 32512, i32 %75
  %77 = or disjoint i32 %74, %76
  %78 = and i32 %74, 127
  %79 = icmp ugt i32 %78, 124
  %80 = and i32 %76, 32512
  %81 = icmp ugt i32 %80, 31744
  %82 = or disjoint i32 %76, 127
  %spec.select = select i1 %79, i32 %82, i32 %77
  %83 = and i32 %spec.select, -65281
  %84 = or disjoint i32 %83, 32512
  %"%r10.1" = select i1 %81, i32 %84, i32 %spec.select
  %85 = inttoptr i64 %"%rd3.0" to ptr
  store i32 %"%r10.1", ptr %85, align 4
  %.not.inv = icmp slt i32 %30, 0
  %86 = select i1 %.not.inv, i32 0, i32 %52
  %.not30.inv = icmp slt i32 %18, 0
  %87 = select i1 %33, i32 127, i32 %86
  %88 = select i1 %.not30.inv, i32 0, i32 %75
  %89 = select i1 %54, i32 32512, i32 %88
  %90 = or disjoint i32 %87, %89
  %91 = and i32 %87, 127
  %92 = icmp ugt i32 %91, 124
  %93 = and i32 %89, 32512
  %94 = icmp ugt i32 %93, 31744
  %95 = or disjoint i32 %89, 127
  %"%r11.0" = select i1 %92, i32 %95, i32 %90
  %96 = and i32 %"%r11.0", -65281
  %97 = or disjoint i32 %96, 32512
  %"%r11.1" = select i1 %94, i32 %97, i32 %"%r11.0"
  %98 = add i64 %"%rd3.0", 4
  %99 = inttoptr i64 %98 to ptr
  store i32 %"%r11.1", ptr %99, align 4
  %100 = add i64 %"%rd3.0", 8
  %101 = add i32 %"%r8.0", 1
  %102 = icmp ult i32 %101, 4
  br i1 %102, label %"$Lloop", label %103

103:                                              ; preds = %"$Lloop"
  ret void
}

define void @fp8_e4m3x2_from_f16x2(ptr %0, ptr %1) {
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
  %13 = shl i32 %9, 1
  %14 = and i32 %13, 62
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr @FP8_F16 to i64)
  %17 = inttoptr i64 %16 to ptr
  %18 = load half, ptr %17, align 2
  %19 = lshr i32 %9, 2
  %20 = and i32 %19, 1073741816
  %21 = and i32 %9, 1
  %22 = or disjoint i32 %20, %21
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %104, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %12, %allocas ], [ %103, %"$Lloop" ]
  %23 = shl i32 %"%r8.0", 1
  %24 = add i32 %23, %22
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 1
  %27 = add i64 %26, ptrtoint (ptr @FP8_F16 to i64)
  %28 = inttoptr i64 %27 to ptr
  %29 = load half, ptr %28, align 2
  %30 = fpext half %18 to float
  %31 = call float @llvm.fabs.f32(float %30)
  %32 = bitcast float %31 to i32
  %33 = bitcast half %18 to i16
  %34 = icmp ugt i32 %32, 2139095040
  %35 = add nsw i32 %32, -1006632960
  %36 = lshr i32 %35, 20
  %37 = and i32 %32, 1048575
  %38 = icmp ugt i32 %37, 524288
  %39 = and i32 %32, 2097151
  %40 = icmp eq i32 %39, 1572864
  %41 = or i1 %38, %40
  %42 = zext i1 %41 to i32
  %43 = add nuw nsw i32 %36, %42
  %44 = icmp ugt i32 %32, 1015021567
  %45 = fmul float %31, 5.120000e+02
  %46 = call float @llvm.roundeven.f32(float %45)
  %47 = fptoui float %46 to i32
  %48 = select i1 %44, i32 %43, i32 %47
  %49 = call i32 @llvm.umin.i32(i32 %48, i32 126)
  %50 = lshr i16 %33, 8
  %51 = and i16 %50, 128
  %52 = zext nneg i16 %51 to i32
  %53 = or disjoint i32 %49, %52
  %54 = fpext half %29 to float
  %55 = call float @llvm.fabs.f32(float %54)
  %56 = bitcast float %55 to i32
  %57 = bitcast half %29 to i16
  %58 = icmp ugt i32 %56, 2139095040
  %59 = add nsw i32 %56, -1006632960
  %60 = lshr i32 %59, 20
  %61 = and i32 %56, 1048575
  %62 = icmp ugt i32 %61, 524288
  %63 = and i32 %56, 2097151
  %64 = icmp eq i32 %63, 1572864
  %65 = or i1 %62, %64
  %66 = zext i1 %65 to i32
  %67 = add nuw nsw i32 %60, %66
  %68 = icmp ugt i32 %56, 1015021567
  %69 = fmul float %55, 5.120000e+02
  %70 = call float @llvm.roundeven.f32(float %69)
  %71 = fptoui float %70 to i32
  %72 = select i1 %68, i32 %67, i32 %71
  %73 = call i32 @llvm.umin.i32(i32 %72, i32 126)
  %74 = lshr i16 %57, 8
  %75 = and i16 %74, 128
  %76 = zext nneg i16 %75 to i32
  %77 = or disjoint i32 %73, %76
  %78 = select i1 %34, i32 127, i32 %53
  %79 = shl nuw nsw i32 %77, 8
  %80 = select i1 %58, i32 32512, i32 %79
  %81 = or disjoint i32 %78, %80
  %82 = and i32 %78, 127
  %83 = icmp eq i32 %82, 127
  %84 = and i32 %80, 32512
  %85 = icmp eq i32 %84, 32512
  %86 = or disjoint i32 %80, 127
  %spec.select = select i1 %83, i32 %86, i32 %81
  %87 = and i32 %spec.select, -65281
  %88 = or disjoint i32 %87, 32512
  %"%r10.1" = select i1 %85, i32 %88, i32 %spec.select
  %89 = inttoptr i64 %"%rd3.0" to ptr
  store i32 %"%r10.1", ptr %89, align 4
  %.not.inv = icmp slt i16 %33, 0
  %90 = select i1 %.not.inv, i32 0, i32 %53
  %.not29.inv = icmp slt i16 %57, 0
  %91 = select i1 %34, i32 127, i32 %90
  %92 = select i1 %.not29.inv, i32 0, i32 %79
  %.masked = select i1 %58, i32 32512, i32 %92
  %93 = or disjoint i32 %91, %.masked
  %94 = and i32 %91, 127
  %95 = icmp eq i32 %94, 127
  %96 = and i32 %93, 32512
  %97 = icmp eq i32 %96, 32512
  %98 = and i32 %93, 2147483519
  %"%r11.0" = select i1 %95, i32 %98, i32 %93
  %99 = and i32 %"%r11.0", -65281
  %100 = or disjoint i32 %99, 32512
  %"%r11.1" = select i1 %97, i32 %100, i32 %"%r11.0"
  %101 = add i64 %"%rd3.0", 4
  %102 = inttoptr i64 %101 to ptr
  store i32 %"%r11.1", ptr %102, align 4
  %103 = add i64 %"%rd3.0", 8
  %104 = add i32 %"%r8.0", 1
  %105 = icmp ult i32 %104, 4
  br i1 %105, label %"$Lloop", label %106

106:                                              ; preds = %"$Lloop"
  ret void
}

define void @fp8_e5m2x2_from_f16x2(ptr %0, ptr %1) {
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
  %13 = shl i32 %9, 1
  %14 = and i32 %13, 62
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr @FP8_F16 to i64)
  %17 = inttoptr i64 %16 to ptr
  %18 = load half, ptr %17, align 2
  %19 = lshr i32 %9, 2
  %20 = and i32 %19, 1073741816
  %21 = and i32 %9, 1
  %22 = or disjoint i32 %20, %21
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %105, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %12, %allocas ], [ %104, %"$Lloop" ]
  %23 = shl i32 %"%r8.0", 1
  %24 = add i32 %23, %22
  %25 = zext i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 1
  %27 = add i64 %26, ptrtoint (ptr @FP8_F16 to i64)
  %28 = inttoptr i64 %27 to ptr
  %29 = load half, ptr %28, align 2
  %30 = fpext half %18 to float
  %31 = call float @llvm.fabs.f32(float %30)
  %32 = bitcast float %31 to i32
  %33 = bitcast half %18 to i16
  %34 = icmp ugt i32 %32, 2139095040
  %35 = add nsw i32 %32, -939524096
  %36 = lshr i32 %35, 21
  %37 = and i32 %32, 2097151
  %38 = icmp ugt i32 %37, 1048576
  %39 = and i32 %32, 4194303
  %40 = icmp eq i32 %39, 3145728
  %41 = or i1 %38, %40
  %42 = zext i1 %41 to i32
  %43 = add nuw nsw i32 %36, %42
  %44 = icmp ugt i32 %32, 947912703
  %45 = fmul float %31, 6.553600e+04
  %46 = call float @llvm.roundeven.f32(float %45)
  %47 = fptoui float %46 to i32
  %48 = select i1 %44, i32 %43, i32 %47
  %49 = call i32 @llvm.umin.i32(i32 %48, i32 123)
  %50 = lshr i16 %33, 8
  %51 = and i16 %50, 128
  %52 = zext nneg i16 %51 to i32
  %53 = or disjoint i32 %49, %52
  %54 = fpext half %29 to float
  %55 = call float @llvm.fabs.f32(float %54)
  %56 = bitcast float %55 to i32
  %57 = bitcast half %29 to i16
  %58 = icmp ugt i32 %56, 2139095040
  %59 = add nsw i32 %56, -939524096
  %60 = lshr i32 %59, 21
  %61 = and i32 %56, 2097151
  %62 = icmp ugt i32 %61, 1048576
  %63 = and i32 %56, 4194303
  %64 = icmp eq i32 %63, 3145728
  %65 = or i1 %62, %64
  %66 = zext i1 %65 to i32
  %67 = add nuw nsw i32 %60, %66
  %68 = icmp ugt i32 %56, 947912703
  %69 = fmul float %55, 6.553600e+04
  %70 = call float @llvm.roundeven.f32(float %69)
  %71 = fptoui float %70 to i32
  %72 = select i1 %68, i32 %67, i32 %71
  %73 = call i32 @llvm.umin.i32(i32 %72, i32 123)
  %74 = lshr i16 %57, 8
  %75 = and i16 %74, 128
  %76 = zext nneg i16 %75 to i32
  %77 = or disjoint i32 %73, %76
  %78 = select i1 %34, i32 127, i32 %53
  %79 = shl nuw nsw i32 %77, 8
  %80 = select i1 %58, i32 32512, i32 %79
  %81 = or disjoint i32 %78, %80
  %82 = and i32 %78, 127
  %83 = icmp ugt i32 %82, 124
  %84 = and i32 %80, 32512
  %85 = icmp ugt i32 %84, 31744
  %86 = or disjoint i32 %80, 127
  %spec.select = select i1 %83, i32 %86, i32 %81
  %87 = and i32 %spec.select, -65281
  %88 = or disjoint i32 %87, 32512
  %"%r10.1" = select i1 %85, i32 %88, i32 %spec.select
  %89 = inttoptr i64 %"%rd3.0" to ptr
  store i32 %"%r10.1", ptr %89, align 4
  %.not.inv = icmp slt i16 %33, 0
  %90 = select i1 %.not.inv, i32 0, i32 %53
  %.not29.inv = icmp slt i16 %57, 0
  %91 = select i1 %34, i32 127, i32 %90
  %92 = select i1 %.not29.inv, i32 0, i32 %79
  %.masked = select i1 %58, i32 32512, i32 %92
  %93 = or disjoint i32 %91, %.masked
  %94 = and i32 %91, 127
  %95 = icmp ugt i32 %94, 124
  %96 = and i32 %93, 32512
  %97 = icmp ugt i32 %96, 31744
  %98 = and i32 %93, 2147483392
  %99 = or disjoint i32 %98, 127
  %"%r11.0" = select i1 %95, i32 %99, i32 %93
  %100 = and i32 %"%r11.0", -65281
  %101 = or disjoint i32 %100, 32512
  %"%r11.1" = select i1 %97, i32 %101, i32 %"%r11.0"
  %102 = add i64 %"%rd3.0", 4
  %103 = inttoptr i64 %102 to ptr
  store i32 %"%r11.1", ptr %103, align 4
  %104 = add i64 %"%rd3.0", 8
  %105 = add i32 %"%r8.0", 1
  %106 = icmp ult i32 %105, 4
  br i1 %106, label %"$Lloop", label %107

107:                                              ; preds = %"$Lloop"
  ret void
}

define void @fp8_e4m3x2_to_f16x2(ptr %0, ptr %1) {
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
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %103, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %12, %allocas ], [ %102, %"$Lloop" ]
  %13 = shl i32 %"%r8.0", 7
  %14 = add i32 %13, %9
  %15 = shl i32 %"%r8.0", 14
  %16 = mul i32 %9, 768
  %17 = add i32 %15, %16
  %18 = trunc i32 %17 to i16
  %19 = add i16 %18, 1280
  %20 = trunc i32 %14 to i16
  %21 = lshr i32 %9, 3
  %22 = and i32 %21, 15
  %23 = and i32 %9, 7
  %24 = shl nuw nsw i32 %22, 23
  %25 = add nuw nsw i32 %24, 1006632960
  %26 = shl nuw nsw i32 %23, 20
  %27 = or disjoint i32 %25, %26
  %28 = bitcast i32 %27 to float
  %29 = uitofp nneg i32 %23 to float
  %30 = fmul float %29, 0x3F60000000000000
  %31 = icmp eq i32 %22, 0
  %32 = select i1 %31, float %30, float %28
  %33 = fptrunc float %32 to half
  %34 = bitcast half %33 to i16
  %35 = shl i16 %20, 8
  %36 = and i16 %35, -32768
  %37 = or i16 %36, %34
  %38 = and i16 %20, 127
  %39 = icmp eq i16 %38, 127
  %40 = select i1 %39, i16 32767, i16 %37
  %41 = lshr exact i16 %19, 8
  %42 = zext nneg i16 %41 to i32
  %43 = lshr i32 %42, 3
  %44 = and i32 %43, 15
  %45 = and i32 %42, 7
  %46 = shl nuw nsw i32 %44, 23
  %47 = add nuw nsw i32 %46, 1006632960
  %48 = shl nuw nsw i32 %45, 20
  %49 = or disjoint i32 %47, %48
  %50 = bitcast i32 %49 to float
  %51 = uitofp nneg i32 %45 to float
  %52 = fmul float %51, 0x3F60000000000000
  %53 = icmp eq i32 %44, 0
  %54 = select i1 %53, float %52, float %50
  %55 = fptrunc float %54 to half
  %56 = bitcast half %55 to i16
  %57 = and i16 %19, -32768
  %58 = or i16 %57, %56
  %59 = and i16 %19, 32512
  %60 = icmp eq i16 %59, 32512
  %61 = select i1 %60, i16 32767, i16 %58
  %62 = zext i16 %40 to i32
  %63 = zext i16 %61 to i32
  %64 = shl nuw i32 %63, 16
  %65 = or disjoint i32 %64, %62
  %66 = and i32 %62, 32767
  %67 = icmp ugt i32 %66, 31744
  %68 = and i16 %61, 32767
  %69 = icmp ugt i16 %68, 31744
  %70 = or disjoint i32 %64, 32767
  %spec.select = select i1 %67, i32 %70, i32 %65
  %71 = and i32 %spec.select, 65535
  %72 = or disjoint i32 %71, 2147418112
  %"%r10.1" = select i1 %69, i32 %72, i32 %spec.select
  %73 = inttoptr i64 %"%rd3.0" to ptr
  store i32 %"%r10.1", ptr %73, align 4
  %74 = bitcast i16 %40 to half
  %75 = icmp slt i16 %40, 0
  %76 = select i1 %75, half 0xH0000, half %74
  %77 = fcmp uno half %74, 0xH0000
  %78 = select i1 %77, half 0xH7FFF, half %76
  %79 = bitcast half %78 to i16
  %80 = bitcast i16 %61 to half
  %81 = icmp slt i16 %61, 0
  %82 = select i1 %81, half 0xH0000, half %80
  %83 = fcmp uno half %80, 0xH0000
  %84 = select i1 %83, half 0xH7FFF, half %82
  %85 = bitcast half %84 to i16
  %86 = zext i16 %79 to i32
  %87 = zext i16 %85 to i32
  %88 = shl nuw i32 %87, 16
  %89 = or disjoint i32 %88, %86
  %90 = and i32 %86, 32767
  %91 = icmp ugt i32 %90, 31744
  %92 = call half @llvm.fabs.f16(half %80)
  %93 = select i1 %81, half 0xH0000, half %92
  %94 = select i1 %83, half 0xH7FFF, half %93
  %95 = bitcast half %94 to i16
  %96 = icmp ugt i16 %95, 31744
  %97 = or disjoint i32 %88, 32767
  %"%r11.0" = select i1 %91, i32 %97, i32 %89
  %98 = and i32 %"%r11.0", 65535
  %99 = or disjoint i32 %98, 2147418112
  %"%r11.1" = select i1 %96, i32 %99, i32 %"%r11.0"
  %100 = add i64 %"%rd3.0", 4
  %101 = inttoptr i64 %100 to ptr
  store i32 %"%r11.1", ptr %101, align 4
  %102 = add i64 %"%rd3.0", 8
  %103 = add i32 %"%r8.0", 1
  %104 = icmp ult i32 %103, 4
  br i1 %104, label %"$Lloop", label %105

105:                                              ; preds = %"$Lloop"
  ret void
}

define void @fp8_e5m2x2_to_f16x2(ptr %0, ptr %1) {
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
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %63, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %12, %allocas ], [ %62, %"$Lloop" ]
  %13 = shl i32 %"%r8.0", 7
  %14 = add i32 %13, %9
  %15 = shl i32 %"%r8.0", 14
  %16 = mul i32 %9, 768
  %17 = add i32 %15, %16
  %18 = trunc i32 %17 to i16
  %19 = add i16 %18, 1280
  %20 = trunc i32 %14 to i16
  %21 = shl i16 %20, 8
  %22 = zext i16 %21 to i32
  %23 = zext i16 %19 to i32
  %24 = shl nuw i32 %23, 16
  %25 = or disjoint i32 %24, %22
  %26 = and i32 %22, 32512
  %27 = icmp ugt i32 %26, 31744
  %28 = and i16 %19, 32512
  %29 = icmp ugt i16 %28, 31744
  %30 = or disjoint i32 %24, 32767
  %spec.select = select i1 %27, i32 %30, i32 %25
  %31 = and i32 %spec.select, 65535
  %32 = or disjoint i32 %31, 2147418112
  %"%r10.1" = select i1 %29, i32 %32, i32 %spec.select
  %33 = inttoptr i64 %"%rd3.0" to ptr
  store i32 %"%r10.1", ptr %33, align 4
  %34 = bitcast i16 %21 to half
  %35 = icmp slt i16 %21, 0
  %36 = select i1 %35, half 0xH0000, half %34
  %37 = fcmp uno half %34, 0xH0000
  %38 = select i1 %37, half 0xH7FFF, half %36
  %39 = bitcast half %38 to i16
  %40 = bitcast i16 %19 to half
  %41 = icmp slt i16 %19, 0
  %42 = select i1 %41, half 0xH0000, half %40
  %43 = fcmp uno half %40, 0xH0000
  %44 = select i1 %43, half 0xH7FFF, half %42
  %45 = bitcast half %44 to i16
  %46 = zext i16 %39 to i32
  %47 = zext i16 %45 to i32
  %48 = shl nuw i32 %47, 16
  %49 = or disjoint i32 %48, %46
  %50 = and i32 %46, 32767
  %51 = icmp ugt i32 %50, 31744
  %52 = call half @llvm.fabs.f16(half %40)
  %53 = select i1 %41, half 0xH0000, half %52
  %54 = select i1 %43, half 0xH7FFF, half %53
  %55 = bitcast half %54 to i16
  %56 = icmp ugt i16 %55, 31744
  %57 = or disjoint i32 %48, 32767
  %"%r11.0" = select i1 %51, i32 %57, i32 %49
  %58 = and i32 %"%r11.0", 65535
  %59 = or disjoint i32 %58, 2147418112
  %"%r11.1" = select i1 %56, i32 %59, i32 %"%r11.0"
  %60 = add i64 %"%rd3.0", 4
  %61 = inttoptr i64 %60 to ptr
  store i32 %"%r11.1", ptr %61, align 4
  %62 = add i64 %"%rd3.0", 8
  %63 = add i32 %"%r8.0", 1
  %64 = icmp ult i32 %63, 4
  br i1 %64, label %"$Lloop", label %65

65:                                               ; preds = %"$Lloop"
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
