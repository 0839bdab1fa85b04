"""`--lhlo-legalize-to-linalg`: lower lmhlo ops on static buffers to linalg on buffers.

As mlir-hlo's pass of that name, an element-wise lmhlo op becomes a
`linalg.generic` that reads its input buffers and writes its output buffer;
its body is the scalar op that `mhlo_to_linalg_scalar` picks for the
element kind:

    "lmhlo.add"(%a, %b, %out) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()

becomes

    linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%out : memref<4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }

Also lowered: compare, select and clamp (rank-0 operands broadcast),
convert, copy, map (its computation on scalars as the body), iota
(`linalg.index`), reshape (a linearized input map), broadcast, constant (`linalg.fill` of a splat; else a private `memref.global`
copied by a generic), broadcast_in_dim, transpose, reverse and slice
(generics whose input maps place each output element), reduce (`linalg.fill`
of the init values, then a generic with reduction iterators whose body is
the lmhlo body on scalars), dot (`linalg.matmul` into a zero-filled output;
dot_general a generic), and concatenate and pad (`memref.subview`s of the
output, written by copy generics after a fill of the padding value).

reduce_window with a max, min or add body on channels-last input becomes
`linalg.pooling_{nwc,nhwc,ndhwc}_*` as in mlir-hlo. Beyond mlir-hlo's pass:
convolutions with feature or batch groups and window reversal; any other
reduce_window (several operands, any body, padding, base and window
dilation: a generic over output and window dims); gather and dynamic_slice (generics over the output whose
bodies load at data-dependent positions with `memref.load`);
dynamic_update_slice (a copy into a `memref.subview` at the clamped
starts); scatter, sort and select_and_scatter (`scf` loops on buffers, see
`lhlo_scatter_sort` and `lhlo_legalize_to_parallel_loops`); and case and
while (`scf.index_switch`/`scf.while`, see `lhlo_control_flow`).

Buffers must have static shapes and float, signless integer or i1
elements. The scratch buffers of padded convolutions and reduce_windows (and
pooling's window operand) are `memref.alloc`s without a `memref.dealloc`:
buffer-deallocation frees them after their last use, as it frees
bufferization's buffers (its precondition, upstream's, refuses input IR that
frees buffers itself). In a module that frees buffers itself (`memref.dealloc`
of its own), which the default pipeline runs without buffer-deallocation, each
is freed after the ops that read it (`release_scratch`). An lmhlo op left fails
the pass with `failed to legalize operation 'lmhlo.X'` at the op.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    Signedness,
    StridedLayoutAttr,
    StringAttr,
    TensorType,
    UnitAttr,
    i64,
)
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineExpr, AffineMap
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith, lmhlo, memref
from aiopt.dialects.hlo.attrs import enum_value
from aiopt.dialects.hlo.linalg_ops import DotDimensions
from aiopt.dialects.hlo.syntax import int_array_values
from aiopt.dialects.hlo.types import ElementKind, element_kind
from aiopt.dialects.linalg import POOLING_OPS, FillOp, GenericOp, IndexOp, MatmulOp, YieldOp
from aiopt.dialects.memref import GlobalOp
from aiopt.lowering.mhlo_to_linalg_contraction import POOLING_LAYOUTS
from aiopt.lowering.mhlo_to_linalg_scalar import SCALAR_OPS, compare, convert, emit, scalar_op
from aiopt.lowering.mhlo_to_linalg_utils import dot_indexing_maps
from aiopt.reference.loop import TEMPORARIES
from aiopt.support.conversion import ConversionTarget
from aiopt.support.passes import DiagnosticPass
from aiopt.support.sparse_elements import SparseElementsAttr
from aiopt.transforms.buffer_deallocation import frees_its_buffers

LOWERED_KINDS = (ElementKind.FLOAT, ElementKind.SIGNED, ElementKind.PRED)

# ---------------------------------------------------------------------------
# Helpers shared with the affine and parallel-loop lowerings


def buffer_kind(type_: Attribute, dynamic: bool = False) -> ElementKind | None:
    """The element kind of a lowerable buffer (static memref, or any with `dynamic`, of float, signless integer
    or i1), else None."""
    if not isinstance(type_, MemRefType) or not (dynamic or type_.has_static_shape()):
        return None
    element = type_.get_element_type()
    if isinstance(element, IntegerType) and element.signedness.data != Signedness.SIGNLESS:
        return None
    kind = element_kind(element)
    return kind if kind in LOWERED_KINDS else None


CONTROL_FLOW = (lmhlo.CaseOp, lmhlo.WhileOp)
"""lmhlo ops whose regions hold whole buffer programs, lowered with everything else (not bodies on scalars)."""


def in_scalar_body(op: Operation) -> bool:
    """Whether `op` is in the body of a reduce, map, sort... (lmhlo ops on rank-0 buffers standing for scalars)."""
    parent = op.parent_op()
    return parent is not None and parent.dialect_name() == "lmhlo" and not isinstance(parent, CONTROL_FLOW)


def lowerable(op: Operation, dynamic: bool = False) -> bool:
    """An lmhlo op on lowerable buffers (dynamic sizes allowed with `dynamic`), outside the body of another
    lmhlo op (a body on scalars)."""
    return (
        op.name.startswith("lmhlo.")
        and not in_scalar_body(op)
        and all(buffer_kind(v.type, dynamic) for v in op.operands)
    )


def split(op: Operation) -> tuple[Sequence[SSAValue], Sequence[SSAValue]]:
    """The input and output buffers of an lmhlo op (its last operand definition holds the outputs)."""
    name, _ = op.get_irdl_definition().operands[-1]
    outputs = getattr(op, name)
    count = 1 if isinstance(outputs, SSAValue) else len(outputs)
    return op.operands[: len(op.operands) - count], op.operands[len(op.operands) - count :]


ELEMENTWISE = frozenset({*SCALAR_OPS, "compare", "select", "clamp", "convert", "copy"})
"""lmhlo mnemonics that compute each output element from the input elements at the same index."""


def emit_elementwise(block: Block, op: Operation, args: Sequence[SSAValue]) -> SSAValue | None:
    """Append the scalar computation of element-wise lmhlo `op` on elements `args`; None if unsupported."""
    mnemonic = op.name.removeprefix("lmhlo.")
    inputs, outputs = split(op)
    if mnemonic == "copy":
        return args[0]
    if mnemonic == "select":
        return emit(block, arith.SelectOp(*args))
    if mnemonic == "convert":
        return convert(block, args[0], inputs[0].type.get_element_type(), outputs[0].type.get_element_type())
    compare_type = op.properties.get("compare_type")
    direction = enum_value(op.properties.get("comparison_direction")) if mnemonic == "compare" else None
    kind = element_kind(inputs[0].type.get_element_type())
    if mnemonic == "clamp":
        low, value, high = args
        if kind not in SCALAR_OPS["maximum"]:
            return None
        return scalar_op(block, "minimum", kind, [scalar_op(block, "maximum", kind, [value, low]), high])
    if mnemonic == "compare":
        return compare(block, direction, enum_value(compare_type) if compare_type else None, kind, *args)
    if kind not in SCALAR_OPS.get(mnemonic, {}):
        return None
    return scalar_op(block, mnemonic, kind, args)


def elementwise_computable(op: Operation) -> bool:
    """Whether `emit_elementwise` has the scalar computation of `op`'s element types."""
    inputs, _ = split(op)
    probe = Block(arg_types=[v.type.get_element_type() for v in inputs])
    return emit_elementwise(probe, op, probe.args) is not None


def region_computable(op: Operation) -> bool:
    """Whether `scalarize_region` can compute the body of `op` on buffers."""
    _, outputs = split(op)
    body = op.regions[0].block
    count = len(body.args) - len(outputs)
    probe = Block(arg_types=[t.get_element_type() for t in body.arg_types[:count]])
    return scalarize_region(probe, op.regions[0], probe.args) is not None


def scalarize_region(block: Block, region: Region, args: Sequence[SSAValue]) -> list[SSAValue] | None:
    """Append the computation of an lmhlo body on buffers to `block`, on scalars `args`; return its results.

    The body takes rank-0 buffers (the arguments, then one output per
    result), computes with element-wise lmhlo ops into `memref.alloc`
    temporaries and `lmhlo.copy`s into the outputs. None if it does anything else.
    """
    body = region.block
    values: dict[SSAValue, SSAValue] = dict(zip(body.args, args))
    for op in body.ops:
        if op.name in TEMPORARIES or isinstance(op, lmhlo.TerminatorOp):
            continue
        if op.name.removeprefix("lmhlo.") not in ELEMENTWISE or any(v not in values for v in split(op)[0]):
            return None
        inputs, outputs = split(op)
        result = emit_elementwise(block, op, [values[v] for v in inputs])
        if result is None:
            return None
        values[outputs[0]] = result
    outputs = body.args[len(args) :]
    return [values[v] for v in outputs] if all(v in values for v in outputs) else None


def affine_map(num_dims: int, exprs: Sequence[AffineExpr | int | None]) -> AffineMapAttr:
    """A map of `num_dims` dims: an int is that dim, None the constant 0, an expression itself."""
    results = [
        AffineExpr.constant(0) if e is None else AffineExpr.dimension(e) if isinstance(e, int) else e for e in exprs
    ]
    return AffineMapAttr(AffineMap(num_dims, 0, tuple(results)))


def broadcast_exprs(op: Operation) -> list[int | None]:
    """The broadcast_in_dim operand map: operand dim i reads output dim dims[i], or 0 where size 1 expands."""
    operand_shape, output_shape = op.operands[0].type.get_shape(), op.operands[1].type.get_shape()
    dims = int_array_values(op.properties["broadcast_dimensions"])
    return [None if size == 1 and output_shape[d] != 1 else d for size, d in zip(operand_shape, dims)]


def transpose_exprs(op: Operation) -> list[int]:
    """The transpose operand map: operand dim j is read at output dim i where permutation[i] = j."""
    permutation = list(int_array_values(op.properties["permutation"]))
    return [permutation.index(j) for j in range(len(permutation))]


def reverse_exprs(op: Operation) -> list[AffineExpr]:
    """The reverse operand map: `size - 1 - d` along reversed dims."""
    shape = op.operands[0].type.get_shape()
    reversed_dims = set(int_array_values(op.properties["dimensions"]))
    return [
        AffineExpr.constant(size - 1) - AffineExpr.dimension(d) if d in reversed_dims else AffineExpr.dimension(d)
        for d, size in enumerate(shape)
    ]


def slice_exprs(op: Operation) -> list[AffineExpr]:
    """The slice operand map: `start + d * stride`."""
    starts = int_array_values(op.properties["start_indices"])
    strides = int_array_values(op.properties["strides"])
    return [AffineExpr.dimension(d) * stride + start for d, (start, stride) in enumerate(zip(starts, strides))]


def reshape_exprs(op: Operation) -> list[AffineExpr]:
    """The reshape operand map: the output index, linearized row-major, delinearized in the operand's shape."""
    operand_shape, output_shape = op.operands[0].type.get_shape(), op.operands[1].type.get_shape()
    flat = AffineExpr.constant(0)
    for d, size in enumerate(output_shape):
        flat = AffineExpr.dimension(d) if d == 0 else flat * size + AffineExpr.dimension(d)
    exprs = []
    stride = 1
    for size in reversed(operand_shape):
        index = flat if stride == 1 else flat // stride
        exprs.append(index if len(exprs) == len(operand_shape) - 1 else index % size)
        stride *= size
    return exprs[::-1]


def broadcast_op_exprs(op: Operation) -> list[int]:
    """The lmhlo.broadcast operand map: operand dim i is output dim len(broadcast_sizes) + i."""
    added = len(int_array_values(op.properties["broadcast_sizes"]))
    return [added + d for d in range(op.operands[0].type.get_num_dims())]


INDEX_MAPS: dict[str, Callable[[Operation], list]] = {
    "broadcast": broadcast_op_exprs,
    "reshape": reshape_exprs,
    "broadcast_in_dim": broadcast_exprs,
    "transpose": transpose_exprs,
    "reverse": reverse_exprs,
    "slice": slice_exprs,
}
"""Data-movement ops as one input map over the output's index space."""


# ---------------------------------------------------------------------------
# Builders


def buffer_generic(
    rewriter: PatternRewriter,
    inputs: Sequence[SSAValue],
    outputs: Sequence[SSAValue],
    maps: Sequence[AffineMapAttr],
    iterators: Sequence[str],
    body: Callable[[Block, Sequence[SSAValue]], Sequence[SSAValue] | None],
) -> bool:
    """Insert a `linalg.generic` on buffers; `body(block, args)` appends ops and returns the yielded values.

    Returns False (inserting nothing) when `body` returns None.
    """
    block = Block(arg_types=[v.type.get_element_type() for v in (*inputs, *outputs)])
    values = body(block, block.args)
    if values is None:
        return False
    block.add_op(YieldOp(*values))
    iterator_attrs = [IteratorTypeAttr(IteratorType(it)) for it in iterators]
    rewriter.insert(GenericOp(inputs, outputs, Region(block), maps, iterator_attrs))
    return True


def identity_maps(rank: int, count: int) -> list[AffineMapAttr]:
    return [affine_map(rank, range(rank))] * count


def fill(rewriter: PatternRewriter, value: SSAValue, output: SSAValue) -> None:
    """Insert `linalg.fill ins(value) outs(output)`."""
    rewriter.insert(FillOp([value], [output], []))


def load_scalar(rewriter: PatternRewriter, buffer: SSAValue) -> SSAValue:
    """Insert `memref.load %buffer[]` of a rank-0 buffer; return the element."""
    load = memref.LoadOp.get(buffer, [])
    rewriter.insert(load)
    return load.res


def copy_into(rewriter: PatternRewriter, source: SSAValue, target: SSAValue) -> None:
    """Insert a copy generic from `source` into `target` (same shape)."""
    rank = source.type.get_num_dims()
    buffer_generic(rewriter, [source], [target], identity_maps(rank, 2), ["parallel"] * rank, lambda b, a: [a[0]])


def subview(rewriter: PatternRewriter, source: SSAValue, offsets, sizes, strides) -> SSAValue:
    """Insert a static `memref.subview` of `source`; return the view."""
    view = memref.SubviewOp.from_static_parameters(source, source.type, list(offsets), list(sizes), list(strides))
    rewriter.insert(view)
    return view.result


# ---------------------------------------------------------------------------
# Patterns


class ElementwiseToGeneric(RewritePattern):
    """`"lmhlo.add"(%a, %b, %out)` (and every ELEMENTWISE op) -> a parallel `linalg.generic` on the buffers.

    Buffers of dynamic sizes are lowered too: the generic's loops take the operands' sizes.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not lowerable(op, dynamic=True) or op.name.removeprefix("lmhlo.") not in ELEMENTWISE:
            return
        inputs, outputs = split(op)
        rank = outputs[0].type.get_num_dims()
        # A rank-0 operand (select's scalar predicate) is read at () for every element.
        maps = [affine_map(rank, range(rank) if v.type.get_num_dims() == rank else []) for v in (*inputs, *outputs)]

        def body(block: Block, args: Sequence[SSAValue]) -> list[SSAValue] | None:
            value = emit_elementwise(block, op, args[: len(inputs)])
            return None if value is None else [value]

        if buffer_generic(rewriter, inputs, outputs, maps, ["parallel"] * rank, body):
            rewriter.erase(op)


class MapToGeneric(RewritePattern):
    """`lmhlo.map` -> a parallel generic whose body is the map's computation on scalars."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.MapOp) or not lowerable(op) or not region_computable(op):
            return
        rank = op.output.type.get_num_dims()
        count = len(op.inputs)
        maps = identity_maps(rank, count + 1)

        def body(block: Block, args: Sequence[SSAValue]) -> list[SSAValue] | None:
            return scalarize_region(block, op.computation, args[:count])

        buffer_generic(rewriter, op.inputs, [op.output], maps, ["parallel"] * rank, body)
        rewriter.erase(op)


class DataMovementToGeneric(RewritePattern):
    """`lmhlo.broadcast_in_dim/transpose/reverse/slice` -> a copy generic whose input map places the elements."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        mnemonic = op.name.removeprefix("lmhlo.")
        if not lowerable(op) or mnemonic not in INDEX_MAPS:
            return
        operand, output = op.operands
        rank = output.type.get_num_dims()
        maps = [affine_map(rank, INDEX_MAPS[mnemonic](op)), affine_map(rank, range(rank))]
        buffer_generic(rewriter, [operand], [output], maps, ["parallel"] * rank, lambda b, a: [a[0]])
        rewriter.erase(op)


def iota_element(block: Block, index: SSAValue, element: Attribute) -> SSAValue | None:
    """Append the conversion of loop index `index` to an iota element of type `element`; None for i1."""
    if element_kind(element) not in (ElementKind.FLOAT, ElementKind.SIGNED):
        return None
    as_int = emit(block, arith.IndexCastOp(index, i64))
    return convert(block, as_int, i64, element)


class IotaToGeneric(RewritePattern):
    """`lmhlo.iota` -> a generic without inputs yielding `linalg.index iota_dimension`, cast to the element type."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.IotaOp) or not lowerable(op):
            return
        output = op.output
        rank = output.type.get_num_dims()
        dimension = op.iota_dimension.value.data

        def body(block: Block, args: Sequence[SSAValue]) -> list[SSAValue] | None:
            value = iota_element(block, emit(block, IndexOp(dimension)), output.type.get_element_type())
            return None if value is None else [value]

        if buffer_generic(rewriter, [], [output], [affine_map(rank, range(rank))], ["parallel"] * rank, body):
            rewriter.erase(op)


class ConstantToLinalg(RewritePattern):
    """`lmhlo.constant` -> `linalg.fill` of a splat, or `memref.copy` from a private constant `memref.global`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ConstantOp) or not lowerable(op):
            return
        value, output = elements_value(op), op.output
        if value is None:
            return
        if (element := uniform_element(value)) is not None:
            scalar = arith.ConstantOp(scalar_attr(element, output.type.get_element_type()))
            rewriter.insert(scalar)
            fill(rewriter, scalar.result, output)
        else:
            copy_into(rewriter, global_constant(rewriter, op, value), output)
        rewriter.erase(op)


def elements_value(op: lmhlo.ConstantOp) -> DenseIntOrFPElementsAttr | DenseResourceAttr | None:
    """The elements of the constant's value: dense ones (a sparse one's listed elements, zero elsewhere), or a
    `dense_resource` blob (a global's initial value as it is, as upstream's bufferization keeps it)."""
    value = op.value
    if isinstance(value, SparseElementsAttr):
        return value.to_dense()
    return value if isinstance(value, DenseIntOrFPElementsAttr | DenseResourceAttr) else None


def uniform_element(value: DenseIntOrFPElementsAttr | DenseResourceAttr) -> int | float | None:
    """The one value of all the elements (0 for no element), or None where they differ or are a blob's (whose
    elements are not read at compile time)."""
    if isinstance(value, DenseResourceAttr):
        return None
    values = value.get_values()
    return (values[0] if values else 0) if len(set(values)) <= 1 else None


def scalar_attr(value, element: Attribute) -> Attribute:
    """The integer or float attribute of `value` with type `element`."""
    if isinstance(element, IntegerType):
        return IntegerAttr(int(value), element)
    return FloatAttr(float(value), element)


def global_constant(
    rewriter: PatternRewriter, op: lmhlo.ConstantOp, value: DenseIntOrFPElementsAttr | DenseResourceAttr
) -> SSAValue:
    """A private constant `memref.global` of `value`, the value of `op` (added to the module), and its
    `memref.get_global`."""
    module = op.get_toplevel_object()
    name = _global_name(module)
    visibility, type_ = StringAttr("private"), op.output.type
    properties = {"sym_name": StringAttr(name), "type": type_, "initial_value": value}
    global_op = GlobalOp.build(properties=properties | {"sym_visibility": visibility, "constant": UnitAttr()})
    rewriter.insert(global_op, InsertPoint.at_start(module.body.block))
    get = memref.GetGlobalOp(name, type_)
    rewriter.insert(get)
    return get.memref


def _global_name(module: Operation) -> str:
    """A fresh `__constant_N` symbol name in `module`."""
    names = {op.sym_name.data for op in module.walk() if isinstance(op, memref.GlobalOp)}
    return next(f"__constant_{i}" for i in range(len(names) + 1) if f"__constant_{i}" not in names)


class ReduceToGeneric(RewritePattern):
    """`lmhlo.reduce` -> fill the outputs with the init values, then a generic with reduction iterators.

    The iteration space is the input's; the outputs read the kept dimensions;
    the body is the lmhlo body on scalars: `(acc..., value...) -> acc...`.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ReduceOp) or not lowerable(op):
            return
        inputs, inits, outputs = op.inputs, op.init_values, op.out
        rank = inputs[0].type.get_num_dims()
        dims = set(int_array_values(op.dimensions))
        kept = [d for d in range(rank) if d not in dims]
        block = Block(arg_types=[v.type.get_element_type() for v in (*inputs, *outputs)])
        count = len(inputs)
        results = scalarize_region(block, op.body, [*block.args[count:], *block.args[:count]])
        if results is None:
            return
        for init, output in zip(inits, outputs):
            fill(rewriter, load_scalar(rewriter, init), output)
        block.add_op(YieldOp(*results))
        maps = [*identity_maps(rank, count), *[affine_map(rank, kept)] * count]
        iterators = [IteratorTypeAttr(IteratorType("reduction" if d in dims else "parallel")) for d in range(rank)]
        rewriter.insert(GenericOp(inputs, outputs, Region(block), maps, iterators))
        rewriter.erase(op)


class DotToLinalg(RewritePattern):
    """`lmhlo.dot`/`dot_general` -> zero-fill the output, then `linalg.matmul` (2-D) or a contraction generic."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, (lmhlo.DotOp, lmhlo.DotGeneralOp)) or not lowerable(op):
            return
        lhs, rhs, output = op.operands
        element = output.type.get_element_type()
        kind = buffer_kind(output.type)
        if kind not in (ElementKind.FLOAT, ElementKind.SIGNED) or {lhs.type.element_type, rhs.type.element_type} != {
            element
        }:
            return
        dims = DotDimensions.of(op.dot_dimension_numbers)
        zero = arith.ConstantOp(scalar_attr(0, element))
        rewriter.insert(zero)
        fill(rewriter, zero.result, output)
        if dims == DotDimensions((), (), (1,), (0,)) and lhs.type.get_num_dims() == rhs.type.get_num_dims() == 2:
            rewriter.insert(MatmulOp([lhs, rhs], [output], []))
        else:
            maps = dot_indexing_maps(dims, lhs.type.get_num_dims(), rhs.type.get_num_dims())
            parallel = output.type.get_num_dims()
            iterators = ["parallel"] * parallel + ["reduction"] * len(dims.lhs_contracting)

            def body(block: Block, args: Sequence[SSAValue]) -> list[SSAValue]:
                product = scalar_op(block, "multiply", kind, args[:2])
                return [scalar_op(block, "add", kind, [args[2], product])]

            buffer_generic(rewriter, [lhs, rhs], [output], maps, iterators, body)
        rewriter.erase(op)


class ConcatenateToSubviews(RewritePattern):
    """`lmhlo.concatenate` -> each operand copied into its `memref.subview` of the output."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ConcatenateOp) or not lowerable(op):
            return
        dimension = op.dimension.value.data
        offset = 0
        for value in op.val:
            shape = value.type.get_shape()
            offsets = [offset if d == dimension else 0 for d in range(len(shape))]
            copy_into(rewriter, value, subview(rewriter, op.output, offsets, shape, [1] * len(shape)))
            offset += shape[dimension]
        rewriter.erase(op)


class PadToSubview(RewritePattern):
    """`lmhlo.pad` (no negative padding) -> fill the output with the padding value, copy into a strided subview."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.PadOp) or not lowerable(op):
            return
        low = int_array_values(op.edge_padding_low)
        high = int_array_values(op.edge_padding_high)
        interior = int_array_values(op.interior_padding)
        if min((*low, *high, *interior), default=0) < 0:
            return
        fill(rewriter, load_scalar(rewriter, op.padding_value), op.output)
        shape = op.operand.type.get_shape()
        view = subview(rewriter, op.output, low, shape, [i + 1 for i in interior])
        copy_into(rewriter, op.operand, view)
        rewriter.erase(op)


@dataclass(frozen=True)
class ConvLoops:
    """A convolution as a loop nest: batch, output spatial, output feature (parallel), then kernel spatial and
    input feature (reduction), with the input, kernel and output indices as affine expressions of those loops."""

    sizes: list[int]
    parallel: int
    input_exprs: list[AffineExpr]
    kernel_exprs: list[AffineExpr]
    output_exprs: list[AffineExpr]


def conv_loops(op: lmhlo.ConvolutionOp) -> ConvLoops:
    """The loop nest of a convolution; the input is read from the padded (and lhs-dilated) buffer.

    With feature groups G, output feature f reads the input features of its
    group: `(f floordiv (O / G)) * C_g + c`, c over the kernel's C_g input
    features. With batch groups B, output feature f reads the input batch
    `(f floordiv (O / B)) * N_out + n`. Along a reversed window dimension,
    kernel element k meets input element `K - 1 - k` of the window.
    """
    numbers = op.dimension_numbers.data
    spatial = len(numbers.input_spatial)
    reversal = op.window_reversal
    reversed_dims = [bool(r) for r in reversal.get_values()] if reversal is not None else [False] * spatial
    feature_groups, batch_groups = op.feature_group_count.value.data, op.batch_group_count.value.data
    strides = window_values(op, "window_strides", spatial, 1)
    rhs_dilation = window_values(op, "rhs_dilation", spatial, 1)
    kernel_shape, output_shape = op.rhs.type.get_shape(), op.output.type.get_shape()
    output_dims = list(range(1, 1 + spatial))
    feature, kernel_dims, channel = 1 + spatial, list(range(2 + spatial, 2 + 2 * spatial)), 2 + 2 * spatial
    dim = AffineExpr.dimension
    input_exprs = [dim(0)] * (spatial + 2)
    outputs_per_feature_group = output_shape[numbers.output_feature] // feature_groups
    outputs_per_batch_group = output_shape[numbers.output_feature] // batch_groups
    kernel_channels = kernel_shape[numbers.kernel_input_feature]
    input_exprs[numbers.input_batch] = dim(0)
    if batch_groups != 1:
        group = dim(feature) // outputs_per_batch_group
        input_exprs[numbers.input_batch] = group * output_shape[numbers.output_batch] + dim(0)
    input_exprs[numbers.input_feature] = dim(channel)
    if feature_groups != 1:
        input_exprs[numbers.input_feature] = (dim(feature) // outputs_per_feature_group) * kernel_channels + dim(
            channel
        )
    kernel_exprs = [dim(0)] * (spatial + 2)
    kernel_exprs[numbers.kernel_input_feature] = dim(channel)
    kernel_exprs[numbers.kernel_output_feature] = dim(feature)
    output_exprs = [dim(0)] * (spatial + 2)
    output_exprs[numbers.output_batch] = dim(0)
    output_exprs[numbers.output_feature] = dim(feature)
    for i in range(spatial):
        # A reversed window pairs kernel element k with input element K - 1 - k of the window.
        tap = dim(kernel_dims[i])
        if reversed_dims[i]:
            tap = AffineExpr.constant(kernel_shape[numbers.kernel_spatial[i]] - 1) - tap
        input_exprs[numbers.input_spatial[i]] = dim(output_dims[i]) * strides[i] + tap * rhs_dilation[i]
        kernel_exprs[numbers.kernel_spatial[i]] = dim(kernel_dims[i])
        output_exprs[numbers.output_spatial[i]] = dim(output_dims[i])
    sizes = [
        output_shape[numbers.output_batch],
        *(output_shape[d] for d in numbers.output_spatial),
        output_shape[numbers.output_feature],
        *(kernel_shape[d] for d in numbers.kernel_spatial),
        kernel_shape[numbers.kernel_input_feature],
    ]
    return ConvLoops(sizes, spatial + 2, input_exprs, kernel_exprs, output_exprs)


def window_values(op: Operation, name: str, count: int, default: int) -> list[int]:
    """The values of window property `name` of `op`, or `count` times `default` when it is absent."""
    attr = op.properties.get(name)
    return list(int_array_values(attr)) if attr is not None else [default] * count


def conv_input_padding(op: lmhlo.ConvolutionOp) -> tuple[list[int], list[int], list[int]] | None:
    """Per input dimension: low and high padding and interior (lhs dilation - 1); None when there is none.

    Negative padding is not supported (raises ValueError)."""
    numbers = op.dimension_numbers.data
    spatial = len(numbers.input_spatial)
    rank = spatial + 2
    padding = window_values(op, "padding", 2 * spatial, 0)
    dilation = window_values(op, "lhs_dilation", spatial, 1)
    low, high, interior = [0] * rank, [0] * rank, [0] * rank
    for i, d in enumerate(numbers.input_spatial):
        low[d], high[d], interior[d] = padding[2 * i], padding[2 * i + 1], dilation[i] - 1
    if min(low + high) < 0:
        raise ValueError("negative convolution padding")
    return (low, high, interior) if any(low + high + interior) else None


def padded_shape(shape: Sequence[int], low, high, interior) -> list[int]:
    return [lo + size + max(size - 1, 0) * i + hi for size, lo, hi, i in zip(shape, low, high, interior)]


class ConvolutionToGeneric(RewritePattern):
    """`lmhlo.convolution` -> zero-fill the output, then a generic over (batch, spatial, feature | window, channel).

    A padded or lhs-dilated input is first copied into a zero-filled
    `memref.alloc` through a strided `memref.subview` (freed by buffer-deallocation, or after the
    generic: `release_scratch`).
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ConvolutionOp) or not lowerable(op):
            return
        kind = buffer_kind(op.output.type)
        if kind not in (ElementKind.FLOAT, ElementKind.SIGNED):
            return
        loops = conv_loops(op)
        try:
            padding = conv_input_padding(op)
        except ValueError:
            return
        element = op.output.type.get_element_type()
        zero = arith.ConstantOp(scalar_attr(0, element))
        rewriter.insert(zero)
        source = op.lhs
        if padding is not None:
            padded_type = MemRefType(element, padded_shape(op.lhs.type.get_shape(), *padding))
            buffer = memref.AllocOp([], [], padded_type)
            rewriter.insert(buffer)
            fill(rewriter, zero.result, buffer.memref)
            low, _, interior = padding
            view = subview(rewriter, buffer.memref, low, op.lhs.type.get_shape(), [i + 1 for i in interior])
            copy_into(rewriter, op.lhs, view)
            source = buffer.memref
        fill(rewriter, zero.result, op.output)
        num_dims = len(loops.sizes)
        maps = [affine_map(num_dims, exprs) for exprs in (loops.input_exprs, loops.kernel_exprs, loops.output_exprs)]
        iterators = ["parallel"] * loops.parallel + ["reduction"] * (num_dims - loops.parallel)

        def body(block: Block, args: Sequence[SSAValue]) -> list[SSAValue]:
            return [scalar_op(block, "add", kind, [args[2], scalar_op(block, "multiply", kind, args[:2])])]

        buffer_generic(rewriter, [source, op.rhs], [op.output], maps, iterators, body)
        release_scratch(rewriter, op, [source] if source is not op.lhs else [])
        rewriter.erase(op)


# ---------------------------------------------------------------------------
# Windows and data-dependent indices (beyond mlir-hlo's pass, which leaves them)


def window_padding(op: Operation, rank: int) -> tuple[list[int], list[int], list[int]] | None:
    """Low, high and interior padding (base dilation - 1) of the inputs of a reduce_window; None if negative."""
    padding = window_values(op, "padding", 2 * rank, 0)
    if min(padding, default=0) < 0:
        return None
    return padding[0::2], padding[1::2], [b - 1 for b in window_values(op, "base_dilations", rank, 1)]


def release_scratch(rewriter: PatternRewriter, op: Operation, buffers: Sequence[SSAValue]) -> None:
    """`memref.dealloc` of each scratch buffer of `op`'s lowering, after the ops that read it, where the module
    frees buffers itself (`buffer_deallocation.frees_its_buffers`: the default pipeline runs no
    buffer-deallocation on it, whose precondition refuses it); nothing elsewhere, where buffer-deallocation
    frees each `memref.alloc` after its last use (a `memref.dealloc` there would fail that precondition):

        %pad = memref.alloc() : memref<1x6x8x2xf32>
        ...
        linalg.generic ins(%pad, %k : ...) outs(%out : ...)
        memref.dealloc %pad : memref<1x6x8x2xf32>   // only in a module with memref.dealloc of its own
    """
    if buffers and frees_its_buffers(op):
        for buffer in buffers:
            rewriter.insert(memref.DeallocOp.get(buffer))


def padded_window_inputs(
    rewriter: PatternRewriter, op: Operation, inputs: Sequence[SSAValue], inits: Sequence[SSAValue]
) -> tuple[list[SSAValue], list[SSAValue]] | None:
    """Each reduce_window input copied into a buffer filled with its init value, padded and base-dilated.

    Returns the inputs to read (the originals when there is no padding or
    dilation); None for negative padding. The buffers are not freed here
    (`release_scratch`).
    """
    shape = inputs[0].type.get_shape()
    padding = window_padding(op, len(shape))
    if padding is None:
        return None
    lows, highs, interior = padding
    if not any((*lows, *highs, *interior)):
        return list(inputs)
    sources = []
    for value, init in zip(inputs, inits):
        padded = memref.AllocOp(
            [], [], MemRefType(value.type.get_element_type(), padded_shape(shape, lows, highs, interior))
        )
        rewriter.insert(padded)
        fill(rewriter, init, padded.memref)
        copy_into(rewriter, value, subview(rewriter, padded.memref, lows, shape, [i + 1 for i in interior]))
        sources.append(padded.memref)
    return sources


POOLING_KINDS = {
    "arith.maximumf": "max",
    "arith.maxsi": "max",
    "arith.minimumf": "min",
    "arith.minsi": "min",
    "arith.addf": "sum",
    "arith.addi": "sum",
}
"""Scalar ops of a one-op reduce_window body and the `linalg.pooling_*` kind that computes them."""


def pooling_op(op: lmhlo.ReduceWindowOp) -> type[Operation] | None:
    """The `linalg.pooling_{nwc,nhwc,ndhwc}_{max,min,sum}` op that computes a single-input reduce_window, if one does.

    The body must be one max, min or add of its two arguments (i1 excluded);
    the window must span one element of the batch and feature dims (first and
    last) with unit strides and dilations there.
    """
    source = op.inputs[0]
    rank = source.type.get_num_dims()
    if len(op.inputs) != 1 or rank not in POOLING_LAYOUTS or buffer_kind(source.type) is ElementKind.PRED:
        return None
    probe = Block(arg_types=[source.type.get_element_type()] * 2)
    results = scalarize_region(probe, op.body, probe.args)
    body = list(probe.ops)
    if (
        results is None
        or len(body) != 1
        or set(body[0].operands) != set(probe.args)
        or results != list(body[0].results)
    ):
        return None
    kind = POOLING_KINDS.get(body[0].name)
    window = window_values(op, "window_dimensions", rank, 1)
    strides = window_values(op, "window_strides", rank, 1)
    dilations = window_values(op, "window_dilations", rank, 1)
    if kind is None or any((window[d], strides[d], dilations[d]) != (1, 1, 1) for d in (0, rank - 1)):
        return None
    name = f"linalg.pooling_{POOLING_LAYOUTS[rank]}_{kind}"
    return next(p for p in POOLING_OPS if p.name == name)


class ReduceWindowToPooling(RewritePattern):
    """`lmhlo.reduce_window` with a max/min/add body on channels-last input -> `linalg.pooling_*` on buffers.

    As in upstream mlir-hlo: the output is filled with the init value, a
    padded or base-dilated input is first copied into a buffer filled with it,
    and a `memref.alloc` of the spatial window's shape is the pooling op's
    window operand (only its shape matters):

        linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
            ins(%in, %window : memref<1x4x4x1xf32>, memref<2x2xf32>) outs(%out : memref<1x2x2x1xf32>)
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ReduceWindowOp) or not lowerable(op):
            return
        pooling = pooling_op(op)
        rank = op.inputs[0].type.get_num_dims()
        if pooling is None or window_padding(op, rank) is None:
            return
        (init,) = [load_scalar(rewriter, v) for v in op.init_values]
        (source,) = padded_window_inputs(rewriter, op, op.inputs, [init])
        (output,) = op.out
        fill(rewriter, init, output)
        spatial = range(1, rank - 1)
        window = window_values(op, "window_dimensions", rank, 1)
        shape_only = memref.AllocOp([], [], MemRefType(source.type.get_element_type(), [window[d] for d in spatial]))
        rewriter.insert(shape_only)
        properties = {
            name: DenseIntOrFPElementsAttr.from_list(
                TensorType(i64, [rank - 2]), [window_values(op, attr, rank, 1)[d] for d in spatial]
            )
            for name, attr in (("dilations", "window_dilations"), ("strides", "window_strides"))
        }
        inputs = [source, shape_only.memref]
        rewriter.insert(
            pooling.build(
                operands=[inputs, [output]],
                result_types=[[]],
                properties=properties,
                regions=[pooling.get_hidden_region(inputs, [output])],
            )
        )
        release_scratch(rewriter, op, [v for v in inputs if v not in op.inputs])
        rewriter.erase(op)


class ReduceWindowToGeneric(RewritePattern):
    """`lmhlo.reduce_window` -> fill the outputs with the inits, then a generic over (output | window) dims.

    Padded or base-dilated inputs are first copied into buffers filled with
    the init values (freed by buffer-deallocation, or `release_scratch`). As in upstream's pooling lowering, a
    `memref.alloc` of the window's shape is an input of the generic that only
    gives the window loops their sizes. Input i is read at
    `o * stride + w * window_dilation`; the body is the lmhlo body on scalars.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.ReduceWindowOp) or not lowerable(op) or not region_computable(op):
            return
        inputs, inits, outputs = list(op.inputs), list(op.init_values), list(op.out)
        rank, count = inputs[0].type.get_num_dims(), len(inputs)
        if window_padding(op, rank) is None:
            return
        window = window_values(op, "window_dimensions", rank, 1)
        strides = window_values(op, "window_strides", rank, 1)
        dilations = window_values(op, "window_dilations", rank, 1)
        elements = [v.type.get_element_type() for v in inputs]
        block = Block(arg_types=[*elements, elements[0], *elements])
        results = scalarize_region(block, op.body, [*block.args[count + 1 :], *block.args[:count]])
        block.add_op(YieldOp(*results))
        init_values = [load_scalar(rewriter, v) for v in inits]
        sources = padded_window_inputs(rewriter, op, inputs, init_values)
        for init, output in zip(init_values, outputs):
            fill(rewriter, init, output)
        shape_only = memref.AllocOp([], [], MemRefType(elements[0], window))
        rewriter.insert(shape_only)
        d = [AffineExpr.dimension(i) for i in range(2 * rank)]
        input_map = affine_map(2 * rank, [d[i] * strides[i] + d[rank + i] * dilations[i] for i in range(rank)])
        maps = [*[input_map] * count, affine_map(2 * rank, d[rank:]), *[affine_map(2 * rank, range(rank))] * count]
        iterators = [IteratorTypeAttr(IteratorType(it)) for it in ["parallel"] * rank + ["reduction"] * rank]
        rewriter.insert(GenericOp([*sources, shape_only.memref], outputs, Region(block), maps, iterators))
        release_scratch(rewriter, op, [v for v in (*sources, shape_only.memref) if v not in inputs])
        rewriter.erase(op)


def hoist(rewriter: PatternRewriter, build: Callable[[Block], list[SSAValue]]) -> list[SSAValue]:
    """Insert the ops that `build(block)` appends to a scratch block before the op being rewritten."""
    block = Block()
    values = build(block)
    for op in list(block.ops):
        op.detach()
        rewriter.insert(op)
    return values


def index_constant(block: Block, value: int) -> SSAValue:
    """Append `arith.constant value : index`."""
    return emit(block, arith.ConstantOp(IntegerAttr(value, IndexType())))


def clamped_start(block: Block, start: SSAValue, highest: int) -> SSAValue:
    """Append integer `start` cast to `index` and clamped into `[0, highest]`."""
    value = emit(block, arith.IndexCastOp(start, IndexType()))
    value = emit(block, arith.MaxSIOp(value, index_constant(block, 0)))
    return emit(block, arith.MinSIOp(value, index_constant(block, highest)))


def dynamic_starts(
    block: Block, starts: Sequence[SSAValue], shape: Sequence[int], sizes: Sequence[int]
) -> list[SSAValue]:
    """Append the start of a dynamic slice of `sizes` in `shape`: each rank-0 start buffer loaded and clamped."""
    return [
        clamped_start(block, emit(block, memref.LoadOp.get(start, [])), size - slice_size)
        for start, size, slice_size in zip(starts, shape, sizes)
    ]


def offset_indices(block: Block, starts: Sequence[SSAValue], ivs: Sequence[SSAValue]) -> list[SSAValue]:
    """Append `start + iv` per dimension."""
    return [emit(block, arith.AddiOp(start, iv)) for start, iv in zip(starts, ivs)]


IndexReader = Callable[[Block, SSAValue, Sequence[SSAValue], Sequence[AffineExpr]], SSAValue]
"""Appends a load of a buffer at affine expressions (dims and constants) of loop indices; returns the element."""


def load_at(block: Block, buffer: SSAValue, ivs: Sequence[SSAValue], exprs: Sequence[AffineExpr]) -> SSAValue:
    """An `IndexReader` with `memref.load`: a dim expression is that loop index, a constant an index constant."""
    indices = [ivs[e.position] if isinstance(e, AffineDimExpr) else index_constant(block, e.value) for e in exprs]
    return emit(block, memref.LoadOp.get(buffer, indices))


def gather_element(block: Block, op: lmhlo.GatherOp, ivs: Sequence[SSAValue], read: IndexReader) -> SSAValue:
    """Append the computation of the gather output element at `ivs`; return it.

    The start index of each `start_index_map` dimension is read with `read`
    from `start_indices` at the output's batch indices, cast to `index` and
    clamped so that the slice stays inside the operand; the operand is read
    with `memref.load` at start + offset, since that index depends on data.
    An operand batching dimension is read at the output batch index of its
    paired `start_indices_batching_dims` dimension.
    """
    numbers = op.dimension_numbers
    offset_dims, collapsed = list(numbers.field("offset_dims")), set(numbers.field("collapsed_slice_dims"))
    start_index_map, index_vector_dim = list(numbers.field("start_index_map")), numbers.field("index_vector_dim")
    operand_batching = list(numbers.field("operand_batching_dims"))
    indices_batching = list(numbers.field("start_indices_batching_dims"))
    operand, indices, output = op.operand, op.start_indices, op.output
    operand_shape, slice_sizes = operand.type.get_shape(), int_array_values(op.slice_sizes)
    batch_dims = [d for d in range(output.type.get_num_dims()) if d not in offset_dims]
    window_dims = [d for d in range(len(operand_shape)) if d not in collapsed and d not in operand_batching]
    indices_batch_dims = [d for d in range(indices.type.get_num_dims()) if d != index_vector_dim]
    zero = index_constant(block, 0)
    starts = [zero] * len(operand_shape)
    for operand_dim, indices_dim in zip(operand_batching, indices_batching):
        starts[operand_dim] = ivs[batch_dims[indices_batch_dims.index(indices_dim)]]
    for k, dim in enumerate(start_index_map):
        exprs = [AffineExpr.dimension(d) for d in batch_dims]
        if index_vector_dim < indices.type.get_num_dims():
            exprs.insert(index_vector_dim, AffineExpr.constant(k))
        starts[dim] = clamped_start(block, read(block, indices, ivs, exprs), operand_shape[dim] - slice_sizes[dim])
    position = list(starts)
    for window_dim, output_dim in zip(window_dims, offset_dims):
        position[window_dim] = emit(block, arith.AddiOp(starts[window_dim], ivs[output_dim]))
    return emit(block, memref.LoadOp.get(operand, position))


def gather_lowerable(op: Operation) -> bool:
    """An lmhlo.gather on lowerable buffers whose dimension numbers fit its shapes (one output batch dim per
    indices dim but the index vector's, batching dims among those)."""
    if not isinstance(op, lmhlo.GatherOp) or not lowerable(op):
        return False
    numbers = op.dimension_numbers
    index_vector_dim = numbers.field("index_vector_dim")
    indices_batch = [d for d in range(op.start_indices.type.get_num_dims()) if d != index_vector_dim]
    output_batch = op.output.type.get_num_dims() - len(numbers.field("offset_dims"))
    return len(indices_batch) == output_batch and set(numbers.field("start_indices_batching_dims")) <= set(
        indices_batch
    )


def loop_indices(block: Block, rank: int) -> list[SSAValue]:
    """Append `linalg.index d` for each of `rank` loops."""
    return [emit(block, IndexOp(d)) for d in range(rank)]


class GatherToGeneric(RewritePattern):
    """`lmhlo.gather` -> a generic over the output whose body loads the clamped start indices and the operand.

    The body reads both buffers with `memref.load` at positions computed from `linalg.index`.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not gather_lowerable(op):
            return
        rank = op.output.type.get_num_dims()

        def body(block: Block, args: Sequence[SSAValue]) -> list[SSAValue]:
            return [gather_element(block, op, loop_indices(block, rank), load_at)]

        buffer_generic(rewriter, [], [op.output], identity_maps(rank, 1), ["parallel"] * rank, body)
        rewriter.erase(op)


class DynamicSliceToGeneric(RewritePattern):
    """`lmhlo.dynamic_slice` -> clamped starts, then a generic over the output loading `operand[start + i]`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.DynamicSliceOp) or not lowerable(op):
            return
        shape, sizes = op.operand.type.get_shape(), op.output.type.get_shape()
        starts = hoist(rewriter, lambda b: dynamic_starts(b, op.start_indices, shape, sizes))
        rank = len(sizes)

        def body(block: Block, args: Sequence[SSAValue]) -> list[SSAValue]:
            position = offset_indices(block, starts, loop_indices(block, rank))
            return [emit(block, memref.LoadOp.get(op.operand, position))]

        buffer_generic(rewriter, [], [op.output], identity_maps(rank, 1), ["parallel"] * rank, body)
        rewriter.erase(op)


def dynamic_subview(rewriter: PatternRewriter, source: SSAValue, offsets: Sequence[SSAValue], sizes) -> SSAValue:
    """Insert `memref.subview source[offsets] [sizes] [1, ...]` with dynamic offsets; return the view."""
    rank = len(sizes)
    strides = source.type.get_strides()
    result_type = MemRefType(source.type.get_element_type(), list(sizes), StridedLayoutAttr(strides, None))
    view = memref.SubviewOp(source, offsets, [], [], [DYNAMIC_INDEX] * rank, list(sizes), [1] * rank, result_type)
    rewriter.insert(view)
    return view.result


class DynamicUpdateSliceToSubview(RewritePattern):
    """`lmhlo.dynamic-update-slice` -> copy the operand into the output, then the update into a subview of it.

    The subview starts at the clamped start indices (dynamic offsets).
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, lmhlo.DynamicUpdateSliceOp) or not lowerable(op):
            return
        shape, sizes = op.operand.type.get_shape(), op.update.type.get_shape()
        if op.operand is not op.output:
            copy_into(rewriter, op.operand, op.output)
        starts = hoist(rewriter, lambda b: dynamic_starts(b, op.start_indices, shape, sizes))
        copy_into(rewriter, op.update, dynamic_subview(rewriter, op.output, starts, sizes))
        rewriter.erase(op)


def data_dependent_loop_patterns() -> list[RewritePattern]:
    """scatter, sort and select_and_scatter as `scf` loops on buffers (their writes depend on loaded values),
    and lmhlo.case/while as `scf.index_switch`/`scf.while`."""
    # Imported here: these modules build on this one's helpers.
    from aiopt.lowering.lhlo_control_flow import populate_lhlo_control_flow_patterns
    from aiopt.lowering.lhlo_legalize_to_parallel_loops import SelectAndScatterToLoops
    from aiopt.lowering.lhlo_scatter_sort import populate_lhlo_scatter_sort_patterns

    return [*populate_lhlo_scatter_sort_patterns(), SelectAndScatterToLoops(), *populate_lhlo_control_flow_patterns()]


def populate_lhlo_legalize_to_linalg_patterns() -> list[RewritePattern]:
    """The patterns that lower lmhlo ops on static buffers to linalg on buffers."""
    return [
        ElementwiseToGeneric(),
        MapToGeneric(),
        DataMovementToGeneric(),
        ConstantToLinalg(),
        IotaToGeneric(),
        ReduceToGeneric(),
        DotToLinalg(),
        ConcatenateToSubviews(),
        PadToSubview(),
        ConvolutionToGeneric(),
        ReduceWindowToPooling(),
        ReduceWindowToGeneric(),
        GatherToGeneric(),
        DynamicSliceToGeneric(),
        DynamicUpdateSliceToSubview(),
        *data_dependent_loop_patterns(),
    ]


def report_leftovers(module: ModuleOp) -> None:
    """Emit `failed to legalize operation` at the first lmhlo op left outside an lmhlo body."""
    ConversionTarget(("lmhlo",), dynamically_legal=in_scalar_body).report_illegal(module, first_only=True)


@dataclass(frozen=True)
class LhloLegalizeToLinalgPass(DiagnosticPass):
    """Lower lmhlo ops on static buffers to `linalg.generic` (and fill/matmul/subview) on those buffers.

        "lmhlo.exponential"(%a, %out) : (memref<4xf32>, memref<4xf32>) -> ()

    becomes a parallel `linalg.generic ins(%a) outs(%out)` whose body is
    `math.exp`. An lmhlo op that no pattern lowers fails the pass with an
    error at the op.
    """

    name = "lhlo-legalize-to-linalg"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            GreedyRewritePatternApplier(populate_lhlo_legalize_to_linalg_patterns(), dce_enabled=False)
        ).rewrite_module(op)
        report_leftovers(op)
