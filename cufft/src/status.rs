//! hipFFT's results as cuFFT's: the same names and numbers. Every value the header defines is
//! mapped (a generated test checks it); `None` is only for a value a newer ROCm may add.

use hipfft_sys::hipfftResult as Hip;

use crate::types::cufftResult as Cu;

pub fn from_hipfft(status: Hip) -> Option<Cu> {
    Some(match status {
        Hip::HIPFFT_SUCCESS => Cu::CUFFT_SUCCESS,
        Hip::HIPFFT_INVALID_PLAN => Cu::CUFFT_INVALID_PLAN,
        Hip::HIPFFT_ALLOC_FAILED => Cu::CUFFT_ALLOC_FAILED,
        Hip::HIPFFT_INVALID_TYPE => Cu::CUFFT_INVALID_TYPE,
        Hip::HIPFFT_INVALID_VALUE => Cu::CUFFT_INVALID_VALUE,
        Hip::HIPFFT_INTERNAL_ERROR => Cu::CUFFT_INTERNAL_ERROR,
        Hip::HIPFFT_EXEC_FAILED => Cu::CUFFT_EXEC_FAILED,
        Hip::HIPFFT_SETUP_FAILED => Cu::CUFFT_SETUP_FAILED,
        Hip::HIPFFT_INVALID_SIZE => Cu::CUFFT_INVALID_SIZE,
        Hip::HIPFFT_UNALIGNED_DATA => Cu::CUFFT_UNALIGNED_DATA,
        Hip::HIPFFT_INCOMPLETE_PARAMETER_LIST => Cu::CUFFT_INCOMPLETE_PARAMETER_LIST,
        Hip::HIPFFT_INVALID_DEVICE => Cu::CUFFT_INVALID_DEVICE,
        Hip::HIPFFT_PARSE_ERROR => Cu::CUFFT_PARSE_ERROR,
        Hip::HIPFFT_NO_WORKSPACE => Cu::CUFFT_NO_WORKSPACE,
        Hip::HIPFFT_NOT_IMPLEMENTED => Cu::CUFFT_NOT_IMPLEMENTED,
        Hip::HIPFFT_NOT_SUPPORTED => Cu::CUFFT_NOT_SUPPORTED,
        _ => return None,
    })
}
