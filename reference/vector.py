"""Numpy reference semantics of the vector dialect's memory ops (`vector.load` and `vector.store` on memrefs) and of
`vector.extract`, `vector.insert`, `vector.broadcast` and `vector.create_mask` (the masked and indexed memory ops
are `aiopt.reference.vector_masked`'s).

A vector value is a numpy array of the vector's shape. `vector.load
%m[%i, %j] : memref<?x?xf32>, vector<4xf32>` reads `m[i, j:j + 4]` (an n-D
vector the trailing n dimensions from the indices on) and `vector.store`
writes it. What upstream leaves undefined is an error at the op: an access
that does not lie inside the memref, and one whose address is not a multiple
of the op's `alignment` attribute (the caller's promise, which a GPU's
128-bit load traps on): the address is the element's in host memory, whose
allocations numpy aligns to 16 bytes at least, as cudaMalloc does (256).

`vector.extract %v[i, j]` is `v[i, j]` (an element, or the sub-vector of the
trailing dimensions) and `vector.insert %e, %v [i, j]` a copy of `v` with
`e` there; a position outside the vector (a dynamic one: upstream's result is
poison) is an error at the op.

`vector.broadcast` repeats its source along the leading dims it lacks and
its dims of size 1 (numpy's broadcasting); `vector.create_mask %a, %b :
vector<4x8xi1>` sets the lanes [i, j] with i < a and j < b. `vector.fma` is
fused (rounded once, as `math.fma`), `vector.shuffle` picks leading-dim
slices of its operands laid end to end, and `vector.reduction` combines the
elements in order (see `reduction`). `vector.print` writes to standard output
what upstream's lowering prints (`( 1, 2, 3 )` and a newline).
"""

from __future__ import annotations

import sys

import numpy as np
from xdsl.dialects.builtin import IndexType, IntegerType, Signedness, VectorType

from aiopt.dialects.vector import access_alignment
from aiopt.reference.linalg import _fused_multiply_add
from aiopt.reference.semantics import Implementations
from aiopt.support.diagnostics import RuntimeCheckError

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def _window(op, memref: np.ndarray, indices, shape: tuple[int, ...]) -> np.ndarray:
    """The view of `memref` a vector of `shape` at `indices` covers, after checking bounds and alignment."""
    starts = [int(i) for i in indices]
    leading, trailing = starts[: len(starts) - len(shape)], starts[len(starts) - len(shape) :]
    sizes = memref.shape
    for dim, start in enumerate(starts):
        extent = shape[dim - len(leading)] if dim >= len(leading) else 1
        if start < 0 or start + extent > sizes[dim]:
            raise RuntimeCheckError(
                f"'{op.name}' of {'x'.join(map(str, shape))} elements at [{', '.join(map(str, starts))}] "
                f"is outside the memref of shape {'x'.join(map(str, sizes)) or 'scalar'}", op
            )
    window = memref[(*leading, *(slice(s, s + n) for s, n in zip(trailing, shape)))]
    alignment = access_alignment(op)
    if alignment is not None and window.size:
        address = window.__array_interface__["data"][0]
        if address % alignment:
            raise RuntimeCheckError(
                f"'{op.name}' at an address that is not a multiple of its alignment "
                f"({alignment} bytes; it is {address % alignment} more)", op
            )
    return window


@IMPLEMENTATIONS.register("vector.load")
def load(interpreter, op, args):
    return (np.array(_window(op, args[0], args[1:], tuple(op.result.type.get_shape()))),)


@IMPLEMENTATIONS.register("vector.store")
def store(interpreter, op, args):
    value, memref, *indices = args
    _window(op, memref, indices, tuple(op.vector.type.get_shape()))[...] = value
    return ()


def _position(op, args, shape: tuple[int, ...]) -> tuple[int, ...]:
    """The op's position: its static one with the dynamic operands (`args`) in place of the `kDynamic` entries."""
    dynamic = iter(int(a) for a in args)
    static = op.static_position.get_values()
    position = tuple(next(dynamic) if p == _DYNAMIC else p for p in static)
    if any(not 0 <= p < size for p, size in zip(position, shape)):
        raise RuntimeCheckError(
            f"'{op.name}' at position [{', '.join(map(str, position))}] is outside the vector of shape "
            f"{'x'.join(map(str, shape))}", op
        )
    return position


_DYNAMIC = -(2**63)
"""`ShapedType::kDynamic`: a static position entry whose value is a dynamic operand."""


@IMPLEMENTATIONS.register("vector.extract")
def extract(interpreter, op, args):
    value = np.asarray(args[0])
    return (np.array(value[_position(op, args[1:], value.shape)]),)


@IMPLEMENTATIONS.register("vector.insert")
def insert_(interpreter, op, args):
    source, dest = np.asarray(args[0]), np.array(args[1])
    dest[_position(op, args[2:], dest.shape)] = source
    return (dest,)


@IMPLEMENTATIONS.register("vector.broadcast")
def broadcast(interpreter, op, args):
    return (np.array(np.broadcast_to(args[0], tuple(op.vector.type.get_shape()))),)


@IMPLEMENTATIONS.register("vector.create_mask")
def create_mask(interpreter, op, args):
    shape = tuple(op.mask_vector.type.get_shape())
    lanes = np.indices(shape) if shape else np.zeros((0,), int)
    mask = np.ones(shape, bool)
    for dim, size in enumerate(args):
        mask &= lanes[dim] < int(size)
    return (mask,)


@IMPLEMENTATIONS.register("vector.fma")
def fma(interpreter, op, args):
    return (_fused_multiply_add(*(np.asarray(a) for a in args)),)


@IMPLEMENTATIONS.register("vector.shuffle")
def shuffle(interpreter, op, args):
    both = np.concatenate([np.asarray(a).reshape(-1, *np.shape(a)[1:]) for a in args])
    return (np.array(both[list(op.mask.get_values())]),)


def _ieee_extremum(maximum: bool):
    """IEEE 754 maximum (or minimum) of two floats: NaN if either is, +0 above -0."""

    def extremum(a, b):
        if np.isnan(a) or np.isnan(b):
            return a + b
        if a == b:
            return b if np.signbit(a) == maximum else a
        return max(a, b) if maximum else min(a, b)

    return extremum


_FLOAT_COMBINE = {
    "add": lambda a, b: a + b, "mul": lambda a, b: a * b, "maxnumf": np.fmax, "minnumf": np.fmin,
    "maximumf": _ieee_extremum(True), "minimumf": _ieee_extremum(False),
}  # fmt: skip
"""How vector.reduction combines two float elements, by kind."""

_INTEGER_COMBINE = {
    "add": np.add, "mul": np.multiply, "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor,
    "maxsi": np.maximum, "minsi": np.minimum, "maxui": np.maximum, "minui": np.minimum,
}  # fmt: skip
"""How vector.reduction combines two integer elements, by kind (the `ui` kinds on the unsigned views)."""

_BOOL_KINDS = {"add": "xor", "mul": "and", "maxui": "or", "minui": "and", "maxsi": "and", "minsi": "or"}
"""The kinds of i1 elements as the bitwise op they are (signed, true is -1: its maximum is the and)."""


@IMPLEMENTATIONS.register("vector.reduction")
def reduction(interpreter, op, args):
    """The elements combined in order, from the accumulator where there is one: a float add or mul starts from it
    (else 0.0 or 1.0) and adds each element in turn, as LLVM's ordered reductions do; the others combine the
    reduced value with it."""
    kind = op.kind.data.value
    values = np.asarray(args[0]).reshape(-1)
    acc = args[1] if len(args) > 1 else None
    if values.dtype.kind in "fV":  # (V: ml_dtypes' small floats)
        combine = _FLOAT_COMBINE[kind]
        result = values.dtype.type(0 if kind == "add" else 1) if acc is None and kind in ("add", "mul") else acc
        items = list(values) if result is not None else list(values[1:])
        result = values[0] if result is None else values.dtype.type(result)
        for value in items:
            result = values.dtype.type(combine(result, value))
        return (np.asarray(result, values.dtype),)
    if values.dtype == np.bool_:
        kind = _BOOL_KINDS.get(kind, kind)
    unsigned = kind.endswith("ui") and values.dtype.kind == "i"
    view = values.view(f"u{values.dtype.itemsize}") if unsigned else values
    combine = _INTEGER_COMBINE[kind]
    result = combine.reduce(view)
    if acc is not None:
        acc = np.asarray(acc, values.dtype)
        result = combine(result, acc.view(view.dtype) if unsigned else acc)
    return (np.asarray(result, view.dtype).view(values.dtype),)


_PUNCTUATION = {"newline": "\n", "comma": ", ", "open": "( ", "close": " )", "no_punctuation": ""}
"""What upstream's runtime prints for each `#vector.punctuation` (`printNewline`, `printComma`, ...)."""


def _printed(value: np.ndarray, element) -> str:
    """A scalar or vector as upstream's runtime prints it: floats by C's `%g`, integers in decimal (unsigned,
    index and i1 ones unsigned), a vector as `( 1, 2 )`, nested for n-D."""
    if value.ndim:
        return "( " + ", ".join(_printed(v, element) for v in value) + " )"
    if value.dtype.kind in "fV":
        return "%g" % float(value)
    unsigned = isinstance(element, IndexType) or (isinstance(element, IntegerType) and (
        element.width.data == 1 or element.signedness.data == Signedness.UNSIGNED))  # fmt: skip
    number = int(value)
    if unsigned and number < 0:
        number += 1 << (64 if isinstance(element, IndexType) else element.width.data)
    return str(number)


@IMPLEMENTATIONS.register("vector.print")
def print_(interpreter, op, args):
    """Writes to standard output what upstream's lowering prints: the string, or the value then its
    punctuation."""
    if op.stringLiteral is not None:
        text = op.stringLiteral.data
    else:
        source = op.source
        element = source.type.element_type if source is not None and isinstance(source.type, VectorType) else None
        text = "" if source is None else _printed(np.asarray(args[0]), element or source.type)
        text += _PUNCTUATION[op.punctuation.data.value]
    sys.stdout.write(text)
    return ()
