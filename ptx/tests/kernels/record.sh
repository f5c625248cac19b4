#!/bin/bash
# Records golden outputs on a machine with an NVIDIA GPU: `./record.sh OUTDIR`, run from this
# directory, with nvcc on PATH (or $NVCC). Writes OUTDIR/PROVENANCE too (see
# ../../../tests/programs/nvidia.sh, `provenance`). See README.md.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../../../tests/programs/nvidia.sh"
find_nvcc
out=$1
build=$(mktemp -d)
mkdir -p "$out"
"$nvcc" -O2 -o "$build/record" record.cu -lcuda
for source in *.cu; do
    [ "$source" = record.cu ] && continue
    name=${source%.cu}
    # compute_75 and compute_80, or the architectures the first line names (`// compute: 90`).
    archs=$(head -1 "$source" | sed -n 's|^// compute:||p')
    archs=${archs:-75 80}
    for arch in $archs; do
        "$nvcc" --ptx -arch=compute_$arch -o "$build/$name.$arch.ptx" "$source"
        "$build/record" "$build/$name.$arch.ptx" "$build/$name.$arch.txt" > "$build/$name.$arch.stdout"
        last=$arch
    done
    for arch in $archs; do
        if ! cmp -s "$build/$name.$arch.txt" "$build/$name.$last.txt"; then
            echo "$name: compute_$arch and compute_$last disagree" >&2
            diff "$build/$name.$arch.txt" "$build/$name.$last.txt" | head >&2
            exit 1
        fi
    done
    cp "$build/$name.$last.txt" "$out/$name.txt"
    [ -s "$build/$name.$last.stdout" ] && cp "$build/$name.$last.stdout" "$out/$name.stdout"
done
for module in *.ptx; do
    [ -e "$module" ] || continue
    name=${module%.ptx}
    # Modules of compile-only kernels may target GPUs newer than this one.
    grep -E '^\.(visible )?\.?entry' "$module" | grep -qv compile_only_ || continue
    "$build/record" "$module" "$out/$name.txt" > "$build/$name.stdout"
    [ -s "$build/$name.stdout" ] && cp "$build/$name.stdout" "$out/$name.stdout"
done
rm -rf "$build"
provenance "$out" "$here"
echo "recorded $(ls "$out"/*.txt | wc -l) modules into $out (PROVENANCE says where and from what)"
