; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@INT32_INPUTS = protected addrspace(1) global [128 x i8] c"\00\00\00\00\01\00\00\00\FF\FF\FF\FF\FF\FF\FF\7F\00\00\00\80\01\00\00\80\00\00\00\01\01\00\00\01\03\00\00\01\02\00\00\01\FF\FF\FF\00\80\FF\FF\7F\C0\FF\FF\7F\BF\FF\FF\7F\FF\FF\FF\FExV4\12\F0\DE\BC\9A\FE\FF\FF\FF\7F\00\00\00\80\00\00\00\FF\00\00\00\00\01\00\00\80\FF\FF\FF\7F\FF\FF\FF\FF\7F\00\00\00\80\00\00\FF\FF\00\00\00\00\01\00\00\80\FF\FF\FF\7F\FF\FF\01\00\00@\01\00\00\C0", align 4
@INT64_INPUTS = protected addrspace(1) global [256 x i8] c"\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\FF\7F\00\00\00\00\00\00\00\80\01\00\00\00\00\00\00\80\01\00\00\00\00\00 \00\03\00\00\00\00\00 \00\01\00\00\01\00\00\00\00\00\FE\FF\FF\FF\FF\FF\7F\FF\FD\FF\FF\FF\FF\FF\7F\00\FC\FF\FF\FF\FF\FF\FF\FF\FB\FF\FF\FF\FF\FF\FF\00\00\00\00\80\00\00\80\F0\DE\BC\9AxV4\12\102Tv\98\BA\DC\FE\FF\FF\FF\FF\00\00\00\00\01\00\00\00\01\00\00\00\00\04\00\00\00\00\00\80\01\04\00\00\00\00\00\80\FF\FF\FF\FF\FF\FF\FF\00\00\00\00\00\80\FF\FF\7F\00\00\00\00\C0\FF\FF\7F\00\00\00\00\C0\FF\FF\FF\02\00\00\00\00\00 \00\FF\FF\FF\7F\00\00\00\00\00\00\00\80\FF\FF\FF\FF\00\00\00\80\00\00\00\00\FF\FF\FF\7F\FF\FF\FF\FF\00\80\00\00\00\00\00\00\FF\7F\FF\FF\FF\FF\FF\FF\FF\00\00\00\00\00\00\00", align 8
@CVT_F32 = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00?\00\00\80?\00\00\C0?\00\00 @\00\00@@\00\00\B0@\00\00\00\80\FF\FF\FF>\01\00\00?\01\00\00\00\FF\FF\FFJ\01\00\00K\FF\FF\FFN\00\00\00O\FF\FF\7FO\00\00\80O\FF\FF\FF^\00\00\00_\FF\FF\7F_\00\00\80_\CA\F2Iq\00\00\80\7F\00\00\C0\7F\00\FF\FFF\00\00\00G\00\FF\7FG\00\00\80G\00\00\FFB\00\00\00C\00\80\7FC\00\00\80C", align 4
@CVT_F64 = protected addrspace(1) global [256 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\E0?\00\00\00\00\00\00\F0?\00\00\00\00\00\00\F8?\00\00\00\00\00\00\04@\00\00\00\00\00\00\08@\00\00\00\00\00\00\16@\00\00\00\00\00\00\00\80\FF\FF\FF\FF\FF\FF\DF?\FF\FF\FF\FF\FF\FF/C\01\00\00\00\00\00\00\00\00\00\E0\FF\FF\FF\DFA\00\00\00\00\00\00\E0A\00\00\F0\FF\FF\FF\EFA\00\00\00\00\00\00\F0A\FF\FF\FF\FF\FF\FF\DFC\00\00\00\00\00\00\E0C\FF\FF\FF\FF\FF\FF\EFC\00\00\00\00\00\00\F0C\9Cu\00\88<\E47~\00\00\00\00\00\00\F0\7F\00\00\00\00\00\00\F8\7F\00\00\00\00\E0\FF\DF@\00\00\00\00\00\00\E0@\00\00\00\00\F0\FF\EF@\00\00\00\00\00\00\F0@\00\00\00\00\00\E0_@\00\00\00\00\00\00`@\00\00\00\00\00\F0o@\00\00\00\00\00\00p@\00\00\10\00\00\00\E0\C1Y\F3\F8\C2\1Fn\A5\01", align 8
@F64_TO_F32 = protected addrspace(1) global [256 x i8] c"\00\00\00\10\00\00\F0?\01\00\00\10\00\00\F0?\00\00\000\00\00\F0?\00\00\00\E0\FF\FF\EFG\00\00\00\F0\FF\FF\EFG\FF\FF\FF\EF\FF\FF\EFG\00\00\00\00\00\00\F0G\00\00\00\00\00\00\A06\00\00\00\00\00\00\906\01\00\00\00\00\00\906\00\00\00\00\00\00\A86\00\00\00\00\00\00\108\00\00\00\E0\FF\FF\0F8\1F\B8\D4Jz\EE\8D5\9Cu\00\88<\E47~\00\00\00\00\00\00\F0\7F\00\00\00\00\00\00\F8\7F\00\00\00\00\00\00\00\80\9A\99\99\99\99\99\B9?UUUUUU\D5?\18-DT\FB!\09@\01\00\00\00\00\00\00\00\00\00\00\00\00\00\E0?\00\00\00\00\00\00\F0?\00\00\00\C0\FF\FF\0F8\01\00\00\F0\FF\FF\EF\C7\00\00\00\10\00\00pA\00\00\00\00\00\00\E8?\DC1\AF\02\00\00\F0?\B6\F3}T4o\9DA\9CWw'&l\A1\B7\00\00\00\00\00\00\B4\B6", align 8
@CVT_F16 = protected addrspace(1) global [64 x i8] c"\00\00\008\00<\00>\00A\00B\80E\00\80\FF7\018\01\00\FFc\01d\FF{\00x\FC[\00\\\F8W\00X\00|\00~\004\00:HV\00l\01l\FF;\01<\00\04\F8[\F8_\FFw", align 2

define amdgpu_kernel void @cvt_int_from_32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB0_2", label %55

"$L__BB0_2":                                      ; preds = %55, %allocas
  %"%r31.0" = phi i32 [ %15, %allocas ], [ %63, %55 ]
  %17 = shl i32 %9, 3
  %18 = inttoptr i64 %1 to ptr
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = ptrtoint ptr addrspace(1) %19 to i64
  %21 = zext i32 %17 to i64
  %22 = shl nuw nsw i64 %21, 2
  %23 = add i64 %22, %20
  %sext = shl i32 %"%r31.0", 24
  %24 = ashr exact i32 %sext, 24
  %25 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 %24, ptr addrspace(1) %25, align 4
  %26 = and i32 %"%r31.0", 255
  %27 = add i64 %23, 4
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  store i32 %26, ptr addrspace(1) %28, align 4
  %sext22 = shl i32 %"%r31.0", 16
  %29 = ashr exact i32 %sext22, 16
  %30 = add i64 %23, 8
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %29, ptr addrspace(1) %31, align 4
  %32 = and i32 %"%r31.0", 65535
  %33 = add i64 %23, 12
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  store i32 %32, ptr addrspace(1) %34, align 4
  %35 = sext i32 %"%r31.0" to i65
  %36 = call i65 @llvm.smax.i65(i65 %35, i65 -128)
  %37 = call i65 @llvm.smin.i65(i65 %36, i65 127)
  %38 = trunc nsw i65 %37 to i32
  %39 = add i64 %23, 16
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %38, ptr addrspace(1) %40, align 4
  %41 = call i65 @llvm.smax.i65(i65 %35, i65 0)
  %42 = call i65 @llvm.umin.i65(i65 %41, i65 255)
  %43 = trunc nuw nsw i65 %42 to i32
  %44 = add i64 %23, 20
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %45, align 4
  %46 = call i65 @llvm.smax.i65(i65 %35, i65 -32768)
  %47 = call i65 @llvm.smin.i65(i65 %46, i65 32767)
  %48 = trunc nsw i65 %47 to i32
  %49 = add i64 %23, 24
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = call i65 @llvm.umin.i65(i65 %41, i65 65535)
  %52 = trunc nuw nsw i65 %51 to i32
  %53 = add i64 %23, 28
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  store i32 %52, ptr addrspace(1) %54, align 4
  ret void

55:                                               ; preds = %allocas
  %56 = lshr i32 %9, 5
  %57 = icmp eq i32 %56, 1
  %58 = shl i32 %15, 8
  %59 = xor i32 %15, 128
  %60 = icmp eq i32 %56, 2
  %61 = select i1 %60, i32 %59, i32 %58
  %62 = lshr i32 %15, 16
  %63 = select i1 %57, i32 %62, i32 %61
  br label %"$L__BB0_2"
}

define amdgpu_kernel void @cvt_int_from_32_sat(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB1_2", label %53

"$L__BB1_2":                                      ; preds = %53, %allocas
  %"%r42.0" = phi i32 [ %15, %allocas ], [ %61, %53 ]
  %17 = shl i32 %9, 3
  %18 = inttoptr i64 %1 to ptr
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = ptrtoint ptr addrspace(1) %19 to i64
  %21 = zext i32 %17 to i64
  %22 = shl nuw nsw i64 %21, 2
  %23 = add i64 %22, %20
  %24 = zext i32 %"%r42.0" to i65
  %25 = call i65 @llvm.umin.i65(i65 %24, i65 127)
  %26 = trunc nuw nsw i65 %25 to i32
  %27 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 %26, ptr addrspace(1) %27, align 4
  %28 = call i65 @llvm.umin.i65(i65 %24, i65 255)
  %29 = trunc nuw nsw i65 %28 to i32
  %30 = add i64 %23, 4
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %29, ptr addrspace(1) %31, align 4
  %32 = call i65 @llvm.umin.i65(i65 %24, i65 32767)
  %33 = trunc nuw nsw i65 %32 to i32
  %34 = add i64 %23, 8
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %35, align 4
  %36 = call i65 @llvm.umin.i65(i65 %24, i65 65535)
  %37 = trunc nuw nsw i65 %36 to i32
  %38 = add i64 %23, 12
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %37, ptr addrspace(1) %39, align 4
  %40 = call i65 @llvm.umin.i65(i65 %24, i65 2147483647)
  %41 = trunc nuw nsw i65 %40 to i32
  %42 = add i64 %23, 16
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %43, align 4
  %44 = call i32 @llvm.smax.i32(i32 %"%r42.0", i32 0)
  %45 = add i64 %23, 20
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %46, align 4
  %47 = ashr i32 %"%r42.0", 31
  %48 = add i64 %23, 24
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %47, ptr addrspace(1) %49, align 4
  %50 = xor i32 %44, %47
  %51 = add i64 %23, 28
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %52, align 4
  ret void

53:                                               ; preds = %allocas
  %54 = lshr i32 %9, 5
  %55 = icmp eq i32 %54, 1
  %56 = shl i32 %15, 8
  %57 = xor i32 %15, 128
  %58 = icmp eq i32 %54, 2
  %59 = select i1 %58, i32 %57, i32 %56
  %60 = lshr i32 %15, 16
  %61 = select i1 %55, i32 %60, i32 %59
  br label %"$L__BB1_2"
}

define amdgpu_kernel void @cvt_int_from_small(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB2_2", label %72

"$L__BB2_2":                                      ; preds = %72, %allocas
  %"%r31.0" = phi i32 [ %15, %allocas ], [ %80, %72 ]
  %17 = shl i32 %9, 3
  %18 = inttoptr i64 %1 to ptr
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = ptrtoint ptr addrspace(1) %19 to i64
  %21 = zext i32 %17 to i64
  %22 = shl nuw nsw i64 %21, 2
  %23 = add i64 %22, %20
  %24 = trunc i32 %"%r31.0" to i16
  %sext = shl i32 %"%r31.0", 16
  %25 = ashr exact i32 %sext, 16
  %26 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 %25, ptr addrspace(1) %26, align 4
  %27 = shl i32 %"%r31.0", 1
  %28 = and i32 %27, 131070
  %29 = xor i32 %28, %25
  %30 = add i64 %23, 4
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %29, ptr addrspace(1) %31, align 4
  %32 = trunc i32 %"%r31.0" to i8
  %sext28 = shl i32 %"%r31.0", 24
  %33 = ashr exact i32 %sext28, 24
  %34 = add i64 %23, 8
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %35, align 4
  %36 = and i32 %"%r31.0", 255
  %37 = ashr exact i32 %sext28, 20
  %38 = xor i32 %37, %36
  %39 = add i64 %23, 12
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %38, ptr addrspace(1) %40, align 4
  %41 = call i16 @llvm.smax.i16(i16 %24, i16 0)
  %42 = call i16 @llvm.umin.i16(i16 %41, i16 255)
  %43 = zext nneg i16 %42 to i32
  %.mask = and i32 %"%r31.0", 65535
  %44 = zext nneg i32 %.mask to i65
  %45 = call i65 @llvm.umin.i65(i65 %44, i65 127)
  %46 = trunc nuw nsw i65 %45 to i32
  %47 = shl nuw nsw i32 %46, 16
  %48 = or disjoint i32 %47, %43
  %49 = add i64 %23, 16
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = call i65 @llvm.umin.i65(i65 %44, i65 32767)
  %52 = trunc nuw nsw i65 %51 to i32
  %53 = zext nneg i16 %41 to i32
  %54 = shl nuw nsw i32 %52, 16
  %55 = or disjoint i32 %54, %53
  %56 = add i64 %23, 20
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %57, align 4
  %58 = call i8 @llvm.smax.i8(i8 %32, i8 0)
  %59 = and i32 %33, 65535
  %60 = zext nneg i8 %58 to i32
  %61 = shl nuw nsw i32 %60, 16
  %62 = or disjoint i32 %59, %61
  %63 = add i64 %23, 24
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  store i32 %62, ptr addrspace(1) %64, align 4
  %65 = call i32 @llvm.umin.i32(i32 %36, i32 127)
  %66 = call i32 @llvm.smax.i32(i32 %"%r31.0", i32 -128)
  %67 = call i32 @llvm.smin.i32(i32 %66, i32 127)
  %68 = shl nsw i32 %67, 16
  %69 = or disjoint i32 %65, %68
  %70 = add i64 %23, 28
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  store i32 %69, ptr addrspace(1) %71, align 4
  ret void

72:                                               ; preds = %allocas
  %73 = lshr i32 %9, 5
  %74 = icmp eq i32 %73, 1
  %75 = shl i32 %15, 8
  %76 = xor i32 %15, 128
  %77 = icmp eq i32 %73, 2
  %78 = select i1 %77, i32 %76, i32 %75
  %79 = lshr i32 %15, 16
  %80 = select i1 %74, i32 %79, i32 %78
  br label %"$L__BB2_2"
}

define amdgpu_kernel void @cvt_int_from_64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @INT64_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i64, ptr addrspace(1) %14, align 8, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB3_2", label %69

"$L__BB3_2":                                      ; preds = %69, %allocas
  %"%rd33.0" = phi i64 [ %15, %allocas ], [ %77, %69 ]
  %17 = inttoptr i64 %1 to ptr
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  %20 = shl nuw nsw i64 %11, 2
  %21 = add i64 %20, %19
  %22 = trunc i64 %"%rd33.0" to i32
  %23 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 %22, ptr addrspace(1) %23, align 4
  %24 = sext i64 %"%rd33.0" to i65
  %25 = call i65 @llvm.smax.i65(i65 %24, i65 -2147483648)
  %26 = call i65 @llvm.smin.i65(i65 %25, i65 2147483647)
  %27 = trunc nsw i65 %26 to i32
  %28 = add i64 %21, 4
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  store i32 %27, ptr addrspace(1) %29, align 4
  %30 = call i65 @llvm.smax.i65(i65 %24, i65 0)
  %31 = call i65 @llvm.umin.i65(i65 %30, i65 4294967295)
  %32 = trunc nuw i65 %31 to i32
  %33 = add i64 %21, 8
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  store i32 %32, ptr addrspace(1) %34, align 4
  %35 = zext i64 %"%rd33.0" to i65
  %36 = call i65 @llvm.umin.i65(i65 %35, i65 2147483647)
  %37 = trunc nuw nsw i65 %36 to i32
  %38 = add i64 %21, 12
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %37, ptr addrspace(1) %39, align 4
  %40 = call i65 @llvm.umin.i65(i65 %35, i65 4294967295)
  %41 = trunc nuw i65 %40 to i32
  %42 = add i64 %21, 16
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %43, align 4
  %44 = call i65 @llvm.smax.i65(i65 %24, i65 -32768)
  %45 = call i65 @llvm.smin.i65(i65 %44, i65 32767)
  %46 = trunc nsw i65 %45 to i32
  %47 = call i65 @llvm.umin.i65(i65 %35, i65 255)
  %48 = trunc nuw nsw i65 %47 to i32
  %49 = and i32 %46, 65535
  %50 = shl nuw nsw i32 %48, 16
  %51 = or disjoint i32 %49, %50
  %52 = add i64 %21, 20
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  store i32 %51, ptr addrspace(1) %53, align 4
  %54 = call i65 @llvm.umin.i65(i65 %35, i65 9223372036854775807)
  %55 = lshr i65 %54, 32
  %56 = trunc nuw nsw i65 %55 to i32
  %57 = trunc i65 %54 to i32
  %58 = shl i32 %57, 3
  %59 = xor i32 %58, %56
  %60 = add i64 %21, 24
  %61 = inttoptr i64 %60 to ptr addrspace(1)
  store i32 %59, ptr addrspace(1) %61, align 4
  %62 = lshr i65 %30, 32
  %63 = trunc nuw i65 %62 to i32
  %64 = trunc i65 %30 to i32
  %65 = shl i32 %64, 5
  %66 = xor i32 %65, %63
  %67 = add i64 %21, 28
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  store i32 %66, ptr addrspace(1) %68, align 4
  ret void

69:                                               ; preds = %allocas
  %70 = lshr i32 %9, 5
  %71 = icmp eq i32 %70, 1
  %72 = shl i64 %15, 11
  %73 = lshr i64 %15, 7
  %74 = icmp eq i32 %70, 2
  %75 = select i1 %74, i64 %73, i64 %72
  %76 = xor i64 %15, -1
  %77 = select i1 %71, i64 %76, i64 %75
  br label %"$L__BB3_2"
}

define amdgpu_kernel void @cvt_f32_to_int32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @CVT_F32 to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB4_2", label %52

"$L__BB4_2":                                      ; preds = %52, %allocas
  %"%r24.0" = phi i32 [ %15, %allocas ], [ %61, %52 ]
  %17 = shl i32 %9, 3
  %18 = inttoptr i64 %1 to ptr
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = ptrtoint ptr addrspace(1) %19 to i64
  %21 = zext i32 %17 to i64
  %22 = shl nuw nsw i64 %21, 2
  %23 = add i64 %22, %20
  %24 = bitcast i32 %"%r24.0" to float
  %25 = call float @llvm.roundeven.f32(float %24)
  %26 = call i32 @llvm.fptosi.sat.i32.f32(float %25)
  %27 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 %26, ptr addrspace(1) %27, align 4
  %28 = call float @llvm.trunc.f32(float %24)
  %29 = call i32 @llvm.fptosi.sat.i32.f32(float %28)
  %30 = add i64 %23, 4
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %29, ptr addrspace(1) %31, align 4
  %32 = call float @llvm.floor.f32(float %24)
  %33 = call i32 @llvm.fptosi.sat.i32.f32(float %32)
  %34 = add i64 %23, 8
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %35, align 4
  %36 = call float @llvm.ceil.f32(float %24)
  %37 = call i32 @llvm.fptosi.sat.i32.f32(float %36)
  %38 = add i64 %23, 12
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  store i32 %37, ptr addrspace(1) %39, align 4
  %40 = call i32 @llvm.fptoui.sat.i32.f32(float %25)
  %41 = add i64 %23, 16
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  store i32 %40, ptr addrspace(1) %42, align 4
  %43 = call i32 @llvm.fptoui.sat.i32.f32(float %28)
  %44 = add i64 %23, 20
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %45, align 4
  %46 = call i32 @llvm.fptoui.sat.i32.f32(float %32)
  %47 = add i64 %23, 24
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = call i32 @llvm.fptoui.sat.i32.f32(float %36)
  %50 = add i64 %23, 28
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %51, align 4
  ret void

52:                                               ; preds = %allocas
  %53 = lshr i32 %9, 5
  %54 = icmp eq i32 %53, 1
  %55 = or i32 %15, -2147483648
  %56 = add i32 %55, -1
  %57 = add i32 %15, 1
  %58 = icmp eq i32 %53, 2
  %59 = select i1 %58, i32 %57, i32 %56
  %60 = xor i32 %15, -2147483648
  %61 = select i1 %54, i32 %60, i32 %59
  br label %"$L__BB4_2"
}

define amdgpu_kernel void @cvt_f32_to_int64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @CVT_F32 to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB5_2", label %65

"$L__BB5_2":                                      ; preds = %65, %allocas
  %"%r16.0" = phi i32 [ %15, %allocas ], [ %74, %65 ]
  %17 = shl i32 %9, 3
  %18 = bitcast i32 %"%r16.0" to float
  %19 = call float @llvm.roundeven.f32(float %18)
  %20 = call i64 @llvm.fptosi.sat.i64.f32(float %19)
  %21 = fcmp uno float %18, 0.000000e+00
  %22 = select i1 %21, i64 -9223372036854775808, i64 %20
  %23 = call float @llvm.trunc.f32(float %18)
  %24 = call i64 @llvm.fptosi.sat.i64.f32(float %23)
  %25 = select i1 %21, i64 -9223372036854775808, i64 %24
  %26 = call float @llvm.floor.f32(float %18)
  %27 = call i64 @llvm.fptoui.sat.i64.f32(float %26)
  %28 = select i1 %21, i64 -9223372036854775808, i64 %27
  %29 = call float @llvm.ceil.f32(float %18)
  %30 = call i64 @llvm.fptoui.sat.i64.f32(float %29)
  %31 = select i1 %21, i64 -9223372036854775808, i64 %30
  %32 = inttoptr i64 %1 to ptr
  %33 = addrspacecast ptr %32 to ptr addrspace(1)
  %34 = ptrtoint ptr addrspace(1) %33 to i64
  %35 = zext i32 %17 to i64
  %36 = shl nuw nsw i64 %35, 2
  %37 = add i64 %36, %34
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = trunc i64 %22 to i32
  store i32 %39, ptr addrspace(1) %38, align 4
  %40 = lshr i64 %22, 32
  %41 = add i64 %37, 4
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  %43 = trunc nuw i64 %40 to i32
  store i32 %43, ptr addrspace(1) %42, align 4
  %44 = add i64 %37, 8
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  %46 = trunc i64 %25 to i32
  store i32 %46, ptr addrspace(1) %45, align 4
  %47 = lshr i64 %25, 32
  %48 = add i64 %37, 12
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  %50 = trunc nuw i64 %47 to i32
  store i32 %50, ptr addrspace(1) %49, align 4
  %51 = add i64 %37, 16
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  %53 = trunc i64 %28 to i32
  store i32 %53, ptr addrspace(1) %52, align 4
  %54 = lshr i64 %28, 32
  %55 = add i64 %37, 20
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  %57 = trunc nuw i64 %54 to i32
  store i32 %57, ptr addrspace(1) %56, align 4
  %58 = add i64 %37, 24
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  %60 = trunc i64 %31 to i32
  store i32 %60, ptr addrspace(1) %59, align 4
  %61 = lshr i64 %31, 32
  %62 = add i64 %37, 28
  %63 = inttoptr i64 %62 to ptr addrspace(1)
  %64 = trunc nuw i64 %61 to i32
  store i32 %64, ptr addrspace(1) %63, align 4
  ret void

65:                                               ; preds = %allocas
  %66 = lshr i32 %9, 5
  %67 = icmp eq i32 %66, 1
  %68 = or i32 %15, -2147483648
  %69 = add i32 %68, -1
  %70 = add i32 %15, 1
  %71 = icmp eq i32 %66, 2
  %72 = select i1 %71, i32 %70, i32 %69
  %73 = xor i32 %15, -2147483648
  %74 = select i1 %67, i32 %73, i32 %72
  br label %"$L__BB5_2"
}

define amdgpu_kernel void @cvt_f32_to_int_small(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @CVT_F32 to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB6_2", label %76

"$L__BB6_2":                                      ; preds = %76, %allocas
  %"%r23.0" = phi i32 [ %15, %allocas ], [ %85, %76 ]
  %17 = shl i32 %9, 3
  %18 = inttoptr i64 %1 to ptr
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = ptrtoint ptr addrspace(1) %19 to i64
  %21 = zext i32 %17 to i64
  %22 = shl nuw nsw i64 %21, 2
  %23 = add i64 %22, %20
  %24 = bitcast i32 %"%r23.0" to float
  %25 = call float @llvm.roundeven.f32(float %24)
  %26 = call i16 @llvm.fptosi.sat.i16.f32(float %25)
  %27 = sext i16 %26 to i32
  %28 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 %27, ptr addrspace(1) %28, align 4
  %29 = call float @llvm.trunc.f32(float %24)
  %30 = call i16 @llvm.fptoui.sat.i16.f32(float %29)
  %31 = zext i16 %30 to i32
  %32 = add i64 %23, 4
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %33, align 4
  %34 = call float @llvm.floor.f32(float %24)
  %35 = call i8 @llvm.fptosi.sat.i8.f32(float %34)
  %36 = sext i8 %35 to i32
  %37 = add i64 %23, 8
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %38, align 4
  %39 = call float @llvm.ceil.f32(float %24)
  %40 = call i8 @llvm.fptoui.sat.i8.f32(float %39)
  %41 = zext i8 %40 to i32
  %42 = add i64 %23, 12
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %43, align 4
  %44 = call i16 @llvm.fptosi.sat.i16.f32(float %29)
  %45 = call i16 @llvm.fptoui.sat.i16.f32(float %25)
  %46 = zext i16 %44 to i32
  %47 = zext i16 %45 to i32
  %48 = shl nuw i32 %47, 16
  %49 = or disjoint i32 %48, %46
  %50 = add i64 %23, 16
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %51, align 4
  %52 = call i8 @llvm.fptosi.sat.i8.f32(float %39)
  %53 = sext i8 %52 to i32
  %54 = call i8 @llvm.fptoui.sat.i8.f32(float %29)
  %55 = and i32 %53, 65535
  %56 = zext i8 %54 to i32
  %57 = shl nuw nsw i32 %56, 16
  %58 = or disjoint i32 %55, %57
  %59 = add i64 %23, 20
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = call float @llvm.fabs.f32(float %24)
  %62 = fcmp olt float %61, 0x3810000000000000
  %63 = call float @llvm.copysign.f32(float 0.000000e+00, float %24)
  %64 = select i1 %62, float %63, float %24
  %65 = call float @llvm.ceil.f32(float %64)
  %66 = call i32 @llvm.fptosi.sat.i32.f32(float %65)
  %67 = add i64 %23, 24
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  store i32 %66, ptr addrspace(1) %68, align 4
  %69 = call float @llvm.floor.f32(float %64)
  %70 = call i64 @llvm.fptosi.sat.i64.f32(float %69)
  %71 = fcmp uno float %64, 0.000000e+00
  %72 = trunc i64 %70 to i32
  %73 = add i64 %23, 28
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  %75 = select i1 %71, i32 0, i32 %72
  store i32 %75, ptr addrspace(1) %74, align 4
  ret void

76:                                               ; preds = %allocas
  %77 = lshr i32 %9, 5
  %78 = icmp eq i32 %77, 1
  %79 = or i32 %15, -2147483648
  %80 = add i32 %79, -1
  %81 = add i32 %15, 1
  %82 = icmp eq i32 %77, 2
  %83 = select i1 %82, i32 %81, i32 %80
  %84 = xor i32 %15, -2147483648
  %85 = select i1 %78, i32 %84, i32 %83
  br label %"$L__BB6_2"
}

define amdgpu_kernel void @cvt_f64_to_int32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @CVT_F64 to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i64, ptr addrspace(1) %14, align 8, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB7_2", label %70

"$L__BB7_2":                                      ; preds = %70, %allocas
  %"%rd17.0" = phi i64 [ %15, %allocas ], [ %79, %70 ]
  %17 = inttoptr i64 %1 to ptr
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  %20 = shl nuw nsw i64 %11, 2
  %21 = add i64 %20, %19
  %22 = bitcast i64 %"%rd17.0" to double
  %23 = call double @llvm.roundeven.f64(double %22)
  %24 = call i32 @llvm.fptosi.sat.i32.f64(double %23)
  %25 = fcmp uno double %22, 0.000000e+00
  %26 = select i1 %25, i32 -2147483648, i32 %24
  %27 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 %26, ptr addrspace(1) %27, align 4
  %28 = call double @llvm.trunc.f64(double %22)
  %29 = call i32 @llvm.fptosi.sat.i32.f64(double %28)
  %30 = select i1 %25, i32 -2147483648, i32 %29
  %31 = add i64 %21, 4
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  store i32 %30, ptr addrspace(1) %32, align 4
  %33 = call double @llvm.floor.f64(double %22)
  %34 = call i32 @llvm.fptosi.sat.i32.f64(double %33)
  %35 = select i1 %25, i32 -2147483648, i32 %34
  %36 = add i64 %21, 8
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  store i32 %35, ptr addrspace(1) %37, align 4
  %38 = call double @llvm.ceil.f64(double %22)
  %39 = call i32 @llvm.fptosi.sat.i32.f64(double %38)
  %40 = select i1 %25, i32 -2147483648, i32 %39
  %41 = add i64 %21, 12
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  store i32 %40, ptr addrspace(1) %42, align 4
  %43 = call i32 @llvm.fptoui.sat.i32.f64(double %23)
  %44 = select i1 %25, i32 -2147483648, i32 %43
  %45 = add i64 %21, 16
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %46, align 4
  %47 = call i32 @llvm.fptoui.sat.i32.f64(double %28)
  %48 = select i1 %25, i32 -2147483648, i32 %47
  %49 = add i64 %21, 20
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = call i16 @llvm.fptoui.sat.i16.f64(double %33)
  %52 = zext i16 %51 to i32
  %53 = call i16 @llvm.fptosi.sat.i16.f64(double %38)
  %54 = zext i16 %53 to i32
  %55 = shl nuw i32 %54, 16
  %56 = or disjoint i32 %55, %52
  %57 = select i1 %25, i32 -2147450880, i32 %56
  %58 = add i64 %21, 24
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  %60 = call i8 @llvm.fptosi.sat.i8.f64(double %23)
  %61 = sext i8 %60 to i32
  %62 = and i32 %61, 65535
  %63 = call i8 @llvm.fptoui.sat.i8.f64(double %28)
  %64 = zext i8 %63 to i32
  %65 = shl nuw nsw i32 %64, 16
  %66 = or disjoint i32 %62, %65
  %67 = select i1 %25, i32 8454016, i32 %66
  %68 = add i64 %21, 28
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  store i32 %67, ptr addrspace(1) %69, align 4
  ret void

70:                                               ; preds = %allocas
  %71 = lshr i32 %9, 5
  %72 = icmp eq i32 %71, 1
  %73 = or i64 %15, -9223372036854775808
  %74 = add i64 %73, -1
  %75 = add i64 %15, 1
  %76 = icmp eq i32 %71, 2
  %77 = select i1 %76, i64 %75, i64 %74
  %78 = xor i64 %15, -9223372036854775808
  %79 = select i1 %72, i64 %78, i64 %77
  br label %"$L__BB7_2"
}

define amdgpu_kernel void @cvt_f64_to_int64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @CVT_F64 to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i64, ptr addrspace(1) %14, align 8, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB8_2", label %63

"$L__BB8_2":                                      ; preds = %63, %allocas
  %"%rd25.0" = phi i64 [ %15, %allocas ], [ %72, %63 ]
  %17 = bitcast i64 %"%rd25.0" to double
  %18 = call double @llvm.roundeven.f64(double %17)
  %19 = call i64 @llvm.fptosi.sat.i64.f64(double %18)
  %20 = fcmp uno double %17, 0.000000e+00
  %21 = select i1 %20, i64 -9223372036854775808, i64 %19
  %22 = call double @llvm.trunc.f64(double %17)
  %23 = call i64 @llvm.fptosi.sat.i64.f64(double %22)
  %24 = select i1 %20, i64 -9223372036854775808, i64 %23
  %25 = call double @llvm.floor.f64(double %17)
  %26 = call i64 @llvm.fptoui.sat.i64.f64(double %25)
  %27 = select i1 %20, i64 -9223372036854775808, i64 %26
  %28 = call double @llvm.ceil.f64(double %17)
  %29 = call i64 @llvm.fptoui.sat.i64.f64(double %28)
  %30 = select i1 %20, i64 -9223372036854775808, i64 %29
  %31 = inttoptr i64 %1 to ptr
  %32 = addrspacecast ptr %31 to ptr addrspace(1)
  %33 = ptrtoint ptr addrspace(1) %32 to i64
  %34 = shl nuw nsw i64 %11, 2
  %35 = add i64 %34, %33
  %36 = inttoptr i64 %35 to ptr addrspace(1)
  %37 = trunc i64 %21 to i32
  store i32 %37, ptr addrspace(1) %36, align 4
  %38 = lshr i64 %21, 32
  %39 = add i64 %35, 4
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  %41 = trunc nuw i64 %38 to i32
  store i32 %41, ptr addrspace(1) %40, align 4
  %42 = add i64 %35, 8
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  %44 = trunc i64 %24 to i32
  store i32 %44, ptr addrspace(1) %43, align 4
  %45 = lshr i64 %24, 32
  %46 = add i64 %35, 12
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  %48 = trunc nuw i64 %45 to i32
  store i32 %48, ptr addrspace(1) %47, align 4
  %49 = add i64 %35, 16
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  %51 = trunc i64 %27 to i32
  store i32 %51, ptr addrspace(1) %50, align 4
  %52 = lshr i64 %27, 32
  %53 = add i64 %35, 20
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  %55 = trunc nuw i64 %52 to i32
  store i32 %55, ptr addrspace(1) %54, align 4
  %56 = add i64 %35, 24
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  %58 = trunc i64 %30 to i32
  store i32 %58, ptr addrspace(1) %57, align 4
  %59 = lshr i64 %30, 32
  %60 = add i64 %35, 28
  %61 = inttoptr i64 %60 to ptr addrspace(1)
  %62 = trunc nuw i64 %59 to i32
  store i32 %62, ptr addrspace(1) %61, align 4
  ret void

63:                                               ; preds = %allocas
  %64 = lshr i32 %9, 5
  %65 = icmp eq i32 %64, 1
  %66 = or i64 %15, -9223372036854775808
  %67 = add i64 %66, -1
  %68 = add i64 %15, 1
  %69 = icmp eq i32 %64, 2
  %70 = select i1 %69, i64 %68, i64 %67
  %71 = xor i64 %15, -9223372036854775808
  %72 = select i1 %65, i64 %71, i64 %70
  br label %"$L__BB8_2"
}

define amdgpu_kernel void @cvt_f16_to_int(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 1
  %11 = and i32 %10, 62
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @CVT_F16 to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i16, ptr addrspace(1) %14, align 2, !invariant.load !1
  %16 = and i32 %9, 2097120
  switch i32 %16, label %"$L__BB9_2" [
    i32 0, label %"$L__BB9_5"
    i32 32, label %"$L__BB9_3"
  ]

"$L__BB9_3":                                      ; preds = %allocas
  %17 = xor i16 %15, -32768
  br label %"$L__BB9_5"

"$L__BB9_5":                                      ; preds = %allocas, %"$L__BB9_2", %"$L__BB9_3"
  %"%r29.0" = phi i16 [ %17, %"$L__BB9_3" ], [ %80, %"$L__BB9_2" ], [ %15, %allocas ]
  %18 = shl i32 %9, 3
  %19 = inttoptr i64 %1 to ptr
  %20 = addrspacecast ptr %19 to ptr addrspace(1)
  %21 = ptrtoint ptr addrspace(1) %20 to i64
  %22 = zext i32 %18 to i64
  %23 = shl nuw nsw i64 %22, 2
  %24 = add i64 %23, %21
  %25 = bitcast i16 %"%r29.0" to half
  %26 = fpext half %25 to float
  %27 = call float @llvm.roundeven.f32(float %26)
  %28 = call i32 @llvm.fptosi.sat.i32.f32(float %27)
  %29 = inttoptr i64 %24 to ptr addrspace(1)
  store i32 %28, ptr addrspace(1) %29, align 4
  %30 = call float @llvm.trunc.f32(float %26)
  %31 = call i32 @llvm.fptosi.sat.i32.f32(float %30)
  %32 = add i64 %24, 4
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %33, align 4
  %34 = call float @llvm.floor.f32(float %26)
  %35 = call i32 @llvm.fptosi.sat.i32.f32(float %34)
  %36 = add i64 %24, 8
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  store i32 %35, ptr addrspace(1) %37, align 4
  %38 = call float @llvm.ceil.f32(float %26)
  %39 = call i32 @llvm.fptosi.sat.i32.f32(float %38)
  %40 = add i64 %24, 12
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  store i32 %39, ptr addrspace(1) %41, align 4
  %42 = call i32 @llvm.fptoui.sat.i32.f32(float %27)
  %43 = add i64 %24, 16
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %44, align 4
  %45 = call i16 @llvm.fptoui.sat.i16.f32(float %30)
  %46 = call i16 @llvm.fptosi.sat.i16.f32(float %27)
  %47 = zext i16 %45 to i32
  %48 = zext i16 %46 to i32
  %49 = shl nuw i32 %48, 16
  %50 = or disjoint i32 %49, %47
  %51 = add i64 %24, 20
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %52, align 4
  %53 = call i8 @llvm.fptosi.sat.i8.f32(float %34)
  %54 = sext i8 %53 to i32
  %55 = call i8 @llvm.fptoui.sat.i8.f32(float %38)
  %56 = and i32 %54, 65535
  %57 = zext i8 %55 to i32
  %58 = shl nuw nsw i32 %57, 16
  %59 = or disjoint i32 %56, %58
  %60 = add i64 %24, 24
  %61 = inttoptr i64 %60 to ptr addrspace(1)
  store i32 %59, ptr addrspace(1) %61, align 4
  %62 = call i64 @llvm.fptosi.sat.i64.f32(float %30)
  %63 = fcmp uno half %25, 0xH0000
  %64 = select i1 %63, i64 -9223372036854775808, i64 %62
  %65 = lshr i64 %64, 32
  %66 = xor i64 %65, %64
  %67 = trunc i64 %66 to i32
  %68 = call i64 @llvm.fptoui.sat.i64.f32(float %27)
  %69 = lshr i64 %68, 31
  %70 = trunc i64 %69 to i32
  %71 = and i32 %70, -2
  %72 = select i1 %63, i32 0, i32 %71
  %73 = xor i32 %72, %67
  %74 = add i64 %24, 28
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  store i32 %73, ptr addrspace(1) %75, align 4
  ret void

"$L__BB9_2":                                      ; preds = %allocas
  %76 = icmp eq i32 %16, 64
  %77 = add i16 %15, 1
  %78 = or i16 %15, -32768
  %79 = add i16 %78, -1
  %80 = select i1 %76, i16 %77, i16 %79
  br label %"$L__BB9_5"
}

define amdgpu_kernel void @cvt_int32_to_f32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB10_2", label %97

"$L__BB10_2":                                     ; preds = %97, %allocas
  %"%r39.0" = phi i32 [ %15, %allocas ], [ %105, %97 ]
  %17 = shl i32 %9, 3
  %18 = inttoptr i64 %1 to ptr
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = ptrtoint ptr addrspace(1) %19 to i64
  %21 = zext i32 %17 to i64
  %22 = shl nuw nsw i64 %21, 2
  %23 = add i64 %22, %20
  %24 = sitofp i32 %"%r39.0" to float
  %25 = bitcast float %24 to i32
  %26 = inttoptr i64 %23 to ptr addrspace(1)
  store float %24, ptr addrspace(1) %26, align 4
  %27 = call i32 @llvm.fptosi.sat.i32.f32(float %24)
  %28 = fcmp oge float %24, 0x41E0000000000000
  %29 = icmp sle i32 %"%r39.0", %27
  %30 = icmp slt i32 %"%r39.0", %27
  %31 = or i1 %30, %28
  %.not38 = or i1 %29, %28
  %32 = xor i1 %.not38, true
  %33 = icmp eq i32 %"%r39.0", 0
  %34 = icmp sgt i32 %"%r39.0", 0
  %35 = add i32 %25, 1
  %36 = add i32 %25, -1
  %37 = select i1 %34, i32 %36, i32 %35
  %38 = bitcast i32 %37 to float
  %39 = select i1 %33, float 0xB6A0000000000000, float %38
  %40 = select i1 %34, i32 %35, i32 %36
  %41 = bitcast i32 %40 to float
  %42 = select i1 %33, float 0x36A0000000000000, float %41
  %43 = select i1 %31, float %39, float %24
  %44 = select i1 %.not38, float %24, float %42
  %45 = and i1 %33, %32
  %46 = or i1 %34, %45
  %47 = select i1 %46, float %43, float %44
  %48 = fcmp uno float %47, 0.000000e+00
  %49 = bitcast float %47 to i32
  %50 = select i1 %48, i32 2147483647, i32 %49
  %51 = add i64 %23, 4
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %52, align 4
  %53 = fcmp uno float %43, 0.000000e+00
  %54 = bitcast float %43 to i32
  %55 = select i1 %53, i32 2147483647, i32 %54
  %56 = add i64 %23, 8
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %57, align 4
  %58 = fcmp uno float %44, 0.000000e+00
  %59 = bitcast float %44 to i32
  %60 = select i1 %58, i32 2147483647, i32 %59
  %61 = add i64 %23, 12
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %62, align 4
  %63 = uitofp i32 %"%r39.0" to float
  %64 = bitcast float %63 to i32
  %65 = add i64 %23, 16
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store float %63, ptr addrspace(1) %66, align 4
  %67 = call i32 @llvm.fptoui.sat.i32.f32(float %63)
  %68 = fcmp oge float %63, 0x41F0000000000000
  %69 = icmp ule i32 %"%r39.0", %67
  %70 = icmp ult i32 %"%r39.0", %67
  %71 = or i1 %70, %68
  %.not39 = or i1 %69, %68
  %72 = add nuw i32 %64, 1
  %73 = add nsw i32 %64, -1
  %74 = select i1 %33, i32 1, i32 %73
  %75 = bitcast i32 %74 to float
  %76 = select i1 %33, float 0xB6A0000000000000, float %75
  %77 = select i1 %33, i32 -1, i32 %72
  %78 = bitcast i32 %77 to float
  %79 = select i1 %71, float %76, float %63
  %80 = select i1 %.not39, float %63, float %78
  %81 = select i1 %33, float 0.000000e+00, float %79
  %82 = fcmp uno float %81, 0.000000e+00
  %83 = bitcast float %81 to i32
  %84 = select i1 %82, i32 2147483647, i32 %83
  %85 = add i64 %23, 20
  %86 = inttoptr i64 %85 to ptr addrspace(1)
  store i32 %84, ptr addrspace(1) %86, align 4
  %87 = fcmp uno float %79, 0.000000e+00
  %88 = bitcast float %79 to i32
  %89 = select i1 %87, i32 2147483647, i32 %88
  %90 = add i64 %23, 24
  %91 = inttoptr i64 %90 to ptr addrspace(1)
  store i32 %89, ptr addrspace(1) %91, align 4
  %92 = fcmp uno float %80, 0.000000e+00
  %93 = bitcast float %80 to i32
  %94 = select i1 %92, i32 2147483647, i32 %93
  %95 = add i64 %23, 28
  %96 = inttoptr i64 %95 to ptr addrspace(1)
  store i32 %94, ptr addrspace(1) %96, align 4
  ret void

97:                                               ; preds = %allocas
  %98 = lshr i32 %9, 5
  %99 = icmp eq i32 %98, 1
  %100 = shl i32 %15, 8
  %101 = xor i32 %15, 128
  %102 = icmp eq i32 %98, 2
  %103 = select i1 %102, i32 %101, i32 %100
  %104 = lshr i32 %15, 16
  %105 = select i1 %99, i32 %104, i32 %103
  br label %"$L__BB10_2"
}

define amdgpu_kernel void @cvt_int64_to_f32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @INT64_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i64, ptr addrspace(1) %14, align 8, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB11_2", label %93

"$L__BB11_2":                                     ; preds = %93, %allocas
  %"%rd24.0" = phi i64 [ %15, %allocas ], [ %101, %93 ]
  %17 = inttoptr i64 %1 to ptr
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  %20 = shl nuw nsw i64 %11, 2
  %21 = add i64 %20, %19
  %22 = sitofp i64 %"%rd24.0" to float
  %23 = bitcast float %22 to i32
  %24 = inttoptr i64 %21 to ptr addrspace(1)
  store float %22, ptr addrspace(1) %24, align 4
  %25 = call i64 @llvm.fptosi.sat.i64.f32(float %22)
  %26 = fcmp oge float %22, 0x43E0000000000000
  %27 = icmp sle i64 %"%rd24.0", %25
  %28 = icmp slt i64 %"%rd24.0", %25
  %29 = or i1 %28, %26
  %.not38 = or i1 %27, %26
  %30 = xor i1 %.not38, true
  %31 = icmp eq i64 %"%rd24.0", 0
  %32 = icmp sgt i64 %"%rd24.0", 0
  %33 = add i32 %23, 1
  %34 = add i32 %23, -1
  %35 = select i1 %32, i32 %34, i32 %33
  %36 = bitcast i32 %35 to float
  %37 = select i1 %31, float 0xB6A0000000000000, float %36
  %38 = select i1 %32, i32 %33, i32 %34
  %39 = bitcast i32 %38 to float
  %40 = select i1 %31, float 0x36A0000000000000, float %39
  %41 = select i1 %29, float %37, float %22
  %42 = select i1 %.not38, float %22, float %40
  %43 = and i1 %31, %30
  %44 = or i1 %32, %43
  %45 = select i1 %44, float %41, float %42
  %46 = fcmp uno float %45, 0.000000e+00
  %47 = bitcast float %45 to i32
  %48 = select i1 %46, i32 2147483647, i32 %47
  %49 = add i64 %21, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = fcmp uno float %41, 0.000000e+00
  %52 = bitcast float %41 to i32
  %53 = select i1 %51, i32 2147483647, i32 %52
  %54 = add i64 %21, 8
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = fcmp uno float %42, 0.000000e+00
  %57 = bitcast float %42 to i32
  %58 = select i1 %56, i32 2147483647, i32 %57
  %59 = add i64 %21, 12
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = uitofp i64 %"%rd24.0" to float
  %62 = bitcast float %61 to i32
  %63 = add i64 %21, 16
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  store float %61, ptr addrspace(1) %64, align 4
  %65 = call i64 @llvm.fptoui.sat.i64.f32(float %61)
  %66 = fcmp oge float %61, 0x43F0000000000000
  %67 = icmp ule i64 %"%rd24.0", %65
  %68 = icmp ult i64 %"%rd24.0", %65
  %69 = or i1 %68, %66
  %.not39 = or i1 %67, %66
  %70 = add nuw i32 %62, 1
  %71 = add nsw i32 %62, -1
  %72 = bitcast i32 %71 to float
  %73 = select i1 %31, float 0xB6A0000000000000, float %72
  %74 = bitcast i32 %70 to float
  %75 = select i1 %69, float %73, float %61
  %76 = select i1 %.not39, float %61, float %74
  %77 = select i1 %31, float 0.000000e+00, float %75
  %78 = fcmp uno float %77, 0.000000e+00
  %79 = bitcast float %77 to i32
  %80 = select i1 %78, i32 2147483647, i32 %79
  %81 = add i64 %21, 20
  %82 = inttoptr i64 %81 to ptr addrspace(1)
  store i32 %80, ptr addrspace(1) %82, align 4
  %83 = fcmp uno float %75, 0.000000e+00
  %84 = bitcast float %75 to i32
  %85 = select i1 %83, i32 2147483647, i32 %84
  %86 = add i64 %21, 24
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  store i32 %85, ptr addrspace(1) %87, align 4
  %88 = fcmp uno float %76, 0.000000e+00
  %89 = bitcast float %76 to i32
  %90 = select i1 %88, i32 2147483647, i32 %89
  %91 = add i64 %21, 28
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %92, align 4
  ret void

93:                                               ; preds = %allocas
  %94 = lshr i32 %9, 5
  %95 = icmp eq i32 %94, 1
  %96 = shl i64 %15, 11
  %97 = lshr i64 %15, 7
  %98 = icmp eq i32 %94, 2
  %99 = select i1 %98, i64 %97, i64 %96
  %100 = xor i64 %15, -1
  %101 = select i1 %95, i64 %100, i64 %99
  br label %"$L__BB11_2"
}

define amdgpu_kernel void @cvt_s64_to_f64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @INT64_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i64, ptr addrspace(1) %14, align 8, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB12_2", label %84

"$L__BB12_2":                                     ; preds = %84, %allocas
  %"%rd28.0" = phi i64 [ %15, %allocas ], [ %92, %84 ]
  %17 = inttoptr i64 %1 to ptr
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  %20 = shl nuw nsw i64 %11, 2
  %21 = add i64 %20, %19
  %22 = sitofp i64 %"%rd28.0" to double
  %23 = bitcast double %22 to i64
  %24 = trunc i64 %23 to i32
  %25 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 %24, ptr addrspace(1) %25, align 4
  %26 = lshr i64 %23, 32
  %27 = trunc nuw i64 %26 to i32
  %28 = add i64 %21, 4
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  store i32 %27, ptr addrspace(1) %29, align 4
  %30 = call i64 @llvm.fptosi.sat.i64.f64(double %22)
  %31 = fcmp oge double %22, 0x43E0000000000000
  %32 = icmp sle i64 %"%rd28.0", %30
  %33 = icmp slt i64 %"%rd28.0", %30
  %34 = or i1 %33, %31
  %.not34 = or i1 %32, %31
  %35 = xor i1 %.not34, true
  %36 = icmp eq i64 %"%rd28.0", 0
  %37 = icmp sgt i64 %"%rd28.0", 0
  %38 = add i64 %23, 1
  %39 = add i64 %23, -1
  %40 = select i1 %37, i64 %39, i64 %38
  %41 = bitcast i64 %40 to double
  %42 = select i1 %36, double -4.940660e-324, double %41
  %43 = select i1 %37, i64 %38, i64 %39
  %44 = bitcast i64 %43 to double
  %45 = select i1 %36, double 4.940660e-324, double %44
  %46 = select i1 %34, double %42, double %22
  %47 = select i1 %.not34, double %22, double %45
  %48 = and i1 %36, %35
  %49 = or i1 %37, %48
  %50 = select i1 %49, double %46, double %47
  %51 = fcmp uno double %50, 0.000000e+00
  %52 = bitcast double %50 to i64
  %53 = trunc i64 %52 to i32
  %54 = select i1 %51, i32 -1, i32 %53
  %55 = add i64 %21, 8
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  %57 = lshr i64 %52, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = select i1 %51, i32 2147483647, i32 %58
  %60 = add i64 %21, 12
  %61 = inttoptr i64 %60 to ptr addrspace(1)
  store i32 %59, ptr addrspace(1) %61, align 4
  %62 = fcmp uno double %46, 0.000000e+00
  %63 = bitcast double %46 to i64
  %64 = trunc i64 %63 to i32
  %65 = select i1 %62, i32 -1, i32 %64
  %66 = add i64 %21, 16
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  %68 = lshr i64 %63, 32
  %69 = trunc nuw i64 %68 to i32
  %70 = select i1 %62, i32 2147483647, i32 %69
  %71 = add i64 %21, 20
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i32 %70, ptr addrspace(1) %72, align 4
  %73 = fcmp uno double %47, 0.000000e+00
  %74 = bitcast double %47 to i64
  %75 = trunc i64 %74 to i32
  %76 = select i1 %73, i32 -1, i32 %75
  %77 = add i64 %21, 24
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  store i32 %76, ptr addrspace(1) %78, align 4
  %79 = lshr i64 %74, 32
  %80 = trunc nuw i64 %79 to i32
  %81 = select i1 %73, i32 2147483647, i32 %80
  %82 = add i64 %21, 28
  %83 = inttoptr i64 %82 to ptr addrspace(1)
  store i32 %81, ptr addrspace(1) %83, align 4
  ret void

84:                                               ; preds = %allocas
  %85 = lshr i32 %9, 5
  %86 = icmp eq i32 %85, 1
  %87 = shl i64 %15, 11
  %88 = lshr i64 %15, 7
  %89 = icmp eq i32 %85, 2
  %90 = select i1 %89, i64 %88, i64 %87
  %91 = xor i64 %15, -1
  %92 = select i1 %86, i64 %91, i64 %90
  br label %"$L__BB12_2"
}

define amdgpu_kernel void @cvt_u64_to_f64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @INT64_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i64, ptr addrspace(1) %14, align 8, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB13_2", label %79

"$L__BB13_2":                                     ; preds = %79, %allocas
  %"%rd28.0" = phi i64 [ %15, %allocas ], [ %87, %79 ]
  %17 = inttoptr i64 %1 to ptr
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  %20 = shl nuw nsw i64 %11, 2
  %21 = add i64 %20, %19
  %22 = uitofp i64 %"%rd28.0" to double
  %23 = bitcast double %22 to i64
  %24 = trunc i64 %23 to i32
  %25 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 %24, ptr addrspace(1) %25, align 4
  %26 = lshr i64 %23, 32
  %27 = trunc nuw nsw i64 %26 to i32
  %28 = add i64 %21, 4
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  store i32 %27, ptr addrspace(1) %29, align 4
  %30 = call i64 @llvm.fptoui.sat.i64.f64(double %22)
  %31 = fcmp oge double %22, 0x43F0000000000000
  %32 = icmp ule i64 %"%rd28.0", %30
  %33 = icmp ult i64 %"%rd28.0", %30
  %34 = or i1 %33, %31
  %.not34 = or i1 %32, %31
  %35 = icmp eq i64 %"%rd28.0", 0
  %36 = add nuw i64 %23, 1
  %37 = add nsw i64 %23, -1
  %38 = select i1 %35, i64 1, i64 %37
  %39 = bitcast i64 %38 to double
  %40 = select i1 %35, double -4.940660e-324, double %39
  %41 = select i1 %35, i64 -1, i64 %36
  %42 = bitcast i64 %41 to double
  %43 = select i1 %34, double %40, double %22
  %44 = select i1 %.not34, double %22, double %42
  %45 = select i1 %35, double 0.000000e+00, double %43
  %46 = fcmp uno double %45, 0.000000e+00
  %47 = bitcast double %45 to i64
  %48 = trunc i64 %47 to i32
  %49 = select i1 %46, i32 -1, i32 %48
  %50 = add i64 %21, 8
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %51, align 4
  %52 = lshr i64 %47, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = select i1 %46, i32 2147483647, i32 %53
  %55 = add i64 %21, 12
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  %57 = fcmp uno double %43, 0.000000e+00
  %58 = bitcast double %43 to i64
  %59 = trunc i64 %58 to i32
  %60 = select i1 %57, i32 -1, i32 %59
  %61 = add i64 %21, 16
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %62, align 4
  %63 = lshr i64 %58, 32
  %64 = trunc nuw i64 %63 to i32
  %65 = select i1 %57, i32 2147483647, i32 %64
  %66 = add i64 %21, 20
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  %68 = fcmp uno double %44, 0.000000e+00
  %69 = bitcast double %44 to i64
  %70 = trunc i64 %69 to i32
  %71 = select i1 %68, i32 -1, i32 %70
  %72 = add i64 %21, 24
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  store i32 %71, ptr addrspace(1) %73, align 4
  %74 = lshr i64 %69, 32
  %75 = trunc nuw i64 %74 to i32
  %76 = select i1 %68, i32 2147483647, i32 %75
  %77 = add i64 %21, 28
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  store i32 %76, ptr addrspace(1) %78, align 4
  ret void

79:                                               ; preds = %allocas
  %80 = lshr i32 %9, 5
  %81 = icmp eq i32 %80, 1
  %82 = shl i64 %15, 11
  %83 = lshr i64 %15, 7
  %84 = icmp eq i32 %80, 2
  %85 = select i1 %84, i64 %83, i64 %82
  %86 = xor i64 %15, -1
  %87 = select i1 %81, i64 %86, i64 %85
  br label %"$L__BB13_2"
}

define amdgpu_kernel void @cvt_int_to_f64_f16(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB14_2", label %358

"$L__BB14_2":                                     ; preds = %358, %allocas
  %"%r42.0" = phi i32 [ %15, %allocas ], [ %366, %358 ]
  %17 = shl i32 %9, 3
  %18 = inttoptr i64 %1 to ptr
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = ptrtoint ptr addrspace(1) %19 to i64
  %21 = zext i32 %17 to i64
  %22 = shl nuw nsw i64 %21, 2
  %23 = add i64 %22, %20
  %24 = sitofp i32 %"%r42.0" to double
  %25 = bitcast double %24 to i64
  %26 = trunc i64 %25 to i32
  %27 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 %26, ptr addrspace(1) %27, align 4
  %28 = lshr i64 %25, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = add i64 %23, 4
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %29, ptr addrspace(1) %31, align 4
  %32 = uitofp i32 %"%r42.0" to double
  %33 = bitcast double %32 to i64
  %34 = lshr i64 %33, 32
  %35 = trunc nuw nsw i64 %34 to i32
  %36 = call i32 @llvm.fptoui.sat.i32.f64(double %32)
  %.not = icmp ult i32 %"%r42.0", %36
  %37 = icmp eq i32 %"%r42.0", 0
  %38 = add nsw i64 %33, -1
  %39 = bitcast i64 %38 to double
  %40 = select i1 %37, double -4.940660e-324, double %39
  %41 = select i1 %.not, double %40, double %32
  %42 = select i1 %37, double 0.000000e+00, double %41
  %43 = fcmp uno double %42, 0.000000e+00
  %44 = bitcast double %42 to i64
  %45 = trunc i64 %44 to i32
  %46 = select i1 %43, i32 -1, i32 %45
  %47 = xor i32 %46, %35
  %48 = add i64 %23, 8
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %47, ptr addrspace(1) %49, align 4
  %50 = trunc i32 %"%r42.0" to i16
  %51 = sitofp i16 %50 to float
  %52 = bitcast float %51 to i32
  %53 = trunc i32 %"%r42.0" to i8
  %54 = uitofp i8 %53 to float
  %55 = bitcast float %54 to i32
  %56 = lshr i32 %55, 3
  %57 = xor i32 %56, %52
  %58 = add i64 %23, 12
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  %60 = sitofp i32 %"%r42.0" to float
  %61 = call i32 @llvm.fptosi.sat.i32.f32(float %60)
  %62 = fcmp oge float %60, 0x41E0000000000000
  %63 = icmp sle i32 %"%r42.0", %61
  %64 = icmp slt i32 %"%r42.0", %61
  %65 = or i1 %64, %62
  %.not41 = or i1 %63, %62
  %66 = select i1 %.not41, float 0.000000e+00, float 1.000000e+00
  %67 = select i1 %65, float -1.000000e+00, float %66
  %68 = fcmp ogt float %67, 0.000000e+00
  %69 = bitcast float %60 to i32
  %70 = icmp sgt i32 %"%r42.0", 0
  %71 = add i32 %69, 1
  %72 = add i32 %69, -1
  %73 = select i1 %70, i32 %72, i32 %71
  %74 = bitcast i32 %73 to float
  %75 = select i1 %37, float 0xB6A0000000000000, float %74
  %76 = select i1 %70, i32 %71, i32 %72
  %77 = bitcast i32 %76 to float
  %78 = select i1 %37, float 0x36A0000000000000, float %77
  %79 = select i1 %65, float %75, float %60
  %80 = select i1 %68, float %78, float %60
  %81 = and i1 %37, %68
  %82 = or i1 %70, %81
  %83 = select i1 %82, float %79, float %80
  %84 = fcmp one float %67, 0.000000e+00
  %85 = bitcast float %83 to i32
  %86 = call float @llvm.fabs.f32(float %83)
  %87 = fcmp one float %86, 0x7FF0000000000000
  %88 = and i1 %84, %87
  %89 = zext i1 %88 to i32
  %90 = or i32 %85, %89
  %91 = bitcast i32 %90 to float
  %92 = fptrunc float %91 to half
  %93 = bitcast half %92 to i16
  %94 = fpext half %92 to float
  %95 = fsub float %91, %94
  %96 = fcmp olt float %95, 0.000000e+00
  %97 = fcmp ogt float %95, 0.000000e+00
  %98 = fcmp oeq half %92, 0xH0000
  %99 = fcmp ogt half %92, 0xH0000
  %100 = xor i1 %99, true
  %101 = add i16 %93, 1
  %102 = add i16 %93, -1
  %103 = select i1 %99, i16 %102, i16 %101
  %104 = bitcast i16 %103 to half
  %105 = select i1 %98, half 0xH8001, half %104
  %106 = call half @llvm.fabs.f16(half %92)
  %107 = fcmp ueq half %106, 0xH7C00
  %108 = fcmp uno half %92, 0xH0000
  %109 = or i1 %108, %100
  %110 = and i1 %107, %109
  %111 = xor i1 %110, %107
  %112 = select i1 %111, half 0xH7BFF, half %105
  %113 = select i1 %110, half %92, half %112
  %114 = select i1 %99, i16 %101, i16 %102
  %115 = bitcast i16 %114 to half
  %116 = select i1 %98, half 0xH0001, half %115
  %117 = fcmp ugt half %92, 0xH0000
  %118 = and i1 %107, %117
  %119 = xor i1 %118, %107
  %120 = select i1 %119, half 0xHFBFF, half %116
  %121 = select i1 %118, half %92, half %120
  %122 = select i1 %96, half %113, half %92
  %123 = select i1 %97, half %121, half %92
  %124 = and i1 %98, %97
  %125 = or i1 %99, %124
  %126 = select i1 %125, half %122, half %123
  %127 = call float @llvm.fabs.f32(float %91)
  %128 = fcmp one float %127, 0x7FF0000000000000
  %129 = fcmp oeq half %106, 0xH7C00
  %130 = and i1 %128, %129
  %131 = call half @llvm.copysign.f16(half 0xH7BFF, half %92)
  %132 = select i1 %130, half %131, half %126
  %133 = bitcast half %132 to i16
  %134 = zext i16 %93 to i32
  %135 = zext i16 %133 to i32
  %136 = shl nuw i32 %135, 16
  %137 = or disjoint i32 %136, %134
  %138 = add i64 %23, 16
  %139 = inttoptr i64 %138 to ptr addrspace(1)
  store i32 %137, ptr addrspace(1) %139, align 4
  %140 = select i1 %99, half %131, half %92
  %141 = select i1 %130, half %140, half %122
  %142 = bitcast half %141 to i16
  %143 = select i1 %99, half %92, half %131
  %144 = select i1 %130, half %143, half %123
  %145 = bitcast half %144 to i16
  %146 = zext i16 %142 to i32
  %147 = zext i16 %145 to i32
  %148 = shl nuw i32 %147, 16
  %149 = or disjoint i32 %148, %146
  %150 = add i64 %23, 20
  %151 = inttoptr i64 %150 to ptr addrspace(1)
  store i32 %149, ptr addrspace(1) %151, align 4
  %152 = uitofp i16 %50 to float
  %153 = call i16 @llvm.fptoui.sat.i16.f32(float %152)
  %154 = icmp ult i16 %153, %50
  %155 = icmp ugt i16 %153, %50
  %156 = select i1 %154, float 1.000000e+00, float 0.000000e+00
  %157 = select i1 %155, float -1.000000e+00, float %156
  %158 = fcmp ogt float %157, 0.000000e+00
  %159 = bitcast float %152 to i32
  %160 = icmp eq i16 %50, 0
  %161 = icmp ne i16 %50, 0
  %162 = add nuw i32 %159, 1
  %163 = add nsw i32 %159, -1
  %164 = bitcast i32 %163 to float
  %165 = select i1 %160, float 0xB6A0000000000000, float %164
  %166 = bitcast i32 %162 to float
  %167 = select i1 %160, float 0x36A0000000000000, float %166
  %168 = select i1 %155, float %165, float %152
  %169 = select i1 %158, float %167, float %152
  %170 = or i1 %161, %158
  %171 = select i1 %170, float %168, float %169
  %172 = fcmp one float %157, 0.000000e+00
  %173 = bitcast float %171 to i32
  %174 = call float @llvm.fabs.f32(float %171)
  %175 = fcmp one float %174, 0x7FF0000000000000
  %176 = and i1 %172, %175
  %177 = zext i1 %176 to i32
  %178 = or i32 %173, %177
  %179 = bitcast i32 %178 to float
  %180 = fptrunc float %179 to half
  %181 = bitcast half %180 to i16
  %182 = uitofp i32 %"%r42.0" to float
  %183 = call i32 @llvm.fptoui.sat.i32.f32(float %182)
  %184 = fcmp oge float %182, 0x41F0000000000000
  %185 = icmp ule i32 %"%r42.0", %183
  %186 = icmp ult i32 %"%r42.0", %183
  %187 = or i1 %186, %184
  %.not43 = or i1 %185, %184
  %188 = select i1 %.not43, float 0.000000e+00, float 1.000000e+00
  %189 = select i1 %187, float -1.000000e+00, float %188
  %190 = fcmp ogt float %189, 0.000000e+00
  %191 = bitcast float %182 to i32
  %192 = icmp ne i32 %"%r42.0", 0
  %193 = add nuw i32 %191, 1
  %194 = add nsw i32 %191, -1
  %195 = select i1 %192, i32 %194, i32 1
  %196 = bitcast i32 %195 to float
  %197 = select i1 %37, float 0xB6A0000000000000, float %196
  %198 = select i1 %192, i32 %193, i32 -1
  %199 = bitcast i32 %198 to float
  %200 = select i1 %37, float 0x36A0000000000000, float %199
  %201 = select i1 %187, float %197, float %182
  %202 = select i1 %190, float %200, float %182
  %203 = or i1 %192, %190
  %204 = select i1 %203, float %201, float %202
  %205 = fcmp one float %189, 0.000000e+00
  %206 = bitcast float %204 to i32
  %207 = call float @llvm.fabs.f32(float %204)
  %208 = fcmp one float %207, 0x7FF0000000000000
  %209 = and i1 %205, %208
  %210 = zext i1 %209 to i32
  %211 = or i32 %206, %210
  %212 = bitcast i32 %211 to float
  %213 = fptrunc float %212 to half
  %214 = fpext half %213 to float
  %215 = fcmp ogt float %212, %214
  %216 = bitcast half %213 to i16
  %217 = fcmp oeq half %213, 0xH0000
  %218 = fcmp ogt half %213, 0xH0000
  %219 = call half @llvm.fabs.f16(half %213)
  %220 = fcmp ueq half %219, 0xH7C00
  %.v = select i1 %218, i16 1, i16 -1
  %221 = add i16 %.v, %216
  %222 = bitcast i16 %221 to half
  %223 = select i1 %217, half 0xH0001, half %222
  %224 = fcmp ugt half %213, 0xH0000
  %225 = and i1 %220, %224
  %226 = xor i1 %225, %220
  %227 = select i1 %226, half 0xHFBFF, half %223
  %228 = select i1 %225, half %213, half %227
  %229 = select i1 %215, half %228, half %213
  %230 = call float @llvm.fabs.f32(float %212)
  %231 = fcmp one float %230, 0x7FF0000000000000
  %232 = fcmp oeq half %219, 0xH7C00
  %233 = and i1 %231, %232
  %234 = call half @llvm.copysign.f16(half 0xH7BFF, half %213)
  %235 = select i1 %218, half %213, half %234
  %236 = select i1 %233, half %235, half %229
  %237 = bitcast half %236 to i16
  %238 = zext i16 %181 to i32
  %239 = zext i16 %237 to i32
  %240 = shl nuw i32 %239, 16
  %241 = or disjoint i32 %240, %238
  %242 = add i64 %23, 24
  %243 = inttoptr i64 %242 to ptr addrspace(1)
  store i32 %241, ptr addrspace(1) %243, align 4
  %244 = sext i32 %"%r42.0" to i64
  %245 = shl nsw i64 %244, 4
  %246 = sitofp i64 %245 to float
  %247 = call i64 @llvm.fptosi.sat.i64.f32(float %246)
  %248 = fcmp oge float %246, 0x43E0000000000000
  %249 = icmp sle i64 %245, %247
  %250 = icmp slt i64 %245, %247
  %251 = or i1 %250, %248
  %.not45 = or i1 %249, %248
  %252 = select i1 %.not45, float 0.000000e+00, float 1.000000e+00
  %253 = select i1 %251, float -1.000000e+00, float %252
  %254 = fcmp ogt float %253, 0.000000e+00
  %255 = bitcast float %246 to i32
  %256 = add i32 %255, 1
  %257 = add i32 %255, -1
  %258 = select i1 %70, i32 %257, i32 %256
  %259 = bitcast i32 %258 to float
  %260 = select i1 %37, float 0xB6A0000000000000, float %259
  %261 = select i1 %70, i32 %256, i32 %257
  %262 = bitcast i32 %261 to float
  %263 = select i1 %37, float 0x36A0000000000000, float %262
  %264 = select i1 %251, float %260, float %246
  %265 = select i1 %254, float %263, float %246
  %266 = and i1 %37, %254
  %267 = or i1 %70, %266
  %268 = select i1 %267, float %264, float %265
  %269 = fcmp one float %253, 0.000000e+00
  %270 = bitcast float %268 to i32
  %271 = call float @llvm.fabs.f32(float %268)
  %272 = fcmp one float %271, 0x7FF0000000000000
  %273 = and i1 %269, %272
  %274 = zext i1 %273 to i32
  %275 = or i32 %270, %274
  %276 = bitcast i32 %275 to float
  %277 = fptrunc float %276 to half
  %278 = bitcast half %277 to i16
  %279 = sitofp i8 %53 to float
  %280 = call i8 @llvm.fptosi.sat.i8.f32(float %279)
  %281 = icmp slt i8 %280, %53
  %282 = icmp sgt i8 %280, %53
  %283 = select i1 %281, float 1.000000e+00, float 0.000000e+00
  %284 = select i1 %282, float -1.000000e+00, float %283
  %285 = fcmp ogt float %284, 0.000000e+00
  %286 = bitcast float %279 to i32
  %287 = icmp eq i8 %53, 0
  %288 = icmp sgt i8 %53, 0
  %289 = add i32 %286, 1
  %290 = add i32 %286, -1
  %291 = select i1 %288, i32 %290, i32 %289
  %292 = bitcast i32 %291 to float
  %293 = select i1 %287, float 0xB6A0000000000000, float %292
  %294 = select i1 %288, i32 %289, i32 %290
  %295 = bitcast i32 %294 to float
  %296 = select i1 %287, float 0x36A0000000000000, float %295
  %297 = select i1 %282, float %293, float %279
  %298 = select i1 %285, float %296, float %279
  %299 = and i1 %287, %285
  %300 = or i1 %288, %299
  %301 = select i1 %300, float %297, float %298
  %302 = fcmp one float %284, 0.000000e+00
  %303 = bitcast float %301 to i32
  %304 = call float @llvm.fabs.f32(float %301)
  %305 = fcmp one float %304, 0x7FF0000000000000
  %306 = and i1 %302, %305
  %307 = zext i1 %306 to i32
  %308 = or i32 %303, %307
  %309 = bitcast i32 %308 to float
  %310 = fptrunc float %309 to half
  %311 = fpext half %310 to float
  %312 = fsub float %309, %311
  %313 = fcmp olt float %312, 0.000000e+00
  %314 = fcmp ogt float %312, 0.000000e+00
  %315 = bitcast half %310 to i16
  %316 = fcmp oeq half %310, 0xH0000
  %317 = fcmp ogt half %310, 0xH0000
  %318 = xor i1 %317, true
  %319 = add i16 %315, 1
  %320 = add i16 %315, -1
  %321 = select i1 %317, i16 %320, i16 %319
  %322 = bitcast i16 %321 to half
  %323 = select i1 %316, half 0xH8001, half %322
  %324 = call half @llvm.fabs.f16(half %310)
  %325 = fcmp ueq half %324, 0xH7C00
  %326 = fcmp uno half %310, 0xH0000
  %327 = or i1 %326, %318
  %328 = and i1 %325, %327
  %329 = xor i1 %328, %325
  %330 = select i1 %329, half 0xH7BFF, half %323
  %331 = select i1 %328, half %310, half %330
  %332 = select i1 %317, i16 %319, i16 %320
  %333 = bitcast i16 %332 to half
  %334 = select i1 %316, half 0xH0001, half %333
  %335 = fcmp ugt half %310, 0xH0000
  %336 = and i1 %325, %335
  %337 = xor i1 %336, %325
  %338 = select i1 %337, half 0xHFBFF, half %334
  %339 = select i1 %336, half %310, half %338
  %340 = select i1 %313, half %331, half %310
  %341 = select i1 %314, half %339, half %310
  %342 = and i1 %316, %314
  %343 = or i1 %317, %342
  %344 = select i1 %343, half %340, half %341
  %345 = call float @llvm.fabs.f32(float %309)
  %346 = fcmp one float %345, 0x7FF0000000000000
  %347 = fcmp oeq half %324, 0xH7C00
  %348 = and i1 %346, %347
  %349 = call half @llvm.copysign.f16(half 0xH7BFF, half %310)
  %350 = select i1 %348, half %349, half %344
  %351 = bitcast half %350 to i16
  %352 = zext i16 %278 to i32
  %353 = zext i16 %351 to i32
  %354 = shl nuw i32 %353, 16
  %355 = or disjoint i32 %354, %352
  %356 = add i64 %23, 28
  %357 = inttoptr i64 %356 to ptr addrspace(1)
  store i32 %355, ptr addrspace(1) %357, align 4
  ret void

358:                                              ; preds = %allocas
  %359 = lshr i32 %9, 5
  %360 = icmp eq i32 %359, 1
  %361 = shl i32 %15, 8
  %362 = xor i32 %15, 128
  %363 = icmp eq i32 %359, 2
  %364 = select i1 %363, i32 %362, i32 %361
  %365 = lshr i32 %15, 16
  %366 = select i1 %360, i32 %365, i32 %364
  br label %"$L__BB14_2"
}

define amdgpu_kernel void @cvt_round_integral(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = and i32 %9, 31
  %11 = zext nneg i32 %10 to i64
  %12 = shl i32 %9, 2
  %13 = and i32 %12, 124
  %14 = zext nneg i32 %13 to i64
  %15 = add i64 %14, ptrtoint (ptr addrspace(1) @CVT_F32 to i64)
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  %17 = load i32, ptr addrspace(1) %16, align 4, !invariant.load !1
  %18 = icmp ult i32 %9, 32
  br i1 %18, label %"$L__BB15_2", label %132

"$L__BB15_2":                                     ; preds = %132, %allocas
  %"%r56.0" = phi i32 [ %17, %allocas ], [ %141, %132 ]
  %19 = shl nuw nsw i64 %11, 1
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @CVT_F16 to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i16, ptr addrspace(1) %21, align 2, !invariant.load !1
  %23 = and i32 %9, 2097120
  switch i32 %23, label %"$L__BB15_4" [
    i32 0, label %"$L__BB15_7"
    i32 32, label %"$L__BB15_5"
  ]

"$L__BB15_5":                                     ; preds = %"$L__BB15_2"
  %24 = xor i16 %22, -32768
  br label %"$L__BB15_7"

"$L__BB15_7":                                     ; preds = %"$L__BB15_2", %"$L__BB15_4", %"$L__BB15_5"
  %"%r57.0" = phi i16 [ %24, %"$L__BB15_5" ], [ %146, %"$L__BB15_4" ], [ %22, %"$L__BB15_2" ]
  %25 = bitcast i32 %"%r56.0" to float
  %26 = shl i32 %9, 3
  %27 = inttoptr i64 %1 to ptr
  %28 = addrspacecast ptr %27 to ptr addrspace(1)
  %29 = ptrtoint ptr addrspace(1) %28 to i64
  %30 = zext i32 %26 to i64
  %31 = shl nuw nsw i64 %30, 2
  %32 = add i64 %31, %29
  %33 = call float @llvm.roundeven.f32(float %25)
  %34 = fcmp uno float %33, 0.000000e+00
  %35 = bitcast float %33 to i32
  %36 = select i1 %34, i32 2147483647, i32 %35
  %37 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %37, align 4
  %38 = call float @llvm.trunc.f32(float %25)
  %39 = fcmp uno float %38, 0.000000e+00
  %40 = bitcast float %38 to i32
  %41 = select i1 %39, i32 2147483647, i32 %40
  %42 = add i64 %32, 4
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %43, align 4
  %44 = call float @llvm.floor.f32(float %25)
  %45 = fcmp uno float %44, 0.000000e+00
  %46 = bitcast float %44 to i32
  %47 = select i1 %45, i32 2147483647, i32 %46
  %48 = add i64 %32, 8
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %47, ptr addrspace(1) %49, align 4
  %50 = call float @llvm.ceil.f32(float %25)
  %51 = fcmp uno float %50, 0.000000e+00
  %52 = bitcast float %50 to i32
  %53 = select i1 %51, i32 2147483647, i32 %52
  %54 = add i64 %32, 12
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = shl nuw nsw i64 %11, 2
  %57 = add i64 %56, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  %59 = load float, ptr addrspace(1) %58, align 4, !invariant.load !1
  %60 = call float @llvm.fabs.f32(float %59)
  %61 = fcmp olt float %60, 0x3810000000000000
  %62 = call float @llvm.copysign.f32(float 0.000000e+00, float %59)
  %63 = select i1 %61, float %62, float %59
  %64 = call float @llvm.roundeven.f32(float %63)
  %65 = call float @llvm.fabs.f32(float %64)
  %66 = fcmp olt float %65, 0x3810000000000000
  %67 = call float @llvm.copysign.f32(float 0.000000e+00, float %64)
  %68 = select i1 %66, float %67, float %64
  %69 = fcmp uno float %68, 0.000000e+00
  %70 = bitcast float %68 to i32
  %71 = select i1 %69, i32 2147483647, i32 %70
  %72 = add i64 %32, 16
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  store i32 %71, ptr addrspace(1) %73, align 4
  %74 = add i32 %12, 4
  %75 = and i32 %74, 124
  %76 = zext nneg i32 %75 to i64
  %77 = add i64 %76, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  %79 = load float, ptr addrspace(1) %78, align 4, !invariant.load !1
  %80 = call float @llvm.fabs.f32(float %79)
  %81 = fcmp olt float %80, 0x3810000000000000
  %82 = call float @llvm.copysign.f32(float 0.000000e+00, float %79)
  %83 = select i1 %81, float %82, float %79
  %84 = call float @llvm.ceil.f32(float %83)
  %85 = call float @llvm.fabs.f32(float %84)
  %86 = fcmp olt float %85, 0x3810000000000000
  %87 = call float @llvm.copysign.f32(float 0.000000e+00, float %84)
  %88 = select i1 %86, float %87, float %84
  %89 = fcmp uno float %88, 0.000000e+00
  %90 = bitcast float %88 to i32
  %91 = select i1 %89, i32 2147483647, i32 %90
  %92 = add i64 %32, 20
  %93 = inttoptr i64 %92 to ptr addrspace(1)
  store i32 %91, ptr addrspace(1) %93, align 4
  %94 = bitcast i16 %"%r57.0" to half
  %95 = fpext half %94 to float
  %96 = call float @llvm.roundeven.f32(float %95)
  %97 = fptrunc float %96 to half
  %98 = bitcast half %97 to i16
  %99 = zext i16 %98 to i32
  %100 = and i32 %99, 32767
  %101 = icmp ugt i32 %100, 31744
  %102 = select i1 %101, i32 32767, i32 %99
  %103 = call float @llvm.trunc.f32(float %95)
  %104 = fptrunc float %103 to half
  %105 = bitcast half %104 to i16
  %106 = zext i16 %105 to i32
  %107 = and i32 %106, 32767
  %108 = icmp ugt i32 %107, 31744
  %109 = shl nuw i32 %106, 16
  %110 = select i1 %108, i32 2147418112, i32 %109
  %111 = or disjoint i32 %110, %102
  %112 = add i64 %32, 24
  %113 = inttoptr i64 %112 to ptr addrspace(1)
  store i32 %111, ptr addrspace(1) %113, align 4
  %114 = call float @llvm.floor.f32(float %95)
  %115 = fptrunc float %114 to half
  %116 = bitcast half %115 to i16
  %117 = zext i16 %116 to i32
  %118 = and i32 %117, 32767
  %119 = icmp ugt i32 %118, 31744
  %120 = select i1 %119, i32 32767, i32 %117
  %121 = call float @llvm.ceil.f32(float %95)
  %122 = fptrunc float %121 to half
  %123 = bitcast half %122 to i16
  %124 = zext i16 %123 to i32
  %125 = and i32 %124, 32767
  %126 = icmp ugt i32 %125, 31744
  %127 = shl nuw i32 %124, 16
  %128 = select i1 %126, i32 2147418112, i32 %127
  %129 = or disjoint i32 %128, %120
  %130 = add i64 %32, 28
  %131 = inttoptr i64 %130 to ptr addrspace(1)
  store i32 %129, ptr addrspace(1) %131, align 4
  ret void

132:                                              ; preds = %allocas
  %133 = lshr i32 %9, 5
  %134 = icmp eq i32 %133, 1
  %135 = or i32 %17, -2147483648
  %136 = add i32 %135, -1
  %137 = add i32 %17, 1
  %138 = icmp eq i32 %133, 2
  %139 = select i1 %138, i32 %137, i32 %136
  %140 = xor i32 %17, -2147483648
  %141 = select i1 %134, i32 %140, i32 %139
  br label %"$L__BB15_2"

"$L__BB15_4":                                     ; preds = %"$L__BB15_2"
  %142 = icmp eq i32 %23, 64
  %143 = add i16 %22, 1
  %144 = or i16 %22, -32768
  %145 = add i16 %144, -1
  %146 = select i1 %142, i16 %143, i16 %145
  br label %"$L__BB15_7"
}

define amdgpu_kernel void @cvt_round_integral_f64(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @CVT_F64 to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i64, ptr addrspace(1) %14, align 8, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB16_2", label %70

"$L__BB16_2":                                     ; preds = %70, %allocas
  %"%rd25.0" = phi i64 [ %15, %allocas ], [ %79, %70 ]
  %17 = inttoptr i64 %1 to ptr
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  %20 = shl nuw nsw i64 %11, 2
  %21 = add i64 %20, %19
  %22 = bitcast i64 %"%rd25.0" to double
  %23 = call double @llvm.roundeven.f64(double %22)
  %24 = fcmp uno double %23, 0.000000e+00
  %25 = bitcast double %23 to i64
  %26 = trunc i64 %25 to i32
  %27 = select i1 %24, i32 -1, i32 %26
  %28 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 %27, ptr addrspace(1) %28, align 4
  %29 = lshr i64 %25, 32
  %30 = trunc nuw i64 %29 to i32
  %31 = select i1 %24, i32 2147483647, i32 %30
  %32 = add i64 %21, 4
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %33, align 4
  %34 = call double @llvm.trunc.f64(double %22)
  %35 = fcmp uno double %34, 0.000000e+00
  %36 = bitcast double %34 to i64
  %37 = trunc i64 %36 to i32
  %38 = select i1 %35, i32 -1, i32 %37
  %39 = add i64 %21, 8
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %38, ptr addrspace(1) %40, align 4
  %41 = lshr i64 %36, 32
  %42 = trunc nuw i64 %41 to i32
  %43 = select i1 %35, i32 2147483647, i32 %42
  %44 = add i64 %21, 12
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %45, align 4
  %46 = call double @llvm.floor.f64(double %22)
  %47 = fcmp uno double %46, 0.000000e+00
  %48 = bitcast double %46 to i64
  %49 = trunc i64 %48 to i32
  %50 = select i1 %47, i32 -1, i32 %49
  %51 = add i64 %21, 16
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %52, align 4
  %53 = lshr i64 %48, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = select i1 %47, i32 2147483647, i32 %54
  %56 = add i64 %21, 20
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %57, align 4
  %58 = call double @llvm.ceil.f64(double %22)
  %59 = fcmp uno double %58, 0.000000e+00
  %60 = bitcast double %58 to i64
  %61 = trunc i64 %60 to i32
  %62 = select i1 %59, i32 -1, i32 %61
  %63 = add i64 %21, 24
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  store i32 %62, ptr addrspace(1) %64, align 4
  %65 = lshr i64 %60, 32
  %66 = trunc nuw i64 %65 to i32
  %67 = select i1 %59, i32 2147483647, i32 %66
  %68 = add i64 %21, 28
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  store i32 %67, ptr addrspace(1) %69, align 4
  ret void

70:                                               ; preds = %allocas
  %71 = lshr i32 %9, 5
  %72 = icmp eq i32 %71, 1
  %73 = or i64 %15, -9223372036854775808
  %74 = add i64 %73, -1
  %75 = add i64 %15, 1
  %76 = icmp eq i32 %71, 2
  %77 = select i1 %76, i64 %75, i64 %74
  %78 = xor i64 %15, -9223372036854775808
  %79 = select i1 %72, i64 %78, i64 %77
  br label %"$L__BB16_2"
}

define amdgpu_kernel void @cvt_to_f16(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = lshr i32 %9, 5
  %17 = icmp ult i32 %9, 32
  br i1 %17, label %"$L__BB17_2", label %315

"$L__BB17_2":                                     ; preds = %315, %allocas
  %"%r70.0" = phi i32 [ %15, %allocas ], [ %322, %315 ]
  %18 = bitcast i32 %"%r70.0" to float
  %19 = fpext float %18 to double
  %20 = fmul double %19, 0x3D719799812DEA11
  %21 = icmp eq i32 %16, 3
  %22 = select i1 %21, double %20, double 0.000000e+00
  %23 = fadd double %22, %19
  %24 = shl i32 %9, 3
  %25 = inttoptr i64 %1 to ptr
  %26 = addrspacecast ptr %25 to ptr addrspace(1)
  %27 = ptrtoint ptr addrspace(1) %26 to i64
  %28 = zext i32 %24 to i64
  %29 = shl nuw nsw i64 %28, 2
  %30 = add i64 %29, %27
  %31 = fptrunc float %18 to half
  %32 = bitcast half %31 to i16
  %33 = zext i16 %32 to i32
  %34 = and i32 %33, 32767
  %35 = icmp ugt i32 %34, 31744
  %36 = select i1 %35, i32 32767, i32 %33
  %37 = fpext half %31 to float
  %38 = fsub float %18, %37
  %39 = fcmp olt float %38, 0.000000e+00
  %40 = fcmp ogt float %38, 0.000000e+00
  %41 = fcmp oeq half %31, 0xH0000
  %42 = fcmp ogt half %31, 0xH0000
  %43 = xor i1 %42, true
  %44 = add i16 %32, 1
  %45 = add i16 %32, -1
  %46 = select i1 %42, i16 %45, i16 %44
  %47 = bitcast i16 %46 to half
  %48 = select i1 %41, half 0xH8001, half %47
  %49 = call half @llvm.fabs.f16(half %31)
  %50 = fcmp ueq half %49, 0xH7C00
  %51 = fcmp uno half %31, 0xH0000
  %52 = or i1 %51, %43
  %53 = and i1 %50, %52
  %54 = xor i1 %53, %50
  %55 = select i1 %54, half 0xH7BFF, half %48
  %56 = select i1 %53, half %31, half %55
  %57 = select i1 %42, i16 %44, i16 %45
  %58 = bitcast i16 %57 to half
  %59 = select i1 %41, half 0xH0001, half %58
  %60 = fcmp ugt half %31, 0xH0000
  %61 = and i1 %50, %60
  %62 = xor i1 %61, %50
  %63 = select i1 %62, half 0xHFBFF, half %59
  %64 = select i1 %61, half %31, half %63
  %65 = select i1 %39, half %56, half %31
  %66 = select i1 %40, half %64, half %31
  %67 = and i1 %41, %40
  %68 = or i1 %42, %67
  %69 = select i1 %68, half %65, half %66
  %70 = call float @llvm.fabs.f32(float %18)
  %71 = fcmp one float %70, 0x7FF0000000000000
  %72 = fcmp oeq half %49, 0xH7C00
  %73 = and i1 %71, %72
  %74 = call half @llvm.copysign.f16(half 0xH7BFF, half %31)
  %75 = select i1 %73, half %74, half %69
  %76 = bitcast half %75 to i16
  %77 = zext i16 %76 to i32
  %78 = and i32 %77, 32767
  %79 = icmp ugt i32 %78, 31744
  %80 = shl nuw i32 %77, 16
  %81 = select i1 %79, i32 2147418112, i32 %80
  %82 = or disjoint i32 %81, %36
  %83 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %82, ptr addrspace(1) %83, align 4
  %84 = select i1 %42, half %74, half %31
  %85 = select i1 %73, half %84, half %65
  %86 = bitcast half %85 to i16
  %87 = zext i16 %86 to i32
  %88 = and i32 %87, 32767
  %89 = icmp ugt i32 %88, 31744
  %90 = select i1 %89, i32 32767, i32 %87
  %91 = select i1 %42, half %31, half %74
  %92 = select i1 %73, half %91, half %66
  %93 = bitcast half %92 to i16
  %94 = zext i16 %93 to i32
  %95 = and i32 %94, 32767
  %96 = icmp ugt i32 %95, 31744
  %97 = shl nuw i32 %94, 16
  %98 = select i1 %96, i32 2147418112, i32 %97
  %99 = or disjoint i32 %98, %90
  %100 = add i64 %30, 4
  %101 = inttoptr i64 %100 to ptr addrspace(1)
  store i32 %99, ptr addrspace(1) %101, align 4
  %102 = fcmp olt float %70, 0x3810000000000000
  %103 = call float @llvm.copysign.f32(float 0.000000e+00, float %18)
  %104 = select i1 %102, float %103, float %18
  %105 = fptrunc float %104 to half
  %106 = bitcast half %105 to i16
  %107 = zext i16 %106 to i32
  %108 = and i32 %107, 32767
  %109 = icmp ugt i32 %108, 31744
  %110 = select i1 %109, i32 32767, i32 %107
  %111 = call half @llvm.maxnum.f16(half %31, half 0xH0000)
  %112 = call half @llvm.minnum.f16(half %111, half 0xH3C00)
  %113 = select i1 %51, half 0xH0000, half %112
  %114 = bitcast half %113 to i16
  %115 = zext i16 %114 to i32
  %116 = and i32 %115, 32767
  %117 = icmp ugt i32 %116, 31744
  %118 = shl nuw i32 %115, 16
  %119 = select i1 %117, i32 2147418112, i32 %118
  %120 = or disjoint i32 %119, %110
  %121 = add i64 %30, 8
  %122 = inttoptr i64 %121 to ptr addrspace(1)
  store i32 %120, ptr addrspace(1) %122, align 4
  %123 = fptrunc double %23 to float
  %124 = fpext float %123 to double
  %125 = fsub double %23, %124
  %126 = fcmp olt double %125, 0.000000e+00
  %127 = fcmp ogt double %125, 0.000000e+00
  %128 = bitcast float %123 to i32
  %129 = fcmp oeq float %123, 0.000000e+00
  %130 = fcmp ogt float %123, 0.000000e+00
  %131 = xor i1 %130, true
  %132 = add i32 %128, 1
  %133 = add i32 %128, -1
  %134 = select i1 %130, i32 %133, i32 %132
  %135 = bitcast i32 %134 to float
  %136 = select i1 %129, float 0xB6A0000000000000, float %135
  %137 = call float @llvm.fabs.f32(float %123)
  %138 = fcmp ueq float %137, 0x7FF0000000000000
  %139 = fcmp uno float %123, 0.000000e+00
  %140 = or i1 %139, %131
  %141 = and i1 %138, %140
  %142 = xor i1 %141, %138
  %143 = select i1 %142, float 0x47EFFFFFE0000000, float %136
  %144 = select i1 %141, float %123, float %143
  %145 = select i1 %130, i32 %132, i32 %133
  %146 = bitcast i32 %145 to float
  %147 = select i1 %129, float 0x36A0000000000000, float %146
  %148 = fcmp ugt float %123, 0.000000e+00
  %149 = and i1 %138, %148
  %150 = xor i1 %149, %138
  %151 = select i1 %150, float 0xC7EFFFFFE0000000, float %147
  %152 = select i1 %149, float %123, float %151
  %153 = select i1 %126, float %144, float %123
  %154 = select i1 %127, float %152, float %123
  %155 = and i1 %129, %127
  %156 = or i1 %130, %155
  %157 = select i1 %156, float %153, float %154
  %158 = call double @llvm.fabs.f64(double %23)
  %159 = fcmp one double %158, 0x7FF0000000000000
  %160 = fcmp oeq float %137, 0x7FF0000000000000
  %161 = and i1 %159, %160
  %162 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %123)
  %163 = select i1 %161, float %162, float %157
  %164 = fpext float %163 to double
  %165 = fcmp one double %23, %164
  %166 = bitcast float %163 to i32
  %167 = call float @llvm.fabs.f32(float %163)
  %168 = fcmp one float %167, 0x7FF0000000000000
  %169 = and i1 %165, %168
  %170 = zext i1 %169 to i32
  %171 = or i32 %166, %170
  %172 = bitcast i32 %171 to float
  %173 = fptrunc float %172 to half
  %174 = bitcast half %173 to i16
  %175 = zext i16 %174 to i32
  %176 = and i32 %175, 32767
  %177 = icmp ugt i32 %176, 31744
  %178 = select i1 %177, i32 32767, i32 %175
  %179 = fpext half %173 to float
  %180 = fsub float %172, %179
  %181 = fcmp olt float %180, 0.000000e+00
  %182 = fcmp ogt float %180, 0.000000e+00
  %183 = fcmp oeq half %173, 0xH0000
  %184 = fcmp ogt half %173, 0xH0000
  %185 = xor i1 %184, true
  %186 = add i16 %174, 1
  %187 = add i16 %174, -1
  %188 = select i1 %184, i16 %187, i16 %186
  %189 = bitcast i16 %188 to half
  %190 = select i1 %183, half 0xH8001, half %189
  %191 = call half @llvm.fabs.f16(half %173)
  %192 = fcmp ueq half %191, 0xH7C00
  %193 = fcmp uno half %173, 0xH0000
  %194 = or i1 %193, %185
  %195 = and i1 %192, %194
  %196 = xor i1 %195, %192
  %197 = select i1 %196, half 0xH7BFF, half %190
  %198 = select i1 %195, half %173, half %197
  %199 = select i1 %184, i16 %186, i16 %187
  %200 = bitcast i16 %199 to half
  %201 = select i1 %183, half 0xH0001, half %200
  %202 = fcmp ugt half %173, 0xH0000
  %203 = and i1 %192, %202
  %204 = xor i1 %203, %192
  %205 = select i1 %204, half 0xHFBFF, half %201
  %206 = select i1 %203, half %173, half %205
  %207 = select i1 %181, half %198, half %173
  %208 = select i1 %182, half %206, half %173
  %209 = and i1 %183, %182
  %210 = or i1 %184, %209
  %211 = select i1 %210, half %207, half %208
  %212 = call float @llvm.fabs.f32(float %172)
  %213 = fcmp one float %212, 0x7FF0000000000000
  %214 = fcmp oeq half %191, 0xH7C00
  %215 = and i1 %213, %214
  %216 = call half @llvm.copysign.f16(half 0xH7BFF, half %173)
  %217 = select i1 %215, half %216, half %211
  %218 = bitcast half %217 to i16
  %219 = zext i16 %218 to i32
  %220 = and i32 %219, 32767
  %221 = icmp ugt i32 %220, 31744
  %222 = shl nuw i32 %219, 16
  %223 = select i1 %221, i32 2147418112, i32 %222
  %224 = or disjoint i32 %223, %178
  %225 = add i64 %30, 12
  %226 = inttoptr i64 %225 to ptr addrspace(1)
  store i32 %224, ptr addrspace(1) %226, align 4
  %227 = select i1 %184, half %216, half %173
  %228 = select i1 %215, half %227, half %207
  %229 = bitcast half %228 to i16
  %230 = zext i16 %229 to i32
  %231 = and i32 %230, 32767
  %232 = icmp ugt i32 %231, 31744
  %233 = select i1 %232, i32 32767, i32 %230
  %234 = select i1 %184, half %173, half %216
  %235 = select i1 %215, half %234, half %208
  %236 = bitcast half %235 to i16
  %237 = zext i16 %236 to i32
  %238 = and i32 %237, 32767
  %239 = icmp ugt i32 %238, 31744
  %240 = shl nuw i32 %237, 16
  %241 = select i1 %239, i32 2147418112, i32 %240
  %242 = or disjoint i32 %241, %233
  %243 = add i64 %30, 16
  %244 = inttoptr i64 %243 to ptr addrspace(1)
  store i32 %242, ptr addrspace(1) %244, align 4
  %245 = bitcast float %37 to i32
  %246 = select i1 %51, i32 2147483647, i32 %245
  %247 = add i64 %30, 20
  %248 = inttoptr i64 %247 to ptr addrspace(1)
  store i32 %246, ptr addrspace(1) %248, align 4
  %249 = fpext half %31 to double
  %250 = bitcast double %249 to i64
  %251 = lshr i64 %250, 32
  %252 = xor i64 %251, %250
  %253 = trunc i64 %252 to i32
  %254 = select i1 %51, i32 -2147483648, i32 %253
  %255 = add i64 %30, 24
  %256 = inttoptr i64 %255 to ptr addrspace(1)
  store i32 %254, ptr addrspace(1) %256, align 4
  %257 = select i1 %72, half %74, half %31
  %258 = bitcast half %257 to i16
  %259 = zext i16 %258 to i32
  %260 = and i32 %259, 32767
  %261 = icmp ugt i32 %260, 31744
  %262 = select i1 %261, i32 32767, i32 %259
  %263 = fpext half %105 to float
  %264 = fsub float %104, %263
  %265 = fcmp olt float %264, 0.000000e+00
  %266 = fcmp ogt float %264, 0.000000e+00
  %267 = fcmp oeq half %105, 0xH0000
  %268 = fcmp ogt half %105, 0xH0000
  %269 = xor i1 %268, true
  %270 = add i16 %106, 1
  %271 = add i16 %106, -1
  %272 = select i1 %268, i16 %271, i16 %270
  %273 = bitcast i16 %272 to half
  %274 = select i1 %267, half 0xH8001, half %273
  %275 = call half @llvm.fabs.f16(half %105)
  %276 = fcmp ueq half %275, 0xH7C00
  %277 = fcmp uno half %105, 0xH0000
  %278 = or i1 %277, %269
  %279 = and i1 %276, %278
  %280 = xor i1 %279, %276
  %281 = select i1 %280, half 0xH7BFF, half %274
  %282 = select i1 %279, half %105, half %281
  %283 = select i1 %268, i16 %270, i16 %271
  %284 = bitcast i16 %283 to half
  %285 = select i1 %267, half 0xH0001, half %284
  %286 = fcmp ugt half %105, 0xH0000
  %287 = and i1 %276, %286
  %288 = xor i1 %287, %276
  %289 = select i1 %288, half 0xHFBFF, half %285
  %290 = select i1 %287, half %105, half %289
  %291 = select i1 %265, half %282, half %105
  %292 = select i1 %266, half %290, half %105
  %293 = and i1 %267, %266
  %294 = or i1 %268, %293
  %295 = select i1 %294, half %291, half %292
  %296 = call float @llvm.fabs.f32(float %104)
  %297 = fcmp one float %296, 0x7FF0000000000000
  %298 = fcmp oeq half %275, 0xH7C00
  %299 = and i1 %297, %298
  %300 = call half @llvm.copysign.f16(half 0xH7BFF, half %105)
  %301 = select i1 %299, half %300, half %295
  %302 = call half @llvm.maxnum.f16(half %301, half 0xH0000)
  %303 = call half @llvm.minnum.f16(half %302, half 0xH3C00)
  %304 = fcmp uno half %301, 0xH0000
  %305 = select i1 %304, half 0xH0000, half %303
  %306 = bitcast half %305 to i16
  %307 = zext i16 %306 to i32
  %308 = and i32 %307, 32767
  %309 = icmp ugt i32 %308, 31744
  %310 = shl nuw i32 %307, 16
  %311 = select i1 %309, i32 2147418112, i32 %310
  %312 = or disjoint i32 %311, %262
  %313 = add i64 %30, 28
  %314 = inttoptr i64 %313 to ptr addrspace(1)
  store i32 %312, ptr addrspace(1) %314, align 4
  ret void

315:                                              ; preds = %allocas
  %316 = icmp eq i32 %16, 1
  %317 = xor i32 %15, -2147483648
  %318 = add i32 %15, -1
  %319 = icmp eq i32 %16, 2
  %320 = select i1 %319, i32 %318, i32 %317
  %321 = add i32 %15, 1
  %322 = select i1 %316, i32 %321, i32 %320
  br label %"$L__BB17_2"
}

define amdgpu_kernel void @cvt_f64_to_f32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = and i64 %11, 248
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @F64_TO_F32 to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i64, ptr addrspace(1) %14, align 8, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB18_2", label %169

"$L__BB18_2":                                     ; preds = %169, %allocas
  %"%rd15.0" = phi i64 [ %15, %allocas ], [ %176, %169 ]
  %17 = inttoptr i64 %1 to ptr
  %18 = addrspacecast ptr %17 to ptr addrspace(1)
  %19 = ptrtoint ptr addrspace(1) %18 to i64
  %20 = shl nuw nsw i64 %11, 2
  %21 = add i64 %20, %19
  %22 = bitcast i64 %"%rd15.0" to double
  %23 = fptrunc double %22 to float
  %24 = fcmp uno float %23, 0.000000e+00
  %25 = bitcast float %23 to i32
  %26 = select i1 %24, i32 2147483647, i32 %25
  %27 = inttoptr i64 %21 to ptr addrspace(1)
  store i32 %26, ptr addrspace(1) %27, align 4
  %28 = fpext float %23 to double
  %29 = fsub double %22, %28
  %30 = fcmp olt double %29, 0.000000e+00
  %31 = fcmp ogt double %29, 0.000000e+00
  %32 = fcmp oeq float %23, 0.000000e+00
  %33 = fcmp ogt float %23, 0.000000e+00
  %34 = xor i1 %33, true
  %35 = add i32 %25, 1
  %36 = add i32 %25, -1
  %37 = select i1 %33, i32 %36, i32 %35
  %38 = bitcast i32 %37 to float
  %39 = select i1 %32, float 0xB6A0000000000000, float %38
  %40 = call float @llvm.fabs.f32(float %23)
  %41 = fcmp ueq float %40, 0x7FF0000000000000
  %42 = or i1 %24, %34
  %43 = and i1 %41, %42
  %44 = xor i1 %43, %41
  %45 = select i1 %44, float 0x47EFFFFFE0000000, float %39
  %46 = select i1 %43, float %23, float %45
  %47 = select i1 %33, i32 %35, i32 %36
  %48 = bitcast i32 %47 to float
  %49 = select i1 %32, float 0x36A0000000000000, float %48
  %50 = fcmp ugt float %23, 0.000000e+00
  %51 = and i1 %41, %50
  %52 = xor i1 %51, %41
  %53 = select i1 %52, float 0xC7EFFFFFE0000000, float %49
  %54 = select i1 %51, float %23, float %53
  %55 = select i1 %30, float %46, float %23
  %56 = select i1 %31, float %54, float %23
  %57 = and i1 %32, %31
  %58 = or i1 %33, %57
  %59 = select i1 %58, float %55, float %56
  %60 = call double @llvm.fabs.f64(double %22)
  %61 = fcmp one double %60, 0x7FF0000000000000
  %62 = fcmp oeq float %40, 0x7FF0000000000000
  %63 = and i1 %61, %62
  %64 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %23)
  %65 = select i1 %63, float %64, float %59
  %66 = fcmp uno float %65, 0.000000e+00
  %67 = bitcast float %65 to i32
  %68 = select i1 %66, i32 2147483647, i32 %67
  %69 = add i64 %21, 4
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = select i1 %33, float %64, float %23
  %72 = select i1 %63, float %71, float %55
  %73 = fcmp uno float %72, 0.000000e+00
  %74 = bitcast float %72 to i32
  %75 = select i1 %73, i32 2147483647, i32 %74
  %76 = add i64 %21, 8
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  store i32 %75, ptr addrspace(1) %77, align 4
  %78 = select i1 %33, float %23, float %64
  %79 = select i1 %63, float %78, float %56
  %80 = fcmp uno float %79, 0.000000e+00
  %81 = bitcast float %79 to i32
  %82 = select i1 %80, i32 2147483647, i32 %81
  %83 = add i64 %21, 12
  %84 = inttoptr i64 %83 to ptr addrspace(1)
  store i32 %82, ptr addrspace(1) %84, align 4
  %85 = fmul double %22, 0x43F0000000000000
  %86 = fptrunc double %85 to float
  %87 = call float @llvm.fabs.f32(float %86)
  %88 = fcmp olt float %87, 0x3C10000000000000
  %89 = fcmp olt float %40, 0x3810000000000000
  %90 = call float @llvm.copysign.f32(float 0.000000e+00, float %23)
  %91 = select i1 %88, i1 true, i1 %89
  %92 = select i1 %91, float %90, float %23
  %93 = fcmp uno float %92, 0.000000e+00
  %94 = bitcast float %92 to i32
  %95 = select i1 %93, i32 2147483647, i32 %94
  %96 = add i64 %21, 16
  %97 = inttoptr i64 %96 to ptr addrspace(1)
  store i32 %95, ptr addrspace(1) %97, align 4
  %98 = call float @llvm.maxnum.f32(float %23, float 0.000000e+00)
  %99 = call float @llvm.minnum.f32(float %98, float 1.000000e+00)
  %100 = select i1 %24, float 0.000000e+00, float %99
  %101 = add i64 %21, 20
  %102 = inttoptr i64 %101 to ptr addrspace(1)
  store float %100, ptr addrspace(1) %102, align 4
  %103 = fpext float %86 to double
  %104 = fsub double %85, %103
  %105 = fcmp olt double %104, 0.000000e+00
  %106 = fcmp ogt double %104, 0.000000e+00
  %107 = bitcast float %86 to i32
  %108 = fcmp oeq float %86, 0.000000e+00
  %109 = fcmp ogt float %86, 0.000000e+00
  %110 = xor i1 %109, true
  %111 = add i32 %107, 1
  %112 = add i32 %107, -1
  %113 = select i1 %109, i32 %112, i32 %111
  %114 = bitcast i32 %113 to float
  %115 = select i1 %108, float 0xB6A0000000000000, float %114
  %116 = fcmp ueq float %87, 0x7FF0000000000000
  %117 = fcmp uno float %86, 0.000000e+00
  %118 = or i1 %117, %110
  %119 = and i1 %116, %118
  %120 = xor i1 %119, %116
  %121 = select i1 %120, float 0x47EFFFFFE0000000, float %115
  %122 = select i1 %119, float %86, float %121
  %123 = select i1 %109, i32 %111, i32 %112
  %124 = bitcast i32 %123 to float
  %125 = select i1 %108, float 0x36A0000000000000, float %124
  %126 = fcmp ugt float %86, 0.000000e+00
  %127 = and i1 %116, %126
  %128 = xor i1 %127, %116
  %129 = select i1 %128, float 0xC7EFFFFFE0000000, float %125
  %130 = select i1 %127, float %86, float %129
  %131 = select i1 %105, float %122, float %86
  %132 = select i1 %106, float %130, float %86
  %133 = and i1 %108, %106
  %134 = or i1 %109, %133
  %135 = select i1 %134, float %131, float %132
  %136 = call double @llvm.fabs.f64(double %85)
  %137 = fcmp one double %136, 0x7FF0000000000000
  %138 = fcmp oeq float %87, 0x7FF0000000000000
  %139 = and i1 %137, %138
  %140 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %86)
  %141 = select i1 %139, float %140, float %135
  %142 = call float @llvm.fabs.f32(float %141)
  %143 = fcmp olt float %142, 0x3C10000000000000
  %144 = call float @llvm.fabs.f32(float %65)
  %145 = fcmp olt float %144, 0x3810000000000000
  %146 = call float @llvm.copysign.f32(float 0.000000e+00, float %65)
  %147 = select i1 %143, i1 true, i1 %145
  %148 = select i1 %147, float %146, float %65
  %149 = call float @llvm.maxnum.f32(float %148, float 0.000000e+00)
  %150 = call float @llvm.minnum.f32(float %149, float 1.000000e+00)
  %151 = fcmp uno float %148, 0.000000e+00
  %152 = select i1 %151, float 0.000000e+00, float %150
  %153 = add i64 %21, 24
  %154 = inttoptr i64 %153 to ptr addrspace(1)
  store float %152, ptr addrspace(1) %154, align 4
  %155 = select i1 %109, float %86, float %140
  %156 = select i1 %139, float %155, float %132
  %157 = call float @llvm.fabs.f32(float %156)
  %158 = fcmp olt float %157, 0x3C10000000000000
  %159 = call float @llvm.fabs.f32(float %79)
  %160 = fcmp olt float %159, 0x3810000000000000
  %161 = call float @llvm.copysign.f32(float 0.000000e+00, float %79)
  %162 = select i1 %158, i1 true, i1 %160
  %163 = select i1 %162, float %161, float %79
  %164 = fcmp uno float %163, 0.000000e+00
  %165 = bitcast float %163 to i32
  %166 = select i1 %164, i32 2147483647, i32 %165
  %167 = add i64 %21, 28
  %168 = inttoptr i64 %167 to ptr addrspace(1)
  store i32 %166, ptr addrspace(1) %168, align 4
  ret void

169:                                              ; preds = %allocas
  %170 = lshr i32 %9, 5
  %171 = icmp eq i32 %170, 1
  %172 = icmp eq i32 %170, 2
  %173 = select i1 %172, i64 1, i64 -1
  %174 = add i64 %15, %173
  %175 = xor i64 %15, -9223372036854775808
  %176 = select i1 %171, i64 %175, i64 %174
  br label %"$L__BB18_2"
}

define amdgpu_kernel void @cvt_f32_ftz_sat(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB19_2", label %73

"$L__BB19_2":                                     ; preds = %73, %allocas
  %"%r31.0" = phi i32 [ %15, %allocas ], [ %81, %73 ]
  %17 = shl i32 %9, 3
  %18 = inttoptr i64 %1 to ptr
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = ptrtoint ptr addrspace(1) %19 to i64
  %21 = zext i32 %17 to i64
  %22 = shl nuw nsw i64 %21, 2
  %23 = add i64 %22, %20
  %24 = bitcast i32 %"%r31.0" to float
  %25 = call float @llvm.fabs.f32(float %24)
  %26 = fcmp olt float %25, 0x3810000000000000
  %27 = call float @llvm.copysign.f32(float 0.000000e+00, float %24)
  %28 = select i1 %26, float %27, float %24
  %29 = call float @llvm.fabs.f32(float %28)
  %30 = fcmp olt float %29, 0x3810000000000000
  %31 = call float @llvm.copysign.f32(float 0.000000e+00, float %28)
  %32 = select i1 %30, float %31, float %28
  %33 = fcmp uno float %32, 0.000000e+00
  %34 = bitcast float %32 to i32
  %35 = select i1 %33, i32 2147483647, i32 %34
  %36 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 %35, ptr addrspace(1) %36, align 4
  %37 = call float @llvm.maxnum.f32(float %24, float 0.000000e+00)
  %38 = call float @llvm.minnum.f32(float %37, float 1.000000e+00)
  %39 = fcmp uno float %24, 0.000000e+00
  %40 = select i1 %39, float 0.000000e+00, float %38
  %41 = add i64 %23, 4
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  store float %40, ptr addrspace(1) %42, align 4
  %43 = call float @llvm.maxnum.f32(float %32, float 0.000000e+00)
  %44 = call float @llvm.minnum.f32(float %43, float 1.000000e+00)
  %45 = select i1 %33, float 0.000000e+00, float %44
  %46 = add i64 %23, 8
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  store float %45, ptr addrspace(1) %47, align 4
  %48 = add i64 %23, 12
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store float %40, ptr addrspace(1) %49, align 4
  %50 = fpext float %24 to double
  %51 = bitcast double %50 to i64
  %52 = trunc i64 %51 to i32
  %53 = select i1 %39, i32 -1, i32 %52
  %54 = add i64 %23, 16
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = lshr i64 %51, 32
  %57 = trunc nuw i64 %56 to i32
  %58 = select i1 %39, i32 2147483647, i32 %57
  %59 = add i64 %23, 20
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = fpext float %28 to double
  %62 = fcmp uno float %28, 0.000000e+00
  %63 = bitcast double %61 to i64
  %64 = trunc i64 %63 to i32
  %65 = select i1 %62, i32 -1, i32 %64
  %66 = add i64 %23, 24
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  %68 = lshr i64 %63, 32
  %69 = trunc nuw i64 %68 to i32
  %70 = select i1 %62, i32 2147483647, i32 %69
  %71 = add i64 %23, 28
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i32 %70, ptr addrspace(1) %72, align 4
  ret void

73:                                               ; preds = %allocas
  %74 = lshr i32 %9, 5
  %75 = icmp eq i32 %74, 1
  %76 = xor i32 %15, -2147483648
  %77 = add i32 %15, -1
  %78 = icmp eq i32 %74, 2
  %79 = select i1 %78, i32 %77, i32 %76
  %80 = add i32 %15, 1
  %81 = select i1 %75, i32 %80, i32 %79
  br label %"$L__BB19_2"
}

define amdgpu_kernel void @cvt_pack_sat(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB20_2", label %144

"$L__BB20_2":                                     ; preds = %144, %allocas
  %"%r75.0" = phi i32 [ %15, %allocas ], [ %152, %144 ]
  %17 = mul i32 %9, 5
  %18 = add i32 %17, 3
  %19 = shl i32 %18, 2
  %20 = and i32 %19, 124
  %21 = zext nneg i32 %20 to i64
  %22 = add i64 %21, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  %24 = load i32, ptr addrspace(1) %23, align 4, !invariant.load !1
  %25 = icmp ult i32 %18, 32
  br i1 %25, label %"$L__BB20_4", label %153

"$L__BB20_4":                                     ; preds = %153, %"$L__BB20_2"
  %"%r76.0" = phi i32 [ %24, %"$L__BB20_2" ], [ %161, %153 ]
  %26 = mul i32 %9, 3
  %27 = add i32 %26, 1
  %28 = shl i32 %27, 2
  %29 = and i32 %28, 124
  %30 = zext nneg i32 %29 to i64
  %31 = add i64 %30, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = load i32, ptr addrspace(1) %32, align 4, !invariant.load !1
  %34 = icmp ult i32 %27, 32
  br i1 %34, label %"$L__BB20_6", label %162

"$L__BB20_6":                                     ; preds = %162, %"$L__BB20_4"
  %"%r77.0" = phi i32 [ %33, %"$L__BB20_4" ], [ %170, %162 ]
  %35 = mul i32 %9, 7
  %36 = add i32 %35, 2
  %37 = shl i32 %36, 2
  %38 = and i32 %37, 124
  %39 = zext nneg i32 %38 to i64
  %40 = add i64 %39, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  %42 = load i32, ptr addrspace(1) %41, align 4, !invariant.load !1
  %43 = icmp ult i32 %36, 32
  br i1 %43, label %"$L__BB20_8", label %171

"$L__BB20_8":                                     ; preds = %171, %"$L__BB20_6"
  %"%r78.0" = phi i32 [ %42, %"$L__BB20_6" ], [ %179, %171 ]
  %44 = shl i32 %9, 3
  %45 = inttoptr i64 %1 to ptr
  %46 = addrspacecast ptr %45 to ptr addrspace(1)
  %47 = ptrtoint ptr addrspace(1) %46 to i64
  %48 = zext i32 %44 to i64
  %49 = shl nuw nsw i64 %48, 2
  %50 = add i64 %49, %47
  %51 = sext i32 %"%r76.0" to i65
  %52 = call i65 @llvm.smax.i65(i65 %51, i65 -32768)
  %53 = call i65 @llvm.smin.i65(i65 %52, i65 32767)
  %54 = trunc nsw i65 %53 to i32
  %55 = and i32 %54, 65535
  %56 = sext i32 %"%r75.0" to i65
  %57 = call i65 @llvm.smax.i65(i65 %56, i65 -32768)
  %58 = call i65 @llvm.smin.i65(i65 %57, i65 32767)
  %59 = trunc nsw i65 %58 to i32
  %60 = shl nsw i32 %59, 16
  %61 = or disjoint i32 %60, %55
  %62 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %61, ptr addrspace(1) %62, align 4
  %63 = call i65 @llvm.smax.i65(i65 %51, i65 0)
  %64 = call i65 @llvm.umin.i65(i65 %63, i65 65535)
  %65 = trunc nuw nsw i65 %64 to i32
  %66 = call i65 @llvm.smax.i65(i65 %56, i65 0)
  %67 = call i65 @llvm.umin.i65(i65 %66, i65 65535)
  %68 = trunc nuw nsw i65 %67 to i32
  %69 = shl nuw i32 %68, 16
  %70 = or disjoint i32 %69, %65
  %71 = add i64 %50, 4
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i32 %70, ptr addrspace(1) %72, align 4
  %73 = sext i32 %"%r78.0" to i65
  %74 = call i65 @llvm.smax.i65(i65 %73, i65 0)
  %75 = call i65 @llvm.umin.i65(i65 %74, i65 255)
  %76 = trunc nuw nsw i65 %75 to i32
  %77 = sext i32 %"%r77.0" to i65
  %78 = call i65 @llvm.smax.i65(i65 %77, i65 0)
  %79 = call i65 @llvm.umin.i65(i65 %78, i65 255)
  %80 = trunc nuw nsw i65 %79 to i32
  %81 = call i65 @llvm.umin.i65(i65 %63, i65 255)
  %82 = trunc nuw nsw i65 %81 to i32
  %83 = call i65 @llvm.umin.i65(i65 %66, i65 255)
  %84 = trunc nuw nsw i65 %83 to i32
  %85 = shl nuw nsw i32 %84, 8
  %86 = or disjoint i32 %85, %82
  %87 = shl nuw i32 %80, 24
  %88 = shl nuw nsw i32 %76, 16
  %89 = or disjoint i32 %87, %88
  %90 = or disjoint i32 %89, %86
  %91 = add i64 %50, 8
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %92, align 4
  %93 = call i65 @llvm.smax.i65(i65 %73, i65 -128)
  %94 = call i65 @llvm.smin.i65(i65 %93, i65 127)
  %95 = trunc nsw i65 %94 to i32
  %96 = and i32 %95, 255
  %97 = call i65 @llvm.smax.i65(i65 %77, i65 -128)
  %98 = call i65 @llvm.smin.i65(i65 %97, i65 127)
  %99 = trunc nsw i65 %98 to i32
  %100 = shl nsw i32 %99, 8
  %101 = and i32 %100, 65280
  %102 = or disjoint i32 %101, %96
  %103 = call i65 @llvm.smax.i65(i65 %51, i65 -128)
  %104 = call i65 @llvm.smin.i65(i65 %103, i65 127)
  %105 = trunc nsw i65 %104 to i32
  %106 = and i32 %105, 255
  %107 = call i65 @llvm.smax.i65(i65 %56, i65 -128)
  %108 = call i65 @llvm.smin.i65(i65 %107, i65 127)
  %109 = trunc nsw i65 %108 to i32
  %110 = shl nsw i32 %109, 8
  %111 = and i32 %110, 65280
  %112 = or disjoint i32 %111, %106
  %113 = shl nuw i32 %102, 16
  %114 = or disjoint i32 %113, %112
  %115 = add i64 %50, 12
  %116 = inttoptr i64 %115 to ptr addrspace(1)
  store i32 %114, ptr addrspace(1) %116, align 4
  %117 = shl i32 %"%r77.0", 16
  %118 = or disjoint i32 %117, %86
  %119 = add i64 %50, 16
  %120 = inttoptr i64 %119 to ptr addrspace(1)
  store i32 %118, ptr addrspace(1) %120, align 4
  %121 = shl i32 %"%r75.0", 16
  %122 = or disjoint i32 %121, %102
  %123 = add i64 %50, 20
  %124 = inttoptr i64 %123 to ptr addrspace(1)
  store i32 %122, ptr addrspace(1) %124, align 4
  %125 = call i65 @llvm.smax.i65(i65 %73, i65 -32768)
  %126 = call i65 @llvm.smin.i65(i65 %125, i65 32767)
  %127 = trunc nsw i65 %126 to i32
  %128 = and i32 %127, 65535
  %129 = call i65 @llvm.smax.i65(i65 %77, i65 -32768)
  %130 = call i65 @llvm.smin.i65(i65 %129, i65 32767)
  %131 = trunc nsw i65 %130 to i32
  %132 = shl nsw i32 %131, 16
  %133 = or disjoint i32 %132, %128
  %134 = add i64 %50, 24
  %135 = inttoptr i64 %134 to ptr addrspace(1)
  store i32 %133, ptr addrspace(1) %135, align 4
  %136 = call i65 @llvm.umin.i65(i65 %78, i65 65535)
  %137 = trunc nuw nsw i65 %136 to i32
  %138 = call i65 @llvm.umin.i65(i65 %74, i65 65535)
  %139 = trunc nuw nsw i65 %138 to i32
  %140 = shl nuw i32 %139, 16
  %141 = or disjoint i32 %140, %137
  %142 = add i64 %50, 28
  %143 = inttoptr i64 %142 to ptr addrspace(1)
  store i32 %141, ptr addrspace(1) %143, align 4
  ret void

144:                                              ; preds = %allocas
  %145 = lshr i32 %9, 5
  %146 = icmp eq i32 %145, 1
  %147 = shl i32 %15, 8
  %148 = xor i32 %15, 128
  %149 = icmp eq i32 %145, 2
  %150 = select i1 %149, i32 %148, i32 %147
  %151 = lshr i32 %15, 16
  %152 = select i1 %146, i32 %151, i32 %150
  br label %"$L__BB20_2"

153:                                              ; preds = %"$L__BB20_2"
  %154 = lshr i32 %18, 5
  %155 = icmp eq i32 %154, 1
  %156 = shl i32 %24, 8
  %157 = xor i32 %24, 128
  %158 = icmp eq i32 %154, 2
  %159 = select i1 %158, i32 %157, i32 %156
  %160 = lshr i32 %24, 16
  %161 = select i1 %155, i32 %160, i32 %159
  br label %"$L__BB20_4"

162:                                              ; preds = %"$L__BB20_4"
  %163 = lshr i32 %27, 5
  %164 = icmp eq i32 %163, 1
  %165 = shl i32 %33, 8
  %166 = xor i32 %33, 128
  %167 = icmp eq i32 %163, 2
  %168 = select i1 %167, i32 %166, i32 %165
  %169 = lshr i32 %33, 16
  %170 = select i1 %164, i32 %169, i32 %168
  br label %"$L__BB20_6"

171:                                              ; preds = %"$L__BB20_6"
  %172 = lshr i32 %36, 5
  %173 = icmp eq i32 %172, 1
  %174 = shl i32 %42, 8
  %175 = xor i32 %42, 128
  %176 = icmp eq i32 %172, 2
  %177 = select i1 %176, i32 %175, i32 %174
  %178 = lshr i32 %42, 16
  %179 = select i1 %173, i32 %178, i32 %177
  br label %"$L__BB20_8"
}

define amdgpu_kernel void @cvt_pack_sat_4bit(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB21_2", label %157

"$L__BB21_2":                                     ; preds = %157, %allocas
  %"%r88.0" = phi i32 [ %15, %allocas ], [ %165, %157 ]
  %17 = mul i32 %9, 5
  %18 = add i32 %17, 3
  %19 = shl i32 %18, 2
  %20 = and i32 %19, 124
  %21 = zext nneg i32 %20 to i64
  %22 = add i64 %21, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  %24 = load i32, ptr addrspace(1) %23, align 4, !invariant.load !1
  %25 = icmp ult i32 %18, 32
  br i1 %25, label %"$L__BB21_4", label %166

"$L__BB21_4":                                     ; preds = %166, %"$L__BB21_2"
  %"%r89.0" = phi i32 [ %24, %"$L__BB21_2" ], [ %174, %166 ]
  %26 = mul i32 %9, 3
  %27 = add i32 %26, 1
  %28 = shl i32 %27, 2
  %29 = and i32 %28, 124
  %30 = zext nneg i32 %29 to i64
  %31 = add i64 %30, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = load i32, ptr addrspace(1) %32, align 4, !invariant.load !1
  %34 = icmp ult i32 %27, 32
  br i1 %34, label %"$L__BB21_6", label %175

"$L__BB21_6":                                     ; preds = %175, %"$L__BB21_4"
  %"%r90.0" = phi i32 [ %33, %"$L__BB21_4" ], [ %183, %175 ]
  %35 = mul i32 %9, 7
  %36 = add i32 %35, 2
  %37 = shl i32 %36, 2
  %38 = and i32 %37, 124
  %39 = zext nneg i32 %38 to i64
  %40 = add i64 %39, ptrtoint (ptr addrspace(1) @INT32_INPUTS to i64)
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  %42 = load i32, ptr addrspace(1) %41, align 4, !invariant.load !1
  %43 = icmp ult i32 %36, 32
  br i1 %43, label %"$L__BB21_8", label %184

"$L__BB21_8":                                     ; preds = %184, %"$L__BB21_6"
  %"%r91.0" = phi i32 [ %42, %"$L__BB21_6" ], [ %192, %184 ]
  %44 = and i32 %9, 31
  %45 = shl i32 %9, 3
  %46 = inttoptr i64 %1 to ptr
  %47 = addrspacecast ptr %46 to ptr addrspace(1)
  %48 = ptrtoint ptr addrspace(1) %47 to i64
  %49 = zext i32 %45 to i64
  %50 = shl nuw nsw i64 %49, 2
  %51 = add i64 %50, %48
  %52 = and i32 %"%r89.0", -2147483633
  %53 = and i32 %"%r88.0", -2147483617
  %54 = call i32 @llvm.smax.i32(i32 %52, i32 0)
  %55 = call i32 @llvm.smax.i32(i32 %53, i32 0)
  %56 = call i32 @llvm.umin.i32(i32 %55, i32 15)
  %57 = shl nuw nsw i32 %56, 4
  %58 = or disjoint i32 %57, %54
  %59 = shl i32 %"%r90.0", 8
  %60 = or disjoint i32 %59, %58
  %61 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %61, align 4
  %62 = zext i32 %"%r88.0" to i64
  %63 = mul nuw i64 %62, 2938661835
  %64 = lshr i64 %63, 32
  %65 = trunc nuw i64 %64 to i32
  %66 = sub i32 %"%r88.0", %65
  %67 = lshr i32 %66, 1
  %68 = add i32 %67, %65
  %69 = lshr i32 %68, 4
  %.neg = mul i32 %69, -19
  %70 = add i32 %.neg, %"%r88.0"
  %71 = add i32 %70, -9
  %72 = call i32 @llvm.smax.i32(i32 %"%r89.0", i32 -8)
  %73 = call i32 @llvm.smin.i32(i32 %72, i32 7)
  %74 = and i32 %73, 15
  %75 = call i32 @llvm.smax.i32(i32 %71, i32 -8)
  %76 = call i32 @llvm.smin.i32(i32 %75, i32 7)
  %77 = shl nsw i32 %76, 4
  %78 = and i32 %77, 240
  %79 = or disjoint i32 %78, %74
  %80 = shl i32 %"%r91.0", 8
  %81 = or disjoint i32 %80, %79
  %82 = add i64 %51, 4
  %83 = inttoptr i64 %82 to ptr addrspace(1)
  store i32 %81, ptr addrspace(1) %83, align 4
  %84 = add i32 %9, -64
  %85 = sext i32 %84 to i65
  %86 = call i65 @llvm.smax.i65(i65 %85, i65 0)
  %87 = call i65 @llvm.umin.i65(i65 %86, i65 15)
  %88 = trunc nuw nsw i65 %87 to i32
  %89 = call i32 @llvm.umin.i32(i32 %44, i32 15)
  %90 = shl nuw nsw i32 %89, 4
  %91 = or disjoint i32 %90, %88
  %92 = shl i32 %"%r88.0", 8
  %93 = or disjoint i32 %92, %91
  %94 = add i64 %51, 8
  %95 = inttoptr i64 %94 to ptr addrspace(1)
  store i32 %93, ptr addrspace(1) %95, align 4
  %96 = call i65 @llvm.smax.i65(i65 %85, i65 -8)
  %97 = call i65 @llvm.smin.i65(i65 %96, i65 7)
  %98 = trunc nsw i65 %97 to i32
  %99 = and i32 %98, 15
  %100 = call i32 @llvm.smax.i32(i32 %44, i32 8)
  %101 = call i32 @llvm.smin.i32(i32 %100, i32 23)
  %102 = shl nuw nsw i32 %101, 4
  %103 = and i32 %102, 240
  %104 = or disjoint i32 %103, %99
  %105 = shl i32 %"%r89.0", 8
  %106 = or disjoint i32 %105, %104
  %107 = add i64 %51, 12
  %108 = inttoptr i64 %107 to ptr addrspace(1)
  store i32 %106, ptr addrspace(1) %108, align 4
  %109 = zext i32 %9 to i64
  %110 = mul nuw i64 %109, 3435973837
  %111 = lshr i64 %110, 36
  %112 = trunc nuw nsw i64 %111 to i32
  %.neg60 = mul i32 %112, -20
  %113 = add i32 %.neg60, %9
  %114 = add i32 %113, -10
  %115 = mul nuw nsw i64 %109, 613566757
  %116 = lshr i64 %115, 32
  %117 = trunc nuw nsw i64 %116 to i32
  %118 = sub i32 %9, %117
  %119 = lshr i32 %118, 1
  %120 = add nuw i32 %119, %117
  %121 = lshr i32 %120, 2
  %.neg61 = mul i32 %121, -7
  %122 = add i32 %.neg61, %9
  %123 = add i32 %122, -3
  %124 = lshr i32 %9, 3
  %125 = mul nuw i64 %109, 3123612579
  %126 = lshr i64 %125, 35
  %127 = trunc nuw nsw i64 %126 to i32
  %.neg62 = mul i32 %127, -11
  %128 = add i32 %.neg62, %9
  %129 = add i32 %128, -5
  %130 = call i32 @llvm.smax.i32(i32 %123, i32 -8)
  %131 = call i32 @llvm.smin.i32(i32 %130, i32 7)
  %132 = and i32 %131, 15
  %133 = call i32 @llvm.smax.i32(i32 %114, i32 -8)
  %134 = call i32 @llvm.smin.i32(i32 %133, i32 7)
  %135 = and i32 %134, 15
  %136 = call i32 @llvm.smax.i32(i32 %129, i32 -8)
  %137 = call i32 @llvm.smin.i32(i32 %136, i32 7)
  %138 = and i32 %137, 15
  %139 = call i32 @llvm.smin.i32(i32 %124, i32 15)
  %140 = xor i32 %139, 8
  %141 = shl nuw nsw i32 %140, 4
  %142 = or disjoint i32 %141, %138
  %143 = shl nuw nsw i32 %135, 12
  %144 = shl nuw nsw i32 %132, 8
  %145 = or disjoint i32 %143, %144
  %146 = or disjoint i32 %145, %142
  %147 = shl nuw nsw i32 %132, 4
  %148 = shl nuw nsw i32 %146, 8
  %149 = or disjoint i32 %147, %148
  %150 = or disjoint i32 %149, %135
  %151 = shl nuw nsw i32 %138, 4
  %152 = shl i32 %150, 8
  %153 = or disjoint i32 %151, %152
  %154 = or disjoint i32 %153, %140
  %155 = add i64 %51, 16
  %156 = inttoptr i64 %155 to ptr addrspace(1)
  store i32 %154, ptr addrspace(1) %156, align 4
  ret void

157:                                              ; preds = %allocas
  %158 = lshr i32 %9, 5
  %159 = icmp eq i32 %158, 1
  %160 = shl i32 %15, 8
  %161 = xor i32 %15, 128
  %162 = icmp eq i32 %158, 2
  %163 = select i1 %162, i32 %161, i32 %160
  %164 = lshr i32 %15, 16
  %165 = select i1 %159, i32 %164, i32 %163
  br label %"$L__BB21_2"

166:                                              ; preds = %"$L__BB21_2"
  %167 = lshr i32 %18, 5
  %168 = icmp eq i32 %167, 1
  %169 = shl i32 %24, 8
  %170 = xor i32 %24, 128
  %171 = icmp eq i32 %167, 2
  %172 = select i1 %171, i32 %170, i32 %169
  %173 = lshr i32 %24, 16
  %174 = select i1 %168, i32 %173, i32 %172
  br label %"$L__BB21_4"

175:                                              ; preds = %"$L__BB21_4"
  %176 = lshr i32 %27, 5
  %177 = icmp eq i32 %176, 1
  %178 = shl i32 %33, 8
  %179 = xor i32 %33, 128
  %180 = icmp eq i32 %176, 2
  %181 = select i1 %180, i32 %179, i32 %178
  %182 = lshr i32 %33, 16
  %183 = select i1 %177, i32 %182, i32 %181
  br label %"$L__BB21_6"

184:                                              ; preds = %"$L__BB21_6"
  %185 = lshr i32 %36, 5
  %186 = icmp eq i32 %185, 1
  %187 = shl i32 %42, 8
  %188 = xor i32 %42, 128
  %189 = icmp eq i32 %185, 2
  %190 = select i1 %189, i32 %188, i32 %187
  %191 = lshr i32 %42, 16
  %192 = select i1 %186, i32 %191, i32 %190
  br label %"$L__BB21_8"
}

define amdgpu_kernel void @cvt_f16x2_relu(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %3 = getelementptr i8, ptr addrspace(4) %2, i64 4
  %4 = load i16, ptr addrspace(4) %3, align 2
  %5 = zext i16 %4 to i32
  %6 = call i32 @llvm.amdgcn.workgroup.id.x()
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = mul i32 %6, %5
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 2
  %11 = and i32 %10, 124
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i32, ptr addrspace(1) %14, align 4, !invariant.load !1
  %16 = icmp ult i32 %9, 32
  br i1 %16, label %"$L__BB22_2", label %238

"$L__BB22_2":                                     ; preds = %238, %allocas
  %"%r80.0" = phi i32 [ %15, %allocas ], [ %246, %238 ]
  %17 = mul i32 %9, 28
  %18 = add i32 %17, 12
  %19 = and i32 %18, 124
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  %23 = load float, ptr addrspace(1) %22, align 4, !invariant.load !1
  %24 = shl i32 %9, 3
  %25 = inttoptr i64 %1 to ptr
  %26 = addrspacecast ptr %25 to ptr addrspace(1)
  %27 = ptrtoint ptr addrspace(1) %26 to i64
  %28 = zext i32 %24 to i64
  %29 = shl nuw nsw i64 %28, 2
  %30 = add i64 %29, %27
  %31 = bitcast i32 %"%r80.0" to float
  %32 = fptrunc float %23 to half
  %33 = bitcast half %32 to i16
  %34 = fptrunc float %31 to half
  %35 = bitcast half %34 to i16
  %36 = zext i16 %33 to i32
  %37 = zext i16 %35 to i32
  %38 = shl nuw i32 %37, 16
  %39 = and i32 %36, 32767
  %40 = icmp ugt i32 %39, 31744
  %41 = select i1 %40, i32 32767, i32 %36
  %42 = and i32 %37, 32767
  %43 = icmp ugt i32 %42, 31744
  %44 = select i1 %43, i32 2147418112, i32 %38
  %45 = or disjoint i32 %44, %41
  %46 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %46, align 4
  %47 = fpext half %34 to float
  %48 = fsub float %31, %47
  %49 = fcmp olt float %48, 0.000000e+00
  %50 = fcmp ogt float %48, 0.000000e+00
  %51 = fcmp oeq half %34, 0xH0000
  %52 = fcmp ogt half %34, 0xH0000
  %53 = xor i1 %52, true
  %54 = add i16 %35, 1
  %55 = add i16 %35, -1
  %56 = select i1 %52, i16 %55, i16 %54
  %57 = bitcast i16 %56 to half
  %58 = select i1 %51, half 0xH8001, half %57
  %59 = call half @llvm.fabs.f16(half %34)
  %60 = fcmp ueq half %59, 0xH7C00
  %61 = fcmp uno half %34, 0xH0000
  %62 = or i1 %61, %53
  %63 = and i1 %60, %62
  %64 = xor i1 %63, %60
  %65 = select i1 %64, half 0xH7BFF, half %58
  %66 = select i1 %63, half %34, half %65
  %67 = select i1 %52, i16 %54, i16 %55
  %68 = bitcast i16 %67 to half
  %69 = select i1 %51, half 0xH0001, half %68
  %70 = fcmp ugt half %34, 0xH0000
  %71 = and i1 %60, %70
  %72 = xor i1 %71, %60
  %73 = select i1 %72, half 0xHFBFF, half %69
  %74 = select i1 %71, half %34, half %73
  %75 = select i1 %49, half %66, half %34
  %76 = select i1 %50, half %74, half %34
  %77 = and i1 %51, %50
  %78 = or i1 %52, %77
  %79 = select i1 %78, half %75, half %76
  %80 = call float @llvm.fabs.f32(float %31)
  %81 = fcmp one float %80, 0x7FF0000000000000
  %82 = fcmp oeq half %59, 0xH7C00
  %83 = and i1 %81, %82
  %84 = call half @llvm.copysign.f16(half 0xH7BFF, half %34)
  %85 = select i1 %83, half %84, half %79
  %86 = bitcast half %85 to i16
  %87 = fpext half %32 to float
  %88 = fsub float %23, %87
  %89 = fcmp olt float %88, 0.000000e+00
  %90 = fcmp ogt float %88, 0.000000e+00
  %91 = fcmp oeq half %32, 0xH0000
  %92 = fcmp ogt half %32, 0xH0000
  %93 = xor i1 %92, true
  %94 = add i16 %33, 1
  %95 = add i16 %33, -1
  %96 = select i1 %92, i16 %95, i16 %94
  %97 = bitcast i16 %96 to half
  %98 = select i1 %91, half 0xH8001, half %97
  %99 = call half @llvm.fabs.f16(half %32)
  %100 = fcmp ueq half %99, 0xH7C00
  %101 = fcmp uno half %32, 0xH0000
  %102 = or i1 %101, %93
  %103 = and i1 %100, %102
  %104 = xor i1 %103, %100
  %105 = select i1 %104, half 0xH7BFF, half %98
  %106 = select i1 %103, half %32, half %105
  %107 = select i1 %92, i16 %94, i16 %95
  %108 = bitcast i16 %107 to half
  %109 = select i1 %91, half 0xH0001, half %108
  %110 = fcmp ugt half %32, 0xH0000
  %111 = and i1 %100, %110
  %112 = xor i1 %111, %100
  %113 = select i1 %112, half 0xHFBFF, half %109
  %114 = select i1 %111, half %32, half %113
  %115 = select i1 %89, half %106, half %32
  %116 = select i1 %90, half %114, half %32
  %117 = and i1 %91, %90
  %118 = or i1 %92, %117
  %119 = select i1 %118, half %115, half %116
  %120 = call float @llvm.fabs.f32(float %23)
  %121 = fcmp one float %120, 0x7FF0000000000000
  %122 = fcmp oeq half %99, 0xH7C00
  %123 = and i1 %121, %122
  %124 = call half @llvm.copysign.f16(half 0xH7BFF, half %32)
  %125 = select i1 %123, half %124, half %119
  %126 = bitcast half %125 to i16
  %127 = zext i16 %86 to i32
  %128 = zext i16 %126 to i32
  %129 = shl nuw i32 %128, 16
  %130 = and i32 %127, 32767
  %131 = icmp ugt i32 %130, 31744
  %132 = select i1 %131, i32 32767, i32 %127
  %133 = and i32 %128, 32767
  %134 = icmp ugt i32 %133, 31744
  %135 = select i1 %134, i32 2147418112, i32 %129
  %136 = or disjoint i32 %135, %132
  %137 = add i64 %30, 4
  %138 = inttoptr i64 %137 to ptr addrspace(1)
  store i32 %136, ptr addrspace(1) %138, align 4
  %139 = icmp slt i16 %33, 0
  %140 = select i1 %139, half 0xH0000, half %32
  %141 = select i1 %101, half 0xH7FFF, half %140
  %142 = bitcast half %141 to i16
  %143 = icmp slt i16 %35, 0
  %144 = select i1 %143, half 0xH0000, half %34
  %145 = select i1 %61, half 0xH7FFF, half %144
  %146 = bitcast half %145 to i16
  %147 = zext i16 %142 to i32
  %148 = zext i16 %146 to i32
  %149 = shl nuw i32 %148, 16
  %150 = and i32 %147, 32767
  %151 = icmp ugt i32 %150, 31744
  %152 = select i1 %151, i32 32767, i32 %147
  %153 = and i32 %148, 32767
  %154 = icmp ugt i32 %153, 31744
  %155 = select i1 %154, i32 2147418112, i32 %149
  %156 = or disjoint i32 %155, %152
  %157 = add i64 %30, 8
  %158 = inttoptr i64 %157 to ptr addrspace(1)
  store i32 %156, ptr addrspace(1) %158, align 4
  %159 = icmp slt i16 %86, 0
  %160 = select i1 %159, half 0xH0000, half %85
  %161 = fcmp uno half %85, 0xH0000
  %162 = select i1 %161, half 0xH7FFF, half %160
  %163 = bitcast half %162 to i16
  %164 = icmp slt i16 %126, 0
  %165 = select i1 %164, half 0xH0000, half %125
  %166 = fcmp uno half %125, 0xH0000
  %167 = select i1 %166, half 0xH7FFF, half %165
  %168 = bitcast half %167 to i16
  %169 = zext i16 %163 to i32
  %170 = zext i16 %168 to i32
  %171 = shl nuw i32 %170, 16
  %172 = and i32 %169, 32767
  %173 = icmp ugt i32 %172, 31744
  %174 = select i1 %173, i32 32767, i32 %169
  %175 = and i32 %170, 32767
  %176 = icmp ugt i32 %175, 31744
  %177 = select i1 %176, i32 2147418112, i32 %171
  %178 = or disjoint i32 %177, %174
  %179 = add i64 %30, 12
  %180 = inttoptr i64 %179 to ptr addrspace(1)
  store i32 %178, ptr addrspace(1) %180, align 4
  %181 = select i1 %154, i32 32767, i32 %148
  %182 = shl nuw i32 %169, 16
  %183 = select i1 %173, i32 2147418112, i32 %182
  %184 = or disjoint i32 %183, %181
  %185 = add i64 %30, 16
  %186 = inttoptr i64 %185 to ptr addrspace(1)
  store i32 %184, ptr addrspace(1) %186, align 4
  %187 = select i1 %82, half %84, half %34
  %188 = bitcast half %187 to i16
  %189 = icmp slt i16 %188, 0
  %190 = select i1 %189, half 0xH0000, half %187
  %191 = fcmp uno half %187, 0xH0000
  %192 = select i1 %191, half 0xH7FFF, half %190
  %193 = bitcast half %192 to i16
  %194 = zext i16 %193 to i32
  %195 = and i32 %194, 32767
  %196 = icmp ugt i32 %195, 31744
  %197 = select i1 %196, i32 32767, i32 %194
  %198 = call half @llvm.fabs.f16(half %85)
  %199 = fcmp oeq half %198, 0xH7C00
  %200 = call half @llvm.copysign.f16(half 0xH7BFF, half %85)
  %201 = select i1 %199, half %200, half %85
  %202 = bitcast half %201 to i16
  %203 = zext i16 %202 to i32
  %204 = and i32 %203, 32767
  %205 = icmp ugt i32 %204, 31744
  %206 = shl nuw i32 %203, 16
  %207 = select i1 %205, i32 2147418112, i32 %206
  %208 = or disjoint i32 %207, %197
  %209 = add i64 %30, 20
  %210 = inttoptr i64 %209 to ptr addrspace(1)
  store i32 %208, ptr addrspace(1) %210, align 4
  %211 = select i1 %122, half %124, half %32
  %212 = bitcast half %211 to i16
  %213 = zext i16 %212 to i32
  %214 = zext i16 %188 to i32
  %215 = shl nuw i32 %214, 16
  %216 = and i32 %213, 32767
  %217 = icmp ugt i32 %216, 31744
  %218 = select i1 %217, i32 32767, i32 %213
  %219 = and i32 %214, 32767
  %220 = icmp ugt i32 %219, 31744
  %221 = select i1 %220, i32 2147418112, i32 %215
  %222 = or disjoint i32 %221, %218
  %223 = add i64 %30, 24
  %224 = inttoptr i64 %223 to ptr addrspace(1)
  store i32 %222, ptr addrspace(1) %224, align 4
  %225 = icmp slt i16 %212, 0
  %226 = select i1 %225, half 0xH0000, half %211
  %227 = fcmp uno half %211, 0xH0000
  %228 = select i1 %227, half 0xH7FFF, half %226
  %229 = bitcast half %228 to i16
  %230 = zext i16 %229 to i32
  %231 = shl nuw i32 %230, 16
  %232 = and i32 %230, 32767
  %233 = icmp ugt i32 %232, 31744
  %234 = select i1 %233, i32 2147418112, i32 %231
  %235 = or disjoint i32 %234, %197
  %236 = add i64 %30, 28
  %237 = inttoptr i64 %236 to ptr addrspace(1)
  store i32 %235, ptr addrspace(1) %237, align 4
  ret void

238:                                              ; preds = %allocas
  %239 = lshr i32 %9, 5
  %240 = icmp eq i32 %239, 1
  %241 = xor i32 %15, -2147483648
  %242 = add i32 %15, -1
  %243 = icmp eq i32 %239, 2
  %244 = select i1 %243, i32 %242, i32 %241
  %245 = add i32 %15, 1
  %246 = select i1 %240, i32 %245, i32 %244
  br label %"$L__BB22_2"
}

define amdgpu_kernel void @cvt_bf16(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %14 = and i32 %13, 124
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  %18 = load i32, ptr addrspace(1) %17, align 4, !invariant.load !1
  %19 = lshr i32 %12, 5
  %20 = icmp ult i32 %12, 32
  %21 = icmp eq i32 %19, 1
  %22 = icmp eq i32 %19, 2
  %23 = select i1 %22, i32 -1, i32 -2147450881
  %24 = select i1 %21, i32 32768, i32 %23
  %25 = select i1 %20, i32 0, i32 %24
  %26 = add i32 %18, %25
  %27 = mul i32 %12, 20
  %28 = add i32 %27, 8
  %29 = and i32 %28, 124
  %30 = zext nneg i32 %29 to i64
  %31 = add i64 %30, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = load i32, ptr addrspace(1) %32, align 4, !invariant.load !1
  %34 = shl i32 %12, 3
  %35 = zext i32 %34 to i64
  %36 = shl nuw nsw i64 %35, 2
  %37 = add i64 %36, %4
  %38 = and i32 %26, 65535
  %39 = icmp ugt i32 %38, 32768
  %40 = and i32 %26, 131071
  %41 = icmp eq i32 %40, 98304
  %42 = or i1 %39, %41
  %43 = and i32 %26, -4259840
  %44 = add i32 %26, 65536
  %45 = select i1 %42, i32 %44, i32 %26
  %46 = and i32 %26, 2147483647
  %47 = icmp ugt i32 %46, 2139095040
  %48 = or disjoint i32 %43, 4194304
  %49 = select i1 %47, i32 %48, i32 %45
  %50 = lshr i32 %49, 16
  %51 = trunc nuw i32 %50 to i16
  %52 = bitcast i16 %51 to bfloat
  %53 = and i32 %49, 2147418112
  %54 = icmp ugt i32 %53, 2139095040
  %55 = select i1 %54, i32 32767, i32 %50
  %56 = select i1 %47, i32 %48, i32 %26
  %57 = lshr i32 %56, 16
  %58 = trunc nuw i32 %57 to i16
  %59 = bitcast i16 %58 to bfloat
  %60 = and i32 %56, 2147418112
  %61 = icmp ugt i32 %60, 2139095040
  %62 = and i32 %56, -65536
  %63 = select i1 %61, i32 2147418112, i32 %62
  %64 = or disjoint i32 %63, %55
  %65 = inttoptr i64 %37 to ptr addrspace(1)
  store i32 %64, ptr addrspace(1) %65, align 4
  %66 = icmp slt i32 %49, 0
  %67 = select i1 %66, bfloat 0xR0000, bfloat %52
  %68 = fcmp uno bfloat %52, 0xR0000
  %69 = select i1 %68, bfloat 0xR7FFF, bfloat %67
  %70 = bitcast bfloat %69 to i16
  %71 = zext i16 %70 to i32
  %72 = and i32 %71, 32767
  %73 = icmp ugt i32 %72, 32640
  %74 = select i1 %73, i32 32767, i32 %71
  %75 = icmp slt i32 %56, 0
  %76 = select i1 %75, bfloat 0xR0000, bfloat %59
  %77 = fcmp uno bfloat %59, 0xR0000
  %78 = select i1 %77, bfloat 0xR7FFF, bfloat %76
  %79 = bitcast bfloat %78 to i16
  %80 = zext i16 %79 to i32
  %81 = and i32 %80, 32767
  %82 = icmp ugt i32 %81, 32640
  %83 = shl nuw i32 %80, 16
  %84 = select i1 %82, i32 2147418112, i32 %83
  %85 = or disjoint i32 %84, %74
  %86 = add i64 %37, 4
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  store i32 %85, ptr addrspace(1) %87, align 4
  %88 = and i32 %33, 65535
  %89 = icmp ugt i32 %88, 32768
  %90 = and i32 %33, 131071
  %91 = icmp eq i32 %90, 98304
  %92 = or i1 %89, %91
  %93 = and i32 %33, -4259840
  %94 = add i32 %33, 65536
  %95 = select i1 %92, i32 %94, i32 %33
  %96 = and i32 %33, 2147483647
  %97 = icmp ugt i32 %96, 2139095040
  %98 = or disjoint i32 %93, 4194304
  %99 = select i1 %97, i32 %98, i32 %95
  %100 = lshr i32 %99, 16
  %101 = trunc nuw i32 %100 to i16
  %102 = bitcast i16 %101 to bfloat
  %103 = and i32 %49, -65536
  %104 = and i32 %99, 2147418112
  %105 = icmp ugt i32 %104, 2139095040
  %106 = select i1 %105, i32 32767, i32 %100
  %107 = select i1 %54, i32 2147418112, i32 %103
  %108 = or disjoint i32 %107, %106
  %109 = add i64 %37, 8
  %110 = inttoptr i64 %109 to ptr addrspace(1)
  store i32 %108, ptr addrspace(1) %110, align 4
  %111 = select i1 %97, i32 %98, i32 %33
  %112 = lshr i32 %111, 16
  %113 = trunc nuw i32 %112 to i16
  %114 = bitcast i16 %113 to bfloat
  %115 = and i32 %111, -65536
  %116 = select i1 %61, i32 32767, i32 %57
  %117 = and i32 %111, 2147418112
  %118 = icmp ugt i32 %117, 2139095040
  %119 = select i1 %118, i32 2147418112, i32 %115
  %120 = or disjoint i32 %119, %116
  %121 = add i64 %37, 12
  %122 = inttoptr i64 %121 to ptr addrspace(1)
  store i32 %120, ptr addrspace(1) %122, align 4
  %123 = icmp slt i32 %99, 0
  %124 = select i1 %123, bfloat 0xR0000, bfloat %102
  %125 = fcmp uno bfloat %102, 0xR0000
  %126 = select i1 %125, bfloat 0xR7FFF, bfloat %124
  %127 = bitcast bfloat %126 to i16
  %128 = zext i16 %127 to i32
  %129 = shl nuw i32 %71, 16
  %130 = and i32 %128, 32767
  %131 = icmp ugt i32 %130, 32640
  %132 = select i1 %131, i32 32767, i32 %128
  %133 = select i1 %73, i32 2147418112, i32 %129
  %134 = or disjoint i32 %133, %132
  %135 = add i64 %37, 16
  %136 = inttoptr i64 %135 to ptr addrspace(1)
  store i32 %134, ptr addrspace(1) %136, align 4
  %137 = call bfloat @llvm.fabs.bf16(bfloat %52)
  %138 = fcmp oeq bfloat %137, 0xR7F80
  %139 = call bfloat @llvm.copysign.bf16(bfloat 0xR7F7F, bfloat %52)
  %140 = select i1 %138, bfloat %139, bfloat %52
  %141 = bitcast bfloat %140 to i16
  %142 = zext i16 %141 to i32
  %143 = and i32 %142, 32767
  %144 = icmp ugt i32 %143, 32640
  %145 = select i1 %144, i32 32767, i32 %142
  %146 = call bfloat @llvm.fabs.bf16(bfloat %59)
  %147 = fcmp oeq bfloat %146, 0xR7F80
  %148 = call bfloat @llvm.copysign.bf16(bfloat 0xR7F7F, bfloat %59)
  %149 = select i1 %147, bfloat %148, bfloat %59
  %150 = bitcast bfloat %149 to i16
  %151 = zext i16 %150 to i32
  %152 = and i32 %151, 32767
  %153 = icmp ugt i32 %152, 32640
  %154 = shl nuw i32 %151, 16
  %155 = select i1 %153, i32 2147418112, i32 %154
  %156 = or disjoint i32 %155, %145
  %157 = add i64 %37, 20
  %158 = inttoptr i64 %157 to ptr addrspace(1)
  store i32 %156, ptr addrspace(1) %158, align 4
  %159 = icmp slt i16 %141, 0
  %160 = select i1 %159, bfloat 0xR0000, bfloat %140
  %161 = fcmp uno bfloat %140, 0xR0000
  %162 = select i1 %161, bfloat 0xR7FFF, bfloat %160
  %163 = bitcast bfloat %162 to i16
  %164 = call bfloat @llvm.fabs.bf16(bfloat %102)
  %165 = fcmp oeq bfloat %164, 0xR7F80
  %166 = call bfloat @llvm.copysign.bf16(bfloat 0xR7F7F, bfloat %102)
  %167 = select i1 %165, bfloat %166, bfloat %102
  %168 = bitcast bfloat %167 to i16
  %169 = icmp slt i16 %168, 0
  %170 = select i1 %169, bfloat 0xR0000, bfloat %167
  %171 = fcmp uno bfloat %167, 0xR0000
  %172 = select i1 %171, bfloat 0xR7FFF, bfloat %170
  %173 = bitcast bfloat %172 to i16
  %174 = zext i16 %163 to i32
  %175 = zext i16 %173 to i32
  %176 = shl nuw i32 %175, 16
  %177 = and i32 %174, 32767
  %178 = icmp ugt i32 %177, 32640
  %179 = select i1 %178, i32 32767, i32 %174
  %180 = and i32 %175, 32767
  %181 = icmp ugt i32 %180, 32640
  %182 = select i1 %181, i32 2147418112, i32 %176
  %183 = or disjoint i32 %182, %179
  %184 = add i64 %37, 24
  %185 = inttoptr i64 %184 to ptr addrspace(1)
  store i32 %183, ptr addrspace(1) %185, align 4
  %186 = call bfloat @llvm.fabs.bf16(bfloat %114)
  %187 = fcmp oeq bfloat %186, 0xR7F80
  %188 = call bfloat @llvm.copysign.bf16(bfloat 0xR7F7F, bfloat %114)
  %189 = select i1 %187, bfloat %188, bfloat %114
  %190 = bitcast bfloat %189 to i16
  %191 = icmp slt i16 %190, 0
  %192 = select i1 %191, bfloat 0xR0000, bfloat %189
  %193 = fcmp uno bfloat %189, 0xR0000
  %194 = select i1 %193, bfloat 0xR7FFF, bfloat %192
  %195 = bitcast bfloat %194 to i16
  %196 = zext i16 %195 to i32
  %197 = and i32 %196, 32767
  %198 = icmp ugt i32 %197, 32640
  %199 = shl nuw i32 %196, 16
  %200 = select i1 %198, i32 2147418112, i32 %199
  %201 = or disjoint i32 %200, %179
  %202 = add i64 %37, 28
  %203 = inttoptr i64 %202 to ptr addrspace(1)
  store i32 %201, ptr addrspace(1) %203, align 4
  ret void
}

define amdgpu_kernel void @cvt_tf32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %13 = and i32 %12, 31
  %14 = zext nneg i32 %13 to i64
  %15 = shl i32 %12, 2
  %16 = and i32 %15, 124
  %17 = zext nneg i32 %16 to i64
  %18 = add i64 %17, ptrtoint (ptr addrspace(1) @F32_VALUES to i64)
  %19 = shl i32 %12, 3
  %20 = add nsw i64 %14, -14
  %21 = icmp ult i64 %20, 3
  %22 = and i32 %12, 32
  %23 = and i32 %12, 64
  %24 = icmp ne i32 %23, 0
  %25 = inttoptr i64 %18 to ptr addrspace(1)
  %26 = load i32, ptr addrspace(1) %25, align 4, !invariant.load !1
  %27 = and i32 %26, -8192
  %28 = shl nuw i32 %22, 26
  %29 = xor i32 %26, %28
  %30 = add i32 %29, 8192
  %31 = and i32 %30, 2139095040
  %32 = icmp ne i32 %31, 2139095040
  %33 = and i1 %24, %32
  %34 = select i1 %33, i32 %30, i32 %29
  %35 = and i32 %34, -8192
  %36 = shl i32 %34, 1
  %37 = and i32 %36, 8192
  %38 = add i32 %35, %37
  %39 = and i32 %34, 2147483647
  %40 = icmp ugt i32 %39, 2139095040
  %41 = or i32 %35, 4194304
  %42 = select i1 %40, i32 %41, i32 %38
  %43 = bitcast i32 %42 to float
  %44 = fcmp uno float %43, 0.000000e+00
  %45 = select i1 %44, i32 2147483647, i32 %42
  %46 = zext i32 %19 to i64
  %47 = shl nuw nsw i64 %46, 2
  %48 = add i64 %47, %4
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %49, align 4
  %50 = and i32 %38, 2147475456
  %51 = icmp eq i32 %50, 2139095040
  %52 = and i32 %34, -2147483648
  %53 = or disjoint i32 %52, 2139086848
  %54 = select i1 %51, i32 %53, i32 %38
  %55 = select i1 %40, i32 %41, i32 %54
  %56 = bitcast i32 %55 to float
  %57 = fcmp uno float %56, 0.000000e+00
  %58 = select i1 %57, i32 2147483647, i32 %55
  %59 = add i64 %48, 4
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = or disjoint i32 %27, 4096
  %62 = select i1 %21, i32 %26, i32 %61
  %63 = xor i32 %62, %28
  %64 = add i32 %63, 8192
  %65 = and i32 %64, 2139095040
  %66 = icmp ne i32 %65, 2139095040
  %67 = and i1 %24, %66
  %68 = select i1 %67, i32 %64, i32 %63
  %69 = and i32 %68, -8192
  %70 = shl i32 %68, 1
  %71 = and i32 %70, 8192
  %72 = add i32 %69, %71
  %73 = and i32 %68, 2147483647
  %74 = icmp ugt i32 %73, 2139095040
  %75 = or i32 %69, 4194304
  %76 = select i1 %74, i32 %75, i32 %72
  %77 = bitcast i32 %76 to float
  %78 = fcmp uno float %77, 0.000000e+00
  %79 = select i1 %78, i32 2147483647, i32 %76
  %80 = add i64 %48, 8
  %81 = inttoptr i64 %80 to ptr addrspace(1)
  store i32 %79, ptr addrspace(1) %81, align 4
  %82 = and i32 %72, 2147475456
  %83 = icmp eq i32 %82, 2139095040
  %84 = and i32 %68, -2147483648
  %85 = or disjoint i32 %84, 2139086848
  %86 = select i1 %83, i32 %85, i32 %72
  %87 = select i1 %74, i32 %75, i32 %86
  %88 = bitcast i32 %87 to float
  %89 = fcmp uno float %88, 0.000000e+00
  %90 = select i1 %89, i32 2147483647, i32 %87
  %91 = add i64 %48, 12
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %92, align 4
  %93 = or disjoint i32 %27, 4095
  %94 = select i1 %21, i32 %26, i32 %93
  %95 = xor i32 %94, %28
  %96 = add i32 %95, 8192
  %97 = and i32 %96, 2139095040
  %98 = icmp ne i32 %97, 2139095040
  %99 = and i1 %24, %98
  %100 = select i1 %99, i32 %96, i32 %95
  %101 = and i32 %100, -8192
  %102 = shl i32 %100, 1
  %103 = and i32 %102, 8192
  %104 = add i32 %101, %103
  %105 = and i32 %100, 2147483647
  %106 = icmp ugt i32 %105, 2139095040
  %107 = or i32 %101, 4194304
  %108 = select i1 %106, i32 %107, i32 %104
  %109 = bitcast i32 %108 to float
  %110 = fcmp uno float %109, 0.000000e+00
  %111 = select i1 %110, i32 2147483647, i32 %108
  %112 = add i64 %48, 16
  %113 = inttoptr i64 %112 to ptr addrspace(1)
  store i32 %111, ptr addrspace(1) %113, align 4
  %114 = and i32 %104, 2147475456
  %115 = icmp eq i32 %114, 2139095040
  %116 = and i32 %100, -2147483648
  %117 = or disjoint i32 %116, 2139086848
  %118 = select i1 %115, i32 %117, i32 %104
  %119 = select i1 %106, i32 %107, i32 %118
  %120 = bitcast i32 %119 to float
  %121 = fcmp uno float %120, 0.000000e+00
  %122 = select i1 %121, i32 2147483647, i32 %119
  %123 = add i64 %48, 20
  %124 = inttoptr i64 %123 to ptr addrspace(1)
  store i32 %122, ptr addrspace(1) %124, align 4
  %125 = or disjoint i32 %27, 4097
  %126 = select i1 %21, i32 %26, i32 %125
  %127 = xor i32 %126, %28
  %128 = add i32 %127, 8192
  %129 = and i32 %128, 2139095040
  %130 = icmp ne i32 %129, 2139095040
  %131 = and i1 %24, %130
  %132 = select i1 %131, i32 %128, i32 %127
  %133 = and i32 %132, -8192
  %134 = shl i32 %132, 1
  %135 = and i32 %134, 8192
  %136 = add i32 %133, %135
  %137 = and i32 %132, 2147483647
  %138 = icmp ugt i32 %137, 2139095040
  %139 = or i32 %133, 4194304
  %140 = select i1 %138, i32 %139, i32 %136
  %141 = bitcast i32 %140 to float
  %142 = fcmp uno float %141, 0.000000e+00
  %143 = select i1 %142, i32 2147483647, i32 %140
  %144 = add i64 %48, 24
  %145 = inttoptr i64 %144 to ptr addrspace(1)
  store i32 %143, ptr addrspace(1) %145, align 4
  %146 = and i32 %136, 2147475456
  %147 = icmp eq i32 %146, 2139095040
  %148 = and i32 %132, -2147483648
  %149 = or disjoint i32 %148, 2139086848
  %150 = select i1 %147, i32 %149, i32 %136
  %151 = select i1 %138, i32 %139, i32 %150
  %152 = bitcast i32 %151 to float
  %153 = fcmp uno float %152, 0.000000e+00
  %154 = select i1 %153, i32 2147483647, i32 %151
  %155 = add i64 %48, 28
  %156 = inttoptr i64 %155 to ptr addrspace(1)
  store i32 %154, ptr addrspace(1) %156, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptoui.sat.i32.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptosi.sat.i64.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptoui.sat.i64.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fptosi.sat.i16.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fptoui.sat.i16.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptosi.sat.i8.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptoui.sat.i8.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.roundeven.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptoui.sat.i32.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fptoui.sat.i16.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fptosi.sat.i16.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptosi.sat.i8.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fptoui.sat.i8.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptosi.sat.i64.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fptoui.sat.i64.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.copysign.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.maxnum.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.minnum.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.fabs.bf16(bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.copysign.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i65 @llvm.smax.i65(i65, i65) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i65 @llvm.smin.i65(i65, i65) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i65 @llvm.umin.i65(i65, i65) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smax.i8(i8, i8) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{}
