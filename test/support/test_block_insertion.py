"""aiopt's `Block._attach_op` (support/block_insertion.py) attaches and refuses as xDSL 0.74's does."""

from __future__ import annotations

import pytest
from xdsl.dialects import arith, scf, test
from xdsl.dialects.builtin import i32
from xdsl.ir import Block, Region

from aiopt.support import block_insertion as fast


def test_installed_over_the_xdsl_function_it_repeats():
    """An xDSL upgrade that changes `_attach_op` leaves xDSL's in place (and fails here, to be looked at)."""
    assert fast.xdsl_attach_op.__code__.co_names == fast.EXPECTED_ATTACH_OP_NAMES
    assert Block._attach_op is fast.attach_op


@pytest.mark.parametrize("attach", [fast.attach_op, fast.xdsl_attach_op])
def test_op_without_regions_attached(attach):
    block = Block()
    op = arith.ConstantOp.from_int_and_width(1, i32)
    attach(block, op)
    assert op.parent is block


@pytest.mark.parametrize("attach", [fast.attach_op, fast.xdsl_attach_op])
def test_op_in_a_block_refused(attach):
    """An op that already has a block (regions or none) is refused with xDSL's message."""
    for op in (arith.ConstantOp.from_int_and_width(1, i32), test.TestOp(regions=[Region(Block())])):
        Block([op])
        with pytest.raises(ValueError, match="^Can't add to a block an operation already attached to a block.$"):
            attach(Block(), op)


@pytest.mark.parametrize("attach", [fast.attach_op, fast.xdsl_attach_op])
def test_op_holding_the_block_refused(attach):
    """An op whose regions hold the block, directly or deeper, is refused; one with unrelated regions is not."""
    inner = Block()
    loop = scf.ExecuteRegionOp([], Region(Block([test.TestOp(regions=[Region(inner)]), scf.YieldOp()])))
    for block in (loop.region.block, inner):
        with pytest.raises(ValueError, match="^Can't add an operation to a block contained in the operation.$"):
            attach(block, loop)
    assert loop.parent is None
    other = Block()
    attach(other, loop)
    assert loop.parent is other


def test_inserting_through_the_block_uses_it():
    """`insert_op_before` (what the rewriters call) attaches through aiopt's, and still refuses an attached op."""
    first = arith.ConstantOp.from_int_and_width(1, i32)
    block = Block([first])
    second = arith.ConstantOp.from_int_and_width(2, i32)
    block.insert_op_before(second, first)
    assert list(block.ops) == [second, first] and second.parent is block
    with pytest.raises(ValueError, match="already attached"):
        Block().add_op(second)
