//! The autotuner without a GPU: the search over a timer that compiles every config for a real
//! target (so pruning by compile errors and resource limits is real) and reports times from a
//! table; the disk record's round trip and its tolerance of damage; key buckets; and the error
//! that tuning on the CPU device gives.

use std::sync::Arc;
use std::time::Duration;
use tessera::ir::DType;
use tessera::jit::SpecClass;
use tessera::runtime::{args, Cache, Device};
use tessera::tune::{
    check_limits, key_of, pow2_bucket, Config, KeyPart, Timer, Trial, TuneError, TuneKey, TuneOutcome, Tuner,
};
use tessera::{Jit, Target};

/// Compiles each config's kernel for sm_90 through a JIT (as the GPU timer does, limits
/// included), then "times" it: 10 BLOCK_M / num_warps + BLOCK_K microseconds, so the best is known.
struct TableTimer {
    jit: Jit,
    calls: usize,
}

impl Timer for TableTimer {
    fn identity(&self) -> String {
        "a table of times, sm_90".into()
    }
    fn samples(&mut self, config: &Config, kernel: tessera::ir::Kernel) -> Result<Vec<Duration>, String> {
        self.calls += 1;
        let k = self.jit.kernel_with_constants(kernel, config.clone()).map_err(|e| e.to_string())?;
        let image = k.image(&SpecClass::plain(k.kernel().params.len())).map_err(|e| e.to_string())?;
        check_limits(&image.image, image.target)?;
        let g = |n: &str| config.get(n).unwrap_or(1) as u64;
        let us = g("BLOCK_M") * 10 / g("num_warps") + g("BLOCK_K");
        Ok(vec![Duration::from_micros(us); 3])
    }
}

fn timer() -> TableTimer {
    TableTimer { jit: Jit::cpu().with_target(Target::Sm90).with_cache(Arc::new(Cache::memory_only())), calls: 0 }
}

/// f16 matmul over BLOCK_M (BLOCK_N = BLOCK_M), BLOCK_K, num_warps, num_stages.
fn matmul_tuner(dir: &std::path::Path) -> Tuner<'static> {
    Tuner::new("matmul_f16_512", |c: &Config| {
        let g = |n: &str| c.get(n).ok_or(format!("no {n}")).map(|v| v as u32);
        let (bm, bk) = (g("BLOCK_M")?, g("BLOCK_K")?);
        tessera::kernels::matmul(512, 512, 512, [bm, bm, bk], g("num_warps")?, g("num_stages")?, DType::F16)
    })
    .configs(vec![
        Config::new().with("BLOCK_M", 64).with("BLOCK_K", 32).with("num_warps", 2).with("num_stages", 2),
        Config::new().with("BLOCK_M", 128).with("BLOCK_K", 32).with("num_warps", 8).with("num_stages", 3),
        Config::new().with("BLOCK_M", 128).with("BLOCK_K", 64).with("num_warps", 4).with("num_stages", 2),
        // Too much shared memory for sm_90: (256 x 128 + 128 x 256) x 2 bytes x 4 stages.
        Config::new().with("BLOCK_M", 256).with("BLOCK_K", 128).with("num_warps", 8).with("num_stages", 4),
        // Not a power of two: the generator's kernel does not verify.
        Config::new().with("BLOCK_M", 96).with("BLOCK_K", 32).with("num_warps", 4).with("num_stages", 2),
    ])
    .key([KeyPart::Pow2("n".into())])
    .record_dir(Some(dir.to_path_buf()))
    .quiet()
}

fn key() -> TuneKey {
    TuneKey(vec![("pow2(n)".into(), 512)])
}

#[test]
fn the_search_prunes_times_and_picks_the_fastest() {
    let dir = tempfile::tempdir().unwrap();
    let tuner = matmul_tuner(dir.path());
    let mut t = timer();
    let r = tuner.search(&mut t, &key(), None).unwrap();
    assert_eq!(r.outcome, TuneOutcome::Tuned);
    assert_eq!(r.best, tuner.config_list()[1], "{:#?}", r.trials);
    assert_eq!(r.best_time, Duration::from_micros(192));
    assert_eq!(r.trials.len(), 5);
    assert_eq!(r.pruned(), 2, "{:#?}", r.trials);
    match &r.trials[3].1 {
        // The compiler refuses it (a compile error prunes, it is not fatal).
        Trial::Pruned(why) => assert!(why.contains("524288 bytes of shared memory"), "{why}"),
        t => panic!("the oversized config was {t:?}"),
    }
    match &r.trials[4].1 {
        Trial::Pruned(why) => assert!(why.contains("generator") || why.contains("power of two"), "{why}"),
        t => panic!("the 96-wide config was {t:?}"),
    }
    assert!(r.line().contains("5 configs, 2 pruned; best BLOCK_K=32, BLOCK_M=128"), "{}", r.line());
    // Asked again in the process: no timing.
    let again = tuner.search(&mut t, &key(), None).unwrap();
    assert_eq!((again.outcome, again.best), (TuneOutcome::Memory, r.best.clone()));
    assert_eq!(t.calls, 4, "pruned by the generator before the timer: 4 calls");
}

#[test]
fn the_choice_survives_the_process_and_damage_costs_one_tuning() {
    let dir = tempfile::tempdir().unwrap();
    let first = matmul_tuner(dir.path()).search(&mut timer(), &key(), None).unwrap();
    let path = first.record.clone().unwrap();
    assert!(path.starts_with(dir.path().join("tune-v1")) && path.exists());
    let json: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    assert_eq!(json["config"]["BLOCK_M"], 128);

    // A new tuner (as a new process would have) reads the record: no timing at all.
    let mut t = timer();
    let r = matmul_tuner(dir.path()).search(&mut t, &key(), None).unwrap();
    assert_eq!((r.outcome.clone(), r.best.clone(), t.calls), (TuneOutcome::Disk, first.best.clone(), 0));

    // Another key is another record.
    let mut t = timer();
    let other = TuneKey(vec![("pow2(n)".into(), 1024)]);
    assert_eq!(matmul_tuner(dir.path()).search(&mut t, &other, None).unwrap().outcome, TuneOutcome::Tuned);
    assert_eq!(t.calls, 4);

    // Damaged records are ignored, re-tuned and rewritten.
    let good = std::fs::read(&path).unwrap();
    let damages: Vec<Vec<u8>> = vec![
        b"garbage".to_vec(),
        good[..good.len() / 2].to_vec(),
        Vec::new(),
        String::from_utf8(good.clone()).unwrap().replace("\"BLOCK_M\": 128", "\"BLOCK_M\": 4096").into_bytes(),
        String::from_utf8(good.clone()).unwrap().replace("\"format\": 1", "\"format\": 99").into_bytes(),
        String::from_utf8(good.clone()).unwrap().replace("tuner matmul_f16_512", "tuner other").into_bytes(),
    ];
    for bad in damages {
        std::fs::write(&path, &bad).unwrap();
        let mut t = timer();
        let r = matmul_tuner(dir.path()).search(&mut t, &key(), None).unwrap();
        assert!(
            matches!(r.outcome, TuneOutcome::TunedOverBadRecord(_)),
            "{:?} for {:?}",
            r.outcome,
            String::from_utf8_lossy(&bad)
        );
        assert_eq!((r.best.clone(), t.calls), (first.best.clone(), 4));
        let r = matmul_tuner(dir.path()).search(&mut timer(), &key(), None).unwrap();
        assert_eq!(r.outcome, TuneOutcome::Disk, "the record was rewritten");
    }

    // The record lives beside a JIT's compile cache by default.
    let beside = tempfile::tempdir().unwrap();
    let tuner = Tuner::new("small", |_| tessera::kernels::matmul(64, 64, 64, [64, 64, 32], 4, 2, DType::F16))
        .configs([Config::new().with("BLOCK_M", 64)])
        .quiet();
    let r = tuner.search(&mut timer(), &key(), Some(beside.path())).unwrap();
    let p = r.record.unwrap();
    assert!(p.starts_with(beside.path().join("tune-v1")) && p.exists(), "{}", p.display());
}

#[test]
fn all_pruned_is_an_error_that_says_why() {
    let tuner = Tuner::new("never", |_| Err("no kernel today".to_string()))
        .configs(Config::product(&[("num_warps", &[4, 8])]))
        .prune(|c| (c.num_warps() == Some(8)).then(|| "eight is too many".to_string()))
        .record_dir(None)
        .quiet();
    let e = tuner.search(&mut timer(), &TuneKey::default(), None).unwrap_err().to_string();
    assert!(
        e.contains("num_warps=4: generator: no kernel today")
            && e.contains("num_warps=8: pruned by the rule: eight is too many"),
        "{e}"
    );
    let e = Tuner::new("empty", |_| Err(String::new())).quiet().search(&mut timer(), &TuneKey::default(), None);
    assert!(matches!(e, Err(TuneError::NoConfigs)));
}

#[test]
fn keys_bucket_to_powers_of_two() {
    assert_eq!([0, 1, 2, 3, 1000, 1024, 1025].map(pow2_bucket), [0, 1, 2, 4, 1024, 1024, 2048]);
    assert_eq!(pow2_bucket(-5), -5);
    assert_eq!(pow2_bucket(i64::MAX), i64::MAX);
    let d = Device::cpu();
    let x = d.alloc_zeros::<f32>(3000).unwrap();
    let params: Vec<String> = ["x", "n", "k"].map(String::from).to_vec();
    let parts = [KeyPart::Pow2("n".into()), KeyPart::Value("k".into()), KeyPart::Pow2("x".into())];
    let a = key_of(&parts, &params, &args![&x, 1000, 7]).unwrap();
    let b = key_of(&parts, &params, &args![&x, 1023, 7]).unwrap();
    let c = key_of(&parts, &params, &args![&x, 1025, 7]).unwrap();
    let e = key_of(&parts, &params, &args![&x, 1000, 8]).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert_ne!(a, e);
    assert_eq!(a.to_string(), "pow2(n)=1024, k=7, pow2(x)=4096");
    let err = key_of(&[KeyPart::Value("m".into())], &params, &args![&x, 1, 2]).unwrap_err();
    assert!(err.contains("%m") && err.contains("x, n, k"), "{err}");
}

#[test]
fn limits_prune_what_the_target_cannot_run() {
    let image = |shared_bytes, block_threads| tessera::runtime::KernelImage {
        entry: "k".into(),
        target: "sm_90".into(),
        code: tessera::runtime::Code::Ptx(String::new()),
        params: Vec::new(),
        block_threads,
        shared_bytes,
        tensor_maps: Vec::new(),
    };
    assert!(check_limits(&image(200 * 1024, 256), Target::Sm90).is_ok());
    let e = check_limits(&image(200 * 1024, 256), Target::Sm80).unwrap_err();
    assert!(e.contains("204800 bytes of shared memory") && e.contains("sm_80 allows 166912"), "{e}");
    assert!(check_limits(&image(65 * 1024, 256), Target::Gfx942).is_err());
    assert!(check_limits(&image(0, 2048), Target::Sm90).unwrap_err().contains("2048 threads"));
    // Static shared memory declared in the PTX counts too.
    let mut img = image(0, 128);
    img.code = tessera::runtime::Code::Ptx(".shared .align 16 .b8 smem[180000];\n".into());
    assert!(check_limits(&img, Target::Sm80).unwrap_err().contains("180000 bytes"));
}

#[test]
fn configs_multiply_and_print() {
    let cs = Config::product(&[("num_warps", &[4, 8]), ("num_stages", &[2, 3, 4])]);
    assert_eq!(cs.len(), 6);
    assert_eq!(cs[0].to_string(), "num_stages=2, num_warps=4");
    assert_eq!(cs[5].to_string(), "num_stages=4, num_warps=8");
    assert_eq!(Config::new().to_string(), "(no constants)");
}

#[test]
fn tuning_on_the_cpu_says_there_is_no_gpu() {
    let jit = Jit::cpu();
    let tuner = matmul_tuner(std::path::Path::new("/nonexistent"));
    let e = tuner.tune(&jit, &1u32, &[]).err().unwrap();
    assert!(matches!(e, TuneError::NoGpu(_)), "{e}");
    assert!(e.to_string().contains("no GPU to time on"), "{e}");
}

#[test]
fn gpu_tuning_times_every_config_and_a_second_tuner_reads_the_record() {
    let dev = match Device::cuda(0) {
        Ok(d) => d,
        Err(e) => {
            assert!(std::env::var("TESSERA_REQUIRE_GPU").as_deref() != Ok("1"), "TESSERA_REQUIRE_GPU=1 but: {e}");
            eprintln!("skipped: no CUDA GPU: {e}");
            return;
        }
    };
    let dir = tempfile::tempdir().unwrap();
    let jit = Jit::on(dev.clone()).with_cache(Arc::new(Cache::in_dir(dir.path())));
    let tuner = || {
        Tuner::new("matmul_f16_1024", |c: &Config| {
            let g = |n: &str| c.get(n).ok_or(format!("no {n}")).map(|v| v as u32);
            tessera::kernels::matmul(1024, 1024, 1024, [g("BLOCK")?, g("BLOCK")?, 32], g("num_warps")?, 3, DType::F16)
        })
        .configs(Config::product(&[("BLOCK", &[64, 128]), ("num_warps", &[4, 8])]))
        .key([KeyPart::Value("m".into())])
        .reps(3)
        .quiet()
    };
    let (m, n, k) = (1024usize, 1024usize, 1024usize);
    let a = dev.upload(&vec![half::f16::from_f32(0.5); m * k]).unwrap();
    let b = dev.upload(&vec![half::f16::from_f32(0.25); k * n]).unwrap();
    let c = dev.alloc_zeros::<half::f16>(m * n).unwrap();
    let args = args![&a, &b, &c];
    let grid =
        |meta: &tessera::jit::Meta| meta.cdiv(1024, meta.constant("BLOCK")) * meta.cdiv(1024, meta.constant("BLOCK"));
    // The key names %m, which this generator's kernels do not have: a clear error.
    let e = tuner().tune(&jit, &grid, &args).err().unwrap();
    assert!(e.to_string().contains("%m"), "{e}");
    let tuner = || tuner().key([]);
    let (kernel, r) = tuner().tune(&jit, &grid, &args).unwrap();
    assert_eq!(r.outcome, TuneOutcome::Tuned);
    assert_eq!(r.pruned(), 0, "{:#?}", r.trials);
    eprintln!("{}", r.line());
    kernel.launch(grid, &args).unwrap();
    let got = c.to_vec().unwrap();
    assert!(got.iter().all(|v| v.to_f32() == 128.0), "{:?}", &got[..4]);
    let t = std::time::Instant::now();
    let (_, again) = tuner().tune(&jit, &grid, &args).unwrap();
    eprintln!("a second tuner's choice from disk in {:?}", t.elapsed());
    assert_eq!((again.outcome, again.best), (TuneOutcome::Disk, r.best));
}
