"""Trait checks run in the order an op's definition declares its traits, whatever the hash seed.

xDSL keeps an op's traits in a frozenset; with two failing traits, which one was reported changed from
process to process (Python randomizes string hashes). MLIR checks traits in declaration order:
`func.return` inside an `affine.for` is "expects parent op 'func.func'" (HasParent comes first).
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

PROGRAM = """func.func @return_inside_loop() {
  affine.for %i = 1 to 100 {
    func.return
  }
  return
}
"""


@pytest.mark.parametrize("seed", ["1", "2", "3"])
def test_the_first_declared_failing_trait_is_reported(seed: str, tmp_path) -> None:
    path = tmp_path / "loop.mlir"
    path.write_text(PROGRAM)
    env = {**os.environ, "PYTHONHASHSEED": seed}
    result = subprocess.run(
        [sys.executable, "-m", "aiopt.tools.ai_opt", str(path)], capture_output=True, text=True, env=env, timeout=120
    )
    assert result.returncode == 1
    assert "'func.return' op expects parent op 'func.func'" in result.stderr, result.stderr
