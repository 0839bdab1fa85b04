"""`convert-elementwise-to-linalg`: elementwise-mappable ops on ranked tensors become `linalg.generic`.

Upstream's pass of the same name (`ElementwiseToLinalg.cpp`): an op with the
`ElementwiseMappable` traits (every `arith` op but `arith.constant`, every
`math` op) whose operands are ranked tensors or scalars, at least one of them
a tensor, is computed element by element in a `linalg.generic` over the
result's dimensions, all parallel. A tensor operand is read through the
identity map, a scalar one (the condition of a tensor `arith.select`) through
the map with no results. Each result is written into the first operand of its
type, or else into a `tensor.empty` of its type whose `?` sizes are those of
the first tensor operand:

    %c = arith.addf %a, %b : tensor<?xf32>
    %p = arith.cmpf olt, %a, %b : tensor<?xf32>

becomes

    %c = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%a : tensor<?xf32>) {
    ^bb0(%x: f32, %y: f32, %out: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<?xf32>
    %c0 = arith.constant 0 : index
    %d0 = tensor.dim %a, %c0 : tensor<?xf32>
    %e = tensor.empty(%d0) : tensor<?xi1>
    %p = linalg.generic {...} ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%e : tensor<?xi1>) {
    ^bb0(%x: f32, %y: f32, %out: i1):
      %l = arith.cmpf olt, %x, %y : f32
      linalg.yield %l : i1
    } -> tensor<?xi1>

The scalar op keeps the attributes and properties of the tensor op (fastmath
flags, predicates, rounding modes). Tensors with bufferization then go the way
of every other linalg op: the default CPU and GPU pipelines run this pass
before `linalg-fuse-elementwise-ops` and `one-shot-bufferize`, which has no
bufferization for `arith`/`math` ops on tensors.
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.dialects.builtin import AffineMapAttr, AnyFloat, ComplexType, IndexType, IntegerType, ModuleOp, TensorType
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.ir.affine import AffineMap
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern

from aiopt.dialects.linalg import GenericOp, YieldOp
from aiopt.lowering.mhlo_to_linalg_utils import empty_tensor
from aiopt.support.passes import DiagnosticPass
from aiopt.support.rewriting import InheritLocation

_MAPPABLE_DIALECTS = ("arith", "math")
"""The dialects whose ops carry upstream's `ElementwiseMappable` traits (all but `arith.constant`)."""


def is_elementwise_mappable(op: Operation) -> bool:
    """Whether `op` has upstream's `ElementwiseMappable` traits (`Elementwise`, `Scalarizable`,
    `Vectorizable`, `Tensorizable`): an `arith` op other than `arith.constant`, or a `math` op."""
    return op.dialect_name() in _MAPPABLE_DIALECTS and op.name != "arith.constant"


def _is_scalar_like(type_: Attribute) -> bool:
    """Upstream's `isScalarLike`: an integer, float, index or complex type."""
    return isinstance(type_, IntegerType | AnyFloat | IndexType | ComplexType)


def _is_ranked_tensor(type_: Attribute) -> bool:
    return isinstance(type_, TensorType)


def is_elementwise_mappable_on_ranked_tensors(op: Operation) -> bool:
    """Upstream's `isElementwiseMappableOpOnRankedTensors`: an elementwise-mappable op with a ranked tensor
    operand, whose operands are all ranked tensors or scalars (and whose results are then ranked tensors)."""
    if not is_elementwise_mappable(op) or not op.results:
        return False
    types = [operand.type for operand in op.operands]
    return (
        any(_is_ranked_tensor(t) for t in types)
        and all(_is_ranked_tensor(t) or _is_scalar_like(t) for t in types)
        and all(_is_ranked_tensor(result.type) for result in op.results)
    )


class ConvertAnyElementwiseMappableOpOnRankedTensors(RewritePattern):
    """`arith.addf %a, %b : tensor<4xf32>` -> `linalg.generic { arith.addf : f32 }` (see the module)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not is_elementwise_mappable_on_ranked_tensors(op):
            return
        result_types = [result.type for result in op.results]
        rank = result_types[0].get_num_dims()
        identity = AffineMapAttr(AffineMap.identity(rank))
        scalar = AffineMapAttr(AffineMap(rank, 0, ()))
        like = next(operand for operand in op.operands if _is_ranked_tensor(operand.type))
        outputs = [
            next((operand for operand in op.operands if operand.type == type_), None)
            or empty_tensor(rewriter, type_, like)
            for type_ in result_types
        ]
        element_types = [type_.element_type for type_ in result_types]
        block = Block(
            arg_types=[
                operand.type.element_type if _is_ranked_tensor(operand.type) else operand.type
                for operand in op.operands
            ]
            + element_types
        )
        scalar_op = type(op).create(
            operands=block.args[: len(op.operands)],
            result_types=element_types,
            properties=dict(op.properties),
            attributes=dict(op.attributes),
        )
        block.add_ops([scalar_op, YieldOp(*scalar_op.results)])
        maps = [identity if _is_ranked_tensor(operand.type) else scalar for operand in op.operands]
        generic = GenericOp(
            list(op.operands),
            outputs,
            Region(block),
            [*maps, *([identity] * len(outputs))],
            [IteratorTypeAttr(IteratorType.PARALLEL)] * rank,
            result_types,
        )
        rewriter.replace(op, generic)


class ConvertElementwiseToLinalgPass(DiagnosticPass):
    """Elementwise-mappable ops on ranked tensors to `linalg.generic` (see the module).

    Example, `ai-opt --convert-elementwise-to-linalg`:

        func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
          %r = arith.addf %a, %b : tensor<4xf32>
          func.return %r : tensor<4xf32>
        }

    becomes (written into `outs(%arg0 : tensor<4xf32>)`, the first operand of the result's type)

        #map = affine_map<(d0) -> (d0)>
        ...
        %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
        ^bb0(%in: f32, %in_0: f32, %out: f32):
          %1 = arith.addf %in, %in_0 : f32
          linalg.yield %1 : f32
        } -> tensor<4xf32>
    """

    name = "convert-elementwise-to-linalg"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        walker = PatternRewriteWalker(InheritLocation(ConvertAnyElementwiseMappableOpOnRankedTensors()))
        walker.rewrite_module(op)
