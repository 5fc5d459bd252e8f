//! `CodegenOptions`: every switch that changes the code the isel and the allocator produce, as
//! one typed value that a compile takes (`tessera::Options::codegen`), hashes into its cache key
//! and prints. Each switch is the decision the compiler makes by default against the
//! alternative it was measured with, kept so that the measurement can be repeated (the A/Bs of
//! `docs/benchmarks-history.md`; `benches/gpu/knob_ab.sh` runs one for any switch); the default
//! is always the measured winner.
//!
//! Nothing here reads the environment: a library that embeds tessera gets the same code whatever
//! its process's variables. The command-line tool sets a switch with `-C name=value` (as
//! Cranelift's settings), and the benchmark binaries read the variables their scripts set with
//! [`CodegenOptions::from_vars`], handing it the lookup.

/// One switch: its name for `-C name=value`, its values (the default first), the environment
/// variable the benchmark scripts set it with, and what it decides.
#[derive(Copy, Clone, Debug)]
pub struct Setting {
    pub name: &'static str,
    pub values: &'static [&'static str],
    pub env: &'static str,
    pub doc: &'static str,
}

/// How a dot's accumulator reaches global memory (`lower::memory`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Epilogue {
    /// Straight from the accumulator's layout for mma.sync and MFMA dots, through a shared
    /// exchange to 16-byte stores for warpgroup (wgmma) accumulators.
    #[default]
    Auto,
    /// Every dot's accumulator stored from its own layout.
    Direct,
    /// Every dot's accumulator through the exchange.
    Exchange,
}

/// A deliberately wrong selection, to show that the tools meant to find miscompilations find
/// one (`tessera fuzz`, the reducer): a test hook, `none` in every real compile.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Fault {
    #[default]
    None,
    /// A float `max` selected as `min` (elementwise ops and the steps of `max` reductions).
    MaxAsMin,
}

impl Fault {
    /// The op a target selects for binary `op` on `d` under this fault.
    pub fn binary(self, op: tessera_ir::op::BinaryOp, d: tessera_ir::DType) -> tessera_ir::op::BinaryOp {
        use tessera_ir::op::BinaryOp;
        match self {
            Fault::MaxAsMin if op == BinaryOp::Max && d.is_float() => BinaryOp::Min,
            _ => op,
        }
    }
}

macro_rules! codegen_options {
    ($(
        $(#[doc = $doc:literal])*
        $field:ident: $ty:ty = $default:expr,
        $name:literal, $env:literal, |$e:ident| $from_env:expr,
        { $($text:literal => $val:expr),+ }
    )*) => {
        /// The code generator's switches (see the module docs); `Default` is what every
        /// compile gets unless told otherwise.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub struct CodegenOptions {
            $( $(#[doc = $doc])* pub $field: $ty, )*
        }

        impl Default for CodegenOptions {
            fn default() -> Self {
                CodegenOptions { $( $field: $default, )* }
            }
        }

        /// Every switch, in the order of [`CodegenOptions`]'s fields.
        pub const SETTINGS: &[Setting] = &[
            $( Setting { name: $name, values: &[$($text),+], env: $env, doc: concat!($($doc, "\n"),*) }, )*
        ];

        impl CodegenOptions {
            /// Sets switch `name` to `value` (one of its [`Setting::values`]).
            pub fn set(&mut self, name: &str, value: &str) -> Result<(), String> {
                match name {
                    $( $name => {
                        self.$field = match value {
                            $( $text => $val, )+
                            _ => return Err(format!(
                                "codegen option `{name}` takes {}, not `{value}`",
                                [$($text),+].join(", ")
                            )),
                        };
                        Ok(())
                    } )*
                    _ => Err(format!(
                        "unknown codegen option `{name}` (known: {})",
                        SETTINGS.iter().map(|s| s.name).collect::<Vec<_>>().join(", ")
                    )),
                }
            }

            /// The value of switch `name`, as [`CodegenOptions::set`] takes it.
            pub fn get(&self, name: &str) -> Option<&'static str> {
                match name {
                    $( $name => [$(($text, $val)),+].into_iter().find(|(_, v)| *v == self.$field).map(|(t, _)| t), )*
                    _ => None,
                }
            }

            /// The value of switch `name` that its environment variable, set to `v`, means.
            fn env_value(name: &str, v: &str) -> &'static str {
                match name {
                    $( $name => { let $e = v; $from_env } )*
                    _ => unreachable!("only called with the names of SETTINGS"),
                }
            }
        }
    };
}

codegen_options! {
    /// Loop-invariant code motion over the selected code (`licm`).
    licm: bool = true, "licm", "TESSERA_LICM", |v| if v == "0" { "off" } else { "on" },
        { "on" => true, "off" => false }
    /// `licm` keeps a loop's invariant code in it where hoisting would pass the register
    /// budget (`pipeline::LICM_BUDGET`): the attention backward's d64 128x128 and d128 loops
    /// lose their spills (ptxas -v: 112 and 192 bytes to none), and the d128 backward runs 13 %
    /// faster for it, d64 level (H100, 2026-12-07, docs/benchmarks.md).
    licm_budget: bool = true, "licm-budget", "TESSERA_LICM_BUDGET", |v| if v == "0" { "off" } else { "on" },
        { "on" => true, "off" => false }
    /// 32-bit sums and products rewritten as shared bases plus constants (`reassoc`, PTX).
    reassoc: bool = true, "reassoc", "TESSERA_REASSOC", |v| if v == "0" { "off" } else { "on" },
        { "on" => true, "off" => false }
    /// Instructions sunk to just before their first reader (`sink`, AMDGCN).
    sink: bool = true, "sink", "TESSERA_SINK", |v| if v == "0" { "off" } else { "on" },
        { "on" => true, "off" => false }
    /// A conditional branch's then-edge copies written before the branch where they may be
    /// (`coalesce`); off keeps them behind a label of their own.
    early_edge_moves: bool = true, "edge-moves", "TESSERA_EDGE_MOVES",
        |v| if v == "behind" { "behind" } else { "before-branch" },
        { "before-branch" => true, "behind" => false }
    /// A pointer plus an i32 offset as one `mad.wide` instead of `mul.wide` and `add` (PTX).
    ptradd_mad: bool = false, "ptradd", "TESSERA_PTRADD", |v| if v == "mad" { "mad" } else { "add" },
        { "add" => false, "mad" => true }
    /// One lane elected (`elect.sync`) to issue copies and barrier arrivals; off: thread 0.
    elect: bool = true, "elect", "TESSERA_NO_ELECT", |_v| "thread0",
        { "elect" => true, "thread0" => false }
    /// Pairs of mma.sync operand fragments read by one 8-byte shared load where they allow.
    lds_pairs: bool = true, "lds-pairs", "TESSERA_LDS_PAIRS", |v| if v == "0" { "off" } else { "on" },
        { "on" => true, "off" => false }
    /// wgmma descriptors advanced from the previous step's; off: rebuilt every iteration.
    incremental_descriptors: bool = true, "descriptors", "TESSERA_DESC",
        |v| if v == "full" { "full" } else { "incremental" },
        { "incremental" => true, "full" => false }
    /// Under warpgroup turns, the ring refilled right after the first handover; off: at the end
    /// of the iteration.
    mid_refill: bool = true, "refill", "TESSERA_REFILL", |v| if v == "late" { "late" } else { "mid" },
        { "mid" => true, "late" => false }
    /// A TMA ring's waits placed just before the first read of each slot; off: at the top of
    /// the iteration.
    late_tma_waits: bool = true, "tma-waits", "TESSERA_TMA_EARLY", |_v| "early",
        { "late" => true, "early" => false }
    /// Inside loops, the barrier after the reads of a shared buffer left for the end of the
    /// body (`lower::shared::reads_done`); off: right after the reads.
    lazy_read_barriers: bool = true, "barriers", "TESSERA_EAGER_BARRIERS", |_v| "eager",
        { "lazy" => true, "eager" => false }
    /// Small vector loads lowered where their readers are, in the readers' layouts
    /// (`lower::control::deferrable_load`); off: in their home layout, exchanged.
    deferred_loads: bool = true, "deferred-loads", "TESSERA_NO_DEFER", |_v| "off",
        { "on" => true, "off" => false }
    /// A deferred load's lines prefetched where the load stood (`prefetch.global.L1`).
    deferred_prefetch: bool = true, "prefetch", "TESSERA_NO_PREFETCH", |_v| "off",
        { "on" => true, "off" => false }
    /// A loop's deferred vector loads whose addresses vary with its induction variable only
    /// (the attention backward's lse and delta) prefetched one iteration ahead, at the top of
    /// the body (`lower::control::prefetch_next`): the d64 backward runs 2-2.6 % faster for
    /// it, d128 level (H100, 2026-12-08, docs/benchmarks.md); off: not.
    prefetch_next: bool = true, "prefetch-next", "TESSERA_PREFETCH_NEXT", |v| if v == "0" { "off" } else { "on" },
        { "on" => true, "off" => false }
    /// f32 atomic sums whose old values are unread as vector `red`s (sm_90); off: one `atom`
    /// an element.
    red: bool = true, "red", "TESSERA_NO_RED", |_v| "atom",
        { "red" => true, "atom" => false }
    /// f32 atomic sums of a 2-D tile whose rows are contiguous, 16-byte aligned runs, inside a
    /// loop, go to the copy engine (sm_90's `cp.reduce.async.bulk`, `lower::bulk`): the tile is
    /// stored to shared memory and each row added by one bulk reduction; off: `red`s. The
    /// attention backward's dQ at d128 runs 12-13 % faster for it, d64 level (H100,
    /// 2026-12-07, docs/benchmarks.md).
    bulk_red: bool = true, "bulk-red", "TESSERA_BULK_RED", |v| if v == "0" { "off" } else { "on" },
        { "on" => true, "off" => false }
    /// Every access of an affine pointer tile addressed from the thread's first pointer plus
    /// constants (`lower::memory::access_address`); per-run: one pointer per contiguous run.
    affine_addresses: bool = true, "addresses", "TESSERA_ADDRESSES", |_v| "per-run",
        { "affine" => true, "per-run" => false }
    /// Reductions (`red`) of a dot's result run in the accumulator's layout
    /// (`lower::memory::atomic_layout`); home: exchanged to the home layout first.
    red_in_dot_layout: bool = true, "red-layout", "TESSERA_RED_HOME", |_v| "home",
        { "acc" => true, "home" => false }
    /// A warpgroup dot's A stored in a layout that gives each warpgroup exactly the rows it
    /// reads is published by each warpgroup's own named barrier instead of the program's
    /// (`lower::dot::wgmma`, the backward's P at d128): the d128 backward runs 1-1.5 % faster
    /// for it (H100, 2026-12-07, two interleaved rounds, docs/benchmarks.md), d64 unchanged.
    warpgroup_barriers: bool = true, "wg-barriers", "TESSERA_WG_BARRIERS", |v| if v == "0" { "off" } else { "on" },
        { "on" => true, "off" => false }
    /// Each warpgroup dot's wait placed just before the first instruction that needs it done
    /// (`ptx::wgmma_waits`); off: at the end of the dot.
    late_wgmma_waits: bool = true, "wgmma-waits", "TESSERA_WGMMA_EARLY", |_v| "early",
        { "late" => true, "early" => false }
    /// A warpgroup dot's `A = trans(x)` of 16 bits read M-major from x's tile (`trans-a`),
    /// each stored operand kept for the next dot of the same value; off: the transpose stored
    /// K-major, element by element, for each dot.
    mmajor_a: bool = true, "transposed-a", "TESSERA_TRANSPOSED_A", |_v| "store",
        { "m-major" => true, "store" => false }
    /// Transient shared buffers stacked up to the size of the rings and residents below them
    /// before space is reused (`lower::shared::stack_budget`); fixed: 16 KB.
    floor_stack_budget: bool = true, "shared-stack", "TESSERA_SHARED_STACK", |v| if v == "fixed" { "fixed" } else { "floor" },
        { "floor" => true, "fixed" => false }
    /// One wgmma group left in flight across iterations in deep rings; off: waited each time.
    wgmma_in_flight: bool = true, "wgmma-in-flight", "TESSERA_WGMMA_SYNC", |_v| "off",
        { "on" => true, "off" => false }
    /// Loop-invariant dot operands kept resident in shared memory.
    residents: bool = true, "residents", "TESSERA_NO_RESIDENT", |_v| "off",
        { "on" => true, "off" => false }
    /// Warpgroups take turns at the tensor cores in loops with two dots.
    turns: bool = true, "turns", "TESSERA_TURNS", |v| if v == "0" { "off" } else { "on" },
        { "on" => true, "off" => false }
    /// Without `cp.async` (AMD), dot operands fetched ahead through registers.
    register_staging: bool = true, "register-staging", "TESSERA_REG_STAGING",
        |v| if v == "0" { "off" } else { "on" },
        { "on" => true, "off" => false }
    /// A loop continues on one comparison of the next induction value; off: two (growth and
    /// bound).
    one_comparison_trip_test: bool = true, "trip-test", "TESSERA_TRIP_TEST",
        |v| if v == "two" { "two" } else { "one" },
        { "one" => true, "two" => false }
    /// How dot accumulators are stored ([`Epilogue`]).
    epilogue: Epilogue = Epilogue::Auto, "epilogue", "TESSERA_EPILOGUE",
        |v| match v { "direct" => "direct", "exchange" => "exchange", _ => "auto" },
        { "auto" => Epilogue::Auto, "direct" => Epilogue::Direct, "exchange" => Epilogue::Exchange }
    /// Layout exchanges through shared memory in vector accesses; off: one element at a time.
    vector_exchange: bool = true, "exchange", "TESSERA_EXCHANGE",
        |v| if v == "scalar" { "scalar" } else { "vector" },
        { "vector" => true, "scalar" => false }
    /// 16-bit tiles in the mma fragment layout stored to shared memory by `stmatrix`, four 8 x 8
    /// matrices an instruction (sm_90; `lower::shared::store_matrices`); off: 32-bit stores.
    /// Off by default: measured on the H100's attention backward, a quarter of the store
    /// instructions but more registers (d64 128x128: 144 bytes of spills against 112), -8 %
    /// there, +1 % at d64 64x128, -1 % at d128 (docs/benchmarks.md, "The backward, third pass").
    store_matrices: bool = false, "stmatrix", "TESSERA_STMATRIX", |v| if v == "1" { "on" } else { "off" },
        { "off" => false, "on" => true }
    /// Spill slots compacted after allocation (`tessera_regalloc`); off: regalloc2's own.
    compact_slots: bool = true, "slots", "TESSERA_SLOTS",
        |v| if v == "regalloc2" { "regalloc2" } else { "compact" },
        { "compact" => true, "regalloc2" => false }
    /// A deliberately wrong selection ([`Fault`]), the test hook of `tessera fuzz`: never a
    /// variant of the code generator ([`CodegenOptions::variants`] leaves it out).
    fault: Fault = Fault::None, "fault", "TESSERA_FAULT",
        |v| if v == "max-as-min" { "max-as-min" } else { "none" },
        { "none" => Fault::None, "max-as-min" => Fault::MaxAsMin }
}

impl CodegenOptions {
    /// Applies `name=value` (the tool's `-C`).
    pub fn apply(&mut self, setting: &str) -> Result<(), String> {
        let (name, value) = setting
            .split_once('=')
            .ok_or_else(|| format!("expected `name=value` for a codegen option, found `{setting}`"))?;
        self.set(name.trim(), value.trim())
    }

    /// The options the benchmark scripts' variables say: for each switch whose
    /// [`Setting::env`] `lookup` finds, the value it means (a variable named `TESSERA_NO_*`,
    /// `TESSERA_WGMMA_SYNC` or `TESSERA_TMA_EARLY` turns its switch off whatever its value).
    pub fn from_vars(lookup: impl Fn(&str) -> Option<String>) -> CodegenOptions {
        let mut o = CodegenOptions::default();
        for s in SETTINGS {
            if let Some(v) = lookup(s.env) {
                o.set(s.name, CodegenOptions::env_value(s.name, &v)).expect("env_value gives a listed value");
            }
        }
        o
    }

    /// The switches that differ from the default, as `name=value` (empty for the default).
    pub fn changed(&self) -> Vec<String> {
        let d = CodegenOptions::default();
        SETTINGS
            .iter()
            .filter(|s| self.get(s.name) != d.get(s.name))
            .map(|s| format!("{}={}", s.name, self.get(s.name).unwrap_or("?")))
            .collect()
    }

    /// Every single-switch variant of the default: each switch at each of its other values, as
    /// (`name=value`, options); not the fault-injection hook, which is wrong on purpose.
    pub fn variants() -> Vec<(String, CodegenOptions)> {
        let mut out = Vec::new();
        for s in SETTINGS.iter().filter(|s| s.name != "fault") {
            for v in &s.values[1..] {
                let mut o = CodegenOptions::default();
                o.set(s.name, v).expect("a listed value");
                out.push((format!("{}={v}", s.name), o));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setting_reads_back_and_its_first_value_is_the_default() {
        let d = CodegenOptions::default();
        for s in SETTINGS {
            assert_eq!(d.get(s.name), Some(s.values[0]), "{}", s.name);
            for v in s.values {
                let mut o = d;
                o.set(s.name, v).unwrap();
                assert_eq!(o.get(s.name), Some(*v));
            }
        }
        let variants = SETTINGS.iter().filter(|s| s.name != "fault").map(|s| s.values.len() - 1).sum::<usize>();
        assert_eq!(CodegenOptions::variants().len(), variants);
        assert!(CodegenOptions::variants().iter().all(|(_, o)| *o != d && o.changed().len() == 1));
    }

    #[test]
    fn names_values_and_variables() {
        let mut o = CodegenOptions::default();
        o.apply("refill=late").unwrap();
        assert!(!o.mid_refill);
        assert_eq!(o.changed(), ["refill=late"]);
        assert!(o.apply("refill=early").unwrap_err().contains("takes mid, late"));
        assert!(o.apply("nonsense=1").unwrap_err().contains("unknown codegen option"));
        assert!(o.apply("refill").is_err());
        let vars = |k: &str| match k {
            "TESSERA_LICM" => Some("0".to_string()),
            "TESSERA_NO_ELECT" => Some("1".to_string()),
            "TESSERA_EPILOGUE" => Some("exchange".to_string()),
            "TESSERA_SINK" => Some("1".to_string()),
            _ => None,
        };
        let e = CodegenOptions::from_vars(vars);
        assert!(!e.licm && !e.elect && e.sink && e.epilogue == Epilogue::Exchange);
        assert_eq!(e.changed().len(), 3);
    }
}
