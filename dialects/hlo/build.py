"""Building one HLO dialect (mhlo or stablehlo) from the shared definitions.

The dialect modules `aiopt.dialects.mhlo` and `aiopt.dialects.stablehlo`
are generated (`generate_dialect_modules.py`) as one line per op:

    _BUILDER = HloDialectBuilder("mhlo")
    AddOp = _BUILDER.op(elementwise.AddOp)
    ...
    MHLO = _BUILDER.dialect()

so each op class has a real module-level name (`mhlo.AddOp`).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialect_interfaces import DialectInterface
from xdsl.ir import Dialect

from aiopt.dialects.hlo import collectives, control_flow, linalg_ops, reductions, shape_ops
from aiopt.dialects.hlo.attrs import make_dialect_attrs
from aiopt.dialects.hlo.base import HloOp, HloOpT, instantiate_op
from aiopt.dialects.hlo.core import CORE_OPS
from aiopt.dialects.hlo.elementwise import ELEMENTWISE_OPS
from aiopt.dialects.hlo.types import DIALECT_ONLY_TYPES, make_token_type

_FAMILIES = (shape_ops, reductions, linalg_ops, control_flow, collectives)

DIALECT_ONLY_OPS = {"mhlo": "MHLO_ONLY_OPS", "stablehlo": "STABLEHLO_ONLY_OPS"}
"""The name of each family's list of the ops only dialect `prefix` has."""


def dialect_op_bases(prefix: str) -> tuple[type[HloOp], ...]:
    """The shared op bases of dialect `prefix` ("mhlo" or "stablehlo"), in registration order."""
    only_ops_list = DIALECT_ONLY_OPS[prefix]
    return (
        *CORE_OPS,
        *ELEMENTWISE_OPS,
        *(op for family in _FAMILIES for op in (*family.SHARED_OPS, *getattr(family, only_ops_list))),
    )


class HloDialectBuilder:
    """Names the shared HLO ops in dialect `prefix`, one op at a time, then builds the Dialect."""

    def __init__(self, prefix: str):
        self.prefix = prefix
        self.attrs = make_dialect_attrs(prefix)
        self.token_type = make_token_type(prefix)
        self.ops: dict[str, type[HloOp]] = {}
        """The registered op classes by mnemonic, in the order `op` made them."""

    def op(self, base: type[HloOpT]) -> type[HloOpT]:
        """The registered op `prefix.<base.MNEMONIC>`: a subclass of `base` named like it."""
        if base.MNEMONIC in self.ops:
            raise ValueError(f"duplicate op mnemonic '{base.MNEMONIC}' in {self.prefix}")
        op = instantiate_op(self.prefix, base, self.attrs, self.token_type)
        self.ops[base.MNEMONIC] = op
        return op

    def dialect(self, interfaces: Sequence[DialectInterface] = ()) -> Dialect:
        """The dialect of the ops made so far, with `interfaces` (the inliner's, say)."""
        return Dialect(
            self.prefix,
            list(self.ops.values()),
            [*self.attrs.all(), self.token_type, *DIALECT_ONLY_TYPES[self.prefix]],
            list(interfaces),
        )
