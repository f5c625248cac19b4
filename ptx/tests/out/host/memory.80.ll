; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@F32_VALUES = protected global [128 x i8] c"\00\00\00\00\00\00\00\80\01\00\00\00\FF\FF\7F\80\00\00\80\00\00\00\80?\00\00\80\BF\01\00\80?\00\00\C0?\DB\0FI@\DB\0FI\C0\AB\AA\AA>\FF\FF\7F\7F\FF\FF\7F\FF\00\00\80\7F\00\00\80\FF\00\00\C0\7F\00\E0\7FG\00\F0\7FG\00\00\803\01\00\003\00\10\80?\000\80?\01\00\00K\FF\FF\FFN\00\00\00\CF\00\00\80_\00\00\808\01\00 \C1o\12\83:y\E9\F6B\FE\FF\7F?", align 4
@U32_VALUES = protected global [64 x i8] c"\00\00\00\00\01\00\00\00\02\00\00\00\03\00\00\00\FF\FF\FF\7F\00\00\00\80\01\00\00\80\FF\FF\FF\FF\FE\FF\FF\FFxV4\12\F0\DE\BC\9A\FF\FF\00\00\00\00\01\00\1F\00\00\00 \00\00\00!\00\00\00", align 4
@G_U8 = protected global [8 x i8] c"\00\01\7F\80\FF\12\FE\81", align 1
@G_S8 = protected global [8 x i8] c"\00\01\7F\80\FF\12\FE\81", align 1
@G_U16 = protected global [16 x i8] c"\00\00\01\00\FF\7F\00\80\FF\FF4\12\FE\FF\01\80", align 2
@G_S16 = protected global [16 x i8] c"\00\00\01\00\FF\7F\00\80\FF\FF4\12\FE\FF\01\80", align 2
@G_U32 = protected global [32 x i8] c"\00\00\00\00\01\00\00\00\FF\FF\FF\7F\00\00\00\80\FF\FF\FF\FFxV4\12\FE\FF\FF\FF\01\00\00\80", align 4
@G_S32 = protected global [32 x i8] c"\00\00\00\00\01\00\00\00\FF\FF\FF\7F\00\00\00\80\FF\FF\FF\FFxV4\12\FE\FF\FF\FF\01\00\00\80", align 4
@G_U64 = protected global [64 x i8] c"\00\00\00\00\00\00\00\00\01\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\FF\7F\00\00\00\00\00\00\00\80\FF\FF\FF\FF\FF\FF\FF\FF\F0\DE\BC\9AxV4\12\FF\FF\FF\FF\00\00\00\00\00\00\00\00\FF\FF\FF\FF", align 8
@G_F32 = protected global [32 x i8] c"\00\00\00\00\00\00\00\80\00\00\80?\00\00\C0\BF\DB\0FI@\C2\16\01\00\FF\FF\7F\7F\00\E0\7F\C7", align 4
@G_F64 = protected global [64 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\80\00\00\00\00\00\00\F0?\00\00\00\00\00\00\F8\BF\18-DT\FB!\09@\01\00\00\00\00\00\00\00\FF\FF\FF\FF\FF\FF\EF\7FY\F3\F8\C2\1Fn\A5\81", align 8
@G_F2 = protected global [32 x i8] c"\00\00\80?\00\00\00@\00\00`\C0\00\00\88@\00\00\00\00\00\00\00\80\CA\F2Iq`B\A2\8D", align 8
@G_F4 = protected global [64 x i8] c"\00\00\80?\00\00\00@\00\00@@\00\00\80@\00\00\80\BF\00\00\00\C0\00\00@\C0\00\00\80\C0\00\00\00?\00\00\80>\00\00\00>\00\00\80=\E6\B1a\7F\E6\B1a\FF\EE\E3l\00\EE\E3l\80", align 16
@G_I4 = protected global [64 x i8] c"\01\00\00\00\FE\FF\FF\FF\03\00\00\00\FC\FF\FF\FF\FF\FF\FF\7F\00\00\00\80\00\00\00\00\FF\FF\FF\FF\05\00\00\00\06\00\00\00\07\00\00\00\08\00\00\00\F7\FF\FF\FF\0A\00\00\00\F5\FF\FF\FF\0C\00\00\00", align 16
@G_U2 = protected global [32 x i8] c"\01\00\00\00\02\00\00\00\FF\FF\FF\FF\00\00\00\00\00\00\00\80\FF\FF\FF\7F\EF\BE\AD\DE\BE\BA\FE\CA", align 8
@G_D2 = protected global [64 x i8] c"\00\00\00\00\00\00\F0?\00\00\00\00\00\00\F0\BF\9A\99\99\99\99\99\B9?\9A\99\99\99\99\99\C9?\9Cu\00\88<\E47~Y\F3\F8\C2\1Fn\A5\81\00\00\00\00\00\00\04@\00\00\00\00\00\00\00\80", align 16
@C_U32 = protected global [64 x i8] c"\01\00\00\00\02\00\00\00\04\00\00\00\08\00\00\00\10\00\00\00 \00\00\00@\00\00\00\80\00\00\00\FF\FF\FF\FF\00\00\00\8090\00\00\EF\BE\AD\DE\07\00\00\00M\00\00\00\09\03\00\00a\1E\00\00", align 4
@C_F32 = protected global [32 x i8] c"\00\00\80?\00\00\00\C0\CD\CC\CC=\EE\E3l\00\99v\96\FE\00\00\00\00\00\00\00\80\00\00\80G", align 4
@C_F64 = protected global [32 x i8] c"UUUUUU\D5?UUUUUU\E5\BF+\E6p\8Bh\12\00\00\17\C5W\CA\85\E1\DFD", align 8
@C_S8 = protected global [8 x i8] c"\FF\FE\FD\FC\01\02\03\7F", align 1
@C_S16 = protected global [8 x i8] c"\00\80\FF\7F\FF\FF\02\00", align 2
@C_U64 = protected global [16 x i8] c"\EF\CD\AB\89gE#\01\102Tv\98\BA\DC\FE", align 8
@G_TARGET = protected global [24 x i8] c"\0A\00\00\00\14\00\00\00\1E\00\00\00(\00\00\002\00\00\00<\00\00\00", align 4
@G_PTR = protected global <{ i64 }> <{ i64 ptrtoint (ptr getelementptr (i8, ptr addrspacecast (ptr @G_TARGET to ptr), i64 8) to i64) }>, align 8
@G_FPTR = protected global <{ i64 }> <{ i64 ptrtoint (ptr getelementptr (i8, ptr addrspacecast (ptr @G_F32 to ptr), i64 12) to i64) }>, align 8
@G_SCALAR = protected global [8 x i8] c"\00\DF\0D\EE\FF\C0\AD\0B", align 8
@G_PI = protected global [4 x i8] c"\DB\0FI@", align 4
@G_RECORDS = protected global <{ [16 x i8], i64, [16 x i8], i64 }> <{ [16 x i8] c"\07\00\00\00UU\AA\AA\00\00\00\00\00\00\04@", i64 ptrtoint (ptr addrspacecast (ptr @G_TARGET to ptr) to i64), [16 x i8] c"\09\00\00\00\AA\AAUU\00\00\00\00\00\00\C0\BF", i64 ptrtoint (ptr getelementptr (i8, ptr addrspacecast (ptr @G_TARGET to ptr), i64 20) to i64) }>, align 8
@G_ZEROED = protected global [32 x i8] zeroinitializer, align 4
@__rocuda_kernel.global_load_narrow = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.global_load_wide = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.global_store_widths = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.global_vectors = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.global_ldg = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.volatile_access = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 256, i32 256, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.ordered_access = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cache_hints = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shared_static_dynamic = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 960, i32 1024, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.shared_vectors = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 1024, i32 1024, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.local_arrays = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.constant_arrays = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.param_structs = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.generic_pointers = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 512, i32 512, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.space_predicates = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 256, i32 1024, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.cvta_round_trips = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 256, i32 1024, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.prefetches = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.initialized_globals = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define internal i32 @_Z9mixed_sum5Mixed5Smallj(ptr %0, [40 x i8] %1, [8 x i8] %2, i32 %3) {
allocas:
  %__local_depot0 = alloca [40 x i8], align 8
  %.fca.0.extract18 = extractvalue [40 x i8] %1, 0
  %.fca.2.extract20 = extractvalue [40 x i8] %1, 2
  %.fca.3.extract21 = extractvalue [40 x i8] %1, 3
  %.fca.4.extract22 = extractvalue [40 x i8] %1, 4
  %.fca.5.extract23 = extractvalue [40 x i8] %1, 5
  %.fca.6.extract24 = extractvalue [40 x i8] %1, 6
  %.fca.7.extract25 = extractvalue [40 x i8] %1, 7
  %.fca.8.extract = extractvalue [40 x i8] %1, 8
  %.fca.9.extract = extractvalue [40 x i8] %1, 9
  %.fca.10.extract = extractvalue [40 x i8] %1, 10
  %.fca.11.extract = extractvalue [40 x i8] %1, 11
  %.fca.12.extract = extractvalue [40 x i8] %1, 12
  %.fca.13.extract = extractvalue [40 x i8] %1, 13
  %.fca.14.extract = extractvalue [40 x i8] %1, 14
  %.fca.15.extract = extractvalue [40 x i8] %1, 15
  %.fca.16.extract = extractvalue [40 x i8] %1, 16
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.16.vec.insert = insertelement <8 x i8> poison, i8 %.fca.16.extract, i64 0
  %.fca.17.extract = extractvalue [40 x i8] %1, 17
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.17.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.16.vec.insert, i8 %.fca.17.extract, i64 1
  %.fca.18.extract = extractvalue [40 x i8] %1, 18
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.18.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.17.vec.insert, i8 %.fca.18.extract, i64 2
  %.fca.19.extract = extractvalue [40 x i8] %1, 19
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.19.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.18.vec.insert, i8 %.fca.19.extract, i64 3
  %.fca.20.extract = extractvalue [40 x i8] %1, 20
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.20.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.19.vec.insert, i8 %.fca.20.extract, i64 4
  %.fca.21.extract = extractvalue [40 x i8] %1, 21
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.21.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.20.vec.insert, i8 %.fca.21.extract, i64 5
  %.fca.22.extract = extractvalue [40 x i8] %1, 22
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.22.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.21.vec.insert, i8 %.fca.22.extract, i64 6
  %.fca.23.extract = extractvalue [40 x i8] %1, 23
  %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.23.vec.insert = insertelement <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.22.vec.insert, i8 %.fca.23.extract, i64 7
  %.fca.24.extract = extractvalue [40 x i8] %1, 24
  %.fca.25.extract = extractvalue [40 x i8] %1, 25
  %.fca.26.extract = extractvalue [40 x i8] %1, 26
  %.fca.27.extract = extractvalue [40 x i8] %1, 27
  %.fca.32.extract = extractvalue [40 x i8] %1, 32
  %.fca.33.extract = extractvalue [40 x i8] %1, 33
  %.fca.34.extract = extractvalue [40 x i8] %1, 34
  %.fca.35.extract = extractvalue [40 x i8] %1, 35
  %.fca.36.extract = extractvalue [40 x i8] %1, 36
  %.fca.37.extract = extractvalue [40 x i8] %1, 37
  %.fca.38.extract = extractvalue [40 x i8] %1, 38
  %.fca.39.extract = extractvalue [40 x i8] %1, 39
  %.fca.0.extract = extractvalue [8 x i8] %2, 0
  %.fca.1.extract = extractvalue [8 x i8] %2, 1
  %.fca.2.extract = extractvalue [8 x i8] %2, 2
  %.fca.3.extract = extractvalue [8 x i8] %2, 3
  %.fca.4.extract = extractvalue [8 x i8] %2, 4
  %.fca.5.extract = extractvalue [8 x i8] %2, 5
  %.fca.6.extract = extractvalue [8 x i8] %2, 6
  %.fca.7.extract = extractvalue [8 x i8] %2, 7
  %4 = ptrtoint ptr %__local_depot0 to i64
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
  store i8 %.fca.0.extract18, ptr %__local_depot0, align 1
  %6 = or disjoint i64 %4, 2
  %7 = inttoptr i64 %6 to ptr
  store i16 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.3.2.insert.insert, ptr %7, align 2
  %8 = or disjoint i64 %4, 4
  %9 = inttoptr i64 %8 to ptr
  store i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.6.4.insert.insert, ptr %9, align 4
  %10 = add i64 %4, 8
  %11 = inttoptr i64 %10 to ptr
  store i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.11.8.insert.insert, ptr %11, align 8
  %12 = add i64 %4, 16
  %13 = inttoptr i64 %12 to ptr
  store <8 x i8> %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.20.23.vec.insert, ptr %13, align 8
  %14 = add i64 %4, 24
  %15 = inttoptr i64 %14 to ptr
  store i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.29.24.insert.insert, ptr %15, align 4
  %16 = add i64 %4, 32
  %17 = inttoptr i64 %16 to ptr
  store i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.38.32.insert.insert, ptr %17, align 8
  %18 = zext i8 %.fca.0.extract18 to i32
  %19 = sext i16 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.3.2.insert.insert to i32
  %20 = call double @llvm.trunc.f64(double %5)
  %21 = call i32 @llvm.fptosi.sat.i32.f64(double %20)
  %22 = fcmp uno double %5, 0.000000e+00
  %23 = select i1 %22, i32 -2147483648, i32 %21
  %24 = zext i32 %3 to i64
  %25 = mul nuw i64 %24, 2863311531
  %26 = lshr i64 %25, 33
  %27 = trunc nuw nsw i64 %26 to i32
  %.neg = mul i32 %27, -3
  %28 = add i32 %.neg, %3
  %29 = zext i32 %28 to i64
  %30 = shl nuw nsw i64 %29, 2
  %31 = add i64 %12, %30
  %32 = inttoptr i64 %31 to ptr
  %33 = load i32, ptr %32, align 4
  %34 = bitcast i32 %33 to float
  %35 = fcmp uno float %34, 0.000000e+00
  %36 = select i1 %35, i32 2147483647, i32 %33
  %37 = lshr i64 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.38.32.insert.insert, 7
  %38 = trunc i64 %37 to i32
  %39 = mul i32 %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.0.0.insert.insert, %_Z9mixed_sum5Mixed5Smallj_param_1.sroa.5.4.insert.insert
  %40 = add i32 %39, %18
  %41 = mul nsw i32 %19, 3
  %42 = add i32 %41, %40
  %43 = mul i32 %_Z9mixed_sum5Mixed5Smallj_param_0.sroa.6.4.insert.insert, %3
  %44 = add i32 %43, %42
  %45 = add i32 %44, %23
  %46 = add i32 %45, %36
  %47 = add i32 %46, %38
  ret i32 %47
}

define internal [40 x i8] @_Z10mixed_makej(ptr %0, i32 %1) {
allocas:
  %2 = trunc i32 %1 to i16
  %3 = uitofp i32 %1 to double
  %4 = zext i32 %1 to i64
  %5 = sub i16 -1000, %2
  %6 = uitofp i32 %1 to float
  %7 = fmul float %6, 2.500000e-01
  %8 = fmul double %3, -5.000000e-01
  %9 = mul i32 %1, -1640531527
  %10 = trunc i32 %1 to i8
  %11 = add i8 %10, -56
  %func_retval0.sroa.5.2.extract.trunc = trunc i16 %5 to i8
  %func_retval0.sroa.8.2.extract.shift = lshr i16 %5, 8
  %func_retval0.sroa.8.2.extract.trunc = trunc nuw i16 %func_retval0.sroa.8.2.extract.shift to i8
  %func_retval0.sroa.10.4.extract.trunc = trunc i32 %9 to i8
  %func_retval0.sroa.13.4.extract.shift = lshr i32 %9, 8
  %func_retval0.sroa.13.4.extract.trunc = trunc i32 %func_retval0.sroa.13.4.extract.shift to i8
  %func_retval0.sroa.15.4.extract.shift = lshr i32 %9, 16
  %func_retval0.sroa.15.4.extract.trunc = trunc i32 %func_retval0.sroa.15.4.extract.shift to i8
  %func_retval0.sroa.17.4.extract.shift = lshr i32 %9, 24
  %func_retval0.sroa.17.4.extract.trunc = trunc nuw i32 %func_retval0.sroa.17.4.extract.shift to i8
  %12 = bitcast double %8 to i64
  %func_retval0.sroa.19.8.extract.trunc = trunc i64 %12 to i8
  %func_retval0.sroa.22.8.extract.shift = lshr i64 %12, 8
  %func_retval0.sroa.22.8.extract.trunc = trunc i64 %func_retval0.sroa.22.8.extract.shift to i8
  %func_retval0.sroa.24.8.extract.shift = lshr i64 %12, 16
  %func_retval0.sroa.24.8.extract.trunc = trunc i64 %func_retval0.sroa.24.8.extract.shift to i8
  %func_retval0.sroa.26.8.extract.shift = lshr i64 %12, 24
  %func_retval0.sroa.26.8.extract.trunc = trunc i64 %func_retval0.sroa.26.8.extract.shift to i8
  %func_retval0.sroa.28.8.extract.shift = lshr i64 %12, 32
  %func_retval0.sroa.28.8.extract.trunc = trunc i64 %func_retval0.sroa.28.8.extract.shift to i8
  %func_retval0.sroa.30.8.extract.shift = lshr i64 %12, 40
  %func_retval0.sroa.30.8.extract.trunc = trunc i64 %func_retval0.sroa.30.8.extract.shift to i8
  %func_retval0.sroa.32.8.extract.shift = lshr i64 %12, 48
  %func_retval0.sroa.32.8.extract.trunc = trunc i64 %func_retval0.sroa.32.8.extract.shift to i8
  %func_retval0.sroa.34.8.extract.shift = lshr i64 %12, 56
  %func_retval0.sroa.34.8.extract.trunc = trunc nuw i64 %func_retval0.sroa.34.8.extract.shift to i8
  %13 = insertelement <2 x float> poison, float %6, i64 0
  %14 = bitcast <2 x float> %13 to <2 x i32>
  %15 = insertelement <2 x i32> %14, i32 -1073741824, i64 1
  %16 = bitcast <2 x i32> %15 to <8 x i8>
  %17 = bitcast float %7 to i32
  %func_retval0.sroa.53.24.extract.trunc = trunc i32 %17 to i8
  %func_retval0.sroa.56.24.extract.shift = lshr i32 %17, 8
  %func_retval0.sroa.56.24.extract.trunc = trunc i32 %func_retval0.sroa.56.24.extract.shift to i8
  %func_retval0.sroa.58.24.extract.shift = lshr i32 %17, 16
  %func_retval0.sroa.58.24.extract.trunc = trunc i32 %func_retval0.sroa.58.24.extract.shift to i8
  %func_retval0.sroa.60.24.extract.shift = lshr i32 %17, 24
  %func_retval0.sroa.60.24.extract.trunc = trunc nuw nsw i32 %func_retval0.sroa.60.24.extract.shift to i8
  %func_retval0.sroa.73.32.extract.shift = lshr i64 %4, 8
  %func_retval0.sroa.73.32.extract.trunc = trunc i64 %func_retval0.sroa.73.32.extract.shift to i8
  %func_retval0.sroa.75.32.extract.shift = lshr i64 %4, 16
  %func_retval0.sroa.75.32.extract.trunc = trunc i64 %func_retval0.sroa.75.32.extract.shift to i8
  %func_retval0.sroa.77.32.extract.shift = lshr i64 %4, 24
  %func_retval0.sroa.77.32.extract.trunc = trunc nuw i64 %func_retval0.sroa.77.32.extract.shift to i8
  %.fca.0.insert = insertvalue [40 x i8] poison, i8 %11, 0
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
  %func_retval0.sroa.36.16.vec.extract = extractelement <8 x i8> %16, i64 0
  %.fca.16.insert = insertvalue [40 x i8] %.fca.15.insert, i8 %func_retval0.sroa.36.16.vec.extract, 16
  %func_retval0.sroa.36.17.vec.extract = extractelement <8 x i8> %16, i64 1
  %.fca.17.insert = insertvalue [40 x i8] %.fca.16.insert, i8 %func_retval0.sroa.36.17.vec.extract, 17
  %func_retval0.sroa.36.18.vec.extract = extractelement <8 x i8> %16, i64 2
  %.fca.18.insert = insertvalue [40 x i8] %.fca.17.insert, i8 %func_retval0.sroa.36.18.vec.extract, 18
  %func_retval0.sroa.36.19.vec.extract = extractelement <8 x i8> %16, i64 3
  %.fca.19.insert = insertvalue [40 x i8] %.fca.18.insert, i8 %func_retval0.sroa.36.19.vec.extract, 19
  %.fca.20.insert = insertvalue [40 x i8] %.fca.19.insert, i8 0, 20
  %func_retval0.sroa.36.21.vec.extract = extractelement <8 x i8> %16, i64 5
  %.fca.21.insert = insertvalue [40 x i8] %.fca.20.insert, i8 %func_retval0.sroa.36.21.vec.extract, 21
  %func_retval0.sroa.36.22.vec.extract = extractelement <8 x i8> %16, i64 6
  %.fca.22.insert = insertvalue [40 x i8] %.fca.21.insert, i8 %func_retval0.sroa.36.22.vec.extract, 22
  %func_retval0.sroa.36.23.vec.extract = extractelement <8 x i8> %16, i64 7
  %.fca.23.insert = insertvalue [40 x i8] %.fca.22.insert, i8 %func_retval0.sroa.36.23.vec.extract, 23
  %.fca.24.insert = insertvalue [40 x i8] %.fca.23.insert, i8 %func_retval0.sroa.53.24.extract.trunc, 24
  %.fca.25.insert = insertvalue [40 x i8] %.fca.24.insert, i8 %func_retval0.sroa.56.24.extract.trunc, 25
  %.fca.26.insert = insertvalue [40 x i8] %.fca.25.insert, i8 %func_retval0.sroa.58.24.extract.trunc, 26
  %.fca.27.insert = insertvalue [40 x i8] %.fca.26.insert, i8 %func_retval0.sroa.60.24.extract.trunc, 27
  %.fca.28.insert = insertvalue [40 x i8] %.fca.27.insert, i8 undef, 28
  %.fca.29.insert = insertvalue [40 x i8] %.fca.28.insert, i8 undef, 29
  %.fca.30.insert = insertvalue [40 x i8] %.fca.29.insert, i8 undef, 30
  %.fca.31.insert = insertvalue [40 x i8] %.fca.30.insert, i8 undef, 31
  %.fca.32.insert = insertvalue [40 x i8] %.fca.31.insert, i8 %10, 32
  %.fca.33.insert = insertvalue [40 x i8] %.fca.32.insert, i8 %func_retval0.sroa.73.32.extract.trunc, 33
  %.fca.34.insert = insertvalue [40 x i8] %.fca.33.insert, i8 %func_retval0.sroa.75.32.extract.trunc, 34
  %.fca.35.insert = insertvalue [40 x i8] %.fca.34.insert, i8 %func_retval0.sroa.77.32.extract.trunc, 35
  %.fca.36.insert = insertvalue [40 x i8] %.fca.35.insert, i8 0, 36
  %.fca.37.insert = insertvalue [40 x i8] %.fca.36.insert, i8 0, 37
  %.fca.38.insert = insertvalue [40 x i8] %.fca.37.insert, i8 -1, 38
  %.fca.39.insert = insertvalue [40 x i8] %.fca.38.insert, i8 -1, 39
  ret [40 x i8] %.fca.39.insert
}

define internal i32 @_Z14generic_updatePjj(ptr %0, i64 %1, i32 %2) {
allocas:
  %3 = inttoptr i64 %1 to ptr
  %4 = load i32, ptr %3, align 4
  store i32 %2, ptr %3, align 4
  %5 = add i64 %1, 4
  %6 = inttoptr i64 %5 to ptr
  %7 = load i32, ptr %6, align 4
  %8 = add i32 %7, %4
  store i32 %8, ptr %6, align 4
  %9 = mul i32 %2, 3
  %10 = add i32 %9, %8
  ret i32 %10
}

define internal i32 @_Z12generic_readPKjj(ptr %0, i64 %1, i32 %2) {
allocas:
  %3 = zext i32 %2 to i64
  %4 = shl nuw nsw i64 %3, 2
  %5 = add i64 %4, %1
  %6 = inttoptr i64 %5 to ptr
  %7 = load i32, ptr %6, align 4
  %8 = add i32 %2, 1
  %9 = zext i32 %8 to i64
  %10 = shl nuw nsw i64 %9, 2
  %11 = add i64 %10, %1
  %12 = inttoptr i64 %11 to ptr
  %13 = load i32, ptr %12, align 4
  %14 = shl i32 %13, 1
  %15 = xor i32 %14, %7
  ret i32 %15
}

define internal i32 @_Z10space_bitsPKv(ptr %0, i64 %1) {
allocas:
  %2 = getelementptr i8, ptr %0, i64 80
  %3 = load ptr, ptr %2, align 8
  %4 = ptrtoint ptr %3 to i64
  %5 = getelementptr i8, ptr %0, i64 72
  %6 = load i32, ptr %5, align 4
  %7 = zext i32 %6 to i64
  %8 = sub i64 %1, %4
  %9 = icmp ult i64 %8, %7
  %10 = getelementptr i8, ptr %0, i64 88
  %11 = load ptr, ptr %10, align 8
  %12 = ptrtoint ptr %11 to i64
  %13 = getelementptr i8, ptr %0, i64 96
  %14 = load ptr, ptr %13, align 8
  %15 = ptrtoint ptr %14 to i64
  %16 = icmp ule i64 %12, %1
  %17 = icmp ugt i64 %15, %1
  %18 = and i1 %16, %17
  %19 = sub i64 %1, ptrtoint (ptr @C_U32 to i64)
  %20 = icmp ult i64 %19, 64
  %21 = sub i64 %1, ptrtoint (ptr @C_F32 to i64)
  %22 = icmp ult i64 %21, 32
  %23 = or i1 %20, %22
  %24 = sub i64 %1, ptrtoint (ptr @C_F64 to i64)
  %25 = icmp ult i64 %24, 32
  %26 = or i1 %23, %25
  %27 = sub i64 %1, ptrtoint (ptr @C_S8 to i64)
  %28 = icmp ult i64 %27, 8
  %29 = or i1 %26, %28
  %30 = sub i64 %1, ptrtoint (ptr @C_S16 to i64)
  %31 = icmp ult i64 %30, 8
  %32 = or i1 %29, %31
  %33 = sub i64 %1, ptrtoint (ptr @C_U64 to i64)
  %34 = icmp ult i64 %33, 16
  %35 = or i1 %32, %34
  %36 = or i1 %9, %18
  %37 = or i1 %36, %35
  %38 = xor i1 %37, true
  %39 = zext i1 %38 to i32
  %40 = select i1 %9, i32 2, i32 0
  %41 = or disjoint i32 %40, %39
  %42 = select i1 %18, i32 4, i32 0
  %43 = or disjoint i32 %41, %42
  %44 = select i1 %35, i32 8, i32 0
  %45 = or disjoint i32 %43, %44
  ret i32 %45
}

define void @global_load_narrow(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = and i32 %7, 7
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %15, ptrtoint (ptr @G_U8 to i64)
  %17 = inttoptr i64 %16 to ptr
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = inttoptr i64 %13 to ptr
  store i32 %19, ptr %20, align 4
  %21 = add i64 %15, ptrtoint (ptr @G_S8 to i64)
  %22 = inttoptr i64 %21 to ptr
  %23 = load i8, ptr %22, align 1
  %24 = sext i8 %23 to i32
  %25 = add i64 %13, 4
  %26 = inttoptr i64 %25 to ptr
  store i32 %24, ptr %26, align 4
  %27 = shl i32 %7, 1
  %28 = and i32 %27, 14
  %29 = zext nneg i32 %28 to i64
  %30 = add i64 %29, ptrtoint (ptr @G_U16 to i64)
  %31 = inttoptr i64 %30 to ptr
  %32 = load i16, ptr %31, align 2
  %33 = zext i16 %32 to i32
  %34 = add i64 %13, 8
  %35 = inttoptr i64 %34 to ptr
  store i32 %33, ptr %35, align 4
  %36 = add i64 %29, ptrtoint (ptr @G_S16 to i64)
  %37 = inttoptr i64 %36 to ptr
  %38 = load i16, ptr %37, align 2
  %39 = sext i16 %38 to i32
  %40 = add i64 %13, 12
  %41 = inttoptr i64 %40 to ptr
  store i32 %39, ptr %41, align 4
  %42 = add i32 %7, 3
  %43 = and i32 %42, 7
  %44 = zext nneg i32 %43 to i64
  %45 = add i64 %44, ptrtoint (ptr @G_S8 to i64)
  %46 = inttoptr i64 %45 to ptr
  %47 = load i8, ptr %46, align 1
  %48 = add i32 %27, 10
  %49 = and i32 %48, 14
  %50 = zext nneg i32 %49 to i64
  %51 = add i64 %50, ptrtoint (ptr @G_S16 to i64)
  %52 = inttoptr i64 %51 to ptr
  %53 = load i16, ptr %52, align 2
  %54 = ashr i8 %47, 7
  %55 = sext i8 %54 to i32
  %56 = add i64 %13, 16
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  %58 = sext i8 %47 to i32
  %59 = add i64 %13, 20
  %60 = inttoptr i64 %59 to ptr
  store i32 %58, ptr %60, align 4
  %61 = ashr i16 %53, 15
  %62 = sext i16 %61 to i32
  %63 = add i64 %13, 24
  %64 = inttoptr i64 %63 to ptr
  store i32 %62, ptr %64, align 4
  %65 = sext i16 %53 to i32
  %66 = add i32 %7, 1
  %67 = and i32 %66, 7
  %68 = zext nneg i32 %67 to i64
  %69 = add i64 %68, ptrtoint (ptr @G_U8 to i64)
  %70 = inttoptr i64 %69 to ptr
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i32
  %73 = shl nuw nsw i32 %72, 8
  %74 = xor i32 %73, %65
  %75 = add i64 %13, 28
  %76 = inttoptr i64 %75 to ptr
  store i32 %74, ptr %76, align 4
  ret void
}

define void @global_load_wide(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = add i32 %7, %4
  %15 = shl i32 %14, 2
  %16 = and i32 %15, 28
  %17 = zext nneg i32 %16 to i64
  %18 = add i64 %17, ptrtoint (ptr @G_U32 to i64)
  %19 = inttoptr i64 %18 to ptr
  %20 = load i32, ptr %19, align 4
  %21 = inttoptr i64 %13 to ptr
  store i32 %20, ptr %21, align 4
  %22 = add i64 %17, ptrtoint (ptr @G_S32 to i64)
  %23 = inttoptr i64 %22 to ptr
  %24 = load i32, ptr %23, align 4
  %25 = ashr i32 %24, 3
  %26 = add i64 %13, 4
  %27 = inttoptr i64 %26 to ptr
  store i32 %25, ptr %27, align 4
  %28 = shl i32 %14, 3
  %29 = and i32 %28, 56
  %30 = zext nneg i32 %29 to i64
  %31 = add i64 %30, ptrtoint (ptr @G_U64 to i64)
  %32 = inttoptr i64 %31 to ptr
  %33 = load i64, ptr %32, align 8
  %34 = add i64 %13, 8
  %35 = inttoptr i64 %34 to ptr
  %36 = trunc i64 %33 to i32
  store i32 %36, ptr %35, align 4
  %37 = lshr i64 %33, 32
  %38 = add i64 %13, 12
  %39 = inttoptr i64 %38 to ptr
  %40 = trunc nuw i64 %37 to i32
  store i32 %40, ptr %39, align 4
  %41 = add i64 %17, ptrtoint (ptr @G_F32 to i64)
  %42 = inttoptr i64 %41 to ptr
  %43 = load i32, ptr %42, align 4
  %44 = bitcast i32 %43 to float
  %45 = fcmp uno float %44, 0.000000e+00
  %46 = select i1 %45, i32 2147483647, i32 %43
  %47 = add i64 %13, 16
  %48 = inttoptr i64 %47 to ptr
  store i32 %46, ptr %48, align 4
  %49 = add i64 %30, ptrtoint (ptr @G_F64 to i64)
  %50 = inttoptr i64 %49 to ptr
  %51 = load i64, ptr %50, align 8
  %52 = bitcast i64 %51 to double
  %53 = fcmp uno double %52, 0.000000e+00
  %54 = trunc i64 %51 to i32
  %55 = select i1 %53, i32 -1, i32 %54
  %56 = add i64 %13, 20
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  %58 = lshr i64 %51, 32
  %59 = trunc nuw i64 %58 to i32
  %60 = select i1 %53, i32 2147483647, i32 %59
  %61 = add i64 %13, 24
  %62 = inttoptr i64 %61 to ptr
  store i32 %60, ptr %62, align 4
  %63 = add i32 %15, 4
  %64 = and i32 %63, 28
  %65 = zext nneg i32 %64 to i64
  %66 = add i64 %65, ptrtoint (ptr @G_S32 to i64)
  %67 = inttoptr i64 %66 to ptr
  %68 = load i32, ptr %67, align 4
  %69 = ashr i32 %68, 31
  %70 = lshr i64 %33, 60
  %71 = trunc nuw nsw i64 %70 to i32
  %72 = add nsw i32 %69, %71
  %73 = add i64 %13, 28
  %74 = inttoptr i64 %73 to ptr
  store i32 %72, ptr %74, align 4
  ret void
}

define void @global_store_widths(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = trunc i32 %9 to i16
  %15 = inttoptr i64 %13 to ptr
  %16 = trunc i32 %9 to i8
  %17 = mul i8 %16, 7
  store i8 %17, ptr %15, align 1
  %18 = add i64 %13, 2
  %19 = inttoptr i64 %18 to ptr
  %20 = or i8 %16, -128
  store i8 %20, ptr %19, align 1
  %21 = mul i16 %14, 1000
  %22 = or disjoint i16 %21, 3
  %23 = add i64 %13, 6
  %24 = inttoptr i64 %23 to ptr
  store i16 %22, ptr %24, align 2
  %25 = mul i32 %9, 16843009
  %26 = add i64 %13, 8
  %27 = inttoptr i64 %26 to ptr
  store i32 %25, ptr %27, align 4
  %28 = uitofp i32 %9 to float
  %29 = fmul float %28, -7.500000e-01
  %30 = add i64 %13, 12
  %31 = inttoptr i64 %30 to ptr
  store float %29, ptr %31, align 4
  %32 = add i32 %9, 1
  %33 = zext i32 %32 to i64
  %34 = mul i64 %33, 81985529216486895
  %35 = add i64 %13, 16
  %36 = inttoptr i64 %35 to ptr
  store i64 %34, ptr %36, align 8
  %37 = uitofp i32 %9 to double
  %38 = fdiv double %37, 3.000000e+00
  %39 = add i64 %13, 24
  %40 = inttoptr i64 %39 to ptr
  store double %38, ptr %40, align 8
  ret void
}

define void @global_vectors(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = and i32 %7, 3
  %15 = trunc i32 %7 to i16
  %16 = lshr i16 %15, 2
  %17 = and i16 %16, 3
  switch i16 %17, label %allocas.unreachabledefault [
    i16 0, label %"$L__BB8_5"
    i16 1, label %"$L__BB8_4"
    i16 2, label %72
    i16 3, label %"$L__BB8_6"
  ]

"$L__BB8_5":                                      ; preds = %allocas
  %18 = shl nuw nsw i32 %14, 4
  %19 = zext nneg i32 %18 to i64
  %20 = add i64 %19, ptrtoint (ptr @G_F4 to i64)
  %21 = inttoptr i64 %20 to ptr
  %22 = load <4 x i32>, ptr %21, align 16
  %23 = extractelement <4 x i32> %22, i64 1
  %24 = extractelement <4 x i32> %22, i64 2
  %bc39 = bitcast <4 x i32> %22 to <4 x float>
  %25 = extractelement <4 x float> %bc39, i64 0
  %26 = extractelement <4 x float> %bc39, i64 3
  %27 = inttoptr i64 %13 to ptr
  store <4 x i32> %22, ptr %27, align 16
  %28 = fadd float %25, 1.000000e+00
  %29 = fadd float %26, %26
  %30 = add i64 %13, 16
  %31 = inttoptr i64 %30 to ptr
  %32 = bitcast float %28 to i32
  %33 = insertelement <4 x float> poison, float %29, i64 0
  %34 = bitcast <4 x float> %33 to <4 x i32>
  %35 = insertelement <4 x i32> %34, i32 %24, i64 1
  %36 = insertelement <4 x i32> %35, i32 %23, i64 2
  %37 = insertelement <4 x i32> %36, i32 %32, i64 3
  store <4 x i32> %37, ptr %31, align 16
  br label %"$L__BB8_7"

"$L__BB8_4":                                      ; preds = %allocas
  %38 = shl nuw nsw i32 %14, 4
  %39 = zext nneg i32 %38 to i64
  %40 = add i64 %39, ptrtoint (ptr @G_I4 to i64)
  %41 = inttoptr i64 %40 to ptr
  %42 = load <4 x i32>, ptr %41, align 16
  %43 = extractelement <4 x i32> %42, i64 0
  %44 = extractelement <4 x i32> %42, i64 1
  %45 = extractelement <4 x i32> %42, i64 2
  %46 = extractelement <4 x i32> %42, i64 3
  %47 = inttoptr i64 %13 to ptr
  store <4 x i32> %42, ptr %47, align 16
  %48 = xor i32 %45, %46
  %49 = sub i32 %44, %45
  %50 = add i32 %43, %44
  %51 = ashr i32 %46, 1
  %52 = add i64 %13, 16
  %53 = inttoptr i64 %52 to ptr
  %54 = insertelement <4 x i32> poison, i32 %50, i64 0
  %55 = insertelement <4 x i32> %54, i32 %49, i64 1
  %56 = insertelement <4 x i32> %55, i32 %48, i64 2
  %57 = insertelement <4 x i32> %56, i32 %51, i64 3
  store <4 x i32> %57, ptr %53, align 16
  br label %"$L__BB8_7"

allocas.unreachabledefault:                       ; preds = %allocas
  unreachable

"$L__BB8_6":                                      ; preds = %allocas
  %58 = shl nuw nsw i32 %14, 4
  %59 = zext nneg i32 %58 to i64
  %60 = add i64 %59, ptrtoint (ptr @G_D2 to i64)
  %61 = inttoptr i64 %60 to ptr
  %62 = load <2 x i64>, ptr %61, align 16
  %bc = bitcast <2 x i64> %62 to <2 x double>
  %63 = extractelement <2 x double> %bc, i64 0
  %64 = extractelement <2 x double> %bc, i64 1
  %65 = inttoptr i64 %13 to ptr
  store <2 x i64> %62, ptr %65, align 16
  %66 = fadd double %63, %64
  %67 = fadd double %64, %64
  %68 = add i64 %13, 16
  %69 = inttoptr i64 %68 to ptr
  %70 = insertelement <2 x double> poison, double %67, i64 0
  %71 = insertelement <2 x double> %70, double %66, i64 1
  store <2 x double> %71, ptr %69, align 16
  br label %"$L__BB8_7"

"$L__BB8_7":                                      ; preds = %"$L__BB8_6", %"$L__BB8_4", %"$L__BB8_5", %72
  ret void

72:                                               ; preds = %allocas
  %73 = shl nuw nsw i32 %14, 3
  %74 = zext nneg i32 %73 to i64
  %75 = add i64 %74, ptrtoint (ptr @G_F2 to i64)
  %76 = add i64 %74, ptrtoint (ptr @G_U2 to i64)
  %77 = inttoptr i64 %76 to ptr
  %78 = load <2 x i32>, ptr %77, align 8
  %79 = extractelement <2 x i32> %78, i64 0
  %80 = extractelement <2 x i32> %78, i64 1
  %81 = inttoptr i64 %75 to ptr
  %82 = load <2 x i32>, ptr %81, align 8
  %83 = inttoptr i64 %13 to ptr
  %84 = shufflevector <2 x i32> %82, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %84, ptr %83, align 8
  %85 = add i64 %13, 8
  %86 = inttoptr i64 %85 to ptr
  store <2 x i32> %78, ptr %86, align 8
  %87 = add i32 %79, -1
  %88 = add i32 %80, 1
  %89 = add i64 %13, 16
  %90 = inttoptr i64 %89 to ptr
  %91 = insertelement <2 x i32> poison, i32 %88, i64 0
  %92 = insertelement <2 x i32> %91, i32 %87, i64 1
  store <2 x i32> %92, ptr %90, align 8
  %93 = add i64 %13, 24
  %94 = inttoptr i64 %93 to ptr
  store <2 x i32> %82, ptr %94, align 8
  br label %"$L__BB8_7"
}

define void @global_ldg(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = and i32 %7, 7
  %15 = zext nneg i32 %14 to i64
  %16 = shl i32 %7, 2
  %17 = and i32 %16, 28
  %18 = zext nneg i32 %17 to i64
  %19 = add i64 %18, ptrtoint (ptr @G_U32 to i64)
  %20 = inttoptr i64 %19 to ptr
  %21 = load i32, ptr %20, align 4, !invariant.load !0
  %22 = inttoptr i64 %13 to ptr
  store i32 %21, ptr %22, align 4
  %23 = add i32 %16, 8
  %24 = and i32 %23, 28
  %25 = zext nneg i32 %24 to i64
  %26 = add i64 %25, ptrtoint (ptr @G_S32 to i64)
  %27 = inttoptr i64 %26 to ptr
  %28 = load i32, ptr %27, align 4, !invariant.load !0
  %29 = add i64 %13, 4
  %30 = inttoptr i64 %29 to ptr
  store i32 %28, ptr %30, align 4
  %31 = add i64 %18, ptrtoint (ptr @G_F32 to i64)
  %32 = inttoptr i64 %31 to ptr
  %33 = load i32, ptr %32, align 4, !invariant.load !0
  %34 = bitcast i32 %33 to float
  %35 = fcmp uno float %34, 0.000000e+00
  %36 = select i1 %35, i32 2147483647, i32 %33
  %37 = add i64 %13, 8
  %38 = inttoptr i64 %37 to ptr
  store i32 %36, ptr %38, align 4
  %39 = add i32 %7, 1
  %40 = shl i32 %39, 3
  %41 = and i32 %40, 56
  %42 = zext nneg i32 %41 to i64
  %43 = add i64 %42, ptrtoint (ptr @G_F64 to i64)
  %44 = inttoptr i64 %43 to ptr
  %45 = load i64, ptr %44, align 8, !invariant.load !0
  %46 = bitcast i64 %45 to double
  %47 = fcmp uno double %46, 0.000000e+00
  %48 = lshr i64 %45, 32
  %49 = trunc nuw i64 %48 to i32
  %50 = select i1 %47, i32 2147483647, i32 %49
  %51 = add i64 %13, 12
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  %53 = shl i32 %7, 4
  %54 = and i32 %53, 48
  %55 = zext nneg i32 %54 to i64
  %56 = add i64 %55, ptrtoint (ptr @G_F4 to i64)
  %57 = inttoptr i64 %56 to ptr
  %58 = load <4 x i32>, ptr %57, align 16
  %bc = bitcast <4 x i32> %58 to <4 x float>
  %59 = extractelement <4 x float> %bc, i64 0
  %60 = extractelement <4 x float> %bc, i64 3
  %61 = fadd float %59, %60
  %62 = fcmp uno float %61, 0.000000e+00
  %63 = bitcast float %61 to i32
  %64 = select i1 %62, i32 2147483647, i32 %63
  %65 = add i64 %13, 16
  %66 = inttoptr i64 %65 to ptr
  store i32 %64, ptr %66, align 4
  %67 = shl i32 %39, 4
  %68 = and i32 %67, 48
  %69 = zext nneg i32 %68 to i64
  %70 = add i64 %69, ptrtoint (ptr @G_I4 to i64)
  %71 = inttoptr i64 %70 to ptr
  %72 = load <4 x i32>, ptr %71, align 16
  %73 = extractelement <4 x i32> %72, i64 0
  %74 = extractelement <4 x i32> %72, i64 1
  %75 = extractelement <4 x i32> %72, i64 2
  %76 = extractelement <4 x i32> %72, i64 3
  %77 = xor i32 %73, %74
  %78 = xor i32 %77, %75
  %79 = xor i32 %78, %76
  %80 = add i64 %13, 20
  %81 = inttoptr i64 %80 to ptr
  store i32 %79, ptr %81, align 4
  %82 = shl i32 %7, 3
  %83 = and i32 %82, 56
  %84 = zext nneg i32 %83 to i64
  %85 = add i64 %84, ptrtoint (ptr @G_U64 to i64)
  %86 = inttoptr i64 %85 to ptr
  %87 = load i64, ptr %86, align 8, !invariant.load !0
  %88 = lshr i64 %87, 16
  %89 = add i64 %13, 24
  %90 = inttoptr i64 %89 to ptr
  %91 = trunc i64 %88 to i32
  store i32 %91, ptr %90, align 4
  %92 = shl i32 %7, 1
  %93 = and i32 %92, 14
  %94 = zext nneg i32 %93 to i64
  %95 = add i64 %94, ptrtoint (ptr @G_S16 to i64)
  %96 = inttoptr i64 %95 to ptr
  %97 = load i16, ptr %96, align 2, !invariant.load !0
  %98 = sext i16 %97 to i32
  %99 = add i64 %15, ptrtoint (ptr @G_U8 to i64)
  %100 = inttoptr i64 %99 to ptr
  %101 = load i8, ptr %100, align 1, !invariant.load !0
  %102 = zext i8 %101 to i32
  %103 = add nsw i32 %102, %98
  %104 = add i64 %13, 28
  %105 = inttoptr i64 %104 to ptr
  store i32 %103, ptr %105, align 4
  ret void
}

define void @volatile_access(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = mul i32 %7, 3
  %15 = add i32 %14, 1
  %16 = inttoptr i64 %13 to ptr
  store volatile i32 %15, ptr %16, align 4
  %17 = load volatile i32, ptr %16, align 4
  %18 = mul i32 %17, 5
  %19 = add i64 %13, 4
  %20 = inttoptr i64 %19 to ptr
  store volatile i32 %18, ptr %20, align 4
  %21 = xor i32 %7, 85
  %22 = shl i32 %7, 2
  %23 = getelementptr i8, ptr %1, i64 80
  %24 = load ptr, ptr %23, align 8
  %25 = zext i32 %22 to i64
  %26 = getelementptr i8, ptr %24, i64 %25
  store volatile i32 %21, ptr %26, align 4
  %27 = load ptr, ptr %23, align 8
  %28 = getelementptr i8, ptr %27, i64 %25
  %29 = load volatile i32, ptr %28, align 4
  %30 = add i32 %29, 1
  %31 = add i64 %13, 8
  %32 = inttoptr i64 %31 to ptr
  store volatile i32 %30, ptr %32, align 4
  %33 = add i64 %13, 13
  %34 = inttoptr i64 %33 to ptr
  %35 = trunc i32 %7 to i8
  store volatile i8 %35, ptr %34, align 1
  %36 = load volatile i8, ptr %34, align 1
  %37 = add i8 %36, 1
  %38 = add i64 %13, 15
  %39 = inttoptr i64 %38 to ptr
  store volatile i8 %37, ptr %39, align 1
  %40 = trunc i32 %7 to i16
  %41 = xor i16 %40, -32768
  %42 = add i64 %13, 16
  %43 = inttoptr i64 %42 to ptr
  store volatile i16 %41, ptr %43, align 2
  %44 = load volatile i16, ptr %43, align 2
  %45 = sext i16 %44 to i32
  %46 = add i64 %13, 20
  %47 = inttoptr i64 %46 to ptr
  store volatile i32 %45, ptr %47, align 4
  %48 = zext i32 %7 to i64
  %49 = add nuw nsw i64 %48, -81985529216486896
  %50 = add i64 %13, 24
  %51 = inttoptr i64 %50 to ptr
  store volatile i64 %49, ptr %51, align 8
  %52 = load volatile i64, ptr %51, align 8
  %53 = lshr i64 %52, 8
  %54 = trunc i64 %53 to i32
  %55 = shl nuw nsw i64 %48, 2
  %56 = and i64 %55, 28
  %57 = add i64 %56, ptrtoint (ptr @G_U32 to i64)
  %58 = inttoptr i64 %57 to ptr
  %59 = load volatile i32, ptr %58, align 4
  %60 = add i32 %59, %54
  %61 = add i64 %13, 28
  %62 = inttoptr i64 %61 to ptr
  store volatile i32 %60, ptr %62, align 4
  ret void
}

define void @ordered_access(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = add i32 %9, 100
  %15 = inttoptr i64 %13 to ptr
  store atomic i32 %14, ptr %15 monotonic, align 4
  %16 = load atomic i32, ptr %15 monotonic, align 4
  %17 = shl i32 %16, 1
  %18 = add i64 %13, 4
  %19 = inttoptr i64 %18 to ptr
  store i32 %17, ptr %19, align 4
  %20 = add i64 %13, 8
  %21 = xor i32 %9, 43981
  %22 = inttoptr i64 %20 to ptr
  store atomic i32 %21, ptr %22 release, align 4
  %23 = load atomic i32, ptr %22 acquire, align 4
  %24 = add i32 %23, 1
  %25 = add i64 %13, 12
  %26 = inttoptr i64 %25 to ptr
  store i32 %24, ptr %26, align 4
  %27 = add i64 %13, 16
  %28 = zext i32 %9 to i64
  %29 = mul nuw nsw i64 %28, 613566757
  %30 = lshr i64 %29, 32
  %31 = trunc nuw nsw i64 %30 to i32
  %32 = sub i32 %9, %31
  %33 = lshr i32 %32, 1
  %34 = add nuw i32 %33, %31
  %35 = lshr i32 %34, 2
  %.neg = mul i32 %35, -7
  %36 = add i32 %.neg, %9
  %37 = zext i32 %36 to i64
  %38 = mul i64 %37, 1229782938533634594
  %39 = inttoptr i64 %27 to ptr
  store atomic i64 %38, ptr %39 release, align 8
  %40 = load atomic i64, ptr %39 acquire, align 8
  %41 = lshr i64 %40, 4
  %42 = add i64 %13, 24
  %43 = inttoptr i64 %42 to ptr
  %44 = trunc i64 %41 to i32
  store i32 %44, ptr %43, align 4
  %45 = shl i32 %9, 2
  %46 = and i32 %45, 28
  %47 = zext nneg i32 %46 to i64
  %48 = add i64 %47, ptrtoint (ptr @G_U32 to i64)
  %49 = inttoptr i64 %48 to ptr
  %50 = load atomic i32, ptr %49 monotonic, align 4
  %51 = add i64 %13, 28
  %52 = inttoptr i64 %51 to ptr
  store i32 %50, ptr %52, align 4
  ret void
}

define void @cache_hints(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = shl i32 %7, 2
  %15 = and i32 %14, 28
  %16 = zext nneg i32 %15 to i64
  %17 = add i64 %16, ptrtoint (ptr @G_U32 to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4
  %20 = add i32 %14, 4
  %21 = and i32 %20, 28
  %22 = zext nneg i32 %21 to i64
  %23 = add i64 %22, ptrtoint (ptr @G_U32 to i64)
  %24 = inttoptr i64 %23 to ptr
  %25 = load i32, ptr %24, align 4
  %26 = add i32 %14, 8
  %27 = and i32 %26, 28
  %28 = zext nneg i32 %27 to i64
  %29 = add i64 %28, ptrtoint (ptr @G_U32 to i64)
  %30 = inttoptr i64 %29 to ptr
  %31 = load volatile i32, ptr %30, align 4
  %32 = shl i32 %7, 4
  %33 = and i32 %32, 48
  %34 = zext nneg i32 %33 to i64
  %35 = add i64 %34, ptrtoint (ptr @G_F4 to i64)
  %36 = inttoptr i64 %35 to ptr
  %37 = load <4 x i32>, ptr %36, align 16
  %38 = add i32 %14, 12
  %39 = and i32 %38, 28
  %40 = zext nneg i32 %39 to i64
  %41 = add i64 %40, ptrtoint (ptr @G_S32 to i64)
  %42 = inttoptr i64 %41 to ptr
  %43 = load i32, ptr %42, align 4
  %44 = inttoptr i64 %13 to ptr
  store i32 %19, ptr %44, align 4
  %45 = add i64 %13, 4
  %46 = inttoptr i64 %45 to ptr
  store i32 %25, ptr %46, align 4
  %47 = add i64 %13, 8
  %48 = inttoptr i64 %47 to ptr
  store i32 %31, ptr %48, align 4
  %49 = add i64 %13, 12
  %50 = inttoptr i64 %49 to ptr
  store i32 %43, ptr %50, align 4
  %51 = add i64 %13, 16
  %52 = inttoptr i64 %51 to ptr
  %53 = shufflevector <4 x i32> %37, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  store <4 x i32> %53, ptr %52, align 16
  ret void
}

define void @shared_static_dynamic(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = mul i32 %7, 16777619
  %15 = add i32 %14, %6
  %16 = shl i32 %7, 2
  %17 = getelementptr i8, ptr %1, i64 80
  %18 = load ptr, ptr %17, align 8
  %19 = zext i32 %16 to i64
  %20 = getelementptr i8, ptr %18, i64 %19
  store i32 %15, ptr %20, align 4
  %21 = trunc i32 %7 to i16
  %22 = add i16 %21, -16
  %23 = shl i32 %7, 1
  %24 = add i32 %23, 256
  %25 = getelementptr i8, ptr %1, i64 104
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr i8, ptr %26, i64 40
  %28 = load ptr, ptr %27, align 8
  %29 = call i32 %28(ptr nonnull %1, i32 0) #1
  %30 = zext i32 %24 to i64
  %31 = load ptr, ptr %17, align 8
  %32 = getelementptr i8, ptr %31, i64 %30
  store i16 %22, ptr %32, align 2
  %33 = add i32 %7, 384
  %34 = load ptr, ptr %25, align 8
  %35 = getelementptr i8, ptr %34, i64 40
  %36 = load ptr, ptr %35, align 8
  %37 = call i32 %36(ptr nonnull %1, i32 1) #1
  %38 = zext i32 %33 to i64
  %39 = load ptr, ptr %17, align 8
  %40 = getelementptr i8, ptr %39, i64 %38
  %41 = trunc i32 %7 to i8
  %42 = add i8 %41, -6
  store i8 %42, ptr %40, align 1
  %43 = uitofp i32 %7 to double
  %44 = call double @llvm.fma.f64(double %43, double 5.000000e-01, double -7.000000e+00)
  %45 = shl i32 %7, 3
  %46 = add i32 %45, 448
  %47 = load ptr, ptr %25, align 8
  %48 = getelementptr i8, ptr %47, i64 40
  %49 = load ptr, ptr %48, align 8
  %50 = call i32 %49(ptr nonnull %1, i32 2) #1
  %51 = zext i32 %46 to i64
  %52 = load ptr, ptr %17, align 8
  %53 = getelementptr i8, ptr %52, i64 %51
  store double %44, ptr %53, align 8
  %54 = xor i32 %7, -1
  %55 = add i32 %16, 1024
  %56 = load ptr, ptr %25, align 8
  %57 = getelementptr i8, ptr %56, i64 40
  %58 = load ptr, ptr %57, align 8
  %59 = call i32 %58(ptr nonnull %1, i32 3) #1
  %60 = zext i32 %55 to i64
  %61 = load ptr, ptr %17, align 8
  %62 = getelementptr i8, ptr %61, i64 %60
  store i32 %54, ptr %62, align 4
  %63 = load ptr, ptr %25, align 8
  %64 = load ptr, ptr %63, align 8
  call void %64(ptr nonnull %1, i32 0, i32 0) #1
  %65 = sub i32 252, %16
  %66 = zext i32 %65 to i64
  %67 = load ptr, ptr %17, align 8
  %68 = getelementptr i8, ptr %67, i64 %66
  %69 = load i32, ptr %68, align 4
  %70 = inttoptr i64 %13 to ptr
  store i32 %69, ptr %70, align 4
  %71 = add i32 %7, 1
  %72 = shl i32 %71, 1
  %73 = and i32 %72, 126
  %74 = or disjoint i32 %73, 256
  %75 = zext nneg i32 %74 to i64
  %76 = load ptr, ptr %17, align 8
  %77 = getelementptr i8, ptr %76, i64 %75
  %78 = load i16, ptr %77, align 2
  %79 = sext i16 %78 to i32
  %80 = add i64 %13, 4
  %81 = inttoptr i64 %80 to ptr
  store i32 %79, ptr %81, align 4
  %82 = add i32 %7, 2
  %83 = and i32 %82, 63
  %84 = or disjoint i32 %83, 384
  %85 = zext nneg i32 %84 to i64
  %86 = load ptr, ptr %17, align 8
  %87 = getelementptr i8, ptr %86, i64 %85
  %88 = load i8, ptr %87, align 1
  %89 = sext i8 %88 to i32
  %90 = add i64 %13, 8
  %91 = inttoptr i64 %90 to ptr
  store i32 %89, ptr %91, align 4
  %92 = add i32 %45, 24
  %93 = and i32 %92, 504
  %94 = load ptr, ptr %17, align 8
  %95 = zext nneg i32 %93 to i64
  %96 = getelementptr i8, ptr %94, i64 %95
  %97 = getelementptr i8, ptr %96, i64 448
  %98 = load i64, ptr %97, align 8
  %99 = bitcast i64 %98 to double
  %100 = fcmp uno double %99, 0.000000e+00
  %101 = lshr i64 %98, 32
  %102 = trunc nuw i64 %101 to i32
  %103 = select i1 %100, i32 2147483647, i32 %102
  %104 = add i64 %13, 12
  %105 = inttoptr i64 %104 to ptr
  store i32 %103, ptr %105, align 4
  %106 = add i32 %16, 16
  %107 = and i32 %106, 252
  %108 = or disjoint i32 %107, 1024
  %109 = zext nneg i32 %108 to i64
  %110 = load ptr, ptr %17, align 8
  %111 = getelementptr i8, ptr %110, i64 %109
  %112 = load i32, ptr %111, align 4
  %113 = add i64 %13, 16
  %114 = inttoptr i64 %113 to ptr
  store i32 %112, ptr %114, align 4
  %115 = load ptr, ptr %25, align 8
  %116 = load ptr, ptr %115, align 8
  call void %116(ptr nonnull %1, i32 0, i32 0) #1
  %117 = icmp ugt i32 %7, 31
  br i1 %117, label %"$L__BB13_2", label %153

"$L__BB13_2":                                     ; preds = %153, %allocas
  %118 = load ptr, ptr %25, align 8
  %119 = load ptr, ptr %118, align 8
  call void %119(ptr nonnull %1, i32 0, i32 0) #1
  %120 = add i32 %45, 72
  %121 = and i32 %120, 248
  %122 = or disjoint i32 %121, 1024
  %123 = zext nneg i32 %122 to i64
  %124 = load ptr, ptr %17, align 8
  %125 = getelementptr i8, ptr %124, i64 %123
  %126 = load i64, ptr %125, align 8
  %127 = lshr i64 %126, 8
  %128 = add i64 %13, 20
  %129 = inttoptr i64 %128 to ptr
  %130 = trunc i64 %127 to i32
  store i32 %130, ptr %129, align 4
  %131 = mul i32 %7, 5
  %132 = and i32 %131, 255
  %133 = or disjoint i32 %132, 1024
  %134 = zext nneg i32 %133 to i64
  %135 = load ptr, ptr %17, align 8
  %136 = getelementptr i8, ptr %135, i64 %134
  %137 = load i8, ptr %136, align 1
  %138 = zext i8 %137 to i32
  %139 = add i64 %13, 24
  %140 = inttoptr i64 %139 to ptr
  store i32 %138, ptr %140, align 4
  %141 = mul i32 %7, 12
  %142 = and i32 %141, 252
  %143 = or disjoint i32 %142, 1024
  %144 = zext nneg i32 %143 to i64
  %145 = load ptr, ptr %17, align 8
  %146 = getelementptr i8, ptr %145, i64 %144
  %147 = load i32, ptr %146, align 4
  %148 = getelementptr i8, ptr %145, i64 %19
  %149 = load i32, ptr %148, align 4
  %150 = sub i32 %149, %147
  %151 = add i64 %13, 28
  %152 = inttoptr i64 %151 to ptr
  store i32 %150, ptr %152, align 4
  ret void

153:                                              ; preds = %allocas
  %154 = zext nneg i32 %71 to i64
  %155 = mul nuw nsw i64 %154, 72340172838076673
  %156 = or disjoint i32 %45, 1024
  %157 = zext nneg i32 %156 to i64
  %158 = load ptr, ptr %17, align 8
  %159 = getelementptr i8, ptr %158, i64 %157
  store i64 %155, ptr %159, align 8
  br label %"$L__BB13_2"
}

define void @shared_vectors(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = load i32, ptr %1, align 4
  %4 = add i32 %3, 1
  %5 = uitofp i32 %4 to float
  %6 = shl i32 %3, 4
  %7 = getelementptr i8, ptr %1, i64 80
  %8 = load ptr, ptr %7, align 8
  %9 = uitofp i32 %3 to float
  %10 = fmul float %9, 5.000000e-01
  %11 = fneg float %9
  %12 = fdiv float 1.000000e+00, %5
  %13 = zext i32 %6 to i64
  %14 = getelementptr i8, ptr %8, i64 %13
  %15 = insertelement <4 x float> poison, float %9, i64 0
  %16 = insertelement <4 x float> %15, float %11, i64 1
  %17 = insertelement <4 x float> %16, float %10, i64 2
  %18 = insertelement <4 x float> %17, float %12, i64 3
  store <4 x float> %18, ptr %14, align 16
  %19 = icmp ugt i32 %3, 31
  br i1 %19, label %"allocas.$L__BB14_2_crit_edge", label %63

"allocas.$L__BB14_2_crit_edge":                   ; preds = %allocas
  %.pre = shl i32 %3, 3
  br label %"$L__BB14_2"

"$L__BB14_2":                                     ; preds = %"allocas.$L__BB14_2_crit_edge", %63
  %.pre-phi = phi i32 [ %.pre, %"allocas.$L__BB14_2_crit_edge" ], [ %66, %63 ]
  %20 = getelementptr i8, ptr %1, i64 104
  %21 = load ptr, ptr %20, align 8
  %22 = load ptr, ptr %21, align 8
  call void %22(ptr nonnull %1, i32 0, i32 0) #1
  %23 = add i32 %6, 112
  %24 = and i32 %23, 1008
  %25 = zext nneg i32 %24 to i64
  %26 = load ptr, ptr %7, align 8
  %27 = getelementptr i8, ptr %26, i64 %25
  %28 = load <4 x i32>, ptr %27, align 16
  %bc = bitcast <4 x i32> %28 to <4 x float>
  %29 = extractelement <4 x float> %bc, i64 0
  %30 = extractelement <4 x float> %bc, i64 1
  %31 = extractelement <4 x float> %bc, i64 2
  %32 = add i32 %.pre-phi, 40
  %33 = and i32 %32, 248
  %34 = or disjoint i32 %33, 1024
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr i8, ptr %26, i64 %35
  %37 = load <2 x i32>, ptr %36, align 8
  %38 = extractelement <2 x i32> %37, i64 0
  %39 = extractelement <2 x i32> %37, i64 1
  %40 = getelementptr i8, ptr %1, i64 24
  %41 = load i32, ptr %40, align 4
  %42 = getelementptr i8, ptr %1, i64 12
  %43 = load i32, ptr %42, align 4
  %44 = mul i32 %41, %43
  %45 = add i32 %44, %3
  %46 = shl i32 %45, 3
  %47 = zext i32 %46 to i64
  %48 = shl nuw nsw i64 %47, 2
  %49 = add i64 %2, %48
  %50 = inttoptr i64 %49 to ptr
  store <4 x i32> %28, ptr %50, align 16
  %51 = fadd float %29, %30
  %52 = fadd float %31, %51
  %53 = fcmp uno float %52, 0.000000e+00
  %54 = bitcast float %52 to i32
  %55 = select i1 %53, i32 2147483647, i32 %54
  %56 = xor i32 %38, %39
  %57 = add i64 %49, 16
  %58 = inttoptr i64 %57 to ptr
  %59 = insertelement <4 x i32> poison, i32 %38, i64 0
  %60 = insertelement <4 x i32> %59, i32 %39, i64 1
  %61 = insertelement <4 x i32> %60, i32 %55, i64 2
  %62 = insertelement <4 x i32> %61, i32 %56, i64 3
  store <4 x i32> %62, ptr %58, align 16
  ret void

63:                                               ; preds = %allocas
  %64 = xor i32 %3, -1
  %65 = mul nuw nsw i32 %3, 3
  %66 = shl i32 %3, 3
  %67 = or disjoint i32 %66, 1024
  %68 = getelementptr i8, ptr %1, i64 104
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr i8, ptr %69, i64 40
  %71 = load ptr, ptr %70, align 8
  %72 = call i32 %71(ptr nonnull %1, i32 4) #1
  %73 = zext nneg i32 %67 to i64
  %74 = load ptr, ptr %7, align 8
  %75 = getelementptr i8, ptr %74, i64 %73
  %76 = insertelement <2 x i32> poison, i32 %65, i64 0
  %77 = insertelement <2 x i32> %76, i32 %64, i64 1
  store <2 x i32> %77, ptr %75, align 8
  br label %"$L__BB14_2"
}

define void @local_arrays(ptr %0, ptr %1) {
allocas:
  %__local_depot15 = alloca [256 x i8], align 16
  %2 = ptrtoint ptr %__local_depot15 to i64
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr i8, ptr %1, i64 12
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 24
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %1, align 4
  %9 = mul i32 %7, %5
  %10 = add i32 %9, %8
  %11 = shl i32 %10, 3
  %12 = add i32 %10, 9
  %13 = add i32 %10, 4
  %14 = add i32 %10, 1
  %15 = insertelement <4 x i32> poison, i32 %10, i64 0
  %16 = insertelement <4 x i32> %15, i32 %14, i64 1
  %17 = insertelement <4 x i32> %16, i32 %13, i64 2
  %18 = insertelement <4 x i32> %17, i32 %12, i64 3
  store <4 x i32> %18, ptr %__local_depot15, align 16
  %19 = add i32 %10, 49
  %20 = add i32 %10, 36
  %21 = add i32 %10, 25
  %22 = add i32 %10, 16
  %23 = add i64 %2, 16
  %24 = inttoptr i64 %23 to ptr
  %25 = insertelement <4 x i32> poison, i32 %22, i64 0
  %26 = insertelement <4 x i32> %25, i32 %21, i64 1
  %27 = insertelement <4 x i32> %26, i32 %20, i64 2
  %28 = insertelement <4 x i32> %27, i32 %19, i64 3
  store <4 x i32> %28, ptr %24, align 16
  %29 = add i32 %10, 121
  %30 = add i32 %10, 100
  %31 = add i32 %10, 81
  %32 = add i32 %10, 64
  %33 = add i64 %2, 32
  %34 = inttoptr i64 %33 to ptr
  %35 = insertelement <4 x i32> poison, i32 %32, i64 0
  %36 = insertelement <4 x i32> %35, i32 %31, i64 1
  %37 = insertelement <4 x i32> %36, i32 %30, i64 2
  %38 = insertelement <4 x i32> %37, i32 %29, i64 3
  store <4 x i32> %38, ptr %34, align 16
  %39 = add i32 %10, 225
  %40 = add i32 %10, 196
  %41 = add i32 %10, 169
  %42 = add i32 %10, 144
  %43 = add i64 %2, 48
  %44 = inttoptr i64 %43 to ptr
  %45 = insertelement <4 x i32> poison, i32 %42, i64 0
  %46 = insertelement <4 x i32> %45, i32 %41, i64 1
  %47 = insertelement <4 x i32> %46, i32 %40, i64 2
  %48 = insertelement <4 x i32> %47, i32 %39, i64 3
  store <4 x i32> %48, ptr %44, align 16
  %49 = add i32 %10, 361
  %50 = add i32 %10, 324
  %51 = add i32 %10, 289
  %52 = add i32 %10, 256
  %53 = add i64 %2, 64
  %54 = inttoptr i64 %53 to ptr
  %55 = insertelement <4 x i32> poison, i32 %52, i64 0
  %56 = insertelement <4 x i32> %55, i32 %51, i64 1
  %57 = insertelement <4 x i32> %56, i32 %50, i64 2
  %58 = insertelement <4 x i32> %57, i32 %49, i64 3
  store <4 x i32> %58, ptr %54, align 16
  %59 = add i32 %10, 529
  %60 = add i32 %10, 484
  %61 = add i32 %10, 441
  %62 = add i32 %10, 400
  %63 = add i64 %2, 80
  %64 = inttoptr i64 %63 to ptr
  %65 = insertelement <4 x i32> poison, i32 %62, i64 0
  %66 = insertelement <4 x i32> %65, i32 %61, i64 1
  %67 = insertelement <4 x i32> %66, i32 %60, i64 2
  %68 = insertelement <4 x i32> %67, i32 %59, i64 3
  store <4 x i32> %68, ptr %64, align 16
  %69 = add i32 %10, 729
  %70 = add i32 %10, 676
  %71 = add i32 %10, 625
  %72 = add i32 %10, 576
  %73 = add i64 %2, 96
  %74 = inttoptr i64 %73 to ptr
  %75 = insertelement <4 x i32> poison, i32 %72, i64 0
  %76 = insertelement <4 x i32> %75, i32 %71, i64 1
  %77 = insertelement <4 x i32> %76, i32 %70, i64 2
  %78 = insertelement <4 x i32> %77, i32 %69, i64 3
  store <4 x i32> %78, ptr %74, align 16
  %79 = add i32 %10, 961
  %80 = add i32 %10, 900
  %81 = add i32 %10, 841
  %82 = add i32 %10, 784
  %83 = add i64 %2, 112
  %84 = inttoptr i64 %83 to ptr
  %85 = insertelement <4 x i32> poison, i32 %82, i64 0
  %86 = insertelement <4 x i32> %85, i32 %81, i64 1
  %87 = insertelement <4 x i32> %86, i32 %80, i64 2
  %88 = insertelement <4 x i32> %87, i32 %79, i64 3
  store <4 x i32> %88, ptr %84, align 16
  %89 = zext i32 %11 to i64
  %90 = shl nuw nsw i64 %89, 2
  %91 = add i64 %3, %90
  %92 = add i64 %2, 128
  %93 = add i64 %2, 160
  %94 = add i32 %10, 74
  %95 = and i32 %94, 255
  %96 = add i32 %10, 148
  %97 = and i32 %96, 255
  %98 = add i32 %10, 222
  %99 = and i32 %98, 255
  %100 = and i32 %10, 255
  %101 = shl i32 %10, 8
  %102 = add i32 %101, 9472
  %103 = or disjoint i32 %100, %102
  %104 = trunc i32 %103 to i16
  %105 = add i32 %101, 768
  %106 = or disjoint i32 %99, %105
  %107 = trunc i32 %106 to i16
  %108 = add i32 %101, 47360
  %109 = or disjoint i32 %97, %108
  %110 = trunc i32 %109 to i16
  %111 = add i32 %101, 28416
  %112 = or disjoint i32 %95, %111
  %113 = trunc i32 %112 to i16
  %114 = inttoptr i64 %92 to ptr
  %115 = insertelement <4 x i16> poison, i16 %104, i64 0
  %116 = insertelement <4 x i16> %115, i16 %113, i64 1
  %117 = insertelement <4 x i16> %116, i16 %110, i64 2
  %118 = insertelement <4 x i16> %117, i16 %107, i64 3
  store <4 x i16> %118, ptr %114, align 8
  %119 = add i32 %10, 40
  %120 = and i32 %119, 255
  %121 = add i32 %10, 114
  %122 = and i32 %121, 255
  %123 = add i32 %10, 188
  %124 = and i32 %123, 255
  %125 = add i32 %10, 6
  %126 = and i32 %125, 255
  %127 = add i32 %101, 11008
  %128 = or disjoint i32 %126, %127
  %129 = trunc i32 %128 to i16
  %130 = add i32 %101, 57600
  %131 = or disjoint i32 %124, %130
  %132 = trunc i32 %131 to i16
  %133 = add i32 %101, 38656
  %134 = or disjoint i32 %122, %133
  %135 = trunc i32 %134 to i16
  %136 = add i32 %101, 19712
  %137 = or disjoint i32 %120, %136
  %138 = trunc i32 %137 to i16
  %139 = add i64 %2, 136
  %140 = inttoptr i64 %139 to ptr
  %141 = insertelement <4 x i16> poison, i16 %138, i64 0
  %142 = insertelement <4 x i16> %141, i16 %135, i64 1
  %143 = insertelement <4 x i16> %142, i16 %132, i64 2
  %144 = insertelement <4 x i16> %143, i16 %129, i64 3
  store <4 x i16> %144, ptr %140, align 8
  %145 = add i32 %10, 80
  %146 = and i32 %145, 255
  %147 = add i32 %10, 154
  %148 = and i32 %147, 255
  %149 = add i32 %10, 228
  %150 = and i32 %149, 255
  %151 = add i32 %10, 46
  %152 = and i32 %151, 255
  %153 = add i32 %101, 21248
  %154 = or disjoint i32 %152, %153
  %155 = trunc i32 %154 to i16
  %156 = add i32 %101, 2304
  %157 = or disjoint i32 %150, %156
  %158 = trunc i32 %157 to i16
  %159 = add i32 %101, 48896
  %160 = or disjoint i32 %148, %159
  %161 = trunc i32 %160 to i16
  %162 = add i32 %101, 29952
  %163 = or disjoint i32 %146, %162
  %164 = trunc i32 %163 to i16
  %165 = add i64 %2, 144
  %166 = inttoptr i64 %165 to ptr
  %167 = insertelement <4 x i16> poison, i16 %164, i64 0
  %168 = insertelement <4 x i16> %167, i16 %161, i64 1
  %169 = insertelement <4 x i16> %168, i16 %158, i64 2
  %170 = insertelement <4 x i16> %169, i16 %155, i64 3
  store <4 x i16> %170, ptr %166, align 8
  %171 = uitofp i32 %10 to double
  %172 = fadd double %171, 2.500000e-01
  %173 = inttoptr i64 %93 to ptr
  %174 = insertelement <2 x double> poison, double %171, i64 0
  %175 = insertelement <2 x double> %174, double %172, i64 1
  store <2 x double> %175, ptr %173, align 16
  %176 = fadd double %171, 7.500000e-01
  %177 = fadd double %171, 5.000000e-01
  %178 = add i64 %2, 176
  %179 = inttoptr i64 %178 to ptr
  %180 = insertelement <2 x double> poison, double %177, i64 0
  %181 = insertelement <2 x double> %180, double %176, i64 1
  store <2 x double> %181, ptr %179, align 16
  %182 = fadd double %171, 1.250000e+00
  %183 = fadd double %171, 1.000000e+00
  %184 = add i64 %2, 192
  %185 = inttoptr i64 %184 to ptr
  %186 = insertelement <2 x double> poison, double %183, i64 0
  %187 = insertelement <2 x double> %186, double %182, i64 1
  store <2 x double> %187, ptr %185, align 16
  %188 = fadd double %171, 1.750000e+00
  %189 = fadd double %171, 1.500000e+00
  %190 = add i64 %2, 208
  %191 = inttoptr i64 %190 to ptr
  %192 = insertelement <2 x double> poison, double %189, i64 0
  %193 = insertelement <2 x double> %192, double %188, i64 1
  store <2 x double> %193, ptr %191, align 16
  %194 = fadd double %171, 2.250000e+00
  %195 = fadd double %171, 2.000000e+00
  %196 = add i64 %2, 224
  %197 = inttoptr i64 %196 to ptr
  %198 = insertelement <2 x double> poison, double %195, i64 0
  %199 = insertelement <2 x double> %198, double %194, i64 1
  store <2 x double> %199, ptr %197, align 16
  %200 = fadd double %171, 2.750000e+00
  %201 = fadd double %171, 2.500000e+00
  %202 = add i64 %2, 240
  %203 = inttoptr i64 %202 to ptr
  %204 = insertelement <2 x double> poison, double %201, i64 0
  %205 = insertelement <2 x double> %204, double %200, i64 1
  store <2 x double> %205, ptr %203, align 16
  %206 = mul i32 %10, 28
  %207 = add i32 %206, 12
  %208 = and i32 %207, 124
  %209 = zext nneg i32 %208 to i64
  %210 = add i64 %2, %209
  %211 = inttoptr i64 %210 to ptr
  %212 = load i32, ptr %211, align 4
  %213 = xor i32 %212, -65536
  store i32 %213, ptr %211, align 4
  %214 = and i32 %206, 124
  %215 = zext nneg i32 %214 to i64
  %216 = add i64 %2, %215
  %217 = inttoptr i64 %216 to ptr
  %218 = load i32, ptr %217, align 4
  %219 = inttoptr i64 %91 to ptr
  store i32 %218, ptr %219, align 4
  %220 = add i64 %91, 4
  %221 = inttoptr i64 %220 to ptr
  store i32 %213, ptr %221, align 4
  %222 = mul i32 %10, 5
  %223 = zext i32 %222 to i64
  %224 = mul nuw i64 %223, 2863311531
  %225 = lshr i64 %224, 36
  %226 = trunc nuw nsw i64 %225 to i32
  %.neg = mul i32 %226, -24
  %227 = add i32 %.neg, %222
  %228 = zext i32 %227 to i64
  %229 = add i64 %92, %228
  %230 = inttoptr i64 %229 to ptr
  %231 = load i8, ptr %230, align 1
  %232 = zext i8 %231 to i32
  %233 = add i64 %91, 8
  %234 = inttoptr i64 %233 to ptr
  store i32 %232, ptr %234, align 4
  %235 = mul i32 %10, 11
  %236 = zext i32 %235 to i64
  %237 = mul nuw i64 %236, 2863311531
  %238 = lshr i64 %237, 36
  %239 = trunc nuw nsw i64 %238 to i32
  %.neg127 = mul i32 %239, -24
  %240 = add i32 %.neg127, %235
  %241 = zext i32 %240 to i64
  %242 = add i64 %92, %241
  %243 = inttoptr i64 %242 to ptr
  %244 = load i8, ptr %243, align 1
  %245 = sext i8 %244 to i32
  %246 = add i64 %91, 12
  %247 = inttoptr i64 %246 to ptr
  store i32 %245, ptr %247, align 4
  %248 = zext i32 %10 to i64
  %249 = mul nuw i64 %248, 2863311531
  %250 = lshr i64 %249, 35
  %251 = trunc nuw nsw i64 %250 to i32
  %.neg128 = mul i32 %251, -12
  %252 = add i32 %.neg128, %10
  %253 = zext i32 %252 to i64
  %254 = shl nuw nsw i64 %253, 3
  %255 = add i64 %93, %254
  %256 = inttoptr i64 %255 to ptr
  %257 = load i64, ptr %256, align 8
  %258 = bitcast i64 %257 to double
  %259 = fcmp uno double %258, 0.000000e+00
  %260 = trunc i64 %257 to i32
  %261 = select i1 %259, i32 -1, i32 %260
  %262 = add i32 %10, 5
  %263 = zext i32 %262 to i64
  %264 = mul nuw i64 %263, 2863311531
  %265 = lshr i64 %264, 35
  %266 = trunc nuw nsw i64 %265 to i32
  %.neg129 = mul i32 %266, -12
  %267 = add i32 %.neg129, %262
  %268 = zext i32 %267 to i64
  %269 = shl nuw nsw i64 %268, 3
  %270 = add i64 %93, %269
  %271 = inttoptr i64 %270 to ptr
  %272 = load i64, ptr %271, align 8
  %273 = bitcast i64 %272 to double
  %274 = fcmp uno double %273, 0.000000e+00
  %275 = lshr i64 %272, 32
  %276 = trunc nuw i64 %275 to i32
  %277 = select i1 %274, i32 2147483647, i32 %276
  %278 = xor i32 %277, %261
  %279 = add i64 %91, 16
  %280 = inttoptr i64 %279 to ptr
  store i32 %278, ptr %280, align 4
  %281 = mul nuw i64 %248, 3435973837
  %282 = lshr i64 %281, 34
  %283 = trunc nuw nsw i64 %282 to i32
  %.neg130 = mul i32 %283, -5
  %284 = add i32 %.neg130, %10
  %285 = lshr i64 %249, 33
  %286 = trunc nuw nsw i64 %285 to i32
  %.neg131 = mul i32 %286, -3
  %287 = add i32 %.neg131, %10
  %288 = add i32 %287, 1
  br label %"$L__BB15_1"

"$L__BB15_1":                                     ; preds = %"$L__BB15_1", %allocas
  %"%r122.0" = phi i32 [ %284, %allocas ], [ %295, %"$L__BB15_1" ]
  %"%r123.0" = phi i32 [ 0, %allocas ], [ %294, %"$L__BB15_1" ]
  %289 = zext i32 %"%r122.0" to i64
  %290 = shl nuw nsw i64 %289, 2
  %291 = add i64 %290, %2
  %292 = inttoptr i64 %291 to ptr
  %293 = load i32, ptr %292, align 4
  %294 = add i32 %293, %"%r123.0"
  %295 = add i32 %288, %"%r122.0"
  %296 = icmp ult i32 %295, 32
  br i1 %296, label %"$L__BB15_1", label %297

297:                                              ; preds = %"$L__BB15_1"
  %298 = add i64 %91, 20
  %299 = inttoptr i64 %298 to ptr
  store i32 %294, ptr %299, align 4
  %300 = shl i32 %10, 2
  %301 = and i32 %300, 60
  %302 = zext nneg i32 %301 to i64
  %303 = add i64 %302, ptrtoint (ptr @U32_VALUES to i64)
  %304 = inttoptr i64 %303 to ptr
  %305 = load i32, ptr %304, align 4, !invariant.load !0
  %306 = shl i32 %305, 2
  %307 = and i32 %306, 124
  %308 = zext nneg i32 %307 to i64
  %309 = add i64 %2, %308
  %310 = inttoptr i64 %309 to ptr
  %311 = load i32, ptr %310, align 4
  %312 = add i64 %91, 24
  %313 = inttoptr i64 %312 to ptr
  store i32 %311, ptr %313, align 4
  %314 = add i32 %305, 3
  %315 = zext i32 %314 to i64
  %316 = mul nuw i64 %315, 2863311531
  %317 = lshr i64 %316, 35
  %318 = trunc nuw nsw i64 %317 to i32
  %.neg132 = mul i32 %318, -12
  %319 = add i32 %.neg132, %314
  %320 = zext i32 %319 to i64
  %321 = shl nuw nsw i64 %320, 3
  %322 = add i64 %93, %321
  %323 = inttoptr i64 %322 to ptr
  %324 = load double, ptr %323, align 8
  %325 = call double @llvm.trunc.f64(double %324)
  %326 = call i32 @llvm.fptoui.sat.i32.f64(double %325)
  %327 = fcmp uno double %324, 0.000000e+00
  %328 = select i1 %327, i32 -2147483648, i32 %326
  %329 = add i64 %91, 28
  %330 = inttoptr i64 %329 to ptr
  store i32 %328, ptr %330, align 4
  ret void
}

define void @constant_arrays(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = shl i32 %9, 2
  %15 = zext i32 %14 to i64
  %16 = and i64 %15, 60
  %17 = add i64 %16, ptrtoint (ptr @C_U32 to i64)
  %18 = inttoptr i64 %17 to ptr
  %19 = load i32, ptr %18, align 4
  %20 = inttoptr i64 %13 to ptr
  store i32 %19, ptr %20, align 4
  %21 = and i32 %9, 7
  %22 = zext nneg i32 %21 to i64
  %23 = and i64 %15, 28
  %24 = add i64 %23, ptrtoint (ptr @C_F32 to i64)
  %25 = inttoptr i64 %24 to ptr
  %26 = load i32, ptr %25, align 4
  %27 = bitcast i32 %26 to float
  %28 = fcmp uno float %27, 0.000000e+00
  %29 = select i1 %28, i32 2147483647, i32 %26
  %30 = add i64 %13, 4
  %31 = inttoptr i64 %30 to ptr
  store i32 %29, ptr %31, align 4
  %32 = and i64 %11, 24
  %33 = add i64 %32, ptrtoint (ptr @C_F64 to i64)
  %34 = inttoptr i64 %33 to ptr
  %35 = load i64, ptr %34, align 8
  %36 = bitcast i64 %35 to double
  %37 = fcmp uno double %36, 0.000000e+00
  %38 = trunc i64 %35 to i32
  %39 = select i1 %37, i32 -1, i32 %38
  %40 = add i64 %13, 8
  %41 = inttoptr i64 %40 to ptr
  store i32 %39, ptr %41, align 4
  %42 = add i32 %10, 8
  %43 = and i32 %42, 24
  %44 = zext nneg i32 %43 to i64
  %45 = add i64 %44, ptrtoint (ptr @C_F64 to i64)
  %46 = inttoptr i64 %45 to ptr
  %47 = load i64, ptr %46, align 8
  %48 = bitcast i64 %47 to double
  %49 = fcmp uno double %48, 0.000000e+00
  %50 = lshr i64 %47, 32
  %51 = trunc nuw i64 %50 to i32
  %52 = select i1 %49, i32 2147483647, i32 %51
  %53 = add i64 %13, 12
  %54 = inttoptr i64 %53 to ptr
  store i32 %52, ptr %54, align 4
  %55 = add i64 %22, ptrtoint (ptr @C_S8 to i64)
  %56 = inttoptr i64 %55 to ptr
  %57 = load i8, ptr %56, align 1
  %58 = sext i8 %57 to i32
  %59 = add i64 %13, 16
  %60 = inttoptr i64 %59 to ptr
  store i32 %58, ptr %60, align 4
  %61 = shl i32 %9, 1
  %62 = and i32 %61, 6
  %63 = zext nneg i32 %62 to i64
  %64 = add i64 %63, ptrtoint (ptr @C_S16 to i64)
  %65 = inttoptr i64 %64 to ptr
  %66 = load i16, ptr %65, align 2
  %67 = sext i16 %66 to i32
  %68 = add i64 %13, 20
  %69 = inttoptr i64 %68 to ptr
  store i32 %67, ptr %69, align 4
  %70 = and i64 %11, 8
  %71 = add i64 %70, ptrtoint (ptr @C_U64 to i64)
  %72 = inttoptr i64 %71 to ptr
  %73 = load i64, ptr %72, align 8
  %74 = and i32 %9, 31
  %75 = zext nneg i32 %74 to i64
  %76 = lshr i64 %73, %75
  %77 = add i64 %13, 24
  %78 = inttoptr i64 %77 to ptr
  %79 = trunc i64 %76 to i32
  store i32 %79, ptr %78, align 4
  %80 = add i64 %23, ptrtoint (ptr @C_U32 to i64)
  %81 = inttoptr i64 %80 to ptr
  %82 = load i32, ptr %81, align 4
  %83 = add i32 %82, %9
  %84 = shl i32 %83, 2
  %85 = and i32 %84, 60
  %86 = zext nneg i32 %85 to i64
  %87 = add i64 %86, ptrtoint (ptr @C_U32 to i64)
  %88 = inttoptr i64 %87 to ptr
  %89 = load i32, ptr %88, align 4
  %90 = add i64 %13, 28
  %91 = inttoptr i64 %90 to ptr
  store i32 %89, ptr %91, align 4
  ret void
}

define void @param_structs(ptr %0, ptr %1) {
allocas:
  %__local_depot17 = alloca [40 x i8], align 8
  %2 = ptrtoint ptr %__local_depot17 to i64
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %1, align 4
  %9 = mul i32 %5, %7
  %10 = add i32 %9, %8
  %11 = shl i32 %10, 3
  %12 = zext i32 %11 to i64
  %13 = shl nuw nsw i64 %12, 2
  %14 = add i64 %3, %13
  %15 = call [40 x i8] @_Z10mixed_makej(ptr nonnull %1, i32 %10)
  %.fca.0.extract = extractvalue [40 x i8] %15, 0
  %.fca.2.extract = extractvalue [40 x i8] %15, 2
  %.fca.3.extract = extractvalue [40 x i8] %15, 3
  %.fca.4.extract = extractvalue [40 x i8] %15, 4
  %.fca.5.extract = extractvalue [40 x i8] %15, 5
  %.fca.6.extract = extractvalue [40 x i8] %15, 6
  %.fca.7.extract = extractvalue [40 x i8] %15, 7
  %.fca.8.extract = extractvalue [40 x i8] %15, 8
  %.fca.9.extract = extractvalue [40 x i8] %15, 9
  %.fca.10.extract = extractvalue [40 x i8] %15, 10
  %.fca.11.extract = extractvalue [40 x i8] %15, 11
  %.fca.12.extract = extractvalue [40 x i8] %15, 12
  %.fca.13.extract = extractvalue [40 x i8] %15, 13
  %.fca.14.extract = extractvalue [40 x i8] %15, 14
  %.fca.15.extract = extractvalue [40 x i8] %15, 15
  %.fca.16.extract = extractvalue [40 x i8] %15, 16
  %retval0.sroa.20.16.vec.insert = insertelement <8 x i8> poison, i8 %.fca.16.extract, i64 0
  %.fca.17.extract = extractvalue [40 x i8] %15, 17
  %retval0.sroa.20.17.vec.insert = insertelement <8 x i8> %retval0.sroa.20.16.vec.insert, i8 %.fca.17.extract, i64 1
  %.fca.18.extract = extractvalue [40 x i8] %15, 18
  %retval0.sroa.20.18.vec.insert = insertelement <8 x i8> %retval0.sroa.20.17.vec.insert, i8 %.fca.18.extract, i64 2
  %.fca.19.extract = extractvalue [40 x i8] %15, 19
  %retval0.sroa.20.19.vec.insert = insertelement <8 x i8> %retval0.sroa.20.18.vec.insert, i8 %.fca.19.extract, i64 3
  %.fca.20.extract = extractvalue [40 x i8] %15, 20
  %retval0.sroa.20.20.vec.insert = insertelement <8 x i8> %retval0.sroa.20.19.vec.insert, i8 %.fca.20.extract, i64 4
  %.fca.21.extract = extractvalue [40 x i8] %15, 21
  %retval0.sroa.20.21.vec.insert = insertelement <8 x i8> %retval0.sroa.20.20.vec.insert, i8 %.fca.21.extract, i64 5
  %.fca.22.extract = extractvalue [40 x i8] %15, 22
  %retval0.sroa.20.22.vec.insert = insertelement <8 x i8> %retval0.sroa.20.21.vec.insert, i8 %.fca.22.extract, i64 6
  %.fca.23.extract = extractvalue [40 x i8] %15, 23
  %retval0.sroa.20.23.vec.insert = insertelement <8 x i8> %retval0.sroa.20.22.vec.insert, i8 %.fca.23.extract, i64 7
  %.fca.24.extract = extractvalue [40 x i8] %15, 24
  %.fca.25.extract = extractvalue [40 x i8] %15, 25
  %.fca.26.extract = extractvalue [40 x i8] %15, 26
  %.fca.27.extract = extractvalue [40 x i8] %15, 27
  %.fca.32.extract = extractvalue [40 x i8] %15, 32
  %.fca.33.extract = extractvalue [40 x i8] %15, 33
  %.fca.34.extract = extractvalue [40 x i8] %15, 34
  %.fca.35.extract = extractvalue [40 x i8] %15, 35
  %.fca.36.extract = extractvalue [40 x i8] %15, 36
  %.fca.37.extract = extractvalue [40 x i8] %15, 37
  %.fca.38.extract = extractvalue [40 x i8] %15, 38
  %.fca.39.extract = extractvalue [40 x i8] %15, 39
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
  %16 = or disjoint i32 %retval0.sroa.8.4.insert.shift, %retval0.sroa.6.4.insert.ext
  %retval0.sroa.6.4.insert.insert = or disjoint i32 %16, %retval0.sroa.9.4.insert.insert
  %retval0.sroa.19.8.insert.ext = zext i8 %.fca.15.extract to i64
  %retval0.sroa.19.8.insert.shift = shl nuw i64 %retval0.sroa.19.8.insert.ext, 56
  %retval0.sroa.18.8.insert.ext = zext i8 %.fca.14.extract to i64
  %retval0.sroa.18.8.insert.shift = shl nuw nsw i64 %retval0.sroa.18.8.insert.ext, 48
  %retval0.sroa.18.8.insert.insert = or disjoint i64 %retval0.sroa.19.8.insert.shift, %retval0.sroa.18.8.insert.shift
  %retval0.sroa.17.8.insert.ext = zext i8 %.fca.13.extract to i64
  %retval0.sroa.17.8.insert.shift = shl nuw nsw i64 %retval0.sroa.17.8.insert.ext, 40
  %retval0.sroa.16.8.insert.ext = zext i8 %.fca.12.extract to i64
  %retval0.sroa.16.8.insert.shift = shl nuw nsw i64 %retval0.sroa.16.8.insert.ext, 32
  %17 = or disjoint i64 %retval0.sroa.16.8.insert.shift, %retval0.sroa.17.8.insert.shift
  %retval0.sroa.16.8.insert.insert = or disjoint i64 %17, %retval0.sroa.18.8.insert.insert
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
  %18 = bitcast i64 %retval0.sroa.11.8.insert.insert to double
  %retval0.sroa.33.24.insert.ext = zext i8 %.fca.27.extract to i32
  %retval0.sroa.33.24.insert.shift = shl nuw i32 %retval0.sroa.33.24.insert.ext, 24
  %retval0.sroa.32.24.insert.ext = zext i8 %.fca.26.extract to i32
  %retval0.sroa.32.24.insert.shift = shl nuw nsw i32 %retval0.sroa.32.24.insert.ext, 16
  %retval0.sroa.32.24.insert.insert = or disjoint i32 %retval0.sroa.33.24.insert.shift, %retval0.sroa.32.24.insert.shift
  %retval0.sroa.31.24.insert.ext = zext i8 %.fca.25.extract to i32
  %retval0.sroa.31.24.insert.shift = shl nuw nsw i32 %retval0.sroa.31.24.insert.ext, 8
  %retval0.sroa.29.24.insert.ext = zext i8 %.fca.24.extract to i32
  %19 = or disjoint i32 %retval0.sroa.31.24.insert.shift, %retval0.sroa.29.24.insert.ext
  %retval0.sroa.29.24.insert.insert = or disjoint i32 %19, %retval0.sroa.32.24.insert.insert
  %retval0.sroa.46.32.insert.ext = zext i8 %.fca.39.extract to i64
  %retval0.sroa.46.32.insert.shift = shl nuw i64 %retval0.sroa.46.32.insert.ext, 56
  %retval0.sroa.45.32.insert.ext = zext i8 %.fca.38.extract to i64
  %retval0.sroa.45.32.insert.shift = shl nuw nsw i64 %retval0.sroa.45.32.insert.ext, 48
  %retval0.sroa.44.32.insert.ext = zext i8 %.fca.37.extract to i64
  %retval0.sroa.44.32.insert.shift = shl nuw nsw i64 %retval0.sroa.44.32.insert.ext, 40
  %20 = or disjoint i64 %retval0.sroa.46.32.insert.shift, %retval0.sroa.44.32.insert.shift
  %retval0.sroa.44.32.insert.insert = or disjoint i64 %20, %retval0.sroa.45.32.insert.shift
  %retval0.sroa.43.32.insert.ext = zext i8 %.fca.36.extract to i64
  %retval0.sroa.43.32.insert.shift = shl nuw nsw i64 %retval0.sroa.43.32.insert.ext, 32
  %retval0.sroa.42.32.insert.ext = zext i8 %.fca.35.extract to i64
  %retval0.sroa.42.32.insert.shift = shl nuw nsw i64 %retval0.sroa.42.32.insert.ext, 24
  %21 = or disjoint i64 %retval0.sroa.42.32.insert.shift, %retval0.sroa.43.32.insert.shift
  %retval0.sroa.42.32.insert.insert = or disjoint i64 %21, %retval0.sroa.44.32.insert.insert
  %retval0.sroa.41.32.insert.ext = zext i8 %.fca.34.extract to i64
  %retval0.sroa.41.32.insert.shift = shl nuw nsw i64 %retval0.sroa.41.32.insert.ext, 16
  %retval0.sroa.40.32.insert.ext = zext i8 %.fca.33.extract to i64
  %retval0.sroa.40.32.insert.shift = shl nuw nsw i64 %retval0.sroa.40.32.insert.ext, 8
  %retval0.sroa.40.32.insert.mask = or disjoint i64 %retval0.sroa.42.32.insert.insert, %retval0.sroa.41.32.insert.shift
  %retval0.sroa.38.32.insert.ext = zext i8 %.fca.32.extract to i64
  %retval0.sroa.38.32.insert.mask = or disjoint i64 %retval0.sroa.40.32.insert.mask, %retval0.sroa.40.32.insert.shift
  %retval0.sroa.38.32.insert.insert = or i64 %retval0.sroa.38.32.insert.mask, %retval0.sroa.38.32.insert.ext
  store i8 %.fca.0.extract, ptr %__local_depot17, align 1
  %22 = or disjoint i64 %2, 2
  %23 = inttoptr i64 %22 to ptr
  store i16 %retval0.sroa.3.2.insert.insert, ptr %23, align 2
  %24 = or disjoint i64 %2, 4
  %25 = inttoptr i64 %24 to ptr
  store i32 %retval0.sroa.6.4.insert.insert, ptr %25, align 4
  %26 = add i64 %2, 8
  %27 = inttoptr i64 %26 to ptr
  store i64 %retval0.sroa.11.8.insert.insert, ptr %27, align 8
  %28 = add i64 %2, 16
  %29 = inttoptr i64 %28 to ptr
  store <8 x i8> %retval0.sroa.20.23.vec.insert, ptr %29, align 8
  %30 = add i64 %2, 24
  %31 = inttoptr i64 %30 to ptr
  store i32 %retval0.sroa.29.24.insert.insert, ptr %31, align 4
  %32 = add i64 %2, 32
  %33 = inttoptr i64 %32 to ptr
  store i64 %retval0.sroa.38.32.insert.insert, ptr %33, align 8
  %34 = add i32 %10, 1
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
  %param1.sroa.0.0.extract.trunc = trunc i32 %10 to i8
  %param1.sroa.2.0.extract.shift = lshr i32 %10, 8
  %param1.sroa.2.0.extract.trunc = trunc i32 %param1.sroa.2.0.extract.shift to i8
  %param1.sroa.3.0.extract.shift = lshr i32 %10, 16
  %param1.sroa.3.0.extract.trunc = trunc i32 %param1.sroa.3.0.extract.shift to i8
  %param1.sroa.4.0.extract.shift = lshr i32 %10, 24
  %param1.sroa.4.0.extract.trunc = trunc nuw i32 %param1.sroa.4.0.extract.shift to i8
  %param1.sroa.5.4.extract.trunc = trunc i32 %34 to i8
  %param1.sroa.7.4.extract.shift = lshr i32 %34, 8
  %param1.sroa.7.4.extract.trunc = trunc i32 %param1.sroa.7.4.extract.shift to i8
  %param1.sroa.8.4.extract.shift = lshr i32 %34, 16
  %param1.sroa.8.4.extract.trunc = trunc i32 %param1.sroa.8.4.extract.shift to i8
  %param1.sroa.9.4.extract.shift = lshr i32 %34, 24
  %param1.sroa.9.4.extract.trunc = trunc nuw i32 %param1.sroa.9.4.extract.shift to i8
  %.fca.1.insert27 = insertvalue [40 x i8] %15, i8 undef, 1
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
  %35 = call i32 @_Z9mixed_sum5Mixed5Smallj(ptr nonnull %1, [40 x i8] %.fca.39.insert65, [8 x i8] %.fca.7.insert25, i32 %10)
  %36 = inttoptr i64 %14 to ptr
  store i32 %35, ptr %36, align 4
  %37 = call i32 @_Z9mixed_sum5Mixed5Smallj(ptr nonnull %1, [40 x i8] %.fca.39.insert65, [8 x i8] %.fca.7.insert25, i32 2)
  %38 = add i64 %14, 4
  %39 = inttoptr i64 %38 to ptr
  store i32 %37, ptr %39, align 4
  %40 = zext i8 %.fca.0.extract to i32
  %41 = add i64 %14, 8
  %42 = inttoptr i64 %41 to ptr
  store i32 %40, ptr %42, align 4
  %43 = sext i16 %retval0.sroa.3.2.insert.insert to i32
  %44 = add i64 %14, 12
  %45 = inttoptr i64 %44 to ptr
  store i32 %43, ptr %45, align 4
  %46 = fcmp uno double %18, 0.000000e+00
  %47 = trunc nuw i64 %param01.sroa.16.8.extract.shift to i32
  %48 = select i1 %46, i32 2147483647, i32 %47
  %49 = add i64 %14, 16
  %50 = inttoptr i64 %49 to ptr
  store i32 %48, ptr %50, align 4
  %51 = zext i32 %10 to i64
  %52 = mul nuw i64 %51, 2863311531
  %53 = lshr i64 %52, 33
  %54 = trunc nuw nsw i64 %53 to i32
  %.neg = mul i32 %54, -3
  %55 = add i32 %.neg, %10
  %56 = zext i32 %55 to i64
  %57 = shl nuw nsw i64 %56, 2
  %58 = add i64 %28, %57
  %59 = inttoptr i64 %58 to ptr
  %60 = load i32, ptr %59, align 4
  %61 = bitcast i32 %60 to float
  %62 = fcmp uno float %61, 0.000000e+00
  %63 = select i1 %62, i32 2147483647, i32 %60
  %64 = add i64 %14, 20
  %65 = inttoptr i64 %64 to ptr
  store i32 %63, ptr %65, align 4
  %66 = add i64 %14, 24
  %67 = inttoptr i64 %66 to ptr
  %68 = trunc i64 %retval0.sroa.38.32.insert.insert to i32
  store i32 %68, ptr %67, align 4
  %69 = add i64 %14, 28
  %70 = inttoptr i64 %69 to ptr
  store i32 %retval0.sroa.6.4.insert.insert, ptr %70, align 4
  ret void
}

define void @generic_pointers(ptr %0, ptr %1) {
allocas:
  %__local_depot18 = alloca [16 x i8], align 16
  %2 = ptrtoint ptr %__local_depot18 to i64
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %1, align 4
  %9 = mul i32 %5, %7
  %10 = add i32 %9, %8
  %11 = shl i32 %10, 3
  %12 = zext i32 %11 to i64
  %13 = shl nuw nsw i64 %12, 2
  %14 = add i64 %3, %13
  %15 = shl i32 %8, 3
  %16 = getelementptr i8, ptr %1, i64 80
  %17 = load ptr, ptr %16, align 8
  %18 = zext i32 %15 to i64
  %19 = getelementptr i8, ptr %17, i64 %18
  store i32 %8, ptr %19, align 4
  %20 = or disjoint i64 %18, 4
  %21 = load ptr, ptr %16, align 8
  %22 = getelementptr i8, ptr %21, i64 %20
  store i32 1000, ptr %22, align 4
  %23 = shl i32 %8, 1
  %24 = insertelement <4 x i32> <i32 poison, i32 77, i32 5, i32 6>, i32 %23, i64 0
  store <4 x i32> %24, ptr %__local_depot18, align 16
  %25 = inttoptr i64 %14 to ptr
  store i32 11, ptr %25, align 4
  %26 = add i64 %14, 4
  %27 = inttoptr i64 %26 to ptr
  store i32 22, ptr %27, align 4
  %28 = add i32 %8, 1
  %29 = call i32 @_Z14generic_updatePjj(ptr nonnull %1, i64 %14, i32 %28)
  %30 = add i64 %14, 8
  %31 = inttoptr i64 %30 to ptr
  store i32 %29, ptr %31, align 4
  %32 = load ptr, ptr %16, align 8
  %33 = ptrtoint ptr %32 to i64
  %34 = zext i32 %23 to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = add i64 %35, %33
  %37 = add i32 %8, 2
  %38 = call i32 @_Z14generic_updatePjj(ptr nonnull %1, i64 %36, i32 %37)
  %39 = add i64 %14, 12
  %40 = inttoptr i64 %39 to ptr
  store i32 %38, ptr %40, align 4
  %41 = shl i32 %8, 2
  %42 = and i32 %41, 4
  %43 = zext nneg i32 %42 to i64
  %44 = or disjoint i64 %2, %43
  %45 = add i32 %8, 3
  %46 = call i32 @_Z14generic_updatePjj(ptr nonnull %1, i64 %44, i32 %45)
  %47 = add i64 %14, 16
  %48 = inttoptr i64 %47 to ptr
  store i32 %46, ptr %48, align 4
  %49 = load ptr, ptr %16, align 8
  %50 = getelementptr i8, ptr %49, i64 %20
  %51 = load i32, ptr %50, align 4
  %52 = load <4 x i32>, ptr %__local_depot18, align 16
  %53 = extractelement <4 x i32> %52, i64 0
  %54 = extractelement <4 x i32> %52, i64 1
  %55 = extractelement <4 x i32> %52, i64 2
  %56 = add i32 %53, %51
  %57 = add i32 %56, %54
  %58 = add i32 %57, %55
  %59 = add i64 %14, 20
  %60 = inttoptr i64 %59 to ptr
  store i32 %58, ptr %60, align 4
  %61 = zext i32 %8 to i64
  %62 = mul nuw i64 %61, 2290649225
  %63 = lshr i64 %62, 35
  %64 = trunc nuw nsw i64 %63 to i32
  %.neg = mul i32 %64, -15
  %65 = add i32 %.neg, %8
  %66 = call i32 @_Z12generic_readPKjj(ptr nonnull %1, i64 ptrtoint (ptr @C_U32 to i64), i32 %65)
  %67 = add i64 %14, 24
  %68 = inttoptr i64 %67 to ptr
  store i32 %66, ptr %68, align 4
  %69 = mul nuw nsw i64 %61, 613566757
  %70 = lshr i64 %69, 32
  %71 = trunc nuw nsw i64 %70 to i32
  %72 = sub i32 %8, %71
  %73 = lshr i32 %72, 1
  %74 = add nuw i32 %73, %71
  %75 = lshr i32 %74, 2
  %.neg41 = mul i32 %75, -7
  %76 = add i32 %.neg41, %8
  %77 = call i32 @_Z12generic_readPKjj(ptr nonnull %1, i64 ptrtoint (ptr @G_U32 to i64), i32 %76)
  %78 = add i64 %14, 28
  %79 = inttoptr i64 %78 to ptr
  store i32 %77, ptr %79, align 4
  ret void
}

define void @space_predicates(ptr %0, ptr %1) {
allocas:
  %__local_depot19 = alloca [32 x i8], align 16
  %2 = ptrtoint ptr %__local_depot19 to i64
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %1, align 4
  %9 = mul i32 %5, %7
  %10 = add i32 %9, %8
  %11 = shl i32 %10, 3
  %12 = zext i32 %11 to i64
  %13 = shl nuw nsw i64 %12, 2
  %14 = add i64 %3, %13
  %15 = add i32 %8, 3
  %16 = add i32 %8, 2
  %17 = add i32 %8, 1
  %18 = insertelement <4 x i32> poison, i32 %8, i64 0
  %19 = insertelement <4 x i32> %18, i32 %17, i64 1
  %20 = insertelement <4 x i32> %19, i32 %16, i64 2
  %21 = insertelement <4 x i32> %20, i32 %15, i64 3
  store <4 x i32> %21, ptr %__local_depot19, align 16
  %22 = add i32 %8, 7
  %23 = add i32 %8, 6
  %24 = add i32 %8, 5
  %25 = add i32 %8, 4
  %26 = add i64 %2, 16
  %27 = inttoptr i64 %26 to ptr
  %28 = insertelement <4 x i32> poison, i32 %25, i64 0
  %29 = insertelement <4 x i32> %28, i32 %24, i64 1
  %30 = insertelement <4 x i32> %29, i32 %23, i64 2
  %31 = insertelement <4 x i32> %30, i32 %22, i64 3
  store <4 x i32> %31, ptr %27, align 16
  %32 = shl i32 %8, 2
  %33 = getelementptr i8, ptr %1, i64 80
  %34 = load ptr, ptr %33, align 8
  %35 = zext i32 %32 to i64
  %36 = getelementptr i8, ptr %34, i64 %35
  store i32 %8, ptr %36, align 4
  %37 = load ptr, ptr %33, align 8
  %38 = add i32 %32, 1024
  %39 = zext i32 %38 to i64
  %40 = getelementptr i8, ptr %37, i64 %39
  store i32 %8, ptr %40, align 4
  %41 = call i32 @_Z10space_bitsPKv(ptr nonnull %1, i64 %14)
  %42 = inttoptr i64 %14 to ptr
  store i32 %41, ptr %42, align 4
  %43 = zext i32 %8 to i64
  %44 = shl nuw nsw i64 %43, 2
  %45 = load ptr, ptr %33, align 8
  %46 = ptrtoint ptr %45 to i64
  %47 = add i64 %44, %46
  %48 = call i32 @_Z10space_bitsPKv(ptr nonnull %1, i64 %47)
  %49 = add i64 %14, 4
  %50 = inttoptr i64 %49 to ptr
  store i32 %48, ptr %50, align 4
  %51 = load ptr, ptr %33, align 8
  %52 = getelementptr i8, ptr %51, i64 1024
  %53 = ptrtoint ptr %52 to i64
  %54 = add i64 %44, %53
  %55 = call i32 @_Z10space_bitsPKv(ptr nonnull %1, i64 %54)
  %56 = add i64 %14, 8
  %57 = inttoptr i64 %56 to ptr
  store i32 %55, ptr %57, align 4
  %58 = and i64 %44, 28
  %59 = add i64 %58, %2
  %60 = call i32 @_Z10space_bitsPKv(ptr nonnull %1, i64 %59)
  %61 = add i64 %14, 12
  %62 = inttoptr i64 %61 to ptr
  store i32 %60, ptr %62, align 4
  %63 = and i64 %44, 60
  %64 = add i64 %63, ptrtoint (ptr @C_U32 to i64)
  %65 = call i32 @_Z10space_bitsPKv(ptr nonnull %1, i64 %64)
  %66 = add i64 %14, 16
  %67 = inttoptr i64 %66 to ptr
  store i32 %65, ptr %67, align 4
  %68 = shl nuw nsw i64 %43, 3
  %69 = and i64 %68, 56
  %70 = add i64 %69, ptrtoint (ptr @G_U64 to i64)
  %71 = call i32 @_Z10space_bitsPKv(ptr nonnull %1, i64 %70)
  %72 = add i64 %14, 20
  %73 = inttoptr i64 %72 to ptr
  store i32 %71, ptr %73, align 4
  %74 = and i64 %44, 124
  %75 = add i64 %74, ptrtoint (ptr @F32_VALUES to i64)
  %76 = call i32 @_Z10space_bitsPKv(ptr nonnull %1, i64 %75)
  %77 = add i64 %14, 24
  %78 = inttoptr i64 %77 to ptr
  store i32 %76, ptr %78, align 4
  %79 = mul i32 %8, 12
  %80 = and i32 %79, 28
  %81 = zext nneg i32 %80 to i64
  %82 = add i64 %2, %81
  %83 = inttoptr i64 %82 to ptr
  %84 = load i32, ptr %83, align 4
  %reass.add = shl i32 %8, 1
  %85 = add i32 %84, %reass.add
  %86 = add i64 %14, 28
  %87 = inttoptr i64 %86 to ptr
  store i32 %85, ptr %87, align 4
  ret void
}

define void @cvta_round_trips(ptr %0, ptr %1) {
allocas:
  %__local_depot20 = alloca [32 x i8], align 16
  %2 = ptrtoint ptr %__local_depot20 to i64
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %1, align 4
  %9 = mul i32 %5, %7
  %10 = add i32 %9, %8
  %11 = shl i32 %10, 3
  store i32 0, ptr %__local_depot20, align 4
  %12 = or disjoint i64 %2, 4
  %13 = inttoptr i64 %12 to ptr
  store i32 %8, ptr %13, align 4
  %14 = shl i32 %8, 1
  %15 = or disjoint i64 %2, 8
  %16 = inttoptr i64 %15 to ptr
  store i32 %14, ptr %16, align 4
  %17 = mul i32 %8, 3
  %18 = or disjoint i64 %2, 12
  %19 = inttoptr i64 %18 to ptr
  store i32 %17, ptr %19, align 4
  %20 = shl i32 %8, 2
  %21 = add i64 %2, 16
  %22 = inttoptr i64 %21 to ptr
  store i32 %20, ptr %22, align 4
  %23 = mul i32 %8, 5
  %24 = add i64 %2, 20
  %25 = inttoptr i64 %24 to ptr
  store i32 %23, ptr %25, align 4
  %26 = mul i32 %8, 6
  %27 = add i64 %2, 24
  %28 = inttoptr i64 %27 to ptr
  store i32 %26, ptr %28, align 4
  %29 = mul i32 %8, 7
  %30 = add i64 %2, 28
  %31 = inttoptr i64 %30 to ptr
  store i32 %29, ptr %31, align 4
  %32 = zext i32 %11 to i64
  %33 = shl nuw nsw i64 %32, 2
  %34 = add i64 %3, %33
  %35 = mul i32 %8, 9
  %36 = getelementptr i8, ptr %1, i64 80
  %37 = load ptr, ptr %36, align 8
  %38 = zext i32 %20 to i64
  %39 = getelementptr i8, ptr %37, i64 %38
  store i32 %35, ptr %39, align 4
  %40 = mul i32 %8, 11
  %41 = add i32 %20, 1024
  %42 = getelementptr i8, ptr %1, i64 104
  %43 = load ptr, ptr %42, align 8
  %44 = getelementptr i8, ptr %43, i64 40
  %45 = load ptr, ptr %44, align 8
  %46 = call i32 %45(ptr nonnull %1, i32 5) #1
  %47 = zext i32 %41 to i64
  %48 = load ptr, ptr %36, align 8
  %49 = getelementptr i8, ptr %48, i64 %47
  store i32 %40, ptr %49, align 4
  %50 = load ptr, ptr %42, align 8
  %51 = load ptr, ptr %50, align 8
  call void %51(ptr nonnull %1, i32 0, i32 0) #1
  %52 = inttoptr i64 %34 to ptr
  store i32 %20, ptr %52, align 4
  %53 = add i64 %34, 4
  %54 = inttoptr i64 %53 to ptr
  store i32 %20, ptr %54, align 4
  %55 = load ptr, ptr %36, align 8
  %56 = getelementptr i8, ptr %55, i64 %38
  %57 = load i32, ptr %56, align 4
  %58 = icmp eq i32 %57, %35
  %59 = select i1 %58, i32 3, i32 1
  %60 = add i64 %34, 8
  %61 = inttoptr i64 %60 to ptr
  store i32 %59, ptr %61, align 4
  %62 = add i32 %20, 4
  %63 = and i32 %62, 252
  %64 = or disjoint i32 %63, 1024
  %65 = zext nneg i32 %64 to i64
  %66 = load ptr, ptr %36, align 8
  %67 = getelementptr i8, ptr %66, i64 %65
  %68 = load i32, ptr %67, align 4
  %69 = add i64 %34, 12
  %70 = inttoptr i64 %69 to ptr
  store i32 %68, ptr %70, align 4
  %71 = add i64 %34, 16
  %72 = inttoptr i64 %71 to ptr
  store i32 21, ptr %72, align 4
  %73 = and i64 %38, 28
  %74 = add i64 %73, %2
  %75 = and i32 %20, 28
  %76 = inttoptr i64 %74 to ptr
  %77 = load i32, ptr %76, align 4
  %78 = shl i32 %77, 8
  %79 = or disjoint i32 %78, %75
  %80 = add i64 %34, 20
  %81 = inttoptr i64 %80 to ptr
  store i32 %79, ptr %81, align 4
  %82 = and i64 %38, 60
  %83 = add i64 %82, ptrtoint (ptr @C_U32 to i64)
  %84 = inttoptr i64 %83 to ptr
  %85 = load i32, ptr %84, align 4
  %86 = add i64 %34, 24
  %87 = inttoptr i64 %86 to ptr
  store i32 %85, ptr %87, align 4
  %88 = load ptr, ptr %36, align 8
  %89 = getelementptr i8, ptr %88, i64 %38
  %90 = load i32, ptr %89, align 4
  %91 = add i64 %34, 28
  %92 = inttoptr i64 %91 to ptr
  store i32 %90, ptr %92, align 4
  ret void
}

define void @prefetches(ptr %0, ptr %1) {
allocas:
  %__local_depot21 = alloca [32 x i8], align 16
  %2 = ptrtoint ptr %__local_depot21 to i64
  %3 = load i64, ptr %0, align 8
  %4 = getelementptr i8, ptr %1, i64 24
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr i8, ptr %1, i64 12
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %1, align 4
  %9 = mul i32 %5, %7
  %10 = add i32 %9, %8
  %11 = shl i32 %10, 3
  %12 = shl i32 %8, 3
  %13 = and i32 %12, 56
  %14 = zext nneg i32 %13 to i64
  %15 = add i64 %14, ptrtoint (ptr @G_U64 to i64)
  %16 = shl i32 %8, 2
  %17 = and i32 %16, 28
  %18 = zext nneg i32 %17 to i64
  %19 = add i64 %18, ptrtoint (ptr @G_U32 to i64)
  %20 = and i32 %8, 7
  %21 = add nuw nsw i32 %20, 3
  %22 = add nuw nsw i32 %20, 2
  %23 = add nuw nsw i32 %20, 1
  %24 = insertelement <4 x i32> poison, i32 %20, i64 0
  %25 = insertelement <4 x i32> %24, i32 %23, i64 1
  %26 = insertelement <4 x i32> %25, i32 %22, i64 2
  %27 = insertelement <4 x i32> %26, i32 %21, i64 3
  store <4 x i32> %27, ptr %__local_depot21, align 16
  %28 = add nuw nsw i32 %20, 7
  %29 = add nuw nsw i32 %20, 6
  %30 = add nuw nsw i32 %20, 5
  %31 = add nuw nsw i32 %20, 4
  %32 = add i64 %2, 16
  %33 = inttoptr i64 %32 to ptr
  %34 = insertelement <4 x i32> poison, i32 %31, i64 0
  %35 = insertelement <4 x i32> %34, i32 %30, i64 1
  %36 = insertelement <4 x i32> %35, i32 %29, i64 2
  %37 = insertelement <4 x i32> %36, i32 %28, i64 3
  store <4 x i32> %37, ptr %33, align 16
  %38 = zext i32 %11 to i64
  %39 = shl nuw nsw i64 %38, 2
  %40 = add i64 %3, %39
  %41 = inttoptr i64 %15 to ptr
  %42 = load i64, ptr %41, align 8
  %43 = inttoptr i64 %40 to ptr
  %44 = trunc i64 %42 to i32
  store i32 %44, ptr %43, align 4
  %45 = inttoptr i64 %19 to ptr
  %46 = load i32, ptr %45, align 4
  %47 = add i64 %40, 4
  %48 = inttoptr i64 %47 to ptr
  store i32 %46, ptr %48, align 4
  %49 = add i64 %14, ptrtoint (ptr @G_F64 to i64)
  %50 = inttoptr i64 %49 to ptr
  %51 = load i64, ptr %50, align 8
  %52 = bitcast i64 %51 to double
  %53 = fcmp uno double %52, 0.000000e+00
  %54 = lshr i64 %51, 32
  %55 = trunc nuw i64 %54 to i32
  %56 = select i1 %53, i32 2147483647, i32 %55
  %57 = add i64 %40, 8
  %58 = inttoptr i64 %57 to ptr
  store i32 %56, ptr %58, align 4
  %59 = add i64 %18, ptrtoint (ptr @G_F32 to i64)
  %60 = inttoptr i64 %59 to ptr
  %61 = load i32, ptr %60, align 4
  %62 = bitcast i32 %61 to float
  %63 = fcmp uno float %62, 0.000000e+00
  %64 = select i1 %63, i32 2147483647, i32 %61
  %65 = add i64 %40, 12
  %66 = inttoptr i64 %65 to ptr
  store i32 %64, ptr %66, align 4
  %67 = mul nuw nsw i32 %20, 12
  %68 = and i32 %67, 28
  %69 = zext nneg i32 %68 to i64
  %70 = add i64 %2, %69
  %71 = inttoptr i64 %70 to ptr
  %72 = load i32, ptr %71, align 4
  %73 = add i64 %40, 16
  %74 = inttoptr i64 %73 to ptr
  store i32 %72, ptr %74, align 4
  ret void
}

define void @initialized_globals(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 12
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 24
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %6, %4
  %9 = add i32 %8, %7
  %10 = shl i32 %9, 3
  %11 = zext i32 %10 to i64
  %12 = shl nuw nsw i64 %11, 2
  %13 = add i64 %2, %12
  %14 = load i64, ptr @G_PTR, align 8
  %15 = inttoptr i64 %14 to ptr
  %16 = load i32, ptr %15, align 4
  %17 = inttoptr i64 %13 to ptr
  store i32 %16, ptr %17, align 4
  %18 = and i32 %7, 3
  %19 = add nsw i32 %18, -2
  %20 = sext i32 %19 to i64
  %21 = shl nsw i64 %20, 2
  %22 = add i64 %14, %21
  %23 = inttoptr i64 %22 to ptr
  %24 = load i32, ptr %23, align 4
  %25 = add i64 %13, 4
  %26 = inttoptr i64 %25 to ptr
  store i32 %24, ptr %26, align 4
  %27 = load i64, ptr @G_FPTR, align 8
  %28 = zext i32 %7 to i64
  %29 = mul nuw i64 %28, 3435973837
  %30 = lshr i64 %29, 34
  %31 = trunc nuw nsw i64 %30 to i32
  %.neg = mul i32 %31, -5
  %32 = add i32 %.neg, %7
  %33 = zext i32 %32 to i64
  %34 = shl nuw nsw i64 %33, 2
  %35 = add i64 %27, %34
  %36 = load float, ptr @G_PI, align 4
  %37 = inttoptr i64 %35 to ptr
  %38 = load float, ptr %37, align 4
  %39 = fadd float %38, %36
  %40 = fcmp uno float %39, 0.000000e+00
  %41 = bitcast float %39 to i32
  %42 = select i1 %40, i32 2147483647, i32 %41
  %43 = add i64 %13, 8
  %44 = inttoptr i64 %43 to ptr
  store i32 %42, ptr %44, align 4
  %45 = and i32 %7, 63
  %46 = load i64, ptr @G_SCALAR, align 8
  %47 = zext nneg i32 %45 to i64
  %48 = lshr i64 %46, %47
  %49 = add i64 %13, 12
  %50 = inttoptr i64 %49 to ptr
  %51 = trunc i64 %48 to i32
  store i32 %51, ptr %50, align 4
  %52 = and i32 %7, 1
  %narrow = mul nuw nsw i32 %52, 24
  %53 = zext nneg i32 %narrow to i64
  %54 = add i64 %53, ptrtoint (ptr @G_RECORDS to i64)
  %55 = inttoptr i64 %54 to ptr
  %56 = load i16, ptr %55, align 2
  %57 = zext i16 %56 to i32
  %58 = add i64 %53, add (i64 ptrtoint (ptr @G_RECORDS to i64), i64 4)
  %59 = inttoptr i64 %58 to ptr
  %60 = load i32, ptr %59, align 4
  %61 = add i32 %60, %57
  %62 = add i64 %13, 16
  %63 = inttoptr i64 %62 to ptr
  store i32 %61, ptr %63, align 4
  %64 = add i64 %53, add (i64 ptrtoint (ptr @G_RECORDS to i64), i64 8)
  %65 = inttoptr i64 %64 to ptr
  %66 = load i64, ptr %65, align 8
  %67 = bitcast i64 %66 to double
  %68 = fcmp uno double %67, 0.000000e+00
  %69 = lshr i64 %66, 32
  %70 = trunc nuw i64 %69 to i32
  %71 = select i1 %68, i32 2147483647, i32 %70
  %72 = add i64 %13, 20
  %73 = inttoptr i64 %72 to ptr
  store i32 %71, ptr %73, align 4
  %74 = add i64 %53, add (i64 ptrtoint (ptr @G_RECORDS to i64), i64 16)
  %75 = inttoptr i64 %74 to ptr
  %76 = load i64, ptr %75, align 8
  %.not = icmp eq i32 %52, 0
  br i1 %.not, label %95, label %"$L__BB22_2"

"$L__BB22_2":                                     ; preds = %95, %allocas
  %"%rd40.0" = phi i64 [ 0, %allocas ], [ %101, %95 ]
  %77 = add i64 %76, %"%rd40.0"
  %78 = inttoptr i64 %77 to ptr
  %79 = load i32, ptr %78, align 4
  %80 = add i64 %13, 24
  %81 = inttoptr i64 %80 to ptr
  store i32 %79, ptr %81, align 4
  %82 = shl i32 %7, 2
  %83 = and i32 %82, 28
  %84 = zext nneg i32 %83 to i64
  %85 = add i64 %84, ptrtoint (ptr @G_ZEROED to i64)
  %86 = load i64, ptr @G_PTR, align 8
  %87 = sub i64 %86, ptrtoint (ptr @G_TARGET to i64)
  %88 = lshr i64 %87, 2
  %89 = trunc i64 %88 to i32
  %90 = inttoptr i64 %85 to ptr
  %91 = load i32, ptr %90, align 4
  %92 = add i32 %91, %89
  %93 = add i64 %13, 28
  %94 = inttoptr i64 %93 to ptr
  store i32 %92, ptr %94, align 4
  ret void

95:                                               ; preds = %allocas
  %96 = mul nuw i64 %28, 2863311531
  %97 = lshr i64 %96, 34
  %98 = trunc nuw nsw i64 %97 to i32
  %.neg25 = mul i32 %98, -6
  %99 = add i32 %.neg25, %7
  %100 = zext i32 %99 to i64
  %101 = shl nuw nsw i64 %100, 2
  br label %"$L__BB22_2"
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptosi.sat.i32.f64(double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fptoui.sat.i32.f64(double) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent }

!0 = !{}
