"""Indexing ops: gather and scatter by index tensors, dynamic_gather, torch_index_select.

Gather and scatter describe the same correspondence between an index
tensor, the operand and the slices (windows) they read or write, with
dimension numbers that differ only in their names; `IndexMapping` checks
and uses them for both.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import BoolAttr, DenseIntOrFPElementsAttr, IntegerAttr, i64
from xdsl.ir import Attribute, Region, SSAValue
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
from xdsl.traits import Pure, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo.attrs import GatherDimensionNumbersAttr, ScatterDimensionNumbersAttr, StructAttr
from aiopt.dialects.hlo.base import HloOp, check_dims_distinct
from aiopt.dialects.hlo.reduction_support import (
    INT_LIST,
    accumulator_elements,
    scalar_tensor,
    verify_inferred_results,
    verify_reducer,
)
from aiopt.dialects.hlo.syntax import format_int_list, int_array_values
from aiopt.dialects.hlo.types import (
    DYNAMIC,
    INTEGER,
    dims_compatible,
    element_kind,
    element_type_of,
    shape_of,
    shapes_compatible,
    tensor_type,
    with_element_type,
)


@dataclass(frozen=True)
class IndexMapping:
    """Gather's or scatter's dimension numbers, under neutral names.

    | field            | gather                      | scatter                       |
    |------------------|-----------------------------|-------------------------------|
    | window_dims      | offset_dims                 | update_window_dims            |
    | collapsed_dims   | collapsed_slice_dims        | inserted_window_dims          |
    | operand_batching | operand_batching_dims       | input_batching_dims           |
    | indices_batching | start_indices_batching_dims | scatter_indices_batching_dims |
    | index_map        | start_index_map             | scatter_dims_to_operand_dims  |

    `names` keeps the dialect's field names for diagnostics.
    """

    window_dims: tuple[int, ...]
    collapsed_dims: tuple[int, ...]
    operand_batching: tuple[int, ...]
    indices_batching: tuple[int, ...]
    index_map: tuple[int, ...]
    index_vector_dim: int
    names: tuple[str, ...]
    mhlo_gather: bool = False
    """mlir-hlo words a few of mhlo.gather's checks its own way (`expects offset_dims to be sorted, got: [2, 1]`)."""

    @classmethod
    def of(cls, attr: StructAttr) -> IndexMapping:
        """The mapping of a `#gather<...>` or `#scatter<...>` attribute (their fields are in this order)."""
        names = tuple(field.name for field in attr.FIELDS)
        return cls(*attr.data, names=names, mhlo_gather=attr.name == "mhlo.gather")  # type: ignore[arg-type]

    @property
    def indices_name(self) -> str:
        """`start_indices` or `scatter_indices`."""
        return self.names[3].removesuffix("_batching_dims")

    def index_vector_size(self, indices_shape: Sequence[int]) -> int:
        """How many indices each index vector holds (1 when index_vector_dim is past the last dimension)."""
        return indices_shape[self.index_vector_dim] if self.index_vector_dim < len(indices_shape) else 1

    def batch_dims(self, indices_rank: int) -> list[int]:
        """The dimensions of the index tensor that enumerate index vectors."""
        return [d for d in range(indices_rank) if d != self.index_vector_dim]

    def verify(self, operand_shape: Sequence[int], indices_shape: Sequence[int]) -> None:
        """Check the dimension numbers against the operand and index shapes (gather C1-C19, scatter C2, C7-C22)."""
        window, collapsed, operand_batching, indices_batching, index_map = self.names[:5]
        indices = self.indices_name
        rank, indices_rank = len(operand_shape), len(indices_shape)
        expected_rank = len(self.window_dims) + len(self.collapsed_dims) + len(self.operand_batching)
        if rank != expected_rank and self.mhlo_gather:
            raise VerifyException(
                f"{window} size ({len(self.window_dims)}) plus collapse_slice_dims size ({len(self.collapsed_dims)}) "
                f"plus {operand_batching} size ({len(self.operand_batching)}) is not equal to operand rank ({rank})"
            )
        if rank != expected_rank:
            raise VerifyException(
                f"expects rank-of('operand') to be size-of('{window}') + size-of('{collapsed}') + "
                f"size-of('{operand_batching}') i.e. {expected_rank}, but got {rank}."
            )
        _check_sorted_unique(self.window_dims, window, self.mhlo_gather)
        check_dims_distinct(self.collapsed_dims, self.operand_batching, collapsed, operand_batching)
        _check_sorted_unique(self.collapsed_dims, collapsed, self.mhlo_gather)
        _check_in_range(self.collapsed_dims, rank, collapsed, "rank-of('operand')")
        _check_sorted_unique(self.operand_batching, operand_batching, self.mhlo_gather)
        _check_in_range(self.operand_batching, rank, operand_batching, "rank-of('operand')")
        _check_unique(self.indices_batching, indices_batching, self.mhlo_gather)
        _check_in_range(self.indices_batching, indices_rank, indices_batching, f"rank-of('{indices}')")
        if not 0 <= self.index_vector_dim <= indices_rank:
            raise VerifyException(
                f"Expects index_vector_dim to be in range [0, rank-of('{indices}')] i.e. [0, {indices_rank}]. "
                f"got: {self.index_vector_dim}."
            )
        if self.index_vector_dim in self.indices_batching:
            raise VerifyException(
                f"expects {indices_batching} not to include index_vector_dim {self.index_vector_dim}."
            )
        if len(self.operand_batching) != len(self.indices_batching):
            raise VerifyException(f"{operand_batching} and {indices_batching} should have the same size.")
        for position, (operand_dim, indices_dim) in enumerate(zip(self.operand_batching, self.indices_batching)):
            if not dims_compatible(operand_shape[operand_dim], indices_shape[indices_dim]):
                raise VerifyException(
                    f"{operand_batching}[{position}] and {indices_batching}[{position}] must have compatible "
                    f"sizes, but got {operand_shape[operand_dim]} and {indices_shape[indices_dim]}."
                )
        vector_size = self.index_vector_size(indices_shape)
        if vector_size != DYNAMIC and len(self.index_map) != vector_size:
            raise VerifyException(
                f"{index_map} size ({len(self.index_map)}) is not equal to size of index dimension "
                f"({self.index_vector_dim}) of {indices} ({vector_size})"
            )
        check_dims_distinct(self.index_map, self.operand_batching, index_map, operand_batching)
        _check_in_range(self.index_map, rank, index_map, "rank-of('operand')")

    def windowed_shape(
        self, indices_shape: Sequence[int], window_sizes: Sequence[int], rank_name: str
    ) -> tuple[int, ...]:
        """The shape of gather's result or scatter's updates: batch sizes, with `window_sizes` at window_dims."""
        batch_sizes = iter(indices_shape[d] for d in self.batch_dims(len(indices_shape)))
        window = iter(window_sizes)
        rank = len(self.window_dims) + len(indices_shape) - (self.index_vector_dim < len(indices_shape))
        _check_in_range(self.window_dims, rank, self.names[0], rank_name)
        return tuple(next(window) if d in self.window_dims else next(batch_sizes) for d in range(rank))

    def window_operand_dims(self, operand_rank: int) -> list[int]:
        """The operand dimensions that the window dimensions run along."""
        return [d for d in range(operand_rank) if d not in self.collapsed_dims and d not in self.operand_batching]


def _check_in_range(values: Sequence[int], bound: int, name: str, bound_name: str) -> None:
    for value in values:
        if not 0 <= value < bound:
            raise VerifyException(
                f"Expects each element of {name} to be in range [0, {bound_name}) i.e. [0, {bound}). got: {value}."
            )


def _expects(what: str, values: Sequence[int], mhlo_gather: bool) -> VerifyException:
    """stablehlo's `Expects offset_dims to be sorted; got: [2, 1].`, or mhlo.gather's
    `expects offset_dims to be sorted, got: [2, 1]`."""
    if mhlo_gather:
        return VerifyException(f"expects {what}, got: {format_int_list(values)}")
    return VerifyException(f"Expects {what}; got: {format_int_list(values)}.")


def _check_unique(values: Sequence[int], name: str, mhlo_gather: bool = False) -> None:
    if len(set(values)) != len(values):
        raise _expects(f"{name} to not repeat", values, mhlo_gather)


def _check_sorted(values: Sequence[int], name: str, mhlo_gather: bool = False) -> None:
    if list(values) != sorted(values):
        raise _expects(f"{name} to be sorted", values, mhlo_gather)


def _check_sorted_unique(values: Sequence[int], name: str, mhlo_gather: bool = False) -> None:
    _check_sorted(values, name, mhlo_gather)
    _check_unique(values, name, mhlo_gather)


def _verify_integer_indices(value: SSAValue, name: str) -> None:
    if element_kind(element_type_of(value.type)) not in INTEGER:
        raise VerifyException(f"{name} must be a tensor of integers, but got {value.type}")


# ---------------------------------------------------------------------------
# gather


def gather_result_shape(
    mapping: IndexMapping, operand_shape: Sequence[int], indices_shape: Sequence[int], slice_sizes: Sequence[int] | None
) -> tuple[int, ...]:
    """Verify gather's dimension numbers and slice sizes; return its result shape (dynamic where sizes are unknown)."""
    mapping.verify(operand_shape, indices_shape)
    rank = len(operand_shape)
    if slice_sizes is not None:
        if len(slice_sizes) != rank:
            implied = "" if mapping.mhlo_gather else "(implied) "
            raise VerifyException(f"slice_sizes size ({len(slice_sizes)}) not equal to {implied}operand rank ({rank})")
        for dim, (size, bound) in enumerate(zip(slice_sizes, operand_shape)):
            if size < 0 or (bound != DYNAMIC and size > bound):
                raise VerifyException(
                    f"slice size ({size}) is out of bounds for operand dimension ({bound}) at index {dim}"
                )
        for dims, name in ((mapping.collapsed_dims, mapping.names[1]), (mapping.operand_batching, mapping.names[2])):
            for dim in dims:
                if slice_sizes[dim] <= 1:
                    continue
                if mapping.mhlo_gather:
                    raise VerifyException(
                        f"Expects that for each dim in {name}, slice_sizes[dim] should be <= 1, but got "
                        f"{slice_sizes[dim]}"
                    )
                raise VerifyException(f"slice_sizes collapsed dimension {dim} should <= 1 but got {slice_sizes[dim]}")
    offset_sizes = [DYNAMIC if slice_sizes is None else slice_sizes[d] for d in mapping.window_operand_dims(rank)]
    return mapping.windowed_shape(indices_shape, offset_sizes, "implied-result-rank")


class GatherOp(HloOp):
    """Gather slices of `operand` that start at the index vectors of `start_indices`.

    Each index vector (along `index_vector_dim`) gives the start of a
    `slice_sizes` slice in the operand dimensions `start_index_map` (clamped
    so the slice stays inside); `offset_dims` place the slice in the result,
    `collapsed_slice_dims` drop size-1 slice dimensions, and the batching
    dims pair operand and index dimensions one to one.

        %r = "DIALECT.gather"(%x, %idx) <{dimension_numbers = #DIALECT.gather<offset_dims = [1],
               collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,
               indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}>
             : (tensor<100x8xf32>, tensor<20x1xi64>) -> tensor<20x8xf32>
    """

    MNEMONIC = "gather"
    GENERIC_IN_MHLO = True
    operand = operand_def(AnyAttr())
    start_indices = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    dimension_numbers = prop_def(GatherDimensionNumbersAttr)
    slice_sizes = prop_def(INT_LIST)
    indices_are_sorted = opt_prop_def(BoolAttr)
    traits = traits_def(Pure())

    def __init__(
        self,
        operand: SSAValue,
        start_indices: SSAValue,
        dimension_numbers: Attribute,
        slice_sizes: Sequence[int],
        indices_are_sorted: bool = False,
    ):
        shape = gather_result_shape(
            IndexMapping.of(dimension_numbers),  # type: ignore[arg-type]
            shape_of(operand.type) or (),
            shape_of(start_indices.type) or (),
            slice_sizes,
        )
        super().__init__(
            operands=[operand, start_indices],
            result_types=[tensor_type(shape, element_type_of(operand.type))],
            properties={
                "dimension_numbers": dimension_numbers,
                "slice_sizes": self.HLO_ATTRS.dims(slice_sizes),
                "indices_are_sorted": IntegerAttr.from_bool(indices_are_sorted),
            },
        )

    @property
    def mapping(self) -> IndexMapping:
        return IndexMapping.of(self.dimension_numbers)

    def verify_(self) -> None:
        _verify_integer_indices(self.start_indices, "start_indices")
        _verify_gather(self, int_array_values(self.slice_sizes))


def _verify_gather(op: GatherOp | DynamicGatherOp, slice_sizes: Sequence[int] | None) -> None:
    operand_shape, indices_shape = shape_of(op.operand.type), shape_of(op.start_indices.type)
    if operand_shape is None or indices_shape is None:
        return
    shape = gather_result_shape(op.mapping, operand_shape, indices_shape, slice_sizes)
    verify_inferred_results([tensor_type(shape, element_type_of(op.operand.type))], [op.result.type])


def constant_ints(value: SSAValue) -> tuple[int, ...] | None:
    """The ints of a value defined by an HLO `constant`, None for any other value."""
    owner = value.owner
    if getattr(type(owner), "MNEMONIC", None) != "constant" or not isinstance(
        owner.properties.get("value"), DenseIntOrFPElementsAttr
    ):
        return None
    values = int_array_values(owner.properties["value"])
    size = 1
    for dim in shape_of(value.type) or ():
        size *= dim
    return values * size if len(values) == 1 and size != 1 else values


class DynamicGatherOp(HloOp):
    """Gather with the slice sizes given by a 1-D tensor operand instead of an attribute.

        %r = "DIALECT.dynamic_gather"(%x, %idx, %sizes) <{dimension_numbers = #DIALECT.gather<offset_dims = [1],
               collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}>
             : (tensor<100x8xf32>, tensor<20x1xi64>, tensor<2xi64>) -> tensor<20x8xf32>
    """

    MNEMONIC = "dynamic_gather"
    GENERIC_IN_MHLO = True
    operand = operand_def(AnyAttr())
    start_indices = operand_def(AnyAttr())
    slice_sizes = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    dimension_numbers = prop_def(GatherDimensionNumbersAttr)
    indices_are_sorted = opt_prop_def(BoolAttr)
    traits = traits_def(Pure())

    def __init__(
        self,
        operand: SSAValue,
        start_indices: SSAValue,
        slice_sizes: SSAValue,
        dimension_numbers: Attribute,
        indices_are_sorted: bool = False,
    ):
        shape = gather_result_shape(
            IndexMapping.of(dimension_numbers),  # type: ignore[arg-type]
            shape_of(operand.type) or (),
            shape_of(start_indices.type) or (),
            constant_ints(slice_sizes),
        )
        super().__init__(
            operands=[operand, start_indices, slice_sizes],
            result_types=[tensor_type(shape, element_type_of(operand.type))],
            properties={
                "dimension_numbers": dimension_numbers,
                "indices_are_sorted": IntegerAttr.from_bool(indices_are_sorted),
            },
        )

    @property
    def mapping(self) -> IndexMapping:
        return IndexMapping.of(self.dimension_numbers)

    def verify_(self) -> None:
        _verify_integer_indices(self.start_indices, "start_indices")
        _verify_integer_indices(self.slice_sizes, "slice_sizes")
        sizes_shape, operand_shape = shape_of(self.slice_sizes.type), shape_of(self.operand.type)
        if sizes_shape is not None and len(sizes_shape) != 1:
            raise VerifyException(f"slice_sizes must be a 1-D tensor, but got {self.slice_sizes.type}")
        if sizes_shape and operand_shape is not None and sizes_shape[0] not in (DYNAMIC, len(operand_shape)):
            implied = "" if self.dimension_numbers.name == "mhlo.gather" else "(implied) "
            raise VerifyException(
                f"slice_sizes size ({sizes_shape[0]}) not equal to {implied}operand rank ({len(operand_shape)})"
            )
        _verify_gather(self, constant_ints(self.slice_sizes))


# ---------------------------------------------------------------------------
# scatter


class ScatterOp(HloOp):
    """Combine `updates` into copies of `inputs` at the windows that `scatter_indices` select.

    Each index vector of `scatter_indices` gives the start of an update
    window in the operand dimensions `scatter_dims_to_operand_dims`;
    `update_window_dims` are the window's dimensions in `updates`, and
    `inserted_window_dims` the size-1 operand dimensions the window skips.
    Updates apply in order through `update_computation(current, update)`;
    a window that does not fit inside the operand is skipped.

        %r = "DIALECT.scatter"(%x, %idx, %upd) <{scatter_dimension_numbers = #DIALECT.scatter<
               update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0],
               index_vector_dim = 1>}> ({
        ^bb0(%current: tensor<f32>, %update: tensor<f32>):
          %s = DIALECT.add %current, %update : tensor<f32>
          DIALECT.return %s : tensor<f32>
        }) : (tensor<5x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<5x3xf32>
    """

    MNEMONIC = "scatter"
    GENERIC_IN_MHLO = True
    inputs = var_operand_def(AnyAttr())
    scatter_indices = operand_def(AnyAttr())
    updates = var_operand_def(AnyAttr())
    outputs = var_result_def(AnyAttr())
    scatter_dimension_numbers = prop_def(ScatterDimensionNumbersAttr)
    indices_are_sorted = opt_prop_def(BoolAttr)
    unique_indices = opt_prop_def(BoolAttr)
    update_computation = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())
    irdl_options = (SameVariadicOperandSize(),)

    def __init__(
        self,
        inputs: Sequence[SSAValue],
        scatter_indices: SSAValue,
        updates: Sequence[SSAValue],
        scatter_dimension_numbers: Attribute,
        update_computation: Region,
        indices_are_sorted: bool = False,
        unique_indices: bool = False,
    ):
        elements = accumulator_elements(update_computation, [element_type_of(v.type) for v in inputs])
        super().__init__(
            operands=[list(inputs), scatter_indices, list(updates)],
            result_types=[[tensor_type(shape_of(v.type) or (), e) for v, e in zip(inputs, elements)]],
            properties={
                "scatter_dimension_numbers": scatter_dimension_numbers,
                "indices_are_sorted": IntegerAttr.from_bool(indices_are_sorted),
                "unique_indices": IntegerAttr.from_bool(unique_indices),
            },
            regions=[update_computation],
        )

    @property
    def mapping(self) -> IndexMapping:
        return IndexMapping.of(self.scatter_dimension_numbers)

    def verify_(self) -> None:
        """Upstream's `verifyScatterOp`, in its order."""
        _verify_integer_indices(self.scatter_indices, "scatter_indices")
        input_types = [v.type for v in self.inputs]
        update_types = [v.type for v in self.updates]
        if not input_types:
            raise VerifyException("expects at least one input")
        for name, types in (("inputs", input_types), ("updates", update_types)):
            if not all(shapes_compatible(types[0], t) for t in types):
                raise VerifyException(f"Not all {name} have compatible shapes.")
        mapping = self.mapping
        indices_shape = shape_of(self.scatter_indices.type)
        if indices_shape is not None:
            verify_scatter_index_vector_dim(mapping, indices_shape)
        # Upstream passes the updates' elements as the reducer's init values.
        accumulators = verify_reducer(
            self,
            self.update_computation,
            [scalar_tensor(element_type_of(t)) for t in update_types],
            [element_type_of(t) for t in input_types],
        )
        if indices_shape is not None:
            verify_scatter_shapes(
                mapping, indices_shape, [shape_of(t) for t in input_types], [shape_of(t) for t in update_types]
            )
        verify_inferred_results(
            [with_element_type(t, element_type_of(a)) for t, a in zip(input_types, accumulators)], self.result_types
        )


def verify_scatter_index_vector_dim(mapping: IndexMapping, indices_shape: Sequence[int]) -> None:
    """Upstream's `verifyScatterOp` check that index_vector_dim is a dimension of the indices, or one past them."""
    if not 0 <= mapping.index_vector_dim <= len(indices_shape):
        raise VerifyException(
            f"Expects index_vector_dim to be in range [0, rank-of('scatter_indices')] i.e. "
            f"[0, {len(indices_shape)}]. got: {mapping.index_vector_dim}."
        )


def verify_scatter_shapes(
    mapping: IndexMapping,
    indices_shape: Sequence[int],
    operand_shapes: Sequence[Sequence[int] | None],
    update_shapes: Sequence[Sequence[int] | None],
) -> None:
    """Upstream's `verifyScatterOp` checks of the update ranks, the dimension numbers and the update bounds
    against the shapes (None where unranked), after the reducer's; the index_vector_dim is in range."""
    expanded = list(indices_shape)
    if len(expanded) == mapping.index_vector_dim:
        expanded.append(1)
    expected_rank = len(expanded) - 1 + len(mapping.window_dims)
    for update_shape in update_shapes:
        if update_shape is not None and len(update_shape) != expected_rank:
            raise VerifyException(
                f"expects updates tensor must be of rank {expected_rank} ( == rank-of('scatter_indices') - 1 + "
                f"size-of('update_window_dims'), where 'scatter_indices' is expanded by a trailing 1 dimension "
                f"if 'index_vector_dim' == rank-of('scatter_indices')), but got {len(update_shape)}."
            )
    for operand_shape, update_shape in zip(operand_shapes, update_shapes):
        if operand_shape is None or update_shape is None:
            continue
        _validate_scatter_dimension_numbers(mapping, operand_shape, expanded, update_shape)
        _verify_update_bounds(mapping, operand_shape, expanded, update_shape)


def _validate_scatter_dimension_numbers(
    mapping: IndexMapping, operand_shape: Sequence[int], indices_shape: Sequence[int], update_shape: Sequence[int]
) -> None:
    """Upstream's `validateScatterDimensionNumbers` (scatter C2, C7-C21); `indices_shape` is already expanded
    by a trailing 1 when index_vector_dim is past its last dimension."""
    window, inserted, input_batching, indices_batching, index_map = mapping.names[:5]
    rank = len(operand_shape)
    window_size = len(mapping.window_dims) + len(mapping.collapsed_dims) + len(mapping.operand_batching)
    if rank != window_size:
        raise VerifyException(
            f"Expects rank-of operand to match size-of('{window}') + size-of('{inserted}') + "
            f"size-of('{input_batching}') i.e. {window_size} but got {rank}."
        )
    _check_sorted_unique(mapping.window_dims, window)
    _check_in_range(mapping.window_dims, len(update_shape), window, "rank-of('updates')")
    check_dims_distinct(mapping.collapsed_dims, mapping.operand_batching, inserted, input_batching)
    _check_sorted(mapping.collapsed_dims, inserted)
    _check_in_range(mapping.collapsed_dims, rank, inserted, "rank-of('operand')")
    _check_sorted(mapping.operand_batching, input_batching)
    _check_in_range(mapping.operand_batching, rank, input_batching, "rank-of('operand')")
    _check_unique(mapping.indices_batching, indices_batching)
    _check_in_range(mapping.indices_batching, len(indices_shape), indices_batching, "rank-of('scatter_indices')")
    if mapping.index_vector_dim in mapping.indices_batching:
        raise VerifyException(f"expects {indices_batching} not to include index_vector_dim {mapping.index_vector_dim}.")
    if len(mapping.operand_batching) != len(mapping.indices_batching):
        raise VerifyException(f"{input_batching} and {indices_batching} should have the same size.")
    for position, (operand_dim, indices_dim) in enumerate(zip(mapping.operand_batching, mapping.indices_batching)):
        if not dims_compatible(operand_shape[operand_dim], indices_shape[indices_dim]):
            raise VerifyException(
                f"{input_batching}[{position}] and {indices_batching}[{position}] must have compatible "
                f"sizes, but got {operand_shape[operand_dim]} and {indices_shape[indices_dim]}."
            )
    vector_size = indices_shape[mapping.index_vector_dim]
    if vector_size != DYNAMIC and len(mapping.index_map) != vector_size:
        raise VerifyException(
            f"Scatter op has {len(mapping.index_map)} elements in {index_map} and the bound of dimension "
            f"index_vector_dim={mapping.index_vector_dim} of scatter_indices is {vector_size}. "
            "These two numbers must be equal."
        )
    check_dims_distinct(mapping.index_map, mapping.operand_batching, index_map, input_batching)
    _check_in_range(mapping.index_map, rank, index_map, "rank-of('operand')")


def _verify_update_bounds(
    mapping: IndexMapping, operand_shape: Sequence[int], indices_shape: Sequence[int], update_shape: Sequence[int]
) -> None:
    """The updates' window dimensions fit in the operand; their scatter dimensions are the index tensor's."""
    window_bounds = [operand_shape[d] for d in mapping.window_operand_dims(len(operand_shape))]
    for update_dim, bound in zip(mapping.window_dims, window_bounds):
        size = update_shape[update_dim]
        if size != DYNAMIC and bound != DYNAMIC and size > bound:
            raise VerifyException(
                f"expects bounds of the window dimensions of updates to not exceed the bounds of the "
                f"corresponding dimensions of operand. For dimension {update_dim}, updates bound is {size}, "
                f"operand bound is {bound}."
            )
    scatter_dims = iter(d for d in range(len(indices_shape)) if d != mapping.index_vector_dim)
    for dim, size in enumerate(update_shape):
        if dim in mapping.window_dims:
            continue
        bound = indices_shape[next(scatter_dims)]
        if not dims_compatible(size, bound):
            raise VerifyException(
                f"expects bounds of the scatter dimensions of updates to be same as the bounds of the "
                f"corresponding dimensions of scatter indices. For scatter dimension {dim}, updates bound is "
                f"{size} , scatter_indices bound is {bound}."
            )


# ---------------------------------------------------------------------------
# torch_index_select


class TorchIndexSelectOp(HloOp):
    """PyTorch's index_select: pick entries of `operand` along `dim` by `index`, looping over `batch_dims`.

    The result has the operand's dimensions before `dim`, then the index's
    dimensions after the batch dimensions, then the operand's dimensions after
    `dim`. Negative `dim` and `batch_dims` count from the end.

        %r = "DIALECT.torch_index_select"(%x, %idx) <{batch_dims = 0 : i64, dim = 0 : i64}>
             : (tensor<5x4xf32>, tensor<3xi32>) -> tensor<3x4xf32>
    """

    MNEMONIC = "torch_index_select"
    GENERIC_IN_MHLO = True
    operand = operand_def(AnyAttr())
    index = operand_def(AnyAttr())
    result = result_def(AnyAttr())
    dim = prop_def(IntegerAttr)
    batch_dims = prop_def(IntegerAttr)
    traits = traits_def(Pure())

    def __init__(self, operand: SSAValue, index: SSAValue, dim: int, batch_dims: int = 0):
        properties = {"dim": IntegerAttr(dim, i64), "batch_dims": IntegerAttr(batch_dims, i64)}
        operand_shape, index_shape = shape_of(operand.type) or (), shape_of(index.type) or ()
        dim, batch_dims = _normalized(dim, operand_shape), _normalized(batch_dims, index_shape)
        shape = (*operand_shape[:dim], *index_shape[batch_dims:], *operand_shape[dim + 1 :])
        super().__init__(
            operands=[operand, index],
            result_types=[tensor_type(shape, element_type_of(operand.type))],
            properties=properties,
        )

    @property
    def axes(self) -> tuple[int, int]:
        """(dim, batch_dims) counted from the front."""
        return (
            _normalized(self.dim.value.data, shape_of(self.operand.type) or ()),
            _normalized(self.batch_dims.value.data, shape_of(self.index.type) or ()),
        )

    def verify_(self) -> None:
        _verify_integer_indices(self.index, "index")
        operand_shape, index_shape = shape_of(self.operand.type), shape_of(self.index.type)
        if operand_shape is None or index_shape is None:
            return
        dim, batch_dims = self.axes
        if not 0 <= dim < len(operand_shape):
            raise VerifyException(
                f"dim {self.dim.value.data} is out of bounds for an operand of rank {len(operand_shape)}"
            )
        if not 0 <= batch_dims <= min(dim, len(index_shape)):
            raise VerifyException(
                f"batch_dims {self.batch_dims.value.data} must be in range [0, min(dim, rank-of('index'))] "
                f"i.e. [0, {min(dim, len(index_shape))}]"
            )
        for batch in range(batch_dims):
            if not dims_compatible(operand_shape[batch], index_shape[batch]):
                raise VerifyException(f"batch dimension {batch} of operand and index must have the same size")
        shape = (*operand_shape[:dim], *index_shape[batch_dims:], *operand_shape[dim + 1 :])
        verify_inferred_results([tensor_type(shape, element_type_of(self.operand.type))], [self.result.type])


def _normalized(axis: int, shape: Sequence[int]) -> int:
    return axis + len(shape) if axis < 0 else axis
