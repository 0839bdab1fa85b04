"""`--canonicalize` keeps what reshape chains compute: random collapse_shape/expand_shape pairs (with
unit dimensions, through rank 0, and through a tensor.cast) give numpy's row-major reshape in the
reference interpreter after canonicalization (transforms/canonicalize_reshape.py).
"""

from __future__ import annotations

import math
import random

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()


def _split(rng: random.Random, size: int) -> list[int]:
    """A random factorization of `size` into one to three factors, unit factors included."""
    factors = [size]
    for _ in range(rng.randint(0, 2)):
        index = rng.randrange(len(factors))
        divisor = rng.choice([d for d in range(1, factors[index] + 1) if factors[index] % d == 0])
        factors[index : index + 1] = [divisor, factors[index] // divisor]
    return factors


def _partition(rng: random.Random, shape: list[int]) -> list[list[int]]:
    """`shape`'s dimensions in random consecutive groups (none for a rank-0 side: all unit sizes)."""
    if all(size == 1 for size in shape) and rng.random() < 0.3:
        return []
    cuts = sorted(rng.sample(range(1, len(shape)), rng.randint(0, len(shape) - 1)))
    bounds = [0, *cuts, len(shape)]
    return [list(range(a, b)) for a, b in zip(bounds, bounds[1:])]


def _type(shape: list[int] | None, rank: int = 0) -> str:
    """A static tensor type of `shape`, or a dynamic one of `rank` when `shape` is None."""
    sizes = [str(size) for size in shape] if shape is not None else ["?"] * rank
    return f"tensor<{'x'.join(sizes)}{'x' if sizes else ''}f32>"


def _chain(seed: int) -> tuple[str, list[int], list[int]]:
    """A function @f reshaping its argument twice (collapse then expand, or the reverse, the first
    possibly through a tensor.cast); its argument and result shapes."""
    rng = random.Random(seed)
    wide = [size for _ in range(rng.randint(1, 3)) for size in _split(rng, rng.choice([1, 2, 4, 6, 12]))]
    groups = _partition(rng, wide)
    narrow = [math.prod(wide[d] for d in group) for group in groups]
    if rng.random() < 0.5:
        # collapse wide -> narrow, expand narrow -> other (each narrow size split again)
        other_groups, other, start = [], [], 0
        for size in narrow:
            parts = _split(rng, size)
            other_groups.append(list(range(start, start + len(parts))))
            other += parts
            start += len(parts)
        if not narrow:
            other = [1] * rng.randint(0, 2)
        body = [f"  %m = tensor.collapse_shape %x {groups} : {_type(wide)} into {_type(narrow)}"]
        if rng.random() < 0.3:
            body = [
                f"  %c = tensor.cast %x : {_type(wide)} to {_type(None, len(wide))}",
                f"  %d = tensor.collapse_shape %c {groups} : {_type(None, len(wide))} into {_type(None, len(narrow))}",
                f"  %m = tensor.cast %d : {_type(None, len(narrow))} to {_type(narrow)}",
            ]
        body.append(
            f"  %r = tensor.expand_shape %m {other_groups} output_shape {other} : {_type(narrow)} into {_type(other)}"
        )
        source, result = wide, other
    else:
        # expand narrow -> wide, collapse wide -> other (another grouping of wide)
        other_groups = _partition(rng, wide)
        other = [math.prod(wide[d] for d in group) for group in other_groups]
        if not other_groups and any(size != 1 for size in wide):
            other_groups, other = [list(range(len(wide)))], [math.prod(wide)]
        body = [
            f"  %m = tensor.expand_shape %x {groups} output_shape {wide} : {_type(narrow)} into {_type(wide)}",
            f"  %r = tensor.collapse_shape %m {other_groups} : {_type(wide)} into {_type(other)}",
        ]
        source, result = narrow, other
    text = "\n".join([f"func.func @f(%x: {_type(source)}) -> {_type(result)} {{", *body, f"  return %r : {_type(result)}", "}"])
    return text + "\n", source, result


def _run(text: str, x: np.ndarray) -> np.ndarray:
    module = parse_module(CONTEXT, text, "reshape.mlir")
    verify_operation(module)
    (result,) = run_function(module, "f", [x])
    return np.asarray(result)


@pytest.mark.parametrize("seed", range(40))
def test_canonicalize_keeps_reshape_results(seed: int) -> None:
    text, source, result = _chain(seed)
    module = parse_module(CONTEXT, text, "reshape.mlir")
    verify_operation(module)
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, module)
    verify_operation(module)
    canonical = str(module)
    x = np.arange(math.prod(source), dtype=np.float32).reshape(source)
    np.testing.assert_array_equal(_run(canonical, x), x.reshape(result))
    np.testing.assert_array_equal(_run(text, x), x.reshape(result))


def test_chains_are_composed() -> None:
    """Many random chains become one reshape (the test would not exercise the patterns otherwise); the others
    have no grouping both ways (upstream leaves `1x4 -> 4 -> 4x1x1` too)."""
    composed = 0
    for seed in range(40):
        text, _, _ = _chain(seed)
        module = parse_module(CONTEXT, text, "reshape.mlir")
        REGISTRY.pass_class("canonicalize")().apply(CONTEXT, module)
        printed = str(module)
        composed += printed.count("_shape") <= 1
    assert composed >= 15
