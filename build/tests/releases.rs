//! The table of releases (build/releases.tsv) as the docs, the loader's
//! report and the old-driver warning read it.
#![cfg(feature = "generate")]

use cuda_raw_sys_build::releases::{LibraryReleases, Releases};

const SAMPLE: &str = "# a comment\n\
    releases\t11.7 12.0 12.5 13.0\n\
    function\tcuCtxCreate_v2\t11.7\t12.5\t\n\
    function\tcuCtxCreate_v4\t12.5\t\t\n\
    function\tcuGone\t11.7\t11.7\t\n\
    function\tcuGone\t12.5\t\t\n\
    macro\tcuCtxCreate\t11.7\t12.5\tcuCtxCreate_v2\n\
    macro\tcuCtxCreate\t13.0\t\tcuCtxCreate_v4\n";

#[test]
fn an_item_says_since_when_and_the_oldest_release_read_says_or_earlier() {
    let releases = Releases::parse(SAMPLE);
    assert_eq!(releases.since("cuCtxCreate_v4"), Some("12.5"));
    assert_eq!(
        releases.since_sentence("cuCtxCreate_v4").as_deref(),
        Some("Since CUDA 12.5.")
    );
    assert_eq!(
        releases.since_sentence("cuCtxCreate_v2").as_deref(),
        Some("In CUDA 11.7 or earlier to 12.5, not in later releases read.")
    );
    assert_eq!(
        releases.since_sentence("cuGone").as_deref(),
        Some("In CUDA 11.7 or earlier, not in later releases read; again since CUDA 12.5.")
    );
    assert_eq!(releases.since("cuNotThere"), None);
}

#[test]
fn a_macro_names_its_entry_point_per_release_and_the_one_before() {
    let releases = Releases::parse(SAMPLE);
    assert_eq!(
        releases.entry_point_sentence("cuCtxCreate").as_deref(),
        Some(
            "`cuCtxCreate` is `cuCtxCreate_v4` from CUDA 13.0; `cuCtxCreate_v2` in CUDA 11.7 \
             or earlier to 12.5."
        )
    );
    assert_eq!(
        releases.older_entry_point("cuCtxCreate_v4"),
        Some(("cuCtxCreate", "cuCtxCreate_v2"))
    );
    assert_eq!(releases.older_entry_point("cuCtxCreate_v2"), None);
}

#[test]
fn the_shipped_table_knows_cuctxcreate_v4_from_12_5() {
    let releases = Releases::shipped();
    assert_eq!(releases.oldest(), "11.7");
    assert_eq!(releases.since("cuCtxCreate_v4"), Some("12.5"));
    assert_eq!(releases.since("cuLogsCurrent"), Some("12.9"));
    assert_eq!(
        releases.older_entry_point("cuStreamGetCaptureInfo_v3"),
        Some(("cuStreamGetCaptureInfo", "cuStreamGetCaptureInfo_v2"))
    );
}

const LIBRARY_SAMPLE: &str = "# a comment\n\
    releases\tcublas\tcuBLAS\t11.10.3 12.0.2 12.9.1\n\
    cublas\tfunction\tcublasSgemm_v2\t11.10.3\t\n\
    cublas\tfunction\tcublasGemmGroupedBatchedEx\t12.9.1\t\n\
    cublas\tfield\tcublasOld_t.x\t11.10.3\t12.0.2\n\
    releases\tnvrtc\tNVRTC of CUDA\t11.7 12.0\n\
    nvrtc\tfunction\tnvrtcGetCUBIN\t12.0\t\n";

#[test]
fn a_library_item_says_which_of_its_releases_read_brought_it_and_the_one_read_before() {
    let table = LibraryReleases::parse(LIBRARY_SAMPLE);
    let cublas = table.of("cublas").expect("cuBLAS's table");
    assert_eq!(
        cublas
            .since_sentence("cublasGemmGroupedBatchedEx")
            .as_deref(),
        Some("Since cuBLAS 12.9.1 or a release after 12.0.2.")
    );
    assert_eq!(
        cublas.since_sentence("cublasSgemm_v2").as_deref(),
        Some("Since cuBLAS 11.10.3 or earlier.")
    );
    assert_eq!(
        cublas.since_sentence("cublasOld_t.x").as_deref(),
        Some("In cuBLAS 11.10.3 or earlier to 12.0.2, not in later releases read.")
    );
    let nvrtc = table.of("nvrtc").expect("NVRTC's table");
    assert_eq!(
        nvrtc.since_sentence("nvrtcGetCUBIN").as_deref(),
        Some("Since NVRTC of CUDA 12.0 or a release after 11.7.")
    );
    assert!(table.of("cudnn").is_none());
}

#[test]
fn the_shipped_library_table_knows_cublas_grouped_gemm_from_a_release_after_12_0_2() {
    let table = LibraryReleases::shipped();
    let cublas = table.of("cublas").expect("cuBLAS's table");
    assert_eq!(cublas.since("cublasGemmGroupedBatchedEx"), Some("12.6.4"));
    assert_eq!(
        cublas.first_words("12.6.4"),
        "cuBLAS 12.6.4 or a release after 12.0.2"
    );
    let nvrtc = table.of("nvrtc").expect("NVRTC's table");
    assert_eq!(
        nvrtc.since_sentence("nvrtcGetCUBIN").as_deref(),
        Some("Since NVRTC of CUDA 11.7 or earlier.")
    );
}
