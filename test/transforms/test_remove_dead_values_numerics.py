"""remove-dead-values keeps what a program computes: a program runs compiled (convert-to-llvm and the LLVM JIT)
before and after the pass, with and without its canonicalization of region branch ops, and another is
interpreted (the reference interpreter) before and after it, on the same inputs; the pass must have removed the
dead arguments, results and loop-carried values."""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import _CONTEXT, interpret, run_compiled

from aiopt.support.parsing import parse_module
from aiopt.tools.lit_conformance import run_ai_opt

PROGRAM = """
func.func private @scale(%x: f32, %unused: f32, %k: f32) -> (f32, f32) {
  %y = arith.mulf %x, %k : f32
  %z = arith.addf %y, %unused : f32
  return %y, %z : f32, f32
}
func.func private @pick(%c: i1, %a: f32, %b: f32) -> f32 {
  %junk = arith.subf %a, %b : f32
  cf.cond_br %c, ^left(%a, %junk : f32, f32), ^right(%b, %junk : f32, f32)
^left(%l: f32, %dl: f32):
  cf.br ^join(%l, %dl : f32, f32)
^right(%r: f32, %dr: f32):
  cf.br ^join(%r, %dr : f32, f32)
^join(%v: f32, %dv: f32):
  return %v : f32
}
func.func @main(%in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %x0 = memref.load %in[%c0] : memref<4xf32>
  %x1 = memref.load %in[%c1] : memref<4xf32>
  %s:2 = func.call @scale(%x0, %x1, %half) : (f32, f32, f32) -> (f32, f32)
  %sum:3 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero, %dead = %zero, %prod = %x1) -> (f32, f32, f32) {
    %v = memref.load %in[%i] : memref<4xf32>
    %acc2 = arith.addf %acc, %v : f32
    %dead2 = arith.mulf %dead, %v : f32
    %prod2 = arith.mulf %prod, %half : f32
    scf.yield %acc2, %dead2, %prod2 : f32, f32, f32
  }
  %cmp = arith.cmpf olt, %x0, %x1 : f32
  %p = func.call @pick(%cmp, %x0, %x1) : (i1, f32, f32) -> f32
  %w:2 = scf.if %cmp -> (f32, f32) {
    %a = arith.addf %p, %half : f32
    scf.yield %a, %p : f32, f32
  } else {
    %b = arith.subf %p, %half : f32
    scf.yield %b, %p : f32, f32
  }
  memref.store %s#0, %out[%c0] : memref<4xf32>
  memref.store %sum#0, %out[%c1] : memref<4xf32>
  memref.store %p, %out[%c2] : memref<4xf32>
  memref.store %w#0, %out[%c3] : memref<4xf32>
  return
}
"""

LOOP_TENSORS = """
func.func private @step(%v: i32, %unused: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %n = arith.addi %v, %c1 : i32
  return %n, %unused : i32, i32
}
func.func @main(%nt: tensor<i32>) -> tensor<i32> {
  %n = tensor.extract %nt[] : tensor<i32>
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %r:3 = scf.while (%i = %c0, %acc = %c0, %junk = %c3) : (i32, i32, i32) -> (i32, i32, i32) {
    %go = arith.cmpi slt, %i, %n : i32
    scf.condition(%go) %i, %acc, %junk : i32, i32, i32
  } do {
  ^bb0(%i: i32, %acc: i32, %junk: i32):
    %next:2 = func.call @step(%i, %junk) : (i32, i32) -> (i32, i32)
    %acc2 = arith.addi %acc, %i : i32
    %junk2 = arith.muli %junk, %junk : i32
    scf.yield %next#0, %acc2, %junk2 : i32, i32, i32
  }
  %out = tensor.from_elements %r#1 : tensor<i32>
  return %out : tensor<i32>
}
"""


def _body(text: str) -> str:
    return text.replace("module {", "", 1).rsplit("}", 1)[0]


@pytest.mark.parametrize("flags", [[], ["--remove-dead-values=canonicalize=false"]], ids=["canonicalize", "plain"])
def test_compiled_results_stay(flags: list[str]) -> None:
    pytest.importorskip("aiopt.runtime.jit")
    pytest.importorskip("aiopt.targets.mlir_to_llvmir")
    result = run_ai_opt(["-", *(flags or ["--remove-dead-values"])], PROGRAM)
    assert result.status == 0, result.stderr
    out = result.stdout
    assert "func.func private @scale(%arg0: f32, %arg1: f32) -> f32" in out, out
    assert "func.func private @pick(%arg0: i1, %arg1: f32, %arg2: f32) -> f32" in out, out
    assert "arith.subf %arg1, %arg2" not in out, out
    if not flags:
        assert "iter_args(%arg3 = %cst) -> (f32)" in out and "-> (f32, f32)" not in out, out
    before = parse_module(_CONTEXT, PROGRAM, "before.mlir")
    after = parse_module(_CONTEXT, out, "after.mlir")
    for seed in range(3):
        x = np.random.default_rng(seed).uniform(-2.0, 2.0, 4).astype(np.float32)
        (want,) = run_compiled(before, "main", [x], 1)
        (got,) = run_compiled(after, "main", [x], 1)
        np.testing.assert_array_equal(got, want)


def test_interpreted_results_stay() -> None:
    result = run_ai_opt(["-", "--remove-dead-values"], LOOP_TENSORS)
    assert result.status == 0, result.stderr
    assert "func.func private @step(%arg0: i32) -> i32" in result.stdout, result.stdout
    assert "arith.muli" not in result.stdout, result.stdout
    # The reference interpreter has no `ub.poison`: canonicalize drops the unused ones the pass leaves.
    cleaned = run_ai_opt(["-", "--canonicalize"], result.stdout)
    assert cleaned.status == 0 and "ub.poison" not in cleaned.stdout, cleaned.stdout + cleaned.stderr
    for n in (0, 1, 5):
        inputs = [np.array(n, np.int32)]
        (want,) = interpret(LOOP_TENSORS, inputs)
        (got,) = interpret(_body(cleaned.stdout), inputs)
        np.testing.assert_array_equal(np.asarray(got), np.asarray(want))
