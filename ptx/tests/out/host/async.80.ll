; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@SOURCE = protected global [4096 x i8] zeroinitializer, align 4
@__rocuda_kernel.cp_async_pipeline = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 2048, i32 2048, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cp_async_ignore_src = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 1024, i32 1024, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.mbarrier_phases = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 16, i32 16, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @cp_async_pipeline(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr %1, align 4
  %6 = icmp ugt i32 %5, 1023
  br i1 %6, label %"$L__BB0_3", label %"$L__BB0_2"

"$L__BB0_3":                                      ; preds = %"$L__BB0_2", %allocas
  %7 = shl i32 %5, 5
  %8 = getelementptr i8, ptr %1, i64 80
  %9 = getelementptr i8, ptr %1, i64 104
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %10, align 8
  call void %11(ptr nonnull %1, i32 0, i32 0) #0
  %12 = shl i32 %5, 4
  %13 = zext i32 %12 to i64
  %14 = shl nuw nsw i64 %13, 2
  %15 = add i64 %14, ptrtoint (ptr @SOURCE to i64)
  %16 = zext i32 %7 to i64
  %17 = load ptr, ptr %8, align 8
  %18 = getelementptr i8, ptr %17, i64 %16
  %19 = inttoptr i64 %15 to ptr
  %20 = load i128, ptr %19, align 16
  store i128 %20, ptr %18, align 16
  %21 = or disjoint i32 %7, 16
  %22 = add i64 %14, add (i64 ptrtoint (ptr @SOURCE to i64), i64 16)
  %23 = load ptr, ptr %9, align 8
  %24 = getelementptr i8, ptr %23, i64 40
  %25 = load ptr, ptr %24, align 8
  %26 = call i32 %25(ptr nonnull %1, i32 0) #0
  %27 = zext i32 %21 to i64
  %28 = load ptr, ptr %8, align 8
  %29 = getelementptr i8, ptr %28, i64 %27
  %30 = inttoptr i64 %22 to ptr
  br label %cp.byte

"$L__BB0_2":                                      ; preds = %allocas, %"$L__BB0_2"
  %"%r64.0" = phi i32 [ %37, %"$L__BB0_2" ], [ %5, %allocas ]
  %31 = mul i32 %"%r64.0", 16777619
  %32 = add i32 %31, 7
  %33 = zext i32 %"%r64.0" to i64
  %34 = shl nuw nsw i64 %33, 2
  %35 = add i64 %34, ptrtoint (ptr @SOURCE to i64)
  %36 = inttoptr i64 %35 to ptr
  store i32 %32, ptr %36, align 4
  %37 = add i32 %"%r64.0", %4
  %38 = icmp ult i32 %37, 1024
  br i1 %38, label %"$L__BB0_2", label %"$L__BB0_3"

cp.byte:                                          ; preds = %cp.join, %"$L__BB0_3"
  %39 = phi i64 [ 0, %"$L__BB0_3" ], [ %45, %cp.join ]
  %40 = icmp ult i64 %39, 12
  br i1 %40, label %cp.fetch, label %cp.join

cp.fetch:                                         ; preds = %cp.byte
  %41 = getelementptr i8, ptr %30, i64 %39
  %42 = load i8, ptr %41, align 1
  br label %cp.join

cp.join:                                          ; preds = %cp.fetch, %cp.byte
  %43 = phi i8 [ 0, %cp.byte ], [ %42, %cp.fetch ]
  %44 = getelementptr i8, ptr %29, i64 %39
  store i8 %43, ptr %44, align 1
  %45 = add i64 %39, 1
  %46 = icmp ult i64 %45, 16
  br i1 %46, label %cp.byte, label %cp.done

cp.done:                                          ; preds = %cp.join
  %47 = load ptr, ptr %9, align 8
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr nonnull %1, i32 0, i32 0) #0
  %49 = load ptr, ptr %8, align 8
  %50 = getelementptr i8, ptr %49, i64 %16
  %51 = load <4 x i32>, ptr %50, align 16
  %52 = or disjoint i64 %16, 16
  %53 = getelementptr i8, ptr %49, i64 %52
  %54 = load <4 x i32>, ptr %53, align 16
  %55 = load ptr, ptr %9, align 8
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr nonnull %1, i32 0, i32 0) #0
  %57 = add i64 %14, add (i64 ptrtoint (ptr @SOURCE to i64), i64 32)
  %58 = load ptr, ptr %8, align 8
  %59 = getelementptr i8, ptr %58, i64 %16
  %60 = inttoptr i64 %57 to ptr
  br label %cp.byte1

cp.byte1:                                         ; preds = %cp.join3, %cp.done
  %61 = phi i64 [ 0, %cp.done ], [ %67, %cp.join3 ]
  %62 = icmp ult i64 %61, 5
  br i1 %62, label %cp.fetch2, label %cp.join3

cp.fetch2:                                        ; preds = %cp.byte1
  %63 = getelementptr i8, ptr %60, i64 %61
  %64 = load i8, ptr %63, align 1
  br label %cp.join3

cp.join3:                                         ; preds = %cp.fetch2, %cp.byte1
  %65 = phi i8 [ 0, %cp.byte1 ], [ %64, %cp.fetch2 ]
  %66 = getelementptr i8, ptr %59, i64 %61
  store i8 %65, ptr %66, align 1
  %67 = add i64 %61, 1
  %68 = icmp ult i64 %67, 16
  br i1 %68, label %cp.byte1, label %cp.done4

cp.done4:                                         ; preds = %cp.join3
  %69 = load ptr, ptr %9, align 8
  %70 = getelementptr i8, ptr %69, i64 40
  %71 = load ptr, ptr %70, align 8
  %72 = call i32 %71(ptr nonnull %1, i32 1) #0
  %73 = load ptr, ptr %8, align 8
  %74 = getelementptr i8, ptr %73, i64 %27
  br label %cp.byte5

cp.byte5:                                         ; preds = %cp.byte5, %cp.done4
  %75 = phi i64 [ 0, %cp.done4 ], [ %77, %cp.byte5 ]
  %76 = getelementptr i8, ptr %74, i64 %75
  store i8 0, ptr %76, align 1
  %77 = add i64 %75, 1
  %78 = icmp ult i64 %77, 16
  br i1 %78, label %cp.byte5, label %cp.done8

cp.done8:                                         ; preds = %cp.byte5
  %79 = extractelement <4 x i32> %51, i64 0
  %80 = mul i32 %79, 31
  %81 = extractelement <4 x i32> %51, i64 1
  %82 = add i32 %80, %81
  %83 = mul i32 %82, 31
  %84 = extractelement <4 x i32> %51, i64 2
  %85 = add i32 %83, %84
  %86 = mul i32 %85, 31
  %87 = extractelement <4 x i32> %51, i64 3
  %88 = add i32 %86, %87
  %89 = mul i32 %88, 31
  %90 = extractelement <4 x i32> %54, i64 0
  %91 = add i32 %89, %90
  %92 = mul i32 %91, 31
  %93 = extractelement <4 x i32> %54, i64 1
  %94 = add i32 %92, %93
  %95 = mul i32 %94, 31
  %96 = extractelement <4 x i32> %54, i64 2
  %97 = add i32 %95, %96
  %98 = mul i32 %97, 31
  %99 = extractelement <4 x i32> %54, i64 3
  %100 = add i32 %98, %99
  %101 = load ptr, ptr %9, align 8
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr nonnull %1, i32 0, i32 0) #0
  %103 = load ptr, ptr %8, align 8
  %104 = getelementptr i8, ptr %103, i64 %16
  %105 = load <4 x i32>, ptr %104, align 16
  %106 = extractelement <4 x i32> %105, i64 0
  %107 = extractelement <4 x i32> %105, i64 1
  %108 = extractelement <4 x i32> %105, i64 2
  %109 = extractelement <4 x i32> %105, i64 3
  %110 = getelementptr i8, ptr %1, i64 24
  %111 = load i32, ptr %110, align 4
  %112 = mul i32 %111, %4
  %113 = add i32 %112, %5
  %114 = shl i32 %113, 3
  %115 = zext i32 %114 to i64
  %116 = shl nuw nsw i64 %115, 2
  %117 = add i64 %2, %116
  %118 = inttoptr i64 %117 to ptr
  store i32 %106, ptr %118, align 4
  %119 = add i64 %117, 4
  %120 = inttoptr i64 %119 to ptr
  store i32 %107, ptr %120, align 4
  %121 = add i64 %117, 8
  %122 = inttoptr i64 %121 to ptr
  store i32 %108, ptr %122, align 4
  %123 = add i64 %117, 12
  %124 = inttoptr i64 %123 to ptr
  store i32 %109, ptr %124, align 4
  %125 = load ptr, ptr %8, align 8
  %126 = getelementptr i8, ptr %125, i64 %52
  %127 = load <2 x i32>, ptr %126, align 8
  %128 = extractelement <2 x i32> %127, i64 0
  %129 = extractelement <2 x i32> %127, i64 1
  %130 = add i64 %117, 16
  %131 = inttoptr i64 %130 to ptr
  store i32 %128, ptr %131, align 4
  %132 = add i64 %117, 20
  %133 = inttoptr i64 %132 to ptr
  store i32 %129, ptr %133, align 4
  %134 = add i64 %117, 24
  %135 = inttoptr i64 %134 to ptr
  store i32 %100, ptr %135, align 4
  %136 = add i64 %14, add (i64 ptrtoint (ptr @SOURCE to i64), i64 8)
  %137 = load ptr, ptr %9, align 8
  %138 = getelementptr i8, ptr %137, i64 40
  %139 = load ptr, ptr %138, align 8
  %140 = call i32 %139(ptr nonnull %1, i32 2) #0
  %141 = load ptr, ptr %8, align 8
  %142 = getelementptr i8, ptr %141, i64 %16
  %143 = inttoptr i64 %136 to ptr
  %144 = load i64, ptr %143, align 8
  store i64 %144, ptr %142, align 8
  %145 = or disjoint i32 %7, 8
  %146 = add i64 %14, add (i64 ptrtoint (ptr @SOURCE to i64), i64 20)
  %147 = load ptr, ptr %9, align 8
  %148 = getelementptr i8, ptr %147, i64 40
  %149 = load ptr, ptr %148, align 8
  %150 = call i32 %149(ptr nonnull %1, i32 3) #0
  %151 = zext i32 %145 to i64
  %152 = load ptr, ptr %8, align 8
  %153 = getelementptr i8, ptr %152, i64 %151
  %154 = inttoptr i64 %146 to ptr
  %155 = load i32, ptr %154, align 4
  store i32 %155, ptr %153, align 4
  %156 = load ptr, ptr %9, align 8
  %157 = getelementptr i8, ptr %156, i64 40
  %158 = load ptr, ptr %157, align 8
  %159 = call i32 %158(ptr nonnull %1, i32 4) #0
  %160 = load ptr, ptr %8, align 8
  %161 = getelementptr i8, ptr %160, i64 %16
  %162 = load <4 x i32>, ptr %161, align 16
  %163 = extractelement <4 x i32> %162, i64 0
  %164 = extractelement <4 x i32> %162, i64 1
  %165 = extractelement <4 x i32> %162, i64 2
  %166 = mul i32 %164, 3
  %167 = xor i32 %166, %163
  %168 = mul i32 %165, 7
  %169 = xor i32 %167, %168
  %170 = add i64 %117, 28
  %171 = inttoptr i64 %170 to ptr
  store i32 %169, ptr %171, align 4
  ret void
}

define void @cp_async_ignore_src(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr %1, align 4
  %6 = icmp ugt i32 %5, 1023
  br i1 %6, label %"$L__BB1_3", label %"$L__BB1_2"

"$L__BB1_3":                                      ; preds = %"$L__BB1_2", %allocas
  %7 = getelementptr i8, ptr %1, i64 104
  %8 = load ptr, ptr %7, align 8
  %9 = load ptr, ptr %8, align 8
  call void %9(ptr nonnull %1, i32 0, i32 0) #0
  %10 = shl i32 %5, 4
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %12, ptrtoint (ptr @SOURCE to i64)
  %14 = zext i32 %5 to i64
  %15 = mul nuw i64 %14, 2863311531
  %16 = lshr i64 %15, 33
  %17 = trunc nuw nsw i64 %16 to i32
  %.neg = mul i32 %17, -3
  %18 = sub i32 0, %5
  %19 = icmp ne i32 %.neg, %18
  %20 = getelementptr i8, ptr %1, i64 80
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr i8, ptr %21, i64 %11
  %23 = inttoptr i64 %13 to ptr
  br label %cp.byte

"$L__BB1_2":                                      ; preds = %allocas, %"$L__BB1_2"
  %"%r24.0" = phi i32 [ %30, %"$L__BB1_2" ], [ %5, %allocas ]
  %24 = mul i32 %"%r24.0", 16777619
  %25 = add i32 %24, 7
  %26 = zext i32 %"%r24.0" to i64
  %27 = shl nuw nsw i64 %26, 2
  %28 = add i64 %27, ptrtoint (ptr @SOURCE to i64)
  %29 = inttoptr i64 %28 to ptr
  store i32 %25, ptr %29, align 4
  %30 = add i32 %"%r24.0", %4
  %31 = icmp ult i32 %30, 1024
  br i1 %31, label %"$L__BB1_2", label %"$L__BB1_3"

cp.byte:                                          ; preds = %cp.join, %"$L__BB1_3"
  %32 = phi i64 [ 0, %"$L__BB1_3" ], [ %39, %cp.join ]
  %33 = icmp ult i64 %32, 16
  %34 = and i1 %19, %33
  br i1 %34, label %cp.fetch, label %cp.join

cp.fetch:                                         ; preds = %cp.byte
  %35 = getelementptr i8, ptr %23, i64 %32
  %36 = load i8, ptr %35, align 1
  br label %cp.join

cp.join:                                          ; preds = %cp.fetch, %cp.byte
  %37 = phi i8 [ 0, %cp.byte ], [ %36, %cp.fetch ]
  %38 = getelementptr i8, ptr %22, i64 %32
  store i8 %37, ptr %38, align 1
  %39 = add i64 %32, 1
  %40 = icmp ult i64 %39, 16
  br i1 %40, label %cp.byte, label %cp.done

cp.done:                                          ; preds = %cp.join
  %41 = load ptr, ptr %7, align 8
  %42 = getelementptr i8, ptr %41, i64 40
  %43 = load ptr, ptr %42, align 8
  %44 = call i32 %43(ptr nonnull %1, i32 5) #0
  %45 = load ptr, ptr %20, align 8
  %46 = getelementptr i8, ptr %45, i64 %11
  %47 = load <4 x i32>, ptr %46, align 16
  %48 = extractelement <4 x i32> %47, i64 0
  %49 = extractelement <4 x i32> %47, i64 1
  %50 = extractelement <4 x i32> %47, i64 2
  %51 = extractelement <4 x i32> %47, i64 3
  %52 = getelementptr i8, ptr %1, i64 24
  %53 = load i32, ptr %52, align 4
  %54 = mul i32 %53, %4
  %55 = add i32 %54, %5
  %56 = shl i32 %55, 3
  %57 = zext i32 %56 to i64
  %58 = shl nuw nsw i64 %57, 2
  %59 = add i64 %2, %58
  %60 = inttoptr i64 %59 to ptr
  store i32 %48, ptr %60, align 4
  %61 = add i64 %59, 4
  %62 = inttoptr i64 %61 to ptr
  store i32 %49, ptr %62, align 4
  %63 = add i64 %59, 8
  %64 = inttoptr i64 %63 to ptr
  store i32 %50, ptr %64, align 4
  %65 = add i64 %59, 12
  %66 = inttoptr i64 %65 to ptr
  store i32 %51, ptr %66, align 4
  ret void
}

define void @mbarrier_phases(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = load i32, ptr %1, align 4
  %.not = icmp eq i32 %3, 0
  br i1 %.not, label %32, label %"$L__BB2_2"

"$L__BB2_2":                                      ; preds = %32, %allocas
  %4 = getelementptr i8, ptr %1, i64 104
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %5, align 8
  call void %6(ptr nonnull %1, i32 0, i32 0) #0
  br i1 %.not, label %35, label %"$L__BB2_4"

"$L__BB2_4":                                      ; preds = %atomic.retry, %"$L__BB2_2"
  %"%rd24.0" = phi i64 [ 0, %"$L__BB2_2" ], [ %53, %atomic.retry ]
  %7 = icmp eq i32 %3, 63
  br i1 %7, label %"$L__BB2_6", label %55

"$L__BB2_6":                                      ; preds = %atomic.retry1, %"$L__BB2_4"
  %"%rd24.1" = phi i64 [ %"%rd24.0", %"$L__BB2_4" ], [ %73, %atomic.retry1 ]
  %8 = getelementptr i8, ptr %1, i64 24
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr i8, ptr %1, i64 12
  %11 = load i32, ptr %10, align 4
  %12 = mul i32 %9, %11
  %13 = add i32 %12, %3
  %14 = shl i32 %13, 3
  %15 = zext i32 %14 to i64
  %16 = shl nuw nsw i64 %15, 2
  %17 = add i64 %2, %16
  %18 = getelementptr i8, ptr %1, i64 80
  br label %"$L__BB2_7"

"$L__BB2_7":                                      ; preds = %"$L__BB2_10", %"$L__BB2_6"
  br i1 %7, label %"$L__BB2_9", label %"$L__BB2_8"

"$L__BB2_9":                                      ; preds = %"$L__BB2_7"
  %19 = load ptr, ptr %18, align 8
  %20 = load atomic i64, ptr %19 acquire, align 8
  %.not67 = icmp slt i64 %20, 0
  br i1 %.not67, label %"$L__BB2_10", label %mbarrier.wait

"$L__BB2_10":                                     ; preds = %"$L__BB2_8", %mbarrier.wait3, %"$L__BB2_9", %mbarrier.wait
  %"%r42.0.in.in" = phi i64 [ %20, %mbarrier.wait ], [ %20, %"$L__BB2_9" ], [ %.not66.unshifted, %mbarrier.wait3 ], [ %.not66.unshifted, %"$L__BB2_8" ]
  %21 = icmp sgt i64 %"%r42.0.in.in", -1
  br i1 %21, label %"$L__BB2_7", label %83

"$L__BB2_13":                                     ; preds = %83
  %22 = load ptr, ptr %18, align 8
  %23 = load atomic i64, ptr %22 monotonic, align 8
  br label %atomic.retry8

"$L__BB2_14":                                     ; preds = %mbarrier.wait10, %atomic.retry8, %atomic.retry6
  %24 = load ptr, ptr %18, align 8
  %25 = load atomic i64, ptr %24 acquire, align 8
  %.not68.not = icmp sgt i64 %25, -1
  br i1 %.not68.not, label %.critedge, label %mbarrier.wait10

"$L__BB2_18":                                     ; preds = %.critedge
  %26 = load ptr, ptr %18, align 8
  %27 = load atomic i64, ptr %26 monotonic, align 8
  br label %atomic.retry13

"$L__BB2_19":                                     ; preds = %atomic.retry15, %atomic.retry13, %mbarrier.after18, %"$L__BB2_16"
  %28 = load ptr, ptr %18, align 8
  %29 = load atomic i64, ptr %28 acquire, align 8
  %.not69 = icmp slt i64 %29, 0
  br i1 %.not69, label %mbarrier.after18, label %mbarrier.wait17

"$L__BB2_22":                                     ; preds = %mbarrier.after30, %168
  %30 = add i64 %17, 28
  %31 = inttoptr i64 %30 to ptr
  store i32 %3, ptr %31, align 4
  ret void

32:                                               ; preds = %allocas
  %33 = getelementptr i8, ptr %1, i64 80
  %34 = load ptr, ptr %33, align 8
  store atomic i64 134217792, ptr %34 release, align 8
  br label %"$L__BB2_2"

35:                                               ; preds = %"$L__BB2_2"
  %36 = getelementptr i8, ptr %1, i64 80
  %37 = load ptr, ptr %36, align 8
  %38 = load atomic i64, ptr %37 monotonic, align 8
  br label %atomic.retry

atomic.retry:                                     ; preds = %atomic.retry, %35
  %39 = phi i64 [ %38, %35 ], [ %53, %atomic.retry ]
  %40 = and i64 %39, 2097151
  %41 = lshr i64 %39, 21
  %42 = add nsw i64 %40, -1
  %43 = icmp eq i64 %42, 0
  %44 = select i1 %43, i64 %41, i64 %42
  %45 = icmp slt i64 %39, 0
  %46 = xor i1 %45, %43
  %47 = and i64 %44, 2097151
  %48 = and i64 %39, 4398044413952
  %49 = or disjoint i64 %47, %48
  %50 = select i1 %46, i64 -9223372036854775808, i64 0
  %51 = or disjoint i64 %49, %50
  %52 = cmpxchg ptr %37, i64 %39, i64 %51 acq_rel monotonic, align 8
  %53 = extractvalue { i64, i1 } %52, 0
  %54 = extractvalue { i64, i1 } %52, 1
  br i1 %54, label %"$L__BB2_4", label %atomic.retry

55:                                               ; preds = %"$L__BB2_4"
  %56 = getelementptr i8, ptr %1, i64 80
  %57 = load ptr, ptr %56, align 8
  %58 = load atomic i64, ptr %57 monotonic, align 8
  br label %atomic.retry1

atomic.retry1:                                    ; preds = %atomic.retry1, %55
  %59 = phi i64 [ %58, %55 ], [ %73, %atomic.retry1 ]
  %60 = and i64 %59, 2097151
  %61 = lshr i64 %59, 21
  %62 = add nsw i64 %60, -1
  %63 = icmp eq i64 %62, 0
  %64 = select i1 %63, i64 %61, i64 %62
  %65 = icmp slt i64 %59, 0
  %66 = xor i1 %65, %63
  %67 = and i64 %64, 2097151
  %68 = and i64 %59, 4398044413952
  %69 = or disjoint i64 %67, %68
  %70 = select i1 %66, i64 -9223372036854775808, i64 0
  %71 = or disjoint i64 %69, %70
  %72 = cmpxchg ptr %57, i64 %59, i64 %71 acq_rel monotonic, align 8
  %73 = extractvalue { i64, i1 } %72, 0
  %74 = extractvalue { i64, i1 } %72, 1
  br i1 %74, label %"$L__BB2_6", label %atomic.retry1

"$L__BB2_8":                                      ; preds = %"$L__BB2_7"
  %75 = load ptr, ptr %18, align 8
  %76 = load atomic i64, ptr %75 acquire, align 8
  %.not66.unshifted = xor i64 %76, %"%rd24.1"
  %.not66 = icmp slt i64 %.not66.unshifted, 0
  br i1 %.not66, label %"$L__BB2_10", label %mbarrier.wait3

mbarrier.wait:                                    ; preds = %"$L__BB2_9"
  %77 = load ptr, ptr %4, align 8
  %78 = getelementptr i8, ptr %77, i64 104
  %79 = load ptr, ptr %78, align 8
  call void %79(ptr nonnull %1, i32 0)
  br label %"$L__BB2_10"

mbarrier.wait3:                                   ; preds = %"$L__BB2_8"
  %80 = load ptr, ptr %4, align 8
  %81 = getelementptr i8, ptr %80, i64 104
  %82 = load ptr, ptr %81, align 8
  call void %82(ptr nonnull %1, i32 0)
  br label %"$L__BB2_10"

83:                                               ; preds = %"$L__BB2_10"
  %"%r42.0.in" = lshr i64 %"%r42.0.in.in", 63
  %"%r42.0" = trunc nuw nsw i64 %"%r42.0.in" to i32
  %84 = inttoptr i64 %17 to ptr
  store i32 %"%r42.0", ptr %84, align 4
  br i1 %.not, label %"$L__BB2_13", label %85

85:                                               ; preds = %83
  %86 = load ptr, ptr %18, align 8
  %87 = load atomic i64, ptr %86 monotonic, align 8
  br label %atomic.retry6

atomic.retry6:                                    ; preds = %atomic.retry6, %85
  %88 = phi i64 [ %87, %85 ], [ %102, %atomic.retry6 ]
  %89 = and i64 %88, 2097151
  %90 = lshr i64 %88, 21
  %91 = add nsw i64 %89, -1
  %92 = icmp eq i64 %91, 0
  %93 = select i1 %92, i64 %90, i64 %91
  %94 = icmp slt i64 %88, 0
  %95 = xor i1 %94, %92
  %96 = and i64 %93, 2097151
  %97 = and i64 %88, 4398044413952
  %98 = or disjoint i64 %96, %97
  %99 = select i1 %95, i64 -9223372036854775808, i64 0
  %100 = or disjoint i64 %98, %99
  %101 = cmpxchg ptr %86, i64 %88, i64 %100 acq_rel monotonic, align 8
  %102 = extractvalue { i64, i1 } %101, 0
  %103 = extractvalue { i64, i1 } %101, 1
  br i1 %103, label %"$L__BB2_14", label %atomic.retry6

atomic.retry8:                                    ; preds = %atomic.retry8, %"$L__BB2_13"
  %104 = phi i64 [ %23, %"$L__BB2_13" ], [ %121, %atomic.retry8 ]
  %105 = and i64 %104, 2097151
  %106 = lshr i64 %104, 21
  %107 = and i64 %106, 2097151
  %108 = add nsw i64 %107, -1
  %109 = add nsw i64 %105, -1
  %110 = icmp eq i64 %109, 0
  %111 = select i1 %110, i64 %108, i64 %109
  %112 = icmp slt i64 %104, 0
  %113 = xor i1 %112, %110
  %114 = and i64 %111, 2097151
  %115 = shl nsw i64 %108, 21
  %116 = and i64 %115, 4398044413952
  %117 = or disjoint i64 %114, %116
  %118 = select i1 %113, i64 -9223372036854775808, i64 0
  %119 = or disjoint i64 %117, %118
  %120 = cmpxchg ptr %22, i64 %104, i64 %119 acq_rel monotonic, align 8
  %121 = extractvalue { i64, i1 } %120, 0
  %122 = extractvalue { i64, i1 } %120, 1
  br i1 %122, label %"$L__BB2_14", label %atomic.retry8

mbarrier.wait10:                                  ; preds = %"$L__BB2_14"
  %123 = load ptr, ptr %4, align 8
  %124 = getelementptr i8, ptr %123, i64 104
  %125 = load ptr, ptr %124, align 8
  call void %125(ptr nonnull %1, i32 0)
  br label %"$L__BB2_14"

.critedge:                                        ; preds = %"$L__BB2_14"
  %126 = add i64 %17, 4
  %127 = inttoptr i64 %126 to ptr
  store i32 1, ptr %127, align 4
  %128 = icmp eq i32 %3, 1
  br i1 %128, label %"$L__BB2_18", label %"$L__BB2_16"

"$L__BB2_16":                                     ; preds = %.critedge
  br i1 %.not, label %"$L__BB2_19", label %145

atomic.retry13:                                   ; preds = %atomic.retry13, %"$L__BB2_18"
  %129 = phi i64 [ %27, %"$L__BB2_18" ], [ %143, %atomic.retry13 ]
  %130 = and i64 %129, 2097151
  %131 = lshr i64 %129, 21
  %132 = add nsw i64 %130, -1
  %133 = icmp eq i64 %132, 0
  %134 = select i1 %133, i64 %131, i64 %132
  %135 = icmp slt i64 %129, 0
  %136 = xor i1 %135, %133
  %137 = and i64 %134, 2097151
  %138 = and i64 %129, 4398044413952
  %139 = or disjoint i64 %137, %138
  %140 = select i1 %136, i64 -9223372036854775808, i64 0
  %141 = or disjoint i64 %139, %140
  %142 = cmpxchg ptr %26, i64 %129, i64 %141 acq_rel monotonic, align 8
  %143 = extractvalue { i64, i1 } %142, 0
  %144 = extractvalue { i64, i1 } %142, 1
  br i1 %144, label %"$L__BB2_19", label %atomic.retry13

145:                                              ; preds = %"$L__BB2_16"
  %146 = load ptr, ptr %18, align 8
  %147 = load atomic i64, ptr %146 monotonic, align 8
  br label %atomic.retry15

atomic.retry15:                                   ; preds = %atomic.retry15, %145
  %148 = phi i64 [ %147, %145 ], [ %162, %atomic.retry15 ]
  %149 = and i64 %148, 2097151
  %150 = lshr i64 %148, 21
  %151 = add nsw i64 %149, -1
  %152 = icmp eq i64 %151, 0
  %153 = select i1 %152, i64 %150, i64 %151
  %154 = icmp slt i64 %148, 0
  %155 = xor i1 %154, %152
  %156 = and i64 %153, 2097151
  %157 = and i64 %148, 4398044413952
  %158 = or disjoint i64 %156, %157
  %159 = select i1 %155, i64 -9223372036854775808, i64 0
  %160 = or disjoint i64 %158, %159
  %161 = cmpxchg ptr %146, i64 %148, i64 %160 acq_rel monotonic, align 8
  %162 = extractvalue { i64, i1 } %161, 0
  %163 = extractvalue { i64, i1 } %161, 1
  br i1 %163, label %"$L__BB2_19", label %atomic.retry15

mbarrier.wait17:                                  ; preds = %"$L__BB2_19"
  %164 = load ptr, ptr %4, align 8
  %165 = getelementptr i8, ptr %164, i64 104
  %166 = load ptr, ptr %165, align 8
  call void %166(ptr nonnull %1, i32 0)
  br label %mbarrier.after18

mbarrier.after18:                                 ; preds = %mbarrier.wait17, %"$L__BB2_19"
  %167 = icmp sgt i64 %29, -1
  br i1 %167, label %"$L__BB2_19", label %168

168:                                              ; preds = %mbarrier.after18
  %.lobit = lshr i64 %29, 63
  %169 = trunc nuw nsw i64 %.lobit to i32
  %170 = add i64 %17, 8
  %171 = inttoptr i64 %170 to ptr
  store i32 %169, ptr %171, align 4
  %172 = load ptr, ptr %4, align 8
  %173 = load ptr, ptr %172, align 8
  call void %173(ptr nonnull %1, i32 0, i32 0) #0
  br i1 %.not, label %174, label %"$L__BB2_22"

174:                                              ; preds = %168
  %175 = load ptr, ptr %18, align 8
  store atomic i64 0, ptr %175 release, align 8
  %176 = load ptr, ptr %18, align 8
  %177 = getelementptr i8, ptr %176, i64 8
  store atomic i64 6291459, ptr %177 release, align 8
  %178 = load ptr, ptr %18, align 8
  %179 = getelementptr i8, ptr %178, i64 8
  %180 = load atomic i64, ptr %179 monotonic, align 8
  br label %atomic.retry20

atomic.retry20:                                   ; preds = %atomic.retry20, %174
  %181 = phi i64 [ %180, %174 ], [ %195, %atomic.retry20 ]
  %182 = and i64 %181, 2097151
  %183 = lshr i64 %181, 21
  %184 = add nsw i64 %182, -1
  %185 = icmp eq i64 %184, 0
  %186 = select i1 %185, i64 %183, i64 %184
  %187 = icmp slt i64 %181, 0
  %188 = xor i1 %187, %185
  %189 = and i64 %186, 2097151
  %190 = and i64 %181, 4398044413952
  %191 = or disjoint i64 %189, %190
  %192 = select i1 %188, i64 -9223372036854775808, i64 0
  %193 = or disjoint i64 %191, %192
  %194 = cmpxchg ptr %179, i64 %181, i64 %193 acq_rel monotonic, align 8
  %195 = extractvalue { i64, i1 } %194, 0
  %196 = extractvalue { i64, i1 } %194, 1
  br i1 %196, label %atomic.done21, label %atomic.retry20

atomic.done21:                                    ; preds = %atomic.retry20
  %197 = trunc i64 %195 to i32
  %198 = and i32 %197, 2097151
  %199 = load ptr, ptr %18, align 8
  %200 = getelementptr i8, ptr %199, i64 8
  %201 = load atomic i64, ptr %200 acquire, align 8
  %.not70.unshifted = xor i64 %201, %195
  %.not70 = icmp slt i64 %.not70.unshifted, 0
  br i1 %.not70, label %mbarrier.after23, label %mbarrier.wait22

mbarrier.wait22:                                  ; preds = %atomic.done21
  %202 = load ptr, ptr %4, align 8
  %203 = getelementptr i8, ptr %202, i64 104
  %204 = load ptr, ptr %203, align 8
  call void %204(ptr nonnull %1, i32 0)
  br label %mbarrier.after23

mbarrier.after23:                                 ; preds = %mbarrier.wait22, %atomic.done21
  %.not70.unshifted.lobit = lshr i64 %.not70.unshifted, 63
  %205 = trunc nuw nsw i64 %.not70.unshifted.lobit to i32
  %206 = add i64 %17, 12
  %207 = inttoptr i64 %206 to ptr
  store i32 %198, ptr %207, align 4
  %208 = add i64 %17, 16
  %209 = inttoptr i64 %208 to ptr
  store i32 %205, ptr %209, align 4
  %210 = load ptr, ptr %18, align 8
  %211 = getelementptr i8, ptr %210, i64 8
  %212 = load atomic i64, ptr %211 monotonic, align 8
  br label %atomic.retry25

atomic.retry25:                                   ; preds = %atomic.retry25, %mbarrier.after23
  %213 = phi i64 [ %212, %mbarrier.after23 ], [ %227, %atomic.retry25 ]
  %214 = and i64 %213, 2097151
  %215 = lshr i64 %213, 21
  %216 = add nsw i64 %214, -1
  %217 = icmp eq i64 %216, 0
  %218 = select i1 %217, i64 %215, i64 %216
  %219 = icmp slt i64 %213, 0
  %220 = xor i1 %219, %217
  %221 = and i64 %218, 2097151
  %222 = and i64 %213, 4398044413952
  %223 = or disjoint i64 %221, %222
  %224 = select i1 %220, i64 -9223372036854775808, i64 0
  %225 = or disjoint i64 %223, %224
  %226 = cmpxchg ptr %211, i64 %213, i64 %225 acq_rel monotonic, align 8
  %227 = extractvalue { i64, i1 } %226, 0
  %228 = extractvalue { i64, i1 } %226, 1
  br i1 %228, label %atomic.done26, label %atomic.retry25

atomic.done26:                                    ; preds = %atomic.retry25
  %229 = load ptr, ptr %18, align 8
  %230 = getelementptr i8, ptr %229, i64 8
  %231 = load atomic i64, ptr %230 monotonic, align 8
  br label %atomic.retry27

atomic.retry27:                                   ; preds = %atomic.retry27, %atomic.done26
  %232 = phi i64 [ %231, %atomic.done26 ], [ %246, %atomic.retry27 ]
  %233 = and i64 %232, 2097151
  %234 = lshr i64 %232, 21
  %235 = add nsw i64 %233, -1
  %236 = icmp eq i64 %235, 0
  %237 = select i1 %236, i64 %234, i64 %235
  %238 = icmp slt i64 %232, 0
  %239 = xor i1 %238, %236
  %240 = and i64 %237, 2097151
  %241 = and i64 %232, 4398044413952
  %242 = or disjoint i64 %240, %241
  %243 = select i1 %239, i64 -9223372036854775808, i64 0
  %244 = or disjoint i64 %242, %243
  %245 = cmpxchg ptr %230, i64 %232, i64 %244 acq_rel monotonic, align 8
  %246 = extractvalue { i64, i1 } %245, 0
  %247 = extractvalue { i64, i1 } %245, 1
  br i1 %247, label %atomic.done28, label %atomic.retry27

atomic.done28:                                    ; preds = %atomic.retry27
  %248 = trunc i64 %246 to i32
  %249 = and i32 %248, 2097151
  %250 = load ptr, ptr %18, align 8
  %251 = getelementptr i8, ptr %250, i64 8
  %252 = load atomic i64, ptr %251 acquire, align 8
  %.not71.unshifted = xor i64 %252, %246
  %.not71 = icmp slt i64 %.not71.unshifted, 0
  br i1 %.not71, label %mbarrier.after30, label %mbarrier.wait29

mbarrier.wait29:                                  ; preds = %atomic.done28
  %253 = load ptr, ptr %4, align 8
  %254 = getelementptr i8, ptr %253, i64 104
  %255 = load ptr, ptr %254, align 8
  call void %255(ptr nonnull %1, i32 0)
  br label %mbarrier.after30

mbarrier.after30:                                 ; preds = %mbarrier.wait29, %atomic.done28
  %.not71.unshifted.lobit = lshr i64 %.not71.unshifted, 63
  %256 = trunc nuw nsw i64 %.not71.unshifted.lobit to i32
  %257 = add i64 %17, 20
  %258 = inttoptr i64 %257 to ptr
  store i32 %249, ptr %258, align 4
  %259 = add i64 %17, 24
  %260 = inttoptr i64 %259 to ptr
  store i32 %256, ptr %260, align 4
  br label %"$L__BB2_22"
}

attributes #0 = { convergent }
