"""The data of `dense_resource` attributes: the blobs of the builtin dialect's resources.

A `dense_resource<blob1> : tensor<2xf32>` names a blob that the file carries after its ops, in its
`dialect_resources` section, as a hex string: a 4-byte little-endian alignment, then the elements packed
little-endian, each in its type's storage bytes (one byte for an i1 or an f8 element; a complex element is
its real part, then its imaginary part):

    {-#
      dialect_resources: {
        builtin: {
          blob1: "0x040000000000803F00000040"       alignment 4, then 1.0 and 2.0 as f32
        }
      }
    #-}

JAX exports its large constants this way. xDSL keeps the blobs, as text, in the builtin dialect's
`OpAsmDialectInterface`; here they are read as the dense elements they hold, whose bytes xDSL packs in the
same layout.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from contextlib import contextmanager

from xdsl.dialect_interfaces.op_asm import OpAsmDialectInterface
from xdsl.dialects.builtin import Builtin, BytesAttr, DenseIntOrFPElementsAttr, DenseResourceAttr

ALIGNMENT_BYTES = 4
"""The blob's text starts with its alignment, a little-endian uint32."""
_HEX_DIGITS = re.compile("[0-9a-fA-F]*")


class ResourceError(ValueError):
    """A `dense_resource` attribute whose blob is missing or does not hold its elements (upstream's words)."""


@contextmanager
def blobs_of_one_context() -> Iterator[None]:
    """The builtin dialect's blobs scoped as upstream scopes them, to one context: those declared inside are
    dropped at the end. (mlir-opt parses each chunk of `--split-input-file` in a context of its own, so that
    each chunk's `blob1` keeps its name; xDSL's blobs are the dialect object's, kept in its private
    `_blob_storage`.)"""
    interface = Builtin.get_interface(OpAsmDialectInterface)
    saved = dict(interface._blob_storage)
    try:
        yield
    finally:
        interface._blob_storage = saved


def resource_blob(attr: DenseResourceAttr) -> bytes:
    """The element bytes of the blob `attr` names (without its alignment); ResourceError when there is none
    (`dense_resource<__elided__>`, or a name the `dialect_resources` section does not give)."""
    text = Builtin.get_interface(OpAsmDialectInterface).lookup(attr.resource_handle.data)
    if not text:
        raise ResourceError("resource does not exist")
    return bytes.fromhex(text[2:])[ALIGNMENT_BYTES:]


def dense_from_resource(attr: DenseResourceAttr) -> DenseIntOrFPElementsAttr:
    """The dense elements attribute of the same type and elements as `attr`:

        dense_resource<blob1> : tensor<2xf32>     ->     dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>

    ResourceError when the blob is missing, or its size is not the elements' (upstream's translation checks
    the same, with the same words).
    """
    type_ = attr.type
    data = resource_blob(attr)
    element_bytes = element_storage_bytes(type_.get_element_type())
    count = math.prod(type_.get_shape())
    if element_bytes is None:
        raise ResourceError(f"no known storage for element type {type_.get_element_type()}")
    if len(data) != count * element_bytes:
        raise ResourceError("raw data size does not match element type size")
    return DenseIntOrFPElementsAttr(type_, BytesAttr(data))


def element_storage_bytes(element_type) -> int | None:
    """The bytes one element of `element_type` takes in a blob (and in xDSL's dense elements); None for a
    type that has no packed form (f80, i128)."""
    try:
        return element_type.compile_time_size
    except (AttributeError, NotImplementedError):
        return None


class ResourceParsing:
    """Upstream's reading of resource names and blobs, for xDSL's parser (a mixin of
    `aiopt.support.parsing.LocatedParser`; it overrides xDSL 0.74's private `_parse_dialect_resource_handle`
    and `_parse_resource`).

    Upstream's parser maps each name the file uses to the handle the dialect declared for it. xDSL's records
    only the declared handle; the builtin dialect's blobs outlive a parse (they are the dialect object's, not
    the context's), so a second file of the process using `blob1` had its attribute declare `blob1_0` and its
    data `blob1_1`: the constant named a blob without data. Blobs are checked as upstream's `parseAsBlob`
    checks them, with its words, and kept as upstream prints them (even length, upper case).
    """

    def _parse_dialect_resource_handle(self, dialect_name: str, interface: OpAsmDialectInterface) -> str:
        return self._declared_handle(dialect_name, interface, self._resource_name())

    def _resource_name(self) -> str:
        """A resource's name: an identifier, or a string (`dense_resource<"file|w.bin">`), as upstream's
        `parseOptionalKeywordOrString` reads it."""
        name = self.parse_optional_identifier()
        if name is None:
            name = self.parse_optional_str_literal()
        if name is None:
            self.raise_error("expected identifier key for 'resource' entry")
        return name

    def _declared_handle(self, dialect_name: str, interface: OpAsmDialectInterface, name: str) -> str:
        """The handle the dialect declared for the file's resource `name` (declared at its first use)."""
        handles = self.__dict__.setdefault("_resource_handles", {})
        if (dialect_name, name) not in handles:
            handle = handles[dialect_name, name] = interface.declare_resource(name)
            self.dialect_resources.add((dialect_name, handle))
        return handles[dialect_name, name]

    def _parse_resource(self, dialect_name: str, interface: OpAsmDialectInterface) -> None:
        name = self._resource_name()
        handle = self._declared_handle(dialect_name, interface, name)
        self.parse_punctuation(":")
        value_at = self.pos
        text = self.parse_optional_str_literal()
        digits = text[2:] if text is not None and text.startswith("0x") else None
        if digits is None or not _HEX_DIGITS.fullmatch(digits):
            self.raise_error(f"expected hex string blob for key '{name}'", value_at)
        digits = digits.upper().rjust(len(digits) + len(digits) % 2, "0")
        blob = bytes.fromhex(digits)
        if len(blob) < ALIGNMENT_BYTES:
            self.raise_error(
                f"expected hex string blob for key '{name}' to encode alignment in first 4 bytes", value_at
            )
        alignment = int.from_bytes(blob[:ALIGNMENT_BYTES], "little")
        if alignment & (alignment - 1):
            self.raise_error(
                f"expected hex string blob for key '{name}' to encode alignment in first 4 bytes, but got "
                f"non-power-of-2 value: {alignment}",
                value_at,
            )
        interface.parse_resource(handle, "0x" + digits)


def parse_dense_resource_without_type(parser, type_) -> DenseResourceAttr:
    """The rest of a `dense_resource<blob>` whose type the op gives, after its keyword (a `memref.global`'s
    initial value is printed without its type, as upstream parses an attribute of a known type)."""
    parser.parse_punctuation("<", " in dense_resource attribute")
    interface = parser.ctx.get_dialect("builtin").get_interface(OpAsmDialectInterface)
    handle = parser._parse_dialect_resource_handle("builtin", interface)
    parser.parse_punctuation(">", " in dense_resource attribute")
    return DenseResourceAttr.from_params(handle, type_)


def text_with_blobs(op) -> str:
    """xDSL's text of `op` (`str(op)`), followed by the `dialect_resources` section of the blobs it names: two
    modules that differ only in their blobs' data have different texts (the compile cache's key)."""
    from io import StringIO

    from xdsl.printer import Printer

    stream = StringIO()
    printer = Printer(stream=stream)
    printer.print_op(op)
    printer.print_metadata([Builtin])
    return stream.getvalue()


def resource_handles(op) -> set[str]:
    """The handles of the blobs that the `dense_resource` properties and attributes of `op` and of the ops
    inside it name."""
    return {
        value.resource_handle.data
        for nested in op.walk()
        for value in (*nested.properties.values(), *nested.attributes.values())
        if isinstance(value, DenseResourceAttr)
    }


def forget_blobs(handles: set[str]) -> None:
    """Drop the builtin dialect's blobs `handles` (xDSL's blobs are the dialect object's and outlive the
    modules naming them: a process compiling programs with large constants kept every one)."""
    storage = Builtin.get_interface(OpAsmDialectInterface)._blob_storage
    for handle in handles:
        storage.pop(handle, None)
