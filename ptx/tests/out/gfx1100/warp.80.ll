; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@syncwarp_masks._ZZ14syncwarp_masksE1s = internal addrspace(3) global [256 x i8] undef, align 4
@warp_scan_reduce._ZZ16warp_scan_reduceE9warp_sums = internal addrspace(3) global [8 x i8] undef, align 4

define amdgpu_kernel void @shfl_idx_widths(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = and i32 %10, 31
  %18 = mul i32 %12, 16777619
  %19 = add i32 %18, 7
  %20 = mul i32 %10, 3
  %21 = add i32 %20, 1
  %22 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %23 = shl i32 %21, 2
  %24 = and i32 %23, 124
  %25 = call i32 @llvm.amdgcn.ds.bpermute(i32 %24, i32 %19)
  %26 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %25, ptr addrspace(1) %26, align 4
  %27 = and i32 %22, 16
  %28 = and i32 %21, 15
  %29 = or disjoint i32 %27, %28
  %30 = shl nuw nsw i32 %29, 2
  %31 = call i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %19)
  %32 = add i64 %16, 4
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %33, align 4
  %34 = and i32 %22, 24
  %35 = or disjoint i32 %34, 7
  %36 = and i32 %21, 7
  %37 = or disjoint i32 %34, %36
  %38 = shl nuw nsw i32 %37, 2
  %39 = call i32 @llvm.amdgcn.ds.bpermute(i32 %38, i32 %19)
  %40 = add i64 %16, 8
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  store i32 %39, ptr addrspace(1) %41, align 4
  %42 = and i32 %22, 28
  %43 = and i32 %21, 3
  %44 = or disjoint i32 %42, %43
  %45 = shl nuw nsw i32 %44, 2
  %46 = call i32 @llvm.amdgcn.ds.bpermute(i32 %45, i32 %19)
  %47 = add i64 %16, 12
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = and i32 %22, 30
  %50 = and i32 %21, 1
  %51 = or disjoint i32 %49, %50
  %52 = shl nuw nsw i32 %51, 2
  %53 = call i32 @llvm.amdgcn.ds.bpermute(i32 %52, i32 %19)
  %54 = add i64 %16, 16
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %19)
  %57 = add i64 %16, 20
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store i32 %56, ptr addrspace(1) %58, align 4
  %59 = mul nuw nsw i32 %17, 43691
  %60 = lshr i32 %59, 17
  %.neg = mul nuw nsw i32 %60, 5
  %61 = add i32 %.neg, %10
  %62 = and i32 %61, 7
  %63 = or disjoint i32 %62, %34
  %64 = xor i32 %63, 7
  %.not = icmp ugt i32 %64, %35
  %65 = select i1 %.not, i32 %22, i32 %64
  %66 = shl i32 %65, 2
  %67 = call i32 @llvm.amdgcn.ds.bpermute(i32 %66, i32 %19)
  %68 = add i64 %16, 24
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  store i32 %67, ptr addrspace(1) %69, align 4
  %70 = shl i32 %10, 2
  %71 = add i32 %70, 20
  %72 = and i32 %71, 124
  %73 = call i32 @llvm.amdgcn.ds.bpermute(i32 %72, i32 %19)
  %74 = add i64 %16, 28
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  store i32 %73, ptr addrspace(1) %75, align 4
  ret void
}

define amdgpu_kernel void @shfl_up_down_widths(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = shl i32 %12, 2
  %18 = and i32 %17, 60
  %19 = zext nneg i32 %18 to i64
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = shl i32 %12, 16
  %24 = xor i32 %22, %23
  %25 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %26 = add i32 %25, -1
  %27 = icmp slt i32 %26, 0
  %28 = select i1 %27, i32 %25, i32 %26
  %29 = shl i32 %28, 2
  %30 = call i32 @llvm.amdgcn.ds.bpermute(i32 %29, i32 %24)
  %31 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %30, ptr addrspace(1) %31, align 4
  %32 = and i32 %25, 16
  %33 = add i32 %25, -5
  %.not = icmp slt i32 %33, %32
  %34 = select i1 %.not, i32 %25, i32 %33
  %35 = shl i32 %34, 2
  %36 = call i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %24)
  %37 = add i64 %16, 4
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %38, align 4
  %39 = and i32 %25, 24
  %40 = add i32 %25, -3
  %.not29 = icmp slt i32 %40, %39
  %41 = select i1 %.not29, i32 %25, i32 %40
  %42 = shl i32 %41, 2
  %43 = call i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %24)
  %44 = add i64 %16, 8
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %45, align 4
  %46 = and i32 %25, 28
  %47 = add i32 %25, -2
  %.not30 = icmp slt i32 %47, %46
  %48 = select i1 %.not30, i32 %25, i32 %47
  %49 = shl i32 %48, 2
  %50 = call i32 @llvm.amdgcn.ds.bpermute(i32 %49, i32 %24)
  %51 = add i64 %16, 12
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %52, align 4
  %53 = and i32 %25, 30
  %54 = or disjoint i32 %53, 1
  %55 = add i32 %25, 1
  %.not31 = icmp sgt i32 %55, %54
  %56 = select i1 %.not31, i32 %25, i32 %55
  %57 = shl i32 %56, 2
  %58 = call i32 @llvm.amdgcn.ds.bpermute(i32 %57, i32 %24)
  %59 = add i64 %16, 16
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = add i32 %25, 7
  %62 = icmp slt i32 %61, 32
  %63 = select i1 %62, i32 %61, i32 %25
  %64 = shl i32 %63, 2
  %65 = call i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %24)
  %66 = add i64 %16, 20
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  %68 = or disjoint i32 %32, 15
  %69 = add i32 %25, 9
  %.not32 = icmp sgt i32 %69, %68
  %70 = select i1 %.not32, i32 %25, i32 %69
  %71 = shl i32 %70, 2
  %72 = call i32 @llvm.amdgcn.ds.bpermute(i32 %71, i32 %24)
  %73 = add i64 %16, 24
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  store i32 %72, ptr addrspace(1) %74, align 4
  %75 = or disjoint i32 %46, 3
  %76 = add i32 %25, 3
  %.not33 = icmp sgt i32 %76, %75
  %77 = select i1 %.not33, i32 %25, i32 %76
  %78 = shl i32 %77, 2
  %79 = call i32 @llvm.amdgcn.ds.bpermute(i32 %78, i32 %24)
  %80 = add i32 %25, -8
  %81 = icmp slt i32 %80, 0
  %82 = select i1 %81, i32 %25, i32 %80
  %83 = shl i32 %82, 2
  %84 = call i32 @llvm.amdgcn.ds.bpermute(i32 %83, i32 %24)
  %85 = add i32 %84, %79
  %86 = add i64 %16, 28
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  store i32 %85, ptr addrspace(1) %87, align 4
  ret void
}

define amdgpu_kernel void @shfl_xor_widths(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = mul i32 %12, -1640531535
  %18 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = xor i32 %18, 1
  %20 = icmp slt i32 %19, 32
  %21 = select i1 %20, i32 %19, i32 %18
  %22 = shl i32 %21, 2
  %23 = call i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %17)
  %24 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %23, ptr addrspace(1) %24, align 4
  %25 = xor i32 %18, 16
  %26 = icmp slt i32 %25, 32
  %27 = select i1 %26, i32 %25, i32 %18
  %28 = shl i32 %27, 2
  %29 = call i32 @llvm.amdgcn.ds.bpermute(i32 %28, i32 %17)
  %30 = add i64 %16, 4
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %29, ptr addrspace(1) %31, align 4
  %32 = and i32 %18, 16
  %33 = or disjoint i32 %32, 15
  %34 = xor i32 %18, 5
  %.not = icmp sgt i32 %34, %33
  %35 = select i1 %.not, i32 %18, i32 %34
  %36 = shl i32 %35, 2
  %37 = call i32 @llvm.amdgcn.ds.bpermute(i32 %36, i32 %17)
  %38 = add i64 %16, 8
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %37, ptr addrspace(1) %39, align 4
  %40 = and i32 %18, 24
  %41 = or disjoint i32 %40, 7
  %42 = xor i32 %18, 3
  %.not28 = icmp sgt i32 %42, %41
  %43 = select i1 %.not28, i32 %18, i32 %42
  %44 = shl i32 %43, 2
  %45 = call i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %17)
  %46 = add i64 %16, 12
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %47, align 4
  %48 = and i32 %18, 28
  %49 = or disjoint i32 %48, 3
  %50 = xor i32 %18, 2
  %.not29 = icmp sgt i32 %50, %49
  %51 = select i1 %.not29, i32 %18, i32 %50
  %52 = shl i32 %51, 2
  %53 = call i32 @llvm.amdgcn.ds.bpermute(i32 %52, i32 %17)
  %54 = add i64 %16, 16
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = and i32 %18, 30
  %57 = or disjoint i32 %56, 1
  %.not30 = icmp sgt i32 %19, %57
  %58 = select i1 %.not30, i32 %18, i32 %19
  %59 = shl i32 %58, 2
  %60 = call i32 @llvm.amdgcn.ds.bpermute(i32 %59, i32 %17)
  %61 = add i64 %16, 20
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %62, align 4
  %63 = xor i32 %18, 8
  %.not31 = icmp sgt i32 %63, %41
  %64 = select i1 %.not31, i32 %18, i32 %63
  %65 = shl i32 %64, 2
  %66 = call i32 @llvm.amdgcn.ds.bpermute(i32 %65, i32 %17)
  %67 = add i64 %16, 24
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  store i32 %66, ptr addrspace(1) %68, align 4
  %69 = xor i32 %18, 31
  %70 = icmp slt i32 %69, 32
  %71 = select i1 %70, i32 %69, i32 %18
  %72 = shl i32 %71, 2
  %73 = call i32 @llvm.amdgcn.ds.bpermute(i32 %72, i32 %17)
  %74 = add i64 %16, 28
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  store i32 %73, ptr addrspace(1) %75, align 4
  ret void
}

define amdgpu_kernel void @shfl_wide_and_float(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = uitofp i32 %12 to double
  %18 = call double @llvm.fma.f64(double %17, double 1.250000e+00, double -4.000000e+01)
  %19 = zext i32 %12 to i64
  %20 = mul i64 %19, -4886718345
  %21 = shl nuw nsw i64 %19, 2
  %22 = and i64 %21, 124
  %23 = add i64 %22, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  %25 = load i32, ptr addrspace(1) %24, align 4, !invariant.load !1
  %26 = bitcast double %18 to i64
  %27 = trunc i64 %26 to i32
  %28 = lshr i64 %26, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %31 = shl i32 %10, 2
  %32 = and i32 %31, 124
  %33 = xor i32 %32, 124
  %34 = call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %29)
  %35 = call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %27)
  %36 = zext i32 %35 to i64
  %37 = zext i32 %34 to i64
  %38 = shl nuw i64 %37, 32
  %39 = or disjoint i64 %38, %36
  %40 = bitcast i64 %39 to double
  %41 = trunc i64 %20 to i32
  %42 = lshr i64 %20, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = and i32 %30, 16
  %45 = or disjoint i32 %44, 15
  %46 = xor i32 %30, 6
  %.not = icmp sgt i32 %46, %45
  %47 = select i1 %.not, i32 %30, i32 %46
  %48 = shl i32 %47, 2
  %49 = call i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %43)
  %50 = call i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %41)
  %51 = and i32 %30, 24
  %52 = or disjoint i32 %51, 7
  %53 = add i32 %30, 4
  %.not45 = icmp sgt i32 %53, %52
  %54 = select i1 %.not45, i32 %30, i32 %53
  %55 = shl i32 %54, 2
  %56 = call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %43)
  %57 = call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %41)
  %58 = and i32 %30, 28
  %59 = add i32 %30, -1
  %.not46 = icmp slt i32 %59, %58
  %60 = select i1 %.not46, i32 %30, i32 %59
  %61 = shl i32 %60, 2
  %62 = call i32 @llvm.amdgcn.ds.bpermute(i32 %61, i32 %25)
  %63 = bitcast i32 %62 to float
  %64 = xor i32 %30, 3
  %65 = icmp slt i32 %64, 32
  %66 = select i1 %65, i32 %64, i32 %30
  %67 = shl i32 %66, 2
  %68 = call i32 @llvm.amdgcn.ds.bpermute(i32 %67, i32 %25)
  %69 = bitcast i32 %68 to float
  %70 = fcmp uno double %40, 0.000000e+00
  %71 = select i1 %70, i32 -1, i32 %35
  %72 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %71, ptr addrspace(1) %72, align 4
  %73 = select i1 %70, i32 2147483647, i32 %34
  %74 = add i64 %16, 4
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  store i32 %73, ptr addrspace(1) %75, align 4
  %76 = add i64 %16, 8
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %77, align 4
  %78 = add i64 %16, 12
  %79 = inttoptr i64 %78 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %79, align 4
  %80 = xor i32 %57, %56
  %81 = add i64 %16, 16
  %82 = inttoptr i64 %81 to ptr addrspace(1)
  store i32 %80, ptr addrspace(1) %82, align 4
  %83 = fcmp uno float %63, 0.000000e+00
  %84 = select i1 %83, i32 2147483647, i32 %62
  %85 = add i64 %16, 20
  %86 = inttoptr i64 %85 to ptr addrspace(1)
  store i32 %84, ptr addrspace(1) %86, align 4
  %87 = fcmp uno float %69, 0.000000e+00
  %88 = select i1 %87, i32 2147483647, i32 %68
  %89 = add i64 %16, 24
  %90 = inttoptr i64 %89 to ptr addrspace(1)
  store i32 %88, ptr addrspace(1) %90, align 4
  %91 = and i32 %30, 30
  %92 = or disjoint i32 %91, 1
  %93 = add i32 %30, 2
  %.not47 = icmp sgt i32 %93, %92
  %94 = select i1 %.not47, i32 %30, i32 %93
  %95 = shl i32 %94, 2
  %96 = call i32 @llvm.amdgcn.ds.bpermute(i32 %95, i32 %29)
  %97 = call i32 @llvm.amdgcn.ds.bpermute(i32 %95, i32 %27)
  %98 = zext i32 %97 to i64
  %99 = zext i32 %96 to i64
  %100 = shl nuw i64 %99, 32
  %101 = or disjoint i64 %100, %98
  %102 = bitcast i64 %101 to double
  %103 = fcmp uno double %102, 0.000000e+00
  %104 = select i1 %103, i32 2147483647, i32 %96
  %105 = add i64 %16, 28
  %106 = inttoptr i64 %105 to ptr addrspace(1)
  store i32 %104, ptr addrspace(1) %106, align 4
  ret void
}

define amdgpu_kernel void @shfl_partial_mask(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 2
  %8 = zext i16 %7 to i32
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %9, %8
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = and i32 %10, 16
  %18 = mul i32 %12, 11
  %19 = add i32 %18, 3
  %20 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %20, align 4
  %21 = add i64 %16, 4
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %22, align 4
  %23 = add i64 %16, 8
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %24, align 4
  %25 = and i32 %10, 1
  %.not = icmp eq i32 %25, 0
  br i1 %.not, label %37, label %"$L__BB4_2"

"$L__BB4_2":                                      ; preds = %37, %allocas
  %.not22.not = icmp eq i32 %17, 0
  br i1 %.not22.not, label %"$L__BB4_4", label %"$L__BB4_3"

"$L__BB4_4":                                      ; preds = %"$L__BB4_2"
  %26 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %27 = and i32 %26, 16
  %28 = or disjoint i32 %27, 15
  %29 = add i32 %26, 1
  %.not23 = icmp sgt i32 %29, %28
  %30 = select i1 %.not23, i32 %26, i32 %29
  %31 = shl i32 %30, 2
  %32 = call i32 @llvm.amdgcn.ds.bpermute(i32 %31, i32 %19)
  store i32 %32, ptr addrspace(1) %22, align 4
  %33 = xor i32 %26, 5
  %.not24 = icmp sgt i32 %33, %28
  %34 = select i1 %.not24, i32 %26, i32 %33
  %35 = shl i32 %34, 2
  %36 = call i32 @llvm.amdgcn.ds.bpermute(i32 %35, i32 %19)
  br label %"$L__BB4_5"

"$L__BB4_5":                                      ; preds = %"$L__BB4_3", %"$L__BB4_4"
  %"%r31.0" = phi i32 [ %36, %"$L__BB4_4" ], [ %51, %"$L__BB4_3" ]
  store i32 %"%r31.0", ptr addrspace(1) %24, align 4
  ret void

37:                                               ; preds = %allocas
  %38 = shl i32 %10, 2
  %39 = add i32 %38, 8
  %40 = and i32 %39, 120
  %41 = call i32 @llvm.amdgcn.ds.bpermute(i32 %40, i32 %19)
  store i32 %41, ptr addrspace(1) %20, align 4
  br label %"$L__BB4_2"

"$L__BB4_3":                                      ; preds = %"$L__BB4_2"
  %42 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %43 = and i32 %42, 16
  %44 = add i32 %42, -2
  %.not21 = icmp slt i32 %44, %43
  %45 = select i1 %.not21, i32 %42, i32 %44
  %46 = shl i32 %45, 2
  %47 = call i32 @llvm.amdgcn.ds.bpermute(i32 %46, i32 %19)
  store i32 %47, ptr addrspace(1) %22, align 4
  %48 = mul i32 %10, 28
  %49 = and i32 %48, 60
  %50 = or disjoint i32 %49, 64
  %51 = call i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %19)
  br label %"$L__BB4_5"
}

define amdgpu_kernel void @shfl_predicate(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = add i32 %12, 256
  %18 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %19 = add i32 %18, -3
  %20 = icmp sgt i32 %19, -1
  %21 = select i1 %20, i32 %19, i32 %18
  %22 = shl i32 %21, 2
  %23 = call i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %17)
  %24 = zext i1 %20 to i32
  %25 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %23, ptr addrspace(1) %25, align 4
  %26 = add i64 %16, 4
  %27 = inttoptr i64 %26 to ptr addrspace(1)
  store i32 %24, ptr addrspace(1) %27, align 4
  %28 = add i32 %18, 6
  %29 = icmp slt i32 %28, 32
  %30 = select i1 %29, i32 %28, i32 %18
  %31 = shl i32 %30, 2
  %32 = call i32 @llvm.amdgcn.ds.bpermute(i32 %31, i32 %17)
  %33 = select i1 %29, i32 16777216, i32 0
  %34 = add i32 %33, %32
  %35 = add i64 %16, 8
  %36 = inttoptr i64 %35 to ptr addrspace(1)
  store i32 %34, ptr addrspace(1) %36, align 4
  %37 = and i32 %18, 24
  %38 = or disjoint i32 %37, 7
  %39 = xor i32 %18, 12
  %.not.not = icmp sgt i32 %39, %38
  %40 = select i1 %.not.not, i32 %18, i32 %39
  %41 = shl i32 %40, 2
  %42 = call i32 @llvm.amdgcn.ds.bpermute(i32 %41, i32 %17)
  %43 = select i1 %.not.not, i32 0, i32 16777216
  %44 = add i32 %43, %42
  %45 = add i64 %16, 12
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %46, align 4
  %47 = shl nuw nsw i32 %37, 2
  %48 = or disjoint i32 %47, 4
  %49 = call i32 @llvm.amdgcn.ds.bpermute(i32 %48, i32 %17)
  %50 = add i32 %49, 16777216
  %51 = add i64 %16, 16
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %52, align 4
  %53 = add i32 %18, -2
  %.not.not22 = icmp slt i32 %53, %37
  %54 = select i1 %.not.not22, i32 %18, i32 %53
  %55 = shl i32 %54, 2
  %56 = call i32 @llvm.amdgcn.ds.bpermute(i32 %55, i32 %17)
  %57 = select i1 %.not.not22, i32 0, i32 16777216
  %58 = add i32 %57, %56
  %59 = add i64 %16, 20
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = zext i32 %12 to i64
  %62 = mul nuw i64 %61, 3435973837
  %63 = lshr i64 %62, 37
  %64 = trunc nuw nsw i64 %63 to i32
  %.neg = mul nuw i32 %64, 24
  %65 = add i32 %.neg, %12
  %66 = shl i32 %65, 2
  %67 = and i32 %66, 124
  %68 = call i32 @llvm.amdgcn.ds.bpermute(i32 %67, i32 %17)
  %69 = add i32 %68, 16777216
  %70 = add i64 %16, 24
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  store i32 %69, ptr addrspace(1) %71, align 4
  %72 = add i32 %18, 1
  %73 = icmp slt i32 %72, 32
  %74 = select i1 %73, i32 %72, i32 %18
  %75 = shl i32 %74, 2
  %76 = call i32 @llvm.amdgcn.ds.bpermute(i32 %75, i32 %17)
  %77 = add i64 %16, 28
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  store i32 %76, ptr addrspace(1) %78, align 4
  ret void
}

define amdgpu_kernel void @vote_divergent(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 2
  %8 = zext i16 %7 to i32
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %9, %8
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = and i32 %10, 31
  %18 = mul i32 %12, 7
  %19 = zext i32 %18 to i64
  %20 = mul nuw i64 %19, 3435973837
  %21 = lshr i64 %20, 34
  %22 = trunc nuw nsw i64 %21 to i32
  %.neg = mul i32 %22, -5
  %23 = add i32 %.neg, %18
  %24 = icmp ult i32 %23, 2
  %25 = call i32 @llvm.amdgcn.ballot.i32(i1 %24)
  %26 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %25, ptr addrspace(1) %26, align 4
  %27 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %28 = icmp ne i32 %17, 31
  %29 = call i32 @llvm.amdgcn.ballot.i32(i1 %28)
  %30 = icmp eq i32 %29, %27
  %31 = select i1 %30, i32 3, i32 1
  %32 = icmp eq i32 %17, 17
  %33 = call i32 @llvm.amdgcn.ballot.i32(i1 %32)
  %.not.not = icmp eq i32 %33, 0
  %34 = select i1 %.not.not, i32 0, i32 4
  %35 = or disjoint i32 %31, %34
  %36 = add i64 %16, 4
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  store i32 %35, ptr addrspace(1) %37, align 4
  %38 = icmp ult i32 %17, 20
  br i1 %38, label %"$L__BB6_2", label %"$L__BB6_1"

"$L__BB6_2":                                      ; preds = %allocas
  %39 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %40 = add i64 %16, 8
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  store i32 %39, ptr addrspace(1) %41, align 4
  %42 = trunc nuw nsw i32 %17 to i16
  %43 = mul nuw nsw i32 %17, 43691
  %44 = lshr i32 %43, 17
  %45 = trunc nuw nsw i32 %44 to i16
  %.neg36 = mul nsw i16 %45, -3
  %46 = sub nsw i16 0, %42
  %47 = icmp eq i16 %.neg36, %46
  %48 = call i32 @llvm.amdgcn.ballot.i32(i1 %47)
  %49 = and i32 %48, %39
  %50 = add i64 %16, 12
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %51, align 4
  %52 = icmp eq i32 %17, 19
  %53 = call i32 @llvm.amdgcn.ballot.i32(i1 %52)
  %54 = and i32 %53, %39
  %.not.not37 = icmp eq i32 %54, 0
  %55 = select i1 %.not.not37, i32 1, i32 3
  %56 = add i64 %16, 16
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %57, align 4
  br label %"$L__BB6_3"

"$L__BB6_3":                                      ; preds = %"$L__BB6_1", %"$L__BB6_2"
  %58 = and i32 %10, 3
  %.not = icmp eq i32 %58, 1
  br i1 %.not, label %75, label %"$L__BB6_5"

"$L__BB6_5":                                      ; preds = %75, %"$L__BB6_3"
  %59 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %60 = add i64 %16, 28
  %61 = inttoptr i64 %60 to ptr addrspace(1)
  store i32 %59, ptr addrspace(1) %61, align 4
  ret void

"$L__BB6_1":                                      ; preds = %allocas
  %62 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %63 = add i64 %16, 8
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  store i32 %62, ptr addrspace(1) %64, align 4
  %65 = and i32 %10, 1
  %66 = icmp ne i32 %65, 0
  %67 = call i32 @llvm.amdgcn.ballot.i32(i1 %66)
  %68 = and i32 %67, %62
  %69 = add i64 %16, 12
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = icmp eq i32 %68, %62
  %72 = zext i1 %71 to i32
  %73 = add i64 %16, 16
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  store i32 %72, ptr addrspace(1) %74, align 4
  br label %"$L__BB6_3"

75:                                               ; preds = %"$L__BB6_3"
  %76 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %77 = add i64 %16, 20
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  store i32 %76, ptr addrspace(1) %78, align 4
  %79 = icmp ugt i32 %17, 10
  %80 = call i32 @llvm.amdgcn.ballot.i32(i1 %79)
  %81 = and i32 %80, %76
  %82 = add i64 %16, 24
  %83 = inttoptr i64 %82 to ptr addrspace(1)
  store i32 %81, ptr addrspace(1) %83, align 4
  br label %"$L__BB6_5"
}

define amdgpu_kernel void @vote_asm(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 2
  %8 = zext i16 %7 to i32
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %9, %8
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = and i32 %10, 31
  %18 = icmp ne i32 %9, 0
  %19 = call i32 @llvm.amdgcn.ballot.i32(i1 %18)
  %20 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %21 = icmp eq i32 %19, 0
  %22 = icmp eq i32 %19, %20
  %23 = or i1 %21, %22
  %24 = zext i1 %23 to i32
  %25 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %24, ptr addrspace(1) %25, align 4
  %26 = icmp ult i32 %17, 8
  %27 = call i32 @llvm.amdgcn.ballot.i32(i1 %26)
  %28 = icmp eq i32 %27, 0
  %29 = icmp eq i32 %27, %20
  %30 = or i1 %28, %29
  %31 = zext i1 %30 to i32
  %32 = add i64 %16, 4
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %33, align 4
  %34 = and i32 %12, 64
  %35 = icmp ne i32 %34, 0
  %36 = call i32 @llvm.amdgcn.ballot.i32(i1 %35)
  %37 = icmp eq i32 %36, 0
  %38 = icmp eq i32 %36, %20
  %39 = or i1 %37, %38
  %40 = zext i1 %39 to i32
  %41 = add i64 %16, 8
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  store i32 %40, ptr addrspace(1) %42, align 4
  %43 = icmp ugt i32 %17, 12
  %44 = call i32 @llvm.amdgcn.ballot.i32(i1 %43)
  %45 = add i64 %16, 12
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %46, align 4
  %47 = xor i1 %43, true
  %48 = call i32 @llvm.amdgcn.ballot.i32(i1 %47)
  %49 = add i64 %16, 16
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = add i64 %16, 20
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %52, align 4
  %53 = add i64 %16, 24
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %54, align 4
  br i1 %26, label %"$L__BB7_2", label %55

"$L__BB7_2":                                      ; preds = %55, %allocas
  ret void

55:                                               ; preds = %allocas
  %56 = and i32 %10, 8
  %57 = icmp ne i32 %56, 0
  %58 = call i32 @llvm.amdgcn.ballot.i32(i1 %57)
  %59 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %60 = xor i32 %58, %59
  %61 = icmp ult i32 %60, 256
  %62 = zext i1 %61 to i32
  store i32 %62, ptr addrspace(1) %52, align 4
  %63 = icmp eq i32 %17, 9
  %64 = call i32 @llvm.amdgcn.ballot.i32(i1 %63)
  %.not = icmp ugt i32 %64, 255
  %65 = zext i1 %.not to i32
  store i32 %65, ptr addrspace(1) %54, align 4
  %66 = mul nuw nsw i32 %17, 43691
  %67 = lshr i32 %66, 17
  %.neg = mul nuw nsw i32 %67, 65533
  %68 = add nuw nsw i32 %.neg, %17
  %69 = and i32 %68, 65535
  %70 = icmp eq i32 %69, 0
  %71 = call i32 @llvm.amdgcn.ballot.i32(i1 %70)
  %72 = and i32 %71, -256
  %73 = add i64 %16, 28
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  store i32 %72, ptr addrspace(1) %74, align 4
  br label %"$L__BB7_2"
}

define amdgpu_kernel void @match_sync(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 2
  %8 = zext i16 %7 to i32
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %9, %8
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = and i32 %10, 31
  %18 = mul nuw nsw i32 %17, 52429
  %19 = lshr i32 %18, 18
  %.neg = mul nuw nsw i32 %19, 65531
  %20 = add nuw nsw i32 %.neg, %17
  %21 = and i32 %20, 65535
  %22 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes

"$L__BB8_2":                                      ; preds = %lanes.done18, %lanes.done10
  ret void

lanes:                                            ; preds = %lanes, %allocas
  %lane = phi i32 [ 0, %allocas ], [ %33, %lanes ]
  %acc = phi i32 [ 0, %allocas ], [ %32, %lanes ]
  %23 = shl i32 %lane, 2
  %24 = call i32 @llvm.amdgcn.ds.bpermute(i32 %23, i32 %21)
  %25 = shl nuw i32 1, %lane
  %26 = and i32 %22, %25
  %27 = icmp ne i32 %26, 0
  %28 = icmp eq i32 %24, %21
  %29 = and i1 %28, %27
  %30 = zext i1 %29 to i32
  %31 = shl nuw i32 %30, %lane
  %32 = or i32 %acc, %31
  %33 = add i32 %lane, 1
  %34 = icmp eq i32 %33, 32
  br i1 %34, label %lanes.done, label %lanes

lanes.done:                                       ; preds = %lanes
  %35 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %32, ptr addrspace(1) %35, align 4
  %36 = mul nuw nsw i32 %17, 43691
  %37 = lshr i32 %36, 18
  %38 = zext nneg i32 %37 to i64
  %39 = shl nuw nsw i64 %38, 40
  %40 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes1

lanes1:                                           ; preds = %lanes1, %lanes.done
  %lane3 = phi i32 [ 0, %lanes.done ], [ %57, %lanes1 ]
  %acc4 = phi i32 [ 0, %lanes.done ], [ %56, %lanes1 ]
  %41 = shl nuw nsw i32 %37, 8
  %42 = shl i32 %lane3, 2
  %43 = call i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 0)
  %44 = call i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %41)
  %45 = zext i32 %43 to i64
  %46 = zext i32 %44 to i64
  %47 = shl nuw i64 %46, 32
  %48 = or disjoint i64 %47, %45
  %49 = shl nuw i32 1, %lane3
  %50 = and i32 %40, %49
  %51 = icmp ne i32 %50, 0
  %52 = icmp eq i64 %48, %39
  %53 = and i1 %52, %51
  %54 = zext i1 %53 to i32
  %55 = shl nuw i32 %54, %lane3
  %56 = or i32 %acc4, %55
  %57 = add i32 %lane3, 1
  %58 = icmp eq i32 %57, 32
  br i1 %58, label %lanes.done2, label %lanes1

lanes.done2:                                      ; preds = %lanes1
  %59 = add i64 %16, 4
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %56, ptr addrspace(1) %60, align 4
  %61 = mul i32 %9, 3
  %62 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes5

lanes5:                                           ; preds = %lanes5, %lanes.done2
  %lane7 = phi i32 [ 0, %lanes.done2 ], [ %73, %lanes5 ]
  %acc8 = phi i32 [ 0, %lanes.done2 ], [ %72, %lanes5 ]
  %63 = shl i32 %lane7, 2
  %64 = call i32 @llvm.amdgcn.ds.bpermute(i32 %63, i32 %61)
  %65 = shl nuw i32 1, %lane7
  %66 = and i32 %62, %65
  %67 = icmp ne i32 %66, 0
  %68 = icmp eq i32 %64, %61
  %69 = and i1 %68, %67
  %70 = zext i1 %69 to i32
  %71 = shl nuw i32 %70, %lane7
  %72 = or i32 %acc8, %71
  %73 = add i32 %lane7, 1
  %74 = icmp eq i32 %73, 32
  br i1 %74, label %lanes.done6, label %lanes5

lanes.done6:                                      ; preds = %lanes5
  %75 = icmp eq i32 %72, %62
  %76 = select i1 %75, i32 %62, i32 0
  %77 = zext i1 %75 to i32
  %78 = add i64 %16, 8
  %79 = inttoptr i64 %78 to ptr addrspace(1)
  store i32 %76, ptr addrspace(1) %79, align 4
  %80 = add i64 %16, 12
  %81 = inttoptr i64 %80 to ptr addrspace(1)
  store i32 %77, ptr addrspace(1) %81, align 4
  %82 = lshr i32 %17, 4
  %83 = zext nneg i32 %82 to i64
  %84 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes9

lanes9:                                           ; preds = %lanes9, %lanes.done6
  %lane11 = phi i32 [ 0, %lanes.done6 ], [ %100, %lanes9 ]
  %acc12 = phi i32 [ 0, %lanes.done6 ], [ %99, %lanes9 ]
  %85 = shl i32 %lane11, 2
  %86 = call i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %82)
  %87 = call i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 0)
  %88 = zext i32 %86 to i64
  %89 = zext i32 %87 to i64
  %90 = shl nuw i64 %89, 32
  %91 = or disjoint i64 %90, %88
  %92 = shl nuw i32 1, %lane11
  %93 = and i32 %84, %92
  %94 = icmp ne i32 %93, 0
  %95 = icmp eq i64 %91, %83
  %96 = and i1 %95, %94
  %97 = zext i1 %96 to i32
  %98 = shl nuw i32 %97, %lane11
  %99 = or i32 %acc12, %98
  %100 = add i32 %lane11, 1
  %101 = icmp eq i32 %100, 32
  br i1 %101, label %lanes.done10, label %lanes9

lanes.done10:                                     ; preds = %lanes9
  %102 = icmp eq i32 %99, %84
  %103 = select i1 %102, i32 %84, i32 0
  %104 = zext i1 %102 to i32
  %105 = add i64 %16, 16
  %106 = inttoptr i64 %105 to ptr addrspace(1)
  store i32 %103, ptr addrspace(1) %106, align 4
  %107 = add i64 %16, 20
  %108 = inttoptr i64 %107 to ptr addrspace(1)
  store i32 %104, ptr addrspace(1) %108, align 4
  %109 = add i64 %16, 24
  %110 = inttoptr i64 %109 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %110, align 4
  %111 = add i64 %16, 28
  %112 = inttoptr i64 %111 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %112, align 4
  %113 = icmp ugt i32 %17, 15
  br i1 %113, label %"$L__BB8_2", label %114

114:                                              ; preds = %lanes.done10
  %115 = mul i32 %12, 5
  %116 = zext i32 %115 to i64
  %117 = mul nuw i64 %116, 2863311531
  %118 = lshr i64 %117, 33
  %119 = trunc nuw nsw i64 %118 to i32
  %.neg43 = mul i32 %119, -3
  %120 = add i32 %.neg43, %115
  %121 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %122 = and i32 %121, 65535
  br label %lanes13

lanes13:                                          ; preds = %lanes13, %114
  %lane15 = phi i32 [ 0, %114 ], [ %133, %lanes13 ]
  %acc16 = phi i32 [ 0, %114 ], [ %132, %lanes13 ]
  %123 = shl i32 %lane15, 2
  %124 = call i32 @llvm.amdgcn.ds.bpermute(i32 %123, i32 %120)
  %125 = shl nuw i32 1, %lane15
  %126 = and i32 %122, %125
  %127 = icmp ne i32 %126, 0
  %128 = icmp eq i32 %124, %120
  %129 = and i1 %128, %127
  %130 = zext i1 %129 to i32
  %131 = shl nuw i32 %130, %lane15
  %132 = or i32 %acc16, %131
  %133 = add i32 %lane15, 1
  %134 = icmp eq i32 %133, 32
  br i1 %134, label %lanes.done14, label %lanes13

lanes.done14:                                     ; preds = %lanes13
  store i32 %132, ptr addrspace(1) %110, align 4
  %135 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %136 = and i32 %135, 65535
  br label %lanes17

lanes17:                                          ; preds = %lanes17, %lanes.done14
  %lane19 = phi i32 [ 0, %lanes.done14 ], [ %152, %lanes17 ]
  %acc20 = phi i32 [ 0, %lanes.done14 ], [ %151, %lanes17 ]
  %137 = shl i32 %lane19, 2
  %138 = call i32 @llvm.amdgcn.ds.bpermute(i32 %137, i32 878082192)
  %139 = call i32 @llvm.amdgcn.ds.bpermute(i32 %137, i32 18)
  %140 = zext i32 %138 to i64
  %141 = zext i32 %139 to i64
  %142 = shl nuw i64 %141, 32
  %143 = or disjoint i64 %142, %140
  %144 = shl nuw i32 1, %lane19
  %145 = and i32 %136, %144
  %146 = icmp ne i32 %145, 0
  %147 = icmp eq i64 %143, 78187493520
  %148 = and i1 %147, %146
  %149 = zext i1 %148 to i32
  %150 = shl nuw i32 %149, %lane19
  %151 = or i32 %acc20, %150
  %152 = add i32 %lane19, 1
  %153 = icmp eq i32 %152, 32
  br i1 %153, label %lanes.done18, label %lanes17

lanes.done18:                                     ; preds = %lanes17
  %154 = icmp eq i32 %151, %136
  %155 = or disjoint i32 %136, -2147483648
  %156 = select i1 %154, i32 %155, i32 0
  store i32 %156, ptr addrspace(1) %112, align 4
  br label %"$L__BB8_2"
}

define amdgpu_kernel void @reduce_sync(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 2
  %8 = zext i16 %7 to i32
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %9, %8
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = and i32 %10, 31
  %18 = mul i32 %12, 12
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %22 = shl i32 %10, 4
  %23 = and i32 %22, 496
  %24 = inttoptr i64 %21 to ptr addrspace(1)
  %25 = load i32, ptr addrspace(1) %24, align 4, !invariant.load !1
  %26 = xor i32 %25, %23
  %27 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes

"$L__BB9_2":                                      ; preds = %lanes.done26
  %28 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %29 = and i32 %28, 65535
  br label %lanes29

"$L__BB9_3":                                      ; preds = %lanes.done42, %lanes.done34
  ret void

lanes:                                            ; preds = %lanes, %allocas
  %lane = phi i32 [ 0, %allocas ], [ %36, %lanes ]
  %acc = phi i32 [ 0, %allocas ], [ %35, %lanes ]
  %30 = shl i32 %lane, 2
  %31 = call i32 @llvm.amdgcn.ds.bpermute(i32 %30, i32 %26)
  %32 = shl nuw i32 1, %lane
  %33 = and i32 %27, %32
  %.not = icmp eq i32 %33, 0
  %34 = select i1 %.not, i32 0, i32 %31
  %35 = add i32 %acc, %34
  %36 = add i32 %lane, 1
  %37 = icmp eq i32 %36, 32
  br i1 %37, label %lanes.done, label %lanes

lanes.done:                                       ; preds = %lanes
  %38 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %35, ptr addrspace(1) %38, align 4
  %39 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes1

lanes1:                                           ; preds = %lanes1, %lanes.done
  %lane3 = phi i32 [ 0, %lanes.done ], [ %46, %lanes1 ]
  %acc4 = phi i32 [ -1, %lanes.done ], [ %45, %lanes1 ]
  %40 = shl i32 %lane3, 2
  %41 = call i32 @llvm.amdgcn.ds.bpermute(i32 %40, i32 %26)
  %42 = shl nuw i32 1, %lane3
  %43 = and i32 %39, %42
  %.not76 = icmp eq i32 %43, 0
  %44 = call i32 @llvm.umin.i32(i32 %acc4, i32 %41)
  %45 = select i1 %.not76, i32 %acc4, i32 %44
  %46 = add i32 %lane3, 1
  %47 = icmp eq i32 %46, 32
  br i1 %47, label %lanes.done2, label %lanes1

lanes.done2:                                      ; preds = %lanes1
  %48 = add i64 %16, 4
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %49, align 4
  %50 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes5

lanes5:                                           ; preds = %lanes5, %lanes.done2
  %lane7 = phi i32 [ 0, %lanes.done2 ], [ %57, %lanes5 ]
  %acc8 = phi i32 [ 0, %lanes.done2 ], [ %56, %lanes5 ]
  %51 = shl i32 %lane7, 2
  %52 = call i32 @llvm.amdgcn.ds.bpermute(i32 %51, i32 %26)
  %53 = shl nuw i32 1, %lane7
  %54 = and i32 %50, %53
  %.not77 = icmp eq i32 %54, 0
  %55 = call i32 @llvm.umax.i32(i32 %acc8, i32 %52)
  %56 = select i1 %.not77, i32 %acc8, i32 %55
  %57 = add i32 %lane7, 1
  %58 = icmp eq i32 %57, 32
  br i1 %58, label %lanes.done6, label %lanes5

lanes.done6:                                      ; preds = %lanes5
  %59 = add i64 %16, 8
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %56, ptr addrspace(1) %60, align 4
  %61 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes9

lanes9:                                           ; preds = %lanes9, %lanes.done6
  %lane11 = phi i32 [ 0, %lanes.done6 ], [ %68, %lanes9 ]
  %acc12 = phi i32 [ 2147483647, %lanes.done6 ], [ %67, %lanes9 ]
  %62 = shl i32 %lane11, 2
  %63 = call i32 @llvm.amdgcn.ds.bpermute(i32 %62, i32 %26)
  %64 = shl nuw i32 1, %lane11
  %65 = and i32 %61, %64
  %.not78 = icmp eq i32 %65, 0
  %66 = call i32 @llvm.smin.i32(i32 %acc12, i32 %63)
  %67 = select i1 %.not78, i32 %acc12, i32 %66
  %68 = add i32 %lane11, 1
  %69 = icmp eq i32 %68, 32
  br i1 %69, label %lanes.done10, label %lanes9

lanes.done10:                                     ; preds = %lanes9
  %70 = add i64 %16, 12
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  store i32 %67, ptr addrspace(1) %71, align 4
  %72 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes13

lanes13:                                          ; preds = %lanes13, %lanes.done10
  %lane15 = phi i32 [ 0, %lanes.done10 ], [ %79, %lanes13 ]
  %acc16 = phi i32 [ -2147483648, %lanes.done10 ], [ %78, %lanes13 ]
  %73 = shl i32 %lane15, 2
  %74 = call i32 @llvm.amdgcn.ds.bpermute(i32 %73, i32 %26)
  %75 = shl nuw i32 1, %lane15
  %76 = and i32 %72, %75
  %.not79 = icmp eq i32 %76, 0
  %77 = call i32 @llvm.smax.i32(i32 %acc16, i32 %74)
  %78 = select i1 %.not79, i32 %acc16, i32 %77
  %79 = add i32 %lane15, 1
  %80 = icmp eq i32 %79, 32
  br i1 %80, label %lanes.done14, label %lanes13

lanes.done14:                                     ; preds = %lanes13
  %81 = add i64 %16, 16
  %82 = inttoptr i64 %81 to ptr addrspace(1)
  store i32 %78, ptr addrspace(1) %82, align 4
  %83 = or i32 %26, 16
  %84 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes17

lanes17:                                          ; preds = %lanes17, %lanes.done14
  %lane19 = phi i32 [ 0, %lanes.done14 ], [ %91, %lanes17 ]
  %acc20 = phi i32 [ -1, %lanes.done14 ], [ %90, %lanes17 ]
  %85 = shl i32 %lane19, 2
  %86 = call i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %83)
  %87 = shl nuw i32 1, %lane19
  %88 = and i32 %84, %87
  %.not80 = icmp eq i32 %88, 0
  %89 = select i1 %.not80, i32 -1, i32 %86
  %90 = and i32 %acc20, %89
  %91 = add i32 %lane19, 1
  %92 = icmp eq i32 %91, 32
  br i1 %92, label %lanes.done18, label %lanes17

lanes.done18:                                     ; preds = %lanes17
  %93 = add i64 %16, 20
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %94, align 4
  %95 = and i32 %26, -252645136
  %96 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes21

lanes21:                                          ; preds = %lanes21, %lanes.done18
  %lane23 = phi i32 [ 0, %lanes.done18 ], [ %103, %lanes21 ]
  %acc24 = phi i32 [ 0, %lanes.done18 ], [ %102, %lanes21 ]
  %97 = shl i32 %lane23, 2
  %98 = call i32 @llvm.amdgcn.ds.bpermute(i32 %97, i32 %95)
  %99 = shl nuw i32 1, %lane23
  %100 = and i32 %96, %99
  %.not81 = icmp eq i32 %100, 0
  %101 = select i1 %.not81, i32 0, i32 %98
  %102 = or i32 %acc24, %101
  %103 = add i32 %lane23, 1
  %104 = icmp eq i32 %103, 32
  br i1 %104, label %lanes.done22, label %lanes21

lanes.done22:                                     ; preds = %lanes21
  %105 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes25

lanes25:                                          ; preds = %lanes25, %lanes.done22
  %lane27 = phi i32 [ 0, %lanes.done22 ], [ %112, %lanes25 ]
  %acc28 = phi i32 [ 0, %lanes.done22 ], [ %111, %lanes25 ]
  %106 = shl i32 %lane27, 2
  %107 = call i32 @llvm.amdgcn.ds.bpermute(i32 %106, i32 %26)
  %108 = shl nuw i32 1, %lane27
  %109 = and i32 %105, %108
  %.not82 = icmp eq i32 %109, 0
  %110 = select i1 %.not82, i32 0, i32 %107
  %111 = xor i32 %acc28, %110
  %112 = add i32 %lane27, 1
  %113 = icmp eq i32 %112, 32
  br i1 %113, label %lanes.done26, label %lanes25

lanes.done26:                                     ; preds = %lanes25
  %114 = xor i32 %111, %102
  %115 = add i64 %16, 24
  %116 = inttoptr i64 %115 to ptr addrspace(1)
  store i32 %114, ptr addrspace(1) %116, align 4
  %117 = icmp ult i32 %17, 16
  br i1 %117, label %"$L__BB9_2", label %"$L__BB9_1"

"$L__BB9_1":                                      ; preds = %lanes.done26
  %118 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %119 = and i32 %118, -65536
  br label %lanes37

lanes29:                                          ; preds = %lanes29, %"$L__BB9_2"
  %lane31 = phi i32 [ 0, %"$L__BB9_2" ], [ %126, %lanes29 ]
  %acc32 = phi i32 [ 0, %"$L__BB9_2" ], [ %125, %lanes29 ]
  %120 = shl i32 %lane31, 2
  %121 = call i32 @llvm.amdgcn.ds.bpermute(i32 %120, i32 %26)
  %122 = shl nuw i32 1, %lane31
  %123 = and i32 %29, %122
  %.not85 = icmp eq i32 %123, 0
  %124 = select i1 %.not85, i32 0, i32 %121
  %125 = add i32 %acc32, %124
  %126 = add i32 %lane31, 1
  %127 = icmp eq i32 %126, 32
  br i1 %127, label %lanes.done30, label %lanes29

lanes.done30:                                     ; preds = %lanes29
  %128 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %129 = and i32 %128, 65535
  br label %lanes33

lanes33:                                          ; preds = %lanes33, %lanes.done30
  %lane35 = phi i32 [ 0, %lanes.done30 ], [ %136, %lanes33 ]
  %acc36 = phi i32 [ 0, %lanes.done30 ], [ %135, %lanes33 ]
  %130 = shl i32 %lane35, 2
  %131 = call i32 @llvm.amdgcn.ds.bpermute(i32 %130, i32 %26)
  %132 = shl nuw i32 1, %lane35
  %133 = and i32 %129, %132
  %.not86 = icmp eq i32 %133, 0
  %134 = call i32 @llvm.umax.i32(i32 %acc36, i32 %131)
  %135 = select i1 %.not86, i32 %acc36, i32 %134
  %136 = add i32 %lane35, 1
  %137 = icmp eq i32 %136, 32
  br i1 %137, label %lanes.done34, label %lanes33

lanes.done34:                                     ; preds = %lanes33
  %138 = add i32 %135, %125
  %139 = add i64 %16, 28
  %140 = inttoptr i64 %139 to ptr addrspace(1)
  store i32 %138, ptr addrspace(1) %140, align 4
  br label %"$L__BB9_3"

lanes37:                                          ; preds = %lanes37, %"$L__BB9_1"
  %lane39 = phi i32 [ 0, %"$L__BB9_1" ], [ %147, %lanes37 ]
  %acc40 = phi i32 [ -1, %"$L__BB9_1" ], [ %146, %lanes37 ]
  %141 = shl i32 %lane39, 2
  %142 = call i32 @llvm.amdgcn.ds.bpermute(i32 %141, i32 %26)
  %143 = shl nuw i32 1, %lane39
  %144 = and i32 %119, %143
  %.not83 = icmp eq i32 %144, 0
  %145 = call i32 @llvm.umin.i32(i32 %acc40, i32 %142)
  %146 = select i1 %.not83, i32 %acc40, i32 %145
  %147 = add i32 %lane39, 1
  %148 = icmp eq i32 %147, 32
  br i1 %148, label %lanes.done38, label %lanes37

lanes.done38:                                     ; preds = %lanes37
  %149 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %150 = and i32 %149, -65536
  br label %lanes41

lanes41:                                          ; preds = %lanes41, %lanes.done38
  %lane43 = phi i32 [ 0, %lanes.done38 ], [ %157, %lanes41 ]
  %acc44 = phi i32 [ 0, %lanes.done38 ], [ %156, %lanes41 ]
  %151 = shl i32 %lane43, 2
  %152 = call i32 @llvm.amdgcn.ds.bpermute(i32 %151, i32 %17)
  %153 = shl nuw i32 1, %lane43
  %154 = and i32 %150, %153
  %.not84 = icmp eq i32 %154, 0
  %155 = select i1 %.not84, i32 0, i32 %152
  %156 = or i32 %acc44, %155
  %157 = add i32 %lane43, 1
  %158 = icmp eq i32 %157, 32
  br i1 %158, label %lanes.done42, label %lanes41

lanes.done42:                                     ; preds = %lanes41
  %159 = xor i32 %156, %146
  %160 = add i64 %16, 28
  %161 = inttoptr i64 %160 to ptr addrspace(1)
  store i32 %159, ptr addrspace(1) %161, align 4
  br label %"$L__BB9_3"
}

define amdgpu_kernel void @syncwarp_masks(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 2
  %8 = zext i16 %7 to i32
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %9, %8
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = zext i32 %13 to i64
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = and i32 %10, 31
  %18 = mul i32 %10, 3
  %19 = shl i32 %10, 2
  %20 = add i32 %19, ptrtoint (ptr addrspace(3) @syncwarp_masks._ZZ14syncwarp_masksE1s to i32)
  %21 = inttoptr i32 %20 to ptr addrspace(3)
  store i32 %18, ptr addrspace(3) %21, align 4
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %22 = xor i32 %19, 4
  %23 = add i32 %22, ptrtoint (ptr addrspace(3) @syncwarp_masks._ZZ14syncwarp_masksE1s to i32)
  %24 = inttoptr i32 %23 to ptr addrspace(3)
  %25 = load i32, ptr addrspace(3) %24, align 4
  %26 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %25, ptr addrspace(1) %26, align 4
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %27 = icmp ult i32 %17, 16
  br i1 %27, label %"$L__BB10_2", label %"$L__BB10_1"

"$L__BB10_2":                                     ; preds = %allocas
  %28 = add i32 %10, 1000
  store i32 %28, ptr addrspace(3) %21, align 4
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %29 = add i32 %10, 5
  %30 = and i32 %29, 15
  %31 = and i32 %10, 1073741808
  %32 = or disjoint i32 %30, %31
  %33 = shl nuw i32 %32, 2
  %34 = add i32 %33, ptrtoint (ptr addrspace(3) @syncwarp_masks._ZZ14syncwarp_masksE1s to i32)
  %35 = inttoptr i32 %34 to ptr addrspace(3)
  %36 = load i32, ptr addrspace(3) %35, align 4
  %37 = add i64 %16, 4
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %38, align 4
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  br label %"$L__BB10_3"

"$L__BB10_3":                                     ; preds = %"$L__BB10_1", %"$L__BB10_2"
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %39 = and i32 %10, 1
  %.not = icmp eq i32 %39, 0
  br i1 %.not, label %"$L__BB10_5", label %"$L__BB10_4"

"$L__BB10_5":                                     ; preds = %"$L__BB10_3"
  %40 = mul nuw nsw i32 %17, %17
  store i32 %40, ptr addrspace(3) %21, align 4
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %41 = add i32 %10, 4
  %42 = and i32 %41, 30
  %43 = and i32 %10, 1073741792
  %44 = or disjoint i32 %42, %43
  %45 = shl nuw i32 %44, 2
  %46 = add i32 %45, ptrtoint (ptr addrspace(3) @syncwarp_masks._ZZ14syncwarp_masksE1s to i32)
  %47 = inttoptr i32 %46 to ptr addrspace(3)
  %48 = load i32, ptr addrspace(3) %47, align 4
  %49 = add i64 %16, 8
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  br label %"$L__BB10_6"

"$L__BB10_6":                                     ; preds = %"$L__BB10_4", %"$L__BB10_5"
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %51 = and i32 %19, -8
  %52 = add i32 %51, ptrtoint (ptr addrspace(3) @syncwarp_masks._ZZ14syncwarp_masksE1s to i32)
  %53 = inttoptr i32 %52 to ptr addrspace(3)
  %54 = load i32, ptr addrspace(3) %53, align 4
  %55 = add i64 %16, 12
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  ret void

"$L__BB10_1":                                     ; preds = %allocas
  %57 = add i32 %10, 2000
  store i32 %57, ptr addrspace(3) %21, align 4
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %58 = add i32 %10, 3
  %59 = and i32 %58, 15
  %60 = and i32 %10, 1073741808
  %61 = or disjoint i32 %59, %60
  %62 = shl nuw i32 %61, 2
  %63 = add i32 %62, ptrtoint (ptr addrspace(3) @syncwarp_masks._ZZ14syncwarp_masksE1s to i32)
  %64 = inttoptr i32 %63 to ptr addrspace(3)
  %65 = load i32, ptr addrspace(3) %64, align 4
  %66 = add i64 %16, 4
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  br label %"$L__BB10_3"

"$L__BB10_4":                                     ; preds = %"$L__BB10_3"
  %68 = add i64 %16, 8
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %69, align 4
  br label %"$L__BB10_6"
}

define amdgpu_kernel void @lane_registers(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %18 = shl nuw i32 1, %17
  %19 = add i32 %18, -1
  %20 = shl i32 2, %17
  %21 = add i32 %20, -1
  %22 = sub i32 0, %20
  %23 = sub i32 0, %18
  %24 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %17, ptr addrspace(1) %24, align 4
  %25 = add i64 %16, 4
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  store i32 %18, ptr addrspace(1) %26, align 4
  %27 = add i64 %16, 8
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  store i32 %19, ptr addrspace(1) %28, align 4
  %29 = add i64 %16, 12
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  store i32 %21, ptr addrspace(1) %30, align 4
  %31 = add i64 %16, 16
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  store i32 %22, ptr addrspace(1) %32, align 4
  %33 = add i64 %16, 20
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  store i32 %23, ptr addrspace(1) %34, align 4
  %35 = and i32 %10, 31
  %36 = icmp eq i32 %17, %35
  %37 = zext i1 %36 to i32
  %38 = call i32 @llvm.umin.i32(i32 %17, i32 31)
  %39 = icmp ult i32 %17, 32
  %40 = shl nuw i32 1, %38
  %41 = icmp eq i32 %40, %18
  %42 = select i1 %39, i1 %41, i1 false
  %43 = select i1 %42, i32 2, i32 0
  %44 = or disjoint i32 %43, %37
  %45 = or i32 %19, %18
  %46 = or i32 %45, %22
  %47 = icmp eq i32 %46, -1
  %48 = select i1 %47, i32 4, i32 0
  %49 = or disjoint i32 %44, %48
  %50 = add i64 %16, 24
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %51, align 4
  %52 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %53 = and i32 %52, %19
  %54 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %53)
  %55 = add i64 %16, 28
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  ret void
}

define amdgpu_kernel void @warp_scan_reduce(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %6 = getelementptr i8, ptr addrspace(4) %5, i64 4
  %7 = load i16, ptr addrspace(4) %6, align 2
  %8 = zext i16 %7 to i32
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = call i32 @llvm.amdgcn.workitem.id.x()
  %11 = mul i32 %9, %8
  %12 = add i32 %11, %10
  %13 = shl i32 %12, 3
  %14 = and i32 %10, 31
  %15 = mul i32 %12, 37
  %16 = zext i32 %15 to i64
  %17 = mul nuw i64 %16, 3123612579
  %18 = lshr i64 %17, 35
  %19 = trunc nuw nsw i64 %18 to i32
  %.neg = mul i32 %19, -11
  %20 = add i32 %.neg, %15
  %21 = add i32 %20, 1
  %22 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %23 = add i32 %22, -1
  %24 = icmp slt i32 %23, 0
  %25 = select i1 %24, i32 %22, i32 %23
  %26 = shl i32 %25, 2
  %27 = call i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %21)
  %28 = icmp eq i32 %14, 0
  %29 = select i1 %28, i32 0, i32 %27
  %30 = add i32 %29, %21
  %31 = add i32 %22, -2
  %32 = icmp slt i32 %31, 0
  %33 = select i1 %32, i32 %22, i32 %31
  %34 = shl i32 %33, 2
  %35 = call i32 @llvm.amdgcn.ds.bpermute(i32 %34, i32 %30)
  %36 = icmp ult i32 %14, 2
  %37 = select i1 %36, i32 0, i32 %35
  %38 = add i32 %37, %30
  %39 = add i32 %22, -4
  %40 = icmp slt i32 %39, 0
  %41 = select i1 %40, i32 %22, i32 %39
  %42 = shl i32 %41, 2
  %43 = call i32 @llvm.amdgcn.ds.bpermute(i32 %42, i32 %38)
  %44 = icmp ult i32 %14, 4
  %45 = select i1 %44, i32 0, i32 %43
  %46 = add i32 %45, %38
  %47 = add i32 %22, -8
  %48 = icmp slt i32 %47, 0
  %49 = select i1 %48, i32 %22, i32 %47
  %50 = shl i32 %49, 2
  %51 = call i32 @llvm.amdgcn.ds.bpermute(i32 %50, i32 %46)
  %52 = icmp ult i32 %14, 8
  %53 = select i1 %52, i32 0, i32 %51
  %54 = add i32 %53, %46
  %55 = add i32 %22, -16
  %56 = icmp slt i32 %55, 0
  %57 = select i1 %56, i32 %22, i32 %55
  %58 = shl i32 %57, 2
  %59 = call i32 @llvm.amdgcn.ds.bpermute(i32 %58, i32 %54)
  %60 = icmp ult i32 %14, 16
  %61 = select i1 %60, i32 0, i32 %59
  %62 = add i32 %61, %54
  %63 = zext i32 %13 to i64
  %64 = shl nuw nsw i64 %63, 2
  %65 = add i64 %64, %4
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store i32 %62, ptr addrspace(1) %66, align 4
  %67 = sub i32 %62, %21
  %68 = add i64 %65, 4
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  store i32 %67, ptr addrspace(1) %69, align 4
  %70 = xor i32 %22, 16
  %71 = icmp slt i32 %70, 32
  %72 = select i1 %71, i32 %70, i32 %22
  %73 = shl i32 %72, 2
  %74 = call i32 @llvm.amdgcn.ds.bpermute(i32 %73, i32 %21)
  %75 = add i32 %74, %21
  %76 = add i32 %22, 16
  %77 = icmp slt i32 %76, 32
  %78 = select i1 %77, i32 %76, i32 %22
  %79 = shl i32 %78, 2
  %80 = call i32 @llvm.amdgcn.ds.bpermute(i32 %79, i32 %21)
  %81 = call i32 @llvm.umax.i32(i32 %21, i32 %80)
  %82 = xor i32 %22, 8
  %83 = icmp slt i32 %82, 32
  %84 = select i1 %83, i32 %82, i32 %22
  %85 = shl i32 %84, 2
  %86 = call i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %75)
  %87 = add i32 %86, %75
  %88 = add i32 %22, 8
  %89 = icmp slt i32 %88, 32
  %90 = select i1 %89, i32 %88, i32 %22
  %91 = shl i32 %90, 2
  %92 = call i32 @llvm.amdgcn.ds.bpermute(i32 %91, i32 %81)
  %93 = call i32 @llvm.umax.i32(i32 %81, i32 %92)
  %94 = xor i32 %22, 4
  %95 = icmp slt i32 %94, 32
  %96 = select i1 %95, i32 %94, i32 %22
  %97 = shl i32 %96, 2
  %98 = call i32 @llvm.amdgcn.ds.bpermute(i32 %97, i32 %87)
  %99 = add i32 %98, %87
  %100 = add i32 %22, 4
  %101 = icmp slt i32 %100, 32
  %102 = select i1 %101, i32 %100, i32 %22
  %103 = shl i32 %102, 2
  %104 = call i32 @llvm.amdgcn.ds.bpermute(i32 %103, i32 %93)
  %105 = call i32 @llvm.umax.i32(i32 %93, i32 %104)
  %106 = xor i32 %22, 2
  %107 = icmp slt i32 %106, 32
  %108 = select i1 %107, i32 %106, i32 %22
  %109 = shl i32 %108, 2
  %110 = call i32 @llvm.amdgcn.ds.bpermute(i32 %109, i32 %99)
  %111 = add i32 %110, %99
  %112 = add i32 %22, 2
  %113 = icmp slt i32 %112, 32
  %114 = select i1 %113, i32 %112, i32 %22
  %115 = shl i32 %114, 2
  %116 = call i32 @llvm.amdgcn.ds.bpermute(i32 %115, i32 %105)
  %117 = call i32 @llvm.umax.i32(i32 %105, i32 %116)
  %118 = xor i32 %22, 1
  %119 = icmp slt i32 %118, 32
  %120 = select i1 %119, i32 %118, i32 %22
  %121 = shl i32 %120, 2
  %122 = call i32 @llvm.amdgcn.ds.bpermute(i32 %121, i32 %111)
  %123 = add i32 %122, %111
  %124 = add i32 %22, 1
  %125 = icmp slt i32 %124, 32
  %126 = select i1 %125, i32 %124, i32 %22
  %127 = shl i32 %126, 2
  %128 = call i32 @llvm.amdgcn.ds.bpermute(i32 %127, i32 %117)
  %129 = call i32 @llvm.umax.i32(i32 %117, i32 %128)
  %130 = add i64 %65, 8
  %131 = inttoptr i64 %130 to ptr addrspace(1)
  store i32 %123, ptr addrspace(1) %131, align 4
  %132 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %129)
  %133 = add i64 %65, 12
  %134 = inttoptr i64 %133 to ptr addrspace(1)
  store i32 %132, ptr addrspace(1) %134, align 4
  %.not = icmp eq i32 %14, 31
  br i1 %.not, label %177, label %"$L__BB12_2"

"$L__BB12_2":                                     ; preds = %177, %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %135 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @warp_scan_reduce._ZZ16warp_scan_reduceE9warp_sums, i32 4), align 4
  %136 = load i32, ptr addrspace(3) @warp_scan_reduce._ZZ16warp_scan_reduceE9warp_sums, align 4
  %137 = add i32 %135, %136
  %138 = add i64 %65, 16
  %139 = inttoptr i64 %138 to ptr addrspace(1)
  store i32 %137, ptr addrspace(1) %139, align 4
  %140 = and i32 %20, 1
  %141 = icmp eq i32 %140, 0
  %142 = call i32 @llvm.amdgcn.ballot.i32(i1 %141)
  %143 = shl nsw i32 -1, %14
  %144 = xor i32 %143, -1
  %145 = and i32 %142, %144
  %146 = call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %145)
  %147 = select i1 %141, i32 %146, i32 -1
  %148 = add i64 %65, 20
  %149 = inttoptr i64 %148 to ptr addrspace(1)
  store i32 %147, ptr addrspace(1) %149, align 4
  %150 = uitofp i32 %21 to float
  %151 = fmul float %150, 5.000000e-01
  %152 = bitcast float %151 to i32
  %153 = call i32 @llvm.amdgcn.ds.bpermute(i32 %121, i32 %152)
  %154 = bitcast i32 %153 to float
  %155 = fadd float %151, %154
  %156 = bitcast float %155 to i32
  %157 = call i32 @llvm.amdgcn.ds.bpermute(i32 %109, i32 %156)
  %158 = bitcast i32 %157 to float
  %159 = fadd float %155, %158
  %160 = bitcast float %159 to i32
  %161 = call i32 @llvm.amdgcn.ds.bpermute(i32 %97, i32 %160)
  %162 = bitcast i32 %161 to float
  %163 = fadd float %159, %162
  %164 = bitcast float %163 to i32
  %165 = call i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %164)
  %166 = bitcast i32 %165 to float
  %167 = fadd float %163, %166
  %168 = bitcast float %167 to i32
  %169 = call i32 @llvm.amdgcn.ds.bpermute(i32 %73, i32 %168)
  %170 = bitcast i32 %169 to float
  %171 = fadd float %167, %170
  %172 = fcmp uno float %171, 0.000000e+00
  %173 = bitcast float %171 to i32
  %174 = select i1 %172, i32 2147483647, i32 %173
  %175 = add i64 %65, 24
  %176 = inttoptr i64 %175 to ptr addrspace(1)
  store i32 %174, ptr addrspace(1) %176, align 4
  ret void

177:                                              ; preds = %allocas
  %178 = lshr i32 %10, 3
  %179 = and i32 %178, 536870908
  %180 = add i32 %179, ptrtoint (ptr addrspace(3) @warp_scan_reduce._ZZ16warp_scan_reduceE9warp_sums to i32)
  %181 = inttoptr i32 %180 to ptr addrspace(3)
  store i32 %62, ptr addrspace(3) %181, align 4
  br label %"$L__BB12_2"
}

define amdgpu_kernel void @warp_bitonic_sort(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %15 = shl nuw nsw i64 %14, 2
  %16 = add i64 %15, %4
  %17 = mul i32 %12, -1640531535
  %18 = lshr i32 %17, 20
  %19 = and i32 %10, 2
  %20 = icmp eq i32 %19, 0
  %21 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %22 = xor i32 %21, 1
  %23 = icmp slt i32 %22, 32
  %24 = select i1 %23, i32 %22, i32 %21
  %25 = shl i32 %24, 2
  %26 = call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %18)
  %27 = and i32 %10, 1
  %.not = icmp eq i32 %27, 0
  %28 = call i32 @llvm.umin.i32(i32 %18, i32 %26)
  %29 = call i32 @llvm.umax.i32(i32 %18, i32 %26)
  %30 = xor i1 %20, %.not
  %31 = select i1 %30, i32 %29, i32 %28
  %32 = and i32 %10, 4
  %33 = icmp eq i32 %32, 0
  %34 = xor i32 %21, 2
  %35 = icmp slt i32 %34, 32
  %36 = select i1 %35, i32 %34, i32 %21
  %37 = shl i32 %36, 2
  %38 = call i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %31)
  %39 = call i32 @llvm.umin.i32(i32 %31, i32 %38)
  %40 = call i32 @llvm.umax.i32(i32 %31, i32 %38)
  %41 = xor i1 %33, %20
  %42 = select i1 %41, i32 %40, i32 %39
  %43 = call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %42)
  %44 = call i32 @llvm.umin.i32(i32 %42, i32 %43)
  %45 = call i32 @llvm.umax.i32(i32 %42, i32 %43)
  %46 = xor i1 %33, %.not
  %47 = select i1 %46, i32 %45, i32 %44
  %48 = and i32 %10, 8
  %49 = icmp eq i32 %48, 0
  %50 = xor i32 %21, 4
  %51 = icmp slt i32 %50, 32
  %52 = select i1 %51, i32 %50, i32 %21
  %53 = shl i32 %52, 2
  %54 = call i32 @llvm.amdgcn.ds.bpermute(i32 %53, i32 %47)
  %55 = call i32 @llvm.umin.i32(i32 %47, i32 %54)
  %56 = call i32 @llvm.umax.i32(i32 %47, i32 %54)
  %57 = xor i1 %49, %33
  %58 = select i1 %57, i32 %56, i32 %55
  %59 = call i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %58)
  %60 = call i32 @llvm.umin.i32(i32 %58, i32 %59)
  %61 = call i32 @llvm.umax.i32(i32 %58, i32 %59)
  %62 = xor i1 %49, %20
  %63 = select i1 %62, i32 %61, i32 %60
  %64 = call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %63)
  %65 = call i32 @llvm.umin.i32(i32 %63, i32 %64)
  %66 = call i32 @llvm.umax.i32(i32 %63, i32 %64)
  %67 = xor i1 %49, %.not
  %68 = select i1 %67, i32 %66, i32 %65
  %69 = and i32 %10, 16
  %70 = icmp eq i32 %69, 0
  %71 = xor i32 %21, 8
  %72 = icmp slt i32 %71, 32
  %73 = select i1 %72, i32 %71, i32 %21
  %74 = shl i32 %73, 2
  %75 = call i32 @llvm.amdgcn.ds.bpermute(i32 %74, i32 %68)
  %76 = call i32 @llvm.umin.i32(i32 %68, i32 %75)
  %77 = call i32 @llvm.umax.i32(i32 %68, i32 %75)
  %78 = xor i1 %70, %49
  %79 = select i1 %78, i32 %77, i32 %76
  %80 = call i32 @llvm.amdgcn.ds.bpermute(i32 %53, i32 %79)
  %81 = call i32 @llvm.umin.i32(i32 %79, i32 %80)
  %82 = call i32 @llvm.umax.i32(i32 %79, i32 %80)
  %83 = xor i1 %70, %33
  %84 = select i1 %83, i32 %82, i32 %81
  %85 = call i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %84)
  %86 = call i32 @llvm.umin.i32(i32 %84, i32 %85)
  %87 = call i32 @llvm.umax.i32(i32 %84, i32 %85)
  %88 = xor i1 %70, %20
  %89 = select i1 %88, i32 %87, i32 %86
  %90 = call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %89)
  %91 = call i32 @llvm.umin.i32(i32 %89, i32 %90)
  %92 = call i32 @llvm.umax.i32(i32 %89, i32 %90)
  %93 = xor i1 %70, %.not
  %94 = select i1 %93, i32 %92, i32 %91
  %95 = xor i32 %21, 16
  %96 = icmp slt i32 %95, 32
  %97 = select i1 %96, i32 %95, i32 %21
  %98 = shl i32 %97, 2
  %99 = call i32 @llvm.amdgcn.ds.bpermute(i32 %98, i32 %94)
  %100 = call i32 @llvm.umin.i32(i32 %94, i32 %99)
  %101 = call i32 @llvm.umax.i32(i32 %94, i32 %99)
  %102 = select i1 %70, i32 %100, i32 %101
  %103 = call i32 @llvm.amdgcn.ds.bpermute(i32 %74, i32 %102)
  %104 = call i32 @llvm.umin.i32(i32 %102, i32 %103)
  %105 = call i32 @llvm.umax.i32(i32 %102, i32 %103)
  %106 = select i1 %49, i32 %104, i32 %105
  %107 = call i32 @llvm.amdgcn.ds.bpermute(i32 %53, i32 %106)
  %108 = call i32 @llvm.umin.i32(i32 %106, i32 %107)
  %109 = call i32 @llvm.umax.i32(i32 %106, i32 %107)
  %110 = select i1 %33, i32 %108, i32 %109
  %111 = call i32 @llvm.amdgcn.ds.bpermute(i32 %37, i32 %110)
  %112 = call i32 @llvm.umin.i32(i32 %110, i32 %111)
  %113 = call i32 @llvm.umax.i32(i32 %110, i32 %111)
  %114 = select i1 %20, i32 %112, i32 %113
  %115 = call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %114)
  %116 = call i32 @llvm.umin.i32(i32 %114, i32 %115)
  %117 = call i32 @llvm.umax.i32(i32 %114, i32 %115)
  %118 = select i1 %.not, i32 %116, i32 %117
  %119 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %118, ptr addrspace(1) %119, align 4
  %120 = add i32 %21, 1
  %121 = icmp slt i32 %120, 32
  %122 = select i1 %121, i32 %120, i32 %21
  %123 = shl i32 %122, 2
  %124 = call i32 @llvm.amdgcn.ds.bpermute(i32 %123, i32 %118)
  %.not116 = icmp uge i32 %124, %118
  %125 = zext i1 %.not116 to i32
  %126 = add i64 %16, 4
  %127 = inttoptr i64 %126 to ptr addrspace(1)
  store i32 %125, ptr addrspace(1) %127, align 4
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{}
