#!/bin/bash
# Builds every program of this corpus against NVIDIA's shared libcudart and libcurand:
# `./build.sh OUTDIR` makes OUTDIR/<name>, compute_80 PTX only. Any compiler diagnostic fails
# the build. Each binary is checked to need libcurand.so.10 and libcudart.so.13 (readelf).
# nvcc is $NVCC, or nvcc on PATH. See README.md.
set -euo pipefail
. "$(dirname "$0")/../nvidia.sh"
take_outdir "$@"
find_nvcc
link_dirs "$out" libcudart libcurand:10

status=0
count=0
for source in "$here"/*.cu; do
    name=$(basename "$source" .cu)
    binary=$out/$name
    if ! compile "$name" "$binary" -O2 -gencode arch=compute_80,code=compute_80 -cudart shared \
        -I"$here" "${libs[@]}" "$source" -lcurand; then
        status=1
        continue
    fi
    needs "$name" "$binary" libcudart.so.13 libcurand.so.10 || status=1
    count=$((count + 1))
done
[ $status -eq 0 ] || { echo "build failed" >&2; exit 1; }
echo "built $count programs into $out"
