"""The base of aiopt's passes: a pass that reports an error fails, by raising, as MLIR's `signalPassFailure`.

Patterns and passes report problems with `emit_error` (a located diagnostic
that the driver prints, or `--verify-diagnostics` matches). A pass that
derives from `DiagnosticPass` then raises `PassFailedError` when its `apply`
returns, so that a caller of the Python API sees the failure too; a
`DiagnosticError` that escapes `apply` is reported and raised as one alike:

    module = parse_module(ctx, "func.func @f(%a: tensor<*xf32>) { %0 = mhlo.add %a, %a : tensor<*xf32> ... }")
    ConvertMhloToLinalgPass().apply(ctx, module)
    # raises PassFailedError: <unknown>: error: failed to legalize operation 'mhlo.add': ...

The drivers (`ai-opt`, the compile API) have printed the diagnostics already and
only stop the pipeline.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from xdsl.passes import ModulePass
from xdsl.utils.exceptions import PassFailedException

from aiopt.support import worklist_population
from aiopt.support.diagnostics import (
    Diagnostic,
    DiagnosticError,
    SourceManager,
    collect_errors,
    format_diagnostic,
    report,
)

worklist_population.install()


class PassFailedError(PassFailedException):
    """A pass emitted errors; `diagnostics` holds them (already reported to the active engine)."""

    def __init__(self, pass_name: str, diagnostics: Sequence[Diagnostic]):
        self.pass_name = pass_name
        self.diagnostics = list(diagnostics)
        text = "".join(format_diagnostic(diag, SourceManager()) for diag in self.diagnostics).rstrip()
        super().__init__(f"pass '{pass_name}' failed:\n{text}")


class DiagnosticPass(ModulePass):
    """A module pass that fails (raises `PassFailedError`) when its `apply` emitted an error."""

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        apply = cls.__dict__.get("apply")
        if apply is not None and not getattr(apply, "_fails_on_errors", False):
            cls.apply = _failing_on_errors(apply)


def _failing_on_errors(apply):
    @functools.wraps(apply)
    def wrapper(self, ctx, op) -> None:
        with collect_errors() as errors:
            try:
                apply(self, ctx, op)
            except PassFailedError:
                raise
            except DiagnosticError as err:
                # Raised instead of emitted: reported the same way, so that a Python caller gets a
                # PassFailedError with its location whichever way the pass failed.
                report(err.to_diagnostic())
        if errors:
            raise PassFailedError(self.name, errors)

    wrapper._fails_on_errors = True
    return wrapper
