"""`constant`, `extract_value` and `insert_value` (lowering/llvm_type_converter.py), built with
`Operation.create`, make the ops their IRDL constructors make: same class, operands and their uses, result
types, properties and attributes; and they are inserted at the rewriter's insertion point."""

from __future__ import annotations

import pytest
from xdsl.dialects import test
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr, ModuleOp, VectorType, f32, i32, i64
from xdsl.pattern_rewriter import PatternRewriter

from aiopt.dialects import llvm
from aiopt.lowering.llvm_type_converter import constant, extract_value, insert_value, position_attr


def _state(op):
    return (
        type(op),
        [id(v) for v in op.operands],
        [u.index for v in op.operands for u in v.uses if u.operation is op],
        [r.type for r in op.results],
        op.properties,
        op.attributes,
        op.regions,
        op.successors,
    )


def _setup():
    """A module of a struct-producing op, and a rewriter before its last op."""
    struct_type = llvm.LLVMStructType.from_type_list([i64, f32])
    source = test.TestOp(result_types=[struct_type, f32, i64])
    anchor = test.TestOp()
    module = ModuleOp([source, anchor])
    return module, source, anchor, PatternRewriter(anchor)


@pytest.mark.parametrize(
    "value, type_, attr",
    [
        (7, i64, IntegerAttr(7, i64)),
        (-1, i32, IntegerAttr(-1, i32)),
        (2.5, f32, FloatAttr(2.5, f32)),
        (1, VectorType(i32, [4]), DenseIntOrFPElementsAttr.from_list(VectorType(i32, [4]), [1] * 4)),
    ],
)
def test_constant_as_the_constructor(value, type_, attr):
    _, _, anchor, rewriter = _setup()
    made = constant(rewriter, value, type_).owner
    assert _state(made) == _state(llvm.ConstantOp(attr, type_))
    assert made.next_op is anchor and rewriter.has_done_action


def test_extract_and_insert_as_the_constructors():
    module, source, anchor, rewriter = _setup()
    struct, element, _ = source.results
    extracted = extract_value(rewriter, struct, [1], f32).owner
    expected = llvm.ExtractValueOp(position_attr((1,)), struct, f32)
    assert _state(extracted) == _state(expected)
    expected.erase()
    inserted = insert_value(rewriter, struct, element, [1]).owner
    expected = llvm.InsertValueOp(position_attr((1,)), struct, element)
    assert _state(inserted) == _state(expected)
    expected.erase()
    assert list(module.ops) == [source, extracted, inserted, anchor]
    assert {(id(u.operation), u.index) for u in struct.uses} == {(id(extracted), 0), (id(inserted), 0)}
    assert inserted.results[0].type == struct.type and inserted.operands[1] is element
    module.verify()


def test_an_op_of_one_result_is_taken_for_its_result():
    """As the IRDL constructors do, an op of one result stands for its result."""
    module, source, anchor, rewriter = _setup()
    one = test.TestOp(result_types=[llvm.LLVMStructType.from_type_list([i64, f32])])
    rewriter.insert(one)
    extracted = extract_value(rewriter, one, [0], i64).owner
    inserted = insert_value(rewriter, one, extracted, [0]).owner
    assert extracted.operands[0] is one.results[0]
    assert inserted.operands[0] is one.results[0] and inserted.operands[1] is extracted.results[0]
