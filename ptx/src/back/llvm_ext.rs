//! The C++ shim's functions (`llvm_ext.cpp`), wrapped.

use inkwell::values::AsValueRef;

unsafe extern "C" {
    fn rocuda_set_sync_scope(value: inkwell::llvm_sys::prelude::LLVMValueRef, scope: *const u8, len: usize);
}

/// Sets the synchronization scope of an atomic instruction, fence, or atomic load or store.
/// `""` is the system scope, LLVM's default.
pub fn set_sync_scope(instruction: impl AsValueRef, scope: &str) {
    if scope.is_empty() {
        return;
    }
    // SAFETY: `instruction` is a live instruction of a live context; the shim only calls
    // `setSyncScopeID` on the instruction kinds that have one.
    unsafe { rocuda_set_sync_scope(instruction.as_value_ref(), scope.as_ptr(), scope.len()) }
}
