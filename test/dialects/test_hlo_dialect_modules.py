"""The generated mhlo/stablehlo modules are up to date and name every op at module level."""

from __future__ import annotations

import importlib
import re

import pytest

from aiopt.dialects.hlo import generate_dialect_modules as generator

PREFIXES = sorted(generator.DIALECT_NAMES)


@pytest.mark.parametrize("prefix", PREFIXES)
def test_generated_module_is_up_to_date(prefix):
    path = generator.module_path(prefix)
    assert path.read_text() == generator.module_text(prefix), (
        f"{path.name} is stale: run `.venv/bin/python -m aiopt.dialects.hlo.generate_dialect_modules`"
    )


@pytest.mark.parametrize("prefix", PREFIXES)
def test_every_op_has_a_real_module_level_name(prefix):
    module = importlib.import_module(f"aiopt.dialects.{prefix}")
    source = generator.module_path(prefix).read_text()
    dialect = getattr(module, generator.DIALECT_NAMES[prefix])
    assert list(module.OPS.values()) == list(dialect.operations)
    for mnemonic, op in module.OPS.items():
        assert op.name == f"{prefix}.{mnemonic}"
        assert getattr(module, op.__name__) is op
        assert (op.__module__, op.__qualname__) == (module.__name__, op.__name__)
        assert re.search(rf"^{op.__name__} = ", source, re.MULTILINE), f"grep finds no {op.__name__} in {prefix}.py"


def test_named_import():
    from aiopt.dialects.mhlo import AddOp as MhloAdd
    from aiopt.dialects.stablehlo import AddOp as StablehloAdd

    assert (MhloAdd.name, StablehloAdd.name) == ("mhlo.add", "stablehlo.add")
