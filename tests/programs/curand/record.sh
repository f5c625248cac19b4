#!/bin/bash
# Records the golden outputs on a machine with an NVIDIA GPU and a CUDA 13 toolkit:
# `./record.sh OUTDIR`. Builds every program with build.sh, runs each, and writes
# OUTDIR/<name>.txt: the program's stdout, then a last line `exit <status>`, and
# OUTDIR/PROVENANCE (nvidia.sh's `provenance`). See README.md.
set -euo pipefail
. "$(dirname "$0")/../nvidia.sh"
take_outdir "$@"
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
"$here/build.sh" "$build"

# The programs need NVIDIA's libcudart.so.13 and libcurand.so.10 (and the driver) at run time.
find_nvcc
use_toolkit_libraries

failed=0
recorded=0
for binary in "$build"/*; do
    [ -f "$binary" ] && [ -x "$binary" ] || continue
    name=$(basename "$binary")
    # A timeout is reported by `record` and ends the output with `exit 124`, caught below.
    record "$build" "$name" || true
    if [ "$(tail -n 1 "$build/$name.out")" != "exit 0" ]; then
        echo "$name: $(tail -n 1 "$build/$name.out"); stdout and stderr:" >&2
        tail -n 20 "$build/$name.out" "$build/$name.err" >&2
        failed=1
    fi
    cp "$build/$name.out" "$out/$name.txt"
    recorded=$((recorded + 1))
done
provenance "$out" "$here" libcudart.so.13 libcurand.so.10
echo "recorded $recorded programs into $out (PROVENANCE says where and from what)"
[ $failed -eq 0 ] || { echo "some programs failed: see above" >&2; exit 1; }
