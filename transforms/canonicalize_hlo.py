"""Canonicalization patterns of the mhlo and stablehlo ops, after mlir-hlo's.

Each pattern matches the dialect-neutral op class, so it serves both
dialects, and builds new ops in the dialect of the op it rewrites:

    %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
    ->
    uses of %1 use %x

Float rewrites are only those that hold for every IEEE value: x * 1.0 and
x + -0.0 are x, but x + 0.0 is not (-0.0 + 0.0 is +0.0), and x == x is not
true for NaN.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
    IntegerType,
    Signedness,
)
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.traits import ConstantLike
from xdsl.transforms.dead_code_elimination import result_only_effects
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo.control_flow import BitcastOp, WhileOp
from aiopt.dialects.hlo.core import GetTupleElementOp, TupleOp
from aiopt.dialects.hlo.elementwise import (
    AddOp,
    AndOp,
    BinaryElementwiseOp,
    CompareOp,
    ComplexOp,
    ConvertOp,
    ImagOp,
    MulOp,
    OrOp,
    RealOp,
    SelectOp,
    SubtractOp,
    XorOp,
)
from aiopt.dialects.hlo.gather_scatter import ScatterOp
from aiopt.dialects.hlo.reductions import MapOp, ReduceOp, ReduceWindowOp
from aiopt.dialects.hlo.shape_ops import (
    BroadcastInDimOp,
    BroadcastOp,
    ConcatenateOp,
    DynamicBroadcastInDimOp,
    DynamicIotaOp,
    DynamicPadOp,
    DynamicReshapeOp,
    DynamicSliceOp,
    DynamicUpdateSliceOp,
    RealDynamicSliceOp,
    ReshapeOp,
    ReverseOp,
    SliceOp,
    TransposeOp,
    constant_ints,
)
from aiopt.dialects.hlo.syntax import int_array_values
from aiopt.dialects.hlo.types import DYNAMIC, ElementKind, element_kind, element_type_of, shape_of
from aiopt.reference.hlo.shape_ops import clamped_starts
from aiopt.transforms.canonicalize_chlo import populate_chlo_canonicalization_patterns
from aiopt.transforms.canonicalize_hlo_broadcast import populate_hlo_broadcast_canonicalization_patterns
from aiopt.transforms.canonicalize_hlo_concatenate import populate_hlo_concatenate_canonicalization_patterns
from aiopt.transforms.canonicalize_hlo_conditional import populate_hlo_conditional_canonicalization_patterns
from aiopt.transforms.canonicalize_hlo_convolution import populate_hlo_convolution_canonicalization_patterns
from aiopt.transforms.canonicalize_hlo_dimension_size import populate_hlo_dimension_size_patterns
from aiopt.transforms.canonicalize_hlo_dynamic_shapes import populate_hlo_dynamic_shape_canonicalization_patterns
from aiopt.transforms.canonicalize_hlo_gather import populate_hlo_gather_canonicalization_patterns
from aiopt.transforms.canonicalize_hlo_iota import populate_hlo_iota_canonicalization_patterns
from aiopt.transforms.canonicalize_hlo_pad import populate_hlo_pad_canonicalization_patterns
from aiopt.transforms.canonicalize_hlo_quantized import populate_hlo_quantized_folding_patterns
from aiopt.transforms.canonicalize_hlo_real_dynamic_slice import (
    populate_hlo_real_dynamic_slice_canonicalization_patterns,
)
from aiopt.transforms.canonicalize_hlo_select import populate_hlo_select_canonicalization_patterns
from aiopt.transforms.canonicalize_hlo_sort import populate_hlo_sort_canonicalization_patterns
from aiopt.transforms.fold_hlo import create_constant, dialect_op, splat_array


def _forward(rewriter: PatternRewriter, op: Operation, value: SSAValue) -> None:
    """Replace the single result of `op` by `value` when the types agree (else leave `op`)."""
    if value.type == op.results[0].type:
        rewriter.replace(op, [], [value])


def _replace_op(rewriter: PatternRewriter, op: Operation, new_op: Operation) -> None:
    """Replace `op` by `new_op`, which takes over its location; leave `op` when `new_op` does not verify.

    The static form of an op can be stricter than the dynamic one (iota
    rejects i1 results, which dynamic_iota accepts).
    """
    try:
        new_op.verify()
    except VerifyException:
        return
    new_op.location = op.location
    rewriter.replace(op, new_op)


def _is_iota(values: Sequence[int]) -> bool:
    return list(values) == list(range(len(values)))


def _is_static(type_: Attribute) -> bool:
    shape = shape_of(type_)
    return shape is not None and DYNAMIC not in shape


# ---------------------------------------------------------------------------
# Shape ops that do nothing, and chains that compose


class RemoveIdentityBroadcastInDim(RewritePattern):
    """broadcast_in_dim to the operand's own type with dims [0, 1, ...] is the operand.

        %r = stablehlo.broadcast_in_dim %x, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: BroadcastInDimOp, rewriter: PatternRewriter) -> None:
        if _is_iota(op.ints("broadcast_dimensions")):
            _forward(rewriter, op, op.operand)


class RemoveIdentityBroadcast(RewritePattern):
    """broadcast of no new dimension is the operand (mhlo's BroadcastOp::fold).

        %r = "mhlo.broadcast"(%x) <{broadcast_sizes = dense<> : tensor<0xi64>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: BroadcastOp, rewriter: PatternRewriter) -> None:
        if not op.ints("broadcast_sizes"):
            _forward(rewriter, op, op.operand)


class RemoveBroadcastReshapedBack(RewritePattern):
    """A reshape back to the type of a broadcast's operand is the operand, where the broadcast keeps the operand's
    dimensions in order (mhlo's IdentityBroadcastReshape and IdentityBroadcastInDimReshape): the element counts
    being equal, it only added dimensions of size 1.

        %b = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
        %r = stablehlo.reshape %b : (tensor<1x128xf32>) -> tensor<128xf32>       (%r is %x)

    (Upstream takes any broadcast_in_dim, one that transposes too.)
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReshapeOp, rewriter: PatternRewriter) -> None:
        source = op.operand.owner
        if isinstance(source, BroadcastInDimOp):
            dims = source.ints("broadcast_dimensions")
            if list(dims) != sorted(set(dims)):
                return
        elif not isinstance(source, BroadcastOp):
            return
        _forward(rewriter, op, source.operand)


class FoldPartOfComplex(RewritePattern):
    """real and imag of a complex op are its parts (mhlo's RealOp::fold and ImagOp::fold).

        %z = stablehlo.complex %a, %b : tensor<4xcomplex<f32>>
        %r = stablehlo.real %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>       (%r is %a)
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: RealOp | ImagOp, rewriter: PatternRewriter) -> None:
        if isinstance(source := op.operand.owner, ComplexOp):
            _forward(rewriter, op, source.lhs if isinstance(op, RealOp) else source.rhs)


class FoldComplexOfParts(RewritePattern):
    """complex of the real and imag parts of one value is that value (mhlo's ComplexOp::fold).

        %a = stablehlo.real %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
        %b = stablehlo.imag %z : (tensor<4xcomplex<f32>>) -> tensor<4xf32>
        %r = stablehlo.complex %a, %b : tensor<4xcomplex<f32>>                   (%r is %z)
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ComplexOp, rewriter: PatternRewriter) -> None:
        real, imag = op.lhs.owner, op.rhs.owner
        if isinstance(real, RealOp) and isinstance(imag, ImagOp) and real.operand == imag.operand:
            _forward(rewriter, op, real.operand)


class RemoveIdentityReshape(RewritePattern):
    """reshape to the operand's own type is the operand.

        %r = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReshapeOp, rewriter: PatternRewriter) -> None:
        _forward(rewriter, op, op.operand)


class RemoveIdentityTranspose(RewritePattern):
    """transpose by the identity permutation is the operand.

        %r = stablehlo.transpose %x, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: TransposeOp, rewriter: PatternRewriter) -> None:
        if _is_iota(op.ints("permutation")):
            _forward(rewriter, op, op.operand)


class RemoveIdentityBitcast(RewritePattern):
    """mhlo.bitcast to the operand's own type, without layouts or with the same one, is the operand.

        %r = "mhlo.bitcast"(%x) : (tensor<2x4xf32>) -> tensor<2x4xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: BitcastOp, rewriter: PatternRewriter) -> None:
        if op.attributes.get("source_layout") == op.attributes.get("result_layout"):
            _forward(rewriter, op, op.operand)


class RemoveNoopReverse(RewritePattern):
    """reverse along no dimension, or only along dimensions of size 1, is the operand.

        %r = stablehlo.reverse %x, dims = [1, 3] : tensor<9x1x2x1x42xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReverseOp, rewriter: PatternRewriter) -> None:
        shape = shape_of(op.operand.type)
        if shape is not None and all(shape[d] == 1 for d in op.ints("dimensions")):
            _forward(rewriter, op, op.operand)


class RemoveNoopReduce(RewritePattern):
    """reduce along no dimension is its inputs (upstream's fold).

        %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReduceOp, rewriter: PatternRewriter) -> None:
        if int_array_values(op.properties["dimensions"]) or [v.type for v in op.inputs] != list(op.result_types):
            return
        rewriter.replace(op, [], list(op.inputs))


class RemoveNoopReduceWindow(RewritePattern):
    """A sum over windows of one element (sizes, strides and dilations 1, no padding) from a zero init value is
    its input (mlir-hlo's ReduceWindowOp::fold; which zeros count: `add_identity_test`).

        %r = "mhlo.reduce_window"(%x, %zero) <{window_dimensions = dense<1> : tensor<3xi64>}> ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = mhlo.add %a, %b : tensor<f32>
          mhlo.return %s : tensor<f32>
        }) : (tensor<1x1x20xf32>, tensor<f32>) -> tensor<1x1x20xf32>
        -> uses of %r use %x
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReduceWindowOp, rewriter: PatternRewriter) -> None:
        if len(op.inputs) != 1 or op.inputs[0].type != op.results[0].type or not _adds_its_arguments(op.body):
            return
        for name, neutral in (("window_dimensions", 1), ("window_strides", 1), ("base_dilations", 1),
                              ("window_dilations", 1)):  # fmt: skip
            attr = op.properties.get(name)
            if attr is not None and any(value != neutral for value in int_array_values(attr)):
                return
        padding = op.properties.get("padding")
        if padding is not None and any(value != 0 for value in padding.get_values()):
            return
        init = splat_array(op.init_values[0])
        is_identity = add_identity_test(op, element_type_of(op.inputs[0].type))
        if init is not None and is_identity is not None and is_identity(init):
            rewriter.replace(op, [], [op.inputs[0]])


def _adds_its_arguments(body: Region) -> bool:
    """Whether `body` is `%s = add %a, %b` (either order) of its two arguments, returned."""
    block = body.blocks.first
    if block is None or len(block.args) != 2:
        return False
    add, terminator = block.first_op, block.last_op
    return (
        isinstance(add, AddOp)
        and add.next_op is terminator
        and terminator is not None
        and list(terminator.operands) == [add.result]
        and {add.lhs, add.rhs} == set(block.args)
    )


class ReduceToBroadcast(RewritePattern):
    """A reduce whose result does not depend on its elements is a broadcast of a scalar (upstream's
    canonicalizations): of its init values when it reduces no element (a `0` size among the reduced
    dimensions), of what its body returns when the body returns values defined outside it and it reduces
    at least one element.

        %r = stablehlo.reduce(%x init: %z) across dimensions = [1] : (tensor<512x1xi1>, tensor<i1>) -> tensor<512xi1>
          reducer(%a: tensor<i1>, %b: tensor<i1>) { stablehlo.return %c : tensor<i1> }
        -> %r = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<512xi1>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReduceOp, rewriter: PatternRewriter) -> None:
        shape = shape_of(op.inputs[0].type)
        if shape is None or not all(_is_static(t) for t in op.result_types):
            return
        reduced = [shape[d] for d in int_array_values(op.properties["dimensions"])]
        if DYNAMIC in reduced:
            return
        if 0 in reduced:
            scalars = list(op.init_values)
        else:
            block = op.regions[0].blocks.first
            terminator = block.last_op if block is not None else None
            if terminator is None or any(v.owner is op or _defined_in(v, op) for v in terminator.operands):
                return
            scalars = list(terminator.operands)
        if [shape_of(v.type) for v in scalars] != [()] * len(op.results):
            return
        broadcast = dialect_op(op, "broadcast_in_dim")
        results = []
        for scalar, result_type in zip(scalars, op.result_types, strict=True):
            new_op = broadcast(scalar, [], result_type)
            try:
                new_op.verify()
            except VerifyException:
                return
            results.append(new_op)
        for new_op in results:
            new_op.location = op.location
            rewriter.insert(new_op)
        rewriter.replace(op, [], [new_op.results[0] for new_op in results])


class MapOfArgument(RewritePattern):
    """A map whose computation returns one of its arguments is the input of that argument (mlir-hlo's
    MapOp::fold):

        %r = "mhlo.map"(%x, %y) ({ ^bb0(%a: tensor<f32>, %b: tensor<f32>): "mhlo.return"(%b) ... })
               {dimensions = dense<0> : tensor<1xi64>} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
        ->
        uses of %r use %y
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: MapOp, rewriter: PatternRewriter) -> None:
        block = op.computation.block
        terminator = block.last_op
        if terminator is None or len(terminator.operands) != 1:
            return
        returned = terminator.operands[0]
        if returned in block.args:
            _forward(rewriter, op, op.inputs[block.args.index(returned)])


def _defined_in(value: SSAValue, op: Operation) -> bool:
    """Whether `value` is defined inside one of `op`'s regions (an op result or a block argument there)."""
    parent = value.owner if isinstance(value.owner, Operation) else value.owner.parent_op()
    while parent is not None:
        if parent is op:
            return True
        parent = parent.parent_op()
    return False


class RemoveIdentityConvert(RewritePattern):
    """convert to the operand's own type is the operand.

        %r = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConvertOp, rewriter: PatternRewriter) -> None:
        _forward(rewriter, op, op.operand)


def _exactly_representable(source: Attribute, target: Attribute) -> bool:
    """Whether every value of element type `source` converts to `target` exactly (a widening conversion):
    f16 -> f32, ui16 -> i32, i16 -> f32, f32 -> complex<f64> ... Float NaNs and infinities carry over."""
    if source == target:
        return True
    if isinstance(target, ComplexType):
        part = target.element_type
        parts = (source.element_type,) if isinstance(source, ComplexType) else (source,)
        return all(_exactly_representable(p, part) for p in parts)
    if isinstance(source, ComplexType):
        return False
    source_float, target_float = _float_format(source), _float_format(target)
    if source_float is not None:
        return target_float is not None and all(t >= s for s, t in zip(source_float, target_float))
    if not isinstance(source, IntegerType):
        return False
    width = source.width.data
    signed = width > 1 and source.signedness.data != Signedness.UNSIGNED
    value_bits = width - 1 if signed else width  # magnitude bits; i1 holds 0 and 1
    if target_float is not None:
        return target_float[1] + 1 >= value_bits
    if not isinstance(target, IntegerType):
        return False
    target_width = target.width.data
    if target_width == 1:
        return width == 1
    target_signed = target.signedness.data != Signedness.UNSIGNED
    if signed:
        return target_signed and target_width >= width
    return target_width > width if target_signed else target_width >= width


def _float_format(type_: Attribute) -> tuple[int, int] | None:
    """(exponent bits, mantissa bits) of the IEEE-like floats this checks for exact widening (None otherwise)."""
    formats = {Float16Type: (5, 10), BFloat16Type: (8, 7), Float32Type: (8, 23), Float64Type: (11, 52)}
    return formats.get(type(type_))


def _kind_class(type_: Attribute) -> str:
    """"complex", "float" or "int" (pred and unsigned included): the conversions from a class share their
    rules (integers wrap into integers, floats saturate into them, complex numbers give their real part)."""
    if isinstance(type_, ComplexType):
        return "complex"
    return "float" if _float_format(type_) is not None else "int"


class ComposeWideningConverts(RewritePattern):
    """convert of a widening convert is one convert of the first operand (or the operand itself): the
    intermediate type holds every value exactly, and the second convert treats that value as a convert
    from the first type would (the same class of type, or a float or complex result, which only rounds).
    An integer widened to a float and converted back to a narrower integer is left: float-to-int
    saturates where int-to-int wraps.

        %0 = stablehlo.convert %x : (tensor<f16>) -> tensor<f32>
        %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<f64>
        -> %1 = stablehlo.convert %x : (tensor<f16>) -> tensor<f64>

    and f32 -> f64 -> f32 is %x, as mlir-hlo's canonicalization does.
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConvertOp, rewriter: PatternRewriter) -> None:
        inner = op.operand.owner
        if not isinstance(inner, ConvertOp) or type(inner) is not type(op):
            return
        source, middle = element_type_of(inner.operand.type), element_type_of(inner.results[0].type)
        target = element_type_of(op.results[0].type)
        if not _exactly_representable(source, middle):
            return
        rounds_only = _kind_class(middle) != "int" and _kind_class(target) != "int"
        if _kind_class(source) != _kind_class(middle) and not rounds_only:
            return
        if inner.operand.type == op.results[0].type:
            rewriter.replace(op, [], [inner.operand])
            return
        rewriter.replace(op, dialect_op(op, "convert")(inner.operand, op.results[0].type))


class ComposeReshapes(RewritePattern):
    """reshape of a reshape is one reshape of the first operand.

        %0 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<6xf32>
        %1 = stablehlo.reshape %0 : (tensor<6xf32>) -> tensor<3x2xf32>
        ->
        %1 = stablehlo.reshape %x : (tensor<2x3xf32>) -> tensor<3x2xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReshapeOp, rewriter: PatternRewriter) -> None:
        inner = op.operand.owner
        if isinstance(inner, ReshapeOp):
            _replace_op(rewriter, op, type(op)(inner.operand, op.result.type))


class ComposeTransposes(RewritePattern):
    """transpose of a transpose is one transpose by the composed permutation.

        %0 = stablehlo.transpose %x, dims = [1, 2, 0] : (tensor<2x3x4xf32>) -> tensor<3x4x2xf32>
        %1 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<3x4x2xf32>) -> tensor<4x3x2xf32>
        ->
        %1 = stablehlo.transpose %x, dims = [2, 1, 0] : (tensor<2x3x4xf32>) -> tensor<4x3x2xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: TransposeOp, rewriter: PatternRewriter) -> None:
        inner = op.operand.owner
        if not isinstance(inner, TransposeOp):
            return
        # Result dimension i is the middle value's dimension outer[i], which is the operand's inner[outer[i]].
        inner_permutation = inner.ints("permutation")
        permutation = [inner_permutation[d] for d in op.ints("permutation")]
        composed = type(op)(inner.operand, permutation)
        if composed.result.type == op.result.type:
            _replace_op(rewriter, op, composed)


class TransposeOfSizeOneDimsToReshape(RewritePattern):
    """A transpose of a static shape that moves only dimensions of size 1 (the others keep their order) is a
    reshape, as mlir-hlo simplifies it.

        %r = stablehlo.transpose %x, dims = [1, 0, 2] : (tensor<10x1x512xf32>) -> tensor<1x10x512xf32>
        -> %r = stablehlo.reshape %x : (tensor<10x1x512xf32>) -> tensor<1x10x512xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: TransposeOp, rewriter: PatternRewriter) -> None:
        shape = shape_of(op.operand.type)
        permutation = op.ints("permutation")
        if shape is None or not _is_static(op.operand.type) or _is_iota(permutation):
            return
        moved = [d for d in permutation if shape[d] != 1]
        if moved != sorted(moved):
            return
        _replace_op(rewriter, op, dialect_op(op, "reshape")(op.operand, op.result.type))


class TransposeOfBroadcastInDim(RewritePattern):
    """A transpose of a broadcast_in_dim used only there is one broadcast_in_dim into the transposed shape.

        %0 = stablehlo.broadcast_in_dim %x, dims = [3] : (tensor<64xf32>) -> tensor<5x31x95x64xf32>
        %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] : (tensor<5x31x95x64xf32>) -> tensor<5x64x31x95xf32>
        -> %1 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<64xf32>) -> tensor<5x64x31x95xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: TransposeOp, rewriter: PatternRewriter) -> None:
        broadcast = op.operand.owner
        if not isinstance(broadcast, BroadcastInDimOp) or not broadcast.result.has_one_use():
            return
        permutation = list(op.ints("permutation"))
        dims = [permutation.index(d) for d in broadcast.ints("broadcast_dimensions")]
        _replace_op(rewriter, op, type(broadcast)(broadcast.operand, dims, op.result.type))


class ScatterFullOverwrite(RewritePattern):
    """A scatter of one update window that covers the whole operand, at start 0, is the body applied element by
    element (mlir-hlo's canonicalization): the update itself when the body returns its update argument, else,
    when the indices are empty, a map. With batching dimensions, one window per batch covers that batch.

        %r = "stablehlo.scatter"(%base, %zero, %update) ({^bb0(%a: tensor<f32>, %b: tensor<f32>): stablehlo.return %b})
             {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], ...>} -> %update
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ScatterOp, rewriter: PatternRewriter) -> None:
        if len(op.inputs) != 1 or len(op.updates) != 1:
            return
        base, update = op.inputs[0], op.updates[0]
        numbers = op.scatter_dimension_numbers
        if base.type != update.type or not _is_static(base.type) or op.results[0].type != base.type:
            return
        rank = len(shape_of(base.type) or ())
        batching = list(numbers.field("input_batching_dims"))
        if numbers.field("inserted_window_dims") or list(numbers.field("update_window_dims")) != [
            d for d in range(rank) if d not in batching
        ]:
            return
        index_shape = shape_of(op.scatter_indices.type)
        if batching and not _batches_in_place(numbers, batching, index_shape):
            return
        no_index = index_shape is not None and 0 in index_shape
        starts = constant_ints(op.scatter_indices)
        if not no_index and (starts is None or any(starts)):
            return
        block = op.update_computation.blocks.first
        terminator = block.last_op if block is not None else None
        if terminator is not None and list(terminator.operands) == [block.args[1]]:
            rewriter.replace(op, [], [update])
            return
        if not no_index:
            # As upstream: another body is mapped only where the indices are empty.
            return
        map_op = dialect_op(op, "map")([base, update], rewriter.move_region_contents_to_new_regions(op.update_computation))
        map_op.location = op.location
        rewriter.replace(op, map_op)


def _batches_in_place(numbers: Attribute, batching: Sequence[int], index_shape: Sequence[int] | None) -> bool:
    """Whether every scatter dimension of the update is a batching dimension that indexes the operand at its own
    position: each batch's window then lands on the same batch of the operand.

    The update's scatter dimensions (those not in update_window_dims, here the operand's batching dimensions)
    correspond in order to the indices' dimensions other than index_vector_dim; each of those must be a
    scatter_indices_batching_dims entry paired with the operand batching dimension of the same number.
    """
    if index_shape is None:
        return False
    index_vector_dim = numbers.field("index_vector_dim")
    index_dims = [d for d in range(len(index_shape)) if d != index_vector_dim]
    pairs = dict(zip(numbers.field("scatter_indices_batching_dims"), batching))
    return len(index_dims) == len(batching) and all(
        pairs.get(index_dim) == operand_dim for index_dim, operand_dim in zip(index_dims, sorted(batching))
    )


class ComposeBroadcastInDims(RewritePattern):
    """broadcast_in_dim of a broadcast_in_dim is one broadcast_in_dim with the composed dims.

        %0 = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
        %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x4x3xf32>
        ->
        %1 = stablehlo.broadcast_in_dim %x, dims = [2] : (tensor<3xf32>) -> tensor<2x4x3xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: BroadcastInDimOp, rewriter: PatternRewriter) -> None:
        inner = op.operand.owner
        if not isinstance(inner, BroadcastInDimOp):
            return
        outer_dims = op.ints("broadcast_dimensions")
        dims = [outer_dims[d] for d in inner.ints("broadcast_dimensions")]
        _replace_op(rewriter, op, type(op)(inner.operand, dims, op.result.type))


class RemoveEmptyConcatenateOperands(RewritePattern):
    """Operands of size 0 along the concatenated dimension add nothing (mlir-hlo's ConcatenateOperandRemoval):

        %r = stablehlo.concatenate %x, %e, dim = 0 : (tensor<4xf32>, tensor<0xf32>) -> tensor<4xf32>
        ->
        %r = stablehlo.concatenate %x, dim = 0 : (tensor<4xf32>) -> tensor<4xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConcatenateOp, rewriter: PatternRewriter) -> None:
        dimension = op.int_value("dimension")
        kept = [value for value in op.inputs if (shape_of(value.type) or (None,) * (dimension + 1))[dimension] != 0]
        if kept and len(kept) < len(op.inputs):
            new_op = type(op).create(
                operands=kept, result_types=[op.result.type], properties=dict(op.properties), attributes=dict(op.attributes)
            )
            _replace_op(rewriter, op, new_op)


class EmptyConcatenateToConstant(RewritePattern):
    """A concatenate whose result has no element is an empty constant (mlir-hlo's ConcatenateOp::fold):

        %r = stablehlo.concatenate %a, %b, dim = 0 : (tensor<0xi1>, tensor<0xi1>) -> tensor<0xi1>
        ->
        %r = stablehlo.constant dense<> : tensor<0xi1>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ConcatenateOp, rewriter: PatternRewriter) -> None:
        shape = shape_of(op.result.type)
        if shape is None or DYNAMIC in shape or 0 not in shape or len(op.inputs) < 2:
            return
        empty = DenseIntOrFPElementsAttr(op.result.type, BytesAttr(b""))
        _replace_op(rewriter, op, dialect_op(op, "constant")(empty))


class RemoveFullSlice(RewritePattern):
    """slice of the whole operand with strides 1 is the operand.

        %r = stablehlo.slice %x [0:2, 0:3] : (tensor<2x3xf32>) -> tensor<2x3xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SliceOp, rewriter: PatternRewriter) -> None:
        starts, limits, strides = (op.ints(name) for name in op.INDEX_LISTS)
        shape = shape_of(op.operand.type)
        if not any(starts) and limits == shape and all(stride == 1 for stride in strides):
            _forward(rewriter, op, op.operand)


# ---------------------------------------------------------------------------
# Element-wise ops with a known answer


class SimplifySelect(RewritePattern):
    """select with a constant all-true or all-false predicate, or with equal branches, is one branch.

        %true = stablehlo.constant dense<true> : tensor<i1>
        %r = stablehlo.select %true, %a, %b : tensor<i1>, tensor<4xf32>
        ->
        uses of %r use %a
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: SelectOp, rewriter: PatternRewriter) -> None:
        if op.on_true is op.on_false:
            _forward(rewriter, op, op.on_true)
            return
        pred = splat_array(op.pred)
        if pred is not None:
            _forward(rewriter, op, op.on_true if pred else op.on_false)


def _is_zero(value: np.ndarray) -> bool:
    return bool(value == 0)


def _is_positive_zero(value: np.ndarray) -> bool:
    return bool(value == 0 and not np.signbit(value))


def _is_negative_zero(value: np.ndarray) -> bool:
    return bool(value == 0 and np.signbit(value))


def _is_one(value: np.ndarray) -> bool:
    return bool(value == 1)


IdentityTest = Callable[[np.ndarray], bool]
"""Whether a splat constant operand leaves the other operand unchanged, given its one element."""

_INTEGER_KINDS = (ElementKind.PRED, ElementKind.SIGNED, ElementKind.UNSIGNED)


class RemoveIdentityOperand(RewritePattern):
    """A binary op whose constant operand is an identity element is its other operand.

    Subclasses name the op (`OP_BASE`), the identity test per element kind
    (`IDENTITY`) and whether the constant may stand on the left (`COMMUTATIVE`).
    """

    OP_BASE: ClassVar[type[BinaryElementwiseOp]]
    IDENTITY: ClassVar[dict[ElementKind, IdentityTest]]
    COMMUTATIVE: ClassVar[bool] = True

    @property
    def op_types(self) -> tuple[type[BinaryElementwiseOp], ...]:
        """The op classes the pattern matches (`aiopt.support.pattern_dispatch`: no other op tries it)."""
        return (self.OP_BASE,)

    def identity_test(self, op: BinaryElementwiseOp) -> IdentityTest | None:
        """The identity test of `op`'s element kind, if it has an identity element."""
        return self.IDENTITY.get(element_kind(element_type_of(op.result.type)))

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if not isinstance(op, self.OP_BASE):
            return
        is_identity = self.identity_test(op)
        if is_identity is None:
            return
        pairs = [(op.rhs, op.lhs), (op.lhs, op.rhs)] if self.COMMUTATIVE else [(op.rhs, op.lhs)]
        for constant, other in pairs:
            value = splat_array(constant)
            if value is not None and other.type == op.result.type and is_identity(value):
                _forward(rewriter, op, other)
                return


class RemoveAddZero(RemoveIdentityOperand):
    """x + 0 and 0 + x are x for integers (false for booleans); for floats only with -0.0, but in mhlo with
    either zero, as mlir-hlo's AddOp::fold (and XLA's simplifier) has it: x + 0.0 differs from x only in the
    sign of a zero, +0.0 for x = -0.0.

        %zero = stablehlo.constant dense<0> : tensor<4xi32>
        %r = stablehlo.add %x, %zero : tensor<4xi32>
    """

    OP_BASE = AddOp
    IDENTITY = {**dict.fromkeys(_INTEGER_KINDS, _is_zero), ElementKind.FLOAT: _is_negative_zero}

    def identity_test(self, op: BinaryElementwiseOp) -> IdentityTest | None:
        return add_identity_test(op, element_type_of(op.result.type))


def add_identity_test(op: Operation, element: Attribute) -> IdentityTest | None:
    """Whether an addend leaves the other unchanged for `op` (an add, or a reducer of adds) of `element`s:
    integers' 0; floats' -0.0, or in mhlo either zero (mlir-hlo's folders)."""
    kind = element_kind(element)
    if kind is ElementKind.FLOAT and op.name.startswith("mhlo."):
        return _is_zero
    return RemoveAddZero.IDENTITY.get(kind)


class RemoveSubtractZero(RemoveIdentityOperand):
    """x - 0 is x for integers; for floats only with +0.0 (x - +0.0 is x + -0.0).

        %zero = stablehlo.constant dense<0.0> : tensor<4xf32>
        %r = stablehlo.subtract %x, %zero : tensor<4xf32>
    """

    OP_BASE = SubtractOp
    IDENTITY = {**dict.fromkeys(_INTEGER_KINDS, _is_zero), ElementKind.FLOAT: _is_positive_zero}
    COMMUTATIVE = False


class RemoveMultiplyOne(RemoveIdentityOperand):
    """x * 1 and 1 * x are x for integers, booleans (true) and floats (x * 1.0 is exact, NaN and -0.0 included).

        %one = stablehlo.constant dense<1.0> : tensor<4xf32>
        %r = stablehlo.multiply %x, %one : tensor<4xf32>
    """

    OP_BASE = MulOp
    IDENTITY = {**dict.fromkeys(_INTEGER_KINDS, _is_one), ElementKind.FLOAT: _is_one}


def _is_all_ones(value: np.ndarray) -> bool:
    """-1 of a signed or signless integer, the maximum of an unsigned one, true of a boolean."""
    return bool(np.invert(value) == 0)


class RemoveAndAllOnes(RemoveIdentityOperand):
    """x & ~0 and ~0 & x are x (mlir-hlo's AndOp::fold), for integers and booleans:

        %ones = mhlo.constant dense<-1> : tensor<4xi32>
        %r = mhlo.and %ones, %x : tensor<4xi32>
    """

    OP_BASE = AndOp
    IDENTITY = dict.fromkeys(_INTEGER_KINDS, _is_all_ones)


class RemoveOrZero(RemoveIdentityOperand):
    """x | 0 and 0 | x are x (mlir-hlo's OrOp::fold), for integers and booleans:

        %zero = mhlo.constant dense<0> : tensor<4xi32>
        %r = mhlo.or %zero, %x : tensor<4xi32>
    """

    OP_BASE = OrOp
    IDENTITY = dict.fromkeys(_INTEGER_KINDS, _is_zero)


class RemoveXorZero(RemoveIdentityOperand):
    """x ^ 0 and 0 ^ x are x (mlir-hlo's XorOp::fold), for integers and booleans:

        %zero = mhlo.constant dense<0> : tensor<4xi32>
        %r = mhlo.xor %zero, %x : tensor<4xi32>
    """

    OP_BASE = XorOp
    IDENTITY = dict.fromkeys(_INTEGER_KINDS, _is_zero)


_ABSORBING: dict[type[BinaryElementwiseOp], IdentityTest] = {AndOp: _is_zero, OrOp: _is_all_ones}
"""The splat constants that and/or return whatever their other operand (x & 0 is 0, x | ~0 is ~0)."""


class FoldAbsorbingOperand(RewritePattern):
    """and with 0 is 0, or with ~0 is ~0, for integers and booleans (mlir-hlo's AndOp::fold, OrOp::fold):

        %zero = mhlo.constant dense<0> : tensor<4xi32>
        %r = mhlo.and %zero, %x : tensor<4xi32>
        ->
        uses of %r use %zero
    """

    op_types: ClassVar[tuple[type[Operation], ...]] = tuple(_ABSORBING)
    """The op classes the pattern matches (`aiopt.support.pattern_dispatch`: no other op tries it)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        is_absorbing = next((test for base, test in _ABSORBING.items() if isinstance(op, base)), None)
        if is_absorbing is None or element_kind(element_type_of(op.result.type)) not in _INTEGER_KINDS:
            return
        for constant in (op.lhs, op.rhs):
            value = splat_array(constant)
            if value is not None and constant.type == op.result.type and is_absorbing(value):
                _forward(rewriter, op, constant)
                return


class FoldLogicalSameOperands(RewritePattern):
    """x & x and x | x are x; x ^ x is 0 where the shape is static (mlir-hlo's folds), for integers and booleans:

        %r = mhlo.xor %x, %x : tensor<4xi32>
        ->
        %r = mhlo.constant dense<0> : tensor<4xi32>
    """

    op_types: ClassVar[tuple[type[Operation], ...]] = (AndOp, OrOp, XorOp)
    """The op classes the pattern matches (`aiopt.support.pattern_dispatch`: no other op tries it)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if not isinstance(op, self.op_types) or op.lhs is not op.rhs:
            return
        if element_kind(element_type_of(op.result.type)) not in _INTEGER_KINDS:
            return
        if not isinstance(op, XorOp):
            _forward(rewriter, op, op.lhs)
        elif _is_static(op.result.type):
            rewriter.replace(op, [], [create_constant(rewriter, op, np.array(0), op.result.type)])


_BOOLEAN_IDENTITY_COMPARISON = {"EQ": True, "NE": False}
"""compare x, c of booleans is x where c is this constant (x == true, x != false)."""


class FoldCompareWithBooleanIdentity(RewritePattern):
    """compare of booleans EQ true or NE false is the other operand (mlir-hlo's CompareOp::fold):

        %true = mhlo.constant dense<true> : tensor<i1>
        %r = mhlo.compare EQ, %x, %true : (tensor<i1>, tensor<i1>) -> tensor<i1>
        ->
        uses of %r use %x
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: CompareOp, rewriter: PatternRewriter) -> None:
        identity = _BOOLEAN_IDENTITY_COMPARISON.get(op.direction)
        if identity is None or element_kind(element_type_of(op.lhs.type)) is not ElementKind.PRED:
            return
        for constant, other in ((op.rhs, op.lhs), (op.lhs, op.rhs)):
            value = splat_array(constant)
            if value is not None and bool(value) is identity and other.type == op.result.type:
                _forward(rewriter, op, other)
                return


_SAME_OPERAND_COMPARISON = {"EQ": True, "LE": True, "GE": True, "NE": False, "LT": False, "GT": False}
"""compare x, x for integers; floats are left alone (NaN is not equal to itself)."""


class FoldCompareSameOperands(RewritePattern):
    """compare of a value with itself is a constant for integers and booleans.

        %r = stablehlo.compare  LE, %x, %x,  SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
        ->
        %r = stablehlo.constant dense<true> : tensor<4xi1>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: CompareOp, rewriter: PatternRewriter) -> None:
        result_type = op.result.type
        if op.lhs is not op.rhs or not _is_static(result_type):
            return
        if element_kind(element_type_of(op.lhs.type)) not in _INTEGER_KINDS:
            return
        value = np.array(_SAME_OPERAND_COMPARISON[op.direction])  # one element: a splat of the result type
        rewriter.replace(op, [], [create_constant(rewriter, op, value, result_type)])


# ---------------------------------------------------------------------------
# Tuples and loops


class FoldGetTupleElementOfTuple(RewritePattern):
    """get_tuple_element of a tuple op is the tuple's operand; the tuple then dies.

        %t = stablehlo.tuple %a, %b : tuple<tensor<f32>, tensor<i32>>
        %r = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
        ->
        uses of %r use %b
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: GetTupleElementOp, rewriter: PatternRewriter) -> None:
        tuple_op = op.operand.owner
        if isinstance(tuple_op, TupleOp):
            _forward(rewriter, op, tuple_op.val[op.index.value.data])


class FoldTupleOfGetTupleElements(RewritePattern):
    """A tuple of all elements of one tuple value, in order, is that value.

        %a = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>
        %b = stablehlo.get_tuple_element %t[1] : (tuple<tensor<f32>, tensor<i32>>) -> tensor<i32>
        %r = stablehlo.tuple %a, %b : tuple<tensor<f32>, tensor<i32>>
        ->
        uses of %r use %t
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: TupleOp, rewriter: PatternRewriter) -> None:
        elements = [value.owner for value in op.val]
        if not elements or not all(isinstance(e, GetTupleElementOp) for e in elements):
            return
        source = elements[0].operand
        if all(e.operand is source and e.index.value.data == i for i, e in enumerate(elements)):
            _forward(rewriter, op, source)


class RemoveWhileNeverTaken(RewritePattern):
    """A while whose condition is a constant false never runs its body: its results are its operands. Only a
    while without effects beyond its results goes (mlir-hlo keeps one whose body writes an outfeed:
    `do_not_dce_while_with_outfeed`).

        %r = stablehlo.while(%i = %x) : tensor<4xf32> cond { %f = stablehlo.constant dense<false> : tensor<i1>
                                                              stablehlo.return %f : tensor<i1> } do {...}
        -> uses of %r use %x
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: WhileOp, rewriter: PatternRewriter) -> None:
        terminator = op.cond.block.last_op
        if terminator is None or len(terminator.operands) != 1:
            return
        if _constant_predicate(terminator.operands[0]) is not False:
            return
        if [v.type for v in op.operand] != [r.type for r in op.res] or not result_only_effects(op):
            return
        rewriter.replace(op, [], list(op.operand))


def _constant_predicate(value: SSAValue) -> bool | None:
    """The value of a `tensor<i1>` that an HLO or arith constant defines, else None."""
    owner = value.owner
    if not isinstance(owner, Operation) or not owner.has_trait(ConstantLike):
        return None
    attr = owner.properties.get("value", owner.attributes.get("value"))
    if not isinstance(attr, DenseIntOrFPElementsAttr) or attr.get_element_type() != IntegerType(1):
        return None
    values = attr.get_values()
    return bool(values[0]) if len(values) == 1 else None


class RemoveWhileLoopInvariants(RewritePattern):
    """Loop-carried values that the body passes through unchanged become the init values.

    Their block arguments and results are replaced by the init value and
    dropped from the loop, as mlir-hlo's WhileOp canonicalization does:

        %r:2 = stablehlo.while(%i = %i0, %n = %n0) : tensor<i32>, tensor<i32> cond {...} do {
          ...
          stablehlo.return %next, %n : tensor<i32>, tensor<i32>
        }
        ->
        %r = stablehlo.while(%i = %i0) : tensor<i32> cond {...uses %n0...} do {...}
        uses of %r#1 use %n0
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: WhileOp, rewriter: PatternRewriter) -> None:
        cond, body = op.cond.block, op.body.block
        terminator = body.last_op
        assert terminator is not None
        yielded = list(terminator.operands)
        count = len(op.operand)
        invariant = [
            i
            for i in range(count)
            if (yielded[i] is op.operand[i] or yielded[i] is body.args[i])
            and op.operand[i].type == cond.args[i].type == body.args[i].type == op.res[i].type
        ]
        if not invariant:
            return
        kept = [i for i in range(count) if i not in invariant]
        inits = list(op.operand)
        for i in invariant:
            rewriter.replace_all_uses_with(cond.args[i], inits[i])
            rewriter.replace_all_uses_with(body.args[i], inits[i])
        terminator.operands = [yielded[i] for i in kept]
        rewriter.notify_op_modified(terminator)
        for i in reversed(invariant):
            rewriter.erase_block_argument(cond.args[i])
            rewriter.erase_block_argument(body.args[i])
        new_loop = type(op).create(
            operands=[inits[i] for i in kept],
            result_types=[op.res[i].type for i in kept],
            regions=[rewriter.move_region_contents_to_new_regions(region) for region in (op.cond, op.body)],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
        )
        new_loop.location = op.location
        new_results = iter(new_loop.results)
        rewriter.replace(op, new_loop, [inits[i] if i in invariant else next(new_results) for i in range(count)])


# ---------------------------------------------------------------------------
# Dynamic ops whose shapes are known


def _constant_lists(values: Sequence[SSAValue]) -> list[tuple[int, ...]] | None:
    """The integers of each value when every one is a constant, else None."""
    lists = [constant_ints(value) for value in values]
    return None if any(ints is None for ints in lists) else lists  # type: ignore[return-value]


def _with_result_type_of(
    op: Operation, mnemonic: str, operands: Sequence[SSAValue], **dims: Sequence[int]
) -> Operation:
    """`DIALECT.mnemonic` on `operands` with dimension-list properties `dims` and the result type of `op`.

    The result type stays that of `op`, possibly less static than the one the
    new op infers (its verifier accepts that), so that no user changes type.
    """
    cls = dialect_op(op, mnemonic)
    properties = {name: cls.HLO_ATTRS.dims(values) for name, values in dims.items()}
    return cls.create(operands=list(operands), result_types=[op.results[0].type], properties=properties)


class DynamicBroadcastInDimToStatic(RewritePattern):
    """dynamic_broadcast_in_dim between static types is broadcast_in_dim.

        %r = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1]
               : (tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
        ->
        %r = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicBroadcastInDimOp, rewriter: PatternRewriter) -> None:
        if _is_static(op.operand.type) and _is_static(op.result.type):
            broadcast = dialect_op(op, "broadcast_in_dim")
            _replace_op(rewriter, op, broadcast(op.operand, op.ints("broadcast_dimensions"), op.result.type))


class DynamicReshapeToStatic(RewritePattern):
    """dynamic_reshape to a static type is reshape.

        %r = stablehlo.dynamic_reshape %x, %shape : (tensor<6xf32>, tensor<2xi64>) -> tensor<2x3xf32>
        ->
        %r = stablehlo.reshape %x : (tensor<6xf32>) -> tensor<2x3xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicReshapeOp, rewriter: PatternRewriter) -> None:
        if _is_static(op.result.type):
            _replace_op(rewriter, op, dialect_op(op, "reshape")(op.operand, op.result.type))


class DynamicIotaToStatic(RewritePattern):
    """dynamic_iota of a static type is iota.

        %r = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<4xi32>
        ->
        %r = stablehlo.iota dim = 0 : tensor<4xi32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicIotaOp, rewriter: PatternRewriter) -> None:
        if _is_static(op.result.type):
            _replace_op(rewriter, op, dialect_op(op, "iota")(op.int_value("iota_dimension"), op.result.type))


class DynamicSliceToSlice(RewritePattern):
    """dynamic_slice of a static operand at constant start indices is slice (indices clamped as at run time).

        %r = stablehlo.dynamic_slice %x, %c1, sizes = [2] : (tensor<4xf32>, tensor<i64>) -> tensor<2xf32>
        ->
        %r = stablehlo.slice %x [1:3] : (tensor<4xf32>) -> tensor<2xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicSliceOp, rewriter: PatternRewriter) -> None:
        indices = _constant_lists(op.start_indices)
        if indices is None or not _is_static(op.operand.type):
            return
        sizes = op.ints("slice_sizes")
        starts = clamped_starts([index for (index,) in indices], op.operand.type.get_shape(), sizes)
        limits = [start + size for start, size in zip(starts, sizes)]
        strides = [1] * len(sizes)
        slice_op = _with_result_type_of(
            op, "slice", [op.operand], start_indices=starts, limit_indices=limits, strides=strides
        )
        _replace_op(rewriter, op, slice_op)


class SimplifyDynamicUpdateSlice(RewritePattern):
    """dynamic_update_slice with an empty update is the operand; one that covers the operand at constant zero
    indices is the update (mlir-hlo's fold).

        %r = stablehlo.dynamic_update_slice %x, %u, %c0 : (tensor<4xf32>, tensor<4xf32>, tensor<i64>) -> tensor<4xf32>
        ->
        uses of %r use %u
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicUpdateSliceOp, rewriter: PatternRewriter) -> None:
        if 0 in op.update.type.get_shape():
            _forward(rewriter, op, op.operand)
            return
        indices = _constant_lists(op.start_indices)
        covers_operand = op.update.type == op.operand.type and _is_static(op.operand.type)
        if covers_operand and indices is not None and all(index == 0 for (index,) in indices):
            _forward(rewriter, op, op.update)


class RealDynamicSliceToSlice(RewritePattern):
    """real_dynamic_slice with constant start, limit and strides is slice.

        %r = stablehlo.real_dynamic_slice %x, %start, %limit, %strides
               : (tensor<4xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
        ->
        %r = stablehlo.slice %x [1:3] : (tensor<4xf32>) -> tensor<?xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: RealDynamicSliceOp, rewriter: PatternRewriter) -> None:
        bounds = _constant_lists([op.start_indices, op.limit_indices, op.strides])
        if bounds is None:
            return
        starts, limits, strides = bounds
        slice_op = _with_result_type_of(
            op, "slice", [op.operand], start_indices=starts, limit_indices=limits, strides=strides
        )
        _replace_op(rewriter, op, slice_op)


class DynamicPadToPad(RewritePattern):
    """dynamic_pad with constant paddings is pad.

        %r = stablehlo.dynamic_pad %x, %zero, %low, %high, %interior
               : (tensor<2xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
        ->
        %r = stablehlo.pad %x, %zero, low = [1], high = [0], interior = [1]
               : (tensor<2xf32>, tensor<f32>) -> tensor<?xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DynamicPadOp, rewriter: PatternRewriter) -> None:
        paddings = _constant_lists([op.edge_padding_low, op.edge_padding_high, op.interior_padding])
        if paddings is None:
            return
        low, high, interior = paddings
        pad_op = _with_result_type_of(
            op,
            "pad",
            [op.operand, op.padding_value],
            edge_padding_low=low,
            edge_padding_high=high,
            interior_padding=interior,
        )
        _replace_op(rewriter, op, pad_op)


def populate_hlo_canonicalization_patterns() -> list[RewritePattern]:
    """The canonicalization patterns of the mhlo and stablehlo ops."""
    return [
        RemoveIdentityBroadcastInDim(),
        RemoveIdentityBroadcast(),
        RemoveBroadcastReshapedBack(),
        FoldPartOfComplex(),
        FoldComplexOfParts(),
        RemoveIdentityReshape(),
        RemoveIdentityTranspose(),
        RemoveIdentityConvert(),
        RemoveIdentityBitcast(),
        RemoveNoopReverse(),
        RemoveNoopReduce(),
        RemoveNoopReduceWindow(),
        ReduceToBroadcast(),
        MapOfArgument(),
        ComposeWideningConverts(),
        ComposeReshapes(),
        ComposeTransposes(),
        TransposeOfSizeOneDimsToReshape(),
        TransposeOfBroadcastInDim(),
        ScatterFullOverwrite(),
        ComposeBroadcastInDims(),
        *populate_hlo_broadcast_canonicalization_patterns(),
        *populate_hlo_concatenate_canonicalization_patterns(),
        RemoveEmptyConcatenateOperands(),
        EmptyConcatenateToConstant(),
        RemoveFullSlice(),
        SimplifySelect(),
        *populate_hlo_select_canonicalization_patterns(),
        *populate_hlo_sort_canonicalization_patterns(),
        RemoveAddZero(),
        RemoveSubtractZero(),
        RemoveMultiplyOne(),
        RemoveAndAllOnes(),
        RemoveOrZero(),
        RemoveXorZero(),
        FoldAbsorbingOperand(),
        FoldLogicalSameOperands(),
        FoldCompareWithBooleanIdentity(),
        FoldCompareSameOperands(),
        FoldGetTupleElementOfTuple(),
        FoldTupleOfGetTupleElements(),
        RemoveWhileNeverTaken(),
        *populate_hlo_conditional_canonicalization_patterns(),
        RemoveWhileLoopInvariants(),
        DynamicBroadcastInDimToStatic(),
        DynamicReshapeToStatic(),
        DynamicIotaToStatic(),
        DynamicSliceToSlice(),
        SimplifyDynamicUpdateSlice(),
        RealDynamicSliceToSlice(),
        *populate_hlo_real_dynamic_slice_canonicalization_patterns(),
        DynamicPadToPad(),
        *populate_hlo_pad_canonicalization_patterns(),
        *populate_hlo_dimension_size_patterns(),
        *populate_hlo_dynamic_shape_canonicalization_patterns(),
        *populate_hlo_iota_canonicalization_patterns(),
        *populate_hlo_gather_canonicalization_patterns(),
        *populate_hlo_convolution_canonicalization_patterns(),
        *populate_chlo_canonicalization_patterns(),
        *populate_hlo_quantized_folding_patterns(),
    ]
