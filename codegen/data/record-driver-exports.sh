#!/usr/bin/env bash
# Records the dynamic symbols of the NVIDIA driver's libcuda.so.1 and libnvidia-ml.so.1 on a
# machine with an NVIDIA GPU, for codegen's export lists (the driver is not on PyPI, and
# Debian's archive stops at an older driver).
#
#   bash codegen/data/record-driver-exports.sh OUTDIR
#
# writes OUTDIR/driver-<version>/<soname>.txt: one defined dynamic symbol a line, as
# `TYPE NAME [SIZE]` from `nm -D --defined-only -S` (addresses dropped).
set -euo pipefail
out=${1:?usage: record-driver-exports.sh OUTDIR}
version=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -n 1)
mkdir -p "$out/driver-$version"
for soname in libcuda.so.1 libnvidia-ml.so.1; do
    path=$(ldconfig -p | awk -v n="$soname" '$1 == n { print $NF; exit }')
    [ -n "$path" ] || { echo "$soname not found" >&2; exit 1; }
    nm -D --defined-only -S "$path" | awk '{ if (NF == 4) print $3, $4, $2; else print $2, $3 }' \
        > "$out/driver-$version/$soname.txt"
    echo "$soname: $(readlink -f "$path"), $(wc -l < "$out/driver-$version/$soname.txt") symbols"
done
