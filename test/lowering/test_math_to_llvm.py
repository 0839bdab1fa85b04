"""`convert-math-to-llvm`'s expm1 and log1p, compiled on f64 (where no polynomial approximation runs).

The kernels run through `convert-to-llvm`, the LLVM IR translation and the
llvmlite JIT; `exp` and `log` are the C library's, so the accuracy bound is
loose (any libm within a few ulp passes), while the small-argument path
(x itself where exp(x) or 1 + x rounds to 1) is our IR and checked exactly.
"""

from __future__ import annotations

import numpy as np
import pytest
from hlo_testing import run_compiled_loop

pytest.importorskip("aiopt.runtime.jit")
pytest.importorskip("aiopt.targets.mlir_to_llvmir")


def run_f64(op: str, x: np.ndarray) -> np.ndarray:
    """out[k] = op(x[k]) on f64, compiled."""
    return run_compiled_loop(op, np.asarray(x, dtype=np.float64), "f64")


TINY = np.array([5e-324, -5e-324, 1e-310, -2.2e-308, 1e-300, -1e-30, 0.0, -0.0])
SPECIALS = {
    "math.log1p": ([np.inf, -1.0, -2.0, -np.inf, np.nan], [np.inf, -np.inf, np.nan, np.nan, np.nan]),
    "math.expm1": ([np.inf, -np.inf, -800.0, 800.0, np.nan], [np.inf, -1.0, -1.0, np.inf, np.nan]),
}


@pytest.mark.parametrize(("op", "exact"), [("math.log1p", np.log1p), ("math.expm1", np.expm1)], ids=["log1p", "expm1"])
def test_f64_small_arguments_and_accuracy(op, exact):
    """x itself for tiny and subnormal x (upstream's log(1 + x) and exp(x) - 1 give 0), accurate elsewhere."""
    got = run_f64(op, TINY)
    assert np.array_equal(got.view(np.uint64), TINY.view(np.uint64))

    special_x, special_want = (np.array(v) for v in SPECIALS[op])
    np.testing.assert_array_equal(run_f64(op, special_x), special_want)

    magnitudes = np.exp(np.linspace(np.log(1e-300), np.log(700.0), 20_001))
    x = np.concatenate([magnitudes, -magnitudes[magnitudes < 0.999 if op == "math.log1p" else magnitudes < 700]])
    np.testing.assert_allclose(run_f64(op, x), exact(x), rtol=1e-14, atol=0)
