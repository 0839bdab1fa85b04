"""Building one HLO dialect (mhlo or stablehlo) from the shared definitions."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.ir import Dialect

from aiopt.dialects.hlo import collectives, control_flow, linalg_ops, reductions, shape_ops
from aiopt.dialects.hlo.attrs import DialectAttrs, make_dialect_attrs
from aiopt.dialects.hlo.base import HloOp, instantiate_ops
from aiopt.dialects.hlo.core import CORE_OPS
from aiopt.dialects.hlo.elementwise import ELEMENTWISE_OPS
from aiopt.dialects.hlo.types import TokenType, make_token_type

_FAMILIES = (shape_ops, reductions, linalg_ops, control_flow, collectives)


@dataclass(frozen=True)
class HloDialect:
    """A built HLO dialect: the xDSL Dialect, its attributes, token type and ops by mnemonic."""

    dialect: Dialect
    attrs: DialectAttrs
    token_type: type[TokenType]
    ops: dict[str, type[HloOp]]


def build_hlo_dialect(prefix: str, only_ops_list: str) -> HloDialect:
    """The dialect `prefix` with the shared ops plus each family's `only_ops_list` (e.g. "MHLO_ONLY_OPS")."""
    attrs = make_dialect_attrs(prefix)
    token_type = make_token_type(prefix)
    op_bases = (
        *CORE_OPS,
        *ELEMENTWISE_OPS,
        *(op for family in _FAMILIES for op in (*family.SHARED_OPS, *getattr(family, only_ops_list))),
    )
    ops = instantiate_ops(prefix, op_bases, attrs, token_type)
    dialect = Dialect(prefix, list(ops.values()), [*attrs.all(), token_type])
    return HloDialect(dialect, attrs, token_type, ops)
