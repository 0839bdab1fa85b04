"""The `mhlo` dialect: mlir-hlo's tensor HLO op set.

Ops are the shared HLO definitions of `aiopt.dialects.hlo`, named `mhlo.*`;
attributes print as `#mhlo<comparison_direction GT>`, `#mhlo.dot<...>`.

    %0 = mhlo.add %a, %b : tensor<4xf32>
"""

from xdsl.ir import Dialect

from aiopt.dialects.hlo import collectives, control_flow, linalg_ops, reductions, shape_ops
from aiopt.dialects.hlo.attrs import make_dialect_attrs
from aiopt.dialects.hlo.base import instantiate_ops
from aiopt.dialects.hlo.core import CORE_OPS
from aiopt.dialects.hlo.elementwise import ELEMENTWISE_OPS
from aiopt.dialects.hlo.types import make_token_type

_FAMILIES = (shape_ops, reductions, linalg_ops, control_flow, collectives)

ATTRS = make_dialect_attrs("mhlo")
TokenType = make_token_type("mhlo")
_OP_BASES = (
    *CORE_OPS,
    *ELEMENTWISE_OPS,
    *(op for family in _FAMILIES for op in (*family.SHARED_OPS, *family.MHLO_ONLY_OPS)),
)
OPS = instantiate_ops("mhlo", _OP_BASES, ATTRS, TokenType)
globals().update({cls.__name__.removeprefix("Mhlo"): cls for cls in OPS.values()})

MHLO = Dialect("mhlo", list(OPS.values()), [*ATTRS.all(), TokenType])
