"""Printing IR as upstream MLIR prints it: affine map aliases and elided elements.

Upstream's printer gives every affine map attribute an alias, defined once
above the printed op and used wherever the map appears (operation
attributes and properties, memref layouts):

    #map = affine_map<(d0, d1) -> (d0, d1)>
    #map1 = affine_map<(d0, d1) -> (d1, d0)>
    module {
      ... linalg.generic {indexing_maps = [#map, #map1], ...}

The names are `map`, `map1`, `map2`, ... in the order the maps are first
printed (found by printing once into a dummy stream, as upstream's
AliasInitializer does), so a map that the op's custom syntax prints
differently (the bounds of `affine.for`) gets no alias.

Affine expressions print with upstream's parenthesization (xDSL wraps every
binary expression; see `aiopt.dialects.affine_printing`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from io import StringIO

from xdsl.dialects.builtin import AffineMapAttr, DenseIntOrFPElementsAttr
from xdsl.ir import Attribute, Operation
from xdsl.printer import Printer

from aiopt.dialects.affine_printing import format_affine_map


@dataclass(eq=False, repr=False)
class AsmPrinter(Printer):
    """xDSL's Printer with upstream's affine map aliases and `--mlir-elide-elementsattrs-if-larger`.

    `elide_elements_larger`: dense elements attributes with more elements (not
    splats, which print in full as upstream does) print as
    `dense_resource<__elided__>`; None prints everything.
    """

    elide_elements_larger: int | None = None
    aliases: dict[Attribute, str] = field(default_factory=dict)
    """The alias of each affine map (filled by `print_with_aliases`)."""
    recorded: list[Attribute] | None = None
    """While collecting aliases: the maps in the order they are printed."""

    def print_attribute(self, attribute: Attribute) -> None:
        if isinstance(attribute, AffineMapAttr):
            if self.recorded is not None:
                if attribute not in self.aliases:
                    self.aliases[attribute] = ""
                    self.recorded.append(attribute)
            elif attribute in self.aliases:
                self.print_string(f"#{self.aliases[attribute]}")
                return
            self.print_string(f"affine_map<{format_affine_map(attribute.data)}>")
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
    options = dict(print_generic_format=generic, print_debuginfo=debuginfo, elide_elements_larger=elide_elements_larger)
    recorded: list[Attribute] = []
    if aliases:
        collector = AsmPrinter(stream=StringIO(), recorded=recorded, **options)
        collector.print_op(op)
    stream = StringIO()
    printer = AsmPrinter(stream=stream, **options)
    for index, attribute in enumerate(recorded):
        name = "map" if index == 0 else f"map{index}"
        stream.write(f"#{name} = ")
        printer.print_attribute(attribute)
        stream.write("\n")
        printer.aliases[attribute] = name
    printer.print_op(op)
    stream.write("\n")
    return stream.getvalue()
