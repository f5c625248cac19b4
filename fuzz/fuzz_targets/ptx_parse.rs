//! The PTX front end and the IR passes on arbitrary text: they must return (a module, or an
//! error) and never crash, whatever the input.

#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(mut module) = rocuda_ptx::front::parse(text) {
        rocuda_ptx::passes::run(&mut module);
    }
});
