; failed (emit stage): `compile_only_wmma`: line 75: `wmma.load.a.sync.aligned.row.m16n16k16.f16`: warp matrix instructions are not supported yet
; ModuleID = 'ptx'
source_filename = "ptx"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@dyn = external addrspace(3) global [0 x i8], align 16

define amdgpu_kernel void @compile_only_mma(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext i32 %5 to i64
  %7 = shl nuw nsw i64 %6, 5
  %8 = add i64 %7, %4
  %9 = inttoptr i64 %8 to ptr addrspace(1)
  %10 = load <4 x i32>, ptr addrspace(1) %9, align 16
  %11 = extractelement <4 x i32> %10, i64 0
  %12 = extractelement <4 x i32> %10, i64 1
  %13 = extractelement <4 x i32> %10, i64 2
  %14 = extractelement <4 x i32> %10, i64 3
  %15 = add i64 %8, 16
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  %17 = load <2 x i32>, ptr addrspace(1) %16, align 8
  %18 = extractelement <2 x i32> %17, i64 0
  %19 = extractelement <2 x i32> %17, i64 1
  %20 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %21 = and i32 %20, -4
  %22 = shl i32 %21, 2
  %23 = call i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %11)
  %24 = trunc i32 %23 to i16
  %25 = shl i32 %20, 3
  %26 = and i32 %25, 24
  %27 = shl nuw nsw i32 %26, 2
  %28 = call i32 @llvm.amdgcn.ds.bpermute(i32 %27, i32 %18)
  %29 = trunc i32 %28 to i16
  %30 = bitcast i16 %24 to half
  %31 = fpext half %30 to float
  %32 = bitcast i16 %29 to half
  %33 = fpext half %32 to float
  %34 = call float @llvm.fma.f32(float %31, float %33, float 0.000000e+00)
  %35 = lshr i32 %23, 16
  %36 = trunc nuw i32 %35 to i16
  %37 = lshr i32 %28, 16
  %38 = trunc nuw i32 %37 to i16
  %39 = bitcast i16 %36 to half
  %40 = fpext half %39 to float
  %41 = bitcast i16 %38 to half
  %42 = fpext half %41 to float
  %43 = call float @llvm.fma.f32(float %40, float %42, float %34)
  %44 = or disjoint i32 %22, 4
  %45 = call i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %11)
  %46 = trunc i32 %45 to i16
  %47 = or disjoint i32 %27, 4
  %48 = call i32 @llvm.amdgcn.ds.bpermute(i32 %47, i32 %18)
  %49 = trunc i32 %48 to i16
  %50 = bitcast i16 %46 to half
  %51 = fpext half %50 to float
  %52 = bitcast i16 %49 to half
  %53 = fpext half %52 to float
  %54 = call float @llvm.fma.f32(float %51, float %53, float %43)
  %55 = lshr i32 %45, 16
  %56 = trunc nuw i32 %55 to i16
  %57 = lshr i32 %48, 16
  %58 = trunc nuw i32 %57 to i16
  %59 = bitcast i16 %56 to half
  %60 = fpext half %59 to float
  %61 = bitcast i16 %58 to half
  %62 = fpext half %61 to float
  %63 = call float @llvm.fma.f32(float %60, float %62, float %54)
  %64 = or disjoint i32 %22, 8
  %65 = call i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %11)
  %66 = trunc i32 %65 to i16
  %67 = or disjoint i32 %27, 8
  %68 = call i32 @llvm.amdgcn.ds.bpermute(i32 %67, i32 %18)
  %69 = trunc i32 %68 to i16
  %70 = bitcast i16 %66 to half
  %71 = fpext half %70 to float
  %72 = bitcast i16 %69 to half
  %73 = fpext half %72 to float
  %74 = call float @llvm.fma.f32(float %71, float %73, float %63)
  %75 = lshr i32 %65, 16
  %76 = trunc nuw i32 %75 to i16
  %77 = lshr i32 %68, 16
  %78 = trunc nuw i32 %77 to i16
  %79 = bitcast i16 %76 to half
  %80 = fpext half %79 to float
  %81 = bitcast i16 %78 to half
  %82 = fpext half %81 to float
  %83 = call float @llvm.fma.f32(float %80, float %82, float %74)
  %84 = shl i32 %20, 2
  %85 = or i32 %84, 12
  %86 = call i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %11)
  %87 = trunc i32 %86 to i16
  %88 = or disjoint i32 %27, 12
  %89 = call i32 @llvm.amdgcn.ds.bpermute(i32 %88, i32 %18)
  %90 = trunc i32 %89 to i16
  %91 = bitcast i16 %87 to half
  %92 = fpext half %91 to float
  %93 = bitcast i16 %90 to half
  %94 = fpext half %93 to float
  %95 = call float @llvm.fma.f32(float %92, float %94, float %83)
  %96 = lshr i32 %86, 16
  %97 = trunc nuw i32 %96 to i16
  %98 = lshr i32 %89, 16
  %99 = trunc nuw i32 %98 to i16
  %100 = bitcast i16 %97 to half
  %101 = fpext half %100 to float
  %102 = bitcast i16 %99 to half
  %103 = fpext half %102 to float
  %104 = call float @llvm.fma.f32(float %101, float %103, float %95)
  %105 = call i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %13)
  %106 = trunc i32 %105 to i16
  %107 = call i32 @llvm.amdgcn.ds.bpermute(i32 %27, i32 %19)
  %108 = trunc i32 %107 to i16
  %109 = bitcast i16 %106 to half
  %110 = fpext half %109 to float
  %111 = bitcast i16 %108 to half
  %112 = fpext half %111 to float
  %113 = call float @llvm.fma.f32(float %110, float %112, float %104)
  %114 = lshr i32 %105, 16
  %115 = trunc nuw i32 %114 to i16
  %116 = lshr i32 %107, 16
  %117 = trunc nuw i32 %116 to i16
  %118 = bitcast i16 %115 to half
  %119 = fpext half %118 to float
  %120 = bitcast i16 %117 to half
  %121 = fpext half %120 to float
  %122 = call float @llvm.fma.f32(float %119, float %121, float %113)
  %123 = call i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %13)
  %124 = trunc i32 %123 to i16
  %125 = call i32 @llvm.amdgcn.ds.bpermute(i32 %47, i32 %19)
  %126 = trunc i32 %125 to i16
  %127 = bitcast i16 %124 to half
  %128 = fpext half %127 to float
  %129 = bitcast i16 %126 to half
  %130 = fpext half %129 to float
  %131 = call float @llvm.fma.f32(float %128, float %130, float %122)
  %132 = lshr i32 %123, 16
  %133 = trunc nuw i32 %132 to i16
  %134 = lshr i32 %125, 16
  %135 = trunc nuw i32 %134 to i16
  %136 = bitcast i16 %133 to half
  %137 = fpext half %136 to float
  %138 = bitcast i16 %135 to half
  %139 = fpext half %138 to float
  %140 = call float @llvm.fma.f32(float %137, float %139, float %131)
  %141 = call i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %13)
  %142 = trunc i32 %141 to i16
  %143 = call i32 @llvm.amdgcn.ds.bpermute(i32 %67, i32 %19)
  %144 = trunc i32 %143 to i16
  %145 = bitcast i16 %142 to half
  %146 = fpext half %145 to float
  %147 = bitcast i16 %144 to half
  %148 = fpext half %147 to float
  %149 = call float @llvm.fma.f32(float %146, float %148, float %140)
  %150 = lshr i32 %141, 16
  %151 = trunc nuw i32 %150 to i16
  %152 = lshr i32 %143, 16
  %153 = trunc nuw i32 %152 to i16
  %154 = bitcast i16 %151 to half
  %155 = fpext half %154 to float
  %156 = bitcast i16 %153 to half
  %157 = fpext half %156 to float
  %158 = call float @llvm.fma.f32(float %155, float %157, float %149)
  %159 = call i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %13)
  %160 = trunc i32 %159 to i16
  %161 = call i32 @llvm.amdgcn.ds.bpermute(i32 %88, i32 %19)
  %162 = trunc i32 %161 to i16
  %163 = bitcast i16 %160 to half
  %164 = fpext half %163 to float
  %165 = bitcast i16 %162 to half
  %166 = fpext half %165 to float
  %167 = call float @llvm.fma.f32(float %164, float %166, float %158)
  %168 = lshr i32 %159, 16
  %169 = trunc nuw i32 %168 to i16
  %170 = lshr i32 %161, 16
  %171 = trunc nuw i32 %170 to i16
  %172 = bitcast i16 %169 to half
  %173 = fpext half %172 to float
  %174 = bitcast i16 %171 to half
  %175 = fpext half %174 to float
  %176 = call float @llvm.fma.f32(float %173, float %175, float %167)
  %177 = or disjoint i32 %27, 16
  %178 = call i32 @llvm.amdgcn.ds.bpermute(i32 %177, i32 %18)
  %179 = trunc i32 %178 to i16
  %180 = bitcast i16 %179 to half
  %181 = fpext half %180 to float
  %182 = call float @llvm.fma.f32(float %31, float %181, float 1.000000e+00)
  %183 = lshr i32 %178, 16
  %184 = trunc nuw i32 %183 to i16
  %185 = bitcast i16 %184 to half
  %186 = fpext half %185 to float
  %187 = call float @llvm.fma.f32(float %40, float %186, float %182)
  %188 = or disjoint i32 %27, 20
  %189 = call i32 @llvm.amdgcn.ds.bpermute(i32 %188, i32 %18)
  %190 = trunc i32 %189 to i16
  %191 = bitcast i16 %190 to half
  %192 = fpext half %191 to float
  %193 = call float @llvm.fma.f32(float %51, float %192, float %187)
  %194 = lshr i32 %189, 16
  %195 = trunc nuw i32 %194 to i16
  %196 = bitcast i16 %195 to half
  %197 = fpext half %196 to float
  %198 = call float @llvm.fma.f32(float %60, float %197, float %193)
  %199 = or disjoint i32 %27, 24
  %200 = call i32 @llvm.amdgcn.ds.bpermute(i32 %199, i32 %18)
  %201 = trunc i32 %200 to i16
  %202 = bitcast i16 %201 to half
  %203 = fpext half %202 to float
  %204 = call float @llvm.fma.f32(float %71, float %203, float %198)
  %205 = lshr i32 %200, 16
  %206 = trunc nuw i32 %205 to i16
  %207 = bitcast i16 %206 to half
  %208 = fpext half %207 to float
  %209 = call float @llvm.fma.f32(float %80, float %208, float %204)
  %210 = or disjoint i32 %27, 28
  %211 = call i32 @llvm.amdgcn.ds.bpermute(i32 %210, i32 %18)
  %212 = trunc i32 %211 to i16
  %213 = bitcast i16 %212 to half
  %214 = fpext half %213 to float
  %215 = call float @llvm.fma.f32(float %92, float %214, float %209)
  %216 = lshr i32 %211, 16
  %217 = trunc nuw i32 %216 to i16
  %218 = bitcast i16 %217 to half
  %219 = fpext half %218 to float
  %220 = call float @llvm.fma.f32(float %101, float %219, float %215)
  %221 = call i32 @llvm.amdgcn.ds.bpermute(i32 %177, i32 %19)
  %222 = trunc i32 %221 to i16
  %223 = bitcast i16 %222 to half
  %224 = fpext half %223 to float
  %225 = call float @llvm.fma.f32(float %110, float %224, float %220)
  %226 = lshr i32 %221, 16
  %227 = trunc nuw i32 %226 to i16
  %228 = bitcast i16 %227 to half
  %229 = fpext half %228 to float
  %230 = call float @llvm.fma.f32(float %119, float %229, float %225)
  %231 = call i32 @llvm.amdgcn.ds.bpermute(i32 %188, i32 %19)
  %232 = trunc i32 %231 to i16
  %233 = bitcast i16 %232 to half
  %234 = fpext half %233 to float
  %235 = call float @llvm.fma.f32(float %128, float %234, float %230)
  %236 = lshr i32 %231, 16
  %237 = trunc nuw i32 %236 to i16
  %238 = bitcast i16 %237 to half
  %239 = fpext half %238 to float
  %240 = call float @llvm.fma.f32(float %137, float %239, float %235)
  %241 = call i32 @llvm.amdgcn.ds.bpermute(i32 %199, i32 %19)
  %242 = trunc i32 %241 to i16
  %243 = bitcast i16 %242 to half
  %244 = fpext half %243 to float
  %245 = call float @llvm.fma.f32(float %146, float %244, float %240)
  %246 = lshr i32 %241, 16
  %247 = trunc nuw i32 %246 to i16
  %248 = bitcast i16 %247 to half
  %249 = fpext half %248 to float
  %250 = call float @llvm.fma.f32(float %155, float %249, float %245)
  %251 = call i32 @llvm.amdgcn.ds.bpermute(i32 %210, i32 %19)
  %252 = trunc i32 %251 to i16
  %253 = bitcast i16 %252 to half
  %254 = fpext half %253 to float
  %255 = call float @llvm.fma.f32(float %164, float %254, float %250)
  %256 = lshr i32 %251, 16
  %257 = trunc nuw i32 %256 to i16
  %258 = bitcast i16 %257 to half
  %259 = fpext half %258 to float
  %260 = call float @llvm.fma.f32(float %173, float %259, float %255)
  %261 = call i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %12)
  %262 = trunc i32 %261 to i16
  %263 = bitcast i16 %262 to half
  %264 = fpext half %263 to float
  %265 = call float @llvm.fma.f32(float %264, float %33, float 2.000000e+00)
  %266 = lshr i32 %261, 16
  %267 = trunc nuw i32 %266 to i16
  %268 = bitcast i16 %267 to half
  %269 = fpext half %268 to float
  %270 = call float @llvm.fma.f32(float %269, float %42, float %265)
  %271 = call i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %12)
  %272 = trunc i32 %271 to i16
  %273 = bitcast i16 %272 to half
  %274 = fpext half %273 to float
  %275 = call float @llvm.fma.f32(float %274, float %53, float %270)
  %276 = lshr i32 %271, 16
  %277 = trunc nuw i32 %276 to i16
  %278 = bitcast i16 %277 to half
  %279 = fpext half %278 to float
  %280 = call float @llvm.fma.f32(float %279, float %62, float %275)
  %281 = call i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %12)
  %282 = trunc i32 %281 to i16
  %283 = bitcast i16 %282 to half
  %284 = fpext half %283 to float
  %285 = call float @llvm.fma.f32(float %284, float %73, float %280)
  %286 = lshr i32 %281, 16
  %287 = trunc nuw i32 %286 to i16
  %288 = bitcast i16 %287 to half
  %289 = fpext half %288 to float
  %290 = call float @llvm.fma.f32(float %289, float %82, float %285)
  %291 = call i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %12)
  %292 = trunc i32 %291 to i16
  %293 = bitcast i16 %292 to half
  %294 = fpext half %293 to float
  %295 = call float @llvm.fma.f32(float %294, float %94, float %290)
  %296 = lshr i32 %291, 16
  %297 = trunc nuw i32 %296 to i16
  %298 = bitcast i16 %297 to half
  %299 = fpext half %298 to float
  %300 = call float @llvm.fma.f32(float %299, float %103, float %295)
  %301 = call i32 @llvm.amdgcn.ds.bpermute(i32 %22, i32 %14)
  %302 = trunc i32 %301 to i16
  %303 = bitcast i16 %302 to half
  %304 = fpext half %303 to float
  %305 = call float @llvm.fma.f32(float %304, float %112, float %300)
  %306 = lshr i32 %301, 16
  %307 = trunc nuw i32 %306 to i16
  %308 = bitcast i16 %307 to half
  %309 = fpext half %308 to float
  %310 = call float @llvm.fma.f32(float %309, float %121, float %305)
  %311 = call i32 @llvm.amdgcn.ds.bpermute(i32 %44, i32 %14)
  %312 = trunc i32 %311 to i16
  %313 = bitcast i16 %312 to half
  %314 = fpext half %313 to float
  %315 = call float @llvm.fma.f32(float %314, float %130, float %310)
  %316 = lshr i32 %311, 16
  %317 = trunc nuw i32 %316 to i16
  %318 = bitcast i16 %317 to half
  %319 = fpext half %318 to float
  %320 = call float @llvm.fma.f32(float %319, float %139, float %315)
  %321 = call i32 @llvm.amdgcn.ds.bpermute(i32 %64, i32 %14)
  %322 = trunc i32 %321 to i16
  %323 = bitcast i16 %322 to half
  %324 = fpext half %323 to float
  %325 = call float @llvm.fma.f32(float %324, float %148, float %320)
  %326 = lshr i32 %321, 16
  %327 = trunc nuw i32 %326 to i16
  %328 = bitcast i16 %327 to half
  %329 = fpext half %328 to float
  %330 = call float @llvm.fma.f32(float %329, float %157, float %325)
  %331 = call i32 @llvm.amdgcn.ds.bpermute(i32 %85, i32 %14)
  %332 = trunc i32 %331 to i16
  %333 = bitcast i16 %332 to half
  %334 = fpext half %333 to float
  %335 = call float @llvm.fma.f32(float %334, float %166, float %330)
  %336 = lshr i32 %331, 16
  %337 = trunc nuw i32 %336 to i16
  %338 = bitcast i16 %337 to half
  %339 = fpext half %338 to float
  %340 = call float @llvm.fma.f32(float %339, float %175, float %335)
  %341 = call float @llvm.fma.f32(float %264, float %181, float 3.000000e+00)
  %342 = call float @llvm.fma.f32(float %269, float %186, float %341)
  %343 = call float @llvm.fma.f32(float %274, float %192, float %342)
  %344 = call float @llvm.fma.f32(float %279, float %197, float %343)
  %345 = call float @llvm.fma.f32(float %284, float %203, float %344)
  %346 = call float @llvm.fma.f32(float %289, float %208, float %345)
  %347 = call float @llvm.fma.f32(float %294, float %214, float %346)
  %348 = call float @llvm.fma.f32(float %299, float %219, float %347)
  %349 = call float @llvm.fma.f32(float %304, float %224, float %348)
  %350 = call float @llvm.fma.f32(float %309, float %229, float %349)
  %351 = call float @llvm.fma.f32(float %314, float %234, float %350)
  %352 = call float @llvm.fma.f32(float %319, float %239, float %351)
  %353 = call float @llvm.fma.f32(float %324, float %244, float %352)
  %354 = call float @llvm.fma.f32(float %329, float %249, float %353)
  %355 = call float @llvm.fma.f32(float %334, float %254, float %354)
  %356 = call float @llvm.fma.f32(float %339, float %259, float %355)
  %357 = insertelement <4 x float> poison, float %176, i64 0
  %358 = insertelement <4 x float> %357, float %260, i64 1
  %359 = insertelement <4 x float> %358, float %340, i64 2
  %360 = insertelement <4 x float> %359, float %356, i64 3
  store <4 x float> %360, ptr addrspace(1) %9, align 16
  ret void
}

define amdgpu_kernel void @compile_only_ldmatrix(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = shl i32 %5, 2
  %7 = add i32 %6, ptrtoint (ptr addrspace(3) @dyn to i32)
  %8 = inttoptr i32 %7 to ptr addrspace(3)
  store i32 %5, ptr addrspace(3) %8, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %9 = shl i32 %5, 3
  %10 = and i32 %9, 248
  %11 = add i32 %10, ptrtoint (ptr addrspace(3) @dyn to i32)
  %12 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %13 = lshr i32 %12, 2
  %14 = and i32 %13, 1
  %15 = and i32 %13, 1073741822
  %16 = or disjoint i32 %15, %14
  %17 = shl nuw i32 %16, 2
  %18 = call i32 @llvm.amdgcn.ds.bpermute(i32 %17, i32 %11)
  %19 = shl i32 %12, 1
  %20 = and i32 %19, 6
  %21 = shl nuw nsw i32 %20, 1
  %22 = add i32 %18, %21
  %23 = inttoptr i32 %22 to ptr addrspace(3)
  %24 = or disjoint i32 %21, 2
  %25 = add i32 %18, %24
  %26 = inttoptr i32 %25 to ptr addrspace(3)
  %27 = load i16, ptr addrspace(3) %23, align 2
  %28 = zext i16 %27 to i32
  %29 = load i16, ptr addrspace(3) %26, align 2
  %30 = zext i16 %29 to i32
  %31 = shl nuw i32 %30, 16
  %32 = or disjoint i32 %31, %28
  %33 = add i32 %17, 32
  %34 = call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %11)
  %35 = add i32 %34, %21
  %36 = inttoptr i32 %35 to ptr addrspace(3)
  %37 = add i32 %34, %24
  %38 = inttoptr i32 %37 to ptr addrspace(3)
  %39 = load i16, ptr addrspace(3) %36, align 2
  %40 = zext i16 %39 to i32
  %41 = load i16, ptr addrspace(3) %38, align 2
  %42 = zext i16 %41 to i32
  %43 = shl nuw i32 %42, 16
  %44 = or disjoint i32 %43, %40
  %45 = add i32 %17, 64
  %46 = call i32 @llvm.amdgcn.ds.bpermute(i32 %45, i32 %11)
  %47 = add i32 %46, %21
  %48 = inttoptr i32 %47 to ptr addrspace(3)
  %49 = add i32 %46, %24
  %50 = inttoptr i32 %49 to ptr addrspace(3)
  %51 = load i16, ptr addrspace(3) %48, align 2
  %52 = zext i16 %51 to i32
  %53 = load i16, ptr addrspace(3) %50, align 2
  %54 = zext i16 %53 to i32
  %55 = shl nuw i32 %54, 16
  %56 = or disjoint i32 %55, %52
  %57 = add i32 %17, 96
  %58 = call i32 @llvm.amdgcn.ds.bpermute(i32 %57, i32 %11)
  %59 = add i32 %58, %21
  %60 = inttoptr i32 %59 to ptr addrspace(3)
  %61 = add i32 %58, %24
  %62 = inttoptr i32 %61 to ptr addrspace(3)
  %63 = load i16, ptr addrspace(3) %60, align 2
  %64 = zext i16 %63 to i32
  %65 = load i16, ptr addrspace(3) %62, align 2
  %66 = zext i16 %65 to i32
  %67 = shl nuw i32 %66, 16
  %68 = or disjoint i32 %67, %64
  %69 = zext i32 %5 to i64
  %70 = shl nuw nsw i64 %69, 5
  %71 = add i64 %70, %4
  %72 = inttoptr i64 %71 to ptr addrspace(1)
  %73 = insertelement <4 x i32> poison, i32 %32, i64 0
  %74 = insertelement <4 x i32> %73, i32 %44, i64 1
  %75 = insertelement <4 x i32> %74, i32 %56, i64 2
  %76 = insertelement <4 x i32> %75, i32 %68, i64 3
  store <4 x i32> %76, ptr addrspace(1) %72, align 16
  ret void
}

define amdgpu_kernel void @compile_only_cp_async(ptr addrspace(4) byref(i64) align 8 %0) #0 {
allocas:
  %1 = load i64, ptr addrspace(4) %0, align 8
  %2 = inttoptr i64 %1 to ptr
  %3 = addrspacecast ptr %2 to ptr addrspace(1)
  %4 = ptrtoint ptr addrspace(1) %3 to i64
  %5 = call i32 @llvm.amdgcn.workitem.id.x()
  %6 = zext i32 %5 to i64
  %7 = shl nuw nsw i64 %6, 5
  %8 = add i64 %7, %4
  %9 = shl i32 %5, 4
  %10 = and i32 %9, 240
  %11 = add i32 %10, ptrtoint (ptr addrspace(3) @dyn to i32)
  %12 = inttoptr i32 %11 to ptr addrspace(3)
  %13 = inttoptr i64 %8 to ptr addrspace(1)
  %14 = load i128, ptr addrspace(1) %13, align 16
  store i128 %14, ptr addrspace(3) %12, align 16
  %15 = add i64 %8, 16
  %16 = inttoptr i64 %15 to ptr addrspace(1)
  %17 = load i128, ptr addrspace(1) %16, align 16
  store i128 %17, ptr addrspace(3) %12, align 16
  %18 = trunc i128 %14 to i32
  store i32 %18, ptr addrspace(3) %12, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %19 = load <4 x i32>, ptr addrspace(3) %12, align 16
  store <4 x i32> %19, ptr addrspace(1) %13, align 16
  ret void
}

define amdgpu_kernel void @plain(ptr addrspace(4) byref(i64) align 8 %0) #0 {
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
  %16 = mul i32 %12, 16843009
  %17 = xor i32 %16, 42405
  %18 = inttoptr i64 %15 to ptr addrspace(1)
  %19 = insertelement <2 x i32> poison, i32 %12, i64 0
  %20 = insertelement <2 x i32> %19, i32 %17, i64 1
  store <2 x i32> %20, ptr addrspace(1) %18, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef nonnull align 4 ptr addrspace(4) @llvm.amdgcn.dispatch.ptr() #1

attributes #0 = { "amdgpu-flat-work-group-size"="1,1024" "denormal-fp-math"="ieee,ieee" "denormal-fp-math-f32"="ieee,ieee" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
