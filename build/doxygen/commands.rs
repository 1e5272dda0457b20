//! Doxygen's vocabulary as NVIDIA's headers use it: the commands, and the
//! aliases NVIDIA's manual expands. Every layer reads it; it reads nothing.

/// What NVIDIA's manual prints for its Doxygen aliases, as Doxygen text (`::name` links).
/// `<a href>` is the one HTML link form the converter turns into a Markdown link.
pub(super) const NOTE_ALIASES: &[(&str, &str)] = &[
    ("notefnerr", "This function may also return error codes from previous, asynchronous launches."),
    (
        "note_init_rt",
        "This function may also return ::cudaErrorInitializationError, ::cudaErrorInsufficientDriver \
         or ::cudaErrorNoDevice if this call initializes the runtime's internal state.",
    ),
    (
        "note_callback",
        "No CUDA function may be called from a stream callback (see ::cudaStreamAddCallback); \
         such a call may, but need not, return ::cudaErrorNotPermitted.",
    ),
    (
        "note_graph_thread_safety",
        "Graph objects are not threadsafe: see <a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/graphs-thread-safety.html\">graph object thread safety</a>.",
    ),
    (
        "note_null_stream",
        "This function uses standard <a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/stream-sync-behavior.html#stream-sync-behavior__default-stream\">default stream</a> semantics.",
    ),
    (
        "note_async",
        "This function exhibits <a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/api-sync-behavior.html#api-sync-behavior__memcpy-async\">asynchronous</a> behavior for most use cases.",
    ),
    (
        "note_sync",
        "This function exhibits <a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/api-sync-behavior.html#api-sync-behavior__memcpy-sync\">synchronous</a> behavior for most use cases.",
    ),
    (
        "note_memcpy",
        "Memory regions must be either entirely registered with CUDA or, for pageable host \
         transfers, not registered at all; regions spanning registered and unregistered \
         allocations are not supported and return an invalid-value error.",
    ),
    (
        "note_memset",
        "See also <a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/api-sync-behavior.html#api-sync-behavior__memset\">memset synchronization details</a>.",
    ),
    ("note_destroy_ub", "Use of the handle after this call is undefined behavior."),
    (
        "note_null_event",
        "Returns ::cudaErrorInvalidResourceHandle when the event passed in is NULL.",
    ),
    (
        "note_string_api_deprecation",
        "A string naming a variable as the \\p symbol parameter was deprecated in CUDA 4.1 and \
         removed in CUDA 5.0.",
    ),
    (
        "note_string_api_deprecation2",
        "A string naming a function as the \\p func parameter was deprecated in CUDA 4.1 and \
         removed in CUDA 5.0.",
    ),
    (
        // CUDA 11's texture and surface reference calls (cudaGetTextureReference).
        "note_string_api_deprecation_50",
        "A string naming a variable as the \\p symbol parameter was deprecated in CUDA 4.1 and \
         removed in CUDA 5.0.",
    ),
    (
        "note_version_mixing",
        "Mixing CUDA types and entry points of different CUDA versions can lead to undefined \
         behavior: see the <a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/version-mixing-rules.html\">rules for version mixing</a>.",
    ),
    (
        "note_device_sync_deprecated",
        "Calling this function from device code was deprecated in CUDA 11.6 and is not supported \
         when compiling for compute_90 and later.",
    ),
    (
        "note_cudaKernel_t",
        "A kernel handle (::cudaKernel_t) cast to `const void*` is accepted wherever this \
         function takes a device function symbol.",
    ),
    (
        "note_cudaExecutionContext_t_required_param",
        "The execution context parameter is required and must not be NULL.",
    ),
];

/// NVIDIA's aliases that stand inside a sentence ("See details of the \link_sync_behavior").
pub(super) const INLINE_ALIASES: &[(&str, &str)] = &[(
    "link_sync_behavior",
    "<a href=\"https://docs.nvidia.com/cuda/cuda-driver-api/stream-sync-behavior.html\">stream synchronization behavior</a>",
)];

/// Labelled paragraphs, by command.
pub(super) const LABELS: &[(&str, &str)] = &[
    ("note", "Note"),
    ("notes", "Notes"),
    ("remark", "Remark"),
    ("remarks", "Remarks"),
    ("attention", "Attention"),
    ("warning", "Warning"),
    ("deprecated", "Deprecated"),
    ("since", "Since"),
    ("version", "Version"),
    ("pre", "Precondition"),
    ("post", "Postcondition"),
    ("invariant", "Invariant"),
    ("todo", "To do"),
    ("bug", "Bug"),
];

/// Commands that document the declaration or its group, not its behaviour:
/// their whole line is dropped (the group and section ones keep their title).
pub(super) const DECLARATION_COMMANDS: &[&str] = &[
    "ingroup",
    "defgroup",
    "addtogroup",
    "weakgroup",
    "file",
    "fn",
    "typedef",
    "struct",
    "union",
    "enum",
    "class",
    "def",
    "var",
    "page",
    "mainpage",
    "name",
    "anchor",
    "section",
    "subsection",
    "subsubsection",
    "hideinitializer",
    "showinitializer",
    "private",
    "public",
    "protected",
    "nosubgrouping",
    "static",
    "headerfile",
    "namespace",
    "interface",
    "protocol",
    "category",
    "cond",
    "endcond",
];

/// Commands that start a new paragraph-level section; Doxygen ends those at a blank line.
pub(super) const SECTION_COMMANDS: &[&str] = &[
    "brief",
    "short",
    "details",
    "param",
    "tparam",
    "return",
    "returns",
    "result",
    "retval",
    "sa",
    "see",
    "par",
    "li",
    "exception",
    "throws",
    "throw",
];

/// Inline HTML that rustdoc renders as is; any other `<` is text.
pub(super) const INLINE_TAGS: &[&str] = &[
    "b", "strong", "i", "em", "tt", "code", "small", "big", "sup", "sub", "u", "s", "a",
];

/// Whether `name` after `@` is Doxygen's (`@` also starts e-mail domains and C++ attributes).
pub(super) fn is_doxygen_command(name: &str) -> bool {
    const INLINE: &[&str] = &[
        "p", "c", "a", "e", "em", "b", "n", "ref", "link", "endlink", "code", "endcode",
    ];
    SECTION_COMMANDS.contains(&name)
        || DECLARATION_COMMANDS.contains(&name)
        || INLINE.contains(&name)
        || LABELS.iter().any(|(command, _)| *command == name)
        || NOTE_ALIASES.iter().any(|(alias, _)| *alias == name)
}
