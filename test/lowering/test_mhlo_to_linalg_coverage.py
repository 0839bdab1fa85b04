"""The ops convert-mhlo-to-linalg claims to lower are tested numerically; the others fail the pass.

Each pattern module declares the mnemonics it lowers (`LOWERED_OPS`).
A claim is backed when the op appears in the input of a numerical test:
written in a test's MLIR text (`mhlo.X`, `stablehlo.X`, or `{dialect}.X` in
a template), named in a test's `op` parameter or given to the `unary` and
`binary` text builders (which put it into the text), or in an example
model a test runs. Every op that is not
claimed must fail the pass with `failed to legalize operation`.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest
from test_mhlo_to_linalg import CONTEXT
from xdsl.dialects.builtin import ModuleOp, TensorType, f32
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Block, Region
from xdsl.irdl import OptionalDef, VarRegionDef

from aiopt.dialects import mhlo, stablehlo
from aiopt.lowering.mhlo_to_linalg import ConvertMhloToLinalgPass, all_lowered_ops
from aiopt.support.diagnostics import Diagnostic, DiagnosticEngine, SourceManager, active_engine
from aiopt.support.passes import PassFailedError

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
NUMERICAL_TESTS = sorted(p for p in HERE.glob("test_mhlo_to_linalg*.py") if p.name != Path(__file__).name)
MODELS = ROOT / "examples" / "models"
OP_IN_TEXT = re.compile(r"(?:mhlo|stablehlo|DIALECT|\{+dialect\}+)\.([a-z_0-9]+(?:-[a-z_0-9]+)*)")
TEXT_BUILDERS = {"unary", "binary"}
"""Test helpers whose first argument is the mnemonic of the op in the text they build."""

sys.path.insert(0, str(ROOT / "bench"))
from mhlo_to_linalg_coverage import ANCHOR_OPS, coverage


def _parameter_names(node: ast.expr) -> list[str]:
    """The names of a parametrize call: `"a, b"` or `("a", "b")`."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [name.strip() for name in node.value.split(",")]
    if isinstance(node, (ast.Tuple, ast.List)):
        return [item.value for item in node.elts if isinstance(item, ast.Constant)]
    return []


def _named_ops(tree: ast.Module) -> set[str]:
    """The mnemonics given to `unary`/`binary` and in the `op` column of every `@pytest.mark.parametrize`."""
    constants = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                constants[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                continue
    ops: set[str] = set()
    for node in ast.walk(tree):
        is_builder = isinstance(node, ast.Call) and getattr(node.func, "id", None) in TEXT_BUILDERS
        if is_builder and node.args and isinstance(node.args[0], ast.Constant):
            ops.add(node.args[0].value)
        is_parametrize = isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "parametrize"
        if not is_parametrize or len(node.args) < 2:
            continue
        names = _parameter_names(node.args[0])
        if "op" not in names:
            continue
        argument = node.args[1]
        values = constants.get(argument.id, ()) if isinstance(argument, ast.Name) else ast.literal_eval(argument)
        column = names.index("op")
        for value in values:
            value = value[column] if len(names) > 1 else value
            if isinstance(value, str):
                ops.add(value)
    return ops


def ops_in_numerical_tests() -> set[str]:
    """The mnemonics that appear in the inputs of the numerical lowering tests."""
    found: set[str] = set()
    for path in NUMERICAL_TESTS:
        text = path.read_text()
        found |= set(OP_IN_TEXT.findall(text))
        found |= _named_ops(ast.parse(text))
        for model in MODELS.glob("*.mhlo.mlir"):
            if f'"{model.name.split(".")[0]}"' in text or f"{model.name.split('.')[0]}.{{dialect}}" in text:
                found |= set(OP_IN_TEXT.findall(model.read_text()))
                found |= set(OP_IN_TEXT.findall(model.with_name(model.name.replace("mhlo", "stablehlo")).read_text()))
    return found


def test_every_lowered_op_has_a_numerical_test() -> None:
    untested = sorted(all_lowered_ops() - ops_in_numerical_tests())
    assert not untested, f"claimed as lowered but in no numerical test: {untested}"


def test_claims_name_hlo_ops() -> None:
    assert all_lowered_ops() <= set(mhlo.OPS) | set(stablehlo.OPS)


def test_coverage_report_counts() -> None:
    report = coverage()
    for dialect, module in (("mhlo", mhlo), ("stablehlo", stablehlo)):
        entry = report[dialect]
        assert len(entry["lowered"]) + len(entry["not_lowered"]) == entry["total"] == len(module.OPS)
    assert len(ANCHOR_OPS) == 73 and ANCHOR_OPS <= set(mhlo.OPS)
    assert set(report["anchor"]["covered"]) | set(report["anchor"]["missed"]) == ANCHOR_OPS


def _instance(op_type) -> ModuleOp:
    """A function applying `op_type` to tensor<4xf32> arguments: one operand per operand definition
    (a variadic one gets one value, an optional one none)."""
    definition = op_type.get_irdl_definition()
    tensor = TensorType(f32, [4])
    operand_count = sum(not isinstance(d, OptionalDef) for _, d in definition.operands)
    block = Block(arg_types=[tensor] * operand_count)
    results = [tensor for _, d in definition.results if not isinstance(d, OptionalDef)]
    regions = [Region(Block()) for _, d in definition.regions if not isinstance(d, VarRegionDef)]
    op = op_type.create(operands=list(block.args), result_types=results, regions=regions)
    block.add_ops([op, ReturnOp()])
    return ModuleOp([FuncOp.from_region("main", [tensor] * operand_count, [], Region(block))])


NOT_LOWERED = sorted(
    (dialect.__name__.rsplit(".", 1)[-1], mnemonic)
    for dialect in (mhlo, stablehlo)
    for mnemonic in dialect.OPS
    if mnemonic not in all_lowered_ops()
)


@pytest.mark.parametrize(("dialect", "mnemonic"), NOT_LOWERED)
def test_not_lowered_ops_fail_the_pass(dialect: str, mnemonic: str) -> None:
    module = _instance((mhlo if dialect == "mhlo" else stablehlo).OPS[mnemonic])
    engine = DiagnosticEngine(SourceManager())
    diagnostics: list[Diagnostic] = []
    engine.handler = diagnostics.append
    with active_engine(engine), pytest.raises(PassFailedError):
        ConvertMhloToLinalgPass().apply(CONTEXT, module)
    name = (mhlo if dialect == "mhlo" else stablehlo).OPS[mnemonic].name
    assert [d.message for d in diagnostics] == [f"failed to legalize operation '{name}'"]
