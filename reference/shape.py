"""Reference semantics of the `shape` dialect's ops on shapes of known values.

A shape (an extent tensor or a `!shape.shape`) is a 1D int64 numpy array of
its extents, a size (`index` or `!shape.size`) an int, a witness a bool:

    %s = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>     [3, 4] for a 3x4 %x
    %b = shape.broadcast %s, %c : ... -> tensor<2xindex>           [3, 4] for %c = [1, 4]
    %n = shape.num_elements %b : tensor<2xindex> -> index           12

Error values are not modelled: where a `!shape.shape` or `!shape.size` would
hold an error (shapes that do not broadcast, an extent out of range) the op
stops with a run-time check error, as compiled code's assertions would, and a
failing constraint (`shape.cstr_broadcastable`, `shape.cstr_eq`,
`shape.cstr_require`) stops with its message.
"""

from __future__ import annotations

import math

import numpy as np

from aiopt.reference.semantics import Implementations
from aiopt.support.broadcasting import broadcasted_shape
from aiopt.support.diagnostics import RuntimeCheckError, op_error_message

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def _extents(value) -> list[int]:
    return [int(v) for v in np.asarray(value).reshape(-1)]


def _shape(extents) -> np.ndarray:
    return np.asarray(list(extents), dtype=np.int64).reshape(-1)


def _check(op, holds: bool, message: str) -> None:
    if not holds:
        raise RuntimeCheckError(op_error_message(op, message), op)


@IMPLEMENTATIONS.register("shape.shape_of")
def shape_of(interpreter, op, args):
    return (_shape(np.shape(args[0])),)


@IMPLEMENTATIONS.register("shape.const_shape")
def const_shape(interpreter, op, args):
    return (_shape(op.shape.get_values()),)


@IMPLEMENTATIONS.register("shape.const_size")
def const_size(interpreter, op, args):
    return (op.value.value.data,)


@IMPLEMENTATIONS.register("shape.const_witness")
def const_witness(interpreter, op, args):
    return (bool(op.passing.value.data),)


@IMPLEMENTATIONS.register("shape.get_extent")
def get_extent(interpreter, op, args):
    extents, dim = _extents(args[0]), int(args[1])
    _check(op, 0 <= dim < len(extents), f"dimension {dim} is out of range for a shape of rank {len(extents)}")
    return (extents[dim],)


@IMPLEMENTATIONS.register("shape.dim")
def dim(interpreter, op, args):
    extents, index = list(np.shape(args[0])), int(args[1])
    _check(op, 0 <= index < len(extents), f"index {index} is out of range for a value of rank {len(extents)}")
    return (extents[index],)


@IMPLEMENTATIONS.register("shape.num_elements")
def num_elements(interpreter, op, args):
    return (math.prod(_extents(args[0])),)


@IMPLEMENTATIONS.register("shape.rank")
def rank(interpreter, op, args):
    return (len(_extents(args[0])),)


def _broadcast(op, shapes) -> list[int] | None:
    return broadcasted_shape([_extents(shape) for shape in shapes])


@IMPLEMENTATIONS.register("shape.broadcast")
def broadcast(interpreter, op, args):
    result = _broadcast(op, args)
    message = op.error.data if op.error is not None else "shapes are not broadcastable"
    _check(op, result is not None, message)
    return (_shape(result),)


@IMPLEMENTATIONS.register("shape.is_broadcastable")
def is_broadcastable(interpreter, op, args):
    return (_broadcast(op, args) is not None,)


@IMPLEMENTATIONS.register("shape.cstr_broadcastable")
def cstr_broadcastable(interpreter, op, args):
    _check(op, _broadcast(op, args) is not None, "shapes are not broadcastable")
    return (True,)


def _all_equal(shapes) -> bool:
    extents = [_extents(shape) for shape in shapes]
    return all(e == extents[0] for e in extents)


@IMPLEMENTATIONS.register("shape.shape_eq")
def shape_eq(interpreter, op, args):
    return (_all_equal(args),)


@IMPLEMENTATIONS.register("shape.cstr_eq")
def cstr_eq(interpreter, op, args):
    _check(op, _all_equal(args), "shapes are not equal")
    return (True,)


@IMPLEMENTATIONS.register("shape.cstr_require")
def cstr_require(interpreter, op, args):
    _check(op, bool(args[0]), op.msg.data)
    return (True,)


@IMPLEMENTATIONS.register("shape.assuming_all")
def assuming_all(interpreter, op, args):
    return (all(bool(w) for w in args),)


@IMPLEMENTATIONS.register("shape.assuming")
def assuming(interpreter, op, args):
    return tuple(interpreter.run_ssacfg_region(op.do_region, ()))


@IMPLEMENTATIONS.register("shape.assuming_yield")
def assuming_yield(interpreter, op, args):
    return tuple(args)


@IMPLEMENTATIONS.register("shape.reduce")
def reduce(interpreter, op, args):
    """The body run on each extent in order (its index, the extent, the values so far), from the initial values."""
    values = tuple(args[1:])
    for index, extent in enumerate(_extents(args[0])):
        values = tuple(interpreter.run_ssacfg_region(op.region, (index, extent, *values), "shape.reduce"))
    return values


@IMPLEMENTATIONS.register("shape.yield")
def yield_(interpreter, op, args):
    return tuple(args)


@IMPLEMENTATIONS.register("shape.to_extent_tensor", "shape.from_extent_tensor")
def as_shape(interpreter, op, args):
    return (_shape(_extents(args[0])),)


@IMPLEMENTATIONS.register("shape.from_extents")
def from_extents(interpreter, op, args):
    return (_shape(int(v) for v in args),)


@IMPLEMENTATIONS.register("shape.index_to_size", "shape.size_to_index")
def size_cast(interpreter, op, args):
    return (int(args[0]),)


@IMPLEMENTATIONS.register("shape.concat")
def concat(interpreter, op, args):
    return (_shape([*_extents(args[0]), *_extents(args[1])]),)


@IMPLEMENTATIONS.register("shape.split_at")
def split_at(interpreter, op, args):
    extents, split = _extents(args[0]), int(args[1])
    _check(op, -len(extents) <= split <= len(extents), f"split point {split} is out of range")
    return (_shape(extents[:split]), _shape(extents[split:]))


def _elementwise(fn):
    """`shape.max`/`shape.min`: of two sizes, or extent by extent of two shapes of one rank."""

    def run(interpreter, op, args):
        if np.ndim(args[0]) == 0:
            return (fn(int(args[0]), int(args[1])),)
        lhs, rhs = _extents(args[0]), _extents(args[1])
        _check(op, len(lhs) == len(rhs), "shapes of different ranks")
        return (_shape(fn(a, b) for a, b in zip(lhs, rhs)),)

    return run


IMPLEMENTATIONS.register("shape.max")(_elementwise(max))
IMPLEMENTATIONS.register("shape.min")(_elementwise(min))


@IMPLEMENTATIONS.register("shape.meet")
def meet(interpreter, op, args):
    """Two known shapes or sizes meet where they are equal (the value); elsewhere the op's error, as a run-time
    check error (the `error` message, when given)."""
    lhs, rhs = args
    shaped = np.ndim(lhs) == 1
    equal = _extents(lhs) == _extents(rhs) if shaped else int(lhs) == int(rhs)
    message = op.error.data if op.error is not None else "the shapes or sizes do not meet"
    _check(op, equal, message)
    return (_shape(_extents(lhs)) if shaped else int(lhs),)


@IMPLEMENTATIONS.register("shape.any")
def any_(interpreter, op, args):
    """Any combination of the inputs' extents, which upstream leaves undefined where they differ: the first."""
    return (_shape(_extents(args[0])),)


_SIZE_ARITHMETIC = {
    "shape.add": lambda a, b: a + b,
    "shape.mul": lambda a, b: a * b,
    "shape.div": lambda a, b: a // b,
}


@IMPLEMENTATIONS.register(*_SIZE_ARITHMETIC)
def size_arithmetic(interpreter, op, args):
    lhs, rhs = int(args[0]), int(args[1])
    _check(op, not (op.name == "shape.div" and rhs == 0), "division by zero")
    return (_SIZE_ARITHMETIC[op.name](lhs, rhs),)
