"""aiopt's dialects: the HLO family and extensions of upstream dialects.

`DIALECTS` maps each namespace to a factory that imports the dialect on
first use; an entry here replaces xDSL's dialect of the same name.
"""

from collections.abc import Callable

from xdsl.ir import Dialect


def _chlo() -> Dialect:
    from aiopt.dialects.chlo import CHLO

    return CHLO


def _lmhlo() -> Dialect:
    from aiopt.dialects.lmhlo import LMHLO

    return LMHLO


def _mhlo() -> Dialect:
    from aiopt.dialects.mhlo import MHLO

    return MHLO


def _stablehlo() -> Dialect:
    from aiopt.dialects.stablehlo import StableHLO

    return StableHLO


DIALECTS: dict[str, Callable[[], Dialect]] = {
    "chlo": _chlo,
    "lmhlo": _lmhlo,
    "mhlo": _mhlo,
    "stablehlo": _stablehlo,
}
