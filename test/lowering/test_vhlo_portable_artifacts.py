"""StableHLO portable artifacts (the `vhlo` dialect) of 33 JAX programs and of a module of the ops JAX programs do
not show (Inputs/vhlo/ops.source.mlir), made once with jaxlib 1.17.0 (Inputs/vhlo/make_vhlo_fixtures.py; these
tests need no jax):

1. ai-opt reads jaxlib's VHLO text and prints it back as jaxlib printed it, and reads the artifact (bytecode) to
   the same text.
2. `--vhlo-legalize-to-stablehlo` gives what jaxlib's `deserialize_portable_artifact` gives, op for op, attribute
   for attribute (generic form), and the same custom-form text as ai-opt prints for jaxlib's result.
3. The converted programs compute what the reference interpreter computes on them, and `aiopt.compile_stablehlo`
   runs the artifact's bytes as they are.
4. The programs with LAPACK custom calls (linalg_inv, svd, eigh, qr, expm; also linalg, custom_call), whose
   calls carry `sdy.sharding_rule = #sdy.op_sharding_rule<...>` in the sdy dialect's bytecode encoding
   (aiopt.dialects.sdy_bytecode), load, legalize to what jaxlib deserializes and give jax.jit's stored results.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from hlo_testing import interpret
from tool_testing import run_tool

from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

INPUTS = Path(__file__).parent / "Inputs" / "vhlo"
NAMES = sorted(path.name.removesuffix(".vhlo.mlir") for path in INPUTS.glob("*.vhlo.mlir"))


def _grouped_results(text: str) -> str:
    """`%a, %b = op` (jaxlib names each result of an op with several: `%output_state, %output`) as aiopt writes
    it, `%a:2 = op`, with the uses `%a#0` and `%a#1`."""
    for match in re.finditer(r"^\s*(%[\w.$-]+(?:, %[\w.$-]+)+) = ", text, re.M):
        names = match.group(1).split(", ")
        first = names[0]
        text = text.replace(match.group(0), match.group(0).replace(match.group(1), f"{first}:{len(names)}"), 1)
        for index, name in enumerate(names):
            text = re.sub(re.escape(name) + r"(?![\w.$#:-])", f"{first}#{index}", text)
    return text


def normalized(text: str) -> list[str]:
    """`text`'s lines with SSA names numbered in order of appearance, afresh in each function (jaxlib names
    constants `%cst`, `%c_0` and results `%output_state`; aiopt numbers them)."""
    lines: list[str] = []
    names: dict[str, str] = {}
    for line in _grouped_results(text).splitlines():
        if "func.func" in line or "vhlo.func_v1" in line:
            names = {}

        def rename(match: re.Match) -> str:
            base, _, index = match.group(0).partition("#")
            names.setdefault(base, f"%v{len(names)}")
            return names[base] + (f"#{index}" if index else "")

        lines.append(re.sub(r"%[\w.$-]+(#\d+)?", rename, line))
    return lines


def ai_opt(*args: str) -> str:
    result = run_tool("ai-opt", *args)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.parametrize("name", NAMES)
def test_vhlo_text_prints_back_as_jaxlib_printed_it(name):
    path = INPUTS / f"{name}.vhlo.mlir"
    printed = ai_opt(str(path))
    expected = normalized(path.read_text())
    actual = normalized(printed)
    assert actual == expected


@pytest.mark.parametrize("name", NAMES)
def test_artifact_reads_as_jaxlib_printed_its_vhlo(name):
    from_bytecode = ai_opt(str(INPUTS / f"{name}.mlirbc"))
    from_text = ai_opt(str(INPUTS / f"{name}.vhlo.mlir"))
    assert from_bytecode == from_text


@pytest.mark.parametrize("name", NAMES)
def test_legalized_vhlo_is_jaxlib_deserialization(name):
    ours = ai_opt("--vhlo-legalize-to-stablehlo", "--mlir-print-op-generic", str(INPUTS / f"{name}.vhlo.mlir"))
    theirs = ai_opt("--mlir-print-op-generic", str(INPUTS / f"{name}.stablehlo.mlir"))
    assert normalized(ours) == normalized(theirs)


@pytest.mark.parametrize("name", NAMES)
def test_legalized_vhlo_prints_as_jaxlib_deserialization(name):
    ours = ai_opt("--vhlo-legalize-to-stablehlo", str(INPUTS / f"{name}.vhlo.mlir"))
    theirs = ai_opt(str(INPUTS / f"{name}.stablehlo.mlir"))
    assert normalized(ours) == normalized(theirs)


def _random_inputs(module, rng) -> list[np.ndarray]:
    from xdsl.dialects.builtin import TensorType

    main = next(op for op in module.body.block.ops if getattr(op, "sym_name", None) and op.sym_name.data == "main")
    inputs = []
    for arg_type in main.function_type.inputs:
        assert isinstance(arg_type, TensorType)
        shape = [4 if d < 0 else d for d in arg_type.get_shape()]
        element = str(arg_type.element_type)
        if element.startswith(("i", "ui")):
            dtype = {"i1": np.bool_, "i32": np.int32, "i64": np.int64, "ui32": np.uint32, "ui64": np.uint64}[element]
            array = rng.integers(0, 3, shape).astype(dtype)
        else:
            array = rng.standard_normal(shape).astype(np.float32)
        inputs.append(array)
    return inputs


# Programs whose dynamic shapes or custom calls the compiled road and the interpreter both take with fixed inputs.
NUMERIC = [n for n in NAMES if n not in ("poly", "poly2", "rng_bit_generator", "composite", "f8", "random", "ops")]


@pytest.mark.parametrize("name", NUMERIC)
def test_legalized_program_computes_as_the_interpreter(name):
    import aiopt

    text = ai_opt("--vhlo-legalize-to-stablehlo", str(INPUTS / f"{name}.vhlo.mlir"))
    module = parse_module(default_registry().make_context(), text, f"{name}.mlir")
    inputs = _random_inputs(module, np.random.default_rng(0))
    expected = interpret(text, inputs)
    actual = aiopt.compile_stablehlo(text, cache=False).call(*inputs)
    assert len(actual) == len(expected)
    for got, want in zip(actual, expected, strict=True):
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=2e-5, atol=2e-5)


@pytest.mark.parametrize("name", ["tanh_add", "dot_general", "while", "cond_case", "scatter_gather"])
def test_artifact_bytes_compile_and_run(name):
    import aiopt

    text = ai_opt("--vhlo-legalize-to-stablehlo", str(INPUTS / f"{name}.vhlo.mlir"))
    module = parse_module(default_registry().make_context(), text, f"{name}.mlir")
    inputs = _random_inputs(module, np.random.default_rng(1))
    expected = interpret(text, inputs)
    compiled = aiopt.compile_stablehlo((INPUTS / f"{name}.mlirbc").read_bytes(), cache=False)
    for got, want in zip(compiled.call(*inputs), expected, strict=True):
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=2e-5, atol=2e-5)


REFERENCE = sorted(path.name.removesuffix(".npz") for path in INPUTS.glob("*.npz"))
"""Programs whose LAPACK custom calls carry `sdy.sharding_rule = #sdy.op_sharding_rule<...>` (custom-encoded by
the sdy dialect in the artifact), with jax.jit's results on stored inputs (NAME.npz)."""


def test_sharding_rule_programs_are_there():
    assert REFERENCE == ["eigh", "expm", "linalg_inv", "qr", "svd"]
    for name in REFERENCE:
        assert "#sdy.op_sharding_rule<" in (INPUTS / f"{name}.stablehlo.mlir").read_text()


@pytest.mark.parametrize("name", REFERENCE)
def test_artifact_with_sharding_rules_runs_as_jax_jit(name):
    """The artifact's bytes (sdy attributes and all) compiled give what jax.jit gave when it was made."""
    import aiopt

    stored = np.load(INPUTS / f"{name}.npz")
    inputs = [stored[f"in{i}"] for i in range(sum(key.startswith("in") for key in stored.files))]
    expected = [stored[f"out{i}"] for i in range(sum(key.startswith("out") for key in stored.files))]
    actual = aiopt.compile_stablehlo((INPUTS / f"{name}.mlirbc").read_bytes(), cache=False).call(*inputs)
    assert len(actual) == len(expected)
    for got, want in zip(actual, expected, strict=True):
        assert np.asarray(got).shape == want.shape and np.asarray(got).dtype == want.dtype
        np.testing.assert_allclose(np.asarray(got), want, rtol=2e-3, atol=2e-3)


def test_a_fresh_jax_export_runs_as_jax_computes():
    """With jax installed: this jax's `jax.export` artifacts (its StableHLO version, not the fixtures') compiled
    from their bytes give jax.jit's results."""
    jax = pytest.importorskip("jax", reason="needs jax (pip install -e '.[jax]')")
    jnp = pytest.importorskip("jax.numpy")
    from jax import export

    import aiopt

    rng = np.random.default_rng(2)
    x = rng.standard_normal((4, 3)).astype(np.float32)
    w = rng.standard_normal((3, 5)).astype(np.float32)
    programs = [
        (lambda a: jnp.tanh(a) + 1, (x,)),
        (lambda a, b: jax.nn.softmax(a @ b, axis=-1), (x, w)),
        (lambda a: jax.lax.fori_loop(0, 3, lambda i, c: c * 1.5 + i, a), (x,)),
        # LAPACK custom calls with sdy.sharding_rule attributes
        (lambda a: jnp.abs(jnp.linalg.qr(a)[1]), (x,)),
        (lambda a: jnp.linalg.eigh(a @ a.T)[0], (x,)),
    ]
    for function, args in programs:
        shapes = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in args]
        artifact = export.export(jax.jit(function))(*shapes).mlir_module_serialized
        (got,) = aiopt.compile_stablehlo(artifact, cache=False).call(*args)
        np.testing.assert_allclose(got, np.asarray(jax.jit(function)(*args)), rtol=1e-5, atol=1e-5)
