"""`--convert-arith-to-llvm`: arith ops on scalars and 1-D vectors to llvm ops.

As upstream's ArithToLLVM, each arith op becomes the LLVM instruction or
intrinsic of the same meaning, keeping fastmath and overflow flags; `index`
operands become `i64` (or `index-bitwidth`) through the shared type converter:

    %0 = arith.addi %a, %b overflow<nsw> : i32
    %1 = arith.maximumf %x, %y fastmath<fast> : f32
    %2 = arith.index_cast %i : index to i32

becomes

    %0 = llvm.add %a, %b overflow<nsw> : i32
    %1 = llvm.intr.maximum(%x, %y) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32) -> f32
    %2 = llvm.trunc %i : i64 to i32

`addui_extended` becomes LLVM's `uadd.with.overflow` and the two fields of
its struct; `mului_extended` and `mulsi_extended` multiply the operands
extended to twice their width and take the product's halves.
`floordivsi`, `ceildivsi` and `ceildivui` (which upstream expands with
`arith-expand` first) are expanded here into the same llvm arithmetic.
Ops on tensors have no LLVM form and are reported as `failed to legalize
operation`; so are ops on multi-dimensional vectors but `arith.constant`,
which becomes the constant of their LLVM type, an array of 1-D vectors
(`!llvm.array<2 x vector<3xf32>>`), as upstream's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter

from aiopt.dialects import arith, llvm
from aiopt.lowering.llvm_type_converter import (
    LLVMPattern,
    LLVMTypeConverter,
    apply_llvm_conversion,
    check_index_bitwidth,
    constant,
    extract_value,
    insert,
    llvm_fastmath,
)
from aiopt.lowering.vector_rows_to_llvm import ElementwiseRowsLowering
from aiopt.support.cached_attributes import integer_attr
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option
from aiopt.support.sparse_elements import SparseElementsAttr

_BINARY: dict[str, type[Operation]] = {
    "arith.addi": llvm.AddOp,
    "arith.subi": llvm.SubOp,
    "arith.muli": llvm.MulOp,
    "arith.shli": llvm.ShlOp,
    "arith.divsi": llvm.SDivOp,
    "arith.divui": llvm.UDivOp,
    "arith.remsi": llvm.SRemOp,
    "arith.remui": llvm.URemOp,
    "arith.andi": llvm.AndOp,
    "arith.ori": llvm.OrOp,
    "arith.xori": llvm.XOrOp,
    "arith.shrsi": llvm.AShrOp,
    "arith.shrui": llvm.LShrOp,
    "arith.addf": llvm.FAddOp,
    "arith.subf": llvm.FSubOp,
    "arith.mulf": llvm.FMulOp,
    "arith.divf": llvm.FDivOp,
    "arith.negf": llvm.FNegOp,
    "arith.remf": llvm.FRemOp,
}
"""arith ops that map to one llvm instruction with the same operands (flags carried over)."""

_INTRINSICS: dict[str, str] = {
    "arith.maximumf": "maximum",
    "arith.minimumf": "minimum",
    "arith.maxnumf": "maxnum",
    "arith.minnumf": "minnum",
    "arith.maxsi": "smax",
    "arith.minsi": "smin",
    "arith.maxui": "umax",
    "arith.minui": "umin",
}
"""arith ops that map to an `llvm.intr.*` call."""

_CASTS: dict[str, type[Operation]] = {
    "arith.extsi": llvm.SExtOp,
    "arith.extui": llvm.ZExtOp,
    "arith.trunci": llvm.TruncOp,
    "arith.extf": llvm.FPExtOp,
    "arith.truncf": llvm.FPTruncOp,
    "arith.sitofp": llvm.SIToFPOp,
    "arith.uitofp": llvm.UIToFPOp,
    "arith.fptosi": llvm.FPToSIOp,
    "arith.fptoui": llvm.FPToUIOp,
    "arith.bitcast": llvm.BitcastOp,
}
"""arith casts and their llvm instruction."""

_OVERFLOW_BITS = {"nsw": 1, "nuw": 2}


def _llvm_properties(op: Operation, target: type[Operation]) -> dict[str, Attribute]:
    """The fastmath / overflow properties of `target` carrying `op`'s flags."""
    props: dict[str, Attribute] = {}
    target_props = target.get_irdl_definition().properties
    if "fastmathFlags" in target_props:
        props["fastmathFlags"] = llvm_fastmath(op)
    overflow = op.properties.get("overflowFlags")
    if "overflowFlags" in target_props:
        # Always set, 0 without flags, as upstream builds it and as the parser reads `llvm.add %a, %b : i32`:
        # cse then sees a lowered `arith.addi` and a written `llvm.add` of the same operands as one op.
        flags = overflow.data if isinstance(overflow, arith.IntegerOverflowAttr) else ()
        props["overflowFlags"] = integer_attr(sum(_OVERFLOW_BITS[f.value] for f in flags), 32)
    return props


@dataclass
class BinaryOpLowering(LLVMPattern):
    """An arith op with a one-to-one llvm instruction (see `_BINARY`)."""

    op_names = frozenset(_BINARY)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        target = _BINARY.get(op.name)
        if target is None or not self.convertible(op):
            return
        new = target.create(
            operands=self.operands(rewriter, op.operands),
            result_types=[self.convert(op.results[0].type)],
            properties=_llvm_properties(op, target),
        )
        self.replace(rewriter, op, [insert(rewriter, new)])


@dataclass
class IntrinsicOpLowering(LLVMPattern):
    """min/max ops to `llvm.intr.maximum/minimum/maxnum/minnum/smax/...` (see `_INTRINSICS`)."""

    op_names = frozenset(_INTRINSICS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        name = _INTRINSICS.get(op.name)
        if name is None or not self.convertible(op):
            return
        operands = self.operands(rewriter, op.operands)
        new = llvm.intrinsic(name, operands, self.convert(op.results[0].type), llvm_fastmath(op))
        self.replace(rewriter, op, [insert(rewriter, new)])


@dataclass
class CastOpLowering(LLVMPattern):
    """Extensions, truncations, int/float conversions and bitcasts (see `_CASTS`)."""

    op_names = frozenset(_CASTS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        target = _CASTS.get(op.name)
        if target is None or not self.convertible(op):
            return
        if isinstance(op, arith.TruncFOp) and op.rounding not in (None, "to_nearest_even"):
            return  # upstream's constrained fptrunc intrinsic is not there yet: the op stays, an error
        source = self.operand(rewriter, op.operands[0])
        if isinstance(op, arith.BitcastOp) and source.type == self.convert(op.results[0].type):
            # Upstream's IdentityBitcastLowering: nothing to do where both types lower to one LLVM type (a
            # memref's descriptor, `i32 to i32`); an llvm.bitcast of a descriptor struct would not verify.
            self.replace(rewriter, op, [source])
            return
        new = target.create(
            operands=[source], result_types=[self.convert(op.results[0].type)], properties=_llvm_properties(op, target)
        )
        self.replace(rewriter, op, [insert(rewriter, new)])


def _bitwidth(type_: Attribute) -> int:
    element = type_.element_type if isinstance(type_, VectorType) else type_
    assert isinstance(element, IntegerType)
    return element.width.data


@dataclass
class IndexCastOpLowering(LLVMPattern):
    """`arith.index_cast`(`ui`): sign (zero) extension, truncation, or nothing between equal widths."""

    op_types = (arith.IndexCastOp, arith.IndexCastUIOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, arith.IndexCastOp | arith.IndexCastUIOp) or not self.convertible(op):
            return
        source = self.operand(rewriter, op.operands[0])
        result_type = self.convert(op.results[0].type)
        source_width, result_width = _bitwidth(source.type), _bitwidth(result_type)
        if source_width == result_width:
            self.replace(rewriter, op, [source])
            return
        extend = llvm.SExtOp if isinstance(op, arith.IndexCastOp) else llvm.ZExtOp
        target = extend if result_width > source_width else llvm.TruncOp
        self.replace(rewriter, op, [insert(rewriter, target.create(operands=[source], result_types=[result_type]))])


@dataclass
class CmpIOpLowering(LLVMPattern):
    """`arith.cmpi` to `llvm.icmp` (the predicates are numbered alike)."""

    op_types = (arith.CmpiOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, arith.CmpiOp) or not self.convertible(op):
            return
        lhs, rhs = self.operands(rewriter, op.operands)
        self.replace(rewriter, op, [insert(rewriter, llvm.ICmpOp(lhs, rhs, op.predicate))])


@dataclass
class CmpFOpLowering(LLVMPattern):
    """`arith.cmpf` to `llvm.fcmp` (the predicates are numbered alike), fastmath kept."""

    op_types = (arith.CmpfOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, arith.CmpfOp) or not self.convertible(op):
            return
        lhs, rhs = self.operands(rewriter, op.operands)
        new = llvm.FCmpOp(lhs, rhs, op.predicate)
        new.properties.update(_llvm_properties(op, llvm.FCmpOp))
        self.replace(rewriter, op, [insert(rewriter, new)])


@dataclass
class SelectOpLowering(LLVMPattern):
    """`arith.select` to `llvm.select`."""

    op_types = (arith.SelectOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, arith.SelectOp) or not self.convertible(op):
            return
        self.replace(rewriter, op, [insert(rewriter, llvm.SelectOp(*self.operands(rewriter, op.operands)))])


@dataclass
class ConstantOpLowering(LLVMPattern):
    """`arith.constant` to `llvm.mlir.constant`; index constants become i64 (the attribute keeps `index`).
    A sparse value becomes the dense one it stands for (upstream keeps it, and its LLVM IR translation
    reads its elements one by one; the same constant). A `dense_resource` value stays one, as upstream's (the
    translation reads its blob)."""

    op_types = (arith.ConstantOp,)
    lowers_nd_vectors = True

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, arith.ConstantOp) or not self.convertible(op):
            return
        value = op.value
        type_ = self.convert(op.result.type)
        if isinstance(value, IntegerAttr) and isinstance(value.type, IndexType):
            value = integer_attr(value.value.data, type_)
        if isinstance(value, SparseElementsAttr):
            value = value.to_dense()
        if not isinstance(value, IntegerAttr | FloatAttr | DenseIntOrFPElementsAttr | DenseResourceAttr):
            return
        # Built as `constant` builds it (the IRDL constructor's sorting of arguments took half the time).
        new = llvm.ConstantOp.create(properties={"value": value}, result_types=(type_,))
        self.replace(rewriter, op, [insert(rewriter, new)])


@dataclass
class AddUIExtendedOpLowering(LLVMPattern):
    """`arith.addui_extended` to LLVM's `uadd.with.overflow` and the two fields of the struct it returns:

        %sum, %overflow = arith.addui_extended %a, %b : i32, i1

    becomes

        %0 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
        %sum = llvm.extractvalue %0[0] : !llvm.struct<(i32, i1)>
        %overflow = llvm.extractvalue %0[1] : !llvm.struct<(i32, i1)>
    """

    op_types = (arith.AddUIExtendedOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, arith.AddUIExtendedOp) or not self.convertible(op):
            return
        sum_type, overflow_type = (self.convert(result.type) for result in op.results)
        struct_type = llvm.LLVMStructType.from_type_list([sum_type, overflow_type])
        pair = insert(rewriter, llvm.intrinsic("uadd.with.overflow", self.operands(rewriter, op.operands), struct_type))
        fields = [extract_value(rewriter, pair, [index], type_) for index, type_ in enumerate((sum_type, overflow_type))]
        self.replace(rewriter, op, fields)


def _double_width(type_: Attribute) -> Attribute:
    """The integer type (or vector of them) of twice the element width: `i64` for `i32`."""
    if isinstance(type_, VectorType):
        return VectorType(_double_width(type_.element_type), type_.get_shape(), type_.scalable_dims)
    return IntegerType(2 * _bitwidth(type_))


def _integer_splat(rewriter: PatternRewriter, value: int, type_: Attribute) -> SSAValue:
    """`value` as a constant of the integer (vector) type `type_`: `dense<value>`, or for elements wider than 64
    bits (which xDSL's dense elements cannot hold: `vector<3xi128>`) the scalar put in every lane with
    `llvm.insertelement` and `llvm.shufflevector`."""
    if not isinstance(type_, VectorType) or _bitwidth(type_) <= 64:
        return constant(rewriter, value, type_)
    scalar = constant(rewriter, value, type_.element_type)
    poison = insert(rewriter, llvm.PoisonOp(type_))
    first = insert(rewriter, llvm.InsertElementOp(poison, scalar, constant(rewriter, 0, IntegerType(32))))
    mask = DenseArrayBase.from_list(IntegerType(32), [0] * type_.element_count())
    return insert(rewriter, llvm.ShuffleVectorOp(first, poison, mask, type_))


@dataclass
class MulIExtendedOpLowering(LLVMPattern):
    """`arith.mului_extended` / `arith.mulsi_extended`: the operands zero (sign) extended to twice their width,
    multiplied, and the product's low and high halves (LLVM has no extended multiplication):

        %low, %high = arith.mulsi_extended %a, %b : i32

    becomes

        %0 = llvm.sext %a : i32 to i64
        %1 = llvm.sext %b : i32 to i64
        %2 = llvm.mul %0, %1 : i64
        %low = llvm.trunc %2 : i64 to i32
        %3 = llvm.mlir.constant(32 : i64) : i64
        %4 = llvm.lshr %2, %3 : i64
        %high = llvm.trunc %4 : i64 to i32
    """

    op_types = (arith.MulUIExtendedOp, arith.MulSIExtendedOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, arith.MulUIExtendedOp | arith.MulSIExtendedOp) or not self.convertible(op):
            return
        type_ = self.convert(op.results[0].type)
        wide = _double_width(type_)
        extend = llvm.SExtOp if isinstance(op, arith.MulSIExtendedOp) else llvm.ZExtOp
        lhs, rhs = (
            insert(rewriter, extend.create(operands=[value], result_types=[wide]))
            for value in self.operands(rewriter, op.operands)
        )
        product = insert(rewriter, llvm.MulOp(lhs, rhs))
        low = insert(rewriter, llvm.TruncOp.create(operands=[product], result_types=[type_]))
        high_bits = insert(rewriter, llvm.LShrOp(product, _integer_splat(rewriter, _bitwidth(type_), wide)))
        high = insert(rewriter, llvm.TruncOp.create(operands=[high_bits], result_types=[type_]))
        self.replace(rewriter, op, [low, high])


def _icmp(rewriter: PatternRewriter, predicate: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
    index = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge").index(predicate)
    return insert(rewriter, llvm.ICmpOp(lhs, rhs, IntegerAttr(index, 64)))


def _floordivsi(rewriter: PatternRewriter, a: SSAValue, b: SSAValue) -> SSAValue:
    """a floordiv b = q - 1 where the signed quotient q = a / b truncated, if a % b != 0 and signs differ."""
    zero, one = constant(rewriter, 0, a.type), constant(rewriter, 1, a.type)
    q = insert(rewriter, llvm.SDivOp(a, b))
    r = insert(rewriter, llvm.SRemOp(a, b))
    has_rem = _icmp(rewriter, "ne", r, zero)
    signs_differ = _icmp(rewriter, "ne", _icmp(rewriter, "slt", r, zero), _icmp(rewriter, "slt", b, zero))
    adjust = insert(rewriter, llvm.AndOp(has_rem, signs_differ))
    q_minus = insert(rewriter, llvm.SubOp(q, one))
    return insert(rewriter, llvm.SelectOp(adjust, q_minus, q))


def _ceildivsi(rewriter: PatternRewriter, a: SSAValue, b: SSAValue) -> SSAValue:
    """a ceildiv b = q + 1 where q = a / b truncated, if a % b != 0 and the signs agree."""
    zero, one = constant(rewriter, 0, a.type), constant(rewriter, 1, a.type)
    q = insert(rewriter, llvm.SDivOp(a, b))
    r = insert(rewriter, llvm.SRemOp(a, b))
    has_rem = _icmp(rewriter, "ne", r, zero)
    signs_agree = _icmp(rewriter, "eq", _icmp(rewriter, "slt", r, zero), _icmp(rewriter, "slt", b, zero))
    adjust = insert(rewriter, llvm.AndOp(has_rem, signs_agree))
    q_plus = insert(rewriter, llvm.AddOp(q, one))
    return insert(rewriter, llvm.SelectOp(adjust, q_plus, q))


def _ceildivui(rewriter: PatternRewriter, a: SSAValue, b: SSAValue) -> SSAValue:
    """a ceildiv b (unsigned) = a / b + (a % b != 0)."""
    zero, one = constant(rewriter, 0, a.type), constant(rewriter, 1, a.type)
    q = insert(rewriter, llvm.UDivOp(a, b))
    r = insert(rewriter, llvm.URemOp(a, b))
    q_plus = insert(rewriter, llvm.AddOp(q, one))
    return insert(rewriter, llvm.SelectOp(_icmp(rewriter, "ne", r, zero), q_plus, q))


_DIVISIONS: dict[str, Callable[[PatternRewriter, SSAValue, SSAValue], SSAValue]] = {
    "arith.floordivsi": _floordivsi,
    "arith.ceildivsi": _ceildivsi,
    "arith.ceildivui": _ceildivui,
}


@dataclass
class RoundingDivisionLowering(LLVMPattern):
    """`floordivsi` / `ceildivsi` / `ceildivui` expanded into truncating division and a correction."""

    op_names = frozenset(_DIVISIONS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        expand = _DIVISIONS.get(op.name)
        if expand is None or not self.convertible(op):
            return
        self.replace(rewriter, op, [expand(rewriter, *self.operands(rewriter, op.operands))])


def populate_arith_to_llvm_patterns(converter: LLVMTypeConverter) -> list[LLVMPattern]:
    """The arith-to-llvm patterns for `converter` (an op on n-D vectors row by row: `ElementwiseRowsLowering`)."""
    return [
        pattern(converter)
        for pattern in (
            BinaryOpLowering,
            IntrinsicOpLowering,
            CastOpLowering,
            IndexCastOpLowering,
            CmpIOpLowering,
            CmpFOpLowering,
            SelectOpLowering,
            ConstantOpLowering,
            RoundingDivisionLowering,
            AddUIExtendedOpLowering,
            MulIExtendedOpLowering,
            ElementwiseRowsLowering,
        )
    ]


@dataclass(frozen=True)
class ConvertArithToLLVMPass(DiagnosticPass):
    """Convert arith ops to llvm ops (upstream's `convert-arith-to-llvm`).

    Example, `ai-opt --convert-arith-to-llvm`:

        func.func @f(%a: i32, %b: i32) -> i32 {
          %r = arith.addi %a, %b : i32
          %m = arith.maxsi %r, %b : i32
          func.return %m : i32
        }

    becomes

        %0 = llvm.add %arg0, %arg1 : i32
        %1 = llvm.intr.smax(%0, %arg1) : (i32, i32) -> i32
    """

    name = "convert-arith-to-llvm"

    index_bitwidth: int = option(0, "Bitwidth of the index type, 0 to use size of machine word")

    def __post_init__(self) -> None:
        check_index_bitwidth(self.index_bitwidth)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        converter = LLVMTypeConverter(index_bitwidth=self.index_bitwidth or 64)
        apply_llvm_conversion(op, populate_arith_to_llvm_patterns(converter), ("arith",))
