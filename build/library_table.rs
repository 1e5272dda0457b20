//! The CUDA libraries beyond the driver and the runtime, one row each: all
//! that differs between them is here, as data. It imports nothing of the
//! build crate, so that every step (the environment reader, discovery,
//! wrappers, the loader's generated list) can read it without a circle.

/// One library: its feature, header, names, where its wheels put it, its
/// file names, and what its calls return when it cannot be loaded.
#[derive(Debug)]
pub struct Library {
    /// The cargo feature, also the module's name (`cuda_raw_sys::nvrtc`).
    pub feature: &'static str,
    /// For messages: "NVRTC".
    pub title: &'static str,
    /// The header wrapper.h includes (which may include others).
    pub header: &'static str,
    /// Defined for every C tool reading wrapper.h, which then includes the header.
    pub switch: &'static str,
    /// The headers that declare its items (file names, or a folder's end and
    /// a file name; `*` stands for any run of a name's characters): every item
    /// they declare is bound, and its module holds it, whatever its prefix
    /// (cusolver_common.h's `CUBLAS_STOREV_*` are cuSOLVER's).
    pub headers: &'static [&'static str],
    /// What the names of its functions, types and constants start with. A
    /// name belongs to the library with the longest matching prefix
    /// (`cublasLtMatmul` to cuBLASLt, `cublasSgemm_v2` to cuBLAS).
    pub prefixes: &'static [&'static str],
    /// The folder under `site-packages/nvidia/` its wheels install into,
    /// beside the toolkit's own (`cuda_nvrtc` for CUDA 12; CUDA 13's wheels
    /// put the toolkit's libraries into `nvidia/cu13` itself, but not cuDNN's
    /// and NCCL's, which keep `nvidia/cudnn` and `nvidia/nccl`);
    /// `../cutensor` for cuTENSOR's, which install beside `nvidia/`;
    /// `{cuda}` stands for CUDA's major number (cuBLASMp's `cublasmp/cu13`).
    pub wheel_folder: &'static str,
    /// NVIDIA's pip packages for CUDA 11, 12 and 13; empty where NVIDIA
    /// ships no wheel of the library for that major (nvPTXCompiler's for 12),
    /// and for CUDA 11 where the crate does not bind its CUDA 11 release
    /// (`bound_from`). The cu11 wheels install into the cu12 ones' folders.
    pub packages: [&'static str; 3],
    /// The wheels' versions are CUDA's (12.6.77), not the library's own
    /// (cuRAND's 10.3.7.77, cuDNN's 9.19.0.56).
    pub wheel_version_is_cuda: bool,
    /// The first CUDA release that ships it (`CUDA_VERSION`, 12040 for 12.4);
    /// 0: every release the crate supports. Older headers with its feature on
    /// are an error naming that release.
    pub since: u32,
    /// The oldest CUDA whose release of it the crate binds, where that is
    /// newer than `since`; 0: from `since` on. 12000 for the libraries whose
    /// CUDA 11 release exists but was never built here (cuFile's, cuSPARSELt's,
    /// cuDSS's and nvPTXCompiler's have no cu11 wheel; cuTENSOR's, NVSHMEM's,
    /// nvJPEG's and NPP's are not taken up yet): older headers with its
    /// feature on are an error naming this release.
    pub bound_from: u32,
    /// Shipped apart from the toolkit, with a version of its own (cuDNN,
    /// NCCL): also looked for where distributions and conda put it, and
    /// through `<variables>_INCLUDE_DIR`, `_LIB_DIR` and `_ROOT`.
    pub variables: Option<&'static str>,
    /// The macros holding its own major, minor and patch numbers, published
    /// to dependents as `DEP_CUDA_RAW_SYS_<FEATURE>_VERSION`, and the header
    /// beside `header` that defines them ("" for `header` itself).
    pub version_macros: Option<[&'static str; 3]>,
    pub version_header: &'static str,
    /// The library file on Linux; `{major}` stands for `major_from`'s number.
    /// A static library (`.a`, nvPTXCompiler's) is linked into the binary
    /// in both link modes: nothing is loaded at run time.
    pub unix_file: &'static str,
    /// Another name its file has where `unix_file` is missing (empty: none).
    /// CUDA 12's nvcc wheel ships libNVVM only as `libnvvm.so`, whose soname
    /// is `libnvvm.so.4`: the loader then looks for it by the name the build
    /// found, and a linked build stops, since its binary would ask for the
    /// soname at run time.
    pub unix_file_other: &'static str,
    /// Its file on Linux and on Windows with CUDA 11 headers, where the name
    /// is not `unix_file`'s or `windows_file`'s (empty: the same): NVRTC's
    /// `libnvrtc.so.11.2`, in every 11.x from 11.2 on, and CUPTI's
    /// `libcupti.so.11.8`, whose `{minor}` is CUDA's minor number.
    pub cuda11_files: [&'static str; 2],
    /// On Windows; empty where it is not bound for Windows, and then
    /// `not_on_windows` says why.
    pub windows_file: &'static str,
    pub not_on_windows: &'static str,
    /// The import library Windows links against.
    pub windows_import: &'static str,
    /// The one target architecture it exists for (`target_arch`: cuDLA's
    /// `aarch64`, the DLA being Jetson's and DRIVE's); empty: every one. A
    /// build for another refuses its feature, giving `not_on_windows` as the
    /// reason.
    pub arch: &'static str,
    pub major_from: Major,
    /// Found where libcuda is (NVML comes with the driver), not in the toolkit.
    pub with_driver: bool,
    /// A folder of the toolkit's own holding its `include` and `lib64`
    /// (CUPTI's `extras/CUPTI`); empty where they are the toolkit's.
    pub toolkit_folder: &'static str,
    /// Its functions are defined `static inline` in its headers (NVTX 3):
    /// no library file to find, link or load. The build compiles this C
    /// source, which defines them as ordinary functions, into the crate
    /// (empty for a library with a file).
    pub compiled: &'static str,
    /// Files the library opens by name, or needs beside it, loaded from its
    /// folder with it (`*` stands for any run of letters, digits, `_` and
    /// `.`; `{major}` as above), so that loading it by path works without
    /// `LD_LIBRARY_PATH`.
    pub companions: &'static [&'static str],
    /// Other rows' libraries its file asks for by soname where neither its
    /// RUNPATH nor its companions find them (their features, `driver` for
    /// libcuda, `runtime` for libcudart): the loader loads them first, each
    /// through its own search, so that loading it by path needs no
    /// `LD_LIBRARY_PATH`. cuBLASMp's asks for libcuda, NCCL's and cuBLAS's.
    pub needs: &'static [&'static str],
    /// Another row whose whole library its file holds, as that row's
    /// drop-in replacement (the feature's, which turns that one on too):
    /// cuFFTMp's libcufftMp exports every cuFFT function, from a cufft.h of
    /// its own, and a plan must be made and run by the library that attaches
    /// it to the other processes. With it on, that row's module is bound from
    /// this one's headers, and its calls link to, or load from, this one's
    /// file; empty: none.
    pub replaces: &'static str,
    /// The other files its functions are in, beside its own in its folder,
    /// each on Linux, on Windows, and Windows' import library (`{major}` as
    /// above): NPP's, one per domain beside libnppc. A linked build links
    /// every one; the loader loads them after the library, from its folder,
    /// and looks a function up in each in turn after the library itself.
    pub parts: &'static [[&'static str; 3]],
    /// The loader's `Library` variant.
    pub loader: &'static str,
    /// The type its functions return, and the codes a call returns in
    /// `dynamic-loading` when the library cannot be loaded, and when it is
    /// loaded but lacks the function.
    pub status: &'static str,
    pub not_loaded: &'static str,
    pub missing: &'static str,
    /// Where `status` is a struct (cuFile's `CUfileError_t`), its field
    /// holding the code; the others are zero.
    pub status_field: Option<&'static str>,
}

/// Where the number in a library's file name comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Major {
    /// CUDA's major version (libnvrtc.so.13).
    Cuda,
    /// A macro of the library's header (`CURAND_VER_MAJOR`: libcurand.so.10).
    Macro(&'static str),
    /// No number.
    None,
}

pub static LIBRARIES: [Library; 37] = [
    Library {
        feature: "nvrtc",
        title: "NVRTC",
        header: "nvrtc.h",
        switch: "CUDA_RAW_SYS_NVRTC",
        headers: &["nvrtc.h"],
        prefixes: &["nvrtc", "NVRTC"],
        wheel_folder: "cuda_nvrtc",
        packages: ["nvidia-cuda-nvrtc-cu11", "nvidia-cuda-nvrtc-cu12", "nvidia-cuda-nvrtc"],
        wheel_version_is_cuda: true,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: None,
        version_header: "",
        unix_file: "libnvrtc.so.{major}",
        unix_file_other: "",
        cuda11_files: ["libnvrtc.so.11.2", "nvrtc64_112_0.dll"],
        windows_file: "nvrtc64_{major}0_0.dll",
        not_on_windows: "",
        windows_import: "nvrtc.lib",
        arch: "",
        major_from: Major::Cuda,
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        // Opened by name when it compiles; not its `.alt` sibling.
        companions: &["libnvrtc-builtins.so.*"],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Nvrtc",
        status: "nvrtcResult",
        // What NVRTC itself returns when it cannot load its builtins library.
        not_loaded: "NVRTC_ERROR_BUILTIN_OPERATION_FAILURE",
        missing: "NVRTC_ERROR_INTERNAL_ERROR",
        status_field: None,
    },
    Library {
        feature: "nvjitlink",
        title: "nvJitLink",
        header: "nvJitLink.h",
        switch: "CUDA_RAW_SYS_NVJITLINK",
        headers: &["nvJitLink.h"],
        prefixes: &["nvJitLink", "__nvJitLink", "NVJITLINK"],
        wheel_folder: "nvjitlink",
        packages: ["", "nvidia-nvjitlink-cu12", "nvidia-nvjitlink"],
        wheel_version_is_cuda: true,
        since: 12000,
        bound_from: 0,
        variables: None,
        version_macros: None,
        version_header: "",
        unix_file: "libnvJitLink.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "nvJitLink_{major}0_0.dll",
        not_on_windows: "",
        windows_import: "nvJitLink.lib",
        arch: "",
        major_from: Major::Cuda,
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "NvJitLink",
        status: "nvJitLinkResult",
        not_loaded: "NVJITLINK_ERROR_INTERNAL",
        missing: "NVJITLINK_ERROR_INTERNAL",
        status_field: None,
    },
    Library {
        feature: "nvfatbin",
        title: "nvFatbin",
        header: "nvFatbin.h",
        switch: "CUDA_RAW_SYS_NVFATBIN",
        headers: &["nvFatbin.h"],
        prefixes: &["nvFatbin", "_nvFatbin", "NVFATBIN"],
        wheel_folder: "nvfatbin",
        packages: ["", "nvidia-nvfatbin-cu12", "nvidia-nvfatbin"],
        wheel_version_is_cuda: true,
        since: 12040,
        bound_from: 0,
        variables: None,
        version_macros: None,
        version_header: "",
        unix_file: "libnvfatbin.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "nvfatbin_{major}0_0.dll",
        not_on_windows: "",
        windows_import: "nvfatbin.lib",
        arch: "",
        major_from: Major::Cuda,
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "NvFatbin",
        status: "nvFatbinResult",
        not_loaded: "NVFATBIN_ERROR_INTERNAL",
        missing: "NVFATBIN_ERROR_INTERNAL",
        status_field: None,
    },
    Library {
        feature: "nvvm",
        title: "libNVVM",
        // NVVM IR (LLVM IR for the GPU) to PTX. The toolkit keeps it in
        // nvvm/; CUDA 12's wheels ship it inside the nvcc wheel
        // (nvidia/cuda_nvcc/nvvm), CUDA 13's in a wheel of its own that
        // installs into nvidia/cu13. Its file has been libnvvm.so.4 since
        // CUDA 11.2, and its header has no version macros (nvvmVersion says).
        header: "nvvm.h",
        switch: "CUDA_RAW_SYS_NVVM",
        headers: &["nvvm.h"],
        prefixes: &["nvvm", "NVVM"],
        wheel_folder: "cuda_nvcc/nvvm",
        packages: ["nvidia-cuda-nvcc-cu11", "nvidia-cuda-nvcc-cu12", "nvidia-nvvm"],
        wheel_version_is_cuda: true,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: None,
        version_header: "",
        unix_file: "libnvvm.so.4",
        unix_file_other: "libnvvm.so",
        cuda11_files: ["", ""],
        windows_file: "nvvm64_40_0.dll",
        not_on_windows: "",
        windows_import: "nvvm.lib",
        arch: "",
        major_from: Major::None,
        with_driver: false,
        toolkit_folder: "nvvm",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Nvvm",
        status: "nvvmResult",
        // No program can be made without the library; a missing entry point
        // answers like a bad argument.
        not_loaded: "NVVM_ERROR_PROGRAM_CREATION_FAILURE",
        missing: "NVVM_ERROR_INVALID_INPUT",
        status_field: None,
    },
    Library {
        feature: "nvptxcompiler",
        title: "nvPTXCompiler",
        // PTX to a cubin in the process (ptxas as a library). NVIDIA ships
        // it only as a static library, linked into the binary in both link
        // modes: nothing to load. CUDA 13 has a wheel of its own that
        // installs into nvidia/cu13; CUDA 12's nvcc wheel has the header
        // but not the library, so for 12.x only the toolkit has it.
        header: "nvPTXCompiler.h",
        switch: "CUDA_RAW_SYS_NVPTXCOMPILER",
        headers: &["nvPTXCompiler.h"],
        prefixes: &["nvPTXCompile", "NVPTXCOMPILE"],
        wheel_folder: "cuda_nvcc",
        packages: ["", "", "nvidia-nvptxcompiler"],
        wheel_version_is_cuda: true,
        since: 0,
        bound_from: 12000,
        variables: None,
        version_macros: None,
        version_header: "",
        unix_file: "libnvptxcompiler_static.a",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "NVIDIA ships nvPTXCompiler for Windows only as a static library built \
                         with MSVC (nvptxcompiler_static.lib), and this crate has not linked it",
        windows_import: "",
        arch: "",
        major_from: Major::None,
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "",
        status: "",
        not_loaded: "",
        missing: "",
        status_field: None,
    },
    Library {
        feature: "nvml",
        title: "NVML",
        header: "nvml.h",
        switch: "CUDA_RAW_SYS_NVML",
        headers: &["nvml.h"],
        prefixes: &["nvml", "NVML"],
        wheel_folder: "nvml_dev",
        packages: ["nvidia-nvml-dev-cu11", "nvidia-nvml-dev-cu12", "nvidia-nvml-dev"],
        wheel_version_is_cuda: true,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: None,
        version_header: "",
        unix_file: "libnvidia-ml.so.1",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "nvml.dll",
        not_on_windows: "",
        windows_import: "nvml.lib",
        arch: "",
        major_from: Major::None,
        with_driver: true,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Nvml",
        status: "nvmlReturn_t",
        not_loaded: "NVML_ERROR_LIBRARY_NOT_FOUND",
        missing: "NVML_ERROR_FUNCTION_NOT_FOUND",
        status_field: None,
    },
    Library {
        feature: "curand",
        title: "cuRAND",
        header: "curand.h",
        switch: "CUDA_RAW_SYS_CURAND",
        headers: &["curand.h"],
        prefixes: &["curand", "CURAND"],
        wheel_folder: "curand",
        packages: ["nvidia-curand-cu11", "nvidia-curand-cu12", "nvidia-curand"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: Some(["CURAND_VER_MAJOR", "CURAND_VER_MINOR", "CURAND_VER_PATCH"]),
        version_header: "",
        unix_file: "libcurand.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "curand64_{major}.dll",
        not_on_windows: "",
        windows_import: "curand.lib",
        arch: "",
        major_from: Major::Macro("CURAND_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Curand",
        status: "curandStatus_t",
        not_loaded: "CURAND_STATUS_INITIALIZATION_FAILED",
        // "The header and the linked library versions do not match".
        missing: "CURAND_STATUS_VERSION_MISMATCH",
        status_field: None,
    },
    Library {
        feature: "cublas",
        title: "cuBLAS",
        // cublas_v2.h maps C's names onto the _v2 entry points
        // (`cublasCreate` is `cublasCreate_v2`); the legacy cublas.h is not bound.
        header: "cublas_v2.h",
        switch: "CUDA_RAW_SYS_CUBLAS",
        headers: &["cublas_v2.h", "cublas_api.h"],
        prefixes: &["cublas", "CUBLAS"],
        wheel_folder: "cublas",
        packages: ["nvidia-cublas-cu11", "nvidia-cublas-cu12", "nvidia-cublas"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: Some(["CUBLAS_VER_MAJOR", "CUBLAS_VER_MINOR", "CUBLAS_VER_PATCH"]),
        version_header: "cublas_api.h",
        unix_file: "libcublas.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "cublas64_{major}.dll",
        not_on_windows: "",
        windows_import: "cublas.lib",
        arch: "",
        major_from: Major::Macro("CUBLAS_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        // libcublas needs libcublasLt (a NEEDED entry).
        companions: &["libcublasLt.so.{major}"],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Cublas",
        status: "cublasStatus_t",
        not_loaded: "CUBLAS_STATUS_NOT_INITIALIZED",
        missing: "CUBLAS_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cublaslt",
        title: "cuBLASLt",
        header: "cublasLt.h",
        switch: "CUDA_RAW_SYS_CUBLASLT",
        headers: &["cublasLt.h"],
        prefixes: &["cublasLt", "CUBLASLT"],
        wheel_folder: "cublas",
        packages: ["nvidia-cublas-cu11", "nvidia-cublas-cu12", "nvidia-cublas"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: Some(["CUBLAS_VER_MAJOR", "CUBLAS_VER_MINOR", "CUBLAS_VER_PATCH"]),
        version_header: "cublas_api.h",
        unix_file: "libcublasLt.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "cublasLt64_{major}.dll",
        not_on_windows: "",
        windows_import: "cublasLt.lib",
        arch: "",
        major_from: Major::Macro("CUBLAS_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "CublasLt",
        // cuBLASLt's functions return cuBLAS's status type.
        status: "cublasStatus_t",
        not_loaded: "CUBLAS_STATUS_NOT_INITIALIZED",
        missing: "CUBLAS_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cudnn",
        title: "cuDNN",
        // cudnn.h includes cudnn_version.h, _graph.h (the backend API),
        // _ops.h, _cnn.h and _adv.h.
        header: "cudnn.h",
        switch: "CUDA_RAW_SYS_CUDNN",
        headers: &["cudnn*.h"],
        prefixes: &["cudnn", "CUDNN"],
        wheel_folder: "cudnn",
        packages: ["nvidia-cudnn-cu11", "nvidia-cudnn-cu12", "nvidia-cudnn-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 0,
        variables: Some("CUDNN"),
        version_macros: Some(["CUDNN_MAJOR", "CUDNN_MINOR", "CUDNN_PATCHLEVEL"]),
        version_header: "cudnn_version.h",
        unix_file: "libcudnn.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "cudnn64_{major}.dll",
        not_on_windows: "",
        windows_import: "cudnn.lib",
        arch: "",
        major_from: Major::Macro("CUDNN_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        // cuDNN 9 opens its sub-libraries (graph, ops, cnn, adv, engines,
        // heuristic) by name.
        companions: &["libcudnn_*.so.{major}"],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Cudnn",
        status: "cudnnStatus_t",
        not_loaded: "CUDNN_STATUS_NOT_INITIALIZED",
        missing: "CUDNN_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "nccl",
        title: "NCCL",
        header: "nccl.h",
        switch: "CUDA_RAW_SYS_NCCL",
        headers: &["nccl.h"],
        // pnccl*: the profiling entry points every nccl* has.
        prefixes: &["nccl", "NCCL", "pnccl"],
        wheel_folder: "nccl",
        packages: ["nvidia-nccl-cu11", "nvidia-nccl-cu12", "nvidia-nccl-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 0,
        variables: Some("NCCL"),
        version_macros: Some(["NCCL_MAJOR", "NCCL_MINOR", "NCCL_PATCH"]),
        version_header: "",
        unix_file: "libnccl.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        // NCCL has no Windows build.
        windows_file: "",
        not_on_windows: "NCCL has no Windows build",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("NCCL_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Nccl",
        status: "ncclResult_t",
        not_loaded: "ncclSystemError",
        missing: "ncclInternalError",
        status_field: None,
    },
    Library {
        feature: "cufft",
        title: "cuFFT",
        // cufftXt.h includes cufft.h and cudalibxt.h (the multi-GPU descriptors).
        header: "cufftXt.h",
        switch: "CUDA_RAW_SYS_CUFFT",
        headers: &["cufftXt.h", "cufft.h", "cudalibxt.h"],
        prefixes: &["cufft", "CUFFT", "__cufft"],
        wheel_folder: "cufft",
        packages: ["nvidia-cufft-cu11", "nvidia-cufft-cu12", "nvidia-cufft"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: Some(["CUFFT_VER_MAJOR", "CUFFT_VER_MINOR", "CUFFT_VER_PATCH"]),
        version_header: "cufft.h",
        unix_file: "libcufft.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "cufft64_{major}.dll",
        not_on_windows: "",
        windows_import: "cufft.lib",
        arch: "",
        major_from: Major::Macro("CUFFT_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Cufft",
        status: "cufftResult",
        // "The cuFFT library failed to initialize".
        not_loaded: "CUFFT_SETUP_FAILED",
        missing: "CUFFT_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cusparse",
        title: "cuSPARSE",
        header: "cusparse.h",
        switch: "CUDA_RAW_SYS_CUSPARSE",
        headers: &["cusparse.h"],
        prefixes: &["cusparse", "CUSPARSE"],
        wheel_folder: "cusparse",
        packages: ["nvidia-cusparse-cu11", "nvidia-cusparse-cu12", "nvidia-cusparse"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: Some(["CUSPARSE_VER_MAJOR", "CUSPARSE_VER_MINOR", "CUSPARSE_VER_PATCH"]),
        version_header: "",
        unix_file: "libcusparse.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "cusparse64_{major}.dll",
        not_on_windows: "",
        windows_import: "cusparse.lib",
        arch: "",
        major_from: Major::Macro("CUSPARSE_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        // libcusparse needs libnvJitLink (a NEEDED entry; the wheels' RUNPATH
        // finds it, the toolkit's folder only holds it beside).
        companions: &["libnvJitLink.so.*"],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Cusparse",
        status: "cusparseStatus_t",
        not_loaded: "CUSPARSE_STATUS_NOT_INITIALIZED",
        missing: "CUSPARSE_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cusolver",
        title: "cuSOLVER",
        // wrapper.h includes cusolverDn.h, cusolverSp.h (which include
        // cublas_v2.h and cusparse.h: the feature turns on cublas and cusparse)
        // and cusolverRf.h, the refactorization API (deprecated for cuDSS,
        // still in libcusolver), in every release from CUDA 11.7 to 13.5.
        header: "cusolverDn.h",
        switch: "CUDA_RAW_SYS_CUSOLVER",
        headers: &["cusolverDn.h", "cusolverSp.h", "cusolverRf.h", "cusolver_common.h"],
        prefixes: &["cusolver", "CUSOLVER"],
        wheel_folder: "cusolver",
        packages: ["nvidia-cusolver-cu11", "nvidia-cusolver-cu12", "nvidia-cusolver"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: Some(["CUSOLVER_VER_MAJOR", "CUSOLVER_VER_MINOR", "CUSOLVER_VER_PATCH"]),
        version_header: "cusolver_common.h",
        unix_file: "libcusolver.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "cusolver64_{major}.dll",
        not_on_windows: "",
        windows_import: "cusolver.lib",
        arch: "",
        major_from: Major::Macro("CUSOLVER_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        // NEEDED entries, each of another major than cuSOLVER's own.
        companions: &[
            "libnvJitLink.so.*",
            "libcublasLt.so.*",
            "libcublas.so.*",
            "libcusparse.so.*",
        ],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Cusolver",
        status: "cusolverStatus_t",
        not_loaded: "CUSOLVER_STATUS_NOT_INITIALIZED",
        missing: "CUSOLVER_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cusolvermg",
        title: "cuSOLVERMg",
        // The multi-GPU solver, a library of its own (cusolverMg.h includes cusolverDn.h).
        header: "cusolverMg.h",
        switch: "CUDA_RAW_SYS_CUSOLVERMG",
        headers: &["cusolverMg.h", "cudalibmg.h"],
        prefixes: &["cusolverMg", "CUSOLVERMG"],
        wheel_folder: "cusolver",
        packages: ["nvidia-cusolver-cu11", "nvidia-cusolver-cu12", "nvidia-cusolver"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: Some(["CUSOLVER_VER_MAJOR", "CUSOLVER_VER_MINOR", "CUSOLVER_VER_PATCH"]),
        version_header: "cusolver_common.h",
        unix_file: "libcusolverMg.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "cusolverMg64_{major}.dll",
        not_on_windows: "",
        windows_import: "cusolverMg.lib",
        arch: "",
        major_from: Major::Macro("CUSOLVER_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &["libnvJitLink.so.*", "libcublasLt.so.*", "libcublas.so.*"],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "CusolverMg",
        status: "cusolverStatus_t",
        not_loaded: "CUSOLVER_STATUS_NOT_INITIALIZED",
        missing: "CUSOLVER_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cudss",
        title: "cuDSS",
        // The direct sparse solver (analysis, factorization, solve of A x = b
        // with A in CSR), shipped apart from the toolkit with a release of
        // its own (0.7 and 1.0 for CUDA 12 and 13). It calls cuBLAS (and 1.0
        // NVRTC), loaded from its folder as companions.
        header: "cudss.h",
        switch: "CUDA_RAW_SYS_CUDSS",
        headers: &[
            "cudss.h",
            "cudss_data_types.h",
            "cudss_distributed_interface.h",
            "cudss_threading_interface.h",
        ],
        prefixes: &["cudss", "CUDSS"],
        // Its cu12 wheels install into nvidia/cu12 (0.5 on); the cu13 wheels
        // into nvidia/cu13 with the toolkit.
        wheel_folder: "cu12",
        packages: ["", "nvidia-cudss-cu12", "nvidia-cudss-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("CUDSS"),
        version_macros: Some(["CUDSS_VERSION_MAJOR", "CUDSS_VERSION_MINOR", "CUDSS_VERSION_PATCH"]),
        version_header: "",
        unix_file: "libcudss.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "cudss64_{major}.dll",
        not_on_windows: "",
        windows_import: "cudss.lib",
        arch: "",
        major_from: Major::Macro("CUDSS_VERSION_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &["libcublasLt.so.*", "libcublas.so.*", "libnvrtc.so.*", "libnvrtc-builtins.so.*"],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Cudss",
        status: "cudssStatus_t",
        not_loaded: "CUDSS_STATUS_NOT_INITIALIZED",
        missing: "CUDSS_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cutensor",
        title: "cuTENSOR",
        // Tensor contractions, reductions and elementwise operations, shipped
        // apart from the toolkit with a release of its own (2.x). Its compute
        // descriptors are exported variables (`CUTENSOR_COMPUTE_DESC_32F`),
        // bound as `Variable`s. cutensorMg.h and cutensorMp.h (multi-GPU,
        // multi-process; libraries of their own) are not bound.
        header: "cutensor.h",
        switch: "CUDA_RAW_SYS_CUTENSOR",
        headers: &["cutensor.h", "cutensor/types.h"],
        prefixes: &["cutensor", "CUTENSOR"],
        // Its wheels (cutensor-cu12, cutensor-cu13) install beside nvidia/,
        // into site-packages/cutensor.
        wheel_folder: "../cutensor",
        packages: ["", "cutensor-cu12", "cutensor-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("CUTENSOR"),
        version_macros: Some(["CUTENSOR_MAJOR", "CUTENSOR_MINOR", "CUTENSOR_PATCH"]),
        version_header: "",
        unix_file: "libcutensor.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "cutensor.dll",
        not_on_windows: "",
        windows_import: "cutensor.lib",
        arch: "",
        major_from: Major::Macro("CUTENSOR_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Cutensor",
        status: "cutensorStatus_t",
        not_loaded: "CUTENSOR_STATUS_NOT_INITIALIZED",
        missing: "CUTENSOR_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cusparselt",
        title: "cuSPARSELt",
        // Matrix products with one 2:4-structured sparse operand. Its header
        // takes cuSPARSE's status, operation and order types from cusparse.h
        // (the feature turns on cusparse); its release is its own (0.8 for
        // CUDA 12, 0.10 for 13).
        header: "cusparseLt.h",
        switch: "CUDA_RAW_SYS_CUSPARSELT",
        headers: &["cusparseLt.h"],
        prefixes: &["cusparseLt", "CUSPARSELT"],
        // Its wheels up to 0.8 have a folder of their own; 0.10's for CUDA 13
        // puts it into nvidia/cu13 with the toolkit.
        wheel_folder: "cusparselt",
        packages: ["", "nvidia-cusparselt-cu12", "nvidia-cusparselt-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("CUSPARSELT"),
        version_macros: Some(["CUSPARSELT_VER_MAJOR", "CUSPARSELT_VER_MINOR", "CUSPARSELT_VER_PATCH"]),
        version_header: "",
        unix_file: "libcusparseLt.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        // CUDA 13's wheel names it by CUDA's major (cusparseLt_13.dll); the
        // cu12 wheel's cusparseLt.dll is not what this names.
        windows_file: "cusparseLt_13.dll",
        not_on_windows: "",
        windows_import: "cusparseLt.lib",
        arch: "",
        major_from: Major::Macro("CUSPARSELT_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "CusparseLt",
        status: "cusparseStatus_t",
        not_loaded: "CUSPARSE_STATUS_NOT_INITIALIZED",
        missing: "CUSPARSE_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "nvshmem",
        title: "NVSHMEM",
        // The host API (nvshmem_host.h): initialization (a unique id passed
        // between processes), the symmetric heap, and puts, gets, barriers and
        // collectives on a stream. Not its device API, which is CUDA C++ for
        // kernels (libnvshmem_device.a). The header's static inline
        // nvshmem_init and nvshmemx_init_attr call nvshmemi_init_thread, which
        // that device library defines: a host program initializes with
        // nvshmemx_hostlib_init_attr, which the host library exports.
        header: "nvshmem_host.h",
        switch: "CUDA_RAW_SYS_NVSHMEM",
        headers: &[
            "nvshmem_host.h",
            "host/nvshmem*.h",
            "device_host/nvshmem*",
            "device_host_transport/nvshmem*",
            "bootstrap_device_host/nvshmem*",
            "non_abi/nvshmem*",
        ],
        prefixes: &["nvshmem", "NVSHMEM"],
        // Both majors' wheels install into nvidia/nvshmem.
        wheel_folder: "nvshmem",
        packages: ["", "nvidia-nvshmem-cu12", "nvidia-nvshmem-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("NVSHMEM"),
        version_macros: Some([
            "NVSHMEM_VENDOR_MAJOR_VERSION",
            "NVSHMEM_VENDOR_MINOR_VERSION",
            "NVSHMEM_VENDOR_PATCH_VERSION",
        ]),
        version_header: "non_abi/nvshmem_version.h",
        unix_file: "libnvshmem_host.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "NVIDIA ships NVSHMEM for Linux only",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("NVSHMEM_VENDOR_MAJOR_VERSION"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        // Its bootstrap and transport plugins, opened by name from its own
        // folder (its RPATH is $ORIGIN).
        companions: &["nvshmem_bootstrap_*.so.{major}", "nvshmem_transport_*.so.{major}"],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Nvshmem",
        // Its calls that report a status return C's int (NVSHMEMX_SUCCESS is
        // 0): under dynamic-loading every int-returning call returns these
        // codes when it cannot be made, its PE queries (nvshmem_my_pe) too.
        status: "int",
        not_loaded: "NVSHMEMX_ERROR_INTERNAL",
        missing: "NVSHMEMX_ERROR_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cupti",
        title: "CUPTI",
        // cupti.h includes the activity, callback, event and metric APIs, and
        // the parameter structs of every driver and runtime call a callback
        // receives (generated_cuda_meta.h, generated_cuda_runtime_api_meta.h).
        header: "cupti.h",
        switch: "CUDA_RAW_SYS_CUPTI",
        headers: &["cupti*.h", "generated_*_meta.h"],
        prefixes: &["cupti", "CUPTI", "CUpti"],
        wheel_folder: "cuda_cupti",
        packages: ["nvidia-cuda-cupti-cu11", "nvidia-cuda-cupti-cu12", "nvidia-cuda-cupti"],
        wheel_version_is_cuda: true,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: None,
        version_header: "",
        unix_file: "libcupti.so.{major}",
        unix_file_other: "",
        cuda11_files: ["libcupti.so.11.{minor}", ""],
        // Its DLL is named by CUPTI's own release (cupti64_2025.3.1.dll), not
        // a number the headers hold: not bound for Windows.
        windows_file: "",
        not_on_windows: "CUPTI's Windows DLL is named by CUPTI's own release (cupti64_2025.3.1.dll), which no header holds, so it is not bound for Windows",
        windows_import: "",
        arch: "",
        major_from: Major::Cuda,
        with_driver: false,
        toolkit_folder: "extras/CUPTI",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Cupti",
        status: "CUptiResult",
        not_loaded: "CUPTI_ERROR_NOT_INITIALIZED",
        missing: "CUPTI_ERROR_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cufile",
        title: "cuFile",
        // GPUDirect Storage: reads and writes between files and GPU memory.
        header: "cufile.h",
        switch: "CUDA_RAW_SYS_CUFILE",
        headers: &["cufile.h"],
        prefixes: &["cuFile", "CUfile", "CU_FILE", "CUFILE", "cufile"],
        wheel_folder: "cufile",
        packages: ["", "nvidia-cufile-cu12", "nvidia-cufile"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: None,
        version_macros: None,
        version_header: "",
        unix_file: "libcufile.so.0",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "cuFile is for Linux only",
        windows_import: "",
        arch: "",
        major_from: Major::None,
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Cufile",
        // A struct: cuFile's code and the driver's.
        status: "CUfileError_t",
        not_loaded: "CU_FILE_DRIVER_NOT_INITIALIZED",
        missing: "CU_FILE_INTERNAL_ERROR",
        status_field: Some("err"),
    },
    Library {
        feature: "nvjpeg",
        title: "nvJPEG",
        // JPEG decode and encode on the GPU; in the toolkit, with a release
        // number of its own (12.4 in CUDA 12.9, 13.0 in 13.0).
        header: "nvjpeg.h",
        switch: "CUDA_RAW_SYS_NVJPEG",
        headers: &["nvjpeg.h"],
        prefixes: &["nvjpeg", "NVJPEG"],
        wheel_folder: "nvjpeg",
        packages: ["", "nvidia-nvjpeg-cu12", "nvidia-nvjpeg"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: None,
        version_macros: Some(["NVJPEG_VER_MAJOR", "NVJPEG_VER_MINOR", "NVJPEG_VER_PATCH"]),
        version_header: "",
        unix_file: "libnvjpeg.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "nvjpeg64_{major}.dll",
        not_on_windows: "",
        windows_import: "nvjpeg.lib",
        arch: "",
        major_from: Major::Macro("NVJPEG_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Nvjpeg",
        status: "nvjpegStatus_t",
        not_loaded: "NVJPEG_STATUS_NOT_INITIALIZED",
        missing: "NVJPEG_STATUS_IMPLEMENTATION_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "npp",
        title: "NPP",
        // npp.h includes nppcore.h (libnppc: versions, stream contexts),
        // nppi.h (the image headers) and npps.h (the signal headers).
        header: "npp.h",
        switch: "CUDA_RAW_SYS_NPP",
        headers: &["npp*.h"],
        prefixes: &["npp", "Npp", "NPP"],
        // CUDA 12's wheel installs into nvidia/npp; CUDA 13's into nvidia/cu13.
        wheel_folder: "npp",
        packages: ["", "nvidia-npp-cu12", "nvidia-npp"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: None,
        version_macros: Some(["NPP_VER_MAJOR", "NPP_VER_MINOR", "NPP_VER_PATCH"]),
        version_header: "",
        unix_file: "libnppc.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "nppc64_{major}.dll",
        not_on_windows: "",
        windows_import: "nppc.lib",
        arch: "",
        major_from: Major::Macro("NPP_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        // libnppc holds the core; each domain's functions are in a file of
        // their own, which needs libnppc.
        parts: &[
            ["libnppial.so.{major}", "nppial64_{major}.dll", "nppial.lib"],
            ["libnppicc.so.{major}", "nppicc64_{major}.dll", "nppicc.lib"],
            ["libnppidei.so.{major}", "nppidei64_{major}.dll", "nppidei.lib"],
            ["libnppif.so.{major}", "nppif64_{major}.dll", "nppif.lib"],
            ["libnppig.so.{major}", "nppig64_{major}.dll", "nppig.lib"],
            ["libnppim.so.{major}", "nppim64_{major}.dll", "nppim.lib"],
            ["libnppist.so.{major}", "nppist64_{major}.dll", "nppist.lib"],
            ["libnppisu.so.{major}", "nppisu64_{major}.dll", "nppisu.lib"],
            ["libnppitc.so.{major}", "nppitc64_{major}.dll", "nppitc.lib"],
            ["libnpps.so.{major}", "npps64_{major}.dll", "npps.lib"],
        ],
        loader: "Npp",
        status: "NppStatus",
        // NPP_ERROR is its generic code; NPP_NOT_IMPLEMENTED_ERROR says the
        // call is not there.
        not_loaded: "NPP_ERROR",
        missing: "NPP_NOT_IMPLEMENTED_ERROR",
        status_field: None,
    },
    Library {
        feature: "nvcomp",
        title: "nvCOMP",
        // GPU compression (LZ4, Snappy, zstd, GDeflate, Deflate, gzip, ANS,
        // Cascaded, Bitcomp): its C API, the batched one of nvcomp/*.h. Shipped
        // apart from the toolkit (6.0 for CUDA 12 and 13). Its C++ headers (*.hpp)
        // and libnvcomp_cpu (C++ only) are not bound.
        header: "nvcomp.h",
        switch: "CUDA_RAW_SYS_NVCOMP",
        headers: &["nvcomp.h", "nvcomp/*.h", "native/bitcomp_mode.h"],
        prefixes: &["nvcomp", "NVCOMP", "bitcomp", "BITCOMP"],
        wheel_folder: "libnvcomp",
        packages: ["", "nvidia-libnvcomp-cu12", "nvidia-libnvcomp-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("NVCOMP"),
        version_macros: Some(["NVCOMP_VER_MAJOR", "NVCOMP_VER_MINOR", "NVCOMP_VER_PATCH"]),
        version_header: "nvcomp/version.h",
        unix_file: "libnvcomp.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "NVIDIA's Windows wheel of it is not yet built or tested here",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("NVCOMP_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Nvcomp",
        status: "nvcompStatus_t",
        not_loaded: "nvcompErrorInternal",
        missing: "nvcompErrorNotSupported",
        status_field: None,
    },
    Library {
        feature: "nvjpeg2k",
        title: "nvJPEG2000",
        // JPEG 2000 decode and encode on the GPU; shipped apart from the
        // toolkit (0.11 for CUDA 12 and 13).
        header: "nvjpeg2k.h",
        switch: "CUDA_RAW_SYS_NVJPEG2K",
        headers: &["nvjpeg2k.h", "nvjpeg2k_version.h"],
        prefixes: &["nvjpeg2k", "NVJPEG2K"],
        wheel_folder: "nvjpeg2k",
        packages: ["", "nvidia-nvjpeg2k-cu12", "nvidia-nvjpeg2k-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("NVJPEG2K"),
        version_macros: Some(["NVJPEG2K_VER_MAJOR", "NVJPEG2K_VER_MINOR", "NVJPEG2K_VER_PATCH"]),
        version_header: "nvjpeg2k_version.h",
        unix_file: "libnvjpeg2k.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "NVIDIA's Windows wheel of it is not yet built or tested here",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("NVJPEG2K_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Nvjpeg2k",
        status: "nvjpeg2kStatus_t",
        not_loaded: "NVJPEG2K_STATUS_NOT_INITIALIZED",
        missing: "NVJPEG2K_STATUS_IMPLEMENTATION_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "nvtiff",
        title: "nvTIFF",
        // TIFF and GeoTIFF decode and encode on the GPU; shipped apart from the
        // toolkit (0.8 for CUDA 12 and 13). It loads nvCOMP, nvJPEG and nvJPEG2000
        // itself, by name, for the codecs that need them.
        header: "nvtiff.h",
        switch: "CUDA_RAW_SYS_NVTIFF",
        headers: &["nvtiff.h", "nvtiff_version.h"],
        prefixes: &["nvtiff", "NVTIFF"],
        wheel_folder: "nvtiff",
        packages: ["", "nvidia-nvtiff-cu12", "nvidia-nvtiff-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("NVTIFF"),
        version_macros: Some(["NVTIFF_VER_MAJOR", "NVTIFF_VER_MINOR", "NVTIFF_VER_PATCH"]),
        version_header: "nvtiff_version.h",
        unix_file: "libnvtiff.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "NVIDIA's Windows wheel of it is not yet built or tested here",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("NVTIFF_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Nvtiff",
        status: "nvtiffStatus_t",
        not_loaded: "NVTIFF_STATUS_NOT_INITIALIZED",
        missing: "NVTIFF_STATUS_INTERNAL_ERROR",
        status_field: None,
    },
    Library {
        feature: "custatevec",
        title: "cuStateVec",
        // cuQuantum's state-vector simulator (custatevec.h; 1.15 for CUDA 12
        // and 13). custatevecEx.h, its multi-GPU and multi-process extension, is
        // not bound. Its wheels install beside nvidia/, into site-packages/cuquantum,
        // and its library needs cuBLAS (found through its RUNPATH in a wheel layout).
        header: "custatevec.h",
        switch: "CUDA_RAW_SYS_CUSTATEVEC",
        headers: &["custatevec.h"],
        prefixes: &["custatevec", "CUSTATEVEC"],
        wheel_folder: "../cuquantum",
        packages: ["", "custatevec-cu12", "custatevec-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("CUSTATEVEC"),
        version_macros: Some(["CUSTATEVEC_VER_MAJOR", "CUSTATEVEC_VER_MINOR", "CUSTATEVEC_VER_PATCH"]),
        version_header: "",
        unix_file: "libcustatevec.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "NVIDIA ships cuQuantum for Linux only",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("CUSTATEVEC_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Custatevec",
        status: "custatevecStatus_t",
        not_loaded: "CUSTATEVEC_STATUS_NOT_INITIALIZED",
        missing: "CUSTATEVEC_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cutensornet",
        title: "cuTensorNet",
        // cuQuantum's tensor-network library (2.14 for CUDA 12 and 13): network
        // contraction, decompositions, network states. Its library needs cuTENSOR's,
        // cuBLAS's and cuSOLVER's (found through its RUNPATH in a wheel layout); it
        // installs into site-packages/cuquantum, as cuStateVec does.
        header: "cutensornet.h",
        switch: "CUDA_RAW_SYS_CUTENSORNET",
        headers: &["cutensornet.h", "cutensornet/types.h", "cutensornet/typesDistributed.h"],
        prefixes: &["cutensornet", "CUTENSORNET"],
        wheel_folder: "../cuquantum",
        packages: ["", "cutensornet-cu12", "cutensornet-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("CUTENSORNET"),
        version_macros: Some(["CUTENSORNET_MAJOR", "CUTENSORNET_MINOR", "CUTENSORNET_PATCH"]),
        version_header: "",
        unix_file: "libcutensornet.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "NVIDIA ships cuQuantum for Linux only",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("CUTENSORNET_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Cutensornet",
        status: "cutensornetStatus_t",
        not_loaded: "CUTENSORNET_STATUS_NOT_INITIALIZED",
        missing: "CUTENSORNET_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cudensitymat",
        title: "cuDensityMat",
        // cuQuantum's density-matrix and quantum-dynamics library (0.7 for CUDA
        // 12 and 13): operators built from elementary tensors, applied to
        // pure and mixed states. Its library needs cuTENSOR's and cuTensorNet's
        // (found through its RUNPATH in a wheel layout); it installs into
        // site-packages/cuquantum, as cuStateVec does.
        header: "cudensitymat.h",
        switch: "CUDA_RAW_SYS_CUDENSITYMAT",
        headers: &["cudensitymat.h"],
        prefixes: &["cudensitymat", "CUDENSITYMAT"],
        wheel_folder: "../cuquantum",
        packages: ["", "cudensitymat-cu12", "cudensitymat-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("CUDENSITYMAT"),
        version_macros: Some(["CUDENSITYMAT_MAJOR", "CUDENSITYMAT_MINOR", "CUDENSITYMAT_PATCH"]),
        version_header: "",
        unix_file: "libcudensitymat.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "NVIDIA ships cuQuantum for Linux only",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("CUDENSITYMAT_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Cudensitymat",
        status: "cudensitymatStatus_t",
        not_loaded: "CUDENSITYMAT_STATUS_NOT_INITIALIZED",
        missing: "CUDENSITYMAT_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cublasmp",
        title: "cuBLASMp",
        // Distributed dense linear algebra (PBLAS: GEMM, SYRK, TRSM, GEMR2D
        // redistribution) over 2-D block-cyclic matrices, one process a GPU,
        // communicating through NCCL (0.10 for CUDA 12 and 13). cublasmp.h
        // includes cublas_v2.h and nccl.h: the feature turns on cublas and
        // nccl. Its library asks for NCCL 2.29.2 or newer (ncclPutSignal);
        // it has no RUNPATH, so a loaded one finds NCCL and cuBLAS where the
        // loader looks (LD_LIBRARY_PATH), or already loaded.
        header: "cublasmp.h",
        switch: "CUDA_RAW_SYS_CUBLASMP",
        headers: &["cublasmp.h"],
        prefixes: &["cublasMp", "CUBLASMP"],
        // nvidia/cublasmp/cu12 and nvidia/cublasmp/cu13.
        wheel_folder: "cublasmp/cu{cuda}",
        packages: ["", "nvidia-cublasmp-cu12", "nvidia-cublasmp-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("CUBLASMP"),
        version_macros: Some(["CUBLASMP_VER_MAJOR", "CUBLASMP_VER_MINOR", "CUBLASMP_VER_PATCH"]),
        version_header: "",
        unix_file: "libcublasmp.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "cuBLASMp runs over NCCL, which has no Windows build",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("CUBLASMP_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &["driver", "nccl", "cublas"],
        replaces: "",
        parts: &[],
        loader: "Cublasmp",
        status: "cublasMpStatus_t",
        not_loaded: "CUBLASMP_STATUS_NOT_INITIALIZED",
        missing: "CUBLASMP_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cusolvermp",
        title: "cuSOLVERMp",
        // Distributed dense solvers (Cholesky, LU, QR, eigen- and singular
        // values) over block-cyclic matrices, one process a GPU, over NCCL
        // (0.9 for CUDA 12 and 13). cusolverMp.h includes nccl.h and
        // cusolverDn.h, and returns cuSOLVER's status; its library (0.9 on)
        // needs cuBLASMp's: the feature turns on cusolver, nccl and cublasmp.
        header: "cusolverMp.h",
        switch: "CUDA_RAW_SYS_CUSOLVERMP",
        headers: &["cusolverMp.h"],
        prefixes: &["cusolverMp", "CUSOLVERMP"],
        // Its cu12 wheels install into nvidia/cu12, the cu13 ones into
        // nvidia/cu13 with the toolkit (as cuDSS's).
        wheel_folder: "cu12",
        packages: ["", "nvidia-cusolvermp-cu12", "nvidia-cusolvermp-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("CUSOLVERMP"),
        version_macros: Some(["CUSOLVERMP_VER_MAJOR", "CUSOLVERMP_VER_MINOR", "CUSOLVERMP_VER_PATCH"]),
        version_header: "",
        unix_file: "libcusolverMp.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "cuSOLVERMp runs over NCCL, which has no Windows build",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("CUSOLVERMP_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &["runtime", "cublasmp", "cusolver"],
        replaces: "",
        parts: &[],
        loader: "Cusolvermp",
        status: "cusolverStatus_t",
        not_loaded: "CUSOLVER_STATUS_NOT_INITIALIZED",
        missing: "CUSOLVER_STATUS_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cufftmp",
        title: "cuFFTMp",
        // Distributed 2-D and 3-D FFTs over slabs or pencils, one process a
        // GPU, communicating through NVSHMEM (11.4 for CUDA 12, 12.1 for 13).
        // libcufftMp is a whole cuFFT as well, of its own release: cufftMp.h
        // includes its own cufft.h and cufftXt.h and stops where an older
        // cufft.h came first. So the feature turns on cufft and replaces it:
        // cuFFT's module is bound from these headers, and its calls (plans
        // are made, run and freed through cufftCreate, cufftMakePlan3d,
        // cufftXtExecDescriptor) go to libcufftMp. This module holds what
        // cufftMp.h adds: attaching a plan to the processes, custom
        // distributions, and the reshape API. Its library asks for NVSHMEM's
        // host library and has no RUNPATH.
        header: "cufftMp.h",
        switch: "CUDA_RAW_SYS_CUFFTMP",
        headers: &["cufftMp.h"],
        prefixes: &["cufftMp", "__cufftMp"],
        // nvidia/cufftmp/cu12 and nvidia/cufftmp/cu13.
        wheel_folder: "cufftmp/cu{cuda}",
        packages: ["", "nvidia-cufftmp-cu12", "nvidia-cufftmp-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("CUFFTMP"),
        // Its own cufft.h's: libcufftMp.so.12 is cuFFT 12.1.3.
        version_macros: Some(["CUFFT_VER_MAJOR", "CUFFT_VER_MINOR", "CUFFT_VER_PATCH"]),
        version_header: "cufft.h",
        unix_file: "libcufftMp.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "cuFFTMp runs over NVSHMEM, which has no Windows build",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("CUFFT_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &["nvshmem"],
        replaces: "cufft",
        parts: &[],
        loader: "Cufftmp",
        status: "cufftResult",
        not_loaded: "CUFFT_SETUP_FAILED",
        missing: "CUFFT_NOT_SUPPORTED",
        status_field: None,
    },
    Library {
        feature: "nvimgcodec",
        title: "nvImageCodec",
        // One decode and encode API over JPEG, JPEG 2000, TIFF, PNG, BMP,
        // PNM and WebP (0.9 for CUDA 12 and 13): libnvimgcodec finds its
        // codecs as extension libraries in `extensions/` beside it (or where
        // NVIMGCODEC_EXTENSIONS_PATH says), some on the GPU (nvJPEG's,
        // nvJPEG2000's, nvTIFF's), some on the CPU. Its wheels keep the
        // library in their folder's root, not in lib/. Its RUNPATH names
        // the wheels it may use ($ORIGIN/../cu13/lib, ../nvjpeg2k/lib, ...).
        // nvcv_adapter.hpp is C++ (CV-CUDA's image types) and left out.
        header: "nvimgcodec.h",
        switch: "CUDA_RAW_SYS_NVIMGCODEC",
        headers: &["nvimgcodec.h", "nvimgcodec_version.h"],
        prefixes: &["nvimgcodec", "NVIMGCODEC"],
        wheel_folder: "nvimgcodec",
        packages: ["", "nvidia-nvimgcodec-cu12", "nvidia-nvimgcodec-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("NVIMGCODEC"),
        version_macros: Some([
            "NVIMGCODEC_VER_MAJOR",
            "NVIMGCODEC_VER_MINOR",
            "NVIMGCODEC_VER_PATCH",
        ]),
        version_header: "nvimgcodec_version.h",
        // libnvimgcodec.so.0: the major is its own (0.9).
        unix_file: "libnvimgcodec.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "its Windows wheels were never built here",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("NVIMGCODEC_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Nvimgcodec",
        status: "nvimgcodecStatus_t",
        not_loaded: "NVIMGCODEC_STATUS_NOT_INITIALIZED",
        missing: "NVIMGCODEC_STATUS_IMPLEMENTATION_UNSUPPORTED",
        status_field: None,
    },
    Library {
        feature: "cudla",
        title: "cuDLA",
        // The deep learning accelerator of Jetson and DRIVE (aarch64 Linux):
        // loadables made by TensorRT run on the DLA, in hybrid mode beside
        // CUDA streams or standalone. NVIDIA's wheel (nvidia-cudla, 13.4 on)
        // is for aarch64 alone, and installs into nvidia/cu13; JetPack's
        // toolkits carried it since CUDA 11.4, never built here.
        // cudlaExternalEtbl.hpp is C++ and left out.
        header: "cudla.h",
        switch: "CUDA_RAW_SYS_CUDLA",
        headers: &["cudla.h"],
        prefixes: &["cudla", "CUDLA"],
        wheel_folder: "cudla",
        packages: ["", "", "nvidia-cudla"],
        wheel_version_is_cuda: true,
        since: 0,
        bound_from: 13000,
        variables: None,
        version_macros: None,
        version_header: "",
        unix_file: "libcudla.so.1",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "cuDLA is the DLA of Jetson and DRIVE, on aarch64 Linux only",
        windows_import: "",
        arch: "aarch64",
        major_from: Major::None,
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Cudla",
        status: "cudlaStatus",
        not_loaded: "cudlaErrorDriverNotFound",
        missing: "cudlaErrorUnsupportedOperation",
        status_field: None,
    },
    Library {
        feature: "mathdx",
        title: "MathDx",
        // libmathdx (0.3 for CUDA 12, 0.4 for 13): generates cuBLASDx,
        // cuFFTDx, cuRANDDx, cuSOLVERDx (and, in 0.4, nvCOMPDx) device
        // functions at run time as LTO-IR, which nvJitLink links into a
        // kernel. Its library needs NVRTC's.
        header: "libmathdx.h",
        switch: "CUDA_RAW_SYS_MATHDX",
        headers: &[
            "libmathdx.h",
            "libcommondx.h",
            "libcublasdx.h",
            "libcufftdx.h",
            "libcuranddx.h",
            "libcusolverdx.h",
            "libnvcompdx.h",
        ],
        prefixes: &[
            "mathdx", "LIBMATHDX", "commondx", "COMMONDX", "cublasdx", "CUBLASDX", "cufftdx",
            "CUFFTDX", "curanddx", "CURANDDX", "cusolverdx", "CUSOLVERDX", "nvcompdx", "NVCOMPDX",
        ],
        // Its cu12 wheels install into nvidia/cu12, the cu13 ones into
        // nvidia/cu13 with the toolkit.
        wheel_folder: "cu12",
        packages: ["", "nvidia-libmathdx-cu12", "nvidia-libmathdx-cu13"],
        wheel_version_is_cuda: false,
        since: 0,
        bound_from: 12000,
        variables: Some("MATHDX"),
        version_macros: Some(["LIBMATHDX_VER_MAJOR", "LIBMATHDX_VER_MINOR", "LIBMATHDX_VER_PATCH"]),
        version_header: "",
        unix_file: "libmathdx.so.{major}",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "NVIDIA's Windows wheel of it is not yet built or tested here",
        windows_import: "",
        arch: "",
        major_from: Major::Macro("LIBMATHDX_VER_MAJOR"),
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &["libnvrtc.so.*", "libnvrtc-builtins.so.*"],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "Mathdx",
        status: "commondxStatusType",
        not_loaded: "COMMONDX_INTERNAL_ERROR",
        missing: "COMMONDX_INVALID_VALUE",
        status_field: None,
    },
    Library {
        feature: "nvtx",
        title: "NVTX",
        // NVTX 3; wrapper.h includes nvToolsExt.h and nvToolsExtCuda.h (names
        // for the driver's devices, contexts, streams and events).
        header: "nvtx3/nvToolsExt.h",
        switch: "CUDA_RAW_SYS_NVTX",
        headers: &["nvtx3/nvToolsExt*.h", "nvtx3/nvtxDetail/*.h"],
        prefixes: &["nvtx", "NVTX"],
        wheel_folder: "nvtx",
        packages: ["nvidia-nvtx-cu11", "nvidia-nvtx-cu12", "nvidia-nvtx"],
        wheel_version_is_cuda: true,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: None,
        version_header: "",
        unix_file: "",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "",
        windows_import: "",
        arch: "",
        major_from: Major::None,
        with_driver: false,
        toolkit_folder: "",
        // NVIDIA's way for other languages: with NVTX_EXPORT_API the headers
        // define each function once, not inline (wrapper.h's NVTX_NO_IMPL
        // makes them plain declarations for every other C tool).
        compiled: "#define NVTX_EXPORT_API\n\
                   #include <nvtx3/nvToolsExt.h>\n\
                   #include <nvtx3/nvToolsExtCuda.h>\n",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "",
        status: "",
        not_loaded: "",
        missing: "",
        status_field: None,
    },
    Library {
        feature: "profiler",
        title: "the profiler API",
        // wrapper.h includes cudaProfiler.h (cuProfilerStart, libcuda's) and
        // cuda_profiler_api.h (cudaProfilerStart, libcudart's).
        header: "cuda_profiler_api.h",
        switch: "CUDA_RAW_SYS_PROFILER",
        headers: &["cudaProfiler.h", "cuda_profiler_api.h"],
        // Its names are the driver's and the runtime's (`cuProfiler*`,
        // `cudaProfiler*`): at the crate's root, loaded from libcuda and
        // libcudart, and no module of its own.
        prefixes: &[],
        wheel_folder: "cuda_profiler_api",
        packages: ["nvidia-cuda-profiler-api-cu11", "nvidia-cuda-profiler-api-cu12", "nvidia-cuda-profiler-api"],
        wheel_version_is_cuda: true,
        since: 0,
        bound_from: 0,
        variables: None,
        version_macros: None,
        version_header: "",
        unix_file: "",
        unix_file_other: "",
        cuda11_files: ["", ""],
        windows_file: "",
        not_on_windows: "",
        windows_import: "",
        arch: "",
        major_from: Major::None,
        with_driver: false,
        toolkit_folder: "",
        compiled: "",
        companions: &[],
        needs: &[],
        replaces: "",
        parts: &[],
        loader: "",
        status: "",
        not_loaded: "",
        missing: "",
        status_field: None,
    },
];

/// The library a C name belongs to, among the further ones (the longest
/// matching prefix wins); `None` for the driver's and the runtime's names.
pub fn library_of(name: &str) -> Option<&'static Library> {
    LIBRARIES
        .iter()
        .filter_map(|library| {
            let longest = library
                .prefixes
                .iter()
                .filter(|prefix| name.starts_with(*prefix))
                .map(|prefix| prefix.len())
                .max()?;
            Some((longest, library))
        })
        .max_by_key(|(longest, _)| *longest)
        .map(|(_, library)| library)
}

/// The libraries whose features are named.
pub fn enabled(features: &[String]) -> Vec<&'static Library> {
    LIBRARIES
        .iter()
        .filter(|library| features.iter().any(|feature| feature == library.feature))
        .collect()
}

/// Whether a name is one the bindings keep: the driver's and runtime's `cu`,
/// `CU`, or a further library's prefix.
pub fn is_bound_prefix(name: &str) -> bool {
    name.starts_with("cu") || name.starts_with("CU") || library_of(name).is_some()
}

impl Library {
    /// Whether `path` is one of the headers that declare its items.
    pub fn declares(&self, path: &str) -> bool {
        // The pattern's components against the path's last ones, from the
        // end; nothing allocated (asked for each of 50,000 names).
        self.headers.iter().any(|pattern| {
            let mut components = path.rsplit(['/', '\\']);
            pattern.rsplit('/').all(|wanted| {
                components
                    .next()
                    .is_some_and(|component| glob_matches(wanted, component))
            })
        })
    }

    /// Its calls report their status as C's `int` (NVSHMEM's), with
    /// `not_loaded` and `missing` values of an enum of its header.
    pub fn status_is_int(&self) -> bool {
        self.status == "int"
    }

    /// Its headers as regular expressions, each to follow a path's `/` (or
    /// `\\`): `npp[^/\\]*\.h`.
    pub fn header_patterns(&self) -> impl Iterator<Item = String> + '_ {
        self.headers.iter().map(|pattern| {
            let escaped: String = pattern
                .chars()
                .map(|c| match c {
                    '*' => "[^/\\\\]*".to_owned(),
                    '/' => "[/\\\\]".to_owned(),
                    '.' => "\\.".to_owned(),
                    other => other.to_string(),
                })
                .collect();
            escaped
        })
    }

    /// The file the system loader knows the library by, on the target, with
    /// the headers of `cuda_version` (`CUDA_VERSION`); empty where it has no
    /// build for that platform.
    pub fn file_name(&self, windows: bool, major: Option<u32>, cuda_version: u32) -> String {
        let column = usize::from(windows);
        let pattern = match self.cuda11_files[column] {
            cuda11 if cuda_version < 12000 && !cuda11.is_empty() => cuda11,
            _ if windows => self.windows_file,
            _ => self.unix_file,
        };
        pattern
            .replace("{major}", &major.map(|m| m.to_string()).unwrap_or_default())
            .replace("{minor}", &(cuda_version % 1000 / 10).to_string())
    }

    /// Its parts' file names: `column` 0 on Linux, 1 on Windows, 2 Windows'
    /// import libraries, with `major` for `{major}`.
    pub fn part_names<'a>(
        &'a self,
        column: usize,
        major: &'a str,
    ) -> impl Iterator<Item = String> + 'a {
        self.parts
            .iter()
            .map(move |names| names[column].replace("{major}", major))
    }

    /// Whether the library has a build for Windows.
    pub fn on_windows(&self) -> bool {
        self.header_only() || !self.windows_file.is_empty()
    }

    /// Whether it has no library file: its functions are compiled into the
    /// crate (NVTX's), or are the driver's and the runtime's (the profiler API's).
    pub fn header_only(&self) -> bool {
        self.unix_file.is_empty() && self.windows_file.is_empty()
    }

    /// Whether its only file is a static library (nvPTXCompiler's).
    pub fn static_only(&self) -> bool {
        self.unix_file.ends_with(".a")
    }

    /// Whether its functions are in the binary, compiled from its headers or
    /// linked from its static library, in both link modes: the loader loads
    /// nothing for it. (The profiler API's are libcuda's and libcudart's.)
    pub fn in_binary(&self) -> bool {
        !self.compiled.is_empty() || self.static_only()
    }

    /// Whether the loader loads its file (with `dynamic-loading`).
    pub fn loaded(&self) -> bool {
        !self.header_only() && !self.static_only()
    }

    /// How its functions come into the binary, for messages.
    pub fn in_binary_how(&self) -> String {
        if self.static_only() {
            format!("linked from its static library {}", self.unix_file)
        } else {
            "compiled from its headers".to_owned()
        }
    }

    /// NVIDIA's pip package for a CUDA major (11 to 13; a newer major's
    /// packages are 13's).
    pub fn package(&self, cuda_major: u32) -> &'static str {
        let column = match cuda_major {
            ..=11 => 0,
            12 => 1,
            _ => 2,
        };
        self.packages[column]
    }

    /// The oldest CUDA whose headers the crate binds it from.
    pub fn oldest_bound(&self) -> u32 {
        self.since.max(self.bound_from)
    }
}

/// `*` matches any run of characters; everything else itself.
fn glob_matches(pattern: &str, text: &str) -> bool {
    match pattern.split_once('*') {
        None => pattern == text,
        Some((head, rest)) => {
            text.starts_with(head)
                && (head.len()..=text.len())
                    .any(|at| text.is_char_boundary(at) && glob_matches(rest, &text[at..]))
        }
    }
}
