"""The `memref` dialect: xDSL's ops, with upstream MLIR's syntax where xDSL has none or a different one.

Replaced here, because xDSL 0.74 prints them only generically or differently:

- `memref.global` (a named buffer, constant or not, initialized or not):

      memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.0> {alignment = 64 : i64}
      memref.global @scratch : memref<2xi32> = uninitialized

- `memref.copy` copies every element of one buffer into another of the same shape:

      memref.copy %src, %dst : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>

- `memref.cast` changes a static size or layout to a dynamic one and back (checked when it runs),
  or a ranked memref to an unranked one and back:

      %c = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
      %u = memref.cast %a : memref<4xf32> to memref<*xf32>

- `memref.collapse_shape` / `memref.expand_shape` print their reassociation as
  upstream's `[[0, 1]]`, not `[[0 : i64, 1 : i64]]`:

      %c = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
      %e = memref.expand_shape %c [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>

- `memref.get_global` names a global that need not exist in xDSL; upstream requires a
  `memref.global` of that name in the nearest symbol table:

      %g = memref.get_global @__constant_4xf32 : memref<4xf32>

- `memref.atomic_rmw` (generic only in xDSL), with the kind by name:

      %old = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32

- `memref.rank` takes unranked buffers too and has upstream's syntax (a ranked buffer's rank folds):

      %r = memref.rank %m : memref<*xf32>

Added here, because xDSL 0.74 lacks them:

- `memref.transpose`, the view with permuted dimensions:

      %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>

- `memref.reshape`, the view of a contiguous buffer with a shape from a buffer:

      %r = memref.reshape %a(%shape) : (memref<2x3xf32>, memref<1xi64>) -> memref<6xf32>

- `memref.realloc`, a 1-D buffer resized (a dead one canonicalizes away); `memref.prefetch`, a cache
  hint; `memref.generic_atomic_rmw` with its `memref.atomic_yield`, an atomic update computed by a body:

      %r = memref.realloc %m(%n) : memref<2xf32> to memref<?xf32>
      memref.prefetch %m[%i], read, locality<3>, data : memref<2xf32>
      %old = memref.generic_atomic_rmw %m[%i] : memref<2xf32> {
      ^bb0(%x: f32):
        memref.atomic_yield %x : f32
      }

Every other op is xDSL's. `is_view` and `view_source` follow views (upstream's `ViewLikeOpInterface`)
to the buffer they view.

This module also re-exports xDSL's other `memref` ops, so that `from aiopt.dialects import memref`
names the class the context registers for every `memref` op: passes build ops from it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import ClassVar, Self

from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.arith import ArithConstantMaterializationInterface
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I32,
    I64,
    AffineMapAttr,
    BoolAttr,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    StridedLayoutAttr,
    StringAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnrealizedConversionCastOp,
)
from xdsl.dialects.memref import *
from xdsl.ir import Attribute, Block, Dialect, Operation, OpResult, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineExpr, AffineMap, AffineSymExpr
from xdsl.irdl import (
    BaseAttr,
    IRDLOperation,
    OpDef,
    OptPropertyDef,
    ParsePropInAttrDict,
    SameVariadicResultSize,
    irdl_op_definition,
    irdl_to_attr_constraint,
    lazy_traits_def,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.irdl.operations import OptionalPropertyAccessor
from xdsl.parser import Parser
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.printer import Printer
from xdsl.traits import (
    HasCanonicalizationPatternsTrait,
    HasFolder,
    HasParent,
    IsTerminator,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoMemoryEffect,
    Pure,
    ReturnLike,
    SingleBlockImplicitTerminator,
    SymbolTable,
    is_side_effect_free,
)
from xdsl.utils.bitwise_casts import is_power_of_two
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects import tensor
from aiopt.dialects.arith import ATOMIC_RMW_KINDS
from aiopt.dialects.prefetch_hints import parse_prefetch_hints, print_prefetch_hints, verify_locality
from aiopt.dialects.slicing import (
    SliceVerification,
    is_rank_reduced_memref,
    saturated_add,
    saturated_mul,
    strided_type,
    strides_and_offset,
    subview_error,
    type_text,
    verify_offset_size_stride,
)
from aiopt.dialects.tensor import verify_irdl_constraints
from aiopt.support import affine_simplify
from aiopt.support.canonical_classes import irdl_op_redefinition, registered_factory
from aiopt.support.dense_elements import print_dense_without_type
from aiopt.support.dense_resource import parse_dense_resource_without_type
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.irdl_verification import (
    reads_only_signature,
    with_constraints,
    with_property,
)
from aiopt.support.region_branch import verify_types_to_parent_results
from aiopt.support.sparse_elements import SparseElementsAttr, parse_sparse_elements

_VISIBILITIES = ("private", "public", "nested")


class GlobalOp(xdsl_memref.GlobalOp):
    """A named buffer of static shape: its type, optional initial value, and whether it is constant.

        memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.0> {alignment = 64 : i64}

    `memref.get_global @__constant_4xf32 : memref<4xf32>` returns the buffer.
    """

    get = registered_factory(xdsl_memref.GlobalOp.get)

    # Upstream's initial value is any elements attribute; xDSL's takes no sparse or dense_resource ones. Its
    # visibility is optional (none is public), as upstream's generic form writes a public global, and so is its
    # initial value (none: an external declaration, `memref.global @g : memref<2xf32>`; a unit:
    # `= uninitialized`): xDSL's are required.
    _definition: ClassVar[OpDef] = with_property(
        with_property(
            xdsl_memref.GlobalOp.get_irdl_definition(),
            "sym_visibility",
            OptPropertyDef(irdl_to_attr_constraint(StringAttr), None),
        ),
        "initial_value",
        OptPropertyDef(
            xdsl_memref.GlobalOp.get_irdl_definition().properties["initial_value"].constr
            | BaseAttr(SparseElementsAttr)
            | BaseAttr(DenseResourceAttr),
            None,
        ),
    )
    sym_visibility = OptionalPropertyAccessor("sym_visibility", None)
    initial_value = OptionalPropertyAccessor("initial_value", None)

    @classmethod
    def get_irdl_definition(cls) -> OpDef:
        return cls._definition

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        # Upstream reports a bad type or initial value at the op's name, which the parse starts after.
        name_start, window_start = parser.pos, max(parser.pos - len(cls.name) - 80, 0)
        before = parser.lexer.input.content[window_start : parser.pos].rstrip()
        if before.endswith(cls.name):
            name_start = window_start + len(before) - len(cls.name)
        properties: dict = {}
        visibility = parser.parse_optional_str_literal()
        if visibility is not None:
            properties["sym_visibility"] = StringAttr(visibility)
        if parser.parse_optional_keyword("constant") is not None:
            properties["constant"] = UnitAttr()
        properties["sym_name"] = StringAttr(parser.parse_symbol_name().data)
        parser.parse_punctuation(":")
        memref_type = properties["type"] = parser.parse_type()
        if not isinstance(memref_type, MemRefType) or DYNAMIC_INDEX in memref_type.get_shape():
            parser.raise_error(
                f"custom op '{cls.name}' type should be static shaped memref, but got '{type_text(memref_type)}'",
                name_start,
            )
        if parser.parse_optional_punctuation("=") is None:
            pass  # an external declaration: no initial value
        elif parser.parse_optional_keyword("uninitialized") is not None:
            properties["initial_value"] = UnitAttr()
        else:
            # The elements attribute takes its type from the buffer's, as upstream: `dense<1.0>`.
            tensor_type = TensorType(memref_type.element_type, memref_type.get_shape())
            keyword = parser.pos
            if parser.parse_optional_keyword("dense") is not None:
                properties["initial_value"] = parser.parse_dense_int_or_fp_elements_attr(tensor_type)
            elif parser.parse_optional_keyword("sparse") is not None:
                properties["initial_value"] = parse_sparse_elements(parser, keyword, tensor_type)
            elif parser.parse_optional_keyword("dense_resource") is not None:
                properties["initial_value"] = parse_dense_resource_without_type(parser, tensor_type)
            else:
                parser.raise_error(f"custom op '{cls.name}' initial value should be a unit or elements attribute", name_start)
        attributes = parser.parse_optional_attr_dict()
        if "alignment" in attributes:
            properties["alignment"] = attributes.pop("alignment")
        op = cls.build(properties=properties)
        op.attributes |= attributes
        return op

    def verify_(self) -> None:
        if self.sym_visibility is not None and self.sym_visibility.data not in _VISIBILITIES:
            names = ", ".join(f'"{name}"' for name in ("public", "private", "nested"))
            raise VerifyException(f'visibility expected to be one of [{names}], but got "{self.sym_visibility.data}"')
        verify_irdl_constraints(self)
        # Upstream's checks, in its order and words (xDSL checks only the alignment, in its own).
        if not isinstance(self.type, MemRefType) or DYNAMIC_INDEX in self.type.get_shape():
            raise VerifyException(f"type should be static shaped memref, but got '{type_text(self.type)}'")
        value = self.initial_value
        if isinstance(value, DenseIntOrFPElementsAttr | SparseElementsAttr | DenseResourceAttr):
            expected = TensorType(self.type.element_type, self.type.get_shape())
            if value.get_type() != expected:
                raise VerifyException(
                    f"initial value expected to be of type '{type_text(expected)}', but was of type "
                    f"'{type_text(value.get_type())}'"
                )
        if self.alignment is not None and not is_power_of_two(self.alignment.value.data):
            # Upstream's emitError, without the op's name.
            raise DiagnosticError(f"alignment attribute value {self.alignment.value.data} is not a power of 2", self)

    def print(self, printer: Printer) -> None:
        if self.sym_visibility is not None:  # upstream prints a written "public" too
            printer.print_string(f' "{self.sym_visibility.data}"')
        if self.constant is not None:
            printer.print_string(" constant")
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(" : ")
        printer.print_attribute(self.type)
        if self.initial_value is not None:
            printer.print_string(" = ")
        if self.initial_value is None:
            pass
        elif isinstance(self.initial_value, UnitAttr):
            printer.print_string("uninitialized")
        elif isinstance(self.initial_value, DenseResourceAttr):
            self.initial_value.print_without_type(printer)  # the printer records the blob to print after the op
        elif isinstance(self.initial_value, DenseIntOrFPElementsAttr):
            print_dense_without_type(self.initial_value, printer)  # without its type, which is the buffer's
        else:
            # Printed without its type, which is the buffer's.
            printer.print_string(str(self.initial_value).rsplit(" : ", 1)[0])
        attributes = dict(self.attributes)
        if self.alignment is not None:
            attributes["alignment"] = self.alignment
        printer.print_op_attributes(attributes)


# xDSL's CopyOp and CastOp have no custom syntax; redefining the fields lets the declarative format name them
# (CopyOp's second operand keeps its name `target`; xDSL's accessor `destination` reads the same operand).
@irdl_op_redefinition
class CopyOp(xdsl_memref.CopyOp):
    """Copy every element of `source` into `target` (compatible shapes, same element type, any layouts).

    memref.copy %src, %dst : memref<4xf32> to memref<4xf32>
    """

    name = "memref.copy"

    source = operand_def(MemRefType | UnrankedMemRefType)
    target = operand_def(MemRefType | UnrankedMemRefType)

    assembly_format = "$source `,` $target attr-dict `:` type($source) `to` type($target)"

    def __init__(self, source: SSAValue, target: SSAValue):
        IRDLOperation.__init__(self, operands=[source, target])

    def verify_(self) -> None:
        # Upstream's SameOperandsShape: compatible shapes (a `?` matches any size, an unranked memref any shape).
        source, target = self.source.type, self.target.type
        if isinstance(source, UnrankedMemRefType) or isinstance(target, UnrankedMemRefType):
            if source.element_type != target.element_type:
                raise VerifyException("requires the same element type for all operands")
            return
        if source.get_num_dims() != target.get_num_dims() or any(
            DYNAMIC_INDEX not in (a, b) and a != b for a, b in zip(source.get_shape(), target.get_shape())
        ):
            raise VerifyException("requires the same shape for all operands")
        if source.element_type != target.element_type:
            raise VerifyException("requires the same element type for all operands")


@irdl_op_redefinition
class CastOp(xdsl_memref.CastOp):
    """Make static sizes, offsets or strides dynamic, or assert dynamic ones static.

    %c = memref.cast %a : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    """

    get = registered_factory(xdsl_memref.CastOp.get)

    name = "memref.cast"

    source = operand_def(MemRefType | UnrankedMemRefType)
    dest = result_def(MemRefType | UnrankedMemRefType)

    traits = traits_def(NoMemoryEffect())

    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    def __init__(self, source: SSAValue, result_type: MemRefType | UnrankedMemRefType):
        super().__init__(operands=[source], result_types=[result_type])

    def verify_(self) -> None:
        source, dest = self.source.type, self.dest.type
        if not cast_compatible(source, dest):
            raise VerifyException(
                f"operand type '{type_text(source)}' and result type '{type_text(dest)}' are cast incompatible"
            )


def cast_compatible(a: MemRefType | UnrankedMemRefType, b: MemRefType | UnrankedMemRefType) -> bool:
    """Upstream's `memref::CastOp::areCastCompatible`: sizes, strides and offset may become or stop being `?`."""
    if isinstance(a, UnrankedMemRefType) and isinstance(b, UnrankedMemRefType):
        return False
    if a.element_type != b.element_type or a.memory_space != b.memory_space:
        return False
    if not (isinstance(a, MemRefType) and isinstance(b, MemRefType)):
        return True

    def compatible(x: int | None, y: int | None) -> bool:
        return x is None or y is None or x == y

    if a.layout != b.layout:
        a_layout, b_layout = strides_and_offset(a), strides_and_offset(b)
        if a_layout is None or b_layout is None or len(a_layout[0]) != len(b_layout[0]):
            return False
        if not compatible(a_layout[1], b_layout[1]):
            return False
        if not all(compatible(x, y) for x, y in zip(a_layout[0], b_layout[0])):
            return False
    if a.get_num_dims() != b.get_num_dims():
        return False
    return all(x == y or DYNAMIC_INDEX in (x, y) for x, y in zip(a.get_shape(), b.get_shape()))


def _verify_collapsed_shape(
    collapsed: Sequence[int], expanded: Sequence[int], reassociation: Sequence[Sequence[int]]
) -> None:
    """Upstream's `verifyCollapsedShape` of memref.expand_shape/collapse_shape (any number of `?` per group)."""
    if len(collapsed) != len(reassociation):
        raise VerifyException(
            f"invalid number of reassociation groups: found {len(reassociation)}, expected {len(collapsed)}"
        )
    next_dim = 0
    for collapsed_dim, group in enumerate(reassociation):
        found_dynamic = False
        for expanded_dim in group:
            if expanded_dim != next_dim:
                raise VerifyException("reassociation indices must be contiguous")
            next_dim += 1
            if expanded_dim >= len(expanded):
                raise VerifyException(f"reassociation index {expanded_dim} is out of bounds")
            found_dynamic |= expanded[expanded_dim] == DYNAMIC_INDEX
        if (collapsed[collapsed_dim] == DYNAMIC_INDEX) != found_dynamic:
            raise VerifyException(
                f"collapsed dim ({collapsed_dim}) must be dynamic if and only if reassociation group is dynamic"
            )
        if not found_dynamic:
            group_size = math.prod(expanded[dim] for dim in group)
            if group_size != collapsed[collapsed_dim]:
                raise VerifyException(
                    f"collapsed dim size ({collapsed[collapsed_dim]}) must equal reassociation group size ({group_size})"
                )
    if not collapsed:
        if any(size != 1 for size in expanded):
            raise VerifyException("rank 0 memrefs can only be extended/collapsed with/from ones")
    elif next_dim != len(expanded):
        raise VerifyException(
            f"expanded rank ({len(expanded)}) inconsistent with number of reassociation indices ({next_dim})"
        )


def _groups(reassociation) -> list[list[int]]:
    return [[index.value.data for index in group.data] for group in reassociation.data]


def _same_layout(expected: MemRefType, actual: MemRefType) -> bool:
    """Equal types, or equal but for an identity layout written as its strided equivalent (not as an affine map,
    which upstream's type comparison tells apart: `affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>`)."""
    if expected == actual:
        return True
    layout = actual.layout
    if isinstance(layout, AffineMapAttr) and layout.data != AffineMap.identity(layout.data.num_dims):
        return False
    return (
        expected.get_shape() == actual.get_shape()
        and expected.element_type == actual.element_type
        and expected.memory_space == actual.memory_space
        and strides_and_offset(expected) == strides_and_offset(actual)
    )


def collapsed_memref_type(source: MemRefType, shape: Sequence[int], groups: list[list[int]]) -> MemRefType | None:
    """The type of `memref.collapse_shape` of `source` into `shape` (upstream's); None if the groups are not contiguous.

        memref<2x4xf32, strided<[4, 1], offset: 4>>, [[0, 1]] -> memref<8xf32, strided<[1], offset: 4>>
    """
    if isinstance(source.layout, NoneAttr):
        return MemRefType(source.element_type, shape, NoneAttr(), source.memory_space)
    layout = _collapsed_layout(source, groups)
    if layout is None:
        return None
    return strided_type(shape, source.element_type, *layout, source.memory_space)


def expanded_memref_type(source: MemRefType, shape: Sequence[int], groups: list[list[int]]) -> MemRefType | None:
    """The type of `memref.expand_shape` of `source` into `shape` (upstream's); None if `source` is not strided.

        memref<8xf32, strided<[2], offset: 1>>, [[0, 1]], 2x4 -> memref<2x4xf32, strided<[8, 2], offset: 1>>
    """
    if isinstance(source.layout, NoneAttr):
        return MemRefType(source.element_type, shape, NoneAttr(), source.memory_space)
    layout = _expanded_layout(source, shape, groups)
    if layout is None:
        return None
    return strided_type(shape, source.element_type, *layout, source.memory_space)


def _collapsed_layout(source: MemRefType, reassociation: list[list[int]]) -> tuple[list[int | None], int | None] | None:
    """Upstream's `computeCollapsedLayoutMap`: the strides and offset of the collapsed view; None if not contiguous."""
    layout = strides_and_offset(source)
    if layout is None:
        return None
    strides, offset = layout
    shape = source.get_shape()
    result_strides: list[int | None] = []
    for group in reassociation:
        kept = list(group)
        while shape[kept[-1]] == 1 and len(kept) > 1:
            kept.pop()
        static = shape[kept[-1]] != DYNAMIC_INDEX or len(kept) == 1
        result_strides.append(strides[kept[-1]] if static else None)
    for group, group_stride in zip(reversed(reassociation), reversed(result_strides)):
        stride = group_stride
        for index in reversed(group[1:]):
            stride = saturated_mul(stride, None if shape[index] == DYNAMIC_INDEX else shape[index])
            if shape[index - 1] == 1:
                continue
            if stride is not None and strides[index - 1] is not None and stride != strides[index - 1]:
                return None
    return result_strides, offset


def _expanded_layout(source: MemRefType, shape: Sequence[int], reassociation: list[list[int]]):
    """Upstream's `computeExpandedLayoutMap`: the strides and offset of the expanded view."""
    layout = strides_and_offset(source)
    if layout is None:
        return None
    strides, offset = layout
    reverse_strides: list[int | None] = []
    shape_index = len(shape) - 1
    for group, stride in reversed(list(zip(reassociation, strides))):
        for _ in group:
            reverse_strides.append(stride)
            size = shape[shape_index]
            stride = saturated_mul(stride, None if size == DYNAMIC_INDEX else size)
            shape_index -= 1
    result = reverse_strides[::-1]
    result += [1] * (len(shape) - len(result))
    return result, offset


class CollapseShapeOp(xdsl_memref.CollapseShapeOp):
    """A view that merges each reassociation group of dimensions into one.

    %c = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
    """

    # The same syntax as tensor.collapse_shape.
    print = tensor.CollapseShapeOp.print

    def verify_(self) -> None:
        # xDSL checks only the reassociation's shape; upstream also checks sizes and layouts.
        source, result = self.src.type, self.result.type
        if not (isinstance(source, MemRefType) and isinstance(result, MemRefType)):
            verify_irdl_constraints(self)
        if source.get_num_dims() < result.get_num_dims():
            r0, r1 = source.get_num_dims(), result.get_num_dims()
            raise VerifyException(
                f"has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."
            )
        groups = _groups(self.reassociation)
        _verify_collapsed_shape(result.get_shape(), source.get_shape(), groups)
        expected = collapsed_memref_type(source, result.get_shape(), groups)
        if expected is None:
            raise VerifyException("invalid source layout map or collapsing non-contiguous dims")
        if not _same_layout(expected, result):
            raise VerifyException(
                f"expected collapsed type to be '{type_text(expected)}' but found '{type_text(result)}'"
            )
        # After the checks above, which report a bad reassociation as upstream does.
        verify_irdl_constraints(self)


class ExpandShapeOp(xdsl_memref.ExpandShapeOp):
    """A view that splits each dimension into its reassociation group of dimensions.

    %e = memref.expand_shape %c [[0, 1]] output_shape [4, 8] : memref<32xf32> into memref<4x8xf32>
    """

    # The same syntax as tensor.expand_shape, whose printer names the `?` sizes `dynamic_output_shape`.
    print = tensor.ExpandShapeOp.print

    @property
    def dynamic_output_shape(self):
        return self.output_shape

    def verify_(self) -> None:
        # xDSL checks only the reassociation's shape; upstream also checks sizes, layouts and output_shape.
        source, result = self.src.type, self.result.type
        if not (isinstance(source, MemRefType) and isinstance(result, MemRefType)):
            verify_irdl_constraints(self)
        if source.get_num_dims() > result.get_num_dims():
            r0, r1 = source.get_num_dims(), result.get_num_dims()
            raise VerifyException(
                f"has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."
            )
        groups = _groups(self.reassociation)
        _verify_collapsed_shape(source.get_shape(), result.get_shape(), groups)
        expected = expanded_memref_type(source, result.get_shape(), groups)
        if expected is None:
            raise VerifyException("invalid source layout map")
        if not _same_layout(expected, result):
            raise VerifyException(
                f"expected expanded type to be '{type_text(expected)}' but found '{type_text(result)}'"
            )
        static_shape = self.static_output_shape.get_values()
        if len(static_shape) != result.get_num_dims():
            raise VerifyException(
                "expected number of static shape bounds to be equal to the output rank "
                f"({result.get_num_dims()}) but found {len(static_shape)} inputs instead"
            )
        tensor.verify_output_shape_count(static_shape, self.output_shape)
        for position, size in enumerate(result.get_shape()):
            if size != DYNAMIC_INDEX and size != static_shape[position]:
                raise VerifyException(f"invalid output shape provided at pos {position}")
        # After the checks above, which report a bad reassociation as upstream does.
        verify_irdl_constraints(self)


def infer_subview_type(
    source: MemRefType, offsets: Sequence[int | None], sizes: Sequence[int], strides: Sequence[int | None]
) -> MemRefType | None:
    """Upstream's `SubViewOp::inferResultType`: the type of a subview of `source` (None when it is not strided).

    `offsets` and `strides` hold None, `sizes` DYNAMIC_INDEX, where dynamic.
    A zero offset adds nothing, even along a dynamic stride:

        memref<?x3xf32, strided<[?, 1]>> at [0, 0] sizes [?, 3] strides [1, 1]: memref<?x3xf32, strided<[?, 1]>>
        memref<8x16xf32> at [0, ?] sizes [4, 1] strides [1, 1]: memref<4x1xf32, strided<[16, 1], offset: ?>>
    """
    layout = strides_and_offset(source)
    if layout is None:
        return None
    source_strides, offset = layout
    for static_offset, stride in zip(offsets, source_strides):
        offset = saturated_add(offset, saturated_mul(static_offset, stride))
    result_strides = [saturated_mul(stride, factor) for stride, factor in zip(source_strides, strides)]
    return strided_type(sizes, source.element_type, result_strides, offset, source.memory_space)


def subview_type(
    source: MemRefType, offsets: Sequence[SSAValue | int], sizes: Sequence[int], steps: Sequence[int]
) -> MemRefType:
    """The type of a subview of `source` at `offsets` (values or constants) with `steps` and `sizes` (-1 =
    dynamic): upstream's inferred type (`infer_subview_type`), `memref<12x20xf32>` at [0, 0] with steps
    [4, 1] is `strided<[80, 1]>`; where `source` is not strided, every stride and the offset unknown."""
    shape = [DYNAMIC_INDEX if size < 0 else size for size in sizes]
    static_offsets = [offset if isinstance(offset, int) else None for offset in offsets]
    inferred = infer_subview_type(source, static_offsets, shape, steps)
    if inferred is None:
        return MemRefType(source.element_type, shape, StridedLayoutAttr([None] * len(shape), None), source.memory_space)
    return inferred


class SubviewOp(xdsl_memref.SubviewOp):
    """A strided view of a part of a memref; size-1 dimensions may be dropped.

    %v = memref.subview %m[0, %i][4, 1][1, 1] : memref<8x16xf32> to memref<4xf32, strided<[16], offset: ?>>
    """

    get = registered_factory(xdsl_memref.SubviewOp.get)
    from_static_parameters = registered_factory(xdsl_memref.SubviewOp.from_static_parameters)

    def verify_(self) -> None:
        # xDSL checks only the counts of dynamic values, not the result type.
        verify_irdl_constraints(self)
        source, result = self.source.type, self.result.type
        rank = source.get_num_dims()
        verify_offset_size_stride(self, (rank, rank, rank))
        if source.memory_space != result.memory_space:
            raise DiagnosticError(
                f"different memory spaces specified for base memref type '{type_text(source)}' and subview memref "
                f"type '{type_text(result)}'",
                self,
            )
        sizes = self.static_sizes.get_values()
        expected = infer_subview_type(
            source,
            [None if offset == DYNAMIC_INDEX else offset for offset in self.static_offsets.get_values()],
            sizes,
            [None if stride == DYNAMIC_INDEX else stride for stride in self.static_strides.get_values()],
        )
        if expected is None:
            raise DiagnosticError(f"base type '{type_text(source)}' is not strided", self)
        result_check = is_rank_reduced_memref(expected, result, sizes)
        if result_check is not SliceVerification.SUCCESS:
            subview_error(result_check, expected, self)


class ReinterpretCastOp(xdsl_memref.ReinterpretCastOp):
    """A view of a memref's buffer with the given offset, sizes and strides; the source may be unranked.

    %v = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
    %u = memref.reinterpret_cast %a to offset: [0], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32>
    """

    _definition: ClassVar[OpDef] = with_constraints(
        xdsl_memref.ReinterpretCastOp.get_irdl_definition(), source=MemRefType | UnrankedMemRefType
    )

    @classmethod
    def get_irdl_definition(cls) -> OpDef:
        return cls._definition

    from_dynamic = registered_factory(xdsl_memref.ReinterpretCastOp.from_dynamic)

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        source, result = self.source.type, self.result.type
        rank = result.get_num_dims()
        verify_offset_size_stride(self, (1, rank, rank))
        if source.memory_space != result.memory_space:
            raise DiagnosticError(
                f"different memory spaces specified for source type '{type_text(source)}' "
                f"and result memref type '{type_text(result)}'",
                self,
            )
        if source.element_type != result.element_type:
            raise DiagnosticError(
                f"different element types specified for source type '{type_text(source)}' "
                f"and result memref type '{type_text(result)}'",
                self,
            )
        # Upstream's `emitError`s (no op name in front); a static size, offset or stride of the result
        # type must be the op's, which is not a dynamic one ("size = dynamic instead of 4").
        for dim, (size, expected) in enumerate(zip(result.get_shape(), self.static_sizes.get_values())):
            if size != DYNAMIC_INDEX and size != expected:
                raise DiagnosticError(
                    f"expected result type with size = {_static_text(expected)} instead of {size} in dim = {dim}", self
                )
        layout = strides_and_offset(result)
        if layout is None:
            raise DiagnosticError(f"expected result type to have strided layout but found '{type_text(result)}'", self)
        strides, offset = layout
        expected_offset = self.static_offsets.get_values()[0]
        if offset is not None and offset != expected_offset:
            raise DiagnosticError(
                f"expected result type with offset = {_static_text(expected_offset)} instead of {offset}", self
            )
        for dim, (stride, expected) in enumerate(zip(strides, self.static_strides.get_values())):
            if stride is not None and stride != expected:
                raise DiagnosticError(
                    f"expected result type with stride = {_static_text(expected)} instead of {stride} in dim = {dim}",
                    self,
                )


def _static_text(value: int) -> str:
    """A static value of an offset, size or stride list as upstream's messages write it (`dynamic` for `?`)."""
    return "dynamic" if value == DYNAMIC_INDEX else str(value)


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    """A view of a contiguous buffer with the shape held in a 1-D buffer of integers or indices.

    The source and the result have the identity layout; the elements stay
    where they are, in row-major order.

        %r = memref.reshape %a(%shape) : (memref<2x3xf32>, memref<1xi64>) -> memref<6xf32>
    """

    name = "memref.reshape"

    source = operand_def(MemRefType | UnrankedMemRefType)
    shape = operand_def(MemRefType)
    result = result_def(MemRefType | UnrankedMemRefType)

    traits = traits_def(NoMemoryEffect())

    assembly_format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"

    def __init__(self, source: SSAValue, shape: SSAValue, result_type: MemRefType | UnrankedMemRefType):
        super().__init__(operands=[source, shape], result_types=[result_type])

    def verify_(self) -> None:
        # Upstream's checks, in its order (the source and the result may be unranked); then the shape
        # operand's type, the memory space and, when both are static, the number of elements.
        source, shape, result = self.source.type, self.shape.type, self.result.type
        if source.element_type != result.element_type:
            raise VerifyException("element types of source and destination memref types should be the same")
        if isinstance(source, MemRefType) and not isinstance(source.layout, NoneAttr):
            raise VerifyException("source memref type should have identity affine map")
        if shape.get_num_dims() != 1 or not isinstance(shape.element_type, IntegerType | IndexType):
            raise VerifyException("shape must be a 1-D memref of integers or indices")
        if isinstance(result, MemRefType):
            if not isinstance(result.layout, NoneAttr):
                raise VerifyException("result memref type should have identity affine map")
            if shape.get_shape()[0] == DYNAMIC_INDEX:
                raise VerifyException(
                    "cannot use shape operand with dynamic length to reshape to statically-ranked memref type"
                )
            if shape.get_shape()[0] != result.get_num_dims():
                raise VerifyException("length of shape operand differs from the result's memref rank")
        if source.memory_space != result.memory_space:
            raise VerifyException("source and destination memref types should have the same memory space")
        if (
            isinstance(source, MemRefType)
            and isinstance(result, MemRefType)
            and source.has_static_shape()
            and result.has_static_shape()
            and math.prod(source.get_shape()) != math.prod(result.get_shape())
        ):
            raise VerifyException("source and destination memref types should have the same number of elements")


def transposed_type(source: MemRefType, permutation: Sequence[int]) -> MemRefType:
    """The type of `source` with its dimensions permuted: sizes and strides move, the offset stays."""
    shape, layout_ = source.get_shape(), strides_and_offset(source)
    strides, offset = layout_ if layout_ is not None else (None, None)
    moved = [None if strides is None else strides[p] for p in permutation]
    layout = StridedLayoutAttr(moved, offset)
    return MemRefType(source.element_type, [shape[p] for p in permutation], layout, source.memory_space)


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """A view with the dimensions permuted: dimension k of the result is dimension `permutation(k)` of the source.

    %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
    """

    name = "memref.transpose"

    in_ = operand_def(MemRefType)
    result = result_def(MemRefType)
    permutation = prop_def(AffineMapAttr)

    traits = traits_def(NoMemoryEffect())

    def __init__(self, source: SSAValue, permutation: Sequence[int]):
        rank = len(permutation)
        affine_map = AffineMap(rank, 0, tuple(AffineExpr.dimension(p) for p in permutation))
        super().__init__(
            operands=[source],
            result_types=[transposed_type(source.type, permutation)],
            properties={"permutation": AffineMapAttr(affine_map)},
        )

    @property
    def dims(self) -> list[int]:
        """The source dimension of each result dimension."""
        return [e.position for e in self.permutation.data.results if isinstance(e, AffineDimExpr)]

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        source = parser.parse_unresolved_operand()
        permutation = parser.parse_affine_map()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_keyword("to")
        result_type = parser.parse_type()
        op = cls.build(
            operands=[parser.resolve_operand(source, source_type)],
            result_types=[result_type],
            properties={"permutation": AffineMapAttr(permutation)},
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.in_)
        printer.print_string(f" {self.permutation.data}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.in_.type)
        printer.print_string(" to ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        source, result = self.in_.type, self.result.type
        assert isinstance(source, MemRefType) and isinstance(result, MemRefType)
        affine_map = self.permutation.data
        if affine_map.num_dims != source.get_num_dims():
            raise VerifyException("expected a permutation map of same rank as the input")
        if (
            affine_map.num_symbols
            or sorted(self.dims) != list(range(source.get_num_dims()))
            or len(self.dims) != len(affine_map.results)
        ):
            raise VerifyException("expected a permutation map")
        expected = transposed_type(source, self.dims)
        if (
            result.element_type != expected.element_type
            or result.get_shape() != expected.get_shape()
            or strides_and_offset(result) != strides_and_offset(expected)
        ):
            raise VerifyException(
                f"result type '{type_text(result)}' is not equivalent to the canonical transposed input type "
                f"'{type_text(canonical_strided_type(expected))}'"
            )


def canonical_strided_type(type_: MemRefType) -> MemRefType:
    """Upstream's `canonicalizeStridedLayout` of a strided memref type: the layout as its affine map, simplified,
    and no layout where that is the row-major one:

        memref<?x?xf32, strided<[1, ?], offset: ?>>   ->   memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>
        memref<2x3xf32, strided<[3, 1]>>               ->   memref<2x3xf32>
    """
    layout = strides_and_offset(type_)
    if layout is None or isinstance(type_.layout, NoneAttr):
        return type_
    strides, offset = layout
    symbols = 0

    def symbol() -> AffineExpr:
        nonlocal symbols
        symbols += 1
        return AffineSymExpr(symbols - 1)

    # `makeStridedLinearLayoutMap`: the offset, then each dim times its stride (a new symbol where dynamic).
    expr = affine_simplify.constant(offset) if offset is not None else symbol()
    for dim, stride in enumerate(strides):
        factor = affine_simplify.constant(stride) if stride is not None else symbol()
        expr = affine_simplify.add(expr, affine_simplify.mul(AffineDimExpr(dim), factor))
    rank = type_.get_num_dims()
    expr = affine_simplify.simplify_affine_expr(expr, rank, symbols)
    if expr == _row_major_expr(type_.get_shape()):
        return MemRefType(type_.element_type, type_.get_shape(), NoneAttr(), type_.memory_space)
    return MemRefType(type_.element_type, type_.get_shape(), AffineMapAttr(AffineMap(rank, symbols, (expr,))), type_.memory_space)


def _row_major_expr(shape: Sequence[int]) -> AffineExpr:
    """Upstream's `makeCanonicalStridedLayoutExpr`: the offset of a contiguous row-major layout of `shape`
    (a symbol for each stride past a dynamic size)."""
    if not shape:
        return affine_simplify.constant(0)
    expr: AffineExpr | None = None
    running, dynamic, symbols = 1, False, 0
    for dim in reversed(range(len(shape))):
        if dynamic:
            stride: AffineExpr = AffineSymExpr(symbols)
            symbols += 1
        else:
            stride = affine_simplify.constant(running)
        term = affine_simplify.mul(AffineDimExpr(dim), stride)
        expr = term if expr is None else affine_simplify.add(expr, term)
        if shape[dim] > 0:
            running *= shape[dim]
        else:
            dynamic = True
    assert expr is not None
    return affine_simplify.simplify_affine_expr(expr, len(shape), symbols)


FLOAT_ATOMIC_RMW_KINDS = ("addf", "maximumf", "maxnumf", "minimumf", "minnumf", "mulf")


class AtomicRMWOp(xdsl_memref.AtomicRMWOp):
    """Read an element, combine it with `value` by `kind`, write the result back as one atomic step;
    the result is the element's old value.

        %old = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
    """

    @property
    def kind_name(self) -> str:
        return ATOMIC_RMW_KINDS[self.kind.value.data]

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        kind = parser.parse_identifier()
        if kind not in ATOMIC_RMW_KINDS:
            parser.raise_error(f"expected one of {', '.join(ATOMIC_RMW_KINDS)} as the kind, not '{kind}'")
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        memref = parser.parse_unresolved_operand()
        indices = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        function_type = parser.parse_function_type()
        if len(function_type.inputs) != 2 or len(function_type.outputs) != 1:
            parser.raise_error("expected (value type, memref type) -> value type", pos, parser.pos)
        value_type, memref_type = function_type.inputs.data
        op = cls.build(
            operands=[
                parser.resolve_operand(value, value_type),
                parser.resolve_operand(memref, memref_type),
                [parser.resolve_operand(index, IndexType()) for index in indices],
            ],
            result_types=[function_type.outputs.data[0]],
            properties={"kind": IntegerAttr(ATOMIC_RMW_KINDS.index(kind), 64)},
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind_name} ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        printer.print_operand(self.memref)
        with printer.in_square_brackets():
            printer.print_list(self.indices, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : ({self.value.type}, {self.memref.type}) -> {self.result.type}")

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        if not 0 <= self.kind.value.data < len(ATOMIC_RMW_KINDS):
            raise VerifyException(f"kind must be 0 to {len(ATOMIC_RMW_KINDS) - 1}, not {self.kind.value.data}")
        memref_type = self.memref.type
        assert isinstance(memref_type, MemRefType)
        if len(self.indices) != memref_type.get_num_dims():
            raise VerifyException("expects the number of subscripts to be equal to memref rank")
        is_float = not isinstance(self.value.type, IntegerType)
        if self.kind_name in FLOAT_ATOMIC_RMW_KINDS and not is_float:
            raise VerifyException(f"with kind '{self.kind_name}' expects a floating-point type")
        if self.kind_name not in (*FLOAT_ATOMIC_RMW_KINDS, "assign") and is_float:
            raise VerifyException(f"with kind '{self.kind_name}' expects an integer type")


class GetGlobalOp(xdsl_memref.GetGlobalOp):
    """The buffer of a `memref.global` of the nearest symbol table (module).

    %g = memref.get_global @__constant_4xf32 : memref<4xf32>
    """

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        name = self.name_.string_value()
        try:
            target = SymbolTable.lookup_symbol(self, self.name_)
        except ValueError:  # not inside a module yet: nothing to look in
            return
        if not isinstance(target, xdsl_memref.GlobalOp):
            raise VerifyException(f"'{name}' does not reference a valid global memref")
        if target.type != self.memref.type:
            raise VerifyException(
                f"result type '{self.memref.type}' does not match type '{target.type}' of the global memref @{name}"
            )


# ---------------------------------------------------------------------------
# Upstream's checks on xDSL's alloc, alloca, assume_alignment and dim (plain subclasses)


def layout_symbol_count(memref_type: MemRefType) -> int:
    """The symbols of the layout's affine map: a `strided` layout has one per dynamic stride and offset.

        memref<?xi32, strided<[?], offset: ?>>   -> 2   (d0)[s0, s1] -> (d0 * s1 + s0)
    """
    layout = memref_type.layout
    if isinstance(layout, AffineMapAttr):
        return layout.data.num_symbols
    if isinstance(layout, StridedLayoutAttr):
        values = [*layout.get_strides(), layout.get_offset()]
        return sum(1 for value in values if value is None)
    return 0


def verify_alloc_like(memref_type: MemRefType, dynamic_sizes: Sequence[SSAValue], symbols: Sequence[SSAValue]) -> None:
    """Upstream's `verifyAllocLikeOp` (memref.alloc/alloca, gpu.alloc): one size per `?`, one symbol per layout symbol.

        %m = memref.alloc(%n)[%s] : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    """
    layout = memref_type.layout
    if isinstance(layout, AffineMapAttr) and layout.data.num_dims != memref_type.get_num_dims():
        raise VerifyException(
            f"memref layout mismatch between rank and affine map: {memref_type.get_num_dims()} != "
            f"{layout.data.num_dims}"
        )
    dynamic = sum(1 for size in memref_type.get_shape() if size == DYNAMIC_INDEX)
    if len(dynamic_sizes) != dynamic:
        raise VerifyException("dimension operand count does not equal memref dynamic dimension count")
    expected = layout_symbol_count(memref_type)
    if len(symbols) != expected:
        raise VerifyException(
            f"symbol operand count does not equal memref symbol count: expected {expected}, got {len(symbols)}"
        )


class AllocOp(xdsl_memref.AllocOp):
    """A new buffer on the heap: `%m = memref.alloc(%n) {alignment = 64 : i64} : memref<?x4xf32>`."""

    @reads_only_signature
    def verify_(self) -> None:
        verify_alloc_like(self.memref.type, self.dynamic_sizes, self.symbol_operands)
        super().verify_()


AUTOMATIC_ALLOCATION_SCOPES = frozenset({
    "func.func", "llvm.func", "gpu.func", "gpu.launch", "affine.for", "affine.parallel", "scf.forall",
    "scf.parallel", "memref.alloca_scope",
})  # fmt: skip
"""The ops upstream marks `AutomaticAllocationScope` (xDSL has no such trait): a memref.alloca in one
of their regions lives until the op exits."""


def is_allocation_scope(op: Operation | None) -> bool:
    return op is not None and op.name in AUTOMATIC_ALLOCATION_SCOPES


class AllocaOp(xdsl_memref.AllocaOp):
    """A new buffer on the stack: `%m = memref.alloca(%n) : memref<?x4xf32>`, inside an allocation scope."""

    get = registered_factory(xdsl_memref.AllocaOp.get)

    def verify_(self) -> None:
        parent = self.parent_op()
        while parent is not None and not is_allocation_scope(parent):
            parent = parent.parent_op()
        if parent is None:
            raise VerifyException("requires an ancestor op with AutomaticAllocationScope trait")
        verify_alloc_like(self.memref.type, self.dynamic_sizes, self.symbol_operands)
        super().verify_()


class AssumeAlignmentOp(xdsl_memref.AssumeAlignmentOp):
    """The buffer's address is a multiple of a power of 2: `memref.assume_alignment %m, 16 : memref<4xf32>`."""

    def verify_(self) -> None:
        alignment = self.alignment.value.data
        if alignment <= 0:
            raise VerifyException(
                "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value "
                "is positive"
            )
        if alignment & (alignment - 1):
            raise VerifyException("alignment must be power of 2")
        super().verify_()


class ViewOp(xdsl_memref.ViewOp):
    """A typed view of a 1-D i8 buffer at a byte shift: `%v = memref.view %b[%c0][] : memref<64xi8> to memref<4x4xf32>`;
    upstream's `ViewOp::verify` (layouts, memory space, the count of dynamic sizes) in its words, before xDSL's checks.

        %v = memref.view %b[%c0][] : memref<64xi8, strided<[2]>> to memref<4x4xf32>
        // error: unsupported map for base memref type 'memref<64xi8, strided<[2]>>'
    """

    def verify_(self) -> None:
        source, result = self.source.type, self.result.type
        if isinstance(source, MemRefType) and isinstance(result, MemRefType):
            for kind, type_ in (("base", source), ("result", result)):
                if not _identity_layout(type_):
                    raise DiagnosticError(f"unsupported map for {kind} memref type '{type_text(type_)}'", self)
            if source.memory_space != result.memory_space:
                raise DiagnosticError(
                    f"different memory spaces specified for base memref type '{type_text(source)}' and view memref "
                    f"type '{type_text(result)}'",
                    self,
                )
            # Upstream's `verifyDynamicDimensionCount` (xDSL's words differ).
            dynamic = sum(size == DYNAMIC_INDEX for size in result.get_shape())
            if dynamic != len(self.sizes):
                raise VerifyException(f"incorrect number of dynamic sizes, has {len(self.sizes)}, expected {dynamic}")
        super().verify_()


def _identity_layout(type_: MemRefType) -> bool:
    layout = type_.layout
    if isinstance(layout, NoneAttr):
        return True
    return isinstance(layout, AffineMapAttr) and layout.data == AffineMap.identity(type_.get_num_dims())


class DimOp(xdsl_memref.DimOp):
    """The size of one dimension of a ranked (rank >= 1) or unranked buffer: `%d = memref.dim %m, %i : memref<?xf32>`."""

    def verify_(self) -> None:
        source_type = self.source.type
        if isinstance(source_type, MemRefType) and source_type.get_num_dims() == 0:
            raise VerifyException(
                "operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, "
                f"but got '{source_type}'"
            )
        super().verify_()


# xDSL's RankOp takes only ranked memrefs and has no custom syntax; upstream's takes unranked ones too.
class RankOpHasFolder(HasFolder):
    """A ranked buffer's rank folds to a constant."""

    @classmethod
    def fold(cls, op: Operation) -> Sequence[SSAValue | Attribute] | None:
        source_type = op.operands[0].type
        if isinstance(source_type, MemRefType):
            return [IntegerAttr(source_type.get_num_dims(), IndexType())]
        return None


@irdl_op_redefinition
class RankOp(xdsl_memref.RankOp):
    """The rank of a ranked or unranked buffer; a ranked buffer's folds to a constant.

        %r = memref.rank %m : memref<*xf32>
    """

    name = "memref.rank"

    source = operand_def(MemRefType | UnrankedMemRefType)
    rank = result_def(IndexType)

    traits = traits_def(NoMemoryEffect(), RankOpHasFolder())
    assembly_format = "$source attr-dict `:` type($source)"

    from_memref = registered_factory(xdsl_memref.RankOp.from_memref)

    def verify_(self) -> None:
        if not isinstance(self.source.type, MemRefType | UnrankedMemRefType):
            raise VerifyException(
                f"operand #0 must be ranked or unranked memref of any type values, but got '{self.source.type}'"
            )


# ---------------------------------------------------------------------------
# realloc, prefetch, generic_atomic_rmw and atomic_yield (xDSL 0.74 lacks them)


def is_identity_layout(memref_type: MemRefType) -> bool:
    """Whether a memref's layout is the identity (no layout, the identity map, or row-major strides at offset 0)."""
    layout = memref_type.layout
    if isinstance(layout, NoneAttr):
        return True
    if isinstance(layout, AffineMapAttr):
        return layout.data == AffineMap.identity(memref_type.get_num_dims())
    if isinstance(layout, StridedLayoutAttr):
        # Upstream's StridedLayoutAttr::isIdentity: its map is the identity (row-major strides, offset 0).
        # A dynamic stride makes the map take a symbol, which is never the identity.
        contiguous = strides_and_offset(MemRefType(memref_type.element_type, memref_type.get_shape()))
        return (
            contiguous is not None
            and None not in contiguous[0]
            and (list(layout.get_strides()), layout.get_offset()) == (contiguous[0], 0)
        )
    return False


class ReallocOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (SimplifyDeadRealloc(),)


@irdl_op_definition
class ReallocOp(IRDLOperation):
    """A 1-D buffer of a new size holding the old buffer's elements (as many as fit); the source is freed.
    The size operand is given when the result's size is dynamic.

        %r = memref.realloc %m(%n) {alignment = 8 : i64} : memref<2xf32> to memref<?xf32>
    """

    name = "memref.realloc"

    source = operand_def(MemRefType)
    dynamicResultSize = opt_operand_def(IndexType)
    alignment = opt_prop_def(IntegerAttr[I64])
    result = result_def(MemRefType)

    assembly_format = "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type($result)"
    irdl_options = (ParsePropInAttrDict(),)
    traits = traits_def(ReallocOpHasCanonicalizationPatterns())

    def verify_(self) -> None:
        for position, (kind, memref_type) in enumerate((("operand", self.source.type), ("result", self.result.type))):
            if memref_type.get_num_dims() != 1:
                raise VerifyException(
                    f"{kind} #0 must be 1D memref of any type values, but got '{memref_type}'"
                )
        if self.alignment is not None:
            value = self.alignment.value.data
            if value <= 0 or value & (value - 1):
                raise VerifyException(
                    "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose "
                    "value is positive and whose value is a power of two > 0"
                )
        source, result = self.source.type, self.result.type
        if not is_identity_layout(source):
            raise DiagnosticError(f"unsupported layout for source memref type '{source}'", self)
        if not is_identity_layout(result):
            raise DiagnosticError(f"unsupported layout for result memref type '{result}'", self)
        if source.memory_space != result.memory_space:
            raise DiagnosticError(
                f"different memory spaces specified for source memref type '{source}' and result memref type "
                f"'{result}'",
                self,
            )
        if source.element_type != result.element_type:
            raise DiagnosticError(
                f"different element types specified for source memref type '{source}' and result memref type "
                f"'{result}'",
                self,
            )
        dynamic = result.get_shape()[0] == DYNAMIC_INDEX
        if dynamic and self.dynamicResultSize is None:
            raise DiagnosticError(f"missing dimension operand for result type '{result}'", self)
        if not dynamic and self.dynamicResultSize is not None:
            raise DiagnosticError(f"unnecessary dimension operand for result type '{result}'", self)


class SimplifyDeadRealloc(RewritePattern):
    """Upstream's `SimplifyDeadAlloc` on `memref.realloc`: a result only stored into or freed is dropped,
    with those stores and deallocs (the source stays as it was).

        %r = memref.realloc %src : memref<2xf32> to memref<4xf32>
        memref.store %v, %r[%i] : memref<4xf32>
        ->
        (nothing)
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ReallocOp, rewriter: PatternRewriter, /) -> None:
        users = {use.operation for use in op.result.uses}
        for user in users:
            if isinstance(user, xdsl_memref.StoreOp):
                if user.value == op.result:
                    return
            elif not isinstance(user, xdsl_memref.DeallocOp):
                return
        for user in users:
            rewriter.erase(user)
        rewriter.erase(op)


@irdl_op_definition
class PrefetchOp(IRDLOperation):
    """A hint to fetch the element at the indices into the cache, for reading or writing, with a
    locality from 0 (none) to 3 (keep in cache), into the data or the instruction cache.

        memref.prefetch %m[%i, %j], read, locality<3>, data : memref<400x400xf32>
    """

    name = "memref.prefetch"

    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    isWrite = prop_def(BoolAttr)
    localityHint = prop_def(IntegerAttr[I32])
    isDataCache = prop_def(BoolAttr)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        # Upstream reports a bad keyword at the op (its name's location).
        pos = parser.pos
        memref = parser.parse_unresolved_operand()
        indices = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
        hints = parse_prefetch_hints(parser, pos)
        return cls.build(
            operands=[
                parser.resolve_operand(memref, hints.memref_type),
                [parser.resolve_operand(index, IndexType()) for index in indices],
            ],
            properties=hints.properties(),
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.memref)
        with printer.in_square_brackets():
            printer.print_list(self.indices, printer.print_operand)
        print_prefetch_hints(printer, self)

    def verify_(self) -> None:
        verify_locality(self)
        if len(self.indices) != self.memref.type.get_num_dims():
            raise VerifyException("too few indices")


def _all_index(values: Sequence[SSAValue]) -> bool:
    return all(isinstance(value.type, IndexType) for value in values)


# xDSL splits the operands into named groups; upstream (and this definition) has one variadic list.
@irdl_op_redefinition
class DmaStartOp(xdsl_memref.DmaStartOp):
    """A non-blocking copy of `num_elements` elements from a source memref to a destination memref,
    whose completion is signalled in a tag memref (optionally strided: a stride and the number of
    elements per stride). Its operands are upstream's single variadic list, checked by `verify_`:

        memref.dma_start %src[%i, %j], %dst[%k], %n, %tag[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
        memref.dma_start %src[%i], %dst[%k], %n, %tag[%c0], %stride, %per_stride : memref<40xf32>, memref<40xf32, 1>, memref<1xi32>
    """

    name = "memref.dma_start"

    operands_ = var_operand_def()

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    def _rank(self, position: int) -> int:
        type_ = self.operands[position].type
        return type_.get_num_dims() if isinstance(type_, MemRefType) else 0

    @property
    def src(self) -> SSAValue:
        return self.operands[0]

    @property
    def src_indices(self) -> Sequence[SSAValue]:
        return self.operands[1 : 1 + self._rank(0)]

    @property
    def dest_position(self) -> int:
        return 1 + self._rank(0)

    @property
    def dest(self) -> SSAValue:
        return self.operands[self.dest_position]

    @property
    def dest_indices(self) -> Sequence[SSAValue]:
        start = self.dest_position + 1
        return self.operands[start : start + self._rank(self.dest_position)]

    @property
    def num_elements_position(self) -> int:
        return self.dest_position + 1 + self._rank(self.dest_position)

    @property
    def num_elements(self) -> SSAValue:
        return self.operands[self.num_elements_position]

    @property
    def tag(self) -> SSAValue:
        return self.operands[self.num_elements_position + 1]

    @property
    def tag_indices(self) -> Sequence[SSAValue]:
        start = self.num_elements_position + 2
        return self.operands[start : start + self._rank(start - 1)]

    @property
    def strides(self) -> Sequence[SSAValue]:
        """The stride and the number of elements per stride, or nothing."""
        return self.operands[self.num_elements_position + 2 + self._rank(self.num_elements_position + 1) :]

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        # Upstream reports a wrong count of stride operands or of types at the op (its name's location).
        pos = parser.pos
        memrefs: list[tuple[UnresolvedOperand, list[UnresolvedOperand]]] = []
        num_elements = None
        for position in range(3):
            memrefs.append(
                (
                    parser.parse_unresolved_operand(),
                    parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_unresolved_operand),
                )
            )
            if position < 2:
                parser.parse_punctuation(",")
            if position == 1:
                num_elements = parser.parse_unresolved_operand()
                parser.parse_punctuation(",")
        strides = []
        while parser.parse_optional_punctuation(",") is not None:
            strides.append(parser.parse_unresolved_operand())
        if strides and len(strides) != 2:
            parser.raise_error("expected two stride related operands", pos)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        if len(types) != 3:
            parser.raise_error("fewer/more types expected", pos)
        index = IndexType()
        operands: list[SSAValue] = []
        for position, ((memref, indices), type_) in enumerate(zip(memrefs, types)):
            operands.append(parser.resolve_operand(memref, type_))
            operands += [parser.resolve_operand(value, index) for value in indices]
            if position == 1:
                operands.append(parser.resolve_operand(num_elements, index))
        operands += [parser.resolve_operand(value, index) for value in strides]
        op = cls.build(operands=[operands])
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        for memref, indices in ((self.src, self.src_indices), (self.dest, self.dest_indices)):
            printer.print_operand(memref)
            with printer.in_square_brackets():
                printer.print_list(indices, printer.print_operand)
            printer.print_string(", ")
        printer.print_operand(self.num_elements)
        printer.print_string(", ")
        printer.print_operand(self.tag)
        with printer.in_square_brackets():
            printer.print_list(self.tag_indices, printer.print_operand)
        for stride in self.strides:
            printer.print_string(", ")
            printer.print_operand(stride)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list((self.src.type, self.dest.type, self.tag.type), printer.print_attribute)

    def verify_(self) -> None:
        # Upstream's order: each check tells where the next operands are.
        count = len(self.operands)
        if count < 4:
            raise VerifyException("expected at least 4 operands")
        expected = 4
        for name, position, indices in (("source", 0, "src_indices"), ("destination", None, "dest_indices")):
            memref = self.src if position == 0 else self.dest
            if not isinstance(memref.type, MemRefType):
                raise VerifyException(f"expected {name} to be of memref type")
            expected += memref.type.get_num_dims()
            if count < expected:
                raise VerifyException(f"expected at least {expected} operands")
            if not _all_index(getattr(self, indices)):
                raise VerifyException(f"expected {name} indices to be of index type")
        if not isinstance(self.num_elements.type, IndexType):
            raise VerifyException("expected num elements to be of index type")
        if not isinstance(self.tag.type, MemRefType):
            raise VerifyException("expected tag to be of memref type")
        expected += self.tag.type.get_num_dims()
        if count < expected:
            raise VerifyException(f"expected at least {expected} operands")
        if not _all_index(self.tag_indices):
            raise VerifyException("expected tag indices to be of index type")
        if count not in (expected, expected + 2):
            raise VerifyException("incorrect number of operands")
        if not _all_index(self.strides):
            raise VerifyException("expected stride and num elements per stride to be of type index")


# Upstream's syntax and checks; the definition is this class's own (see irdl_op_redefinition).
@irdl_op_redefinition
class DmaWaitOp(xdsl_memref.DmaWaitOp):
    """Blocks until the DMA operation of a tag element completes:

        memref.dma_wait %tag[%c0], %n : memref<1xi32, 2>
    """

    name = "memref.dma_wait"

    tag = operand_def(MemRefType)
    tag_indices = var_operand_def(IndexType)
    num_elements = operand_def(IndexType)

    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    assembly_format = "$tag `[` $tag_indices `]` `,` $num_elements attr-dict `:` type($tag)"

    def verify_(self) -> None:
        verify_irdl_constraints(self)
        rank = self.tag.type.get_num_dims()
        if len(self.tag_indices) != rank:
            raise VerifyException(
                "expected tagIndices to have the same number of elements as the tagMemRef rank, "
                f"expected {rank}, but got {len(self.tag_indices)}"
            )


@irdl_op_definition
class GenericAtomicRMWOp(IRDLOperation):
    """Atomically replace an element by what the body computes from its current value (the body's
    argument); the result is the old value. The body must be free of side effects.

        %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
        ^bb0(%old: f32):
          %new = arith.addf %old, %c1 : f32
          memref.atomic_yield %new : f32
        }
    """

    name = "memref.generic_atomic_rmw"

    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    result = result_def()
    atomic_body = region_def("single_block")

    # Upstream's memref operand is `Arg<AnyMemRef, ..., [MemRead, MemWrite]>`: the op reads and writes memory
    # whatever its body does, so an unused one is not dead.
    traits = lazy_traits_def(
        lambda: (SingleBlockImplicitTerminator(AtomicYieldOp), MemoryReadEffect(), MemoryWriteEffect())
    )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        memref = parser.parse_unresolved_operand()
        indices = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
        parser.parse_punctuation(":")
        pos = parser.pos
        memref_type = parser.parse_type()
        if not isinstance(memref_type, MemRefType):
            parser.raise_error("expected a memref type", pos, parser.pos)
        body = parser.parse_region()
        op = cls.build(
            operands=[
                parser.resolve_operand(memref, memref_type),
                [parser.resolve_operand(index, IndexType()) for index in indices],
            ],
            result_types=[memref_type.element_type],
            regions=[body],
        )
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.memref)
        with printer.in_square_brackets():
            printer.print_list(self.indices, printer.print_operand)
        printer.print_string(f" : {self.memref.type} ")
        printer.print_region(self.atomic_body)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        if self.result.type != self.memref.type.element_type:
            raise VerifyException("failed to verify that result type matches element type of memref")
        args = self.atomic_body.block.args
        if len(args) != 1:
            raise VerifyException("expected single number of entry block arguments")
        if self.result.type != args[0].type:
            raise VerifyException("expected block argument of the same type result type")
        for op in self.atomic_body.walk():
            if not is_side_effect_free(op):
                raise DiagnosticError(
                    "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects", op
                )


@irdl_op_definition
class AtomicYieldOp(IRDLOperation):
    """Ends a `memref.generic_atomic_rmw` body with the element's new value: `memref.atomic_yield %new : f32`."""

    name = "memref.atomic_yield"

    result = operand_def()

    traits = traits_def(HasParent(GenericAtomicRMWOp), Pure(), ReturnLike(), IsTerminator())

    assembly_format = "$result attr-dict `:` type($result)"

    def verify_(self) -> None:
        parent = self.parent_op()
        if isinstance(parent, GenericAtomicRMWOp) and parent.result.type != self.result.type:
            raise VerifyException(
                f"types mismatch between yield op: '{self.result.type}' and its parent: '{parent.result.type}'"
            )


class LoadOp(xdsl_memref.LoadOp):
    """`%v = memref.load %m[%i, %j] : memref<4x4xf32>`: one index per dimension (upstream's words).

        %v = memref.load %m[%i] : memref<4x4xf32>
        // error: 'memref.load' op incorrect number of indices for load, expected 2 but got 1
    """

    @reads_only_signature
    def verify_(self) -> None:
        verify_irdl_constraints(self)
        rank = self.memref.type.get_num_dims()
        if rank != len(self.indices):
            raise VerifyException(f"incorrect number of indices for load, expected {rank} but got {len(self.indices)}")


class StoreOp(xdsl_memref.StoreOp):
    """`memref.store %v, %m[%i, %j] : memref<4x4xf32>`: one index per dimension (upstream's words)."""

    @reads_only_signature
    def verify_(self) -> None:
        verify_irdl_constraints(self)
        if self.memref.type.get_num_dims() != len(self.indices):
            raise VerifyException("store index operand count not equal to memref rank")


class AllocaScopeOp(xdsl_memref.AllocaScopeOp):
    """A scope for `memref.alloca`s, freed when it exits (upstream's custom form; xDSL had only the generic):

        memref.alloca_scope {
          %a = memref.alloca() : memref<4xf32>
          ...
        }
        %r = memref.alloca_scope  -> (f32) {
          ...
          memref.alloca_scope.return %v : f32
        }

    A body without results may omit its `memref.alloca_scope.return`, which upstream does not print.
    """

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            result_types = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_type)
        body = parser.parse_region()
        if not body.blocks:
            body.add_block(Block())
        last = body.block.last_op
        if last is None or not last.has_trait(IsTerminator, value_if_unregistered=False):  # upstream's `hasTrait`
            body.block.add_op(AllocaScopeReturnOp.create())
        op = cls.create(result_types=result_types, regions=[body])
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        if self.results:
            printer.print_string(" -> (")
            printer.print_list(self.result_types, printer.print_attribute)
            printer.print_string(")")
        printer.print_string(" ")
        printer.print_region(self.scope, print_entry_block_args=False, print_block_terminators=bool(self.results))
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        super().verify_()
        # RegionBranchOpInterface: what the body returns flows to the results (xDSL checks it on the
        # terminator, in its own words).
        verify_types_to_parent_results(self, self.scope, xdsl_memref.AllocaScopeReturnOp)


class AllocaScopeReturnOp(xdsl_memref.AllocaScopeReturnOp):
    """Ends a `memref.alloca_scope` with its results: `memref.alloca_scope.return %v : f32`."""

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        attributes = parser.parse_optional_attr_dict()
        operands: list[SSAValue] = []
        unresolved = parser.parse_optional_undelimited_comma_separated_list(
            parser.parse_optional_unresolved_operand, parser.parse_unresolved_operand
        )
        if unresolved:
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
            operands = parser.resolve_operands(unresolved, types, parser.pos)
        op = cls.create(operands=operands)
        op.attributes |= attributes
        return op

    def verify_(self) -> None:
        # Its definition's constraints and traits only: upstream's parent checks the types (RegionBranchOpInterface).
        verify_irdl_constraints(self)

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        if self.ops:
            printer.print_string(" ")
            printer.print_list(self.ops, printer.print_ssa_value)
            printer.print_string(" : ")
            printer.print_list(self.ops.types, printer.print_attribute)


def _parse_operand_and_types(parser: Parser, separator: str) -> tuple[SSAValue, Attribute, dict[str, Attribute]]:
    """`%v attr-dict : type SEP type` (SEP `to` or `->`): the operand, the second type and the attributes."""
    unresolved = parser.parse_unresolved_operand()
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    source = parser.resolve_operand(unresolved, parser.parse_type())
    if separator == "to":
        parser.parse_keyword("to")
    else:
        parser.parse_punctuation(separator)
    return source, parser.parse_type(), attributes


def _print_operand_and_types(printer: Printer, op: Operation, operand: SSAValue, separator: str, type_: Attribute):
    """What `_parse_operand_and_types` reads: ` %v attr-dict : type SEP type_`."""
    printer.print_string(" ")
    printer.print_ssa_value(operand)
    printer.print_op_attributes(op.attributes)
    printer.print_string(" : ")
    printer.print_attribute(operand.type)
    printer.print_string(f" {separator} ")
    printer.print_attribute(type_)


class MemorySpaceCastOp(xdsl_memref.MemorySpaceCastOp):
    """Casts a memref to another memory space (upstream's custom form; xDSL had only the generic):

        %1 = memref.memory_space_cast %0 : memref<?xf32> to memref<?xf32, 1>
    """

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        source, result_type, attributes = _parse_operand_and_types(parser, "to")
        op = cls(source, result_type)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        _print_operand_and_types(printer, self, self.source, "to", self.dest.type)

    def verify_(self) -> None:
        # Upstream's `areCastCompatible` (CastOpInterface's message): the same memref but for its memory space,
        # ranked or unranked (xDSL's check took unranked memrefs for ranked ones).
        verify_irdl_constraints(self)
        source, dest = self.source.type, self.dest.type
        if isinstance(source, MemRefType) and isinstance(dest, MemRefType):
            compatible = (source.element_type, source.layout, source.get_shape()) == (
                dest.element_type,
                dest.layout,
                dest.get_shape(),
            )
        else:
            both_unranked = isinstance(source, UnrankedMemRefType) and isinstance(dest, UnrankedMemRefType)
            compatible = both_unranked and source.element_type == dest.element_type
        if not compatible:
            raise VerifyException(
                f"operand type '{type_text(source)}' and result type '{type_text(dest)}' are cast incompatible"
            )


@irdl_op_redefinition
class ExtractStridedMetaDataOp(xdsl_memref.ExtractStridedMetaDataOp):
    """The base buffer, offset, sizes and strides of a memref:

        %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32>
            -> memref<f32>, index, index, index, index, index

    Upstream infers the result types (a rank-0 memref of the element type and memory space, then one index per
    offset, size and stride); xDSL's checks took any memref and any count of sizes.
    """

    name = "memref.extract_strided_metadata"

    source = operand_def(MemRefType)
    base_buffer = result_def(MemRefType)
    offset = result_def(IndexType)
    sizes = var_result_def(IndexType)
    strides = var_result_def(IndexType)

    traits = traits_def(NoMemoryEffect())
    irdl_options = (SameVariadicResultSize(),)
    assembly_format = "$source `:` type($source) `->` type(results) attr-dict"

    def __init__(self, source: SSAValue | Operation):
        base, offset, *rest = self.inferred_types(SSAValue.get(source).type)
        sizes = rest[: len(rest) // 2]
        IRDLOperation.__init__(self, operands=[source], result_types=[base, offset, sizes, sizes])

    @staticmethod
    def inferred_types(source: MemRefType) -> list[Attribute]:
        """Upstream's `inferReturnTypes`: a rank-0 base buffer, then an index per offset, size and stride."""
        base = MemRefType(source.element_type, [], NoneAttr(), source.memory_space)
        return [base, IndexType(), *[IndexType()] * (2 * source.get_num_dims())]

    def verify_(self) -> None:
        inferred = self.inferred_types(self.source.type)
        if list(self.result_types) != inferred:
            raise VerifyException(
                f"inferred type(s) {', '.join(repr(type_text(t)) for t in inferred)} are incompatible with return "
                f"type(s) of operation {', '.join(repr(type_text(t)) for t in self.result_types)}"
            )


class ExtractAlignedPointerAsIndexOp(xdsl_memref.ExtractAlignedPointerAsIndexOp):
    """The aligned pointer of a memref as an index (upstream's custom form; xDSL had only the generic):

        %p = memref.extract_aligned_pointer_as_index %m : memref<?xf32> -> index
    """

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        source, result_type, attributes = _parse_operand_and_types(parser, "->")
        op = cls.create(operands=[source], result_types=[result_type])
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        _print_operand_and_types(printer, self, self.source, "->", self.aligned_pointer.type)


VIEW_LIKE_OPS: tuple[type[Operation], ...] = (
    xdsl_memref.SubviewOp, xdsl_memref.CastOp, xdsl_memref.ReinterpretCastOp, xdsl_memref.ExpandShapeOp,
    xdsl_memref.CollapseShapeOp, xdsl_memref.ViewOp, xdsl_memref.MemorySpaceCastOp, xdsl_memref.AssumeAlignmentOp,
    ReshapeOp, TransposeOp,
)  # fmt: skip
"""The ops of upstream's `ViewLikeOpInterface` here: their result views the memory of their first operand."""


def is_view(op: Operation) -> bool:
    """Whether `op`'s results view the memory of its first operand: a `VIEW_LIKE_OPS` op, or an
    `unrealized_conversion_cast` of a memref to memrefs (convert-mhlo-to-linalg's `memref<4xui32>` and
    `memref<4xi32>` of one buffer)."""
    if isinstance(op, VIEW_LIKE_OPS):
        return True
    return (
        isinstance(op, UnrealizedConversionCastOp)
        and len(op.operands) == 1
        and all(isinstance(v.type, MemRefType | UnrankedMemRefType) for v in (*op.operands, *op.results))
    )


def view_source(value: SSAValue) -> SSAValue:
    """The buffer that `value` is a view of, through any number of views (`is_view`); `value` itself if
    it is no view (upstream's `ViewLikeOpInterface::getViewSource`, followed to its end):

        %s = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
        %c = memref.cast %s : memref<2xf32, strided<[1]>> to memref<?xf32, strided<[1]>>

    `view_source(%c)` is `%m`.
    """
    while isinstance(value, OpResult) and is_view(value.op):
        value = value.op.operands[0]
    return value


WRITTEN_OPERAND = {
    "memref.store": 1, "memref.atomic_rmw": 1, "memref.generic_atomic_rmw": 0, "memref.copy": 1,
    "affine.store": 1, "vector.store": 1,
}  # fmt: skip
"""The memref operand that each op writing one writes (besides the outs of linalg structured ops)."""

CONSTANT_WRITE = "writes into a constant memref.global"
"""What a write into a constant memref.global fails with, compiled (generate-runtime-verification) and
interpreted."""


def writes_constant_global(op: Operation) -> bool:
    """Whether `op` writes (`WRITTEN_OPERAND`, a linalg structured op's outs) into a view (`view_source`) of a
    `constant` memref.global: undefined, whenever it runs (LLVM dropped such a store).

        memref.global "private" constant @g : memref<4xf32> = dense<1.0>
        %m = memref.get_global @g : memref<4xf32>
        memref.store %x, %m[%i] : memref<4xf32>     // writes_constant_global: True
    """
    if op.name in WRITTEN_OPERAND:
        written = [op.operands[WRITTEN_OPERAND[op.name]]]
    else:
        from aiopt.dialects.linalg import is_structured

        written = list(op.outputs) if is_structured(op) and hasattr(op, "outputs") else []
    for value in written:
        source = view_source(value)
        if not isinstance(source, OpResult) or source.op.name != "memref.get_global":
            continue
        module, symbol = source.op.parent_op(), source.op.properties["name"].root_reference.data
        while module is not None and module.name != "builtin.module":
            module = module.parent_op()
        for candidate in module.regions[0].blocks.first.ops if module is not None else ():
            if isinstance(candidate, GlobalOp) and candidate.sym_name.data == symbol and candidate.constant:
                return True
    return False


_REPLACED = {
    op.name: op
    for op in (
        ExtractAlignedPointerAsIndexOp, ExtractStridedMetaDataOp, ViewOp, AllocaScopeOp, AllocaScopeReturnOp, MemorySpaceCastOp, LoadOp, StoreOp, GlobalOp, GetGlobalOp, CopyOp, CastOp, CollapseShapeOp, ExpandShapeOp, AtomicRMWOp, SubviewOp, ReinterpretCastOp,
        AllocOp, AllocaOp, AssumeAlignmentOp, DimOp, RankOp, DmaStartOp, DmaWaitOp,
    )
}  # fmt: skip

MemRef = Dialect(
    "memref",
    [_REPLACED.get(op.name, op) for op in xdsl_memref.MemRef.operations] + [ReshapeOp, TransposeOp, ReallocOp, PrefetchOp, GenericAtomicRMWOp, AtomicYieldOp],
    list(xdsl_memref.MemRef.attributes),
    [DialectInlinerInterface(), ArithConstantMaterializationInterface()],  # folded values become arith.constant, as upstream
)
"""xDSL's memref dialect with the ops above in place of its own."""
