; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@SOURCE = protected global [4096 x i8] zeroinitializer, align 4
@__rocuda_kernel.cp_async_pipeline = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 2048, i32 2048, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cp_async_ignore_src = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 1024, i32 1024, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.mbarrier_phases = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
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
  %7 = getelementptr i8, ptr %1, i64 104
  %8 = load ptr, ptr %7, align 8
  %9 = load ptr, ptr %8, align 8
  call void %9(ptr nonnull %1, i32 0, i32 0) #0
  %10 = shl i32 %5, 4
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %12, ptrtoint (ptr @SOURCE to i64)
  %14 = add i64 %12, add (i64 ptrtoint (ptr @SOURCE to i64), i64 12)
  %15 = inttoptr i64 %14 to ptr
  %16 = load i32, ptr %15, align 4
  %17 = add i64 %12, add (i64 ptrtoint (ptr @SOURCE to i64), i64 8)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4
  %20 = add i64 %12, add (i64 ptrtoint (ptr @SOURCE to i64), i64 4)
  %21 = inttoptr i64 %20 to ptr
  %22 = load i32, ptr %21, align 4
  %23 = inttoptr i64 %13 to ptr
  %24 = load i32, ptr %23, align 4
  %25 = shl i32 %5, 5
  %26 = getelementptr i8, ptr %1, i64 80
  %27 = load ptr, ptr %26, align 8
  %28 = zext i32 %25 to i64
  %29 = getelementptr i8, ptr %27, i64 %28
  %30 = insertelement <4 x i32> poison, i32 %24, i64 0
  %31 = insertelement <4 x i32> %30, i32 %22, i64 1
  %32 = insertelement <4 x i32> %31, i32 %19, i64 2
  %33 = insertelement <4 x i32> %32, i32 %16, i64 3
  store <4 x i32> %33, ptr %29, align 16
  %34 = add i64 %12, add (i64 ptrtoint (ptr @SOURCE to i64), i64 24)
  %35 = inttoptr i64 %34 to ptr
  %36 = load i32, ptr %35, align 4
  %37 = add i64 %12, add (i64 ptrtoint (ptr @SOURCE to i64), i64 20)
  %38 = inttoptr i64 %37 to ptr
  %39 = load i32, ptr %38, align 4
  %40 = add i64 %12, add (i64 ptrtoint (ptr @SOURCE to i64), i64 16)
  %41 = inttoptr i64 %40 to ptr
  %42 = load i32, ptr %41, align 4
  %43 = load ptr, ptr %7, align 8
  %44 = getelementptr i8, ptr %43, i64 40
  %45 = load ptr, ptr %44, align 8
  %46 = call i32 %45(ptr nonnull %1, i32 0) #0
  %47 = or disjoint i64 %28, 16
  %48 = load ptr, ptr %26, align 8
  %49 = getelementptr i8, ptr %48, i64 %47
  %50 = insertelement <4 x i32> <i32 poison, i32 poison, i32 poison, i32 0>, i32 %42, i64 0
  %51 = insertelement <4 x i32> %50, i32 %39, i64 1
  %52 = insertelement <4 x i32> %51, i32 %36, i64 2
  store <4 x i32> %52, ptr %49, align 16
  %53 = load ptr, ptr %7, align 8
  %54 = load ptr, ptr %53, align 8
  call void %54(ptr nonnull %1, i32 0, i32 0) #0
  %55 = load ptr, ptr %26, align 8
  %56 = getelementptr i8, ptr %55, i64 %28
  %57 = load <4 x i32>, ptr %56, align 16
  %58 = extractelement <4 x i32> %57, i64 0
  %59 = extractelement <4 x i32> %57, i64 1
  %60 = extractelement <4 x i32> %57, i64 2
  %61 = extractelement <4 x i32> %57, i64 3
  %62 = mul i32 %58, 31
  %63 = add i32 %62, %59
  %64 = mul i32 %63, 31
  %65 = add i32 %64, %60
  %66 = mul i32 %65, 31
  %67 = add i32 %66, %61
  %68 = getelementptr i8, ptr %55, i64 %47
  %69 = load <4 x i32>, ptr %68, align 16
  %70 = extractelement <4 x i32> %69, i64 0
  %71 = extractelement <4 x i32> %69, i64 1
  %72 = extractelement <4 x i32> %69, i64 2
  %73 = extractelement <4 x i32> %69, i64 3
  %74 = mul i32 %67, 31
  %75 = add i32 %74, %70
  %76 = mul i32 %75, 31
  %77 = add i32 %76, %71
  %78 = mul i32 %77, 31
  %79 = add i32 %78, %72
  %80 = mul i32 %79, 31
  %81 = add i32 %80, %73
  %82 = load ptr, ptr %7, align 8
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr nonnull %1, i32 0, i32 0) #0
  %84 = add i64 %12, add (i64 ptrtoint (ptr @SOURCE to i64), i64 32)
  %85 = inttoptr i64 %84 to ptr
  %86 = load i32, ptr %85, align 4
  %87 = add i64 %12, add (i64 ptrtoint (ptr @SOURCE to i64), i64 36)
  %88 = inttoptr i64 %87 to ptr
  %89 = load i8, ptr %88, align 1
  %90 = zext i8 %89 to i32
  %91 = load ptr, ptr %26, align 8
  %92 = getelementptr i8, ptr %91, i64 %28
  %93 = insertelement <4 x i32> <i32 poison, i32 poison, i32 0, i32 0>, i32 %86, i64 0
  %94 = insertelement <4 x i32> %93, i32 %90, i64 1
  store <4 x i32> %94, ptr %92, align 16
  %95 = load ptr, ptr %7, align 8
  %96 = getelementptr i8, ptr %95, i64 40
  %97 = load ptr, ptr %96, align 8
  %98 = call i32 %97(ptr nonnull %1, i32 1) #0
  %99 = load ptr, ptr %26, align 8
  %100 = getelementptr i8, ptr %99, i64 %47
  store <4 x i32> zeroinitializer, ptr %100, align 16
  %101 = load ptr, ptr %7, align 8
  %102 = load ptr, ptr %101, align 8
  call void %102(ptr nonnull %1, i32 0, i32 0) #0
  %103 = load ptr, ptr %26, align 8
  %104 = getelementptr i8, ptr %103, i64 %28
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
  %125 = load ptr, ptr %26, align 8
  %126 = getelementptr i8, ptr %125, i64 %47
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
  store i32 %81, ptr %135, align 4
  %136 = load i32, ptr %15, align 4
  %137 = load i32, ptr %18, align 4
  %138 = load ptr, ptr %7, align 8
  %139 = getelementptr i8, ptr %138, i64 40
  %140 = load ptr, ptr %139, align 8
  %141 = call i32 %140(ptr nonnull %1, i32 2) #0
  %142 = load ptr, ptr %26, align 8
  %143 = getelementptr i8, ptr %142, i64 %28
  %144 = insertelement <2 x i32> poison, i32 %137, i64 0
  %145 = insertelement <2 x i32> %144, i32 %136, i64 1
  store <2 x i32> %145, ptr %143, align 8
  %146 = load i32, ptr %38, align 4
  %147 = load ptr, ptr %7, align 8
  %148 = getelementptr i8, ptr %147, i64 40
  %149 = load ptr, ptr %148, align 8
  %150 = call i32 %149(ptr nonnull %1, i32 3) #0
  %151 = or disjoint i64 %28, 8
  %152 = load ptr, ptr %26, align 8
  %153 = getelementptr i8, ptr %152, i64 %151
  store i32 %146, ptr %153, align 4
  %154 = mul i32 %136, 3
  %155 = mul i32 %146, 7
  %156 = xor i32 %155, %154
  %157 = xor i32 %156, %137
  %158 = add i64 %117, 28
  %159 = inttoptr i64 %158 to ptr
  store i32 %157, ptr %159, align 4
  ret void

"$L__BB0_2":                                      ; preds = %allocas, %"$L__BB0_2"
  %"%r65.0" = phi i32 [ %166, %"$L__BB0_2" ], [ %5, %allocas ]
  %160 = mul i32 %"%r65.0", 16777619
  %161 = add i32 %160, 7
  %162 = zext i32 %"%r65.0" to i64
  %163 = shl nuw nsw i64 %162, 2
  %164 = add i64 %163, ptrtoint (ptr @SOURCE to i64)
  %165 = inttoptr i64 %164 to ptr
  store i32 %161, ptr %165, align 4
  %166 = add i32 %"%r65.0", %4
  %167 = icmp ult i32 %166, 1024
  br i1 %167, label %"$L__BB0_2", label %"$L__BB0_3"
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
  %11 = zext i32 %5 to i64
  %12 = mul nuw i64 %11, 2863311531
  %13 = lshr i64 %12, 33
  %14 = trunc nuw nsw i64 %13 to i32
  %.neg = mul i32 %14, -3
  %15 = sub i32 0, %5
  %16 = icmp eq i32 %.neg, %15
  %17 = zext i32 %10 to i64
  %18 = shl nuw nsw i64 %17, 2
  %19 = getelementptr i8, ptr %1, i64 24
  %20 = load i32, ptr %19, align 4
  br i1 %16, label %"$L__BB1_5", label %66

"$L__BB1_2":                                      ; preds = %allocas, %"$L__BB1_2"
  %"%r28.0" = phi i32 [ %27, %"$L__BB1_2" ], [ %5, %allocas ]
  %21 = mul i32 %"%r28.0", 16777619
  %22 = add i32 %21, 7
  %23 = zext i32 %"%r28.0" to i64
  %24 = shl nuw nsw i64 %23, 2
  %25 = add i64 %24, ptrtoint (ptr @SOURCE to i64)
  %26 = inttoptr i64 %25 to ptr
  store i32 %22, ptr %26, align 4
  %27 = add i32 %"%r28.0", %4
  %28 = icmp ult i32 %27, 1024
  br i1 %28, label %"$L__BB1_2", label %"$L__BB1_3"

"$L__BB1_5":                                      ; preds = %66, %"$L__BB1_3"
  %"%r29.0" = phi i32 [ 0, %"$L__BB1_3" ], [ %69, %66 ]
  %29 = getelementptr i8, ptr %1, i64 80
  %30 = load ptr, ptr %29, align 8
  %31 = getelementptr i8, ptr %30, i64 %17
  store i32 %"%r29.0", ptr %31, align 4
  br i1 %16, label %"$L__BB1_7", label %70

"$L__BB1_7":                                      ; preds = %70, %"$L__BB1_5"
  %"%r30.0" = phi i32 [ 0, %"$L__BB1_5" ], [ %73, %70 ]
  %32 = load ptr, ptr %7, align 8
  %33 = getelementptr i8, ptr %32, i64 40
  %34 = load ptr, ptr %33, align 8
  %35 = call i32 %34(ptr nonnull %1, i32 4) #0
  %36 = or disjoint i64 %17, 4
  %37 = load ptr, ptr %29, align 8
  %38 = getelementptr i8, ptr %37, i64 %36
  store i32 %"%r30.0", ptr %38, align 4
  br i1 %16, label %"$L__BB1_9", label %74

"$L__BB1_9":                                      ; preds = %74, %"$L__BB1_7"
  %"%r31.0" = phi i32 [ 0, %"$L__BB1_7" ], [ %77, %74 ]
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr i8, ptr %39, i64 40
  %41 = load ptr, ptr %40, align 8
  %42 = call i32 %41(ptr nonnull %1, i32 5) #0
  %43 = or disjoint i64 %17, 8
  %44 = load ptr, ptr %29, align 8
  %45 = getelementptr i8, ptr %44, i64 %43
  store i32 %"%r31.0", ptr %45, align 4
  br i1 %16, label %"$L__BB1_11", label %78

"$L__BB1_11":                                     ; preds = %78, %"$L__BB1_9"
  %"%r32.0" = phi i32 [ 0, %"$L__BB1_9" ], [ %81, %78 ]
  %46 = mul i32 %20, %4
  %47 = add i32 %46, %5
  %48 = load ptr, ptr %7, align 8
  %49 = getelementptr i8, ptr %48, i64 40
  %50 = load ptr, ptr %49, align 8
  %51 = call i32 %50(ptr nonnull %1, i32 6) #0
  %52 = or disjoint i64 %17, 12
  %53 = load ptr, ptr %29, align 8
  %54 = getelementptr i8, ptr %53, i64 %52
  store i32 %"%r32.0", ptr %54, align 4
  %55 = shl i32 %47, 3
  %56 = zext i32 %55 to i64
  %57 = shl nuw nsw i64 %56, 2
  %58 = add i64 %2, %57
  %59 = inttoptr i64 %58 to ptr
  store i32 %"%r29.0", ptr %59, align 4
  %60 = add i64 %58, 4
  %61 = inttoptr i64 %60 to ptr
  store i32 %"%r30.0", ptr %61, align 4
  %62 = add i64 %58, 8
  %63 = inttoptr i64 %62 to ptr
  store i32 %"%r31.0", ptr %63, align 4
  %64 = add i64 %58, 12
  %65 = inttoptr i64 %64 to ptr
  store i32 %"%r32.0", ptr %65, align 4
  ret void

66:                                               ; preds = %"$L__BB1_3"
  %67 = add i64 %18, ptrtoint (ptr @SOURCE to i64)
  %68 = inttoptr i64 %67 to ptr
  %69 = load i32, ptr %68, align 4
  br label %"$L__BB1_5"

70:                                               ; preds = %"$L__BB1_5"
  %71 = add i64 %18, add (i64 ptrtoint (ptr @SOURCE to i64), i64 4)
  %72 = inttoptr i64 %71 to ptr
  %73 = load i32, ptr %72, align 4
  br label %"$L__BB1_7"

74:                                               ; preds = %"$L__BB1_7"
  %75 = add i64 %18, add (i64 ptrtoint (ptr @SOURCE to i64), i64 8)
  %76 = inttoptr i64 %75 to ptr
  %77 = load i32, ptr %76, align 4
  br label %"$L__BB1_9"

78:                                               ; preds = %"$L__BB1_9"
  %79 = add i64 %18, add (i64 ptrtoint (ptr @SOURCE to i64), i64 12)
  %80 = inttoptr i64 %79 to ptr
  %81 = load i32, ptr %80, align 4
  br label %"$L__BB1_11"
}

define void @mbarrier_phases(ptr %0, ptr %1) {
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
  %14 = add i64 %13, 8
  %15 = inttoptr i64 %14 to ptr
  store i32 1, ptr %15, align 4
  %16 = add i64 %13, 4
  %17 = inttoptr i64 %16 to ptr
  store i32 1, ptr %17, align 4
  %18 = inttoptr i64 %13 to ptr
  store i32 1, ptr %18, align 4
  %.not = icmp eq i32 %7, 0
  br i1 %.not, label %21, label %"$L__BB2_2"

"$L__BB2_2":                                      ; preds = %21, %allocas
  %19 = add i64 %13, 28
  %20 = inttoptr i64 %19 to ptr
  store i32 %7, ptr %20, align 4
  ret void

21:                                               ; preds = %allocas
  %22 = add i64 %13, 12
  %23 = inttoptr i64 %22 to ptr
  store i32 3, ptr %23, align 4
  %24 = add i64 %13, 16
  %25 = inttoptr i64 %24 to ptr
  store i32 0, ptr %25, align 4
  %26 = add i64 %13, 20
  %27 = inttoptr i64 %26 to ptr
  store i32 1, ptr %27, align 4
  %28 = add i64 %13, 24
  %29 = inttoptr i64 %28 to ptr
  store i32 1, ptr %29, align 4
  br label %"$L__BB2_2"
}

attributes #0 = { convergent }
