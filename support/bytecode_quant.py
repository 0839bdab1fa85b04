"""The quant dialect's bytecode encodings of its types (upstream's QuantDialectBytecode.td), read into their text.

Each type entry starts with a varint code; `flags` bit 0 is "signed", scales are f64 APFloats, zero points
and storage bounds signed varints:

    1 any         flags, storage type, storage min, storage max          !quant.any<i8:f32> (no expressed type)
    2 any         flags, storage type, expressed type, min, max
    3 calibrated  expressed type, min, max (f64)                          !quant.calibrated<f32<-1.0:1.0>>
    4 uniform     flags, storage, expressed, scale, zero point, min, max  !quant.uniform<i8:f32, 5.0e-01:10>
    5 per axis    flags, storage, expressed, dimension, min, max, scales, zero points
    6 sub-channel (not read: an error)

Writing uses the textual fallback, which upstream reads.
"""

from __future__ import annotations

from aiopt.support.bytecode_dialects import BytecodeDialectInterface, DialectBytecodeReader
from aiopt.support.bytecode_encoding import float_from_bits


def _f64(reader: DialectBytecodeReader) -> str:
    from xdsl.dialects.builtin import Float64Type

    value = float_from_bits(reader.read_apint(64), Float64Type())
    text = repr(value)
    if "e" in text and "." not in text.split("e")[0]:
        text = text.replace("e", ".0e", 1)  # (MLIR's float literal needs its '.')
    return text


def _storage(flags: int, storage: str, low: int, high: int) -> str:
    """`i8`/`u8` (signed or not), with `<min:max>` where they are not the type's whole range."""
    width = int(storage.lstrip("siu")) if storage.lstrip("siu").isdigit() else None
    signed = bool(flags & 1)
    text = ("i" if signed else "u") + str(width) if width is not None else storage
    if width is not None:
        full = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed else (0, (1 << width) - 1)
        if (low, high) != full:
            text += f"<{low}:{high}>"
    return text


class QuantBytecodeInterface(BytecodeDialectInterface):
    def read_type(self, reader: DialectBytecodeReader) -> str:
        from aiopt.support.asm_printer import attribute_text

        def type_text() -> str:
            return attribute_text(reader.read_type())

        code = reader.read_varint()
        if code in (1, 2):
            flags = reader.read_varint()
            storage = type_text()
            expressed = type_text() if code == 2 else None
            low, high = reader.read_signed_varint(), reader.read_signed_varint()
            body = _storage(flags, storage, low, high) + (f":{expressed}" if expressed else "")
            return f"!quant.any<{body}>"
        if code == 3:
            expressed = type_text()
            low, high = _f64(reader), _f64(reader)
            return f"!quant.calibrated<{expressed}<{low}:{high}>>"
        if code == 4:
            flags = reader.read_varint()
            storage, expressed = type_text(), type_text()
            scale, zero = _f64(reader), reader.read_signed_varint()
            low, high = reader.read_signed_varint(), reader.read_signed_varint()
            return f"!quant.uniform<{_storage(flags, storage, low, high)}:{expressed}, {scale}:{zero}>"
        if code == 5:
            flags = reader.read_varint()
            storage, expressed = type_text(), type_text()
            dimension = reader.read_varint()
            low, high = reader.read_signed_varint(), reader.read_signed_varint()
            scales = reader.read_list(lambda: _f64(reader))
            zeros = reader.read_signed_varints()
            pairs = ", ".join(f"{s}:{z}" for s, z in zip(scales, zeros))
            return f"!quant.uniform<{_storage(flags, storage, low, high)}:{expressed}:{dimension}, {{{pairs}}}>"
        raise reader.error(f"unknown quant type code: {code}")
