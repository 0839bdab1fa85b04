"""Module verification that reports the failing op at its source location.

xDSL's `Operation.verify` raises a bare `VerifyException` that does not say
which op failed. MLIR reports `file:line:col: error: 'dialect.op' op message`,
so this walks the IR itself and verifies one op at a time, parents before
their regions as MLIR's verifier does.
"""

from __future__ import annotations

from xdsl.ir import Operation
from xdsl.utils.exceptions import DiagnosticException

from aiopt.tools.diagnostics import DiagnosticError, op_error_message


def verify_operation(root: Operation) -> None:
    """Verify `root` and everything nested in it; raise DiagnosticError on the first failure."""
    for op in root.walk():
        try:
            op.verify(verify_nested_ops=False)
        except DiagnosticError:
            raise
        except DiagnosticException as err:
            raise DiagnosticError(op_error_message(op, _message(err)), op) from None
        except RecursionError:
            raise DiagnosticError(op_error_message(op, "is nested too deeply"), op) from None
        except Exception as err:  # noqa: BLE001
            # Some xDSL verifiers trip over malformed IR with plain Python
            # errors; the IR is at fault, so it is still a verifier failure.
            raise DiagnosticError(
                op_error_message(op, f"failed to verify: {_message(err)}"), op
            ) from None


def _message(err: Exception) -> str:
    text = str(err).strip()
    return text.splitlines()[0] if text else type(err).__name__
