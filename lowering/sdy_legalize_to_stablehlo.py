"""`sdy-legalize-to-stablehlo`: a Shardy program run on one host, on whole (global) arrays.

What JAX computes for a program over a mesh of devices is a function of the
global arrays; this pass makes that function a plain StableHLO program (no
mesh, no sharding), which the rest of the pipeline compiles for one host:

- `sdy.sharding_constraint` and `sdy.reshard` say where a value lives, not
  what it is (`sdy.sharding_group` goes, `sdy.propagation_barrier` is its
  operand, `sdy.named_computation` its body, `sdy.constant` a
  `stablehlo.constant`), and Shardy's collectives (`sdy.all_gather`, `all_slice`,
  `all_to_all`, `collective_permute`, `all_reduce`) how it moves between
  devices (Shardy's IR keeps the global view): each becomes its operand. `sdy.sharding` attributes (on
  arguments, results and ops) and the `sdy.mesh` ops go.
- `sdy.manual_computation` runs its body once per device of its mesh, in
  lockstep: the body's ops are cloned once per device, on that device's local
  shards (`stablehlo.slice` of each operand along the manual axes its
  in_sharding splits it over); each collective of the body becomes, for each
  device, the data movement between the clones of its process group (as the
  StableHLO spec groups processes: the device ids are partition ids, one
  replica); the results are the devices' values put together along the manual
  axes of the out_shardings (`stablehlo.concatenate`; a dimension not split
  over an axis takes the value of the device at coordinate 0 of it):

    %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>]
        manual_axes={"x"} (%l: tensor<2xf32>) {
      %s = "stablehlo.all_reduce"(%l) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, ...}> ({add})
      sdy.return %s : tensor<2xf32>
    } : (tensor<4xf32>) -> tensor<2xf32>
    ->
    %l0 = stablehlo.slice %a [0:2] : (tensor<4xf32>) -> tensor<2xf32>
    %l1 = stablehlo.slice %a [2:4] : (tensor<4xf32>) -> tensor<2xf32>
    %s0 = stablehlo.add %l0, %l1 : tensor<2xf32>        // device 0's all_reduce
    %s1 = stablehlo.add %l0, %l1 : tensor<2xf32>        // device 1's (unused: replicated result)
    // %0 is %s0

Collectives: all_reduce, all_gather, reduce_scatter, all_to_all (array
form), collective_permute, collective_broadcast, partition_id (the device's
id) and replica_id (0). A reduction whose computation is one elementwise op
of its two arguments becomes that op on the tensors, any other a
`stablehlo.map` of the computation. A call whose callee communicates (JAX's
jitted helpers, `@closed_call` loop bodies) is inlined first; a while loop
whose body communicates becomes one loop that carries every device's values
and runs their conditions and bodies in lockstep, while every device's
condition holds (devices that run collectives together agree on their trip
counts); a nested manual computation (over other axes of the same mesh)
runs in the same lockstep, each device putting the inner results together
from the devices that differ from it on the inner axes only; a conditional (`if`, `case`) whose branches communicate runs every
branch for every device, in lockstep, and each device selects its own
branch's results (the members of a group take the same branch). Not lowered
(a located error): a collective or process id in another region (a
reduction's body, ...), dynamic shapes, and the collectives that
need a host (send, recv, infeed, outfeed) or have no per-device value here
(collective_reduce, cross-replica-sum).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    ComplexType,
    DictionaryAttr,
    IntegerType,
    ModuleOp,
    TensorType,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import SymbolTable

from aiopt.dialects import func, stablehlo
from aiopt.dialects.sdy import (
    CollectiveOp,
    ConstantOp,
    DataFlowEdgeOp,
    ManualComputationOp,
    MeshOp,
    NamedComputationOp,
    PropagationBarrierOp,
    ReshardOp,
    ShardingConstraintOp,
    ShardingGroupOp,
    check_lockstep_devices,
    device_coordinates,
    piece_owners,
    shard_bounds,
)
from aiopt.reference import collectives
from aiopt.reference.collectives import CollectiveError, Process
from aiopt.support.dense_elements import splat
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.passes import DiagnosticPass

SHARDING = "sdy.sharding"

_PROCESS_OPS = frozenset({"partition_id", "replica_id"})
_COLLECTIVES = frozenset(
    {"all_reduce", "all_gather", "reduce_scatter", "all_to_all", "collective_permute", "collective_broadcast"}
)
_UNSUPPORTED = frozenset({"collective_reduce", "cross-replica-sum", "send", "recv", "infeed", "outfeed"})


def _mnemonic(op: Operation) -> str | None:
    if op.name.startswith("sdy."):
        return op.name.removeprefix("sdy.")
    return getattr(type(op), "MNEMONIC", None) if op.name.startswith(("stablehlo.", "mhlo.")) else None


def _callee(call: func.CallOp) -> func.FuncOp | None:
    found = SymbolTable.lookup_symbol(call, call.callee)
    return found if isinstance(found, func.FuncOp) and not found.is_declaration else None


def _communicates(op: Operation, seen: set[int] | None = None) -> bool:
    """Whether `op` or an op nested in it, or a function it calls (transitively), is a collective or process id."""
    seen = set() if seen is None else seen
    for nested in op.walk():
        if _mnemonic(nested) in _COLLECTIVES | _PROCESS_OPS | _UNSUPPORTED:
            return True
        if isinstance(nested, func.CallOp) and (callee := _callee(nested)) is not None and id(callee) not in seen:
            seen.add(id(callee))
            if _communicates(callee, seen):
                return True
    return False


def replace_with_block(rewriter: PatternRewriter, op: Operation, block: Block) -> None:
    """Replace `op` by a copy of `block` (its arguments: the op's operands) without its terminator, whose operands
    become the op's results:

        %r = func.call @f(%a)                    %b = stablehlo.negate %a
        func.func private @f(%x) {       ->      // %r is %b
          %y = stablehlo.negate %x
          return %y
    """
    mapping: dict[SSAValue, SSAValue] = dict(zip(block.args, op.operands))
    for block_op in list(block.ops)[:-1]:
        rewriter.insert(block_op.clone(value_mapper=mapping), InsertPoint.before(op))
    rewriter.replace(op, [], [mapping.get(v, v) for v in block.last_op.operands])


def inline_communicating_calls(region: Region, rewriter: PatternRewriter) -> set[str]:
    """Inline each `func.call` in `region` whose callee communicates (`_communicates`), until none is left: JAX
    calls its jitted helpers and loop bodies (`@closed_call`), whose collectives run per device too. The names of
    the functions inlined."""
    inlined: set[str] = set()
    while True:
        calls = [c for c in region.walk() if isinstance(c, func.CallOp) and _communicates(c)]
        if not calls:
            return inlined
        for call in calls:
            inlined.add(call.callee.string_value())
            callee = _callee(call)
            if callee is None or len(callee.body.blocks) != 1:
                raise DiagnosticError(
                    op_error_message(call, "calls a function that cannot be inlined (sdy-legalize-to-stablehlo)"), call
                )
            replace_with_block(rewriter, call, callee.body.block)


class ConstraintToOperand(RewritePattern):
    """`sdy.sharding_constraint`, `sdy.reshard`, `sdy.propagation_barrier` and `sdy.data_flow_edge` become their
    operand (a sharding is no value); a `sdy.sharding_group` (which computes nothing) goes; `sdy.constant` becomes `stablehlo.constant`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, ShardingConstraintOp | ReshardOp | PropagationBarrierOp | DataFlowEdgeOp):
            rewriter.replace(op, [], [op.input])
        elif isinstance(op, ShardingGroupOp):
            rewriter.erase(op)
        elif isinstance(op, ConstantOp):
            rewriter.replace(op, stablehlo.ConstantOp(op.value))


class NamedComputationToBody(RewritePattern):
    """`sdy.named_computation` becomes its body (a name for a block of ops; Shardy propagates as if inlined)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: NamedComputationOp, rewriter: PatternRewriter) -> None:
        replace_with_block(rewriter, op, op.body.block)


class CollectiveToOperand(RewritePattern):
    """Shardy's collectives (`sdy.all_gather`, ...) become their operand: they lay the global tensor out anew."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, CollectiveOp):
            rewriter.replace(op, [], [op.tensor])


class ManualComputationToStablehlo(RewritePattern):
    """`sdy.manual_computation` becomes its body cloned per device, in lockstep (see the module docstring)."""

    def __init__(self) -> None:
        self.inlined: set[str] = set()
        """The functions whose calls it inlined (the pass erases those left private and uncalled)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ManualComputationOp, rewriter: PatternRewriter) -> None:
        parent = op.parent_op()
        while parent is not None:
            if isinstance(parent, ManualComputationOp):
                return  # lowered with the outermost one
            parent = parent.parent_op()
        self.inlined |= inline_communicating_calls(op.body, rewriter)
        rewriter.replace(op, [], _Lockstep(op, rewriter).run())


@dataclass
class _Lockstep:
    """The body of one manual computation, run for every device of its mesh, op by op."""

    op: ManualComputationOp
    rewriter: PatternRewriter

    def __post_init__(self) -> None:
        mesh = self.op.mesh()
        if mesh is None:
            raise DiagnosticError(op_error_message(self.op, "has no mesh"), self.op)
        check_lockstep_devices(self.op, mesh, "cloned for")
        self.mesh = mesh
        self.manual = self.op.manual_axes.names()
        self.coordinates = device_coordinates(mesh)
        self.size = max(self.coordinates, default=0) + 1
        self.values: dict[int, dict[SSAValue, SSAValue]] = {d: {} for d in self.coordinates}
        self._slices: dict[tuple, SSAValue] = {}
        self._point = InsertPoint.before(self.op)

    def insert(self, op: Operation) -> Operation:
        self.rewriter.insert(op, self._point)
        return op

    def _run_block(self, block: Block, args: dict[int, Sequence[SSAValue]]) -> dict[int, list[SSAValue]]:
        """Each device's values of what `block` returns, its ops cloned per device at the insertion point."""
        for device, values in args.items():
            self.values[device].update(zip(block.args, values))
        for body_op in list(block.ops)[:-1]:
            self._step(body_op)
        return {d: [mapping[v] for v in block.last_op.operands] for d, mapping in self.values.items()}

    def run(self) -> list[SSAValue]:
        """The global results, after the body's clones (inserted before the op)."""
        op, block = self.op, self.op.body.block
        for value in (*op.tensors, *op.results):
            if not isinstance(value.type, TensorType) or not value.type.has_static_shape():
                raise DiagnosticError(
                    op_error_message(
                        op, "with dynamic shapes cannot be run on one host yet (sdy-legalize-to-stablehlo)"
                    ),
                    op,
                )
        for operand, arg, sharding in zip(op.tensors, block.args, op.in_shardings.shardings.data):
            for device, where in self.coordinates.items():
                bounds = shard_bounds(sharding, self.manual, self.mesh, where, operand.type.get_shape())
                self.values[device][arg] = self._slice(operand, bounds)
        returned = self._run_block(block, {})
        return [
            self._assemble(returned, index, piece_owners(sharding, self.manual, self.mesh), result)
            for index, (sharding, result) in enumerate(zip(op.out_shardings.shardings.data, op.results))
        ]

    def _slice(self, value: SSAValue, bounds: Sequence[tuple[int, int]]) -> SSAValue:
        if all(start == 0 and limit == size for (start, limit), size in zip(bounds, value.type.get_shape())):
            return value
        key = (value, tuple(bounds))
        if key not in self._slices:
            starts, limits = [b[0] for b in bounds], [b[1] for b in bounds]
            self._slices[key] = self.insert(stablehlo.SliceOp(value, starts, limits)).results[0]
        return self._slices[key]

    def _step(self, body_op: Operation) -> None:
        mnemonic = _mnemonic(body_op)
        if mnemonic in _UNSUPPORTED:
            raise DiagnosticError(
                op_error_message(
                    body_op, "in a manual computation cannot be run on one host (sdy-legalize-to-stablehlo)"
                ),
                body_op,
            )
        if mnemonic in _COLLECTIVES or mnemonic in _PROCESS_OPS:
            for device in self.values:
                results = self._collective(body_op, mnemonic, device)
                self.values[device].update(zip(body_op.results, results))
            return
        if isinstance(body_op, ManualComputationOp):
            self._nested(body_op)
            return
        if _mnemonic(body_op) == "while" and _communicates(body_op):
            self._while(body_op)
            return
        if _mnemonic(body_op) in ("if", "case") and _communicates(body_op):
            self._conditional(body_op)
            return
        for nested in body_op.walk():
            if nested is not body_op and _mnemonic(nested) in _COLLECTIVES | _PROCESS_OPS | _UNSUPPORTED:
                raise DiagnosticError(
                    op_error_message(
                        nested,
                        "inside a region of a manual computation's op cannot be run on one "
                        "host yet (sdy-legalize-to-stablehlo)",
                    ),
                    nested,
                )
        for mapping in self.values.values():
            self.insert(body_op.clone(value_mapper=mapping))

    def _while(self, loop: Operation) -> None:
        """A loop whose body communicates: one loop that carries every device's values and runs every device's
        condition and body in lockstep; it goes on while every device's condition holds (devices run collectives
        together, so their trip counts agree)."""
        devices, count = list(self.values), len(loop.operands)
        operands = [self.values[d][v] for d in devices for v in loop.operands]
        regions = [Region(Block(arg_types=[v.type for v in operands])) for _ in range(2)]

        def per_device(block: Block) -> dict[int, Sequence[SSAValue]]:
            return {d: block.args[i * count : (i + 1) * count] for i, d in enumerate(devices)}

        outer = self._point, self._slices
        for region, (old, combine) in zip(regions, ((loop.cond, self._all), (loop.body, self._flatten))):
            self._point, self._slices = InsertPoint.at_end(region.block), {}
            returned = self._run_block(old.block, per_device(region.block))
            self.insert(type(old.block.last_op)(combine([returned[d] for d in devices])))
        self._point, self._slices = outer
        new = self.insert(type(loop)(operands, *regions))
        for i, device in enumerate(devices):
            self.values[device].update(zip(loop.results, new.results[i * count : (i + 1) * count]))

    def _nested(self, inner: ManualComputationOp) -> None:
        """A manual computation in the body (a nested shard_map, over other axes of the same mesh): each device
        cuts its values along the inner manual axes and runs the inner body in the same lockstep; its results
        are put together, for each device, from the devices that differ from it on the inner manual axes only."""
        if inner.mesh() != self.mesh:
            raise DiagnosticError(
                op_error_message(
                    inner,
                    "over another mesh than its enclosing manual computation's cannot be run "
                    "on one host (sdy-legalize-to-stablehlo)",
                ),
                inner,
            )
        manual, block = inner.manual_axes.names(), inner.body.block
        for device, where in self.coordinates.items():
            for operand, arg, sharding in zip(inner.tensors, block.args, inner.in_shardings.shardings.data):
                value = self.values[device][operand]
                bounds = shard_bounds(sharding, manual, self.mesh, where, value.type.get_shape())
                self.values[device][arg] = self._slice(value, bounds)
        returned = self._run_block(block, {})
        for index, (sharding, result) in enumerate(zip(inner.out_shardings.shardings.data, inner.results)):
            for device, where in self.coordinates.items():
                owners = piece_owners(sharding, manual, self.mesh, where)
                self.values[device][result] = self._assemble(returned, index, owners, result)

    def _conditional(self, conditional: Operation) -> None:
        """A conditional whose branches communicate: every branch runs for every device, in lockstep (the members
        of a group take the same branch), and each device selects the results of its own branch."""
        if any(not isinstance(r.type, TensorType) for r in conditional.results):
            raise DiagnosticError(
                op_error_message(
                    conditional, "with non-tensor results cannot be run on one host yet (sdy-legalize-to-stablehlo)"
                ),
                conditional,
            )
        if _mnemonic(conditional) == "if":
            branches = [conditional.true_branch, conditional.false_branch]
        else:
            branches = list(conditional.branches)
        taken = [self._run_block(branch.block, {}) for branch in branches]
        for device, mapping in self.values.items():
            selector = mapping[conditional.operands[0]]
            results = taken[-1][device]
            for index in range(len(branches) - 2, -1, -1):
                if _mnemonic(conditional) == "if":
                    chosen = selector
                else:
                    number = self.insert(stablehlo.ConstantOp(splat(selector.type, index))).results[0]
                    chosen = self.insert(stablehlo.CompareOp(selector, number, "EQ")).results[0]
                results = [
                    self.insert(stablehlo.SelectOp(chosen, a, b)).results[0]
                    for a, b in zip(taken[index][device], results)
                ]
            mapping.update(zip(conditional.results, results))

    def _all(self, conditions: list[list[SSAValue]]) -> list[SSAValue]:
        flag = conditions[0][0]
        for (other,) in conditions[1:]:
            flag = self.insert(stablehlo.AndOp(flag, other)).results[0]
        return [flag]

    @staticmethod
    def _flatten(values: list[list[SSAValue]]) -> list[SSAValue]:
        return [v for per_device in values for v in per_device]

    # -- collectives ---------------------------------------------------------

    def _process(self, device: int) -> Process:
        """The device as the process (replica 0, partition = device id) whose groups the StableHLO spec gives."""
        return Process(0, device, 1, self.size, communicator=None)  # type: ignore[arg-type]

    def _group(self, body_op: Operation, device: int, grouping, groups) -> list[int] | None:
        process = self._process(device)
        try:
            return collectives.group_of(process, grouping(groups, process))
        except CollectiveError as error:
            raise DiagnosticError(op_error_message(body_op, str(error)), body_op) from None

    def _required_group(self, body_op: Operation, device: int, grouping, groups) -> list[int]:
        group = self._group(body_op, device, grouping, groups)
        if group is None:
            raise DiagnosticError(op_error_message(body_op, f"device {device} is in no process group"), body_op)
        return group

    def _operands(self, body_op: Operation, device: int) -> list[SSAValue]:
        return [self.values[device][v] for v in body_op.operands]

    def _collective(self, body_op: Operation, mnemonic: str, device: int) -> list[SSAValue]:
        if mnemonic in _PROCESS_OPS:
            number = device if mnemonic == "partition_id" else 0
            return [self.insert(stablehlo.ConstantOp(splat(body_op.results[0].type, number))).results[0]]
        if mnemonic == "collective_permute":
            return [self._permute(body_op, device)]
        if mnemonic in ("all_to_all", "collective_broadcast"):
            grouping = collectives.exchange_groups(body_op.channel_id())
        else:
            grouping = collectives.reduction_groups(body_op.channel_id(), body_op.uses_global_device_ids())
        if mnemonic == "collective_broadcast":
            group = self._group(body_op, device, grouping, body_op.groups())
            if group is None:
                return [self._zeros(r.type) for r in body_op.results]
            return self._operands(body_op, group[0])
        group = self._required_group(body_op, device, grouping, body_op.groups())
        members = [self._operands(body_op, m) for m in group]
        results = []
        for index, result in enumerate(body_op.results):
            values = [operands[index] for operands in members]
            results.append(self._gather_one(body_op, mnemonic, values, group.index(device), result.type))
        return results

    def _gather_one(self, body_op: Operation, mnemonic: str, values: list[SSAValue], me: int, result_type) -> SSAValue:
        """One result of all_reduce, all_gather, reduce_scatter or all_to_all at member `me` of the group."""
        if mnemonic == "all_gather":
            return self._concatenate(values, body_op.all_gather_dim.value.data)
        if mnemonic == "all_to_all":
            if body_op.is_tuple_form():
                raise DiagnosticError(
                    op_error_message(
                        body_op, "in tuple form cannot be run on one host yet (sdy-legalize-to-stablehlo)"
                    ),
                    body_op,
                )
            split, concat = body_op.split_dimension.value.data, body_op.concat_dimension.value.data
            pieces = [self._piece(v, split, me, len(values)) for v in values]
            return self._concatenate(pieces, concat)
        reduced = values[0]
        for value in values[1:]:
            reduced = self._reduce(body_op, reduced, value)
        if mnemonic == "reduce_scatter":
            return self._piece(reduced, body_op.scatter_dimension.value.data, me, len(values))
        return reduced

    def _piece(self, value: SSAValue, dim: int, index: int, count: int) -> SSAValue:
        """Piece `index` of `count` equal pieces of `value` along `dim`."""
        shape = value.type.get_shape()
        size = shape[dim] // count
        bounds = [(0, s) if d != dim else (index * size, (index + 1) * size) for d, s in enumerate(shape)]
        return self._slice(value, bounds)

    def _concatenate(self, values: list[SSAValue], dim: int) -> SSAValue:
        if len(values) == 1:
            return values[0]
        return self.insert(stablehlo.ConcatenateOp(values, dim)).results[0]

    def _reduce(self, body_op: Operation, a: SSAValue, b: SSAValue) -> SSAValue:
        """The op's computation applied elementwise: its one elementwise op on the tensors, or a map."""
        block = body_op.computation.block
        first = block.first_op
        if (
            first is not None
            and first.next_op is block.last_op
            and list(first.operands) == list(block.args)
            and list(block.last_op.operands) == list(first.results)
            and not first.regions
            and not first.properties
            and not first.attributes
        ):
            return self.insert(type(first).create(operands=[a, b], result_types=[a.type])).results[0]
        return self.insert(stablehlo.MapOp([a, b], body_op.computation.clone())).results[0]

    def _permute(self, body_op: Operation, device: int) -> SSAValue:
        """The value the pair whose target is `device` sends to it, else zeros."""
        process = self._process(device)
        channel = body_op.channel_handle.field("handle") if body_op.channel_handle is not None else 0
        pairs = collectives.exchange_groups(channel)(body_op.pairs(), process)
        try:
            collectives.group_of(process, pairs)
        except CollectiveError as error:
            raise DiagnosticError(op_error_message(body_op, str(error)), body_op) from None
        for source, target in pairs:
            if target == (0, device):
                return self.values[source[1]][body_op.operands[0]]
        return self._zeros(body_op.results[0].type)

    def _zeros(self, type_: TensorType) -> SSAValue:
        element = type_.get_element_type()
        zero = 0 if isinstance(element, IntegerType) else (0.0, 0.0) if isinstance(element, ComplexType) else 0.0
        return self.insert(stablehlo.ConstantOp(splat(type_, zero))).results[0]

    # -- results ---------------------------------------------------------------

    def _assemble(
        self, returned: dict[int, list[SSAValue]], index: int, owners: dict[tuple, int], result: SSAValue
    ) -> SSAValue:
        """A result put together: each piece from the device that owns it, concatenated along each split dimension."""
        rank = len(result.type.get_shape())
        counts = [1 + max(key[d] for key in owners) for d in range(rank)]

        def build(prefix: tuple[int, ...]) -> SSAValue:
            dim = len(prefix)
            if dim == rank:
                return returned[owners[prefix]][index]
            return self._concatenate([build((*prefix, j)) for j in range(counts[dim])], dim)

        return build(())


def strip_sharding_attributes(module: ModuleOp) -> None:
    """Drop `sdy.sharding` from every op and from functions' argument and result attributes."""
    for op in module.walk():
        op.attributes.pop(SHARDING, None)
        for name in ("arg_attrs", "res_attrs"):
            attrs = op.properties.get(name)
            if isinstance(attrs, ArrayAttr) and any(SHARDING in d.data for d in attrs.data):
                op.properties[name] = ArrayAttr(
                    [DictionaryAttr({k: v for k, v in d.data.items() if k != SHARDING}) for d in attrs.data]
                )


def populate_sdy_legalize_to_stablehlo_patterns() -> list[RewritePattern]:
    """The patterns of `sdy-legalize-to-stablehlo`."""
    return [NamedComputationToBody(), ConstraintToOperand(), CollectiveToOperand(), ManualComputationToStablehlo()]


@dataclass(frozen=True)
class SdyLegalizeToStablehloPass(DiagnosticPass):
    """Run a Shardy program on one host: shardings are dropped, manual computations run per device in lockstep.

    Example, `ai-opt --sdy-legalize-to-stablehlo`:

        sdy.mesh @mesh = <["x"=2]>
        func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
          %r = sdy.manual_computation(%x) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>]
              manual_axes={"x"} (%a: tensor<2xf32>) {
            %n = stablehlo.negate %a : tensor<2xf32>
            sdy.return %n : tensor<2xf32>
          } : (tensor<4xf32>) -> tensor<4xf32>
          func.return %r : tensor<4xf32>
        }

    becomes (the body once per device of the mesh, on its slice)

        %0 = stablehlo.slice %arg0 [0:2] : (tensor<4xf32>) -> tensor<2xf32>
        %1 = stablehlo.slice %arg0 [2:4] : (tensor<4xf32>) -> tensor<2xf32>
        %2 = stablehlo.negate %0 : tensor<2xf32>
        %3 = stablehlo.negate %1 : tensor<2xf32>
        %4 = stablehlo.concatenate %2, %3, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
    """

    name = "sdy-legalize-to-stablehlo"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if not any(o.name.startswith("sdy.") for o in op.walk()):
            return
        # Named computations and constraints first, so that the bodies cloned per device have none.
        patterns = populate_sdy_legalize_to_stablehlo_patterns()
        for pattern in patterns:
            # The others again on what they make (named computations in named computations); a manual
            # computation's lowering once (it lowers the ones nested in it).
            again = not isinstance(pattern, ManualComputationToStablehlo)
            PatternRewriteWalker(pattern, apply_recursively=again).rewrite_module(op)
        inlined = set().union(*(p.inlined for p in patterns if isinstance(p, ManualComputationToStablehlo)))
        called = {c.callee.string_value() for c in op.walk() if isinstance(c, func.CallOp)}
        for function in list(op.body.block.ops):
            if isinstance(function, func.FuncOp) and function.sym_name.data in inlined - called:
                if function.sym_visibility is not None and function.sym_visibility.data == "private":
                    function.detach()
                    function.erase()
        for mesh in [o for o in op.walk() if isinstance(o, MeshOp)]:
            mesh.detach()
            mesh.erase()
        strip_sharding_attributes(op)
