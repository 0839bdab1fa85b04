"""xDSL's `SymbolTable.lookup_symbol`, answered from a table of each symbol table's names during verification.

xDSL 0.74 looks a symbol up by walking the ops of the nearest symbol table
until one has the name. Verifying a module walks every `func.call` and each
call looks its callee up twice (upstream's `verifySymbolUses`, `verify_callee`
in aiopt.dialects.func, and xDSL's own symbol-user check), so a module of n
functions calling each other costs O(n²) name reads: 2 million for a chain of
1,000 calls, most of verifying it. Upstream MLIR's verifier keeps a
`SymbolTableCollection` for the walk, as this does.

While `symbol_tables()` is active (the verifier's walk, which does not change
the IR), a lookup of a flat name reads the name table of its symbol table,
made on the table's first lookup with the first op of each name, as xDSL's
walk finds it; a nested reference (`@module::@f`), or a table xDSL's lookup
would fail on, goes to xDSL's lookup. Outside it, xDSL's lookup runs:

    with symbol_tables():
        SymbolTable.lookup_symbol(call, "f")   # one dict lookup after the first

Installed in xDSL's place when `aiopt.support` is imported, if xDSL's is still 0.74's (`EXPECTED_NAMES`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from xdsl.ir import Operation
from xdsl.traits import SymbolOpInterface, SymbolTable

EXPECTED_NAMES = (
    "xdsl.dialects.builtin", "StringAttr", "SymbolRefAttr", "has_trait", "SymbolTable", "parent_op", "ValueError",
    "isinstance", "str", "regions", "block", "ops", "get_trait", "SymbolOpInterface", "get_sym_attr_name",
    "root_reference", "nested_references", "data", "lookup_symbol",
)  # fmt: skip
"""The names xDSL 0.74's `lookup_symbol` uses: this version stands aside when an upgrade changes it."""

xdsl_lookup_symbol = SymbolTable.lookup_symbol
"""xDSL's own (outside a verification walk, and for what the tables do not answer)."""

_TABLES: dict[int, tuple[Operation, dict[str, Operation]]] | None = None
"""While `symbol_tables()` is active: by the id of a symbol table op, the op and its names' first ops."""


@contextmanager
def symbol_tables() -> Iterator[None]:
    """Answer flat-name lookups from per-table name tables until the block ends (the IR must not change)."""
    global _TABLES
    outer = _TABLES
    if outer is None:
        _TABLES = {}
    try:
        yield
    finally:
        _TABLES = outer


def lookup_symbol(op: Operation, name) -> Operation | None:
    """xDSL's `SymbolTable.lookup_symbol(op, name)`: the same op, from a name table inside `symbol_tables()`."""
    tables = _TABLES
    if tables is None:
        return xdsl_lookup_symbol(op, name)
    if isinstance(name, str):
        flat = name
    elif hasattr(name, "root_reference"):  # SymbolRefAttr
        if name.nested_references.data:
            return xdsl_lookup_symbol(op, name)
        flat = name.root_reference.data
    else:  # StringAttr
        flat = name.data
    anchor: Operation | None = op
    while anchor is not None and not anchor.has_trait(SymbolTable):
        anchor = anchor.parent_op()
    if anchor is None:
        return xdsl_lookup_symbol(op, name)  # (its error)
    entry = tables.get(id(anchor))
    if entry is None or entry[0] is not anchor:
        regions = anchor.regions
        if not regions or len(regions[0].blocks) != 1:
            return xdsl_lookup_symbol(op, name)  # (what xDSL does there)
        names: dict[str, Operation] = {}
        for symbol in regions[0].block.ops:
            interface = symbol.get_trait(SymbolOpInterface)
            if interface is not None:
                symbol_name = interface.get_sym_attr_name(symbol)
                if symbol_name is not None:
                    names.setdefault(symbol_name.data, symbol)
        entry = tables[id(anchor)] = (anchor, names)
    return entry[1].get(flat)


if xdsl_lookup_symbol.__code__.co_names == EXPECTED_NAMES:
    SymbolTable.lookup_symbol = staticmethod(lookup_symbol)
