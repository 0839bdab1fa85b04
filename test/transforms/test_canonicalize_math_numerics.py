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
