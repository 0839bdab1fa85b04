"""`--symbol-dce`: erase the symbols nothing can reference, as MLIR's SymbolDCE does."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, ModuleOp, SymbolRefAttr, UnregisteredOp
from xdsl.ir import Attribute, Operation, ParametrizedAttribute
from xdsl.rewriter import Rewriter
from xdsl.traits import SymbolTable
from xdsl.utils.symbol_table import SymbolTable as SymbolTableUtils
from xdsl.utils.symbol_table import SymbolTableCollection, Visibility, get_name_if_symbol

from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass


@dataclass(frozen=True)
class SymbolDCEPass(DiagnosticPass):
    """Eliminate dead symbols

    A symbol is dead when it may be dropped unseen and no live op refers to it
    (by `@name` or `@outer::@inner`, in its attributes or those of the ops
    inside it). Private symbols may be dropped; nested ones too when their
    symbol table is hidden (the top-level module, or a private module). Public
    symbols and ops that define no symbol are live. Dead symbols are erased,
    in nested symbol tables too:

        func.func private @unused()   // erased
        func.func @main() { func.call @helper() : () -> () ... }
        func.func private @helper()   // kept
    """

    name = "symbol-dce"
    symbol_table_pass: ClassVar[str] = "SymbolDCE"
    """Upstream's name of the pass, in its error on an op that is not a symbol table (`func.func(symbol-dce)`)."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # A top-level table cannot be referenced from above; a nested one the
        # pass runs on is hidden unless it is a public or nested symbol itself.
        hidden = op.parent_op() is None or _visibility(op) in (None, Visibility.PRIVATE)
        live: set[Operation] = set()
        if not _mark_live(op, SymbolTableCollection(), hidden, live):
            return
        # Post-order: a table's dead symbols go before the table itself is looked at.
        tables = [nested for nested in op.walk(region_first=True) if _is_symbol_table(nested)]
        for table in tables:
            for child in list(table.regions[0].block.ops):
                if get_name_if_symbol(child) is not None and child not in live:
                    Rewriter.erase_op(child)


def _visibility(op: Operation) -> Visibility | None:
    """The visibility of a symbol op, None for an op that defines no symbol."""
    return SymbolTableUtils.get_symbol_visibility(op) if get_name_if_symbol(op) is not None else None


def _is_symbol_table(op: Operation) -> bool:
    return op.has_trait(SymbolTable, value_if_unregistered=False)


def _mark_live(table: Operation, symbols: SymbolTableCollection, hidden: bool, live: set[Operation]) -> bool:
    """Add the live symbols of `table` and of the tables nested in live ops to `live`; False after an error."""
    worklist: list[Operation] = []
    for child in table.regions[0].block.ops:
        visibility = _visibility(child)
        if visibility is None:
            worklist.append(child)
            continue
        discardable = visibility is Visibility.PRIVATE or (hidden and visibility is Visibility.NESTED)
        if not discardable and child not in live:
            live.add(child)
            worklist.append(child)
    while worklist:
        current = worklist.pop()
        if _is_symbol_table(current):
            nested_hidden = hidden or _visibility(current) in (None, Visibility.PRIVATE)
            if not _mark_live(current, symbols, nested_hidden, live):
                return False
        references = _symbol_references(current)
        if references is None:
            emit_error(
                current,
                "operation contains potentially unknown symbol table, meaning that we can't reliable compute "
                "symbol uses",
            )
            return False
        # A reference names a symbol of the table that holds the op (a live symbol of a nested table may be here).
        scope = current.parent_op()
        assert scope is not None
        for reference in references:
            # References to symbols that do not exist are not this pass's business.
            for symbol in symbols.lookup_symbol_in(scope, reference, all_symbols=True) or ():
                if symbol not in live:
                    live.add(symbol)
                    worklist.append(symbol)
    return True


def _symbol_references(op: Operation) -> list[SymbolRefAttr] | None:
    """The symbol references held by `op` and the ops inside it, not looking into nested symbol tables.

    None when an unregistered op with a region is met: it may be a symbol
    table, whose references could not be told from its own.
    """
    references: list[SymbolRefAttr] = []
    stack = [op]
    while stack:
        current = stack.pop()
        if isinstance(current, UnregisteredOp) and len(current.regions) == 1:
            return None
        for attr in (*current.properties.values(), *current.attributes.values()):
            references.extend(symbol_references_in(attr))
        if _is_symbol_table(current):
            continue  # its references are its own; the symbols inside it are another scope
        for region in current.regions:
            for block in region.blocks:
                stack.extend(block.ops)
    return references


def symbol_references_in(attr: Attribute) -> Iterator[SymbolRefAttr]:
    """Every SymbolRefAttr in `attr` and the attributes it holds."""
    if isinstance(attr, SymbolRefAttr):
        yield attr
    elif isinstance(attr, ArrayAttr):
        for element in attr.data:
            yield from symbol_references_in(element)
    elif isinstance(attr, DictionaryAttr):
        for value in attr.data.values():
            yield from symbol_references_in(value)
    elif isinstance(attr, ParametrizedAttribute):
        for parameter in attr.parameters:
            yield from symbol_references_in(parameter)
