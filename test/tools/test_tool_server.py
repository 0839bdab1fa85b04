"""The tool fork server (aiopt.tools.tool_server) gives the real tools' results, statuses and signals."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from tool_testing import assert_ends, plugin, sleeping_plugin, started_pid

from aiopt.tools.lit_config import tool_path

CLIENT = Path(__import__("aiopt.tools.tool_client", fromlist=["x"]).__file__)

PROGRAM = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("server")
    path = folder / "s.sock"
    process = subprocess.Popen(
        [sys.executable, "-m", "aiopt.tools.tool_server", str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        cwd=folder,
    )
    deadline = time.monotonic() + 60
    while not path.exists():
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    yield str(path)
    process.stdin.close()
    process.wait(timeout=30)
    assert not path.exists(), "the server removes its socket"


def run(tool: str, args: list[str], server: str | None, **kwargs) -> subprocess.CompletedProcess:
    env = dict(kwargs.pop("env", os.environ))
    env.pop("AIOPT_TOOL_SERVER", None)
    if server:
        env["AIOPT_TOOL_SERVER"] = server
    command = [sys.executable, "-I", "-S", str(CLIENT), tool_path(tool), *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, **kwargs)


def same_as_real_tool(tool: str, args: list[str], server: str, **kwargs) -> subprocess.CompletedProcess:
    served = run(tool, args, server, **kwargs)
    real = run(tool, args, None, **kwargs)
    assert (served.returncode, served.stdout, served.stderr) == (real.returncode, real.stdout, real.stderr)
    return served


def test_output_and_status_are_the_real_tools(server, tmp_path):
    (tmp_path / "f.mlir").write_text(PROGRAM)
    # A relative path: the run has the client's working directory.
    result = same_as_real_tool("ai-opt", ["f.mlir", "--mlir-print-op-generic"], server, cwd=tmp_path)
    assert result.returncode == 0 and '"stablehlo.add"' in result.stdout
    result = same_as_real_tool("ai-opt", ["missing.mlir"], server, cwd=tmp_path)
    assert result.returncode == 1 and "could not open input file 'missing.mlir'" in result.stderr
    result = same_as_real_tool("ai-opt", ["f.mlir", "--no-such-flag"], server, cwd=tmp_path)
    assert result.returncode != 0 and "error:" in result.stderr


def test_standard_input_and_filecheck(server, tmp_path):
    result = same_as_real_tool("ai-opt", ["-"], server, input=PROGRAM)
    assert "stablehlo.add" in result.stdout
    checks = tmp_path / "checks.txt"
    checks.write_text("CHECK: stablehlo.add\nCHECK-NOT: stablehlo.multiply\n")
    assert same_as_real_tool("filecheck", [str(checks)], server, input=result.stdout).returncode == 0
    assert same_as_real_tool("filecheck", [str(checks)], server, input="nothing\n").returncode == 1


def test_the_runs_environment_is_its_own(server, tmp_path):
    (tmp_path / "f.mlir").write_text(PROGRAM)
    env = {**os.environ, "AIOPT_TARGET_CPU": "not-a-cpu"}
    inputs = tmp_path / "in.npz"
    import numpy as np

    np.savez(inputs, arg0=np.ones(4, np.float32))
    served = run("ai-runner", [str(tmp_path / "f.mlir"), "--inputs", str(inputs)], server, env=env)
    assert served.returncode != 0 and "not-a-cpu" in served.stderr


def test_a_run_killed_by_a_signal_kills_the_client_with_it(server, tmp_path):
    path = plugin(tmp_path, "os.kill(os.getpid(), signal.SIGSEGV)")
    result = run("ai-opt", [f"--load-pass-plugin={path}", "-"], server, input="")
    assert result.returncode == -signal.SIGSEGV


def test_a_client_that_goes_away_ends_its_run(server, tmp_path):
    path, pid_file = sleeping_plugin(tmp_path)
    env = {**os.environ, "AIOPT_TOOL_SERVER": server}
    client = subprocess.Popen(
        [sys.executable, "-I", "-S", str(CLIENT), tool_path("ai-opt"), f"--load-pass-plugin={path}", "-"],
        stdin=subprocess.DEVNULL,
        env=env,
    )
    deadline = time.monotonic() + 60
    run_pid = started_pid(pid_file, deadline)
    client.kill()
    client.wait()
    assert_ends(run_pid, deadline, "the run outlived its client")


def test_a_run_past_its_time_limit_is_killed_and_says_so(server, tmp_path):
    """A run's environment sets its time limit (AIOPT_TOOL_TIME_LIMIT): past it the server kills the run,
    writes why on its standard error and the client ends as killed; a quick run of the same limit is left
    alone, and so is one without a limit meanwhile."""
    from aiopt.tools.tool_server import TIME_LIMIT_VARIABLE, time_limit

    path, pid_file = sleeping_plugin(tmp_path)
    env = {**os.environ, TIME_LIMIT_VARIABLE: "1.5"}
    started = time.monotonic()
    result = run("ai-opt", [f"--load-pass-plugin={path}", "-"], server, env=env, input="")
    assert result.returncode == -signal.SIGKILL and time.monotonic() - started < 60
    assert "error: the tool server ended this run at its time limit, 1.5 s ($AIOPT_TOOL_TIME_LIMIT)" in result.stderr
    assert_ends(started_pid(pid_file, time.monotonic() + 10), time.monotonic() + 60, "the run outlived its limit")
    quick = run("ai-opt", ["-"], server, env=env, input=PROGRAM)
    assert quick.returncode == 0 and "stablehlo.add" in quick.stdout and not quick.stderr
    assert [time_limit({TIME_LIMIT_VARIABLE: v}) for v in ("0", "inf", "-3", "x", "2")] == [0, 0, 0, 900, 2]
    assert time_limit({}) == 900


def test_concurrent_runs_each_get_their_own_status(server, tmp_path):
    """The server forks each run from its one loop: runs going at the same time end in any order, and each
    client gets its own run's status (a slow run does not hold up a quick one)."""
    env = {**os.environ, "AIOPT_TOOL_SERVER": server}
    clients = []
    for i, (status, delay) in enumerate([(3, 1.5), (0, 0.0), (5, 0.5), (7, 0.0)]):
        folder = tmp_path / str(i)
        folder.mkdir()
        path = plugin(folder, f"time.sleep({delay}); os._exit({status})")
        command = [sys.executable, "-I", "-S", str(CLIENT), tool_path("ai-opt"), f"--load-pass-plugin={path}", "-"]
        clients.append((status, subprocess.Popen(command, stdin=subprocess.DEVNULL, env=env)))
    assert [client.wait(timeout=120) for _, client in clients] == [status for status, _ in clients]


def test_a_different_python_start_up_runs_the_real_tool(server, tmp_path):
    # The plugin module is only importable through PYTHONPATH, which the server was not started with.
    plugin(tmp_path, "pass")
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    result = run("ai-opt", ["--load-pass-plugin=plugin_under_test", "-"], server, env=env, input=PROGRAM)
    assert result.returncode == 0, result.stderr


def test_without_a_server_the_real_tool_runs(tmp_path):
    result = run("ai-opt", ["-"], str(tmp_path / "no-server.sock"), input=PROGRAM)
    assert result.returncode == 0 and "stablehlo.add" in result.stdout


def test_the_warm_up_run_succeeds():
    """The server runs `ai-opt --canonicalize --cse` on WARM_UP before its first fork, silently: a program that
    stopped parsing or verifying would leave the forks cold without a word."""
    import contextlib
    import io

    from aiopt.tools.ai_opt import main
    from aiopt.tools.tool_server import WARM_UP

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["-", "--canonicalize", "--cse"], io.StringIO(WARM_UP))
    assert (status, err.getvalue()) == (0, "")
    assert "linalg.map" in out.getvalue() and "scf.for" in out.getvalue()
