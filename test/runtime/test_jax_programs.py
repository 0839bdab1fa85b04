"""Compiled code computes what the reference interpreter computes on programs JAX exported (no jax needed).

The programs of `Inputs/jax_programs/` are `bench/jax_programs.py`'s corpus
(an MLP, causal attention, a conv net with pooling and batch norm, a scan
RNN, threefry random numbers, backward passes, vmap, sort, scatter, LSTM and
GRU gradients, KV-cache decoding, special functions' loops, programs
sharded over a 2x2 mesh with Shardy's `sdy` ops: jit shardings, sharding
constraints, shard_map with collectives, ...):
`NAME.mlir` is the text of `jax.jit(f).lower(*inputs).as_text()` (of
`jax.export` with a symbolic batch for export_polymorphic_batch) and
`NAME.npz` its random inputs (`arg0`, ...), written by
`bench/jax_programs.py --write-corpus test/runtime/Inputs/jax_programs`.
Each is compiled for the CPU (`compile_entries`, the default pipeline, the
programs of a run in one module as `@<name>_main`: one pipeline run and one
JIT), run on its inputs and compared with the interpreter: integers and
booleans exactly, floats within a tolerance for their type (sums are
reordered and math functions are polynomials), NaN where the interpreter
has NaN. Every program of the corpus compiles.

Compiling takes one to two seconds a program (about 100 s for the corpus),
so a plain run takes `QUICK`, a few programs that cover attention, gathers
and scatters, vmap, bf16/f16 and integer dots, LAPACK's factorizations and
eigh/svd, shard_map, special functions' loops, reduce bodies of jax's
writing (calling a function), the Schur form (gees, real and complex), integer division by zero and of INT_MIN by -1,
argmax pooling (a variadic reduce_window), a cumulative sum along a symbolic
axis (`custom_call @stablehlo.dynamic_reduce_window`), "SAME" convolutions
and pooling over symbolic spatial sizes, a ViT's attention over layernorm'd tokens (`h h^T`, a reduction
reading one fused producer twice), LAPACK calls and FFTs over a symbolic batch (the calls' shape operands);
`AIOPT_JAX_CORPUS=all` takes every program (as `bench/jax_programs.py` does,
against jax too).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile_entries
from aiopt.support.diagnostics import RuntimeCheckError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CORPUS = Path(__file__).parent / "Inputs" / "jax_programs"
NAMES = sorted(p.stem for p in CORPUS.glob("*.mlir"))
CONTEXT = default_registry().make_context()

TOLERANCE = {"f2": 2e-3, "f4": 1e-5, "f8": 1e-12, "c8": 1e-5, "c16": 1e-12}
"""Relative and absolute tolerance by float kind and size (bench/difftest.py's for transcendental functions)."""

QUICK = (
    "attention_causal",
    "grad_embedding_gather",
    "int8_matmul",
    "linalg_cholesky_solve",
    "linalg_eigh_svd",
    "linalg_qr",
    "linalg_schur",
    "transformer_block_bf16",
    "mixed_precision_bf16_f16",
    "vmap_dynamic_slice",
    "vmap_per_example_grads",
    "export_polymorphic_batch",
    "shard_map_collectives",
    "shard_map_partial_manual",
    "shard_map_ring_loop",
    "shard_map_nested",
    "special_functions",
    "custom_reduce_bodies",
    "integer_division_edges",
    "pooling_strides_padding_variadic",
    "export_polymorphic_reductions_scan",
    "export_polymorphic_conv_spatial",
    "vit_patch_embedding_cls_pool",
    "export_polymorphic_linalg_batched",
    "export_polymorphic_fft_batch",
)
"""The programs of a plain run (see the module docstring)."""

CHOSEN = [n for n in NAMES if os.environ.get("AIOPT_JAX_CORPUS") == "all" or n in QUICK]

_SYMBOL = re.compile(r"(?<!custom_call )@([A-Za-z_][\w$.]*)")
"""A symbol reference, not a custom call's target (`custom_call @lapack_spotrf_ffi`)."""


def _text(name: str) -> str:
    return (CORPUS / f"{name}.mlir").read_text()


def _batchable(name: str) -> bool:
    """Whether the text is one `module @jit_f { ... }` (jax.export's has location aliases before it: alone)."""
    return _text(name).startswith("module @")


def _body(name: str) -> str:
    """The program's functions with their symbols prefixed by `<name>_`, out of its `module @jit_f { ... }`."""
    lines = _text(name).rstrip().splitlines()
    assert lines[-1] == "}", name
    return _SYMBOL.sub(lambda m: f"@{name}_{m.group(1)}", "\n".join(lines[1:-1]))


_COMPILED: dict[str, object] = {}


def compiled(name: str):
    """The compiled `@main` of `name`: from one module of the batchable chosen programs, or alone."""
    if not _COMPILED:
        batch = [n for n in CHOSEN if _batchable(n)]
        text = "module {\n" + "\n".join(_body(n) for n in batch) + "\n}\n"
        functions = compile_entries(text, [f"{n}_main" for n in batch], filename="jax_programs.mlir")
        _COMPILED.update({n: functions[f"{n}_main"] for n in batch})
    if name not in _COMPILED:
        _COMPILED[name] = compile_entries(_text(name), ["main"], filename=f"{name}.mlir")["main"]
    return _COMPILED[name]


def inputs(name: str) -> list[np.ndarray]:
    with np.load(CORPUS / f"{name}.npz") as arrays:
        return [arrays[f"arg{i}"] for i in range(len(arrays.files))]


def assert_close(actual: np.ndarray, expected: np.ndarray, what: str) -> None:
    assert actual.shape == expected.shape and actual.dtype == expected.dtype, (what, actual.shape, actual.dtype)
    if expected.dtype.kind in "fc":
        tolerance = TOLERANCE[f"{expected.dtype.kind}{expected.dtype.itemsize}"]
        np.testing.assert_allclose(actual, expected, rtol=tolerance, atol=tolerance, equal_nan=True, err_msg=what)
    else:
        np.testing.assert_array_equal(actual, expected, err_msg=what)


@pytest.mark.parametrize("name", CHOSEN)
def test_compiled_matches_the_interpreter(name: str) -> None:
    arguments = inputs(name)
    module = parse_module(CONTEXT, _text(name), f"{name}.mlir")
    expected = run_function(module, "main", [x.copy() for x in arguments])
    actual = compiled(name).call(*[x.copy() for x in arguments])
    assert len(actual) == len(expected)
    for i, (a, e) in enumerate(zip(actual, expected)):
        assert_close(np.asarray(a), np.asarray(e), f"{name}: result #{i}")


def test_a_polymorphic_export_takes_any_batch_and_checks_its_shapes() -> None:
    """jax.export with a symbolic batch `b`: other batches than the exported inputs' run; b = 0 and labels of
    another length fail jax's shape assertions, in compiled code and in the interpreter, with jax's message
    and its `{0}`, `{1}` filled in with the sizes found, as jax does (compiled code kept them as written)."""
    name = "export_polymorphic_batch"
    x, w, labels = inputs(name)
    module = parse_module(CONTEXT, _text(name), f"{name}.mlir")
    good = [x[:3], w, labels[:3]]
    for a, e in zip(compiled(name).call(*good), run_function(module, "main", good)):
        assert_close(np.asarray(a), np.asarray(e), name)
    mismatch = (rf"Found inconsistency between dimension size args\[2\]\.shape\[0\] \(= 2\) and the specification "
                rf"'b' \(= {len(x)}\)\..* Obtained dimension variables: 'b' = {len(x)} from")  # fmt: skip
    for bad, what in [([x[:0], w, labels[:0]], "Expected value >= 1 for dimension variable 'b'.* 'b' = 0 from"),
                      ([x, w, labels[:2]], mismatch)]:  # fmt: skip
        with pytest.raises(RuntimeCheckError, match=what) as from_compiled:
            compiled(name).call(*bad)
        with pytest.raises(RuntimeCheckError, match=what) as interpreted:
            run_function(module, "main", bad)
        assert "{" not in str(from_compiled.value)
        assert str(from_compiled.value).split(" op ", 1)[1] == str(interpreted.value).split(" op ", 1)[1]


@pytest.mark.parametrize("name", ["export_polymorphic_linalg_batched", "export_polymorphic_fft_batch"])
def test_linalg_and_fft_over_a_symbolic_batch_take_any_batch(name: str) -> None:
    """LAPACK calls (with their results' shapes as operands) and FFTs over jax.export's symbolic batch `b`: the
    compiled function computes what the interpreter does for one matrix (signal) and for five."""
    arguments = inputs(name)
    module = parse_module(CONTEXT, _text(name), f"{name}.mlir")
    for batch in (1, 5):
        given = [np.resize(x, (batch, *x.shape[1:])) for x in arguments]
        expected = run_function(module, "main", [x.copy() for x in given])
        for i, (a, e) in enumerate(zip(compiled(name).call(*given), expected, strict=True)):
            assert_close(np.asarray(a), np.asarray(e), f"{name} (b = {batch}): result #{i}")


def test_the_corpus_is_there() -> None:
    assert len(NAMES) >= 40
    assert all((CORPUS / f"{n}.npz").exists() for n in NAMES)
    assert set(QUICK) <= set(NAMES)
