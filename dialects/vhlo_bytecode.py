"""The vhlo dialect's bytecode encodings (upstream's VhloBytecode.cpp), for reading StableHLO portable artifacts
(`jax.export`'s `mlir_module_serialized`, `stablehlo-translate --serialize`).

Each entry starts with a varint code. Attributes:

    1 array_v1 (attributes)            2 bool_v1 (varint 0/1)           3 comparison_direction_v1 (enum)
    4 comparison_type_v1 (enum)        5 api_version_v1 (enum)          6 dict_v1 ((key, value) attributes)
    7 fft_type_v1 (enum)               8 float_v1 (type, APFloat)       9 integer_v1 (type, APInt)
    10 output_operand_alias_v1 (svarint list, svarint, svarint list)    11 precision_v1 (enum)
    12 rng_algorithm_v1 (enum)         13 rng_distribution_v1 (enum)    14 string_v1 (string)
    15 tensor_v1 (type, blob; i1 packed 8 to a byte)                    16 transpose_v1 (enum)
    17 type_v1 (type)                  18 type_extensions_v1 (bounds)   19 result_accuracy_mode_v1 (enum)
    20 result_accuracy_v1 (f64 atol, f64 rtol, svarint ulps, mode attribute)

Types: the scalar types by code (`_SCALARS`), 1 complex_v1, 8 func_v1 (inputs, outputs), 20/21 tensor_v1
(with an encoding attribute first for 21; shape as signed varints, INT64_MIN for `?`), 22 token_v1,
23 tuple_v1, 24 quant_v1 (flags, storage, expressed, f64 scale, zero point, min, max), 25 unranked_tensor_v1,
30 quant_per_axis_v1 (flags, storage, expressed, axis, min, max, f64 scales, zero points).

Each hook returns the VHLO text of what it read, which the reader parses with aiopt.dialects.vhlo. Writing is
left to the textual fallback.
"""

from __future__ import annotations

from typing import Any

from aiopt.support.bytecode_dialects import BytecodeDialectInterface, DialectBytecodeReader, to_signed

_DYNAMIC = -(1 << 63)

_ATTR_ENUMS: dict[int, tuple[str, tuple[str, ...]]] = {
    3: ("comparison_direction_v1", ("EQ", "NE", "GE", "GT", "LE", "LT")),
    4: ("comparison_type_v1", ("NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED")),
    5: (
        "api_version_v1",
        (
            "API_VERSION_UNSPECIFIED",
            "API_VERSION_ORIGINAL",
            "API_VERSION_STATUS_RETURNING",
            "API_VERSION_STATUS_RETURNING_UNIFIED",
            "API_VERSION_TYPED_FFI",
        ),
    ),
    7: ("fft_type_v1", ("FFT", "IFFT", "RFFT", "IRFFT")),
    11: ("precision_v1", ("DEFAULT", "HIGH", "HIGHEST")),
    12: ("rng_algorithm_v1", ("DEFAULT", "THREE_FRY", "PHILOX")),
    13: ("rng_distribution_v1", ("", "UNIFORM", "NORMAL")),
    16: ("transpose_v1", ("TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT")),
    19: ("result_accuracy_mode_v1", ("DEFAULT", "HIGHEST", "TOLERANCE")),
}

_SCALARS: dict[int, str] = {
    0: "bool_v1",
    2: "bf16_v1",
    3: "f16_v1",
    4: "f32_v1",
    5: "f64_v1",
    6: "f8E4M3FN_v1",
    7: "f8E5M2_v1",
    9: "index_v1",
    10: "i4_v1",
    11: "i8_v1",
    12: "i16_v1",
    13: "i32_v1",
    14: "i64_v1",
    15: "ui4_v1",
    16: "ui8_v1",
    17: "ui16_v1",
    18: "ui32_v1",
    19: "ui64_v1",
    26: "witness_v1",
    27: "f8E4M3FNUZ_v1",
    28: "f8E5M2FNUZ_v1",
    29: "f8E4M3B11FNUZ_v1",
    31: "i2_v1",
    32: "ui2_v1",
    33: "none_v1",
    34: "tf31_v1",
    35: "f8E4M3_v1",
    36: "f8E3M4_v1",
    37: "f4E2M1FN_v1",
    38: "f6E2M3FN_v1",
    39: "f6E3M2FN_v1",
    40: "f8E8M0FNU_v1",
}


def _text(value: Any) -> str:
    from aiopt.support.asm_printer import attribute_text

    return value if isinstance(value, str) else attribute_text(value)


def _builtin(vhlo_type: Any) -> str:
    """The builtin type text of a VHLO type (`!vhlo.tensor_v1<2x!vhlo.f32_v1>` -> `tensor<2xf32>`)."""
    from aiopt.dialects.vhlo import builtin_type_text

    return builtin_type_text(vhlo_type)


def _xdsl_float_type(name: str) -> Any:
    from xdsl.context import Context
    from xdsl.parser import Parser

    return Parser(Context(), name).parse_type()


def _f64_text(value: float) -> str:
    from xdsl.dialects.builtin import FloatAttr, f64

    return _text(FloatAttr(value, f64)).rsplit(" : ", 1)[0]


def _dims(values: list[int]) -> str:
    return ", ".join("?" if v == _DYNAMIC else str(v) for v in values)


class VhloBytecodeInterface(BytecodeDialectInterface):
    """Reads the custom encodings of VHLO attributes and types (as their text)."""

    def read_attribute(self, reader: DialectBytecodeReader) -> Any:
        code = reader.read_varint()
        if code in _ATTR_ENUMS:
            mnemonic, cases = _ATTR_ENUMS[code]
            value = reader.read_varint()
            if value >= len(cases) or not cases[value]:
                raise reader.error(f"invalid {mnemonic} value: {value}")
            return f"#vhlo<{mnemonic} {cases[value]}>"
        if code == 1:
            return "#vhlo.array_v1<[" + ", ".join(_text(a) for a in reader.read_attributes()) + "]>"
        if code == 2:
            value = reader.read_varint()
            if value not in (0, 1):
                raise reader.error(f"unsupported value: {value}")
            return f"#vhlo.bool_v1<{'true' if value else 'false'}>"
        if code == 6:
            pairs = reader.read_list(lambda: (reader.read_attribute(), reader.read_attribute()))
            return "#vhlo.dict_v1<{" + ", ".join(f"{_text(k)} = {_text(v)}" for k, v in pairs) + "}>"
        if code == 8:
            vhlo_type = reader.read_type()
            builtin = _builtin(vhlo_type)
            bits = reader.read_apfloat_bits(_xdsl_float_type(builtin))
            width = {"tf32": 19}.get(builtin)
            digits = (width or _xdsl_float_type(builtin).bitwidth + 3) // 4
            return f"#vhlo.float_v1<0x{bits:0{digits}X} : {_text(vhlo_type)}>"
        if code == 9:
            vhlo_type = reader.read_type()
            builtin = _builtin(vhlo_type)
            width = 64 if builtin == "index" else int(builtin.lstrip("ui"))
            value = reader.read_apint(width)
            if not builtin.startswith("ui"):
                value = to_signed(value, width)
            return f"#vhlo.integer_v1<{value} : {builtin}>"
        if code == 10:
            outputs = reader.read_signed_varints()
            operand = reader.read_signed_varint()
            operands = reader.read_signed_varints()
            return (
                f"#vhlo.output_operand_alias_v1<outputTupleIndices = [{_dims(outputs)}], operandIndex = {operand}, "
                f"operandTupleIndices = [{_dims(operands)}]>"
            )
        if code == 14:
            from xdsl.dialects.builtin import StringAttr

            return f"#vhlo.string_v1<{_text(StringAttr(reader.read_string()))}>"
        if code == 15:
            return self._tensor(reader)
        if code == 17:
            return f"#vhlo.type_v1<{_text(reader.read_type())}>"
        if code == 18:
            return f"#vhlo.type_extensions_v1<bounds = [{_dims(reader.read_signed_varints())}]>"
        if code == 20:
            f64 = _xdsl_float_type("f64")
            atol = reader.read_apfloat(f64)
            rtol = reader.read_apfloat(f64)
            ulps = reader.read_signed_varint()
            mode = reader.read_attribute()
            return (
                f"#vhlo.result_accuracy_v1<atol = {_f64_text(atol)}, rtol = {_f64_text(rtol)}, ulps = {ulps}, "
                f"mode = {_text(mode)}>"
            )
        raise reader.error(f"unknown vhlo attribute code: {code}")

    def _tensor(self, reader: DialectBytecodeReader) -> str:
        from aiopt.support.bytecode_reader import BType, _dense_literal

        vhlo_type = reader.read_type()
        builtin = _builtin(vhlo_type)
        literal = _dense_literal(BType.from_text(builtin), reader.read_blob())
        return f"#vhlo.tensor_v1<{literal} : {builtin}>"

    def read_type(self, reader: DialectBytecodeReader) -> Any:
        code = reader.read_varint()
        if code in _SCALARS:
            return f"!vhlo.{_SCALARS[code]}"
        if code == 22:
            return "!vhlo.token_v1"
        if code == 1:
            return f"!vhlo.complex_v1<{_text(reader.read_type())}>"
        if code == 8:
            inputs = ", ".join(_text(t) for t in reader.read_types())
            outputs = [_text(t) for t in reader.read_types()]
            return f"!vhlo.func_v1<({inputs}) -> {', '.join(outputs) if outputs else '()'}>"
        if code in (20, 21):
            encoding = f", {_text(reader.read_attribute())}" if code == 21 else ""
            shape = reader.read_signed_varints()
            element = _text(reader.read_type())
            dims = "".join(("?" if d == _DYNAMIC else str(d)) + "x" for d in shape)
            return f"!vhlo.tensor_v1<{dims}{element}{encoding}>"
        if code == 23:
            return "!vhlo.tuple_v1<" + ", ".join(_text(t) for t in reader.read_types()) + ">"
        if code == 25:
            return f"!vhlo.unranked_tensor_v1<{_text(reader.read_type())}>"
        if code == 24:
            flags = reader.read_varint()
            storage, expressed = _text(reader.read_type()), _text(reader.read_type())
            scale = reader.read_apfloat(_xdsl_float_type("f64"))
            zero_point = reader.read_signed_varint()
            low, high = reader.read_signed_varint(), reader.read_signed_varint()
            return f"!vhlo.quant_v1<{storage}:{expressed}, {_f64_text(scale)}:{zero_point}, {low}:{high}, {flags}>"
        if code == 30:
            flags = reader.read_varint()
            storage, expressed = _text(reader.read_type()), _text(reader.read_type())
            axis = reader.read_varint()
            low, high = reader.read_signed_varint(), reader.read_signed_varint()
            f64 = _xdsl_float_type("f64")
            scales = reader.read_list(lambda: reader.read_apfloat(f64))
            zero_points = reader.read_list(reader.read_signed_varint)
            return (
                f"!vhlo.quant_per_axis_v1<{storage}:{expressed}, {axis}, [{', '.join(_f64_text(s) for s in scales)}], "
                f"[{', '.join(str(z) for z in zero_points)}], {low}:{high}, {flags}>"
            )
        raise reader.error(f"unknown vhlo type code: {code}")
