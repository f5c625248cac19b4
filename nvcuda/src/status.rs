//! HIP's and comgr's statuses as the driver API's.
//!
//! HIP numbers most errors as CUDA does; where HIP has an error of the runtime API's kind
//! (invalid configuration, pitch, memcpy direction) the driver API's answer for the same
//! mistake is `CUDA_ERROR_INVALID_VALUE`. Every value the headers define is mapped (a
//! generated test checks it); `None` is only for a value a newer ROCm may add.

use comgr_sys::amd_comgr_status_t as Comgr;
use hip_sys::hipError_t as Hip;

use crate::types::CUresult as Cu;

pub fn from_hip(status: Hip) -> Option<Cu> {
    Some(match status {
        Hip::hipSuccess => Cu::CUDA_SUCCESS,
        Hip::hipErrorInvalidValue => Cu::CUDA_ERROR_INVALID_VALUE,
        Hip::hipErrorOutOfMemory => Cu::CUDA_ERROR_OUT_OF_MEMORY,
        Hip::hipErrorNotInitialized => Cu::CUDA_ERROR_NOT_INITIALIZED,
        Hip::hipErrorDeinitialized => Cu::CUDA_ERROR_DEINITIALIZED,
        Hip::hipErrorProfilerDisabled => Cu::CUDA_ERROR_PROFILER_DISABLED,
        Hip::hipErrorProfilerNotInitialized => Cu::CUDA_ERROR_PROFILER_NOT_INITIALIZED,
        Hip::hipErrorProfilerAlreadyStarted => Cu::CUDA_ERROR_PROFILER_ALREADY_STARTED,
        Hip::hipErrorProfilerAlreadyStopped => Cu::CUDA_ERROR_PROFILER_ALREADY_STOPPED,
        Hip::hipErrorInvalidConfiguration
        | Hip::hipErrorInvalidPitchValue
        | Hip::hipErrorInvalidDevicePointer
        | Hip::hipErrorInvalidMemcpyDirection
        | Hip::hipErrorMissingConfiguration
        | Hip::hipErrorInvalidChannelDescriptor
        | Hip::hipErrorInvalidTexture => Cu::CUDA_ERROR_INVALID_VALUE,
        Hip::hipErrorInvalidSymbol | Hip::hipErrorSharedObjectSymbolNotFound => Cu::CUDA_ERROR_NOT_FOUND,
        Hip::hipErrorInsufficientDriver => Cu::CUDA_ERROR_SYSTEM_DRIVER_MISMATCH,
        Hip::hipErrorPriorLaunchFailure | Hip::hipErrorLaunchFailure => Cu::CUDA_ERROR_LAUNCH_FAILED,
        Hip::hipErrorInvalidDeviceFunction | Hip::hipErrorInvalidHandle => Cu::CUDA_ERROR_INVALID_HANDLE,
        Hip::hipErrorNoDevice => Cu::CUDA_ERROR_NO_DEVICE,
        Hip::hipErrorInvalidDevice => Cu::CUDA_ERROR_INVALID_DEVICE,
        Hip::hipErrorInvalidImage => Cu::CUDA_ERROR_INVALID_IMAGE,
        Hip::hipErrorInvalidContext => Cu::CUDA_ERROR_INVALID_CONTEXT,
        Hip::hipErrorContextAlreadyCurrent => Cu::CUDA_ERROR_CONTEXT_ALREADY_CURRENT,
        Hip::hipErrorMapFailed => Cu::CUDA_ERROR_MAP_FAILED,
        Hip::hipErrorUnmapFailed => Cu::CUDA_ERROR_UNMAP_FAILED,
        Hip::hipErrorArrayIsMapped => Cu::CUDA_ERROR_ARRAY_IS_MAPPED,
        Hip::hipErrorAlreadyMapped => Cu::CUDA_ERROR_ALREADY_MAPPED,
        Hip::hipErrorNoBinaryForGpu => Cu::CUDA_ERROR_NO_BINARY_FOR_GPU,
        Hip::hipErrorAlreadyAcquired => Cu::CUDA_ERROR_ALREADY_ACQUIRED,
        Hip::hipErrorNotMapped => Cu::CUDA_ERROR_NOT_MAPPED,
        Hip::hipErrorNotMappedAsArray => Cu::CUDA_ERROR_NOT_MAPPED_AS_ARRAY,
        Hip::hipErrorNotMappedAsPointer => Cu::CUDA_ERROR_NOT_MAPPED_AS_POINTER,
        Hip::hipErrorECCNotCorrectable => Cu::CUDA_ERROR_ECC_UNCORRECTABLE,
        Hip::hipErrorUnsupportedLimit => Cu::CUDA_ERROR_UNSUPPORTED_LIMIT,
        Hip::hipErrorContextAlreadyInUse => Cu::CUDA_ERROR_CONTEXT_ALREADY_IN_USE,
        Hip::hipErrorPeerAccessUnsupported => Cu::CUDA_ERROR_PEER_ACCESS_UNSUPPORTED,
        Hip::hipErrorInvalidKernelFile => Cu::CUDA_ERROR_INVALID_PTX,
        Hip::hipErrorInvalidGraphicsContext => Cu::CUDA_ERROR_INVALID_GRAPHICS_CONTEXT,
        Hip::hipErrorInvalidSource => Cu::CUDA_ERROR_INVALID_SOURCE,
        Hip::hipErrorFileNotFound => Cu::CUDA_ERROR_FILE_NOT_FOUND,
        Hip::hipErrorSharedObjectInitFailed => Cu::CUDA_ERROR_SHARED_OBJECT_INIT_FAILED,
        Hip::hipErrorOperatingSystem => Cu::CUDA_ERROR_OPERATING_SYSTEM,
        Hip::hipErrorIllegalState => Cu::CUDA_ERROR_ILLEGAL_STATE,
        Hip::hipErrorNotFound => Cu::CUDA_ERROR_NOT_FOUND,
        Hip::hipErrorNotReady => Cu::CUDA_ERROR_NOT_READY,
        Hip::hipErrorIllegalAddress => Cu::CUDA_ERROR_ILLEGAL_ADDRESS,
        Hip::hipErrorLaunchOutOfResources => Cu::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES,
        Hip::hipErrorLaunchTimeOut => Cu::CUDA_ERROR_LAUNCH_TIMEOUT,
        Hip::hipErrorPeerAccessAlreadyEnabled => Cu::CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED,
        Hip::hipErrorPeerAccessNotEnabled => Cu::CUDA_ERROR_PEER_ACCESS_NOT_ENABLED,
        Hip::hipErrorSetOnActiveProcess => Cu::CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE,
        Hip::hipErrorContextIsDestroyed => Cu::CUDA_ERROR_CONTEXT_IS_DESTROYED,
        Hip::hipErrorAssert => Cu::CUDA_ERROR_ASSERT,
        Hip::hipErrorHostMemoryAlreadyRegistered => Cu::CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED,
        Hip::hipErrorHostMemoryNotRegistered => Cu::CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
        Hip::hipErrorCooperativeLaunchTooLarge => Cu::CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE,
        Hip::hipErrorNotSupported => Cu::CUDA_ERROR_NOT_SUPPORTED,
        Hip::hipErrorStreamCaptureUnsupported => Cu::CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED,
        Hip::hipErrorStreamCaptureInvalidated => Cu::CUDA_ERROR_STREAM_CAPTURE_INVALIDATED,
        Hip::hipErrorStreamCaptureMerge => Cu::CUDA_ERROR_STREAM_CAPTURE_MERGE,
        Hip::hipErrorStreamCaptureUnmatched => Cu::CUDA_ERROR_STREAM_CAPTURE_UNMATCHED,
        Hip::hipErrorStreamCaptureUnjoined => Cu::CUDA_ERROR_STREAM_CAPTURE_UNJOINED,
        Hip::hipErrorStreamCaptureIsolation => Cu::CUDA_ERROR_STREAM_CAPTURE_ISOLATION,
        Hip::hipErrorStreamCaptureImplicit => Cu::CUDA_ERROR_STREAM_CAPTURE_IMPLICIT,
        Hip::hipErrorCapturedEvent => Cu::CUDA_ERROR_CAPTURED_EVENT,
        Hip::hipErrorStreamCaptureWrongThread => Cu::CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD,
        Hip::hipErrorGraphExecUpdateFailure => Cu::CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE,
        // Failures inside ROCm's runtime with no CUDA counterpart.
        Hip::hipErrorUnknown | Hip::hipErrorRuntimeMemory | Hip::hipErrorRuntimeOther | Hip::hipErrorTbd => Cu::CUDA_ERROR_UNKNOWN,
        _ => return None,
    })
}

/// comgr compiles and links code objects when a module loads: its failures are the image's.
pub fn from_comgr(status: Comgr) -> Option<Cu> {
    Some(match status {
        Comgr::AMD_COMGR_STATUS_SUCCESS => Cu::CUDA_SUCCESS,
        Comgr::AMD_COMGR_STATUS_ERROR => Cu::CUDA_ERROR_INVALID_IMAGE,
        Comgr::AMD_COMGR_STATUS_ERROR_INVALID_ARGUMENT => Cu::CUDA_ERROR_INVALID_VALUE,
        Comgr::AMD_COMGR_STATUS_ERROR_OUT_OF_RESOURCES => Cu::CUDA_ERROR_OUT_OF_MEMORY,
        _ => return None,
    })
}
