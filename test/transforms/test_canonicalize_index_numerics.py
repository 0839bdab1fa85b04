"""`--canonicalize` folds index ops to the values a 64-bit target computes: random constant pairs
(small, near 2^31 and 2^32, negative) through every binary op give, where they fold, what the
reference interpreter computes on the op with 64-bit index (transforms/canonicalize_index.py).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from aiopt.dialects.index import BINARY_OPS
from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.canonicalize_index import fold_binary

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()
INTERESTING = [0, 1, 2, 3, 7, -1, -2, -3, 31, 32, 33, 2**31 - 1, 2**31, 2**32, 2**32 + 2, -(2**31), 2**62, -(2**63)]
NO_INTERPRETER = {"ceildivs", "ceildivu", "floordivs"}
"""Ops whose arith equivalent the reference interpreter lacks (checked against 32-bit arithmetic only)."""


def _pairs(seed: int) -> list[tuple[int, int]]:
    rng = random.Random(seed)
    return [(_int64(rng.choice(INTERESTING) + rng.randint(-2, 2)), rng.choice(INTERESTING)) for _ in range(6)]


def _int64(value: int) -> int:
    """`value` wrapped to a signed 64-bit value: an index.constant holds 64 bits (-(2**63) - 2 is refused)."""
    return (value + 2**63) % 2**64 - 2**63


def _program(mnemonic: str, pairs: list[tuple[int, int]]) -> str:
    lines = [f"func.func @f() -> ({', '.join(['index'] * len(pairs))}) {{"]
    for k, (a, b) in enumerate(pairs):
        lines += [
            f"  %a{k} = index.constant {a}",
            f"  %b{k} = index.constant {b}",
            f"  %r{k} = index.{mnemonic} %a{k}, %b{k}",
        ]
    lines += [f"  return {', '.join(f'%r{k}' for k in range(len(pairs)))} : {', '.join(['index'] * len(pairs))}", "}"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("mnemonic", sorted(BINARY_OPS))
def test_folds_agree_with_the_interpreter(mnemonic: str) -> None:
    pairs = _pairs(sum(map(ord, mnemonic)))
    folded_any = False
    for a, b in pairs:
        value = fold_binary(f"index.{mnemonic}", a, b)
        if value is None:
            continue
        folded_any = True
        if mnemonic in NO_INTERPRETER:
            continue
        module = parse_module(CONTEXT, _program(mnemonic, [(a, b)]), "index.mlir")
        verify_operation(module)
        (expected,) = run_function(module, "f", [])
        assert np.int64(value) == np.int64(expected), (mnemonic, a, b)
    module = parse_module(CONTEXT, _program(mnemonic, pairs), "index.mlir")
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, module)
    verify_operation(module)
    assert folded_any or f"index.{mnemonic}" in str(module)
