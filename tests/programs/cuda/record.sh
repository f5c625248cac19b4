#!/bin/bash
# Records the golden outputs on a machine with an NVIDIA GPU and a CUDA toolkit:
# `./record.sh OUTDIR`. Builds every program with build.sh (compute_75 and compute_80 PTX,
# and some with the per-thread default stream), runs every build, stops with an error if
# their outputs or exit statuses differ, and writes
# OUTDIR/<name>.txt: the program's stdout, then a last line `exit <status>`, and
# OUTDIR/PROVENANCE (nvidia.sh's `provenance`). See README.md.
set -euo pipefail
. "$(dirname "$0")/../nvidia.sh"
take_outdir "$@"
# The programs need NVIDIA's libcudart.so.13 (and the driver's libcuda.so.1) at run time.
build_for_recording

failed=0
recorded=0
for binary in "$build"/*.75; do
    name=$(basename "$binary" .75)
    if ! record "$build" "$name.75" || ! record "$build" "$name.80"; then
        failed=1
        continue
    fi
    if ! cmp -s "$build/$name.75.out" "$build/$name.80.out"; then
        echo "$name: the compute_75 and compute_80 builds disagree:" >&2
        diff "$build/$name.75.out" "$build/$name.80.out" | head -20 >&2 || true
        failed=1
        continue
    fi
    if [ -e "$build/$name.pt" ] && { ! record "$build" "$name.pt" || ! cmp -s "$build/$name.80.out" "$build/$name.pt.out"; }; then
        echo "$name: the per-thread default stream build disagrees:" >&2
        diff "$build/$name.80.out" "$build/$name.pt.out" | head -20 >&2 || true
        failed=1
        continue
    fi
    if [ "$(tail -n 1 "$build/$name.80.out")" != "exit 0" ]; then
        echo "$name: exited with $(tail -n 1 "$build/$name.80.out"); stdout and stderr:" >&2
        tail -n 20 "$build/$name.80.out" "$build/$name.80.err" >&2
        failed=1
    fi
    cp "$build/$name.80.out" "$out/$name.txt"
    recorded=$((recorded + 1))
done
provenance "$out" "$here" libcudart.so.13
echo "recorded $recorded programs into $out (PROVENANCE says where and from what)"
[ $failed -eq 0 ] || { echo "some programs failed: see above" >&2; exit 1; }
