"""The faster versions of xDSL pieces that parsing runs, against xDSL's own: `dialect_loading`
(`Context.load_registered_dialect`), `attribute_init` (`Attribute.__post_init__`), `type_hints` (`isa` in the
builtin dialect) and `diagnostics.line_starts`."""

from __future__ import annotations

import typing
from dataclasses import dataclass

import pytest
from xdsl.context import Context
from xdsl.dialects import builtin
from xdsl.dialects.builtin import (
    AnyDenseElement,
    ArrayAttr,
    Float32Type,
    IndexType,
    IntAttr,
    IntegerType,
    RankedStructure,
    StringAttr,
    TensorType,
    VectorType,
    f32,
    i32,
)
from xdsl.ir import Attribute, Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition
from xdsl.utils.exceptions import AlreadyRegisteredConstructException, UnregisteredConstructException, VerifyException
from xdsl.utils.hints import isa as xdsl_isa

from aiopt.support import attribute_init, dialect_loading, type_hints
from aiopt.support.diagnostics import line_starts
from aiopt.support.registry import default_registry

# -- dialect_loading --


def _loaded(ctx: Context) -> list[list]:
    return [
        list(table.items()) for table in (ctx._loaded_dialects, ctx._loaded_ops, ctx._loaded_types, ctx._loaded_attrs)
    ]


def _both_contexts(names: list[str]) -> tuple[Context, Context]:
    """Two contexts of every registered dialect that loaded `names`: with this version and with xDSL's."""
    registry = default_registry()
    ours, xdsls = registry.make_context(), registry.make_context()
    for name in names:
        dialect_loading.load_registered_dialect(ours, name)
        dialect_loading.xdsl_load_registered_dialect(xdsls, name)
    return ours, xdsls


def test_installed():
    assert Context.load_registered_dialect is dialect_loading.load_registered_dialect


def test_every_dialect_loads_the_same_entries():
    """Every registered dialect, one by one and all together in order: the same tables, in the same order."""
    names = list(default_registry().dialects)
    for name in names:
        ours, xdsls = _both_contexts([name])
        assert _loaded(ours) == _loaded(xdsls), name
    ours, xdsls = _both_contexts(names)
    assert _loaded(ours) == _loaded(xdsls)


def test_errors_are_xdsls():
    """An unregistered name, and a dialect loaded twice: xDSL's errors, the context as xDSL leaves it."""
    ctx = default_registry().make_context()
    with pytest.raises(UnregisteredConstructException, match="'nope' dialect is not registered"):
        ctx.load_registered_dialect("nope")
    ctx.load_registered_dialect("arith")
    with pytest.raises(AlreadyRegisteredConstructException, match="Operation arith.*has already been loaded"):
        ctx.load_registered_dialect("arith")


@irdl_op_definition
class _FirstOp(IRDLOperation):
    name = "speedup_test.first"


@irdl_op_definition
class _SecondOp(IRDLOperation):
    name = "speedup_test.second"


def test_dialect_changed_after_its_first_load():
    """An op added to a dialect after its tables were made is loaded by the next context."""
    dialect = Dialect("speedup_test", [_FirstOp], [])
    first = Context()
    first.register_dialect("speedup_test", lambda: dialect)
    first.load_registered_dialect("speedup_test")
    dialect._operations.append(_SecondOp)
    second = Context()
    second.register_dialect("speedup_test", lambda: dialect)
    second.load_registered_dialect("speedup_test")
    assert list(first._loaded_ops) == ["speedup_test.first"]
    assert list(second._loaded_ops) == ["speedup_test.first", "speedup_test.second"]


def test_dialect_with_two_ops_of_one_name():
    """xDSL's error where a dialect names two ops alike."""
    dialect = Dialect("speedup_twice", [_FirstOp, _FirstOp], [])
    ctx = Context()
    ctx.register_dialect("speedup_twice", lambda: dialect)
    with pytest.raises(AlreadyRegisteredConstructException, match="speedup_test.first has already been loaded"):
        ctx.load_registered_dialect("speedup_twice")


# -- attribute_init --


def test_attribute_post_init_installed():
    assert Attribute.__post_init__ is attribute_init.attribute_post_init


def test_attribute_neither_data_nor_parametrized():
    """xDSL's TypeError, for every instance of such a class (the check is not skipped after a failure)."""

    @dataclass(frozen=True)
    class Neither(Attribute):
        name = "test.neither"

    for _ in range(2):
        with pytest.raises(TypeError, match="Attributes should only be Data or ParametrizedAttribute"):
            Neither()
    assert Neither not in attribute_init._CHECKED_CLASSES


def test_attribute_verify_still_runs():
    """The attribute's own verify runs for every instance, also after its class was checked."""
    assert IntegerType(8).width.data == 8
    for _ in range(2):
        with pytest.raises(VerifyException, match="integer type bitwidth should be nonnegative"):
            IntegerType(-1)


# -- type_hints --


VALUES = [
    ArrayAttr([IntAttr(1)]), ArrayAttr([]), ArrayAttr([StringAttr("x")]), IntAttr(3), i32, IndexType(), f32,
    VectorType(i32, [2]), TensorType(f32, [2]), [1, 2], (1,), None, 3, "text",
]  # fmt: skip
HINTS = [
    ArrayAttr, IntAttr, ArrayAttr[IntAttr], ArrayAttr[StringAttr], IntegerType | IndexType, VectorType,
    RankedStructure[AnyDenseElement], typing.Any, Attribute, Float32Type, int, list, list[int], tuple[int, ...],
    typing.Generic,
]  # fmt: skip


def test_isa_installed_in_builtin():
    assert builtin.isa is type_hints.isa


@pytest.mark.parametrize("hint", HINTS, ids=str)
def test_isa_answers_as_xdsl(hint):
    for value in VALUES:
        outcomes = []
        for isa in (xdsl_isa, type_hints.isa):
            try:
                outcomes.append(isa(value, hint))
            except Exception as err:  # noqa: BLE001 - the same exception is the same answer
                outcomes.append(type(err))
        assert outcomes[0] == outcomes[1], (value, hint)


# -- line_starts --


def _line_starts_by_find(text: str) -> list[int]:
    starts = [0]
    index = text.find("\n")
    while index >= 0:
        starts.append(index + 1)
        index = text.find("\n", index + 1)
    return starts


@pytest.mark.parametrize(
    "text",
    [
        "",
        "a",
        "\n",
        "\n\n",
        "a\nbc\n",
        "\n\n\nx",
        "abc\r\ndef\n\n",
        "\n\n  \n%x = y\n\n// -----\n",
        "x\n" * 5 + "\n" * 3,
    ],
)
def test_line_starts(text):
    assert line_starts(text) == _line_starts_by_find(text)
