"""Programs at the lmhlo level (what `hlo-legalize-to-lhlo` makes) compile through the default pipeline.

`input_level` recognizes lmhlo on buffers, which joins the CPU road at the
buffers stage through `lhlo-legalize-to-linalg`; the compiled results match
the reference interpreter on the mhlo program it came from.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hlo_testing import interpret
from tool_testing import run_tool

from aiopt.reference.interpreter import find_function
from aiopt.runtime.compiler import compile, default_pipeline, input_level
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.tools.ai_runner import main as runner_main
from aiopt.tools.ai_runner import random_inputs

MODELS = Path(__file__).resolve().parents[2] / "examples" / "models"


def _to_lhlo(text: str) -> str:
    lowered = run_tool("ai-opt", "-", "--hlo-legalize-to-lhlo", input=text)
    assert lowered.returncode == 0, lowered.stderr
    return lowered.stdout


PADDED_WINDOWS = """func.func @main(%a: tensor<1x4x6x2xf32>, %k: tensor<3x3x2x3xf32>) -> tensor<1x2x3x3xf32> {
  %c = mhlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x6x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x4x6x3xf32>
  %z = mhlo.constant dense<0xFF800000> : tensor<f32>
  %r = "mhlo.reduce_window"(%c, %z) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = mhlo.maximum %x, %y : tensor<f32>
    mhlo.return %m : tensor<f32>
  }) {window_dimensions = dense<[1, 3, 3, 1]> : tensor<4xi64>, window_strides = dense<[1, 2, 2, 1]> : tensor<4xi64>, padding = dense<[[0, 0], [1, 0], [1, 0], [0, 0]]> : tensor<4x2xi64>} : (tensor<1x4x6x3xf32>, tensor<f32>) -> tensor<1x2x3x3xf32>
  %s = "mhlo.reduce_window"(%r, %z) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = mhlo.maximum %x, %y : tensor<f32>
    mhlo.return %m : tensor<f32>
  }) {window_dimensions = dense<[1, 2, 2, 2]> : tensor<4xi64>, window_strides = dense<1> : tensor<4xi64>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 1]]> : tensor<4x2xi64>} : (tensor<1x2x3x3xf32>, tensor<f32>) -> tensor<1x2x3x3xf32>
  func.return %s : tensor<1x2x3x3xf32>
}
"""
"""A padded convolution, a padded max pooling (linalg.pooling_nhwc_max) and a padded reduce_window of another
layout (a generic): each lowering allocates a padded copy (and pooling a window operand) that the default
pipeline's buffer-deallocation frees; with the lowerings' own `memref.dealloc`s, its precondition failed the
compile ("memory free side-effect on MemRef value not supported!")."""


@pytest.mark.parametrize("model", ["mlp", "softmax", "layernorm", "conv2d", "padded_windows"])
def test_lhlo_program_compiles_and_matches_the_interpreter(model: str):
    text = PADDED_WINDOWS if model == "padded_windows" else (MODELS / f"{model}.mhlo.mlir").read_text()
    lhlo = _to_lhlo(text)
    module = parse_module(default_registry().make_context(), lhlo, "lhlo")
    assert input_level(module) == "lhlo"
    assert default_pipeline("lhlo").startswith("lhlo-legalize-to-linalg,")
    tensors = parse_module(default_registry().make_context(), text, "mhlo")
    inputs = random_inputs(list(find_function(tensors, "main").function_type.inputs.data), seed=5)
    got = compile(lhlo, cache=False)(*inputs)
    (want,) = interpret(text, inputs)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("model", ["softmax", "padded_windows"])
def test_lhlo_program_that_frees_its_buffers_compiles(model: str):
    """An lmhlo program with `memref.dealloc`s of its own (as `hlo-legalize-to-lhlo --buffer-deallocation` makes
    it, or as mlir-hlo's lmhlo tests write them) compiles without buffer-deallocation, whose precondition
    (upstream's, as `mlir-opt --ownership-based-buffer-deallocation` of LLVM 22) refused it: "'memref.dealloc' op
    memory free side-effect on MemRef value not supported!"; the lowerings free their scratch buffers after use.
    The results match the interpreter's."""
    text = PADDED_WINDOWS if model == "padded_windows" else (MODELS / f"{model}.mhlo.mlir").read_text()
    lowered = run_tool("ai-opt", "-", "--hlo-legalize-to-lhlo", "--buffer-deallocation", input=text)
    assert lowered.returncode == 0, lowered.stderr
    assert "memref.dealloc" in lowered.stdout
    module = parse_module(default_registry().make_context(), lowered.stdout, "lhlo")
    assert input_level(module) == "lhlo"
    tensors = parse_module(default_registry().make_context(), text, "mhlo")
    inputs = random_inputs(list(find_function(tensors, "main").function_type.inputs.data), seed=6)
    got = compile(lowered.stdout, cache=False)(*inputs)
    (want,) = interpret(text, inputs)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


def test_ai_runner_runs_lhlo_from_stdin(capsys):
    import io

    lhlo = _to_lhlo((MODELS / "mlp.mhlo.mlir").read_text())
    assert runner_main(["-", "--random-inputs"], stdin=io.StringIO(lhlo)) == 0
    assert "out0 = " in capsys.readouterr().out
