; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@dyn = external addrspace(3) global [0 x i8], align 16
@smem_sizes._ZZ10smem_sizesE5fixed = internal addrspace(3) global [128 x i8] undef, align 4

define amdgpu_kernel void @thread_indices(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %10, ptr addrspace(1) %17, align 4
  %18 = call i32 @llvm.amdgcn.workitem.id.y()
  %19 = call i32 @llvm.amdgcn.workitem.id.z()
  %20 = shl i32 %19, 16
  %21 = or i32 %20, %18
  %22 = add i64 %16, 4
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  store i32 %21, ptr addrspace(1) %23, align 4
  %24 = add i64 %16, 8
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  store i32 %9, ptr addrspace(1) %25, align 4
  %26 = getelementptr i8, ptr addrspace(4) %6, i64 6
  %27 = load i16, ptr addrspace(4) %26, align 2
  %28 = zext i16 %27 to i32
  %29 = getelementptr i8, ptr addrspace(4) %6, i64 8
  %30 = load i16, ptr addrspace(4) %29, align 2
  %31 = zext i16 %30 to i32
  %32 = shl nuw i32 %31, 16
  %33 = or disjoint i32 %32, %28
  %34 = add i64 %16, 12
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %35, align 4
  %36 = add i64 %16, 16
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  store i32 %5, ptr addrspace(1) %37, align 4
  %38 = call i32 @llvm.amdgcn.workgroup.id.y()
  %39 = call i32 @llvm.amdgcn.workgroup.id.z()
  %40 = shl i32 %39, 16
  %41 = or i32 %40, %38
  %42 = add i64 %16, 20
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %43, align 4
  %44 = getelementptr i8, ptr addrspace(4) %6, i64 12
  %45 = load i32, ptr addrspace(4) %44, align 4
  %46 = udiv i32 %45, %9
  %47 = add i64 %16, 24
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = getelementptr i8, ptr addrspace(4) %6, i64 16
  %50 = load i32, ptr addrspace(4) %49, align 4
  %51 = udiv i32 %50, %28
  %52 = getelementptr i8, ptr addrspace(4) %6, i64 20
  %53 = load i32, ptr addrspace(4) %52, align 4
  %54 = udiv i32 %53, %31
  %55 = shl i32 %54, 16
  %56 = or i32 %55, %51
  %57 = or i32 %56, 536870912
  %58 = add i64 %16, 28
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  ret void
}

define amdgpu_kernel void @thread_indices_asm(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %17 = call i32 @llvm.amdgcn.workitem.id.y()
  %18 = call i32 @llvm.amdgcn.workitem.id.z()
  %19 = getelementptr i8, ptr addrspace(4) %6, i64 6
  %20 = load i16, ptr addrspace(4) %19, align 2
  %21 = zext i16 %20 to i32
  %22 = getelementptr i8, ptr addrspace(4) %6, i64 8
  %23 = load i16, ptr addrspace(4) %22, align 2
  %24 = zext i16 %23 to i32
  %25 = call i32 @llvm.amdgcn.workgroup.id.y()
  %26 = call i32 @llvm.amdgcn.workgroup.id.z()
  %27 = getelementptr i8, ptr addrspace(4) %6, i64 12
  %28 = load i32, ptr addrspace(4) %27, align 4
  %29 = udiv i32 %28, %9
  %30 = getelementptr i8, ptr addrspace(4) %6, i64 16
  %31 = load i32, ptr addrspace(4) %30, align 4
  %32 = udiv i32 %31, %21
  %33 = getelementptr i8, ptr addrspace(4) %6, i64 20
  %34 = load i32, ptr addrspace(4) %33, align 4
  %35 = udiv i32 %34, %24
  %36 = and i32 %10, 65535
  %37 = zext i32 %5 to i64
  %38 = zext i16 %8 to i64
  %39 = mul nuw nsw i64 %37, %38
  %40 = mul i32 %17, 1000
  %41 = add i32 %40, %10
  %42 = mul i32 %18, 1000000
  %43 = add i32 %42, %41
  %44 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %44, align 4
  %45 = mul nuw nsw i32 %21, 1000
  %46 = add nuw nsw i32 %45, %9
  %47 = mul i32 %24, 1000000
  %48 = add i32 %47, %46
  %49 = add i64 %16, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = mul i32 %25, 1000
  %52 = add i32 %51, %5
  %53 = mul i32 %26, 1000000
  %54 = add i32 %53, %52
  %55 = add i64 %16, 8
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  %57 = mul i32 %32, 1000
  %58 = add i32 %57, %29
  %59 = mul i32 %35, 1000000
  %60 = add i32 %59, %58
  %61 = add i64 %16, 12
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %62, align 4
  %63 = add i64 %16, 16
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %64, align 4
  %65 = trunc i64 %39 to i32
  %66 = add i32 %10, %65
  %67 = add i64 %16, 20
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  store i32 %66, ptr addrspace(1) %68, align 4
  %69 = lshr i64 %39, 32
  %70 = add i64 %16, 24
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  %72 = trunc nuw nsw i64 %69 to i32
  store i32 %72, ptr addrspace(1) %71, align 4
  ret void
}

define amdgpu_kernel void @lane_warp_sm(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %18 = call i32 @llvm.amdgcn.workitem.id.y()
  %19 = call i32 @llvm.amdgcn.workitem.id.z()
  %20 = getelementptr i8, ptr addrspace(4) %6, i64 6
  %21 = load i16, ptr addrspace(4) %20, align 2
  %22 = zext i16 %21 to i32
  %23 = mul i32 %19, %22
  %24 = add i32 %18, %23
  %25 = mul i32 %24, %9
  %26 = add i32 %10, %25
  %27 = lshr i32 %26, 5
  %28 = getelementptr i8, ptr addrspace(4) %6, i64 8
  %29 = load i16, ptr addrspace(4) %28, align 2
  %30 = zext i16 %29 to i32
  %31 = mul nuw i32 %9, %22
  %32 = mul i32 %31, %30
  %33 = add i32 %32, 31
  %34 = lshr i32 %33, 5
  %35 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %17, ptr addrspace(1) %35, align 4
  %36 = and i32 %10, 31
  %37 = icmp eq i32 %17, %36
  %38 = zext i1 %37 to i32
  %39 = add i64 %16, 4
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %38, ptr addrspace(1) %40, align 4
  %41 = icmp ult i32 %27, %34
  %42 = zext i1 %41 to i32
  %43 = add i64 %16, 8
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %44, align 4
  %45 = icmp ugt i32 %33, 63
  %46 = zext i1 %45 to i32
  %47 = add i64 %16, 12
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = add i64 %16, 16
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %50, align 4
  %51 = add i64 %16, 20
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %52, align 4
  %53 = call i32 @llvm.amdgcn.ds.bpermute(i32 0, i32 %27)
  %54 = icmp eq i32 %53, %27
  %55 = zext i1 %54 to i32
  %56 = add i64 %16, 24
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %57, align 4
  %58 = call i32 @llvm.amdgcn.ds.bpermute(i32 124, i32 0)
  %59 = icmp eq i32 %58, 0
  %60 = zext i1 %59 to i32
  %61 = add i64 %16, 28
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %62, align 4
  ret void
}

define amdgpu_kernel void @smem_sizes(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %17 = shl i32 %10, 2
  %18 = and i32 %17, 124
  %19 = add i32 %18, ptrtoint (ptr addrspace(3) @smem_sizes._ZZ10smem_sizesE5fixed to i32)
  %20 = inttoptr i32 %19 to ptr addrspace(3)
  store i32 %10, ptr addrspace(3) %20, align 4
  %21 = shl i32 %10, 1
  %22 = add i32 %17, ptrtoint (ptr addrspace(3) @dyn to i32)
  %23 = inttoptr i32 %22 to ptr addrspace(3)
  store i32 %21, ptr addrspace(3) %23, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %24 = getelementptr i8, ptr addrspace(4) %6, i64 28
  %25 = load i32, ptr addrspace(4) %24, align 4
  %26 = call i32 @llvm.amdgcn.groupstaticsize()
  %27 = sub i32 %25, %26
  %28 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %27, ptr addrspace(1) %28, align 4
  %29 = zext i32 %25 to i64
  %30 = zext i32 %27 to i64
  %31 = add nuw nsw i64 %30, 128
  %.not = icmp ule i64 %31, %29
  %32 = zext i1 %.not to i32
  %33 = add i64 %16, 4
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  store i32 %32, ptr addrspace(1) %34, align 4
  %35 = icmp ugt i32 %25, 255
  %36 = zext i1 %35 to i32
  %37 = add i64 %16, 8
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %38, align 4
  %39 = add i32 %17, 4
  %40 = and i32 %39, 124
  %41 = add i32 %40, ptrtoint (ptr addrspace(3) @smem_sizes._ZZ10smem_sizesE5fixed to i32)
  %42 = inttoptr i32 %41 to ptr addrspace(3)
  %43 = load i32, ptr addrspace(3) %42, align 4
  %44 = sub i32 add (i32 ptrtoint (ptr addrspace(3) @dyn to i32), i32 252), %17
  %45 = inttoptr i32 %44 to ptr addrspace(3)
  %46 = load i32, ptr addrspace(3) %45, align 4
  %47 = add i32 %46, %43
  %48 = add i64 %16, 12
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %47, ptr addrspace(1) %49, align 4
  ret void
}

define amdgpu_kernel void @clocks(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %14 = call i64 @llvm.readcyclecounter()
  %15 = call i64 @llvm.readcyclecounter()
  %16 = call i64 @llvm.readsteadycounter()
  %17 = mul i64 %16, 10
  %18 = mul i32 %12, -1987857631
  %19 = zext i32 %13 to i64
  %20 = shl nuw nsw i64 %19, 2
  %21 = add i64 %20, %4
  %22 = trunc i64 %15 to i32
  %23 = call i64 @llvm.readcyclecounter()
  %24 = call i64 @llvm.readcyclecounter()
  %25 = trunc i64 %24 to i32
  %26 = call i64 @llvm.readsteadycounter()
  %27 = mul i64 %26, 10
  %28 = call i64 @llvm.readcyclecounter()
  %29 = lshr i64 %28, 32
  %30 = call i64 @llvm.readcyclecounter()
  %31 = trunc i64 %30 to i32
  %32 = call i64 @llvm.readsteadycounter()
  %33 = mul i64 %32, 10
  %34 = call i64 @llvm.readsteadycounter()
  %35 = mul i64 %34, 10
  %36 = and i64 %35, -4294967296
  %.not = icmp sge i64 %23, %14
  %37 = zext i1 %.not to i32
  %38 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 %37, ptr addrspace(1) %38, align 4
  %39 = icmp sgt i64 %14, 0
  %40 = zext i1 %39 to i32
  %41 = add i64 %21, 4
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  store i32 %40, ptr addrspace(1) %42, align 4
  %43 = sub i32 %25, %22
  %44 = sub i32 %31, %22
  %45 = or i32 %44, %43
  %isnotneg = icmp sgt i32 %45, -1
  %46 = zext i1 %isnotneg to i32
  %47 = add i64 %21, 8
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %.not14 = icmp uge i64 %27, %17
  %49 = zext i1 %.not14 to i32
  %50 = add i64 %21, 12
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %51, align 4
  %.not15 = icmp ne i64 %17, 0
  %52 = zext i1 %.not15 to i32
  %53 = add i64 %21, 16
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  store i32 %52, ptr addrspace(1) %54, align 4
  %55 = and i64 %33, 4294967294
  %56 = or disjoint i64 %55, %36
  %.not16 = icmp uge i64 %56, %17
  %57 = zext i1 %.not16 to i32
  %58 = add i64 %21, 20
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  %60 = lshr i64 %23, 32
  %.not17 = icmp uge i64 %29, %60
  %61 = zext i1 %.not17 to i32
  %62 = add i64 %21, 24
  %63 = inttoptr i64 %62 to ptr addrspace(1)
  store i32 %61, ptr addrspace(1) %63, align 4
  %64 = or i32 %18, 1
  %65 = add i32 %64, -938806424
  %66 = add i64 %21, 28
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  ret void
}

define amdgpu_kernel void @nanosleep_timer(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %4 = getelementptr i8, ptr addrspace(4) %3, i64 4
  %5 = load i16, ptr addrspace(4) %4, align 2
  %6 = zext i16 %5 to i32
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %2, %6
  %9 = add i32 %8, %7
  %10 = call i64 @llvm.readsteadycounter()
  %11 = mul i32 %9, 10
  %12 = add i32 %11, 1000
  %13 = call i64 @llvm.readsteadycounter()
  %.neg = mul i64 %13, -10
  %14 = zext i32 %12 to i64
  br label %sleep

sleep:                                            ; preds = %sleep, %allocas
  call void @llvm.amdgcn.s.sleep(i32 1)
  %15 = call i64 @llvm.readsteadycounter()
  %16 = mul i64 %15, 10
  %17 = add i64 %.neg, %16
  %.not = icmp ult i64 %17, %14
  br i1 %.not, label %sleep, label %sleep.done

sleep.done:                                       ; preds = %sleep
  %18 = call i64 @llvm.readsteadycounter()
  %19 = call i64 @llvm.readcyclecounter()
  %20 = call i64 @llvm.readsteadycounter()
  %.neg12 = mul i64 %20, -10
  br label %sleep1

sleep1:                                           ; preds = %sleep1, %sleep.done
  call void @llvm.amdgcn.s.sleep(i32 1)
  %21 = call i64 @llvm.readsteadycounter()
  %22 = mul i64 %21, 10
  %23 = add i64 %.neg12, %22
  %24 = icmp ugt i64 %23, 499
  br i1 %24, label %sleep.done2, label %sleep1

sleep.done2:                                      ; preds = %sleep1
  %25 = call i64 @llvm.readsteadycounter()
  %.neg13 = mul i64 %25, -10
  br label %sleep3

sleep3:                                           ; preds = %sleep3, %sleep.done2
  call void @llvm.amdgcn.s.sleep(i32 1)
  %26 = call i64 @llvm.readsteadycounter()
  %27 = mul i64 %26, 10
  %28 = add i64 %.neg13, %27
  %29 = icmp ugt i64 %28, 199
  br i1 %29, label %sleep.done4, label %sleep3

sleep.done4:                                      ; preds = %sleep3
  %30 = mul i64 %18, 10
  %31 = mul i64 %10, 10
  %32 = inttoptr i64 %1 to ptr
  %33 = addrspacecast ptr %32 to ptr addrspace(1)
  %34 = ptrtoint ptr addrspace(1) %33 to i64
  %35 = shl i32 %9, 3
  %36 = zext i32 %35 to i64
  %37 = shl nuw nsw i64 %36, 2
  %38 = add i64 %37, %34
  %39 = call i64 @llvm.readcyclecounter()
  %40 = sub i64 %30, %31
  %41 = lshr i64 %40, 63
  %42 = trunc nuw nsw i64 %41 to i32
  %43 = xor i32 %42, 1
  %44 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %44, align 4
  %.not14 = icmp uge i64 %30, %31
  %45 = zext i1 %.not14 to i32
  %46 = add i64 %38, 4
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %47, align 4
  %.not15 = icmp sge i64 %39, %19
  %48 = zext i1 %.not15 to i32
  %49 = add i64 %38, 8
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = add i64 %38, 12
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 %9, ptr addrspace(1) %52, align 4
  ret void
}

define amdgpu_kernel void @compile_only_envreg(ptr addrspace(4) byref(i64) align 8 %0, ptr addrspace(4) byref(i64) align 8 %1) #0 {
allocas:
  %2 = load i64, ptr addrspace(4) %0, align 8
  %3 = inttoptr i64 %2 to ptr
  %4 = addrspacecast ptr %3 to ptr addrspace(1)
  %5 = ptrtoint ptr addrspace(1) %4 to i64
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = call i32 @llvm.amdgcn.workitem.id.x()
  %12 = mul i32 %6, %10
  %13 = add i32 %12, %11
  %14 = shl i32 %13, 3
  %15 = zext i32 %14 to i64
  %16 = shl nuw nsw i64 %15, 2
  %17 = add i64 %16, %5
  %18 = getelementptr inbounds i8, ptr addrspace(4) %1, i64 4
  %19 = load i32, ptr addrspace(4) %18, align 4
  %20 = inttoptr i64 %17 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %20, align 4
  %21 = add i64 %17, 4
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 %19, ptr addrspace(1) %22, align 4
  %23 = add i64 %17, 8
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %24, align 4
  ret void
}

define amdgpu_kernel void @compile_only_varying_registers(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %17 = call i64 @llvm.readcyclecounter()
  %18 = trunc i64 %17 to i32
  %19 = call i32 @llvm.amdgcn.workitem.id.y()
  %20 = call i32 @llvm.amdgcn.workitem.id.z()
  %21 = getelementptr i8, ptr addrspace(4) %6, i64 6
  %22 = load i16, ptr addrspace(4) %21, align 2
  %23 = zext i16 %22 to i32
  %24 = mul i32 %20, %23
  %25 = add i32 %19, %24
  %26 = mul i32 %25, %9
  %27 = add i32 %10, %26
  %28 = lshr i32 %27, 5
  %29 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %29, align 4
  %30 = add i64 %16, 4
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %31, align 4
  %32 = add i64 %16, 8
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %18, ptr addrspace(1) %33, align 4
  %34 = add i64 %16, 12
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 %28, ptr addrspace(1) %35, align 4
  %36 = add i64 %16, 16
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %37, align 4
  %38 = call i64 @llvm.readcyclecounter()
  %39 = add i64 %16, 20
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  %41 = trunc i64 %38 to i32
  store i32 %41, ptr addrspace(1) %40, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.z() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.groupstaticsize() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i64 @llvm.readcyclecounter() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i64 @llvm.readsteadycounter() #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.amdgcn.s.sleep(i32 immarg) #5

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn }
attributes #5 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
