"""dense_resource constants (as JAX and torch-mlir export large constants) compile and compute what the
reference interpreter computes.

The blob stays a blob down the pipeline: convert-mhlo-to-linalg makes it an `arith.constant`,
one-shot-bufferize a `memref.global`'s initial value, finalize-memref-to-llvm an `llvm.mlir.global`'s,
and the translation writes its elements as the global's initializer.
"""

from __future__ import annotations

import numpy as np
import pytest
from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface
from xdsl.dialects.builtin import Builtin

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import CompileError, compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

PROGRAM = """
func.func @main(%x: {t}) -> {t} {{
  %c = stablehlo.constant dense_resource<weights> : {t}
  %r = stablehlo.{op} %x, %c : {t}
  return %r : {t}
}}
{{-#
  dialect_resources: {{
    builtin: {{
      weights: "{blob}"
    }}
  }}
#-}}
"""


def blob(array: np.ndarray) -> str:
    """The hex text of a blob holding `array`: its alignment (4 bytes), then its elements little-endian."""
    return "0x" + (array.dtype.itemsize).to_bytes(4, "little").hex().upper() + array.tobytes().hex().upper()


def program(element: str, shape: tuple[int, ...], op: str, weights: np.ndarray) -> str:
    type_ = "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"
    return PROGRAM.format(t=type_, op=op, blob=blob(weights))


def interpret(text: str, *inputs: np.ndarray) -> np.ndarray:
    module = parse_module(default_registry().make_context(), text, "dense-resource.mlir")
    return np.asarray(run_function(module, "main", list(inputs))[0])


def values(dtype, shape: tuple[int, ...], seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    if dtype == np.bool_:
        return rng.random(shape) > 0.5
    if np.dtype(dtype).kind in "iu":
        info = np.iinfo(dtype)
        return rng.integers(info.min, info.max, shape, endpoint=True).astype(dtype)
    return (rng.standard_normal(shape) * 100).astype(dtype)


CASES = [
    ("f32", np.float32, "add"),
    ("f64", np.float64, "multiply"),
    ("f16", np.float16, "add"),
    ("i8", np.int8, "add"),
    ("ui8", np.uint8, "add"),
    ("i32", np.int32, "multiply"),
    ("i64", np.int64, "subtract"),
]


@pytest.mark.parametrize("shape", [(2, 3), ()], ids=["2x3", "rank0"])
@pytest.mark.parametrize("element, dtype, op", CASES, ids=[case[0] for case in CASES])
def test_compiled_dense_resource_constant_matches_the_interpreter(element, dtype, op, shape) -> None:
    weights, x = values(dtype, shape, 1), values(dtype, shape, 2)
    text = program(element, shape, op, weights)
    expected = interpret(text, x)
    actual = np.asarray(compile(text, cache=False).call(x)[0])
    assert actual.dtype == dtype
    np.testing.assert_array_equal(actual, expected)
    # The interpreter read the blob's elements (wrapping as the program does for integers).
    with np.errstate(over="ignore"):
        direct = {"add": np.add, "multiply": np.multiply, "subtract": np.subtract}[op](x, weights)
    np.testing.assert_array_equal(expected, direct)


def test_i1_dense_resource_rank0_runs_and_rank1_is_upstreams_translation_error() -> None:
    """A rank-0 i1 global is initialized by its one element; LLVM builds no raw-data array of i1 (upstream's
    translation refuses it), an error at the constant."""
    weights, x = np.array(True), np.array(True)
    text = program("i1", (), "xor", weights)
    actual = np.asarray(compile(text, cache=False).call(x)[0])
    np.testing.assert_array_equal(actual, interpret(text, x))
    assert not actual
    rank1 = program("i1", (3,), "xor", np.array([True, False, True]))
    np.testing.assert_array_equal(interpret(rank1, np.array([True, True, False])), [False, True, True])
    with pytest.raises(CompileError, match=r"dense-resource.mlir:3:8: error: no known conversion for innermost"):
        compile(rank1, cache=False, filename="dense-resource.mlir")


def test_complex_dense_resource_constant_matches_the_interpreter() -> None:
    weights = np.array([1 + 2j, -3.5 + 0.25j], np.complex64)
    x = np.array([2 - 1j, 0.5 + 1j], np.complex64)
    text = program("complex<f32>", (2,), "multiply", weights)
    actual = np.asarray(compile(text, cache=False).call(x)[0])
    np.testing.assert_array_equal(actual, interpret(text, x))
    np.testing.assert_array_equal(actual, x * weights)


def test_blobs_of_the_same_name_in_two_files_of_one_process_stay_apart() -> None:
    """The builtin dialect's blobs outlive a parse: a second file with a blob of the same name gets a handle of
    its own, with its own data (the attribute named a blob without data)."""
    x = np.array([1.0, 2.0], np.float32)
    first = program("f32", (2,), "add", np.array([10.0, 20.0], np.float32))
    second = program("f32", (2,), "add", np.array([-1.0, -2.0], np.float32))
    np.testing.assert_array_equal(interpret(first, x), [11.0, 22.0])
    np.testing.assert_array_equal(interpret(second, x), [0.0, 0.0])
    np.testing.assert_array_equal(compile(second, cache=False).call(x)[0], [0.0, 0.0])


def test_compiled_modules_that_differ_only_in_their_blobs_are_different_programs(tmp_path) -> None:
    """The compile cache's key of a parsed module holds the data of the blobs it names."""
    x = np.array([1.0, 2.0], np.float32)
    module = parse_module(default_registry().make_context(), program("f32", (2,), "add", x), "m.mlir")
    assert np.array_equal(compile(module, cache_dir=tmp_path).call(x)[0], [2.0, 4.0])
    constant = next(op for op in module.walk() if op.name == "stablehlo.constant")
    handle = constant.value.resource_handle.data
    Builtin.get_interface(OpAsmDialectInterface).parse_resource(handle, blob(np.array([5.0, 6.0], np.float32)))
    assert np.array_equal(compile(module, cache_dir=tmp_path).call(x)[0], [6.0, 8.0])


def test_compiling_a_text_keeps_none_of_its_blobs() -> None:
    """The blobs a compiled text declared are dropped once it is compiled (the builtin dialect's blobs, kept in
    xDSL's private `_blob_storage`, outlive modules: compiling programs with large constants kept every one)."""
    storage = Builtin.get_interface(OpAsmDialectInterface)._blob_storage
    before = dict(storage)
    x = np.array([1.0, 2.0], np.float32)
    for scale in (1.0, 2.0, 3.0):
        text = program("f32", (2,), "add", np.array([scale, -scale], np.float32))
        np.testing.assert_array_equal(compile(text, cache=False).call(x)[0], x + [scale, -scale])
    assert storage == before
