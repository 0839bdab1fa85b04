"""`--stablehlo-legalize-to-vhlo`: StableHLO (with `func`) to VHLO of the current version, upstream's
StablehloLegalizeToVhlo.cpp: each op becomes its newest `vhlo.<op>_vN`, types the VHLO ones, attributes VHLO's
(builtin attributes wrapped, dimension numbers and channel handles spelled out as separate attributes, dense
arrays as tensors, symbols as strings), and every attribute StableHLO leaves to its default written out (VHLO has
no defaults). What `stablehlo.serialize_portable_artifact` writes, before its bytecode.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    ComplexType,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    FloatAttr,
    FunctionType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    NoneAttr,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    TupleType,
    TypeAttribute,
    UnitAttr,
    UnrankedTensorType,
)
from xdsl.ir import Attribute, Operation
from xdsl.rewriter import Rewriter

from aiopt.dialects import vhlo
from aiopt.lowering.vhlo_op_conversion import OpConverter
from aiopt.support.asm_printer import attribute_text
from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass


class NoVhloForm(Exception):
    """An op, type or attribute VHLO cannot express."""


_BUILTIN_TO_SCALAR = {builtin: mnemonic for mnemonic, builtin in vhlo.SCALAR_TYPES.items()}


def vhlo_type_text(t: Attribute) -> str:
    """The VHLO text of a builtin/StableHLO type: `tensor<4xf32>` -> `!vhlo.tensor_v1<4x!vhlo.f32_v1>`."""
    if isinstance(t, TensorType):
        dims = "".join(("?" if d < 0 else str(d)) + "x" for d in t.get_shape())
        encoding = ""
        if t.encoding is not None and not isinstance(t.encoding, NoneAttr):
            if t.encoding.name in ("stablehlo.bounds", "stablehlo.type_extensions"):
                bounds = ", ".join("?" if b < -(1 << 62) else str(b) for b in t.encoding.data)  # type: ignore[attr-defined]
                encoding = f", #vhlo.type_extensions_v1<bounds = [{bounds}]>"
            else:
                raise NoVhloForm(f"failed to legalize type {attribute_text(t)}")
        return f"!vhlo.tensor_v1<{dims}{vhlo_type_text(t.element_type)}{encoding}>"
    if isinstance(t, UnrankedTensorType):
        return f"!vhlo.unranked_tensor_v1<{vhlo_type_text(t.element_type)}>"
    if isinstance(t, ComplexType):
        return f"!vhlo.complex_v1<{vhlo_type_text(t.element_type)}>"
    if isinstance(t, TupleType):
        return "!vhlo.tuple_v1<" + ", ".join(vhlo_type_text(e) for e in t.types) + ">"
    if isinstance(t, FunctionType):
        inputs = ", ".join(vhlo_type_text(e) for e in t.inputs)
        outputs = ", ".join(vhlo_type_text(e) for e in t.outputs)
        return f"!vhlo.func_v1<({inputs}) -> {outputs or '()'}>"
    if t.name == "quant.uniform":
        return _quant_text(t)
    text = attribute_text(t)
    if text in _BUILTIN_TO_SCALAR:
        return f"!vhlo.{_BUILTIN_TO_SCALAR[text]}"
    raise NoVhloForm(f"failed to legalize type {text}")


def _quant_text(t) -> str:
    storage = t.storage_type
    signed = not storage.signedness.data.name == "UNSIGNED"
    storage_text = vhlo_type_text(IntegerType(storage.width.data))
    expressed = vhlo_type_text(t.expressed_type)
    low, high = t.storage_type_min.data, t.storage_type_max.data
    scales = [_f64(s.data) for s in t.scale_list.data]
    zero_points = [z.data for z in t.zero_point_list.data]
    tail = f"{low}:{high}, {1 if signed else 0}"
    if isinstance(t.axis, NoneAttr):
        return f"!vhlo.quant_v1<{storage_text}:{expressed}, {scales[0]}:{zero_points[0]}, {tail}>"
    return (
        f"!vhlo.quant_per_axis_v1<{storage_text}:{expressed}, {t.axis.data}, [{', '.join(scales)}], "
        f"[{', '.join(map(str, zero_points))}], {tail}>"
    )


_ENUMS = {
    "stablehlo.comparison_direction": "comparison_direction_v1",
    "stablehlo.comparison_type": "comparison_type_v1",
    "stablehlo.precision": "precision_v1",
    "stablehlo.fft_type": "fft_type_v1",
    "stablehlo.rng_algorithm": "rng_algorithm_v1",
    "stablehlo.rng_distribution": "rng_distribution_v1",
    "stablehlo.transpose": "transpose_v1",
    "stablehlo.result_accuracy_mode": "result_accuracy_mode_v1",
}


def _string(value: str) -> str:
    return f"#vhlo.string_v1<{attribute_text(StringAttr(value))}>"


def _ints(values) -> str:
    values = list(values)
    body = "[" + ", ".join(str(v) for v in values) + "]"
    return f"#vhlo.tensor_v1<dense<{body if values else ''}> : tensor<{len(values)}xi64>>"


def _int(value: int, type_: str = "i64") -> str:
    return f"#vhlo.integer_v1<{value} : {type_}>"


def _bool(value: bool) -> str:
    return f"#vhlo.bool_v1<{'true' if value else 'false'}>"


def vhlo_attr_text(a: Attribute) -> str:
    """The VHLO text of a builtin/StableHLO attribute (upstream's generic conversion)."""
    if isinstance(a, IntegerAttr):
        if isinstance(a.type, IntegerType) and a.type.width.data == 1:
            return _bool(bool(a.value.data))
        return f"#vhlo.integer_v1<{attribute_text(a)}>"
    if isinstance(a, FloatAttr):
        value = attribute_text(a).rsplit(" : ", 1)[0]
        return f"#vhlo.float_v1<{value} : {vhlo_type_text(a.type)}>"
    if isinstance(a, StringAttr):
        return _string(a.data)
    if isinstance(a, ArrayAttr):
        return "#vhlo.array_v1<[" + ", ".join(vhlo_attr_text(e) for e in a.data) + "]>"
    if isinstance(a, DictionaryAttr):
        return "#vhlo.dict_v1<{" + ", ".join(f"{_string(k)} = {vhlo_attr_text(v)}" for k, v in a.data.items()) + "}>"
    if isinstance(a, DenseArrayBase):
        values = a.get_values()
        if attribute_text(a.elt_type) == "i1":
            body = ", ".join("true" if v else "false" for v in values)
            return f"#vhlo.tensor_v1<dense<{'[' + body + ']' if values else ''}> : tensor<{len(values)}xi1>>"
        return _ints(values)
    if isinstance(a, DenseIntOrFPElementsAttr) or a.name == "builtin.dense_resource":
        return f"#vhlo.tensor_v1<{attribute_text(a)}>"
    if isinstance(a, TypeAttribute):
        return f"#vhlo.type_v1<{vhlo_type_text(a)}>"
    if isinstance(a, SymbolRefAttr):
        return _string(a.root_reference.data)
    if a.name in _ENUMS:
        return f"#vhlo<{_ENUMS[a.name]} {a.data.value}>"  # type: ignore[attr-defined]
    if a.name == "stablehlo.output_operand_alias":
        outputs, operand, operands = a.data  # type: ignore[attr-defined]
        return (
            f"#vhlo.output_operand_alias_v1<outputTupleIndices = [{', '.join(map(str, outputs))}], "
            f"operandIndex = {operand}, operandTupleIndices = [{', '.join(map(str, operands))}]>"
        )
    if a.name == "stablehlo.result_accuracy":
        return _accuracy(a.data.atol, a.data.rtol, a.data.ulps, a.data.mode.value)  # type: ignore[attr-defined]
    if a.name == "builtin.type":
        return f"#vhlo.type_v1<{vhlo_type_text(a.value)}>"  # type: ignore[attr-defined]
    if a.name.startswith("sdy."):
        return attribute_text(a)  # (Shardy's attributes stay in the artifact, as jaxlib writes them)
    raise NoVhloForm(f"failed to legalize attribute {attribute_text(a)}")


def _f64(value: float) -> str:
    from xdsl.dialects.builtin import f64

    return attribute_text(FloatAttr(value, f64)).rsplit(" : ", 1)[0]


def _accuracy(atol: float, rtol: float, ulps: int, mode: str) -> str:
    return (
        f"#vhlo.result_accuracy_v1<atol = {_f64(atol)}, rtol = {_f64(rtol)}, ulps = {ulps}, "
        f"mode = #vhlo<result_accuracy_mode_v1 {mode}>>"
    )


_NONE = "#vhlo.type_v1<!vhlo.none_v1>"
_DEFAULT_PRECISION = "#vhlo.array_v1<[#vhlo<precision_v1 DEFAULT>, #vhlo<precision_v1 DEFAULT>]>"
_COLLECTIVES = (
    "all_gather",
    "all_reduce",
    "all_to_all",
    "collective_permute",
    "reduce_scatter",
    "collective_broadcast",
)


def _rank(value) -> int:
    return len(value.type.get_shape()) if isinstance(value.type, TensorType) else 0


def vhlo_attribute_texts(base: str, op: Operation) -> dict[str, str]:
    """The VHLO attributes (as text) of `stablehlo.<base>` (or the func op) `op`."""
    attrs: dict[str, Attribute] = {**op.properties, **op.attributes}
    out: dict[str, str] = {}

    def default(name: str, text: str) -> None:
        if name not in attrs:
            out[name] = text

    def take(name: str) -> Attribute | None:
        return attrs.pop(name, None)

    if base in ("convolution", "dynamic_conv"):
        numbers = take("dimension_numbers")
        if numbers is None:
            raise NoVhloForm("a convolution without dimension_numbers")
        d = numbers.data  # type: ignore[attr-defined]
        out.update(
            input_batch_dimension=_int(d.input_batch),
            input_feature_dimension=_int(d.input_feature),
            input_spatial_dimensions=_ints(d.input_spatial),
            kernel_input_feature_dimension=_int(d.kernel_input_feature),
            kernel_output_feature_dimension=_int(d.kernel_output_feature),
            kernel_spatial_dimensions=_ints(d.kernel_spatial),
            output_batch_dimension=_int(d.output_batch),
            output_feature_dimension=_int(d.output_feature),
            output_spatial_dimensions=_ints(d.output_spatial),
        )
        n = len(d.input_spatial)
        defaults = {
            "window_strides": _ints([1] * n),
            "padding": f"#vhlo.tensor_v1<dense<0> : tensor<{n}x2xi64>>",
            "lhs_dilation": _ints([1] * n),
            "rhs_dilation": _ints([1] * n),
            "window_reversal": f"#vhlo.tensor_v1<dense<false> : tensor<{n}xi1>>",
            "precision_config": _DEFAULT_PRECISION,
        }
        for name, text in defaults.items():
            if name not in attrs:
                out[name] = text
    if base == "dot_general":
        numbers = take("dot_dimension_numbers")
        lhs_b, rhs_b, lhs_c, rhs_c = numbers.data  # type: ignore[union-attr]
        out.update(
            lhs_batching_dimensions=_ints(lhs_b),
            rhs_batching_dimensions=_ints(rhs_b),
            lhs_contracting_dimensions=_ints(lhs_c),
            rhs_contracting_dimensions=_ints(rhs_c),
        )
        algorithm = take("algorithm")
        if algorithm is None:
            for name in (
                "lhs_precision_type",
                "rhs_precision_type",
                "accumulation_type",
                "lhs_component_count",
                "rhs_component_count",
                "num_primitive_operations",
                "allow_imprecise_accumulation",
            ):
                out[name] = _NONE
        else:
            g = algorithm.data  # type: ignore[attr-defined]
            out.update(
                lhs_precision_type=f"#vhlo.type_v1<{vhlo_type_text(g.lhs_precision_type)}>",
                rhs_precision_type=f"#vhlo.type_v1<{vhlo_type_text(g.rhs_precision_type)}>",
                accumulation_type=f"#vhlo.type_v1<{vhlo_type_text(g.accumulation_type)}>",
                lhs_component_count=_int(g.lhs_component_count),
                rhs_component_count=_int(g.rhs_component_count),
                num_primitive_operations=_int(g.num_primitive_operations),
                allow_imprecise_accumulation=_bool(g.allow_imprecise_accumulation),
            )
    if base in ("dot_general", "dot") and "precision_config" not in attrs:
        out["precision_config"] = _DEFAULT_PRECISION
    if base in ("gather", "dynamic_gather"):
        numbers = take("dimension_numbers")
        offset, collapsed, operand_batching, start_batching, start_map, index_dim = numbers.data  # type: ignore[union-attr]
        out.update(
            offset_dims=_ints(offset),
            collapsed_slice_dims=_ints(collapsed),
            operand_batching_dims=_ints(operand_batching),
            start_indices_batching_dims=_ints(start_batching),
            start_index_map=_ints(start_map),
            index_vector_dim=_int(index_dim),
        )
        default("indices_are_sorted", _bool(False))
    if base == "scatter":
        window, inserted, input_batching, indices_batching, to_operand, index_dim = take(  # type: ignore[union-attr]
            "scatter_dimension_numbers"
        ).data
        out.update(
            update_window_dims=_ints(window),
            inserted_window_dims=_ints(inserted),
            input_batching_dims=_ints(input_batching),
            scatter_indices_batching_dims=_ints(indices_batching),
            scatter_dims_to_operand_dims=_ints(to_operand),
            index_vector_dim=_int(index_dim),
        )
        default("indices_are_sorted", _bool(False))
        default("unique_indices", _bool(False))
    if base in ("send", "recv"):
        handle, kind = take("channel_handle").data  # type: ignore[union-attr]
        out.update(channel_id=_int(handle), channel_type=_int(kind))
        default("is_host_transfer", _bool(False))
        default("source_target_pairs", _ints([]))
    if base in _COLLECTIVES:
        channel = take("channel_handle")
        out["channel_id"] = _int(channel.data[0] if channel is not None else 0)  # type: ignore[attr-defined]
        if base in ("all_gather", "all_reduce", "reduce_scatter"):
            out["use_global_device_ids"] = _bool(isinstance(take("use_global_device_ids"), UnitAttr))
    if base == "custom_call":
        called = take("called_computations")
        out["called_computations"] = (
            "#vhlo.array_v1<[" + ", ".join(_string(s.root_reference.data) for s in called.data) + "]>"  # type: ignore[union-attr]
            if called is not None
            else "#vhlo.array_v1<[]>"
        )
        version = take("api_version")
        index = version.value.data if isinstance(version, IntegerAttr) else 1
        out["api_version"] = f"#vhlo<api_version_v1 {vhlo.ENUMS['api_version_v1'][index]}>"
        if "backend_config" not in attrs:
            out["backend_config"] = _string("")
        if "has_side_effect" not in attrs:
            out["has_side_effect"] = _bool(False)
        for name in ("operand_layouts", "result_layouts", "output_operand_aliases"):
            if name not in attrs:
                out[name] = "#vhlo.array_v1<[]>"
    if base == "composite":
        attrs.setdefault("version", IntegerAttr(0, 64))  # (as upstream writes a composite without one)
        if "composite_attributes" not in attrs:
            out["composite_attributes"] = "#vhlo.dict_v1<{}>"
    if base == "compare" and "compare_type" not in attrs:
        out["compare_type"] = "#vhlo<comparison_type_v1 NOTYPE>"
    if base == "sort":
        if "dimension" not in attrs:
            out["dimension"] = _int(-1)
        if "is_stable" not in attrs:
            out["is_stable"] = _bool(False)
    if base == "cholesky" and "lower" not in attrs:
        out["lower"] = _bool(False)
    if base in ("reduce_window", "select_and_scatter"):
        rank = _rank(op.operands[0])
        defaults = {"window_strides": _ints([1] * rank), "padding": f"#vhlo.tensor_v1<dense<0> : tensor<{rank}x2xi64>>"}
        if base == "reduce_window":
            defaults.update(base_dilations=_ints([1] * rank), window_dilations=_ints([1] * rank))
        for name, text in defaults.items():
            if name not in attrs:
                out[name] = text
    if base == "dynamic_broadcast_in_dim":
        for name in ("known_expanding_dimensions", "known_nonexpanding_dimensions"):
            if name not in attrs:
                out[name] = _ints([])
    if base == "infeed":
        if "infeed_config" not in attrs:
            out["infeed_config"] = _string("")
        if "layout" not in attrs:
            out["layout"] = "#vhlo.array_v1<[]>"
    if base == "outfeed" and "outfeed_config" not in attrs:
        out["outfeed_config"] = _string("")
    if base == "func":
        out["sym_name"] = _string(take("sym_name").data)  # type: ignore[union-attr]
        function_type = take("function_type")
        out["function_type"] = f"#vhlo.type_v1<{vhlo_type_text(function_type)}>"  # type: ignore[arg-type]
        visibility = take("sym_visibility")
        out["sym_visibility"] = _string(visibility.data if visibility is not None else "")  # type: ignore[union-attr]
        for name in ("arg_attrs", "res_attrs"):
            if name not in attrs:
                out[name] = "#vhlo.array_v1<[]>"
    if base == "call":
        out["callee"] = _string(take("callee").root_reference.data)  # type: ignore[union-attr]
    if base == "composite":
        out["decomposition"] = _string(take("decomposition").root_reference.data)  # type: ignore[union-attr]
    for name, value in attrs.items():
        if name in out:
            continue
        out[name] = vhlo_attr_text(value)
    return out


def _current_mnemonic(base: str) -> str | None:
    for number in range(9, 0, -1):
        mnemonic = f"{base}_v{number}"
        cls = vhlo.OP_CLASSES.get(mnemonic)
        if cls is not None and cls.MAX_VERSION == "current":
            return mnemonic
    return None


class _Converter(OpConverter):
    def __init__(self, ctx: Context):
        super().__init__(ctx, vhlo_type_text)

    def plan(self, op: Operation) -> tuple[type[vhlo.VhloOp], dict[str, Attribute], dict[str, Attribute]]:
        dialect, _, base = op.name.partition(".")
        if op.name == "func.func":
            base = "func"
        elif op.name == "func.call":
            base = "call"
        elif op.name in ("func.return", "stablehlo.return"):
            base = "return"
        elif dialect != "stablehlo":
            raise NoVhloForm(f"failed to legalize operation '{op.name}'")
        mnemonic = _current_mnemonic(base)
        if mnemonic is None:
            raise NoVhloForm(f"failed to legalize operation '{op.name}' that was explicitly marked illegal")
        cls = vhlo.OP_CLASSES[mnemonic]
        texts = vhlo_attribute_texts(base, op)
        if mnemonic.endswith("_v2") and "result_accuracy" in cls.PROPERTIES and "result_accuracy" not in texts:
            texts["result_accuracy"] = _accuracy(0.0, 0.0, 0, "DEFAULT")
        properties: dict[str, Attribute] = {}
        attributes: dict[str, Attribute] = {}
        for name, text in texts.items():
            value = self.parse_attribute(text)
            (properties if name in cls.PROPERTIES else attributes)[name] = value
        missing = [name for name in cls.PROPERTIES if name not in properties]
        if missing:
            raise NoVhloForm(f"failed to legalize operation '{op.name}': no value for {', '.join(missing)}")
        self.check_types(op)
        return cls, properties, attributes


def legalize_stablehlo_to_vhlo(ctx: Context, module: ModuleOp) -> bool:
    """Convert the StableHLO and func ops under `module` to VHLO; False (an error emitted) when one cannot be."""
    converter = _Converter(ctx)
    ops = [op for op in module.walk() if op is not module and not isinstance(op, vhlo.VhloOp)]
    plans = []
    for op in ops:
        try:
            plans.append(converter.plan(op))
        except NoVhloForm as err:
            emit_error(op, str(err))
            return False
    for op, plan in zip(ops, plans):
        converter.convert(op, plan, Rewriter())
    return True


@dataclass(frozen=True)
class StablehloLegalizeToVhloPass(DiagnosticPass):
    """Legalize StableHLO (and `func`) to VHLO of the current version, every attribute written out.

    Example, `ai-opt --stablehlo-legalize-to-vhlo`:

        func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
          return %arg0 : tensor<f32>
        }

    becomes

        vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<!vhlo.f32_v1>) -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
          "vhlo.return_v1"(%arg0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
        } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
    """

    name = "stablehlo-legalize-to-vhlo"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        legalize_stablehlo_to_vhlo(ctx, op)


__all__ = ["StablehloLegalizeToVhloPass", "legalize_stablehlo_to_vhlo", "vhlo_attr_text", "vhlo_type_text"]
