"""`convert-mhlo-to-linalg{enable-primitive-ops=true}`: linalg's primitive ops where a generic has their form.

mlir-hlo's `hlo-legalize-to-linalg` has this option: element-wise ops become
`linalg.map`, broadcasts `linalg.broadcast`, transposes `linalg.transpose`
and reductions with one combiner `linalg.reduce` (a pattern of the lowering
itself, `ReduceToLinalg`; without the option they are generics). The patterns
here rewrite the `linalg.generic`s that the lowering builds when they have
exactly such a form:

    %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
           ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %out: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>

becomes

    %r = linalg.map { arith.addf } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>)

Rank-0 inputs (`() ` maps) are read before the map, and operands whose
shapes differ only in `?` sizes are cast to one shape. A generic whose body
reads its init or has no tensor to map over (a gather) stays a generic; the
lowering itself makes mlir-hlo's primitive forms of broadcast_in_dim,
dynamic_broadcast_in_dim and iota (`mhlo_to_linalg_shape`).
`linalg-generalize-named-ops` turns the primitive ops back into generics.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DYNAMIC_INDEX, AffineMapAttr, AnyFloat, DenseArrayBase, IntegerType, TensorType, i64
from xdsl.ir import Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import tensor
from aiopt.dialects.linalg import BroadcastOp, GenericOp, IndexOp, MapOp, TransposeOp, YieldOp


def _parallel_elementwise_body(op: GenericOp, index_ok: bool = False) -> bool:
    """One tensor result, only parallel loops, and a body that reads neither its init nor (unless `index_ok`)
    the index."""
    if len(op.outputs) != 1 or len(op.res) != 1 or not isinstance(op.outputs[0].type, TensorType):
        return False
    if any(str(it.data) != "parallel" for it in op.iterator_types.data):
        return False
    block = op.body.block
    if block.args[-1].uses or (not index_ok and any(isinstance(inner, IndexOp) for inner in op.body.walk())):
        return False
    return all(m.data.num_symbols == 0 for m in op.indexing_maps.data)


def _dims(affine_map: AffineMap) -> list[int] | None:
    """The loop of each result of a map whose results are all plain dimensions (None otherwise)."""
    if not all(isinstance(result, AffineDimExpr) for result in affine_map.results):
        return None
    return [result.position for result in affine_map.results]


def _yields_its_input(op: GenericOp) -> bool:
    """The body is `linalg.yield %in` of its one input's element."""
    block = op.body.block
    terminator = block.first_op
    return (
        len(op.inputs) == 1
        and isinstance(terminator, YieldOp)
        and len(terminator.operands) == 1
        and terminator.operands[0] is block.args[0]
    )


def _with_attributes(new: Operation, generic: GenericOp) -> Operation:
    """`new` with the discardable attributes of the generic it replaces (those the HLO op had)."""
    new.attributes |= generic.attributes
    return new


def _copied_input_dims(op: Operation) -> list[int] | None:
    """For a generic that yields its one input, read at plain loop dimensions, into an identity-mapped init
    (a transpose or a broadcast): the loop of each input dimension; None for any other op."""
    if not isinstance(op, GenericOp) or not _parallel_elementwise_body(op) or not _yields_its_input(op):
        return None
    input_map, output_map = _maps(op)
    if output_map != AffineMap.identity(len(op.iterator_types.data)):
        return None
    return _dims(input_map)


def _maps(op: GenericOp) -> list[AffineMap]:
    return [m.data for m in op.indexing_maps.data if isinstance(m, AffineMapAttr)]


def _joined_shape(types: Sequence[TensorType]) -> list[int] | None:
    """The most static shape of tensors whose shapes agree where static (None where they do not)."""
    shape = list(types[0].get_shape())
    for type_ in types[1:]:
        if len(type_.get_shape()) != len(shape):
            return None
        for d, size in enumerate(type_.get_shape()):
            if shape[d] == DYNAMIC_INDEX:
                shape[d] = size
            elif size not in (DYNAMIC_INDEX, shape[d]):
                return None
    return shape


def _cast(rewriter: PatternRewriter, value: SSAValue, shape: Sequence[int]) -> SSAValue:
    """`value` as a tensor of `shape` (a `tensor.cast` where its type differs)."""
    if list(value.type.get_shape()) == list(shape):
        return value
    target = TensorType(value.type.element_type, shape, value.type.encoding)
    rewriter.insert(cast := tensor.CastOp(value, target))
    return cast.results[0]


class GenericToMap(RewritePattern):
    """A generic over identity maps (and rank-0 inputs read by `() `) -> `linalg.map` with the same body.

    Rank-0 inputs are read before the map (`tensor.extract`), as mlir-hlo's
    primitive lowering broadcasts scalars (the predicate of select, clamp
    bounds). Inputs and init whose shapes differ only in `?` sizes are cast
    to the most static one (linalg.map wants one shape), and the result is
    cast back.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, GenericOp) or not _parallel_elementwise_body(op, index_ok=True):
            return
        rank = len(op.iterator_types.data)
        identity, scalar = AffineMap.identity(rank), AffineMap(rank, 0, ())
        maps = _maps(op)
        if maps[-1] != identity or any(m not in (identity, scalar) for m in maps[:-1]):
            return
        if not all(isinstance(value.type, TensorType) for value in op.inputs):
            return  # a scalar operand
        mapped = [m == identity for m in maps[:-1]]  # rank 0: every input
        inputs = [value for value, kept in zip(op.inputs, mapped) if kept]
        if not inputs:
            return  # a broadcast of scalars, or a gather-like body (mlir-hlo's iota makes its map itself)
        shape = _joined_shape([value.type for value in (*inputs, op.outputs[0])])
        if shape is None:
            return
        block = op.body.block
        for i in reversed(range(len(op.inputs))):
            if not mapped[i]:
                rewriter.insert(read := tensor.ExtractOp(op.inputs[i], [], block.args[i].type))
                block.args[i].replace_all_uses_with(read.result)
                block.erase_arg(block.args[i])
        inputs = [_cast(rewriter, value, shape) for value in inputs]
        init = _cast(rewriter, op.outputs[0], shape)
        body = rewriter.move_region_contents_to_new_regions(op.body)
        rewriter.insert(new := _with_attributes(MapOp(inputs, init, body), op))
        rewriter.replace(op, [], [_cast(rewriter, new.results[0], op.res[0].type.get_shape())])


class GenericToTranspose(RewritePattern):
    """A generic that yields its one input read through a permutation -> `linalg.transpose`.

    Result dimension i is input dimension permutation[i]: the input map reads
    input dimension j at loop dims[j], so permutation[dims[j]] = j.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        dims = _copied_input_dims(op)
        if dims is None or sorted(dims) != list(range(len(op.iterator_types.data))) or dims == sorted(dims):
            return
        rank = len(dims)
        permutation = [0] * rank
        for j, loop in enumerate(dims):
            permutation[loop] = j
        input_type, init_type = op.inputs[0].type, op.outputs[0].type
        if not isinstance(input_type.element_type, AnyFloat | IntegerType):
            return  # xDSL's linalg.transpose takes no complex elements
        if any(input_type.get_shape()[p] != size for p, size in zip(permutation, init_type.get_shape())):
            return  # linalg.transpose wants the sizes equal, `?` included
        transpose = TransposeOp(op.inputs[0], op.outputs[0], DenseArrayBase.from_list(i64, permutation), op.res[0].type)
        rewriter.replace(op, _with_attributes(transpose, op))


class GenericToBroadcast(RewritePattern):
    """A generic that yields its one input read at a subset of the loops, in order -> `linalg.broadcast`
    along the other loops."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        dims = _copied_input_dims(op)
        if dims is None or len(dims) >= len(op.iterator_types.data) or any(b <= a for a, b in zip(dims, dims[1:])):
            return
        rank = len(op.iterator_types.data)
        init_shape = op.outputs[0].type.get_shape()
        if any(size != init_shape[d] for size, d in zip(op.inputs[0].type.get_shape(), dims)):
            return  # linalg.broadcast wants the sizes equal, `?` included
        added = [d for d in range(rank) if d not in dims]
        broadcast = BroadcastOp(op.inputs[0], op.outputs[0], DenseArrayBase.from_list(i64, added), op.res[0].type)
        rewriter.replace(op, _with_attributes(broadcast, op))


def populate_primitive_ops_patterns() -> list[RewritePattern]:
    return [GenericToMap(), GenericToTranspose(), GenericToBroadcast()]
