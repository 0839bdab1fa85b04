"""Soft-float conversion routines that LLVM's code generator calls on CPUs without native support.

On an x86-64 CPU without AVX512-BF16 (and, for `half`, without F16C, or for
any f64 -> f16 truncation), LLVM does not inline conversions to and from
`bfloat` and `half`: it lowers them, and every `bfloat`/`half` arithmetic
op (promoted to `float`), to calls of compiler-rt's helpers:

    %h = fptrunc double %x to half      ; call __truncdfhf2
    %b = fptrunc float %y to bfloat     ; call __truncsfbf2
    %s = fadd bfloat %b, %b             ; extend, fadd float, call __truncsfbf2

A JIT has no compiler-rt, so these symbols would be unresolved (a call to
address 0). This module writes them in LLVM IR, compiles them once per
process, and publishes their addresses to the JIT's symbol table
(`register()`): rounding to nearest even, quiet NaNs kept (payload
truncated, quiet bit set), overflow to infinity, subnormals exact. They are
pure integer code (plus one exact float add for the subnormal range), so
compiling them never needs a helper itself.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass


@dataclass(frozen=True)
class FloatFormat:
    """An IEEE-style binary format: its LLVM type, storage integer and field widths."""

    llvm_type: str
    exponent_bits: int
    mantissa_bits: int

    @property
    def width(self) -> int:
        return 1 + self.exponent_bits + self.mantissa_bits

    @property
    def int_type(self) -> str:
        return f"i{self.width}"

    @property
    def bias(self) -> int:
        return (1 << (self.exponent_bits - 1)) - 1

    def bits_of(self, exponent: int, mantissa: int = 0) -> int:
        """The bit pattern of the positive value with this biased exponent and mantissa field."""
        return (exponent << self.mantissa_bits) | mantissa


F64 = FloatFormat("double", 11, 52)
F32 = FloatFormat("float", 8, 23)
F16 = FloatFormat("half", 5, 10)
BF16 = FloatFormat("bfloat", 8, 7)


def _float_literal(fmt: FloatFormat, value_bits: int) -> str:
    """An LLVM IR literal of `fmt` with the given bit pattern (hex form, exact)."""
    if fmt is F64:
        return f"0x{value_bits:016X}"
    if fmt is F32:
        # LLVM writes float constants as the double of the same value.
        import struct

        value = struct.unpack("<f", struct.pack("<I", value_bits))[0]
        return f"0x{struct.unpack('<Q', struct.pack('<d', value))[0]:016X}"
    raise ValueError(f"no literal form for {fmt.llvm_type}")


def truncation(name: str, source: FloatFormat, target: FloatFormat, *, int_abi: bool = False) -> str:
    """LLVM IR of `target @name(source)`: round to nearest even, as compiler-rt's `__trunc*` do.

    `int_abi`: the result is returned as the storage integer (the old
    `__gnu_f2h_ieee` convention) instead of as a `target` value.
    """
    s, t = source, target
    shift = s.mantissa_bits - t.mantissa_bits
    src_int, dst_int = s.int_type, t.int_type
    abs_mask = (1 << (s.width - 1)) - 1
    infinity = s.bits_of((1 << s.exponent_bits) - 1)
    # Smallest source magnitude that rounds to infinity in the target: halfway above the largest finite value
    # (a tie rounds up, since the largest finite mantissa is odd); values past the target's exponent range too.
    largest = ((t.bias + 1 + s.bias) << s.mantissa_bits) - (1 << (shift - 1))
    # The source's bits of the target's smallest normal number; below it the target is subnormal.
    smallest_normal = s.bits_of(s.bias - t.bias + 1)
    rebias = (s.bias - t.bias) << s.mantissa_bits
    # A power of two whose ulp in the source format is the target's smallest subnormal: adding it rounds a
    # tiny magnitude (to nearest even) onto the target's subnormal grid, exactly once.
    magic_exponent = (1 - t.bias - t.mantissa_bits) + s.mantissa_bits  # unbiased exponent of the magic number
    magic = s.bits_of(magic_exponent + s.bias)
    quiet = 1 << (t.mantissa_bits - 1)
    target_nan_payload = (1 << t.mantissa_bits) - 1
    result_type = dst_int if int_abi else t.llvm_type
    ret = "ret i16 %r" if int_abi else f"%rv = bitcast {dst_int} %r to {t.llvm_type}\n  ret {t.llvm_type} %rv"
    return f"""
define {result_type} @{name}({s.llvm_type} %x) {{
entry:
  %bits = bitcast {s.llvm_type} %x to {src_int}
  %abs = and {src_int} %bits, {abs_mask}
  %sign.wide = lshr {src_int} %bits, {s.width - t.width}
  %sign.narrow = trunc {src_int} %sign.wide to {dst_int}
  %sign = and {dst_int} %sign.narrow, {1 << (t.width - 1)}
  %is.nan = icmp ugt {src_int} %abs, {infinity}
  br i1 %is.nan, label %nan, label %not.nan
nan:
  %payload.wide = lshr {src_int} %abs, {shift}
  %payload.narrow = trunc {src_int} %payload.wide to {dst_int}
  %payload = and {dst_int} %payload.narrow, {target_nan_payload}
  %nan.bits = or {dst_int} %payload, {t.bits_of((1 << t.exponent_bits) - 1, quiet)}
  br label %done
not.nan:
  %is.inf = icmp uge {src_int} %abs, {largest}
  br i1 %is.inf, label %done, label %finite
finite:
  %is.normal = icmp uge {src_int} %abs, {smallest_normal}
  br i1 %is.normal, label %normal, label %subnormal
normal:
  %rebiased = sub {src_int} %abs, {rebias}
  %lsb.wide = lshr {src_int} %rebiased, {shift}
  %lsb = and {src_int} %lsb.wide, 1
  %bias.round = add {src_int} %lsb, {(1 << (shift - 1)) - 1}
  %rounded = add {src_int} %rebiased, %bias.round
  %normal.wide = lshr {src_int} %rounded, {shift}
  %normal.bits = trunc {src_int} %normal.wide to {dst_int}
  br label %done
subnormal:
  %abs.value = bitcast {src_int} %abs to {s.llvm_type}
  %sum = fadd {s.llvm_type} %abs.value, {_float_literal(s, magic)}
  %sum.bits = bitcast {s.llvm_type} %sum to {src_int}
  %grid = sub {src_int} %sum.bits, {magic}
  %subnormal.bits = trunc {src_int} %grid to {dst_int}
  br label %done
done:
  %magnitude = phi {dst_int} [%nan.bits, %nan], [{t.bits_of((1 << t.exponent_bits) - 1)}, %not.nan], \
[%normal.bits, %normal], [%subnormal.bits, %subnormal]
  %r = or {dst_int} %magnitude, %sign
  {ret}
}}
"""


def extension(name: str, source: FloatFormat, target: FloatFormat, *, int_abi: bool = False) -> str:
    """LLVM IR of `target @name(source)`: the exact widening, as compiler-rt's `__extend*` do.

    `int_abi`: the argument is the storage integer (the old `__gnu_h2f_ieee` convention).
    """
    s, t = source, target
    shift = t.mantissa_bits - s.mantissa_bits
    src_int, dst_int = s.int_type, t.int_type
    argument = f"{src_int} %x" if int_abi else f"{s.llvm_type} %x"
    to_bits = "%bits = add i16 %x, 0" if int_abi else f"%bits = bitcast {s.llvm_type} %x to {src_int}"
    if s.exponent_bits == t.exponent_bits:
        # Same exponent range (bf16 -> f32): every value, subnormals and NaNs included, is a shift.
        return f"""
define {t.llvm_type} @{name}({argument}) {{
entry:
  {to_bits}
  %wide = zext {src_int} %bits to {dst_int}
  %r = shl {dst_int} %wide, {t.width - s.width}
  %rv = bitcast {dst_int} %r to {t.llvm_type}
  ret {t.llvm_type} %rv
}}
"""
    source_inf = (1 << s.exponent_bits) - 1
    # A subnormal source value is mantissa * 2^(1 - bias - mantissa_bits): exact in the wider format.
    scale = t.bits_of(1 - s.bias - s.mantissa_bits + t.bias)
    return f"""
define {t.llvm_type} @{name}({argument}) {{
entry:
  {to_bits}
  %wide = zext {src_int} %bits to {dst_int}
  %sign.field = and {dst_int} %wide, {1 << (s.width - 1)}
  %sign = shl {dst_int} %sign.field, {t.width - s.width}
  %exponent.field = lshr {dst_int} %wide, {s.mantissa_bits}
  %exponent = and {dst_int} %exponent.field, {source_inf}
  %mantissa = and {dst_int} %wide, {(1 << s.mantissa_bits) - 1}
  %mantissa.shifted = shl {dst_int} %mantissa, {shift}
  %is.special = icmp eq {dst_int} %exponent, {source_inf}
  br i1 %is.special, label %special, label %finite
special:
  %special.bits = or {dst_int} %mantissa.shifted, {t.bits_of((1 << t.exponent_bits) - 1)}
  br label %done
finite:
  %is.small = icmp eq {dst_int} %exponent, 0
  br i1 %is.small, label %small, label %normal
normal:
  %exponent.rebiased = add {dst_int} %exponent, {t.bias - s.bias}
  %exponent.placed = shl {dst_int} %exponent.rebiased, {t.mantissa_bits}
  %normal.bits = or {dst_int} %exponent.placed, %mantissa.shifted
  br label %done
small:
  %as.float = uitofp {dst_int} %mantissa to {t.llvm_type}
  %scaled = fmul {t.llvm_type} %as.float, {_float_literal(t, scale)}
  %small.bits = bitcast {t.llvm_type} %scaled to {dst_int}
  br label %done
done:
  %magnitude = phi {dst_int} [%special.bits, %special], [%normal.bits, %normal], [%small.bits, %small]
  %r = or {dst_int} %magnitude, %sign
  %rv = bitcast {dst_int} %r to {t.llvm_type}
  ret {t.llvm_type} %rv
}}
"""


ROUTINES: dict[str, str] = {
    "__truncsfhf2": truncation("__truncsfhf2", F32, F16),
    "__truncdfhf2": truncation("__truncdfhf2", F64, F16),
    "__truncsfbf2": truncation("__truncsfbf2", F32, BF16),
    "__truncdfbf2": truncation("__truncdfbf2", F64, BF16),
    "__extendhfsf2": extension("__extendhfsf2", F16, F32),
    "__extendhfdf2": extension("__extendhfdf2", F16, F64),
    "__extendbfsf2": extension("__extendbfsf2", BF16, F32),
    "__gnu_f2h_ieee": truncation("__gnu_f2h_ieee", F32, F16, int_abi=True),
    "__gnu_h2f_ieee": extension("__gnu_h2f_ieee", F16, F32, int_abi=True),
}
"""compiler-rt's name of each routine, and its LLVM IR."""


@functools.cache
def _engine():
    """The routines compiled for this process (kept alive: the JIT calls into this code)."""
    import llvmlite.binding as llvm

    from aiopt.runtime.jit import host_target_machine, optimize

    module = llvm.parse_assembly("".join(ROUTINES.values()))
    module.verify()
    target_machine = host_target_machine(2)
    module.triple = target_machine.triple
    module.data_layout = str(target_machine.target_data)
    optimize(module, target_machine, 2)
    engine = llvm.create_mcjit_compiler(module, target_machine)
    engine.finalize_object()
    return engine


def register() -> None:
    """Compile the routines (once) and make their names resolve in every JIT module."""
    import llvmlite.binding as llvm

    engine = _engine()
    for name in ROUTINES:
        if llvm.address_of_symbol(name) is None:
            llvm.add_symbol(name, engine.get_function_address(name))
