"""The scalar forms of the hot arith/math ops (`_PYTHON_SCALAR`, `arith.cmpi`'s `for_op`), which compute in Python
numbers, give what the numpy forms give: the same value, dtype and kind of object (a 0-d array, a numpy bool),
bit for bit, on the edge values of each type (wrap-around, the sign bit read as unsigned, i1, infinities, NaN,
subnormals, f16 overflow), and fall back to the numpy form for operands held otherwise."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from aiopt.reference.interpreter import _for_op, semantics_of
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()


def _op(text: str, name: str):
    module = parse_module(CONTEXT, text, "scalar.mlir")
    return next(op for op in module.walk() if op.name == name)


def _forms(op):
    """The numpy form (the registered semantics) and the scalar form of `op`, which must differ."""
    general = semantics_of(type(op))
    special = _for_op(general, op)
    assert special is not general
    return general, special


def _same(left, right) -> None:
    assert type(left) is type(right)
    assert left.dtype == right.dtype and np.shape(left) == np.shape(right)
    holder = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[left.dtype.itemsize]
    assert np.asarray(left).view(holder) == np.asarray(right).view(holder)


INTEGERS = {
    "i8": (np.int8, [-128, -127, -1, 0, 1, 5, 127]),
    "i32": (np.int32, [-(2**31), -(2**31) + 1, -7, -1, 0, 1, 3, 2**31 - 1]),
    "i64": (np.int64, [-(2**63), -(2**63) + 1, -1, 0, 1, 2**32 + 5, 2**63 - 1]),
    "index": (np.int64, [-(2**63), -1, 0, 1, 17, 2**62, 2**63 - 1]),
}


def _function(body: str, operands: str, type_: str, result: str) -> str:
    return f"func.func @f({operands}) -> {result} {{\n  {body}\n  return %r : {result}\n}}"


@pytest.mark.parametrize("name", ["addi", "subi", "muli", "andi", "ori", "xori"])
@pytest.mark.parametrize("type_", sorted(INTEGERS))
def test_integer_ops(name, type_):
    op = _op(_function(f"%r = arith.{name} %a, %b : {type_}", f"%a: {type_}, %b: {type_}", type_, type_),
             f"arith.{name}")
    general, special = _forms(op)
    dtype, values = INTEGERS[type_]
    for a, b in itertools.product(values, repeat=2):
        for left, right in ((np.asarray(dtype(a)), np.asarray(dtype(b))), (dtype(a), np.asarray(dtype(b)))):
            _same(special(None, op, (left, right))[0], general(None, op, (left, right))[0])
        if type_ == "index":  # thread ids and loop induction variables are Python ints
            _same(special(None, op, (a, np.asarray(dtype(b))))[0], general(None, op, (a, np.asarray(dtype(b))))[0])


@pytest.mark.parametrize("name", ["andi", "ori", "xori"])
def test_i1_bitwise_ops(name):
    op = _op(_function(f"%r = arith.{name} %a, %b : i1", "%a: i1, %b: i1", "i1", "i1"), f"arith.{name}")
    general, special = _forms(op)
    for a, b in itertools.product((False, True), repeat=2):
        for left, right in ((np.asarray(a), np.asarray(b)), (np.bool_(a), np.bool_(b))):
            _same(special(None, op, (left, right))[0], general(None, op, (left, right))[0])


def test_i1_addition_wraps():
    """arith.addi of i1 wraps modulo 2 as on every width (LLVM's `add i1` is an exclusive or), where numpy adds
    bools as `or`: true + true is false on scalars too."""
    op = _op(_function("%r = arith.addi %a, %b : i1", "%a: i1, %b: i1", "i1", "i1"), "arith.addi")
    run = _for_op(semantics_of(type(op)), op)
    for a, b in itertools.product([False, True], repeat=2):
        assert bool(run(None, op, (np.asarray(a), np.asarray(b)))[0]) == (a != b)


PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


@pytest.mark.parametrize("predicate", PREDICATES)
@pytest.mark.parametrize("type_", sorted(INTEGERS))
def test_cmpi(predicate, type_):
    op = _op(_function(f"%r = arith.cmpi {predicate}, %a, %b : {type_}", f"%a: {type_}, %b: {type_}", type_, "i1"),
             "arith.cmpi")
    general, special = _forms(op)
    dtype, values = INTEGERS[type_]
    for a, b in itertools.product(values, repeat=2):
        operands = (np.asarray(dtype(a)), dtype(b))
        _same(special(None, op, operands)[0], general(None, op, operands)[0])
        if type_ == "index":
            _same(special(None, op, (a, b))[0], general(None, op, (a, b))[0])


FLOATS = [0.0, -0.0, 1.0, -1.5, 3.0e-45, 1.0e-40, 6.1e-5, 65504.0, 3.4e38, -3.4e38, np.inf, -np.inf, np.nan, 0.1,
          1.0 + 2.0**-23, 2.0**-12, 7.0e-8]


@pytest.mark.parametrize("type_, dtype", [("f32", np.float32), ("f16", np.float16)])
def test_fma(type_, dtype):
    op = _op(_function(f"%r = math.fma %a, %b, %c : {type_}", f"%a: {type_}, %b: {type_}, %c: {type_}", type_, type_),
             "math.fma")
    general, special = _forms(op)
    with np.errstate(all="ignore"):
        values = sorted({float(dtype(v)) for v in FLOATS if not np.isnan(v)}) + [np.nan]
        for a, b, c in itertools.product(values, repeat=3):
            operands = (np.asarray(dtype(a)), np.asarray(dtype(b)), dtype(c))
            _same(special(None, op, operands)[0], general(None, op, operands)[0])


def test_operands_held_otherwise_take_the_numpy_form():
    """A vector's element type with an array operand, or a float where an integer is expected: the numpy form."""
    op = _op(_function("%r = arith.addi %a, %b : i32", "%a: i32, %b: i32", "i32", "i32"), "arith.addi")
    general, special = _forms(op)
    for operands in ((np.asarray(np.int64(2**40 + 3)), np.asarray(np.int32(1))), (np.array([1], np.int32), 2)):
        _same(special(None, op, operands)[0], general(None, op, operands)[0])
    fma = _op(_function("%r = math.fma %a, %b, %c : f32", "%a: f32, %b: f32, %c: f32", "f32", "f32"), "math.fma")
    general, special = _forms(fma)
    operands = (np.asarray(np.float64(0.1)), np.asarray(np.float32(3)), np.asarray(np.float32(1)))
    _same(special(None, fma, operands)[0], general(None, fma, operands)[0])


def test_vectors_keep_the_numpy_form():
    op = _op(_function("%r = arith.addi %a, %b : vector<4xi32>", "%a: vector<4xi32>, %b: vector<4xi32>",
                       "vector<4xi32>", "vector<4xi32>"), "arith.addi")
    general = semantics_of(type(op))
    special = _for_op(general, op)
    a = np.array([2**31 - 1, -1, 0, 5], np.int32)
    np.testing.assert_array_equal(special(None, op, (a, a))[0], general(None, op, (a, a))[0])
    assert special(None, op, (a, a))[0].dtype == np.int32
