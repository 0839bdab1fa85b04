"""Scalar kernel parameters of every element type the GPU pipeline takes: PTX that ptxas assembles, right numbers.

A StableHLO program on `tensor<4xi4>` passes a scalar `i4` (a pad value, a
dynamic_update_slice start index, a select predicate) into its kernel; NVPTX
(llvm/llvm-project#225261) declared it `.param .u4`, which ptxas and the
driver reject (cuModuleLoadData: CUDA_ERROR_INVALID_PTX on an H200). Such a
parameter is now passed in the next PTX width (`nvvm.kernel_parameter_width`):
zero-extended by the host code, truncated at the kernel's entry. Each
program is compiled for sm_90, every kernel assembled by ptxas (where it is
on the PATH), and run on the fake CUDA driver against the interpreter, with
values that use every bit of the width (negative ones included).
"""

from __future__ import annotations

import re

import numpy as np
import pytest
from gpu_testing import PTXAS, ptxas_errors

from aiopt.reference.interpreter import run_function
from aiopt.runtime.fake_cuda_driver import FakeCudaDriver
from aiopt.runtime.gpu_executor import compile_for_cuda
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

INTEGERS = ("i1", "i2", "i3", "i4", "i5", "i7", "i8", "i9", "i15", "i16", "i17", "i24", "i31", "i32", "i33",
            "i48", "i63", "i64", "ui4", "ui9", "ui17")  # fmt: skip
FLOATS = ("f16", "bf16", "f32", "f64")

PAD = """func.func @main(%arg0: tensor<4xE>, %arg1: tensor<E>) -> tensor<7xE> {
  %0 = "stablehlo.pad"(%arg0, %arg1) <{edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 2>,
      interior_padding = array<i64: 0>}> : (tensor<4xE>, tensor<E>) -> tensor<7xE>
  func.return %0 : tensor<7xE>
}"""
"""The pad value is a scalar parameter of the kernel that writes the padding."""

SELECT = """func.func @main(%p: tensor<i1>, %a: tensor<4xE>, %b: tensor<4xE>, %s: tensor<E>) -> (tensor<4xE>, tensor<4xE>) {
  %0 = "stablehlo.select"(%p, %a, %b) : (tensor<i1>, tensor<4xE>, tensor<4xE>) -> tensor<4xE>
  %1 = "stablehlo.pad"(%a, %s) <{edge_padding_low = array<i64: -1>, edge_padding_high = array<i64: 1>,
      interior_padding = array<i64: 0>}> : (tensor<4xE>, tensor<E>) -> tensor<4xE>
  func.return %0, %1 : tensor<4xE>, tensor<4xE>
}"""
"""A scalar i1 predicate next to a scalar of the element type."""

UPDATE = """func.func @main(%a: tensor<6xi8>, %u: tensor<2xi8>, %i: tensor<E>) -> tensor<6xi8> {
  %0 = "stablehlo.dynamic_update_slice"(%a, %u, %i) : (tensor<6xi8>, tensor<2xi8>, tensor<E>) -> tensor<6xi8>
  func.return %0 : tensor<6xi8>
}"""
"""A start index of the element type (clamped to [0, 4])."""

REDUCE = """func.func @main(%x: tensor<2x3xE>, %init: tensor<E>, %y: tensor<1x0xE>) -> (tensor<2xE>, tensor<1xE>) {
  %0 = stablehlo.reduce(%x init: %init) applies stablehlo.minimum across dimensions = [1] : (tensor<2x3xE>, tensor<E>) -> tensor<2xE>
  %1 = stablehlo.reduce(%y init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<1x0xE>, tensor<E>) -> tensor<1xE>
  func.return %0, %1 : tensor<2xE>, tensor<1xE>
}"""
"""Row reductions of the element type: a gpu.all_reduce whose workgroup buffer holds the element (the empty row's
kernel has one thread, so that LLVM shrinks the buffer to its one used slot)."""


def _values(element: str, shape: tuple[int, ...], dtype: np.dtype, rng: np.random.Generator) -> np.ndarray:
    """Random values of `element` in `dtype`: integers over the whole range of the width, floats that bf16 and
    f16 hold exactly."""
    if element.startswith(("i", "ui")) and element != "i1":
        width = int(element.lstrip("ui"))
        low, high = (0, 1 << width) if element.startswith("u") else (-(1 << (width - 1)), 1 << (width - 1))
        values = rng.integers(low, high, shape, dtype=np.int64 if high <= 1 << 63 else np.uint64, endpoint=False)
        values.flat[: 2] = (low, high - 1)[: values.size]
        return values.astype(dtype)
    if element == "i1":
        return rng.integers(0, 2, shape).astype(dtype)
    return (rng.integers(-64, 64, shape) / 4).astype(dtype)


def _compile(text: str):
    return compile_for_cuda(text, chip="sm_90", host="jit", filename="scalar.mlir")


def _assemble(function) -> list[str]:
    """The `.param` declarations of the kernels, each kernel assembled by ptxas for sm_90 (where there is one)."""
    declarations = []
    for ptx in function.kernel_sources():
        declarations += re.findall(r"^\s*(\.param .*?)\S+_param_\d+", ptx, re.MULTILINE)
        if PTXAS is not None:
            assert (errors := ptxas_errors(ptx, "sm_90")) is None, errors
    return declarations


def _run_against_interpreter(template: str, element: str, seed: int = 0) -> None:
    """Compile `template` with E as `element`, assemble its kernels, and run it on the fake driver against the
    interpreter on inputs of the whole range of each argument's type."""
    text = template.replace("E", element)
    function = _compile(text)
    declarations = _assemble(function)
    # Every integer parameter is one PTX has: .u8/.u16/.u32/.u64 (what ptxas accepts; checked without it too).
    assert all(re.fullmatch(r"\.param \.(u(8|16|32|64)|f32|f64) ", d) or ".b8" in d or ".ptr" in d
               for d in declarations), declarations  # fmt: skip
    rng = np.random.default_rng(seed)
    module = parse_module(default_registry().make_context(), text, "scalar.mlir")
    for trial in range(3):
        inputs = [_values(element if "E" in str(s_type) else "i8", s.shape, s.dtype, rng)
                  for s, s_type in zip(function.inputs, _argument_types(template))]  # fmt: skip
        if "select" in text:
            inputs[0] = np.asarray(trial % 2 == 0)
        expected = [np.asarray(r) for r in run_function(module, "main", [x.copy() for x in inputs])]
        driver = FakeCudaDriver()
        driver.add_kernels(function.kernel_sources())
        with driver.installed():
            results = function.call(*[x.copy() for x in inputs])
        assert not driver.errors, driver.errors
        for result, want in zip(results, expected):
            np.testing.assert_array_equal(np.asarray(result), want)


def _argument_types(text: str) -> list[str]:
    """The argument types of `@main` in `text`."""
    header = text.split("{", 1)[0]
    return re.findall(r"%\w+: (tensor<[^>]*>)", header)


@pytest.mark.parametrize("element", INTEGERS + FLOATS)
def test_a_pad_value_of_each_type_is_a_kernel_parameter_ptxas_takes(element: str) -> None:
    _run_against_interpreter(PAD, element)


@pytest.mark.parametrize("element", ("i1", "i2", "i4", "i7", "i9", "i17", "i48", "ui4", "bf16", "f16"))
def test_a_select_predicate_and_a_scalar_of_each_type(element: str) -> None:
    _run_against_interpreter(SELECT, element)


@pytest.mark.parametrize("element", ("i2", "i3", "i4", "i5", "i9", "i17", "i33", "ui4", "ui9"))
def test_a_start_index_of_each_integer_width(element: str) -> None:
    _run_against_interpreter(UPDATE, element)


@pytest.mark.parametrize("element", ("i2", "i4", "i17", "i48", "ui4", "bf16"))
def test_a_row_reduction_of_each_type_keeps_its_workgroup_buffer_in_a_ptx_width(element: str) -> None:
    """An i4 all_reduce's buffer is i8 (extended on store, truncated on load): its single-slot form was a
    `.shared .u4` variable that ptxas rejects (difftest seeds 9410 #14 and 9414 #68 on an H200)."""
    _run_against_interpreter(REDUCE, element)
