"""bf16 and the f8/f6/f4 types at the boundary of compiled code, the interpreter and `ai-runner`.

An argument of a small float type takes float32 values, that type's
`ml_dtypes` array, or its bit patterns as plain void (`|V1`, `|V2`: what an
`.npz` file stores `ml_dtypes` arrays as); results come back as float32
values, or as the `ml_dtypes` type when an input of the call is an
`ml_dtypes` array (whether `ml_dtypes` is installed changes nothing else).
Every code of each type goes through compiled code, and the bits that come
back must be the reference interpreter's. The tests that need `ml_dtypes`
skip without it; the void and float32 paths run everywhere.
"""

from __future__ import annotations

import io
import subprocess
from pathlib import Path

import numpy as np
import pytest
from tool_testing import run_tool

from aiopt.reference.hlo import small_float_bits, small_float_values
from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import InputError, compile_entries, ml_dtypes_name, small_float_type
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

SMALL_FLOATS = [
    "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f8E4M3", "f8E3M4", "f8E8M0FNU",
    "f6E2M3FN", "f6E3M2FN", "f4E2M1FN",
]  # fmt: skip


def _program(name: str, n: int) -> str:
    """f32 -> small float, an add in the small float type, and back to f32."""
    return f"""func.func @main(%a: tensor<{n}xf32>, %b: tensor<{n}x{name}>) -> (tensor<{n}x{name}>, tensor<{n}xf32>) {{
  %0 = stablehlo.convert %a : (tensor<{n}xf32>) -> tensor<{n}x{name}>
  %1 = stablehlo.add %0, %b : tensor<{n}x{name}>
  %2 = stablehlo.convert %1 : (tensor<{n}x{name}>) -> tensor<{n}xf32>
  return %1, %2 : tensor<{n}x{name}>, tensor<{n}xf32>
}}
"""


class Case:
    """One small float type: its program over every code, compiled, and the interpreter's results."""

    def __init__(self, name: str):
        self.name = name
        self.type = small_float_type(name)
        n = 1 << self.type.SEMANTICS.bitwidth
        self.text = _program(name, n)
        self.entry = f"main_{name}"
        self.codes = np.arange(n, dtype=np.uint8)
        # Values around the type's range, some exact, some to round, some beyond it.
        self.a = (np.random.default_rng(n).standard_normal(n) * 4).astype(np.float32)
        self.compiled = None
        module = parse_module(default_registry().make_context(), self.text, "small.mlir")
        self.expected = [np.asarray(r) for r in run_function(module, "main", [self.a, self.values()])]

    def values(self) -> np.ndarray:
        return small_float_values(self.codes, self.type)

    def expected_bits(self) -> np.ndarray:
        return small_float_bits(self.expected[0], self.type)


@pytest.fixture(scope="module")
def cases(tmp_path_factory) -> dict[str, Case]:
    cases = {name: Case(name) for name in SMALL_FLOATS}
    # One module of every type's program (one pipeline run, one JIT), each as its own entry.
    text = "\n".join(case.text.replace("func.func @main(", f"func.func @{case.entry}(") for case in cases.values())
    compiled = compile_entries(text, [case.entry for case in cases.values()], cache_dir=tmp_path_factory.mktemp("cache"))
    for case in cases.values():
        case.compiled = compiled[case.entry]
    return cases


def _as_bits(case: Case, result) -> np.ndarray:
    """The codes of a small float result, whichever form it came back in."""
    result = np.asarray(result)
    if result.dtype == np.float32:
        return small_float_bits(result, case.type)
    return result.view(np.uint8)


@pytest.mark.parametrize("name", SMALL_FLOATS)
def test_void_bit_patterns_give_the_interpreters_bits(cases, name):
    case = cases[name]
    from_values = case.compiled(case.a, case.values())
    from_bits = case.compiled(case.a, case.codes.view("V1"))
    for got in (from_values, from_bits):
        np.testing.assert_array_equal(_as_bits(case, got[0]), case.expected_bits())
        np.testing.assert_array_equal(got[1], case.expected[1])


@pytest.mark.parametrize("name", ["f8E4M3FN", "f4E2M1FN"])
def test_results_are_float32_values_unless_an_input_is_ml_dtypes(cases, name):
    case = cases[name]
    for b in (case.values(), case.codes.view("V1")):
        small, wide = case.compiled(case.a, b)
        assert small.dtype == np.float32 and wide.dtype == np.float32
        np.testing.assert_array_equal(small, case.expected[0])


@pytest.mark.parametrize("name", SMALL_FLOATS)
def test_ml_dtypes_arrays_in_and_out(cases, name):
    ml_dtypes = pytest.importorskip("ml_dtypes")
    case = cases[name]
    dtype = np.dtype(getattr(ml_dtypes, ml_dtypes_name(name)))
    # ml_dtypes decodes every code as the reference interpreter does.
    np.testing.assert_array_equal(case.codes.view(dtype).astype(np.float32), case.values())
    small, wide = case.compiled(case.a, case.codes.view(dtype))
    assert small.dtype == dtype
    np.testing.assert_array_equal(small.view(np.uint8), case.expected_bits())
    np.testing.assert_array_equal(wide, case.expected[1])


def test_another_types_bits_are_located_errors(cases):
    case = cases["f8E4M3FN"]
    expected = (
        "argument #1 of @main_f8E4M3FN must have dtype float32 (f8E4M3FN values) or f8E4M3FN bit patterns "
        "(ml_dtypes.float8_e4m3fn, or 1-byte void, |V1), but the input has dtype "
    )
    # Raw bytes are not taken as bits (nor are they for bf16), nor is 2-byte void.
    for wrong in (case.codes, case.codes.astype(np.uint16).view("V2"), case.values().astype(np.float16)):
        with pytest.raises(InputError) as caught:
            case.compiled(case.a, wrong)
        assert str(caught.value.message) == expected + str(wrong.dtype)
        assert caught.value.location.filename == "<input>" and caught.value.location.line == 1


def test_another_ml_dtypes_type_is_an_error(cases):
    ml_dtypes = pytest.importorskip("ml_dtypes")
    case = cases["f8E4M3FN"]
    for other in (ml_dtypes.float8_e5m2, ml_dtypes.float8_e4m3fnuz, ml_dtypes.bfloat16):
        with pytest.raises(InputError, match=rf"but the input has dtype {np.dtype(other).name}$"):
            case.compiled(case.a, case.values().astype(other))


def _run(*args: str) -> subprocess.CompletedProcess:
    """`ai-runner` with `args`, in a child process forked from this one."""
    return run_tool("ai-runner", *args)


@pytest.mark.parametrize("mode", [[], ["--interpret"]])
def test_ai_runner_npz_round_trip(cases, tmp_path, mode):
    """Bits in as |V1, results out as float32 values (ml_dtypes or not), and back in again."""
    case = cases["f8E5M2"]
    source = tmp_path / "small.mlir"
    source.write_text(case.text)
    np.savez(tmp_path / "in.npz", arg0=case.a, arg1=case.codes.view("V1"))
    result = _run(str(source), "--inputs", str(tmp_path / "in.npz"), "--outputs", str(tmp_path / "out.npz"), *mode)
    assert result.returncode == 0, result.stderr
    with np.load(tmp_path / "out.npz") as out:
        small, wide = out["out0"], out["out1"]
    assert small.dtype == np.float32
    np.testing.assert_array_equal(_as_bits(case, small), case.expected_bits())
    np.testing.assert_array_equal(wide, case.expected[1])
    # What one run writes, the next one reads.
    np.savez(tmp_path / "again.npz", arg0=case.a, arg1=small)
    again = _run(str(source), "--inputs", str(tmp_path / "again.npz"), "--print", *mode)
    assert again.returncode == 0, again.stderr
    assert "out0 = [" in again.stdout and ": float32[256]" in again.stdout


def _e5m2_npz(path: Path, codes: np.ndarray) -> None:
    """An .npz as numpy saves an ml_dtypes.float8_e5m2 array: its header says '<f1', which numpy cannot read."""
    buffer = io.BytesIO()
    np.save(buffer, codes.view("V1"))
    data = buffer.getvalue().replace(b"'descr': '|V1'", b"'descr': '<f1'", 1)
    assert b"'<f1'" in data
    import zipfile

    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("arg0.npy", data)


def test_ai_runner_reads_float8_e5m2_as_numpy_saves_it(tmp_path):
    source = tmp_path / "twice.mlir"
    source.write_text(
        "func.func @main(%a: tensor<2x2xf8E5M2>) -> tensor<2x2xf32> {\n"
        "  %0 = stablehlo.add %a, %a : tensor<2x2xf8E5M2>\n"
        "  %1 = stablehlo.convert %0 : (tensor<2x2xf8E5M2>) -> tensor<2x2xf32>\n"
        "  return %1 : tensor<2x2xf32>\n}\n"
    )
    # 1.0, 1.5, -2.0, 0.5 in f8E5M2.
    _e5m2_npz(tmp_path / "in.npz", np.array([[0x3C, 0x3E], [0xC0, 0x38]], np.uint8))
    for mode in ([], ["--interpret"]):
        result = _run(str(source), "--inputs", str(tmp_path / "in.npz"), *mode)
        assert result.returncode == 0, result.stderr
        assert "out0 = [[ 2.,  3.],\n [-4.,  1.]] : float32[2, 2]" in result.stdout
    # For another type's argument it is float8_e5m2 all the same, and an error.
    source.write_text(source.read_text().replace("f8E5M2", "f8E4M3FN"))
    result = _run(str(source), "--inputs", str(tmp_path / "in.npz"))
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert "twice.mlir:1:1: error: argument #0 of @main must have dtype float32 (f8E4M3FN values)" in result.stderr
    assert "but the input has dtype float8_e5m2 ('<f1')" in result.stderr


def test_ai_runner_rejects_the_wrong_void_size(cases, tmp_path):
    case = cases["f8E4M3FN"]
    source = tmp_path / "small.mlir"
    source.write_text(case.text)
    np.savez(tmp_path / "in.npz", arg0=case.a, arg1=case.codes.astype(np.uint16).view("V2"))
    for mode in ([], ["--interpret"]):
        result = _run(str(source), "--inputs", str(tmp_path / "in.npz"), *mode)
        assert result.returncode == 1 and "Traceback" not in result.stderr
        assert "small.mlir:1:1: error: argument #1 of @main must have dtype float32 (f8E4M3FN values)" in result.stderr
        assert "but the input has dtype |V2" in result.stderr
