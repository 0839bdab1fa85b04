"""`arith.remf` (C's `fmod`: x - trunc(x / y) * y, exactly) from integer operations, for convert-gpu-to-nvvm.

Upstream's convert-gpu-to-nvvm calls libdevice's `__nv_fmodf`/`__nv_fmod` for `arith.remf`; libdevice is not
linked here, and LLVM's NVPTX backend expands `frem` as `x - y * trunc(x / y)`, which is neither exact (the
quotient is rounded: `fmod(1e30, 3)` is off by up to |y|) nor signed right (`fmod(-5, -1)` is -0, the expansion
gives +0). This expansion computes the remainder exactly, as the reference interpreter (numpy's fmod) does.

With |x| = mx 2^ex and |y| = my 2^ey (mx, my the significands as integers below 2^(m+1), the implicit bit
included, m the stored mantissa bits; ex, ey the exponents of their last bits, the same for all subnormals),
|x| >= |y| implies ex >= ey, and

    fmod(|x|, |y|) = ((mx 2^(ex - ey)) mod my) 2^ey

The power of two is taken in steps of at most 63 - m bits (40 for f32, 11 for f64), so that the shifted
remainder fits in 64 bits: `r = (r << s) mod my` with `arith.remui` on i64. The remainder is below my, so
r 2^ey is exactly representable (a subnormal too) and is formed as `uitofp(r) * 2^ey`; it takes x's sign (a
zero too). NaN operands, an infinite x or a zero y give NaN; |x| < |y| (an infinite y, a zero x) gives x.

In a function body (after convert-scf-to-cf: convert-gpu-to-nvvm's case) the steps are a loop of blocks:

    cf.br ^loop(%mx, %ex - %ey)
  ^loop(%r, %d):
    %s = minui(%d, 40)
    %r2 = remui(%r << %s, %my),  %d2 = %d - %s
    cf.cond_br %d2 == 0, ^join(%r2), ^loop(%r2, %d2)
  ^join(%rest):                          // the rewritten op and the rest of its block

In a region that holds one block (scf.for, ...) the step is repeated as often as the largest exponent
difference needs (7 times for f32, 186 for f64), a step past the end being `r mod my` again (no change).
f16 and bf16 are computed in f32 (exactly: their remainder is representable in both).
"""

from __future__ import annotations

from xdsl.dialects import cf
from xdsl.dialects.builtin import Float32Type, Float64Type, FloatAttr, IntegerAttr, IntegerType
from xdsl.ir import Block, SSAValue
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith
from aiopt.transforms.math_f64_approximation import split_at_insertion_point
from aiopt.transforms.math_polynomial_approximation import FloatBuilder

I64 = IntegerType(64)


def remf_expansion(b: FloatBuilder, x: SSAValue, y: SSAValue) -> SSAValue:
    """fmod(x, y) for scalar f32 or f64 operands of the builder's type, exactly (see the module's docstring)."""
    element = b.element
    assert isinstance(element, Float32Type | Float64Type) and b.float_type == element, "scalar f32 or f64"
    mantissa = 23 if isinstance(element, Float32Type) else 52
    exponent_max = (1 << (element.bitwidth - 1 - mantissa)) - 1  # all ones: infinities and NaNs
    step = 63 - mantissa

    def k(value: int) -> SSAValue:
        return b._insert(arith.ConstantOp(IntegerAttr(value, I64), I64))

    def wide_bits(value: SSAValue) -> SSAValue:
        bits = b.bits(value)
        return bits if element.bitwidth == 64 else b._insert(arith.ExtUIOp(bits, I64))

    def fields(value: SSAValue) -> tuple[SSAValue, SSAValue]:
        """(significand, biased exponent at least 1) of a finite |value|, as i64."""
        bits = wide_bits(value)
        biased = b._insert(arith.ShRUIOp(bits, k(mantissa)))
        normal = b.cmpi("ne", biased, k(0))
        implicit = b.select(normal, k(1 << mantissa), k(0))
        significand = b.ior(b.iand(bits, k((1 << mantissa) - 1)), implicit)
        return significand, b.select(normal, biased, k(1))

    ax, ay = b.abs(x), b.abs(y)
    special = b.either(
        b.either(b.is_nan(x), b.is_nan(y)),
        b.either(b.cmp("oeq", ay, b.c(0.0)), b.cmp("oeq", ax, b.c(float("inf")))),
    )
    small = b.cmp("olt", ax, ay)
    run = b.cmpi("eq", b.either(special, small), b._insert(arith.ConstantOp(IntegerAttr(0, 1), IntegerType(1))))
    mx, ex = fields(ax)
    my, ey = fields(ay)
    start = b.select(run, mx, k(0))
    divisor = b.select(run, my, k(1))
    distance = b.select(run, b.isub(ex, ey), k(0))
    remainder = _reduce(b, start, distance, divisor, k(step), k, steps=-(-(exponent_max - 2) // step))
    # 2^ey = 2^(ey - bias - mantissa): normal where ey > mantissa, else the subnormal 1 << (ey - 1).
    scale_exponent = b.isub(ey, k(mantissa))
    normal_scale = b.cmpi("sgt", scale_exponent, k(0))
    scale_bits = b.select(
        normal_scale,
        b.shl(scale_exponent, k(mantissa)),
        b.shl(k(1), b.isub(ey, k(1))),
    )
    if element.bitwidth == 32:
        scale_bits = b._insert(arith.TruncIOp(scale_bits, IntegerType(32)))
    scale = b.from_bits(scale_bits)
    magnitude = b.mul(b._insert(arith.UIToFPOp(remainder, element)), scale)
    result = b.copysign(magnitude, x)
    nan = b._insert(arith.ConstantOp(FloatAttr(float("nan"), element), element))
    return b.select(special, nan, b.select(small, x, result))


def _reduce(b: FloatBuilder, r: SSAValue, d: SSAValue, divisor: SSAValue, step: SSAValue, k, steps: int) -> SSAValue:
    """(r 2^d) mod divisor, in steps of at most `step` bits: a loop of blocks, or `steps` steps unrolled."""

    def one_step(r: SSAValue, d: SSAValue) -> tuple[SSAValue, SSAValue]:
        s = b._insert(arith.MinUIOp(d, step))
        return b._insert(arith.RemUIOp(b.shl(r, s), divisor)), b.isub(d, s)

    split = split_at_insertion_point(b, [I64])
    if split is None:
        for _ in range(steps):
            r, d = one_step(r, d)
        return r
    block, join = split
    rewriter = b.rewriter
    anchor = rewriter.insertion_point.insert_before
    loop = Block(arg_types=[I64, I64])
    block.parent.insert_block_after(loop, block)
    rewriter.insertion_point = InsertPoint.at_end(block)
    rewriter.insert(cf.BranchOp(loop, r, d))
    rewriter.insertion_point = InsertPoint.at_end(loop)
    r, d = one_step(*loop.args)
    done = b.cmpi("eq", d, k(0))
    rewriter.insert(cf.ConditionalBranchOp(done, join, [r], loop, [r, d]))
    rewriter.insertion_point = InsertPoint.before(anchor)
    return join.args[0]
