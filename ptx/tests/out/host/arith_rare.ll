; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@RARE_F32 = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@RARE_U32 = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@RARE_F16 = protected global [64 x i8] c"\00\00\00\80\01\00\FF\83\00\04\00<\00\BC\01<\00>HBH\C2U5\FF{\FF\FB\00|\00\FC\00~\00\10\01\10\008\FF;\00\02\00x\01\04\00\C9f.@V\00z\02<\FF\03\01\80\FF[", align 2
@RARE_BF16 = protected global [64 x i8] c"\00\00\00\80\01\00\7F\80\80\00\80?\80\BF\81?\C0?I@I\C0\AB>\7F\7F\7F\FF\80\7F\80\FF\C0\7F\80;\81;\00?\7F?@\00\00\7F\00< \C1\CD=\C8B\82?\81\00\80\1F\00 \80_", align 2
@RARE_TANH = protected global [64 x i8] c"\00\00\00\00\00\00\00\80\00\00 A\00\00 \C1\00\00\A0A\00\00\F0\C1\00\00\C8B\CA\F2Iq\00\00\80\7F\00\00\80\FF\00\00\C0\7F\ECx\AD\E0\00\00xA\00\00@\C1\00\00HB\00\00\10A", align 4
@__rocuda_kernel.rare_xorsign_abs_f32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.rare_minmax_nan_f32 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.rare_xorsign_abs_half = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.rare_int_minmax_relu = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.rare_int_minmax_16x2 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.rare_int_mul24_carry = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.rare_bits_testp_copysign = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.rare_bf16 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.rare_tanh_approx = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @rare_xorsign_abs_f32(ptr %0, ptr %1) {
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
  %16 = add i64 %15, ptrtoint (ptr @RARE_F32 to i64)
  %17 = inttoptr i64 %16 to ptr
  %18 = load i32, ptr %17, align 4
  %19 = bitcast i32 %18 to float
  %20 = lshr i32 %9, 2
  %21 = and i32 %20, 1073741816
  %22 = and i32 %9, 1
  %23 = or disjoint i32 %21, %22
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %59, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %12, %allocas ], [ %58, %"$Lloop" ]
  %24 = shl i32 %"%r8.0", 1
  %25 = add i32 %24, %23
  %26 = zext i32 %25 to i64
  %27 = shl nuw nsw i64 %26, 2
  %28 = add i64 %27, ptrtoint (ptr @RARE_F32 to i64)
  %29 = inttoptr i64 %28 to ptr
  %30 = load i32, ptr %29, align 4
  %31 = bitcast i32 %30 to float
  %32 = call float @llvm.fabs.f32(float %19)
  %33 = call float @llvm.fabs.f32(float %31)
  %34 = call float @llvm.minnum.f32(float %32, float %33)
  %35 = fcmp oeq float %19, 0.000000e+00
  %36 = fcmp oeq float %31, 0.000000e+00
  %37 = and i1 %35, %36
  %38 = bitcast float %32 to i32
  %39 = bitcast float %33 to i32
  %40 = or i32 %38, %39
  %41 = bitcast i32 %40 to float
  %42 = select i1 %37, float %41, float %34
  %43 = xor i32 %18, %30
  %44 = bitcast i32 %43 to float
  %45 = call float @llvm.copysign.f32(float %42, float %44)
  %46 = fcmp uno float %45, 0.000000e+00
  %47 = bitcast float %45 to i32
  %"%r10.0" = select i1 %46, i32 2147483647, i32 %47
  %48 = inttoptr i64 %"%rd3.0" to ptr
  store i32 %"%r10.0", ptr %48, align 4
  %49 = call float @llvm.maxnum.f32(float %32, float %33)
  %50 = and i32 %38, %39
  %51 = bitcast i32 %50 to float
  %52 = select i1 %37, float %51, float %49
  %53 = call float @llvm.copysign.f32(float %52, float %44)
  %54 = fcmp uno float %53, 0.000000e+00
  %55 = bitcast float %53 to i32
  %"%r11.0" = select i1 %54, i32 2147483647, i32 %55
  %56 = add i64 %"%rd3.0", 4
  %57 = inttoptr i64 %56 to ptr
  store i32 %"%r11.0", ptr %57, align 4
  %58 = add i64 %"%rd3.0", 8
  %59 = add i32 %"%r8.0", 1
  %60 = icmp ult i32 %59, 4
  br i1 %60, label %"$Lloop", label %61

61:                                               ; preds = %"$Lloop"
  ret void
}

define void @rare_minmax_nan_f32(ptr %0, ptr %1) {
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
  %16 = add i64 %15, ptrtoint (ptr @RARE_F32 to i64)
  %17 = inttoptr i64 %16 to ptr
  %18 = load i32, ptr %17, align 4
  %19 = bitcast i32 %18 to float
  %20 = lshr i32 %9, 2
  %21 = and i32 %20, 1073741816
  %22 = and i32 %9, 1
  %23 = or disjoint i32 %21, %22
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %58, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %12, %allocas ], [ %57, %"$Lloop" ]
  %24 = shl i32 %"%r8.0", 1
  %25 = add i32 %24, %23
  %26 = zext i32 %25 to i64
  %27 = shl nuw nsw i64 %26, 2
  %28 = add i64 %27, ptrtoint (ptr @RARE_F32 to i64)
  %29 = inttoptr i64 %28 to ptr
  %30 = load i32, ptr %29, align 4
  %31 = bitcast i32 %30 to float
  %32 = call float @llvm.maximum.f32(float %19, float %31)
  %33 = fcmp oeq float %19, 0.000000e+00
  %34 = fcmp oeq float %31, 0.000000e+00
  %35 = and i1 %33, %34
  %36 = and i32 %18, %30
  %37 = bitcast i32 %36 to float
  %38 = select i1 %35, float %37, float %32
  %39 = fcmp uno float %38, 0.000000e+00
  %40 = bitcast float %38 to i32
  %"%r10.0" = select i1 %39, i32 2147483647, i32 %40
  %41 = inttoptr i64 %"%rd3.0" to ptr
  store i32 %"%r10.0", ptr %41, align 4
  %42 = call float @llvm.fabs.f32(float %31)
  %43 = call float @llvm.fabs.f32(float %19)
  %44 = call float @llvm.minimum.f32(float %42, float %43)
  %45 = bitcast float %42 to i32
  %46 = bitcast float %43 to i32
  %47 = or i32 %45, %46
  %48 = bitcast i32 %47 to float
  %49 = select i1 %35, float %48, float %44
  %50 = xor i32 %30, %18
  %51 = bitcast i32 %50 to float
  %52 = call float @llvm.copysign.f32(float %49, float %51)
  %53 = fcmp uno float %52, 0.000000e+00
  %54 = bitcast float %52 to i32
  %"%r11.0" = select i1 %53, i32 2147483647, i32 %54
  %55 = add i64 %"%rd3.0", 4
  %56 = inttoptr i64 %55 to ptr
  store i32 %"%r11.0", ptr %56, align 4
  %57 = add i64 %"%rd3.0", 8
  %58 = add i32 %"%r8.0", 1
  %59 = icmp ult i32 %58, 4
  br i1 %59, label %"$Lloop", label %60

60:                                               ; preds = %"$Lloop"
  ret void
}

define void @rare_xorsign_abs_half(ptr %0, ptr %1) {
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
  %13 = lshr i32 %9, 2
  %14 = and i32 %13, 1073741816
  %15 = and i32 %9, 1
  %16 = or disjoint i32 %14, %15
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %164, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %12, %allocas ], [ %163, %"$Lloop" ]
  %17 = shl i32 %"%r8.0", 1
  %18 = add i32 %17, %16
  %19 = mul i32 %"%r8.0", 7
  %20 = add i32 %19, %9
  %21 = shl i32 %9, 1
  %22 = and i32 %21, 62
  %23 = zext nneg i32 %22 to i64
  %24 = zext i32 %18 to i64
  %25 = shl nuw nsw i64 %24, 1
  %26 = shl i32 %20, 1
  %27 = add i32 %26, 6
  %28 = and i32 %27, 62
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %23, ptrtoint (ptr @RARE_F16 to i64)
  %31 = inttoptr i64 %30 to ptr
  %32 = load i16, ptr %31, align 2
  %33 = add i64 %25, ptrtoint (ptr @RARE_F16 to i64)
  %34 = inttoptr i64 %33 to ptr
  %35 = load i16, ptr %34, align 2
  %36 = add i64 %29, ptrtoint (ptr @RARE_F16 to i64)
  %37 = inttoptr i64 %36 to ptr
  %38 = load i16, ptr %37, align 2
  %39 = bitcast i16 %32 to half
  %40 = bitcast i16 %35 to half
  %41 = bitcast i16 %38 to half
  %42 = call half @llvm.fabs.f16(half %39)
  %43 = call half @llvm.fabs.f16(half %40)
  %44 = call half @llvm.minnum.f16(half %42, half %43)
  %45 = fcmp oeq half %39, 0xH0000
  %46 = fcmp oeq half %40, 0xH0000
  %47 = and i1 %45, %46
  %48 = bitcast half %42 to i16
  %49 = bitcast half %43 to i16
  %50 = or i16 %48, %49
  %51 = bitcast i16 %50 to half
  %52 = select i1 %47, half %51, half %44
  %53 = xor i16 %32, %35
  %54 = bitcast i16 %53 to half
  %55 = call half @llvm.copysign.f16(half %52, half %54)
  %56 = call half @llvm.fabs.f16(half %41)
  %57 = call half @llvm.minnum.f16(half %43, half %56)
  %58 = fcmp oeq half %41, 0xH0000
  %59 = and i1 %46, %58
  %60 = bitcast half %56 to i16
  %61 = or i16 %49, %60
  %62 = bitcast i16 %61 to half
  %63 = select i1 %59, half %62, half %57
  %64 = xor i16 %35, %38
  %65 = bitcast i16 %64 to half
  %66 = call half @llvm.copysign.f16(half %63, half %65)
  %67 = bitcast half %55 to i16
  %68 = zext i16 %67 to i32
  %69 = bitcast half %66 to i16
  %70 = zext i16 %69 to i32
  %71 = shl nuw i32 %70, 16
  %72 = or disjoint i32 %71, %68
  %73 = and i32 %68, 32767
  %74 = icmp ugt i32 %73, 31744
  %75 = call half @llvm.fabs.f16(half %63)
  %76 = bitcast half %75 to i16
  %77 = icmp ugt i16 %76, 31744
  %78 = or disjoint i32 %71, 32767
  %spec.select = select i1 %74, i32 %78, i32 %72
  %79 = and i32 %spec.select, 65535
  %80 = or disjoint i32 %79, 2147418112
  %"%r10.1" = select i1 %77, i32 %80, i32 %spec.select
  %81 = inttoptr i64 %"%rd3.0" to ptr
  store i32 %"%r10.1", ptr %81, align 4
  %82 = add i64 %23, ptrtoint (ptr @RARE_BF16 to i64)
  %83 = inttoptr i64 %82 to ptr
  %84 = load i16, ptr %83, align 2
  %85 = add i64 %25, ptrtoint (ptr @RARE_BF16 to i64)
  %86 = inttoptr i64 %85 to ptr
  %87 = load i16, ptr %86, align 2
  %88 = add i64 %29, ptrtoint (ptr @RARE_BF16 to i64)
  %89 = inttoptr i64 %88 to ptr
  %90 = load i16, ptr %89, align 2
  %91 = zext i16 %84 to i32
  %92 = shl nuw i32 %91, 16
  %93 = bitcast i32 %92 to float
  %94 = zext i16 %87 to i32
  %95 = shl nuw i32 %94, 16
  %96 = bitcast i32 %95 to float
  %97 = call float @llvm.fabs.f32(float %93)
  %98 = call float @llvm.fabs.f32(float %96)
  %99 = call float @llvm.maximum.f32(float %97, float %98)
  %100 = fcmp oeq float %93, 0.000000e+00
  %101 = fcmp oeq float %96, 0.000000e+00
  %102 = and i1 %100, %101
  %103 = bitcast float %97 to i32
  %104 = bitcast float %98 to i32
  %105 = and i32 %103, %104
  %106 = bitcast i32 %105 to float
  %107 = select i1 %102, float %106, float %99
  %108 = xor i32 %92, %95
  %109 = bitcast i32 %108 to float
  %110 = call float @llvm.copysign.f32(float %107, float %109)
  %111 = bitcast float %110 to i32
  %112 = and i32 %111, 65535
  %113 = icmp ugt i32 %112, 32768
  %114 = and i32 %111, 131071
  %115 = icmp eq i32 %114, 98304
  %116 = or i1 %113, %115
  %117 = add i32 %111, 65536
  %118 = select i1 %116, i32 %117, i32 %111
  %119 = call float @llvm.fabs.f32(float %107)
  %120 = bitcast float %119 to i32
  %121 = icmp ugt i32 %120, 2139095040
  %122 = or i32 %111, 4194304
  %123 = select i1 %121, i32 %122, i32 %118
  %124 = lshr i32 %123, 16
  %125 = zext i16 %90 to i32
  %126 = shl nuw i32 %125, 16
  %127 = bitcast i32 %126 to float
  %128 = call float @llvm.fabs.f32(float %127)
  %129 = call float @llvm.maximum.f32(float %98, float %128)
  %130 = fcmp oeq float %127, 0.000000e+00
  %131 = and i1 %101, %130
  %132 = bitcast float %128 to i32
  %133 = and i32 %104, %132
  %134 = bitcast i32 %133 to float
  %135 = select i1 %131, float %134, float %129
  %136 = xor i32 %95, %126
  %137 = bitcast i32 %136 to float
  %138 = call float @llvm.copysign.f32(float %135, float %137)
  %139 = bitcast float %138 to i32
  %140 = and i32 %139, 65535
  %141 = icmp ugt i32 %140, 32768
  %142 = and i32 %139, 131071
  %143 = icmp eq i32 %142, 98304
  %144 = or i1 %141, %143
  %145 = add i32 %139, 65536
  %146 = select i1 %144, i32 %145, i32 %139
  %147 = call float @llvm.fabs.f32(float %135)
  %148 = bitcast float %147 to i32
  %149 = icmp ugt i32 %148, 2139095040
  %150 = or i32 %139, 4194304
  %151 = select i1 %149, i32 %150, i32 %146
  %152 = and i32 %151, -65536
  %153 = or disjoint i32 %124, %152
  %154 = and i32 %123, 2147418112
  %155 = icmp ugt i32 %154, 2139095040
  %156 = and i32 %151, 2147418112
  %157 = icmp ugt i32 %156, 2139095040
  %158 = or disjoint i32 %152, 32767
  %"%r11.0" = select i1 %155, i32 %158, i32 %153
  %159 = and i32 %"%r11.0", 65535
  %160 = or disjoint i32 %159, 2147418112
  %"%r11.1" = select i1 %157, i32 %160, i32 %"%r11.0"
  %161 = add i64 %"%rd3.0", 4
  %162 = inttoptr i64 %161 to ptr
  store i32 %"%r11.1", ptr %162, align 4
  %163 = add i64 %"%rd3.0", 8
  %164 = add i32 %"%r8.0", 1
  %165 = icmp ult i32 %164, 4
  br i1 %165, label %"$Lloop", label %166

166:                                              ; preds = %"$Lloop"
  ret void
}

define void @rare_int_minmax_relu(ptr %0, ptr %1) {
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
  %13 = lshr i32 %9, 4
  %14 = add i32 %13, %9
  %15 = shl i32 %9, 2
  %16 = and i32 %15, 60
  %17 = zext nneg i32 %16 to i64
  %18 = add i64 %17, ptrtoint (ptr @RARE_U32 to i64)
  %19 = inttoptr i64 %18 to ptr
  %20 = load i32, ptr %19, align 4
  %21 = shl i32 %14, 2
  %22 = and i32 %21, 60
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr @RARE_U32 to i64)
  %25 = inttoptr i64 %24 to ptr
  %26 = load i32, ptr %25, align 4
  %27 = call i32 @llvm.smin.i32(i32 %20, i32 %26)
  %28 = call i32 @llvm.smax.i32(i32 %27, i32 0)
  %29 = inttoptr i64 %12 to ptr
  store i32 %28, ptr %29, align 4
  %30 = call i32 @llvm.smax.i32(i32 %20, i32 %26)
  %31 = call i32 @llvm.smax.i32(i32 %30, i32 0)
  %32 = add i64 %12, 4
  %33 = inttoptr i64 %32 to ptr
  store i32 %31, ptr %33, align 4
  %34 = xor i32 %26, -1
  %35 = call i32 @llvm.smin.i32(i32 %20, i32 %34)
  %36 = call i32 @llvm.smax.i32(i32 %35, i32 0)
  %37 = add i64 %12, 8
  %38 = inttoptr i64 %37 to ptr
  store i32 %36, ptr %38, align 4
  %39 = xor i32 %20, -1
  %40 = call i32 @llvm.smax.i32(i32 %39, i32 %26)
  %41 = call i32 @llvm.smax.i32(i32 %40, i32 0)
  %42 = add i64 %12, 12
  %43 = inttoptr i64 %42 to ptr
  store i32 %41, ptr %43, align 4
  ret void
}

define void @rare_int_minmax_16x2(ptr %0, ptr %1) {
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
  %13 = lshr i32 %9, 4
  %14 = add i32 %13, %9
  %15 = shl i32 %9, 2
  %16 = and i32 %15, 60
  %17 = zext nneg i32 %16 to i64
  %18 = add i64 %17, ptrtoint (ptr @RARE_U32 to i64)
  %19 = inttoptr i64 %18 to ptr
  %20 = load i32, ptr %19, align 4
  %21 = shl i32 %14, 2
  %22 = and i32 %21, 60
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr @RARE_U32 to i64)
  %25 = inttoptr i64 %24 to ptr
  %26 = load i32, ptr %25, align 4
  %27 = lshr i32 %20, 16
  %28 = trunc i32 %20 to i16
  %29 = trunc nuw i32 %27 to i16
  %30 = lshr i32 %26, 16
  %31 = trunc i32 %26 to i16
  %32 = trunc nuw i32 %30 to i16
  %33 = call i16 @llvm.smin.i16(i16 %28, i16 %31)
  %34 = call i16 @llvm.smin.i16(i16 %29, i16 %32)
  %35 = zext i16 %33 to i32
  %36 = zext i16 %34 to i32
  %37 = shl nuw i32 %36, 16
  %38 = or disjoint i32 %37, %35
  %39 = inttoptr i64 %12 to ptr
  store i32 %38, ptr %39, align 4
  %40 = call i16 @llvm.smax.i16(i16 %28, i16 %31)
  %41 = call i16 @llvm.smax.i16(i16 %29, i16 %32)
  %42 = zext i16 %40 to i32
  %43 = zext i16 %41 to i32
  %44 = shl nuw i32 %43, 16
  %45 = or disjoint i32 %44, %42
  %46 = add i64 %12, 4
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = call i16 @llvm.umin.i16(i16 %28, i16 %31)
  %49 = call i16 @llvm.umin.i16(i16 %29, i16 %32)
  %50 = zext i16 %48 to i32
  %51 = zext i16 %49 to i32
  %52 = shl nuw i32 %51, 16
  %53 = or disjoint i32 %52, %50
  %54 = add i64 %12, 8
  %55 = inttoptr i64 %54 to ptr
  store i32 %53, ptr %55, align 4
  %56 = call i16 @llvm.umax.i16(i16 %28, i16 %31)
  %57 = call i16 @llvm.umax.i16(i16 %29, i16 %32)
  %58 = zext i16 %56 to i32
  %59 = zext i16 %57 to i32
  %60 = shl nuw i32 %59, 16
  %61 = or disjoint i32 %60, %58
  %62 = add i64 %12, 12
  %63 = inttoptr i64 %62 to ptr
  store i32 %61, ptr %63, align 4
  %64 = call i16 @llvm.smax.i16(i16 %33, i16 0)
  %65 = call i16 @llvm.smax.i16(i16 %34, i16 0)
  %66 = zext nneg i16 %64 to i32
  %67 = zext nneg i16 %65 to i32
  %68 = shl nuw nsw i32 %67, 16
  %69 = or disjoint i32 %68, %66
  %70 = add i64 %12, 16
  %71 = inttoptr i64 %70 to ptr
  store i32 %69, ptr %71, align 4
  %72 = call i16 @llvm.smax.i16(i16 %40, i16 0)
  %73 = call i16 @llvm.smax.i16(i16 %41, i16 0)
  %74 = zext nneg i16 %72 to i32
  %75 = zext nneg i16 %73 to i32
  %76 = shl nuw nsw i32 %75, 16
  %77 = or disjoint i32 %76, %74
  %78 = add i64 %12, 20
  %79 = inttoptr i64 %78 to ptr
  store i32 %77, ptr %79, align 4
  ret void
}

define void @rare_int_mul24_carry(ptr %0, ptr %1) {
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
  %13 = lshr i32 %9, 4
  %14 = add i32 %13, %9
  %15 = shl i32 %9, 2
  %16 = and i32 %15, 60
  %17 = zext nneg i32 %16 to i64
  %18 = add i64 %17, ptrtoint (ptr @RARE_U32 to i64)
  %19 = inttoptr i64 %18 to ptr
  %20 = load i32, ptr %19, align 4
  %21 = shl i32 %14, 2
  %22 = and i32 %21, 60
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr @RARE_U32 to i64)
  %25 = inttoptr i64 %24 to ptr
  %26 = load i32, ptr %25, align 4
  %27 = mul i32 %9, 28
  %28 = add i32 %27, 20
  %29 = and i32 %28, 60
  %30 = zext nneg i32 %29 to i64
  %31 = add i64 %30, ptrtoint (ptr @RARE_U32 to i64)
  %32 = inttoptr i64 %31 to ptr
  %33 = load i32, ptr %32, align 4
  %34 = shl i32 %9, 17
  %35 = xor i32 %20, %34
  %36 = zext i32 %35 to i64
  %.mask = and i32 %35, 16777215
  %37 = zext nneg i32 %.mask to i64
  %38 = zext i32 %26 to i64
  %.mask49 = and i32 %26, 16777215
  %39 = zext nneg i32 %.mask49 to i64
  %40 = mul nuw nsw i64 %37, %39
  %41 = lshr i64 %40, 16
  %42 = trunc nuw i64 %41 to i32
  %43 = inttoptr i64 %12 to ptr
  store i32 %42, ptr %43, align 4
  %sext = shl i64 %36, 40
  %44 = ashr exact i64 %sext, 40
  %sext50 = shl i64 %38, 40
  %45 = ashr exact i64 %sext50, 40
  %46 = mul nsw i64 %44, %45
  %47 = lshr i64 %46, 16
  %48 = trunc i64 %47 to i32
  %49 = add i64 %12, 4
  %50 = inttoptr i64 %49 to ptr
  store i32 %48, ptr %50, align 4
  %51 = add i32 %33, %42
  %52 = add i64 %12, 8
  %53 = inttoptr i64 %52 to ptr
  store i32 %51, ptr %53, align 4
  %54 = add i32 %33, %48
  %55 = add i64 %12, 12
  %56 = inttoptr i64 %55 to ptr
  store i32 %54, ptr %56, align 4
  %57 = mul nuw i64 %36, %38
  %58 = lshr i64 %57, 32
  %59 = trunc nuw i64 %58 to i32
  %60 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %59, i32 %33)
  %61 = extractvalue { i32, i1 } %60, 0
  %62 = extractvalue { i32, i1 } %60, 1
  %63 = mul i32 %26, %33
  %64 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %63, i32 %35)
  %65 = extractvalue { i32, i1 } %64, 0
  %66 = extractvalue { i32, i1 } %64, 1
  %67 = zext i1 %62 to i32
  %68 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %65, i32 %67)
  %69 = extractvalue { i32, i1 } %68, 0
  %70 = extractvalue { i32, i1 } %68, 1
  %71 = or i1 %66, %70
  %72 = zext i32 %33 to i64
  %73 = mul nuw i64 %72, %36
  %74 = lshr i64 %73, 32
  %75 = trunc nuw i64 %74 to i32
  %76 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %75, i32 %26)
  %77 = extractvalue { i32, i1 } %76, 0
  %78 = extractvalue { i32, i1 } %76, 1
  %79 = zext i1 %71 to i32
  %80 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %77, i32 %79)
  %81 = extractvalue { i32, i1 } %80, 0
  %82 = extractvalue { i32, i1 } %80, 1
  %83 = or i1 %78, %82
  %84 = mul i32 %35, %35
  %85 = add i32 %84, %33
  %86 = zext i1 %83 to i32
  %87 = add i32 %85, %86
  %88 = add i64 %12, 16
  %89 = inttoptr i64 %88 to ptr
  store i32 %61, ptr %89, align 4
  %90 = add i64 %12, 20
  %91 = inttoptr i64 %90 to ptr
  store i32 %69, ptr %91, align 4
  %92 = add i64 %12, 24
  %93 = inttoptr i64 %92 to ptr
  store i32 %81, ptr %93, align 4
  %94 = add i64 %12, 28
  %95 = inttoptr i64 %94 to ptr
  store i32 %87, ptr %95, align 4
  ret void
}

define void @rare_bits_testp_copysign(ptr %0, ptr %1) {
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
  %13 = urem i32 %9, 37
  %14 = udiv i32 %9, 3
  %15 = urem i32 %14, 37
  %16 = call i32 @llvm.umin.i32(i32 %13, i32 32)
  %17 = call i32 @llvm.umin.i32(i32 %15, i32 32)
  %18 = zext nneg i32 %17 to i64
  %notmask = shl nsw i64 -1, %18
  %19 = xor i64 %notmask, -1
  %20 = zext nneg i32 %16 to i64
  %21 = shl i64 %19, %20
  %22 = trunc i64 %21 to i32
  %23 = inttoptr i64 %12 to ptr
  store i32 %22, ptr %23, align 4
  %24 = and i32 %13, 31
  %25 = and i32 %15, 31
  %notmask59 = shl nsw i32 -1, %25
  %26 = xor i32 %notmask59, -1
  %27 = shl i32 %26, %24
  %28 = add i64 %12, 4
  %29 = inttoptr i64 %28 to ptr
  store i32 %27, ptr %29, align 4
  %30 = shl i32 %9, 2
  %31 = and i32 %30, 60
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %32, ptrtoint (ptr @RARE_U32 to i64)
  %34 = inttoptr i64 %33 to ptr
  %35 = load i32, ptr %34, align 4
  %36 = xor i32 %35, 8421504
  %37 = sext i32 %36 to i64
  %38 = sub nuw nsw i64 64, %20
  %39 = shl i64 %37, %38
  %40 = ashr exact i64 %39, %38
  %41 = icmp eq i32 %13, 0
  %42 = trunc i64 %40 to i32
  %43 = select i1 %41, i32 0, i32 %42
  %44 = add i64 %12, 8
  %45 = inttoptr i64 %44 to ptr
  store i32 %43, ptr %45, align 4
  %narrow = sub nuw nsw i32 64, %25
  %46 = zext nneg i32 %narrow to i64
  %47 = lshr i64 -1, %46
  %48 = icmp eq i32 %25, 0
  %49 = trunc i64 %47 to i32
  %50 = and i32 %36, %49
  %51 = select i1 %48, i32 0, i32 %50
  %52 = add i64 %12, 12
  %53 = inttoptr i64 %52 to ptr
  store i32 %51, ptr %53, align 4
  %54 = and i32 %30, 124
  %55 = zext nneg i32 %54 to i64
  %56 = add i64 %55, ptrtoint (ptr @RARE_F32 to i64)
  %57 = inttoptr i64 %56 to ptr
  %58 = load i32, ptr %57, align 4
  %59 = lshr i32 %9, 5
  %60 = icmp eq i32 %59, 1
  %61 = add i32 %58, 1
  %"%r11.0" = select i1 %60, i32 %61, i32 %58
  %62 = icmp eq i32 %59, 2
  %63 = add i32 %"%r11.0", -1
  %"%r11.1" = select i1 %62, i32 %63, i32 %"%r11.0"
  %64 = icmp eq i32 %59, 3
  %65 = xor i32 %"%r11.1", -2147483648
  %"%r11.2" = select i1 %64, i32 %65, i32 %"%r11.1"
  %66 = bitcast i32 %"%r11.2" to float
  %67 = zext nneg i32 %59 to i64
  %68 = zext i32 %"%r11.2" to i64
  %69 = shl nuw i64 %68, 32
  %70 = or disjoint i64 %69, %67
  %71 = bitcast i64 %70 to double
  %72 = call i1 @llvm.is.fpclass.f32(float %66, i32 144)
  %73 = zext i1 %72 to i32
  %74 = call i1 @llvm.is.fpclass.f64(double %71, i32 144)
  %75 = select i1 %74, i32 2, i32 0
  %76 = or disjoint i32 %75, %73
  %77 = call i1 @llvm.is.fpclass.f64(double %71, i32 360)
  %78 = select i1 %77, i32 4, i32 0
  %79 = or disjoint i32 %76, %78
  %80 = fcmp uno double %71, 0.000000e+00
  %81 = select i1 %80, i32 8, i32 0
  %82 = or disjoint i32 %79, %81
  %83 = add i64 %12, 16
  %84 = inttoptr i64 %83 to ptr
  store i32 %82, ptr %84, align 4
  %85 = load float, ptr %57, align 4
  %86 = call float @llvm.copysign.f32(float %66, float %85)
  %87 = fcmp uno float %86, 0.000000e+00
  %88 = bitcast float %86 to i32
  %"%r16.0" = select i1 %87, i32 2147483647, i32 %88
  %89 = add i64 %12, 20
  %90 = inttoptr i64 %89 to ptr
  store i32 %"%r16.0", ptr %90, align 4
  %91 = fpext float %85 to double
  %92 = call double @llvm.copysign.f64(double %71, double %91)
  %93 = fcmp uno double %92, 0.000000e+00
  %94 = bitcast double %92 to i64
  %95 = trunc i64 %94 to i32
  %96 = lshr i64 %94, 32
  %97 = trunc nuw i64 %96 to i32
  %"%r17.0" = select i1 %93, i32 -1, i32 %95
  %"%r18.0" = select i1 %93, i32 2147483647, i32 %97
  %98 = add i64 %12, 24
  %99 = inttoptr i64 %98 to ptr
  store i32 %"%r17.0", ptr %99, align 4
  %100 = add i64 %12, 28
  %101 = inttoptr i64 %100 to ptr
  store i32 %"%r18.0", ptr %101, align 4
  ret void
}

define void @rare_bf16(ptr %0, ptr %1) {
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
  %13 = and i32 %9, 31
  %14 = zext nneg i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 1
  %16 = add i64 %15, ptrtoint (ptr @RARE_BF16 to i64)
  %17 = inttoptr i64 %16 to ptr
  %18 = load i16, ptr %17, align 2
  %19 = lshr i32 %9, 2
  %20 = and i32 %19, 1073741816
  %21 = and i32 %9, 7
  %22 = or disjoint i32 %20, %21
  %23 = shl nuw nsw i32 %22, 1
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @RARE_BF16 to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i16, ptr %26, align 2
  %28 = mul i32 %9, 10
  %29 = add i32 %28, 2
  %30 = and i32 %29, 62
  %31 = zext nneg i32 %30 to i64
  %32 = add i64 %31, ptrtoint (ptr @RARE_BF16 to i64)
  %33 = inttoptr i64 %32 to ptr
  %34 = load i16, ptr %33, align 2
  %35 = zext i16 %18 to i32
  %36 = shl nuw i32 %35, 16
  %37 = bitcast i32 %36 to float
  %38 = zext i16 %27 to i32
  %39 = shl nuw i32 %38, 16
  %40 = bitcast i32 %39 to float
  %41 = fadd float %37, %40
  %42 = bitcast float %41 to i32
  %43 = and i32 %42, 65535
  %44 = icmp ugt i32 %43, 32768
  %45 = and i32 %42, 131071
  %46 = icmp eq i32 %45, 98304
  %47 = or i1 %44, %46
  %48 = add i32 %42, 65536
  %49 = select i1 %47, i32 %48, i32 %42
  %50 = call float @llvm.fabs.f32(float %41)
  %51 = bitcast float %50 to i32
  %52 = icmp ugt i32 %51, 2139095040
  %53 = or i32 %42, 4194304
  %54 = select i1 %52, i32 %53, i32 %49
  %55 = lshr i32 %54, 16
  %56 = fsub float %37, %40
  %57 = bitcast float %56 to i32
  %58 = and i32 %57, 65535
  %59 = icmp ugt i32 %58, 32768
  %60 = and i32 %57, 131071
  %61 = icmp eq i32 %60, 98304
  %62 = or i1 %59, %61
  %63 = add i32 %57, 65536
  %64 = select i1 %62, i32 %63, i32 %57
  %65 = call float @llvm.fabs.f32(float %56)
  %66 = bitcast float %65 to i32
  %67 = icmp ugt i32 %66, 2139095040
  %68 = or i32 %57, 4194304
  %69 = select i1 %67, i32 %68, i32 %64
  %70 = and i32 %69, -65536
  %71 = or disjoint i32 %55, %70
  %72 = fmul float %37, %40
  %73 = bitcast float %72 to i32
  %74 = and i32 %73, 65535
  %75 = icmp ugt i32 %74, 32768
  %76 = and i32 %73, 131071
  %77 = icmp eq i32 %76, 98304
  %78 = or i1 %75, %77
  %79 = add i32 %73, 65536
  %80 = select i1 %78, i32 %79, i32 %73
  %81 = call float @llvm.fabs.f32(float %72)
  %82 = bitcast float %81 to i32
  %83 = icmp ugt i32 %82, 2139095040
  %84 = or i32 %73, 4194304
  %85 = select i1 %83, i32 %84, i32 %80
  %86 = lshr i32 %85, 16
  %87 = fpext float %37 to double
  %88 = fpext float %40 to double
  %89 = zext i16 %34 to i32
  %90 = shl nuw i32 %89, 16
  %91 = bitcast i32 %90 to float
  %92 = fpext float %91 to double
  %93 = call double @llvm.fma.f64(double %87, double %88, double %92)
  %94 = fmul double %87, %88
  %95 = fneg double %94
  %96 = call double @llvm.fma.f64(double %87, double %88, double %95)
  %97 = fadd double %96, %92
  %98 = fsub double %97, %92
  %99 = fsub double %97, %98
  %100 = fsub double %92, %99
  %101 = fsub double %96, %98
  %102 = fadd double %100, %101
  %103 = fadd double %94, %97
  %104 = fsub double %103, %94
  %105 = fsub double %103, %104
  %106 = fsub double %94, %105
  %107 = fsub double %97, %104
  %108 = fadd double %106, %107
  %109 = fsub double %103, %93
  %110 = fadd double %109, %108
  %111 = fadd double %110, %102
  %112 = fsub double %111, %110
  %113 = fsub double %102, %112
  %114 = fcmp oeq double %111, 0.000000e+00
  %115 = select i1 %114, double %113, double %111
  %116 = fcmp olt double %115, 0.000000e+00
  %117 = fcmp ogt double %115, 0.000000e+00
  %118 = bitcast double %93 to i64
  %119 = fcmp oeq double %93, 0.000000e+00
  %120 = fcmp ogt double %93, 0.000000e+00
  %121 = xor i1 %120, true
  %122 = add i64 %118, 1
  %123 = add i64 %118, -1
  %124 = select i1 %120, i64 %123, i64 %122
  %125 = bitcast i64 %124 to double
  %126 = select i1 %119, double -4.940660e-324, double %125
  %127 = call double @llvm.fabs.f64(double %93)
  %128 = fcmp ueq double %127, 0x7FF0000000000000
  %129 = fcmp uno double %93, 0.000000e+00
  %130 = or i1 %129, %121
  %131 = and i1 %128, %130
  %132 = xor i1 %131, %128
  %133 = select i1 %132, double 0x7FEFFFFFFFFFFFFF, double %126
  %134 = select i1 %131, double %93, double %133
  %135 = select i1 %120, i64 %122, i64 %123
  %136 = bitcast i64 %135 to double
  %137 = select i1 %119, double 4.940660e-324, double %136
  %138 = fcmp ugt double %93, 0.000000e+00
  %139 = and i1 %128, %138
  %140 = xor i1 %139, %128
  %141 = select i1 %140, double 0xFFEFFFFFFFFFFFFF, double %137
  %142 = select i1 %139, double %93, double %141
  %143 = select i1 %116, double %134, double %93
  %144 = select i1 %117, double %142, double %93
  %145 = and i1 %119, %117
  %146 = or i1 %120, %145
  %147 = select i1 %146, double %143, double %144
  %148 = fcmp one double %115, 0.000000e+00
  %149 = bitcast double %147 to i64
  %150 = call double @llvm.fabs.f64(double %147)
  %151 = fcmp one double %150, 0x7FF0000000000000
  %152 = and i1 %148, %151
  %153 = zext i1 %152 to i64
  %154 = or i64 %149, %153
  %155 = bitcast i64 %154 to double
  %156 = fptrunc double %155 to float
  %157 = fpext float %156 to double
  %158 = fsub double %155, %157
  %159 = fcmp olt double %158, 0.000000e+00
  %160 = fcmp ogt double %158, 0.000000e+00
  %161 = bitcast float %156 to i32
  %162 = fcmp oeq float %156, 0.000000e+00
  %163 = fcmp ogt float %156, 0.000000e+00
  %164 = xor i1 %163, true
  %165 = add i32 %161, 1
  %166 = add i32 %161, -1
  %167 = select i1 %163, i32 %166, i32 %165
  %168 = bitcast i32 %167 to float
  %169 = select i1 %162, float 0xB6A0000000000000, float %168
  %170 = call float @llvm.fabs.f32(float %156)
  %171 = fcmp ueq float %170, 0x7FF0000000000000
  %172 = fcmp uno float %156, 0.000000e+00
  %173 = or i1 %172, %164
  %174 = and i1 %171, %173
  %175 = xor i1 %174, %171
  %176 = select i1 %175, float 0x47EFFFFFE0000000, float %169
  %177 = select i1 %174, float %156, float %176
  %178 = select i1 %163, i32 %165, i32 %166
  %179 = bitcast i32 %178 to float
  %180 = select i1 %162, float 0x36A0000000000000, float %179
  %181 = fcmp ugt float %156, 0.000000e+00
  %182 = and i1 %171, %181
  %183 = xor i1 %182, %171
  %184 = select i1 %183, float 0xC7EFFFFFE0000000, float %180
  %185 = select i1 %182, float %156, float %184
  %186 = select i1 %159, float %177, float %156
  %187 = select i1 %160, float %185, float %156
  %188 = and i1 %162, %160
  %189 = or i1 %163, %188
  %190 = select i1 %189, float %186, float %187
  %191 = call double @llvm.fabs.f64(double %155)
  %192 = fcmp one double %191, 0x7FF0000000000000
  %193 = fcmp oeq float %170, 0x7FF0000000000000
  %194 = and i1 %192, %193
  %195 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %156)
  %196 = select i1 %194, float %195, float %190
  %197 = fpext float %196 to double
  %198 = fcmp one double %197, %155
  %199 = bitcast float %196 to i32
  %200 = call float @llvm.fabs.f32(float %196)
  %201 = fcmp one float %200, 0x7FF0000000000000
  %202 = and i1 %198, %201
  %203 = zext i1 %202 to i32
  %204 = or i32 %199, %203
  %205 = and i32 %204, 65535
  %206 = and i32 %199, 65536
  %207 = icmp ne i32 %206, 0
  %208 = icmp ugt i32 %205, 32768
  %209 = icmp eq i32 %205, 32768
  %210 = and i1 %209, %207
  %211 = or i1 %208, %210
  %212 = add i32 %199, 65536
  %213 = select i1 %211, i32 %212, i32 %199
  %214 = and i32 %204, 2147483647
  %215 = icmp ugt i32 %214, 2139095040
  %216 = or i32 %199, 4194304
  %217 = select i1 %215, i32 %216, i32 %213
  %218 = and i32 %217, -65536
  %219 = or disjoint i32 %86, %218
  %220 = fadd float %40, %91
  %221 = bitcast float %220 to i32
  %222 = and i32 %221, 65535
  %223 = icmp ugt i32 %222, 32768
  %224 = and i32 %221, 131071
  %225 = icmp eq i32 %224, 98304
  %226 = or i1 %223, %225
  %227 = add i32 %221, 65536
  %228 = select i1 %226, i32 %227, i32 %221
  %229 = call float @llvm.fabs.f32(float %220)
  %230 = bitcast float %229 to i32
  %231 = icmp ugt i32 %230, 2139095040
  %232 = or i32 %221, 4194304
  %233 = select i1 %231, i32 %232, i32 %228
  %234 = and i32 %233, -65536
  %235 = or disjoint i32 %55, %234
  %236 = fmul float %91, %40
  %237 = bitcast float %236 to i32
  %238 = and i32 %237, 65535
  %239 = icmp ugt i32 %238, 32768
  %240 = and i32 %237, 131071
  %241 = icmp eq i32 %240, 98304
  %242 = or i1 %239, %241
  %243 = add i32 %237, 65536
  %244 = select i1 %242, i32 %243, i32 %237
  %245 = call float @llvm.fabs.f32(float %236)
  %246 = bitcast float %245 to i32
  %247 = icmp ugt i32 %246, 2139095040
  %248 = or i32 %237, 4194304
  %249 = select i1 %247, i32 %248, i32 %244
  %250 = and i32 %249, -65536
  %251 = or disjoint i32 %86, %250
  %252 = shl nuw nsw i64 %14, 2
  %253 = add i64 %252, ptrtoint (ptr @RARE_F32 to i64)
  %254 = inttoptr i64 %253 to ptr
  %255 = load i32, ptr %254, align 4
  %256 = and i32 %255, -65536
  %257 = and i32 %9, 65535
  %258 = icmp slt i32 %255, 0
  %259 = icmp ne i32 %257, 32768
  %260 = and i1 %259, %258
  %261 = add i32 %256, 65536
  %262 = select i1 %260, i32 %261, i32 %255
  %.masked = and i32 %255, 2147418112
  %263 = or disjoint i32 %257, %.masked
  %264 = xor i32 %263, 32768
  %265 = icmp ugt i32 %264, 2139095040
  %266 = or i32 %256, 4194304
  %267 = select i1 %265, i32 %266, i32 %262
  %268 = lshr i32 %267, 16
  %269 = xor i1 %258, true
  %270 = and i1 %259, %269
  %271 = select i1 %270, i32 %261, i32 %255
  %272 = select i1 %265, i32 %266, i32 %271
  %273 = and i32 %272, -65536
  %274 = or disjoint i32 %268, %273
  %275 = shl i32 %9, 2
  %276 = and i32 %275, 60
  %277 = zext nneg i32 %276 to i64
  %278 = add i64 %277, ptrtoint (ptr @RARE_U32 to i64)
  %279 = inttoptr i64 %278 to ptr
  %280 = load i32, ptr %279, align 4
  %281 = sitofp i32 %280 to float
  %282 = call i32 @llvm.fptosi.sat.i32.f32(float %281)
  %283 = fcmp oge float %281, 0x41E0000000000000
  %284 = icmp sle i32 %280, %282
  %285 = icmp slt i32 %280, %282
  %286 = or i1 %285, %283
  %.not94 = or i1 %284, %283
  %287 = select i1 %.not94, float 0.000000e+00, float 1.000000e+00
  %288 = select i1 %286, float -1.000000e+00, float %287
  %289 = fcmp ogt float %288, 0.000000e+00
  %290 = bitcast float %281 to i32
  %291 = icmp eq i32 %280, 0
  %292 = icmp sgt i32 %280, 0
  %293 = add i32 %290, 1
  %294 = add i32 %290, -1
  %295 = select i1 %292, i32 %294, i32 %293
  %296 = bitcast i32 %295 to float
  %297 = select i1 %291, float 0xB6A0000000000000, float %296
  %298 = select i1 %292, i32 %293, i32 %294
  %299 = bitcast i32 %298 to float
  %300 = select i1 %291, float 0x36A0000000000000, float %299
  %301 = select i1 %286, float %297, float %281
  %302 = select i1 %289, float %300, float %281
  %303 = and i1 %291, %289
  %304 = or i1 %292, %303
  %305 = select i1 %304, float %301, float %302
  %306 = fcmp one float %288, 0.000000e+00
  %307 = bitcast float %305 to i32
  %308 = call float @llvm.fabs.f32(float %305)
  %309 = fcmp one float %308, 0x7FF0000000000000
  %310 = and i1 %306, %309
  %311 = zext i1 %310 to i32
  %312 = or i32 %307, %311
  %313 = and i32 %312, 65535
  %314 = and i32 %307, 65536
  %315 = icmp ne i32 %314, 0
  %316 = icmp ugt i32 %313, 32768
  %317 = icmp eq i32 %313, 32768
  %318 = and i1 %317, %315
  %319 = or i1 %316, %318
  %320 = add i32 %307, 65536
  %321 = select i1 %319, i32 %320, i32 %307
  %322 = and i32 %312, 2147483647
  %323 = icmp ugt i32 %322, 2139095040
  %324 = or i32 %307, 4194304
  %325 = select i1 %323, i32 %324, i32 %321
  %326 = lshr i32 %325, 16
  %327 = uitofp i32 %280 to float
  %328 = call i32 @llvm.fptoui.sat.i32.f32(float %327)
  %329 = fcmp oge float %327, 0x41F0000000000000
  %330 = icmp ule i32 %280, %328
  %331 = icmp ult i32 %280, %328
  %332 = or i1 %331, %329
  %.not95 = or i1 %330, %329
  %333 = select i1 %.not95, float 0.000000e+00, float 1.000000e+00
  %334 = select i1 %332, float -1.000000e+00, float %333
  %335 = fcmp ogt float %334, 0.000000e+00
  %336 = bitcast float %327 to i32
  %337 = icmp ne i32 %280, 0
  %338 = add nuw i32 %336, 1
  %339 = add nsw i32 %336, -1
  %340 = select i1 %337, i32 %339, i32 1
  %341 = bitcast i32 %340 to float
  %342 = select i1 %291, float 0xB6A0000000000000, float %341
  %343 = select i1 %337, i32 %338, i32 -1
  %344 = bitcast i32 %343 to float
  %345 = select i1 %291, float 0x36A0000000000000, float %344
  %346 = select i1 %332, float %342, float %327
  %347 = select i1 %335, float %345, float %327
  %348 = or i1 %337, %335
  %349 = select i1 %348, float %346, float %347
  %350 = fcmp one float %334, 0.000000e+00
  %351 = bitcast float %349 to i32
  %352 = call float @llvm.fabs.f32(float %349)
  %353 = fcmp one float %352, 0x7FF0000000000000
  %354 = and i1 %350, %353
  %355 = zext i1 %354 to i32
  %.masked96 = bitcast float %352 to i32
  %356 = or i32 %.masked96, %355
  %357 = icmp ugt i32 %356, 2139095040
  %358 = and i32 %351, -65536
  %359 = or i32 %358, 4194304
  %360 = select i1 %357, i32 %359, i32 %358
  %361 = or disjoint i32 %326, %360
  %362 = and i32 %54, 2147418112
  %363 = icmp ugt i32 %362, 2139095040
  %364 = and i32 %69, 2147418112
  %365 = icmp ugt i32 %364, 2139095040
  %366 = or disjoint i32 %70, 32767
  %"%r10.0" = select i1 %363, i32 %366, i32 %71
  %367 = and i32 %"%r10.0", 65535
  %368 = or disjoint i32 %367, 2147418112
  %"%r10.1" = select i1 %365, i32 %368, i32 %"%r10.0"
  %369 = and i32 %85, 2147418112
  %370 = icmp ugt i32 %369, 2139095040
  %371 = and i32 %217, 2147418112
  %372 = icmp ugt i32 %371, 2139095040
  %373 = or disjoint i32 %218, 32767
  %"%r11.0" = select i1 %370, i32 %373, i32 %219
  %374 = and i32 %"%r11.0", 65535
  %375 = or disjoint i32 %374, 2147418112
  %"%r11.1" = select i1 %372, i32 %375, i32 %"%r11.0"
  %376 = and i32 %233, 2147418112
  %377 = icmp ugt i32 %376, 2139095040
  %378 = or disjoint i32 %234, 32767
  %"%r12.0" = select i1 %363, i32 %378, i32 %235
  %379 = and i32 %"%r12.0", 65535
  %380 = or disjoint i32 %379, 2147418112
  %"%r12.1" = select i1 %377, i32 %380, i32 %"%r12.0"
  %381 = and i32 %249, 2147418112
  %382 = icmp ugt i32 %381, 2139095040
  %383 = or disjoint i32 %250, 32767
  %"%r13.0" = select i1 %370, i32 %383, i32 %251
  %384 = and i32 %"%r13.0", 65535
  %385 = or disjoint i32 %384, 2147418112
  %"%r13.1" = select i1 %382, i32 %385, i32 %"%r13.0"
  %386 = and i32 %267, 2147418112
  %387 = icmp ugt i32 %386, 2139095040
  %388 = and i32 %272, 2147418112
  %389 = icmp ugt i32 %388, 2139095040
  %390 = or disjoint i32 %273, 32767
  %"%r16.0" = select i1 %387, i32 %390, i32 %274
  %391 = and i32 %"%r16.0", 65535
  %392 = or disjoint i32 %391, 2147418112
  %"%r16.1" = select i1 %389, i32 %392, i32 %"%r16.0"
  %393 = inttoptr i64 %12 to ptr
  store i32 %"%r10.1", ptr %393, align 4
  %394 = add i64 %12, 4
  %395 = inttoptr i64 %394 to ptr
  store i32 %"%r11.1", ptr %395, align 4
  %396 = add i64 %12, 8
  %397 = inttoptr i64 %396 to ptr
  store i32 %"%r12.1", ptr %397, align 4
  %398 = add i64 %12, 12
  %399 = inttoptr i64 %398 to ptr
  store i32 %"%r13.1", ptr %399, align 4
  %400 = add i64 %12, 16
  %401 = inttoptr i64 %400 to ptr
  store i32 %"%r16.1", ptr %401, align 4
  %402 = add i64 %12, 20
  %403 = inttoptr i64 %402 to ptr
  store i32 %361, ptr %403, align 4
  %404 = fcmp uno float %37, 0.000000e+00
  %"%r19.0" = select i1 %404, i32 2147483647, i32 %36
  %405 = add i64 %12, 24
  %406 = inttoptr i64 %405 to ptr
  store i32 %"%r19.0", ptr %406, align 4
  %407 = call float @llvm.roundeven.f32(float %40)
  %408 = call i32 @llvm.fptosi.sat.i32.f32(float %407)
  %409 = add i64 %12, 28
  %410 = inttoptr i64 %409 to ptr
  store i32 %408, ptr %410, align 4
  ret void
}

define void @rare_tanh_approx(ptr %0, ptr %1) {
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
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %33, %"$Lloop" ]
  %"%r5.0" = phi i32 [ %9, %allocas ], [ %32, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %12, %allocas ], [ %31, %"$Lloop" ]
  %13 = shl i32 %"%r5.0", 2
  %14 = and i32 %13, 60
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr @RARE_TANH to i64)
  %17 = inttoptr i64 %16 to ptr
  %18 = load float, ptr %17, align 4
  %19 = call float @llvm.fabs.f32(float %18)
  %20 = fmul float %19, 0x4007154760000000
  %21 = call float @llvm.exp2.f32(float %20)
  %22 = fadd float %21, 1.000000e+00
  %23 = fdiv float 2.000000e+00, %22
  %24 = fsub float 1.000000e+00, %23
  %25 = fcmp olt float %19, 0x3F1A36E2E0000000
  %26 = select i1 %25, float %19, float %24
  %27 = call float @llvm.copysign.f32(float %26, float %18)
  %28 = fcmp uno float %27, 0.000000e+00
  %29 = bitcast float %27 to i32
  %"%r7.0" = select i1 %28, i32 2147483647, i32 %29
  %30 = inttoptr i64 %"%rd3.0" to ptr
  store i32 %"%r7.0", ptr %30, align 4
  %31 = add i64 %"%rd3.0", 4
  %32 = add i32 %"%r5.0", 5
  %33 = add i32 %"%r8.0", 1
  %34 = icmp ult i32 %33, 8
  br i1 %34, label %"$Lloop", label %35

35:                                               ; preds = %"$Lloop"
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.minnum.f16(half, half) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.copysign.f16(half, half) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptoui.sat.i32.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
