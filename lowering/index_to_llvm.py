"""`--convert-index-to-llvm`: index dialect ops to llvm ops on the target's index width.

Each index op computes what an arith op computes on index values
(`aiopt.dialects.index.ARITH_EQUIVALENT`), so it is rewritten to that arith
op and lowered by the arith-to-llvm patterns, with `index` as `i64` (or
`index-bitwidth`):

    %r = index.ceildivu %a, %b
    %c = index.cmp ult(%a, %b)

becomes the same llvm arithmetic as `arith.ceildivui` / `arith.cmpi ult`.
Only the arith ops made from index ops are lowered; other arith ops stay
for `convert-arith-to-llvm`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType, ModuleOp, i1
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, index
from aiopt.lowering.arith_to_llvm import populate_arith_to_llvm_patterns
from aiopt.lowering.llvm_type_converter import LLVMTypeConverter, apply_llvm_conversion, check_index_bitwidth
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option

_ARITH_BINARY: dict[str, type[Operation]] = {
    "arith.addi": arith.AddiOp,
    "arith.subi": arith.SubiOp,
    "arith.muli": arith.MuliOp,
    "arith.divsi": arith.DivSIOp,
    "arith.divui": arith.DivUIOp,
    "arith.ceildivsi": arith.CeilDivSIOp,
    "arith.ceildivui": arith.CeilDivUIOp,
    "arith.floordivsi": arith.FloorDivSIOp,
    "arith.remsi": arith.RemSIOp,
    "arith.remui": arith.RemUIOp,
    "arith.maxsi": arith.MaxSIOp,
    "arith.maxui": arith.MaxUIOp,
    "arith.minsi": arith.MinSIOp,
    "arith.minui": arith.MinUIOp,
    "arith.shli": arith.ShLIOp,
    "arith.shrsi": arith.ShRSIOp,
    "arith.shrui": arith.ShRUIOp,
    "arith.andi": arith.AndIOp,
    "arith.ori": arith.OrIOp,
    "arith.xori": arith.XOrIOp,
}
"""The arith op class of each binary index op's arith equivalent."""


def _unsigned_cast(op: index.CastUOp, index_bitwidth: int) -> list[Operation]:
    """Zero-extending (or truncating) cast through an integer of the index's width.

    xDSL's arith has no `index_castui`; `index_cast` between index and an
    integer of the index's own width changes no bits, and `extui`/`trunci`
    do the rest.
    """
    native = IntegerType(index_bitwidth)
    if isinstance(op.input.type, IndexType):
        width = op.output.type.width.data
        as_native = arith.IndexCastOp(op.input, native)
        if width == index_bitwidth:
            return [as_native]
        resize = arith.ExtUIOp if width > index_bitwidth else arith.TruncIOp
        return [as_native, resize(as_native.result, op.output.type)]
    width = op.input.type.width.data
    if width == index_bitwidth:
        return [arith.IndexCastOp(op.input, IndexType())]
    resize = arith.ExtUIOp if width < index_bitwidth else arith.TruncIOp
    resized = resize(op.input, native)
    return [resized, arith.IndexCastOp(resized.result, IndexType())]


def index_to_arith(op: Operation, index_bitwidth: int) -> list[Operation]:
    """The arith ops that compute what index op `op` computes (the last one's result is the value)."""
    if isinstance(op, index.CmpOp):
        return [arith.CmpiOp(op.lhs, op.rhs, op.pred.data.value)]
    if isinstance(op, index.CastSOp):
        return [arith.IndexCastOp(op.input, op.output.type)]
    if isinstance(op, index.CastUOp):
        return _unsigned_cast(op, index_bitwidth)
    if isinstance(op, index.ConstantOp):
        return [arith.ConstantOp(IntegerAttr(op.value.value.data, IndexType()))]
    if isinstance(op, index.BoolConstantOp):
        return [arith.ConstantOp(IntegerAttr(op.value.value.data, i1))]
    if isinstance(op, index.SizeOfOp):
        return [arith.ConstantOp(IntegerAttr(index_bitwidth, IndexType()))]
    op_class = _ARITH_BINARY[index.ARITH_EQUIVALENT[op.name]]
    return [op_class(*op.operands)]


@dataclass
class IndexToArith(RewritePattern):
    """Replace an index op by its arith equivalent, remembered in `made` for the arith patterns."""

    index_bitwidth: int
    made: set[Operation] = field(default_factory=set)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not op.name.startswith("index."):
            return
        replacement = index_to_arith(op, self.index_bitwidth)
        self.made.update(replacement)
        rewriter.replace(op, replacement, [replacement[-1].results[0]])


@dataclass
class OnlyOps(RewritePattern):
    """Apply `pattern` only to the ops in `ops`."""

    pattern: RewritePattern
    ops: set[Operation]

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if op in self.ops:
            self.pattern.match_and_rewrite(op, rewriter)


def populate_index_to_llvm_patterns(converter: LLVMTypeConverter) -> list[RewritePattern]:
    """The index-to-llvm patterns for `converter`."""
    to_arith = IndexToArith(converter.index_bitwidth)
    return [to_arith, *(OnlyOps(p, to_arith.made) for p in populate_arith_to_llvm_patterns(converter))]


@dataclass(frozen=True)
class ConvertIndexToLLVMPass(DiagnosticPass):
    """Lower the `index` dialect to the `llvm` dialect.

    Example, `ai-opt --convert-index-to-llvm`:

        func.func @f(%a: index, %b: index) -> index {
          %r = index.ceildivu %a, %b
          func.return %r : index
        }

    becomes

        %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
        ...
        %4 = llvm.udiv %0, %1 : i64
        %5 = llvm.urem %0, %1 : i64
        %6 = llvm.add %4, %3 : i64
        %7 = llvm.icmp "ne" %5, %2 : i64
        %8 = llvm.select %7, %6, %4 : i1, i64
    """

    name = "convert-index-to-llvm"

    index_bitwidth: int = option(0, "Bitwidth of the index type, 0 to use size of machine word")

    def __post_init__(self) -> None:
        check_index_bitwidth(self.index_bitwidth)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        converter = LLVMTypeConverter(index_bitwidth=self.index_bitwidth or 64)
        apply_llvm_conversion(op, populate_index_to_llvm_patterns(converter), ("index",))
