/// The libraries the crate's functions come from (generated from the
/// build's library table).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Library {
    /// libcuda (`cu*`), installed with the driver.
    Driver,
    /// libcudart (`cuda*`), from the toolkit the build used.
    Runtime,
    /// libnvrtc (`nvrtc*`, feature `nvrtc`).
    Nvrtc,
    /// libnvJitLink (`nvJitLink*`, feature `nvjitlink`).
    NvJitLink,
    /// libnvfatbin (`nvFatbin*`, feature `nvfatbin`).
    NvFatbin,
    /// libnvvm (`nvvm*`, feature `nvvm`).
    Nvvm,
    /// libnvidia-ml (`nvml*`, feature `nvml`).
    Nvml,
    /// libcurand (`curand*`, feature `curand`).
    Curand,
    /// libcublas (`cublas*`, feature `cublas`).
    Cublas,
    /// libcublasLt (`cublasLt*`, feature `cublaslt`).
    CublasLt,
    /// libcudnn (`cudnn*`, feature `cudnn`).
    Cudnn,
    /// libnccl (`nccl*`, feature `nccl`).
    Nccl,
    /// libcufft (`cufft*`, feature `cufft`).
    Cufft,
    /// libcusparse (`cusparse*`, feature `cusparse`).
    Cusparse,
    /// libcusolver (`cusolver*`, feature `cusolver`).
    Cusolver,
    /// libcusolverMg (`cusolverMg*`, feature `cusolvermg`).
    CusolverMg,
    /// libcudss (`cudss*`, feature `cudss`).
    Cudss,
    /// libcutensor (`cutensor*`, feature `cutensor`).
    Cutensor,
    /// libcusparseLt (`cusparseLt*`, feature `cusparselt`).
    CusparseLt,
    /// libnvshmem_host (`nvshmem*`, feature `nvshmem`).
    Nvshmem,
    /// libcupti (`cupti*`, feature `cupti`).
    Cupti,
    /// libcufile (`cuFile*`, feature `cufile`).
    Cufile,
    /// libnvjpeg (`nvjpeg*`, feature `nvjpeg`).
    Nvjpeg,
    /// libnppc (`npp*`, feature `npp`).
    Npp,
    /// libnvcomp (`nvcomp*`, feature `nvcomp`).
    Nvcomp,
    /// libnvjpeg2k (`nvjpeg2k*`, feature `nvjpeg2k`).
    Nvjpeg2k,
    /// libnvtiff (`nvtiff*`, feature `nvtiff`).
    Nvtiff,
    /// libcustatevec (`custatevec*`, feature `custatevec`).
    Custatevec,
    /// libcutensornet (`cutensornet*`, feature `cutensornet`).
    Cutensornet,
    /// libcudensitymat (`cudensitymat*`, feature `cudensitymat`).
    Cudensitymat,
    /// libcublasmp (`cublasMp*`, feature `cublasmp`).
    Cublasmp,
    /// libcusolverMp (`cusolverMp*`, feature `cusolvermp`).
    Cusolvermp,
    /// libcufftMp (`cufftMp*`, feature `cufftmp`).
    Cufftmp,
    /// libnvimgcodec (`nvimgcodec*`, feature `nvimgcodec`).
    Nvimgcodec,
    /// libcudla (`cudla*`, feature `cudla`).
    Cudla,
    /// libmathdx (`mathdx*`, feature `mathdx`).
    Mathdx,
}

impl Library {
    /// Every library, in the order of [`resolve_all`]'s counts.
    pub const ALL: [Library; 36] = [Library::Driver, Library::Runtime, Library::Nvrtc, Library::NvJitLink, Library::NvFatbin, Library::Nvvm, Library::Nvml, Library::Curand, Library::Cublas, Library::CublasLt, Library::Cudnn, Library::Nccl, Library::Cufft, Library::Cusparse, Library::Cusolver, Library::CusolverMg, Library::Cudss, Library::Cutensor, Library::CusparseLt, Library::Nvshmem, Library::Cupti, Library::Cufile, Library::Nvjpeg, Library::Npp, Library::Nvcomp, Library::Nvjpeg2k, Library::Nvtiff, Library::Custatevec, Library::Cutensornet, Library::Cudensitymat, Library::Cublasmp, Library::Cusolvermp, Library::Cufftmp, Library::Nvimgcodec, Library::Cudla, Library::Mathdx];
}

/// Each further library's name, the variable naming its file, and what
/// its calls returning a C string return when it cannot be loaded, in
/// `Library::ALL`'s order from its third entry.
const FURTHER_NAMES: [(&str, &str, &CStr); 34] = [
    ("libnvrtc", "CUDA_RAW_SYS_LIBNVRTC_PATH", c"cuda-raw-sys: libnvrtc could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libnvJitLink", "CUDA_RAW_SYS_LIBNVJITLINK_PATH", c"cuda-raw-sys: libnvJitLink could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libnvfatbin", "CUDA_RAW_SYS_LIBNVFATBIN_PATH", c"cuda-raw-sys: libnvfatbin could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libnvvm", "CUDA_RAW_SYS_LIBNVVM_PATH", c"cuda-raw-sys: libnvvm could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libnvidia-ml", "CUDA_RAW_SYS_LIBNVML_PATH", c"cuda-raw-sys: libnvidia-ml could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcurand", "CUDA_RAW_SYS_LIBCURAND_PATH", c"cuda-raw-sys: libcurand could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcublas", "CUDA_RAW_SYS_LIBCUBLAS_PATH", c"cuda-raw-sys: libcublas could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcublasLt", "CUDA_RAW_SYS_LIBCUBLASLT_PATH", c"cuda-raw-sys: libcublasLt could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcudnn", "CUDA_RAW_SYS_LIBCUDNN_PATH", c"cuda-raw-sys: libcudnn could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libnccl", "CUDA_RAW_SYS_LIBNCCL_PATH", c"cuda-raw-sys: libnccl could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcufft", "CUDA_RAW_SYS_LIBCUFFT_PATH", c"cuda-raw-sys: libcufft could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcusparse", "CUDA_RAW_SYS_LIBCUSPARSE_PATH", c"cuda-raw-sys: libcusparse could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcusolver", "CUDA_RAW_SYS_LIBCUSOLVER_PATH", c"cuda-raw-sys: libcusolver could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcusolverMg", "CUDA_RAW_SYS_LIBCUSOLVERMG_PATH", c"cuda-raw-sys: libcusolverMg could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcudss", "CUDA_RAW_SYS_LIBCUDSS_PATH", c"cuda-raw-sys: libcudss could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcutensor", "CUDA_RAW_SYS_LIBCUTENSOR_PATH", c"cuda-raw-sys: libcutensor could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcusparseLt", "CUDA_RAW_SYS_LIBCUSPARSELT_PATH", c"cuda-raw-sys: libcusparseLt could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libnvshmem_host", "CUDA_RAW_SYS_LIBNVSHMEM_PATH", c"cuda-raw-sys: libnvshmem_host could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcupti", "CUDA_RAW_SYS_LIBCUPTI_PATH", c"cuda-raw-sys: libcupti could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcufile", "CUDA_RAW_SYS_LIBCUFILE_PATH", c"cuda-raw-sys: libcufile could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libnvjpeg", "CUDA_RAW_SYS_LIBNVJPEG_PATH", c"cuda-raw-sys: libnvjpeg could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libnppc", "CUDA_RAW_SYS_LIBNPP_PATH", c"cuda-raw-sys: libnppc could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libnvcomp", "CUDA_RAW_SYS_LIBNVCOMP_PATH", c"cuda-raw-sys: libnvcomp could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libnvjpeg2k", "CUDA_RAW_SYS_LIBNVJPEG2K_PATH", c"cuda-raw-sys: libnvjpeg2k could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libnvtiff", "CUDA_RAW_SYS_LIBNVTIFF_PATH", c"cuda-raw-sys: libnvtiff could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcustatevec", "CUDA_RAW_SYS_LIBCUSTATEVEC_PATH", c"cuda-raw-sys: libcustatevec could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcutensornet", "CUDA_RAW_SYS_LIBCUTENSORNET_PATH", c"cuda-raw-sys: libcutensornet could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcudensitymat", "CUDA_RAW_SYS_LIBCUDENSITYMAT_PATH", c"cuda-raw-sys: libcudensitymat could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcublasmp", "CUDA_RAW_SYS_LIBCUBLASMP_PATH", c"cuda-raw-sys: libcublasmp could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcusolverMp", "CUDA_RAW_SYS_LIBCUSOLVERMP_PATH", c"cuda-raw-sys: libcusolverMp could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcufftMp", "CUDA_RAW_SYS_LIBCUFFTMP_PATH", c"cuda-raw-sys: libcufftMp could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libnvimgcodec", "CUDA_RAW_SYS_LIBNVIMGCODEC_PATH", c"cuda-raw-sys: libnvimgcodec could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libcudla", "CUDA_RAW_SYS_LIBCUDLA_PATH", c"cuda-raw-sys: libcudla could not be loaded (cuda_raw_sys::loader::report() says why)"),
    ("libmathdx", "CUDA_RAW_SYS_LIBMATHDX_PATH", c"cuda-raw-sys: libmathdx could not be loaded (cuda_raw_sys::loader::report() says why)"),
];

/// The CUDA release of the crate's committed bindings this build used,
/// where it found no headers to generate from.
const SNAPSHOT: Option<&str> = Some("13.0");
