#!/bin/bash
# Records the golden outputs on a machine with an NVIDIA GPU and a CUDA 13 toolkit:
# `./record.sh OUTDIR`. Builds every program with build.sh, runs each, and writes
# OUTDIR/<name>.txt: the program's stdout, then a last line `exit <status>`. See README.md.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 OUTDIR" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$1"
out=$(cd "$1" && pwd)
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
"$here/build.sh" "$build"

# The programs need NVIDIA's libcudart.so.13 and libcublas.so.13 (and the driver) at run time.
nvcc=${NVCC:-$(command -v nvcc)}
bin=$(cd "$(dirname "$nvcc")" && pwd)
export LD_LIBRARY_PATH="$bin/../lib64:$bin/../lib:$bin/../targets/x86_64-linux/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

failed=0
recorded=0
for binary in "$build"/*; do
    [ -f "$binary" ] && [ -x "$binary" ] || continue
    name=$(basename "$binary")
    result=0
    (cd "$build" && timeout "${TIMEOUT:-120}" "./$name" >"$build/$name.out" 2>"$build/$name.err") || result=$?
    [ ! -s "$build/$name.out" ] || [ -z "$(tail -c 1 "$build/$name.out")" ] || echo >>"$build/$name.out"
    echo "exit $result" >>"$build/$name.out"
    if [ $result -eq 124 ]; then
        echo "$name: timed out" >&2
        failed=1
        continue
    fi
    if [ $result -ne 0 ]; then
        echo "$name: exited with status $result; stdout and stderr:" >&2
        tail -n 20 "$build/$name.out" "$build/$name.err" >&2
        failed=1
    fi
    cp "$build/$name.out" "$out/$name.txt"
    recorded=$((recorded + 1))
done
echo "recorded $recorded programs into $out"
[ $failed -eq 0 ] || { echo "some programs failed: see above" >&2; exit 1; }
