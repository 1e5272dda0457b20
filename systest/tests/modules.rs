//! Each library module is enough on its own: a file that imports only
//! `cuda_raw_sys::<module>::*` names every function of the module with the
//! exact type of each of its parameters and its result
//! (systest/build/module_calls.rs writes it). That it compiles is the check.

include!(concat!(env!("OUT_DIR"), "/module_calls.rs"));

#[test]
fn every_module_names_its_functions_types_alone() {
    // Not vacuous: each library feature that is on has a module, with functions.
    let features = [
        ("nvrtc", cfg!(feature = "nvrtc")),
        ("nvjitlink", cfg!(feature = "nvjitlink")),
        ("nvml", cfg!(feature = "nvml")),
        ("curand", cfg!(feature = "curand")),
        ("cublas", cfg!(feature = "cublas")),
        ("cublaslt", cfg!(feature = "cublaslt")),
        ("cudnn", cfg!(feature = "cudnn")),
        ("nccl", cfg!(feature = "nccl")),
        ("cufft", cfg!(feature = "cufft")),
        ("cusparse", cfg!(feature = "cusparse")),
        ("cusolver", cfg!(feature = "cusolver")),
        ("cusolvermg", cfg!(feature = "cusolvermg")),
        ("cupti", cfg!(feature = "cupti")),
        ("cufile", cfg!(feature = "cufile")),
        ("nvtx", cfg!(feature = "nvtx")),
    ];
    for (feature, on) in features {
        let checked = PER_MODULE.iter().find(|(module, _)| *module == feature);
        match (on, checked) {
            (true, Some((_, functions))) => assert!(*functions > 0, "{feature}: no function"),
            (true, None) => panic!("feature {feature} is on and its module was not checked"),
            (false, found) => assert!(found.is_none(), "{feature} is off but has a module"),
        }
    }
}
