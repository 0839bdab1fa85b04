"""The f4/f6/f8 types in the reference interpreter and in compiled code.

The interpreter holds their values in float32 and rounds each op's result to
the format (`round_to_small_float`); the CPU pipeline computes them in f32 and
rounds with mhlo ops (`mhlo-emulate-small-floats`). The expected values here
are worked out by hand from each format's bias, bits and special values.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from xdsl.dialects import builtin

from aiopt.reference.hlo import largest_finite, round_to_small_float
from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile, compile_entries
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

NAN = math.nan
TYPES = {
    "f8E4M3FN": builtin.Float8E4M3FNType(),
    "f8E5M2": builtin.Float8E5M2Type(),
    "f8E4M3": builtin.Float8E4M3Type(),
    "f8E3M4": builtin.Float8E3M4Type(),
    "f8E4M3FNUZ": builtin.Float8E4M3FNUZType(),
    "f8E5M2FNUZ": builtin.Float8E5M2FNUZType(),
    "f8E4M3B11FNUZ": builtin.Float8E4M3B11FNUZType(),
    "f8E8M0FNU": builtin.Float8E8M0FNUType(),
    "f6E2M3FN": builtin.Float6E2M3FNType(),
    "f6E3M2FN": builtin.Float6E3M2FNType(),
    "f4E2M1FN": builtin.Float4E2M1FNType(),
}

# (type, largest finite value, smallest positive value)
EXTREMES = [
    ("f8E4M3FN", 448.0, 2.0**-9),  # 1.75 * 2^8: exponent 15, mantissa 110 (111 is NaN); 2^(1-7-3)
    ("f8E5M2", 57344.0, 2.0**-16),  # 1.75 * 2^15 (exponent 31 is inf/NaN); 2^(1-15-2)
    ("f8E4M3", 240.0, 2.0**-9),  # 1.875 * 2^7 (exponent 15 is inf/NaN)
    ("f8E3M4", 15.5, 2.0**-6),  # 1.9375 * 2^3 (exponent 7 is inf/NaN); 2^(1-3-4)
    ("f8E4M3FNUZ", 240.0, 2.0**-10),  # bias 8: 1.875 * 2^7; 2^(1-8-3)
    ("f8E5M2FNUZ", 57344.0, 2.0**-17),  # bias 16: 1.75 * 2^15; 2^(1-16-2)
    ("f8E4M3B11FNUZ", 30.0, 2.0**-13),  # bias 11: 1.875 * 2^4; 2^(1-11-3)
    ("f8E8M0FNU", 2.0**127, 2.0**-127),  # exponent 254 (255 is NaN); exponent 0, no zero
    ("f6E2M3FN", 7.5, 0.125),  # 1.875 * 2^2; 2^(1-1-3)
    ("f6E3M2FN", 28.0, 0.0625),  # 1.75 * 2^4; 2^(1-3-2)
    ("f4E2M1FN", 6.0, 0.5),  # 1.5 * 2^2; 2^(1-1-1)
]


def _round(name: str, values) -> np.ndarray:
    return round_to_small_float(np.array(values, dtype=np.float64), TYPES[name])


def _same(got: np.ndarray, want) -> bool:
    """Equal values with equal signs (-0 is not 0), NaN where NaN is wanted."""
    want = np.asarray(want, dtype=np.float32)
    return bool(np.array_equal(np.isnan(got), np.isnan(want)) and np.array_equal(
        np.nan_to_num(got), np.nan_to_num(want)
    ) and np.array_equal(np.signbit(got[~np.isnan(got)]), np.signbit(want[~np.isnan(want)])))


@pytest.mark.parametrize(("name", "largest", "smallest"), EXTREMES)
def test_extremes_are_kept(name, largest, smallest):
    assert largest_finite(TYPES[name]) == largest
    assert _same(_round(name, [largest, smallest]), [largest, smallest])


@pytest.mark.parametrize(
    ("name", "inputs", "want"),
    [
        # Ties go to the even mantissa: 464 is halfway between 448 (110) and 480 (111, NaN).
        ("f8E4M3FN", [464.0, 464.001, 1e9, -1e9, math.inf, -0.0, 0.1], [448.0, NAN, NAN, NAN, NAN, -0.0, 0.1015625]),
        # IEEE: 61440 is halfway between 57344 (11) and 65536 (even): inf.
        (
            "f8E5M2",
            [61439.0, 61440.0, -61440.0, math.inf, 2.0**-17, 2.0**-17 * 1.0001],
            [57344.0, math.inf, -math.inf, math.inf, 0.0, 2.0**-16],
        ),
        ("f8E4M3", [247.0, 248.0, 2.0**-10, 3 * 2.0**-10], [240.0, math.inf, 0.0, 2.0**-8]),
        ("f8E3M4", [15.75, 15.7, 0.1], [math.inf, 15.5, 0.09375]),
        # No -0 in FNUZ formats; 248 rounds to even 256, past the top: NaN.
        ("f8E4M3FNUZ", [-0.0, -1e-9, 248.0, 247.0], [0.0, 0.0, NAN, 240.0]),
        ("f8E5M2FNUZ", [-0.0, 61440.0, 2.0**-18, 2.0**-18 * 1.01], [0.0, NAN, 0.0, 2.0**-17]),
        ("f8E4M3B11FNUZ", [31.0, 0.1, -0.0], [NAN, 0.1015625, 0.0]),
        # Powers of two: halves (3 = 1.5 * 2) round up; no zero (0 and tiny values are 2^-127); no sign.
        (
            "f8E8M0FNU",
            [3.0, 2.9, 0.75, 0.0, 1e-45, -1.0, 2.0**128, -0.0],
            [4.0, 2.0, 1.0, 2.0**-127, 2.0**-127, NAN, NAN, 2.0**-127],
        ),
        # Finite only: what is too large (inf too) becomes the largest value of its sign; NaN of either sign -0.
        ("f6E2M3FN", [100.0, -math.inf, 7.75, 3.1415], [7.5, -7.5, 7.5, 3.25]),
        ("f6E3M2FN", [30.0, 1e30, 0.1], [28.0, 28.0, 0.125]),
        ("f4E2M1FN", [5.0, 7.0, 0.25, 0.26, -math.inf, NAN, -NAN], [4.0, 6.0, 0.0, 0.5, -6.0, -0.0, -0.0]),
    ],
)
def test_rounding(name, inputs, want):
    assert _same(_round(name, inputs), want)


def test_nan_stays_nan():
    for name in ("f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E8M0FNU"):
        assert np.isnan(_round(name, [NAN])).all()


def _module(text: str):
    return parse_module(default_registry().make_context(), text, "<test>")


CONSTANTS = """
func.func @main() -> (tensor<4xf8E4M3FN>, tensor<4xf8E5M2FNUZ>, tensor<3xf8E8M0FNU>, tensor<4xf4E2M1FN>) {
  %0 = stablehlo.constant dense<[0x7F, 0x7E, 0x01, 0x80]> : tensor<4xf8E4M3FN>
  %1 = stablehlo.constant dense<[0x80, 0x7F, 0x01, -0.0]> : tensor<4xf8E5M2FNUZ>
  %2 = stablehlo.constant dense<[0x00, 0xFE, 3.0]> : tensor<3xf8E8M0FNU>
  %3 = stablehlo.constant dense<[0x07, 0x0F, 0x09, 5.0]> : tensor<4xf4E2M1FN>
  func.return %0, %1, %2, %3 : tensor<4xf8E4M3FN>, tensor<4xf8E5M2FNUZ>, tensor<3xf8E8M0FNU>, tensor<4xf4E2M1FN>
}
"""
CONSTANT_VALUES = [
    [NAN, 448.0, 2.0**-9, -0.0],
    [NAN, 57344.0, 2.0**-17, 0.0],
    [2.0**-127, 2.0**127, 4.0],
    [6.0, -6.0, -0.5, 4.0],
]


def test_constants_interpreted():
    results = run_function(_module(CONSTANTS), "main", [])
    for got, want in zip(results, CONSTANT_VALUES, strict=True):
        assert got.dtype == np.float32 and _same(got, want)


def test_constants_compiled():
    results = compile(CONSTANTS)()
    for got, want in zip(results, CONSTANT_VALUES, strict=True):
        assert got.dtype == np.float32 and _same(got, want)


ARITHMETIC = {
    name: f"""
func.func @{name}(%a: tensor<{n}x{name}>, %b: tensor<{n}x{name}>, %x: tensor<{n}xf32>)
    -> (tensor<{n}x{name}>, tensor<{n}x{name}>, tensor<{n}x{name}>, tensor<{n}x{name}>) {{
  %sum = stablehlo.add %a, %b : tensor<{n}x{name}>
  %product = stablehlo.multiply %a, %b : tensor<{n}x{name}>
  %quotient = stablehlo.divide %a, %b : tensor<{n}x{name}>
  %converted = stablehlo.convert %x : (tensor<{n}xf32>) -> tensor<{n}x{name}>
  func.return %sum, %product, %quotient, %converted
      : tensor<{n}x{name}>, tensor<{n}x{name}>, tensor<{n}x{name}>, tensor<{n}x{name}>
}}"""
    for name, n in ((name, 1 << t.SEMANTICS.bitwidth) for name, t in TYPES.items())
}
"""Per type: a function of add, multiply, divide and convert from f32 on every value of the type."""


def _operands(name: str, rng: np.random.Generator) -> list[np.ndarray]:
    """Every value of the format (by its bits), a shuffle of them, and random float32 values across its range."""
    element = TYPES[name]
    count = 1 << element.SEMANTICS.bitwidth
    a = np.array([element.decode_bits(bits) for bits in range(count)], dtype=np.float32)
    b = rng.permutation(a)
    x = (rng.standard_normal(count) * np.exp2(rng.integers(-20, 20, count))).astype(np.float32)
    if not element.SEMANTICS.has_sign:
        x = np.abs(x)
    return [a, b, x]


@pytest.mark.parametrize("name", TYPES)
def test_compiled_arithmetic_rounds_as_the_interpreter(name):
    """Compiled code (computing in f32, rounded by mhlo ops) gives the interpreter's values bit for bit.

    One test per type, so that the suite's workers share them.
    """
    compiled = compile_entries(ARITHMETIC[name], [name])
    module = _module(ARITHMETIC[name])
    operands = _operands(name, np.random.default_rng(17))
    want = run_function(module, name, operands)
    got = compiled[name](*operands)
    for g, w in zip(got, want, strict=True):
        assert _same(np.asarray(g), w), name


def _bitcasts(pairs) -> str:
    """A module of one function `@b<i>` per (operand type, result type): a bitcast_convert of its argument."""
    return "\n".join(
        f"func.func @b{i}(%a: {a}) -> {r} {{\n"
        f"  %0 = stablehlo.bitcast_convert %a : ({a}) -> {r}\n"
        f"  func.return %0 : {r}\n}}"
        for i, (a, r) in enumerate(pairs)
    )


def _bits_equal(got, want) -> bool:
    """The same shape and dtype and bit for bit the same elements (NaNs' bits too)."""
    got, want = np.asarray(got), np.asarray(want)
    return (
        got.shape == want.shape
        and got.dtype == want.dtype
        and np.array_equal(got.view(f"u{got.itemsize}"), want.view(f"u{want.itemsize}"))
    )


@pytest.mark.parametrize("name", TYPES)
def test_bitcast_convert_decodes_and_encodes_every_code(name):
    """Every code of the format, from i<w> and ui<w> integers, decoded to its value (NaN where NaN), and
    every value of the format bitcast back to its code (a NaN to APFloat's NaN code), compiled as interpreted.

    The values are `decode_bits`'s (APFloat's), worked out apart from both.
    """
    element = TYPES[name]
    width = element.SEMANTICS.bitwidth
    count = 1 << width
    integer = {8: "i8", 6: "i6", 4: "i4"}[width]
    signed_type, unsigned_type, float_type = (f"tensor<{count}x{t}>" for t in (integer, f"u{integer}", name))
    module_text = _bitcasts(
        [(signed_type, float_type), (unsigned_type, float_type), (float_type, signed_type), (float_type, unsigned_type)]
    )
    codes = np.arange(count)
    signed = np.where(codes >= count // 2, codes - count, codes).astype(np.int8)
    values = np.array([element.decode_bits(int(code)) for code in codes], dtype=np.float32)
    nan = np.isnan(values)
    back = np.where(nan, element.encode_bits(math.nan), codes)
    wants = [values, values, np.where(back >= count // 2, back - count, back), back]
    args = [signed, codes.astype(np.uint8), values, values]
    compiled = compile_entries(module_text, [f"b{i}" for i in range(4)])
    module = _module(module_text)
    for i, (arg, want) in enumerate(zip(args, wants, strict=True)):
        got = np.asarray(compiled[f"b{i}"](arg))
        interpreted = run_function(module, f"b{i}", [arg])[0]
        if i < 2:
            assert _same(got, want) and _same(interpreted, want), (name, i)
        else:
            assert got.tolist() == want.tolist() == np.asarray(interpreted).tolist(), (name, i)


def _random_values(name: str, shape, rng: np.random.Generator) -> np.ndarray:
    """Values of the format from random codes."""
    element = TYPES[name]
    codes = rng.integers(0, 1 << element.SEMANTICS.bitwidth, int(np.prod(shape)))
    return np.array([element.decode_bits(int(c)) for c in codes], dtype=np.float32).reshape(shape)


def _width_changing_cases(rng: np.random.Generator):
    """(operand type, result type, argument): small floats packed into wider types and split out of them,
    small floats of one width reinterpreted as each other, static, dynamic and rank-0 shapes."""
    f8 = [name for name in TYPES if name.startswith("f8")]
    cases = []
    for k, name in enumerate(f8):
        other = f8[(k + 1) % len(f8)]
        cases += [
            (f"tensor<3x4x{name}>", "tensor<3xi32>", _random_values(name, (3, 4), rng)),
            (f"tensor<3x4x{name}>", "tensor<3xf32>", _random_values(name, (3, 4), rng)),
            (f"tensor<2x2x{name}>", "tensor<2xbf16>", _random_values(name, (2, 2), rng)),
            (f"tensor<2x8x{name}>", "tensor<2xui64>", _random_values(name, (2, 8), rng)),
            (f"tensor<4x{name}>", "tensor<f32>", _random_values(name, (4,), rng)),
            (f"tensor<?x2x{name}>", "tensor<?xi16>", _random_values(name, (5, 2), rng)),
            ("tensor<16xi32>", f"tensor<16x4x{name}>", rng.integers(-(2**31), 2**31, 16).astype(np.int32)),
            ("tensor<16xf16>", f"tensor<16x2x{name}>", rng.standard_normal(16).astype(np.float16)),
            ("tensor<?xi64>", f"tensor<?x8x{name}>", rng.integers(-(2**63), 2**63, 3, dtype=np.int64)),
            ("tensor<ui8>", f"tensor<{name}>", np.array(rng.integers(0, 256), np.uint8)),
            ("tensor<4x2xf4E2M1FN>", f"tensor<4x{name}>", _random_values("f4E2M1FN", (4, 2), rng)),
            (f"tensor<8x{name}>", "tensor<8x2xf4E2M1FN>", _random_values(name, (8,), rng)),
            (f"tensor<256x{name}>", f"tensor<256x{other}>", _random_values(name, (256,), rng)),
        ]
    f4 = "f4E2M1FN"
    cases += [
        (f"tensor<4x2x{f4}>", "tensor<4xi8>", _random_values(f4, (4, 2), rng)),
        (f"tensor<3x16x{f4}>", "tensor<3xi64>", _random_values(f4, (3, 16), rng)),
        ("tensor<256xui8>", f"tensor<256x2x{f4}>", np.arange(256).astype(np.uint8)),
        ("tensor<9xf32>", f"tensor<9x8x{f4}>", rng.standard_normal(9).astype(np.float32)),
        (f"tensor<6x{f4}>", "tensor<6x2xi2>", _random_values(f4, (6,), rng)),
        ("tensor<6x2xui2>", f"tensor<6x{f4}>", rng.integers(0, 4, (6, 2)).astype(np.uint8)),
        ("tensor<64xf6E2M3FN>", "tensor<64xf6E3M2FN>", _random_values("f6E2M3FN", (64,), rng)),
        ("tensor<64xf6E3M2FN>", "tensor<64xf6E2M3FN>", _random_values("f6E3M2FN", (64,), rng)),
    ]
    return cases


def test_bitcast_convert_changing_width_compiles_as_interpreted():
    """Small floats packed into wider integers and floats (little-endian, as XLA), split out of them, and
    reinterpreted as another format of their width: compiled code gives the interpreter's results, bit for bit
    where the result is no small float (a small float's NaN is any NaN)."""
    cases = _width_changing_cases(np.random.default_rng(163))
    module_text = _bitcasts([(a, r) for a, r, _ in cases])
    compiled = compile_entries(module_text, [f"b{i}" for i in range(len(cases))])
    module = _module(module_text)
    for i, (operand_type, result_type, arg) in enumerate(cases):
        want = run_function(module, f"b{i}", [arg])[0]
        got = np.asarray(compiled[f"b{i}"](arg))
        small_result = result_type.removesuffix(">").split("x")[-1].split("<")[-1].startswith(("f4", "f6", "f8"))
        check = _same if small_result else _bits_equal
        assert check(got, want), (operand_type, result_type, got, want)


def test_bitcast_convert_interpreted():
    """bitcast_convert reads and writes the codes: 448 is 0x7E in f8E4M3FN, -0.5 is 0b1001 in f4E2M1FN."""
    text = """
func.func @main() -> (tensor<4xi8>, tensor<2xf8E4M3FN>, tensor<2xf4E2M1FN>, tensor<f32>) {
  %a = stablehlo.constant dense<[448.0, -0.0, 0x7F, 0.001953125]> : tensor<4xf8E4M3FN>
  %0 = stablehlo.bitcast_convert %a : (tensor<4xf8E4M3FN>) -> tensor<4xi8>
  %i = stablehlo.constant dense<[-2, 56]> : tensor<2xi8>
  %1 = stablehlo.bitcast_convert %i : (tensor<2xi8>) -> tensor<2xf8E4M3FN>
  %u = stablehlo.constant dense<[7, 9]> : tensor<2xui4>
  %2 = stablehlo.bitcast_convert %u : (tensor<2xui4>) -> tensor<2xf4E2M1FN>
  %w = stablehlo.constant dense<[0x00, 0x00, 0x80, 0x3F]> : tensor<4xf8E5M2>
  %3 = stablehlo.bitcast_convert %w : (tensor<4xf8E5M2>) -> tensor<f32>
  func.return %0, %1, %2, %3 : tensor<4xi8>, tensor<2xf8E4M3FN>, tensor<2xf4E2M1FN>, tensor<f32>
}
"""
    codes, from_codes, f4, f32 = run_function(_module(text), "main", [])
    assert codes.tolist() == [0x7E, -0x80, 0x7F, 0x01]
    assert _same(from_codes, [-448.0, 1.0])  # 0xFE, 0x38 = 0 0111 000
    assert _same(f4, [6.0, -0.5])
    assert f32 == 1.0  # 0x3F800000, first element least significant


REDUCE = """
func.func @main(%a: tensor<4x16xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  %z = stablehlo.constant dense<0.0> : tensor<f8E4M3FN>
  %0 = stablehlo.reduce(%a init: %z) applies stablehlo.add across dimensions = [1]
      : (tensor<4x16xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<4xf8E4M3FN>
  func.return %0 : tensor<4xf8E4M3FN>
}
"""


def test_reduce_rounds_after_every_step():
    """A reduction body's add is rounded at each step, interpreted (no float32 numpy sum) and compiled.

    Row 0, 16 x 1.0 then 0.0625 x 0: 1 + ... + 1 = 16 exactly. Row 1, 1.0 then 15 x 0.0625: 1 + 0.0625
    = 1.0625 is halfway between 1 and 1.125 (3 mantissa bits), to even: 1, each time, so 1 (0.9375 in f32).
    """
    a = np.zeros((4, 16), np.float32)
    a[0] = 1.0
    a[1, 0], a[1, 1:] = 1.0, 0.0625
    a[2, :2] = [448.0, 16.0]  # 464: halfway between 448 and NaN's 480, to even: 448
    a[3, :2] = [448.0, 32.0]  # 480: NaN
    want = [16.0, 1.0, 448.0, NAN]
    assert _same(run_function(_module(REDUCE), "main", [a])[0], want)
    assert _same(np.asarray(compile(REDUCE)(a)), want)


ARGUMENTS = """
func.func @main(%a: tensor<2xf8E4M3FN>, %b: tensor<2xf8E4M3FN>) -> (tensor<2xi1>, tensor<2xf8E4M3FN>) {
  %0 = stablehlo.compare GT, %a, %b : (tensor<2xf8E4M3FN>, tensor<2xf8E4M3FN>) -> tensor<2xi1>
  func.return %0, %a : tensor<2xi1>, tensor<2xf8E4M3FN>
}
"""


def test_arguments_are_rounded_to_the_format():
    """float32 values given for f8 arguments are converted to f8 first: 17 and 16.5 are both 16 in f8E4M3FN
    (steps of 2 from 16 on), and 0.1 is 0.1015625."""
    a = np.array([17.0, 0.1], np.float32)
    b = np.array([16.5, 0.1015625], np.float32)
    for greater, rounded in (run_function(_module(ARGUMENTS), "main", [a, b]), compile(ARGUMENTS)(a, b)):
        assert np.asarray(greater).tolist() == [False, False]
        assert _same(np.asarray(rounded), [16.0, 0.1015625])


def test_arguments_are_rounded_without_hlo_ops():
    """A program with no HLO op starts the CPU pipeline at the tensors stage, which rounds the arguments too:
    5 is halfway between f4E2M1FN's 4 and 6 (to even, 4); 100 saturates to 6."""
    text = """
func.func @main(%a: tensor<2xf4E2M1FN>) -> tensor<2xf4E2M1FN> {
  func.return %a : tensor<2xf4E2M1FN>
}
"""
    a = np.array([5.0, 100.0], np.float32)
    assert _same(run_function(_module(text), "main", [a])[0], [4.0, 6.0])
    assert _same(np.asarray(compile(text)(a)), [4.0, 6.0])


def test_dynamic_shapes_are_rounded():
    """The rounding's constants take a `?` size from the value they round: 240 + 240 = 480 is NaN in f8E4M3FN,
    17 is 16 on entry, 0.1 is 0.1015625."""
    text = """
func.func @main(%a: tensor<?xf8E4M3FN>) -> tensor<?xf8E4M3FN> {
  %0 = stablehlo.add %a, %a : tensor<?xf8E4M3FN>
  func.return %0 : tensor<?xf8E4M3FN>
}
"""
    a = np.array([1.0, 240.0, 17.0, 0.1], np.float32)
    want = [2.0, NAN, 32.0, 0.203125]
    assert _same(run_function(_module(text), "main", [a])[0], want)
    assert _same(np.asarray(compile(text)(a)), want)


NAN_CONVERTS = {
    name: f"""
func.func @{name}(%x: tensor<4xf32>, %y: tensor<4xf32>, %z: tensor<4xf32>)
    -> (tensor<4x{name}>, tensor<4x{name}>, tensor<4x{name}>) {{
  %0 = stablehlo.convert %x : (tensor<4xf32>) -> tensor<4x{name}>
  %q = stablehlo.divide %y, %z : tensor<4xf32>
  %1 = stablehlo.convert %q : (tensor<4xf32>) -> tensor<4x{name}>
  %y8 = stablehlo.convert %y : (tensor<4xf32>) -> tensor<4xf8E4M3>
  %z8 = stablehlo.convert %z : (tensor<4xf32>) -> tensor<4xf8E4M3>
  %q8 = stablehlo.divide %y8, %z8 : tensor<4xf8E4M3>
  %2 = stablehlo.convert %q8 : (tensor<4xf8E4M3>) -> tensor<4x{name}>
  func.return %0, %1, %2 : tensor<4x{name}>, tensor<4x{name}>, tensor<4x{name}>
}}"""
    for name in ("f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E8M0FNU")
}
"""Per type: NaNs of both signs converted to it, and NaNs that 0 / 0 makes in f32 and in f8E4M3."""


@pytest.mark.parametrize("name", NAN_CONVERTS)
def test_nan_of_either_sign_converts_as_in_xla(name):
    """A NaN converted to a type without NaN (f4E2M1FN, f6E2M3FN, f6E3M2FN) is -0, whatever its sign: XLA gives
    f4E2M1FN's 0x8 for every NaN (jaxlib 0.10, CPU), and the sign of the NaN of 0 / 0 is LLVM's in compiled code
    and numpy's in the interpreter, which differ (seed 22100 #97: 6 interpreted, -6 compiled). f8E8M0FNU (a
    NaN, no sign) gives its NaN. Compiled as interpreted."""
    x = np.array([0x7FC00000, 0xFFC00000, 0x7F800001, 0xFFFFFFFF], np.uint32).view(np.float32)
    y = np.array([0.0, -0.0, 0.0, -0.0], np.float32)
    z = np.array([0.0, 0.0, -0.0, -0.0], np.float32)
    want = [NAN] * 4 if name == "f8E8M0FNU" else [-0.0] * 4
    compiled = compile_entries(NAN_CONVERTS[name], [name])[name](x, y, z)
    interpreted = run_function(_module(NAN_CONVERTS[name]), name, [x, y, z])
    for got in (*compiled, *interpreted):
        assert _same(np.asarray(got), want), name


def _nan_codes(name: str) -> list[int]:
    element = TYPES[name]
    return [c for c in range(1 << element.SEMANTICS.bitwidth) if math.isnan(element.decode_bits(c))]


NAN_CODE_PROGRAM = """
func.func @main(%c: tensor<{n}xi8>) -> (tensor<{n}xf16>, tensor<{n}xf32>, tensor<{n}xf64>, tensor<{n}xi8>) {{
  %x = stablehlo.bitcast_convert %c : (tensor<{n}xi8>) -> tensor<{n}x{name}>
  %0 = stablehlo.convert %x : (tensor<{n}x{name}>) -> tensor<{n}xf16>
  %1 = stablehlo.convert %x : (tensor<{n}x{name}>) -> tensor<{n}xf32>
  %2 = stablehlo.convert %x : (tensor<{n}x{name}>) -> tensor<{n}xf64>
  %3 = stablehlo.bitcast_convert %x : (tensor<{n}x{name}>) -> tensor<{n}xi8>
  func.return %0, %1, %2, %3 : tensor<{n}xf16>, tensor<{n}xf32>, tensor<{n}xf64>, tensor<{n}xi8>
}}"""


@pytest.mark.parametrize("name", [name for name in TYPES if name.startswith("f8")])
def test_nan_codes_keep_their_sign_as_in_xla(name, tmp_path):
    """Every NaN code of an f8 type, bitcast from i8: converted to f16, f32 and f64 it is the quiet NaN of the
    code's sign (0xFD in f8E5M2 is 0xFE00 in f16; FNUZ and f8E8M0FNU NaNs have no sign: positive), as XLA
    converts it (jaxlib 0.10, CPU); bitcast back, the format's NaN code with that sign (0xFE: the payload is
    not kept; XLA keeps the bits). Interpreted as compiled, bit for bit. Before, the interpreter rounded the
    bitcast's result (+NaN: 0x7E00 interpreted, 0xFE00 compiled) and 0xFF in f8E4M3FN decoded to +NaN."""
    from aiopt.reference.hlo import signed_nans

    codes = np.array(_nan_codes(name), np.uint8)
    element = TYPES[name]
    sign = codes >> 7 if signed_nans(element) else np.zeros_like(codes)
    expected = [
        (np.uint16(0x7E00) | (sign.astype(np.uint16) << 15)).view(np.float16),
        (np.uint32(0x7FC00000) | (sign.astype(np.uint32) << 31)).view(np.float32),
        (np.uint64(0x7FF8000000000000) | (sign.astype(np.uint64) << 63)).view(np.float64),
        (np.uint8(element.encode_bits(NAN)) | (sign << 7)).view(np.int8),
    ]
    text = NAN_CODE_PROGRAM.format(n=codes.size, name=name)
    compiled = compile(text, cache_dir=tmp_path)(codes.view(np.int8))
    interpreted = run_function(_module(text), "main", [codes.view(np.int8)])
    for results in (compiled, interpreted):
        for got, want in zip(results, expected, strict=True):
            assert np.asarray(got).tobytes() == want.tobytes(), (name, got, want)
    try:
        import jax
        import ml_dtypes
    except ImportError:
        return
    dtype = getattr(ml_dtypes, {"f8E8M0FNU": "float8_e8m0fnu"}.get(name, "float8_" + name[2:].lower()))
    with jax.enable_x64(True):
        x = jax.device_put(codes.view(dtype), jax.devices("cpu")[0])
        xla = [jax.jit(lambda v, t=t: v.astype(t))(x) for t in (np.float16, np.float32, np.float64)]
    for got, want in zip(xla, expected[:3]):
        assert np.asarray(got).tobytes() == want.tobytes(), name


F6_F4 = ["f6E2M3FN", "f6E3M2FN", "f4E2M1FN"]
CONVERT_PROGRAM = """
func.func @main(%x: tensor<{n}x{source}>) -> tensor<{n}x{target}> {{
  %0 = stablehlo.convert %x : (tensor<{n}x{source}>) -> tensor<{n}x{target}>
  func.return %0 : tensor<{n}x{target}>
}}"""


@pytest.mark.parametrize(
    ("source", "target"),
    [(s, t) for s in ["f32", "f64", "f16", "f8E5M2", "f8E4M3FN", "f8E4M3", "f6E2M3FN", "f6E3M2FN"] for t in F6_F4 if s != t],
)
def test_conversions_to_f6_and_f4_saturate_as_ml_dtypes(source, target, tmp_path):
    """f6E2M3FN, f6E3M2FN and f4E2M1FN have no inf or NaN: +-inf and what exceeds the largest value (beyond it by
    half a step or more) convert to the largest value of its sign, every other value rounds to nearest even, and
    a NaN of either sign is -0 (`nan_in_format`, XLA's f4E2M1FN conversion; ml_dtypes gives a zero of the NaN's
    sign). Floats: specials and values around each target's largest and smallest; f8/f6: every code. Compiled
    as interpreted, bit for bit, and as ml_dtypes converts where it is installed, NaN aside. (XLA's CPU code of
    jaxlib 0.10 cannot convert to or from f6: 'Invalid bitcast i6 to i8' in its fusion emitter.)"""
    if source in TYPES:
        element = TYPES[source]
        values = np.array([element.decode_bits(c) for c in range(1 << element.SEMANTICS.bitwidth)], np.float32)
        codes = np.arange(values.size)
        values[np.isnan(values) & (codes >> (element.SEMANTICS.bitwidth - 1) == 1)] *= -1  # -NaN codes
    else:
        edges = [0.0, math.inf, NAN, 1e30, 60000.0]
        for _, largest, smallest in (e for e in EXTREMES if e[0] in F6_F4):
            for v in (largest, smallest):
                edges += [v * f for f in (1.0, 1.03, 1.0625, 1.07, 1.125, 1.2, 0.5, 0.75, 0.74, 2.0)]
        with np.errstate(over="ignore"):  # 1e30 is inf in f16
            values = np.array(edges + [-v for v in edges], {"f32": np.float32, "f64": np.float64, "f16": np.float16}[source])
    text = CONVERT_PROGRAM.format(n=values.size, source=source, target=target)
    compiled = np.asarray(compile(text, cache_dir=tmp_path)(values.copy()))
    interpreted = np.asarray(run_function(_module(text), "main", [values.copy()])[0])
    assert compiled.dtype == interpreted.dtype == np.float32
    assert compiled.tobytes() == interpreted.tobytes()
    nan = np.isnan(values)
    assert (compiled[nan] == 0).all() and np.signbit(compiled[nan]).all()
    infinite = np.isinf(values)
    assert (compiled[infinite] == np.sign(values[infinite]) * largest_finite(TYPES[target])).all()
    ml_dtypes = pytest.importorskip("ml_dtypes")
    dtype = getattr(ml_dtypes, {"f6E2M3FN": "float6_e2m3fn", "f6E3M2FN": "float6_e3m2fn"}.get(target, "float4_e2m1fn"))
    with np.errstate(all="ignore"):
        expected = values.astype(np.float64).astype(dtype).astype(np.float32)
    assert compiled[~nan].tobytes() == expected[~nan].tobytes()


def test_negative_overflow_in_a_nan_only_format_is_the_negative_nan_code_as_in_xla(tmp_path):
    """-480 and -1e9 converted to f8E4M3FN (NaN only: overflow is NaN) are -NaN, code 0xFF, as XLA (jaxlib 0.10)
    and ml_dtypes give; 0x7F before (the NaN code without its sign). f8E4M3FNUZ's one NaN is 0x80 either way.
    Compiled (its ml_dtypes result) as interpreted (its codes)."""
    from aiopt.reference.hlo import small_float_bits

    x = np.array([-480.0, 480.0, -1e9, 1e9], np.float32)
    for name, want in (("f8E4M3FN", [0xFF, 0x7F, 0xFF, 0x7F]), ("f8E4M3FNUZ", [0x80] * 4)):
        text = CONVERT_PROGRAM.format(n=4, source="f32", target=name)
        interpreted = run_function(_module(text), "main", [x])[0]
        assert small_float_bits(np.asarray(interpreted), TYPES[name]).tolist() == want
        compiled = compile(text, cache_dir=tmp_path)(x)
        assert small_float_bits(np.asarray(compiled), TYPES[name]).tolist() == want
