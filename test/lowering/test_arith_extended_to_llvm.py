"""The LLVM lowerings of `arith.addui_extended`, `arith.mului_extended` and `arith.mulsi_extended` compute what the
reference interpreter does (convert-arith-to-llvm: `uadd.with.overflow`; products at twice the width).

Each program applies the three ops to two memrefs element by element, on scalars (an scf loop) or on one vector
(vector.load / vector.store), is compiled for the host through convert-to-llvm and run on edge values (0, 1, -1,
the extremes, their sums and products that overflow); its results must equal the reference interpreter's, which
must equal the exact arithmetic on Python integers. The overflow bit is stored widened to i8 (a vector of i1
is stored bit-packed by LLVM, not one byte per element).
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()
PIPELINE = "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
DTYPES = {"i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64}
RESULTS = ("sum", "overflow", "ulow", "uhigh", "slow", "shigh")


def _program(n: int, element: str, vector: bool) -> str:
    """@main(%a, %b, outs...): each out[i] is one result of the extended ops on a[i], b[i]."""
    memref, flags = f"memref<{n}x{element}>", f"memref<{n}xi8>"
    if vector:
        type_, bits, bytes_ = f"vector<{n}x{element}>", f"vector<{n}xi1>", f"vector<{n}xi8>"
        load = [f"%x = vector.load %a[%c0] : {memref}, {type_}", f"%y = vector.load %b[%c0] : {memref}, {type_}"]

        def store(value: str, out: str, result_type: str = type_, out_type: str = memref) -> str:
            return f"vector.store {value}, {out}[%c0] : {out_type}, {result_type}"

        loop_open, loop_close = [], []
    else:
        type_, bits, bytes_ = element, "i1", "i8"
        load = [f"%x = memref.load %a[%i] : {memref}", f"%y = memref.load %b[%i] : {memref}"]

        def store(value: str, out: str, result_type: str = type_, out_type: str = memref) -> str:
            return f"memref.store {value}, {out}[%i] : {out_type}"

        loop_open = ["%c1 = arith.constant 1 : index", f"%n = arith.constant {n} : index",
                     "scf.for %i = %c0 to %n step %c1 {"]  # fmt: skip
        loop_close = ["}"]
    body = [
        "%c0 = arith.constant 0 : index",
        *loop_open,
        *load,
        f"%s, %o = arith.addui_extended %x, %y : {type_}, {bits}",
        f"%o8 = arith.extui %o : {bits} to {bytes_}",
        f"%ul, %uh = arith.mului_extended %x, %y : {type_}",
        f"%sl, %sh = arith.mulsi_extended %x, %y : {type_}",
        store("%s", "%sum"),
        store("%o8", "%overflow", bytes_, flags),
        store("%ul", "%ulow"),
        store("%uh", "%uhigh"),
        store("%sl", "%slow"),
        store("%sh", "%shigh"),
        *loop_close,
        "return",
    ]
    outs = ", ".join(f"%{name}: {flags if name == 'overflow' else memref}" for name in RESULTS)
    lines = "\n  ".join(body)
    return f"func.func @main(%a: {memref}, %b: {memref}, {outs}) {{\n  {lines}\n}}\n"


def _operands(dtype) -> tuple[np.ndarray, np.ndarray]:
    """Pairs of edge values: zeros, ones, -1 (all ones unsigned), the extremes and their neighbours."""
    info = np.iinfo(dtype)
    values = [0, 1, -1, info.max, info.min, info.max - 1, info.min + 1, 2 ** (info.bits // 2), 3]
    pairs = [(x, y) for x in values for y in values]
    return np.array([x for x, _ in pairs], dtype), np.array([y for _, y in pairs], dtype)


def _exact(a: np.ndarray, b: np.ndarray, bits: int) -> list[np.ndarray]:
    """The results by arithmetic on Python integers, as the signless holders."""
    full = 1 << bits

    def signless(values):
        return np.array([v - full if v >= full // 2 else v for v in (int(v) % full for v in values)], a.dtype)

    ua, ub = [int(x) % full for x in a], [int(y) % full for y in b]
    sums = [x + y for x, y in zip(ua, ub)]
    uproducts = [x * y for x, y in zip(ua, ub)]
    sproducts = [int(x) * int(y) for x, y in zip(a, b)]
    return [
        signless(sums),
        np.array([s >= full for s in sums], np.int8),
        signless(uproducts),
        signless([p >> bits for p in uproducts]),
        signless(sproducts),
        signless([p >> bits for p in sproducts]),
    ]


@pytest.mark.parametrize("vector", [False, True], ids=["scalar", "vector"])
@pytest.mark.parametrize("element", DTYPES)
def test_extended_ops_match_the_reference(element: str, vector: bool) -> None:
    dtype = DTYPES[element]
    a, b = _operands(dtype)
    n = a.size
    text = _program(n, element, vector)

    def outputs() -> list[np.ndarray]:
        return [np.zeros(n, np.int8 if name == "overflow" else dtype) for name in RESULTS]

    expected = outputs()
    run_function(parse_module(CONTEXT, text, "extended.mlir"), "main", [a, b, *expected])
    exact = _exact(a, b, np.iinfo(dtype).bits)
    for name, reference, value in zip(RESULTS, expected, exact):
        np.testing.assert_array_equal(reference, value, err_msg=f"reference {name}")
    # The programs reach every result kind: some sums overflow and some do not, high halves differ.
    assert 0 < expected[1].sum() < n and not np.array_equal(expected[3], expected[5])

    function = compile(text, pipeline=PIPELINE, cache=False)
    actual = outputs()
    function.call(a, b, *actual)
    for name, reference, value in zip(RESULTS, expected, actual):
        np.testing.assert_array_equal(value, reference, err_msg=f"compiled {name} ({element}, vector={vector})")
