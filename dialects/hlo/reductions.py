"""Reductions and indexing: reduce, reduce_window, select_and_scatter, sort, map, gather, scatter.

The ops here run a small region (a reducer, comparator or map function) on
0-d tensors; `reduction_support` checks those regions. Gather, scatter and
their relatives live in `gather_scatter` and are collected here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import (
    AnyFloat,
    BoolAttr,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    IntegerType,
    TensorType,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.irdl import (
    AnyAttr,
    SameVariadicOperandSize,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import Commutative, Pure, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo.base import HloOp
from aiopt.dialects.hlo.gather_scatter import DynamicGatherOp, GatherOp, ScatterOp, TorchIndexSelectOp
from aiopt.dialects.hlo.reduction_support import (
    INT_LIST,
    accumulator_elements,
    binary_reducer,
    is_scalar_tensor,
    region_block,
    region_results,
    scalar_tensor,
    verify_inferred_results,
    verify_reducer,
)
from aiopt.dialects.hlo.syntax import (
    format_int_list,
    int_array_values,
    interleave_comma,
    parse_keyword_int_list,
    print_attr_dict,
    resolve,
    split_attr_dict,
)
from aiopt.dialects.hlo.types import (
    DYNAMIC,
    element_type_of,
    is_quantized,
    shape_of,
    shapes_compatible,
    tensor_type,
)
from aiopt.support.parsing import parse_integer_attr

i1 = IntegerType(1)


def _verify_compatible_inputs(types: Sequence[Attribute]) -> None:
    for index, type_ in enumerate(types[1:], start=1):
        if not shapes_compatible(types[0], type_):
            raise VerifyException(
                f"expects all inputs to have compatible shapes. Shape at input-index {index} is not "
                f"compatible with shape at input-index 0"
            )


# ---------------------------------------------------------------------------
# reduce


def reduced_shape(shape: Sequence[int], dimensions: Sequence[int]) -> tuple[int, ...]:
    """`shape` without the reduced `dimensions`."""
    return tuple(size for dim, size in enumerate(shape) if dim not in dimensions)


class ReduceOp(HloOp):
    """Fold `inputs` along `dimensions` with the reducer `body`, starting from `init_values`.

    The body takes the accumulators, then one element of each input, and
    returns the new accumulators, so several inputs reduce together (argmax
    reduces values and indices). A body that is one commutative op of the
    same dialect prints compactly; any other prints after `reducer`:

        %r = DIALECT.reduce(%x init: %z) applies DIALECT.add across dimensions = [1]
               : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
        %m:2 = DIALECT.reduce(%v init: %v0), (%i init: %i0) across dimensions = [0]
               : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
         reducer(%acc: tensor<f32>, %x: tensor<f32>) (%acc_i: tensor<i32>, %i: tensor<i32>)  {
          ...
          DIALECT.return %max, %argmax : tensor<f32>, tensor<i32>
        }
    """

    MNEMONIC = "reduce"
    inputs = var_operand_def(AnyAttr())
    init_values = var_operand_def(AnyAttr())
    outputs = var_result_def(AnyAttr())
    dimensions = prop_def(INT_LIST)
    body = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())
    irdl_options = (SameVariadicOperandSize(),)

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        init_values: Sequence[SSAValue],
        dimensions: Sequence[int],
        body: Region,
    ):
        accumulators = accumulator_elements(body, [element_type_of(v.type) for v in init_values])
        result_types = [
            tensor_type(reduced_shape(shape_of(value.type) or (), dimensions), element)
            for value, element in zip(inputs, accumulators)
        ]
        super().__init__(
            operands=[list(inputs), list(init_values)],
            result_types=[result_types],
            properties={"dimensions": self.HLO_ATTRS.dims(dimensions)},
            regions=[body],
        )

    @property
    def reduced_dimensions(self) -> tuple[int, ...]:
        return int_array_values(self.dimensions)

    def verify_(self) -> None:
        input_types = [value.type for value in self.inputs]
        _verify_compatible_inputs(input_types)
        shape = shape_of(input_types[0]) if input_types else None
        dimensions = self.reduced_dimensions
        if shape is not None:
            for dimension in dimensions:
                if not 0 <= dimension < len(shape):
                    raise VerifyException(
                        f"Out-of-bounds dimension {dimension}, expected to be in range [0, {len(shape)})"
                    )
        for index, dimension in enumerate(dimensions):
            if dimension in dimensions[:index]:
                raise VerifyException(f"Duplicate reduction dimension: {dimension}")
        accumulators = verify_reducer(
            self,
            self.body,
            [v.type for v in self.init_values],
            [element_type_of(t) for t in input_types],
            None if shape is None else reduced_shape(shape, dimensions),
            tensor_accumulators=True,
        )
        if shape is not None:
            reduced = reduced_shape(shape, dimensions)
            verify_inferred_results(
                [tensor_type(reduced, element_type_of(acc)) for acc in accumulators], self.result_types
            )

    # -- pretty form --------------------------------------------------------

    @classmethod
    def parse(cls, parser: Parser):
        pos = parser.pos
        inputs, init_values = _parse_input_init_pairs(parser)
        combiner_name = None
        if parser.parse_optional_keyword("applies") is not None:
            combiner_name = parser.parse_identifier_or_str_literal()
        parser.parse_keyword("across")
        dimensions = int_array_values(parse_keyword_int_list(parser, "dimensions"))
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        operand_types = list(function_type.inputs.data)
        if not operand_types:
            parser.raise_error("input types missing in reduce-op function type", pos)
        if combiner_name is None:
            parser.parse_keyword("reducer")
            body = _parse_reducer_region(parser)
        else:
            combiner = parser.ctx.get_optional_op(combiner_name)
            if combiner is None or not _is_compact_combiner(combiner, cls.dialect_prefix()):
                parser.raise_error(
                    f"expected the inner-op to be a commutative binary-op from the {cls.dialect_prefix()} "
                    "dialect, with zero region, producing single result",
                    pos,
                )
            return_op = parser.ctx.get_op(f"{cls.dialect_prefix()}.return")
            body = binary_reducer(combiner, return_op, element_type_of(operand_types[0]))
        properties, attributes = split_attr_dict(cls, attrs)
        operands = resolve(parser, [*inputs, *init_values], operand_types)
        return cls.create(
            operands=operands,
            result_types=list(function_type.outputs.data),
            properties=properties | {"dimensions": cls.HLO_ATTRS.dims(dimensions)},
            attributes=attributes,
            regions=[body],
        )

    def print(self, printer: Printer) -> None:
        printer.print_list(zip(self.inputs, self.init_values), lambda pair: _print_input_init(printer, *pair))
        combiner = self._compact_combiner()
        if combiner is not None:
            printer.print_string(f" applies {combiner.name}")
        printer.print_string(f" across dimensions = {format_int_list(self.reduced_dimensions)}")
        print_attr_dict(printer, self, ("dimensions",))
        printer.print_string(" : ")
        printer.print_function_type(self.operand_types, self.result_types)
        if combiner is None:
            printer.print_string("\n reducer")
            args = region_block(self.body).args
            count = len(self.inputs)
            for index in range(count):
                printer.print_string("(")
                printer.print_block_argument(args[index])
                printer.print_string(", ")
                printer.print_block_argument(args[count + index])
                printer.print_string(") ")
            printer.print_string(" ")
            printer.print_region(self.body, print_entry_block_args=False)

    def _compact_combiner(self) -> Operation | None:
        """The body's single op when it prints as `applies op` (upstream's five conditions), else None."""
        block = self.body.blocks.first
        if block is None or len(self.inputs) != 1 or block.first_op is None:
            return None
        combiner, terminator = block.first_op, block.last_op
        if combiner.next_op is not terminator or terminator is None:
            return None
        scalar = scalar_tensor(element_type_of(self.inputs[0].type))
        if (
            not _is_compact_combiner(type(combiner), self.dialect_prefix())
            or any(t != scalar for t in (*combiner.operand_types, *combiner.result_types))
            or list(combiner.operands) != list(block.args)
            or terminator.name != f"{self.dialect_prefix()}.return"
            or list(terminator.operands) != list(combiner.results)
        ):
            return None
        return combiner


def _is_compact_combiner(op_type: type[Operation], prefix: str) -> bool:
    """A commutative binary op of dialect `prefix` with one result and no regions."""
    if not op_type.name.startswith(prefix + ".") or not op_type.has_trait(Commutative):
        return False
    definition = op_type.get_irdl_definition()
    return len(definition.operands) == 2 and len(definition.results) == 1 and not definition.regions


def _parse_input_init_pairs(parser: Parser) -> tuple[list[UnresolvedOperand], list[UnresolvedOperand]]:
    """`(%a init: %a0), (%b init: %b0)`."""
    inputs: list[UnresolvedOperand] = []
    init_values: list[UnresolvedOperand] = []
    while True:
        parser.parse_punctuation("(")
        inputs.append(parser.parse_unresolved_operand())
        parser.parse_keyword("init")
        parser.parse_punctuation(":")
        init_values.append(parser.parse_unresolved_operand())
        parser.parse_punctuation(")")
        if parser.parse_optional_punctuation(",") is None:
            return inputs, init_values


def _print_input_init(printer: Printer, value: SSAValue, init: SSAValue) -> None:
    printer.print_string("(")
    printer.print_operand(value)
    printer.print_string(" init: ")
    printer.print_operand(init)
    printer.print_string(")")


def _parse_reducer_region(parser: Parser) -> Region:
    """`(%acc: T, %x: T) (%acc2: U, %y: U)  { ... }`: accumulators first in the block, as in the generic form."""
    accumulators: list[Parser.Argument] = []
    values: list[Parser.Argument] = []
    while parser.parse_optional_punctuation("(") is not None:
        accumulators.append(_parse_located_argument(parser))
        parser.parse_punctuation(",")
        values.append(_parse_located_argument(parser))
        parser.parse_punctuation(")")
    return parser.parse_region([*accumulators, *values])


def _parse_located_argument(parser: Parser) -> Parser.Argument:
    """`%x: tensor<f32>`, with the location `--mlir-print-debuginfo` prints after it (`loc("foo")`)."""
    argument = parser.parse_argument()
    location = parser.parse_optional_location()
    return argument if location is None else Parser.Argument(argument.name, argument.type, location)


# ---------------------------------------------------------------------------
# Windows: reduce_window and select_and_scatter


@dataclass(frozen=True)
class Window:
    """A window over a tensor, with the defaults of absent attributes filled in.

    The input is dilated by `base_dilations` (holes between elements), padded
    by `padding` (low, high; negative removes), and the window, spread by
    `window_dilations`, moves by `strides`.
    """

    dimensions: tuple[int, ...]
    strides: tuple[int, ...]
    base_dilations: tuple[int, ...]
    window_dilations: tuple[int, ...]
    padding: tuple[tuple[int, int], ...]

    @classmethod
    def of(cls, properties: Mapping[str, Attribute], input_type: Attribute, input_name: str = "input") -> Window:
        """The window an op's `properties` give over `input_type`; a VerifyException when they do not fit.

        `input_name` names the windowed value in messages as upstream does:
        `input` (reduce_window) or `operand` (select_and_scatter).
        """
        rank = len(shape_of(input_type) or ())
        dimensions = _optional_ints(properties, "window_dimensions") or ()
        if len(dimensions) != rank:
            type_name = "input" if input_name == "input" else f"{input_name}-type"
            raise VerifyException(
                f"expects window-dimensions size == {input_name} rank, but got window-dimensions size: "
                f"{len(dimensions)} and {type_name}: '{input_type}' with rank = {rank}."
            )
        window = cls(
            dimensions,
            _window_factors(properties, "window_strides", "window-strides", rank),
            _window_factors(properties, "base_dilations", "base-dilation factors", rank),
            _window_factors(properties, "window_dilations", "window-dilation factors", rank),
            _padding_pairs(properties, rank),
        )
        for name, values in (
            ("value", window.dimensions),
            ("stride", window.strides),
            ("base dilation factor", window.base_dilations),
            ("window dilation factor", window.window_dilations),
        ):
            for dim, value in enumerate(values):
                if value <= 0:
                    raise VerifyException(
                        f"expects window to have positive {name} for {dim}-th window dimension, but got {value}."
                    )
        return window

    def output_shape(self, input_shape: Sequence[int]) -> tuple[int, ...]:
        """The number of window positions along each dimension."""
        return tuple(self._positions(dim, size) for dim, size in enumerate(input_shape))

    def _positions(self, dim: int, size: int) -> int:
        if size == DYNAMIC:
            return DYNAMIC
        dilated_input = (size - 1) * self.base_dilations[dim] + 1 if size > 0 else 0
        padded = dilated_input + sum(self.padding[dim])
        dilated_window = (self.dimensions[dim] - 1) * self.window_dilations[dim] + 1
        return 0 if padded < dilated_window else (padded - dilated_window) // self.strides[dim] + 1


def _optional_ints(properties: Mapping[str, Attribute], name: str) -> tuple[int, ...] | None:
    """The window attribute `name` (`array<i64: ...>` or 1-D `dense<...>`), None when absent.

        window_strides = dense<[[3, 1]]> : tensor<1x2xi64>   // error: window_strides has rank 2 instead of required rank 1
    """
    attr = properties.get(name)
    if attr is None:
        return None
    shape = getattr(getattr(attr, "type", None), "shape", None)
    if shape is not None and len(shape) != 1:
        raise VerifyException(f"{name} has rank {len(shape)} instead of required rank 1")
    return int_array_values(attr)


def _window_factors(properties: Mapping[str, Attribute], name: str, description: str, rank: int) -> tuple[int, ...]:
    values = _optional_ints(properties, name)
    if values is None:
        return (1,) * rank
    if len(values) != rank:
        raise VerifyException(
            f"expects {description} to have same dimension-size as size of window dimensions ({rank}), "
            f"but got: {len(values)}."
        )
    return values


def _padding_pairs(properties: Mapping[str, Attribute], rank: int) -> tuple[tuple[int, int], ...]:
    attr = properties.get("padding")
    if not isinstance(attr, DenseIntOrFPElementsAttr):
        return ((0, 0),) * rank
    if attr.get_type().get_element_type() != i64:
        raise VerifyException(f"expects padding to be an i64 elements attribute, but got {attr.get_type()}")
    shape = tuple(attr.get_type().get_shape())
    if len(shape) != 2 or shape[1] != 2:
        found = ", ".join(map(str, shape))
        raise VerifyException(f"expects the shape of padding-attribute to be {{N, 2}}, but got {{{found}}}.")
    if shape[0] != rank:
        raise VerifyException(
            f"expects padding-entries to have same dimension-size as size of window dimensions ({rank}), "
            f"but got: {shape[0]}."
        )
    values = int_array_values(attr)
    return tuple((values[2 * d], values[2 * d + 1]) for d in range(rank))


def padding_attr(padding: Sequence[tuple[int, int]]) -> DenseIntOrFPElementsAttr:
    """`dense<[[lo, hi], ...]> : tensor<Nx2xi64>`, the padding of windows in both dialects."""
    flat = [value for pair in padding for value in pair]
    return DenseIntOrFPElementsAttr.from_list(TensorType(i64, [len(padding), 2]), flat)


def _window_properties(
    op_type: type[HloOp],
    window_dimensions: Sequence[int],
    window_strides: Sequence[int] | None,
    padding: Sequence[tuple[int, int]] | None,
    **dilations: Sequence[int] | None,
) -> dict[str, Attribute]:
    lists = {"window_dimensions": window_dimensions, "window_strides": window_strides, **dilations}
    properties = {name: op_type.HLO_ATTRS.dims(values) for name, values in lists.items() if values is not None}
    if padding is not None:
        properties["padding"] = padding_attr(padding)
    return properties


class ReduceWindowOp(HloOp):
    """Reduce each window of `inputs` with the reducer `body`, starting from `init_values`.

    Padding and the holes of base dilation hold the init values.

        %r = "DIALECT.reduce_window"(%x, %zero) <{window_dimensions = array<i64: 2, 1>,
               window_strides = array<i64: 2, 1>, padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>}> ({
        ^bb0(%acc: tensor<f32>, %v: tensor<f32>):
          %s = DIALECT.add %acc, %v : tensor<f32>
          DIALECT.return %s : tensor<f32>
        }) : (tensor<3x2xf32>, tensor<f32>) -> tensor<2x2xf32>
    """

    MNEMONIC = "reduce_window"
    GENERIC_IN_MHLO = True
    inputs = var_operand_def(AnyAttr())
    init_values = var_operand_def(AnyAttr())
    outputs = var_result_def(AnyAttr())
    window_dimensions = prop_def(INT_LIST)
    window_strides = opt_prop_def(INT_LIST)
    base_dilations = opt_prop_def(INT_LIST)
    window_dilations = opt_prop_def(INT_LIST)
    padding = opt_prop_def(DenseIntOrFPElementsAttr)
    body = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())
    irdl_options = (SameVariadicOperandSize(),)

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        init_values: Sequence[SSAValue],
        window_dimensions: Sequence[int],
        body: Region,
        window_strides: Sequence[int] | None = None,
        base_dilations: Sequence[int] | None = None,
        window_dilations: Sequence[int] | None = None,
        padding: Sequence[tuple[int, int]] | None = None,
    ):
        properties = _window_properties(
            type(self),
            window_dimensions,
            window_strides,
            padding,
            base_dilations=base_dilations,
            window_dilations=window_dilations,
        )
        output_shape = Window.of(properties, inputs[0].type).output_shape(shape_of(inputs[0].type) or ())
        accumulators = accumulator_elements(body, [element_type_of(v.type) for v in init_values])
        super().__init__(
            operands=[list(inputs), list(init_values)],
            result_types=[[tensor_type(output_shape, element) for element in accumulators]],
            properties=properties,
            regions=[body],
        )

    def verify_(self) -> None:
        input_types = [value.type for value in self.inputs]
        if not input_types:
            raise VerifyException("requires at least 1 input value")
        _verify_compatible_inputs(input_types)
        window = Window.of(self.properties, input_types[0])
        accumulators = verify_reducer(
            self,
            self.body,
            [v.type for v in self.init_values],
            [element_type_of(t) for t in input_types],
            window.dimensions,
            tensor_accumulators=True,
        )
        shape = shape_of(input_types[0])
        if shape is not None:
            output_shape = window.output_shape(shape)
            verify_inferred_results(
                [tensor_type(output_shape, element_type_of(acc)) for acc in accumulators], self.result_types
            )


class SelectAndScatterOp(HloOp):
    """Scatter `source` into the elements that `select` picks in each window of `operand`.

    In each window, `select(a, b)` says whether `a` stays picked over `b`;
    each source value is combined by `scatter` into the result at its
    window's pick. Elements never picked keep `init_value`.

        %r = "DIALECT.select_and_scatter"(%x, %src, %zero) <{window_dimensions = array<i64: 2, 1>,
               window_strides = array<i64: 2, 1>}> ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %ge = DIALECT.compare  GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
          DIALECT.return %ge : tensor<i1>
        }, {
        ^bb0(%acc: tensor<f32>, %v: tensor<f32>):
          %s = DIALECT.add %acc, %v : tensor<f32>
          DIALECT.return %s : tensor<f32>
        }) : (tensor<4x2xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x2xf32>
    """

    MNEMONIC = "select_and_scatter"
    GENERIC_IN_MHLO = True
    operand = operand_def(AnyAttr())
    source = operand_def(AnyAttr())
    init_value = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    window_dimensions = opt_prop_def(INT_LIST)
    window_strides = opt_prop_def(INT_LIST)
    padding = opt_prop_def(DenseIntOrFPElementsAttr)
    select = region_def("single_block")
    scatter = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())

    def __init__(
        self,
        operand: SSAValue,
        source: SSAValue,
        init_value: SSAValue,
        select: Region,
        scatter: Region,
        window_dimensions: Sequence[int],
        window_strides: Sequence[int] | None = None,
        padding: Sequence[tuple[int, int]] | None = None,
    ):
        super().__init__(
            operands=[operand, source, init_value],
            result_types=[operand.type],
            properties=_window_properties(type(self), window_dimensions, window_strides, padding),
            regions=[select, scatter],
        )

    def verify_(self) -> None:
        operand_type = self.operand.type
        self._verify_select(scalar_tensor(element_type_of(operand_type)))
        window = Window.of(self.properties, operand_type, "operand")
        shape = shape_of(operand_type)
        if shape is not None:
            expected_source = tensor_type(window.output_shape(shape), element_type_of(operand_type))
            if not shapes_compatible(expected_source, self.source.type) or not _same_element_ignoring_fp_precision(
                expected_source, self.source.type
            ):
                raise VerifyException(f"expects source-type to be '{expected_source}', but got'{self.source.type}'")
        accumulators = verify_reducer(self, self.scatter, [self.init_value.type], [element_type_of(self.source.type)])
        # Upstream's inference: the operand's shape, of the scatter region's (possibly promoted) element type.
        inferred = operand_type if shape is None else tensor_type(shape, element_type_of(accumulators[0]))
        verify_inferred_results([inferred], [self.result.type])

    def _verify_select(self, scalar: TensorType) -> None:
        args = region_block(self.select).args
        if len(args) != 2:
            raise VerifyException(f"expects the select-region to take 2 parameters, but takes {len(args)}")
        for index, arg in enumerate(args):
            if arg.type != scalar:
                raise VerifyException(
                    f"expects the type of select-region's parameter at index {index} to be '{scalar}', "
                    f"but got '{arg.type}'"
                )
        results = region_results(self, self.select)
        if len(results) != 1:
            raise VerifyException(f"expects select-region to return single value, but got: {len(results)}")
        if results[0].type != scalar_tensor(i1):
            raise VerifyException(
                f"expects the return-type of select-region to be tensor<i1>, but got: '{results[0].type}'"
            )


# ---------------------------------------------------------------------------
# sort and map


class SortOp(HloOp):
    """Sort `inputs` together along `dimension` by the `comparator` region.

    The comparator gets two elements of every input, interleaved
    (lhs_0, rhs_0, lhs_1, rhs_1, ...), and returns whether lhs sorts before
    rhs. A negative dimension counts from the end; `is_stable` keeps equal
    elements in order.

        %r:2 = "DIALECT.sort"(%keys, %values) <{dimension = 0 : i64, is_stable = true}> ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>):
          %lt = DIALECT.compare  LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
          DIALECT.return %lt : tensor<i1>
        }) : (tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
    """

    MNEMONIC = "sort"
    GENERIC_IN_MHLO = True
    inputs = var_operand_def(AnyAttr())
    outputs = var_result_def(AnyAttr())
    dimension = opt_prop_def(IntegerAttr)
    is_stable = opt_prop_def(BoolAttr)
    comparator = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())

    def __init__(self, inputs: Sequence[SSAValue], comparator: Region, dimension: int = -1, is_stable: bool = False):
        super().__init__(
            operands=[list(inputs)],
            result_types=[[v.type for v in inputs]],
            properties={"dimension": IntegerAttr(dimension, i64), "is_stable": IntegerAttr.from_bool(is_stable)},
            regions=[comparator],
        )

    @property
    def sort_dimension(self) -> int:
        """The dimension sorted along, counted from the front."""
        dimension = -1 if self.dimension is None else self.dimension.value.data
        return dimension + len(shape_of(self.inputs[0].type) or ()) if dimension < 0 else dimension

    @property
    def stable(self) -> bool:
        return self.is_stable is not None and bool(self.is_stable.value.data)

    def verify_(self) -> None:
        if not self.inputs:
            raise VerifyException("expects at least one argument")
        for value in self.inputs[1:]:
            if not shapes_compatible(value.type, self.inputs[0].type):
                raise VerifyException("requires the same shape for all operands and results")
        shape = shape_of(self.inputs[0].type)
        dimension = -1 if self.dimension is None else self.dimension.value.data
        if shape is not None and not -len(shape) <= dimension < len(shape):
            raise VerifyException(
                f"dimension attribute value must be in range [-{len(shape)}, {len(shape)}), but found {dimension}"
            )
        args = region_block(self.comparator).args
        if len(args) != 2 * len(self.inputs):
            raise VerifyException(f"comparator block should have {2 * len(self.inputs)} arguments")
        for index, arg in enumerate(args):
            expected = scalar_tensor(element_type_of(self.inputs[index // 2].type))
            if arg.type != expected:
                raise VerifyException(
                    f"comparator block argument #{index} should be of type '{expected}' but got '{arg.type}'"
                )
        results = region_results(self, self.comparator)
        if len(results) != 1:
            raise VerifyException(f"comparator must return single output but got {len(results)}")
        if results[0].type != scalar_tensor(i1):
            raise VerifyException(f"comparator must return tensor<i1> but got '{results[0].type}'")
        verify_inferred_results([v.type for v in self.inputs], self.result_types)


class MapOp(HloOp):
    """Apply the scalar function `computation` to the elements of `inputs` at each index.

        %r = "DIALECT.map"(%a, %b) <{dimensions = array<i64: 0>}> ({
        ^bb0(%x: tensor<f32>, %y: tensor<f32>):
          %m = DIALECT.multiply %x, %y : tensor<f32>
          DIALECT.return %m : tensor<f32>
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    """

    MNEMONIC = "map"
    GENERIC_IN_MHLO = True
    inputs = var_operand_def(AnyAttr())
    result = result_def(AnyAttr())
    dimensions = prop_def(INT_LIST)
    computation = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())

    def __init__(self, inputs: Sequence[SSAValue], computation: Region):
        shape = shape_of(inputs[0].type) or ()
        block = computation.blocks.first
        returned = block.last_op.operands[0].type if block is not None and block.last_op is not None else None
        element = element_type_of(returned if returned is not None else inputs[0].type)
        super().__init__(
            operands=[list(inputs)],
            result_types=[tensor_type(shape, element)],
            properties={"dimensions": self.HLO_ATTRS.dims(list(range(len(shape))))},
            regions=[computation],
        )

    def verify_(self) -> None:
        args = region_block(self.computation).args
        if len(args) != len(self.inputs):
            raise VerifyException(
                f"expects number of operands to match the arity of map computation, but got: "
                f"{len(self.inputs)} and {len(args)}"
            )
        for index, (arg, value) in enumerate(zip(args, self.inputs)):
            if not is_scalar_tensor(arg.type):
                raise VerifyException(
                    f"computation arguments must be 0-rank tensor, but got: arg #{index} of type '{arg.type}'"
                )
            if element_type_of(arg.type) != element_type_of(value.type):
                raise VerifyException(
                    f"element type of operands and computation arguments must match, but got: "
                    f"'{element_type_of(value.type)}' and '{element_type_of(arg.type)}'"
                )
            if not shapes_compatible(value.type, self.inputs[0].type):
                raise VerifyException("requires the same shape for all operands and results")
        results = region_results(self, self.computation)
        if len(results) != 1:
            raise VerifyException(f"computation must return single output, but got: {len(results)}")
        if not is_scalar_tensor(results[0].type):
            raise VerifyException(f"computation must return 0-rank tensor, but got: '{results[0].type}'")
        shape = shape_of(self.inputs[0].type) if self.inputs else None
        if shape is not None:
            self._verify_dimensions(len(shape))
            verify_inferred_results([tensor_type(shape, element_type_of(results[0].type))], [self.result.type])

    def _verify_dimensions(self, rank: int) -> None:
        dimensions = int_array_values(self.dimensions)
        if list(dimensions) != list(range(len(dimensions))):
            raise VerifyException(
                f"requires monotonically increasing dimension numbers, but got: {interleave_comma(dimensions)}"
            )
        if len(dimensions) != rank:
            raise VerifyException(
                f"applied to a subset of dimensions currently not supported: operand dimensions = {rank}, "
                f"requested map dimensions size = {len(dimensions)}"
            )


# ---------------------------------------------------------------------------
# topk (mhlo)


class TopKOp(HloOp):
    """The `k` largest (or, with `largest = false`, smallest) elements along the last dimension, and their indices.

    Equal elements keep their order.

        %values, %indices = mhlo.topk(%x, k = 2, largest = true) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
    """

    MNEMONIC = "topk"
    operand = operand_def(AnyAttr())
    values = result_def(AnyAttr())
    indices = result_def(AnyAttr())
    k = prop_def(IntegerAttr)
    largest = opt_prop_def(BoolAttr)
    traits = traits_def(Pure())

    def __init__(self, operand: SSAValue, k: int, largest: bool = True):
        shape = (*(shape_of(operand.type) or (0,))[:-1], k)
        super().__init__(
            operands=[operand],
            result_types=[tensor_type(shape, element_type_of(operand.type)), tensor_type(shape, i32)],
            properties={"k": IntegerAttr(k, i64), "largest": IntegerAttr.from_bool(largest)},
        )

    @property
    def selects_largest(self) -> bool:
        return self.largest is None or bool(self.largest.value.data)

    @classmethod
    def parse(cls, parser: Parser):
        parser.parse_punctuation("(")
        operand = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        parser.parse_keyword("k")
        parser.parse_punctuation("=")
        properties: dict[str, Attribute] = {"k": parse_integer_attr(parser, i64)}
        if parser.parse_optional_punctuation(",") is not None:
            parser.parse_keyword("largest")
            parser.parse_punctuation("=")
            properties["largest"] = IntegerAttr.from_bool(parser.parse_boolean())
        parser.parse_punctuation(")")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        operand_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_types = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
        extra_properties, attributes = split_attr_dict(cls, attrs)
        return cls.create(
            operands=resolve(parser, [operand], [operand_type]),
            result_types=result_types,
            properties=extra_properties | properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_operand(self.operand)
        printer.print_string(f", k = {self.k.value.data}")
        if self.largest is not None:
            printer.print_string(f", largest = {'true' if self.largest.value.data else 'false'}")
        printer.print_string(")")
        print_attr_dict(printer, self, ("k", "largest"))
        printer.print_string(" : ")
        printer.print_attribute(self.operand.type)
        printer.print_string(" -> (")
        printer.print_list(self.result_types, printer.print_attribute)
        printer.print_string(")")

    def verify_(self) -> None:
        shape = shape_of(self.operand.type)
        k = self.k.value.data
        if shape is not None:
            if not shape:
                raise VerifyException("operand's rank must be at least 1")
            if shape[-1] != DYNAMIC and shape[-1] < k:
                raise VerifyException(f"operand's last dimension must be at least {k}")
        if k < 0:
            raise VerifyException(f"k must be non-negative, but got {k}")
        if shape is not None:
            result_shape = (*shape[:-1], k)
            verify_inferred_results(
                [tensor_type(result_shape, element_type_of(self.operand.type)), tensor_type(result_shape, i32)],
                self.result_types,
            )


SHARED_OPS: tuple[type[HloOp], ...] = (
    ReduceOp,
    ReduceWindowOp,
    SelectAndScatterOp,
    SortOp,
    MapOp,
    GatherOp,
    DynamicGatherOp,
    ScatterOp,
    TorchIndexSelectOp,
)
"""Ops in both mhlo and stablehlo."""

MHLO_ONLY_OPS: tuple[type[HloOp], ...] = (TopKOp,)
STABLEHLO_ONLY_OPS: tuple[type[HloOp], ...] = ()


def _same_element_ignoring_fp_precision(expected: Attribute, actual: Attribute) -> bool:
    """Upstream's element check of `compatibleShapeAndElementType(..., ignoreFpPrecision=true)`: any two float
    types match, quantized types are left to the reducer's checks, other element types must be equal."""
    expected_element, actual_element = element_type_of(expected), element_type_of(actual)
    if isinstance(expected_element, AnyFloat) and isinstance(actual_element, AnyFloat):
        return True
    if is_quantized(expected_element) or is_quantized(actual_element):
        return True
    return expected_element == actual_element
