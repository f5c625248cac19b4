//! PTX given as text (`cuModuleLoadData` on a PTX string, or a `.ptx` file).
//!
//! The architecture and ISA version come from the text's own `.target` and `.version`
//! directives, so that PTX text goes through the same choice as a fat binary's PTX entries.

use crate::container::{ArchSuffix, Container, Entry, EntryKind};
use crate::{Error, Format, Image};

/// How much of the text's start is searched for `.version` and `.target`, which PTX requires
/// before anything but comments.
const HEAD_LEN: usize = 64 << 10;

pub(crate) fn parse_ptx_text(bytes: &[u8]) -> Result<Image<'_>, Error> {
    let end = memchr::memchr(0, bytes).unwrap_or(bytes.len());
    parse_text(&bytes[..end])
}

/// PTX text without a NUL. Modules run to tens of megabytes, and a load whose compiled code
/// is cached reads them only to hash them: only the head, where PTX puts its module
/// directives, is read as text here (`Entry::ptx` checks the whole).
pub(crate) fn parse_text(text: &[u8]) -> Result<Image<'_>, Error> {
    let head = &text[..text.len().min(HEAD_LEN)];
    let head = crate::utf8(head).unwrap_or_else(|valid| std::str::from_utf8(&head[..valid]).unwrap_or_default());
    let (arch, arch_suffix) = directive(head, ".target").and_then(target_arch).unwrap_or((0, ArchSuffix::None));
    let code_version = directive(head, ".version").and_then(isa_version).unwrap_or((0, 0));
    let entry = Entry::whole_file(EntryKind::Ptx, arch, arch_suffix, code_version, text);
    Ok(Image { format: Format::PtxText, containers: vec![Container { offset: 0, entries: vec![entry] }] })
}

/// The operands of the first line that starts with `name` (PTX puts module directives at
/// the top, one per line).
fn directive<'t>(text: &'t str, name: &str) -> Option<&'t str> {
    text.lines().find_map(|line| line.trim_start().strip_prefix(name).filter(|rest| rest.starts_with([' ', '\t'])))
}

/// `sm_80`, `sm_90a` or `sm_100f` (first of a comma-separated list) as a number and suffix.
fn target_arch(operands: &str) -> Option<(u32, ArchSuffix)> {
    let target = operands.split(',').next()?.trim().strip_prefix("sm_")?;
    let digits = target.bytes().take_while(u8::is_ascii_digit).count();
    let arch = target[..digits].parse().ok()?;
    let suffix = match &target[digits..] {
        "" => ArchSuffix::None,
        "a" => ArchSuffix::ArchSpecific,
        "f" => ArchSuffix::FamilySpecific,
        _ => return None,
    };
    Some((arch, suffix))
}

/// `9.0` as (9, 0).
fn isa_version(operands: &str) -> Option<(u16, u16)> {
    let (major, minor) = operands.split_whitespace().next()?.split_once('.')?;
    Some((major.parse().ok()?, minor.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn target_names_become_numbers_and_suffixes() {
        assert_eq!(target_arch(" sm_80"), Some((80, ArchSuffix::None)));
        assert_eq!(target_arch(" sm_90a, texmode_independent"), Some((90, ArchSuffix::ArchSpecific)));
        assert_eq!(target_arch(" sm_100f"), Some((100, ArchSuffix::FamilySpecific)));
        assert_eq!(target_arch(" compute_80"), None);
        assert_eq!(target_arch(" sm_"), None);
        assert_eq!(target_arch(" sm_80x"), None);
    }

    #[test]
    fn isa_versions_are_major_and_minor() {
        assert_eq!(isa_version(" 9.0"), Some((9, 0)));
        assert_eq!(isa_version(" 8.8 // comment"), Some((8, 8)));
        assert_eq!(isa_version(" 9"), None);
        assert_eq!(isa_version(" 8.8"), Some((8, 8)));
    }

    #[test]
    fn directives_need_whitespace_after_their_name() {
        let text = "//\n.versions 1.0\n.version 9.0\n.target sm_75\n";
        assert_eq!(directive(text, ".version"), Some(" 9.0"));
        assert_eq!(directive(text, ".target"), Some(" sm_75"));
    }
}
