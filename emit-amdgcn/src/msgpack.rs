//! A minimal MessagePack writer for the code object's metadata note (`NT_AMDGPU_METADATA`):
//! maps, arrays, strings and unsigned integers, each in its shortest form, and map keys in
//! byte order (as LLVM's msgpack document writes them, so that the note is byte for byte the
//! one `llvm-mc` writes for the same metadata).
//!
//! Decision: a dozen lines of our own instead of a crate (`rmp` would fit, but the metadata
//! needs four types and no reading; the compile path stays dependency-free here).

use std::borrow::Cow;

/// A metadata value. Keys and most strings are borrowed (the metadata is built and written
/// once per code object: owned keys were most of the writer's ~100 allocations).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value<'a> {
    Uint(u64),
    Str(Cow<'a, str>),
    Array(Vec<Value<'a>>),
    /// Written with its keys sorted.
    Map(Vec<(&'a str, Value<'a>)>),
}

impl<'a> Value<'a> {
    pub fn str(s: &'a str) -> Value<'a> {
        Value::Str(Cow::Borrowed(s))
    }

    /// Appends the MessagePack encoding of `self`.
    pub fn write(&self, out: &mut Vec<u8>) {
        match self {
            Value::Uint(v) => match *v {
                0..=0x7f => out.push(*v as u8),
                0x80..=0xff => out.extend_from_slice(&[0xcc, *v as u8]),
                0x100..=0xffff => {
                    out.push(0xcd);
                    out.extend_from_slice(&(*v as u16).to_be_bytes());
                }
                0x1_0000..=0xffff_ffff => {
                    out.push(0xce);
                    out.extend_from_slice(&(*v as u32).to_be_bytes());
                }
                _ => {
                    out.push(0xcf);
                    out.extend_from_slice(&v.to_be_bytes());
                }
            },
            Value::Str(s) => write_str(out, s),
            Value::Array(a) => {
                head(out, a.len(), 0x90, 15, [0, 0xdc, 0xdd]);
                for v in a {
                    v.write(out);
                }
            }
            Value::Map(m) => {
                head(out, m.len(), 0x80, 15, [0, 0xde, 0xdf]);
                let mut order: smallvec::SmallVec<[usize; 16]> = (0..m.len()).collect();
                order.sort_unstable_by(|&a, &b| m[a].0.cmp(m[b].0));
                for i in order {
                    write_str(out, m[i].0);
                    m[i].1.write(out);
                }
            }
        }
    }
}

fn write_str(out: &mut Vec<u8>, s: &str) {
    head(out, s.len(), 0xa0, 31, [0xd9, 0xda, 0xdb]);
    out.extend_from_slice(s.as_bytes());
}

/// A length header: the fix form up to `fix_max`, else 8-bit (where there is one), 16-bit or
/// 32-bit lengths.
fn head(out: &mut Vec<u8>, n: usize, fix: u8, fix_max: usize, tags: [u8; 3]) {
    if n <= fix_max {
        out.push(fix | n as u8);
    } else if n <= 0xff && tags[0] != 0 {
        out.extend_from_slice(&[tags[0], n as u8]);
    } else if n <= 0xffff {
        out.push(tags[1]);
        out.extend_from_slice(&(n as u16).to_be_bytes());
    } else {
        out.push(tags[2]);
        out.extend_from_slice(&(n as u32).to_be_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::Value::*;
    use super::*;

    #[test]
    fn shortest_forms_and_sorted_keys() {
        let mut out = Vec::new();
        Map(vec![("b", Uint(256)), ("a", Array(vec![Uint(1), Uint(200)]))]).write(&mut out);
        assert_eq!(out, [0x82, 0xa1, b'a', 0x92, 0x01, 0xcc, 200, 0xa1, b'b', 0xcd, 0x01, 0x00]);
        let mut out = Vec::new();
        Value::str(&"x".repeat(40)).write(&mut out);
        assert_eq!(&out[..2], &[0xd9, 40]);
    }
}
