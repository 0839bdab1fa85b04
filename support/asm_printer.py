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
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from io import StringIO

from xdsl.dialects.builtin import AffineMapAttr, DenseIntOrFPElementsAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.printer import Printer

from aiopt.support.affine_printing import format_affine_map


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
        # its lookups. A value to name goes to xDSL's, which names it.
        name = self._ssa_values.get(value)
        if name is None or self.stream is None:
            return super().print_ssa_value(value)
        self._current_column += len(name) + 1
        self.stream.write("%" + name)
        return name

    def print_attr_dict(self, attr_dict: Mapping[str, Attribute]) -> None:
        # Upstream keeps every attribute dictionary sorted by name (an op's attributes, its properties
        # printed as `<{...}>`, a DictionaryAttr): `{b = 1, a = 2}` prints as `{a = 2, b = 1}`.
        super().print_attr_dict(dict(sorted(attr_dict.items())))

    def print_attribute(self, attribute: Attribute) -> None:
        if isinstance(attribute, AffineMapAttr):
            if self.aliases is None:
                self.print_string(f"affine_map<{format_affine_map(attribute.data)}>")
                return
            alias = self.aliases.get(attribute)
            if alias is None:
                alias = self.aliases[attribute] = f"map{len(self.aliases) or ''}"
            self.print_string(f"#{alias}")
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
    definitions = "".join(
        f"#{alias} = affine_map<{format_affine_map(attribute.data)}>\n" for attribute, alias in printer.aliases.items()
    )
    return definitions + body.getvalue()
