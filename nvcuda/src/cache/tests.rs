use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, SystemTime};

use tracing::{Event, Level, Metadata, span};

use super::settings::{self, DEFAULT_MAX_SIZE};
use super::*;

/// A folder of its own for one test, deleted afterwards.
struct TestDir(PathBuf);

impl TestDir {
    fn new(test: &str) -> TestDir {
        let path = std::env::temp_dir().join(format!("rocuda-cache-{test}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&path);
        fs::create_dir_all(&path).unwrap();
        TestDir(path)
    }
}

impl Drop for TestDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

/// Counts the `warn` events logged on this thread while `body` runs.
fn warnings_during<T>(body: impl FnOnce() -> T) -> (T, usize) {
    struct WarnCounter(Arc<AtomicUsize>);
    impl tracing::Subscriber for WarnCounter {
        fn enabled(&self, _: &Metadata<'_>) -> bool {
            true
        }
        fn new_span(&self, _: &span::Attributes<'_>) -> span::Id {
            span::Id::from_u64(1)
        }
        fn record(&self, _: &span::Id, _: &span::Record<'_>) {}
        fn record_follows_from(&self, _: &span::Id, _: &span::Id) {}
        fn event(&self, event: &Event<'_>) {
            if *event.metadata().level() == Level::WARN {
                self.0.fetch_add(1, Ordering::Relaxed);
            }
        }
        fn enter(&self, _: &span::Id) {}
        fn exit(&self, _: &span::Id) {}
    }
    let count = Arc::new(AtomicUsize::new(0));
    let result = tracing::subscriber::with_default(WarnCounter(count.clone()), body);
    (result, count.load(Ordering::Relaxed))
}

fn key(name: &str) -> Key {
    Key::new(name.as_bytes(), "test 1", "host", &["-O3"])
}

/// A payload of 1 to 32 KiB of bytes that depend on `name`, so that a read of the wrong entry
/// or of a mix of two entries shows.
fn payload(name: &str) -> Vec<u8> {
    // SplitMix64, seeded by the name's hash.
    let mut state = twox_hash::XxHash3_128::oneshot(name.as_bytes()) as u64;
    let mut next = move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let len = 1024 + (next() % (31 * 1024)) as usize;
    (0..len).map(|_| next() as u8).collect()
}

fn entry_path(cache: &Cache, key: &Key) -> PathBuf {
    cache.dir().join(key.file_name())
}

fn set_modified(path: &Path, time: SystemTime) {
    File::options().write(true).open(path).unwrap().set_modified(time).unwrap();
}

#[test]
fn a_stored_object_is_read_back_and_an_absent_one_is_a_miss() {
    let dir = TestDir::new("round-trip");
    let cache = Cache::at(dir.0.join("kernels"), DEFAULT_MAX_SIZE);
    assert_eq!(cache.get(&key("a")).map(|b| b.to_vec()), None);
    assert_eq!(cache.size(), 0, "no folder yet");
    cache.put(&key("a"), &payload("a"));
    cache.put(&key("empty"), b"");
    assert_eq!(cache.get(&key("a")).map(|b| b.to_vec()), Some(payload("a")));
    assert_eq!(cache.get(&key("empty")).map(|b| b.to_vec()), Some(Vec::new()));
    assert_eq!(cache.get(&key("b")).map(|b| b.to_vec()), None);
    assert_eq!(cache.size(), (2 * entry::HEADER_LEN + payload("a").len()) as u64);
    cache.put(&key("a"), b"replaced");
    assert_eq!(cache.get(&key("a")).map(|b| b.to_vec()), Some(b"replaced".to_vec()));
}

#[test]
fn each_part_of_the_key_matters() {
    let base = Key::new(b"ptx", "19.1", "gfx1100", &["-O3", "--wave32"]);
    assert_eq!(base, Key::new(b"ptx", "19.1", "gfx1100", &["-O3", "--wave32"]));
    let variants = [
        Key::new(b"ptx ", "19.1", "gfx1100", &["-O3", "--wave32"]),
        Key::new(b"ptx", "19.2", "gfx1100", &["-O3", "--wave32"]),
        Key::new(b"ptx", "19.1", "gfx1030", &["-O3", "--wave32"]),
        Key::new(b"ptx", "19.1", "gfx1100", &["-O2", "--wave32"]),
        Key::new(b"ptx", "19.1", "gfx1100", &["-O3"]),
        Key::new(b"ptx", "19.1", "gfx1100", &["-O3--wave32"]),
        Key::new(b"ptx", "19.1", "gfx1100", &["-O3", "--wave32", ""]),
        // The same bytes split differently between the parts.
        Key::new(b"ptx19.1", "", "gfx1100", &["-O3", "--wave32"]),
        Key::new(b"ptx", "19.1gfx1100", "", &["-O3", "--wave32"]),
    ];
    for (i, variant) in variants.iter().enumerate() {
        assert_ne!(*variant, base, "variant {i}");
        for other in &variants[i + 1..] {
            assert_ne!(variant, other);
        }
    }
    assert_eq!(base.to_string().len(), 32);
    assert!(is_entry_name(&base.file_name()));
}

#[test]
fn compile_errors_are_returned_and_nothing_is_stored() {
    let dir = TestDir::new("compile-error");
    let cache = Cache::at(&dir.0, DEFAULT_MAX_SIZE);
    let result = cache.get_or_insert_with(&key("bad"), || Err::<Vec<u8>, _>("no such opcode")).map(|b| b.to_vec());
    assert_eq!(result, Err("no such opcode"));
    assert_eq!(cache.get(&key("bad")).map(|b| b.to_vec()), None);
    let compiled = cache.get_or_insert_with(&key("good"), || Ok::<_, ()>(payload("good"))).map(|b| b.to_vec());
    assert_eq!(compiled, Ok(payload("good")));
    let hit = cache.get_or_insert_with(&key("good"), || -> Result<Vec<u8>, ()> { panic!("a hit must not compile") }).map(|b| b.to_vec());
    assert_eq!(hit, Ok(payload("good")));
}

/// Damages the stored entry of "k" with `damage`, then checks it is logged, deleted, reported
/// as a miss, and compiled and stored again by `get_or_insert_with`.
fn check_damage_is_repaired(test: &str, damage: impl FnOnce(&mut Vec<u8>)) {
    let dir = TestDir::new(test);
    let cache = Cache::at(&dir.0, DEFAULT_MAX_SIZE);
    let key = key("k");
    cache.put(&key, &payload("k"));
    let path = entry_path(&cache, &key);
    let mut bytes = fs::read(&path).unwrap();
    damage(&mut bytes);
    fs::write(&path, &bytes).unwrap();

    let (read, warnings) = warnings_during(|| cache.get(&key).map(|b| b.to_vec()));
    assert_eq!(read, None, "{test}: a damaged entry is a miss");
    assert_eq!(warnings, 1, "{test}: a damaged entry is logged");
    assert!(!path.exists(), "{test}: a damaged entry is deleted");

    let mut compiles = 0;
    let rebuilt = cache
        .get_or_insert_with(&key, || {
            compiles += 1;
            Ok::<_, ()>(payload("k"))
        })
        .map(|b| b.to_vec());
    assert_eq!(rebuilt, Ok(payload("k")));
    assert_eq!(compiles, 1);
    assert_eq!(cache.get(&key).map(|b| b.to_vec()), Some(payload("k")), "{test}: stored again");
}

#[test]
fn truncated_entries_are_deleted_and_rebuilt() {
    check_damage_is_repaired("truncated-empty", |bytes| bytes.clear());
    check_damage_is_repaired("truncated-header", |bytes| bytes.truncate(30));
    check_damage_is_repaired("truncated-payload", |bytes| {
        bytes.truncate(bytes.len() - 1);
    });
    check_damage_is_repaired("extended", |bytes| bytes.push(0));
}

#[test]
fn flipped_bytes_are_deleted_and_rebuilt() {
    check_damage_is_repaired("flipped-magic", |bytes| bytes[1] ^= 0x20);
    check_damage_is_repaired("flipped-length", |bytes| bytes[13] ^= 0x01);
    check_damage_is_repaired("flipped-checksum", |bytes| bytes[30] ^= 0x80);
    check_damage_is_repaired("flipped-payload", |bytes| {
        let middle = bytes.len() / 2;
        bytes[middle] ^= 0x04;
    });
}

#[test]
fn an_entry_under_another_keys_name_is_refused() {
    let dir = TestDir::new("renamed");
    let cache = Cache::at(&dir.0, DEFAULT_MAX_SIZE);
    cache.put(&key("a"), &payload("a"));
    fs::copy(entry_path(&cache, &key("a")), entry_path(&cache, &key("b"))).unwrap();
    let (read, warnings) = warnings_during(|| cache.get(&key("b")).map(|b| b.to_vec()));
    assert_eq!((read, warnings), (None, 1));
    assert!(!entry_path(&cache, &key("b")).exists());
    assert_eq!(cache.get(&key("a")).map(|b| b.to_vec()), Some(payload("a")));
}

#[test]
fn an_entry_of_another_format_version_is_a_miss_and_left_alone() {
    let dir = TestDir::new("version");
    let cache = Cache::at(&dir.0, DEFAULT_MAX_SIZE);
    cache.put(&key("a"), &payload("a"));
    let path = entry_path(&cache, &key("a"));
    let mut bytes = fs::read(&path).unwrap();
    bytes[8] = 1;
    fs::write(&path, &bytes).unwrap();
    let (read, warnings) = warnings_during(|| cache.get(&key("a")).map(|b| b.to_vec()));
    assert_eq!((read, warnings), (None, 0));
    assert!(path.exists());
    cache.put(&key("a"), &payload("a"));
    assert_eq!(cache.get(&key("a")).map(|b| b.to_vec()), Some(payload("a")));
}

#[test]
fn eviction_keeps_the_bound_and_deletes_least_recently_used_first() {
    let dir = TestDir::new("eviction");
    let entry_size = (entry::HEADER_LEN + 1000) as u64;
    let cache = Cache::at(&dir.0, 10 * entry_size);
    let keys: Vec<Key> = (0..11).map(|i| key(&format!("entry {i}"))).collect();
    for key in &keys[..10] {
        cache.put(key, &[7; 1000]);
    }
    assert_eq!(cache.size(), 10 * entry_size, "at the bound, nothing is evicted");
    // Entry i was last used i seconds after a moment long ago; then entry 0 is used now.
    let long_ago = SystemTime::now() - Duration::from_secs(1000);
    for (i, key) in keys[..10].iter().enumerate() {
        set_modified(&entry_path(&cache, key), long_ago + Duration::from_secs(i as u64));
    }
    assert!(cache.get(&keys[0]).map(|b| b.to_vec()).is_some());

    cache.put(&keys[10], &[7; 1000]);
    // Over the bound: down to 90% of it, the oldest first: entries 1 and 2.
    assert_eq!(cache.size(), 9 * entry_size);
    let present: Vec<bool> = keys.iter().map(|key| entry_path(&cache, key).exists()).collect();
    let mut expected = [true; 11];
    expected[1] = false;
    expected[2] = false;
    assert_eq!(present, expected);
}

#[test]
fn an_object_larger_than_the_bound_is_not_stored() {
    let dir = TestDir::new("too-large");
    let cache = Cache::at(&dir.0, 100);
    cache.put(&key("small"), &[1; 10]);
    cache.put(&key("large"), &[1; 100]);
    assert_eq!(cache.get(&key("small")).map(|b| b.to_vec()), Some(vec![1; 10]));
    assert_eq!(cache.get(&key("large")).map(|b| b.to_vec()), None);
}

#[test]
fn stale_temporary_files_are_cleaned_up_and_other_files_left_alone() {
    let dir = TestDir::new("temporary");
    let cache = Cache::at(&dir.0, DEFAULT_MAX_SIZE);
    let stale = dir.0.join(".tmp-1-0-0123456789abcdef");
    let fresh = dir.0.join(".tmp-1-1-0123456789abcdef");
    let foreign = dir.0.join("README");
    for path in [&stale, &fresh, &foreign] {
        fs::write(path, [0; 100]).unwrap();
    }
    set_modified(&stale, SystemTime::now() - 2 * STALE_TEMP_AGE);
    assert_eq!(cache.size(), 200, "temporary files count, other files do not");
    cache.put(&key("a"), b"a");
    assert!(!stale.exists());
    assert!(fresh.exists(), "a write may still be in progress");
    assert!(foreign.exists());
}

#[test]
fn an_unusable_folder_is_a_miss_logged_once() {
    let dir = TestDir::new("unusable");
    // A regular file where the folder should be: not even root can create the folder.
    fs::write(dir.0.join("file"), b"").unwrap();
    let cache = Cache::at(dir.0.join("file").join("kernels"), DEFAULT_MAX_SIZE);
    let ((), warnings) = warnings_during(|| {
        cache.put(&key("a"), b"a");
        cache.put(&key("b"), b"b");
        assert_eq!(cache.get(&key("a")).map(|b| b.to_vec()), None);
        let compiled = cache.get_or_insert_with(&key("a"), || Ok::<_, ()>(b"a".to_vec())).map(|b| b.to_vec());
        assert_eq!(compiled, Ok(b"a".to_vec()));
        assert_eq!(cache.size(), 0);
    });
    assert_eq!(warnings, 1);
}

#[test]
fn a_read_only_folder_still_serves_hits() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TestDir::new("read-only");
    let cache = Cache::at(&dir.0, DEFAULT_MAX_SIZE);
    cache.put(&key("a"), b"a");
    fs::set_permissions(&dir.0, fs::Permissions::from_mode(0o555)).unwrap();
    let (read, warnings) = warnings_during(|| {
        cache.put(&key("b"), b"b");
        (cache.get(&key("a")).map(|b| b.to_vec()), cache.get(&key("b")).map(|b| b.to_vec()))
    });
    let privileged = fs::write(dir.0.join("probe"), b"").is_ok();
    fs::set_permissions(&dir.0, fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(read.0, Some(b"a".to_vec()));
    if !privileged {
        // Root writes through permissions; only another user sees the store fail.
        assert_eq!((read.1, warnings), (None, 1));
    }
}

#[test]
fn switched_off_the_cache_does_not_exist() {
    let dir = TestDir::new("off");
    assert_eq!(settings::settings(Some("off"), &dir.0, None), None);
    let on = settings::settings(None, &dir.0, Some("1M")).unwrap();
    let cache = Cache::at(on.dir, on.max_size);
    assert_eq!(cache.dir(), dir.0.join("kernels"));
    assert_eq!(cache.max_size(), 1 << 20);
    assert!(!cache.dir().exists(), "nothing is created before a store");
    cache.put(&key("a"), b"a");
    assert!(entry_path(&cache, &key("a")).exists());
}

/// Stores and reads objects under keys shared with other workers and keys of its own, checking
/// every read, while the cache is kept small enough that eviction runs all the time. Returns
/// the number of hits.
fn share_one_cache(cache: &Cache, worker: u64, operations: usize) -> usize {
    let mut state = (worker + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let mut hits = 0;
    for _ in 0..operations {
        // xorshift64: a reproducible mix of operations for each worker.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let name = if state & 1 == 0 { format!("shared {}", (state >> 8) % 16) } else { format!("worker {worker}: {}", (state >> 8) % 16) };
        let key = key(&name);
        match (state >> 16) % 3 {
            0 => match cache.get(&key).map(|b| b.to_vec()) {
                Some(bytes) => {
                    assert!(bytes == payload(&name), "{name}: read the wrong bytes");
                    hits += 1;
                }
                None => cache.put(&key, &payload(&name)),
            },
            1 => {
                let mut compiled = false;
                let bytes = cache
                    .get_or_insert_with(&key, || {
                        compiled = true;
                        Ok::<_, ()>(payload(&name))
                    })
                    .map(|b| b.to_vec());
                assert!(bytes == Ok(payload(&name)), "{name}: read the wrong bytes");
                hits += usize::from(!compiled);
            }
            _ => cache.put(&key, &payload(&name)),
        }
    }
    hits
}

const SHARED_MAX_SIZE: u64 = 256 << 10;

/// Checks that every file left in the folder is a valid entry of a name the workers used and
/// that the folder is within its bound.
fn check_shared_folder(cache: &Cache, workers: u64) {
    let mut names: Vec<String> = (0..16).map(|i| format!("shared {i}")).collect();
    for worker in 0..workers {
        names.extend((0..16).map(|i| format!("worker {worker}: {i}")));
    }
    let by_file: HashMap<String, String> = names.into_iter().map(|name| (key(&name).file_name(), name)).collect();
    let mut entries = 0;
    for file in fs::read_dir(cache.dir()).unwrap() {
        let file = file.unwrap();
        let file_name = file.file_name().into_string().unwrap();
        let name = by_file.get(&file_name).unwrap_or_else(|| panic!("unexpected file {file_name}"));
        let bytes = fs::read(file.path()).unwrap();
        let start = entry::check(&key(name), &bytes).unwrap_or_else(|problem| panic!("{name}: {problem}"));
        assert!(bytes[start..] == payload(name), "{name}: wrong payload");
        entries += 1;
    }
    assert!(entries > 0);
    assert!(cache.size() <= SHARED_MAX_SIZE, "{} bytes", cache.size());
}

#[test]
fn threads_share_one_cache() {
    let dir = TestDir::new("threads");
    let cache = Cache::at(&dir.0, SHARED_MAX_SIZE);
    let hits: usize = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..8)
            .map(|worker| {
                let cache = &cache;
                scope.spawn(move || {
                    let (hits, warnings) = warnings_during(|| share_one_cache(cache, worker, 300));
                    assert_eq!(warnings, 0, "no entry is ever seen damaged");
                    hits
                })
            })
            .collect();
        workers.into_iter().map(|worker| worker.join().unwrap()).sum()
    });
    assert!(hits > 0);
    check_shared_folder(&cache, 8);
}

/// Set in the processes [`processes_share_one_directory`] starts: the folder and worker number.
const CHILD_DIR: &str = "NVCUDA_CACHE_TEST_DIR";
const CHILD_WORKER: &str = "NVCUDA_CACHE_TEST_WORKER";

#[test]
fn processes_share_one_directory() {
    if let (Some(dir), Some(worker)) = (std::env::var_os(CHILD_DIR), std::env::var_os(CHILD_WORKER)) {
        let worker: u64 = worker.to_str().unwrap().parse().unwrap();
        let cache = Cache::at(dir, SHARED_MAX_SIZE);
        let (hits, warnings) = warnings_during(|| share_one_cache(&cache, worker, 400));
        assert_eq!(warnings, 0, "no entry is ever seen damaged");
        assert!(hits > 0);
        return;
    }
    const WORKERS: u64 = 6;
    let dir = TestDir::new("processes");
    // This test's name as the test harness knows it: the module path without the crate.
    let module = module_path!().split_once("::").map_or("", |(_, module)| module);
    let test = format!("{module}::processes_share_one_directory");
    let children: Vec<_> = (0..WORKERS)
        .map(|worker| {
            Command::new(std::env::current_exe().unwrap())
                .args(["--exact", &test, "--nocapture", "--test-threads=1"])
                .env(CHILD_DIR, &dir.0)
                .env(CHILD_WORKER, worker.to_string())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for (worker, child) in children.into_iter().enumerate() {
        let output = child.wait_with_output().unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success() && stdout.contains("1 passed"),
            "worker {worker} failed: {}\n{stdout}\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        );
    }
    check_shared_folder(&Cache::at(&dir.0, SHARED_MAX_SIZE), WORKERS);
}

#[test]
fn every_chunk_of_a_large_input_counts_in_its_digest() {
    let mut big = vec![7u8; (9 << 20) + 5];
    let first = super::digest(1, &big);
    assert_eq!(super::digest(1, &big), first, "the same bytes, the same digest");
    assert_ne!(super::digest(2, &big), first, "the seed counts");
    for at in [0, 4 << 20, (8 << 20) + 3, big.len() - 1] {
        big[at] ^= 1;
        assert_ne!(super::digest(1, &big), first, "a change at byte {at}");
        big[at] ^= 1;
    }
}

/// Code in the cache runs on the CPU or the GPU: a folder another user owns, or others may
/// write, could hold code planted by them. Such a cache is not used, and says why.
#[test]
fn a_folder_others_could_write_or_own_is_refused() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TestDir::new("others");
    let (usable, warnings) = warnings_during(|| settings::settings(None, &dir.0, None));
    assert!(usable.is_some() && warnings == 0, "a folder of our own, writable by us alone, is used");
    for mode in [0o777, 0o775, 0o757] {
        fs::set_permissions(&dir.0, fs::Permissions::from_mode(mode)).unwrap();
        let (refused, warnings) = warnings_during(|| settings::settings(None, &dir.0, None));
        assert_eq!((refused, warnings), (None, 1), "root folder of mode {mode:o}");
    }
    fs::set_permissions(&dir.0, fs::Permissions::from_mode(0o755)).unwrap();
    let kernels = dir.0.join(settings::KERNELS);
    fs::create_dir(&kernels).unwrap();
    fs::set_permissions(&kernels, fs::Permissions::from_mode(0o777)).unwrap();
    let (refused, warnings) = warnings_during(|| settings::settings(None, &dir.0, None));
    assert_eq!((refused, warnings), (None, 1), "a kernels folder others may write");
    fs::set_permissions(&kernels, fs::Permissions::from_mode(0o700)).unwrap();
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } == 0 {
        std::os::unix::fs::chown(&kernels, Some(65534), None).unwrap();
        let (refused, warnings) = warnings_during(|| settings::settings(None, &dir.0, None));
        assert_eq!((refused, warnings), (None, 1), "a kernels folder another user owns");
    }
}

#[test]
fn the_folders_a_store_creates_are_its_owners_alone() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TestDir::new("created");
    let on = settings::settings(None, &dir.0.join("root"), None).unwrap();
    Cache::at(&on.dir, on.max_size).put(&key("a"), b"a");
    for folder in [dir.0.join("root"), on.dir.clone()] {
        let mode = fs::metadata(&folder).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o700, "{} has mode {mode:o}", folder.display());
    }
    assert!(settings::settings(None, &dir.0.join("root"), None).is_some());
}

/// With `HOME` unset the default root is relative (`.cache/rocuda`): a library loaded into any
/// program must not write into its working folder, so there is no cache, and the log says so.
#[test]
fn a_relative_root_means_no_cache() {
    let (settings, warnings) = warnings_during(|| settings::settings(None, Path::new(".cache/rocuda"), None));
    assert_eq!((settings, warnings), (None, 1));
}
