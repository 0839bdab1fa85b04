"""`--test-emit-diagnostics`: emit diagnostics named by attributes, to test diagnostic handling.

Like MLIR's `test-*` passes, it exists for the driver's own tests.
"""

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, StringAttr

from aiopt.support.diagnostics import emit_error, emit_remark, emit_warning
from aiopt.support.passes import DiagnosticPass

_EMITTERS = {"test.error": emit_error, "test.warning": emit_warning, "test.remark": emit_remark}


@dataclass(frozen=True)
class TestEmitDiagnosticsPass(DiagnosticPass):
    """Emit an error, warning or remark at each op with a `test.error`, `test.warning` or `test.remark` attribute.

    A `test.note` attribute on the same op attaches a note to that diagnostic.
    Any error makes the pass fail:

        "test.op"() {test.warning = "careful", test.note = "why"} : () -> ()
    """

    name = "test-emit-diagnostics"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for nested in op.walk():
            note = nested.attributes.get("test.note")
            notes = ((note.data, nested),) if isinstance(note, StringAttr) else ()
            for key, emit in _EMITTERS.items():
                message = nested.attributes.get(key)
                if isinstance(message, StringAttr):
                    emit(nested, message.data, *notes)
