"""`ai-runner --target cuda` on a machine without a CUDA device: an error at the flag (it was unlocated); the
Python API's CUDA target there: a CudaError when called (it was cuda-python's ModuleNotFoundError)."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.runtime.compiler import compile
from aiopt.runtime.cuda_runtime import CudaError, cuda_available
from aiopt.tools.ai_runner import main


@pytest.mark.skipif(cuda_available(), reason="this machine has a CUDA device")
def test_no_cuda_device_is_located_at_the_flag(tmp_path, capsys):
    program = tmp_path / "p.mlir"
    program.write_text("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}\n")
    assert main([str(program), "--random-inputs", "--target", "cuda"]) == 1
    lines = capsys.readouterr().err.splitlines()
    column = len(f"ai-runner {program} --random-inputs --target ") + 1  # at the value
    assert lines[0] == (
        f"<command-line>:1:{column}: error: --target cuda: no CUDA device (or no cuda-python) on this machine"
    )


@pytest.mark.skipif(cuda_available(), reason="this machine has a CUDA device")
def test_a_cuda_function_called_without_a_cuda_device_raises_cuda_error():
    double = compile(
        "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %0 = stablehlo.add %a, %a : tensor<4xf32>\n  func.return %0 : tensor<4xf32>\n}\n",
        target="cuda",
    )
    with pytest.raises(CudaError):
        double(np.ones(4, np.float32))
