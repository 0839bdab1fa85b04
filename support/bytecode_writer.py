"""Write MLIR bytecode, as `mlir-opt --emit-bytecode [--emit-bytecode-version=N]` does.

    data = write_bytecode(module, version=6)     # bytes starting with b"ML\\xefR"

What is written (upstream's mlir/docs/BytecodeFormat.md):

* the header (version 0 to 6, the producer "MLIR22.1.8" as mlir-opt 22's),
  the string, dialect, attribute/type (+ offsets), IR, resource (+ offsets)
  and (from version 5) properties sections;
* the builtin dialect's custom encodings for arrays, dictionaries, strings,
  symbol refs, types as attributes, units, integers, floats, locations,
  dense arrays, dense int/float elements (i1 bit-packed, splats as one
  element), dense resources, and for integer, index, function, float,
  complex, memref, none, tensor, tuple and vector types; every other
  attribute or type is written as its assembly (our printer's text), which
  upstream's reader parses;
* another dialect's attributes and types through its hooks, where it has
  some (`aiopt.support.bytecode_dialects`), else as text;
* ops: name, location, attribute dictionary, result types, operands,
  successors and regions (isolated-from-above regions in a nested section
  from version 2). A registered op's properties are written as inherent
  attributes of the attribute dictionary, the form every version's reader
  accepts (upstream moves them into the op's properties as its generic
  parser does), except for ops whose upstream layout has native properties
  that are no attribute (llvm's `overflowFlags` and `noWrapFlags`,
  affine.linearize_index's `disjoint`): from version 5 those are written in
  upstream's ODS layout in the properties section (the reader's table of
  layouts checked against mlir-opt 22); an unregistered op's
  properties are one dictionary attribute in the properties section (from
  version 5), as upstream writes them. No use-list orders (the reader then
  keeps the order it builds).
"""

from __future__ import annotations

from xdsl.dialects import builtin
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue, TypeAttribute

from aiopt.support import bytecode_encoding as enc
from aiopt.support.bytecode_dialects import BytecodeError, DialectBytecodeWriter, interface_for
from aiopt.support.bytecode_encoding import EncodingWriter, encode_varint

PRODUCER = "MLIR22.1.8"

_FLOAT_CODES = {
    builtin.BFloat16Type: 3, builtin.Float16Type: 4, builtin.Float32Type: 5,
    builtin.Float64Type: 6, builtin.Float80Type: 7, builtin.Float128Type: 8,
}  # fmt: skip
_DYNAMIC = -(1 << 63)


def _dialect_of(attr: Attribute) -> str:
    name = getattr(attr, "name", "") or ""
    if isinstance(attr, builtin.UnregisteredAttr) or type(attr).__name__.startswith("Unregistered"):
        text = _text(attr)
        body = text.lstrip("#!")
        return body.split(".", 1)[0].split("<", 1)[0] if "." in body else "builtin"
    if "." in name and not name.startswith("builtin."):
        return name.split(".", 1)[0]
    return "builtin"


def _text(attr: Attribute) -> str:
    from aiopt.support.asm_printer import attribute_text

    return attribute_text(attr)


class _Key:
    """A table entry: an attribute (`kind` "attr") or a type ("type"); types used as attributes are TypeAttrs."""

    __slots__ = ("kind", "value", "hash")

    def __init__(self, kind: str, value: Attribute):
        self.kind = kind
        self.value = value
        self.hash = hash((kind, value))

    def __hash__(self) -> int:
        return self.hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Key) and self.kind == other.kind and self.value == other.value


class _EntryWriter(DialectBytecodeWriter):
    """Writes one custom encoding; with `numbering` set, only collects what it references."""

    def __init__(self, owner: BytecodeWriter, numbering: bool):
        self.owner = owner
        self.numbering = numbering
        self.out = EncodingWriter()
        self.bytecode_version = owner.version

    def write_varint(self, value: int) -> None:
        self.out.write_varint(value)

    def write_signed_varint(self, value: int) -> None:
        self.out.write_signed_varint(value)

    def write_bool(self, value: bool) -> None:
        self.out.write_byte(1 if value else 0)

    def write_string(self, value: str) -> None:
        self.out.write_varint(self.owner.string(value))

    def write_blob(self, data: bytes) -> None:
        self.out.write_varint(len(data))
        self.out.write_bytes(bytes(data))

    def write_apint(self, value: int, bitwidth: int) -> None:
        value &= (1 << bitwidth) - 1 if bitwidth else 0
        if bitwidth <= 8:
            self.out.write_byte(value)
        elif bitwidth <= 64:
            self.out.write_signed_varint(value)
        else:
            words = []
            while value:
                words.append(value & ((1 << 64) - 1))
                value >>= 64
            self.out.write_varint(len(words))
            for word in words:
                self.out.write_signed_varint(word)

    def write_attribute(self, attr: Attribute) -> None:
        self.out.write_varint(self.owner.reference(_Key("attr", attr), self.numbering))

    def write_optional_attribute(self, attr: Attribute | None) -> None:
        if attr is None:
            self.out.write_varint(0)
        else:
            self.out.write_varint(self.owner.reference(_Key("attr", attr), self.numbering) << 1 | 1)

    def write_type(self, type_: Attribute) -> None:
        self.out.write_varint(self.owner.reference(_Key("type", type_), self.numbering))

    def write_resource_handle(self, key: str) -> None:
        self.out.write_varint(self.owner.resource_index(key))


class BytecodeWriter:
    """Encodes one top-level op (see the module docstring)."""

    def __init__(self, version: int = enc.VERSION):
        if not 0 <= version <= enc.VERSION:
            raise BytecodeError(f"unsupported version requested {version}, must be in range [0, {enc.VERSION}]")
        self.version = version
        self.strings: dict[str, int] = {}
        self.dialects: dict[str, int] = {}
        self.op_names: dict[str, tuple[int, int, bool]] = {}  # name -> (index, dialect, registered)
        self.keys: dict[_Key, int] = {}  # discovery order, then final indices
        self.order: list[_Key] = []
        self.final: dict[_Key, int] = {}
        self.encodings: dict[_Key, tuple[bool, bytes]] = {}
        self.resources: dict[str, bytes] = {}
        self.resource_keys: list[str] = []
        self.properties: list[bytes] = []

    # Tables.

    def string(self, text: str) -> int:
        index = self.strings.get(text)
        if index is None:
            index = self.strings[text] = len(self.strings)
        return index

    def dialect(self, name: str) -> int:
        index = self.dialects.get(name)
        if index is None:
            index = self.dialects[name] = len(self.dialects)
            self.string(name)
        return index

    def resource_index(self, key: str) -> int:
        if key not in self.resources:
            self.resources[key] = self._resource_blob(key)
            self.resource_keys.append(key)
        return self.resource_keys.index(key)

    @staticmethod
    def _resource_blob(key: str) -> bytes:
        from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface

        text = builtin.Builtin.get_interface(OpAsmDialectInterface).lookup(key)
        return bytes.fromhex(text[2:]) if text else b""

    def reference(self, key: _Key, numbering: bool) -> int:
        if numbering:
            self._discover(key)
            return 0
        return self.final[key]

    def _discover(self, key: _Key) -> None:
        if key in self.keys:
            return
        self.keys[key] = len(self.order)
        self.order.append(key)
        # Number what the entry references (its custom encoding, written with a numbering writer).
        self._encode(key, _EntryWriter(self, numbering=True))

    def _encode(self, key: _Key, writer: _EntryWriter) -> bool:
        """Write `key`'s custom encoding with `writer`; False when it is written as text."""
        value = key.value
        dialect = _dialect_of(value) if not (key.kind == "attr" and isinstance(value, TypeAttribute)) else "builtin"
        if dialect == "builtin":
            if key.kind == "type":
                return _write_builtin_type(value, writer)
            return _write_builtin_attr(value, writer)
        hooks = interface_for(dialect)
        if hooks is None:
            return False
        start = len(writer.out.buffer)
        done = hooks.write_type(value, writer) if key.kind == "type" else hooks.write_attribute(value, writer)
        if not done:
            del writer.out.buffer[start:]
        return bool(done)

    def _key_dialect(self, key: _Key) -> str:
        if key.kind == "attr" and isinstance(key.value, TypeAttribute):
            return "builtin"
        return _dialect_of(key.value)

    # Entry point.

    def write(self, top: Operation) -> bytes:
        # 1. Discover op names, attributes and types.
        self._discover_op(top)
        # 2. Number the attributes and types grouped by dialect (the offset section lists them so).
        attr_groups: dict[int, list[_Key]] = {}
        type_groups: dict[int, list[_Key]] = {}
        for key in self.order:
            groups = attr_groups if key.kind == "attr" else type_groups
            groups.setdefault(self.dialect(self._key_dialect(key)), []).append(key)
        for groups in (attr_groups, type_groups):
            index = 0
            for keys in groups.values():
                for key in keys:
                    self.final[key] = index
                    index += 1
        # 3. Encode the entries.
        for key in self.order:
            writer = _EntryWriter(self, numbering=False)
            if self._encode(key, writer):
                self.encodings[key] = (True, bytes(writer.out.buffer))
            else:
                self.encodings[key] = (False, _text(key.value).encode("utf-8", errors="surrogateescape") + b"\x00")
        for key in self.resource_keys:
            self.string(key)
        dialect_section = self._dialect_section()  # (fixes the op name indices)
        ir = EncodingWriter()
        ir.write_varint(1 << 1)  # the top-level block: one op, no arguments
        self._write_op(ir, top, {}, [])
        out = EncodingWriter()
        out.write_bytes(enc.MAGIC)
        out.write_varint(self.version)
        out.write_null_terminated_string(PRODUCER)
        attr_data, attr_offsets = self._attr_type_sections(attr_groups, type_groups)
        sections = [
            (enc.SECTION_DIALECT, dialect_section),
            (enc.SECTION_ATTR_TYPE, attr_data),
            (enc.SECTION_ATTR_TYPE_OFFSET, attr_offsets),
            (enc.SECTION_IR, bytes(ir.buffer)),
        ]
        for section_id, data in sections:
            _write_section(out, section_id, data)
        if self.resources:
            self._write_resources(out)
        if self.version >= enc.NATIVE_PROPERTIES_ENCODING:
            properties = EncodingWriter()
            if self.properties:
                properties.write_varint(len(self.properties))
                for entry in self.properties:
                    properties.write_varint(len(entry))
                    properties.write_bytes(entry)
            _write_section(out, enc.SECTION_PROPERTIES, bytes(properties.buffer))
        strings = EncodingWriter()
        names = list(self.strings)
        strings.write_varint(len(names))
        encoded = [name.encode("utf-8", errors="surrogateescape") + b"\x00" for name in names]
        for data in reversed(encoded):
            strings.write_varint(len(data))
        for data in encoded:
            strings.write_bytes(data)
        _write_section(out, enc.SECTION_STRING, bytes(strings.buffer))
        return bytes(out.buffer)

    def _discover_op(self, op: Operation) -> None:
        name = _op_name(op)
        if name not in self.op_names:
            dialect, _, short = name.partition(".")
            if not short:
                dialect, short = name, ""
            registered = not isinstance(op, builtin.UnregisteredOp)
            self.op_names[name] = (len(self.op_names), self.dialect(dialect), registered)
            self.string(short)
        self._discover(_Key("attr", _location(op)))
        for attrs in (_op_attributes(op, self.version), _unregistered_properties(op, self.version)):
            if attrs is not None:
                self._discover(_Key("attr", attrs))
        for value in _ods_attributes(op, self.version):
            self._discover(_Key("attr", value))
        for result in op.results:
            self._discover(_Key("type", result.type))
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    self._discover(_Key("type", arg.type))
                    if self.version < enc.ELIDE_UNKNOWN_BLOCK_ARG_LOCATION:
                        self._discover(_Key("attr", builtin.UnknownLoc()))
                for inner in block.ops:
                    self._discover_op(inner)

    # Sections.

    def _dialect_section(self) -> bytes:
        out = EncodingWriter()
        out.write_varint(len(self.dialects))
        for name in self.dialects:
            if self.version < enc.DIALECT_VERSIONING:
                out.write_varint(self.string(name))
                continue
            hooks = interface_for(name) if name != "builtin" else None
            if hooks is None or hooks.version() is None:
                out.write_varint(self.string(name) << 1)
                continue
            # A versioned dialect: its version in a nested section, as its hooks write it.
            version = _EntryWriter(self, numbering=False)
            hooks.write_version(version)
            out.write_varint(self.string(name) << 1 | 1)
            _write_section(out, enc.SECTION_DIALECT_VERSIONS, bytes(version.out.buffer))
        if self.version >= enc.ELIDE_UNKNOWN_BLOCK_ARG_LOCATION:
            out.write_varint(len(self.op_names))
        by_dialect: dict[int, list[tuple[str, bool]]] = {}
        for name, (_, dialect, registered) in self.op_names.items():
            by_dialect.setdefault(dialect, []).append((name, registered))
        # (op name indices follow this grouped order)
        index = 0
        for dialect, names in by_dialect.items():
            out.write_varint(dialect)
            out.write_varint(len(names))
            for name, registered in names:
                short = name.partition(".")[2]
                if self.version < enc.NATIVE_PROPERTIES_ENCODING:
                    out.write_varint(self.string(short))
                else:
                    out.write_varint(self.string(short) << 1 | int(registered))
                self.op_names[name] = (index, dialect, registered)
                index += 1
        return bytes(out.buffer)

    def _attr_type_sections(self, attr_groups, type_groups) -> tuple[bytes, bytes]:
        data = EncodingWriter()
        offsets = EncodingWriter()
        offsets.write_varint(sum(len(k) for k in attr_groups.values()))
        offsets.write_varint(sum(len(k) for k in type_groups.values()))
        for groups in (attr_groups, type_groups):
            for dialect, keys in groups.items():
                offsets.write_varint(dialect)
                offsets.write_varint(len(keys))
                for key in keys:
                    custom, encoded = self.encodings[key]
                    data.write_bytes(encoded)
                    offsets.write_varint(len(encoded) << 1 | int(custom))
        return bytes(data.buffer), bytes(offsets.buffer)

    def _write_resources(self, out: EncodingWriter) -> None:
        alignments = {key: int.from_bytes(blob[:4], "little") or 1 for key, blob in self.resources.items()}
        max_align = max([8, *alignments.values()])
        data = EncodingWriter()
        offsets = EncodingWriter()
        offsets.write_varint(0)  # no external resources
        offsets.write_varint(self.dialect("builtin"))
        offsets.write_varint(len(self.resource_keys))
        for key in self.resource_keys:
            blob = self.resources[key]
            start = len(data.buffer)
            if blob:
                alignment = alignments[key]
                data.write_varint(alignment)
                data.write_varint(len(blob) - 4)
                while len(data.buffer) % alignment:
                    data.write_byte(enc.ALIGNMENT_BYTE)
                data.write_bytes(blob[4:])
            offsets.write_varint(self.string(key))
            offsets.write_varint(len(data.buffer) - start)
            offsets.write_byte(enc.RESOURCE_BLOB)
        _write_section(out, enc.SECTION_RESOURCE, bytes(data.buffer), max_align)
        _write_section(out, enc.SECTION_RESOURCE_OFFSET, bytes(offsets.buffer))

    # The IR.

    def _ods_properties(self, op: Operation) -> bytes | None:
        """An op's properties in upstream's ODS layout, for the ops with native properties that are no attribute
        (which upstream's reader would drop from an attribute dictionary)."""
        layout = _ods_layout_of(op, self.version)
        if layout is None:
            return None
        names, segments = layout
        values = {**op.attributes, **op.properties}
        out = EncodingWriter()
        for name, kind in names:
            value = values.get(name)
            if name in segments:
                if self.version < enc.NATIVE_PROPERTIES_ODS_SEGMENT_SIZE:
                    out.write_varint(self.final[_Key("attr", value)])
            elif kind == "bool":
                unset = value is None or (isinstance(value, builtin.IntegerAttr) and not value.value.data)
                out.write_byte(0 if unset else 1)  # (a UnitProp: set, unless absent or `= false`)
            elif kind == "enum":
                out.write_varint(value.value.data if isinstance(value, builtin.IntegerAttr) else 0)
            elif kind:
                out.write_varint(self.final[_Key("attr", value)])
            elif value is None:
                out.write_varint(0)
            else:
                out.write_varint_with_flag(self.final[_Key("attr", value)], True)
        if self.version >= enc.NATIVE_PROPERTIES_ODS_SEGMENT_SIZE:
            sparse = _SparseWriter(out)
            for name in segments:
                sparse.write_sparse_array([int(v) for v in values[name].get_values()])
        return bytes(out.buffer)

    def _write_op(self, out: EncodingWriter, op: Operation, ids: dict[SSAValue, int], blocks: list[Block]) -> None:
        out.write_varint(self.op_names[_op_name(op)][0])
        mask = 0
        attrs = _op_attributes(op, self.version)
        if attrs is not None:
            mask |= enc.OP_HAS_ATTRS
        properties = _unregistered_properties(op, self.version)
        ods = self._ods_properties(op)
        if properties is not None or ods is not None:
            mask |= enc.OP_HAS_PROPERTIES
        if op.results:
            mask |= enc.OP_HAS_RESULTS
        if op.operands:
            mask |= enc.OP_HAS_OPERANDS
        if op.successors:
            mask |= enc.OP_HAS_SUCCESSORS
        if op.regions:
            mask |= enc.OP_HAS_INLINE_REGIONS
        out.write_byte(mask)
        out.write_varint(self.final[_Key("attr", _location(op))])
        if attrs is not None:
            out.write_varint(self.final[_Key("attr", attrs)])
        if properties is not None or ods is not None:
            entry = ods if ods is not None else encode_varint(self.final[_Key("attr", properties)])
            out.write_varint(len(self.properties))
            self.properties.append(entry)
        if op.results:
            out.write_varint(len(op.results))
            for result in op.results:
                out.write_varint(self.final[_Key("type", result.type)])
        if op.operands:
            out.write_varint(len(op.operands))
            for operand in op.operands:
                if operand not in ids:
                    raise BytecodeError(f"operand of '{op.name}' is not defined in a visible scope")
                out.write_varint(ids[operand])
        if op.successors:
            out.write_varint(len(op.successors))
            for successor in op.successors:
                out.write_varint(blocks.index(successor))
        if op.regions:
            isolated = _is_isolated(op)
            out.write_varint(len(op.regions) << 1 | int(isolated))
            if isolated:
                scope: dict[SSAValue, int] = {}
                target = EncodingWriter() if self.version >= enc.LAZY_LOADING else out
                for region in op.regions:
                    self._write_region(target, region, scope, 0)
                if target is not out:
                    _write_section(out, enc.SECTION_IR, bytes(target.buffer))
            else:
                base = max(ids.values(), default=-1) + 1
                for region in op.regions:
                    self._write_region(out, region, dict(ids), base)

    def _write_region(self, out: EncodingWriter, region: Region, ids: dict[SSAValue, int], base: int) -> None:
        blocks = list(region.blocks)
        out.write_varint(len(blocks))
        if not blocks:
            return
        values: list[SSAValue] = []
        for block in blocks:
            values.extend(block.args)
            for op in block.ops:
                values.extend(op.results)
        out.write_varint(len(values))
        for i, value in enumerate(values):
            ids[value] = base + i
        for block in blocks:
            ops = list(block.ops)
            out.write_varint(len(ops) << 1 | int(bool(block.args)))
            if block.args:
                out.write_varint(len(block.args))
                for arg in block.args:
                    type_index = self.final[_Key("type", arg.type)]
                    if self.version >= enc.ELIDE_UNKNOWN_BLOCK_ARG_LOCATION:
                        out.write_varint(type_index << 1)
                    else:
                        out.write_varint(type_index)
                        out.write_varint(self.final[_Key("attr", builtin.UnknownLoc())])
                if self.version >= enc.USE_LIST_ORDERING:
                    out.write_byte(0)
            for op in ops:
                self._write_op(out, op, ids, blocks)


def _write_section(out: EncodingWriter, section_id: int, data: bytes, alignment: int = 1) -> None:
    if alignment > 1:
        out.write_byte(section_id | 0x80)
        out.write_varint(len(data))
        out.write_varint(alignment)
        while len(out.buffer) % alignment:
            out.write_byte(enc.ALIGNMENT_BYTE)
    else:
        out.write_byte(section_id)
        out.write_varint(len(data))
    out.write_bytes(data)


def _op_name(op: Operation) -> str:
    """The op's name (an unregistered op's own, not xDSL's `builtin.unregistered`)."""
    if isinstance(op, builtin.UnregisteredOp):
        return op.op_name.data
    return op.name


def _location(op: Operation) -> Attribute:
    loc = getattr(op, "location", None)
    return canonical_location(loc) if isinstance(loc, Attribute) else builtin.UnknownLoc()


def canonical_location(loc: Attribute) -> Attribute:
    """`loc` as upstream's builders make it: a fused location without unknowns or nested fused locations of the
    same metadata, one location alone or none as itself or unknown (upstream's reader asserts a FusedLoc it
    reads is one: `fused[a, unknown]` must be written as `a`)."""
    if isinstance(loc, builtin.NameLoc):
        child = loc.location
        if isinstance(child, builtin.NoneAttr):
            return loc
        return builtin.NameLoc(loc.desc, canonical_location(child))
    if isinstance(loc, builtin.CallSiteLoc):
        return builtin.CallSiteLoc(canonical_location(loc.callee), canonical_location(loc.caller))
    if not isinstance(loc, builtin.FusedLoc):
        return loc
    metadata = loc.metadata
    parts: list[Attribute] = []
    for part in loc.locations.data:
        part = canonical_location(part)
        if isinstance(part, builtin.FusedLoc) and part.metadata == metadata:
            items = list(part.locations.data)
        elif isinstance(part, builtin.UnknownLoc):
            items = []
        else:
            items = [part]
        for item in items:
            if item not in parts:
                parts.append(item)
    has_metadata = not isinstance(metadata, builtin.NoneAttr)
    if not parts:
        return (
            builtin.FusedLoc(builtin.ArrayAttr([builtin.UnknownLoc()]), metadata)
            if has_metadata
            else builtin.UnknownLoc()
        )
    if len(parts) == 1 and not has_metadata:
        return parts[0]
    return builtin.FusedLoc(builtin.ArrayAttr(parts), metadata)


def _unregistered_properties(op: Operation, version: int) -> builtin.DictionaryAttr | None:
    """The properties of an unregistered op, which upstream stores as an attribute in the properties section (from
    version 5). A registered op's properties are written in its attribute dictionary instead: upstream's reader
    decodes a registered op's properties section entry in the op's own ODS layout."""
    if version >= enc.NATIVE_PROPERTIES_ENCODING and isinstance(op, builtin.UnregisteredOp) and op.properties:
        return builtin.DictionaryAttr(dict(sorted(op.properties.items())))
    return None


class _SparseWriter(DialectBytecodeWriter):
    def __init__(self, out: EncodingWriter):
        self.out = out

    def write_varint(self, value: int) -> None:
        self.out.write_varint(value)


def _ods_layout_of(op: Operation, version: int) -> tuple[list[tuple[str, bool | str]], list[str]] | None:
    """The ODS property layout the writer uses for `op` (names with their kinds, and the segment size names),
    or None where its properties go in the attribute dictionary: only ops whose upstream layout (the reader's
    table, checked against mlir-opt 22) has native properties, and whose required properties are all set."""
    from aiopt.support.bytecode_reader import _UPSTREAM_PROPERTIES, _ods_layout

    if version < enc.NATIVE_PROPERTIES_ENCODING or isinstance(op, builtin.UnregisteredOp):
        return None
    upstream = _UPSTREAM_PROPERTIES.get(op.name)
    if not upstream or not any(kind in ("bool", "enum") for _, kind in upstream):
        return None

    class _Context:
        def get_optional_op(self, name: str):
            return type(op)

    layout = _ods_layout(op.name, _Context)
    if layout is None:
        return None
    names, operand_groups, result_groups = layout
    segments = [
        name
        for name, groups in (("operandSegmentSizes", operand_groups), ("resultSegmentSizes", result_groups))
        if groups is not None
    ]
    values = {**op.attributes, **op.properties}
    for name, kind in names:
        if (kind is True or name in segments) and name not in values:
            return None
    return names, segments


def _ods_attributes(op: Operation, version: int) -> list[Attribute]:
    """The attributes `op`'s ODS properties entry refers to (by index)."""
    layout = _ods_layout_of(op, version)
    if layout is None:
        return []
    names, segments = layout
    values = {**op.attributes, **op.properties}
    return [
        values[name]
        for name, kind in names
        if name in values
        and kind not in ("bool", "enum")
        and (name not in segments or version < enc.NATIVE_PROPERTIES_ODS_SEGMENT_SIZE)
    ]


_NO_UPSTREAM_SEGMENT_SIZES = frozenset({"linalg.map"})
"""Ops whose definition here has operand segment sizes where upstream's has none (upstream would keep them as a
discardable attribute)."""


def _op_attributes(op: Operation, version: int = enc.VERSION) -> builtin.DictionaryAttr | None:
    attributes = op.attributes
    if isinstance(op, builtin.UnregisteredOp):
        attributes = {k: v for k, v in attributes.items() if k != "op_name__"}  # (xDSL keeps the name there)
    if _unregistered_properties(op, version) is not None:
        return builtin.DictionaryAttr(dict(sorted(attributes.items()))) if attributes else None
    layout = _ods_layout_of(op, version)
    if layout is not None:  # (what the ODS entry holds stays out of the dictionary)
        held = {name for name, _ in layout[0]}
        rest = {k: v for k, v in {**op.properties, **attributes}.items() if k not in held}
        return builtin.DictionaryAttr(dict(sorted(rest.items()))) if rest else None
    merged = {**op.properties, **attributes}
    if op.name in _NO_UPSTREAM_SEGMENT_SIZES:
        merged.pop("operandSegmentSizes", None)
    if not merged:
        return None
    return builtin.DictionaryAttr(dict(sorted(merged.items())))


def _is_isolated(op: Operation) -> bool:
    from xdsl.traits import IsolatedFromAbove

    try:
        return op.has_trait(IsolatedFromAbove)
    except Exception:
        return False


# The builtin dialect's encodings.


def _int_width(type_: Attribute) -> int | None:
    if isinstance(type_, builtin.IntegerType):
        return type_.width.data
    if isinstance(type_, builtin.IndexType):
        return 64
    return None


def _write_builtin_attr(attr: Attribute, w: _EntryWriter) -> bool:
    if isinstance(attr, TypeAttribute):
        w.write_varint(6)
        w.write_type(attr)
        return True
    if isinstance(attr, builtin.ArrayAttr):
        w.write_varint(0)
        w.write_attributes(list(attr.data))
        return True
    if isinstance(attr, builtin.DictionaryAttr):
        w.write_varint(1)
        items = sorted(attr.data.items())
        w.write_varint(len(items))
        for name, value in items:
            w.write_attribute(builtin.StringAttr(name))
            w.write_attribute(value)
        return True
    if isinstance(attr, builtin.StringAttr) and type(attr) is builtin.StringAttr:
        w.write_varint(2)
        w.write_string(attr.data)
        return True
    if isinstance(attr, builtin.SymbolRefAttr):
        nested = list(attr.nested_references.data)
        w.write_varint(5 if nested else 4)
        w.write_attribute(attr.root_reference)
        if nested:
            w.write_attributes([builtin.SymbolRefAttr(n) for n in nested])
        return True
    if isinstance(attr, builtin.UnitAttr):
        w.write_varint(7)
        return True
    if isinstance(attr, builtin.IntegerAttr):
        width = _int_width(attr.type)
        if width is None:
            return False
        w.write_varint(8)
        w.write_type(attr.type)
        w.write_apint(attr.value.data, width)
        return True
    if isinstance(attr, builtin.FloatAttr):
        if type(attr.type) not in _FLOAT_CODES and not hasattr(attr.type, "SEMANTICS"):
            return False
        from aiopt.support.bytecode_encoding import float_to_bits, float_type_bitwidth

        w.write_varint(9)
        w.write_type(attr.type)
        w.write_apint(float_to_bits(attr.value.data, attr.type), float_type_bitwidth(attr.type))
        return True
    if isinstance(attr, builtin.CallSiteLoc):
        w.write_varint(10)
        w.write_attribute(attr.callee)
        w.write_attribute(attr.caller)
        return True
    if isinstance(attr, builtin.FileLineColLoc):
        w.write_varint(11)
        w.write_attribute(attr.filename)
        w.write_varint(attr.line.data)
        w.write_varint(attr.column.data)
        return True
    if isinstance(attr, builtin.FusedLoc):
        metadata = attr.metadata
        has_metadata = not isinstance(metadata, builtin.UnitAttr) and metadata is not None
        if has_metadata and isinstance(metadata, builtin.NoneAttr):
            has_metadata = False
        w.write_varint(13 if has_metadata else 12)
        w.write_attributes([canonical_location(loc) for loc in attr.locations.data])
        if has_metadata:
            w.write_attribute(metadata)
        return True
    if isinstance(attr, builtin.NameLoc):
        w.write_varint(14)
        w.write_attribute(attr.desc)
        child = attr.location
        w.write_attribute(builtin.UnknownLoc() if isinstance(child, builtin.NoneAttr) else child)
        return True
    if isinstance(attr, builtin.UnknownLoc):
        w.write_varint(15)
        return True
    if isinstance(attr, builtin.DenseResourceAttr):
        w.write_varint(16)
        w.write_type(attr.type)
        w.write_resource_handle(attr.resource_handle.data)
        return True
    if isinstance(attr, builtin.DenseArrayBase):
        element = attr.elt_type
        data = attr.data.data
        if isinstance(element, builtin.IntegerType):
            width = element.width.data
            step = 1 if width == 1 else width // 8
            if width != 1 and width % 8:
                return False
        elif type(element) in _FLOAT_CODES and not isinstance(element, builtin.Float80Type):
            step = element.bitwidth // 8
        else:
            return False
        w.write_varint(17)
        w.write_type(element)
        w.write_varint(len(data) // step)
        w.write_blob(data)
        return True
    if isinstance(attr, builtin.DenseIntOrFPElementsAttr):
        return _write_dense(attr, w)
    return False


def _write_dense(attr: builtin.DenseIntOrFPElementsAttr, w: _EntryWriter) -> bool:
    type_ = attr.type
    element = type_.element_type
    data = bytes(attr.data.data)
    shape = [d.data for d in type_.shape.data]
    count = 1
    for d in shape:
        count *= d
    if isinstance(element, builtin.IntegerType) and element.width.data == 1:
        if count and len(data) != count:
            return False
        if count > 1 and len(set(data)) == 1:
            blob = b"\xff" if data[0] else b"\x00"
        else:
            packed = bytearray((count + 7) // 8)
            for i, byte in enumerate(data):
                if byte:
                    packed[i // 8] |= 1 << (i % 8)
            blob = bytes(packed)
            if count == 1:
                blob = b"\xff" if data and data[0] else b"\x00"
    else:
        if count == 0 or not data:
            blob = data
        else:
            size = len(data) // count
            if size * count != len(data) or size == 0:
                return False
            first = data[:size]
            blob = first if count > 1 and data == first * count else data
    w.write_varint(18)
    w.write_type(type_)
    w.write_blob(blob)
    return True


def _write_shape(w: _EntryWriter, shape) -> None:
    values = [d.data for d in shape.data]
    w.write_varint(len(values))
    for value in values:
        w.write_signed_varint(_DYNAMIC if value == -1 else value)


def _write_builtin_type(type_: Attribute, w: _EntryWriter) -> bool:
    if isinstance(type_, builtin.IntegerType):
        signedness = {
            builtin.Signedness.SIGNLESS: 0, builtin.Signedness.SIGNED: 1, builtin.Signedness.UNSIGNED: 2,
        }[type_.signedness.data]  # fmt: skip
        w.write_varint(0)
        w.write_varint(type_.width.data << 2 | signedness)
        return True
    if isinstance(type_, builtin.IndexType):
        w.write_varint(1)
        return True
    if isinstance(type_, builtin.FunctionType):
        w.write_varint(2)
        w.write_types(list(type_.inputs.data))
        w.write_types(list(type_.outputs.data))
        return True
    code = _FLOAT_CODES.get(type(type_))
    if code is not None:
        w.write_varint(code)
        return True
    if isinstance(type_, builtin.ComplexType):
        w.write_varint(9)
        w.write_type(type_.element_type)
        return True
    if isinstance(type_, builtin.MemRefType):
        layout = type_.layout
        if isinstance(layout, builtin.NoneAttr):
            rank = len(type_.shape.data)
            from xdsl.ir.affine import AffineMap

            layout = builtin.AffineMapAttr(AffineMap.identity(rank))
        space = type_.memory_space
        has_space = not isinstance(space, builtin.NoneAttr)
        w.write_varint(11 if has_space else 10)
        if has_space:
            w.write_attribute(space)
        _write_shape(w, type_.shape)
        w.write_type(type_.element_type)
        w.write_attribute(layout)
        return True
    if isinstance(type_, builtin.NoneType):
        w.write_varint(12)
        return True
    if isinstance(type_, builtin.TensorType):
        encoding = type_.encoding
        has_encoding = not isinstance(encoding, builtin.NoneAttr)
        w.write_varint(14 if has_encoding else 13)
        if has_encoding:
            w.write_attribute(encoding)
        _write_shape(w, type_.shape)
        w.write_type(type_.element_type)
        return True
    if isinstance(type_, builtin.TupleType):
        w.write_varint(15)
        w.write_types(list(type_.types.data))
        return True
    if isinstance(type_, builtin.UnrankedMemRefType):
        space = type_.memory_space
        has_space = not isinstance(space, builtin.NoneAttr)
        w.write_varint(17 if has_space else 16)
        if has_space:
            w.write_attribute(space)
        w.write_type(type_.element_type)
        return True
    if isinstance(type_, builtin.UnrankedTensorType):
        w.write_varint(18)
        w.write_type(type_.element_type)
        return True
    if isinstance(type_, builtin.VectorType):
        scalable = [bool(d.value.data) for d in type_.scalable_dims.data]
        if any(scalable):
            return False  # (written as text)
        w.write_varint(19)
        _write_shape(w, type_.shape)
        w.write_type(type_.element_type)
        return True
    return False


def write_bytecode(top: Operation, version: int = enc.VERSION) -> bytes:
    """The bytecode of `top` (usually a module) in bytecode `version` (0 to 6)."""
    return BytecodeWriter(version).write(top)
