"""vector.multi_reduction through `lower-vector-multi-reduction` (both strategies) and the CPU pipeline computes
what the reference interpreter computes from the op itself (bit for bit: both combine the elements in row-major
order of the reduced dims, from the accumulator on), which is also checked against numpy."""

from __future__ import annotations

import functools

import numpy as np
import pytest
from test_compiled_vector_shape import CONTEXT, _inputs, _vector, program

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile, default_pipeline
from aiopt.support.parsing import parse_module


def both(inputs: dict, body: str, outputs: dict, strategy: str) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """The interpreter's results (of the op) and the compiled code's (after the pass), checked equal bit for bit,
    reshaped to the outputs' shapes, and the inputs."""
    text = program(inputs, body, outputs)
    arrays = _inputs(inputs)
    expected = [np.asarray(r) for r in run_function(parse_module(CONTEXT, text, "mr.mlir"), "main", arrays)]
    pipeline = f"lower-vector-multi-reduction{{lowering-strategy={strategy}}},{default_pipeline('buffers')}"
    actual = [np.asarray(r) for r in compile(text, pipeline=pipeline, cache=False).call(*[a.copy() for a in arrays])]
    for e, a in zip(expected, actual):
        np.testing.assert_array_equal(a.view(np.uint8), e.view(np.uint8))
    shapes = [() if shape is None else tuple(shape) for shape, _ in outputs.values()]
    return [e.reshape(s) for e, s in zip(expected, shapes)], [
        x.reshape(shape) for x, (shape, _) in zip(arrays, inputs.values())
    ]


_NUMPY = {
    "add": np.add, "mul": np.multiply, "maxnumf": np.fmax, "minnumf": np.fmin, "maximumf": np.maximum,
    "minimumf": np.minimum, "maxsi": np.maximum, "minsi": np.minimum, "and": np.bitwise_and, "or": np.bitwise_or,
    "xor": np.bitwise_xor,
}  # fmt: skip


def _expected(kind: str, source: np.ndarray, acc: np.ndarray, dims: list[int]) -> np.ndarray:
    """numpy's reduction in the same order (the reduced dims moved first and taken in row-major order)."""
    moved = np.moveaxis(source, sorted(dims), range(len(dims)))
    flat = moved.reshape(-1, *moved.shape[len(dims) :])
    with np.errstate(over="ignore"):
        return functools.reduce(lambda a, x: _NUMPY[kind](a, x).astype(source.dtype), flat, acc)


@pytest.mark.parametrize("strategy", ["inner-parallel", "inner-reduction"])
@pytest.mark.parametrize(
    ("kind", "element"),
    [("add", "f32"), ("mul", "f64"), ("maxnumf", "f32"), ("minimumf", "f32"), ("add", "i32"), ("maxsi", "i8"),
     ("xor", "i64"), ("mul", "i32")],
)  # fmt: skip
def test_multi_reduction(strategy, kind, element):
    t = element
    source = _vector([2, 3, 4], t)
    body = f"""
  %r0 = vector.multi_reduction <{kind}>, %a, %acc0 [1] : {source} to {_vector([2, 4], t)}
  %r1 = vector.multi_reduction <{kind}>, %a, %acc1 [2, 0] : {source} to {_vector([3], t)}
  %e = vector.extract %acc1[0] : {t} from {_vector([3], t)}
  %r2 = vector.multi_reduction <{kind}>, %a, %e [0, 1, 2] : {source} to {t}
  %r3 = vector.multi_reduction <{kind}>, %a, %a [] : {source} to {source}
  %r4 = vector.multi_reduction <{kind}>, %b, %acc1 [1] : {_vector([3, 5], t)} to {_vector([3], t)}
"""
    inputs = {"a": ([2, 3, 4], t), "acc0": ([2, 4], t), "acc1": ([3], t), "b": ([3, 5], t)}
    outputs = {"r0": ([2, 4], t), "r1": ([3], t), "r2": (None, t), "r3": ([2, 3, 4], t), "r4": ([3], t)}
    (r0, r1, r2, r3, r4), (a, acc0, acc1, b) = both(inputs, body, outputs, strategy)
    np.testing.assert_array_equal(r0, _expected(kind, a, acc0, [1]))
    np.testing.assert_array_equal(r1, _expected(kind, a, acc1, [0, 2]))
    np.testing.assert_array_equal(r2, _expected(kind, a, acc1[0], [0, 1, 2]))
    np.testing.assert_array_equal(r3, _NUMPY[kind](a, a).astype(a.dtype))
    np.testing.assert_array_equal(r4, _expected(kind, b, acc1, [1]))
