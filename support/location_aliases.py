"""The `#loc` aliases upstream's printer gives locations under `--mlir-print-debuginfo` (not in local scope).

    #loc2 = loc("f.mlir":1:14)            <- those in block arguments' locations: above the op
    module {
      func.func @f(%arg0: i32 loc("f.mlir":1:14)) -> i32 {
        %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)
        ...
      } loc(#loc1)
    } loc(#loc)
    #loc = loc("f.mlir":0:0)              <- the others: after it
    #loc1 = loc("f.mlir":1:1)
    #loc3 = loc("foo"(#loc4))

As upstream's AliasInitializer: every location of an op, of a block argument, and those nested in them (not
the unknown child of a name) gets an alias, numbered in the order first met walking the op (an op's location
before its regions, a block's arguments before its ops), those nested in others first (by nesting depth). An op
prints its location as its alias, a block argument its location itself (its nested locations as aliases); with
`--mlir-pretty-debuginfo` ops too print theirs in full, in the pretty form.
"""

from __future__ import annotations

from xdsl.dialects.builtin import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc, NoneAttr, UnitAttr, UnknownLoc
from xdsl.ir import Attribute, Operation

LOCATION_TYPES = (UnknownLoc, FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc)


def _children(location: Attribute) -> list[Attribute]:
    match location:
        case NameLoc():
            inner = location.location
            return [] if isinstance(inner, (UnknownLoc, NoneAttr)) else [inner]
        case CallSiteLoc():
            return [location.callee, location.caller]
        case FusedLoc():
            return list(location.locations)
        case _:
            return []


def _escape(text: str) -> str:
    out = []
    for char in text:
        if char in "\"\\" or not (char.isascii() and char.isprintable()):
            out.extend(f"\\{byte:02X}" for byte in char.encode())
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


class LocationAliases:
    """The location aliases of one printed op."""

    def __init__(self, root: Operation, pretty: bool = False):
        self.pretty = pretty
        self._order: dict[Attribute, int] = {}
        self._depth: dict[Attribute, int] = {}
        self.pinned: set[Attribute] = set()
        """Those in block arguments' locations, defined above the op (upstream's non-deferrable aliases)."""
        self._walk(root)
        ranked = sorted(self._order, key=lambda location: (self._depth[location], self._order[location]))
        self.names = {location: "loc" + (str(index) if index else "") for index, location in enumerate(ranked)}

    def _walk(self, op: Operation) -> None:
        """An op's location, then in each block of its regions the arguments' locations, then its ops."""
        self._visit(op.location, pinned=False)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    self._visit(arg.location, pinned=True)
                for inner in block.ops:
                    self._walk(inner)

    def _visit(self, location: Attribute, pinned: bool) -> int:
        if not isinstance(location, LOCATION_TYPES):
            return 0
        if pinned:
            self.pinned.add(location)
        if location in self._order:
            if pinned:
                for child in _children(location):
                    self._visit(child, pinned)
            return self._depth[location]
        self._order[location] = len(self._order)
        depth = 0
        for child in _children(location):
            depth = max(depth, self._visit(child, pinned) + 1)
        self._depth[location] = depth
        return depth

    def ref(self, location: Attribute) -> str:
        return "#" + self.names[location]

    def knows(self, location: Attribute) -> bool:
        return location in self.names

    def body(self, location: Attribute) -> str:
        """`location`'s own syntax, the locations in it as their aliases (pretty: upstream's pretty form)."""
        pretty = self.pretty
        match location:
            case UnknownLoc():
                return "[unknown]" if pretty else "unknown"
            case FileLineColLoc():
                name = location.filename.data if pretty else _escape(location.filename.data)
                return f"{name}:{location.line.data}:{location.column.data}"
            case NameLoc():
                text = _escape(location.desc.data)
                children = _children(location)
                return text + (f"({self.ref(children[0])})" if children else "")
            case CallSiteLoc():
                if not pretty:
                    return f"callsite({self.ref(location.callee)} at {self.ref(location.caller)})"
                same_line = isinstance(location.callee, NameLoc) and isinstance(location.caller, FileLineColLoc)
                return self.ref(location.callee) + (" at " if same_line else "\n at ") + self.ref(location.caller)
            case FusedLoc():
                metadata = ""
                if not isinstance(location.metadata, (NoneAttr, UnitAttr)):
                    from aiopt.support.asm_printer import attribute_text

                    metadata = f"<{attribute_text(location.metadata)}>"
                inner = ", ".join(self.ref(child) for child in location.locations)
                return ("" if pretty else "fused") + f"{metadata}[{inner}]"
            case _:
                raise ValueError(f"not a location: {location}")

    def inline(self, location: Attribute) -> str:
        """`location` where it is used in full: `loc(...)` (pretty: bare)."""
        text = self.body(location)
        return text if self.pretty else f"loc({text})"

    def definitions(self, pinned: bool) -> str:
        """`#locN = loc(...)` lines of the aliases above the op (`pinned`) or after it, in number order."""
        lines = [
            f"#{name} = {self.inline(location)}"
            for location, name in self.names.items()
            if (location in self.pinned) == pinned
        ]
        return "".join(line + "\n" for line in lines)
