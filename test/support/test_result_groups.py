"""Result groups as upstream's printer forms them (issue 14).

Upstream starts a group at each result that `getAsmResultNames` names and
lets the results after it join it; names written in the input (or left by a
pass as name hints) are not kept, so they form no groups.
"""

from __future__ import annotations

import pytest

from aiopt.support.asm_printer import render, result_groups
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

TEXT = """\
func.func @f(%a: f32) -> f32 {
  %0:3 = "foo.three"(%a) : (f32) -> (f32, f32, f32)
  %1 = "foo.use"(%0#0, %0#1, %0#2) : (f32, f32, f32) -> f32
  return %1 : f32
}
"""


@pytest.mark.parametrize(
    "hints",
    [(None, None, None), ("x", None, None), (None, "x", None), ("x", "y", "y"), ("x", "y", "x")],
)
def test_name_hints_are_not_kept(hints) -> None:
    context = default_registry().make_context()
    context.allow_unregistered = True
    module = parse_module(context, TEXT, "t.mlir")
    three = next(op for op in module.walk() if len(op.results) == 3)
    for result, hint in zip(three.results, hints):
        result.name_hint = hint
    text = render(module)
    assert '    %0:3 = "foo.three"(%arg0)' in text
    assert '"foo.use"(%0#0, %0#1, %0#2)' in text


def test_result_groups_spans() -> None:
    assert result_groups([None, None]) == [(0, 2)]
    assert result_groups(["base", "off", "sizes", "sizes", "strides", "strides"]) == [(0, 1), (1, 1), (2, 2), (4, 2)]
    assert result_groups(["r", None, "s"]) == [(0, 2), (2, 1)]
