"""`--convert-math-to-llvm`: math ops to LLVM intrinsics.

As upstream's MathToLLVM, each math op with an LLVM intrinsic of the same
meaning becomes that intrinsic (fastmath flags kept); a `sqrt` that a select
against a NaN constant consumes gets its operand's sign by `llvm.intr.copysign`
(see `SqrtOpLowering`); `rsqrt` becomes `1 / sqrt`, `expm1` and `log1p` become
Kahan's compensated forms on `exp` and `log` (upstream's `exp(x) - 1` and `log(1 + x)` return 0 for tiny x):

    %0 = math.tanh %x fastmath<fast> : f32
    %1 = math.ctlz %i : i32

becomes

    %0 = llvm.intr.tanh(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
    %1 = "llvm.intr.ctlz"(%i) <{is_zero_poison = false}> : (i32) -> i32

Math ops without an intrinsic (erf, cbrt, atanh, ...) stay for a later
pass: `--math-polynomial-approximation` turns the common ones into
arithmetic before this pass runs. They are reported as `failed to legalize
operation` only by `--convert-to-llvm`, which must lower everything.
"""

from __future__ import annotations

import math as pymath
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import AnyFloat, DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr, ModuleOp
from xdsl.ir import Operation, SSAValue, Use
from xdsl.pattern_rewriter import PatternRewriter, op_type_rewrite_pattern

from aiopt.dialects import arith, llvm, math
from aiopt.lowering.llvm_type_converter import (
    LLVMPattern,
    LLVMTypeConverter,
    apply_llvm_conversion,
    constant,
    insert,
    llvm_fastmath,
)
from aiopt.lowering.vector_rows_to_llvm import ElementwiseRowsLowering
from aiopt.support.passes import DiagnosticPass

MATH_INTRINSICS: dict[type[Operation], str] = {
    math.AbsFOp: "fabs",
    math.CeilOp: "ceil",
    math.FloorOp: "floor",
    math.TruncOp: "trunc",
    math.RoundOp: "round",
    math.RoundEvenOp: "roundeven",
    math.SqrtOp: "sqrt",
    math.ExpOp: "exp",
    math.Exp2Op: "exp2",
    math.LogOp: "log",
    math.Log2Op: "log2",
    math.Log10Op: "log10",
    math.SinOp: "sin",
    math.CosOp: "cos",
    math.TanOp: "tan",
    math.TanhOp: "tanh",
    math.AsinOp: "asin",
    math.AcosOp: "acos",
    math.AtanOp: "atan",
    math.SinhOp: "sinh",
    math.CoshOp: "cosh",
    math.Atan2Op: "atan2",
    math.PowFOp: "pow",
    math.FPowIOp: "powi",
    math.CopySignOp: "copysign",
    math.FmaOp: "fma",
    math.CtPopOp: "ctpop",
}
"""math ops with an LLVM intrinsic of the same operands and meaning."""

_INT_FLAG_INTRINSICS: dict[type[Operation], tuple[str, str]] = {
    math.AbsIOp: ("abs", "is_int_min_poison"),
    math.CountLeadingZerosOp: ("ctlz", "is_zero_poison"),
    math.CountTrailingZerosOp: ("cttz", "is_zero_poison"),
}
"""Integer math ops whose intrinsic takes a poison flag (false: defined on every input)."""


@dataclass
class IntrinsicOpLowering(LLVMPattern):
    """A math op to its `llvm.intr.*` (see `MATH_INTRINSICS` and `_INT_FLAG_INTRINSICS`)."""

    op_types = (*MATH_INTRINSICS, *_INT_FLAG_INTRINSICS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        op_type = type(op)
        if op_type not in MATH_INTRINSICS and op_type not in _INT_FLAG_INTRINSICS or not self.convertible(op):
            return
        operands = self.operands(rewriter, op.operands)
        result_type = self.convert(op.results[0].type)
        if op_type in MATH_INTRINSICS:
            new = llvm.intrinsic(MATH_INTRINSICS[op_type], operands, result_type, llvm_fastmath(op))
        else:
            name, flag = _INT_FLAG_INTRINSICS[op_type]
            new = llvm.intrinsic(name, operands, result_type, properties={flag: IntegerAttr.from_bool(False)})
        self.replace(rewriter, op, [insert(rewriter, new)])


@dataclass
class SqrtOpLowering(LLVMPattern):
    """`math.sqrt %x` that a select against a NaN constant consumes: `llvm.intr.copysign(sqrt(%x), %x)`.

    LLVM's instruction selection folds `select (x < 0), NaN, sqrt(x)` into the bare
    sqrt (InstCombine makes that compare of `isnan(sqrt(x))` and of its integer
    forms), since LLVM leaves the sign of a NaN that sqrt makes unspecified; x86's
    `sqrtsd` makes -NaN, so the select's own NaN, which HLO and the interpreter return,
    is lost. x86's sqrt already has the sign of x (-NaN below zero, -0 at -0, a NaN x
    itself), so the copysign changes no bits there (one bitwise op per vector), but it is no
    sqrt to the selection DAG and the select stays (`llvm.intr.canonicalize`, which would
    do as well, crashes x86 instruction selection on `<2 x float>`):

        %s = math.sqrt %x : f64
        %r = arith.select %c, %nan, %s : f64

    becomes

        %0 = llvm.intr.sqrt(%x) : (f64) -> f64
        %s = llvm.intr.copysign(%0, %x) : (f64, f64) -> f64

    Other sqrts (layer norms, ...) stay bare (`IntrinsicOpLowering`).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: math.SqrtOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op) or not any(_selected_against_nan(use) for use in op.result.uses):
            return
        (x,) = self.operands(rewriter, op.operands)
        sqrt = insert(rewriter, llvm.intrinsic("sqrt", [x], x.type, llvm_fastmath(op)))
        self.replace(rewriter, op, [insert(rewriter, llvm.intrinsic("copysign", [sqrt, x], x.type))])


def _selected_against_nan(use: Use) -> bool:
    """Whether `use` is an arm of an `arith.select` or `llvm.select` whose other arm is a NaN constant."""
    select = use.operation
    if not isinstance(select, arith.SelectOp | llvm.SelectOp) or use.index == 0:
        return False
    return _is_nan_constant(select.operands[3 - use.index])


def _is_nan_constant(value: SSAValue) -> bool:
    """Whether `value` is an `arith.constant` or `llvm.mlir.constant` whose every element is a NaN."""
    owner = value.owner
    if not isinstance(owner, arith.ConstantOp | llvm.ConstantOp):
        return False
    attr = owner.value
    if isinstance(attr, FloatAttr):
        return pymath.isnan(attr.value.data)
    if isinstance(attr, DenseIntOrFPElementsAttr) and isinstance(attr.get_element_type(), AnyFloat):
        values = attr.get_values()
        return bool(values) and all(pymath.isnan(v) for v in values)
    return False


@dataclass
class RsqrtOpLowering(LLVMPattern):
    """`math.rsqrt %x` to `1.0 / llvm.intr.sqrt(%x)`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: math.RsqrtOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        (x,) = self.operands(rewriter, op.operands)
        fastmath = llvm_fastmath(op)
        sqrt = insert(rewriter, llvm.intrinsic("sqrt", [x], x.type, fastmath))
        one = constant(rewriter, 1.0, x.type)
        self.replace(rewriter, op, [insert(rewriter, llvm.FDivOp(one, sqrt, fastmath))])


@dataclass
class Expm1OpLowering(LLVMPattern):
    """`math.expm1 %x` by Kahan's formula on `llvm.intr.exp` and `llvm.intr.log` (exact for tiny and subnormal x).

    Upstream's `exp(x) - 1` returns 0 for |x| < 2^-53 and loses all digits near 0;
    with u = exp(x), (u - 1) * x / log(u) cancels the rounding error of u:

        %u = llvm.intr.exp(%x)
        %r = (%u == 1) ? %x : (%u - 1 == -1) ? -1 : (log(%u) == %u) ? %u : (%u - 1) * (%x / log(%u))

    (the third case is u = +inf).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: math.ExpM1Op, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        (x,) = self.operands(rewriter, op.operands)
        fastmath = llvm_fastmath(op)
        u = insert(rewriter, llvm.intrinsic("exp", [x], x.type, fastmath))
        one, minus_one = constant(rewriter, 1.0, x.type), constant(rewriter, -1.0, x.type)
        u_minus_1 = insert(rewriter, llvm.FSubOp(u, one, fastmath))
        log_u = insert(rewriter, llvm.intrinsic("log", [u], x.type, fastmath))
        ratio = insert(rewriter, llvm.FDivOp(x, log_u, fastmath))
        compensated = insert(rewriter, llvm.FMulOp(u_minus_1, ratio, fastmath))
        result = _select_if_equal(rewriter, log_u, u, u, compensated)
        result = _select_if_equal(rewriter, u_minus_1, minus_one, minus_one, result)
        self.replace(rewriter, op, [_select_if_equal(rewriter, u, one, x, result)])


@dataclass
class Log1pOpLowering(LLVMPattern):
    """`math.log1p %x` by Kahan's formula on `llvm.intr.log` (exact for tiny and subnormal x).

    Upstream's `log(1 + x)` returns 0 for |x| < 2^-53; with u = 1 + x (u - 1 is
    exact), log(u) * x / (u - 1) cancels the rounding error of u:

        %u = llvm.fadd %x, 1.0
        %r = (%u == 1) ? %x : (log(%u) == %u) ? %u : log(%u) * (%x / (%u - 1))

    (the second case is u = +inf).
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: math.Log1pOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        (x,) = self.operands(rewriter, op.operands)
        fastmath = llvm_fastmath(op)
        one = constant(rewriter, 1.0, x.type)
        u = insert(rewriter, llvm.FAddOp(one, x, fastmath))
        log_u = insert(rewriter, llvm.intrinsic("log", [u], x.type, fastmath))
        ratio = insert(rewriter, llvm.FDivOp(x, insert(rewriter, llvm.FSubOp(u, one, fastmath)), fastmath))
        compensated = insert(rewriter, llvm.FMulOp(log_u, ratio, fastmath))
        result = _select_if_equal(rewriter, log_u, u, u, compensated)
        self.replace(rewriter, op, [_select_if_equal(rewriter, u, one, x, result)])


def _select_if_equal(
    rewriter: PatternRewriter, a: SSAValue, b: SSAValue, then: SSAValue, otherwise: SSAValue
) -> SSAValue:
    """`llvm.select (llvm.fcmp "oeq" %a, %b), %then, %otherwise`."""
    return insert(rewriter, llvm.SelectOp(insert(rewriter, llvm.FCmpOp(a, b, "oeq")), then, otherwise))


def populate_math_to_llvm_patterns(converter: LLVMTypeConverter) -> list[LLVMPattern]:
    """The math-to-llvm patterns for `converter` (an op on n-D vectors row by row: `ElementwiseRowsLowering`)."""
    patterns = (
        SqrtOpLowering, IntrinsicOpLowering, RsqrtOpLowering, Expm1OpLowering, Log1pOpLowering, ElementwiseRowsLowering,
    )  # fmt: skip
    return [p(converter) for p in patterns]


@dataclass(frozen=True)
class ConvertMathToLLVMPass(DiagnosticPass):
    """Convert math ops with an LLVM intrinsic to llvm ops (upstream's `convert-math-to-llvm`).

    Example, `ai-opt --convert-math-to-llvm`:

        func.func @f(%a: f32) -> f32 {
          %r = math.exp %a : f32
          func.return %r : f32
        }

    becomes

        %0 = llvm.intr.exp(%arg0) : (f32) -> f32
    """

    name = "convert-math-to-llvm"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        apply_llvm_conversion(op, populate_math_to_llvm_patterns(LLVMTypeConverter()), ())
