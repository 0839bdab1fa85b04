"""`hlo-to-gpu-pipeline` end to end: PTX that ptxas accepts, and results equal to numpy's.

Every sample (an element-wise chain, an MLP, a softmax, a row reduction, a
program of math functions) is lowered for sm_90 and sm_80; the PTX of each
kernel is assembled with `ptxas -arch=sm_90`/`sm_80` when ptxas is on the
PATH. Without a GPU the loop and kernel structure the pipeline builds is
checked numerically by running the pipeline up to `gpu-kernel-outlining` in
the reference interpreter (kernels thread by thread); with a GPU
(`cuda_available()`), `compile(..., target="cuda")` runs the samples on it.
"""

from __future__ import annotations

import subprocess

import numpy as np
import pytest
from gpu_testing import PTXAS, lowered, ptxas_errors
from xdsl.dialects.builtin import ModuleOp

from aiopt.dialects import gpu
from aiopt.reference.interpreter import run_function
from aiopt.runtime.cuda_runtime import cuda_available
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

ELEMENTWISE = """
func.func @main(%x: tensor<1000xf32>, %y: tensor<1000xf32>, %z: tensor<1000xf32>) -> tensor<1000xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<1000xf32>
  %1 = stablehlo.add %0, %z : tensor<1000xf32>
  %2 = stablehlo.tanh %1 : tensor<1000xf32>
  return %2 : tensor<1000xf32>
}
"""

MLP = """
func.func @main(%x: tensor<8x16xf32>, %w1: tensor<16x32xf32>, %b1: tensor<32xf32>, %w2: tensor<32x4xf32>,
                %b2: tensor<4xf32>) -> tensor<8x4xf32> {
  %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
  %1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
  %2 = stablehlo.add %0, %1 : tensor<8x32xf32>
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
  %4 = stablehlo.maximum %2, %3 : tensor<8x32xf32>
  %5 = stablehlo.dot_general %4, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
  %6 = stablehlo.broadcast_in_dim %b2, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
  %7 = stablehlo.add %5, %6 : tensor<8x4xf32>
  return %7 : tensor<8x4xf32>
}
"""

SOFTMAX = """
func.func @main(%x: tensor<8x33xf32>) -> tensor<8x33xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<8x33xf32>, tensor<f32>) -> tensor<8xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<8xf32>) -> tensor<8x33xf32>
  %2 = stablehlo.subtract %x, %1 : tensor<8x33xf32>
  %3 = stablehlo.exponential %2 : tensor<8x33xf32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %4 = stablehlo.reduce(%3 init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x33xf32>, tensor<f32>) -> tensor<8xf32>
  %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x33xf32>
  %6 = stablehlo.divide %3, %5 : tensor<8x33xf32>
  return %6 : tensor<8x33xf32>
}
"""

REDUCTION = """
func.func @main(%x: tensor<8x37xf32>) -> tensor<8xf32> {
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x37xf32>, tensor<f32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
"""

MATH = """
func.func @main(%x: tensor<512xf32>, %y: tensor<512xf32>) -> (tensor<512xf32>, tensor<512xf32>, tensor<512xf32>,
    tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>) {
  %0 = stablehlo.exponential %x : tensor<512xf32>
  %1 = stablehlo.log %y : tensor<512xf32>
  %2 = stablehlo.sine %x : tensor<512xf32>
  %3 = stablehlo.cosine %x : tensor<512xf32>
  %4 = stablehlo.logistic %x : tensor<512xf32>
  %5 = stablehlo.power %y, %x : tensor<512xf32>
  %6 = stablehlo.atan2 %x, %y : tensor<512xf32>
  %7 = stablehlo.rsqrt %y : tensor<512xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>,
      tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>
}
"""


def _softmax(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _math(x, y):
    x64, y64 = x.astype(np.float64), y.astype(np.float64)
    return [
        np.exp(x64), np.log(y64), np.sin(x64), np.cos(x64), 1 / (1 + np.exp(-x64)),
        y64**x64, np.arctan2(x64, y64), 1 / np.sqrt(y64),
    ]  # fmt: skip


def _inputs(name: str) -> list[np.ndarray]:
    rng = np.random.default_rng(7)
    normal = lambda *shape: rng.standard_normal(shape).astype(np.float32)
    return {
        "elementwise": lambda: [normal(1000), normal(1000), normal(1000)],
        "mlp": lambda: [normal(8, 16), normal(16, 32), normal(32), normal(32, 4), normal(4)],
        "softmax": lambda: [4 * normal(8, 33)],
        "reduction": lambda: [normal(8, 37)],
        "math": lambda: [
            rng.uniform(-8, 8, 512).astype(np.float32),
            rng.uniform(0.01, 50, 512).astype(np.float32),
        ],
    }[name]()


SAMPLES = {
    "elementwise": (ELEMENTWISE, lambda x, y, z: [np.tanh(x.astype(np.float64) * y + z)]),
    "mlp": (MLP, lambda x, w1, b1, w2, b2: [np.maximum(x @ w1 + b1, 0) @ w2 + b2]),
    "softmax": (SOFTMAX, lambda x: [_softmax(x.astype(np.float64))]),
    "reduction": (REDUCTION, lambda x: [x.astype(np.float64).sum(axis=1)]),
    "math": (MATH, _math),
}

ARCHS = {"sm_90": "+ptx80", "sm_80": "+ptx70"}


def _run(module: ModuleOp, passes: str) -> None:
    registry = default_registry()
    manager = build_pass_manager(registry, parse_pipeline_text(passes), OpPassManager("builtin.module"))
    run_pass_manager(
        manager, registry.make_context(), module, PassInstrumentation(timings={}), verify_operation, lambda: 0
    )


def _lower(text: str, passes: list[str]) -> ModuleOp:
    """`text` through `passes`; those up to gpu-kernel-outlining, which the chips share, once per sample."""
    return lowered(text, passes, min(len(passes), passes.index("gpu-kernel-outlining") + 1), _run)


def _pipeline(chip: str, until: str | None = None) -> list[str]:
    passes = [p for _, group in stages(chip=chip, features=ARCHS[chip]) for p in group]
    if until is not None:
        passes = passes[: next(i for i, p in enumerate(passes) if p.startswith(until)) + 1]
    return passes


@pytest.mark.parametrize("chip", ARCHS)
@pytest.mark.parametrize("sample", SAMPLES)
def test_ptx_assembles(sample: str, chip: str):
    module = _lower(SAMPLES[sample][0], _pipeline(chip))
    binaries = [op for op in module.walk() if isinstance(op, gpu.BinaryOp)]
    assert binaries and not any(isinstance(op, gpu.ModuleOp) for op in module.walk())
    for binary in binaries:
        (target_object,) = binary.objects.data
        ptx = target_object.object.data
        assert f".target {chip}" in ptx and ".visible .entry" in ptx
        if PTXAS is not None:
            assert (errors := ptxas_errors(ptx, chip)) is None, errors


def _check(sample: str, results: list[np.ndarray], inputs: list[np.ndarray]) -> None:
    expected = SAMPLES[sample][1](*inputs)
    assert len(results) == len(expected)
    for actual, wanted in zip(results, expected):
        np.testing.assert_allclose(actual, wanted, rtol=2e-5, atol=2e-6)


@pytest.mark.parametrize("sample", ["elementwise", "mlp", "softmax", "reduction"])
def test_kernels_compute_the_program_in_the_interpreter(sample: str):
    """The tiled, mapped and outlined program (kernels run thread by thread on the host) equals numpy."""
    module = _lower(SAMPLES[sample][0], _pipeline("sm_90", until="gpu-kernel-outlining"))
    assert any(isinstance(op, gpu.LaunchFuncOp) for op in module.walk())
    inputs = _inputs(sample)
    function = next(op for op in module.walk() if op.name == "func.func")
    outputs = [np.full(t.get_shape(), np.nan, np.float32) for t in function.function_type.inputs.data[len(inputs) :]]
    run_function(module, "main", [*inputs, *outputs])
    _check(sample, outputs, inputs)


needs_gpu = pytest.mark.skipif(not cuda_available(), reason="no CUDA device")


@needs_gpu
@pytest.mark.parametrize("sample", SAMPLES)
def test_samples_run_on_the_gpu(sample: str):
    from aiopt.runtime.compiler import compile

    function = compile(SAMPLES[sample][0], target="cuda")
    inputs = _inputs(sample)
    _check(sample, function.call(*inputs), inputs)


def test_ai_runner_target_cuda(tmp_path, capsys):
    """`ai-runner --target cuda` runs on the GPU, or says that there is none; a bad target is an error."""
    from aiopt.tools.ai_runner import main

    program = tmp_path / "softmax.mlir"
    program.write_text(SOFTMAX)
    inputs = tmp_path / "in.npz"
    (x,) = _inputs("softmax")
    np.savez(inputs, arg0=x)
    outputs = tmp_path / "out.npz"
    status = main([str(program), "--target", "cuda", "--inputs", str(inputs), "--outputs", str(outputs)])
    if cuda_available():
        assert status == 0
        np.testing.assert_allclose(np.load(outputs)["out0"], _softmax(x.astype(np.float64)), rtol=2e-5, atol=2e-6)
    else:
        assert status == 1
        assert "--target cuda: no CUDA device" in capsys.readouterr().err
    assert main([str(program), "--target", "tpu", "--random-inputs"]) == 1
    assert "--target must be cpu or cuda, not 'tpu'" in capsys.readouterr().err


def test_compile_rejects_unknown_targets():
    from aiopt.runtime.compiler import compile

    with pytest.raises(ValueError, match="unknown target 'tpu'"):
        compile(ELEMENTWISE, target="tpu")


def test_pipeline_output_parses_in_upstream_mlir_opt():
    """The host function and gpu.binary ops the pipeline prints are upstream MLIR."""
    from aiopt.tools.upstream import find_upstream_tool

    mlir_opt = find_upstream_tool("mlir-opt")
    if mlir_opt is None:
        pytest.skip("upstream mlir-opt is not installed")
    text = str(_lower(MLP, _pipeline("sm_90")))
    result = subprocess.run([mlir_opt, "--verify-each"], input=text, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


COMPLEX = """
func.func @main(%x: tensor<16xcomplex<f32>>, %y: tensor<16xcomplex<f32>>) -> tensor<16xcomplex<f32>> {
  %0 = stablehlo.multiply %x, %y : tensor<16xcomplex<f32>>
  %1 = stablehlo.exponential %0 : tensor<16xcomplex<f32>>
  return %1 : tensor<16xcomplex<f32>>
}
"""


@pytest.mark.parametrize("chip", ARCHS)
def test_complex_arithmetic_in_kernels_reaches_ptx(chip: str):
    """convert-complex-to-standard computes complex ops in kernels on their parts; convert-gpu-to-nvvm lowers
    the complex.create/re/im left (difftest seed 12, programs 24, 52, 77, 88: 'cannot be translated')."""
    module = _lower(COMPLEX, _pipeline(chip))
    binaries = [op for op in module.walk() if isinstance(op, gpu.BinaryOp)]
    assert binaries and not any(op.name.startswith("complex.") for op in module.walk())
    if PTXAS is not None:
        for binary in binaries:
            ptx = binary.objects.data[0].object.data
            assert (errors := ptxas_errors(ptx, chip)) is None, errors


WHILE_CASE = """
func.func @main(%x: tensor<?x4xui8>, %n: tensor<i32>) -> tensor<?x4xui8> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %p = %x) : tensor<i32>, tensor<?x4xui8>
  cond {
    %c = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %four = stablehlo.constant dense<4> : tensor<i32>
    %sel = stablehlo.remainder %i, %four : tensor<i32>
    %b = "stablehlo.case"(%sel) ({
      %s = stablehlo.maximum %p, %x : tensor<?x4xui8>
      stablehlo.return %s : tensor<?x4xui8>
    }, {
      stablehlo.return %p : tensor<?x4xui8>
    }, {
      stablehlo.return %p : tensor<?x4xui8>
    }, {
      %f = stablehlo.not %p : tensor<?x4xui8>
      stablehlo.return %f : tensor<?x4xui8>
    }) : (tensor<i32>) -> tensor<?x4xui8>
    stablehlo.return %next, %b : tensor<i32>, tensor<?x4xui8>
  }
  return %r#1 : tensor<?x4xui8>
}
"""


def test_loop_value_read_through_its_cast_in_a_case():
    """A loop value of dynamic shape (unsigned: convert-mhlo-to-linalg casts it to signless before the case)
    that two cases of a stablehlo.case keep and two read: buffer-deallocation freed it at the start of the
    cases that read it through the cast, a use after free the kernels read (seed 24506 program 226 of
    bench/difftest.py --gpu-kernels gave [13 10 10 10 ...] for [13 15 13 15 ...])."""
    module = _lower(WHILE_CASE, _pipeline("sm_90", until="gpu-kernel-outlining"))
    assert any(isinstance(op, gpu.LaunchFuncOp) for op in module.walk())
    x = np.arange(12, dtype=np.uint8).reshape(3, 4) * 21
    expected = x.copy()
    for i in range(6):
        expected = [np.maximum(expected, x), expected, expected, ~expected][i % 4]
    (result,) = run_function(module, "main", [x.copy(), np.array(6, np.int32)])
    np.testing.assert_array_equal(np.asarray(result), expected)
