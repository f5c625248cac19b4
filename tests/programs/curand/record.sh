#!/bin/bash
# Records the golden outputs on a machine with an NVIDIA GPU and a CUDA 13 toolkit:
# `./record.sh OUTDIR`. Builds every program with build.sh, runs each, and writes
# OUTDIR/<name>.txt: the program's stdout, then a last line `exit <status>`, and
# OUTDIR/PROVENANCE (nvidia.sh's `provenance`). See README.md.
set -euo pipefail
. "$(dirname "$0")/../nvidia.sh"
take_outdir "$@"
record_library_corpus libcurand.so.10
