"""`--convert-math-to-llvm`: math ops to LLVM intrinsics.

As upstream's MathToLLVM, each math op with an LLVM intrinsic of the same
meaning becomes that intrinsic (fastmath flags kept); `rsqrt` becomes
`1 / sqrt`, `expm1` and `log1p` become `exp(x) - 1` and `log(1 + x)`:

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

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriter

from aiopt.dialects import llvm
from aiopt.lowering.llvm_type_converter import (
    LLVMPattern,
    LLVMTypeConverter,
    apply_llvm_conversion,
    constant,
    insert,
    llvm_fastmath,
)

MATH_INTRINSICS: dict[str, str] = {
    "math.absf": "fabs",
    "math.ceil": "ceil",
    "math.floor": "floor",
    "math.trunc": "trunc",
    "math.round": "round",
    "math.roundeven": "roundeven",
    "math.sqrt": "sqrt",
    "math.exp": "exp",
    "math.exp2": "exp2",
    "math.log": "log",
    "math.log2": "log2",
    "math.log10": "log10",
    "math.sin": "sin",
    "math.cos": "cos",
    "math.tan": "tan",
    "math.tanh": "tanh",
    "math.asin": "asin",
    "math.acos": "acos",
    "math.atan": "atan",
    "math.sinh": "sinh",
    "math.cosh": "cosh",
    "math.atan2": "atan2",
    "math.powf": "pow",
    "math.fpowi": "powi",
    "math.copysign": "copysign",
    "math.fma": "fma",
    "math.ctpop": "ctpop",
}
"""math ops with an LLVM intrinsic of the same operands and meaning."""

_INT_FLAG_INTRINSICS: dict[str, tuple[str, str]] = {
    "math.absi": ("abs", "is_int_min_poison"),
    "math.ctlz": ("ctlz", "is_zero_poison"),
    "math.cttz": ("cttz", "is_zero_poison"),
}
"""Integer math ops whose intrinsic takes a poison flag (false: defined on every input)."""


@dataclass
class IntrinsicOpLowering(LLVMPattern):
    """A math op to its `llvm.intr.*` (see `MATH_INTRINSICS` and `_INT_FLAG_INTRINSICS`)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name not in MATH_INTRINSICS and op.name not in _INT_FLAG_INTRINSICS or not self.convertible(op):
            return
        operands = self.operands(rewriter, op.operands)
        result_type = self.convert(op.results[0].type)
        if op.name in MATH_INTRINSICS:
            new = llvm.intrinsic(MATH_INTRINSICS[op.name], operands, result_type, llvm_fastmath(op))
        else:
            name, flag = _INT_FLAG_INTRINSICS[op.name]
            new = llvm.intrinsic(name, operands, result_type, properties={flag: IntegerAttr.from_bool(False)})
        self.replace(rewriter, op, [insert(rewriter, new)])


@dataclass
class RsqrtOpLowering(LLVMPattern):
    """`math.rsqrt %x` to `1.0 / llvm.intr.sqrt(%x)`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "math.rsqrt" or not self.convertible(op):
            return
        (x,) = self.operands(rewriter, op.operands)
        fastmath = llvm_fastmath(op)
        sqrt = insert(rewriter, llvm.intrinsic("sqrt", [x], x.type, fastmath))
        one = constant(rewriter, 1.0, x.type)
        self.replace(rewriter, op, [insert(rewriter, llvm.FDivOp(one, sqrt, fastmath))])


@dataclass
class Expm1OpLowering(LLVMPattern):
    """`math.expm1 %x` to `llvm.intr.exp(%x) - 1.0` (as upstream; inexact near 0)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "math.expm1" or not self.convertible(op):
            return
        (x,) = self.operands(rewriter, op.operands)
        fastmath = llvm_fastmath(op)
        exp = insert(rewriter, llvm.intrinsic("exp", [x], x.type, fastmath))
        one = constant(rewriter, 1.0, x.type)
        self.replace(rewriter, op, [insert(rewriter, llvm.FSubOp(exp, one, fastmath))])


@dataclass
class Log1pOpLowering(LLVMPattern):
    """`math.log1p %x` to `llvm.intr.log(1.0 + %x)` (as upstream; inexact near 0)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op.name != "math.log1p" or not self.convertible(op):
            return
        (x,) = self.operands(rewriter, op.operands)
        fastmath = llvm_fastmath(op)
        one = constant(rewriter, 1.0, x.type)
        sum_ = insert(rewriter, llvm.FAddOp(one, x, fastmath))
        self.replace(rewriter, op, [insert(rewriter, llvm.intrinsic("log", [sum_], x.type, fastmath))])


def populate_math_to_llvm_patterns(converter: LLVMTypeConverter) -> list[LLVMPattern]:
    """The math-to-llvm patterns for `converter`."""
    return [p(converter) for p in (IntrinsicOpLowering, RsqrtOpLowering, Expm1OpLowering, Log1pOpLowering)]


@dataclass(frozen=True)
class ConvertMathToLLVMPass(ModulePass):
    """Convert math ops with an LLVM intrinsic to llvm ops (upstream's `convert-math-to-llvm`)."""

    name = "convert-math-to-llvm"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        apply_llvm_conversion(op, populate_math_to_llvm_patterns(LLVMTypeConverter()), ())
