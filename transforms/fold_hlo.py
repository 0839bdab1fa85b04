"""Constant folding of mhlo and stablehlo ops through their reference semantics.

An op whose operands are all constants is computed with the numpy reference
semantics of `aiopt.reference.hlo` (the interpreter's), and replaced
by a constant of its dialect:

    %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    %b = stablehlo.constant dense<3> : tensor<2xi32>
    %c = stablehlo.add %a, %b : tensor<2xi32>
    ->
    %c = stablehlo.constant dense<[4, 5]> : tensor<2xi32>

Folding agrees with the interpreter by construction: integer division by
zero, float-to-int saturation and bf16 rounding are whatever the reference
computes. An op is left alone when a result is not a static tensor of at
most `max_elements` elements, when an element type has no exact numpy
counterpart (f8, i4, ...), or when the reference cannot evaluate it
(`CannotEvaluate`: a case it does not implement, a run-time check the
constants fail); any other exception is a bug and propagates.

Splats are folded whatever their size, without computing every element: an
element-wise op of splats is computed on one element of each, and a
broadcast, reshape, transpose, reverse or slice of a splat is a splat of
its result type (a dynamic_slice of a splat too, whatever its start indices). Results that are splats are stored as one element (see
`aiopt.support.dense_elements`).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

import numpy as np
from xdsl.dialects.builtin import (
    BFloat16Type,
    BytesAttr,
    ComplexType,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    TensorType,
)
from xdsl.ir import Attribute, Operation, OpResult, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import ConstantLike

from aiopt.dialects.hlo import shape_ops
from aiopt.dialects.hlo.base import HloOp
from aiopt.dialects.hlo.core import ConstantOp
from aiopt.dialects.hlo.elementwise import (
    ELEMENTWISE_OPS,
    BitcastConvertOp,
    ConvertOp,
    DivOp,
    LogOp,
    RemOp,
    RsqrtOp,
    SqrtOp,
    UniformDequantizeOp,
    UniformQuantizeOp,
)
from aiopt.dialects.hlo.gather_scatter import ScatterOp
from aiopt.dialects.hlo.reductions import ReduceOp
from aiopt.dialects.hlo.types import ElementKind, element_kind, element_type_of
from aiopt.reference.hlo.core import elements_to_numpy
from aiopt.reference.hlo.gather_scatter import scatter_stays_in_bounds
from aiopt.reference.hlo.reduction_support import Reducer
from aiopt.reference.interpreter import CannotEvaluate, evaluate_op, reference_interpreter
from aiopt.support.dense_elements import canonical, is_compact_splat, splat_element_bytes, splat_from_bytes
from aiopt.transforms.canonicalize import DEFAULT_MAX_FOLD_ELEMENTS

FOLDABLE_OPS: tuple[type[HloOp], ...] = (
    # Quantized tensors have no constants to fold into (as upstream, quantize ops do not fold).
    *(op for op in ELEMENTWISE_OPS if op not in (UniformQuantizeOp, UniformDequantizeOp)),
    shape_ops.BroadcastInDimOp,
    shape_ops.ReshapeOp,
    shape_ops.TransposeOp,
    shape_ops.ConcatenateOp,
    shape_ops.SliceOp,
    shape_ops.DynamicSliceOp,
    shape_ops.PadOp,
    shape_ops.ReverseOp,
)
"""The region-free ops folded by `FoldConstantOp` (reduce has its own pattern). Not iota: as upstream, an iota
stays an op (see `canonicalize_hlo_iota`)."""

_INTEGER_KINDS = (ElementKind.PRED, ElementKind.SIGNED, ElementKind.UNSIGNED)

_EXACT_INTEGER_WIDTHS = frozenset({1, 8, 16, 32, 64})
_EXACT_FLOATS = (Float16Type, BFloat16Type, Float32Type, Float64Type)


def dialect_op(op: HloOp, mnemonic: str) -> type[HloOp]:
    """The op class named `mnemonic` in the dialect of `op` (`stablehlo.slice` for a stablehlo op)."""
    # instantiate_ops names each class's module after its dialect, whose OPS table lists its ops.
    return importlib.import_module(type(op).__module__).OPS[mnemonic]


def _has_exact_numpy_type(element_type: Attribute) -> bool:
    """Whether the reference holds values of `element_type` exactly and a dense attribute can hold them back."""
    if isinstance(element_type, IntegerType):
        return element_type.width.data in _EXACT_INTEGER_WIDTHS
    if isinstance(element_type, ComplexType):
        return isinstance(element_type.element_type, (Float32Type, Float64Type))
    return isinstance(element_type, (IndexType, *_EXACT_FLOATS))


def _foldable_type(type_: Attribute, max_elements: int | None) -> bool:
    """A static tensor type of at most `max_elements` (None: any number) elements, with an exact numpy element type."""
    if not isinstance(type_, TensorType) or not _has_exact_numpy_type(type_.get_element_type()):
        return False
    shape = type_.get_shape()
    if any(size < 0 for size in shape):
        return False
    return max_elements is None or int(np.prod(shape, dtype=np.int64)) <= max_elements


def _dense_constant(value: SSAValue) -> DenseIntOrFPElementsAttr | None:
    """The elements of the constant that defines `value` (an HLO constant, or any other constant-like op with
    dense elements, such as arith.constant: upstream's folders take m_Constant's attribute), when they have an
    exact numpy type."""
    if not isinstance(value, OpResult):
        return None
    op = value.op
    if not isinstance(op, ConstantOp) and not (op.has_trait(ConstantLike) and "value" in op.properties):
        return None
    attr = op.properties["value"] if not isinstance(op, ConstantOp) else op.value
    if not isinstance(attr, DenseIntOrFPElementsAttr) or not _has_exact_numpy_type(attr.get_element_type()):
        return None
    return attr


def constant_array(value: SSAValue, max_elements: int | None = None) -> np.ndarray | None:
    """The numpy value of `value` when an HLO constant with dense elements defines it, else None.

    A compact splat of more than `max_elements` elements gives None too (rather than all its elements).
    """
    attr = _dense_constant(value)
    if attr is None:
        return None
    if max_elements is not None and is_compact_splat(attr) and int(np.prod(attr.get_shape())) > max_elements:
        return None
    return elements_to_numpy(attr, value.type)


def splat_array(value: SSAValue) -> np.ndarray | None:
    """The one element (a 0-d array) of a non-empty HLO constant whose elements are all equal, else None.

    The bytes are compared before any element is decoded, so that large
    constants cost little to rule out.
    """
    attr = _dense_constant(value)
    element = None if attr is None else splat_element_bytes(attr)
    if element is None:
        return None
    scalar = TensorType(attr.get_element_type(), [])
    return elements_to_numpy(DenseIntOrFPElementsAttr(scalar, BytesAttr(element)), scalar)


def dense_attr(array: np.ndarray, type_: TensorType) -> DenseIntOrFPElementsAttr:
    """The dense elements attribute of type `type_` holding `array` (one element: a splat of `type_`)."""
    flat = np.asarray(array).reshape(-1)
    if flat.size == 1 and int(np.prod(type_.get_shape())) != 1:
        return splat_from_bytes(type_, dense_attr(flat, TensorType(type_.get_element_type(), [])).data.data)
    if flat.dtype.kind == "c":
        values: list = [(float(v.real), float(v.imag)) for v in flat]
    elif flat.dtype.kind == "b":
        values = flat.astype(np.int64).tolist()
    else:
        values = flat.tolist()
    return canonical(DenseIntOrFPElementsAttr.from_list(type_, values))


def create_constant(rewriter: PatternRewriter, op: HloOp, array: np.ndarray, type_: TensorType) -> SSAValue:
    """Insert `DIALECT.constant` (the dialect and location of `op`) holding `array` before `op`; return its result."""
    return insert_constant(rewriter, op, dense_attr(array, type_))


def insert_constant(rewriter: PatternRewriter, op: HloOp, value: DenseIntOrFPElementsAttr) -> SSAValue:
    """Insert `DIALECT.constant value` (the dialect and location of `op`) before `op`; return its result."""
    constant = dialect_op(op, "constant")(value)
    constant.location = op.location
    rewriter.insert(constant)
    return constant.results[0]


def _evaluate(op: Operation, args: Sequence[np.ndarray]) -> tuple[np.ndarray, ...] | None:
    """The op's results computed by its reference semantics, or None when the reference cannot evaluate them.

    An op with regions (scatter's body) gets an interpreter of the ops in it.
    """
    interpreter = reference_interpreter(op) if op.regions else None
    try:
        with np.errstate(all="ignore"):
            return evaluate_op(op, args, interpreter)
    except CannotEvaluate:
        return None


_SPLAT_PRESERVING_OPS: tuple[type[HloOp], ...] = (
    shape_ops.BroadcastInDimOp,
    shape_ops.BroadcastOp,
    shape_ops.ReshapeOp,
    shape_ops.TransposeOp,
    shape_ops.ReverseOp,
    shape_ops.SliceOp,
    shape_ops.DynamicSliceOp,
)
"""Ops whose result is a splat of the operand's element when their (first) operand is a splat (a
dynamic_slice whatever its start indices: every window of a splat holds the same elements)."""


def fold_splats(op: HloOp, rewriter: PatternRewriter) -> bool:
    """Replace an element-wise or splat-preserving op of splat constants by a splat; whether it did.

        %a = stablehlo.constant dense<2.0> : tensor<4096x4096xf32>
        %r = stablehlo.sqrt %a : tensor<4096x4096xf32>
        ->
        %r = stablehlo.constant dense<1.41421354> : tensor<4096x4096xf32>

    Element-wise ops are computed by the reference on one element of each
    operand (an op of the same kind on rank-0 tensors, built aside and dropped).
    """
    if not all(_foldable_type(t, None) for t in op.result_types):
        return False
    if isinstance(op, _SPLAT_PRESERVING_OPS):
        attr = _dense_constant(op.operands[0])
        element = None if attr is None else splat_element_bytes(attr)
        if element is None or attr.get_element_type() != element_type_of(op.result_types[0]):
            return False
        rewriter.replace(op, [], [insert_constant(rewriter, op, splat_from_bytes(op.result_types[0], element))])
        return True
    shape = op.result_types[0].get_shape()
    if not isinstance(op, ELEMENTWISE_OPS) or any(t.get_shape() != shape for t in op.result_types):
        return False
    if isinstance(op, BitcastConvertOp) and op.operands[0].type.get_shape() != op.result_types[0].get_shape():
        return False
    scalars = [splat_array(operand) for operand in op.operands]
    if any(scalar is None for scalar in scalars):
        return False
    scalar_types = [TensorType(element_type_of(t), []) for t in (*op.operand_types, *op.result_types)]
    operands = [dialect_op(op, "constant")(dense_attr(s, t)) for s, t in zip(scalars, scalar_types)]
    scalar_op = type(op).create(
        operands=[c.results[0] for c in operands],
        result_types=scalar_types[len(operands) :],
        properties=dict(op.properties),
        attributes=dict(op.attributes),
    )
    results = _evaluate(scalar_op, scalars)
    for dropped in (scalar_op, *operands):
        dropped.erase()
    if results is None or any(np.size(r) != 1 for r in results):
        return False
    rewriter.replace(op, [], [create_constant(rewriter, op, r, t) for r, t in zip(results, op.result_types)])
    return True


SPLAT_ONLY_FOLDABLE_OPS: tuple[type[HloOp], ...] = (shape_ops.BroadcastOp,)
"""Ops folded only where their operand is a splat (mlir-hlo's BroadcastOp::fold; a broadcast of other
constants stays, `broadcast_constant_fold_not_splat`)."""


def left_unfolded_upstream(op: HloOp) -> bool:
    """Whether mlir-hlo's folder leaves `op` on its constants: a log, sqrt or rsqrt of a negative element (or an
    rsqrt of a zero), an integer divide or remainder by zero (`not_fold_sqrt_neg_constants`,
    `divide_fold_by_zero`, ...; the reference would compute NaN, infinity or its own integer result), a pad
    with negative edge padding (`pad_negative_fold`). Only mhlo's ops: stablehlo has no folder upstream, and
    aiopt folds its ops to the reference's (XLA's) answers."""
    if not op.name.startswith("mhlo."):
        return False
    if isinstance(op, (LogOp, SqrtOp, RsqrtOp)):
        operand = _constant_values(op.operands[0])
        if operand is None or element_kind(element_type_of(op.operands[0].type)) is not ElementKind.FLOAT:
            return False
        return bool(np.any(operand < 0) or (isinstance(op, RsqrtOp) and np.any(operand == 0)))
    if isinstance(op, shape_ops.PadOp):
        return any(value < 0 for name in ("edge_padding_low", "edge_padding_high") for value in op.ints(name))
    if isinstance(op, (DivOp, RemOp)) and element_kind(element_type_of(op.result_types[0])) in _INTEGER_KINDS:
        divisor = _constant_values(op.operands[1])
        return divisor is not None and bool(np.any(divisor == 0))
    if isinstance(op, ScatterOp):
        return _scatter_left_unfolded(op)
    return False


def _scatter_left_unfolded(op: ScatterOp) -> bool:
    """mlir-hlo's ScatterOp::fold leaves a scatter of complex numbers (`scatter_complex`), and one with an update
    element outside the operand (`scatter_negative_index`, `scatter_out_of_bound`: the reference skips such a
    window, as XLA does, where upstream calls it backend-specific)."""
    if isinstance(element_type_of(op.inputs[0].type), ComplexType):
        return True
    indices = _constant_values(op.scatter_indices)
    if indices is None or not all(_foldable_type(v.type, None) for v in (op.inputs[0], op.updates[0])):
        return False
    shape, update_shape = op.inputs[0].type.get_shape(), op.updates[0].type.get_shape()
    indices = np.broadcast_to(indices, op.scatter_indices.type.get_shape())
    return not scatter_stays_in_bounds(op, shape, indices, update_shape)


def _constant_values(value: SSAValue) -> np.ndarray | None:
    """The one element of a splat constant, or the elements of a constant of at most the default folding limit."""
    splat = splat_array(value)
    return splat if splat is not None else constant_array(value, DEFAULT_MAX_FOLD_ELEMENTS)


def _complex_convert(op: HloOp) -> bool:
    """A convert from or to complex numbers, which upstream's folder leaves (mlir-hlo's `const_int_complex`
    ... `const_complex_complex` tests: the convert stays)."""
    return isinstance(op, ConvertOp) and any(
        isinstance(element_type_of(t), ComplexType) for t in (*op.operand_types, *op.result_types)
    )


def fold_with_reference(op: HloOp, rewriter: PatternRewriter, max_elements: int) -> None:
    """Replace `op` by constants when its operands are constants and its results fit the limit."""
    if _complex_convert(op) or left_unfolded_upstream(op):
        return
    if fold_splats(op, rewriter) or not all(_foldable_type(t, max_elements) for t in op.result_types):
        return
    args = [constant_array(operand, max_elements) for operand in op.operands]
    if any(arg is None for arg in args):
        return
    results = _evaluate(op, args)
    if results is None or [np.shape(r) for r in results] != [t.get_shape() for t in op.result_types]:
        return
    values = [create_constant(rewriter, op, result, type_) for result, type_ in zip(results, op.result_types)]
    rewriter.replace(op, [], values)


@dataclass(frozen=True)
class FoldConstantOp(RewritePattern):
    """Fold one op kind (`op_base`: element-wise, broadcast_in_dim, reshape, ...) whose operands are constants.

        %c = stablehlo.constant dense<[1.0, 4.0]> : tensor<2xf32>
        %r = stablehlo.sqrt %c : tensor<2xf32>
        ->
        %r = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    """

    op_base: type[HloOp]
    max_elements: int = DEFAULT_MAX_FOLD_ELEMENTS

    @property
    def op_types(self) -> tuple[type[HloOp], ...]:
        """The ops this pattern folds (`aiopt.support.pattern_dispatch`)."""
        return (self.op_base,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if isinstance(op, self.op_base):
            fold_with_reference(op, rewriter, self.max_elements)


@dataclass(frozen=True)
class FoldSplatOp(RewritePattern):
    """Fold one op kind of `SPLAT_ONLY_FOLDABLE_OPS` whose operand is a splat constant into a splat:

        %c = mhlo.constant dense<0.0> : tensor<f32>
        %b = "mhlo.broadcast"(%c) <{broadcast_sizes = dense<[1, 64]> : tensor<2xi64>}> : (tensor<f32>) -> tensor<1x64xf32>
        ->
        %b = mhlo.constant dense<0.0> : tensor<1x64xf32>
    """

    op_base: type[HloOp]

    @property
    def op_types(self) -> tuple[type[HloOp], ...]:
        """The ops this pattern folds (`aiopt.support.pattern_dispatch`)."""
        return (self.op_base,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if isinstance(op, self.op_base):
            fold_splats(op, rewriter)


@dataclass(frozen=True)
class FoldReduce(RewritePattern):
    """Fold a reduce of constants whose body is one add, multiply, maximum, minimum, and, or or xor.

        %r = stablehlo.reduce(%c init: %zero) applies stablehlo.add across dimensions = [0]
               : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
        ->
        %r = stablehlo.constant dense<6> : tensor<i32>
    """

    max_elements: int = DEFAULT_MAX_FOLD_ELEMENTS
    op_types: ClassVar[tuple[type[Operation], ...]] = (ReduceOp,)
    """The op classes the pattern matches (`aiopt.support.pattern_dispatch`: no other op tries it)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if isinstance(op, ReduceOp) and _has_numpy_combiner(op):
            fold_with_reference(op, rewriter, self.max_elements)


@dataclass(frozen=True)
class FoldScatter(RewritePattern):
    """Fold a scatter of constants (one input, one update) whose body holds only element-wise ops and constants
    (what mlir-hlo's ScatterOp::fold evaluates), by the reference: the body runs in the interpreter.

        %r = "stablehlo.scatter"(%c123, %c1, %c7) ({
        ^bb0(%a: tensor<i32>, %b: tensor<i32>):
          stablehlo.return %b : tensor<i32>
        }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
             scatter_dims_to_operand_dims = [0]>} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
        ->
        %r = stablehlo.constant dense<[1, 7, 3]> : tensor<3xi32>
    """

    max_elements: int = DEFAULT_MAX_FOLD_ELEMENTS
    op_types: ClassVar[tuple[type[Operation], ...]] = (ScatterOp,)
    """The op classes the pattern matches (`aiopt.support.pattern_dispatch`: no other op tries it)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if not isinstance(op, ScatterOp) or len(op.inputs) != 1 or not _is_elementwise_body(op.update_computation):
            return
        # The operands' sizes first: whether the updates stay in bounds is computed per update element.
        if all(_foldable_type(operand.type, self.max_elements) for operand in op.operands):
            fold_with_reference(op, rewriter, self.max_elements)


def _is_elementwise_body(body: Region) -> bool:
    """A single block of element-wise ops and constants, ended by its return."""
    block = body.blocks.first
    if block is None or block.last_op is None:
        return False
    return all(isinstance(op, (*ELEMENTWISE_OPS, ConstantOp)) for op in block.ops if op is not block.last_op)


def _has_numpy_combiner(op: ReduceOp) -> bool:
    """Whether the reference reduces with a numpy ufunc: other bodies run in the interpreter, element by element."""
    arguments = op.body.block.args
    if not all(_has_exact_numpy_type(element_type_of(arg.type)) for arg in arguments):
        return False
    return Reducer(None, op.body).ufunc is not None


def populate_hlo_folding_patterns(max_elements: int = DEFAULT_MAX_FOLD_ELEMENTS) -> list[RewritePattern]:
    """The constant-folding patterns of the mhlo and stablehlo ops, one per op kind."""
    return [
        *(FoldConstantOp(op_base, max_elements) for op_base in FOLDABLE_OPS),
        *(FoldSplatOp(op_base) for op_base in SPLAT_ONLY_FOLDABLE_OPS),
        FoldReduce(max_elements),
        FoldScatter(max_elements),
    ]
