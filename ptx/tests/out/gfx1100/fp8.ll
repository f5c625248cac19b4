; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@FP8_F32 = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\00\00\80?\00\00\80\BF\00\00\88?\00\00\98?\00\00\90?\00\00\B0?\00\00\E0C\00\00\E8C\00\00\F0C\00\00\FA\C3\00\00`G\00\00pG\00$tI\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\00\00;\00\00\80:\00\00@;\00\00\80<\00\00`<\00\00\807\00\00\007\00\00\C07\00\00\808\FF\E6\DB.\9A\99\99>\00\000\C0\00\00\C8B\DB\0FI@", align 4
@FP8_F16 = protected addrspace(1) global [64 x i8] c"\00\00\00\80\00<\00\BC@<\C0<\80<\80=\00_@_\80_\D0\DF\00{\80{\FF{\00|\00\FC\00~\00\18\00\14\00\1A\00$\00#\00\01\80\00\80\01\00\04\01\00\CD4\80\C1@VHB", align 2

define amdgpu_kernel void @fp8_e4m3x2_from_f32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = shl i32 %12, 2
  %17 = and i32 %16, 124
  %18 = zext nneg i32 %17 to i64
  %19 = add i64 %18, ptrtoint (ptr addrspace(1) @FP8_F32 to i64)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  %21 = load i32, ptr addrspace(1) %20, align 4
  %22 = bitcast i32 %21 to float
  %23 = lshr i32 %12, 2
  %24 = and i32 %23, 1073741816
  %25 = and i32 %12, 1
  %26 = or disjoint i32 %24, %25
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %104, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %15, %allocas ], [ %103, %"$Lloop" ]
  %27 = shl i32 %"%r8.0", 1
  %28 = add i32 %27, %26
  %29 = zext i32 %28 to i64
  %30 = shl nuw nsw i64 %29, 2
  %31 = add i64 %30, ptrtoint (ptr addrspace(1) @FP8_F32 to i64)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = load i32, ptr addrspace(1) %32, align 4
  %34 = bitcast i32 %33 to float
  %35 = and i32 %33, 2147483647
  %36 = icmp ugt i32 %35, 2139095040
  %37 = add nsw i32 %35, -1006632960
  %38 = lshr i32 %37, 20
  %39 = and i32 %33, 1048575
  %40 = icmp ugt i32 %39, 524288
  %41 = and i32 %33, 2097151
  %42 = icmp eq i32 %41, 1572864
  %43 = or i1 %40, %42
  %44 = zext i1 %43 to i32
  %45 = add nuw nsw i32 %38, %44
  %46 = icmp ugt i32 %35, 1015021567
  %47 = call float @llvm.fabs.f32(float %34)
  %48 = fmul float %47, 5.120000e+02
  %49 = call float @llvm.roundeven.f32(float %48)
  %50 = fptoui float %49 to i32
  %51 = select i1 %46, i32 %45, i32 %50
  %52 = call i32 @llvm.umin.i32(i32 %51, i32 126)
  %53 = lshr i32 %33, 24
  %54 = and i32 %53, 128
  %55 = or disjoint i32 %52, %54
  %56 = and i32 %21, 2147483647
  %57 = icmp ugt i32 %56, 2139095040
  %58 = add nsw i32 %56, -1006632960
  %59 = lshr i32 %58, 20
  %60 = and i32 %21, 1048575
  %61 = icmp ugt i32 %60, 524288
  %62 = and i32 %21, 2097151
  %63 = icmp eq i32 %62, 1572864
  %64 = or i1 %61, %63
  %65 = zext i1 %64 to i32
  %66 = add nuw nsw i32 %59, %65
  %67 = icmp ugt i32 %56, 1015021567
  %68 = call float @llvm.fabs.f32(float %22)
  %69 = fmul float %68, 5.120000e+02
  %70 = call float @llvm.roundeven.f32(float %69)
  %71 = fptoui float %70 to i32
  %72 = select i1 %67, i32 %66, i32 %71
  %73 = call i32 @llvm.umin.i32(i32 %72, i32 126)
  %74 = lshr i32 %21, 24
  %75 = and i32 %74, 128
  %76 = or disjoint i32 %73, %75
  %77 = select i1 %36, i32 127, i32 %55
  %78 = shl nuw nsw i32 %76, 8
  %79 = select i1 %57, i32 32512, i32 %78
  %80 = or disjoint i32 %77, %79
  %81 = and i32 %77, 127
  %82 = icmp eq i32 %81, 127
  %83 = and i32 %79, 32512
  %84 = icmp eq i32 %83, 32512
  %85 = or disjoint i32 %79, 127
  %spec.select = select i1 %82, i32 %85, i32 %80
  %86 = and i32 %spec.select, -65281
  %87 = or disjoint i32 %86, 32512
  %"%r10.1" = select i1 %84, i32 %87, i32 %spec.select
  %88 = inttoptr i64 %"%rd3.0" to ptr addrspace(1)
  store i32 %"%r10.1", ptr addrspace(1) %88, align 4
  %.not.inv = icmp slt i32 %33, 0
  %89 = select i1 %.not.inv, i32 0, i32 %55
  %.not30.inv = icmp slt i32 %21, 0
  %90 = select i1 %36, i32 127, i32 %89
  %91 = select i1 %.not30.inv, i32 0, i32 %78
  %92 = select i1 %57, i32 32512, i32 %91
  %93 = or disjoint i32 %90, %92
  %94 = and i32 %90, 127
  %95 = icmp eq i32 %94, 127
  %96 = and i32 %92, 32512
  %97 = icmp eq i32 %96, 32512
  %98 = or disjoint i32 %92, 127
  %"%r11.0" = select i1 %95, i32 %98, i32 %93
  %99 = and i32 %"%r11.0", -65281
  %100 = or disjoint i32 %99, 32512
  %"%r11.1" = select i1 %97, i32 %100, i32 %"%r11.0"
  %101 = add i64 %"%rd3.0", 4
  %102 = inttoptr i64 %101 to ptr addrspace(1)
  store i32 %"%r11.1", ptr addrspace(1) %102, align 4
  %103 = add i64 %"%rd3.0", 8
  %104 = add i32 %"%r8.0", 1
  %105 = icmp ult i32 %104, 4
  br i1 %105, label %"$Lloop", label %106

106:                                              ; preds = %"$Lloop"
  ret void
}

define amdgpu_kernel void @fp8_e5m2x2_from_f32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = shl i32 %12, 2
  %17 = and i32 %16, 124
  %18 = zext nneg i32 %17 to i64
  %19 = add i64 %18, ptrtoint (ptr addrspace(1) @FP8_F32 to i64)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  %21 = load i32, ptr addrspace(1) %20, align 4
  %22 = bitcast i32 %21 to float
  %23 = lshr i32 %12, 2
  %24 = and i32 %23, 1073741816
  %25 = and i32 %12, 1
  %26 = or disjoint i32 %24, %25
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %104, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %15, %allocas ], [ %103, %"$Lloop" ]
  %27 = shl i32 %"%r8.0", 1
  %28 = add i32 %27, %26
  %29 = zext i32 %28 to i64
  %30 = shl nuw nsw i64 %29, 2
  %31 = add i64 %30, ptrtoint (ptr addrspace(1) @FP8_F32 to i64)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = load i32, ptr addrspace(1) %32, align 4
  %34 = bitcast i32 %33 to float
  %35 = and i32 %33, 2147483647
  %36 = icmp ugt i32 %35, 2139095040
  %37 = add nsw i32 %35, -939524096
  %38 = lshr i32 %37, 21
  %39 = and i32 %33, 2097151
  %40 = icmp ugt i32 %39, 1048576
  %41 = and i32 %33, 4194303
  %42 = icmp eq i32 %41, 3145728
  %43 = or i1 %40, %42
  %44 = zext i1 %43 to i32
  %45 = add nuw nsw i32 %38, %44
  %46 = icmp ugt i32 %35, 947912703
  %47 = call float @llvm.fabs.f32(float %34)
  %48 = fmul float %47, 6.553600e+04
  %49 = call float @llvm.roundeven.f32(float %48)
  %50 = fptoui float %49 to i32
  %51 = select i1 %46, i32 %45, i32 %50
  %52 = call i32 @llvm.umin.i32(i32 %51, i32 123)
  %53 = lshr i32 %33, 24
  %54 = and i32 %53, 128
  %55 = or disjoint i32 %52, %54
  %56 = and i32 %21, 2147483647
  %57 = icmp ugt i32 %56, 2139095040
  %58 = add nsw i32 %56, -939524096
  %59 = lshr i32 %58, 21
  %60 = and i32 %21, 2097151
  %61 = icmp ugt i32 %60, 1048576
  %62 = and i32 %21, 4194303
  %63 = icmp eq i32 %62, 3145728
  %64 = or i1 %61, %63
  %65 = zext i1 %64 to i32
  %66 = add nuw nsw i32 %59, %65
  %67 = icmp ugt i32 %56, 947912703
  %68 = call float @llvm.fabs.f32(float %22)
  %69 = fmul float %68, 6.553600e+04
  %70 = call float @llvm.roundeven.f32(float %69)
  %71 = fptoui float %70 to i32
  %72 = select i1 %67, i32 %66, i32 %71
  %73 = call i32 @llvm.umin.i32(i32 %72, i32 123)
  %74 = lshr i32 %21, 24
  %75 = and i32 %74, 128
  %76 = or disjoint i32 %73, %75
  %77 = select i1 %36, i32 127, i32 %55
  %78 = shl nuw nsw i32 %76, 8
  %79 = select i1 %57, i32 32512, i32 %78
  %80 = or disjoint i32 %77, %79
  %81 = and i32 %77, 127
  %82 = icmp ugt i32 %81, 124
  %83 = and i32 %79, 32512
  %84 = icmp ugt i32 %83, 31744
  %85 = or disjoint i32 %79, 127
  %spec.select = select i1 %82, i32 %85, i32 %80
  %86 = and i32 %spec.select, -65281
  %87 = or disjoint i32 %86, 32512
  %"%r10.1" = select i1 %84, i32 %87, i32 %spec.select
  %88 = inttoptr i64 %"%rd3.0" to ptr addrspace(1)
  store i32 %"%r10.1", ptr addrspace(1) %88, align 4
  %.not.inv = icmp slt i32 %33, 0
  %89 = select i1 %.not.inv, i32 0, i32 %55
  %.not30.inv = icmp slt i32 %21, 0
  %90 = select i1 %36, i32 127, i32 %89
  %91 = select i1 %.not30.inv, i32 0, i32 %78
  %92 = select i1 %57, i32 32512, i32 %91
  %93 = or disjoint i32 %90, %92
  %94 = and i32 %90, 127
  %95 = icmp ugt i32 %94, 124
  %96 = and i32 %92, 32512
  %97 = icmp ugt i32 %96, 31744
  %98 = or disjoint i32 %92, 127
  %"%r11.0" = select i1 %95, i32 %98, i32 %93
  %99 = and i32 %"%r11.0", -65281
  %100 = or disjoint i32 %99, 32512
  %"%r11.1" = select i1 %97, i32 %100, i32 %"%r11.0"
  %101 = add i64 %"%rd3.0", 4
  %102 = inttoptr i64 %101 to ptr addrspace(1)
  store i32 %"%r11.1", ptr addrspace(1) %102, align 4
  %103 = add i64 %"%rd3.0", 8
  %104 = add i32 %"%r8.0", 1
  %105 = icmp ult i32 %104, 4
  br i1 %105, label %"$Lloop", label %106

106:                                              ; preds = %"$Lloop"
  ret void
}

define amdgpu_kernel void @fp8_e4m3x2_from_f16x2(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = shl i32 %12, 1
  %17 = and i32 %16, 62
  %18 = zext nneg i32 %17 to i64
  %19 = add i64 %18, ptrtoint (ptr addrspace(1) @FP8_F16 to i64)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  %21 = load half, ptr addrspace(1) %20, align 2
  %22 = lshr i32 %12, 2
  %23 = and i32 %22, 1073741816
  %24 = and i32 %12, 1
  %25 = or disjoint i32 %23, %24
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %107, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %15, %allocas ], [ %106, %"$Lloop" ]
  %26 = shl i32 %"%r8.0", 1
  %27 = add i32 %26, %25
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 1
  %30 = add i64 %29, ptrtoint (ptr addrspace(1) @FP8_F16 to i64)
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  %32 = load half, ptr addrspace(1) %31, align 2
  %33 = fpext half %21 to float
  %34 = call float @llvm.fabs.f32(float %33)
  %35 = bitcast float %34 to i32
  %36 = bitcast half %21 to i16
  %37 = icmp ugt i32 %35, 2139095040
  %38 = add nsw i32 %35, -1006632960
  %39 = lshr i32 %38, 20
  %40 = and i32 %35, 1048575
  %41 = icmp ugt i32 %40, 524288
  %42 = and i32 %35, 2097151
  %43 = icmp eq i32 %42, 1572864
  %44 = or i1 %41, %43
  %45 = zext i1 %44 to i32
  %46 = add nuw nsw i32 %39, %45
  %47 = icmp ugt i32 %35, 1015021567
  %48 = fmul float %34, 5.120000e+02
  %49 = call float @llvm.roundeven.f32(float %48)
  %50 = fptoui float %49 to i32
  %51 = select i1 %47, i32 %46, i32 %50
  %52 = call i32 @llvm.umin.i32(i32 %51, i32 126)
  %53 = lshr i16 %36, 8
  %54 = and i16 %53, 128
  %55 = zext nneg i16 %54 to i32
  %56 = or disjoint i32 %52, %55
  %57 = fpext half %32 to float
  %58 = call float @llvm.fabs.f32(float %57)
  %59 = bitcast float %58 to i32
  %60 = bitcast half %32 to i16
  %61 = icmp ugt i32 %59, 2139095040
  %62 = add nsw i32 %59, -1006632960
  %63 = lshr i32 %62, 20
  %64 = and i32 %59, 1048575
  %65 = icmp ugt i32 %64, 524288
  %66 = and i32 %59, 2097151
  %67 = icmp eq i32 %66, 1572864
  %68 = or i1 %65, %67
  %69 = zext i1 %68 to i32
  %70 = add nuw nsw i32 %63, %69
  %71 = icmp ugt i32 %59, 1015021567
  %72 = fmul float %58, 5.120000e+02
  %73 = call float @llvm.roundeven.f32(float %72)
  %74 = fptoui float %73 to i32
  %75 = select i1 %71, i32 %70, i32 %74
  %76 = call i32 @llvm.umin.i32(i32 %75, i32 126)
  %77 = lshr i16 %60, 8
  %78 = and i16 %77, 128
  %79 = zext nneg i16 %78 to i32
  %80 = or disjoint i32 %76, %79
  %81 = select i1 %37, i32 127, i32 %56
  %82 = shl nuw nsw i32 %80, 8
  %83 = select i1 %61, i32 32512, i32 %82
  %84 = or disjoint i32 %81, %83
  %85 = and i32 %81, 127
  %86 = icmp eq i32 %85, 127
  %87 = and i32 %83, 32512
  %88 = icmp eq i32 %87, 32512
  %89 = or disjoint i32 %83, 127
  %spec.select = select i1 %86, i32 %89, i32 %84
  %90 = and i32 %spec.select, -65281
  %91 = or disjoint i32 %90, 32512
  %"%r10.1" = select i1 %88, i32 %91, i32 %spec.select
  %92 = inttoptr i64 %"%rd3.0" to ptr addrspace(1)
  store i32 %"%r10.1", ptr addrspace(1) %92, align 4
  %.not.inv = icmp slt i16 %36, 0
  %93 = select i1 %.not.inv, i32 0, i32 %56
  %.not29.inv = icmp slt i16 %60, 0
  %94 = select i1 %37, i32 127, i32 %93
  %95 = select i1 %.not29.inv, i32 0, i32 %82
  %.masked = select i1 %61, i32 32512, i32 %95
  %96 = or disjoint i32 %94, %.masked
  %97 = and i32 %94, 127
  %98 = icmp eq i32 %97, 127
  %99 = and i32 %96, 32512
  %100 = icmp eq i32 %99, 32512
  %101 = and i32 %96, 2147483519
  %"%r11.0" = select i1 %98, i32 %101, i32 %96
  %102 = and i32 %"%r11.0", -65281
  %103 = or disjoint i32 %102, 32512
  %"%r11.1" = select i1 %100, i32 %103, i32 %"%r11.0"
  %104 = add i64 %"%rd3.0", 4
  %105 = inttoptr i64 %104 to ptr addrspace(1)
  store i32 %"%r11.1", ptr addrspace(1) %105, align 4
  %106 = add i64 %"%rd3.0", 8
  %107 = add i32 %"%r8.0", 1
  %108 = icmp ult i32 %107, 4
  br i1 %108, label %"$Lloop", label %109

109:                                              ; preds = %"$Lloop"
  ret void
}

define amdgpu_kernel void @fp8_e5m2x2_from_f16x2(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = shl i32 %12, 1
  %17 = and i32 %16, 62
  %18 = zext nneg i32 %17 to i64
  %19 = add i64 %18, ptrtoint (ptr addrspace(1) @FP8_F16 to i64)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  %21 = load half, ptr addrspace(1) %20, align 2
  %22 = lshr i32 %12, 2
  %23 = and i32 %22, 1073741816
  %24 = and i32 %12, 1
  %25 = or disjoint i32 %23, %24
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %108, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %15, %allocas ], [ %107, %"$Lloop" ]
  %26 = shl i32 %"%r8.0", 1
  %27 = add i32 %26, %25
  %28 = zext i32 %27 to i64
  %29 = shl nuw nsw i64 %28, 1
  %30 = add i64 %29, ptrtoint (ptr addrspace(1) @FP8_F16 to i64)
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  %32 = load half, ptr addrspace(1) %31, align 2
  %33 = fpext half %21 to float
  %34 = call float @llvm.fabs.f32(float %33)
  %35 = bitcast float %34 to i32
  %36 = bitcast half %21 to i16
  %37 = icmp ugt i32 %35, 2139095040
  %38 = add nsw i32 %35, -939524096
  %39 = lshr i32 %38, 21
  %40 = and i32 %35, 2097151
  %41 = icmp ugt i32 %40, 1048576
  %42 = and i32 %35, 4194303
  %43 = icmp eq i32 %42, 3145728
  %44 = or i1 %41, %43
  %45 = zext i1 %44 to i32
  %46 = add nuw nsw i32 %39, %45
  %47 = icmp ugt i32 %35, 947912703
  %48 = fmul float %34, 6.553600e+04
  %49 = call float @llvm.roundeven.f32(float %48)
  %50 = fptoui float %49 to i32
  %51 = select i1 %47, i32 %46, i32 %50
  %52 = call i32 @llvm.umin.i32(i32 %51, i32 123)
  %53 = lshr i16 %36, 8
  %54 = and i16 %53, 128
  %55 = zext nneg i16 %54 to i32
  %56 = or disjoint i32 %52, %55
  %57 = fpext half %32 to float
  %58 = call float @llvm.fabs.f32(float %57)
  %59 = bitcast float %58 to i32
  %60 = bitcast half %32 to i16
  %61 = icmp ugt i32 %59, 2139095040
  %62 = add nsw i32 %59, -939524096
  %63 = lshr i32 %62, 21
  %64 = and i32 %59, 2097151
  %65 = icmp ugt i32 %64, 1048576
  %66 = and i32 %59, 4194303
  %67 = icmp eq i32 %66, 3145728
  %68 = or i1 %65, %67
  %69 = zext i1 %68 to i32
  %70 = add nuw nsw i32 %63, %69
  %71 = icmp ugt i32 %59, 947912703
  %72 = fmul float %58, 6.553600e+04
  %73 = call float @llvm.roundeven.f32(float %72)
  %74 = fptoui float %73 to i32
  %75 = select i1 %71, i32 %70, i32 %74
  %76 = call i32 @llvm.umin.i32(i32 %75, i32 123)
  %77 = lshr i16 %60, 8
  %78 = and i16 %77, 128
  %79 = zext nneg i16 %78 to i32
  %80 = or disjoint i32 %76, %79
  %81 = select i1 %37, i32 127, i32 %56
  %82 = shl nuw nsw i32 %80, 8
  %83 = select i1 %61, i32 32512, i32 %82
  %84 = or disjoint i32 %81, %83
  %85 = and i32 %81, 127
  %86 = icmp ugt i32 %85, 124
  %87 = and i32 %83, 32512
  %88 = icmp ugt i32 %87, 31744
  %89 = or disjoint i32 %83, 127
  %spec.select = select i1 %86, i32 %89, i32 %84
  %90 = and i32 %spec.select, -65281
  %91 = or disjoint i32 %90, 32512
  %"%r10.1" = select i1 %88, i32 %91, i32 %spec.select
  %92 = inttoptr i64 %"%rd3.0" to ptr addrspace(1)
  store i32 %"%r10.1", ptr addrspace(1) %92, align 4
  %.not.inv = icmp slt i16 %36, 0
  %93 = select i1 %.not.inv, i32 0, i32 %56
  %.not29.inv = icmp slt i16 %60, 0
  %94 = select i1 %37, i32 127, i32 %93
  %95 = select i1 %.not29.inv, i32 0, i32 %82
  %.masked = select i1 %61, i32 32512, i32 %95
  %96 = or disjoint i32 %94, %.masked
  %97 = and i32 %94, 127
  %98 = icmp ugt i32 %97, 124
  %99 = and i32 %96, 32512
  %100 = icmp ugt i32 %99, 31744
  %101 = and i32 %96, 2147483392
  %102 = or disjoint i32 %101, 127
  %"%r11.0" = select i1 %98, i32 %102, i32 %96
  %103 = and i32 %"%r11.0", -65281
  %104 = or disjoint i32 %103, 32512
  %"%r11.1" = select i1 %100, i32 %104, i32 %"%r11.0"
  %105 = add i64 %"%rd3.0", 4
  %106 = inttoptr i64 %105 to ptr addrspace(1)
  store i32 %"%r11.1", ptr addrspace(1) %106, align 4
  %107 = add i64 %"%rd3.0", 8
  %108 = add i32 %"%r8.0", 1
  %109 = icmp ult i32 %108, 4
  br i1 %109, label %"$Lloop", label %110

110:                                              ; preds = %"$Lloop"
  ret void
}

define amdgpu_kernel void @fp8_e4m3x2_to_f16x2(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %106, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %15, %allocas ], [ %105, %"$Lloop" ]
  %16 = shl i32 %"%r8.0", 7
  %17 = add i32 %16, %12
  %18 = shl i32 %"%r8.0", 14
  %19 = mul i32 %12, 768
  %20 = add i32 %18, %19
  %21 = trunc i32 %20 to i16
  %22 = add i16 %21, 1280
  %23 = trunc i32 %17 to i16
  %24 = lshr i32 %12, 3
  %25 = and i32 %24, 15
  %26 = and i32 %12, 7
  %27 = shl nuw nsw i32 %25, 23
  %28 = add nuw nsw i32 %27, 1006632960
  %29 = shl nuw nsw i32 %26, 20
  %30 = or disjoint i32 %28, %29
  %31 = bitcast i32 %30 to float
  %32 = uitofp nneg i32 %26 to float
  %33 = fmul float %32, 0x3F60000000000000
  %34 = icmp eq i32 %25, 0
  %35 = select i1 %34, float %33, float %31
  %36 = fptrunc float %35 to half
  %37 = bitcast half %36 to i16
  %38 = shl i16 %23, 8
  %39 = and i16 %38, -32768
  %40 = or i16 %39, %37
  %41 = and i16 %23, 127
  %42 = icmp eq i16 %41, 127
  %43 = select i1 %42, i16 32767, i16 %40
  %44 = lshr exact i16 %22, 8
  %45 = zext nneg i16 %44 to i32
  %46 = lshr i32 %45, 3
  %47 = and i32 %46, 15
  %48 = and i32 %45, 7
  %49 = shl nuw nsw i32 %47, 23
  %50 = add nuw nsw i32 %49, 1006632960
  %51 = shl nuw nsw i32 %48, 20
  %52 = or disjoint i32 %50, %51
  %53 = bitcast i32 %52 to float
  %54 = uitofp nneg i32 %48 to float
  %55 = fmul float %54, 0x3F60000000000000
  %56 = icmp eq i32 %47, 0
  %57 = select i1 %56, float %55, float %53
  %58 = fptrunc float %57 to half
  %59 = bitcast half %58 to i16
  %60 = and i16 %22, -32768
  %61 = or i16 %60, %59
  %62 = and i16 %22, 32512
  %63 = icmp eq i16 %62, 32512
  %64 = select i1 %63, i16 32767, i16 %61
  %65 = zext i16 %43 to i32
  %66 = zext i16 %64 to i32
  %67 = shl nuw i32 %66, 16
  %68 = or disjoint i32 %67, %65
  %69 = and i32 %65, 32767
  %70 = icmp ugt i32 %69, 31744
  %71 = and i16 %64, 32767
  %72 = icmp ugt i16 %71, 31744
  %73 = or disjoint i32 %67, 32767
  %spec.select = select i1 %70, i32 %73, i32 %68
  %74 = and i32 %spec.select, 65535
  %75 = or disjoint i32 %74, 2147418112
  %"%r10.1" = select i1 %72, i32 %75, i32 %spec.select
  %76 = inttoptr i64 %"%rd3.0" to ptr addrspace(1)
  store i32 %"%r10.1", ptr addrspace(1) %76, align 4
  %77 = bitcast i16 %43 to half
  %78 = icmp slt i16 %43, 0
  %79 = select i1 %78, half 0xH0000, half %77
  %80 = fcmp uno half %77, 0xH0000
  %81 = select i1 %80, half 0xH7FFF, half %79
  %82 = bitcast half %81 to i16
  %83 = bitcast i16 %64 to half
  %84 = icmp slt i16 %64, 0
  %85 = select i1 %84, half 0xH0000, half %83
  %86 = fcmp uno half %83, 0xH0000
  %87 = select i1 %86, half 0xH7FFF, half %85
  %88 = bitcast half %87 to i16
  %89 = zext i16 %82 to i32
  %90 = zext i16 %88 to i32
  %91 = shl nuw i32 %90, 16
  %92 = or disjoint i32 %91, %89
  %93 = and i32 %89, 32767
  %94 = icmp ugt i32 %93, 31744
  %95 = call half @llvm.fabs.f16(half %83)
  %96 = select i1 %84, half 0xH0000, half %95
  %97 = select i1 %86, half 0xH7FFF, half %96
  %98 = bitcast half %97 to i16
  %99 = icmp ugt i16 %98, 31744
  %100 = or disjoint i32 %91, 32767
  %"%r11.0" = select i1 %94, i32 %100, i32 %92
  %101 = and i32 %"%r11.0", 65535
  %102 = or disjoint i32 %101, 2147418112
  %"%r11.1" = select i1 %99, i32 %102, i32 %"%r11.0"
  %103 = add i64 %"%rd3.0", 4
  %104 = inttoptr i64 %103 to ptr addrspace(1)
  store i32 %"%r11.1", ptr addrspace(1) %104, align 4
  %105 = add i64 %"%rd3.0", 8
  %106 = add i32 %"%r8.0", 1
  %107 = icmp ult i32 %106, 4
  br i1 %107, label %"$Lloop", label %108

108:                                              ; preds = %"$Lloop"
  ret void
}

define amdgpu_kernel void @fp8_e5m2x2_to_f16x2(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %66, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %15, %allocas ], [ %65, %"$Lloop" ]
  %16 = shl i32 %"%r8.0", 7
  %17 = add i32 %16, %12
  %18 = shl i32 %"%r8.0", 14
  %19 = mul i32 %12, 768
  %20 = add i32 %18, %19
  %21 = trunc i32 %20 to i16
  %22 = add i16 %21, 1280
  %23 = trunc i32 %17 to i16
  %24 = shl i16 %23, 8
  %25 = zext i16 %24 to i32
  %26 = zext i16 %22 to i32
  %27 = shl nuw i32 %26, 16
  %28 = or disjoint i32 %27, %25
  %29 = and i32 %25, 32512
  %30 = icmp ugt i32 %29, 31744
  %31 = and i16 %22, 32512
  %32 = icmp ugt i16 %31, 31744
  %33 = or disjoint i32 %27, 32767
  %spec.select = select i1 %30, i32 %33, i32 %28
  %34 = and i32 %spec.select, 65535
  %35 = or disjoint i32 %34, 2147418112
  %"%r10.1" = select i1 %32, i32 %35, i32 %spec.select
  %36 = inttoptr i64 %"%rd3.0" to ptr addrspace(1)
  store i32 %"%r10.1", ptr addrspace(1) %36, align 4
  %37 = bitcast i16 %24 to half
  %38 = icmp slt i16 %24, 0
  %39 = select i1 %38, half 0xH0000, half %37
  %40 = fcmp uno half %37, 0xH0000
  %41 = select i1 %40, half 0xH7FFF, half %39
  %42 = bitcast half %41 to i16
  %43 = bitcast i16 %22 to half
  %44 = icmp slt i16 %22, 0
  %45 = select i1 %44, half 0xH0000, half %43
  %46 = fcmp uno half %43, 0xH0000
  %47 = select i1 %46, half 0xH7FFF, half %45
  %48 = bitcast half %47 to i16
  %49 = zext i16 %42 to i32
  %50 = zext i16 %48 to i32
  %51 = shl nuw i32 %50, 16
  %52 = or disjoint i32 %51, %49
  %53 = and i32 %49, 32767
  %54 = icmp ugt i32 %53, 31744
  %55 = call half @llvm.fabs.f16(half %43)
  %56 = select i1 %44, half 0xH0000, half %55
  %57 = select i1 %46, half 0xH7FFF, half %56
  %58 = bitcast half %57 to i16
  %59 = icmp ugt i16 %58, 31744
  %60 = or disjoint i32 %51, 32767
  %"%r11.0" = select i1 %54, i32 %60, i32 %52
  %61 = and i32 %"%r11.0", 65535
  %62 = or disjoint i32 %61, 2147418112
  %"%r11.1" = select i1 %59, i32 %62, i32 %"%r11.0"
  %63 = add i64 %"%rd3.0", 4
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  store i32 %"%r11.1", ptr addrspace(1) %64, align 4
  %65 = add i64 %"%rd3.0", 8
  %66 = add i32 %"%r8.0", 1
  %67 = icmp ult i32 %66, 4
  br i1 %67, label %"$Lloop", label %68

68:                                               ; preds = %"$Lloop"
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
declare float @llvm.fabs.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
