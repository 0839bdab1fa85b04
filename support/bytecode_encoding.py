"""The primitives of MLIR bytecode: magic number, versions, section ids, varints and a byte reader.

Shared by `aiopt.support.bytecode_reader` and `aiopt.support.bytecode_writer`
(upstream's mlir/include/mlir/Bytecode/Encoding.h and the EncodingReader of
BytecodeReader.cpp). A varint is "PrefixVarInt": the number of trailing zero
bits of the first byte is the number of bytes that follow, a zero first
byte means eight more bytes:

    encode_varint(1)     -> b'\\x03'
    encode_varint(200)   -> b'\\x22\\x03'
    EncodingReader(b'\\x22\\x03').read_varint() -> 200

A signed varint is the zigzag of the value as a varint.
"""

from __future__ import annotations

from typing import Any

from aiopt.support.bytecode_dialects import BytecodeError

MAGIC = b"ML\xefR"

# Bytecode versions (upstream's BytecodeVersion enum).
MIN_SUPPORTED_VERSION = 0
DIALECT_VERSIONING = 1
LAZY_LOADING = 2
USE_LIST_ORDERING = 3
ELIDE_UNKNOWN_BLOCK_ARG_LOCATION = 4
NATIVE_PROPERTIES_ENCODING = 5
NATIVE_PROPERTIES_ODS_SEGMENT_SIZE = 6
VERSION = 6
"""The newest version this project reads and writes (mlir-opt 22's current one)."""

ALIGNMENT_BYTE = 0xCB

# Section ids.
SECTION_STRING = 0
SECTION_DIALECT = 1
SECTION_ATTR_TYPE = 2
SECTION_ATTR_TYPE_OFFSET = 3
SECTION_IR = 4
SECTION_RESOURCE = 5
SECTION_RESOURCE_OFFSET = 6
SECTION_DIALECT_VERSIONS = 7
SECTION_PROPERTIES = 8
NUM_SECTIONS = 9

SECTION_NAMES = {
    SECTION_STRING: "String (0)",
    SECTION_DIALECT: "Dialect (1)",
    SECTION_ATTR_TYPE: "AttrType (2)",
    SECTION_ATTR_TYPE_OFFSET: "AttrTypeOffset (3)",
    SECTION_IR: "IR (4)",
    SECTION_RESOURCE: "Resource (5)",
    SECTION_RESOURCE_OFFSET: "ResourceOffset (6)",
    SECTION_DIALECT_VERSIONS: "DialectVersions (7)",
    SECTION_PROPERTIES: "Properties (8)",
}

# Operation encoding mask bits.
OP_HAS_ATTRS = 0b00000001
OP_HAS_RESULTS = 0b00000010
OP_HAS_OPERANDS = 0b00000100
OP_HAS_SUCCESSORS = 0b00001000
OP_HAS_INLINE_REGIONS = 0b00010000
OP_HAS_USE_LIST_ORDERS = 0b00100000
OP_HAS_PROPERTIES = 0b01000000

# Resource entry kinds (AsmResourceEntryKind).
RESOURCE_BLOB = 0
RESOURCE_BOOL = 1
RESOURCE_STRING = 2

_U64 = (1 << 64) - 1


def is_bytecode(data: bytes | str) -> bool:
    """Whether `data` starts with the bytecode magic number `ML\\xefR`."""
    if isinstance(data, str):
        return data.startswith("ML\xefR") or data.startswith("ML\ufffdR")
    return data[:4] == MAGIC


def encode_varint(value: int) -> bytes:
    value &= _U64
    if value < 1 << 7:
        return bytes((value << 1 | 1,))
    for extra in range(1, 8):
        if value < 1 << (7 * (extra + 1)):
            encoded = (value << 1 | 1) << extra
            return encoded.to_bytes(extra + 1, "little")
    return b"\x00" + value.to_bytes(8, "little")


def zigzag(value: int) -> int:
    value &= _U64
    signed = value - (1 << 64) if value >> 63 else value
    return ((signed << 1) ^ (signed >> 63)) & _U64


def encode_signed_varint(value: int) -> bytes:
    return encode_varint(zigzag(value))


def unzigzag(value: int) -> int:
    """The signed 64-bit value of a zigzag-encoded one."""
    return (value >> 1) ^ -(value & 1)


class EncodingReader:
    """Reads primitives from a slice of a bytecode buffer, raising `BytecodeError` past its end."""

    __slots__ = ("data", "pos", "end", "base")

    def __init__(self, data: bytes | memoryview, start: int = 0, end: int | None = None, base: int = 0):
        self.data = data
        self.pos = start
        self.end = len(data) if end is None else end
        self.base = base  # (offset of data[0] in the file, for alignment)

    def empty(self) -> bool:
        return self.pos >= self.end

    def remaining(self) -> int:
        return self.end - self.pos

    def read_byte(self) -> int:
        if self.pos >= self.end:
            raise BytecodeError("attempting to parse a byte at the end of the bytecode")
        value = self.data[self.pos]
        self.pos += 1
        return value

    def read_bytes(self, length: int) -> bytes:
        if length > self.end - self.pos:
            raise BytecodeError(f"attempting to parse {length} bytes when only {self.end - self.pos} remain")
        value = bytes(self.data[self.pos : self.pos + length])
        self.pos += length
        return value

    def sub_reader(self, length: int) -> EncodingReader:
        """A reader of the next `length` bytes, which this reader skips."""
        if length > self.end - self.pos:
            raise BytecodeError(f"attempting to parse {length} bytes when only {self.end - self.pos} remain")
        reader = EncodingReader(self.data, self.pos, self.pos + length, self.base)
        self.pos += length
        return reader

    def read_varint(self) -> int:
        first = self.read_byte()
        if first & 1:
            return first >> 1
        if first == 0:
            return int.from_bytes(self.read_bytes(8), "little")
        extra = (first & -first).bit_length() - 1
        rest = self.read_bytes(extra)
        return int.from_bytes(bytes((first,)) + rest, "little") >> (extra + 1)

    def read_signed_varint(self) -> int:
        return unzigzag(self.read_varint())

    def read_varint_with_flag(self) -> tuple[int, bool]:
        value = self.read_varint()
        return value >> 1, bool(value & 1)

    def align_to(self, alignment: int) -> None:
        if alignment <= 0 or alignment & (alignment - 1):
            raise BytecodeError("expected alignment to be a power-of-two")
        while (self.base + self.pos) % alignment:
            padding = self.read_byte()
            if padding != ALIGNMENT_BYTE:
                raise BytecodeError(f"expected alignment byte (0xCB), but got: '0x{padding:X}'")

    def read_null_terminated_string(self) -> str:
        end = bytes(self.data[self.pos : self.end]).find(b"\x00")
        if end < 0:
            raise BytecodeError("malformed null-terminated string, no null character found")
        raw = bytes(self.data[self.pos : self.pos + end])
        self.pos += end + 1
        return raw.decode("utf-8", errors="surrogateescape")

    def read_blob_and_alignment(self) -> tuple[bytes, int]:
        alignment = self.read_varint()
        size = self.read_varint()
        self.align_to(alignment)
        return self.read_bytes(size), alignment


class EncodingWriter:
    """Appends primitives to a byte buffer."""

    __slots__ = ("buffer",)

    def __init__(self) -> None:
        self.buffer = bytearray()

    def write_byte(self, value: int) -> None:
        self.buffer.append(value & 0xFF)

    def write_bytes(self, data: bytes) -> None:
        self.buffer += data

    def write_varint(self, value: int) -> None:
        self.buffer += encode_varint(value)

    def write_signed_varint(self, value: int) -> None:
        self.buffer += encode_signed_varint(value)

    def write_varint_with_flag(self, value: int, flag: bool) -> None:
        self.write_varint(value << 1 | int(flag))

    def write_null_terminated_string(self, text: str) -> None:
        self.buffer += text.encode("utf-8", errors="surrogateescape") + b"\x00"


# Floats as bits.


def float_type_bitwidth(float_type: Any) -> int:
    name = getattr(float_type, "name", "")
    if name in ("f80", "builtin.f80"):
        return 80
    if name in ("f128", "builtin.f128"):
        return 128
    return float_type.bitwidth


def _wide_name(float_type: Any) -> str | None:
    from xdsl.dialects.builtin import Float80Type, Float128Type

    if isinstance(float_type, Float80Type):
        return "f80"
    if isinstance(float_type, Float128Type):
        return "f128"
    return None


def float_from_bits(bits: int, float_type: Any) -> float:
    """The value of the bits of a float of `float_type` (NaN payloads kept where the type can hold them)."""
    wide = _wide_name(float_type)
    if wide is not None:
        from aiopt.support.apfloat_format import wide_float_from_bits

        return wide_float_from_bits(bits, wide)
    width = float_type.bitwidth
    bits &= (1 << width) - 1
    if hasattr(float_type, "SEMANTICS"):
        import math

        semantics = float_type.SEMANTICS
        value = float_type.decode_bits(bits)
        negative = semantics.has_sign and bits >> semantics.sign_shift & 1
        return -value if math.isnan(value) and negative else value
    return float_type.unpack(bits.to_bytes((width + 7) // 8, "little"), 1)[0]


def float_to_bits(value: float, float_type: Any) -> int:
    """The bits of `value` as a float of `float_type`."""
    wide = _wide_name(float_type)
    if wide is not None:
        from aiopt.support.apfloat_format import wide_float_bits_text

        return int(wide_float_bits_text(value, wide), 16)
    width = float_type.bitwidth
    return int.from_bytes(float_type.pack([value]), "little") & ((1 << width) - 1)
