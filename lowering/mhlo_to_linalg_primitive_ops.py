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

A generic whose body reads its init or the iteration index (iota, a
broadcast that expands a size-1 dimension) stays a generic.
`linalg-generalize-named-ops` turns the primitive ops back into generics.
"""

from __future__ import annotations

from xdsl.dialects.builtin import AffineMapAttr, DenseArrayBase, TensorType, i64
from xdsl.ir import Operation
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects.linalg import BroadcastOp, GenericOp, IndexOp, MapOp, TransposeOp, YieldOp


def _parallel_elementwise_body(op: GenericOp) -> bool:
    """One tensor result, only parallel loops, and a body that reads neither its init nor the index."""
    if len(op.outputs) != 1 or len(op.res) != 1 or not isinstance(op.outputs[0].type, TensorType):
        return False
    if any(str(it.data) != "parallel" for it in op.iterator_types.data):
        return False
    block = op.body.block
    if block.args[-1].uses or any(isinstance(inner, IndexOp) for inner in op.body.walk()):
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


class GenericToMap(RewritePattern):
    """A generic over identity maps only (inputs and init) -> `linalg.map` with the same body."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, GenericOp) or not op.inputs or not _parallel_elementwise_body(op):
            return
        rank = len(op.iterator_types.data)
        if any(m != AffineMap.identity(rank) for m in _maps(op)):
            return
        if _yields_its_input(op) and op.inputs[0].type == op.outputs[0].type:
            return  # a copy: canonicalization forwards it
        shape = op.outputs[0].type.get_shape()
        if any(not isinstance(v.type, TensorType) or v.type.get_shape() != shape for v in op.inputs):
            return  # linalg.map wants the init's shape, `?` sizes included
        body = rewriter.move_region_contents_to_new_regions(op.body)
        rewriter.replace_op(op, _with_attributes(MapOp(list(op.inputs), op.outputs[0], body), op))


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
        transpose = TransposeOp(op.inputs[0], op.outputs[0], DenseArrayBase.from_list(i64, permutation), op.res[0].type)
        rewriter.replace_op(op, _with_attributes(transpose, op))


class GenericToBroadcast(RewritePattern):
    """A generic that yields its one input read at a subset of the loops, in order -> `linalg.broadcast`
    along the other loops."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        dims = _copied_input_dims(op)
        if dims is None or len(dims) >= len(op.iterator_types.data) or any(b <= a for a, b in zip(dims, dims[1:])):
            return
        rank = len(op.iterator_types.data)
        added = [d for d in range(rank) if d not in dims]
        broadcast = BroadcastOp(op.inputs[0], op.outputs[0], DenseArrayBase.from_list(i64, added), op.res[0].type)
        rewriter.replace_op(op, _with_attributes(broadcast, op))


def populate_primitive_ops_patterns() -> list[RewritePattern]:
    return [GenericToMap(), GenericToTranspose(), GenericToBroadcast()]
