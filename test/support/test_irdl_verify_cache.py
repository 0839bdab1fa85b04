"""`OpDef.verify` with remembered signatures (`aiopt.support.irdl_verify_cache`): what passed once is not
checked again, everything else is, in xDSL's order."""

from __future__ import annotations

import contextlib

import pytest
from xdsl.dialects.builtin import IntegerAttr, StringAttr, f32, i32
from xdsl.dialects.test import TestOp
from xdsl.ir import Block, Region
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    region_def,
    var_operand_def,
)
from xdsl.irdl import operations as xdsl_operations
from xdsl.irdl.constraints import EqAttrConstraint, RangeOf
from xdsl.irdl.operations import VarIRConstruct
from xdsl.utils.exceptions import VerifyException

import aiopt.support  # noqa: F401  (installs the cache)
from aiopt.support import irdl_verify_cache


@irdl_op_definition
class _RegionOp(IRDLOperation):
    name = "test.region_op"
    value = operand_def(i32)
    body = region_def("single_block")
    tag = opt_prop_def(StringAttr)


def _value(type_):
    return TestOp(result_types=[type_]).res[0]


def _op(type_, blocks: int = 1, tag=None) -> _RegionOp:
    properties = {} if tag is None else {"tag": tag}
    return _RegionOp.create(
        operands=[_value(type_)], regions=[Region([Block() for _ in range(blocks)])], properties=properties
    )


def test_a_signature_that_passed_skips_only_its_own_checks():
    good = _op(i32)
    good.verify_()
    assert any(key[0] is _RegionOp for key in irdl_verify_cache._CHECKED)  # (keys start with the op class)
    # The same operand type object, but a region of two blocks: not the key that passed, so checked again.
    with pytest.raises(VerifyException, match="expected a single block, but got 2 blocks"):
        _op(i32, blocks=2).verify_()


def test_new_types_and_attributes_are_checked():
    _op(i32).verify_()
    with pytest.raises(VerifyException, match="operand 'value' at position 0 does not verify"):
        _op(f32).verify_()
    with pytest.raises(VerifyException):
        _op(i32, tag=IntegerAttr(1, i32)).verify_()
    _op(i32, tag=StringAttr("ok")).verify_()


@irdl_op_definition
class _LenientRegionOp(IRDLOperation):
    """`_RegionOp` with an operand of any type."""

    name = "test.region_op"
    value = operand_def()
    body = region_def("single_block")
    tag = opt_prop_def(StringAttr)


def test_a_pass_against_one_definition_is_not_a_pass_against_another():
    """An op class that redefines another is checked against both definitions (aiopt's ops that redefine
    xDSL's ones are); what passed against one is checked again against the other: the key holds the
    definition, not only the op's class."""
    op = _op(f32)
    irdl_verify_cache.verify_op_def(_LenientRegionOp.get_irdl_definition(), op)
    with pytest.raises(VerifyException, match="operand 'value' at position 0 does not verify"):
        irdl_verify_cache.verify_op_def(_RegionOp.get_irdl_definition(), op)


def test_a_failure_is_not_remembered():
    bad = _op(f32, blocks=2)
    for _ in range(2):
        with pytest.raises(VerifyException, match="operand 'value' at position 0 does not verify"):
            bad.verify_()


def test_op_identity_is_the_identity_of_the_signature():
    """`op_identity` (the verifier's lookup key) equals `signature_identity(op_signature(op))`, with and
    without properties and attributes."""
    plain = _op(i32)
    tagged = _op(f32, tag=StringAttr("t"))
    tagged.attributes["note"] = IntegerAttr(1, i32)
    for op in (plain, tagged, TestOp(result_types=[i32, f32])):
        assert irdl_verify_cache.op_identity(op) == irdl_verify_cache.signature_identity(
            irdl_verify_cache.op_signature(op)
        )


def test_a_region_that_gains_a_block_is_checked_again():
    """The key holds whether each region has one block: a single-block region that passed with one fails
    with two, although every type and attribute is the same object."""
    value = _value(i32)
    one = _RegionOp.create(operands=[value], regions=[Region(Block())])
    one.verify_()
    two = _RegionOp.create(operands=[value], regions=[Region([Block(), Block()])])
    with pytest.raises(VerifyException, match="expected a single block, but got 2 blocks"):
        two.verify_()


@irdl_op_definition
class _EntryOp(IRDLOperation):
    name = "test.entry_op"
    body = region_def(entry_args=RangeOf(EqAttrConstraint(i32)))


def test_region_entry_argument_types_are_part_of_the_key():
    _EntryOp.create(regions=[Region(Block(arg_types=[i32]))]).verify_()
    with pytest.raises(VerifyException, match="entry arguments do not verify"):
        _EntryOp.create(regions=[Region(Block(arg_types=[f32]))]).verify_()


def test_a_successor_where_the_definition_has_none_is_reported():
    """The number of successors is in the key: an op that passed without one fails with one, in xDSL's words."""
    value = _value(i32)
    _RegionOp.create(operands=[value], regions=[Region(Block())]).verify_()
    target = Block()
    Region(target)
    with pytest.raises(VerifyException, match="Expected 0 successors, but got 1"):
        _RegionOp.create(operands=[value], regions=[Region(Block())], successors=[target]).verify_()


@irdl_op_definition
class _VariadicOp(IRDLOperation):
    name = "test.variadic_op"
    first = operand_def(i32)
    rest = var_operand_def(i32)
    last = operand_def(i32)


@irdl_op_definition
class _OptionalOp(IRDLOperation):
    name = "test.optional_op"
    first = operand_def(i32)
    maybe = opt_operand_def(i32)


@pytest.mark.parametrize(
    ("op_type", "count", "message"),
    [
        (_RegionOp, 0, "Expected 1 operand, but got 0"),
        (_RegionOp, 1, None),
        (_RegionOp, 2, "Expected 1 operand, but got 2"),
        (_VariadicOp, 1, "Expected at least 2 operands, but got 1"),
        (_VariadicOp, 2, None),
        (_VariadicOp, 5, None),
        (_OptionalOp, 0, "Expected 1 or 2 operands, but got 0"),
        (_OptionalOp, 1, None),
        (_OptionalOp, 2, None),
        (_OptionalOp, 3, "Expected 1 or 2 operands, but got 3"),
    ],
)
def test_operand_counts_as_xdsl_checks_them(op_type, count, message):
    """`verify_variadic_size` accepts what xDSL's accepts and leaves the failures, and their words, to it."""
    op = op_type.create(
        operands=[_value(i32) for _ in range(count)], regions=[Region(Block())] if op_type is _RegionOp else []
    )
    if message is None:
        irdl_verify_cache.verify_variadic_size(op, op_type.get_irdl_definition(), VarIRConstruct.OPERAND)
        xdsl_operations.verify_variadic_size(op, op_type.get_irdl_definition(), VarIRConstruct.OPERAND)
    else:
        with pytest.raises(VerifyException, match=message):
            irdl_verify_cache.verify_variadic_size(op, op_type.get_irdl_definition(), VarIRConstruct.OPERAND)
    with pytest.raises(VerifyException, match=message) if message else contextlib.nullcontext():
        irdl_verify_cache._xdsl_verify_variadic_size(op, op_type.get_irdl_definition(), VarIRConstruct.OPERAND)


@pytest.mark.parametrize(
    "make",
    [
        lambda: _op(f32),  # an operand's constraint
        lambda: _op(i32, tag=IntegerAttr(1, i32)),  # a property's
        lambda: _op(i32, blocks=2),  # a region's
        lambda: _VariadicOp.create(operands=[_value(i32), _value(f32), _value(i32)]),  # one of a variadic group
    ],
)
def test_a_failure_is_reported_in_xdsl_words(make):
    """Where a check fails, the message is the one xDSL's own `OpDef.verify` gives."""
    op = make()
    with pytest.raises(VerifyException) as ours:
        op.verify_()
    with pytest.raises(VerifyException) as xdsls:
        irdl_verify_cache._xdsl_op_def_verify(type(op).get_irdl_definition(), op)
    assert str(ours.value) == str(xdsls.value)
