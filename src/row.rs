//! A further library's row as the generated `FURTHER_LIBRARIES` spells it,
//! for the loader and for a documentation build's stand-in (docs_only.rs).

// A documentation build reads none of its fields.
#![cfg_attr(not(feature = "dynamic-loading"), allow(dead_code))]

/// A further library's row, as the build found it (the generated
/// `FURTHER_LIBRARIES`; empty names: its feature is off).
pub(crate) struct Row {
    /// Its file names on Unix and Windows.
    pub(crate) unix: &'static str,
    pub(crate) windows: &'static str,
    /// The folders the build found it in.
    pub(crate) folders: &'static [&'static str],
    /// The files loaded from its folder with it.
    pub(crate) companions: &'static [&'static str],
    /// The libraries loaded before it (those it asks for that are elsewhere).
    pub(crate) needs: &'static [crate::loader::Library],
    /// Its parts' names on Unix and Windows.
    pub(crate) parts: &'static [[&'static str; 2]],
}

impl Row {
    /// A row whose feature is off (in a build from the snapshot).
    #[allow(dead_code)]
    pub(crate) const OFF: Row = Row {
        unix: "",
        windows: "",
        folders: &[],
        companions: &[],
        needs: &[],
        parts: &[],
    };
}
