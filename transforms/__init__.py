"""Same-level rewrites (canonicalization, folding, cleanup, test passes), one per module.

`PASSES` and `PIPELINES` map each flag name to a factory that imports the
class on first use.
"""

from collections.abc import Callable

from xdsl.passes import ModulePass

from aiopt.tools.registry import lazy_class

PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "canonicalize": lazy_class("aiopt.transforms.canonicalize", "CanonicalizePass"),
    "symbol-dce": lazy_class("aiopt.transforms.symbol_dce", "SymbolDCEPass"),
    "strip-debuginfo": lazy_class("aiopt.transforms.strip_debuginfo", "StripDebugInfoPass"),
    "test-emit-diagnostics": lazy_class("aiopt.transforms.test_emit_diagnostics", "TestEmitDiagnosticsPass"),
}

PIPELINES: dict[str, Callable[[], type]] = {}
