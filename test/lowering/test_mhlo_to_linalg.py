"""convert-mhlo-to-linalg keeps what programs compute: each program is interpreted before and after.

The reference interpreter runs the HLO program with the HLO semantics and the
lowered one with the linalg/tensor/arith/math semantics of
`aiopt.reference.linalg`, which this module imports to register
them. The lowered module is printed and parsed again before it runs, so the
IR the pass makes must also round-trip. Results are compared bit for bit
(NaNs equal, signed zeros distinguished) unless a case gives a tolerance;
the JAX samples are also checked against independent numpy formulas.
"""

from __future__ import annotations

import math
import subprocess
from pathlib import Path

import numpy as np
import pytest
from hlo_testing import tensor_type
from xdsl.dialects.builtin import ModuleOp

from aiopt.lowering.mhlo_to_linalg import ConvertMhloToLinalgPass
from aiopt.reference.hlo import round_to_bf16
from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.diagnostics import Diagnostic, DiagnosticEngine, SourceManager, active_engine
from aiopt.support.parsing import parse_module
from aiopt.support.passes import PassFailedError
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.tools.upstream import find_upstream_tool

CONTEXT = default_registry().make_context()
MODELS = Path(__file__).resolve().parents[2] / "examples" / "models"

FLOAT_EDGES = [0.0, -0.0, 1.0, -1.0, 0.5, -2.5, 3.0, 7.0, math.inf, -math.inf, math.nan, 1e30, -1e-30, 2.0]
INT_EDGES = [0, 1, -1, 2, -3, 5, 7, 8, 31, 32, 33, 63, 64, 100, -100]
DTYPES = {
    "f16": np.float16, "bf16": np.float32, "f32": np.float32, "f64": np.float64, "i1": np.bool_,
    "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64, "ui8": np.uint8, "ui16": np.uint16,
    "ui32": np.uint32,
    "complex<f32>": np.complex64, "complex<f64>": np.complex128,
}  # fmt: skip
"""numpy dtypes of MLIR element types (bf16 values are held in float32, rounded to bf16)."""


def values(shape: tuple[int, ...], element: str, seed: int, edges: bool = True) -> np.ndarray:
    """Random values of an element type, drawn among edge values (and the type's bounds) when `edges`."""
    rng = np.random.default_rng(seed)
    dtype = np.dtype(DTYPES[element])
    if dtype.kind == "b":
        return rng.integers(0, 2, size=shape).astype(np.bool_)
    if dtype.kind == "c":
        part = np.float32 if dtype == np.complex64 else np.float64
        real, imag = (values(shape, "f64", seed + i, edges=False).astype(part) for i in (1, 2))
        return (real + 1j * imag).astype(dtype)
    if dtype.kind == "f":
        if edges:
            chosen = rng.choice(np.array(FLOAT_EDGES + list(rng.standard_normal(6))), size=shape)
        else:
            chosen = rng.standard_normal(shape)
        with np.errstate(over="ignore"):
            result = chosen.astype(dtype)
        return round_to_bf16(result) if element == "bf16" else result
    info = np.iinfo(dtype)
    choices = np.array(INT_EDGES + [info.min, info.max], dtype=np.int64)
    return rng.choice(choices, size=shape).astype(dtype)


def lower(text: str, **options) -> tuple[ModuleOp, ModuleOp, list[Diagnostic]]:
    """Parse `text`; return it, its lowering with `options` (printed and parsed again) and the diagnostics."""
    module = parse_module(CONTEXT, text, "test.mlir")
    verify_operation(module)
    lowered = module.clone()
    engine = DiagnosticEngine(SourceManager())
    diagnostics: list[Diagnostic] = []
    engine.handler = diagnostics.append
    with active_engine(engine):
        try:
            ConvertMhloToLinalgPass(**options).apply(CONTEXT, lowered)
        except PassFailedError as failure:
            assert failure.diagnostics == [d for d in diagnostics if d.severity.value == "error"]
    reparsed = parse_module(CONTEXT, str(lowered), "lowered.mlir")
    verify_operation(reparsed)
    return module, reparsed, diagnostics


def assert_same(actual: np.ndarray, expected: np.ndarray, rtol: float | None = None) -> None:
    """Bit for bit (any NaN matching any NaN, signed zeros apart) without `rtol`; else within `rtol`.

    `rtol` also bounds the absolute error, for sums that cancel to near 0.
    """
    assert actual.dtype == expected.dtype and actual.shape == expected.shape
    if rtol is not None:
        np.testing.assert_allclose(actual, expected, rtol=rtol, atol=rtol, equal_nan=True)
    elif actual.dtype.kind == "f":
        same = ((actual == expected) & (np.signbit(actual) == np.signbit(expected))) | (
            np.isnan(actual) & np.isnan(expected)
        )
        assert np.all(same), f"{actual} != {expected}"
    else:
        np.testing.assert_array_equal(actual, expected)


def check(text: str, inputs: list[np.ndarray], rtol: float | None = None, **options) -> list[np.ndarray]:
    """Lower `text` completely (with pass `options`) and compare `@main` before and after on `inputs`; return the
    results."""
    module, lowered, diagnostics = lower(text, **options)
    assert not diagnostics, [d.message for d in diagnostics]
    assert not [op.name for op in lowered.walk() if op.name.startswith(("mhlo.", "stablehlo."))]
    expected = run_function(module, "main", inputs)
    actual = run_function(lowered, "main", inputs)
    for a, e in zip(actual, expected, strict=True):
        assert_same(a, e, rtol)
    return actual


def unary(op: str, element: str, result: str | None = None, dialect: str = "mhlo", shape: str = "3x4") -> str:
    """`@main` applying one unary op (`result`: the result element type of a conversion)."""
    operand = f"tensor<{shape}x{element}>" if shape else f"tensor<{element}>"
    out = operand.replace(element, result) if result else operand
    signature = f" : {operand}" if result is None else f" : ({operand}) -> {out}"
    return (
        f"func.func @main(%a: {operand}) -> {out} {{\n  %0 = {dialect}.{op} %a{signature}\n  func.return %0 : {out}\n}}"
    )


def binary(op: str, element: str, dialect: str = "mhlo", shape: str = "3x4") -> str:
    """`@main` applying one binary op to two operands of one type."""
    type_ = f"tensor<{shape}x{element}>" if shape else f"tensor<{element}>"
    return (
        f"func.func @main(%a: {type_}, %b: {type_}) -> {type_} {{\n"
        f"  %0 = {dialect}.{op} %a, %b : {type_}\n  func.return %0 : {type_}\n}}"
    )


# ---------------------------------------------------------------------------
# Element-wise ops


FLOAT_BINARY = ["add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "power", "atan2"]
INT_BINARY = [
    "add", "subtract", "multiply", "divide", "remainder", "maximum", "minimum", "and", "or", "xor",
    "shift_left", "shift_right_logical", "shift_right_arithmetic",
]  # fmt: skip


@pytest.mark.parametrize(
    ("element", "dialect"), [("f32", "mhlo"), ("f32", "stablehlo"), ("f64", "mhlo"), ("f16", "mhlo"), ("bf16", "mhlo")]
)
@pytest.mark.parametrize("op", FLOAT_BINARY)
def test_float_binary(op: str, element: str, dialect: str) -> None:
    check(binary(op, element, dialect), [values((3, 4), element, 1), values((3, 4), element, 2)])


@pytest.mark.parametrize("element", ["i8", "i16", "i32", "i64", "ui8", "ui32"])
@pytest.mark.parametrize("op", INT_BINARY)
def test_int_binary(op: str, element: str) -> None:
    # Edge values: 0 divisors, INT_MIN / -1, shifts by the width and beyond, negative amounts.
    a, b = values((3, 4), element, 3), values((3, 4), element, 4)
    check(binary(op, element), [a, b])


@pytest.mark.parametrize("element", ["i8", "i32", "ui8"])
def test_int_power(element: str) -> None:
    base = values((4, 5), element, 5)
    exponent = np.random.default_rng(6).integers(-3, 9, size=(4, 5)).astype(base.dtype)
    check(binary("power", element, shape="4x5"), [base, exponent])


@pytest.mark.parametrize(("element", "bits"), [("i8", 8), ("i32", 32), ("i64", 64), ("ui32", 32)])
def test_int_power_uses_every_exponent_bit(element: str, bits: int) -> None:
    """Powers wrap as the exact power does, for exponents past 63 too. mlir-hlo squares six times only
    (hlo-legalize-to-linalg.mlir #136 expects `scf.for ... to %c6`), which makes 3^64 in i32 1 and 2^64 in i8 1."""
    dtype = np.dtype(DTYPES[element])
    base = np.array([3, 3, 5, 7, 2, 2, 1, 3], dtype)
    exponent = np.array([64, 65, 100, 127, 64, 65, 1000 % 128, 63], dtype)
    (result,) = check(binary("power", element, shape="8"), [base, exponent])
    exact = [pow(int(b), int(e), 1 << bits) for b, e in zip(base, exponent, strict=True)]
    assert [int(v) % (1 << bits) for v in result] == exact


@pytest.mark.parametrize("element", ["complex<f32>", "complex<f64>"])
def test_complex_maximum_minimum_order_imaginary_parts_of_equal_real_parts(element: str) -> None:
    """Lexicographic on (real, imag): equal real parts leave the choice to the imaginary ones. mlir-hlo's condition
    `(re_eq and im_ge) or re_ge` is `re_ge` alone (hlo-legalize-to-linalg.mlir #280, #281), which gives
    max((1, 0), (1, 5)) = (1, 0)."""
    dtype = np.dtype(DTYPES[element])
    a = np.array([1 + 0j, 1 + 5j, -2 + 3j, 4 - 1j, 2 + 2j, -1 - 7j], dtype)
    b = np.array([1 + 5j, 1 + 0j, -2 - 3j, 3 + 9j, 2 + 2j, -1 + 7j], dtype)
    a_less = (a.real < b.real) | ((a.real == b.real) & (a.imag < b.imag))
    (maximum,) = check(binary("maximum", element, shape="6"), [a, b])
    (minimum,) = check(binary("minimum", element, shape="6"), [a, b])
    np.testing.assert_array_equal(maximum, np.where(a_less, b, a))
    np.testing.assert_array_equal(minimum, np.where(a_less, a, b))
    np.testing.assert_array_equal(maximum[:2], np.array([1 + 5j, 1 + 5j], dtype))


@pytest.mark.parametrize("element", ["complex<f32>", "complex<f64>"])
@pytest.mark.parametrize("op", ["maximum", "minimum"])
def test_complex_maximum_minimum_of_nan_parts_and_equal_values(op: str, element: str) -> None:
    """The first operand only where it compares greater (less) on (real, imag): a NaN part or equal values (here
    zeros of other signs) give the second, in the interpreter and the lowering alike, as the StableHLO
    interpreter's max/min (`re_eq ? im_x > im_y : re_x > re_y`, APFloat comparisons)."""
    dtype = np.dtype(DTYPES[element])
    nan = math.nan
    a = np.array([complex(nan, 1), 1 + 0j, complex(1, nan), 1 + 1j, 0j, complex(0, -0.0), 3 + 1j], dtype)
    b = np.array([2 + 2j, complex(nan, 0), 1 + 2j, complex(1, nan), complex(-0.0, 0), 0j, 2 + 5j], dtype)
    expected = b.copy()
    expected[6] = a[6] if op == "maximum" else b[6]
    (result,) = check(binary(op, element, shape="7"), [a, b])
    for part in ("real", "imag"):
        got, want = getattr(result, part), getattr(expected, part)
        np.testing.assert_array_equal(got, want)
        np.testing.assert_array_equal(np.signbit(got), np.signbit(want))


@pytest.mark.parametrize("op", ["and", "or", "xor", "add", "multiply", "maximum", "minimum"])
def test_pred_binary(op: str) -> None:
    check(binary(op, "i1"), [values((3, 4), "i1", 5), values((3, 4), "i1", 6)])


FLOAT_UNARY = [
    "negate", "abs", "exponential", "exponential_minus_one", "log", "log_plus_one", "sqrt", "rsqrt", "cbrt",
    "tanh", "sine", "cosine", "tan", "floor", "ceil", "round_nearest_even", "round_nearest_afz", "sign",
]  # fmt: skip


@pytest.mark.parametrize("element", ["f32", "f64", "f16", "bf16"])
@pytest.mark.parametrize("op", FLOAT_UNARY)
def test_float_unary(op: str, element: str) -> None:
    check(unary(op, element), [values((3, 4), element, 7)])


@pytest.mark.parametrize("element", ["f32", "f64", "f16"])
def test_logistic(element: str) -> None:
    # 1 / (1 + exp(-x)) against the reference's overflow-free form.
    check(unary("logistic", element), [values((3, 4), element, 8)], rtol=1e-3 if element == "f16" else 1e-6)


@pytest.mark.parametrize("element", ["f32", "f16", "bf16", "f64"])
def test_is_finite(element: str) -> None:
    check(unary("is_finite", element, "i1"), [values((3, 4), element, 9)])


def test_erf() -> None:
    check(unary("erf", "f32"), [values((3, 4), "f32", 10)])


INT_UNARY = ["negate", "not", "popcnt", "count_leading_zeros"]


@pytest.mark.parametrize("element", ["i8", "i32", "i64", "ui8", "ui32"])
@pytest.mark.parametrize("op", INT_UNARY)
def test_int_unary(op: str, element: str) -> None:
    check(unary(op, element), [values((3, 4), element, 11)])


@pytest.mark.parametrize("element", ["i8", "i32", "i64"])
@pytest.mark.parametrize("op", ["abs", "sign"])
def test_signed_unary(op: str, element: str) -> None:
    check(unary(op, element), [values((3, 4), element, 12)])


@pytest.mark.parametrize("element", ["f32", "bf16", "i1", "i8", "ui32", "complex<f64>"])
def test_copy(element: str) -> None:
    check(unary("copy", element), [values((3, 4), element, 34)])


def test_pred_not() -> None:
    check(unary("not", "i1"), [values((3, 4), "i1", 13)])


@pytest.mark.parametrize("element", ["complex<f32>", "complex<f64>"])
@pytest.mark.parametrize("op", ["add", "subtract", "multiply", "divide", "power", "maximum", "minimum", "atan2"])
def test_complex_binary(op: str, element: str) -> None:
    check(binary(op, element), [values((3, 4), element, 14), values((3, 4), element, 15)], rtol=1e-5)


COMPLEX_UNARY = [
    "negate", "exponential", "exponential_minus_one", "log", "log_plus_one", "sqrt", "rsqrt", "sine", "cosine",
    "tan", "tanh", "sign", "logistic", "cbrt",
]  # fmt: skip


@pytest.mark.parametrize("op", COMPLEX_UNARY)
def test_complex_unary(op: str) -> None:
    check(unary(op, "complex<f32>"), [values((3, 4), "complex<f32>", 16)], rtol=1e-5)


def test_complex_cbrt_is_the_principal_root() -> None:
    z = np.array([3 + 4j, -8 + 0j, complex(-8, -0.0), 1j, 0j, -2.5 - 1e-3j], np.complex128)
    (root,) = check(unary("cbrt", "complex<f64>", shape="6"), [z], rtol=1e-12)
    np.testing.assert_allclose(root**3, z, rtol=1e-12, atol=1e-12)
    # The principal root: its angle is arg(z) / 3 (the roots of -8 +- 0i are 1 +- sqrt(3) i).
    np.testing.assert_allclose(np.angle(root[:4]), np.angle(z[:4]) / 3, rtol=1e-12)


@pytest.mark.parametrize("element", ["complex<f32>", "complex<f64>"])
@pytest.mark.parametrize("op", ["logistic", "cbrt"])
def test_complex_logistic_and_cbrt_at_infinite_parts(op: str, element: str) -> None:
    """The lowering gives the interpreter's values where a part is infinite or NaN (difftest grid of parts): a
    logistic whose e^-z has an infinite part is C99's zero, a cbrt of an infinite z is at the angle arg(z) / 3
    (the interpreter gave NaN and inf + NaN i there)."""
    inf, nan = math.inf, math.nan
    z = np.array([complex(-1e30, 1.0), complex(-inf, 3.0), complex(-inf, inf), complex(1.0, inf),
                  complex(-inf, 1.0), complex(inf, nan), complex(nan, -inf), complex(1.0, 1.0)],
                 np.complex64 if element == "complex<f32>" else np.complex128)  # fmt: skip
    check(unary(op, element, shape="8"), [z], rtol=1e-5)


@pytest.mark.parametrize("op", ["abs", "real", "imag"])
@pytest.mark.parametrize(("element", "part"), [("complex<f32>", "f32"), ("complex<f64>", "f64")])
def test_complex_parts(op: str, element: str, part: str) -> None:
    check(unary(op, element, part), [values((3, 4), element, 17)])


@pytest.mark.parametrize("op", ["real", "imag"])
def test_real_imag_of_floats(op: str) -> None:
    check(unary(op, "f32"), [values((3, 4), "f32", 18)])


def test_complex_from_parts() -> None:
    text = """
    func.func @main(%a: tensor<3x4xf64>, %b: tensor<3x4xf64>) -> tensor<3x4xcomplex<f64>> {
      %0 = mhlo.complex %a, %b : tensor<3x4xcomplex<f64>>
      func.return %0 : tensor<3x4xcomplex<f64>>
    }"""
    check(text, [values((3, 4), "f64", 19), values((3, 4), "f64", 20)])


DIRECTIONS = ["EQ", "NE", "LT", "LE", "GT", "GE"]


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize(
    ("element", "compare_type"),
    [("f32", ""), ("f32", ", FLOAT"), ("f32", ", TOTALORDER"), ("f16", ", TOTALORDER"), ("bf16", ""),
     ("f64", ", TOTALORDER"), ("i32", ""), ("i32", ", SIGNED"), ("i8", ""), ("ui32", ""),
     ("ui8", ", UNSIGNED"), ("i1", ""), ("i1", ", UNSIGNED"), ("complex<f32>", ""),
     # compare_types that do not fit the elements (upstream accepts them): floats compare as FLOAT unless
     # TOTALORDER, integers by the SIGNED/UNSIGNED given (else their own kind), booleans as UNSIGNED.
     ("f32", ", SIGNED"), ("f32", ", NOTYPE"), ("i32", ", UNSIGNED"), ("i32", ", TOTALORDER"), ("ui8", ", SIGNED"),
     ("ui8", ", FLOAT"), ("i1", ", SIGNED")],
)  # fmt: skip
def test_compare(direction: str, element: str, compare_type: str) -> None:
    shape = f"tensor<3x4x{element}>"
    text = (
        f"func.func @main(%a: {shape}, %b: {shape}) -> tensor<3x4xi1> {{\n"
        f"  %0 = mhlo.compare {direction}, %a, %b{compare_type} : ({shape}, {shape}) -> tensor<3x4xi1>\n"
        "  func.return %0 : tensor<3x4xi1>\n}"
    )
    a = values((3, 4), element, 21)
    # Equal elements and NaNs on both sides make every predicate's edge cases show.
    b = np.where(values((3, 4), "i1", 22), a, values((3, 4), element, 23))
    if element.startswith("complex"):
        b = np.where(values((3, 4), "i1", 24), b, a.real + 1j * b.imag).astype(a.dtype)  # equal real parts
    check(text, [a, b])


TOTAL_ORDER_BITS = {
    "f16": (np.uint16, [0xFE01, 0xFC01, 0xFC00, 0xFBFF, 0xBC00, 0x8001, 0x8000, 0x0000, 0x0001, 0x3C00, 0x7BFF,
                        0x7C00, 0x7C01, 0x7E00]),
    "f32": (np.uint32, [0xFFC00001, 0xFF800001, 0xFF800000, 0xFF7FFFFF, 0xBF800000, 0x80000001, 0x80000000, 0,
                        1, 0x3F800000, 0x7F7FFFFF, 0x7F800000, 0x7F800001, 0x7FC00000]),
    "f64": (np.uint64, [0xFFF8000000000001, 0xFFF0000000000000, 0xBFF0000000000000, 0x8000000000000001,
                        0x8000000000000000, 0, 1, 0x3FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000001]),
}  # fmt: skip
"""Bit patterns in IEEE totalOrder: -NaN (quiet and signaling payloads), -inf, the lowest, -1, the negative
denormal, -0, +0, the positive denormal, 1, the largest, +inf, +NaN."""


@pytest.mark.parametrize("form", ["op", "body"])
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("element", sorted(TOTAL_ORDER_BITS))
def test_compare_totalorder_every_pair(direction: str, element: str, form: str) -> None:
    """TOTALORDER on every pair of special values (both negative, both not, one of each; equal bits): a compare
    op compares mlir-hlo's keys (negative magnitudes flipped), a compare in a body (a map's here, a sort's
    comparator) the bits as signed integers, the other way round where both are negative."""
    dtype, patterns = TOTAL_ORDER_BITS[element]
    bits = np.array(patterns, dtype)
    count = bits.size
    shape, scalar = f"tensor<{count * count}x{element}>", f"tensor<{element}>"
    if form == "op":
        computed = f"%0 = mhlo.compare {direction}, %a, %b, TOTALORDER : ({shape}, {shape}) -> tensor<{count * count}xi1>"
    else:
        computed = (
            f'%0 = "mhlo.map"(%a, %b) ({{\n  ^bb0(%x: {scalar}, %y: {scalar}):\n'
            f"    %c = mhlo.compare {direction}, %x, %y, TOTALORDER : ({scalar}, {scalar}) -> tensor<i1>\n"
            f'    "mhlo.return"(%c) : (tensor<i1>) -> ()\n'
            f"  }}) {{dimensions = dense<0> : tensor<1xi64>}} : ({shape}, {shape}) -> tensor<{count * count}xi1>"
        )
    text = (
        f"func.func @main(%a: {shape}, %b: {shape}) -> tensor<{count * count}xi1> {{\n"
        f"  {computed}\n"
        f"  func.return %0 : tensor<{count * count}xi1>\n}}"
    )
    assert ("arith.subi" in str(lower(text)[1])) == (form == "op")
    floats = bits.view(DTYPES[element])
    (result,) = check(text, [np.repeat(floats, count), np.tile(floats, count)])
    rank = np.arange(count)
    expected = {"EQ": np.equal, "NE": np.not_equal, "LT": np.less, "LE": np.less_equal, "GT": np.greater,
                "GE": np.greater_equal}[direction](np.repeat(rank, count), np.tile(rank, count))  # fmt: skip
    np.testing.assert_array_equal(np.asarray(result), expected)
    np.testing.assert_array_equal(compile(text)(np.repeat(floats, count), np.tile(floats, count)), expected)


@pytest.mark.parametrize(
    ("pred_shape", "element"), [("3x4x", "f32"), ("", "f32"), ("3x4x", "ui8"), ("", "complex<f32>")]
)
def test_select(pred_shape: str, element: str) -> None:
    type_ = f"tensor<3x4x{element}>"
    text = (
        f"func.func @main(%p: tensor<{pred_shape}i1>, %a: {type_}, %b: {type_}) -> {type_} {{\n"
        f"  %0 = mhlo.select %p, %a, %b : (tensor<{pred_shape}i1>, {type_}, {type_}) -> {type_}\n"
        f"  func.return %0 : {type_}\n}}"
    )
    pred = values((3, 4), "i1", 25) if pred_shape else np.array(True)
    check(text, [pred, values((3, 4), element, 26), values((3, 4), element, 27)])


@pytest.mark.parametrize(
    ("bounds", "element"), [("", "f32"), ("3x4x", "f32"), ("", "i32"), ("3x4x", "ui8"), ("", "i1")]
)
def test_clamp(bounds: str, element: str) -> None:
    type_, bound = f"tensor<3x4x{element}>", f"tensor<{bounds}{element}>"
    text = (
        f"func.func @main(%lo: {bound}, %x: {type_}, %hi: {bound}) -> {type_} {{\n"
        f"  %0 = mhlo.clamp %lo, %x, %hi : ({bound}, {type_}, {bound}) -> {type_}\n"
        f"  func.return %0 : {type_}\n}}"
    )
    shape = (3, 4) if bounds else ()
    check(text, [values(shape, element, 28), values((3, 4), element, 29), values(shape, element, 30)])


CONVERSIONS = [
    ("i32", "f32"), ("i8", "f64"), ("i1", "f32"), ("f32", "f64"), ("f64", "f32"), ("i32", "i64"), ("i64", "i8"),
    ("i1", "i32"), ("f32", "i32"), ("f32", "f32"), ("f32", "i8"), ("f64", "i64"), ("f32", "ui8"), ("f64", "ui32"),
    ("f16", "i32"), ("bf16", "i16"), ("f16", "bf16"), ("bf16", "f16"), ("f32", "bf16"), ("bf16", "f64"),
    ("f32", "i1"), ("i32", "i1"), ("ui8", "i1"), ("ui32", "f32"), ("ui8", "i32"), ("i8", "ui32"), ("ui32", "i8"),
    ("ui8", "ui32"), ("i32", "ui32"), ("f32", "complex<f32>"), ("i32", "complex<f64>"), ("complex<f32>", "f32"),
    ("complex<f64>", "complex<f32>"), ("complex<f32>", "i32"), ("f16", "f32"), ("f32", "f16"),
]  # fmt: skip


@pytest.mark.parametrize(("source", "target"), CONVERSIONS)
def test_convert(source: str, target: str) -> None:
    # Edge values: NaN and +-inf to integers (0 and the bounds), values beyond the target's range (saturated).
    inputs = values((3, 4), source, 31)
    if inputs.dtype.kind == "f" and np.dtype(DTYPES[target]).kind != "f":
        beyond = np.array([1e10, -1e10, 2.0**31, -(2.0**31), 255.9, -0.99])
        with np.errstate(over="ignore"):
            inputs = np.concatenate([inputs.ravel()[:6], beyond]).astype(inputs.dtype).reshape(3, 4)
        inputs = round_to_bf16(inputs) if source == "bf16" else inputs
    check(unary("convert", source, target), [inputs])


@pytest.mark.parametrize(
    ("source", "target"),
    [("f32", "i32"), ("i32", "f32"), ("f32", "ui32"), ("f64", "i64"), ("f16", "i16"), ("i16", "f16"), ("ui8", "i8"),
     ("bf16", "i16"), ("i16", "bf16"), ("bf16", "f16"), ("ui16", "bf16")],
)  # fmt: skip
def test_bitcast_convert(source: str, target: str) -> None:
    check(unary("bitcast_convert", source, target), [values((3, 4), source, 32)])


@pytest.mark.parametrize(
    ("element", "exponent", "mantissa"), [("f32", 5, 10), ("f32", 8, 7), ("f32", 4, 3), ("f64", 8, 23), ("f16", 5, 4)]
)
def test_reduce_precision(element: str, exponent: int, mantissa: int) -> None:
    type_ = f"tensor<3x4x{element}>"
    text = (
        f"func.func @main(%a: {type_}) -> {type_} {{\n"
        f"  %0 = mhlo.reduce_precision %a, format = e{exponent}m{mantissa} : {type_}\n"
        f"  func.return %0 : {type_}\n}}"
    )
    a = values((3, 4), element, 33) * np.array(1000, values((1,), element, 0).dtype)
    check(text, [a])


@pytest.mark.parametrize(("element", "exponent", "mantissa"), [("f64", 5, 0), ("f32", 5, 10), ("f16", 3, 0)])
def test_reduce_precision_edges(element: str, exponent: int, mantissa: int) -> None:
    """NaNs (to +inf without mantissa bits), values at the reduced format's subnormal boundary, a scalar."""
    dtype = np.dtype(DTYPES[element])
    width, nmant = dtype.itemsize * 8, np.finfo(dtype).nmant
    exponent_mask = ((1 << (width - 1 - nmant)) - 1) << nmant
    quiet_nan = exponent_mask | (1 << (nmant - 1)) | 1
    negative_signalling_nan = (1 << (width - 1)) | exponent_mask | 1
    nans = np.array([quiet_nan, negative_signalling_nan], f"uint{width}").view(dtype)
    smallest_normal = 2.0 ** (2 - (1 << (exponent - 1)))
    edges = np.array([1.5 * smallest_normal / 2, -smallest_normal / 2, smallest_normal, -1.5 * smallest_normal], dtype)
    type_ = f"tensor<6x{element}>"
    text = (
        f"func.func @main(%a: {type_}, %s: tensor<{element}>) -> ({type_}, tensor<{element}>) {{\n"
        f"  %0 = mhlo.reduce_precision %a, format = e{exponent}m{mantissa} : {type_}\n"
        f"  %1 = mhlo.reduce_precision %s, format = e{exponent}m{mantissa} : tensor<{element}>\n"
        f"  func.return %0, %1 : {type_}, tensor<{element}>\n}}"
    )
    _, scalar = check(text, [np.concatenate([nans, edges]), np.array(1.0 + 2.0**-nmant, dtype)])
    assert scalar.shape == ()


@pytest.mark.parametrize(
    ("source", "bits", "target"), [("f32", "ui32", "i8"), ("f32", "ui32", "i32"), ("f16", "ui16", "i8")]
)
def test_stochastic_convert(source: str, bits: str, target: str) -> None:
    type_, bits_type, out = (f"tensor<3x4x{element}>" for element in (source, bits, target))
    text = (
        f"func.func @main(%x: {type_}, %r: {bits_type}) -> {out} {{\n"
        f'  %0 = "mhlo.stochastic_convert"(%x, %r) : ({type_}, {bits_type}) -> {out}\n'
        f"  func.return %0 : {out}\n}}"
    )
    x = values((3, 4), source, 39) * np.array(40, values((1,), source, 0).dtype)
    random = np.random.default_rng(40).integers(0, np.iinfo(DTYPES[bits]).max, size=(3, 4), endpoint=True)
    check(text, [x, random.astype(DTYPES[bits])])


# Dynamic and rank-0 shapes: `?` sizes come from tensor.dim of an operand.


@pytest.mark.parametrize(("shape", "array"), [("?x4", (3, 4)), ("?x?", (2, 5)), ("", ()), ("0x3", (0, 3))])
def test_shapes(shape: str, array: tuple[int, ...]) -> None:
    text = binary("add", "f32", shape=shape).replace("add", "multiply")
    check(text, [values(array, "f32", 34), values(array, "f32", 35)])


def test_dynamic_chain_of_unsigned_ops() -> None:
    text = """
    func.func @main(%a: tensor<?xui32>, %b: tensor<?xui32>, %p: tensor<?xi1>) -> tensor<?xui32> {
      %0 = mhlo.divide %a, %b : tensor<?xui32>
      %1 = mhlo.shift_right_logical %0, %b : tensor<?xui32>
      %2 = mhlo.select %p, %1, %a : (tensor<?xi1>, tensor<?xui32>, tensor<?xui32>) -> tensor<?xui32>
      func.return %2 : tensor<?xui32>
    }"""
    _, lowered, _ = lower(text)
    casts = [op for op in lowered.walk() if op.name == "builtin.unrealized_conversion_cast"]
    assert len(casts) == 3  # %a and %b in, the result out
    check(text, [values((7,), "ui32", 36), values((7,), "ui32", 37), values((7,), "i1", 38)])


# ---------------------------------------------------------------------------
# Constants and shape ops


def test_constant_and_scalar_broadcast() -> None:
    text = """
    func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
      %c = mhlo.constant dense<[[1.0, -2.0, 0.5], [3.0, 0x7FC00000, -0.0]]> : tensor<2x3xf32>
      %z = mhlo.constant dense<2.5> : tensor<f32>
      %b = "mhlo.broadcast_in_dim"(%z) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<2x3xf32>
      %0 = mhlo.add %a, %c : tensor<2x3xf32>
      %1 = mhlo.multiply %0, %b : tensor<2x3xf32>
      func.return %1 : tensor<2x3xf32>
    }"""
    check(text, [values((2, 3), "f32", 16)])


@pytest.mark.parametrize(
    ("operand", "dims", "result"),
    [((4,), [1], (3, 4)), ((1, 4), [1, 2], (3, 2, 4)), ((3, 1), [0, 1], (3, 5)), ((2, 3), [1, 0], (3, 2)),
     ((1,), [0], (1,)), ((4, 1), [2, 0], (1, 5, 4))],
)  # fmt: skip
def test_broadcast_in_dim(operand: tuple[int, ...], dims: list[int], result: tuple[int, ...]) -> None:
    a = values(operand, "f32", 17)
    out = tensor_type(np.empty(result), "f32")
    text = f"""
    func.func @main(%a: {tensor_type(a, "f32")}) -> {out} {{
      %0 = "stablehlo.broadcast_in_dim"(%a) <{{broadcast_dimensions = array<i64: {", ".join(map(str, dims))}>}}> : ({tensor_type(a, "f32")}) -> {out}
      func.return %0 : {out}
    }}"""
    check(text, [a])


@pytest.mark.parametrize("permutation", [[1, 0], [2, 0, 1], [0, 1]])
def test_transpose(permutation: list[int]) -> None:
    a = values((2, 3, 4)[: len(permutation)], "i32", 18)
    out = tensor_type(np.transpose(a, permutation), "i32")
    text = f"""
    func.func @main(%a: {tensor_type(a, "i32")}) -> {out} {{
      %0 = "mhlo.transpose"(%a) <{{permutation = dense<[{", ".join(map(str, permutation))}]> : tensor<{len(permutation)}xi64>}}> : ({tensor_type(a, "i32")}) -> {out}
      func.return %0 : {out}
    }}"""
    check(text, [a])


# ---------------------------------------------------------------------------
# Reductions and dots


@pytest.mark.parametrize("dims", [[1], [0], [0, 2], [0, 1, 2]])
@pytest.mark.parametrize(
    ("body", "element"), [("add", "f32"), ("maximum", "f32"), ("minimum", "i32"), ("multiply", "i64"), ("or", "i1")]
)
def test_reduce(body: str, element: str, dims: list[int]) -> None:
    a = values((2, 3, 4), element, 19, edges=element != "f32")
    init = values((), element, 20)
    result = tensor_type(np.empty([s for d, s in enumerate(a.shape) if d not in dims]), element)
    text = f"""
    func.func @main(%a: {tensor_type(a, element)}, %z: tensor<{element}>) -> {result} {{
      %0 = mhlo.reduce(%a init: %z) applies mhlo.{body} across dimensions = [{", ".join(map(str, dims))}] : ({tensor_type(a, element)}, tensor<{element}>) -> {result}
      func.return %0 : {result}
    }}"""
    # Float sums fold in another order than the HLO reference's.
    check(text, [a, init], rtol=1e-5 if body == "add" else None)


DOTS = [
    # lhs shape, rhs shape, batching (lhs, rhs), contracting (lhs, rhs)
    ((8, 16), (16, 32), ([], []), ([1], [0])),
    ((2, 3, 4), (2, 4, 5), ([0], [0]), ([2], [1])),
    ((3, 4), (5, 4), ([], []), ([1], [1])),
    ((4, 2, 3), (3, 4, 5), ([0], [1]), ([2], [0])),
    ((2, 3, 4), (3, 4), ([], []), ([1, 2], [0, 1])),
    ((6,), (6,), ([], []), ([0], [0])),
]


@pytest.mark.parametrize(("lhs", "rhs", "batching", "contracting"), DOTS)
@pytest.mark.parametrize("element", ["f32", "i32"])
def test_dot_general(lhs, rhs, batching, contracting, element: str) -> None:
    a, b = values(lhs, element, 21, edges=False), values(rhs, element, 22, edges=False)
    lhs_free = [d for d in range(len(lhs)) if d not in batching[0] + contracting[0]]
    rhs_free = [d for d in range(len(rhs)) if d not in batching[1] + contracting[1]]
    shape = [lhs[d] for d in batching[0]] + [lhs[d] for d in lhs_free] + [rhs[d] for d in rhs_free]
    out = tensor_type(np.empty(shape), element)
    numbers = (
        f"lhs_batching_dimensions = {batching[0]}, rhs_batching_dimensions = {batching[1]}, "
        f"lhs_contracting_dimensions = {contracting[0]}, rhs_contracting_dimensions = {contracting[1]}"
    )
    text = f"""
    func.func @main(%a: {tensor_type(a, element)}, %b: {tensor_type(b, element)}) -> {out} {{
      %0 = "mhlo.dot_general"(%a, %b) <{{dot_dimension_numbers = #mhlo.dot<{numbers}>}}> : ({tensor_type(a, element)}, {tensor_type(b, element)}) -> {out}
      func.return %0 : {out}
    }}"""
    check(text, [a, b], rtol=1e-5 if element == "f32" else None)


@pytest.mark.parametrize(("lhs", "rhs", "result"), [((2, 3), (3, 4), (2, 4)), ((2, 3), (3,), (2,)), ((3,), (3,), ())])
def test_dot(lhs, rhs, result) -> None:
    a, b = values(lhs, "f32", 23, edges=False), values(rhs, "f32", 24, edges=False)
    out = tensor_type(np.empty(result), "f32")
    text = f"""
    func.func @main(%a: {tensor_type(a, "f32")}, %b: {tensor_type(b, "f32")}) -> {out} {{
      %0 = "mhlo.dot"(%a, %b) : ({tensor_type(a, "f32")}, {tensor_type(b, "f32")}) -> {out}
      func.return %0 : {out}
    }}"""
    check(text, [a, b], rtol=1e-5)


# ---------------------------------------------------------------------------
# The JAX samples


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
def test_jax_mlp(dialect: str) -> None:
    rng = np.random.default_rng(25)
    x, w1, b1, w2, b2 = (rng.standard_normal(s).astype(np.float32) for s in [(8, 16), (16, 32), (32,), (32, 4), (4,)])
    (result,) = check((MODELS / f"mlp.{dialect}.mlir").read_text(), [x, w1, b1, w2, b2], rtol=1e-5)
    np.testing.assert_allclose(result, np.maximum(x @ w1 + b1, 0) @ w2 + b2, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
def test_jax_softmax(dialect: str) -> None:
    x = np.random.default_rng(26).standard_normal((4, 10)).astype(np.float32) * 5
    (result,) = check((MODELS / f"softmax.{dialect}.mlir").read_text(), [x], rtol=1e-6)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(result, e / e.sum(axis=1, keepdims=True), rtol=1e-5)


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
@pytest.mark.parametrize(
    ("model", "shapes"), [("conv2d", [(1, 8, 8, 3), (3, 3, 3, 4)]), ("layernorm", [(4, 16), (16,), (16,)])]
)
def test_jax_models(model: str, shapes: list[tuple[int, ...]], dialect: str) -> None:
    rng = np.random.default_rng(27)
    inputs = [rng.standard_normal(shape).astype(np.float32) for shape in shapes]
    check((MODELS / f"{model}.{dialect}.mlir").read_text(), inputs, rtol=1e-5)


# ---------------------------------------------------------------------------
# Control flow


IF = """
func.func @main(%p: tensor<i1>, %a: tensor<4xf32>) -> (tensor<4xf32>, tensor<i32>) {
  %r:2 = "DIALECT.if"(%p) ({
    %e = DIALECT.exponential %a : tensor<4xf32>
    %c = DIALECT.constant dense<1> : tensor<i32>
    "DIALECT.return"(%e, %c) : (tensor<4xf32>, tensor<i32>) -> ()
  }, {
    %n = DIALECT.negate %a : tensor<4xf32>
    %c = DIALECT.constant dense<2> : tensor<i32>
    "DIALECT.return"(%n, %c) : (tensor<4xf32>, tensor<i32>) -> ()
  }) : (tensor<i1>) -> (tensor<4xf32>, tensor<i32>)
  func.return %r#0, %r#1 : tensor<4xf32>, tensor<i32>
}"""

CASE = """
func.func @main(%i: tensor<i32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %r = "DIALECT.case"(%i) ({
    %e = DIALECT.exponential %a : tensor<4xf32>
    "DIALECT.return"(%e) : (tensor<4xf32>) -> ()
  }, {
    %n = DIALECT.negate %a : tensor<4xf32>
    "DIALECT.return"(%n) : (tensor<4xf32>) -> ()
  }, {
    "DIALECT.return"(%a) : (tensor<4xf32>) -> ()
  }) : (tensor<i32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}"""

WHILE = """
func.func @main(%n: tensor<i32>, %a: tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>) {
  %zero = DIALECT.constant dense<0> : tensor<i32>
  %r:2 = "DIALECT.while"(%zero, %a) ({
  ^bb0(%i: tensor<i32>, %x: tensor<4xf32>):
    %c = DIALECT.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "DIALECT.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %x: tensor<4xf32>):
    %one = DIALECT.constant dense<1> : tensor<i32>
    %next = DIALECT.add %i, %one : tensor<i32>
    %y = DIALECT.multiply %x, %x : tensor<4xf32>
    "DIALECT.return"(%next, %y) : (tensor<i32>, tensor<4xf32>) -> ()
  }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  func.return %r#0, %r#1 : tensor<i32>, tensor<4xf32>
}"""


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
@pytest.mark.parametrize("pred", [True, False])
def test_if(pred: bool, dialect: str) -> None:
    _, lowered, _ = lower(IF.replace("DIALECT", dialect))
    assert [op.name for op in lowered.walk() if op.name.startswith("scf.")] == ["scf.if", "scf.yield", "scf.yield"]
    check(IF.replace("DIALECT", dialect), [np.array(pred), values((4,), "f32", 40)])


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
@pytest.mark.parametrize("index", [0, 1, 2, 3, -1])
def test_case(index: int, dialect: str) -> None:
    # Out-of-range indices (3, -1) take the last branch.
    check(CASE.replace("DIALECT", dialect), [np.array(index, np.int32), values((4,), "f32", 41)])


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
@pytest.mark.parametrize("count", [0, 1, 3])
def test_while(count: int, dialect: str) -> None:
    check(WHILE.replace("DIALECT", dialect), [np.array(count, np.int32), values((4,), "f32", 42, edges=False)])


# ---------------------------------------------------------------------------
WIDTH_CHANGES = [
    # source element, source shape, target element, target shape
    ("f32", "3x4", "i8", "3x4x4"), ("i8", "3x4x4", "f32", "3x4"), ("f64", "5", "ui16", "5x4"),
    ("ui16", "5x4", "f64", "5"), ("i32", "2x3", "i16", "2x3x2"), ("i16", "2x3x2", "i32", "2x3"),
    ("bf16", "6", "i8", "6x2"), ("ui8", "6x2", "f16", "6"), ("f16", "?", "i8", "?x2"), ("i8", "?x4", "f32", "?"),
    ("i64", "", "i32", "2"), ("i32", "2", "i64", ""),
    # a complex number's bits: the real part's low, the imaginary part's high (complex only to complex, as
    # upstream: "cannot convert between real and complex types")
    ("complex<f64>", "3", "complex<f32>", "3x2"), ("complex<f32>", "3x2", "complex<f64>", "3"),
    ("complex<f32>", "2", "complex<f64>", ""), ("complex<f64>", "?", "complex<f32>", "?x2"),
]  # fmt: skip


@pytest.mark.parametrize(("source", "shape", "target", "target_shape"), WIDTH_CHANGES)
def test_bitcast_convert_width_changing(source: str, shape: str, target: str, target_shape: str) -> None:
    operand = f"tensor<{shape}x{source}>" if shape else f"tensor<{source}>"
    result = f"tensor<{target_shape}x{target}>" if target_shape else f"tensor<{target}>"
    text = (
        f"func.func @main(%a: {operand}) -> {result} {{\n"
        f"  %0 = mhlo.bitcast_convert %a : ({operand}) -> {result}\n  func.return %0 : {result}\n}}"
    )
    array = tuple(3 if d == "?" else int(d) for d in shape.split("x")) if shape else ()
    (actual,) = check(text, [values(array, source, 33)])
    assert actual.shape == (tuple(3 if d == "?" else int(d) for d in target_shape.split("x")) if target_shape else ())


def test_bitcast_convert_complex_parts() -> None:
    """complex<f64> to 2 x complex<f32>: the real part's low bits, then its high bits, then the imaginary part's."""
    text = """func.func @main(%a: tensor<6xcomplex<f64>>) -> tensor<6x2xcomplex<f32>> {
      %0 = mhlo.bitcast_convert %a : (tensor<6xcomplex<f64>>) -> tensor<6x2xcomplex<f32>>
      func.return %0 : tensor<6x2xcomplex<f32>>
    }"""
    operand = values((6,), "complex<f64>", 35)
    (actual,) = check(text, [operand])
    words = np.stack([operand.real, operand.imag], axis=-1).view(np.uint32).reshape(6, 4)
    assert actual.view(np.uint32).reshape(6, 4).tolist() == words.tolist()


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
def test_optimization_barrier(dialect: str) -> None:
    text = f"""func.func @main(%a: tensor<4xf32>, %b: tensor<i32>) -> (tensor<4xf32>, tensor<i32>) {{
      %0:2 = {dialect}.optimization_barrier %a, %b : tensor<4xf32>, tensor<i32>
      %1 = {dialect}.exponential %0#0 : tensor<4xf32>
      func.return %1, %0#1 : tensor<4xf32>, tensor<i32>
    }}"""
    check(text, [values((4,), "f32", 43), np.array(7, np.int32)])


# What is left


LEFT_OVER = {
    "unranked": (
        """
        func.func @main(%a: tensor<*xf32>) -> tensor<*xf32> {
          %0 = mhlo.add %a, %a : tensor<*xf32>
          func.return %0 : tensor<*xf32>
        }""",
        "mhlo.add",
    ),
}
"""Programs with an op the pass leaves, and that op's name."""


@pytest.mark.parametrize("case", LEFT_OVER)
def test_left_over_ops_fail_at_the_op(case: str) -> None:
    text, name = LEFT_OVER[case]
    _, _, diagnostics = lower(text)
    reason = ": unranked tensor types are not supported" if case == "unranked" else ""
    assert [d.message for d in diagnostics] == [f"failed to legalize operation '{name}'{reason}"]
    _, partial, diagnostics = lower(text, partial=True)
    assert not diagnostics
    assert [op.name for op in partial.walk() if op.name == name] == [name]


def test_upstream_parses_the_lowered_lit_cases() -> None:
    """Upstream mlir-opt (LLVM 22) parses and verifies every lowered case of mhlo-to-linalg.mlir."""
    mlir_opt = find_upstream_tool("mlir-opt")
    if mlir_opt is None:
        pytest.skip("needs upstream mlir-opt (pip install -e '.[upstream]')")
    cases = (Path(__file__).parent / "mhlo-to-linalg.mlir").read_text().split("\n// -----\n")
    lowered = [str(lower(case)[1]) for case in cases if "expected-error" not in case]
    upstream = subprocess.run(
        [mlir_opt, "--split-input-file", "--verify-each", "-"],
        check=False,
        input="\n// -----\n".join(lowered),
        capture_output=True,
        text=True,
    )
    assert upstream.returncode == 0, upstream.stderr
