"""convert-mhlo-to-linalg patterns for the mhlo special functions our CPU backend has no scalar op for.

mhlo's acos, acosh, atanh and cosh (chlo ops in stablehlo), and erf of f64:
upstream maps them to `math.acos`/`acosh`/`atanh`/`cosh`/`erf`, which LLVM
turns into libm calls; our backend approximates `math.erf` for f32 only and
has no lowering of the others. Each becomes the mhlo arithmetic that
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
The patterns come before the element-wise ones, which lower erf of the other
float types to `math.erf`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import Float64Type
from xdsl.ir import Operation
from xdsl.pattern_rewriter import RewritePattern

from aiopt.dialects import chlo, mhlo
from aiopt.lowering.chlo_legalize_to_mhlo import ConstantLikeToMhlo, RaggedDotToDotGeneral
from aiopt.lowering.chlo_special_math import EXPANSIONS, DecomposeSpecialFunction, Expansion

CHLO_TWINS: dict[str, type[Operation]] = {
    "acos": chlo.AcosOp,
    "acosh": chlo.AcoshOp,
    "atanh": chlo.AtanhOp,
    "cosh": chlo.CoshOp,
}
"""Each mhlo op lowered here, by mnemonic, and the chlo op whose decomposition it shares."""

ERF_F64 = Expansion({Float64Type: EXPANSIONS[chlo.ErfOp].materializers[Float64Type]})
"""chlo.erf's decomposition, of f64 only."""

LOWERED_OPS = frozenset({*CHLO_TWINS, "ragged_dot"})
"""The mnemonics of the HLO ops this module's patterns lower (erf's other types are the element-wise table's)."""


def populate_mhlo_to_linalg_special_math_patterns() -> list[RewritePattern]:
    """Decompose mhlo acos, acosh, atanh, cosh and f64 erf as their chlo twins; the constant_likes they make
    become mhlo. mhlo.ragged_dot (static shapes) becomes chlo.ragged_dot's dot_generals and selects."""
    return [
        *(DecomposeSpecialFunction(mhlo.OPS[mnemonic], EXPANSIONS[twin]) for mnemonic, twin in CHLO_TWINS.items()),
        DecomposeSpecialFunction(mhlo.ErfOp, ERF_F64),
        ConstantLikeToMhlo(legalize_broadcasts=True),
        RaggedDotToDotGeneral((mhlo.OPS["ragged_dot"],)),
    ]
