//! Integer macros whose C type bindgen cannot see. bindgen evaluates a macro
//! without C's typing rules, so CUDA 13.5's
//! `#define CU_DEV_SM_RESOURCE_GROUP_LOCALITY_DOMAIN_ID_ANY (~0u)` came out as
//! `i32 = -1` instead of the `unsigned int` 4294967295 that C code compares
//! with. A definition made of one unsigned integer literal under parentheses,
//! `~`, `-` and `+` is evaluated here with C's rules, and bindgen skips it.
//! Any other definition stays with bindgen; the ABI test compares every
//! constant with the C compiler's value, so a case this misses fails there.

use std::fmt::Write;

pub struct UnsignedMacro {
    pub name: String,
    pub definition: String,
    c_type: &'static str,
    rust_type: &'static str,
    value: u64,
}

/// The macros in a `cc -dM` table that this module evaluates.
pub fn unsigned_literal_macros(macro_table: &str, target_os: &str) -> Vec<UnsignedMacro> {
    // C's `long` is 32 bits on Windows (LLP64), 64 elsewhere (LP64).
    let long_bits = if target_os == "windows" { 32 } else { 64 };
    macro_table
        .lines()
        .filter_map(|line| line.strip_prefix("#define ")?.split_once(' '))
        .filter(|(name, _)| name.starts_with("cu") || name.starts_with("CU"))
        .filter_map(|(name, definition)| {
            let (c_type, rust_type, bits, value) = evaluate(definition, long_bits)?;
            let mask = if bits == 64 {
                u64::MAX
            } else {
                (1 << bits) - 1
            };
            Some(UnsignedMacro {
                name: name.to_owned(),
                definition: definition.trim().to_owned(),
                c_type,
                rust_type,
                value: value & mask,
            })
        })
        .collect()
}

/// Rust constants for the macros, appended to the bindings.
pub fn rust_items(macros: &[UnsignedMacro]) -> String {
    let mut out = String::new();
    for unsigned in macros {
        let _ = writeln!(
            out,
            "#[doc = \"C's `#define {} {}`, an `{}`: bindgen reads it without C's types, so it is evaluated by the build script.\"]",
            unsigned.name, unsigned.definition, unsigned.c_type
        );
        let _ = writeln!(
            out,
            "pub const {}: {} = {};",
            unsigned.name, unsigned.rust_type, unsigned.value
        );
    }
    out
}

/// `(~0u)` → (C type, Rust type, bits, value before truncation), or None when
/// the definition is not unary operators over one unsigned literal.
fn evaluate(definition: &str, long_bits: u32) -> Option<(&'static str, &'static str, u32, u64)> {
    let tokens: String = definition
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '(' && *c != ')')
        .collect();
    let literal_start = tokens.find(|c: char| c.is_ascii_digit())?;
    let (operators, literal) = tokens.split_at(literal_start);
    if !operators.chars().all(|c| matches!(c, '~' | '-' | '+')) {
        return None;
    }
    let digits_end = literal
        .find(|c: char| !c.is_ascii_hexdigit() && c != 'x' && c != 'X')
        .unwrap_or(literal.len());
    let (digits, suffix) = literal.split_at(digits_end);
    let magnitude = parse_integer(digits)?;
    let (c_type, rust_type, bits) =
        unsigned_type(&suffix.to_ascii_lowercase(), magnitude, long_bits)?;
    let value = operators
        .chars()
        .rev()
        .fold(magnitude, |value, operator| match operator {
            '~' => !value,
            '-' => value.wrapping_neg(),
            _ => value,
        });
    Some((c_type, rust_type, bits, value))
}

fn parse_integer(digits: &str) -> Option<u64> {
    if let Some(hex) = digits
        .strip_prefix("0x")
        .or_else(|| digits.strip_prefix("0X"))
    {
        u64::from_str_radix(hex, 16).ok()
    } else if digits.len() > 1 && digits.starts_with('0') {
        u64::from_str_radix(&digits[1..], 8).ok()
    } else {
        digits.parse().ok()
    }
}

/// C11 6.4.4.1: an unsigned suffix gives the first of these types that holds
/// the literal's value. A suffix without `u` is not handled here.
fn unsigned_type(
    suffix: &str,
    magnitude: u64,
    long_bits: u32,
) -> Option<(&'static str, &'static str, u32)> {
    const UNSIGNED_INT: (&str, &str, u32) = ("unsigned int", "::core::ffi::c_uint", 32);
    let unsigned_long = ("unsigned long", "::core::ffi::c_ulong", long_bits);
    const UNSIGNED_LONG_LONG: (&str, &str, u32) =
        ("unsigned long long", "::core::ffi::c_ulonglong", 64);
    let candidates = match suffix {
        "u" => vec![UNSIGNED_INT, unsigned_long, UNSIGNED_LONG_LONG],
        "ul" | "lu" => vec![unsigned_long, UNSIGNED_LONG_LONG],
        "ull" | "llu" => vec![UNSIGNED_LONG_LONG],
        _ => return None,
    };
    candidates
        .into_iter()
        .find(|(_, _, bits)| *bits == 64 || magnitude < 1 << bits)
}
