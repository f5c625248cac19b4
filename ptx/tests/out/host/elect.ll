; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@region = protected global [96 x i8] zeroinitializer, align 16
@__rocuda_kernel.elect_full = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.elect_partial = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.redux_forms = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.atomics_sm90 = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @elect_full(ptr %0, ptr %1) {
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
  %13 = getelementptr i8, ptr %1, i64 48
  %14 = load i32, ptr %13, align 4
  %15 = getelementptr i8, ptr %1, i64 104
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr i8, ptr %16, i64 40
  %18 = load ptr, ptr %17, align 8
  %19 = call i32 %18(ptr nonnull %1, i32 0) #1
  %20 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %19, i1 false)
  %21 = load i32, ptr %13, align 4
  %22 = icmp eq i32 %21, %20
  %23 = zext i1 %22 to i32
  %24 = inttoptr i64 %12 to ptr
  store i32 %20, ptr %24, align 4
  %25 = add i64 %12, 4
  %26 = inttoptr i64 %25 to ptr
  store i32 %23, ptr %26, align 4
  %27 = icmp eq i32 %14, %20
  %28 = zext i1 %27 to i32
  %29 = add i64 %12, 8
  %30 = inttoptr i64 %29 to ptr
  store i32 %28, ptr %30, align 4
  %31 = load ptr, ptr %15, align 8
  %32 = getelementptr i8, ptr %31, i64 32
  %33 = load ptr, ptr %32, align 8
  %34 = call i32 %33(ptr nonnull %1, i32 %23, i32 -1) #1
  %35 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %34)
  %36 = add i64 %12, 12
  %37 = inttoptr i64 %36 to ptr
  store i32 %35, ptr %37, align 4
  %38 = load ptr, ptr %15, align 8
  %39 = getelementptr i8, ptr %38, i64 40
  %40 = load ptr, ptr %39, align 8
  %41 = call i32 %40(ptr nonnull %1, i32 1) #1
  %42 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %41, i1 false)
  %43 = load i32, ptr %13, align 4
  %44 = icmp eq i32 %43, %42
  %45 = xor i1 %44, %22
  %46 = zext i1 %45 to i32
  %47 = add i64 %12, 16
  %48 = inttoptr i64 %47 to ptr
  store i32 %46, ptr %48, align 4
  br i1 %22, label %49, label %52

49:                                               ; preds = %allocas
  %50 = add i64 %12, 20
  %51 = inttoptr i64 %50 to ptr
  store i32 7853, ptr %51, align 4
  br label %52

52:                                               ; preds = %49, %allocas
  ret void
}

define void @elect_partial(ptr %0, ptr %1) {
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
  %13 = getelementptr i8, ptr %1, i64 48
  %14 = load i32, ptr %13, align 4
  %15 = inttoptr i64 %12 to ptr
  store i32 0, ptr %15, align 4
  %16 = add i64 %12, 4
  %17 = inttoptr i64 %16 to ptr
  store i32 0, ptr %17, align 4
  %18 = add i64 %12, 8
  %19 = inttoptr i64 %18 to ptr
  store i32 0, ptr %19, align 4
  %20 = and i32 %14, 8
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %"$skip_a", label %51

"$skip_a":                                        ; preds = %51, %allocas
  %22 = getelementptr i8, ptr %1, i64 104
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr i8, ptr %23, i64 48
  %25 = load ptr, ptr %24, align 8
  call void %25(ptr nonnull %1, i32 -1) #1
  %26 = and i32 %14, 1
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %"$skip_b", label %63

"$skip_b":                                        ; preds = %63, %"$skip_a"
  %28 = load ptr, ptr %22, align 8
  %29 = getelementptr i8, ptr %28, i64 48
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr nonnull %1, i32 -1) #1
  %31 = icmp ult i32 %14, 20
  br i1 %31, label %"$skip_c", label %74

"$skip_c":                                        ; preds = %74, %"$skip_b"
  %32 = load ptr, ptr %22, align 8
  %33 = getelementptr i8, ptr %32, i64 48
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr nonnull %1, i32 -1) #1
  %35 = call i32 @llvm.umin.i32(i32 %14, i32 31)
  %36 = icmp ugt i32 %14, 31
  %37 = shl nuw i32 1, %35
  %38 = select i1 %36, i32 0, i32 %37
  %39 = load ptr, ptr %22, align 8
  %40 = getelementptr i8, ptr %39, i64 40
  %41 = load ptr, ptr %40, align 8
  %42 = call i32 %41(ptr nonnull %1, i32 6) #1
  %43 = and i32 %42, %38
  %44 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %43, i1 false)
  %45 = load i32, ptr %13, align 4
  %46 = icmp eq i32 %45, %44
  %47 = select i1 %46, i32 256, i32 0
  %48 = or disjoint i32 %47, %44
  %49 = add i64 %12, 16
  %50 = inttoptr i64 %49 to ptr
  store i32 %48, ptr %50, align 4
  ret void

51:                                               ; preds = %allocas
  %52 = getelementptr i8, ptr %1, i64 104
  %53 = load ptr, ptr %52, align 8
  %54 = getelementptr i8, ptr %53, i64 40
  %55 = load ptr, ptr %54, align 8
  %56 = call i32 %55(ptr nonnull %1, i32 2) #1
  %57 = and i32 %56, -16711936
  %58 = call range(i32 8, 33) i32 @llvm.cttz.i32(i32 %57, i1 false)
  %59 = load i32, ptr %13, align 4
  %60 = icmp eq i32 %59, %58
  %61 = select i1 %60, i32 256, i32 0
  %62 = or disjoint i32 %61, %58
  store i32 %62, ptr %15, align 4
  br label %"$skip_a"

63:                                               ; preds = %"$skip_a"
  %64 = load ptr, ptr %22, align 8
  %65 = getelementptr i8, ptr %64, i64 40
  %66 = load ptr, ptr %65, align 8
  %67 = call i32 %66(ptr nonnull %1, i32 3) #1
  %68 = and i32 %67, -1431655766
  %69 = call range(i32 1, 33) i32 @llvm.cttz.i32(i32 %68, i1 false)
  %70 = load i32, ptr %13, align 4
  %71 = icmp eq i32 %70, %69
  %72 = select i1 %71, i32 256, i32 0
  %73 = or disjoint i32 %72, %69
  store i32 %73, ptr %17, align 4
  br label %"$skip_b"

74:                                               ; preds = %"$skip_b"
  %75 = load ptr, ptr %22, align 8
  %76 = getelementptr i8, ptr %75, i64 40
  %77 = load ptr, ptr %76, align 8
  %78 = call i32 %77(ptr nonnull %1, i32 4) #1
  %79 = load ptr, ptr %22, align 8
  %80 = getelementptr i8, ptr %79, i64 40
  %81 = load ptr, ptr %80, align 8
  %82 = call i32 %81(ptr nonnull %1, i32 5) #1
  %83 = and i32 %82, %78
  %84 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %83, i1 false)
  %85 = load i32, ptr %13, align 4
  %86 = icmp eq i32 %85, %84
  %87 = select i1 %86, i32 256, i32 0
  %88 = or disjoint i32 %87, %84
  store i32 %88, ptr %19, align 4
  %89 = add i64 %12, 12
  %90 = inttoptr i64 %89 to ptr
  store i32 %78, ptr %90, align 4
  br label %"$skip_c"
}

define void @redux_forms(ptr %0, ptr %1) {
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
  %13 = getelementptr i8, ptr %1, i64 48
  %14 = load i32, ptr %13, align 4
  %15 = mul i32 %9, -1640531527
  %16 = shl i32 %14, 27
  %17 = xor i32 %15, %16
  %18 = getelementptr i8, ptr %1, i64 104
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr i8, ptr %19, i64 40
  %21 = load ptr, ptr %20, align 8
  %22 = call i32 %21(ptr nonnull %1, i32 7) #1
  br label %lanes

"$upper":                                         ; preds = %lanes.done34
  %23 = load ptr, ptr %18, align 8
  %24 = getelementptr i8, ptr %23, i64 40
  %25 = load ptr, ptr %24, align 8
  %26 = call i32 %25(ptr nonnull %1, i32 19) #1
  %27 = and i32 %26, -1024
  br label %lanes45

"$joined":                                        ; preds = %lanes49, %lanes41
  %"%r22.0" = phi i32 [ %214, %lanes41 ], [ %239, %lanes49 ]
  %"%r21.0" = phi i32 [ %199, %lanes41 ], [ %224, %lanes49 ]
  %28 = load ptr, ptr %18, align 8
  %29 = getelementptr i8, ptr %28, i64 48
  %30 = load ptr, ptr %29, align 8
  call void %30(ptr nonnull %1, i32 -1) #1
  %31 = and i32 %14, 1
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %242, label %248

lanes:                                            ; preds = %lanes, %allocas
  %lane = phi i32 [ 0, %allocas ], [ %41, %lanes ]
  %acc = phi i32 [ 0, %allocas ], [ %40, %lanes ]
  %33 = load ptr, ptr %18, align 8
  %34 = getelementptr i8, ptr %33, i64 24
  %35 = load ptr, ptr %34, align 8
  %36 = call i32 %35(ptr nonnull %1, i32 %17, i32 %lane, i32 %22) #1
  %37 = shl nuw i32 1, %lane
  %38 = and i32 %22, %37
  %.not = icmp eq i32 %38, 0
  %39 = select i1 %.not, i32 0, i32 %36
  %40 = add i32 %acc, %39
  %41 = add i32 %lane, 1
  %42 = icmp eq i32 %41, 32
  br i1 %42, label %lanes.done, label %lanes

lanes.done:                                       ; preds = %lanes
  %43 = load ptr, ptr %18, align 8
  %44 = getelementptr i8, ptr %43, i64 40
  %45 = load ptr, ptr %44, align 8
  %46 = call i32 %45(ptr nonnull %1, i32 8) #1
  br label %lanes1

lanes1:                                           ; preds = %lanes1, %lanes.done
  %lane3 = phi i32 [ 0, %lanes.done ], [ %55, %lanes1 ]
  %acc4 = phi i32 [ 0, %lanes.done ], [ %54, %lanes1 ]
  %47 = load ptr, ptr %18, align 8
  %48 = getelementptr i8, ptr %47, i64 24
  %49 = load ptr, ptr %48, align 8
  %50 = call i32 %49(ptr nonnull %1, i32 %17, i32 %lane3, i32 %46) #1
  %51 = shl nuw i32 1, %lane3
  %52 = and i32 %46, %51
  %.not89 = icmp eq i32 %52, 0
  %53 = select i1 %.not89, i32 0, i32 %50
  %54 = add i32 %acc4, %53
  %55 = add i32 %lane3, 1
  %56 = icmp eq i32 %55, 32
  br i1 %56, label %lanes.done2, label %lanes1

lanes.done2:                                      ; preds = %lanes1
  %57 = xor i32 %40, %54
  %58 = load ptr, ptr %18, align 8
  %59 = getelementptr i8, ptr %58, i64 40
  %60 = load ptr, ptr %59, align 8
  %61 = call i32 %60(ptr nonnull %1, i32 9) #1
  br label %lanes5

lanes5:                                           ; preds = %lanes5, %lanes.done2
  %lane7 = phi i32 [ 0, %lanes.done2 ], [ %70, %lanes5 ]
  %acc8 = phi i32 [ -1, %lanes.done2 ], [ %69, %lanes5 ]
  %62 = load ptr, ptr %18, align 8
  %63 = getelementptr i8, ptr %62, i64 24
  %64 = load ptr, ptr %63, align 8
  %65 = call i32 %64(ptr nonnull %1, i32 %17, i32 %lane7, i32 %61) #1
  %66 = shl nuw i32 1, %lane7
  %67 = and i32 %61, %66
  %.not90 = icmp eq i32 %67, 0
  %68 = call i32 @llvm.umin.i32(i32 %acc8, i32 %65)
  %69 = select i1 %.not90, i32 %acc8, i32 %68
  %70 = add i32 %lane7, 1
  %71 = icmp eq i32 %70, 32
  br i1 %71, label %lanes.done6, label %lanes5

lanes.done6:                                      ; preds = %lanes5
  %72 = load ptr, ptr %18, align 8
  %73 = getelementptr i8, ptr %72, i64 40
  %74 = load ptr, ptr %73, align 8
  %75 = call i32 %74(ptr nonnull %1, i32 10) #1
  br label %lanes9

lanes9:                                           ; preds = %lanes9, %lanes.done6
  %lane11 = phi i32 [ 0, %lanes.done6 ], [ %84, %lanes9 ]
  %acc12 = phi i32 [ 2147483647, %lanes.done6 ], [ %83, %lanes9 ]
  %76 = load ptr, ptr %18, align 8
  %77 = getelementptr i8, ptr %76, i64 24
  %78 = load ptr, ptr %77, align 8
  %79 = call i32 %78(ptr nonnull %1, i32 %17, i32 %lane11, i32 %75) #1
  %80 = shl nuw i32 1, %lane11
  %81 = and i32 %75, %80
  %.not91 = icmp eq i32 %81, 0
  %82 = call i32 @llvm.smin.i32(i32 %acc12, i32 %79)
  %83 = select i1 %.not91, i32 %acc12, i32 %82
  %84 = add i32 %lane11, 1
  %85 = icmp eq i32 %84, 32
  br i1 %85, label %lanes.done10, label %lanes9

lanes.done10:                                     ; preds = %lanes9
  %86 = load ptr, ptr %18, align 8
  %87 = getelementptr i8, ptr %86, i64 40
  %88 = load ptr, ptr %87, align 8
  %89 = call i32 %88(ptr nonnull %1, i32 11) #1
  br label %lanes13

lanes13:                                          ; preds = %lanes13, %lanes.done10
  %lane15 = phi i32 [ 0, %lanes.done10 ], [ %98, %lanes13 ]
  %acc16 = phi i32 [ 0, %lanes.done10 ], [ %97, %lanes13 ]
  %90 = load ptr, ptr %18, align 8
  %91 = getelementptr i8, ptr %90, i64 24
  %92 = load ptr, ptr %91, align 8
  %93 = call i32 %92(ptr nonnull %1, i32 %17, i32 %lane15, i32 %89) #1
  %94 = shl nuw i32 1, %lane15
  %95 = and i32 %89, %94
  %.not92 = icmp eq i32 %95, 0
  %96 = call i32 @llvm.umax.i32(i32 %acc16, i32 %93)
  %97 = select i1 %.not92, i32 %acc16, i32 %96
  %98 = add i32 %lane15, 1
  %99 = icmp eq i32 %98, 32
  br i1 %99, label %lanes.done14, label %lanes13

lanes.done14:                                     ; preds = %lanes13
  %100 = load ptr, ptr %18, align 8
  %101 = getelementptr i8, ptr %100, i64 40
  %102 = load ptr, ptr %101, align 8
  %103 = call i32 %102(ptr nonnull %1, i32 12) #1
  br label %lanes17

lanes17:                                          ; preds = %lanes17, %lanes.done14
  %lane19 = phi i32 [ 0, %lanes.done14 ], [ %112, %lanes17 ]
  %acc20 = phi i32 [ -2147483648, %lanes.done14 ], [ %111, %lanes17 ]
  %104 = load ptr, ptr %18, align 8
  %105 = getelementptr i8, ptr %104, i64 24
  %106 = load ptr, ptr %105, align 8
  %107 = call i32 %106(ptr nonnull %1, i32 %17, i32 %lane19, i32 %103) #1
  %108 = shl nuw i32 1, %lane19
  %109 = and i32 %103, %108
  %.not93 = icmp eq i32 %109, 0
  %110 = call i32 @llvm.smax.i32(i32 %acc20, i32 %107)
  %111 = select i1 %.not93, i32 %acc20, i32 %110
  %112 = add i32 %lane19, 1
  %113 = icmp eq i32 %112, 32
  br i1 %113, label %lanes.done18, label %lanes17

lanes.done18:                                     ; preds = %lanes17
  %114 = load ptr, ptr %18, align 8
  %115 = getelementptr i8, ptr %114, i64 40
  %116 = load ptr, ptr %115, align 8
  %117 = call i32 %116(ptr nonnull %1, i32 13) #1
  br label %lanes21

lanes21:                                          ; preds = %lanes21, %lanes.done18
  %lane23 = phi i32 [ 0, %lanes.done18 ], [ %126, %lanes21 ]
  %acc24 = phi i32 [ -1, %lanes.done18 ], [ %125, %lanes21 ]
  %118 = load ptr, ptr %18, align 8
  %119 = getelementptr i8, ptr %118, i64 24
  %120 = load ptr, ptr %119, align 8
  %121 = call i32 %120(ptr nonnull %1, i32 %17, i32 %lane23, i32 %117) #1
  %122 = shl nuw i32 1, %lane23
  %123 = and i32 %117, %122
  %.not94 = icmp eq i32 %123, 0
  %124 = select i1 %.not94, i32 -1, i32 %121
  %125 = and i32 %acc24, %124
  %126 = add i32 %lane23, 1
  %127 = icmp eq i32 %126, 32
  br i1 %127, label %lanes.done22, label %lanes21

lanes.done22:                                     ; preds = %lanes21
  %128 = load ptr, ptr %18, align 8
  %129 = getelementptr i8, ptr %128, i64 40
  %130 = load ptr, ptr %129, align 8
  %131 = call i32 %130(ptr nonnull %1, i32 14) #1
  br label %lanes25

lanes25:                                          ; preds = %lanes25, %lanes.done22
  %lane27 = phi i32 [ 0, %lanes.done22 ], [ %140, %lanes25 ]
  %acc28 = phi i32 [ 0, %lanes.done22 ], [ %139, %lanes25 ]
  %132 = load ptr, ptr %18, align 8
  %133 = getelementptr i8, ptr %132, i64 24
  %134 = load ptr, ptr %133, align 8
  %135 = call i32 %134(ptr nonnull %1, i32 %17, i32 %lane27, i32 %131) #1
  %136 = shl nuw i32 1, %lane27
  %137 = and i32 %131, %136
  %.not95 = icmp eq i32 %137, 0
  %138 = select i1 %.not95, i32 0, i32 %135
  %139 = or i32 %acc28, %138
  %140 = add i32 %lane27, 1
  %141 = icmp eq i32 %140, 32
  br i1 %141, label %lanes.done26, label %lanes25

lanes.done26:                                     ; preds = %lanes25
  %142 = load ptr, ptr %18, align 8
  %143 = getelementptr i8, ptr %142, i64 40
  %144 = load ptr, ptr %143, align 8
  %145 = call i32 %144(ptr nonnull %1, i32 15) #1
  br label %lanes29

lanes29:                                          ; preds = %lanes29, %lanes.done26
  %lane31 = phi i32 [ 0, %lanes.done26 ], [ %154, %lanes29 ]
  %acc32 = phi i32 [ 0, %lanes.done26 ], [ %153, %lanes29 ]
  %146 = load ptr, ptr %18, align 8
  %147 = getelementptr i8, ptr %146, i64 24
  %148 = load ptr, ptr %147, align 8
  %149 = call i32 %148(ptr nonnull %1, i32 %17, i32 %lane31, i32 %145) #1
  %150 = shl nuw i32 1, %lane31
  %151 = and i32 %145, %150
  %.not96 = icmp eq i32 %151, 0
  %152 = select i1 %.not96, i32 0, i32 %149
  %153 = xor i32 %acc32, %152
  %154 = add i32 %lane31, 1
  %155 = icmp eq i32 %154, 32
  br i1 %155, label %lanes.done30, label %lanes29

lanes.done30:                                     ; preds = %lanes29
  %156 = load ptr, ptr %18, align 8
  %157 = getelementptr i8, ptr %156, i64 40
  %158 = load ptr, ptr %157, align 8
  %159 = call i32 %158(ptr nonnull %1, i32 16) #1
  br label %lanes33

lanes33:                                          ; preds = %lanes33, %lanes.done30
  %lane35 = phi i32 [ 0, %lanes.done30 ], [ %168, %lanes33 ]
  %acc36 = phi i32 [ 0, %lanes.done30 ], [ %167, %lanes33 ]
  %160 = load ptr, ptr %18, align 8
  %161 = getelementptr i8, ptr %160, i64 24
  %162 = load ptr, ptr %161, align 8
  %163 = call i32 %162(ptr nonnull %1, i32 %17, i32 %lane35, i32 %159) #1
  %164 = shl nuw i32 1, %lane35
  %165 = and i32 %159, %164
  %.not97 = icmp eq i32 %165, 0
  %166 = select i1 %.not97, i32 0, i32 %163
  %167 = add i32 %acc36, %166
  %168 = add i32 %lane35, 1
  %169 = icmp eq i32 %168, 32
  br i1 %169, label %lanes.done34, label %lanes33

lanes.done34:                                     ; preds = %lanes33
  %170 = add i32 %57, %167
  %171 = inttoptr i64 %12 to ptr
  store i32 %170, ptr %171, align 4
  %172 = add i64 %12, 4
  %173 = inttoptr i64 %172 to ptr
  store i32 %69, ptr %173, align 4
  %174 = add i64 %12, 8
  %175 = inttoptr i64 %174 to ptr
  store i32 %83, ptr %175, align 4
  %176 = add i64 %12, 12
  %177 = inttoptr i64 %176 to ptr
  store i32 %97, ptr %177, align 4
  %178 = add i64 %12, 16
  %179 = inttoptr i64 %178 to ptr
  store i32 %111, ptr %179, align 4
  %180 = xor i32 %125, %139
  %181 = add i64 %12, 20
  %182 = inttoptr i64 %181 to ptr
  store i32 %180, ptr %182, align 4
  %183 = add i64 %12, 24
  %184 = inttoptr i64 %183 to ptr
  store i32 %153, ptr %184, align 4
  %185 = icmp ugt i32 %14, 9
  br i1 %185, label %"$upper", label %186

186:                                              ; preds = %lanes.done34
  %187 = load ptr, ptr %18, align 8
  %188 = getelementptr i8, ptr %187, i64 40
  %189 = load ptr, ptr %188, align 8
  %190 = call i32 %189(ptr nonnull %1, i32 17) #1
  %191 = and i32 %190, 1023
  br label %lanes37

lanes37:                                          ; preds = %lanes37, %186
  %lane39 = phi i32 [ 0, %186 ], [ %200, %lanes37 ]
  %acc40 = phi i32 [ -2147483648, %186 ], [ %199, %lanes37 ]
  %192 = load ptr, ptr %18, align 8
  %193 = getelementptr i8, ptr %192, i64 24
  %194 = load ptr, ptr %193, align 8
  %195 = call i32 %194(ptr nonnull %1, i32 %17, i32 %lane39, i32 %191) #1
  %196 = shl nuw i32 1, %lane39
  %197 = and i32 %191, %196
  %.not98 = icmp eq i32 %197, 0
  %198 = call i32 @llvm.smax.i32(i32 %acc40, i32 %195)
  %199 = select i1 %.not98, i32 %acc40, i32 %198
  %200 = add i32 %lane39, 1
  %201 = icmp eq i32 %200, 32
  br i1 %201, label %lanes.done38, label %lanes37

lanes.done38:                                     ; preds = %lanes37
  %202 = load ptr, ptr %18, align 8
  %203 = getelementptr i8, ptr %202, i64 40
  %204 = load ptr, ptr %203, align 8
  %205 = call i32 %204(ptr nonnull %1, i32 18) #1
  %206 = and i32 %205, 1023
  br label %lanes41

lanes41:                                          ; preds = %lanes41, %lanes.done38
  %lane43 = phi i32 [ 0, %lanes.done38 ], [ %215, %lanes41 ]
  %acc44 = phi i32 [ 0, %lanes.done38 ], [ %214, %lanes41 ]
  %207 = load ptr, ptr %18, align 8
  %208 = getelementptr i8, ptr %207, i64 24
  %209 = load ptr, ptr %208, align 8
  %210 = call i32 %209(ptr nonnull %1, i32 %14, i32 %lane43, i32 %206) #1
  %211 = shl nuw i32 1, %lane43
  %212 = and i32 %206, %211
  %.not99 = icmp eq i32 %212, 0
  %213 = select i1 %.not99, i32 0, i32 %210
  %214 = add i32 %acc44, %213
  %215 = add i32 %lane43, 1
  %216 = icmp eq i32 %215, 32
  br i1 %216, label %"$joined", label %lanes41

lanes45:                                          ; preds = %lanes45, %"$upper"
  %lane47 = phi i32 [ 0, %"$upper" ], [ %225, %lanes45 ]
  %acc48 = phi i32 [ 2147483647, %"$upper" ], [ %224, %lanes45 ]
  %217 = load ptr, ptr %18, align 8
  %218 = getelementptr i8, ptr %217, i64 24
  %219 = load ptr, ptr %218, align 8
  %220 = call i32 %219(ptr nonnull %1, i32 %17, i32 %lane47, i32 %27) #1
  %221 = shl nuw i32 1, %lane47
  %222 = and i32 %27, %221
  %.not100 = icmp eq i32 %222, 0
  %223 = call i32 @llvm.smin.i32(i32 %acc48, i32 %220)
  %224 = select i1 %.not100, i32 %acc48, i32 %223
  %225 = add i32 %lane47, 1
  %226 = icmp eq i32 %225, 32
  br i1 %226, label %lanes.done46, label %lanes45

lanes.done46:                                     ; preds = %lanes45
  %227 = load ptr, ptr %18, align 8
  %228 = getelementptr i8, ptr %227, i64 40
  %229 = load ptr, ptr %228, align 8
  %230 = call i32 %229(ptr nonnull %1, i32 20) #1
  %231 = and i32 %230, -1024
  br label %lanes49

lanes49:                                          ; preds = %lanes49, %lanes.done46
  %lane51 = phi i32 [ 0, %lanes.done46 ], [ %240, %lanes49 ]
  %acc52 = phi i32 [ 0, %lanes.done46 ], [ %239, %lanes49 ]
  %232 = load ptr, ptr %18, align 8
  %233 = getelementptr i8, ptr %232, i64 24
  %234 = load ptr, ptr %233, align 8
  %235 = call i32 %234(ptr nonnull %1, i32 %14, i32 %lane51, i32 %231) #1
  %236 = shl nuw i32 1, %lane51
  %237 = and i32 %231, %236
  %.not101 = icmp eq i32 %237, 0
  %238 = select i1 %.not101, i32 0, i32 %235
  %239 = add i32 %acc52, %238
  %240 = add i32 %lane51, 1
  %241 = icmp eq i32 %240, 32
  br i1 %241, label %"$joined", label %lanes49

242:                                              ; preds = %"$joined"
  %243 = load ptr, ptr %18, align 8
  %244 = getelementptr i8, ptr %243, i64 40
  %245 = load ptr, ptr %244, align 8
  %246 = call i32 %245(ptr nonnull %1, i32 21) #1
  %247 = and i32 %246, 1431655765
  br label %lanes53

248:                                              ; preds = %lanes.done54, %"$joined"
  %"%r24.0" = phi i32 [ %263, %lanes.done54 ], [ 0, %"$joined" ]
  %249 = xor i32 %"%r21.0", %"%r22.0"
  %250 = xor i32 %249, %"%r24.0"
  %251 = add i64 %12, 28
  %252 = inttoptr i64 %251 to ptr
  store i32 %250, ptr %252, align 4
  ret void

lanes53:                                          ; preds = %lanes53, %242
  %lane55 = phi i32 [ 0, %242 ], [ %261, %lanes53 ]
  %acc56 = phi i32 [ 0, %242 ], [ %260, %lanes53 ]
  %253 = load ptr, ptr %18, align 8
  %254 = getelementptr i8, ptr %253, i64 24
  %255 = load ptr, ptr %254, align 8
  %256 = call i32 %255(ptr nonnull %1, i32 %14, i32 %lane55, i32 %247) #1
  %257 = shl nuw i32 1, %lane55
  %258 = and i32 %247, %257
  %.not102 = icmp eq i32 %258, 0
  %259 = select i1 %.not102, i32 0, i32 %256
  %260 = or i32 %acc56, %259
  %261 = add i32 %lane55, 1
  %262 = icmp eq i32 %261, 32
  br i1 %262, label %lanes.done54, label %lanes53

lanes.done54:                                     ; preds = %lanes53
  %263 = shl i32 %260, 24
  br label %248
}

define void @atomics_sm90(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = zext i32 %4 to i64
  %9 = mul nuw nsw i64 %8, 48
  %10 = add i64 %9, ptrtoint (ptr @region to i64)
  %.not = icmp eq i32 %7, 0
  br i1 %.not, label %15, label %"allocas.$reset_done_crit_edge"

"allocas.$reset_done_crit_edge":                  ; preds = %allocas
  %.pre = inttoptr i64 %10 to ptr
  br label %"$reset_done"

"$reset_done":                                    ; preds = %"allocas.$reset_done_crit_edge", %15
  %.pre-phi = phi ptr [ %.pre, %"allocas.$reset_done_crit_edge" ], [ %16, %15 ]
  %11 = getelementptr i8, ptr %1, i64 104
  %12 = load ptr, ptr %11, align 8
  %13 = load ptr, ptr %12, align 8
  call void %13(ptr nonnull %1, i32 0, i32 0) #1
  %14 = load atomic i32, ptr %.pre-phi monotonic, align 4
  br label %atomic.retry

15:                                               ; preds = %allocas
  %16 = inttoptr i64 %10 to ptr
  store <4 x i32> zeroinitializer, ptr %16, align 16
  %17 = add i64 %9, add (i64 ptrtoint (ptr @region to i64), i64 16)
  %18 = inttoptr i64 %17 to ptr
  store <4 x i32> zeroinitializer, ptr %18, align 16
  %19 = add i64 %9, add (i64 ptrtoint (ptr @region to i64), i64 32)
  %20 = inttoptr i64 %19 to ptr
  store <4 x i32> zeroinitializer, ptr %20, align 16
  br label %"$reset_done"

atomic.retry:                                     ; preds = %atomic.retry, %"$reset_done"
  %21 = phi i32 [ %14, %"$reset_done" ], [ %58, %atomic.retry ]
  %22 = and i32 %21, -65536
  %23 = shl i32 %21, 16
  %24 = bitcast i32 %23 to float
  %25 = fadd float %24, 1.000000e+00
  %26 = bitcast float %25 to i32
  %27 = and i32 %26, 65535
  %28 = icmp ugt i32 %27, 32768
  %29 = and i32 %26, 131071
  %30 = icmp eq i32 %29, 98304
  %31 = or i1 %28, %30
  %32 = add i32 %26, 65536
  %33 = select i1 %31, i32 %32, i32 %26
  %34 = call float @llvm.fabs.f32(float %25)
  %35 = bitcast float %34 to i32
  %36 = icmp ugt i32 %35, 2139095040
  %37 = or i32 %26, 4194304
  %38 = select i1 %36, i32 %37, i32 %33
  %39 = lshr i32 %38, 16
  %40 = bitcast i32 %22 to float
  %41 = fadd float %40, 5.000000e-01
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
  %55 = and i32 %54, -65536
  %56 = or disjoint i32 %39, %55
  %57 = cmpxchg ptr %.pre-phi, i32 %21, i32 %56 monotonic monotonic, align 4
  %58 = extractvalue { i32, i1 } %57, 0
  %59 = extractvalue { i32, i1 } %57, 1
  br i1 %59, label %atomic.done, label %atomic.retry

atomic.done:                                      ; preds = %atomic.retry
  %60 = add i64 %9, add (i64 ptrtoint (ptr @region to i64), i64 4)
  %61 = inttoptr i64 %60 to ptr
  %62 = load atomic i16, ptr %61 monotonic, align 2
  br label %atomic.retry1

atomic.retry1:                                    ; preds = %atomic.retry1, %atomic.done
  %63 = phi i16 [ %62, %atomic.done ], [ %84, %atomic.retry1 ]
  %64 = zext i16 %63 to i32
  %65 = shl nuw i32 %64, 16
  %66 = bitcast i32 %65 to float
  %67 = fadd float %66, 2.000000e+00
  %68 = bitcast float %67 to i32
  %69 = and i32 %68, 65535
  %70 = icmp ugt i32 %69, 32768
  %71 = and i32 %68, 131071
  %72 = icmp eq i32 %71, 98304
  %73 = or i1 %70, %72
  %74 = add i32 %68, 65536
  %75 = select i1 %73, i32 %74, i32 %68
  %76 = call float @llvm.fabs.f32(float %67)
  %77 = bitcast float %76 to i32
  %78 = icmp ugt i32 %77, 2139095040
  %79 = or i32 %68, 4194304
  %80 = select i1 %78, i32 %79, i32 %75
  %81 = lshr i32 %80, 16
  %82 = trunc nuw i32 %81 to i16
  %83 = cmpxchg ptr %61, i16 %63, i16 %82 monotonic monotonic, align 2
  %84 = extractvalue { i16, i1 } %83, 0
  %85 = extractvalue { i16, i1 } %83, 1
  br i1 %85, label %atomic.done2, label %atomic.retry1

atomic.done2:                                     ; preds = %atomic.retry1
  %86 = add i64 %9, add (i64 ptrtoint (ptr @region to i64), i64 8)
  %87 = inttoptr i64 %86 to ptr
  %88 = load atomic i32, ptr %87 monotonic, align 4
  br label %atomic.retry3

atomic.retry3:                                    ; preds = %atomic.retry3, %atomic.done2
  %89 = phi i32 [ %88, %atomic.done2 ], [ %104, %atomic.retry3 ]
  %90 = trunc i32 %89 to i16
  %91 = lshr i32 %89, 16
  %92 = trunc nuw i32 %91 to i16
  %93 = bitcast i16 %90 to half
  %94 = bitcast i16 %92 to half
  %95 = fadd half %93, 0xHBC00
  %96 = fadd half %94, 0xH3C00
  %97 = bitcast half %95 to i16
  %98 = zext i16 %97 to i32
  %99 = bitcast half %96 to i16
  %100 = zext i16 %99 to i32
  %101 = shl nuw i32 %100, 16
  %102 = or disjoint i32 %101, %98
  %103 = cmpxchg ptr %87, i32 %89, i32 %102 monotonic monotonic, align 4
  %104 = extractvalue { i32, i1 } %103, 0
  %105 = extractvalue { i32, i1 } %103, 1
  br i1 %105, label %atomic.done4, label %atomic.retry3

atomic.done4:                                     ; preds = %atomic.retry3
  %106 = mul i32 %4, %6
  %107 = add i32 %106, %7
  %108 = zext i32 %107 to i64
  %109 = shl nuw nsw i64 %108, 5
  %110 = add i64 %2, %109
  %111 = uitofp i32 %7 to float
  %112 = add i64 %9, add (i64 ptrtoint (ptr @region to i64), i64 16)
  %113 = inttoptr i64 %112 to ptr
  %114 = atomicrmw fadd ptr %113, float %111 monotonic, align 4
  %115 = getelementptr i8, ptr %113, i64 4
  %116 = atomicrmw fadd ptr %115, float 5.000000e-01 monotonic, align 4
  %117 = getelementptr i8, ptr %113, i64 8
  %118 = atomicrmw fadd ptr %117, float -1.000000e+00 monotonic, align 4
  %119 = getelementptr i8, ptr %113, i64 12
  %120 = atomicrmw fadd ptr %119, float 2.000000e+00 monotonic, align 4
  %121 = add i64 %9, add (i64 ptrtoint (ptr @region to i64), i64 32)
  %122 = inttoptr i64 %121 to ptr
  %123 = atomicrmw fadd ptr %122, float 5.000000e-01 monotonic, align 4
  %124 = getelementptr i8, ptr %122, i64 4
  %125 = atomicrmw fadd ptr %124, float 2.000000e+00 monotonic, align 4
  %126 = load ptr, ptr %11, align 8
  %127 = load ptr, ptr %126, align 8
  call void %127(ptr nonnull %1, i32 0, i32 0) #1
  %128 = load <4 x i32>, ptr %.pre-phi, align 16
  %129 = extractelement <4 x i32> %128, i64 1
  %130 = extractelement <4 x i32> %128, i64 2
  %131 = load <4 x i32>, ptr %113, align 16
  %132 = load <2 x i32>, ptr %122, align 8
  %133 = extractelement <2 x i32> %132, i64 0
  %134 = extractelement <2 x i32> %132, i64 1
  %135 = add i32 %133, %134
  %136 = fcmp olt float %123, 3.200000e+01
  %137 = select i1 %136, i32 65536, i32 0
  %138 = or i32 %129, %137
  %139 = inttoptr i64 %110 to ptr
  %140 = insertelement <4 x i32> %128, i32 %138, i64 1
  %141 = insertelement <4 x i32> %140, i32 %130, i64 2
  %142 = insertelement <4 x i32> %141, i32 %135, i64 3
  store <4 x i32> %142, ptr %139, align 16
  %143 = add i64 %110, 16
  %144 = inttoptr i64 %143 to ptr
  store <4 x i32> %131, ptr %144, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent }
