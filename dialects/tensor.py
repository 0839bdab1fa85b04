"""The `tensor` dialect: xDSL's ops, with the syntax and verifiers of upstream MLIR where xDSL's differ.

Replaced here, because xDSL 0.74 gets them wrong:

- `tensor.collapse_shape` / `tensor.expand_shape` print their reassociation
  as `[[0 : i64, 1 : i64]]`; upstream prints `[[0, 1]]`:

      %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
      %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>

- `tensor.expand_shape` of a rank-0 tensor (reassociation `[]`) fails
  xDSL's verifier.

- `tensor.reshape` rejects dynamic shapes: its verifier multiplies the `?`
  sizes as if they were -1. Here only two static shapes are compared:

      %r = tensor.reshape %a(%shape) : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x4xf32>

- `tensor.extract` and `tensor.insert` accept any number of indices; upstream
  requires one per dimension:

      %x = tensor.extract %t[%i, %j] : tensor<2x3xf32>
      %u = tensor.insert %x into %t[%i, %j] : tensor<2x3xf32>

- `tensor.extract_slice` / `tensor.insert_slice` check only their dynamic
  operand counts; upstream also checks the slice type against the sizes
  (rank-reduced or not) and the offset/size/stride list lengths:

      %s = tensor.extract_slice %t[0, 0][4, 1][1, 1] : tensor<8x8xf32> to tensor<4xf32>

- `tensor.collapse_shape` checks nothing; upstream checks the sizes of each
  reassociation group as for `tensor.expand_shape`.

Where these override xDSL's `verify_`, they also check the op's IRDL
constraints (`verify_irdl_constraints`), which the generated `verify_` did.

Added here, because xDSL 0.74 lacks it:

- `tensor.generate`, a tensor computed element by element by its body:

      %g = tensor.generate %n {
      ^bb0(%i: index, %j: index):
        ...
        tensor.yield %v : f32
      } : tensor<?x3xf32>

- `tensor.gather` / `tensor.scatter`, slices read from / written to the coordinates in an
  indices tensor (a gather from a splat constant folds to the splat):

      %g = tensor.gather %t[%idx] gather_dims([1, 2]) : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4x1x1xf32>

- `tensor.rank` and `tensor.bitcast` (a ranked tensor's rank and a same-type bitcast fold):

      %r = tensor.rank %t : tensor<*xf32>
      %f = tensor.bitcast %i : tensor<4xi32> to tensor<4xf32>

- `tensor.parallel_insert_slice`, a thread's slice written into a shared output
  of `scf.forall` (only inside `scf.forall.in_parallel`):

      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<100xf32>

Every other op is xDSL's.

This module also re-exports xDSL's other `tensor` ops, so that `from aiopt.dialects import tensor`
names the class the context registers for every `tensor` op: passes build ops from it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from io import StringIO
from typing import ClassVar

from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.arith import ArithConstantMaterializationInterface
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    Signedness,
    TensorType,
    UnitAttr,
    UnrankedTensorType,
    i64,
)
from xdsl.dialects.tensor import *
from xdsl.dialects.utils.dynamic_index_list import DynamicIndexList
from xdsl.dialects.utils.reshape_ops_utils import verify_reshape_like_types
from xdsl.interfaces import HasFolderInterface
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    OpDef,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.printer import Printer
from xdsl.rewriter import InsertPoint
from xdsl.traits import (
    ConstantLike,
    HasCanonicalizationPatternsTrait,
    HasParent,
    IsTerminator,
    Pure,
    RecursiveMemoryEffect,
    SingleBlockImplicitTerminator,
)
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.scf import InParallelOpInterface, ParallelCombiningOpInterface
from aiopt.dialects.slicing import (
    SliceVerification,
    is_rank_reduced_type,
    slice_error,
    verify_dynamic_count,
    verify_offset_size_stride,
)
from aiopt.support.canonical_classes import irdl_op_redefinition, registered_factory
from aiopt.support.dense_elements import splat_element_bytes, splat_from_bytes
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.irdl_verification import UpstreamVerifyException, verify_irdl_constraints, with_constraints


def print_reassociation(printer: Printer, reassociation: ArrayAttr[ArrayAttr[IntegerAttr]]) -> None:
    """Print a reassociation as upstream's `[[0, 1], [2]]`."""
    groups = (", ".join(str(index.value.data) for index in group.data) for group in reassociation.data)
    printer.print_string("[" + ", ".join(f"[{group}]" for group in groups) + "]")


class CollapseShapeOp(xdsl_tensor.CollapseShapeOp):
    """Merge groups of adjacent dimensions: each reassociation group becomes one dimension.

    %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
    """

    def verify_(self) -> None:
        # xDSL checks nothing beyond the operand types.
        verify_irdl_constraints(self)
        if self.result.type.get_num_dims() == 0:
            if any(size != 1 for size in self.src.type.get_shape()):
                raise VerifyException(
                    "invalid to reshape tensor/memref with non-unit extent dimensions to zero-rank tensor/memref"
                )
            return
        verify_reshape_like_types(
            collapsed_type=self.result.type, expanded_type=self.src.type, reassociation=self.reassociation
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.src)
        printer.print_string(" ")
        print_reassociation(printer, self.reassociation)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.src.type)
        printer.print_string(" into ")
        printer.print_attribute(self.result.type)

    @classmethod
    def parse(cls, parser):
        src = parser.parse_unresolved_operand()
        reassociation = parser.parse_attribute()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        src_type = parser.parse_type()
        parser.parse_characters("into")
        result_type = parser.parse_type()
        return cls.build(
            operands=[parser.resolve_operand(src, src_type)],
            result_types=[result_type],
            properties={"reassociation": reassociation},
            attributes=attributes,
        )


def verify_output_shape_count(static_shape: Sequence[int], values: Sequence[SSAValue]) -> None:
    """An expand_shape's `output_shape` has one value per dynamic size of its static sizes (upstream's words)."""
    dynamic = sum(size == DYNAMIC_INDEX for size in static_shape)
    if len(values) != dynamic:
        raise VerifyException(
            "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has "
            f"{dynamic} dynamic dims while output_shape has {len(values)} values"
        )


class ExpandShapeOp(xdsl_tensor.ExpandShapeOp):
    """Split dimensions: each source dimension becomes its reassociation group of result dimensions.

    %e = tensor.expand_shape %a [[0, 1]] output_shape [2, %n] : tensor<?xf32> into tensor<2x?xf32>
    """

    def verify_(self) -> None:
        # Upstream counts the output_shape values against the static sizes
        # xDSL does not check; an `output_shape` literal of INT64_MIN (kDynamic)
        # with no value for it passed the verifier and crashed the printer.
        static_shape = self.static_output_shape.get_values()
        if len(static_shape) == self.result.type.get_num_dims():  # else xDSL's count message, upstream's first
            verify_output_shape_count(static_shape, self.dynamic_output_shape)
        # xDSL requires a group per expanded dim; upstream expands a rank-0
        # tensor with `[]` into any shape of 1s.
        if self.src.type.get_num_dims() == 0 and not self.reassociation.data:
            if any(size != 1 for size in self.result.type.get_shape()):
                raise VerifyException("expected the expanded type of a rank-0 tensor to have only size-1 dims")
            return
        super().verify_()

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.src)
        printer.print_string(" ")
        print_reassociation(printer, self.reassociation)
        printer.print_string(" output_shape ")
        dynamic = iter(self.dynamic_output_shape)
        printer.print_string("[")
        for position, size in enumerate(self.static_output_shape.get_values()):
            if position:
                printer.print_string(", ")
            if size == DYNAMIC_INDEX:
                printer.print_operand(next(dynamic))
            else:
                printer.print_string(str(size))
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.src.type)
        printer.print_string(" into ")
        printer.print_attribute(self.result.type)


class ReshapeOp(xdsl_tensor.ReshapeOp):
    """Reshape a tensor to the shape held in a 1-D tensor of integers or indices; the source and the
    result may be unranked.

    %r = tensor.reshape %a(%shape) : (tensor<2x3xf32>, tensor<1xi64>) -> tensor<6xf32>
    %u = tensor.reshape %b(%shape) : (tensor<*xf32>, tensor<1xi64>) -> tensor<?xf32>
    """

    _definition: ClassVar[OpDef] = with_constraints(
        xdsl_tensor.ReshapeOp.get_irdl_definition(),
        source=TensorType | UnrankedTensorType,
        result=TensorType | UnrankedTensorType,
    )

    @classmethod
    def get_irdl_definition(cls) -> OpDef:
        return cls._definition

    def verify_(self) -> None:
        # The shape operand's rank (an operand constraint upstream), then upstream's checks in its order.
        verify_irdl_constraints(self)
        source_type, shape_type, result_type = self.source.type, self.shape.type, self.result.type
        if shape_type.get_num_dims() != 1:
            raise VerifyException("shape tensor must have a rank one")
        if source_type.element_type != result_type.element_type:
            raise VerifyException("element types of source and destination tensor types should be the same")
        if isinstance(result_type, TensorType):
            if (
                isinstance(source_type, TensorType)
                and source_type.has_static_shape()
                and result_type.has_static_shape()
                and math.prod(source_type.get_shape()) != math.prod(result_type.get_shape())
            ):
                raise VerifyException("source and destination tensor should have the same number of elements")
            if shape_type.get_shape()[0] == DYNAMIC_INDEX:
                raise VerifyException(
                    "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type"
                )
            if shape_type.get_shape()[0] != result_type.get_num_dims():
                raise VerifyException("length of shape operand differs from the result's tensor rank")


class ExtractOp(xdsl_tensor.ExtractOp):
    """Read one element of a ranked tensor, at one index per dimension.

    %x = tensor.extract %t[%i, %j] : tensor<2x3xf32>
    """

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        if len(self.indices) != self.tensor.type.get_num_dims():
            raise VerifyException("incorrect number of indices for extract_element")


class FromElementsOp(xdsl_tensor.FromElementsOp):
    """A static tensor of its operands, in row-major order (xDSL's does not count them):

        %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xf32>
    """

    @classmethod
    def parse(cls, parser: Parser) -> FromElementsOp:
        # Upstream resolves the operands against as many element types as the result has elements.
        start = parser.pos
        op = super().parse(parser)
        type_ = op.result.type
        expected = type_.element_count() if isinstance(type_, TensorType) and type_.has_static_shape() else None
        if expected is not None and len(op.elements) != expected:
            parser.raise_error(f"{len(op.elements)} operands present, but expected {expected}", start)
        return op

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        type_ = self.result.type
        if isinstance(type_, TensorType) and type_.has_static_shape() and len(self.elements) != type_.element_count():
            raise VerifyException("failed to verify that operand types match result element type")


class InsertOp(xdsl_tensor.InsertOp):
    """A copy of a ranked tensor with one element replaced, at one index per dimension.

    %u = tensor.insert %x into %t[%i, %j] : tensor<2x3xf32>
    """

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        if len(self.indices) != self.dest.type.get_num_dims():
            raise VerifyException("incorrect number of indices")


class ExtractSliceOp(xdsl_tensor.ExtractSliceOp):
    """A slice of a tensor, of the given offsets, sizes and strides; size-1 dimensions may be dropped.

    %s = tensor.extract_slice %t[0, %i][4, 1][1, 1] : tensor<8x16xf32> to tensor<4xf32>
    """

    from_static_parameters = registered_factory(xdsl_tensor.ExtractSliceOp.from_static_parameters)

    def verify_(self) -> None:
        # xDSL checks only the counts of dynamic values, not the result type.
        verify_irdl_constraints(self)
        rank = self.source.type.get_num_dims()
        verify_offset_size_stride(self, (rank, rank, rank))
        expected = TensorType(self.source.type.element_type, self.static_sizes.get_values())
        slice_error(is_rank_reduced_type(expected, self.result.type), expected, self)


class InsertSliceOp(xdsl_tensor.InsertSliceOp):
    """A copy of `dest` with a slice replaced by `source` (which may lack the slice's size-1 dimensions).

    %u = tensor.insert_slice %s into %t[0, %i][4, 1][1, 1] : tensor<4xf32> into tensor<8x16xf32>
    """

    get = registered_factory(xdsl_tensor.InsertSliceOp.get)
    from_static_parameters = registered_factory(xdsl_tensor.InsertSliceOp.from_static_parameters)

    def verify_(self) -> None:
        # xDSL checks only the counts of dynamic values, not the source type.
        verify_irdl_constraints(self)
        rank = self.dest.type.get_num_dims()
        verify_offset_size_stride(self, (rank, rank, rank))
        expected = TensorType(self.dest.type.element_type, self.static_sizes.get_values())
        slice_error(is_rank_reduced_type(expected, self.source.type), expected, self)


def _verify_dynamic_sizes(count: int, result_type: TensorType) -> None:
    expected = sum(size == DYNAMIC_INDEX for size in result_type.get_shape())
    if count != expected:
        raise VerifyException(f"incorrect number of dynamic sizes, has {count}, expected {expected}")


class EmptyOp(xdsl_tensor.EmptyOp):
    """A tensor of the given shape with unspecified contents, upstream's attr-dict before `:` (xDSL's form reads
    none, an error, and prints none, dropping the op's discardable attributes):

        %e = tensor.empty(%n) {tag} : tensor<?x4xf32>
    """

    @classmethod
    def parse(cls, parser: Parser) -> EmptyOp:
        pos = parser.pos
        sizes = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        op = cls(parser.resolve_operands(sizes, [IndexType()] * len(sizes), pos), result_type)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_list(self.dynamic_sizes, printer.print_ssa_value)
        printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.tensor.type)

    def verify_(self) -> None:
        # xDSL checks nothing beyond the operand types.
        verify_irdl_constraints(self)
        _verify_dynamic_sizes(len(self.dynamic_sizes), self.tensor.type)


class SplatOp(xdsl_tensor.SplatOp):
    """A tensor with every element `input`: `%s = tensor.splat %x[%n] : tensor<?x4xf32>`."""

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        _verify_dynamic_sizes(len(self.dynamicSizes), self.result.type)


class PadOp(xdsl_tensor.PadOp):
    """`source` padded with `low`/`high` elements per dimension, their value yielded by the body.

    %p = tensor.pad %t low[1, 0] high[2, %h] {
    ^bb0(%i: index, %j: index):
      tensor.yield %zero : f32
    } : tensor<4x4xf32> to tensor<7x?xf32>

    xDSL also requires a `?` result size for every dynamic pad amount; upstream
    allows a static one there (the pad amount is then known elsewhere).
    """

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        source, result = self.source.type, self.result.type
        low, high = self.static_low.get_values(), self.static_high.get_values()
        rank = source.get_num_dims()
        if len(low) != rank or len(high) != rank:
            raise VerifyException(
                f"failed to infer expectedType from sourceType '{source}', specified resultType is '{result}'"
            )
        verify_dynamic_count("low", low, self.low)
        verify_dynamic_count("high", high, self.high)
        inferred = [
            DYNAMIC_INDEX if DYNAMIC_INDEX in (size, lo, hi) else size + lo + hi
            for size, lo, hi in zip(source.get_shape(), low, high)
        ]
        expected = TensorType(source.element_type, inferred)
        if result.get_num_dims() != rank or any(
            r != e and e != DYNAMIC_INDEX for r, e in zip(result.get_shape(), inferred)
        ):
            raise DiagnosticError(  # upstream's emitError: no op name in front
                f"specified type '{result}' does not match the inferred type '{expected}'", self
            )
        block = self.region.block
        if len(block.args) != result.get_num_dims():
            raise DiagnosticError(f"expected the block to have {result.get_num_dims()} arguments", self)
        for index, arg in enumerate(block.args):
            if not isinstance(arg.type, IndexType):
                raise VerifyException(f"expected block argument {index + 1} to be an index")
        terminator = block.last_op
        if isinstance(terminator, xdsl_tensor.YieldOp) and (
            len(terminator.operands) != 1 or terminator.operands[0].type != result.element_type
        ):
            raise VerifyException("expected yield type to match shape element type")


@irdl_op_definition
class GenerateOp(IRDLOperation):
    """A tensor whose element at each index is what the body yields for that index.

    The operands are the `?` sizes of the result; the body's arguments are
    the index of the element, one `index` per dimension.

        %g = tensor.generate %n {
        ^bb0(%i: index, %j: index):
          %s = arith.addi %i, %j : index
          %v = arith.index_cast %s : index to i32
          tensor.yield %v : i32
        } : tensor<?x3xi32>
    """

    name = "tensor.generate"

    dynamic_extents = var_operand_def(IndexType)
    result = result_def(TensorType)
    body = region_def("single_block")

    traits = traits_def(RecursiveMemoryEffect(), SingleBlockImplicitTerminator(xdsl_tensor.YieldOp))

    assembly_format = "$dynamic_extents $body attr-dict `:` type($result)"

    def verify_(self) -> None:
        result_type = self.result.type
        assert isinstance(result_type, TensorType)
        shape = result_type.get_shape()
        if sum(size == DYNAMIC_INDEX for size in shape) != len(self.dynamic_extents):
            raise VerifyException("must have as many index operands as dynamic extents in the result type")
        args = self.body.block.args
        if any(not isinstance(arg.type, IndexType) for arg in args):
            raise DiagnosticError("all body arguments must be index", self)  # (upstream's emitError)
        if len(args) != len(shape):
            raise DiagnosticError("must have one body argument per input dimension", self)
        terminator = self.body.block.last_op
        if (
            not isinstance(terminator, xdsl_tensor.YieldOp)
            or len(terminator.operands) != 1
            or terminator.operands[0].type != result_type.element_type
        ):
            raise VerifyException("body must be terminated with a `yield` operation of the tensor element type")


class ParallelInsertSliceOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (ParallelInsertSliceConstantArgumentFolder(), ParallelInsertSliceCastFolder())


@irdl_op_definition
class ParallelInsertSliceOp(IRDLOperation):
    """Inside `scf.forall.in_parallel`: write `source` into the slice of the shared output `dest`
    (a block argument of the enclosing `scf.forall`) at the given offsets, sizes and strides. It has
    no result: the loop's result is the output after every thread's insertion.

        tensor.parallel_insert_slice %s into %o[%i, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
    """

    name = "tensor.parallel_insert_slice"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    offsets = var_operand_def(IndexType)
    sizes = var_operand_def(IndexType)
    strides = var_operand_def(IndexType)
    static_offsets = prop_def(DenseArrayBase.constr(i64))
    static_sizes = prop_def(DenseArrayBase.constr(i64))
    static_strides = prop_def(DenseArrayBase.constr(i64))

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(ParallelCombiningOpInterface(), ParallelInsertSliceOpHasCanonicalizationPatterns())

    assembly_format = (
        "$source `into` $dest ``"
        "custom<DynamicIndexList>($offsets, $static_offsets)"
        "custom<DynamicIndexList>($sizes, $static_sizes)"
        "custom<DynamicIndexList>($strides, $static_strides)"
        "attr-dict `:` type($source) `into` type($dest)"
    )
    custom_directives = (DynamicIndexList,)

    def verify_(self) -> None:
        rank = self.dest.type.get_num_dims()
        verify_offset_size_stride(self, (rank, rank, rank))
        parent = self.parent_op()
        if parent is not None and not parent.has_trait(InParallelOpInterface):
            text = StringIO()
            Printer(text, print_generic_format=True).print_op(parent)
            raise DiagnosticError(f"expected InParallelOpInterface parent, got:\n{text.getvalue()}", self)
        expected = TensorType(self.dest.type.element_type, self.static_sizes.get_values())
        slice_error(is_rank_reduced_type(expected, self.source.type), expected, self)


def gather_result_type(source: TensorType, indices: TensorType, dims: Sequence[int], rank_reduced: bool) -> TensorType:
    """Upstream's `GatherOp::inferResultType`: the indices' batch shape, then the source's shape with
    each gathered dimension 1 (dropped when `rank_reduced`).

        source tensor<4x5x6xf32>, indices tensor<1x2x2xindex>, dims [0, 2]  ->  tensor<1x2x1x5x1xf32>
    """
    shape = list(indices.get_shape()[:-1])
    for dim, size in enumerate(source.get_shape()):
        if dim in dims:
            if not rank_reduced:
                shape.append(1)
        else:
            shape.append(size)
    return TensorType(source.element_type, shape, source.encoding)


def _verify_gather_or_scatter_dims(dims: Sequence[int], indices: TensorType, rank: int, kind: str, of: str) -> None:
    """Upstream's `verifyGatherOrScatterDims` (`kind` is gather or scatter, `of` source or dest)."""
    if not dims:
        raise VerifyException(f"{kind}_dims must be non-empty")
    if len(dims) > rank:
        raise VerifyException(f"{kind}_dims overflow {of} rank")
    shape = indices.get_shape()
    if not shape or shape[-1] != len(dims):
        raise VerifyException(f"{kind}_dims length must match the size of last dimension of indices")
    for dim in dims:
        if dim < 0:
            raise VerifyException(f"{kind}_dims value must be non-negative")
        if dim >= rank:
            raise VerifyException(f"{kind}_dims value must be smaller than {of} rank")
    if any(first >= second for first, second in zip(dims, dims[1:])):
        raise VerifyException(f"{kind}_dims values must be strictly increasing")


def _verify_gathered_type(what: str, actual: Attribute, source: TensorType, indices: TensorType, dims) -> None:
    expected = gather_result_type(source, indices, dims, rank_reduced=False)
    reduced = gather_result_type(source, indices, dims, rank_reduced=True)
    if actual != expected and actual != reduced:
        raise VerifyException(
            f"{what} type mismatch: expected '{expected}' or its rank-reduced variant '{reduced}' (got: '{actual}')"
        )


def _parse_dims_and_unique(parser: Parser, keyword: str) -> dict[str, Attribute]:
    parser.parse_keyword(keyword)
    parser.parse_punctuation("(")
    dims = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_integer)
    parser.parse_punctuation(")")
    properties: dict[str, Attribute] = {keyword: DenseArrayBase.from_list(i64, dims)}
    if parser.parse_optional_keyword("unique") is not None:
        properties["unique"] = UnitAttr()
    return properties


def _print_dims_unique_and_type(printer: Printer, op: Operation, keyword: str, dims: DenseArrayBase, unique) -> None:
    printer.print_string(f" {keyword}([{', '.join(str(d) for d in dims.get_values())}])")
    if unique is not None:
        printer.print_string(" unique")
    printer.print_op_attributes(op.attributes)
    printer.print_string(" : ")
    printer.print_function_type(op.operand_types, op.result_types)


def _parse_functional_type(parser: Parser, operands: Sequence[UnresolvedOperand]) -> tuple[list[SSAValue], Attribute]:
    pos = parser.pos
    function_type = parser.parse_function_type()
    if len(function_type.outputs) != 1:
        parser.raise_error("expected one result type", pos, parser.pos)
    return list(parser.resolve_operands(operands, function_type.inputs.data, pos)), function_type.outputs.data[0]


def _verify_indices(op: Operation, indices: SSAValue) -> None:
    type_ = indices.type
    if not isinstance(type_, TensorType) or not isinstance(type_.element_type, IndexType | IntegerType) or (
        isinstance(type_.element_type, IntegerType) and type_.element_type.signedness.data != Signedness.SIGNLESS
    ):
        position = list(op.operands).index(indices)
        raise VerifyException(
            f"operand #{position} must be ranked tensor of signless integer or index values, but got '{type_}'"
        )


@irdl_op_definition
class GatherOp(IRDLOperation, HasFolderInterface):
    """Slices of `source` at the coordinates in `indices`: the last dimension of `indices` holds one
    coordinate per `gather_dims` dimension; the result is the indices' batch shape followed by the
    source's shape, each gathered dimension 1 (or dropped, rank-reduced). Upstream infers the type.

        %g = tensor.gather %src[%idx] gather_dims([1, 2]) unique : (tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<1x3x4x1x1xf32>
    """

    name = "tensor.gather"

    source = operand_def(TensorType)
    indices = operand_def(TensorType)
    gather_dims = prop_def(DenseArrayBase.constr(i64))
    unique = opt_prop_def(UnitAttr)
    result = result_def(TensorType)

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> GatherOp:
        source = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        indices = parser.parse_unresolved_operand()
        parser.parse_punctuation("]")
        properties = _parse_dims_and_unique(parser, "gather_dims")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        operands, result_type = _parse_functional_type(parser, [source, indices])
        op = cls.build(operands=operands, result_types=[result_type], properties=properties)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        printer.print_string("[")
        printer.print_operand(self.indices)
        printer.print_string("]")
        _print_dims_unique_and_type(printer, self, "gather_dims", self.gather_dims, self.unique)

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        """Upstream's fold: a gather from a splat constant is that splat (of a static result type).

        %c = arith.constant dense<1.0> : tensor<4x4xf32>
        %g = tensor.gather %c[%i] gather_dims([0]) : (tensor<4x4xf32>, tensor<2x1xindex>) -> tensor<2x1x4xf32>
        ->  %g = arith.constant dense<1.0> : tensor<2x1x4xf32>
        """
        owner = self.source.owner
        value = owner.properties.get("value") if isinstance(owner, Operation) else None
        if (
            not isinstance(owner, Operation)
            or not owner.has_trait(ConstantLike, value_if_unregistered=False)
            or not isinstance(value, DenseIntOrFPElementsAttr)
            or not self.result.type.has_static_shape()
        ):
            return None
        element = splat_element_bytes(value)
        if element is None:
            return None
        return [splat_from_bytes(self.result.type, element)]

    def verify_(self) -> None:
        _verify_indices(self, self.indices)
        dims = self.gather_dims.get_values()
        source, indices = self.source.type, self.indices.type
        _verify_gather_or_scatter_dims(dims, indices, source.get_num_dims(), "gather", "source")
        _verify_gathered_type("result", self.result.type, source, indices, dims)


@irdl_op_definition
class ScatterOp(IRDLOperation):
    """`dest` with the slices of `source` written at the coordinates in `indices` (the inverse of
    `tensor.gather`); `unique` (required) promises the coordinates do not repeat.

        %s = tensor.scatter %src into %dest[%idx] scatter_dims([1, 2]) unique : (tensor<1x3x4xf32>, tensor<4x5x6xf32>, tensor<1x3x2xindex>) -> tensor<4x5x6xf32>
    """

    name = "tensor.scatter"

    source = operand_def(TensorType)
    dest = operand_def(TensorType)
    indices = operand_def(TensorType)
    scatter_dims = prop_def(DenseArrayBase.constr(i64))
    unique = opt_prop_def(UnitAttr)
    result = result_def(TensorType)

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> ScatterOp:
        source = parser.parse_unresolved_operand()
        parser.parse_keyword("into")
        dest = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        indices = parser.parse_unresolved_operand()
        parser.parse_punctuation("]")
        properties = _parse_dims_and_unique(parser, "scatter_dims")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        operands, result_type = _parse_functional_type(parser, [source, dest, indices])
        op = cls.build(operands=operands, result_types=[result_type], properties=properties)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        printer.print_string(" into ")
        printer.print_operand(self.dest)
        printer.print_string("[")
        printer.print_operand(self.indices)
        printer.print_string("]")
        _print_dims_unique_and_type(printer, self, "scatter_dims", self.scatter_dims, self.unique)

    def verify_(self) -> None:
        _verify_indices(self, self.indices)
        dims = self.scatter_dims.get_values()
        dest, indices = self.dest.type, self.indices.type
        _verify_gather_or_scatter_dims(dims, indices, dest.get_num_dims(), "scatter", "dest")
        if self.unique is None:
            raise VerifyException("requires 'unique' attribute to be set")
        _verify_gathered_type("source", self.source.type, dest, indices, dims)


@irdl_op_definition
class RankOp(IRDLOperation, HasFolderInterface):
    """The rank of a ranked or unranked tensor; a ranked tensor's folds to a constant.

        %r = tensor.rank %t : tensor<*xf32>
    """

    name = "tensor.rank"

    tensor = operand_def()
    result = result_def(IndexType)

    traits = traits_def(Pure())
    assembly_format = "$tensor attr-dict `:` type($tensor)"

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        if isinstance(self.tensor.type, TensorType):
            return [IntegerAttr(self.tensor.type.get_num_dims(), IndexType())]
        return None

    def verify_(self) -> None:
        if not isinstance(self.tensor.type, TensorType | UnrankedTensorType):
            raise VerifyException(f"operand #0 must be tensor of any type values, but got '{self.tensor.type}'")


def _is_bitcast_element(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType | AnyFloat)


def _shapes_compatible(first: Attribute, second: Attribute) -> bool:
    """Upstream's `verifyCompatibleShape`: unranked, or the same rank with equal or dynamic sizes."""
    if not isinstance(first, TensorType) or not isinstance(second, TensorType):
        return True
    return first.get_num_dims() == second.get_num_dims() and all(
        a == b or DYNAMIC_INDEX in (a, b) for a, b in zip(first.get_shape(), second.get_shape())
    )


class BitcastOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (ChainedTensorBitcast(),)


@irdl_op_definition
class BitcastOp(IRDLOperation, HasFolderInterface):
    """The tensor's elements reinterpreted as another element type of the same bit width (the shape
    may only become more or less static); a bitcast to the same type folds away.

        %f = tensor.bitcast %i : tensor<4xi32> to tensor<4xf32>
    """

    name = "tensor.bitcast"

    source = operand_def()
    dest = result_def()

    traits = traits_def(Pure(), BitcastOpHasCanonicalizationPatterns())
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    def fold(self) -> Sequence[SSAValue | Attribute] | None:
        return [self.source] if self.source.type == self.dest.type else None

    def verify_(self) -> None:
        for what, type_ in (("operand", self.source.type), ("result", self.dest.type)):
            if not isinstance(type_, TensorType | UnrankedTensorType) or not _is_bitcast_element(type_.element_type):
                raise VerifyException(
                    f"{what} #0 must be tensor of signless integer or unsigned integer or signed integer or "
                    f"floating-point values, but got '{type_}'"
                )
        source, dest = self.source.type, self.dest.type
        if source.element_type.bitwidth != dest.element_type.bitwidth or not _shapes_compatible(source, dest):
            raise VerifyException(f"operand type '{source}' and result type '{dest}' are cast incompatible")


class ChainedTensorBitcast(RewritePattern):
    """Upstream's canonicalization: a bitcast of a bitcast is one bitcast of the first one's source.

        %0 = tensor.bitcast %x : tensor<2xi32> to tensor<2xui32>
        %1 = tensor.bitcast %0 : tensor<2xui32> to tensor<2xf32>
        ->  %1 = tensor.bitcast %x : tensor<2xi32> to tensor<2xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: BitcastOp, rewriter: PatternRewriter, /) -> None:
        inner = op.source.owner
        if isinstance(inner, BitcastOp):
            rewriter.replace(op, BitcastOp.create(operands=[inner.source], result_types=[op.dest.type]))


def _constant_index(value: SSAValue) -> int | None:
    owner = value.owner
    if not isinstance(owner, Operation) or not owner.has_trait(ConstantLike, value_if_unregistered=False):
        return None
    attr = owner.properties.get("value", owner.attributes.get("value"))
    return attr.value.data if isinstance(attr, IntegerAttr) else None


def _fold_index_list(static: DenseArrayBase, dynamic: Sequence[SSAValue]) -> tuple[list[int], list[SSAValue]]:
    """Constant operands of a mixed static/dynamic list become static values."""
    values = iter(dynamic)
    new_static: list[int] = []
    new_dynamic: list[SSAValue] = []
    for size in static.get_values():
        if size != DYNAMIC_INDEX:
            new_static.append(size)
            continue
        value = next(values)
        constant = _constant_index(value)
        if constant is None:
            new_static.append(DYNAMIC_INDEX)
            new_dynamic.append(value)
        else:
            new_static.append(constant)
    return new_static, new_dynamic


def _rebuild_parallel_insert(
    op: ParallelInsertSliceOp, source: SSAValue, lists: Sequence[tuple[list[int], list[SSAValue]]]
) -> ParallelInsertSliceOp:
    (offsets, offset_values), (sizes, size_values), (strides, stride_values) = lists
    new = ParallelInsertSliceOp.build(
        operands=[source, op.dest, offset_values, size_values, stride_values],
        properties={
            "static_offsets": DenseArrayBase.from_list(i64, offsets),
            "static_sizes": DenseArrayBase.from_list(i64, sizes),
            "static_strides": DenseArrayBase.from_list(i64, strides),
        },
    )
    new.attributes |= op.attributes
    return new


class ParallelInsertSliceConstantArgumentFolder(RewritePattern):
    """Upstream's `InsertSliceOpConstantArgumentFolder` on `tensor.parallel_insert_slice`: constant
    offsets, sizes and strides become static; a source made less static than the new sizes is cast
    (before the `scf.forall.in_parallel`) to the slice's type.

        tensor.parallel_insert_slice %s into %o[%i, %c0] [%c1, 5] [%c1, %c1] : tensor<?x5xf32> into tensor<?x?xf32>
        ->  %s1 = tensor.cast %s : tensor<?x5xf32> to tensor<1x5xf32>
            tensor.parallel_insert_slice %s1 into %o[%i, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ParallelInsertSliceOp, rewriter: PatternRewriter, /) -> None:
        lists = [
            _fold_index_list(op.static_offsets, op.offsets),
            _fold_index_list(op.static_sizes, op.sizes),
            _fold_index_list(op.static_strides, op.strides),
        ]
        if all(len(dynamic) == len(old) for (_, dynamic), old in zip(lists, (op.offsets, op.sizes, op.strides))):
            return
        source = op.source
        sizes = lists[1][0]
        if source.type.get_num_dims() == len(sizes):
            canonical = TensorType(source.type.element_type, sizes, source.type.encoding)
            if canonical != source.type:
                if not _shapes_compatible(canonical, source.type):
                    return  # the op is invalid; leave it to the verifier
                cast = CastOp(source, canonical)
                parent = op.parent_op()
                rewriter.insert(cast, InsertPoint.before(parent if parent is not None else op))
                source = cast.dest
        elif any(size == DYNAMIC_INDEX for size in op.static_sizes.get_values()):
            return  # a rank-reduced source whose canonical type changes: not folded here
        rewriter.replace(op, _rebuild_parallel_insert(op, source, lists))


class ParallelInsertSliceCastFolder(RewritePattern):
    """Upstream's `InsertSliceOpCastFolder` on `tensor.parallel_insert_slice`: a source that a
    `tensor.cast` made less static is inserted uncast.

        %c = tensor.cast %s : tensor<1x5xf32> to tensor<?x5xf32>
        tensor.parallel_insert_slice %c into %o[...] [1, 5] [...]  ->  tensor.parallel_insert_slice %s into %o[...]
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ParallelInsertSliceOp, rewriter: PatternRewriter, /) -> None:
        cast = op.source.owner
        if not isinstance(cast, CastOp) or not isinstance(cast.source.type, TensorType):
            return
        source, cast_type = cast.source.type, cast.dest.type
        if not isinstance(cast_type, TensorType) or source.get_num_dims() != cast_type.get_num_dims():
            return
        if any(c != DYNAMIC_INDEX and c != s for s, c in zip(source.get_shape(), cast_type.get_shape())):
            return
        expected = TensorType(op.dest.type.element_type, op.static_sizes.get_values())
        if is_rank_reduced_type(expected, source) is not SliceVerification.SUCCESS:
            return
        lists = [
            (list(op.static_offsets.get_values()), list(op.offsets)),
            (list(op.static_sizes.get_values()), list(op.sizes)),
            (list(op.static_strides.get_values()), list(op.strides)),
        ]
        rewriter.replace(op, _rebuild_parallel_insert(op, cast.source, lists))


class DimOp(xdsl_tensor.DimOp):
    """The size of one dimension of a tensor: `%d = tensor.dim %t, %i : tensor<4x?xf32>` (upstream's words)."""

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        source = self.source.type
        if isinstance(source, TensorType) and source.get_num_dims() == 0:
            raise UpstreamVerifyException(f"operand #0 must be non-0-ranked or unranked tensor, but got '{source}'")


class CastOp(xdsl_tensor.CastOp):
    """A tensor as a type of other static sizes (`?` to a size or back): upstream's `areCastCompatible`.

        %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x8xf32>
    """

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        source, dest = self.source.type, self.dest.type
        compatible = source.element_type == dest.element_type
        if compatible and isinstance(source, TensorType) and isinstance(dest, TensorType):
            compatible = source.get_num_dims() == dest.get_num_dims() and all(
                DYNAMIC_INDEX in (a, b) or a == b for a, b in zip(source.get_shape(), dest.get_shape())
            )
        if not compatible:
            raise VerifyException(f"operand type '{source}' and result type '{dest}' are cast incompatible")


class ConcatOp(xdsl_tensor.ConcatOp):
    """Tensors joined along one dimension, with upstream's checks in its order and words:

        %c = tensor.concat dim(0) %a, %b : (tensor<3x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    """

    _definition: ClassVar[OpDef] = with_constraints(
        xdsl_tensor.ConcatOp.get_irdl_definition(), inputs=TensorType, result=TensorType
    )

    # The declarative format looks the operand accessors up in the class's own namespace.
    inputs = xdsl_tensor.ConcatOp.__dict__["inputs"]
    result = xdsl_tensor.ConcatOp.__dict__["result"]

    @classmethod
    def get_irdl_definition(cls) -> OpDef:
        # xDSL ties the inputs' and the result's ranks and element types with constraint variables, which
        # word what upstream's verifier checks (below) otherwise.
        return cls._definition

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        inputs, result = [value.type for value in self.inputs], self.result.type
        if not inputs:
            raise VerifyException("requires at least one input")
        rank = result.get_num_dims()
        if any(type_.get_num_dims() != rank for type_ in inputs):
            raise VerifyException("rank of concatenated inputs must match result rank")
        if any(type_.element_type != result.element_type for type_ in inputs):
            raise VerifyException("inputs and result element type must match")
        dim = self.dim.value.data
        if dim >= rank:
            raise VerifyException("concatenation dim must be less than the tensor rank")
        sizes: list[int] = []
        for index in range(rank):
            if index == dim:
                total = 0
                for type_ in inputs:
                    size = type_.get_shape()[index]
                    total = DYNAMIC_INDEX if DYNAMIC_INDEX in (total, size) else total + size
                sizes.append(total)
                continue
            size = DYNAMIC_INDEX
            for type_ in inputs:
                other = type_.get_shape()[index]
                if size != DYNAMIC_INDEX and other != DYNAMIC_INDEX and other != size:
                    raise VerifyException(f"static concatenation size mismatch along non-concatenated dimension {index}")
                size = other if size == DYNAMIC_INDEX else size
            sizes.append(size)
        inferred = TensorType(inputs[0].element_type, sizes)
        if any(DYNAMIC_INDEX not in (a, b) and a != b for a, b in zip(sizes, result.get_shape())):
            raise VerifyException(f"result type '{result}'does not match inferred shape '{inferred}' static sizes")


@irdl_op_redefinition
class YieldOp(xdsl_tensor.YieldOp):
    """The value a tensor.generate or tensor.pad body gives its element: `tensor.yield %v : f32`.

    Pure, as upstream's: xDSL's has no effect trait, so a body of pure ops
    counted as having unknown effects and an unused tensor.generate stayed.
    """

    name = "tensor.yield"

    arguments = var_operand_def()

    # (Upstream's HasParent: xDSL's yield ends any region.)
    traits = traits_def(Pure(), HasParent(GenerateOp, xdsl_tensor.PadOp), IsTerminator())
    assembly_format = "attr-dict ($arguments^ `:` type($arguments))?"

    def __init__(self, *operands: SSAValue | Operation):
        IRDLOperation.__init__(self, operands=[operands])


_REPLACED = {
    op.name: op
    for op in (
        CollapseShapeOp, ExpandShapeOp, ReshapeOp, ExtractOp, FromElementsOp, InsertOp, ExtractSliceOp, InsertSliceOp,
        EmptyOp, SplatOp, PadOp, DimOp, CastOp, ConcatOp, YieldOp,
    )
}

Tensor = Dialect(
    "tensor",
    [_REPLACED.get(op.name, op) for op in xdsl_tensor.Tensor.operations] + [GenerateOp, ParallelInsertSliceOp, GatherOp, ScatterOp, RankOp, BitcastOp],
    list(xdsl_tensor.Tensor.attributes),
    [DialectInlinerInterface(), ArithConstantMaterializationInterface()],  # folded tensors become arith.constant, as upstream
)
"""xDSL's tensor dialect with the ops above in place of its own."""
