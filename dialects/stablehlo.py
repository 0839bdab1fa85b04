"""The `stablehlo` dialect: the portable HLO op set that JAX emits.

Ops are the shared HLO definitions of `aiopt.dialects.hlo`, named
`stablehlo.*`; attributes print as `#stablehlo<comparison_direction GT>`,
`#stablehlo.dot<...>` and so on.

    %0 = stablehlo.add %a, %b : tensor<4xf32>
"""

from aiopt.dialects.hlo.build import build_hlo_dialect

_BUILT = build_hlo_dialect("stablehlo", "STABLEHLO_ONLY_OPS")
ATTRS, TokenType, OPS, StableHLO = _BUILT.attrs, _BUILT.token_type, _BUILT.ops, _BUILT.dialect
globals().update({cls.__name__.removeprefix("Stablehlo"): cls for cls in OPS.values()})
