"""The `math` dialect: xDSL's ops, with upstream's operand and result types.

Upstream's math ops take what its arith ops take (`FloatLike`, `SignlessIntegerOrIndexLike`): a scalar, or a
vector, a ranked or an unranked tensor of it. xDSL's `container_of` leaves out unranked tensors; each op
whose constraints use it is redefined here in a subclass of xDSL's (same name) that takes them too:

    %r = math.exp %a : tensor<*xf32>
    %p = math.fpowi %a, %n : tensor<*xf32>, tensor<*xi32>

Passes build math ops from this module (`from aiopt.dialects import math`), so that they are the classes the
context registers.
"""

from xdsl.dialects import math as xdsl_math
from xdsl.dialects.math import *  # noqa: F403 (re-exported: the ops this module does not redefine)
from xdsl.ir import Dialect

from aiopt.dialects.arith import FLOAT_LIKE, SIGNLESS_INTEGER_LIKE, with_upstream_constraints
from aiopt.support.inliner_interface import DialectInlinerInterface

UPSTREAM_CONSTRAINTS = {xdsl_math.floatingPointLike: FLOAT_LIKE, xdsl_math.signlessIntegerLike: SIGNLESS_INTEGER_LIKE}
"""Upstream's constraint for each of xDSL's narrower ones."""

_UPSTREAM = [
    # Upstream's math ops are SameOperandsAndResultType, but fpowi (AllTypesMatch of its float operand and result).
    with_upstream_constraints(op, UPSTREAM_CONSTRAINTS, same_type=op is not xdsl_math.FPowIOp, module=__name__)
    for op in xdsl_math.Math.operations
]
# The ops under xDSL's names, so that `from aiopt.dialects.math import ExpOp` gives the registered class.
globals().update({op.__name__: op for op in _UPSTREAM})

MATH = Dialect("math", _UPSTREAM, [*xdsl_math.Math.attributes], [DialectInlinerInterface()])
