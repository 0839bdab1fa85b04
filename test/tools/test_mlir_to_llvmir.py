"""translate_to_llvmir: exact constants, GPU modules, and the extension hook for other dialects."""

import ctypes
import pathlib
import re
import subprocess

import llvmlite.binding as llvm
import numpy as np
import pytest

from aiopt.runtime.jit import JitModule
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.targets.mlir_to_llvmir import register_op_translation, translate_to_llvmir
from aiopt.tools.upstream import find_upstream_tool


def _parse(text: str, allow_unregistered: bool = False):
    return parse_module(default_registry().make_context(allow_unregistered=allow_unregistered), text, "<test>")


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_float_constants_are_exact(dtype):
    mlir_type, c_type = ("f32", ctypes.c_float) if dtype == np.float32 else ("f64", ctypes.c_double)
    rng = np.random.default_rng(0)
    values = np.concatenate([rng.standard_normal(4) * 10.0 ** rng.integers(-30, 30, 4), [0.1, -0.0, 1e-38, 3.4e38]])
    for value in values.astype(dtype):
        text = f"llvm.func @c() -> {mlir_type} {{\n  %0 = llvm.mlir.constant({float(value):.17e} : {mlir_type}) : {mlir_type}\n  llvm.return %0 : {mlir_type}\n}}\n"
        jit = JitModule(translate_to_llvmir(_parse(text)))
        got = ctypes.CFUNCTYPE(c_type)(jit.address("c"))()
        assert np.array(got, dtype).tobytes() == np.array(value, dtype).tobytes(), value


def test_gpu_module_kernel_gets_ptx_kernel_and_address_spaces():
    module = _parse(
        """
gpu.module @kernels {
  llvm.func @scale(%p: !llvm.ptr<1>, %i: i64) attributes {gpu.kernel} {
    %a = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
    %v = llvm.load %a : !llvm.ptr<1> -> f32
    llvm.store %v, %a : f32, !llvm.ptr<1>
    llvm.return
  }
}
"""
    )
    ir = translate_to_llvmir(module.body.block.first_op, triple="nvptx64-nvidia-cuda")
    assert 'target triple = "nvptx64-nvidia-cuda"' in ir
    assert "define ptx_kernel void @scale(ptr addrspace(1) %arg0, i64 %arg1)" in ir
    assert "getelementptr float, ptr addrspace(1) %arg0, i64 %arg1" in ir
    llvm.parse_assembly(ir).verify()


def test_other_dialects_register_translations():
    def thread_id(translator, op):
        translator.module.declare_intrinsic("llvm.nvvm.read.ptx.sreg.tid.x", "i32", [])
        translator.define(op, "call i32 @llvm.nvvm.read.ptx.sreg.tid.x()")

    register_op_translation("test_nvvm.read.ptx.sreg.tid.x", thread_id)
    module = _parse(
        """
llvm.func @tid() -> i32 {
  %0 = "test_nvvm.read.ptx.sreg.tid.x"() : () -> i32
  llvm.return %0 : i32
}
""",
        allow_unregistered=True,
    )
    ir = translate_to_llvmir(module)
    assert "%v0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()" in ir
    assert "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()" in ir


def test_unknown_op_is_an_error_at_the_op():
    module = _parse('llvm.func @f() {\n  "mystery.op"() : () -> ()\n  llvm.return\n}\n', allow_unregistered=True)
    with pytest.raises(DiagnosticError, match="'mystery.op' op cannot be translated to LLVM IR") as error:
        translate_to_llvmir(module)
    assert error.value.to_diagnostic().location.line == 2


def test_inline_memcpy_and_memset_run():
    """llvm.intr.memcpy.inline and memset.inline (their length an immediate property) copy and fill the bytes."""
    text = """
llvm.func @f(%dst: !llvm.ptr, %src: !llvm.ptr, %fill: !llvm.ptr, %v: i8) {
  "llvm.intr.memcpy.inline"(%dst, %src) <{isVolatile = false, len = 6 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memset.inline"(%fill, %v) <{isVolatile = true, len = 5 : i32}> : (!llvm.ptr, i8) -> ()
  llvm.return
}
"""
    jit = JitModule(translate_to_llvmir(_parse(text)))
    src, dst, fill = np.arange(1, 9, dtype=np.uint8), np.zeros(8, np.uint8), np.zeros(8, np.uint8)
    function = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint8)(jit.address("f"))
    function(dst.ctypes.data, src.ctypes.data, fill.ctypes.data, 7)
    assert dst.tolist() == [1, 2, 3, 4, 5, 6, 0, 0]
    assert fill.tolist() == [7, 7, 7, 7, 7, 0, 0, 0]


def test_vector_deinterleave2_runs():
    """llvm.intr.vector.deinterleave2 splits a vector into its even and odd elements."""
    text = """
llvm.func @f(%src: !llvm.ptr, %even: !llvm.ptr, %odd: !llvm.ptr) {
  %v = llvm.load %src : !llvm.ptr -> vector<4xf64>
  %0 = llvm.intr.vector.deinterleave2(%v) : (vector<4xf64>) -> !llvm.struct<(vector<2xf64>, vector<2xf64>)>
  %1 = llvm.extractvalue %0[0] : !llvm.struct<(vector<2xf64>, vector<2xf64>)>
  %2 = llvm.extractvalue %0[1] : !llvm.struct<(vector<2xf64>, vector<2xf64>)>
  llvm.store %1, %even : vector<2xf64>, !llvm.ptr
  llvm.store %2, %odd : vector<2xf64>, !llvm.ptr
  llvm.return
}
"""
    jit = JitModule(translate_to_llvmir(_parse(text)))
    src, even, odd = np.array([1.0, 2.0, 3.0, 4.0]), np.zeros(2), np.zeros(2)
    function = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)(jit.address("f"))
    function(src.ctypes.data, even.ctypes.data, odd.ctypes.data)
    assert even.tolist() == [1.0, 3.0] and odd.tolist() == [2.0, 4.0]


def test_addrspacecast_translates():
    """llvm.addrspacecast of a pointer and of a vector of pointers."""
    text = """
llvm.func @f(%p: !llvm.ptr, %v: vector<2x!llvm.ptr>) -> !llvm.ptr<3> {
  %q = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<3>
  %w = llvm.addrspacecast %v : vector<2x!llvm.ptr> to vector<2x!llvm.ptr<1>>
  llvm.return %q : !llvm.ptr<3>
}
"""
    ir = translate_to_llvmir(_parse(text))
    assert "addrspacecast ptr %arg0 to ptr addrspace(3)" in ir
    assert "addrspacecast <2 x ptr> %arg1 to <2 x ptr addrspace(1)>" in ir
    llvm.parse_assembly(ir).verify()


def test_inalloca_alloca_translates():
    """llvm.alloca inalloca keeps its keyword in LLVM IR."""
    text = """
llvm.func @f(%n: i64) {
  %0 = llvm.alloca inalloca %n x i32 {alignment = 8} : (i64) -> !llvm.ptr
  llvm.return
}
"""
    ir = translate_to_llvmir(_parse(text))
    assert "alloca inalloca i32, i64 %arg0, align 8" in ir
    llvm.parse_assembly(ir).verify()


def test_volatile_atomic_accesses_run():
    """Volatile and atomic loads, stores and atomicrmw with a sync scope translate and run."""
    text = """
llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr) -> f32 {
  %0 = llvm.load volatile %p atomic syncscope("singlethread") monotonic {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store volatile %0, %q atomic syncscope("singlethread") release {alignment = 4 : i64} : f32, !llvm.ptr
  %1 = llvm.atomicrmw volatile fadd %q, %0 syncscope("singlethread") monotonic {alignment = 4 : i64} : !llvm.ptr, f32
  %2 = llvm.load %q invariant_group {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return %2 : f32
}
"""
    ir = translate_to_llvmir(_parse(text))
    assert 'load atomic volatile float, ptr %arg0 syncscope("singlethread") monotonic, align 4' in ir
    jit = JitModule(ir)
    p, q = np.array([1.5], np.float32), np.zeros(1, np.float32)
    got = ctypes.CFUNCTYPE(ctypes.c_float, ctypes.c_void_p, ctypes.c_void_p)(jit.address("f"))(p.ctypes.data, q.ctypes.data)
    assert got == 3.0 and q[0] == 3.0


def test_vector_reductions_run():
    """llvm.intr.vector.reduce.{fmax,fminimum,umin,add} reduce a vector as LLVM defines them."""
    text = """
llvm.func @f(%pv: !llvm.ptr, %pw: !llvm.ptr, %out: !llvm.ptr, %iout: !llvm.ptr) {
  %v = llvm.load %pv : !llvm.ptr -> vector<4xf32>
  %w = llvm.load %pw : !llvm.ptr -> vector<4xi32>
  %0 = llvm.intr.vector.reduce.fmax(%v) : (vector<4xf32>) -> f32
  %1 = llvm.intr.vector.reduce.fminimum(%v) : (vector<4xf32>) -> f32
  %2 = llvm.intr.vector.reduce.umin(%w) : (vector<4xi32>) -> i32
  %3 = llvm.intr.vector.reduce.add(%w) : (vector<4xi32>) -> i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %o1 = llvm.getelementptr %out[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %i1 = llvm.getelementptr %iout[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %0, %out : f32, !llvm.ptr
  llvm.store %1, %o1 : f32, !llvm.ptr
  llvm.store %2, %iout : i32, !llvm.ptr
  llvm.store %3, %i1 : i32, !llvm.ptr
  llvm.return
}
"""
    jit = JitModule(translate_to_llvmir(_parse(text)))
    v, w = np.array([1.5, -0.0, 7.0, 0.0], np.float32), np.array([9, 3, 4000000000, 5], np.uint32)
    out, iout = np.zeros(2, np.float32), np.zeros(2, np.uint32)
    function = ctypes.CFUNCTYPE(None, *[ctypes.c_void_p] * 4)(jit.address("f"))
    function(v.ctypes.data, w.ctypes.data, out.ctypes.data, iout.ctypes.data)
    assert out[0] == 7.0 and out[1] == 0.0 and np.signbit(out[1])  # fminimum orders -0.0 below +0.0
    assert iout.tolist() == [3, (9 + 3 + 4000000000 + 5) % 2**32]


def test_invariant_vararg_and_eh_intrinsics_translate():
    """The invariant, va_* and eh.typeid.for intrinsics: LLVM's names (va_start, not vastart), the size immediate
    first, va_copy's destination first; the module (a variadic function, as va_start requires) verifies."""
    text = """
llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr, %ti: !llvm.ptr, ...) -> i32 {
  %s = llvm.intr.invariant.start 8, %p : !llvm.ptr
  llvm.intr.invariant.end %s, 8, %p : !llvm.ptr
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vacopy %p to %q : !llvm.ptr, !llvm.ptr
  llvm.intr.vaend %q : !llvm.ptr
  %id = llvm.intr.eh.typeid.for %ti : (!llvm.ptr) -> i32
  llvm.return %id : i32
}
"""
    ir = translate_to_llvmir(_parse(text))
    for line in (
        "call ptr @llvm.invariant.start.p0(i64 8, ptr %arg0)",
        "call void @llvm.invariant.end.p0(ptr %v0, i64 8, ptr %arg0)",
        "call void @llvm.va_start.p0(ptr %arg0)",
        "call void @llvm.va_copy.p0(ptr %arg1, ptr %arg0)",
        "call i32 @llvm.eh.typeid.for.p0(ptr %arg2)",
    ):
        assert line in ir
    llvm.parse_assembly(ir).verify()


@pytest.mark.parametrize(
    "entry, message",
    [
        ('[["noinline", "1"]]', "LLVM attribute 'noinline' does not expect a value, found '1'"),
        ('["alignstack"]', "LLVM attribute 'alignstack' expects a value"),
        ('[["alignstack", "x"]]', "LLVM attribute 'alignstack' expects an integer value, found 'x'"),
        ("[1]", "expected 'passthrough' to contain string or array attributes"),
        ('[["byval", "i32"]]', "LLVM attribute 'byval' does not expect a value, found 'i32'"),
    ],
)
def test_a_bad_passthrough_entry_is_an_error_at_the_function(entry, message):
    module = _parse(f"llvm.func @f() attributes {{passthrough = {entry}}} {{\n  llvm.return\n}}\n")
    with pytest.raises(DiagnosticError, match=message):
        translate_to_llvmir(module)


def test_attributes_are_accepted_by_llvm_opt():
    """Every attribute of lit's mlir-to-llvmir-attributes.mlir is one that LLVM's `opt -S` reads back as it is."""
    opt = find_upstream_tool("opt")
    if opt is None:
        pytest.skip("LLVM's opt is not installed")
    # The attributes are LLVM 22's (mlir-translate's): `captures(none)` is LLVM 21's, opaque pointers 15's. An older
    # `opt` on the PATH (Debian's LLVM 14) reads neither.
    banner = subprocess.run([opt, "--version"], capture_output=True, text=True, check=False).stdout
    version = re.search(r"LLVM version (\d+)", banner)
    if version is None or int(version.group(1)) < 21:
        pytest.skip(f"{opt} is older than LLVM 21")
    source = pathlib.Path(__file__).parent / "mlir-to-llvmir-attributes.mlir"
    ir = translate_to_llvmir(_parse(source.read_text()))
    result = subprocess.run([opt, "-S"], input=ir, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    for attribute in ("captures(none)", "byval({ i32, double })", "sret(i64)", "alignstack=8", '"target-cpu"="x86-64"'):
        assert attribute in result.stdout, attribute
