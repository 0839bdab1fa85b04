"""The reference interpreter's fast argmax/argmin (`reductions.arg_selection`: jax's two-operand reduce body
recognized structurally and folded with numpy) against its slow path (the body run at every step), bit for bit.

Floats with ties, NaN at several positions (and as the init), -0/+0, +-inf, all-NaN rows; signed and unsigned
integers; empty reduced dimensions; rank 3 along the first and the last dimension; indices that are not an
iota. Bodies that differ from jax's in a constant-free detail (direction, comparison type, operand order)
must run the region.
"""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.context import Context

from aiopt.reference.hlo import reductions
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

NUMPY = {
    "f16": np.float16,
    "f32": np.float32,
    "f64": np.float64,
    "i8": np.int8,
    "i32": np.int32,
    "i64": np.int64,
    "ui8": np.uint8,
    "ui32": np.uint32,
}


def context() -> Context:
    return default_registry().make_context()


def body(element: str, index: str, kind: str, direction: str, dialect: str = "stablehlo", **changes: str) -> str:
    """jax's argmax (GT) / argmin (LT) reducer; `changes` replaces named lines (a mutated body)."""
    lines = {
        "better": f"%2 = {dialect}.compare {direction}, %a, %b, {kind}",
        "nan": f"%3 = {dialect}.compare NE, %a, %a, {kind}",
        "p": f"%4 = {dialect}.or %2, %3",
        "equal": f"%5 = {dialect}.compare EQ, %a, %b, {kind}",
        "less": f"%6 = {dialect}.compare LT, %ai, %bi, SIGNED",
        "tie": f"%7 = {dialect}.and %5, %6",
        "q": f"%8 = {dialect}.or %4, %7",
        "pick_value": f"%9 = {dialect}.select %4, %a, %b",
        "pick_index": f"%10 = {dialect}.select %8, %ai, %bi",
    }
    lines.update(changes)
    types = {"%2": "tensor<i1>", "%3": "tensor<i1>", "%5": "tensor<i1>", "%6": "tensor<i1>"}
    out = []
    for name, line in lines.items():
        result = line.split(" = ")[0]
        if "compare" in line:
            operand = index if name == "less" else element
            out.append(f"{line} : (tensor<{operand}>, tensor<{operand}>) -> tensor<i1>")
        elif "select" in line:
            out.append(f"{line} : tensor<i1>, tensor<{index if name == 'pick_index' else element}>")
        else:
            out.append(f"{line} : {types.get(result, 'tensor<i1>')}")
    return "\n      ".join(out) + f"\n      {dialect}.return %9, %10 : tensor<{element}>, tensor<{index}>"


def program(shape: tuple[int, ...], dimension: int, element: str, index: str, text: str, dialect: str) -> str:
    dims = "x".join(map(str, shape))
    kept = "x".join(str(s) for d, s in enumerate(shape) if d != dimension)
    kept = f"{kept}x" if kept else ""
    return f"""
func.func @main(%x: tensor<{dims}x{element}>, %i: tensor<{dims}x{index}>, %x0: tensor<{element}>, %i0: tensor<{index}>)
    -> (tensor<{kept}{element}>, tensor<{kept}{index}>) {{
  %r:2 = {dialect}.reduce(%x init: %x0), (%i init: %i0) across dimensions = [{dimension}]
    : (tensor<{dims}x{element}>, tensor<{dims}x{index}>, tensor<{element}>, tensor<{index}>)
    -> (tensor<{kept}{element}>, tensor<{kept}{index}>)
   reducer(%a: tensor<{element}>, %b: tensor<{element}>) (%ai: tensor<{index}>, %bi: tensor<{index}>) {{
      {text}
  }}
  func.return %r#0, %r#1 : tensor<{kept}{element}>, tensor<{kept}{index}>
}}"""


def bits(x) -> np.ndarray:
    x = np.asarray(x)
    return x.view(f"u{x.dtype.itemsize}") if x.dtype.kind == "f" else x


def run_both(text: str, inputs: list[np.ndarray], monkeypatch, fast: bool = True) -> list[np.ndarray]:
    """Both paths agree bit for bit, and the fast one was taken (`fast`) or declined."""
    module = parse_module(context(), text, "argmax.mlir")
    taken = []
    reduce = reductions.ArgSelection.reduce

    def spy(self, rows, inits):
        result = reduce(self, rows, inits)
        taken.append(result is not None)
        return result

    with monkeypatch.context() as patch:
        patch.setattr(reductions.ArgSelection, "reduce", spy)
        quick = run_function(module, "main", [x.copy() for x in inputs])
    assert taken == [True] if fast else True not in taken
    with monkeypatch.context() as patch:
        patch.setattr(reductions, "arg_selection", lambda region: None)
        slow = run_function(module, "main", [x.copy() for x in inputs])
    for a, b in zip(quick, slow, strict=True):
        assert np.asarray(a).shape == np.asarray(b).shape and np.asarray(a).dtype == np.asarray(b).dtype
        np.testing.assert_array_equal(bits(a), bits(b))
    return quick


def floats(shape, element: str, seed: int) -> np.ndarray:
    """Few distinct values (ties), -0/+0, +-inf, NaN of both signs and payloads here and there, an all-NaN row."""
    rng = np.random.default_rng(seed)
    dtype = np.dtype(NUMPY[element])
    pool = np.array([0.0, -0.0, 1.5, -1.5, 2.0, np.inf, -np.inf], dtype=dtype)
    x = rng.choice(pool, size=shape)
    flat = x.reshape(-1, shape[-1]) if x.size else x
    nans = np.array([np.nan, -np.nan], dtype=dtype).view(f"u{dtype.itemsize}")
    nans = np.concatenate([nans, nans + 1]).view(dtype)
    if x.size:
        for row in range(0, flat.shape[0], 3):
            where = rng.choice(shape[-1], size=min(2, shape[-1]), replace=False)
            flat[row, where] = rng.choice(nans, size=where.size)
        flat[-1] = nans[-1]
    return flat.reshape(shape)


def integers(shape, element: str, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    dtype = np.dtype(NUMPY[element])
    info = np.iinfo(dtype)
    pool = np.array([info.min, info.max, 0, 1, 2], dtype=dtype)
    return rng.choice(pool, size=shape)


def iota(shape, dimension: int, index: str) -> np.ndarray:
    return np.indices(shape, dtype=NUMPY[index])[dimension] if len(shape) else np.zeros(shape, NUMPY[index])


CASES = [((8, 33), 1), ((8, 33), 0), ((3, 4, 5), 0), ((3, 4, 5), 2), ((4, 0), 1), ((0, 5), 1), ((6,), 0)]


@pytest.mark.parametrize("shape,dimension", CASES)
@pytest.mark.parametrize("element", ["f16", "f32", "f64", "i8", "i32", "i64", "ui8", "ui32"])
@pytest.mark.parametrize("direction", ["GT", "LT"])
def test_fast_equals_slow(shape, dimension: int, element: str, direction: str, monkeypatch) -> None:
    kind = {"f": "FLOAT", "i": "SIGNED", "u": "UNSIGNED"}[np.dtype(NUMPY[element]).kind]
    text = program(shape, dimension, element, "i32", body(element, "i32", kind, direction), "stablehlo")
    x = floats(shape, element, 1) if kind == "FLOAT" else integers(shape, element, 1)
    extreme = {"GT": -np.inf, "LT": np.inf}[direction]
    init = np.array(extreme if kind == "FLOAT" else 0, NUMPY[element])
    run_both(text, [x, iota(shape, dimension, "i32"), init, np.array(0, np.int32)], monkeypatch)


@pytest.mark.parametrize("dialect", ["stablehlo", "mhlo"])
@pytest.mark.parametrize("direction", ["GT", "LT"])
def test_odd_indices_and_inits(dialect: str, direction: str, monkeypatch) -> None:
    """Indices that are not an iota (repeated, negative, the i64 extremes) and NaN, +0, -0 inits."""
    shape = (9, 40)
    rng = np.random.default_rng(3)
    text = program(shape, 1, "f32", "i64", body("f32", "i64", "FLOAT", direction, dialect), dialect)
    indices = rng.choice(np.array([5, -3, 7, 2**63 - 1, -(2**63)], np.int64), size=shape)
    for init in (np.nan, 0.0, -0.0):
        for init_index in (0, 2**63 - 1):
            x = floats(shape, "f32", 4)
            x[0] = -0.0
            x[1] = 0.0
            run_both(text, [x, indices, np.array(init, np.float32), np.array(init_index, np.int64)], monkeypatch)


def test_jax_argmax_result(monkeypatch) -> None:
    """The first NaN wins, ties keep the lowest index, as jnp.argmax's documented result."""
    text = program((4, 5), 1, "f32", "i32", body("f32", "i32", "FLOAT", "GT"), "stablehlo")
    x = np.array([[1, 3, 3, 0, 2], [1, np.nan, 3, np.nan, 9], [-0.0, 0.0, -1, -0.0, 0.0], [np.nan] * 5], np.float32)
    value, index = run_both(
        text, [x, iota((4, 5), 1, "i32"), np.array(-np.inf, np.float32), np.array(0, np.int32)], monkeypatch
    )
    assert index.tolist() == [1, 1, 0, 0]


MUTATIONS = {
    "direction GE": {"better": "%2 = stablehlo.compare GE, %a, %b, FLOAT"},
    "swapped compare": {"better": "%2 = stablehlo.compare GT, %b, %a, FLOAT"},
    "TOTALORDER": {"better": "%2 = stablehlo.compare GT, %a, %b, TOTALORDER"},
    "NaN of b": {"nan": "%3 = stablehlo.compare NE, %b, %b, FLOAT"},
    "or swapped": {"p": "%4 = stablehlo.or %3, %2"},
    "equal NE": {"equal": "%5 = stablehlo.compare NE, %a, %b, FLOAT"},
    "equal TOTALORDER": {"equal": "%5 = stablehlo.compare EQ, %a, %b, TOTALORDER"},
    "index GT": {"less": "%6 = stablehlo.compare GT, %ai, %bi, SIGNED"},
    "index UNSIGNED": {"less": "%6 = stablehlo.compare LT, %ai, %bi, UNSIGNED"},
    "and swapped": {"tie": "%7 = stablehlo.and %6, %5"},
    "q without p": {"q": "%8 = stablehlo.or %2, %7"},
    "value swapped": {"pick_value": "%9 = stablehlo.select %4, %b, %a"},
    "index swapped": {"pick_index": "%10 = stablehlo.select %8, %bi, %ai"},
    "index on tie only": {"pick_index": "%10 = stablehlo.select %7, %ai, %bi"},
}


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_other_bodies_run_the_region(name: str, monkeypatch) -> None:
    shape = (5, 12)
    text = program(shape, 1, "f32", "i32", body("f32", "i32", "FLOAT", "GT", **MUTATIONS[name]), "stablehlo")
    x = floats(shape, "f32", 5)
    run_both(
        text, [x, iota(shape, 1, "i32"), np.array(-np.inf, np.float32), np.array(0, np.int32)], monkeypatch, fast=False
    )


def test_unnatural_comparison_type_runs_the_region(monkeypatch) -> None:
    """SIGNED comparison of unsigned values is recognized but declined (numpy would compare them unsigned)."""
    shape = (4, 10)
    text = program(shape, 1, "ui8", "i32", body("ui8", "i32", "SIGNED", "GT"), "stablehlo")
    x = integers(shape, "ui8", 6)
    run_both(text, [x, iota(shape, 1, "i32"), np.array(0, np.uint8), np.array(0, np.int32)], monkeypatch, fast=False)


HELD_IN_FLOAT32 = ["bf16", "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E8M0FNU", "f6E2M3FN", "f4E2M1FN"]
"""Types the interpreter holds in float32 (their values rounded to the type): jax exports their argmax/argmin with
the same body, compared FLOAT."""

BITS_PROGRAM = """
func.func @main(%c: tensor<5x12x{bits}>, %i: tensor<5x12xi32>, %x0: tensor<{element}>, %i0: tensor<i32>)
    -> (tensor<5x{element}>, tensor<5xi32>) {{
  %x = stablehlo.bitcast_convert %c : (tensor<5x12x{bits}>) -> tensor<5x12x{element}>
  %r:2 = stablehlo.reduce(%x init: %x0), (%i init: %i0) across dimensions = [1]
    : (tensor<5x12x{element}>, tensor<5x12xi32>, tensor<{element}>, tensor<i32>) -> (tensor<5x{element}>, tensor<5xi32>)
   reducer(%a: tensor<{element}>, %b: tensor<{element}>) (%ai: tensor<i32>, %bi: tensor<i32>) {{
      {text}
  }}
  func.return %r#0, %r#1 : tensor<5x{element}>, tensor<5xi32>
}}"""


@pytest.mark.parametrize("element", HELD_IN_FLOAT32)
@pytest.mark.parametrize("direction", ["GT", "LT"])
def test_fast_equals_slow_for_types_held_in_float32(element: str, direction: str, monkeypatch) -> None:
    """bf16 and the f8/f6/f4 types take the fast path (jnp.argmax of 8x32000 bf16 or f8 values, as jax exports
    it, interpreted in 0.01-0.02 s process_time) and give the slow path's values and indices bit for bit: float32
    values rounded on entry (ties, -0/+0, +-inf, NaN of both signs with payloads), and every code of the type
    bitcast from integers (NaN codes of either sign, bf16 signaling NaNs, which the slow path's selects round)."""
    shape = (8, 33)
    text = program(shape, 1, element, "i32", body(element, "i32", "FLOAT", direction), "stablehlo")
    x = floats(shape, "f32", 2)
    init = np.array({"GT": -np.inf, "LT": np.inf}[direction], np.float32)
    run_both(text, [x, iota(shape, 1, "i32"), init, np.array(0, np.int32)], monkeypatch)
    width = 16 if element == "bf16" else int(element[1])
    rng = np.random.default_rng(7)
    codes = np.arange(1 << width).astype(np.uint16 if width == 16 else np.uint8)
    if width == 16:  # bf16: NaNs (quiet and signaling, both signs), infinities, zeros, and others
        specials = np.array([0x7FC0, 0xFFC0, 0x7F81, 0xFF81, 0x7F80, 0xFF80, 0, 0x8000], np.uint16)
        codes = np.concatenate([specials, rng.choice(codes, 60 - specials.size)])
    text = BITS_PROGRAM.format(bits=f"ui{width}", element=element, text=body(element, "i32", "FLOAT", direction))
    c = rng.choice(codes, (5, 12))
    c[0, :] = codes[rng.permutation(codes.size)[:12]]
    c[1, 3] = codes[-1]  # a NaN code (all ones) where the type has one, else its smallest value
    run_both(text, [c, iota((5, 12), 1, "i32"), init, np.array(0, np.int32)], monkeypatch)


@pytest.mark.parametrize("dialect", ["stablehlo", "mhlo"])
@pytest.mark.parametrize("element", ["f32", "f16", "bf16", "f8E5M2", "i32", "ui8"])
def test_compares_without_a_comparison_type_take_the_fast_path(element: str, dialect: str, monkeypatch) -> None:
    """jax's body with no `compare_type` on its compares (HLO text, older exports): each compares its operands by
    their own type, FLOAT, SIGNED or UNSIGNED as the dtype's, which the fast path folds as it does the typed
    body (the region ran at every step before). Equal to the slow path bit for bit."""
    shape = (8, 33)
    kind = "FLOAT" if element[0] in "fb" else "UNSIGNED" if element.startswith("u") else "SIGNED"
    text = body(element, "i32", kind, "GT", dialect).replace(f", {kind}", "").replace(", SIGNED", "")
    assert "SIGNED" not in text and "FLOAT" not in text
    text = program(shape, 1, element, "i32", text, dialect)
    if kind == "FLOAT":
        x, init = floats(shape, "f32", 8), np.array(-np.inf, np.float32)
    else:
        x, init = integers(shape, element, 8), np.array(0, NUMPY[element])
    run_both(text, [x, iota(shape, 1, "i32"), init, np.array(0, np.int32)], monkeypatch)
