"""The `stablehlo` dialect: the portable HLO op set that JAX emits.

Ops are the shared HLO definitions of `aiopt.dialects.hlo`, named
`stablehlo.*`; attributes print as `#stablehlo<comparison_direction GT>`,
`#stablehlo.dot<...>` and so on.

    %0 = stablehlo.add %a, %b : tensor<4xf32>
"""

from xdsl.ir import Dialect

from aiopt.dialects.hlo.attrs import make_dialect_attrs
from aiopt.dialects.hlo.base import instantiate_ops
from aiopt.dialects.hlo.core import CORE_OPS
from aiopt.dialects.hlo.elementwise import ELEMENTWISE_OPS
from aiopt.dialects.hlo.types import make_token_type

ATTRS = make_dialect_attrs("stablehlo")
TokenType = make_token_type("stablehlo")
OPS = instantiate_ops("stablehlo", (*CORE_OPS, *ELEMENTWISE_OPS), ATTRS, TokenType)
globals().update({cls.__name__.removeprefix("Stablehlo"): cls for cls in OPS.values()})

StableHLO = Dialect("stablehlo", list(OPS.values()), [*ATTRS.all(), TokenType])
