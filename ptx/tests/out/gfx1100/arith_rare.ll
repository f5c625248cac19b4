; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@RARE_F32 = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@RARE_U32 = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@RARE_F16 = protected addrspace(1) global [64 x i8] c"\00\00\00\80\01\00\FF\83\00\04\00<\00\BC\01<\00>HBH\C2U5\FF{\FF\FB\00|\00\FC\00~\00\10\01\10\008\FF;\00\02\00x\01\04\00\C9f.@V\00z\02<\FF\03\01\80\FF[", align 2
@RARE_BF16 = protected addrspace(1) global [64 x i8] c"\00\00\00\80\01\00\7F\80\80\00\80?\80\BF\81?\C0?I@I\C0\AB>\7F\7F\7F\FF\80\7F\80\FF\C0\7F\80;\81;\00?\7F?@\00\00\7F\00< \C1\CD=\C8B\82?\81\00\80\1F\00 \80_", align 2
@RARE_TANH = protected addrspace(1) global [64 x i8] c"\00\00\00\00\00\00\00\80\00\00 A\00\00 \C1\00\00\A0A\00\00\F0\C1\00\00\C8B\CA\F2Iq\00\00\80\7F\00\00\80\FF\00\00\C0\7F\ECx\AD\E0\00\00xA\00\00@\C1\00\00HB\00\00\10A", align 4

define amdgpu_kernel void @rare_xorsign_abs_f32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %19 = add i64 %18, ptrtoint (ptr addrspace(1) @RARE_F32 to i64)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  %21 = load i32, ptr addrspace(1) %20, align 4
  %22 = bitcast i32 %21 to float
  %23 = lshr i32 %12, 2
  %24 = and i32 %23, 1073741816
  %25 = and i32 %12, 1
  %26 = or disjoint i32 %24, %25
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %62, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %15, %allocas ], [ %61, %"$Lloop" ]
  %27 = shl i32 %"%r8.0", 1
  %28 = add i32 %27, %26
  %29 = zext i32 %28 to i64
  %30 = shl nuw nsw i64 %29, 2
  %31 = add i64 %30, ptrtoint (ptr addrspace(1) @RARE_F32 to i64)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = load i32, ptr addrspace(1) %32, align 4
  %34 = bitcast i32 %33 to float
  %35 = call float @llvm.fabs.f32(float %22)
  %36 = call float @llvm.fabs.f32(float %34)
  %37 = call float @llvm.minnum.f32(float %35, float %36)
  %38 = fcmp oeq float %22, 0.000000e+00
  %39 = fcmp oeq float %34, 0.000000e+00
  %40 = and i1 %38, %39
  %41 = bitcast float %35 to i32
  %42 = bitcast float %36 to i32
  %43 = or i32 %41, %42
  %44 = bitcast i32 %43 to float
  %45 = select i1 %40, float %44, float %37
  %46 = xor i32 %21, %33
  %47 = bitcast i32 %46 to float
  %48 = call float @llvm.copysign.f32(float %45, float %47)
  %49 = fcmp uno float %48, 0.000000e+00
  %50 = bitcast float %48 to i32
  %"%r10.0" = select i1 %49, i32 2147483647, i32 %50
  %51 = inttoptr i64 %"%rd3.0" to ptr addrspace(1)
  store i32 %"%r10.0", ptr addrspace(1) %51, align 4
  %52 = call float @llvm.maxnum.f32(float %35, float %36)
  %53 = and i32 %41, %42
  %54 = bitcast i32 %53 to float
  %55 = select i1 %40, float %54, float %52
  %56 = call float @llvm.copysign.f32(float %55, float %47)
  %57 = fcmp uno float %56, 0.000000e+00
  %58 = bitcast float %56 to i32
  %"%r11.0" = select i1 %57, i32 2147483647, i32 %58
  %59 = add i64 %"%rd3.0", 4
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %"%r11.0", ptr addrspace(1) %60, align 4
  %61 = add i64 %"%rd3.0", 8
  %62 = add i32 %"%r8.0", 1
  %63 = icmp ult i32 %62, 4
  br i1 %63, label %"$Lloop", label %64

64:                                               ; preds = %"$Lloop"
  ret void
}

define amdgpu_kernel void @rare_minmax_nan_f32(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %19 = add i64 %18, ptrtoint (ptr addrspace(1) @RARE_F32 to i64)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  %21 = load i32, ptr addrspace(1) %20, align 4
  %22 = bitcast i32 %21 to float
  %23 = lshr i32 %12, 2
  %24 = and i32 %23, 1073741816
  %25 = and i32 %12, 1
  %26 = or disjoint i32 %24, %25
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %61, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %15, %allocas ], [ %60, %"$Lloop" ]
  %27 = shl i32 %"%r8.0", 1
  %28 = add i32 %27, %26
  %29 = zext i32 %28 to i64
  %30 = shl nuw nsw i64 %29, 2
  %31 = add i64 %30, ptrtoint (ptr addrspace(1) @RARE_F32 to i64)
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  %33 = load i32, ptr addrspace(1) %32, align 4
  %34 = bitcast i32 %33 to float
  %35 = call float @llvm.maximum.f32(float %22, float %34)
  %36 = fcmp oeq float %22, 0.000000e+00
  %37 = fcmp oeq float %34, 0.000000e+00
  %38 = and i1 %36, %37
  %39 = and i32 %21, %33
  %40 = bitcast i32 %39 to float
  %41 = select i1 %38, float %40, float %35
  %42 = fcmp uno float %41, 0.000000e+00
  %43 = bitcast float %41 to i32
  %"%r10.0" = select i1 %42, i32 2147483647, i32 %43
  %44 = inttoptr i64 %"%rd3.0" to ptr addrspace(1)
  store i32 %"%r10.0", ptr addrspace(1) %44, align 4
  %45 = call float @llvm.fabs.f32(float %34)
  %46 = call float @llvm.fabs.f32(float %22)
  %47 = call float @llvm.minimum.f32(float %45, float %46)
  %48 = bitcast float %45 to i32
  %49 = bitcast float %46 to i32
  %50 = or i32 %48, %49
  %51 = bitcast i32 %50 to float
  %52 = select i1 %38, float %51, float %47
  %53 = xor i32 %33, %21
  %54 = bitcast i32 %53 to float
  %55 = call float @llvm.copysign.f32(float %52, float %54)
  %56 = fcmp uno float %55, 0.000000e+00
  %57 = bitcast float %55 to i32
  %"%r11.0" = select i1 %56, i32 2147483647, i32 %57
  %58 = add i64 %"%rd3.0", 4
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %"%r11.0", ptr addrspace(1) %59, align 4
  %60 = add i64 %"%rd3.0", 8
  %61 = add i32 %"%r8.0", 1
  %62 = icmp ult i32 %61, 4
  br i1 %62, label %"$Lloop", label %63

63:                                               ; preds = %"$Lloop"
  ret void
}

define amdgpu_kernel void @rare_xorsign_abs_half(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = lshr i32 %12, 2
  %17 = and i32 %16, 1073741816
  %18 = and i32 %12, 1
  %19 = or disjoint i32 %17, %18
  br label %"$Lloop"

"$Lloop":                                         ; preds = %"$Lloop", %allocas
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %167, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %15, %allocas ], [ %166, %"$Lloop" ]
  %20 = shl i32 %"%r8.0", 1
  %21 = add i32 %20, %19
  %22 = mul i32 %"%r8.0", 7
  %23 = add i32 %22, %12
  %24 = shl i32 %12, 1
  %25 = and i32 %24, 62
  %26 = zext nneg i32 %25 to i64
  %27 = zext i32 %21 to i64
  %28 = shl nuw nsw i64 %27, 1
  %29 = shl i32 %23, 1
  %30 = add i32 %29, 6
  %31 = and i32 %30, 62
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %26, ptrtoint (ptr addrspace(1) @RARE_F16 to i64)
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = load i16, ptr addrspace(1) %34, align 2
  %36 = add i64 %28, ptrtoint (ptr addrspace(1) @RARE_F16 to i64)
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  %38 = load i16, ptr addrspace(1) %37, align 2
  %39 = add i64 %32, ptrtoint (ptr addrspace(1) @RARE_F16 to i64)
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  %41 = load i16, ptr addrspace(1) %40, align 2
  %42 = bitcast i16 %35 to half
  %43 = bitcast i16 %38 to half
  %44 = bitcast i16 %41 to half
  %45 = call half @llvm.fabs.f16(half %42)
  %46 = call half @llvm.fabs.f16(half %43)
  %47 = call half @llvm.minnum.f16(half %45, half %46)
  %48 = fcmp oeq half %42, 0xH0000
  %49 = fcmp oeq half %43, 0xH0000
  %50 = and i1 %48, %49
  %51 = bitcast half %45 to i16
  %52 = bitcast half %46 to i16
  %53 = or i16 %51, %52
  %54 = bitcast i16 %53 to half
  %55 = select i1 %50, half %54, half %47
  %56 = xor i16 %35, %38
  %57 = bitcast i16 %56 to half
  %58 = call half @llvm.copysign.f16(half %55, half %57)
  %59 = call half @llvm.fabs.f16(half %44)
  %60 = call half @llvm.minnum.f16(half %46, half %59)
  %61 = fcmp oeq half %44, 0xH0000
  %62 = and i1 %49, %61
  %63 = bitcast half %59 to i16
  %64 = or i16 %52, %63
  %65 = bitcast i16 %64 to half
  %66 = select i1 %62, half %65, half %60
  %67 = xor i16 %38, %41
  %68 = bitcast i16 %67 to half
  %69 = call half @llvm.copysign.f16(half %66, half %68)
  %70 = bitcast half %58 to i16
  %71 = zext i16 %70 to i32
  %72 = bitcast half %69 to i16
  %73 = zext i16 %72 to i32
  %74 = shl nuw i32 %73, 16
  %75 = or disjoint i32 %74, %71
  %76 = and i32 %71, 32767
  %77 = icmp ugt i32 %76, 31744
  %78 = call half @llvm.fabs.f16(half %66)
  %79 = bitcast half %78 to i16
  %80 = icmp ugt i16 %79, 31744
  %81 = or disjoint i32 %74, 32767
  %spec.select = select i1 %77, i32 %81, i32 %75
  %82 = and i32 %spec.select, 65535
  %83 = or disjoint i32 %82, 2147418112
  %"%r10.1" = select i1 %80, i32 %83, i32 %spec.select
  %84 = inttoptr i64 %"%rd3.0" to ptr addrspace(1)
  store i32 %"%r10.1", ptr addrspace(1) %84, align 4
  %85 = add i64 %26, ptrtoint (ptr addrspace(1) @RARE_BF16 to i64)
  %86 = inttoptr i64 %85 to ptr addrspace(1)
  %87 = load i16, ptr addrspace(1) %86, align 2
  %88 = add i64 %28, ptrtoint (ptr addrspace(1) @RARE_BF16 to i64)
  %89 = inttoptr i64 %88 to ptr addrspace(1)
  %90 = load i16, ptr addrspace(1) %89, align 2
  %91 = add i64 %32, ptrtoint (ptr addrspace(1) @RARE_BF16 to i64)
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  %93 = load i16, ptr addrspace(1) %92, align 2
  %94 = zext i16 %87 to i32
  %95 = shl nuw i32 %94, 16
  %96 = bitcast i32 %95 to float
  %97 = zext i16 %90 to i32
  %98 = shl nuw i32 %97, 16
  %99 = bitcast i32 %98 to float
  %100 = call float @llvm.fabs.f32(float %96)
  %101 = call float @llvm.fabs.f32(float %99)
  %102 = call float @llvm.maximum.f32(float %100, float %101)
  %103 = fcmp oeq float %96, 0.000000e+00
  %104 = fcmp oeq float %99, 0.000000e+00
  %105 = and i1 %103, %104
  %106 = bitcast float %100 to i32
  %107 = bitcast float %101 to i32
  %108 = and i32 %106, %107
  %109 = bitcast i32 %108 to float
  %110 = select i1 %105, float %109, float %102
  %111 = xor i32 %95, %98
  %112 = bitcast i32 %111 to float
  %113 = call float @llvm.copysign.f32(float %110, float %112)
  %114 = bitcast float %113 to i32
  %115 = and i32 %114, 65535
  %116 = icmp ugt i32 %115, 32768
  %117 = and i32 %114, 131071
  %118 = icmp eq i32 %117, 98304
  %119 = or i1 %116, %118
  %120 = add i32 %114, 65536
  %121 = select i1 %119, i32 %120, i32 %114
  %122 = call float @llvm.fabs.f32(float %110)
  %123 = bitcast float %122 to i32
  %124 = icmp ugt i32 %123, 2139095040
  %125 = or i32 %114, 4194304
  %126 = select i1 %124, i32 %125, i32 %121
  %127 = lshr i32 %126, 16
  %128 = zext i16 %93 to i32
  %129 = shl nuw i32 %128, 16
  %130 = bitcast i32 %129 to float
  %131 = call float @llvm.fabs.f32(float %130)
  %132 = call float @llvm.maximum.f32(float %101, float %131)
  %133 = fcmp oeq float %130, 0.000000e+00
  %134 = and i1 %104, %133
  %135 = bitcast float %131 to i32
  %136 = and i32 %107, %135
  %137 = bitcast i32 %136 to float
  %138 = select i1 %134, float %137, float %132
  %139 = xor i32 %98, %129
  %140 = bitcast i32 %139 to float
  %141 = call float @llvm.copysign.f32(float %138, float %140)
  %142 = bitcast float %141 to i32
  %143 = and i32 %142, 65535
  %144 = icmp ugt i32 %143, 32768
  %145 = and i32 %142, 131071
  %146 = icmp eq i32 %145, 98304
  %147 = or i1 %144, %146
  %148 = add i32 %142, 65536
  %149 = select i1 %147, i32 %148, i32 %142
  %150 = call float @llvm.fabs.f32(float %138)
  %151 = bitcast float %150 to i32
  %152 = icmp ugt i32 %151, 2139095040
  %153 = or i32 %142, 4194304
  %154 = select i1 %152, i32 %153, i32 %149
  %155 = and i32 %154, -65536
  %156 = or disjoint i32 %127, %155
  %157 = and i32 %126, 2147418112
  %158 = icmp ugt i32 %157, 2139095040
  %159 = and i32 %154, 2147418112
  %160 = icmp ugt i32 %159, 2139095040
  %161 = or disjoint i32 %155, 32767
  %"%r11.0" = select i1 %158, i32 %161, i32 %156
  %162 = and i32 %"%r11.0", 65535
  %163 = or disjoint i32 %162, 2147418112
  %"%r11.1" = select i1 %160, i32 %163, i32 %"%r11.0"
  %164 = add i64 %"%rd3.0", 4
  %165 = inttoptr i64 %164 to ptr addrspace(1)
  store i32 %"%r11.1", ptr addrspace(1) %165, align 4
  %166 = add i64 %"%rd3.0", 8
  %167 = add i32 %"%r8.0", 1
  %168 = icmp ult i32 %167, 4
  br i1 %168, label %"$Lloop", label %169

169:                                              ; preds = %"$Lloop"
  ret void
}

define amdgpu_kernel void @rare_int_minmax_relu(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = lshr i32 %12, 4
  %17 = add i32 %16, %12
  %18 = shl i32 %12, 2
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr addrspace(1) @RARE_U32 to i64)
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = shl i32 %17, 2
  %25 = and i32 %24, 60
  %26 = zext nneg i32 %25 to i64
  %27 = add i64 %26, ptrtoint (ptr addrspace(1) @RARE_U32 to i64)
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = call i32 @llvm.smin.i32(i32 %23, i32 %29)
  %31 = call i32 @llvm.smax.i32(i32 %30, i32 0)
  %32 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %32, align 4
  %33 = call i32 @llvm.smax.i32(i32 %23, i32 %29)
  %34 = call i32 @llvm.smax.i32(i32 %33, i32 0)
  %35 = add i64 %15, 4
  %36 = inttoptr i64 %35 to ptr addrspace(1)
  store i32 %34, ptr addrspace(1) %36, align 4
  %37 = xor i32 %29, -1
  %38 = call i32 @llvm.smin.i32(i32 %23, i32 %37)
  %39 = call i32 @llvm.smax.i32(i32 %38, i32 0)
  %40 = add i64 %15, 8
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  store i32 %39, ptr addrspace(1) %41, align 4
  %42 = xor i32 %23, -1
  %43 = call i32 @llvm.smax.i32(i32 %42, i32 %29)
  %44 = call i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = add i64 %15, 12
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %46, align 4
  ret void
}

define amdgpu_kernel void @rare_int_minmax_16x2(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = lshr i32 %12, 4
  %17 = add i32 %16, %12
  %18 = shl i32 %12, 2
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr addrspace(1) @RARE_U32 to i64)
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = shl i32 %17, 2
  %25 = and i32 %24, 60
  %26 = zext nneg i32 %25 to i64
  %27 = add i64 %26, ptrtoint (ptr addrspace(1) @RARE_U32 to i64)
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = lshr i32 %23, 16
  %31 = trunc i32 %23 to i16
  %32 = trunc nuw i32 %30 to i16
  %33 = lshr i32 %29, 16
  %34 = trunc i32 %29 to i16
  %35 = trunc nuw i32 %33 to i16
  %36 = call i16 @llvm.smin.i16(i16 %31, i16 %34)
  %37 = call i16 @llvm.smin.i16(i16 %32, i16 %35)
  %38 = zext i16 %36 to i32
  %39 = zext i16 %37 to i32
  %40 = shl nuw i32 %39, 16
  %41 = or disjoint i32 %40, %38
  %42 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %42, align 4
  %43 = call i16 @llvm.smax.i16(i16 %31, i16 %34)
  %44 = call i16 @llvm.smax.i16(i16 %32, i16 %35)
  %45 = zext i16 %43 to i32
  %46 = zext i16 %44 to i32
  %47 = shl nuw i32 %46, 16
  %48 = or disjoint i32 %47, %45
  %49 = add i64 %15, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = call i16 @llvm.umin.i16(i16 %31, i16 %34)
  %52 = call i16 @llvm.umin.i16(i16 %32, i16 %35)
  %53 = zext i16 %51 to i32
  %54 = zext i16 %52 to i32
  %55 = shl nuw i32 %54, 16
  %56 = or disjoint i32 %55, %53
  %57 = add i64 %15, 8
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store i32 %56, ptr addrspace(1) %58, align 4
  %59 = call i16 @llvm.umax.i16(i16 %31, i16 %34)
  %60 = call i16 @llvm.umax.i16(i16 %32, i16 %35)
  %61 = zext i16 %59 to i32
  %62 = zext i16 %60 to i32
  %63 = shl nuw i32 %62, 16
  %64 = or disjoint i32 %63, %61
  %65 = add i64 %15, 12
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store i32 %64, ptr addrspace(1) %66, align 4
  %67 = call i16 @llvm.smax.i16(i16 %36, i16 0)
  %68 = call i16 @llvm.smax.i16(i16 %37, i16 0)
  %69 = zext nneg i16 %67 to i32
  %70 = zext nneg i16 %68 to i32
  %71 = shl nuw nsw i32 %70, 16
  %72 = or disjoint i32 %71, %69
  %73 = add i64 %15, 16
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  store i32 %72, ptr addrspace(1) %74, align 4
  %75 = call i16 @llvm.smax.i16(i16 %43, i16 0)
  %76 = call i16 @llvm.smax.i16(i16 %44, i16 0)
  %77 = zext nneg i16 %75 to i32
  %78 = zext nneg i16 %76 to i32
  %79 = shl nuw nsw i32 %78, 16
  %80 = or disjoint i32 %79, %77
  %81 = add i64 %15, 20
  %82 = inttoptr i64 %81 to ptr addrspace(1)
  store i32 %80, ptr addrspace(1) %82, align 4
  ret void
}

define amdgpu_kernel void @rare_int_mul24_carry(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = lshr i32 %12, 4
  %17 = add i32 %16, %12
  %18 = shl i32 %12, 2
  %19 = and i32 %18, 60
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr addrspace(1) @RARE_U32 to i64)
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = shl i32 %17, 2
  %25 = and i32 %24, 60
  %26 = zext nneg i32 %25 to i64
  %27 = add i64 %26, ptrtoint (ptr addrspace(1) @RARE_U32 to i64)
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = mul i32 %12, 28
  %31 = add i32 %30, 20
  %32 = and i32 %31, 60
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr addrspace(1) @RARE_U32 to i64)
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  %36 = load i32, ptr addrspace(1) %35, align 4
  %37 = shl i32 %12, 17
  %38 = xor i32 %23, %37
  %39 = zext i32 %38 to i64
  %.mask = and i32 %38, 16777215
  %40 = zext nneg i32 %.mask to i64
  %41 = zext i32 %29 to i64
  %.mask49 = and i32 %29, 16777215
  %42 = zext nneg i32 %.mask49 to i64
  %43 = mul nuw nsw i64 %40, %42
  %44 = lshr i64 %43, 16
  %45 = trunc nuw i64 %44 to i32
  %46 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %46, align 4
  %sext = shl i64 %39, 40
  %47 = ashr exact i64 %sext, 40
  %sext50 = shl i64 %41, 40
  %48 = ashr exact i64 %sext50, 40
  %49 = mul nsw i64 %47, %48
  %50 = lshr i64 %49, 16
  %51 = trunc i64 %50 to i32
  %52 = add i64 %15, 4
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  store i32 %51, ptr addrspace(1) %53, align 4
  %54 = add i32 %36, %45
  %55 = add i64 %15, 8
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  %57 = add i32 %36, %51
  %58 = add i64 %15, 12
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  %60 = mul nuw i64 %39, %41
  %61 = lshr i64 %60, 32
  %62 = trunc nuw i64 %61 to i32
  %63 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %62, i32 %36)
  %64 = extractvalue { i32, i1 } %63, 0
  %65 = extractvalue { i32, i1 } %63, 1
  %66 = mul i32 %29, %36
  %67 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %66, i32 %38)
  %68 = extractvalue { i32, i1 } %67, 0
  %69 = extractvalue { i32, i1 } %67, 1
  %70 = zext i1 %65 to i32
  %71 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %68, i32 %70)
  %72 = extractvalue { i32, i1 } %71, 0
  %73 = extractvalue { i32, i1 } %71, 1
  %74 = or i1 %69, %73
  %75 = zext i32 %36 to i64
  %76 = mul nuw i64 %75, %39
  %77 = lshr i64 %76, 32
  %78 = trunc nuw i64 %77 to i32
  %79 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %78, i32 %29)
  %80 = extractvalue { i32, i1 } %79, 0
  %81 = extractvalue { i32, i1 } %79, 1
  %82 = zext i1 %74 to i32
  %83 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %80, i32 %82)
  %84 = extractvalue { i32, i1 } %83, 0
  %85 = extractvalue { i32, i1 } %83, 1
  %86 = or i1 %81, %85
  %87 = mul i32 %38, %38
  %88 = add i32 %87, %36
  %89 = zext i1 %86 to i32
  %90 = add i32 %88, %89
  %91 = add i64 %15, 16
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %64, ptr addrspace(1) %92, align 4
  %93 = add i64 %15, 20
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  store i32 %72, ptr addrspace(1) %94, align 4
  %95 = add i64 %15, 24
  %96 = inttoptr i64 %95 to ptr addrspace(1)
  store i32 %84, ptr addrspace(1) %96, align 4
  %97 = add i64 %15, 28
  %98 = inttoptr i64 %97 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %98, align 4
  ret void
}

define amdgpu_kernel void @rare_bits_testp_copysign(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = urem i32 %12, 37
  %17 = udiv i32 %12, 3
  %18 = urem i32 %17, 37
  %19 = call i32 @llvm.umin.i32(i32 %16, i32 32)
  %20 = call i32 @llvm.umin.i32(i32 %18, i32 32)
  %21 = zext nneg i32 %20 to i64
  %notmask = shl nsw i64 -1, %21
  %22 = xor i64 %notmask, -1
  %23 = zext nneg i32 %19 to i64
  %24 = shl i64 %22, %23
  %25 = trunc i64 %24 to i32
  %26 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %25, ptr addrspace(1) %26, align 4
  %27 = and i32 %16, 31
  %28 = and i32 %18, 31
  %notmask59 = shl nsw i32 -1, %28
  %29 = xor i32 %notmask59, -1
  %30 = shl i32 %29, %27
  %31 = add i64 %15, 4
  %32 = inttoptr i64 %31 to ptr addrspace(1)
  store i32 %30, ptr addrspace(1) %32, align 4
  %33 = shl i32 %12, 2
  %34 = and i32 %33, 60
  %35 = zext nneg i32 %34 to i64
  %36 = add i64 %35, ptrtoint (ptr addrspace(1) @RARE_U32 to i64)
  %37 = inttoptr i64 %36 to ptr addrspace(1)
  %38 = load i32, ptr addrspace(1) %37, align 4
  %39 = xor i32 %38, 8421504
  %40 = sext i32 %39 to i64
  %41 = sub nuw nsw i64 64, %23
  %42 = shl i64 %40, %41
  %43 = ashr exact i64 %42, %41
  %44 = icmp eq i32 %16, 0
  %45 = trunc i64 %43 to i32
  %46 = select i1 %44, i32 0, i32 %45
  %47 = add i64 %15, 8
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %narrow = sub nuw nsw i32 64, %28
  %49 = zext nneg i32 %narrow to i64
  %50 = lshr i64 -1, %49
  %51 = icmp eq i32 %28, 0
  %52 = trunc i64 %50 to i32
  %53 = and i32 %39, %52
  %54 = select i1 %51, i32 0, i32 %53
  %55 = add i64 %15, 12
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  %57 = and i32 %33, 124
  %58 = zext nneg i32 %57 to i64
  %59 = add i64 %58, ptrtoint (ptr addrspace(1) @RARE_F32 to i64)
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  %61 = load i32, ptr addrspace(1) %60, align 4
  %62 = lshr i32 %12, 5
  %63 = icmp eq i32 %62, 1
  %64 = add i32 %61, 1
  %"%r11.0" = select i1 %63, i32 %64, i32 %61
  %65 = icmp eq i32 %62, 2
  %66 = add i32 %"%r11.0", -1
  %"%r11.1" = select i1 %65, i32 %66, i32 %"%r11.0"
  %67 = icmp eq i32 %62, 3
  %68 = xor i32 %"%r11.1", -2147483648
  %"%r11.2" = select i1 %67, i32 %68, i32 %"%r11.1"
  %69 = bitcast i32 %"%r11.2" to float
  %70 = zext nneg i32 %62 to i64
  %71 = zext i32 %"%r11.2" to i64
  %72 = shl nuw i64 %71, 32
  %73 = or disjoint i64 %72, %70
  %74 = bitcast i64 %73 to double
  %75 = call i1 @llvm.is.fpclass.f32(float %69, i32 144)
  %76 = zext i1 %75 to i32
  %77 = call i1 @llvm.is.fpclass.f64(double %74, i32 144)
  %78 = select i1 %77, i32 2, i32 0
  %79 = or disjoint i32 %78, %76
  %80 = call i1 @llvm.is.fpclass.f64(double %74, i32 360)
  %81 = select i1 %80, i32 4, i32 0
  %82 = or disjoint i32 %79, %81
  %83 = fcmp uno double %74, 0.000000e+00
  %84 = select i1 %83, i32 8, i32 0
  %85 = or disjoint i32 %82, %84
  %86 = add i64 %15, 16
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  store i32 %85, ptr addrspace(1) %87, align 4
  %88 = load float, ptr addrspace(1) %60, align 4
  %89 = call float @llvm.copysign.f32(float %69, float %88)
  %90 = fcmp uno float %89, 0.000000e+00
  %91 = bitcast float %89 to i32
  %"%r16.0" = select i1 %90, i32 2147483647, i32 %91
  %92 = add i64 %15, 20
  %93 = inttoptr i64 %92 to ptr addrspace(1)
  store i32 %"%r16.0", ptr addrspace(1) %93, align 4
  %94 = fpext float %88 to double
  %95 = call double @llvm.copysign.f64(double %74, double %94)
  %96 = fcmp uno double %95, 0.000000e+00
  %97 = bitcast double %95 to i64
  %98 = trunc i64 %97 to i32
  %99 = lshr i64 %97, 32
  %100 = trunc nuw i64 %99 to i32
  %"%r17.0" = select i1 %96, i32 -1, i32 %98
  %"%r18.0" = select i1 %96, i32 2147483647, i32 %100
  %101 = add i64 %15, 24
  %102 = inttoptr i64 %101 to ptr addrspace(1)
  store i32 %"%r17.0", ptr addrspace(1) %102, align 4
  %103 = add i64 %15, 28
  %104 = inttoptr i64 %103 to ptr addrspace(1)
  store i32 %"%r18.0", ptr addrspace(1) %104, align 4
  ret void
}

define amdgpu_kernel void @rare_bf16(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = and i32 %12, 31
  %17 = zext nneg i32 %16 to i64
  %18 = shl nuw nsw i64 %17, 1
  %19 = add i64 %18, ptrtoint (ptr addrspace(1) @RARE_BF16 to i64)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  %21 = load i16, ptr addrspace(1) %20, align 2
  %22 = lshr i32 %12, 2
  %23 = and i32 %22, 1073741816
  %24 = and i32 %12, 7
  %25 = or disjoint i32 %23, %24
  %26 = shl nuw nsw i32 %25, 1
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @RARE_BF16 to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i16, ptr addrspace(1) %29, align 2
  %31 = mul i32 %12, 10
  %32 = add i32 %31, 2
  %33 = and i32 %32, 62
  %34 = zext nneg i32 %33 to i64
  %35 = add i64 %34, ptrtoint (ptr addrspace(1) @RARE_BF16 to i64)
  %36 = inttoptr i64 %35 to ptr addrspace(1)
  %37 = load i16, ptr addrspace(1) %36, align 2
  %38 = zext i16 %21 to i32
  %39 = shl nuw i32 %38, 16
  %40 = bitcast i32 %39 to float
  %41 = zext i16 %30 to i32
  %42 = shl nuw i32 %41, 16
  %43 = bitcast i32 %42 to float
  %44 = fadd float %40, %43
  %45 = bitcast float %44 to i32
  %46 = and i32 %45, 65535
  %47 = icmp ugt i32 %46, 32768
  %48 = and i32 %45, 131071
  %49 = icmp eq i32 %48, 98304
  %50 = or i1 %47, %49
  %51 = add i32 %45, 65536
  %52 = select i1 %50, i32 %51, i32 %45
  %53 = call float @llvm.fabs.f32(float %44)
  %54 = bitcast float %53 to i32
  %55 = icmp ugt i32 %54, 2139095040
  %56 = or i32 %45, 4194304
  %57 = select i1 %55, i32 %56, i32 %52
  %58 = lshr i32 %57, 16
  %59 = fsub float %40, %43
  %60 = bitcast float %59 to i32
  %61 = and i32 %60, 65535
  %62 = icmp ugt i32 %61, 32768
  %63 = and i32 %60, 131071
  %64 = icmp eq i32 %63, 98304
  %65 = or i1 %62, %64
  %66 = add i32 %60, 65536
  %67 = select i1 %65, i32 %66, i32 %60
  %68 = call float @llvm.fabs.f32(float %59)
  %69 = bitcast float %68 to i32
  %70 = icmp ugt i32 %69, 2139095040
  %71 = or i32 %60, 4194304
  %72 = select i1 %70, i32 %71, i32 %67
  %73 = and i32 %72, -65536
  %74 = or disjoint i32 %58, %73
  %75 = fmul float %40, %43
  %76 = bitcast float %75 to i32
  %77 = and i32 %76, 65535
  %78 = icmp ugt i32 %77, 32768
  %79 = and i32 %76, 131071
  %80 = icmp eq i32 %79, 98304
  %81 = or i1 %78, %80
  %82 = add i32 %76, 65536
  %83 = select i1 %81, i32 %82, i32 %76
  %84 = call float @llvm.fabs.f32(float %75)
  %85 = bitcast float %84 to i32
  %86 = icmp ugt i32 %85, 2139095040
  %87 = or i32 %76, 4194304
  %88 = select i1 %86, i32 %87, i32 %83
  %89 = lshr i32 %88, 16
  %90 = fpext float %40 to double
  %91 = fpext float %43 to double
  %92 = zext i16 %37 to i32
  %93 = shl nuw i32 %92, 16
  %94 = bitcast i32 %93 to float
  %95 = fpext float %94 to double
  %96 = call double @llvm.fma.f64(double %90, double %91, double %95)
  %97 = fmul double %90, %91
  %98 = fneg double %97
  %99 = call double @llvm.fma.f64(double %90, double %91, double %98)
  %100 = fadd double %99, %95
  %101 = fsub double %100, %95
  %102 = fsub double %100, %101
  %103 = fsub double %95, %102
  %104 = fsub double %99, %101
  %105 = fadd double %103, %104
  %106 = fadd double %97, %100
  %107 = fsub double %106, %97
  %108 = fsub double %106, %107
  %109 = fsub double %97, %108
  %110 = fsub double %100, %107
  %111 = fadd double %109, %110
  %112 = fsub double %106, %96
  %113 = fadd double %112, %111
  %114 = fadd double %113, %105
  %115 = fsub double %114, %113
  %116 = fsub double %105, %115
  %117 = fcmp oeq double %114, 0.000000e+00
  %118 = select i1 %117, double %116, double %114
  %119 = fcmp olt double %118, 0.000000e+00
  %120 = fcmp ogt double %118, 0.000000e+00
  %121 = bitcast double %96 to i64
  %122 = fcmp oeq double %96, 0.000000e+00
  %123 = fcmp ogt double %96, 0.000000e+00
  %124 = xor i1 %123, true
  %125 = add i64 %121, 1
  %126 = add i64 %121, -1
  %127 = select i1 %123, i64 %126, i64 %125
  %128 = bitcast i64 %127 to double
  %129 = select i1 %122, double -4.940660e-324, double %128
  %130 = call double @llvm.fabs.f64(double %96)
  %131 = fcmp ueq double %130, 0x7FF0000000000000
  %132 = fcmp uno double %96, 0.000000e+00
  %133 = or i1 %132, %124
  %134 = and i1 %131, %133
  %135 = xor i1 %134, %131
  %136 = select i1 %135, double 0x7FEFFFFFFFFFFFFF, double %129
  %137 = select i1 %134, double %96, double %136
  %138 = select i1 %123, i64 %125, i64 %126
  %139 = bitcast i64 %138 to double
  %140 = select i1 %122, double 4.940660e-324, double %139
  %141 = fcmp ugt double %96, 0.000000e+00
  %142 = and i1 %131, %141
  %143 = xor i1 %142, %131
  %144 = select i1 %143, double 0xFFEFFFFFFFFFFFFF, double %140
  %145 = select i1 %142, double %96, double %144
  %146 = select i1 %119, double %137, double %96
  %147 = select i1 %120, double %145, double %96
  %148 = and i1 %122, %120
  %149 = or i1 %123, %148
  %150 = select i1 %149, double %146, double %147
  %151 = fcmp one double %118, 0.000000e+00
  %152 = bitcast double %150 to i64
  %153 = call double @llvm.fabs.f64(double %150)
  %154 = fcmp one double %153, 0x7FF0000000000000
  %155 = and i1 %151, %154
  %156 = zext i1 %155 to i64
  %157 = or i64 %152, %156
  %158 = bitcast i64 %157 to double
  %159 = fptrunc double %158 to float
  %160 = fpext float %159 to double
  %161 = fsub double %158, %160
  %162 = fcmp olt double %161, 0.000000e+00
  %163 = fcmp ogt double %161, 0.000000e+00
  %164 = bitcast float %159 to i32
  %165 = fcmp oeq float %159, 0.000000e+00
  %166 = fcmp ogt float %159, 0.000000e+00
  %167 = xor i1 %166, true
  %168 = add i32 %164, 1
  %169 = add i32 %164, -1
  %170 = select i1 %166, i32 %169, i32 %168
  %171 = bitcast i32 %170 to float
  %172 = select i1 %165, float 0xB6A0000000000000, float %171
  %173 = call float @llvm.fabs.f32(float %159)
  %174 = fcmp ueq float %173, 0x7FF0000000000000
  %175 = fcmp uno float %159, 0.000000e+00
  %176 = or i1 %175, %167
  %177 = and i1 %174, %176
  %178 = xor i1 %177, %174
  %179 = select i1 %178, float 0x47EFFFFFE0000000, float %172
  %180 = select i1 %177, float %159, float %179
  %181 = select i1 %166, i32 %168, i32 %169
  %182 = bitcast i32 %181 to float
  %183 = select i1 %165, float 0x36A0000000000000, float %182
  %184 = fcmp ugt float %159, 0.000000e+00
  %185 = and i1 %174, %184
  %186 = xor i1 %185, %174
  %187 = select i1 %186, float 0xC7EFFFFFE0000000, float %183
  %188 = select i1 %185, float %159, float %187
  %189 = select i1 %162, float %180, float %159
  %190 = select i1 %163, float %188, float %159
  %191 = and i1 %165, %163
  %192 = or i1 %166, %191
  %193 = select i1 %192, float %189, float %190
  %194 = call double @llvm.fabs.f64(double %158)
  %195 = fcmp one double %194, 0x7FF0000000000000
  %196 = fcmp oeq float %173, 0x7FF0000000000000
  %197 = and i1 %195, %196
  %198 = call float @llvm.copysign.f32(float 0x47EFFFFFE0000000, float %159)
  %199 = select i1 %197, float %198, float %193
  %200 = fpext float %199 to double
  %201 = fcmp one double %200, %158
  %202 = bitcast float %199 to i32
  %203 = call float @llvm.fabs.f32(float %199)
  %204 = fcmp one float %203, 0x7FF0000000000000
  %205 = and i1 %201, %204
  %206 = zext i1 %205 to i32
  %207 = or i32 %202, %206
  %208 = and i32 %207, 65535
  %209 = and i32 %202, 65536
  %210 = icmp ne i32 %209, 0
  %211 = icmp ugt i32 %208, 32768
  %212 = icmp eq i32 %208, 32768
  %213 = and i1 %212, %210
  %214 = or i1 %211, %213
  %215 = add i32 %202, 65536
  %216 = select i1 %214, i32 %215, i32 %202
  %217 = and i32 %207, 2147483647
  %218 = icmp ugt i32 %217, 2139095040
  %219 = or i32 %202, 4194304
  %220 = select i1 %218, i32 %219, i32 %216
  %221 = and i32 %220, -65536
  %222 = or disjoint i32 %89, %221
  %223 = fadd float %43, %94
  %224 = bitcast float %223 to i32
  %225 = and i32 %224, 65535
  %226 = icmp ugt i32 %225, 32768
  %227 = and i32 %224, 131071
  %228 = icmp eq i32 %227, 98304
  %229 = or i1 %226, %228
  %230 = add i32 %224, 65536
  %231 = select i1 %229, i32 %230, i32 %224
  %232 = call float @llvm.fabs.f32(float %223)
  %233 = bitcast float %232 to i32
  %234 = icmp ugt i32 %233, 2139095040
  %235 = or i32 %224, 4194304
  %236 = select i1 %234, i32 %235, i32 %231
  %237 = and i32 %236, -65536
  %238 = or disjoint i32 %58, %237
  %239 = fmul float %94, %43
  %240 = bitcast float %239 to i32
  %241 = and i32 %240, 65535
  %242 = icmp ugt i32 %241, 32768
  %243 = and i32 %240, 131071
  %244 = icmp eq i32 %243, 98304
  %245 = or i1 %242, %244
  %246 = add i32 %240, 65536
  %247 = select i1 %245, i32 %246, i32 %240
  %248 = call float @llvm.fabs.f32(float %239)
  %249 = bitcast float %248 to i32
  %250 = icmp ugt i32 %249, 2139095040
  %251 = or i32 %240, 4194304
  %252 = select i1 %250, i32 %251, i32 %247
  %253 = and i32 %252, -65536
  %254 = or disjoint i32 %89, %253
  %255 = shl nuw nsw i64 %17, 2
  %256 = add i64 %255, ptrtoint (ptr addrspace(1) @RARE_F32 to i64)
  %257 = inttoptr i64 %256 to ptr addrspace(1)
  %258 = load i32, ptr addrspace(1) %257, align 4
  %259 = and i32 %258, -65536
  %260 = and i32 %12, 65535
  %261 = icmp slt i32 %258, 0
  %262 = icmp ne i32 %260, 32768
  %263 = and i1 %262, %261
  %264 = add i32 %259, 65536
  %265 = select i1 %263, i32 %264, i32 %258
  %.masked = and i32 %258, 2147418112
  %266 = or disjoint i32 %260, %.masked
  %267 = xor i32 %266, 32768
  %268 = icmp ugt i32 %267, 2139095040
  %269 = or i32 %259, 4194304
  %270 = select i1 %268, i32 %269, i32 %265
  %271 = lshr i32 %270, 16
  %272 = xor i1 %261, true
  %273 = and i1 %262, %272
  %274 = select i1 %273, i32 %264, i32 %258
  %275 = select i1 %268, i32 %269, i32 %274
  %276 = and i32 %275, -65536
  %277 = or disjoint i32 %271, %276
  %278 = shl i32 %12, 2
  %279 = and i32 %278, 60
  %280 = zext nneg i32 %279 to i64
  %281 = add i64 %280, ptrtoint (ptr addrspace(1) @RARE_U32 to i64)
  %282 = inttoptr i64 %281 to ptr addrspace(1)
  %283 = load i32, ptr addrspace(1) %282, align 4
  %284 = sitofp i32 %283 to float
  %285 = call i32 @llvm.fptosi.sat.i32.f32(float %284)
  %286 = fcmp oge float %284, 0x41E0000000000000
  %287 = icmp sle i32 %283, %285
  %288 = icmp slt i32 %283, %285
  %289 = or i1 %288, %286
  %.not94 = or i1 %287, %286
  %290 = select i1 %.not94, float 0.000000e+00, float 1.000000e+00
  %291 = select i1 %289, float -1.000000e+00, float %290
  %292 = fcmp ogt float %291, 0.000000e+00
  %293 = bitcast float %284 to i32
  %294 = icmp eq i32 %283, 0
  %295 = icmp sgt i32 %283, 0
  %296 = add i32 %293, 1
  %297 = add i32 %293, -1
  %298 = select i1 %295, i32 %297, i32 %296
  %299 = bitcast i32 %298 to float
  %300 = select i1 %294, float 0xB6A0000000000000, float %299
  %301 = select i1 %295, i32 %296, i32 %297
  %302 = bitcast i32 %301 to float
  %303 = select i1 %294, float 0x36A0000000000000, float %302
  %304 = select i1 %289, float %300, float %284
  %305 = select i1 %292, float %303, float %284
  %306 = and i1 %294, %292
  %307 = or i1 %295, %306
  %308 = select i1 %307, float %304, float %305
  %309 = fcmp one float %291, 0.000000e+00
  %310 = bitcast float %308 to i32
  %311 = call float @llvm.fabs.f32(float %308)
  %312 = fcmp one float %311, 0x7FF0000000000000
  %313 = and i1 %309, %312
  %314 = zext i1 %313 to i32
  %315 = or i32 %310, %314
  %316 = and i32 %315, 65535
  %317 = and i32 %310, 65536
  %318 = icmp ne i32 %317, 0
  %319 = icmp ugt i32 %316, 32768
  %320 = icmp eq i32 %316, 32768
  %321 = and i1 %320, %318
  %322 = or i1 %319, %321
  %323 = add i32 %310, 65536
  %324 = select i1 %322, i32 %323, i32 %310
  %325 = and i32 %315, 2147483647
  %326 = icmp ugt i32 %325, 2139095040
  %327 = or i32 %310, 4194304
  %328 = select i1 %326, i32 %327, i32 %324
  %329 = lshr i32 %328, 16
  %330 = uitofp i32 %283 to float
  %331 = call i32 @llvm.fptoui.sat.i32.f32(float %330)
  %332 = fcmp oge float %330, 0x41F0000000000000
  %333 = icmp ule i32 %283, %331
  %334 = icmp ult i32 %283, %331
  %335 = or i1 %334, %332
  %.not95 = or i1 %333, %332
  %336 = select i1 %.not95, float 0.000000e+00, float 1.000000e+00
  %337 = select i1 %335, float -1.000000e+00, float %336
  %338 = fcmp ogt float %337, 0.000000e+00
  %339 = bitcast float %330 to i32
  %340 = icmp ne i32 %283, 0
  %341 = add nuw i32 %339, 1
  %342 = add nsw i32 %339, -1
  %343 = select i1 %340, i32 %342, i32 1
  %344 = bitcast i32 %343 to float
  %345 = select i1 %294, float 0xB6A0000000000000, float %344
  %346 = select i1 %340, i32 %341, i32 -1
  %347 = bitcast i32 %346 to float
  %348 = select i1 %294, float 0x36A0000000000000, float %347
  %349 = select i1 %335, float %345, float %330
  %350 = select i1 %338, float %348, float %330
  %351 = or i1 %340, %338
  %352 = select i1 %351, float %349, float %350
  %353 = fcmp one float %337, 0.000000e+00
  %354 = bitcast float %352 to i32
  %355 = call float @llvm.fabs.f32(float %352)
  %356 = fcmp one float %355, 0x7FF0000000000000
  %357 = and i1 %353, %356
  %358 = zext i1 %357 to i32
  %.masked96 = bitcast float %355 to i32
  %359 = or i32 %.masked96, %358
  %360 = icmp ugt i32 %359, 2139095040
  %361 = and i32 %354, -65536
  %362 = or i32 %361, 4194304
  %363 = select i1 %360, i32 %362, i32 %361
  %364 = or disjoint i32 %329, %363
  %365 = and i32 %57, 2147418112
  %366 = icmp ugt i32 %365, 2139095040
  %367 = and i32 %72, 2147418112
  %368 = icmp ugt i32 %367, 2139095040
  %369 = or disjoint i32 %73, 32767
  %"%r10.0" = select i1 %366, i32 %369, i32 %74
  %370 = and i32 %"%r10.0", 65535
  %371 = or disjoint i32 %370, 2147418112
  %"%r10.1" = select i1 %368, i32 %371, i32 %"%r10.0"
  %372 = and i32 %88, 2147418112
  %373 = icmp ugt i32 %372, 2139095040
  %374 = and i32 %220, 2147418112
  %375 = icmp ugt i32 %374, 2139095040
  %376 = or disjoint i32 %221, 32767
  %"%r11.0" = select i1 %373, i32 %376, i32 %222
  %377 = and i32 %"%r11.0", 65535
  %378 = or disjoint i32 %377, 2147418112
  %"%r11.1" = select i1 %375, i32 %378, i32 %"%r11.0"
  %379 = and i32 %236, 2147418112
  %380 = icmp ugt i32 %379, 2139095040
  %381 = or disjoint i32 %237, 32767
  %"%r12.0" = select i1 %366, i32 %381, i32 %238
  %382 = and i32 %"%r12.0", 65535
  %383 = or disjoint i32 %382, 2147418112
  %"%r12.1" = select i1 %380, i32 %383, i32 %"%r12.0"
  %384 = and i32 %252, 2147418112
  %385 = icmp ugt i32 %384, 2139095040
  %386 = or disjoint i32 %253, 32767
  %"%r13.0" = select i1 %373, i32 %386, i32 %254
  %387 = and i32 %"%r13.0", 65535
  %388 = or disjoint i32 %387, 2147418112
  %"%r13.1" = select i1 %385, i32 %388, i32 %"%r13.0"
  %389 = and i32 %270, 2147418112
  %390 = icmp ugt i32 %389, 2139095040
  %391 = and i32 %275, 2147418112
  %392 = icmp ugt i32 %391, 2139095040
  %393 = or disjoint i32 %276, 32767
  %"%r16.0" = select i1 %390, i32 %393, i32 %277
  %394 = and i32 %"%r16.0", 65535
  %395 = or disjoint i32 %394, 2147418112
  %"%r16.1" = select i1 %392, i32 %395, i32 %"%r16.0"
  %396 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %"%r10.1", ptr addrspace(1) %396, align 4
  %397 = add i64 %15, 4
  %398 = inttoptr i64 %397 to ptr addrspace(1)
  store i32 %"%r11.1", ptr addrspace(1) %398, align 4
  %399 = add i64 %15, 8
  %400 = inttoptr i64 %399 to ptr addrspace(1)
  store i32 %"%r12.1", ptr addrspace(1) %400, align 4
  %401 = add i64 %15, 12
  %402 = inttoptr i64 %401 to ptr addrspace(1)
  store i32 %"%r13.1", ptr addrspace(1) %402, align 4
  %403 = add i64 %15, 16
  %404 = inttoptr i64 %403 to ptr addrspace(1)
  store i32 %"%r16.1", ptr addrspace(1) %404, align 4
  %405 = add i64 %15, 20
  %406 = inttoptr i64 %405 to ptr addrspace(1)
  store i32 %364, ptr addrspace(1) %406, align 4
  %407 = fcmp uno float %40, 0.000000e+00
  %"%r19.0" = select i1 %407, i32 2147483647, i32 %39
  %408 = add i64 %15, 24
  %409 = inttoptr i64 %408 to ptr addrspace(1)
  store i32 %"%r19.0", ptr addrspace(1) %409, align 4
  %410 = call float @llvm.roundeven.f32(float %43)
  %411 = call i32 @llvm.fptosi.sat.i32.f32(float %410)
  %412 = add i64 %15, 28
  %413 = inttoptr i64 %412 to ptr addrspace(1)
  store i32 %411, ptr addrspace(1) %413, align 4
  ret void
}

define amdgpu_kernel void @rare_tanh_approx(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %"%r8.0" = phi i32 [ 0, %allocas ], [ %36, %"$Lloop" ]
  %"%r5.0" = phi i32 [ %12, %allocas ], [ %35, %"$Lloop" ]
  %"%rd3.0" = phi i64 [ %15, %allocas ], [ %34, %"$Lloop" ]
  %16 = shl i32 %"%r5.0", 2
  %17 = and i32 %16, 60
  %18 = zext nneg i32 %17 to i64
  %19 = add i64 %18, ptrtoint (ptr addrspace(1) @RARE_TANH to i64)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = call float @llvm.fabs.f32(float %21)
  %23 = fmul float %22, 0x4007154760000000
  %24 = call arcp afn float @llvm.exp2.f32(float %23)
  %25 = fadd float %24, 1.000000e+00
  %26 = fdiv float 2.000000e+00, %25
  %27 = fsub float 1.000000e+00, %26
  %28 = fcmp olt float %22, 0x3F1A36E2E0000000
  %29 = select i1 %28, float %22, float %27
  %30 = call float @llvm.copysign.f32(float %29, float %21)
  %31 = fcmp uno float %30, 0.000000e+00
  %32 = bitcast float %30 to i32
  %"%r7.0" = select i1 %31, i32 2147483647, i32 %32
  %33 = inttoptr i64 %"%rd3.0" to ptr addrspace(1)
  store i32 %"%r7.0", ptr addrspace(1) %33, align 4
  %34 = add i64 %"%rd3.0", 4
  %35 = add i32 %"%r5.0", 5
  %36 = add i32 %"%r8.0", 1
  %37 = icmp ult i32 %36, 8
  br i1 %37, label %"$Lloop", label %38

38:                                               ; preds = %"$Lloop"
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
declare float @llvm.minnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.minnum.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.copysign.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umin.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptoui.sat.i32.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.roundeven.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp2.f32(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
