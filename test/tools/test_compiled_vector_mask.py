"""vector.mask of reductions, multi_reductions and transfers through `lower-vector-mask` (and
`lower-vector-multi-reduction`) and the CPU pipeline computes what the reference interpreter computes from the
masked ops themselves, bit for bit (NaNs and signed zeros included), which is also checked against numpy."""

from __future__ import annotations

import math

import numpy as np
import pytest
from test_compiled_vector_shape import CONTEXT, _vector, program

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile, default_pipeline
from aiopt.support.parsing import parse_module

PIPELINE = f"lower-vector-mask,lower-vector-multi-reduction,{default_pipeline('buffers')}"


def both(inputs: dict, arrays: list[np.ndarray], body: str, outputs: dict) -> list[np.ndarray]:
    """The interpreter's results and the compiled code's, checked equal bit for bit, reshaped to the outputs'
    shapes."""
    text = program(inputs, body, outputs)
    expected = [np.asarray(r) for r in run_function(parse_module(CONTEXT, text, "mask.mlir"), "main",
                                                    [a.copy() for a in arrays])]  # fmt: skip
    actual = [np.asarray(r) for r in compile(text, pipeline=PIPELINE, cache=False).call(*[a.copy() for a in arrays])]
    for e, a in zip(expected, actual):
        np.testing.assert_array_equal(a.view(np.uint8), e.view(np.uint8))
    shapes = [() if shape is None else tuple(shape) for shape, _ in outputs.values()]
    return [e.reshape(s) for e, s in zip(expected, shapes)]


_NUMPY = {"add": np.add, "mul": np.multiply, "maxnumf": np.fmax, "minimumf": np.minimum, "maxsi": np.maximum,
          "and": np.bitwise_and, "xor": np.bitwise_xor}  # fmt: skip


def _mask_lines(name: str, shape: list[int]) -> str:
    """`%<name>`, the i1 mask of the i8 input `%b_<name>` (a lane is set where its byte is not 0)."""
    i8 = _vector(shape, "i8")
    return (f"  %z_{name} = arith.constant dense<0> : {i8}\n"
            f"  %{name} = arith.cmpi ne, %b_{name}, %z_{name} : {i8}\n")  # fmt: skip


@pytest.mark.parametrize(
    ("kind", "element"),
    [("add", "f32"), ("mul", "f64"), ("maxnumf", "f32"), ("minimumf", "f32"), ("add", "i32"), ("maxsi", "i8"),
     ("and", "i64"), ("xor", "i32")],
)  # fmt: skip
def test_masked_reductions(kind, element):
    t = element
    body = _mask_lines("m", [8]) + _mask_lines("m2", [3, 4]) + f"""
  %acc = vector.extract %acc1[0] : {t} from {_vector([3], t)}
  %r0 = vector.mask %m {{ vector.reduction <{kind}>, %v, %acc : {_vector([8], t)} into {t} }} : vector<8xi1> -> {t}
  %r1 = vector.mask %m {{ vector.reduction <{kind}>, %v : {_vector([8], t)} into {t} }} : vector<8xi1> -> {t}
  %r2 = vector.mask %m2 {{ vector.multi_reduction <{kind}>, %w, %acc1 [1] : {_vector([3, 4], t)} to {_vector([3], t)} }}
    : vector<3x4xi1> -> {_vector([3], t)}
"""
    inputs = {"v": ([8], t), "w": ([3, 4], t), "acc1": ([3], t), "b_m": ([8], "i8"), "b_m2": ([3, 4], "i8")}
    outputs = {"r0": (None, t), "r1": (None, t), "r2": ([3], t)}
    rng = np.random.default_rng(3)
    dtype = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "i8": np.int8, "i64": np.int64}[t]
    values = [(rng.standard_normal(math.prod(s)) * 8).astype(dtype) for s, _ in list(inputs.values())[:3]]
    bits = [np.array([1, 0, 1, 1, 0, 0, 1, 0], np.int8), rng.integers(0, 2, 12).astype(np.int8)]
    bits[1][4:8] = 0  # (a row with every lane off: its accumulator as it is)
    r0, r1, r2 = both(inputs, [*values, *bits], body, outputs)
    v, w, acc1 = values[0], values[1].reshape(3, 4), values[2]
    selected = v[bits[0] != 0]
    with np.errstate(over="ignore"):
        expected = acc1[0]
        for x in selected:
            expected = _NUMPY[kind](expected, x).astype(dtype)
        np.testing.assert_array_equal(r0, expected)
        expected_rows = acc1.copy()
        for i in range(3):
            for j in range(4):
                if bits[1].reshape(3, 4)[i, j]:
                    expected_rows[i] = _NUMPY[kind](expected_rows[i], w[i, j]).astype(dtype)
        np.testing.assert_array_equal(r2, expected_rows)
    assert r1.shape == ()


@pytest.mark.parametrize("element", ["f32", "i16"])
def test_masked_transfers(element):
    t = element
    body = _mask_lines("m", [8]) + f"""
  %pad = vector.extract %p[0] : {t} from {_vector([8], t)}
  %r0 = vector.mask %m {{ vector.transfer_read %buf[%i], %pad : memref<16x{t}>, {_vector([8], t)} }}
    : vector<8xi1> -> {_vector([8], t)}
  %r1 = vector.mask %m, %p {{ vector.transfer_read %buf[%i], %pad : memref<16x{t}>, {_vector([8], t)} }}
    : vector<8xi1> -> {_vector([8], t)}
  %copy = memref.alloc() : memref<16x{t}>
  memref.copy %buf, %copy : memref<16x{t}> to memref<16x{t}>
  vector.mask %m {{ vector.transfer_write %p, %copy[%i] : {_vector([8], t)}, memref<16x{t}> }} : vector<8xi1>
  %r2 = vector.load %copy[%c0] : memref<16x{t}>, {_vector([16], t)}
"""
    head = f"func.func @main(%buf: memref<16x{t}>, %i: index, "
    inputs = {"p": ([8], t), "b_m": ([8], "i8")}
    outputs = {"r0": ([8], t), "r1": ([8], t), "r2": ([16], t)}
    text = program(inputs, body, outputs).replace("func.func @main(", head)
    dtype = {"f32": np.float32, "i16": np.int16}[t]
    buf = (np.arange(16) * 3 + 1).astype(dtype)
    pad = (np.arange(8) * -5 - 2).astype(dtype)
    bits = np.array([1, 1, 0, 1, 0, 1, 1, 1], np.int8)
    for start in (0, 5, 12):  # (from 12 on, lanes 4..7 are outside the buffer)
        args = [buf, np.int64(start), pad, bits]
        module = parse_module(CONTEXT, text, "mask.mlir")
        expected = [np.asarray(r) for r in run_function(module, "main", [np.array(a) for a in args])]
        compiled = compile(text, pipeline=PIPELINE, cache=False)
        actual = [np.asarray(r) for r in compiled.call(*[np.array(a) for a in args])]
        for e, a in zip(expected, actual):
            np.testing.assert_array_equal(a, e)
        lanes = np.arange(8)
        inside = start + lanes < 16
        read = np.where(inside, buf[np.minimum(start + lanes, 15)], pad[0])
        on = bits != 0
        np.testing.assert_array_equal(expected[0], np.where(on, read, pad[0]))
        np.testing.assert_array_equal(expected[1], np.where(on, read, pad))
        written = buf.copy()
        for k in lanes[on & inside]:
            written[start + k] = pad[k]
        np.testing.assert_array_equal(expected[2], written)


@pytest.mark.parametrize(("kind", "element"), [("add", "f32"), ("maxnumf", "f64"), ("add", "i32"), ("xor", "i16")])
def test_masked_outerproduct(kind, element):
    t = element
    body = _mask_lines("m", [3, 4]) + f"""
  %r = vector.mask %m {{ vector.outerproduct %a, %b, %acc {{kind = #vector.kind<{kind}>}} : {_vector([3], t)},
    {_vector([4], t)} }} : vector<3x4xi1> -> {_vector([3, 4], t)}
"""
    inputs = {"a": ([3], t), "b": ([4], t), "acc": ([3, 4], t), "b_m": ([3, 4], "i8")}
    rng = np.random.default_rng(5)
    dtype = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "i16": np.int16}[t]
    a, b, acc = ((rng.standard_normal(n) * 8).astype(dtype) for n in (3, 4, 12))
    bits = rng.integers(0, 2, 12).astype(np.int8)
    (r,) = both(inputs, [a, b, acc, bits], body, {"r": ([3, 4], t)})
    acc = acc.reshape(3, 4)
    with np.errstate(over="ignore"):
        product = np.outer(a, b).astype(dtype)
        combined = {"add": np.add, "maxnumf": np.fmax, "xor": np.bitwise_xor}[kind](acc, product)
    on = bits.reshape(3, 4) != 0
    np.testing.assert_array_equal(r[~on], acc[~on])
    # (a float add is fused, as upstream's lowering computes it: within a rounding of the unfused sum)
    np.testing.assert_allclose(r[on], combined.astype(dtype)[on], rtol=1e-6 if t.startswith("f") else 0)
