"""`--stablehlo-legalize-to-vhlo` against jaxlib 1.17.0 and round trips through VHLO:

1. StableHLO -> VHLO of jaxlib's deserialized artifacts (Inputs/vhlo) gives jaxlib's VHLO text, attribute for
   attribute (the defaults StableHLO leaves out written as upstream writes them).
2. StableHLO -> VHLO -> StableHLO is the identity on every function of the project's StableHLO lit inputs
   (test/dialects/stablehlo-*.mlir) and of StableHLO's interpreter suite (where this checkout has it), except where
   an input writes a default out (upstream's round trip drops it too).
3. With jaxlib: `--stablehlo-legalize-to-vhlo --emit-bytecode` writes artifacts jaxlib deserializes.
"""

from __future__ import annotations

import io
import re
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from test_vhlo_portable_artifacts import INPUTS, normalized

from aiopt.tools import ai_opt as ai_opt_driver

HERE = Path(__file__).parent
DIALECT_TESTS = HERE.parent / "dialects"
INTERPRETER_SUITE = HERE.parents[2] / "shared" / "conformance" / "stablehlo-interpret"


def ai_opt(text: str, *flags: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = ai_opt_driver.main([*flags, "-"], stdin=io.StringIO(text))
    return status, out.getvalue(), err.getvalue()


# The composite's `version = 0 : i32` of JAX is gone from jaxlib's deserialization (a default), and upstream
# writes a missing one back as `0 : i64`.
REVERSIBLE = sorted(
    path.name.removesuffix(".vhlo.mlir") for path in INPUTS.glob("*.vhlo.mlir") if "composite" not in path.name
)


@pytest.mark.parametrize("name", REVERSIBLE)
def test_stablehlo_to_vhlo_is_what_jaxlib_serializes(name):
    status, ours, err = ai_opt((INPUTS / f"{name}.stablehlo.mlir").read_text(), "--stablehlo-legalize-to-vhlo")
    assert status == 0, err
    status, theirs, err = ai_opt((INPUTS / f"{name}.vhlo.mlir").read_text())
    assert status == 0, err
    assert normalized(ours) == normalized(theirs)


def _chunks(paths: list[Path]) -> list[tuple[str, str]]:
    chunks = []
    for path in paths:
        for index, chunk in enumerate(path.read_text().split("// -----")):
            chunk = re.sub(r"^\s*//.*$", "", chunk, flags=re.M)
            chunk = re.sub(r"^\s*check\..*$", "", chunk, flags=re.M)  # (the interpreter suite's assertions)
            if "func.func" in chunk and "interpreter." not in chunk and "check." not in chunk:
                chunks.append((f"{path.name}:{index}", chunk))
    return chunks


LIT_INPUTS = sorted(p for p in DIALECT_TESTS.glob("stablehlo*.mlir") if "invalid" not in p.name)
SUITE_INPUTS = sorted(INTERPRETER_SUITE.glob("*.mlir")) if INTERPRETER_SUITE.is_dir() else []
CHUNKS = _chunks(LIT_INPUTS + SUITE_INPUTS)

EXPLICIT_DEFAULTS = {
    "stablehlo-linalg-ops.mlir:0": "precision_config = [DEFAULT, DEFAULT]",
    "stablehlo-reductions.mlir:0": "indices_are_sorted = false",
    "stablehlo-shape-ops.mlir:0": "known_expanding_dimensions = array<i64>",
}
NOT_STABLEHLO = {"stablehlo-collectives.mlir:0"}  # (an unregistered op, "stablehlo.cross-replica-sum")


@pytest.mark.parametrize("where,text", CHUNKS, ids=[where for where, _ in CHUNKS])
def test_stablehlo_vhlo_stablehlo_is_the_identity(where, text):
    status, before, _ = ai_opt(text, "--mlir-print-op-generic")
    if status != 0 or where in NOT_STABLEHLO:
        pytest.skip("not a StableHLO program aiopt reads")
    status, after, err = ai_opt(
        text, "--stablehlo-legalize-to-vhlo", "--vhlo-legalize-to-stablehlo", "--mlir-print-op-generic"
    )
    assert status == 0, err
    if where in EXPLICIT_DEFAULTS:
        status, again, err = ai_opt(
            after, "--stablehlo-legalize-to-vhlo", "--vhlo-legalize-to-stablehlo", "--mlir-print-op-generic"
        )
        assert again == after
        return
    assert after == before


DESERIALIZED = sorted(p.name.removesuffix(".stablehlo.mlir") for p in INPUTS.glob("*.stablehlo.mlir"))


@pytest.mark.parametrize("name", DESERIALIZED)
def test_our_artifact_deserializes_in_jaxlib(name, tmp_path):
    """`ai-opt --stablehlo-legalize-to-vhlo --emit-bytecode` writes a portable artifact jaxlib's
    deserialize_portable_artifact reads back to the StableHLO it came from (skipped without jaxlib)."""
    ir = pytest.importorskip("jaxlib.mlir.ir", reason="needs jaxlib")
    from jaxlib.mlir.dialects import stablehlo

    artifact = tmp_path / f"{name}.mlirbc"
    source = (INPUTS / f"{name}.stablehlo.mlir").read_text()
    status, _, err = ai_opt(source, "--stablehlo-legalize-to-vhlo", "--emit-bytecode", "-o", str(artifact))
    assert status == 0, err
    with ir.Context() as context:
        stablehlo.register_dialect(context)
        context.allow_unregistered_dialects = True
        read = stablehlo.deserialize_portable_artifact(context, artifact.read_bytes())
        expected = ir.Module.parse(source)
        generic = dict(print_generic_op_form=True)
        assert read.operation.get_asm(**generic) == expected.operation.get_asm(**generic)
