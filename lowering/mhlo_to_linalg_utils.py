"""Builders and predicates shared by the HLO-to-linalg conversions (as mlir-hlo's `legalize_to_linalg_utils`).

`convert-mhlo-to-linalg`'s pattern modules (`mhlo_to_linalg*.py`) and the lmhlo lowerings build
their `tensor.empty`, `linalg.generic` and `linalg.fill` ops, their indexing maps and their casts
between unsigned and signless tensors with these; for example

    build_generic(rewriter, [a, b], [empty_tensor(rewriter, type_, like=a)], maps, ["parallel"], body)

makes the `linalg.generic` of an element-wise op.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects import complex
from xdsl.dialects.builtin import (
    AffineMapAttr,
    ComplexType,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    Signedness,
    TensorType,
    UnrealizedConversionCastOp,
)
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.pattern_rewriter import (
    PatternRewriter,
)
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith, mhlo, stablehlo, tensor
from aiopt.dialects.hlo.linalg_ops import DotDimensions
from aiopt.dialects.hlo.types import DYNAMIC, ElementKind, element_kind, element_type_of
from aiopt.dialects.linalg import FillOp, GenericOp, YieldOp

FLOAT, SIGNED, PRED = ElementKind.FLOAT, ElementKind.SIGNED, ElementKind.PRED


def hlo_op_types(mnemonic: str) -> tuple[type[Operation], ...]:
    """The mhlo and stablehlo op classes of a mnemonic."""
    return tuple(dialect.OPS[mnemonic] for dialect in (mhlo, stablehlo) if mnemonic in dialect.OPS)


def is_hlo_op(op: Operation | None) -> bool:
    """Whether `op` is an mhlo or stablehlo op."""
    return op is not None and op.name.startswith(("mhlo.", "stablehlo."))


def lowered_kind(type_: Attribute) -> ElementKind | None:
    """The element kind of a lowerable tensor type (static shape, float/signless/i1), else None."""
    if not isinstance(type_, TensorType) or not type_.has_static_shape():
        return None
    element = element_type_of(type_)
    kind = element_kind(element)
    if kind is SIGNED and isinstance(element, IntegerType) and element.signedness.data != Signedness.SIGNLESS:
        return None
    return kind if kind in (FLOAT, SIGNED, PRED) else None


def index_map(num_dims: int, results: Sequence[int | None]) -> AffineMapAttr:
    """An affine map attribute of `num_dims` dims: an int is that dim, None the constant 0."""
    exprs = [AffineExpr.constant(0) if d is None else AffineExpr.dimension(d) for d in results]
    return AffineMapAttr(AffineMap(num_dims, 0, tuple(exprs)))


def dynamic_sizes(rewriter: PatternRewriter, type_: TensorType, like: SSAValue) -> list[SSAValue]:
    """Insert `tensor.dim %like, %i` for each `?` dimension i of `type_`; return the sizes."""
    sizes = []
    for index, size in enumerate(type_.get_shape()):
        if size == DYNAMIC:
            position = arith.ConstantOp(IntegerAttr(index, IndexType()))
            dim = tensor.DimOp(like, position)
            rewriter.insert(position)
            rewriter.insert(dim)
            sizes.append(dim.result)
    return sizes


def empty_tensor(rewriter: PatternRewriter, type_: Attribute, like: SSAValue | None = None) -> SSAValue:
    """Insert `tensor.empty(%d...) : type_` before the op being rewritten and return it.

    The `?` sizes of `type_` are read from `like` (a tensor of the same rank).
    """
    sizes = dynamic_sizes(rewriter, type_, like) if like is not None else []
    op = tensor.EmptyOp(sizes, type_)
    rewriter.insert(op)
    return op.tensor


def filled_tensor(rewriter: PatternRewriter, type_: TensorType, value: SSAValue) -> SSAValue:
    """Insert `linalg.fill ins(value) outs(tensor.empty())` and return the filled tensor."""
    fill = FillOp([value], [empty_tensor(rewriter, type_)], [type_])
    rewriter.insert(fill)
    return fill.results[0]


def extract_scalar(rewriter: PatternRewriter, value: SSAValue) -> SSAValue:
    """Insert `tensor.extract %value[]` of a rank-0 tensor and return the element."""
    op = tensor.ExtractOp(value, [], element_type_of(value.type))
    rewriter.insert(op)
    return op.result


def zero(rewriter: PatternRewriter, element: Attribute) -> SSAValue:
    """Insert `arith.constant 0 : element` (a complex zero: `complex.create` of two) and return it."""
    if isinstance(element, ComplexType):
        part = zero(rewriter, element.element_type)
        op = complex.CreateOp(part, part, element)
    else:
        attr = IntegerAttr(0, element) if isinstance(element, IntegerType) else FloatAttr(0.0, element)
        op = arith.ConstantOp(attr)
    rewriter.insert(op)
    return op.results[0]


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


def reverse_static(rewriter: PatternRewriter, value: SSAValue, dims: Sequence[int]) -> SSAValue:
    """Insert a generic copy of `value` (static along `dims`) reversed along `dims`; return it.

    The input map reads `size - 1 - d` along a reversed dimension:
    `(d0, d1) -> (3 - d0, d1)` for dims [0] of a tensor<4x?xf32>.
    """
    shape = value.type.get_shape()
    rank = len(shape)
    exprs = [
        AffineExpr.constant(shape[d] - 1) - AffineExpr.dimension(d) if d in dims else AffineExpr.dimension(d)
        for d in range(rank)
    ]
    maps = [AffineMapAttr(AffineMap(rank, 0, tuple(exprs))), index_map(rank, range(rank))]
    init = empty_tensor(rewriter, value.type, value)
    return build_generic(rewriter, [value], maps, ["parallel"] * rank, init, lambda b, args: args[0])


def signless_type(type_: Attribute) -> Attribute:
    """The tensor type with unsigned integer elements made signless (others unchanged)."""
    element = element_type_of(type_)
    if not isinstance(element, IntegerType) or element.signedness.data != Signedness.UNSIGNED:
        return type_
    return TensorType(IntegerType(element.width.data), type_.get_shape(), type_.encoding)


def cast_tensor(rewriter: PatternRewriter, value: SSAValue, type_: Attribute) -> SSAValue:
    """`value` as `type_` (signless <-> unsigned) through `builtin.unrealized_conversion_cast`.

    The cast goes right after the definition of `value`, where one cast
    serves every use; a cast already there is reused, and a value that is
    itself a cast of a `type_` value is looked through, so that chains of
    unsigned ops have no casts between them.
    """
    if value.type == type_:
        return value
    owner = value.owner
    if isinstance(owner, UnrealizedConversionCastOp) and owner.inputs[0].type == type_:
        return owner.inputs[0]
    after = owner.first_op if isinstance(owner, Block) else owner.next_op
    while isinstance(after, UnrealizedConversionCastOp):
        if tuple(after.inputs) == (value,) and after.results[0].type == type_:
            return after.results[0]
        after = after.next_op
    cast = UnrealizedConversionCastOp.get([value], [type_])
    rewriter.insert(cast, InsertPoint.at_start(owner) if isinstance(owner, Block) else InsertPoint.after(owner))
    return cast.results[0]


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
        return index_map(num_dims, [position[d] for d in range(rank)])

    return [
        operand_map(lhs_rank, dims.lhs_batching, lhs_free, batch, dims.lhs_contracting),
        operand_map(rhs_rank, dims.rhs_batching, rhs_free, batch + len(lhs_free), dims.rhs_contracting),
        index_map(num_dims, range(parallel)),
    ]
