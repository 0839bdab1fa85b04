"""Conversions between levels (`convert-x-to-y`, `x-legalize-to-y`), one per module.

`PASSES` maps each flag name to a factory that imports the pass class on
first use. Upstream's alternative names of a pass map to the same class.
"""

from collections.abc import Callable

from xdsl.passes import ModulePass

from aiopt.tools.registry import lazy_class

_stablehlo_to_mhlo = lazy_class("aiopt.lowering.stablehlo_legalize_to_mhlo", "StablehloLegalizeToMhloPass")
_mhlo_to_stablehlo = lazy_class("aiopt.lowering.mhlo_legalize_to_stablehlo", "MhloLegalizeToStablehloPass")

PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "chlo-legalize-to-mhlo": lazy_class("aiopt.lowering.chlo_legalize_to_mhlo", "ChloLegalizeToMhloPass"),
    "convert-mhlo-to-linalg": lazy_class("aiopt.lowering.mhlo_to_linalg", "ConvertMhloToLinalgPass"),
    "stablehlo-legalize-to-mhlo": _stablehlo_to_mhlo,
    "stablehlo-legalize-to-hlo": _stablehlo_to_mhlo,
    "mhlo-legalize-to-stablehlo": _mhlo_to_stablehlo,
    "hlo-legalize-to-stablehlo": _mhlo_to_stablehlo,
}
