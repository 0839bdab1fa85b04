"""Canonicalization patterns of `linalg.pack` and `linalg.unpack`, after upstream's `PackOp::canonicalize` and
`UnPackOp::canonicalize` (their splat-constant folds are the ops' `fold`):

    %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<128x128xf32> -> tensor<16x16x8x8xf32>
    %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %f : tensor<16x16x8x8xf32> -> tensor<128x128xf32>
    ->
    uses of %u use %x
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import DYNAMIC_INDEX, DenseArrayBase, TensorType, i64
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import linalg, tensor
from aiopt.dialects.linalg import dps_outputs
from aiopt.dialects.linalg_relayout import PackOp, UnPackOp, constant_index_value, scalar_bytes
from aiopt.transforms.canonicalize_tensor import foldable_cast_source


def _same_tiles(pack: PackOp, unpack: UnPackOp) -> bool:
    """Upstream's `haveSameTiles`: the tiles pairwise equal, as constants or as the same value."""

    def key(tile: int | SSAValue) -> int | SSAValue:
        constant = None if isinstance(tile, int) else constant_index_value(tile)
        return tile if constant is None else constant

    a, b = pack.mixed_tiles(), unpack.mixed_tiles()
    return len(a) == len(b) and all(key(x) == key(y) for x, y in zip(a, b))


def _identity_or_absent(perm: Sequence[int]) -> bool:
    return list(perm) == list(range(len(perm)))


def _same_inner_outer(pack: PackOp, unpack: UnPackOp) -> bool:
    """Upstream's `hasSameInnerOuterAttribute`: the same inner_dims_pos, and the same outer_dims_perm, where
    no permutation equals the identity."""
    if pack.inner_dims_pos.get_values() != unpack.inner_dims_pos.get_values():
        return False
    a, b = pack.outer_dims_perm_values(), unpack.outer_dims_perm_values()
    return a == b or (_identity_or_absent(a) and _identity_or_absent(b))


def _inverse_pair(pack: PackOp, unpack: UnPackOp) -> bool:
    return pack.padding_value is None and _same_inner_outer(pack, unpack) and _same_tiles(pack, unpack)


class FoldPackOfUnpack(RewritePattern):
    """A pack of an unpack, by the same tiles and permutations and without padding, is the unpack's source
    (where it has the pack's type):

        %u = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<16x16x8x8xf32> -> tensor<128x128xf32>
        %p = linalg.pack %u inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %f : tensor<128x128xf32> -> tensor<16x16x8x8xf32>
        ->  uses of %p use %t
    """

    op_types = (PackOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, PackOp) or not isinstance(op.source, OpResult):
            return
        unpack = op.source.op
        if isinstance(unpack, UnPackOp) and unpack.source.type == op.dest.type and _inverse_pair(op, unpack):
            rewriter.replace(op, [], [unpack.source])


class FoldUnpackOfPack(RewritePattern):
    """An unpack of a pack without padding, by the same tiles and permutations, is the pack's source (where
    it has the unpack's type):

        %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<128x128xf32> -> tensor<16x16x8x8xf32>
        %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %f : tensor<16x16x8x8xf32> -> tensor<128x128xf32>
        ->  uses of %u use %x
    """

    op_types = (UnPackOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, UnPackOp) or not isinstance(op.source, OpResult):
            return
        pack = op.source.op
        if isinstance(pack, PackOp) and pack.source.type == op.dest.type and _inverse_pair(pack, op):
            rewriter.replace(op, [], [pack.source])


class DropUnneededPadding(RewritePattern):
    """A pack whose static source dimensions are multiples of its constant tiles drops its padding value:

        %p = linalg.pack %x padding_value(%c : f32) inner_dims_pos = [0] inner_tiles = [8] into %e
               : tensor<16xf32> -> tensor<2x8xf32>
        ->
        %p = linalg.pack %x inner_dims_pos = [0] inner_tiles = [8] into %e : tensor<16xf32> -> tensor<2x8xf32>
    """

    op_types = (PackOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, PackOp) or op.padding_value is None or op.padding_needed():
            return
        new = PackOp.build(
            operands=[op.source, op.dest, [], list(op.inner_tiles)],
            result_types=[op.result.type],
            properties={k: v for k, v in op.properties.items() if k != "operandSegmentSizes"},
            attributes=dict(op.attributes),
        )
        rewriter.replace(op, new)


class UnpackIntoInitOfDestination(RewritePattern):
    """An unpack into the result of a destination-style op (a linalg op on tensors, a pack or an unpack)
    writes into that op's init instead: the unpack overwrites every element.

        %f = linalg.fill ins(%c : f32) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
        %u = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [16, 64] into %f : ...
        ->
        %u = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [16, 64] into %init : ...
    """

    op_types = (UnPackOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, UnPackOp) or not isinstance(op.dest, OpResult):
            return
        producer = op.dest.op
        inits = [producer.dest] if isinstance(producer, PackOp | UnPackOp) else dps_outputs(producer)
        if len(inits) != len(producer.results):
            return
        init = inits[op.dest.index]
        if init.type != op.dest.type:
            return
        rewriter.replace_uses_with_if(op.dest, init, lambda use: use.operation is op)


def inferred_static_shapes(op: PackOp | UnPackOp) -> tuple[list[int], list[int]] | None:
    """Upstream's `inferStaticShape`: each untiled dimension static on one side (unpacked or packed, through
    outer_dims_perm) and dynamic on the other takes the static size on both; the (source, dest) shapes, or
    None when nothing is inferred."""
    unpacked = list(op.unpacked_type().get_shape())
    packed = list(op.packed_type().get_shape())
    perm = op.outer_dims_perm_values()
    inner = op.inner_dims_pos.get_values()
    changed = False
    for dim in range(len(unpacked)):
        if dim in inner:
            continue
        position = perm.index(dim) if perm else dim
        a, b = unpacked[dim], packed[position]
        if (a == DYNAMIC_INDEX) == (b == DYNAMIC_INDEX):
            continue
        unpacked[dim] = packed[position] = b if a == DYNAMIC_INDEX else a
        changed = True
    if not changed:
        return None
    return (unpacked, packed) if isinstance(op, PackOp) else (packed, unpacked)


def _cast_to(value: SSAValue, shape: Sequence[int], new_ops: list[Operation]) -> SSAValue:
    if list(value.type.get_shape()) == list(shape):
        return value
    cast = tensor.CastOp(value, TensorType(value.type.element_type, shape, value.type.encoding))
    new_ops.append(cast)
    return cast.results[0]


class InferStaticShapes(RewritePattern):
    """A pack or unpack whose untiled dimension is static on one side and dynamic on the other casts the
    dynamic side to the static size (and its result back to the old type), as upstream's canonicalize:

        %p = linalg.pack %src ... inner_dims_pos = [2] inner_tiles = [16] into %d : tensor<?x?x?x?xf32> -> tensor<10x20x30x40x16xf32>
        ->
        %c = tensor.cast %src : tensor<?x?x?x?xf32> to tensor<40x20x?x30xf32>
        %p = linalg.pack %c ... into %d : tensor<40x20x?x30xf32> -> tensor<10x20x30x40x16xf32>
    """

    op_types = (PackOp, UnPackOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, PackOp | UnPackOp) or (shapes := inferred_static_shapes(op)) is None:
            return
        new_ops: list[Operation] = []
        source = _cast_to(op.source, shapes[0], new_ops)
        dest = _cast_to(op.dest, shapes[1], new_ops)
        operands = [source, dest, *op.operands[2:]]
        new = type(op).create(
            operands=operands, result_types=[dest.type], properties=dict(op.properties), attributes=dict(op.attributes)
        )
        new_ops.append(new)
        result = new.results[0]
        if dest.type != op.result.type:
            back = tensor.CastOp(result, op.result.type)
            new_ops.append(back)
            result = back.results[0]
        rewriter.replace(op, new_ops, [result])


class FoldCastOperands(RewritePattern):
    """A pack or unpack of (or into) a tensor.cast from a more static tensor reads that tensor instead; a tile
    whose packed dimension becomes static becomes that constant, and the result is cast back to the old type
    (upstream's `FoldTensorCastPackOp` and `FoldTensorCastUnPackOp`):

        %c = tensor.cast %e : tensor<40x80xf32> to tensor<?x?xf32>
        %u = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %c : tensor<10x20x4x4xf32> -> tensor<?x?xf32>
        ->
        %n = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %e : tensor<10x20x4x4xf32> -> tensor<40x80xf32>
        %u = tensor.cast %n : tensor<40x80xf32> to tensor<?x?xf32>
    """

    op_types = (PackOp, UnPackOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, PackOp | UnPackOp):
            return
        source = foldable_cast_source(op.source) or op.source
        dest = foldable_cast_source(op.dest) or op.dest
        if source is op.source and dest is op.dest:
            return
        packed = (dest if isinstance(op, PackOp) else source).type.get_shape()
        tiles = op.mixed_tiles()
        static, dynamic = [], []
        for size, tile in zip(packed[len(packed) - len(tiles) :], tiles):
            if isinstance(tile, int) and size not in (tile, DYNAMIC_INDEX):
                return  # (the op's tiles do not fit the tensor: keeping the cast keeps the IR valid)
            if isinstance(tile, int) or size == DYNAMIC_INDEX:
                static.append(tile if isinstance(tile, int) else DYNAMIC_INDEX)
                dynamic += [] if isinstance(tile, int) else [tile]
            elif constant_index_value(tile) == size:
                static.append(size)
            else:
                return
        properties = dict(op.properties)
        properties["static_inner_tiles"] = DenseArrayBase.from_list(i64, static)
        properties.pop("operandSegmentSizes", None)
        operands: list = [source, dest]
        if isinstance(op, PackOp):
            operands.append([op.padding_value] if op.padding_value is not None else [])
        operands.append(dynamic)
        new = type(op).build(operands=operands, result_types=[dest.type], properties=properties, attributes=dict(op.attributes))
        if dest.type == op.result.type:
            rewriter.replace(op, new)
        else:
            rewriter.replace(op, [new, back := tensor.CastOp(new.results[0], op.result.type)], [back.results[0]])


def _same_scalar(a: SSAValue, b: SSAValue) -> bool:
    """Upstream's `isEqualConstantIntOrValue` on two scalars: one value, or equal constants."""
    if a is b:
        return True
    bytes_a = scalar_bytes(a)
    return bytes_a is not None and bytes_a == scalar_bytes(b)


class FillIntoPack(RewritePattern):
    """A pack of a linalg.fill on tensors (padded, if at all, with the fill's value) is a fill of the pack's
    dest, where the pack is the dest's one use (upstream's `FoldFillWithPack`):

        %f = linalg.fill ins(%v : f32) outs(%e : tensor<384x512xf32>) -> tensor<384x512xf32>
        %p = linalg.pack %f inner_dims_pos = [0, 1] inner_tiles = [16, 16] into %d : ... -> tensor<24x32x16x16xf32>
        ->
        %p = linalg.fill ins(%v : f32) outs(%d : tensor<24x32x16x16xf32>) -> tensor<24x32x16x16xf32>
    """

    op_types = (PackOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, PackOp) or not isinstance(op.source, OpResult):
            return
        fill = op.source.op
        if not isinstance(fill, linalg.FillOp) or len(fill.inputs) != 1 or len(fill.results) != 1:
            return
        if op.padding_value is not None and not _same_scalar(op.padding_value, fill.inputs[0]):
            return
        if not op.dest.has_one_use():
            return
        rewriter.replace(op, linalg.FillOp([fill.inputs[0]], [op.dest], [op.result.type]))


def populate_relayout_canonicalization_patterns() -> list[RewritePattern]:
    """The `linalg.pack`/`linalg.unpack` patterns `canonicalize` adds."""
    return [
        FoldPackOfUnpack(),
        FoldUnpackOfPack(),
        DropUnneededPadding(),
        UnpackIntoInitOfDestination(),
        FillIntoPack(),
        InferStaticShapes(),
        FoldCastOperands(),
    ]
