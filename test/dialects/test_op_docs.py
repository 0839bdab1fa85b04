"""Every op of the HLO dialects documents itself with an example that uses it."""

from __future__ import annotations

import pytest

from aiopt.dialects.chlo import CHLO
from aiopt.dialects.lmhlo import LMHLO
from aiopt.dialects.mhlo import MHLO
from aiopt.dialects.stablehlo import StableHLO

OPS = [op for dialect in (StableHLO, MHLO, CHLO, LMHLO) for op in dialect.operations]


@pytest.mark.parametrize("op", OPS, ids=lambda op: op.name)
def test_docstring_has_summary_and_example(op):
    doc = (op.__doc__ or "").strip()
    assert doc, f"{op.name} has no docstring"
    assert op.name in doc or f"{op.name.split('.', 1)[1]}" in doc, f"{op.name}'s docstring shows no example"
