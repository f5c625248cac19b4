; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@U64_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\02\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\FF\7F\00\00\00\00\00\00\00\80\01\00\00\00\00\00\00\80\FF\FF\FF\FF\FF\FF\FF\FF\FE\FF\FF\FF\FF\FF\FF\FF\F0\DE\BC\9AxV4\12\102Tv\98\BA\DC\FE\FF\FF\FF\FF\00\00\00\00\00\00\00\00\01\00\00\00?\00\00\00\00\00\00\00\00\00\00\00\FF\FF\FF\FF\00\00\00\80\00\00\00\00\00\00\00\80\FF\FF\FF\FF", align 8
@U16_VALUES = protected addrspace(1) global [32 x i8] c"\00\00\01\00\02\00\FF\7F\00\80\01\80\FF\FF\FE\FF4\12\CD\AB\FF\00\00\01\0F\00\10\00\00@\00\C0", align 2
@I24_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\FF\FF\7F\00\00\00\80\00\FF\FF\FF\00\00\00\00\01\00\00\80\FFxV4\12\98\BA\DC\FE\FF\FF\FF\FF\01\00\80\00\03\00\00\00\AA\AAU\00\00\00\00\80\FE\FF\7F\00\01\00\80\01", align 4

define amdgpu_kernel void @int_add_sub(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 2
  %14 = and i32 %13, 60
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 2
  %22 = and i32 %21, 60
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i32, ptr addrspace(1) %25, align 4, !invariant.load !1
  %27 = shl i32 %12, 3
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 2
  %30 = add i64 %29, %4
  %31 = add i32 %18, %26
  %32 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %32, align 4
  %33 = sub i32 %18, %26
  %34 = add i64 %30, 4
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %35, align 4
  %36 = sub i32 %26, %18
  %37 = add i64 %30, 8
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %38, align 4
  %39 = call i32 @llvm.sadd.sat.i32(i32 %18, i32 %26)
  %40 = add i64 %30, 12
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  store i32 %39, ptr addrspace(1) %41, align 4
  %42 = call i32 @llvm.ssub.sat.i32(i32 %18, i32 %26)
  %43 = add i64 %30, 16
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %44, align 4
  %45 = call i32 @llvm.ssub.sat.i32(i32 %26, i32 %18)
  %46 = add i64 %30, 20
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %47, align 4
  %48 = sub i32 0, %18
  %49 = add i64 %30, 24
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = call i32 @llvm.abs.i32(i32 %18, i1 false)
  %52 = add i64 %30, 28
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  store i32 %51, ptr addrspace(1) %53, align 4
  ret void
}

define amdgpu_kernel void @int_mul32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 2
  %14 = and i32 %13, 60
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 2
  %22 = and i32 %21, 60
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i32, ptr addrspace(1) %25, align 4, !invariant.load !1
  %27 = shl i32 %12, 3
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 2
  %30 = add i64 %29, %4
  %31 = mul i32 %18, %26
  %32 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %32, align 4
  %33 = zext i32 %18 to i64
  %34 = zext i32 %26 to i64
  %35 = mul nuw i64 %33, %34
  %36 = lshr i64 %35, 32
  %37 = trunc nuw i64 %36 to i32
  %38 = add i64 %30, 4
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %37, ptr addrspace(1) %39, align 4
  %40 = sext i32 %18 to i64
  %41 = sext i32 %26 to i64
  %42 = mul nsw i64 %40, %41
  %43 = lshr i64 %42, 32
  %44 = trunc nuw i64 %43 to i32
  %45 = add i64 %30, 8
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %46, align 4
  %47 = add i64 %30, 12
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  %49 = trunc i64 %35 to i32
  store i32 %49, ptr addrspace(1) %48, align 4
  %50 = add i64 %30, 16
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %37, ptr addrspace(1) %51, align 4
  %52 = add i64 %30, 20
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  %54 = trunc i64 %42 to i32
  store i32 %54, ptr addrspace(1) %53, align 4
  %55 = add i64 %30, 24
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %56, align 4
  %57 = add i64 %30, 28
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %58, align 4
  ret void
}

define amdgpu_kernel void @int_mad32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 2
  %14 = and i32 %13, 60
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 2
  %22 = and i32 %21, 60
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i32, ptr addrspace(1) %25, align 4, !invariant.load !1
  %27 = mul i32 %12, 7
  %28 = add i32 %27, %19
  %29 = shl i32 %28, 2
  %30 = add i32 %29, 20
  %31 = and i32 %30, 60
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %32, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = load i32, ptr addrspace(1) %34, align 4, !invariant.load !1
  %36 = shl i32 %12, 3
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 2
  %39 = add i64 %38, %4
  %40 = mul i32 %18, %26
  %41 = add i32 %40, %35
  %42 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %42, align 4
  %43 = zext i32 %18 to i64
  %44 = zext i32 %26 to i64
  %45 = mul nuw i64 %43, %44
  %46 = lshr i64 %45, 32
  %47 = trunc nuw i64 %46 to i32
  %48 = add i32 %35, %47
  %49 = add i64 %39, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = sext i32 %18 to i64
  %52 = sext i32 %26 to i64
  %53 = mul nsw i64 %51, %52
  %54 = lshr i64 %53, 32
  %55 = trunc nuw i64 %54 to i32
  %56 = add i32 %35, %55
  %57 = add i64 %39, 8
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store i32 %56, ptr addrspace(1) %58, align 4
  %59 = add i64 %39, 12
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %56, ptr addrspace(1) %60, align 4
  %61 = add i32 %13, 12
  %62 = and i32 %61, 60
  %63 = zext nneg i32 %62 to i64
  %64 = add i64 %63, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %65 = inttoptr i64 %64 to ptr addrspace(1)
  %66 = load i32, ptr addrspace(1) %65, align 4, !invariant.load !1
  %67 = zext i32 %66 to i64
  %68 = zext i32 %35 to i64
  %69 = shl nuw i64 %68, 32
  %70 = or disjoint i64 %69, %67
  %71 = add i64 %45, %70
  %72 = add i64 %53, %70
  %73 = add i64 %39, 16
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  %75 = trunc i64 %71 to i32
  store i32 %75, ptr addrspace(1) %74, align 4
  %76 = lshr i64 %71, 32
  %77 = add i64 %39, 20
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  %79 = trunc nuw i64 %76 to i32
  store i32 %79, ptr addrspace(1) %78, align 4
  %80 = add i64 %39, 24
  %81 = inttoptr i64 %80 to ptr addrspace(1)
  %82 = trunc i64 %72 to i32
  store i32 %82, ptr addrspace(1) %81, align 4
  %83 = lshr i64 %72, 32
  %84 = add i64 %39, 28
  %85 = inttoptr i64 %84 to ptr addrspace(1)
  %86 = trunc nuw i64 %83 to i32
  store i32 %86, ptr addrspace(1) %85, align 4
  ret void
}

define amdgpu_kernel void @int_mul24(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 2
  %14 = and i32 %13, 60
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @I24_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 2
  %22 = and i32 %21, 60
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @I24_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i32, ptr addrspace(1) %25, align 4, !invariant.load !1
  %27 = mul i32 %12, 7
  %28 = add i32 %27, %19
  %29 = shl i32 %28, 2
  %30 = add i32 %29, 20
  %31 = and i32 %30, 60
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %32, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = load i32, ptr addrspace(1) %34, align 4, !invariant.load !1
  %36 = shl i32 %12, 3
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 2
  %39 = add i64 %38, %4
  %40 = zext i32 %18 to i64
  %.mask = and i32 %18, 16777215
  %41 = zext nneg i32 %.mask to i64
  %42 = zext i32 %26 to i64
  %.mask31 = and i32 %26, 16777215
  %43 = zext nneg i32 %.mask31 to i64
  %44 = mul nuw nsw i64 %41, %43
  %45 = trunc i64 %44 to i32
  %46 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %46, align 4
  %47 = lshr i64 %44, 16
  %48 = trunc nuw i64 %47 to i32
  %49 = add i64 %39, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %sext = shl i64 %40, 40
  %51 = ashr exact i64 %sext, 40
  %sext32 = shl i64 %42, 40
  %52 = ashr exact i64 %sext32, 40
  %53 = mul nsw i64 %51, %52
  %54 = trunc i64 %53 to i32
  %55 = add i64 %39, 8
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  %57 = lshr i64 %53, 16
  %58 = trunc i64 %57 to i32
  %59 = add i64 %39, 12
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = add i32 %35, %45
  %62 = add i64 %39, 16
  %63 = inttoptr i64 %62 to ptr addrspace(1)
  store i32 %61, ptr addrspace(1) %63, align 4
  %64 = add i32 %35, %48
  %65 = add i64 %39, 20
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store i32 %64, ptr addrspace(1) %66, align 4
  %67 = add i32 %35, %54
  %68 = add i64 %39, 24
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  store i32 %67, ptr addrspace(1) %69, align 4
  %70 = call i32 @llvm.sadd.sat.i32(i32 %58, i32 %35)
  %71 = add i64 %39, 28
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i32 %70, ptr addrspace(1) %72, align 4
  ret void
}

define amdgpu_kernel void @int_mul_intrinsics(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 2
  %14 = and i32 %13, 60
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @I24_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 2
  %22 = and i32 %21, 60
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @I24_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i32, ptr addrspace(1) %25, align 4, !invariant.load !1
  %27 = shl i32 %12, 3
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 2
  %30 = add i64 %29, %4
  %31 = shl i32 %18, 8
  %32 = ashr exact i32 %31, 8
  %33 = shl i32 %26, 8
  %34 = ashr exact i32 %33, 8
  %35 = mul i32 %34, %32
  %36 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %35, ptr addrspace(1) %36, align 4
  %37 = and i32 %18, 16777215
  %38 = and i32 %26, 16777215
  %39 = mul i32 %38, %37
  %40 = add i64 %30, 4
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  store i32 %39, ptr addrspace(1) %41, align 4
  %42 = zext i32 %18 to i64
  %43 = zext i32 %26 to i64
  %44 = mul nuw i64 %42, %43
  %45 = lshr i64 %44, 32
  %46 = trunc nuw i64 %45 to i32
  %47 = add i64 %30, 8
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = sext i32 %18 to i64
  %50 = sext i32 %26 to i64
  %51 = mul nsw i64 %49, %50
  %52 = lshr i64 %51, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = add i64 %30, 12
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = icmp sgt i32 %18, %26
  %57 = sub i32 %18, %26
  %58 = sub i32 %26, %18
  %59 = select i1 %56, i32 %57, i32 %58
  %60 = add i32 %59, 7
  %61 = add i64 %30, 16
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %62, align 4
  %63 = icmp ugt i32 %18, %26
  %64 = select i1 %63, i32 %57, i32 %58
  %65 = add i32 %64, -16
  %66 = add i64 %30, 20
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  ret void
}

define amdgpu_kernel void @int_sad_minmax(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 2
  %14 = and i32 %13, 60
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 2
  %22 = and i32 %21, 60
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i32, ptr addrspace(1) %25, align 4, !invariant.load !1
  %27 = mul i32 %12, 7
  %28 = add i32 %27, %19
  %29 = shl i32 %28, 2
  %30 = add i32 %29, 20
  %31 = and i32 %30, 60
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %32, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = load i32, ptr addrspace(1) %34, align 4, !invariant.load !1
  %36 = shl i32 %12, 3
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 2
  %39 = add i64 %38, %4
  %40 = icmp ugt i32 %18, %26
  %41 = sub i32 %18, %26
  %42 = sub i32 %26, %18
  %43 = select i1 %40, i32 %41, i32 %42
  %44 = add i32 %35, %43
  %45 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %45, align 4
  %46 = icmp sgt i32 %18, %26
  %47 = select i1 %46, i32 %41, i32 %42
  %48 = add i32 %35, %47
  %49 = add i64 %39, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = call i32 @llvm.umin.i32(i32 %18, i32 %26)
  %52 = add i64 %39, 8
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  store i32 %51, ptr addrspace(1) %53, align 4
  %54 = call i32 @llvm.umax.i32(i32 %18, i32 %26)
  %55 = add i64 %39, 12
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  %57 = call i32 @llvm.smin.i32(i32 %18, i32 %26)
  %58 = add i64 %39, 16
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  %60 = call i32 @llvm.smax.i32(i32 %18, i32 %26)
  %61 = add i64 %39, 20
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %62, align 4
  %63 = call i32 @llvm.abs.i32(i32 %26, i1 false)
  %64 = add i64 %39, 24
  %65 = inttoptr i64 %64 to ptr addrspace(1)
  store i32 %63, ptr addrspace(1) %65, align 4
  %66 = sub i32 0, %26
  %67 = add i64 %39, 28
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  store i32 %66, ptr addrspace(1) %68, align 4
  ret void
}

define amdgpu_kernel void @int_div32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 2
  %14 = and i32 %13, 60
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 2
  %22 = and i32 %21, 60
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i32, ptr addrspace(1) %25, align 4, !invariant.load !1
  %27 = shl i32 %12, 3
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 2
  %30 = add i64 %29, %4
  %31 = icmp eq i32 %26, 0
  %32 = call i32 @llvm.umax.i32(i32 %26, i32 1)
  %33 = udiv i32 %18, %32
  %34 = select i1 %31, i32 -1, i32 %33
  %35 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %34, ptr addrspace(1) %35, align 4
  %36 = urem i32 %18, %32
  %37 = select i1 %31, i32 -1, i32 %36
  %38 = add i64 %30, 4
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %37, ptr addrspace(1) %39, align 4
  %40 = icmp eq i32 %18, -2147483648
  %41 = icmp eq i32 %26, -1
  %42 = and i1 %40, %41
  %43 = or i1 %31, %42
  %44 = select i1 %43, i32 1, i32 %26
  %45 = sdiv i32 %18, %44
  %46 = select i1 %31, i32 -1, i32 %45
  %47 = add i64 %30, 8
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = srem i32 %18, %44
  %50 = select i1 %42, i32 0, i32 %49
  %51 = select i1 %31, i32 -1, i32 %50
  %52 = add i64 %30, 12
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  store i32 %51, ptr addrspace(1) %53, align 4
  %54 = icmp eq i32 %18, 0
  %55 = call i32 @llvm.umax.i32(i32 %18, i32 1)
  %56 = udiv i32 %26, %55
  %57 = select i1 %54, i32 -1, i32 %56
  %58 = add i64 %30, 16
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  %60 = urem i32 %26, %55
  %61 = select i1 %54, i32 -1, i32 %60
  %62 = add i64 %30, 20
  %63 = inttoptr i64 %62 to ptr addrspace(1)
  store i32 %61, ptr addrspace(1) %63, align 4
  %64 = icmp eq i32 %26, -2147483648
  %65 = icmp eq i32 %18, -1
  %66 = and i1 %64, %65
  %67 = or i1 %54, %66
  %68 = select i1 %67, i32 1, i32 %18
  %69 = sdiv i32 %26, %68
  %70 = select i1 %54, i32 -1, i32 %69
  %71 = add i64 %30, 24
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i32 %70, ptr addrspace(1) %72, align 4
  %73 = srem i32 %26, %68
  %74 = select i1 %66, i32 0, i32 %73
  %75 = select i1 %54, i32 -1, i32 %74
  %76 = add i64 %30, 28
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  store i32 %75, ptr addrspace(1) %77, align 4
  ret void
}

define amdgpu_kernel void @int_carry64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 120
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 3
  %22 = and i32 %21, 120
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i64, ptr addrspace(1) %25, align 8, !invariant.load !1
  %27 = trunc i64 %18 to i32
  %28 = lshr i64 %18, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = trunc i64 %26 to i32
  %31 = lshr i64 %26, 32
  %32 = trunc nuw i64 %31 to i32
  %33 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %27, i32 %30)
  %34 = extractvalue { i32, i1 } %33, 0
  %35 = extractvalue { i32, i1 } %33, 1
  %36 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %29, i32 %32)
  %37 = extractvalue { i32, i1 } %36, 0
  %38 = extractvalue { i32, i1 } %36, 1
  %39 = zext i1 %35 to i32
  %40 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %37, i32 %39)
  %41 = extractvalue { i32, i1 } %40, 0
  %42 = extractvalue { i32, i1 } %40, 1
  %43 = or i1 %38, %42
  %44 = zext i1 %43 to i32
  %45 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %27, i32 %30)
  %46 = extractvalue { i32, i1 } %45, 0
  %47 = extractvalue { i32, i1 } %45, 1
  %48 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %29, i32 %32)
  %49 = extractvalue { i32, i1 } %48, 0
  %50 = extractvalue { i32, i1 } %48, 1
  %51 = zext i1 %47 to i32
  %52 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %49, i32 %51)
  %53 = extractvalue { i32, i1 } %52, 0
  %54 = extractvalue { i32, i1 } %52, 1
  %55 = or i1 %50, %54
  %.neg = sext i1 %55 to i32
  %56 = shl nuw nsw i64 %14, 2
  %57 = add i64 %56, %4
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store i32 %34, ptr addrspace(1) %58, align 4
  %59 = add i64 %57, 4
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %60, align 4
  %61 = add i64 %57, 8
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %62, align 4
  %63 = add i64 %57, 12
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %64, align 4
  %65 = add i64 %57, 16
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %66, align 4
  %67 = add i64 %57, 20
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  store i32 %.neg, ptr addrspace(1) %68, align 4
  %69 = add i64 %57, 24
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 %34, ptr addrspace(1) %70, align 4
  %71 = add i64 %57, 28
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %72, align 4
  ret void
}

define amdgpu_kernel void @int_carry128(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 120
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !1
  %19 = add i32 %13, 48
  %20 = and i32 %19, 120
  %21 = zext nneg i32 %20 to i64
  %22 = add i64 %21, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  %24 = load i64, ptr addrspace(1) %23, align 8, !invariant.load !1
  %25 = lshr i32 %12, 4
  %26 = add i32 %25, %12
  %27 = shl i32 %26, 3
  %28 = and i32 %27, 120
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %29, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  %32 = load i64, ptr addrspace(1) %31, align 8, !invariant.load !1
  %33 = and i32 %12, 120
  %34 = zext nneg i32 %33 to i64
  %35 = add i64 %34, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %36 = inttoptr i64 %35 to ptr addrspace(1)
  %37 = load i64, ptr addrspace(1) %36, align 8, !invariant.load !1
  %38 = trunc i64 %18 to i32
  %39 = lshr i64 %18, 32
  %40 = trunc nuw i64 %39 to i32
  %41 = trunc i64 %24 to i32
  %42 = lshr i64 %24, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = trunc i64 %32 to i32
  %45 = lshr i64 %32, 32
  %46 = trunc nuw i64 %45 to i32
  %47 = trunc i64 %37 to i32
  %48 = lshr i64 %37, 32
  %49 = trunc nuw i64 %48 to i32
  %50 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %38, i32 %44)
  %51 = extractvalue { i32, i1 } %50, 0
  %52 = extractvalue { i32, i1 } %50, 1
  %53 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %40, i32 %46)
  %54 = extractvalue { i32, i1 } %53, 0
  %55 = extractvalue { i32, i1 } %53, 1
  %56 = zext i1 %52 to i32
  %57 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %54, i32 %56)
  %58 = extractvalue { i32, i1 } %57, 0
  %59 = extractvalue { i32, i1 } %57, 1
  %60 = or i1 %55, %59
  %61 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %41, i32 %47)
  %62 = extractvalue { i32, i1 } %61, 0
  %63 = extractvalue { i32, i1 } %61, 1
  %64 = zext i1 %60 to i32
  %65 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %62, i32 %64)
  %66 = extractvalue { i32, i1 } %65, 0
  %67 = extractvalue { i32, i1 } %65, 1
  %68 = or i1 %63, %67
  %69 = add i32 %43, %49
  %70 = zext i1 %68 to i32
  %71 = add i32 %69, %70
  %72 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %38, i32 %44)
  %73 = extractvalue { i32, i1 } %72, 0
  %74 = extractvalue { i32, i1 } %72, 1
  %75 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %40, i32 %46)
  %76 = extractvalue { i32, i1 } %75, 0
  %77 = extractvalue { i32, i1 } %75, 1
  %78 = zext i1 %74 to i32
  %79 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %76, i32 %78)
  %80 = extractvalue { i32, i1 } %79, 0
  %81 = extractvalue { i32, i1 } %79, 1
  %82 = or i1 %77, %81
  %83 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %41, i32 %47)
  %84 = extractvalue { i32, i1 } %83, 0
  %85 = extractvalue { i32, i1 } %83, 1
  %86 = zext i1 %82 to i32
  %87 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %84, i32 %86)
  %88 = extractvalue { i32, i1 } %87, 0
  %89 = extractvalue { i32, i1 } %87, 1
  %90 = or i1 %85, %89
  %91 = sub i32 %43, %49
  %.neg = sext i1 %90 to i32
  %92 = add i32 %91, %.neg
  %93 = shl nuw nsw i64 %14, 2
  %94 = add i64 %93, %4
  %95 = inttoptr i64 %94 to ptr addrspace(1)
  store i32 %51, ptr addrspace(1) %95, align 4
  %96 = add i64 %94, 4
  %97 = inttoptr i64 %96 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %97, align 4
  %98 = add i64 %94, 8
  %99 = inttoptr i64 %98 to ptr addrspace(1)
  store i32 %66, ptr addrspace(1) %99, align 4
  %100 = add i64 %94, 12
  %101 = inttoptr i64 %100 to ptr addrspace(1)
  store i32 %71, ptr addrspace(1) %101, align 4
  %102 = add i64 %94, 16
  %103 = inttoptr i64 %102 to ptr addrspace(1)
  store i32 %73, ptr addrspace(1) %103, align 4
  %104 = add i64 %94, 20
  %105 = inttoptr i64 %104 to ptr addrspace(1)
  store i32 %80, ptr addrspace(1) %105, align 4
  %106 = add i64 %94, 24
  %107 = inttoptr i64 %106 to ptr addrspace(1)
  store i32 %88, ptr addrspace(1) %107, align 4
  %108 = add i64 %94, 28
  %109 = inttoptr i64 %108 to ptr addrspace(1)
  store i32 %92, ptr addrspace(1) %109, align 4
  ret void
}

define amdgpu_kernel void @int_carry128_u64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 120
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !1
  %19 = and i32 %12, 120
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  %23 = load i64, ptr addrspace(1) %22, align 8, !invariant.load !1
  %24 = lshr i32 %12, 4
  %25 = add i32 %24, %12
  %26 = shl i32 %25, 3
  %27 = and i32 %26, 120
  %28 = zext nneg i32 %27 to i64
  %29 = add i64 %28, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  %31 = load i64, ptr addrspace(1) %30, align 8, !invariant.load !1
  %32 = add i32 %13, 24
  %33 = and i32 %32, 120
  %34 = zext nneg i32 %33 to i64
  %35 = add i64 %34, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %36 = inttoptr i64 %35 to ptr addrspace(1)
  %37 = load i64, ptr addrspace(1) %36, align 8, !invariant.load !1
  %38 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %18, i64 %31)
  %39 = extractvalue { i64, i1 } %38, 0
  %40 = extractvalue { i64, i1 } %38, 1
  %41 = add i64 %23, %37
  %42 = zext i1 %40 to i64
  %43 = add i64 %41, %42
  %44 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %18, i64 %31)
  %45 = extractvalue { i64, i1 } %44, 0
  %46 = extractvalue { i64, i1 } %44, 1
  %47 = sub i64 %23, %37
  %.neg = sext i1 %46 to i64
  %48 = add i64 %47, %.neg
  %49 = shl nuw nsw i64 %14, 2
  %50 = add i64 %49, %4
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  %52 = trunc i64 %39 to i32
  store i32 %52, ptr addrspace(1) %51, align 4
  %53 = lshr i64 %39, 32
  %54 = add i64 %50, 4
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  %56 = trunc nuw i64 %53 to i32
  store i32 %56, ptr addrspace(1) %55, align 4
  %57 = add i64 %50, 8
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  %59 = trunc i64 %43 to i32
  store i32 %59, ptr addrspace(1) %58, align 4
  %60 = lshr i64 %43, 32
  %61 = add i64 %50, 12
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  %63 = trunc nuw i64 %60 to i32
  store i32 %63, ptr addrspace(1) %62, align 4
  %64 = add i64 %50, 16
  %65 = inttoptr i64 %64 to ptr addrspace(1)
  %66 = trunc i64 %45 to i32
  store i32 %66, ptr addrspace(1) %65, align 4
  %67 = lshr i64 %45, 32
  %68 = add i64 %50, 20
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  %70 = trunc nuw i64 %67 to i32
  store i32 %70, ptr addrspace(1) %69, align 4
  %71 = add i64 %50, 24
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  %73 = trunc i64 %48 to i32
  store i32 %73, ptr addrspace(1) %72, align 4
  %74 = lshr i64 %48, 32
  %75 = add i64 %50, 28
  %76 = inttoptr i64 %75 to ptr addrspace(1)
  %77 = trunc nuw i64 %74 to i32
  store i32 %77, ptr addrspace(1) %76, align 4
  ret void
}

define amdgpu_kernel void @int_mad_carry(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 120
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 3
  %22 = and i32 %21, 120
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i64, ptr addrspace(1) %25, align 8, !invariant.load !1
  %27 = trunc i64 %18 to i32
  %28 = lshr i64 %18, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = trunc i64 %26 to i32
  %31 = lshr i64 %26, 32
  %32 = trunc nuw i64 %31 to i32
  %33 = mul i32 %27, %30
  %34 = and i64 %18, 4294967295
  %35 = and i64 %26, 4294967295
  %36 = mul nuw i64 %34, %35
  %37 = lshr i64 %36, 32
  %38 = trunc nuw i64 %37 to i32
  %39 = mul i32 %29, %30
  %40 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %39, i32 %38)
  %41 = extractvalue { i32, i1 } %40, 0
  %42 = extractvalue { i32, i1 } %40, 1
  %43 = mul nuw i64 %28, %35
  %44 = lshr i64 %43, 32
  %45 = trunc nuw i64 %44 to i32
  %46 = zext i1 %42 to i32
  %47 = add i32 %45, %46
  %48 = mul i32 %27, %32
  %49 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %48, i32 %41)
  %50 = extractvalue { i32, i1 } %49, 0
  %51 = extractvalue { i32, i1 } %49, 1
  %52 = mul nuw i64 %34, %31
  %53 = lshr i64 %52, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %54, i32 %47)
  %56 = extractvalue { i32, i1 } %55, 0
  %57 = extractvalue { i32, i1 } %55, 1
  %58 = zext i1 %51 to i32
  %59 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %56, i32 %58)
  %60 = extractvalue { i32, i1 } %59, 0
  %61 = extractvalue { i32, i1 } %59, 1
  %62 = or i1 %57, %61
  %63 = zext i1 %62 to i32
  %64 = mul i32 %29, %32
  %65 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %64, i32 %60)
  %66 = extractvalue { i32, i1 } %65, 0
  %67 = extractvalue { i32, i1 } %65, 1
  %68 = mul nuw i64 %28, %31
  %69 = lshr i64 %68, 32
  %70 = trunc nuw i64 %69 to i32
  %71 = add i32 %70, %63
  %72 = zext i1 %67 to i32
  %73 = add i32 %71, %72
  %74 = shl nuw nsw i64 %14, 2
  %75 = add i64 %74, %4
  %76 = inttoptr i64 %75 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %76, align 4
  %77 = add i64 %75, 4
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %78, align 4
  %79 = add i64 %75, 8
  %80 = inttoptr i64 %79 to ptr addrspace(1)
  store i32 %66, ptr addrspace(1) %80, align 4
  %81 = add i64 %75, 12
  %82 = inttoptr i64 %81 to ptr addrspace(1)
  store i32 %73, ptr addrspace(1) %82, align 4
  %83 = mul i64 %18, %26
  %84 = zext i64 %18 to i128
  %85 = zext i64 %26 to i128
  %86 = mul nuw i128 %84, %85
  %87 = lshr i128 %86, 64
  %88 = add i64 %75, 16
  %89 = inttoptr i64 %88 to ptr addrspace(1)
  %90 = trunc i64 %83 to i32
  store i32 %90, ptr addrspace(1) %89, align 4
  %91 = lshr i64 %83, 32
  %92 = add i64 %75, 20
  %93 = inttoptr i64 %92 to ptr addrspace(1)
  %94 = trunc nuw i64 %91 to i32
  store i32 %94, ptr addrspace(1) %93, align 4
  %95 = add i64 %75, 24
  %96 = inttoptr i64 %95 to ptr addrspace(1)
  %97 = trunc i128 %87 to i32
  store i32 %97, ptr addrspace(1) %96, align 4
  %sum.shift = lshr i128 %86, 96
  %98 = add i64 %75, 28
  %99 = inttoptr i64 %98 to ptr addrspace(1)
  %100 = trunc nuw i128 %sum.shift to i32
  store i32 %100, ptr addrspace(1) %99, align 4
  ret void
}

define amdgpu_kernel void @int_mad_carry_chain(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 2
  %14 = and i32 %13, 60
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 2
  %22 = and i32 %21, 60
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i32, ptr addrspace(1) %25, align 4, !invariant.load !1
  %27 = mul i32 %12, 7
  %28 = add i32 %27, %19
  %29 = shl i32 %28, 2
  %30 = add i32 %29, 20
  %31 = and i32 %30, 60
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %32, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = load i32, ptr addrspace(1) %34, align 4, !invariant.load !1
  %36 = zext i32 %18 to i64
  %37 = zext i32 %26 to i64
  %38 = mul nuw i64 %36, %37
  %39 = lshr i64 %38, 32
  %40 = trunc nuw i64 %39 to i32
  %41 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %40, i32 %35)
  %42 = extractvalue { i32, i1 } %41, 0
  %43 = extractvalue { i32, i1 } %41, 1
  %44 = mul i32 %26, %35
  %45 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %44, i32 %18)
  %46 = extractvalue { i32, i1 } %45, 0
  %47 = extractvalue { i32, i1 } %45, 1
  %48 = zext i1 %43 to i32
  %49 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %46, i32 %48)
  %50 = extractvalue { i32, i1 } %49, 0
  %51 = extractvalue { i32, i1 } %49, 1
  %52 = or i1 %47, %51
  %53 = zext i32 %35 to i64
  %54 = mul nuw i64 %53, %36
  %55 = lshr i64 %54, 32
  %56 = trunc nuw i64 %55 to i32
  %57 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %56, i32 %26)
  %58 = extractvalue { i32, i1 } %57, 0
  %59 = extractvalue { i32, i1 } %57, 1
  %60 = zext i1 %52 to i32
  %61 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %58, i32 %60)
  %62 = extractvalue { i32, i1 } %61, 0
  %63 = extractvalue { i32, i1 } %61, 1
  %64 = or i1 %59, %63
  %65 = mul i32 %18, %18
  %66 = add i32 %65, %35
  %67 = zext i1 %64 to i32
  %68 = add i32 %66, %67
  %69 = mul i32 %18, %26
  %70 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %69, i32 %35)
  %71 = extractvalue { i32, i1 } %70, 0
  %72 = extractvalue { i32, i1 } %70, 1
  %73 = sext i32 %18 to i64
  %74 = sext i32 %26 to i64
  %75 = mul nsw i64 %73, %74
  %76 = lshr i64 %75, 32
  %77 = trunc nuw i64 %76 to i32
  %78 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %77, i32 %35)
  %79 = extractvalue { i32, i1 } %78, 0
  %80 = extractvalue { i32, i1 } %78, 1
  %81 = zext i1 %72 to i32
  %82 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %79, i32 %81)
  %83 = extractvalue { i32, i1 } %82, 0
  %84 = extractvalue { i32, i1 } %82, 1
  %85 = or i1 %80, %84
  %86 = mul i32 %26, %26
  %87 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %86, i32 %18)
  %88 = extractvalue { i32, i1 } %87, 0
  %89 = extractvalue { i32, i1 } %87, 1
  %90 = zext i1 %85 to i32
  %91 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %88, i32 %90)
  %92 = extractvalue { i32, i1 } %91, 0
  %93 = extractvalue { i32, i1 } %91, 1
  %94 = or i1 %89, %93
  %95 = sext i32 %35 to i64
  %96 = mul nsw i64 %95, %74
  %97 = lshr i64 %96, 32
  %98 = trunc nuw i64 %97 to i32
  %99 = add i32 %18, %98
  %100 = zext i1 %94 to i32
  %101 = add i32 %99, %100
  %102 = shl i32 %12, 3
  %103 = zext i32 %102 to i64
  %104 = shl nuw nsw i64 %103, 2
  %105 = add i64 %104, %4
  %106 = inttoptr i64 %105 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %106, align 4
  %107 = add i64 %105, 4
  %108 = inttoptr i64 %107 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %108, align 4
  %109 = add i64 %105, 8
  %110 = inttoptr i64 %109 to ptr addrspace(1)
  store i32 %62, ptr addrspace(1) %110, align 4
  %111 = add i64 %105, 12
  %112 = inttoptr i64 %111 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %112, align 4
  %113 = add i64 %105, 16
  %114 = inttoptr i64 %113 to ptr addrspace(1)
  store i32 %71, ptr addrspace(1) %114, align 4
  %115 = add i64 %105, 20
  %116 = inttoptr i64 %115 to ptr addrspace(1)
  store i32 %83, ptr addrspace(1) %116, align 4
  %117 = add i64 %105, 24
  %118 = inttoptr i64 %117 to ptr addrspace(1)
  store i32 %92, ptr addrspace(1) %118, align 4
  %119 = add i64 %105, 28
  %120 = inttoptr i64 %119 to ptr addrspace(1)
  store i32 %101, ptr addrspace(1) %120, align 4
  ret void
}

define amdgpu_kernel void @int_mul64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 120
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 3
  %22 = and i32 %21, 120
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i64, ptr addrspace(1) %25, align 8, !invariant.load !1
  %27 = mul i32 %12, 7
  %28 = add i32 %27, %19
  %29 = shl i32 %28, 3
  %30 = add i32 %29, 40
  %31 = and i32 %30, 120
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %32, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = load i64, ptr addrspace(1) %34, align 8, !invariant.load !1
  %36 = shl nuw nsw i64 %14, 2
  %37 = add i64 %36, %4
  %38 = mul i64 %18, %26
  %39 = sext i64 %18 to i128
  %40 = sext i64 %26 to i128
  %41 = mul nsw i128 %39, %40
  %42 = lshr i128 %41, 64
  %43 = trunc nuw i128 %42 to i64
  %44 = zext i64 %18 to i128
  %45 = zext i64 %26 to i128
  %46 = mul nuw i128 %44, %45
  %47 = lshr i128 %46, 64
  %48 = add i64 %35, %43
  %49 = inttoptr i64 %37 to ptr addrspace(1)
  %50 = trunc i64 %38 to i32
  store i32 %50, ptr addrspace(1) %49, align 4
  %51 = lshr i64 %38, 32
  %52 = add i64 %37, 4
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  %54 = trunc nuw i64 %51 to i32
  store i32 %54, ptr addrspace(1) %53, align 4
  %55 = add i64 %37, 8
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  %57 = trunc i128 %42 to i32
  store i32 %57, ptr addrspace(1) %56, align 4
  %58 = add i64 %37, 12
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  %60 = lshr i128 %41, 96
  %61 = trunc nuw i128 %60 to i32
  store i32 %61, ptr addrspace(1) %59, align 4
  %62 = add i64 %37, 16
  %63 = inttoptr i64 %62 to ptr addrspace(1)
  %64 = trunc i128 %47 to i32
  store i32 %64, ptr addrspace(1) %63, align 4
  %sum.shift = lshr i128 %46, 96
  %65 = add i64 %37, 20
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  %67 = trunc nuw i128 %sum.shift to i32
  store i32 %67, ptr addrspace(1) %66, align 4
  %68 = add i64 %37, 24
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  %70 = trunc i64 %48 to i32
  store i32 %70, ptr addrspace(1) %69, align 4
  %71 = lshr i64 %48, 32
  %72 = add i64 %37, 28
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  %74 = trunc nuw i64 %71 to i32
  store i32 %74, ptr addrspace(1) %73, align 4
  ret void
}

define amdgpu_kernel void @int_mad64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 120
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 3
  %22 = and i32 %21, 120
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i64, ptr addrspace(1) %25, align 8, !invariant.load !1
  %27 = mul i32 %12, 7
  %28 = add i32 %27, %19
  %29 = shl i32 %28, 3
  %30 = add i32 %29, 40
  %31 = and i32 %30, 120
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %32, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = load i64, ptr addrspace(1) %34, align 8, !invariant.load !1
  %36 = shl nuw nsw i64 %14, 2
  %37 = add i64 %36, %4
  %38 = mul i64 %18, %26
  %39 = add i64 %38, %35
  %40 = zext i64 %18 to i128
  %41 = zext i64 %26 to i128
  %42 = mul nuw i128 %40, %41
  %43 = lshr i128 %42, 64
  %44 = trunc nuw i128 %43 to i64
  %45 = add i64 %35, %44
  %46 = sext i64 %26 to i128
  %47 = sext i64 %18 to i128
  %48 = mul nsw i128 %46, %47
  %49 = lshr i128 %48, 64
  %50 = icmp ugt i64 %18, %26
  %51 = sub i64 %18, %26
  %52 = sub i64 %26, %18
  %53 = select i1 %50, i64 %51, i64 %52
  %54 = add i64 %35, %53
  %55 = inttoptr i64 %37 to ptr addrspace(1)
  %56 = trunc i64 %39 to i32
  store i32 %56, ptr addrspace(1) %55, align 4
  %57 = lshr i64 %39, 32
  %58 = add i64 %37, 4
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  %60 = trunc nuw i64 %57 to i32
  store i32 %60, ptr addrspace(1) %59, align 4
  %61 = add i64 %37, 8
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  %63 = trunc i64 %45 to i32
  store i32 %63, ptr addrspace(1) %62, align 4
  %64 = lshr i64 %45, 32
  %65 = add i64 %37, 12
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  %67 = trunc nuw i64 %64 to i32
  store i32 %67, ptr addrspace(1) %66, align 4
  %68 = add i64 %37, 16
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  %70 = trunc i128 %49 to i32
  store i32 %70, ptr addrspace(1) %69, align 4
  %sum.shift = lshr i128 %48, 96
  %71 = add i64 %37, 20
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  %73 = trunc nuw i128 %sum.shift to i32
  store i32 %73, ptr addrspace(1) %72, align 4
  %74 = add i64 %37, 24
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  %76 = trunc i64 %54 to i32
  store i32 %76, ptr addrspace(1) %75, align 4
  %77 = lshr i64 %54, 32
  %78 = add i64 %37, 28
  %79 = inttoptr i64 %78 to ptr addrspace(1)
  %80 = trunc nuw i64 %77 to i32
  store i32 %80, ptr addrspace(1) %79, align 4
  ret void
}

define amdgpu_kernel void @int_div64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 120
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 3
  %22 = and i32 %21, 120
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i64, ptr addrspace(1) %25, align 8, !invariant.load !1
  %27 = shl nuw nsw i64 %14, 2
  %28 = add i64 %27, %4
  %29 = icmp eq i64 %26, 0
  %30 = call i64 @llvm.umax.i64(i64 %26, i64 1)
  %31 = udiv i64 %18, %30
  %32 = select i1 %29, i64 -1, i64 %31
  %33 = urem i64 %18, %30
  %34 = select i1 %29, i64 -1, i64 %33
  %35 = icmp eq i64 %18, 0
  %36 = icmp eq i64 %26, -9223372036854775808
  %37 = icmp eq i64 %18, -1
  %38 = and i1 %36, %37
  %39 = or i1 %35, %38
  %40 = select i1 %39, i64 1, i64 %18
  %41 = sdiv i64 %26, %40
  %42 = select i1 %35, i64 -1, i64 %41
  %43 = srem i64 %26, %40
  %44 = select i1 %38, i64 0, i64 %43
  %45 = select i1 %35, i64 -1, i64 %44
  %46 = inttoptr i64 %28 to ptr addrspace(1)
  %47 = trunc i64 %32 to i32
  store i32 %47, ptr addrspace(1) %46, align 4
  %48 = lshr i64 %32, 32
  %49 = add i64 %28, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  %51 = trunc nuw i64 %48 to i32
  store i32 %51, ptr addrspace(1) %50, align 4
  %52 = add i64 %28, 8
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  %54 = trunc i64 %34 to i32
  store i32 %54, ptr addrspace(1) %53, align 4
  %55 = lshr i64 %34, 32
  %56 = add i64 %28, 12
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  %58 = trunc nuw i64 %55 to i32
  store i32 %58, ptr addrspace(1) %57, align 4
  %59 = add i64 %28, 16
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  %61 = trunc i64 %42 to i32
  store i32 %61, ptr addrspace(1) %60, align 4
  %62 = lshr i64 %42, 32
  %63 = add i64 %28, 20
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  %65 = trunc nuw i64 %62 to i32
  store i32 %65, ptr addrspace(1) %64, align 4
  %66 = add i64 %28, 24
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  %68 = trunc i64 %45 to i32
  store i32 %68, ptr addrspace(1) %67, align 4
  %69 = lshr i64 %45, 32
  %70 = add i64 %28, 28
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  %72 = trunc nuw i64 %69 to i32
  store i32 %72, ptr addrspace(1) %71, align 4
  ret void
}

define amdgpu_kernel void @int_div64_signed(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 120
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 3
  %22 = and i32 %21, 120
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i64, ptr addrspace(1) %25, align 8, !invariant.load !1
  %27 = shl nuw nsw i64 %14, 2
  %28 = add i64 %27, %4
  %29 = icmp eq i64 %26, 0
  %30 = icmp eq i64 %18, -9223372036854775808
  %31 = icmp eq i64 %26, -1
  %32 = and i1 %30, %31
  %33 = or i1 %29, %32
  %34 = select i1 %33, i64 1, i64 %26
  %35 = sdiv i64 %18, %34
  %36 = select i1 %29, i64 -1, i64 %35
  %37 = srem i64 %18, %34
  %38 = select i1 %32, i64 0, i64 %37
  %39 = select i1 %29, i64 -1, i64 %38
  %40 = icmp eq i64 %18, 0
  %41 = call i64 @llvm.umax.i64(i64 %18, i64 1)
  %42 = udiv i64 %26, %41
  %43 = select i1 %40, i64 -1, i64 %42
  %44 = urem i64 %26, %41
  %45 = select i1 %40, i64 -1, i64 %44
  %46 = inttoptr i64 %28 to ptr addrspace(1)
  %47 = trunc i64 %36 to i32
  store i32 %47, ptr addrspace(1) %46, align 4
  %48 = lshr i64 %36, 32
  %49 = add i64 %28, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  %51 = trunc nuw i64 %48 to i32
  store i32 %51, ptr addrspace(1) %50, align 4
  %52 = add i64 %28, 8
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  %54 = trunc i64 %39 to i32
  store i32 %54, ptr addrspace(1) %53, align 4
  %55 = lshr i64 %39, 32
  %56 = add i64 %28, 12
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  %58 = trunc nuw i64 %55 to i32
  store i32 %58, ptr addrspace(1) %57, align 4
  %59 = add i64 %28, 16
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  %61 = trunc i64 %43 to i32
  store i32 %61, ptr addrspace(1) %60, align 4
  %62 = lshr i64 %43, 32
  %63 = add i64 %28, 20
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  %65 = trunc nuw i64 %62 to i32
  store i32 %65, ptr addrspace(1) %64, align 4
  %66 = add i64 %28, 24
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  %68 = trunc i64 %45 to i32
  store i32 %68, ptr addrspace(1) %67, align 4
  %69 = lshr i64 %45, 32
  %70 = add i64 %28, 28
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  %72 = trunc nuw i64 %69 to i32
  store i32 %72, ptr addrspace(1) %71, align 4
  ret void
}

define amdgpu_kernel void @int_minmax64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 120
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 3
  %22 = and i32 %21, 120
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i64, ptr addrspace(1) %25, align 8, !invariant.load !1
  %27 = call i64 @llvm.smin.i64(i64 %18, i64 %26)
  %28 = call i64 @llvm.smax.i64(i64 %18, i64 %26)
  %29 = call i64 @llvm.umin.i64(i64 %18, i64 %26)
  %30 = call i64 @llvm.umax.i64(i64 %18, i64 %26)
  %31 = shl nuw nsw i64 %14, 2
  %32 = add i64 %31, %4
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  %34 = trunc i64 %27 to i32
  store i32 %34, ptr addrspace(1) %33, align 4
  %35 = lshr i64 %27, 32
  %36 = add i64 %32, 4
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  %38 = trunc nuw i64 %35 to i32
  store i32 %38, ptr addrspace(1) %37, align 4
  %39 = add i64 %32, 8
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  %41 = trunc i64 %28 to i32
  store i32 %41, ptr addrspace(1) %40, align 4
  %42 = lshr i64 %28, 32
  %43 = add i64 %32, 12
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  %45 = trunc nuw i64 %42 to i32
  store i32 %45, ptr addrspace(1) %44, align 4
  %46 = add i64 %32, 16
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  %48 = trunc i64 %29 to i32
  store i32 %48, ptr addrspace(1) %47, align 4
  %49 = lshr i64 %29, 32
  %50 = add i64 %32, 20
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  %52 = trunc nuw i64 %49 to i32
  store i32 %52, ptr addrspace(1) %51, align 4
  %53 = add i64 %32, 24
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  %55 = trunc i64 %30 to i32
  store i32 %55, ptr addrspace(1) %54, align 4
  %56 = lshr i64 %30, 32
  %57 = add i64 %32, 28
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  %59 = trunc nuw i64 %56 to i32
  store i32 %59, ptr addrspace(1) %58, align 4
  ret void
}

define amdgpu_kernel void @int_addsub64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = and i64 %14, 120
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i64, ptr addrspace(1) %17, align 8, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 3
  %22 = and i32 %21, 120
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U64_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i64, ptr addrspace(1) %25, align 8, !invariant.load !1
  %27 = add i64 %18, %26
  %28 = sub i64 %18, %26
  %29 = call i64 @llvm.abs.i64(i64 %18, i1 false)
  %30 = sub i64 0, %18
  %31 = shl nuw nsw i64 %14, 2
  %32 = add i64 %31, %4
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  %34 = trunc i64 %27 to i32
  store i32 %34, ptr addrspace(1) %33, align 4
  %35 = lshr i64 %27, 32
  %36 = add i64 %32, 4
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  %38 = trunc nuw i64 %35 to i32
  store i32 %38, ptr addrspace(1) %37, align 4
  %39 = add i64 %32, 8
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  %41 = trunc i64 %28 to i32
  store i32 %41, ptr addrspace(1) %40, align 4
  %42 = lshr i64 %28, 32
  %43 = add i64 %32, 12
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  %45 = trunc nuw i64 %42 to i32
  store i32 %45, ptr addrspace(1) %44, align 4
  %46 = add i64 %32, 16
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  %48 = trunc i64 %29 to i32
  store i32 %48, ptr addrspace(1) %47, align 4
  %49 = lshr i64 %29, 32
  %50 = add i64 %32, 20
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  %52 = trunc nuw i64 %49 to i32
  store i32 %52, ptr addrspace(1) %51, align 4
  %53 = add i64 %32, 24
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  %55 = trunc i64 %30 to i32
  store i32 %55, ptr addrspace(1) %54, align 4
  %56 = lshr i64 %30, 32
  %57 = add i64 %32, 28
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  %59 = trunc nuw i64 %56 to i32
  store i32 %59, ptr addrspace(1) %58, align 4
  ret void
}

define amdgpu_kernel void @int16_arith(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 1
  %14 = and i32 %13, 30
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U16_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i16, ptr addrspace(1) %17, align 2, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 1
  %22 = and i32 %21, 30
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U16_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i16, ptr addrspace(1) %25, align 2, !invariant.load !1
  %27 = mul i32 %12, 7
  %28 = add i32 %27, %19
  %29 = shl i32 %28, 1
  %30 = add i32 %29, 10
  %31 = and i32 %30, 30
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %32, ptrtoint (ptr addrspace(1) @U16_VALUES to i64)
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = load i16, ptr addrspace(1) %34, align 2, !invariant.load !1
  %36 = shl i32 %12, 3
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 2
  %39 = add i64 %38, %4
  %40 = add i16 %18, %26
  %41 = sub i16 %18, %26
  %42 = zext i16 %40 to i32
  %43 = zext i16 %41 to i32
  %44 = shl nuw i32 %43, 16
  %45 = or disjoint i32 %44, %42
  %46 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %46, align 4
  %47 = mul i16 %18, %26
  %48 = sext i16 %18 to i32
  %49 = sext i16 %26 to i32
  %50 = mul nsw i32 %48, %49
  %51 = lshr i32 %50, 16
  %52 = trunc nuw i32 %51 to i16
  %53 = zext i16 %47 to i32
  %54 = and i32 %50, -65536
  %55 = or disjoint i32 %54, %53
  %56 = add i64 %39, 4
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %57, align 4
  %58 = zext i16 %18 to i32
  %59 = zext i16 %26 to i32
  %60 = mul nuw i32 %58, %59
  %61 = lshr i32 %60, 16
  %62 = trunc nuw i32 %61 to i16
  %63 = add i16 %47, %35
  %64 = zext i16 %63 to i32
  %65 = shl nuw i32 %64, 16
  %66 = or disjoint i32 %61, %65
  %67 = add i64 %39, 8
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  store i32 %66, ptr addrspace(1) %68, align 4
  %69 = add i64 %39, 12
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %70, align 4
  %71 = add i64 %39, 16
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %72, align 4
  %73 = add i16 %35, %62
  %74 = add i16 %35, %52
  %75 = zext i16 %73 to i32
  %76 = zext i16 %74 to i32
  %77 = shl nuw i32 %76, 16
  %78 = or disjoint i32 %77, %75
  %79 = add i64 %39, 20
  %80 = inttoptr i64 %79 to ptr addrspace(1)
  store i32 %78, ptr addrspace(1) %80, align 4
  %81 = call i16 @llvm.abs.i16(i16 %18, i1 false)
  %82 = sub i16 0, %18
  %83 = zext i16 %81 to i32
  %84 = zext i16 %82 to i32
  %85 = shl nuw i32 %84, 16
  %86 = or disjoint i32 %85, %83
  %87 = add i64 %39, 24
  %88 = inttoptr i64 %87 to ptr addrspace(1)
  store i32 %86, ptr addrspace(1) %88, align 4
  %89 = icmp sgt i16 %18, %26
  %90 = sub i16 %26, %18
  %91 = select i1 %89, i16 %41, i16 %90
  %92 = add i16 %35, %91
  %93 = icmp ugt i16 %18, %26
  %94 = select i1 %93, i16 %41, i16 %90
  %95 = add i16 %35, %94
  %96 = zext i16 %92 to i32
  %97 = zext i16 %95 to i32
  %98 = shl nuw i32 %97, 16
  %99 = or disjoint i32 %98, %96
  %100 = add i64 %39, 28
  %101 = inttoptr i64 %100 to ptr addrspace(1)
  store i32 %99, ptr addrspace(1) %101, align 4
  ret void
}

define amdgpu_kernel void @int16_div_minmax(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %7 = getelementptr i8, ptr addrspace(4) %6, i64 4
  %8 = load i16, ptr addrspace(4) %7, align 2
  %9 = zext i16 %8 to i32
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %5, %9
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 1
  %14 = and i32 %13, 30
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @U16_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i16, ptr addrspace(1) %17, align 2, !invariant.load !1
  %19 = lshr i32 %12, 4
  %20 = add i32 %19, %12
  %21 = shl i32 %20, 1
  %22 = and i32 %21, 30
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @U16_VALUES to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i16, ptr addrspace(1) %25, align 2, !invariant.load !1
  %27 = shl i32 %12, 3
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 2
  %30 = add i64 %29, %4
  %31 = icmp eq i16 %26, 0
  %32 = icmp eq i16 %18, -32768
  %33 = icmp eq i16 %26, -1
  %34 = and i1 %32, %33
  %35 = or i1 %31, %34
  %36 = select i1 %35, i16 1, i16 %26
  %37 = sdiv i16 %18, %36
  %38 = select i1 %31, i16 -1, i16 %37
  %39 = srem i16 %18, %36
  %40 = select i1 %34, i16 0, i16 %39
  %41 = select i1 %31, i16 -1, i16 %40
  %42 = zext i16 %38 to i32
  %43 = zext i16 %41 to i32
  %44 = shl nuw i32 %43, 16
  %45 = or disjoint i32 %44, %42
  %46 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %46, align 4
  %47 = call i16 @llvm.umax.i16(i16 %26, i16 1)
  %48 = udiv i16 %18, %47
  %49 = select i1 %31, i16 -1, i16 %48
  %50 = urem i16 %18, %47
  %51 = select i1 %31, i16 -1, i16 %50
  %52 = zext i16 %49 to i32
  %53 = zext i16 %51 to i32
  %54 = shl nuw i32 %53, 16
  %55 = or disjoint i32 %54, %52
  %56 = add i64 %30, 4
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %57, align 4
  %58 = icmp eq i16 %18, 0
  %59 = icmp eq i16 %26, -32768
  %60 = icmp eq i16 %18, -1
  %61 = and i1 %59, %60
  %62 = or i1 %58, %61
  %63 = select i1 %62, i16 1, i16 %18
  %64 = sdiv i16 %26, %63
  %65 = select i1 %58, i16 -1, i16 %64
  %66 = srem i16 %26, %63
  %67 = select i1 %61, i16 0, i16 %66
  %68 = select i1 %58, i16 -1, i16 %67
  %69 = zext i16 %65 to i32
  %70 = zext i16 %68 to i32
  %71 = shl nuw i32 %70, 16
  %72 = or disjoint i32 %71, %69
  %73 = add i64 %30, 8
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  store i32 %72, ptr addrspace(1) %74, align 4
  %75 = call i16 @llvm.umax.i16(i16 %18, i16 1)
  %76 = udiv i16 %26, %75
  %77 = select i1 %58, i16 -1, i16 %76
  %78 = urem i16 %26, %75
  %79 = select i1 %58, i16 -1, i16 %78
  %80 = zext i16 %77 to i32
  %81 = zext i16 %79 to i32
  %82 = shl nuw i32 %81, 16
  %83 = or disjoint i32 %82, %80
  %84 = add i64 %30, 12
  %85 = inttoptr i64 %84 to ptr addrspace(1)
  store i32 %83, ptr addrspace(1) %85, align 4
  %86 = call i16 @llvm.smin.i16(i16 %18, i16 %26)
  %87 = call i16 @llvm.smax.i16(i16 %18, i16 %26)
  %88 = zext i16 %86 to i32
  %89 = zext i16 %87 to i32
  %90 = shl nuw i32 %89, 16
  %91 = or disjoint i32 %90, %88
  %92 = add i64 %30, 16
  %93 = inttoptr i64 %92 to ptr addrspace(1)
  store i32 %91, ptr addrspace(1) %93, align 4
  %94 = call i16 @llvm.umin.i16(i16 %18, i16 %26)
  %95 = call i16 @llvm.umax.i16(i16 %18, i16 %26)
  %96 = zext i16 %94 to i32
  %97 = zext i16 %95 to i32
  %98 = shl nuw i32 %97, 16
  %99 = or disjoint i32 %98, %96
  %100 = add i64 %30, 20
  %101 = inttoptr i64 %100 to ptr addrspace(1)
  store i32 %99, ptr addrspace(1) %101, align 4
  %102 = shl i32 %12, 2
  %103 = and i32 %102, 60
  %104 = zext nneg i32 %103 to i64
  %105 = add i64 %104, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %106 = inttoptr i64 %105 to ptr addrspace(1)
  %107 = load i32, ptr addrspace(1) %106, align 4, !invariant.load !1
  %108 = sext i16 %18 to i32
  %109 = sext i16 %26 to i32
  %110 = mul nsw i32 %108, %109
  %111 = add i32 %110, %107
  %112 = add i64 %30, 24
  %113 = inttoptr i64 %112 to ptr addrspace(1)
  store i32 %111, ptr addrspace(1) %113, align 4
  %114 = add i32 %102, 20
  %115 = and i32 %114, 60
  %116 = zext nneg i32 %115 to i64
  %117 = add i64 %116, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %118 = inttoptr i64 %117 to ptr addrspace(1)
  %119 = load i32, ptr addrspace(1) %118, align 4, !invariant.load !1
  %120 = zext i16 %18 to i32
  %121 = zext i16 %26 to i32
  %122 = mul nuw i32 %120, %121
  %123 = add i32 %122, %119
  %124 = add i64 %30, 28
  %125 = inttoptr i64 %124 to ptr addrspace(1)
  store i32 %123, ptr addrspace(1) %125, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.abs.i16(i16, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{}
