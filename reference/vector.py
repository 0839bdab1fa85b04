"""Numpy reference semantics of the vector dialect's memory ops (`vector.load` and `vector.store` on memrefs) and of
`vector.extract` and `vector.insert`.

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
"""

from __future__ import annotations

import numpy as np

from aiopt.dialects.vector import access_alignment
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
