"""Deeply nested inputs work, or fail with a located "nested too deeply" error, never a RecursionError.

HLO call chains and func.call chains far deeper than Python's default stack
allows (the HLO importer and one-shot-bufferize walk them with a stack, the
interpreter runs on a thread with a deep one), tuple types nested hundreds
deep in HLO, and textual pass pipelines nested thousands deep.
"""

from __future__ import annotations

import io

import numpy as np
import pytest

from aiopt.reference import interpreter
from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.targets.hlo_import import HloImportError, import_hlo_text
from aiopt.tools.ai_opt import main as opt_main


def _hlo_call_chain(depth: int) -> str:
    """ENTRY calls c{depth-1}, which calls c{depth-2}, ... down to c0, which negates."""
    parts = ["HloModule chain", "c0 {\n  p = f32[2] parameter(0)\n  ROOT r = f32[2] negate(p)\n}"]
    for i in range(1, depth):
        parts.append(f"c{i} {{\n  p = f32[2] parameter(0)\n  ROOT r = f32[2] call(p), to_apply=c{i - 1}\n}}")
    parts.append(f"ENTRY main {{\n  p = f32[2] parameter(0)\n  ROOT r = f32[2] call(p), to_apply=c{depth - 1}\n}}")
    return "\n".join(parts)


def _func_call_chain(depth: int, leaf: str) -> str:
    """@main calls @f0, which calls @f1, ... down to @f{depth-1}, whose body is `leaf` (defining %0 from %a)."""
    lines = [
        "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {",
        "  %0 = func.call @f0(%a) : (tensor<2xf32>) -> tensor<2xf32>",
        "  func.return %0 : tensor<2xf32>",
        "}",
    ]
    for i in range(depth):
        body = f"  %0 = func.call @f{i + 1}(%a) : (tensor<2xf32>) -> tensor<2xf32>" if i + 1 < depth else leaf
        lines += [f"func.func private @f{i}(%a: tensor<2xf32>) -> tensor<2xf32> {{", body]
        lines += ["  func.return %0 : tensor<2xf32>", "}"]
    return "\n".join(lines)


def _parse(text: str):
    module = parse_module(default_registry().make_context(), text, "deep.mlir")
    verify_operation(module)
    return module


def test_hlo_call_chain_300_deep_imports_and_runs():
    module = import_hlo_text(_hlo_call_chain(300))
    verify_operation(module)
    x = np.array([1.5, -2.0], np.float32)
    (result,) = run_function(module, "main", [x])
    np.testing.assert_array_equal(result, -x)


def test_hlo_call_cycle_is_a_located_error():
    text = _hlo_call_chain(3).replace("ROOT r = f32[2] negate(p)", "ROOT r = f32[2] call(p), to_apply=c2")
    with pytest.raises(HloImportError, match="computation 'c0' uses itself") as info:
        import_hlo_text(text)
    assert info.value.line == 2


def test_hlo_tuple_nested_600_deep_is_a_located_error():
    lines = ["HloModule tuples", "ENTRY main {", "  t0 = f32[] parameter(0)"]
    shape = "f32[]"
    for i in range(1, 601):
        shape = f"({shape})"
        lines.append(f"  t{i} = {shape} tuple(t{i - 1})")
    lines += ["  ROOT r = f32[] negate(t0)", "}"]
    with pytest.raises(HloImportError, match="nested too deeply") as info:
        import_hlo_text("\n".join(lines))
    assert info.value.line > 3


def test_pass_pipeline_nested_5000_deep_is_a_located_error(capsys):
    pipeline = "builtin.module(" * 5000 + "cse" + ")" * 5000
    assert opt_main([f"--pass-pipeline={pipeline}", "-"], stdin=io.StringIO("")) == 1
    err = capsys.readouterr().err
    assert "error: pass pipeline is nested too deeply" in err and "Traceback" not in err
    # As deep as the limit still runs.
    pipeline = "builtin.module(" * 200 + "cse" + ")" * 200
    assert opt_main([f"--pass-pipeline={pipeline}", "-"], stdin=io.StringIO("")) == 0


def test_interpreter_runs_func_call_chain_200_deep():
    module = _parse(_func_call_chain(200, "  %0 = stablehlo.negate %a : tensor<2xf32>"))
    x = np.array([1.5, -2.0], np.float32)
    (result,) = run_function(module, "main", [x])
    np.testing.assert_array_equal(result, -x)


def test_interpreter_call_chain_beyond_its_stack_is_a_located_error(monkeypatch):
    monkeypatch.setattr(interpreter, "INTERPRETER_FRAMES", 1500)
    module = _parse(_func_call_chain(200, "  %0 = stablehlo.negate %a : tensor<2xf32>"))
    with pytest.raises(DiagnosticError, match="nested too deeply") as info:
        run_function(module, "main", [np.zeros(2, np.float32)])
    assert info.value.op is not None


def test_one_shot_bufferize_orders_a_call_chain_1000_deep(capsys):
    leaf = "  %c = arith.constant 1.0 : f32\n  %0 = tensor.insert %c into %a[0] : tensor<2xf32>"
    text = _func_call_chain(1000, leaf).replace("[0] : tensor<2xf32>", "[%i] : tensor<2xf32>").replace(
        "  %c = arith.constant 1.0 : f32", "  %c = arith.constant 1.0 : f32\n  %i = arith.constant 0 : index"
    )
    assert opt_main(["-", "--one-shot-bufferize=bufferize-function-boundaries"], stdin=io.StringIO(text)) == 0
    out = capsys.readouterr().out
    assert "func.func private @f999(%arg0: memref<2xf32" in out and "tensor<" not in out
