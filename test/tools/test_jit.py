"""The llvmlite JIT: compiling LLVM IR for the host, memref descriptors, the C interface."""

import ctypes

import numpy as np
import pytest

from aiopt.runtime.jit import (
    CInterfaceFunction,
    JitError,
    JitModule,
    MemRefArg,
    ScalarArg,
    array_of,
    data_address,
    descriptor_class,
    descriptor_of,
    host_cpu,
    packed_descriptor,
)

# The C interface of a rank-1 f32 memref function, as convert-func-to-llvm
# emits it: `_mlir_ciface_scale(ptr %in, float %factor, ptr %out)` computing
# out[i] = in[offset + i * stride] * factor.
SCALE_IR = """
define void @_mlir_ciface_scale(ptr %in, float %factor, ptr %out) {
entry:
  %in.desc = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %in
  %out.desc = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %out
  %in.data = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %in.desc, 1
  %in.offset = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %in.desc, 2
  %in.stride = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %in.desc, 4, 0
  %n = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %in.desc, 3, 0
  %out.data = extractvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %out.desc, 1
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %done = icmp sge i64 %i, %n
  br i1 %done, label %exit, label %body
body:
  %scaled = mul i64 %i, %in.stride
  %index = add i64 %scaled, %in.offset
  %src = getelementptr float, ptr %in.data, i64 %index
  %x = load float, ptr %src
  %y = fmul float %x, %factor
  %dst = getelementptr float, ptr %out.data, i64 %i
  store float %y, ptr %dst
  %next = add i64 %i, 1
  br label %loop
exit:
  ret void
}
"""

F32 = np.dtype(np.float32)


def _scale_function(**jit_options) -> CInterfaceFunction:
    jit = JitModule(SCALE_IR, **jit_options)
    return CInterfaceFunction(
        jit, "scale", [MemRefArg(F32, (-1,), contiguous=False), ScalarArg(F32)], [MemRefArg(F32, (7,))]
    )


def test_host_cpu_is_known():
    name, features = host_cpu()
    assert name and name != "generic"
    assert "+" in features


def test_strided_view_is_passed_without_copy():
    scale = _scale_function()
    base = np.arange(21, dtype=np.float32)
    view = base[::3]
    (out,) = scale(view, np.float32(2.0))
    np.testing.assert_array_equal(out, view * 2)


def test_outputs_are_written_in_place():
    scale = _scale_function()
    out = np.zeros(7, np.float32)
    (result,) = scale(np.ones(7, np.float32), np.float32(-1.5), outputs=[out])
    assert result is out
    np.testing.assert_array_equal(out, np.full(7, -1.5, np.float32))


def test_descriptor_round_trip():
    array = np.arange(24, dtype=np.float64).reshape(2, 3, 4)[:, ::2, 1:]
    descriptor = descriptor_of(array)
    assert list(descriptor.sizes) == [2, 2, 3]
    assert list(descriptor.strides) == [12, 8, 1]
    assert descriptor.aligned == array.ctypes.data
    np.testing.assert_array_equal(array_of(descriptor, array.dtype), array)


class _Subclass(np.ndarray):
    pass


def _arrays_of_every_layout() -> list[np.ndarray]:
    base = np.arange(60, dtype=np.float32).reshape(3, 4, 5)
    frozen = np.arange(6, dtype=np.int64)
    frozen.flags.writeable = False
    return [
        base,
        base[1:, ::2, 3:],
        base.transpose(2, 0, 1),
        base[::-1, :, ::-2],
        np.asfortranarray(base),
        base[:, 2:3, :],  # C-contiguous, its size-1 dimension with an odd stride
        np.array(7, np.int16),
        base[1, 2, 3:4].reshape(()),
        np.empty((0, 4), np.uint8),
        frozen,
        np.arange(5, dtype=np.complex128).view(_Subclass),
        np.frombuffer(b"\x01\x02\x03\x04", np.uint8)[1:],
    ]


@pytest.mark.parametrize("index", range(12))
def test_packed_descriptors_are_the_descriptor_structs(index):
    """What a call passes for a memref (the bytes `packed_descriptor` makes, reading the data pointer from the
    array object) is the ctypes descriptor of the array, pointing where numpy says its data is."""
    array = _arrays_of_every_layout()[index]
    assert data_address(array) == array.ctypes.data
    descriptor = descriptor_of(array)
    assert descriptor.aligned == descriptor.allocated == array.ctypes.data
    assert packed_descriptor(array) == bytes(descriptor)
    if array.size:
        np.testing.assert_array_equal(array_of(descriptor, array.dtype), array)


def test_numpy_scalars_are_not_read_as_arrays():
    """A numpy scalar has no data pointer of an array where an array has one: never read as one."""
    with pytest.raises(AttributeError):
        data_address(np.float32(1.0))


@pytest.mark.parametrize("shape", [(4, 5), (1, 7), (3,), ()])
def test_static_shaped_arguments_pack_their_layout_in_advance(shape):
    """For a memref of static shape and identity layout, the sizes and strides are packed once: a C-contiguous
    array of that shape gets them (its data pointer its own), anything else is packed from the array itself."""
    from aiopt.runtime.jit import _descriptor_packer

    pack = _descriptor_packer(MemRefArg(F32, shape))
    array = np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape)
    expected = descriptor_class(len(shape))()
    expected.allocated = expected.aligned = array.ctypes.data
    if shape:
        expected.sizes[:] = shape
        expected.strides[:] = [int(np.prod(shape[k + 1 :])) for k in range(len(shape))]
    assert pack(array) == bytes(expected)
    if shape and shape[0] == 1:
        # C-contiguous whatever the stride of its size-1 dimension (numpy's relaxed strides): packed as the
        # identity layout, which the code assumes (the dimension's stride never multiplies an index but 0).
        odd = np.lib.stride_tricks.as_strided(array, shape, (400, *array.strides[1:]))
        assert odd.flags.c_contiguous and pack(odd) == bytes(expected) != packed_descriptor(odd)
    if len(shape) == 2 and min(shape) > 1:
        transposed = np.ascontiguousarray(array.T).T  # the shape, but not C-contiguous
        assert pack(transposed) == packed_descriptor(transposed) != pack(np.ascontiguousarray(transposed))
        other = np.zeros((shape[0] + 1, shape[1]), np.float32)
        assert pack(other) == packed_descriptor(other)


@pytest.mark.parametrize("shape", [(2, 3), (5,), (), (0, 3)])
def test_returned_buffers_are_copied_into_arrays_of_their_own(shape):
    """`array_of` copies what a descriptor describes into an array that owns its memory."""
    source = np.array(np.arange(int(np.prod(shape)), dtype=np.int32).reshape(shape) - 3)
    copied = array_of(descriptor_of(source), source.dtype)
    np.testing.assert_array_equal(copied, source)
    assert copied.shape == shape and copied.dtype == source.dtype and copied.flags.owndata
    source[...] = 99
    assert not np.any(copied == 99)


def test_code_is_vectorized_for_the_host():
    jit = JitModule(SCALE_IR)
    assert "<" in jit.optimized_ir() and "x float>" in jit.optimized_ir()


# A loop of a run-time trip count whose body the vectorizer leaves alone (a serial dependence through
# memory): only LLVM's loop unroller copies its body.
SERIAL_LOOP_IR = """
define void @prefix(ptr %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 1, %entry ], [ %next, %loop ]
  %prev_index = sub i64 %i, 1
  %prev_ptr = getelementptr double, ptr %a, i64 %prev_index
  %prev = load double, ptr %prev_ptr
  %ptr = getelementptr double, ptr %a, i64 %i
  %x = load double, ptr %ptr
  %sum = fadd double %prev, %x
  store double %sum, ptr %ptr
  %next = add i64 %i, 1
  %done = icmp sge i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"""


def test_program_code_is_not_unrolled_and_libraries_are():
    # The loop unroller took a third of LLVM's time on the transformer block without speeding it up:
    # a program's own code is compiled without it, the libraries compiled once keep it.
    plain = JitModule(SERIAL_LOOP_IR).optimized_ir()
    unrolled = JitModule(SERIAL_LOOP_IR, loop_unrolling=True).optimized_ir()
    assert plain.count("fadd double") == 1
    assert unrolled.count("fadd double") > 1
    a = np.arange(1.0, 11.0)
    jit = JitModule(SERIAL_LOOP_IR)  # kept alive while its code runs
    prefix = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64)(jit.address("prefix"))
    prefix(a.ctypes.data, a.size)
    np.testing.assert_array_equal(a, np.cumsum(np.arange(1.0, 11.0)))


def test_unresolved_symbol_is_an_error_not_a_crash():
    ir = "declare float @no_such_function_anywhere(float)\n" + SCALE_IR
    with pytest.raises(JitError, match="unresolved symbols: no_such_function_anywhere"):
        JitModule(ir)


def test_libm_symbols_resolve():
    ir = """
declare float @tanhf(float)
define float @f(float %x) {
  %y = call float @tanhf(float %x)
  ret float %y
}
"""
    jit = JitModule(ir)
    function = ctypes.CFUNCTYPE(ctypes.c_float, ctypes.c_float)(jit.address("f"))
    assert function(0.5) == pytest.approx(np.tanh(0.5), rel=1e-6)


def test_invalid_ir_is_an_error():
    with pytest.raises(JitError, match="LLVM rejected the IR"):
        JitModule("define void @f() {\n  ret i32 0\n}\n")


def test_missing_function_is_an_error():
    with pytest.raises(JitError, match="no function '_mlir_ciface_nope'"):
        CInterfaceFunction(JitModule(SCALE_IR), "nope", [], [])


def test_object_cache_is_reused(tmp_path):
    _scale_function(cache_dir=tmp_path)
    (cached,) = tmp_path.glob("*.o")
    # Not written again (entries are replaced by renaming a new file over them); a hit
    # only refreshes the modification time, which orders the cache's eviction.
    stamp = (cached.stat().st_ino, cached.read_bytes())
    scale = _scale_function(cache_dir=tmp_path)
    assert (cached.stat().st_ino, cached.read_bytes()) == stamp
    (out,) = scale(np.arange(7, dtype=np.float32), np.float32(3.0))
    np.testing.assert_array_equal(out, np.arange(7, dtype=np.float32) * 3)


def test_wrong_argument_count():
    with pytest.raises(JitError, match="takes 2 arguments, 1 given"):
        _scale_function()(np.ones(7, np.float32))


def test_memref_copy_runtime_function_copies_strided_memrefs():
    ir = """
declare void @memrefCopy(i64, ptr, ptr)
define void @copy(ptr %source, ptr %target) {
  call void @memrefCopy(i64 4, ptr %source, ptr %target)
  ret void
}
"""
    jit = JitModule(ir)  # the code lives as long as its module
    copy = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p)(jit.address("copy"))
    source = np.arange(30, dtype=np.float32).reshape(5, 6)[::2, ::-3]
    target = np.zeros((3, 2), np.float32)

    def unranked(array):
        descriptor = descriptor_of(array)
        rank_and_pointer = (ctypes.c_int64 * 2)(array.ndim, ctypes.addressof(descriptor))
        return rank_and_pointer, descriptor

    # The descriptors must stay alive during the call.
    (source_arg, _source_descriptor), (target_arg, _target_descriptor) = unranked(source), unranked(target)
    copy(ctypes.addressof(source_arg), ctypes.addressof(target_arg))
    np.testing.assert_array_equal(target, source)


# -- compiling a module's functions on several threads (aiopt.targets.llvm_split) --------------------------

# Four loop bodies called through pointers (as the parallel-loop runtime calls them), a helper called
# directly, and a constant: what the CPU pipeline makes, in small.
PARTS_IR = (
    "@scale = private constant double 2.000000e+00, align 8\n"
    + "".join(
        f"""
define internal void @body{k}(ptr %a, i64 %n) {{
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %p = getelementptr double, ptr %a, i64 %i
  %x = load double, ptr %p
  %s = load double, ptr @scale
  %y = fmul double %x, %s
  %z = fadd double %y, {k}.0
  store double %z, ptr %p
  %next = add i64 %i, 1
  %done = icmp sge i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}}
"""
        for k in range(4)
    )
    + """
define internal void @apply(ptr %f, ptr %a, i64 %n) {
  call void %f(ptr %a, i64 %n)
  ret void
}

define void @run(ptr %a, i64 %n) {
  call void @apply(ptr @body0, ptr %a, i64 %n)
  call void @apply(ptr @body1, ptr %a, i64 %n)
  call void @apply(ptr @body2, ptr %a, i64 %n)
  call void @apply(ptr @body3, ptr %a, i64 %n)
  ret void
}
"""
)


def test_split_module_defines_each_function_once_and_declares_it_elsewhere():
    import re

    import llvmlite.binding as llvm

    from aiopt.targets.llvm_split import split_module

    assert split_module(PARTS_IR, 2) is None  # too small to be worth it
    parts = split_module(PARTS_IR, 2, min_cost=0)
    assert parts is not None and len(parts) == 2
    defined = [set(re.findall(r"(?m)^define [^@]*@([\w.]+)\(", part)) for part in parts]
    assert defined[0].isdisjoint(defined[1])
    assert defined[0] | defined[1] == {"body0", "body1", "body2", "body3", "apply", "run"}
    # `run` calls `apply` directly: they stay together (LLVM may inline one into the other).
    assert any({"run", "apply"} <= names for names in defined)
    for part, names in zip(parts, defined):
        llvm.parse_assembly(part).verify()  # declares what the other part defines
        assert "@scale = private constant" in part
        assert "define internal" not in part


@pytest.mark.parametrize(
    "change",
    [
        lambda ir: "@counter = internal global i64 0\n" + ir,  # mutable: one copy per part would differ
        lambda ir: ir + "\n!0 = !{}\n",
        lambda ir: ir.replace("define void @run", "define linkonce_odr void @run"),
        lambda ir: ir[: ir.index("define internal void @body2")],  # two functions: not worth it
    ],
)
def test_split_module_leaves_other_modules_whole(change):
    from aiopt.targets.llvm_split import split_module

    assert split_module(change(PARTS_IR), 2, min_cost=0) is None
    assert split_module(PARTS_IR, 1, min_cost=0) is None


@pytest.mark.parametrize("threads", ["1", "2", "3"])
def test_split_module_compiles_to_the_same_results(threads, monkeypatch):
    import aiopt.targets.llvm_split as llvm_split

    monkeypatch.setenv("AIOPT_COMPILE_THREADS", threads)
    monkeypatch.setattr(llvm_split, "MIN_COST", 0)
    jit = JitModule(PARTS_IR)
    assert len(jit._modules) == (1 if threads == "1" else int(threads))
    run = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int64)(jit.address("run"))
    a = np.arange(5.0)
    run(a.ctypes.data, a.size)
    expected = np.arange(5.0)
    for k in range(4):
        expected = expected * 2 + k
    np.testing.assert_array_equal(a, expected)
    del run, jit  # the engine goes before the parts' contexts (a crash otherwise)


F16_SCALARS = """func.func @main(%x: f16, %n: i32, %y: f16) -> f16 {
  %s = arith.addf %x, %y : f16
  %f = arith.sitofp %n : i32 to f16
  %r = arith.mulf %s, %f : f16
  return %r : f16
}
func.func @pair(%x: f16, %y: f16) -> (f16, i8, f16) {
  %c = arith.constant 7 : i8
  return %y, %c, %x : f16, i8, f16
}
func.func @same(%x: f16) -> f16 {
  return %x : f16
}
"""


def test_f16_scalars_pass_and_return_in_sse_registers():
    """`half` scalars go by value in SSE registers (x86-64 psABI): an argument was a TypeError and a returned
    f16 always 0; results returned through a struct are its 2-byte fields. Every bit pattern comes back as it
    went (NaN payloads, subnormals, -0), and the arithmetic is the interpreter's."""
    from aiopt.reference.interpreter import run_function
    from aiopt.runtime.compiler import compile_entries
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    functions = compile_entries(F16_SCALARS, ["main", "pair", "same"])
    main, pair, same = functions["main"], functions["pair"], functions["same"]
    module = parse_module(default_registry().make_context(), F16_SCALARS, "f16.mlir")
    for x, n, y in ((1.5, 3, 2.25), (-0.0, 1, 0.0), (65504.0, 2, 1.0), (6e-8, 5, 0.0), (np.inf, 0, 1.0)):
        args = (np.float16(x), np.int32(n), np.float16(y))
        (expected,) = run_function(module, "main", list(args))
        got = main(*args)
        assert got.dtype == np.float16
        np.testing.assert_array_equal(got.view(np.uint16), np.asarray(expected, np.float16).view(np.uint16))
    first, middle, last = pair(np.float16(-3.5), np.float16(0.125))
    assert (float(first), int(middle), float(last)) == (0.125, 7, -3.5)
    bits = np.array([0x0001, 0x03FF, 0x8000, 0x7C01, 0x7E55, 0xFD00, 0x3C00, 0xFBFF], np.uint16)
    returned = np.array([same(b.view(np.float16)) for b in bits]).view(np.uint16)
    np.testing.assert_array_equal(returned, bits)


BF16_SCALARS = """func.func @main(%x: bf16, %y: bf16, %n: i32) -> (bf16, i32, bf16) {
  %s = arith.addf %x, %y : bf16
  %m = arith.mulf %x, %y : bf16
  return %s, %n, %m : bf16, i32, bf16
}
func.func @same(%x: bf16) -> bf16 {
  return %x : bf16
}
func.func @tensor(%x: tensor<4xbf16>, %y: tensor<4xbf16>) -> tensor<4xbf16> {
  %m = arith.mulf %x, %y : tensor<4xbf16>
  return %m : tensor<4xbf16>
}
"""


def test_bf16_scalars_pass_and_return_in_sse_registers_and_inputs_round_as_in_the_interpreter():
    """bf16 scalars (refused before: 'cannot take yet') travel as f16 ones do; float32 inputs are rounded to bf16
    (ties to even) on entry by compiled code and by the interpreter alike (the interpreter multiplied the
    unrounded values: 0.18905339 * -0.5227485 gave -0.09863281, compiled -0.099121094)."""
    from aiopt.reference.interpreter import run_function
    from aiopt.runtime.compiler import compile_entries
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    functions = compile_entries(BF16_SCALARS, ["main", "same", "tensor"])
    module = parse_module(default_registry().make_context(), BF16_SCALARS, "bf16.mlir")
    cases = [(0.18905339, -0.5227485, -2), (1.00390625, 1.0, 5), (3.0e38, 3.0e38, 7), (-0.0, 1e-40, 0)]
    for x, y, n in cases:
        args = [np.float32(x), np.float32(y), np.int32(n)]
        expected = run_function(module, "main", [np.asarray(a) for a in args])
        got = functions["main"](*args)
        for g, e in zip(got, expected, strict=True):
            np.testing.assert_array_equal(np.asarray(g), np.asarray(e))
    assert float(functions["main"](np.float32(0.18905339), np.float32(-0.5227485), np.int32(0))[2]) == -0.09912109375
    from aiopt.reference.hlo import round_to_bf16

    values = np.array([1.0, -2.5, 1e-40, np.inf, -0.0, 3.3895314e38, 1.00390625], np.float32)
    returned = np.array([functions["same"](v) for v in values])
    np.testing.assert_array_equal(returned.view(np.uint32), round_to_bf16(values).view(np.uint32))
    x = np.array([0.18905339, 1.00390625, -7.1, 1e-39], np.float32)
    y = np.array([-0.5227485, 1.0, 3.3, 2.0], np.float32)
    (expected,) = run_function(module, "tensor", [x, y])
    np.testing.assert_array_equal(functions["tensor"](x, y), expected)
