"""`--mem2reg`: promote memory slots (single-element `memref.alloca`s, `llvm.alloca`s) to SSA values, as MLIR's pass.

The slot's loads take the value the last store before them put there (the
slot's default value before any store: `ub.poison` for a memref,
`llvm.mlir.undef` for an LLVM alloca); blocks where the definitions of
several predecessors meet (the iterated dominance frontier of the blocks that
store) get a new block argument, which each branch to them passes. The
analysis and the rewrite follow upstream's `Mem2Reg.cpp` (MLIR 22), for the
memory slot interfaces of the memref and LLVM dialects.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import ub
from xdsl.dialects.builtin import (
    AnyFloat,
    DenseArrayBase,
    IndexType,
    IntegerType,
    MemRefType,
    ModuleOp,
    TensorType,
    VectorType,
    i32,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.rewriter import Rewriter
from xdsl.traits import IsTerminator
from xdsl.utils.hints import isa

from aiopt.support.dominance import GRAPH_REGION_OPS, RegionDominance
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option

_ALLOCATORS = ("memref.alloca", "llvm.alloca")
_LIFETIME_MARKERS = ("llvm.intr.lifetime.start", "llvm.intr.lifetime.end")
_BRANCHES = ("cf.br", "cf.cond_br", "cf.switch", "llvm.br", "llvm.cond_br")
"""The terminators of upstream's BranchOpInterface that a merge point's predecessors may end with."""


@dataclass(frozen=True)
class Mem2RegPass(DiagnosticPass):
    """Promotes memory slots into values.

    A slot is a `memref.alloca` of one element (static shape, an integer,
    index, float, vector, tensor or memref element) or an `llvm.alloca` in
    its region's entry block, whose every use is a load or store of the slot
    itself (`memref.load`/`store`, non-volatile `llvm.load`/`store` of its
    element type) or an LLVM lifetime marker, in the region of the alloca
    (uses in nested regions keep the slot, as upstream's MLIR 22). Each load
    becomes the value stored last on the way to it, block arguments join the
    values of the predecessors where they differ, and the alloca, its loads
    and stores go. `region-simplify` is upstream's option, which its pass
    declares and does not read.

    Example, `ai-opt --mem2reg`:

        func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
          %m = memref.alloca() : memref<i32>
          cf.cond_br %c, ^bb1, ^bb2
        ^bb1:
          memref.store %a, %m[] : memref<i32>
          cf.br ^bb3
        ^bb2:
          memref.store %b, %m[] : memref<i32>
          cf.br ^bb3
        ^bb3:
          %v = memref.load %m[] : memref<i32>
          func.return %v : i32
        }

    becomes

        cf.cond_br %arg0, ^bb1, ^bb2
        ^bb1:
        cf.br ^bb3(%arg1 : i32)
        ^bb2:
        cf.br ^bb3(%arg2 : i32)
        ^bb3(%0: i32):
        return %0 : i32
    """

    name = "mem2reg"

    region_simplify: bool = option(True, "Perform control flow optimizations to the region tree")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for region in op.regions:
            if not region.blocks:
                continue
            allocators = [nested for nested in _walk_region(region) if nested.name in _ALLOCATORS]
            _promote_slots(allocators)


def _walk_region(region: Region) -> Iterator[Operation]:
    """The ops of `region`, nested ones first (upstream's post-order walk)."""
    for block in region.blocks:
        for child in block.ops:
            yield from child.walk(region_first=True)


@dataclass
class _Slot:
    """A memory slot: the pointer an allocator returns and the type of the value it holds."""

    allocator: Operation
    ptr: SSAValue
    elem_type: Attribute
    default: SSAValue | None = None
    merge_points: set[Block] = field(default_factory=set)


def _promote_slots(allocators: list[Operation]) -> None:
    """Promote the slots of `allocators` while one can be (upstream's `tryToPromoteMemorySlots`)."""
    work = list(allocators)
    while True:
        changed = False
        kept: list[Operation] = []
        for allocator in work:
            slot = _promotable_slot(allocator)
            if slot is not None and slot.ptr.uses and _analyze(slot):
                _promote(slot)
                changed = True
            else:
                kept.append(allocator)
        if not changed:
            return
        work = kept


def _promotable_slot(allocator: Operation) -> _Slot | None:
    """The slot an allocator offers (its `getPromotableSlots`), None if it offers none."""
    ptr = allocator.results[0]
    if allocator.name == "memref.alloca":
        memref_type = ptr.type
        if not isinstance(memref_type, MemRefType) or not _has_zero_value(memref_type.element_type):
            return None
        shape = memref_type.get_shape()
        if any(size < 0 for size in shape) or math.prod(shape) != 1:
            return None
        return _Slot(allocator, ptr, memref_type.element_type)
    block = allocator.parent_block()
    if block is None or block.parent is None or block is not block.parent.blocks.first:
        return None
    return _Slot(allocator, ptr, allocator.properties["elem_type"])


def _has_zero_value(element_type: Attribute) -> bool:
    """Upstream's `isSupportedElementType`: a memref, or a type `Builder::getZeroAttr` has a zero of."""
    if isinstance(element_type, MemRefType | IntegerType | IndexType) or _is_float(element_type):
        return True
    if isinstance(element_type, VectorType | TensorType):
        inner = element_type.element_type
        return _has_zero_value(inner) and not isinstance(inner, MemRefType)
    return False


def _is_float(attr: Attribute) -> bool:
    return isa(attr, AnyFloat)


def _analyze(slot: _Slot) -> bool:
    """Whether every use of the slot can be removed and its merge points take block arguments (`computeInfo`)."""
    region = slot.ptr.owner.parent_region() if not isinstance(slot.ptr, BlockArgument) else slot.ptr.owner.parent
    if region is None or (region.parent is not None and region.parent.name in GRAPH_REGION_OPS):
        return False
    for use in slot.ptr.uses:
        user = use.operation
        if user.name in _LIFETIME_MARKERS:
            continue
        if not _removable_memory_use(user, slot) or user.parent_region() is not region:
            return False
    if len(region.blocks) > 1:
        tree = RegionDominance(region)
        defining = {use.operation.parent_block() for use in slot.ptr.uses if _stores_to(use.operation, slot)}
        slot.merge_points = _iterated_dominance_frontier(tree, defining)
        for merge_point in slot.merge_points:
            for predecessor in merge_point.predecessors():
                terminator = predecessor.last_op
                if terminator is None or terminator.name not in _BRANCHES:
                    return False
    return True


def _removable_memory_use(user: Operation, slot: _Slot) -> bool:
    """A load or store whose only use of the slot is as its address (`canUsesBeRemoved`)."""
    if sum(1 for operand in user.operands if operand is slot.ptr) != 1:
        return False
    match user.name:
        case "memref.load":
            return user.operands[0] is slot.ptr and user.results[0].type == slot.elem_type
        case "memref.store":
            return user.operands[1] is slot.ptr and user.operands[0].type == slot.elem_type
        case "llvm.load":
            return (
                user.operands[0] is slot.ptr
                and user.results[0].type == slot.elem_type
                and "volatile_" not in user.properties
            )
        case "llvm.store":
            return (
                user.operands[1] is slot.ptr
                and user.operands[0].type == slot.elem_type
                and "volatile_" not in user.properties
            )
        case _:
            return False


def _stores_to(op: Operation, slot: _Slot) -> bool:
    return op.name in ("memref.store", "llvm.store") and op.operands[1] is slot.ptr


def _loads_from(op: Operation, slot: _Slot) -> bool:
    return op.name in ("memref.load", "llvm.load") and op.operands[0] is slot.ptr


def _iterated_dominance_frontier(tree: RegionDominance, defining: set[Block | None]) -> set[Block]:
    """The blocks where definitions made in `defining` meet (their iterated dominance frontier)."""
    frontier: dict[Block, set[Block]] = {}
    for block, predecessors in tree.predecessors.items():
        if len(predecessors) < 2:
            continue
        for predecessor in predecessors:
            runner = predecessor
            while runner is not tree.idom[block]:
                frontier.setdefault(runner, set()).add(block)
                runner = tree.idom[runner]
    result: set[Block] = set()
    work = [block for block in defining if block is not None and block in tree.idom]
    while work:
        block = work.pop()
        for merge_point in frontier.get(block, ()):
            if merge_point not in result:
                result.add(merge_point)
                work.append(merge_point)
    return result


def _promote(slot: _Slot) -> None:
    """Replace the slot's loads by the values reaching them and drop its uses (`MemorySlotPromoter`)."""
    block = slot.ptr.owner.parent_block()
    assert block is not None
    region = block.parent
    assert region is not None
    reaching: dict[Operation, SSAValue | None] = {}
    at_end: dict[Block, SSAValue | None] = {}
    if len(region.blocks) == 1:
        _reach_in_block(slot, block, None, reaching)
    else:
        tree = RegionDominance(region)
        stack: list[tuple[Block, SSAValue | None]] = [(tree.entry, None)]
        while stack:
            current, reaching_def = stack.pop()
            if current in slot.merge_points:
                reaching_def = current.insert_arg(slot.elem_type, len(current.args))
            reaching_def = at_end[current] = _reach_in_block(slot, current, reaching_def, reaching)
            stack.extend((child, reaching_def) for child in tree.children[current])
    # Later loads first: a load's reaching definition may be an earlier load's result.
    users = sorted({use.operation for use in slot.ptr.uses}, key=_dominance_order_key(region))
    replaced: dict[SSAValue, SSAValue] = {}
    for user in reversed(users):
        if _loads_from(user, slot):
            reaching_def = reaching.get(user)
            replaced[user.results[0]] = _default_value(slot) if reaching_def is None else reaching_def
            user.results[0].replace_all_uses_with(replaced[user.results[0]])
    _link_merge_points(slot, at_end, replaced)
    for user in users:
        Rewriter.erase_op(user)
    if slot.default is not None and not slot.default.uses:
        Rewriter.erase_op(slot.default.owner)
    Rewriter.erase_op(slot.allocator)


def _link_merge_points(
    slot: _Slot, at_end: dict[Block, SSAValue | None], replaced: dict[SSAValue, SSAValue]
) -> None:
    """Pass each used merge point argument the definition reaching the end of each predecessor; drop the others.

    A definition that is a load of the slot is passed as what replaced that load (`replaced`)."""
    unused: set[BlockArgument] = set()
    work: list[BlockArgument] = []
    for merge_point in slot.merge_points:
        argument = merge_point.args[-1]
        if argument.uses:
            work.append(argument)
        else:
            unused.add(argument)
    while work:
        argument = work.pop()
        merge_point = argument.block
        for predecessor in dict.fromkeys(merge_point.predecessors()):
            terminator = predecessor.last_op
            assert terminator is not None
            for index, successor in enumerate(terminator.successors):
                if successor is not merge_point:
                    continue
                reaching_def = at_end.get(predecessor)
                if reaching_def is None:
                    reaching_def = _default_value(slot)
                while reaching_def in replaced:
                    reaching_def = replaced[reaching_def]
                if isinstance(reaching_def, BlockArgument) and reaching_def in unused:
                    unused.discard(reaching_def)
                    work.append(reaching_def)
                _append_successor_operand(terminator, index, reaching_def)
    for argument in unused:
        argument.block.erase_arg(argument)


def _default_value(slot: _Slot) -> SSAValue:
    """The slot's content before any store, made once at the start of the allocator's block (`getDefaultValue`)."""
    if slot.default is not None:
        return slot.default
    block = slot.allocator.parent_block()
    assert block is not None
    if slot.allocator.name == "llvm.alloca":
        from aiopt.dialects.llvm import UndefOp

        made: Operation = UndefOp(slot.elem_type)
    elif isinstance(slot.elem_type, MemRefType):
        from aiopt.dialects.memref import AllocaOp

        made = AllocaOp.get(
            slot.elem_type.element_type,
            shape=slot.elem_type.get_shape(),
            layout=slot.elem_type.layout,
            memory_space=slot.elem_type.memory_space,
        )
    else:
        made = ub.PoisonOp(slot.elem_type)
    assert block.first_op is not None
    block.insert_op_before(made, block.first_op)
    slot.default = made.results[0]
    return slot.default


def _reach_in_block(
    slot: _Slot, block: Block, reaching_def: SSAValue | None, reaching: dict[Operation, SSAValue | None]
) -> SSAValue | None:
    """Record the definition reaching each load of `block`; the one reaching its end (`promoteInBlock`)."""
    for op in block.ops:
        if _loads_from(op, slot):
            reaching[op] = reaching_def
        elif _stores_to(op, slot):
            reaching_def = op.operands[0]
    return reaching_def


def _dominance_order_key(region: Region):
    """Order ops by their block's place in a dominance-respecting order of the blocks, then in their block."""
    blocks = _blocks_sorted_by_dominance(region)
    index = {block: position for position, block in enumerate(blocks)}
    positions: dict[Block, dict[Operation, int]] = {}

    def key(op: Operation) -> tuple[int, int]:
        block = op.parent_block()
        assert block is not None
        if block not in positions:
            positions[block] = {child: position for position, child in enumerate(block.ops)}
        return index[block], positions[block][op]

    return key


def _blocks_sorted_by_dominance(region: Region) -> list[Block]:
    """Upstream's `getBlocksSortedByDominance`: a post-order of the CFG from each block not yet seen, reversed."""
    seen: set[Block] = set()
    order: list[Block] = []
    for start in region.blocks:
        if start in seen:
            continue
        postorder: list[Block] = []
        seen.add(start)
        stack = [(start, iter(_successors(start)))]
        while stack:
            block, successors = stack[-1]
            successor = next(successors, None)
            if successor is None:
                stack.pop()
                postorder.append(block)
            elif successor not in seen:
                seen.add(successor)
                stack.append((successor, iter(_successors(successor))))
        order.extend(reversed(postorder))
    return order


def _successors(block: Block) -> tuple[Block, ...]:
    terminator = block.last_op
    if terminator is None or not terminator.has_trait(IsTerminator, value_if_unregistered=False):
        return ()
    return tuple(terminator.successors)


def _successor_groups(terminator: Operation) -> list[tuple[int, int]]:
    """The (first operand, operand count) of the operands each successor of a branch gets."""
    if terminator.name in ("cf.br", "llvm.br"):
        return [(0, len(terminator.operands))]
    sizes = [int(size) for size in terminator.properties["operandSegmentSizes"].get_values()]
    starts = [sum(sizes[:index]) for index in range(len(sizes))]
    if terminator.name in ("cf.cond_br", "llvm.cond_br"):
        return [(starts[1], sizes[1]), (starts[2], sizes[2])]
    # cf.switch: the flag, the default's operands, then every case's, as `case_operand_segments` splits them.
    groups = [(starts[1], sizes[1])]
    start = starts[2]
    for size in terminator.properties["case_operand_segments"].get_values():
        groups.append((start, int(size)))
        start += int(size)
    return groups


def _append_successor_operand(terminator: Operation, index: int, value: SSAValue) -> None:
    """Pass `value` as one more operand to successor `index` of a branch (`SuccessorOperands::append`)."""
    start, count = _successor_groups(terminator)[index]
    operands = list(terminator.operands)
    operands.insert(start + count, value)
    terminator.operands = operands
    if terminator.name in ("cf.br", "llvm.br"):
        return
    sizes = [int(size) for size in terminator.properties["operandSegmentSizes"].get_values()]
    if terminator.name == "cf.switch" and index > 0:
        sizes[2] += 1
        cases = [int(size) for size in terminator.properties["case_operand_segments"].get_values()]
        cases[index - 1] += 1
        terminator.properties["case_operand_segments"] = DenseArrayBase.from_list(i32, cases)
    else:
        sizes[index + 1] += 1
    terminator.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, sizes)
