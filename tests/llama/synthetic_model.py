"""A tiny llama-architecture model with fixed-seed weights, written as GGUF.

The same bytes on every machine: NumPy's PCG64 stream for a given seed is fixed across
platforms, and the tokenizer is copied from one of llama.cpp's vocab-only GGUF files. Grouped-
query attention (4 heads, 2 key/value heads); every matrix dimension a multiple of 256, so the
k-quants and the IQ types can quantise every tensor.

usage: synthetic_model.py VOCAB_GGUF OUT_GGUF   (PYTHONPATH holds llama.cpp's gguf-py)
"""

import sys

import numpy as np
import gguf

N_EMBD = 256
N_FF = 768
N_LAYER = 2
N_HEAD = 4
N_HEAD_KV = 2
CONTEXT = 512
SEED = 20261126
# The spread of each kind of weight. The residual stream stays close to the current token's
# embedding (attention and the feed-forward network add about a fifth of its size), so rounding
# differences are not amplified from layer to layer.
STD_QK = 0.1
STD_V = 0.06
STD_OUT_ATTN = 0.0125
STD_GATE_UP = 0.06
STD_DOWN = 0.015
# The output matrix predicts a fixed successor of each token: its row for token
# (SUCCESSOR_A * t + SUCCESSOR_B) mod n_vocab is token t's embedding times OUTPUT_SCALE. That
# logit (about 256 * OUTPUT_SCALE) stands far above the others (random, with a standard deviation
# of about 16 * OUTPUT_SCALE): random output weights leave near ties among 32000 logits at a few
# percent of positions, which the rounding of 8-bit activations decides differently on every
# implementation.
SUCCESSOR_A = 7919
SUCCESSOR_B = 13
OUTPUT_SCALE = 0.05


def tokenizer_fields(vocab_path):
    """The `tokenizer.*` key-value pairs of a vocab-only GGUF file, with their types."""
    reader = gguf.GGUFReader(vocab_path)
    for field in reader.fields.values():
        if not field.name.startswith("tokenizer."):
            continue
        main = field.types[0]
        sub = field.types[-1] if main == gguf.GGUFValueType.ARRAY else None
        yield field.name, field.contents(), main, sub


def main(vocab_path, out_path):
    rng = np.random.default_rng(SEED)
    fields = list(tokenizer_fields(vocab_path))
    n_vocab = len(next(value for name, value, _, _ in fields if name == "tokenizer.ggml.tokens"))
    head_dim = N_EMBD // N_HEAD
    n_embd_kv = head_dim * N_HEAD_KV

    writer = gguf.GGUFWriter(out_path, "llama")
    writer.add_name("rocuda synthetic llama")
    writer.add_context_length(CONTEXT)
    writer.add_embedding_length(N_EMBD)
    writer.add_block_count(N_LAYER)
    writer.add_feed_forward_length(N_FF)
    writer.add_head_count(N_HEAD)
    writer.add_head_count_kv(N_HEAD_KV)
    writer.add_rope_dimension_count(head_dim)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_vocab_size(n_vocab)
    writer.add_file_type(gguf.LlamaFileType.MOSTLY_F16)
    for name, value, main, sub in fields:
        writer.add_key_value(name, value, main, sub_type=sub)

    def matrix(rows, columns, std=1.0):
        return (rng.standard_normal((rows, columns)) * std).astype(np.float16)

    def norm():
        return (1.0 + 0.1 * rng.standard_normal(N_EMBD)).astype(np.float32)

    embeddings = matrix(n_vocab, N_EMBD)
    writer.add_tensor("token_embd.weight", embeddings)
    for layer in range(N_LAYER):
        block = f"blk.{layer}"
        writer.add_tensor(f"{block}.attn_norm.weight", norm())
        writer.add_tensor(f"{block}.attn_q.weight", matrix(N_EMBD, N_EMBD, STD_QK))
        writer.add_tensor(f"{block}.attn_k.weight", matrix(n_embd_kv, N_EMBD, STD_QK))
        writer.add_tensor(f"{block}.attn_v.weight", matrix(n_embd_kv, N_EMBD, STD_V))
        writer.add_tensor(f"{block}.attn_output.weight", matrix(N_EMBD, N_EMBD, STD_OUT_ATTN))
        writer.add_tensor(f"{block}.ffn_norm.weight", norm())
        writer.add_tensor(f"{block}.ffn_gate.weight", matrix(N_FF, N_EMBD, STD_GATE_UP))
        writer.add_tensor(f"{block}.ffn_up.weight", matrix(N_FF, N_EMBD, STD_GATE_UP))
        writer.add_tensor(f"{block}.ffn_down.weight", matrix(N_EMBD, N_FF, STD_DOWN))
    writer.add_tensor("output_norm.weight", norm())
    successor = (SUCCESSOR_A * np.arange(n_vocab) + SUCCESSOR_B) % n_vocab
    output = np.empty_like(embeddings)
    output[successor] = (embeddings.astype(np.float32) * OUTPUT_SCALE).astype(np.float16)
    writer.add_tensor("output.weight", output)

    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
