"""Same-level rewrites (canonicalization, cleanup, test passes), one per module.

`PASSES` and `PIPELINES` map each flag name to a factory that imports the
class on first use.
"""

from collections.abc import Callable

from xdsl.passes import ModulePass


def _strip_debuginfo() -> type[ModulePass]:
    from aiopt.transforms.strip_debuginfo import StripDebugInfoPass

    return StripDebugInfoPass


def _test_emit_diagnostics() -> type[ModulePass]:
    from aiopt.transforms.test_emit_diagnostics import TestEmitDiagnosticsPass

    return TestEmitDiagnosticsPass


PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "strip-debuginfo": _strip_debuginfo,
    "test-emit-diagnostics": _test_emit_diagnostics,
}

PIPELINES: dict[str, Callable[[], type]] = {}
