"""Float min/max `memref.atomic_rmw` on the GPU path: NaN rules as the interpreter's, in the kernels and in PTX.

`llvm.atomicrmw fmax/fmin` are LLVM's maxnum/minnum (a NaN operand gives the
other one), so the GPU pipeline's kernels computed `maximumf`/`minimumf`
atomics without their NaN rule (PTX: a cmpxchg loop around plain `max.f32`).
`hlo-to-gpu-pipeline` now runs `memref-expand` on the kernels, as the CPU
pipeline does: a cmpxchg loop around `arith.maximumf` (PTX `max.NaN.f32`).
Each program is compiled for sm_90, its PTX assembled by ptxas (where it is
on the PATH), and run on the fake CUDA driver (the kernels the pipeline
keeps before nvvm-attach-target, run by the interpreter) against the
interpreter of the program as written.
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

ATOMIC_MAX = """func.func @main(%x: memref<64xE>, %out: memref<2xE>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %x[%i] : memref<64xE>
    %j = arith.remui %i, %c2 : index
    %old = memref.atomic_rmw KIND %v, %out[%j] : (E, memref<2xE>) -> E
    scf.reduce
  }
  return
}"""
"""A max (min) of the even and of the odd elements of %x into %out by atomics, on 64 GPU threads."""

DTYPES = {"f16": np.float16, "bf16": np.float32, "f32": np.float32, "f64": np.float64}
"""The numpy dtype of each element type (bf16 is held in float32, as the interpreter and the runtime take it)."""
KINDS = ("maximumf", "minimumf", "maxnumf", "minnumf")


def _ptx(function) -> str:
    """The kernel's PTX, assembled by ptxas for sm_90 where there is one."""
    (ptx,) = function.kernel_sources()
    if PTXAS is not None:
        assert (errors := ptxas_errors(ptx, "sm_90")) is None, errors
    return ptx


def _cases():
    for element in DTYPES:
        for kind in KINDS:
            yield element, kind


@pytest.mark.parametrize("element, kind", list(_cases()))
def test_kernels_keep_the_nan_rule_of_the_kind(element: str, kind: str) -> None:
    """A NaN among the even elements: maximumf/minimumf give NaN there, maxnumf/minnumf the max/min of the
    numbers; a NaN already in %out[1] stays for maximumf/minimumf and is replaced for maxnumf/minnumf."""
    text = ATOMIC_MAX.replace("E", element).replace("KIND", kind)
    function = compile_for_cuda(text, chip="sm_90", host="jit", filename="atomic.mlir")
    ptx = _ptx(function)
    # The atomic is a compare-and-swap loop around the combining op, never atom.max/min (maxnum/minnum).
    assert re.search(r"atom\.[a-z_.]*cas\.b(16|32|64)", ptx) and not re.search(r"atom\.[a-z_.]*\.(max|min)\.f", ptx)
    operation = "max" if "max" in kind else "min"
    if element != "f64":  # PTX has max.NaN for f16, bf16 and f32; LLVM adds a NaN test to f64's max
        suffix = "f32" if element == "f32" else element
        nan_rule = f"{operation}.NaN.{suffix}" in ptx
        assert nan_rule == kind.endswith("imumf"), ptx
    dtype = DTYPES[element]
    x = np.arange(64).astype(dtype)
    x[10] = np.nan
    out = np.array([1, np.nan], dtype)
    module = parse_module(default_registry().make_context(), text, "atomic.mlir")
    expected = out.copy()
    run_function(module, "main", [x.copy(), expected])
    propagates = kind.endswith("imumf")
    assert np.isnan(expected[0].astype(np.float64)) == propagates
    assert np.isnan(expected[1].astype(np.float64)) == propagates
    driver = FakeCudaDriver()
    driver.add_kernels(function.kernel_sources())
    computed = out.copy()
    with driver.installed():
        function.call(x.copy(), computed)
    assert not driver.errors, driver.errors
    np.testing.assert_array_equal(computed.astype(np.float64), expected.astype(np.float64))


def test_the_interpreted_kernel_is_the_expanded_loop() -> None:
    """The kernel the fake driver (and difftest's --gpu-kernels) interprets is the one PTX is made from: its
    atomic is memref-expand's generic_atomic_rmw around arith.maximumf, no memref.atomic_rmw maximumf left."""
    function = compile_for_cuda(ATOMIC_MAX.replace("E", "f32").replace("KIND", "maximumf"), chip="sm_90", host="jit")
    (kernel,) = function.kernel_sources().values()
    names = {op.name for op in kernel.walk()}
    assert "memref.generic_atomic_rmw" in names and "arith.maximumf" in names
    assert "memref.atomic_rmw" not in names
