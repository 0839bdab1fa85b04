"""convert-index-to-llvm keeps what index arithmetic computes.

One kernel applies every binary index op (and cmp, casts) to pairs of
values loaded from i64 buffers. It runs compiled (convert-index-to-llvm,
convert-to-llvm, our LLVM IR translation, llvmlite) and in the reference
interpreter, and both must equal the same arithmetic on Python integers
wrapped to 64 bits.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

jit = pytest.importorskip("aiopt.runtime.jit")
translation = pytest.importorskip("aiopt.targets.mlir_to_llvmir")

CONTEXT = default_registry().make_context()
N = 48
MASK = (1 << 64) - 1


def signed(v: int) -> int:
    v &= MASK
    return v - (1 << 64) if v >> 63 else v


def trunc_div(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


U = lambda v: v & MASK
OPS = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "divs": trunc_div,
    "divu": lambda a, b: U(a) // U(b),
    "ceildivs": lambda a, b: -((-a) // b),
    "ceildivu": lambda a, b: -((-U(a)) // U(b)),
    "floordivs": lambda a, b: a // b,
    "rems": lambda a, b: a - b * trunc_div(a, b),
    "remu": lambda a, b: U(a) % U(b),
    "maxs": max,
    "maxu": lambda a, b: max(U(a), U(b)),
    "mins": min,
    "minu": lambda a, b: min(U(a), U(b)),
    "shl": lambda a, b: a << (b & 63),
    "shrs": lambda a, b: a >> (b & 63),
    "shru": lambda a, b: U(a) >> (b & 63),
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
}


def kernel() -> str:
    rows = len(OPS) + 2
    body = []
    for row, name in enumerate(OPS):
        rhs = "%bs" if name.startswith("sh") else "%bi"
        body.append(f"  %r{row} = index.{name} %ai, {rhs}")
        body.append(f"  %o{row} = index.casts %r{row} : index to i64")
        body.append(f"  %row{row} = index.constant {row}")
        body.append(f"  memref.store %o{row}, %out[%row{row}, %k] : memref<{rows}x{N}xi64>")
    cmp_row, cast_row = len(OPS), len(OPS) + 1
    body += [
        "  %lt = index.cmp ult(%ai, %bi)",
        "  %lt64 = arith.extui %lt : i1 to i64",
        f"  %ccmp = index.constant {cmp_row}",
        f"  memref.store %lt64, %out[%ccmp, %k] : memref<{rows}x{N}xi64>",
        "  %narrow = index.castu %ai : index to i32",
        "  %wide = index.castu %narrow : i32 to index",
        "  %w64 = index.casts %wide : index to i64",
        f"  %ccast = index.constant {cast_row}",
        f"  memref.store %w64, %out[%ccast, %k] : memref<{rows}x{N}xi64>",
    ]
    return f"""
func.func @kernel(%a: memref<{N}xi64>, %b: memref<{N}xi64>, %out: memref<{rows}x{N}xi64>) attributes {{llvm.emit_c_interface}} {{
  %c0 = index.constant 0
  %c1 = index.constant 1
  %n = index.constant {N}
  %c63 = index.constant 63
  cf.br ^head(%c0 : index)
^head(%k: index):
  %done = index.cmp sge(%k, %n)
  cf.cond_br %done, ^exit, ^body
^body:
  %a64 = memref.load %a[%k] : memref<{N}xi64>
  %b64 = memref.load %b[%k] : memref<{N}xi64>
  %ai = index.casts %a64 : i64 to index
  %bi = index.casts %b64 : i64 to index
  %bs = index.and %bi, %c63
{chr(10).join(body)}
  %next = index.add %k, %c1
  cf.br ^head(%next : index)
^exit:
  return
}}
"""


def expected(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    rows = [[signed(fn(int(x), int(y) & 63 if name.startswith("sh") else int(y))) for x, y in zip(a, b)]
            for name, fn in OPS.items()]  # fmt: skip
    rows.append([int(U(int(x)) < U(int(y))) for x, y in zip(a, b)])
    rows.append([int(x) & 0xFFFFFFFF for x in a])
    return np.array(rows, dtype=np.int64)


def inputs() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(7)
    a = rng.integers(-(10**12), 10**12, N, dtype=np.int64)
    b = rng.integers(-1000, 1000, N, dtype=np.int64)
    a[:4] = [np.iinfo(np.int64).min, np.iinfo(np.int64).max, -1, 0]
    b[:4] = [3, -7, 5, -2]
    b[b == 0] = 1
    b[(b == -1)] = 2  # INT_MIN / -1 traps on x86
    return a, b


def test_compiled_index_arithmetic_matches_python():
    a, b = inputs()
    module = parse_module(CONTEXT, kernel(), "index.mlir")
    registry = default_registry()
    for name in ("convert-to-llvm", "reconcile-unrealized-casts"):
        registry.pass_class(name)().apply(CONTEXT, module)
    lowered = parse_module(CONTEXT, str(module), "lowered.mlir")
    compiled = jit.JitModule(translation.translate_to_llvmir(lowered))
    rows = len(OPS) + 2
    function = jit.CInterfaceFunction(
        compiled,
        "kernel",
        [jit.MemRefArg(np.dtype(np.int64), (N,))] * 2,
        [jit.MemRefArg(np.dtype(np.int64), (rows, N))],
    )
    (got,) = function(a, b)
    np.testing.assert_array_equal(got, expected(a, b))


def test_interpreted_index_arithmetic_matches_python():
    a, b = inputs()
    out = np.zeros((len(OPS) + 2, N), np.int64)
    run_function(parse_module(CONTEXT, kernel(), "index.mlir"), "kernel", [a, b, out])
    np.testing.assert_array_equal(out, expected(a, b))
