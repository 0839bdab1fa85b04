"""`--linalg-decompose-winograd-ops`: linalg.winograd_filter_transform, winograd_input_transform and
winograd_output_transform become loops of linalg.matmul by their F(m, r) matrices, as upstream's
`decomposeWinogradFilterTransformOp`, `...InputTransformOp` and `...OutputTransformOp` (WinogradConv2D.cpp; upstream
runs them from `-test-linalg-transform-patterns=test-decompose-winograd-ops` or
`transform.structured.decompose_winograd_op`, and has no pass of its own):

    %u = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<2x3x3x5xf32>)
           outs(%e : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>

becomes, for each f < 2 and c < 5 (`scf.for` on tensors),

    %x = tensor.extract_slice %g[%f, 0, 0, %c] [1, 3, 3, 1] [1, 1, 1, 1] : tensor<2x3x3x5xf32> to tensor<3x3xf32>
    %gx = linalg.matmul ins(%G, %x : tensor<4x3xf32>, tensor<3x3xf32>) outs(%zero : tensor<4x3xf32>) -> tensor<4x3xf32>
    %u1 = linalg.matmul ins(%gx, %GT : tensor<4x3xf32>, tensor<3x4xf32>) outs(%zero2 : tensor<4x4xf32>) -> tensor<4x4xf32>
    %acc1 = tensor.insert_slice %u1 into %acc[0, 0, %c, %f] [4, 4, 1, 1] [1, 1, 1, 1] : tensor<4x4xf32> into tensor<4x4x5x2xf32>

(G and G^T `arith.constant` tables of the element type, the matmuls' inits zero-filled `tensor.empty`s). The
input transform multiplies each alpha x alpha tile of the input (rows h m.., columns w m..) by B^T and B into
[:, :, h, w, n, c]; the output transform multiplies each alpha x alpha plane [:, :, h, w, n, f] by A^T and A and
adds it to the output's tile, or, where A's scalar factor is not 1 (F(4, 3), F(2, 5)), adds s times it
(a linalg.generic). A side of size 1 (a filter of height or width 1: F(m x 1, r x 1) or F(1 x m, 1 x r)) has
no product. What the loops compute is the ops' reference semantics (aiopt.reference.linalg).

As upstream's, the decomposition takes static shapes and float elements only; an op with a dynamic size or
other elements is an error.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from xdsl.context import Context
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    AnyFloat,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    ModuleOp,
    TensorType,
)
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)

from aiopt.dialects import arith, tensor
from aiopt.dialects.linalg import FillOp, GenericOp, MatmulOp, YieldOp
from aiopt.dialects.linalg_winograd import (
    WinogradFilterTransformOp,
    WinogradInputTransformOp,
    WinogradOutputTransformOp,
    m_and_r,
    winograd_matrices,
)
from aiopt.lowering.hlo_loop_builders import loop_nest
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath
from aiopt.support.diagnostics import emit_error, op_error_message
from aiopt.support.passes import DiagnosticPass
from aiopt.support.rewriting import InheritLocation
from aiopt.support.worklist_population import walk_ops

Insert = Callable[[Operation], object]

_WinogradOp = WinogradFilterTransformOp | WinogradInputTransformOp | WinogradOutputTransformOp


def _emit(insert: Insert, op: Operation) -> SSAValue:
    insert(op)
    return op.results[0]


def _unsupported(op: _WinogradOp) -> str | None:
    """Why the decomposition cannot take `op` (upstream's takes static shapes and float elements), or None."""
    element = op.input.type.element_type
    if not isinstance(element, AnyFloat):
        return f"decomposition needs float elements, got {element}"
    if any(DYNAMIC_INDEX in value.type.get_shape() for value in (op.input, op.output)):
        return "decomposition needs static shapes"
    return None


def _table(insert: Insert, table: np.ndarray, element: Attribute) -> SSAValue:
    """`arith.constant dense<...> : tensor<rows x cols x element>` of a matrix (upstream's f32 table values)."""
    type_ = TensorType(element, list(table.shape))
    return _emit(insert, arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(type_, [float(x) for x in table.flat])))


def _zeros(insert: Insert, rows: int, columns: int, element: Attribute) -> SSAValue:
    type_ = TensorType(element, [rows, columns])
    empty = _emit(insert, tensor.EmptyOp([], type_))
    zero = _emit(insert, arith.ConstantOp(FloatAttr(0.0, element)))
    return _emit(insert, FillOp([zero], [empty], [type_]))


def _matmul(insert: Insert, lhs: SSAValue, rhs: SSAValue, init: SSAValue | None = None) -> SSAValue:
    """lhs x rhs (`linalg.matmul`) into `init`, or into zeros."""
    rows, columns = lhs.type.get_shape()[0], rhs.type.get_shape()[1]
    element = lhs.type.element_type
    init = _zeros(insert, rows, columns, element) if init is None else init
    return _emit(insert, MatmulOp([lhs, rhs], [init], [TensorType(element, [rows, columns])]))


def _transformed(
    insert: Insert, x: SSAValue, left: np.ndarray | None, right: np.ndarray | None, init: SSAValue | None = None
) -> SSAValue:
    """left x X x right^T (the sides that are not None), the last product into `init` (else zeros)."""
    element = x.type.element_type
    if left is not None:
        x = _matmul(insert, _table(insert, left, element), x, init if right is None else None)
    if right is not None:
        x = _matmul(insert, x, _table(insert, np.ascontiguousarray(right.T), element), init)
    return x


def _slice(insert: Insert, source: SSAValue, offsets: list[SSAValue | int], sizes: list[int], axes: tuple[int, int]):
    """The 2D slice (rank-reduced) of `source` at `offsets` of `sizes`, its two kept dimensions `axes`."""
    type_ = TensorType(source.type.element_type, [sizes[axes[0]], sizes[axes[1]]])
    return _emit(insert, tensor.ExtractSliceOp(source, offsets, sizes, [1] * len(sizes), type_))


def _insert_slice(insert: Insert, source: SSAValue, dest: SSAValue, offsets: list[SSAValue | int], sizes: list[int]):
    """`source` (2D) into `dest` at `offsets`, a slice of `sizes`."""
    static = [DYNAMIC_INDEX if isinstance(o, SSAValue) else o for o in offsets]
    dynamic = [o for o in offsets if isinstance(o, SSAValue)]
    op = tensor.InsertSliceOp.get(source, dest, sizes, static, [1] * len(sizes), offsets=dynamic)
    return _emit(insert, op)


def _tile_start(insert: Insert, tile: SSAValue, step: int) -> SSAValue:
    """tile * step (step m on a transformed side, 1 on one that is not)."""
    index = IndexMath(insert)
    return index.value(index.mul(tile, step))


class DecomposeWinogradFilterTransform(RewritePattern):
    """`linalg.winograd_filter_transform` -> for each (f, c): G x g x G^T of the filter's (H, W) plane into
    [:, :, c, f] (G x g alone for a filter of width 1, g x G^T for one of height 1)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, WinogradFilterTransformOp) or _unsupported(op):
            return
        filter_f, height, width, filter_c = op.input.type.get_shape()
        alpha_h, alpha_w = op.output.type.get_shape()[:2]
        g = winograd_matrices(op.fmr).g

        def body(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]) -> list[SSAValue]:
            f, c = ivs
            x = _slice(insert, op.input, [f, 0, 0, c], [1, height, width, 1], (1, 2))
            u = _transformed(insert, x, g if height != 1 else None, g if width != 1 else None)
            return [_insert_slice(insert, u, acc[0], [0, 0, c, f], [alpha_h, alpha_w, 1, 1])]

        (result,) = loop_nest(rewriter.insert, [filter_f, filter_c], [op.output], body)
        rewriter.replace(op, [], [result])


class DecomposeWinogradInputTransform(RewritePattern):
    """`linalg.winograd_input_transform` -> for each (h, w, n, c): B^T x d x B of the alpha x alpha input tile at
    rows h m, columns w m into [:, :, h, w, n, c] (a side of alpha 1: row h or column w, no product)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, WinogradInputTransformOp) or _unsupported(op):
            return
        alpha_h, alpha_w, tile_h, tile_w, n, c = op.output.type.get_shape()
        m = m_and_r(op.fmr)[0]
        bt = winograd_matrices(op.fmr).bt
        left, right = alpha_h != 1, alpha_w != 1

        def body(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]) -> list[SSAValue]:
            h, w, b, k = ivs
            rows, columns = _tile_start(insert, h, m if left else 1), _tile_start(insert, w, m if right else 1)
            d = _slice(insert, op.input, [b, rows, columns, k], [1, alpha_h, alpha_w, 1], (1, 2))
            v = _transformed(insert, d, bt if left else None, bt if right else None)
            return [_insert_slice(insert, v, acc[0], [0, 0, h, w, b, k], [alpha_h, alpha_w, 1, 1, 1, 1])]

        (result,) = loop_nest(rewriter.insert, [tile_h, tile_w, n, c], [op.output], body)
        rewriter.replace(op, [], [result])


def _scaled_sum(insert: Insert, factor: float, x: SSAValue, init: SSAValue) -> SSAValue:
    """factor * x + init, element-wise (`linalg.generic`, the factor a scalar input as upstream's)."""
    element = x.type.element_type
    scalar = _emit(insert, arith.ConstantOp(FloatAttr(factor, element)))
    block = Block(arg_types=[element, element, element])
    product = _emit(block.add_op, arith.MulfOp(block.args[0], block.args[1]))
    block.add_op(YieldOp(_emit(block.add_op, arith.AddfOp(product, block.args[2]))))
    identity = AffineMapAttr(AffineMap.identity(2))
    maps = [AffineMapAttr(AffineMap(2, 0, ())), identity, identity]
    parallel = [IteratorTypeAttr(IteratorType.PARALLEL)] * 2
    return _emit(insert, GenericOp([scalar, x], [init], Region(block), maps, parallel, [init.type]))


class DecomposeWinogradOutputTransform(RewritePattern):
    """`linalg.winograd_output_transform` -> for each (h, w, n, f): A^T x y x A of the alpha x alpha plane
    [:, :, h, w, n, f] added to the output's tile at rows h m, columns w m (the last matmul into it), or s times
    it plus the tile where A's scalar factor s is not 1 (a side of alpha 1: a tile of height or width 1)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, WinogradOutputTransformOp) or _unsupported(op):
            return
        alpha_h, alpha_w, tile_h, tile_w, n, filter_f = op.input.type.get_shape()
        m = m_and_r(op.fmr)[0]
        matrices = winograd_matrices(op.fmr)
        left, right = alpha_h != 1, alpha_w != 1
        factor = (matrices.scalar_factor if left else 1) * (matrices.scalar_factor if right else 1)
        size_h, size_w = (m if left else 1), (m if right else 1)

        def body(insert: Insert, index: IndexMath, ivs: list[SSAValue], acc: list[SSAValue]) -> list[SSAValue]:
            h, w, b, f = ivs
            y = _slice(insert, op.input, [0, 0, h, w, b, f], [alpha_h, alpha_w, 1, 1, 1, 1], (0, 1))
            rows, columns = _tile_start(insert, h, size_h), _tile_start(insert, w, size_w)
            at = [b, rows, columns, f]
            tile = _slice(insert, acc[0], at, [1, size_h, size_w, 1], (1, 2))
            if factor == 1:
                z = _transformed(insert, y, matrices.at if left else None, matrices.at if right else None, tile)
            else:
                z = _transformed(insert, y, matrices.at if left else None, matrices.at if right else None)
                z = _scaled_sum(insert, float(factor), z, tile)
            return [_insert_slice(insert, z, acc[0], at, [1, size_h, size_w, 1])]

        (result,) = loop_nest(rewriter.insert, [tile_h, tile_w, n, filter_f], [op.output], body)
        rewriter.replace(op, [], [result])


@dataclass(frozen=True)
class LinalgDecomposeWinogradOpsPass(DiagnosticPass):
    """Decompose the linalg Winograd transform ops into loops of linalg.matmul.

    Upstream runs this decomposition under `-test-linalg-transform-patterns=test-decompose-winograd-ops`.

    Example, `ai-opt --linalg-decompose-winograd-ops`:

        func.func @filter_2_3(%g: tensor<2x3x3x5xf32>, %out: tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> {
          %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%g : tensor<2x3x3x5xf32>)
              outs(%out : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
          return %0 : tensor<4x4x5x2xf32>
        }

    becomes (G g G^T for each filter and channel)

        %0 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %arg1) -> (tensor<4x4x5x2xf32>) {
          %1 = scf.for %arg4 = %c0_0 to %c5 step %c1_1 iter_args(%arg5 = %arg3) -> (tensor<4x4x5x2xf32>) {
            %extracted_slice = tensor.extract_slice %arg0[%arg2, 0, 0, %arg4] [1, 3, 3, 1] [1, 1, 1, 1]
            %cst = arith.constant dense<[[-1.000000e+00, 0.000000e+00, 0.000000e+00], [5.000000e-01,
            ...
            %4 = linalg.matmul ins(%cst, %extracted_slice : tensor<4x3xf32>, tensor<3x3xf32>)
            ...
            %7 = linalg.matmul ins(%4, %cst_3 : tensor<4x3xf32>, tensor<3x4xf32>)
            %inserted_slice = tensor.insert_slice %7 into %arg5[0, 0, %arg4, %arg2] [4, 4, 1, 1] [1, 1, 1, 1]
    """

    name = "linalg-decompose-winograd-ops"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        found = [nested for nested in walk_ops(op) if isinstance(nested, _WinogradOp)]
        for winograd in found:
            reason = _unsupported(winograd)
            if reason is not None:
                emit_error(winograd, op_error_message(winograd, reason))
        if not found:  # (the pipelines run it on every program: most have none)
            return
        patterns = [
            DecomposeWinogradFilterTransform(),
            DecomposeWinogradInputTransform(),
            DecomposeWinogradOutputTransform(),
        ]
        applier = GreedyRewritePatternApplier([InheritLocation(pattern) for pattern in patterns])
        PatternRewriteWalker(applier, apply_recursively=False).rewrite_module(op)
