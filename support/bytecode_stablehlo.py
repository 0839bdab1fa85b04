"""The stablehlo dialect's bytecode encodings (openxla/stablehlo's StablehloBytecode.cpp), for reading what
jaxlib's `module.operation.write_bytecode()` and stablehlo-opt write.

Each attribute entry starts with a varint code; enums are varints, dimensions signed varints (lists of them
with a varint count):

    1 channel_handle (handle, type)        2 comparison_direction        3 comparison_type
    4 conv dimension numbers               5 dot dimension numbers       6 fft_type
    7 gather dimension numbers             8 precision                   9 rng_algorithm
    10 rng_distribution                    11 scatter dimension numbers  12 transpose
    13 type_extensions (bounds)            14 output_operand_alias
    type 0: !stablehlo.token

Gather and scatter carry their batching dimensions (operand_batching_dims, start_indices_batching_dims;
input_batching_dims, scatter_indices_batching_dims) before start_index_map / scatter_dims_to_operand_dims, as
current stablehlo writes them (checked against jaxlib's bytecode). The hooks return each attribute's text,
which the reader parses with the dialect's own parser. Writing uses the textual fallback, which upstream reads.
"""

from __future__ import annotations

from aiopt.support.bytecode_dialects import BytecodeDialectInterface, DialectBytecodeReader

_ENUMS = {
    2: ("comparison_direction", ["EQ", "NE", "GE", "GT", "LE", "LT"]),
    3: ("comparison_type", ["NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"]),
    6: ("fft_type", ["FFT", "IFFT", "RFFT", "IRFFT"]),
    8: ("precision", ["DEFAULT", "HIGH", "HIGHEST"]),
    9: ("rng_algorithm", ["DEFAULT", "THREE_FRY", "PHILOX"]),
    10: ("rng_distribution", ["", "UNIFORM", "NORMAL"]),
    12: ("transpose", ["TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"]),
}
_DYNAMIC = -(1 << 63)


def _dims(values: list[int]) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def _fields(*pairs: tuple[str, list[int] | int]) -> str:
    """`name = value` pairs as stablehlo prints them: empty lists left out."""
    parts = []
    for name, value in pairs:
        if isinstance(value, list):
            if value:
                parts.append(f"{name} = {_dims(value)}")
        else:
            parts.append(f"{name} = {value}")
    return ", ".join(parts)


class StablehloBytecodeInterface(BytecodeDialectInterface):
    def read_attribute(self, reader: DialectBytecodeReader) -> str:
        code = reader.read_varint()
        if code in _ENUMS:
            name, values = _ENUMS[code]
            value = reader.read_varint()
            if value >= len(values) or not values[value]:
                raise reader.error(f"invalid {name} value: {value}")
            return f"#stablehlo<{name} {values[value]}>"
        dims = reader.read_signed_varints
        if code == 1:
            handle, kind = reader.read_signed_varint(), reader.read_signed_varint()
            return f"#stablehlo.channel_handle<handle = {handle}, type = {kind}>"
        if code == 4:
            values = [
                reader.read_signed_varint(), reader.read_signed_varint(), dims(),
                reader.read_signed_varint(), reader.read_signed_varint(), dims(),
                reader.read_signed_varint(), reader.read_signed_varint(), dims(),
            ]  # fmt: skip
            names = [
                "input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions",
                "kernel_input_feature_dimension", "kernel_output_feature_dimension", "kernel_spatial_dimensions",
                "output_batch_dimension", "output_feature_dimension", "output_spatial_dimensions",
            ]  # fmt: skip
            body = ", ".join(f"{n} = {_dims(v) if isinstance(v, list) else v}" for n, v in zip(names, values))
            return f"#stablehlo.conv<raw {body}>"
        if code == 5:
            lhs_batch, rhs_batch, lhs_contract, rhs_contract = dims(), dims(), dims(), dims()
            body = _fields(
                ("lhs_batching_dimensions", lhs_batch), ("rhs_batching_dimensions", rhs_batch),
                ("lhs_contracting_dimensions", lhs_contract), ("rhs_contracting_dimensions", rhs_contract),
            )  # fmt: skip
            return f"#stablehlo.dot<{body}>"
        if code == 7:
            offset, collapsed, operand_batching, indices_batching, start_map = dims(), dims(), dims(), dims(), dims()
            body = _fields(
                ("offset_dims", offset), ("collapsed_slice_dims", collapsed),
                ("operand_batching_dims", operand_batching), ("start_indices_batching_dims", indices_batching),
                ("start_index_map", start_map), ("index_vector_dim", reader.read_signed_varint()),
            )  # fmt: skip
            return f"#stablehlo.gather<{body}>"
        if code == 11:
            update, inserted, input_batching, indices_batching, to_operand = dims(), dims(), dims(), dims(), dims()
            body = _fields(
                ("update_window_dims", update), ("inserted_window_dims", inserted),
                ("input_batching_dims", input_batching), ("scatter_indices_batching_dims", indices_batching),
                ("scatter_dims_to_operand_dims", to_operand), ("index_vector_dim", reader.read_signed_varint()),
            )  # fmt: skip
            return f"#stablehlo.scatter<{body}>"
        if code == 13:
            bounds = ", ".join("?" if b == _DYNAMIC else str(b) for b in dims())
            return f"#stablehlo.bounds<{bounds}>"
        if code == 14:
            output, operand, operand_tuple = dims(), reader.read_signed_varint(), dims()
            return (
                f"#stablehlo.output_operand_alias<output_tuple_indices = {_dims(output)}, operand_index = {operand}, "
                f"operand_tuple_indices = {_dims(operand_tuple)}>"
            )
        raise reader.error(f"unknown stablehlo attribute code: {code}")

    def read_type(self, reader: DialectBytecodeReader) -> str:
        code = reader.read_varint()
        if code == 0:
            return "!stablehlo.token"
        raise reader.error(f"unknown builtin type code: {code}")

    def read_version(self, reader: DialectBytecodeReader) -> tuple[int, int, int]:
        return reader.read_varint(), reader.read_varint(), reader.read_varint()
