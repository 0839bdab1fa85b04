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

A result that upstream's `getAsmResultNames` names other than the one before
it starts a group of its own:

    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : ...

Values are named before the op is printed, as upstream's SSANameState names
them: the values of a region first (entry block arguments `%argN`, the other
values `%N`, in order), then the regions nested in its ops, each starting
from the counts where the enclosing region ended; sibling regions start from
the same counts, so they reuse numbers and names:

    %0 = arith.addf %arg0, %arg0 : f32
    %1 = scf.execute_region -> (f32) {
      %3 = arith.addf %0, %0 : f32     // after %0..%2 of the enclosing region
      scf.yield %3 : f32
    }
    %2 = arith.addf %1, %1 : f32

The names the input wrote (`%x`, `^loop`) are not kept, as upstream keeps
none: a value is a number or `%argN`, unless upstream's `getAsmResultNames`
or `getAsmBlockArgumentNames` names it (`%c0`, `%cst`, `%alloc`, linalg's
`%in`/`%out`, mhlo/stablehlo while's `%iterArg`); a name already used in the
region or the regions around it gets upstream's `_<conflict id>` suffix
(`%c0`, `%c0_0`). Blocks are `^bbN`, N their index in their region, and
their labels carry upstream's comment on their predecessors
(`^bb1:  // 2 preds: ^bb0, ^bb2`).

Op names print as upstream's `OpState::printOpName` prints them: without the
default dialect of the region they are in (`OpAsmOpInterface::getDefaultDialect`
of the region's op; `builtin` for the printed op itself), where the name has
one dot. So `builtin.module` prints as `module`, `func.return` in a
`func.func` as `return`, but a `func.call` in an `scf.for` keeps its prefix:

    module {
      func.func @f(%arg0: f32) -> f32 {
        %0 = call @g(%arg0) : (f32) -> f32
        %1 = builtin.unrealized_conversion_cast %0 : f32 to i32
        return %0 : f32
      }
      %2 = unrealized_conversion_cast ...
    }

The generic form (`--mlir-print-op-generic`) prints every name in full, and
successors right after the operands, as upstream: `"cf.br"(%0)[^bb1]`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from io import StringIO

from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AffineSetAttr,
    AnyFloat,
    Builtin,
    CallSiteLoc,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    FusedLoc,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NameLoc,
    NoneAttr,
    Signedness,
    UnitAttr,
    UnknownLoc,
    UnrankedMemRefType,
    UnregisteredOp,
    i64,
)
from xdsl.ir import Attribute, Block, Dialect, Operation, OpResult, Region, SSAValue, TypeAttribute
from xdsl.ir.affine import AffineExpr
from xdsl.printer import Printer
from xdsl.traits import IsolatedFromAbove, IsTerminator

from aiopt.support.affine_printing import format_affine_map, format_affine_set
from aiopt.support.apfloat_format import PRECISIONS as _SIGNIFICAND_BITS
from aiopt.support.apfloat_format import WIDE_FLOATS, apfloat_to_scientific, apfloat_to_string, wide_float_bits_text
from aiopt.support.dense_elements import HEX_PRINT_THRESHOLD, print_dense_without_type
from aiopt.support.location_aliases import LocationAliases
from aiopt.support.sparse_elements import SparseElementsAttr


@dataclass(eq=False, repr=False)
class AsmPrinter(Printer):
    """xDSL's Printer with upstream's value names, affine map aliases and `--mlir-elide-elementsattrs-if-larger`.

    `elide_elements_larger`: dense elements attributes with more elements (not
    splats, which print in full as upstream does) print as
    `dense_resource<__elided__>`; None prints everything.
    """

    elide_elements_larger: int | None = None
    hex_elements_larger: int | None = HEX_PRINT_THRESHOLD
    """Non-splat dense elements with more elements print as a hex string
    (`--mlir-print-elementsattrs-with-hex-if-larger`; None: never)."""
    skip_regions: bool = False
    """`--mlir-print-skip-regions`: every region prints as `{...}`."""
    unique_ids: bool = False
    """`--mlir-print-unique-ssa-ids`: values are numbered across regions, sibling regions not reusing numbers."""
    nameloc_prefix: bool = False
    """`--mlir-use-nameloc-as-prefix`: a value whose op (or block argument) has a `loc("name")` location is
    named `%name`."""
    value_users: bool = False
    """`--mlir-print-value-users`: each op is followed by a comment on who uses its results (`// users: %2, %3`,
    `// unused`, or the op's own number where it has operands and no result: `// id: %4`), each block by one a
    line on who uses each argument (`// %arg0 is used by %1`); ops without results take numbers, as upstream's."""
    _op_ids: dict[Operation, str] = field(default_factory=dict[Operation, str])
    """`value_users`: the number of each op without results."""
    pretty_debuginfo: bool = False
    """`--mlir-pretty-debuginfo`: locations print without `loc(...)`, files unquoted, `[unknown]`, call sites
    as `callee at caller`, fused locations without `fused`, as upstream's `printLocationInternal(pretty)`."""
    elide_resource_strings_larger: int | None = None
    """`--mlir-elide-resource-strings-if-larger=N`: a resource whose value printed (quoted) takes more than N
    characters is left out of the `{-# ... #-}` section, as upstream's."""
    location_aliases: LocationAliases | None = None
    """`--mlir-print-debuginfo` out of local scope: upstream's `#loc` aliases (`aiopt.support.location_aliases`)."""
    _printing_op_location: bool = False
    aliases: dict[Attribute, str] | None = None
    """The alias of each affine map printed so far, in the order they were first printed; None prints
    every map where it is used (`--mlir-print-local-scope`)."""
    _result_groups: dict[Operation, list[tuple[str, int]]] = field(
        default_factory=dict[Operation, list[tuple[str, int]]]
    )
    """The (name, size) of each result group of each op with several results named so far."""
    _named_ops: set[Operation] = field(default_factory=set[Operation])
    """The ops whose results (and the values of whose regions) are named."""
    _used_names: set[str] = field(default_factory=set[str])
    """Every name (not number) given so far, which a value defined outside the printed op must not take."""
    _default_dialects: list[str] = field(default_factory=lambda: ["builtin"])
    """The default dialect of each region being printed, innermost last; `builtin` for the printed op."""
    _next_outside_id: int = 0
    """One more than the highest number given so far: the number the next value defined outside the printed op
    gets."""
    _type_texts: dict[int, tuple[Attribute, str]] = field(default_factory=dict)
    """The text of each type printed so far, by identity (with the type, which keeps the id taken)."""
    _capturing: bool = False
    """Whether a type's text is being collected for `_type_texts`."""
    _in_llvm_type: bool = False
    """Whether the parameters of an llvm dialect type are being printed (see `_print_nested_llvm_type`)."""
    _resources: dict[str, dict[str, None]] = field(default_factory=dict)
    """The resources each dialect's attributes named, in the order first printed (upstream's `SetVector`)."""

    def print_resource_handle(self, dialect: str, handle: str) -> None:
        """The handle as upstream prints it: an identifier, else a string (`dense_resource<"file|w.bin">`)."""
        self._resources.setdefault(dialect, {})[handle] = None
        self.print_identifier_or_string_literal(handle)

    def print_metadata(self, dialects: Iterable[Dialect]) -> None:
        """The `{-# dialect_resources: ... #-}` section of the blobs the printed attributes named, as upstream
        prints it: one line for each blob, in the order they were first named (xDSL's sorts them and puts
        them on one line)."""
        sections = []
        for dialect in dialects:
            interface = dialect.get_interface(OpAsmDialectInterface)
            names = self._resources.get(dialect.name, {})
            blobs = interface.build_resources(names) if interface is not None else {}
            if blobs:
                sections.append((dialect.name, [(name, blobs[name]) for name in names if name in blobs]))
        from aiopt.support.external_resources import escape, format_groups, groups

        external = groups()  # those the input had (and a reproducer's): upstream prints them back after
        if not sections and not external:
            return
        if (limit := self.elide_resource_strings_larger) is not None:
            sections = [
                (name, kept)
                for name, entries in sections
                if (kept := [(key, blob) for key, blob in entries if len(blob) + 2 <= limit])
            ]
            external = {
                key: kept
                for key, entries in external.items()
                if (kept := [(name, v) for name, v in entries if len(_resource_text(v, escape)) <= limit])
            }
        self.print_string("\n\n{-#\n")
        if sections:
            self.print_string("  dialect_resources: {")
            for dialect_index, (dialect_name, entries) in enumerate(sections):
                self.print_string(("," if dialect_index else "") + f"\n    {dialect_name}: {{")
                for index, (name, blob) in enumerate(entries):
                    self.print_string(("," if index else "") + "\n      ")
                    self.print_identifier_or_string_literal(name)
                    self.print_string(f': "{blob}"')
                self.print_string("\n    }")
            self.print_string("\n  }" + (",\n" if external else ""))
        if external:
            self.print_string(format_groups(external))
        self.print_string("\n#-}")

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

    def print_op_with_default_format(self, op: Operation) -> None:
        """xDSL's generic form, without the `operandSegmentSizes` of an op that upstream defines without operand
        segments, whose class says how to count them (`implicit_operand_segments(operand_count)`, which the
        generic parser uses): `"linalg.map"(%a, %b, %init) ({...})`, one variadic group and one operand, for
        xDSL's two variadic groups (upstream rejects `<{operandSegmentSizes = ...}>` on it)."""
        properties = op.properties
        if getattr(type(op), "implicit_operand_segments", None) is None or "operandSegmentSizes" not in properties:
            return super().print_op_with_default_format(op)
        op.properties = {name: value for name, value in properties.items() if name != "operandSegmentSizes"}
        try:
            super().print_op_with_default_format(op)
        finally:
            op.properties = properties

    def print_op(self, op: Operation) -> None:
        """xDSL's `print_op`, with the op name printed as upstream's `printOpName` prints it."""
        if op not in self._named_ops:
            self._name_values(op)
        scope = _is_isolated_from_above(type(op))
        begin_op_pos = self._current_column
        self._print_results(op)
        if scope:
            self.enter_scope()
        use_custom_format = False
        if isinstance(op, UnregisteredOp):
            self._print_op_name_literal(op.op_name.data)
        elif self.print_generic_format or Operation.print is type(op).print:
            self._print_op_name_literal(op.name)
        else:
            self.print_string(self._custom_op_name(op))
            use_custom_format = True
        end_op_pos = self._current_column
        if self.diagnostic.op_messages and op in self.diagnostic.op_messages:
            for message in self.diagnostic.op_messages[op]:
                self._add_message_on_next_line(message, begin_op_pos, end_op_pos)
        if isinstance(op, UnregisteredOp):
            op_name = op.op_name
            del op.attributes["op_name__"]
            self.print_op_with_default_format(op)
            op.attributes["op_name__"] = op_name
        elif use_custom_format:
            op.print(self)
            if self.print_debuginfo:
                self.print_string(" ")
                self._print_op_location(op)
        else:
            self.print_op_with_default_format(op)
        if self.value_users:
            self._print_users_comment(op)
        if scope:
            self.exit_scope()

    def print_operation_type(self, op: Operation) -> None:
        """xDSL's, with the op's location as an op's (its `#loc` alias)."""
        self.print_function_type(op.operand_types, op.result_types)
        if self.print_debuginfo:
            self.print_string(" ")
            self._print_op_location(op)

    def _print_op_location(self, op: Operation) -> None:
        self._printing_op_location = True
        try:
            self.print_attribute(op.location)
        finally:
            self._printing_op_location = False

    def _print_pretty_location(self, location: Attribute) -> None:
        match location:
            case UnknownLoc():
                self.print_string("[unknown]")
            case FileLineColLoc():
                self.print_string(f"{location.filename.data}:{location.line.data}:{location.column.data}")
            case NameLoc():
                self.print_string_literal(location.desc.data)
                if not isinstance(location.location, (UnknownLoc, NoneAttr)):
                    self.print_string("(")
                    self._print_pretty_location(location.location)
                    self.print_string(")")
            case CallSiteLoc():
                self._print_pretty_location(location.callee)
                same_line = isinstance(location.callee, NameLoc) and isinstance(location.caller, FileLineColLoc)
                self.print_string(" at " if same_line else "\n at ")
                self._print_pretty_location(location.caller)
            case FusedLoc():
                if not isinstance(location.metadata, (NoneAttr, UnitAttr)):
                    self.print_string("<")
                    self.print_attribute(location.metadata)
                    self.print_string(">")
                self.print_string("[")
                for index, inner in enumerate(location.locations):
                    if index:
                        self.print_string(", ")
                    self._print_pretty_location(inner)
                self.print_string("]")
            case _:
                self.print_attribute(location)

    def _print_users_comment(self, op: Operation) -> None:
        """Upstream's `printUsersComment` of an op: `// id: %4` (no results, some operands), `// unused`, or
        `// user: %3` (one result used by one op with at most one result) / `// users: ...` (each result's
        users, in parentheses where there are several results)."""
        results = op.results
        if not results:
            if op.operands:
                self.print_string(" // id: " + self._op_id(op))
            return
        if all(not result.uses for result in results):
            self.print_string(" // unused")
            return
        users: dict[Operation, None] = {}
        for result in results:
            for use in result.uses:
                users[use.operation] = None
        one = len(users) <= 1 and sum(len(user.results) for user in users) <= 1 and len(results) == 1
        texts = [self._value_users(result) for result in results]
        if len(results) > 1:
            texts = [f"({text})" for text in texts]
        self.print_string(f" // {'user' if one else 'users'}: " + ", ".join(texts))

    def _value_users(self, value: SSAValue) -> str:
        """Upstream's `printValueUsers`: each op that uses `value`, once, in the order of its uses (latest
        first): its results, or its number where it has none."""
        if not value.uses:
            return "unused"
        text, seen = "", set[Operation]()
        for index, use in enumerate(value.uses):
            user = use.operation
            if user in seen:
                continue
            seen.add(user)
            if index:
                text += ", "
            text += ", ".join(self._value_id(result) for result in user.results) if user.results else self._op_id(user)
        return text

    def _value_id(self, value: SSAValue) -> str:
        name = self._ssa_values.get(value)
        return "<<UNKNOWN SSA VALUE>>" if name is None else "%" + name

    def _op_id(self, op: Operation) -> str:
        number = self._op_ids.get(op)
        return "<<UNKNOWN SSA VALUE>>" if number is None else "%" + number

    def _print_op_name_literal(self, name: str) -> None:
        """The generic form's `"name"`, escaped as upstream's printEscapedString escapes it (a name read from
        `"a\\0Ab"()` holds a newline, which printed raw did not read back)."""
        if name.isascii() and name.isprintable() and '"' not in name and "\\" not in name:
            self.print_string(f'"{name}"')
        else:
            self.print_string_literal(name)

    def _custom_op_name(self, op: Operation) -> str:
        """`return` for a `func.return` in a `func.func`: the name without the default dialect of the region it is
        in, where the name has one dot (upstream's `OpState::printOpName`)."""
        default = self._default_dialects[-1]
        name = op.name
        if default and name.startswith(default + ".") and name.count(".") == 1:
            return name[len(default) + 1 :]
        return name

    def print_region(
        self,
        region: Region,
        print_entry_block_args: bool = True,
        print_empty_block: bool = True,
        print_block_terminators: bool = True,
    ) -> None:
        if self.skip_regions:
            self.print_string("{...}")
            return
        # The ops of the region print without the default dialect of the region's op (upstream's
        # defaultDialectStack).
        parent = region.parent_op()
        self._default_dialects.append(DEFAULT_DIALECTS.get(parent.name, "") if parent is not None else "")
        try:
            super().print_region(region, print_entry_block_args, print_empty_block, print_block_terminators)
        finally:
            self._default_dialects.pop()

    def print_block(self, block: Block, print_block_args: bool = True, print_block_terminator: bool = True) -> None:
        """xDSL's `print_block`, with upstream's comment on the predecessors after the label:
        `^bb1:  // pred: ^bb0`, `^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1`, `^bb3:  // no predecessors`."""
        if print_block_args:
            self._print_new_line()
            if block not in self._blocks:
                self._populate_block_name(block)
            self.print_block_name(block)
            if block.args:
                with self.in_parens():
                    self.print_list(block.args, self.print_block_argument)
            self.print_string(":")
            self._print_predecessors(block)
        with self.indented():
            if self.value_users:
                for arg in block.args:
                    self._print_new_line()
                    users = self._value_users(arg)
                    usage = f"used by {users}" if arg.uses else "unused"
                    self.print_string(f"// {self._value_id(arg)} is {usage}")
            for op in block.ops:
                if not print_block_terminator and op.has_trait(IsTerminator, value_if_unregistered=False):
                    continue
                self._print_new_line()
                self.print_op(op)

    def _print_predecessors(self, block: Block) -> None:
        region = block.parent
        if region is None:
            return
        predecessors = block.predecessors()
        if not predecessors:
            if block is not region.first_block:
                self.print_string("  // no predecessors")
            return
        if all(pred is predecessors[0] for pred in predecessors):
            self.print_string("  // pred: ")
            self.print_block_name(predecessors[0])
            return
        order = {candidate: index for index, candidate in enumerate(region.blocks)}
        names = [self._get_block_name(pred) for pred in sorted(predecessors, key=lambda pred: order.get(pred, -1))]
        self.print_string(f"  // {len(names)} preds: " + ", ".join(f"^{name}" for name in names))

    def _populate_block_name(self, block: Block, block_index: int | None = None) -> None:
        # `^bbN`, N the block's index in its region, whatever the input called it (upstream keeps no block names).
        if block_index is None and (region := block.parent) is not None:
            block_index = region.blocks.index(block)
        hint = block.name_hint
        block.name_hint = None
        try:
            super()._populate_block_name(block, block_index)
        finally:
            block.name_hint = hint

    def print_ssa_value(self, value: SSAValue) -> str:
        # Every value of the printed op was named before it was printed; a
        # value defined outside it (an op printed on its own) is named here,
        # after every name given so far.
        name = self._ssa_values.get(value)
        if name is None:
            self._name_outside_value(value)
            name = self._ssa_values[value]
        if self.stream is None:
            return super().print_ssa_value(value)
        self._current_column += len(name) + 1
        self.stream.write("%" + name)
        return name

    def print_successors(self, successors: Sequence[Block]) -> None:
        # Upstream's generic form: `"cf.br"(%0)[^bb1]`, no space before the successors (xDSL writes one).
        if successors:
            with self.in_square_brackets():
                self.print_list(successors, self.print_block_name)

    def _print_results(self, op: Operation) -> None:
        """`%0:2 = `, `%base_buffer, %offset, %sizes:2, %strides:2 = `: one name per result group (upstream's)."""
        results = op.results
        if len(results) == 1:  # (xDSL's, without its list printing; one result is never in a group)
            self.print_ssa_value(results[0])
            self.print_string(" = ")
            return None
        groups = self._result_groups.get(op)
        if groups is None:
            return super()._print_results(op)
        self.print_list(
            groups, lambda group: self.print_string(f"%{group[0]}:{group[1]}" if group[1] > 1 else f"%{group[0]}")
        )
        self.print_string(" = ")

    def _name_values(self, root: Operation) -> None:
        """Name the values of `root` and of the regions in it, as upstream's SSANameState does.

        A region's own values are named before the regions of its ops; each
        nested region starts from the counters and names in scope where its
        enclosing region ended (a stack of saved contexts, as upstream's). In
        the generic form the counters are not restored: upstream numbers the
        regions one after the other, the last pushed on its stack first
        (a `scf.while`'s `do` region before its condition).
        """
        top = _NamingContext((set(),))
        pending = [(region, top) for region in root.regions]
        self._named_ops.add(root)
        if self.value_users and not root.results:
            # (Upstream's generic form numbers the printed op too, its custom form does not.)
            if self.print_generic_format:
                self._op_ids[root] = self._next_number(top)
        else:
            self._name_op_results(root, top)
        last = top
        while pending:
            region, parent = pending.pop()
            context = parent.nested()
            if self.print_generic_format or self.unique_ids:
                context.next_value, context.next_argument, context.next_conflict = (
                    last.next_value,
                    last.next_argument,
                    last.next_conflict,
                )
            nested = self._name_region(region, context)
            last = context
            pending.extend((inner, context) for inner in nested)

    def _name_region(self, region: Region, context: _NamingContext) -> list[Region]:
        """Name the block arguments and op results of `region`; the regions of its ops, named after it.

        Arguments that upstream's `getAsmBlockArgumentNames` names are named
        first, then the others in order: `%argN` in the entry block, numbers
        in the other blocks.
        """
        parent = region.parent_op()
        upstream_names = None
        if not self.print_generic_format and parent is not None:
            upstream_names = UPSTREAM_BLOCK_ARGUMENT_NAMES.get(parent.name)
        if upstream_names is not None and region.blocks.first is not None:
            for arg, name in zip(region.blocks.first.args, upstream_names(parent, region)):
                self._ssa_values[arg] = self._unique_name(name, context)
        nested: list[Region] = []
        for block in region.blocks:
            entry = block is region.first_block
            for arg in block.args:
                if arg in self._ssa_values:
                    continue
                location_name = _location_name(arg.location) if self.nameloc_prefix else None
                if location_name is not None:
                    # (An entry block argument named so still takes its `%argN` number, as upstream's.)
                    self._ssa_values[arg] = self._unique_name(location_name, context)
                    context.next_argument += entry
                elif entry:
                    self._ssa_values[arg] = self._unique_name(f"arg{context.next_argument}", context)
                    context.next_argument += 1
                else:
                    self._ssa_values[arg] = self._next_number(context)
            for op in block.ops:
                self._named_ops.add(op)
                if self.value_users and not op.results:
                    self._op_ids[op] = self._next_number(context)
                else:
                    self._name_op_results(op, context)
                nested.extend(op.regions)
        return nested

    def _name_op_results(self, op: Operation, context: _NamingContext) -> None:
        """Name the results of `op`: one name per result group (upstream's name for it, made unique, or the
        next number), and each result of a group of several `name#index`."""
        results = op.results
        if not results:
            return
        location_name = _location_name(op.location) if self.nameloc_prefix else None
        if location_name is not None:  # one group of all the results, named after the location
            name = self._unique_name(location_name, context)
            if len(results) == 1:
                self._ssa_values[results[0]] = name
                return
            for index, result in enumerate(results):
                self._ssa_values[result] = f"{name}#{index}"
            self._result_groups[op] = [(name, len(results))]
            return
        upstream_names = None if self.print_generic_format else UPSTREAM_RESULT_NAMES.get(op.name)
        if upstream_names is None and len(results) == 1:  # (most ops: the next number)
            self._ssa_values[results[0]] = self._next_number(context)
            return
        hints: list[str | None] = list(upstream_names(op)) if upstream_names else [None] * len(results)
        if len(results) == 1:
            hint = hints[0]
            self._ssa_values[results[0]] = self._unique_name(hint, context) if hint else self._next_number(context)
            return
        groups: list[tuple[str, int]] = []
        for start, size in result_groups(hints):
            hint = hints[start]
            name = self._unique_name(hint, context) if hint else self._next_number(context)
            if size == 1:
                self._ssa_values[results[start]] = name
            else:
                for index in range(size):
                    self._ssa_values[results[start + index]] = f"{name}#{index}"
            groups.append((name, size))
        self._result_groups[op] = groups

    def _name_outside_value(self, value: SSAValue) -> None:
        """Name a value that the op being printed uses but does not define, after every name given so far."""
        context = _NamingContext((self._used_names,), next_value=self._next_outside_id)
        if isinstance(value, OpResult):
            self._name_op_results(value.op, context)
        else:
            self._ssa_values[value] = self._next_number(context)

    def _next_number(self, context: _NamingContext) -> str:
        number = context.next_value
        context.next_value += 1
        self._next_outside_id = max(self._next_outside_id, number + 1)
        return str(number)

    def _unique_name(self, name: str, context: _NamingContext) -> str:
        """`name`, or upstream's `name_<conflict id>` when the scope already has it (upstream's `uniqueValueName`)."""
        if context.uses(name):
            while True:
                probe = f"{name}_{context.next_conflict}"
                context.next_conflict += 1
                if not context.uses(probe):
                    name = probe
                    break
        context.scopes[-1].add(name)
        self._used_names.add(name)
        return name

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

    def print_float(self, value: float, type: AnyFloat) -> None:
        # MLIR writes the bits of an infinity or a NaN in upper-case hexadecimal (`0x7F800000`), as it writes
        # the other floats it cannot print in decimal; xDSL writes these in lower case.
        if math.isnan(value) or math.isinf(value):
            self.print_string(_float_bits_text(value, type))
            return
        # Where the 6-digit scientific form does not give the value back, MLIR prints APFloat's own text
        # (`apfloat_to_string`); xDSL prints 9 or 17 rounded digits, which differ from it now and then.
        precision = _SIGNIFICAND_BITS.get(type.name)
        if precision is None:
            super().print_float(value, type)
            return
        scientific = apfloat_to_scientific(value)
        if _round_trip(float(scientific), type) == value:
            self.print_string(scientific)
            return
        text = apfloat_to_string(value, precision)
        if "." in text:
            self.print_string(text)
        else:
            self.print_string(_float_bits_text(value, type))

    def print_attr_dict(self, attr_dict: Mapping[str, Attribute]) -> None:
        # Upstream keeps every attribute dictionary sorted by name (an op's attributes, its properties
        # printed as `<{...}>`, a DictionaryAttr): `{b = 1, a = 2}` prints as `{a = 2, b = 1}`.
        super().print_attr_dict(dict(sorted(attr_dict.items())))

    def _alias(self, attribute: Attribute, prefix: str) -> str:
        """The alias of an affine map (`map`, `map1`, ...), integer set (`set`, `set1`, ...) or dialect attribute
        (`sparse`, `sparse1`, ...), named when first printed."""
        assert self.aliases is not None
        alias = self.aliases.get(attribute)
        if alias is None:
            count = sum(type(other) is type(attribute) for other in self.aliases)
            alias = self.aliases[attribute] = f"{prefix}{count or ''}"
        return alias

    def print_attribute(self, attribute: Attribute) -> None:
        aliases = self.location_aliases
        if aliases is not None and isinstance(attribute, _LOCATION_TYPES) and aliases.knows(attribute):
            if self._printing_op_location and not aliases.pretty:
                self.print_string(f"loc({aliases.ref(attribute)})")
            else:
                self.print_string(aliases.inline(attribute))
            return
        if self.pretty_debuginfo and isinstance(attribute, _LOCATION_TYPES):
            self._print_pretty_location(attribute)
            return
        if self._in_llvm_type and attribute.name in _BARE_NESTED_LLVM_TYPES:
            self._print_nested_llvm_type(attribute)
            return
        # A type prints the same text each time within one printer: the aliases of the maps in it are
        # named when it is first printed and kept. So a type printed before (the same object: the
        # parser makes one `i32`, one `tensor<4xf32>` for all its uses) is written from its first text.
        known = self._type_texts.get(id(attribute))
        if known is not None and known[0] is attribute:
            text = known[1]
            self._current_column += len(text)
            self.stream.write(text)
            return
        if self._capturing or self.stream is None or not isinstance(attribute, TypeAttribute):
            self._print_attribute_text(attribute)
            return
        stream, self.stream, self._capturing = self.stream, StringIO(), True
        try:
            self._print_attribute_text(attribute)
            text = self.stream.getvalue()
        finally:
            captured, self.stream, self._capturing = self.stream, stream, False
            stream.write(captured.getvalue())
        if "\n" not in text:
            self._type_texts[id(attribute)] = (attribute, text)

    def _print_nested_llvm_type(self, attribute: Attribute) -> None:
        """An llvm dialect type inside another one, without its `!llvm.` prefix, as upstream's
        `dispatchPrint` prints it: `!llvm.struct<(ptr, array<2 x struct<(i64)>>)>` (see
        `_BARE_NESTED_LLVM_TYPES`)."""
        stream, self.stream = self.stream, StringIO()
        column = self._current_column
        try:
            super().print_attribute(attribute)
            text = self.stream.getvalue()
        finally:
            self.stream = stream
        self._current_column = column
        self.print_string(text.removeprefix("!llvm."))

    def _print_attribute_text(self, attribute: Attribute) -> None:
        if isinstance(attribute, MemRefType) and _is_identity_layout(attribute):
            # Upstream prints a layout only when it is not the identity: `memref<32xf32>`.
            attribute = MemRefType(attribute.element_type, attribute.shape, NoneAttr(), attribute.memory_space)
        if _is_llvm_type(attribute):
            # (A target extension type's parameters are printed as any type: `target<"x", !llvm.void>`.)
            outer, self._in_llvm_type = self._in_llvm_type, attribute.name != "llvm.target"
            try:
                super().print_attribute(attribute)
            finally:
                self._in_llvm_type = outer
            return
        if self._in_llvm_type:
            # A builtin type inside an llvm type writes its own element types in full, as upstream's printer
            # does: `!llvm.func<void (vector<2x!llvm.ptr>)>` (`vector<2xptr>` did not parse back).
            self._in_llvm_type = False
            try:
                self._print_attribute_text(attribute)
            finally:
                self._in_llvm_type = True
            return
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
        if (isinstance(attribute, DenseIntOrFPElementsAttr) and self._elides(attribute)) or (
            isinstance(attribute, SparseElementsAttr)
            and (self._elides(attribute.indices) or self._elides(attribute.values))
        ):
            self.print_string("dense_resource<__elided__> : ")
            self.print_attribute(attribute.get_type())
            return
        prefix = getattr(type(attribute), "ALIAS_PREFIX", None)
        if prefix is not None and self.aliases is not None:
            # A dialect attribute upstream aliases (`#sparse = #sparse_tensor.encoding<...>`).
            self.print_string(f"#{self._alias(attribute, prefix)}")
            return
        if attribute.name == "llvm.linkage":
            # Upstream's keyword, `#llvm.linkage<internal>` (xDSL's prints it as a string, which upstream
            # also reads).
            self.print_string(f"#llvm.linkage<{attribute.linkage.data}>")
            return
        if isinstance(attribute, DenseIntOrFPElementsAttr):
            # Upstream's form: a NaN splat as one value (xDSL's is_splat compares values, and NaN != NaN),
            # 1-bit elements in hex packed 8 to a byte, the hex threshold the printer's.
            print_dense_without_type(attribute, self)
            self.print_string(" : ")
            self.print_attribute(attribute.get_type())
            return
        super().print_attribute(attribute)

    def _elides(self, attribute: DenseIntOrFPElementsAttr) -> bool:
        """Whether `--mlir-elide-elementsattrs-if-larger` elides these elements (upstream's
        `shouldElideElementsAttr`: more elements than the limit, not a splat)."""
        return (
            self.elide_elements_larger is not None
            and len(attribute) > 1
            and len(attribute) > self.elide_elements_larger
            and not attribute.is_splat()
        )


_LOCATION_TYPES = (UnknownLoc, FileLineColLoc, NameLoc, CallSiteLoc, FusedLoc)


def _is_identity_layout(type_: MemRefType) -> bool:
    """Whether `type_`'s layout is an identity affine map (`affine_map<(d0, d1) -> (d0, d1)>`)."""
    layout = type_.layout
    if not isinstance(layout, AffineMapAttr):
        return False
    map_ = layout.data
    return map_.num_symbols == 0 and map_.results == tuple(AffineExpr.dimension(i) for i in range(map_.num_dims))


_BARE_NESTED_LLVM_TYPES = frozenset(("llvm.void", "llvm.ptr", "llvm.array", "llvm.struct"))
"""The llvm types printed without `!llvm.` inside another llvm type; those xDSL's parser reads back there
(upstream also writes `func<...>` and `target<...>` bare, which xDSL's parser does not read)."""


def _is_llvm_type(attribute: Attribute) -> bool:
    """Whether `attribute` is a type of the llvm dialect (`!llvm.ptr`, `!llvm.struct<...>`)."""
    return isinstance(attribute, TypeAttribute) and attribute.name.startswith("llvm.")


_ISOLATED_FROM_ABOVE: dict[type, tuple[object, bool]] = {}


def _is_isolated_from_above(cls: type[Operation]) -> bool:
    """Whether ops of `cls` have the IsolatedFromAbove trait; cached per class and trait set (the printer
    asks for every op)."""
    traits = cls.traits.traits
    known = _ISOLATED_FROM_ABOVE.get(cls)
    if known is None or known[0] is not traits:
        known = _ISOLATED_FROM_ABOVE[cls] = (traits, bool(cls.get_traits_of_type(IsolatedFromAbove)))
    return known[1]


def _bare_memory_space(space: Attribute) -> bool:
    """Whether a memref's memory space prints as a bare integer (upstream: an i64 IntegerAttr, `memref<4xf32, 3>`;
    xDSL prints `3 : i64`)."""
    return isinstance(space, IntegerAttr) and space.type == i64


@dataclass
class _NamingContext:
    """What upstream's SSANameState carries from a region into the regions nested in it: the next value,
    argument and conflict ids, and the names used in the region and the regions around it."""

    scopes: tuple[set[str], ...]
    """The names used in each enclosing region, innermost last (upstream's scoped `usedNames`)."""
    next_value: int = 0
    next_argument: int = 0
    next_conflict: int = 0

    def uses(self, name: str) -> bool:
        return any(name in scope for scope in self.scopes)

    def nested(self) -> _NamingContext:
        """The context a region nested here starts from: the same ids, and a scope of its own for names."""
        return _NamingContext((*self.scopes, set()), self.next_value, self.next_argument, self.next_conflict)


def result_groups(hints: Sequence[str | None]) -> list[tuple[int, int]]:
    """The (first result, size) of each result group of an op whose results upstream names so.

    The first result starts a group; so does each result with a name other
    than its group's (upstream: a result that `getAsmResultNames` names). A
    result with no name, or its group's name, joins the group before it:
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


def _strided_metadata_names(op: Operation) -> list[str]:
    rank = (len(op.results) - 2) // 2
    return ["base_buffer", "offset", *["sizes"] * rank, *["strides"] * rank]


def _signed(value: int, width: int) -> int:
    """`value` read as a `width`-bit two's complement integer, as upstream prints an APInt (an i0 is 0)."""
    if width == 0:
        return 0
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


def _location_name(location: Attribute | None) -> str | None:
    """The value name `--mlir-use-nameloc-as-prefix` takes from a `loc("name")` (or `loc("name"(...))`)
    location, sanitized as upstream's `sanitizeIdentifier`: a leading digit gets a `_`, and every character
    but letters, digits and `$._-` becomes `_`."""
    if not isinstance(location, NameLoc):
        return None
    name = "".join(c if c.isascii() and (c.isalnum() or c in "$._-") else "_" for c in location.desc.data)
    return f"_{name}" if not name or name[0].isdigit() else name


def _constant_name(op: Operation) -> list[str]:
    """`%c0`, `%c-1_i32`, `%true`, `%cst`: arith.constant's names."""
    value = op.properties.get("value")
    if not isinstance(value, IntegerAttr):
        return ["cst"]
    type_ = op.results[0].type
    if isinstance(type_, IntegerType):
        width = type_.width.data
        if width == 1:
            return ["true" if value.value.data & 1 else "false"]
        prefix = {Signedness.SIGNED: "si", Signedness.UNSIGNED: "ui"}.get(type_.signedness.data, "i")
        return [f"c{_signed(value.value.data, width)}_{prefix}{width}"]
    return [f"c{_signed(value.value.data, 64)}"]


def _index_constant_name(op: Operation) -> list[str]:
    value = op.properties["value"]
    assert isinstance(value, IntegerAttr)
    return [f"idx{_signed(value.value.data, 64)}"]


def _bool_constant_name(op: Operation) -> list[str]:
    value = op.properties["value"]
    assert isinstance(value, IntegerAttr)
    return ["true" if value.value.data & 1 else "false"]


def _gpu_dimension_name(op: Operation) -> list[str]:
    """`%thread_id_x`, `%block_dim_y`: the op's mnemonic and dimension."""
    dimension = op.properties["dimension"]
    return [f"{op.name.removeprefix('gpu.')}_{dimension.data.value}"]  # pyright: ignore[reportAttributeAccessIssue]


def _first_result(name: str) -> Callable[[Operation], list[str | None]]:
    """The first result is `name`; the others join its group (`%reduced:2`)."""
    return lambda op: [name, *[None] * (len(op.results) - 1)]


def _gpu_alloc_names(op: Operation) -> list[str]:
    """`%memref`, and `%asyncToken` for an async alloc."""
    return ["memref", "asyncToken"][: len(op.results)]


UPSTREAM_RESULT_NAMES: dict[str, Callable[[Operation], Sequence[str | None]]] = {
    "arith.constant": _constant_name,
    "arith.addui_extended": lambda op: ["sum", "overflow"],
    "arith.mulsi_extended": lambda op: ["low", "high"],
    "arith.mului_extended": lambda op: ["low", "high"],
    "complex.constant": lambda op: ["cst"],
    "gpu.alloc": _gpu_alloc_names,
    "gpu.shuffle": lambda op: ["shuffleResult", "valid"],
    "mhlo.topk": lambda op: ["values", "indices"],
    "index.constant": _index_constant_name,
    "index.bool.constant": _bool_constant_name,
    "memref.extract_strided_metadata": _strided_metadata_names,
    "vector.deinterleave": lambda op: ["res1", "res2"],
    "shape.const_size": lambda op: [f"c{op.properties['value'].value.data}"],  # pyright: ignore[reportAttributeAccessIssue]
    **{f"gpu.{name}": _gpu_dimension_name for name in ("thread_id", "block_id", "block_dim", "grid_dim", "global_id")},
    **{
        name: _first_result(result)
        for name, result in {
            "func.constant": "f",
            "linalg.broadcast": "broadcasted",
            "linalg.map": "mapped",
            "linalg.reduce": "reduced",
            "linalg.transpose": "transposed",
            "memref.alloc": "alloc",
            "memref.alloca": "alloca",
            "memref.cast": "cast",
            "memref.collapse_shape": "collapse_shape",
            "memref.dim": "dim",
            "memref.expand_shape": "expand_shape",
            "memref.extract_aligned_pointer_as_index": "intptr",
            "memref.memory_space_cast": "memspacecast",
            "memref.reinterpret_cast": "reinterpret_cast",
            "memref.reshape": "reshape",
            "memref.subview": "subview",
            "memref.transpose": "transpose",
            "memref.view": "view",
            "tensor.cast": "cast",
            "tensor.collapse_shape": "collapsed",
            "tensor.concat": "concat",
            "tensor.dim": "dim",
            "tensor.expand_shape": "expanded",
            "tensor.extract": "extracted",
            "tensor.extract_slice": "extracted_slice",
            "tensor.from_elements": "from_elements",
            "tensor.gather": "gather",
            "tensor.generate": "generated",
            "tensor.insert": "inserted",
            "tensor.insert_slice": "inserted_slice",
            "tensor.pad": "padded",
            "tensor.rank": "rank",
            "tensor.reshape": "reshape",
            "tensor.scatter": "scatter",
            "tensor.splat": "splat",
        }.items()
    },
}
"""The names upstream's `getAsmResultNames` gives the results of ops (custom form only, as upstream):
`%c0 = arith.constant 0 : index`, `%alloc = memref.alloc() ...`,
`%base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata ...`, whatever the input
called them."""


def _structured_argument_names(
    init: str, inputs: Callable[[Operation], int]
) -> Callable[[Operation, Region], list[str]]:
    """`%in` for each input's element, `init` for the others (upstream's linalg `getAsmBlockArgumentNames`)."""

    def names(op: Operation, region: Region) -> list[str]:
        if region is not op.regions[0]:
            return []
        count = inputs(op)
        return ["in"] * count + [init] * (len(region.blocks.first.args) - count)  # pyright: ignore[reportOptionalMemberAccess]

    return names


def _iteration_argument_names(op: Operation, region: Region) -> list[str]:
    """`%iterArg` for each argument of both regions of an mhlo/stablehlo while (the header names them once)."""
    return ["iterArg"] * len(region.blocks.first.args)  # pyright: ignore[reportOptionalMemberAccess]


UPSTREAM_BLOCK_ARGUMENT_NAMES: dict[str, Callable[[Operation, Region], Sequence[str]]] = {
    "linalg.generic": _structured_argument_names("out", lambda op: len(op.inputs)),  # pyright: ignore[reportAttributeAccessIssue]
    "linalg.map": _structured_argument_names("init", lambda op: len(op.inputs)),  # pyright: ignore[reportAttributeAccessIssue]
    "linalg.reduce": _structured_argument_names("init", lambda op: len(op.operands) // 2),
    "mhlo.while": _iteration_argument_names,
    "stablehlo.while": _iteration_argument_names,
}
"""The names upstream's `getAsmBlockArgumentNames` gives the entry block arguments of an op's regions,
custom form only: `^bb0(%in: f32, %in_0: f32, %out: f32)` in a `linalg.generic`,
`mhlo.while(%iterArg = %0, %iterArg_0 = %1)`."""


DEFAULT_DIALECTS: dict[str, str] = {
    "builtin.module": "builtin",
    "emitc.func": "emitc",
    "func.func": "func",
    "pdl.pattern": "pdl",
    "transform.with_pdl_patterns": "transform",
}
"""The dialect whose prefix the ops in the regions of an op omit (upstream's `OpAsmOpInterface::getDefaultDialect`
of the ops that define one): `return` in a `func.func`. Other ops' regions (`gpu.module`, `gpu.func`, `scf.for`)
have none."""


def render(
    op: Operation,
    *,
    generic: bool = False,
    debuginfo: bool = False,
    elide_elements_larger: int | None = None,
    aliases: bool = True,
    hex_elements_larger: int | None = HEX_PRINT_THRESHOLD,
    skip_regions: bool = False,
    unique_ids: bool = False,
    nameloc_prefix: bool = False,
    value_users: bool = False,
    pretty_debuginfo: bool = False,
    elide_resource_strings_larger: int | None = None,
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
        hex_elements_larger=hex_elements_larger,
        skip_regions=skip_regions,
        unique_ids=unique_ids,
        nameloc_prefix=nameloc_prefix,
        value_users=value_users,
        pretty_debuginfo=pretty_debuginfo,
        elide_resource_strings_larger=elide_resource_strings_larger,
    )
    location_aliases = None
    if debuginfo and aliases:
        location_aliases = printer.location_aliases = LocationAliases(op, pretty_debuginfo)
    printer.print_op(op)
    deferred = location_aliases.definitions(pinned=False) if location_aliases is not None else ""
    if deferred:  # (upstream's deferred aliases: after the op)
        body.write("\n" + deferred.rstrip("\n"))
    # The `{-# dialect_resources: ... #-}` section of the blobs the op's `dense_resource` attributes name, as
    # upstream prints it after the op (kept by the builtin dialect's OpAsmDialectInterface when parsed).
    printer.print_metadata([Builtin])
    body.write("\n")
    top = location_aliases.definitions(pinned=True) if location_aliases is not None else ""
    if not printer.aliases:
        return top + body.getvalue()
    # Map aliases first, then integer set aliases, then dialect attributes', as upstream.
    aliases = sorted(printer.aliases.items(), key=lambda item: _alias_kind(item[0]))
    definitions = "".join(f"#{alias} = {_alias_definition(attribute)}\n" for attribute, alias in aliases)
    return top + definitions + body.getvalue()


DIAGNOSTIC_ELIDE_LIMIT = 16
"""The most elements a dense elements attribute of an op printed in a diagnostic's note shows (upstream's
`Diagnostic::appendOp` prints with `elideLargeElementsAttrs()`, whose default limit this is, whatever
`--mlir-elide-elementsattrs-if-larger` says)."""


def render_in_local_scope(
    op: Operation,
    *,
    generic: bool = True,
    debuginfo: bool = False,
    hex_elements_larger: int | None = HEX_PRINT_THRESHOLD,
    elide_elements_larger: int | None = DIAGNOSTIC_ELIDE_LIMIT,
    value_users: bool = False,
) -> str:
    """`op` alone as upstream's `Operation::print` prints it with `useLocalScope()` (what a diagnostic's `see
    current operation` note shows): no aliases, no resources, and its values numbered as they are in the closest
    op around it that is isolated from above (`"func.return"(%2)` for the return of a function with three
    values)."""
    scope = op
    while not _is_isolated_from_above(type(scope)) and (parent := scope.parent_op()) is not None:
        scope = parent
    body = StringIO()
    printer = AsmPrinter(
        stream=body,
        print_generic_format=generic,
        print_debuginfo=debuginfo,
        elide_elements_larger=elide_elements_larger,
        aliases=None,
        hex_elements_larger=hex_elements_larger,
        value_users=value_users,
    )
    if scope is not op:
        printer._name_values(scope)
    printer.print_op(op)
    return body.getvalue()


def _resource_text(value: str | bool, escape: Callable[[str], str]) -> str:
    """An external resource's value as printed: `true`, `false`, or the quoted string."""
    return ("true" if value else "false") if isinstance(value, bool) else escape(value)


def _alias_kind(attribute: Attribute) -> int:
    return 0 if isinstance(attribute, AffineMapAttr) else 1 if isinstance(attribute, AffineSetAttr) else 2


def _alias_definition(attribute: Attribute) -> str:
    """The text an alias stands for: `affine_map<...>`, `affine_set<...>`, `#sparse_tensor.encoding<...>`."""
    if isinstance(attribute, AffineSetAttr):
        return f"affine_set<{format_affine_set(attribute.data)}>"
    if isinstance(attribute, AffineMapAttr):
        return f"affine_map<{format_affine_map(attribute.data)}>"
    return attribute_text(attribute)


def attribute_text(attribute: Attribute) -> str:
    """An attribute or type as upstream prints it, alone (in a message: `memref<4xf32, 1>`, where xDSL's str
    gives `1 : i64` for the memory space)."""
    text = StringIO()
    AsmPrinter(stream=text).print_attribute(attribute)
    return text.getvalue()



def _round_trip(value: float, type: AnyFloat) -> float:
    """`value` stored in `type` and read back (f80 and f128 hold any Python float as it is)."""
    if type.name in WIDE_FLOATS:
        return value
    return type.unpack(type.pack([value]), 1)[0]


def _float_bits_text(value: float, type: AnyFloat) -> str:
    """The bits of `value` in `type` as MLIR writes a float it cannot print in decimal: `0x7F800000`,
    `0x7FFF8000000000000000` (an f80 infinity)."""
    if type.name in WIDE_FLOATS:
        return wide_float_bits_text(value, type.name)
    return f"0x{type.pack((value,))[::-1].hex().upper()}"
