#!/bin/bash
# Builds every program of this corpus twice, as compute_75 and as compute_80 PTX (no SASS),
# against NVIDIA's shared libcudart: `./build.sh OUTDIR` makes OUTDIR/<name>.75 and
# OUTDIR/<name>.80; the programs of PER_THREAD also as OUTDIR/<name>.pt, compute_80 with
# `--default-stream per-thread`. Any compiler diagnostic fails the build. Each binary is checked to need
# libcudart.so.13 (readelf) and, where cuobjdump is found, to embed PTX and no ELF.
# nvcc is $NVCC, or nvcc on PATH. See README.md.
set -euo pipefail
. "$(dirname "$0")/../nvidia.sh"
take_outdir "$@"
find_nvcc
cuobjdump=${CUOBJDUMP:-}
[ -n "$cuobjdump" ] || [ ! -x "$bin/cuobjdump" ] || cuobjdump=$bin/cuobjdump
[ -n "$cuobjdump" ] || cuobjdump=$(command -v cuobjdump || true)
link_dirs "$out" libcudart
# The device runtime library beside nvcc, for programs that link it at run time (CUDADEVRT).
cudadevrt=
for dir in "$bin/../lib64" "$bin/../lib" "$bin/../targets/x86_64-linux/lib"; do
    [ -e "$dir/libcudadevrt.a" ] && { cudadevrt=$(cd "$dir" && pwd)/libcudadevrt.a; break; }
done
[ -n "$cudadevrt" ] || { echo "libcudadevrt.a not found beside $nvcc" >&2; exit 1; }

# Programs whose default-stream work is also built to use the per-thread default stream: the
# runtime then calls the driver's per-thread exports (`*_ptsz`, `*_ptds`).
PER_THREAD=(events host_callbacks memcpy_async memcpy_basic stream_wait streams)

status=0
count=0
for source in "$here"/*.cu; do
    name=$(basename "$source" .cu)
    # name_b.cu is the second file of program `name` (see README.md).
    case $name in *_b) [ -e "$here/${name%_b}.cu" ] && continue ;; esac
    sources=("$source")
    [ -e "$here/${name}_b.cu" ] && sources+=("$here/${name}_b.cu")
    variants=(75 80)
    [[ " ${PER_THREAD[*]} " == *" $name "* ]] && variants+=(pt)
    for variant in "${variants[@]}"; do
        arch=$variant
        flags=()
        [ "$variant" = pt ] && { arch=80; flags=(--default-stream per-thread); }
        binary=$out/$name.$variant
        label="$name (compute_$arch)"
        if ! compile "$label" "$binary" -O2 -gencode arch=compute_$arch,code=compute_$arch -rdc=false -cudart shared \
            -DCUDADEVRT="\"$cudadevrt\"" "${flags[@]}" -I"$here" "${libs[@]}" "${sources[@]}"; then
            status=1
            continue
        fi
        needs "$label" "$binary" libcudart.so.13 || status=1
        if [ -n "$cuobjdump" ]; then
            elf=$("$cuobjdump" -lelf "$binary" 2>/dev/null || true)
            ptx=$("$cuobjdump" -lptx "$binary" 2>/dev/null || true)
            want=${#sources[@]}
            if [ -n "$elf" ] || [ "$(grep -c "sm_$arch\.ptx" <<<"$ptx")" -ne "$want" ]; then
                echo "$name (compute_$arch): the fatbins should hold $want PTX and no ELF:" >&2
                echo "$elf$ptx" >&2
                status=1
            fi
        fi
    done
    count=$((count + 1))
done
[ -n "$cuobjdump" ] || echo "cuobjdump not found: the PTX-only check was skipped" >&2
[ $status -eq 0 ] || { echo "build failed" >&2; exit 1; }
echo "built $count programs (compute_75 and compute_80; ${#PER_THREAD[@]} also with the per-thread default stream) into $out"
