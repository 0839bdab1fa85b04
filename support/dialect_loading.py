"""xDSL's `Context.load_registered_dialect`, with each dialect's tables of ops and attributes built once.

A context loads a dialect the first time one of its ops, types or
attributes is named (`arith.addi`, `!llvm.ptr`): xDSL 0.74 then enters the
dialect's ops one at a time (`load_op`, a check and a store each) and its
attributes and types likewise (`load_attr_or_type`, with a subclass check
of each). Every `ai-opt` run makes a new context, so every run did this again
for each dialect its input names: 5% of parsing the lit suite's inputs, the
`llvm` and `linalg` dialects' hundreds of ops for a file that uses two.

This version reads the dialect's ops, types and attributes into three
name tables the first time the dialect object is loaded (the tool server's
warm-up fills them for the forked runs), and enters each table with one
dictionary update. The context ends with the same entries; where a name is
already loaded (xDSL raises for it, after entering the names before it) or a
dialect names two classes alike, or the dialect's lists changed since the
tables were made, xDSL's own loop runs instead, with its errors:

    ctx.load_registered_dialect("llvm")   # three dict updates, not 300 load_op calls

Installed in xDSL's place when `aiopt.support` is imported, if xDSL's is
still 0.74's (the names its code uses, `EXPECTED_NAMES`).
"""

from __future__ import annotations

from xdsl.context import Context
from xdsl.ir import Attribute, Dialect, Operation, TypeAttribute

EXPECTED_NAMES = (
    "_registered_dialects", "UnregisteredConstructException", "_loaded_dialects", "name", "operations",
    "load_op", "attributes", "load_attr_or_type",
)  # fmt: skip
"""The names xDSL 0.74's `load_registered_dialect` uses: this version stands aside when an upgrade changes it."""

xdsl_load_registered_dialect = Context.load_registered_dialect
"""xDSL's own (the fallback)."""

_TABLES = "_aiopt_name_tables"


class _NameTables:
    """A dialect's ops, types and attributes by name, and the lists they were read from."""

    __slots__ = ("attributes", "attrs", "operations", "ops", "types")

    def __init__(self, operations: tuple[type[Operation], ...], attributes: tuple[type[Attribute], ...]):
        self.operations = operations
        self.attributes = attributes
        self.ops = {op.name: op for op in operations}
        self.types: dict[str, type[Attribute]] = {}
        self.attrs: dict[str, type[Attribute]] = {}
        for attr in attributes:
            table = self.types if issubclass(attr, TypeAttribute) else self.attrs  # (as xDSL asks it)
            table[attr.name] = attr

    def complete(self) -> bool:
        """Whether no two of the dialect's ops (types, attributes) share a name."""
        return len(self.ops) == len(self.operations) and len(self.types) + len(self.attrs) == len(self.attributes)


def _tables(dialect: Dialect) -> _NameTables:
    """The dialect's name tables, made again where its lists of ops and attributes changed."""
    operations, attributes = tuple(dialect._operations), tuple(dialect._attributes)
    tables = dialect.__dict__.get(_TABLES)
    if tables is None or tables.operations != operations or tables.attributes != attributes:
        tables = _NameTables(operations, attributes)
        dialect.__dict__[_TABLES] = tables
    return tables


def prepare(dialect: Dialect) -> None:
    """Make the dialect's name tables now: the tool server does, before it forks its runs."""
    _tables(dialect)


def load_registered_dialect(self: Context, name: str) -> None:
    """xDSL's `Context.load_registered_dialect`: the same entries, made by one update of each table."""
    factory = self._registered_dialects.get(name)
    if factory is None:
        return xdsl_load_registered_dialect(self, name)  # (its error)
    dialect = factory()
    tables = _tables(dialect)
    if (
        not tables.complete()
        or not self._loaded_ops.keys().isdisjoint(tables.ops)
        or not self._loaded_types.keys().isdisjoint(tables.types)
        or not self._loaded_attrs.keys().isdisjoint(tables.attrs)
    ):
        # xDSL's loop, with its error at the first name loaded twice (the factory is called again, as
        # xDSL's own call would: a registered factory returns its dialect).
        return xdsl_load_registered_dialect(self, name)
    self._loaded_dialects[dialect.name] = dialect
    self._loaded_ops.update(tables.ops)
    self._loaded_types.update(tables.types)
    self._loaded_attrs.update(tables.attrs)
    return None


if Context.load_registered_dialect.__code__.co_names == EXPECTED_NAMES:
    Context.load_registered_dialect = load_registered_dialect
