"""A pass that reports an error fails by raising (aiopt.support.passes); conversion targets (aiopt.support.conversion)."""

from __future__ import annotations

import pytest
from tool_testing import run_tool
from xdsl.passes import ModulePass

from aiopt.support.conversion import ConversionTarget
from aiopt.support.diagnostics import (
    DiagnosticEngine,
    DiagnosticError,
    SourceManager,
    active_engine,
    collect_errors,
    emit_error,
)
from aiopt.support.parsing import parse_module
from aiopt.support.passes import DiagnosticPass, PassFailedError
from aiopt.support.registry import default_registry

UNRANKED_ADD = """
func.func @f(%a: tensor<*xf32>) -> tensor<*xf32> {
  %0 = mhlo.add %a, %a : tensor<*xf32>
  func.return %0 : tensor<*xf32>
}
"""

REDUCE = """
func.func @f(%a: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  %0 = mhlo.reduce(%a init: %i) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%x: tensor<f32>, %y: tensor<f32>) {
    %s = mhlo.add %x, %y : tensor<f32>
    mhlo.return %s : tensor<f32>
  }
  func.return %0 : tensor<f32>
}
"""


def _module(text: str):
    registry = default_registry()
    ctx = registry.make_context()
    return ctx, parse_module(ctx, text, "input.mlir")


def test_a_failed_conversion_raises_for_an_api_caller(capsys):
    from aiopt.lowering.mhlo_to_linalg import ConvertMhloToLinalgPass

    ctx, module = _module(UNRANKED_ADD)
    with pytest.raises(PassFailedError) as failure:
        ConvertMhloToLinalgPass().apply(ctx, module)
    assert failure.value.pass_name == "convert-mhlo-to-linalg"
    assert len(failure.value.diagnostics) == 1
    assert "failed to legalize operation 'mhlo.add': unranked tensor types are not supported" in str(failure.value)
    assert "input.mlir:3:" in str(failure.value)


def test_a_pass_that_succeeds_does_not_raise():
    from aiopt.lowering.mhlo_to_linalg import ConvertMhloToLinalgPass

    ctx, module = _module(UNRANKED_ADD.replace("*x", "4x"))
    ConvertMhloToLinalgPass().apply(ctx, module)
    assert "linalg.generic" in str(module)


def test_errors_go_to_the_active_engine_once_and_are_raised():
    from aiopt.lowering.mhlo_to_linalg import ConvertMhloToLinalgPass

    ctx, module = _module(UNRANKED_ADD)
    seen = []
    engine = DiagnosticEngine(SourceManager())
    engine.handler = seen.append
    with active_engine(engine), pytest.raises(PassFailedError):
        ConvertMhloToLinalgPass().apply(ctx, module)
    assert len(seen) == 1 and engine.error_count == 1


def test_every_aiopt_pass_fails_on_errors():
    """Every pass aiopt defines derives from DiagnosticPass (xDSL's own passes fail by raising already)."""
    registry = default_registry()
    not_failing = []
    for name in registry.pass_names():
        cls = registry.pass_class(name)
        if isinstance(cls, type) and issubclass(cls, ModulePass) and cls.__module__.startswith("aiopt."):
            if not issubclass(cls, DiagnosticPass):
                not_failing.append(f"{name} ({cls.__module__}.{cls.__qualname__})")
    assert not not_failing


def test_collect_errors_sees_only_errors_of_its_scope():
    ctx, module = _module(UNRANKED_ADD)
    op = next(iter(module.walk()))
    engine = DiagnosticEngine(SourceManager())
    engine.handler = lambda diag: None
    with active_engine(engine):
        emit_error(op, "before")
        with collect_errors() as errors:
            emit_error(op, "inside")
        emit_error(op, "after")
    assert [diag.message for diag in errors] == ["inside"]


class _FailingPass(DiagnosticPass):
    name = "test-failing"

    def apply(self, ctx, op) -> None:
        emit_error(op, "always fails")


def test_a_subclass_apply_is_wrapped_once():
    ctx, module = _module(UNRANKED_ADD)
    engine = DiagnosticEngine(SourceManager())
    engine.handler = lambda diag: None
    with active_engine(engine), pytest.raises(PassFailedError) as failure:
        _FailingPass().apply(ctx, module)
    assert len(failure.value.diagnostics) == 1


def test_conversion_target_reports_outermost_illegal_ops():
    ctx, module = _module(REDUCE)
    seen = []
    engine = DiagnosticEngine(SourceManager())
    engine.handler = seen.append
    with active_engine(engine):
        count = ConversionTarget(illegal_dialects=("mhlo",)).report_illegal(module)
    # The mhlo.add and mhlo.return of the reducer are reported through the mhlo.reduce.
    assert count == 1
    assert [diag.message for diag in seen] == ["failed to legalize operation 'mhlo.reduce'"]


def test_conversion_target_legal_ops_and_explicit_message():
    from aiopt.dialects import mhlo

    ctx, module = _module(REDUCE)
    seen = []
    engine = DiagnosticEngine(SourceManager())
    engine.handler = seen.append
    target = ConversionTarget(illegal_dialects=("mhlo",), legal_ops=(mhlo.ReduceOp,), explicitly_illegal=True)
    with active_engine(engine):
        target.report_illegal(module)
    assert [diag.message for diag in seen] == [
        "failed to legalize operation 'mhlo.add' that was explicitly marked illegal",
        "failed to legalize operation 'mhlo.return' that was explicitly marked illegal",
    ]
    assert ConversionTarget(illegal_ops=("func.return",)).illegal_ops_in(module)[0].name == "func.return"


def test_ai_opt_reports_a_failed_pass_once(tmp_path):
    source = tmp_path / "input.mlir"
    source.write_text(UNRANKED_ADD)
    result = run_tool("ai-opt", str(source), "--convert-mhlo-to-linalg")
    assert result.returncode != 0
    assert result.stderr.count("error:") == 1, result.stderr
    assert "failed to legalize operation 'mhlo.add'" in result.stderr


class _RaisingPass(DiagnosticPass):
    name = "test-raising"

    def apply(self, ctx, op) -> None:
        raise DiagnosticError("raised, not emitted", next(iter(op.body.block.ops)))


def test_a_raised_diagnostic_error_is_reported_and_raised_as_pass_failed_error():
    """A pass that raises DiagnosticError (one-shot-bufferize's 'op was not bufferized') fails for a Python caller
    as one that emits: a PassFailedError whose text is located, and the diagnostic goes to the engine once."""
    ctx, module = _module(UNRANKED_ADD)
    seen = []
    engine = DiagnosticEngine(SourceManager())
    engine.handler = seen.append
    with active_engine(engine), pytest.raises(PassFailedError) as failure:
        _RaisingPass().apply(ctx, module)
    assert [diag.message for diag in failure.value.diagnostics] == ["raised, not emitted"]
    assert "input.mlir:2:1: error: raised, not emitted" in str(failure.value)
    assert [diag.message for diag in seen] == ["raised, not emitted"] and engine.error_count == 1


def test_one_shot_bufferize_fails_with_a_located_pass_failed_error():
    from aiopt.transforms.one_shot_bufferize import OneShotBufferizePass

    ctx, module = _module(UNRANKED_ADD.replace("*x", "4x"))
    engine = DiagnosticEngine(SourceManager())
    engine.handler = lambda diag: None
    with active_engine(engine), pytest.raises(PassFailedError) as failure:
        OneShotBufferizePass().apply(ctx, module)
    assert "input.mlir:3:8: error: 'mhlo.add' op op was not bufferized" in str(failure.value)


def test_ai_opt_reports_a_raised_error_once_before_the_ir_after_failure(tmp_path):
    source = tmp_path / "input.mlir"
    source.write_text(UNRANKED_ADD.replace("*x", "4x"))
    result = run_tool("ai-opt", str(source), "--one-shot-bufferize", "--mlir-print-ir-after-failure")
    assert result.returncode == 1
    assert result.stderr.count("error:") == 1, result.stderr
    # Upstream's order: the pass's diagnostic, then the dump of the IR it failed on.
    assert result.stderr.index("op was not bufferized") < result.stderr.index("IR Dump After OneShotBufferizePass")
