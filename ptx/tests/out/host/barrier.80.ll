; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@__rocuda_kernel.syncthreads_exchange = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 256, i32 256, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.block_reduce_scan = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 768, i32 768, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.syncthreads_reductions = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.named_barrier_all = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 256, i32 256, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.named_barrier_one_warp = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 256, i32 256, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.producer_consumer = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 384, i32 384, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.bar_red = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.barrier_aligned = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 256, i32 256, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.barrier_in_loop = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 256, i32 256, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @syncthreads_exchange(ptr %0, ptr %1) {
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
  %14 = mul i32 %7, 7
  %15 = add i32 %14, %4
  %16 = shl i32 %7, 2
  %17 = getelementptr i8, ptr %1, i64 80
  %18 = load ptr, ptr %17, align 8
  %19 = zext i32 %16 to i64
  %20 = getelementptr i8, ptr %18, i64 %19
  store i32 %15, ptr %20, align 4
  %21 = getelementptr i8, ptr %1, i64 104
  %22 = load ptr, ptr %21, align 8
  %23 = load ptr, ptr %22, align 8
  call void %23(ptr nonnull %1, i32 0, i32 0) #0
  %24 = sub i32 252, %16
  %25 = zext i32 %24 to i64
  %26 = load ptr, ptr %17, align 8
  %27 = getelementptr i8, ptr %26, i64 %25
  %28 = load i32, ptr %27, align 4
  %29 = inttoptr i64 %13 to ptr
  store i32 %28, ptr %29, align 4
  %30 = add i32 %16, 4
  %31 = and i32 %30, 252
  %32 = zext nneg i32 %31 to i64
  %33 = load ptr, ptr %17, align 8
  %34 = getelementptr i8, ptr %33, i64 %32
  %35 = load i32, ptr %34, align 4
  %36 = shl i32 %35, 1
  %37 = add i32 %16, 256
  %38 = load ptr, ptr %21, align 8
  %39 = getelementptr i8, ptr %38, i64 40
  %40 = load ptr, ptr %39, align 8
  %41 = call i32 %40(ptr nonnull %1, i32 0) #0
  %42 = zext i32 %37 to i64
  %43 = load ptr, ptr %17, align 8
  %44 = getelementptr i8, ptr %43, i64 %42
  store i32 %36, ptr %44, align 4
  %45 = load ptr, ptr %21, align 8
  %46 = load ptr, ptr %45, align 8
  call void %46(ptr nonnull %1, i32 0, i32 0) #0
  %47 = add i32 %16, 52
  %48 = and i32 %47, 252
  %49 = or disjoint i32 %48, 256
  %50 = zext nneg i32 %49 to i64
  %51 = load ptr, ptr %17, align 8
  %52 = getelementptr i8, ptr %51, i64 %50
  %53 = load i32, ptr %52, align 4
  %54 = add i64 %13, 4
  %55 = inttoptr i64 %54 to ptr
  store i32 %53, ptr %55, align 4
  %56 = load ptr, ptr %17, align 8
  %57 = getelementptr i8, ptr %56, i64 %42
  %58 = load i32, ptr %57, align 4
  %59 = getelementptr i8, ptr %56, i64 %19
  %60 = load i32, ptr %59, align 4
  %61 = add i32 %60, %58
  %62 = load ptr, ptr %21, align 8
  %63 = getelementptr i8, ptr %62, i64 40
  %64 = load ptr, ptr %63, align 8
  %65 = call i32 %64(ptr nonnull %1, i32 1) #0
  %66 = load ptr, ptr %17, align 8
  %67 = getelementptr i8, ptr %66, i64 %19
  store i32 %61, ptr %67, align 4
  %68 = load ptr, ptr %21, align 8
  %69 = load ptr, ptr %68, align 8
  call void %69(ptr nonnull %1, i32 0, i32 0) #0
  %70 = mul i32 %7, 20
  %71 = and i32 %70, 252
  %72 = zext nneg i32 %71 to i64
  %73 = load ptr, ptr %17, align 8
  %74 = getelementptr i8, ptr %73, i64 %72
  %75 = load i32, ptr %74, align 4
  %76 = add i64 %13, 8
  %77 = inttoptr i64 %76 to ptr
  store i32 %75, ptr %77, align 4
  %78 = load ptr, ptr %21, align 8
  %79 = load ptr, ptr %78, align 8
  call void %79(ptr nonnull %1, i32 0, i32 0) #0
  %80 = add i32 %16, 12
  %81 = and i32 %80, 252
  %82 = load ptr, ptr %17, align 8
  %83 = getelementptr i8, ptr %82, i64 %19
  store i32 %7, ptr %83, align 4
  %84 = load ptr, ptr %21, align 8
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr nonnull %1, i32 0, i32 0) #0
  %86 = zext nneg i32 %81 to i64
  %87 = load ptr, ptr %17, align 8
  %88 = getelementptr i8, ptr %87, i64 %86
  %89 = load i32, ptr %88, align 4
  %90 = load ptr, ptr %21, align 8
  %91 = load ptr, ptr %90, align 8
  call void %91(ptr nonnull %1, i32 0, i32 0) #0
  %92 = load ptr, ptr %17, align 8
  %93 = getelementptr i8, ptr %92, i64 %19
  store i32 %89, ptr %93, align 4
  %94 = load ptr, ptr %21, align 8
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr nonnull %1, i32 0, i32 0) #0
  %96 = load ptr, ptr %17, align 8
  %97 = getelementptr i8, ptr %96, i64 %86
  %98 = load i32, ptr %97, align 4
  %99 = add i32 %98, 1
  %100 = load ptr, ptr %21, align 8
  %101 = load ptr, ptr %100, align 8
  call void %101(ptr nonnull %1, i32 0, i32 0) #0
  %102 = load ptr, ptr %17, align 8
  %103 = getelementptr i8, ptr %102, i64 %19
  store i32 %99, ptr %103, align 4
  %104 = load ptr, ptr %21, align 8
  %105 = load ptr, ptr %104, align 8
  call void %105(ptr nonnull %1, i32 0, i32 0) #0
  %106 = load ptr, ptr %17, align 8
  %107 = getelementptr i8, ptr %106, i64 %86
  %108 = load i32, ptr %107, align 4
  %109 = add i32 %108, 2
  %110 = load ptr, ptr %21, align 8
  %111 = load ptr, ptr %110, align 8
  call void %111(ptr nonnull %1, i32 0, i32 0) #0
  %112 = load ptr, ptr %17, align 8
  %113 = getelementptr i8, ptr %112, i64 %19
  store i32 %109, ptr %113, align 4
  %114 = load ptr, ptr %21, align 8
  %115 = load ptr, ptr %114, align 8
  call void %115(ptr nonnull %1, i32 0, i32 0) #0
  %116 = load ptr, ptr %17, align 8
  %117 = getelementptr i8, ptr %116, i64 %86
  %118 = load i32, ptr %117, align 4
  %119 = add i32 %118, 3
  %120 = load ptr, ptr %21, align 8
  %121 = load ptr, ptr %120, align 8
  call void %121(ptr nonnull %1, i32 0, i32 0) #0
  %122 = load ptr, ptr %17, align 8
  %123 = getelementptr i8, ptr %122, i64 %19
  store i32 %119, ptr %123, align 4
  %124 = load ptr, ptr %21, align 8
  %125 = load ptr, ptr %124, align 8
  call void %125(ptr nonnull %1, i32 0, i32 0) #0
  %126 = load ptr, ptr %17, align 8
  %127 = getelementptr i8, ptr %126, i64 %86
  %128 = load i32, ptr %127, align 4
  %129 = add i32 %128, 4
  %130 = load ptr, ptr %21, align 8
  %131 = load ptr, ptr %130, align 8
  call void %131(ptr nonnull %1, i32 0, i32 0) #0
  %132 = load ptr, ptr %17, align 8
  %133 = getelementptr i8, ptr %132, i64 %19
  store i32 %129, ptr %133, align 4
  %134 = load ptr, ptr %21, align 8
  %135 = load ptr, ptr %134, align 8
  call void %135(ptr nonnull %1, i32 0, i32 0) #0
  %136 = load ptr, ptr %17, align 8
  %137 = getelementptr i8, ptr %136, i64 %86
  %138 = load i32, ptr %137, align 4
  %139 = add i32 %138, 5
  %140 = load ptr, ptr %21, align 8
  %141 = load ptr, ptr %140, align 8
  call void %141(ptr nonnull %1, i32 0, i32 0) #0
  %142 = load ptr, ptr %17, align 8
  %143 = getelementptr i8, ptr %142, i64 %19
  store i32 %139, ptr %143, align 4
  %144 = load ptr, ptr %21, align 8
  %145 = load ptr, ptr %144, align 8
  call void %145(ptr nonnull %1, i32 0, i32 0) #0
  %146 = load ptr, ptr %17, align 8
  %147 = getelementptr i8, ptr %146, i64 %86
  %148 = load i32, ptr %147, align 4
  %149 = add i32 %148, 6
  %150 = load ptr, ptr %21, align 8
  %151 = load ptr, ptr %150, align 8
  call void %151(ptr nonnull %1, i32 0, i32 0) #0
  %152 = load ptr, ptr %17, align 8
  %153 = getelementptr i8, ptr %152, i64 %19
  store i32 %149, ptr %153, align 4
  %154 = load ptr, ptr %21, align 8
  %155 = load ptr, ptr %154, align 8
  call void %155(ptr nonnull %1, i32 0, i32 0) #0
  %156 = load ptr, ptr %17, align 8
  %157 = getelementptr i8, ptr %156, i64 %86
  %158 = load i32, ptr %157, align 4
  %159 = add i32 %158, 7
  %160 = load ptr, ptr %21, align 8
  %161 = load ptr, ptr %160, align 8
  call void %161(ptr nonnull %1, i32 0, i32 0) #0
  %162 = add i64 %13, 12
  %163 = inttoptr i64 %162 to ptr
  store i32 %159, ptr %163, align 4
  ret void
}

define void @block_reduce_scan(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = load i32, ptr %1, align 4
  %4 = shl i32 %3, 2
  %5 = zext i32 %4 to i64
  %6 = and i64 %5, 60
  %7 = add i64 %6, ptrtoint (ptr @U32_VALUES to i64)
  %8 = inttoptr i64 %7 to ptr
  %9 = load i32, ptr %8, align 4, !invariant.load !0
  %10 = zext i32 %9 to i64
  %11 = mul nuw nsw i64 %10, 274877907
  %12 = lshr i64 %11, 38
  %13 = trunc nuw nsw i64 %12 to i32
  %.neg = mul i32 %13, -1000
  %14 = add i32 %.neg, %9
  %15 = add i32 %14, %3
  %16 = getelementptr i8, ptr %1, i64 80
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr i8, ptr %17, i64 %5
  store i32 %15, ptr %18, align 4
  %19 = getelementptr i8, ptr %1, i64 104
  %20 = load ptr, ptr %19, align 8
  %21 = load ptr, ptr %20, align 8
  call void %21(ptr nonnull %1, i32 0, i32 0) #0
  %22 = icmp ugt i32 %3, 31
  br i1 %22, label %"$L__BB1_2", label %144

"$L__BB1_2":                                      ; preds = %144, %allocas
  %23 = load ptr, ptr %19, align 8
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr nonnull %1, i32 0, i32 0) #0
  %25 = icmp ugt i32 %3, 15
  br i1 %25, label %"$L__BB1_4", label %158

"$L__BB1_4":                                      ; preds = %158, %"$L__BB1_2"
  %26 = load ptr, ptr %19, align 8
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr nonnull %1, i32 0, i32 0) #0
  %28 = icmp ugt i32 %3, 7
  br i1 %28, label %"$L__BB1_6", label %172

"$L__BB1_6":                                      ; preds = %172, %"$L__BB1_4"
  %29 = load ptr, ptr %19, align 8
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr nonnull %1, i32 0, i32 0) #0
  %31 = icmp ugt i32 %3, 3
  br i1 %31, label %"$L__BB1_8", label %186

"$L__BB1_8":                                      ; preds = %186, %"$L__BB1_6"
  %32 = load ptr, ptr %19, align 8
  %33 = load ptr, ptr %32, align 8
  call void %33(ptr nonnull %1, i32 0, i32 0) #0
  %34 = icmp ugt i32 %3, 1
  br i1 %34, label %"$L__BB1_10", label %200

"$L__BB1_10":                                     ; preds = %200, %"$L__BB1_8"
  %35 = load ptr, ptr %19, align 8
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr nonnull %1, i32 0, i32 0) #0
  %.not = icmp eq i32 %3, 0
  br i1 %.not, label %214, label %"$L__BB1_12"

"$L__BB1_12":                                     ; preds = %214, %"$L__BB1_10"
  %37 = load ptr, ptr %19, align 8
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr nonnull %1, i32 0, i32 0) #0
  %39 = load ptr, ptr %16, align 8
  %40 = load i32, ptr %39, align 4
  %41 = getelementptr i8, ptr %1, i64 12
  %42 = load i32, ptr %41, align 4
  %43 = getelementptr i8, ptr %1, i64 24
  %44 = load i32, ptr %43, align 4
  %45 = mul i32 %44, %42
  %46 = add i32 %45, %3
  %47 = shl i32 %46, 3
  %48 = zext i32 %47 to i64
  %49 = shl nuw nsw i64 %48, 2
  %50 = add i64 %2, %49
  %51 = inttoptr i64 %50 to ptr
  store i32 %40, ptr %51, align 4
  %52 = add i32 %4, 256
  %53 = load ptr, ptr %19, align 8
  %54 = getelementptr i8, ptr %53, i64 40
  %55 = load ptr, ptr %54, align 8
  %56 = call i32 %55(ptr nonnull %1, i32 8) #0
  %57 = zext i32 %52 to i64
  %58 = load ptr, ptr %16, align 8
  %59 = getelementptr i8, ptr %58, i64 %57
  store i32 %15, ptr %59, align 4
  %60 = load ptr, ptr %19, align 8
  %61 = load ptr, ptr %60, align 8
  call void %61(ptr nonnull %1, i32 0, i32 0) #0
  %62 = load ptr, ptr %16, align 8
  %63 = getelementptr i8, ptr %62, i64 %57
  %64 = load i32, ptr %63, align 4
  br i1 %.not, label %"$L__BB1_14", label %227

"$L__BB1_14":                                     ; preds = %227, %"$L__BB1_12"
  %"%r63.0" = phi i32 [ %64, %"$L__BB1_12" ], [ %230, %227 ]
  %65 = load ptr, ptr %19, align 8
  %66 = getelementptr i8, ptr %65, i64 40
  %67 = load ptr, ptr %66, align 8
  %68 = call i32 %67(ptr nonnull %1, i32 9) #0
  %69 = add nuw nsw i64 %57, 256
  %70 = load ptr, ptr %16, align 8
  %71 = getelementptr i8, ptr %70, i64 %69
  store i32 %"%r63.0", ptr %71, align 4
  %72 = load ptr, ptr %19, align 8
  %73 = load ptr, ptr %72, align 8
  call void %73(ptr nonnull %1, i32 0, i32 0) #0
  %74 = load ptr, ptr %16, align 8
  %75 = getelementptr i8, ptr %74, i64 %69
  %76 = load i32, ptr %75, align 4
  %77 = icmp ult i32 %3, 2
  br i1 %77, label %"$L__BB1_16", label %231

"$L__BB1_16":                                     ; preds = %231, %"$L__BB1_14"
  %"%r64.0" = phi i32 [ %76, %"$L__BB1_14" ], [ %235, %231 ]
  %78 = load ptr, ptr %19, align 8
  %79 = getelementptr i8, ptr %78, i64 40
  %80 = load ptr, ptr %79, align 8
  %81 = call i32 %80(ptr nonnull %1, i32 10) #0
  %82 = load ptr, ptr %16, align 8
  %83 = getelementptr i8, ptr %82, i64 %57
  store i32 %"%r64.0", ptr %83, align 4
  %84 = load ptr, ptr %19, align 8
  %85 = load ptr, ptr %84, align 8
  call void %85(ptr nonnull %1, i32 0, i32 0) #0
  %86 = load ptr, ptr %16, align 8
  %87 = getelementptr i8, ptr %86, i64 %57
  %88 = load i32, ptr %87, align 4
  %89 = icmp ult i32 %3, 4
  br i1 %89, label %"$L__BB1_18", label %236

"$L__BB1_18":                                     ; preds = %236, %"$L__BB1_16"
  %"%r65.0" = phi i32 [ %88, %"$L__BB1_16" ], [ %239, %236 ]
  %90 = load ptr, ptr %19, align 8
  %91 = getelementptr i8, ptr %90, i64 40
  %92 = load ptr, ptr %91, align 8
  %93 = call i32 %92(ptr nonnull %1, i32 11) #0
  %94 = load ptr, ptr %16, align 8
  %95 = getelementptr i8, ptr %94, i64 %69
  store i32 %"%r65.0", ptr %95, align 4
  %96 = load ptr, ptr %19, align 8
  %97 = load ptr, ptr %96, align 8
  call void %97(ptr nonnull %1, i32 0, i32 0) #0
  %98 = load ptr, ptr %16, align 8
  %99 = getelementptr i8, ptr %98, i64 %69
  %100 = load i32, ptr %99, align 4
  %101 = icmp ult i32 %3, 8
  br i1 %101, label %"$L__BB1_20", label %240

"$L__BB1_20":                                     ; preds = %240, %"$L__BB1_18"
  %"%r66.0" = phi i32 [ %100, %"$L__BB1_18" ], [ %244, %240 ]
  %102 = load ptr, ptr %19, align 8
  %103 = getelementptr i8, ptr %102, i64 40
  %104 = load ptr, ptr %103, align 8
  %105 = call i32 %104(ptr nonnull %1, i32 12) #0
  %106 = load ptr, ptr %16, align 8
  %107 = getelementptr i8, ptr %106, i64 %57
  store i32 %"%r66.0", ptr %107, align 4
  %108 = load ptr, ptr %19, align 8
  %109 = load ptr, ptr %108, align 8
  call void %109(ptr nonnull %1, i32 0, i32 0) #0
  %110 = load ptr, ptr %16, align 8
  %111 = getelementptr i8, ptr %110, i64 %57
  %112 = load i32, ptr %111, align 4
  %113 = icmp ult i32 %3, 16
  br i1 %113, label %"$L__BB1_22", label %245

"$L__BB1_22":                                     ; preds = %245, %"$L__BB1_20"
  %"%r67.0" = phi i32 [ %112, %"$L__BB1_20" ], [ %248, %245 ]
  %114 = load ptr, ptr %19, align 8
  %115 = getelementptr i8, ptr %114, i64 40
  %116 = load ptr, ptr %115, align 8
  %117 = call i32 %116(ptr nonnull %1, i32 13) #0
  %118 = load ptr, ptr %16, align 8
  %119 = getelementptr i8, ptr %118, i64 %69
  store i32 %"%r67.0", ptr %119, align 4
  %120 = load ptr, ptr %19, align 8
  %121 = load ptr, ptr %120, align 8
  call void %121(ptr nonnull %1, i32 0, i32 0) #0
  %122 = load ptr, ptr %16, align 8
  %123 = getelementptr i8, ptr %122, i64 %69
  %124 = load i32, ptr %123, align 4
  %125 = icmp ult i32 %3, 32
  br i1 %125, label %"$L__BB1_24", label %249

"$L__BB1_24":                                     ; preds = %249, %"$L__BB1_22"
  %"%r68.0" = phi i32 [ %124, %"$L__BB1_22" ], [ %253, %249 ]
  %126 = load ptr, ptr %19, align 8
  %127 = getelementptr i8, ptr %126, i64 40
  %128 = load ptr, ptr %127, align 8
  %129 = call i32 %128(ptr nonnull %1, i32 14) #0
  %130 = load ptr, ptr %16, align 8
  %131 = getelementptr i8, ptr %130, i64 %57
  store i32 %"%r68.0", ptr %131, align 4
  %132 = load ptr, ptr %19, align 8
  %133 = load ptr, ptr %132, align 8
  call void %133(ptr nonnull %1, i32 0, i32 0) #0
  %134 = load ptr, ptr %16, align 8
  %135 = getelementptr i8, ptr %134, i64 %57
  %136 = load i32, ptr %135, align 4
  %137 = add i64 %50, 4
  %138 = inttoptr i64 %137 to ptr
  store i32 %136, ptr %138, align 4
  %139 = load ptr, ptr %16, align 8
  %140 = getelementptr i8, ptr %139, i64 508
  %141 = load i32, ptr %140, align 4
  %142 = add i64 %50, 8
  %143 = inttoptr i64 %142 to ptr
  store i32 %141, ptr %143, align 4
  ret void

144:                                              ; preds = %allocas
  %145 = load ptr, ptr %16, align 8
  %146 = getelementptr i8, ptr %145, i64 %5
  %147 = load i32, ptr %146, align 4
  %148 = or disjoint i64 %5, 128
  %149 = getelementptr i8, ptr %145, i64 %148
  %150 = load i32, ptr %149, align 4
  %151 = add i32 %147, %150
  %152 = load ptr, ptr %19, align 8
  %153 = getelementptr i8, ptr %152, i64 40
  %154 = load ptr, ptr %153, align 8
  %155 = call i32 %154(ptr nonnull %1, i32 2) #0
  %156 = load ptr, ptr %16, align 8
  %157 = getelementptr i8, ptr %156, i64 %5
  store i32 %151, ptr %157, align 4
  br label %"$L__BB1_2"

158:                                              ; preds = %"$L__BB1_2"
  %159 = load ptr, ptr %16, align 8
  %160 = getelementptr i8, ptr %159, i64 %5
  %161 = load i32, ptr %160, align 4
  %162 = or disjoint i64 %5, 64
  %163 = getelementptr i8, ptr %159, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = add i32 %161, %164
  %166 = load ptr, ptr %19, align 8
  %167 = getelementptr i8, ptr %166, i64 40
  %168 = load ptr, ptr %167, align 8
  %169 = call i32 %168(ptr nonnull %1, i32 3) #0
  %170 = load ptr, ptr %16, align 8
  %171 = getelementptr i8, ptr %170, i64 %5
  store i32 %165, ptr %171, align 4
  br label %"$L__BB1_4"

172:                                              ; preds = %"$L__BB1_4"
  %173 = load ptr, ptr %16, align 8
  %174 = getelementptr i8, ptr %173, i64 %5
  %175 = load i32, ptr %174, align 4
  %176 = or disjoint i64 %5, 32
  %177 = getelementptr i8, ptr %173, i64 %176
  %178 = load i32, ptr %177, align 4
  %179 = add i32 %175, %178
  %180 = load ptr, ptr %19, align 8
  %181 = getelementptr i8, ptr %180, i64 40
  %182 = load ptr, ptr %181, align 8
  %183 = call i32 %182(ptr nonnull %1, i32 4) #0
  %184 = load ptr, ptr %16, align 8
  %185 = getelementptr i8, ptr %184, i64 %5
  store i32 %179, ptr %185, align 4
  br label %"$L__BB1_6"

186:                                              ; preds = %"$L__BB1_6"
  %187 = load ptr, ptr %16, align 8
  %188 = getelementptr i8, ptr %187, i64 %5
  %189 = load i32, ptr %188, align 4
  %190 = or disjoint i64 %5, 16
  %191 = getelementptr i8, ptr %187, i64 %190
  %192 = load i32, ptr %191, align 4
  %193 = add i32 %189, %192
  %194 = load ptr, ptr %19, align 8
  %195 = getelementptr i8, ptr %194, i64 40
  %196 = load ptr, ptr %195, align 8
  %197 = call i32 %196(ptr nonnull %1, i32 5) #0
  %198 = load ptr, ptr %16, align 8
  %199 = getelementptr i8, ptr %198, i64 %5
  store i32 %193, ptr %199, align 4
  br label %"$L__BB1_8"

200:                                              ; preds = %"$L__BB1_8"
  %201 = load ptr, ptr %16, align 8
  %202 = getelementptr i8, ptr %201, i64 %5
  %203 = load i32, ptr %202, align 4
  %204 = or disjoint i64 %5, 8
  %205 = getelementptr i8, ptr %201, i64 %204
  %206 = load i32, ptr %205, align 4
  %207 = add i32 %203, %206
  %208 = load ptr, ptr %19, align 8
  %209 = getelementptr i8, ptr %208, i64 40
  %210 = load ptr, ptr %209, align 8
  %211 = call i32 %210(ptr nonnull %1, i32 6) #0
  %212 = load ptr, ptr %16, align 8
  %213 = getelementptr i8, ptr %212, i64 %5
  store i32 %207, ptr %213, align 4
  br label %"$L__BB1_10"

214:                                              ; preds = %"$L__BB1_10"
  %215 = load ptr, ptr %16, align 8
  %216 = getelementptr i8, ptr %215, i64 4
  %217 = load i32, ptr %216, align 4
  %218 = getelementptr i8, ptr %215, i64 %5
  %219 = load i32, ptr %218, align 4
  %220 = add i32 %219, %217
  %221 = load ptr, ptr %19, align 8
  %222 = getelementptr i8, ptr %221, i64 40
  %223 = load ptr, ptr %222, align 8
  %224 = call i32 %223(ptr nonnull %1, i32 7) #0
  %225 = load ptr, ptr %16, align 8
  %226 = getelementptr i8, ptr %225, i64 %5
  store i32 %220, ptr %226, align 4
  br label %"$L__BB1_12"

227:                                              ; preds = %"$L__BB1_12"
  %228 = getelementptr i8, ptr %63, i64 -4
  %229 = load i32, ptr %228, align 4
  %230 = add i32 %229, %64
  br label %"$L__BB1_14"

231:                                              ; preds = %"$L__BB1_14"
  %232 = getelementptr i8, ptr %74, i64 %57
  %233 = getelementptr i8, ptr %232, i64 248
  %234 = load i32, ptr %233, align 4
  %235 = add i32 %234, %76
  br label %"$L__BB1_16"

236:                                              ; preds = %"$L__BB1_16"
  %237 = getelementptr i8, ptr %87, i64 -16
  %238 = load i32, ptr %237, align 4
  %239 = add i32 %238, %88
  br label %"$L__BB1_18"

240:                                              ; preds = %"$L__BB1_18"
  %241 = getelementptr i8, ptr %98, i64 %57
  %242 = getelementptr i8, ptr %241, i64 224
  %243 = load i32, ptr %242, align 4
  %244 = add i32 %243, %100
  br label %"$L__BB1_20"

245:                                              ; preds = %"$L__BB1_20"
  %246 = getelementptr i8, ptr %111, i64 -64
  %247 = load i32, ptr %246, align 4
  %248 = add i32 %247, %112
  br label %"$L__BB1_22"

249:                                              ; preds = %"$L__BB1_22"
  %250 = getelementptr i8, ptr %122, i64 %57
  %251 = getelementptr i8, ptr %250, i64 128
  %252 = load i32, ptr %251, align 4
  %253 = add i32 %252, %124
  br label %"$L__BB1_24"
}

define void @syncthreads_reductions(ptr %0, ptr %1) {
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
  %14 = zext i32 %7 to i64
  %15 = mul nuw i64 %14, 2863311531
  %16 = lshr i64 %15, 33
  %17 = trunc nuw nsw i64 %16 to i32
  %.neg = mul i32 %17, -3
  %18 = sub i32 0, %7
  %19 = icmp eq i32 %.neg, %18
  %20 = zext i1 %19 to i32
  %21 = getelementptr i8, ptr %1, i64 104
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr i8, ptr %22, i64 16
  %24 = load ptr, ptr %23, align 8
  %25 = call i32 %24(ptr nonnull %1, i32 0, i32 0, i32 0, i32 %20) #0
  %26 = inttoptr i64 %13 to ptr
  store i32 %25, ptr %26, align 4
  %27 = add i32 %7, %4
  %28 = and i32 %27, 15
  %29 = zext nneg i32 %28 to i64
  %30 = add nsw i64 %29, -4
  %31 = icmp ult i64 %30, 9
  %32 = zext i1 %31 to i32
  %33 = load ptr, ptr %21, align 8
  %34 = getelementptr i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  %36 = call i32 %35(ptr nonnull %1, i32 0, i32 0, i32 0, i32 %32) #0
  %37 = add i64 %13, 4
  %38 = inttoptr i64 %37 to ptr
  store i32 %36, ptr %38, align 4
  %39 = icmp ult i32 %7, 64
  %40 = zext i1 %39 to i32
  %41 = load ptr, ptr %21, align 8
  %42 = getelementptr i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  %44 = call i32 %43(ptr nonnull %1, i32 0, i32 0, i32 1, i32 %40) #0
  %.not = icmp ne i32 %44, 0
  %45 = zext i1 %.not to i32
  %46 = add i64 %13, 8
  %47 = inttoptr i64 %46 to ptr
  store i32 %45, ptr %47, align 4
  %48 = icmp ne i32 %7, 17
  %49 = zext i1 %48 to i32
  %50 = load ptr, ptr %21, align 8
  %51 = getelementptr i8, ptr %50, i64 16
  %52 = load ptr, ptr %51, align 8
  %53 = call i32 %52(ptr nonnull %1, i32 0, i32 0, i32 1, i32 %49) #0
  %.not33 = icmp ne i32 %53, 0
  %54 = zext i1 %.not33 to i32
  %55 = add i64 %13, 12
  %56 = inttoptr i64 %55 to ptr
  store i32 %54, ptr %56, align 4
  %57 = icmp eq i32 %7, 63
  %58 = icmp eq i32 %4, 1
  %59 = and i1 %57, %58
  %60 = zext i1 %59 to i32
  %61 = load ptr, ptr %21, align 8
  %62 = getelementptr i8, ptr %61, i64 16
  %63 = load ptr, ptr %62, align 8
  %64 = call i32 %63(ptr nonnull %1, i32 0, i32 0, i32 2, i32 %60) #0
  %.not34 = icmp ne i32 %64, 0
  %65 = zext i1 %.not34 to i32
  %66 = add i64 %13, 16
  %67 = inttoptr i64 %66 to ptr
  store i32 %65, ptr %67, align 4
  %68 = load ptr, ptr %21, align 8
  %69 = getelementptr i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  %71 = call i32 %70(ptr nonnull %1, i32 0, i32 0, i32 2, i32 0) #0
  %.not35 = icmp ne i32 %71, 0
  %72 = zext i1 %.not35 to i32
  %73 = add i64 %13, 20
  %74 = inttoptr i64 %73 to ptr
  store i32 %72, ptr %74, align 4
  %75 = load ptr, ptr %21, align 8
  %76 = getelementptr i8, ptr %75, i64 16
  %77 = load ptr, ptr %76, align 8
  %78 = call i32 %77(ptr nonnull %1, i32 0, i32 0, i32 0, i32 1) #0
  %79 = add i64 %13, 24
  %80 = inttoptr i64 %79 to ptr
  store i32 %78, ptr %80, align 4
  %81 = icmp eq i32 %4, 0
  %82 = zext i1 %81 to i32
  %83 = load ptr, ptr %21, align 8
  %84 = getelementptr i8, ptr %83, i64 16
  %85 = load ptr, ptr %84, align 8
  %86 = call i32 %85(ptr nonnull %1, i32 0, i32 0, i32 1, i32 %82) #0
  %.not36 = icmp ne i32 %86, 0
  %87 = zext i1 %.not36 to i32
  %88 = load ptr, ptr %21, align 8
  %89 = getelementptr i8, ptr %88, i64 16
  %90 = load ptr, ptr %89, align 8
  %91 = call i32 %90(ptr nonnull %1, i32 0, i32 0, i32 2, i32 %82) #0
  %.not37.not = icmp eq i32 %91, 0
  %92 = select i1 %.not37.not, i32 0, i32 2
  %93 = or disjoint i32 %92, %87
  %94 = add i64 %13, 28
  %95 = inttoptr i64 %94 to ptr
  store i32 %93, ptr %95, align 4
  ret void
}

define void @named_barrier_all(ptr %0, ptr %1) {
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
  %14 = add i32 %7, 100
  %15 = shl i32 %7, 2
  %16 = getelementptr i8, ptr %1, i64 80
  %17 = load ptr, ptr %16, align 8
  %18 = zext i32 %15 to i64
  %19 = getelementptr i8, ptr %17, i64 %18
  store i32 %14, ptr %19, align 4
  %20 = getelementptr i8, ptr %1, i64 104
  %21 = load ptr, ptr %20, align 8
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr nonnull %1, i32 1, i32 64) #0
  %23 = and i32 %15, 252
  %24 = xor i32 %23, 128
  %25 = zext nneg i32 %24 to i64
  %26 = load ptr, ptr %16, align 8
  %27 = getelementptr i8, ptr %26, i64 %25
  %28 = load i32, ptr %27, align 4
  %29 = inttoptr i64 %13 to ptr
  store i32 %28, ptr %29, align 4
  %30 = load ptr, ptr %20, align 8
  %31 = load ptr, ptr %30, align 8
  call void %31(ptr nonnull %1, i32 1, i32 64) #0
  %32 = mul i32 %7, %7
  %33 = load ptr, ptr %16, align 8
  %34 = getelementptr i8, ptr %33, i64 %18
  store i32 %32, ptr %34, align 4
  %35 = load ptr, ptr %20, align 8
  %36 = load ptr, ptr %35, align 8
  call void %36(ptr nonnull %1, i32 1, i32 64) #0
  %37 = sub i32 252, %15
  %38 = zext i32 %37 to i64
  %39 = load ptr, ptr %16, align 8
  %40 = getelementptr i8, ptr %39, i64 %38
  %41 = load i32, ptr %40, align 4
  %42 = add i64 %13, 4
  %43 = inttoptr i64 %42 to ptr
  store i32 %41, ptr %43, align 4
  %44 = load ptr, ptr %20, align 8
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr nonnull %1, i32 1, i32 0) #0
  %46 = xor i32 %7, -1
  %47 = load ptr, ptr %16, align 8
  %48 = getelementptr i8, ptr %47, i64 %18
  store i32 %46, ptr %48, align 4
  %49 = load ptr, ptr %20, align 8
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr nonnull %1, i32 1, i32 64) #0
  %51 = add i32 %15, 4
  %52 = and i32 %51, 252
  %53 = zext nneg i32 %52 to i64
  %54 = load ptr, ptr %16, align 8
  %55 = getelementptr i8, ptr %54, i64 %53
  %56 = load i32, ptr %55, align 4
  %57 = add i64 %13, 8
  %58 = inttoptr i64 %57 to ptr
  store i32 %56, ptr %58, align 4
  %59 = load ptr, ptr %20, align 8
  %60 = load ptr, ptr %59, align 8
  call void %60(ptr nonnull %1, i32 2, i32 0) #0
  ret void
}

define void @named_barrier_one_warp(ptr %0, ptr %1) {
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
  %15 = icmp ult i32 %7, 32
  %16 = shl i32 %7, 2
  %17 = and i32 %16, 124
  %18 = getelementptr i8, ptr %1, i64 80
  br i1 %15, label %"$L__BB4_2", label %58

"$L__BB4_2":                                      ; preds = %allocas
  %19 = mul nuw nsw i32 %14, 3
  %20 = add nuw nsw i32 %19, 1
  %21 = zext nneg i32 %17 to i64
  %22 = load ptr, ptr %18, align 8
  %23 = getelementptr i8, ptr %22, i64 %21
  store i32 %20, ptr %23, align 4
  %24 = getelementptr i8, ptr %1, i64 104
  %25 = load ptr, ptr %24, align 8
  %26 = load ptr, ptr %25, align 8
  call void %26(ptr nonnull %1, i32 2, i32 32) #0
  %27 = xor i32 %16, 124
  %28 = zext nneg i32 %27 to i64
  %29 = load ptr, ptr %18, align 8
  %30 = getelementptr i8, ptr %29, i64 %28
  %31 = load i32, ptr %30, align 4
  %32 = inttoptr i64 %13 to ptr
  store i32 %31, ptr %32, align 4
  %33 = load ptr, ptr %24, align 8
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr nonnull %1, i32 2, i32 32) #0
  %35 = load i32, ptr %32, align 4
  %36 = add i32 %35, %14
  %37 = load ptr, ptr %18, align 8
  %38 = getelementptr i8, ptr %37, i64 %21
  store i32 %36, ptr %38, align 4
  %39 = load ptr, ptr %24, align 8
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr nonnull %1, i32 2, i32 32) #0
  %41 = add nuw nsw i32 %16, 4
  %42 = and i32 %41, 124
  %43 = zext nneg i32 %42 to i64
  %44 = load ptr, ptr %18, align 8
  %45 = getelementptr i8, ptr %44, i64 %43
  %46 = load i32, ptr %45, align 4
  %47 = add i64 %13, 4
  %48 = inttoptr i64 %47 to ptr
  store i32 %46, ptr %48, align 4
  br label %"$L__BB4_3"

"$L__BB4_3":                                      ; preds = %"$L__BB4_2", %58
  %49 = getelementptr i8, ptr %1, i64 104
  %50 = load ptr, ptr %49, align 8
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr nonnull %1, i32 0, i32 0) #0
  %52 = zext i32 %16 to i64
  %53 = load ptr, ptr %18, align 8
  %54 = getelementptr i8, ptr %53, i64 %52
  %55 = load i32, ptr %54, align 4
  %56 = add i64 %13, 8
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  ret void

58:                                               ; preds = %allocas
  %59 = load ptr, ptr %18, align 8
  %60 = xor i32 %14, 85
  %61 = or disjoint i32 %17, 128
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr i8, ptr %59, i64 %62
  store i32 %60, ptr %63, align 4
  %64 = getelementptr i8, ptr %1, i64 104
  %65 = load ptr, ptr %64, align 8
  %66 = load ptr, ptr %65, align 8
  call void %66(ptr nonnull %1, i32 4, i32 32) #0
  %67 = add i32 %16, 28
  %68 = and i32 %67, 124
  %69 = or disjoint i32 %68, 128
  %70 = zext nneg i32 %69 to i64
  %71 = load ptr, ptr %18, align 8
  %72 = getelementptr i8, ptr %71, i64 %70
  %73 = load i32, ptr %72, align 4
  %74 = inttoptr i64 %13 to ptr
  store i32 %73, ptr %74, align 4
  %75 = add i64 %13, 4
  %76 = inttoptr i64 %75 to ptr
  store i32 48059, ptr %76, align 4
  br label %"$L__BB4_3"
}

define void @producer_consumer(ptr %0, ptr %1) {
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
  %15 = icmp ult i32 %7, 32
  %16 = shl i32 %7, 2
  %17 = and i32 %16, 124
  %18 = getelementptr i8, ptr %1, i64 80
  br i1 %15, label %"$L__BB5_2", label %56

"$L__BB5_2":                                      ; preds = %allocas
  %19 = mul nuw nsw i32 %14, %14
  %20 = add i32 %19, %6
  %21 = zext nneg i32 %17 to i64
  %22 = load ptr, ptr %18, align 8
  %23 = getelementptr i8, ptr %22, i64 %21
  store i32 %20, ptr %23, align 4
  %24 = getelementptr i8, ptr %1, i64 104
  %25 = load ptr, ptr %24, align 8
  %26 = getelementptr i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8
  call void %27(ptr nonnull %1, i32 3, i32 64) #0
  %28 = inttoptr i64 %13 to ptr
  store i32 %14, ptr %28, align 4
  %29 = load ptr, ptr %24, align 8
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr nonnull %1, i32 5, i32 64) #0
  %31 = xor i32 %16, 252
  %32 = zext nneg i32 %31 to i64
  %33 = load ptr, ptr %18, align 8
  %34 = getelementptr i8, ptr %33, i64 %32
  %35 = load i32, ptr %34, align 4
  %36 = add i64 %13, 4
  %37 = inttoptr i64 %36 to ptr
  store i32 %35, ptr %37, align 4
  br label %"$L__BB5_3"

"$L__BB5_3":                                      ; preds = %"$L__BB5_2", %56
  %.mask = and i32 %7, -32
  %38 = icmp eq i32 %.mask, 32
  br i1 %38, label %"$L__BB5_5", label %"$L__BB5_4"

"$L__BB5_5":                                      ; preds = %"$L__BB5_3"
  %39 = add nuw nsw i32 %14, 500
  %40 = shl nuw nsw i32 %14, 2
  %41 = or disjoint i32 %40, 256
  %42 = getelementptr i8, ptr %1, i64 104
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr i8, ptr %43, i64 40
  %45 = load ptr, ptr %44, align 8
  %46 = call i32 %45(ptr nonnull %1, i32 16) #0
  %47 = zext nneg i32 %41 to i64
  %48 = load ptr, ptr %18, align 8
  %49 = getelementptr i8, ptr %48, i64 %47
  store i32 %39, ptr %49, align 4
  %50 = load ptr, ptr %42, align 8
  %51 = getelementptr i8, ptr %50, i64 8
  %52 = load ptr, ptr %51, align 8
  call void %52(ptr nonnull %1, i32 3, i32 64) #0
  br label %"$L__BB5_6"

"$L__BB5_6":                                      ; preds = %"$L__BB5_4", %"$L__BB5_5"
  %53 = getelementptr i8, ptr %1, i64 104
  %54 = load ptr, ptr %53, align 8
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr nonnull %1, i32 0, i32 0) #0
  ret void

56:                                               ; preds = %allocas
  %57 = getelementptr i8, ptr %1, i64 104
  %58 = load ptr, ptr %57, align 8
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr nonnull %1, i32 3, i32 64) #0
  %60 = add i32 %16, 20
  %61 = and i32 %60, 124
  %62 = zext nneg i32 %61 to i64
  %63 = load ptr, ptr %18, align 8
  %64 = getelementptr i8, ptr %63, i64 %62
  %65 = load i32, ptr %64, align 4
  %66 = inttoptr i64 %13 to ptr
  store i32 %65, ptr %66, align 4
  %67 = shl i32 %65, 1
  %68 = or disjoint i32 %67, 1
  %69 = load ptr, ptr %57, align 8
  %70 = getelementptr i8, ptr %69, i64 40
  %71 = load ptr, ptr %70, align 8
  %72 = call i32 %71(ptr nonnull %1, i32 15) #0
  %73 = or disjoint i32 %17, 128
  %74 = zext nneg i32 %73 to i64
  %75 = load ptr, ptr %18, align 8
  %76 = getelementptr i8, ptr %75, i64 %74
  store i32 %68, ptr %76, align 4
  %77 = load ptr, ptr %57, align 8
  %78 = getelementptr i8, ptr %77, i64 8
  %79 = load ptr, ptr %78, align 8
  call void %79(ptr nonnull %1, i32 5, i32 64) #0
  %80 = add i64 %13, 4
  %81 = inttoptr i64 %80 to ptr
  store i32 3276, ptr %81, align 4
  br label %"$L__BB5_3"

"$L__BB5_4":                                      ; preds = %"$L__BB5_3"
  %82 = getelementptr i8, ptr %1, i64 104
  %83 = load ptr, ptr %82, align 8
  %84 = load ptr, ptr %83, align 8
  call void %84(ptr nonnull %1, i32 3, i32 64) #0
  %85 = add i32 %16, 36
  %86 = and i32 %85, 124
  %87 = load ptr, ptr %18, align 8
  %88 = or disjoint i32 %86, 256
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr i8, ptr %87, i64 %89
  %91 = load i32, ptr %90, align 4
  %92 = add i64 %13, 8
  %93 = inttoptr i64 %92 to ptr
  store i32 %91, ptr %93, align 4
  br label %"$L__BB5_6"
}

define void @bar_red(ptr %0, ptr %1) {
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
  %14 = and i32 %7, 5
  %15 = icmp ne i32 %14, 0
  %16 = zext i1 %15 to i32
  %17 = getelementptr i8, ptr %1, i64 104
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr i8, ptr %18, i64 16
  %20 = load ptr, ptr %19, align 8
  %21 = call i32 %20(ptr nonnull %1, i32 0, i32 0, i32 0, i32 %16) #0
  %22 = inttoptr i64 %13 to ptr
  store i32 %21, ptr %22, align 4
  %23 = icmp ugt i32 %7, 9
  %24 = zext i1 %23 to i32
  %25 = load ptr, ptr %17, align 8
  %26 = getelementptr i8, ptr %25, i64 16
  %27 = load ptr, ptr %26, align 8
  %28 = call i32 %27(ptr nonnull %1, i32 6, i32 64, i32 0, i32 %24) #0
  %29 = add i64 %13, 4
  %30 = inttoptr i64 %29 to ptr
  store i32 %28, ptr %30, align 4
  %31 = icmp ult i32 %7, 64
  %32 = zext i1 %31 to i32
  %33 = load ptr, ptr %17, align 8
  %34 = getelementptr i8, ptr %33, i64 16
  %35 = load ptr, ptr %34, align 8
  %36 = call i32 %35(ptr nonnull %1, i32 0, i32 0, i32 1, i32 %32) #0
  %.not = icmp ne i32 %36, 0
  %37 = zext i1 %.not to i32
  %38 = add i64 %13, 8
  %39 = inttoptr i64 %38 to ptr
  store i32 %37, ptr %39, align 4
  %40 = icmp ne i32 %7, 33
  %41 = zext i1 %40 to i32
  %42 = load ptr, ptr %17, align 8
  %43 = getelementptr i8, ptr %42, i64 16
  %44 = load ptr, ptr %43, align 8
  %45 = call i32 %44(ptr nonnull %1, i32 7, i32 64, i32 1, i32 %41) #0
  %.not28 = icmp ne i32 %45, 0
  %46 = zext i1 %.not28 to i32
  %47 = add i64 %13, 12
  %48 = inttoptr i64 %47 to ptr
  store i32 %46, ptr %48, align 4
  %49 = add i32 %7, %4
  %50 = icmp eq i32 %49, 40
  %51 = zext i1 %50 to i32
  %52 = load ptr, ptr %17, align 8
  %53 = getelementptr i8, ptr %52, i64 16
  %54 = load ptr, ptr %53, align 8
  %55 = call i32 %54(ptr nonnull %1, i32 0, i32 0, i32 2, i32 %51) #0
  %.not29 = icmp ne i32 %55, 0
  %56 = zext i1 %.not29 to i32
  %57 = add i64 %13, 16
  %58 = inttoptr i64 %57 to ptr
  store i32 %56, ptr %58, align 4
  %59 = icmp eq i32 %7, 99
  %60 = zext i1 %59 to i32
  %61 = load ptr, ptr %17, align 8
  %62 = getelementptr i8, ptr %61, i64 16
  %63 = load ptr, ptr %62, align 8
  %64 = call i32 %63(ptr nonnull %1, i32 8, i32 64, i32 2, i32 %60) #0
  %.not30 = icmp ne i32 %64, 0
  %65 = zext i1 %.not30 to i32
  %66 = add i64 %13, 20
  %67 = inttoptr i64 %66 to ptr
  store i32 %65, ptr %67, align 4
  %68 = and i32 %7, 3
  %69 = icmp eq i32 %68, 1
  %70 = zext i1 %69 to i32
  %71 = load ptr, ptr %17, align 8
  %72 = getelementptr i8, ptr %71, i64 16
  %73 = load ptr, ptr %72, align 8
  %74 = call i32 %73(ptr nonnull %1, i32 9, i32 0, i32 0, i32 %70) #0
  %75 = add i64 %13, 24
  %76 = inttoptr i64 %75 to ptr
  store i32 %74, ptr %76, align 4
  %77 = load ptr, ptr %17, align 8
  %78 = getelementptr i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  %80 = call i32 %79(ptr nonnull %1, i32 10, i32 64, i32 1, i32 1) #0
  %.not31 = icmp ne i32 %80, 0
  %81 = zext i1 %.not31 to i32
  %82 = add i64 %13, 28
  %83 = inttoptr i64 %82 to ptr
  store i32 %81, ptr %83, align 4
  ret void
}

define void @barrier_aligned(ptr %0, ptr %1) {
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
  %14 = xor i32 %7, 60
  %15 = shl i32 %7, 2
  %16 = getelementptr i8, ptr %1, i64 80
  %17 = load ptr, ptr %16, align 8
  %18 = zext i32 %15 to i64
  %19 = getelementptr i8, ptr %17, i64 %18
  store i32 %14, ptr %19, align 4
  %20 = getelementptr i8, ptr %1, i64 104
  %21 = load ptr, ptr %20, align 8
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr nonnull %1, i32 0, i32 0) #0
  %23 = add i32 %15, 68
  %24 = and i32 %23, 252
  %25 = zext nneg i32 %24 to i64
  %26 = load ptr, ptr %16, align 8
  %27 = getelementptr i8, ptr %26, i64 %25
  %28 = load i32, ptr %27, align 4
  %29 = inttoptr i64 %13 to ptr
  store i32 %28, ptr %29, align 4
  %30 = load ptr, ptr %20, align 8
  %31 = load ptr, ptr %30, align 8
  call void %31(ptr nonnull %1, i32 11, i32 64) #0
  %32 = mul i32 %7, 13
  %33 = load ptr, ptr %16, align 8
  %34 = getelementptr i8, ptr %33, i64 %18
  store i32 %32, ptr %34, align 4
  %35 = icmp ult i32 %7, 32
  br i1 %35, label %"$L__BB7_2", label %70

"$L__BB7_2":                                      ; preds = %allocas
  %36 = load ptr, ptr %20, align 8
  %37 = getelementptr i8, ptr %36, i64 8
  %38 = load ptr, ptr %37, align 8
  call void %38(ptr nonnull %1, i32 12, i32 64) #0
  br label %"$L__BB7_3"

"$L__BB7_3":                                      ; preds = %"$L__BB7_2", %70
  %39 = load ptr, ptr %20, align 8
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr nonnull %1, i32 0, i32 0) #0
  br i1 %35, label %"$L__BB7_5", label %79

"$L__BB7_5":                                      ; preds = %"$L__BB7_3"
  %41 = add nuw nsw i32 %7, 1000
  %42 = load ptr, ptr %16, align 8
  %43 = getelementptr i8, ptr %42, i64 %18
  store i32 %41, ptr %43, align 4
  %44 = load ptr, ptr %20, align 8
  %45 = load ptr, ptr %44, align 8
  call void %45(ptr nonnull %1, i32 13, i32 64) #0
  %46 = or disjoint i64 %18, 128
  %47 = load ptr, ptr %16, align 8
  %48 = getelementptr i8, ptr %47, i64 %46
  %49 = load i32, ptr %48, align 4
  %50 = add i64 %13, 8
  %51 = inttoptr i64 %50 to ptr
  store i32 %49, ptr %51, align 4
  br label %"$L__BB7_6"

"$L__BB7_6":                                      ; preds = %"$L__BB7_5", %79
  %52 = load ptr, ptr %20, align 8
  %53 = load ptr, ptr %52, align 8
  call void %53(ptr nonnull %1, i32 0, i32 0) #0
  %54 = and i32 %7, 1
  %.not = icmp eq i32 %54, 0
  br i1 %.not, label %"$L__BB7_8", label %"$L__BB7_7"

"$L__BB7_8":                                      ; preds = %"$L__BB7_6"
  %55 = mul i32 %7, 5
  %56 = load ptr, ptr %16, align 8
  %57 = getelementptr i8, ptr %56, i64 %18
  store i32 %55, ptr %57, align 4
  %58 = load ptr, ptr %20, align 8
  %59 = load ptr, ptr %58, align 8
  call void %59(ptr nonnull %1, i32 14, i32 0) #0
  %60 = or disjoint i32 %7, 1
  br label %"$L__BB7_9"

"$L__BB7_9":                                      ; preds = %"$L__BB7_7", %"$L__BB7_8"
  %"%r31.0" = phi i32 [ %60, %"$L__BB7_8" ], [ %96, %"$L__BB7_7" ]
  %61 = shl i32 %"%r31.0", 2
  %62 = zext i32 %61 to i64
  %63 = load ptr, ptr %16, align 8
  %64 = getelementptr i8, ptr %63, i64 %62
  %65 = load i32, ptr %64, align 4
  %66 = add i64 %13, 12
  %67 = inttoptr i64 %66 to ptr
  store i32 %65, ptr %67, align 4
  %68 = load ptr, ptr %20, align 8
  %69 = load ptr, ptr %68, align 8
  call void %69(ptr nonnull %1, i32 0, i32 0) #0
  ret void

70:                                               ; preds = %allocas
  %71 = load ptr, ptr %20, align 8
  %72 = load ptr, ptr %71, align 8
  call void %72(ptr nonnull %1, i32 12, i32 64) #0
  %73 = load ptr, ptr %16, align 8
  %74 = getelementptr i8, ptr %73, i64 %18
  %75 = getelementptr i8, ptr %74, i64 -128
  %76 = load i32, ptr %75, align 4
  %77 = add i64 %13, 4
  %78 = inttoptr i64 %77 to ptr
  store i32 %76, ptr %78, align 4
  br label %"$L__BB7_3"

79:                                               ; preds = %"$L__BB7_3"
  %80 = add i32 %7, 2000
  %81 = load ptr, ptr %16, align 8
  %82 = getelementptr i8, ptr %81, i64 %18
  store i32 %80, ptr %82, align 4
  %83 = load ptr, ptr %20, align 8
  %84 = load ptr, ptr %83, align 8
  call void %84(ptr nonnull %1, i32 13, i32 64) #0
  %85 = load ptr, ptr %16, align 8
  %86 = getelementptr i8, ptr %85, i64 %18
  %87 = getelementptr i8, ptr %86, i64 -128
  %88 = load i32, ptr %87, align 4
  %89 = add i64 %13, 8
  %90 = inttoptr i64 %89 to ptr
  store i32 %88, ptr %90, align 4
  br label %"$L__BB7_6"

"$L__BB7_7":                                      ; preds = %"$L__BB7_6"
  %91 = mul i32 %7, 3
  %92 = load ptr, ptr %16, align 8
  %93 = getelementptr i8, ptr %92, i64 %18
  store i32 %91, ptr %93, align 4
  %94 = load ptr, ptr %20, align 8
  %95 = load ptr, ptr %94, align 8
  call void %95(ptr nonnull %1, i32 14, i32 0) #0
  %96 = add nsw i32 %7, -1
  br label %"$L__BB7_9"
}

define void @barrier_in_loop(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr %1, align 4
  %6 = shl i32 %4, 1
  %7 = add i32 %6, 3
  %8 = shl i32 %5, 2
  %9 = getelementptr i8, ptr %1, i64 80
  %10 = add i32 %6, 2
  %11 = and i32 %7, 3
  %12 = icmp ult i32 %10, 3
  br i1 %12, label %"$L__BB8_4", label %"$L__BB8_1"

"$L__BB8_4":                                      ; preds = %allocas, %"$L__BB8_2"
  %"%r118.0" = phi i32 [ %115, %"$L__BB8_2" ], [ %5, %allocas ]
  %"%r117.0" = phi i32 [ %118, %"$L__BB8_2" ], [ 0, %allocas ]
  %13 = getelementptr i8, ptr %1, i64 12
  %14 = load i32, ptr %13, align 4
  %15 = shl i32 %"%r117.0", 4
  %16 = add i32 %5, %"%r117.0"
  br label %"$L__BB8_5"

"$L__BB8_2":                                      ; preds = %154, %"$L__BB8_1"
  %"%r109.0" = phi i32 [ %5, %"$L__BB8_1" ], [ %155, %154 ]
  %"%r114.0" = phi i32 [ 48, %"$L__BB8_1" ], [ %159, %154 ]
  %"%r110.0" = phi i32 [ %151, %"$L__BB8_1" ], [ %156, %154 ]
  %"%r111.0" = phi i32 [ %150, %"$L__BB8_1" ], [ %157, %154 ]
  %"%r112.0" = phi i32 [ %149, %"$L__BB8_1" ], [ %158, %154 ]
  %"%r113.0.in" = phi i32 [ %5, %"$L__BB8_1" ], [ %"%r113.0", %154 ]
  %"%r118.1" = phi i32 [ %5, %"$L__BB8_1" ], [ %115, %154 ]
  %"%r117.1" = phi i32 [ 0, %"$L__BB8_1" ], [ %118, %154 ]
  %"%r113.0" = add i32 %"%r113.0.in", 4
  %17 = zext i32 %"%r112.0" to i64
  %18 = mul nuw i64 %17, 2863311531
  %19 = lshr i64 %18, 33
  %20 = trunc nuw nsw i64 %19 to i32
  %21 = zext i32 %"%r111.0" to i64
  %22 = mul nuw i64 %21, 2863311531
  %23 = lshr i64 %22, 33
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = zext i32 %"%r110.0" to i64
  %26 = mul nuw i64 %25, 2863311531
  %27 = lshr i64 %26, 33
  %28 = trunc nuw nsw i64 %27 to i32
  %29 = zext i32 %"%r109.0" to i64
  %30 = mul nuw i64 %29, 2863311531
  %31 = lshr i64 %30, 33
  %32 = trunc nuw nsw i64 %31 to i32
  %33 = mul i32 %32, -3
  %34 = add i32 %33, %"%r111.0"
  %35 = icmp eq i32 %34, 2
  %36 = mul i32 %"%r118.1", 3
  %37 = add i32 %36, 1
  %38 = add i32 %"%r114.0", -48
  %39 = xor i32 %38, %"%r118.1"
  %40 = select i1 %35, i32 %37, i32 %39
  %41 = zext i32 %8 to i64
  %42 = load ptr, ptr %9, align 8
  %43 = getelementptr i8, ptr %42, i64 %41
  store i32 %40, ptr %43, align 4
  %44 = getelementptr i8, ptr %1, i64 104
  %45 = load ptr, ptr %44, align 8
  %46 = load ptr, ptr %45, align 8
  call void %46(ptr nonnull %1, i32 0, i32 0) #0
  %47 = shl i32 %"%r113.0", 2
  %48 = add i32 %47, 244
  %49 = and i32 %48, 252
  %50 = zext nneg i32 %49 to i64
  %51 = load ptr, ptr %9, align 8
  %52 = getelementptr i8, ptr %51, i64 %50
  %53 = load i32, ptr %52, align 4
  %54 = add i32 %53, %40
  %55 = load ptr, ptr %44, align 8
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr nonnull %1, i32 0, i32 0) #0
  %57 = mul i32 %28, -3
  %58 = add i32 %57, %"%r111.0"
  %59 = icmp eq i32 %58, 1
  %60 = mul i32 %54, 3
  %61 = add i32 %60, 1
  %62 = add i32 %"%r114.0", -32
  %63 = xor i32 %62, %54
  %64 = select i1 %59, i32 %61, i32 %63
  %65 = load ptr, ptr %9, align 8
  %66 = getelementptr i8, ptr %65, i64 %41
  store i32 %64, ptr %66, align 4
  %67 = load ptr, ptr %44, align 8
  %68 = load ptr, ptr %67, align 8
  call void %68(ptr nonnull %1, i32 0, i32 0) #0
  %69 = add i32 %47, 248
  %70 = and i32 %69, 252
  %71 = zext nneg i32 %70 to i64
  %72 = load ptr, ptr %9, align 8
  %73 = getelementptr i8, ptr %72, i64 %71
  %74 = load i32, ptr %73, align 4
  %75 = add i32 %74, %64
  %76 = load ptr, ptr %44, align 8
  %77 = load ptr, ptr %76, align 8
  call void %77(ptr nonnull %1, i32 0, i32 0) #0
  %78 = mul i32 %24, -3
  %79 = sub i32 0, %"%r111.0"
  %80 = icmp eq i32 %78, %79
  %81 = mul i32 %75, 3
  %82 = add i32 %81, 1
  %83 = add i32 %"%r114.0", -16
  %84 = xor i32 %83, %75
  %85 = select i1 %80, i32 %82, i32 %84
  %86 = load ptr, ptr %9, align 8
  %87 = getelementptr i8, ptr %86, i64 %41
  store i32 %85, ptr %87, align 4
  %88 = load ptr, ptr %44, align 8
  %89 = load ptr, ptr %88, align 8
  call void %89(ptr nonnull %1, i32 0, i32 0) #0
  %90 = add i32 %47, 252
  %91 = and i32 %90, 252
  %92 = zext nneg i32 %91 to i64
  %93 = load ptr, ptr %9, align 8
  %94 = getelementptr i8, ptr %93, i64 %92
  %95 = load i32, ptr %94, align 4
  %96 = add i32 %95, %85
  %97 = load ptr, ptr %44, align 8
  %98 = load ptr, ptr %97, align 8
  call void %98(ptr nonnull %1, i32 0, i32 0) #0
  %99 = mul i32 %20, -3
  %100 = add i32 %99, %"%r111.0"
  %101 = icmp eq i32 %100, -1
  %102 = mul i32 %96, 3
  %103 = add i32 %102, 1
  %104 = xor i32 %"%r114.0", %96
  %105 = select i1 %101, i32 %103, i32 %104
  %106 = load ptr, ptr %9, align 8
  %107 = getelementptr i8, ptr %106, i64 %41
  store i32 %105, ptr %107, align 4
  %108 = load ptr, ptr %44, align 8
  %109 = load ptr, ptr %108, align 8
  call void %109(ptr nonnull %1, i32 0, i32 0) #0
  %110 = and i32 %47, 252
  %111 = zext nneg i32 %110 to i64
  %112 = load ptr, ptr %9, align 8
  %113 = getelementptr i8, ptr %112, i64 %111
  %114 = load i32, ptr %113, align 4
  %115 = add i32 %114, %105
  %116 = load ptr, ptr %44, align 8
  %117 = load ptr, ptr %116, align 8
  call void %117(ptr nonnull %1, i32 0, i32 0) #0
  %118 = add i32 %"%r117.1", 4
  %119 = sub nuw nsw i32 -4, %"%r117.1"
  %120 = icmp eq i32 %153, %119
  br i1 %120, label %"$L__BB8_4", label %154

"$L__BB8_5":                                      ; preds = %"$L__BB8_5", %"$L__BB8_4"
  %"%r121.0.in" = phi i32 [ %16, %"$L__BB8_4" ], [ %"%r121.0", %"$L__BB8_5" ]
  %"%r120.0" = phi i32 [ %16, %"$L__BB8_4" ], [ %148, %"$L__BB8_5" ]
  %"%r122.0" = phi i32 [ %15, %"$L__BB8_4" ], [ %147, %"$L__BB8_5" ]
  %"%r119.0.in" = phi i32 [ %11, %"$L__BB8_4" ], [ %"%r119.0", %"$L__BB8_5" ]
  %"%r118.2" = phi i32 [ %"%r118.0", %"$L__BB8_4" ], [ %144, %"$L__BB8_5" ]
  %"%r119.0" = add i32 %"%r119.0.in", -1
  %"%r121.0" = add i32 %"%r121.0.in", 1
  %121 = zext i32 %"%r120.0" to i64
  %122 = mul nuw i64 %121, 2863311531
  %123 = lshr i64 %122, 33
  %124 = trunc nuw nsw i64 %123 to i32
  %125 = mul i32 %124, -3
  %126 = add i32 %125, %"%r121.0"
  %127 = icmp eq i32 %126, 1
  %128 = mul i32 %"%r118.2", 3
  %129 = add i32 %128, 1
  %130 = xor i32 %"%r122.0", %"%r118.2"
  %131 = select i1 %127, i32 %129, i32 %130
  %132 = zext i32 %8 to i64
  %133 = load ptr, ptr %9, align 8
  %134 = getelementptr i8, ptr %133, i64 %132
  store i32 %131, ptr %134, align 4
  %135 = getelementptr i8, ptr %1, i64 104
  %136 = load ptr, ptr %135, align 8
  %137 = load ptr, ptr %136, align 8
  call void %137(ptr nonnull %1, i32 0, i32 0) #0
  %138 = shl i32 %"%r121.0", 2
  %139 = and i32 %138, 252
  %140 = zext nneg i32 %139 to i64
  %141 = load ptr, ptr %9, align 8
  %142 = getelementptr i8, ptr %141, i64 %140
  %143 = load i32, ptr %142, align 4
  %144 = add i32 %143, %131
  %145 = load ptr, ptr %135, align 8
  %146 = load ptr, ptr %145, align 8
  call void %146(ptr nonnull %1, i32 0, i32 0) #0
  %147 = add i32 %"%r122.0", 16
  %148 = add i32 %"%r120.0", 1
  %.not = icmp eq i32 %"%r119.0", 0
  br i1 %.not, label %160, label %"$L__BB8_5"

"$L__BB8_1":                                      ; preds = %allocas
  %149 = add i32 %5, 3
  %150 = add i32 %5, 2
  %151 = add i32 %5, 1
  %152 = add nsw i32 %11, -3
  %153 = sub i32 %152, %6
  br label %"$L__BB8_2"

154:                                              ; preds = %"$L__BB8_2"
  %155 = add i32 %"%r109.0", 4
  %156 = add i32 %"%r110.0", 4
  %157 = add i32 %"%r111.0", 4
  %158 = add i32 %"%r112.0", 4
  %159 = add i32 %"%r114.0", 64
  br label %"$L__BB8_2"

160:                                              ; preds = %"$L__BB8_5"
  %161 = mul i32 %4, %14
  %162 = add i32 %161, %5
  %163 = shl i32 %162, 3
  %164 = zext i32 %163 to i64
  %165 = shl nuw nsw i64 %164, 2
  %166 = add i64 %2, %165
  %167 = inttoptr i64 %166 to ptr
  store i32 %144, ptr %167, align 4
  %168 = add i64 %166, 4
  %169 = inttoptr i64 %168 to ptr
  store i32 %7, ptr %169, align 4
  ret void
}

attributes #0 = { convergent }

!0 = !{}
