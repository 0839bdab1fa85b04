"""Random StableHLO programs give the interpreter's results when compiled (bench/difftest.py).

A fixed set of generated programs (`SEED`, `COUNT`) runs through the
reference interpreter and through compiled code in worker processes; any
mismatch beyond the stated tolerance, crash, hang or internal error fails the
test, which prints each reproducer's folder (program.mlir, inputs.npz,
report.txt). Families or element types left out because of an open bug are
listed, with the bug, in `difftest_gen.EXCLUDED_FAMILIES` / `EXCLUDED_TYPES`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import difftest  # noqa: E402
import difftest_gen  # noqa: E402

SEED = 2026
COUNT = 120
"""Programs of the CI run: about 0.35 CPU-seconds each, some 40 CPU-seconds in all
(`bench/difftest.py` runs the campaigns of thousands: see its docstring)."""
SAMPLE_FAMILIES = [name for name in difftest_gen.FAMILIES if name != "geev"]
"""The families of the CI sample: all but geev, whose programs each compile LAPACK's eigen-solver kernels
(230-370k characters of LLVM IR; 4 of the 120 programs took 9 of its 30 CPU-seconds). geev's lowering is
checked against numpy and the interpreter in test_mhlo_to_linalg_lapack, and the campaigns generate it."""
CHUNKS = 4
"""The sample runs as this many tests of COUNT / CHUNKS programs, one worker process each, which pytest-xdist
spreads over its workers like any other tests: one test of all COUNT programs with two worker processes of its
own ran beside the suite's two workers on a 2-core machine and, scheduled last, ended the run alone."""


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_programs_match_the_interpreter(chunk: int, tmp_path: Path, monkeypatch) -> None:
    # As the campaigns run (bench/difftest.py): the IR verified after every pass, so that a pass that
    # breaks it is named; this sample is the suite's per-pass check of the CPU pipeline on varied programs.
    monkeypatch.setenv("AIOPT_VERIFY_EACH", "1")
    # Interpreter against compiled code only: where jax is installed, its differences are XLA's behaviour to
    # triage in the campaigns (run_jax's docstring), not a failure of the suite (the test_jax_* tests run it).
    monkeypatch.setenv(difftest.NO_JAX_VARIABLE, "1")
    count = COUNT // CHUNKS
    # The worker is forked from this process (warmed up once: difftest.warm_up), not a fresh interpreter that
    # imports and sets up the interpreter, the compiler and LLVM again for each chunk.
    result = difftest.run(SEED, count, jobs=1, out=tmp_path, families=SAMPLE_FAMILIES, quiet=True,
                          start=chunk * count, start_method="fork")  # fmt: skip
    statuses = result["statuses"]
    assert sum(statuses.values()) == count
    failures = {key: names for key, names in result["problems"].items()}
    report = "\n".join(f"{key}: {', '.join(names)}" for key, names in failures.items())
    folders = "\n".join(str(p) for p in result["saved"])
    assert not failures, f"{report}\nreproducers:\n{folders}"
    # Most programs must really be compared, not turned away as unsupported.
    assert statuses["ok"] >= count * 0.8, dict(statuses)


def test_generation_is_deterministic_and_well_typed() -> None:
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry
    from aiopt.support.verifier import verify_operation

    context = default_registry().make_context()
    families: set[str] = set()
    for index in range(60):
        program = difftest_gen.generate(7, index)
        again = difftest_gen.generate(7, index)
        assert program.text == again.text
        assert all(np.array_equal(a, b, equal_nan=True) for a, b in zip(program.inputs, again.inputs))
        verify_operation(parse_module(context, program.text, program.name))
        families.update(program.families)
    assert {"binary", "unary", "reduce", "convert"} <= families


def test_every_family_generates_programs() -> None:
    for family in difftest_gen.FAMILIES:
        if family in difftest_gen.EXCLUDED_FAMILIES:
            continue
        program = difftest_gen.generate(3, 0, [family])
        assert family in program.families, family


def test_a_total_order_compares_computed_floats_with_canonical_nans() -> None:
    """A TOTALORDER compare (stablehlo's or chlo's) of a computed float reads it through canonical_nans' select:
    IEEE leaves a computed NaN's sign open (seed 21001 #0: a dot_general's inf * 0 was +NaN in the interpreter,
    -NaN in compiled code, and LT in TOTALORDER told them apart)."""
    import re

    for families in (["binary", "compare"], ["unary", "chlo_broadcast"]):
        checked = 0
        for index in range(300):
            text = difftest_gen.generate(11, index, families).text
            for line in text.splitlines():
                op = re.search(r'"(?:stablehlo\.compare|chlo\.broadcast_compare)"\((%\w+), (%\w+)\)', line)
                if op is None or "TOTALORDER" not in line:
                    continue
                for name in op.groups():
                    if re.fullmatch(r"%(?:const_)?arg\d+", name):
                        continue
                    definition = re.search(re.escape(name) + r' = "stablehlo\.(\w+)"', text)
                    assert definition is not None and definition[1] == "select", line
                    checked += 1
        assert checked >= 2, families


def test_the_comparison() -> None:
    nan, inf = np.nan, np.inf
    exact = (0.0, 0.0)
    f32 = np.float32
    assert difftest.compare(np.array([1, nan, -0.0], f32), np.array([1, nan, -0.0], f32), exact, "") is None
    # NaN positions, signed zeros and the last bit count when bit-exact.
    assert difftest.compare(np.array([nan], f32), np.array([1], f32), exact, "")
    assert difftest.compare(np.array([0.0], f32), np.array([-0.0], f32), exact, "")
    assert difftest.compare(np.array([1], f32), np.array([np.nextafter(f32(1), f32(2))], f32), exact, "")
    # Within a tolerance: relative, absolute, and infinities exactly.
    assert difftest.compare(np.array([1.000001], f32), np.array([1], f32), (1e-5, 0), "") is None
    assert difftest.compare(np.array([1e-6], f32), np.array([0], f32), (1e-5, 1e-5), "") is None
    assert difftest.compare(np.array([inf], f32), np.array([3e38], f32), (1e-5, 1e-5), "")
    assert difftest.compare(np.array([1, 2]), np.array([1, 3]), exact, "")
    assert difftest.compare(np.array([1, 2], np.int32), np.array([1, 2], np.int64), exact, "")
    assert difftest.compare(np.zeros((2, 0)), np.zeros((0, 2)), exact, "")
    # i4 results held in int8 must be sign-extended: 14 is not -2.
    assert difftest.compare(np.array([14], np.int8), np.array([-2], np.int8), exact, "tensor<1xi4>")
    # Complex results within a tolerance compare norm-wise: a real part that cancels (seed 300, program
    # 452: a product's re*re - im*im, with and without FMA) may be off by rtol * |z|, not by rtol * |re|.
    c64 = np.complex64
    z = np.array([0.0002144936 - 21.5j], c64)
    assert difftest.compare(np.array([0.00021449383 - 21.5j], c64), z, (1e-6, 1e-30), "") is None
    assert difftest.compare(np.array([0.0003 - 21.5j], c64), z, (1e-6, 1e-30), "")
    assert difftest.compare(np.array([0.00021449383 - 21.5j], c64), z, exact, "")
    assert difftest.compare(np.array([complex(nan, 1)], c64), np.array([complex(nan, 1)], c64), (1e-6, 0), "") is None


def _dying_worker(connection, families) -> None:
    """A worker that dies of SIGSEGV on program 1 and answers "ok" for the others."""
    import signal

    while (task := connection.recv()) is not None:
        if task[1] == 1:
            os.kill(os.getpid(), signal.SIGSEGV)
        connection.send({"name": f"s{task[0]}-p{task[1]}", "status": "ok", "detail": ""})


@pytest.mark.parametrize("start_method", ["spawn", "fork"])
def test_a_crash_is_charged_to_its_program_and_the_run_goes_on(start_method: str) -> None:
    outcomes = {}
    pool = difftest.Pool(2, None, timeout=60, worker=_dying_worker, start_method=start_method)
    try:
        pool.run([(0, i) for i in range(5)], lambda seed, index, outcome: outcomes.__setitem__(index, outcome))
    finally:
        pool.close()
    assert sorted(outcomes) == [0, 1, 2, 3, 4]
    assert outcomes[1]["status"] == "crash" and "signal 11" in outcomes[1]["detail"]
    assert all(outcomes[i]["status"] == "ok" for i in (0, 2, 3, 4))


@pytest.mark.parametrize("status", ["mismatch", "internal"])
def test_failures_are_saved_as_reproducers(tmp_path: Path, status: str) -> None:
    # (The "internal" case skips minimizing: the "mismatch" case runs it, on a program that does not fail.)
    outcome = {"status": status, "detail": "what went wrong"}
    folder = difftest.save_reproducer(tmp_path, 5, 3, outcome, None, minimizing=status == "mismatch")
    program = difftest_gen.generate(5, 3)
    assert (folder / "program.mlir").read_text() == program.text
    with np.load(folder / "inputs.npz") as inputs:
        assert len(inputs.files) == len(program.inputs)
        assert all(np.array_equal(inputs[f"arg{i}"], x, equal_nan=True) for i, x in enumerate(program.inputs))
    report = (folder / "report.txt").read_text()
    assert report.startswith(f"{status}: s5-p3") and "what went wrong" in report


def test_a_program_that_does_not_verify_is_a_failure() -> None:
    """The generator must make valid programs: one the verifier rejects is reported, not passed over."""
    text = (
        "func.func @main(%a: tensor<2xui8>) -> tensor<2xui8> {\n"
        '  %0 = "stablehlo.abs"(%a) : (tensor<2xui8>) -> tensor<2xui8>\n'
        "  func.return %0 : tensor<2xui8>\n}\n"
    )
    program = difftest_gen.Program(0, 0, text, [np.zeros(2, np.uint8)], ["unary"], [(0.0, 0.0)], ["tensor<2xui8>"])
    outcome = difftest.run_program(program)
    assert outcome["status"] == "invalid" and "stablehlo.abs" in outcome["detail"]
    assert "invalid" in difftest.FAILURES


def test_minimized_variants_return_one_value_each_and_verify() -> None:
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry
    from aiopt.support.verifier import verify_operation

    context = default_registry().make_context()
    checked = 0
    for index in range(12):
        program = difftest_gen.generate(9, index)
        for variant in difftest.minimized_variants(program):
            module = parse_module(context, variant.text, "variant.mlir")
            verify_operation(module)
            assert variant.text.count("func.return") == program.text.count("func.return")
            assert len(variant.result_types) == 1 and len(variant.inputs) <= len(program.inputs)
            checked += 1
    assert checked >= 12


def test_the_gpu_path_takes_scalar_inputs_unsigned_types_and_dynamic_results() -> None:
    """run_gpu_kernels passes numpy scalars as rank-0 buffers (an i1 predicate), runs the memref casts of
    unsigned types, and puts results of dynamic shape (still returned) and static ones (out-params) back in
    order."""
    text = (
        "func.func @main(%p: tensor<i1>, %a: tensor<?xui8>, %b: tensor<3xui8>) -> (tensor<?xui8>, tensor<3xui8>) {\n"
        '  %0 = "stablehlo.add"(%a, %a) : (tensor<?xui8>, tensor<?xui8>) -> tensor<?xui8>\n'
        '  %1 = "stablehlo.if"(%p) ({\n'
        '    "stablehlo.return"(%b) : (tensor<3xui8>) -> ()\n'
        "  }, {\n"
        '    %n = "stablehlo.shift_right_logical"(%b, %b) : (tensor<3xui8>, tensor<3xui8>) -> tensor<3xui8>\n'
        '    "stablehlo.return"(%n) : (tensor<3xui8>) -> ()\n'
        "  }) : (tensor<i1>) -> tensor<3xui8>\n"
        "  func.return %0, %1 : tensor<?xui8>, tensor<3xui8>\n}\n"
    )
    inputs = [np.bool_(False), np.array([200, 7], np.uint8), np.array([255, 1, 2], np.uint8)]
    program = difftest_gen.Program(0, 0, text, inputs, ["if"], [(0.0, 0.0)] * 2, ["tensor<?xui8>", "tensor<3xui8>"])
    device: list[str] = []
    first, second = difftest.run_gpu_kernels(program, device=device)
    # The rest of the pipeline runs, and the CUDA executor's host code takes the casts of unsigned buffers,
    # the branches of the stablehlo.if and the clone of its result.
    assert device == ["ok"]
    assert first.dtype == np.uint8 and first.tolist() == [144, 14]
    assert second.dtype == np.uint8 and second.tolist() == [0, 0, 0]
    assert inputs[0] == np.bool_(False)


@pytest.mark.parametrize("block_size", [256, 4])
def test_the_gpu_path_with_small_blocks_tiles_matmuls_and_reductions(block_size: int) -> None:
    """With 4 threads per block (and 4 x 4 matmul tiles) a 5 x 6 matmul and a reduction of 7 run on several
    blocks, partial tiles and partial warps; the results do not change."""
    text = (
        "func.func @main(%a: tensor<5x3xf32>, %b: tensor<3x6xf32>, %c: tensor<5x7xi32>)"
        " -> (tensor<5x6xf32>, tensor<5xi32>) {\n"
        '  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions'
        " = [1], rhs_contracting_dimensions = [0]>}> : (tensor<5x3xf32>, tensor<3x6xf32>) -> tensor<5x6xf32>\n"
        '  %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>\n'
        '  %1 = "stablehlo.reduce"(%c, %z) <{dimensions = array<i64: 1>}> ({\n'
        "  ^bb0(%x: tensor<i32>, %y: tensor<i32>):\n"
        '    %s = "stablehlo.add"(%x, %y) : (tensor<i32>, tensor<i32>) -> tensor<i32>\n'
        '    "stablehlo.return"(%s) : (tensor<i32>) -> ()\n'
        "  }) : (tensor<5x7xi32>, tensor<i32>) -> tensor<5xi32>\n"
        "  func.return %0, %1 : tensor<5x6xf32>, tensor<5xi32>\n}\n"
    )
    rng = np.random.default_rng(0)
    a, b = rng.integers(-4, 4, (5, 3)).astype(np.float32), rng.integers(-4, 4, (3, 6)).astype(np.float32)
    c = rng.integers(-100, 100, (5, 7)).astype(np.int32)
    program = difftest_gen.Program(0, 0, text, [a, b, c], ["dot_general"], [(0.0, 0.0)] * 2,
                                   ["tensor<5x6xf32>", "tensor<5xi32>"])  # fmt: skip
    device: list[str] = []
    product, sums = difftest.run_gpu_kernels(program, block_size, device)
    assert device == ["ok"]  # the rest of the pipeline, PTX included, and the host code run too
    assert np.array_equal(product, a @ b) and np.array_equal(sums, c.sum(axis=1))
    tiles = "convert-linalg-matmul-to-gpu{tensor-cores=true tile-m=4 tile-n=4 tile-k=2 thread-m=2 thread-n=2}"
    assert difftest._with_small_matmul_tiles("convert-linalg-matmul-to-gpu{tensor-cores=true}") == tiles


def test_inputs_both_reject_are_rejected_and_a_result_for_them_is_a_mismatch(monkeypatch) -> None:
    """Inputs outside what the ops define (a shape tensor of the wrong element count): the interpreter and
    compiled code must both refuse them with a run-time check ("rejected"); compiled code that returns
    results for them is a mismatch, and so is compiled code that fails a check the interpreter passes."""
    text = (
        "func.func @main(%a: tensor<3xui8>, %s: tensor<1xi32>) -> tensor<?xui8> {\n"
        '  %0 = "stablehlo.dynamic_reshape"(%a, %s) : (tensor<3xui8>, tensor<1xi32>) -> tensor<?xui8>\n'
        "  func.return %0 : tensor<?xui8>\n}\n"
    )
    a = np.array([1, 2, 3], np.uint8)

    def program(size: int) -> difftest_gen.Program:
        return difftest_gen.Program(0, 0, text, [a, np.array([size], np.int32)], ["dynamic_reshape"],
                                    [(0.0, 0.0)], ["tensor<?xui8>"])  # fmt: skip

    assert difftest.run_program(program(3))["status"] == "ok"
    outcome = difftest.run_program(program(4))
    assert outcome["status"] == "rejected" and "different number of elements" in outcome["detail"]
    assert "rejected" not in difftest.FAILURES
    # Compiled code without the check: a mismatch.
    monkeypatch.setattr(difftest, "run_compiled", lambda p: [np.array([1, 2, 3, 0], np.uint8)])
    outcome = difftest.run_program(program(4))
    assert outcome["status"] == "mismatch" and "inputs the interpreter rejects" in outcome["detail"]
    # Compiled code that rejects valid inputs: a mismatch too.
    from aiopt.support.diagnostics import RuntimeCheckError

    def rejecting(p):
        raise RuntimeCheckError("'mhlo.dynamic_reshape' op output shape has a different number of elements")

    monkeypatch.setattr(difftest, "run_compiled", rejecting)
    outcome = difftest.run_program(program(3))
    assert outcome["status"] == "mismatch" and "run-time check that the interpreter passed" in outcome["detail"]


def test_jax_comparison_flushes_subnormals() -> None:
    """XLA's CPU code flushes subnormal numbers to zero: programs with subnormal inputs are not compared with
    jax, and subnormal results compare as zeros of their sign (complex parts too, infinities kept)."""
    f32 = np.float32
    assert difftest._has_subnormals(np.array([1, -1e-45], f32))
    assert difftest._has_subnormals(np.array([1 + 1e-45j], np.complex64))
    assert not difftest._has_subnormals(np.array([0.0, -0.0, 1, np.inf, np.nan, 1.2e-38], f32))
    assert not difftest._has_subnormals(np.array([1, 0], np.int32))
    flushed = difftest.flush_subnormals(np.array([-1e-45, 1e-45, 1.0, np.nan], f32))
    assert flushed.dtype == np.float32 and flushed[0] == 0 and np.signbit(flushed[0]) and not np.signbit(flushed[1])
    assert flushed[2] == 1 and np.isnan(flushed[3])
    z = difftest.flush_subnormals(np.array([complex(1e-45, np.inf), complex(np.inf, -1e-45)], np.complex64))
    assert z.dtype == np.complex64 and z.tolist() == [complex(0, np.inf), complex(np.inf, -0.0)]
    assert difftest._element_type("tensor<2x?xcomplex<f32>>") == "complex<f32>"
    assert difftest._element_type("tensor<bf16>") == "bf16" and difftest._element_type("i4") == "i4"


def test_jax_runs_64_bit_and_bf16_programs_and_propagates_nan_through_maximum() -> None:
    """jax's XLA gets f64 inputs as f64 (not narrowed to f32), bf16 inputs as bfloat16 (held here as f32), and
    maximum of a NaN is NaN, as StableHLO says (XLA's fast min/max is off)."""
    pytest.importorskip("jax")
    text = (
        "func.func @main(%a: tensor<2xf64>, %b: tensor<2xbf16>, %c: tensor<2xf32>, %d: tensor<2xf32>) -> (tensor<2xf64>,"
        " tensor<2xbf16>, tensor<2xf32>) {\n"
        "  %0 = stablehlo.add %a, %a : tensor<2xf64>\n"
        "  %1 = stablehlo.multiply %b, %b : tensor<2xbf16>\n"
        "  %2 = stablehlo.maximum %c, %d : tensor<2xf32>\n"
        "  func.return %0, %1, %2 : tensor<2xf64>, tensor<2xbf16>, tensor<2xf32>\n}\n"
    )
    nan = np.nan
    inputs = [np.array([1e300, 0.1]), np.array([3, -0.5], np.float32), np.array([nan, 1], np.float32), np.array([1, nan], np.float32)]
    program = difftest_gen.Program(0, 0, text, inputs, result_types=["tensor<2xf64>", "tensor<2xbf16>", "tensor<2xf32>"])
    f64, bf16, f32 = difftest.run_jax(program)
    assert f64.dtype == np.float64 and f64.tolist() == [2e300, 0.2]
    assert bf16.dtype == np.float32 and bf16.tolist() == [9.0, 0.25]
    assert np.isnan(f32).all()
    program.inputs[0] = np.array([5e-324, 0.0])
    with pytest.raises(difftest.JaxSkipped, match="subnormal inputs"):
        difftest.run_jax(program)


DIVIDE_BY_FOLDED_ZERO = (
    "func.func @main(%arg0: tensor<2xui16>, %arg1: tensor<ui16>) -> (tensor<2xui16>) {\n"
    '  %c0 = "stablehlo.constant"() <{value = dense<[7, 65535]> : tensor<2xui16>}> : () -> tensor<2xui16>\n'
    '  %c1 = "stablehlo.constant"() <{value = dense<0> : tensor<ui16>}> : () -> tensor<ui16>\n'
    '  %v1 = "stablehlo.broadcast_in_dim"(%c1) <{broadcast_dimensions = array<i64>}>'
    " : (tensor<ui16>) -> tensor<2xui16>\n"
    '  %v2 = "stablehlo.divide"(%c0, %v1) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>\n'
    '  %v3 = "stablehlo.add"(%v2, %arg0) : (tensor<2xui16>, tensor<2xui16>) -> tensor<2xui16>\n'
    "  func.return %v3 : tensor<2xui16>\n}\n"
)


def test_a_division_by_zero_that_xla_folds_is_not_given_to_xla() -> None:
    """XLA's constant folder dies of SIGFPE dividing integer constants by zero (seeds 21001 #101, 21003 #253,
    21009 #82: an xla-crash, the rest of the program not compared): such a program is not given to XLA. A divisor
    computed from constants is one (a broadcast zero); a divisor with no zero, one that reads an argument, an
    op whose result nothing reads and a float division are given to it."""
    u16 = np.uint16
    exact = [(0.0, 0.0)]

    def program(text, rhs=0):
        return difftest_gen.Program(0, 0, text, [np.array([1, 2], u16), np.array(rhs, u16)], ["int_edges"], exact,
                                    ["tensor<2xui16>"])  # fmt: skip

    folded = program(DIVIDE_BY_FOLDED_ZERO)
    assert difftest.folded_division_by_zero(folded) == "%v2 = stablehlo.divide"
    assert difftest.folded_division_by_zero(program(DIVIDE_BY_FOLDED_ZERO.replace("dense<0>", "dense<3>"))) is None
    remainder = DIVIDE_BY_FOLDED_ZERO.replace("stablehlo.divide", "stablehlo.remainder")
    assert difftest.folded_division_by_zero(program(remainder)) == "%v2 = stablehlo.remainder"
    by_argument = DIVIDE_BY_FOLDED_ZERO.replace('"(%c1)', '"(%arg1)')
    assert difftest.folded_division_by_zero(program(by_argument)) is None
    unread = DIVIDE_BY_FOLDED_ZERO.replace('"(%v2, %arg0)', '"(%c0, %arg0)')
    assert difftest.folded_division_by_zero(program(unread)) is None
    floats = DIVIDE_BY_FOLDED_ZERO.replace("ui16", "f32").replace("65535", "-1.0")
    assert difftest.folded_division_by_zero(program(floats)) is None
    pytest.importorskip("jax")
    with pytest.raises(difftest.JaxSkipped, match=r"SIGFPE on an integer division by zero \(%v2 ="):
        difftest.run_jax(folded)
    # By an argument zero XLA's compiled code divides: x / 0 is all bits set (65535), plus 1 and 2, wrapped.
    assert difftest.run_jax(program(by_argument))[0].tolist() == [0, 1]


F6_OF_A_CONSTANT = (
    "func.func @main(%arg0: tensor<2xf6E3M2FN>, %arg1: tensor<2xf32>) -> (tensor<2xf6E3M2FN>) {\n"
    '  %c0 = "stablehlo.constant"() <{value = dense<[3.0, -0.5]> : tensor<2xf32>}> : () -> tensor<2xf32>\n'
    '  %v1 = "stablehlo.convert"(%c0) : (tensor<2xf32>) -> tensor<2xf6E3M2FN>\n'
    '  %v2 = "stablehlo.add"(%v1, %arg0) : (tensor<2xf6E3M2FN>, tensor<2xf6E3M2FN>) -> tensor<2xf6E3M2FN>\n'
    "  func.return %v2 : tensor<2xf6E3M2FN>\n}\n"
)


def test_an_f6_constant_is_not_given_to_xla() -> None:
    """XLA aborts (SIGABRT) lowering an f6 constant, which its MLIR folder also makes of a convert of an f32
    constant (seed 21012 #172): such a program is not given to XLA; one that converts an argument, or whose
    constant is f8 or f4, is."""

    def program(text, small="f6E3M2FN"):
        text = text.replace("f6E3M2FN", small)
        inputs = [np.array([1.0, 2.0], np.float32), np.array([3.0, -0.5], np.float32)]
        return difftest_gen.Program(0, 0, text, inputs, ["small_float"], [(0.0, 0.0)], [f"tensor<2x{small}>"])

    folded = program(F6_OF_A_CONSTANT)
    assert difftest.f6_constant(folded) == "%v1 = stablehlo.convert"
    direct = F6_OF_A_CONSTANT.replace("dense<[3.0, -0.5]> : tensor<2xf32>", "dense<[3.0, -0.5]> : tensor<2xf6E3M2FN>")
    assert difftest.f6_constant(program(direct)) == "stablehlo.constant"
    of_argument = program(F6_OF_A_CONSTANT.replace('"(%c0)', '"(%arg1)'))
    assert difftest.f6_constant(of_argument) is None
    assert difftest.f6_constant(program(F6_OF_A_CONSTANT, "f8E4M3FN")) is None
    assert difftest.f6_constant(program(F6_OF_A_CONSTANT, "f4E2M1FN")) is None
    pytest.importorskip("jax")
    with pytest.raises(difftest.JaxSkipped, match=r"XLA aborts on an f6 constant \(%v1 = stablehlo.convert\)"):
        difftest.run_jax(folded)
    # f8's folded constant XLA takes: 3 + 1 and -0.5 + 2.
    assert difftest.run_jax(program(F6_OF_A_CONSTANT, "f8E4M3FN"))[0].tolist() == [4.0, 1.5]


def test_jax_results_of_narrow_integers_come_back_in_their_holders() -> None:
    """i4 and ui4 results come back from jax as ml_dtypes' int4/uint4; they are compared as the int8/uint8
    arrays that hold them here (uint4 was compared as its own dtype: a mismatch for every ui4 result)."""
    pytest.importorskip("jax")
    text = (
        "func.func @main(%a: tensor<2xi4>, %b: tensor<2xui4>) -> (tensor<2xi4>, tensor<2xui4>) {\n"
        "  %0 = stablehlo.add %a, %a : tensor<2xi4>\n"
        "  %1 = stablehlo.add %b, %b : tensor<2xui4>\n"
        "  func.return %0, %1 : tensor<2xi4>, tensor<2xui4>\n}\n"
    )
    inputs = [np.array([3, -2], np.int8), np.array([7, 9], np.uint8)]
    program = difftest_gen.Program(0, 0, text, inputs, result_types=["tensor<2xi4>", "tensor<2xui4>"])
    signed, unsigned = difftest.run_jax(program)
    assert signed.dtype == np.int8 and signed.tolist() == [6, -4]
    assert unsigned.dtype == np.uint8 and unsigned.tolist() == [14, 2]


def test_literals_of_every_float_parse_as_their_values() -> None:
    """Constants hold any input: exponents get a point (MLIR's `5e-324` is no float literal), non-finite values
    are written as their bits; and they are read back as the same values."""
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    etypes = difftest_gen.ETYPES
    assert difftest_gen._literal(etypes["f64"], 5e-324) == "5.0e-324"
    assert difftest_gen._literal(etypes["f16"], -np.inf) == "0xFC00"
    assert difftest_gen._literal(etypes["bf16"], np.nan) == "0x7FC0"
    values = [5e-324, -np.inf, np.nan, 1e300, -0.0]
    literal = difftest_gen._dense_literal(etypes["f64"], np.array(values))
    text = (f'func.func @main() -> tensor<5xf64> {{\n  %0 = "stablehlo.constant"() <{{value = dense<{literal}> : '
            f"tensor<5xf64>}}> : () -> tensor<5xf64>\n  func.return %0 : tensor<5xf64>\n}}\n")  # fmt: skip
    module = parse_module(default_registry().make_context(), text, "literal.mlir")
    (constant,) = [op for op in module.walk() if op.name == "stablehlo.constant"]
    parsed = [float(x) for x in constant.value.get_values()]
    assert np.array_equal(parsed, values, equal_nan=True) and np.signbit(parsed[4]) and parsed[1] == -np.inf


def test_arguments_that_become_constants_leave_the_others_numbered_in_order() -> None:
    """Programs with constants in place of arguments (CONSTANT_ARGUMENTS): the arguments left are %arg0,
    %arg1... with one input each, so that ai-runner's `arg<i>` inputs and the minimizer find them."""
    import re

    found = 0
    for index in range(40):
        program = difftest_gen.generate(11, index)
        signature = program.text.split(") -> ", 1)[0]
        names = re.findall(r"%arg(\d+):", signature)
        assert [int(n) for n in names] == list(range(len(program.inputs)))
        found += "%const_arg" in program.text
    assert found


def test_the_gpu_path_gives_unsigned_narrow_results_in_their_width() -> None:
    """ui4 results of kernels that compute on i4 buffers (the host copies them out through a ui4 view): 7 + 4
    is 11, not 251 (seed 20008, programs 14, 28, 44)."""
    text = (
        "func.func @main(%a: tensor<3xui4>, %b: tensor<3xui4>) -> tensor<3xui4> {\n"
        '  %0 = "stablehlo.add"(%a, %b) : (tensor<3xui4>, tensor<3xui4>) -> tensor<3xui4>\n'
        "  func.return %0 : tensor<3xui4>\n}\n"
    )
    inputs = [np.array([7, 9, 15], np.uint8), np.array([4, 1, 0], np.uint8)]
    program = difftest_gen.Program(0, 0, text, inputs, ["binary"], [(0.0, 0.0)], ["tensor<3xui4>"])
    (result,) = difftest.run_gpu_kernels(program)
    assert result.dtype == np.uint8 and result.tolist() == [11, 10, 15]


@pytest.mark.parametrize("family", sorted(difftest.TOO_LARGE_FOR_GPU_KERNELS))
def test_large_programs_skip_the_interpreted_gpu_kernels(family: str, monkeypatch) -> None:
    """A large_parallel program (tens of thousands of elements) or a large_contraction is compared on the CPU;
    its GPU kernels, which the interpreter would run thread by thread for minutes (a hang at --timeout 120:
    seed 20102, programs 125 and 278; seed 20402, program 165), are noted as not run, not counted as a failure."""
    monkeypatch.setenv(difftest.GPU_KERNELS_VARIABLE, "4")
    program = difftest_gen.generate(20102, 0, [family])
    assert family in program.families
    outcome = difftest.run_program(program)
    assert outcome["status"] == "ok", outcome
    assert outcome["gpu"].startswith("not run: ") and family in outcome["gpu"]


def _stage_worker(connection, families) -> None:
    """A worker that says XLA runs, then dies of SIGFPE, on program 1 (as XLA's constant folder dividing by a
    zero constant does); it dies of SIGSEGV outside XLA on program 2, and answers "ok" for the others."""
    import signal

    while (task := connection.recv()) is not None:
        if task[1] == 1:
            connection.send({"stage": difftest.STAGE_JAX})
            os.kill(os.getpid(), signal.SIGFPE)
        if task[1] == 2:
            connection.send({"stage": difftest.STAGE_JAX})
            connection.send({"stage": None})
            os.kill(os.getpid(), signal.SIGSEGV)
        connection.send({"name": f"s{task[0]}-p{task[1]}", "status": "ok", "detail": ""})


def test_a_death_in_xla_is_an_xla_crash_not_a_failure() -> None:
    outcomes = {}
    pool = difftest.Pool(1, None, timeout=60, worker=_stage_worker)
    try:
        pool.run([(0, i) for i in range(4)], lambda seed, index, outcome: outcomes.__setitem__(index, outcome))
    finally:
        pool.close()
    assert outcomes[1]["status"] == difftest.XLA_CRASH and "signal 8 in XLA" in outcomes[1]["detail"]
    assert outcomes[2]["status"] == "crash" and "XLA" not in outcomes[2]["detail"]
    assert outcomes[0]["status"] == outcomes[3]["status"] == "ok"
    assert difftest.XLA_CRASH not in difftest.FAILURES and difftest.XLA_DEVIATION not in difftest.FAILURES


def test_an_xla_crash_is_a_crash_where_the_program_dies_without_xla_too(monkeypatch) -> None:
    """A death in XLA's stage is confirmed by running the program alone without jax: a process that dies of a
    signal there too makes it a "crash" (ours: seed 21024 #221 corrupted the heap, which aborted while XLA ran
    and at the exit of a run without jax); one that ends well leaves it an xla-crash."""
    outcome = {"name": "s1-p2", "status": difftest.XLA_CRASH, "detail": "the process died with signal 6 in XLA"}
    assert difftest.rerun_command(1, 2, ["int_edges"])[-5:] == ["--index", "2", "--no-jax", "--families", "int_edges"]
    aborting = [sys.executable, "-c", "import os, signal; os.kill(os.getpid(), signal.SIGABRT)"]
    monkeypatch.setattr(difftest, "rerun_command", lambda seed, index, families: aborting)
    confirmed = difftest.confirm_xla_crash(1, 2, None, outcome, 60)
    assert confirmed["status"] == "crash" and "signal 6 without XLA too" in confirmed["detail"]
    monkeypatch.setattr(difftest, "rerun_command", lambda seed, index, families: [sys.executable, "-c", "pass"])
    assert difftest.confirm_xla_crash(1, 2, None, outcome, 60) == outcome


POPCNT_I4 = (
    "func.func @main(%arg0: tensor<2xi4>, %arg1: tensor<2xi4>) -> (tensor<2xi4>) {\n"
    '  %v1 = "stablehlo.add"(%arg0, %arg1) : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi4>\n'
    '  %v2 = "stablehlo.popcnt"(%v1) : (tensor<2xi4>) -> tensor<2xi4>\n'
    '  %v3 = "stablehlo.not"(%v2) : (tensor<2xi4>) -> tensor<2xi4>\n'
    "  func.return %v3 : tensor<2xi4>\n}\n"
)


def _popcnt_program() -> difftest_gen.Program:
    exact = (0.0, 0.0)
    program = difftest_gen.Program(0, 0, POPCNT_I4, [np.array([-8, 1], np.int8), np.array([2, 1], np.int8)],
                                   ["unary"], [exact], ["tensor<2xi4>"])  # fmt: skip
    program.values = {f"%v{i}": ("tensor<2xi4>", exact) for i in (1, 2, 3)}
    return program


def _xla_counting_popcnt_in_int8(program: difftest_gen.Program) -> list[np.ndarray]:
    """What XLA gives for the values `program` returns (POPCNT_I4's result, or all three of its variant):
    popcnt counts the bits of the int8 holding each i4 (6 for -6, not 2), the rest right."""
    x = ((program.inputs[0] + program.inputs[1] + 8) % 16 - 8).astype(np.int8)
    count = np.bitwise_count(x.view(np.uint8)).astype(np.int8)
    return [x, count, ~count][-len(program.result_types) :]


def test_a_known_xla_deviation_is_named_not_a_mismatch(monkeypatch) -> None:
    """popcnt of a negative i4 differs from XLA's (XLA counts the 8-bit holder's bits): the program, whose
    result is `not` of it, is an "xla-deviation" named by difftest_xla, its root found by returning every
    value; an XLA result off for no known reason stays a mismatch."""
    monkeypatch.setattr(difftest, "run_jax", _xla_counting_popcnt_in_int8)
    program = _popcnt_program()
    variant, names = difftest.all_values_variant(program)
    assert names == ["%v1", "%v2", "%v3"] and variant.result_types == ["tensor<2xi4>"] * 3
    # The values @main's results read, not a private function's (which follow @main).
    callee = ("func.func private @f(%x: tensor<2xi4>) -> tensor<2xi4> {\n  %r = \"stablehlo.not\"(%x) : "
              "(tensor<2xi4>) -> tensor<2xi4>\n  func.return %r : tensor<2xi4>\n}\n")  # fmt: skip
    with_callee = difftest_gen.Program(0, 0, POPCNT_I4 + callee, program.inputs, values=program.values)
    assert difftest.all_values_variant(with_callee)[1] == names
    outcome = difftest.run_program(program)
    assert outcome["status"] == difftest.XLA_DEVIATION, outcome
    assert outcome["xla"] == ["popcnt of i4 counts the 8-bit container"]
    monkeypatch.setattr(difftest, "run_jax", lambda p: [r + 1 for r in _xla_counting_popcnt_in_int8(p)])
    outcome = difftest.run_program(program)
    assert outcome["status"] == "mismatch" and "jax: result #0" in outcome["detail"]


BARRIER_THEN_POPCNT = (
    "func.func @main(%arg0: tensor<2xi4>, %arg1: tensor<2xi4>) -> (tensor<2xi4>) {\n"
    '  %v1:2 = "stablehlo.optimization_barrier"(%arg0, %arg1) : (tensor<2xi4>, tensor<2xi4>)'
    " -> (tensor<2xi4>, tensor<2xi4>)\n"
    '  %v2 = "stablehlo.popcnt"(%v1#1) : (tensor<2xi4>) -> tensor<2xi4>\n'
    "  func.return %v2 : tensor<2xi4>\n}\n"
)


def _xla_with_an_unread_value_off(program: difftest_gen.Program) -> list[np.ndarray]:
    """XLA's values of BARRIER_THEN_POPCNT (or of its variant returning every value): popcnt counting the int8's
    bits, and %v1#0, which nothing reads, off by one."""
    count = np.bitwise_count(program.inputs[1].view(np.uint8)).astype(np.int8)
    return [program.inputs[0] + 1, program.inputs[1], count][-len(program.result_types) :]


def test_a_differing_value_that_no_result_reads_is_no_root(monkeypatch) -> None:
    """Only values that differing results are computed from are roots to explain: a value XLA computes otherwise
    that no result reads (gesdd's overwritten operand, seed 20905 #7) left the program a mismatch."""
    monkeypatch.setattr(difftest, "run_jax", _xla_with_an_unread_value_off)
    exact = (0.0, 0.0)
    program = difftest_gen.Program(0, 0, BARRIER_THEN_POPCNT, [np.array([1, 2], np.int8), np.array([-6, 3], np.int8)],
                                   ["unary"], [exact], ["tensor<2xi4>"])  # fmt: skip
    program.values = {"%v2": ("tensor<2xi4>", exact)}
    assert difftest.all_values_variant(program)[1] == ["%v1#0", "%v1#1", "%v2"]
    assert difftest.explain_jax_difference(program) == ["popcnt of i4 counts the 8-bit container"]
    # A differing value that a differing result reads is still a root: unexplained, a mismatch.
    program.text = BARRIER_THEN_POPCNT.replace("popcnt\"(%v1#1)", "popcnt\"(%v1#0)")
    assert difftest.explain_jax_difference(program) is None


def test_a_tuple_differs_where_a_value_it_holds_does(monkeypatch) -> None:
    """A get_tuple_element of a tuple holding a value XLA computes otherwise is no root: the tuple (not
    compared, no tensor) differs as its part does (seed 21005 #33: a reduce_window's known deviation read
    through a tuple stayed a mismatch, the get_tuple_element taken for an unexplained root)."""
    text = POPCNT_I4.replace(
        '  %v3 = "stablehlo.not"(%v2) : (tensor<2xi4>) -> tensor<2xi4>\n',
        '  %t = "stablehlo.tuple"(%v1, %v2) : (tensor<2xi4>, tensor<2xi4>) -> tuple<tensor<2xi4>, tensor<2xi4>>\n'
        '  %v3 = "stablehlo.get_tuple_element"(%t) <{index = 1 : i32}> : (tuple<tensor<2xi4>, tensor<2xi4>>) -> '
        "tensor<2xi4>\n",
    )
    program = _popcnt_program()
    program.text = text
    assert difftest.all_values_variant(program)[1] == ["%v1", "%v2", "%v3"]
    xla = _xla_counting_popcnt_in_int8
    monkeypatch.setattr(difftest, "run_jax", lambda p: [*xla(p)[:-1], xla(p)[1]][-len(p.result_types) :])
    assert difftest.explain_jax_difference(program) == ["popcnt of i4 counts the 8-bit container"]


def _root(op: str, statement: str, element_type: str, operands, ours, xla):
    from difftest_xla import Root

    return Root(op, statement, element_type, [np.asarray(x) for x in operands], np.asarray(ours), np.asarray(xla))


def test_known_xla_deviations_need_their_conditions() -> None:
    """Each known deviation names a root only where its spec rule applies: a reduce whose init value is the
    body's identity, or a reduce_window without padding, is not explained by the init count; zero signs only
    where the values are equal."""
    from difftest_xla import explain

    add = '"stablehlo.reduce"(%v1, %c) <{dimensions = array<i64: 0>}> ({\n  %r = "stablehlo.add"(%a0, %b0) : ...'
    assert explain(_root("reduce", add, "i8", [[2], 1], 3, 2)) == "reduce: init value applied fewer times"
    assert explain(_root("reduce", add, "i8", [[2], 0], 3, 2)) is None  # 0 is add's identity
    assert explain(_root("reduce", add, "i8", [[2], 1], 3, 5)) is None  # 5 is no count of init values
    assert explain(_root("reduce", add, "i8", [[2, 3], 1], 6, 5)) == "reduce: init value applied fewer times"
    big = np.arange(5000, dtype=np.float32)
    big[7] = np.nan
    maximum = add.replace("stablehlo.add", "stablehlo.maximum")
    assert explain(_root("reduce", maximum, "f32", [big, 0], np.nan, 4999)) == "large max/min reduce: NaN dropped"
    assert explain(_root("reduce", maximum, "f32", [big[:100], 0], np.nan, 99)) is None
    window = ('"stablehlo.reduce_window"(%arg0, %arg1) <{window_dimensions = array<i64: 3>, padding = dense<[[2, 0]]>'
              '}> ({\n  %r = "stablehlo.add"(%a0, %b0) : ...')  # fmt: skip
    assert explain(_root("reduce_window", window, "ui8", [[0, 2, 7], 8], [23], [15])) == "reduce_window: padding left out"
    unpadded = window.replace("[[2, 0]]", "[[0, 0]]")
    assert explain(_root("reduce_window", unpadded, "ui8", [[0, 2, 7], 0], [9], [10])) is None
    dot = '"stablehlo.dot"(%arg3, %arg4)'
    zero_signs = explain(_root("dot", dot, "f16", [[[-1.0]], [0.0]], [0.0], [-0.0]))
    assert zero_signs == "sum of negative zeros: -0 (init applied no times)"
    assert explain(_root("dot", dot, "f16", [[[-1.0]], [1.0]], [-1.0], [-2.0])) is None
    einsum = '"stablehlo.einsum"(%arg1, %arg2) {einsum_config = "ab,b->a"}'
    assert explain(_root("einsum", einsum, "f32", [[[0.0]], [-1.0]], [0.0], [-0.0])) == zero_signs
    convert = '"stablehlo.convert"(%arg1) : (tensor<2xf64>) -> tensor<2xf4E2M1FN>'
    # A NaN in f4E2M1FN (no NaN) is -0 here as in XLA (reference.hlo.nan_in_format): a difference is a mismatch.
    assert explain(_root("convert", convert, "f4E2M1FN", [[np.nan, 1.0]], [6.0, 1.0], [-0.0, 1.0])) is None
    remainder = '"stablehlo.remainder"(%arg6, %arg7) : (tensor<2xf4E2M1FN>, tensor<2xf4E2M1FN>) -> tensor<2xf4E2M1FN>'
    operands = [[0.0, 6.0], [0.0, 1.5]]
    assert explain(_root("remainder", remainder, "f4E2M1FN", operands, [-6.0, 0.0], [-0.0, 0.0])) is None
    conv = ("stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = "
            "[[0, 1]]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64}")  # fmt: skip
    operands = [[[[np.nan, 1.0]]], [[[1.0, 1.0]]]]
    both = explain(_root("convolution", conv, "f64", operands, [np.nan, 1.0], [3.0, np.nan]))
    assert both == "grouped convolution with padding: both of the above"
    assert explain(_root("convolution", conv, "f64", operands, [np.inf, 1.0], [3.0, 1.0])) is None
    unpadded = conv.replace("[[0, 1]]", "[[0, 0]]")
    assert explain(_root("convolution", unpadded, "f64", operands, [np.nan, 1.0], [3.0, np.nan])) is None
    clz = '"stablehlo.count_leading_zeros"(%c)'
    assert explain(_root("count_leading_zeros", clz, "i16", [[-5345]], [0], [-48])) is not None
    assert explain(_root("count_leading_zeros", clz, "i16", [[7]], [13], [12])) is None
    mulhi = '"chlo.mulhi"(%arg0, %c) : (tensor<2xi4>, tensor<2xi4>) -> tensor<2xi4>'
    container = explain(_root("mulhi", mulhi, "i4", [[-8, 7], [3, -5]], [-2, -3], [-1, -1]))
    assert container == "mulhi of i4: the high half of the 8-bit container's product"
    assert explain(_root("mulhi", mulhi, "i4", [[-8, 7], [3, -5]], [-2, -3], [-1, 0])) is None  # 7 * -5 >> 8 is -1
    assert explain(_root("mulhi", mulhi.replace("i4", "i8"), "i8", [[-8, 7], [3, -5]], [-1, -1], [0, 0])) is None
    to_e8m0 = '"stablehlo.convert"(%arg0) : (tensor<2xf32>) -> tensor<2xf8E8M0FNU>'
    e8m0 = explain(_root("convert", to_e8m0, "f8E8M0FNU", [[0.0, 3.0]], [2.0**-127, 4.0], [np.nan, 4.0]))
    assert e8m0 == "zero to f8E8M0FNU: NaN, not the smallest value"
    assert explain(_root("convert", to_e8m0, "f8E8M0FNU", [[0.0, 3.0]], [2.0**-127, 4.0], [np.nan, np.nan])) is None
    # reduce_precision of f8E8M0FNU values: 2**-9 is below 2**-2, the smallest normal value of 3 exponent bits,
    # so it becomes zero (seed 22301 #358); 0.5 is not.
    precision = '"stablehlo.reduce_precision"(%v2) <{exponent_bits = 3 : i32, mantissa_bits = 1 : i32}>'

    def reduced(element_type, operand):
        ours, xla = [2.0**-127, 2.0], [np.nan, 2.0]
        return explain(_root("reduce_precision", precision, element_type, [[operand, 2.0]], ours, xla))

    assert reduced("f8E8M0FNU", 2.0**-9) == "zero to f8E8M0FNU: NaN, not the smallest value"
    assert reduced("f8E8M0FNU", 0.5) is None
    assert reduced("f32", 2.0**-9) is None
    # An op of f8E8M0FNU values whose exact result is 0 (seed 22801 #199: remainder(2**-10, 2**-10)) or below
    # 2**-127 (2**-100 * 2**-100); not where it is 2**-127 or more, nor for an op that cannot give 0.
    def arithmetic(op, a, b, ours=2.0**-127, xla=np.nan, element_type="f8E8M0FNU"):
        statement = f'"stablehlo.{op}"(%v1, %arg2) : (tensor<f8E8M0FNU>, tensor<f8E8M0FNU>) -> tensor<f8E8M0FNU>'
        return explain(_root(op, statement, element_type, [[a], [b]], [ours], [xla]))

    assert arithmetic("remainder", 2.0**-10, 2.0**-10) == "zero to f8E8M0FNU: NaN, not the smallest value"
    assert arithmetic("subtract", 4.0, 4.0) == "zero to f8E8M0FNU: NaN, not the smallest value"
    assert arithmetic("multiply", 2.0**-100, 2.0**-100) == "zero to f8E8M0FNU: NaN, not the smallest value"
    assert arithmetic("remainder", 2.0**-10, 2.0**-11, ours=2.0**-11) is None
    assert arithmetic("divide", 2.0**-100, 2.0**27) is None  # exactly 2**-127
    assert arithmetic("remainder", 2.0**-10, np.nan) is None
    assert arithmetic("add", 2.0**-127, 2.0**-127) is None
    assert arithmetic("remainder", 2.0**-10, 2.0**-10, element_type="f32") is None
    # A constant ui32 start index 2**32 - 1 is the last slice (spec: clamped as it is); XLA reads it as -1, the
    # first (seed 22329 #65). Not an argument index (XLA is right there), nor an index in the signed range.
    from difftest_xla import Root

    slicing = '"stablehlo.dynamic_slice"(%v6, %c) <{slice_sizes = array<i64: 1>}>'

    def sliced(index, xla, program='%c = "stablehlo.constant"() <{value = dense<4294967295> : tensor<ui32>}>'):
        operands = [np.array([np.nan, -13.0]), np.array(index, np.uint32)]
        return explain(Root("dynamic_slice", slicing, "f64", operands, np.array([-13.0]), np.array(xla), program))

    assert sliced(4294967295, [np.nan]) == "dynamic_slice at a constant unsigned start index: read as signed"
    assert sliced(4294967295, [np.nan], program="") is None  # an argument
    assert sliced(4294967295, [-13.0 + 1]) is None
    assert sliced(5, [np.nan]) is None
    # i4 holds -60 as 4 (seed 22003 #117); a 4 where the operand is not negative is no such count.
    assert explain(_root("count_leading_zeros", clz, "i4", [[-5, 1]], [0, 3], [4, 3])) is not None
    assert explain(_root("count_leading_zeros", clz, "i4", [[5, 1]], [1, 3], [4, 3])) is None
    assert explain(_root("count_leading_zeros", clz, "i4", [[-5, 1]], [0, 3], [3, 3])) is None
    assert explain(_root("popcnt", '"stablehlo.popcnt"(%a)', "ui4", [[9]], [2], [3])) is None
    nonfinite = explain(_root("sqrt", '"stablehlo.sqrt"(%a)', "complex<f64>", [[complex(np.nan, np.inf)]],
                              [complex(np.inf, np.inf)], [complex(np.nan, np.nan)]))  # fmt: skip
    assert nonfinite == "complex functions at infinite or NaN parts"
    assert explain(_root("sqrt", '"stablehlo.sqrt"(%a)', "complex<f64>", [[4 + 0j]], [2 + 0j], [2.5 + 0j])) is None
    divide = '"stablehlo.divide"(%a, %b)'
    nan = complex(np.nan, np.nan)
    operands = [[1 + 1j, 3 + 0j], [complex(np.inf, np.inf), 2 + 0j]]
    # Not a known deviation any more: the interpreter and compiled code recover C99's 0 for (1 + i) / (inf + inf i)
    # as XLA does, so a NaN + NaN i there is a finding.
    assert explain(_root("divide", divide, "complex<f64>", operands, [nan, 1.5], [0j, 1.5])) is None
    assert explain(_root("divide", divide, "complex<f64>", operands, [nan, 1.5], [0j, 1.25])) is None  # finite


def test_an_integer_divide_by_a_power_xla_rewrites_is_named_only_where_it_multiplies() -> None:
    """XLA rewrites a / power(b, c) to a * power(b, -c) on integers (seed 23500 #310): named where XLA's result is
    that product, not elsewhere, nor where the divisor is no power or the power's operands are not known."""
    from difftest_xla import Root, explain

    program = '%v7 = "stablehlo.power"(%v6, %arg8) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>'
    divide = '"stablehlo.divide"(%arg9, %v7) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>'
    base, exponent = np.array([-7, 0, -1, -7], np.int32), np.array([-3, 33, -32, 1], np.int32)
    dividend, divisor = np.array([6, -6, -6, 139865647], np.int32), np.array([0, 0, 1, -7], np.int32)
    ours = np.array([-1, -1, -6, -19980806], np.int32)

    def named(xla, program=program, values=None):
        values = {"%v6": base, "%arg8": exponent} if values is None else values
        root = Root("divide", divide, "i32", [dividend, divisor], ours, np.array(xla, np.int32), program, values=values)
        return explain(root)

    xla = [-2058, 0, -6, 0]
    assert named(xla) == "integer divide by a power: times the power of the negated exponent"
    assert named([-2058, 0, -6, 1]) is None  # 139865647 * (-7)^-1 is 0
    assert named(xla, program=program.replace("power", "multiply")) is None
    assert named(xla, values={"%v6": base}) is None


def test_a_complex_contraction_whose_real_part_xla_makes_nan_is_named_only_there() -> None:
    """XLA's batched complex dot_general gives NaN + NaN i where the sum of the spec's products is -inf + NaN i
    (seed 21013 #202): named where XLA's real part is NaN and ours not, both imaginary parts NaN; not where
    the imaginary parts differ, ours is NaN too, or the op is no contraction."""
    from difftest_xla import explain

    dot = '"stablehlo.dot_general"(%arg1, %arg2) <{dot_dimension_numbers = #stablehlo.dot<...>}>'
    inf, nan = np.inf, np.nan
    operands = [[[-2 - 1j, complex(inf, 1)]], [[-2 - 1j], [-1 + 0j]]]
    ours, xla = [complex(-inf, nan), 1 + 2j], [complex(nan, nan), 1 + 2j]
    named = explain(_root("dot_general", dot, "complex<f64>", operands, ours, xla))
    assert named == "complex dot_general: NaN + NaN i where the sum has an infinite part"
    assert explain(_root("dot", dot, "complex<f64>", operands, ours, xla)) == named
    # Seed 21021 #54: -inf + inf i, no NaN part of ours.
    assert explain(_root("dot", dot, "complex<f64>", operands, [complex(-inf, inf), 1 + 2j], xla)) == named
    assert explain(_root("dot_general", dot, "complex<f64>", operands, ours, [complex(nan, 1), 1 + 2j])) is None
    assert explain(_root("dot_general", dot, "complex<f64>", operands, ours, [complex(nan, nan), 1 + 3j])) is None
    assert explain(_root("add", '"stablehlo.add"(%a, %b)', "complex<f64>", operands, ours, xla)) is None


def test_a_complex_multiply_xla_fuses_is_named_only_where_its_parts_are_fused_products() -> None:
    """XLA's complex multiply fuses one product of each part with its sum (an FMA): (1e30 + 1e30 i)(1e30 - 1e30 i)
    in complex64 is inf - inf i, (3e38 + 3e38 i)^2 -inf + inf i, where the spec's rounded steps (ours) give
    inf + NaN i and NaN + inf i. Named only where each of XLA's parts is the spec's or a fused one's."""
    from difftest_xla import explain
    from hlo_testing import same_bits

    from aiopt.reference.hlo.elementwise import complex_multiply

    multiply = '"stablehlo.multiply"(%arg0, %arg1) : (tensor<3xcomplex<f32>>, tensor<3xcomplex<f32>>)'
    x = np.array([1e30 + 1e30j, 3e38 + 3e38j, 2 + 1j], np.complex64)
    y = np.array([1e30 - 1e30j, 3e38 + 3e38j, 1 - 1j], np.complex64)
    with np.errstate(all="ignore"):
        ours = complex_multiply(x, y)
    inf, nan = np.inf, np.nan
    assert same_bits(ours, np.array([complex(inf, nan), complex(nan, inf), 3 - 1j], np.complex64)).all()
    xla = np.array([complex(inf, -inf), complex(-inf, inf), 3 - 1j], np.complex64)
    named = "complex multiply: products fused into the sums (FMA)"
    assert explain(_root("multiply", multiply, "complex<f32>", [x, y], ours, xla)) == named
    # Neither part's value of a fusion: NaN + NaN i, or a finite part off by one.
    assert explain(_root("multiply", multiply, "complex<f32>", [x, y], ours, [complex(nan, nan), *xla[1:]])) is None
    assert explain(_root("multiply", multiply, "complex<f32>", [x, y], ours, [*xla[:2], 3 - 2j])) is None
    assert explain(_root("add", multiply, "complex<f32>", [x, y], ours, xla)) is None
    # complex128 (jax 0.10): XLA's imaginary part is bc - round(ad), ad = -bc, where ours is round(bc) + round(ad) = 0.
    x, y = np.array([1e30 + 1e30j]), np.array([1e30 - 1e30j])
    ours = complex_multiply(x, y)
    assert ours.tolist() == [complex(2.0000000000000003e60, 0.0)]
    xla = np.array([complex(2.0000000000000003e60, -8.8023847208007e43)])
    assert explain(_root("multiply", multiply, "complex<f64>", [x, y], ours, xla)) == named
    assert explain(_root("multiply", multiply, "complex<f64>", [x, y], ours, -xla.conj())) is None  # the other sign


def test_xla_complex_multiply_differs_from_the_spec_product_only_by_fused_products(tmp_path) -> None:
    """stablehlo.multiply of complex values whose parts are 0, -0, 1, -2, 1e30, the largest value, inf, -inf or
    NaN (every pair of such parts, either order): interpreted and compiled bit for bit the same (the spec's
    rounded steps); XLA's results, where they differ, are all named by the fused-products deviation."""
    jax = pytest.importorskip("jax")
    from difftest_xla import Root, explain
    from hlo_testing import interpret, same_bits

    from aiopt.runtime.compiler import compile

    for dtype, element in ((np.complex64, "f32"), (np.complex128, "f64")):
        real = np.dtype(dtype).type(0).real.dtype
        parts = np.array([0.0, -0.0, 1.0, -2.0, 1e30, np.finfo(real).max, np.inf, -np.inf, np.nan], real)
        values = np.empty(parts.size**2, dtype)
        values.real, values.imag = np.repeat(parts, parts.size), np.tile(parts, parts.size)
        x, y = np.repeat(values, values.size), np.tile(values, values.size)
        kind = f"tensor<{x.size}xcomplex<{element}>>"
        text = (f"func.func @main(%a: {kind}, %b: {kind}) -> {kind} {{\n  %0 = stablehlo.multiply %a, %b : {kind}\n"
                f"  return %0 : {kind}\n}}")  # fmt: skip
        with np.errstate(all="ignore"):
            (interpreted,) = interpret(text, [x, y])
        compiled = np.asarray(compile(text, cache_dir=tmp_path)(x, y))
        assert same_bits(compiled, np.asarray(interpreted)).all()
        with jax.enable_x64(True):
            cpu = jax.devices("cpu")[0]
            xla = np.asarray(jax.jit(lambda p, q: p * q)(jax.device_put(x, cpu), jax.device_put(y, cpu)))
        root = Root("multiply", "stablehlo.multiply %a, %b", f"complex<{element}>", [x, y], compiled, xla)
        assert not root.differing().all() and root.differing().any()
        assert explain(root) == "complex multiply: products fused into the sums (FMA)"


def test_an_integer_to_bf16_convert_xla_rounds_twice_is_named_only_there() -> None:
    """XLA converts an integer to bf16 through f32: 2^24 + 2^16 + 1 rounds to f32's 2^24 + 2^16, a bf16 tie that
    goes to 2^24, where one rounding gives 2^24 + 2^17 (seed 21902 #278). Named only where XLA's value is the
    two roundings'."""
    from difftest_xla import Root, explain

    convert = '"stablehlo.convert"(%arg1) : (tensor<2xui32>) -> tensor<2xbf16>'
    operand = np.array([2**24 + 2**16 + 1, 257], np.uint32)
    ours = np.array([2**24 + 2**17, 256], np.float32)

    def root(xla, element="bf16", x=operand):
        return Root("convert", convert, element, [x], ours, np.array(xla, np.float32))

    assert explain(root([2**24, 256])) == "integer to bf16 rounded twice (through f32)"
    assert explain(root([2**24, 258])) is None  # 257 differs otherwise
    assert explain(root([2**24 + 2**18, 256])) is None
    assert explain(root([2**24, 256], "f16")) is None
    assert explain(root([2**24, 256], x=operand.astype(np.float64))) is None


def test_an_f64_to_bf16_convert_xla_flushes_through_f32_is_named_only_below_f32s_smallest_normal() -> None:
    """XLA converts f64 to bf16 through f32, flushing f32 subnormals: 1.1754942e-38 (which rounds up to bf16's
    smallest normal number) is 0 (seed 21014 #338). Named only for an f64 operand below f32's smallest normal
    number where XLA gives 0, and a bf16 result."""
    from difftest_xla import Root, explain

    convert = '"stablehlo.convert"(%arg2) : (tensor<2xf64>) -> tensor<2xbf16>'
    operand = np.array([1.1754942e-38, 2.0])
    tiny = np.float32(np.finfo(np.float32).tiny)

    def root(xla, x=operand, element="bf16"):
        ours = np.array([tiny, 2.0], np.float32)
        return Root("convert", convert, element, [np.asarray(x)], ours, np.array(xla, np.float32))

    assert explain(root([0.0, 2.0])) == "f64 to bf16 through a flushed f32"
    assert explain(root([0.0, 3.0])) is None  # 2.0 differs too
    assert explain(root([tiny * 2, 2.0])) is None  # not a zero
    # An f32 operand this small is subnormal: another deviation's.
    assert explain(root([0.0, 2.0], operand.astype(np.float32))) == "subnormal intermediate values flushed"
    assert explain(root([0.0, 2.0], element="f16")) is None


def test_differing_elements_are_where_compare_finds_a_difference() -> None:
    """differing_elements marks the elements `compare` reports: NaN positions, zero signs when bit-exact, values
    beyond the tolerance otherwise, complex numbers norm-wise."""
    nan, inf = np.nan, np.inf
    cases = [
        (np.array([1.0, -0.0, nan, inf]), np.array([1.0, 0.0, nan, inf]), (0.0, 0.0), [False, True, False, False]),
        (np.array([1.0, -0.0, nan, 2.0]), np.array([1.0 + 1e-7, 0.0, 1.0, 2.1]), (1e-6, 1e-30),
         [False, False, True, True]),
        (np.array([3, 4], np.int32), np.array([3, 5], np.int32), (0.0, 0.0), [False, True]),
        (np.array([1e6 + 1j, complex(inf, nan)]), np.array([1e6 + 1.5j, complex(nan, nan)]), (1e-6, 0.0),
         [False, True]),
    ]
    for actual, expected, tolerance, where in cases:
        bad = difftest.differing_elements(actual, expected, tolerance)
        assert bad.tolist() == where, (actual, expected)
        for i in range(len(where)):
            one = difftest.compare(actual[i : i + 1], expected[i : i + 1], tolerance, "t")
            assert (one is not None) == where[i], (actual[i], expected[i], one)


def test_a_root_differs_where_it_differs_beyond_its_tolerance() -> None:
    """A transcendental op's values that differ from XLA's by a rounding are no part of its root's difference
    (seed 21900 #127: a complex log whose non-finite operands XLA gives NaN + NaN i, and whose finite ones it
    rounds otherwise, was unexplained); without the tolerance's mask every bit counts."""
    from difftest_xla import Root, explain

    nan, inf = np.nan, np.inf
    operand = np.array([complex(nan, inf), -2.15784 + 1.42680015j])
    ours = np.array([complex(inf, nan), 0.95045879 + 2.5573725j])
    xla = np.array([complex(nan, nan), np.nextafter(0.95045879, 1) + 2.5573725j])
    beyond = difftest.differing_elements(xla, ours, (1e-10, 1e-11))
    assert beyond.tolist() == [True, False]
    log = '"stablehlo.log"(%arg2)'
    named = explain(Root("log", log, "complex<f64>", [operand], ours, xla, beyond=beyond))
    assert named == "complex functions at infinite or NaN parts"
    assert explain(Root("log", log, "complex<f64>", [operand], ours, xla)) is None
    # logistic of -inf + inf i is 0 here (C99's e^z and quotient), NaN + NaN i in XLA (seed 21900 #15).
    logistic = Root("logistic", '"stablehlo.logistic"(%a)', "complex<f64>", [np.array([complex(-inf, inf)])],
                    np.array([0j]), np.array([complex(nan, nan)]))  # fmt: skip
    assert explain(logistic) == named
    # |NaN + inf i| is hypot's inf here, XLA's NaN (seed 21015 #45).
    modulus = Root("abs", '"stablehlo.abs"(%v1)', "f64", [np.array([complex(nan, -inf), 3 + 4j])],
                   np.array([inf, 5.0]), np.array([nan, 5.0]))  # fmt: skip
    assert explain(modulus) == named
    finite = Root("abs", modulus.statement, "f64", [np.array([3 + 4j])], np.array([5.0]), np.array([nan]))
    assert explain(finite) is None


def test_a_grouped_convolution_whose_infinity_xla_makes_nan_is_named() -> None:
    """XLA spreads one group's non-finite values into another group's results: a finite result of ours becomes
    NaN or inf there, and an infinite one NaN (seed 21019 #250, batch_group_count 3, ours inf and -inf where XLA
    gives NaN); an infinity of ours that XLA makes finite is not named."""
    from difftest_xla import explain

    conv = ("stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[f, 0, b], window = {} "
            "{batch_group_count = 3 : i64, feature_group_count = 1 : i64}")  # fmt: skip
    operands = [[[[np.inf, np.nan, 1.0]]], [[[1.0, 1.0, 1.0]]]]
    inf, nan = np.inf, np.nan
    spread = "grouped convolution: non-finite values spread across groups"
    assert explain(_root("convolution", conv, "f32", operands, [inf, -inf, 2.0], [nan, nan, nan])) == spread
    assert explain(_root("convolution", conv, "f32", operands, [inf, 2.0], [3.0, nan])) is None
    ungrouped = conv.replace("batch_group_count = 3", "batch_group_count = 1")
    assert explain(_root("convolution", ungrouped, "f32", operands, [inf, 2.0], [nan, nan])) is None


def test_a_divide_xla_takes_by_the_reciprocal_and_a_wrapping_boolean_add_are_named_only_there() -> None:
    """XLA's x / c and x / broadcast(y) are x * (1 / c): 1 ulp off the quotient (seed 21905 #149, #65); named
    for a constant or broadcast divisor and an ulp or two only. XLA's add of i1 constants gives true + true =
    false (seed 21905 #199); named only where both operands are true."""
    from difftest_xla import Root, explain

    program = (
        '  %c = "stablehlo.constant"() <{value = dense<0.007455294270254973> : tensor<f64>}> : () -> ...\n'
        '  %b = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : ...\n'
    )
    divide = '"stablehlo.divide"(%arg0, %c) : (tensor<f64>, tensor<f64>) -> tensor<f64>'
    x, c = np.float64(-0.012271686394), np.float64(0.007455294270254973)
    quotient, by_reciprocal = x / c, x * (1 / c)
    assert quotient != by_reciprocal

    def root(xla, statement=divide, element="f64", ours=quotient):
        return Root("divide", statement, element, [np.array(x), np.array(c)], np.array(ours), np.array(xla), program)

    named = "float divide by a constant or broadcast: multiplied by its reciprocal"
    assert explain(root(by_reciprocal)) == named
    assert explain(root(by_reciprocal, divide.replace("%c)", "%b)"))) == named
    assert explain(root(by_reciprocal, divide.replace("%c)", "%arg1)"))) is None  # an argument divisor
    assert explain(root(quotient * 1.001)) is None  # more than an ulp or two
    # chlo.broadcast_divide by a divisor of a lower shape is one too (seed 22009 #111); of the result's, not.
    chlo = '"chlo.broadcast_divide"(%arg0, %arg1) <{broadcast_dimensions = array<i64: 0>}>'
    xs, cs = np.array([x, x]), np.array([c])
    ours, xla = np.array([quotient, quotient]), np.array([by_reciprocal, quotient])
    assert explain(Root("broadcast_divide", chlo, "f64", [xs, cs], ours, xla)) == named
    assert explain(Root("broadcast_divide", chlo, "f64", [xs, np.array([c, c])], ours, xla)) is None
    f16 = np.float16
    half = Root("divide", divide.replace("%c)", "%b)"), "f16", [np.array(f16(-7)), np.array(f16(-3))],
                np.array(f16(2.334)), np.array(f16(2.332)), program)  # fmt: skip
    assert explain(half) == named
    add = '"stablehlo.add"(%v1, %c0) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>'
    a, b = np.array([True, True, False]), np.array([True, False, False])

    def boolean(ours, xla):
        return Root("add", add, "i1", [a, b], np.array(ours), np.array(xla))

    assert explain(boolean([True, True, False], [False, True, False])) == "boolean add: true + true is false"
    assert explain(boolean([True, True, False], [True, False, False])) is None  # true + false


def test_a_folded_power_of_minus_one_is_named_only_for_constants_and_negative_exponents() -> None:
    """XLA's constant folder gives power(-1, n) = 0 for n < 0 (seed 21001 #140), its compiled code +-1 as the
    interpreter: named only where both operands are constants, the base -1, the exponent negative."""
    from difftest_xla import Root, explain

    constants = ('  %c0 = "stablehlo.constant"() <{value = dense<[-1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>\n'
                 '  %c1 = "stablehlo.constant"() <{value = dense<[-1, 3]> : tensor<2xi32>}> : () -> tensor<2xi32>\n')  # fmt: skip
    power = '"stablehlo.power"(%c0, %c1) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>'
    base, exponent = np.array([-1, 2], np.int32), np.array([-1, 3], np.int32)

    def root(ours, xla, program=constants, statement=power):
        return Root("power", statement, "i32", [base, exponent], np.array(ours, np.int32), np.array(xla, np.int32),
                    program)  # fmt: skip

    assert explain(root([-1, 8], [0, 8])) == "integer power of constants: -1 to a negative exponent is 0"
    assert explain(root([-1, 8], [0, 0])) is None  # 2^3 differs too
    assert explain(root([-1, 8], [1, 8])) is None  # XLA's value not 0
    assert explain(root([-1, 8], [0, 8], statement=power.replace("%c1", "%arg1"))) is None  # not folded
    # An exponent computed from a constant alone is folded too (seed 22701 #202: a broadcast_in_dim of -3).
    broadcast = constants + ('  %c2 = "stablehlo.broadcast_in_dim"(%c1) <{broadcast_dimensions = array<i64: 0>}> : '
                             "(tensor<2xi32>) -> tensor<2xi32>\n")  # fmt: skip
    of_broadcast = power.replace("%c1", "%c2")
    named = "integer power of constants: -1 to a negative exponent is 0"
    assert explain(root([-1, 8], [0, 8], program=broadcast, statement=of_broadcast)) == named
    of_argument = broadcast.replace('"stablehlo.broadcast_in_dim"(%c1)', '"stablehlo.broadcast_in_dim"(%arg1)')
    assert explain(root([-1, 8], [0, 8], program=of_argument, statement=of_broadcast)) is None


def test_an_f16_op_of_an_f16_op_xla_reads_unrounded_is_named_only_there() -> None:
    """XLA computes f16/bf16 ops in f32 without rounding between fused ops (seed 22715 #114: a / b / c in f16,
    1.695 where rounding a / b first gives 1.696): named only for a rounding op of f16 or bf16 whose operand
    such an op computed, one ulp off at most."""
    from difftest_xla import Root, explain

    program = ('  %q = "stablehlo.divide"(%arg0, %arg1) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>\n'
               '  %r = "stablehlo.divide"(%q, %arg2) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>\n')  # fmt: skip
    statement = '"stablehlo.divide"(%q, %arg2) : (tensor<2xf16>, tensor<2xf16>) -> tensor<2xf16>'
    q, c = np.array([0.1696, 2.0], np.float16), np.array([0.1, 1.0], np.float16)

    def root(ours, xla, text=program, element="f16", dtype=np.float16):
        return Root("divide", statement.replace("f16", element), element, [q.astype(dtype), c.astype(dtype)],
                    np.array(ours, dtype), np.array(xla, dtype), text.replace("f16", element))  # fmt: skip

    named = "f16/bf16 op of an f16/bf16 op: the operand kept in f32"
    ours, one_ulp = np.float16(1.696), np.nextafter(np.float16(1.696), np.float16(0))
    assert explain(root([ours, 2.0], [one_ulp, 2.0])) == named
    two_ulp = np.nextafter(one_ulp, np.float16(0))
    assert explain(root([ours, 2.0], [two_ulp, 2.0])) is None  # more than an ulp
    from_argument = program.replace('"stablehlo.divide"(%arg0, %arg1)', '"stablehlo.negate"(%arg0)')
    assert explain(root([ours, 2.0], [one_ulp, 2.0], text=from_argument)) is None  # the operand is exact
    assert explain(root([ours, 2.0], [one_ulp, 2.0], element="f32", dtype=np.float32)) is None
    bf16_ours = np.float32(1.6953125)  # a bf16 value held in f32; one bf16 ulp is 2^-7 here
    assert explain(root([bf16_ours, 2.0], [bf16_ours - 2.0**-7, 2.0], element="bf16", dtype=np.float32)) == named


def test_a_max_reduce_scatter_that_xla_gives_its_identity_for_nan_is_named_only_there() -> None:
    """XLA's CPU reduce_scatter by maximum (minimum) gives -inf (inf) where a value is NaN, even in a group of
    one (seed 22000 #134); its all_reduce propagates NaN. Named only for a max/min body, our NaN and XLA's
    identity."""
    from difftest_xla import explain

    reduce_scatter = ('"stablehlo.reduce_scatter"(%v1) ({\n  ^bb0(%a0: tensor<f64>, %b0: tensor<f64>):\n'
                      '    %r = "stablehlo.maximum"(%a0, %b0) : (tensor<f64>, tensor<f64>) -> tensor<f64>')  # fmt: skip
    operand = [np.nan, -np.inf, 1.0]
    named = explain(_root("reduce_scatter", reduce_scatter, "f64", [operand], operand, [-np.inf, -np.inf, 1.0]))
    assert named == "max/min reduce_scatter: NaN dropped"
    minimum = reduce_scatter.replace("maximum", "minimum")
    assert explain(_root("reduce_scatter", minimum, "f64", [operand], operand, [np.inf, -np.inf, 1.0])) == named
    assert explain(_root("reduce_scatter", minimum, "f64", [operand], operand, [-np.inf, -np.inf, 1.0])) is None
    add = reduce_scatter.replace("maximum", "add")
    assert explain(_root("reduce_scatter", add, "f64", [operand], operand, [-np.inf, -np.inf, 1.0])) is None
    assert explain(_root("all_reduce", reduce_scatter, "f64", [operand], operand, [-np.inf, -np.inf, 1.0])) is None


def test_a_totalorder_compare_with_a_constant_xla_reads_in_a_transposed_layout_is_named_only_then() -> None:
    """XLA compares transpose(a) with a constant c under TOTALORDER as if c were laid out as a is (seed 22002
    #227): named where XLA's result is exactly that compare, not for another result or a FLOAT compare."""
    from difftest_xla import Root, explain

    program = ('  %c = "stablehlo.constant"() <{value = dense<[[-1.0, -1.0], [1.0, 0.0], [0.0, -1.0]]> : '
               "tensor<3x2xf32>}> : () -> tensor<3x2xf32>\n"
               '  %t = "stablehlo.transpose"(%arg0) <{permutation = array<i64: 1, 0>}> : (tensor<2x3xf32>) -> '
               "tensor<3x2xf32>\n")  # fmt: skip
    compare = ('"stablehlo.compare"(%t, %c) {comparison_direction = #stablehlo<comparison_direction LT>, '
               "compare_type = #stablehlo<comparison_type TOTALORDER>}")  # fmt: skip
    t = np.array([[-2.0, -1.0], [2.0, 1.0], [0.0, 0.0]], np.float32)
    c = np.array([[-1.0, -1.0], [1.0, 0.0], [0.0, -1.0]], np.float32)
    ours = t < c

    def root(xla, statement=compare):
        return Root("compare", statement, "i1", [t, c], ours, np.array(xla, bool), program)

    assert explain(root([[1, 1], [0, 0], [1, 0]])) == "TOTALORDER compare with a constant in a transposed layout"
    assert explain(root([[1, 1], [0, 0], [0, 0]])) is None
    assert explain(root([[1, 1], [0, 0], [1, 0]], compare.replace("TOTALORDER", "FLOAT"))) is None


def test_a_broadcasting_power_is_named_where_its_broadcast_exponent_is_64_or_more() -> None:
    """chlo.broadcast_power's exponent is placed at its broadcast_dimensions before XLA's exponent bits are
    checked (seed 22000 #160: ui8 5^254 gave 0)."""
    from difftest_xla import explain

    power = ('"chlo.broadcast_power"(%arg2, %v1) <{broadcast_dimensions = array<i64: 0>}> '
             ": (tensor<2x2xui8>, tensor<2xui8>) -> tensor<2x2xui8>")  # fmt: skip
    base, exponent = np.array([[5, 5], [5, 5]], np.uint8), np.array([254, 2], np.uint8)
    ours = np.array([[41, 41], [25, 25]], np.uint8)
    named = explain(_root("broadcast_power", power, "ui8", [base, exponent], ours, [[0, 0], [25, 25]]))
    assert named == "integer power: exponent's low 6 bits only"
    # Row 1 has exponent 2 (placed along dimension 0, not numpy's trailing alignment).
    assert explain(_root("broadcast_power", power, "ui8", [base, exponent], ours, [[41, 41], [0, 25]])) is None


def test_a_folded_integer_convolution_overflow_is_named_only_for_constants_and_the_smallest_value() -> None:
    """XLA's constant folder gives an overflowing i32 convolution sum as -2**31 (seed 21004 #39), its compiled
    code the wrapped sum, as the interpreter: named where both operands are constants and XLA's value is that."""
    from difftest_xla import Root, explain

    program = ('  %a = "stablehlo.constant"() <{value = dense<[[-5, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>\n'
               '  %b = "stablehlo.constant"() <{value = dense<[[32, 3], [813728774, 3]]> : tensor<2x2xi32>}> : () -> '
               'tensor<2x2xi32>\n')  # fmt: skip
    convolution = '"stablehlo.convolution"(%a, %b) <{dimension_numbers = #stablehlo.conv<[b, f]x[o, i]->[b, f]>}>'
    operands = [np.array([[-5, 1]], np.int32), np.array([[32, 3], [813728774, 3]], np.int32)]
    ours = np.array([[-157, 226323429]], np.int32)

    def root(xla, statement=convolution):
        return Root("convolution", statement, "i32", operands, ours, np.array(xla, np.int32), program)

    name = "integer convolution of constants: overflowing sums are the smallest value"
    assert explain(root([[-157, -(2**31)]])) == name
    assert explain(root([[-157, 7]])) is None
    assert explain(root([[-157, -(2**31)]], convolution.replace("%b)", "%arg1)"))) is None


def test_xla_is_given_the_inputs_as_the_interpreter_takes_them() -> None:
    """An f4/f6/f8 argument's float32 input rounded to its type as on entry to the interpreter (NaN of
    f4E2M1FN, which has none, to -0 as XLA converts it; ml_dtypes' rounding gives a zero of the NaN's sign,
    seed 21000 #91); the other arguments as they are."""
    text = ("func.func @main(%arg0: tensor<3xf4E2M1FN>, %arg1: tensor<2xf32>) -> tensor<3xf4E2M1FN> {\n"
            "  func.return %arg0 : tensor<3xf4E2M1FN>\n}")  # fmt: skip
    f32 = np.array([np.nan, 7.0], np.float32)
    program = difftest_gen.Program(0, 0, text, [np.array([np.nan, 7.0, -0.2], np.float32), f32], ["small_float"])
    small, same = difftest.entered_inputs(program)
    np.testing.assert_array_equal(small, np.array([-0.0, 6.0, -0.0], np.float32))
    assert np.signbit(small[0]) and np.signbit(small[2]) and same is f32


def test_a_subnormal_value_a_region_reads_is_flushed_by_xla() -> None:
    """A while whose condition compares with a subnormal constant of @main's body (seed 20907 #287: 0 < 5e-324
    is false with the constant flushed, so XLA's loop runs no trip): its operands hold no subnormal, the values
    its regions read (`captured`) do."""
    from difftest_xla import Root, explain

    statement = '%v6:2 = "stablehlo.while"(%zero, %arg0) ({ ... %const_arg5 ... })'
    operands = [np.array(0, np.int32), np.array(0.0)]

    def root(captured) -> Root:
        return Root("while", statement, "f64", operands, np.array(-24.0), np.array(0.0), captured=captured)

    assert explain(root([np.array(5e-324)])) == "subnormal intermediate values flushed"
    assert explain(root([np.array(1e-300)])) is None


def test_a_multiply_by_a_converted_i1_is_named_only_where_the_product_of_0_differs() -> None:
    """XLA's select(pred, x, 0) for multiply(convert(pred), x): +0 where the spec's product of 0 is NaN (0 * inf)
    or -0 (0 * -1); not where the converted operand is 1, where it is no convert of i1, or where XLA's value is
    off otherwise."""
    from difftest_xla import Root, explain

    program = (
        '  %v3 = "stablehlo.convert"(%arg1) : (tensor<3xi1>) -> tensor<3xf64>\n'
        '  %v4 = "stablehlo.multiply"(%v3, %arg2) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>\n'
    )
    statement = program.splitlines()[1]

    def root(pred, other, ours, xla, text=program) -> Root:
        operands = [np.asarray(pred, np.float64), np.asarray(other, np.float64)]
        return Root("multiply", statement, "f64", operands, np.asarray(ours), np.asarray(xla), text)

    name = "multiply by a converted i1: a select"
    assert explain(root([1, 0, 0], [2, -np.inf, -1], [2, np.nan, -0.0], [2, 0.0, 0.0])) == name
    assert explain(root([1, 0], [np.inf, 3], [np.inf, 0.0], [np.nan, 0.0])) is None  # 1 * inf is inf
    assert explain(root([0], [np.inf], [np.nan], [1.0])) is None  # not the select's +0
    assert explain(root([0], [np.inf], [np.nan], [0.0], program.replace("xi1>", "xi8>"))) is None  # no i1


def test_jax_takes_and_gives_small_floats_in_their_formats() -> None:
    """f8/f6/f4 arrays (held here in float32) go to jax as their ml_dtypes formats and come back as float32
    (held in float32 they were an XLA error, RuntimeProgramInputMismatch, and not compared)."""
    pytest.importorskip("jax")
    text = (
        "func.func @main(%a: tensor<2xf8E4M3FN>, %b: tensor<2xf4E2M1FN>) -> (tensor<2xf8E4M3FN>, tensor<2xf32>) {\n"
        "  %0 = stablehlo.add %a, %a : tensor<2xf8E4M3FN>\n"
        '  %1 = "stablehlo.convert"(%b) : (tensor<2xf4E2M1FN>) -> tensor<2xf32>\n'
        "  func.return %0, %1 : tensor<2xf8E4M3FN>, tensor<2xf32>\n}\n"
    )
    inputs = [np.array([1.5, 224.0], np.float32), np.array([6.0, -0.5], np.float32)]
    program = difftest_gen.Program(0, 0, text, inputs, result_types=["tensor<2xf8E4M3FN>", "tensor<2xf32>"])
    doubled, converted = difftest.run_jax(program)
    assert doubled.dtype == np.float32 and doubled.tolist() == [3.0, 448.0]
    assert converted.dtype == np.float32 and converted.tolist() == [6.0, -0.5]


def test_a_difference_after_an_f6_value_is_explained_without_returning_it() -> None:
    """jaxlib gives no f6 array back ("Invalid XLA PrimitiveType: 36 (F6E2M3FN)"): the variant that returns every
    value leaves f6 values out, so that the roots after one are still found and named (seed 22512 #1 of
    convert_chain: i4 -> f6E2M3FN -> f4E2M1FN -> i32, XLA's known saturation of f4E2M1FN's 6 was a mismatch)."""
    text = (
        "func.func @main(%arg0: tensor<3xi4>) -> (tensor<3xi32>) {\n"
        '  %v1 = "stablehlo.convert"(%arg0) : (tensor<3xi4>) -> tensor<3xf6E2M3FN>\n'
        '  %v2 = "stablehlo.convert"(%v1) : (tensor<3xf6E2M3FN>) -> tensor<3xf4E2M1FN>\n'
        '  %v3 = "stablehlo.convert"(%v2) : (tensor<3xf4E2M1FN>) -> tensor<3xi32>\n'
        "  func.return %v3 : tensor<3xi32>\n}\n"
    )
    program = difftest_gen.Program(0, 0, text, [np.array([-7, 6, 1], np.int8)], result_types=["tensor<3xi32>"])
    variant, names = difftest.all_values_variant(program)
    assert names == ["%v2", "%v3"] and "-> (tensor<3xf4E2M1FN>, tensor<3xi32>)" in variant.text
    pytest.importorskip("jax")
    assert difftest.explain_jax_difference(program) == ["convert of f4E2M1FN's largest value to integers saturates"]


def test_a_constant_infinity_xla_folds_to_f4_zero_is_named_only_for_constants() -> None:
    """XLA's constant folder converts an infinity to f4E2M1FN (which has none) as 0, its compiled code (and
    ml_dtypes, the interpreter, compiled code) as +-6 (seed 22513 #8). Named only for a value computed from
    constants, at infinities, where ours is 6 of their sign and XLA's 0."""
    from difftest_xla import Root, explain

    convert = '%v2 = "stablehlo.convert"(%v1) : (tensor<3xf32>) -> tensor<3xf4E2M1FN>'
    constant = '  %v1 = "stablehlo.constant"() <{value = dense<[0x7F800000, 0xFF800000, 1.0]> : tensor<3xf32>}> : () -> tensor<3xf32>\n'
    argument = '  %v1 = "stablehlo.negate"(%arg0) : (tensor<3xf32>) -> tensor<3xf32>\n'
    operand = np.array([np.inf, -np.inf, 1.0], np.float32)
    ours = np.array([6.0, -6.0, 1.0], np.float32)

    def root(xla, line=constant, x=operand):
        return Root("convert", convert, "f4E2M1FN", [x], ours, np.array(xla, np.float32), line + "  " + convert + "\n")

    name = "constant infinity to f4E2M1FN folded to zero"
    assert explain(root([0.0, -0.0, 1.0])) == name
    assert explain(root([0.0, -0.0, 1.0], argument)) is None  # compiled code gives 6
    assert explain(root([0.0, -0.0, 0.0])) is None  # 1 differs otherwise
    assert explain(root([0.0, -0.0, 1.0], x=np.array([1e30, -np.inf, 1.0], np.float32))) is None


def test_an_integer_overflowing_f8_then_converted_to_an_unsigned_type_is_named_only_there() -> None:
    """XLA converts an f8 NaN made by an integer's convert overflowing the format (65519 to f8E4M3FNUZ, also
    through f64) to an unsigned type as its largest value, and any other NaN as 0, as the interpreter does
    (seed 22513 #22, #42; 22529 #66, #165). Named only for such a chain, at NaNs, XLA's value the largest."""
    from difftest_xla import Root, explain

    chain = (
        '  %v1 = "stablehlo.convert"(%arg0) : (tensor<2xui16>) -> tensor<2xf64>\n'
        '  %v2 = "stablehlo.convert"(%v1) : (tensor<2xf64>) -> tensor<2xf8E4M3FNUZ>\n'
    )
    from_float = chain.replace("xui16", "xf32")
    convert = '%v3 = "stablehlo.convert"(%v2) : (tensor<2xf8E4M3FNUZ>) -> tensor<2xui64>'
    operand = np.array([np.nan, 15.0], np.float32)
    ours = np.array([0, 15], np.uint64)
    top = np.iinfo(np.uint64).max

    def root(xla, program=chain, element="ui64", dtype=np.uint64):
        return Root("convert", convert, element, [operand], ours.astype(dtype), np.array(xla, dtype),
                    program + "  " + convert + "\n")  # fmt: skip

    name = "integer overflowing f8 to NaN then to an unsigned type: the largest value"
    assert explain(root([top, 15])) == name
    assert explain(root([np.iinfo(np.uint32).max, 15], element="ui32", dtype=np.uint32)) == name
    assert explain(root([255, 15], element="ui8", dtype=np.uint8)) == name
    assert explain(root([15, 15], element="ui4", dtype=np.uint8)) == name  # held in a uint8
    assert explain(root([255, 15], element="ui4", dtype=np.uint8)) is None
    assert explain(root([top, 15], from_float)) is None  # a float's NaN: XLA gives 0 too
    assert explain(root([top, 16])) is None
    assert explain(root([127, 15], element="i8", dtype=np.int8)) is None  # signed: XLA gives 0


def test_an_add_of_a_constant_zero_xla_drops_is_named_only_at_negative_zeros() -> None:
    """XLA's simplifier makes x + 0.0 and x - (-0.0) (a constant zero) x, so -0.0 stays -0.0 where IEEE's sum is
    +0.0 (seed 22528 #40). Named only for a constant zero, where the other operand is -0.0, ours +0.0 and XLA's
    -0.0; a subtract only with the zero on the right."""
    from difftest_xla import Root, explain

    constant = '  %c = "stablehlo.constant"() <{value = dense<-0.0> : tensor<2xf32>}> : () -> tensor<2xf32>\n'
    x, zero = np.array([-0.0, 2.0], np.float32), np.array([-0.0, -0.0], np.float32)
    ours, xla = np.array([0.0, 2.0], np.float32), np.array([-0.0, 2.0], np.float32)

    def root(op, operands, names="%arg0, %c", program=constant, x_ours=ours, x_xla=xla):
        statement = f'%v = "stablehlo.{op}"({names}) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>'
        return Root(op, statement, "f32", operands, x_ours, x_xla, program + "  " + statement + "\n")

    name = "add (subtract) of a constant zero: the other operand, -0 kept"
    assert explain(root("subtract", [x, zero])) == name
    assert explain(root("add", [zero, x], "%c, %arg0")) == name
    assert explain(root("subtract", [zero, x], "%c, %arg0")) is None  # 0 - x is no x
    assert explain(root("subtract", [x, zero], program=constant.replace("%c = ", "%d = "))) is None  # not a constant
    assert explain(root("subtract", [x, zero], x_xla=np.array([-0.0, 3.0], np.float32))) is None


def test_zeta_at_infinity_is_named_only_there() -> None:
    """chlo.zeta(+inf, q): XLA's series gives NaN where the function is inf (0 < q < 1) or 1 (q = 1), as the
    interpreter and scipy give; a difference at a finite x, or where XLA is not NaN, stays a mismatch."""
    from difftest_xla import explain

    zeta = '"chlo.zeta"(%arg3, %arg4) : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>'
    inf, nan = np.inf, np.nan
    named = "zeta at x = +inf: NaN"
    assert explain(_root("zeta", zeta, "f64", [[inf, 3.0], [0.825, 1.0]], [inf, 1.2], [nan, 1.2])) == named
    assert explain(_root("zeta", zeta, "f64", [[inf, 3.0], [1.0, 1.0]], [1.0, 1.2], [nan, 1.2])) == named
    assert explain(_root("zeta", zeta, "f64", [[inf, 3.0], [0.825, 1.0]], [inf, 1.2], [nan, nan])) is None
    assert explain(_root("zeta", zeta, "f64", [[inf, 3.0], [0.825, 1.0]], [inf, 1.2], [0.0, 1.2])) is None
    assert explain(_root("zeta", zeta, "f64", [[inf, 3.0], [0.825, 1.0]], [nan, 1.2], [nan, 1.5])) is None
