//! CUDA's device `printf` (`vprintf(format, args)`).
//!
//! nvcc packs the arguments into a buffer, each at the next multiple of its size: `int`,
//! `unsigned` and promoted `char`/`short` take 4 bytes; `long`, `long long`, `size_t`,
//! pointers and (promoted) `float`/`double` take 8. Each conversion is formatted by the C
//! library's `snprintf` with the caller's flags, width and precision, so the text is C's;
//! NVIDIA's `printf` returns the number of arguments it consumed, and so does this one. Like
//! NVIDIA's, it takes `*` as a width but not as a precision: such a conversion is printed as
//! it stands. Output goes to the C library's `stdout`, where the program's own `printf`
//! writes, one call at a time.

use std::ffi::{CStr, c_char, c_int};
use std::sync::Mutex;

/// One conversion specification, split into its parts.
struct Spec<'a> {
    /// `%`, the flags.
    flags: &'a [u8],
    width: Width,
    /// `.3`, or empty.
    precision: &'a [u8],
    /// The length modifier (`l`, `ll`, `h`, ...).
    length: &'a [u8],
    conversion: u8,
    /// The whole specification, for printing it as it stands.
    text: &'a [u8],
}

enum Width {
    None,
    Fixed(c_int),
    Star,
}

/// The arguments, read in order.
struct Args {
    next: *const u8,
    count: i32,
}

impl Args {
    /// The next argument of `size` bytes (4 or 8), at its alignment.
    fn take(&mut self, size: usize) -> u64 {
        let aligned = (self.next as usize).next_multiple_of(size) as *const u8;
        // SAFETY: nvcc's argument buffer holds an argument of this size here, for a format
        // nvcc compiled; reads are unaligned-safe regardless.
        let value = unsafe { if size == 8 { aligned.cast::<u64>().read_unaligned() } else { u64::from(aligned.cast::<u32>().read_unaligned()) } };
        self.next = aligned.wrapping_add(size);
        self.count += 1;
        value
    }
}

fn parse(format: &[u8]) -> Option<(Spec<'_>, usize)> {
    // format[0] is '%'.
    let mut i = 1;
    let flag_end = i + format[i..].iter().take_while(|c| b"-+ #0".contains(c)).count();
    i = flag_end;
    let width = if format.get(i) == Some(&b'*') {
        i += 1;
        Width::Star
    } else {
        let digits = format[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        let width = std::str::from_utf8(&format[i..i + digits]).ok().and_then(|s| s.parse().ok());
        i += digits;
        width.map_or(Width::None, Width::Fixed)
    };
    let precision_start = i;
    if format.get(i) == Some(&b'.') {
        i += 1;
        if format.get(i) == Some(&b'*') {
            i += 1;
        } else {
            i += format[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        }
    }
    let precision = &format[precision_start..i];
    let length_start = i;
    i += format[i..].iter().take_while(|c| b"hlLqjzt".contains(c)).count();
    let length = &format[length_start..i];
    let conversion = *format.get(i)?;
    i += 1;
    Some((Spec { flags: &format[1..flag_end], width, precision, length, conversion, text: &format[..i] }, i))
}

/// Formats `spec` with `snprintf`, given the C format of one conversion and its argument.
fn c_format(spec: &[u8], argument: Argument) -> Vec<u8> {
    let mut format = spec.to_vec();
    format.push(0);
    let mut buffer = vec![0u8; 128];
    loop {
        let pointer = buffer.as_mut_ptr().cast::<c_char>();
        let format = format.as_ptr().cast::<c_char>();
        // SAFETY: `format` is a NUL-terminated format with exactly one conversion, whose
        // argument has the type passed here; `buffer` has the size given.
        let written = unsafe {
            match argument {
                Argument::Int(v) => libc::snprintf(pointer, buffer.len(), format, v),
                Argument::Long(v) => libc::snprintf(pointer, buffer.len(), format, v),
                Argument::Double(v) => libc::snprintf(pointer, buffer.len(), format, v),
                Argument::Pointer(v) => libc::snprintf(pointer, buffer.len(), format, v),
            }
        };
        let Ok(written) = usize::try_from(written) else { return Vec::new() };
        if written < buffer.len() {
            buffer.truncate(written);
            return buffer;
        }
        buffer.resize(written + 1, 0);
    }
}

#[derive(Clone, Copy)]
enum Argument {
    Int(c_int),
    Long(i64),
    Double(f64),
    Pointer(*const c_char),
}

/// Formats the output of one `printf` call; returns it and the number of arguments taken.
///
/// # Safety
/// `format` is a NUL-terminated string and `args` nvcc's argument buffer for it; `%s`
/// arguments point to NUL-terminated strings (or are null).
pub unsafe fn format(format: *const c_char, args: *const u8) -> (Vec<u8>, i32) {
    // SAFETY: `format` is a NUL-terminated string, by this function's contract.
    let format = unsafe { CStr::from_ptr(format) }.to_bytes();
    let mut args = Args { next: args, count: 0 };
    let mut out = Vec::new();
    let mut i = 0;
    while i < format.len() {
        if format[i] != b'%' {
            let literal = format[i..].iter().position(|c| *c == b'%').unwrap_or(format.len() - i);
            out.extend_from_slice(&format[i..i + literal]);
            i += literal;
            continue;
        }
        let Some((spec, used)) = parse(&format[i..]) else {
            out.extend_from_slice(&format[i..]);
            break;
        };
        i += used;
        if spec.conversion == b'%' {
            out.push(b'%');
            continue;
        }
        if spec.precision.ends_with(b"*") || spec.conversion == b'n' {
            out.extend_from_slice(spec.text);
            continue;
        }
        let width = match spec.width {
            Width::None => String::new(),
            Width::Fixed(w) => w.to_string(),
            Width::Star => (args.take(4) as u32 as i32).to_string(),
        };
        let wide = matches!(spec.length, b"l" | b"ll" | b"q" | b"j" | b"z" | b"t");
        let mut c_spec = Vec::from(&b"%"[..]);
        c_spec.extend_from_slice(spec.flags);
        c_spec.extend_from_slice(width.as_bytes());
        c_spec.extend_from_slice(spec.precision);
        let argument = match spec.conversion {
            b'd' | b'i' | b'u' | b'x' | b'X' | b'o' | b'c' => {
                if wide {
                    c_spec.extend_from_slice(b"ll");
                    Argument::Long(args.take(8) as i64)
                } else {
                    c_spec.extend_from_slice(spec.length);
                    Argument::Int(args.take(4) as u32 as c_int)
                }
            }
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' | b'a' | b'A' => Argument::Double(f64::from_bits(args.take(8))),
            b's' | b'p' => Argument::Pointer(args.take(8) as usize as *const c_char),
            _ => {
                // Not a conversion C knows: printed as it stands.
                out.extend_from_slice(spec.text);
                continue;
            }
        };
        c_spec.push(spec.conversion);
        out.extend(c_format(&c_spec, argument));
    }
    (out, args.count)
}

unsafe extern "C" {
    /// The C library's standard output stream.
    static stdout: *mut libc::FILE;
}

/// Writes one call's output to C's `stdout`, whole.
pub fn print(text: &[u8]) {
    static LOCK: Mutex<()> = Mutex::new(());
    let _guard = LOCK.lock().unwrap_or_else(|p| p.into_inner());
    // SAFETY: `stdout` is the C library's stream, valid for the life of the process;
    // `fwrite` locks it against the program's own writers.
    unsafe { libc::fwrite(text.as_ptr().cast(), 1, text.len(), stdout) };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An argument buffer packed as nvcc packs one.
    fn pack(words: &[(usize, u64)]) -> Vec<u64> {
        let mut bytes: Vec<u8> = Vec::new();
        for &(size, value) in words {
            while !bytes.len().is_multiple_of(size) {
                bytes.push(0);
            }
            bytes.extend_from_slice(&value.to_le_bytes()[..size]);
        }
        bytes.chunks(8).map(|c| c.iter().rev().fold(0u64, |v, b| v << 8 | u64::from(*b))).collect()
    }

    fn run(format_text: &CStr, words: &[(usize, u64)]) -> (String, i32) {
        let buffer = pack(words);
        // SAFETY: a `CStr` is NUL-terminated, and `pack` lays the arguments out as nvcc does
        // for that format, which is what `format` asks; both live through the call.
        let (out, count) = unsafe { format(format_text.as_ptr(), buffer.as_ptr().cast()) };
        (String::from_utf8(out).expect("ASCII output"), count)
    }

    #[test]
    fn conversions_take_arguments_at_their_alignment() {
        let (text, count) = run(c"%d %lld %u|%5.1f|%x", &[(4, (-7i32) as u32 as u64), (8, (-9i64) as u64), (4, 3), (8, 2.25f64.to_bits()), (4, 255)]);
        assert_eq!(text, "-7 -9 3|  2.2|ff");
        assert_eq!(count, 5);
    }

    #[test]
    fn star_width_is_an_argument_and_star_precision_is_printed_as_it_stands() {
        let (text, count) = run(c"[%*d] [%.*d] 100%%", &[(4, 6), (4, 7)]);
        assert_eq!(text, "[     7] [%.*d] 100%");
        assert_eq!(count, 2);
    }
}
