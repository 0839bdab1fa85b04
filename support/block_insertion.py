"""xDSL's `Block._attach_op` without the ancestor walk for an op that has no regions.

Every op inserted into a block (`Block.add_op`, `insert_op_before`/`after`,
and so every `rewriter.insert` and `replace`) goes through `_attach_op`,
which checks that the op is not an ancestor of the block: a walk from the
block up to the module through `parent_node` properties, a few calls per
level, for every op inserted. An op without regions has no blocks under it,
so it is an ancestor of no block and the walk can only answer no; such an op
is attached at once (after xDSL's check that it has no block yet, with
xDSL's message). An op with regions takes xDSL's. Installed in xDSL's place
when `aiopt.support` is imported, if xDSL's is still 0.74's:

    block.insert_op_before(llvm.ConstantOp(...), op)   # no walk up the nesting
"""

from __future__ import annotations

from xdsl.ir import Block, Operation

xdsl_attach_op = Block._attach_op
"""xDSL's own `Block._attach_op`."""

EXPECTED_ATTACH_OP_NAMES = ("parent", "ValueError", "is_ancestor")
"""The names xDSL 0.74's `Block._attach_op` uses (another version's may check more: it is then kept)."""


def attach_op(self: Block, operation: Operation) -> None:
    """xDSL's `Block._attach_op`: `operation` must have no block, and must not hold `self` in its regions
    (only an op with regions can)."""
    if operation.regions or operation.parent:
        xdsl_attach_op(self, operation)
        return
    operation.parent = self


if xdsl_attach_op.__code__.co_names == EXPECTED_ATTACH_OP_NAMES:
    Block._attach_op = attach_op
