"""NaN constants written as their bits keep them, payload and signalling bit, through the parser, the
reference interpreter and compiled code, as upstream's APFloat keeps them (Python's struct made every
f16 NaN 0x7E00 and the CPU's float conversions quieted signalling f32 ones)."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

PROGRAM = """
func.func @main() -> (tensor<2xf16>, tensor<2xbf16>, tensor<2xf32>, tensor<2xf64>, tensor<40xf16>,
                      tensor<1xf32>, tensor<1xf16>) {
  %0 = stablehlo.constant dense<[0x7D01, 0xFE01]> : tensor<2xf16>
  %1 = stablehlo.constant dense<[0x7F81, 0xFFC1]> : tensor<2xbf16>
  %2 = stablehlo.constant dense<[0x7F800001, 0x7FC00003]> : tensor<2xf32>
  %3 = stablehlo.constant dense<[0x7FF0000000000001, 0x7FF8000000000003]> : tensor<2xf64>
  %4 = stablehlo.constant dense<0x7C05> : tensor<40xf16>
  %s = arith.constant 0x7F800005 : f32
  %h = arith.constant 0xFC05 : f16
  %5 = tensor.from_elements %s : tensor<1xf32>
  %6 = tensor.from_elements %h : tensor<1xf16>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2xf16>, tensor<2xbf16>, tensor<2xf32>, tensor<2xf64>, tensor<40xf16>,
                                      tensor<1xf32>, tensor<1xf16>
}
"""

EXPECTED_BITS = [
    [0x7D01, 0xFE01],
    [0x7F810000, 0xFFC10000],  # bf16 is returned in float32: its bits widened
    [0x7F800001, 0x7FC00003],
    [0x7FF0000000000001, 0x7FF8000000000003],
    [0x7C05] * 40,
    [0x7F800005],
    [0xFC05],
]


def _bits(array: np.ndarray) -> list[int]:
    unsigned = {2: np.uint16, 4: np.uint32, 8: np.uint64}[array.dtype.itemsize]
    return np.ascontiguousarray(array).view(unsigned).reshape(-1).tolist()


def test_interpreter_keeps_nan_bits():
    context = default_registry().make_context()
    results = run_function(parse_module(context, PROGRAM, "nan.mlir"), "main", [])
    assert [_bits(np.asarray(r)) for r in results] == EXPECTED_BITS


def test_compiled_keeps_nan_bits():
    compiler = pytest.importorskip("aiopt.runtime.compiler")
    results = compiler.compile(PROGRAM, cache=False)()
    assert [_bits(np.asarray(r)) for r in results] == EXPECTED_BITS


@pytest.mark.parametrize(
    "type_name, bits",
    [("f16", 0x7D01), ("f16", 0xFE01), ("bf16", 0x7F81), ("bf16", 0xFFBF), ("f32", 0x7F800001), ("f32", 0xFFBFFFFF)],
)
def test_packing_keeps_nan_bits(type_name, bits):
    from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type

    type_ = {"f16": Float16Type(), "bf16": BFloat16Type(), "f32": Float32Type()}[type_name]
    raw = bits.to_bytes(type_.compile_time_size, "little")
    for count in (1, 40):  # short and long buffers take different paths
        (value, *_) = values = type_.unpack(raw * count, count)
        assert value != value
        assert type_.pack(values) == raw * count
        assert [type_.pack([v]) for v in type_.iter_unpack(raw * count)] == [raw] * count
    buffer = bytearray(4)
    type_.pack_into(buffer, 0, value)
    assert bytes(buffer[: len(raw)]) == raw
