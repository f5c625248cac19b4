; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@VIDEO_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\FF\FF\FF\FF\01\FF\80\7F\FF\7F\01\80xV4\12\98\BA\DC\FE\00\80\FF\7F\FF\FF\00\80\01\01\01\01\80\80\80\80\7F\7F\7F\7F\00\FF\00\FF\80\00\FF\00\1F\00\00\00 \00\00\00!\00\00\00", align 4

define amdgpu_kernel void @video_intrinsics(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = mul i32 %12, 7
  %32 = add i32 %31, %23
  %33 = shl i32 %32, 2
  %34 = add i32 %33, 20
  %35 = and i32 %34, 60
  %36 = zext nneg i32 %35 to i64
  %37 = add i64 %36, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !1
  %40 = zext i32 %22 to i64
  %41 = zext i32 %30 to i64
  %42 = shl nuw i64 %41, 32
  %43 = or disjoint i64 %42, %40
  %44 = and i32 %22, 255
  %45 = and i32 %30, 255
  %46 = sub nsw i32 %44, %45
  %47 = call i32 @llvm.abs.i32(i32 %46, i1 true)
  %48 = and i32 %47, 255
  %49 = lshr i32 %22, 8
  %50 = and i32 %49, 255
  %51 = lshr i32 %30, 8
  %52 = and i32 %51, 255
  %53 = sub nsw i32 %50, %52
  %54 = call i32 @llvm.abs.i32(i32 %53, i1 true)
  %55 = shl nsw i32 %54, 8
  %56 = and i32 %55, 65280
  %57 = or disjoint i32 %48, %56
  %58 = lshr i64 %43, 16
  %59 = trunc i64 %58 to i32
  %60 = and i32 %59, 255
  %61 = lshr i64 %41, 16
  %62 = trunc nuw nsw i64 %61 to i32
  %63 = and i32 %62, 255
  %64 = sub nsw i32 %60, %63
  %65 = call i32 @llvm.abs.i32(i32 %64, i1 true)
  %66 = shl nsw i32 %65, 16
  %67 = and i32 %66, 16711680
  %68 = or disjoint i32 %57, %67
  %69 = lshr i32 %22, 24
  %70 = lshr i32 %30, 24
  %71 = sub nsw i32 %69, %70
  %72 = call i32 @llvm.abs.i32(i32 %71, i1 true)
  %73 = shl i32 %72, 24
  %74 = or disjoint i32 %68, %73
  %75 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %74, ptr addrspace(1) %75, align 4
  %76 = xor i32 %22, -2139062144
  %77 = xor i32 %30, -2139062144
  %78 = and i32 %76, 255
  %79 = and i32 %77, 255
  %80 = sub nsw i32 %78, %79
  %81 = call i32 @llvm.abs.i32(i32 %80, i1 true)
  %82 = and i32 %81, 255
  %83 = lshr i32 %76, 8
  %84 = and i32 %83, 255
  %85 = lshr i32 %77, 8
  %86 = and i32 %85, 255
  %87 = sub nsw i32 %84, %86
  %88 = call i32 @llvm.abs.i32(i32 %87, i1 true)
  %89 = shl nsw i32 %88, 8
  %90 = and i32 %89, 65280
  %91 = or disjoint i32 %82, %90
  %92 = lshr i32 %76, 16
  %93 = and i32 %92, 255
  %94 = lshr i32 %77, 16
  %95 = and i32 %94, 255
  %96 = sub nsw i32 %93, %95
  %97 = call i32 @llvm.abs.i32(i32 %96, i1 true)
  %98 = shl nsw i32 %97, 16
  %99 = and i32 %98, 16711680
  %100 = or disjoint i32 %91, %99
  %101 = lshr i32 %76, 24
  %102 = lshr i32 %77, 24
  %103 = sub nsw i32 %101, %102
  %104 = call i32 @llvm.abs.i32(i32 %103, i1 true)
  %105 = shl i32 %104, 24
  %106 = or disjoint i32 %100, %105
  %107 = add i64 %16, 4
  %108 = inttoptr i64 %107 to ptr addrspace(1)
  store i32 %106, ptr addrspace(1) %108, align 4
  %109 = add nuw nsw i32 %47, %54
  %110 = add nuw nsw i32 %109, %65
  %111 = add nuw nsw i32 %110, %72
  %112 = add i64 %16, 8
  %113 = inttoptr i64 %112 to ptr addrspace(1)
  store i32 %111, ptr addrspace(1) %113, align 4
  %114 = or disjoint i32 %90, %105
  %115 = lshr exact i32 %114, 8
  %116 = or disjoint i32 %82, %99
  %117 = add nuw nsw i32 %115, %116
  %118 = lshr i32 %117, 16
  %119 = and i32 %117, 511
  %120 = add nuw nsw i32 %118, %119
  %121 = add i64 %16, 12
  %122 = inttoptr i64 %121 to ptr addrspace(1)
  store i32 %120, ptr addrspace(1) %122, align 4
  %123 = add nsw i32 %78, -128
  %124 = call i32 @llvm.abs.i32(i32 %123, i1 true)
  %125 = and i32 %124, 255
  %126 = add nsw i32 %84, -128
  %127 = call i32 @llvm.abs.i32(i32 %126, i1 true)
  %128 = shl nsw i32 %127, 8
  %129 = and i32 %128, 65280
  %130 = add nsw i32 %93, -128
  %131 = call i32 @llvm.abs.i32(i32 %130, i1 true)
  %132 = shl nsw i32 %131, 16
  %133 = and i32 %132, 16711680
  %134 = or disjoint i32 %129, %133
  %135 = add nsw i32 %101, -128
  %136 = call i32 @llvm.abs.i32(i32 %135, i1 true)
  %137 = shl i32 %136, 24
  %138 = or disjoint i32 %125, %134
  %139 = or disjoint i32 %138, %137
  %140 = add i64 %16, 16
  %141 = inttoptr i64 %140 to ptr addrspace(1)
  store i32 %139, ptr addrspace(1) %141, align 4
  %142 = and i32 %124, 128
  %.not = icmp eq i32 %142, 0
  %143 = select i1 %.not, i32 0, i32 255
  %144 = and i32 %127, 128
  %.not48 = icmp eq i32 %144, 0
  %145 = select i1 %.not48, i32 0, i32 65280
  %146 = or disjoint i32 %143, %145
  %147 = and i32 %131, 128
  %.not49 = icmp eq i32 %147, 0
  %148 = select i1 %.not49, i32 0, i32 16711680
  %149 = or disjoint i32 %146, %148
  %150 = and i32 %136, 128
  %.not50 = icmp eq i32 %150, 0
  %151 = select i1 %.not50, i32 0, i32 -16777216
  %152 = or disjoint i32 %149, %151
  %153 = xor i32 %152, %139
  %154 = add i64 %16, 20
  %155 = inttoptr i64 %154 to ptr addrspace(1)
  store i32 %153, ptr addrspace(1) %155, align 4
  %156 = and i32 %22, 65535
  %157 = and i32 %30, 65535
  %158 = sub nsw i32 %156, %157
  %159 = call i32 @llvm.abs.i32(i32 %158, i1 true)
  %160 = and i32 %59, 65535
  %161 = sub nsw i32 %160, %62
  %162 = call i32 @llvm.abs.i32(i32 %161, i1 true)
  %163 = add nuw nsw i32 %159, %162
  %164 = add i64 %16, 24
  %165 = inttoptr i64 %164 to ptr addrspace(1)
  store i32 %163, ptr addrspace(1) %165, align 4
  %166 = xor i32 %39, -2139062144
  %167 = and i32 %166, 255
  %168 = sub nsw i32 %79, %167
  %169 = call i32 @llvm.abs.i32(i32 %168, i1 true)
  %170 = and i32 %169, 255
  %171 = lshr i32 %166, 8
  %172 = and i32 %171, 255
  %173 = sub nsw i32 %86, %172
  %174 = call i32 @llvm.abs.i32(i32 %173, i1 true)
  %175 = shl nsw i32 %174, 8
  %176 = and i32 %175, 65280
  %177 = lshr i32 %166, 16
  %178 = and i32 %177, 255
  %179 = sub nsw i32 %95, %178
  %180 = call i32 @llvm.abs.i32(i32 %179, i1 true)
  %181 = shl nsw i32 %180, 16
  %182 = and i32 %181, 16711680
  %183 = or disjoint i32 %170, %182
  %184 = lshr i32 %166, 24
  %185 = sub nsw i32 %102, %184
  %186 = call i32 @llvm.abs.i32(i32 %185, i1 true)
  %187 = shl i32 %186, 24
  %188 = or disjoint i32 %176, %187
  %189 = lshr exact i32 %188, 8
  %190 = add nuw nsw i32 %189, %183
  %191 = lshr i32 %190, 16
  %192 = and i32 %190, 511
  %193 = add nuw nsw i32 %191, %192
  %194 = add i64 %16, 28
  %195 = inttoptr i64 %194 to ptr addrspace(1)
  store i32 %193, ptr addrspace(1) %195, align 4
  ret void
}

define amdgpu_kernel void @video_add_sub(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = zext i32 %22 to i64
  %32 = zext i32 %30 to i64
  %33 = add i32 %22, %30
  %34 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %34, align 4
  %35 = and i32 %22, 255
  %36 = lshr i32 %30, 16
  %37 = ashr i32 %30, 16
  %38 = add nsw i32 %35, %37
  %39 = add i64 %16, 4
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %38, ptr addrspace(1) %40, align 4
  %41 = call i32 @llvm.sadd.sat.i32(i32 %22, i32 %30)
  %42 = add i64 %16, 8
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %43, align 4
  %44 = ashr i32 %22, 16
  %45 = ashr i32 %30, 24
  %narrow = add nsw i32 %44, %45
  %46 = call i32 @llvm.smax.i32(i32 %narrow, i32 0)
  %47 = add i64 %16, 12
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = sub nsw i64 %31, %32
  %50 = call i64 @llvm.smax.i64(i64 %49, i64 0)
  %51 = trunc i64 %50 to i32
  %52 = add i64 %16, 16
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  store i32 %51, ptr addrspace(1) %53, align 4
  %54 = sub nsw i32 %44, %36
  %55 = add i64 %16, 20
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  %57 = shl i32 %22, 8
  %58 = ashr i32 %57, 24
  %59 = shl i32 %30, 16
  %60 = ashr i32 %59, 24
  %narrow29 = sub nsw i32 %58, %60
  %61 = add i64 %16, 24
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %narrow29, ptr addrspace(1) %62, align 4
  %63 = add i64 %16, 28
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  store i32 %33, ptr addrspace(1) %64, align 4
  ret void
}

define amdgpu_kernel void @video_absdiff_min_max(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = sext i32 %22 to i64
  %32 = sext i32 %30 to i64
  %33 = sub nsw i64 %31, %32
  %34 = call i64 @llvm.abs.i64(i64 %33, i1 true)
  %35 = trunc i64 %34 to i32
  %36 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %35, ptr addrspace(1) %36, align 4
  %37 = and i32 %22, 65535
  %38 = zext nneg i32 %37 to i64
  %39 = lshr i32 %30, 24
  %40 = zext nneg i32 %39 to i64
  %41 = sub nsw i64 %38, %40
  %42 = call i64 @llvm.abs.i64(i64 %41, i1 true)
  %43 = trunc nsw i64 %42 to i32
  %44 = add i64 %16, 4
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %45, align 4
  %46 = call i64 @llvm.smin.i64(i64 %34, i64 2147483647)
  %47 = trunc nuw nsw i64 %46 to i32
  %48 = add i64 %16, 8
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %47, ptr addrspace(1) %49, align 4
  %sext = shl i32 %30, 16
  %50 = ashr exact i32 %sext, 16
  %51 = sext i32 %50 to i64
  %52 = call i64 @llvm.smin.i64(i64 %38, i64 %51)
  %53 = trunc i64 %52 to i32
  %54 = add i64 %16, 12
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = call i64 @llvm.smin.i64(i64 %31, i64 %32)
  %57 = trunc i64 %56 to i32
  %58 = add i64 %16, 16
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  %60 = ashr i32 %22, 24
  %61 = sext i32 %60 to i64
  %62 = zext i32 %30 to i64
  %63 = call i64 @llvm.smax.i64(i64 %61, i64 %62)
  %64 = trunc i64 %63 to i32
  %65 = add i64 %16, 20
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store i32 %64, ptr addrspace(1) %66, align 4
  %67 = shl i32 %22, 16
  %68 = ashr i32 %67, 24
  %69 = ashr i32 %30, 16
  %70 = call i32 @llvm.smax.i32(i32 %68, i32 %69)
  %71 = add i64 %16, 24
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i32 %70, ptr addrspace(1) %72, align 4
  %73 = zext i32 %22 to i64
  %74 = call i64 @llvm.smin.i64(i64 %73, i64 %62)
  %75 = trunc nuw i64 %74 to i32
  %76 = add i64 %16, 28
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  store i32 %75, ptr addrspace(1) %77, align 4
  ret void
}

define amdgpu_kernel void @video_secondary(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = mul i32 %12, 7
  %32 = add i32 %31, %23
  %33 = shl i32 %32, 2
  %34 = add i32 %33, 20
  %35 = and i32 %34, 60
  %36 = zext nneg i32 %35 to i64
  %37 = add i64 %36, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !1
  %40 = sext i32 %30 to i64
  %41 = sub i32 %22, %30
  %42 = sext i32 %39 to i64
  %43 = call i32 @llvm.smin.i32(i32 %41, i32 %39)
  %44 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %44, align 4
  %45 = zext i32 %22 to i64
  %46 = zext i32 %30 to i64
  %47 = sub nsw i64 %45, %46
  %48 = call i64 @llvm.smax.i64(i64 %47, i64 0)
  %sext = shl i64 %48, 32
  %49 = ashr exact i64 %sext, 32
  %50 = zext i32 %39 to i64
  %51 = call i64 @llvm.umax.i64(i64 %49, i64 %50)
  %52 = trunc i64 %51 to i32
  %53 = add i64 %16, 4
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  store i32 %52, ptr addrspace(1) %54, align 4
  %sext36 = shl i64 %47, 32
  %55 = ashr exact i64 %sext36, 32
  %56 = call i64 @llvm.umin.i64(i64 %55, i64 %50)
  %57 = trunc nuw i64 %56 to i32
  %58 = add i64 %16, 8
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  %60 = lshr i32 %22, 8
  %61 = and i32 %60, 255
  %62 = zext nneg i32 %61 to i64
  %63 = lshr i32 %30, 16
  %64 = and i32 %63, 255
  %65 = zext nneg i32 %64 to i64
  %66 = sub nsw i64 %62, %65
  %67 = call i64 @llvm.abs.i64(i64 %66, i1 true)
  %68 = trunc nsw i64 %67 to i32
  %69 = add i32 %39, %68
  %70 = add i64 %16, 12
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  store i32 %69, ptr addrspace(1) %71, align 4
  %72 = call i32 @llvm.smin.i32(i32 %22, i32 %30)
  %73 = add i32 %39, %72
  %74 = add i64 %16, 16
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  store i32 %73, ptr addrspace(1) %75, align 4
  %76 = lshr i32 %22, 24
  %77 = zext nneg i32 %76 to i64
  %78 = call i64 @llvm.smax.i64(i64 %77, i64 %40)
  %79 = call i64 @llvm.smax.i64(i64 %78, i64 %42)
  %80 = trunc i64 %79 to i32
  %81 = add i64 %16, 20
  %82 = inttoptr i64 %81 to ptr addrspace(1)
  store i32 %80, ptr addrspace(1) %82, align 4
  %83 = call i32 @llvm.sadd.sat.i32(i32 %22, i32 %30)
  %84 = add i32 %83, %39
  %85 = add i64 %16, 24
  %86 = inttoptr i64 %85 to ptr addrspace(1)
  store i32 %84, ptr addrspace(1) %86, align 4
  %87 = add i32 %22, %30
  %88 = sext i32 %87 to i64
  %89 = call i64 @llvm.umax.i64(i64 %88, i64 %50)
  %90 = trunc i64 %89 to i32
  %91 = add i64 %16, 28
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %92, align 4
  ret void
}

define amdgpu_kernel void @video_merge(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = mul i32 %12, 7
  %32 = add i32 %31, %23
  %33 = shl i32 %32, 2
  %34 = add i32 %33, 20
  %35 = and i32 %34, 60
  %36 = zext nneg i32 %35 to i64
  %37 = add i64 %36, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !1
  %40 = lshr i32 %22, 16
  %41 = and i32 %40, 255
  %42 = lshr i32 %30, 8
  %43 = and i32 %42, 255
  %narrow = add nuw nsw i32 %41, %43
  %44 = call i32 @llvm.umin.i32(i32 %narrow, i32 255)
  %45 = shl nuw i32 %44, 24
  %46 = and i32 %39, 16777215
  %47 = or disjoint i32 %46, %45
  %48 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %47, ptr addrspace(1) %48, align 4
  %sext = shl i32 %22, 16
  %49 = ashr exact i32 %sext, 16
  %50 = lshr i32 %30, 16
  %51 = ashr i32 %30, 16
  %narrow37 = add nsw i32 %49, %51
  %52 = and i32 %39, 65535
  %53 = and i32 %narrow37, -65536
  %54 = or disjoint i32 %52, %53
  %55 = add i64 %16, 4
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  %sext38 = shl i32 %22, 24
  %57 = ashr exact i32 %sext38, 24
  %sext39 = shl i32 %50, 24
  %58 = ashr exact i32 %sext39, 24
  %narrow40 = sub nsw i32 %57, %58
  %59 = call i32 @llvm.abs.i32(i32 %narrow40, i1 false)
  %60 = call i32 @llvm.umin.i32(i32 %59, i32 32767)
  %61 = and i32 %39, -65536
  %62 = or disjoint i32 %61, %60
  %63 = add i64 %16, 8
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  store i32 %62, ptr addrspace(1) %64, align 4
  %65 = sext i32 %22 to i64
  %66 = zext nneg i32 %50 to i64
  %67 = call i64 @llvm.smax.i64(i64 %65, i64 %66)
  %68 = trunc i64 %67 to i32
  %69 = call i32 @llvm.umin.i32(i32 %68, i32 255)
  %70 = shl nuw nsw i32 %69, 8
  %71 = and i32 %39, -65281
  %72 = or disjoint i32 %71, %70
  %73 = add i64 %16, 12
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  store i32 %72, ptr addrspace(1) %74, align 4
  %75 = sext i32 %30 to i64
  %76 = sub nsw i64 %65, %75
  %77 = trunc i64 %76 to i32
  %78 = icmp ult i64 %76, 4294967296
  %79 = call i32 @llvm.umin.i32(i32 %77, i32 127)
  %80 = select i1 %78, i32 %79, i32 127
  %81 = and i32 %39, -256
  %82 = or disjoint i32 %81, %80
  %83 = add i64 %16, 16
  %84 = inttoptr i64 %83 to ptr addrspace(1)
  store i32 %82, ptr addrspace(1) %84, align 4
  %85 = add i64 %16, 20
  %86 = inttoptr i64 %85 to ptr addrspace(1)
  store i32 %52, ptr addrspace(1) %86, align 4
  %87 = zext i32 %22 to i64
  %88 = zext i32 %30 to i64
  %89 = call i64 @llvm.smin.i64(i64 %87, i64 %88)
  %90 = trunc nuw i64 %89 to i32
  %91 = shl i32 %90, 16
  %92 = and i32 %91, 16711680
  %93 = and i32 %39, -16711681
  %94 = or disjoint i32 %93, %92
  %95 = add i64 %16, 24
  %96 = inttoptr i64 %95 to ptr addrspace(1)
  store i32 %94, ptr addrspace(1) %96, align 4
  %97 = add nuw nsw i64 %87, %88
  %98 = trunc i64 %97 to i32
  %99 = icmp ult i64 %97, 4294967296
  %100 = call i32 @llvm.umin.i32(i32 %98, i32 32767)
  %101 = select i1 %99, i32 %100, i32 32767
  %102 = or disjoint i32 %61, %101
  %103 = add i64 %16, 28
  %104 = inttoptr i64 %103 to ptr addrspace(1)
  store i32 %102, ptr addrspace(1) %104, align 4
  ret void
}

define amdgpu_kernel void @video_shift(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = mul i32 %12, 7
  %32 = add i32 %31, %23
  %33 = shl i32 %32, 2
  %34 = add i32 %33, 20
  %35 = and i32 %34, 60
  %36 = zext nneg i32 %35 to i64
  %37 = add i64 %36, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !1
  %40 = zext i32 %22 to i64
  %41 = zext i32 %30 to i64
  %42 = call i64 @llvm.umin.i64(i64 %41, i64 32)
  %43 = shl i64 %40, %42
  %44 = trunc i64 %43 to i32
  %45 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %44, ptr addrspace(1) %45, align 4
  %sext = shl i32 %22, 16
  %46 = ashr exact i32 %sext, 16
  %47 = sext i32 %46 to i64
  %48 = and i64 %41, 31
  %49 = shl nsw i64 %47, %48
  %50 = shl i64 %49, 30
  %51 = ashr exact i64 %50, 30
  %52 = call i64 @llvm.smax.i64(i64 %51, i64 -2147483648)
  %53 = call i64 @llvm.smin.i64(i64 %52, i64 2147483647)
  %54 = trunc nsw i64 %53 to i32
  %55 = add i64 %16, 4
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  %57 = shl i64 %43, 30
  %58 = ashr exact i64 %57, 30
  %59 = call i64 @llvm.smax.i64(i64 %58, i64 0)
  %60 = call i64 @llvm.smin.i64(i64 %59, i64 4294967295)
  %61 = trunc nuw i64 %60 to i32
  %62 = add i64 %16, 8
  %63 = inttoptr i64 %62 to ptr addrspace(1)
  store i32 %61, ptr addrspace(1) %63, align 4
  %sext31 = shl i32 %22, 24
  %64 = ashr exact i32 %sext31, 24
  %65 = sext i32 %64 to i64
  %66 = and i32 %30, 255
  %67 = call i32 @llvm.umin.i32(i32 %66, i32 32)
  %68 = zext nneg i32 %67 to i64
  %69 = shl i64 %65, %68
  %70 = shl i64 %69, 30
  %71 = ashr exact i64 %70, 30
  %72 = call i64 @llvm.smax.i64(i64 %71, i64 -2147483648)
  %73 = call i64 @llvm.smin.i64(i64 %72, i64 2147483647)
  %74 = trunc nsw i64 %73 to i32
  %75 = and i32 %39, 65535
  %76 = and i32 %74, -65536
  %77 = or disjoint i32 %75, %76
  %78 = add i64 %16, 12
  %79 = inttoptr i64 %78 to ptr addrspace(1)
  store i32 %77, ptr addrspace(1) %79, align 4
  %80 = sext i32 %22 to i64
  %81 = ashr i64 %80, %42
  %82 = trunc nsw i64 %81 to i32
  %83 = add i64 %16, 16
  %84 = inttoptr i64 %83 to ptr addrspace(1)
  store i32 %82, ptr addrspace(1) %84, align 4
  %85 = ashr i32 %sext, 24
  %86 = and i32 %30, 31
  %87 = ashr i32 %85, %86
  %88 = add i64 %16, 20
  %89 = inttoptr i64 %88 to ptr addrspace(1)
  store i32 %87, ptr addrspace(1) %89, align 4
  %90 = lshr i64 %40, %68
  %91 = trunc nuw i64 %90 to i32
  %92 = add i32 %39, %91
  %93 = add i64 %16, 24
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  store i32 %92, ptr addrspace(1) %94, align 4
  %95 = shl nsw i64 %80, %48
  %96 = zext i32 %39 to i64
  %97 = call i64 @llvm.umin.i64(i64 %95, i64 %96)
  %98 = trunc nuw i64 %97 to i32
  %99 = add i64 %16, 28
  %100 = inttoptr i64 %99 to ptr addrspace(1)
  store i32 %98, ptr addrspace(1) %100, align 4
  ret void
}

define amdgpu_kernel void @video_set(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = mul i32 %12, 7
  %32 = add i32 %31, %23
  %33 = shl i32 %32, 2
  %34 = add i32 %33, 20
  %35 = and i32 %34, 60
  %36 = zext nneg i32 %35 to i64
  %37 = add i64 %36, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !1
  %40 = zext i32 %22 to i64
  %41 = zext i32 %30 to i64
  %42 = icmp ult i32 %22, %30
  %43 = zext i1 %42 to i32
  %44 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %44, align 4
  %45 = sext i32 %22 to i64
  %46 = icmp slt i64 %45, %41
  %47 = zext i1 %46 to i32
  %48 = add i32 %39, %47
  %49 = add i64 %16, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = shl i32 %22, 8
  %52 = ashr i32 %51, 24
  %53 = sext i32 %30 to i64
  %54 = icmp sge i32 %52, %30
  %55 = zext i1 %54 to i32
  %56 = and i32 %39, -65536
  %57 = or disjoint i32 %56, %55
  %58 = add i64 %16, 8
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  %sext = shl i32 %30, 16
  %.unshifted = xor i32 %22, %sext
  %60 = icmp ult i32 %.unshifted, 65536
  %61 = zext i1 %60 to i64
  %62 = sext i32 %39 to i64
  %63 = call i64 @llvm.smax.i64(i64 %61, i64 %62)
  %64 = trunc i64 %63 to i32
  %65 = add i64 %16, 12
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store i32 %64, ptr addrspace(1) %66, align 4
  %67 = icmp ne i64 %40, %53
  %68 = zext i1 %67 to i64
  %69 = zext i32 %39 to i64
  %70 = call i64 @llvm.umin.i64(i64 %68, i64 %69)
  %71 = trunc nuw nsw i64 %70 to i32
  %72 = add i64 %16, 16
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  store i32 %71, ptr addrspace(1) %73, align 4
  %74 = ashr i32 %22, 24
  %75 = lshr i32 %30, 24
  %76 = icmp sgt i32 %74, %75
  %77 = select i1 %76, i32 65536, i32 0
  %78 = and i32 %39, -16711681
  %79 = or disjoint i32 %78, %77
  %80 = add i64 %16, 20
  %81 = inttoptr i64 %80 to ptr addrspace(1)
  store i32 %79, ptr addrspace(1) %81, align 4
  %82 = and i32 %22, 65535
  %83 = lshr i32 %30, 16
  %84 = icmp ule i32 %82, %83
  %85 = zext i1 %84 to i32
  %86 = add i64 %16, 24
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  store i32 %85, ptr addrspace(1) %87, align 4
  %88 = icmp slt i32 %22, %30
  %89 = zext i1 %88 to i32
  %90 = add i64 %16, 28
  %91 = inttoptr i64 %90 to ptr addrspace(1)
  store i32 %89, ptr addrspace(1) %91, align 4
  ret void
}

define amdgpu_kernel void @video_mad(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = mul i32 %12, 7
  %32 = add i32 %31, %23
  %33 = shl i32 %32, 2
  %34 = add i32 %33, 20
  %35 = and i32 %34, 60
  %36 = zext nneg i32 %35 to i64
  %37 = add i64 %36, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !1
  %40 = sext i32 %22 to i64
  %41 = sext i32 %30 to i64
  %42 = mul nsw i64 %40, %41
  %43 = sext i32 %39 to i64
  %44 = add i64 %42, %43
  %45 = trunc i64 %44 to i32
  %46 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %46, align 4
  %47 = trunc i64 %42 to i32
  %48 = sub i32 %39, %47
  %49 = add i64 %16, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = sub i32 %47, %39
  %52 = add i64 %16, 8
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  store i32 %51, ptr addrspace(1) %53, align 4
  %54 = add i64 %16, 12
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %55, align 4
  %56 = add i64 %16, 16
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %57, align 4
  %58 = add i64 %16, 20
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %51, ptr addrspace(1) %59, align 4
  %60 = add i32 %45, 1
  %61 = add i64 %16, 24
  %62 = inttoptr i64 %61 to ptr addrspace(1)
  store i32 %60, ptr addrspace(1) %62, align 4
  %63 = call i64 @llvm.smax.i64(i64 %44, i64 -2147483648)
  %64 = call i64 @llvm.smin.i64(i64 %63, i64 2147483647)
  %65 = trunc nsw i64 %64 to i32
  %66 = add i64 %16, 28
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  ret void
}

define amdgpu_kernel void @video_mad_scale(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = mul i32 %12, 7
  %32 = add i32 %31, %23
  %33 = shl i32 %32, 2
  %34 = add i32 %33, 20
  %35 = and i32 %34, 60
  %36 = zext nneg i32 %35 to i64
  %37 = add i64 %36, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !1
  %40 = and i32 %22, 65535
  %41 = lshr i32 %30, 8
  %42 = and i32 %41, 255
  %narrow = mul nuw nsw i32 %40, %42
  %43 = zext nneg i32 %narrow to i64
  %44 = sext i32 %39 to i64
  %45 = add nsw i64 %43, %44
  %46 = lshr i64 %45, 7
  %47 = call i64 @llvm.smin.i64(i64 %46, i64 4294967295)
  %48 = trunc nuw i64 %47 to i32
  %49 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %49, align 4
  %50 = sext i32 %22 to i64
  %51 = sext i32 %30 to i64
  %52 = mul nsw i64 %50, %51
  %53 = add i64 %52, %44
  %54 = lshr i64 %53, 15
  %55 = trunc i64 %54 to i32
  %56 = add i64 %16, 4
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %57, align 4
  %58 = and i32 %22, 255
  %59 = zext nneg i32 %58 to i64
  %60 = ashr i32 %30, 16
  %61 = sext i32 %60 to i64
  %62 = mul nsw i64 %59, %61
  %63 = xor i32 %39, -1
  %64 = sext i32 %63 to i64
  %65 = add nsw i64 %62, %64
  %66 = add nsw i64 %65, 1
  %67 = ashr i64 %66, 7
  %68 = call i64 @llvm.smax.i64(i64 %67, i64 -2147483648)
  %69 = call i64 @llvm.smin.i64(i64 %68, i64 2147483647)
  %70 = trunc nsw i64 %69 to i32
  %71 = add i64 %16, 8
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i32 %70, ptr addrspace(1) %72, align 4
  %73 = call i64 @llvm.smax.i64(i64 %53, i64 0)
  %74 = call i64 @llvm.smin.i64(i64 %73, i64 4294967295)
  %75 = trunc nuw i64 %74 to i32
  %76 = add i64 %16, 12
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  store i32 %75, ptr addrspace(1) %77, align 4
  %78 = add i64 %53, 1
  %79 = lshr i64 %78, 15
  %80 = call i64 @llvm.smin.i64(i64 %79, i64 4294967295)
  %81 = trunc nuw i64 %80 to i32
  %82 = add i64 %16, 16
  %83 = inttoptr i64 %82 to ptr addrspace(1)
  store i32 %81, ptr addrspace(1) %83, align 4
  %84 = ashr i32 %22, 16
  %sext = shl i32 %30, 24
  %85 = ashr exact i32 %sext, 24
  %narrow36 = mul nsw i32 %84, %85
  %86 = xor i32 %narrow36, -1
  %87 = sext i32 %86 to i64
  %88 = add nsw i64 %87, %44
  %89 = call i64 @llvm.smax.i64(i64 %88, i64 -2147483649)
  %90 = call i64 @llvm.smin.i64(i64 %89, i64 2147483646)
  %91 = trunc i64 %90 to i32
  %92 = add i32 %91, 1
  %93 = add i64 %16, 20
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  store i32 %92, ptr addrspace(1) %94, align 4
  %95 = add i64 %52, %64
  %96 = add i64 %95, 1
  %97 = ashr i64 %96, 15
  %98 = call i64 @llvm.smax.i64(i64 %97, i64 -2147483648)
  %99 = call i64 @llvm.smin.i64(i64 %98, i64 2147483647)
  %100 = trunc nsw i64 %99 to i32
  %101 = add i64 %16, 24
  %102 = inttoptr i64 %101 to ptr addrspace(1)
  store i32 %100, ptr addrspace(1) %102, align 4
  %103 = sub i64 %44, %52
  %104 = lshr i64 %103, 7
  %105 = trunc i64 %104 to i32
  %106 = add i64 %16, 28
  %107 = inttoptr i64 %106 to ptr addrspace(1)
  store i32 %105, ptr addrspace(1) %107, align 4
  ret void
}

define amdgpu_kernel void @video_simd2(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = and i32 %22, 65535
  %32 = and i32 %30, 65535
  %33 = add i32 %22, %30
  %34 = and i32 %33, 65535
  %35 = lshr i32 %22, 16
  %36 = lshr i32 %30, 16
  %37 = add nuw nsw i32 %35, %36
  %38 = shl i32 %37, 16
  %39 = or disjoint i32 %34, %38
  %40 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %39, ptr addrspace(1) %40, align 4
  %sext = shl i32 %22, 16
  %41 = ashr exact i32 %sext, 16
  %sext36 = shl i32 %30, 16
  %42 = ashr exact i32 %sext36, 16
  %43 = add nsw i32 %41, %42
  %44 = call i32 @llvm.smax.i32(i32 %43, i32 -32768)
  %45 = call i32 @llvm.smin.i32(i32 %44, i32 32767)
  %46 = and i32 %45, 65535
  %47 = ashr i32 %22, 16
  %48 = ashr i32 %30, 16
  %49 = add nsw i32 %47, %48
  %50 = call i32 @llvm.smax.i32(i32 %49, i32 -32768)
  %51 = call i32 @llvm.smin.i32(i32 %50, i32 32767)
  %52 = shl nsw i32 %51, 16
  %53 = or disjoint i32 %46, %52
  %54 = add i64 %16, 4
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = sub nsw i32 %31, %32
  %57 = call i32 @llvm.smax.i32(i32 %56, i32 0)
  %58 = call i32 @llvm.smin.i32(i32 %57, i32 65535)
  %59 = sub nsw i32 %35, %36
  %60 = call i32 @llvm.smax.i32(i32 %59, i32 0)
  %61 = call i32 @llvm.smin.i32(i32 %60, i32 65535)
  %62 = shl nuw i32 %61, 16
  %63 = or disjoint i32 %58, %62
  %64 = add i64 %16, 8
  %65 = inttoptr i64 %64 to ptr addrspace(1)
  store i32 %63, ptr addrspace(1) %65, align 4
  %66 = icmp sgt i32 %43, -1
  %67 = zext i1 %66 to i32
  %68 = add nsw i32 %43, %67
  %69 = lshr i32 %68, 1
  %70 = and i32 %69, 65535
  %71 = icmp sgt i32 %49, -1
  %72 = zext i1 %71 to i32
  %73 = add nsw i32 %49, %72
  %74 = shl i32 %73, 15
  %75 = and i32 %74, -65536
  %76 = or disjoint i32 %70, %75
  %77 = add i64 %16, 12
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  store i32 %76, ptr addrspace(1) %78, align 4
  %79 = sub nsw i32 %41, %48
  %80 = call i32 @llvm.abs.i32(i32 %79, i1 true)
  %81 = call i32 @llvm.smin.i32(i32 %80, i32 32767)
  %82 = sub nsw i32 %42, %47
  %83 = call i32 @llvm.abs.i32(i32 %82, i1 true)
  %84 = call i32 @llvm.smin.i32(i32 %83, i32 32767)
  %85 = shl nuw nsw i32 %84, 16
  %86 = or disjoint i32 %81, %85
  %87 = add i64 %16, 16
  %88 = inttoptr i64 %87 to ptr addrspace(1)
  store i32 %86, ptr addrspace(1) %88, align 4
  %89 = call i32 @llvm.smax.i32(i32 %41, i32 %42)
  %90 = and i32 %89, 65535
  %91 = call i32 @llvm.smax.i32(i32 %47, i32 %48)
  %92 = shl i32 %91, 16
  %93 = or disjoint i32 %90, %92
  %94 = add i64 %16, 20
  %95 = inttoptr i64 %94 to ptr addrspace(1)
  store i32 %93, ptr addrspace(1) %95, align 4
  %96 = call i32 @llvm.smin.i32(i32 %41, i32 %32)
  %97 = call i32 @llvm.smax.i32(i32 %96, i32 0)
  %98 = call i32 @llvm.smin.i32(i32 %97, i32 65535)
  %99 = call i32 @llvm.smin.i32(i32 %47, i32 %36)
  %100 = call i32 @llvm.smax.i32(i32 %99, i32 0)
  %101 = call i32 @llvm.smin.i32(i32 %100, i32 65535)
  %102 = shl nuw i32 %101, 16
  %103 = or disjoint i32 %98, %102
  %104 = add i64 %16, 24
  %105 = inttoptr i64 %104 to ptr addrspace(1)
  store i32 %103, ptr addrspace(1) %105, align 4
  %106 = add nsw i32 %41, %32
  %107 = icmp sgt i32 %106, -1
  %108 = zext i1 %107 to i32
  %109 = add nsw i32 %106, %108
  %110 = lshr i32 %109, 1
  %111 = and i32 %110, 65535
  %112 = add nsw i32 %47, %36
  %113 = icmp sgt i32 %112, -1
  %114 = zext i1 %113 to i32
  %115 = add nsw i32 %112, %114
  %116 = shl i32 %115, 15
  %117 = and i32 %116, -65536
  %118 = or disjoint i32 %111, %117
  %119 = add i64 %16, 28
  %120 = inttoptr i64 %119 to ptr addrspace(1)
  store i32 %118, ptr addrspace(1) %120, align 4
  ret void
}

define amdgpu_kernel void @video_simd2_masks(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = mul i32 %12, 7
  %32 = add i32 %31, %23
  %33 = shl i32 %32, 2
  %34 = add i32 %33, 20
  %35 = and i32 %34, 60
  %36 = zext nneg i32 %35 to i64
  %37 = add i64 %36, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !1
  %40 = lshr i32 %22, 16
  %41 = ashr i32 %22, 16
  %42 = lshr i32 %30, 16
  %43 = sub nsw i32 %41, %42
  %44 = call i32 @llvm.smax.i32(i32 %43, i32 -32768)
  %45 = call i32 @llvm.smin.i32(i32 %44, i32 32767)
  %46 = and i32 %45, 65535
  %47 = and i32 %39, -65536
  %48 = or disjoint i32 %47, %46
  %sext = shl i32 %22, 16
  %49 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %49, align 4
  %50 = and i32 %22, 65535
  %51 = and i32 %30, 65535
  %52 = add nuw nsw i32 %40, %42
  %53 = add nuw nsw i32 %52, 1
  %54 = lshr i32 %53, 1
  %55 = call i32 @llvm.smin.i32(i32 %54, i32 65535)
  %56 = shl nuw i32 %55, 16
  %57 = and i32 %39, 65535
  %58 = or disjoint i32 %57, %56
  %59 = add i64 %16, 4
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = sub nsw i32 %50, %51
  %62 = call i32 @llvm.abs.i32(i32 %61, i1 true)
  %63 = add i32 %39, %62
  %64 = sub nsw i32 %40, %42
  %65 = call i32 @llvm.abs.i32(i32 %64, i1 true)
  %66 = add i32 %63, %65
  %67 = add i64 %16, 8
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  store i32 %66, ptr addrspace(1) %68, align 4
  %69 = call i32 @llvm.smin.i32(i32 %50, i32 %51)
  %reass.add = shl nuw nsw i32 %69, 1
  %70 = add i32 %39, %reass.add
  %71 = add i64 %16, 12
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i32 %70, ptr addrspace(1) %72, align 4
  %sext36 = shl i32 %30, 16
  %73 = ashr i32 %30, 16
  %74 = sub nsw i32 %41, %73
  %75 = add i32 %39, %74
  %76 = add i64 %16, 16
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  store i32 %75, ptr addrspace(1) %77, align 4
  %78 = icmp ne i32 %50, %51
  %79 = zext i1 %78 to i32
  %.not = icmp eq i32 %40, %42
  %80 = select i1 %.not, i32 0, i32 65536
  %81 = or disjoint i32 %80, %79
  %82 = add i64 %16, 20
  %83 = inttoptr i64 %82 to ptr addrspace(1)
  store i32 %81, ptr addrspace(1) %83, align 4
  %84 = icmp slt i32 %sext, %sext36
  %85 = zext i1 %84 to i32
  %86 = add i32 %39, %85
  %87 = icmp slt i32 %41, %73
  %88 = zext i1 %87 to i32
  %89 = add i32 %86, %88
  %90 = add i64 %16, 24
  %91 = inttoptr i64 %90 to ptr addrspace(1)
  store i32 %89, ptr addrspace(1) %91, align 4
  %.not38 = icmp slt i32 %41, %42
  %92 = select i1 %.not38, i32 0, i32 65536
  %93 = or disjoint i32 %57, %92
  %94 = add i64 %16, 28
  %95 = inttoptr i64 %94 to ptr addrspace(1)
  store i32 %93, ptr addrspace(1) %95, align 4
  ret void
}

define amdgpu_kernel void @video_simd4(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = zext i32 %22 to i64
  %32 = zext i32 %30 to i64
  %33 = and i32 %22, 255
  %34 = and i32 %30, 255
  %35 = add nuw nsw i32 %33, %34
  %36 = lshr i64 %31, 8
  %37 = trunc nuw nsw i64 %36 to i32
  %38 = and i32 %37, 255
  %39 = lshr i64 %32, 8
  %40 = trunc nuw nsw i64 %39 to i32
  %41 = and i32 %40, 255
  %42 = add nuw nsw i32 %38, %41
  %43 = shl nuw nsw i32 %42, 8
  %44 = and i32 %35, 255
  %45 = lshr i64 %31, 16
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = and i32 %46, 255
  %48 = lshr i64 %32, 16
  %49 = trunc nuw nsw i64 %48 to i32
  %50 = and i32 %49, 255
  %51 = add nuw nsw i32 %47, %50
  %52 = shl nuw nsw i32 %51, 16
  %.masked = and i32 %43, 65280
  %53 = or disjoint i32 %44, %.masked
  %54 = lshr i64 %31, 24
  %55 = trunc nuw nsw i64 %54 to i32
  %56 = lshr i64 %32, 24
  %57 = trunc nuw nsw i64 %56 to i32
  %58 = add nuw nsw i32 %55, %57
  %59 = shl i32 %58, 24
  %.masked36 = and i32 %52, 16711680
  %60 = or disjoint i32 %53, %.masked36
  %61 = or disjoint i32 %60, %59
  %62 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %61, ptr addrspace(1) %62, align 4
  %sext = shl i32 %22, 24
  %63 = ashr exact i32 %sext, 24
  %sext37 = shl i32 %30, 24
  %64 = ashr exact i32 %sext37, 24
  %65 = add nsw i32 %63, %64
  %66 = call i32 @llvm.smax.i32(i32 %65, i32 -128)
  %67 = call i32 @llvm.smin.i32(i32 %66, i32 127)
  %68 = and i32 %67, 255
  %sext38 = shl i32 %37, 24
  %69 = ashr exact i32 %sext38, 24
  %sext39 = shl i32 %40, 24
  %70 = ashr exact i32 %sext39, 24
  %71 = add nsw i32 %69, %70
  %72 = call i32 @llvm.smax.i32(i32 %71, i32 -128)
  %73 = call i32 @llvm.smin.i32(i32 %72, i32 127)
  %74 = shl nsw i32 %73, 8
  %75 = and i32 %74, 65280
  %76 = or disjoint i32 %68, %75
  %sext41 = shl i32 %46, 24
  %77 = ashr exact i32 %sext41, 24
  %sext42 = shl i32 %49, 24
  %78 = ashr exact i32 %sext42, 24
  %79 = add nsw i32 %77, %78
  %80 = call i32 @llvm.smax.i32(i32 %79, i32 -128)
  %81 = call i32 @llvm.smin.i32(i32 %80, i32 127)
  %82 = shl nsw i32 %81, 16
  %sext43 = shl nuw i32 %55, 24
  %83 = ashr exact i32 %sext43, 24
  %sext44 = shl nuw i32 %57, 24
  %84 = ashr exact i32 %sext44, 24
  %85 = add nsw i32 %83, %84
  %86 = call i32 @llvm.smax.i32(i32 %85, i32 -128)
  %87 = call i32 @llvm.smin.i32(i32 %86, i32 127)
  %88 = shl nsw i32 %87, 24
  %.masked45 = and i32 %82, 16711680
  %89 = or disjoint i32 %76, %.masked45
  %90 = or disjoint i32 %89, %88
  %91 = add i64 %16, 4
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %92, align 4
  %93 = sub nsw i32 %33, %34
  %94 = call i32 @llvm.smax.i32(i32 %93, i32 0)
  %95 = call i32 @llvm.smin.i32(i32 %94, i32 255)
  %96 = sub nsw i32 %38, %41
  %97 = call i32 @llvm.smax.i32(i32 %96, i32 0)
  %98 = call i32 @llvm.smin.i32(i32 %97, i32 255)
  %99 = shl nuw nsw i32 %98, 8
  %100 = or disjoint i32 %95, %99
  %101 = sub nsw i32 %47, %50
  %102 = call i32 @llvm.smax.i32(i32 %101, i32 0)
  %103 = call i32 @llvm.smin.i32(i32 %102, i32 255)
  %104 = shl nuw nsw i32 %103, 16
  %105 = or disjoint i32 %100, %104
  %106 = sub nsw i32 %55, %57
  %107 = call i32 @llvm.smax.i32(i32 %106, i32 0)
  %108 = call i32 @llvm.smin.i32(i32 %107, i32 255)
  %109 = shl nuw i32 %108, 24
  %110 = or disjoint i32 %105, %109
  %111 = add i64 %16, 8
  %112 = inttoptr i64 %111 to ptr addrspace(1)
  store i32 %110, ptr addrspace(1) %112, align 4
  %113 = icmp sgt i32 %65, -1
  %114 = zext i1 %113 to i32
  %115 = add nsw i32 %65, %114
  %116 = ashr i32 %115, 1
  %117 = call i32 @llvm.smax.i32(i32 %116, i32 -128)
  %118 = call i32 @llvm.smin.i32(i32 %117, i32 127)
  %119 = and i32 %118, 255
  %120 = icmp sgt i32 %71, -1
  %121 = zext i1 %120 to i32
  %122 = add nsw i32 %71, %121
  %123 = ashr i32 %122, 1
  %124 = call i32 @llvm.smax.i32(i32 %123, i32 -128)
  %125 = call i32 @llvm.smin.i32(i32 %124, i32 127)
  %126 = shl nsw i32 %125, 8
  %127 = and i32 %126, 65280
  %128 = or disjoint i32 %119, %127
  %129 = icmp sgt i32 %79, -1
  %130 = zext i1 %129 to i32
  %131 = add nsw i32 %79, %130
  %132 = ashr i32 %131, 1
  %133 = call i32 @llvm.smax.i32(i32 %132, i32 -128)
  %134 = call i32 @llvm.smin.i32(i32 %133, i32 127)
  %135 = shl nsw i32 %134, 16
  %136 = icmp sgt i32 %85, -1
  %137 = zext i1 %136 to i32
  %138 = add nsw i32 %85, %137
  %139 = ashr i32 %138, 1
  %140 = call i32 @llvm.smax.i32(i32 %139, i32 -128)
  %141 = call i32 @llvm.smin.i32(i32 %140, i32 127)
  %142 = shl nsw i32 %141, 24
  %.masked48 = and i32 %135, 16711680
  %143 = or disjoint i32 %128, %.masked48
  %144 = or disjoint i32 %143, %142
  %145 = add i64 %16, 12
  %146 = inttoptr i64 %145 to ptr addrspace(1)
  store i32 %144, ptr addrspace(1) %146, align 4
  %147 = add nuw nsw i32 %35, 1
  %148 = lshr i32 %147, 1
  %149 = and i32 %148, 255
  %150 = shl nuw nsw i32 %42, 7
  %151 = add nuw nsw i32 %150, 128
  %152 = and i32 %151, 65280
  %153 = or disjoint i32 %149, %152
  %154 = shl nuw nsw i32 %51, 15
  %155 = add nuw nsw i32 %154, 32768
  %156 = and i32 %155, 16711680
  %157 = or disjoint i32 %153, %156
  %158 = shl nuw i32 %58, 23
  %159 = add i32 %158, 8388608
  %160 = and i32 %159, -16777216
  %161 = or disjoint i32 %157, %160
  %162 = add i64 %16, 16
  %163 = inttoptr i64 %162 to ptr addrspace(1)
  store i32 %161, ptr addrspace(1) %163, align 4
  %164 = sub nsw i32 %63, %64
  %165 = call i32 @llvm.abs.i32(i32 %164, i1 true)
  %166 = call i32 @llvm.smin.i32(i32 %165, i32 127)
  %167 = sub nsw i32 %69, %70
  %168 = call i32 @llvm.abs.i32(i32 %167, i1 true)
  %169 = call i32 @llvm.smin.i32(i32 %168, i32 127)
  %170 = shl nuw nsw i32 %169, 8
  %171 = or disjoint i32 %166, %170
  %172 = sub nsw i32 %77, %78
  %173 = call i32 @llvm.abs.i32(i32 %172, i1 true)
  %174 = call i32 @llvm.smin.i32(i32 %173, i32 127)
  %175 = shl nuw nsw i32 %174, 16
  %176 = or disjoint i32 %171, %175
  %177 = sub nsw i32 %83, %84
  %178 = call i32 @llvm.abs.i32(i32 %177, i1 true)
  %179 = call i32 @llvm.smin.i32(i32 %178, i32 127)
  %180 = shl nuw nsw i32 %179, 24
  %181 = or disjoint i32 %176, %180
  %182 = add i64 %16, 20
  %183 = inttoptr i64 %182 to ptr addrspace(1)
  store i32 %181, ptr addrspace(1) %183, align 4
  %184 = call i32 @llvm.smin.i32(i32 %33, i32 %64)
  %185 = and i32 %184, 255
  %186 = call i32 @llvm.smin.i32(i32 %38, i32 %70)
  %187 = shl i32 %186, 8
  %188 = and i32 %187, 65280
  %189 = or disjoint i32 %185, %188
  %190 = call i32 @llvm.smin.i32(i32 %47, i32 %78)
  %191 = shl i32 %190, 16
  %192 = call i32 @llvm.smin.i32(i32 %55, i32 %84)
  %193 = shl i32 %192, 24
  %.masked52 = and i32 %191, 16711680
  %194 = or disjoint i32 %189, %.masked52
  %195 = or disjoint i32 %194, %193
  %196 = add i64 %16, 24
  %197 = inttoptr i64 %196 to ptr addrspace(1)
  store i32 %195, ptr addrspace(1) %197, align 4
  %198 = call i32 @llvm.smax.i32(i32 %63, i32 %47)
  %199 = call i32 @llvm.smin.i32(i32 %198, i32 255)
  %200 = call i32 @llvm.smax.i32(i32 %64, i32 %50)
  %201 = call i32 @llvm.smin.i32(i32 %200, i32 255)
  %202 = shl nuw nsw i32 %201, 8
  %203 = or disjoint i32 %199, %202
  %204 = call i32 @llvm.smax.i32(i32 %69, i32 %57)
  %205 = call i32 @llvm.smin.i32(i32 %204, i32 255)
  %206 = shl nuw nsw i32 %205, 16
  %207 = call i32 @llvm.smax.i32(i32 %70, i32 %55)
  %208 = call i32 @llvm.smin.i32(i32 %207, i32 255)
  %209 = shl nuw i32 %208, 24
  %.masked53 = and i32 %206, 16711680
  %210 = or disjoint i32 %203, %.masked53
  %211 = or i32 %210, %209
  %212 = add i64 %16, 28
  %213 = inttoptr i64 %212 to ptr addrspace(1)
  store i32 %211, ptr addrspace(1) %213, align 4
  ret void
}

define amdgpu_kernel void @video_simd4_masks(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = mul i32 %12, 7
  %32 = add i32 %31, %23
  %33 = shl i32 %32, 2
  %34 = add i32 %33, 20
  %35 = and i32 %34, 60
  %36 = zext nneg i32 %35 to i64
  %37 = add i64 %36, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !1
  %40 = zext i32 %22 to i64
  %41 = zext i32 %30 to i64
  %42 = and i32 %30, 255
  %43 = lshr i64 %40, 24
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = add nuw nsw i32 %42, %44
  %46 = call i32 @llvm.smin.i32(i32 %45, i32 255)
  %47 = and i32 %39, -16777216
  %48 = lshr i64 %41, 8
  %49 = trunc nuw nsw i64 %48 to i32
  %50 = and i32 %49, 255
  %51 = lshr i64 %40, 16
  %52 = trunc nuw nsw i64 %51 to i32
  %53 = and i32 %52, 255
  %54 = lshr i64 %41, 16
  %55 = trunc nuw nsw i64 %54 to i32
  %56 = and i32 %55, 255
  %57 = lshr i64 %40, 8
  %58 = trunc nuw nsw i64 %57 to i32
  %59 = and i32 %58, 255
  %60 = add nuw nsw i32 %56, %59
  %61 = call i32 @llvm.smin.i32(i32 %60, i32 255)
  %62 = shl nuw nsw i32 %61, 16
  %.masked = and i32 %39, -16711936
  %63 = or disjoint i32 %.masked, %46
  %64 = or i32 %63, %62
  %65 = lshr i64 %41, 24
  %66 = trunc nuw nsw i64 %65 to i32
  %67 = and i32 %22, 255
  %68 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %64, ptr addrspace(1) %68, align 4
  %sext = shl i32 %30, 24
  %69 = ashr exact i32 %sext, 24
  %sext36 = shl i32 %49, 24
  %70 = ashr exact i32 %sext36, 24
  %71 = sub nsw i32 %59, %70
  %72 = add i32 %39, %71
  %sext37 = shl i32 %55, 24
  %73 = ashr exact i32 %sext37, 24
  %sext38 = shl nuw i32 %66, 24
  %74 = ashr exact i32 %sext38, 24
  %75 = sub nsw i32 %44, %74
  %76 = add i32 %72, %75
  %77 = add i64 %16, 4
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  store i32 %76, ptr addrspace(1) %78, align 4
  %79 = sub nsw i32 %67, %42
  %80 = call i32 @llvm.abs.i32(i32 %79, i1 true)
  %81 = add i32 %39, %80
  %82 = sub nsw i32 %59, %50
  %83 = call i32 @llvm.abs.i32(i32 %82, i1 true)
  %84 = add i32 %81, %83
  %85 = sub nsw i32 %53, %56
  %86 = call i32 @llvm.abs.i32(i32 %85, i1 true)
  %87 = add i32 %84, %86
  %88 = sub nsw i32 %44, %66
  %89 = call i32 @llvm.abs.i32(i32 %88, i1 true)
  %90 = add i32 %87, %89
  %91 = add i64 %16, 8
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %92, align 4
  %93 = icmp ne i32 %67, %42
  %94 = zext i1 %93 to i32
  %.not = icmp eq i32 %59, %50
  %95 = select i1 %.not, i32 0, i32 256
  %96 = or disjoint i32 %95, %94
  %.not40 = icmp eq i32 %53, %56
  %97 = select i1 %.not40, i32 0, i32 65536
  %98 = or disjoint i32 %96, %97
  %.not41 = icmp eq i64 %43, %65
  %99 = select i1 %.not41, i32 0, i32 16777216
  %100 = or disjoint i32 %98, %99
  %101 = add i64 %16, 12
  %102 = inttoptr i64 %101 to ptr addrspace(1)
  store i32 %100, ptr addrspace(1) %102, align 4
  %sext42 = shl i32 %22, 24
  %103 = ashr exact i32 %sext42, 24
  %sext43 = shl i32 %58, 24
  %104 = ashr exact i32 %sext43, 24
  %105 = icmp slt i32 %104, %44
  %106 = zext i1 %105 to i32
  %107 = add i32 %39, %106
  %sext44 = shl i32 %52, 24
  %108 = ashr exact i32 %sext44, 24
  %sext45 = shl nuw i32 %44, 24
  %109 = ashr exact i32 %sext45, 24
  %110 = icmp slt i32 %109, %44
  %111 = zext i1 %110 to i32
  %112 = add i32 %107, %111
  %113 = add i64 %16, 16
  %114 = inttoptr i64 %113 to ptr addrspace(1)
  store i32 %112, ptr addrspace(1) %114, align 4
  %115 = icmp sgt i32 %103, %69
  %116 = zext i1 %115 to i32
  %117 = or disjoint i32 %47, %116
  %118 = icmp sgt i32 %104, %70
  %119 = select i1 %118, i32 256, i32 0
  %120 = or disjoint i32 %117, %119
  %121 = icmp sgt i32 %108, %73
  %122 = select i1 %121, i32 65536, i32 0
  %123 = or disjoint i32 %120, %122
  %124 = add i64 %16, 20
  %125 = inttoptr i64 %124 to ptr addrspace(1)
  store i32 %123, ptr addrspace(1) %125, align 4
  %126 = call i32 @llvm.smax.i32(i32 %109, i32 %74)
  %127 = shl i32 %126, 24
  %128 = and i32 %39, 16777215
  %129 = or disjoint i32 %128, %127
  %130 = add i64 %16, 24
  %131 = inttoptr i64 %130 to ptr addrspace(1)
  store i32 %129, ptr addrspace(1) %131, align 4
  %132 = add nsw i32 %103, %69
  %133 = add i32 %39, %132
  %134 = add nsw i32 %104, %70
  %135 = add i32 %133, %134
  %136 = add nsw i32 %108, %73
  %137 = add i32 %135, %136
  %138 = add nsw i32 %109, %74
  %139 = add i32 %137, %138
  %140 = add i64 %16, 28
  %141 = inttoptr i64 %140 to ptr addrspace(1)
  store i32 %139, ptr addrspace(1) %141, align 4
  ret void
}

define amdgpu_kernel void @video_gpu_sat_secondary(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = mul i32 %12, 7
  %32 = add i32 %31, %23
  %33 = shl i32 %32, 2
  %34 = add i32 %33, 20
  %35 = and i32 %34, 60
  %36 = zext nneg i32 %35 to i64
  %37 = add i64 %36, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !1
  %40 = zext i32 %22 to i64
  %41 = zext i32 %30 to i64
  %42 = add i32 %22, %30
  %43 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %43, align 4
  %44 = sext i32 %42 to i64
  %45 = zext i32 %39 to i64
  %46 = call i64 @llvm.umin.i64(i64 %44, i64 %45)
  %47 = trunc nuw i64 %46 to i32
  %48 = add i64 %16, 4
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  store i32 %47, ptr addrspace(1) %49, align 4
  %50 = sext i32 %30 to i64
  %51 = sext i32 %39 to i64
  %52 = call i32 @llvm.smax.i32(i32 %42, i32 %39)
  %53 = add i64 %16, 8
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  store i32 %52, ptr addrspace(1) %54, align 4
  %55 = sext i32 %22 to i64
  %56 = sub i32 %22, %30
  %57 = sext i32 %56 to i64
  %58 = call i64 @llvm.umax.i64(i64 %57, i64 %45)
  %59 = trunc i64 %58 to i32
  %60 = add i64 %16, 12
  %61 = inttoptr i64 %60 to ptr addrspace(1)
  store i32 %59, ptr addrspace(1) %61, align 4
  %62 = icmp slt i64 %55, %41
  %63 = zext i1 %62 to i64
  %64 = call i64 @llvm.smin.i64(i64 %63, i64 %51)
  %65 = trunc i64 %64 to i32
  %66 = add i64 %16, 16
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  %68 = icmp slt i64 %40, %50
  %69 = zext i1 %68 to i64
  %70 = call i64 @llvm.umax.i64(i64 %69, i64 %45)
  %71 = trunc nuw i64 %70 to i32
  %72 = add i64 %16, 20
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  store i32 %71, ptr addrspace(1) %73, align 4
  %74 = add i64 %16, 24
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  store i32 %47, ptr addrspace(1) %75, align 4
  %76 = call i64 @llvm.umin.i64(i64 %41, i64 32)
  %77 = shl i64 %40, %76
  %78 = shl i64 %77, 30
  %79 = ashr exact i64 %78, 30
  %80 = call i64 @llvm.smax.i64(i64 %79, i64 -2147483648)
  %81 = call i64 @llvm.smin.i64(i64 %80, i64 2147483647)
  %82 = trunc nsw i64 %81 to i32
  %83 = add i64 %16, 28
  %84 = inttoptr i64 %83 to ptr addrspace(1)
  store i32 %82, ptr addrspace(1) %84, align 4
  ret void
}

define amdgpu_kernel void @video_gpu_merge_mad(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %20 = add i64 %19, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  %22 = load i32, ptr addrspace(1) %21, align 4, !invariant.load !1
  %23 = lshr i32 %12, 4
  %24 = add i32 %23, %12
  %25 = shl i32 %24, 2
  %26 = and i32 %25, 60
  %27 = zext nneg i32 %26 to i64
  %28 = add i64 %27, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  %30 = load i32, ptr addrspace(1) %29, align 4, !invariant.load !1
  %31 = mul i32 %12, 7
  %32 = add i32 %31, %23
  %33 = shl i32 %32, 2
  %34 = add i32 %33, 20
  %35 = and i32 %34, 60
  %36 = zext nneg i32 %35 to i64
  %37 = add i64 %36, ptrtoint (ptr addrspace(1) @VIDEO_VALUES to i64)
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = load i32, ptr addrspace(1) %38, align 4, !invariant.load !1
  %40 = sext i32 %22 to i64
  %41 = zext i32 %30 to i64
  %42 = call i64 @llvm.umin.i64(i64 %41, i64 32)
  %43 = ashr i64 %40, %42
  %44 = call i64 @llvm.smax.i64(i64 %43, i64 -2147483648)
  %45 = call i64 @llvm.smin.i64(i64 %44, i64 2147483647)
  %46 = trunc nsw i64 %45 to i32
  %47 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %47, align 4
  %48 = zext i32 %22 to i64
  %49 = sub nsw i64 %48, %41
  %50 = trunc i64 %49 to i32
  %51 = icmp ult i64 %49, 4294967296
  %52 = call i32 @llvm.umin.i32(i32 %50, i32 255)
  %53 = shl nuw nsw i32 %52, 16
  %54 = select i1 %51, i32 %53, i32 16711680
  %55 = and i32 %39, -16711681
  %56 = or disjoint i32 %55, %54
  %57 = add i64 %16, 4
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store i32 %56, ptr addrspace(1) %58, align 4
  %59 = and i32 %39, 65535
  %60 = add i64 %16, 8
  %61 = inttoptr i64 %60 to ptr addrspace(1)
  store i32 %59, ptr addrspace(1) %61, align 4
  %62 = shl i64 %48, %42
  %63 = trunc i64 %62 to i32
  %64 = and i32 %63, -65536
  %65 = or disjoint i32 %59, %64
  %66 = add i64 %16, 12
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  %68 = sext i32 %30 to i64
  %69 = mul nsw i64 %40, %68
  %70 = sext i32 %39 to i64
  %71 = add i64 %69, %70
  %72 = lshr i64 %71, 7
  %73 = trunc i64 %72 to i32
  %74 = add i64 %16, 16
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  store i32 %73, ptr addrspace(1) %75, align 4
  %76 = ashr i64 %71, 15
  %77 = call i64 @llvm.smax.i64(i64 %76, i64 -2147483648)
  %78 = call i64 @llvm.smin.i64(i64 %77, i64 2147483647)
  %79 = trunc nsw i64 %78 to i32
  %80 = add i64 %16, 20
  %81 = inttoptr i64 %80 to ptr addrspace(1)
  store i32 %79, ptr addrspace(1) %81, align 4
  %82 = sub i64 %70, %69
  %83 = call i64 @llvm.smax.i64(i64 %82, i64 -2147483648)
  %84 = call i64 @llvm.smin.i64(i64 %83, i64 2147483647)
  %85 = trunc nsw i64 %84 to i32
  %86 = add i64 %16, 24
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  store i32 %85, ptr addrspace(1) %87, align 4
  %88 = xor i32 %39, -1
  %89 = sext i32 %88 to i64
  %90 = add i64 %69, %89
  %91 = add i64 %90, 1
  %92 = call i64 @llvm.smax.i64(i64 %91, i64 -2147483648)
  %93 = call i64 @llvm.smin.i64(i64 %92, i64 2147483647)
  %94 = trunc nsw i64 %93 to i32
  %95 = add i64 %16, 28
  %96 = inttoptr i64 %95 to ptr addrspace(1)
  store i32 %94, ptr addrspace(1) %96, align 4
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
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.sadd.sat.i32(i32, i32) #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{}
