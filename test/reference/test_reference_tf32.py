"""The reference semantics of TF32 on the GPU: `nvvm.convert.float.to.tf32` (PTX `cvt.<rnd>.tf32.f32`) bit by
bit, and a warp's `nvvm.mma.sync.m16n8k8` on tf32 registers (each lane's registers placed by PTX's fragment
layout for m16n8k8, products exact, the sum rounded once to f32)."""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.gpu import TF32_DROPPED_BITS, mma_fragment_positions, round_to_tf32, tf32_bits
from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import RuntimeCheckError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

ONE = 0x3F800000
ULP = 1 << TF32_DROPPED_BITS
"""The distance between neighbouring tf32 values, in f32 bits."""

CASES = [  # (f32 bits, rna, rn, rz)
    (ONE, ONE, ONE, ONE),
    (ONE + ULP // 2, ONE + ULP, ONE, ONE),  # a tie: away from zero, to even (1.0's last bit is 0), toward zero
    (ONE + 3 * ULP // 2, ONE + 2 * ULP, ONE + 2 * ULP, ONE + ULP),  # a tie below an even value: both round up
    (ONE + ULP // 2 - 1, ONE, ONE, ONE),  # below the tie
    (ONE + ULP // 2 + 1, ONE + ULP, ONE + ULP, ONE),  # above it
    (0x80000000 | (ONE + ULP // 2), 0x80000000 | (ONE + ULP), 0x80000000 | ONE, 0x80000000 | ONE),  # -(1 + ulp/2)
    (0x00000FFF, 0, 0, 0),  # a subnormal below half a tf32 ulp
    (0x00001000, 0x2000, 0, 0),  # the smallest subnormal tie
    (0x7F7FFFFF, 0x7F800000, 0x7F800000, 0x7F7FE000),  # the largest f32 rounds up to infinity
    (0x7F800000, 0x7F800000, 0x7F800000, 0x7F800000),  # infinity stays
    (0x7F800001, 0x7FFFFFFF, 0x7FFFFFFF, 0x7FFFFFFF),  # a NaN: the canonical NaN
]


@pytest.mark.parametrize("rounding", ["rna", "rn", "rz"])
def test_convert_float_to_tf32(rounding):
    """Each case through the interpreter's nvvm.convert.float.to.tf32 and through tf32_bits."""
    column = ["rna", "rn", "rz"].index(rounding) + 1
    text = f"""func.func @main(%x: f32) -> i32 {{
  %0 = nvvm.convert.float.to.tf32 %x {{rnd = #nvvm.fp_rnd_mode<{rounding}>}}
  return %0 : i32
}}
"""
    module = parse_module(CONTEXT, text, "tf32.mlir")
    for case in CASES:
        value = np.array(case[0], np.uint32).view(np.float32)
        (result,) = run_function(module, "main", [value])
        assert int(np.array(result, np.int32).view(np.uint32)) == case[column], (hex(case[0]), rounding)
        assert int(tf32_bits(value, rounding)) == case[column]


def test_satfinite_and_relu():
    """satfinite: too large (and infinite) values become the largest finite tf32, NaN stays NaN; relu: negative
    results +0."""
    values = np.array([0x7F7FFFFF, 0xFF800000, 0x7FC00000, 0xBF800000, ONE], np.uint32).view(np.float32)
    assert [hex(b) for b in tf32_bits(values, "rna", satfinite=True)] == [
        "0x7f7fe000", "0xff7fe000", "0x7fffffff", "0xbf800000", hex(ONE)]
    assert [hex(b) for b in tf32_bits(values, "rn", relu=True)] == [
        "0x7f800000", "0x0", "0x7fffffff", "0x0", hex(ONE)]


def test_round_to_tf32_keeps_10_mantissa_bits():
    rng = np.random.default_rng(0)
    x = rng.standard_normal(1000).astype(np.float32)
    rounded = round_to_tf32(x)
    assert np.all(rounded.view(np.uint32) & np.uint32(ULP - 1) == 0)
    assert np.max(np.abs(rounded - x) / np.abs(x)) <= 2.0**-11  # half a tf32 ulp
    assert np.any(rounded != x)


MMA = """func.func @main(%a: memref<16x8xf32>, %b: memref<8x8xf32>, %c: memref<16x8xf32>, %d: memref<16x8xf32>) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
      threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %c4 = arith.constant 4 : index
    %g = arith.divui %tx, %c4 : index
    %q = arith.remui %tx, %c4 : index
LOADS
    %r = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%c0, %c1_, %c2, %c3]
      {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
       multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
       shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
STORES
    gpu.terminator
  }
  return
}
"""


def _index(name: str, base: str, offset: int, scale: int = 1) -> list[str]:
    """Lines defining %<name> = base * scale + offset (index)."""
    return [f"    %{name}_s = arith.constant {scale} : index", f"    %{name}_o = arith.constant {offset} : index",
            f"    %{name}_m = arith.muli {base}, %{name}_s : index", f"    %{name} = arith.addi %{name}_m, %{name}_o : index"]


def _mma_program() -> str:
    """Lane (g, q) loads its registers where the PTX ISA's m16n8k8 tf32 fragment layout puts them (A: rows g,
    g + 8, columns q, q + 4; B: rows q, q + 4, column g; C and D: rows g, g + 8, columns 2q, 2q + 1),
    rounds A and B with cvt.rna.tf32.f32, and stores its 4 results."""
    loads, stores = [], []
    for r in range(4):
        loads += _index(f"ar{r}", "%g", 8 * (r % 2)) + _index(f"ac{r}", "%q", 4 * (r // 2))
        loads += [f"    %ax{r} = memref.load %a[%ar{r}, %ac{r}] : memref<16x8xf32>",
                  f"    %a{r} = nvvm.convert.float.to.tf32 %ax{r} {{rnd = #nvvm.fp_rnd_mode<rna>}}"]
    for r in range(2):
        loads += _index(f"bk{r}", "%q", 4 * r)
        loads += [f"    %bx{r} = memref.load %b[%bk{r}, %g] : memref<8x8xf32>",
                  f"    %b{r} = nvvm.convert.float.to.tf32 %bx{r} {{rnd = #nvvm.fp_rnd_mode<rna>}}"]
    names = ["%c0", "%c1_", "%c2", "%c3"]
    for r in range(4):
        loads += _index(f"cr{r}", "%g", 8 * (r // 2)) + _index(f"cc{r}", "%q", r % 2, scale=2)
        loads.append(f"    {names[r]} = memref.load %c[%cr{r}, %cc{r}] : memref<16x8xf32>")
        stores += [f"    %d{r} = llvm.extractvalue %r[{r}] : !llvm.struct<(f32, f32, f32, f32)>",
                   f"    memref.store %d{r}, %d[%cr{r}, %cc{r}] : memref<16x8xf32>"]
    return MMA.replace("LOADS", "\n".join(loads)).replace("STORES", "\n".join(stores))


def test_fragment_layout_of_m16n8k8():
    """Every element of A (16 x 8), B (8 x 8) and C (16 x 8) belongs to exactly one lane's register."""
    seen: list[set] = [set(), set(), set()]
    for lane in range(32):
        for matrix, positions in zip(seen, mma_fragment_positions(lane, k=8)):
            assert not matrix & set(positions)
            matrix |= set(positions)
    assert [len(m) for m in seen] == [16 * 8, 8 * 8, 16 * 8]


def test_mma_sync_tf32():
    """A warp's 16 x 8 x 8 tf32 product: D = round_f32(tf32(A) tf32(B) + C); the unrounded product differs by
    about 2^-11 of |A||B|, more than f32 rounding could."""
    rng = np.random.default_rng(3)
    a, b, c = (rng.standard_normal(s).astype(np.float32) for s in ((16, 8), (8, 8), (16, 8)))
    d = np.full((16, 8), np.nan, np.float32)
    run_function(parse_module(CONTEXT, _mma_program(), "mma.mlir"), "main", [a, b, c, d])
    expected = (round_to_tf32(a).astype(np.float64) @ round_to_tf32(b) + c).astype(np.float32)
    np.testing.assert_array_equal(d, expected)
    assert np.abs(d - (a.astype(np.float64) @ b + c)).max() > 1e-5


def test_mma_sync_of_a_partial_warp_is_an_error():
    """mma.sync takes the registers of a whole warp: a block of 16 threads is the program's error, at the op."""
    program = _mma_program().replace("%c32 = arith.constant 32", "%c32 = arith.constant 16")
    a, b, c, d = (np.zeros(s, np.float32) for s in ((16, 8), (8, 8), (16, 8), (16, 8)))
    with pytest.raises(RuntimeCheckError, match="'nvvm.mma.sync' needs a full warp of 32 threads, not 16"):
        run_function(parse_module(CONTEXT, program, "mma.mlir"), "main", [a, b, c, d])


@pytest.mark.parametrize(
    "attributes",
    ["rnd = #nvvm.fp_rnd_mode<rna>", "rnd = #nvvm.fp_rnd_mode<rna>, sat = #nvvm.sat_mode<satfinite>",
     "rnd = #nvvm.fp_rnd_mode<rn>", "rnd = #nvvm.fp_rnd_mode<rn>, relu = true",
     "rnd = #nvvm.fp_rnd_mode<rz>, sat = #nvvm.sat_mode<satfinite>, relu = true", "rnd = #nvvm.fp_rnd_mode<rz>"],
)  # fmt: skip
def test_scalar_convert_float_to_tf32_gives_the_array_bits(attributes):
    """The form the interpreter runs on one f32 (`for_op`, on Python ints) gives the i32 that `tf32_bits` gives,
    on the cases, NaN payloads, signed zeros, subnormals, infinities, the largest finite values and random bits,
    as 0-d arrays and as numpy scalars; other operands take the array form."""
    from aiopt.reference.gpu import convert_float_to_tf32

    text = f"""func.func @main(%x: f32) -> i32 {{
  %0 = nvvm.convert.float.to.tf32 %x {{{attributes}}}
  return %0 : i32
}}
"""
    op = next(op for op in parse_module(CONTEXT, text, "tf32.mlir").walk() if op.name == "nvvm.convert.float.to.tf32")
    scalar = convert_float_to_tf32.for_op(op)
    specials = [0, 0x80000000, 1, 0x80000001, 0x7FFFFF, 0x800000, 0x7F7FF000, 0x7F7FEFFF, 0x7F7FFFFF, 0xFF7FFFFF,
                0x7F800000, 0xFF800000, 0x7F800001, 0xFFC00000, 0x7FFFFFFF, 0x7FC01234]
    rng = np.random.default_rng(3)
    bits = [*(case[0] for case in CASES), *specials, *rng.integers(0, 2**32, 2000, dtype=np.uint64).tolist()]
    for value in np.array(bits, np.uint32).view(np.float32):
        for operand in (np.asarray(value), value):
            (fast,), (general,) = scalar(None, op, (operand,)), convert_float_to_tf32(None, op, (operand,))
            assert type(fast) is type(general) and fast.dtype == general.dtype
            assert int(fast) == int(general), (hex(int(value.view(np.uint32))), attributes)
    vector = np.array([1.5, -2.25], np.float32)
    np.testing.assert_array_equal(scalar(None, op, (vector,))[0], convert_float_to_tf32(None, op, (vector,))[0])
