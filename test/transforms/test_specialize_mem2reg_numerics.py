"""mem2reg, control-flow-sink and linalg-specialize-generic-ops keep what a program computes: each program is
interpreted (the reference interpreter) before and after the pass, on the same inputs, and the pass must have
changed the IR."""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import interpret

from aiopt.tools.lit_conformance import run_ai_opt

LOOP_SLOTS = """
func.func @main(%xt: tensor<i32>, %nt: tensor<i32>) -> tensor<i32> {
  %x = tensor.extract %xt[] : tensor<i32>
  %n = tensor.extract %nt[] : tensor<i32>
  %m = memref.alloca() : memref<i32>
  %k = memref.alloca() : memref<i32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  memref.store %c0, %m[] : memref<i32>
  memref.store %x, %k[] : memref<i32>
  cf.br ^head
^head:
  %v = memref.load %m[] : memref<i32>
  %done = arith.cmpi sge, %v, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %odd = arith.andi %v, %c1 : i32
  %is_odd = arith.cmpi ne, %odd, %c0 : i32
  cf.cond_br %is_odd, ^left, ^right
^left:
  %w = arith.addi %v, %c1 : i32
  memref.store %w, %m[] : memref<i32>
  %kv = memref.load %k[] : memref<i32>
  %kw = arith.muli %kv, %w : i32
  memref.store %kw, %k[] : memref<i32>
  cf.br ^join
^right:
  %x2 = memref.load %m[] : memref<i32>
  %x3 = arith.addi %x2, %c1 : i32
  memref.store %x3, %m[] : memref<i32>
  cf.br ^join
^join:
  cf.br ^head
^exit:
  %r = memref.load %k[] : memref<i32>
  %out = tensor.from_elements %r : tensor<i32>
  return %out : tensor<i32>
}
"""

SINK = """
func.func @main(%ct: tensor<i1>, %at: tensor<i32>, %bt: tensor<i32>) -> tensor<i32> {
  %c = tensor.extract %ct[] : tensor<i1>
  %a = tensor.extract %at[] : tensor<i32>
  %b = tensor.extract %bt[] : tensor<i32>
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %a : i32
  %r = scf.if %c -> i32 {
    %x = arith.addi %2, %1 : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  %out = tensor.from_elements %r : tensor<i32>
  return %out : tensor<i32>
}
"""

SPECIALIZE = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>, %r: tensor<8xf32>, %b: tensor<8x3xf32>)
    -> (tensor<4x8xf32>, tensor<4x3xf32>, tensor<3x4xf32>) {
  %o = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%r, %t : tensor<8xf32>, tensor<8x4xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.subf %y, %x : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.divf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4x8xf32>
  %zero = arith.constant 0.0 : f32
  %ci = tensor.empty() : tensor<4x3xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, #id], iterator_types = ["parallel", "parallel"]}
      ins(%zero : f32) outs(%ci : tensor<4x3xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x3xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>,
                                        affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%1, %b : tensor<4x8xf32>, tensor<8x3xf32>) outs(%c : tensor<4x3xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %cti = tensor.empty() : tensor<3x4xf32>
  %ct = arith.constant 0.0 : f32
  %ctz = linalg.fill ins(%ct : f32) outs(%cti : tensor<3x4xf32>) -> tensor<3x4xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>,
                                        affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%b, %0 : tensor<8x3xf32>, tensor<4x8xf32>) outs(%ctz : tensor<3x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %z : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %1, %2, %3 : tensor<4x8xf32>, tensor<4x3xf32>, tensor<3x4xf32>
}
"""


def _body(text: str) -> str:
    return text.replace("module {", "", 1).rsplit("}", 1)[0]


def _inputs(program: str, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    if program is LOOP_SLOTS:
        return [np.array(rng.integers(-5, 5), np.int32), np.array(rng.integers(0, 9), np.int32)]
    if program is SINK:
        return [np.array(bool(seed % 2)), np.array(rng.integers(-50, 50), np.int32), np.array(3, np.int32)]
    shapes = [(4, 8), (8, 4), (8,), (8, 3)]
    return [rng.uniform(0.5, 2.0, shape).astype(np.float32) for shape in shapes]


@pytest.mark.parametrize(
    "program, passes, changed",
    [
        (LOOP_SLOTS, ["--mem2reg"], lambda out: "memref" not in out),
        (SINK, ["--control-flow-sink"], lambda out: out.index("scf.if") < out.index("arith.muli")),
        (SPECIALIZE, ["--linalg-specialize-generic-ops"], lambda out: "linalg.generic" not in out),
    ],
    ids=["mem2reg", "control_flow_sink", "linalg_specialize"],
)
def test_pass_keeps_results(program: str, passes: list[str], changed) -> None:
    result = run_ai_opt(["-", *passes], program)
    assert result.status == 0, result.stderr
    assert changed(result.stdout), result.stdout
    for seed in range(3):
        inputs = _inputs(program, seed)
        expected = interpret(program, inputs)
        actual = interpret(_body(result.stdout), inputs)
        for want, got in zip(expected, actual, strict=True):
            np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-6)
