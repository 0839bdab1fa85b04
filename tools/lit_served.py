"""lit's internal shell hands a RUN line's aiopt tools to the tool server itself, without a client process.

With the tool server (`tool_server.py`), a RUN line such as

    // RUN: ai-opt %s --canonicalize | FileCheck %s

still starts two Python processes, the `tool_client.py` of each tool, which
only connect to the server, pass it their file descriptors and wait for the
run's status: 8 ms of CPU each, a fifth of a short RUN line's work. lit
runs its internal shell in Python, so it can do the client's part itself.
`ServedShTest` (which `lit_config.configure` puts in place of the internal
shell's `ShTest`) does: while it executes a test, a command that would start
a client becomes a `ServedProcess`, a `subprocess.Popen` whose "child" is
the server's run. It sends the request the client would send (the same
arguments, working directory, umask, environment and standard file
descriptors: the pipes and files lit made for the command), and its `wait()`
is the run's exit status, or the negated signal that ended it, as a child
process's. Pipes, redirections, `not` and `not --crash` therefore work as
with the client, which still runs wherever this path does not apply: a
command whose Python start-up variables differ from the server's (the server
would answer "run it yourself", too late for pipes already handed over), a
lit run with a per-test timeout (lit kills a test's processes by pid), or no
server at all.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import types
from typing import Any

import lit.formats
import lit.TestRunner

from aiopt.tools.tool_server import (
    HEADER,
    RUN_IT_YOURSELF,
    SERVER_VARIABLE,
    STATUS,
    TOOLS,
    request_body,
    startup_environment,
)

CLIENT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "tool_client.py")


def client_command(tool_path: str) -> list[str]:
    """The command line that runs the tool at `tool_path` through its client (`tool_client.py`)."""
    return [sys.executable, "-I", "-S", CLIENT, tool_path]


class ServedShTest(lit.formats.ShTest):
    """lit's `ShTest` (internal shell) whose tool commands are tool-server runs started from lit's process.

    `server_startup` is the server's `startup_environment` after its Python started; `lit_startup`
    the one of the environment it was started with: a command whose own start-up variables equal
    `lit_startup` is sent with `server_startup`'s, as its client's Python would send it.
    """

    def __init__(self, shell: lit.formats.ShTest, lit_startup: dict[str, str], server_startup: dict[str, str]):
        self.__dict__.update(shell.__dict__)
        self.lit_startup = lit_startup
        self.server_startup = server_startup

    def execute(self, test, litConfig):  # noqa: N803 (lit's name)
        if litConfig.maxIndividualTestTime:
            return super().execute(test, litConfig)
        _install()
        _SERVING.rules = (self.lit_startup, self.server_startup)
        try:
            return super().execute(test, litConfig)
        finally:
            _SERVING.rules = None


_SERVING = threading.local()
"""`rules`: the running `ServedShTest`'s (lit_startup, server_startup), while it executes a test."""


def _install() -> None:
    """Give lit's internal shell a `subprocess` whose `Popen` serves tool commands (once per process)."""
    if getattr(lit.TestRunner.subprocess, "served", False):
        return
    shim = types.ModuleType("subprocess")
    shim.__dict__.update(subprocess.__dict__)
    shim.Popen = _popen
    shim.served = True
    lit.TestRunner.subprocess = shim


def _popen(args, **kwargs: Any):
    rules = getattr(_SERVING, "rules", None)
    request = rules and _request(args, kwargs, *rules)
    if request is None:
        return subprocess.Popen(args, **kwargs)
    return ServedProcess(args, request=request, **kwargs)


def _request(args, kwargs: dict, lit_startup: dict[str, str], server_startup: dict[str, str]) -> tuple | None:
    """(socket path, request body) for a client command the server runs; None for any other command."""
    if not isinstance(args, list) or len(args) < 5 or args[:4] != client_command("")[:4]:
        return None
    tool = os.path.basename(args[4])
    env = kwargs.get("env")
    if tool not in TOOLS or env is None or not env.get(SERVER_VARIABLE):
        return None
    if startup_environment(env) != lit_startup:
        return None
    env = {key: value for key, value in env.items() if key not in lit_startup} | server_startup
    umask = os.umask(0)  # (lit sets the command's umask around its Popen call, which this is)
    os.umask(umask)
    return env[SERVER_VARIABLE], request_body(tool, kwargs.get("cwd") or os.getcwd(), umask, args[5:], env)


class ServedProcess(subprocess.Popen):
    """A `Popen` whose child is a tool server's run (see the module docstring).

    Its `pid` is None: it has no process of its own to signal. `kill()` and
    `terminate()` close the connection, which makes the server kill the run.
    """

    def __init__(self, args, *, request: tuple, **kwargs: Any):
        self._request = request
        self._connection: socket.socket | None = None
        super().__init__(args, **kwargs)

    def _execute_child(self, args, executable, preexec_fn, close_fds, pass_fds, cwd, env, startupinfo,
                       creationflags, shell, p2cread, p2cwrite, c2pread, c2pwrite, errread, errwrite, *rest):  # fmt: skip
        path, body = self._request
        descriptors = [fd if fd != -1 else default for fd, default in ((p2cread, 0), (c2pwrite, 1), (errwrite, 2))]
        connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            connection.connect(path)
            socket.send_fds(connection, [HEADER.pack(len(body))], descriptors)
            connection.sendall(body)
        except OSError:
            connection.close()
            # No server answers: the command runs as it would have, through its client.
            return super()._execute_child(args, executable, preexec_fn, close_fds, pass_fds, cwd, env, startupinfo,
                                          creationflags, shell, p2cread, p2cwrite, c2pread, c2pwrite, errread,
                                          errwrite, *rest)  # fmt: skip
        self._connection = connection
        self.pid = None
        self._child_created = True
        # The server holds the run's copies now; the parent's ends of the child's pipes go, as after a fork.
        self._close_pipe_fds(p2cread, p2cwrite, c2pread, c2pwrite, errread, errwrite)

    def _status(self, timeout: float | None) -> int | None:
        """The run's status from the server; None if it has not ended within `timeout` (0: now)."""
        connection = self._connection
        reply = b""
        try:
            connection.settimeout(timeout)
            reply = connection.recv(STATUS.size)
            connection.settimeout(None)
            while reply and len(reply) < STATUS.size:
                chunk = connection.recv(STATUS.size - len(reply))
                if not chunk:
                    break
                reply += chunk
        except (TimeoutError, BlockingIOError):
            return None
        except OSError:
            reply = b""
        connection.close()
        (status,) = STATUS.unpack(reply) if len(reply) == STATUS.size else (None,)
        if status is None or status == RUN_IT_YOURSELF:
            # The client would say so on the run's standard error, which is the server's now: lit shows this.
            raise OSError(f"{self.args[4]}: the tool server ended the run without an exit status")
        return status

    def _wait(self, timeout):
        if self._connection is None:
            return super()._wait(timeout)
        if self.returncode is None:
            status = self._status(timeout)
            if status is None:
                raise subprocess.TimeoutExpired(self.args, timeout)
            self.returncode = status
        return self.returncode

    def _internal_poll(self, _deadstate=None, **_ignored):
        if self._connection is None:
            return super()._internal_poll(_deadstate)
        if self.returncode is None:
            try:
                self.returncode = self._status(0)
            except OSError:
                self.returncode = _deadstate
        return self.returncode

    def send_signal(self, sig):
        if self._connection is None:
            return super().send_signal(sig)
        if self.returncode is None:
            self._connection.close()
            self.returncode = -sig

    def kill(self):
        self.send_signal(9)

    def terminate(self):
        self.send_signal(15)
