#!/bin/bash
# Records, on a machine with an NVIDIA GPU, what tests/llama/h100/ holds: llama.cpp built
# natively for that GPU, its whole `test-backend-ops` suite, and the synthetic model run greedy
# and scored with FlashAttention on and off. `cargo xtask llama import DIR` then writes the
# recording into tests/llama/h100/.
#
# usage: record.sh LLAMA_CPP_DIR VOCAB_GGUF WORK_DIR OUT_DIR [build|tests|models|logits]...
#   LLAMA_CPP_DIR  llama.cpp from the llama-cpp-python sdist cargo xtask llama uses
#   VOCAB_GGUF     its models/ggml-vocab-llama-spm.gguf
# Needs nvcc, CMake, and python3 with NumPy.
set -uo pipefail
SRC=$(realpath "$1"); VOCAB=$(realpath "$2"); WORK=$3; OUT=$4; shift 4
HERE=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$WORK" "$OUT"
B=$WORK/build/bin
for step in "$@"; do case "$step" in
build)
  cmake -S "$SRC" -B "$WORK/build" -DGGML_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=native -DLLAMA_OPENSSL=OFF \
    -DLLAMA_BUILD_SERVER=OFF -DCMAKE_BUILD_TYPE=Release > "$OUT/cmake.log" 2>&1 || { tail -30 "$OUT/cmake.log"; exit 1; }
  cmake --build "$WORK/build" --parallel "$(nproc)" --target test-backend-ops llama-completion llama-perplexity llama-quantize > "$OUT/build.log" 2>&1 \
    || { tail -30 "$OUT/build.log"; exit 1; }
  {
    echo "gpu: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)"
    echo "nvcc: $(nvcc --version | tail -2 | head -1)"
    echo "cmake: -DGGML_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=native -DLLAMA_OPENSSL=OFF -DLLAMA_BUILD_SERVER=OFF -DCMAKE_BUILD_TYPE=Release"
  } > "$OUT/PROVENANCE"
  ;;
tests)
  "$B/test-backend-ops" test -b CUDA0 > "$OUT/test-backend-ops.log" 2>&1
  tail -3 "$OUT/test-backend-ops.log"
  ;;
models)
  M=$WORK/models; mkdir -p "$M"
  PYTHONPATH=$SRC/gguf-py python3 "$HERE/synthetic_model.py" "$VOCAB" "$M/f16.gguf"
  for q in Q8_0 Q4_0 Q4_K_M IQ4_XS; do "$B/llama-quantize" "$M/f16.gguf" "$M/$q.gguf" $q > "$M/$q.log" 2>&1 || tail "$M/$q.log"; done
  (cd "$M" && sha256sum *.gguf) > "$OUT/sha256"
  head -c 6000 "$SRC/README.md" > "$WORK/text.txt"
  for m in f16 Q8_0 Q4_0 Q4_K_M IQ4_XS; do for fa in on off; do
    "$B/llama-completion" -m "$M/$m.gguf" -p "Once upon a time" -n 48 --temp 0 --seed 1 -no-cnv -ngl 99 -fa $fa \
      > "$OUT/completion-$m-fa$fa.txt" 2> "$OUT/completion-$m-fa$fa.log"
    "$B/llama-perplexity" -m "$M/$m.gguf" -f "$WORK/text.txt" -c 128 --chunks 4 -ngl 99 -fa $fa > "$OUT/ppl-$m-fa$fa.log" 2>&1
    echo "$m fa=$fa: $(grep -h 'Final estimate' "$OUT/ppl-$m-fa$fa.log")"
  done; done
  # llama.cpp multiplies f16 batches in cuBLAS with f16 accumulation, which NVIDIA leaves to
  # the hardware; the same with f32 accumulation shows how much that accumulation moves the
  # perplexity.
  for fa in on off; do
    GGML_CUDA_CUBLAS_COMPUTE_TYPE=f32 "$B/llama-perplexity" -m "$M/f16.gguf" -f "$WORK/text.txt" -c 128 --chunks 4 -ngl 99 -fa $fa \
      > "$OUT/ppl-f16-cublas-f32-fa$fa.log" 2>&1
    echo "f16 cuBLAS f32 fa=$fa: $(grep -h 'Final estimate' "$OUT/ppl-f16-cublas-f32-fa$fa.log")"
  done
  ;;
logits)
  # The quantised models' logits over the text's first two chunks (8 MB a file, not kept in the
  # repository), for `llama-perplexity --kl-divergence-base FILE --kl-divergence` elsewhere.
  M=$WORK/models
  for m in Q8_0 Q4_0 Q4_K_M IQ4_XS; do for fa in on off; do
    "$B/llama-perplexity" -m "$M/$m.gguf" -f "$WORK/text.txt" -c 128 --chunks 2 -ngl 99 -fa $fa \
      --kl-divergence-base "$OUT/kld-$m-fa$fa.bin" > "$OUT/kld-$m-fa$fa.log" 2>&1
  done; done
  ;;
esac; done
