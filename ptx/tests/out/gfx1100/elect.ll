; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@region = protected addrspace(1) global [96 x i8] zeroinitializer, align 16

define amdgpu_kernel void @elect_full(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %17 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %18 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %17, i1 false)
  %19 = icmp eq i32 %16, %18
  %20 = zext i1 %19 to i32
  %21 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %18, ptr addrspace(1) %21, align 4
  %22 = add i64 %15, 4
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  store i32 %20, ptr addrspace(1) %23, align 4
  %24 = add i64 %15, 8
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  store i32 %20, ptr addrspace(1) %25, align 4
  %26 = call i32 @llvm.amdgcn.ballot.i32(i1 %19)
  %27 = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %26)
  %28 = add i64 %15, 12
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  store i32 %27, ptr addrspace(1) %29, align 4
  %30 = add i64 %15, 16
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %31, align 4
  br i1 %19, label %32, label %35

32:                                               ; preds = %allocas
  %33 = add i64 %15, 20
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  store i32 7853, ptr addrspace(1) %34, align 4
  br label %35

35:                                               ; preds = %32, %allocas
  ret void
}

define amdgpu_kernel void @elect_partial(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %17 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %17, align 4
  %18 = add i64 %15, 4
  %19 = inttoptr i64 %18 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %19, align 4
  %20 = add i64 %15, 8
  %21 = inttoptr i64 %20 to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %21, align 4
  %22 = and i32 %16, 8
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %"$skip_a", label %39

"$skip_a":                                        ; preds = %39, %allocas
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %24 = and i32 %16, 1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %"$skip_b", label %46

"$skip_b":                                        ; preds = %46, %"$skip_a"
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %26 = icmp ult i32 %16, 20
  br i1 %26, label %"$skip_c", label %53

"$skip_c":                                        ; preds = %53, %"$skip_b"
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %27 = call i32 @llvm.umin.i32(i32 %16, i32 31)
  %28 = icmp ugt i32 %16, 31
  %29 = shl nuw i32 1, %27
  %30 = select i1 %28, i32 0, i32 %29
  %31 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %32 = and i32 %31, %30
  %33 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %32, i1 false)
  %34 = icmp eq i32 %16, %33
  %35 = select i1 %34, i32 256, i32 0
  %36 = or disjoint i32 %35, %33
  %37 = add i64 %15, 16
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %38, align 4
  ret void

39:                                               ; preds = %allocas
  %40 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %41 = and i32 %40, -16711936
  %42 = call range(i32 8, 33) i32 @llvm.cttz.i32(i32 %41, i1 false)
  %43 = icmp eq i32 %16, %42
  %44 = select i1 %43, i32 256, i32 0
  %45 = or disjoint i32 %44, %42
  store i32 %45, ptr addrspace(1) %17, align 4
  br label %"$skip_a"

46:                                               ; preds = %"$skip_a"
  %47 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %48 = and i32 %47, -1431655766
  %49 = call range(i32 1, 33) i32 @llvm.cttz.i32(i32 %48, i1 false)
  %50 = icmp eq i32 %16, %49
  %51 = select i1 %50, i32 256, i32 0
  %52 = or disjoint i32 %51, %49
  store i32 %52, ptr addrspace(1) %19, align 4
  br label %"$skip_b"

53:                                               ; preds = %"$skip_b"
  %54 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %55 = call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %54, i1 false)
  %56 = icmp eq i32 %16, %55
  %57 = select i1 %56, i32 256, i32 0
  %58 = or disjoint i32 %57, %55
  store i32 %58, ptr addrspace(1) %21, align 4
  %59 = add i64 %15, 12
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %60, align 4
  br label %"$skip_c"
}

define amdgpu_kernel void @redux_forms(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %17 = mul i32 %12, -1640531527
  %18 = shl i32 %16, 27
  %19 = xor i32 %17, %18
  %20 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes

"$upper":                                         ; preds = %lanes.done34
  %21 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %22 = and i32 %21, -1024
  br label %lanes45

"$joined":                                        ; preds = %lanes49, %lanes41
  %"%r22.0" = phi i32 [ %149, %lanes41 ], [ %167, %lanes49 ]
  %"%r21.0" = phi i32 [ %139, %lanes41 ], [ %157, %lanes49 ]
  fence syncscope("wavefront") acq_rel
  call void @llvm.amdgcn.wave.barrier()
  %23 = and i32 %16, 1
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %170, label %173

lanes:                                            ; preds = %lanes, %allocas
  %lane = phi i32 [ 0, %allocas ], [ %31, %lanes ]
  %acc = phi i32 [ 0, %allocas ], [ %30, %lanes ]
  %25 = shl i32 %lane, 2
  %26 = call i32 @llvm.amdgcn.ds.bpermute(i32 %25, i32 %19)
  %27 = shl nuw i32 1, %lane
  %28 = and i32 %20, %27
  %.not = icmp eq i32 %28, 0
  %29 = select i1 %.not, i32 0, i32 %26
  %30 = add i32 %acc, %29
  %31 = add i32 %lane, 1
  %32 = icmp eq i32 %31, 32
  br i1 %32, label %lanes.done, label %lanes

lanes.done:                                       ; preds = %lanes
  %33 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes1

lanes1:                                           ; preds = %lanes1, %lanes.done
  %lane3 = phi i32 [ 0, %lanes.done ], [ %40, %lanes1 ]
  %acc4 = phi i32 [ 0, %lanes.done ], [ %39, %lanes1 ]
  %34 = shl i32 %lane3, 2
  %35 = call i32 @llvm.amdgcn.ds.bpermute(i32 %34, i32 %19)
  %36 = shl nuw i32 1, %lane3
  %37 = and i32 %33, %36
  %.not89 = icmp eq i32 %37, 0
  %38 = select i1 %.not89, i32 0, i32 %35
  %39 = add i32 %acc4, %38
  %40 = add i32 %lane3, 1
  %41 = icmp eq i32 %40, 32
  br i1 %41, label %lanes.done2, label %lanes1

lanes.done2:                                      ; preds = %lanes1
  %42 = xor i32 %30, %39
  %43 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes5

lanes5:                                           ; preds = %lanes5, %lanes.done2
  %lane7 = phi i32 [ 0, %lanes.done2 ], [ %50, %lanes5 ]
  %acc8 = phi i32 [ -1, %lanes.done2 ], [ %49, %lanes5 ]
  %44 = shl i32 %lane7, 2
  %45 = call i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %19)
  %46 = shl nuw i32 1, %lane7
  %47 = and i32 %43, %46
  %.not90 = icmp eq i32 %47, 0
  %48 = call i32 @llvm.umin.i32(i32 %acc8, i32 %45)
  %49 = select i1 %.not90, i32 %acc8, i32 %48
  %50 = add i32 %lane7, 1
  %51 = icmp eq i32 %50, 32
  br i1 %51, label %lanes.done6, label %lanes5

lanes.done6:                                      ; preds = %lanes5
  %52 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes9

lanes9:                                           ; preds = %lanes9, %lanes.done6
  %lane11 = phi i32 [ 0, %lanes.done6 ], [ %59, %lanes9 ]
  %acc12 = phi i32 [ 2147483647, %lanes.done6 ], [ %58, %lanes9 ]
  %53 = shl i32 %lane11, 2
  %54 = call i32 @llvm.amdgcn.ds.bpermute(i32 %53, i32 %19)
  %55 = shl nuw i32 1, %lane11
  %56 = and i32 %52, %55
  %.not91 = icmp eq i32 %56, 0
  %57 = call i32 @llvm.smin.i32(i32 %acc12, i32 %54)
  %58 = select i1 %.not91, i32 %acc12, i32 %57
  %59 = add i32 %lane11, 1
  %60 = icmp eq i32 %59, 32
  br i1 %60, label %lanes.done10, label %lanes9

lanes.done10:                                     ; preds = %lanes9
  %61 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes13

lanes13:                                          ; preds = %lanes13, %lanes.done10
  %lane15 = phi i32 [ 0, %lanes.done10 ], [ %68, %lanes13 ]
  %acc16 = phi i32 [ 0, %lanes.done10 ], [ %67, %lanes13 ]
  %62 = shl i32 %lane15, 2
  %63 = call i32 @llvm.amdgcn.ds.bpermute(i32 %62, i32 %19)
  %64 = shl nuw i32 1, %lane15
  %65 = and i32 %61, %64
  %.not92 = icmp eq i32 %65, 0
  %66 = call i32 @llvm.umax.i32(i32 %acc16, i32 %63)
  %67 = select i1 %.not92, i32 %acc16, i32 %66
  %68 = add i32 %lane15, 1
  %69 = icmp eq i32 %68, 32
  br i1 %69, label %lanes.done14, label %lanes13

lanes.done14:                                     ; preds = %lanes13
  %70 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes17

lanes17:                                          ; preds = %lanes17, %lanes.done14
  %lane19 = phi i32 [ 0, %lanes.done14 ], [ %77, %lanes17 ]
  %acc20 = phi i32 [ -2147483648, %lanes.done14 ], [ %76, %lanes17 ]
  %71 = shl i32 %lane19, 2
  %72 = call i32 @llvm.amdgcn.ds.bpermute(i32 %71, i32 %19)
  %73 = shl nuw i32 1, %lane19
  %74 = and i32 %70, %73
  %.not93 = icmp eq i32 %74, 0
  %75 = call i32 @llvm.smax.i32(i32 %acc20, i32 %72)
  %76 = select i1 %.not93, i32 %acc20, i32 %75
  %77 = add i32 %lane19, 1
  %78 = icmp eq i32 %77, 32
  br i1 %78, label %lanes.done18, label %lanes17

lanes.done18:                                     ; preds = %lanes17
  %79 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes21

lanes21:                                          ; preds = %lanes21, %lanes.done18
  %lane23 = phi i32 [ 0, %lanes.done18 ], [ %86, %lanes21 ]
  %acc24 = phi i32 [ -1, %lanes.done18 ], [ %85, %lanes21 ]
  %80 = shl i32 %lane23, 2
  %81 = call i32 @llvm.amdgcn.ds.bpermute(i32 %80, i32 %19)
  %82 = shl nuw i32 1, %lane23
  %83 = and i32 %79, %82
  %.not94 = icmp eq i32 %83, 0
  %84 = select i1 %.not94, i32 -1, i32 %81
  %85 = and i32 %acc24, %84
  %86 = add i32 %lane23, 1
  %87 = icmp eq i32 %86, 32
  br i1 %87, label %lanes.done22, label %lanes21

lanes.done22:                                     ; preds = %lanes21
  %88 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes25

lanes25:                                          ; preds = %lanes25, %lanes.done22
  %lane27 = phi i32 [ 0, %lanes.done22 ], [ %95, %lanes25 ]
  %acc28 = phi i32 [ 0, %lanes.done22 ], [ %94, %lanes25 ]
  %89 = shl i32 %lane27, 2
  %90 = call i32 @llvm.amdgcn.ds.bpermute(i32 %89, i32 %19)
  %91 = shl nuw i32 1, %lane27
  %92 = and i32 %88, %91
  %.not95 = icmp eq i32 %92, 0
  %93 = select i1 %.not95, i32 0, i32 %90
  %94 = or i32 %acc28, %93
  %95 = add i32 %lane27, 1
  %96 = icmp eq i32 %95, 32
  br i1 %96, label %lanes.done26, label %lanes25

lanes.done26:                                     ; preds = %lanes25
  %97 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes29

lanes29:                                          ; preds = %lanes29, %lanes.done26
  %lane31 = phi i32 [ 0, %lanes.done26 ], [ %104, %lanes29 ]
  %acc32 = phi i32 [ 0, %lanes.done26 ], [ %103, %lanes29 ]
  %98 = shl i32 %lane31, 2
  %99 = call i32 @llvm.amdgcn.ds.bpermute(i32 %98, i32 %19)
  %100 = shl nuw i32 1, %lane31
  %101 = and i32 %97, %100
  %.not96 = icmp eq i32 %101, 0
  %102 = select i1 %.not96, i32 0, i32 %99
  %103 = xor i32 %acc32, %102
  %104 = add i32 %lane31, 1
  %105 = icmp eq i32 %104, 32
  br i1 %105, label %lanes.done30, label %lanes29

lanes.done30:                                     ; preds = %lanes29
  %106 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %lanes33

lanes33:                                          ; preds = %lanes33, %lanes.done30
  %lane35 = phi i32 [ 0, %lanes.done30 ], [ %113, %lanes33 ]
  %acc36 = phi i32 [ 0, %lanes.done30 ], [ %112, %lanes33 ]
  %107 = shl i32 %lane35, 2
  %108 = call i32 @llvm.amdgcn.ds.bpermute(i32 %107, i32 %19)
  %109 = shl nuw i32 1, %lane35
  %110 = and i32 %106, %109
  %.not97 = icmp eq i32 %110, 0
  %111 = select i1 %.not97, i32 0, i32 %108
  %112 = add i32 %acc36, %111
  %113 = add i32 %lane35, 1
  %114 = icmp eq i32 %113, 32
  br i1 %114, label %lanes.done34, label %lanes33

lanes.done34:                                     ; preds = %lanes33
  %115 = add i32 %42, %112
  %116 = inttoptr i64 %15 to ptr addrspace(1)
  store i32 %115, ptr addrspace(1) %116, align 4
  %117 = add i64 %15, 4
  %118 = inttoptr i64 %117 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %118, align 4
  %119 = add i64 %15, 8
  %120 = inttoptr i64 %119 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %120, align 4
  %121 = add i64 %15, 12
  %122 = inttoptr i64 %121 to ptr addrspace(1)
  store i32 %67, ptr addrspace(1) %122, align 4
  %123 = add i64 %15, 16
  %124 = inttoptr i64 %123 to ptr addrspace(1)
  store i32 %76, ptr addrspace(1) %124, align 4
  %125 = xor i32 %85, %94
  %126 = add i64 %15, 20
  %127 = inttoptr i64 %126 to ptr addrspace(1)
  store i32 %125, ptr addrspace(1) %127, align 4
  %128 = add i64 %15, 24
  %129 = inttoptr i64 %128 to ptr addrspace(1)
  store i32 %103, ptr addrspace(1) %129, align 4
  %130 = icmp ugt i32 %16, 9
  br i1 %130, label %"$upper", label %131

131:                                              ; preds = %lanes.done34
  %132 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %133 = and i32 %132, 1023
  br label %lanes37

lanes37:                                          ; preds = %lanes37, %131
  %lane39 = phi i32 [ 0, %131 ], [ %140, %lanes37 ]
  %acc40 = phi i32 [ -2147483648, %131 ], [ %139, %lanes37 ]
  %134 = shl i32 %lane39, 2
  %135 = call i32 @llvm.amdgcn.ds.bpermute(i32 %134, i32 %19)
  %136 = shl nuw i32 1, %lane39
  %137 = and i32 %133, %136
  %.not98 = icmp eq i32 %137, 0
  %138 = call i32 @llvm.smax.i32(i32 %acc40, i32 %135)
  %139 = select i1 %.not98, i32 %acc40, i32 %138
  %140 = add i32 %lane39, 1
  %141 = icmp eq i32 %140, 32
  br i1 %141, label %lanes.done38, label %lanes37

lanes.done38:                                     ; preds = %lanes37
  %142 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %143 = and i32 %142, 1023
  br label %lanes41

lanes41:                                          ; preds = %lanes41, %lanes.done38
  %lane43 = phi i32 [ 0, %lanes.done38 ], [ %150, %lanes41 ]
  %acc44 = phi i32 [ 0, %lanes.done38 ], [ %149, %lanes41 ]
  %144 = shl i32 %lane43, 2
  %145 = call i32 @llvm.amdgcn.ds.bpermute(i32 %144, i32 %16)
  %146 = shl nuw i32 1, %lane43
  %147 = and i32 %143, %146
  %.not99 = icmp eq i32 %147, 0
  %148 = select i1 %.not99, i32 0, i32 %145
  %149 = add i32 %acc44, %148
  %150 = add i32 %lane43, 1
  %151 = icmp eq i32 %150, 32
  br i1 %151, label %"$joined", label %lanes41

lanes45:                                          ; preds = %lanes45, %"$upper"
  %lane47 = phi i32 [ 0, %"$upper" ], [ %158, %lanes45 ]
  %acc48 = phi i32 [ 2147483647, %"$upper" ], [ %157, %lanes45 ]
  %152 = shl i32 %lane47, 2
  %153 = call i32 @llvm.amdgcn.ds.bpermute(i32 %152, i32 %19)
  %154 = shl nuw i32 1, %lane47
  %155 = and i32 %22, %154
  %.not100 = icmp eq i32 %155, 0
  %156 = call i32 @llvm.smin.i32(i32 %acc48, i32 %153)
  %157 = select i1 %.not100, i32 %acc48, i32 %156
  %158 = add i32 %lane47, 1
  %159 = icmp eq i32 %158, 32
  br i1 %159, label %lanes.done46, label %lanes45

lanes.done46:                                     ; preds = %lanes45
  %160 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %161 = and i32 %160, -1024
  br label %lanes49

lanes49:                                          ; preds = %lanes49, %lanes.done46
  %lane51 = phi i32 [ 0, %lanes.done46 ], [ %168, %lanes49 ]
  %acc52 = phi i32 [ 0, %lanes.done46 ], [ %167, %lanes49 ]
  %162 = shl i32 %lane51, 2
  %163 = call i32 @llvm.amdgcn.ds.bpermute(i32 %162, i32 %16)
  %164 = shl nuw i32 1, %lane51
  %165 = and i32 %161, %164
  %.not101 = icmp eq i32 %165, 0
  %166 = select i1 %.not101, i32 0, i32 %163
  %167 = add i32 %acc52, %166
  %168 = add i32 %lane51, 1
  %169 = icmp eq i32 %168, 32
  br i1 %169, label %"$joined", label %lanes49

170:                                              ; preds = %"$joined"
  %171 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %172 = and i32 %171, 1431655765
  br label %lanes53

173:                                              ; preds = %lanes.done54, %"$joined"
  %"%r24.0" = phi i32 [ %186, %lanes.done54 ], [ 0, %"$joined" ]
  %174 = xor i32 %"%r21.0", %"%r22.0"
  %175 = xor i32 %174, %"%r24.0"
  %176 = add i64 %15, 28
  %177 = inttoptr i64 %176 to ptr addrspace(1)
  store i32 %175, ptr addrspace(1) %177, align 4
  ret void

lanes53:                                          ; preds = %lanes53, %170
  %lane55 = phi i32 [ 0, %170 ], [ %184, %lanes53 ]
  %acc56 = phi i32 [ 0, %170 ], [ %183, %lanes53 ]
  %178 = shl i32 %lane55, 2
  %179 = call i32 @llvm.amdgcn.ds.bpermute(i32 %178, i32 %16)
  %180 = shl nuw i32 1, %lane55
  %181 = and i32 %172, %180
  %.not102 = icmp eq i32 %181, 0
  %182 = select i1 %.not102, i32 0, i32 %179
  %183 = or i32 %acc56, %182
  %184 = add i32 %lane55, 1
  %185 = icmp eq i32 %184, 32
  br i1 %185, label %lanes.done54, label %lanes53

lanes.done54:                                     ; preds = %lanes53
  %186 = shl i32 %183, 24
  br label %173
}

define amdgpu_kernel void @atomics_sm90(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workgroup.id.x()
  %3 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %4 = getelementptr i8, ptr addrspace(4) %3, i64 4
  %5 = load i16, ptr addrspace(4) %4, align 2
  %6 = call i32 @llvm.amdgcn.workitem.id.x()
  %7 = zext i32 %2 to i64
  %8 = mul nuw nsw i64 %7, 48
  %9 = add i64 %8, ptrtoint (ptr addrspace(1) @region to i64)
  %.not = icmp eq i32 %6, 0
  br i1 %.not, label %11, label %"allocas.$reset_done_crit_edge"

"allocas.$reset_done_crit_edge":                  ; preds = %allocas
  %.pre = inttoptr i64 %9 to ptr addrspace(1)
  br label %"$reset_done"

"$reset_done":                                    ; preds = %"allocas.$reset_done_crit_edge", %11
  %.pre-phi = phi ptr addrspace(1) [ %.pre, %"allocas.$reset_done_crit_edge" ], [ %12, %11 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %10 = load atomic i32, ptr addrspace(1) %.pre-phi syncscope("agent") monotonic, align 4
  br label %atomic.retry

11:                                               ; preds = %allocas
  %12 = inttoptr i64 %9 to ptr addrspace(1)
  store <4 x i32> zeroinitializer, ptr addrspace(1) %12, align 16
  %13 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @region to i64), i64 16)
  %14 = inttoptr i64 %13 to ptr addrspace(1)
  store <4 x i32> zeroinitializer, ptr addrspace(1) %14, align 16
  %15 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @region to i64), i64 32)
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  store <4 x i32> zeroinitializer, ptr addrspace(1) %16, align 16
  br label %"$reset_done"

atomic.retry:                                     ; preds = %atomic.retry, %"$reset_done"
  %17 = phi i32 [ %10, %"$reset_done" ], [ %54, %atomic.retry ]
  %18 = and i32 %17, -65536
  %19 = shl i32 %17, 16
  %20 = bitcast i32 %19 to float
  %21 = fadd float %20, 1.000000e+00
  %22 = bitcast float %21 to i32
  %23 = and i32 %22, 65535
  %24 = icmp ugt i32 %23, 32768
  %25 = and i32 %22, 131071
  %26 = icmp eq i32 %25, 98304
  %27 = or i1 %24, %26
  %28 = add i32 %22, 65536
  %29 = select i1 %27, i32 %28, i32 %22
  %30 = call float @llvm.fabs.f32(float %21)
  %31 = bitcast float %30 to i32
  %32 = icmp ugt i32 %31, 2139095040
  %33 = or i32 %22, 4194304
  %34 = select i1 %32, i32 %33, i32 %29
  %35 = lshr i32 %34, 16
  %36 = bitcast i32 %18 to float
  %37 = fadd float %36, 5.000000e-01
  %38 = bitcast float %37 to i32
  %39 = and i32 %38, 65535
  %40 = icmp ugt i32 %39, 32768
  %41 = and i32 %38, 131071
  %42 = icmp eq i32 %41, 98304
  %43 = or i1 %40, %42
  %44 = add i32 %38, 65536
  %45 = select i1 %43, i32 %44, i32 %38
  %46 = call float @llvm.fabs.f32(float %37)
  %47 = bitcast float %46 to i32
  %48 = icmp ugt i32 %47, 2139095040
  %49 = or i32 %38, 4194304
  %50 = select i1 %48, i32 %49, i32 %45
  %51 = and i32 %50, -65536
  %52 = or disjoint i32 %35, %51
  %53 = cmpxchg ptr addrspace(1) %.pre-phi, i32 %17, i32 %52 syncscope("agent") monotonic monotonic, align 4
  %54 = extractvalue { i32, i1 } %53, 0
  %55 = extractvalue { i32, i1 } %53, 1
  br i1 %55, label %atomic.done, label %atomic.retry

atomic.done:                                      ; preds = %atomic.retry
  %56 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @region to i64), i64 4)
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  %58 = load atomic i16, ptr addrspace(1) %57 syncscope("agent") monotonic, align 2
  br label %atomic.retry1

atomic.retry1:                                    ; preds = %atomic.retry1, %atomic.done
  %59 = phi i16 [ %58, %atomic.done ], [ %80, %atomic.retry1 ]
  %60 = zext i16 %59 to i32
  %61 = shl nuw i32 %60, 16
  %62 = bitcast i32 %61 to float
  %63 = fadd float %62, 2.000000e+00
  %64 = bitcast float %63 to i32
  %65 = and i32 %64, 65535
  %66 = icmp ugt i32 %65, 32768
  %67 = and i32 %64, 131071
  %68 = icmp eq i32 %67, 98304
  %69 = or i1 %66, %68
  %70 = add i32 %64, 65536
  %71 = select i1 %69, i32 %70, i32 %64
  %72 = call float @llvm.fabs.f32(float %63)
  %73 = bitcast float %72 to i32
  %74 = icmp ugt i32 %73, 2139095040
  %75 = or i32 %64, 4194304
  %76 = select i1 %74, i32 %75, i32 %71
  %77 = lshr i32 %76, 16
  %78 = trunc nuw i32 %77 to i16
  %79 = cmpxchg ptr addrspace(1) %57, i16 %59, i16 %78 syncscope("agent") monotonic monotonic, align 2
  %80 = extractvalue { i16, i1 } %79, 0
  %81 = extractvalue { i16, i1 } %79, 1
  br i1 %81, label %atomic.done2, label %atomic.retry1

atomic.done2:                                     ; preds = %atomic.retry1
  %82 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @region to i64), i64 8)
  %83 = inttoptr i64 %82 to ptr addrspace(1)
  %84 = load atomic i32, ptr addrspace(1) %83 syncscope("agent") monotonic, align 4
  br label %atomic.retry3

atomic.retry3:                                    ; preds = %atomic.retry3, %atomic.done2
  %85 = phi i32 [ %84, %atomic.done2 ], [ %100, %atomic.retry3 ]
  %86 = trunc i32 %85 to i16
  %87 = lshr i32 %85, 16
  %88 = trunc nuw i32 %87 to i16
  %89 = bitcast i16 %86 to half
  %90 = bitcast i16 %88 to half
  %91 = fadd half %89, 0xHBC00
  %92 = fadd half %90, 0xH3C00
  %93 = bitcast half %91 to i16
  %94 = zext i16 %93 to i32
  %95 = bitcast half %92 to i16
  %96 = zext i16 %95 to i32
  %97 = shl nuw i32 %96, 16
  %98 = or disjoint i32 %97, %94
  %99 = cmpxchg ptr addrspace(1) %83, i32 %85, i32 %98 syncscope("agent") monotonic monotonic, align 4
  %100 = extractvalue { i32, i1 } %99, 0
  %101 = extractvalue { i32, i1 } %99, 1
  br i1 %101, label %atomic.done4, label %atomic.retry3

atomic.done4:                                     ; preds = %atomic.retry3
  %102 = inttoptr i64 %1 to ptr
  %103 = addrspacecast ptr %102 to ptr addrspace(1)
  %104 = ptrtoint ptr addrspace(1) %103 to i64
  %105 = zext i16 %5 to i32
  %106 = mul i32 %2, %105
  %107 = add i32 %106, %6
  %108 = zext i32 %107 to i64
  %109 = shl nuw nsw i64 %108, 5
  %110 = add i64 %109, %104
  %111 = uitofp i32 %6 to float
  %112 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @region to i64), i64 16)
  %113 = inttoptr i64 %112 to ptr addrspace(1)
  %114 = atomicrmw fadd ptr addrspace(1) %113, float %111 syncscope("agent") monotonic, align 4
  %115 = getelementptr i8, ptr addrspace(1) %113, i64 4
  %116 = atomicrmw fadd ptr addrspace(1) %115, float 5.000000e-01 syncscope("agent") monotonic, align 4
  %117 = getelementptr i8, ptr addrspace(1) %113, i64 8
  %118 = atomicrmw fadd ptr addrspace(1) %117, float -1.000000e+00 syncscope("agent") monotonic, align 4
  %119 = getelementptr i8, ptr addrspace(1) %113, i64 12
  %120 = atomicrmw fadd ptr addrspace(1) %119, float 2.000000e+00 syncscope("agent") monotonic, align 4
  %121 = add i64 %8, add (i64 ptrtoint (ptr addrspace(1) @region to i64), i64 32)
  %122 = inttoptr i64 %121 to ptr addrspace(1)
  %123 = atomicrmw fadd ptr addrspace(1) %122, float 5.000000e-01 syncscope("agent") monotonic, align 4
  %124 = getelementptr i8, ptr addrspace(1) %122, i64 4
  %125 = atomicrmw fadd ptr addrspace(1) %124, float 2.000000e+00 syncscope("agent") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %126 = load <4 x i32>, ptr addrspace(1) %.pre-phi, align 16
  %127 = extractelement <4 x i32> %126, i64 1
  %128 = extractelement <4 x i32> %126, i64 2
  %129 = load <4 x i32>, ptr addrspace(1) %113, align 16
  %130 = load <2 x i32>, ptr addrspace(1) %122, align 8
  %131 = extractelement <2 x i32> %130, i64 0
  %132 = extractelement <2 x i32> %130, i64 1
  %133 = add i32 %131, %132
  %134 = fcmp olt float %123, 3.200000e+01
  %135 = select i1 %134, i32 65536, i32 0
  %136 = or i32 %127, %135
  %137 = inttoptr i64 %110 to ptr addrspace(1)
  %138 = insertelement <4 x i32> %126, i32 %136, i64 1
  %139 = insertelement <4 x i32> %138, i32 %128, i64 2
  %140 = insertelement <4 x i32> %139, i32 %133, i64 3
  store <4 x i32> %140, ptr addrspace(1) %137, align 16
  %141 = add i64 %110, 16
  %142 = inttoptr i64 %141 to ptr addrspace(1)
  store <4 x i32> %129, ptr addrspace(1) %142, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
