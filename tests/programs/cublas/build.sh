#!/bin/bash
# Builds every program of this corpus against NVIDIA's shared libcudart and libcublas:
# `./build.sh OUTDIR` makes OUTDIR/<name>, compute_80 PTX only. Any compiler diagnostic fails
# the build. Each binary is checked to need libcublas.so.13 and libcudart.so.13 (readelf).
# nvcc is $NVCC, or nvcc on PATH. See README.md.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 OUTDIR" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$1"
out=$(cd "$1" && pwd)
nvcc=${NVCC:-$(command -v nvcc || true)}
[ -n "$nvcc" ] && [ -x "$nvcc" ] || { echo "nvcc not found: set NVCC or put nvcc on PATH" >&2; exit 1; }
bin=$(cd "$(dirname "$nvcc")" && pwd)

# Where the libraries are: a toolkit's lib64 has libcudart.so and libcublas.so; NVIDIA's
# wheels have only the versioned files in lib, so unversioned links are made for the linker.
libs=()
for dir in "$bin/../lib64" "$bin/../lib" "$bin/../targets/x86_64-linux/lib"; do
    if [ -e "$dir/libcudart.so" ] && [ -e "$dir/libcublas.so" ]; then
        libs=(-L"$dir")
        break
    elif [ -e "$dir/libcudart.so.13" ] && [ -e "$dir/libcublas.so.13" ]; then
        mkdir -p "$out/.link"
        for library in libcudart libcublas libcublasLt; do
            [ ! -e "$dir/$library.so.13" ] || ln -sf "$(cd "$dir" && pwd)/$library.so.13" "$out/.link/$library.so"
        done
        libs=(-L"$out/.link" -L"$dir")
        break
    fi
done
[ ${#libs[@]} -gt 0 ] || { echo "libcudart and libcublas not found beside $nvcc" >&2; exit 1; }

status=0
count=0
for source in "$here"/*.cu; do
    name=$(basename "$source" .cu)
    binary=$out/$name
    log=$out/$name.log
    if ! "$nvcc" -O2 -gencode arch=compute_80,code=compute_80 -cudart shared \
        -I"$here" "${libs[@]}" -o "$binary" "$source" -lcublas >"$log" 2>&1; then
        echo "$name: build failed" >&2
        cat "$log" >&2
        status=1
        continue
    fi
    if [ -s "$log" ]; then
        echo "$name: diagnostics" >&2
        cat "$log" >&2
        status=1
    fi
    rm -f "$log"
    if command -v readelf >/dev/null; then
        needed=$(readelf -d "$binary" | grep NEEDED || true)
        for library in libcudart.so.13 libcublas.so.13; do
            if ! grep -q "${library//./\\.}" <<<"$needed"; then
                echo "$name: does not need $library" >&2
                status=1
            fi
        done
    fi
    count=$((count + 1))
done
[ $status -eq 0 ] || { echo "build failed" >&2; exit 1; }
echo "built $count programs into $out"
