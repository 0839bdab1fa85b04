"""`ai-runner --target cuda` loads plugins as the CPU target does (`--load-pass-plugin`, `--load-dialect-plugin`):
their ops parse and `--pipeline` may name their passes. Before, a plugin flag with `--target cuda` was the error
'--target cuda does not load plugins yet'.

Without a GPU: in a forked child, ai-runner runs with CUDA said to be there, device memory in host memory and the
host interpreter's launches run by the reference interpreter (`gpu_testing.install_host_memory`,
`install_host_kernels`); what it prints is compared with the CPU's run of the same command line."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from tool_testing import run_in_child, run_tool

TOY_PLUGIN = str(Path(__file__).resolve().parents[2] / "examples" / "toy_plugin" / "aiopt_toy" / "__init__.py")

# Kernels: the add runs on the device.
ADD = """func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""

# Ops of the plugin's dialect, which only parse with it; its toy-simplify pass erases them (transposes that undo
# each other), after which the code is scalar host code.
TOY = """func.func @main(%x: tensor<1x1xf64>) -> tensor<f64> {
  %t = toy.transpose %x : tensor<1x1xf64> to tensor<1x1xf64>
  %u = toy.transpose %t : tensor<1x1xf64> to tensor<1x1xf64>
  %r = stablehlo.reshape %u : (tensor<1x1xf64>) -> tensor<f64>
  %s = stablehlo.multiply %r, %r : tensor<f64>
  return %s : tensor<f64>
}
"""


def _runner_on_host_memory(args: list[str]) -> None:
    """In the child: ai-runner with --target cuda on host memory (see the module's docstring); exits with its
    status."""
    from gpu_testing import install_host_kernels, install_host_memory

    from aiopt.runtime import cuda_runtime, gpu_executor
    from aiopt.tools import ai_runner

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cuda_runtime, "cuda_available", lambda: True)
        patch.setattr(cuda_runtime, "compute_capability", lambda: (9, 0))
        install_host_memory(patch)
        compile_for_cuda = gpu_executor.compile_for_cuda

        def compile_and_install(*arguments, **options):
            function = compile_for_cuda(*arguments, **options)
            assert function.host == "interpreter", function.host_fallback
            install_host_kernels(patch, function)
            return function

        patch.setattr(gpu_executor, "compile_for_cuda", compile_and_install)
        status = ai_runner.main(args)
    sys.stdout.flush()
    if status:
        raise SystemExit(status)


@pytest.mark.parametrize(
    "text, flags, cpu_pipeline",
    [
        # A pass plugin loaded, the default pipeline: the kernels keep the program's numbers.
        (ADD, [f"--load-pass-plugin={TOY_PLUGIN}"], None),
        # The plugin's ops parse and its pass in --pipeline, anchored or bare, before the GPU pipeline, erases
        # them. (A pipeline of the caller's does not keep the kernels for `install_host_kernels`: this program
        # has none.)
        (TOY, [f"--load-pass-plugin={TOY_PLUGIN}", "--pipeline", "builtin.module(toy-simplify,hlo-to-gpu-pipeline)"],
         "builtin.module(toy-simplify,hlo-to-cpu-pipeline)"),
        (TOY, [f"--load-dialect-plugin={TOY_PLUGIN}", "--pipeline", "toy-simplify,hlo-to-gpu-pipeline"],
         "toy-simplify,hlo-to-cpu-pipeline"),
    ],
)  # fmt: skip
def test_target_cuda_loads_plugins(tmp_path, text: str, flags: list[str], cpu_pipeline: str | None) -> None:
    path = tmp_path / "program.mlir"
    path.write_text(text)
    common = [str(path), "--random-inputs", "--seed=5", "--print"]
    done = run_in_child(_runner_on_host_memory, [*common, "--target", "cuda", *flags], timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    cpu_flags = [*flags[:-1], cpu_pipeline] if cpu_pipeline is not None else flags
    cpu = run_tool("ai-runner", *common, *cpu_flags, timeout=300)
    assert cpu.returncode == 0, cpu.stderr
    assert done.stdout == cpu.stdout
    assert "out0 = " in done.stdout, done.stdout


def test_target_cuda_without_the_dialect_plugin_does_not_parse_its_ops(tmp_path) -> None:
    path = tmp_path / "program.mlir"
    path.write_text(TOY)
    done = run_in_child(_runner_on_host_memory, [str(path), "--random-inputs", "--target", "cuda"], timeout=300)
    assert done.returncode != 0
    assert "program.mlir:2:8: error: Dialect `toy' not found for custom op 'toy.transpose'" in done.stderr, done.stderr



# TOY with an add of the 2-D tensor between the transposes and the reshape: a kernel.
TOY_KERNEL = TOY.replace(
    "%r = stablehlo.reshape %u : (tensor<1x1xf64>) -> tensor<f64>",
    "%w = stablehlo.add %u, %u : tensor<1x1xf64>\n  %r = stablehlo.reshape %w : (tensor<1x1xf64>) -> tensor<f64>",
)


def test_compile_for_cuda_runs_a_plugin_pass_before_the_kernels() -> None:
    """compile(target="cuda", registry=...) parses and lowers with the plugin's dialect and passes: the toy ops
    are gone and the add is a kernel compiled to PTX; without the registry the toy ops do not parse."""
    from aiopt.dialects import gpu
    from aiopt.runtime.compiler import CompileError, compile
    from aiopt.support.registry import default_registry

    registry = default_registry()
    registry.load_plugin(TOY_PLUGIN)
    pipeline = "toy-simplify,hlo-to-gpu-pipeline"
    function = compile(TOY_KERNEL, "main", pipeline, target="cuda", registry=registry, cache=False, filename="t.mlir")
    assert not [op.name for op in function.module.walk() if op.name.startswith("toy.")]
    objects = [o for op in function.module.body.block.ops if isinstance(op, gpu.BinaryOp) for o in op.objects.data]
    assert [o.format.data for o in objects] == ["assembly"]
    assert ".entry" in objects[0].object.data
    with pytest.raises(CompileError, match=r"t.mlir:2:8: error: Dialect `toy' not found"):
        compile(TOY_KERNEL, "main", pipeline, target="cuda", filename="t.mlir")
