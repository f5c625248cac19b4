; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@F32_VALUES = protected addrspace(1) global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected addrspace(1) global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@G_U8 = protected addrspace(1) global [8 x i8] c"\00\01\7F\80\FF\12\FE\81", align 1
@G_S8 = protected addrspace(1) global [8 x i8] c"\00\01\7F\80\FF\12\FE\81", align 1
@G_U16 = protected addrspace(1) global [16 x i8] c"\00\00\01\00\FF\7F\00\80\FF\FF4\12\FE\FF\01\80", align 2
@G_S16 = protected addrspace(1) global [16 x i8] c"\00\00\01\00\FF\7F\00\80\FF\FF4\12\FE\FF\01\80", align 2
@G_U32 = protected addrspace(1) global [32 x i8] c"\00\00\00\00\01\00\00\00\FF\FF\FF\7F\00\00\00\80\FF\FF\FF\FFxV4\12\FE\FF\FF\FF\01\00\00\80", align 4
@G_S32 = protected addrspace(1) global [32 x i8] c"\00\00\00\00\01\00\00\00\FF\FF\FF\7F\00\00\00\80\FF\FF\FF\FFxV4\12\FE\FF\FF\FF\01\00\00\80", align 4
@G_U64 = protected addrspace(1) global [64 x i8] c"\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\FF\7F\00\00\00\00\00\00\00\80\FF\FF\FF\FF\FF\FF\FF\FF\F0\DE\BC\9AxV4\12\FF\FF\FF\FF\00\00\00\00\00\00\00\00\FF\FF\FF\FF", align 8
@G_F32 = protected addrspace(1) global [32 x i8] c"\00\00\00\00\00\00\00\80\00\00\80?\00\00\C0\BF\DB\0FI@\C2\16\01\00\FF\FF\7F\7F\00\E0\7F\C7", align 4
@G_F64 = protected addrspace(1) global [64 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\80\00\00\00\00\00\00\F0?\00\00\00\00\00\00\F8\BF\18-DT\FB!\09@\01\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\EF\7FY\F3\F8\C2\1Fn\A5\81", align 8
@G_F2 = protected addrspace(1) global [32 x i8] c"\00\00\80?\00\00\00@\00\00`\C0\00\00\88@\00\00\00\00\00\00\00\80\CA\F2Iq`B\A2\8D", align 8
@G_F4 = protected addrspace(1) global [64 x i8] c"\00\00\80?\00\00\00@\00\00@@\00\00\80@\00\00\80\BF\00\00\00\C0\00\00@\C0\00\00\80\C0\00\00\00?\00\00\80>\00\00\00>\00\00\80=\E6\B1a\7F\E6\B1a\FF\EE\E3l\00\EE\E3l\80", align 16
@G_I4 = protected addrspace(1) global [64 x i8] c"\01\00\00\00\FE\FF\FF\FF\03\00\00\00\FC\FF\FF\FF\FF\FF\FF\7F\00\00\00\80\00\00\00\00\FF\FF\FF\FF\05\00\00\00\06\00\00\00\07\00\00\00\08\00\00\00\F7\FF\FF\FF\0A\00\00\00\F5\FF\FF\FF\0C\00\00\00", align 16
@G_U2 = protected addrspace(1) global [32 x i8] c"\01\00\00\00\02\00\00\00\FF\FF\FF\FF\00\00\00\00\00\00\00\80\FF\FF\FF\7F\EF\BE\AD\DE\BE\BA\FE\CA", align 8
@G_D2 = protected addrspace(1) global [64 x i8] c"\00\00\00\00\00\00\F0?\00\00\00\00\00\00\F0\BF\9A\99\99\99\99\99\B9?\9A\99\99\99\99\99\C9?\9Cu\00\88<\E47~Y\F3\F8\C2\1Fn\A5\81\00\00\00\00\00\00\04@\00\00\00\00\00\00\00\80", align 16
@C_U32 = protected addrspace(4) global [64 x i8] c"\01\00\00\00\02\00\00\00\04\00\00\00\08\00\00\00\10\00\00\00 \00\00\00@\00\00\00\80\00\00\00\FF\FF\FF\FF\00\00\00\8090\00\00\EF\BE\AD\DE\07\00\00\00M\00\00\00\09\03\00\00a\1E\00\00", align 4
@C_F32 = protected addrspace(4) global [32 x i8] c"\00\00\80?\00\00\00\C0\CD\CC\CC=\EE\E3l\00\99v\96\FE\00\00\00\00\00\00\00\80\00\00\80G", align 4
@C_F64 = protected addrspace(4) global [32 x i8] c"UUUUUU\D5?UUUUUU\E5\BF+\E6p\8Bh\12\00\00\17\C5W\CA\85\E1\DFD", align 8
@C_S8 = protected addrspace(4) global [8 x i8] c"\FF\FE\FD\FC\01\02\03\7F", align 1
@C_S16 = protected addrspace(4) global [8 x i8] c"\00\80\FF\7F\FF\FF\02\00", align 2
@C_U64 = protected addrspace(4) global [16 x i8] c"\EF\CD\AB\89gE#\01\102Tv\98\BA\DC\FE", align 8
@G_TARGET = protected addrspace(1) global [24 x i8] c"\0A\00\00\00\14\00\00\00\1E\00\00\00(\00\00\002\00\00\00<\00\00\00", align 4
@G_PTR = protected addrspace(1) global <{ i64 }> <{ i64 ptrtoint (ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @G_TARGET to ptr), i64 8) to i64) }>, align 8
@G_FPTR = protected addrspace(1) global <{ i64 }> <{ i64 ptrtoint (ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @G_F32 to ptr), i64 12) to i64) }>, align 8
@G_SCALAR = protected addrspace(1) global [8 x i8] c"\00\DF\0D\EE\FF\C0\AD\0B", align 8
@G_PI = protected addrspace(1) global [4 x i8] c"\DB\0FI@", align 4
@G_RECORDS = protected addrspace(1) global <{ [16 x i8], i64, [16 x i8], i64 }> <{ [16 x i8] c"\07\00\00\00UU\AA\AA\00\00\00\00\00\00\04@", i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_TARGET to ptr) to i64), [16 x i8] c"\09\00\00\00\AA\AAUU\00\00\00\00\00\00\C0\BF", i64 ptrtoint (ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(1) @G_TARGET to ptr), i64 20) to i64) }>, align 8
@G_ZEROED = protected addrspace(1) global [32 x i8] zeroinitializer, align 4
@dyn = external addrspace(3) global [0 x i8], align 16
@dyn2 = external addrspace(3) global [0 x i8], align 16
@volatile_access._ZZ15volatile_accessE1s = internal addrspace(3) global [256 x i8] undef, align 4
@shared_static_dynamic._ZZ21shared_static_dynamicE3s32 = internal addrspace(3) global [256 x i8] undef, align 4
@shared_static_dynamic._ZZ21shared_static_dynamicE3s16 = internal addrspace(3) global [128 x i8] undef, align 2
@shared_static_dynamic._ZZ21shared_static_dynamicE2s8 = internal addrspace(3) global [64 x i8] undef, align 1
@shared_static_dynamic._ZZ21shared_static_dynamicE3s64 = internal addrspace(3) global [512 x i8] undef, align 8
@shared_vectors._ZZ14shared_vectorsE2sf = internal addrspace(3) global [1024 x i8] undef, align 16
@generic_pointers._ZZ16generic_pointersE1s = internal addrspace(3) global [512 x i8] undef, align 4
@space_predicates._ZZ16space_predicatesE1s = internal addrspace(3) global [256 x i8] undef, align 4
@cvta_round_trips._ZZ16cvta_round_tripsE1s = internal addrspace(3) global [256 x i8] undef, align 4

define internal i32 @_Z9mixed_sum5Mixed5Smallj([40 x i8] %0, [8 x i8] %1, i32 %2) #0 {
allocas:
  %__local_depot0 = alloca [40 x i8], align 8, addrspace(5)
  %.fca.0.extract18 = extractvalue [40 x i8] %0, 0
  %.fca.2.extract20 = extractvalue [40 x i8] %0, 2
  %.fca.3.extract21 = extractvalue [40 x i8] %0, 3
  %.fca.4.extract22 = extractvalue [40 x i8] %0, 4
  %.fca.5.extract23 = extractvalue [40 x i8] %0, 5
  %.fca.6.extract24 = extractvalue [40 x i8] %0, 6
  %.fca.7.extract25 = extractvalue [40 x i8] %0, 7
  %.fca.8.extract = extractvalue [40 x i8] %0, 8
  %.fca.9.extract = extractvalue [40 x i8] %0, 9
  %.fca.10.extract = extractvalue [40 x i8] %0, 10
  %.fca.11.extract = extractvalue [40 x i8] %0, 11
  %.fca.12.extract = extractvalue [40 x i8] %0, 12
  %.fca.13.extract = extractvalue [40 x i8] %0, 13
  %.fca.14.extract = extractvalue [40 x i8] %0, 14
  %.fca.15.extract = extractvalue [40 x i8] %0, 15
  %.fca.16.extract = extractvalue [40 x i8] %0, 16
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.16.vec.insert = insertelement <8 x i8> poison, i8 %.fca.16.extract, i64 0
  %.fca.17.extract = extractvalue [40 x i8] %0, 17
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.17.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.16.vec.insert, i8 %.fca.17.extract, i64 1
  %.fca.18.extract = extractvalue [40 x i8] %0, 18
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.18.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.17.vec.insert, i8 %.fca.18.extract, i64 2
  %.fca.19.extract = extractvalue [40 x i8] %0, 19
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.19.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.18.vec.insert, i8 %.fca.19.extract, i64 3
  %.fca.20.extract = extractvalue [40 x i8] %0, 20
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.20.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.19.vec.insert, i8 %.fca.20.extract, i64 4
  %.fca.21.extract = extractvalue [40 x i8] %0, 21
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.21.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.20.vec.insert, i8 %.fca.21.extract, i64 5
  %.fca.22.extract = extractvalue [40 x i8] %0, 22
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.22.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.21.vec.insert, i8 %.fca.22.extract, i64 6
  %.fca.23.extract = extractvalue [40 x i8] %0, 23
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.23.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.22.vec.insert, i8 %.fca.23.extract, i64 7
  %.fca.24.extract = extractvalue [40 x i8] %0, 24
  %.fca.25.extract = extractvalue [40 x i8] %0, 25
  %.fca.26.extract = extractvalue [40 x i8] %0, 26
  %.fca.27.extract = extractvalue [40 x i8] %0, 27
  %.fca.32.extract = extractvalue [40 x i8] %0, 32
  %.fca.33.extract = extractvalue [40 x i8] %0, 33
  %.fca.34.extract = extractvalue [40 x i8] %0, 34
  %.fca.35.extract = extractvalue [40 x i8] %0, 35
  %.fca.36.extract = extractvalue [40 x i8] %0, 36
  %.fca.37.extract = extractvalue [40 x i8] %0, 37
  %.fca.38.extract = extractvalue [40 x i8] %0, 38
  %.fca.39.extract = extractvalue [40 x i8] %0, 39
  %.fca.0.extract = extractvalue [8 x i8] %1, 0
  %.fca.1.extract = extractvalue [8 x i8] %1, 1
  %.fca.2.extract = extractvalue [8 x i8] %1, 2
  %.fca.3.extract = extractvalue [8 x i8] %1, 3
  %.fca.4.extract = extractvalue [8 x i8] %1, 4
  %.fca.5.extract = extractvalue [8 x i8] %1, 5
  %.fca.6.extract = extractvalue [8 x i8] %1, 6
  %.fca.7.extract = extractvalue [8 x i8] %1, 7
  %3 = ptrtoint ptr addrspace(5) %__local_depot0 to i32
  %4 = zext i32 %3 to i64
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.9.4.insert.ext = zext i8 %.fca.7.extract to i32
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.9.4.insert.shift = shl nuw i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.9.4.insert.ext, 24
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.8.4.insert.ext = zext i8 %.fca.6.extract to i32
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.8.4.insert.shift = shl nuw nsw i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.8.4.insert.ext, 16
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.8.4.insert.insert = or disjoint i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.9.4.insert.shift, %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.8.4.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.7.4.insert.ext = zext i8 %.fca.5.extract to i32
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.7.4.insert.shift = shl nuw nsw i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.7.4.insert.ext, 8
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.7.4.insert.insert = or disjoint i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.8.4.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.7.4.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.5.4.insert.ext = zext i8 %.fca.4.extract to i32
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.5.4.insert.insert = or disjoint i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.7.4.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.5.4.insert.ext
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.4.0.insert.ext = zext i8 %.fca.3.extract to i32
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.4.0.insert.shift = shl nuw i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.4.0.insert.ext, 24
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.3.0.insert.ext = zext i8 %.fca.2.extract to i32
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.3.0.insert.shift = shl nuw nsw i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.3.0.insert.ext, 16
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.3.0.insert.insert = or disjoint i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.4.0.insert.shift, %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.3.0.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.2.0.insert.ext = zext i8 %.fca.1.extract to i32
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.2.0.insert.shift = shl nuw nsw i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.2.0.insert.ext, 8
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.2.0.insert.insert = or disjoint i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.3.0.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.2.0.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.0.0.insert.ext = zext i8 %.fca.0.extract to i32
  %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.0.0.insert.insert = or disjoint i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.2.0.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.0.0.insert.ext
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.46.32.insert.ext = zext i8 %.fca.39.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.46.32.insert.shift = shl nuw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.46.32.insert.ext, 56
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.45.32.insert.ext = zext i8 %.fca.38.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.45.32.insert.shift = shl nuw nsw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.45.32.insert.ext, 48
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.45.32.insert.insert = or disjoint i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.46.32.insert.shift, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.45.32.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.44.32.insert.ext = zext i8 %.fca.37.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.44.32.insert.shift = shl nuw nsw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.44.32.insert.ext, 40
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.44.32.insert.insert = or disjoint i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.45.32.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.44.32.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.43.32.insert.ext = zext i8 %.fca.36.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.43.32.insert.shift = shl nuw nsw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.43.32.insert.ext, 32
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.43.32.insert.insert = or disjoint i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.44.32.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.43.32.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.42.32.insert.ext = zext i8 %.fca.35.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.42.32.insert.shift = shl nuw nsw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.42.32.insert.ext, 24
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.42.32.insert.insert = or disjoint i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.43.32.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.42.32.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.41.32.insert.ext = zext i8 %.fca.34.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.41.32.insert.shift = shl nuw nsw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.41.32.insert.ext, 16
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.40.32.insert.ext = zext i8 %.fca.33.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.40.32.insert.shift = shl nuw nsw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.40.32.insert.ext, 8
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.40.32.insert.mask = or disjoint i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.42.32.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.41.32.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.38.32.insert.ext = zext i8 %.fca.32.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.38.32.insert.mask = or i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.40.32.insert.mask, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.40.32.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.38.32.insert.insert = or i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.38.32.insert.mask, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.38.32.insert.ext
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.33.24.insert.ext = zext i8 %.fca.27.extract to i32
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.33.24.insert.shift = shl nuw i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.33.24.insert.ext, 24
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.32.24.insert.ext = zext i8 %.fca.26.extract to i32
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.32.24.insert.shift = shl nuw nsw i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.32.24.insert.ext, 16
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.32.24.insert.insert = or disjoint i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.33.24.insert.shift, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.32.24.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.31.24.insert.ext = zext i8 %.fca.25.extract to i32
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.31.24.insert.shift = shl nuw nsw i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.31.24.insert.ext, 8
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.31.24.insert.insert = or disjoint i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.32.24.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.31.24.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.29.24.insert.ext = zext i8 %.fca.24.extract to i32
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.29.24.insert.insert = or disjoint i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.31.24.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.29.24.insert.ext
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.19.8.insert.ext = zext i8 %.fca.15.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.19.8.insert.shift = shl nuw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.19.8.insert.ext, 56
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.18.8.insert.ext = zext i8 %.fca.14.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.18.8.insert.shift = shl nuw nsw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.18.8.insert.ext, 48
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.18.8.insert.insert = or disjoint i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.19.8.insert.shift, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.18.8.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.17.8.insert.ext = zext i8 %.fca.13.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.17.8.insert.shift = shl nuw nsw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.17.8.insert.ext, 40
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.17.8.insert.insert = or disjoint i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.18.8.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.17.8.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.16.8.insert.ext = zext i8 %.fca.12.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.16.8.insert.shift = shl nuw nsw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.16.8.insert.ext, 32
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.16.8.insert.insert = or disjoint i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.17.8.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.16.8.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.15.8.insert.ext = zext i8 %.fca.11.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.15.8.insert.shift = shl nuw nsw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.15.8.insert.ext, 24
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.15.8.insert.insert = or disjoint i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.16.8.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.15.8.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.14.8.insert.ext = zext i8 %.fca.10.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.14.8.insert.shift = shl nuw nsw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.14.8.insert.ext, 16
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.13.8.insert.ext = zext i8 %.fca.9.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.13.8.insert.shift = shl nuw nsw i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.13.8.insert.ext, 8
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.13.8.insert.mask = or disjoint i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.15.8.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.14.8.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.11.8.insert.ext = zext i8 %.fca.8.extract to i64
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.11.8.insert.mask = or i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.13.8.insert.mask, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.13.8.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.11.8.insert.insert = or i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.11.8.insert.mask, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.11.8.insert.ext
  %5 = bitcast i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.11.8.insert.insert to double
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.10.4.insert.ext = zext i8 %.fca.7.extract25 to i32
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.10.4.insert.shift = shl nuw i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.10.4.insert.ext, 24
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.9.4.insert.ext = zext i8 %.fca.6.extract24 to i32
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.9.4.insert.shift = shl nuw nsw i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.9.4.insert.ext, 16
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.9.4.insert.insert = or disjoint i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.10.4.insert.shift, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.9.4.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.8.4.insert.ext = zext i8 %.fca.5.extract23 to i32
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.8.4.insert.shift = shl nuw nsw i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.8.4.insert.ext, 8
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.8.4.insert.insert = or disjoint i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.9.4.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.8.4.insert.shift
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.6.4.insert.ext = zext i8 %.fca.4.extract22 to i32
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.6.4.insert.insert = or disjoint i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.8.4.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.6.4.insert.ext
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.5.2.insert.ext = zext i8 %.fca.3.extract21 to i16
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.5.2.insert.shift = shl nuw i16 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.5.2.insert.ext, 8
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.3.2.insert.ext = zext i8 %.fca.2.extract20 to i16
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.3.2.insert.insert = or disjoint i16 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.5.2.insert.shift, %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.3.2.insert.ext
  store i8 %.fca.0.extract18, ptr addrspace(5) %__local_depot0, align 1
  %6 = or disjoint i32 %3, 2
  %7 = inttoptr i32 %6 to ptr addrspace(5)
  store i16 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.3.2.insert.insert, ptr addrspace(5) %7, align 2
  %8 = or disjoint i32 %3, 4
  %9 = inttoptr i32 %8 to ptr addrspace(5)
  store i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.6.4.insert.insert, ptr addrspace(5) %9, align 4
  %10 = add i32 %3, 8
  %11 = inttoptr i32 %10 to ptr addrspace(5)
  store i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.11.8.insert.insert, ptr addrspace(5) %11, align 8
  %12 = add nuw nsw i64 %4, 16
  %13 = trunc i64 %12 to i32
  %14 = inttoptr i32 %13 to ptr addrspace(5)
  store <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.23.vec.insert, ptr addrspace(5) %14, align 8
  %15 = add i32 %3, 24
  %16 = inttoptr i32 %15 to ptr addrspace(5)
  store i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.29.24.insert.insert, ptr addrspace(5) %16, align 4
  %17 = add i32 %3, 32
  %18 = inttoptr i32 %17 to ptr addrspace(5)
  store i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.38.32.insert.insert, ptr addrspace(5) %18, align 8
  %19 = zext i8 %.fca.0.extract18 to i32
  %20 = sext i16 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.3.2.insert.insert to i32
  %21 = call double @llvm.trunc.f64(double %5)
  %22 = call i32 @llvm.fptosi.sat.i32.f64(double %21)
  %23 = fcmp uno double %5, 0.000000e+00
  %24 = select i1 %23, i32 -2147483648, i32 %22
  %25 = zext i32 %2 to i64
  %26 = mul nuw i64 %25, 2863311531
  %27 = lshr i64 %26, 33
  %28 = trunc nuw nsw i64 %27 to i32
  %.neg = mul i32 %28, 1073741821
  %29 = add i32 %.neg, %2
  %30 = zext i32 %29 to i64
  %31 = shl nuw nsw i64 %30, 2
  %32 = add nuw nsw i64 %12, %31
  %33 = trunc i64 %32 to i32
  %34 = inttoptr i32 %33 to ptr addrspace(5)
  %35 = load i32, ptr addrspace(5) %34, align 4
  %36 = bitcast i32 %35 to float
  %37 = fcmp uno float %36, 0.000000e+00
  %38 = select i1 %37, i32 2147483647, i32 %35
  %39 = lshr i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.38.32.insert.insert, 7
  %40 = trunc i64 %39 to i32
  %41 = mul i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.0.0.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.5.4.insert.insert
  %42 = add i32 %41, %19
  %43 = mul nsw i32 %20, 3
  %44 = add i32 %43, %42
  %45 = mul i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.6.4.insert.insert, %2
  %46 = add i32 %45, %44
  %47 = add i32 %46, %24
  %48 = add i32 %47, %38
  %49 = add i32 %48, %40
  ret i32 %49
}

define internal [40 x i8] @_Z10mixed_makej(i32 %0) #0 {
allocas:
  %1 = trunc i32 %0 to i16
  %2 = uitofp i32 %0 to double
  %3 = zext i32 %0 to i64
  %4 = sub i16 -1000, %1
  %5 = uitofp i32 %0 to float
  %6 = fmul float %5, 2.500000e-01
  %7 = fmul double %2, -5.000000e-01
  %8 = mul i32 %0, -1640531527
  %9 = trunc i32 %0 to i8
  %10 = add i8 %9, -56
  %func_retval0.sroa.5.2.extract.trunc = trunc i16 %4 to i8
  %func_retval0.sroa.8.2.extract.shift = lshr i16 %4, 8
  %func_retval0.sroa.8.2.extract.trunc = trunc nuw i16 %func_retval0.sroa.8.2.extract.shift to i8
  %func_retval0.sroa.10.4.extract.trunc = trunc i32 %8 to i8
  %func_retval0.sroa.13.4.extract.shift = lshr i32 %8, 8
  %func_retval0.sroa.13.4.extract.trunc = trunc i32 %func_retval0.sroa.13.4.extract.shift to i8
  %func_retval0.sroa.15.4.extract.shift = lshr i32 %8, 16
  %func_retval0.sroa.15.4.extract.trunc = trunc i32 %func_retval0.sroa.15.4.extract.shift to i8
  %func_retval0.sroa.17.4.extract.shift = lshr i32 %8, 24
  %func_retval0.sroa.17.4.extract.trunc = trunc nuw i32 %func_retval0.sroa.17.4.extract.shift to i8
  %11 = bitcast double %7 to i64
  %func_retval0.sroa.19.8.extract.trunc = trunc i64 %11 to i8
  %func_retval0.sroa.22.8.extract.shift = lshr i64 %11, 8
  %func_retval0.sroa.22.8.extract.trunc = trunc i64 %func_retval0.sroa.22.8.extract.shift to i8
  %func_retval0.sroa.24.8.extract.shift = lshr i64 %11, 16
  %func_retval0.sroa.24.8.extract.trunc = trunc i64 %func_retval0.sroa.24.8.extract.shift to i8
  %func_retval0.sroa.26.8.extract.shift = lshr i64 %11, 24
  %func_retval0.sroa.26.8.extract.trunc = trunc i64 %func_retval0.sroa.26.8.extract.shift to i8
  %func_retval0.sroa.28.8.extract.shift = lshr i64 %11, 32
  %func_retval0.sroa.28.8.extract.trunc = trunc i64 %func_retval0.sroa.28.8.extract.shift to i8
  %func_retval0.sroa.30.8.extract.shift = lshr i64 %11, 40
  %func_retval0.sroa.30.8.extract.trunc = trunc i64 %func_retval0.sroa.30.8.extract.shift to i8
  %func_retval0.sroa.32.8.extract.shift = lshr i64 %11, 48
  %func_retval0.sroa.32.8.extract.trunc = trunc i64 %func_retval0.sroa.32.8.extract.shift to i8
  %func_retval0.sroa.34.8.extract.shift = lshr i64 %11, 56
  %func_retval0.sroa.34.8.extract.trunc = trunc nuw i64 %func_retval0.sroa.34.8.extract.shift to i8
  %12 = insertelement <2 x float> poison, float %5, i64 0
  %13 = bitcast <2 x float> %12 to <2 x i32>
  %14 = insertelement <2 x i32> %13, i32 -1073741824, i64 1
  %15 = bitcast <2 x i32> %14 to <8 x i8>
  %16 = bitcast float %6 to i32
  %func_retval0.sroa.53.24.extract.trunc = trunc i32 %16 to i8
  %func_retval0.sroa.56.24.extract.shift = lshr i32 %16, 8
  %func_retval0.sroa.56.24.extract.trunc = trunc i32 %func_retval0.sroa.56.24.extract.shift to i8
  %func_retval0.sroa.58.24.extract.shift = lshr i32 %16, 16
  %func_retval0.sroa.58.24.extract.trunc = trunc i32 %func_retval0.sroa.58.24.extract.shift to i8
  %func_retval0.sroa.60.24.extract.shift = lshr i32 %16, 24
  %func_retval0.sroa.60.24.extract.trunc = trunc nuw nsw i32 %func_retval0.sroa.60.24.extract.shift to i8
  %func_retval0.sroa.73.32.extract.shift = lshr i64 %3, 8
  %func_retval0.sroa.73.32.extract.trunc = trunc i64 %func_retval0.sroa.73.32.extract.shift to i8
  %func_retval0.sroa.75.32.extract.shift = lshr i64 %3, 16
  %func_retval0.sroa.75.32.extract.trunc = trunc i64 %func_retval0.sroa.75.32.extract.shift to i8
  %func_retval0.sroa.77.32.extract.shift = lshr i64 %3, 24
  %func_retval0.sroa.77.32.extract.trunc = trunc nuw i64 %func_retval0.sroa.77.32.extract.shift to i8
  %.fca.0.insert = insertvalue [40 x i8] poison, i8 %10, 0
  %.fca.1.insert = insertvalue [40 x i8] %.fca.0.insert, i8 undef, 1
  %.fca.2.insert = insertvalue [40 x i8] %.fca.1.insert, i8 %func_retval0.sroa.5.2.extract.trunc, 2
  %.fca.3.insert = insertvalue [40 x i8] %.fca.2.insert, i8 %func_retval0.sroa.8.2.extract.trunc, 3
  %.fca.4.insert = insertvalue [40 x i8] %.fca.3.insert, i8 %func_retval0.sroa.10.4.extract.trunc, 4
  %.fca.5.insert = insertvalue [40 x i8] %.fca.4.insert, i8 %func_retval0.sroa.13.4.extract.trunc, 5
  %.fca.6.insert = insertvalue [40 x i8] %.fca.5.insert, i8 %func_retval0.sroa.15.4.extract.trunc, 6
  %.fca.7.insert = insertvalue [40 x i8] %.fca.6.insert, i8 %func_retval0.sroa.17.4.extract.trunc, 7
  %.fca.8.insert = insertvalue [40 x i8] %.fca.7.insert, i8 %func_retval0.sroa.19.8.extract.trunc, 8
  %.fca.9.insert = insertvalue [40 x i8] %.fca.8.insert, i8 %func_retval0.sroa.22.8.extract.trunc, 9
  %.fca.10.insert = insertvalue [40 x i8] %.fca.9.insert, i8 %func_retval0.sroa.24.8.extract.trunc, 10
  %.fca.11.insert = insertvalue [40 x i8] %.fca.10.insert, i8 %func_retval0.sroa.26.8.extract.trunc, 11
  %.fca.12.insert = insertvalue [40 x i8] %.fca.11.insert, i8 %func_retval0.sroa.28.8.extract.trunc, 12
  %.fca.13.insert = insertvalue [40 x i8] %.fca.12.insert, i8 %func_retval0.sroa.30.8.extract.trunc, 13
  %.fca.14.insert = insertvalue [40 x i8] %.fca.13.insert, i8 %func_retval0.sroa.32.8.extract.trunc, 14
  %.fca.15.insert = insertvalue [40 x i8] %.fca.14.insert, i8 %func_retval0.sroa.34.8.extract.trunc, 15
  %func_retval0.sroa.36.16.vec.extract = extractelement <8 x i8> %15, i64 0
  %.fca.16.insert = insertvalue [40 x i8] %.fca.15.insert, i8 %func_retval0.sroa.36.16.vec.extract, 16
  %func_retval0.sroa.36.17.vec.extract = extractelement <8 x i8> %15, i64 1
  %.fca.17.insert = insertvalue [40 x i8] %.fca.16.insert, i8 %func_retval0.sroa.36.17.vec.extract, 17
  %func_retval0.sroa.36.18.vec.extract = extractelement <8 x i8> %15, i64 2
  %.fca.18.insert = insertvalue [40 x i8] %.fca.17.insert, i8 %func_retval0.sroa.36.18.vec.extract, 18
  %func_retval0.sroa.36.19.vec.extract = extractelement <8 x i8> %15, i64 3
  %.fca.19.insert = insertvalue [40 x i8] %.fca.18.insert, i8 %func_retval0.sroa.36.19.vec.extract, 19
  %.fca.20.insert = insertvalue [40 x i8] %.fca.19.insert, i8 0, 20
  %func_retval0.sroa.36.21.vec.extract = extractelement <8 x i8> %15, i64 5
  %.fca.21.insert = insertvalue [40 x i8] %.fca.20.insert, i8 %func_retval0.sroa.36.21.vec.extract, 21
  %func_retval0.sroa.36.22.vec.extract = extractelement <8 x i8> %15, i64 6
  %.fca.22.insert = insertvalue [40 x i8] %.fca.21.insert, i8 %func_retval0.sroa.36.22.vec.extract, 22
  %func_retval0.sroa.36.23.vec.extract = extractelement <8 x i8> %15, i64 7
  %.fca.23.insert = insertvalue [40 x i8] %.fca.22.insert, i8 %func_retval0.sroa.36.23.vec.extract, 23
  %.fca.24.insert = insertvalue [40 x i8] %.fca.23.insert, i8 %func_retval0.sroa.53.24.extract.trunc, 24
  %.fca.25.insert = insertvalue [40 x i8] %.fca.24.insert, i8 %func_retval0.sroa.56.24.extract.trunc, 25
  %.fca.26.insert = insertvalue [40 x i8] %.fca.25.insert, i8 %func_retval0.sroa.58.24.extract.trunc, 26
  %.fca.27.insert = insertvalue [40 x i8] %.fca.26.insert, i8 %func_retval0.sroa.60.24.extract.trunc, 27
  %.fca.28.insert = insertvalue [40 x i8] %.fca.27.insert, i8 undef, 28
  %.fca.29.insert = insertvalue [40 x i8] %.fca.28.insert, i8 undef, 29
  %.fca.30.insert = insertvalue [40 x i8] %.fca.29.insert, i8 undef, 30
  %.fca.31.insert = insertvalue [40 x i8] %.fca.30.insert, i8 undef, 31
  %.fca.32.insert = insertvalue [40 x i8] %.fca.31.insert, i8 %9, 32
  %.fca.33.insert = insertvalue [40 x i8] %.fca.32.insert, i8 %func_retval0.sroa.73.32.extract.trunc, 33
  %.fca.34.insert = insertvalue [40 x i8] %.fca.33.insert, i8 %func_retval0.sroa.75.32.extract.trunc, 34
  %.fca.35.insert = insertvalue [40 x i8] %.fca.34.insert, i8 %func_retval0.sroa.77.32.extract.trunc, 35
  %.fca.36.insert = insertvalue [40 x i8] %.fca.35.insert, i8 0, 36
  %.fca.37.insert = insertvalue [40 x i8] %.fca.36.insert, i8 0, 37
  %.fca.38.insert = insertvalue [40 x i8] %.fca.37.insert, i8 -1, 38
  %.fca.39.insert = insertvalue [40 x i8] %.fca.38.insert, i8 -1, 39
  ret [40 x i8] %.fca.39.insert
}

define internal i32 @_Z14generic_updatePjj(i64 %0, i32 %1) #0 {
allocas:
  %2 = inttoptr i64 %0 to ptr
  %3 = load i32, ptr %2, align 4
  store i32 %1, ptr %2, align 4
  %4 = add i64 %0, 4
  %5 = inttoptr i64 %4 to ptr
  %6 = load i32, ptr %5, align 4
  %7 = add i32 %6, %3
  store i32 %7, ptr %5, align 4
  %8 = mul i32 %1, 3
  %9 = add i32 %8, %7
  ret i32 %9
}

define internal i32 @_Z12generic_readPKjj(i64 %0, i32 %1) #0 {
allocas:
  %2 = zext i32 %1 to i64
  %3 = shl nuw nsw i64 %2, 2
  %4 = add i64 %3, %0
  %5 = inttoptr i64 %4 to ptr
  %6 = load i32, ptr %5, align 4
  %7 = add i32 %1, 1
  %8 = zext i32 %7 to i64
  %9 = shl nuw nsw i64 %8, 2
  %10 = add i64 %9, %0
  %11 = inttoptr i64 %10 to ptr
  %12 = load i32, ptr %11, align 4
  %13 = shl i32 %12, 1
  %14 = xor i32 %13, %6
  ret i32 %14
}

define internal i32 @_Z10space_bitsPKv(i64 %0) #0 {
allocas:
  %1 = inttoptr i64 %0 to ptr
  %2 = call i1 @llvm.amdgcn.is.shared(ptr %1)
  %3 = call i1 @llvm.amdgcn.is.private(ptr %1)
  %4 = or i1 %2, %3
  %5 = sub i64 %0, ptrtoint (ptr addrspacecast (ptr addrspace(4) @C_U32 to ptr) to i64)
  %6 = icmp ult i64 %5, 64
  %7 = sub i64 %0, ptrtoint (ptr addrspacecast (ptr addrspace(4) @C_F32 to ptr) to i64)
  %8 = icmp ult i64 %7, 32
  %9 = or i1 %6, %8
  %10 = sub i64 %0, ptrtoint (ptr addrspacecast (ptr addrspace(4) @C_F64 to ptr) to i64)
  %11 = icmp ult i64 %10, 32
  %12 = or i1 %9, %11
  %13 = sub i64 %0, ptrtoint (ptr addrspacecast (ptr addrspace(4) @C_S8 to ptr) to i64)
  %14 = icmp ult i64 %13, 8
  %15 = or i1 %12, %14
  %16 = sub i64 %0, ptrtoint (ptr addrspacecast (ptr addrspace(4) @C_S16 to ptr) to i64)
  %17 = icmp ult i64 %16, 8
  %18 = or i1 %15, %17
  %19 = sub i64 %0, ptrtoint (ptr addrspacecast (ptr addrspace(4) @C_U64 to ptr) to i64)
  %20 = icmp ult i64 %19, 16
  %21 = or i1 %18, %20
  %22 = or i1 %4, %21
  %23 = xor i1 %22, true
  %24 = zext i1 %23 to i32
  %25 = select i1 %2, i32 2, i32 0
  %26 = or disjoint i32 %25, %24
  %27 = select i1 %3, i32 4, i32 0
  %28 = or disjoint i32 %26, %27
  %29 = select i1 %21, i32 8, i32 0
  %30 = or disjoint i32 %28, %29
  ret i32 %30
}

define amdgpu_kernel void @global_load_narrow(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %17 = and i32 %10, 7
  %18 = zext nneg i32 %17 to i64
  %19 = add i64 %18, ptrtoint (ptr addrspace(1) @G_U8 to i64)
  %20 = inttoptr i64 %19 to ptr addrspace(1)
  %21 = load i8, ptr addrspace(1) %20, align 1
  %22 = zext i8 %21 to i32
  %23 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %22, ptr addrspace(1) %23, align 4
  %24 = add i64 %18, ptrtoint (ptr addrspace(1) @G_S8 to i64)
  %25 = inttoptr i64 %24 to ptr addrspace(1)
  %26 = load i8, ptr addrspace(1) %25, align 1
  %27 = sext i8 %26 to i32
  %28 = add i64 %16, 4
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  store i32 %27, ptr addrspace(1) %29, align 4
  %30 = shl i32 %10, 1
  %31 = and i32 %30, 14
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %32, ptrtoint (ptr addrspace(1) @G_U16 to i64)
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = load i16, ptr addrspace(1) %34, align 2
  %36 = zext i16 %35 to i32
  %37 = add i64 %16, 8
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  store i32 %36, ptr addrspace(1) %38, align 4
  %39 = add i64 %32, ptrtoint (ptr addrspace(1) @G_S16 to i64)
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  %41 = load i16, ptr addrspace(1) %40, align 2
  %42 = sext i16 %41 to i32
  %43 = add i64 %16, 12
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %44, align 4
  %45 = add i32 %10, 3
  %46 = and i32 %45, 7
  %47 = zext nneg i32 %46 to i64
  %48 = add i64 %47, ptrtoint (ptr addrspace(1) @G_S8 to i64)
  %49 = inttoptr i64 %48 to ptr addrspace(1)
  %50 = load i8, ptr addrspace(1) %49, align 1
  %51 = add i32 %30, 10
  %52 = and i32 %51, 14
  %53 = zext nneg i32 %52 to i64
  %54 = add i64 %53, ptrtoint (ptr addrspace(1) @G_S16 to i64)
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  %56 = load i16, ptr addrspace(1) %55, align 2
  %57 = ashr i8 %50, 7
  %58 = sext i8 %57 to i32
  %59 = add i64 %16, 16
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = sext i8 %50 to i32
  %62 = add i64 %16, 20
  %63 = inttoptr i64 %62 to ptr addrspace(1)
  store i32 %61, ptr addrspace(1) %63, align 4
  %64 = ashr i16 %56, 15
  %65 = sext i16 %64 to i32
  %66 = add i64 %16, 24
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  store i32 %65, ptr addrspace(1) %67, align 4
  %68 = sext i16 %56 to i32
  %69 = add i32 %10, 1
  %70 = and i32 %69, 7
  %71 = zext nneg i32 %70 to i64
  %72 = add i64 %71, ptrtoint (ptr addrspace(1) @G_U8 to i64)
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  %74 = load i8, ptr addrspace(1) %73, align 1
  %75 = zext i8 %74 to i32
  %76 = shl nuw nsw i32 %75, 8
  %77 = xor i32 %76, %68
  %78 = add i64 %16, 28
  %79 = inttoptr i64 %78 to ptr addrspace(1)
  store i32 %77, ptr addrspace(1) %79, align 4
  ret void
}

define amdgpu_kernel void @global_load_wide(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %17 = add i32 %10, %5
  %18 = shl i32 %17, 2
  %19 = and i32 %18, 28
  %20 = zext nneg i32 %19 to i64
  %21 = add i64 %20, ptrtoint (ptr addrspace(1) @G_U32 to i64)
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %23, ptr addrspace(1) %24, align 4
  %25 = add i64 %20, ptrtoint (ptr addrspace(1) @G_S32 to i64)
  %26 = inttoptr i64 %25 to ptr addrspace(1)
  %27 = load i32, ptr addrspace(1) %26, align 4
  %28 = ashr i32 %27, 3
  %29 = add i64 %16, 4
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  store i32 %28, ptr addrspace(1) %30, align 4
  %31 = shl i32 %17, 3
  %32 = and i32 %31, 56
  %33 = zext nneg i32 %32 to i64
  %34 = add i64 %33, ptrtoint (ptr addrspace(1) @G_U64 to i64)
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  %36 = load i64, ptr addrspace(1) %35, align 8
  %37 = add i64 %16, 8
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  %39 = trunc i64 %36 to i32
  store i32 %39, ptr addrspace(1) %38, align 4
  %40 = lshr i64 %36, 32
  %41 = add i64 %16, 12
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  %43 = trunc nuw i64 %40 to i32
  store i32 %43, ptr addrspace(1) %42, align 4
  %44 = add i64 %20, ptrtoint (ptr addrspace(1) @G_F32 to i64)
  %45 = inttoptr i64 %44 to ptr addrspace(1)
  %46 = load i32, ptr addrspace(1) %45, align 4
  %47 = bitcast i32 %46 to float
  %48 = fcmp uno float %47, 0.000000e+00
  %49 = select i1 %48, i32 2147483647, i32 %46
  %50 = add i64 %16, 16
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %51, align 4
  %52 = add i64 %33, ptrtoint (ptr addrspace(1) @G_F64 to i64)
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  %54 = load i64, ptr addrspace(1) %53, align 8
  %55 = bitcast i64 %54 to double
  %56 = fcmp uno double %55, 0.000000e+00
  %57 = trunc i64 %54 to i32
  %58 = select i1 %56, i32 -1, i32 %57
  %59 = add i64 %16, 20
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 %58, ptr addrspace(1) %60, align 4
  %61 = lshr i64 %54, 32
  %62 = trunc nuw i64 %61 to i32
  %63 = select i1 %56, i32 2147483647, i32 %62
  %64 = add i64 %16, 24
  %65 = inttoptr i64 %64 to ptr addrspace(1)
  store i32 %63, ptr addrspace(1) %65, align 4
  %66 = add i32 %18, 4
  %67 = and i32 %66, 28
  %68 = zext nneg i32 %67 to i64
  %69 = add i64 %68, ptrtoint (ptr addrspace(1) @G_S32 to i64)
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  %71 = load i32, ptr addrspace(1) %70, align 4
  %72 = ashr i32 %71, 31
  %73 = lshr i64 %36, 60
  %74 = trunc nuw nsw i64 %73 to i32
  %75 = add nsw i32 %72, %74
  %76 = add i64 %16, 28
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  store i32 %75, ptr addrspace(1) %77, align 4
  ret void
}

define amdgpu_kernel void @global_store_widths(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %17 = trunc i32 %12 to i16
  %18 = inttoptr i64 %16 to ptr addrspace(1)
  %19 = trunc i32 %12 to i8
  %20 = mul i8 %19, 7
  store i8 %20, ptr addrspace(1) %18, align 1
  %21 = add i64 %16, 2
  %22 = inttoptr i64 %21 to ptr addrspace(1)
  %23 = or i8 %19, -128
  store i8 %23, ptr addrspace(1) %22, align 1
  %24 = mul i16 %17, 1000
  %25 = or disjoint i16 %24, 3
  %26 = add i64 %16, 6
  %27 = inttoptr i64 %26 to ptr addrspace(1)
  store i16 %25, ptr addrspace(1) %27, align 2
  %28 = mul i32 %12, 16843009
  %29 = add i64 %16, 8
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  store i32 %28, ptr addrspace(1) %30, align 4
  %31 = uitofp i32 %12 to float
  %32 = fmul float %31, -7.500000e-01
  %33 = add i64 %16, 12
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  store float %32, ptr addrspace(1) %34, align 4
  %35 = add i32 %12, 1
  %36 = zext i32 %35 to i64
  %37 = mul i64 %36, 81985529216486895
  %38 = add i64 %16, 16
  %39 = inttoptr i64 %38 to ptr addrspace(1)
  store i64 %37, ptr addrspace(1) %39, align 8
  %40 = uitofp i32 %12 to double
  %41 = fdiv double %40, 3.000000e+00
  %42 = add i64 %16, 24
  %43 = inttoptr i64 %42 to ptr addrspace(1)
  store double %41, ptr addrspace(1) %43, align 8
  ret void
}

define amdgpu_kernel void @global_vectors(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %17 = and i32 %10, 3
  %18 = trunc i32 %10 to i16
  %19 = lshr i16 %18, 2
  %20 = and i16 %19, 3
  switch i16 %20, label %allocas.unreachabledefault [
    i16 0, label %"$L__BB8_5"
    i16 1, label %"$L__BB8_4"
    i16 2, label %75
    i16 3, label %"$L__BB8_6"
  ]

"$L__BB8_5":                                      ; preds = %allocas
  %21 = shl nuw nsw i32 %17, 4
  %22 = zext nneg i32 %21 to i64
  %23 = add i64 %22, ptrtoint (ptr addrspace(1) @G_F4 to i64)
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  %25 = load <4 x i32>, ptr addrspace(1) %24, align 16
  %26 = extractelement <4 x i32> %25, i64 1
  %27 = extractelement <4 x i32> %25, i64 2
  %bc39 = bitcast <4 x i32> %25 to <4 x float>
  %28 = extractelement <4 x float> %bc39, i64 0
  %29 = extractelement <4 x float> %bc39, i64 3
  %30 = inttoptr i64 %16 to ptr addrspace(1)
  store <4 x i32> %25, ptr addrspace(1) %30, align 16
  %31 = fadd float %28, 1.000000e+00
  %32 = fadd float %29, %29
  %33 = add i64 %16, 16
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  %35 = bitcast float %31 to i32
  %36 = insertelement <4 x float> poison, float %32, i64 0
  %37 = bitcast <4 x float> %36 to <4 x i32>
  %38 = insertelement <4 x i32> %37, i32 %27, i64 1
  %39 = insertelement <4 x i32> %38, i32 %26, i64 2
  %40 = insertelement <4 x i32> %39, i32 %35, i64 3
  store <4 x i32> %40, ptr addrspace(1) %34, align 16
  br label %"$L__BB8_7"

"$L__BB8_4":                                      ; preds = %allocas
  %41 = shl nuw nsw i32 %17, 4
  %42 = zext nneg i32 %41 to i64
  %43 = add i64 %42, ptrtoint (ptr addrspace(1) @G_I4 to i64)
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  %45 = load <4 x i32>, ptr addrspace(1) %44, align 16
  %46 = extractelement <4 x i32> %45, i64 0
  %47 = extractelement <4 x i32> %45, i64 1
  %48 = extractelement <4 x i32> %45, i64 2
  %49 = extractelement <4 x i32> %45, i64 3
  %50 = inttoptr i64 %16 to ptr addrspace(1)
  store <4 x i32> %45, ptr addrspace(1) %50, align 16
  %51 = xor i32 %48, %49
  %52 = sub i32 %47, %48
  %53 = add i32 %46, %47
  %54 = ashr i32 %49, 1
  %55 = add i64 %16, 16
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  %57 = insertelement <4 x i32> poison, i32 %53, i64 0
  %58 = insertelement <4 x i32> %57, i32 %52, i64 1
  %59 = insertelement <4 x i32> %58, i32 %51, i64 2
  %60 = insertelement <4 x i32> %59, i32 %54, i64 3
  store <4 x i32> %60, ptr addrspace(1) %56, align 16
  br label %"$L__BB8_7"

allocas.unreachabledefault:                       ; preds = %allocas
  unreachable

"$L__BB8_6":                                      ; preds = %allocas
  %61 = shl nuw nsw i32 %17, 4
  %62 = zext nneg i32 %61 to i64
  %63 = add i64 %62, ptrtoint (ptr addrspace(1) @G_D2 to i64)
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  %65 = load <2 x i64>, ptr addrspace(1) %64, align 16
  %bc = bitcast <2 x i64> %65 to <2 x double>
  %66 = extractelement <2 x double> %bc, i64 0
  %67 = extractelement <2 x double> %bc, i64 1
  %68 = inttoptr i64 %16 to ptr addrspace(1)
  store <2 x i64> %65, ptr addrspace(1) %68, align 16
  %69 = fadd double %66, %67
  %70 = fadd double %67, %67
  %71 = add i64 %16, 16
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  %73 = insertelement <2 x double> poison, double %70, i64 0
  %74 = insertelement <2 x double> %73, double %69, i64 1
  store <2 x double> %74, ptr addrspace(1) %72, align 16
  br label %"$L__BB8_7"

"$L__BB8_7":                                      ; preds = %"$L__BB8_6", %"$L__BB8_4", %"$L__BB8_5", %75
  ret void

75:                                               ; preds = %allocas
  %76 = shl nuw nsw i32 %17, 3
  %77 = zext nneg i32 %76 to i64
  %78 = add i64 %77, ptrtoint (ptr addrspace(1) @G_F2 to i64)
  %79 = add i64 %77, ptrtoint (ptr addrspace(1) @G_U2 to i64)
  %80 = inttoptr i64 %79 to ptr addrspace(1)
  %81 = load <2 x i32>, ptr addrspace(1) %80, align 8
  %82 = extractelement <2 x i32> %81, i64 0
  %83 = extractelement <2 x i32> %81, i64 1
  %84 = inttoptr i64 %78 to ptr addrspace(1)
  %85 = load <2 x i32>, ptr addrspace(1) %84, align 8
  %86 = inttoptr i64 %16 to ptr addrspace(1)
  %87 = shufflevector <2 x i32> %85, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %87, ptr addrspace(1) %86, align 8
  %88 = add i64 %16, 8
  %89 = inttoptr i64 %88 to ptr addrspace(1)
  store <2 x i32> %81, ptr addrspace(1) %89, align 8
  %90 = add i32 %82, -1
  %91 = add i32 %83, 1
  %92 = add i64 %16, 16
  %93 = inttoptr i64 %92 to ptr addrspace(1)
  %94 = insertelement <2 x i32> poison, i32 %91, i64 0
  %95 = insertelement <2 x i32> %94, i32 %90, i64 1
  store <2 x i32> %95, ptr addrspace(1) %93, align 8
  %96 = add i64 %16, 24
  %97 = inttoptr i64 %96 to ptr addrspace(1)
  store <2 x i32> %85, ptr addrspace(1) %97, align 8
  br label %"$L__BB8_7"
}

define amdgpu_kernel void @global_ldg(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %17 = and i32 %10, 7
  %18 = zext nneg i32 %17 to i64
  %19 = shl i32 %10, 2
  %20 = and i32 %19, 28
  %21 = zext nneg i32 %20 to i64
  %22 = add i64 %21, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_U32 to ptr) to i64)
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  %24 = load i32, ptr addrspace(1) %23, align 4, !invariant.load !1
  %25 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %24, ptr addrspace(1) %25, align 4
  %26 = add i32 %19, 8
  %27 = and i32 %26, 28
  %28 = zext nneg i32 %27 to i64
  %29 = add i64 %28, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_S32 to ptr) to i64)
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  %31 = load i32, ptr addrspace(1) %30, align 4, !invariant.load !1
  %32 = add i64 %16, 4
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %33, align 4
  %34 = add i64 %21, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_F32 to ptr) to i64)
  %35 = inttoptr i64 %34 to ptr addrspace(1)
  %36 = load i32, ptr addrspace(1) %35, align 4, !invariant.load !1
  %37 = bitcast i32 %36 to float
  %38 = fcmp uno float %37, 0.000000e+00
  %39 = select i1 %38, i32 2147483647, i32 %36
  %40 = add i64 %16, 8
  %41 = inttoptr i64 %40 to ptr addrspace(1)
  store i32 %39, ptr addrspace(1) %41, align 4
  %42 = add i32 %10, 1
  %43 = shl i32 %42, 3
  %44 = and i32 %43, 56
  %45 = zext nneg i32 %44 to i64
  %46 = add i64 %45, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_F64 to ptr) to i64)
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  %48 = load i64, ptr addrspace(1) %47, align 8, !invariant.load !1
  %49 = bitcast i64 %48 to double
  %50 = fcmp uno double %49, 0.000000e+00
  %51 = lshr i64 %48, 32
  %52 = trunc nuw i64 %51 to i32
  %53 = select i1 %50, i32 2147483647, i32 %52
  %54 = add i64 %16, 12
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = shl i32 %10, 4
  %57 = and i32 %56, 48
  %58 = zext nneg i32 %57 to i64
  %59 = add i64 %58, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_F4 to ptr) to i64)
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  %61 = load <4 x i32>, ptr addrspace(1) %60, align 16
  %bc = bitcast <4 x i32> %61 to <4 x float>
  %62 = extractelement <4 x float> %bc, i64 0
  %63 = extractelement <4 x float> %bc, i64 3
  %64 = fadd float %62, %63
  %65 = fcmp uno float %64, 0.000000e+00
  %66 = bitcast float %64 to i32
  %67 = select i1 %65, i32 2147483647, i32 %66
  %68 = add i64 %16, 16
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  store i32 %67, ptr addrspace(1) %69, align 4
  %70 = shl i32 %42, 4
  %71 = and i32 %70, 48
  %72 = zext nneg i32 %71 to i64
  %73 = add i64 %72, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_I4 to ptr) to i64)
  %74 = inttoptr i64 %73 to ptr addrspace(1)
  %75 = load <4 x i32>, ptr addrspace(1) %74, align 16
  %76 = extractelement <4 x i32> %75, i64 0
  %77 = extractelement <4 x i32> %75, i64 1
  %78 = extractelement <4 x i32> %75, i64 2
  %79 = extractelement <4 x i32> %75, i64 3
  %80 = xor i32 %76, %77
  %81 = xor i32 %80, %78
  %82 = xor i32 %81, %79
  %83 = add i64 %16, 20
  %84 = inttoptr i64 %83 to ptr addrspace(1)
  store i32 %82, ptr addrspace(1) %84, align 4
  %85 = shl i32 %10, 3
  %86 = and i32 %85, 56
  %87 = zext nneg i32 %86 to i64
  %88 = add i64 %87, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_U64 to ptr) to i64)
  %89 = inttoptr i64 %88 to ptr addrspace(1)
  %90 = load i64, ptr addrspace(1) %89, align 8, !invariant.load !1
  %91 = lshr i64 %90, 16
  %92 = add i64 %16, 24
  %93 = inttoptr i64 %92 to ptr addrspace(1)
  %94 = trunc i64 %91 to i32
  store i32 %94, ptr addrspace(1) %93, align 4
  %95 = shl i32 %10, 1
  %96 = and i32 %95, 14
  %97 = zext nneg i32 %96 to i64
  %98 = add i64 %97, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_S16 to ptr) to i64)
  %99 = inttoptr i64 %98 to ptr addrspace(1)
  %100 = load i16, ptr addrspace(1) %99, align 2, !invariant.load !1
  %101 = sext i16 %100 to i32
  %102 = add i64 %18, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_U8 to ptr) to i64)
  %103 = inttoptr i64 %102 to ptr addrspace(1)
  %104 = load i8, ptr addrspace(1) %103, align 1, !invariant.load !1
  %105 = zext i8 %104 to i32
  %106 = add nsw i32 %105, %101
  %107 = add i64 %16, 28
  %108 = inttoptr i64 %107 to ptr addrspace(1)
  store i32 %106, ptr addrspace(1) %108, align 4
  ret void
}

define amdgpu_kernel void @volatile_access(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %17 = mul i32 %10, 3
  %18 = add i32 %17, 1
  %19 = inttoptr i64 %16 to ptr addrspace(1)
  store volatile i32 %18, ptr addrspace(1) %19, align 4
  %20 = load volatile i32, ptr addrspace(1) %19, align 4
  %21 = mul i32 %20, 5
  %22 = add i64 %16, 4
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  store volatile i32 %21, ptr addrspace(1) %23, align 4
  %24 = xor i32 %10, 85
  %25 = shl i32 %10, 2
  %26 = add i32 %25, ptrtoint (ptr addrspace(3) @volatile_access._ZZ15volatile_accessE1s to i32)
  %27 = inttoptr i32 %26 to ptr addrspace(3)
  store volatile i32 %24, ptr addrspace(3) %27, align 4
  %28 = load volatile i32, ptr addrspace(3) %27, align 4
  %29 = add i32 %28, 1
  %30 = add i64 %16, 8
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store volatile i32 %29, ptr addrspace(1) %31, align 4
  %32 = add i64 %16, 13
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  %34 = trunc i32 %10 to i8
  store volatile i8 %34, ptr addrspace(1) %33, align 1
  %35 = load volatile i8, ptr addrspace(1) %33, align 1
  %36 = add i8 %35, 1
  %37 = add i64 %16, 15
  %38 = inttoptr i64 %37 to ptr addrspace(1)
  store volatile i8 %36, ptr addrspace(1) %38, align 1
  %39 = trunc i32 %10 to i16
  %40 = xor i16 %39, -32768
  %41 = add i64 %16, 16
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  store volatile i16 %40, ptr addrspace(1) %42, align 2
  %43 = load volatile i16, ptr addrspace(1) %42, align 2
  %44 = sext i16 %43 to i32
  %45 = add i64 %16, 20
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store volatile i32 %44, ptr addrspace(1) %46, align 4
  %47 = zext i32 %10 to i64
  %48 = add nuw nsw i64 %47, -81985529216486896
  %49 = add i64 %16, 24
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store volatile i64 %48, ptr addrspace(1) %50, align 8
  %51 = load volatile i64, ptr addrspace(1) %50, align 8
  %52 = lshr i64 %51, 8
  %53 = trunc i64 %52 to i32
  %54 = shl nuw nsw i64 %47, 2
  %55 = and i64 %54, 28
  %56 = add i64 %55, ptrtoint (ptr addrspace(1) @G_U32 to i64)
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  %58 = load volatile i32, ptr addrspace(1) %57, align 4
  %59 = add i32 %58, %53
  %60 = add i64 %16, 28
  %61 = inttoptr i64 %60 to ptr addrspace(1)
  store volatile i32 %59, ptr addrspace(1) %61, align 4
  ret void
}

define amdgpu_kernel void @ordered_access(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %16 = add i64 %1, %15
  %17 = add i32 %12, 100
  %18 = inttoptr i64 %16 to ptr
  store atomic i32 %17, ptr %18 syncscope("agent") monotonic, align 4
  %19 = load atomic i32, ptr %18 syncscope("agent") monotonic, align 4
  %20 = shl i32 %19, 1
  %21 = add i64 %15, %4
  %22 = add i64 %21, 4
  %23 = inttoptr i64 %22 to ptr addrspace(1)
  store i32 %20, ptr addrspace(1) %23, align 4
  %24 = add i64 %21, 8
  %25 = xor i32 %12, 43981
  %26 = inttoptr i64 %24 to ptr addrspace(1)
  store atomic i32 %25, ptr addrspace(1) %26 syncscope("agent") release, align 4
  %27 = load atomic i32, ptr addrspace(1) %26 syncscope("agent") acquire, align 4
  %28 = add i32 %27, 1
  %29 = add i64 %21, 12
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  store i32 %28, ptr addrspace(1) %30, align 4
  %31 = add i64 %21, 16
  %32 = zext i32 %12 to i64
  %33 = mul nuw nsw i64 %32, 613566757
  %34 = lshr i64 %33, 32
  %35 = trunc nuw nsw i64 %34 to i32
  %36 = sub i32 %12, %35
  %37 = lshr i32 %36, 1
  %38 = add nuw i32 %37, %35
  %39 = lshr i32 %38, 2
  %.neg = mul i32 %39, -7
  %40 = add i32 %.neg, %12
  %41 = zext i32 %40 to i64
  %42 = mul i64 %41, 1229782938533634594
  %43 = inttoptr i64 %31 to ptr addrspace(1)
  store atomic i64 %42, ptr addrspace(1) %43 release, align 8
  %44 = load atomic i64, ptr addrspace(1) %43 acquire, align 8
  %45 = lshr i64 %44, 4
  %46 = add i64 %21, 24
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  %48 = trunc i64 %45 to i32
  store i32 %48, ptr addrspace(1) %47, align 4
  %49 = shl i32 %12, 2
  %50 = and i32 %49, 28
  %51 = zext nneg i32 %50 to i64
  %52 = add i64 %51, ptrtoint (ptr addrspace(1) @G_U32 to i64)
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  %54 = load atomic i32, ptr addrspace(1) %53 syncscope("workgroup") monotonic, align 4
  %55 = add i64 %21, 28
  %56 = inttoptr i64 %55 to ptr addrspace(1)
  store i32 %54, ptr addrspace(1) %56, align 4
  ret void
}

define amdgpu_kernel void @cache_hints(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %1, %12
  %14 = shl i32 %7, 2
  %15 = and i32 %14, 28
  %16 = zext nneg i32 %15 to i64
  %17 = add i64 %16, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_U32 to ptr) to i64)
  %18 = inttoptr i64 %17 to ptr addrspace(1)
  %19 = load i32, ptr addrspace(1) %18, align 4
  %20 = add i32 %14, 4
  %21 = and i32 %20, 28
  %22 = zext nneg i32 %21 to i64
  %23 = add i64 %22, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_U32 to ptr) to i64)
  %24 = inttoptr i64 %23 to ptr addrspace(1)
  %25 = load i32, ptr addrspace(1) %24, align 4
  %26 = add i32 %14, 8
  %27 = and i32 %26, 28
  %28 = zext nneg i32 %27 to i64
  %29 = add i64 %28, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_U32 to ptr) to i64)
  %30 = inttoptr i64 %29 to ptr addrspace(1)
  %31 = load volatile i32, ptr addrspace(1) %30, align 4
  %32 = shl i32 %7, 4
  %33 = and i32 %32, 48
  %34 = zext nneg i32 %33 to i64
  %35 = add i64 %34, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_F4 to ptr) to i64)
  %36 = inttoptr i64 %35 to ptr addrspace(1)
  %37 = load <4 x i32>, ptr addrspace(1) %36, align 16
  %38 = add i32 %14, 12
  %39 = and i32 %38, 28
  %40 = zext nneg i32 %39 to i64
  %41 = add i64 %40, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_S32 to ptr) to i64)
  %42 = inttoptr i64 %41 to ptr addrspace(1)
  %43 = load i32, ptr addrspace(1) %42, align 4
  %44 = inttoptr i64 %13 to ptr addrspace(1)
  store i32 %19, ptr addrspace(1) %44, align 4
  %45 = add i64 %13, 4
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store i32 %25, ptr addrspace(1) %46, align 4
  %47 = add i64 %13, 8
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %48, align 4
  %49 = add i64 %13, 12
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %50, align 4
  %51 = add i64 %13, 16
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  %53 = shufflevector <4 x i32> %37, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %53, ptr addrspace(1) %52, align 16
  ret void
}

define amdgpu_kernel void @shared_static_dynamic(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %17 = mul i32 %10, 16777619
  %18 = add i32 %17, %9
  %19 = shl i32 %10, 2
  %20 = add i32 %19, ptrtoint (ptr addrspace(3) @shared_static_dynamic._ZZ21shared_static_dynamicE3s32 to i32)
  %21 = inttoptr i32 %20 to ptr addrspace(3)
  store i32 %18, ptr addrspace(3) %21, align 4
  %22 = trunc i32 %10 to i16
  %23 = add i16 %22, -16
  %24 = shl i32 %10, 1
  %25 = add i32 %24, ptrtoint (ptr addrspace(3) @shared_static_dynamic._ZZ21shared_static_dynamicE3s16 to i32)
  %26 = inttoptr i32 %25 to ptr addrspace(3)
  store i16 %23, ptr addrspace(3) %26, align 2
  %27 = add i32 %10, ptrtoint (ptr addrspace(3) @shared_static_dynamic._ZZ21shared_static_dynamicE2s8 to i32)
  %28 = inttoptr i32 %27 to ptr addrspace(3)
  %29 = trunc i32 %10 to i8
  %30 = add i8 %29, -6
  store i8 %30, ptr addrspace(3) %28, align 1
  %31 = uitofp i32 %10 to double
  %32 = call double @llvm.fma.f64(double %31, double 5.000000e-01, double -7.000000e+00)
  %33 = shl i32 %10, 3
  %34 = add i32 %33, ptrtoint (ptr addrspace(3) @shared_static_dynamic._ZZ21shared_static_dynamicE3s64 to i32)
  %35 = inttoptr i32 %34 to ptr addrspace(3)
  store double %32, ptr addrspace(3) %35, align 8
  %36 = xor i32 %10, -1
  %37 = add i32 %19, ptrtoint (ptr addrspace(3) @dyn to i32)
  %38 = inttoptr i32 %37 to ptr addrspace(3)
  store i32 %36, ptr addrspace(3) %38, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %39 = sub i32 add (i32 ptrtoint (ptr addrspace(3) @shared_static_dynamic._ZZ21shared_static_dynamicE3s32 to i32), i32 252), %19
  %40 = inttoptr i32 %39 to ptr addrspace(3)
  %41 = load i32, ptr addrspace(3) %40, align 4
  %42 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %41, ptr addrspace(1) %42, align 4
  %43 = add i32 %10, 1
  %44 = shl i32 %43, 1
  %45 = and i32 %44, 126
  %46 = add i32 %45, ptrtoint (ptr addrspace(3) @shared_static_dynamic._ZZ21shared_static_dynamicE3s16 to i32)
  %47 = inttoptr i32 %46 to ptr addrspace(3)
  %48 = load i16, ptr addrspace(3) %47, align 2
  %49 = sext i16 %48 to i32
  %50 = add i64 %16, 4
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %51, align 4
  %52 = add i32 %10, 2
  %53 = and i32 %52, 63
  %54 = add i32 %53, ptrtoint (ptr addrspace(3) @shared_static_dynamic._ZZ21shared_static_dynamicE2s8 to i32)
  %55 = inttoptr i32 %54 to ptr addrspace(3)
  %56 = load i8, ptr addrspace(3) %55, align 1
  %57 = sext i8 %56 to i32
  %58 = add i64 %16, 8
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  %60 = add i32 %33, 24
  %61 = and i32 %60, 504
  %62 = add i32 %61, ptrtoint (ptr addrspace(3) @shared_static_dynamic._ZZ21shared_static_dynamicE3s64 to i32)
  %63 = inttoptr i32 %62 to ptr addrspace(3)
  %64 = load i64, ptr addrspace(3) %63, align 8
  %65 = bitcast i64 %64 to double
  %66 = fcmp uno double %65, 0.000000e+00
  %67 = lshr i64 %64, 32
  %68 = trunc nuw i64 %67 to i32
  %69 = select i1 %66, i32 2147483647, i32 %68
  %70 = add i64 %16, 12
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  store i32 %69, ptr addrspace(1) %71, align 4
  %72 = add i32 %19, 16
  %73 = and i32 %72, 252
  %74 = add i32 %73, ptrtoint (ptr addrspace(3) @dyn to i32)
  %75 = inttoptr i32 %74 to ptr addrspace(3)
  %76 = load i32, ptr addrspace(3) %75, align 4
  %77 = add i64 %16, 16
  %78 = inttoptr i64 %77 to ptr addrspace(1)
  store i32 %76, ptr addrspace(1) %78, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %79 = icmp ugt i32 %10, 31
  br i1 %79, label %"$L__BB13_2", label %106

"$L__BB13_2":                                     ; preds = %106, %allocas
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %80 = add i32 %33, 72
  %81 = and i32 %80, 248
  %82 = add i32 %81, ptrtoint (ptr addrspace(3) @dyn to i32)
  %83 = inttoptr i32 %82 to ptr addrspace(3)
  %84 = load i64, ptr addrspace(3) %83, align 8
  %85 = lshr i64 %84, 8
  %86 = add i64 %16, 20
  %87 = inttoptr i64 %86 to ptr addrspace(1)
  %88 = trunc i64 %85 to i32
  store i32 %88, ptr addrspace(1) %87, align 4
  %89 = mul i32 %10, 5
  %90 = and i32 %89, 255
  %91 = add i32 %90, ptrtoint (ptr addrspace(3) @dyn to i32)
  %92 = inttoptr i32 %91 to ptr addrspace(3)
  %93 = load i8, ptr addrspace(3) %92, align 1
  %94 = zext i8 %93 to i32
  %95 = add i64 %16, 24
  %96 = inttoptr i64 %95 to ptr addrspace(1)
  store i32 %94, ptr addrspace(1) %96, align 4
  %97 = mul i32 %10, 12
  %98 = and i32 %97, 252
  %99 = add i32 %98, ptrtoint (ptr addrspace(3) @dyn to i32)
  %100 = inttoptr i32 %99 to ptr addrspace(3)
  %101 = load i32, ptr addrspace(3) %100, align 4
  %102 = load i32, ptr addrspace(3) %21, align 4
  %103 = sub i32 %102, %101
  %104 = add i64 %16, 28
  %105 = inttoptr i64 %104 to ptr addrspace(1)
  store i32 %103, ptr addrspace(1) %105, align 4
  ret void

106:                                              ; preds = %allocas
  %107 = zext nneg i32 %43 to i64
  %108 = mul nuw nsw i64 %107, 72340172838076673
  %109 = add i32 %33, ptrtoint (ptr addrspace(3) @dyn to i32)
  %110 = inttoptr i32 %109 to ptr addrspace(3)
  store i64 %108, ptr addrspace(3) %110, align 8
  br label %"$L__BB13_2"
}

define amdgpu_kernel void @shared_vectors(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = call i32 @llvm.amdgcn.workitem.id.x()
  %3 = add i32 %2, 1
  %4 = uitofp i32 %3 to float
  %5 = shl i32 %2, 4
  %6 = add i32 %5, ptrtoint (ptr addrspace(3) @shared_vectors._ZZ14shared_vectorsE2sf to i32)
  %7 = uitofp i32 %2 to float
  %8 = fmul float %7, 5.000000e-01
  %9 = fneg float %7
  %10 = fdiv float 1.000000e+00, %4
  %11 = inttoptr i32 %6 to ptr addrspace(3)
  %12 = insertelement <4 x float> poison, float %7, i64 0
  %13 = insertelement <4 x float> %12, float %9, i64 1
  %14 = insertelement <4 x float> %13, float %8, i64 2
  %15 = insertelement <4 x float> %14, float %10, i64 3
  store <4 x float> %15, ptr addrspace(3) %11, align 16
  %16 = icmp ugt i32 %2, 31
  br i1 %16, label %"allocas.$L__BB14_2_crit_edge", label %59

"allocas.$L__BB14_2_crit_edge":                   ; preds = %allocas
  %.pre = shl i32 %2, 3
  br label %"$L__BB14_2"

"$L__BB14_2":                                     ; preds = %"allocas.$L__BB14_2_crit_edge", %59
  %.pre-phi = phi i32 [ %.pre, %"allocas.$L__BB14_2_crit_edge" ], [ %62, %59 ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %17 = add i32 %5, 112
  %18 = and i32 %17, 1008
  %19 = add i32 %18, ptrtoint (ptr addrspace(3) @shared_vectors._ZZ14shared_vectorsE2sf to i32)
  %20 = inttoptr i32 %19 to ptr addrspace(3)
  %21 = load <4 x i32>, ptr addrspace(3) %20, align 16
  %bc = bitcast <4 x i32> %21 to <4 x float>
  %22 = extractelement <4 x float> %bc, i64 0
  %23 = extractelement <4 x float> %bc, i64 1
  %24 = extractelement <4 x float> %bc, i64 2
  %25 = add i32 %.pre-phi, 40
  %26 = and i32 %25, 248
  %27 = add i32 %26, ptrtoint (ptr addrspace(3) @dyn2 to i32)
  %28 = inttoptr i32 %27 to ptr addrspace(3)
  %29 = load <2 x i32>, ptr addrspace(3) %28, align 8
  %30 = extractelement <2 x i32> %29, i64 0
  %31 = extractelement <2 x i32> %29, i64 1
  %32 = call i32 @llvm.amdgcn.workgroup.id.x()
  %33 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %34 = getelementptr i8, ptr addrspace(4) %33, i64 4
  %35 = load i16, ptr addrspace(4) %34, align 2
  %36 = zext i16 %35 to i32
  %37 = mul i32 %32, %36
  %38 = add i32 %37, %2
  %39 = shl i32 %38, 3
  %40 = inttoptr i64 %1 to ptr
  %41 = addrspacecast ptr %40 to ptr addrspace(1)
  %42 = ptrtoint ptr addrspace(1) %41 to i64
  %43 = zext i32 %39 to i64
  %44 = shl nuw nsw i64 %43, 2
  %45 = add i64 %44, %42
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store <4 x i32> %21, ptr addrspace(1) %46, align 16
  %47 = fadd float %22, %23
  %48 = fadd float %24, %47
  %49 = fcmp uno float %48, 0.000000e+00
  %50 = bitcast float %48 to i32
  %51 = select i1 %49, i32 2147483647, i32 %50
  %52 = xor i32 %30, %31
  %53 = add i64 %45, 16
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  %55 = insertelement <4 x i32> poison, i32 %30, i64 0
  %56 = insertelement <4 x i32> %55, i32 %31, i64 1
  %57 = insertelement <4 x i32> %56, i32 %51, i64 2
  %58 = insertelement <4 x i32> %57, i32 %52, i64 3
  store <4 x i32> %58, ptr addrspace(1) %54, align 16
  ret void

59:                                               ; preds = %allocas
  %60 = xor i32 %2, -1
  %61 = mul nuw nsw i32 %2, 3
  %62 = shl i32 %2, 3
  %63 = add i32 %62, ptrtoint (ptr addrspace(3) @dyn2 to i32)
  %64 = inttoptr i32 %63 to ptr addrspace(3)
  %65 = insertelement <2 x i32> poison, i32 %61, i64 0
  %66 = insertelement <2 x i32> %65, i32 %60, i64 1
  store <2 x i32> %66, ptr addrspace(3) %64, align 8
  br label %"$L__BB14_2"
}

define amdgpu_kernel void @local_arrays(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot15 = alloca [256 x i8], align 16, addrspace(5)
  %1 = ptrtoint ptr addrspace(5) %__local_depot15 to i32
  %2 = zext i32 %1 to i64
  %3 = load i64, ptr addrspace(4) %0, align 8
  %4 = inttoptr i64 %3 to ptr
  %5 = addrspacecast ptr %4 to ptr addrspace(1)
  %6 = ptrtoint ptr addrspace(1) %5 to i64
  %7 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %8 = getelementptr i8, ptr addrspace(4) %7, i64 4
  %9 = load i16, ptr addrspace(4) %8, align 2
  %10 = zext i16 %9 to i32
  %11 = call i32 @llvm.amdgcn.workgroup.id.x()
  %12 = call i32 @llvm.amdgcn.workitem.id.x()
  %13 = mul i32 %11, %10
  %14 = add i32 %13, %12
  %15 = shl i32 %14, 3
  %16 = add i32 %14, 9
  %17 = add i32 %14, 4
  %18 = add i32 %14, 1
  %19 = insertelement <4 x i32> poison, i32 %14, i64 0
  %20 = insertelement <4 x i32> %19, i32 %18, i64 1
  %21 = insertelement <4 x i32> %20, i32 %17, i64 2
  %22 = insertelement <4 x i32> %21, i32 %16, i64 3
  store <4 x i32> %22, ptr addrspace(5) %__local_depot15, align 16
  %23 = add i32 %14, 49
  %24 = add i32 %14, 36
  %25 = add i32 %14, 25
  %26 = add i32 %14, 16
  %27 = add i32 %1, 16
  %28 = inttoptr i32 %27 to ptr addrspace(5)
  %29 = insertelement <4 x i32> poison, i32 %26, i64 0
  %30 = insertelement <4 x i32> %29, i32 %25, i64 1
  %31 = insertelement <4 x i32> %30, i32 %24, i64 2
  %32 = insertelement <4 x i32> %31, i32 %23, i64 3
  store <4 x i32> %32, ptr addrspace(5) %28, align 16
  %33 = add i32 %14, 121
  %34 = add i32 %14, 100
  %35 = add i32 %14, 81
  %36 = add i32 %14, 64
  %37 = add i32 %1, 32
  %38 = inttoptr i32 %37 to ptr addrspace(5)
  %39 = insertelement <4 x i32> poison, i32 %36, i64 0
  %40 = insertelement <4 x i32> %39, i32 %35, i64 1
  %41 = insertelement <4 x i32> %40, i32 %34, i64 2
  %42 = insertelement <4 x i32> %41, i32 %33, i64 3
  store <4 x i32> %42, ptr addrspace(5) %38, align 16
  %43 = add i32 %14, 225
  %44 = add i32 %14, 196
  %45 = add i32 %14, 169
  %46 = add i32 %14, 144
  %47 = add i32 %1, 48
  %48 = inttoptr i32 %47 to ptr addrspace(5)
  %49 = insertelement <4 x i32> poison, i32 %46, i64 0
  %50 = insertelement <4 x i32> %49, i32 %45, i64 1
  %51 = insertelement <4 x i32> %50, i32 %44, i64 2
  %52 = insertelement <4 x i32> %51, i32 %43, i64 3
  store <4 x i32> %52, ptr addrspace(5) %48, align 16
  %53 = add i32 %14, 361
  %54 = add i32 %14, 324
  %55 = add i32 %14, 289
  %56 = add i32 %14, 256
  %57 = add i32 %1, 64
  %58 = inttoptr i32 %57 to ptr addrspace(5)
  %59 = insertelement <4 x i32> poison, i32 %56, i64 0
  %60 = insertelement <4 x i32> %59, i32 %55, i64 1
  %61 = insertelement <4 x i32> %60, i32 %54, i64 2
  %62 = insertelement <4 x i32> %61, i32 %53, i64 3
  store <4 x i32> %62, ptr addrspace(5) %58, align 16
  %63 = add i32 %14, 529
  %64 = add i32 %14, 484
  %65 = add i32 %14, 441
  %66 = add i32 %14, 400
  %67 = add i32 %1, 80
  %68 = inttoptr i32 %67 to ptr addrspace(5)
  %69 = insertelement <4 x i32> poison, i32 %66, i64 0
  %70 = insertelement <4 x i32> %69, i32 %65, i64 1
  %71 = insertelement <4 x i32> %70, i32 %64, i64 2
  %72 = insertelement <4 x i32> %71, i32 %63, i64 3
  store <4 x i32> %72, ptr addrspace(5) %68, align 16
  %73 = add i32 %14, 729
  %74 = add i32 %14, 676
  %75 = add i32 %14, 625
  %76 = add i32 %14, 576
  %77 = add i32 %1, 96
  %78 = inttoptr i32 %77 to ptr addrspace(5)
  %79 = insertelement <4 x i32> poison, i32 %76, i64 0
  %80 = insertelement <4 x i32> %79, i32 %75, i64 1
  %81 = insertelement <4 x i32> %80, i32 %74, i64 2
  %82 = insertelement <4 x i32> %81, i32 %73, i64 3
  store <4 x i32> %82, ptr addrspace(5) %78, align 16
  %83 = add i32 %14, 961
  %84 = add i32 %14, 900
  %85 = add i32 %14, 841
  %86 = add i32 %14, 784
  %87 = add i32 %1, 112
  %88 = inttoptr i32 %87 to ptr addrspace(5)
  %89 = insertelement <4 x i32> poison, i32 %86, i64 0
  %90 = insertelement <4 x i32> %89, i32 %85, i64 1
  %91 = insertelement <4 x i32> %90, i32 %84, i64 2
  %92 = insertelement <4 x i32> %91, i32 %83, i64 3
  store <4 x i32> %92, ptr addrspace(5) %88, align 16
  %93 = zext i32 %15 to i64
  %94 = shl nuw nsw i64 %93, 2
  %95 = add i64 %94, %6
  %96 = add nuw nsw i64 %2, 128
  %97 = add nuw nsw i64 %2, 160
  %98 = add i32 %14, 74
  %99 = and i32 %98, 255
  %100 = add i32 %14, 148
  %101 = and i32 %100, 255
  %102 = add i32 %14, 222
  %103 = and i32 %102, 255
  %104 = and i32 %14, 255
  %105 = shl i32 %14, 8
  %106 = add i32 %105, 9472
  %107 = or disjoint i32 %104, %106
  %108 = trunc i32 %107 to i16
  %109 = add i32 %105, 768
  %110 = or disjoint i32 %103, %109
  %111 = trunc i32 %110 to i16
  %112 = add i32 %105, 47360
  %113 = or disjoint i32 %101, %112
  %114 = trunc i32 %113 to i16
  %115 = add i32 %105, 28416
  %116 = or disjoint i32 %99, %115
  %117 = trunc i32 %116 to i16
  %118 = trunc i64 %96 to i32
  %119 = inttoptr i32 %118 to ptr addrspace(5)
  %120 = insertelement <4 x i16> poison, i16 %108, i64 0
  %121 = insertelement <4 x i16> %120, i16 %117, i64 1
  %122 = insertelement <4 x i16> %121, i16 %114, i64 2
  %123 = insertelement <4 x i16> %122, i16 %111, i64 3
  store <4 x i16> %123, ptr addrspace(5) %119, align 8
  %124 = add i32 %14, 40
  %125 = and i32 %124, 255
  %126 = add i32 %14, 114
  %127 = and i32 %126, 255
  %128 = add i32 %14, 188
  %129 = and i32 %128, 255
  %130 = add i32 %14, 6
  %131 = and i32 %130, 255
  %132 = add i32 %105, 11008
  %133 = or disjoint i32 %131, %132
  %134 = trunc i32 %133 to i16
  %135 = add i32 %105, 57600
  %136 = or disjoint i32 %129, %135
  %137 = trunc i32 %136 to i16
  %138 = add i32 %105, 38656
  %139 = or disjoint i32 %127, %138
  %140 = trunc i32 %139 to i16
  %141 = add i32 %105, 19712
  %142 = or disjoint i32 %125, %141
  %143 = trunc i32 %142 to i16
  %144 = add i32 %1, 136
  %145 = inttoptr i32 %144 to ptr addrspace(5)
  %146 = insertelement <4 x i16> poison, i16 %143, i64 0
  %147 = insertelement <4 x i16> %146, i16 %140, i64 1
  %148 = insertelement <4 x i16> %147, i16 %137, i64 2
  %149 = insertelement <4 x i16> %148, i16 %134, i64 3
  store <4 x i16> %149, ptr addrspace(5) %145, align 8
  %150 = add i32 %14, 80
  %151 = and i32 %150, 255
  %152 = add i32 %14, 154
  %153 = and i32 %152, 255
  %154 = add i32 %14, 228
  %155 = and i32 %154, 255
  %156 = add i32 %14, 46
  %157 = and i32 %156, 255
  %158 = add i32 %105, 21248
  %159 = or disjoint i32 %157, %158
  %160 = trunc i32 %159 to i16
  %161 = add i32 %105, 2304
  %162 = or disjoint i32 %155, %161
  %163 = trunc i32 %162 to i16
  %164 = add i32 %105, 48896
  %165 = or disjoint i32 %153, %164
  %166 = trunc i32 %165 to i16
  %167 = add i32 %105, 29952
  %168 = or disjoint i32 %151, %167
  %169 = trunc i32 %168 to i16
  %170 = add i32 %1, 144
  %171 = inttoptr i32 %170 to ptr addrspace(5)
  %172 = insertelement <4 x i16> poison, i16 %169, i64 0
  %173 = insertelement <4 x i16> %172, i16 %166, i64 1
  %174 = insertelement <4 x i16> %173, i16 %163, i64 2
  %175 = insertelement <4 x i16> %174, i16 %160, i64 3
  store <4 x i16> %175, ptr addrspace(5) %171, align 8
  %176 = uitofp i32 %14 to double
  %177 = fadd double %176, 2.500000e-01
  %178 = trunc i64 %97 to i32
  %179 = inttoptr i32 %178 to ptr addrspace(5)
  %180 = insertelement <2 x double> poison, double %176, i64 0
  %181 = insertelement <2 x double> %180, double %177, i64 1
  store <2 x double> %181, ptr addrspace(5) %179, align 16
  %182 = fadd double %176, 7.500000e-01
  %183 = fadd double %176, 5.000000e-01
  %184 = add i32 %1, 176
  %185 = inttoptr i32 %184 to ptr addrspace(5)
  %186 = insertelement <2 x double> poison, double %183, i64 0
  %187 = insertelement <2 x double> %186, double %182, i64 1
  store <2 x double> %187, ptr addrspace(5) %185, align 16
  %188 = fadd double %176, 1.250000e+00
  %189 = fadd double %176, 1.000000e+00
  %190 = add i32 %1, 192
  %191 = inttoptr i32 %190 to ptr addrspace(5)
  %192 = insertelement <2 x double> poison, double %189, i64 0
  %193 = insertelement <2 x double> %192, double %188, i64 1
  store <2 x double> %193, ptr addrspace(5) %191, align 16
  %194 = fadd double %176, 1.750000e+00
  %195 = fadd double %176, 1.500000e+00
  %196 = add i32 %1, 208
  %197 = inttoptr i32 %196 to ptr addrspace(5)
  %198 = insertelement <2 x double> poison, double %195, i64 0
  %199 = insertelement <2 x double> %198, double %194, i64 1
  store <2 x double> %199, ptr addrspace(5) %197, align 16
  %200 = fadd double %176, 2.250000e+00
  %201 = fadd double %176, 2.000000e+00
  %202 = add i32 %1, 224
  %203 = inttoptr i32 %202 to ptr addrspace(5)
  %204 = insertelement <2 x double> poison, double %201, i64 0
  %205 = insertelement <2 x double> %204, double %200, i64 1
  store <2 x double> %205, ptr addrspace(5) %203, align 16
  %206 = fadd double %176, 2.750000e+00
  %207 = fadd double %176, 2.500000e+00
  %208 = add i32 %1, 240
  %209 = inttoptr i32 %208 to ptr addrspace(5)
  %210 = insertelement <2 x double> poison, double %207, i64 0
  %211 = insertelement <2 x double> %210, double %206, i64 1
  store <2 x double> %211, ptr addrspace(5) %209, align 16
  %212 = mul i32 %14, 28
  %213 = add i32 %212, 12
  %214 = and i32 %213, 124
  %215 = add i32 %214, %1
  %216 = inttoptr i32 %215 to ptr addrspace(5)
  %217 = load i32, ptr addrspace(5) %216, align 4
  %218 = xor i32 %217, -65536
  store i32 %218, ptr addrspace(5) %216, align 4
  %219 = and i32 %212, 124
  %220 = add i32 %219, %1
  %221 = inttoptr i32 %220 to ptr addrspace(5)
  %222 = load i32, ptr addrspace(5) %221, align 4
  %223 = inttoptr i64 %95 to ptr addrspace(1)
  store i32 %222, ptr addrspace(1) %223, align 4
  %224 = add i64 %95, 4
  %225 = inttoptr i64 %224 to ptr addrspace(1)
  store i32 %218, ptr addrspace(1) %225, align 4
  %226 = mul i32 %14, 5
  %227 = zext i32 %226 to i64
  %228 = mul nuw i64 %227, 2863311531
  %229 = lshr i64 %228, 36
  %230 = trunc nuw nsw i64 %229 to i32
  %.neg = mul i32 %230, -24
  %231 = add i32 %.neg, %226
  %232 = add i32 %231, %118
  %233 = inttoptr i32 %232 to ptr addrspace(5)
  %234 = load i8, ptr addrspace(5) %233, align 1
  %235 = zext i8 %234 to i32
  %236 = add i64 %95, 8
  %237 = inttoptr i64 %236 to ptr addrspace(1)
  store i32 %235, ptr addrspace(1) %237, align 4
  %238 = mul i32 %14, 11
  %239 = zext i32 %238 to i64
  %240 = mul nuw i64 %239, 2863311531
  %241 = lshr i64 %240, 36
  %242 = trunc nuw nsw i64 %241 to i32
  %.neg127 = mul i32 %242, -24
  %243 = add i32 %.neg127, %238
  %244 = add i32 %243, %118
  %245 = inttoptr i32 %244 to ptr addrspace(5)
  %246 = load i8, ptr addrspace(5) %245, align 1
  %247 = sext i8 %246 to i32
  %248 = add i64 %95, 12
  %249 = inttoptr i64 %248 to ptr addrspace(1)
  store i32 %247, ptr addrspace(1) %249, align 4
  %250 = zext i32 %14 to i64
  %251 = mul nuw i64 %250, 2863311531
  %252 = lshr i64 %251, 35
  %253 = trunc nuw nsw i64 %252 to i32
  %.neg128 = mul i32 %253, 536870900
  %254 = add i32 %.neg128, %14
  %255 = zext i32 %254 to i64
  %256 = shl nuw nsw i64 %255, 3
  %257 = add nuw nsw i64 %97, %256
  %258 = trunc i64 %257 to i32
  %259 = inttoptr i32 %258 to ptr addrspace(5)
  %260 = load i64, ptr addrspace(5) %259, align 8
  %261 = bitcast i64 %260 to double
  %262 = fcmp uno double %261, 0.000000e+00
  %263 = trunc i64 %260 to i32
  %264 = select i1 %262, i32 -1, i32 %263
  %265 = add i32 %14, 5
  %266 = zext i32 %265 to i64
  %267 = mul nuw i64 %266, 2863311531
  %268 = lshr i64 %267, 35
  %269 = trunc nuw nsw i64 %268 to i32
  %.neg129 = mul i32 %269, 536870900
  %270 = add i32 %.neg129, %265
  %271 = zext i32 %270 to i64
  %272 = shl nuw nsw i64 %271, 3
  %273 = add nuw nsw i64 %97, %272
  %274 = trunc i64 %273 to i32
  %275 = inttoptr i32 %274 to ptr addrspace(5)
  %276 = load i64, ptr addrspace(5) %275, align 8
  %277 = bitcast i64 %276 to double
  %278 = fcmp uno double %277, 0.000000e+00
  %279 = lshr i64 %276, 32
  %280 = trunc nuw i64 %279 to i32
  %281 = select i1 %278, i32 2147483647, i32 %280
  %282 = xor i32 %281, %264
  %283 = add i64 %95, 16
  %284 = inttoptr i64 %283 to ptr addrspace(1)
  store i32 %282, ptr addrspace(1) %284, align 4
  %285 = mul nuw i64 %250, 3435973837
  %286 = lshr i64 %285, 34
  %287 = trunc nuw nsw i64 %286 to i32
  %.neg130 = mul i32 %287, -5
  %288 = add i32 %.neg130, %14
  %289 = lshr i64 %251, 33
  %290 = trunc nuw nsw i64 %289 to i32
  %.neg131 = mul i32 %290, -3
  %291 = add i32 %.neg131, %14
  %292 = add i32 %291, 1
  br label %"$L__BB15_1"

"$L__BB15_1":                                     ; preds = %"$L__BB15_1", %allocas
  %"%r122.0" = phi i32 [ %288, %allocas ], [ %298, %"$L__BB15_1" ]
  %"%r123.0" = phi i32 [ 0, %allocas ], [ %297, %"$L__BB15_1" ]
  %293 = shl i32 %"%r122.0", 2
  %294 = add i32 %293, %1
  %295 = inttoptr i32 %294 to ptr addrspace(5)
  %296 = load i32, ptr addrspace(5) %295, align 4
  %297 = add i32 %296, %"%r123.0"
  %298 = add i32 %292, %"%r122.0"
  %299 = icmp ult i32 %298, 32
  br i1 %299, label %"$L__BB15_1", label %300

300:                                              ; preds = %"$L__BB15_1"
  %301 = add i64 %95, 20
  %302 = inttoptr i64 %301 to ptr addrspace(1)
  store i32 %297, ptr addrspace(1) %302, align 4
  %303 = shl i32 %14, 2
  %304 = and i32 %303, 60
  %305 = zext nneg i32 %304 to i64
  %306 = add i64 %305, ptrtoint (ptr addrspace(1) @U32_VALUES to i64)
  %307 = inttoptr i64 %306 to ptr addrspace(1)
  %308 = load i32, ptr addrspace(1) %307, align 4, !invariant.load !1
  %309 = shl i32 %308, 2
  %310 = and i32 %309, 124
  %311 = add i32 %310, %1
  %312 = inttoptr i32 %311 to ptr addrspace(5)
  %313 = load i32, ptr addrspace(5) %312, align 4
  %314 = add i64 %95, 24
  %315 = inttoptr i64 %314 to ptr addrspace(1)
  store i32 %313, ptr addrspace(1) %315, align 4
  %316 = add i32 %308, 3
  %317 = zext i32 %316 to i64
  %318 = mul nuw i64 %317, 2863311531
  %319 = lshr i64 %318, 35
  %320 = trunc nuw nsw i64 %319 to i32
  %.neg132 = mul i32 %320, 536870900
  %321 = add i32 %.neg132, %316
  %322 = zext i32 %321 to i64
  %323 = shl nuw nsw i64 %322, 3
  %324 = add nuw nsw i64 %97, %323
  %325 = trunc i64 %324 to i32
  %326 = inttoptr i32 %325 to ptr addrspace(5)
  %327 = load double, ptr addrspace(5) %326, align 8
  %328 = call double @llvm.trunc.f64(double %327)
  %329 = call i32 @llvm.fptoui.sat.i32.f64(double %328)
  %330 = fcmp uno double %327, 0.000000e+00
  %331 = select i1 %330, i32 -2147483648, i32 %329
  %332 = add i64 %95, 28
  %333 = inttoptr i64 %332 to ptr addrspace(1)
  store i32 %331, ptr addrspace(1) %333, align 4
  ret void
}

define amdgpu_kernel void @constant_arrays(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %18 = zext i32 %17 to i64
  %19 = and i64 %18, 60
  %20 = add i64 %19, ptrtoint (ptr addrspace(4) @C_U32 to i64)
  %21 = inttoptr i64 %20 to ptr addrspace(4)
  %22 = load i32, ptr addrspace(4) %21, align 4
  %23 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %22, ptr addrspace(1) %23, align 4
  %24 = and i32 %12, 7
  %25 = zext nneg i32 %24 to i64
  %26 = and i64 %18, 28
  %27 = add i64 %26, ptrtoint (ptr addrspace(4) @C_F32 to i64)
  %28 = inttoptr i64 %27 to ptr addrspace(4)
  %29 = load i32, ptr addrspace(4) %28, align 4
  %30 = bitcast i32 %29 to float
  %31 = fcmp uno float %30, 0.000000e+00
  %32 = select i1 %31, i32 2147483647, i32 %29
  %33 = add i64 %16, 4
  %34 = inttoptr i64 %33 to ptr addrspace(1)
  store i32 %32, ptr addrspace(1) %34, align 4
  %35 = and i64 %14, 24
  %36 = add i64 %35, ptrtoint (ptr addrspace(4) @C_F64 to i64)
  %37 = inttoptr i64 %36 to ptr addrspace(4)
  %38 = load i64, ptr addrspace(4) %37, align 8
  %39 = bitcast i64 %38 to double
  %40 = fcmp uno double %39, 0.000000e+00
  %41 = trunc i64 %38 to i32
  %42 = select i1 %40, i32 -1, i32 %41
  %43 = add i64 %16, 8
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %44, align 4
  %45 = add i32 %13, 8
  %46 = and i32 %45, 24
  %47 = zext nneg i32 %46 to i64
  %48 = add i64 %47, ptrtoint (ptr addrspace(4) @C_F64 to i64)
  %49 = inttoptr i64 %48 to ptr addrspace(4)
  %50 = load i64, ptr addrspace(4) %49, align 8
  %51 = bitcast i64 %50 to double
  %52 = fcmp uno double %51, 0.000000e+00
  %53 = lshr i64 %50, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = select i1 %52, i32 2147483647, i32 %54
  %56 = add i64 %16, 12
  %57 = inttoptr i64 %56 to ptr addrspace(1)
  store i32 %55, ptr addrspace(1) %57, align 4
  %58 = add i64 %25, ptrtoint (ptr addrspace(4) @C_S8 to i64)
  %59 = inttoptr i64 %58 to ptr addrspace(4)
  %60 = load i8, ptr addrspace(4) %59, align 1
  %61 = sext i8 %60 to i32
  %62 = add i64 %16, 16
  %63 = inttoptr i64 %62 to ptr addrspace(1)
  store i32 %61, ptr addrspace(1) %63, align 4
  %64 = shl i32 %12, 1
  %65 = and i32 %64, 6
  %66 = zext nneg i32 %65 to i64
  %67 = add i64 %66, ptrtoint (ptr addrspace(4) @C_S16 to i64)
  %68 = inttoptr i64 %67 to ptr addrspace(4)
  %69 = load i16, ptr addrspace(4) %68, align 2
  %70 = sext i16 %69 to i32
  %71 = add i64 %16, 20
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  store i32 %70, ptr addrspace(1) %72, align 4
  %73 = and i64 %14, 8
  %74 = add i64 %73, ptrtoint (ptr addrspace(4) @C_U64 to i64)
  %75 = inttoptr i64 %74 to ptr addrspace(4)
  %76 = load i64, ptr addrspace(4) %75, align 8
  %77 = and i32 %12, 31
  %78 = zext nneg i32 %77 to i64
  %79 = lshr i64 %76, %78
  %80 = add i64 %16, 24
  %81 = inttoptr i64 %80 to ptr addrspace(1)
  %82 = trunc i64 %79 to i32
  store i32 %82, ptr addrspace(1) %81, align 4
  %83 = add i64 %26, ptrtoint (ptr addrspace(4) @C_U32 to i64)
  %84 = inttoptr i64 %83 to ptr addrspace(4)
  %85 = load i32, ptr addrspace(4) %84, align 4
  %86 = add i32 %85, %12
  %87 = shl i32 %86, 2
  %88 = and i32 %87, 60
  %89 = zext nneg i32 %88 to i64
  %90 = add i64 %89, ptrtoint (ptr addrspace(4) @C_U32 to i64)
  %91 = inttoptr i64 %90 to ptr addrspace(4)
  %92 = load i32, ptr addrspace(4) %91, align 4
  %93 = add i64 %16, 28
  %94 = inttoptr i64 %93 to ptr addrspace(1)
  store i32 %92, ptr addrspace(1) %94, align 4
  ret void
}

define amdgpu_kernel void @param_structs(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot17 = alloca [40 x i8], align 8, addrspace(5)
  %1 = ptrtoint ptr addrspace(5) %__local_depot17 to i32
  %2 = zext i32 %1 to i64
  %3 = load i64, ptr addrspace(4) %0, align 8
  %4 = inttoptr i64 %3 to ptr
  %5 = addrspacecast ptr %4 to ptr addrspace(1)
  %6 = ptrtoint ptr addrspace(1) %5 to i64
  %7 = call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %9 = getelementptr i8, ptr addrspace(4) %8, i64 4
  %10 = load i16, ptr addrspace(4) %9, align 2
  %11 = zext i16 %10 to i32
  %12 = call i32 @llvm.amdgcn.workitem.id.x()
  %13 = mul i32 %7, %11
  %14 = add i32 %13, %12
  %15 = shl i32 %14, 3
  %16 = zext i32 %15 to i64
  %17 = shl nuw nsw i64 %16, 2
  %18 = add i64 %17, %6
  %19 = call [40 x i8] @_Z10mixed_makej(i32 %14)
  %.fca.0.extract = extractvalue [40 x i8] %19, 0
  %.fca.2.extract = extractvalue [40 x i8] %19, 2
  %.fca.3.extract = extractvalue [40 x i8] %19, 3
  %.fca.4.extract = extractvalue [40 x i8] %19, 4
  %.fca.5.extract = extractvalue [40 x i8] %19, 5
  %.fca.6.extract = extractvalue [40 x i8] %19, 6
  %.fca.7.extract = extractvalue [40 x i8] %19, 7
  %.fca.8.extract = extractvalue [40 x i8] %19, 8
  %.fca.9.extract = extractvalue [40 x i8] %19, 9
  %.fca.10.extract = extractvalue [40 x i8] %19, 10
  %.fca.11.extract = extractvalue [40 x i8] %19, 11
  %.fca.12.extract = extractvalue [40 x i8] %19, 12
  %.fca.13.extract = extractvalue [40 x i8] %19, 13
  %.fca.14.extract = extractvalue [40 x i8] %19, 14
  %.fca.15.extract = extractvalue [40 x i8] %19, 15
  %.fca.16.extract = extractvalue [40 x i8] %19, 16
  %retval0.sroa.20.16.vec.insert = insertelement <8 x i8> poison, i8 %.fca.16.extract, i64 0
  %.fca.17.extract = extractvalue [40 x i8] %19, 17
  %retval0.sroa.20.17.vec.insert = insertelement <8 x i8> %retval0.sroa.20.16.vec.insert, i8 %.fca.17.extract, i64 1
  %.fca.18.extract = extractvalue [40 x i8] %19, 18
  %retval0.sroa.20.18.vec.insert = insertelement <8 x i8> %retval0.sroa.20.17.vec.insert, i8 %.fca.18.extract, i64 2
  %.fca.19.extract = extractvalue [40 x i8] %19, 19
  %retval0.sroa.20.19.vec.insert = insertelement <8 x i8> %retval0.sroa.20.18.vec.insert, i8 %.fca.19.extract, i64 3
  %.fca.20.extract = extractvalue [40 x i8] %19, 20
  %retval0.sroa.20.20.vec.insert = insertelement <8 x i8> %retval0.sroa.20.19.vec.insert, i8 %.fca.20.extract, i64 4
  %.fca.21.extract = extractvalue [40 x i8] %19, 21
  %retval0.sroa.20.21.vec.insert = insertelement <8 x i8> %retval0.sroa.20.20.vec.insert, i8 %.fca.21.extract, i64 5
  %.fca.22.extract = extractvalue [40 x i8] %19, 22
  %retval0.sroa.20.22.vec.insert = insertelement <8 x i8> %retval0.sroa.20.21.vec.insert, i8 %.fca.22.extract, i64 6
  %.fca.23.extract = extractvalue [40 x i8] %19, 23
  %retval0.sroa.20.23.vec.insert = insertelement <8 x i8> %retval0.sroa.20.22.vec.insert, i8 %.fca.23.extract, i64 7
  %.fca.24.extract = extractvalue [40 x i8] %19, 24
  %.fca.25.extract = extractvalue [40 x i8] %19, 25
  %.fca.26.extract = extractvalue [40 x i8] %19, 26
  %.fca.27.extract = extractvalue [40 x i8] %19, 27
  %.fca.32.extract = extractvalue [40 x i8] %19, 32
  %.fca.33.extract = extractvalue [40 x i8] %19, 33
  %.fca.34.extract = extractvalue [40 x i8] %19, 34
  %.fca.35.extract = extractvalue [40 x i8] %19, 35
  %.fca.36.extract = extractvalue [40 x i8] %19, 36
  %.fca.37.extract = extractvalue [40 x i8] %19, 37
  %.fca.38.extract = extractvalue [40 x i8] %19, 38
  %.fca.39.extract = extractvalue [40 x i8] %19, 39
  %retval0.sroa.5.2.insert.ext = zext i8 %.fca.3.extract to i16
  %retval0.sroa.5.2.insert.shift = shl nuw i16 %retval0.sroa.5.2.insert.ext, 8
  %retval0.sroa.3.2.insert.ext = zext i8 %.fca.2.extract to i16
  %retval0.sroa.3.2.insert.insert = or disjoint i16 %retval0.sroa.5.2.insert.shift, %retval0.sroa.3.2.insert.ext
  %retval0.sroa.10.4.insert.ext = zext i8 %.fca.7.extract to i32
  %retval0.sroa.10.4.insert.shift = shl nuw i32 %retval0.sroa.10.4.insert.ext, 24
  %retval0.sroa.9.4.insert.ext = zext i8 %.fca.6.extract to i32
  %retval0.sroa.9.4.insert.shift = shl nuw nsw i32 %retval0.sroa.9.4.insert.ext, 16
  %retval0.sroa.9.4.insert.insert = or disjoint i32 %retval0.sroa.10.4.insert.shift, %retval0.sroa.9.4.insert.shift
  %retval0.sroa.8.4.insert.ext = zext i8 %.fca.5.extract to i32
  %retval0.sroa.8.4.insert.shift = shl nuw nsw i32 %retval0.sroa.8.4.insert.ext, 8
  %retval0.sroa.6.4.insert.ext = zext i8 %.fca.4.extract to i32
  %20 = or disjoint i32 %retval0.sroa.8.4.insert.shift, %retval0.sroa.6.4.insert.ext
  %retval0.sroa.6.4.insert.insert = or disjoint i32 %20, %retval0.sroa.9.4.insert.insert
  %retval0.sroa.19.8.insert.ext = zext i8 %.fca.15.extract to i64
  %retval0.sroa.19.8.insert.shift = shl nuw i64 %retval0.sroa.19.8.insert.ext, 56
  %retval0.sroa.18.8.insert.ext = zext i8 %.fca.14.extract to i64
  %retval0.sroa.18.8.insert.shift = shl nuw nsw i64 %retval0.sroa.18.8.insert.ext, 48
  %retval0.sroa.18.8.insert.insert = or disjoint i64 %retval0.sroa.19.8.insert.shift, %retval0.sroa.18.8.insert.shift
  %retval0.sroa.17.8.insert.ext = zext i8 %.fca.13.extract to i64
  %retval0.sroa.17.8.insert.shift = shl nuw nsw i64 %retval0.sroa.17.8.insert.ext, 40
  %retval0.sroa.16.8.insert.ext = zext i8 %.fca.12.extract to i64
  %retval0.sroa.16.8.insert.shift = shl nuw nsw i64 %retval0.sroa.16.8.insert.ext, 32
  %21 = or disjoint i64 %retval0.sroa.16.8.insert.shift, %retval0.sroa.17.8.insert.shift
  %retval0.sroa.16.8.insert.insert = or disjoint i64 %21, %retval0.sroa.18.8.insert.insert
  %retval0.sroa.15.8.insert.ext = zext i8 %.fca.11.extract to i64
  %retval0.sroa.15.8.insert.shift = shl nuw nsw i64 %retval0.sroa.15.8.insert.ext, 24
  %retval0.sroa.15.8.insert.insert = or disjoint i64 %retval0.sroa.16.8.insert.insert, %retval0.sroa.15.8.insert.shift
  %retval0.sroa.14.8.insert.ext = zext i8 %.fca.10.extract to i64
  %retval0.sroa.14.8.insert.shift = shl nuw nsw i64 %retval0.sroa.14.8.insert.ext, 16
  %retval0.sroa.13.8.insert.ext = zext i8 %.fca.9.extract to i64
  %retval0.sroa.13.8.insert.shift = shl nuw nsw i64 %retval0.sroa.13.8.insert.ext, 8
  %retval0.sroa.13.8.insert.mask = or disjoint i64 %retval0.sroa.15.8.insert.insert, %retval0.sroa.14.8.insert.shift
  %retval0.sroa.11.8.insert.ext = zext i8 %.fca.8.extract to i64
  %retval0.sroa.11.8.insert.mask = or disjoint i64 %retval0.sroa.13.8.insert.mask, %retval0.sroa.13.8.insert.shift
  %retval0.sroa.11.8.insert.insert = or i64 %retval0.sroa.11.8.insert.mask, %retval0.sroa.11.8.insert.ext
  %22 = bitcast i64 %retval0.sroa.11.8.insert.insert to double
  %retval0.sroa.33.24.insert.ext = zext i8 %.fca.27.extract to i32
  %retval0.sroa.33.24.insert.shift = shl nuw i32 %retval0.sroa.33.24.insert.ext, 24
  %retval0.sroa.32.24.insert.ext = zext i8 %.fca.26.extract to i32
  %retval0.sroa.32.24.insert.shift = shl nuw nsw i32 %retval0.sroa.32.24.insert.ext, 16
  %retval0.sroa.32.24.insert.insert = or disjoint i32 %retval0.sroa.33.24.insert.shift, %retval0.sroa.32.24.insert.shift
  %retval0.sroa.31.24.insert.ext = zext i8 %.fca.25.extract to i32
  %retval0.sroa.31.24.insert.shift = shl nuw nsw i32 %retval0.sroa.31.24.insert.ext, 8
  %retval0.sroa.29.24.insert.ext = zext i8 %.fca.24.extract to i32
  %23 = or disjoint i32 %retval0.sroa.31.24.insert.shift, %retval0.sroa.29.24.insert.ext
  %retval0.sroa.29.24.insert.insert = or disjoint i32 %23, %retval0.sroa.32.24.insert.insert
  %retval0.sroa.46.32.insert.ext = zext i8 %.fca.39.extract to i64
  %retval0.sroa.46.32.insert.shift = shl nuw i64 %retval0.sroa.46.32.insert.ext, 56
  %retval0.sroa.45.32.insert.ext = zext i8 %.fca.38.extract to i64
  %retval0.sroa.45.32.insert.shift = shl nuw nsw i64 %retval0.sroa.45.32.insert.ext, 48
  %retval0.sroa.44.32.insert.ext = zext i8 %.fca.37.extract to i64
  %retval0.sroa.44.32.insert.shift = shl nuw nsw i64 %retval0.sroa.44.32.insert.ext, 40
  %24 = or disjoint i64 %retval0.sroa.46.32.insert.shift, %retval0.sroa.44.32.insert.shift
  %retval0.sroa.44.32.insert.insert = or disjoint i64 %24, %retval0.sroa.45.32.insert.shift
  %retval0.sroa.43.32.insert.ext = zext i8 %.fca.36.extract to i64
  %retval0.sroa.43.32.insert.shift = shl nuw nsw i64 %retval0.sroa.43.32.insert.ext, 32
  %retval0.sroa.42.32.insert.ext = zext i8 %.fca.35.extract to i64
  %retval0.sroa.42.32.insert.shift = shl nuw nsw i64 %retval0.sroa.42.32.insert.ext, 24
  %25 = or disjoint i64 %retval0.sroa.42.32.insert.shift, %retval0.sroa.43.32.insert.shift
  %retval0.sroa.42.32.insert.insert = or disjoint i64 %25, %retval0.sroa.44.32.insert.insert
  %retval0.sroa.41.32.insert.ext = zext i8 %.fca.34.extract to i64
  %retval0.sroa.41.32.insert.shift = shl nuw nsw i64 %retval0.sroa.41.32.insert.ext, 16
  %retval0.sroa.40.32.insert.ext = zext i8 %.fca.33.extract to i64
  %retval0.sroa.40.32.insert.shift = shl nuw nsw i64 %retval0.sroa.40.32.insert.ext, 8
  %retval0.sroa.40.32.insert.mask = or disjoint i64 %retval0.sroa.42.32.insert.insert, %retval0.sroa.41.32.insert.shift
  %retval0.sroa.38.32.insert.ext = zext i8 %.fca.32.extract to i64
  %retval0.sroa.38.32.insert.mask = or disjoint i64 %retval0.sroa.40.32.insert.mask, %retval0.sroa.40.32.insert.shift
  %retval0.sroa.38.32.insert.insert = or i64 %retval0.sroa.38.32.insert.mask, %retval0.sroa.38.32.insert.ext
  store i8 %.fca.0.extract, ptr addrspace(5) %__local_depot17, align 1
  %26 = or disjoint i32 %1, 2
  %27 = inttoptr i32 %26 to ptr addrspace(5)
  store i16 %retval0.sroa.3.2.insert.insert, ptr addrspace(5) %27, align 2
  %28 = or disjoint i32 %1, 4
  %29 = inttoptr i32 %28 to ptr addrspace(5)
  store i32 %retval0.sroa.6.4.insert.insert, ptr addrspace(5) %29, align 4
  %30 = add i32 %1, 8
  %31 = inttoptr i32 %30 to ptr addrspace(5)
  store i64 %retval0.sroa.11.8.insert.insert, ptr addrspace(5) %31, align 8
  %32 = add nuw nsw i64 %2, 16
  %33 = trunc i64 %32 to i32
  %34 = inttoptr i32 %33 to ptr addrspace(5)
  store <8 x i8> %retval0.sroa.20.23.vec.insert, ptr addrspace(5) %34, align 8
  %35 = add i32 %1, 24
  %36 = inttoptr i32 %35 to ptr addrspace(5)
  store i32 %retval0.sroa.29.24.insert.insert, ptr addrspace(5) %36, align 4
  %37 = add i32 %1, 32
  %38 = inttoptr i32 %37 to ptr addrspace(5)
  store i64 %retval0.sroa.38.32.insert.insert, ptr addrspace(5) %38, align 8
  %39 = add i32 %14, 1
  %param01.sroa.11.8.extract.trunc = trunc i64 %retval0.sroa.11.8.insert.insert to i8
  %param01.sroa.13.8.extract.shift = lshr exact i64 %retval0.sroa.11.8.insert.mask, 8
  %param01.sroa.13.8.extract.trunc = trunc i64 %param01.sroa.13.8.extract.shift to i8
  %param01.sroa.14.8.extract.shift = lshr exact i64 %retval0.sroa.13.8.insert.mask, 16
  %param01.sroa.14.8.extract.trunc = trunc i64 %param01.sroa.14.8.extract.shift to i8
  %param01.sroa.15.8.extract.shift = lshr exact i64 %retval0.sroa.15.8.insert.insert, 24
  %param01.sroa.15.8.extract.trunc = trunc i64 %param01.sroa.15.8.extract.shift to i8
  %param01.sroa.16.8.extract.shift = lshr exact i64 %retval0.sroa.16.8.insert.insert, 32
  %param01.sroa.16.8.extract.trunc = trunc i64 %param01.sroa.16.8.extract.shift to i8
  %param01.sroa.38.32.extract.trunc = trunc i64 %retval0.sroa.38.32.insert.insert to i8
  %param01.sroa.40.32.extract.shift = lshr exact i64 %retval0.sroa.38.32.insert.mask, 8
  %param01.sroa.40.32.extract.trunc = trunc i64 %param01.sroa.40.32.extract.shift to i8
  %param01.sroa.41.32.extract.shift = lshr exact i64 %retval0.sroa.40.32.insert.mask, 16
  %param01.sroa.41.32.extract.trunc = trunc i64 %param01.sroa.41.32.extract.shift to i8
  %param01.sroa.42.32.extract.shift = lshr exact i64 %retval0.sroa.42.32.insert.insert, 24
  %param01.sroa.42.32.extract.trunc = trunc i64 %param01.sroa.42.32.extract.shift to i8
  %param1.sroa.0.0.extract.trunc = trunc i32 %14 to i8
  %param1.sroa.2.0.extract.shift = lshr i32 %14, 8
  %param1.sroa.2.0.extract.trunc = trunc i32 %param1.sroa.2.0.extract.shift to i8
  %param1.sroa.3.0.extract.shift = lshr i32 %14, 16
  %param1.sroa.3.0.extract.trunc = trunc i32 %param1.sroa.3.0.extract.shift to i8
  %param1.sroa.4.0.extract.shift = lshr i32 %14, 24
  %param1.sroa.4.0.extract.trunc = trunc nuw i32 %param1.sroa.4.0.extract.shift to i8
  %param1.sroa.5.4.extract.trunc = trunc i32 %39 to i8
  %param1.sroa.7.4.extract.shift = lshr i32 %39, 8
  %param1.sroa.7.4.extract.trunc = trunc i32 %param1.sroa.7.4.extract.shift to i8
  %param1.sroa.8.4.extract.shift = lshr i32 %39, 16
  %param1.sroa.8.4.extract.trunc = trunc i32 %param1.sroa.8.4.extract.shift to i8
  %param1.sroa.9.4.extract.shift = lshr i32 %39, 24
  %param1.sroa.9.4.extract.trunc = trunc nuw i32 %param1.sroa.9.4.extract.shift to i8
  %.fca.1.insert27 = insertvalue [40 x i8] %19, i8 undef, 1
  %.fca.2.insert28 = insertvalue [40 x i8] %.fca.1.insert27, i8 %.fca.2.extract, 2
  %.fca.3.insert29 = insertvalue [40 x i8] %.fca.2.insert28, i8 %.fca.3.extract, 3
  %.fca.4.insert30 = insertvalue [40 x i8] %.fca.3.insert29, i8 %.fca.4.extract, 4
  %.fca.5.insert31 = insertvalue [40 x i8] %.fca.4.insert30, i8 %.fca.5.extract, 5
  %.fca.6.insert32 = insertvalue [40 x i8] %.fca.5.insert31, i8 %.fca.6.extract, 6
  %.fca.7.insert33 = insertvalue [40 x i8] %.fca.6.insert32, i8 %.fca.7.extract, 7
  %.fca.8.insert34 = insertvalue [40 x i8] %.fca.7.insert33, i8 %param01.sroa.11.8.extract.trunc, 8
  %.fca.9.insert35 = insertvalue [40 x i8] %.fca.8.insert34, i8 %param01.sroa.13.8.extract.trunc, 9
  %.fca.10.insert36 = insertvalue [40 x i8] %.fca.9.insert35, i8 %param01.sroa.14.8.extract.trunc, 10
  %.fca.11.insert37 = insertvalue [40 x i8] %.fca.10.insert36, i8 %param01.sroa.15.8.extract.trunc, 11
  %.fca.12.insert38 = insertvalue [40 x i8] %.fca.11.insert37, i8 %param01.sroa.16.8.extract.trunc, 12
  %.fca.13.insert39 = insertvalue [40 x i8] %.fca.12.insert38, i8 %.fca.13.extract, 13
  %.fca.14.insert40 = insertvalue [40 x i8] %.fca.13.insert39, i8 %.fca.14.extract, 14
  %.fca.15.insert41 = insertvalue [40 x i8] %.fca.14.insert40, i8 %.fca.15.extract, 15
  %.fca.16.insert42 = insertvalue [40 x i8] %.fca.15.insert41, i8 %.fca.16.extract, 16
  %.fca.17.insert43 = insertvalue [40 x i8] %.fca.16.insert42, i8 %.fca.17.extract, 17
  %.fca.18.insert44 = insertvalue [40 x i8] %.fca.17.insert43, i8 %.fca.18.extract, 18
  %.fca.19.insert45 = insertvalue [40 x i8] %.fca.18.insert44, i8 %.fca.19.extract, 19
  %.fca.20.insert46 = insertvalue [40 x i8] %.fca.19.insert45, i8 %.fca.20.extract, 20
  %.fca.21.insert47 = insertvalue [40 x i8] %.fca.20.insert46, i8 %.fca.21.extract, 21
  %.fca.22.insert48 = insertvalue [40 x i8] %.fca.21.insert47, i8 %.fca.22.extract, 22
  %.fca.23.insert49 = insertvalue [40 x i8] %.fca.22.insert48, i8 %.fca.23.extract, 23
  %.fca.24.insert50 = insertvalue [40 x i8] %.fca.23.insert49, i8 %.fca.24.extract, 24
  %.fca.25.insert51 = insertvalue [40 x i8] %.fca.24.insert50, i8 %.fca.25.extract, 25
  %.fca.26.insert52 = insertvalue [40 x i8] %.fca.25.insert51, i8 %.fca.26.extract, 26
  %.fca.27.insert53 = insertvalue [40 x i8] %.fca.26.insert52, i8 %.fca.27.extract, 27
  %.fca.28.insert54 = insertvalue [40 x i8] %.fca.27.insert53, i8 undef, 28
  %.fca.29.insert55 = insertvalue [40 x i8] %.fca.28.insert54, i8 undef, 29
  %.fca.30.insert56 = insertvalue [40 x i8] %.fca.29.insert55, i8 undef, 30
  %.fca.31.insert57 = insertvalue [40 x i8] %.fca.30.insert56, i8 undef, 31
  %.fca.32.insert58 = insertvalue [40 x i8] %.fca.31.insert57, i8 %param01.sroa.38.32.extract.trunc, 32
  %.fca.33.insert59 = insertvalue [40 x i8] %.fca.32.insert58, i8 %param01.sroa.40.32.extract.trunc, 33
  %.fca.34.insert60 = insertvalue [40 x i8] %.fca.33.insert59, i8 %param01.sroa.41.32.extract.trunc, 34
  %.fca.35.insert61 = insertvalue [40 x i8] %.fca.34.insert60, i8 %param01.sroa.42.32.extract.trunc, 35
  %.fca.36.insert62 = insertvalue [40 x i8] %.fca.35.insert61, i8 %.fca.36.extract, 36
  %.fca.37.insert63 = insertvalue [40 x i8] %.fca.36.insert62, i8 %.fca.37.extract, 37
  %.fca.38.insert64 = insertvalue [40 x i8] %.fca.37.insert63, i8 %.fca.38.extract, 38
  %.fca.39.insert65 = insertvalue [40 x i8] %.fca.38.insert64, i8 %.fca.39.extract, 39
  %.fca.0.insert18 = insertvalue [8 x i8] poison, i8 %param1.sroa.0.0.extract.trunc, 0
  %.fca.1.insert19 = insertvalue [8 x i8] %.fca.0.insert18, i8 %param1.sroa.2.0.extract.trunc, 1
  %.fca.2.insert20 = insertvalue [8 x i8] %.fca.1.insert19, i8 %param1.sroa.3.0.extract.trunc, 2
  %.fca.3.insert21 = insertvalue [8 x i8] %.fca.2.insert20, i8 %param1.sroa.4.0.extract.trunc, 3
  %.fca.4.insert22 = insertvalue [8 x i8] %.fca.3.insert21, i8 %param1.sroa.5.4.extract.trunc, 4
  %.fca.5.insert23 = insertvalue [8 x i8] %.fca.4.insert22, i8 %param1.sroa.7.4.extract.trunc, 5
  %.fca.6.insert24 = insertvalue [8 x i8] %.fca.5.insert23, i8 %param1.sroa.8.4.extract.trunc, 6
  %.fca.7.insert25 = insertvalue [8 x i8] %.fca.6.insert24, i8 %param1.sroa.9.4.extract.trunc, 7
  %40 = call i32 @_Z9mixed_sum5Mixed5Smallj([40 x i8] %.fca.39.insert65, [8 x i8] %.fca.7.insert25, i32 %14)
  %41 = inttoptr i64 %18 to ptr addrspace(1)
  store i32 %40, ptr addrspace(1) %41, align 4
  %42 = call i32 @_Z9mixed_sum5Mixed5Smallj([40 x i8] %.fca.39.insert65, [8 x i8] %.fca.7.insert25, i32 2)
  %43 = add i64 %18, 4
  %44 = inttoptr i64 %43 to ptr addrspace(1)
  store i32 %42, ptr addrspace(1) %44, align 4
  %45 = zext i8 %.fca.0.extract to i32
  %46 = add i64 %18, 8
  %47 = inttoptr i64 %46 to ptr addrspace(1)
  store i32 %45, ptr addrspace(1) %47, align 4
  %48 = sext i16 %retval0.sroa.3.2.insert.insert to i32
  %49 = add i64 %18, 12
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = fcmp uno double %22, 0.000000e+00
  %52 = trunc nuw i64 %param01.sroa.16.8.extract.shift to i32
  %53 = select i1 %51, i32 2147483647, i32 %52
  %54 = add i64 %18, 16
  %55 = inttoptr i64 %54 to ptr addrspace(1)
  store i32 %53, ptr addrspace(1) %55, align 4
  %56 = zext i32 %14 to i64
  %57 = mul nuw i64 %56, 2863311531
  %58 = lshr i64 %57, 33
  %59 = trunc nuw nsw i64 %58 to i32
  %.neg = mul i32 %59, 1073741821
  %60 = add i32 %.neg, %14
  %61 = zext i32 %60 to i64
  %62 = shl nuw nsw i64 %61, 2
  %63 = add nuw nsw i64 %32, %62
  %64 = trunc i64 %63 to i32
  %65 = inttoptr i32 %64 to ptr addrspace(5)
  %66 = load i32, ptr addrspace(5) %65, align 4
  %67 = bitcast i32 %66 to float
  %68 = fcmp uno float %67, 0.000000e+00
  %69 = select i1 %68, i32 2147483647, i32 %66
  %70 = add i64 %18, 20
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  store i32 %69, ptr addrspace(1) %71, align 4
  %72 = add i64 %18, 24
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  %74 = trunc i64 %retval0.sroa.38.32.insert.insert to i32
  store i32 %74, ptr addrspace(1) %73, align 4
  %75 = add i64 %18, 28
  %76 = inttoptr i64 %75 to ptr addrspace(1)
  store i32 %retval0.sroa.6.4.insert.insert, ptr addrspace(1) %76, align 4
  ret void
}

define amdgpu_kernel void @generic_pointers(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot18 = alloca [16 x i8], align 16, addrspace(5)
  %1 = addrspacecast ptr addrspace(5) %__local_depot18 to ptr
  %2 = ptrtoint ptr %1 to i64
  %3 = load i64, ptr addrspace(4) %0, align 8
  %4 = inttoptr i64 %3 to ptr
  %5 = addrspacecast ptr %4 to ptr addrspace(1)
  %6 = ptrtoint ptr addrspace(1) %5 to i64
  %7 = call i32 @llvm.amdgcn.workgroup.id.x()
  %8 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %9 = getelementptr i8, ptr addrspace(4) %8, i64 4
  %10 = load i16, ptr addrspace(4) %9, align 2
  %11 = zext i16 %10 to i32
  %12 = call i32 @llvm.amdgcn.workitem.id.x()
  %13 = mul i32 %7, %11
  %14 = add i32 %13, %12
  %15 = shl i32 %14, 3
  %16 = zext i32 %15 to i64
  %17 = shl nuw nsw i64 %16, 2
  %18 = add i64 %17, %6
  %19 = add i64 %3, %17
  %20 = shl i32 %12, 3
  %21 = add i32 %20, ptrtoint (ptr addrspace(3) @generic_pointers._ZZ16generic_pointersE1s to i32)
  %22 = inttoptr i32 %21 to ptr addrspace(3)
  store i32 %12, ptr addrspace(3) %22, align 4
  %23 = add i32 %20, add (i32 ptrtoint (ptr addrspace(3) @generic_pointers._ZZ16generic_pointersE1s to i32), i32 4)
  %24 = inttoptr i32 %23 to ptr addrspace(3)
  store i32 1000, ptr addrspace(3) %24, align 4
  %25 = shl i32 %12, 1
  %26 = insertelement <4 x i32> <i32 poison, i32 77, i32 5, i32 6>, i32 %25, i64 0
  store <4 x i32> %26, ptr addrspace(5) %__local_depot18, align 16
  %27 = inttoptr i64 %18 to ptr addrspace(1)
  store i32 11, ptr addrspace(1) %27, align 4
  %28 = add i64 %18, 4
  %29 = inttoptr i64 %28 to ptr addrspace(1)
  store i32 22, ptr addrspace(1) %29, align 4
  %30 = add i32 %12, 1
  %31 = call i32 @_Z14generic_updatePjj(i64 %19, i32 %30)
  %32 = add i64 %18, 8
  %33 = inttoptr i64 %32 to ptr addrspace(1)
  store i32 %31, ptr addrspace(1) %33, align 4
  %34 = zext i32 %25 to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = add i64 %35, ptrtoint (ptr addrspacecast (ptr addrspace(3) @generic_pointers._ZZ16generic_pointersE1s to ptr) to i64)
  %37 = add i32 %12, 2
  %38 = call i32 @_Z14generic_updatePjj(i64 %36, i32 %37)
  %39 = add i64 %18, 12
  %40 = inttoptr i64 %39 to ptr addrspace(1)
  store i32 %38, ptr addrspace(1) %40, align 4
  %41 = shl i32 %12, 2
  %42 = and i32 %41, 4
  %43 = zext nneg i32 %42 to i64
  %44 = or i64 %2, %43
  %45 = add i32 %12, 3
  %46 = call i32 @_Z14generic_updatePjj(i64 %44, i32 %45)
  %47 = add i64 %18, 16
  %48 = inttoptr i64 %47 to ptr addrspace(1)
  store i32 %46, ptr addrspace(1) %48, align 4
  %49 = load i32, ptr addrspace(3) %24, align 4
  %50 = load <4 x i32>, ptr addrspace(5) %__local_depot18, align 16
  %51 = extractelement <4 x i32> %50, i64 0
  %52 = extractelement <4 x i32> %50, i64 1
  %53 = extractelement <4 x i32> %50, i64 2
  %54 = add i32 %51, %49
  %55 = add i32 %54, %52
  %56 = add i32 %55, %53
  %57 = add i64 %18, 20
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store i32 %56, ptr addrspace(1) %58, align 4
  %59 = zext i32 %12 to i64
  %60 = mul nuw i64 %59, 2290649225
  %61 = lshr i64 %60, 35
  %62 = trunc nuw nsw i64 %61 to i32
  %.neg = mul i32 %62, -15
  %63 = add i32 %.neg, %12
  %64 = call i32 @_Z12generic_readPKjj(i64 ptrtoint (ptr addrspacecast (ptr addrspace(4) @C_U32 to ptr) to i64), i32 %63)
  %65 = add i64 %18, 24
  %66 = inttoptr i64 %65 to ptr addrspace(1)
  store i32 %64, ptr addrspace(1) %66, align 4
  %67 = mul nuw nsw i64 %59, 613566757
  %68 = lshr i64 %67, 32
  %69 = trunc nuw nsw i64 %68 to i32
  %70 = sub i32 %12, %69
  %71 = lshr i32 %70, 1
  %72 = add nuw i32 %71, %69
  %73 = lshr i32 %72, 2
  %.neg41 = mul i32 %73, -7
  %74 = add i32 %.neg41, %12
  %75 = call i32 @_Z12generic_readPKjj(i64 ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_U32 to ptr) to i64), i32 %74)
  %76 = add i64 %18, 28
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  store i32 %75, ptr addrspace(1) %77, align 4
  ret void
}

define amdgpu_kernel void @space_predicates(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot19 = alloca [32 x i8], align 16, addrspace(5)
  %1 = ptrtoint ptr addrspace(5) %__local_depot19 to i32
  %2 = addrspacecast ptr addrspace(5) %__local_depot19 to ptr
  %3 = ptrtoint ptr %2 to i64
  %4 = load i64, ptr addrspace(4) %0, align 8
  %5 = inttoptr i64 %4 to ptr
  %6 = addrspacecast ptr %5 to ptr addrspace(1)
  %7 = ptrtoint ptr addrspace(1) %6 to i64
  %8 = call i32 @llvm.amdgcn.workgroup.id.x()
  %9 = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %10 = getelementptr i8, ptr addrspace(4) %9, i64 4
  %11 = load i16, ptr addrspace(4) %10, align 2
  %12 = zext i16 %11 to i32
  %13 = call i32 @llvm.amdgcn.workitem.id.x()
  %14 = mul i32 %8, %12
  %15 = add i32 %14, %13
  %16 = shl i32 %15, 3
  %17 = zext i32 %16 to i64
  %18 = shl nuw nsw i64 %17, 2
  %19 = add i64 %18, %7
  %20 = add i32 %13, 3
  %21 = add i32 %13, 2
  %22 = add i32 %13, 1
  %23 = insertelement <4 x i32> poison, i32 %13, i64 0
  %24 = insertelement <4 x i32> %23, i32 %22, i64 1
  %25 = insertelement <4 x i32> %24, i32 %21, i64 2
  %26 = insertelement <4 x i32> %25, i32 %20, i64 3
  store <4 x i32> %26, ptr addrspace(5) %__local_depot19, align 16
  %27 = add i32 %13, 7
  %28 = add i32 %13, 6
  %29 = add i32 %13, 5
  %30 = add i32 %13, 4
  %31 = add i32 %1, 16
  %32 = inttoptr i32 %31 to ptr addrspace(5)
  %33 = insertelement <4 x i32> poison, i32 %30, i64 0
  %34 = insertelement <4 x i32> %33, i32 %29, i64 1
  %35 = insertelement <4 x i32> %34, i32 %28, i64 2
  %36 = insertelement <4 x i32> %35, i32 %27, i64 3
  store <4 x i32> %36, ptr addrspace(5) %32, align 16
  %37 = add i64 %4, %18
  %38 = shl i32 %13, 2
  %39 = add i32 %38, ptrtoint (ptr addrspace(3) @space_predicates._ZZ16space_predicatesE1s to i32)
  %40 = inttoptr i32 %39 to ptr addrspace(3)
  store i32 %13, ptr addrspace(3) %40, align 4
  %41 = add i32 %38, ptrtoint (ptr addrspace(3) @dyn to i32)
  %42 = inttoptr i32 %41 to ptr addrspace(3)
  store i32 %13, ptr addrspace(3) %42, align 4
  %43 = call i32 @_Z10space_bitsPKv(i64 %37)
  %44 = inttoptr i64 %19 to ptr addrspace(1)
  store i32 %43, ptr addrspace(1) %44, align 4
  %45 = zext i32 %13 to i64
  %46 = shl nuw nsw i64 %45, 2
  %47 = add i64 %46, ptrtoint (ptr addrspacecast (ptr addrspace(3) @space_predicates._ZZ16space_predicatesE1s to ptr) to i64)
  %48 = call i32 @_Z10space_bitsPKv(i64 %47)
  %49 = add i64 %19, 4
  %50 = inttoptr i64 %49 to ptr addrspace(1)
  store i32 %48, ptr addrspace(1) %50, align 4
  %51 = add i64 %46, ptrtoint (ptr addrspacecast (ptr addrspace(3) @dyn to ptr) to i64)
  %52 = call i32 @_Z10space_bitsPKv(i64 %51)
  %53 = add i64 %19, 8
  %54 = inttoptr i64 %53 to ptr addrspace(1)
  store i32 %52, ptr addrspace(1) %54, align 4
  %55 = and i64 %46, 28
  %56 = add i64 %55, %3
  %57 = call i32 @_Z10space_bitsPKv(i64 %56)
  %58 = add i64 %19, 12
  %59 = inttoptr i64 %58 to ptr addrspace(1)
  store i32 %57, ptr addrspace(1) %59, align 4
  %60 = and i64 %46, 60
  %61 = add i64 %60, ptrtoint (ptr addrspacecast (ptr addrspace(4) @C_U32 to ptr) to i64)
  %62 = call i32 @_Z10space_bitsPKv(i64 %61)
  %63 = add i64 %19, 16
  %64 = inttoptr i64 %63 to ptr addrspace(1)
  store i32 %62, ptr addrspace(1) %64, align 4
  %65 = shl nuw nsw i64 %45, 3
  %66 = and i64 %65, 56
  %67 = add i64 %66, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_U64 to ptr) to i64)
  %68 = call i32 @_Z10space_bitsPKv(i64 %67)
  %69 = add i64 %19, 20
  %70 = inttoptr i64 %69 to ptr addrspace(1)
  store i32 %68, ptr addrspace(1) %70, align 4
  %71 = and i64 %46, 124
  %72 = add i64 %71, ptrtoint (ptr addrspacecast (ptr addrspace(1) @F32_VALUES to ptr) to i64)
  %73 = call i32 @_Z10space_bitsPKv(i64 %72)
  %74 = add i64 %19, 24
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  store i32 %73, ptr addrspace(1) %75, align 4
  %76 = mul i32 %13, 12
  %77 = and i32 %76, 28
  %78 = add i32 %77, %1
  %79 = inttoptr i32 %78 to ptr addrspace(5)
  %80 = load i32, ptr addrspace(5) %79, align 4
  %reass.add = shl i32 %13, 1
  %81 = add i32 %80, %reass.add
  %82 = add i64 %19, 28
  %83 = inttoptr i64 %82 to ptr addrspace(1)
  store i32 %81, ptr addrspace(1) %83, align 4
  ret void
}

define amdgpu_kernel void @cvta_round_trips(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot20 = alloca [32 x i8], align 16, addrspace(5)
  %1 = ptrtoint ptr addrspace(5) %__local_depot20 to i32
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
  store i32 0, ptr addrspace(5) %__local_depot20, align 4
  %15 = or disjoint i32 %1, 4
  %16 = inttoptr i32 %15 to ptr addrspace(5)
  store i32 %11, ptr addrspace(5) %16, align 4
  %17 = shl i32 %11, 1
  %18 = or disjoint i32 %1, 8
  %19 = inttoptr i32 %18 to ptr addrspace(5)
  store i32 %17, ptr addrspace(5) %19, align 4
  %20 = mul i32 %11, 3
  %21 = or disjoint i32 %1, 12
  %22 = inttoptr i32 %21 to ptr addrspace(5)
  store i32 %20, ptr addrspace(5) %22, align 4
  %23 = shl i32 %11, 2
  %24 = add i32 %1, 16
  %25 = inttoptr i32 %24 to ptr addrspace(5)
  store i32 %23, ptr addrspace(5) %25, align 4
  %26 = mul i32 %11, 5
  %27 = add i32 %1, 20
  %28 = inttoptr i32 %27 to ptr addrspace(5)
  store i32 %26, ptr addrspace(5) %28, align 4
  %29 = mul i32 %11, 6
  %30 = add i32 %1, 24
  %31 = inttoptr i32 %30 to ptr addrspace(5)
  store i32 %29, ptr addrspace(5) %31, align 4
  %32 = mul i32 %11, 7
  %33 = add i32 %1, 28
  %34 = inttoptr i32 %33 to ptr addrspace(5)
  store i32 %32, ptr addrspace(5) %34, align 4
  %35 = zext i32 %14 to i64
  %36 = shl nuw nsw i64 %35, 2
  %37 = add i64 %36, %5
  %38 = mul i32 %11, 9
  %39 = add i32 %23, ptrtoint (ptr addrspace(3) @cvta_round_trips._ZZ16cvta_round_tripsE1s to i32)
  %40 = inttoptr i32 %39 to ptr addrspace(3)
  store i32 %38, ptr addrspace(3) %40, align 4
  %41 = mul i32 %11, 11
  %42 = add i32 %23, ptrtoint (ptr addrspace(3) @dyn to i32)
  %43 = inttoptr i32 %42 to ptr addrspace(3)
  store i32 %41, ptr addrspace(3) %43, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %44 = inttoptr i64 %37 to ptr addrspace(1)
  store i32 %23, ptr addrspace(1) %44, align 4
  %45 = add i64 %37, 4
  %46 = inttoptr i64 %45 to ptr addrspace(1)
  store i32 %23, ptr addrspace(1) %46, align 4
  %47 = load i32, ptr addrspace(3) %40, align 4
  %48 = icmp eq i32 %47, %38
  %49 = select i1 %48, i32 3, i32 1
  %50 = add i64 %37, 8
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %51, align 4
  %52 = add i32 %23, 4
  %53 = and i32 %52, 252
  %54 = add i32 %53, ptrtoint (ptr addrspace(3) @dyn to i32)
  %55 = inttoptr i32 %54 to ptr addrspace(3)
  %56 = load i32, ptr addrspace(3) %55, align 4
  %57 = add i64 %37, 12
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  store i32 %56, ptr addrspace(1) %58, align 4
  %59 = add i64 %37, 16
  %60 = inttoptr i64 %59 to ptr addrspace(1)
  store i32 21, ptr addrspace(1) %60, align 4
  %61 = and i32 %23, 28
  %62 = add i32 %61, %1
  %63 = inttoptr i32 %62 to ptr addrspace(5)
  %64 = load i32, ptr addrspace(5) %63, align 4
  %65 = shl i32 %64, 8
  %66 = or disjoint i32 %65, %61
  %67 = add i64 %37, 20
  %68 = inttoptr i64 %67 to ptr addrspace(1)
  store i32 %66, ptr addrspace(1) %68, align 4
  %69 = and i32 %23, 60
  %70 = zext nneg i32 %69 to i64
  %71 = add i64 %70, ptrtoint (ptr addrspace(4) @C_U32 to i64)
  %72 = inttoptr i64 %71 to ptr addrspace(4)
  %73 = load i32, ptr addrspace(4) %72, align 4
  %74 = add i64 %37, 24
  %75 = inttoptr i64 %74 to ptr addrspace(1)
  store i32 %73, ptr addrspace(1) %75, align 4
  %76 = add i64 %37, 28
  %77 = inttoptr i64 %76 to ptr addrspace(1)
  store i32 %47, ptr addrspace(1) %77, align 4
  ret void
}

define amdgpu_kernel void @prefetches(ptr addrspace(4) byref(i64) align 8 %0) #1 {
allocas:
  %__local_depot21 = alloca [32 x i8], align 16, addrspace(5)
  %1 = ptrtoint ptr addrspace(5) %__local_depot21 to i32
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
  %15 = shl i32 %11, 3
  %16 = and i32 %15, 56
  %17 = zext nneg i32 %16 to i64
  %18 = add i64 %17, ptrtoint (ptr addrspace(1) @G_U64 to i64)
  %19 = shl i32 %11, 2
  %20 = and i32 %19, 28
  %21 = zext nneg i32 %20 to i64
  %22 = add i64 %21, ptrtoint (ptr addrspace(1) @G_U32 to i64)
  %23 = and i32 %11, 7
  %24 = add nuw nsw i32 %23, 3
  %25 = add nuw nsw i32 %23, 2
  %26 = add nuw nsw i32 %23, 1
  %27 = insertelement <4 x i32> poison, i32 %23, i64 0
  %28 = insertelement <4 x i32> %27, i32 %26, i64 1
  %29 = insertelement <4 x i32> %28, i32 %25, i64 2
  %30 = insertelement <4 x i32> %29, i32 %24, i64 3
  store <4 x i32> %30, ptr addrspace(5) %__local_depot21, align 16
  %31 = add nuw nsw i32 %23, 7
  %32 = add nuw nsw i32 %23, 6
  %33 = add nuw nsw i32 %23, 5
  %34 = add nuw nsw i32 %23, 4
  %35 = add i32 %1, 16
  %36 = inttoptr i32 %35 to ptr addrspace(5)
  %37 = insertelement <4 x i32> poison, i32 %34, i64 0
  %38 = insertelement <4 x i32> %37, i32 %33, i64 1
  %39 = insertelement <4 x i32> %38, i32 %32, i64 2
  %40 = insertelement <4 x i32> %39, i32 %31, i64 3
  store <4 x i32> %40, ptr addrspace(5) %36, align 16
  %41 = zext i32 %14 to i64
  %42 = shl nuw nsw i64 %41, 2
  %43 = add i64 %42, %5
  %44 = inttoptr i64 %18 to ptr addrspace(1)
  %45 = load i64, ptr addrspace(1) %44, align 8
  %46 = inttoptr i64 %43 to ptr addrspace(1)
  %47 = trunc i64 %45 to i32
  store i32 %47, ptr addrspace(1) %46, align 4
  %48 = inttoptr i64 %22 to ptr addrspace(1)
  %49 = load i32, ptr addrspace(1) %48, align 4
  %50 = add i64 %43, 4
  %51 = inttoptr i64 %50 to ptr addrspace(1)
  store i32 %49, ptr addrspace(1) %51, align 4
  %52 = add i64 %17, ptrtoint (ptr addrspace(1) @G_F64 to i64)
  %53 = inttoptr i64 %52 to ptr addrspace(1)
  %54 = load i64, ptr addrspace(1) %53, align 8
  %55 = bitcast i64 %54 to double
  %56 = fcmp uno double %55, 0.000000e+00
  %57 = lshr i64 %54, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = select i1 %56, i32 2147483647, i32 %58
  %60 = add i64 %43, 8
  %61 = inttoptr i64 %60 to ptr addrspace(1)
  store i32 %59, ptr addrspace(1) %61, align 4
  %62 = add i64 %21, ptrtoint (ptr addrspace(1) @G_F32 to i64)
  %63 = inttoptr i64 %62 to ptr addrspace(1)
  %64 = load i32, ptr addrspace(1) %63, align 4
  %65 = bitcast i32 %64 to float
  %66 = fcmp uno float %65, 0.000000e+00
  %67 = select i1 %66, i32 2147483647, i32 %64
  %68 = add i64 %43, 12
  %69 = inttoptr i64 %68 to ptr addrspace(1)
  store i32 %67, ptr addrspace(1) %69, align 4
  %70 = mul nuw nsw i32 %23, 12
  %71 = and i32 %70, 28
  %72 = add i32 %71, %1
  %73 = inttoptr i32 %72 to ptr addrspace(5)
  %74 = load i32, ptr addrspace(5) %73, align 4
  %75 = add i64 %43, 16
  %76 = inttoptr i64 %75 to ptr addrspace(1)
  store i32 %74, ptr addrspace(1) %76, align 4
  ret void
}

define amdgpu_kernel void @initialized_globals(ptr addrspace(4) byref(i64) align 8 %0) #1 {
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
  %17 = load i64, ptr addrspace(1) @G_PTR, align 8
  %18 = inttoptr i64 %17 to ptr
  %19 = addrspacecast ptr %18 to ptr addrspace(1)
  %20 = ptrtoint ptr addrspace(1) %19 to i64
  %21 = load i32, ptr addrspace(1) %19, align 4
  %22 = inttoptr i64 %16 to ptr addrspace(1)
  store i32 %21, ptr addrspace(1) %22, align 4
  %23 = and i32 %10, 3
  %24 = add nsw i32 %23, -2
  %25 = sext i32 %24 to i64
  %26 = shl nsw i64 %25, 2
  %27 = add i64 %26, %20
  %28 = inttoptr i64 %27 to ptr addrspace(1)
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = add i64 %16, 4
  %31 = inttoptr i64 %30 to ptr addrspace(1)
  store i32 %29, ptr addrspace(1) %31, align 4
  %32 = load i64, ptr addrspace(1) @G_FPTR, align 8
  %33 = inttoptr i64 %32 to ptr
  %34 = addrspacecast ptr %33 to ptr addrspace(1)
  %35 = ptrtoint ptr addrspace(1) %34 to i64
  %36 = zext i32 %10 to i64
  %37 = mul nuw i64 %36, 3435973837
  %38 = lshr i64 %37, 34
  %39 = trunc nuw nsw i64 %38 to i32
  %.neg = mul i32 %39, -5
  %40 = add i32 %.neg, %10
  %41 = zext i32 %40 to i64
  %42 = shl nuw nsw i64 %41, 2
  %43 = add i64 %42, %35
  %44 = load float, ptr addrspace(1) @G_PI, align 4
  %45 = inttoptr i64 %43 to ptr addrspace(1)
  %46 = load float, ptr addrspace(1) %45, align 4
  %47 = fadd float %46, %44
  %48 = fcmp uno float %47, 0.000000e+00
  %49 = bitcast float %47 to i32
  %50 = select i1 %48, i32 2147483647, i32 %49
  %51 = add i64 %16, 8
  %52 = inttoptr i64 %51 to ptr addrspace(1)
  store i32 %50, ptr addrspace(1) %52, align 4
  %53 = and i32 %10, 63
  %54 = load i64, ptr addrspace(1) @G_SCALAR, align 8
  %55 = zext nneg i32 %53 to i64
  %56 = lshr i64 %54, %55
  %57 = add i64 %16, 12
  %58 = inttoptr i64 %57 to ptr addrspace(1)
  %59 = trunc i64 %56 to i32
  store i32 %59, ptr addrspace(1) %58, align 4
  %60 = and i32 %10, 1
  %narrow = mul nuw nsw i32 %60, 24
  %61 = zext nneg i32 %narrow to i64
  %62 = add i64 %61, ptrtoint (ptr addrspace(1) @G_RECORDS to i64)
  %63 = inttoptr i64 %62 to ptr addrspace(1)
  %64 = load i16, ptr addrspace(1) %63, align 2
  %65 = zext i16 %64 to i32
  %66 = add i64 %61, add (i64 ptrtoint (ptr addrspace(1) @G_RECORDS to i64), i64 4)
  %67 = inttoptr i64 %66 to ptr addrspace(1)
  %68 = load i32, ptr addrspace(1) %67, align 4
  %69 = add i32 %68, %65
  %70 = add i64 %16, 16
  %71 = inttoptr i64 %70 to ptr addrspace(1)
  store i32 %69, ptr addrspace(1) %71, align 4
  %72 = add i64 %61, add (i64 ptrtoint (ptr addrspace(1) @G_RECORDS to i64), i64 8)
  %73 = inttoptr i64 %72 to ptr addrspace(1)
  %74 = load i64, ptr addrspace(1) %73, align 8
  %75 = bitcast i64 %74 to double
  %76 = fcmp uno double %75, 0.000000e+00
  %77 = lshr i64 %74, 32
  %78 = trunc nuw i64 %77 to i32
  %79 = select i1 %76, i32 2147483647, i32 %78
  %80 = add i64 %16, 20
  %81 = inttoptr i64 %80 to ptr addrspace(1)
  store i32 %79, ptr addrspace(1) %81, align 4
  %82 = add i64 %61, add (i64 ptrtoint (ptr addrspace(1) @G_RECORDS to i64), i64 16)
  %83 = inttoptr i64 %82 to ptr addrspace(1)
  %84 = load i64, ptr addrspace(1) %83, align 8
  %.not = icmp eq i32 %60, 0
  br i1 %.not, label %106, label %"$L__BB22_2"

"$L__BB22_2":                                     ; preds = %106, %allocas
  %"%rd40.0" = phi i64 [ 0, %allocas ], [ %112, %106 ]
  %85 = inttoptr i64 %84 to ptr
  %86 = addrspacecast ptr %85 to ptr addrspace(1)
  %87 = ptrtoint ptr addrspace(1) %86 to i64
  %88 = add i64 %"%rd40.0", %87
  %89 = inttoptr i64 %88 to ptr addrspace(1)
  %90 = load i32, ptr addrspace(1) %89, align 4
  %91 = add i64 %16, 24
  %92 = inttoptr i64 %91 to ptr addrspace(1)
  store i32 %90, ptr addrspace(1) %92, align 4
  %93 = shl i32 %10, 2
  %94 = and i32 %93, 28
  %95 = zext nneg i32 %94 to i64
  %96 = add i64 %95, ptrtoint (ptr addrspace(1) @G_ZEROED to i64)
  %97 = load i64, ptr addrspace(1) @G_PTR, align 8
  %98 = sub i64 %97, ptrtoint (ptr addrspacecast (ptr addrspace(1) @G_TARGET to ptr) to i64)
  %99 = lshr i64 %98, 2
  %100 = trunc i64 %99 to i32
  %101 = inttoptr i64 %96 to ptr addrspace(1)
  %102 = load i32, ptr addrspace(1) %101, align 4
  %103 = add i32 %102, %100
  %104 = add i64 %16, 28
  %105 = inttoptr i64 %104 to ptr addrspace(1)
  store i32 %103, ptr addrspace(1) %105, align 4
  ret void

106:                                              ; preds = %allocas
  %107 = mul nuw i64 %36, 2863311531
  %108 = lshr i64 %107, 34
  %109 = trunc nuw nsw i64 %108 to i32
  %.neg25 = mul i32 %109, -6
  %110 = add i32 %.neg25, %10
  %111 = zext i32 %110 to i64
  %112 = shl nuw nsw i64 %111, 2
  br label %"$L__BB22_2"
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f64(double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.amdgcn.is.shared(ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.amdgcn.is.private(ptr nocapture) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptoui.sat.i32.f64(double) #2

attributes #0 = { "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" }
attributes #1 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{}
