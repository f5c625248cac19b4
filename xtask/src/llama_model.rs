//! The synthetic model end to end: written by `tests/llama/synthetic_model.py`, quantised by
//! `llama-quantize`, run greedy by `llama-completion` and scored by `llama-perplexity` with
//! FlashAttention on and off, on the host device; compared with what the same programs printed
//! on an H100 (`tests/llama/h100/`).
//!
//! The oracle: the generated text is the H100's, character for character, for f16 and Q8_0; a
//! perplexity lies within the difference FlashAttention on and off makes on the H100 itself
//! (at least 1e-4 of the value, the precision the tool prints), for every type.
//!
//! llama.cpp multiplies f16 batches in cuBLAS with f16 accumulation (`CUBLAS_COMPUTE_16F`),
//! whose intermediate precision NVIDIA leaves to the hardware: the H100's tensor cores round
//! partial sums where rocBLAS (and the host device) accumulates in f32. Those types are also
//! scored with `GGML_CUDA_CUBLAS_COMPUTE_TYPE=f32`, llama.cpp's own switch to f32 accumulation,
//! recorded on the H100 as `<type>-cublas-f32`: that run has the ordinary bound, and the
//! H100's difference between the two accumulations widens the bound of the default run.

use std::path::Path;
use std::process::Command;

use crate::corpus::llama_cpp_tree;
use crate::llama::on_host_device;
use crate::{Result, exec, root, step};

/// The model types: the f16 model as written, and what `llama-quantize` makes of it.
pub const TYPES: &[&str] = &["f16", "Q8_0", "Q4_0", "Q4_K_M", "IQ4_XS"];
/// The types llama.cpp multiplies in cuBLAS with f16 accumulation.
pub const F16_ACCUMULATION: &[&str] = &["f16"];
/// The name of a type's run with f32 accumulation in cuBLAS.
pub fn cublas_f32(kind: &str) -> String {
    format!("{kind}-cublas-f32")
}
const CUBLAS_F32_ENV: (&str, &str) = ("GGML_CUDA_CUBLAS_COMPUTE_TYPE", "f32");
/// The types whose generated text must match the H100's exactly.
const EXACT_TEXT: &[&str] = &["f16", "Q8_0"];
const PROMPT: &str = "Once upon a time";
const TOKENS: &str = "48";

/// The perplexity text: the first 6000 bytes of llama.cpp's README.
const TEXT_BYTES: usize = 6000;

/// Writes the model, makes `types` of it and runs each with FlashAttention on and off.
pub fn run(bin: &Path, out: &Path, types: &[&str]) -> Result {
    let llama = llama_cpp_tree()?.join("vendor/llama.cpp");
    let models = out.join("models");
    std::fs::create_dir_all(&models)?;
    step("the synthetic model: write, quantise");
    let vocab = llama.join("models/ggml-vocab-llama-spm.gguf");
    // Debian's Python, whose NumPy set-up installs (`python3-numpy`); a `python3` earlier on the
    // `PATH` (pyenv, a virtual environment) may lack it.
    exec(
        Command::new("/usr/bin/python3")
            .arg(root().join("tests/llama/synthetic_model.py"))
            .arg(&vocab)
            .arg(models.join("f16.gguf"))
            .env("PYTHONPATH", llama.join("gguf-py")),
    )?;
    for kind in types.iter().filter(|t| **t != "f16") {
        let output = on_host_device(&bin.join("llama-quantize")).arg(models.join("f16.gguf")).arg(models.join(format!("{kind}.gguf"))).arg(kind).output()?;
        if !output.status.success() {
            return Err(format!("llama-quantize {kind}: {}", String::from_utf8_lossy(&output.stderr)).into());
        }
    }
    let readme = std::fs::read(llama.join("README.md"))?;
    let text = out.join("text.txt");
    std::fs::write(&text, &readme[..TEXT_BYTES.min(readme.len())])?;
    let recorded = root().join("tests/llama/h100");
    let h100_ppl = perplexities(&std::fs::read_to_string(recorded.join("perplexity.txt"))?);
    let mut problems = Vec::new();
    let mut lines = Vec::new();
    for kind in types {
        let model = models.join(format!("{kind}.gguf"));
        for fa in ["on", "off"] {
            step(&format!("{kind}, FlashAttention {fa}: llama-completion, llama-perplexity"));
            let completion = on_host_device(&bin.join("llama-completion"))
                .arg("-m")
                .arg(&model)
                .args(["-p", PROMPT, "-n", TOKENS, "--temp", "0", "--seed", "1", "-no-cnv", "-ngl", "99", "-fa", fa])
                .output()?;
            let generated = String::from_utf8_lossy(&completion.stdout).into_owned();
            std::fs::write(out.join(format!("completion-{kind}-fa{fa}.txt")), &generated)?;
            std::fs::write(out.join(format!("completion-{kind}-fa{fa}.log")), &completion.stderr)?;
            let expected = std::fs::read_to_string(recorded.join(format!("completion-{kind}-fa{fa}.txt")))?;
            let same_text = generated == expected;
            if EXACT_TEXT.contains(kind) && !same_text {
                problems.push(format!("{kind} fa {fa}: the text differs from the H100's:\n  here: {generated:?}\n  H100: {expected:?}"));
            }
            let mut score = |name: &str, env: Option<(&str, &str)>| -> Result<String> {
                let mut command = on_host_device(&bin.join("llama-perplexity"));
                command.arg("-m").arg(&model).arg("-f").arg(&text).args(["-c", "128", "--chunks", "4", "-ngl", "99", "-fa", fa]);
                command.envs(env);
                let perplexity = command.output()?;
                let log = String::from_utf8_lossy(&perplexity.stdout).into_owned() + &String::from_utf8_lossy(&perplexity.stderr);
                std::fs::write(out.join(format!("ppl-{name}-fa{fa}.log")), &log)?;
                Ok(match (final_perplexity(&log), bound(&h100_ppl, name, fa)) {
                    (Some(here), Some((h100, bound))) => {
                        if (here - h100).abs() > bound {
                            problems.push(format!("{name} fa {fa}: perplexity {here} against the H100's {h100} (bound {bound:.6})"));
                        }
                        format!("{here:.4} (H100 {h100:.4}, bound {bound:.4})")
                    }
                    _ => {
                        problems.push(format!("{name} fa {fa}: no perplexity here or on the H100"));
                        "none".into()
                    }
                })
            };
            let mut verdict = score(kind, None)?;
            if F16_ACCUMULATION.contains(kind) {
                let name = cublas_f32(kind);
                verdict += &format!("; {name}: {}", score(&name, Some(CUBLAS_F32_ENV))?);
            }
            lines.push(format!("| {kind} | {fa} | {} | {verdict} |", if same_text { "same" } else { "differs" }));
        }
    }
    println!("| type | FlashAttention | text against the H100 | perplexity |\n|---|---|---|---|\n{}", lines.join("\n"));
    if problems.is_empty() { Ok(()) } else { Err(problems.join("\n").into()) }
}

/// `llama-perplexity`'s final estimate (`Final estimate: PPL = 12.3456 +/- 0.1`).
pub fn final_perplexity(log: &str) -> Option<f64> {
    let line = log.lines().find(|l| l.contains("Final estimate: PPL ="))?;
    line.split("PPL =").nth(1)?.split_whitespace().next()?.parse().ok()
}

/// The H100's perplexity of run `name` (a type, or a type's [`cublas_f32`] run) with
/// FlashAttention `fa`, and the bound around it: the H100's own difference between
/// FlashAttention on and off, and for a type with f16 accumulation between that and f32
/// accumulation, or 1e-4 of the value.
fn bound(h100: &Perplexities, name: &str, fa: &str) -> Option<(f64, f64)> {
    let get = |name: &str, fa: &str| h100.get(&(name.to_string(), fa.to_string())).copied();
    let value = get(name, fa)?;
    let mut bound = (get(name, "on")? - get(name, "off")?).abs().max(1e-4 * value);
    if F16_ACCUMULATION.contains(&name) {
        bound = bound.max((value - get(&cublas_f32(name), fa)?).abs());
    }
    Some((value, bound))
}

type Perplexities = std::collections::BTreeMap<(String, String), f64>;

/// The recorded perplexities: one line per model and FlashAttention setting, `TYPE FA PPL`.
fn perplexities(text: &str) -> Perplexities {
    text.lines()
        .filter_map(|l| {
            let mut parts = l.split_whitespace();
            Some(((parts.next()?.to_string(), parts.next()?.to_string()), parts.next()?.parse().ok()?))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perplexity_lines_are_read() {
        assert_eq!(final_perplexity("chunk\nFinal estimate: PPL = 1234.5678 +/- 9.1\n"), Some(1234.5678));
        assert_eq!(final_perplexity("nothing"), None);
        let table = perplexities("f16 on 10.5\nf16 off 10.25\n");
        assert_eq!(table[&("f16".to_string(), "off".to_string())], 10.25);
    }

    #[test]
    fn f16_accumulation_widens_the_bound_to_what_it_moves_on_the_h100() {
        let h100 = perplexities("f16 on 1000\nf16 off 1000.01\nf16-cublas-f32 on 1000.5\nf16-cublas-f32 off 1000.52\nQ8_0 on 900\nQ8_0 off 900.3\n");
        let (value, widened) = bound(&h100, "f16", "on").expect("recorded");
        assert_eq!(value, 1000.0);
        assert!((widened - 0.5).abs() < 1e-9, "{widened}");
        let (_, f32_accumulation) = bound(&h100, "f16-cublas-f32", "off").expect("recorded");
        assert!((f32_accumulation - 1e-4 * 1000.52).abs() < 1e-9, "1e-4 of the value: {f32_accumulation}");
        let (_, quantised) = bound(&h100, "Q8_0", "off").expect("recorded");
        assert!((quantised - 0.3).abs() < 1e-9, "the on/off difference: {quantised}");
        assert_eq!(bound(&h100, "Q4_0", "on"), None);
    }
}
