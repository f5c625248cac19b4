; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@VIDEO_VALUES = protected global [64 x i8] c"\00\00\00\00\FF\FF\FF\FF\01\FF\80\7F\FF\7F\01\80xV4\12\98\BA\DC\FE\00\80\FF\7F\FF\FF\00\80\01\01\01\01\80\80\80\80\7F\7F\7F\7F\00\FF\00\FF\80\00\FF\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@__rocuda_kernel.video_intrinsics = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_add_sub = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_absdiff_min_max = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_secondary = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_merge = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_shift = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_set = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_mad = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_mad_scale = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_simd2 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_simd2_masks = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_simd4 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_simd4_masks = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_gpu_sat_secondary = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.video_gpu_merge_mad = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @video_intrinsics(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = mul i32 %9, 7
  %29 = add i32 %28, %20
  %30 = shl i32 %29, 2
  %31 = add i32 %30, 20
  %32 = and i32 %31, 60
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr @VIDEO_VALUES to i64)
  %35 = inttoptr i64 %34 to ptr
  %36 = load i32, ptr %35, align 4, !invariant.load !0
  %37 = zext i32 %19 to i64
  %38 = zext i32 %27 to i64
  %39 = shl nuw i64 %38, 32
  %40 = or disjoint i64 %39, %37
  %41 = and i32 %19, 255
  %42 = and i32 %27, 255
  %43 = sub nsw i32 %41, %42
  %44 = call i32 @llvm.abs.i32(i32 %43, i1 true)
  %45 = and i32 %44, 255
  %46 = lshr i32 %19, 8
  %47 = and i32 %46, 255
  %48 = lshr i32 %27, 8
  %49 = and i32 %48, 255
  %50 = sub nsw i32 %47, %49
  %51 = call i32 @llvm.abs.i32(i32 %50, i1 true)
  %52 = shl nsw i32 %51, 8
  %53 = and i32 %52, 65280
  %54 = or disjoint i32 %45, %53
  %55 = lshr i64 %40, 16
  %56 = trunc i64 %55 to i32
  %57 = and i32 %56, 255
  %58 = lshr i64 %38, 16
  %59 = trunc nuw nsw i64 %58 to i32
  %60 = and i32 %59, 255
  %61 = sub nsw i32 %57, %60
  %62 = call i32 @llvm.abs.i32(i32 %61, i1 true)
  %63 = shl nsw i32 %62, 16
  %64 = and i32 %63, 16711680
  %65 = or disjoint i32 %54, %64
  %66 = lshr i32 %19, 24
  %67 = lshr i32 %27, 24
  %68 = sub nsw i32 %66, %67
  %69 = call i32 @llvm.abs.i32(i32 %68, i1 true)
  %70 = shl i32 %69, 24
  %71 = or disjoint i32 %65, %70
  %72 = inttoptr i64 %13 to ptr
  store i32 %71, ptr %72, align 4
  %73 = xor i32 %19, -2139062144
  %74 = xor i32 %27, -2139062144
  %75 = and i32 %73, 255
  %76 = and i32 %74, 255
  %77 = sub nsw i32 %75, %76
  %78 = call i32 @llvm.abs.i32(i32 %77, i1 true)
  %79 = and i32 %78, 255
  %80 = lshr i32 %73, 8
  %81 = and i32 %80, 255
  %82 = lshr i32 %74, 8
  %83 = and i32 %82, 255
  %84 = sub nsw i32 %81, %83
  %85 = call i32 @llvm.abs.i32(i32 %84, i1 true)
  %86 = shl nsw i32 %85, 8
  %87 = and i32 %86, 65280
  %88 = or disjoint i32 %79, %87
  %89 = lshr i32 %73, 16
  %90 = and i32 %89, 255
  %91 = lshr i32 %74, 16
  %92 = and i32 %91, 255
  %93 = sub nsw i32 %90, %92
  %94 = call i32 @llvm.abs.i32(i32 %93, i1 true)
  %95 = shl nsw i32 %94, 16
  %96 = and i32 %95, 16711680
  %97 = or disjoint i32 %88, %96
  %98 = lshr i32 %73, 24
  %99 = lshr i32 %74, 24
  %100 = sub nsw i32 %98, %99
  %101 = call i32 @llvm.abs.i32(i32 %100, i1 true)
  %102 = shl i32 %101, 24
  %103 = or disjoint i32 %97, %102
  %104 = add i64 %13, 4
  %105 = inttoptr i64 %104 to ptr
  store i32 %103, ptr %105, align 4
  %106 = add nuw nsw i32 %44, %51
  %107 = add nuw nsw i32 %106, %62
  %108 = add nuw nsw i32 %107, %69
  %109 = add i64 %13, 8
  %110 = inttoptr i64 %109 to ptr
  store i32 %108, ptr %110, align 4
  %111 = or disjoint i32 %87, %102
  %112 = lshr exact i32 %111, 8
  %113 = or disjoint i32 %79, %96
  %114 = add nuw nsw i32 %112, %113
  %115 = lshr i32 %114, 16
  %116 = and i32 %114, 511
  %117 = add nuw nsw i32 %115, %116
  %118 = add i64 %13, 12
  %119 = inttoptr i64 %118 to ptr
  store i32 %117, ptr %119, align 4
  %120 = add nsw i32 %75, -128
  %121 = call i32 @llvm.abs.i32(i32 %120, i1 true)
  %122 = and i32 %121, 255
  %123 = add nsw i32 %81, -128
  %124 = call i32 @llvm.abs.i32(i32 %123, i1 true)
  %125 = shl nsw i32 %124, 8
  %126 = and i32 %125, 65280
  %127 = add nsw i32 %90, -128
  %128 = call i32 @llvm.abs.i32(i32 %127, i1 true)
  %129 = shl nsw i32 %128, 16
  %130 = and i32 %129, 16711680
  %131 = or disjoint i32 %126, %130
  %132 = add nsw i32 %98, -128
  %133 = call i32 @llvm.abs.i32(i32 %132, i1 true)
  %134 = shl i32 %133, 24
  %135 = or disjoint i32 %122, %131
  %136 = or disjoint i32 %135, %134
  %137 = add i64 %13, 16
  %138 = inttoptr i64 %137 to ptr
  store i32 %136, ptr %138, align 4
  %139 = and i32 %121, 128
  %.not = icmp eq i32 %139, 0
  %140 = select i1 %.not, i32 0, i32 255
  %141 = and i32 %124, 128
  %.not48 = icmp eq i32 %141, 0
  %142 = select i1 %.not48, i32 0, i32 65280
  %143 = or disjoint i32 %140, %142
  %144 = and i32 %128, 128
  %.not49 = icmp eq i32 %144, 0
  %145 = select i1 %.not49, i32 0, i32 16711680
  %146 = or disjoint i32 %143, %145
  %147 = and i32 %133, 128
  %.not50 = icmp eq i32 %147, 0
  %148 = select i1 %.not50, i32 0, i32 -16777216
  %149 = or disjoint i32 %146, %148
  %150 = xor i32 %149, %136
  %151 = add i64 %13, 20
  %152 = inttoptr i64 %151 to ptr
  store i32 %150, ptr %152, align 4
  %153 = and i32 %19, 65535
  %154 = and i32 %27, 65535
  %155 = sub nsw i32 %153, %154
  %156 = call i32 @llvm.abs.i32(i32 %155, i1 true)
  %157 = and i32 %56, 65535
  %158 = sub nsw i32 %157, %59
  %159 = call i32 @llvm.abs.i32(i32 %158, i1 true)
  %160 = add nuw nsw i32 %156, %159
  %161 = add i64 %13, 24
  %162 = inttoptr i64 %161 to ptr
  store i32 %160, ptr %162, align 4
  %163 = xor i32 %36, -2139062144
  %164 = and i32 %163, 255
  %165 = sub nsw i32 %76, %164
  %166 = call i32 @llvm.abs.i32(i32 %165, i1 true)
  %167 = and i32 %166, 255
  %168 = lshr i32 %163, 8
  %169 = and i32 %168, 255
  %170 = sub nsw i32 %83, %169
  %171 = call i32 @llvm.abs.i32(i32 %170, i1 true)
  %172 = shl nsw i32 %171, 8
  %173 = and i32 %172, 65280
  %174 = lshr i32 %163, 16
  %175 = and i32 %174, 255
  %176 = sub nsw i32 %92, %175
  %177 = call i32 @llvm.abs.i32(i32 %176, i1 true)
  %178 = shl nsw i32 %177, 16
  %179 = and i32 %178, 16711680
  %180 = or disjoint i32 %167, %179
  %181 = lshr i32 %163, 24
  %182 = sub nsw i32 %99, %181
  %183 = call i32 @llvm.abs.i32(i32 %182, i1 true)
  %184 = shl i32 %183, 24
  %185 = or disjoint i32 %173, %184
  %186 = lshr exact i32 %185, 8
  %187 = add nuw nsw i32 %186, %180
  %188 = lshr i32 %187, 16
  %189 = and i32 %187, 511
  %190 = add nuw nsw i32 %188, %189
  %191 = add i64 %13, 28
  %192 = inttoptr i64 %191 to ptr
  store i32 %190, ptr %192, align 4
  ret void
}

define void @video_add_sub(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = zext i32 %19 to i64
  %29 = zext i32 %27 to i64
  %30 = add i32 %19, %27
  %31 = inttoptr i64 %13 to ptr
  store i32 %30, ptr %31, align 4
  %32 = and i32 %19, 255
  %33 = lshr i32 %27, 16
  %34 = ashr i32 %27, 16
  %35 = add nsw i32 %32, %34
  %36 = add i64 %13, 4
  %37 = inttoptr i64 %36 to ptr
  store i32 %35, ptr %37, align 4
  %38 = call i32 @llvm.sadd.sat.i32(i32 %19, i32 %27)
  %39 = add i64 %13, 8
  %40 = inttoptr i64 %39 to ptr
  store i32 %38, ptr %40, align 4
  %41 = ashr i32 %19, 16
  %42 = ashr i32 %27, 24
  %narrow = add nsw i32 %41, %42
  %43 = call i32 @llvm.smax.i32(i32 %narrow, i32 0)
  %44 = add i64 %13, 12
  %45 = inttoptr i64 %44 to ptr
  store i32 %43, ptr %45, align 4
  %46 = sub nsw i64 %28, %29
  %47 = call i64 @llvm.smax.i64(i64 %46, i64 0)
  %48 = trunc i64 %47 to i32
  %49 = add i64 %13, 16
  %50 = inttoptr i64 %49 to ptr
  store i32 %48, ptr %50, align 4
  %51 = sub nsw i32 %41, %33
  %52 = add i64 %13, 20
  %53 = inttoptr i64 %52 to ptr
  store i32 %51, ptr %53, align 4
  %54 = shl i32 %19, 8
  %55 = ashr i32 %54, 24
  %56 = shl i32 %27, 16
  %57 = ashr i32 %56, 24
  %narrow29 = sub nsw i32 %55, %57
  %58 = add i64 %13, 24
  %59 = inttoptr i64 %58 to ptr
  store i32 %narrow29, ptr %59, align 4
  %60 = add i64 %13, 28
  %61 = inttoptr i64 %60 to ptr
  store i32 %30, ptr %61, align 4
  ret void
}

define void @video_absdiff_min_max(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = sext i32 %19 to i64
  %29 = sext i32 %27 to i64
  %30 = sub nsw i64 %28, %29
  %31 = call i64 @llvm.abs.i64(i64 %30, i1 true)
  %32 = trunc i64 %31 to i32
  %33 = inttoptr i64 %13 to ptr
  store i32 %32, ptr %33, align 4
  %34 = and i32 %19, 65535
  %35 = zext nneg i32 %34 to i64
  %36 = lshr i32 %27, 24
  %37 = zext nneg i32 %36 to i64
  %38 = sub nsw i64 %35, %37
  %39 = call i64 @llvm.abs.i64(i64 %38, i1 true)
  %40 = trunc nsw i64 %39 to i32
  %41 = add i64 %13, 4
  %42 = inttoptr i64 %41 to ptr
  store i32 %40, ptr %42, align 4
  %43 = call i64 @llvm.smin.i64(i64 %31, i64 2147483647)
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = add i64 %13, 8
  %46 = inttoptr i64 %45 to ptr
  store i32 %44, ptr %46, align 4
  %sext = shl i32 %27, 16
  %47 = ashr exact i32 %sext, 16
  %48 = sext i32 %47 to i64
  %49 = call i64 @llvm.smin.i64(i64 %35, i64 %48)
  %50 = trunc i64 %49 to i32
  %51 = add i64 %13, 12
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = call i64 @llvm.smin.i64(i64 %28, i64 %29)
  %54 = trunc i64 %53 to i32
  %55 = add i64 %13, 16
  %56 = inttoptr i64 %55 to ptr
  store i32 %54, ptr %56, align 4
  %57 = ashr i32 %19, 24
  %58 = sext i32 %57 to i64
  %59 = zext i32 %27 to i64
  %60 = call i64 @llvm.smax.i64(i64 %58, i64 %59)
  %61 = trunc i64 %60 to i32
  %62 = add i64 %13, 20
  %63 = inttoptr i64 %62 to ptr
  store i32 %61, ptr %63, align 4
  %64 = shl i32 %19, 16
  %65 = ashr i32 %64, 24
  %66 = ashr i32 %27, 16
  %67 = call i32 @llvm.smax.i32(i32 %65, i32 %66)
  %68 = add i64 %13, 24
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  %70 = zext i32 %19 to i64
  %71 = call i64 @llvm.smin.i64(i64 %70, i64 %59)
  %72 = trunc nuw i64 %71 to i32
  %73 = add i64 %13, 28
  %74 = inttoptr i64 %73 to ptr
  store i32 %72, ptr %74, align 4
  ret void
}

define void @video_secondary(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = mul i32 %9, 7
  %29 = add i32 %28, %20
  %30 = shl i32 %29, 2
  %31 = add i32 %30, 20
  %32 = and i32 %31, 60
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr @VIDEO_VALUES to i64)
  %35 = inttoptr i64 %34 to ptr
  %36 = load i32, ptr %35, align 4, !invariant.load !0
  %37 = sext i32 %27 to i64
  %38 = sub i32 %19, %27
  %39 = sext i32 %36 to i64
  %40 = call i32 @llvm.smin.i32(i32 %38, i32 %36)
  %41 = inttoptr i64 %13 to ptr
  store i32 %40, ptr %41, align 4
  %42 = zext i32 %19 to i64
  %43 = zext i32 %27 to i64
  %44 = sub nsw i64 %42, %43
  %45 = call i64 @llvm.smax.i64(i64 %44, i64 0)
  %sext = shl i64 %45, 32
  %46 = ashr exact i64 %sext, 32
  %47 = zext i32 %36 to i64
  %48 = call i64 @llvm.umax.i64(i64 %46, i64 %47)
  %49 = trunc i64 %48 to i32
  %50 = add i64 %13, 4
  %51 = inttoptr i64 %50 to ptr
  store i32 %49, ptr %51, align 4
  %sext36 = shl i64 %44, 32
  %52 = ashr exact i64 %sext36, 32
  %53 = call i64 @llvm.umin.i64(i64 %52, i64 %47)
  %54 = trunc nuw i64 %53 to i32
  %55 = add i64 %13, 8
  %56 = inttoptr i64 %55 to ptr
  store i32 %54, ptr %56, align 4
  %57 = lshr i32 %19, 8
  %58 = and i32 %57, 255
  %59 = zext nneg i32 %58 to i64
  %60 = lshr i32 %27, 16
  %61 = and i32 %60, 255
  %62 = zext nneg i32 %61 to i64
  %63 = sub nsw i64 %59, %62
  %64 = call i64 @llvm.abs.i64(i64 %63, i1 true)
  %65 = trunc nsw i64 %64 to i32
  %66 = add i32 %36, %65
  %67 = add i64 %13, 12
  %68 = inttoptr i64 %67 to ptr
  store i32 %66, ptr %68, align 4
  %69 = call i32 @llvm.smin.i32(i32 %19, i32 %27)
  %70 = add i32 %36, %69
  %71 = add i64 %13, 16
  %72 = inttoptr i64 %71 to ptr
  store i32 %70, ptr %72, align 4
  %73 = lshr i32 %19, 24
  %74 = zext nneg i32 %73 to i64
  %75 = call i64 @llvm.smax.i64(i64 %74, i64 %37)
  %76 = call i64 @llvm.smax.i64(i64 %75, i64 %39)
  %77 = trunc i64 %76 to i32
  %78 = add i64 %13, 20
  %79 = inttoptr i64 %78 to ptr
  store i32 %77, ptr %79, align 4
  %80 = call i32 @llvm.sadd.sat.i32(i32 %19, i32 %27)
  %81 = add i32 %80, %36
  %82 = add i64 %13, 24
  %83 = inttoptr i64 %82 to ptr
  store i32 %81, ptr %83, align 4
  %84 = add i32 %19, %27
  %85 = sext i32 %84 to i64
  %86 = call i64 @llvm.umax.i64(i64 %85, i64 %47)
  %87 = trunc i64 %86 to i32
  %88 = add i64 %13, 28
  %89 = inttoptr i64 %88 to ptr
  store i32 %87, ptr %89, align 4
  ret void
}

define void @video_merge(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = mul i32 %9, 7
  %29 = add i32 %28, %20
  %30 = shl i32 %29, 2
  %31 = add i32 %30, 20
  %32 = and i32 %31, 60
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr @VIDEO_VALUES to i64)
  %35 = inttoptr i64 %34 to ptr
  %36 = load i32, ptr %35, align 4, !invariant.load !0
  %37 = lshr i32 %19, 16
  %38 = and i32 %37, 255
  %39 = lshr i32 %27, 8
  %40 = and i32 %39, 255
  %narrow = add nuw nsw i32 %38, %40
  %41 = call i32 @llvm.umin.i32(i32 %narrow, i32 255)
  %42 = shl nuw i32 %41, 24
  %43 = and i32 %36, 16777215
  %44 = or disjoint i32 %43, %42
  %45 = inttoptr i64 %13 to ptr
  store i32 %44, ptr %45, align 4
  %sext = shl i32 %19, 16
  %46 = ashr exact i32 %sext, 16
  %47 = lshr i32 %27, 16
  %48 = ashr i32 %27, 16
  %narrow37 = add nsw i32 %46, %48
  %49 = and i32 %36, 65535
  %50 = and i32 %narrow37, -65536
  %51 = or disjoint i32 %49, %50
  %52 = add i64 %13, 4
  %53 = inttoptr i64 %52 to ptr
  store i32 %51, ptr %53, align 4
  %sext38 = shl i32 %19, 24
  %54 = ashr exact i32 %sext38, 24
  %sext39 = shl i32 %47, 24
  %55 = ashr exact i32 %sext39, 24
  %narrow40 = sub nsw i32 %54, %55
  %56 = call i32 @llvm.abs.i32(i32 %narrow40, i1 false)
  %57 = call i32 @llvm.umin.i32(i32 %56, i32 32767)
  %58 = and i32 %36, -65536
  %59 = or disjoint i32 %58, %57
  %60 = add i64 %13, 8
  %61 = inttoptr i64 %60 to ptr
  store i32 %59, ptr %61, align 4
  %62 = sext i32 %19 to i64
  %63 = zext nneg i32 %47 to i64
  %64 = call i64 @llvm.smax.i64(i64 %62, i64 %63)
  %65 = trunc i64 %64 to i32
  %66 = call i32 @llvm.umin.i32(i32 %65, i32 255)
  %67 = shl nuw nsw i32 %66, 8
  %68 = and i32 %36, -65281
  %69 = or disjoint i32 %68, %67
  %70 = add i64 %13, 12
  %71 = inttoptr i64 %70 to ptr
  store i32 %69, ptr %71, align 4
  %72 = sext i32 %27 to i64
  %73 = sub nsw i64 %62, %72
  %74 = trunc i64 %73 to i32
  %75 = icmp ult i64 %73, 4294967296
  %76 = call i32 @llvm.umin.i32(i32 %74, i32 127)
  %77 = select i1 %75, i32 %76, i32 127
  %78 = and i32 %36, -256
  %79 = or disjoint i32 %78, %77
  %80 = add i64 %13, 16
  %81 = inttoptr i64 %80 to ptr
  store i32 %79, ptr %81, align 4
  %82 = add i64 %13, 20
  %83 = inttoptr i64 %82 to ptr
  store i32 %49, ptr %83, align 4
  %84 = zext i32 %19 to i64
  %85 = zext i32 %27 to i64
  %86 = call i64 @llvm.smin.i64(i64 %84, i64 %85)
  %87 = trunc nuw i64 %86 to i32
  %88 = shl i32 %87, 16
  %89 = and i32 %88, 16711680
  %90 = and i32 %36, -16711681
  %91 = or disjoint i32 %90, %89
  %92 = add i64 %13, 24
  %93 = inttoptr i64 %92 to ptr
  store i32 %91, ptr %93, align 4
  %94 = add nuw nsw i64 %84, %85
  %95 = trunc i64 %94 to i32
  %96 = icmp ult i64 %94, 4294967296
  %97 = call i32 @llvm.umin.i32(i32 %95, i32 32767)
  %98 = select i1 %96, i32 %97, i32 32767
  %99 = or disjoint i32 %58, %98
  %100 = add i64 %13, 28
  %101 = inttoptr i64 %100 to ptr
  store i32 %99, ptr %101, align 4
  ret void
}

define void @video_shift(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = mul i32 %9, 7
  %29 = add i32 %28, %20
  %30 = shl i32 %29, 2
  %31 = add i32 %30, 20
  %32 = and i32 %31, 60
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr @VIDEO_VALUES to i64)
  %35 = inttoptr i64 %34 to ptr
  %36 = load i32, ptr %35, align 4, !invariant.load !0
  %37 = zext i32 %19 to i64
  %38 = zext i32 %27 to i64
  %39 = call i64 @llvm.umin.i64(i64 %38, i64 32)
  %40 = shl i64 %37, %39
  %41 = trunc i64 %40 to i32
  %42 = inttoptr i64 %13 to ptr
  store i32 %41, ptr %42, align 4
  %sext = shl i32 %19, 16
  %43 = ashr exact i32 %sext, 16
  %44 = sext i32 %43 to i64
  %45 = and i64 %38, 31
  %46 = shl nsw i64 %44, %45
  %47 = shl i64 %46, 30
  %48 = ashr exact i64 %47, 30
  %49 = call i64 @llvm.smax.i64(i64 %48, i64 -2147483648)
  %50 = call i64 @llvm.smin.i64(i64 %49, i64 2147483647)
  %51 = trunc nsw i64 %50 to i32
  %52 = add i64 %13, 4
  %53 = inttoptr i64 %52 to ptr
  store i32 %51, ptr %53, align 4
  %54 = shl i64 %40, 30
  %55 = ashr exact i64 %54, 30
  %56 = call i64 @llvm.smax.i64(i64 %55, i64 0)
  %57 = call i64 @llvm.smin.i64(i64 %56, i64 4294967295)
  %58 = trunc nuw i64 %57 to i32
  %59 = add i64 %13, 8
  %60 = inttoptr i64 %59 to ptr
  store i32 %58, ptr %60, align 4
  %sext31 = shl i32 %19, 24
  %61 = ashr exact i32 %sext31, 24
  %62 = sext i32 %61 to i64
  %63 = and i32 %27, 255
  %64 = call i32 @llvm.umin.i32(i32 %63, i32 32)
  %65 = zext nneg i32 %64 to i64
  %66 = shl i64 %62, %65
  %67 = shl i64 %66, 30
  %68 = ashr exact i64 %67, 30
  %69 = call i64 @llvm.smax.i64(i64 %68, i64 -2147483648)
  %70 = call i64 @llvm.smin.i64(i64 %69, i64 2147483647)
  %71 = trunc nsw i64 %70 to i32
  %72 = and i32 %36, 65535
  %73 = and i32 %71, -65536
  %74 = or disjoint i32 %72, %73
  %75 = add i64 %13, 12
  %76 = inttoptr i64 %75 to ptr
  store i32 %74, ptr %76, align 4
  %77 = sext i32 %19 to i64
  %78 = ashr i64 %77, %39
  %79 = trunc nsw i64 %78 to i32
  %80 = add i64 %13, 16
  %81 = inttoptr i64 %80 to ptr
  store i32 %79, ptr %81, align 4
  %82 = ashr i32 %sext, 24
  %83 = and i32 %27, 31
  %84 = ashr i32 %82, %83
  %85 = add i64 %13, 20
  %86 = inttoptr i64 %85 to ptr
  store i32 %84, ptr %86, align 4
  %87 = lshr i64 %37, %65
  %88 = trunc nuw i64 %87 to i32
  %89 = add i32 %36, %88
  %90 = add i64 %13, 24
  %91 = inttoptr i64 %90 to ptr
  store i32 %89, ptr %91, align 4
  %92 = shl nsw i64 %77, %45
  %93 = zext i32 %36 to i64
  %94 = call i64 @llvm.umin.i64(i64 %92, i64 %93)
  %95 = trunc nuw i64 %94 to i32
  %96 = add i64 %13, 28
  %97 = inttoptr i64 %96 to ptr
  store i32 %95, ptr %97, align 4
  ret void
}

define void @video_set(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = mul i32 %9, 7
  %29 = add i32 %28, %20
  %30 = shl i32 %29, 2
  %31 = add i32 %30, 20
  %32 = and i32 %31, 60
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr @VIDEO_VALUES to i64)
  %35 = inttoptr i64 %34 to ptr
  %36 = load i32, ptr %35, align 4, !invariant.load !0
  %37 = zext i32 %19 to i64
  %38 = zext i32 %27 to i64
  %39 = icmp ult i32 %19, %27
  %40 = zext i1 %39 to i32
  %41 = inttoptr i64 %13 to ptr
  store i32 %40, ptr %41, align 4
  %42 = sext i32 %19 to i64
  %43 = icmp slt i64 %42, %38
  %44 = zext i1 %43 to i32
  %45 = add i32 %36, %44
  %46 = add i64 %13, 4
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = shl i32 %19, 8
  %49 = ashr i32 %48, 24
  %50 = sext i32 %27 to i64
  %51 = icmp sge i32 %49, %27
  %52 = zext i1 %51 to i32
  %53 = and i32 %36, -65536
  %54 = or disjoint i32 %53, %52
  %55 = add i64 %13, 8
  %56 = inttoptr i64 %55 to ptr
  store i32 %54, ptr %56, align 4
  %sext = shl i32 %27, 16
  %.unshifted = xor i32 %19, %sext
  %57 = icmp ult i32 %.unshifted, 65536
  %58 = zext i1 %57 to i64
  %59 = sext i32 %36 to i64
  %60 = call i64 @llvm.smax.i64(i64 %58, i64 %59)
  %61 = trunc i64 %60 to i32
  %62 = add i64 %13, 12
  %63 = inttoptr i64 %62 to ptr
  store i32 %61, ptr %63, align 4
  %64 = icmp ne i64 %37, %50
  %65 = zext i1 %64 to i64
  %66 = zext i32 %36 to i64
  %67 = call i64 @llvm.umin.i64(i64 %65, i64 %66)
  %68 = trunc nuw nsw i64 %67 to i32
  %69 = add i64 %13, 16
  %70 = inttoptr i64 %69 to ptr
  store i32 %68, ptr %70, align 4
  %71 = ashr i32 %19, 24
  %72 = lshr i32 %27, 24
  %73 = icmp sgt i32 %71, %72
  %74 = select i1 %73, i32 65536, i32 0
  %75 = and i32 %36, -16711681
  %76 = or disjoint i32 %75, %74
  %77 = add i64 %13, 20
  %78 = inttoptr i64 %77 to ptr
  store i32 %76, ptr %78, align 4
  %79 = and i32 %19, 65535
  %80 = lshr i32 %27, 16
  %81 = icmp ule i32 %79, %80
  %82 = zext i1 %81 to i32
  %83 = add i64 %13, 24
  %84 = inttoptr i64 %83 to ptr
  store i32 %82, ptr %84, align 4
  %85 = icmp slt i32 %19, %27
  %86 = zext i1 %85 to i32
  %87 = add i64 %13, 28
  %88 = inttoptr i64 %87 to ptr
  store i32 %86, ptr %88, align 4
  ret void
}

define void @video_mad(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = mul i32 %9, 7
  %29 = add i32 %28, %20
  %30 = shl i32 %29, 2
  %31 = add i32 %30, 20
  %32 = and i32 %31, 60
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr @VIDEO_VALUES to i64)
  %35 = inttoptr i64 %34 to ptr
  %36 = load i32, ptr %35, align 4, !invariant.load !0
  %37 = sext i32 %19 to i64
  %38 = sext i32 %27 to i64
  %39 = mul nsw i64 %37, %38
  %40 = sext i32 %36 to i64
  %41 = add i64 %39, %40
  %42 = trunc i64 %41 to i32
  %43 = inttoptr i64 %13 to ptr
  store i32 %42, ptr %43, align 4
  %44 = trunc i64 %39 to i32
  %45 = sub i32 %36, %44
  %46 = add i64 %13, 4
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = sub i32 %44, %36
  %49 = add i64 %13, 8
  %50 = inttoptr i64 %49 to ptr
  store i32 %48, ptr %50, align 4
  %51 = add i64 %13, 12
  %52 = inttoptr i64 %51 to ptr
  store i32 %42, ptr %52, align 4
  %53 = add i64 %13, 16
  %54 = inttoptr i64 %53 to ptr
  store i32 %45, ptr %54, align 4
  %55 = add i64 %13, 20
  %56 = inttoptr i64 %55 to ptr
  store i32 %48, ptr %56, align 4
  %57 = add i32 %42, 1
  %58 = add i64 %13, 24
  %59 = inttoptr i64 %58 to ptr
  store i32 %57, ptr %59, align 4
  %60 = call i64 @llvm.smax.i64(i64 %41, i64 -2147483648)
  %61 = call i64 @llvm.smin.i64(i64 %60, i64 2147483647)
  %62 = trunc nsw i64 %61 to i32
  %63 = add i64 %13, 28
  %64 = inttoptr i64 %63 to ptr
  store i32 %62, ptr %64, align 4
  ret void
}

define void @video_mad_scale(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = mul i32 %9, 7
  %29 = add i32 %28, %20
  %30 = shl i32 %29, 2
  %31 = add i32 %30, 20
  %32 = and i32 %31, 60
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr @VIDEO_VALUES to i64)
  %35 = inttoptr i64 %34 to ptr
  %36 = load i32, ptr %35, align 4, !invariant.load !0
  %37 = and i32 %19, 65535
  %38 = lshr i32 %27, 8
  %39 = and i32 %38, 255
  %narrow = mul nuw nsw i32 %37, %39
  %40 = zext nneg i32 %narrow to i64
  %41 = sext i32 %36 to i64
  %42 = add nsw i64 %40, %41
  %43 = lshr i64 %42, 7
  %44 = call i64 @llvm.smin.i64(i64 %43, i64 4294967295)
  %45 = trunc nuw i64 %44 to i32
  %46 = inttoptr i64 %13 to ptr
  store i32 %45, ptr %46, align 4
  %47 = sext i32 %19 to i64
  %48 = sext i32 %27 to i64
  %49 = mul nsw i64 %47, %48
  %50 = add i64 %49, %41
  %51 = lshr i64 %50, 15
  %52 = trunc i64 %51 to i32
  %53 = add i64 %13, 4
  %54 = inttoptr i64 %53 to ptr
  store i32 %52, ptr %54, align 4
  %55 = and i32 %19, 255
  %56 = zext nneg i32 %55 to i64
  %57 = ashr i32 %27, 16
  %58 = sext i32 %57 to i64
  %59 = mul nsw i64 %56, %58
  %60 = xor i32 %36, -1
  %61 = sext i32 %60 to i64
  %62 = add nsw i64 %59, %61
  %63 = add nsw i64 %62, 1
  %64 = ashr i64 %63, 7
  %65 = call i64 @llvm.smax.i64(i64 %64, i64 -2147483648)
  %66 = call i64 @llvm.smin.i64(i64 %65, i64 2147483647)
  %67 = trunc nsw i64 %66 to i32
  %68 = add i64 %13, 8
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  %70 = call i64 @llvm.smax.i64(i64 %50, i64 0)
  %71 = call i64 @llvm.smin.i64(i64 %70, i64 4294967295)
  %72 = trunc nuw i64 %71 to i32
  %73 = add i64 %13, 12
  %74 = inttoptr i64 %73 to ptr
  store i32 %72, ptr %74, align 4
  %75 = add i64 %50, 1
  %76 = lshr i64 %75, 15
  %77 = call i64 @llvm.smin.i64(i64 %76, i64 4294967295)
  %78 = trunc nuw i64 %77 to i32
  %79 = add i64 %13, 16
  %80 = inttoptr i64 %79 to ptr
  store i32 %78, ptr %80, align 4
  %81 = ashr i32 %19, 16
  %sext = shl i32 %27, 24
  %82 = ashr exact i32 %sext, 24
  %narrow36 = mul nsw i32 %81, %82
  %83 = xor i32 %narrow36, -1
  %84 = sext i32 %83 to i64
  %85 = add nsw i64 %84, %41
  %86 = call i64 @llvm.smax.i64(i64 %85, i64 -2147483649)
  %87 = call i64 @llvm.smin.i64(i64 %86, i64 2147483646)
  %88 = trunc i64 %87 to i32
  %89 = add i32 %88, 1
  %90 = add i64 %13, 20
  %91 = inttoptr i64 %90 to ptr
  store i32 %89, ptr %91, align 4
  %92 = add i64 %49, %61
  %93 = add i64 %92, 1
  %94 = ashr i64 %93, 15
  %95 = call i64 @llvm.smax.i64(i64 %94, i64 -2147483648)
  %96 = call i64 @llvm.smin.i64(i64 %95, i64 2147483647)
  %97 = trunc nsw i64 %96 to i32
  %98 = add i64 %13, 24
  %99 = inttoptr i64 %98 to ptr
  store i32 %97, ptr %99, align 4
  %100 = sub i64 %41, %49
  %101 = lshr i64 %100, 7
  %102 = trunc i64 %101 to i32
  %103 = add i64 %13, 28
  %104 = inttoptr i64 %103 to ptr
  store i32 %102, ptr %104, align 4
  ret void
}

define void @video_simd2(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = and i32 %19, 65535
  %29 = and i32 %27, 65535
  %30 = add i32 %19, %27
  %31 = and i32 %30, 65535
  %32 = lshr i32 %19, 16
  %33 = lshr i32 %27, 16
  %34 = add nuw nsw i32 %32, %33
  %35 = shl i32 %34, 16
  %36 = or disjoint i32 %31, %35
  %37 = inttoptr i64 %13 to ptr
  store i32 %36, ptr %37, align 4
  %sext = shl i32 %19, 16
  %38 = ashr exact i32 %sext, 16
  %sext36 = shl i32 %27, 16
  %39 = ashr exact i32 %sext36, 16
  %40 = add nsw i32 %38, %39
  %41 = call i32 @llvm.smax.i32(i32 %40, i32 -32768)
  %42 = call i32 @llvm.smin.i32(i32 %41, i32 32767)
  %43 = and i32 %42, 65535
  %44 = ashr i32 %19, 16
  %45 = ashr i32 %27, 16
  %46 = add nsw i32 %44, %45
  %47 = call i32 @llvm.smax.i32(i32 %46, i32 -32768)
  %48 = call i32 @llvm.smin.i32(i32 %47, i32 32767)
  %49 = shl nsw i32 %48, 16
  %50 = or disjoint i32 %43, %49
  %51 = add i64 %13, 4
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = sub nsw i32 %28, %29
  %54 = call i32 @llvm.smax.i32(i32 %53, i32 0)
  %55 = call i32 @llvm.smin.i32(i32 %54, i32 65535)
  %56 = sub nsw i32 %32, %33
  %57 = call i32 @llvm.smax.i32(i32 %56, i32 0)
  %58 = call i32 @llvm.smin.i32(i32 %57, i32 65535)
  %59 = shl nuw i32 %58, 16
  %60 = or disjoint i32 %55, %59
  %61 = add i64 %13, 8
  %62 = inttoptr i64 %61 to ptr
  store i32 %60, ptr %62, align 4
  %63 = icmp sgt i32 %40, -1
  %64 = zext i1 %63 to i32
  %65 = add nsw i32 %40, %64
  %66 = lshr i32 %65, 1
  %67 = and i32 %66, 65535
  %68 = icmp sgt i32 %46, -1
  %69 = zext i1 %68 to i32
  %70 = add nsw i32 %46, %69
  %71 = shl i32 %70, 15
  %72 = and i32 %71, -65536
  %73 = or disjoint i32 %67, %72
  %74 = add i64 %13, 12
  %75 = inttoptr i64 %74 to ptr
  store i32 %73, ptr %75, align 4
  %76 = sub nsw i32 %38, %45
  %77 = call i32 @llvm.abs.i32(i32 %76, i1 true)
  %78 = call i32 @llvm.smin.i32(i32 %77, i32 32767)
  %79 = sub nsw i32 %39, %44
  %80 = call i32 @llvm.abs.i32(i32 %79, i1 true)
  %81 = call i32 @llvm.smin.i32(i32 %80, i32 32767)
  %82 = shl nuw nsw i32 %81, 16
  %83 = or disjoint i32 %78, %82
  %84 = add i64 %13, 16
  %85 = inttoptr i64 %84 to ptr
  store i32 %83, ptr %85, align 4
  %86 = call i32 @llvm.smax.i32(i32 %38, i32 %39)
  %87 = and i32 %86, 65535
  %88 = call i32 @llvm.smax.i32(i32 %44, i32 %45)
  %89 = shl i32 %88, 16
  %90 = or disjoint i32 %87, %89
  %91 = add i64 %13, 20
  %92 = inttoptr i64 %91 to ptr
  store i32 %90, ptr %92, align 4
  %93 = call i32 @llvm.smin.i32(i32 %38, i32 %29)
  %94 = call i32 @llvm.smax.i32(i32 %93, i32 0)
  %95 = call i32 @llvm.smin.i32(i32 %94, i32 65535)
  %96 = call i32 @llvm.smin.i32(i32 %44, i32 %33)
  %97 = call i32 @llvm.smax.i32(i32 %96, i32 0)
  %98 = call i32 @llvm.smin.i32(i32 %97, i32 65535)
  %99 = shl nuw i32 %98, 16
  %100 = or disjoint i32 %95, %99
  %101 = add i64 %13, 24
  %102 = inttoptr i64 %101 to ptr
  store i32 %100, ptr %102, align 4
  %103 = add nsw i32 %38, %29
  %104 = icmp sgt i32 %103, -1
  %105 = zext i1 %104 to i32
  %106 = add nsw i32 %103, %105
  %107 = lshr i32 %106, 1
  %108 = and i32 %107, 65535
  %109 = add nsw i32 %44, %33
  %110 = icmp sgt i32 %109, -1
  %111 = zext i1 %110 to i32
  %112 = add nsw i32 %109, %111
  %113 = shl i32 %112, 15
  %114 = and i32 %113, -65536
  %115 = or disjoint i32 %108, %114
  %116 = add i64 %13, 28
  %117 = inttoptr i64 %116 to ptr
  store i32 %115, ptr %117, align 4
  ret void
}

define void @video_simd2_masks(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = mul i32 %9, 7
  %29 = add i32 %28, %20
  %30 = shl i32 %29, 2
  %31 = add i32 %30, 20
  %32 = and i32 %31, 60
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr @VIDEO_VALUES to i64)
  %35 = inttoptr i64 %34 to ptr
  %36 = load i32, ptr %35, align 4, !invariant.load !0
  %37 = lshr i32 %19, 16
  %38 = ashr i32 %19, 16
  %39 = lshr i32 %27, 16
  %40 = sub nsw i32 %38, %39
  %41 = call i32 @llvm.smax.i32(i32 %40, i32 -32768)
  %42 = call i32 @llvm.smin.i32(i32 %41, i32 32767)
  %43 = and i32 %42, 65535
  %44 = and i32 %36, -65536
  %45 = or disjoint i32 %44, %43
  %sext = shl i32 %19, 16
  %46 = inttoptr i64 %13 to ptr
  store i32 %45, ptr %46, align 4
  %47 = and i32 %19, 65535
  %48 = and i32 %27, 65535
  %49 = add nuw nsw i32 %37, %39
  %50 = add nuw nsw i32 %49, 1
  %51 = lshr i32 %50, 1
  %52 = call i32 @llvm.smin.i32(i32 %51, i32 65535)
  %53 = shl nuw i32 %52, 16
  %54 = and i32 %36, 65535
  %55 = or disjoint i32 %54, %53
  %56 = add i64 %13, 4
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  %58 = sub nsw i32 %47, %48
  %59 = call i32 @llvm.abs.i32(i32 %58, i1 true)
  %60 = add i32 %36, %59
  %61 = sub nsw i32 %37, %39
  %62 = call i32 @llvm.abs.i32(i32 %61, i1 true)
  %63 = add i32 %60, %62
  %64 = add i64 %13, 8
  %65 = inttoptr i64 %64 to ptr
  store i32 %63, ptr %65, align 4
  %66 = call i32 @llvm.smin.i32(i32 %47, i32 %48)
  %reass.add = shl nuw nsw i32 %66, 1
  %67 = add i32 %36, %reass.add
  %68 = add i64 %13, 12
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  %sext36 = shl i32 %27, 16
  %70 = ashr i32 %27, 16
  %71 = sub nsw i32 %38, %70
  %72 = add i32 %36, %71
  %73 = add i64 %13, 16
  %74 = inttoptr i64 %73 to ptr
  store i32 %72, ptr %74, align 4
  %75 = icmp ne i32 %47, %48
  %76 = zext i1 %75 to i32
  %.not = icmp eq i32 %37, %39
  %77 = select i1 %.not, i32 0, i32 65536
  %78 = or disjoint i32 %77, %76
  %79 = add i64 %13, 20
  %80 = inttoptr i64 %79 to ptr
  store i32 %78, ptr %80, align 4
  %81 = icmp slt i32 %sext, %sext36
  %82 = zext i1 %81 to i32
  %83 = add i32 %36, %82
  %84 = icmp slt i32 %38, %70
  %85 = zext i1 %84 to i32
  %86 = add i32 %83, %85
  %87 = add i64 %13, 24
  %88 = inttoptr i64 %87 to ptr
  store i32 %86, ptr %88, align 4
  %.not38 = icmp slt i32 %38, %39
  %89 = select i1 %.not38, i32 0, i32 65536
  %90 = or disjoint i32 %54, %89
  %91 = add i64 %13, 28
  %92 = inttoptr i64 %91 to ptr
  store i32 %90, ptr %92, align 4
  ret void
}

define void @video_simd4(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = zext i32 %19 to i64
  %29 = zext i32 %27 to i64
  %30 = and i32 %19, 255
  %31 = and i32 %27, 255
  %32 = add nuw nsw i32 %30, %31
  %33 = lshr i64 %28, 8
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = and i32 %34, 255
  %36 = lshr i64 %29, 8
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = and i32 %37, 255
  %39 = add nuw nsw i32 %35, %38
  %40 = shl nuw nsw i32 %39, 8
  %41 = and i32 %32, 255
  %42 = lshr i64 %28, 16
  %43 = trunc nuw nsw i64 %42 to i32
  %44 = and i32 %43, 255
  %45 = lshr i64 %29, 16
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = and i32 %46, 255
  %48 = add nuw nsw i32 %44, %47
  %49 = shl nuw nsw i32 %48, 16
  %.masked = and i32 %40, 65280
  %50 = or disjoint i32 %41, %.masked
  %51 = lshr i64 %28, 24
  %52 = trunc nuw nsw i64 %51 to i32
  %53 = lshr i64 %29, 24
  %54 = trunc nuw nsw i64 %53 to i32
  %55 = add nuw nsw i32 %52, %54
  %56 = shl i32 %55, 24
  %.masked36 = and i32 %49, 16711680
  %57 = or disjoint i32 %50, %.masked36
  %58 = or disjoint i32 %57, %56
  %59 = inttoptr i64 %13 to ptr
  store i32 %58, ptr %59, align 4
  %sext = shl i32 %19, 24
  %60 = ashr exact i32 %sext, 24
  %sext37 = shl i32 %27, 24
  %61 = ashr exact i32 %sext37, 24
  %62 = add nsw i32 %60, %61
  %63 = call i32 @llvm.smax.i32(i32 %62, i32 -128)
  %64 = call i32 @llvm.smin.i32(i32 %63, i32 127)
  %65 = and i32 %64, 255
  %sext38 = shl i32 %34, 24
  %66 = ashr exact i32 %sext38, 24
  %sext39 = shl i32 %37, 24
  %67 = ashr exact i32 %sext39, 24
  %68 = add nsw i32 %66, %67
  %69 = call i32 @llvm.smax.i32(i32 %68, i32 -128)
  %70 = call i32 @llvm.smin.i32(i32 %69, i32 127)
  %71 = shl nsw i32 %70, 8
  %72 = and i32 %71, 65280
  %73 = or disjoint i32 %65, %72
  %sext41 = shl i32 %43, 24
  %74 = ashr exact i32 %sext41, 24
  %sext42 = shl i32 %46, 24
  %75 = ashr exact i32 %sext42, 24
  %76 = add nsw i32 %74, %75
  %77 = call i32 @llvm.smax.i32(i32 %76, i32 -128)
  %78 = call i32 @llvm.smin.i32(i32 %77, i32 127)
  %79 = shl nsw i32 %78, 16
  %sext43 = shl nuw i32 %52, 24
  %80 = ashr exact i32 %sext43, 24
  %sext44 = shl nuw i32 %54, 24
  %81 = ashr exact i32 %sext44, 24
  %82 = add nsw i32 %80, %81
  %83 = call i32 @llvm.smax.i32(i32 %82, i32 -128)
  %84 = call i32 @llvm.smin.i32(i32 %83, i32 127)
  %85 = shl nsw i32 %84, 24
  %.masked45 = and i32 %79, 16711680
  %86 = or disjoint i32 %73, %.masked45
  %87 = or disjoint i32 %86, %85
  %88 = add i64 %13, 4
  %89 = inttoptr i64 %88 to ptr
  store i32 %87, ptr %89, align 4
  %90 = sub nsw i32 %30, %31
  %91 = call i32 @llvm.smax.i32(i32 %90, i32 0)
  %92 = call i32 @llvm.smin.i32(i32 %91, i32 255)
  %93 = sub nsw i32 %35, %38
  %94 = call i32 @llvm.smax.i32(i32 %93, i32 0)
  %95 = call i32 @llvm.smin.i32(i32 %94, i32 255)
  %96 = shl nuw nsw i32 %95, 8
  %97 = or disjoint i32 %92, %96
  %98 = sub nsw i32 %44, %47
  %99 = call i32 @llvm.smax.i32(i32 %98, i32 0)
  %100 = call i32 @llvm.smin.i32(i32 %99, i32 255)
  %101 = shl nuw nsw i32 %100, 16
  %102 = or disjoint i32 %97, %101
  %103 = sub nsw i32 %52, %54
  %104 = call i32 @llvm.smax.i32(i32 %103, i32 0)
  %105 = call i32 @llvm.smin.i32(i32 %104, i32 255)
  %106 = shl nuw i32 %105, 24
  %107 = or disjoint i32 %102, %106
  %108 = add i64 %13, 8
  %109 = inttoptr i64 %108 to ptr
  store i32 %107, ptr %109, align 4
  %110 = icmp sgt i32 %62, -1
  %111 = zext i1 %110 to i32
  %112 = add nsw i32 %62, %111
  %113 = ashr i32 %112, 1
  %114 = call i32 @llvm.smax.i32(i32 %113, i32 -128)
  %115 = call i32 @llvm.smin.i32(i32 %114, i32 127)
  %116 = and i32 %115, 255
  %117 = icmp sgt i32 %68, -1
  %118 = zext i1 %117 to i32
  %119 = add nsw i32 %68, %118
  %120 = ashr i32 %119, 1
  %121 = call i32 @llvm.smax.i32(i32 %120, i32 -128)
  %122 = call i32 @llvm.smin.i32(i32 %121, i32 127)
  %123 = shl nsw i32 %122, 8
  %124 = and i32 %123, 65280
  %125 = or disjoint i32 %116, %124
  %126 = icmp sgt i32 %76, -1
  %127 = zext i1 %126 to i32
  %128 = add nsw i32 %76, %127
  %129 = ashr i32 %128, 1
  %130 = call i32 @llvm.smax.i32(i32 %129, i32 -128)
  %131 = call i32 @llvm.smin.i32(i32 %130, i32 127)
  %132 = shl nsw i32 %131, 16
  %133 = icmp sgt i32 %82, -1
  %134 = zext i1 %133 to i32
  %135 = add nsw i32 %82, %134
  %136 = ashr i32 %135, 1
  %137 = call i32 @llvm.smax.i32(i32 %136, i32 -128)
  %138 = call i32 @llvm.smin.i32(i32 %137, i32 127)
  %139 = shl nsw i32 %138, 24
  %.masked48 = and i32 %132, 16711680
  %140 = or disjoint i32 %125, %.masked48
  %141 = or disjoint i32 %140, %139
  %142 = add i64 %13, 12
  %143 = inttoptr i64 %142 to ptr
  store i32 %141, ptr %143, align 4
  %144 = add nuw nsw i32 %32, 1
  %145 = lshr i32 %144, 1
  %146 = and i32 %145, 255
  %147 = shl nuw nsw i32 %39, 7
  %148 = add nuw nsw i32 %147, 128
  %149 = and i32 %148, 65280
  %150 = or disjoint i32 %146, %149
  %151 = shl nuw nsw i32 %48, 15
  %152 = add nuw nsw i32 %151, 32768
  %153 = and i32 %152, 16711680
  %154 = or disjoint i32 %150, %153
  %155 = shl nuw i32 %55, 23
  %156 = add i32 %155, 8388608
  %157 = and i32 %156, -16777216
  %158 = or disjoint i32 %154, %157
  %159 = add i64 %13, 16
  %160 = inttoptr i64 %159 to ptr
  store i32 %158, ptr %160, align 4
  %161 = sub nsw i32 %60, %61
  %162 = call i32 @llvm.abs.i32(i32 %161, i1 true)
  %163 = call i32 @llvm.smin.i32(i32 %162, i32 127)
  %164 = sub nsw i32 %66, %67
  %165 = call i32 @llvm.abs.i32(i32 %164, i1 true)
  %166 = call i32 @llvm.smin.i32(i32 %165, i32 127)
  %167 = shl nuw nsw i32 %166, 8
  %168 = or disjoint i32 %163, %167
  %169 = sub nsw i32 %74, %75
  %170 = call i32 @llvm.abs.i32(i32 %169, i1 true)
  %171 = call i32 @llvm.smin.i32(i32 %170, i32 127)
  %172 = shl nuw nsw i32 %171, 16
  %173 = or disjoint i32 %168, %172
  %174 = sub nsw i32 %80, %81
  %175 = call i32 @llvm.abs.i32(i32 %174, i1 true)
  %176 = call i32 @llvm.smin.i32(i32 %175, i32 127)
  %177 = shl nuw nsw i32 %176, 24
  %178 = or disjoint i32 %173, %177
  %179 = add i64 %13, 20
  %180 = inttoptr i64 %179 to ptr
  store i32 %178, ptr %180, align 4
  %181 = call i32 @llvm.smin.i32(i32 %30, i32 %61)
  %182 = and i32 %181, 255
  %183 = call i32 @llvm.smin.i32(i32 %35, i32 %67)
  %184 = shl i32 %183, 8
  %185 = and i32 %184, 65280
  %186 = or disjoint i32 %182, %185
  %187 = call i32 @llvm.smin.i32(i32 %44, i32 %75)
  %188 = shl i32 %187, 16
  %189 = call i32 @llvm.smin.i32(i32 %52, i32 %81)
  %190 = shl i32 %189, 24
  %.masked52 = and i32 %188, 16711680
  %191 = or disjoint i32 %186, %.masked52
  %192 = or disjoint i32 %191, %190
  %193 = add i64 %13, 24
  %194 = inttoptr i64 %193 to ptr
  store i32 %192, ptr %194, align 4
  %195 = call i32 @llvm.smax.i32(i32 %60, i32 %44)
  %196 = call i32 @llvm.smin.i32(i32 %195, i32 255)
  %197 = call i32 @llvm.smax.i32(i32 %61, i32 %47)
  %198 = call i32 @llvm.smin.i32(i32 %197, i32 255)
  %199 = shl nuw nsw i32 %198, 8
  %200 = or disjoint i32 %196, %199
  %201 = call i32 @llvm.smax.i32(i32 %66, i32 %54)
  %202 = call i32 @llvm.smin.i32(i32 %201, i32 255)
  %203 = shl nuw nsw i32 %202, 16
  %204 = call i32 @llvm.smax.i32(i32 %67, i32 %52)
  %205 = call i32 @llvm.smin.i32(i32 %204, i32 255)
  %206 = shl nuw i32 %205, 24
  %.masked53 = and i32 %203, 16711680
  %207 = or disjoint i32 %200, %.masked53
  %208 = or i32 %207, %206
  %209 = add i64 %13, 28
  %210 = inttoptr i64 %209 to ptr
  store i32 %208, ptr %210, align 4
  ret void
}

define void @video_simd4_masks(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = mul i32 %9, 7
  %29 = add i32 %28, %20
  %30 = shl i32 %29, 2
  %31 = add i32 %30, 20
  %32 = and i32 %31, 60
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr @VIDEO_VALUES to i64)
  %35 = inttoptr i64 %34 to ptr
  %36 = load i32, ptr %35, align 4, !invariant.load !0
  %37 = zext i32 %19 to i64
  %38 = zext i32 %27 to i64
  %39 = and i32 %27, 255
  %40 = lshr i64 %37, 24
  %41 = trunc nuw nsw i64 %40 to i32
  %42 = add nuw nsw i32 %39, %41
  %43 = call i32 @llvm.smin.i32(i32 %42, i32 255)
  %44 = and i32 %36, -16777216
  %45 = lshr i64 %38, 8
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = and i32 %46, 255
  %48 = lshr i64 %37, 16
  %49 = trunc nuw nsw i64 %48 to i32
  %50 = and i32 %49, 255
  %51 = lshr i64 %38, 16
  %52 = trunc nuw nsw i64 %51 to i32
  %53 = and i32 %52, 255
  %54 = lshr i64 %37, 8
  %55 = trunc nuw nsw i64 %54 to i32
  %56 = and i32 %55, 255
  %57 = add nuw nsw i32 %53, %56
  %58 = call i32 @llvm.smin.i32(i32 %57, i32 255)
  %59 = shl nuw nsw i32 %58, 16
  %.masked = and i32 %36, -16711936
  %60 = or disjoint i32 %.masked, %43
  %61 = or i32 %60, %59
  %62 = lshr i64 %38, 24
  %63 = trunc nuw nsw i64 %62 to i32
  %64 = and i32 %19, 255
  %65 = inttoptr i64 %13 to ptr
  store i32 %61, ptr %65, align 4
  %sext = shl i32 %27, 24
  %66 = ashr exact i32 %sext, 24
  %sext36 = shl i32 %46, 24
  %67 = ashr exact i32 %sext36, 24
  %68 = sub nsw i32 %56, %67
  %69 = add i32 %36, %68
  %sext37 = shl i32 %52, 24
  %70 = ashr exact i32 %sext37, 24
  %sext38 = shl nuw i32 %63, 24
  %71 = ashr exact i32 %sext38, 24
  %72 = sub nsw i32 %41, %71
  %73 = add i32 %69, %72
  %74 = add i64 %13, 4
  %75 = inttoptr i64 %74 to ptr
  store i32 %73, ptr %75, align 4
  %76 = sub nsw i32 %64, %39
  %77 = call i32 @llvm.abs.i32(i32 %76, i1 true)
  %78 = add i32 %36, %77
  %79 = sub nsw i32 %56, %47
  %80 = call i32 @llvm.abs.i32(i32 %79, i1 true)
  %81 = add i32 %78, %80
  %82 = sub nsw i32 %50, %53
  %83 = call i32 @llvm.abs.i32(i32 %82, i1 true)
  %84 = add i32 %81, %83
  %85 = sub nsw i32 %41, %63
  %86 = call i32 @llvm.abs.i32(i32 %85, i1 true)
  %87 = add i32 %84, %86
  %88 = add i64 %13, 8
  %89 = inttoptr i64 %88 to ptr
  store i32 %87, ptr %89, align 4
  %90 = icmp ne i32 %64, %39
  %91 = zext i1 %90 to i32
  %.not = icmp eq i32 %56, %47
  %92 = select i1 %.not, i32 0, i32 256
  %93 = or disjoint i32 %92, %91
  %.not40 = icmp eq i32 %50, %53
  %94 = select i1 %.not40, i32 0, i32 65536
  %95 = or disjoint i32 %93, %94
  %.not41 = icmp eq i64 %40, %62
  %96 = select i1 %.not41, i32 0, i32 16777216
  %97 = or disjoint i32 %95, %96
  %98 = add i64 %13, 12
  %99 = inttoptr i64 %98 to ptr
  store i32 %97, ptr %99, align 4
  %sext42 = shl i32 %19, 24
  %100 = ashr exact i32 %sext42, 24
  %sext43 = shl i32 %55, 24
  %101 = ashr exact i32 %sext43, 24
  %102 = icmp slt i32 %101, %41
  %103 = zext i1 %102 to i32
  %104 = add i32 %36, %103
  %sext44 = shl i32 %49, 24
  %105 = ashr exact i32 %sext44, 24
  %sext45 = shl nuw i32 %41, 24
  %106 = ashr exact i32 %sext45, 24
  %107 = icmp slt i32 %106, %41
  %108 = zext i1 %107 to i32
  %109 = add i32 %104, %108
  %110 = add i64 %13, 16
  %111 = inttoptr i64 %110 to ptr
  store i32 %109, ptr %111, align 4
  %112 = icmp sgt i32 %100, %66
  %113 = zext i1 %112 to i32
  %114 = or disjoint i32 %44, %113
  %115 = icmp sgt i32 %101, %67
  %116 = select i1 %115, i32 256, i32 0
  %117 = or disjoint i32 %114, %116
  %118 = icmp sgt i32 %105, %70
  %119 = select i1 %118, i32 65536, i32 0
  %120 = or disjoint i32 %117, %119
  %121 = add i64 %13, 20
  %122 = inttoptr i64 %121 to ptr
  store i32 %120, ptr %122, align 4
  %123 = call i32 @llvm.smax.i32(i32 %106, i32 %71)
  %124 = shl i32 %123, 24
  %125 = and i32 %36, 16777215
  %126 = or disjoint i32 %125, %124
  %127 = add i64 %13, 24
  %128 = inttoptr i64 %127 to ptr
  store i32 %126, ptr %128, align 4
  %129 = add nsw i32 %100, %66
  %130 = add i32 %36, %129
  %131 = add nsw i32 %101, %67
  %132 = add i32 %130, %131
  %133 = add nsw i32 %105, %70
  %134 = add i32 %132, %133
  %135 = add nsw i32 %106, %71
  %136 = add i32 %134, %135
  %137 = add i64 %13, 28
  %138 = inttoptr i64 %137 to ptr
  store i32 %136, ptr %138, align 4
  ret void
}

define void @video_gpu_sat_secondary(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = mul i32 %9, 7
  %29 = add i32 %28, %20
  %30 = shl i32 %29, 2
  %31 = add i32 %30, 20
  %32 = and i32 %31, 60
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr @VIDEO_VALUES to i64)
  %35 = inttoptr i64 %34 to ptr
  %36 = load i32, ptr %35, align 4, !invariant.load !0
  %37 = zext i32 %19 to i64
  %38 = zext i32 %27 to i64
  %39 = add i32 %19, %27
  %40 = inttoptr i64 %13 to ptr
  store i32 %39, ptr %40, align 4
  %41 = sext i32 %39 to i64
  %42 = zext i32 %36 to i64
  %43 = call i64 @llvm.umin.i64(i64 %41, i64 %42)
  %44 = trunc nuw i64 %43 to i32
  %45 = add i64 %13, 4
  %46 = inttoptr i64 %45 to ptr
  store i32 %44, ptr %46, align 4
  %47 = sext i32 %27 to i64
  %48 = sext i32 %36 to i64
  %49 = call i32 @llvm.smax.i32(i32 %39, i32 %36)
  %50 = add i64 %13, 8
  %51 = inttoptr i64 %50 to ptr
  store i32 %49, ptr %51, align 4
  %52 = sext i32 %19 to i64
  %53 = sub i32 %19, %27
  %54 = sext i32 %53 to i64
  %55 = call i64 @llvm.umax.i64(i64 %54, i64 %42)
  %56 = trunc i64 %55 to i32
  %57 = add i64 %13, 12
  %58 = inttoptr i64 %57 to ptr
  store i32 %56, ptr %58, align 4
  %59 = icmp slt i64 %52, %38
  %60 = zext i1 %59 to i64
  %61 = call i64 @llvm.smin.i64(i64 %60, i64 %48)
  %62 = trunc i64 %61 to i32
  %63 = add i64 %13, 16
  %64 = inttoptr i64 %63 to ptr
  store i32 %62, ptr %64, align 4
  %65 = icmp slt i64 %37, %47
  %66 = zext i1 %65 to i64
  %67 = call i64 @llvm.umax.i64(i64 %66, i64 %42)
  %68 = trunc nuw i64 %67 to i32
  %69 = add i64 %13, 20
  %70 = inttoptr i64 %69 to ptr
  store i32 %68, ptr %70, align 4
  %71 = add i64 %13, 24
  %72 = inttoptr i64 %71 to ptr
  store i32 %44, ptr %72, align 4
  %73 = call i64 @llvm.umin.i64(i64 %38, i64 32)
  %74 = shl i64 %37, %73
  %75 = shl i64 %74, 30
  %76 = ashr exact i64 %75, 30
  %77 = call i64 @llvm.smax.i64(i64 %76, i64 -2147483648)
  %78 = call i64 @llvm.smin.i64(i64 %77, i64 2147483647)
  %79 = trunc nsw i64 %78 to i32
  %80 = add i64 %13, 28
  %81 = inttoptr i64 %80 to ptr
  store i32 %79, ptr %81, align 4
  ret void
}

define void @video_gpu_merge_mad(ptr %0, ptr %1) {
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
  %17 = add i64 %16, ptrtoint (ptr @VIDEO_VALUES to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4, !invariant.load !0
  %20 = lshr i32 %9, 4
  %21 = add i32 %20, %9
  %22 = shl i32 %21, 2
  %23 = and i32 %22, 60
  %24 = zext nneg i32 %23 to i64
  %25 = add i64 %24, ptrtoint (ptr @VIDEO_VALUES to i64)
  %26 = inttoptr i64 %25 to ptr
  %27 = load i32, ptr %26, align 4, !invariant.load !0
  %28 = mul i32 %9, 7
  %29 = add i32 %28, %20
  %30 = shl i32 %29, 2
  %31 = add i32 %30, 20
  %32 = and i32 %31, 60
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr @VIDEO_VALUES to i64)
  %35 = inttoptr i64 %34 to ptr
  %36 = load i32, ptr %35, align 4, !invariant.load !0
  %37 = sext i32 %19 to i64
  %38 = zext i32 %27 to i64
  %39 = call i64 @llvm.umin.i64(i64 %38, i64 32)
  %40 = ashr i64 %37, %39
  %41 = call i64 @llvm.smax.i64(i64 %40, i64 -2147483648)
  %42 = call i64 @llvm.smin.i64(i64 %41, i64 2147483647)
  %43 = trunc nsw i64 %42 to i32
  %44 = inttoptr i64 %13 to ptr
  store i32 %43, ptr %44, align 4
  %45 = zext i32 %19 to i64
  %46 = sub nsw i64 %45, %38
  %47 = trunc i64 %46 to i32
  %48 = icmp ult i64 %46, 4294967296
  %49 = call i32 @llvm.umin.i32(i32 %47, i32 255)
  %50 = shl nuw nsw i32 %49, 16
  %51 = select i1 %48, i32 %50, i32 16711680
  %52 = and i32 %36, -16711681
  %53 = or disjoint i32 %52, %51
  %54 = add i64 %13, 4
  %55 = inttoptr i64 %54 to ptr
  store i32 %53, ptr %55, align 4
  %56 = and i32 %36, 65535
  %57 = add i64 %13, 8
  %58 = inttoptr i64 %57 to ptr
  store i32 %56, ptr %58, align 4
  %59 = shl i64 %45, %39
  %60 = trunc i64 %59 to i32
  %61 = and i32 %60, -65536
  %62 = or disjoint i32 %56, %61
  %63 = add i64 %13, 12
  %64 = inttoptr i64 %63 to ptr
  store i32 %62, ptr %64, align 4
  %65 = sext i32 %27 to i64
  %66 = mul nsw i64 %37, %65
  %67 = sext i32 %36 to i64
  %68 = add i64 %66, %67
  %69 = lshr i64 %68, 7
  %70 = trunc i64 %69 to i32
  %71 = add i64 %13, 16
  %72 = inttoptr i64 %71 to ptr
  store i32 %70, ptr %72, align 4
  %73 = ashr i64 %68, 15
  %74 = call i64 @llvm.smax.i64(i64 %73, i64 -2147483648)
  %75 = call i64 @llvm.smin.i64(i64 %74, i64 2147483647)
  %76 = trunc nsw i64 %75 to i32
  %77 = add i64 %13, 20
  %78 = inttoptr i64 %77 to ptr
  store i32 %76, ptr %78, align 4
  %79 = sub i64 %67, %66
  %80 = call i64 @llvm.smax.i64(i64 %79, i64 -2147483648)
  %81 = call i64 @llvm.smin.i64(i64 %80, i64 2147483647)
  %82 = trunc nsw i64 %81 to i32
  %83 = add i64 %13, 24
  %84 = inttoptr i64 %83 to ptr
  store i32 %82, ptr %84, align 4
  %85 = xor i32 %36, -1
  %86 = sext i32 %85 to i64
  %87 = add i64 %66, %86
  %88 = add i64 %87, 1
  %89 = call i64 @llvm.smax.i64(i64 %88, i64 -2147483648)
  %90 = call i64 @llvm.smin.i64(i64 %89, i64 2147483647)
  %91 = trunc nsw i64 %90 to i32
  %92 = add i64 %13, 28
  %93 = inttoptr i64 %92 to ptr
  store i32 %91, ptr %93, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
