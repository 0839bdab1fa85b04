"""lit configuration: `.mlir` files with RUN lines, tools from the active environment."""

import os

import lit.formats

config.name = "aiopt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "Output")

config.substitutions.append(("%examples", os.path.join(os.path.dirname(config.test_source_root), "examples")))

# Upstream MLIR tools, when the optional `upstream` extra is installed:
# tests that need them say `REQUIRES: upstream-mlir` and use `%mlir-opt`.
from aiopt.tools.upstream import find_upstream_tool

upstream_mlir_opt = find_upstream_tool("mlir-opt")
if upstream_mlir_opt:
    config.available_features.add("upstream-mlir")
    config.substitutions.append(("%mlir-opt", upstream_mlir_opt))

# Plugins installed in the environment must not change what the tests see;
# plugin-entry-point.mlir unsets this to test discovery.
config.environment["AIOPT_NO_ENTRY_POINT_PLUGINS"] = "1"
config.environment["PYTHONDONTWRITEBYTECODE"] = "1"
# Compiled artifacts (ai-runner) go to the test output folder, never to ~/.cache.
config.environment["AIOPT_CACHE_DIR"] = os.path.join(config.test_exec_root, "compile-cache")
# ai-runner verifies what its pipeline made (aiopt.runtime.compiler.VERIFY_RESULT_VARIABLE), or the IR
# after every pass where the environment asks for it (VERIFY_EACH_VARIABLE); ai-opt verifies after every pass.
config.environment["AIOPT_VERIFY_RESULT"] = "1"
if os.environ.get("AIOPT_VERIFY_EACH"):
    config.environment["AIOPT_VERIFY_EACH"] = os.environ["AIOPT_VERIFY_EACH"]
# The CPU compiled code is generated for (see aiopt.runtime.jit.target_cpu); CI forces an x86-64 level.
if os.environ.get("AIOPT_TARGET_CPU"):
    config.environment["AIOPT_TARGET_CPU"] = os.environ["AIOPT_TARGET_CPU"]

# The substitutions of ai-opt, ai-translate, ai-runner, FileCheck and %python; the
# tools run through a warm fork server (aiopt.tools.tool_server), which gives the
# real tools' results without their start-up time. AIOPT_NO_TOOL_SERVER=1 turns it off.
from aiopt.tools.lit_config import configure

configure(config)
