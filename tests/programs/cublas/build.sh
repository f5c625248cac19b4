#!/bin/bash
# Builds every program of this corpus against NVIDIA's shared libcudart and libcublas:
# `./build.sh OUTDIR` makes OUTDIR/<name>, compute_80 PTX only. Any compiler diagnostic fails
# the build. Each binary is checked to need libcublas.so.13 and libcudart.so.13 (readelf).
# nvcc is $NVCC, or nvcc on PATH. See README.md.
set -euo pipefail
. "$(dirname "$0")/../nvidia.sh"
take_outdir "$@"
build_library_corpus cublas libcublas.so.13
