"""Complex scalar arguments and results of a compiled entry (`runtime/complex_scalars.py`): they cross as 0-d
buffers, on the CPU and on the GPU path (fake CUDA driver), and give the interpreter's results.

Compiled code used to refuse them ('which compiled code cannot take yet'): ctypes cannot pass the struct a
complex is by value."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import CompileError, InputError, compile
from aiopt.runtime.fake_cuda_driver import FakeCudaDriver
from aiopt.runtime.gpu_executor import compile_for_cuda
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

BUFFERS = """func.func @main(%a: complex<f32>, %b: complex<f64>, %x: f64, %m: memref<2xcomplex<f32>>)
    -> (complex<f64>, f64, complex<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = complex.mul %a, %a : complex<f32>
  memref.store %0, %m[%c0] : memref<2xcomplex<f32>>
  %1 = complex.div %b, %b : complex<f64>
  %re = complex.re %b : complex<f64>
  %2 = arith.addf %re, %x : f64
  return %1, %2, %a : complex<f64>, f64, complex<f32>
}"""
"""A program on buffers (memref.load/alloc at the boundary): complex scalars in, one stored into a buffer
argument, complex results, one of them an argument returned as it is."""

HLO = """func.func @main(%a: complex<f32>, %v: tensor<3xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, complex<f32>) {
  %t = tensor.from_elements %a : tensor<complex<f32>>
  %b = stablehlo.broadcast_in_dim %t, dims = [] : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
  %0 = stablehlo.multiply %b, %v : tensor<3xcomplex<f32>>
  %1 = stablehlo.reduce(%0 init: %t) applies stablehlo.add across dimensions = [0]
      : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
  %s = tensor.extract %1[] : tensor<complex<f32>>
  return %0, %s : tensor<3xcomplex<f32>>, complex<f32>
}"""
"""A StableHLO program with a complex scalar argument and result (tensor.extract/from_elements at the boundary)."""

CONTEXT = default_registry().make_context()

EDGES = [1 + 2j, complex(np.inf, 0.0), complex(-0.0, np.nan), complex(0.0, -0.0), complex(3e38, -3e38)]
"""Complex values at the edges: an infinite part, a NaN, signed zeros, parts near the largest float32."""


def _interpret(text: str, inputs: list) -> list[np.ndarray]:
    return [np.asarray(r) for r in run_function(parse_module(CONTEXT, text, "complex.mlir"), "main", inputs)]


def _assert_same(results, expected) -> None:
    assert len(results) == len(expected)
    for result, want in zip(results, expected):
        result = np.asarray(result)
        assert result.dtype == want.dtype and result.shape == want.shape
        np.testing.assert_array_equal(result, want)


def _buffers_inputs(value: complex) -> list:
    return [np.complex64(value), np.complex128(value * 0.5), np.float64(-1.5), np.zeros(2, np.complex64)]


def _hlo_inputs(value: complex) -> list:
    return [np.complex64(value), np.array([1 - 1j, -2j, 0.5], np.complex64)]


@pytest.mark.parametrize("value", EDGES)
def test_complex_scalars_of_a_buffer_program(value: complex) -> None:
    """Arguments as numpy complex scalars, results as 0-d arrays, as the interpreter gives them; the buffer
    argument written through."""
    function = compile(BUFFERS, cache=False)
    inputs = _buffers_inputs(value)
    interpreted = [x.copy() for x in inputs]
    expected = _interpret(BUFFERS, interpreted)
    compiled = [x.copy() for x in inputs]
    with np.errstate(all="ignore"):
        results = function.call(*compiled)
    _assert_same(results, expected)
    np.testing.assert_array_equal(compiled[3], interpreted[3])


@pytest.mark.parametrize("value", EDGES)
def test_complex_scalars_of_a_stablehlo_program(value: complex) -> None:
    function = compile(HLO, cache=False)
    inputs = _hlo_inputs(value)
    with np.errstate(all="ignore"):
        _assert_same(function.call(*[np.copy(x) for x in inputs]), _interpret(HLO, list(inputs)))


def test_complex_scalars_through_the_compile_cache(tmp_path) -> None:
    """The signature a cached entry is loaded with takes and returns them the same way."""
    inputs = _buffers_inputs(2 - 3j)
    first = compile(BUFFERS, cache_dir=tmp_path).call(*[x.copy() for x in inputs])
    second = compile(BUFFERS, cache_dir=tmp_path).call(*[x.copy() for x in inputs])
    _assert_same(second, first)
    _assert_same(first, _interpret(BUFFERS, [x.copy() for x in inputs]))


def test_a_complex_scalar_of_the_wrong_precision_is_an_input_error() -> None:
    message = "argument #0 of @main must have dtype complex64, but the input has dtype complex128"
    with pytest.raises(InputError, match=message):
        compile(BUFFERS, cache=False).call(np.complex128(1), np.complex128(1), np.float64(1), np.zeros(2, np.complex64))


@pytest.mark.parametrize("text", [BUFFERS, HLO], ids=["buffers", "stablehlo"])
def test_complex_scalars_on_the_gpu_path(text: str) -> None:
    """compile_for_cuda (JIT host, kernels run by the interpreter on the fake CUDA driver) takes them too."""
    function = compile_for_cuda(text, chip="sm_90", host="jit")
    driver = FakeCudaDriver()
    driver.add_kernels(function.kernel_sources())
    for value in EDGES:
        inputs = _buffers_inputs(value) if text is BUFFERS else _hlo_inputs(value)
        with driver.installed(), np.errstate(all="ignore"):
            results = function.call(*[np.copy(x) for x in inputs])
        assert not driver.errors, driver.errors
        with np.errstate(all="ignore"):
            _assert_same(results, _interpret(text, [np.copy(x) for x in inputs]))


def test_complex_scalars_of_an_entry_the_module_calls_are_refused() -> None:
    """An entry that another function calls keeps its signature: its complex scalars cannot cross."""
    text = """func.func @main(%a: complex<f32>) -> complex<f32> {
  return %a : complex<f32>
}
func.func @twice(%a: complex<f32>) -> complex<f32> {
  %0 = func.call @main(%a) : (complex<f32>) -> complex<f32>
  return %0 : complex<f32>
}"""
    with pytest.raises(CompileError, match="@main has type complex<f32>, which compiled code cannot take yet"):
        compile(text, cache=False)
