"""convert-mhlo-to-linalg's patterns are dispatched by the op class they match (aiopt.support.pattern_dispatch)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from aiopt.lowering.mhlo_to_linalg import populate_mhlo_to_linalg_patterns
from aiopt.support.pattern_dispatch import pattern_op_types

ROOT = Path(__file__).resolve().parents[2]


def test_every_pattern_declares_its_op_classes():
    undeclared = [type(p).__name__ for p in populate_mhlo_to_linalg_patterns() if pattern_op_types(p) is None]
    assert not undeclared


def test_the_mlp_is_lowered_with_one_pattern_call_per_rewrite():
    result = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "pattern_dispatch.py"), str(ROOT / "examples/models/mlp.mhlo.mlir")],
        capture_output=True,
        text=True,
        check=True,
    )
    row = result.stdout.strip().splitlines()[-1].strip("|").split("|")
    rewrites, linear, keyed = (int(cell) for cell in row[1:4])
    assert rewrites > 0 and keyed <= 3 * rewrites < linear
