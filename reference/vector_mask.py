"""Numpy reference semantics of `vector.mask` and `vector.yield` (`aiopt.dialects.vector_mask`).

A region without a maskable op gives what its `vector.yield` yields. Of a
masked `vector.reduction` or `vector.multi_reduction`, the masked-off
elements take no part: each stands in as the kind's neutral value
(`neutral_value`: -0.0 for a float add, NaN for `maxnumf`, ...), which leaves
the combination as it is, bit for bit. A masked `vector.transfer_read` or
`vector.transfer_write` accesses only the lanes the mask selects (the mask
is indexed by the transfer dims in the source's order, and anded with the
op's own mask); a read gives the passthru value in the other lanes where
there is one, else the padding:

    %r = vector.mask %m, %pass { vector.transfer_read %b[%i], %pad : memref<16xf32>, vector<4xf32> }
           : vector<4xi1> -> vector<4xf32>

is `r[k] = m[k] ? b[i + k] : pass[k]` (`pad` where `i + k` is outside `b`). A masked `vector.outerproduct`
keeps its accumulator in the masked-off lanes. Other maskable ops (contract, gather, an outer product without an
accumulator) are not interpreted.
"""

from __future__ import annotations

import numpy as np
from xdsl.ir.affine import AffineDimExpr

from aiopt.dialects.vector_multi_reduction import neutral_value
from aiopt.reference import vector, vector_masked, vector_shape
from aiopt.reference.semantics import Implementations

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


@IMPLEMENTATIONS.register("vector.yield")
def yield_(interpreter, op, args):
    """The terminator hands its operands to the `vector.mask`."""
    return tuple(args)


def _with_neutral(op, values, mask) -> np.ndarray:
    """The values of a reduction's vector (its first operand) with each element the mask leaves out replaced by
    the kind's neutral value."""
    values = np.asarray(values)
    neutral = neutral_value(op.kind.data.value, op.operands[0].type.element_type)
    return np.where(np.asarray(mask, bool), values, np.array(neutral).astype(values.dtype))


def _lane_mask(op, mask: np.ndarray) -> np.ndarray:
    """A transfer's mask (indexed by its transfer dims in the source's order) laid out as its vector's lanes."""
    results = op.permutation_map.data.results
    order = [j for _, j in sorted((e.position, j) for j, e in enumerate(results) if isinstance(e, AffineDimExpr))]
    vector_type = op.result.type if op.name == "vector.transfer_read" else op.vector.type
    shape = tuple(vector_type.get_shape())
    lanes = np.zeros(shape, bool)
    for lane in np.ndindex(*shape):
        lanes[lane] = mask[tuple(lane[j] for j in order)]
    return lanes


@IMPLEMENTATIONS.register("vector.mask")
def mask(interpreter, op, args):
    masked = op.masked_op
    if masked is None:
        return tuple(interpreter.run_ssacfg_region(op.mask_region, ()))
    selected = np.asarray(args[0], bool)
    inner = list(interpreter.get_values(masked.operands))
    name = masked.name
    if name in ("vector.reduction", "vector.multi_reduction"):
        inner[0] = _with_neutral(masked, inner[0], selected)
        impl = vector.reduction if name == "vector.reduction" else vector_shape.multi_reduction
        return impl(interpreter, masked, tuple(inner))
    if name in ("vector.transfer_read", "vector.transfer_write"):
        if masked.mask is not None:
            inner[-1] = np.asarray(inner[-1], bool) & selected
        else:
            inner.append(selected)
        if name == "vector.transfer_write":
            return vector_masked.transfer_write(interpreter, masked, tuple(inner))
        (result,) = vector_masked.transfer_read(interpreter, masked, tuple(inner))
        if op.passthru is not None:
            result = np.where(_lane_mask(masked, selected), result, np.asarray(args[1]))
        return (result,)
    if name == "vector.outerproduct" and masked.acc is not None:
        (product,) = vector_shape.outerproduct(interpreter, masked, tuple(inner))
        return (np.where(selected, product, np.asarray(inner[2])),)
    raise NotImplementedError(f"the reference interpreter does not run a masked '{name}'")
