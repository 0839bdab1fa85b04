"""`convert-gpu-to-nvvm`'s math expansions, numerically, and its output in upstream's mlir-opt.

The f32 expansions of `log10`, `tan` and `atan2` (into the polynomial
approximations) and of `powf` (the f64 pow, truncated) are compiled for the CPU (the same arith and
math.fma code the GPU runs) and compared with float64 numpy in ulps over
sweeps of their ranges, plus powf's special cases. The bounds are the
measured maxima rounded up, so a regression fails.
"""

from __future__ import annotations

import subprocess

import numpy as np
import pytest
from gpu_testing import PTXAS, ptxas_errors
from hlo_testing import binary_loop_kernel
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriteWalker

from aiopt.dialects import gpu
from aiopt.lowering.gpu_to_nvvm import F32MathExpansion
from aiopt.runtime.compiler import _run_passes, compile
from aiopt.support.diagnostics import DiagnosticEngine, SourceManager
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.tools.upstream import find_upstream_tool
from aiopt.transforms.math_polynomial_approximation import PolynomialApproximation

CONTEXT = default_registry().make_context()


def _expanded(op: str, binary: bool, n: int):
    """out[i] = op(a[i] (, b[i])) with the op expanded, compiled for the host."""
    text = binary_loop_kernel(op, n, "f32", binary)
    module = parse_module(CONTEXT, text, "expansion.mlir")
    patterns = GreedyRewritePatternApplier([F32MathExpansion(), PolynomialApproximation(nvptx=True)])
    PatternRewriteWalker(patterns).rewrite_module(module)
    assert op not in str(module), f"{op} was not expanded"
    function = compile(module, pipeline="convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts", cache=False)

    def run(x: np.ndarray, y: np.ndarray) -> np.ndarray:
        out = np.zeros(n, np.float32)
        function.call(x.astype(np.float32), y.astype(np.float32), out)
        return out

    return run


RNG = np.random.default_rng(0)
N = 4096
SWEEPS = {
    "math.powf": (True, RNG.uniform(0.01, 50, N), RNG.uniform(-8, 8, N), lambda x, y: x**y, 0.501),
    "math.atan2": (True, RNG.uniform(-10, 10, N), RNG.uniform(-10, 10, N), np.arctan2, 3),
    "math.log10": (False, np.exp(RNG.uniform(-20, 20, N)), np.zeros(N), lambda x, y: np.log10(x), 2),
    "math.tan": (False, RNG.uniform(-1.5, 1.5, N), np.zeros(N), lambda x, y: np.tan(x), 3),
}


@pytest.mark.parametrize("op", SWEEPS)
def test_expansion_accuracy(op: str):
    binary, x, y, exact, bound = SWEEPS[op]
    got = _expanded(op, binary, N)(x, y)
    x32, y32 = x.astype(np.float32).astype(np.float64), y.astype(np.float32).astype(np.float64)
    wanted = exact(x32, y32)
    ulps = np.abs(got - wanted) / np.spacing(np.abs(wanted).astype(np.float32))
    assert ulps.max() <= bound, f"{op}: {ulps.max():.2f} ulp"


def test_powf_special_values():
    x = np.array([-2, -2, -2, 0, 0, 0, 2, np.nan, 1, -0.5, np.inf], np.float32)
    y = np.array([3, 2, 0.5, 2, -1, 0, 0, 0, np.nan, -3, -1], np.float32)
    got = _expanded("math.powf", True, len(x))(x, y)
    with np.errstate(all="ignore"):
        wanted = np.power(x.astype(np.float64), y.astype(np.float64))
    np.testing.assert_allclose(got, wanted, rtol=1e-6)


def test_output_parses_in_upstream_mlir_opt():
    mlir_opt = find_upstream_tool("mlir-opt")
    if mlir_opt is None:
        pytest.skip("upstream mlir-opt is not installed")
    source = """
gpu.module @kernels {
  gpu.func @k(%m: memref<?xf32>, %x: f32) workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>) kernel
      attributes {known_block_size = array<i32: 128, 1, 1>} {
    %t = gpu.thread_id x
    %g = gpu.global_id x
    %v = memref.load %m[%g] : memref<?xf32>
    memref.store %v, %w[%t] : memref<32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %c1 = arith.constant 1 : i32
    %c32 = arith.constant 32 : i32
    %s, %ok = gpu.shuffle xor %v, %c1, %c32 : f32
    %e = math.tanh %s : f32
    %r = gpu.all_reduce add %e uniform {} : (f32) -> f32
    memref.store %r, %m[%t] : memref<?xf32>
    gpu.return
  }
}
"""
    module = parse_module(CONTEXT, source, "kernels.mlir")
    registry = default_registry()
    for name in ("convert-gpu-to-nvvm", "reconcile-unrealized-casts"):
        registry.pass_class(name)().apply(CONTEXT, module)
    lowered = str(module)
    result = subprocess.run([mlir_opt, "--verify-each"], input=lowered, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


def test_location_inheritance_leaves_no_handler_behind():
    """InheritLocation removes its insertion handler: the walker reuses one rewriter, so leftovers made
    convert-gpu-to-nvvm quadratic (a 6 s chlo.zeta kernel)."""
    from xdsl.dialects import arith
    from xdsl.dialects.builtin import IndexType, IntegerAttr
    from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

    from aiopt.support.rewriting import InheritLocation

    class AddConstant(RewritePattern):
        def match_and_rewrite(self, op, rewriter):
            rewriter.insert(arith.ConstantOp(IntegerAttr(1, IndexType())))

    module = parse_module(CONTEXT, "func.func @f() {\n  %c = arith.constant 0 : index\n  func.return\n}", "f.mlir")
    constant = next(op for op in module.walk() if isinstance(op, arith.ConstantOp))
    rewriter = PatternRewriter(constant)
    handlers = list(rewriter.operation_insertion_handler)
    for _ in range(3):
        InheritLocation(AddConstant()).match_and_rewrite(constant, rewriter)
    assert rewriter.operation_insertion_handler == handlers


def test_ptx_compilation_in_process_with_captured_stderr():
    """gpu-module-to-binary runs in-process with a `sys.stderr` that has no file descriptor (a StringIO):
    the NVPTX child reports through its own pipe, and bad targets are located errors."""
    import contextlib
    import io

    from aiopt.tools.ai_opt import main

    module = 'module attributes {gpu.container_module} {\n  gpu.module @k [#nvvm.target<chip = "%s">] {\n  }\n}\n'
    for chip, status, expected in (("sm_90", 0, ""), ("sm_999", 1, "<stdin>:2:3: error: 'gpu.module' op invalid")):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            assert main(["--gpu-module-to-binary=format=isa"], io.StringIO(module % chip)) == status
        assert err.getvalue().startswith(expected)
        assert ("gpu.binary @k" in out.getvalue()) == (status == 0)


def test_gpu_modules_compile_in_one_child(monkeypatch):
    """gpu-module-to-binary compiles all gpu.modules of a program in one forked child (forking this process per
    kernel cost more than compiling the kernel), each into its own PTX."""
    import os

    forks = []
    fork = os.fork

    def counting_fork():
        forks.append(os.getpid())
        return fork()

    monkeypatch.setattr(os, "fork", counting_fork)
    kernel = """
  gpu.module @m%d [#nvvm.target<chip = "sm_90">] {
    llvm.func @k%d(%%p: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel, nvvm.maxntid = array<i32: %d, 1, 1>} {
      %%0 = nvvm.read.ptx.sreg.tid.x : i32
      %%1 = llvm.getelementptr %%p[%%0] : (!llvm.ptr, i32) -> !llvm.ptr, f32
      %%2 = llvm.load %%1 : !llvm.ptr -> f32
      %%3 = llvm.fadd %%2, %%2 : f32
      llvm.store %%3, %%1 : f32, !llvm.ptr
      llvm.return
    }
  }"""
    kernels = "".join(kernel % (i, i, 32 * (i + 1)) for i in range(3))
    source = f"module attributes {{gpu.container_module}} {{{kernels}\n}}"
    module = parse_module(CONTEXT, source, "kernels.mlir")
    default_registry().pass_class("gpu-module-to-binary")(format="isa").apply(CONTEXT, module)
    assert len(forks) == 1
    binaries = [op for op in module.walk() if isinstance(op, gpu.BinaryOp)]
    assert [b.sym_name.data for b in binaries] == ["m0", "m1", "m2"]
    for i, binary in enumerate(binaries):
        ptx = binary.objects.data[0].object.data
        assert f".entry k{i}(" in ptx and f".maxntid {32 * (i + 1)}, 1, 1" in ptx
        assert all(f".entry k{j}(" not in ptx for j in range(3) if j != i)


F64_PROGRAM = """
func.func @main(%a: tensor<3xf64>, %b: tensor<3xf64>) -> tensor<3xf64> {
  %0 = "stablehlo.exponential"(%a) : (tensor<3xf64>) -> tensor<3xf64>
  %1 = "stablehlo.log"(%0) : (tensor<3xf64>) -> tensor<3xf64>
  %2 = "stablehlo.tanh"(%1) : (tensor<3xf64>) -> tensor<3xf64>
  %3 = "stablehlo.sine"(%2) : (tensor<3xf64>) -> tensor<3xf64>
  %4 = "stablehlo.cosine"(%3) : (tensor<3xf64>) -> tensor<3xf64>
  %5 = "stablehlo.tan"(%4) : (tensor<3xf64>) -> tensor<3xf64>
  %6 = "stablehlo.atan2"(%5, %b) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  %7 = "stablehlo.power"(%6, %b) : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  %8 = "stablehlo.log_plus_one"(%7) : (tensor<3xf64>) -> tensor<3xf64>
  %9 = "stablehlo.exponential_minus_one"(%8) : (tensor<3xf64>) -> tensor<3xf64>
  %10 = "stablehlo.logistic"(%9) : (tensor<3xf64>) -> tensor<3xf64>
  return %10 : tensor<3xf64>
}
"""


@pytest.mark.parametrize("chip, features", [("sm_80", "+ptx70"), ("sm_90", "+ptx80")])
def test_f64_math_kernel_compiles_and_assembles(chip: str, features: str):
    """f64 transcendental functions (expanded to f64 arithmetic: no libdevice) through hlo-to-gpu-pipeline;
    the PTX has f64 fma and no call, and assembles with ptxas where it is installed."""
    module = parse_module(CONTEXT, F64_PROGRAM, "f64.mlir")
    pipeline = f"hlo-to-gpu-pipeline{{chip={chip} features={features}}}"
    _run_passes(default_registry(), module, pipeline, "", {}, DiagnosticEngine(SourceManager()))
    (binary,) = [op for op in module.walk() if isinstance(op, gpu.BinaryOp)]
    (target_object,) = binary.objects.data
    ptx = target_object.object.data
    assert "fma.rn.f64" in ptx and "call" not in ptx
    if PTXAS is not None:
        assert (errors := ptxas_errors(ptx, chip)) is None, errors
