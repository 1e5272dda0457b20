//! Each library module is enough on its own: a file that imports only
//! `cuda_raw_sys::<module>::*` names every function of the module with the
//! exact type of each of its parameters and its result
//! (systest/build/module_calls.rs writes it). That it compiles is the check.

include!(concat!(env!("OUT_DIR"), "/module_calls.rs"));

use cuda_raw_sys_build::library_table::LIBRARIES;

#[test]
fn every_module_names_its_functions_types_alone() {
    // Not vacuous: each library feature that is on has a module, with
    // functions (a library whose names are the driver's has none).
    let on = env!("CUDA_RAW_SYS_LIBRARY_FEATURES");
    let features = LIBRARIES
        .iter()
        .filter(|library| !library.prefixes.is_empty())
        .map(|library| (library.feature, on.split(',').any(|f| f == library.feature)));
    for (feature, on) in features {
        let checked = PER_MODULE.iter().find(|(module, _)| *module == feature);
        match (on, checked) {
            (true, Some((_, functions))) => assert!(*functions > 0, "{feature}: no function"),
            (true, None) => panic!("feature {feature} is on and its module was not checked"),
            (false, found) => assert!(found.is_none(), "{feature} is off but has a module"),
        }
    }
}
