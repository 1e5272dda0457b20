//! CUDA version numbers as the headers and file names write them.

/// `CUDA_VERSION`-style 13000 -> "13.0".
pub fn dotted(version: u32) -> String {
    format!("{}.{}", version / 1000, version % 1000 / 10)
}

/// "12.10" -> [12, 10].
pub fn numeric_version(text: &str) -> Option<Vec<u32>> {
    text.split('.').map(|part| part.parse().ok()).collect()
}
