"""f16, bf16 and f32 values packed and unpacked with their NaN's bits: sign, payload and signalling bit kept.

xDSL holds a float attribute's value as a Python float (a double) and packs and unpacks the elements of
a dense attribute with `struct`, which loses a narrower NaN's bits: `'<e'` makes every f16 NaN `0x7E00`
(CPython 3.11 drops the payload), `'<f'` converts through the CPU, which quiets a signalling f32 NaN
(`0x7F800001` reads back as `0x7FC00001`), and xDSL's bf16 packing quiets every NaN. MLIR keeps the bits
of the APFloat it parsed:

    arith.constant 0x7E01 : f16                   // printed back as 0x7E01 (was 0x7E00)
    arith.constant dense<0x7F800001> : tensor<f32>  // printed back as 0x7F800001 (was 0x7FC00001)

Here a NaN of a type with `fraction_bits` fraction bits is held as the double NaN of the same sign whose
fraction is the type's fraction shifted to the top (`fraction << (52 - fraction_bits)`): its signalling
bit lands on the double's, and numpy's and LLVM's narrowing (which keep the top fraction bits) give the
same bits back. `Float16Type`, `Float32Type` and `BFloat16Type` pack and unpack such NaNs bit for bit
(ordinary values go through xDSL's packing as before; NaNs are rare, so they are found in the packed
bytes and only those elements are redone). Installed when `aiopt.dialects` is imported (not `aiopt.support`:
the start-up cache's runs import neither numpy nor xDSL's builtin dialect).
"""

from __future__ import annotations

import struct
from collections.abc import Iterator, Sequence

from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type, StructPackableType

_DOUBLE_FRACTION_BITS = 52
_DOUBLE_EXPONENT = 0x7FF << _DOUBLE_FRACTION_BITS


class NanLayout:
    """Where a binary float format of `width` bits keeps its sign, exponent and fraction."""

    def __init__(self, width: int, fraction_bits: int):
        self.width = width
        self.fraction_bits = fraction_bits
        self.fraction_mask = (1 << fraction_bits) - 1
        self.exponent_mask = ((1 << (width - 1)) - 1) & ~self.fraction_mask
        self.shift = _DOUBLE_FRACTION_BITS - fraction_bits
        self.unsigned = f"<u{width // 8}"
        """The numpy dtype of the format's bits (numpy is imported only for a long packed list)."""

    def is_nan_bits(self, bits: int) -> bool:
        return bits & self.exponent_mask == self.exponent_mask and bits & self.fraction_mask != 0

    def value(self, bits: int) -> float:
        """The double that holds the NaN `bits` (see the module docstring)."""
        sign = bits >> (self.width - 1) & 1
        fraction = (bits & self.fraction_mask) << self.shift
        return struct.unpack("<d", struct.pack("<Q", sign << 63 | _DOUBLE_EXPONENT | fraction))[0]

    def bits(self, value: float) -> int:
        """The bits of the NaN `value` in this format: its sign and the top bits of its fraction (a double
        NaN whose fraction is all below them becomes the quiet NaN, as upstream's APFloat narrows it)."""
        double = struct.unpack("<Q", struct.pack("<d", value))[0]
        fraction = (double & ((1 << _DOUBLE_FRACTION_BITS) - 1)) >> self.shift
        if fraction == 0:
            fraction = 1 << (self.fraction_bits - 1)
        return (double >> 63) << (self.width - 1) | self.exponent_mask | fraction

    def nan_positions(self, data) -> list[int]:
        """The indices of the NaN elements of packed `data` (bytes or a byte memoryview)."""
        if len(data) <= 64:
            data = bytes(data)
            step = self.width // 8
            return [
                i
                for i in range(len(data) // step)
                if self.is_nan_bits(int.from_bytes(data[i * step : (i + 1) * step], "little"))
            ]
        import numpy as np

        words = np.frombuffer(data, self.unsigned)
        nan = (words & self.exponent_mask == self.exponent_mask) & (words & self.fraction_mask != 0)
        return np.flatnonzero(nan).tolist()

    def patch_packed(self, data: bytes, values: Sequence[float]) -> bytes:
        """`data`, xDSL's packing of `values`, with the bits of each NaN of `values` as they are."""
        positions = self.nan_positions(data)
        if not positions:
            return data
        step = self.width // 8
        patched = bytearray(data)
        for i in positions:
            patched[i * step : (i + 1) * step] = self.bits(values[i]).to_bytes(step, "little")
        return bytes(patched)

    def patch_unpacked(self, data: bytes, values: tuple[float, ...]) -> tuple[float, ...]:
        """`values`, xDSL's unpacking of `data`, with each NaN holding the bits of `data`'s."""
        positions = self.nan_positions(data)
        if not positions:
            return values
        step = self.width // 8
        patched = list(values)
        for i in positions:
            patched[i] = self.value(int.from_bytes(data[i * step : (i + 1) * step], "little"))
        return tuple(patched)


F16 = NanLayout(16, 10)
BF16 = NanLayout(16, 7)
F32 = NanLayout(32, 23)

_STRUCT_PACK = StructPackableType.pack
_STRUCT_PACK_INTO = StructPackableType.pack_into
_STRUCT_UNPACK = StructPackableType.unpack
_STRUCT_ITER_UNPACK = StructPackableType.iter_unpack


def _install(cls, layout: NanLayout) -> None:
    """`cls`'s struct packing, with NaNs kept bit for bit."""

    def pack(self, values: Sequence[float]) -> bytes:
        return layout.patch_packed(_STRUCT_PACK(self, values), values)

    def pack_into(self, buffer, offset: int, value: float) -> None:
        _STRUCT_PACK_INTO(self, buffer, offset, value)
        if value != value:
            memoryview(buffer)[offset : offset + layout.width // 8] = layout.bits(value).to_bytes(
                layout.width // 8, "little"
            )

    def unpack(self, buffer, num: int, /) -> tuple[float, ...]:
        return layout.patch_unpacked(memoryview(buffer).cast("B"), _STRUCT_UNPACK(self, buffer, num))

    def iter_unpack(self, buffer, /) -> Iterator[float]:
        data = memoryview(buffer).cast("B")
        step = layout.width // 8
        values = _STRUCT_ITER_UNPACK(self, buffer)

        def exact() -> Iterator[float]:
            for i, value in enumerate(values):
                if value != value:
                    value = layout.value(int.from_bytes(data[i * step : (i + 1) * step], "little"))
                yield value

        return exact()

    cls.pack, cls.pack_into, cls.unpack, cls.iter_unpack = pack, pack_into, unpack, iter_unpack


def _bf16_encode(value: float, _xdsl_encode=BFloat16Type._encode) -> bytes:
    """xDSL's bf16 encoding (round to nearest even), with a NaN's bits kept instead of quieted."""
    if value != value:
        return BF16.bits(value).to_bytes(2, "little")
    return _xdsl_encode(value)


def _bf16_decode(raw, _xdsl_decode=BFloat16Type._decode) -> float:
    """xDSL's bf16 decoding, with a NaN's bits kept instead of quieted."""
    bits = int.from_bytes(raw, "little")
    return BF16.value(bits) if BF16.is_nan_bits(bits) else _xdsl_decode(raw)


_install(Float16Type, F16)
_install(Float32Type, F32)
BFloat16Type._encode = staticmethod(_bf16_encode)
BFloat16Type._decode = staticmethod(_bf16_decode)
