//! The synthetic model end to end: written by `tests/llama/synthetic_model.py`, quantised by
//! `llama-quantize`, run greedy by `llama-completion` and scored by `llama-perplexity` with
//! FlashAttention on and off, on the host device; compared with what the same programs printed
//! on an H100 (`tests/llama/h100/`).
//!
//! The oracle: the generated text is the H100's, character for character, for f16 and Q8_0; a
//! perplexity lies within the difference FlashAttention on and off makes on the H100 itself
//! (at least 1e-4 of the value, the precision the tool prints), for every type.

use std::path::Path;
use std::process::Command;

use crate::corpus::llama_cpp_tree;
use crate::llama::on_host_device;
use crate::{Result, exec, root, step};

/// The model types: the f16 model as written, and what `llama-quantize` makes of it.
pub const TYPES: &[&str] = &["f16", "Q8_0", "Q4_0", "Q4_K_M", "IQ4_XS"];
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
            let perplexity = on_host_device(&bin.join("llama-perplexity"))
                .arg("-m")
                .arg(&model)
                .arg("-f")
                .arg(&text)
                .args(["-c", "128", "--chunks", "4", "-ngl", "99", "-fa", fa])
                .output()?;
            let log = String::from_utf8_lossy(&perplexity.stdout).into_owned() + &String::from_utf8_lossy(&perplexity.stderr);
            std::fs::write(out.join(format!("ppl-{kind}-fa{fa}.log")), &log)?;
            let here = final_perplexity(&log);
            let (on, off) = (h100_ppl.get(&(kind.to_string(), "on".into())), h100_ppl.get(&(kind.to_string(), "off".into())));
            let verdict = match (here, on, off, h100_ppl.get(&(kind.to_string(), fa.to_string()))) {
                (Some(here), Some(on), Some(off), Some(h100)) => {
                    let bound = (on - off).abs().max(1e-4 * h100);
                    if (here - h100).abs() > bound {
                        problems.push(format!("{kind} fa {fa}: perplexity {here} against the H100's {h100} (bound {bound:.6})"));
                    }
                    format!("{here:.4} (H100 {h100:.4}, bound {bound:.4})")
                }
                _ => {
                    problems.push(format!("{kind} fa {fa}: no perplexity here or on the H100"));
                    "none".into()
                }
            };
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

/// The recorded perplexities: one line per model and FlashAttention setting, `TYPE FA PPL`.
fn perplexities(text: &str) -> std::collections::BTreeMap<(String, String), f64> {
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
}
