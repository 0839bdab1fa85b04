"""--linalg-fuse-elementwise-ops keeps what programs compute, and fuses what it should.

Programs are interpreted before and after the pass on random inputs and must
agree bit for bit (fusion only moves scalar ops, never reorders them): every
case of linalg-fuse-elementwise-ops.mlir, and HLO programs (element-wise
chains, broadcasts, the JAX samples) lowered with convert-mhlo-to-linalg.
The fused programs are also checked for how many generics are left.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp, TensorType

from aiopt.dialects.hlo.types import DYNAMIC, element_type_of
from aiopt.lowering.mhlo_to_linalg import ConvertMhloToLinalgPass
from aiopt.reference.hlo import numpy_dtype
from aiopt.reference.interpreter import find_function, run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.tools.upstream import find_upstream_tool
from aiopt.transforms.linalg_fuse_elementwise_ops import LinalgFuseElementwiseOpsPass

CONTEXT = default_registry().make_context()
ROOT = Path(__file__).resolve().parents[2]
LIT_CASES = (ROOT / "test" / "transforms" / "linalg-fuse-elementwise-ops.mlir").read_text().split("\n// -----\n")


def parse(text: str) -> ModuleOp:
    module = parse_module(CONTEXT, text, "test.mlir")
    verify_operation(module)
    return module


def fused(module: ModuleOp) -> ModuleOp:
    """The module after the pass, printed and parsed again."""
    result = module.clone()
    LinalgFuseElementwiseOpsPass().apply(CONTEXT, result)
    return parse(str(result))


def random_inputs(module: ModuleOp, entry: str, seed: int) -> list[np.ndarray]:
    """Random arrays for `@entry`'s arguments; `?` sizes are 3."""
    rng = np.random.default_rng(seed)
    inputs = []
    for type_ in find_function(module, entry).function_type.inputs.data:
        assert isinstance(type_, TensorType)
        shape = tuple(3 if size == DYNAMIC else size for size in type_.get_shape())
        inputs.append(rng.standard_normal(shape).astype(numpy_dtype(element_type_of(type_))))
    return inputs


def assert_same_results(before: ModuleOp, after: ModuleOp, entry: str) -> None:
    inputs = random_inputs(before, entry, seed=len(entry))
    for actual, expected in zip(run_function(after, entry, inputs), run_function(before, entry, inputs), strict=True):
        np.testing.assert_array_equal(actual, expected)


def generics(module: ModuleOp) -> int:
    return sum(op.name == "linalg.generic" for op in module.walk())


@pytest.mark.parametrize("case", range(len(LIT_CASES)))
def test_lit_cases_compute_the_same(case: int) -> None:
    before = parse(LIT_CASES[case])
    entry = next(op.sym_name.data for op in before.walk() if op.name == "func.func")
    assert_same_results(before, fused(before), entry)


HLO_PROGRAMS = {
    # name: (program, generics left after fusion)
    "tanh_of_fma": (
        """
        func.func @main(%x: tensor<64xf32>, %y: tensor<64xf32>, %z: tensor<64xf32>) -> tensor<64xf32> {
          %0 = mhlo.multiply %x, %y : tensor<64xf32>
          %1 = mhlo.add %0, %z : tensor<64xf32>
          %2 = mhlo.tanh %1 : tensor<64xf32>
          func.return %2 : tensor<64xf32>
        }""",
        1,
    ),
    "broadcast_bias_relu": (
        """
        func.func @main(%x: tensor<4x8xf64>, %b: tensor<8xf64>) -> tensor<4x8xf64> {
          %zero = mhlo.constant dense<0.0> : tensor<f64>
          %bb = "mhlo.broadcast_in_dim"(%b) <{broadcast_dimensions = dense<1> : tensor<1xi64>}> : (tensor<8xf64>) -> tensor<4x8xf64>
          %zz = "mhlo.broadcast_in_dim"(%zero) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f64>) -> tensor<4x8xf64>
          %0 = mhlo.add %x, %bb : tensor<4x8xf64>
          %1 = mhlo.maximum %0, %zz : tensor<4x8xf64>
          func.return %1 : tensor<4x8xf64>
        }""",
        1,
    ),
    "shared_operand_and_two_results": (
        """
        func.func @main(%x: tensor<?x5xf32>) -> (tensor<?x5xf32>, tensor<?x5xi1>) {
          %0 = mhlo.exponential %x : tensor<?x5xf32>
          %1 = mhlo.subtract %0, %x : tensor<?x5xf32>
          %2 = mhlo.compare GT, %0, %x : (tensor<?x5xf32>, tensor<?x5xf32>) -> tensor<?x5xi1>
          func.return %1, %2 : tensor<?x5xf32>, tensor<?x5xi1>
        }""",
        3,
    ),
}


@pytest.mark.parametrize("name", HLO_PROGRAMS)
def test_lowered_hlo_programs(name: str) -> None:
    text, expected_generics = HLO_PROGRAMS[name]
    lowered = parse(text)
    ConvertMhloToLinalgPass().apply(CONTEXT, lowered)
    after = fused(lowered)
    assert generics(after) == expected_generics
    assert_same_results(lowered, after, "main")


@pytest.mark.parametrize("model", ["softmax", "layernorm", "mlp"])
def test_jax_samples(model: str) -> None:
    lowered = parse((ROOT / "examples" / "models" / f"{model}.stablehlo.mlir").read_text())
    ConvertMhloToLinalgPass().apply(CONTEXT, lowered)
    after = fused(lowered)
    assert generics(after) < generics(lowered)
    assert_same_results(lowered, after, "main")


def test_upstream_parses_the_fused_lit_cases() -> None:
    """Upstream mlir-opt (LLVM 22) parses and verifies every fused case of linalg-fuse-elementwise-ops.mlir."""
    mlir_opt = find_upstream_tool("mlir-opt")
    if mlir_opt is None:
        pytest.skip("needs upstream mlir-opt (pip install -e '.[upstream]')")
    upstream = subprocess.run(
        [mlir_opt, "--split-input-file", "--verify-each", "-"],
        check=False,
        input="\n// -----\n".join(str(fused(parse(case))) for case in LIT_CASES),
        capture_output=True,
        text=True,
    )
    assert upstream.returncode == 0, upstream.stderr


MULTIPLE_USES_CASES = (
    (ROOT / "test" / "transforms" / "linalg-fuse-elementwise-ops-multiple-uses.mlir").read_text().split("\n// -----\n")
)


@pytest.mark.parametrize("case", range(len(MULTIPLE_USES_CASES)))
def test_multiple_uses_cases_compute_the_same(case: int) -> None:
    """fuse-multiple-uses (duplicating cheap producers, preserving costly ones in a reduction) keeps the results,
    interpreted and compiled (the CPU pipeline lowers a reduction that also yields its fused producer)."""
    from aiopt.runtime.compiler import compile

    before = parse(MULTIPLE_USES_CASES[case])
    entry = next(op.sym_name.data for op in before.walk() if op.name == "func.func")
    after = before.clone()
    LinalgFuseElementwiseOpsPass(fuse_multiple_uses=True).apply(CONTEXT, after)
    after = parse(str(after))
    assert_same_results(before, after, entry)
    inputs = random_inputs(before, entry, seed=case)
    expected = run_function(before, entry, inputs)
    compiled = compile(MULTIPLE_USES_CASES[case], entry=entry, cache=False)
    actual = compiled(*inputs)
    actual = actual if isinstance(actual, tuple) else (actual,)
    for got, want in zip(actual, expected, strict=True):
        np.testing.assert_allclose(np.asarray(got), want, rtol=1e-5, atol=1e-6)
