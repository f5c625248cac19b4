//! An instruction's modifiers, consumed as they are understood; any left over is an error
//! that names it.

use crate::ir::{CacheHints, FloatMode, IntRounding, Rounding, ScalarType, Scope, Semantics, StateSpace};

pub(super) struct Modifiers<'a> {
    list: Vec<&'a str>,
    used: Vec<bool>,
}

pub(super) type Result<T> = std::result::Result<T, String>;

impl<'a> Modifiers<'a> {
    pub fn new(list: &[&'a str]) -> Modifiers<'a> {
        Modifiers { list: list.to_vec(), used: vec![false; list.len()] }
    }

    /// Takes `name` if present.
    pub fn take(&mut self, name: &str) -> bool {
        for (i, modifier) in self.list.iter().enumerate() {
            if !self.used[i] && *modifier == name {
                self.used[i] = true;
                return true;
            }
        }
        false
    }

    /// Takes the first of `names` present.
    pub fn take_any(&mut self, names: &[&'static str]) -> Option<&'static str> {
        names.iter().copied().find(|name| self.take(name))
    }

    /// Takes a modifier for which `f` gives a value.
    pub fn take_map<T>(&mut self, f: impl Fn(&str) -> Option<T>) -> Option<T> {
        for (i, modifier) in self.list.iter().enumerate() {
            if !self.used[i]
                && let Some(value) = f(modifier)
            {
                self.used[i] = true;
                return Some(value);
            }
        }
        None
    }

    /// Takes every type modifier, in order.
    pub fn types(&mut self) -> Vec<ScalarType> {
        let mut types = Vec::new();
        while let Some(ty) = self.take_map(ScalarType::from_name) {
            types.push(ty);
        }
        types
    }

    /// Exactly one type.
    pub fn ty(&mut self) -> Result<ScalarType> {
        match self.types()[..] {
            [ty] => Ok(ty),
            [] => Err("no type".into()),
            _ => Err("more than one type".into()),
        }
    }

    /// Exactly two types (destination, source).
    pub fn two_types(&mut self) -> Result<(ScalarType, ScalarType)> {
        match self.types()[..] {
            [a, b] => Ok((a, b)),
            _ => Err("expected two types".into()),
        }
    }

    pub fn rounding(&mut self) -> Option<Rounding> {
        self.take_map(|m| match m {
            "rn" => Some(Rounding::Nearest),
            "rz" => Some(Rounding::Zero),
            "rm" => Some(Rounding::Down),
            "rp" => Some(Rounding::Up),
            "rna" => Some(Rounding::NearestAway),
            _ => None,
        })
    }

    pub fn int_rounding(&mut self) -> Option<IntRounding> {
        self.take_map(|m| match m {
            "rni" => Some(IntRounding::Nearest),
            "rzi" => Some(IntRounding::Zero),
            "rmi" => Some(IntRounding::Down),
            "rpi" => Some(IntRounding::Up),
            _ => None,
        })
    }

    /// Rounding, `.ftz` and `.sat`.
    pub fn float_mode(&mut self) -> FloatMode {
        FloatMode { rounding: self.rounding(), ftz: self.take("ftz"), sat: self.take("sat") }
    }

    /// A state space modifier; `None` if there is none (generic).
    pub fn space(&mut self) -> Option<StateSpace> {
        self.take_map(|m| match m {
            "global" => Some(StateSpace::Global),
            "shared" | "shared::cta" => Some(StateSpace::Shared),
            "shared::cluster" => Some(StateSpace::SharedCluster),
            "local" => Some(StateSpace::Local),
            "const" => Some(StateSpace::Const),
            "param" | "param::entry" | "param::func" => Some(StateSpace::Param),
            _ => None,
        })
    }

    pub fn semantics(&mut self) -> Semantics {
        self.take_map(|m| match m {
            "weak" => Some(Semantics::Weak),
            "volatile" => Some(Semantics::Volatile),
            "relaxed" => Some(Semantics::Relaxed),
            "acquire" => Some(Semantics::Acquire),
            "release" => Some(Semantics::Release),
            "acq_rel" => Some(Semantics::AcqRel),
            "sc" => Some(Semantics::SeqCst),
            "mmio" => Some(Semantics::Mmio),
            _ => None,
        })
        .unwrap_or_default()
    }

    pub fn scope(&mut self) -> Scope {
        self.take_map(|m| match m {
            "cta" => Some(Scope::Cta),
            "cluster" => Some(Scope::Cluster),
            "gpu" => Some(Scope::Gpu),
            "sys" => Some(Scope::Sys),
            _ => None,
        })
        .unwrap_or_default()
    }

    /// Cache operators and eviction priorities: hints for performance only. Reports whether
    /// one of them asks for a cache-policy operand (`.L2::cache_hint`).
    pub fn cache_hints(&mut self) -> (CacheHints, bool) {
        let mut hints = CacheHints::default();
        let mut policy_operand = false;
        while let Some(hint) = self.take_map(|m| {
            let known = matches!(
                m,
                "ca" | "cg"
                    | "cs"
                    | "lu"
                    | "cv"
                    | "wb"
                    | "wt"
                    | "L1::evict_normal"
                    | "L1::evict_unchanged"
                    | "L1::evict_first"
                    | "L1::evict_last"
                    | "L1::no_allocate"
                    | "L2::evict_first"
                    | "L2::evict_last"
                    | "L2::evict_normal"
                    | "L2::cache_hint"
                    | "L2::64B"
                    | "L2::128B"
                    | "L2::256B"
                    | "unified"
            );
            known.then(|| m.to_string())
        }) {
            match hint.as_str() {
                "cs" | "lu" | "L1::evict_first" | "L1::no_allocate" | "L2::evict_first" => hints.streaming = true,
                "cv" => hints.volatile_fetch = true,
                "L2::cache_hint" => policy_operand = true,
                _ => {}
            }
        }
        (hints, policy_operand)
    }

    /// A vector width (`.v2`, `.v4`, `.v8`), or 1.
    pub fn vector(&mut self) -> u8 {
        self.take_map(|m| match m {
            "v2" => Some(2),
            "v4" => Some(4),
            "v8" => Some(8),
            _ => None,
        })
        .unwrap_or(1)
    }

    /// Takes every modifier left: the instruction is kept uncompiled with all of them as
    /// written.
    pub fn take_rest(&mut self) {
        self.used.iter_mut().for_each(|used| *used = true);
    }

    /// Fails if any modifier was not understood, naming the first.
    pub fn finish(self) -> Result<()> {
        match self.list.iter().zip(&self.used).find(|(_, used)| !**used) {
            Some((modifier, _)) => Err(format!("unsupported modifier `.{modifier}`")),
            None => Ok(()),
        }
    }
}
