"""Run a command-line tool in a process of its own, forked from the test's: as the lit suite's tool server does.

A test that runs `python -m aiopt.tools.ai_runner ...` so that a crash of
compiled code fails the test and not the session pays for a fresh
interpreter each time: the imports (about 0.2 CPU-seconds) and the first
compile's set-up (LLVM's targets, the lazily imported passes: about half a
second more). `run_tool` forks the test process instead, whose imports are
done, and runs the tool's `main()` in the child exactly as the tool server
does for lit (`aiopt.tools.tool_server`: its streams, environment, argv and
exit status); the child's exit status, or the signal that killed it,
becomes the result's `returncode`, as with `subprocess.run`.

    result = run_tool("ai-runner", "module.mlir", "--inputs", "inputs.npz")
    assert result.returncode == 0, result.stderr

Tests of what a fresh process does (start-up imports, `PYTHONPATH`, entry
points read at start) must still start the real tool.
"""

from __future__ import annotations

import gc
import os
import signal
import subprocess
import tempfile

from aiopt.tools.tool_server import TOOLS, _run_tool


def run_tool(
    tool: str, *args: str, input: str = "", timeout: int = 900, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess:
    """Run `tool` (a console-script name of `TOOLS`: "ai-runner") with `args` in a forked child.

    Standard input reads `input`; standard output and error are returned as text.
    A child still running after `timeout` seconds is killed by SIGALRM
    (`returncode` -14). `env` replaces the child's environment (default: this
    process's).
    """
    if tool not in TOOLS:
        raise ValueError(f"unknown tool {tool!r} (one of {', '.join(TOOLS)})")
    request = {
        "tool": tool,
        "cwd": os.getcwd(),
        "umask": _umask(),
        "argv": list(args),
        "env": dict(os.environ if env is None else env),
    }
    with tempfile.TemporaryFile() as stdin, tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        stdin.write(input.encode())
        stdin.seek(0)
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child ends in os._exit
            try:
                # The objects inherited from the test process are no garbage of the tool's: its collections
                # leave them alone (they would walk, and copy, the test process's whole heap).
                gc.freeze()
                for number in (signal.SIGINT, signal.SIGTERM, signal.SIGALRM):
                    signal.signal(number, signal.SIG_DFL)
                signal.alarm(timeout)
            finally:
                _run_tool(request, [os.dup(stdin.fileno()), os.dup(out.fileno()), os.dup(err.fileno())])
        _, status = os.waitpid(pid, 0)
        out.seek(0)
        err.seek(0)
        stdout, stderr = (stream.read().decode(errors="replace") for stream in (out, err))
    returncode = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)  # as subprocess's
    return subprocess.CompletedProcess([tool, *args], returncode, stdout, stderr)


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
