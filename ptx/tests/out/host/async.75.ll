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
  %43 = or disjoint i64 %28, 16
  %44 = load ptr, ptr %26, align 8
  %45 = getelementptr i8, ptr %44, i64 %43
  %46 = insertelement <4 x i32> <i32 poison, i32 poison, i32 poison, i32 0>, i32 %42, i64 0
  %47 = insertelement <4 x i32> %46, i32 %39, i64 1
  %48 = insertelement <4 x i32> %47, i32 %36, i64 2
  store <4 x i32> %48, ptr %45, align 16
  %49 = load ptr, ptr %7, align 8
  %50 = load ptr, ptr %49, align 8
  call void %50(ptr nonnull %1, i32 0, i32 0) #0
  %51 = load ptr, ptr %26, align 8
  %52 = getelementptr i8, ptr %51, i64 %28
  %53 = load <4 x i32>, ptr %52, align 16
  %54 = extractelement <4 x i32> %53, i64 0
  %55 = extractelement <4 x i32> %53, i64 1
  %56 = extractelement <4 x i32> %53, i64 2
  %57 = extractelement <4 x i32> %53, i64 3
  %58 = mul i32 %54, 31
  %59 = add i32 %58, %55
  %60 = mul i32 %59, 31
  %61 = add i32 %60, %56
  %62 = mul i32 %61, 31
  %63 = add i32 %62, %57
  %64 = getelementptr i8, ptr %51, i64 %43
  %65 = load <4 x i32>, ptr %64, align 16
  %66 = extractelement <4 x i32> %65, i64 0
  %67 = extractelement <4 x i32> %65, i64 1
  %68 = extractelement <4 x i32> %65, i64 2
  %69 = extractelement <4 x i32> %65, i64 3
  %70 = mul i32 %63, 31
  %71 = add i32 %70, %66
  %72 = mul i32 %71, 31
  %73 = add i32 %72, %67
  %74 = mul i32 %73, 31
  %75 = add i32 %74, %68
  %76 = mul i32 %75, 31
  %77 = add i32 %76, %69
  %78 = load ptr, ptr %7, align 8
  %79 = load ptr, ptr %78, align 8
  call void %79(ptr nonnull %1, i32 0, i32 0) #0
  %80 = add i64 %12, add (i64 ptrtoint (ptr @SOURCE to i64), i64 32)
  %81 = inttoptr i64 %80 to ptr
  %82 = load i32, ptr %81, align 4
  %83 = add i64 %12, add (i64 ptrtoint (ptr @SOURCE to i64), i64 36)
  %84 = inttoptr i64 %83 to ptr
  %85 = load i8, ptr %84, align 1
  %86 = zext i8 %85 to i32
  %87 = load ptr, ptr %26, align 8
  %88 = getelementptr i8, ptr %87, i64 %28
  %89 = insertelement <4 x i32> <i32 poison, i32 poison, i32 0, i32 0>, i32 %82, i64 0
  %90 = insertelement <4 x i32> %89, i32 %86, i64 1
  store <4 x i32> %90, ptr %88, align 16
  %91 = load ptr, ptr %26, align 8
  %92 = getelementptr i8, ptr %91, i64 %43
  store <4 x i32> zeroinitializer, ptr %92, align 16
  %93 = load ptr, ptr %7, align 8
  %94 = load ptr, ptr %93, align 8
  call void %94(ptr nonnull %1, i32 0, i32 0) #0
  %95 = load ptr, ptr %26, align 8
  %96 = getelementptr i8, ptr %95, i64 %28
  %97 = load <4 x i32>, ptr %96, align 16
  %98 = extractelement <4 x i32> %97, i64 0
  %99 = extractelement <4 x i32> %97, i64 1
  %100 = extractelement <4 x i32> %97, i64 2
  %101 = extractelement <4 x i32> %97, i64 3
  %102 = getelementptr i8, ptr %1, i64 24
  %103 = load i32, ptr %102, align 4
  %104 = mul i32 %103, %4
  %105 = add i32 %104, %5
  %106 = shl i32 %105, 3
  %107 = zext i32 %106 to i64
  %108 = shl nuw nsw i64 %107, 2
  %109 = add i64 %2, %108
  %110 = inttoptr i64 %109 to ptr
  store i32 %98, ptr %110, align 4
  %111 = add i64 %109, 4
  %112 = inttoptr i64 %111 to ptr
  store i32 %99, ptr %112, align 4
  %113 = add i64 %109, 8
  %114 = inttoptr i64 %113 to ptr
  store i32 %100, ptr %114, align 4
  %115 = add i64 %109, 12
  %116 = inttoptr i64 %115 to ptr
  store i32 %101, ptr %116, align 4
  %117 = load ptr, ptr %26, align 8
  %118 = getelementptr i8, ptr %117, i64 %43
  %119 = load <2 x i32>, ptr %118, align 8
  %120 = extractelement <2 x i32> %119, i64 0
  %121 = extractelement <2 x i32> %119, i64 1
  %122 = add i64 %109, 16
  %123 = inttoptr i64 %122 to ptr
  store i32 %120, ptr %123, align 4
  %124 = add i64 %109, 20
  %125 = inttoptr i64 %124 to ptr
  store i32 %121, ptr %125, align 4
  %126 = add i64 %109, 24
  %127 = inttoptr i64 %126 to ptr
  store i32 %77, ptr %127, align 4
  %128 = load i32, ptr %15, align 4
  %129 = load i32, ptr %18, align 4
  %130 = load ptr, ptr %26, align 8
  %131 = getelementptr i8, ptr %130, i64 %28
  %132 = insertelement <2 x i32> poison, i32 %129, i64 0
  %133 = insertelement <2 x i32> %132, i32 %128, i64 1
  store <2 x i32> %133, ptr %131, align 8
  %134 = load i32, ptr %38, align 4
  %135 = or disjoint i64 %28, 8
  %136 = load ptr, ptr %26, align 8
  %137 = getelementptr i8, ptr %136, i64 %135
  store i32 %134, ptr %137, align 4
  %138 = mul i32 %128, 3
  %139 = mul i32 %134, 7
  %140 = xor i32 %139, %138
  %141 = xor i32 %140, %129
  %142 = add i64 %109, 28
  %143 = inttoptr i64 %142 to ptr
  store i32 %141, ptr %143, align 4
  ret void

"$L__BB0_2":                                      ; preds = %allocas, %"$L__BB0_2"
  %"%r65.0" = phi i32 [ %150, %"$L__BB0_2" ], [ %5, %allocas ]
  %144 = mul i32 %"%r65.0", 16777619
  %145 = add i32 %144, 7
  %146 = zext i32 %"%r65.0" to i64
  %147 = shl nuw nsw i64 %146, 2
  %148 = add i64 %147, ptrtoint (ptr @SOURCE to i64)
  %149 = inttoptr i64 %148 to ptr
  store i32 %145, ptr %149, align 4
  %150 = add i32 %"%r65.0", %4
  %151 = icmp ult i32 %150, 1024
  br i1 %151, label %"$L__BB0_2", label %"$L__BB0_3"
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
  br i1 %16, label %"$L__BB1_5", label %54

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

"$L__BB1_5":                                      ; preds = %54, %"$L__BB1_3"
  %"%r29.0" = phi i32 [ 0, %"$L__BB1_3" ], [ %57, %54 ]
  %29 = getelementptr i8, ptr %1, i64 80
  %30 = load ptr, ptr %29, align 8
  %31 = getelementptr i8, ptr %30, i64 %17
  store i32 %"%r29.0", ptr %31, align 4
  br i1 %16, label %"$L__BB1_7", label %58

"$L__BB1_7":                                      ; preds = %58, %"$L__BB1_5"
  %"%r30.0" = phi i32 [ 0, %"$L__BB1_5" ], [ %61, %58 ]
  %32 = or disjoint i64 %17, 4
  %33 = load ptr, ptr %29, align 8
  %34 = getelementptr i8, ptr %33, i64 %32
  store i32 %"%r30.0", ptr %34, align 4
  br i1 %16, label %"$L__BB1_9", label %62

"$L__BB1_9":                                      ; preds = %62, %"$L__BB1_7"
  %"%r31.0" = phi i32 [ 0, %"$L__BB1_7" ], [ %65, %62 ]
  %35 = or disjoint i64 %17, 8
  %36 = load ptr, ptr %29, align 8
  %37 = getelementptr i8, ptr %36, i64 %35
  store i32 %"%r31.0", ptr %37, align 4
  br i1 %16, label %"$L__BB1_11", label %66

"$L__BB1_11":                                     ; preds = %66, %"$L__BB1_9"
  %"%r32.0" = phi i32 [ 0, %"$L__BB1_9" ], [ %69, %66 ]
  %38 = mul i32 %20, %4
  %39 = add i32 %38, %5
  %40 = or disjoint i64 %17, 12
  %41 = load ptr, ptr %29, align 8
  %42 = getelementptr i8, ptr %41, i64 %40
  store i32 %"%r32.0", ptr %42, align 4
  %43 = shl i32 %39, 3
  %44 = zext i32 %43 to i64
  %45 = shl nuw nsw i64 %44, 2
  %46 = add i64 %2, %45
  %47 = inttoptr i64 %46 to ptr
  store i32 %"%r29.0", ptr %47, align 4
  %48 = add i64 %46, 4
  %49 = inttoptr i64 %48 to ptr
  store i32 %"%r30.0", ptr %49, align 4
  %50 = add i64 %46, 8
  %51 = inttoptr i64 %50 to ptr
  store i32 %"%r31.0", ptr %51, align 4
  %52 = add i64 %46, 12
  %53 = inttoptr i64 %52 to ptr
  store i32 %"%r32.0", ptr %53, align 4
  ret void

54:                                               ; preds = %"$L__BB1_3"
  %55 = add i64 %18, ptrtoint (ptr @SOURCE to i64)
  %56 = inttoptr i64 %55 to ptr
  %57 = load i32, ptr %56, align 4
  br label %"$L__BB1_5"

58:                                               ; preds = %"$L__BB1_5"
  %59 = add i64 %18, add (i64 ptrtoint (ptr @SOURCE to i64), i64 4)
  %60 = inttoptr i64 %59 to ptr
  %61 = load i32, ptr %60, align 4
  br label %"$L__BB1_7"

62:                                               ; preds = %"$L__BB1_7"
  %63 = add i64 %18, add (i64 ptrtoint (ptr @SOURCE to i64), i64 8)
  %64 = inttoptr i64 %63 to ptr
  %65 = load i32, ptr %64, align 4
  br label %"$L__BB1_9"

66:                                               ; preds = %"$L__BB1_9"
  %67 = add i64 %18, add (i64 ptrtoint (ptr @SOURCE to i64), i64 12)
  %68 = inttoptr i64 %67 to ptr
  %69 = load i32, ptr %68, align 4
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
