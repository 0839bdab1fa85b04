"""SSA dominance, as MLIR's `DominanceInfo` answers it, for the verifier.

A value may be used where its definition dominates the use: later in the same
block, in a block that the defining block dominates in the region's control
flow graph, or in a region nested below (unless an IsolatedFromAbove op lies
between). Graph regions (the body of `builtin.module`) do not order their ops.

    func.func @f(%a: tensor<f32>) -> tensor<f32> {
      %0 = stablehlo.add %a, %1 : tensor<f32>   // operand #1 does not dominate this use
      %1 = stablehlo.negate %a : tensor<f32>
      func.return %0 : tensor<f32>
    }

Dominator trees are built per region with Cooper, Harvey and Kennedy's
iterative algorithm and numbered once, so that each query is constant time
after a walk up the user's ancestors to the defining region.
"""

from __future__ import annotations

from collections.abc import Iterator

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.traits import IsolatedFromAbove

GRAPH_REGION_OPS = frozenset({"builtin.module", "gpu.module"})
"""Ops whose regions are graph regions (MLIR's `GraphRegionNoTerminator`): no dominance inside."""


def _successors(block: Block) -> Iterator[Block]:
    terminator = block.last_op
    return iter(terminator.successors) if terminator is not None else iter(())


class RegionDominance:
    """The dominator tree of one region's blocks (those reachable from the entry block)."""

    def __init__(self, region: Region):
        entry = region.blocks.first
        assert entry is not None
        postorder: list[Block] = []
        seen = {entry}
        stack = [(entry, _successors(entry))]
        while stack:
            block, successors = stack[-1]
            successor = next(successors, None)
            if successor is None:
                stack.pop()
                postorder.append(block)
            elif successor not in seen and successor.parent is region:
                seen.add(successor)
                stack.append((successor, _successors(successor)))
        order = postorder[::-1]
        number = {block: index for index, block in enumerate(order)}
        predecessors: dict[Block, list[Block]] = {block: [] for block in order}
        for block in order:
            for successor in _successors(block):
                if successor in number:
                    predecessors[successor].append(block)
        idom: dict[Block, Block] = {entry: entry}

        def intersect(a: Block, b: Block) -> Block:
            while a is not b:
                while number[a] > number[b]:
                    a = idom[a]
                while number[b] > number[a]:
                    b = idom[b]
            return a

        changed = True
        while changed:
            changed = False
            for block in order[1:]:
                new = None
                for predecessor in predecessors[block]:
                    if predecessor in idom:
                        new = predecessor if new is None else intersect(predecessor, new)
                if new is not None and idom.get(block) is not new:
                    idom[block] = new
                    changed = True
        # Entry and exit numbers of a walk of the dominator tree: a dominates
        # b exactly when b's interval lies inside a's.
        children: dict[Block, list[Block]] = {block: [] for block in order}
        for block in order[1:]:
            children[idom[block]].append(block)
        self.entry = entry
        self.idom = idom
        """The immediate dominator of each reachable block (the entry's is itself)."""
        self.children = children
        """The blocks each reachable block immediately dominates, in reverse post-order."""
        self.predecessors = predecessors
        """The reachable predecessors of each reachable block."""
        self._enter: dict[Block, int] = {}
        self._exit: dict[Block, int] = {}
        clock = 0
        walk = [(entry, iter(children[entry]))]
        self._enter[entry] = clock
        while walk:
            block, pending = walk[-1]
            child = next(pending, None)
            clock += 1
            if child is None:
                walk.pop()
                self._exit[block] = clock
            else:
                self._enter[child] = clock
                walk.append((child, iter(children[child])))

    def is_reachable(self, block: Block) -> bool:
        """Whether control can reach `block` from the region's entry block."""
        return block in self._enter

    def dominates(self, a: Block, b: Block) -> bool:
        """Whether every path from the entry to `b` passes `a`; unreachable blocks are dominated by all."""
        if b not in self._enter:
            return True
        if a not in self._enter:
            return False
        return self._enter[a] <= self._enter[b] and self._exit[b] <= self._exit[a]


class DominanceInfo:
    """Dominance queries over one IR tree; dominator trees and op positions are computed once, when first needed."""

    def __init__(self) -> None:
        self._trees: dict[Region, RegionDominance] = {}
        self._positions: dict[Block, dict[Operation, int]] = {}

    def is_reachable(self, block: Block) -> bool:
        """Whether `block` is reachable from the entry of its region."""
        region = block.parent
        if region is None or region.blocks.first is region.blocks.last:
            return True
        return self._tree(region).is_reachable(block)

    def properly_dominates(self, value: SSAValue, user: Operation) -> bool:
        """Whether `value` is defined before `user`, so that `user` may use it (MLIR's `properlyDominates`)."""
        if not isinstance(value, BlockArgument):
            # Most uses: a result of an op of the user's block, outside graph
            # regions, which dominates exactly when it comes first (what the
            # general case below answers for it, without its walks).
            definer = value.owner
            block = definer.parent
            if block is not None and block is user.parent:
                region = block.parent
                if region is not None and not _is_graph_region(region):
                    positions = self._positions.get(block)
                    if positions is None:
                        positions = self._positions[block] = {o: i for i, o in enumerate(block.ops)}
                    return positions[definer] < positions[user]
        definer = None if isinstance(value, BlockArgument) else value.owner
        block = value.owner if isinstance(value, BlockArgument) else value.owner.parent_block()
        if block is None or block.parent is None:
            return False
        region = block.parent
        ancestor = _ancestor_in(region, user)
        if ancestor is None:
            return False
        if ancestor is definer:
            # An op dominates itself only in a graph region; never the ops nested in it.
            return ancestor is user and _is_graph_region(region)
        if _is_graph_region(region):
            return True
        user_block = ancestor.parent_block()
        if user_block is block:
            return definer is None or self._position(definer) < self._position(ancestor)
        return self._tree(region).dominates(block, user_block)

    def first_undominated_operand(self, user: Operation) -> int | None:
        """The index of the first operand of `user` that `properly_dominates` rejects, None if there is none.

        The common operand, a result of an op of the user's block outside graph regions, is answered
        here by the ops' positions in the block, as `properly_dominates` answers it; any other goes to it."""
        block = user.parent
        positions = None
        for index, value in enumerate(user._operands):  # (xDSL's tuple of the operands, which `operands` views)
            if type(value) is OpResult and block is not None and value.op.parent is block:
                if positions is None:
                    region = block.parent
                    if region is None or _is_graph_region(region):
                        positions = False
                    else:
                        positions = self._positions.get(block)
                        if positions is None:
                            positions = self._positions[block] = {o: i for i, o in enumerate(block.ops)}
                if positions is not False:
                    if positions[value.op] < positions[user]:
                        continue
                    return index
            if not self.properly_dominates(value, user):
                return index
        return None

    def _tree(self, region: Region) -> RegionDominance:
        tree = self._trees.get(region)
        if tree is None:
            tree = self._trees[region] = RegionDominance(region)
        return tree

    def _position(self, op: Operation) -> int:
        block = op.parent_block()
        positions = self._positions.get(block)
        if positions is None:
            positions = self._positions[block] = {o: i for i, o in enumerate(block.ops)}
        return positions[op]


def _ancestor_in(region: Region, op: Operation) -> Operation | None:
    """The op of `region` that is or contains `op`, if values of `region` are visible there."""
    while op.parent_region() is not region:
        parent = op.parent_op()
        if parent is None or parent.has_trait(IsolatedFromAbove, value_if_unregistered=False):
            return None
        op = parent
    return op


def _is_graph_region(region: Region) -> bool:
    """MLIR's `mayBeGraphRegion`: a region of a graph region op, or of an unregistered op (which may be one)."""
    parent = region.parent
    return parent is not None and (parent.name in GRAPH_REGION_OPS or isinstance(parent, UnregisteredOp))
