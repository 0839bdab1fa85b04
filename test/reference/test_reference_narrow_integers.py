"""arith and math ops that read signless integers as unsigned, on narrow types (i4, i48) in the interpreter.

A narrow type's values are held sign-extended in the next wider numpy type
(i4 -1 in int8 as -1, 0xFF): ops that read them as unsigned must see 15, not
255. The GPU path computes such ops on kernels' scalars (difftest seed 13,
program 408: stablehlo.popcnt of i4 lowered to math.ctpop). Each op is
checked on every i4 value (and pair) against Python integers.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

WIDTH = 4
LHS, RHS = (x.ravel() for x in np.meshgrid(np.arange(-8, 8, dtype=np.int8), np.arange(-8, 8, dtype=np.int8)))


def _unsigned(x: int) -> int:
    return x & ((1 << WIDTH) - 1)


def _signed(x: int) -> int:
    x = _unsigned(x)
    return x - (1 << WIDTH) if x >= 1 << (WIDTH - 1) else x


def _run(op: str, operands: int, result: str = "tensor<256xi4>", inputs: tuple[np.ndarray, ...] = (LHS, RHS)) -> list:
    """`op` on %a0 (every i4 value, 16 times) and %a1 (each value 16 times); a cast when `result` is not i4."""
    size = inputs[0].size
    operand_type = f"tensor<{size}xi4>"
    result = result.replace("256", str(size))
    args = ", ".join(f"%a{i}: {operand_type}" for i in range(operands))
    names = ", ".join(f"%a{i}" for i in range(operands))
    types = operand_type if result == operand_type else f"{operand_type} to {result}"
    text = f"""
    func.func @main({args}) -> {result} {{
      %r = {op} {names} : {types}
      return %r : {result}
    }}
    """
    return run_function(parse_module(CONTEXT, text, "narrow.mlir"), "main", list(inputs[:operands]))[0].tolist()


NONZERO = RHS != 0
DIVISOR_INPUTS = (LHS[NONZERO], RHS[NONZERO])
"""The pairs whose divisor is not 0 (a division by 0 is the interpreter's located error, as compiled code's)."""


@pytest.mark.parametrize(
    "op, model",
    [
        ("arith.divui", lambda a, b: _unsigned(a) // _unsigned(b)),
        ("arith.remui", lambda a, b: _unsigned(a) % _unsigned(b)),
        ("arith.maxui", lambda a, b: max(_unsigned(a), _unsigned(b))),
        ("arith.minui", lambda a, b: min(_unsigned(a), _unsigned(b))),
        ("arith.shrui", lambda a, b: _unsigned(a) >> _unsigned(b)),
        # Not unsigned: the sign bit of i4 is copied in (seed 15, program 826: stablehlo.sign of i4).
        ("arith.shrsi", lambda a, b: a >> _unsigned(b)),
        ("arith.shli", lambda a, b: a << _unsigned(b)),
    ],
)
def test_binary_ops(op, model) -> None:
    inputs = DIVISOR_INPUTS if op in ("arith.divui", "arith.remui") else (LHS, RHS)
    results = _run(op, 2, inputs=inputs)
    for a, b, r in zip(inputs[0].tolist(), inputs[1].tolist(), results, strict=True):
        undefined = op.startswith("arith.sh") and _unsigned(b) >= WIDTH
        if undefined:
            continue  # shifts by the width or more
        assert r == _signed(model(a, b)), (op, a, b)


@pytest.mark.parametrize(
    "op, result, model",
    [
        ("math.ctpop", "tensor<256xi4>", lambda a: bin(_unsigned(a)).count("1")),
        ("math.ctlz", "tensor<256xi4>", lambda a: WIDTH - _unsigned(a).bit_length()),
        ("arith.extui", "tensor<256xi8>", _unsigned),
        ("arith.uitofp", "tensor<256xf32>", _unsigned),
    ],
)
def test_unsigned_unary_ops(op, result, model) -> None:
    results = _run(op, 1, result)
    expected = [model(a) for a in LHS.tolist()]
    if result == "tensor<256xi4>":
        expected = [_signed(e) for e in expected]
    assert results == expected, op


def test_fptoui_to_a_narrow_type_wraps_to_its_width() -> None:
    text = """
    func.func @main(%a: tensor<3xf32>) -> tensor<3xi4> {
      %r = arith.fptoui %a : tensor<3xf32> to tensor<3xi4>
      return %r : tensor<3xi4>
    }
    """
    result = run_function(parse_module(CONTEXT, text, "narrow.mlir"), "main", [np.array([3, 12, 15], np.float32)])
    assert result[0].tolist() == [3, -4, -1]


def test_index_casts_of_a_narrow_type() -> None:
    """index_castui zero-extends i4 to index, index_cast sign-extends it; both truncate index to i4."""
    text = """
    func.func @main(%a: tensor<16xi4>, %i: tensor<3xindex>)
        -> (tensor<16xindex>, tensor<16xindex>, tensor<3xi4>, tensor<3xi4>) {
      %u = arith.index_castui %a : tensor<16xi4> to tensor<16xindex>
      %s = arith.index_cast %a : tensor<16xi4> to tensor<16xindex>
      %tu = arith.index_castui %i : tensor<3xindex> to tensor<3xi4>
      %ts = arith.index_cast %i : tensor<3xindex> to tensor<3xi4>
      return %u, %s, %tu, %ts : tensor<16xindex>, tensor<16xindex>, tensor<3xi4>, tensor<3xi4>
    }
    """
    values = np.arange(-8, 8, dtype=np.int8)
    module = parse_module(CONTEXT, text, "narrow.mlir")
    u, s, tu, ts = run_function(module, "main", [values, np.array([7, 12, 31], np.int64)])
    assert u.tolist() == [_unsigned(v) for v in values.tolist()]
    assert s.tolist() == values.tolist()
    assert tu.tolist() == ts.tolist() == [7, -4, -1]


def test_truncation_to_a_narrow_type_keeps_its_low_bits() -> None:
    """difftest seed 15, program 5: stablehlo.convert of i32 to i4 in a kernel (arith.trunci)."""
    text = """
    func.func @main(%a: tensor<4xi32>) -> tensor<4xi4> {
      %r = arith.trunci %a : tensor<4xi32> to tensor<4xi4>
      return %r : tensor<4xi4>
    }
    """
    values = np.array([32, 33, -1957731413, 7], np.int32)
    result = run_function(parse_module(CONTEXT, text, "narrow.mlir"), "main", [values])
    assert result[0].tolist() == [_signed(int(v)) for v in values]


def test_ceildivui_of_a_narrow_type() -> None:
    results = _run("arith.ceildivui", 2, inputs=DIVISOR_INPUTS)
    for a, b, r in zip(*(x.tolist() for x in DIVISOR_INPUTS), results, strict=True):
        assert r == _signed(-(-_unsigned(a) // _unsigned(b))), (a, b)


@pytest.mark.parametrize("width", [2, 7, 15, 31, 63])
def test_widths_one_short_of_their_holder_wrap(width: int) -> None:
    """i7 in int8 (and i15, i31, i63): wrapping a sum to the width sign-extends it in the holder (2**7 is no int8:
    numpy raised OverflowError for every i7 program)."""
    holder = {2: np.int8, 7: np.int8, 15: np.int16, 31: np.int32, 63: np.int64}[width]
    low, high = -(1 << (width - 1)), (1 << (width - 1)) - 1
    values = np.array([low, low + 1, -1, 0, 1, high - 1, high], holder)
    text = f"""
    func.func @main(%a: tensor<7xi{width}>, %b: tensor<7xi{width}>) -> tensor<7xi{width}> {{
      %r = stablehlo.add %a, %b : tensor<7xi{width}>
      return %r : tensor<7xi{width}>
    }}
    """
    result = run_function(parse_module(CONTEXT, text, "narrow.mlir"), "main", [values, values[::-1].copy()])[0]
    for a, b, r in zip(values.tolist(), values[::-1].tolist(), result.tolist()):
        total = (a + b) & ((1 << width) - 1)
        assert r == (total - (1 << width) if total >> (width - 1) else total), (a, b, r)
    assert result.dtype == holder


def test_a_narrow_buffer_read_through_a_view_of_the_other_signedness() -> None:
    """A buffer of i4 seen as ui4 (the `builtin.unrealized_conversion_cast` a signless lowering leaves) holds the
    same four bits: i4 -5 is ui4 11 through memref.load and memref.copy, not 251, the uint8 view of int8 -5
    (difftest seed 20008, programs 14, 28, 44: ui4 results of the GPU path's kernels, which compute on i4
    buffers, were 251 where compiled code gives 11). And back: ui4 11 is i4 -5."""
    text = """
    func.func @main(%a: memref<16xi4>, %out: memref<16xui4>, %back: memref<16xi4>) -> (ui4, i4) {
      %u = builtin.unrealized_conversion_cast %a : memref<16xi4> to memref<16xui4>
      memref.copy %u, %out : memref<16xui4> to memref<16xui4>
      %s = builtin.unrealized_conversion_cast %out : memref<16xui4> to memref<16xi4>
      memref.copy %s, %back : memref<16xi4> to memref<16xi4>
      %c = arith.constant 3 : index
      %x = memref.load %u[%c] : memref<16xui4>
      %y = memref.load %s[%c] : memref<16xi4>
      return %x, %y : ui4, i4
    }
    """
    values = np.arange(-8, 8, dtype=np.int8)
    out, back = np.zeros(16, np.uint8), np.zeros(16, np.int8)
    x, y = run_function(parse_module(CONTEXT, text, "views.mlir"), "main", [values.copy(), out, back])
    assert out.tolist() == [_unsigned(int(v)) for v in values]
    assert back.tolist() == values.tolist()
    assert int(x) == 11 and int(y) == -5


@pytest.mark.parametrize("element", ["ui4", "i4"])
def test_hlo_arithmetic_right_shift_copies_bit_3_of_a_4_bit_type(element: str) -> None:
    """stablehlo.shift_right_arithmetic of ui4 copies the type's top bit (bit 3), as of i4 and of ui8 (the bits
    shift as they are; upstream's APInt ashr, XLA's signless ashr), and by 4 or more it leaves that bit
    everywhere: ui4 8 >> 1 is 12 and 15 >> 4 is 15 (difftest seed 20013, program 26: the interpreter gave 4 and
    0, the ui4 held in uint8 as a non-negative int8, where compiled code gives 12 and 15)."""
    dtype = np.uint8 if element == "ui4" else np.int8
    values = np.array([_unsigned(x) if element == "ui4" else _signed(x) for x in range(16)] * 8, dtype)
    amounts = np.repeat(np.arange(8), 16).astype(dtype)
    text = f"""
    func.func @main(%a: tensor<128x{element}>, %b: tensor<128x{element}>) -> tensor<128x{element}> {{
      %r = "stablehlo.shift_right_arithmetic"(%a, %b) : (tensor<128x{element}>, tensor<128x{element}>) -> tensor<128x{element}>
      return %r : tensor<128x{element}>
    }}
    """
    (result,) = run_function(parse_module(CONTEXT, text, "shift.mlir"), "main", [values, amounts])
    def model(x: int, amount: int) -> int:
        shifted = _signed(x) >> min(amount, WIDTH - 1)
        return _unsigned(shifted) if element == "ui4" else shifted
    assert result.tolist() == [model(int(x), int(s)) for x, s in zip(values, amounts)]
