"""Run a command-line tool (or a function) in a process of its own, forked from the test's, as the lit
suite's tool server runs the tools.

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

`run_in_child(function, *args)` calls a function of the test in such a child
(compiled code that a regression crashes or hangs).

The child inherits the test process's Python state (its imported modules,
warning filters, collector thresholds), as the tool server's runs inherit
the server's. Tests of what a fresh process does (start-up imports,
`PYTHONPATH`, entry points read at start, resource limits) must still start
the real tool.
"""

from __future__ import annotations

import faulthandler
import gc
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from aiopt.tools.tool_server import TOOLS, _exit_status, _run_tool, run_as_process


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
    returncode, stdout, stderr = _in_forked_child(lambda fds: _run_tool(request, fds), input, timeout)
    return subprocess.CompletedProcess([tool, *args], returncode, stdout, stderr)


def run_in_child(function: Callable[..., object], *args: object, timeout: int = 900) -> subprocess.CompletedProcess:
    """Call `function(*args)` in a forked child, whose standard output and error are returned as text.

    For a test whose calls may crash or hang the process (compiled code): its
    `returncode` is 0 when the call returned, 1 when it raised (the traceback
    on stderr), and minus the signal that killed the child otherwise (-14 at
    `timeout` seconds).
    """

    def call() -> int:
        function(*args)
        return 0

    like = (sys.__stdin__, sys.__stdout__, sys.__stderr__)
    returncode, stdout, stderr = _in_forked_child(lambda fds: run_as_process(fds, call, like), "", timeout)
    return subprocess.CompletedProcess([getattr(function, "__name__", "function")], returncode, stdout, stderr)


def fork_with_alarm(work: Callable[[], int], timeout: int = 60) -> int:
    """Fork; the child exits with `work()`'s status (1 if it raises) under a `timeout`-second alarm that ends
    it even if it deadlocks, instead of hanging the test. Returns the child's pid (for `os.waitpid`) to the
    parent, which may act before it waits (let go of a lock the child needs)."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child ends in os._exit
        status = 1
        try:
            signal.signal(signal.SIGALRM, signal.SIG_DFL)
            signal.alarm(timeout)
            status = work()
        finally:
            os._exit(status)
    return pid


def _in_forked_child(child: Callable[[list[int]], None], input: str, timeout: int) -> tuple[int, str, str]:
    """Fork; the child calls `child` with its standard input (reading `input`), output and error file
    descriptors and must end in os._exit. The child's status (as subprocess's returncode) and its output."""
    with tempfile.TemporaryFile() as stdin, tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        stdin.write(input.encode())
        stdin.seek(0)
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child ends in os._exit
            try:
                # The objects inherited from the test process are no garbage of the child's: its collections
                # leave them alone (they would walk, and copy, the test process's whole heap).
                gc.freeze()
                if faulthandler.is_enabled():  # (pytest's): a crash's traceback is the child's stderr, not pytest's
                    faulthandler.enable(file=err.fileno())
                for number in (signal.SIGINT, signal.SIGTERM, signal.SIGALRM):
                    signal.signal(number, signal.SIG_DFL)
                signal.alarm(timeout)
            finally:
                child([os.dup(stdin.fileno()), os.dup(out.fileno()), os.dup(err.fileno())])
                os._exit(1)  # (`child` did not exit)
        _, status = os.waitpid(pid, 0)
        out.seek(0)
        err.seek(0)
        stdout, stderr = (stream.read().decode(errors="replace") for stream in (out, err))
    return _exit_status(status), stdout, stderr  # as subprocess's returncode


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def plugin(folder: Path, body: str) -> str:
    """A pass plugin file in `folder` whose `register` runs `body` (os, signal and time imported): a tool run
    given `--load-pass-plugin=<it>` crashes, exits or sleeps as the test needs."""
    (folder / "plugin_under_test.py").write_text(f"import os, signal, time\n\ndef register(registry):\n    {body}\n")
    return str(folder / "plugin_under_test.py")


def sleeping_plugin(folder: Path) -> tuple[str, Path]:
    """A plugin (`plugin`) whose run writes its pid to the returned file, then sleeps for ten minutes."""
    pid_file = folder / "pid"
    return plugin(folder, f"open({str(pid_file)!r}, 'w').write(str(os.getpid())); time.sleep(600)"), pid_file


def started_pid(pid_file: Path, deadline: float) -> int:
    """The pid a `sleeping_plugin` run wrote, once it has (by `time.monotonic()` deadline)."""
    while not pid_file.exists() or not pid_file.read_text():
        assert time.monotonic() < deadline, "the run did not start"
        time.sleep(0.05)
    return int(pid_file.read_text())


def assert_ends(pid: int, deadline: float, message: str) -> None:
    """Wait until process `pid` no longer exists; fail with `message` at the `time.monotonic()` deadline."""
    while True:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return
        assert time.monotonic() < deadline, message
        time.sleep(0.05)
