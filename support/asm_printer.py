"""Printing IR as upstream MLIR prints it: affine map aliases and elided elements.

Upstream's printer gives every affine map attribute an alias, defined once
above the printed op and used wherever the map appears (operation
attributes and properties, memref layouts):

    #map = affine_map<(d0, d1) -> (d0, d1)>
    #map1 = affine_map<(d0, d1) -> (d1, d0)>
    module {
      ... linalg.generic {indexing_maps = [#map, #map1], ...}

The names are `map`, `map1`, `map2`, ... in the order the maps are first
printed, so a map that the op's custom syntax prints differently (the
bounds of `affine.for`) gets no alias. Upstream's AliasInitializer finds
them by printing once into a dummy stream; here the op is printed once,
each map named when it is first printed, and the definitions are put above
it afterwards (the same text, in half the time).

Affine expressions print with upstream's parenthesization (xDSL wraps every
binary expression; see `aiopt.support.affine_printing`).

Results print in upstream's result groups (xDSL names each result on its
own, `%0, %1 = ...`): the results of an op without names of their own are
one group with one number, and a use names the result's index in it:

    %0:2 = scf.for ... iter_args(%a = %x, %b = %y) -> (f32, f32) {...}
    %1 = arith.addf %0#0, %0#1 : f32

A result whose name hint differs from the one before it starts a group of its
own, as a result that upstream's `getAsmResultNames` names does:

    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : ...
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from io import StringIO

from xdsl.dialects.builtin import (
    AffineMapAttr,
    AffineSetAttr,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    MemRefType,
    NoneAttr,
    UnrankedMemRefType,
    i64,
)
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.printer import Printer

from aiopt.support.affine_printing import format_affine_map, format_affine_set


@dataclass(eq=False, repr=False)
class AsmPrinter(Printer):
    """xDSL's Printer with upstream's affine map aliases and `--mlir-elide-elementsattrs-if-larger`.

    `elide_elements_larger`: dense elements attributes with more elements (not
    splats, which print in full as upstream does) print as
    `dense_resource<__elided__>`; None prints everything.
    """

    elide_elements_larger: int | None = None
    aliases: dict[Attribute, str] | None = None
    """The alias of each affine map printed so far, in the order they were first printed; None prints
    every map where it is used (`--mlir-print-local-scope`)."""
    _result_groups: dict[Operation, list[tuple[str, int]]] = field(
        default_factory=dict[Operation, list[tuple[str, int]]]
    )
    """The (name, size) of each result group of each op with several results named so far."""

    def print_string(self, text: str, *, indent: int | None = None) -> None:
        # xDSL's print_string writes through the `print` builtin; most strings
        # the printer writes have no newline, so write them directly (the same
        # text, line and column as xDSL's).
        if "\n" in text or self.stream is None:
            return super().print_string(text, indent=indent)
        self._current_column += len(text)
        self.stream.write(text)

    def _print_new_line(self, indent: int | None = None, print_message: bool = True) -> None:
        # xDSL's writes the newline and the indentation through two `print`
        # calls, one line per op; the same text, line and column, in one write.
        if self.stream is None or (print_message and self._next_line_callback):
            return super()._print_new_line(indent, print_message)
        spaces = (self._indent if indent is None else indent) * self.indent_num_spaces
        self.stream.write("\n" + " " * spaces)
        self._current_line += 1
        self._current_column = spaces

    def print_ssa_value(self, value: SSAValue) -> str:
        # A value named before (every use after its definition): xDSL's, less
        # its lookups. A result of an op with several results names the op's
        # result groups (a use before the op is printed, as in a graph region
        # or a block printed before its dominator); another value to name goes
        # to xDSL's, which names it.
        name = self._ssa_values.get(value)
        if name is None and isinstance(value, OpResult) and len(value.op.results) > 1:
            self._name_result_groups(value.op)
            name = self._ssa_values[value]
        if name is None or self.stream is None:
            return super().print_ssa_value(value)
        self._current_column += len(name) + 1
        self.stream.write("%" + name)
        return name

    def _print_results(self, op: Operation) -> None:
        """`%0:2 = `, `%base_buffer, %offset, %sizes:2, %strides:2 = `: one name per result group (upstream's)."""
        if len(op.results) < 2:
            return super()._print_results(op)
        groups = self._result_groups.get(op) or self._name_result_groups(op)
        self.print_list(
            groups, lambda group: self.print_string(f"%{group[0]}:{group[1]}" if group[1] > 1 else f"%{group[0]}")
        )
        self.print_string(" = ")

    def _name_result_groups(self, op: Operation) -> list[tuple[str, int]]:
        """Give each result group of `op` a name (its hint, made unique as xDSL does, or the next
        number) and each result in a group of several `name#index`; the (name, size) of each group."""
        results = op.results
        hints = [result.name_hint for result in results]
        if not self.print_generic_format and (default_names := UPSTREAM_RESULT_NAMES.get(op.name)):
            hints = [hint or default for hint, default in zip(hints, default_names(len(results)))]
        groups: list[tuple[str, int]] = []
        for start, size in result_groups(hints):
            hint = hints[start]
            if hint:
                count = self.ssa_names.get(hint, 0)
                self.ssa_names[hint] = count + 1
                name = f"{hint}_{count}" if count else hint
            else:
                name = self._get_new_valid_name_id()
            if size == 1:
                self._ssa_values[results[start]] = name
            else:
                for index in range(size):
                    self._ssa_values[results[start + index]] = f"{name}#{index}"
            groups.append((name, size))
        self._result_groups[op] = groups
        return groups

    def _print_memref_with_bare_space(self, type_: MemRefType | UnrankedMemRefType) -> None:
        """`memref<4x?xf32, strided<[?, 1]>, 3>`: xDSL's form with the i64 memory space as upstream prints it."""
        self.print_string("memref<")
        if isinstance(type_, UnrankedMemRefType):
            self.print_string("*x")
        elif type_.shape.data:
            self.print_dimension_list(type_.get_shape())
            self.print_string("x")
        self.print_attribute(type_.element_type)
        if isinstance(type_, MemRefType) and not isinstance(type_.layout, NoneAttr):
            self.print_string(", ")
            self.print_attribute(type_.layout)
        self.print_string(f", {type_.memory_space.value.data}>")

    def print_attr_dict(self, attr_dict: Mapping[str, Attribute]) -> None:
        # Upstream keeps every attribute dictionary sorted by name (an op's attributes, its properties
        # printed as `<{...}>`, a DictionaryAttr): `{b = 1, a = 2}` prints as `{a = 2, b = 1}`.
        super().print_attr_dict(dict(sorted(attr_dict.items())))

    def _alias(self, attribute: Attribute, prefix: str) -> str:
        """The alias of an affine map (`map`, `map1`, ...) or integer set (`set`, `set1`, ...), named when first printed."""
        assert self.aliases is not None
        alias = self.aliases.get(attribute)
        if alias is None:
            count = sum(type(other) is type(attribute) for other in self.aliases)
            alias = self.aliases[attribute] = f"{prefix}{count or ''}"
        return alias

    def print_attribute(self, attribute: Attribute) -> None:
        if isinstance(attribute, MemRefType | UnrankedMemRefType) and _bare_memory_space(attribute.memory_space):
            self._print_memref_with_bare_space(attribute)
            return
        if isinstance(attribute, AffineMapAttr):
            if self.aliases is None:
                self.print_string(f"affine_map<{format_affine_map(attribute.data)}>")
                return
            self.print_string(f"#{self._alias(attribute, 'map')}")
            return
        if isinstance(attribute, AffineSetAttr):
            if self.aliases is None:
                self.print_string(f"affine_set<{format_affine_set(attribute.data)}>")
                return
            self.print_string(f"#{self._alias(attribute, 'set')}")
            return
        if (
            self.elide_elements_larger is not None
            and isinstance(attribute, DenseIntOrFPElementsAttr)
            and len(attribute) > 1
            and len(attribute) > self.elide_elements_larger
            and not attribute.is_splat()
        ):
            self.print_string("dense_resource<__elided__> : ")
            self.print_attribute(attribute.get_type())
            return
        super().print_attribute(attribute)


def _bare_memory_space(space: Attribute) -> bool:
    """Whether a memref's memory space prints as a bare integer (upstream: an i64 IntegerAttr, `memref<4xf32, 3>`;
    xDSL prints `3 : i64`)."""
    return isinstance(space, IntegerAttr) and space.type == i64


def result_groups(hints: Sequence[str | None]) -> list[tuple[int, int]]:
    """The (first result, size) of each result group of an op whose results have these name hints.

    The first result starts a group; so does each result with a name hint
    other than its group's (upstream: a result that `getAsmResultNames`
    names). A result with no hint, or its group's hint (`%r:2` parsed gives
    both results the hint `r`), joins the group before it:
    `(None, None)` -> `%0:2`; `(base, off, sizes, sizes)` -> `%base, %off, %sizes:2`.
    """
    starts = [0]
    group_hint = hints[0]
    for index in range(1, len(hints)):
        hint = hints[index]
        if hint is not None and hint != group_hint:
            starts.append(index)
            group_hint = hint
    ends = [*starts[1:], len(hints)]
    return [(start, end - start) for start, end in zip(starts, ends)]


def _strided_metadata_names(count: int) -> list[str]:
    rank = (count - 2) // 2
    return ["base_buffer", "offset", *["sizes"] * rank, *["strides"] * rank]


UPSTREAM_RESULT_NAMES: dict[str, Callable[[int], Sequence[str | None]]] = {
    "memref.extract_strided_metadata": _strided_metadata_names,
}
"""The names upstream's `getAsmResultNames` gives the results of ops whose definitions are xDSL's, by
the number of results; a result without a name hint of its own prints with its name here (custom form only,
as upstream): `%base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata ...`."""


def render(
    op: Operation,
    *,
    generic: bool = False,
    debuginfo: bool = False,
    elide_elements_larger: int | None = None,
    aliases: bool = True,
) -> str:
    """The text of `op` as upstream prints it: alias definitions, then the op, then a newline.

    `aliases=False` is `--mlir-print-local-scope`: every map is printed where it is used.
    """
    body = StringIO()
    printer = AsmPrinter(
        stream=body,
        print_generic_format=generic,
        print_debuginfo=debuginfo,
        elide_elements_larger=elide_elements_larger,
        aliases={} if aliases else None,
    )
    printer.print_op(op)
    body.write("\n")
    if not printer.aliases:
        return body.getvalue()
    # Map aliases first, then integer set aliases, as upstream.
    aliases = sorted(printer.aliases.items(), key=lambda item: isinstance(item[0], AffineSetAttr))
    definitions = "".join(
        f"#{alias} = affine_set<{format_affine_set(attribute.data)}>\n"
        if isinstance(attribute, AffineSetAttr)
        else f"#{alias} = affine_map<{format_affine_map(attribute.data)}>\n"
        for attribute, alias in aliases
    )
    return definitions + body.getvalue()
