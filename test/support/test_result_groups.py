"""Result groups as upstream's printer forms them, for name hints that passes leave (issue 14).

A parsed `%r:2` gives every result the hint `r`; a pass may name only some
results of a new op. Upstream starts a group at each result that
`getAsmResultNames` names and lets the results after it join it; these
tests set hints directly and read what the printer makes of them.
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
    ("hints", "definition", "use"),
    [
        ((None, None, None), "%0:3 = ", "(%0#0, %0#1, %0#2)"),
        (("x", None, None), "%x:3 = ", "(%x#0, %x#1, %x#2)"),
        ((None, "x", None), "%0, %x:2 = ", "(%0, %x#0, %x#1)"),
        (("x", "y", "y"), "%x, %y:2 = ", "(%x, %y#0, %y#1)"),
        (("x", "y", "x"), "%x, %y, %x_0 = ", "(%x, %y, %x_0)"),
        (("x", None, "x"), "%x:3 = ", "(%x#0, %x#1, %x#2)"),
    ],
)
def test_groups_from_hints(hints, definition, use) -> None:
    context = default_registry().make_context()
    context.allow_unregistered = True
    module = parse_module(context, TEXT, "t.mlir")
    three = next(op for op in module.walk() if len(op.results) == 3)
    for result, hint in zip(three.results, hints):
        result.name_hint = hint
    text = render(module)
    assert f'    {definition}"foo.three"(%a)' in text
    assert f'"foo.use"{use}' in text


def test_result_groups_spans() -> None:
    assert result_groups([None, None]) == [(0, 2)]
    assert result_groups(["base", "off", "sizes", "sizes", "strides", "strides"]) == [(0, 1), (1, 1), (2, 2), (4, 2)]
    assert result_groups(["r", None, "s"]) == [(0, 2), (2, 1)]
