//! Warp collectives: which waiting lanes complete together, and what each receives.
//!
//! The block scheduler runs every runnable lane of a warp until it suspends, then asks
//! [`resolve`] which lanes can continue. The rules are PTX's:
//!
//! - A `.sync` collective (shuffle, vote/ballot, `bar.warp.sync`) completes when every
//!   non-exited lane of its member mask waits at a collective of the same kind with the same
//!   mask — at any call site, as on Volta and later GPUs. Lanes of the mask that have exited
//!   do not take part.
//! - `activemask` has no mask: it answers the lanes executing it together. Those are the
//!   lanes waiting at the same call site once nothing else in the warp can move, so it is
//!   resolved last: a lane still on its way (held at a `.sync` collective that is about to
//!   complete) joins the others first. Among call sites, the one the compiler numbered
//!   first (the earliest in the program) goes first: lanes inside a divergent branch run
//!   their `activemask` before the lanes waiting after the branch do, and then join them
//!   there, as a GPU's warp reconverges.
//!
//! A shuffle whose source lane takes no part returns the lane's own value (the PTX ISA
//! leaves it undefined).

pub const WARP_SIZE: usize = 32;

/// A lane's pending collective.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    Shuffle { value: u32, src: u32, mask: u32 },
    Ballot { pred: bool, mask: u32 },
    Sync { mask: u32 },
    ActiveMask { site: u32 },
}

impl Request {
    /// The member mask of a `.sync` collective.
    fn mask(self) -> Option<u32> {
        match self {
            Request::Shuffle { mask, .. } | Request::Ballot { mask, .. } | Request::Sync { mask } => Some(mask),
            Request::ActiveMask { .. } => None,
        }
    }

    /// Whether two requests are the same collective (kind and mask), values aside.
    fn same_collective(self, other: Request) -> bool {
        match (self, other) {
            (Request::Shuffle { mask: a, .. }, Request::Shuffle { mask: b, .. })
            | (Request::Ballot { mask: a, .. }, Request::Ballot { mask: b, .. })
            | (Request::Sync { mask: a }, Request::Sync { mask: b }) => a == b,
            _ => false,
        }
    }
}

fn lanes(mask: u32) -> impl Iterator<Item = usize> {
    (0..WARP_SIZE).filter(move |lane| mask & (1 << lane) != 0)
}

/// The lanes that can continue, each with the value its collective returns. `waiting[l]` is
/// lane `l`'s pending collective; `live` the lanes that exist and have not exited. Called
/// when no lane of the warp is runnable; empty when no collective can complete yet.
pub fn resolve(waiting: &[Option<Request>; WARP_SIZE], live: u32) -> Vec<(usize, u32)> {
    let mut resolved = Vec::new();
    let mut done = 0u32;
    for lane in 0..WARP_SIZE {
        let Some(request) = waiting[lane] else { continue };
        let Some(mask) = request.mask() else { continue };
        if done & (1 << lane) != 0 {
            continue;
        }
        let group = lanes(u32::MAX).filter(|&l| waiting[l].is_some_and(|r| r.same_collective(request))).fold(0u32, |m, l| m | 1 << l);
        if mask & live & !group != 0 {
            // A member has not arrived yet.
            continue;
        }
        done |= group;
        resolved.extend(complete(waiting, group));
    }
    if !resolved.is_empty() {
        return resolved;
    }
    let site_of = |lane: usize| match waiting[lane] {
        Some(Request::ActiveMask { site }) => Some(site),
        _ => None,
    };
    let Some(first) = (0..WARP_SIZE).filter_map(site_of).min() else { return resolved };
    let mask = (0..WARP_SIZE).filter(|&lane| site_of(lane) == Some(first)).fold(0u32, |m, lane| m | 1 << lane);
    lanes(mask).map(|lane| (lane, mask)).collect()
}

/// The results of one complete group of the same `.sync` collective.
fn complete(waiting: &[Option<Request>; WARP_SIZE], group: u32) -> Vec<(usize, u32)> {
    let request = |lane: usize| waiting[lane].expect("a group holds waiting lanes");
    lanes(group)
        .map(|lane| {
            let result = match request(lane) {
                Request::Shuffle { value, src, .. } => {
                    let src = src as usize;
                    if src < WARP_SIZE && group & (1 << src) != 0 {
                        match request(src) {
                            Request::Shuffle { value, .. } => value,
                            _ => unreachable!("a group holds one kind of collective"),
                        }
                    } else {
                        value
                    }
                }
                Request::Ballot { .. } => lanes(group).filter(|&l| matches!(request(l), Request::Ballot { pred: true, .. })).fold(0, |m, l| m | 1 << l),
                Request::Sync { .. } => 0,
                Request::ActiveMask { .. } => unreachable!("activemask is resolved by site"),
            };
            (lane, result)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn none() -> [Option<Request>; WARP_SIZE] {
        [None; WARP_SIZE]
    }

    /// Sets the requests of `lanes`.
    fn set(waiting: &mut [Option<Request>; WARP_SIZE], lanes: std::ops::Range<usize>, request: impl Fn(usize) -> Request) {
        for lane in lanes {
            waiting[lane] = Some(request(lane));
        }
    }

    #[test]
    fn a_full_shuffle_waits_for_every_live_lane() {
        let mut waiting = none();
        set(&mut waiting, 0..31, |lane| Request::Shuffle { value: lane as u32 * 10, src: (lane as u32 + 1) % 32, mask: u32::MAX });
        assert!(resolve(&waiting, u32::MAX).is_empty(), "lane 31 has not arrived");
        // Lane 31 exited: the rest complete; lane 30's source is gone, so it keeps its value.
        let resolved = resolve(&waiting, u32::MAX >> 1);
        assert_eq!(resolved.len(), 31);
        assert_eq!(resolved[0], (0, 10));
        assert_eq!(resolved[30], (30, 300));
    }

    #[test]
    fn two_halves_with_their_own_masks_complete_separately() {
        let mut waiting = none();
        set(&mut waiting, 0..16, |lane| Request::Ballot { pred: lane % 2 == 0, mask: 0xffff });
        set(&mut waiting, 16..32, |lane| Request::Ballot { pred: lane >= 30, mask: 0xffff_0000 });
        let resolved = resolve(&waiting, u32::MAX);
        assert_eq!(resolved.len(), 32);
        assert!(resolved.iter().filter(|(l, _)| *l < 16).all(|(_, v)| *v == 0x5555));
        assert!(resolved.iter().filter(|(l, _)| *l >= 16).all(|(_, v)| *v == 0xc000_0000));
    }

    #[test]
    fn activemask_groups_lanes_by_call_site_after_everything_else() {
        let mut waiting = none();
        set(&mut waiting, 0..20, |_| Request::ActiveMask { site: 1 });
        set(&mut waiting, 20..32, |_| Request::Sync { mask: 0xfff0_0000 });
        // The warp sync completes first; activemask waits for those lanes.
        let resolved = resolve(&waiting, u32::MAX);
        assert_eq!(resolved.iter().map(|(l, _)| *l).collect::<Vec<_>>(), (20..32).collect::<Vec<_>>());
        set(&mut waiting, 20..32, |_| Request::ActiveMask { site: 2 });
        // The earlier site first; the later one waits for lanes that may still join it.
        let resolved = resolve(&waiting, u32::MAX);
        assert_eq!(resolved.len(), 20);
        assert_eq!(resolved[0], (0, 0x000f_ffff));
        set(&mut waiting, 0..20, |_| Request::ActiveMask { site: 2 });
        let resolved = resolve(&waiting, u32::MAX);
        assert_eq!(resolved[31], (31, u32::MAX));
    }

    #[test]
    fn different_kinds_with_one_mask_do_not_mix() {
        let mut waiting = none();
        waiting[0] = Some(Request::Sync { mask: 3 });
        waiting[1] = Some(Request::Ballot { pred: true, mask: 3 });
        assert!(resolve(&waiting, 3).is_empty());
    }
}
