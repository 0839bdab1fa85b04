"""PLACEHOLDER: filled by the control_flow work."""

from aiopt.dialects.hlo.base import HloOp

SHARED_OPS: tuple[type[HloOp], ...] = ()
"""Ops in both mhlo and stablehlo."""

MHLO_ONLY_OPS: tuple[type[HloOp], ...] = ()
STABLEHLO_ONLY_OPS: tuple[type[HloOp], ...] = ()
