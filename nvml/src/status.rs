//! ROCm SMI's statuses as NVML's. ROCm SMI reads the GPU through sysfs and libdrm: its file,
//! interrupt and data-shape errors have no NVML counterpart but the operating system's or
//! `UNKNOWN`. Every value the header defines is mapped (a generated test checks it); `None` is
//! only for a value a newer ROCm may add.

use rocm_smi_sys::rsmi_status_t as Rsmi;

use crate::types::nvmlReturn_t as Nvml;

pub fn from_rsmi(status: Rsmi) -> Option<Nvml> {
    Some(match status {
        Rsmi::RSMI_STATUS_SUCCESS => Nvml::NVML_SUCCESS,
        Rsmi::RSMI_STATUS_INVALID_ARGS | Rsmi::RSMI_STATUS_INPUT_OUT_OF_BOUNDS => Nvml::NVML_ERROR_INVALID_ARGUMENT,
        Rsmi::RSMI_STATUS_NOT_SUPPORTED | Rsmi::RSMI_STATUS_NOT_YET_IMPLEMENTED | Rsmi::RSMI_STATUS_SETTING_UNAVAILABLE => Nvml::NVML_ERROR_NOT_SUPPORTED,
        Rsmi::RSMI_STATUS_FILE_ERROR => Nvml::NVML_ERROR_OPERATING_SYSTEM,
        Rsmi::RSMI_STATUS_PERMISSION => Nvml::NVML_ERROR_NO_PERMISSION,
        Rsmi::RSMI_STATUS_OUT_OF_RESOURCES => Nvml::NVML_ERROR_MEMORY,
        Rsmi::RSMI_STATUS_INIT_ERROR => Nvml::NVML_ERROR_UNINITIALIZED,
        Rsmi::RSMI_STATUS_NOT_FOUND => Nvml::NVML_ERROR_NOT_FOUND,
        Rsmi::RSMI_STATUS_INSUFFICIENT_SIZE => Nvml::NVML_ERROR_INSUFFICIENT_SIZE,
        Rsmi::RSMI_STATUS_NO_DATA => Nvml::NVML_ERROR_NO_DATA,
        Rsmi::RSMI_STATUS_BUSY => Nvml::NVML_ERROR_IN_USE,
        Rsmi::RSMI_STATUS_AMDGPU_RESTART_ERR => Nvml::NVML_ERROR_RESET_REQUIRED,
        Rsmi::RSMI_STATUS_FAIL_LOAD_MODULE => Nvml::NVML_ERROR_LIBRARY_NOT_FOUND,
        Rsmi::RSMI_STATUS_FAIL_LOAD_SYMBOL => Nvml::NVML_ERROR_FUNCTION_NOT_FOUND,
        Rsmi::RSMI_STATUS_INTERNAL_EXCEPTION
        | Rsmi::RSMI_STATUS_INTERRUPT
        | Rsmi::RSMI_STATUS_UNEXPECTED_SIZE
        | Rsmi::RSMI_STATUS_UNEXPECTED_DATA
        | Rsmi::RSMI_STATUS_REFCOUNT_OVERFLOW
        | Rsmi::RSMI_STATUS_DRM_ERROR
        | Rsmi::RSMI_STATUS_UNKNOWN_ERROR => Nvml::NVML_ERROR_UNKNOWN,
        _ => return None,
    })
}
