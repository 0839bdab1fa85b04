"""lit's internal shell runs a RUN line's aiopt tools as tool-server runs itself (aiopt.tools.lit_served):
the same outputs, statuses, pipes and signals as through the tools' clients, and the client wherever that
cannot hold."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
import types
from pathlib import Path

import lit.formats
import lit.TestRunner
import pytest
from tool_testing import assert_ends, plugin, sleeping_plugin, started_pid

from aiopt.tools import lit_served
from aiopt.tools.lit_config import start_tool_server, tool_path
from aiopt.tools.lit_served import ServedProcess, client_command
from aiopt.tools.tool_server import startup_environment

PROGRAM = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""


@pytest.fixture(scope="module")
def served():
    """lit's `subprocess` as a ServedShTest's test sees it, with a server of its own: (popen, environment)."""
    config = types.SimpleNamespace(environment={k: v for k, v in os.environ.items() if k != "AIOPT_TOOL_SERVER"})
    assert start_tool_server(config), "the tool server did not start"
    assert config.tool_server_startup is not None, "the server did not say how its Python started"
    lit_served._install()
    lit_served._SERVING.rules = (startup_environment(config.environment), config.tool_server_startup)
    try:
        yield lit.TestRunner.subprocess.Popen, config.environment
    finally:
        lit_served._SERVING.rules = None


def tool(name: str, *args: str) -> list[str]:
    return [*client_command(tool_path(name)), *args]


def real(name: str, args: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([tool_path(name), *args], capture_output=True, text=True, timeout=120, **kwargs)


def test_a_tool_command_is_a_served_run_with_the_real_tools_results(served, tmp_path):
    popen, env = served
    (tmp_path / "f.mlir").write_text(PROGRAM)
    for args in (["f.mlir", "--mlir-print-op-generic"], ["missing.mlir"], ["f.mlir", "--no-such-flag"]):
        process = popen(tool("ai-opt", *args), cwd=tmp_path, env=env, stdout=subprocess.PIPE,
                        stderr=subprocess.PIPE, text=True)  # fmt: skip
        assert isinstance(process, ServedProcess) and process.pid is None
        out, err = process.communicate(timeout=120)
        expected = real("ai-opt", args, cwd=tmp_path)
        assert (process.returncode, out, err) == (expected.returncode, expected.stdout, expected.stderr)
    assert expected.returncode != 0 and "error:" in expected.stderr


def test_a_pipe_between_served_runs_and_stderr_into_stdout(served, tmp_path):
    popen, env = served
    checks = tmp_path / "checks.txt"
    checks.write_text("CHECK: stablehlo.add\nCHECK-NOT: stablehlo.multiply\n")
    source = tmp_path / "f.mlir"
    source.write_text(PROGRAM)
    with open(source) as stdin:
        first = popen(tool("ai-opt", "-"), stdin=stdin, stdout=subprocess.PIPE, env=env, cwd=tmp_path)
    second = popen(tool("filecheck", str(checks)), stdin=first.stdout, stdout=subprocess.PIPE,
                   stderr=subprocess.STDOUT, env=env, cwd=tmp_path, text=True)  # fmt: skip
    first.stdout.close()
    out, _ = second.communicate(timeout=120)
    assert (first.wait(timeout=120), second.returncode, out) == (0, 0, "")
    # A failed match: FileCheck's message arrives on the merged output, with its status.
    checks.write_text("CHECK: stablehlo.multiply\n")
    process = popen(tool("filecheck", str(checks)), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                    stderr=subprocess.STDOUT, env=env, cwd=tmp_path, text=True)  # fmt: skip
    out, _ = process.communicate(PROGRAM, timeout=120)
    assert process.returncode == 1 and "stablehlo.multiply" in out


def test_a_run_ended_by_a_signal_is_a_negative_status(served, tmp_path):
    popen, env = served
    path = plugin(tmp_path, "os.kill(os.getpid(), signal.SIGSEGV)")
    process = popen(tool("ai-opt", f"--load-pass-plugin={path}", "-"), stdin=subprocess.DEVNULL, env=env)
    assert isinstance(process, ServedProcess)
    assert process.wait(timeout=120) == -signal.SIGSEGV


def test_poll_wait_with_a_timeout_and_kill(served, tmp_path):
    """A run still going: poll() is None, wait(timeout) raises TimeoutExpired; kill() closes the connection,
    which ends the run in the server."""
    popen, env = served
    path, pid_file = sleeping_plugin(tmp_path)
    process = popen(tool("ai-opt", f"--load-pass-plugin={path}", "-"), stdin=subprocess.DEVNULL, env=env)
    deadline = time.monotonic() + 60
    run_pid = started_pid(pid_file, deadline)
    assert process.poll() is None
    with pytest.raises(subprocess.TimeoutExpired):
        process.wait(timeout=0.2)
    process.kill()
    assert process.wait() == -signal.SIGKILL
    assert_ends(run_pid, deadline, "the run outlived its connection")


def test_other_commands_and_other_start_ups_are_real_processes(served, tmp_path):
    popen, env = served
    echo = popen(["echo", "hi"], stdout=subprocess.PIPE, text=True)
    assert not isinstance(echo, ServedProcess) and echo.communicate()[0] == "hi\n"
    # PYTHONPATH changes how Python starts: the client runs, and runs the real tool (the plugin module is only
    # importable through that path).
    plugin(tmp_path, "pass")
    other = {**env, "PYTHONPATH": str(tmp_path)}
    process = popen(tool("ai-opt", "--load-pass-plugin=plugin_under_test", "-"), stdin=subprocess.PIPE,
                    stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=other, text=True)  # fmt: skip
    assert not isinstance(process, ServedProcess)
    out, err = process.communicate(PROGRAM, timeout=120)
    assert process.returncode == 0 and "stablehlo.add" in out, err
    # Outside a ServedShTest's test, the tools' clients run.
    rules, lit_served._SERVING.rules = lit_served._SERVING.rules, None
    try:
        process = popen(tool("ai-opt", "-"), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, env=env)
        assert not isinstance(process, ServedProcess) and process.wait(timeout=120) == 0
    finally:
        lit_served._SERVING.rules = rules


def test_no_server_runs_the_command_through_its_client(served, tmp_path):
    popen, env = served
    gone = {**env, "AIOPT_TOOL_SERVER": str(tmp_path / "no-server.sock")}
    process = popen(tool("ai-opt", "-"), stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=gone, text=True)
    out, _ = process.communicate(PROGRAM, timeout=120)
    assert process.returncode == 0 and "stablehlo.add" in out


def test_a_lit_suite_through_served_runs(tmp_path):
    """RUN lines with pipes, `not`, `not --crash`, redirections, `env` and a failing check, in a lit run whose
    test format configure() made a ServedShTest: each test's result is the one the real tools give."""
    (tmp_path / "lit.cfg.py").write_text(textwrap.dedent("""\
        import lit.formats
        from aiopt.tools.lit_config import configure
        from aiopt.tools.lit_served import ServedShTest
        config.name = "served"
        config.test_format = lit.formats.ShTest(execute_external=False)
        config.suffixes = [".mlir"]
        config.test_source_root = config.test_exec_root = os.path.dirname(__file__)
        configure(config)
        assert isinstance(config.test_format, ServedShTest), type(config.test_format)
        """))  # fmt: skip
    tests = {
        "pipe.mlir": "// RUN: ai-opt %s | FileCheck %s\n// CHECK: stablehlo.add\n",
        "stdin.mlir": "// RUN: ai-opt < %s > %t && FileCheck %s --input-file=%t\n// CHECK: stablehlo.add\n",
        "not.mlir": "// RUN: not ai-opt %s --no-such-flag 2>&1 | FileCheck %s\n// CHECK: no-such-flag\n",
        # lit's `not` fails where the command was killed by a signal (and passes on a status of 1): the served
        # run's status says it was.
        "crash.mlir": f"// RUN: not ai-opt %s --load-pass-plugin={plugin(tmp_path, 'os.abort()')}\n",
        "env.mlir": "// RUN: env PYTHONHASHSEED=7 ai-opt %s | FileCheck %s\n// CHECK: stablehlo.add\n",
        "fails.mlir": "// RUN: ai-opt %s | FileCheck %s\n// CHECK: stablehlo.multiply\n",
    }
    for name, run_lines in tests.items():
        (tmp_path / name).write_text(run_lines + PROGRAM)
    result = subprocess.run([str(Path(sys.executable).parent / "lit"), "-v", str(tmp_path)], capture_output=True,
                            text=True, timeout=600, env={k: v for k, v in os.environ.items() if k != "AIOPT_TOOL_SERVER"})  # fmt: skip
    outcomes = {line.split(" :: ")[1].split()[0]: line.split(":")[0] for line in result.stdout.splitlines()
                if " :: " in line and line.split(":")[0] in ("PASS", "FAIL")}  # fmt: skip
    expected = {name: "FAIL" if name in ("fails.mlir", "crash.mlir") else "PASS" for name in tests}
    assert outcomes == expected, result.stdout + result.stderr
    assert "stablehlo.multiply" in result.stdout  # FileCheck's message, through the served run's stderr


def test_configure_leaves_other_formats_alone():
    class OwnFormat(lit.formats.ShTest):
        pass

    config = types.SimpleNamespace(environment={}, substitutions=[], test_format=OwnFormat())
    config.tool_server_startup = {}
    from aiopt.tools import lit_config

    lit_config.configure(config, tool_server=False)
    assert type(config.test_format) is OwnFormat
