"""The `stablehlo` dialect: the portable HLO op set that JAX emits.

Ops are the shared HLO definitions of `aiopt.dialects.hlo`, named
`stablehlo.*`; attributes print as `#stablehlo<comparison_direction GT>`,
`#stablehlo.dot<...>` and so on.

    %0 = stablehlo.add %a, %b : tensor<4xf32>
"""

from xdsl.ir import Dialect

from aiopt.dialects.hlo import collectives, control_flow, linalg_ops, reductions, shape_ops
from aiopt.dialects.hlo.attrs import make_dialect_attrs
from aiopt.dialects.hlo.base import instantiate_ops
from aiopt.dialects.hlo.core import CORE_OPS
from aiopt.dialects.hlo.elementwise import ELEMENTWISE_OPS
from aiopt.dialects.hlo.types import make_token_type

_FAMILIES = (shape_ops, reductions, linalg_ops, control_flow, collectives)

ATTRS = make_dialect_attrs("stablehlo")
TokenType = make_token_type("stablehlo")
_OP_BASES = (
    *CORE_OPS,
    *ELEMENTWISE_OPS,
    *(op for family in _FAMILIES for op in (*family.SHARED_OPS, *family.STABLEHLO_ONLY_OPS)),
)
OPS = instantiate_ops("stablehlo", _OP_BASES, ATTRS, TokenType)
globals().update({cls.__name__.removeprefix("Stablehlo"): cls for cls in OPS.values()})

StableHLO = Dialect("stablehlo", list(OPS.values()), [*ATTRS.all(), TokenType])
