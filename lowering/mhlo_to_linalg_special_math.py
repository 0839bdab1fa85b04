"""convert-mhlo-to-linalg patterns for mhlo's acos, acosh, atanh and cosh: mhlo arithmetic first.

These mhlo-only ops (chlo ops in stablehlo) have no scalar op in our CPU
backend: upstream maps float ones to `math.acos`/`acosh`/`atanh`/`cosh`,
which LLVM turns into libm calls. Here each becomes the mhlo arithmetic that
`chlo-legalize-to-mhlo` decomposes the chlo op of the same name into
(`chlo_special_math.EXPANSIONS`, upstream's algorithms, complex numbers
included), which the element-wise patterns then lower:

    %r = mhlo.cosh %x : tensor<4xf32>

becomes

    %half = mhlo.constant dense<5.000000e-01> : tensor<4xf32>
    %0 = mhlo.log %half : tensor<4xf32>
    %1 = mhlo.add %x, %0 : tensor<4xf32>
    ...
    %r = mhlo.add %2, %4 : tensor<4xf32>

With `?` sizes the decompositions' constants are `chlo.constant_like`, which
becomes mhlo here too (`mhlo.constant` broadcast to the operand's sizes).
"""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.pattern_rewriter import RewritePattern

from aiopt.dialects import chlo, mhlo
from aiopt.lowering.chlo_legalize_to_mhlo import ConstantLikeToMhlo
from aiopt.lowering.chlo_special_math import EXPANSIONS, DecomposeSpecialFunction

CHLO_TWINS: dict[str, type[Operation]] = {
    "acos": chlo.AcosOp,
    "acosh": chlo.AcoshOp,
    "atanh": chlo.AtanhOp,
    "cosh": chlo.CoshOp,
}
"""Each mhlo op lowered here, by mnemonic, and the chlo op whose decomposition it shares."""

LOWERED_OPS = frozenset(CHLO_TWINS)
"""The mnemonics of the HLO ops this module's patterns lower."""


def populate_mhlo_to_linalg_trigonometric_patterns() -> list[RewritePattern]:
    """Decompose mhlo acos, acosh, atanh and cosh as their chlo twins; the constant_likes they make become mhlo."""
    return [
        *(DecomposeSpecialFunction(mhlo.OPS[mnemonic], EXPANSIONS[twin]) for mnemonic, twin in CHLO_TWINS.items()),
        ConstantLikeToMhlo(legalize_broadcasts=True),
    ]
