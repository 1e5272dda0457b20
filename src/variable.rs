//! A variable a library exports, such as cuTENSOR's compute descriptors
//! (`CUTENSOR_COMPUTE_DESC_32F`): C declares it `extern const`, and this
//! crate binds it as a `static` of type [`Variable<T>`] in both link modes,
//! read through `Deref` (`*CUTENSOR_COMPUTE_DESC_32F`), so that code does
//! not change when a crate in the dependency graph turns `dynamic-loading`
//! on.
//!
//! Linked, it refers to the library's variable, bound by the linker. With
//! `dynamic-loading`, the first read resolves it from the library, loaded
//! as for the library's functions; when the library cannot be loaded or
//! lacks it, the read gives an all-zero value (a null descriptor), as a
//! wrapped function's fallback does, and the library's own calls then
//! return its `not_loaded` code.

use core::fmt;
use core::ops::Deref;

/// An exported C variable of type `T` (see the module's documentation).
pub struct Variable<T: 'static> {
    #[cfg(not(any(feature = "dynamic-loading", cuda_raw_sys_docs_only)))]
    linked: &'static T,
    #[cfg(any(feature = "dynamic-loading", cuda_raw_sys_docs_only))]
    symbol: &'static crate::loader::Symbol,
    #[cfg(any(feature = "dynamic-loading", cuda_raw_sys_docs_only))]
    fallback: T,
}

// Safety: a Variable only hands out shared references to a value C never
// writes after the library is initialised (an `extern const`), or to its own
// all-zero fallback.
unsafe impl<T> Sync for Variable<T> {}

impl<T> Variable<T> {
    /// The linker's binding of the library's variable.
    #[cfg(not(any(feature = "dynamic-loading", cuda_raw_sys_docs_only)))]
    #[doc(hidden)]
    pub const fn linked(linked: &'static T) -> Self {
        Variable { linked }
    }

    /// The loader's symbol of the library's variable.
    ///
    /// # Safety
    /// `T` is a C type, valid all zero.
    #[cfg(any(feature = "dynamic-loading", cuda_raw_sys_docs_only))]
    // Called by the generated bindings only where a bound library exports a
    // variable (cuTENSOR).
    #[allow(dead_code)]
    pub(crate) const unsafe fn loaded(symbol: &'static crate::loader::Symbol) -> Self {
        Variable {
            symbol,
            fallback: unsafe { core::mem::zeroed() },
        }
    }

    /// Whether the library's variable is there: always when linked; with
    /// `dynamic-loading`, whether its library loaded and exports it.
    pub fn is_available(&self) -> bool {
        #[cfg(not(any(feature = "dynamic-loading", cuda_raw_sys_docs_only)))]
        return true;
        #[cfg(any(feature = "dynamic-loading", cuda_raw_sys_docs_only))]
        return self.symbol.address().is_some();
    }
}

impl<T> Deref for Variable<T> {
    type Target = T;

    fn deref(&self) -> &T {
        #[cfg(not(any(feature = "dynamic-loading", cuda_raw_sys_docs_only)))]
        return self.linked;
        #[cfg(any(feature = "dynamic-loading", cuda_raw_sys_docs_only))]
        return match self.symbol.address() {
            // Safety: the symbol is the library's variable of C type T.
            Some(address) => unsafe { &*(address as *const T) },
            None => &self.fallback,
        };
    }
}

impl<T: fmt::Debug> fmt::Debug for Variable<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&**self, f)
    }
}
