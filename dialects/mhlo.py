"""The `mhlo` dialect: mlir-hlo's tensor HLO op set.

Ops are the shared HLO definitions of `aiopt.dialects.hlo`, named `mhlo.*`;
attributes print as `#mhlo<comparison_direction GT>`, `#mhlo.dot<...>`.

    %0 = mhlo.add %a, %b : tensor<4xf32>
"""

from xdsl.ir import Dialect

from aiopt.dialects.hlo.attrs import make_dialect_attrs
from aiopt.dialects.hlo.base import instantiate_ops
from aiopt.dialects.hlo.core import CORE_OPS
from aiopt.dialects.hlo.elementwise import ELEMENTWISE_OPS
from aiopt.dialects.hlo.types import make_token_type

ATTRS = make_dialect_attrs("mhlo")
TokenType = make_token_type("mhlo")
OPS = instantiate_ops("mhlo", (*CORE_OPS, *ELEMENTWISE_OPS), ATTRS, TokenType)
globals().update({cls.__name__.removeprefix("Mhlo"): cls for cls in OPS.values()})

MHLO = Dialect("mhlo", list(OPS.values()), [*ATTRS.all(), TokenType])
