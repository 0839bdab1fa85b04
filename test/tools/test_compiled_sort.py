"""Compiled `stablehlo.sort` (a merge sort of each row, `hlo_loop_builders.sort_loops`) against the interpreter.

Each program is compiled for the CPU with the default pipeline, run, and its
results compared bit for bit with the reference interpreter's on the HLO
program (a stable sort by the comparator, `reference/hlo/reductions.py`):
row lengths around the 16 elements of the insertion-sorted runs and the
powers of two the merge passes pair runs by (0 .. 65, 100, 257, 1000, 4099),
rows already in order, in reverse order and of equal keys (every element
moved to the start of its run, or none), several operands sorted together as payloads of a key, sorts
along the first, a middle and the last dimension of rank-3 operands, keys
with many ties (stability), comparators that order floats totally (NaN of
either sign, -0 and +0, infinities: `TOTALORDER`, and JAX's comparator that
first makes -0 +0 and every NaN the same one), descending and
lexicographic ones, and integer, unsigned, boolean, f16, bf16 and f64 keys.
A comparator that is not a strict weak order (LT on keys with many NaN, where
the two ends of a merge need not meet) still gives a permutation of the row.
The same sorts lowered to tensors or buffers and compiled from there are
checked at run time (`generate-runtime-verification`): no read or write
leaves its buffer.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

TEST = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(TEST / "lowering"), str(TEST)]

from test_lhlo_road import lower as lower_to_buffers
from test_mhlo_to_linalg import CONTEXT
from test_mhlo_to_linalg import lower as lower_to_tensors

from aiopt.lowering.lhlo_legalize_to_linalg import LhloLegalizeToLinalgPass
from aiopt.lowering.mhlo_to_linalg_parallel_long_sort import orders_by_keys
from aiopt.reference.hlo import round_to_bf16
from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module

NUMPY = {
    "f16": np.float16,
    "bf16": np.float32,
    "f32": np.float32,
    "f64": np.float64,
    "i1": np.bool_,
    "i8": np.int8,
    "i32": np.int32,
    "ui8": np.uint8,
    "ui32": np.uint32,
    "ui64": np.uint64,
}

QUIET_NAN = {"f16": "0x7E00", "bf16": "0x7FC0", "f32": "0x7FC00000", "f64": "0x7FF8000000000000"}
"""The canonical NaN jnp.sort's comparator replaces every NaN with, by float type."""


def ttype(shape: tuple[int | None, ...], element: str) -> str:
    return "tensor<" + "".join(f"{'?' if d is None else d}x" for d in shape) + element + ">"


def compare(direction: str, lhs: str, rhs: str, element: str, kind: str = "") -> str:
    """`stablehlo.compare` of two rank-0 values; `kind` is a comparison type such as `TOTALORDER`."""
    scalar = f"tensor<{element}>"
    suffix = f", {kind}" if kind else ""
    return f"stablehlo.compare {direction}, {lhs}, {rhs}{suffix} : ({scalar}, {scalar}) -> tensor<i1>"


def comparator(name: str, elements: list[str]) -> list[str]:
    """The body of a comparator on (%l0, %r0, %l1, %r1, ...) that ends by defining %p."""
    key = elements[0]
    scalar = f"tensor<{key}>"
    if name in ("LT", "GT"):
        return [f"%p = {compare(name, '%l0', '%r0', key)}"]
    if name == "total":
        return [f"%p = {compare('LT', '%l0', '%r0', key, 'TOTALORDER')}"]
    if name == "total-descending":
        return [f"%p = {compare('GT', '%l0', '%r0', key, 'TOTALORDER')}"]
    if name == "jax":
        # jnp.sort's comparator: -0 as +0 and every NaN as the canonical one, then a total order.
        lines = [
            f"%zero = stablehlo.constant dense<0.0> : {scalar}",
            f"%nan = stablehlo.constant dense<{QUIET_NAN[key]}> : {scalar}",
        ]
        for side in ("l", "r"):
            lines += [
                f"%{side}z = {compare('EQ', f'%{side}0', '%zero', key, 'FLOAT')}",
                f"%{side}a = stablehlo.select %{side}z, %zero, %{side}0 : tensor<i1>, {scalar}",
                f"%{side}n = {compare('NE', f'%{side}0', f'%{side}0', key, 'FLOAT')}",
                f"%{side}b = stablehlo.select %{side}n, %nan, %{side}a : tensor<i1>, {scalar}",
            ]
        return [*lines, f"%p = {compare('LT', '%lb', '%rb', key, 'TOTALORDER')}"]
    if name == "reshaped":
        # An op with no scalar form (a reshape to rank 1 and back): the body stays on rank-0 tensors.
        return [
            f"%l1d = stablehlo.reshape %l0 : ({scalar}) -> tensor<1x{key}>",
            f"%lk = stablehlo.reshape %l1d : (tensor<1x{key}>) -> {scalar}",
            f"%p = {compare('LT', '%lk', '%r0', key)}",
        ]
    if name == "lexicographic":
        # By the first key, then by the second one descending.
        second = elements[1]
        return [
            f"%lt = {compare('LT', '%l0', '%r0', key)}",
            f"%eq = {compare('EQ', '%l0', '%r0', key)}",
            f"%gt = {compare('GT', '%l1', '%r1', second)}",
            "%tie = stablehlo.and %eq, %gt : tensor<i1>",
            "%p = stablehlo.or %lt, %tie : tensor<i1>",
        ]
    raise ValueError(name)


def sort_program(
    shape: tuple[int | None, ...], elements: list[str], dimension: int, name: str, stable: bool = True
) -> str:
    """`@main` sorting one argument per element type together along `dimension` by comparator `name`."""
    types = [ttype(shape, e) for e in elements]
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    block_args = ", ".join(f"%{side}{i}: tensor<{e}>" for i, e in enumerate(elements) for side in ("l", "r"))
    body = "\n".join(f"    {line}" for line in comparator(name, elements))
    results = ", ".join(types)
    count = f":{len(elements)}" if len(elements) > 1 else ""
    returned = ", ".join(f"%s#{i}" if len(elements) > 1 else "%s" for i in range(len(elements)))
    return (
        f"func.func @main({args}) -> ({results}) {{\n"
        f'  %s{count} = "stablehlo.sort"({", ".join(f"%a{i}" for i in range(len(elements)))}) '
        f"<{{dimension = {dimension} : i64, is_stable = {str(stable).lower()}}}> ({{\n"
        f"  ^bb0({block_args}):\n{body}\n    stablehlo.return %p : tensor<i1>\n"
        f"  }}) : ({results}) -> ({results})\n"
        f"  func.return {returned} : {results}\n}}"
    )


def special_floats(element: str) -> np.ndarray:
    """NaN of both signs, infinities, zeros of both signs and a few numbers, as `element`'s numpy values."""
    values = np.array([np.nan, -np.inf, np.inf, 0.0, -0.0, 1.5, -1.5, 1.5, 0.0, -0.0], np.float32)
    negative_nan = np.array([0xFFC00000], np.uint32).view(np.float32)
    values = np.concatenate([values, negative_nan])
    return values.astype(NUMPY[element])


def keys(shape: tuple[int, ...], element: str, seed: int, ties: bool = False) -> np.ndarray:
    """Random keys of `element` (few distinct values when `ties`; floats with NaN, infinities and zeros)."""
    rng = np.random.default_rng(seed)
    if element == "i1":
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if element in ("i8", "i32", "ui8", "ui32", "ui64"):
        if ties:
            return rng.integers(0, 4, size=shape).astype(NUMPY[element])
        info = np.iinfo(NUMPY[element])  # unsigned ones at and above 2^(n-1) too
        return rng.integers(info.min, info.max, size=shape, dtype=NUMPY[element], endpoint=True)
    if ties:
        values = rng.integers(-2, 3, size=shape).astype(np.float32)
    else:
        values = rng.standard_normal(shape).astype(np.float32)
    flat = values.reshape(-1)
    if flat.size >= 8:
        special = special_floats("f32")
        at = rng.choice(flat.size, size=min(flat.size // 4, 3 * special.size), replace=False)
        flat[at] = np.resize(special, at.size)
    if element == "bf16":
        return round_to_bf16(values)
    return values.astype(NUMPY[element])


def payload(shape: tuple[int, ...], element: str) -> np.ndarray:
    """Distinct values (their positions), so that where each element went shows."""
    return np.arange(int(np.prod(shape)), dtype=np.int64).reshape(shape).astype(NUMPY[element])


def assert_parallel_bits_sequential(text: str, inputs: list[np.ndarray]) -> None:
    """`text` compiled with parallel loops gives the bits it gives without them (each call on its own copies)."""
    sequential = compile(text, parallel=False, cache=False).call(*[x.copy() for x in inputs])
    parallel = compile(text, parallel=True, cache=False).call(*[x.copy() for x in inputs])
    for a, b in zip(parallel, sequential, strict=True):
        np.testing.assert_array_equal(bits(a), bits(b))


def bits(array: np.ndarray) -> np.ndarray:
    """Floats as their bit patterns (NaN payloads, signs of zero and NaN compared too)."""
    array = np.asarray(array)
    if array.dtype.kind == "f":
        return array.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[array.dtype.itemsize])
    return array


def check_compiled(text: str, inputs: list[np.ndarray], parallel: bool = False) -> list[np.ndarray]:
    """Compile `text` (with parallel loops or not), run it on `inputs`, and compare bit for bit with the
    interpreter; return the results."""
    expected = run_function(parse_module(CONTEXT, text, "sort.mlir"), "main", [x.copy() for x in inputs])
    compiled = compile(text, parallel=parallel, cache=False)
    actual = compiled.call(*[x.copy() for x in inputs])
    assert len(actual) == len(expected)
    for a, e in zip(actual, expected, strict=True):
        assert np.asarray(a).shape == np.asarray(e).shape
        np.testing.assert_array_equal(bits(a), bits(e))
    return actual


LENGTHS = [0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47, 48, 49, 64, 65, 100, 257, 1000, 4099]


@pytest.mark.parametrize("length", LENGTHS)
def test_lengths(length: int) -> None:
    """One f32 row of each length, keys with ties and NaN/zeros, and its positions as a payload."""
    shape = (1, length)
    text = sort_program(shape, ["f32", "i32"], 1, "total")
    values, order = check_compiled(text, [keys(shape, "f32", length, ties=length > 50), payload(shape, "i32")])
    # Against numpy too: a stable sort by the total order of the keys.
    key_bits = bits(keys(shape, "f32", length, ties=length > 50)).astype(np.int64)
    total = np.where(key_bits >= 2**31, 2**32 - 1 - key_bits, key_bits + 2**31)
    np.testing.assert_array_equal(order, np.argsort(total, axis=1, kind="stable"))


@pytest.mark.parametrize("length", [0, 1, 2, 9, 16, 17, 33, 100])
def test_dynamic_length(length: int) -> None:
    """A row length known only at run time: the merge rounds stop once a run covers the row."""
    text = sort_program((3, None), ["i32", "f32"], 1, "LT")
    shape = (3, length)
    check_compiled(text, [keys(shape, "i32", length, ties=True), payload(shape, "f32")])


@pytest.mark.parametrize("order", ["ascending", "descending", "equal"])
def test_ordered_rows(order: str) -> None:
    """Rows already sorted (no element moves), sorted the other way (every element of a run moves to its start,
    every merge takes the right run first) and of one key (stability decides everything), with a payload."""
    shape = (3, 70)
    text = sort_program(shape, ["i32", "i32"], 1, "LT")
    ramp = np.arange(70, dtype=np.int32) // 3
    key = {"ascending": ramp, "descending": ramp[::-1], "equal": np.zeros(70, np.int32)}[order]
    _, order_ = check_compiled(text, [np.tile(key, (3, 1)), payload(shape, "i32")])
    np.testing.assert_array_equal(order_ - np.arange(3)[:, None] * 70, np.tile(np.argsort(key, kind="stable"), (3, 1)))


@pytest.mark.parametrize("dimension", [0, 1, 2])
@pytest.mark.parametrize("shape", [(9, 4, 7), (33, 2, 17)])
def test_rank_3(shape: tuple[int, ...], dimension: int) -> None:
    """Rank-3 operands sorted along each dimension, three operands (two payloads)."""
    text = sort_program(shape, ["i8", "f32", "i32"], dimension, "LT")
    check_compiled(text, [keys(shape, "i8", dimension, ties=True), keys(shape, "f32", 5), payload(shape, "i32")])


@pytest.mark.parametrize("stable", [True, False])
@pytest.mark.parametrize("direction", ["LT", "GT"])
def test_ties_keep_their_order(direction: str, stable: bool) -> None:
    """Keys in {0 .. 3}, many equal: each run of equal keys keeps the payloads in their order."""
    shape = (4, 301)
    text = sort_program(shape, ["i32", "i32", "f16"], 1, direction, stable)
    key = keys(shape, "i32", 3, ties=True)
    _, order, _ = check_compiled(text, [key, payload(shape, "i32"), payload(shape, "f16")])
    by = -key if direction == "GT" else key
    np.testing.assert_array_equal(order, np.argsort(by, axis=1, kind="stable") + np.arange(4)[:, None] * 301)


@pytest.mark.parametrize("element", ["f16", "bf16", "f32", "f64"])
@pytest.mark.parametrize("name", ["total", "total-descending", "jax", "LT", "GT"])
def test_float_keys(element: str, name: str) -> None:
    """NaN of either sign, infinities, -0 and +0 among the keys (LT and GT: NaN compares false, a partial order
    that each implementation orders its own way, with the interpreter's results here)."""
    length = 200
    shape = (2, length)
    text = sort_program(shape, [element, "i32"], 1, name)
    key = keys(shape, element, 11)
    key[0, : special_floats(element).size] = special_floats(element)
    if name in ("LT", "GT"):
        key = np.where(np.isnan(key), 0, key).astype(key.dtype)
    check_compiled(text, [key, payload(shape, "i32")])


@pytest.mark.parametrize("element", ["i1", "i8", "i32", "ui8", "ui32", "ui64"])
@pytest.mark.parametrize("direction", ["LT", "GT"])
def test_integer_keys(element: str, direction: str) -> None:
    """Signed, unsigned (compared unsigned: large values last; inlined as `arith.cmpi` with unsigned predicates
    on signless elements) and boolean keys, with a payload."""
    shape = (3, 257)
    text = sort_program(shape, [element, "i32"], 1, direction)
    check_compiled(text, [keys(shape, element, 2), payload(shape, "i32")])


@pytest.mark.parametrize("element", ["f32", "ui32"])
def test_comparator_on_rank_0_tensors(element: str) -> None:
    """A comparator with an op that has no scalar form (on float and unsigned keys): cloned on rank-0 tensors."""
    shape = (2, 70)
    text = sort_program(shape, [element, "i32"], 1, "reshaped")
    key = keys(shape, element, 6, ties=True)
    if element == "f32":
        key = np.where(np.isnan(key), 0, key).astype(np.float32)
    check_compiled(text, [key, payload(shape, "i32")])


def test_complex_keys() -> None:
    """complex64 keys ordered by their real parts (many ties, kept in order), with a payload: the insertion sort's
    loop carries only the position and the rows, whatever the element type (it bufferizes)."""
    shape = (2, 40)
    types = [ttype(shape, "complex<f32>"), ttype(shape, "i32")]
    scalar = "tensor<complex<f32>>"
    text = (
        f"func.func @main(%a0: {types[0]}, %a1: {types[1]}) -> ({types[0]}, {types[1]}) {{\n"
        f'  %s:2 = "stablehlo.sort"(%a0, %a1) <{{dimension = 1 : i64, is_stable = true}}> ({{\n'
        f"  ^bb0(%l0: {scalar}, %r0: {scalar}, %l1: tensor<i32>, %r1: tensor<i32>):\n"
        f"    %lr = stablehlo.real %l0 : ({scalar}) -> tensor<f32>\n"
        f"    %rr = stablehlo.real %r0 : ({scalar}) -> tensor<f32>\n"
        f"    %p = {compare('LT', '%lr', '%rr', 'f32')}\n"
        f"    stablehlo.return %p : tensor<i1>\n"
        f"  }}) : ({types[0]}, {types[1]}) -> ({types[0]}, {types[1]})\n"
        f"  func.return %s#0, %s#1 : {types[0]}, {types[1]}\n}}"
    )
    rng = np.random.default_rng(8)
    key = (rng.integers(-3, 4, size=shape) + 1j * rng.standard_normal(shape)).astype(np.complex64)
    _, order = check_compiled(text, [key, payload(shape, "i32")])
    np.testing.assert_array_equal(order - np.arange(2)[:, None] * 40, np.argsort(key.real, axis=1, kind="stable"))


def test_lexicographic_comparator() -> None:
    """Two keys (the second descending among equal first ones) and a payload."""
    shape = (2, 500)
    text = sort_program(shape, ["i32", "f32", "i32"], 1, "lexicographic")
    first, second = keys(shape, "i32", 4, ties=True), keys(shape, "f32", 5, ties=True)
    second = np.where(np.isnan(second), 0, second).astype(np.float32)
    check_compiled(text, [first, second, payload(shape, "i32")])


@pytest.mark.parametrize("road", ["default", "tensors", "buffers"])
@pytest.mark.parametrize("length", [40, 1000])
def test_not_a_strict_weak_order(road: str, length: int) -> None:
    """LT on keys with many NaN (incomparable with everything, so not an equivalence): each implementation orders
    them its own way, but the keys and payload stay together and every element stays once, in each row."""
    shape = (4, length)
    text = sort_program(shape, ["f32", "i32"], 1, "LT")
    if road == "default":
        compiled = compile(text, parallel=False, cache=False)
    else:
        mhlo = text.replace("stablehlo.", "mhlo.")
        if road == "tensors":
            _, lowered, diagnostics = lower_to_tensors(mhlo)
        else:
            _, lowered, diagnostics = lower_to_buffers(mhlo, [LhloLegalizeToLinalgPass()])
        assert not diagnostics
        compiled = compile(str(lowered), parallel=False, cache=False)
    rng = np.random.default_rng(length)
    key = rng.integers(0, 10, size=shape).astype(np.float32)
    key[rng.random(shape) < 0.3] = np.nan
    values, order = compiled.call(key.copy(), payload(shape, "i32"))
    rows = order - np.arange(4)[:, None] * length
    np.testing.assert_array_equal(np.sort(rows, axis=1), np.tile(np.arange(length), (4, 1)))
    np.testing.assert_array_equal(bits(values), bits(np.take_along_axis(key, rows, 1)))


@pytest.mark.parametrize("road", ["tensors", "buffers"])
@pytest.mark.parametrize("length", [1, 2, 7, 16, 17, 33, 100])
def test_reads_and_writes_stay_in_bounds(road: str, length: int) -> None:
    """The sort lowered to tensors (`convert-mhlo-to-linalg`) or buffers (`hlo-legalize-to-lhlo`,
    `lhlo-legalize-to-linalg`), then compiled from there: every `tensor.extract`/`insert` or
    `memref.load`/`store` is checked at run time, and the results are the interpreter's."""
    shape = (2, length)
    text = sort_program(shape, ["f32", "i32"], 1, "total").replace("stablehlo.", "mhlo.")
    if road == "tensors":
        module, lowered, diagnostics = lower_to_tensors(text)
    else:
        module, lowered, diagnostics = lower_to_buffers(text, [LhloLegalizeToLinalgPass()])
    assert not diagnostics
    assert ("scf.for" in str(lowered)) == (length > 1)
    inputs = [keys(shape, "f32", length), payload(shape, "i32")]
    expected = run_function(module, "main", [x.copy() for x in inputs])
    compiled = compile(str(lowered), parallel=False, cache=False)
    actual = compiled.call(*inputs)
    for a, e in zip(actual, expected, strict=True):
        np.testing.assert_array_equal(bits(a), bits(e))


# (shape given to the program, shape run, element types, sort dimension, comparator): sorts of several rows,
# which the CPU pipeline with parallel loops sorts in an scf.parallel (`mhlo_to_linalg_parallel_sort`).
PARALLEL_CASES = [
    ((8, 1000), (8, 1000), ["f32", "i32"], 1, "total"),
    ((3, None), (3, 17), ["i32", "f32"], 1, "LT"),
    ((3, None), (3, 100), ["i32", "f32"], 1, "LT"),
    ((3, None), (3, 1), ["i32", "f32"], 1, "LT"),
    ((3, None), (3, 0), ["i32", "f32"], 1, "LT"),
    ((None, 70), (5, 70), ["f32", "i32"], 1, "total-descending"),
    ((None, None), (4, 33), ["f16", "i32"], 1, "jax"),
    ((9, 4, 7), (9, 4, 7), ["i8", "f32", "i32"], 0, "LT"),
    ((33, 2, 17), (33, 2, 17), ["i8", "f32", "i32"], 1, "GT"),
    ((9, 4, 70), (9, 4, 70), ["bf16", "i32"], 2, "total"),
    ((4, 301), (4, 301), ["ui32", "i32"], 1, "LT"),
    ((3, 257), (3, 257), ["i1", "i32"], 1, "GT"),
    ((2, 500), (2, 500), ["i32", "f32", "i32"], 1, "lexicographic"),
    ((2, 70), (2, 70), ["f32", "i32"], 1, "reshaped"),
    ((1, 50), (1, 50), ["f64", "i32"], 1, "total"),
    ((5, 1), (5, 1), ["f32", "i32"], 1, "total"),
]


@pytest.mark.parametrize(("shape", "run", "elements", "dimension", "name"), PARALLEL_CASES)
def test_rows_in_parallel(shape, run, elements, dimension, name) -> None:
    """The CPU pipeline with parallel loops: bit for bit the interpreter's, rows of static and run-time sizes and
    counts, ranks 2 and 3 along each dimension, float (NaN, infinities, signed zeros), integer, unsigned and
    boolean keys, payloads; a comparator without a scalar form, one row and rows of one element (which keep the
    sequential loops) too."""
    key = keys(run, elements[0], 3, ties=True)
    if name == "reshaped":
        key = np.where(np.isnan(key), 0, key).astype(key.dtype)
    others = [keys(run, e, 5) if e == "f32" and name == "lexicographic" else payload(run, e) for e in elements[1:]]
    if name == "lexicographic":
        others[0] = np.where(np.isnan(others[0]), 0, others[0]).astype(np.float32)
    check_compiled(sort_program(shape, elements, dimension, name), [key, *others], parallel=True)


@pytest.mark.parametrize("length", [40, 1000])
def test_not_a_strict_weak_order_in_parallel(length: int) -> None:
    """LT on keys with many NaN (each implementation orders them its own way): the rows sorted in parallel are
    those the sequential loops sort, bit for bit (the same merge sort)."""
    shape = (4, length)
    text = sort_program(shape, ["f32", "i32"], 1, "LT")
    rng = np.random.default_rng(length)
    key = rng.integers(0, 10, size=shape).astype(np.float32)
    key[rng.random(shape) < 0.3] = np.nan
    inputs = [key, payload(shape, "i32")]
    assert_parallel_bits_sequential(text, inputs)


@pytest.mark.parametrize(("shape", "threads"), [((8, 32000), True), ((8, None), True), ((4, 50), False)])
def test_rows_split_across_cores_where_there_is_work(shape, threads: bool) -> None:
    """The rows' scf.parallel runs on the thread pool (`aiopt_parallel_for`) for 8 rows of 32000 elements or of a
    run-time length, on the calling thread for 4 of 50 (its estimated work below convert-scf-parallel-to-cpu-
    runtime's min-work); without parallel loops the rows stay in scf.for loops."""
    text = sort_program(shape, ["f32", "i32"], 1, "total")
    for parallel in (True, False):
        llvm_ir = compile(text, parallel=parallel, cache=False).llvm_ir
        assert ("@aiopt_parallel_for(" in llvm_ir) == (threads and parallel)


# (shape, element types, sort dimension, comparator, stable, ties): one long row, which the CPU pipeline with
# parallel loops sorts in parallel chunks and merges (`mhlo_to_linalg_parallel_long_sort`) where the comparator
# orders by keys (integers, or floats in TOTALORDER); lengths not multiples of the chunks (8192 elements and up)
# nor of the merge segments (8192), one just at the threshold (2^17).
LONG_CASES = [
    ((131072,), ["f32", "i32"], 0, "total", True, False),
    ((131073,), ["f32"], 0, "jax", True, False),
    ((1, 200003), ["f32", "i32"], 1, "total-descending", True, True),
    ((262147, 1), ["i32", "f32"], 0, "LT", True, True),
    ((140001,), ["ui32", "i32"], 0, "GT", False, True),
    ((1048579,), ["f32", "i32"], 0, "jax", True, True),
    ((150001,), ["bf16", "i32"], 0, "total", False, True),
    ((150001,), ["f16", "i32"], 0, "jax", True, False),
    ((150001,), ["f64", "i32"], 0, "total", True, False),
    ((140001,), ["i8", "i32"], 0, "lexicographic", True, True),
    ((1, 1, 140001), ["i1", "i32"], 2, "GT", True, True),
]


@pytest.mark.parametrize(("shape", "elements", "dimension", "name", "stable", "ties"), LONG_CASES)
def test_long_row_in_parallel(shape, elements, dimension, name, stable, ties) -> None:
    """The CPU pipeline with parallel loops: one long row sorted in parallel chunks and merges, bit for bit the
    interpreter's (NaN of both signs, infinities, signed zeros, ties and payloads that show where each element
    went; is_stable true or false: the stable order either way), and run on the thread pool."""
    key = keys(shape, elements[0], len(elements) + shape[dimension], ties=ties)
    others = [keys(shape, "i32", 7, ties=True) if name == "lexicographic" else payload(shape, e) for e in elements[1:]]
    text = sort_program(shape, elements, dimension, name, stable)
    check_compiled(text, [key, *others], parallel=True)
    assert "@aiopt_parallel_for(" in compile(text, parallel=True, cache=False).llvm_ir


@pytest.mark.parametrize(
    ("shape", "name", "elements"),
    [
        ((131071,), "total", ["f32"]),
        ((140001,), "LT", ["f32"]),
        ((140001,), "lexicographic", ["i32", "f32"]),
        ((0,), "total", ["f32"]),
        ((1,), "jax", ["f32"]),
        ((2, 140001), "total", ["f32"]),
    ],
)
def test_long_row_sequential_otherwise(shape, name: str, elements: list[str]) -> None:
    """A row below the threshold, a comparator not seen to be a strict weak order (LT on floats, a float key
    compared as FLOAT in a lexicographic order), rows of 0 and 1 elements keep the sequential merge sort (no
    thread pool), two rows their scf.parallel; all bit for bit the interpreter's."""
    text = sort_program(shape, elements, len(shape) - 1, name)
    inputs = [keys(shape, elements[0], 3, ties=True), *(payload(shape, e) for e in elements[1:])]
    if name == "LT":
        inputs[0] = np.where(np.isnan(inputs[0]), 0, inputs[0]).astype(np.float32)
    if name == "lexicographic":
        inputs[1] = np.where(np.isnan(keys(shape, "f32", 5)), 0, keys(shape, "f32", 5)).astype(np.float32)
    check_compiled(text, inputs, parallel=True)
    llvm_ir = compile(text, parallel=True, cache=False).llvm_ir
    assert ("@aiopt_parallel_for(" in llvm_ir) == (len(shape) == 2)


def test_long_row_not_a_strict_weak_order() -> None:
    """LT on float keys with many NaN (not a strict weak order, which each implementation orders its own way)
    keeps the sequential merge sort in the parallel pipeline: the same bits as without parallel loops."""
    shape = (140001,)
    text = sort_program(shape, ["f32", "i32"], 0, "LT")
    rng = np.random.default_rng(4)
    key = rng.integers(0, 10, size=shape).astype(np.float32)
    key[rng.random(shape) < 0.3] = np.nan
    inputs = [key, payload(shape, "i32")]
    assert_parallel_bits_sequential(text, inputs)


@pytest.mark.parametrize(
    ("name", "elements", "ordered"),
    [
        ("total", ["f32"], True),
        ("total-descending", ["f64", "i32"], True),
        ("jax", ["f16"], True),
        ("LT", ["i32"], True),
        ("GT", ["ui32", "f32"], True),
        ("lexicographic", ["i32", "i8"], True),
        ("LT", ["f32"], False),
        ("lexicographic", ["i32", "f32"], False),
        ("reshaped", ["i32"], False),
    ],
)
def test_orders_by_keys(name: str, elements: list[str], ordered: bool) -> None:
    """The comparators seen to be strict weak orders: keys compared as integers or, for floats, in TOTALORDER
    (jnp.sort's canonical -0 and NaN first), lexicographic orders of such keys; not a float LT (FLOAT), nor a
    lexicographic order with a FLOAT key, nor a key the interpreter's `comparator_keys` does not read (a
    reshape)."""
    module = parse_module(CONTEXT, sort_program((4,), elements, 0, name), "sort.mlir")
    (sort,) = [op for op in module.walk() if op.name == "stablehlo.sort"]
    assert orders_by_keys(sort.comparator) is ordered
