"""A cumulative `reduce_window` (jnp.cumsum, cumprod, cummax, cummin) of `convert-mhlo-to-linalg` as a running loop.

On CPU jax exports `lax.cumsum(x, axis)` (and cumprod, cummax, cummin) as a
reduce_window whose window covers the whole of one dim of size n, with
stride 1 and padding (n - 1, 0) there (window 1, no padding elsewhere):

    %r = "stablehlo.reduce_window"(%x, %zero) <{padding = dense<[[0, 0], [3, 0]]> : tensor<2x2xi64>,
        window_dimensions = array<i64: 1, 4>, ...}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<8x4xf32>

The window generic (`ReduceWindowToLinalg`) folds n elements per output:
quadratic per row. Output i folds, from the init c, the n - 1 - i padding
elements (c) and then x[0], ..., x[i] in order, as the reference
interpreter does. Where `body(c, c) == c` (an add of 0, a multiply of 1 or
+0, a maximum, minimum, and, or of any non-NaN c), that is
`acc = c; acc = body(acc, x[0]); ...; out[i] = acc`, bit for bit, so this
pattern lowers it to that running loop along the dim, inside `scf.for`
loops over the other dims carrying the result tensor (`hlo_loop_builders.loop_nest`,
`tensor.extract` / `tensor.insert`):

    %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%out0 = %empty) -> (tensor<8x4xf32>) {
      %row:2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%out = %out0, %acc = %c) -> (tensor<8x4xf32>, f32) {
        %e = tensor.extract %x[%i, %j] : tensor<8x4xf32>
        %s = arith.addf %acc, %e : f32
        %o = tensor.insert %s into %out[%i, %j] : tensor<8x4xf32>
        scf.yield %o, %s : tensor<8x4xf32>, f32
      }
      scf.yield %row#0 : tensor<8x4xf32>
    }

`reverse=True` pads (0, n - 1): output i folds x[i], ..., x[n - 1] and then
i padding elements. The running loop goes from the end, `acc = c; acc =
body(x[i], acc)` for i = n - 1 down to 0, and `out[i] = body(acc, c)` for
i > 0 (where `body(body(a, c), c) == body(a, c)`: integers (not i1) with an
add of 0, a multiply of 0 or 1, any maximum, minimum, and, or; floats
where `body(c, c) == c`, as forward). Its tree keeps the window's elements
in order, x[i] first, with the inits after them, which the StableHLO spec
allows: reduce_window is a `reduce` of each window, whose schedule is "an
implementation-defined full binary tree whose in-order traversal consists
of" the elements in order "interspersed with an implementation-defined
amount of init_values" at implementation-defined positions. The
interpreter folds from the left instead: integers, maxima and minima are
exactly associative and agree bit for bit; float sums and products round
differently in the last bits (as the window generic did, which LLVM
reassociates, and as XLA's CPU backend does: its jax.lax.cumsum(reverse=True)
of 8x32000 f32 equals neither fold).

Any other reduce_window (other strides, padding, dilations, a window not of
the whole dim, a body of more than one op, a non-constant init, unsigned or
complex elements) is left to `ReduceWindowToLinalg`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerType, TensorType
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, linalg
from aiopt.dialects.hlo.reductions import Window
from aiopt.dialects.hlo.types import element_type_of
from aiopt.lowering.hlo_loop_builders import Insert, loop_nest
from aiopt.lowering.mhlo_to_linalg_contraction import lowerable_with, reduction_of
from aiopt.lowering.mhlo_to_linalg_gather_scatter import TensorElements
from aiopt.lowering.mhlo_to_linalg_scalar import FLOAT, SIGNED
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath
from aiopt.lowering.mhlo_to_linalg_utils import empty_tensor, extract_scalar, hlo_op_types

CUMULATIVE_OPS = frozenset({"add", "multiply", "maximum", "minimum", "and", "or"})
"""The body ops of a cumulative reduce_window: associative, and exactly so on integers."""


def cumulative_dim(op: Operation) -> int | None:
    """The dim a single-input reduce_window folds cumulatively (window n = the dim's static size >= 1, stride 1,
    padding (n - 1, 0) or (0, n - 1), no dilation; window 1 and no padding elsewhere); None if it does not."""
    if len(op.results) != 1:
        return None
    type_ = op.operands[0].type
    window = Window.of(op.properties, type_)
    if any(b != 1 for b in window.base_dilations) or any(s != 1 for s in window.strides):
        return None
    shape = type_.get_shape()
    plain = [d for d in range(len(shape)) if (window.dimensions[d], window.padding[d]) == (1, (0, 0))]
    others = [d for d in range(len(shape)) if d not in plain]
    if len(others) != 1:
        return None
    (dim,) = others
    n = shape[dim]
    if n < 1 or window.dimensions[dim] != n or window.window_dilations[dim] != 1:
        return None
    return dim if window.padding[dim] in ((n - 1, 0), (0, n - 1)) else None


def body_op(op: Operation) -> str | None:
    """The mnemonic of the one CUMULATIVE_OPS op of the body `(a, b) -> op(a, b)` (either order); else None."""
    block = op.regions[0].block
    ops = list(block.ops)
    if len(block.args) != 2 or len(ops) != 2 or getattr(ops[1], "MNEMONIC", None) != "return":
        return None
    return reduction_of(block, 0, 1, CUMULATIVE_OPS) if len(ops[1].operands) == 1 else None


def init_value(value: SSAValue) -> int | float | None:
    """The value of the rank-0 constant `value`: an HLO or `arith.constant`, through a broadcast_in_dim to its
    own type (as jax exports an init) or the rank-0 copy generic that one lowers to first; else None."""
    owner = value.owner
    if getattr(owner, "MNEMONIC", None) == "broadcast_in_dim" and owner.operands[0].type == value.type:
        return init_value(owner.operands[0])
    if isinstance(owner, linalg.GenericOp) and _copies_its_input(owner):
        return init_value(owner.inputs[0])
    constant = getattr(owner, "MNEMONIC", None) == "constant" or isinstance(owner, arith.ConstantOp)
    attr = owner.properties.get("value") if constant else None
    if not isinstance(attr, DenseIntOrFPElementsAttr):
        return None
    values = attr.get_values()
    return values[0] if len(values) == 1 else None


def _copies_its_input(op: linalg.GenericOp) -> bool:
    """Whether a rank-0 generic yields its one input as is."""
    block = op.body.block
    return (
        len(op.inputs) == 1
        and not op.iterator_types.data
        and isinstance(block.last_op, linalg.YieldOp)
        and list(block.last_op.operands) == [block.args[0]]
    )


def folds_away(mnemonic: str, c: int | float, is_float: bool) -> bool:
    """Whether `body(c, c) == c` bit for bit, so the padding elements of a forward window leave the init as is."""
    if is_float and math.isnan(c):
        return False
    if mnemonic == "add":
        return c == 0
    if mnemonic == "multiply":
        return c == 1 or (c == 0 and (not is_float or math.copysign(1.0, c) > 0))
    return True


def folds_once(mnemonic: str, c: int) -> bool:
    """Whether `body(body(a, c), c) == body(a, c)` on integers, so the padding after a reverse window folds once."""
    if mnemonic == "add":
        return c == 0
    if mnemonic == "multiply":
        return c in (0, 1)
    return True


class CumulativeReduceWindowToLoops(RewritePattern):
    """A cumulative `reduce_window` (see the module) -> a running loop along its dim in `scf.for` loops on tensors."""

    op_types = hlo_op_types("reduce_window")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable_with(op, hlo_op_types("reduce_window"), (FLOAT, SIGNED)):
            return
        dim = cumulative_dim(op)
        mnemonic = body_op(op)
        c = init_value(op.operands[1])
        if dim is None or mnemonic is None or c is None:
            return
        element = element_type_of(op.operands[0].type)
        is_float = not isinstance(element, IntegerType)
        if not is_float and element.width.data == 1 and mnemonic in ("add", "multiply"):
            return
        n = op.operands[0].type.get_shape()[dim]
        reverse = Window.of(op.properties, op.operands[0].type).padding[dim] != (n - 1, 0)
        if reverse and not (folds_away(mnemonic, c, True) if is_float else folds_once(mnemonic, c)):
            return
        if not reverse and not folds_away(mnemonic, c, is_float):
            return
        result = cumulative_loops(rewriter, op, dim, reverse)
        rewriter.replace(op, (), [result])


def cumulative_loops(rewriter: PatternRewriter, op: Operation, dim: int, reverse: bool) -> SSAValue:
    """The running loop of the cumulative reduce_window `op` along `dim` (from the end if `reverse`)."""
    source, region = op.operands[0], op.regions[0]
    access = TensorElements()
    init = extract_scalar(rewriter, op.operands[1])
    result_type: TensorType = op.results[0].type
    out = empty_tensor(rewriter, result_type, source)
    sizes = access.sizes(IndexMath(rewriter.insert), source)
    n = sizes[dim]
    outer = [size for d, size in enumerate(sizes) if d != dim]

    def row(insert: Insert, index: IndexMath, ivs: list[SSAValue], carried: list[SSAValue]) -> list[SSAValue]:
        def step(insert: Insert, index: IndexMath, inner: list[SSAValue], state: list[SSAValue]) -> list[SSAValue]:
            tensor, acc = state
            position = index.value(index.sub(n - 1, inner[0])) if reverse else inner[0]
            at: Sequence[SSAValue] = [*ivs[:dim], position, *ivs[dim:]]
            element = access.read(insert, source, at)
            # From the end, the element goes left of what it is folded with (the window's order).
            (acc,) = access.apply(insert, region, [element, acc] if reverse else [acc, element])
            value = acc
            if reverse:
                (padded,) = access.apply(insert, region, [acc, init])
                select = arith.SelectOp(index.value_i1(index.cmp("sgt", position, 0)), padded, acc)
                insert(select)
                value = select.result
            return [access.write(insert, value, tensor, at), acc]

        return loop_nest(insert, [n], [carried[0], init], step)[:1]

    (result,) = loop_nest(rewriter.insert, outer, [out], row)
    return result


LOWERED_OPS = frozenset({"reduce_window"})
"""The mnemonics of the HLO ops this module's patterns lower (some of them; the others `ReduceWindowToLinalg`)."""


def populate_mhlo_to_linalg_cumulative_window_patterns() -> list[RewritePattern]:
    """The pattern that lowers cumulative reduce_windows to running loops (before `ReduceWindowToLinalg`)."""
    return [CumulativeReduceWindowToLoops()]
