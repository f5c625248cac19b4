//! A single self-contained HTML page: the summary, then every symbol of every library.

use std::fmt::Write;

use super::Report;

pub fn render(report: &Report) -> String {
    let mut page = String::from(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>rocuda coverage</title>\n<style>\n\
         body { font-family: sans-serif; margin: 2em; }\n\
         table { border-collapse: collapse; }\n\
         th, td { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: left; }\n\
         td.n { text-align: right; }\n\
         tr.implemented td:first-child { font-weight: bold; }\n\
         code { font-size: 0.95em; }\n\
         </style>\n</head>\n<body>\n<h1>rocuda coverage</h1>\n<table>\n\
         <tr><th>library</th><th>header functions</th><th>NVIDIA exports</th><th>exported by rocuda</th><th>implemented</th><th>%</th></tr>\n",
    );
    for l in &report.libraries {
        let _ = writeln!(
            page,
            "<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{:.1}%</td></tr>",
            escape(l.name),
            l.header_functions,
            l.nvidia_exports,
            l.exported,
            l.implemented,
            l.percent()
        );
    }
    page.push_str("</table>\n");
    for l in &report.libraries {
        let _ = writeln!(
            page,
            "<details>\n<summary>{} ({}): {} of {} exports implemented</summary>\n<table>\n\
             <tr><th>symbol</th><th>kind</th><th>declared by CUDA</th><th>exported by NVIDIA's</th><th>implemented</th><th>ROCm</th></tr>",
            escape(l.name),
            escape(&l.sonames.join(", ")),
            l.implemented,
            l.exported
        );
        for s in &l.symbols {
            let declared: Vec<String> = s.declared_by_cuda.iter().map(u32::to_string).collect();
            let _ = writeln!(
                page,
                "<tr{}><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                if s.implemented { " class=\"implemented\"" } else { "" },
                escape(&s.name),
                s.kind,
                declared.join(", "),
                escape(&s.exported_by_nvidia.join(", ")),
                if s.implemented { "yes" } else { "no" },
                escape(s.rocm.as_deref().unwrap_or(""))
            );
        }
        page.push_str("</table>\n</details>\n");
    }
    page.push_str("</body>\n</html>\n");
    page
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    #[test]
    fn escapes_markup() {
        assert_eq!(super::escape("a<b>&\"c\""), "a&lt;b&gt;&amp;&quot;c&quot;");
    }
}
