//! The LLVM tools as oracles of the AMDGCN backend: llvm-mc assembles and ld.lld links what
//! the compiler writes, and tessera's own encoder must give llvm-mc's bytes for the same text,
//! instruction by instruction ([`check_encoding`]).

use super::{elf_section, oracle};
use std::path::PathBuf;
use std::process::Command;
use tessera::Target;
use tessera_emit_amdgcn::encode;

pub struct Tools {
    pub mc: PathBuf,
    pub lld: PathBuf,
}

pub fn tools() -> Option<Tools> {
    Some(Tools { mc: oracle("llvm-mc")?, lld: oracle("ld.lld")? })
}

/// Assembles `asm` for `target`, checks that tessera's encoder gives llvm-mc's bytes for it
/// ([`check_encoding`]) and links the object into a shared code object; panics with the
/// tools' messages and the offending lines. Returns the number of instructions compared.
pub fn assemble_and_link(tools: &Tools, asm: &str, target: Target, what: &str) -> usize {
    assemble_and_link_keeping(tools, asm, target, what).0
}

/// [`assemble_and_link`], returning the linked code object as well.
pub fn assemble_and_link_keeping(tools: &Tools, asm: &str, target: Target, what: &str) -> (usize, Vec<u8>) {
    let dir = std::env::temp_dir().join(format!("tessera-amdgcn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let stem = format!("{}-{}", what.replace(['/', ' '], "_"), target);
    let (s, o, so) = (dir.join(format!("{stem}.s")), dir.join(format!("{stem}.o")), dir.join(format!("{stem}.hsaco")));
    std::fs::write(&s, asm).unwrap();
    let run = |cmd: &mut Command| {
        let out = cmd.output().unwrap();
        (out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned())
    };
    let mut mc = Command::new(&tools.mc);
    mc.arg("-triple=amdgcn-amd-amdhsa").arg(format!("-mcpu={target}")).arg("-filetype=obj");
    if target == Target::Gfx1100 {
        // WMMA needs the wave size said (the text's descriptor says it too).
        mc.arg("-mattr=+wavefrontsize32");
    }
    let (ok, err) = run(mc.arg(&s).arg("-o").arg(&o));
    if !ok || err.contains("error") {
        panic!("llvm-mc rejected {what} for {target}:\n{}\n(kept in {})", first_lines(&err, 30), s.display());
    }
    let encoded = check_encoding(&std::fs::read(&o).unwrap(), asm, target, what);
    let (ok, err) = run(Command::new(&tools.lld).arg("-shared").arg(&o).arg("-o").arg(&so));
    if !ok {
        panic!("ld.lld rejected {what} for {target}:\n{}\n(kept in {})", first_lines(&err, 30), s.display());
    }
    let linked = std::fs::read(&so).unwrap();
    for f in [s, o, so] {
        let _ = std::fs::remove_file(f);
    }
    (encoded, linked)
}

/// Encodes each kernel of `asm` with tessera's encoder and compares it with llvm-mc's object
/// (`obj`) instruction by instruction: the kernels lie in its `.text` in order, each at a
/// multiple of 256 bytes (`.p2align 8`). Returns the number of instructions compared.
pub fn check_encoding(obj: &[u8], asm: &str, target: Target, what: &str) -> usize {
    let text = elf_section(obj, ".text").expect("llvm-mc's object has a .text section");
    let gfx = target.gfx().unwrap();
    let (mut at, mut end, mut count) = (0usize, 0usize, 0usize);
    let hex = |b: &[u8]| b.iter().map(|x| format!("{x:02x}")).collect::<Vec<_>>().join(" ");
    for (name, body) in encode::kernels(asm) {
        let ours = encode::assemble(gfx, body).unwrap_or_else(|e| panic!("{what} for {target}: kernel {name}: {e}"));
        for (i, &(off, line)) in ours.insts.iter().enumerate() {
            let (off, line) = (off as usize, line as usize);
            let next = ours.insts.get(i + 1).map_or(ours.code.len(), |n| n.0 as usize);
            let (mine, theirs) = (&ours.code[off..next], text.get(at + off..at + next).unwrap_or(&[]));
            if mine != theirs {
                panic!(
                    "{what} for {target}: kernel {name}, `{}`: tessera encodes [{}], llvm-mc [{}]",
                    body.lines().nth(line - 1).unwrap_or("").trim(),
                    hex(mine),
                    hex(theirs)
                );
            }
        }
        count += ours.insts.len();
        end = at + ours.code.len();
        at = end.next_multiple_of(256);
    }
    assert_eq!(end, text.len(), "{what} for {target}: llvm-mc's .text has code after the last kernel");
    count
}

pub fn first_lines(s: &str, n: usize) -> String {
    s.lines().take(n).collect::<Vec<_>>().join("\n")
}

/// Joins kernels' assembly into one file: the header once, each kernel's code and descriptor,
/// and one metadata block listing every kernel.
#[derive(Default)]
pub struct Module {
    header: String,
    bodies: String,
    kernels_meta: String,
    footer: String,
    count: usize,
}

impl Module {
    pub fn add(&mut self, asm: &str) {
        let text_at = asm.find(".text\n").expect("a .text section");
        let meta_at = asm.find(".amdgpu_metadata\n").expect("metadata");
        let kernels_at = asm.find("amdhsa.kernels:\n").expect("a kernel list") + "amdhsa.kernels:\n".len();
        let version_at = asm.find("amdhsa.version:").expect("a version");
        if self.count == 0 {
            self.header = asm[..text_at].to_string();
            self.footer = asm[version_at..].to_string();
        }
        self.bodies.push_str(&asm[text_at..meta_at]);
        self.kernels_meta.push_str(&asm[kernels_at..version_at]);
        self.count += 1;
    }

    /// Kernels added since the last `take`.
    pub fn len(&self) -> usize {
        self.count
    }

    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    pub fn take(&mut self) -> String {
        let m = std::mem::take(self);
        format!("{}{}.amdgpu_metadata\n---\namdhsa.kernels:\n{}{}", m.header, m.bodies, m.kernels_meta, m.footer)
    }
}
