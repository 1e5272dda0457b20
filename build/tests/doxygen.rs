//! The Doxygen converter against real header comments: the fixtures in tests/doxygen/ are
//! the strings bindgen hands over for CUDA 13.0 (13.5 for cuMemPoolGetAttribute), indentation
//! kept. systest/tests/docs.rs checks every comment of the bindings a build wrote.

use cuda_raw_sys_build::doxygen::{raw_commands, to_rustdoc};
use std::collections::BTreeSet;

const MEM_MAP: &str = include_str!("doxygen/cuMemMap.txt");
const DRIVER_MAPPED_BUFFER: &str = include_str!("doxygen/cuExternalMemoryGetMappedBuffer.txt");
const RUNTIME_MAPPED_BUFFER: &str = include_str!("doxygen/cudaExternalMemoryGetMappedBuffer.txt");
const MULTICAST_BIND_MEM: &str = include_str!("doxygen/cuMulticastBindMem.txt");
const MEM_POOL_GET_ATTRIBUTE: &str = include_str!("doxygen/cuMemPoolGetAttribute.txt");

/// Items of the 13.0 bindings that the fixtures mention. Names the fixtures mention that
/// are not bound (`CU_MULTICAST_MINIMUM_GRANULARITY`, a typo in cuda.h) are left out on purpose.
const ITEMS: &[&str] = &[
    "cuMemMap",
    "cuMemUnmap",
    "cuMemSetAccess",
    "cuMemCreate",
    "cuMemAddressReserve",
    "cuMemImportFromShareableHandle",
    "cuMemGetAllocationGranularity",
    "cuMulticastGetGranularity",
    "cuMulticastAddDevice",
    "cuMulticastCreate",
    "cuMulticastBindAddr",
    "cuMulticastUnbind",
    "cuMemFree",
    "cuImportExternalMemory",
    "cuDestroyExternalMemory",
    "cuExternalMemoryGetMappedMipmappedArray",
    "cudaFree",
    "cudaImportExternalMemory",
    "cudaDestroyExternalMemory",
    "cudaExternalMemoryGetMappedMipmappedArray",
    "cudaErrorInitializationError",
    "cudaErrorInsufficientDriver",
    "cudaErrorNoDevice",
    "cudaErrorNotPermitted",
    "cudaStreamAddCallback",
    "cudaSuccess",
    "cudaErrorInvalidValue",
    "cudaErrorInvalidResourceHandle",
    "CUDA_SUCCESS",
    "CUDA_ERROR_INVALID_VALUE",
    "CUDA_ERROR_INVALID_DEVICE",
    "CUDA_ERROR_OUT_OF_MEMORY",
    "CUDA_ERROR_NOT_INITIALIZED",
    "CUDA_ERROR_DEINITIALIZED",
    "CUDA_ERROR_NOT_PERMITTED",
    "CUDA_ERROR_NOT_SUPPORTED",
    "CUDA_ERROR_ILLEGAL_STATE",
    "CUDA_ERROR_INVALID_HANDLE",
    "CUDA_ERROR_SYSTEM_NOT_READY",
    "CU_MEM_ALLOC_GRANULARITY_MINIMUM",
    "CU_MULTICAST_GRANULARITY_MINIMUM",
    "CU_MULTICAST_GRANULARITY_RECOMMENDED",
    "CUDA_EXTERNAL_MEMORY_BUFFER_DESC",
    "cudaExternalMemoryBufferDesc",
    "CUmemPool_attribute",
    "cuMemAllocAsync",
    "cuMemFreeAsync",
    "CU_MEMPOOL_ATTR_RELEASE_THRESHOLD",
    "CU_MEM_LOCATION_TYPE_DEVICE",
];

fn is_item(name: &str) -> bool {
    ITEMS.contains(&name)
}

fn convert(comment: &str) -> String {
    to_rustdoc(comment, &is_item)
}

fn assert_contains(markdown: &str, expected: &str) {
    assert!(
        markdown.contains(expected),
        "expected {expected:?} in:\n{markdown}"
    );
}

fn assert_lacks(markdown: &str, unexpected: &str) {
    assert!(
        !markdown.contains(unexpected),
        "did not expect {unexpected:?} in:\n{markdown}"
    );
}

/// The lines CommonMark reads as an indented code block, which rustdoc runs as a Rust
/// doctest: after a blank line, indented 4 or more past the list item they stand in.
fn indented_code_lines(markdown: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut content_columns: Vec<usize> = Vec::new();
    let mut in_fence = false;
    let mut after_blank = true;
    for line in markdown.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            in_fence = !in_fence;
            after_blank = false;
            continue;
        }
        if in_fence {
            continue;
        }
        if trimmed.is_empty() {
            after_blank = true;
            continue;
        }
        let indent = line.len() - trimmed.len();
        let marker = list_marker_width(trimmed);
        if marker.is_some() || after_blank {
            while content_columns
                .last()
                .is_some_and(|column| indent < *column)
            {
                content_columns.pop();
            }
        }
        let container = content_columns.last().copied().unwrap_or(0);
        if after_blank && indent >= container + 4 {
            found.push(line.to_owned());
        }
        if let Some(width) = marker {
            content_columns.push(indent + width);
        }
        after_blank = false;
    }
    found
}

fn list_marker_width(trimmed: &str) -> Option<usize> {
    if ["- ", "+ ", "* "]
        .iter()
        .any(|marker| trimmed.starts_with(marker))
    {
        return Some(2);
    }
    let digits = trimmed.chars().take_while(char::is_ascii_digit).count();
    let rest = &trimmed[digits..];
    (digits > 0 && (rest.starts_with(". ") || rest.starts_with(") "))).then_some(digits + 2)
}

#[test]
fn the_code_block_check_sees_what_commonmark_sees() {
    assert_eq!(
        indented_code_lines("text\n\n    let x = 1;"),
        ["    let x = 1;"]
    );
    assert_eq!(
        indented_code_lines("- item\n\n      code in an item"),
        ["      code in an item"]
    );
    assert!(indented_code_lines("text\n    lazy continuation").is_empty());
    assert!(indented_code_lines("- item\n  - nested\n\n    more of nested").is_empty());
    assert!(indented_code_lines("```c\n\n    int x;\n```").is_empty());
}

#[test]
fn mem_map_lists_its_parameters_and_links_what_it_mentions() {
    let markdown = convert(MEM_MAP);
    assert!(
        markdown.starts_with("Maps an allocation handle to a reserved virtual address range.\n\n")
    );
    assert_contains(
        &markdown,
        "# Parameters\n\n- `ptr` (in): Address where memory will be mapped.\n",
    );
    assert_contains(&markdown, "- `size` (in): Size of the memory mapping.\n");
    // The description of `offset` goes on over two indented `-` lines.
    assert_contains(
        &markdown,
        "- `offset` (in): Offset into the memory represented by\n  - `handle` from which to start mapping\n  - Note: currently must be zero.\n",
    );
    assert_contains(
        &markdown,
        "- `flags` (in): flags for future use, must be zero now.",
    );
    assert_contains(
        &markdown,
        "previously reserved with [`cuMemAddressReserve`], and",
    );
    assert_contains(&markdown, "\n[`cuMemMap`] can only create mappings");
    assert_contains(&markdown, "address range \\[`addr`, `addr` + `size`\\]");
    assert_contains(
        &markdown,
        "# Returns\n\n- [`CUDA_SUCCESS`]\n- [`CUDA_ERROR_INVALID_VALUE`]\n- [`CUDA_ERROR_INVALID_DEVICE`]\n",
    );
    assert_contains(&markdown, "- [`CUDA_ERROR_ILLEGAL_STATE`]");
    assert_contains(
        &markdown,
        "**See also:** [`cuMemUnmap`], [`cuMemSetAccess`], [`cuMemCreate`], [`cuMemAddressReserve`], [`cuMemImportFromShareableHandle`]",
    );
    assert_contains(
        &markdown,
        "**Note:** This function may also return error codes from previous, asynchronous launches.",
    );
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

#[test]
fn a_name_the_crate_does_not_have_is_code_not_a_link() {
    // cuda.h says CU_MULTICAST_MINIMUM_GRANULARITY; the constant is CU_MULTICAST_GRANULARITY_MINIMUM.
    let markdown = convert(MEM_MAP);
    assert_contains(
        &markdown,
        "with the flag\n`CU_MULTICAST_MINIMUM_GRANULARITY`.",
    );
    assert_lacks(&markdown, "[`CU_MULTICAST_MINIMUM_GRANULARITY`]");
    assert_eq!(convert("See ::cuNotBound()."), "See `cuNotBound`.");
}

#[test]
fn driver_mapped_buffer_keeps_the_struct_as_c_and_members_as_code() {
    let markdown = convert(DRIVER_MAPPED_BUFFER);
    assert!(markdown.starts_with("Maps a buffer onto an imported memory object\n\n"));
    assert_contains(
        &markdown,
        "```c\ntypedef struct CUDA_EXTERNAL_MEMORY_BUFFER_DESC_st {\n    unsigned long long offset;\n",
    );
    assert_contains(&markdown, "} CUDA_EXTERNAL_MEMORY_BUFFER_DESC;\n```");
    assert_contains(
        &markdown,
        "where `CUDA_EXTERNAL_MEMORY_BUFFER_DESC::offset` is the offset",
    );
    assert_contains(
        &markdown,
        "The [`CUDA_EXTERNAL_MEMORY_BUFFER_DESC`] structure",
    );
    assert_contains(&markdown, "must be freed using [`cuMemFree`].");
    assert_contains(&markdown, "- `devPtr`: Returned device pointer to buffer\n");
    assert_contains(&markdown, "- `bufferDesc`: Buffer descriptor");
    assert_contains(&markdown, "- [`CUDA_ERROR_INVALID_HANDLE`]");
    assert_contains(
        &markdown,
        "**See also:** [`cuImportExternalMemory`], [`cuDestroyExternalMemory`], [`cuExternalMemoryGetMappedMipmappedArray`]",
    );
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

#[test]
fn runtime_mapped_buffer_expands_the_runtime_notes() {
    let markdown = convert(RUNTIME_MAPPED_BUFFER);
    assert_contains(&markdown, "- `devPtr`: Returned device pointer to buffer\n");
    assert_contains(&markdown, "- `extMem`: Handle to external memory object\n");
    assert_contains(&markdown, "must be freed using [`cudaFree`].");
    assert_contains(
        &markdown,
        "# Returns\n\n- [`cudaSuccess`]\n- [`cudaErrorInvalidValue`]\n- [`cudaErrorInvalidResourceHandle`]",
    );
    assert_contains(&markdown, "[`cudaErrorInitializationError`], [`cudaErrorInsufficientDriver`] or [`cudaErrorNoDevice`]");
    assert_contains(&markdown, "(see [`cudaStreamAddCallback`])");
    assert_contains(
        &markdown,
        "**See also:** [`cudaImportExternalMemory`], [`cudaDestroyExternalMemory`]",
    );
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

#[test]
fn multicast_bind_mem_keeps_multi_line_parameter_descriptions() {
    let markdown = convert(MULTICAST_BIND_MEM);
    assert!(markdown.starts_with(
        "Bind a memory allocation represented by a handle to a multicast object.\n\n"
    ));
    assert_contains(
        &markdown,
        "- `mcHandle` (in): Handle representing a multicast object.\n",
    );
    assert_contains(
        &markdown,
        "- `size` (in): Size of the memory that will be bound to the\n  multicast object.\n",
    );
    assert_contains(
        &markdown,
        "created via\n[`cuMemCreate`] to a multicast object",
    );
    assert_contains(
        &markdown,
        "the flag [`CU_MULTICAST_GRANULARITY_MINIMUM`]. For best",
    );
    assert_contains(&markdown, "- [`CUDA_ERROR_SYSTEM_NOT_READY`]");
    assert_contains(
        &markdown,
        "**See also:** [`cuMulticastCreate`], [`cuMulticastAddDevice`]",
    );
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

#[test]
fn deeply_indented_text_never_becomes_an_indented_code_block() {
    // CUDA 13.5's cuMemPoolGetAttribute: list descriptions indented 20 columns, and a
    // `\note` among them after a blank line, which rustdoc ran as a doctest when kept as is.
    let markdown = convert(MEM_POOL_GET_ATTRIBUTE);
    assert_eq!(
        indented_code_lines(&markdown),
        Vec::<String>::new(),
        "{markdown}"
    );
    assert_contains(
        &markdown,
        "**Note:** On devices with a single locality domain",
    );
    assert_contains(
        &markdown,
        "(value type = cuuint64_t)\n  Amount of reserved memory in bytes to hold onto before trying\n",
    );
    let nested = convert(" Text\n\n - outer\n\n         inner paragraph, far right\n\n          after a blank line\n");
    assert_eq!(
        indented_code_lines(&nested),
        Vec::<String>::new(),
        "{nested}"
    );
    assert_contains(
        &nested,
        "- outer\n\n  inner paragraph, far right\n\n  after a blank line",
    );
}

#[test]
fn code_becomes_a_fenced_c_block() {
    let markdown = convert(
        " Example:\n \\code\n    int n = 0;\n    cuDeviceGetCount(&n);\n \\endcode\n after",
    );
    assert_eq!(
        markdown,
        "Example:\n\n```c\nint n = 0;\ncuDeviceGetCount(&n);\n```\n\nafter"
    );
    assert!(indented_code_lines(&markdown).is_empty());
}

#[test]
fn p_and_its_kin_take_one_word_without_the_sentence_punctuation() {
    assert_eq!(convert("in \\p size]."), "in `size`\\].");
    assert_eq!(
        convert("\\p hStream's work, \\c __global__ and \\p *pHandle."),
        "`hStream`'s work, `__global__` and `*pHandle`."
    );
    assert_eq!(
        convert("a \\e cubin built by \\b nvcc"),
        "a *cubin* built by **nvcc**"
    );
    // The word of a `\p` that ends a line is the first word of the next one.
    assert_eq!(
        convert(" adds it to \\p\n hGraph with"),
        "adds it to `hGraph`\nwith"
    );
}

#[test]
fn note_deprecated_and_warning_become_labelled_paragraphs() {
    let markdown = convert(" \\brief Old\n\n \\deprecated This function is deprecated as of CUDA 5.0.\n\n \\note Only one at a time.\n \\warning Will go away.");
    assert_eq!(
        markdown,
        "Old\n\n**Deprecated:** This function is deprecated as of CUDA 5.0.\n\n**Note:** Only one at a time.\n\n**Warning:** Will go away."
    );
}

#[test]
fn nvidia_aliases_become_the_manual_sentences() {
    // Every `\note*` alias the five supported CUDA versions' headers use.
    let aliases = [
        "notefnerr",
        "note_init_rt",
        "note_callback",
        "note_graph_thread_safety",
        "note_null_stream",
        "note_async",
        "note_sync",
        "note_memcpy",
        "note_memset",
        "note_destroy_ub",
        "note_null_event",
        "note_string_api_deprecation",
        "note_version_mixing",
        "note_device_sync_deprecated",
        "note_cudaKernel_t",
        "note_cudaExecutionContext_t_required_param",
    ];
    for alias in aliases {
        let markdown = convert(&format!(" \\return ::cudaSuccess\n \\{alias}\n"));
        let note = markdown.split("\n\n").next().unwrap();
        assert!(
            note.starts_with("**Note:** ") && note.len() > 40,
            "{alias}: {markdown}"
        );
        assert!(raw_commands(&markdown).is_empty(), "{alias}: {markdown}");
    }
    assert_eq!(
        convert("\\notefnerr"),
        "**Note:** This function may also return error codes from previous, asynchronous launches."
    );
    assert_eq!(
        convert("\\note_null_stream"),
        "**Note:** This function uses standard [default stream](https://docs.nvidia.com/cuda/cuda-driver-api/stream-sync-behavior.html#stream-sync-behavior__default-stream) semantics."
    );
    assert_eq!(
        convert("See details of the \\link_sync_behavior"),
        "See details of the [stream synchronization behavior](https://docs.nvidia.com/cuda/cuda-driver-api/stream-sync-behavior.html)"
    );
}

#[test]
fn brackets_in_prose_are_escaped_so_rustdoc_tries_no_link() {
    assert_eq!(
        convert("Each pointer, from args[0] to args[N - 1], in [0, 1]."),
        "Each pointer, from args\\[0\\] to args\\[N - 1\\], in \\[0, 1\\]."
    );
    assert_eq!(convert("`code [i]` stays"), "`code [i]` stays");
}

#[test]
fn markdown_specials_in_prose_are_escaped() {
    assert_eq!(convert("void* p, void **pp"), "void\\* p, void \\*\\*pp");
    assert_eq!(
        convert("a __global__ function, CU_MEM_X stays"),
        "a \\_\\_global\\_\\_ function, CU_MEM_X stays"
    );
    assert_eq!(convert("~10ms"), "\\~10ms");
    assert_eq!(
        convert("func<T, N> and <major number>"),
        "func&lt;T, N> and &lt;major number>"
    );
    assert_eq!(convert("# of threads"), "\\# of threads");
    assert_eq!(convert("1) first"), "1\\) first");
}

#[test]
fn html_is_kept_only_when_it_closes() {
    assert_eq!(
        convert("<b>bold</b> and <i>open"),
        "<b>bold</b> and &lt;i>open"
    );
    assert_eq!(convert("line<br>break"), "line<br>break");
    assert_eq!(
        convert(" Streams:\n <ul>\n   <li>created via ::cuMemMap</li>\n   <li>the NULL stream</li>\n </ul>\n After."),
        "Streams:\n\n- created via [`cuMemMap`]\n- the NULL stream\n\nAfter."
    );
}

#[test]
fn html_tables_become_markdown_tables() {
    let markdown = convert(" <table>\n <tr><td><b>Type</b></td><td>Extent</td></tr>\n <tr><td>1D<td>{ (1,maxTexture1D[0]), 0 }\n </table>");
    assert_eq!(
        markdown,
        "| <b>Type</b> | Extent |\n| --- | --- |\n| 1D | { (1,maxTexture1D\\[0\\]), 0 } |"
    );
}

#[test]
fn urls_are_autolinks() {
    assert_eq!(
        convert("(see https://docs.nvidia.com/cuda/nvrtc/index.html)."),
        "(see <https://docs.nvidia.com/cuda/nvrtc/index.html>)."
    );
}

#[test]
fn a_link_is_never_read_as_an_inline_link_or_a_definition() {
    // `[x](devPtr)` would be an inline link, `[x]: text` at a line start a link definition;
    // `[x](x)` instead would be a redundant explicit link to rustdoc.
    assert_eq!(
        convert("If ::cudaFree(\\p devPtr) has"),
        "If [`cudaFree`]\\(`devPtr`) has"
    );
    assert_eq!(
        convert(" - ::CUDA_SUCCESS: Maximum"),
        "- [`CUDA_SUCCESS`]\\: Maximum"
    );
}

#[test]
fn refs_link_their_label_unless_it_is_a_cpp_overload() {
    assert_eq!(
        convert("\\sa \\ref ::cudaFree(void*) \"cudaFree (C API)\", \\ref ::cudaFree(T*) \"cudaFree (C++ API)\", :cuMemMap"),
        "**See also:** [cudaFree (C API)](cudaFree), cudaFree (C++ API), [`cuMemMap`]"
    );
    assert_eq!(convert("::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD"), "[`CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD`](CU_MEMPOOL_ATTR_RELEASE_THRESHOLD)");
}

#[test]
fn member_comments_lose_their_marker_and_group_commands_their_line() {
    assert_eq!(
        convert("< Unsigned 8-bit integers"),
        "Unsigned 8-bit integers"
    );
    assert_eq!(convert(" \\typedef struct CUdevResourceDesc_st* CUdevResourceDesc;\n An opaque descriptor handle."), "An opaque descriptor handle.");
    assert_eq!(convert("\\cond impl_private"), "");
    assert_eq!(convert(" \\defgroup CUDA_LOGS Error Log Management\n\n ___MANBRIEF___ for man pages ___ENDMANBRIEF___\n Text.\n @{"), "Error Log Management\n\nText.");
}

#[test]
fn raw_commands_finds_doxygen_left_in_prose_only() {
    assert_eq!(
        raw_commands("\\brief Maps memory.\n\\param ptr - Address"),
        ["\\brief", "\\param"]
    );
    assert_eq!(raw_commands("Text @param x and @{"), ["@param", "@{"]);
    assert!(raw_commands("A `\\n` in a code span, an escaped \\\\n, mail@example.com").is_empty());
    assert!(raw_commands("```c\nprintf(\"\\n\");\n```").is_empty());
    assert_eq!(raw_commands("```c\nx\n```\n\\notefnerr"), ["\\notefnerr"]);
}

#[test]
fn the_fixtures_were_doxygen_before_conversion() {
    // So the tests above show conversion, not text that had nothing to convert.
    for fixture in [
        MEM_MAP,
        DRIVER_MAPPED_BUFFER,
        RUNTIME_MAPPED_BUFFER,
        MULTICAST_BIND_MEM,
        MEM_POOL_GET_ATTRIBUTE,
    ] {
        let raw: BTreeSet<String> = raw_commands(fixture).into_iter().collect();
        let returns = raw.contains("\\return") || raw.contains("\\returns");
        assert!(
            raw.contains("\\brief") && raw.contains("\\param") && returns,
            "{raw:?}"
        );
    }
}

#[test]
fn a_parameter_name_after_a_backslash_is_that_parameter() {
    // nvml.h (CUDA 12.0) writes `\device` where it means `\p device`.
    let markdown = convert(
        "Get the bus type.\n\n@param device The device\n@param type The type\n\n\
         - NVML_ERROR_INVALID_ARGUMENT if \\device is invalid or \\type is NULL",
    );
    assert_contains(&markdown, "if `device` is invalid or `type` is NULL");
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

#[test]
fn banner_comments_joined_to_a_comment_leave_no_markers() {
    // nvml.h: a `/*****/` line, then `/** @defgroup ... */`, read as one comment.
    let markdown = convert("**********************/\n/** @defgroup nvmlDeviceStructs Device Structs\n *  @{\n */\n/**********/");
    assert!(
        !markdown.contains("/*") && !markdown.contains("*/"),
        "{markdown}"
    );
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

/// CUPTI's `\see` inside parentheses, and cusolverMg.h's `\beief`.
#[test]
fn see_inside_parentheses_and_a_misspelled_brief() {
    let markdown = convert("CUPTI OpenACC event kind (\\see CUpti_ActivityFlag)");
    assert_contains(
        &markdown,
        "CUPTI OpenACC event kind (see `CUpti_ActivityFlag`)",
    );
    assert_lacks(&markdown, "\\see");
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
    let markdown = convert("\\beief How device ids map to the grid.\n\nDetails.");
    assert_contains(&markdown, "How device ids map to the grid.");
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

/// NVTX's `\anchor NAME` (dropped) and `\version` (a label).
#[test]
fn anchors_are_dropped_and_versions_labelled() {
    let markdown =
        convert("\\brief Color of the event. \\anchor COLOR_FIELD\n\\version NVTX_VERSION_3");
    assert_contains(&markdown, "Color of the event.");
    assert_lacks(&markdown, "COLOR_FIELD");
    assert_contains(&markdown, "**Version:** NVTX_VERSION_3");
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

/// Older NVTX 3 headers write `\version \NVTX_VERSION_2`: a macro's name
/// behind a backslash, shown as code.
#[test]
fn a_backslash_before_a_macro_name_is_code() {
    let markdown = convert("\\brief Synchronization.\n\\version \\NVTX_VERSION_2");
    assert_contains(&markdown, "**Version:** `NVTX_VERSION_2`");
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

/// `\copydoc X` points to X's documentation.
#[test]
fn copydoc_points_to_the_item() {
    let markdown = convert("\\copydoc cuMemAllocAsync");
    assert_contains(&markdown, "see [`cuMemAllocAsync`]");
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

/// cuTENSOR's formulas: `\f$ ... \f$` inline, as a code span whose LaTeX
/// (`\Pi`, `\alpha`) is no Doxygen command; `\f[ ... \f]` as a block.
#[test]
fn formulas_are_code() {
    let markdown = convert(
        "\\brief Contraction: \\f$ D = \\alpha \\Pi A_{m} \\f$ for all modes.\n\n\\f[ C_{i} = \\beta C_{i} \\f]",
    );
    assert_contains(
        &markdown,
        "Contraction: `D = \\alpha \\Pi A_{m}` for all modes.",
    );
    assert_contains(&markdown, "C_{i} = \\beta C_{i}");
    assert_lacks(&markdown, "\\f$");
    assert_lacks(&markdown, "\\f[");
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

/// `\ref * cutensorCreateElementwiseBinary` (cuTENSOR 2.8): a comment's
/// leading `*` between the command and its name.
#[test]
fn a_stray_asterisk_before_a_reference_is_skipped() {
    let markdown = convert("\\brief See \\ref * cutensorCreatePlan, \\ref cutensorContract.");
    assert_contains(&markdown, "See `cutensorCreatePlan`, `cutensorContract`.");
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

/// `\par[Example]` (cuTENSOR 2.8): a titled paragraph whose title is in
/// brackets, which would read as a link to rustdoc.
#[test]
fn a_bracketed_paragraph_title_is_no_link() {
    let markdown =
        convert("\\brief Contracts.\n\\par[Example]\nSee the samples.\n\\par A [b] title\nText.");
    assert_contains(&markdown, "**Example:** See the samples.");
    assert_contains(&markdown, "**A \\[b\\] title:** Text.");
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}

#[test]
fn an_image_of_the_manual_is_named_not_left_raw() {
    // NPP 12.0's nppi_geometry_transforms.h.
    let markdown = convert(
        "Below is the diagram of batch resize functions.\n\n\\image html resize.png\n\n\\section resize_error_codes Error Codes",
    );
    assert_contains(
        &markdown,
        "(A figure of NVIDIA's documentation, `resize.png`, is not in the headers.)",
    );
    assert!(raw_commands(&markdown).is_empty(), "{markdown}");
}
