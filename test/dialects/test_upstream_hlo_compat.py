"""What ai-opt prints for stablehlo, mhlo and chlo parses in upstream MLIR (jaxlib's bindings).

jaxlib carries upstream's stablehlo, chlo and mhlo dialects and the
`stablehlo-legalize-to-hlo` pass. For each round-trip test input this checks
that upstream parses our stablehlo output, that we parse upstream's mhlo
version of it, and that upstream parses our printing of that mhlo. The
tests skip when jax is not installed (`pip install -e '.[jax]'`).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hlo_testing import skip_without_jax_quant

jax_mlir = pytest.importorskip("jax._src.interpreters.mlir", reason="needs jax (pip install -e '.[jax]')")
from jaxlib.mlir import ir, passmanager
from jaxlib.mlir.dialects import mhlo

HERE = Path(__file__).parent
ROUND_TRIP_INPUTS = sorted(
    path.name
    for path in HERE.glob("stablehlo-*.mlir")
    if not path.name.endswith("-invalid.mlir")
)
EXAMPLES = sorted((HERE.parents[1] / "examples" / "models").glob("*.mlir"))


def ai_opt(text_or_path: str | Path) -> str:
    command = [sys.executable, "-m", "aiopt.tools.ai_opt", "--allow-unregistered-dialect"]
    if isinstance(text_or_path, Path):
        result = subprocess.run([*command, str(text_or_path)], capture_output=True, text=True)
    else:
        result = subprocess.run([*command, "-"], input=text_or_path, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return result.stdout


def upstream_context() -> ir.Context:
    context = jax_mlir.make_ir_context()
    context.allow_unregistered_dialects = True
    mhlo.register_mhlo_passes()
    return context


def upstream_parse(text: str, context: ir.Context) -> ir.Module:
    with context:
        return ir.Module.parse(text)


@pytest.mark.parametrize("name", ROUND_TRIP_INPUTS)
def test_upstream_parses_our_stablehlo(name):
    skip_without_jax_quant(name)
    upstream_parse(ai_opt(HERE / name), upstream_context())


@pytest.mark.parametrize("name", ROUND_TRIP_INPUTS)
def test_mhlo_round_trips_through_upstream(name):
    skip_without_jax_quant(name)
    context = upstream_context()
    module = upstream_parse(ai_opt(HERE / name), context)
    with context:
        try:
            passmanager.PassManager.parse("builtin.module(stablehlo-legalize-to-hlo)").run(module.operation)
        except ir.MLIRError as err:
            # Upstream cannot express some stablehlo ops in mhlo (e.g. unary_einsum).
            pytest.skip(f"upstream's stablehlo-legalize-to-hlo fails: {str(err).splitlines()[1]}")
        upstream_mhlo = str(module)
    upstream_parse(ai_opt(upstream_mhlo), upstream_context())


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_jax_examples_print_back_in_upstream_syntax(path):
    upstream_parse(ai_opt(path), upstream_context())
