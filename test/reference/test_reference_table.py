"""The interpreter's table of reference semantics: built from explicit declarations, whatever the import order.

Each module of `aiopt.reference` declares its implementations in its
`IMPLEMENTATIONS` table and `aiopt.reference.interpreter.implementations()`
assembles them; no module changes another's entries. So the table (op name
-> implementation) must not depend on which reference module a program
imported first, every HLO op must have semantics or a reason in
`NOT_INTERPRETED`, and folding, which calls the semantics, must let an
implementation's bug surface instead of silently not folding.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from types import SimpleNamespace

import pytest

from aiopt.dialects.chlo import CHLO
from aiopt.dialects.interpreter import Interpreter
from aiopt.dialects.mhlo import MHLO
from aiopt.dialects.stablehlo import StableHLO
from aiopt.reference import interpreter
from aiopt.reference.interpreter import NOT_INTERPRETED, REFERENCE_MODULES, build_table, run_function, semantics_of
from aiopt.reference.semantics import Implementations, UnsupportedType
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.transforms.canonicalize import CanonicalizePass

CONTEXT = default_registry().make_context()

_TABLE_SCRIPT = """
import importlib, json, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
from aiopt.reference.interpreter import implementations
print(json.dumps({name: f"{impl.__module__}.{impl.__qualname__}" for name, impl in implementations().items()}))
"""


def _described(table) -> dict[str, str]:
    return {name: f"{impl.__module__}.{impl.__qualname__}" for name, impl in table.items()}


def _table_after_importing(modules: list[str]) -> dict[str, str]:
    """The table (op name -> implementation's qualified name) of a fresh process that first imported `modules`."""
    done = subprocess.run(
        [sys.executable, "-c", _TABLE_SCRIPT, *modules], capture_output=True, text=True, check=True, timeout=300
    )
    return json.loads(done.stdout)


def test_table_does_not_depend_on_the_import_order():
    names = [module.__name__ for module in REFERENCE_MODULES]
    shuffled = names.copy()
    random.Random(15).shuffle(shuffled)
    orders = {"declared": names, "reversed": names[::-1], "shuffled": shuffled}
    tables = {label: _table_after_importing(order) for label, order in orders.items()}
    expected = _described(interpreter.implementations())
    for label, table in tables.items():
        assert table == expected, f"the table differs after importing the reference modules {label}"
    # buffer.py, imported before linalg.py, used to miss the linalg ops it extended to memrefs.
    assert expected["linalg.matmul"] == "aiopt.reference.linalg.matmul"
    assert expected["linalg.add"] == "aiopt.reference.linalg._via_generic"


def test_a_name_declared_twice_is_an_error():
    first, second = Implementations(), Implementations()
    first.register("add")(lambda interpreter, op, args: args)
    with pytest.raises(ValueError, match="'add' declared twice"):
        first.register("add")(lambda interpreter, op, args: args)
    second.register("add")(lambda interpreter, op, args: args)
    modules = [
        SimpleNamespace(__name__="one", IMPLEMENTATIONS=first),
        SimpleNamespace(__name__="two", IMPLEMENTATIONS=second),
    ]
    with pytest.raises(ValueError, match="'add' declared by both one and two"):
        build_table(modules)


@pytest.mark.parametrize("dialect", [MHLO, StableHLO, CHLO, Interpreter], ids=lambda dialect: dialect.name)
def test_every_op_has_semantics_or_a_reason(dialect):
    missing = [op.name for op in dialect.operations if semantics_of(op) is None and op.name not in NOT_INTERPRETED]
    assert missing == []


def test_not_interpreted_ops_exist_and_have_no_semantics():
    ops = {op.name: op for dialect in (MHLO, StableHLO, CHLO) for op in dialect.operations}
    for name in NOT_INTERPRETED:
        assert name in ops, f"{name} is not an op"
        assert semantics_of(ops[name]) is None, f"{name} has semantics: remove it from NOT_INTERPRETED"


def test_a_not_interpreted_op_gets_its_reason():
    module = parse_module(
        CONTEXT,
        """func.func @main() -> tensor<2xui64> {
  %0 = "mhlo.xla.rng_get_and_update_state"() {delta = 1 : i64} : () -> tensor<2xui64>
  return %0 : tensor<2xui64>
}""",
        "rng.mlir",
    )
    with pytest.raises(DiagnosticError, match="no reference semantics .*random number generator"):
        run_function(module, "main", [])


ADD_OF_CONSTANTS = """func.func @main() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %c = stablehlo.add %a, %b : tensor<2xi32>
  return %c : tensor<2xi32>
}"""


def _canonicalize_with_add(monkeypatch, add) -> list[str]:
    """The op names of ADD_OF_CONSTANTS after --canonicalize, with `add` as the semantics of `add`."""
    table = {**interpreter.implementations(), "add": add}
    monkeypatch.setattr(interpreter, "implementations", lambda: table)
    module = parse_module(CONTEXT, ADD_OF_CONSTANTS, "add.mlir")
    CanonicalizePass().apply(CONTEXT, module)
    return [op.name for op in module.walk()]


def test_folding_folds_with_the_semantics(monkeypatch):
    calls = []

    def add(interpreter, op, args):
        calls.append(op.name)
        return (args[0] + args[1],)

    assert "stablehlo.add" not in _canonicalize_with_add(monkeypatch, add)
    assert calls == ["stablehlo.add"]


@pytest.mark.parametrize("error", [ZeroDivisionError("division by zero"), AssertionError("broken invariant")])
def test_folding_lets_a_bug_in_the_semantics_surface(monkeypatch, error):
    def add(interpreter, op, args):
        raise error

    with pytest.raises(type(error), match=str(error)):
        _canonicalize_with_add(monkeypatch, add)


@pytest.mark.parametrize(
    "error", [NotImplementedError("not implemented"), UnsupportedType("no numpy type")], ids=lambda e: type(e).__name__
)
def test_folding_leaves_what_the_semantics_cannot_evaluate(monkeypatch, error):
    def add(interpreter, op, args):
        raise error

    assert "stablehlo.add" in _canonicalize_with_add(monkeypatch, add)
