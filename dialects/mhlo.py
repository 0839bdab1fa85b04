"""The `mhlo` dialect: mlir-hlo's tensor HLO op set.

Ops are the shared HLO definitions of `aiopt.dialects.hlo`, named `mhlo.*`;
attributes print as `#mhlo<comparison_direction GT>`, `#mhlo.dot<...>`.

    %0 = mhlo.add %a, %b : tensor<4xf32>
"""

from aiopt.dialects.hlo.build import build_hlo_dialect

_BUILT = build_hlo_dialect("mhlo", "MHLO_ONLY_OPS")
ATTRS, TokenType, OPS, MHLO = _BUILT.attrs, _BUILT.token_type, _BUILT.ops, _BUILT.dialect
globals().update({cls.__name__.removeprefix("Mhlo"): cls for cls in OPS.values()})
