//! The names and descriptions of a library's statuses as C strings (`cuGetErrorName`,
//! `cublasGetStatusString`, `hipGetErrorString`, ...), made once so that the pointers handed
//! to callers stay valid for the life of the process, as the vendors' do.

use std::collections::HashMap;
use std::ffi::{CStr, CString};

use crate::convert::CEnum;

pub struct StatusTexts {
    /// Raw value → (name, description).
    texts: HashMap<i64, (CString, CString)>,
}

impl StatusTexts {
    /// Every value the header defines, described by `describe` or else by its name.
    pub fn new<E: CEnum>(describe: impl Fn(E) -> Option<&'static str>) -> StatusTexts {
        let texts = E::VALUES
            .iter()
            .filter_map(|&status| {
                let name = status.name()?;
                let description = describe(status).unwrap_or(name);
                Some((status.value(), (CString::new(name).ok()?, CString::new(description).ok()?)))
            })
            .collect();
        StatusTexts { texts }
    }

    /// The name, for a value the header defines.
    pub fn name<E: CEnum>(&self, status: E) -> Option<&CStr> {
        self.texts.get(&status.value()).map(|(name, _)| name.as_c_str())
    }

    /// The description, for a value the header defines.
    pub fn description<E: CEnum>(&self, status: E) -> Option<&CStr> {
        self.texts.get(&status.value()).map(|(_, description)| description.as_c_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    struct Status(u32);

    impl CEnum for Status {
        const C_NAME: &'static str = "status_t";
        const VALUES: &'static [Self] = &[Status(0), Status(3)];
        fn value(self) -> i64 {
            self.0.into()
        }
        fn name(self) -> Option<&'static str> {
            match self.0 {
                0 => Some("OK"),
                3 => Some("BROKEN"),
                _ => None,
            }
        }
    }

    #[test]
    fn defined_values_have_a_name_and_a_description() {
        let texts = StatusTexts::new(|s: Status| (s.0 == 0).then_some("no error"));
        assert_eq!(texts.name(Status(3)), Some(c"BROKEN"));
        assert_eq!(texts.description(Status(0)), Some(c"no error"));
        assert_eq!(texts.description(Status(3)), Some(c"BROKEN"), "the name stands in for a missing description");
        assert_eq!(texts.name(Status(7)), None);
        assert_eq!(texts.description(Status(7)), None);
    }
}
