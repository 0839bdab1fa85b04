"""Conversions between levels (`convert-x-to-y`, `x-legalize-to-y`), one per module.

`PASSES` maps each flag name to a factory that imports the pass class.
"""

from collections.abc import Callable

from xdsl.passes import ModulePass

PASSES: dict[str, Callable[[], type[ModulePass]]] = {}
