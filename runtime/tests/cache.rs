//! The compiled-kernel cache: keys, hits and misses in memory and on disk, damaged entries,
//! concurrent writers, and switching it off.

mod common;

use common::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Barrier;
use tessera_runtime::cache::{decode_entry, encode_entry};
use tessera_runtime::{Cache, CacheConfig, CacheKey, CacheOutcome, Code, KernelImage, TensorMapSpec, TensorRowLen};

fn key(n: u32) -> CacheKey {
    CacheKey::new(&format!("kernel @k{n}() num_warps 4 {{\n}}\n"), "sm_90", "opts")
}

fn compile_counting(count: &AtomicUsize) -> impl FnOnce() -> Result<KernelImage, String> + '_ {
    move || {
        count.fetch_add(1, Ordering::SeqCst);
        Ok(add_image())
    }
}

#[test]
fn keys_are_stable_and_separate_what_matters() {
    let k = add_kernel();
    let a = CacheKey::of_kernel(&k, "sm_90", "tessera 0.1");
    assert_eq!(a, CacheKey::of_kernel(&k, "sm_90", "tessera 0.1"));
    assert_ne!(a, CacheKey::of_kernel(&k, "sm_80", "tessera 0.1"));
    assert_ne!(a, CacheKey::of_kernel(&k, "sm_90", "tessera 0.2"));
    let text = tessera_ir::text::print_kernel(&k);
    assert_eq!(a, CacheKey::new(&text, "sm_90", "tessera 0.1"));
    let other = text.replace("num_warps 4", "num_warps 8");
    assert_ne!(a, CacheKey::new(&other, "sm_90", "tessera 0.1"));
    // The same key on every machine and build: pinned (format version 3).
    assert_eq!(CacheKey::new("", "", "").to_string(), "2e52a641e8a90163857dd11574c275d5");
    assert_eq!(a.to_string().len(), 32);
}

#[test]
fn entries_round_trip() {
    let mut img = add_image();
    img.params[0].min_len = Some(7);
    let bytes = encode_entry(&img, key(1));
    assert_eq!(decode_entry(&bytes, key(1)).unwrap(), img);
    let hsaco = KernelImage { code: Code::Hsaco(vec![0x7f, b'E', b'L', b'F', 0, 1]), target: "gfx942".into(), ..img };
    assert_eq!(decode_entry(&encode_entry(&hsaco, key(2)), key(2)).unwrap(), hsaco);
    assert!(decode_entry(&bytes, key(2)).unwrap_err().contains("holds key"));
}

#[test]
fn tensor_maps_are_part_of_the_entry() {
    let plain = add_image();
    let map = TensorMapSpec {
        buffer: 0,
        row_len: TensorRowLen::Param(3),
        elem_bytes: 4,
        box_dims: [32, 16],
        extent: [tessera_runtime::TensorExtent::Whole; 2],
        planes: false,
    };
    let mut img = add_image();
    img.tensor_maps = vec![map, TensorMapSpec { buffer: 2, row_len: TensorRowLen::Const(u32::MAX), ..map }];
    let bytes = encode_entry(&img, key(1));
    assert_eq!(decode_entry(&bytes, key(1)).unwrap(), img);
    assert_ne!(bytes, encode_entry(&plain, key(1)));
    // Each field of a map changes the entry, and so its checksum.
    let variants = [
        TensorMapSpec { buffer: 1, ..map },
        TensorMapSpec { row_len: TensorRowLen::Const(3), ..map },
        TensorMapSpec { elem_bytes: 2, ..map },
        TensorMapSpec { box_dims: [32, 8], ..map },
        TensorMapSpec { box_dims: [16, 16], ..map },
        TensorMapSpec { planes: true, ..map },
    ];
    for v in variants {
        let other = KernelImage { tensor_maps: vec![v, img.tensor_maps[1]], ..img.clone() };
        let b = encode_entry(&other, key(1));
        assert_ne!(b, bytes, "{v:?}");
        assert_ne!(b[b.len() - 16..], bytes[bytes.len() - 16..], "{v:?}");
        assert_eq!(decode_entry(&b, key(1)).unwrap(), other);
    }
    // Through the cache and back from disk.
    let dir = tempfile::tempdir().unwrap();
    Cache::in_dir(dir.path()).insert(key(5), img.clone());
    let (back, o) = Cache::in_dir(dir.path()).get_or_compile(key(5), "sm_90", || Ok::<_, String>(plain)).unwrap();
    assert_eq!((o, &*back), (CacheOutcome::Disk, &img));
}

#[test]
fn miss_then_memory_hit_then_disk_hit() {
    let dir = tempfile::tempdir().unwrap();
    let count = AtomicUsize::new(0);
    let cache = Cache::in_dir(dir.path());
    let (img, o) = cache.get_or_compile(key(1), "sm_90", compile_counting(&count)).unwrap();
    assert_eq!(o, CacheOutcome::Miss);
    assert_eq!(*img, add_image());
    let (_, o) = cache.get_or_compile(key(1), "sm_90", compile_counting(&count)).unwrap();
    assert_eq!(o, CacheOutcome::Memory);
    assert_eq!(count.load(Ordering::SeqCst), 1);
    assert!(cache
        .entry_path(key(1))
        .unwrap()
        .starts_with(dir.path().join(format!("v{}", tessera_runtime::cache::FORMAT_VERSION))));

    // A new process (a new cache on the same directory) finds it on disk.
    let cache2 = Cache::in_dir(dir.path());
    let (img2, o) = cache2.get_or_compile(key(1), "sm_90", compile_counting(&count)).unwrap();
    assert_eq!(o, CacheOutcome::Disk);
    assert_eq!(img2, img);
    let (_, o) = cache2.get_or_compile(key(1), "sm_90", compile_counting(&count)).unwrap();
    assert_eq!(o, CacheOutcome::Memory);
    assert_eq!(count.load(Ordering::SeqCst), 1);
    let s = cache2.stats();
    assert_eq!((s.disk_hits, s.memory_hits, s.compiles, s.corrupt), (1, 1, 0, 0));

    // Another key misses.
    let (_, o) = cache2.get_or_compile(key(2), "sm_90", compile_counting(&count)).unwrap();
    assert_eq!(o, CacheOutcome::Miss);
    assert_eq!(count.load(Ordering::SeqCst), 2);
}

fn damaged(damage: impl Fn(&mut Vec<u8>)) -> CacheOutcome {
    let dir = tempfile::tempdir().unwrap();
    let count = AtomicUsize::new(0);
    Cache::in_dir(dir.path()).get_or_compile(key(3), "sm_90", compile_counting(&count)).unwrap();
    let path = Cache::in_dir(dir.path()).entry_path(key(3)).unwrap();
    let mut bytes = std::fs::read(&path).unwrap();
    damage(&mut bytes);
    std::fs::write(&path, &bytes).unwrap();
    let cache = Cache::in_dir(dir.path());
    let (img, outcome) = cache.get_or_compile(key(3), "sm_90", compile_counting(&count)).unwrap();
    assert_eq!(*img, add_image());
    assert_eq!(count.load(Ordering::SeqCst), 2, "recompiled");
    assert_eq!(cache.stats().corrupt, 1);
    // The entry was rewritten: a fresh cache reads it from disk again.
    let (_, again) = Cache::in_dir(dir.path()).get_or_compile(key(3), "sm_90", compile_counting(&count)).unwrap();
    assert_eq!(again, CacheOutcome::Disk);
    outcome
}

#[test]
fn a_flipped_byte_anywhere_is_detected_and_recompiled() {
    let len = encode_entry(&add_image(), key(3)).len();
    for at in [0, 9, 20, 40, 41, len / 2, len - 17, len - 1] {
        let o = damaged(|b| b[at] ^= 0x20);
        let CacheOutcome::Corrupt(why) = o else { panic!("byte {at}: {o:?}") };
        assert!(!why.is_empty());
    }
    let CacheOutcome::Corrupt(why) = damaged(|b| b[len / 2] ^= 1) else { panic!() };
    assert_eq!(why, "checksum mismatch");
}

#[test]
fn a_truncated_or_extended_entry_is_detected_and_recompiled() {
    for keep in [0usize, 10, 50, 200] {
        let o = damaged(|b| b.truncate(keep.min(b.len() - 1)));
        assert!(matches!(o, CacheOutcome::Corrupt(ref w) if w.contains("truncated")), "{keep}: {o:?}");
    }
    let o = damaged(|b| {
        let n = b.len();
        b.truncate(n - 1)
    });
    assert!(matches!(o, CacheOutcome::Corrupt(_)), "{o:?}");
    let o = damaged(|b| b.push(0));
    assert!(matches!(o, CacheOutcome::Corrupt(_)), "{o:?}");
    let o = damaged(|b| b.clear());
    assert!(matches!(o, CacheOutcome::Corrupt(_)), "{o:?}");
}

#[test]
fn concurrent_writers_of_one_key_never_leave_a_damaged_entry() {
    let dir = tempfile::tempdir().unwrap();
    let threads = 8;
    let rounds = 40;
    let barrier = Barrier::new(threads);
    let (bad, hits) = (AtomicUsize::new(0), AtomicUsize::new(0));
    std::thread::scope(|s| {
        for t in 0..threads {
            let (dir, barrier, bad, hits) = (dir.path(), &barrier, &bad, &hits);
            s.spawn(move || {
                for r in 0..rounds {
                    // A fresh cache each round, as a new process: no memory hits.
                    let cache = Cache::in_dir(dir);
                    let mut img = add_image();
                    img.block_threads = 64 * (1 + t as u32 % 2); // the writers' versions differ
                    img.code = Code::Ptx(format!("{}// writer {t} round {r}\n", common::PTX).repeat(4));
                    barrier.wait();
                    if t % 2 == 0 {
                        cache.insert(key(4), img);
                    } else {
                        match cache.lookup(key(4)) {
                            Ok(Some((got, _))) => {
                                hits.fetch_add(1, Ordering::SeqCst);
                                if !(got.block_threads == 64 || got.block_threads == 128) {
                                    bad.fetch_add(1, Ordering::SeqCst);
                                }
                            }
                            Ok(None) => {}
                            Err(_) => {
                                bad.fetch_add(1, Ordering::SeqCst);
                            }
                        }
                    }
                    if cache.stats().disk_errors != 0 {
                        bad.fetch_add(1, Ordering::SeqCst);
                    }
                }
            });
        }
    });
    assert_eq!(bad.load(Ordering::SeqCst), 0);
    assert!(hits.load(Ordering::SeqCst) > 0);
    // The survivor is whole, and no temporary file is left behind.
    let (img, o) = Cache::in_dir(dir.path()).lookup(key(4)).unwrap().unwrap();
    assert_eq!(o, CacheOutcome::Disk);
    assert!(img.code.len() > 4 * common::PTX.len());
    let leftovers: Vec<_> = std::fs::read_dir(dir.path().join(format!("v{}", tessera_runtime::cache::FORMAT_VERSION)))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");

    // Many compiles of one missing key at once: each caller gets a whole image.
    let count = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                let cache = Cache::in_dir(dir.path());
                let (img, o) = cache.get_or_compile(key(9), "sm_90", compile_counting(&count)).unwrap();
                assert_eq!(*img, add_image());
                assert!(matches!(o, CacheOutcome::Miss | CacheOutcome::Disk), "{o:?}");
            });
        }
    });
}

#[test]
fn a_disabled_cache_always_compiles_and_stores_nothing() {
    let count = AtomicUsize::new(0);
    let cache = Cache::disabled();
    for _ in 0..3 {
        let (_, o) = cache.get_or_compile(key(5), "sm_90", compile_counting(&count)).unwrap();
        assert_eq!(o, CacheOutcome::Disabled);
    }
    assert_eq!(count.load(Ordering::SeqCst), 3);
    assert!(!cache.is_enabled());
    assert_eq!(cache.entry_path(key(5)), None);

    // A disabled cache with a directory configured does not touch it.
    let dir = tempfile::tempdir().unwrap();
    let cache = Cache::new(CacheConfig { enabled: false, dir: Some(dir.path().into()) });
    cache.get_or_compile(key(5), "sm_90", compile_counting(&count)).unwrap();
    assert!(std::fs::read_dir(dir.path()).unwrap().next().is_none());
}

#[test]
fn memory_only_caches_and_unwritable_directories_still_work() {
    let count = AtomicUsize::new(0);
    let cache = Cache::memory_only();
    cache.get_or_compile(key(6), "sm_90", compile_counting(&count)).unwrap();
    let (_, o) = cache.get_or_compile(key(6), "sm_90", compile_counting(&count)).unwrap();
    assert_eq!(o, CacheOutcome::Memory);

    // A "directory" that is a file: the disk part fails quietly and is counted.
    let file = tempfile::NamedTempFile::new().unwrap();
    let cache = Cache::in_dir(file.path());
    let (img, o) = cache.get_or_compile(key(7), "sm_90", compile_counting(&count)).unwrap();
    assert_eq!((o, img.entry.as_str()), (CacheOutcome::Miss, "add"));
    let s = cache.stats();
    assert!(s.disk_errors >= 1, "{s:?}");
    assert!(s.last_disk_error.unwrap().contains("writing"));
}

#[test]
fn compile_errors_and_invalid_images_are_errors_and_not_cached() {
    let cache = Cache::memory_only();
    let e = cache.get_or_compile(key(8), "sm_90", || Err::<KernelImage, _>("the backend says no")).unwrap_err();
    assert_eq!(e.to_string(), "compile for sm_90: the backend says no");
    let e = cache
        .get_or_compile(key(8), "sm_90", || Ok::<_, String>(KernelImage { block_threads: 0, ..add_image() }))
        .unwrap_err();
    assert!(e.to_string().contains("block_threads 0"), "{e}");
    let (_, o) = cache.get_or_compile(key(8), "sm_90", || Ok::<_, String>(add_image())).unwrap();
    assert_eq!(o, CacheOutcome::Miss);
}

#[test]
fn the_environment_configures_the_cache() {
    // One test owns these variables (tests in this file run in threads of one process).
    let dir = tempfile::tempdir().unwrap();
    std::env::set_var("TESSERA_CACHE_DIR", dir.path());
    std::env::remove_var("TESSERA_CACHE");
    assert_eq!(CacheConfig::from_env(), CacheConfig { enabled: true, dir: Some(dir.path().into()) });
    std::env::set_var("TESSERA_CACHE", "0");
    assert!(!CacheConfig::from_env().enabled);
    std::env::set_var("TESSERA_CACHE", "off");
    assert!(!Cache::from_env().is_enabled());
    std::env::set_var("TESSERA_CACHE", "memory");
    assert_eq!(CacheConfig::from_env().dir, None);
    std::env::remove_var("TESSERA_CACHE");
    std::env::remove_var("TESSERA_CACHE_DIR");
    let d = CacheConfig::from_env().dir;
    if let Some(d) = d {
        assert!(d.ends_with("tessera/kernels"), "{}", d.display());
    }
}

#[test]
fn the_device_loader_uses_the_cache_on_gpus_only() {
    // On the CPU the compile step never runs; the GPU half lives in cuda_device.rs.
    let cache = Cache::memory_only();
    let dev = tessera_runtime::Device::cpu();
    dev.load(&add_kernel(), &cache, "x", no_compile).unwrap();
    assert_eq!(cache.stats().compiles, 0);
}
