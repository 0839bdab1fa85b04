"""Read MLIR bytecode (`ML\\xefR` files, as `mlir-opt --emit-bytecode` writes them) into MLIR text.

The tools read a bytecode input the way upstream's do: wherever a file or
stdin is read, data that starts with the magic number `ML\\xefR` is decoded
here (versions 0 through 6, mlir-opt 22's current one) into the generic
form of the same IR, which the ordinary parser then reads. The text keeps
every op's location (`loc(...)`), so diagnostics name the original source:

    text = bytecode_to_text(open("x.mlirbc", "rb").read(), "x.mlirbc")

What is decoded (upstream's mlir/docs/BytecodeFormat.md, BytecodeReader.cpp
and BuiltinDialectBytecode.cpp):

* the header (version, producer), the string, dialect (dialect names and
  versions, op names), attribute/type (and offsets), resource, properties
  and IR sections; isolated regions stored as nested sections; use-list
  orders are read and ignored (our IR keeps no use-list order);
* the builtin dialect's custom encodings of attributes (array, dictionary,
  string, symbol refs, type, unit, integer, float, locations, dense
  resource/array/int-or-float/string, sparse, distinct) and types (integer,
  index, function, floats, complex, memref, none, tensors, tuple, vector),
  each rendered as its MLIR text; any other attribute or type stored as its
  assembly is used as it is;
* another dialect's custom encodings through its hooks
  (`aiopt.support.bytecode_dialects`), whose attributes are printed back to
  text with our printer; a dialect without hooks is an `error:`;
* op properties: stored as an attribute (ops the writer did not know; before
  version 5 in the attribute dictionary), or in the ODS layout of a registered op: each
  inherent attribute in name order (`readAttribute` when required,
  `readOptionalAttribute` otherwise), then native properties (a UnitProp's
  byte, an enum's varint), segment sizes as a dense array before version 6
  and as a sparse array at the end from version 6. The names come from our op
  definition, or from `_UPSTREAM_PROPERTIES` where upstream's differ (llvm.func
  and most llvm memory/call ops, nvvm, gpu mma, scf, arith, vector, linalg).

A malformed file raises `BytecodeError` with upstream's message where it has
one; `read_bytecode_source` turns that into a `file:0:0: error:` diagnostic
with upstream's note naming the version and producer.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from aiopt.support import bytecode_encoding as enc
from aiopt.support.bytecode_dialects import BytecodeError, DialectBytecodeReader, interface_for, to_signed
from aiopt.support.bytecode_encoding import EncodingReader

_BARE_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*\Z")
_INT_TYPE = re.compile(r"(si|ui|i)(\d+)\Z")
_DYNAMIC = -(1 << 63)

_FLOAT_WIDTHS = {
    "bf16": 16, "f16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19,
    "f8E5M2": 8, "f8E4M3": 8, "f8E4M3FN": 8, "f8E5M2FNUZ": 8, "f8E4M3FNUZ": 8, "f8E4M3B11FNUZ": 8,
    "f8E3M4": 8, "f8E8M0FNU": 8, "f6E2M3FN": 6, "f6E3M2FN": 6, "f4E2M1FN": 4,
}  # fmt: skip


def escape_string(text: str | bytes) -> str:
    """`text` as an MLIR string literal's body (upstream's printEscapedString)."""
    data = text.encode("utf-8", errors="surrogateescape") if isinstance(text, str) else text
    out = []
    for byte in data:
        if byte == 0x5C:
            out.append("\\\\")
        elif byte == 0x22:
            out.append('\\"')
        elif 0x20 <= byte < 0x7F:
            out.append(chr(byte))
        else:
            out.append(f"\\{byte:02X}")
    return "".join(out)


def quoted(text: str | bytes) -> str:
    return f'"{escape_string(text)}"'


def _symbol(name: str) -> str:
    return "@" + (name if _BARE_ID.match(name) else quoted(name))


def _key(name: str) -> str:
    return name if _BARE_ID.match(name) else quoted(name)


class BType:
    """A decoded type: its text, and what the builtin encodings need to know of it."""

    __slots__ = ("text", "width", "signedness", "float_name", "shape", "element", "is_index", "is_complex")

    def __init__(self, text: str, **info: Any):
        self.text = text
        self.width: int | None = info.get("width")
        self.signedness: str = info.get("signedness", "")
        self.float_name: str | None = info.get("float_name")
        self.shape: list[int] | None = info.get("shape")
        self.element: BType | None = info.get("element")
        self.is_index: bool = info.get("is_index", False)
        self.is_complex: bool = info.get("is_complex", False)

    @classmethod
    def from_text(cls, text: str) -> BType:
        """A type read from its assembly: integer, float and complex types keep what encodings need."""
        match = _INT_TYPE.match(text)
        if match:
            return cls(text, width=int(match.group(2)), signedness={"i": "", "si": "s", "ui": "u"}[match.group(1)])
        if text in _FLOAT_WIDTHS:
            return cls(text, float_name=text, width=_FLOAT_WIDTHS[text])
        if text == "index":
            return cls(text, is_index=True, width=64)
        if text.startswith("complex<") and text.endswith(">"):
            element = cls.from_text(text[8:-1])
            return cls(text, is_complex=True, element=element)
        if text.startswith(("vector<", "tensor<")) and text.endswith(">") and "," not in text:
            # (a shaped type written as text, e.g. a scalable vector: its shape and element type)
            body = text[7:-1]
            shape = []
            while True:
                match = re.match(r"(\[?\d+\]?|\?)x", body)
                if match is None:
                    break
                dim = match.group(1).strip("[]")
                shape.append(_DYNAMIC if dim == "?" else int(dim))
                body = body[match.end() :]
            return cls(text, shape=shape, element=cls.from_text(body))
        return cls(text)

    def element_bits(self) -> int | None:
        """The bits of one element of this (element) type in a dense blob."""
        if self.is_complex and self.element is not None:
            inner = self.element.element_bits()
            return None if inner is None else inner * 2
        if self.is_index:
            return 64
        if self.float_name is not None:
            return {"tf32": 32, "f80": 128}.get(self.float_name, self.width)  # (storage sizes)
        return self.width


class BAttr:
    """A decoded attribute: its text (`literal`, and `type` for an attribute that prints ` : type`)."""

    __slots__ = ("literal", "type", "kind", "data")

    def __init__(self, literal: str, type_: BType | None = None, kind: str = "", data: Any = None):
        self.literal = literal
        self.type = type_
        self.kind = kind  # "unit", "string", "loc", "dense", "int", "dict", ...
        self.data = data

    @property
    def text(self) -> str:
        return f"{self.literal} : {self.type.text}" if self.type is not None else self.literal

    def loc_body(self) -> str:
        """A location's text inside `loc(...)`."""
        return self.literal[4:-1] if self.literal.startswith("loc(") else self.literal


def _shape_text(shape: list[int]) -> str:
    return "".join(("?" if d == _DYNAMIC else str(d)) + "x" for d in shape)


def _identity_map(text: str, rank: int) -> bool:
    dims = ", ".join(f"d{i}" for i in range(rank))
    return text == f"affine_map<({dims}) -> ({dims})>"


class _Entry:
    __slots__ = ("dialect", "custom", "reader", "value", "resolving")

    def __init__(self, dialect: str, custom: bool, reader: EncodingReader):
        self.dialect = dialect
        self.custom = custom
        self.reader = reader
        self.value: Any = None
        self.resolving = False


class _Value:
    __slots__ = ("name", "type")

    def __init__(self, name: str, type_: BType | None):
        self.name = name
        self.type = type_


class _Op:
    __slots__ = ("name", "loc", "attrs", "props", "results", "operands", "successors", "regions")

    def __init__(self, name: str, loc: BAttr):
        self.name = name
        self.loc = loc
        self.attrs: BAttr | None = None
        self.props: str | None = None
        self.results: list[_Value] = []
        self.operands: list[_Value] = []
        self.successors: list[int] = []
        self.regions: list[list[_Block]] = []


class _Block:
    __slots__ = ("args", "ops")

    def __init__(self) -> None:
        self.args: list[tuple[_Value, BAttr | None]] = []
        self.ops: list[_Op] = []


class _HookReader(DialectBytecodeReader):
    """What a dialect's hooks read a custom encoding with: nested attributes and types as xDSL objects."""

    def __init__(self, owner: BytecodeReader, reader: EncodingReader):
        self.owner = owner
        self.reader = reader
        self.bytecode_version = owner.version

    def read_varint(self) -> int:
        return self.reader.read_varint()

    def read_signed_varint(self) -> int:
        return self.reader.read_signed_varint()

    def read_bool(self) -> bool:
        return bool(self.reader.read_byte())

    def read_string(self) -> str:
        return self.owner.string(self.reader.read_varint())

    def read_blob(self) -> bytes:
        return self.reader.read_bytes(self.reader.read_varint())

    def read_apint(self, bitwidth: int) -> int:
        return self.owner.read_apint(self.reader, bitwidth)

    def read_attribute(self) -> Any:
        return self.owner.to_xdsl(self.owner.attribute(self.reader.read_varint()))

    def read_optional_attribute(self) -> Any:
        index, present = self.reader.read_varint_with_flag()
        return self.owner.to_xdsl(self.owner.attribute(index)) if present else None

    def read_type(self) -> Any:
        return self.owner.to_xdsl_type(self.owner.type(self.reader.read_varint()))

    def read_resource_handle(self) -> str:
        return self.owner.resource_handle(self.reader.read_varint())

    def dialect_version(self, dialect_name: str) -> object | None:
        return self.owner.dialect_version(dialect_name)


class BytecodeReader:
    """Decodes one bytecode buffer (see the module docstring)."""

    def __init__(self, data: bytes, filename: str, context_factory: Callable[[], Any] | None = None):
        self.data = bytes(data)
        self.filename = filename
        self.context_factory = context_factory
        self._context = None
        self.version = 0
        self.producer = ""
        self.strings: list[str] = []
        self.dialects: list[str] = []
        self.dialect_version_data: dict[str, bytes] = {}
        self.dialect_versions: dict[str, object] = {}
        self.op_names: list[tuple[str, bool | None]] = []
        self.attrs: list[_Entry] = []
        self.types: list[_Entry] = []
        self.resource_handles: list[str] = []
        self.resources_text: dict[str, list[tuple[str, str]]] = {}
        self.external_resources_text: dict[str, list[tuple[str, str]]] = {}
        self.properties: list[EncodingReader] = []
        self.value_counter = 0
        self.distinct_counter = 0
        self.header_read = False

    # Entry point.

    def read(self) -> str:
        reader = EncodingReader(self.data)
        if reader.read_bytes(4) != enc.MAGIC:
            raise BytecodeError("input buffer is not an MLIR bytecode file")
        self.version = reader.read_varint()
        if self.version > enc.VERSION:
            raise BytecodeError(f"bytecode version {self.version} is newer than the current version {enc.VERSION}")
        self.producer = reader.read_null_terminated_string()
        self.header_read = True
        sections: dict[int, EncodingReader] = {}
        while not reader.empty():
            section_id, section = self._section(reader)
            if section_id in sections:
                raise BytecodeError(f"duplicate top-level section: {enc.SECTION_NAMES[section_id]}")
            sections[section_id] = section
        for section_id in range(enc.NUM_SECTIONS):
            optional = section_id in (enc.SECTION_RESOURCE, enc.SECTION_RESOURCE_OFFSET, enc.SECTION_DIALECT_VERSIONS)
            if section_id == enc.SECTION_PROPERTIES:
                optional = self.version < enc.NATIVE_PROPERTIES_ENCODING
            if section_id not in sections and not optional:
                raise BytecodeError(f"missing data for top-level section: {enc.SECTION_NAMES[section_id]}")
        self._read_strings(sections[enc.SECTION_STRING])
        if enc.SECTION_PROPERTIES in sections:
            self._read_properties(sections[enc.SECTION_PROPERTIES])
        self._read_dialects(sections[enc.SECTION_DIALECT])
        resource = sections.get(enc.SECTION_RESOURCE)
        resource_offsets = sections.get(enc.SECTION_RESOURCE_OFFSET)
        if (resource is None) != (resource_offsets is None):
            if resource_offsets is not None:
                raise BytecodeError("unexpected resource offset section when resource section is not present")
            raise BytecodeError("expected resource offset section when resource section is present")
        if resource is not None:
            self._read_resources(resource, resource_offsets)
        self._read_attr_type_offsets(sections[enc.SECTION_ATTR_TYPE], sections[enc.SECTION_ATTR_TYPE_OFFSET])
        top = self._read_ir(sections[enc.SECTION_IR])
        return self._render(top)

    def _section(self, reader: EncodingReader) -> tuple[int, EncodingReader]:
        id_and_align = reader.read_byte()
        length = reader.read_varint()
        section_id = id_and_align & 0x7F
        if section_id >= enc.NUM_SECTIONS:
            raise BytecodeError(f"invalid section ID: {section_id}")
        if id_and_align & 0x80:
            alignment = reader.read_varint()
            reader.align_to(alignment)
        return section_id, reader.sub_reader(length)

    # Strings, dialects, properties, resources.

    def _read_strings(self, reader: EncodingReader) -> None:
        count = reader.read_varint()
        sizes = [reader.read_varint() for _ in range(count)]
        end = reader.end
        strings = []
        for size in sizes:  # (in reverse order: the last string's size first)
            if size > end - reader.pos or size == 0:
                raise BytecodeError("string size exceeds the available data size")
            start = end - size
            strings.append(bytes(reader.data[start : end - 1]).decode("utf-8", errors="surrogateescape"))
            end = start
        if end != reader.pos:
            raise BytecodeError("unexpected trailing data between the offsets for strings and their data")
        self.strings = strings[::-1]

    def string(self, index: int) -> str:
        if index >= len(self.strings):
            raise BytecodeError(f"invalid string index: {index}")
        return self.strings[index]

    def _read_dialects(self, reader: EncodingReader) -> None:
        count = reader.read_varint()
        for _ in range(count):
            if self.version < enc.DIALECT_VERSIONING:
                self.dialects.append(self.string(reader.read_varint()))
                continue
            index, has_version = reader.read_varint_with_flag()
            name = self.string(index)
            self.dialects.append(name)
            if has_version:
                section_id, section = self._section(reader)
                if section_id != enc.SECTION_DIALECT_VERSIONS:
                    raise BytecodeError("expected dialect version section")
                self.dialect_version_data[name] = section.read_bytes(section.remaining())
        if self.version >= enc.ELIDE_UNKNOWN_BLOCK_ARG_LOCATION:
            reader.read_varint()  # (the number of op names)
        while not reader.empty():
            dialect = self._dialect(reader.read_varint())
            for _ in range(reader.read_varint()):
                if self.version < enc.NATIVE_PROPERTIES_ENCODING:
                    self.op_names.append((self._op_name(dialect, self.string(reader.read_varint())), None))
                else:
                    index, registered = reader.read_varint_with_flag()
                    self.op_names.append((self._op_name(dialect, self.string(index)), registered))

    @staticmethod
    def _op_name(dialect: str, name: str) -> str:
        return f"{dialect}.{name}" if name else dialect

    def _dialect(self, index: int) -> str:
        if index >= len(self.dialects):
            raise BytecodeError(f"invalid dialect index: {index}")
        return self.dialects[index]

    def dialect_version(self, name: str) -> object | None:
        if name in self.dialect_versions:
            return self.dialect_versions[name]
        data = self.dialect_version_data.get(name)
        version = None
        if data is not None:
            hooks = interface_for(name)
            if hooks is not None:
                version = hooks.read_version(_HookReader(self, EncodingReader(data)))
        self.dialect_versions[name] = version
        return version

    def _read_properties(self, reader: EncodingReader) -> None:
        if reader.empty():
            return
        count = reader.read_varint()
        for _ in range(count):
            size = reader.read_varint()
            self.properties.append(reader.sub_reader(size))
        if not reader.empty():
            raise BytecodeError("Broken properties section: didn't exhaust the offsets table")

    def _read_resources(self, data: EncodingReader, offsets: EncodingReader) -> None:
        external_groups = offsets.read_varint()
        for _ in range(external_groups):
            key = self.string(offsets.read_varint())
            self.external_resources_text[key] = self._resource_group(data, offsets, None)
        while not offsets.empty():
            dialect = self._dialect(offsets.read_varint())
            self.resources_text.setdefault(dialect, []).extend(self._resource_group(data, offsets, dialect))

    def _resource_group(self, data: EncodingReader, offsets: EncodingReader, dialect: str | None):
        entries = []
        for _ in range(offsets.read_varint()):
            key = self.string(offsets.read_varint())
            size = offsets.read_varint()
            kind = offsets.read_byte()
            entry = data.sub_reader(size)
            if dialect is not None:
                self.resource_handles.append(key)
            if dialect is not None and size == 0:
                continue  # (a declaration)
            if kind == enc.RESOURCE_BLOB:
                blob, alignment = entry.read_blob_and_alignment()
                text = '"0x' + (alignment.to_bytes(4, "little") + blob).hex().upper() + '"'
            elif kind == enc.RESOURCE_BOOL:
                text = "true" if entry.read_byte() else "false"
            elif kind == enc.RESOURCE_STRING:
                text = quoted(self.string(entry.read_varint()))
            else:
                raise BytecodeError(f"unknown resource entry kind: {kind}")
            if not entry.empty():
                raise BytecodeError(f"unexpected trailing bytes in resource entry '{key}'")
            entries.append((key, text))
        return entries

    def resource_handle(self, index: int) -> str:
        if index >= len(self.resource_handles):
            raise BytecodeError(f"invalid resource handle index: {index}")
        return self.resource_handles[index]

    # Attributes and types.

    def _read_attr_type_offsets(self, data: EncodingReader, offsets: EncodingReader) -> None:
        num_attrs = offsets.read_varint()
        num_types = offsets.read_varint()
        for entries, total in ((self.attrs, num_attrs), (self.types, num_types)):
            while len(entries) < total:
                dialect = self._dialect(offsets.read_varint())
                for _ in range(offsets.read_varint()):
                    size, custom = offsets.read_varint_with_flag()
                    if size > data.remaining():
                        raise BytecodeError("Attribute or Type entry offset points past the end of section")
                    entries.append(_Entry(dialect, custom, data.sub_reader(size)))
            if len(entries) != total:
                raise BytecodeError("invalid attribute/type offset group size")
        if not offsets.empty():
            raise BytecodeError("unexpected trailing data in the Attribute/Type offset section")

    def attribute(self, index: int) -> BAttr:
        if index >= len(self.attrs):
            raise BytecodeError(f"invalid Attribute index: {index}")
        return self._resolve(self.attrs[index], "attribute")

    def type(self, index: int) -> BType:
        if index >= len(self.types):
            raise BytecodeError(f"invalid Type index: {index}")
        return self._resolve(self.types[index], "type")

    def _resolve(self, entry: _Entry, kind: str):
        if entry.value is not None:
            return entry.value
        if entry.resolving:
            raise BytecodeError(f"recursive {kind} entry")
        entry.resolving = True
        reader = EncodingReader(entry.reader.data, entry.reader.pos, entry.reader.end)
        try:
            if not entry.custom:
                text = reader.read_null_terminated_string()
                value = BType.from_text(text) if kind == "type" else _text_attr(text)
            elif entry.dialect == "builtin":
                value = self._builtin_type(reader) if kind == "type" else self._builtin_attr(reader)
            else:
                value = self._dialect_entry(entry.dialect, reader, kind)
            if not reader.empty():
                raise BytecodeError(f"unexpected trailing bytes after {kind} entry")
        finally:
            entry.resolving = False
        entry.value = value
        return value

    def _dialect_entry(self, dialect: str, reader: EncodingReader, kind: str):
        hooks = interface_for(dialect)
        if hooks is None:
            raise BytecodeError(f"dialect '{dialect}' does not implement the bytecode interface")
        self.dialect_version(dialect)
        hook_reader = _HookReader(self, reader)
        value = hooks.read_type(hook_reader) if kind == "type" else hooks.read_attribute(hook_reader)
        if value is None:
            raise BytecodeError(f"failed to read a {kind} of dialect '{dialect}'")
        if isinstance(value, str):
            text = value  # (a hook may give the text of what it read)
        else:
            from aiopt.support.asm_printer import attribute_text

            text = attribute_text(value)
        return BType.from_text(text) if kind == "type" else _text_attr(text)

    def read_apint(self, reader: EncodingReader, bitwidth: int) -> int:
        if bitwidth <= 8:
            value = reader.read_byte()
        elif bitwidth <= 64:
            value = reader.read_signed_varint()
        else:
            words = [reader.read_signed_varint() & ((1 << 64) - 1) for _ in range(reader.read_varint())]
            value = sum(word << (64 * i) for i, word in enumerate(words))
        return value & ((1 << bitwidth) - 1)

    def _attr_list(self, reader: EncodingReader) -> list[BAttr]:
        return [self.attribute(reader.read_varint()) for _ in range(reader.read_varint())]

    def _type_list(self, reader: EncodingReader) -> list[BType]:
        return [self.type(reader.read_varint()) for _ in range(reader.read_varint())]

    def _loc(self, reader: EncodingReader) -> BAttr:
        attr = self.attribute(reader.read_varint())
        if attr.kind != "loc":
            raise BytecodeError(f"expected a location, but got: {attr.text}")
        return attr

    def _string_attr(self, reader: EncodingReader) -> str:
        attr = self.attribute(reader.read_varint())
        if attr.kind != "string":
            raise BytecodeError(f"expected attribute of type: mlir::StringAttr, but got: {attr.text}")
        return attr.data

    def _builtin_attr(self, reader: EncodingReader) -> BAttr:
        code = reader.read_varint()
        if code == 0:  # ArrayAttr
            items = self._attr_list(reader)
            return BAttr("[" + ", ".join(a.text for a in items) + "]", kind="array", data=items)
        if code == 1:  # DictionaryAttr
            entries = []
            for _ in range(reader.read_varint()):
                name = self._string_attr(reader)
                entries.append((name, self.attribute(reader.read_varint())))
            return BAttr(_dict_text(entries), kind="dict", data=entries)
        if code in (2, 3):  # StringAttr (with a type)
            value = self.string(reader.read_varint())
            type_ = self.type(reader.read_varint()) if code == 3 else None
            return BAttr(quoted(value), type_, kind="string" if code == 2 else "typed_string", data=value)
        if code in (4, 5):  # FlatSymbolRefAttr, SymbolRefAttr
            root = self._string_attr(reader)
            text = _symbol(root)
            if code == 5:
                for nested in self._attr_list(reader):
                    text += "::" + nested.literal
            return BAttr(text, kind="symbol")
        if code == 6:  # TypeAttr
            return BAttr(self.type(reader.read_varint()).text, kind="type")
        if code == 7:
            return BAttr("unit", kind="unit")
        if code == 8:  # IntegerAttr
            type_ = self.type(reader.read_varint())
            if type_.width is None or type_.float_name is not None:
                raise BytecodeError(f"expected integer or index type for IntegerAttr, but got: {type_.text}")
            bits = self.read_apint(reader, type_.width)
            if type_.width == 1 and not type_.signedness and not type_.is_index:
                return BAttr("true" if bits else "false", kind="bool")
            value = bits if type_.signedness == "u" else to_signed(bits, type_.width)
            return BAttr(str(value), type_, kind="int", data=value)
        if code == 9:  # FloatAttr
            type_ = self.type(reader.read_varint())
            if type_.float_name is None:
                raise BytecodeError(f"expected a float type for FloatAttr, but got: {type_.text}")
            bits = self.read_apint(reader, type_.width)
            digits = max(1, (type_.width + 3) // 4)
            return BAttr(f"0x{bits:0{digits}X}", type_, kind="float")
        if code == 10:  # CallSiteLoc
            callee, caller = self._loc(reader), self._loc(reader)
            return _loc(f"callsite({callee.loc_body()} at {caller.loc_body()})")
        if code == 11:  # FileLineColLoc
            filename = self._string_attr(reader)
            line, column = reader.read_varint(), reader.read_varint()
            return _loc(f"{quoted(filename)}:{line}:{column}")
        if code in (12, 13):  # FusedLoc (with metadata)
            locs = [self._loc_of(reader) for _ in range(reader.read_varint())]
            metadata = f"<{self.attribute(reader.read_varint()).text}>" if code == 13 else ""
            return _loc(f"fused{metadata}[" + ", ".join(loc.loc_body() for loc in locs) + "]")
        if code == 14:  # NameLoc
            name = self._string_attr(reader)
            child = self._loc(reader)
            inner = "" if child.literal == "loc(unknown)" else f"({child.loc_body()})"
            return _loc(f"{quoted(name)}{inner}")
        if code == 15:
            return _loc("unknown")
        if code == 16:  # DenseResourceElementsAttr
            type_ = self.type(reader.read_varint())
            key = self.resource_handle(reader.read_varint())
            return BAttr(f"dense_resource<{_key(key)}>", type_, kind="dense_resource")
        if code == 17:  # DenseArrayAttr
            element = self.type(reader.read_varint())
            size = reader.read_varint()
            blob = reader.read_bytes(reader.read_varint())
            return BAttr(_dense_array_text(element, size, blob), kind="dense_array")
        if code == 18:  # DenseIntOrFPElementsAttr
            type_ = self.type(reader.read_varint())
            blob = reader.read_bytes(reader.read_varint())
            return BAttr(_dense_literal(type_, blob), type_, kind="dense")
        if code == 19:  # DenseStringElementsAttr
            type_ = self.type(reader.read_varint())
            splat = reader.read_varint()
            count = 1 if splat else _num_elements(type_)
            values = [quoted(self.string(reader.read_varint())) for _ in range(count)]
            literal = values[0] if splat else _nest(values, type_.shape or [])
            return BAttr(f"dense<{literal}>", type_, kind="dense")
        if code == 20:  # SparseElementsAttr
            type_ = self.type(reader.read_varint())
            indices = self.attribute(reader.read_varint())
            values = self.attribute(reader.read_varint())
            return BAttr(f"sparse<{_dense_body(indices)}, {_dense_body(values)}>", type_, kind="sparse")
        if code == 21:  # DistinctAttr
            referenced = self.attribute(reader.read_varint())
            self.distinct_counter += 1
            return BAttr(f"distinct[{self.distinct_counter - 1}]<{referenced.text}>", kind="distinct")
        if code == 22:  # FileLineColRange
            filename = self._string_attr(reader)
            numbers = [reader.read_varint() for _ in range(reader.read_varint())]
            return _loc(_file_range_text(filename, numbers))
        raise BytecodeError(f"unknown builtin attribute code: {code}")

    def _loc_of(self, reader: EncodingReader) -> BAttr:
        return self._loc(reader)

    def _builtin_type(self, reader: EncodingReader) -> BType:
        code = reader.read_varint()
        if code == 0:  # IntegerType
            packed = reader.read_varint()
            width, signedness = packed >> 2, packed & 3
            prefix = {0: "i", 1: "si", 2: "ui"}.get(signedness)
            if prefix is None:
                raise BytecodeError(f"invalid integer signedness: {signedness}")
            return BType(f"{prefix}{width}", width=width, signedness={0: "", 1: "s", 2: "u"}[signedness])
        if code == 1:
            return BType("index", is_index=True, width=64)
        if code == 2:
            inputs, results = self._type_list(reader), self._type_list(reader)
            result_text = ", ".join(t.text for t in results)
            if len(results) != 1 or results[0].text.startswith("("):
                result_text = f"({result_text})"
            return BType("(" + ", ".join(t.text for t in inputs) + ") -> " + result_text)
        floats = {3: "bf16", 4: "f16", 5: "f32", 6: "f64", 7: "f80", 8: "f128"}
        if code in floats:
            return BType.from_text(floats[code])
        if code == 9:
            element = self.type(reader.read_varint())
            return BType(f"complex<{element.text}>", is_complex=True, element=element)
        if code in (10, 11):  # MemRefType (with a memory space)
            space = self.attribute(reader.read_varint()) if code == 11 else None
            shape = self._shape(reader)
            element = self.type(reader.read_varint())
            layout = self.attribute(reader.read_varint())
            parts = [_shape_text(shape) + element.text]
            if not _identity_map(layout.text, len(shape)):
                parts.append(layout.text)
            if space is not None:
                parts.append(space.text)
            return BType("memref<" + ", ".join(parts) + ">", shape=shape, element=element)
        if code == 12:
            return BType("none")
        if code in (13, 14):  # RankedTensorType (with an encoding)
            encoding = self.attribute(reader.read_varint()) if code == 14 else None
            shape = self._shape(reader)
            element = self.type(reader.read_varint())
            extra = f", {encoding.text}" if encoding is not None else ""
            return BType(f"tensor<{_shape_text(shape)}{element.text}{extra}>", shape=shape, element=element)
        if code == 15:
            return BType("tuple<" + ", ".join(t.text for t in self._type_list(reader)) + ">")
        if code in (16, 17):  # UnrankedMemRefType (with a memory space)
            space = self.attribute(reader.read_varint()) if code == 17 else None
            element = self.type(reader.read_varint())
            extra = f", {space.text}" if space is not None else ""
            return BType(f"memref<*x{element.text}{extra}>", element=element)
        if code == 18:
            element = self.type(reader.read_varint())
            return BType(f"tensor<*x{element.text}>", element=element)
        if code in (19, 20):  # VectorType (with scalable dims)
            scalable: list[bool] = []
            if code == 20:
                scalable = [bool(reader.read_byte()) for _ in range(reader.read_varint())]
            shape = self._shape(reader)
            element = self.type(reader.read_varint())
            dims = "".join(
                (f"[{d}]" if i < len(scalable) and scalable[i] else str(d)) + "x" for i, d in enumerate(shape)
            )
            return BType(f"vector<{dims}{element.text}>", shape=shape, element=element)
        raise BytecodeError(f"unknown builtin type code: {code}")

    def _shape(self, reader: EncodingReader) -> list[int]:
        return [reader.read_signed_varint() for _ in range(reader.read_varint())]

    # xDSL objects for dialect hooks.

    def context(self):
        if self._context is None:
            if self.context_factory is not None:
                self._context = self.context_factory()
            else:
                from aiopt.support.registry import default_registry

                self._context = default_registry().make_context(allow_unregistered=True)
        return self._context

    def to_xdsl(self, attr: BAttr):
        from xdsl.parser import Parser

        if attr.kind == "loc":
            return Parser(self.context(), attr.literal).parse_optional_location()
        return Parser(self.context(), attr.text).parse_attribute()

    def to_xdsl_type(self, type_: BType):
        from xdsl.parser import Parser

        return Parser(self.context(), type_.text).parse_type()

    # The IR section.

    def _read_ir(self, reader: EncodingReader) -> _Block:
        top = _Block()
        scope: list[_Value | None] = []
        count, has_args = reader.read_varint_with_flag()
        if has_args:
            raise BytecodeError("unexpected arguments of the top-level block")
        if self.version >= enc.USE_LIST_ORDERING and has_args:
            reader.read_byte()
        for _ in range(count):
            top.ops.append(self._read_op(reader, scope, [], [top], defines=False))
        return top

    def _read_op(
        self, reader: EncodingReader, scope: list, next_id: list[int], blocks: list[_Block], defines: bool = True
    ) -> _Op:
        name_index = reader.read_varint()
        if name_index >= len(self.op_names):
            raise BytecodeError(f"invalid operation name index: {name_index}")
        name, registered = self.op_names[name_index]
        mask = reader.read_byte()
        loc = self._loc(reader)
        op = _Op(name, loc)
        if mask & enc.OP_HAS_ATTRS:
            op.attrs = self.attribute(reader.read_varint())
            if op.attrs.kind != "dict":
                raise BytecodeError(f"expected attribute of type: mlir::DictionaryAttr, but got: {op.attrs.text}")
        if mask & enc.OP_HAS_PROPERTIES:
            if registered is None:
                raise BytecodeError(
                    "Unexpected missing `wasRegistered` opname flag at bytecode version "
                    f"{self.version} with properties."
                )
            # (upstream's reader takes the properties section whenever the flag was written, registered or not)
            index = reader.read_varint()
            if index >= len(self.properties):
                raise BytecodeError(f"Properties idx out-of-bound for {name}")
            stored = self.properties[index]
            entry = EncodingReader(stored.data, stored.pos, stored.end)
            if registered:
                op.props = self._native_properties(name, entry)
            else:
                # An op unregistered where it was written: its properties are one attribute.
                op.props = self.attribute(entry.read_varint()).text
                if not entry.empty():
                    raise BytecodeError(f"unexpected trailing bytes in the properties of '{name}'")
        num_results = 0
        result_types: list[BType] = []
        if mask & enc.OP_HAS_RESULTS:
            num_results = reader.read_varint()
            result_types = [self.type(reader.read_varint()) for _ in range(num_results)]
        if mask & enc.OP_HAS_OPERANDS:
            for _ in range(reader.read_varint()):
                index = reader.read_varint()
                if index >= len(scope):
                    raise BytecodeError(f"invalid value index: {index}")
                if scope[index] is None:
                    scope[index] = _Value(self._new_name(), None)  # (a forward reference)
                op.operands.append(scope[index])
        if mask & enc.OP_HAS_SUCCESSORS:
            for _ in range(reader.read_varint()):
                index = reader.read_varint()
                if index >= len(blocks):
                    raise BytecodeError(f"invalid successor index: {index}")
                op.successors.append(index)
        if self.version >= enc.USE_LIST_ORDERING and mask & enc.OP_HAS_USE_LIST_ORDERS:
            self._skip_use_lists(reader, num_results)
        num_regions, isolated = 0, False
        if mask & enc.OP_HAS_INLINE_REGIONS:
            num_regions, isolated = reader.read_varint_with_flag()
        for type_ in result_types:
            op.results.append(self._define(scope, next_id, type_) if defines else _Value(self._new_name(), type_))
        if num_regions:
            region_reader = reader
            if isolated and self.version >= enc.LAZY_LOADING:
                section_id, region_reader = self._section(reader)
                if section_id != enc.SECTION_IR:
                    raise BytecodeError("expected IR section for region")
            inner_scope: list = [] if isolated else scope
            for _ in range(num_regions):
                op.regions.append(self._read_region(region_reader, inner_scope))
        return op

    def _new_name(self) -> str:
        self.value_counter += 1
        return f"%v{self.value_counter - 1}"

    def _define(self, scope: list, next_id: list[int], type_: BType) -> _Value:
        if not next_id or next_id[-1] >= len(scope):
            raise BytecodeError("value index range was outside of the expected range for the parent region")
        index = next_id[-1]
        next_id[-1] += 1
        value = scope[index]
        if value is None:
            value = scope[index] = _Value(self._new_name(), type_)
        else:
            value.type = type_
        return value

    def _skip_use_lists(self, reader: EncodingReader, count: int) -> None:
        values = reader.read_varint() if count > 1 else 1
        for _ in range(values):
            if count > 1:
                reader.read_varint()
            size, _pairs = reader.read_varint_with_flag()
            for _ in range(size):
                reader.read_varint()

    def _read_region(self, reader: EncodingReader, scope: list) -> list[_Block]:
        num_blocks = reader.read_varint()
        if num_blocks == 0:
            return []
        num_values = reader.read_varint()
        start = len(scope)
        scope.extend([None] * num_values)
        next_id = [start]
        blocks = [_Block() for _ in range(num_blocks)]
        for block in blocks:
            count, has_args = reader.read_varint_with_flag()
            if has_args:
                for _ in range(reader.read_varint()):
                    loc = None
                    if self.version >= enc.ELIDE_UNKNOWN_BLOCK_ARG_LOCATION:
                        index, has_loc = reader.read_varint_with_flag()
                        type_ = self.type(index)
                        if has_loc:
                            loc = self._loc(reader)
                    else:
                        type_ = self.type(reader.read_varint())
                        loc = self._loc(reader)
                    block.args.append((self._define(scope, next_id, type_), loc))
                if self.version >= enc.USE_LIST_ORDERING and reader.read_byte():
                    self._skip_use_lists(reader, len(block.args))
            for _ in range(count):
                block.ops.append(self._read_op(reader, scope, next_id, blocks))
        del scope[start:]
        return blocks

    # Properties in the ODS layout.

    def _native_properties(self, op_name: str, reader: EncodingReader) -> str | None:
        props = reader
        layout = _ods_layout(op_name, self.context)
        if layout is None:
            raise BytecodeError(f"has properties but missing BytecodeOpInterface for {op_name}")
        names, operand_groups, result_groups = layout
        entries: list[tuple[str, BAttr]] = []
        segments = []
        if operand_groups is not None:
            segments.append(("operandSegmentSizes", operand_groups))
        if result_groups is not None:
            segments.append(("resultSegmentSizes", result_groups))
        try:
            for name, required in names:
                if name in dict(segments):
                    if self.version < enc.NATIVE_PROPERTIES_ODS_SEGMENT_SIZE:
                        entries.append((name, self.attribute(props.read_varint())))
                    continue
                if required == "bool":  # (a native UnitProp: one byte)
                    if props.read_byte():
                        entries.append((name, BAttr("unit", kind="unit")))
                elif required == "enum":  # (a native enum or flags property: a varint, printed as an i32)
                    entries.append((name, BAttr(f"{props.read_varint()} : i32")))
                elif required:
                    entries.append((name, self.attribute(props.read_varint())))
                else:
                    index, present = props.read_varint_with_flag()
                    if present:
                        entries.append((name, self.attribute(index)))
            if self.version >= enc.NATIVE_PROPERTIES_ODS_SEGMENT_SIZE:
                sparse = _HookReader(self, props)
                for name, size in segments:
                    values = sparse.read_sparse_array(size)
                    entries.append(
                        (name, BAttr("array<i32" + "".join(f", {v}" for v in values).replace(",", ":", 1) + ">"))
                    )
        except BytecodeError as err:
            raise BytecodeError(f"failed to read the properties of '{op_name}': {err}") from None
        if not props.empty():
            raise BytecodeError(f"failed to read the properties of '{op_name}': unexpected trailing bytes")
        return _dict_text(sorted(entries, key=lambda e: e[0])) if entries else None

    # Rendering.

    def _render(self, top: _Block) -> str:
        lines: list[str] = []
        for op in top.ops:
            self._render_op(op, lines, "")
        text = "\n".join(lines) + "\n"
        sections = []
        if self.resources_text:
            groups = [
                f"    {_key(d)}: {{\n" + ",\n".join(f"      {_key(k)}: {v}" for k, v in e) + "\n    }"
                for d, e in self.resources_text.items()
                if e
            ]
            if groups:
                sections.append("  dialect_resources: {\n" + ",\n".join(groups) + "\n  }")
        if self.external_resources_text:
            groups = [
                f"    {_key(d)}: {{\n" + ",\n".join(f"      {_key(k)}: {v}" for k, v in e) + "\n    }"
                for d, e in self.external_resources_text.items()
            ]
            sections.append("  external_resources: {\n" + ",\n".join(groups) + "\n  }")
        if sections:
            text += "\n{-#\n" + ",\n".join(sections) + "\n#-}\n"
        return text

    def _render_op(self, op: _Op, lines: list[str], indent: str) -> None:
        head = indent
        if op.results:
            head += ", ".join(r.name for r in op.results) + " = "
        head += quoted(op.name) + "(" + ", ".join(v.name for v in op.operands) + ")"
        if op.successors:
            head += "[" + ", ".join(f"^bb{i}" for i in op.successors) + "]"
        if op.props is not None:
            head += f" <{op.props}>"
        if op.regions:
            head += " ("
            lines.append(head)
            for i, region in enumerate(op.regions):
                lines.append(indent + "  {" if region else indent + "  {")
                for b, block in enumerate(region):
                    args = ", ".join(
                        f"{v.name}: {v.type.text}" + (f" {loc.literal}" if loc is not None else "")
                        for v, loc in block.args
                    )
                    lines.append(f"{indent}  ^bb{b}" + (f"({args})" if block.args else "") + ":")
                    for inner in block.ops:
                        self._render_op(inner, lines, indent + "    ")
                lines.append(indent + "  }" + ("," if i + 1 < len(op.regions) else ""))
            head = indent + ")"
        tail = head
        if op.attrs is not None and op.attrs.data:
            tail += " " + op.attrs.text
        operand_types = ", ".join(self._value_type(v) for v in op.operands)
        result_types = ", ".join(r.type.text for r in op.results)
        tail += f" : ({operand_types}) -> ({result_types}) {op.loc.literal}"
        lines.append(tail)

    @staticmethod
    def _value_type(value: _Value) -> str:
        if value.type is None:
            raise BytecodeError("not all forward unresolved forward operand references")
        return value.type.text


def _loc(body: str) -> BAttr:
    return BAttr(f"loc({body})", kind="loc")


def _file_range_text(filename: str, numbers: list[int]) -> str:
    name = quoted(filename)
    if len(numbers) == 0:
        return f"{name}:0:0"
    if len(numbers) == 1:
        return f"{name}:{numbers[0]}"
    if len(numbers) == 2:
        return f"{name}:{numbers[0]}:{numbers[1]}"
    if len(numbers) == 3:
        return f"{name}:{numbers[0]}:{numbers[1]} to :{numbers[2]}"
    return f"{name}:{numbers[0]}:{numbers[1]} to {numbers[2]}:{numbers[3]}"


def _text_attr(text: str) -> BAttr:
    """An attribute stored as its assembly: locations, strings and units keep their kind."""
    if text.startswith("loc("):
        return BAttr(text, kind="loc")
    if text == "unit":
        return BAttr(text, kind="unit")
    return BAttr(text, kind="text")


def _dict_text(entries: list[tuple[str, BAttr]]) -> str:
    parts = [_key(name) if attr.kind == "unit" else f"{_key(name)} = {attr.text}" for name, attr in entries]
    return "{" + ", ".join(parts) + "}"


def _num_elements(type_: BType) -> int:
    if type_.shape is None:
        raise BytecodeError(f"expected a shaped type with a static shape, but got: {type_.text}")
    return math.prod(type_.shape)


def _nest(items: list[str], shape: list[int]) -> str:
    if not shape:
        return items[0]
    if len(shape) == 1:
        return "[" + ", ".join(items) + "]"
    step = math.prod(shape[1:])
    return "[" + ", ".join(_nest(items[i * step : (i + 1) * step], shape[1:]) for i in range(shape[0])) + "]"


def _dense_literal(type_: BType, blob: bytes) -> str:
    element = type_.element
    if element is None:
        raise BytecodeError(f"expected a shaped type for a dense elements attribute, but got: {type_.text}")
    count = _num_elements(type_)
    if element.width == 1 and not element.signedness and not element.is_index and element.float_name is None:
        if len(blob) == 1 and blob[0] in (0x00, 0xFF) and (count != 1 or blob[0] == 0xFF):
            return "dense<true>" if blob[0] else "dense<false>"
        if len(blob) == (count + 7) // 8 and len(blob) != count:
            bits = [bool(blob[i // 8] >> (i % 8) & 1) for i in range(count)]
        elif len(blob) == count:
            bits = [bool(b) for b in blob]
        elif len(blob) == 1:
            return "dense<true>" if blob[0] else "dense<false>"
        else:
            raise BytecodeError(f"invalid i1 data size {len(blob)} for {type_.text}")
        return "dense<" + _nest(["true" if b else "false" for b in bits], type_.shape or []) + ">"
    bits = element.element_bits()
    if bits is None:
        raise BytecodeError(f"unsupported dense element type: {element.text}")
    size = (bits + 7) // 8
    if len(blob) not in (size, size * count):
        raise BytecodeError(f"invalid data size {len(blob)} for a dense elements attribute of type {type_.text}")
    if count == 0:
        return "dense<" + _nest([], type_.shape or [0]) + ">" if type_.shape else "dense<[]>"
    return f'dense<"0x{blob.hex().upper()}">'


def _dense_body(attr: BAttr) -> str:
    """The literal of a dense elements attribute as `sparse<...>` takes it: its elements, not a hex string."""
    literal = attr.literal
    if not (literal.startswith("dense<") and literal.endswith(">")):
        raise BytecodeError(f"expected a dense elements attribute, but got: {attr.text}")
    body = literal[6:-1]
    if body.startswith('"0x') and attr.type is not None and attr.type.element is not None:
        blob = bytes.fromhex(body[3:-1])
        element = attr.type.element
        bits = element.element_bits() or 8
        step = (bits + 7) // 8
        raw = [int.from_bytes(blob[i : i + step], "little") for i in range(0, len(blob), step)]
        if element.float_name is not None:
            items = [_float_text(v, element) for v in raw]
        elif element.width is not None and not element.is_complex:
            items = [str(v if element.signedness == "u" else to_signed(v, element.width)) for v in raw]
        else:
            return body
        if len(items) == 1 and _num_elements(attr.type) != 1:
            return items[0]
        return _nest(items, attr.type.shape or [])
    return body


def _dense_array_text(element: BType, size: int, blob: bytes) -> str:
    if element.width == 1 and element.float_name is None:
        if len(blob) != size:
            raise BytecodeError("invalid dense array data size")
        values = ["true" if b else "false" for b in blob]
    else:
        width = element.element_bits()
        if width is None or width % 8:
            raise BytecodeError(f"unsupported dense array element type: {element.text}")
        step = width // 8
        if len(blob) != size * step:
            raise BytecodeError("invalid dense array data size")
        raw = [int.from_bytes(blob[i * step : (i + 1) * step], "little") for i in range(size)]
        if element.float_name is not None:
            values = [_float_text(bits, element) for bits in raw]
        else:
            values = [str(to_signed(v, width) if element.signedness != "u" else v) for v in raw]
    return f"array<{element.text}" + (": " + ", ".join(values) if values else "") + ">"


def _float_text(bits: int, element: BType) -> str:
    from xdsl.parser import Parser  # noqa: F401  (xDSL's float types)

    from aiopt.support.bytecode_encoding import float_from_bits

    value = float_from_bits(bits, _xdsl_float_type(element.float_name))
    if math.isfinite(value):
        return repr(value)
    return "0x" + format(bits, "X")


def _xdsl_float_type(name: str | None):
    from xdsl.dialects import builtin

    classes = {
        "bf16": builtin.BFloat16Type, "f16": builtin.Float16Type, "f32": builtin.Float32Type,
        "f64": builtin.Float64Type, "f80": builtin.Float80Type, "f128": builtin.Float128Type,
    }  # fmt: skip
    cls = classes.get(name or "")
    if cls is None:
        raise BytecodeError(f"unsupported dense array element type: {name}")
    return cls()


_LAYOUTS: dict[str, Any] = {}


def _ods(required: str, optional: str = "", native: str = "", enums: str = "") -> list[tuple[str, bool | str]]:
    """An ODS property list from space-separated names: required attributes, optional (or default-valued)
    attributes, then native properties (written after the attributes, in declaration order): UnitProps
    (`native`, a byte) and enum/flags properties (`enums`, a varint)."""
    names = [(name, True) for name in required.split()] + [(name, False) for name in optional.split()]
    return sorted(names) + [(name, "bool") for name in native.split()] + [(name, "enum") for name in enums.split()]


_UPSTREAM_PROPERTIES: dict[str, list[tuple[str, bool | str]]] = {
    "builtin.module": [("sym_name", False), ("sym_visibility", False)],
    "func.func": [
        ("arg_attrs", False), ("function_type", True), ("no_inline", False), ("res_attrs", False),
        ("sym_name", True), ("sym_visibility", False),
    ],
    "func.call": [("arg_attrs", False), ("callee", True), ("no_inline", False), ("res_attrs", False)],
    "func.call_indirect": [("arg_attrs", False), ("res_attrs", False)],
    "cf.cond_br": [("branch_weights", False)],
    "affine.linearize_index": [("static_basis", True), ("disjoint", "bool")],
    "linalg.matmul": [("cast", False), ("indexing_maps", False)],
    "linalg.batch_matmul": [("cast", False), ("indexing_maps", False)],
    "linalg.batch_reduce_matmul": [("cast", False), ("indexing_maps", False)],
    "gpu.func": [
        ("arg_attrs", False), ("function_type", True), ("known_block_size", False), ("known_cluster_size", False),
        ("known_grid_size", False), ("private_attrib_attrs", False), ("res_attrs", False),
        ("workgroup_attrib_attrs", False),
    ],
    "gpu.launch": [("kernelFunc", False), ("kernelModule", False)],
    "memref.load": [("alignment", False), ("nontemporal", False)],
    "memref.store": [("alignment", False), ("nontemporal", False)],
    "gpu.subgroup_reduce": [("cluster_size", False), ("cluster_stride", False), ("op", True), ("uniform", False)],
    # (found with mlir-opt 22 as the oracle: each name it refuses as a property of the wrong kind, or whose unit
    # value changes the bytecode, is one of the op's properties)
    "llvm.func": _ods(
        "function_type sym_name",
        "CConv alignment always_inline arg_attrs arm_in_za arm_inout_za arm_locally_streaming arm_new_za "
        "arm_out_za arm_preserves_za arm_streaming arm_streaming_compatible comdat convergent denormal_fp_math "
        "denormal_fp_math_f32 dso_local fp_contract frame_pointer function_entry_count garbageCollector "
        "inline_hint instrument_function_entry instrument_function_exit intel_reqd_sub_group_size linkage "
        "memory_effects no_infs_fp_math no_inline no_nans_fp_math no_signed_zeros_fp_math no_unwind "
        "optimize_none passthrough personality prefer_vector_width reciprocal_estimates reqd_work_group_size "
        "res_attrs section sym_visibility target_cpu target_features tune_cpu unnamed_addr uwtable_kind "
        "vec_type_hint visibility_ vscale_range will_return work_group_size_hint",
    ),
    "llvm.call": _ods(
        "op_bundle_sizes",
        "CConv TailCallKind access_groups alias_scopes always_inline arg_attrs callee convergent fastmathFlags "
        "inline_hint memory_effects no_inline no_unwind noalias_scopes op_bundle_tags res_attrs tbaa "
        "var_callee_type will_return",
    ),
    "llvm.load": _ods(
        "",
        "access_groups alias_scopes alignment dereferenceable invariant invariantGroup noalias_scopes nontemporal "
        "ordering syncscope tbaa volatile_",
    ),
    "llvm.store": _ods(
        "",
        "access_groups alias_scopes alignment invariantGroup noalias_scopes nontemporal ordering syncscope tbaa "
        "volatile_",
    ),
    "llvm.mlir.global": _ods(
        "global_type linkage sym_name",
        "addr_space alignment comdat constant dbg_exprs dso_local externally_initialized section "
        "target_specific_attrs thread_local_ unnamed_addr value visibility_",
    ),
    "llvm.getelementptr": _ods("elem_type rawConstantIndices", enums="noWrapFlags"),
    **{f"llvm.{name}": _ods("", enums="overflowFlags") for name in ("add", "sub", "mul", "shl", "trunc")},
    "llvm.invoke": _ods(
        "op_bundle_sizes", "CConv arg_attrs branch_weights callee op_bundle_tags res_attrs var_callee_type"
    ),
    "llvm.atomicrmw": _ods(
        "bin_op ordering", "access_groups alias_scopes alignment noalias_scopes syncscope tbaa volatile_"
    ),
    "llvm.cmpxchg": _ods(
        "failure_ordering success_ordering",
        "access_groups alias_scopes alignment noalias_scopes syncscope tbaa volatile_ weak",
    ),
    "llvm.inline_asm": _ods(
        "asm_string constraints", "asm_dialect has_side_effects is_align_stack operand_attrs tail_call_kind"
    ),
    **{
        f"llvm.intr.{name}": _ods("isVolatile", "access_groups alias_scopes arg_attrs noalias_scopes res_attrs tbaa")
        for name in ("memcpy", "memmove", "memset")
    },
    "llvm.intr.masked.load": _ods("alignment", "nontemporal"),
    "llvm.cond_br": _ods("", "branch_weights loop_annotation"),
    "llvm.switch": _ods("case_operand_segments", "branch_weights case_values"),
    "llvm.mlir.global_ctors": _ods("ctors data priorities"),
    "llvm.mlir.global_dtors": _ods("dtors data priorities"),
    "gpu.subgroup_mma_load_matrix": _ods("leadDimension", "transpose"),
    "gpu.subgroup_mma_store_matrix": _ods("leadDimension", "transpose"),
    "nvvm.redux.sync": _ods("kind", "abs nan"),
    "nvvm.barrier": _ods("", "reductionOp"),
    "nvvm.mma.sync": _ods(
        "layoutA layoutB shape", "b1Op intOverflowBehavior multiplicandAPtxType multiplicandBPtxType"
    ),
    **{
        f"stablehlo.{name}": _ods("", "result_accuracy")  # (jaxlib leaves it unset)
        for name in (
            "cbrt cosine exponential exponential_minus_one log log_plus_one logistic rsqrt sine sqrt tan tanh"
        ).split()
    },
    "scf.for": _ods("", "unsignedCmp"),
    "linalg.copy": _ods("", "cast"),
    "bufferization.alloc_tensor": _ods("", "memory_space"),
    "scf.execute_region": _ods("", "no_inline"),
    "vector.maskedload": _ods("", "alignment"),
    "vector.maskedstore": _ods("", "alignment"),
    **{f"arith.{name}": _ods("", "isExact") for name in ("divsi", "divui", "shrsi", "shrui")},
}  # fmt: skip
"""Upstream's ODS properties of ops whose definitions here differ (checked against mlir-opt 22's bytecode): each
inherent attribute, required (`readAttribute`) or not (`readOptionalAttribute`), and native properties ("bool":
a UnitProp's byte; "enum": an enum or flags property's varint, such as llvm's `overflowFlags`), which ODS writes
after the attributes."""


def _ods_layout(op_name: str, context: Callable[[], Any]):
    """The inherent attributes of `op_name` in ODS's property order (by name, with whether each is required),
    and its operand/result segment counts when it has segment sizes; None for an op we do not know."""
    if op_name in _LAYOUTS:
        return _LAYOUTS[op_name]
    layout = None
    try:
        op_type = context().get_optional_op(op_name)
    except Exception:
        op_type = None
    if op_type is not None and hasattr(op_type, "get_irdl_definition"):
        from xdsl.irdl import AttrSizedOperandSegments, AttrSizedResultSegments, OptionalDef

        op_def = op_type.get_irdl_definition()
        names = []
        for name, prop in {**op_def.attributes, **op_def.properties}.items():
            if name in ("operandSegmentSizes", "resultSegmentSizes"):
                continue
            required = not isinstance(prop, OptionalDef) and getattr(prop, "default_value", None) is None
            names.append((name, required))
        if op_name.startswith("nvvm.read.ptx.sreg."):  # (each has an optional `range`)
            names = [("range", False)]
        names = list(_UPSTREAM_PROPERTIES.get(op_name, names))
        operand_groups = result_groups = None
        for option in op_def.options:
            if isinstance(option, AttrSizedOperandSegments) and option.as_property:
                operand_groups = len(op_def.operands)
                names.append(("operandSegmentSizes", True))
            if isinstance(option, AttrSizedResultSegments) and option.as_property:
                result_groups = len(op_def.results)
                names.append(("resultSegmentSizes", True))
        # (attributes by name, then native ones in their declaration order: a stable sort)
        names.sort(key=lambda entry: (entry[1] in ("bool", "enum"), "" if entry[1] in ("bool", "enum") else entry[0]))
        layout = (names, operand_groups, result_groups)
    _LAYOUTS[op_name] = layout
    return layout


def bytecode_to_text(data: bytes, filename: str, context_factory: Callable[[], Any] | None = None) -> str:
    """The generic MLIR text of a bytecode buffer (raises `BytecodeError`)."""
    return BytecodeReader(data, filename, context_factory).read()


def read_bytecode_source(data: bytes, filename: str, context_factory: Callable[[], Any] | None = None) -> str:
    """`bytecode_to_text`, with a malformed file reported as upstream does (`file:0:0: error: ...`, and a note
    naming the bytecode version and producer) through a `DiagnosticError`."""
    from aiopt.support.diagnostics import DiagnosticError, SourceLoc

    reader = BytecodeReader(data, filename, context_factory)
    try:
        return reader.read()
    except BytecodeError as err:
        where = SourceLoc(filename, 0, 0)
        notes = []
        if reader.header_read:
            notes.append((f"in bytecode version {reader.version} produced by: {reader.producer}", where))
        raise DiagnosticError(str(err), location=where, notes=notes) from None
    except RecursionError:
        raise DiagnosticError("bytecode nesting is too deep", location=SourceLoc(filename, 0, 0)) from None
    except (ValueError, TypeError, KeyError, IndexError, OverflowError, UnicodeError) as err:
        # (a dialect hook's or our printer's error on what a malformed file holds)
        raise DiagnosticError(f"malformed bytecode: {err}", location=SourceLoc(filename, 0, 0)) from None
