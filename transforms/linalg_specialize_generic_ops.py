"""`--linalg-specialize-generic-ops`: a `linalg.generic` that a named linalg op computes becomes that op.

The opposite of `linalg-generalize-named-ops`, as upstream's `specializeGenericOp` (MLIR 22) recognizes
them, in its order: copy, fill, broadcast, transpose, `exp`, the float `add`/`sub`/`mul`/`div` (operands
swapped where the body reads them so), then `matmul`/`batch_matmul` (the generic's maps kept, so
transposed operands stay transposed); and `DecomposeProjectedPermutation`, which unfolds transposed and
broadcast inputs of element-wise generics into named ops.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, math
from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    MemRefType,
    ModuleOp,
    ShapedType,
    TensorType,
    i64,
)
from xdsl.dialects.linalg.attrs import IteratorType
from xdsl.ir import Block, BlockArgument, Operation, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects import linalg, tensor
from aiopt.support.canonical_classes import use_registered_classes
from aiopt.support.passes import DiagnosticPass
from aiopt.support.region_dce import region_dce
from aiopt.support.rewriting import InheritLocation
from aiopt.transforms.canonicalize import unique_and_hoist_constants
from aiopt.transforms.canonicalize_linalg import static_loop_ranges
from aiopt.transforms.speculatability import memory_effect_free

_DIV = {op.name: op for op in linalg.ELEMENTWISE_NAMED_OPS}["linalg.div"]
_BINARY: dict[type[Operation], type[Operation]] = {
    arith.AddfOp: linalg.AddOp,
    arith.SubfOp: linalg.SubOp,
    arith.MulfOp: linalg.MulOp,
    arith.DivfOp: _DIV,
}
"""The float ops of a body upstream's pass makes the element-wise named ops of."""

_CONTRACTION_PAIRS = ((arith.MulfOp, arith.AddfOp), (arith.MuliOp, arith.AddiOp))
"""The multiply and add of a contraction body that upstream's pass makes a matmul of (complex aside)."""


@dataclass(frozen=True)
class LinalgSpecializeGenericOpsPass(DiagnosticPass):
    """Convert generic ops back to named ops

    A `linalg.generic` whose maps, iterators and body are those of a named op
    becomes it: all-parallel identity maps yielding the input (`linalg.copy`),
    a scalar input yielded everywhere (`linalg.fill`), an input read through
    increasing dims of an identity output (`linalg.broadcast`) or through a
    permutation (`linalg.transpose`), identity maps around one `math.exp` or
    one float `arith.addf`/`subf`/`mulf`/`divf` of both inputs (`linalg.exp`,
    `add`, `sub`, `mul`, `div`; inputs swapped when the body reads them
    swapped), a multiply-add of one M, N and K dim with identity batch dims
    (`linalg.matmul`, `linalg.batch_matmul`, with the generic's maps where
    they are not the default ones). An all-parallel generic of several
    static tensors whose inputs are read through transposing or broadcasting
    maps first gets them as `linalg.transpose`/`linalg.broadcast` ops into
    `tensor.empty`s (upstream's `DecomposeProjectedPermutation`, which the
    pass runs too). Dead ops go and constants are merged, as the greedy
    driver does. Upstream's convolution specializations (`linalg.conv_1d`,
    ...) are not made yet: those generics stay, as do all others.

    Example, `ai-opt --linalg-specialize-generic-ops`:

        func.func @f(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
          %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                                affine_map<(d0, d1) -> (d0, d1)>,
                                                affine_map<(d0, d1) -> (d0, d1)>],
                               iterator_types = ["parallel", "parallel"]}
              ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) {
          ^bb0(%x: f32, %y: f32, %z: f32):
            %s = arith.subf %y, %x : f32
            linalg.yield %s : f32
          } -> tensor<4x8xf32>
          func.return %0 : tensor<4x8xf32>
        }

    becomes

        %0 = linalg.sub ins(%arg1, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>)
    """

    name = "linalg-specialize-generic-ops"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(InheritLocation(SpecializeGenericOp()), apply_recursively=False).rewrite_module(op)
        # Upstream's greedy driver erases dead ops and unreachable blocks, and merges equal constants and
        # hoists them, as `canonicalize` does after its sweeps.
        region_dce(op.body)
        unique_and_hoist_constants(op.body)
        use_registered_classes(ctx, op)


class SpecializeGenericOp(RewritePattern):
    """A `linalg.generic` -> the named op that computes it (upstream's `LinalgSpecializationPattern`)."""

    op_types = (linalg.GenericOp,)

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: linalg.GenericOp, rewriter: PatternRewriter, /):
        named = specialize(op)
        if named is not None:
            rewriter.replace(op, named)
            return
        decomposed = decompose_projected_permutation(op)
        if decomposed is not None:
            # The greedy driver then visits the new generic: it may now be a named op.
            *unfolded, generic = decomposed
            rewriter.replace(op, [*unfolded, specialize(generic) or generic])


def specialize(op: linalg.GenericOp) -> Operation | None:
    """The named op that computes `op`, None where upstream's `specializeGenericOp` finds none."""
    inputs, outputs = list(op.inputs), list(op.outputs)
    maps = [attr.data for attr in op.indexing_maps.data]
    block = op.body.block
    body = list(block.ops)
    result_types = [result.type for result in op.results]
    parallel = all(it.data == IteratorType.PARALLEL for it in op.iterator_types.data)
    single = len(inputs) == 1 and len(outputs) == 1
    # The body only yields the input's element (upstream's `isSingleYieldOp` and the payload checks).
    yields_input = len(body) == 1 and len(body[0].operands) == 1 and body[0].operands[0] is block.args[0]
    if parallel and single and yields_input and len(maps) == 2:
        if _is_identity(maps[0]) and _is_identity(maps[1]):
            return linalg.CopyOp(inputs, outputs, result_types)
        if not isinstance(inputs[0].type, ShapedType):
            return linalg.FillOp(inputs, outputs, result_types)
        dimensions = _broadcast_dimensions(inputs[0].type, outputs[0].type, maps)
        if dimensions is not None:
            return linalg.BroadcastOp(inputs[0], outputs[0], DenseArrayBase.from_list(i64, dimensions), *result_types)
        permutation = _transpose_permutation(maps)
        if permutation is not None:
            return linalg.TransposeOp(inputs[0], outputs[0], DenseArrayBase.from_list(i64, permutation), *result_types)
    if _is_elementwise(op, maps, body, 1) and _uses(block, 0) and isinstance(body[0], math.ExpOp):
        return linalg.ExpOp(inputs, outputs, result_types)
    if _is_elementwise(op, maps, body, 2) and _uses(block, 0) and _uses(block, 1):
        named = next((named for kind, named in _BINARY.items() if isinstance(body[0], kind)), None)
        if named is not None:
            if body[0].operands[0] is not block.args[0]:
                inputs.reverse()
            return named(inputs, outputs, result_types)
    return _matmul(op, maps, inputs, outputs, result_types)


def _is_identity(map_: AffineMap) -> bool:
    return map_ == AffineMap.identity(map_.num_dims) and map_.num_symbols == 0


def _uses(block: Block, index: int) -> bool:
    """Upstream's `payloadUsesValueFromOperand`: the body reads block argument `index`."""
    return bool(block.args[index].uses)


def _dim_positions(map_: AffineMap) -> list[int] | None:
    """The dims each result of `map_` is, None if one is not a plain dim."""
    if not all(isinstance(expr, AffineDimExpr) for expr in map_.results):
        return None
    return [expr.position for expr in map_.results if isinstance(expr, AffineDimExpr)]


def _broadcast_dimensions(source: object, dest: object, maps: list[AffineMap]) -> list[int] | None:
    """Upstream's `isaBroadcastOpInterface`: the output dims the input does not read, in increasing order."""
    if not isinstance(source, MemRefType | TensorType) or not isinstance(dest, MemRefType | TensorType):
        return None
    source_map, dest_map = maps
    if not _is_identity(dest_map) or len(source_map.results) >= len(dest_map.results):
        return None
    positions = _dim_positions(source_map)
    if positions is None or any(later <= earlier for earlier, later in zip(positions, positions[1:])):
        return None
    return [dim for dim in range(source_map.num_dims) if dim not in positions]


def _transpose_permutation(maps: list[AffineMap]) -> list[int] | None:
    """Upstream's `isaTransposeOpInterface`: the permutation of an input read through a permutation map."""
    source_map, dest_map = maps
    positions = _dim_positions(source_map)
    if not _is_identity(dest_map) or positions is None or sorted(positions) != list(range(source_map.num_dims)):
        return None
    permutation = [0] * source_map.num_dims
    for index, position in enumerate(positions):
        permutation[position] = index
    return permutation


def _is_elementwise(op: linalg.GenericOp, maps: list[AffineMap], body: list[Operation], arity: int) -> bool:
    """Upstream's `isaElemwiseSingleUnaryOrBinaryOpInterface`: identity maps, one op of the inputs yielded."""
    block = op.body.block
    if not all(it.data == IteratorType.PARALLEL for it in op.iterator_types.data) or not op.iterator_types.data:
        return False
    if len(op.inputs) != arity or len(op.outputs) != 1 or not all(_is_identity(map_) for map_ in maps):
        return False
    if _uses(block, arity) or len(body) != 2:
        return False
    payload, terminator = body
    if len(payload.operands) != arity or len(payload.results) != 1:
        return False
    return len(terminator.operands) == 1 and terminator.operands[0] is payload.results[0]


def _matmul(
    op: linalg.GenericOp,
    maps: list[AffineMap],
    inputs: list[SSAValue],
    outputs: list[SSAValue],
    result_types: list,
) -> Operation | None:
    """Upstream's `specializeLinalgContractions`: a matmul or batch matmul of one M, N and K dim."""
    if len(inputs) != 2 or len(outputs) != 1 or not all(m.is_projected_permutation() for m in maps):
        return None
    reductions = [it.data == IteratorType.REDUCTION for it in op.iterator_types.data]
    if not any(reductions) or not _is_contraction_body(op.body.block):
        return None
    a, b, c = (set(_dim_positions(m) or ()) for m in maps)
    parallel_dims = {dim for dim, reduction in enumerate(reductions) if not reduction}
    batch = sorted(a & b & c & parallel_dims)
    m_dims = sorted((a & c) - b & parallel_dims)
    n_dims = sorted((b & c) - a & parallel_dims)
    k_dims = sorted(a & b - parallel_dims)
    if len(m_dims) != 1 or len(n_dims) != 1 or len(k_dims) != 1:
        return None
    if any(len(m.results) != len(batch) + 2 for m in maps) or maps[0].num_dims != len(batch) + 3:
        return None
    if any(_dim_positions(m)[: len(batch)] != list(range(len(batch))) for m in maps):  # type: ignore[index]
        return None
    matches = [
        _match_operand_map(maps[0], len(batch), m_dims[0], k_dims[0]),
        _match_operand_map(maps[1], len(batch), k_dims[0], n_dims[0]),
        _match_operand_map(maps[2], len(batch), m_dims[0], n_dims[0]),
    ]
    if None in matches:
        return None
    named_class = linalg.BatchMatmulOp if batch else linalg.MatmulOp
    named = named_class(inputs, outputs, result_types)
    if not _default_maps(named_class, maps):
        named.properties["indexing_maps"] = ArrayAttr([AffineMapAttr(m) for m in maps])
    return named


def _default_maps(named: type[Operation], maps: list[AffineMap]) -> bool:
    return [attr.data for attr in named.default_maps().data] == maps  # pyright: ignore[reportAttributeAccessIssue]


def _match_operand_map(map_: AffineMap, row: int, expected_row: int, expected_column: int) -> str | None:
    """Upstream's `matchOperandMap`: results `row`, `row + 1` are the expected dims ("match"), swapped
    ("transposed"), or neither (None)."""
    positions = _dim_positions(map_)
    if positions is None:
        return None
    found = positions[row : row + 2]
    if found == [expected_row, expected_column]:
        return "match"
    if found == [expected_column, expected_row]:
        return "transposed"
    return None


def _skip_unary(value: SSAValue) -> SSAValue:
    """Upstream's `getSourceSkipUnary`: the source of a chain of side-effect-free one-operand ops (casts)."""
    while isinstance(value.owner, Operation) and len(value.owner.operands) == 1 and memory_effect_free(value.owner):
        value = value.owner.operands[0]
    return value


def _is_contraction_body(block: Block) -> bool:
    """Upstream's `isContractionBody`: the output plus the product of the two inputs (casts aside) is yielded."""
    if len(block.args) != 3 or block.last_op is None or len(block.last_op.operands) != 1:
        return False
    reduction = _skip_unary(block.last_op.operands[0]).owner
    if not isinstance(reduction, Operation) or len(reduction.results) != 1 or len(reduction.operands) != 2:
        return False
    lhs, rhs = (_skip_unary(operand) for operand in reduction.operands)
    updated, contributed = (lhs, rhs) if isinstance(lhs, BlockArgument) else (rhs, lhs)
    if not isinstance(updated, BlockArgument) or updated.block is not block or updated.index != 2:
        return False
    product = contributed.owner
    if not isinstance(product, Operation) or len(product.results) != 1 or len(product.operands) != 2:
        return False
    if not any(isinstance(product, mul) and isinstance(reduction, add) for mul, add in _CONTRACTION_PAIRS):
        return False
    return all(isinstance(_skip_unary(operand), BlockArgument) for operand in product.operands)


def decompose_projected_permutation(op: linalg.GenericOp) -> list[Operation] | None:
    """Upstream's `DecomposeProjectedPermutation`: the inputs an all-parallel generic of several static
    tensor operands reads through transposing or broadcasting maps become `linalg.transpose` and
    `linalg.broadcast` ops into `tensor.empty`s, read through identity maps; the new ops, the new generic last.
    """
    inputs, outputs = list(op.inputs), list(op.outputs)
    body = list(op.body.block.ops)
    if (len(inputs) == 1 and len(outputs) == 1) or len(body) == 1:
        return None
    if not all(it.data == IteratorType.PARALLEL for it in op.iterator_types.data):
        return None
    maps = [attr.data for attr in op.indexing_maps.data]
    operands = [*inputs, *outputs]
    if not all(m.is_projected_permutation() for m in maps):
        return None
    if not all(isinstance(v.type, TensorType) and all(size >= 0 for size in v.type.get_shape()) for v in operands):
        return None
    loop_shape = [size for size in static_loop_ranges(op) if size is not None]
    made: list[Operation] = []
    for index, value in enumerate(inputs):
        map_ = maps[index]
        if _is_identity(map_):
            continue
        value_type = value.type
        assert isinstance(value_type, TensorType)
        positions = _dim_positions(map_) or []
        ordered = sorted(positions)
        if positions != ordered:
            rank = {dim: rank for rank, dim in enumerate(ordered)}
            permutation = [0] * len(positions)
            for result, dim in enumerate(positions):
                permutation[rank[dim]] = result
            shape = [value_type.get_shape()[p] for p in permutation]
            empty = tensor.EmptyOp([], TensorType(value_type.element_type, shape))
            permuted = DenseArrayBase.from_list(i64, permutation)
            transpose = linalg.TransposeOp(value, empty.tensor, permuted, empty.tensor.type)
            made += [empty, transpose]
            value = transpose.results[0]
        broadcast_dims = [dim for dim in range(map_.num_dims) if dim not in positions]
        if broadcast_dims:
            empty = tensor.EmptyOp([], TensorType(value_type.element_type, loop_shape))
            added = DenseArrayBase.from_list(i64, broadcast_dims)
            broadcast = linalg.BroadcastOp(value, empty.tensor, added, empty.tensor.type)
            made += [empty, broadcast]
            value = broadcast.results[0]
        inputs[index] = value
        maps[index] = AffineMap.identity(map_.num_dims)
    if not made:
        return None
    region = op.body.clone()
    generic = linalg.GenericOp(
        inputs,
        outputs,
        region,
        [AffineMapAttr(m) for m in maps],
        op.iterator_types,
        [result.type for result in op.results],
    )
    return [*made, generic]
