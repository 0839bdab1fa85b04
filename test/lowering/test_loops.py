"""The loop-level lowerings compute what they lower, checked numerically on random inputs.

Linalg ops on buffers go through `convert-linalg-to-loops`, `-affine-loops`
or `-parallel-loops` (alone, then on to `cf` with `lower-affine` and
`convert-scf-to-cf`, and with `affine-loop-tile`), and run in the reference
interpreter on copies of the arguments (memrefs are numpy views, so the
kernel writes its output buffer). The written buffer must match numpy and
what the interpreter computes for the linalg program itself. Affine
arithmetic (floordiv/ceildiv/mod of negative values, min/max bounds,
affine.if, affine.parallel reductions) and `convert-scf-to-cf` on scalar
loops (while, if, parallel reductions, execute_region) run the same way.

The same lowered programs are also compiled and run by upstream `mlir-opt`
+ `mlir-runner` where they are installed (else those tests skip), with a
`main` that fills the buffers from constants and prints them, which checks
that the IR we print is upstream MLIR that computes the same numbers.
"""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.tools.upstream import find_upstream_tool
from aiopt.support.verifier import verify_operation

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()
MLIR_OPT = find_upstream_tool("mlir-opt")
MLIR_RUNNER = find_upstream_tool("mlir-runner")
needs_upstream = pytest.mark.skipif(
    not (MLIR_OPT and MLIR_RUNNER), reason="upstream mlir-opt/mlir-runner not installed"
)
TO_LLVM = (
    "--finalize-memref-to-llvm",
    "--convert-math-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
)
LINALG_TO_LOOPS = ("convert-linalg-to-loops", "convert-linalg-to-affine-loops", "convert-linalg-to-parallel-loops")
TO_CF = ("lower-affine", "convert-scf-to-cf")
TILE = ("affine-loop-tile", {"tile_sizes": (3, 2, 4)})
PIPELINES = {
    **{name: (name,) for name in LINALG_TO_LOOPS},
    **{f"{name},to-cf": (name, *TO_CF) for name in LINALG_TO_LOOPS},
    "affine-loop-tile,to-cf": ("convert-linalg-to-affine-loops", TILE, *TO_CF),
}
"""The pass sequences each linalg case is lowered with."""


def lower(text: str, passes: tuple[str | tuple[str, dict], ...]) -> str:
    """Parse and verify `text`, run our `passes` (names, or names with options) on it, verify and print the result."""
    module = parse_module(CONTEXT, text, "test.mlir")
    verify_operation(module)
    for entry in passes:
        name, options = entry if isinstance(entry, tuple) else (entry, {})
        REGISTRY.pass_class(name)(**options).apply(CONTEXT, module)
    verify_operation(module)
    return str(module)


def interpret(text: str, args: list[np.ndarray]) -> list[np.ndarray]:
    """Run `@kernel` of `text` in the reference interpreter on copies of `args`; return the buffers afterwards."""
    buffers = [a.copy() for a in args]
    run_function(parse_module(CONTEXT, text, "lowered.mlir"), "kernel", buffers)
    return buffers


def _type(shape: tuple[int, ...]) -> str:
    return "memref<" + "".join(f"{d}x" for d in shape) + "f32>"


def _dense(array: np.ndarray) -> str:
    def nested(a: np.ndarray) -> str:
        if a.ndim == 0:
            return f"{float(a):.9e}"
        return "[" + ", ".join(nested(x) for x in a) + "]"

    return f"dense<{nested(array)}>"


def _harness(args: list[np.ndarray], param_types: list[str], outputs: list[int]) -> str:
    """A `main` that copies each argument from a constant global into a fresh buffer, calls @kernel, prints `outputs`."""
    lines = ["func.func private @printMemrefF32(memref<*xf32>)"]
    body = []
    for i, (array, param) in enumerate(zip(args, param_types)):
        static = _type(array.shape)
        lines.append(f'memref.global "private" constant @g{i} : {static} = {_dense(array)}')
        body += [
            f"%g{i} = memref.get_global @g{i} : {static}",
            f"%b{i} = memref.alloc() : {static}",
            f"memref.copy %g{i}, %b{i} : {static} to {static}",
        ]
        if param != static:
            body.append(f"%a{i} = memref.cast %b{i} : {static} to {param}")
    call_args = ", ".join(
        f"%a{i}" if p != _type(a.shape) else f"%b{i}" for i, (a, p) in enumerate(zip(args, param_types))
    )
    body.append(f"call @kernel({call_args}) : ({', '.join(param_types)}) -> ()")
    for i in outputs:
        body += [
            f"%u{i} = memref.cast %b{i} : {_type(args[i].shape)} to memref<*xf32>",
            f"call @printMemrefF32(%u{i}) : (memref<*xf32>) -> ()",
        ]
    lines += ["func.func @main() {", *body, "return", "}"]
    return "\n".join(lines)


def run_upstream(lowered: str, args: list[np.ndarray], param_types: list[str], outputs: list[int]) -> list[np.ndarray]:
    """Add the harness to a lowered module, compile it with upstream mlir-opt, run it, parse the printed outputs."""
    module = lowered.rstrip()
    assert module.endswith("}")
    module = module[:-1] + _harness(args, param_types, outputs) + "\n}\n"
    llvm = subprocess.run([MLIR_OPT, *TO_LLVM], check=False, input=module, capture_output=True, text=True, timeout=60)
    assert llvm.returncode == 0, llvm.stderr
    lib = os.path.join(os.path.dirname(os.path.dirname(MLIR_OPT)), "lib")
    libs = f"-shared-libs={lib}/libmlir_runner_utils.so,{lib}/libmlir_c_runner_utils.so"
    run = subprocess.run(
        [MLIR_RUNNER, "-e", "main", "-entry-point-result=void", libs],
        check=False,
        input=llvm.stdout,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    printed = run.stdout.split("Unranked Memref")[1:]
    assert len(printed) == len(outputs), run.stdout
    results = []
    for text, index in zip(printed, outputs):
        data = text.split("data =", 1)[1]
        numbers = re.findall(r"[-+]?(?:nan|inf|\d+(?:\.\d*)?(?:e[-+]?\d+)?)", data)
        results.append(np.array([float(n) for n in numbers], np.float32).reshape(args[index].shape))
    return results


def _random(rng: np.random.Generator, *shape: int) -> np.ndarray:
    return rng.standard_normal(shape).astype(np.float32)


def _conv2d_nhwc_hwcf(x: np.ndarray, f: np.ndarray) -> np.ndarray:
    kh, kw = f.shape[:2]
    oh, ow = x.shape[1] - kh + 1, x.shape[2] - kw + 1
    out = np.zeros((x.shape[0], oh, ow, f.shape[3]), np.float64)
    for i in range(kh):
        for j in range(kw):
            out += np.einsum("nhwc,cf->nhwf", x[:, i : i + oh, j : j + ow, :], f[i, j])
    return out


@dataclass
class Case:
    """A kernel body on arguments %0, %1, ...; the argument it writes and what it must hold afterwards."""

    body: str
    args: list[np.ndarray]
    output: int
    expected: np.ndarray
    param_types: list[str] | None = None
    """The kernel's parameter types, when not the arguments' static types."""


def _cases(rng: np.random.Generator):
    """(name, Case) for each numerical linalg case."""
    m, k, n = rng.integers(2, 6, size=3)
    a, b, c = _random(rng, m, k), _random(rng, k, n), _random(rng, m, n)
    product = c + a.astype(np.float64) @ b
    matmul = "linalg.matmul ins(%0, %1 : {0}, {1}) outs(%2 : {2})"
    yield "matmul", Case(matmul.format(*(_type(x.shape) for x in (a, b, c))), [a, b, c], 2, product)
    dynamic = ["memref<?x?xf32>"] * 3
    yield "matmul_dynamic", Case(matmul.format(*dynamic), [a, b, c], 2, product, dynamic)

    batch = [_random(rng, 2, m, k), _random(rng, 2, k, n), _random(rng, 2, m, n)]
    types = [_type(x.shape) for x in batch]
    body = f"linalg.batch_matmul ins(%0, %1 : {types[0]}, {types[1]}) outs(%2 : {types[2]})"
    yield "batch_matmul", Case(body, batch, 2, batch[2] + np.matmul(batch[0].astype(np.float64), batch[1]))

    x, out = _random(rng, m, k), _random(rng, m)
    body = (
        f"linalg.reduce ins(%0 : {_type(x.shape)}) outs(%1 : {_type(out.shape)}) dimensions = [1]\n"
        "  (%x: f32, %acc: f32) {\n    %s = arith.addf %x, %acc : f32\n    linalg.yield %s : f32\n  }"
    )
    yield "reduce_rows", Case(body, [x, out], 1, out + x.astype(np.float64).sum(axis=1))

    row, wide, tall = _random(rng, k), _random(rng, m, k), _random(rng, k, m)
    body = f"linalg.broadcast ins(%0 : {_type(row.shape)}) outs(%1 : {_type(wide.shape)}) dimensions = [0]"
    yield "broadcast", Case(body, [row, wide], 1, np.broadcast_to(row, wide.shape))
    body = f"linalg.transpose ins(%0 : {_type(wide.shape)}) outs(%1 : {_type(tall.shape)}) permutation = [1, 0]"
    yield "transpose", Case(body, [wide, tall], 1, wide.T)

    signal, taps, acc = _random(rng, n + 2), _random(rng, 3, 2), _random(rng, n)
    window = np.array([signal[i : i + 3] @ taps[:, 1].astype(np.float64) for i in range(n)])
    body = (
        "linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1, 1)>, "
        'affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}\n'
        f"  ins(%0, %1 : {_type(signal.shape)}, {_type(taps.shape)}) outs(%2 : {_type(acc.shape)}) {{\n"
        "  ^bb0(%x: f32, %w: f32, %o: f32):\n"
        "    %p = arith.mulf %x, %w : f32\n    %s = arith.addf %o, %p : f32\n"
        "    %i = linalg.index 0 : index\n    %ii = arith.index_cast %i : index to i32\n"
        "    %fi = arith.sitofp %ii : i32 to f32\n    %t = arith.addf %s, %fi : f32\n"
        "    linalg.yield %t : f32\n  }"
    )
    yield "generic_window_index", Case(body, [signal, taps, acc], 2, acc + window + 3 * np.arange(n))

    image, filt, result = _random(rng, 1, 4, 5, 2), _random(rng, 2, 3, 2, 2), _random(rng, 1, 3, 3, 2)
    body = (
        "linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}\n"
        f"  ins(%0, %1 : {_type(image.shape)}, {_type(filt.shape)}) outs(%2 : {_type(result.shape)})"
    )
    yield "conv_2d_nhwc_hwcf", Case(body, [image, filt, result], 2, result + _conv2d_nhwc_hwcf(image, filt))

    e = _random(rng, m, n)
    body = f"linalg.exp ins(%0 : {_type(e.shape)}) outs(%1 : {_type(e.shape)})"
    yield "exp", Case(body, [e, np.zeros_like(e)], 1, np.exp(e.astype(np.float64)))


CASES = dict(_cases(np.random.default_rng(7)))


def _kernel(case: Case) -> tuple[str, list[str]]:
    param_types = case.param_types or [_type(a.shape) for a in case.args]
    params = ", ".join(f"%{i}: {t}" for i, t in enumerate(param_types))
    return f"func.func @kernel({params}) {{\n  {case.body}\n  return\n}}\n", param_types


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("pipeline", sorted(PIPELINES))
def test_linalg_lowering_interpreted(name: str, pipeline: str) -> None:
    case = CASES[name]
    kernel, _ = _kernel(case)
    lowered = lower(kernel, PIPELINES[pipeline])
    assert "linalg." not in lowered
    if pipeline.endswith("to-cf"):
        assert "scf." not in lowered and "affine." not in lowered
    actual = interpret(lowered, case.args)[case.output]
    np.testing.assert_allclose(actual, interpret(kernel, case.args)[case.output], rtol=1e-6, atol=1e-6)
    np.testing.assert_allclose(actual, case.expected, rtol=1e-5, atol=1e-5)


@needs_upstream
@pytest.mark.parametrize("name", sorted(CASES))
# Two roads keep this quick: scf.parallel via scf.for, and tiled affine loops with min bounds.
@pytest.mark.parametrize("pipeline", ["convert-linalg-to-parallel-loops,to-cf", "affine-loop-tile,to-cf"])
def test_linalg_lowering_upstream(name: str, pipeline: str) -> None:
    case = CASES[name]
    kernel, param_types = _kernel(case)
    (actual,) = run_upstream(lower(kernel, PIPELINES[pipeline]), case.args, param_types, [case.output])
    # mlir-runner prints 6 significant digits.
    np.testing.assert_allclose(actual, case.expected, rtol=1e-4, atol=1e-4)


def _affine_kernel() -> str:
    """Stores floordiv/ceildiv/mod of i - 7, marks a max/min-bounded strided loop and an affine.if, sums with affine.parallel."""
    values = []
    for row, op in enumerate(("floordiv", "ceildiv", "mod")):
        values.append(
            f"    %e{row} = affine.apply affine_map<(d0) -> ((d0 - 7) {op} 4)>(%i)\n"
            f"    %n{row} = arith.index_cast %e{row} : index to i32\n"
            f"    %f{row} = arith.sitofp %n{row} : i32 to f32\n"
            f"    affine.store %f{row}, %out[{row}, %i] : memref<3x16xf32>\n"
        )
    return (
        "func.func @kernel(%out: memref<3x16xf32>, %marks: memref<16xf32>, %sum: memref<1xf32>) {\n"
        "  %c3 = arith.constant 3 : index\n  %one = arith.constant 1.0 : f32\n  %two = arith.constant 2.0 : f32\n"
        "  affine.for %i = 0 to 16 {\n" + "".join(values) + "  }\n"
        "  affine.for %i = max affine_map<()[s0] -> (2, s0)>()[%c3] to min affine_map<()[s0] -> (14, s0 * 4)>()[%c3] step 2 {\n"
        "    affine.store %one, %marks[%i] : memref<16xf32>\n"
        "  }\n"
        "  affine.for %i = 0 to 16 {\n"
        "    affine.if affine_set<(d0)[s0] : (d0 - s0 * 4 >= 0, 14 - d0 >= 0)>(%i)[%c3] {\n"
        "      affine.store %two, %marks[%i] : memref<16xf32>\n"
        "    }\n"
        "  }\n"
        '  %s = affine.parallel (%i) = (0) to (min(16, %c3 * 5)) reduce ("addf") -> (f32) {\n'
        "    %x = affine.load %marks[%i] : memref<16xf32>\n"
        "    affine.yield %x : f32\n"
        "  }\n"
        "  affine.store %s, %sum[0] : memref<1xf32>\n"
        "  return\n}\n"
    )


def _check_affine_kernel(out: np.ndarray, marks: np.ndarray, total: np.ndarray) -> None:
    i = np.arange(16) - 7
    np.testing.assert_array_equal(out, np.stack([i // 4, -(-i // 4), i % 4]).astype(np.float32))
    expected = np.zeros(16, np.float32)
    expected[3:12:2] = 1.0  # from max(2, 3) to min(14, 12) step 2
    expected[12:15] = 2.0  # 12 <= i <= 14
    np.testing.assert_array_equal(marks, expected)
    np.testing.assert_array_equal(total, [expected[:15].sum()])


AFFINE_ARGS = [np.zeros((3, 16), np.float32), np.zeros(16, np.float32), np.zeros(1, np.float32)]


@pytest.mark.parametrize("passes", [TO_CF[:1], TO_CF])
def test_lower_affine_interpreted(passes: tuple[str, ...]) -> None:
    lowered = lower(_affine_kernel(), passes)
    assert "affine." not in lowered
    _check_affine_kernel(*interpret(lowered, AFFINE_ARGS))


@needs_upstream
def test_lower_affine_upstream() -> None:
    lowered = lower(_affine_kernel(), TO_CF)
    _check_affine_kernel(*run_upstream(lowered, AFFINE_ARGS, [_type(a.shape) for a in AFFINE_ARGS], [0, 1, 2]))


SCALAR_PROGRAMS = {
    # sum of i * i over [lb, ub) step s, loop-carried.
    "for": (
        """func.func @main(%lb: index, %ub: index, %s: index) -> index {
  %zero = arith.constant 0 : index
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %zero) -> (index) {
    %sq = arith.muli %i, %i : index
    %next = arith.addi %acc, %sq : index
    scf.yield %next : index
  }
  return %r : index
}""",
        lambda lb, ub, s: sum(i * i for i in range(lb, ub, s)),
    ),
    # Collatz steps of n, with scf.while and scf.if.
    "while_if": (
        """func.func @main(%n: index, %unused0: index, %unused1: index) -> index {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %two = arith.constant 2 : index
  %three = arith.constant 3 : index
  %r:2 = scf.while (%x = %n, %steps = %zero) : (index, index) -> (index, index) {
    %go = arith.cmpi sgt, %x, %one : index
    scf.condition(%go) %x, %steps : index, index
  } do {
  ^bb0(%y: index, %k: index):
    %rem = arith.remsi %y, %two : index
    %even = arith.cmpi eq, %rem, %zero : index
    %next = scf.if %even -> (index) {
      %h = arith.divsi %y, %two : index
      scf.yield %h : index
    } else {
      %t = arith.muli %y, %three : index
      %u = arith.addi %t, %one : index
      scf.yield %u : index
    }
    %k1 = arith.addi %k, %one : index
    scf.yield %next, %k1 : index, index
  }
  return %r#1 : index
}""",
        lambda n, _a, _b: _collatz(n),
    ),
    # sum of i * j over a 2-D scf.parallel with a reduction.
    "parallel": (
        """func.func @main(%n: index, %m: index, %s: index) -> index {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%zero, %zero) to (%n, %m) step (%one, %s) init (%zero) -> index {
    %p = arith.muli %i, %j : index
    scf.reduce(%p : index) {
    ^bb0(%a: index, %b: index):
      %c = arith.addi %a, %b : index
      scf.reduce.return %c : index
    }
  }
  return %r : index
}""",
        lambda n, m, s: sum(i * j for i in range(n) for j in range(0, m, s)),
    ),
    # execute_region around a for loop.
    "execute_region": (
        """func.func @main(%lb: index, %ub: index, %s: index) -> index {
  %r = scf.execute_region -> index {
    %c = arith.addi %lb, %ub : index
    scf.yield %c : index
  }
  return %r : index
}""",
        lambda lb, ub, s: lb + ub,
    ),
}


def _collatz(n: int) -> int:
    steps = 0
    while n > 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


@pytest.mark.parametrize("name", sorted(SCALAR_PROGRAMS))
def test_scf_to_cf_interpreted(name: str) -> None:
    text, expected = SCALAR_PROGRAMS[name]
    lowered = lower(text, ("convert-scf-to-cf",))
    assert "scf." not in lowered
    module = parse_module(CONTEXT, lowered, "lowered.mlir")
    rng = np.random.default_rng(sum(map(ord, name)))
    for _ in range(3):
        args = [int(rng.integers(0, 6)), int(rng.integers(6, 14)), int(rng.integers(1, 4))]
        (result,) = run_function(module, "main", [np.int64(a) for a in args])
        assert int(result) == expected(*args), args


@needs_upstream
def test_expand_strided_metadata_numerics() -> None:
    """Views lowered to reinterpret_casts read and write the elements the views denote."""
    kernel = """func.func @kernel(%in: memref<7x8xf32>, %out: memref<3x3xf32>) {
  %s = memref.subview %in[1, 2] [3, 3] [2, 2] : memref<7x8xf32> to memref<3x3xf32, strided<[16, 2], offset: 10>>
  %c = memref.collapse_shape %out [[0, 1]] : memref<3x3xf32> into memref<9xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [3, 3] : memref<9xf32> into memref<3x3xf32>
  linalg.copy ins(%s : memref<3x3xf32, strided<[16, 2], offset: 10>>) outs(%e : memref<3x3xf32>)
  return
}
"""
    passes = ("expand-strided-metadata", "convert-linalg-to-loops", "lower-affine", "convert-scf-to-cf")
    lowered = lower(kernel, passes)
    assert "subview" not in lowered and "_shape" not in lowered
    # Quarters of small integers print exactly, so the copy must match bit for bit.
    source = (np.random.default_rng(3).integers(-99, 99, size=(7, 8)) / 4).astype(np.float32)
    args = [source, np.zeros((3, 3), np.float32)]
    (actual,) = run_upstream(lowered, args, [_type(a.shape) for a in args], [1])
    np.testing.assert_array_equal(actual, source[1:7:2, 2:8:2])
