"""convert-elementwise-to-linalg keeps what programs compute, and the CPU pipeline runs arith/math on tensors.

Each program is interpreted by the reference interpreter as written (arith and
math ops on tensors) and after the pass (linalg.generic), and compiled with
the default CPU pipeline from the tensor level (which failed with "op was not
bufferized" before the pipeline ran the pass): float, integer and i1 element
types, results of another element type than the operands (comparisons), a
scalar select condition, rank 0 and dynamic shapes.
"""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp, TensorType

from aiopt.dialects.hlo.types import DYNAMIC, element_type_of
from aiopt.lowering.elementwise_to_linalg import ConvertElementwiseToLinalgPass
from aiopt.reference.hlo import numpy_dtype
from aiopt.reference.interpreter import find_function, run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

CONTEXT = default_registry().make_context()

PROGRAMS = {
    "float": """
    func.func @main(%a: tensor<3x5xf32>, %b: tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xi1>) {
      %s = arith.addf %a, %b : tensor<3x5xf32>
      %p = arith.mulf %s, %a : tensor<3x5xf32>
      %d = arith.divf %p, %b : tensor<3x5xf32>
      %n = arith.negf %d : tensor<3x5xf32>
      %m = arith.maximumf %n, %a : tensor<3x5xf32>
      %t = math.tanh %m : tensor<3x5xf32>
      %c = arith.cmpf ogt, %a, %b : tensor<3x5xf32>
      return %m, %t, %c : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xi1>
    }""",
    "integer": """
    func.func @main(%a: tensor<7xi32>, %b: tensor<7xi32>) -> (tensor<7xi32>, tensor<7xi64>, tensor<7xf32>) {
      %s = arith.addi %a, %b : tensor<7xi32>
      %p = arith.muli %s, %b : tensor<7xi32>
      %x = arith.xori %p, %a : tensor<7xi32>
      %m = arith.minsi %x, %b : tensor<7xi32>
      %e = arith.extsi %m : tensor<7xi32> to tensor<7xi64>
      %f = arith.sitofp %s : tensor<7xi32> to tensor<7xf32>
      return %m, %e, %f : tensor<7xi32>, tensor<7xi64>, tensor<7xf32>
    }""",
    "i1": """
    func.func @main(%a: tensor<2x4xi1>, %b: tensor<2x4xi1>, %x: tensor<2x4xf64>, %y: tensor<2x4xf64>)
        -> (tensor<2x4xi1>, tensor<2x4xf64>, tensor<2x4xi8>) {
      %and = arith.andi %a, %b : tensor<2x4xi1>
      %or = arith.ori %and, %b : tensor<2x4xi1>
      %xor = arith.xori %or, %a : tensor<2x4xi1>
      %s = arith.select %xor, %x, %y : tensor<2x4xi1>, tensor<2x4xf64>
      %z = arith.extui %xor : tensor<2x4xi1> to tensor<2x4xi8>
      return %xor, %s, %z : tensor<2x4xi1>, tensor<2x4xf64>, tensor<2x4xi8>
    }""",
    "scalar_condition_and_rank_0": """
    func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %t: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
      %c0 = arith.constant 0.0 : f32
      %cst = arith.constant dense<2.0> : tensor<f32>
      %0 = tensor.extract %t[] : tensor<f32>
      %p = arith.cmpf olt, %0, %c0 : f32
      %s = arith.select %p, %a, %b : tensor<4xf32>
      %e = math.exp %t : tensor<f32>
      %r = arith.mulf %e, %cst : tensor<f32>
      return %s, %r : tensor<4xf32>, tensor<f32>
    }""",
    "dynamic": """
    func.func @main(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>, %i: tensor<?xi16>) -> (tensor<?x4xf32>, tensor<?x4xi1>, tensor<?xi16>) {
      %s = arith.subf %a, %b : tensor<?x4xf32>
      %q = math.sqrt %s : tensor<?x4xf32>
      %c = arith.cmpf uno, %q, %q : tensor<?x4xf32>
      %n = arith.muli %i, %i : tensor<?xi16>
      return %q, %c, %n : tensor<?x4xf32>, tensor<?x4xi1>, tensor<?xi16>
    }""",
}


def parse(text: str) -> ModuleOp:
    module = parse_module(CONTEXT, text, "test.mlir")
    verify_operation(module)
    return module


def random_inputs(module: ModuleOp, seed: int) -> list[np.ndarray]:
    """Random arrays for `@main`'s arguments; `?` sizes are 5; integers small, so that no product overflows."""
    rng = np.random.default_rng(seed)
    inputs = []
    for type_ in find_function(module, "main").function_type.inputs.data:
        assert isinstance(type_, TensorType)
        shape = tuple(5 if size == DYNAMIC else size for size in type_.get_shape())
        dtype = numpy_dtype(element_type_of(type_))
        if dtype == np.bool_:
            inputs.append(rng.integers(0, 2, shape).astype(np.bool_))
        elif np.issubdtype(dtype, np.integer):
            inputs.append(rng.integers(-100, 100, shape).astype(dtype))
        else:
            inputs.append(rng.standard_normal(shape).astype(dtype))
    return inputs


def converted(module: ModuleOp) -> ModuleOp:
    """The module after the pass, printed and parsed again."""
    result = module.clone()
    ConvertElementwiseToLinalgPass().apply(CONTEXT, result)
    return parse(str(result))


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_pass_keeps_what_the_program_computes(name: str) -> None:
    before = parse(PROGRAMS[name])
    after = converted(before)
    assert not any(op.dialect_name() in ("arith", "math") and op.name != "arith.constant" and any(
        isinstance(r.type, TensorType) for r in op.results) for op in after.walk())
    assert any(op.name == "linalg.generic" for op in after.walk())
    inputs = random_inputs(before, seed=len(name))
    expected = run_function(before, "main", inputs)
    for actual, wanted in zip(run_function(after, "main", inputs), expected, strict=True):
        np.testing.assert_array_equal(actual, wanted)


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_cpu_pipeline_matches_the_interpreter(name: str) -> None:
    module = parse(PROGRAMS[name])
    inputs = random_inputs(module, seed=len(name))
    expected = run_function(module, "main", inputs)
    results = compile(PROGRAMS[name], cache=False).call(*inputs)
    assert len(results) == len(expected)
    for actual, wanted in zip(results, expected, strict=True):
        assert actual.shape == np.shape(wanted) and actual.dtype == np.asarray(wanted).dtype
        # math ops are polynomial approximations in compiled code: a few ulp from the interpreter's.
        np.testing.assert_allclose(actual, wanted, rtol=2e-6, atol=1e-7, equal_nan=True)
