"""Splat constants stay splats end to end: parsed, printed, folded, lowered and compiled as one element.

`dense<0.0> : tensor<100000000xf32>` is a 144-byte program; storing its
elements took 400 MB of bytes, and xDSL's parser and printer went through a
Python list of all of them (8 GB). The memory-bounded checks run ai-opt (or
the compiler) in a child process forked from the test's (`run_in_child`),
whose address space may grow by at most 2 GB, so that a materialized splat
fails them; no check depends on timing.
"""

from __future__ import annotations

import resource
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType, f32, i32

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tool_testing import run_in_child

from aiopt.reference.hlo.core import elements_to_numpy
from aiopt.support.dense_elements import COMPACT_SPLAT_ELEMENTS, is_compact_splat, splat
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()
ADDRESS_SPACE_GROWTH = 2 << 30
BIG = 100_000_000


def _address_space_size() -> int:
    """This process's virtual memory size in bytes (VmSize)."""
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmSize:"))


def run_bounded(function, *args) -> subprocess.CompletedProcess:
    """Call `function(*args)` in a child forked from this process whose address space may grow by 2 GB at most
    (what it inherits from the test process, which may be large, plus 2 GB)."""

    def bounded() -> None:
        limit = _address_space_size() + ADDRESS_SPACE_GROWTH
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        function(*args)

    return run_in_child(bounded, timeout=600)


def _ai_opt(args: list[str]) -> None:
    from aiopt.tools.ai_opt import main

    status = main(args)
    assert status == 0, f"ai-opt exited with {status}"


def ai_opt_bounded(tmp_path, text: str, *options: str) -> str:
    """ai-opt's output for `text` and `options`, run within the address-space limit."""
    source = tmp_path / "input.mlir"
    source.write_text(text)
    result = run_bounded(_ai_opt, [str(source), *options])
    assert result.returncode == 0, result.stderr[-2000:]
    return result.stdout


def test_parse_and_print_a_huge_splat(tmp_path):
    text = f"""func.func @main() -> tensor<{BIG}xf32> {{
  %0 = stablehlo.constant dense<0.0> : tensor<{BIG}xf32>
  return %0 : tensor<{BIG}xf32>
}}
"""
    assert len(text.encode()) < 300
    out = ai_opt_bounded(tmp_path, text)
    assert f"stablehlo.constant dense<0.000000e+00> : tensor<{BIG}xf32>" in out


def test_canonicalize_folds_huge_splats_as_splats(tmp_path):
    """Element-wise ops of splats and broadcasts/reshapes of splats fold beyond max-fold-elements, to splats."""
    results = f"tensor<{BIG}xf32>, tensor<{BIG}xi1>, tensor<10000x10000xi32>"
    text = f"""func.func @main(%x: tensor<{BIG}xf32>) -> ({results}) {{
  %a = stablehlo.constant dense<1.5> : tensor<{BIG}xf32>
  %b = stablehlo.constant dense<"0x00000040"> : tensor<{BIG}xf32>
  %0 = stablehlo.multiply %a, %b : tensor<{BIG}xf32>
  %1 = stablehlo.compare GT, %0, %a : (tensor<{BIG}xf32>, tensor<{BIG}xf32>) -> tensor<{BIG}xi1>
  %s = stablehlo.constant dense<7> : tensor<i32>
  %2 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<{BIG}xi32>
  %3 = stablehlo.reshape %2 : (tensor<{BIG}xi32>) -> tensor<10000x10000xi32>
  %4 = stablehlo.add %x, %0 : tensor<{BIG}xf32>
  return %4, %1, %3 : {results}
}}
"""
    out = ai_opt_bounded(tmp_path, text, "--canonicalize")
    assert f"stablehlo.constant dense<3.000000e+00> : tensor<{BIG}xf32>" in out
    assert f"stablehlo.constant dense<true> : tensor<{BIG}xi1>" in out
    assert "stablehlo.constant dense<7> : tensor<10000x10000xi32>" in out
    assert "multiply" not in out and "compare" not in out and "broadcast_in_dim" not in out and "reshape" not in out


def test_chlo_lowering_and_linalg_fill_splats(tmp_path):
    """chlo decompositions build their constants as splats; convert-mhlo-to-linalg fills them at run time."""
    text = f"""func.func @main(%x: tensor<{BIG}xf32>) -> tensor<{BIG}xf32> {{
  %0 = chlo.erf %x : tensor<{BIG}xf32> -> tensor<{BIG}xf32>
  %1 = chlo.lgamma %0 : tensor<{BIG}xf32> -> tensor<{BIG}xf32>
  return %1 : tensor<{BIG}xf32>
}}
"""
    mhlo = ai_opt_bounded(tmp_path, text, "--chlo-legalize-to-mhlo")
    assert f"mhlo.constant dense<1.000000e+00> : tensor<{BIG}xf32>" in mhlo
    linalg = ai_opt_bounded(tmp_path, text, "--chlo-legalize-to-mhlo", "--canonicalize", "--convert-mhlo-to-linalg")
    assert "linalg.fill ins(" in linalg
    assert f"dense<1.000000e+00> : tensor<{BIG}xf32>" not in linalg
    assert "arith.constant 1.000000e+00 : f32" in linalg


def _run_huge_splat() -> None:
    from aiopt.runtime.compiler import compile

    f = compile(f"""func.func @main() -> tensor<i32> {{
      %0 = stablehlo.constant dense<3> : tensor<{BIG}xi32>
      %z = stablehlo.constant dense<-1> : tensor<i32>
      %1 = stablehlo.reduce(%0 init: %z) applies stablehlo.maximum across dimensions = [0]
           : (tensor<{BIG}xi32>, tensor<i32>) -> tensor<i32>
      return %1 : tensor<i32>
    }}""")
    result = f()
    print(int(np.asarray(result[0] if isinstance(result, (list, tuple)) else result)))


def test_compiled_huge_splat(tmp_path):
    """A program with a 10^8-element splat compiles and runs within 2 GB (the constant is filled, not stored)."""
    result = run_bounded(_run_huge_splat)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.split() == ["3"]


def test_compiled_splat_values():
    """The filled splat has the constant's value in every element (integers and floats, sign included)."""
    from aiopt.runtime.compiler import compile

    n = 3000
    f = compile(f"""func.func @main(%a: tensor<{n}xf32>, %i: tensor<{n}xui8>) -> (tensor<{n}xf32>, tensor<{n}xui8>) {{
  %c = stablehlo.constant dense<-2.5> : tensor<{n}xf32>
  %0 = stablehlo.multiply %a, %c : tensor<{n}xf32>
  %d = stablehlo.constant dense<250> : tensor<{n}xui8>
  %1 = stablehlo.add %i, %d : tensor<{n}xui8>
  return %0, %1 : tensor<{n}xf32>, tensor<{n}xui8>
}}""")
    a = np.random.default_rng(0).standard_normal(n).astype(np.float32)
    i = np.arange(n, dtype=np.uint8)
    got_f, got_i = f(a, i)
    np.testing.assert_array_equal(got_f, a * np.float32(-2.5))
    np.testing.assert_array_equal(got_i, i + np.uint8(250))


@pytest.mark.parametrize(
    ("literal", "element", "value"),
    [
        ("0.5", "f32", 0.5),
        ("-3", "i32", -3),
        ('"0x0000C03F"', "f32", 1.5),
        ("true", "i1", True),
        ("(1.0, -2.0)", "complex<f32>", 1 - 2j),
    ],
)
def test_large_splats_are_stored_once(literal, element, value):
    """Above COMPACT_SPLAT_ELEMENTS a parsed splat holds one element; it prints and reads back as all of them."""
    shape = "64x64"
    module = parse_module(CONTEXT, f"%0 = arith.constant dense<{literal}> : tensor<{shape}x{element}>", "splat.mlir")
    attr = next(op for op in module.walk() if op.name == "arith.constant").value
    assert is_compact_splat(attr)
    assert len(attr.data.data) == attr.get_element_type().compile_time_size
    array = elements_to_numpy(attr, attr.type)
    assert array.shape == (64, 64) and np.all(array == value)
    reparsed = parse_module(CONTEXT, str(module), "printed.mlir")
    assert str(reparsed) == str(module) and f"> : tensor<{shape}x{element}>" in str(module)
    assert "dense<[" not in str(module)


def test_small_splats_keep_xdsl_form():
    """Splats up to the threshold store every element, as `DenseIntOrFPElementsAttr.from_list` makes them."""
    small = TensorType(i32, [COMPACT_SPLAT_ELEMENTS])
    assert splat(small, 4) == DenseIntOrFPElementsAttr.from_list(small, [4])
    module = parse_module(CONTEXT, f"%0 = arith.constant dense<4> : {small}", "small.mlir")
    assert next(op for op in module.walk() if op.name == "arith.constant").value == splat(small, 4)
    large = TensorType(f32, [COMPACT_SPLAT_ELEMENTS + 1])
    assert is_compact_splat(splat(large, 1.0))
    full = DenseIntOrFPElementsAttr.from_list(large, [1.0]).data.data
    assert splat(large, 1.0).data.data * large.element_count() == full


def test_fold_of_small_and_large_splats_agree():
    """Folding an op on splats gives the value folding it element by element gives (here on 4 and 10^6 elements)."""
    results = []
    for n in (4, 1_000_000):
        text = f"""func.func @f() -> tensor<{n}xi32> {{
  %a = stablehlo.constant dense<-7> : tensor<{n}xi32>
  %b = stablehlo.constant dense<2> : tensor<{n}xi32>
  %0 = stablehlo.divide %a, %b : tensor<{n}xi32>
  %1 = stablehlo.shift_left %0, %b : tensor<{n}xi32>
  return %1 : tensor<{n}xi32>
}}"""
        module = parse_module(CONTEXT, text, "fold.mlir")
        default_registry().pass_class("canonicalize")().apply(CONTEXT, module)
        constants = [op.value for op in module.walk() if op.name == "stablehlo.constant"]
        assert len(constants) == 1
        results.append(elements_to_numpy(constants[0], constants[0].type).reshape(-1)[0])
    assert results[0] == results[1] == -12


def test_compare_of_a_value_with_itself_folds_to_a_splat(tmp_path):
    text = f"""func.func @main(%x: tensor<{BIG}xi32>) -> tensor<{BIG}xi1> {{
  %0 = stablehlo.compare LE, %x, %x, SIGNED : (tensor<{BIG}xi32>, tensor<{BIG}xi32>) -> tensor<{BIG}xi1>
  return %0 : tensor<{BIG}xi1>
}}
"""
    out = ai_opt_bounded(tmp_path, text, "--canonicalize")
    assert f"stablehlo.constant dense<true> : tensor<{BIG}xi1>" in out
