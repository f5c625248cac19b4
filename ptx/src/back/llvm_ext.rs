//! The C++ shim's functions (`llvm_ext.cpp`), wrapped.

use inkwell::values::{AsValueRef, InstructionValue};

unsafe extern "C" {
    fn rocuda_set_sync_scope(value: inkwell::llvm_sys::prelude::LLVMValueRef, scope: *const u8, len: usize);
}

/// Sets the synchronization scope of an atomic instruction, fence, or atomic load or store.
/// `""` is the system scope, LLVM's default.
pub fn set_sync_scope(instruction: InstructionValue<'_>, scope: &str) {
    if scope.is_empty() {
        return;
    }
    // SAFETY: the shim casts the value to `llvm::Instruction` unchecked, which it is: an
    // `InstructionValue` is a live instruction, of a context its lifetime keeps alive. It
    // calls `setSyncScopeID` only on the kinds that have one, and reads `scope` by pointer
    // and length, within the string.
    unsafe { rocuda_set_sync_scope(instruction.as_value_ref(), scope.as_ptr(), scope.len()) }
}
