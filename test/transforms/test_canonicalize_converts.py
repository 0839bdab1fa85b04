"""ComposeWideningConverts keeps what programs compute: convert(convert(x, A -> B), B -> C) becomes
convert(x, A -> C) (or x) only when A -> B is exact, and then gives the same bits for every edge value.

Every triple of element types whose first convert the pattern takes as widening is interpreted before
and after `--canonicalize` on edge values of A (zeros of both signs, extremes, NaN, infinities,
subnormals, the integer range), and the pattern must fire on the widenings the docstring names.
"""

from __future__ import annotations

import functools
import itertools

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.transforms.canonicalize_hlo import _exactly_representable

CONTEXT = default_registry().make_context()
TYPES = ["i1", "i8", "ui8", "i16", "ui16", "i32", "ui32", "i64", "f16", "bf16", "f32", "f64", "complex<f32>"]


@functools.cache  # (collection asks for each of the 13 types some 700 times)
def _element(name: str):
    module = parse_module(CONTEXT, f"func.func private @f(%x: tensor<{name}>)", "t.mlir")
    return next(iter(module.body.block.ops)).function_type.inputs.data[0].element_type


def _edge_values(name: str) -> np.ndarray:
    if name == "i1":
        return np.array([False, True])
    if name.startswith("complex"):
        return np.array([0j, -0.0 + 1j, complex(np.inf, -2.5), complex(np.nan, 1), 3.5 - 1e30j], np.complex64)
    if name.startswith(("f", "bf")):
        return np.array([0.0, -0.0, 1.5, -2.25, np.inf, -np.inf, np.nan, 6.0e4, 1e-7, 3.0e38, -1e30], np.float64)
    info = np.iinfo(np.dtype(name.replace("ui", "uint").replace("i", "int") if not name.startswith("ui") else "u" + name[1:].replace("i", "int")))
    return np.array([info.min, info.min + 1, -1 if info.min < 0 else 2, 0, 1, 100, info.max - 1, info.max])


def _numpy_input(name: str, values: np.ndarray) -> np.ndarray:
    if name == "bf16":
        import struct

        bits = [struct.unpack("<I", struct.pack("<f", float(v)))[0] >> 16 for v in values.astype(np.float32)]
        return np.array(bits, np.uint16)  # bf16 inputs travel as their bits
    dtype = {"f16": np.float16, "f32": np.float32, "f64": np.float64, "i1": np.bool_}.get(name)
    if dtype is not None:
        return values.astype(dtype)
    if name.startswith("complex"):
        return values
    return values.astype(name.replace("ui", "uint").replace("i", "int") if not name.startswith("ui") else "u" + name[1:].replace("i", "int"))


FIRES = {
    ("f16", "f32", "f64"), ("f32", "f64", "f32"), ("ui16", "i32", "i64"), ("bf16", "f32", "i32"),
    ("i16", "f32", "f64"), ("f32", "complex<f32>", "f32"), ("i8", "i16", "ui8"), ("i1", "i8", "f32"),
}  # fmt: skip
"""Triples the pattern composes."""
STAYS = {("ui32", "f64", "i32"), ("i16", "f32", "i8"), ("i32", "f64", "ui16"), ("i8", "complex<f32>", "ui8")}
"""Integers widened to floats and converted back to narrower integers: float-to-int saturates, int-to-int wraps."""

ALL_TRIPLES = [
    (a, b, c)
    for a, b, c in itertools.product(TYPES, repeat=3)
    if a != b and b != c and _exactly_representable(_element(a), _element(b)) and a != "bf16"
]
TRIPLES = sorted(set(ALL_TRIPLES[::6]) | FIRES | STAYS)
"""A fixed sixth of the triples whose first convert widens (about 100), and the named ones."""


@pytest.mark.parametrize(("a", "b", "c"), TRIPLES, ids=["-".join(t) for t in TRIPLES])
def test_composed_converts_compute_the_same(a: str, b: str, c: str) -> None:
    n = len(_edge_values(a))
    text = f"""func.func @main(%x: tensor<{n}x{a}>) -> tensor<{n}x{c}> {{
      %0 = stablehlo.convert %x : (tensor<{n}x{a}>) -> tensor<{n}x{b}>
      %1 = stablehlo.convert %0 : (tensor<{n}x{b}>) -> tensor<{n}x{c}>
      return %1 : tensor<{n}x{c}>
    }}"""
    from aiopt.tools.lit_conformance import run_ai_opt

    lowered = run_ai_opt(["-", "--canonicalize=max-fold-elements=0"], text)
    assert lowered.status == 0, lowered.stderr
    converts = lowered.stdout.count("stablehlo.convert")
    if (a, b, c) in FIRES:
        assert converts == (0 if a == c else 1)
    if (a, b, c) in STAYS:
        assert converts == 2
    x = _numpy_input(a, _edge_values(a))
    with np.errstate(all="ignore"):
        (expected,) = interpret(text, [x])
        (actual,) = interpret(lowered.stdout.replace("module {", "", 1).rsplit("}", 1)[0], [x])
    np.testing.assert_array_equal(np.asarray(actual), np.asarray(expected))


def test_widenings() -> None:
    widening = {(a, b) for a, b in itertools.permutations(TYPES, 2) if _exactly_representable(_element(a), _element(b))}
    assert {("f16", "f32"), ("bf16", "f32"), ("f32", "f64"), ("ui16", "i32"), ("i16", "f32"), ("i1", "ui8")} <= widening
    assert not {("f16", "bf16"), ("bf16", "f16"), ("i32", "f32"), ("i16", "ui32"), ("f32", "i64"), ("complex<f32>", "f32")} & widening
