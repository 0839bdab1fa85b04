"""`--convert-mhlo-to-linalg`: lower mhlo/stablehlo on static tensors to linalg on tensors.

As mlir-hlo's `hlo-legalize-to-linalg`, element-wise ops become a
`linalg.generic` over the result's index space whose body is the scalar
`arith`/`math` op that one table picks by element type:

    %r = mhlo.add %a, %b : tensor<4xf32>

becomes

    %0 = tensor.empty() : tensor<4xf32>
    %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %out: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>

Also lowered: compare (arith.cmpf with ordered predicates, `une` for NE, so
that NaN compares as XLA does; arith.cmpi with signed predicates), select,
convert, constant (arith.constant), broadcast_in_dim (a generic whose input
map sends expanded size-1 dimensions to 0), transpose (linalg.transpose),
reduce with one input and a body that is a single add/multiply/maximum/
minimum/and/or/xor (linalg.reduce into a linalg.fill of the init value), and
dot / dot_general (linalg.matmul for the plain 2-D case, else a generic with
reduction iterators over the contracting dimensions).

Only ranked, statically shaped tensors of float, signless (signed) integer
and i1 elements are lowered; unsigned and complex elements, dynamic shapes
and other ops stay. An mhlo or stablehlo op left over fails the pass with
`failed to legalize operation 'mhlo.X'` at the op, unless `partial` is set.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, math, tensor
from xdsl.dialects.builtin import (
    AffineMapAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    Signedness,
    TensorType,
    i64,
)
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.dialects.linalg.ops import FillOp, GenericOp, MatmulOp, ReduceOp, TransposeOp, YieldOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)

from aiopt.dialects import mhlo, stablehlo
from aiopt.dialects.hlo.attrs import enum_value
from aiopt.dialects.hlo.linalg_ops import DotDimensions
from aiopt.dialects.hlo.syntax import int_array_values
from aiopt.dialects.hlo.types import ElementKind, element_kind, element_type_of
from aiopt.tools.diagnostics import emit_error
from aiopt.tools.registry import option

FLOAT, SIGNED, PRED = ElementKind.FLOAT, ElementKind.SIGNED, ElementKind.PRED

SCALAR_OPS: dict[str, dict[ElementKind, type[Operation]]] = {
    # binary
    "add": {FLOAT: arith.AddfOp, SIGNED: arith.AddiOp},
    "subtract": {FLOAT: arith.SubfOp, SIGNED: arith.SubiOp},
    "multiply": {FLOAT: arith.MulfOp, SIGNED: arith.MuliOp},
    "divide": {FLOAT: arith.DivfOp, SIGNED: arith.DivSIOp},
    "remainder": {SIGNED: arith.RemSIOp},  # xDSL 0.74 has no arith.remf
    "maximum": {FLOAT: arith.MaximumfOp, SIGNED: arith.MaxSIOp},
    "minimum": {FLOAT: arith.MinimumfOp, SIGNED: arith.MinSIOp},
    "and": {SIGNED: arith.AndIOp, PRED: arith.AndIOp},
    "or": {SIGNED: arith.OrIOp, PRED: arith.OrIOp},
    "xor": {SIGNED: arith.XOrIOp, PRED: arith.XOrIOp},
    "power": {FLOAT: math.PowFOp},
    "atan2": {FLOAT: math.Atan2Op},
    # unary
    "negate": {FLOAT: arith.NegfOp},
    "abs": {FLOAT: math.AbsFOp, SIGNED: math.AbsIOp},
    "exponential": {FLOAT: math.ExpOp},
    "exponential_minus_one": {FLOAT: math.ExpM1Op},
    "log": {FLOAT: math.LogOp},
    "log_plus_one": {FLOAT: math.Log1pOp},
    "sqrt": {FLOAT: math.SqrtOp},
    "rsqrt": {FLOAT: math.RsqrtOp},
    "cbrt": {FLOAT: math.CbrtOp},
    "tanh": {FLOAT: math.TanhOp},
    "sine": {FLOAT: math.SinOp},
    "cosine": {FLOAT: math.CosOp},
    "tan": {FLOAT: math.TanOp},
    "floor": {FLOAT: math.FloorOp},
    "ceil": {FLOAT: math.CeilOp},
    "round_nearest_even": {FLOAT: math.RoundEvenOp},
    "round_nearest_afz": {FLOAT: math.RoundOp},
}
"""The scalar op of each element-wise HLO op, per element kind (i1 is PRED)."""

COMPARE_PREDICATES: dict[ElementKind, tuple[type[Operation], str, dict[str, str]]] = {
    # Ordered predicates are false on NaN; NE is unordered, so NaN != NaN, as in XLA.
    FLOAT: (arith.CmpfOp, "FLOAT", {"EQ": "oeq", "NE": "une", "LT": "olt", "LE": "ole", "GT": "ogt", "GE": "oge"}),
    SIGNED: (arith.CmpiOp, "SIGNED", {"EQ": "eq", "NE": "ne", "LT": "slt", "LE": "sle", "GT": "sgt", "GE": "sge"}),
    PRED: (arith.CmpiOp, "UNSIGNED", {"EQ": "eq", "NE": "ne", "LT": "ult", "LE": "ule", "GT": "ugt", "GE": "uge"}),
}
"""Per element kind: the arith comparison op, the `compare_type` it implements, and each direction's predicate."""

REDUCE_BODIES = ("add", "multiply", "maximum", "minimum", "and", "or", "xor")
"""Commutative ops whose single-op reduce bodies become linalg.reduce (body argument order is free)."""


def _ops(mnemonic: str) -> tuple[type[Operation], ...]:
    """The mhlo and stablehlo op classes of a mnemonic."""
    return tuple(dialect.OPS[mnemonic] for dialect in (mhlo, stablehlo) if mnemonic in dialect.OPS)


def _is_hlo(op: Operation | None) -> bool:
    return op is not None and op.name.startswith(("mhlo.", "stablehlo."))


def _kind(type_: Attribute) -> ElementKind | None:
    """The element kind of a lowerable tensor type (static shape, float/signless/i1), else None."""
    if not isinstance(type_, TensorType) or not type_.has_static_shape():
        return None
    element = element_type_of(type_)
    kind = element_kind(element)
    if kind is SIGNED and isinstance(element, IntegerType) and element.signedness.data != Signedness.SIGNLESS:
        return None
    return kind if kind in (FLOAT, SIGNED, PRED) else None


def _lowerable(op: Operation, op_types: tuple[type[Operation], ...]) -> bool:
    """Whether `op` is one of `op_types` on lowerable tensors, outside any HLO op's region.

    The regions of HLO ops (a reduce body) compute on rank-0 tensors and stay
    HLO until their parent is lowered.
    """
    values = [*op.operands, *op.results]
    return isinstance(op, op_types) and not _is_hlo(op.parent_op()) and all(_kind(v.type) is not None for v in values)


def _map(num_dims: int, results: Sequence[int | None]) -> AffineMapAttr:
    """An affine map attribute of `num_dims` dims: an int is that dim, None the constant 0."""
    exprs = [AffineExpr.constant(0) if d is None else AffineExpr.dimension(d) for d in results]
    return AffineMapAttr(AffineMap(num_dims, 0, tuple(exprs)))


def empty_tensor(rewriter: PatternRewriter, type_: Attribute) -> SSAValue:
    """Insert `tensor.empty() : type_` before the op being rewritten and return it."""
    op = tensor.EmptyOp([], type_)
    rewriter.insert(op)
    return op.tensor


def filled_tensor(rewriter: PatternRewriter, type_: TensorType, value: SSAValue) -> SSAValue:
    """Insert `linalg.fill ins(value) outs(tensor.empty())` and return the filled tensor."""
    fill = FillOp([value], [empty_tensor(rewriter, type_)], [type_])
    rewriter.insert(fill)
    return fill.results[0]


def zero(rewriter: PatternRewriter, element: Attribute) -> SSAValue:
    """Insert `arith.constant 0 : element` and return it."""
    attr = IntegerAttr(0, element) if isinstance(element, IntegerType) else FloatAttr(0.0, element)
    op = arith.ConstantOp(attr)
    rewriter.insert(op)
    return op.result


def build_generic(
    rewriter: PatternRewriter,
    inputs: Sequence[SSAValue],
    maps: Sequence[AffineMapAttr],
    iterators: Sequence[str],
    init: SSAValue,
    body: Callable[[Block, Sequence[SSAValue]], SSAValue],
) -> SSAValue:
    """Insert a `linalg.generic` over `inputs` into `init`; `body(block, args)` builds the yielded value.

    `maps` holds one map per input and a last one for `init`; `body` appends
    ops to the block and returns the value that `linalg.yield` yields.
    """
    arg_types = [element_type_of(value.type) for value in (*inputs, init)]
    block = Block(arg_types=arg_types)
    block.add_op(YieldOp(body(block, block.args)))
    generic = GenericOp(
        inputs,
        [init],
        Region(block),
        maps,
        [IteratorTypeAttr(IteratorType(it)) for it in iterators],
        [init.type],
    )
    rewriter.insert(generic)
    return generic.results[0]


def scalar_op(block: Block, mnemonic: str, kind: ElementKind, operands: Sequence[SSAValue]) -> SSAValue:
    """Append the SCALAR_OPS op of `mnemonic` for `kind` to `block`; return its result."""
    op = SCALAR_OPS[mnemonic][kind](*operands)
    block.add_op(op)
    return op.results[0]


def elementwise_generic(
    rewriter: PatternRewriter, op: Operation, body: Callable[[Block, Sequence[SSAValue]], SSAValue]
) -> SSAValue:
    """A parallel `linalg.generic` over the result of `op`; rank-0 operands (scalar preds) broadcast."""
    result_type = op.results[0].type
    assert isinstance(result_type, TensorType)
    rank = result_type.get_num_dims()
    identity = list(range(rank))
    maps = [_map(rank, identity if operand.type.get_num_dims() == rank else []) for operand in op.operands]
    init = empty_tensor(rewriter, result_type)
    return build_generic(rewriter, op.operands, [*maps, _map(rank, identity)], ["parallel"] * rank, init, body)


class ElementwiseToGeneric(RewritePattern):
    """`mhlo.add %a, %b` (and every SCALAR_OPS op) -> `linalg.generic { arith.addf }`."""

    def __init__(self, mnemonic: str):
        self.mnemonic = mnemonic
        self.op_types = _ops(mnemonic)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lowerable(op, self.op_types):
            return
        kind = _kind(op.results[0].type)
        if kind not in SCALAR_OPS[self.mnemonic]:
            return
        count = len(op.operands)
        result = elementwise_generic(rewriter, op, lambda b, args: scalar_op(b, self.mnemonic, kind, args[:count]))
        rewriter.replace(op, (), [result])


class CompareToGeneric(RewritePattern):
    """`mhlo.compare GT, %a, %b` -> `linalg.generic { arith.cmpf ogt }` (cmpi sgt for integers)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lowerable(op, _ops("compare")):
            return
        cmp_type, implemented_type, predicates = COMPARE_PREDICATES[_kind(op.operands[0].type)]
        compare_type = op.properties.get("compare_type")
        # TOTALORDER float comparisons have no arith predicate; they are left.
        if compare_type is not None and enum_value(compare_type) != implemented_type:
            return
        predicate = predicates[enum_value(op.properties["comparison_direction"])]

        def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            cmp = cmp_type(args[0], args[1], predicate)
            block.add_op(cmp)
            return cmp.result

        rewriter.replace(op, (), [elementwise_generic(rewriter, op, body)])


class SelectToGeneric(RewritePattern):
    """`mhlo.select %p, %a, %b` -> `linalg.generic { arith.select }`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lowerable(op, _ops("select")):
            return

        def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            select = arith.SelectOp(args[0], args[1], args[2])
            block.add_op(select)
            return select.result

        rewriter.replace(op, (), [elementwise_generic(rewriter, op, body)])


def _width(element: Attribute) -> int:
    return element.width.data if isinstance(element, IntegerType) else element.bitwidth


def convert_op(source: Attribute, target: Attribute) -> type[Operation] | None:
    """The arith cast from one element type to another; None when they are equal or unsupported."""
    from_kind, to_kind = element_kind(source), element_kind(target)
    if source == target or to_kind is PRED:
        return None
    if from_kind is FLOAT and to_kind is FLOAT:
        return arith.ExtFOp if _width(target) > _width(source) else arith.TruncFOp
    if to_kind is FLOAT:
        return arith.UIToFPOp if from_kind is PRED else arith.SIToFPOp
    if from_kind is FLOAT:
        return arith.FPToSIOp
    if _width(target) > _width(source):
        return arith.ExtUIOp if from_kind is PRED else arith.ExtSIOp
    return arith.TruncIOp


class ConvertToGeneric(RewritePattern):
    """`mhlo.convert %a : (tensor<4xi32>) -> tensor<4xf32>` -> `linalg.generic { arith.sitofp }`.

    Float to int is `arith.fptosi`, whose out-of-range results are undefined
    (XLA saturates); conversions to i1 are left.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lowerable(op, _ops("convert")):
            return
        source, target = element_type_of(op.operands[0].type), element_type_of(op.results[0].type)
        cast = convert_op(source, target)
        if cast is None and source != target:
            return

        def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            if cast is None:
                return args[0]
            cast_op = cast(args[0], target)
            block.add_op(cast_op)
            return cast_op.results[0]

        rewriter.replace(op, (), [elementwise_generic(rewriter, op, body)])


class ConstantToArith(RewritePattern):
    """`mhlo.constant dense<1.0> : tensor<4xf32>` -> `arith.constant dense<1.0> : tensor<4xf32>`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lowerable(op, _ops("constant")):
            return
        value = op.properties["value"]
        if isinstance(value, DenseIntOrFPElementsAttr):
            rewriter.replace(op, arith.ConstantOp(value))


class BroadcastInDimToGeneric(RewritePattern):
    """`broadcast_in_dim %a, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<3x2x4xf32>` -> a generic copy.

    The input map sends operand dim i to result dim dims[i], or to the
    constant 0 where a size-1 operand dimension is expanded; here
    `(d0, d1, d2) -> (0, d2)`.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lowerable(op, _ops("broadcast_in_dim")):
            return
        operand_shape = op.operands[0].type.get_shape()
        result_shape = op.results[0].type.get_shape()
        dims = int_array_values(op.properties["broadcast_dimensions"])
        rank = len(result_shape)
        operand_map = [None if size == 1 and result_shape[d] != 1 else d for size, d in zip(operand_shape, dims)]
        init = empty_tensor(rewriter, op.results[0].type)
        maps = [_map(rank, operand_map), _map(rank, range(rank))]
        result = build_generic(rewriter, op.operands, maps, ["parallel"] * rank, init, lambda b, args: args[0])
        rewriter.replace(op, (), [result])


class TransposeToLinalg(RewritePattern):
    """`transpose %a, dims = [1, 0]` -> `linalg.transpose ins(%a) outs(tensor.empty()) permutation = [1, 0]`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lowerable(op, _ops("transpose")):
            return
        permutation = DenseArrayBase.from_list(i64, int_array_values(op.properties["permutation"]))
        init = empty_tensor(rewriter, op.results[0].type)
        rewriter.replace(op, TransposeOp(op.operands[0], init, permutation, op.results[0].type))


def _single_op_body(op: Operation) -> str | None:
    """The mnemonic of a reduce body `return(op(arg0, arg1))`, if that is all it is."""
    block = op.regions[0].block
    body_ops = list(block.ops)
    if len(body_ops) != 2 or len(block.args) != 2:
        return None
    combine, ret = body_ops
    mnemonic = getattr(combine, "MNEMONIC", None)
    if mnemonic not in REDUCE_BODIES or set(combine.operands) != set(block.args) or len(combine.operands) != 2:
        return None
    return mnemonic if tuple(ret.operands) == tuple(combine.results) else None


class ReduceToLinalg(RewritePattern):
    """`mhlo.reduce(%a init: %z) applies mhlo.add across dimensions = [1]` -> `linalg.reduce { arith.addf }`.

    The init tensor<f32> is read with `tensor.extract` and filled into the
    output with `linalg.fill`.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lowerable(op, _ops("reduce")) or len(op.operands) != 2:
            return
        mnemonic = _single_op_body(op)
        kind = _kind(op.operands[0].type)
        if mnemonic is None or kind not in SCALAR_OPS[mnemonic]:
            return
        extract = tensor.ExtractOp(op.operands[1], [], element_type_of(op.operands[1].type))
        rewriter.insert(extract)
        init = filled_tensor(rewriter, op.results[0].type, extract.result)
        element = element_type_of(op.operands[0].type)
        block = Block(arg_types=[element, element])
        block.add_op(YieldOp(scalar_op(block, mnemonic, kind, block.args)))
        dimensions = DenseArrayBase.from_list(i64, int_array_values(op.properties["dimensions"]))
        rewriter.replace(op, ReduceOp(op.operands[0], init, dimensions, Region(block)))


def _dot_dimensions(op: Operation) -> DotDimensions:
    if "dot_dimension_numbers" in op.properties:
        return DotDimensions.of(op.properties["dot_dimension_numbers"])
    return DotDimensions((), (), (op.operands[0].type.get_num_dims() - 1,), (0,))


def dot_indexing_maps(dims: DotDimensions, lhs_rank: int, rhs_rank: int) -> list[AffineMapAttr]:
    """The lhs, rhs and result maps of a dot_general as a generic over (batch, lhs free, rhs free, contracting).

    For a batched matmul: `(b, m, n, k) -> (b, m, k)`, `(b, m, n, k) -> (b, k, n)`, `(b, m, n, k) -> (b, m, n)`.
    """
    lhs_free, rhs_free = dims.free_dims(lhs_rank, lhs=True), dims.free_dims(rhs_rank, lhs=False)
    batch = len(dims.lhs_batching)
    parallel = batch + len(lhs_free) + len(rhs_free)
    num_dims = parallel + len(dims.lhs_contracting)

    def operand_map(
        rank: int, batching: Sequence[int], free: Sequence[int], free_start: int, contracting: Sequence[int]
    ) -> AffineMapAttr:
        position = {d: i for i, d in enumerate(batching)}
        position |= {d: free_start + i for i, d in enumerate(free)}
        position |= {d: parallel + i for i, d in enumerate(contracting)}
        return _map(num_dims, [position[d] for d in range(rank)])

    return [
        operand_map(lhs_rank, dims.lhs_batching, lhs_free, batch, dims.lhs_contracting),
        operand_map(rhs_rank, dims.rhs_batching, rhs_free, batch + len(lhs_free), dims.rhs_contracting),
        _map(num_dims, range(parallel)),
    ]


class DotToLinalg(RewritePattern):
    """`dot_general` / `dot` -> `linalg.matmul` (2-D, contracting lhs 1 with rhs 0) or a generic.

    The generic iterates over batch, lhs free, rhs free (parallel) and
    contracting (reduction) dimensions and accumulates `out + lhs * rhs`
    into a zero-filled output.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _lowerable(op, _ops("dot_general") + _ops("dot")):
            return
        lhs, rhs = op.operands
        result_type = op.results[0].type
        element = element_type_of(result_type)
        kind = _kind(result_type)
        if kind not in (FLOAT, SIGNED) or {element_type_of(lhs.type), element_type_of(rhs.type)} != {element}:
            return
        dims = _dot_dimensions(op)
        init = filled_tensor(rewriter, result_type, zero(rewriter, element))
        if dims == DotDimensions((), (), (1,), (0,)) and lhs.type.get_num_dims() == rhs.type.get_num_dims() == 2:
            rewriter.replace(op, MatmulOp([lhs, rhs], [init], [result_type]))
            return
        maps = dot_indexing_maps(dims, lhs.type.get_num_dims(), rhs.type.get_num_dims())
        parallel = result_type.get_num_dims()

        def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            product = scalar_op(block, "multiply", kind, args[:2])
            return scalar_op(block, "add", kind, [args[2], product])

        iterators = ["parallel"] * parallel + ["reduction"] * len(dims.lhs_contracting)
        rewriter.replace(op, (), [build_generic(rewriter, [lhs, rhs], maps, iterators, init, body)])


def populate_mhlo_to_linalg_patterns() -> list[RewritePattern]:
    """The patterns that lower mhlo/stablehlo ops on static tensors to linalg, arith and math."""
    return [
        *(ElementwiseToGeneric(mnemonic) for mnemonic in SCALAR_OPS),
        CompareToGeneric(),
        SelectToGeneric(),
        ConvertToGeneric(),
        ConstantToArith(),
        BroadcastInDimToGeneric(),
        TransposeToLinalg(),
        ReduceToLinalg(),
        DotToLinalg(),
    ]


@dataclass(frozen=True)
class ConvertMhloToLinalgPass(ModulePass):
    """Lower mhlo/stablehlo ops on static tensors to linalg on tensors with arith/math bodies.

        %r = mhlo.exponential %a : tensor<4xf32>

    becomes a `linalg.generic` into `tensor.empty()` whose body is
    `math.exp`. An HLO op that no pattern lowers fails the pass with an error
    at the op, unless `partial` is set.
    """

    name = "convert-mhlo-to-linalg"

    partial: bool = option(False, "Leave HLO ops that cannot be lowered instead of failing")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            GreedyRewritePatternApplier(populate_mhlo_to_linalg_patterns(), dce_enabled=False)
        ).rewrite_module(op)
        if self.partial:
            return
        for nested in op.walk():
            # Ops inside a left-over HLO op (a reduce body) are reported through it.
            if _is_hlo(nested) and not _is_hlo(nested.parent_op()):
                emit_error(nested, f"failed to legalize operation '{nested.name}'")
