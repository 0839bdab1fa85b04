"""The reference interpreter's fast sort (`reductions.comparator_keys`: numpy's stable sort of the keys a
comparator orders by) against its slow path (the comparator region run at every comparison), bit for bit.

Comparators of one key (LT, GT, their mirrors, every comparison type, jnp.sort's canonicalizing total
order) and lexicographic ones; keys with ties, -0/+0, NaN of both signs, signed and unsigned integers;
payloads; ranks 1 to 3 along each dimension. FLOAT comparisons with a NaN among the keys are not a strict
weak order and must take the slow path.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

TEST = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(TEST / "tools"), str(TEST / "lowering"), str(TEST)]

from test_compiled_sort import CONTEXT, NUMPY, bits, comparator, compare, keys, payload, ttype

from aiopt.reference.hlo import reductions
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module

NUMPY = {**NUMPY, "ui8": np.uint8, "ui64": np.uint64, "i64": np.int64}


def program(shape: tuple[int, ...], elements: list[str], dimension: int, body: list[str]) -> str:
    """`@main` sorting one argument per element type together along `dimension`; `body` defines %p from
    (%l0, %r0, %l1, %r1, ...)."""
    types = [ttype(shape, e) for e in elements]
    block_args = ", ".join(f"%{side}{i}: tensor<{e}>" for i, e in enumerate(elements) for side in ("l", "r"))
    lines = "\n".join(f"    {line}" for line in body)
    results = ", ".join(types)
    count = len(elements)
    return (
        f"func.func @main({', '.join(f'%a{i}: {t}' for i, t in enumerate(types))}) -> ({results}) {{\n"
        f'  %s:{count} = "stablehlo.sort"({", ".join(f"%a{i}" for i in range(count))}) '
        f"<{{dimension = {dimension} : i64, is_stable = true}}> ({{\n"
        f"  ^bb0({block_args}):\n{lines}\n    stablehlo.return %p : tensor<i1>\n"
        f"  }}) : ({results}) -> ({results})\n"
        f"  func.return {', '.join(f'%s#{i}' for i in range(count))} : {results}\n}}"
    )


def integers(shape: tuple[int, ...], element: str, seed: int, ties: bool) -> np.ndarray:
    """Random integers over the whole range of `element` (or a few small ones with `ties`)."""
    rng = np.random.default_rng(seed)
    dtype = np.dtype(NUMPY[element])
    if dtype.kind == "b":
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if ties:
        return rng.integers(0, 4, size=shape).astype(dtype)
    info = np.iinfo(dtype)
    return rng.integers(info.min, info.max, size=shape, dtype=dtype, endpoint=True)


def element_keys(shape: tuple[int, ...], element: str, seed: int, ties: bool = False) -> np.ndarray:
    if element in ("f16", "bf16", "f32", "f64"):
        return keys(shape, element, seed, ties)
    return integers(shape, element, seed, ties)


def run_both(text: str, inputs: list[np.ndarray], monkeypatch, fast: bool = True) -> None:
    """Run `text` with the fast path and with it turned off; the results must agree bit for bit, and the
    fast path must have sorted (`fast`) or declined."""
    module = parse_module(CONTEXT, text, "sort.mlir")
    taken = []
    order = reductions.SortKeys.order

    def spy(self, rows):
        result = order(self, rows)
        taken.append(result is not None)
        return result

    with monkeypatch.context() as patch:
        patch.setattr(reductions.SortKeys, "order", spy)
        quick = run_function(module, "main", [x.copy() for x in inputs])
    assert taken == [fast]
    with monkeypatch.context() as patch:
        patch.setattr(reductions, "comparator_keys", lambda region: None)
        slow = run_function(module, "main", [x.copy() for x in inputs])
    for a, b in zip(quick, slow, strict=True):
        assert np.asarray(a).shape == np.asarray(b).shape
        np.testing.assert_array_equal(bits(a), bits(b))


@pytest.mark.parametrize("element", ["f16", "bf16", "f32", "f64"])
@pytest.mark.parametrize("name", ["total", "total-descending", "jax"])
@pytest.mark.parametrize("ties", [False, True])
def test_total_order(element: str, name: str, ties: bool, monkeypatch) -> None:
    """NaN of both signs, infinities and -0/+0 among the keys: a total order of the bits, so the fast path."""
    shape = (3, 40)
    text = program(shape, [element, "i32"], 1, comparator(name, [element, "i32"]))
    run_both(text, [keys(shape, element, 1, ties), payload(shape, "i32")], monkeypatch)


@pytest.mark.parametrize("element", ["f16", "f32", "f64"])
@pytest.mark.parametrize("direction", ["LT", "GT"])
def test_float_comparison(element: str, direction: str, monkeypatch) -> None:
    """FLOAT comparisons: -0 and +0 tie (fast); with a NaN among the keys of any row, the slow path."""
    shape = (2, 50)
    rng = np.random.default_rng(2)
    clean = rng.choice(np.array([0.0, -0.0, 1.5, -1.5, np.inf, -np.inf, 2.0]), size=shape).astype(NUMPY[element])
    for kind in ("", "FLOAT"):
        body = [f"%p = {compare(direction, '%l0', '%r0', element, kind)}"]
        text = program(shape, [element, "i32"], 1, body)
        run_both(text, [clean, payload(shape, "i32")], monkeypatch)
        with_nan = clean.copy()
        with_nan[1, 7] = np.nan
        run_both(text, [with_nan, payload(shape, "i32")], monkeypatch, fast=False)


@pytest.mark.parametrize(
    "element,kind",
    [("i1", "")] + [(e, k) for e in ["i8", "i32", "i64", "ui8", "ui32", "ui64"] for k in ["", "SIGNED", "UNSIGNED"]],
)
@pytest.mark.parametrize("direction", ["LT", "GT"])
@pytest.mark.parametrize("ties", [False, True])
def test_integer_keys(element: str, kind: str, direction: str, ties: bool, monkeypatch) -> None:
    """Integers over their whole range (unsigned ones at or above 2^(n-1) too) under each comparison type."""
    shape = (60,)
    body = [f"%p = {compare(direction, '%l0', '%r0', element, kind)}"]
    text = program(shape, [element, "f32", "i32"], 0, body)
    inputs = [integers(shape, element, 3, ties), keys(shape, "f32", 4), payload(shape, "i32")]
    run_both(text, inputs, monkeypatch)


@pytest.mark.parametrize("direction", ["LT", "GT"])
def test_mirrored_compare(direction: str, monkeypatch) -> None:
    """`compare GT %r0, %l0` is `compare LT %l0, %r0`; a key of the second operand only."""
    shape = (4, 30)
    body = [f"%p = {compare(direction, '%r1', '%l1', 'i32')}"]
    text = program(shape, ["f32", "i32"], 1, body)
    run_both(text, [payload(shape, "f32"), integers(shape, "i32", 5, True)], monkeypatch)


@pytest.mark.parametrize("shape,dimension", [((5, 6, 7), 0), ((5, 6, 7), 1), ((5, 6, 7), 2), ((0, 3), 1), ((3, 0), 1)])
def test_ranks_and_dimensions(shape: tuple[int, ...], dimension: int, monkeypatch) -> None:
    """Rank 3 along each dimension, two payloads; empty shapes."""
    text = program(shape, ["f32", "i32", "f64"], dimension, comparator("jax", ["f32"]))
    inputs = [keys(shape, "f32", 6, ties=True), payload(shape, "i32"), payload(shape, "f64")]
    run_both(text, inputs, monkeypatch)


def lexicographic(keys: list[tuple[int, str, str, str]]) -> list[str]:
    """jax's lexicographic comparator `or(less_0, and(equal_0, or(less_1, ...)))` defining %p, of (operand,
    direction, element, comparison type) keys."""
    lines = []
    for i, (operand, direction, element, kind) in enumerate(keys):
        lines.append(f"%lt{i} = {compare(direction, f'%l{operand}', f'%r{operand}', element, kind)}")
        lines.append(f"%eq{i} = {compare('EQ', f'%l{operand}', f'%r{operand}', element, kind)}")
    result = f"%lt{len(keys) - 1}"
    for i in reversed(range(len(keys) - 1)):
        lines.append(f"%tie{i} = stablehlo.and %eq{i}, {result} : tensor<i1>")
        lines.append(f"%or{i} = stablehlo.or %lt{i}, %tie{i} : tensor<i1>")
        result = f"%or{i}"
    return [line.replace(f"{result} =", "%p =") for line in lines]


def test_lexicographic(monkeypatch) -> None:
    """Three keys (ui32 ascending, f32 descending in total order, i8 ascending), and test_compiled_sort's form
    (i32 ascending, then f32 descending; NaN-free: a FLOAT comparison)."""
    shape = (3, 80)
    elements = ["ui32", "f32", "i8", "i32"]
    body = lexicographic([(0, "LT", "ui32", "UNSIGNED"), (1, "GT", "f32", "TOTALORDER"), (2, "LT", "i8", "SIGNED")])
    inputs = [integers(shape, "ui32", 7, True), keys(shape, "f32", 8, True), integers(shape, "i8", 9, True)]
    run_both(program(shape, elements, 1, body), [*inputs, payload(shape, "i32")], monkeypatch)
    two = program(shape, ["i32", "f32"], 1, comparator("lexicographic", ["i32", "f32"]))
    second = integers(shape, "i8", 11, False).astype(np.float32)
    run_both(two, [integers(shape, "i32", 10, True), second], monkeypatch)
    # The EQ of another comparison type than the LT's is not the lexicographic form.
    mixed = [line.replace("EQ, %l0, %r0, UNSIGNED", "EQ, %l0, %r0, SIGNED") for line in body]
    assert mixed != body
    module = parse_module(CONTEXT, program(shape, elements, 1, mixed), "sort.mlir")
    assert (
        reductions.comparator_keys(next(op for op in module.walk() if op.name == "stablehlo.sort").comparator) is None
    )


@pytest.mark.parametrize(
    "body",
    [
        ["%p = " + compare("LE", "%l0", "%r0", "i32")],
        ["%p = " + compare("LT", "%l0", "%r1", "i32")],
        ["%p = " + compare("LT", "%l0", "%l1", "i32")],
        ["%n = stablehlo.negate %l0 : tensor<i32>", "%p = " + compare("LT", "%n", "%r0", "i32")],
    ],
)
def test_other_comparators_run_the_region(body: list[str], monkeypatch) -> None:
    """LE (not strict), keys of different operands, unmirrored keys: no fast path."""
    text = program((20,), ["i32", "i32"], 0, body)
    module = parse_module(CONTEXT, text, "sort.mlir")
    sort = next(op for op in module.walk() if op.name == "stablehlo.sort")
    assert reductions.comparator_keys(sort.comparator) is None


def jax_exported(element: str, nan: str, rhs_zero: str = "0.0") -> list[str]:
    """jnp.sort's comparator as jax exports it: each side with constants of its own."""
    scalar = f"tensor<{element}>"
    lines = []
    for side, zero in (("l", "0.0"), ("r", rhs_zero)):
        lines += [
            f"%{side}c0 = stablehlo.constant dense<{zero}> : {scalar}",
            f"%{side}z = {compare('EQ', f'%{side}0', f'%{side}c0', element, 'FLOAT')}",
            f"%{side}c1 = stablehlo.constant dense<0.0> : {scalar}",
            f"%{side}a = stablehlo.select %{side}z, %{side}c1, %{side}0 : tensor<i1>, {scalar}",
            f"%{side}n = {compare('NE', f'%{side}0', f'%{side}0', element, 'FLOAT')}",
            f"%{side}c2 = stablehlo.constant dense<{nan}> : {scalar}",
            f"%{side}b = stablehlo.select %{side}n, %{side}c2, %{side}a : tensor<i1>, {scalar}",
        ]
    return [*lines, f"%p = {compare('LT', '%lb', '%rb', element, 'TOTALORDER')}"]


def test_jax_exported_comparator(monkeypatch) -> None:
    """Equal constants on both sides are mirrored; different ones are not (the region runs)."""
    shape = (4, 64)
    text = program(shape, ["f32", "i32"], 1, jax_exported("f32", "0x7FC00000"))
    run_both(text, [keys(shape, "f32", 12, ties=True), payload(shape, "i32")], monkeypatch)
    other = program(shape, ["f32", "i32"], 1, jax_exported("f32", "0x7FC00000", rhs_zero="1.0"))
    module = parse_module(CONTEXT, other, "sort.mlir")
    assert (
        reductions.comparator_keys(next(op for op in module.walk() if op.name == "stablehlo.sort").comparator) is None
    )
