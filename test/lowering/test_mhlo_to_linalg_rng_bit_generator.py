"""convert-mhlo-to-linalg computes rng_bit_generator's bits and new state bit for bit as the interpreter.

The interpreter reproduces XLA's THREE_FRY and PHILOX generators; the
lowered generic must give the same words and the same advanced state,
including counters that wrap around 2^64 (which carry into a PHILOX state's
third word).
"""

from __future__ import annotations

import numpy as np
import pytest
from test_mhlo_to_linalg import check, lower

STATES = {
    # Counters near 2^64: the words wrap, and a 3-word PHILOX state carries into its third word.
    2: np.array([0x123456789ABCDEF0, 2**64 - 3], np.uint64),
    3: np.array([0x0F0F0F0F12345678, 2**64 - 2, 2**64 - 1], np.uint64),
}


def _text(dialect: str, algorithm: str, words: int, output: str) -> str:
    state = f"tensor<{words}xui64>"
    return f"""func.func @main(%a0: {state}) -> ({state}, tensor<{output}>) {{
  %0:2 = {dialect}.rng_bit_generator %a0, algorithm = {algorithm} : ({state}) -> ({state}, tensor<{output}>)
  func.return %0#0, %0#1 : {state}, tensor<{output}>
}}"""


# Even and odd sizes (THREE_FRY pairs 32-bit words along the first even dim, else the largest), rank 0,
# 64-bit, float, narrow and empty outputs.
OUTPUTS = ["2x2xui32", "3x1xi32", "ui32", "3xui64", "3xf32", "2xf64", "3xi8", "2x0xui32"]


@pytest.mark.parametrize("output", OUTPUTS)
@pytest.mark.parametrize("algorithm, words", [("THREE_FRY", 2), ("PHILOX", 2), ("PHILOX", 3)])
def test_rng_bit_generator(algorithm: str, words: int, output: str) -> None:
    check(_text("mhlo", algorithm, words, output), [STATES[words]])


# Odd sizes, as mlir-hlo's layout places them: THREE_FRY's pairs along a last dimension of odd size (7x11), along
# an earlier one (5x3: the largest, not last; 4x3: the first even), after a last even one (3x5x2), and PHILOX's
# words of the last counter sliced off (3x5, 7x11).
ODD_OUTPUTS = ["7x11xui32", "5x3xui32", "4x3xui16", "3x5x2xui32", "3x5xui64", "5x3xf32", "1x1xui32", "7xi8"]


@pytest.mark.parametrize("output", ODD_OUTPUTS)
@pytest.mark.parametrize("algorithm, words", [("THREE_FRY", 2), ("PHILOX", 2), ("PHILOX", 3)])
def test_rng_bit_generator_odd_sizes(algorithm: str, words: int, output: str) -> None:
    check(_text("mhlo", algorithm, words, output), [STATES[words]])


def test_stablehlo_default_is_philox() -> None:
    (state, bits) = check(_text("stablehlo", "DEFAULT", 3, "5xui16"), [np.array([1, 2, 3], np.uint64)])
    assert state.tolist() == [1, 4, 3] and bits.dtype == np.uint16


def test_three_fry_with_three_state_words_stays() -> None:
    _, _, diagnostics = lower(_text("mhlo", "THREE_FRY", 3, "4xui32"))
    assert [d.message for d in diagnostics] == ["failed to legalize operation 'mhlo.rng_bit_generator'"]
