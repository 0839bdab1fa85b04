"""symbol_lookup: inside a verification walk, SymbolTable.lookup_symbol answers from per-table name tables,
with xDSL's answers."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import StringAttr, SymbolRefAttr
from xdsl.traits import SymbolTable

from aiopt.support import symbol_lookup
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.symbol_lookup import symbol_tables, xdsl_lookup_symbol

TEXT = """module {
  func.func private @f() -> i32
  func.func private @g() -> i32
  module @inner {
    func.func private @f() -> i32
    func.func private @h() -> i32
  }
  func.func @main() -> i32 {
    %0 = func.call @f() : () -> i32
    return %0 : i32
  }
}
"""


def _module():
    return parse_module(default_registry().make_context(), TEXT, "t.mlir")


def test_lookups_give_xdsl_s_answers():
    module = _module()
    ops = list(module.walk())
    call = next(op for op in ops if op.name == "func.call")
    inner = next(op for op in ops if op.name == "builtin.module" and op is not module)
    inner_f = next(op for op in inner.walk() if op.name == "func.func")
    names = ["f", "g", "h", "inner", "missing", StringAttr("f"), SymbolRefAttr("g"), SymbolRefAttr("inner", ["h"]),
             SymbolRefAttr("inner", ["missing"]), SymbolRefAttr("missing", ["h"])]  # fmt: skip
    expected = [[xdsl_lookup_symbol(anchor, name) for name in names] for anchor in (call, module, inner_f)]
    assert expected[0][0] is not None and expected[0][2] is None and expected[0][7] is not None
    assert expected[2][0] is inner_f  # the inner table's own @f
    with symbol_tables():
        assert symbol_lookup._TABLES is not None
        for row, anchor in zip(expected, (call, module, inner_f)):
            assert [SymbolTable.lookup_symbol(anchor, name) for name in names] == row
            assert [SymbolTable.lookup_symbol(anchor, name) for name in names] == row  # from the tables
    assert symbol_lookup._TABLES is None


def test_the_first_op_of_a_name_is_found_and_no_table_is_an_error():
    module = _module()
    functions = [op for op in module.ops if op.name == "func.func"]
    duplicate = functions[1].clone()
    duplicate.sym_name = StringAttr("f")  # a second @f after the first: xDSL's walk finds the first
    module.body.block.add_op(duplicate)
    with symbol_tables():
        assert SymbolTable.lookup_symbol(module, "f") is functions[0] is xdsl_lookup_symbol(module, "f")
        detached = functions[0].clone()
        with pytest.raises(ValueError, match="no SymbolTable ancestor"):
            SymbolTable.lookup_symbol(detached, "f")


def test_outside_a_walk_the_tables_are_not_kept():
    module = _module()
    assert SymbolTable.lookup_symbol(module, "g") is not None
    g = next(op for op in module.ops if op.name == "func.func" and op.sym_name.data == "g")
    g.sym_name = StringAttr("renamed")  # the IR changes between lookups outside a walk: no stale answer
    assert SymbolTable.lookup_symbol(module, "g") is None
    assert SymbolTable.lookup_symbol(module, "renamed") is g


def test_the_verifier_reports_a_missing_callee_in_upstream_s_words():
    from aiopt.support.diagnostics import DiagnosticError
    from aiopt.support.verifier import verify_operation

    module = parse_module(default_registry().make_context(), TEXT.replace("call @f()", "call @nothing()"), "t.mlir")
    with pytest.raises(DiagnosticError, match="does not reference a valid function|could not be found"):
        verify_operation(module)
    assert symbol_lookup._TABLES is None
