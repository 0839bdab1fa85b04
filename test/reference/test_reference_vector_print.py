"""vector.print in the reference interpreter writes what upstream's lowering prints when run (checked against
mlir-opt 22's convert-vector-to-llvm run by mlir-runner where they are installed): floats as C's %g, integers in
decimal (index and i1 unsigned), vectors as `( 1, 2 )` nested for n-D, then the punctuation."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.tools.upstream import find_upstream_tool

PROGRAM = """
func.func @main() {
  %v = arith.constant dense<[1.5, -2.0, 3.0e10, 0x7FC00000, 0.1, -0.0]> : vector<6xf32>
  %w = vector.shape_cast %v : vector<6xf32> to vector<2x3xf32>
  vector.print %v : vector<6xf32>
  vector.print %w : vector<2x3xf32>
  %e = vector.extract %v[1] : f32 from vector<6xf32>
  vector.print %e : f32 punctuation <comma>
  vector.print %e : f32
  %i = arith.constant -3 : i32
  vector.print %i : i32
  %b = arith.constant true
  vector.print %b : i1
  %x = arith.constant -1 : index
  vector.print %x : index
  vector.print punctuation <open>
  %d = arith.constant 2.5 : f64
  vector.print %d : f64 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print
  vector.print str "done\\n"
  return
}
"""

EXPECTED = """( 1.5, -2, 3e+10, nan, 0.1, -0 )
( ( 1.5, -2, 3e+10 ), ( nan, 0.1, -0 ) )
-2, -2
-3
1
18446744073709551615
( 2.5 )
done
"""


def test_interpreter_prints_as_upstream(capsys):
    module = parse_module(default_registry().make_context(), PROGRAM, "print.mlir")
    run_function(module, "main", [])
    assert capsys.readouterr().out == EXPECTED


def test_upstream_prints_the_same():
    mlir_opt, runner = find_upstream_tool("mlir-opt"), find_upstream_tool("mlir-runner")
    if mlir_opt is None or runner is None:
        pytest.skip("upstream mlir-opt and mlir-runner are not installed")
    lib = Path(runner).parent.parent / "lib"
    libraries = [lib / "libmlir_c_runner_utils.so", lib / "libmlir_runner_utils.so"]
    if not all(p.exists() for p in libraries):
        pytest.skip("upstream's runner libraries are not installed")
    lowered = subprocess.run(
        [mlir_opt, "--convert-vector-to-scf", "--convert-scf-to-cf", "--convert-vector-to-llvm", "--convert-to-llvm",
         "--reconcile-unrealized-casts"], input=PROGRAM, capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    run = subprocess.run(
        [runner, "-e", "main", "-entry-point-result=void", *(f"-shared-libs={p}" for p in libraries)],
        input=lowered, capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert run.stdout == EXPECTED
