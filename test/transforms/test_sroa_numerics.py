"""sroa (alone and followed by mem2reg) keeps what a program computes: the program is interpreted (the
reference interpreter) and run compiled (convert-to-llvm and the LLVM JIT) before and after the passes, on the
same inputs, and the passes must have split the aggregate slots."""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import _CONTEXT, interpret, run_compiled

from aiopt.support.parsing import parse_module
from aiopt.tools.lit_conformance import run_ai_opt

SWAP_TENSORS = """
func.func @main(%xt: tensor<3xf32>) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x0 = tensor.extract %xt[%c0] : tensor<3xf32>
  %x1 = tensor.extract %xt[%c1] : tensor<3xf32>
  %x2 = tensor.extract %xt[%c2] : tensor<3xf32>
  %m = memref.alloca() : memref<2x2xf32>
  memref.store %x0, %m[%c0, %c1] : memref<2x2xf32>
  memref.store %x1, %m[%c1, %c0] : memref<2x2xf32>
  %a = memref.load %m[%c1, %c0] : memref<2x2xf32>
  %b = memref.load %m[%c0, %c1] : memref<2x2xf32>
  %s = arith.subf %a, %b : f32
  memref.store %s, %m[%c1, %c0] : memref<2x2xf32>
  %p = arith.mulf %x2, %s : f32
  memref.store %p, %m[%c0, %c1] : memref<2x2xf32>
  %r0 = memref.load %m[%c0, %c1] : memref<2x2xf32>
  %r1 = memref.load %m[%c1, %c0] : memref<2x2xf32>
  %out = tensor.from_elements %r0, %r1, %x2 : tensor<3xf32>
  return %out : tensor<3xf32>
}
"""

STRUCT_MEMREFS = """
func.func @main(%in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x0 = memref.load %in[%c0] : memref<4xf32>
  %x1 = memref.load %in[%c1] : memref<4xf32>
  %x2 = memref.load %in[%c2] : memref<4xf32>
  %x3 = memref.load %in[%c3] : memref<4xf32>
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x !llvm.struct<(f32, array<2 x f32>, f64)> : (i32) -> !llvm.ptr
  %f1 = llvm.getelementptr %s[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, array<2 x f32>, f64)>
  %f2 = llvm.getelementptr inbounds %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, array<2 x f32>, f64)>
  llvm.store %x0, %s : f32, !llvm.ptr
  llvm.store %x1, %f1 : f32, !llvm.ptr
  %w = arith.extf %x2 : f32 to f64
  llvm.store %w, %f2 : f64, !llvm.ptr
  %a = llvm.load %f1 : !llvm.ptr -> f32
  %b = llvm.load %s : !llvm.ptr -> f32
  %c = llvm.load %f2 : !llvm.ptr -> f64
  %t = arith.truncf %c : f64 to f32
  %d = arith.mulf %a, %b : f32
  %e = arith.addf %t, %x3 : f32
  memref.store %d, %out[%c0] : memref<4xf32>
  memref.store %e, %out[%c1] : memref<4xf32>
  memref.store %a, %out[%c2] : memref<4xf32>
  memref.store %t, %out[%c3] : memref<4xf32>
  return
}
"""

MEM_INTRINSICS = """
func.func @main(%in: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x0 = memref.load %in[%c0] : memref<4xf32>
  %x1 = memref.load %in[%c1] : memref<4xf32>
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i8) : i8
  %size = llvm.mlir.constant(16 : i64) : i64
  %a = llvm.alloca %one x !llvm.struct<(f32, f32, f64)> : (i32) -> !llvm.ptr
  %b = llvm.alloca %one x !llvm.struct<(f32, f32, f64)> : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%a, %zero, %size) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  %a1 = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32, f64)>
  llvm.store %x1, %a1 : f32, !llvm.ptr
  "llvm.intr.memcpy"(%b, %a, %size) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.store %x0, %a : f32, !llvm.ptr
  %b0 = llvm.load %b : !llvm.ptr -> f32
  %b1p = llvm.getelementptr %b[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32, f64)>
  %b1 = llvm.load %b1p : !llvm.ptr -> f32
  %b2p = llvm.getelementptr %b[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32, f64)>
  %b2 = llvm.load %b2p : !llvm.ptr -> f64
  %a0 = llvm.load %a : !llvm.ptr -> f32
  %t = arith.truncf %b2 : f64 to f32
  memref.store %b0, %out[%c0] : memref<4xf32>
  memref.store %b1, %out[%c1] : memref<4xf32>
  memref.store %t, %out[%c2] : memref<4xf32>
  memref.store %a0, %out[%c3] : memref<4xf32>
  return
}
"""


def _body(text: str) -> str:
    return text.replace("module {", "", 1).rsplit("}", 1)[0]


@pytest.mark.parametrize("passes", [["--sroa"], ["--sroa", "--mem2reg"]], ids=["sroa", "sroa_mem2reg"])
def test_sroa_keeps_interpreted_results(passes: list[str]) -> None:
    result = run_ai_opt(["-", *passes], SWAP_TENSORS)
    assert result.status == 0, result.stderr
    assert "memref<2x2xf32>" not in result.stdout, result.stdout
    if "--mem2reg" in passes:
        assert "memref" not in result.stdout, result.stdout
    for seed in range(3):
        inputs = [np.random.default_rng(seed).uniform(-2.0, 2.0, 3).astype(np.float32)]
        (want,) = interpret(SWAP_TENSORS, inputs)
        (got,) = interpret(_body(result.stdout), inputs)
        np.testing.assert_array_equal(np.asarray(got), np.asarray(want))


@pytest.mark.parametrize(
    "program, passes",
    [(STRUCT_MEMREFS, ["--sroa"]), (STRUCT_MEMREFS, ["--sroa", "--mem2reg"]), (MEM_INTRINSICS, ["--sroa"])],
    ids=["sroa", "sroa_mem2reg", "mem_intrinsics"],
)
def test_sroa_keeps_compiled_results(program: str, passes: list[str]) -> None:
    pytest.importorskip("aiopt.runtime.jit")
    pytest.importorskip("aiopt.targets.mlir_to_llvmir")
    result = run_ai_opt(["-", *passes], program)
    assert result.status == 0, result.stderr
    assert "x !llvm.struct" not in result.stdout and "array<2" not in result.stdout, result.stdout
    if "--mem2reg" in passes:
        assert "llvm.alloca" not in result.stdout, result.stdout
    before = parse_module(_CONTEXT, program, "before.mlir")
    after = parse_module(_CONTEXT, result.stdout, "after.mlir")
    for seed in range(3):
        x = np.random.default_rng(seed).uniform(-2.0, 2.0, 4).astype(np.float32)
        (want,) = run_compiled(before, "main", [x], 1)
        (got,) = run_compiled(after, "main", [x], 1)
        np.testing.assert_array_equal(got, want)
        if program is STRUCT_MEMREFS:
            assert want[0] == np.float32(x[1] * x[0])
        else:
            np.testing.assert_array_equal(want, [0.0, x[1], 0.0, x[0]])
