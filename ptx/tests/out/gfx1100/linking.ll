; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@table = protected addrspace(1) global [32 x i8] c"\0B\00\00\00\16\00\00\00!\00\00\00,\00\00\007\00\00\00B\00\00\00M\00\00\00X\00\00\00", align 4
@table_ptr = protected addrspace(1) global <{ i64 }> <{ i64 ptrtoint (ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 8) to i64) }>, align 8
@table_raw = protected addrspace(1) global <{ i64 }> <{ i64 ptrtoint (ptr addrspace(1) @table to i64) }>, align 8
@fn_ptr = protected addrspace(1) global <{ i64 }> <{ i64 ptrtoint (ptr @twice to i64) }>, align 8
@fn_table = protected addrspace(1) global <{ i64, i64 }> <{ i64 ptrtoint (ptr @twice to i64), i64 ptrtoint (ptr @thrice to i64) }>, align 8
@pair = protected addrspace(1) global [8 x i8] c"xV4\12\F0\DE\BC\9A", align 8
@quad = protected addrspace(1) global [16 x i8] c"\00\00\80?\00\00 \C0\00\00\00?\DB\0FI\C0", align 16
@bytes = protected addrspace(1) global [6 x i8] c"\01\02\03\FA\FB\FC", align 1
@shorts = protected addrspace(1) global [8 x i8] c"\FF\FF\02\00\00\80\FF\7F", align 2
@dbl = protected addrspace(1) global [8 x i8] c"\18-DT\FB!\09@", align 8
@zeroes = protected addrspace(1) global [16 x i8] zeroinitializer, align 4
@weak_var = weak addrspace(1) global [4 x i8] c"\D2\04\00\00", align 4
@common_var = common addrspace(1) global [4 x i8] zeroinitializer, align 4
@visible_var = addrspace(1) global [4 x i8] c".\16\00\00", align 4
@cvals = protected addrspace(4) global [16 x i8] c"\FE\CA\00\00\BE\BA\00\00\AD\DE\00\00\EF\BE\00\00", align 4
@cfloat = protected addrspace(4) global [4 x i8] c"\00\00\C0?", align 4
@cptr = protected addrspace(4) global <{ i64 }> <{ i64 ptrtoint (ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @table to ptr), i64 28) to i64) }>, align 8
@mod_shared = internal addrspace(3) global [256 x i8] undef, align 4
@dyn = external addrspace(3) global [0 x i8], align 16

define internal i32 @scale_later(i32 %0) #0 {
allocas:
  %1 = mul i32 %0, 9
  %2 = add i32 %1, 4
  ret i32 %2
}

define internal i32 @twice(i32 %0) #0 {
allocas:
  %1 = shl i32 %0, 1
  ret i32 %1
}

define internal i32 @thrice(i32 %0) #0 {
allocas:
  %1 = mul i32 %0, 3
  ret i32 %1
}

define amdgpu_kernel void @globals_init(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %13 = zext i32 %12 to i64
  %14 = shl nuw nsw i64 %13, 5
  %15 = add i64 %14, %4
  %16 = shl i32 %10, 2
  %17 = and i32 %16, 28
  %18 = zext nneg i32 %17 to i64
  %19 = add i64 %18, ptrtoint (ptr addrspace(1) @table to i64)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  %21 = load i32, ptr addrspace(1) %20, align 4
  %22 = load i64, ptr addrspace(1) @table_ptr, align 8
  %23 = and i32 %10, 3
  %24 = zext nneg i32 %23 to i64
  %25 = shl nuw nsw i64 %24, 2
  %26 = add i64 %22, %25
  %27 = inttoptr i64 %26 to ptr
  %28 = load i32, ptr %27, align 4
  %29 = add i32 %21, %28
  %30 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %29, ptr addrspace(1) %30, align 4
  %31 = load i64, ptr addrspace(1) @table_raw, align 8
  %32 = add i64 %31, 20
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  %34 = load i32, ptr addrspace(1) %33, align 4
  %35 = load i32, ptr addrspace(1) @weak_var, align 4
  %36 = load i32, ptr addrspace(1) @common_var, align 4
  %37 = load i32, ptr addrspace(1) @visible_var, align 4
  %38 = add i32 %34, %35
  %39 = add i32 %38, %36
  %40 = add i32 %39, %37
  %41 = add i64 %15, 4
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  store i32 %40, ptr addrspace(1) %42, align 4
  %43 = load <2 x i32>, ptr addrspace(1) @pair, align 8
  %44 = extractelement <2 x i32> %43, i64 0
  %45 = extractelement <2 x i32> %43, i64 1
  %46 = xor i32 %44, %45
  %47 = add i64 %15, 8
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = load <4 x i32>, ptr addrspace(1) @quad, align 16
  %bc = bitcast <4 x i32> %49 to <4 x float>
  %50 = extractelement <4 x float> %bc, i64 0
  %51 = extractelement <4 x float> %bc, i64 1
  %52 = extractelement <4 x float> %bc, i64 2
  %53 = extractelement <4 x float> %bc, i64 3
  %54 = fadd float %50, %51
  %55 = fmul float %52, %53
  %56 = fadd float %54, %55
  %57 = add i64 %15, 12
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store float %56, ptr addrspace(1) %58, align 4
  %59 = urem i32 %10, 6
  %60 = zext nneg i32 %59 to i64
  %61 = add i64 %60, ptrtoint (ptr addrspace(1) @bytes to i64)
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  %63 = load i8, ptr addrspace(1) %62, align 1
  %64 = sext i8 %63 to i32
  %65 = shl nuw nsw i64 %24, 1
  %66 = add i64 %65, ptrtoint (ptr addrspace(1) @shorts to i64)
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  %68 = load i16, ptr addrspace(1) %67, align 2
  %69 = sext i16 %68 to i32
  %70 = shl nsw i32 %69, 8
  %71 = xor i32 %70, %64
  %72 = add i64 %15, 16
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  store i32 %71, ptr addrspace(1) %73, align 4
  %74 = load i32, ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @cvals, i64 8), align 4
  %75 = load float, ptr addrspace(4) @cfloat, align 4
  %76 = call float @llvm.trunc.f32(float %75)
  %77 = call i32 @llvm.fptoui.sat.i32.f32(float %76)
  %78 = load i64, ptr addrspace(4) @cptr, align 8
  %79 = inttoptr i64 %78 to ptr
  %80 = load i32, ptr %79, align 4
  %81 = add i32 %74, %77
  %82 = add i32 %81, %80
  %83 = add i64 %15, 20
  %84 = inttoptr i64 %83 to ptr addrspace(1)
  store i32 %82, ptr addrspace(1) %84, align 4
  %85 = load i64, ptr addrspace(1) @dbl, align 8
  %86 = trunc i64 %85 to i32
  %87 = lshr i64 %85, 32
  %88 = trunc nuw i64 %87 to i32
  %89 = load i32, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @zeroes, i64 12), align 4
  %90 = add i32 %89, %88
  %91 = add i64 %15, 24
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %92, align 4
  %93 = add i64 %15, 28
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  store i32 %86, ptr addrspace(1) %94, align 4
  ret void
}

define internal [16 x i8] @make_pair(i32 %0) #0 {
allocas:
  %1 = zext i32 %0 to i64
  %2 = mul nuw nsw i64 %1, 65537
  %3 = mul i32 %0, 3
  %res.sroa.0.0.extract.trunc = trunc i64 %2 to i8
  %res.sroa.3.0.extract.shift = lshr i64 %2, 8
  %res.sroa.3.0.extract.trunc = trunc i64 %res.sroa.3.0.extract.shift to i8
  %res.sroa.5.0.extract.shift = lshr i64 %2, 16
  %res.sroa.5.0.extract.trunc = trunc i64 %res.sroa.5.0.extract.shift to i8
  %res.sroa.7.0.extract.shift = lshr i64 %2, 24
  %res.sroa.7.0.extract.trunc = trunc i64 %res.sroa.7.0.extract.shift to i8
  %res.sroa.9.0.extract.shift = lshr i64 %2, 32
  %res.sroa.9.0.extract.trunc = trunc i64 %res.sroa.9.0.extract.shift to i8
  %res.sroa.11.0.extract.shift = lshr i64 %2, 40
  %res.sroa.11.0.extract.trunc = trunc i64 %res.sroa.11.0.extract.shift to i8
  %res.sroa.13.0.extract.shift = lshr i64 %2, 48
  %res.sroa.13.0.extract.trunc = trunc nuw nsw i64 %res.sroa.13.0.extract.shift to i8
  %res.sroa.17.8.extract.trunc = trunc i32 %3 to i8
  %res.sroa.20.8.extract.shift = lshr i32 %3, 8
  %res.sroa.20.8.extract.trunc = trunc i32 %res.sroa.20.8.extract.shift to i8
  %res.sroa.22.8.extract.shift = lshr i32 %3, 16
  %res.sroa.22.8.extract.trunc = trunc i32 %res.sroa.22.8.extract.shift to i8
  %res.sroa.24.8.extract.shift = lshr i32 %3, 24
  %res.sroa.24.8.extract.trunc = trunc nuw i32 %res.sroa.24.8.extract.shift to i8
  %res.sroa.26.12.extract.trunc = trunc i32 %0 to i8
  %res.sroa.29.12.extract.shift = lshr i32 %0, 8
  %res.sroa.29.12.extract.trunc = trunc i32 %res.sroa.29.12.extract.shift to i8
  %res.sroa.31.12.extract.shift = lshr i32 %0, 16
  %res.sroa.31.12.extract.trunc = trunc i32 %res.sroa.31.12.extract.shift to i8
  %res.sroa.33.12.extract.shift = lshr i32 %0, 24
  %res.sroa.33.12.extract.trunc = trunc nuw i32 %res.sroa.33.12.extract.shift to i8
  %.fca.0.insert = insertvalue [16 x i8] poison, i8 %res.sroa.0.0.extract.trunc, 0
  %.fca.1.insert = insertvalue [16 x i8] %.fca.0.insert, i8 %res.sroa.3.0.extract.trunc, 1
  %.fca.2.insert = insertvalue [16 x i8] %.fca.1.insert, i8 %res.sroa.5.0.extract.trunc, 2
  %.fca.3.insert = insertvalue [16 x i8] %.fca.2.insert, i8 %res.sroa.7.0.extract.trunc, 3
  %.fca.4.insert = insertvalue [16 x i8] %.fca.3.insert, i8 %res.sroa.9.0.extract.trunc, 4
  %.fca.5.insert = insertvalue [16 x i8] %.fca.4.insert, i8 %res.sroa.11.0.extract.trunc, 5
  %.fca.6.insert = insertvalue [16 x i8] %.fca.5.insert, i8 %res.sroa.13.0.extract.trunc, 6
  %.fca.7.insert = insertvalue [16 x i8] %.fca.6.insert, i8 0, 7
  %.fca.8.insert = insertvalue [16 x i8] %.fca.7.insert, i8 %res.sroa.17.8.extract.trunc, 8
  %.fca.9.insert = insertvalue [16 x i8] %.fca.8.insert, i8 %res.sroa.20.8.extract.trunc, 9
  %.fca.10.insert = insertvalue [16 x i8] %.fca.9.insert, i8 %res.sroa.22.8.extract.trunc, 10
  %.fca.11.insert = insertvalue [16 x i8] %.fca.10.insert, i8 %res.sroa.24.8.extract.trunc, 11
  %.fca.12.insert = insertvalue [16 x i8] %.fca.11.insert, i8 %res.sroa.26.12.extract.trunc, 12
  %.fca.13.insert = insertvalue [16 x i8] %.fca.12.insert, i8 %res.sroa.29.12.extract.trunc, 13
  %.fca.14.insert = insertvalue [16 x i8] %.fca.13.insert, i8 %res.sroa.31.12.extract.trunc, 14
  %.fca.15.insert = insertvalue [16 x i8] %.fca.14.insert, i8 %res.sroa.33.12.extract.trunc, 15
  ret [16 x i8] %.fca.15.insert
}

define amdgpu_kernel void @param_calls(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %13 = zext i32 %12 to i64
  %14 = shl nuw nsw i64 %13, 5
  %15 = add i64 %14, %4
  %16 = call [16 x i8] @make_pair(i32 %12)
  %.fca.0.extract = extractvalue [16 x i8] %16, 0
  %.fca.1.extract = extractvalue [16 x i8] %16, 1
  %.fca.2.extract = extractvalue [16 x i8] %16, 2
  %.fca.3.extract = extractvalue [16 x i8] %16, 3
  %.fca.4.extract = extractvalue [16 x i8] %16, 4
  %.fca.5.extract = extractvalue [16 x i8] %16, 5
  %.fca.6.extract = extractvalue [16 x i8] %16, 6
  %.fca.7.extract = extractvalue [16 x i8] %16, 7
  %.fca.8.extract = extractvalue [16 x i8] %16, 8
  %.fca.9.extract = extractvalue [16 x i8] %16, 9
  %.fca.10.extract = extractvalue [16 x i8] %16, 10
  %.fca.11.extract = extractvalue [16 x i8] %16, 11
  %.fca.12.extract = extractvalue [16 x i8] %16, 12
  %.fca.13.extract = extractvalue [16 x i8] %16, 13
  %.fca.14.extract = extractvalue [16 x i8] %16, 14
  %.fca.15.extract = extractvalue [16 x i8] %16, 15
  %res.sroa.8.0.insert.ext = zext i8 %.fca.7.extract to i32
  %res.sroa.8.0.insert.shift = shl nuw i32 %res.sroa.8.0.insert.ext, 24
  %res.sroa.7.0.insert.ext = zext i8 %.fca.6.extract to i32
  %res.sroa.7.0.insert.shift = shl nuw nsw i32 %res.sroa.7.0.insert.ext, 16
  %res.sroa.7.0.insert.insert = or disjoint i32 %res.sroa.8.0.insert.shift, %res.sroa.7.0.insert.shift
  %res.sroa.6.0.insert.ext = zext i8 %.fca.5.extract to i32
  %res.sroa.6.0.insert.shift = shl nuw nsw i32 %res.sroa.6.0.insert.ext, 8
  %res.sroa.6.0.insert.insert = or disjoint i32 %res.sroa.7.0.insert.insert, %res.sroa.6.0.insert.shift
  %res.sroa.5.0.insert.ext = zext i8 %.fca.4.extract to i32
  %res.sroa.5.0.insert.insert = or disjoint i32 %res.sroa.6.0.insert.insert, %res.sroa.5.0.insert.ext
  %res.sroa.4.0.insert.ext = zext i8 %.fca.3.extract to i32
  %res.sroa.4.0.insert.shift = shl nuw i32 %res.sroa.4.0.insert.ext, 24
  %res.sroa.3.0.insert.ext = zext i8 %.fca.2.extract to i32
  %res.sroa.3.0.insert.shift = shl nuw nsw i32 %res.sroa.3.0.insert.ext, 16
  %res.sroa.2.0.insert.ext = zext i8 %.fca.1.extract to i32
  %res.sroa.2.0.insert.shift = shl nuw nsw i32 %res.sroa.2.0.insert.ext, 8
  %17 = or disjoint i32 %res.sroa.4.0.insert.shift, %res.sroa.3.0.insert.shift
  %res.sroa.0.0.insert.ext = zext i8 %.fca.0.extract to i32
  %18 = or disjoint i32 %res.sroa.2.0.insert.shift, %res.sroa.0.0.insert.ext
  %res.sroa.0.0.insert.insert = or disjoint i32 %18, %17
  %res.sroa.13.8.insert.ext = zext i8 %.fca.11.extract to i32
  %res.sroa.13.8.insert.shift = shl nuw i32 %res.sroa.13.8.insert.ext, 24
  %res.sroa.12.8.insert.ext = zext i8 %.fca.10.extract to i32
  %res.sroa.12.8.insert.shift = shl nuw nsw i32 %res.sroa.12.8.insert.ext, 16
  %res.sroa.12.8.insert.insert = or disjoint i32 %res.sroa.13.8.insert.shift, %res.sroa.12.8.insert.shift
  %res.sroa.11.8.insert.ext = zext i8 %.fca.9.extract to i32
  %res.sroa.11.8.insert.shift = shl nuw nsw i32 %res.sroa.11.8.insert.ext, 8
  %res.sroa.11.8.insert.insert = or disjoint i32 %res.sroa.12.8.insert.insert, %res.sroa.11.8.insert.shift
  %res.sroa.9.8.insert.ext = zext i8 %.fca.8.extract to i32
  %res.sroa.9.8.insert.insert = or disjoint i32 %res.sroa.11.8.insert.insert, %res.sroa.9.8.insert.ext
  %res.sroa.18.12.insert.ext = zext i8 %.fca.15.extract to i32
  %res.sroa.18.12.insert.shift = shl nuw i32 %res.sroa.18.12.insert.ext, 24
  %res.sroa.17.12.insert.ext = zext i8 %.fca.14.extract to i32
  %res.sroa.17.12.insert.shift = shl nuw nsw i32 %res.sroa.17.12.insert.ext, 16
  %res.sroa.17.12.insert.insert = or disjoint i32 %res.sroa.18.12.insert.shift, %res.sroa.17.12.insert.shift
  %res.sroa.16.12.insert.ext = zext i8 %.fca.13.extract to i32
  %res.sroa.16.12.insert.shift = shl nuw nsw i32 %res.sroa.16.12.insert.ext, 8
  %res.sroa.16.12.insert.insert = or disjoint i32 %res.sroa.17.12.insert.insert, %res.sroa.16.12.insert.shift
  %res.sroa.14.12.insert.ext = zext i8 %.fca.12.extract to i32
  %res.sroa.14.12.insert.insert = or disjoint i32 %res.sroa.16.12.insert.insert, %res.sroa.14.12.insert.ext
  %19 = add i32 %res.sroa.9.8.insert.insert, %res.sroa.0.0.insert.insert
  %20 = add i32 %19, %res.sroa.14.12.insert.insert
  %21 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %20, ptr addrspace(1) %21, align 4
  %22 = call i32 @scale_later(i32 %12)
  %23 = add i64 %15, 4
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 %22, ptr addrspace(1) %24, align 4
  %25 = add i64 %15, 8
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  store i32 %res.sroa.5.0.insert.insert, ptr addrspace(1) %26, align 4
  ret void
}

define amdgpu_kernel void @indirect_calls(ptr addrspace(4) byref(i64) align 8 %0) #2 {
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
  %13 = zext i32 %12 to i64
  %14 = shl nuw nsw i64 %13, 5
  %15 = add i64 %14, %4
  %16 = add i32 %12, 100
  %17 = load i64, ptr addrspace(1) @fn_ptr, align 8
  %18 = inttoptr i64 %17 to ptr addrspace(1)
  %19 = call addrspace(1) i32 %18(i32 %16)
  %20 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %19, ptr addrspace(1) %20, align 4
  %21 = shl i32 %10, 3
  %22 = and i32 %21, 8
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %23, ptrtoint (ptr addrspace(1) @fn_table to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i64, ptr addrspace(1) %25, align 8
  %27 = inttoptr i64 %26 to ptr addrspace(1)
  %28 = call addrspace(1) i32 %27(i32 %16)
  %29 = add i64 %15, 4
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  store i32 %28, ptr addrspace(1) %30, align 4
  %31 = icmp ult i32 %10, 16
  %32 = select i1 %31, ptr addrspace(1) inttoptr (i64 ptrtoint (ptr @thrice to i64) to ptr addrspace(1)), ptr addrspace(1) inttoptr (i64 ptrtoint (ptr @scale_later to i64) to ptr addrspace(1))
  %33 = call addrspace(1) i32 %32(i32 %12)
  %34 = add i64 %15, 8
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %35, align 4
  %36 = load i64, ptr addrspace(1) getelementptr inbounds (i8, ptr addrspace(1) @fn_table, i64 8), align 8
  %37 = icmp eq i64 %36, ptrtoint (ptr @thrice to i64)
  %38 = zext i1 %37 to i32
  %.not = icmp eq i64 %17, ptrtoint (ptr @thrice to i64)
  %39 = select i1 %.not, i32 0, i32 2
  %40 = or disjoint i32 %39, %38
  %41 = add i64 %15, 12
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  store i32 %40, ptr addrspace(1) %42, align 4
  ret void
}

define amdgpu_kernel void @shared_and_pragma(ptr addrspace(4) byref(i64) align 8 %0) #3 {
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
  %13 = zext i32 %12 to i64
  %14 = shl nuw nsw i64 %13, 5
  %15 = add i64 %14, %4
  %16 = shl i32 %10, 2
  %17 = add i32 %16, ptrtoint (ptr addrspace(3) @mod_shared to i32)
  %18 = mul i32 %10, 5
  %19 = inttoptr i32 %17 to ptr addrspace(3)
  store i32 %18, ptr addrspace(3) %19, align 4
  %20 = add i32 %16, ptrtoint (ptr addrspace(3) @dyn to i32)
  %21 = add i32 %10, 1
  %22 = inttoptr i32 %20 to ptr addrspace(3)
  store i32 %21, ptr addrspace(3) %22, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %23 = xor i32 %16, 252
  %24 = add i32 %23, ptrtoint (ptr addrspace(3) @mod_shared to i32)
  %25 = inttoptr i32 %24 to ptr addrspace(3)
  %26 = load i32, ptr addrspace(3) %25, align 4
  %27 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %26, ptr addrspace(1) %27, align 4
  %28 = add i32 %23, ptrtoint (ptr addrspace(3) @dyn to i32)
  %29 = inttoptr i32 %28 to ptr addrspace(3)
  %30 = load i32, ptr addrspace(3) %29, align 4
  %31 = add i64 %15, 4
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  store i32 %30, ptr addrspace(1) %32, align 4
  %33 = load i8, ptr inttoptr (i64 add (i64 ptrtoint (ptr addrspacecast (ptr addrspace(3) @dyn to ptr) to i64), i64 255) to ptr), align 1
  %34 = zext i8 %33 to i32
  %35 = load i8, ptr inttoptr (i64 add (i64 ptrtoint (ptr addrspacecast (ptr addrspace(3) @dyn to ptr) to i64), i64 252) to ptr), align 1
  %36 = zext i8 %35 to i32
  %37 = shl nuw nsw i32 %36, 8
  %38 = or disjoint i32 %37, %34
  %39 = add i64 %15, 8
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %38, ptr addrspace(1) %40, align 4
  %41 = and i32 %10, 15
  br label %"$loop"

"$loop":                                          ; preds = %"$loop", %allocas
  %"%r21.0" = phi i32 [ 0, %allocas ], [ %43, %"$loop" ]
  %"%r20.0" = phi i32 [ 0, %allocas ], [ %44, %"$loop" ]
  %42 = mul i32 %"%r21.0", 31
  %43 = add i32 %42, %"%r20.0"
  %44 = add i32 %"%r20.0", 1
  %.not = icmp ugt i32 %44, %41
  br i1 %.not, label %45, label %"$loop"

45:                                               ; preds = %"$loop"
  %46 = add i64 %15, 12
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %47, align 4
  %48 = mul i32 %10, %10
  %49 = add i32 %48, %43
  %50 = add i64 %15, 16
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %51, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptoui.sat.i32.f32(float) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

attributes #0 = { "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,64" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #2 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #3 = { "amdgpu-flat-work-group-size"="1,128" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
