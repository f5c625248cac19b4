; failed (emit stage): `compile_only_mma`: line 32: `mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32`: matrix multiply-accumulate is not supported yet
; failed (emit stage): `compile_only_ldmatrix`: line 57: `ldmatrix.sync.aligned.m8n8.x4.shared.b16`: ldmatrix is not supported yet
; failed (emit stage): `compile_only_wmma`: line 75: `wmma.load.a.sync.aligned.row.m16n16k16.f16`: warp matrix instructions are not supported yet
; failed (emit stage): `compile_only_cp_async`: line 111: `cp.async.ca.shared.global`: asynchronous copies (cp.async) are not supported yet
; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__rocuda_kernel.compile_only_mma = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.compile_only_ldmatrix = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.compile_only_wmma = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.compile_only_cp_async = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 1, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_kernel.plain = constant { i32, i32, i32, i32, i32, i32, i32, [1 x { i32, i32 }] } { i32 2, i32 0, i32 8, i32 1, i32 0, i32 0, i32 0, [1 x { i32, i32 }] [{ i32, i32 } { i32 0, i32 8 }] }
@__rocuda_host_abi = constant i32 2

define void @plain(ptr %0, ptr %1) {
allocas:
  %2 = load i64, ptr %0, align 8
  %3 = getelementptr i8, ptr %1, i64 24
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %1, align 4
  %8 = mul i32 %4, %6
  %9 = add i32 %8, %7
  %10 = zext i32 %9 to i64
  %11 = shl nuw nsw i64 %10, 5
  %12 = add i64 %2, %11
  %13 = mul i32 %9, 16843009
  %14 = xor i32 %13, 42405
  %15 = inttoptr i64 %12 to ptr
  %16 = insertelement <2 x i32> poison, i32 %9, i64 0
  %17 = insertelement <2 x i32> %16, i32 %14, i64 1
  store <2 x i32> %17, ptr %15, align 8
  ret void
}
