"""The reference interpreter runs compiled collectives' runtime calls (`aiopt_collective_<N>_<n>`).

Each program with a collective is lowered by `hlo-to-gpu-pipeline` up to
`gpu-kernel-outlining` (its collectives become runtime calls, its other ops
kernels) and run by the interpreter on 1 and on 2 replicas (`run_spmd`, a
thread each); its results must equal the interpreter's on the original
program, replica by replica.
"""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp

from aiopt.lowering.runtime_abi import COLLECTIVE
from aiopt.reference.collectives import run_spmd
from aiopt.reference.interpreter import run_function
from aiopt.reference.runtime_collectives import COLLECTIVE_PREFIX, is_collective_function
from aiopt.support.diagnostics import DiagnosticError, RuntimeCheckError
from aiopt.support.parsing import parse_module
from aiopt.support.pass_pipeline import (
    OpPassManager,
    PassInstrumentation,
    build_pass_manager,
    parse_pipeline_text,
    run_pass_manager,
)
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.hlo_to_gpu_pipeline import stages

GROUPS = {1: "dense<0> : tensor<1x1xi64>", 2: "dense<[[0, 1]]> : tensor<1x2xi64>"}
PAIRS = {1: "dense<[[0, 0]]> : tensor<1x2xi64>", 2: "dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>"}


def _reduction(op: str, element: str, attrs: str, out: str, reducer: str = "add") -> str:
    return f"""
    %c = "stablehlo.{op}"(%x) ({{
    ^bb0(%a: tensor<{element}>, %b: tensor<{element}>):
      %s = "stablehlo.{reducer}"(%a, %b) : (tensor<{element}>, tensor<{element}>) -> tensor<{element}>
      "stablehlo.return"(%s) : (tensor<{element}>) -> ()
    }}) {{{attrs}}} : (tensor<4x6x{element}>) -> tensor<{out}>"""


def _program(kind: str, replicas: int, element: str = "f32") -> tuple[str, str]:
    """A program whose collective of %x (4x6) feeds an add; and the shape of its result."""
    groups = f"replica_groups = {GROUPS[replicas]}"
    if kind == "all_reduce":
        body, out = _reduction("all_reduce", element, groups, f"4x6x{element}", "maximum"), f"4x6x{element}"
    elif kind == "reduce_scatter":
        out = f"4x{6 // replicas}x{element}"
        body = _reduction("reduce_scatter", element, f"scatter_dimension = 1 : i64, {groups}", out)
    elif kind == "all_gather":
        out = f"{4 * replicas}x6x{element}"
        body = f"""
    %c = "stablehlo.all_gather"(%x) {{all_gather_dim = 0 : i64, {groups}}} : (tensor<4x6x{element}>) -> tensor<{out}>"""
    elif kind == "all_to_all":
        out = f"{4 * replicas}x{6 // replicas}x{element}"
        body = f"""
    %c = "stablehlo.all_to_all"(%x) {{split_dimension = 1 : i64, concat_dimension = 0 : i64,
      split_count = {replicas} : i64, {groups}}} : (tensor<4x6x{element}>) -> tensor<{out}>"""
    elif kind == "collective_permute":
        out = f"4x6x{element}"
        body = f"""
    %c = "stablehlo.collective_permute"(%x) {{source_target_pairs = {PAIRS[replicas]}}} : (tensor<4x6x{element}>) -> tensor<{out}>"""
    elif kind == "collective_broadcast":
        out = f"4x6x{element}"
        body = f"""
    %c = "stablehlo.collective_broadcast"(%x) {{{groups}}} : (tensor<4x6x{element}>) -> tensor<{out}>"""
    else:
        assert kind == "replica_id"
        out = f"4x6x{element}"
        body = f"""
    %i = "stablehlo.replica_id"() : () -> tensor<ui32>
    %j = "stablehlo.convert"(%i) : (tensor<ui32>) -> tensor<{element}>
    %c = "stablehlo.broadcast_in_dim"(%j) {{broadcast_dimensions = array<i64>}} : (tensor<{element}>) -> tensor<{out}>"""
    text = f"""
func.func @main(%x: tensor<4x6x{element}>) -> tensor<{out}> {{{body}
    %r = "stablehlo.add"(%c, %c) : (tensor<{out}>, tensor<{out}>) -> tensor<{out}>
    func.return %r : tensor<{out}>
}}
"""
    return text, out


def _lower(module: ModuleOp, passes: str) -> None:
    registry = default_registry()
    manager = build_pass_manager(registry, parse_pipeline_text(passes), OpPassManager("builtin.module"))
    run_pass_manager(
        manager, registry.make_context(), module, PassInstrumentation(timings={}), verify_operation, lambda: 0
    )


def _lower_to_kernels(text: str) -> ModuleOp:
    module = parse_module(default_registry().make_context(), text, "collective.mlir")
    passes = [p for _, group in stages() for p in group]
    _lower(module, ",".join(passes[: passes.index("gpu-kernel-outlining") + 1]))
    return module


INTEGERS = {"i32": np.int32, "ui32": np.uint32, "ui8": np.uint8, "i4": np.int8}
"""The numpy dtype that holds each integer element type (i4 in int8)."""


def _inputs(replicas: int, element: str) -> list[np.ndarray]:
    rng = np.random.default_rng(7)
    if element in ("f32", "bf16"):  # bf16 values are held in float32: small integers are exact
        return [rng.integers(-8, 8, (4, 6)).astype(np.float32) for _ in range(replicas)]
    dtype = INTEGERS[element]
    low, high = (-8, 7) if element == "i4" else (np.iinfo(dtype).min, np.iinfo(dtype).max)
    return [rng.integers(low, high, (4, 6), dtype=dtype, endpoint=True) for _ in range(replicas)]


def _shape(out: str) -> tuple[int, ...]:
    return tuple(int(d) for d in out.split("x")[:-1])


KINDS = ["all_reduce", "reduce_scatter", "all_gather", "all_to_all", "collective_permute", "collective_broadcast",
         "replica_id"]  # fmt: skip


@pytest.mark.parametrize("replicas", [1, 2])
@pytest.mark.parametrize("element", ["f32", "i32", "ui32", "bf16", "i4", "ui8"])
@pytest.mark.parametrize("kind", KINDS)
def test_lowered_collectives_run_in_the_interpreter_as_the_original(kind: str, element: str, replicas: int):
    text, out = _program(kind, replicas, element)
    registry = default_registry()
    original = parse_module(registry.make_context(), text, "collective.mlir")
    lowered = _lower_to_kernels(text)
    callees = {op.callee.string_value() for op in lowered.walk() if op.name == "func.call"}
    assert any(name.startswith(COLLECTIVE_PREFIX) for name in callees)
    assert any(op.name == "gpu.launch_func" for op in lowered.walk())
    inputs = _inputs(replicas, element)

    def original_run(process):
        return run_function(original, "main", [inputs[process.replica_id]], process=process)[0]

    def lowered_run(process):
        result = np.zeros(_shape(out), inputs[0].dtype)
        run_function(lowered, "main", [inputs[process.replica_id], result], process=process)
        return result

    expected = run_spmd(replicas, 1, original_run)
    actual = run_spmd(replicas, 1, lowered_run)
    for wanted, got in zip(expected, actual, strict=True):
        np.testing.assert_array_equal(got, wanted)
    if kind == "all_reduce":  # not the identity where replicas differ
        assert replicas == 1 or not np.array_equal(actual[0], 2 * inputs[0])


def test_a_failed_collective_call_is_the_run_time_check_compiled_code_fails():
    """A group naming a replica the program does not run with: compiled code's check fails after the call,
    with the reason the interpreter gives for the original op."""
    text, out = _program("all_gather", 2)
    with pytest.raises(DiagnosticError) as original:
        run_function(parse_module(default_registry().make_context(), text, "c.mlir"), "main", _inputs(1, "f32"))
    with pytest.raises(RuntimeCheckError, match=r"^'stablehlo.all_gather' op names process") as lowered:
        run_function(_lower_to_kernels(text), "main", [*_inputs(1, "f32"), np.zeros(_shape(out), np.float32)])
    assert str(lowered.value).split("' op ", 1)[1] == str(original.value).split("' op ", 1)[1]
    assert lowered.value.op.name == "func.call"


def test_runtime_function_names():
    assert COLLECTIVE_PREFIX == COLLECTIVE + "_"
    assert is_collective_function(f"{COLLECTIVE}_3_0")
    assert not is_collective_function(f"{COLLECTIVE}_3")
    assert not is_collective_function(f"{COLLECTIVE}_x_0")
    assert not is_collective_function("aiopt_runtime_error")


def test_a_reduction_of_narrow_integers_wraps_in_the_result_buffer():
    """i4 7 + 7 is -2 in the buffer the call writes (the interpreter holds i4 sign-extended in int8), with
    the result read straight from it (no op after the collective to wrap it)."""
    text = _reduction("all_reduce", "i4", f"replica_groups = {GROUPS[2]}", "4x6xi4")
    text = f"""
func.func @main(%x: tensor<4x6xi4>) -> tensor<4x6xi4> {{{text}
    func.return %c : tensor<4x6xi4>
}}
"""
    lowered = parse_module(default_registry().make_context(), text, "c.mlir")
    _lower(lowered, "hlo-collectives-to-runtime")
    inputs = [np.full((4, 6), 7, np.int8), np.arange(-8, 16, dtype=np.int8).reshape(4, 6) % 16 - 8]
    actual = run_spmd(2, 1, lambda p: run_function(lowered, "main", [inputs[p.replica_id]], process=p)[0])
    wanted = ((inputs[0].astype(np.int64) + inputs[1] + 8) % 16 - 8).astype(np.int8)
    assert (wanted != inputs[0].astype(np.int64) + inputs[1]).any()  # some sums wrap
    for got in actual:
        np.testing.assert_array_equal(got, wanted)
