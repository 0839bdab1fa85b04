"""Running the scalar regions of HLO ops on numpy arrays, for the reference semantics.

Regions run through the interpreter on 0-d arrays, one element at a time.
A reducer whose body is a single add, multiply, maximum, minimum, and, or
or xor of its two arguments is applied as the numpy ufunc instead: the same
results without an interpreter call per element.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.dialects.builtin import BFloat16Type, ReducedPrecisionFloatType
from xdsl.ir import Attribute, Block, Region

from aiopt.dialects.hlo.types import element_type_of
from aiopt.reference.hlo import as_result, narrow_width, numpy_dtype


class _ZeroOrdered:
    """np.maximum or np.minimum with IEEE-754's -0 < +0 for floats (numpy keeps whichever zero it meets first).

    Called like the ufunc, and with its `reduce` and `at`.
    """

    def __init__(self, ufunc: np.ufunc):
        self.ufunc = ufunc
        self.wins = ufunc is np.maximum  # the zero that wins: +0 for maximum, -0 for minimum

    def _fix(self, result: np.ndarray, has_winner: np.ndarray) -> np.ndarray:
        if result.dtype.kind != "f":
            return result
        winner = np.array(0.0 if self.wins else -0.0, result.dtype)
        return np.where(result == 0, np.where(has_winner, winner, -winner), result)

    def _winning_zero(self, x: np.ndarray) -> np.ndarray:
        return (x == 0) & (np.signbit(x) != self.wins)

    def __call__(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        return self._fix(self.ufunc(a, b), self._winning_zero(a) | self._winning_zero(b))

    def reduce(self, x: np.ndarray, axis: int) -> np.ndarray:
        return self._fix(self.ufunc.reduce(x, axis=axis), np.any(self._winning_zero(x), axis=axis))

    def at(self, array: np.ndarray, indices, values: np.ndarray) -> None:
        """`array[indices] = op(array[indices], values)` in place, repeated indices combined (for scatter)."""
        has_winner = self._winning_zero(array)
        np.logical_or.at(has_winner, indices, self._winning_zero(values))
        self.ufunc.at(array, indices, values)
        array[...] = self._fix(array, has_winner)


_COMBINER_UFUNCS: dict[str, np.ufunc | _ZeroOrdered] = {
    "add": np.add,
    "multiply": np.multiply,
    "maximum": _ZeroOrdered(np.maximum),
    "minimum": _ZeroOrdered(np.minimum),
    "and": np.bitwise_and,
    "or": np.bitwise_or,
    "xor": np.bitwise_xor,
}
"""Body ops that numpy computes exactly as the element-wise reference does (bool add is or, multiply is and)."""


def apply_region(
    interpreter, region: Region, arrays: Sequence[np.ndarray], elements: Sequence[Attribute]
) -> list[np.ndarray]:
    """Run a scalar region at every index of `arrays` (all of one shape); its results have `elements` types."""
    shape = np.shape(arrays[0])
    outputs = [np.empty(shape, numpy_dtype(element)) for element in elements]
    for index in np.ndindex(*shape):
        returned = interpreter.run_ssacfg_region(region, tuple(np.asarray(a[index]) for a in arrays))
        for output, value in zip(outputs, returned):
            output[index] = value
    return outputs


class Reducer:
    """A reducer region applied element-wise to arrays: (accumulators, values) -> new accumulators."""

    def __init__(self, interpreter, region: Region):
        self.interpreter = interpreter
        self.region = region
        block = region.blocks.first
        assert block is not None
        self.elements = [element_type_of(arg.type) for arg in block.args[: len(block.args) // 2]]
        self.ufunc = _combiner_ufunc(block, self.elements)

    def initial(self, inits: Sequence[np.ndarray], shape: Sequence[int]) -> list[np.ndarray]:
        """Accumulators of `shape` holding the init values, in the accumulator types."""
        return [np.full(shape, self.cast(init, index)) for index, init in enumerate(inits)]

    def cast(self, values: np.ndarray, index: int) -> np.ndarray:
        """Values promoted to the type of accumulator `index`."""
        return as_result(values, self.elements[index])

    def __call__(self, accumulators: Sequence[np.ndarray], values: Sequence[np.ndarray]) -> list[np.ndarray]:
        values = [self.cast(v, i) for i, v in enumerate(values)]
        if self.ufunc is not None:
            return [self.ufunc(accumulators[0], values[0])]
        return apply_region(self.interpreter, self.region, [*accumulators, *values], self.elements)


def _combiner_ufunc(block: Block, elements: Sequence[Attribute]) -> np.ufunc | _ZeroOrdered | None:
    """The ufunc of a body `%r = op %arg0, %arg1; return %r`, if it has one that is exact for the element type."""
    combiner, terminator = block.first_op, block.last_op
    if len(elements) != 1 or combiner is None or combiner.next_op is not terminator or terminator is None:
        return None
    element = elements[0]
    rounded = isinstance(element, (BFloat16Type, ReducedPrecisionFloatType))
    if rounded or numpy_dtype(element).kind == "c" or narrow_width(element):
        # bf16 and f8 round after every step; complex max/min order lexicographically; i4 wraps at 4 bits
        return None
    takes_both_args = sorted(combiner.operands, key=id) == sorted(block.args, key=id)
    if not takes_both_args or list(terminator.operands) != list(combiner.results):
        return None
    return _COMBINER_UFUNCS.get(getattr(type(combiner), "MNEMONIC", ""))


def results_of(op, values: Sequence[np.ndarray]) -> tuple[np.ndarray, ...]:
    """`values` cast to the element types of the op's results (whose shapes may be dynamic)."""
    return tuple(as_result(value, element_type_of(type_)) for value, type_ in zip(values, op.result_types))
