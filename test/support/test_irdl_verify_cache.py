"""`OpDef.verify` with remembered signatures (`aiopt.support.irdl_verify_cache`): what passed once is not
checked again, everything else is, in xDSL's order."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import IntegerAttr, StringAttr, f32, i32
from xdsl.dialects.test import TestOp
from xdsl.ir import Block, Region
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, opt_prop_def, region_def
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
    # The same operand type object: the operand check is skipped, the region check is not.
    with pytest.raises(VerifyException, match="expected a single block, but got 2 blocks"):
        _op(i32, blocks=2).verify_()


def test_new_types_and_attributes_are_checked():
    _op(i32).verify_()
    with pytest.raises(VerifyException, match="operand 'value' at position 0 does not verify"):
        _op(f32).verify_()
    with pytest.raises(VerifyException):
        _op(i32, tag=IntegerAttr(1, i32)).verify_()
    _op(i32, tag=StringAttr("ok")).verify_()


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
        assert irdl_verify_cache.op_identity(op) == irdl_verify_cache.signature_identity(irdl_verify_cache.op_signature(op))
