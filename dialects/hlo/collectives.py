"""Collective, communication and token HLO ops.

Collectives (`all_reduce`, `all_gather`, `all_to_all`, `reduce_scatter`,
`collective_permute`, `collective_broadcast`, `cross-replica-sum`) exchange
values between the processes named by `replica_groups`, a 2-D
`dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>` whose rows are the groups.
`send`, `recv`, `infeed` and `outfeed` move data to and from the host or
other devices, ordered by `!DIALECT.token` values; `after_all` and
`create_token` make tokens, `replica_id` and `partition_id` say where the
program runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    IntegerType,
    Signedness,
    StringAttr,
    TensorType,
    UnitAttr,
    i64,
)
from xdsl.ir import Attribute, Region, SSAValue
from xdsl.irdl import (
    AnyAttr,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo.attrs import ChannelHandleAttr
from aiopt.dialects.hlo.base import HloOp, verify_mhlo_int_attr
from aiopt.dialects.hlo.control_flow import types_compatible, yielded_types
from aiopt.dialects.hlo.reduction_support import scalar_tensor, verify_inferred_results, verify_reducer
from aiopt.dialects.hlo.syntax import (
    parse_op_with_signature,
    print_attr_dict,
    print_operands,
    print_type_signature,
    split_attr_dict,
)
from aiopt.dialects.hlo.types import (
    DYNAMIC,
    element_type_of,
    is_tensor,
    is_token,
    shape_of,
    with_element_type,
)
from aiopt.support.dense_elements import element_count, is_compact_splat

ui32 = IntegerType(32, Signedness.UNSIGNED)

DEVICE_TO_DEVICE = 1
DEVICE_TO_HOST = 2
HOST_TO_DEVICE = 3
"""Channel types of `#DIALECT.channel_handle<handle = N, type = T>`."""


# ---------------------------------------------------------------------------
# Attribute checks shared by the collectives


def dense_shape(attr: DenseIntOrFPElementsAttr) -> tuple[int, ...]:
    return tuple(attr.get_type().get_shape())


def dense_values(attr: DenseIntOrFPElementsAttr) -> list[int]:
    """The values of a 2-D integer elements attribute (replica groups, source-target pairs), row by row.

    Of a splat stored compact (one value for many: `dense<0> : tensor<2147483648x2xi64>` is a short
    text), only its first two rows, on which the checks of ids (each once, -1 only as padding) decide
    as on all of them, and which hold the same groups or pairs (listing 2^32 values hung the verifier).
    """
    if is_compact_splat(attr):
        value = attr.get_element_type().unpack(attr.data.data, 1)[0]
        return [int(value)] * min(element_count(attr), 2 * dense_shape(attr)[-1])
    return [int(v) for v in attr.get_values()]


def dense_rows(attr: DenseIntOrFPElementsAttr) -> list[list[int]]:
    """The rows of a verified 2-D integer elements attribute (replica groups, source-target pairs); of a
    compact splat, its first two (`dense_values`)."""
    values = dense_values(attr)
    rows, width = dense_shape(attr)
    return [values[row * width : (row + 1) * width] for row in range(len(values) // width if width else rows)]


def verify_replica_groups(
    attr: DenseIntOrFPElementsAttr,
    *,
    all_groups_same_size: bool,
    use_global_device_ids: bool,
    expected_group_size: int | None = None,
) -> None:
    """Replica ids are unique and cover 0..N-1; -1 pads rows only where groups may differ in size."""
    shape = dense_shape(attr)
    if len(shape) != 2:
        raise VerifyException("replica groups should be a rank 2 tensor")
    if use_global_device_ids and shape[0] * shape[1] == 0:
        raise VerifyException("if `use_global_device_ids` is set, the replica groups cannot be empty")
    seen: set[int] = set()
    for replica_id in dense_values(attr):
        if replica_id == -1:
            if all_groups_same_size:
                raise VerifyException("Invalid replica id -1")
            continue
        if replica_id in seen:
            raise VerifyException(f"replica id #{replica_id} seen more than once")
        seen.add(replica_id)
    for replica_id in range(len(seen)):
        if replica_id not in seen:
            raise VerifyException(f"replica id #{replica_id} not seen in replica groups")
    if all_groups_same_size and expected_group_size is not None and shape[0] and shape[1] != expected_group_size:
        raise VerifyException(f"group size of replica_groups must be {expected_group_size}")


def _verify_computation(op: HloOp, computation: Region, operands: Sequence[SSAValue]) -> None:
    """all_reduce and reduce_scatter reduce each operand with (tensor<E>, tensor<E>) -> tensor<E>."""
    for operand in operands:
        element = element_type_of(operand.type)
        verify_reducer(op, computation, [scalar_tensor(element)], [element])


def _reducer_result_type(computation: Region, operand_type: Attribute) -> Attribute:
    """The operand's shape with the element type the computation yields."""
    return with_element_type(operand_type, element_type_of(yielded_types(computation)[0]))


class ReplicaGroupsOp(HloOp):
    """A collective over `replica_groups`, optionally on a channel."""

    replica_groups = prop_def(DenseIntOrFPElementsAttr)
    channel_handle = opt_prop_def(ChannelHandleAttr)

    def groups(self) -> list[list[int]]:
        return dense_rows(self.replica_groups)

    def channel_id(self) -> int:
        """The `channel_handle`'s handle, 0 without one."""
        if self.channel_handle is None:
            return 0
        handle = self.channel_handle.field("handle")
        assert isinstance(handle, int)
        return handle


class GlobalDeviceIdsOp(ReplicaGroupsOp):
    """A collective whose replica groups may hold global device ids."""

    use_global_device_ids = opt_prop_def(UnitAttr)

    def uses_global_device_ids(self) -> bool:
        return self.use_global_device_ids is not None


# ---------------------------------------------------------------------------
# Collectives


class AllReduceOp(GlobalDeviceIdsOp):
    """Reduces each operand across each process group with `computation`.

        %r = "DIALECT.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = DIALECT.add %a, %b : tensor<f32>
          DIALECT.return %s : tensor<f32>
        }) : (tensor<4xf32>) -> tensor<4xf32>
    """

    MNEMONIC = "all_reduce"
    GENERIC_IN_MHLO = True
    inputs = var_operand_def(AnyAttr())
    computation = region_def("single_block")
    res = var_result_def(AnyAttr())

    def __init__(self, operands: Sequence[SSAValue], replica_groups: DenseIntOrFPElementsAttr, computation: Region):
        super().__init__(
            operands=[list(operands)],
            properties={"replica_groups": replica_groups},
            regions=[computation],
            result_types=[[_reducer_result_type(computation, v.type) for v in operands]],
        )

    def verify_(self) -> None:
        verify_replica_groups(
            self.replica_groups, all_groups_same_size=False, use_global_device_ids=self.uses_global_device_ids()
        )
        if self.uses_global_device_ids() and self.channel_id() <= 0:
            raise VerifyException(
                f"channel_id must be positive when useGlobalDeviceIds is set but got: {self.channel_id()}"
            )
        _verify_computation(self, self.computation, self.inputs)
        inferred = [_reducer_result_type(self.computation, v.type) for v in self.inputs]
        verify_inferred_results(inferred, self.result_types)


class CollectiveReduceOp(AllReduceOp):
    """Reduces each operand across each process group with `computation`; the group's first
    process (its root) gets the reduction, the others zeros.

        %r = "stablehlo.collective_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = stablehlo.add %a, %b : tensor<f32>
          stablehlo.return %s : tensor<f32>
        }) : (tensor<4xf32>) -> tensor<4xf32>
    """

    MNEMONIC = "collective_reduce"
    GENERIC_IN_MHLO = False


class AllGatherOp(GlobalDeviceIdsOp):
    """Concatenates each operand across each process group along `all_gather_dim`.

        %r = "DIALECT.all_gather"(%x) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x4xf32>
    """

    MNEMONIC = "all_gather"
    GENERIC_IN_MHLO = True
    inputs = var_operand_def(AnyAttr())
    all_gather_dim = prop_def(IntegerAttr)
    res = var_result_def(AnyAttr())

    def verify_(self) -> None:
        dim = self.all_gather_dim.value.data
        verify_mhlo_int_attr(self, "all_gather_dim", dim)
        if dim < 0:
            raise VerifyException("all_gather_dim cannot be negative")
        if len(self.inputs) != len(self.res):
            raise VerifyException("requires the same number of operands and results")
        for operand in self.inputs:
            shape = shape_of(operand.type)
            if shape is not None and dim >= len(shape):
                raise VerifyException("all_gather_dim must be a valid index of operand")
            if shape is not None and shape[dim] == 0:
                raise VerifyException("dimension size of operand at 'all_gather_dim' cannot be zero")
        verify_replica_groups(
            self.replica_groups, all_groups_same_size=True, use_global_device_ids=self.uses_global_device_ids()
        )
        if self.uses_global_device_ids() and self.channel_id() < 0:
            raise VerifyException("channel_id cannot be negative when useGlobalDeviceIds is set")
        for operand, result in zip(self.inputs, self.res):
            self._verify_result(dim, operand.type, result.type)

    @staticmethod
    def _verify_result(dim: int, operand_type: Attribute, result_type: Attribute) -> None:
        if element_type_of(operand_type) != element_type_of(result_type):
            raise VerifyException("requires the same element type for all operands and results")
        operand_shape, result_shape = shape_of(operand_type), shape_of(result_type)
        if operand_shape is None or result_shape is None:
            return
        if len(operand_shape) != len(result_shape):
            raise VerifyException("operand and result must have the same rank")
        for index, (a, b) in enumerate(zip(operand_shape, result_shape)):
            if index != dim and a != b and DYNAMIC not in (a, b):
                raise VerifyException(
                    "operand and result should have the same shape except for the dimension size at 'all_gather_dim'"
                )
        if DYNAMIC not in (operand_shape[dim], result_shape[dim]) and result_shape[dim] % operand_shape[dim]:
            raise VerifyException(
                f"result gather dimension has size {result_shape[dim]}, expected to be a multiple of "
                f"operand gather dimension size {operand_shape[dim]}"
            )


class AllToAllOp(ReplicaGroupsOp):
    """Splits each operand along `split_dimension` into `split_count` parts, scatters the parts
    across the process group and concatenates the received parts along `concat_dimension`.

        %r = "DIALECT.all_to_all"(%x) <{concat_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<4x2xf32>
    """

    MNEMONIC = "all_to_all"
    GENERIC_IN_MHLO = True
    inputs = var_operand_def(AnyAttr())
    split_dimension = opt_prop_def(IntegerAttr)
    concat_dimension = opt_prop_def(IntegerAttr)
    split_count = opt_prop_def(IntegerAttr)
    res = var_result_def(AnyAttr())
    # No `Pure` (upstream's ODS has none): every process of a group takes part, so an unused one stays.

    ARRAY_FORM_PROPERTIES = ("split_dimension", "concat_dimension", "split_count")

    def is_tuple_form(self) -> bool:
        """mhlo's tuple form: no split/concat dimensions; process j of the group gets operand j of each
        process (one operand per process of the group, each result the type of its operand):

            %r:2 = "mhlo.all_to_all"(%a, %b) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
                : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
        """
        return self.dialect_prefix() == "mhlo" and all(
            self.properties.get(name) is None for name in self.ARRAY_FORM_PROPERTIES
        )

    def __init__(
        self,
        operands: Sequence[SSAValue],
        split_dimension: int,
        concat_dimension: int,
        split_count: int,
        replica_groups: DenseIntOrFPElementsAttr,
    ):
        properties: dict[str, Attribute] = {
            "split_dimension": IntegerAttr(split_dimension, i64),
            "concat_dimension": IntegerAttr(concat_dimension, i64),
            "split_count": IntegerAttr(split_count, i64),
            "replica_groups": replica_groups,
        }
        super().__init__(
            operands=[list(operands)],
            properties=properties,
            result_types=[[_all_to_all_type(v.type, split_dimension, concat_dimension, split_count) for v in operands]],
        )

    def verify_(self) -> None:
        if self.is_tuple_form():
            verify_replica_groups(self.replica_groups, all_groups_same_size=True, use_global_device_ids=False)
            verify_inferred_results([v.type for v in self.inputs], self.result_types)
            return
        for name in self.ARRAY_FORM_PROPERTIES:
            if self.properties.get(name) is None:
                # ODS's required attribute (stablehlo, and mhlo's array form).
                raise VerifyException(f"requires attribute '{name}'")
        assert self.split_dimension is not None and self.concat_dimension is not None
        assert self.split_count is not None
        split_dim = self.split_dimension.value.data
        concat_dim = self.concat_dimension.value.data
        count = self.split_count.value.data
        verify_mhlo_int_attr(self, "split_dimension", split_dim)
        verify_mhlo_int_attr(self, "concat_dimension", concat_dim)
        verify_mhlo_int_attr(self, "split_count", count, positive=True)
        if count <= 0:
            raise VerifyException("AllToAll split_count must be > 0")
        verify_replica_groups(
            self.replica_groups, all_groups_same_size=True, use_global_device_ids=False, expected_group_size=count
        )
        if split_dim < 0:
            raise VerifyException("AllToAll split_dimension cannot be negative")
        if concat_dim < 0:
            raise VerifyException("AllToAll concat_dimension cannot be negative")
        for operand in self.inputs:
            shape = shape_of(operand.type)
            if shape is None:
                continue
            if split_dim >= len(shape):
                raise VerifyException(
                    f"AllToAll split_dimension {split_dim} is out-of-bounds for input rank {len(shape)}"
                )
            if concat_dim >= len(shape):
                raise VerifyException(
                    f"AllToAll concat_dimension {concat_dim} is out-of-bounds for input rank {len(shape)}"
                )
            if shape[split_dim] != DYNAMIC and shape[split_dim] % count:
                raise VerifyException(
                    f"split dimension has size {shape[split_dim]}, expected to be a multiple of split_count {count}"
                )
        inferred = [_all_to_all_type(v.type, split_dim, concat_dim, count) for v in self.inputs]
        verify_inferred_results(inferred, self.result_types)


def _all_to_all_type(operand_type: Attribute, split_dim: int, concat_dim: int, count: int) -> Attribute:
    shape = shape_of(operand_type)
    if shape is None:
        return operand_type
    sizes = list(shape)
    if sizes[split_dim] != DYNAMIC:
        sizes[split_dim] //= count
    if sizes[concat_dim] != DYNAMIC:
        sizes[concat_dim] *= count
    return TensorType(element_type_of(operand_type), sizes)


class ReduceScatterOp(GlobalDeviceIdsOp):
    """Reduces `operand` across each process group with `computation`, then splits the
    reduction along `scatter_dimension` and gives each process its part.

        %r = "DIALECT.reduce_scatter"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 1 : i64}> ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = DIALECT.add %a, %b : tensor<f32>
          DIALECT.return %s : tensor<f32>
        }) : (tensor<2x4xf32>) -> tensor<2x2xf32>
    """

    MNEMONIC = "reduce_scatter"
    GENERIC_IN_MHLO = True
    operand = operand_def(AnyAttr())
    scatter_dimension = prop_def(IntegerAttr)
    computation = region_def("single_block")
    result = result_def(AnyAttr())

    def verify_(self) -> None:
        verify_replica_groups(
            self.replica_groups, all_groups_same_size=True, use_global_device_ids=self.uses_global_device_ids()
        )
        _verify_computation(self, self.computation, [self.operand])
        operand_shape, result_shape = shape_of(self.operand.type), shape_of(self.result.type)
        if operand_shape is None or result_shape is None:
            return
        if len(operand_shape) != len(result_shape):
            raise VerifyException("operand and result should have same rank")
        dim = self.scatter_dimension.value.data
        verify_mhlo_int_attr(self, "scatter_dimension", dim)
        if dim < 0:
            raise VerifyException("expects scatter_dimension >= 0")
        if dim >= len(operand_shape):
            raise VerifyException("scatter dim should be less than operand/result rank")
        if self.uses_global_device_ids() and self.channel_id() <= 0:
            raise VerifyException(
                f"channel_id must be positive when useGlobalDeviceIds is set but got: {self.channel_id()}"
            )
        operand_size, result_size = operand_shape[dim], result_shape[dim]
        if DYNAMIC in (operand_size, result_size):
            return
        if result_size == 0:
            raise VerifyException("result dimension size at scatter_dimension cannot be zero")
        if operand_size == 0:
            raise VerifyException("operand dimension size at scatter_dimension cannot be zero")
        if operand_size % result_size:
            raise VerifyException(
                f"operand scatter dimension has size {operand_size}, expected to be a multiple of "
                f"result scatter dimension size {result_size}"
            )
        for index, (a, b) in enumerate(zip(operand_shape, result_shape)):
            if index != dim and a != b and DYNAMIC not in (a, b):
                raise VerifyException(f"non scatter dimensions should be same for operand ({a}) and result ({b})")


class SameTypeCollectiveOp(HloOp):
    """A collective whose result has the operand's type."""

    operand = operand_def(AnyAttr())
    result = result_def(AnyAttr())

    def verify_(self) -> None:
        if not is_tensor(self.operand.type):
            raise VerifyException(f"operand #0 must be a tensor, but got {self.operand.type}")
        if not types_compatible(self.operand.type, self.result.type):
            raise VerifyException("requires compatible types for all operands and results")


class CollectivePermuteOp(SameTypeCollectiveOp):
    """Sends `operand` from each source process to its target in `source_target_pairs`;
    processes that receive nothing get zeros.

        %r = "DIALECT.collective_permute"(%x) <{source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    """

    MNEMONIC = "collective_permute"
    GENERIC_IN_MHLO = True
    source_target_pairs = prop_def(DenseIntOrFPElementsAttr)
    channel_handle = opt_prop_def(ChannelHandleAttr)
    # No `Pure` (upstream's ODS has none): the source sends whether or not its result is used.

    def __init__(self, operand: SSAValue, source_target_pairs: DenseIntOrFPElementsAttr):
        super().__init__(
            operands=[operand], properties={"source_target_pairs": source_target_pairs}, result_types=[operand.type]
        )

    def pairs(self) -> list[list[int]]:
        return dense_rows(self.source_target_pairs)

    def verify_(self) -> None:
        shape = dense_shape(self.source_target_pairs)
        if len(shape) != 2:
            raise VerifyException(f"expect source_target_pairs attribute to be of rank 2, but got rank {len(shape)}")
        if shape[1] != 2:
            raise VerifyException(
                f"expect source_target_pairs attribute of shape (N, 2), but got ({', '.join(map(str, shape))})"
            )
        sources: set[int] = set()
        targets: set[int] = set()
        for source, target in self.pairs():
            if source < 0 or target < 0:
                raise VerifyException("replica ids in source_target_pairs must be >= 0.")
            if source in sources:
                raise VerifyException("duplicate sources not allowed.")
            if target in targets:
                raise VerifyException("duplicate targets not allowed.")
            sources.add(source)
            targets.add(target)
        super().verify_()


class CollectiveBroadcastOp(ReplicaGroupsOp):
    """Sends the operands of one process of each group (its first, or with `has_dynamic_root` the
    one the last operand, `tensor<Nxi32>`, indexes for each of the N operands) to every process
    of the group; processes in no group get zeros.

        %r = "DIALECT.collective_broadcast"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<1x2xi64>) -> tensor<1x2xi64>
        %s:2 = "DIALECT.collective_broadcast"(%x, %y, %root) <{has_dynamic_root, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<2xf32>, tensor<3xi64>, tensor<2xi32>) -> (tensor<2xf32>, tensor<3xi64>)
    """

    MNEMONIC = "collective_broadcast"
    GENERIC_IN_MHLO = True
    inputs = var_operand_def(AnyAttr())
    has_dynamic_root = opt_prop_def(UnitAttr)
    res = var_result_def(AnyAttr())

    def __init__(self, operand: SSAValue, replica_groups: DenseIntOrFPElementsAttr):
        super().__init__(
            operands=[[operand]], properties={"replica_groups": replica_groups}, result_types=[[operand.type]]
        )

    def data_operands(self) -> Sequence[SSAValue]:
        """The operands broadcast (all but the root operand of `has_dynamic_root`)."""
        return self.inputs[:-1] if self.has_dynamic_root is not None else self.inputs

    def verify_(self) -> None:
        shape = dense_shape(self.replica_groups)
        if len(shape) != 2:
            raise VerifyException(f"replica groups should be a rank 2 tensor, but instead it is of rank {len(shape)}")
        seen: set[int] = set()
        for replica_id in (int(v) for v in self.replica_groups.get_values()):
            if replica_id < 0:
                raise VerifyException(f"replica_groups values must be positive, but was given {replica_id}")
            if replica_id in seen:
                raise VerifyException(f"replica id #{replica_id} seen more than once")
            seen.add(replica_id)
        data = self.data_operands()
        if len(data) != len(self.res) or (self.has_dynamic_root is None and not data):
            expected = len(self.res) + (self.has_dynamic_root is not None)
            raise VerifyException(f"Expected {expected} operands, but got {len(self.inputs)}")
        for index, (operand, result) in enumerate(zip(data, self.res)):
            if not is_tensor(operand.type):
                raise VerifyException(f"operand #{index} must be a tensor, but got {operand.type}")
            if not types_compatible(operand.type, result.type):
                raise VerifyException("requires compatible types for all operands and results")
        if self.has_dynamic_root is not None:
            root = self.inputs[-1].type
            root_shape = shape_of(root)
            if not is_tensor(root) or not isinstance(element_type_of(root), IntegerType) or len(root_shape or ()) != 1:
                raise VerifyException(f"the root operand must be a 1-D tensor of integers, but got {root}")
            if root_shape[0] not in (DYNAMIC, len(data)):
                raise VerifyException(f"the root operand must have one index per operand ({len(data)}), but has {root_shape[0]}")


class CrossReplicaSumOp(SameTypeCollectiveOp, ReplicaGroupsOp):
    """Sums `operand` across each replica group (all_reduce with addition; legacy).

        %r = "DIALECT.cross-replica-sum"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
    """

    MNEMONIC = "cross-replica-sum"
    traits = traits_def(Pure())

    def verify_(self) -> None:
        verify_replica_groups(self.replica_groups, all_groups_same_size=False, use_global_device_ids=False)
        super().verify_()


# ---------------------------------------------------------------------------
# Ops with a fixed result type and no operands: `DIALECT.op {attrs} : type`


class FixedResultOp(HloOp):
    """`%r = DIALECT.op : T`, where T is always the same (`inferred_type`)."""

    output = result_def(AnyAttr())

    @classmethod
    def inferred_type(cls) -> Attribute:
        raise NotImplementedError

    def __init__(self):
        super().__init__(result_types=[self.inferred_type()])

    @classmethod
    def parse(cls, parser: Parser) -> FixedResultOp:
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        properties, attributes = split_attr_dict(cls, attrs)
        return cls.create(result_types=[result_type], properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        print_attr_dict(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.output.type)

    def verify_(self) -> None:
        verify_inferred_results([self.inferred_type()], [self.output.type])


class ProcessIdOp(FixedResultOp):
    """The id of the replica or partition running the program, as `tensor<ui32>`."""

    traits = traits_def(Pure())

    @classmethod
    def inferred_type(cls) -> Attribute:
        return TensorType(ui32, [])


class ReplicaIdOp(ProcessIdOp):
    """The id of the replica running the program.

        %r = DIALECT.replica_id : tensor<ui32>
    """

    MNEMONIC = "replica_id"


class PartitionIdOp(ProcessIdOp):
    """The id of the partition running the program.

        %r = DIALECT.partition_id : tensor<ui32>
    """

    MNEMONIC = "partition_id"


class CreateTokenOp(FixedResultOp):
    """A new token (after_all with no inputs; legacy).

        %t = DIALECT.create_token : !DIALECT.token
    """

    MNEMONIC = "create_token"
    traits = traits_def(Pure())

    @classmethod
    def inferred_type(cls) -> Attribute:
        return cls.HLO_TOKEN_TYPE()

    def verify_(self) -> None:
        if not is_token(self.output.type):
            raise VerifyException(f"result #0 must be token, but got '{self.output.type}'")


class AfterAllOp(HloOp):
    """A token that is ready once all `inputs` are: orders side effects.

        %t = DIALECT.after_all %t0, %t1 : !DIALECT.token
    """

    MNEMONIC = "after_all"
    inputs = var_operand_def(AnyAttr())
    result = result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, inputs: Sequence[SSAValue]):
        super().__init__(operands=[list(inputs)], result_types=[self.HLO_TOKEN_TYPE()])

    @classmethod
    def parse(cls, parser: Parser) -> AfterAllOp:
        return parse_op_with_signature(cls, parser)

    def print(self, printer: Printer) -> None:
        if self.inputs:
            print_operands(printer, self.inputs)
        print_attr_dict(printer, self)
        print_type_signature(printer, self.inputs.types, [self.result.type])

    def verify_(self) -> None:
        _verify_tokens(self.inputs, "operand", variadic=True)
        _verify_tokens([self.result], "result")


def _verify_tokens(values: Sequence[SSAValue], what: str, first_index: int = 0, variadic: bool = False) -> None:
    """ODS's check of `HLO_Token` (or `Variadic<HLO_Token>`) operands or results, with its message."""
    summary = "variadic of token" if variadic else "token"
    for index, value in enumerate(values, first_index):
        if not is_token(value.type):
            raise VerifyException(f"{what} #{index} must be {summary}, but got '{value.type}'")


# ---------------------------------------------------------------------------
# Host and device communication


class ChannelOp(HloOp):
    """send/recv: a transfer on `channel_handle`, to or from the host when `is_host_transfer`."""

    HOST_CHANNEL_TYPE: ClassVar[int]
    HOST_CHANNEL_NAME: ClassVar[str]
    channel_handle = prop_def(ChannelHandleAttr)
    is_host_transfer = opt_prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    source_target_pairs = opt_prop_def(DenseIntOrFPElementsAttr)
    """The (source, target) process pairs of a device-to-device transfer (StableHLO's newer send/recv)."""

    def verify_channel(self) -> None:
        channel_type = self.channel_handle.field("type")
        if not self.is_host_transfer.value.data and channel_type != DEVICE_TO_DEVICE:
            raise VerifyException("channel_type should be DEVICE_TO_DEVICE when is_host_transfer is false")
        if self.is_host_transfer.value.data and channel_type != self.HOST_CHANNEL_TYPE:
            raise VerifyException(f"channel_type should be {self.HOST_CHANNEL_NAME} when is_host_transfer is true")


def _verify_tensors_then_token(values: Sequence[SSAValue]) -> None:
    """recv and infeed results: tensors, then one token."""
    if not values:
        raise VerifyException("result is expected to be at least of size 1, but got 0")
    for value in values[:-1]:
        if not is_tensor(value.type):
            raise VerifyException(
                "everything but the last element of result types is expected to be of tensor type, "
                f"but got {value.type}"
            )
    if not is_token(values[-1].type):
        raise VerifyException(
            f"last element of result types is expected to be of token type, but got '{values[-1].type}'"
        )


class SendOp(ChannelOp):
    """Sends `inputs` on a channel once `token` is ready; returns a token for the send.

        %t = "DIALECT.send"(%x, %token) <{channel_handle = #DIALECT.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<3x4xi32>, !DIALECT.token) -> !DIALECT.token
    """

    MNEMONIC = "send"
    GENERIC_IN_MHLO = True
    HOST_CHANNEL_TYPE = DEVICE_TO_HOST
    HOST_CHANNEL_NAME = "DEVICE_TO_HOST"
    inputs = var_operand_def(AnyAttr())
    token = operand_def(AnyAttr())
    result = result_def(AnyAttr())

    def verify_(self) -> None:
        self.verify_channel()
        _verify_tokens([self.token], "operand", len(self.inputs))
        _verify_tokens([self.result], "result")


class RecvOp(ChannelOp):
    """Receives tensors on a channel once `token` is ready; the last result is a token.

        %x, %t = "DIALECT.recv"(%token) <{channel_handle = #DIALECT.channel_handle<handle = 5, type = 3>, is_host_transfer = true}> : (!DIALECT.token) -> (tensor<3x4xi32>, !DIALECT.token)
    """

    MNEMONIC = "recv"
    GENERIC_IN_MHLO = True
    HOST_CHANNEL_TYPE = HOST_TO_DEVICE
    HOST_CHANNEL_NAME = "HOST_TO_DEVICE"
    token = operand_def(AnyAttr())
    res = var_result_def(AnyAttr())

    def verify_(self) -> None:
        self.verify_channel()
        _verify_tokens([self.token], "operand")
        _verify_tensors_then_token(self.res)


class InfeedOp(HloOp):
    """Reads tensors from the host's infeed queue; the last result is a token.

        %x, %t = "DIALECT.infeed"(%token) <{infeed_config = ""}> : (!DIALECT.token) -> (tensor<2x2xi64>, !DIALECT.token)
    """

    MNEMONIC = "infeed"
    GENERIC_IN_MHLO = True
    token = operand_def(AnyAttr())
    infeed_config = opt_prop_def(StringAttr, default_value=StringAttr(""))
    layout = opt_prop_def(ArrayAttr)
    res = var_result_def(AnyAttr())

    def verify_(self) -> None:
        _verify_tokens([self.token], "operand")
        _verify_tensors_then_token(self.res)
        if self.layout is None:
            return
        if len(self.layout.data) != len(self.res) - 1:
            raise VerifyException(
                f"layout-attribute size must be {len(self.res) - 1} (which is the number of op-results - 1 "
                f"(for token result)), but got {len(self.layout.data)}"
            )
        for child in self.layout.data:
            if not isinstance(child, ArrayAttr):
                raise VerifyException(f"layout-attribute expected to have elements of type array, but got {child}")
            for leaf in child.data:
                if not isinstance(leaf, IntegerAttr):
                    raise VerifyException(
                        f"layout-attribute's leaf elements are expected to be of type integer, but got {leaf}"
                    )


class OutfeedOp(HloOp):
    """Writes `inputs` to the host's outfeed queue once `token` is ready.

        %t = "DIALECT.outfeed"(%x, %token) <{outfeed_config = ""}> : (tensor<2x2xi64>, !DIALECT.token) -> !DIALECT.token
    """

    MNEMONIC = "outfeed"
    GENERIC_IN_MHLO = True
    inputs = var_operand_def(AnyAttr())
    token = operand_def(AnyAttr())
    outfeed_config = opt_prop_def(StringAttr, default_value=StringAttr(""))
    result = result_def(AnyAttr())

    def __init__(self, inputs: Sequence[SSAValue], token: SSAValue):
        super().__init__(operands=[list(inputs), token], result_types=[self.HLO_TOKEN_TYPE()])

    def verify_(self) -> None:
        _verify_tokens([self.token], "operand", len(self.inputs))
        _verify_tokens([self.result], "result")


SHARED_OPS: tuple[type[HloOp], ...] = (
    AllReduceOp,
    AllGatherOp,
    AllToAllOp,
    ReduceScatterOp,
    CollectivePermuteOp,
    CollectiveBroadcastOp,
    CrossReplicaSumOp,
    ReplicaIdOp,
    PartitionIdOp,
    CreateTokenOp,
    AfterAllOp,
    SendOp,
    RecvOp,
    InfeedOp,
    OutfeedOp,
)
"""Ops in both mhlo and stablehlo."""

MHLO_ONLY_OPS: tuple[type[HloOp], ...] = ()
STABLEHLO_ONLY_OPS: tuple[type[HloOp], ...] = (CollectiveReduceOp,)
