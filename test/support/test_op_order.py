"""`OpOrder`: program order of a block's ops, numbered once, right across insertions and erasures."""

from xdsl.dialects import arith, test
from xdsl.dialects.builtin import i32
from xdsl.ir import Block

from aiopt.support.op_order import OpOrder


def _block(count: int) -> tuple[Block, list]:
    ops = [arith.ConstantOp.from_int_and_width(k, i32) for k in range(count)]
    return Block(ops), ops


def test_order_of_a_block():
    block, ops = _block(5)
    order = OpOrder()
    assert order.is_before(ops[0], ops[4])
    assert not order.is_before(ops[3], ops[1])
    assert not order.is_before(ops[2], ops[2])
    assert [order.position(op) for op in ops] == list(range(5))


def test_inserted_ops_are_numbered_when_asked_about():
    block, ops = _block(4)
    order = OpOrder()
    assert order.is_before(ops[1], ops[2])
    early, late = test.TestOp(), test.TestOp()
    block.insert_op_before(early, ops[0])
    block.insert_op_after(late, ops[1])
    # The block is numbered again for the new ops; the old numbers of the others no longer count.
    assert order.is_before(early, ops[0])
    assert order.is_before(ops[1], late) and order.is_before(late, ops[2])
    assert not order.is_before(ops[3], late)
    assert order.is_before(ops[0], ops[3])


def test_erased_ops_leave_the_order_of_the_others():
    block, ops = _block(4)
    order = OpOrder()
    assert order.is_before(ops[0], ops[3])
    ops[1].detach()
    ops[1].erase()
    assert order.is_before(ops[0], ops[2]) and order.is_before(ops[2], ops[3])


def test_comparison_after_renumbering_uses_fresh_numbers():
    block, ops = _block(3)
    order = OpOrder()
    assert order.position(ops[2]) == 2
    for _ in range(3):
        block.insert_op_before(test.TestOp(), ops[0])
    new = test.TestOp()
    block.insert_op_before(new, ops[2])
    # `ops[2]` was numbered 2 and `new` is numbered 5 with the block: compared with 2 `ops[2]` would come first.
    assert not order.is_before(ops[2], new)
    assert order.is_before(new, ops[2])
