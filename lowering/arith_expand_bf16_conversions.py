"""`--arith-expand-bf16-conversions`: conversions to bf16 that round once, on any CPU.

LLVM has few native bf16 conversions: `sitofp`/`uitofp` to `bfloat` become
a conversion to `float` then `fptrunc` to `bfloat` (and `fptrunc double` to
`bfloat` may go through `float` where the CPU converts f32 to bf16 natively).
Two roundings to nearest differ from one where the first lands on a bf16
midpoint: `sitofp 2^24 + 2^16 + 1` gives 2^24, not 2^24 + 2^17. Before
arith becomes llvm, this pass rewrites each such conversion into steps whose
only rounding to nearest is the last, `arith.truncf` f32 -> bf16, which every
CPU does once (natively or with the soft-float `__truncsfbf2`):

    %y = arith.truncf %x : f64 to bf16

becomes f64 -> f32 rounded to odd (the f32 value toward zero with its last
bit set when the conversion is inexact; enough bits left for the last
rounding to be right, as Boldo and Melquiond show), then f32 -> bf16:

    %t = arith.truncf %x : f64 to f32
    %back = arith.extf %t : f32 to f64
    %inexact = arith.cmpf one, %x, %back : f64                 // false for NaN, inf
    %farther = arith.xori (arith.cmpf ogt, %back, %x), (arith.cmpf olt, %x, 0.0) : i1
    %bits = arith.bitcast %t : f32 to i32
    %odd = arith.ori (arith.subi %bits, (arith.extui %farther : i1 to i32)), 1 : i32
    %r = arith.bitcast (arith.select %inexact, %odd, %bits) : i32 to f32
    %y = arith.truncf %r : f32 to bf16

and that last rounding, `arith.truncf` f32 -> bf16 itself, becomes integer
arithmetic on the bits (upstream's `arith-expand{include-bf16}` algorithm:
the rounding bias 0x7FFF, or 0x8000 where bit 16 is set for ties to even,
added to the bits carries into the exponent where it should), a NaN quieted
with its sign and high payload bits kept as `__truncsfbf2` keeps them:

    %y = arith.truncf %x : f32 to bf16

becomes

    %bits = arith.bitcast %x : f32 to i32
    %odd = arith.andi (arith.shrui %bits, 16), 1 : i32
    %rounded = arith.shrui (arith.addi %bits, (arith.addi %odd, 0x7FFF)), 16 : i32
    %quiet = arith.shrui (arith.ori %bits, 0x400000), 16 : i32
    %r = arith.select (arith.cmpf uno, %x, %x), %quiet, %rounded : i32
    %y = arith.bitcast (arith.trunci %r : i32 to i16) : i16 to bf16

and `arith.extf` bf16 -> f32 a shift of the bits into the high half,
so that no CPU calls a soft-float routine for it (one call per element,
which keeps loops from vectorizing) and no CPU's native conversion reads a
subnormal as zero. With `arith-emulate-unsupported-floats` before it (as the
CPU pipeline runs them: this pass, then that one, then this one again for
the conversions it made), bf16 arithmetic is f32 arithmetic and such
roundings: vectorized loops.

`arith.sitofp`/`uitofp` of integers of 25 to 53 bits to bf16 convert to
f64 (exactly) and take that road (narrower ones are exact in f32: LLVM's
conversion through f32 rounds once); wider ones (up to 64 bits) add the high
and low 32-bit halves in f64, recover the sum's error exactly (TwoSum) and
round the sum to odd too. f16 needs nothing: LLVM converts f64 to f16 once
(`__truncdfhf2` or natively), and integers beyond 2^24 overflow f16 anyway.
Other conversions, vectors and integers wider than 64 bits are left alone.
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.builtin import BFloat16Type, Float32Type, Float64Type, FloatAttr, IntegerAttr, IntegerType, ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from aiopt.dialects import arith
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import IdleSkippingWalker, OpClassKeyedApplier
from aiopt.support.rewriting import InheritLocation

_F32, _F64, _I1, _I32, _I64 = Float32Type(), Float64Type(), IntegerType(1), IntegerType(32), IntegerType(64)


class _Builder:
    """Inserts arith ops before the op being rewritten and returns their results."""

    def __init__(self, rewriter: PatternRewriter):
        self._rewriter = rewriter

    def __call__(self, op: Operation) -> SSAValue:
        self._rewriter.insert(op)
        return op.results[0]

    def int(self, value: int, type_: IntegerType) -> SSAValue:
        return self(arith.ConstantOp(IntegerAttr(value, type_)))

    def float(self, value: float, type_) -> SSAValue:
        return self(arith.ConstantOp(FloatAttr(value, type_)))


def round_to_odd(b: _Builder, rounded: SSAValue, inexact: SSAValue, farther: SSAValue, bits_type) -> SSAValue:
    """`rounded` (a float rounded to nearest) rounded to odd instead: where `inexact`, the float next to it
    toward zero when `farther` (it is farther from zero than the exact value) with its last bit set."""
    bits = b(arith.BitcastOp(rounded, bits_type))
    toward_zero = b(arith.SubiOp(bits, b(arith.ExtUIOp(farther, bits_type))))
    odd = b(arith.OrIOp(toward_zero, b.int(1, bits_type)))
    return b(arith.BitcastOp(b(arith.SelectOp(inexact, odd, bits)), rounded.type))


def truncf_f64_to_bf16(b: _Builder, x: SSAValue) -> SSAValue:
    """`x` (f64) rounded to nearest bf16 once: to odd in f32, then to nearest bf16."""
    t = b(arith.TruncFOp(x, _F32))
    back = b(arith.ExtFOp(t, _F64))
    inexact = b(arith.CmpfOp(x, back, "one"))
    negative = b(arith.CmpfOp(x, b.float(0.0, _F64), "olt"))
    farther = b(arith.XOrIOp(b(arith.CmpfOp(back, x, "ogt")), negative))
    return truncf_f32_to_bf16(b, round_to_odd(b, t, inexact, farther, _I32))


def truncf_f32_to_bf16(b: _Builder, x: SSAValue) -> SSAValue:
    """`x` (f32) rounded to nearest bf16 (ties to even) in integer arithmetic on its bits (see the module)."""
    bits = b(arith.BitcastOp(x, _I32))
    odd = b(arith.AndIOp(b(arith.ShRUIOp(bits, b.int(16, _I32))), b.int(1, _I32)))
    biased = b(arith.AddiOp(bits, b(arith.AddiOp(odd, b.int(0x7FFF, _I32)))))
    rounded = b(arith.ShRUIOp(biased, b.int(16, _I32)))
    quiet = b(arith.ShRUIOp(b(arith.OrIOp(bits, b.int(0x400000, _I32))), b.int(16, _I32)))
    chosen = b(arith.SelectOp(b(arith.CmpfOp(x, x, "uno")), quiet, rounded))
    return b(arith.BitcastOp(b(arith.TruncIOp(chosen, IntegerType(16))), BFloat16Type()))


def extf_bf16_to_f32(b: _Builder, x: SSAValue) -> SSAValue:
    """`x` (bf16) as f32, exactly: its 16 bits as the high half of the f32's."""
    bits = b(arith.ExtUIOp(b(arith.BitcastOp(x, IntegerType(16))), _I32))
    return b(arith.BitcastOp(b(arith.ShLIOp(bits, b.int(16, _I32))), _F32))


class ExtFBF16ToF32(RewritePattern):
    """`arith.extf %x : bf16 to f32` -> a shift of its bits (see the module)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.ExtFOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.input.type, BFloat16Type) and isinstance(op.result.type, Float32Type):
            rewriter.replace(op, (), [extf_bf16_to_f32(_Builder(rewriter), op.input)])


class TruncFF32ToBF16(RewritePattern):
    """`arith.truncf %x : f32 to bf16` -> integer arithmetic on its bits (see the module)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.TruncFOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.input.type, Float32Type) and isinstance(op.result.type, BFloat16Type):
            rewriter.replace(op, (), [truncf_f32_to_bf16(_Builder(rewriter), op.input)])


def int_to_f64_round_to_odd(b: _Builder, x: SSAValue, signed: bool) -> SSAValue:
    """The i64 `x` as f64 rounded to odd: hi * 2^32 + lo summed in f64, the sum's error found by TwoSum."""
    to_fp = arith.SIToFPOp if signed else arith.UIToFPOp
    shift = arith.ShRSIOp if signed else arith.ShRUIOp
    high = b(to_fp(b(shift(x, b.int(32, _I64))), _F64))
    high = b(arith.MulfOp(high, b.float(2.0**32, _F64)))
    low = b(arith.UIToFPOp(b(arith.AndIOp(x, b.int(0xFFFFFFFF, _I64))), _F64))
    total = b(arith.AddfOp(high, low))
    # TwoSum: total + error == high + low exactly (no overflow: |high + low| < 2^64).
    low_part = b(arith.SubfOp(total, high))
    high_part = b(arith.SubfOp(total, low_part))
    error = b(arith.AddfOp(b(arith.SubfOp(high, high_part)), b(arith.SubfOp(low, low_part))))
    zero = b.float(0.0, _F64)
    inexact = b(arith.CmpfOp(error, zero, "one"))
    farther = b(arith.XOrIOp(b(arith.CmpfOp(error, zero, "olt")), b(arith.CmpfOp(total, zero, "olt"))))
    return round_to_odd(b, total, inexact, farther, _I64)


class TruncFToBF16(RewritePattern):
    """`arith.truncf %x : f64 to bf16` -> round to odd into f32, then `arith.truncf` f32 -> bf16 (see the module)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.TruncFOp, rewriter: PatternRewriter) -> None:
        if isinstance(op.input.type, Float64Type) and isinstance(op.result.type, BFloat16Type):
            rewriter.replace(op, (), [truncf_f64_to_bf16(_Builder(rewriter), op.input)])


class IntToFPToBF16(RewritePattern):
    """`arith.sitofp`/`uitofp %x : iN to bf16`, 24 < N <= 64 -> exactly (N <= 53) or rounded to odd to f64,
    then `truncf_f64_to_bf16`:

        %y = arith.sitofp %x : i32 to bf16
    becomes
        %d = arith.sitofp %x : i32 to f64
        ...                                   // truncf_f64_to_bf16(%d)
    """

    op_types = (arith.SIToFPOp, arith.UIToFPOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, arith.SIToFPOp | arith.UIToFPOp) or not isinstance(op.result.type, BFloat16Type):
            return
        width = op.input.type.width.data if isinstance(op.input.type, IntegerType) else None
        if width is None or width <= 24 or width > 64:
            return  # up to 24 bits, LLVM's conversion through f32 is exact and rounds once
        b = _Builder(rewriter)
        signed = isinstance(op, arith.SIToFPOp)
        if width <= 53:
            wide = b((arith.SIToFPOp if signed else arith.UIToFPOp)(op.input, _F64))
        else:
            x = op.input
            if width < 64:
                x = b((arith.ExtSIOp if signed else arith.ExtUIOp)(x, _I64))
            wide = int_to_f64_round_to_odd(b, x, signed)
        rewriter.replace(op, (), [truncf_f64_to_bf16(b, wide)])


class ArithExpandBF16ConversionsPass(DiagnosticPass):
    """Conversions to bf16 as steps that round to nearest once, whatever the CPU (see the module).

    Example, `ai-opt --arith-expand-bf16-conversions`:

        func.func @f(%a: f32) -> bf16 {
          %r = arith.truncf %a : f32 to bf16
          func.return %r : bf16
        }

    becomes (round to nearest even on the bits; a NaN stays a quiet NaN)

        %0 = arith.bitcast %arg0 : f32 to i32
        ...
        %4 = arith.addi %0, %3 : i32
        ...
        %8 = arith.cmpf uno, %arg0, %arg0 : f32
        %9 = arith.select %8, %7, %5 : i32
        %10 = arith.trunci %9 : i32 to i16
        %11 = arith.bitcast %10 : i16 to bf16
    """

    name = "arith-expand-bf16-conversions"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns = OpClassKeyedApplier([TruncFToBF16(), TruncFF32ToBF16(), ExtFBF16ToF32(), IntToFPToBF16()])
        IdleSkippingWalker(InheritLocation(patterns), apply_recursively=False, idle=patterns.idle).rewrite_module(op)
