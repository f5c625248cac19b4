// What LLVM's C API lacks and the PTX back end needs: setting an atomic instruction's or a
// fence's synchronization scope ("workgroup", "agent", "wavefront", ...).

#include <llvm-c/Core.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>

extern "C" void rocuda_set_sync_scope(LLVMValueRef value, const char *scope, size_t scope_len) {
    llvm::Instruction *instruction = llvm::unwrap<llvm::Instruction>(value);
    llvm::SyncScope::ID id = instruction->getContext().getOrInsertSyncScopeID(llvm::StringRef(scope, scope_len));
    if (auto *rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(instruction)) {
        rmw->setSyncScopeID(id);
    } else if (auto *cmpxchg = llvm::dyn_cast<llvm::AtomicCmpXchgInst>(instruction)) {
        cmpxchg->setSyncScopeID(id);
    } else if (auto *fence = llvm::dyn_cast<llvm::FenceInst>(instruction)) {
        fence->setSyncScopeID(id);
    } else if (auto *load = llvm::dyn_cast<llvm::LoadInst>(instruction)) {
        load->setSyncScopeID(id);
    } else if (auto *store = llvm::dyn_cast<llvm::StoreInst>(instruction)) {
        store->setSyncScopeID(id);
    }
}
