"""Numpy reference semantics of `vector.shape_cast`, `transpose`, `extract_strided_slice`,
`insert_strided_slice`, `step`, `interleave`, `deinterleave`, `from_elements`, `to_elements`,
`constant_mask`, `multi_reduction`, `contract` and `outerproduct` (`aiopt.dialects.vector_shape`,
`aiopt.dialects.vector_elements`, `aiopt.dialects.vector_multi_reduction` and `aiopt.dialects.vector_contract`).

A vector value is a numpy array of the vector's shape. `shape_cast` reads
the elements in row-major order (`reshape`), `transpose` is numpy's,
`extract_strided_slice` the slice `v[o0:o0 + s0, ...]` and
`insert_strided_slice` a copy of the destination with the source written
at the offsets (its leading dims at the offsets of the destination's dims
the source lacks). `interleave` alternates the elements of its operands
along the trailing dim, `deinterleave` splits the even and odd ones.
`multi_reduction` combines the accumulator with the slices of its source
along the reduced dims, in their row-major order. `from_elements` lays its
operands out in row-major order, `to_elements`
reads them back in that order, and `constant_mask [a, b]` sets the lanes
`[i, j]` with `i < a` and `j < b`.

`vector.contract` walks the points of the iteration dims that the
accumulator's map leaves out (the reduction dims) in row-major order and,
for each, combines every element of the accumulator with the product of the
lhs and rhs elements its maps give; lhs and rhs elements narrower than the
accumulator's are first extended to it (integers sign-extended). A float
`add` is a fused multiply-add, rounded once, as upstream's lowering (through
`vector.fma`) computes it; the other kinds multiply, then combine:

    %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                          affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"],
                          kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>

is `r[i, j] = fma(a[i, 3], b[3, j], fma(a[i, 2], b[2, j], fma(a[i, 1], b[1, j], fma(a[i, 0], b[0, j], c[i, j]))))`.
`vector.outerproduct` is the contraction `r[i, j] = kind(acc[i, j], lhs[i] * rhs[j])` (the AXPY form
`r[i] = kind(acc[i], lhs[i] * rhs)` of a scalar rhs), the product alone without an accumulator.
"""

from __future__ import annotations

import itertools

import numpy as np
from xdsl.dialects.builtin import VectorType

from aiopt.reference.hlo import sign_extended
from aiopt.reference.linalg import _fused_multiply_add
from aiopt.reference.semantics import Implementations
from aiopt.reference.vector import _ieee_extremum

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def _shape(type_) -> tuple[int, ...]:
    return tuple(type_.get_shape()) if isinstance(type_, VectorType) else ()


@IMPLEMENTATIONS.register("vector.shape_cast")
def shape_cast(interpreter, op, args):
    return (np.array(np.asarray(args[0]).reshape(_shape(op.result.type))),)


@IMPLEMENTATIONS.register("vector.transpose")
def transpose(interpreter, op, args):
    return (np.array(np.transpose(np.asarray(args[0]), op.permutation.get_values())),)


def _values(attr) -> list[int]:
    return [a.value.data for a in attr.data]


@IMPLEMENTATIONS.register("vector.extract_strided_slice")
def extract_strided_slice(interpreter, op, args):
    window = tuple(slice(o, o + s) for o, s in zip(_values(op.offsets), _values(op.sizes)))
    return (np.array(np.asarray(args[0])[window]),)


@IMPLEMENTATIONS.register("vector.insert_strided_slice")
def insert_strided_slice(interpreter, op, args):
    source, dest = np.asarray(args[0]), np.array(args[1])
    offsets = _values(op.offsets)
    lead = dest.ndim - source.ndim
    window = (*offsets[:lead], *(slice(o, o + n) for o, n in zip(offsets[lead:], source.shape)))
    dest[window] = source
    return (dest,)


@IMPLEMENTATIONS.register("vector.step")
def step(interpreter, op, args):
    return (np.arange(op.result.type.get_shape()[0], dtype=np.int64),)


@IMPLEMENTATIONS.register("vector.interleave")
def interleave(interpreter, op, args):
    lhs, rhs = (np.asarray(a) for a in args)
    return (np.array(np.stack([lhs, rhs], axis=-1).reshape(_shape(op.result.type))),)


@IMPLEMENTATIONS.register("vector.deinterleave")
def deinterleave(interpreter, op, args):
    source = np.asarray(args[0])
    return np.array(source[..., 0::2]), np.array(source[..., 1::2])


@IMPLEMENTATIONS.register("vector.from_elements")
def from_elements(interpreter, op, args):
    return (np.array([np.asarray(a) for a in args]).reshape(_shape(op.dest.type)),)


@IMPLEMENTATIONS.register("vector.to_elements")
def to_elements(interpreter, op, args):
    return tuple(np.array(e) for e in np.asarray(args[0]).reshape(-1))


@IMPLEMENTATIONS.register("vector.constant_mask")
def constant_mask(interpreter, op, args):
    shape = _shape(op.result.type)
    sizes = op.mask_dim_sizes.get_values()
    if not shape:
        return (np.array(sizes[0] == 1),)
    mask = np.zeros(shape, bool)
    mask[tuple(slice(0, n) for n in sizes)] = True
    return (mask,)


def _unsigned(a: np.ndarray) -> np.ndarray:
    return a.view(f"uint{a.dtype.itemsize * 8}") if a.dtype.kind == "i" else a


_MAXIMUMF = np.frompyfunc(_ieee_extremum(True), 2, 1)
_MINIMUMF = np.frompyfunc(_ieee_extremum(False), 2, 1)

_FLOAT_COMBINE = {
    "add": np.add, "mul": np.multiply, "maxnumf": np.fmax, "minnumf": np.fmin,
    "maximumf": lambda a, b: np.asarray(_MAXIMUMF(a, b), a.dtype),
    "minimumf": lambda a, b: np.asarray(_MINIMUMF(a, b), a.dtype),
}  # fmt: skip
"""How a float contraction combines the accumulator with a product, by kind (a float add is fused instead)."""

_INTEGER_COMBINE = {
    "add": np.add, "mul": np.multiply, "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor,
    "maxsi": np.maximum, "minsi": np.minimum,
    "maxui": lambda a, b: np.maximum(_unsigned(a), _unsigned(b)).view(a.dtype),
    "minui": lambda a, b: np.minimum(_unsigned(a), _unsigned(b)).view(a.dtype),
}  # fmt: skip
"""How an integer contraction combines the accumulator with a product, by kind (wrapping, as LLVM's)."""


_BOOL_KINDS = {"add": "xor", "mul": "and", "maxui": "or", "minui": "and", "maxsi": "and", "minsi": "or"}
"""The bitwise kind an i1 kind is (an i1 is 0 or -1 signed: its signed max is an and)."""


def combine(kind: str, acc: np.ndarray, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """`kind(acc, lhs * rhs)`, elementwise, in `acc`'s dtype; a float add fused (see the module docstring)."""
    acc = np.asarray(acc)
    dtype = acc.dtype
    if dtype.kind == "f":
        lhs, rhs = np.asarray(lhs).astype(dtype), np.asarray(rhs).astype(dtype)
        if kind == "add":
            return np.asarray(_fused_multiply_add(lhs, rhs, acc), dtype)
        return np.asarray(_FLOAT_COMBINE[kind](acc, lhs * rhs), dtype)
    lhs, rhs = (np.asarray(sign_extended(v)).astype(dtype) for v in (lhs, rhs))
    with np.errstate(over="ignore"):
        product = (lhs * rhs) if dtype != np.bool_ else (lhs & rhs)
        if dtype == np.bool_:
            kind = _BOOL_KINDS.get(kind, kind)
        return np.asarray(_INTEGER_COMBINE[kind](acc, product), dtype)


@IMPLEMENTATIONS.register("vector.contract")
def contract(interpreter, op, args):
    lhs, rhs, acc = (np.asarray(a) for a in args)
    lhs_map, rhs_map, acc_map = op.maps
    kept = [e.position for e in acc_map.results]
    extents = [0] * lhs_map.num_dims
    for value, affine_map in ((lhs, lhs_map), (rhs, rhs_map)):
        for expr, size in zip(affine_map.results, value.shape):
            extents[expr.position] = size
    reduced = [d for d in range(lhs_map.num_dims) if d not in kept]
    grid = np.indices(acc.shape, dtype=np.int64) if acc.ndim else []
    result = np.array(acc)
    kind = op.kind.data.value
    for point in itertools.product(*(range(extents[d]) for d in reduced)):
        at = dict(zip(reduced, point))

        def gather(value: np.ndarray, affine_map) -> np.ndarray:
            index = tuple(grid[kept.index(e.position)] if e.position in kept else at[e.position]
                          for e in affine_map.results)  # fmt: skip
            return value[index]

        result = combine(kind, result, gather(lhs, lhs_map), gather(rhs, rhs_map))
    return (np.array(result),)


@IMPLEMENTATIONS.register("vector.multi_reduction")
def multi_reduction(interpreter, op, args):
    """The accumulator combined with each slice of the source along the reduced dims, in their row-major order
    (`kind(acc, source[r])` elementwise, r the reduced index), as `lower-vector-multi-reduction` computes it."""
    source, result = np.asarray(args[0]), np.array(args[1])
    reduced = sorted(set(op.dims))
    slices = np.moveaxis(source, reduced, range(len(reduced)))
    dtype = result.dtype
    kind = op.kind.data.value
    if dtype == np.bool_:
        kind = _BOOL_KINDS.get(kind, kind)
    table = _FLOAT_COMBINE if dtype.kind in "fV" else _INTEGER_COMBINE
    with np.errstate(over="ignore"):
        for point in itertools.product(*(range(n) for n in slices.shape[: len(reduced)])):
            result = np.asarray(table[kind](result, slices[point]), dtype)
    return (np.array(result),)


@IMPLEMENTATIONS.register("vector.outerproduct")
def outerproduct(interpreter, op, args):
    lhs, rhs = np.asarray(args[0]), np.asarray(args[1])
    product_rhs = rhs[np.newaxis, :] if rhs.ndim else rhs
    product_lhs = lhs[:, np.newaxis] if rhs.ndim else lhs
    if len(args) < 3:
        with np.errstate(over="ignore"):
            return (np.array(product_lhs * product_rhs, dtype=lhs.dtype),)
    return (combine(op.kind.data.value, np.asarray(args[2]), product_lhs, product_rhs),)
