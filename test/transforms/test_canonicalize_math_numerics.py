"""`--canonicalize` folds math ops of constants to what they compute: each folded op gives, within an
ulp or two, what the reference interpreter computes on the op for f32 and f64 tensors of ordinary
values (transforms/canonicalize_math.py).
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()
UNARY = ["sqrt", "exp", "expm1", "log", "log1p", "sin", "cos", "tan", "tanh", "erf", "absf", "ceil", "floor", "round",
         "roundeven"]  # fmt: skip
"""The folded ops the reference interpreter has semantics for (exp2, log2, log10, atan and trunc it lacks)."""
VALUES = [0.25, 0.5, 1.5, 2.0, 3.75]


def _program(op: str, element: str) -> str:
    vector = f"tensor<{len(VALUES)}x{element}>"
    values = ", ".join(repr(v) for v in VALUES)
    return (
        f"func.func @f() -> {vector} {{\n"
        f"  %c = arith.constant dense<[{values}]> : {vector}\n"
        f"  %r = math.{op} %c : {vector}\n"
        f"  return %r : {vector}\n"
        "}\n"
    )


def _run(text: str) -> np.ndarray:
    module = parse_module(CONTEXT, text, "math.mlir")
    verify_operation(module)
    (result,) = run_function(module, "f", [])
    return np.asarray(result)


@pytest.mark.parametrize("element", ["f32", "f64"])
@pytest.mark.parametrize("op", UNARY)
def test_folds_agree_with_the_interpreter(op: str, element: str) -> None:
    text = _program(op, element)
    module = parse_module(CONTEXT, text, "math.mlir")
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, module)
    folded = str(module)
    assert f"math.{op}" not in folded
    np.testing.assert_allclose(_run(folded), _run(text), rtol=4e-7 if element == "f32" else 1e-15)


@pytest.mark.parametrize(("element", "dtype"), [("f32", np.float32), ("f64", np.float64)])
def test_round_of_the_value_just_below_a_half_is_zero(element: str, dtype) -> None:
    """math.round (ties away from zero) of the float just below 0.5 is 0, folded and interpreted: floor(|x| + 0.5)
    made it 1 where the sum rounds up (the f64 folder; the interpreter for f32 and f64), as compiled code's
    llvm.round does not; ties, signed zeros and the value just below 1.5 too."""
    below_half, below_one_and_a_half = (float(np.nextafter(dtype(x), dtype(0))) for x in (0.5, 1.5))
    values = [below_half, -below_half, 2.5, -0.5, -0.25, below_one_and_a_half, 3.0]
    vector = f"tensor<{len(values)}x{element}>"
    text = (
        f"func.func @f() -> {vector} {{\n"
        f"  %c = arith.constant dense<[{', '.join(repr(v) for v in values)}]> : {vector}\n"
        f"  %r = math.round %c : {vector}\n"
        f"  return %r : {vector}\n"
        "}\n"
    )
    module = parse_module(CONTEXT, text, "math.mlir")
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, module)
    assert "math.round" not in str(module)
    expected = [0.0, -0.0, 3.0, -1.0, -0.0, 1.0, 3.0]
    for result in (_run(text), _run(str(module))):
        assert result.tolist() == expected
        assert np.signbit(result).tolist() == [False, True, False, True, True, False, False]
