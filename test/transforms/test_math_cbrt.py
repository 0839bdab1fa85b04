"""Accuracy of `math.cbrt` as `--math-polynomial-approximation` lowers it (f32 and f64), in ulps.

The program (a `linalg.generic` applying `math.cbrt` on a memref) is compiled
for the CPU with the default pipeline from the buffers level and run on
random bit patterns (every exponent: subnormals, huge values, both signs)
plus special values; results are compared with the cube root refined to
extended precision (numpy's float64 `cbrt`, which is itself up to 3 ulp off on
some CPUs, then one Newton step in 80-bit long double). The error of a result
is |got - exact| / ulp(exact rounded to the type); the bounds are the measured
maxima (f32: 0.72 ulp, f64: 0.72 ulp) rounded up.
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.runtime.compiler import compile_entries

N = 1 << 16
BOUND_ULP = {np.float32: 1.0, np.float64: 1.0}


def program(element: str) -> str:
    memref = f"memref<?x{element}>"
    return f"""
func.func @cube_root(%x: {memref}, %out: {memref}) {{
  linalg.generic {{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}}
      ins(%x : {memref}) outs(%out : {memref}) {{
  ^bb0(%a: {element}, %b: {element}):
    %r = math.cbrt %a : {element}
    linalg.yield %r : {element}
  }}
  func.return
}}"""


def inputs(dtype) -> np.ndarray:
    info = np.finfo(dtype)
    bits_type = np.int32 if dtype == np.float32 else np.int64
    bits = np.random.default_rng(0).integers(np.iinfo(bits_type).min, np.iinfo(bits_type).max, N, dtype=bits_type)
    x = bits.view(dtype).copy()
    special = [0.0, -0.0, np.inf, -np.inf, np.nan, info.tiny, info.smallest_subnormal, -info.max, 8.0, -27.0, 1.0]
    x[: len(special)] = special
    return x


def exact_cbrt(x: np.ndarray) -> np.ndarray:
    """The cube root of each element to about 64 bits: libm's float64 guess, one Newton step in long double."""
    with np.errstate(all="ignore"):
        guess = np.cbrt(x.astype(np.float64)).astype(np.longdouble)
        wide = x.astype(np.longdouble)
        step = (guess * guess * guess - wide) / (3 * guess * guess)
        return np.where(np.isfinite(guess) & (guess != 0), guess - step, guess)


@pytest.mark.skipif(np.finfo(np.longdouble).nmant < 63, reason="needs 80-bit long double for the exact reference")
def test_exact_reference_is_exact():
    cubes = np.array([8.0, -27.0, 1e-300, 3.0, 2.088728201448911e-277])
    roots = exact_cbrt(cubes)
    assert abs(float(roots[3] ** 3 - 3) / 3) < 1e-17
    assert roots[0] == 2.0 and roots[1] == -3.0


@pytest.mark.skipif(np.finfo(np.longdouble).nmant < 63, reason="needs 80-bit long double for the exact reference")
@pytest.mark.parametrize("dtype", [np.float32, np.float64], ids=["f32", "f64"])
def test_cbrt_accuracy(dtype, tmp_path) -> None:
    element = "f32" if dtype == np.float32 else "f64"
    function = compile_entries(program(element), ["cube_root"], cache_dir=tmp_path)["cube_root"]
    x = inputs(dtype)
    got = np.empty_like(x)
    function.call(x, got)
    exact = exact_cbrt(x)
    rounded = exact.astype(dtype)
    # Special values exactly: NaN, infinities, signed zeros; exact cubes exactly.
    np.testing.assert_array_equal(np.isnan(got), np.isnan(exact))
    finite = np.isfinite(exact)
    np.testing.assert_array_equal(got[~finite], rounded[~finite])
    np.testing.assert_array_equal(np.signbit(got), np.signbit(rounded))
    assert list(got[8:11]) == [2.0, -3.0, 1.0]
    # Everything else within the bound, in ulps of the correctly rounded result.
    ulp = np.spacing(np.abs(rounded[finite])).astype(np.longdouble)
    error = np.abs(got[finite].astype(np.longdouble) - exact[finite]) / ulp
    assert error.max() <= BOUND_ULP[dtype], (error.max(), x[finite][error.argmax()])
