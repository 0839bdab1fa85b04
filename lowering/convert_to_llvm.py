"""`--convert-to-llvm`: every conversion to the llvm dialect in one run.

As upstream's `convert-to-llvm`, the patterns of `convert-arith-to-llvm`,
`convert-math-to-llvm`, `convert-cf-to-llvm`, `convert-complex-to-llvm`,
`convert-index-to-llvm`, `convert-func-to-llvm`, `finalize-memref-to-llvm` and `convert-vector-to-llvm` (plus
`ub.poison` to `llvm.mlir.poison`) are
applied together with one type converter, so that values flow from one
dialect's ops into another's without leftover casts:

    func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
      %v = memref.load %m[%i] : memref<4xf32>
      %r = math.exp %v : f32
      return %r : f32
    }

becomes an `llvm.func` taking the descriptor's five fields, with a GEP, an
`llvm.load` and `llvm.intr.exp`. Any arith, math, cf, func, memref, ub or vector op
left (a math op without an intrinsic, an op on tensors) fails the pass
with `failed to legalize operation`; run `--reconcile-unrealized-casts`
afterwards to drop the casts that remain at block boundaries.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import ub
from xdsl.dialects.builtin import ModuleOp
from xdsl.pattern_rewriter import PatternRewriter, op_type_rewrite_pattern

from aiopt.dialects import llvm
from aiopt.lowering.arith_to_llvm import populate_arith_to_llvm_patterns
from aiopt.lowering.cf_to_llvm import populate_cf_to_llvm_patterns
from aiopt.lowering.complex_to_llvm import populate_complex_to_llvm_patterns
from aiopt.lowering.func_to_llvm import populate_func_to_llvm_patterns
from aiopt.lowering.index_to_llvm import populate_index_to_llvm_patterns
from aiopt.lowering.llvm_type_converter import LLVMPattern, LLVMTypeConverter, apply_llvm_conversion
from aiopt.lowering.math_to_llvm import populate_math_to_llvm_patterns
from aiopt.lowering.memref_to_llvm import populate_finalize_memref_to_llvm_patterns
from aiopt.lowering.vector_to_llvm import populate_vector_to_llvm_patterns
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import PassOptionError, option
from aiopt.support.rewriting import insert

ILLEGAL_DIALECTS = ("arith", "math", "cf", "func", "memref", "ub", "index", "complex", "vector")
"""Dialects `convert-to-llvm` must remove entirely."""


@dataclass
class PoisonOpLowering(LLVMPattern):
    """`ub.poison : T` to `llvm.mlir.poison : T'`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ub.PoisonOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        self.replace(rewriter, op, [insert(rewriter, llvm.PoisonOp(self.convert(op.results[0].type)))])


_DIALECT_PATTERNS = {
    "arith": populate_arith_to_llvm_patterns,
    "math": populate_math_to_llvm_patterns,
    "cf": populate_cf_to_llvm_patterns,
    "complex": populate_complex_to_llvm_patterns,
    "index": populate_index_to_llvm_patterns,
    "memref": populate_finalize_memref_to_llvm_patterns,
    "func": populate_func_to_llvm_patterns,
    "ub": lambda converter: [PoisonOpLowering(converter)],
    "vector": populate_vector_to_llvm_patterns,
}
"""The patterns that convert each dialect."""


def populate_convert_to_llvm_patterns(
    converter: LLVMTypeConverter, dialects: tuple[str, ...] = ()
) -> list[LLVMPattern]:
    """The to-llvm patterns of `dialects` (all of them when empty) for `converter`."""
    return [
        p
        for name, populate in _DIALECT_PATTERNS.items()
        if not dialects or name in dialects
        for p in populate(converter)
    ]


@dataclass(frozen=True)
class ConvertToLLVMPass(DiagnosticPass):
    """Convert arith, math, cf, complex, func, memref, ub and vector ops to the llvm dialect (upstream's
    `convert-to-llvm`).

    Example, `ai-opt --convert-to-llvm`:

        func.func @f(%a: i32, %b: i32) -> i32 {
          %r = arith.addi %a, %b : i32
          func.return %r : i32
        }

    becomes

        llvm.func @f(%arg0: i32, %arg1: i32) -> i32 {
          %0 = llvm.add %arg0, %arg1 : i32
          llvm.return %0 : i32
        }
    """

    name = "convert-to-llvm"

    filter_dialects: tuple[str, ...] = option((), "Test conversion patterns of only the specified dialects")

    def __post_init__(self) -> None:
        unknown = [d for d in self.filter_dialects if d not in _DIALECT_PATTERNS]
        if unknown:
            known = ", ".join(sorted(_DIALECT_PATTERNS))
            raise PassOptionError("filter-dialects", f"no conversion for dialect '{unknown[0]}' (known: {known})")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        converter = LLVMTypeConverter()
        groups = {
            name: populate(converter)
            for name, populate in _DIALECT_PATTERNS.items()
            if not self.filter_dialects or name in self.filter_dialects
        }
        apply_llvm_conversion(op, groups, tuple(self.filter_dialects) or ILLEGAL_DIALECTS)
