"""lit configuration: `.mlir` files with RUN lines, tools from the active environment."""

import os
import shutil
import sys

import lit.formats

config.name = "aiopt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "Output")

# The tools are the console scripts installed next to this Python.
bin_dir = os.path.dirname(sys.executable)


def _tool(name):
    path = os.path.join(bin_dir, name)
    return path if os.path.exists(path) else shutil.which(name) or name


# RUN lines say `FileCheck`, as in upstream tests; the filecheck package
# provides it. `not` is lit's internal-shell builtin.
for tool in ("ai-opt", "ai-translate", "ai-runner"):
    config.substitutions.append((r"\b" + tool + r"\b", _tool(tool)))
config.substitutions.append((r"\bFileCheck\b", _tool("filecheck")))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%examples", os.path.join(os.path.dirname(config.test_source_root), "examples")))

# Upstream MLIR tools, when the optional `upstream` extra is installed:
# tests that need them say `REQUIRES: upstream-mlir` and use `%mlir-opt`.
from aiopt.tools.upstream import find_upstream_tool

upstream_mlir_opt = find_upstream_tool("mlir-opt")
if upstream_mlir_opt:
    config.available_features.add("upstream-mlir")
    config.substitutions.append(("%mlir-opt", upstream_mlir_opt))

config.environment["PATH"] = os.pathsep.join([bin_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
# Plugins installed in the environment must not change what the tests see;
# plugin-entry-point.mlir unsets this to test discovery.
config.environment["AIOPT_NO_ENTRY_POINT_PLUGINS"] = "1"
config.environment["PYTHONDONTWRITEBYTECODE"] = "1"
# Compiled artifacts (ai-runner) go to the test output folder, never to ~/.cache.
config.environment["AIOPT_CACHE_DIR"] = os.path.join(config.test_exec_root, "compile-cache")
# The CPU compiled code is generated for (see aiopt.tools.jit.target_cpu); CI forces an x86-64 level.
if os.environ.get("AIOPT_TARGET_CPU"):
    config.environment["AIOPT_TARGET_CPU"] = os.environ["AIOPT_TARGET_CPU"]
