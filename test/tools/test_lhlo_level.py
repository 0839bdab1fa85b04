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


@pytest.mark.parametrize("model", ["mlp", "softmax", "layernorm"])
def test_lhlo_program_compiles_and_matches_the_interpreter(model: str):
    text = (MODELS / f"{model}.mhlo.mlir").read_text()
    lhlo = _to_lhlo(text)
    module = parse_module(default_registry().make_context(), lhlo, "lhlo")
    assert input_level(module) == "lhlo"
    assert default_pipeline("lhlo").startswith("lhlo-legalize-to-linalg,")
    tensors = parse_module(default_registry().make_context(), text, "mhlo")
    inputs = random_inputs(list(find_function(tensors, "main").function_type.inputs.data), seed=5)
    got = compile(lhlo, cache=False)(*inputs)
    (want,) = interpret(text, inputs)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-5)


def test_ai_runner_runs_lhlo_from_stdin(capsys):
    import io

    lhlo = _to_lhlo((MODELS / "mlp.mhlo.mlir").read_text())
    assert runner_main(["-", "--random-inputs"], stdin=io.StringIO(lhlo)) == 0
    assert "out0 = " in capsys.readouterr().out
