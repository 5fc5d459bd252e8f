//! An external PTX assembler in a campaign (`tessera fuzz --ptxas 'ptxas -O0'`): each kernel's
//! PTX goes through the command, with `-arch=TARGET FILE.ptx -o FILE.cubin` appended, to a CUDA
//! binary. On a GPU the binary is what runs, in place of the driver's JIT of the PTX, so that
//! campaigns at `-O0` and at `-O3` test the assembler's two levels against the same reference
//! (the interpreter); on `sim-ptx`, with no GPU, the assembler's acceptance is checked beside the
//! simulation (a rejection or a crash of valid PTX is a finding).
//!
//! The assembler is a test subject here, as ptxas is a test oracle elsewhere: tessera's own
//! pipeline never calls it.

use std::path::PathBuf;
use std::process::Command;

/// The command and a directory of its own for the files it reads and writes.
#[derive(Clone, Debug)]
pub struct Assembler {
    program: String,
    args: Vec<String>,
    dir: PathBuf,
}

impl Assembler {
    /// `command`: the program and its options, whitespace-separated (`ptxas -O0`). Checks that
    /// the program runs (`--version`).
    pub fn new(command: &str) -> Result<Assembler, String> {
        let mut words = command.split_whitespace().map(str::to_string);
        let program = words.next().ok_or("--ptxas: an empty command")?;
        let args: Vec<String> = words.collect();
        match Command::new(&program).arg("--version").output() {
            Ok(o) if o.status.success() => {}
            Ok(o) => {
                return Err(format!("--ptxas: `{program} --version` failed: {}", String::from_utf8_lossy(&o.stderr)))
            }
            Err(e) => return Err(format!("--ptxas: cannot run `{program}`: {e}")),
        }
        // One directory per assembler: campaigns may run side by side in one process.
        static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
        let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("tessera-fuzz-ptxas-{}-{n}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        Ok(Assembler { program, args, dir })
    }

    /// The command as given, for replay lines.
    pub fn command(&self) -> String {
        std::iter::once(self.program.as_str()).chain(self.args.iter().map(String::as_str)).collect::<Vec<_>>().join(" ")
    }

    /// Assembles `ptx` for `arch` (`sm_90a`): the binary, or what the assembler said (its exit
    /// status or signal and its output) when it failed.
    pub fn assemble(&self, ptx: &str, arch: &str) -> Result<Vec<u8>, String> {
        let (input, output) = (self.dir.join("kernel.ptx"), self.dir.join("kernel.cubin"));
        std::fs::write(&input, ptx).map_err(|e| format!("cannot write {}: {e}", input.display()))?;
        let _ = std::fs::remove_file(&output);
        let out = Command::new(&self.program)
            .args(&self.args)
            .arg(format!("-arch={arch}"))
            .arg(&input)
            .arg("-o")
            .arg(&output)
            .output()
            .map_err(|e| format!("cannot run `{}`: {e}", self.program))?;
        if !out.status.success() {
            let said = String::from_utf8_lossy(&out.stderr);
            let said = said.lines().take(8).collect::<Vec<_>>().join("\n");
            return Err(format!("`{} -arch={arch}` failed ({}): {said}", self.command(), out.status));
        }
        std::fs::read(&output).map_err(|e| format!("`{}` wrote no binary: {e}", self.command()))
    }
}

impl Drop for Assembler {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
