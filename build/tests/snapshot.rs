//! A snapshot's gates: what only some features bind is behind their cfgs,
//! what the driver and the runtime name is not, and a type one library
//! declares and another names is behind both.

use cuda_raw_sys_build::libraries::{DeclaredIn, LIBRARIES};
use cuda_raw_sys_build::quote::ToTokens;
use cuda_raw_sys_build::reach::Graph;
use cuda_raw_sys_build::snapshot::{keep_features, merge_replaced, Gates};
use cuda_raw_sys_build::syn;
use std::collections::BTreeMap;

fn bindings() -> syn::File {
    syn::parse_quote! {
        pub struct CUstream_st { _unused: [u8; 0] }
        pub type cudaStream_t = *mut CUstream_st;
        pub struct cublasContext { _unused: [u8; 0] }
        pub type cublasHandle_t = *mut cublasContext;
        pub struct cublasComputeType_t(pub u32);
        pub const CUBLAS_COMPUTE_32F: cublasComputeType_t = cublasComputeType_t(68);
        impl cublasComputeType_t {
            pub const CUBLAS_COMPUTE_32F: cublasComputeType_t = CUBLAS_COMPUTE_32F;
        }
        extern "C" {
            pub fn cudaStreamCreate(stream: *mut cudaStream_t) -> u32;
            pub fn cublasSetStream_v2(handle: cublasHandle_t, stream: cudaStream_t) -> u32;
            pub fn cublasLtMatmulDescCreate(compute: cublasComputeType_t) -> u32;
        }
    }
}

fn cfg_of(file: &syn::File, name: &str) -> Option<String> {
    let text = file.to_token_stream().to_string();
    let at = text.find(&format!("fn {name} ")).or_else(|| {
        [
            format!("struct {name} "),
            format!("type {name} "),
            format!("const {name} :"),
        ]
        .iter()
        .find_map(|needle| text.find(needle.as_str()))
    })?;
    let before = &text[..at];
    let item_start = before.rfind(['}', ';']).map_or(0, |at| at + 1);
    let attrs = &before[item_start..];
    attrs.find("cfg (").map(|start| {
        attrs[start..]
            .split(']')
            .next()
            .unwrap_or_default()
            .to_owned()
    })
}

#[test]
fn items_only_some_features_bind_are_behind_their_cfgs() {
    let mut file = bindings();
    let graph = Graph::read(&mut file);
    let declared_in: DeclaredIn = [
        ("CUstream_st", "/include/cuda.h"),
        ("cudaStream_t", "/include/driver_types.h"),
        ("cudaStreamCreate", "/include/cuda_runtime_api.h"),
        ("cublasContext", "/include/cublas_api.h"),
        ("cublasHandle_t", "/include/cublas_api.h"),
        ("cublasComputeType_t", "/include/cublas_api.h"),
        ("cublasSetStream_v2", "/include/cublas_api.h"),
        ("cublasLtMatmulDescCreate", "/include/cublasLt.h"),
    ]
    .into_iter()
    .map(|(name, file)| (name.to_owned(), file.to_owned()))
    .collect();
    let libraries: Vec<_> = LIBRARIES
        .iter()
        .filter(|library| ["cublas", "cublaslt"].contains(&library.feature))
        .collect();
    let gates = Gates::compute(&graph, &declared_in, &libraries, &BTreeMap::new());
    gates.apply(&mut file);
    assert_eq!(cfg_of(&file, "cudaStreamCreate"), None);
    assert_eq!(cfg_of(&file, "cudaStream_t"), None, "the runtime names it");
    let cublas = Some(r#"cfg (any (feature = "cublas"))"#.to_owned());
    assert_eq!(cfg_of(&file, "cublasSetStream_v2"), cublas);
    assert_eq!(cfg_of(&file, "cublasHandle_t"), cublas);
    let both = Some(r#"cfg (any (feature = "cublas" , feature = "cublaslt"))"#.to_owned());
    assert_eq!(
        cfg_of(&file, "cublasComputeType_t"),
        both,
        "cuBLASLt names it"
    );
    assert_eq!(
        cfg_of(&file, "CUBLAS_COMPUTE_32F"),
        both,
        "a value goes with its type"
    );
    let lt = Some(r#"cfg (any (feature = "cublaslt"))"#.to_owned());
    assert_eq!(cfg_of(&file, "cublasLtMatmulDescCreate"), lt);

    // What systest reads of it with only cuBLASLt on.
    keep_features(&mut file, &|feature| feature == "cublaslt");
    let text = file.to_token_stream().to_string();
    assert!(text.contains("cublasComputeType_t"));
    assert!(!text.contains("type cublasHandle_t"));
    assert!(text.contains("cudaStream_t"));
}

/// A re-export is gated as the name it makes: bindgen's typedef of the
/// runtime's type in a library's header, and a C macro alias of the
/// library's prefix, are the library's; a macro alias of no library's takes
/// its target's gate.
#[test]
fn re_exports_are_gated_as_the_names_they_make() {
    let mut file: syn::File = syn::parse_quote! {
        pub struct cudaDataType_t(pub u32);
        pub const CUDA_R_32F: cudaDataType_t = cudaDataType_t(0);
        pub use self::cudaDataType_t as cudssDataType_t;
        pub struct cudssConfig { _unused: [u8; 0] }
        pub type cudssConfig_t = *mut cudssConfig;
        extern "C" {
            pub fn cudssConfigCreate(config: *mut cudssConfig_t, ty: cudssDataType_t) -> u32;
        }
    };
    let mut aliases: syn::File = syn::parse_quote! {
        pub use self::CUDA_R_32F as CUDSS_R_32F;
        pub use self::cudssConfig_t as cuDssConfigHandle;
    };
    let mut graph = Graph::read(&mut file);
    let macro_aliases: BTreeMap<String, String> = [
        ("CUDSS_R_32F", "CUDA_R_32F"),
        ("cuDssConfigHandle", "cudssConfig_t"),
    ]
    .into_iter()
    .map(|(name, target)| (name.to_owned(), target.to_owned()))
    .collect();
    graph.add_macro_aliases(macro_aliases.iter());
    let declared_in: DeclaredIn = [
        ("cudaDataType_t", "/include/library_types.h"),
        ("cudssDataType_t", "/include/cudss.h"),
        ("cudssConfig", "/include/cudss.h"),
        ("cudssConfig_t", "/include/cudss.h"),
        ("cudssConfigCreate", "/include/cudss.h"),
    ]
    .into_iter()
    .map(|(name, file)| (name.to_owned(), file.to_owned()))
    .collect();
    let libraries: Vec<_> = LIBRARIES
        .iter()
        .filter(|library| library.feature == "cudss")
        .collect();
    let gates = Gates::compute(&graph, &declared_in, &libraries, &BTreeMap::new());
    gates.apply(&mut file);
    gates.apply(&mut aliases);
    let cudss = Some(r#"cfg (any (feature = "cudss"))"#.to_owned());
    let cfg_of_use = |file: &syn::File, name: &str| {
        file.items.iter().find_map(|item| match item {
            syn::Item::Use(used) if used.to_token_stream().to_string().contains(name) => Some(
                used.attrs
                    .iter()
                    .map(|attr| attr.meta.to_token_stream().to_string())
                    .collect::<Vec<_>>(),
            ),
            _ => None,
        })
    };
    let cfg = |attrs: Option<Vec<String>>| attrs.and_then(|attrs| attrs.into_iter().next());
    assert_eq!(cfg(cfg_of_use(&file, "cudssDataType_t")), cudss);
    assert_eq!(cfg(cfg_of_use(&aliases, "CUDSS_R_32F")), cudss);
    assert_eq!(
        cfg(cfg_of_use(&aliases, "cuDssConfigHandle")),
        cudss,
        "its target's"
    );
    assert_eq!(cfg_of(&file, "CUDA_R_32F"), None, "the runtime's own");
}

/// The stand-in cuda.h a build from the snapshot compiles NVTX with
/// (snapshots/nvtx/include) gives the four driver types the snapshots' own
/// types: `CUdevice` an int, the others pointers to the same structs.
#[test]
fn nvtx_stand_in_cuda_h_agrees_with_the_snapshots() {
    use cuda_raw_sys_build::bindings::Index;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let stand_in = std::fs::read_to_string(root.join("snapshots/nvtx/include/cuda.h")).unwrap();
    // `typedef <type> <name>;` lines: name -> type, spaces removed.
    let c: BTreeMap<String, String> = stand_in
        .lines()
        .filter_map(|line| line.strip_prefix("typedef ")?.strip_suffix(';'))
        .filter_map(|declaration| {
            let split = declaration.rfind(|c: char| !(c.is_alphanumeric() || c == '_'))?;
            let (ty, name) = declaration.split_at(split + 1);
            Some((name.to_owned(), ty.replace(' ', "")))
        })
        .collect();
    let expected: BTreeMap<String, String> = [
        ("CUdevice", "int"),
        ("CUcontext", "structCUctx_st*"),
        ("CUstream", "structCUstream_st*"),
        ("CUevent", "structCUevent_st*"),
    ]
    .into_iter()
    .map(|(name, ty)| (name.to_owned(), ty.to_owned()))
    .collect();
    assert_eq!(c, expected, "the stand-in's typedefs");
    for (_, version) in cuda_raw_sys_build::prebuilt::SNAPSHOTS {
        let path = root.join("snapshots").join(version).join("bindings.rs");
        let file = syn::parse_file(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let index = Index::read(&file);
        // Through typedefs to what the type is (`CUdevice` -> `c_int`).
        let resolved = |name: &str| {
            let mut ty = index.aliases[name].clone();
            while let Some(next) = cuda_raw_sys_build::bindings::last_ident(&ty)
                .and_then(|name| index.aliases.get(&name))
            {
                ty = next.clone();
            }
            ty.to_token_stream().to_string().replace(' ', "")
        };
        assert_eq!(resolved("CUdevice"), "::core::ffi::c_int", "{version}");
        for (name, record) in [
            ("CUcontext", "CUctx_st"),
            ("CUstream", "CUstream_st"),
            ("CUevent", "CUevent_st"),
        ] {
            assert_eq!(resolved(name), format!("*mut{record}"), "{version}: {name}");
        }
    }
}

/// cuFFTMp's headers declare cuFFT again at cuFFTMp's release: a snapshot
/// holds both, and a build with `cufft` alone reads cuFFT's own constants,
/// while one with `cufftmp` reads cuFFTMp's.
#[test]
fn a_replaced_library_keeps_its_own_items_behind_the_replacing_feature() {
    let mut file: syn::File = syn::parse_quote! {
        #[cfg(any(feature = "cufft"))]
        pub const CUFFT_VERSION: u32 = 12103;
        #[cfg(any(feature = "cufft"))]
        pub const CUFFT_VER_MAJOR: u32 = 12;
        #[cfg(any(feature = "cufft"))]
        pub const CUFFT_ONLY_IN_MP: u32 = 1;
        #[cfg(any(feature = "cufft"))]
        pub unsafe extern "C" fn cufftGetVersion(version: *mut i32) -> u32 { call(SYMBOLS[2297usize]) }
        #[cfg(any(feature = "cufftmp"))]
        pub const CUFFTMP_VERSION: u32 = 1;
        pub const CUDA_VERSION: u32 = 13050;
    };
    let own: syn::File = syn::parse_quote! {
        #[cfg(any(feature = "cufft"))]
        pub const CUFFT_VERSION: u32 = 12500;
        #[cfg(any(feature = "cufft"))]
        pub const CUFFT_VER_MAJOR: u32 = 12;
        #[cfg(any(feature = "cufft"))]
        pub const NVFFT_PLAN_PROPERTY_INT64_DISABLE_FMA: u32 = 4;
        #[cfg(any(feature = "cufft"))]
        pub unsafe extern "C" fn cufftGetVersion(version: *mut i32) -> u32 { call(SYMBOLS[12usize]) }
        pub const CUDA_VERSION: u32 = 13050;
    };
    merge_replaced(&mut file, own, "cufft", "cufftmp").expect("merges");
    let constant = |file: &syn::File, name: &str| -> Vec<String> {
        file.items
            .iter()
            .filter_map(|item| match item {
                syn::Item::Const(constant) if constant.ident == name => {
                    Some(constant.expr.to_token_stream().to_string())
                }
                _ => None,
            })
            .collect()
    };
    let mut alone = file.clone();
    keep_features(&mut alone, &|feature| feature == "cufft");
    assert_eq!(constant(&alone, "CUFFT_VERSION"), ["12500"]);
    assert_eq!(constant(&alone, "CUFFT_VER_MAJOR"), ["12"]);
    assert_eq!(
        constant(&alone, "NVFFT_PLAN_PROPERTY_INT64_DISABLE_FMA"),
        ["4"]
    );
    assert!(constant(&alone, "CUFFT_ONLY_IN_MP").is_empty());
    assert_eq!(constant(&alone, "CUDA_VERSION"), ["13050"]);
    let mut with_mp = file.clone();
    keep_features(&mut with_mp, &|feature| {
        ["cufft", "cufftmp"].contains(&feature)
    });
    assert_eq!(constant(&with_mp, "CUFFT_VERSION"), ["12103"]);
    assert_eq!(constant(&with_mp, "CUFFT_ONLY_IN_MP"), ["1"]);
    assert!(constant(&with_mp, "NVFFT_PLAN_PROPERTY_INT64_DISABLE_FMA").is_empty());
    assert_eq!(constant(&with_mp, "CUFFTMP_VERSION"), ["1"]);
    // One wrapper, the merged file's: its body's place in the loader's table
    // is that file's.
    let text = file.to_token_stream().to_string();
    assert_eq!(text.matches("fn cufftGetVersion").count(), 1);
    assert!(text.contains("2297usize"));

    // A function only the replaced library's own headers declare has no
    // place in the loader's table: refused, naming it.
    let mut file: syn::File = syn::parse_quote! {
        #[cfg(any(feature = "cufft"))]
        pub const CUFFT_VERSION: u32 = 12103;
    };
    let own: syn::File = syn::parse_quote! {
        #[cfg(any(feature = "cufft"))]
        pub unsafe extern "C" fn cufftNew(plan: i32) -> u32 { call(SYMBOLS[3usize]) }
    };
    let refused = merge_replaced(&mut file, own, "cufft", "cufftmp").unwrap_err();
    assert!(refused.contains("fn cufftNew"), "{refused}");
}

/// The committed snapshots hold cuFFT's own `CUFFT_VERSION` for builds with
/// `cufft` alone and cuFFTMp's with `cufftmp`: each the release of the wheel
/// scripts/cuda-wheels/libraries/ pins for that CUDA version.
#[test]
fn snapshots_give_cufft_its_own_version_and_cufftmp_its() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let row = |feature: &str| {
        LIBRARIES
            .iter()
            .find(|library| library.feature == feature)
            .unwrap()
    };
    let mut checked = 0;
    for (major, version) in cuda_raw_sys_build::prebuilt::SNAPSHOTS {
        // A major's oldest snapshot binds the toolkit's own libraries alone.
        let facts = std::fs::read_to_string(root.join("snapshots").join(version).join("facts.tsv"));
        let bound = facts.unwrap().lines().any(|line| {
            line.strip_prefix("library_features\t")
                .is_some_and(|features| features.split(',').any(|feature| feature == "cufftmp"))
        });
        if !bound {
            continue;
        }
        checked += 1;
        let pins_path = root.join(format!("scripts/cuda-wheels/libraries/{version}.txt"));
        let pins = std::fs::read_to_string(&pins_path).unwrap();
        // nvidia-cufft==12.5.0.14 -> 12500, as cufft.h's CUFFT_VERSION.
        let pinned = |feature: &str| {
            let package = row(feature).packages[major as usize - 11];
            let release = pins
                .lines()
                .find_map(|line| line.strip_prefix(&format!("{package}==")))
                .unwrap_or_else(|| panic!("{} pins no {package}", pins_path.display()));
            let numbers: Vec<u32> = release
                .split(['.', ' '])
                .take(3)
                .map(|number| number.parse().unwrap())
                .collect();
            (numbers[0] * 1000 + numbers[1] * 100 + numbers[2]).to_string()
        };
        let path = root.join("snapshots").join(version).join("bindings.rs");
        let file = syn::parse_file(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let mut versions = file.clone();
        versions.items.retain(
            |item| matches!(item, syn::Item::Const(constant) if constant.ident == "CUFFT_VERSION"),
        );
        let read = |on: &[&str]| {
            let mut kept = versions.clone();
            keep_features(&mut kept, &|feature| on.contains(&feature));
            kept.items
                .iter()
                .map(|item| match item {
                    syn::Item::Const(constant) => constant.expr.to_token_stream().to_string(),
                    _ => unreachable!(),
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(
            read(&["cufft"]),
            [pinned("cufft")],
            "snapshots/{version}, cufft alone"
        );
        assert_eq!(
            read(&["cufft", "cufftmp"]),
            [pinned("cufftmp")],
            "snapshots/{version}, with cufftmp"
        );
    }
    assert_eq!(checked, 2, "13.5's and 12.9's snapshots bind cuFFTMp");
}
