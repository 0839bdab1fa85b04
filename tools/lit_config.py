"""lit set-up for test suites that run aiopt's tools, ours and plugin authors'.

A `lit.cfg.py` calls `configure(config)` to get:
- the substitutions `ai-opt`, `ai-translate`, `ai-runner` (the tools installed
  next to the running Python), `FileCheck` (the `filecheck` package) and
  `%python`, as upstream RUN lines spell them;
- the tools run through a warm fork server (`tool_server.py`), so that a RUN
  line pays milliseconds of start-up instead of half a second; the results
  are those of the real tools, which each run falls back to when needed.

It leaves `test_source_root`, suffixes and the test format to the caller:

    import lit.formats
    from aiopt.tools.lit_config import configure

    config.name = "my-plugin"
    config.test_format = lit.formats.ShTest(execute_external=False)
    config.suffixes = [".mlir"]
    config.test_source_root = os.path.dirname(__file__)
    configure(config)
"""

from __future__ import annotations

import atexit
import json
import os
import select
import shutil
import socket
import subprocess
import sys
import tempfile
from typing import Any

import lit.formats

from aiopt.tools.lit_served import ServedShTest, client_command
from aiopt.tools.tool_server import SERVER_VARIABLE, startup_environment

NO_SERVER_VARIABLE = "AIOPT_NO_TOOL_SERVER"
"""Set this environment variable to run every RUN line with the real tools (no fork server)."""


def tool_path(name: str) -> str:
    """The console script `name` installed next to the running Python, else the one on PATH."""
    path = os.path.join(os.path.dirname(sys.executable), name)
    return path if os.path.exists(path) else shutil.which(name) or name


def configure(config: Any, *, tool_server: bool = True) -> None:
    """Add the tools' substitutions and environment to a lit `config` (see the module docstring)."""
    bin_dir = os.path.dirname(sys.executable)
    config.environment["PATH"] = os.pathsep.join(
        [bin_dir, config.environment.get("PATH", os.environ.get("PATH", ""))]
    )
    use_server = tool_server and not os.environ.get(NO_SERVER_VARIABLE) and start_tool_server(config)

    def command(tool: str) -> str:
        return " ".join(client_command(tool_path(tool))) if use_server else tool_path(tool)

    for tool in ("ai-opt", "ai-translate", "ai-runner"):
        config.substitutions.append((r"\b" + tool + r"\b", command(tool)))
    # RUN lines say `FileCheck`, as upstream's do; the filecheck package provides it, matching as LLVM's
    # FileCheck where the two differ (`aiopt.tools.file_check`, which the tool server runs for `filecheck`).
    file_check = command("filecheck") if use_server else f"{sys.executable} -m aiopt.tools.file_check"
    config.substitutions.append((r"\bFileCheck\b", file_check))
    config.substitutions.append(("%python", sys.executable))
    server_startup = getattr(config, "tool_server_startup", None)
    if use_server and server_startup is not None and type(config.test_format) is lit.formats.ShTest:
        if not config.test_format.execute_external:
            lit_startup = startup_environment(config.environment)
            config.test_format = ServedShTest(config.test_format, lit_startup, server_startup)


def start_tool_server(config: Any) -> bool:
    """Start a tool server for this lit run (it ends with the run); False where it cannot run."""
    if not hasattr(os, "fork") or not hasattr(socket, "send_fds"):
        return False
    folder = tempfile.mkdtemp(prefix="aiopt-tools-")
    path = os.path.join(folder, "server.sock")
    environment = dict(config.environment)
    try:
        server = subprocess.Popen(
            [sys.executable, "-m", "aiopt.tools.tool_server", path],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=environment,
            cwd=folder,
        )
    except OSError:
        shutil.rmtree(folder, ignore_errors=True)
        return False
    config.tool_server_startup = _startup_announced(server)

    def stop() -> None:
        # Closing its stdin ends the server.
        if server.stdin:
            server.stdin.close()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(folder, ignore_errors=True)

    atexit.register(stop)
    config.environment[SERVER_VARIABLE] = path
    return True


def _startup_announced(server: subprocess.Popen) -> dict[str, str] | None:
    """The server's `startup_environment`, its first line of output (`tool_server._announce`); None if it gives none."""
    ready, _, _ = select.select([server.stdout], [], [], ANNOUNCE_TIMEOUT)
    line = server.stdout.readline() if ready else b""
    server.stdout.close()
    try:
        startup = json.loads(line)
    except ValueError:
        return None
    return startup if isinstance(startup, dict) else None


ANNOUNCE_TIMEOUT = 30.0
"""Seconds a new server has to say how its Python started (it does so before its imports)."""
