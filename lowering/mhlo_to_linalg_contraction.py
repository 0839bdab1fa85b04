"""The contractions, reductions and windows of `convert-mhlo-to-linalg`.

As mlir-hlo's `hlo-legalize-to-linalg`, and past it:

- `reduce` becomes a `linalg.generic` with reduction iterators and the body
  inlined as scalar ops (several inputs, an argmax, reduce together), or,
  with `enable-primitive-ops`, `linalg.reduce` (`{ arith.addf }` for a
  single-op body). Inits are `linalg.fill`s of `tensor.empty` with the init value.
- `map` becomes a parallel generic with its body inlined; `einsum` and
  `unary_einsum` a generic with one loop per letter of the config.
- `dot` / `dot_general` become `linalg.matmul`, `matvec`, `vecmat`, `dot`
  or `batch_matmul` when the dimension numbers are theirs, else a generic
  over (batch, lhs free, rhs free, contracting) loops. A result element
  type wider than the operands' (preferred_element_type) casts the operands
  in the body, as upstream's `cast_signed`.
- `convolution` becomes `linalg.matmul` (no spatial dims),
  `linalg.conv_{1d_nwc_wcf,2d_nhwc_hwcf,3d_ndhwc_dhwcf}` or
  `linalg.depthwise_conv_{1d_nwc_wc,2d_nhwc_hwc,3d_ndhwc_dhwc}[m]` for
  channels-last layouts, else a generic for any dimension numbers, feature
  and batch groups (`floordiv` in the indexing maps). Padding pads the input
  first (`tensor.pad`; with lhs dilation `linalg.fill` + strided
  `tensor.insert_slice`, as mlir-hlo's `mhlo.pad` lowers); window reversal
  reverses the kernel first (a generic reading it through `size - 1 - d`).
- `reduce_window` becomes one `linalg.pooling_{nhwc,ndhwc}_{max,min,sum}`
  per result for unpadded f32 channels-last windows with a max/min/add body,
  else a generic over (output, window) loops with a shape-only window
  operand, as the pooling ops have, into the init values broadcast by a
  generic. Padding and base dilation pad the input with the init value.
- `select_and_scatter` (which mlir-hlo leaves) becomes two generics: one
  selects an element per window, one scatters the source onto the selections.
- `rng` with UNIFORM distribution on floats becomes mlir-hlo's stateless hash
  of the loop indices.

    %r = "mhlo.dot"(%a, %b) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4xf32>

becomes

    %zero = arith.constant 0.000000e+00 : f32
    %e = tensor.empty() : tensor<4xf32>
    %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %r = linalg.matvec ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%init : tensor<4xf32>) -> tensor<4xf32>

Elements are float, signless integer or i1 (reduce, map); reduce, map, dots,
einsums and convolutions also take unsigned integers, which compute on
signless ones (`builtin.unrealized_conversion_cast` around the op, unsigned
arith ops and zero extension in the body), and complex numbers
(`complex.mul`/`complex.add` bodies). `?` sizes are read with `tensor.dim`
where a result dimension is an operand's (batch dimensions); along a windowed dimension (unpadded, undilated input) the
output size is computed: `max(0, (size - extent + stride) / stride)`.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence

from xdsl.dialects.builtin import (
    AffineMapAttr,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    Float32Type,
    IndexType,
    IntegerAttr,
    IntegerType,
    Signedness,
    TensorType,
    VectorType,
    f32,
    i1,
    i64,
)
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import SymbolTable

from aiopt.dialects import arith, func, linalg, tensor
from aiopt.dialects.hlo.attrs import enum_value
from aiopt.dialects.hlo.linalg_ops import DotDimensions
from aiopt.dialects.hlo.reduction_support import has_scalar_reducer
from aiopt.dialects.hlo.reductions import Window
from aiopt.dialects.hlo.syntax import int_array_values
from aiopt.dialects.hlo.types import DYNAMIC, ElementKind, element_kind, element_type_of
from aiopt.dialects.linalg import Conv2DNhwc_HwcfOp, FillOp, GenericOp, MatmulOp, YieldOp
from aiopt.dialects.tensor import CollapseShapeOp, ExpandShapeOp
from aiopt.lowering import mhlo_to_linalg_scalar as scalar
from aiopt.lowering import mhlo_to_linalg_shape as shape_ops
from aiopt.lowering.hlo_loop_builders import if_then_else
from aiopt.lowering.mhlo_to_linalg_scalar import COMPLEX, FLOAT, PRED, SCALAR_OPS, SIGNED, UNSIGNED, scalar_op
from aiopt.lowering.mhlo_to_linalg_shape_checks import insert_index_checks, select_and_scatter_checks
from aiopt.lowering.mhlo_to_linalg_utils import (
    cast_tensor,
    dot_indexing_maps,
    extract_scalar,
    hlo_op_types,
    is_hlo_op,
    reverse_static,
    signless_type,
    zero,
)
from aiopt.support.affine_simplify import rebuild
from aiopt.support.rewriting import insert

NUMBERS = (FLOAT, SIGNED, UNSIGNED, COMPLEX)
"""The element kinds that einsums multiply and add."""

CONTRACTED = (*NUMBERS, PRED)
"""The element kinds that dots and convolutions contract: NUMBERS, and i1, whose HLO add and multiply are
`or` and `and` (a dot of i1 is an OR of ANDs, as the interpreter and XLA compute it)."""

POOLING_KINDS = {"add": "sum", "maximum": "max", "minimum": "min"}
"""The reduce_window body ops that a pooling op computes, and the pooling kind each gives."""


def _kind(type_: Attribute) -> ElementKind | None:
    """The element kind of a ranked tensor of float, signless or unsigned integer, i1 or complex elements."""
    if not isinstance(type_, TensorType):
        return None
    element = element_type_of(type_)
    if isinstance(element, IntegerType) and element.signedness.data == Signedness.SIGNED:
        return None
    return element_kind(element)


def lowerable_with(op: Operation, op_types: tuple[type[Operation], ...], kinds=(FLOAT, SIGNED, PRED)) -> bool:
    """Whether `op` is one of `op_types` on tensors of `kinds`, outside any HLO op's region."""
    if not isinstance(op, op_types) or is_hlo_op(op.parent_op()):
        return False
    return all(_kind(v.type) in kinds for v in (*op.operands, *op.results))


def _signless_operands(rewriter: PatternRewriter, values: Sequence[SSAValue]) -> list[SSAValue]:
    """`values` with unsigned elements cast to signless ones (the others unchanged)."""
    return [cast_tensor(rewriter, value, signless_type(value.type)) for value in values]


def _replace_cast_back(rewriter: PatternRewriter, op: Operation, results: Sequence[SSAValue]) -> None:
    """Replace `op` by signless `results`, cast back to `op`'s (unsigned) result types."""
    cast = [cast_tensor(rewriter, value, result.type) for value, result in zip(results, op.results, strict=True)]
    rewriter.replace(op, (), cast)


# ---------------------------------------------------------------------------
# Building blocks


def _dim(rewriter: PatternRewriter, value: SSAValue, index: int) -> SSAValue:
    """Insert `tensor.dim %value, index` and return it."""
    position = insert(rewriter, arith.ConstantOp(IntegerAttr(index, IndexType())))
    return insert(rewriter, tensor.DimOp(value, position))


Source = tuple[SSAValue, int] | SSAValue | None
"""Where a `?` size comes from: `(tensor, dim)` (a `tensor.dim`), an `index` value, or nowhere (static)."""


def _size(rewriter: PatternRewriter, source: Source) -> SSAValue:
    return source if isinstance(source, SSAValue) else _dim(rewriter, *source)


def empty_like(rewriter: PatternRewriter, type_: TensorType, sources: Sequence[Source]) -> SSAValue:
    """Insert `tensor.empty(%d...) : type_`, the `?` size of dim i read from `sources[i]`."""
    sizes = [_size(rewriter, sources[i]) for i, size in enumerate(type_.get_shape()) if size == DYNAMIC]
    return insert(rewriter, tensor.EmptyOp(sizes, type_))


def window_output_size(rewriter: PatternRewriter, value: SSAValue, dim: int, extent: int, stride: int) -> SSAValue:
    """Insert the count of windows of `extent` elements at `stride` along `?` dim `dim` of `value`.

    `max(0, (size - extent + stride) / stride)`, 0 when the window does not
    fit; the add, the division by 1 and the max that cannot matter are left out.
    """

    def constant(value: int) -> SSAValue:
        return insert(rewriter, arith.ConstantOp(IntegerAttr(value, IndexType())))

    count = _dim(rewriter, value, dim)
    if stride != extent:
        count = insert(rewriter, arith.AddiOp(count, constant(stride - extent)))
    if stride != 1:
        count = insert(rewriter, arith.DivSIOp(count, constant(stride)))
    return insert(rewriter, arith.MaxSIOp(count, constant(0))) if stride < extent else count


def filled(rewriter: PatternRewriter, type_: TensorType, value: SSAValue, sources: Sequence[Source] = ()) -> SSAValue:
    """Insert `linalg.fill ins(value) outs(tensor.empty())` and return the filled tensor."""
    empty = empty_like(rewriter, type_, sources)
    return insert(rewriter, FillOp([value], [empty], [type_]))


def affine_maps(num_dims: int, *results: Sequence[AffineExpr]) -> list[AffineMapAttr]:
    """The maps of `results`, their expressions built with upstream's simplifying operators (xDSL's keep
    `d3 floordiv 1`, which mlir-hlo's lowering, building them with upstream's, never makes)."""
    return [AffineMapAttr(AffineMap(num_dims, 0, tuple(rebuild(e) for e in r))) for r in results]


def generic(
    rewriter: PatternRewriter,
    inputs: Sequence[SSAValue],
    inits: Sequence[SSAValue],
    maps: Sequence[AffineMapAttr],
    iterators: Sequence[str],
    body: Block,
) -> list[SSAValue]:
    """Insert a `linalg.generic` of `inputs` into `inits` with `body` (args: inputs', inits' elements); return its results."""
    return _generic_op(rewriter.insert, inputs, inits, maps, iterators, body)


def _generic_op(
    add, inputs: Sequence[SSAValue], inits: Sequence[SSAValue], maps: Sequence[AffineMapAttr],
    iterators: Sequence[str], body: Block,
) -> list[SSAValue]:  # fmt: skip
    """`generic`, inserted with `add` (`rewriter.insert`, or a block's `add_op`)."""
    op = GenericOp(
        inputs,
        inits,
        Region(body),
        maps,
        [IteratorTypeAttr(IteratorType(it)) for it in iterators],
        [v.type for v in inits],
    )
    add(op)
    return list(op.results)


def _element_args(values: Sequence[SSAValue]) -> list[Attribute]:
    return [element_type_of(v.type) for v in values]


def contraction_body(
    inputs: Sequence[SSAValue], out: SSAValue, hlo_elements: Sequence[Attribute], accumulate: bool = True
) -> Block:
    """The body `out + cast(lhs) * cast(rhs)` of a generic contraction (`cast(lhs) * cast(rhs)` without
    `accumulate`).

    `hlo_elements` are the HLO element types of lhs, rhs and result. Float
    and signed elements cast as the named ops do (`cast_signed`); unsigned
    and complex ones convert as `mhlo.convert` and use their kind's
    multiply and add (`arith.extui`, `complex.mul`).
    """
    block = Block(arg_types=_element_args([*inputs, out]))
    *sources, target = hlo_elements
    kind = element_kind(target)
    if kind in (UNSIGNED, COMPLEX) or element_kind(sources[0]) is PRED:  # (i1 -> i32 is 0 or 1, not -1)
        lhs, rhs = (scalar.convert(block, a, t, target) for a, t in zip(block.args[:2], sources, strict=True))
    else:
        lhs, rhs = (linalg.cast_signed(block, a, block.args[-1].type) for a in block.args[:2])
    product = scalar_op(block, "multiply", kind, [lhs, rhs])
    result = scalar_op(block, "add", kind, [block.args[-1], product]) if accumulate else product
    block.add_op(YieldOp(result))
    return block


def _named_computes(kind: ElementKind, hlo_elements: Sequence[Attribute]) -> bool:
    """Whether a named contraction (which multiplies and adds with arith, booleans with `ori` and `andi`, and
    casts with `cast_signed`) computes these HLO element types."""
    if element_kind(hlo_elements[0]) is PRED:
        return kind is PRED
    return kind in (FLOAT, SIGNED) or (kind is UNSIGNED and len(set(hlo_elements)) == 1)


RANK0_IDENTITIES = frozenset({"broadcast_in_dim", "broadcast", "reshape", "transpose", "copy"})
"""Shape ops that are their operand in an HLO body, from rank 0 to rank 0 (jax broadcasts its constants there:
`%f = broadcast_in_dim %false, dims = [] : (tensor<i1>) -> tensor<i1>`)."""


def inline_hlo_body(
    block: Block, hlo_block: Block, args: Sequence[SSAValue], calling: frozenset[str] = frozenset()
) -> list[SSAValue] | None:
    """Append scalar ops computing the HLO body `hlo_block` (on rank-0 tensors) on `args`; its results.

    A `func.call` in the body (jax's `@_where` helper in a reduce body) is inlined the same way: the callee's
    body on the call's operands, its `func.return` giving the call's results (`calling`: the callees being
    inlined, so that a recursive one is refused). None when an op of the body has no scalar form here (`block`
    is then partly built and must be dropped).
    """
    values: dict[SSAValue, SSAValue] = dict(zip(hlo_block.args, args, strict=True))
    for op in hlo_block.ops:
        operands = [values.get(v) or _captured_scalar(block, v) for v in op.operands]
        if any(operand is None for operand in operands):
            return None
        mnemonic = getattr(op, "MNEMONIC", None)
        if mnemonic == "return" or isinstance(op, func.ReturnOp):
            return operands
        if isinstance(op, func.CallOp):
            called = _inline_call(block, op, operands, calling)
            if called is None:
                return None
            values.update(zip(op.results, called, strict=True))
            continue
        if any(_kind(v.type) is None for v in (*op.operands, *op.results)):
            return None
        kind = _kind(op.operands[0].type) if op.operands else None
        if mnemonic == "constant" and isinstance(op.properties["value"], DenseIntOrFPElementsAttr):
            (value,) = op.properties["value"].get_values()
            result = scalar.constant(block, value, scalar.signless(element_type_of(op.results[0].type)))
        elif mnemonic == "compare":
            compare_type = op.properties.get("compare_type")
            direction = enum_value(op.properties["comparison_direction"])
            compare_type = compare_type and enum_value(compare_type)
            # (Bits compared directly in a body: a sort's comparator on its merge's load-compare chain.)
            result = scalar.compare(block, direction, compare_type, kind, *operands, keys=False)
        elif mnemonic == "select":
            result = scalar.emit(block, arith.SelectOp(*operands))
        elif mnemonic == "convert":
            source, target = element_type_of(op.operands[0].type), element_type_of(op.results[0].type)
            result = scalar.convert(block, operands[0], source, target)
        elif mnemonic == "bitcast_convert":  # rank 0 to rank 0: the same width
            result = scalar.bitcast(block, operands[0], element_type_of(op.results[0].type))
        elif mnemonic in RANK0_IDENTITIES and op.operands[0].type == op.results[0].type:
            result = operands[0]
        elif mnemonic in SCALAR_OPS and kind in SCALAR_OPS[mnemonic]:
            result = scalar_op(block, mnemonic, kind, operands)
        else:
            return None
        values[op.results[0]] = result
    return None


def _inline_call(
    block: Block, call: func.CallOp, operands: Sequence[SSAValue], calling: frozenset[str]
) -> list[SSAValue] | None:
    """The scalar results of `call` (in an HLO body) with its callee's body inlined on `operands`; None when the
    callee is not a defined function of one block, or is being inlined already (recursion)."""
    name = call.callee.string_value()
    callee = SymbolTable.lookup_symbol(call, call.callee)
    if not isinstance(callee, func.FuncOp) or name in calling or len(callee.body.blocks) != 1:
        return None
    results = inline_hlo_body(block, callee.body.block, operands, calling | {name})
    return None if results is None or len(results) != len(call.results) else results


def _captured_scalar(block: Block, value: SSAValue) -> SSAValue | None:
    """The element of a rank-0 tensor that an HLO body uses from outside (`%c2` below); None for others.

        %c2 = mhlo.constant dense<2.0> : tensor<f32>
        %0 = "mhlo.reduce_window"(%x, %init) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %1 = mhlo.add %a, %b : tensor<f32>
          %2 = mhlo.multiply %1, %c2 : tensor<f32>
          ...

    The body reads it with `tensor.extract`: linalg bodies may use values from above.
    """
    if not isinstance(value.type, TensorType) or value.type.get_shape() != ():
        return None
    element = value.type.element_type
    if scalar.signless(element) != element:  # an unsigned HLO tensor not converted yet
        return None
    return scalar.emit(block, tensor.ExtractOp(value, [], element))


def needs_padding(padding: Sequence[tuple[int, int]], interior: Sequence[int]) -> bool:
    """Whether `pad` with these amounts changes a tensor."""
    return any(p != (0, 0) for p in padding) or any(interior)


def pad(
    rewriter: PatternRewriter,
    value: SSAValue,
    padding: Sequence[tuple[int, int]],
    interior: Sequence[int],
    fill: SSAValue,
) -> SSAValue:
    """`value` with `interior[d]` copies of `fill` between elements and `padding[d]` around them (negative crops).

    What mlir-hlo builds there, an `mhlo.pad`, lowers to: a `tensor.pad`
    yielding `fill` without interior padding, else a `linalg.fill` of the
    padded shape and a strided `tensor.insert_slice` of `value` into it;
    negative padding adds a `tensor.extract_slice`. Padding that cuts more than there is leaves an empty
    dimension (a window op's input: its windows do not fit there), on static and `?` sizes alike.
    """
    if not needs_padding(padding, interior):
        return value
    shape = value.type.get_shape()
    result_shape = [
        DYNAMIC if size == DYNAMIC else max(low + ((size - 1) * (holes + 1) + 1 if size else 0) + high, 0)
        for size, (low, high), holes in zip(shape, padding, interior, strict=True)
    ]
    lows, highs = [low for low, _ in padding], [high for _, high in padding]
    result_type = TensorType(element_type_of(value.type), result_shape)
    index = shape_ops.IndexMath(rewriter.insert)
    return shape_ops.pad(rewriter, index, value, fill, (lows, highs, list(interior)), result_type, clamp=True)


def _dense_i64(values: Sequence[int], vector: bool = False) -> DenseIntOrFPElementsAttr:
    """The `strides`/`dilations` of a convolution (`dense<1> : tensor<2xi64>`) or, with `vector`, of a pooling op
    (`dense<1> : vector<2xi64>`), as mlir-hlo builds them."""
    shaped = VectorType if vector else TensorType
    return DenseIntOrFPElementsAttr.from_list(shaped(i64, [len(values)]), list(values))


def window_op(
    op_type: type[Operation], inputs: Sequence[SSAValue], init: SSAValue, attrs: dict[str, Attribute]
) -> Operation:
    """A convolution or pooling op (xDSL's or ours) of `inputs` into `init`, with `dilations` and `strides`.

    Built with the properties in upstream's (sorted) printing order, which
    xDSL's conv constructors do not keep.
    """
    return op_type.build(
        operands=[list(inputs), [init]],
        result_types=[[init.type]],
        properties=dict(sorted(attrs.items())),
        regions=[op_type.get_hidden_region(inputs, [init])],
    )


# ---------------------------------------------------------------------------
# reduce


def _reduced_dims(op: Operation) -> list[int]:
    return list(int_array_values(op.properties["dimensions"]))


def _reduce_inits(rewriter: PatternRewriter, op: Operation, kept: Sequence[int]) -> list[SSAValue]:
    """The (signless) inits of a reduce: each result type filled with its init value (`?` sizes from input 0).

    A `?` result size that input 0 knows statically is taken static (`tensor<?xi32>` from a 5x4 input reduced
    over dimension 0 is tensor<4xi32>): linalg's reduce wants the sizes of its input; `_cast_to_results`
    gives the results their declared types back.
    """
    count = len(op.results)
    sources = [(op.operands[0], d) for d in kept]
    inits = _signless_operands(rewriter, op.operands[count:])
    input_shape = op.operands[0].type.get_shape()
    return [
        filled(rewriter, _static_where_known(result.type, input_shape, kept), extract_scalar(rewriter, init), sources)
        for result, init in zip(op.results, inits)
    ]


def _static_where_known(result_type: TensorType, input_shape: Sequence[int], kept: Sequence[int]) -> TensorType:
    """`result_type` (signless) with each `?` size that the input's kept dimension has statically."""
    shape = [input_shape[d] if size == DYNAMIC else size for size, d in zip(result_type.get_shape(), kept)]
    return TensorType(element_type_of(signless_type(result_type)), shape)


def _cast_to_results(rewriter: PatternRewriter, op: Operation, values: Sequence[SSAValue]) -> list[SSAValue]:
    """`values` given the (signless) shapes of `op`'s results with `tensor.cast` where they are more static."""
    cast = []
    for value, result in zip(values, op.results, strict=True):
        declared = TensorType(element_type_of(value.type), result.type.get_shape())
        cast.append(value if value.type == declared else insert(rewriter, tensor.CastOp(value, declared)))
    return cast


REDUCE_KINDS = (FLOAT, SIGNED, UNSIGNED, PRED, COMPLEX)


class ReduceToLinalg(RewritePattern):
    """`mhlo.reduce` -> `linalg.reduce` with the body inlined as scalar ops (`enable-primitive-ops`).

    `mhlo.reduce(%a init: %z) applies mhlo.add across dimensions = [1]`
    becomes `linalg.reduce { arith.addf }` (the init first: `addf %init, %in`,
    as the HLO body takes the accumulator first); several inputs (an argmax)
    reduce together, their body taking the inputs' elements, then the inits'.
    The inits tensor<f32> are read with `tensor.extract` and filled into the
    outputs with `linalg.fill`. The dimensions are sorted, as linalg.reduce wants them.
    """

    op_types = hlo_op_types("reduce")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable_with(op, hlo_op_types("reduce"), REDUCE_KINDS) or not has_scalar_reducer(op.regions[0]):
            return
        count = len(op.results)
        block = Block(arg_types=[scalar.signless(element_type_of(v.type)) for v in (*op.operands[:count], *op.results)])
        results = inline_hlo_body(block, op.regions[0].block, [*block.args[count:], *block.args[:count]])
        if results is None:
            return
        block.add_op(YieldOp(*results))
        dims = sorted(_reduced_dims(op))
        inputs = _signless_operands(rewriter, op.operands[:count])
        inits = _reduce_inits(rewriter, op, [d for d in range(inputs[0].type.get_num_dims()) if d not in dims])
        reduce = linalg.ReduceOp(inputs, inits, DenseArrayBase.from_list(i64, dims), Region(block))
        rewriter.insert(reduce)
        _replace_cast_back(rewriter, op, _cast_to_results(rewriter, op, reduce.results))


class ReduceToGeneric(RewritePattern):
    """Any `reduce` (several inputs, any body) -> a generic with reduction iterators and the body inlined.

    For an argmax over dimension 1 of `(values, indices)`, the generic reads
    both inputs at `(d0, d1)`, accumulates into both inits at `(d0)`, and
    runs the body with the accumulators as its first arguments, as XLA does.
    """

    op_types = hlo_op_types("reduce")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable_with(op, hlo_op_types("reduce"), REDUCE_KINDS) or not has_scalar_reducer(op.regions[0]):
            return
        count = len(op.results)
        block = Block(arg_types=[scalar.signless(element_type_of(v.type)) for v in (*op.operands[:count], *op.results)])
        hlo_args = [*block.args[count:], *block.args[:count]]
        results = inline_hlo_body(block, op.regions[0].block, hlo_args)
        if results is None:
            return
        block.add_op(YieldOp(*results))
        inputs = _signless_operands(rewriter, op.operands[:count])
        rank = inputs[0].type.get_num_dims()
        dims = _reduced_dims(op)
        kept = [d for d in range(rank) if d not in dims]
        inits = _reduce_inits(rewriter, op, kept)
        # The kept dimensions are the outer loops, the reduced ones the inner loops in the order `dimensions`
        # lists them (mlir-hlo's transposed input map; the order the interpreter folds elements in).
        loop_of = {d: i for i, d in enumerate([*kept, *dims])}
        in_map = [AffineExpr.dimension(loop_of[d]) for d in range(rank)]
        out_map = [AffineExpr.dimension(i) for i in range(len(kept))]
        maps = affine_maps(rank, *[in_map] * count, *[out_map] * count)
        iterators = ["parallel"] * len(kept) + ["reduction"] * len(dims)
        results = generic(rewriter, inputs, inits, maps, iterators, block)
        _replace_cast_back(rewriter, op, _cast_to_results(rewriter, op, results))


# ---------------------------------------------------------------------------
# map


class MapToGeneric(RewritePattern):
    """`map(%a, %b) { multiply }` over all dimensions -> a parallel generic with the body inlined as scalar ops.

        %r = "mhlo.map"(%a, %b) <{dimensions = dense<0> : tensor<1xi64>}> ({
        ^bb0(%x: tensor<f32>, %y: tensor<f32>):
          %m = mhlo.multiply %x, %y : tensor<f32>
          mhlo.return %m : tensor<f32>
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>

    becomes a generic over `(d0)` whose body is `arith.mulf`, as mlir-hlo's.
    """

    op_types = hlo_op_types("map")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable_with(op, hlo_op_types("map"), REDUCE_KINDS) or not op.operands:
            return
        rank = op.results[0].type.get_num_dims()
        if list(int_array_values(op.properties["dimensions"])) != list(range(rank)):
            return
        values = (*op.operands, op.results[0])
        block = Block(arg_types=[scalar.signless(element_type_of(v.type)) for v in values])
        results = inline_hlo_body(block, op.regions[0].block, block.args[: len(op.operands)])
        if results is None:
            return
        block.add_op(YieldOp(*results))
        inputs = _signless_operands(rewriter, op.operands)
        init = empty_like(rewriter, signless_type(op.results[0].type), [(inputs[0], d) for d in range(rank)])
        identity = [AffineExpr.dimension(d) for d in range(rank)]
        maps = affine_maps(rank, *[identity] * (len(inputs) + 1))
        _replace_cast_back(rewriter, op, generic(rewriter, inputs, [init], maps, ["parallel"] * rank, block))


# ---------------------------------------------------------------------------
# einsum and unary_einsum


def _einsum_dims(subscript: str, rank: int) -> list[str] | None:
    """The loop names of an operand's subscript: its letters, and for an ellipsis the names "0", "1", ... of the
    dims it stands for (`"...x"` of a rank-3 operand gives `["0", "1", "x"]`, as mlir-hlo names them)."""
    before, ellipsis, after = subscript.partition("...")
    if not ellipsis:
        return list(subscript)
    batch = rank - len(before) - len(after)
    if "..." in after or batch < 0:
        return None
    return [*before, *(str(i) for i in range(batch)), *after]


def einsum_loops(config: str, ranks: Sequence[int]) -> tuple[list[list[str]], list[str], list[str]] | None:
    """The loop names of each operand (`ranks` are the operands' and the result's ranks), all loop names (in
    the order the operands first name them, as mlir-hlo's einsum lowering orders its loops) and the result's.

    `"ab,bc->ac"` gives `([["a", "b"], ["b", "c"]], ["a", "b", "c"], ["a", "c"])`; None for a config the
    ranks do not fit or whose ellipses stand for different numbers of dims.
    """
    inputs, _, output = config.replace(" ", "").partition("->")
    subscripts = [*inputs.split(","), output]
    if len(subscripts) != len(ranks):
        return None
    named = [_einsum_dims(s, rank) for s, rank in zip(subscripts, ranks)]
    if any(n is None or len(n) != rank for n, rank in zip(named, ranks)):
        return None
    batches = {sum(1 for d in n if d.isdigit()) for n, s in zip(named, subscripts) if "..." in s}
    if len(batches) > 1:
        return None
    *operands, result = named
    return operands, list(dict.fromkeys(d for n in operands for d in n)), result


class EinsumToGeneric(RewritePattern):
    """`einsum %a, %b, config = "ab,bc->ac"` -> a contraction generic; `unary_einsum` -> a summing generic.

    One loop per letter, in the order the operands first name them: parallel
    for the result's letters, reduction for those summed away; each operand
    is read through the map of its letters, so `"ab,bc->ac"` reads
    `(d0, d1, d2) -> (d0, d1)` and `(d0, d1, d2) -> (d1, d2)`, writes
    `(d0, d1, d2) -> (d0, d2)`, and accumulates `out + a * b` (or `out + x`)
    into a zero-filled result, as mlir-hlo's einsum lowering. Without summed
    letters (`"abc,abc->abc"`) the body is `a * b` into a `tensor.empty`. An
    ellipsis stands for the dims the subscript's letters leave
    (`"...x,xy->...y"`).
    """

    op_types = hlo_op_types("einsum") + hlo_op_types("unary_einsum")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable_with(op, hlo_op_types("einsum") + hlo_op_types("unary_einsum"), NUMBERS):
            return
        ranks = [v.type.get_num_dims() for v in (*op.operands, op.results[0])]
        loops = einsum_loops(op.einsum_config.data, ranks)
        hlo_elements = [element_type_of(v.type) for v in (*op.operands, op.results[0])]
        if loops is None or len(set(hlo_elements[:-1])) != 1:
            return
        subscripts, letters, output = loops
        position = {letter: i for i, letter in enumerate(letters)}
        inputs = _signless_operands(rewriter, op.operands)
        sources = [
            next((value, s.index(letter)) for value, s in zip(inputs, subscripts, strict=True) if letter in s)
            for letter in output
        ]
        result_type = signless_type(op.results[0].type)
        summed = any(letter not in output for letter in letters)
        if len(inputs) == 2 and not summed:
            init = empty_like(rewriter, result_type, sources)
        else:
            init = filled(rewriter, result_type, zero(rewriter, element_type_of(result_type)), sources)
        d = [AffineExpr.dimension(i) for i in range(len(letters))]
        maps = affine_maps(len(d), *([d[position[c]] for c in s] for s in (*subscripts, output)))
        iterators = ["parallel" if letter in output else "reduction" for letter in letters]
        if len(inputs) == 2:
            body = contraction_body(inputs, init, hlo_elements, accumulate=summed)
        else:
            body = Block(arg_types=_element_args([*inputs, init]))
            kind = element_kind(hlo_elements[-1])
            term = scalar.convert(body, body.args[0], hlo_elements[0], hlo_elements[-1])
            body.add_op(YieldOp(scalar_op(body, "add", kind, [body.args[-1], term])))
        _replace_cast_back(rewriter, op, generic(rewriter, inputs, [init], maps, iterators, body))


# ---------------------------------------------------------------------------
# dot and dot_general


def keep_precision(op: Operation, contraction: Operation) -> None:
    """Copy the HLO op's `precision_config` onto its named linalg op as a discardable attribute of that name
    (mlir-hlo's `linalg::getPrunedAttributeList(op)` did, when it was an attribute), where
    convert-linalg-matmul-to-gpu{tf32} reads it: HIGHEST keeps f32 products. A config of DEFAULTs only (or
    none) says nothing and is not copied (upstream's linalg ops carry none):

        %0 = "mhlo.dot"(%a, %b) {precision_config = [#mhlo<precision HIGHEST>, #mhlo<precision HIGHEST>]} : ...
        -> linalg.matmul {precision_config = [#mhlo<precision HIGHEST>, #mhlo<precision HIGHEST>]} ins(%a, %b : ...)
    """
    config = op.properties.get("precision_config") or op.attributes.get("precision_config")
    if isinstance(config, ArrayAttr) and any(enum_value(p) != "DEFAULT" for p in config.data):
        contraction.attributes["precision_config"] = config


def dot_dimensions(op: Operation) -> DotDimensions:
    if "dot_dimension_numbers" in op.properties:
        return DotDimensions.of(op.properties["dot_dimension_numbers"])
    return DotDimensions((), (), (op.operands[0].type.get_num_dims() - 1,), (0,))


NAMED_DOTS: dict[tuple[int, int, DotDimensions], type[Operation]] = {
    (2, 2, DotDimensions((), (), (1,), (0,))): MatmulOp,
    (2, 1, DotDimensions((), (), (1,), (0,))): linalg.MatvecOp,
    (1, 2, DotDimensions((), (), (0,), (0,))): linalg.VecmatOp,
    (1, 1, DotDimensions((), (), (0,), (0,))): linalg.DotOp,
    (3, 3, DotDimensions((0,), (0,), (2,), (1,))): linalg.BatchMatmulOp,
}
"""The named op of each (lhs rank, rhs rank, dimension numbers) that has one, as mlir-hlo's: a batch matvec
is a generic."""


class DotToLinalg(RewritePattern):
    """`dot_general` / `dot` -> the NAMED_DOTS op of its dimension numbers, else a contraction generic.

    The generic iterates over batch, lhs free, rhs free (parallel) and
    contracting (reduction) dimensions and accumulates `out + lhs * rhs`
    into a zero-filled output. xDSL's linalg.matmul has no float casts, so a
    2-D dot with a wider result is a generic.
    """

    op_types = hlo_op_types("dot") + hlo_op_types("dot_general")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable_with(op, hlo_op_types("dot_general") + hlo_op_types("dot"), CONTRACTED):
            return
        hlo_elements = [element_type_of(v.type) for v in (*op.operands, op.results[0])]
        kind = element_kind(hlo_elements[-1])
        if hlo_elements[0] != hlo_elements[1] or (kind is COMPLEX) != (element_kind(hlo_elements[0]) is COMPLEX):
            return
        lhs, rhs = _signless_operands(rewriter, op.operands)
        result_type = signless_type(op.results[0].type)
        element = element_type_of(result_type)
        dims = dot_dimensions(op)
        lhs_rank, rhs_rank = lhs.type.get_num_dims(), rhs.type.get_num_dims()
        lhs_free, rhs_free = dims.free_dims(lhs_rank, lhs=True), dims.free_dims(rhs_rank, lhs=False)
        sources = [(lhs, d) for d in (*dims.lhs_batching, *lhs_free)] + [(rhs, d) for d in rhs_free]
        init = filled(rewriter, result_type, zero(rewriter, element), sources)
        named_computes = _named_computes(kind, hlo_elements) or (kind is COMPLEX and len(set(hlo_elements)) == 1)
        named = NAMED_DOTS.get((lhs_rank, rhs_rank, dims)) if named_computes else None
        if named is not None:
            contraction = named([lhs, rhs], [init], [result_type])
            keep_precision(op, contraction)
            rewriter.insert(contraction)
            _replace_cast_back(rewriter, op, contraction.results)
            return
        maps = dot_indexing_maps(dims, lhs_rank, rhs_rank)
        iterators = ["parallel"] * result_type.get_num_dims() + ["reduction"] * len(dims.lhs_contracting)
        body = contraction_body([lhs, rhs], init, hlo_elements)
        _replace_cast_back(rewriter, op, generic(rewriter, [lhs, rhs], [init], maps, iterators, body))


# ---------------------------------------------------------------------------
# convolution


NAMED_CONVS: dict[int, type[Operation]] = {
    1: linalg.Conv1DNwcWcfOp,
    2: Conv2DNhwc_HwcfOp,
    3: linalg.Conv3DNdhwcDhwcfOp,
}
"""The channels-last convolution op of each number of spatial dims."""


def _channels_last(batch: int, feature: int, spatial: Sequence[int]) -> bool:
    """Whether a layout is `[b, 0, 1, ..., f]` (or `[0, 1, ..., i, o]` for a kernel)."""
    return batch == 0 and feature == len(spatial) + 1 and list(spatial) == list(range(1, len(spatial) + 1))


def _kernel_hwio(dims) -> bool:
    n = len(dims.kernel_spatial)
    return (
        list(dims.kernel_spatial) == list(range(n))
        and dims.kernel_input_feature == n
        and dims.kernel_output_feature == n + 1
    )


def _collapse(rewriter: PatternRewriter, value: SSAValue, groups: Sequence[Sequence[int]]) -> SSAValue:
    """Insert `tensor.collapse_shape %value [groups]` and return it."""
    shape = value.type.get_shape()
    sizes = [DYNAMIC if any(shape[d] == DYNAMIC for d in g) else math.prod(shape[d] for d in g) for g in groups]
    reassociation = ArrayAttr([ArrayAttr([IntegerAttr(d, i64) for d in g]) for g in groups])
    result_type = TensorType(element_type_of(value.type), sizes)
    op = CollapseShapeOp.build(
        operands=[value], result_types=[result_type], properties={"reassociation": reassociation}
    )
    return insert(rewriter, op)


DEPTHWISE_CONVS: dict[tuple[int, bool], type[Operation]] = {
    (1, False): linalg.DepthwiseConv1DNwcWcOp,
    (2, False): linalg.DepthwiseConv2DNhwcHwcOp,
    (3, False): linalg.DepthwiseConv3DNdhwcDhwcOp,
    (1, True): linalg.DepthwiseConv1DNwcWcmOp,
    (2, True): linalg.DepthwiseConv2DNhwcHwcmOp,
    (3, True): linalg.DepthwiseConv3DNdhwcDhwcmOp,
}
"""The channels-last depthwise convolution of each number of spatial dims, with a channel multiplier or not."""


def _reshape(rewriter: PatternRewriter, value: SSAValue, shape: Sequence[int]) -> SSAValue:
    """`value` (static) reshaped to `shape` as mlir-hlo's reshape lowering does: collapsed to 1-D, expanded."""
    rank = value.type.get_num_dims()
    flat = _collapse(rewriter, value, [list(range(rank))])
    result_type = TensorType(element_type_of(value.type), shape)
    reassociation = ArrayAttr([ArrayAttr([IntegerAttr(d, i64) for d in range(len(shape))])])
    return insert(rewriter, ExpandShapeOp(flat, [], reassociation, list(shape), result_type))


class ConvolutionToLinalg(RewritePattern):
    """`convolution` -> a named conv op for channels-last layouts, else a generic for any layout and groups.

    As mlir-hlo's three patterns: without groups, a channels-last
    convolution is `linalg.matmul` (no spatial dims) or
    `linalg.conv_{1d_nwc_wcf,2d_nhwc_hwcf,3d_ndhwc_dhwcf}` of the padded
    input into a zero-filled output; with one group per input channel it is
    `linalg.depthwise_conv_{1d_nwc_wc,2d_nhwc_hwc,3d_ndhwc_dhwc}` of the
    kernel with its last two dims collapsed, or, with a channel multiplier
    M, the `..._wcm`/`hwcm`/`dhwcm` op of the kernel reshaped to
    `[..., C, M]` into a `[..., C, M]` output collapsed back.

    Any other convolution is a generic whose loops are the output dims
    (parallel), then the kernel input feature and the window dims
    (reduction). With feature groups G the input feature is
    `(o floordiv (O/G)) * (C/G) + i`; with batch groups B the input batch is
    `(o floordiv (O/B)) * (N/B) + b`. Its kernel dilation is in the indexing
    maps: mlir-hlo's generic pads the kernel with zeros instead, which
    multiplies input elements outside the window (an inf or NaN there
    would give NaN).
    """

    op_types = hlo_op_types("convolution")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable_with(op, hlo_op_types("convolution"), CONTRACTED):
            return
        hlo_elements = [element_type_of(v.type) for v in (*op.operands, op.results[0])]
        kind = element_kind(hlo_elements[-1])
        if hlo_elements[0] != hlo_elements[1] or (kind is COMPLEX) != (element_kind(hlo_elements[0]) is COMPLEX):
            return
        dims, window = op.dims, op.window()
        rank = op.operands[0].type.get_num_dims()
        spatial = len(dims.input_spatial)
        groups, batch_groups = op.feature_groups, op.batch_groups
        result_type = signless_type(op.results[0].type)
        element = element_type_of(result_type)
        canonical = (
            _channels_last(dims.input_batch, dims.input_feature, dims.input_spatial)
            and _channels_last(dims.output_batch, dims.output_feature, dims.output_spatial)
            and _kernel_hwio(dims)
            and batch_groups == 1
            and _named_computes(kind, hlo_elements)
        )
        # xDSL's conv_2d_nhwc_hwcf casts integers only; a wider float result takes the generic.
        same = hlo_elements[0] == hlo_elements[-1] or isinstance(element, IntegerType)
        normal = canonical and groups == 1 and same
        kernel_shape = op.operands[1].type.get_shape()
        if not normal and not op.operands[1].type.has_static_shape():
            return
        if result_type.has_static_shape() and 0 in result_type.get_shape():
            # Nothing to compute (the window may not even fit the input): an empty tensor, as upstream.
            empty = insert(rewriter, tensor.EmptyOp([], result_type))
            _replace_cast_back(rewriter, op, [empty])
            return
        padding, interior = [(0, 0)] * rank, [0] * rank
        for i, d in enumerate(dims.input_spatial):
            padding[d], interior[d] = window.padding[i], window.lhs_dilation[i] - 1
        # `?` sizes: the batch (without batch groups), the feature (the kernel's), and spatial dims of a window of
        # static size (counted on the padded, dilated input).
        dynamic = [d for d, size in enumerate(result_type.get_shape()) if size == DYNAMIC]
        free_spatial = [
            out for i, out in enumerate(dims.output_spatial) if kernel_shape[dims.kernel_spatial[i]] != DYNAMIC
        ]
        if any(d not in (dims.output_batch, dims.output_feature) and d not in free_spatial for d in dynamic):
            return
        if dims.output_batch in dynamic and batch_groups != 1:
            return
        lhs, rhs = _signless_operands(rewriter, op.operands)
        if any(window.reversal):
            rhs = reverse_static(rewriter, rhs, [d for d, r in zip(dims.kernel_spatial, window.reversal) if r])
        init_zero = zero(rewriter, element)
        pad_zero = init_zero if element_type_of(lhs.type) == element else zero(rewriter, element_type_of(lhs.type))
        # Padded first where `?` output sizes are counted on it; else after the output's fill, as mlir-hlo orders them.
        early = any(out in dynamic for out in dims.output_spatial)
        padded = pad(rewriter, lhs, padding, interior, pad_zero) if early else None
        sources: list[Source] = [None] * rank
        sources[dims.output_batch] = (lhs, dims.input_batch)
        sources[dims.output_feature] = (rhs, dims.kernel_output_feature)
        for i, out in enumerate(dims.output_spatial):
            if out in dynamic:
                extent = (kernel_shape[dims.kernel_spatial[i]] - 1) * window.rhs_dilation[i] + 1
                sources[out] = window_output_size(rewriter, padded, dims.input_spatial[i], extent, window.strides[i])
        attrs = {"dilations": _dense_i64(window.rhs_dilation), "strides": _dense_i64(window.strides)}
        if normal and (spatial == 0 or spatial in NAMED_CONVS):
            init = filled(rewriter, result_type, init_zero, sources)
            padded = padded or pad(rewriter, lhs, padding, interior, pad_zero)
            if spatial == 0:
                conv = insert(rewriter, MatmulOp([padded, rhs], [init], [result_type]))
            else:
                conv = insert(rewriter, window_op(NAMED_CONVS[spatial], [padded, rhs], init, attrs))
            keep_precision(op, conv.owner)
            _replace_cast_back(rewriter, op, [conv])
            return
        channels = lhs.type.get_shape()[dims.input_feature]
        if canonical and groups != 1 and groups == channels and 1 <= spatial <= 3 and result_type.has_static_shape():
            padded = padded or pad(rewriter, lhs, padding, interior, pad_zero)
            conv = self._depthwise(rewriter, padded, rhs, result_type, init_zero, groups, attrs)
            _replace_cast_back(rewriter, op, [conv])
            return
        padded = padded or pad(rewriter, lhs, padding, interior, pad_zero)
        init = filled(rewriter, result_type, init_zero, sources)
        _replace_cast_back(rewriter, op, [self._generic(rewriter, op, padded, rhs, init, hlo_elements)])

    @staticmethod
    def _depthwise(
        rewriter: PatternRewriter,
        padded: SSAValue,
        kernel: SSAValue,
        result_type: TensorType,
        init_zero: SSAValue,
        groups: int,
        attrs: dict[str, Attribute],
    ) -> SSAValue:
        """`[..., 1, C*M]` kernel -> the depthwise conv of the kernel collapsed to `[..., C]` (M = 1), or reshaped
        to `[..., C, M]` into a `[..., C, M]` output collapsed back."""
        kernel_shape = list(kernel.type.get_shape())
        spatial = len(kernel_shape) - 2
        multiplier = kernel_shape[-1] // groups
        if kernel_shape[-2] * kernel_shape[-1] != groups:
            kernel4 = _reshape(rewriter, kernel, [*kernel_shape[:-2], groups, multiplier])
            out_shape = [*result_type.get_shape()[:-1], groups, multiplier]
            init = filled(rewriter, TensorType(element_type_of(result_type), out_shape), init_zero)
            conv = insert(rewriter, window_op(DEPTHWISE_CONVS[spatial, True], [padded, kernel4], init, attrs))
            return _collapse(rewriter, conv, [[d] for d in range(spatial + 1)] + [[spatial + 1, spatial + 2]])
        init = filled(rewriter, result_type, init_zero)
        flat_kernel = _collapse(rewriter, kernel, [[d] for d in range(spatial)] + [[spatial, spatial + 1]])
        return insert(rewriter, window_op(DEPTHWISE_CONVS[spatial, False], [padded, flat_kernel], init, attrs))

    @staticmethod
    def _generic(
        rewriter: PatternRewriter,
        op: Operation,
        padded: SSAValue,
        kernel: SSAValue,
        init: SSAValue,
        hlo_elements: Sequence[Attribute],
    ) -> SSAValue:
        """The convolution as a generic over output, input feature and window loops."""
        dims, window = op.dims, op.window()
        rank = padded.type.get_num_dims()
        spatial = len(dims.input_spatial)
        kernel_shape = kernel.type.get_shape()
        out_features = init.type.get_shape()[dims.output_feature]
        d = [AffineExpr.dimension(i) for i in range(rank + 1 + spatial)]
        batch, feature = d[dims.output_batch], d[dims.output_feature]
        in_feature, window_dims = d[rank], d[rank + 1 :]
        groups, batch_groups = op.feature_groups, op.batch_groups
        input_map: list[AffineExpr] = [AffineExpr.constant(0)] * rank
        input_batch = batch
        if batch_groups > 1:
            batch_size = init.type.get_shape()[dims.output_batch]
            input_batch = batch + (feature // (out_features // batch_groups)) * batch_size
        input_feature = in_feature
        if groups > 1:
            group_channels = kernel_shape[dims.kernel_input_feature]
            input_feature = (feature // (out_features // groups)) * group_channels + in_feature
        input_map[dims.input_batch], input_map[dims.input_feature] = input_batch, input_feature
        kernel_map: list[AffineExpr] = [AffineExpr.constant(0)] * rank
        kernel_map[dims.kernel_input_feature], kernel_map[dims.kernel_output_feature] = in_feature, feature
        for i in range(spatial):
            out = d[dims.output_spatial[i]]
            input_map[dims.input_spatial[i]] = out * window.strides[i] + window_dims[i] * window.rhs_dilation[i]
            kernel_map[dims.kernel_spatial[i]] = window_dims[i]
        maps = affine_maps(len(d), input_map, kernel_map, d[:rank])
        iterators = ["parallel"] * rank + ["reduction"] * (1 + spatial)
        body = contraction_body([padded, kernel], init, hlo_elements)
        (result,) = generic(rewriter, [padded, kernel], [init], maps, iterators, body)
        return result


# ---------------------------------------------------------------------------
# reduce_window


POOLING_LAYOUTS = {4: "nhwc", 5: "ndhwc"}


def reduction_of(block: Block, index: int, count: int, kinds: Collection[str] = POOLING_KINDS) -> str | None:
    """The mnemonic of the `kinds` op (POOLING_KINDS unless given) that computes result `index` of a reduce_window
    body from arguments `index` and `index + count` (either order), as mlir-hlo's `getReductionOp` finds it; None
    if it does not."""
    ret = block.last_op
    if ret is None or index >= len(ret.operands) or not isinstance(ret.operands[index].owner, Operation):
        return None
    combine = ret.operands[index].owner
    mnemonic = getattr(combine, "MNEMONIC", None)
    if mnemonic not in kinds or len(combine.operands) != 2:
        return None
    pair = {block.args[index], block.args[index + count]}
    return mnemonic if set(combine.operands) == pair and combine.operands[0] is not combine.operands[1] else None


class ReduceWindowToLinalg(RewritePattern):
    """`reduce_window` -> `linalg.pooling_*` per result for channels-last max/min/add windows, else a generic.

    As mlir-hlo's two patterns: an f32 reduce_window of rank 4 or 5 without
    padding or base dilation, whose window and strides are 1 along the batch
    and channel dims, is one `linalg.pooling_{nhwc,ndhwc}_{max,min,sum}` per
    result whose body is that op of its accumulator and element.

    Any other is a generic over the output dims (parallel) and the window
    dims whose size is not 1 (reduction), reading the inputs padded (and
    base-dilated) with their init values (`tensor.pad`, as `mhlo.pad`
    lowers), an f32 `tensor.empty` of those window dims (as the pooling
    ops' window operand, which gives the loop sizes) and writing into the
    init values broadcast to the results (a generic, as `mhlo.broadcast` lowers).
    """

    op_types = hlo_op_types("reduce_window")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable_with(op, hlo_op_types("reduce_window"), REDUCE_KINDS):
            return
        if not has_scalar_reducer(op.regions[0]):
            return
        count = len(op.results)
        inputs = list(op.operands[:count])
        rank = inputs[0].type.get_num_dims()
        window = Window.of(op.properties, inputs[0].type)
        windowed = [
            d
            for d in range(rank)
            if (window.dimensions[d], window.strides[d], window.padding[d]) != (1, 1, (0, 0))
            or window.base_dilations[d] != 1
        ]
        interior = [b - 1 for b in window.base_dilations]
        # Unsigned elements are computed on their signless casts (the body's ops keep their unsigned kind).
        element_types = [element_type_of(signless_type(v.type)) for v in inputs]
        result_types = [signless_type(r.type) for r in op.results]
        block = Block(arg_types=[*element_types, f32, *(element_type_of(t) for t in result_types)])
        hlo_args = [*block.args[count + 1 :], *block.args[:count]]
        results = inline_hlo_body(block, op.regions[0].block, hlo_args)
        if results is None:
            return
        block.add_op(YieldOp(*results))
        inputs = _signless_operands(rewriter, inputs)
        init_tensors = _signless_operands(rewriter, op.operands[count:])
        poolings = self._poolings(op, window, rank)
        if poolings is not None:
            pooled = [
                self._pool(rewriter, pooling, value, init, result_type, window)
                for pooling, value, init, result_type in zip(poolings, inputs, init_tensors, result_types)
            ]
            _replace_cast_back(rewriter, op, pooled)
            return
        def padded_inputs() -> list[SSAValue]:
            return [
                pad(rewriter, v, window.padding, interior, extract_scalar(rewriter, init))
                if needs_padding(window.padding, interior)
                else v
                for v, init in zip(inputs, init_tensors)
            ]

        # Padded first where `?` output sizes are counted on it; else after the inits, as mlir-hlo orders them.
        counted = [d for d in windowed if inputs[0].type.get_shape()[d] == DYNAMIC]
        padded = padded_inputs() if counted else None
        sources: list[Source] = [(inputs[0], d) for d in range(rank)]
        for d in counted:
            extent = (window.dimensions[d] - 1) * window.window_dilations[d] + 1
            sources[d] = window_output_size(rewriter, padded[0], d, extent, window.strides[d])
        # A static result size of a `?` input size is the window count computed here, `?` in the generic's
        # type: CheckDeclaredResults asserts it is the declared size (a run on other sizes read past the input).
        erased = [d for d in range(rank) if inputs[0].type.get_shape()[d] == DYNAMIC]
        result_types = [TensorType(t.element_type, [DYNAMIC if d in erased else n for d, n in
                                                    enumerate(t.get_shape())]) for t in result_types]
        inits = [
            _broadcast_scalar(rewriter, init, empty_like(rewriter, t, sources))
            for init, t in zip(init_tensors, result_types, strict=True)
        ]
        padded = padded or padded_inputs()
        reduced = [d for d in range(rank) if window.dimensions[d] != 1]
        fake = insert(rewriter, tensor.EmptyOp([], TensorType(f32, [window.dimensions[d] for d in reduced])))
        loops = rank + len(reduced)
        d = [AffineExpr.dimension(i) for i in range(loops)]
        input_map = []
        for i in range(rank):
            expr = d[i] * window.strides[i] if window.strides[i] != 1 else d[i]
            if i in reduced:
                w = d[rank + reduced.index(i)]
                expr = expr + (w * window.window_dilations[i] if window.window_dilations[i] != 1 else w)
            input_map.append(expr)
        maps = affine_maps(loops, *[input_map] * count, d[rank:], *[d[:rank]] * count)
        iterators = ["parallel"] * rank + ["reduction"] * len(reduced)
        results = generic(rewriter, [*padded, fake], inits, maps, iterators, block)
        unsigned = [TensorType(element_type_of(r.type), v.type.get_shape()) for v, r in zip(results, op.results)]
        rewriter.replace(op, (), [cast_tensor(rewriter, v, t) for v, t in zip(results, unsigned, strict=True)])

    @staticmethod
    def _poolings(op: Operation, window: Window, rank: int) -> list[type[Operation]] | None:
        """The linalg.pooling op computing each result, if every result has one."""
        count = len(op.results)
        ends = [0, rank - 1]
        if (
            rank not in POOLING_LAYOUTS
            or any(p != (0, 0) for p in window.padding)
            or any(b != 1 for b in window.base_dilations)
        ):
            return None
        if any((window.dimensions[d], window.strides[d], window.window_dilations[d]) != (1, 1, 1) for d in ends):
            return None
        if any(not isinstance(element_type_of(v.type), Float32Type) for v in op.operands[:count]):
            return None
        kinds = [POOLING_KINDS.get(reduction_of(op.regions[0].block, i, count) or "") for i in range(count)]
        if None in kinds:
            return None
        names = [f"linalg.pooling_{POOLING_LAYOUTS[rank]}_{kind}" for kind in kinds]
        return [next(p for p in linalg.POOLING_OPS if p.name == name) for name in names]

    @staticmethod
    def _pool(
        rewriter: PatternRewriter,
        pooling: type[Operation],
        value: SSAValue,
        init: SSAValue,
        result_type: TensorType,
        window: Window,
    ) -> SSAValue:
        """The pooling op of `value` into `result_type` filled with `init`: mlir-hlo's window operand, the
        result's `tensor.empty` (with the `?` sizes of the windows that fit), the init value and its fill."""
        rank = result_type.get_num_dims()
        spatial = range(1, rank - 1)
        fake = insert(rewriter, tensor.EmptyOp([], TensorType(f32, [window.dimensions[d] for d in spatial])))
        sources: list[Source] = [(value, d) for d in range(rank)]
        for d in spatial:
            if result_type.get_shape()[d] == DYNAMIC:
                extent = (window.dimensions[d] - 1) * window.window_dilations[d] + 1
                sources[d] = window_output_size(rewriter, value, d, extent, window.strides[d])
        empty = empty_like(rewriter, result_type, sources)
        filled_init = insert(rewriter, FillOp([extract_scalar(rewriter, init)], [empty], [result_type]))
        attrs = {
            "dilations": _dense_i64([window.window_dilations[d] for d in spatial], vector=True),
            "strides": _dense_i64([window.strides[d] for d in spatial], vector=True),
        }
        return insert(rewriter, window_op(pooling, [value, fake], filled_init, attrs))


def _broadcast_scalar(rewriter: PatternRewriter, scalar_tensor: SSAValue, init: SSAValue) -> SSAValue:
    """A generic writing the element of the rank-0 `scalar_tensor` everywhere in `init`, as mlir-hlo lowers the
    `mhlo.broadcast` of an init value: maps `(d0, d1) -> ()` and `(d0, d1) -> (d0, d1)`."""
    rank = init.type.get_num_dims()
    element = element_type_of(init.type)
    block = Block(arg_types=[element, element])
    block.add_op(YieldOp(block.args[0]))
    identity = [AffineExpr.dimension(d) for d in range(rank)]
    maps = affine_maps(rank, [], identity)
    (result,) = generic(rewriter, [scalar_tensor], [init], maps, ["parallel"] * rank, block)
    return result


# ---------------------------------------------------------------------------
# select_and_scatter


def _index_constant(block: Block, value: int) -> SSAValue:
    return scalar.emit(block, arith.ConstantOp(IntegerAttr(value, IndexType())))


def _flat_index(block: Block, indices: Sequence[SSAValue], shape: Sequence[int]) -> SSAValue:
    """Append the row-major flat index of `indices` (index values) in `shape`, as an i64."""
    flat = indices[0] if indices else _index_constant(block, 0)  # rank 0: the one position
    for index, size in zip(indices[1:], shape[1:], strict=True):
        scaled = scalar.emit(block, arith.MuliOp(flat, _index_constant(block, size)))
        flat = scalar.emit(block, arith.AddiOp(scaled, index))
    return scalar.emit(block, arith.IndexCastOp(flat, i64))


class SelectAndScatterToLinalg(RewritePattern):
    """`select_and_scatter` -> two generics: select one element per window, then scatter the source onto it.

    The first runs over (source position, window offset) loops and keeps,
    per window, the selected value and its flat window offset, as the
    `select` body decides between the kept element and each later one;
    padding (a padded i1 mask) is never selected. The second runs over
    (operand position, window offset) loops: the source position whose
    window holds an operand position at an offset is
    `(q + low - offset) / stride` when that divides; where its selection is
    that offset, the `scatter` body adds the source value. Offsets run
    backwards, so that sources are scattered in their row-major order, as XLA does. Unsigned elements are
    computed on their signless casts (the bodies' ops keep their unsigned kind: an UNSIGNED compare is `ult`).

    `?` sizes of the operand or source are read with `tensor.dim`; the source's are asserted to be the
    operand's window counts first (`select_and_scatter_checks`: the select reads the operand there), and
    the scatter, which reads the source at a position of each operand element, runs in an `scf.if` of every
    `?` source size being positive. A source of no element (a static 0) leaves the init value everywhere.
    """

    op_types = hlo_op_types("select_and_scatter")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable_with(op, hlo_op_types("select_and_scatter"), (FLOAT, SIGNED, UNSIGNED)):
            return
        operand, source, init = op.operands
        if len({element_type_of(v.type) for v in (operand, source, init, op.results[0])}) != 1:
            return  # a scatter region of a promoted element type is not lowered (failed to legalize)
        window = Window.of(op.properties, operand.type)
        rank = operand.type.get_num_dims()
        element = element_type_of(signless_type(operand.type))
        select = self._select_body(op, element, rank, window)
        trial = Block(arg_types=[element, element])
        if select is None or inline_hlo_body(trial, op.scatter.block, trial.args) is None:
            return
        # `?` sizes: the source's must be the operand's window counts (the select reads the operand there).
        index = shape_ops.IndexMath(rewriter.insert)
        source_dims = index.sizes(source)
        insert_index_checks(rewriter.insert, select_and_scatter_checks(index, op, index.sizes(operand), source_dims))
        operand, source, init = _signless_operands(rewriter, [operand, source, init])
        # The result's `?` sizes are the operand's (a static one of a `?` operand size is asserted before the op).
        result_type = signless_type(op.results[0].type)
        operand_sizes: list[Source] = [(operand, d) for d in range(rank)]
        # No window: the init value everywhere (the generics of empty loops would not verify).
        if any(isinstance(size, int) and size == 0 for size in source_dims):
            result = filled(rewriter, result_type, extract_scalar(rewriter, init), operand_sizes)
            _replace_cast_back(rewriter, op, [result])
            return
        false, true = (insert(rewriter, arith.ConstantOp(IntegerAttr(v, i1))) for v in (0, 1))
        padded = operand
        if needs_padding(window.padding, [0] * rank):
            padded = pad(rewriter, operand, window.padding, [0] * rank, zero(rewriter, element))
        source_sizes: list[Source] = [(source, d) for d in range(rank)]
        mask = filled(rewriter, TensorType(i1, operand.type.get_shape()), true, operand_sizes)
        padded_mask = pad(rewriter, mask, window.padding, [0] * rank, false)
        fake = insert(rewriter, tensor.EmptyOp([], TensorType(element, window.dimensions)))
        shape = source.type.get_shape()
        kept = [
            filled(rewriter, TensorType(element, shape), zero(rewriter, element), source_sizes),
            filled(rewriter, TensorType(i64, shape), zero(rewriter, i64), source_sizes),
            filled(rewriter, TensorType(i1, shape), false, source_sizes),
        ]
        d = [AffineExpr.dimension(i) for i in range(2 * rank)]
        windowed = [d[i] * window.strides[i] + d[rank + i] for i in range(rank)]
        maps = affine_maps(2 * rank, windowed, windowed, d[rank:], *[d[:rank]] * 3)
        iterators = ["parallel"] * rank + ["reduction"] * rank
        _, offsets, selected = generic(rewriter, [padded, padded_mask, fake], kept, maps, iterators, select)
        # Where a source position lies past the last: its size times the stride (a `?` one computed here).
        limits = [index.mul(size, stride) for size, stride in zip(source_dims, window.strides, strict=True)]
        scatter = self._scatter_body(op, element, window, offsets, selected, source, limits)
        result = filled(rewriter, result_type, extract_scalar(rewriter, init), operand_sizes)
        maps = affine_maps(2 * rank, d[rank:], d[:rank])
        if all(isinstance(size, int) for size in source_dims):
            (scattered,) = generic(rewriter, [fake], [result], maps, iterators, scatter)
        else:
            # The scatter reads the source (and selections) at a position of each operand element, which an empty
            # source does not have: it runs where every `?` source size is positive.
            positive = [index.cmp("sgt", size, 0) for size in source_dims if not isinstance(size, int)]
            for condition in positive[1:]:
                positive[0] = insert(rewriter, arith.AndIOp(positive[0], condition))
            (scattered,) = if_then_else(
                rewriter.insert, positive[0], [result],
                lambda add: _generic_op(add, [fake], [result], maps, iterators, scatter),
            )  # fmt: skip
        _replace_cast_back(rewriter, op, [scattered])

    @staticmethod
    def _select_body(op: Operation, element: Attribute, rank: int, window: Window) -> Block | None:
        block = Block(arg_types=[element, i1, element, element, i64, i1])
        value, valid, _, kept, kept_offset, has = block.args
        keep = inline_hlo_body(block, op.select.block, [kept, value])
        if keep is None:
            return None
        true = scalar.emit(block, arith.ConstantOp(IntegerAttr(1, i1)))
        replace = scalar.emit(block, arith.XOrIOp(keep[0], true))
        better = scalar.emit(block, arith.SelectOp(has, replace, true))
        take = scalar.emit(block, arith.AndIOp(valid, better))
        offsets = [scalar.emit(block, linalg.IndexOp(rank + i)) for i in range(rank)]
        offset = _flat_index(block, offsets, window.dimensions)
        results = [
            scalar.emit(block, arith.SelectOp(take, value, kept)),
            scalar.emit(block, arith.SelectOp(take, offset, kept_offset)),
            scalar.emit(block, arith.OrIOp(has, valid)),
        ]
        block.add_op(YieldOp(*results))
        return block

    @staticmethod
    def _scatter_body(
        op: Operation,
        element: Attribute,
        window: Window,
        offsets_kept: SSAValue,
        selected: SSAValue,
        source: SSAValue,
        limits: Sequence[int | SSAValue],
    ) -> Block:
        """The body of the scatter generic, reading the selections (offset, whether any) and the source;
        `limits` are the source sizes times the strides (an `index` value defined outside where `?`)."""
        rank = len(window.dimensions)
        block = Block(arg_types=[element, element])
        zero_index = _index_constant(block, 0)
        ok, positions, offsets = None, [], []
        for i in range(rank):
            q = scalar.emit(block, linalg.IndexOp(i))
            backwards = scalar.emit(block, linalg.IndexOp(rank + i))
            last = _index_constant(block, window.dimensions[i] - 1)
            offsets.append(scalar.emit(block, arith.SubiOp(last, backwards)))
            shift = _index_constant(block, window.padding[i][0] - window.dimensions[i] + 1)
            t = scalar.emit(block, arith.AddiOp(scalar.emit(block, arith.AddiOp(q, shift)), backwards))
            stride = _index_constant(block, window.strides[i])
            limit = limits[i] if isinstance(limits[i], SSAValue) else _index_constant(block, limits[i])
            conditions = [
                scalar.emit(block, arith.CmpiOp(t, zero_index, "sge")),
                scalar.emit(block, arith.CmpiOp(scalar.emit(block, arith.RemSIOp(t, stride)), zero_index, "eq")),
                scalar.emit(block, arith.CmpiOp(t, limit, "slt")),
            ]
            for condition in conditions:
                ok = condition if ok is None else scalar.emit(block, arith.AndIOp(ok, condition))
            position = scalar.emit(block, arith.DivSIOp(t, stride))
            positions.append(scalar.emit(block, arith.SelectOp(ok, position, zero_index)))
        if ok is None:  # rank 0: the one source element lands on the one operand element
            ok = scalar.emit(block, arith.ConstantOp(IntegerAttr(1, i1)))
        kept_offset = scalar.emit(block, tensor.ExtractOp(offsets_kept, positions, i64))
        has = scalar.emit(block, tensor.ExtractOp(selected, positions, i1))
        value = scalar.emit(block, tensor.ExtractOp(source, positions, element))
        same = scalar.emit(block, arith.CmpiOp(kept_offset, _flat_index(block, offsets, window.dimensions), "eq"))
        hit = scalar.emit(block, arith.AndIOp(scalar.emit(block, arith.AndIOp(ok, has)), same))
        scattered = inline_hlo_body(block, op.scatter.block, [block.args[1], value])
        block.add_op(YieldOp(scalar.emit(block, arith.SelectOp(hit, scattered[0], block.args[1]))))
        return block


# ---------------------------------------------------------------------------
# rng


LCG_MULTIPLIER, LCG_INCREMENT = 1103515245, 12345
"""The linear congruential generator of mlir-hlo's rng lowering (i32 arithmetic, wrapping)."""


class RngUniformToGeneric(RewritePattern):
    """`rng %a, %b, %shape, distribution = UNIFORM` on floats -> a generic hashing each index, as mlir-hlo's.

    The body folds the loop indices into an i32 with a linear congruential
    generator, `h = (h + index) * 1103515245 + 12345` from `h = 0`, and
    scales the unsigned result as upstream: `h * ((b - a) * 2^-32) + a`, in `[a, b]` (`b` only by float
    rounding). Stateless: every call gives the same values, as upstream's lowering does. A `?` size of the
    result is read from `%shape`:

        %c0 = arith.constant 0 : index
        %n = tensor.extract %shape[%c0] : tensor<1xi32>
        %size = arith.index_cast %n : i32 to index
        %init = tensor.empty(%size) : tensor<?xf32>
    """

    op_types = hlo_op_types("rng")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, hlo_op_types("rng")) or op.distribution != "UNIFORM":
            return
        low, high, shape = op.operands
        result_type = op.results[0].type
        if not isinstance(result_type, TensorType) or _kind(result_type) is not FLOAT or _kind(low.type) is not FLOAT:
            return
        sizes = _rng_dynamic_sizes(rewriter, result_type, shape)
        if sizes is None:
            return
        element, rank = element_type_of(result_type), result_type.get_num_dims()
        i32 = IntegerType(32)
        block = Block(arg_types=[element, element, element])
        lower_bound, upper_bound, _ = block.args
        multiplier, increment = (scalar.constant(block, v, i32) for v in (LCG_MULTIPLIER, LCG_INCREMENT))
        state = scalar.constant(block, 0, i32)
        for d in range(rank):
            index = scalar.emit(block, arith.IndexCastOp(scalar.emit(block, linalg.IndexOp(d)), i32))
            mixed = scalar.emit(block, arith.MuliOp(scalar.emit(block, arith.AddiOp(index, state)), multiplier))
            state = scalar.emit(block, arith.AddiOp(mixed, increment))
        epsilon = scalar.constant(block, 2.0**-32, element)
        scale = scalar.emit(block, arith.MulfOp(scalar.emit(block, arith.SubfOp(upper_bound, lower_bound)), epsilon))
        unit = scalar.emit(block, arith.UIToFPOp(state, element))
        value = scalar.emit(block, arith.AddfOp(scalar.emit(block, arith.MulfOp(unit, scale)), lower_bound))
        block.add_op(YieldOp(value))
        d = [AffineExpr.dimension(i) for i in range(rank)]
        maps = affine_maps(rank, [], [], d)
        init = insert(rewriter, tensor.EmptyOp(sizes, result_type))
        rewriter.replace(op, (), generic(rewriter, [low, high], [init], maps, ["parallel"] * rank, block))


def _rng_dynamic_sizes(rewriter: PatternRewriter, result_type: TensorType, shape: SSAValue) -> list[SSAValue] | None:
    """The `?` sizes of an rng result, read from its integer `shape` operand (None if that is not a ranked
    integer tensor)."""
    shape_type = shape.type
    if not isinstance(shape_type, TensorType) or not isinstance(element_type_of(shape_type), IntegerType | IndexType):
        return None
    sizes = []
    for dim, size in enumerate(result_type.get_shape()):
        if size != DYNAMIC:
            continue
        position = insert(rewriter, arith.ConstantOp(IntegerAttr(dim, IndexType())))
        extent = insert(rewriter, tensor.ExtractOp(shape, [position], element_type_of(shape_type)))
        if not isinstance(extent.type, IndexType):
            extent = insert(rewriter, arith.IndexCastOp(extent, IndexType()))
        sizes.append(extent)
    return sizes


LOWERED_OPS = frozenset(
    {
        *("reduce", "map", "einsum", "unary_einsum", "dot", "dot_general", "convolution"),
        *("reduce_window", "select_and_scatter"),
        "rng",
    }
)
"""The mnemonics of the HLO ops this module's patterns lower."""


def populate_mhlo_to_linalg_contraction_patterns(enable_primitive_ops: bool = False) -> list[RewritePattern]:
    """The patterns lowering reduce, dot, dot_general, convolution, reduce_window and batch norms to linalg.

    A reduce becomes `linalg.reduce` with `enable_primitive_ops`, a generic otherwise, as mlir-hlo's
    `hlo-legalize-to-linalg` does.
    """
    return [
        *([ReduceToLinalg()] if enable_primitive_ops else []),
        ReduceToGeneric(),
        MapToGeneric(),
        EinsumToGeneric(),
        DotToLinalg(),
        ConvolutionToLinalg(),
        ReduceWindowToLinalg(),
        SelectAndScatterToLinalg(),
        RngUniformToGeneric(),
    ]
