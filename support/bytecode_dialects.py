"""Dialect hooks for MLIR bytecode: custom encodings of a dialect's attributes and types.

MLIR bytecode stores each attribute and type either as its textual
assembly (any dialect, no hooks needed) or in a custom encoding that the
owning dialect writes and reads itself (MLIR's `BytecodeDialectInterface`
with a `DialectBytecodeReader`/`DialectBytecodeWriter`). The bytecode only
says "this entry belongs to dialect D and uses a custom encoding"; everything
inside the entry (usually a leading varint "kind" code, then the fields) is the
dialect's business. The builtin dialect's encodings live in the reader/writer
themselves (`aiopt.support.bytecode_reader`, `aiopt.support.bytecode_writer`);
other dialects (stablehlo, vhlo, ...) register a hook class here.

Registering (lazily, by dialect name: nothing is imported until a bytecode
file names the dialect):

    from aiopt.support.bytecode_dialects import register_dialect_bytecode
    register_dialect_bytecode("vhlo", "aiopt.dialects.vhlo_bytecode:VhloBytecodeInterface")

The spec is "module.path:ClassName" (or "module.path" alone, which then
needs a module-level `BYTECODE_INTERFACE` class). The built-in table
`_LAZY_HOOKS` below lists the project's dialects the same way; add an
entry there for a dialect that should always be known. The class is
instantiated once with no arguments (`interface_for(name)` caches it).

A hook class subclasses `BytecodeDialectInterface` and overrides what it
needs (every method is optional):

    class VhloBytecodeInterface(BytecodeDialectInterface):
        def read_attribute(self, reader: DialectBytecodeReader) -> Attribute: ...
        def read_type(self, reader: DialectBytecodeReader) -> Attribute: ...
        def write_attribute(self, attr, writer: DialectBytecodeWriter) -> bool: ...
        def write_type(self, type_, writer: DialectBytecodeWriter) -> bool: ...
        def read_version(self, reader: DialectBytecodeReader) -> object: ...
        def write_version(self, writer: DialectBytecodeWriter) -> None: ...   # called when `version()` is not None
        def version(self) -> object | None: ...            # the version this writer produces (None: unversioned)
        def upgrade_from_version(self, top_op, version) -> None: ...  # (not called yet: the reader makes text)

`read_attribute`/`read_type` return the attribute/type (an xDSL object, or
its MLIR text as a `str`, which the reader then parses), or raise
`reader.error("...")` (a `BytecodeError`) for an encoding they do not know;
the reader reports it as `file: error: ...`. `write_attribute`/`write_type`
return False (writing nothing) for an attribute/type they leave to the
textual fallback, True when they wrote it.

A dialect whose `version()` is not None gets its version written (by
`write_version`, in the dialect section, from bytecode version 1); a file's
dialect version is read with `read_version` the first time an entry of that
dialect is decoded, and hooks see it through `reader.dialect_version(name)`.

`DialectBytecodeReader` (what a hook reads with, upstream's names in brackets):

    reader.read_varint() -> int                   [readVarInt] unsigned prefix varint
    reader.read_signed_varint() -> int            [readSignedVarInt] zigzag varint
    reader.read_signed_varints() -> list[int]     [readSignedVarInts] a varint count, then that many
    reader.read_bool() -> bool                    [readBool] one byte
    reader.read_attribute() -> Attribute          [readAttribute] a varint index into the attribute table
    reader.read_optional_attribute() -> Attribute | None   [readOptionalAttribute] (index << 1 | present)
    reader.read_type() -> Attribute               [readType] a varint index into the type table
    reader.read_string() -> str                   [readString] a varint index into the string section
    reader.read_blob() -> bytes                   [readBlob] varint size, then the bytes
    reader.read_apint(bitwidth) -> int            [readAPIntWithKnownWidth] the value's bits, unsigned
                                                   (0 <= v < 2**bitwidth); `to_signed(v, bitwidth)` for the
                                                   two's complement value
    reader.read_apfloat(float_type) -> float      [readAPFloatWithKnownSemantics] the value of an
                                                   xDSL float type (Float32Type(), BFloat16Type(), ...);
                                                   `read_apfloat_bits(float_type)` gives the raw bits
    reader.read_list(read_fn) -> list             [readList] a varint count, then read_fn() that many times
    reader.read_attributes() / read_types()       lists of attributes / types
    reader.read_resource_handle() -> str          [readResourceHandle] the key of a dialect resource
    reader.read_sparse_array(size) -> list[int]   [readSparseArray] as ODS writes segment sizes
    reader.bytecode_version: int                  [getBytecodeVersion]
    reader.dialect_version(dialect_name)          [getDialectVersion] what that dialect's read_version gave,
                                                   or None
    reader.error(message) -> BytecodeError        [emitError] raise it

`DialectBytecodeWriter` mirrors it: write_varint, write_signed_varint,
write_signed_varints, write_bool, write_attribute, write_optional_attribute,
write_type, write_string (upstream's writeOwnedString), write_blob
(writeOwnedBlob), write_apint(value, bitwidth) (value signed or unsigned),
write_apfloat(value, float_type), write_apfloat_bits(bits, float_type),
write_list(items, write_fn), write_attributes, write_types,
write_resource_handle(key), write_sparse_array, `bytecode_version`, and
`dialect_version(name)`.

Both are abstract here (`aiopt.support.bytecode_reader` and
`aiopt.support.bytecode_writer` implement them), so a hook module imports
only this light module.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class BytecodeError(Exception):
    """A malformed or unsupported bytecode file: the message of an MLIR `error:` diagnostic."""


class DialectBytecodeReader:
    """What a dialect's hooks read a custom encoding with (see the module docstring)."""

    bytecode_version: int = 0

    def error(self, message: str) -> BytecodeError:
        return BytecodeError(message)

    # Primitives.
    def read_varint(self) -> int:
        raise NotImplementedError

    def read_signed_varint(self) -> int:
        raise NotImplementedError

    def read_bool(self) -> bool:
        raise NotImplementedError

    def read_string(self) -> str:
        raise NotImplementedError

    def read_blob(self) -> bytes:
        raise NotImplementedError

    def read_apint(self, bitwidth: int) -> int:
        raise NotImplementedError

    def read_apfloat_bits(self, float_type: Any) -> int:
        return self.read_apint(float_bitwidth(float_type))

    def read_apfloat(self, float_type: Any) -> float:
        return float_from_bits(self.read_apfloat_bits(float_type), float_type)

    # Attributes, types, resources.
    def read_attribute(self) -> Any:
        raise NotImplementedError

    def read_optional_attribute(self) -> Any | None:
        raise NotImplementedError

    def read_type(self) -> Any:
        raise NotImplementedError

    def read_resource_handle(self) -> str:
        raise NotImplementedError

    def dialect_version(self, dialect_name: str) -> object | None:
        return None

    # Lists.
    def read_list(self, read_fn: Callable[[], T]) -> list[T]:
        return [read_fn() for _ in range(self.read_varint())]

    def read_signed_varints(self) -> list[int]:
        return self.read_list(self.read_signed_varint)

    def read_attributes(self) -> list[Any]:
        return self.read_list(self.read_attribute)

    def read_types(self) -> list[Any]:
        return self.read_list(self.read_type)

    def read_sparse_array(self, size: int) -> list[int]:
        """`size` small ints as ODS writes segment sizes (`readSparseArray`): dense, or index/value pairs."""
        header = self.read_varint()
        count, sparse = header >> 1, header & 1
        values = [0] * size
        if not sparse:
            if count > size:
                raise self.error(f"trying to read an array of {count} but only {size} storage available.")
            for index in range(count):
                values[index] = self.read_varint()
            return values
        if count == 0:
            return values
        index_bits = self.read_varint()
        if index_bits > 8:
            raise self.error(f"reading sparse array with indexing above 8 bits: {index_bits}")
        for _ in range(count):
            packed = self.read_varint()
            index = packed & ((1 << index_bits) - 1)
            if index >= size:
                raise self.error(f"reading a sparse array found index {index} but only {size} storage available.")
            values[index] = packed >> index_bits
        return values


class DialectBytecodeWriter:
    """What a dialect's hooks write a custom encoding with (see the module docstring)."""

    bytecode_version: int = 0

    def write_varint(self, value: int) -> None:
        raise NotImplementedError

    def write_signed_varint(self, value: int) -> None:
        raise NotImplementedError

    def write_bool(self, value: bool) -> None:
        raise NotImplementedError

    def write_string(self, value: str) -> None:
        raise NotImplementedError

    def write_blob(self, data: bytes) -> None:
        raise NotImplementedError

    def write_apint(self, value: int, bitwidth: int) -> None:
        raise NotImplementedError

    def write_apfloat_bits(self, bits: int, float_type: Any) -> None:
        self.write_apint(bits, float_bitwidth(float_type))

    def write_apfloat(self, value: float, float_type: Any) -> None:
        self.write_apfloat_bits(float_to_bits(value, float_type), float_type)

    def write_attribute(self, attr: Any) -> None:
        raise NotImplementedError

    def write_optional_attribute(self, attr: Any | None) -> None:
        raise NotImplementedError

    def write_type(self, type_: Any) -> None:
        raise NotImplementedError

    def write_resource_handle(self, key: str) -> None:
        raise NotImplementedError

    def dialect_version(self, dialect_name: str) -> object | None:
        return None

    def write_list(self, items: Sequence[T], write_fn: Callable[[T], None]) -> None:
        self.write_varint(len(items))
        for item in items:
            write_fn(item)

    def write_signed_varints(self, values: Sequence[int]) -> None:
        self.write_list(values, self.write_signed_varint)

    def write_attributes(self, attrs: Sequence[Any]) -> None:
        self.write_list(attrs, self.write_attribute)

    def write_types(self, types: Sequence[Any]) -> None:
        self.write_list(types, self.write_type)

    def write_sparse_array(self, values: Sequence[int]) -> None:
        """`writeSparseArray`: index/value pairs when at most half the entries are non-zero, else dense."""
        size = len(values)
        non_zero = [i for i, v in enumerate(values) if v]
        last = non_zero[-1] if non_zero else 0
        if last > 256 or len(non_zero) > size // 2:
            self.write_varint(size << 1)
            for value in values:
                self.write_varint(value)
            return
        self.write_varint(len(non_zero) << 1 | 1)
        if not non_zero:
            return
        index_bits = (last).bit_length()  # (Log2_32_Ceil(last + 1))
        self.write_varint(index_bits)
        for index in non_zero:
            self.write_varint(values[index] << index_bits | index)


class BytecodeDialectInterface:
    """A dialect's bytecode hooks; override what the dialect encodes (see the module docstring)."""

    def read_attribute(self, reader: DialectBytecodeReader) -> Any:
        raise reader.error("dialect does not read custom attribute encodings")

    def read_type(self, reader: DialectBytecodeReader) -> Any:
        raise reader.error("dialect does not read custom type encodings")

    def write_attribute(self, attr: Any, writer: DialectBytecodeWriter) -> bool:
        return False

    def write_type(self, type_: Any, writer: DialectBytecodeWriter) -> bool:
        return False

    def read_version(self, reader: DialectBytecodeReader) -> object:
        raise reader.error("dialect does not read a version")

    def version(self) -> object | None:
        return None

    def write_version(self, writer: DialectBytecodeWriter) -> None:
        return None

    def upgrade_from_version(self, top_op: Any, version: object) -> None:
        return None


_LAZY_HOOKS: dict[str, str] = {
    "stablehlo": "aiopt.support.bytecode_stablehlo:StablehloBytecodeInterface",
    "quant": "aiopt.support.bytecode_quant:QuantBytecodeInterface",
    "vhlo": "aiopt.dialects.vhlo_bytecode:VhloBytecodeInterface",
    "sdy": "aiopt.dialects.sdy_bytecode:SdyBytecodeInterface",
}
"""Dialect name -> "module:Class" of its hooks, imported when a bytecode file first names the dialect."""

_LOADED: dict[str, BytecodeDialectInterface | None] = {}


def register_dialect_bytecode(dialect_name: str, spec: str | BytecodeDialectInterface) -> None:
    """Register the hooks of `dialect_name`: a "module:Class" spec (imported on first use) or an instance."""
    _LOADED.pop(dialect_name, None)
    if isinstance(spec, BytecodeDialectInterface):
        _LOADED[dialect_name] = spec
    else:
        _LAZY_HOOKS[dialect_name] = spec


def interface_for(dialect_name: str) -> BytecodeDialectInterface | None:
    """The hooks registered for `dialect_name` (imported and built on first use), or None."""
    if dialect_name in _LOADED:
        return _LOADED[dialect_name]
    spec = _LAZY_HOOKS.get(dialect_name)
    hooks = None
    if spec is not None:
        module_name, _, class_name = spec.partition(":")
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            module = None  # (a table entry whose module is not written yet)
        if module is not None:
            cls = getattr(module, class_name or "BYTECODE_INTERFACE", None)
            hooks = cls() if cls is not None else None
    _LOADED[dialect_name] = hooks
    return hooks


# Helpers for hooks.


def to_signed(value: int, bitwidth: int) -> int:
    """The two's complement value of `bitwidth` unsigned bits."""
    if bitwidth and value >> (bitwidth - 1) & 1:
        return value - (1 << bitwidth)
    return value


def float_bitwidth(float_type: Any) -> int:
    from aiopt.support.bytecode_encoding import float_type_bitwidth

    return float_type_bitwidth(float_type)


def float_from_bits(bits: int, float_type: Any) -> float:
    from aiopt.support.bytecode_encoding import float_from_bits as decode

    return decode(bits, float_type)


def float_to_bits(value: float, float_type: Any) -> int:
    from aiopt.support.bytecode_encoding import float_to_bits as encode

    return encode(value, float_type)
