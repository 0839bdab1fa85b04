"""The `arith` dialect: xDSL's ops plus the ones xDSL 0.74 lacks.

xDSL has no `arith.remf`, which `convert-mhlo-to-linalg` needs for float
`remainder`; this module adds it with upstream's syntax and builds the
`arith` dialect from xDSL's ops and it:

    %r = arith.remf %a, %b : f32

`remf` is the remainder of the division truncated toward zero (C's `fmod`):
its sign is the sign of `%a`.
"""

from xdsl.dialects.arith import Arith, FloatingPointLikeBinaryOperation
from xdsl.ir import Dialect
from xdsl.irdl import irdl_op_definition, traits_def
from xdsl.traits import Pure


@irdl_op_definition
class RemFOp(FloatingPointLikeBinaryOperation):
    """Float remainder, `fmod(lhs, rhs)`: `%r = arith.remf %a, %b : f32`."""

    name = "arith.remf"

    traits = traits_def(Pure())


ARITH = Dialect("arith", [*Arith.operations, RemFOp], [*Arith.attributes])
