"""A fork server for the command-line tools: imports once, one fresh process per run.

A lit suite starts `ai-opt` hundreds of times and each start spends about
half a second importing xDSL, numpy, llvmlite and the dialects before it
reads a byte of IR. The server does those imports once. For every run, the
client (`tool_client.py`, which imports nothing of aiopt) connects and hands
over its argument list, environment, working directory and its standard
input, output and error file descriptors; the server forks a child that
runs the tool's `main()` exactly as the console script would, in a process
of its own. The run's exit status, or the signal that killed it, is sent
back and becomes the client's own, so `not`, `not --crash`, pipes and
redirections in RUN lines behave as with the real tool.

Only the imports are shared: each run parses its own command line, builds
its own registry, loads its own plugins and sees its own environment. The
client runs the real tool instead when no server answers, or when the
variables that Python reads at start-up (`PYTHONPATH`, ...) differ from the
server's (see `startup_environment`).

    python -m aiopt.tools.tool_server SOCKET_PATH   # serves until its stdin closes

`aiopt.tools.lit_config.start_tool_server` (called by `configure`) starts one for a lit run.
"""

from __future__ import annotations

import gc
import io
import os
import select
import signal
import socket
import struct
import sys
import time
import traceback
from collections.abc import Callable
from typing import NoReturn

TOOLS = {
    "ai-opt": "aiopt.tools.ai_opt",
    "ai-translate": "aiopt.tools.ai_translate",
    "ai-runner": "aiopt.tools.ai_runner",
    "filecheck": "aiopt.tools.file_check",
}
"""The tools the server runs: console-script name to the module whose `main()` it calls.

`filecheck` (the test extra's FileCheck, matching as LLVM's: `aiopt.tools.file_check`) is served too: a RUN
line's `FileCheck` starts as often as its `ai-opt`."""

SERVER_VARIABLE = "AIOPT_TOOL_SERVER"
"""The client connects to the Unix socket this environment variable names."""
RUN_IT_YOURSELF = 0x7FFFFFFF
"""The status that tells the client to run the real tool: its `startup_environment` differs from the server's."""

TIME_LIMIT_VARIABLE = "AIOPT_TOOL_TIME_LIMIT"
"""Seconds a served run may take (a run's own environment sets its limit; 0: none): `TIME_LIMIT` unless set."""
TIME_LIMIT = 900.0
"""A served run's time limit: lit's served runs have no other (lit kills a test's processes by pid, so with
its per-test timeout it runs the clients instead, `lit_served`), and one run that never ended held up the whole
lit run, whose tests pytest then failed all at once after an hour (`test/conftest.py`) without naming it."""

HEADER = struct.Struct("!I")
"""A request: HEADER (the body's length, sent with the client's fds 0, 1 and 2), then the body,
NUL-separated file-system-encoded fields: tool, cwd, umask, argument count, the arguments, then
the environment as KEY=VALUE."""
STATUS = struct.Struct("!i")
MAX_REQUEST = 16 << 20


def startup_environment(environ: dict[str, str]) -> dict[str, str]:
    """The environment variables that change how Python starts.

    A forked run has the server's `sys.path`, stdio encodings, hash seed
    and warning filters, which a fresh interpreter would derive from these;
    a run whose variables differ from the server's runs the real tool.
    Both sides are read after Python's start-up (which may set `LC_CTYPE`).
    """
    return {k: v for k, v in environ.items() if k.startswith(("PYTHON", "LC_")) or k in ("LANG", "LANGUAGE")}


WARM_UP = """func.func @warm_up(%a: tensor<4xf32>, %b: memref<4xf32>, %n: index, %i: i32) -> (tensor<4xf32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %s = arith.addi %i, %one : i32
  %t = arith.addi %s, %one : i32
  %e = math.exp %a : tensor<4xf32>
  %x = stablehlo.add %e, %a : tensor<4xf32>
  %empty = tensor.empty() : tensor<4xf32>
  %m = linalg.map ins(%x : tensor<4xf32>) outs(%empty : tensor<4xf32>) (%v: f32, %o: f32) {
    %w = arith.mulf %v, %v : f32
    linalg.yield %w : f32
  }
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %t) -> (i32) {
    %l = memref.load %b[%k] : memref<4xf32>
    %f = arith.fptosi %l : f32 to i32
    %y = arith.addi %acc, %f : i32
    scf.yield %y : i32
  }
  cf.br ^bb1(%r : i32)
^bb1(%z: i32):
  return %m, %z : tensor<4xf32>, i32
}
"""
"""What the server runs `ai-opt --canonicalize --cse` on before its first fork (`preload`)."""


def preload() -> None:
    """Prepare, once, what every run would otherwise make again in its own process.

    - The start-up hooks `ai-opt` installs before its imports (`ai_opt.main`), so that the forked runs see the
      classes a real run defines.
    - The tools' modules, every dialect (with its tables of names, `dialect_loading.prepare`) and pass of the
      registry, and every other module of aiopt: passes and tools import some where they need them
      (canonicalize's HLO folding imports the reference interpreter), which cost each run of
      `ai-opt --canonicalize` 20 ms.
    - The `filecheck` package's modules (`FileCheck` runs as often as `ai-opt`), every op's assembly format
      (`deferred_formats.read_all`: a run would read those of the ops it parses or prints) and the HLO text
      parser's tables.
    - One `ai-opt --canonicalize --cse` run (`WARM_UP`) in this process: the caches Python and xDSL fill on
      first use (abstract classes' subclass checks, compiled assembly formats, pattern tables by op class)
      are then filled in every fork. They are caches of facts about classes, the same in any run: each run
      still parses its own command line and builds its own registry.
    - xDSL's and aiopt's abstract classes answer subclass checks from their MRO (`subclass_checks.answer_from_mro`):
      a run's first `isinstance(x, Operation)` for a new class `type(x)` no longer asks each of the 2,000 op classes
      (3 ms a time in each forked run, 60 ms for eight built-in types against three classes).
    """
    import importlib

    from aiopt.tools.ai_opt import install_startup_hooks

    install_startup_hooks()
    for module in TOOLS.values():
        try:
            importlib.import_module(module)
        except ImportError:  # filecheck is only in the test extra
            pass
    from aiopt.support import dialect_loading
    from aiopt.support.registry import default_registry

    registry = default_registry()
    for factory in registry.dialects.values():
        dialect_loading.prepare(factory())
    for name in registry.pass_names():
        registry.pass_class(name)
    _import_every_module()
    for module in ("numpy", "llvmlite.binding"):  # what aiopt's modules import where they need it
        importlib.import_module(module)
    _preload_file_check()
    from aiopt.targets import hlo_import

    hlo_import._parser()  # the LALR tables of XLA's HLO text grammar (ai-translate --hlo-text-to-mhlo): 0.15 s a run
    from aiopt.tools import deferred_formats

    deferred_formats.read_all()
    from aiopt.support.subclass_checks import answer_from_mro

    answer_from_mro()
    _warm_up()
    # What exists now lives as long as the server: out of the collector's reach, its collections in the server
    # and in the forks (which freeze what they inherit too, `command_line._collect_for_one_run`) never walk it.
    gc.freeze()


def _preload_file_check() -> None:
    """Import the `filecheck` package's modules, which `file_check.main` imports at its call (20 ms a run)."""
    try:
        import filecheck.main  # noqa: F401  (the test extra: absent in a plain install)
    except ImportError:
        return
    from aiopt.tools.file_check import leftmost_check_next

    leftmost_check_next()


SOURCE_PACKAGES = ("aiopt", "aiopt.dialects", "aiopt.lowering", "aiopt.reference", "aiopt.runtime", "aiopt.support",
                   "aiopt.targets", "aiopt.tools", "aiopt.transforms")
"""aiopt's packages: the top-level source folders pyproject maps to `aiopt.<folder>`."""


def _import_every_module() -> None:
    import importlib
    import pkgutil

    for package in SOURCE_PACKAGES:
        try:
            path = importlib.import_module(package).__path__
        except Exception:
            continue
        for info in pkgutil.walk_packages(path, package + ".", onerror=lambda name: None):
            try:
                importlib.import_module(info.name)
            except Exception:  # an optional dependency is missing: the run that needs the module reports it
                continue


def _warm_up() -> None:
    import contextlib

    from aiopt.support.registry import NO_ENTRY_POINTS_VARIABLE
    from aiopt.tools import ai_opt

    previous = os.environ.get(NO_ENTRY_POINTS_VARIABLE)
    os.environ[NO_ENTRY_POINTS_VARIABLE] = "1"  # no plugin's code runs in the server
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            ai_opt.main(["-", "--canonicalize", "--cse"], io.StringIO(WARM_UP))
    except Exception:  # each run reports its own errors
        pass
    finally:
        if previous is None:
            del os.environ[NO_ENTRY_POINTS_VARIABLE]
        else:
            os.environ[NO_ENTRY_POINTS_VARIABLE] = previous


def serve(path: str) -> None:
    """Listen on the Unix socket `path`, one forked process per run, until stdin closes.

    The server reads each request itself and forks the run's process from its
    own (one fork a run: the fork and the exit of a process the size of the
    server are a tenth of a short run's time). It sends each run's exit status
    to its client when the run's process ends, and kills the run whose client
    went away (its connection became readable: a client sends nothing after
    its request), and the run past its time limit (`TIME_LIMIT`, which
    `AIOPT_TOOL_TIME_LIMIT` in the run's environment sets; its standard error
    says so, and its client ends as killed by SIGKILL). Runs still going when
    stdin closes are killed.
    """
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    # Listening before the imports: early clients wait in the backlog.
    listener.listen(512)
    _announce()
    try:
        preload()
    except Exception:  # each run imports what it needs and reports its own errors
        traceback.print_exc()
    runs = _Runs()
    try:
        while True:
            waiting = [listener, sys.stdin, *runs.waitables()]
            ready, _, _ = select.select(waiting, [], [], runs.timeout())
            if sys.stdin in ready and not os.read(sys.stdin.fileno(), 4096):
                return
            runs.update(ready)
            if listener in ready:
                try:
                    connection, _ = listener.accept()
                except OSError:
                    continue
                _start(connection, listener, runs)
    finally:
        runs.kill_all()
        listener.close()
        try:
            os.unlink(path)
        except OSError:
            pass


def _announce() -> None:
    """Write this process's `startup_environment` as one JSON line on standard output, then let go of it.

    `lit_served` compares it with the environment that started the server, to send a RUN line's
    tools the environment their client's Python would have sent."""
    import json

    try:
        sys.stdout.write(json.dumps(startup_environment(dict(os.environ))) + "\n")
        sys.stdout.flush()
    except (OSError, ValueError):
        pass
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.close(devnull)


class _Runs:
    """The runs in progress: each one's process and its client's connection."""

    def __init__(self) -> None:
        self.by_connection: dict[socket.socket, int] = {}
        self.by_pidfd: dict[int, tuple[int, socket.socket]] = {}
        self.unwatched: dict[int, socket.socket] = {}
        """Runs without a pidfd (no `os.pidfd_open`): polled."""
        self.limited: dict[int, tuple[float, float, int, socket.socket]] = {}
        """Runs with a time limit: their `time.monotonic()` deadline, the limit, and their standard error and
        connection, for the message and status when they pass it."""

    def add(self, pid: int, connection: socket.socket, limit: float = 0.0, stderr: int = -1) -> None:
        """A run in progress; with a `limit`, killed after that many seconds, its `stderr` told why."""
        self.by_connection[connection] = pid
        if limit > 0:
            self.limited[pid] = (time.monotonic() + limit, limit, stderr, connection)
        try:
            self.by_pidfd[os.pidfd_open(pid)] = (pid, connection)
        except (AttributeError, OSError):
            self.unwatched[pid] = connection

    def inherited(self) -> list:
        """What a run's process must close: the other runs' connections, pidfds and standard errors."""
        return [*self.by_connection, *self.by_pidfd, *(stderr for _, _, stderr, _ in self.limited.values())]

    def waitables(self) -> list:
        return [*self.by_connection, *self.by_pidfd]

    def timeout(self) -> float | None:
        timeouts = [0.01] if self.unwatched else []
        if self.limited:
            timeouts.append(max(0.0, min(deadline for deadline, _, _, _ in self.limited.values()) - time.monotonic()))
        return min(timeouts, default=None)

    def update(self, ready: list) -> None:
        """Report the runs that ended; kill those whose client left, and those past their time limit."""
        for item in ready:
            if isinstance(item, int) and item in self.by_pidfd:
                pid, connection = self.by_pidfd[item]
                self._finish(pid, connection, _exit_status(os.waitpid(pid, 0)[1]))
            elif isinstance(item, socket.socket) and item in self.by_connection:
                pid = self.by_connection[item]
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                self._finish(pid, item, None)
        for pid, connection in list(self.unwatched.items()):
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                self._finish(pid, connection, _exit_status(status))
        self._end_overdue()  # (after the runs that ended: one that just made it is not killed)

    def kill_all(self) -> None:
        for connection, pid in list(self.by_connection.items()):
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            self._finish(pid, connection, None)

    def _end_overdue(self) -> None:
        """Kill the runs past their time limit: the message on their standard error, SIGKILL their status."""
        now = time.monotonic()
        for pid, (deadline, limit, stderr, connection) in list(self.limited.items()):
            if deadline > now:
                continue
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            message = f"error: the tool server ended this run at its time limit, {limit:g} s (${TIME_LIMIT_VARIABLE})"
            try:
                os.write(stderr, f"{message}\n".encode())
            except OSError:
                pass
            self._finish(pid, connection, -signal.SIGKILL)

    def _finish(self, pid: int, connection: socket.socket, status: int | None) -> None:
        del self.by_connection[connection]
        self.unwatched.pop(pid, None)
        if pid in self.limited:
            os.close(self.limited.pop(pid)[2])
        for pidfd, (owner, _) in list(self.by_pidfd.items()):
            if owner == pid:
                del self.by_pidfd[pidfd]
                os.close(pidfd)
        if status is not None:
            try:
                connection.sendall(STATUS.pack(status))
            except OSError:
                pass
        connection.close()


def _exit_status(status: int) -> int:
    """A `waitpid` status as the client reports it (negative: killed by that signal)."""
    return -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)


def _start(connection: socket.socket, listener: socket.socket, runs: _Runs) -> None:
    """Read a request and fork its run, or tell the client to run the real tool."""
    connection.settimeout(REQUEST_TIMEOUT)
    try:
        request, fds = _receive(connection)
    except (OSError, ValueError):
        connection.close()
        return
    connection.settimeout(None)
    if request["tool"] not in TOOLS or startup_environment(request["env"]) != startup_environment(dict(os.environ)):
        for fd in fds:
            os.close(fd)
        try:
            connection.sendall(STATUS.pack(RUN_IT_YOURSELF))
        except OSError:
            pass
        connection.close()
        return
    pid = os.fork()
    if pid == 0:
        for inherited in [listener, connection, *runs.inherited()]:
            if isinstance(inherited, int):
                os.close(inherited)
            else:
                inherited.close()
        _run_tool(request, fds)
    limit = time_limit(request["env"])
    for fd in fds[:2] if limit else fds:
        os.close(fd)
    runs.add(pid, connection, limit, fds[2])


def time_limit(env: dict[str, str]) -> float:
    """The time limit of a run in the environment `env` (`TIME_LIMIT_VARIABLE`); 0: none."""
    try:
        limit = float(env.get(TIME_LIMIT_VARIABLE, TIME_LIMIT))
    except ValueError:
        return TIME_LIMIT
    return limit if limit > 0 and limit != float("inf") else 0.0


REQUEST_TIMEOUT = 10.0
"""Seconds a client has to send its request once connected (clients send it at once)."""


def request_body(tool: str, cwd: str, umask: int, argv: list[str], env: dict[str, str]) -> bytes:
    """A request's body as `_receive` reads it (see HEADER); `tool_client.py`, which imports only built-in
    modules, builds the same bytes itself."""
    fields = [tool, cwd, str(umask), str(len(argv)), *argv, *(f"{key}={value}" for key, value in env.items())]
    return b"\0".join(os.fsencode(field) for field in fields)


def _receive(connection: socket.socket) -> tuple[dict, list[int]]:
    data, fds, _, _ = socket.recv_fds(connection, HEADER.size, 3)
    if len(data) < HEADER.size or len(fds) != 3:
        raise ValueError("malformed request")
    (length,) = HEADER.unpack(data)
    if length > MAX_REQUEST:
        raise ValueError("request too large")
    body = bytearray()
    while len(body) < length:
        chunk = connection.recv(length - len(body))
        if not chunk:
            raise ValueError("truncated request")
        body += chunk
    fields = [os.fsdecode(field) for field in bytes(body).split(b"\0")]
    tool, cwd, umask, count = fields[:4]
    argv = fields[4 : 4 + int(count)]
    env = dict(item.split("=", 1) for item in fields[4 + int(count) :] if "=" in item)
    return {"tool": tool, "cwd": cwd, "umask": int(umask), "argv": argv, "env": env}, fds


def _run_tool(request: dict, fds: list[int]) -> None:
    """In the forked child: become the tool's process, run its main(), exit with its status."""

    def tool_main() -> int:
        os.chdir(request["cwd"])
        os.umask(request["umask"])
        os.environ.clear()
        os.environ.update(request["env"])
        tool = request["tool"]
        sys.argv = [os.path.join(os.path.dirname(sys.executable), tool), *request["argv"]]
        import importlib

        main = importlib.import_module(TOOLS[tool]).main
        try:
            result = main()
            return result if isinstance(result, int) else (0 if result is None else 1)
        except SystemExit as exit_:
            if exit_.code is None:
                return 0
            if isinstance(exit_.code, int):
                return exit_.code
            sys.stderr.write(f"{exit_.code}\n")
            return 1

    run_as_process(fds, tool_main)


def run_as_process(fds: list[int], body: Callable[[], int], like: tuple | None = None) -> NoReturn:
    """In a forked child: take `fds` as standard input, output and error (text streams set up as Python's,
    with the encodings of `like`, default the current streams), run `body` and exit with the status it
    returns; 1, with the traceback Python would print, where it raised. The output is flushed first."""
    code = 1
    try:
        for target, fd in enumerate(fds):
            os.dup2(fd, target)
            os.close(fd)
        like_in, like_out, like_err = like or (sys.stdin, sys.stdout, sys.stderr)
        sys.stdin = _text_stream(0, "r", like_in)
        sys.stdout = _text_stream(1, "w", like_out)
        sys.stderr = _text_stream(2, "w", like_err)
        code = body()
    except BaseException:  # what Python itself prints for an uncaught exception
        traceback.print_exc()
        code = 1
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:
                pass
        os._exit(code & 0xFF)


def _text_stream(fd: int, mode: str, like: io.TextIOWrapper) -> io.TextIOWrapper:
    """A text stream on `fd` set up as Python sets up its standard streams."""
    raw = io.FileIO(fd, mode, closefd=False)
    interactive = raw.isatty()
    buffered = io.BufferedReader(raw) if mode == "r" else io.BufferedWriter(raw)
    return io.TextIOWrapper(
        buffered,
        encoding=like.encoding,
        errors=like.errors,
        line_buffering=interactive or (fd == 2),
        write_through=fd == 2,
    )


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        sys.stderr.write("usage: python -m aiopt.tools.tool_server SOCKET_PATH\n")
        return 2
    # A console script's sys.path starts with its own folder, not with the working directory.
    if sys.path and sys.path[0] in ("", os.getcwd()):
        sys.path[0] = os.path.dirname(sys.executable)
    serve(args[0])
    return 0


if __name__ == "__main__":
    sys.exit(main())
