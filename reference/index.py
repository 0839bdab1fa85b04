"""Reference semantics of the `index` dialect: 64-bit integer arithmetic on Python ints.

Index values are Python ints in the interpreter (as loop induction
variables are); results wrap to 64-bit two's complement, as the index type
of a 64-bit target does. Signed ops read their operands as signed, unsigned
ops as unsigned.
"""

from __future__ import annotations

from collections.abc import Callable

from aiopt.reference.semantics import Implementations

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


_MASK = (1 << 64) - 1


def _signed(value: int) -> int:
    value = int(value) & _MASK
    return value - (1 << 64) if value >> 63 else value


def _unsigned(value: int) -> int:
    return int(value) & _MASK


def _trunc_div(a: int, b: int) -> int:
    quotient = abs(a) // abs(b)
    return quotient if (a >= 0) == (b >= 0) else -quotient


def _ceil_div(a: int, b: int) -> int:
    return -((-a) // b)


_SIGNED: dict[str, Callable[[int, int], int]] = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "divs": _trunc_div,
    "ceildivs": _ceil_div,
    "floordivs": lambda a, b: a // b,
    "rems": lambda a, b: a - b * _trunc_div(a, b),
    "maxs": max,
    "mins": min,
    "shl": lambda a, b: a << _unsigned(b) if _unsigned(b) < 64 else 0,
    "shrs": lambda a, b: a >> min(_unsigned(b), 63),
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
}
_UNSIGNED: dict[str, Callable[[int, int], int]] = {
    "divu": lambda a, b: a // b,
    "ceildivu": _ceil_div,
    "remu": lambda a, b: a % b,
    "maxu": max,
    "minu": min,
    "shru": lambda a, b: a >> b if b < 64 else 0,
}
_PREDICATES: dict[str, Callable[[int, int], bool]] = {
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "slt": lambda a, b: _signed(a) < _signed(b),
    "sle": lambda a, b: _signed(a) <= _signed(b),
    "sgt": lambda a, b: _signed(a) > _signed(b),
    "sge": lambda a, b: _signed(a) >= _signed(b),
    "ult": lambda a, b: _unsigned(a) < _unsigned(b),
    "ule": lambda a, b: _unsigned(a) <= _unsigned(b),
    "ugt": lambda a, b: _unsigned(a) > _unsigned(b),
    "uge": lambda a, b: _unsigned(a) >= _unsigned(b),
}


def _binary(fn: Callable[[int, int], int], read: Callable[[int], int]):
    def run(interpreter, op, args):
        return (_signed(fn(read(args[0]), read(args[1]))),)

    return run


for _name, _fn in _SIGNED.items():
    IMPLEMENTATIONS.register(f"index.{_name}")(_binary(_fn, _signed))
for _name, _fn in _UNSIGNED.items():
    IMPLEMENTATIONS.register(f"index.{_name}")(_binary(_fn, _unsigned))


@IMPLEMENTATIONS.register("index.cmp")
def cmp(interpreter, op, args):
    return (bool(_PREDICATES[op.pred.data.value](args[0], args[1])),)


@IMPLEMENTATIONS.register("index.constant")
def constant(interpreter, op, args):
    return (op.value.value.data,)


@IMPLEMENTATIONS.register("index.bool.constant")
def bool_constant(interpreter, op, args):
    return (bool(op.value.value.data),)


@IMPLEMENTATIONS.register("index.sizeof")
def sizeof(interpreter, op, args):
    return (64,)


def _cast(read: Callable[[int], int]):
    def run(interpreter, op, args):
        result_type = op.output.type
        if result_type.name == "index":
            width = op.input.type.width.data
            value = int(args[0]) & ((1 << width) - 1)
            if read is _signed and value >> (width - 1):
                value -= 1 << width
            return (_signed(value),)
        width = result_type.width.data
        value = int(args[0]) & ((1 << width) - 1)
        return (value - (1 << width) if width > 1 and value >> (width - 1) else value,)

    return run


IMPLEMENTATIONS.register("index.casts")(_cast(_signed))
IMPLEMENTATIONS.register("index.castu")(_cast(_unsigned))
