"""What the CUDA executor's host interpreter runs (`HostInterpreter`), checked before any device work.

`HostInterpreter.check` finds the first op of a lowered host function that
`run` could not run: an op other than a launch, a buffer op, index and
integer arithmetic or a cf branch. difftest --gpu-kernels
counts the programs it keeps off a real GPU. No GPU is needed: the check
reads the IR only.
"""

from __future__ import annotations

import numpy as np
import pytest
from gpu_testing import HostMemory, install_host_memory

from aiopt.reference.interpreter import run_function
from aiopt.runtime.gpu_executor import DeviceMemRef, HostInterpreter
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

CONTEXT = default_registry().make_context()

STRAIGHT = """
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%out: memref<?xf32>) kernel {
      gpu.return
    }
  }
  func.func @main(%n: index, %out: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    %blocks = arith.ceildivui %n, %c1 : index
    %tmp = memref.alloc(%n) : memref<?xf32>
    gpu.launch_func @kernels::@fill blocks in (%blocks, %c1, %c1) threads in (%c1, %c1, %c1) args(%tmp : memref<?xf32>)
    memref.copy %tmp, %out : memref<?xf32> to memref<?xf32>
    memref.dealloc %tmp : memref<?xf32>
    return
  }
}
"""


def test_straight_line_launches_and_buffers_pass() -> None:
    HostInterpreter(parse_module(CONTEXT, STRAIGHT, "host.mlir"), "main").check()


@pytest.mark.parametrize(
    "body, name, message",
    [
        ("%c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  scf.for %i = %c0 to %c1 step %c1 {\n  }",
         "scf.for", "cannot run on the host with the CUDA target"),
        ("%v = memref.load %a[] : memref<f32>\n  cf.br ^bb1\n^bb1:\n  %t = tensor.splat %v : tensor<2xf32>",
         "tensor.splat", "cannot run on the host with the CUDA target"),
    ],
)  # fmt: skip
def test_the_first_op_the_host_cannot_run_is_located(body: str, name: str, message: str) -> None:
    text = f"func.func @main(%a: memref<f32>) {{\n  {body}\n  return\n}}\n"
    module = parse_module(CONTEXT, text, "host.mlir")
    with pytest.raises(DiagnosticError) as error:
        HostInterpreter(module, "main").check()
    assert error.value.op is next(op for op in module.walk() if op.name == name)
    assert str(error.value).startswith(f"'{name}' op {message}")


VIEWS = """
func.func @main(%a: memref<4x6xui8>, %i: index)
    -> (memref<2x3xi8, strided<[12, 1], offset: ?>>, memref<3xui8, strided<[1], offset: 20>>) {
  %s = builtin.unrealized_conversion_cast %a : memref<4x6xui8> to memref<4x6xi8>
  %v = memref.subview %s[1, %i] [2, 3] [2, 1] : memref<4x6xi8> to memref<2x3xi8, strided<[12, 1], offset: ?>>
  %r = memref.subview %a[3, 2] [1, 3] [1, 1] : memref<4x6xui8> to memref<3xui8, strided<[1], offset: 20>>
  return %v, %r : memref<2x3xi8, strided<[12, 1], offset: ?>>, memref<3xui8, strided<[1], offset: 20>>
}
"""


def test_subviews_and_unsigned_casts_are_views_of_the_device_buffer() -> None:
    """A subview is the buffer at an offset with its sizes and strides (rank-reducing ones drop the unit
    dimensions); a cast of unsigned elements to signless ones is the same buffer with the other dtype."""
    module = parse_module(CONTEXT, VIEWS, "host.mlir")
    verify_operation(module)
    host = HostInterpreter(module, "main")
    host.check()
    buffer = DeviceMemRef(0x1000, np.dtype(np.uint8), (4, 6), (6, 1), 0, None)
    view, row = host.run([buffer, 2])
    assert (view.pointer, view.dtype, view.sizes, view.strides, view.offset) == (0x1000, np.int8, (2, 3), (12, 1), 8)
    assert (row.dtype, row.sizes, row.strides, row.offset) == (np.uint8, (3,), (1,), 20)


def test_a_cast_to_elements_of_another_width_is_an_error() -> None:
    text = """
    func.func @main(%a: memref<4xi16>) -> memref<4xi32> {
      %s = builtin.unrealized_conversion_cast %a : memref<4xi16> to memref<4xi32>
      return %s : memref<4xi32>
    }
    """
    host = HostInterpreter(parse_module(CONTEXT, text, "host.mlir"), "main")
    with pytest.raises(DiagnosticError, match="reinterprets memref<4xi16> as memref<4xi32>"):
        host.run([DeviceMemRef(0x1000, np.dtype(np.int16), (4,), (1,), 0, None)])


BRANCHES = """
func.func @main(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  cf.br ^loop(%c0, %c0 : index, index)
^loop(%i: index, %sum: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^done(%sum : index)
^body:
  %s = arith.addi %sum, %i : index
  %j = arith.addi %i, %c1 : index
  cf.switch %i : index, [
    default: ^loop(%j, %s : index, index),
    2: ^bonus
  ]
^bonus:
  %t = arith.addi %s, %c10 : index
  cf.br ^loop(%j, %t : index, index)
^done(%r: index):
  return %r : index
}
"""


@pytest.mark.parametrize("n, expected", [(0, 0), (2, 1), (3, 13), (5, 20)])
def test_branches_on_the_host_are_followed(n: int, expected: int) -> None:
    """convert-scf-to-cf makes blocks of an scf.if or scf.while left on the host: cf.br, cf.cond_br and
    cf.switch are followed block by block."""
    host = HostInterpreter(parse_module(CONTEXT, BRANCHES, "host.mlir"), "main")
    host.check()
    assert host.run([n]) == [expected]


CALLS = """
func.func private @twice(%x: index) -> index {
  %r = arith.addi %x, %x : index
  return %r : index
}
func.func private @bad(%a: memref<f32>) {
  %v = memref.load %a[] : memref<f32>
  %t = tensor.splat %v : tensor<2xf32>
  return
}
func.func @main(%n: index) -> index {
  %t = func.call @twice(%n) : (index) -> index
  %u = func.call @twice(%t) : (index) -> index
  return %u : index
}
func.func @calls_bad(%a: memref<f32>) {
  func.call @bad(%a) : (memref<f32>) -> ()
  return
}
"""


def test_calls_on_the_host_run_the_callee() -> None:
    module = parse_module(CONTEXT, CALLS, "host.mlir")
    host = HostInterpreter(module, "main")
    host.check()
    assert host.run([5]) == [20]
    with pytest.raises(DiagnosticError) as error:
        HostInterpreter(module, "calls_bad").check()
    assert error.value.op is next(op for op in module.walk() if op.name == "tensor.splat")


# Rank-0 integer programs run on the host: element loads and stores, integer arithmetic and casts
# (difftest seed 12, programs 36 and 81).
SCALARS = """
func.func @main(%a: tensor<i16>, %b: tensor<i16>, %c: tensor<ui8>)
    -> (tensor<i32>, tensor<i16>, tensor<i8>, tensor<ui8>) {
  %x = stablehlo.xor %a, %b : tensor<i16>
  %w = stablehlo.convert %x : (tensor<i16>) -> tensor<i32>
  %abs = stablehlo.abs %x : tensor<i16>
  %t = stablehlo.convert %w : (tensor<i32>) -> tensor<i8>
  %p = stablehlo.popcnt %c : tensor<ui8>
  return %w, %abs, %t, %p : tensor<i32>, tensor<i16>, tensor<i8>, tensor<ui8>
}
"""


@pytest.fixture
def host_memory(monkeypatch) -> HostMemory:
    """The CUDA copies become memmoves between numpy arrays, allocations numpy arrays."""
    return install_host_memory(monkeypatch)


def _lowered_host(host_memory: HostMemory, text: str, inputs: list) -> tuple[HostInterpreter, list]:
    """`text` through hlo-to-gpu-pipeline, its host function checked, and `inputs` copied into host-memory
    buffers standing in for device ones."""
    from aiopt.runtime.compiler import _run_passes
    from aiopt.support.diagnostics import DiagnosticEngine, SourceManager
    from aiopt.transforms.hlo_to_gpu_pipeline import stages

    module = parse_module(CONTEXT, text, "host.mlir")
    passes = ",".join(p for _, group in stages() for p in group)
    _run_passes(default_registry(), module, passes, "", {}, DiagnosticEngine(SourceManager()))
    host = HostInterpreter(module, "main")
    host.check()
    buffers = [host_memory.allocate(x.dtype, x.shape) for x in inputs]
    for buffer, x in zip(buffers, inputs):
        host_memory.array(buffer)[...] = x
    return host, buffers


# Bits of rank-0 tensors reinterpreted and counted on the host (difftest seed 17: bitcast_convert, clz).
BITS = """
func.func @main(%a: tensor<i32>, %b: tensor<f32>, %c: tensor<i16>) -> (tensor<f32>, tensor<i32>, tensor<i16>) {
  %f = stablehlo.bitcast_convert %a : (tensor<i32>) -> tensor<f32>
  %i = stablehlo.bitcast_convert %b : (tensor<f32>) -> tensor<i32>
  %z = stablehlo.count_leading_zeros %c : tensor<i16>
  return %f, %i, %z : tensor<f32>, tensor<i32>, tensor<i16>
}
"""


# Rank-0 float code runs on the host as on the CPU (difftest seed 17: negf, maximumf, mulf, cmpf, uitofp...).
FLOATS = """
func.func @main(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f16>, %d: tensor<ui32>)
    -> (tensor<f32>, tensor<i1>, tensor<f16>, tensor<f64>) {
  %m = stablehlo.multiply %a, %b : tensor<f32>
  %x = stablehlo.maximum %m, %a : tensor<f32>
  %n = stablehlo.negate %x : tensor<f32>
  %e = stablehlo.exponential %n : tensor<f32>
  %p = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %h = stablehlo.add %c, %c : tensor<f16>
  %u = stablehlo.convert %d : (tensor<ui32>) -> tensor<f64>
  return %e, %p, %h, %u : tensor<f32>, tensor<i1>, tensor<f16>, tensor<f64>
}
"""


# Rank-0 complex code too (difftest seed 17: complex.re on the host).
COMPLEX = """
func.func @main(%a: tensor<complex<f32>>, %b: tensor<complex<f32>>) -> (tensor<complex<f32>>, tensor<f32>) {
  %m = stablehlo.multiply %a, %b : tensor<complex<f32>>
  %r = stablehlo.real %m : (tensor<complex<f32>>) -> tensor<f32>
  return %m, %r : tensor<complex<f32>>, tensor<f32>
}
"""


# A dense_resource constant is a global the host reads from its blob (the executor took dense globals only).
RESOURCE = """
func.func @main(%a: tensor<f32>, %b: tensor<i8>) -> (tensor<f32>, tensor<i8>) {
  %k = stablehlo.constant dense_resource<k> : tensor<f32>
  %j = stablehlo.constant dense_resource<j> : tensor<i8>
  %m = stablehlo.multiply %a, %k : tensor<f32>
  %s = stablehlo.add %b, %j : tensor<i8>
  return %m, %s : tensor<f32>, tensor<i8>
}
{-#
  dialect_resources: {
    builtin: {
      k: "0x040000000000C03F",
      j: "0x01000000F9"
    }
  }
#-}
"""


@pytest.mark.parametrize(
    "text, inputs",
    [
        (RESOURCE, [np.array(-2.5, np.float32), np.array(100, np.int8)]),
        (COMPLEX, [np.array(1.5 - 2j, np.complex64), np.array(-0.25 + 4j, np.complex64)]),
        (FLOATS, [np.array(1.5, np.float32), np.array(-0.0, np.float32), np.array(60000, np.float16),
                  np.array(4000000000, np.uint32)]),
        (FLOATS, [np.array(np.nan, np.float32), np.array(2, np.float32), np.array(-1e-7, np.float16),
                  np.array(1, np.uint32)]),
        (SCALARS, [np.array(5, np.int16), np.array(3, np.int16), np.array(7, np.uint8)]),
        (SCALARS, [np.array(-32768, np.int16), np.array(1, np.int16), np.array(255, np.uint8)]),
        (SCALARS, [np.array(-200, np.int16), np.array(77, np.int16), np.array(128, np.uint8)]),
        (BITS, [np.array(-1082130432, np.int32), np.array(-2.5, np.float32), np.array(3, np.int16)]),
        (BITS, [np.array(2139095041, np.int32), np.array(np.inf, np.float32), np.array(-1, np.int16)]),
    ],
)
def test_scalar_code_runs_on_the_host(host_memory: HostMemory, text: str, inputs: list) -> None:
    expected = run_function(parse_module(CONTEXT, text, "scalars.mlir"), "main", [x.copy() for x in inputs])
    host, buffers = _lowered_host(host_memory, text, inputs)
    outputs = [host_memory.allocate(e.dtype, e.shape) for e in expected]
    assert host.run([*buffers, *outputs]) == []
    got = [host_memory.array(o) for o in outputs]
    assert all(g.tobytes() == np.asarray(e).tobytes() for g, e in zip(got, expected)), (got, expected)


MIXED_RESULTS = """
func.func @main(%a: tensor<?xf32>, %b: tensor<f32>) -> (tensor<?xf32>, tensor<f32>) {
  %n = stablehlo.negate %b : tensor<f32>
  return %a, %n : tensor<?xf32>, tensor<f32>
}
"""


def test_results_of_dynamic_shape_keep_their_place(host_memory: HostMemory, monkeypatch) -> None:
    """buffer-results-to-out-params makes the static result an out-param and leaves the dynamic one returned:
    GpuFunction gives them back in the program's order, each from the right buffer."""
    from aiopt.runtime import gpu_executor
    from aiopt.runtime.gpu_executor import compile_for_cuda

    monkeypatch.setattr(gpu_executor.cuda, "synchronize", lambda: None)
    function = compile_for_cuda(MIXED_RESULTS, chip="sm_90", filename="mixed.mlir")
    a, b = np.array([1.5, -2.0, 3.0], np.float32), np.array(4.0, np.float32)
    first, second = function.call(a, b)
    assert first.tolist() == [1.5, -2.0, 3.0] and second.tolist() == -4.0


def test_host_code_the_gpu_target_cannot_run_is_a_compile_error() -> None:
    """Host code left with an op the executor cannot run fails `compile_for_cuda` at that op, before any device
    work, instead of in the middle of a call."""
    from aiopt.runtime.compiler import CompileError
    from aiopt.runtime.gpu_executor import compile_for_cuda

    text = """func.func @main(%a: memref<4xf32>, %b: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xf32>
  %v = vector.broadcast %x : f32 to vector<4xf32>
  vector.store %v, %b[%c0] : memref<4xf32>, vector<4xf32>
  return
}
"""
    with pytest.raises(CompileError, match=r"host.mlir:4:8: error: 'vector.broadcast' op cannot run on the host"):
        compile_for_cuda(text, chip="sm_90", filename="host.mlir")


# A dynamic_reshape is a memref.reshape on the host: the sizes read from the shape buffer (difftest's
# dynamic_reshape family: 12 of seed 9090's 293 programs were "'memref.reshape' op cannot run on the host").
DYNAMIC_RESHAPE = """
func.func @main(%a: tensor<2x3xi32>, %s: tensor<2xi64>) -> tensor<?x?xi32> {
  %r = stablehlo.dynamic_reshape %a, %s : (tensor<2x3xi32>, tensor<2xi64>) -> tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}
"""


@pytest.mark.parametrize("shape", [(3, 2), (1, 6), (6, 1)])
def test_a_dynamic_reshape_runs_on_the_host(host_memory: HostMemory, shape: tuple[int, int]) -> None:
    inputs = [np.arange(6, dtype=np.int32).reshape(2, 3), np.array(shape, np.int64)]
    (expected,) = run_function(parse_module(CONTEXT, DYNAMIC_RESHAPE, "r.mlir"), "main", [x.copy() for x in inputs])
    host, buffers = _lowered_host(host_memory, DYNAMIC_RESHAPE, inputs)
    (result,) = host.run(buffers)
    assert result.sizes == shape and result.strides == (shape[1], 1)
    np.testing.assert_array_equal(host_memory.array(result).reshape(shape), expected)
