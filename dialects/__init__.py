"""aiopt's dialects: the HLO family and extensions of upstream dialects.

`DIALECTS` maps each namespace to a factory that imports the dialect on
first use; an entry here replaces xDSL's dialect of the same name.
"""

import functools
import importlib
from collections.abc import Callable

from xdsl.ir import Dialect

from aiopt.support import float_nan_bits as _float_nan_bits  # noqa: F401  (NaN bits kept: see there)
from aiopt.support import type_hints as _type_hints  # noqa: F401  (builtin's faster isa: see there)
from aiopt.support.registry import Registry, lazy_class


def _acc() -> Dialect:
    from aiopt.dialects.acc import ACC

    return ACC


def _affine() -> Dialect:
    from aiopt.dialects.affine import AFFINE

    return AFFINE


def _arith() -> Dialect:
    from aiopt.dialects.arith import ARITH

    return ARITH


def _bufferization() -> Dialect:
    from aiopt.dialects.bufferization import Bufferization

    return Bufferization


def _chlo() -> Dialect:
    from aiopt.dialects.chlo import CHLO

    return CHLO


def _complex() -> Dialect:
    from aiopt.dialects.complex import Complex

    return Complex


def _func() -> Dialect:
    from aiopt.dialects.func import Func

    return Func


def _scf() -> Dialect:
    from aiopt.dialects.scf import SCF

    return SCF


def _llvm() -> Dialect:
    from aiopt.dialects.llvm import LLVM

    return LLVM


def _gpu() -> Dialect:
    from aiopt.dialects.gpu import GPU

    return GPU


def _linalg() -> Dialect:
    from aiopt.dialects.linalg import Linalg

    return Linalg


def _math() -> Dialect:
    from aiopt.dialects.math import MATH

    return MATH


def _memref() -> Dialect:
    from aiopt.dialects.memref import MemRef

    return MemRef


def _index() -> Dialect:
    from aiopt.dialects.index import Index

    return Index


def _lmhlo() -> Dialect:
    from aiopt.dialects.lmhlo import LMHLO

    return LMHLO


def _mhlo() -> Dialect:
    from aiopt.dialects.mhlo import MHLO

    return MHLO


def _nvvm() -> Dialect:
    from aiopt.dialects.nvvm import NVVM

    return NVVM


def _quant() -> Dialect:
    from aiopt.dialects.quant import Quant

    return Quant


def _sdy() -> Dialect:
    from aiopt.dialects.sdy import SDY

    return SDY


def _shape() -> Dialect:
    from aiopt.dialects.shape import Shape

    return Shape


def _sparse_tensor() -> Dialect:
    from aiopt.dialects.sparse_tensor import SparseTensor

    return SparseTensor


def _stablehlo() -> Dialect:
    from aiopt.dialects.stablehlo import StableHLO

    return StableHLO


def _tensor() -> Dialect:
    from aiopt.dialects.tensor import Tensor

    return Tensor



def _vhlo() -> Dialect:
    from aiopt.dialects.vhlo import Vhlo

    return Vhlo


def _vector() -> Dialect:
    from aiopt.dialects.vector import Vector

    return Vector

def _inlinable(module: str, name: str) -> Callable[[], Dialect]:
    """xDSL's dialect `name` of `module`, with the inliner interface upstream's has (every op may be inlined)."""

    @functools.cache  # one dialect object, as the other entries' module-level dialects
    def factory() -> Dialect:
        from aiopt.support.inliner_interface import DialectInlinerInterface, with_interfaces

        return with_interfaces(getattr(importlib.import_module(module), name), DialectInlinerInterface())

    return factory


DIALECTS: dict[str, Callable[[], Dialect]] = {
    "acc": _acc,
    "affine": _affine,
    "arith": _arith,
    "bufferization": _bufferization,
    "cf": _inlinable("xdsl.dialects.cf", "Cf"),
    "chlo": _chlo,
    "complex": _complex,
    "func": _func,
    "scf": _scf,
    "llvm": _llvm,
    "gpu": _gpu,
    "linalg": _linalg,
    "index": _index,
    "lmhlo": _lmhlo,
    "math": _math,
    "memref": _memref,
    "mhlo": _mhlo,
    "nvvm": _nvvm,
    "quant": _quant,
    "sdy": _sdy,
    "shape": _shape,
    "sparse_tensor": _sparse_tensor,
    "stablehlo": _stablehlo,
    "tensor": _tensor,
    "tosa": _inlinable("xdsl.dialects.tosa", "TOSA"),
    "ub": _inlinable("xdsl.dialects.ub", "UB"),
    "vector": _vector,
    "vhlo": _vhlo,
}


def register(registry: Registry) -> None:
    """Register aiopt's dialects (`DIALECTS`), StableHLO's test-only `check` and the SPMD `interpreter` dialect."""
    for name, factory in DIALECTS.items():
        registry.register_dialect(name, factory)
    # StableHLO's test-only assertions, so that its interpreter tests parse (see tools/conformance.py).
    registry.register_dialect("check", lazy_class("aiopt.dialects.check", "Check"))
    # Its SPMD runs, probes and printing (see aiopt.dialects.interpreter).
    registry.register_dialect("interpreter", lazy_class("aiopt.dialects.interpreter", "Interpreter"))
