"""The names lowered code uses to call the runtime: defined by the conversions that emit the calls,
implemented by `aiopt.runtime` (which imports only this light module on a compile-cache hit).

- `RUNTIME_ERROR`: the function a failed run-time check calls with its message (`convert-cf-to-llvm`,
  `convert-cf-assert-to-runtime-call`; `aiopt.runtime.runtime_errors` defines it); it never returns.
- `COLLECTIVE`: the prefix of the functions compiled collectives call (`hlo-collectives-to-runtime`;
  `aiopt.runtime.collectives_runtime` defines them), and `FAILED`, the end of the message of the check
  after each call.
- `FORMATTED_MESSAGE_SIZE`: the bytes of the buffer into which `convert-cf-assert-to-runtime-call` writes a
  message with its function's arguments (`aiopt.support.formatted_asserts`) before it calls `RUNTIME_ERROR`.
- `STACK_LEFT`: the function the stack checks of `generate-runtime-verification` call
  (`aiopt.runtime.runtime_errors` defines it).
"""

RUNTIME_ERROR = "aiopt_runtime_error"
"""The function lowered code calls with a message when a run-time check fails (never returns)."""

FORMATTED_MESSAGE_SIZE = 1024
"""Bytes of the buffer a formatted message is written into (with its terminating zero); the rest is cut."""

STACK_LEFT = "aiopt_stack_left"
"""The function checks call for the bytes left on the calling thread's stack (`() -> i64`): a `memref.alloca`'s
and a recursive call's (`generate-runtime-verification`)."""

COLLECTIVE = "aiopt_collective"
"""The prefix of the runtime functions the collectives call."""

FAILED = "op failed at run time"
"""The end of the message of the check after each collective call."""
