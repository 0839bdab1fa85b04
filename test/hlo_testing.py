"""Helpers for tests that interpret HLO programs: parse text, run a function, compare."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp, UnitAttr

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

_CONTEXT = default_registry().make_context()


def interpret(text: str, inputs: Sequence[np.ndarray] = (), entry: str = "main") -> list:
    """Parse and verify `text`, then run `@entry` on `inputs` with the reference interpreter."""
    module = parse_module(_CONTEXT, text, "test.mlir")
    verify_operation(module)
    return run_function(module, entry, list(inputs))


def tensor_type(array: np.ndarray, element: str) -> str:
    """`tensor<2x3xf32>` for an array and an MLIR element type name."""
    return "tensor<" + "".join(f"{d}x" for d in array.shape) + element + ">"


def loop_kernel(op: str, n: int, element: str) -> str:
    """@kernel(%in, %out): out[k] = op(in[k]) on memref<n x element>, in a cf loop (C interface)."""
    memref = f"memref<{n}x{element}>"
    return f"""
func.func @kernel(%in: {memref}, %out: {memref}) attributes {{llvm.emit_c_interface}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %in, %c0 : {memref}
  cf.br ^head(%c0 : index)
^head(%k: index):
  %done = arith.cmpi sge, %k, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %x = memref.load %in[%k] : {memref}
  %r = {op} %x : {element}
  memref.store %r, %out[%k] : {memref}
  %next = arith.addi %k, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return
}}
"""


def run_compiled_loop(
    op: str, x: np.ndarray, element: str, rewrite: Callable[[ModuleOp], None] | None = None
) -> np.ndarray:
    """out[k] = op(x[k]) by `loop_kernel`, after `rewrite(module)` (if given), lowered by convert-to-llvm and
    run by the LLVM JIT (callers `pytest.importorskip` aiopt.runtime.jit and aiopt.targets.mlir_to_llvmir)."""
    module = parse_module(_CONTEXT, loop_kernel(op, x.size, element), "kernel.mlir")
    if rewrite is not None:
        rewrite(module)
    (out,) = run_compiled(module, "kernel", [x], 1)
    return out


def run_compiled(module: ModuleOp, entry: str, inputs: Sequence[np.ndarray], outputs: int) -> list[np.ndarray]:
    """Run `@entry(inputs..., outputs...)` of a module on memrefs (its last `outputs` arguments are written,
    each shaped as the first input) lowered by convert-to-llvm and the LLVM JIT; `module` is not changed."""
    from aiopt.runtime import jit
    from aiopt.targets.mlir_to_llvmir import translate_to_llvmir

    lowered = module.clone()
    for function in lowered.body.block.ops:
        if getattr(function, "sym_name", None) is not None and function.sym_name.data == entry:
            function.attributes["llvm.emit_c_interface"] = UnitAttr()
    registry = default_registry()
    for name in ("convert-scf-to-cf", "convert-to-llvm", "reconcile-unrealized-casts"):
        registry.pass_class(name)().apply(_CONTEXT, lowered)
    verify_operation(lowered)
    compiled = jit.JitModule(translate_to_llvmir(lowered))
    specs = [jit.MemRefArg(a.dtype, a.shape) for a in inputs]
    function = jit.CInterfaceFunction(compiled, entry, specs, specs[:1] * outputs)
    return function(*inputs)


def binary_loop_kernel(op: str, n: int, element: str, binary: bool = True) -> str:
    """@main(%a, %b, %o): o[i] = op(a[i], b[i]) (or op(a[i]) when not `binary`) on memref<n x element>, an scf loop."""
    memref = f"memref<{n}x{element}>"
    call = f"%r = {op} %x, %y : {element}" if binary else f"%r = {op} %x : {element}"
    return f"""
func.func @main(%a: {memref}, %b: {memref}, %o: {memref}) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {n} : index
  scf.for %i = %c0 to %n step %c1 {{
    %x = memref.load %a[%i] : {memref}
    %y = memref.load %b[%i] : {memref}
    {call}
    memref.store %r, %o[%i] : {memref}
  }}
  return
}}"""


def skip_without_jax_quant(name: str) -> None:
    """Skip a test of the file `name` with quantized types (`*quantization*`) where jaxlib's MLIR context has no
    `quant` dialect: `!quant.uniform` then cannot be read, or is read as an unregistered type that upstream's
    stablehlo verifiers reject (jaxlib 0.10.2 ships none)."""
    if "quantization" not in name:
        return
    import pytest

    jax_mlir = pytest.importorskip("jax._src.interpreters.mlir", reason="needs jax (pip install -e '.[jax]')")
    from jaxlib.mlir import ir

    try:
        with jax_mlir.make_ir_context():
            ir.Type.parse("!quant.uniform<i8:f32, 2.500000e-01:-3>")
    except ir.MLIRError:
        pytest.skip("this jaxlib's MLIR context has no quant dialect to read !quant.uniform")


def use_target_cpu(level: str, monkeypatch) -> None:
    """Generate code for `level` (an LLVM CPU name, "host" or an x86-64 level) for the rest of the test, through
    AIOPT_TARGET_CPU; the test is skipped where this LLVM or machine cannot run that target's code."""
    from aiopt.runtime.jit import JitError, target_cpu

    monkeypatch.setenv("AIOPT_TARGET_CPU", level)
    try:
        target_cpu()
    except JitError as err:
        pytest.skip(str(err))


def same_bits(actual: np.ndarray, expected: np.ndarray) -> np.ndarray:
    """Per element: every part (real; real and imaginary of a complex) equal bit for bit, signed zeros and
    infinities included, or NaN in both (any sign and payload)."""
    same = np.ones(np.shape(actual), bool)
    for part in (np.real, np.imag):
        a, e = part(actual), part(expected)
        same &= (np.isnan(a) & np.isnan(e)) | ((a == e) & (np.signbit(a) == np.signbit(e)))
    return same
