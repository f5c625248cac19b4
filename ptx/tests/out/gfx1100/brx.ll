; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@program = protected addrspace(1) global [16 x i8] c"\00\01\02\03\01\00\03\02\02\02\00\01\03\03\01\00", align 1

define amdgpu_kernel void @brx_dense(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = urem i32 %12, 5
  %17 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %16, ptr addrspace(1) %17, align 4
  switch i32 %16, label %brx.outside [
    i32 0, label %"$case0"
    i32 1, label %"$case1"
    i32 2, label %"$case2"
    i32 3, label %"$case3"
    i32 4, label %"$join"
  ]

"$case0":                                         ; preds = %allocas
  %18 = add i32 %12, 1000
  br label %"$join"

"$case1":                                         ; preds = %allocas
  %19 = mul i32 %12, 3
  br label %"$join"

"$case2":                                         ; preds = %allocas
  %20 = shl i32 %12, 8
  %21 = or disjoint i32 %20, 7
  br label %"$join"

"$case3":                                         ; preds = %allocas
  %22 = xor i32 %12, 21845
  br label %"$join"

"$join":                                          ; preds = %allocas, %"$case2", %"$case3", %"$case1", %"$case0"
  %"%r6.1" = phi i32 [ %22, %"$case3" ], [ %19, %"$case1" ], [ %18, %"$case0" ], [ 7, %allocas ], [ %21, %"$case2" ]
  %23 = add i64 %15, 4
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  store i32 %"%r6.1", ptr addrspace(1) %24, align 4
  ret void

brx.outside:                                      ; preds = %allocas
  unreachable
}

define amdgpu_kernel void @brx_uniform(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %4 = getelementptr i8, ptr addrspace(4) %3, i64 4
  %5 = load i16, ptr addrspace(4) %4, align 2
  %6 = call i32 @llvm.amdgcn.workitem.id.x()
  switch i32 %2, label %brx.outside [
    i32 0, label %"$block0"
    i32 1, label %"$block1"
  ]

"$block0":                                        ; preds = %allocas
  %7 = add i32 %6, 1
  br label %"$done"

"$block1":                                        ; preds = %allocas
  %8 = mul i32 %6, %6
  br label %"$done"

"$done":                                          ; preds = %"$block1", %"$block0"
  %"%r5.0" = phi i32 [ 177, %"$block1" ], [ 176, %"$block0" ]
  %"%r6.0" = phi i32 [ %8, %"$block1" ], [ %7, %"$block0" ]
  %9 = inttoptr i64 %1 to ptr
  %10 = addrspacecast ptr %9 to ptr addrspace(1)
  %11 = ptrtoint ptr addrspace(1) %10 to i64
  %12 = zext i16 %5 to i32
  %13 = mul i32 %2, %12
  %14 = add i32 %13, %6
  %15 = zext i32 %14 to i64
  %16 = shl nuw nsw i64 %15, 5
  %17 = add i64 %16, %11
  %18 = inttoptr i64 %17 to ptr addrspace(1)
  store i32 %"%r5.0", ptr addrspace(1) %18, align 4
  %19 = add i64 %17, 4
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  store i32 %"%r6.0", ptr addrspace(1) %20, align 4
  ret void

brx.outside:                                      ; preds = %allocas
  unreachable
}

define amdgpu_kernel void @brx_loop(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  br label %"$loop"

"$loop":                                          ; preds = %"$next", %allocas
  %"%r9.0" = phi i32 [ 0, %allocas ], [ %"%r9.1", %"$next" ]
  %"%r6.0" = phi i32 [ 0, %allocas ], [ %22, %"$next" ]
  %"%r5.0" = phi i32 [ %9, %allocas ], [ %"%r5.1", %"$next" ]
  %10 = add i32 %"%r6.0", %9
  %11 = and i32 %10, 15
  %12 = zext nneg i32 %11 to i64
  %13 = add i64 %12, ptrtoint (ptr addrspace(1) @program to i64)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  %15 = load i8, ptr addrspace(1) %14, align 1
  switch i8 %15, label %brx.outside [
    i8 0, label %"$op_add"
    i8 1, label %"$op_mul"
    i8 2, label %"$op_xor"
    i8 3, label %"$op_sub"
  ]

"$op_add":                                        ; preds = %"$loop"
  %16 = add i32 %"%r5.0", 5
  br label %"$next"

"$op_mul":                                        ; preds = %"$loop"
  %17 = mul i32 %"%r5.0", 3
  br label %"$next"

"$op_xor":                                        ; preds = %"$loop"
  %18 = lshr i32 %"%r5.0", 2
  %19 = xor i32 %"%r5.0", %18
  br label %"$next"

"$op_sub":                                        ; preds = %"$loop"
  %20 = add i32 %"%r5.0", -1
  %21 = add i32 %"%r9.0", 1
  br label %"$next"

"$next":                                          ; preds = %"$op_sub", %"$op_xor", %"$op_mul", %"$op_add"
  %"%r9.1" = phi i32 [ %21, %"$op_sub" ], [ %"%r9.0", %"$op_xor" ], [ %"%r9.0", %"$op_mul" ], [ %"%r9.0", %"$op_add" ]
  %"%r5.1" = phi i32 [ %20, %"$op_sub" ], [ %19, %"$op_xor" ], [ %17, %"$op_mul" ], [ %16, %"$op_add" ]
  %22 = add i32 %"%r6.0", 1
  %23 = icmp ult i32 %22, 12
  br i1 %23, label %"$loop", label %24

brx.outside:                                      ; preds = %"$loop"
  unreachable

24:                                               ; preds = %"$next"
  %25 = inttoptr i64 %1 to ptr
  %26 = addrspacecast ptr %25 to ptr addrspace(1)
  %27 = ptrtoint ptr addrspace(1) %26 to i64
  %28 = zext i32 %9 to i64
  %29 = shl nuw nsw i64 %28, 5
  %30 = add i64 %29, %27
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %"%r5.1", ptr addrspace(1) %31, align 4
  %32 = add i64 %30, 4
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %"%r9.1", ptr addrspace(1) %33, align 4
  ret void
}

define amdgpu_kernel void @brx_predicated(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %10 = and i32 %9, 2
  %.not = icmp eq i32 %10, 0
  %trunc = trunc i32 %9 to i1
  %switch.selectcmp = icmp eq i1 %trunc, false
  %switch.select = select i1 %switch.selectcmp, i32 3, i32 4
  %"%r7.0" = select i1 %.not, i32 2, i32 %switch.select
  %11 = inttoptr i64 %1 to ptr
  %12 = addrspacecast ptr %11 to ptr addrspace(1)
  %13 = ptrtoint ptr addrspace(1) %12 to i64
  %14 = zext i32 %9 to i64
  %15 = shl nuw nsw i64 %14, 5
  %16 = add i64 %15, %13
  %17 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %"%r7.0", ptr addrspace(1) %17, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
