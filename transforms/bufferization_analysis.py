"""The in-place analysis of One-Shot Bufferize: which tensor writes may reuse their operand's buffer.

An op that writes a tensor (the `outs` of a linalg op, the `dest` of
`tensor.insert`/`insert_slice`, the `iter_args` of `scf.for`) bufferizes *in
place* (into the buffer of that operand) unless this would change what
another op reads: the write conflicts when a value that may share the buffer
and was defined before the write is read after it (in program order, or in a
later iteration of a loop around both), or when the buffer is not writable
(a constant, a function argument outside `bufferize-function-boundaries`).
Ops are decided in program order and every in-place decision merges the
result into its operand's alias set, so that a chain of element-wise ops on
dead values reuses one buffer:

    %1 = linalg.generic ins(%x) outs(%x)   // in place: %x is not read later
    %2 = linalg.generic ins(%1) outs(%1)   // in place
    %3 = linalg.generic ins(%1) outs(%e)   // %e read below: out of place (copy)
    ... %e ...

A linalg op may write in place into a buffer that one of its inputs also
reads only when both are accessed element by element (same indexing map, all
loops parallel).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from math import prod

from xdsl.dialects.builtin import (
    ComplexType,
    IndexType,
    IntegerType,
    MemRefType,
    TensorType,
    UnrealizedConversionCastOp,
    VectorType,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, SSAValue, Use

from aiopt.dialects import affine, linalg, scf, tensor
from aiopt.dialects.linalg import dps_outputs
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.op_order import OpOrder
from aiopt.support.worklist_population import walk_ops

VIEW_OPS = (
    tensor.ExtractSliceOp,
    tensor.CollapseShapeOp,
    tensor.ExpandShapeOp,
    tensor.ReshapeOp,
    tensor.CastOp,
    # convert-mhlo-to-linalg casts unsigned tensors to signless ones and back.
    UnrealizedConversionCastOp,
)
"""Ops whose tensor result bufferizes to a view of their first operand's buffer."""


def is_view(op: Operation) -> bool:
    """Whether `op`'s result is a view of its first operand's buffer: a VIEW_OPS op, an unrealized cast only from
    one value to one (`builtin.unrealized_conversion_cast to tensor<i32>`, from nothing, is no view of anything).
    """
    if isinstance(op, UnrealizedConversionCastOp):
        return len(op.operands) == 1 and len(op.results) == 1
    return isinstance(op, VIEW_OPS)


LOOP_OPS = (scf.ForOp, scf.WhileOp, scf.ParallelOp, affine.ForOp, affine.ParallelOp)
LOOP_OP_NAMES = ("scf.forall",)
"""Loops of no class here (xDSL 0.74 has no scf.forall): only an unregistered op can be one."""

EXCLUSIVE_REGION_OPS = (scf.IfOp, scf.IndexSwitchOp, scf.ExecuteRegionOp)
"""Ops of which only one region runs (once)."""


def is_tensor(value: SSAValue) -> bool:
    return isinstance(value.type, TensorType)


MAX_BUFFER_BYTES = 2**63 - 1
"""The most bytes a buffer can have: sizes and offsets in bytes must fit a signed 64-bit index."""


def element_bytes(type_: Attribute) -> int:
    """The bytes one element of `type_` takes in memory (at least one; index is 64 bits)."""
    if isinstance(type_, ComplexType):
        return 2 * element_bytes(type_.element_type)
    if isinstance(type_, VectorType):
        return prod(type_.get_shape()) * element_bytes(type_.element_type)
    if isinstance(type_, IndexType):
        return 8
    width = getattr(type_, "bitwidth", None)
    if isinstance(type_, IntegerType):
        width = type_.width.data
    return max(1, -(-width // 8)) if isinstance(width, int) else 1


def static_byte_size(type_: Attribute) -> int | None:
    """The bytes a buffer of a statically shaped tensor or memref type takes; None for others."""
    if not isinstance(type_, (TensorType, MemRefType)) or not type_.has_static_shape():
        return None
    return prod(type_.get_shape()) * element_bytes(type_.element_type)


def check_buffer_size(type_: Attribute, op: Operation) -> None:
    """Raise a located error at `op` when a buffer of `type_` could not exist (more than 2^63 - 1 bytes)."""
    size = static_byte_size(type_)
    if size is not None and size > MAX_BUFFER_BYTES:
        raise DiagnosticError(
            op_error_message(
                op, f"a buffer of type {type_} needs {size} bytes, more than any buffer can have (2^63 - 1)"
            ),
            op,
        )


def unstructured_op(root: Operation, involves: Callable[[SSAValue], bool]) -> Operation | None:
    """The first op under `root` with a region of several blocks, if values that `involves` picks appear there.

    The bufferization passes handle structured control flow only (scf and
    affine regions of one block); branches are fine where no such value is.
    """
    for op in walk_ops(root):
        if any(len(region.blocks) > 1 for region in op.regions):
            nested = (
                v
                for inner in op.walk()
                for v in (*inner.results, *(a for r in inner.regions for b in r.blocks for a in b.args))
            )
            if any(involves(v) for v in nested):
                return op
    return None


def region_yields(op: Operation) -> list[Operation]:
    """The `scf.yield`s that end the blocks of `op`'s regions: each gives a possible value of the results."""
    return [
        block.last_op
        for region in op.regions
        for block in region.blocks
        if isinstance(block.last_op, scf.YieldOp)
    ]


def loop_init_index(loop: Operation, k: int) -> int:
    """The operand index of the init of value `k` of `loop` (an scf.for, whose inits follow its bounds and
    step, or an scf.while)."""
    return k + (3 if isinstance(loop, scf.ForOp) else 0)


def iteration_edges(loop: Operation) -> list[tuple[Block, Operation, int, int]]:
    """For each region of `loop` (an scf.for or scf.while): its block, its terminator, and where value 0 of
    the loop is among the block's arguments and among the terminator's operands (scf.for's block starts with
    the induction variable, an scf.condition with the condition)."""
    argument = 1 if isinstance(loop, scf.ForOp) else 0
    edges = []
    for region in loop.regions:
        terminator = region.block.last_op
        edges.append((region.block, terminator, argument, 1 if isinstance(terminator, scf.ConditionOp) else 0))
    return edges


def is_dps_linalg(op: Operation) -> bool:
    """Linalg ops in destination-passing style: their results are written into their `outs`."""
    return bool(dps_outputs(op))


def written_operands(op: Operation) -> list[tuple[int, int]]:
    """(operand index, result index) of each tensor operand that `op` writes and returns as that result."""
    if is_dps_linalg(op):
        outputs = dps_outputs(op)
        first = len(op.operands) - len(outputs)
        return [(first + i, i) for i, out in enumerate(outputs) if is_tensor(out)]
    if isinstance(op, tensor.InsertOp | tensor.InsertSliceOp):
        return [(1, 0)]
    if isinstance(op, scf.ForOp):
        return [(loop_init_index(op, i), i) for i in range(len(op.results)) if is_tensor(op.results[i])]
    if isinstance(op, scf.WhileOp):
        return [(i, i) for i, value in enumerate(op.operands) if is_tensor(value)]
    return []


def linalg_reads_output(op: Operation, operand_index: int) -> bool:
    """Whether a linalg op's payload reads the `outs` operand (its block argument is used)."""
    regions = op.regions
    if not regions or not regions[0].blocks:
        return True
    if isinstance(op, linalg.FillOp | linalg.CopyOp | linalg.BroadcastOp | linalg.TransposeOp):
        return False
    arg = regions[0].block.args[operand_index] if operand_index < len(regions[0].block.args) else None
    return arg is None or bool(arg.uses)


def reads(use: Use) -> bool:
    """Whether the op of `use` reads the operand's buffer contents (views and yields only alias it)."""
    op = use.operation
    if isinstance(op, (*VIEW_OPS, tensor.DimOp)):
        return False
    if isinstance(op, scf.YieldOp) and isinstance(op.parent_op(), EXCLUSIVE_REGION_OPS):
        return False
    if is_dps_linalg(op) and use.index >= len(op.operands) - len(dps_outputs(op)):
        return linalg_reads_output(op, use.index)
    return True


def _elementwise_pair(op: Operation, read_index: int, write_index: int) -> bool:
    """Whether a linalg op reads operand `read_index` and writes `write_index` element by element in step."""
    if not hasattr(op, "indexing_maps") or not hasattr(op, "iterator_types"):
        return False
    maps = op.indexing_maps.data
    parallel = all(it.data.value == "parallel" for it in op.iterator_types.data)
    return parallel and maps[read_index] == maps[write_index]


def ancestors(op: Operation) -> list[Operation]:
    """`op` and every op around it, innermost first."""
    chain = []
    current: Operation | None = op
    while current is not None:
        chain.append(current)
        current = current.parent_op()
    return chain


def defining_point(value: SSAValue) -> tuple[Operation | None, Block | None]:
    """The op that defines `value`, or the block whose argument it is."""
    if isinstance(value, OpResult):
        return value.op, None
    assert isinstance(value, BlockArgument)
    return None, value.block


def _common(a: Operation, b: Operation) -> tuple[Operation, Operation] | None:
    """The ancestors of `a` and `b` (or themselves) that lie in one block, or None."""
    b_chain = ancestors(b)
    for x in ancestors(a):
        for y in b_chain:
            if x.parent_block() is y.parent_block() and x.parent_block() is not None:
                return x, y
    return None


def _is_before(a: Operation, b: Operation, order: OpOrder | None) -> bool:
    """`a` strictly precedes `b` in their common block."""
    if order is not None:
        return order.is_before(a, b)
    # Out from `a` both ways at once: as far as `b` is from it, not from the start of the block (a rewrite asks
    # about ops near each other, in blocks of thousands).
    forward, backward = a.next_op, a.prev_op
    while forward is not None or backward is not None:
        if forward is b:
            return True
        if backward is b:
            return False
        forward = forward.next_op if forward is not None else None
        backward = backward.prev_op if backward is not None else None
    assert a is b, "ops of different blocks"
    return False


def defined_before(value: SSAValue, op: Operation, order: OpOrder | None = None) -> bool:
    """Whether `value` holds its value before `op` runs (and so a write by `op` clobbers it).

    `order` numbers the ops of unchanged IR (an analysis's); without it each question walks the block.
    """
    definer, block = defining_point(value)
    if block is not None:
        return block.parent_op() in ancestors(op) or block.parent_op() is None
    assert definer is not None
    pair = _common(definer, op)
    if pair is None:
        return False
    a, b = pair
    return a is not b and _is_before(a, b, order)


def holds_value_from_before(value: SSAValue, op: Operation, order: OpOrder | None = None) -> bool:
    """Whether `value` stands for contents from before `op` runs: defined before it, or a view of such a value.

    A slice (or branch result) taken after `op` of a tensor from before `op` still means the old contents,
    which a write by `op` would change; results of writes after `op` are newer contents.
    """
    if defined_before(value, op, order):
        return True
    if not isinstance(value, OpResult):
        return False
    owner = value.op
    if owner in ancestors(op):
        # A branch op around `op` returns what the branch that runs `op` yields, which may be a value from before
        # `op` (a case result that forwards an outer tensor while the branch writes another into its buffer).
        if isinstance(owner, EXCLUSIVE_REGION_OPS) and owner is not op:
            branch = next(x for x in ancestors(op) if x.parent_op() is owner)
            end = branch.parent_block().last_op
            if isinstance(end, scf.YieldOp) and holds_value_from_before(end.operands[value.index], op, order):
                return True
            # In a loop around the branch op, another branch runs in a later iteration and returns what it
            # yields: a value from before the loop still has the contents `op` overwrote in an earlier one
            # (seed 24502 program 133: one case of a while loop wrote into the buffer that another returned).
            return any(
                y is not end
                and holds_value_from_before(y.operands[value.index], op, order)
                and _in_loop_around(owner, y.operands[value.index])
                for y in region_yields(owner)
            )
        return False
    if is_view(owner):
        return holds_value_from_before(owner.operands[0], op, order)
    if isinstance(owner, EXCLUSIVE_REGION_OPS):
        return any(holds_value_from_before(y.operands[value.index], op, order) for y in region_yields(owner))
    return False


def _in_loop_around(op: Operation, value: SSAValue) -> bool:
    """Whether a loop around `op` does not contain the definition of `value` (so `op` runs again after it).

    A view's contents are those of the value it views: a slice taken in the loop of a tensor from before it
    reads the old buffer in every iteration (seed 24502 program 133), so its definition is the viewed one's.
    """
    loops = [loop for loop in ancestors(op)[1:] if isinstance(loop, LOOP_OPS) or loop.name in LOOP_OP_NAMES]
    if not loops:
        return False  # most ops: what is around them is looked up only for those in a loop
    while isinstance(value, OpResult) and is_view(value.op):
        value = value.op.operands[0]
    definer, block = defining_point(value)
    inner = definer if definer is not None else block.parent_op()
    around_definition = ancestors(inner) if inner is not None else []
    return any(loop not in around_definition for loop in loops)


def happens_after(reader: Operation, writer: Operation, value: SSAValue, order: OpOrder | None = None) -> bool:
    """Whether `reader` may run after `writer` while still expecting the value of `value` from before it."""
    pair = _common(reader, writer)
    if pair is None:
        return True
    a, b = pair
    if a is b:
        if a is reader and a is not writer:
            # The writer is inside a region of the reader, which read its operands (a loop's init) first.
            return False
        if a is writer:
            return True
        # Different regions of one op: of a branch op only one runs, but a loop around it that does not hold
        # `value`'s definition runs another branch next time, which still reads `value` (the write in the
        # else branch of one trip, the read in the then branch of the next: seed 22311 #35); a loop region's
        # own arguments are new values in every iteration, read before the other region writes them.
        if isinstance(value, BlockArgument) and value.block.parent_op() is a:
            return False
        return not isinstance(a, EXCLUSIVE_REGION_OPS) or _in_loop_around(a, value)
    if _is_before(b, a, order):
        return True
    # The reader runs first, and again after the writer in the next iteration of a loop around both.
    return _in_loop_around(b, value)


class AliasSets:
    """Union-find over tensor values that may share a buffer."""

    def __init__(self) -> None:
        self._parent: dict[SSAValue, SSAValue] = {}
        self._members: dict[SSAValue, list[SSAValue]] = {}

    def find(self, value: SSAValue) -> SSAValue:
        self._parent.setdefault(value, value)
        self._members.setdefault(value, [value])
        root = value
        while self._parent[root] is not root:
            root = self._parent[root]
        self._parent[value] = root
        return root

    def union(self, a: SSAValue, b: SSAValue) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra is not rb:
            self._parent[rb] = ra
            self._members[ra].extend(self._members.pop(rb))

    def members(self, value: SSAValue) -> list[SSAValue]:
        return self._members[self.find(value)]


class InPlaceAnalysis:
    """Decide, for every written tensor operand, whether it bufferizes in place.

    `writable(value)` says whether a value's own buffer may be written (not
    a constant, not a read-only argument).
    """

    def __init__(self, writable) -> None:
        self.writable = writable
        self.aliases = AliasSets()
        self.in_place: set[tuple[Operation, int]] = set()
        self.order = OpOrder()  # the analysis only reads the IR: one numbering of each block serves it all
        self._last_user: dict[SSAValue, Operation | None] = {}
        self._reads: dict[tuple[Operation, int], bool] = {}

    def run(self, root: Operation) -> None:
        ops = list(root.walk())
        # Views, branch results and loop results share buffers whatever is decided: known before any decision.
        for op in ops:
            self._union_aliases(op)
        for op in ops:
            self._decide(op)

    def is_in_place(self, op: Operation, operand_index: int) -> bool:
        return (op, operand_index) in self.in_place

    def _union_aliases(self, op: Operation) -> None:
        if is_view(op) and is_tensor(op.results[0]):
            self.aliases.union(op.operands[0], op.results[0])
        elif isinstance(op, EXCLUSIVE_REGION_OPS):
            for terminator in region_yields(op):
                for result, yielded in zip(op.results, terminator.operands):
                    if is_tensor(result):
                        self.aliases.union(result, yielded)
        elif isinstance(op, scf.ForOp):
            for k, result in enumerate(op.results):
                if is_tensor(result):
                    self.aliases.union(result, op.body.block.args[1 + k])
        elif isinstance(op, scf.WhileOp):
            # Result k is the condition's operand k, the after region's argument k; the before region may have
            # fewer arguments (as many as the inits: `%r:6 = scf.while (%a = ..., ...x5)`).
            for k, result in enumerate(op.results):
                if is_tensor(result):
                    for region in op.regions:
                        if k < len(region.block.args):
                            self.aliases.union(result, region.block.args[k])

    def _decide(self, op: Operation) -> None:
        """Decide each tensor operand `op` writes: in place (sharing its result's buffer) unless that conflicts."""
        for operand_index, result_index in written_operands(op):
            value = op.operands[operand_index]
            if not self._conflicts(op, operand_index, value):
                self.in_place.add((op, operand_index))
                self.aliases.union(value, op.results[result_index])

    def _conflicts(self, writer: Operation, operand_index: int, value: SSAValue) -> bool:
        """Whether writing `value`'s buffer in place at `writer` could change what another op reads."""
        members = self.aliases.members(value)
        if not all(self.writable(member) for member in members):
            return True
        # Outside loops, a value whose uses all come before the writer in its block reads nothing the write changes:
        # alias sets grow along a program (a residual stream through 24 transformer layers), and asking each use
        # of each of them again at every write was quadratic.
        in_loop = any(isinstance(op, LOOP_OPS) or op.name in LOOP_OP_NAMES for op in ancestors(writer)[1:])
        for member in members:
            if member is not value and not in_loop and self._used_only_before(member, writer):
                continue
            if member is not value and not holds_value_from_before(member, writer, self.order):
                continue
            for use in _uses(member):
                reader = use.operation
                if reader is writer:
                    if use.index == operand_index:
                        # In a loop that does not hold `member`'s definition the op runs again and reads
                        # `member` after its own write (upstream's canUseOpDominance is false).
                        if _in_loop_around(writer, member) and reads(use):
                            return True
                        continue
                    # Another operand of the op written in place into the same buffer: two results in one
                    # buffer (`outs(%e, %e)` once cse merged two tensor.empty ops).
                    if self.is_in_place(writer, use.index):
                        return True
                    # Reading the written buffer elsewhere in the same op (again in a loop as above, where no
                    # exception holds) is safe only element by element, or where an insert_slice inserts what
                    # was computed in place in that very slice.
                    if reads(use) and (
                        _in_loop_around(writer, member)
                        or (
                            not _elementwise_pair(writer, use.index, operand_index)
                            and not self._computed_in_place(writer)
                        )
                    ):
                        return True
                    continue
                if (
                    self._reads_buffer(use)
                    and happens_after(reader, writer, member, self.order)
                    and not self._overwritten(use, value)
                ):
                    return True
        return False

    def _used_only_before(self, value: SSAValue, writer: Operation) -> bool:
        """Whether every use of `value` is by an op of `writer`'s block that comes before it."""
        if value not in self._last_user:
            users = {use.operation for use in value.uses}
            blocks = {user.parent_block() for user in users}
            last = None
            if len(blocks) == 1:
                last = max(users, key=self.order.position)
            self._last_user[value] = last
        last = self._last_user[value]
        if last is None:
            return not value.uses
        return last.parent_block() is writer.parent_block() and self.order.is_before(last, writer)

    def _reads_buffer(self, use: Use) -> bool:
        """`reads(use)`, asked once per use."""
        key = (use.operation, use.index)
        known = self._reads.get(key)
        if known is None:
            known = self._reads[key] = reads(use)
        return known

    def _overwritten(self, use: Use, value: SSAValue) -> bool:
        """Whether `use` reads the destination of an insert_slice that overwrites the slice `value` lies in.

        `%s = extract_slice %d[o][n][1]`, writes into `%s` in place, then `insert_slice ... into %d[o][n][1]`:
        the insert reads only the rest of `%d`, so writing `%s` does not change what it reads.
        """
        insert = use.operation
        if not isinstance(insert, tensor.InsertSliceOp) or use.index != 1:
            return False
        extract = self._slice_origin(value)
        return extract is not None and self._slice_of_destination(extract, insert)

    def _slice_of_destination(self, extract: Operation, insert: Operation) -> bool:
        """Whether `extract` takes the slice of (a value sharing the buffer of) the destination `insert` fills."""
        same_buffer = self.aliases.find(extract.operands[0]) is self.aliases.find(insert.operands[1])
        return same_buffer and _same_slice(extract, insert)

    def _computed_in_place(self, insert: Operation) -> bool:
        """Whether an insert_slice's source was computed in place in the slice of its destination it fills."""
        if not isinstance(insert, tensor.InsertSliceOp):
            return False
        extract = self._slice_origin(insert.operands[0])
        return extract is not None and self._slice_of_destination(extract, insert)

    def _slice_origin(self, value: SSAValue) -> Operation | None:
        """The extract_slice whose result `value` is, directly or through in-place writes."""
        while isinstance(value, OpResult):
            op = value.op
            if isinstance(op, tensor.ExtractSliceOp):
                return op
            written = [i for i, r in written_operands(op) if r == value.index and self.is_in_place(op, i)]
            if not written:
                return None
            value = op.operands[written[0]]
        return None


def _same_slice(extract: Operation, insert: Operation) -> bool:
    """Whether two slice ops take the same offsets, sizes and strides."""
    fields = ("static_offsets", "static_sizes", "static_strides")
    return all(extract.properties[f] == insert.properties[f] for f in fields) and all(
        tuple(getattr(extract, f)) == tuple(getattr(insert, f)) for f in ("offsets", "sizes", "strides")
    )


def _uses(value: SSAValue) -> Iterator[Use]:
    yield from list(value.uses)
