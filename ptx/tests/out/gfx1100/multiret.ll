; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define internal { i32, i32 } @divmod(i32 %0, i32 %1) #0 {
allocas:
  %2 = icmp eq i32 %1, 0
  %3 = call i32 @llvm.umax.i32(i32 %1, i32 1)
  %4 = udiv i32 %0, %3
  %5 = select i1 %2, i32 -1, i32 %4
  %6 = urem i32 %0, %3
  %7 = select i1 %2, i32 -1, i32 %6
  %mrv = insertvalue { i32, i32 } poison, i32 %5, 0
  %mrv1 = insertvalue { i32, i32 } %mrv, i32 %7, 1
  ret { i32, i32 } %mrv1
}

define internal { i32, i32, i32 } @add_split(i64 %0, i64 %1) #0 {
allocas:
  %2 = add i64 %0, %1
  %3 = trunc i64 %2 to i32
  %4 = lshr i64 %2, 32
  %5 = trunc nuw i64 %4 to i32
  %6 = icmp ult i64 %2, %0
  %7 = zext i1 %6 to i32
  %mrv = insertvalue { i32, i32, i32 } poison, i32 %3, 0
  %mrv1 = insertvalue { i32, i32, i32 } %mrv, i32 %5, 1
  %mrv2 = insertvalue { i32, i32, i32 } %mrv1, i32 %7, 2
  ret { i32, i32, i32 } %mrv2
}

define internal { float, i64, i16 } @mixed(i32 %0) #0 {
allocas:
  %1 = uitofp i32 %0 to float
  %2 = zext i32 %0 to i64
  %3 = mul nuw i64 %2, %2
  %4 = trunc i32 %0 to i16
  %5 = icmp ult i32 %0, 32
  br i1 %5, label %6, label %7

common.ret:                                       ; preds = %7, %6
  %common.ret.op = phi { float, i64, i16 } [ %mrv2, %6 ], [ %mrv5, %7 ]
  ret { float, i64, i16 } %common.ret.op

6:                                                ; preds = %allocas
  %mrv = insertvalue { float, i64, i16 } poison, float %1, 0
  %mrv1 = insertvalue { float, i64, i16 } %mrv, i64 %3, 1
  %mrv2 = insertvalue { float, i64, i16 } %mrv1, i16 %4, 2
  br label %common.ret

7:                                                ; preds = %allocas
  %8 = fneg float %1
  %9 = xor i16 %4, -1
  %mrv3 = insertvalue { float, i64, i16 } poison, float %8, 0
  %mrv4 = insertvalue { float, i64, i16 } %mrv3, i64 %3, 1
  %mrv5 = insertvalue { float, i64, i16 } %mrv4, i16 %9, 2
  br label %common.ret
}

define amdgpu_kernel void @multiple_results(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %16 = mul i32 %12, 1000
  %17 = add i32 %16, 77
  %18 = add i32 %10, 3
  %19 = call { i32, i32 } @divmod(i32 %17, i32 %18)
  %20 = extractvalue { i32, i32 } %19, 0
  %21 = extractvalue { i32, i32 } %19, 1
  %22 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %20, ptr addrspace(1) %22, align 4
  %23 = add i64 %15, 4
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 %21, ptr addrspace(1) %24, align 4
  %25 = mul nuw nsw i64 %13, 2147483647
  %26 = call { i32, i32, i32 } @add_split(i64 %25, i64 -275146342400)
  %27 = extractvalue { i32, i32, i32 } %26, 0
  %28 = extractvalue { i32, i32, i32 } %26, 1
  %29 = extractvalue { i32, i32, i32 } %26, 2
  %30 = add i64 %15, 8
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %27, ptr addrspace(1) %31, align 4
  %32 = add i64 %15, 12
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %28, ptr addrspace(1) %33, align 4
  %34 = add i64 %15, 16
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  store i32 %29, ptr addrspace(1) %35, align 4
  %36 = call { float, i64, i16 } @mixed(i32 %12)
  %37 = extractvalue { float, i64, i16 } %36, 0
  %38 = extractvalue { float, i64, i16 } %36, 1
  %39 = extractvalue { float, i64, i16 } %36, 2
  %40 = add i64 %15, 20
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  store float %37, ptr addrspace(1) %41, align 4
  %42 = trunc i64 %38 to i32
  %43 = add i64 %15, 24
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %44, align 4
  %45 = zext i16 %39 to i32
  %46 = add i64 %15, 28
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %47, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #2

attributes #0 = { "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
