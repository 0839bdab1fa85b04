"""What a relocatable ELF object file needs from outside: its undefined symbols.

The JIT checks these after code generation, because LLVM's code generator
adds calls that the IR never declared (`fptrunc float to bfloat` becomes
`call __truncsfbf2` on a CPU without AVX512-BF16, `frem` becomes `fmodf`):
an unresolved one would otherwise be a call to address 0. Reading the file
also validates it (every table within bounds), so a truncated or corrupted
object from the compile cache is rejected here instead of aborting LLVM's
loader.
"""

from __future__ import annotations

import struct


class MalformedObject(ValueError):
    """The bytes are not a well-formed 64-bit little-endian ELF object file."""


_SHT_SYMTAB = 2
_SHN_UNDEF = 0
_STB_GLOBAL, _STB_WEAK = 1, 2
_HEADER = struct.Struct("<16sHHIQQQIHHHHHH")
_SECTION = struct.Struct("<IIQQQQIIQQ")
_SYMBOL = struct.Struct("<IBBHQQ")


def _section_bytes(data: bytes, offset: int, size: int) -> bytes:
    if offset < 0 or size < 0 or offset + size > len(data):
        raise MalformedObject("a section lies outside the file")
    return data[offset : offset + size]


def _name(strings: bytes, offset: int) -> str:
    end = strings.find(b"\0", offset)
    if offset >= len(strings) or end < 0:
        raise MalformedObject("a symbol name lies outside its string table")
    return strings[offset:end].decode("utf-8", "replace")


def undefined_symbols(data: bytes) -> list[str]:
    """The names of the global and weak symbols an ELF64 object file uses but does not define."""
    if len(data) < _HEADER.size or data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise MalformedObject("not a 64-bit little-endian ELF file")
    header = _HEADER.unpack_from(data)
    section_offset, section_size, section_count = header[6], header[11], header[12]
    if section_size != _SECTION.size or section_offset + section_count * section_size > len(data):
        raise MalformedObject("the section table lies outside the file")
    sections = [_SECTION.unpack_from(data, section_offset + i * section_size) for i in range(section_count)]
    names: list[str] = []
    for _name_offset, kind, _flags, _address, offset, size, link, _info, _align, entry_size in sections:
        if kind != _SHT_SYMTAB:
            continue
        if entry_size != _SYMBOL.size or link >= section_count:
            raise MalformedObject("a malformed symbol table")
        table = _section_bytes(data, offset, size)
        strings = _section_bytes(data, sections[link][4], sections[link][5])
        for start in range(0, len(table) - _SYMBOL.size + 1, _SYMBOL.size):
            name, info, _other, section, _value, _size = _SYMBOL.unpack_from(table, start)
            if section == _SHN_UNDEF and name and info >> 4 in (_STB_GLOBAL, _STB_WEAK):
                names.append(_name(strings, name))
    return names
