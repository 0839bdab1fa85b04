"""`--stablehlo-legalize-to-mhlo` and `--mhlo-legalize-to-stablehlo` lose nothing, match upstream and keep meaning.

1. The JAX samples in examples/models round-trip (stablehlo -> mhlo ->
   stablehlo, mhlo -> stablehlo -> mhlo) to exactly what `ai-opt` prints
   for them, through text and, with locations, in one run.
2. Converting a JAX sample gives the mhlo (stablehlo) that upstream's
   conversion made, as `x.mhlo.mlir` holds it, up to SSA names and the
   order in which generic forms list properties.
3. The interpreter computes the same results before and after conversion.
4. Every round-trip test input under test/dialects round-trips; only ops
   that upstream's other dialect lacks are skipped, and only because the
   pass reports them.

Where jax is installed, the round-trip inputs are also compared with what
upstream's passes (jaxlib's `stablehlo-legalize-to-hlo` and
`hlo-legalize-to-stablehlo`) make of them.
"""

from __future__ import annotations

import difflib
import io
import re
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest
from hlo_testing import interpret, skip_without_jax_quant
from xdsl.dialects import func
from xdsl.dialects.builtin import FileLineColLoc, IntegerType, ModuleOp, TensorType
from xdsl.printer import Printer

from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.tools import ai_opt as ai_opt_driver

HERE = Path(__file__).parent
MODELS_DIR = HERE.parents[1] / "examples" / "models"
DIALECT_TESTS = HERE.parent / "dialects"

TO_MHLO = "--stablehlo-legalize-to-mhlo"
TO_STABLEHLO = "--mhlo-legalize-to-stablehlo"
DEBUGINFO = "--mlir-print-debuginfo"

STABLEHLO_SAMPLES = sorted(MODELS_DIR.glob("*.stablehlo.mlir"))
MHLO_SAMPLES = sorted(MODELS_DIR.glob("*.mhlo.mlir"))
SAMPLE_PAIRS = sorted(path.name.removesuffix(".mhlo.mlir") for path in MHLO_SAMPLES)
"""Models whose `.mhlo.mlir` upstream's stablehlo-legalize-to-hlo made from the `.stablehlo.mlir`."""


def _inputs(prefix: str) -> list[Path]:
    return sorted(path for path in DIALECT_TESTS.glob(f"{prefix}-*.mlir") if not path.name.endswith("-invalid.mlir"))


STABLEHLO_INPUTS = _inputs("stablehlo")
MHLO_INPUTS = _inputs("mhlo")

UPSTREAM_PASSES = {TO_MHLO: "stablehlo-legalize-to-hlo", TO_STABLEHLO: "hlo-legalize-to-stablehlo"}
"""Upstream's name of each pass."""


def round_trip(path: Path) -> tuple[str, str]:
    """The pass that takes the dialect of sample or test input `path` to the other dialect, and the one back."""
    if path.name.startswith("mhlo-") or path.name.endswith(".mhlo.mlir"):
        return TO_STABLEHLO, TO_MHLO
    return TO_MHLO, TO_STABLEHLO


REPORTABLE = {
    TO_MHLO: {"stablehlo.unary_einsum"},
    TO_STABLEHLO: {
        f"mhlo.{mnemonic}"
        for mnemonic in (
            "add_dependency", "bitcast", "compute_reshape_shape", "copy", "domain", "fusion",
            "minimum_broadcast_shapes", "stochastic_convert", "trace", "xla.rng_get_and_update_state",
        )
    },
}  # fmt: skip
"""The ops each pass may report: those upstream's target dialect has no op (or encoding) for."""

REASONS = ("error: UnaryEinsumOp is deprecated and not supported in MHLO",)
"""Errors upstream's patterns emit before the conversion reports the op they are about."""

_CONTEXT = default_registry().make_context()
_FAILED_TO_LEGALIZE = re.compile(
    r"^(.*):(\d+):(\d+): error: failed to legalize operation '([^']+)' that was explicitly marked illegal$"
)


@dataclass(frozen=True)
class Run:
    """What one ai-opt run gave."""

    returncode: int
    stdout: str
    stderr: str


def ai_opt(source: Path | str, *flags: str) -> Run:
    """Run ai-opt (its driver, in this process) on a file or on text."""
    argument, text = (str(source), "") if isinstance(source, Path) else ("-", source)
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = ai_opt_driver.main([*flags, argument], stdin=io.StringIO(text))
    return Run(status, out.getvalue(), err.getvalue())


def ai_opt_ok(source: Path | str, *flags: str) -> str:
    """What ai-opt prints for `source`, which it must accept."""
    result = ai_opt(source, *flags)
    assert result.returncode == 0, result.stderr
    return result.stdout


def _normalize_ssa_names(text: str) -> str:
    """Rename SSA values `%v0, %v1, ...` in order of appearance, afresh in each function."""
    names: dict[str, str] = {}
    lines = []
    for line in text.splitlines():
        if line.lstrip().startswith("func.func"):
            names = {}
        lines.append(re.sub(r"%[\w$.\-]+", lambda m: names.setdefault(m.group(0), f"%v{len(names)}"), line))
    return "\n".join(lines)


def assert_same_structure(actual: str, expected: str) -> None:
    """The two modules are equal up to SSA names and property order (shows a diff when not)."""
    actual_module = parse_module(_CONTEXT, actual, "actual.mlir")
    expected_module = parse_module(_CONTEXT, expected, "expected.mlir")
    if not actual_module.is_structurally_equivalent(expected_module):
        diff = difflib.unified_diff(
            _normalize_ssa_names(expected).splitlines(),
            _normalize_ssa_names(actual).splitlines(),
            "expected",
            "actual",
            lineterm="",
        )
        pytest.fail("modules differ:\n" + "\n".join(diff))


def _print(module: ModuleOp) -> str:
    stream = io.StringIO()
    Printer(stream=stream).print_op(module)
    return stream.getvalue()


def without_reported_ops(path: Path, flag: str) -> tuple[str, list[str]]:
    """The input `path` without the ops pass `flag` reports, and the names of those ops.

    A reported op whose results are used takes its whole function with it.
    Every error must be a `failed to legalize operation` for an op in
    `REPORTABLE[flag]`; an input the pass converts comes back whole. The
    pass reports the first such op only (upstream's full conversion), so
    the input is run again without it until the pass succeeds.
    """
    text = path.read_text()
    reported: list[str] = []
    while True:
        result = ai_opt(text, flag)
        if result.returncode == 0:
            return text, sorted(reported)
        found = {}
        for line in result.stderr.splitlines():
            if ": error: " not in line or line.endswith(REASONS):
                continue
            match = _FAILED_TO_LEGALIZE.match(line)
            assert match is not None and match[1] == "<stdin>", f"unexpected diagnostic: {line}"
            assert match[4] in REPORTABLE[flag], f"{flag} must not report {match[4]}"
            found[int(match[2]), int(match[3])] = match[4]
        assert found, result.stderr
        module = parse_module(_CONTEXT, text, "<stdin>")
        for function in list(module.body.block.ops):
            for op in list(function.walk()):
                location = op.location
                if not isinstance(location, FileLineColLoc) or (location.line.data, location.column.data) not in found:
                    continue
                if any(result.uses for result in op.results):
                    function.detach()
                    break
                op.detach()
        # The next run reports locations in this text.
        reported += found.values()
        text = _print(module)


# ---------------------------------------------------------------------------
# 1. JAX samples round-trip exactly


@pytest.mark.parametrize("path", STABLEHLO_SAMPLES + MHLO_SAMPLES, ids=lambda p: p.name)
def test_jax_sample_round_trips_exactly(path):
    there, back = round_trip(path)
    assert ai_opt_ok(ai_opt_ok(path, there), back) == ai_opt_ok(path)
    assert ai_opt_ok(path, DEBUGINFO, there, back) == ai_opt_ok(path, DEBUGINFO)


# ---------------------------------------------------------------------------
# 2. Converting a JAX sample gives what upstream's conversion gave


@pytest.mark.parametrize("name", SAMPLE_PAIRS)
def test_stablehlo_sample_converts_to_upstream_mhlo(name):
    converted = ai_opt_ok(MODELS_DIR / f"{name}.stablehlo.mlir", TO_MHLO)
    assert "stablehlo." not in converted
    assert_same_structure(converted, ai_opt_ok(MODELS_DIR / f"{name}.mhlo.mlir"))


@pytest.mark.parametrize("name", SAMPLE_PAIRS)
def test_mhlo_sample_converts_to_jax_stablehlo(name):
    converted = ai_opt_ok(MODELS_DIR / f"{name}.mhlo.mlir", TO_STABLEHLO)
    assert "mhlo." not in converted.replace("mhlo.num_", "")
    assert_same_structure(converted, ai_opt_ok(MODELS_DIR / f"{name}.stablehlo.mlir"))


# ---------------------------------------------------------------------------
# 3. The interpreter gets the same results before and after conversion


def random_inputs(text: str, seed: int = 0) -> list[np.ndarray]:
    """Random arguments for `@main` of `text`: normal floats, small non-negative integers, random predicates."""
    module = parse_module(_CONTEXT, text, "inputs.mlir")
    main = next(op for op in module.body.block.ops if isinstance(op, func.FuncOp) and op.sym_name.data == "main")
    rng = np.random.default_rng(seed)
    inputs = []
    for type_ in main.function_type.inputs.data:
        assert isinstance(type_, TensorType)
        shape, element = tuple(type_.get_shape()), type_.get_element_type()
        if isinstance(element, IntegerType) and element.width.data == 1:
            inputs.append(rng.integers(0, 2, shape).astype(bool))
        elif isinstance(element, IntegerType):
            inputs.append(rng.integers(0, 4, shape))
        else:
            inputs.append(rng.standard_normal(shape))
    return inputs


def assert_same_results(original: str, converted: str) -> None:
    inputs = random_inputs(original)
    for expected, actual in zip(interpret(original, inputs), interpret(converted, inputs), strict=True):
        np.testing.assert_array_equal(actual, expected)


PROGRAMS = {
    "control_flow": """
func.func @main(%n: tensor<i32>, %x: tensor<3xf32>, %p: tensor<i1>, %k: tensor<i32>) -> (tensor<3xf32>, tensor<f32>, tensor<f32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %w:2 = stablehlo.while(%i = %zero, %acc = %x) : tensor<i32>, tensor<3xf32>
    cond {
      %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %next = stablehlo.add %i, %one : tensor<i32>
      %twice = stablehlo.add %acc, %acc : tensor<3xf32>
      stablehlo.return %next, %twice : tensor<i32>, tensor<3xf32>
    }
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  %if = "stablehlo.if"(%p) ({
    stablehlo.return %sum : tensor<f32>
  }, {
    %neg = stablehlo.negate %sum : tensor<f32>
    stablehlo.return %neg : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  %case = "stablehlo.case"(%k) ({
    stablehlo.return %init : tensor<f32>
  }, {
    %e = stablehlo.exponential %sum : tensor<f32>
    stablehlo.return %e : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  return %w#1, %if, %case : tensor<3xf32>, tensor<f32>, tensor<f32>
}
""",
    "indexing": """
func.func @main(%x: tensor<3x4xf32>, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<4x3xf32>) {
  %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  %s = "stablehlo.scatter"(%x, %i, %u) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
  ^bb0(%old: tensor<f32>, %new: tensor<f32>):
    %sum = stablehlo.add %old, %new : tensor<f32>
    stablehlo.return %sum : tensor<f32>
  }) : (tensor<3x4xf32>, tensor<2x1xi32>, tensor<2x4xf32>) -> tensor<3x4xf32>
  %sorted = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %r = stablehlo.reverse %x, dims = [1] : tensor<3x4xf32>
  %t = stablehlo.transpose %r, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
  return %g, %s, %sorted, %t : tensor<2x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<4x3xf32>
}
""",
    "windows": """
func.func @main(%x: tensor<1x5x5x2xf32>, %k: tensor<3x3x2x3xf32>) -> (tensor<1x3x5x3xf32>, tensor<1x4x4x2xf32>, tensor<3x9xf32>) {
  %c = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 1], [1, 1]], reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x3x5x3xf32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = "stablehlo.reduce_window"(%x, %init) <{window_dimensions = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %max = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %max : tensor<f32>
  }) : (tensor<1x5x5x2xf32>, tensor<f32>) -> tensor<1x4x4x2xf32>
  %flat = stablehlo.reshape %k : (tensor<3x3x2x3xf32>) -> tensor<3x18xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %p = stablehlo.pad %flat, %zero, low = [0, 1], high = [0, -10], interior = [0, 0] : (tensor<3x18xf32>, tensor<f32>) -> tensor<3x9xf32>
  return %c, %m, %p : tensor<1x3x5x3xf32>, tensor<1x4x4x2xf32>, tensor<3x9xf32>
}
""",
}
"""stablehlo programs for the numerical check, beyond the JAX samples: control flow, indexing, windows."""

MHLO_ONLY_PROGRAM = """
func.func @main(%x: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x2xf32>, tensor<2x2xi32>) {
  %e = mhlo.erf %x : tensor<2x5xf32>
  %v, %i = mhlo.topk(%x, k = 2, largest = false) : tensor<2x5xf32> -> (tensor<2x2xf32>, tensor<2x2xi32>)
  return %e, %v, %i : tensor<2x5xf32>, tensor<2x2xf32>, tensor<2x2xi32>
}
"""
"""mhlo-only erf and topk, which cross stablehlo as custom calls."""


@pytest.mark.parametrize("path", STABLEHLO_SAMPLES + MHLO_SAMPLES, ids=lambda p: p.name)
def test_jax_sample_results_survive_conversion(path):
    there, back = round_trip(path)
    original = ai_opt_ok(path)
    converted = ai_opt_ok(path, there)
    assert_same_results(original, converted)
    assert_same_results(original, ai_opt_ok(converted, back))


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_program_results_survive_conversion(name):
    original = ai_opt_ok(PROGRAMS[name])
    converted = ai_opt_ok(original, TO_MHLO)
    assert "stablehlo." not in converted
    assert_same_results(original, converted)
    assert_same_results(original, ai_opt_ok(converted, TO_STABLEHLO))


def test_mhlo_only_ops_survive_stablehlo():
    original = ai_opt_ok(MHLO_ONLY_PROGRAM)
    encoded = ai_opt_ok(original, TO_STABLEHLO)
    assert "stablehlo.custom_call @mhlo.erf" in encoded and "stablehlo.custom_call @mhlo.topk" in encoded
    decoded = ai_opt_ok(encoded, TO_MHLO)
    assert decoded == original
    assert_same_results(original, decoded)


# ---------------------------------------------------------------------------
# 4. The dialects' round-trip test inputs round-trip


@pytest.mark.parametrize("path", STABLEHLO_INPUTS + MHLO_INPUTS, ids=lambda p: p.name)
def test_round_trip_input_round_trips(path):
    there, back = round_trip(path)
    text, _ = without_reported_ops(path, there)
    expected = ai_opt_ok(text)
    assert ai_opt_ok(text, there, back) == expected
    through_text = ai_opt_ok(ai_opt_ok(text, there), back)
    if there == TO_MHLO:
        assert through_text == expected
    else:
        # Parsing stablehlo's pretty forms fixes the order of the properties
        # that mhlo's generic forms print in the order they were given.
        assert_same_structure(through_text, expected)


def test_only_ops_upstream_lacks_are_reported():
    reported = {
        path.name: ops
        for path in STABLEHLO_INPUTS + MHLO_INPUTS
        if (ops := without_reported_ops(path, round_trip(path)[0])[1])
    }
    assert reported == {
        "stablehlo-linalg-ops.mlir": ["stablehlo.unary_einsum"],
        # The first op reported in a function whose result is used takes the function (and the other
        # ops the pass would report in it: bitcast, domain, ... each have their own chunk in
        # test/lowering/mhlo-legalize-to-stablehlo.mlir) with it.
        "mhlo-control-flow.mlir": ["mhlo.add_dependency", "mhlo.fusion", "mhlo.trace", "mhlo.trace"],
        "mhlo-linalg-ops.mlir": ["mhlo.stochastic_convert"],
        "mhlo-shape-ops.mlir": [
            "mhlo.compute_reshape_shape", "mhlo.copy", "mhlo.copy", "mhlo.copy", "mhlo.minimum_broadcast_shapes",
        ],
    }  # fmt: skip


# ---------------------------------------------------------------------------
# Upstream's passes on the same inputs (needs jax)


def upstream(text: str, pass_name: str | None = None) -> str:
    """What ai-opt prints for `text` after upstream parsed it, ran pass `pass_name` (if any) and printed it.

    Both sides of a comparison go through upstream's printer, which leaves
    out default-valued attributes that ai-opt prints (`largest = true`).
    """
    jax_mlir = pytest.importorskip("jax._src.interpreters.mlir", reason="needs jax (pip install -e '.[jax]')")
    from jaxlib.mlir import ir, passmanager
    from jaxlib.mlir.dialects import mhlo

    context = jax_mlir.make_ir_context()
    mhlo.register_mhlo_passes()
    with context:
        module = ir.Module.parse(text)
        if pass_name is not None:
            passmanager.PassManager.parse(f"builtin.module({pass_name})").run(module.operation)
        return ai_opt_ok(str(module))


@pytest.mark.parametrize("path", STABLEHLO_INPUTS + MHLO_INPUTS, ids=lambda p: p.name)
def test_round_trip_input_converts_as_upstream(path):
    skip_without_jax_quant(path.name)
    there, back = round_trip(path)
    text = ai_opt_ok(without_reported_ops(path, there)[0])
    converted = upstream(text, UPSTREAM_PASSES[there])
    assert_same_structure(upstream(ai_opt_ok(text, there)), converted)
    assert_same_structure(upstream(ai_opt_ok(converted, back)), upstream(converted, UPSTREAM_PASSES[back]))


def test_mhlo_only_ops_encode_as_upstream():
    upstream_stablehlo = upstream(MHLO_ONLY_PROGRAM, "hlo-legalize-to-stablehlo")
    assert_same_structure(upstream(ai_opt_ok(MHLO_ONLY_PROGRAM, TO_STABLEHLO)), upstream_stablehlo)
