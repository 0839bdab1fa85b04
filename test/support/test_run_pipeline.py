"""`run_pipeline` (aiopt.support.pass_pipeline): a textual pass pipeline run from Python, failing located."""

from __future__ import annotations

import pytest

from aiopt.support.asm_printer import render
from aiopt.support.diagnostics import DiagnosticEngine, SourceManager, active_engine
from aiopt.support.parsing import parse_module
from aiopt.support.pass_pipeline import PipelineSyntaxError, run_pipeline
from aiopt.support.passes import PassFailedError
from aiopt.support.registry import default_registry

ADD = """func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  %1 = stablehlo.add %a, %a : tensor<4xf32>
  %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
  func.return %2 : tensor<4xf32>
}
"""


def _module():
    return parse_module(default_registry().make_context(), ADD, "input.mlir")


@pytest.mark.parametrize(
    "pipeline", ["builtin.module(func.func(cse),stablehlo-legalize-to-hlo)", "cse,stablehlo-legalize-to-hlo"]
)
def test_a_pipeline_runs_in_place(pipeline):
    module = _module()
    run_pipeline(module, pipeline)
    text = render(module)
    assert text.count("mhlo.add") == 1 and "stablehlo." not in text


def _failure(module, pipeline: str) -> PassFailedError:
    seen = []
    engine = DiagnosticEngine(SourceManager())
    engine.handler = seen.append
    with active_engine(engine), pytest.raises(PassFailedError) as failure:
        run_pipeline(module, pipeline)
    assert [diag.message for diag in seen] == [diag.message for diag in failure.value.diagnostics]
    return failure.value


def test_a_pass_that_emits_errors_raises_them_located():
    failure = _failure(_module(), "builtin.module(stablehlo-legalize-to-hlo,convert-to-llvm)")
    assert failure.pass_name == "convert-to-llvm"
    assert "input.mlir:1:1: error: failed to legalize operation 'func.func'" in str(failure)


def test_a_pass_that_raises_a_diagnostic_error_raises_it_located():
    failure = _failure(_module(), "one-shot-bufferize")
    assert failure.pass_name == "one-shot-bufferize"
    assert "input.mlir:2:8: error: 'stablehlo.add' op op was not bufferized" in str(failure)


def test_an_error_outside_a_pass_body_fails_the_pass_that_was_scheduled():
    """`symbol-dce` anchored on an op that is no symbol table: upstream's error, at that op."""
    module = _module()
    failure = _failure(module, "builtin.module(func.func(symbol-dce))")
    assert failure.pass_name == "symbol-dce"
    assert "'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table" in str(failure)


@pytest.mark.parametrize(
    "pipeline, message",
    [
        ("builtin.module(cse", "unbalanced parentheses"),
        ("builtin.module(csee)", "'csee' does not refer to a registered pass or pass pipeline; did you mean 'cse'?"),
    ],
)
def test_a_pipeline_that_does_not_parse_raises_with_its_offset(pipeline, message):
    with pytest.raises(PipelineSyntaxError) as failure:
        run_pipeline(_module(), pipeline)
    assert message in str(failure.value)
    assert 0 <= failure.value.offset <= len(pipeline)
