"""`--vhlo-legalize-to-stablehlo`: VHLO (a portable artifact's ops) to StableHLO, `func` and builtin types.

As upstream's VhloLegalizeToStablehlo.cpp: each `vhlo.<op>_vN` becomes `stablehlo.<op>` (`vhlo.func_v1`,
`vhlo.call_v1` and a function's `vhlo.return_v1` become `func.func`, `func.call`, `func.return`), its types the
builtin ones, and its attributes the StableHLO ones: the generic 1:1 mapping, the special cases (dimension numbers
made of separate attributes, dense arrays, channel handles, symbols) and, as VHLO has no defaults, attributes equal
to StableHLO's defaults dropped. Ops of an older version are not upgraded here (run `--vhlo-to-version` first, as
upstream's deserialization does); one that has no StableHLO form fails the pass.

Each attribute and type is converted to its StableHLO text and read back with the dialects' own parsers, so that
what comes out is exactly what reading upstream's output would give.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, FloatAttr, IntegerAttr, ModuleOp, StringAttr
from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation
from xdsl.rewriter import Rewriter

from aiopt.dialects import vhlo
from aiopt.lowering.vhlo_op_conversion import OpConverter
from aiopt.support.asm_printer import attribute_text
from aiopt.support.diagnostics import DiagnosticError, emit_error
from aiopt.support.passes import DiagnosticPass

ConversionFailure = vhlo.NoBuiltinForm
"""An attribute or type with no StableHLO form."""


# ---------------------------------------------------------------------------
# Types


def type_text(t: Attribute) -> str:
    """The builtin/StableHLO text of VHLO type `t` (raises ConversionFailure for one without)."""
    return vhlo.builtin_type_text(t)


# ---------------------------------------------------------------------------
# Attributes

_ENUM_SPELLING: dict[str, Callable[[str], str]] = {
    "comparison_direction_v1": lambda v: f"#stablehlo<comparison_direction {v}>",
    "comparison_type_v1": lambda v: f"#stablehlo<comparison_type {v}>",
    "precision_v1": lambda v: f"#stablehlo<precision {v}>",
    "fft_type_v1": lambda v: f"#stablehlo<fft_type {v}>",
    "rng_algorithm_v1": lambda v: f"#stablehlo<rng_algorithm {v}>",
    "rng_distribution_v1": lambda v: f"#stablehlo<rng_distribution {v}>",
    "transpose_v1": lambda v: f"#stablehlo<transpose {v}>",
    "api_version_v1": lambda v: f"{vhlo.ENUMS['api_version_v1'].index(v)} : i32",
    "result_accuracy_mode_v1": lambda v: f"#stablehlo.result_accuracy_mode<{v}>",
}

_BARE_KEY = re.compile(r"^[A-Za-z_][\w$.]*$")


def _key_text(key: Attribute) -> str:
    if not isinstance(key, vhlo.StringV1Attr):
        raise ConversionFailure(f"failed to legalize dictionary key {attribute_text(key)}")
    name = key.value.data  # type: ignore[attr-defined]
    return name if _BARE_KEY.match(name) else attribute_text(StringAttr(name))


def _ints(values) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def attr_text(a: Attribute) -> str:
    """The builtin/StableHLO text of VHLO attribute `a` (upstream's convertGeneric)."""
    if isinstance(a, vhlo.ArrayV1Attr):
        return "[" + ", ".join(attr_text(e) for e in a.value) + "]"  # type: ignore[attr-defined]
    if isinstance(a, vhlo.BooleanV1Attr):
        return "true" if a.value.value.data else "false"  # type: ignore[attr-defined]
    if isinstance(a, vhlo.VhloEnumAttr):
        return _ENUM_SPELLING[a.name.removeprefix("vhlo.")](a.value.data)
    if isinstance(a, vhlo.DictionaryV1Attr):
        return "{" + ", ".join(f"{_key_text(k)} = {attr_text(v)}" for k, v in a.items()) + "}"
    if isinstance(a, vhlo.FloatV1Attr):
        return attribute_text(a.value)
    if isinstance(a, (vhlo.IntegerV1Attr, vhlo.StringV1Attr)):
        return attribute_text(a.value)
    if isinstance(a, vhlo.TensorV1Attr):
        return attribute_text(a.value)
    if isinstance(a, vhlo.TypeV1Attr):
        return type_text(a.value)
    if isinstance(a, vhlo.OutputOperandAliasV1Attr):
        return (
            f"#stablehlo.output_operand_alias<output_tuple_indices = {_ints(i.data for i in a.output_tuple_indices)}, "
            f"operand_index = {a.operand_index.data}, "
            f"operand_tuple_indices = {_ints(i.data for i in a.operand_tuple_indices)}>"
        )
    if isinstance(a, vhlo.ResultAccuracyV1Attr):
        atol = attribute_text(a.atol).rsplit(" : ", 1)[0]
        rtol = attribute_text(a.rtol).rsplit(" : ", 1)[0]
        return (
            f"#stablehlo.result_accuracy<atol = {atol}, rtol = {rtol}, ulps = {a.ulps.data}, "
            f"mode = {attr_text(a.mode)}>"
        )
    if not a.name.startswith("vhlo."):
        # Another dialect's attribute (sdy.sharding_rule on a LAPACK custom call) stays as it is, as upstream's
        # convertGeneric keeps a non-VHLO attribute.
        return attribute_text(a)
    raise ConversionFailure(f"failed to legalize attribute {attribute_text(a)}")


def _int(a: Attribute | None) -> int:
    if not isinstance(a, vhlo.IntegerV1Attr) or not isinstance(a.value, IntegerAttr):
        raise ConversionFailure(f"expected #vhlo.integer_v1, got {attribute_text(a) if a else 'nothing'}")
    return a.value.value.data


def _tensor_values(a: Attribute | None) -> list:
    if not isinstance(a, vhlo.TensorV1Attr):
        raise ConversionFailure(f"expected #vhlo.tensor_v1, got {attribute_text(a) if a else 'nothing'}")
    value = a.value
    data = value.get_values() if hasattr(value, "get_values") else value.data.data  # type: ignore[attr-defined]
    return [int(v) if not isinstance(v, float) else v for v in data]


def _dense_array(a: Attribute, element: str = "i64") -> str:
    values = _tensor_values(a)
    if element == "i1":
        body = ", ".join("true" if v else "false" for v in values)
    else:
        body = ", ".join(str(v) for v in values)
    return f"array<{element}: {body}>" if values else f"array<{element}>"


def _is_bool(a: Attribute | None, value: bool) -> bool:
    return isinstance(a, vhlo.BooleanV1Attr) and bool(a.value.value.data) == value  # type: ignore[attr-defined]


def _is_int(a: Attribute | None, value: int) -> bool:
    return isinstance(a, vhlo.IntegerV1Attr) and a.value.value.data == value  # type: ignore[attr-defined]


def _is_string(a: Attribute | None, value: str) -> bool:
    return isinstance(a, vhlo.StringV1Attr) and a.value.data == value  # type: ignore[attr-defined]


def _is_empty_array(a: Attribute | None) -> bool:
    return isinstance(a, vhlo.ArrayV1Attr) and len(a.value) == 0  # type: ignore[arg-type]


def _is_empty_dict(a: Attribute | None) -> bool:
    return isinstance(a, vhlo.DictionaryV1Attr) and len(a.value) == 0  # type: ignore[arg-type]


def _is_empty_tensor(a: Attribute | None) -> bool:
    return isinstance(a, vhlo.TensorV1Attr) and len(_tensor_values(a)) == 0


def _is_splat(a: Attribute | None, value) -> bool:
    if not isinstance(a, vhlo.TensorV1Attr):
        return False
    values = _tensor_values(a)
    return all(v == value for v in values)


def _is_enum(a: Attribute | None, value: str) -> bool:
    return isinstance(a, vhlo.VhloEnumAttr) and a.value.data == value


def _all_default_precision(a: Attribute | None) -> bool:
    return isinstance(a, vhlo.ArrayV1Attr) and all(_is_enum(p, "DEFAULT") for p in a.value)  # type: ignore[union-attr]


def _is_none_type(a: Attribute | None) -> bool:
    return isinstance(a, vhlo.TypeV1Attr) and a.value == vhlo.SCALAR_TYPE_CLASSES["none_v1"]()


def _is_default_accuracy(a: Attribute | None) -> bool:
    if not isinstance(a, vhlo.ResultAccuracyV1Attr):
        return False
    zero = [isinstance(x, FloatAttr) and x.value.data == 0.0 for x in (a.atol, a.rtol)]
    return all(zero) and a.ulps.data == 0 and _is_enum(a.mode, "DEFAULT")


_COLLECTIVES = (
    "all_gather",
    "all_reduce",
    "all_to_all",
    "collective_permute",
    "reduce_scatter",
    "collective_broadcast",
)
_CONV_DEFAULTS = {"window_strides": 1, "padding": 0, "lhs_dilation": 1, "rhs_dilation": 1, "window_reversal": False}


def _remove_defaults(base: str, attrs: dict[str, Attribute]) -> None:
    """Drop the attributes equal to StableHLO's defaults (upstream's removeDefaults)."""

    def drop(name: str, test: Callable[[Attribute | None], bool]) -> None:
        if name in attrs and test(attrs[name]):
            del attrs[name]

    if base == "func":
        drop("sym_visibility", lambda a: _is_string(a, ""))
        drop("arg_attrs", _is_empty_array)
        drop("res_attrs", _is_empty_array)
    if base in _COLLECTIVES:
        drop("channel_id", lambda a: _is_int(a, 0))
    if base in ("all_gather", "all_reduce", "reduce_scatter"):
        drop("use_global_device_ids", lambda a: _is_bool(a, False))
    if base == "cholesky":
        drop("lower", lambda a: _is_bool(a, False))
    if base == "compare":
        drop("compare_type", lambda a: _is_enum(a, "NOTYPE"))
    if base == "composite":
        drop("version", lambda a: _is_int(a, 0))
        drop("composite_attributes", _is_empty_dict)
    if base in ("convolution", "dynamic_conv"):
        for name, value in _CONV_DEFAULTS.items():
            drop(name, lambda a, value=value: _is_splat(a, value))
        drop("precision_config", _all_default_precision)
    if base == "custom_call":
        drop("has_side_effect", lambda a: _is_bool(a, False))
        drop("backend_config", lambda a: _is_string(a, ""))
        drop("api_version", lambda a: _is_enum(a, "API_VERSION_ORIGINAL"))
        for name in ("called_computations", "operand_layouts", "result_layouts", "output_operand_aliases"):
            drop(name, _is_empty_array)
    if base in ("dot_general", "dot"):
        drop("precision_config", _all_default_precision)
    if base == "dynamic_broadcast_in_dim":
        drop("known_expanding_dimensions", _is_empty_tensor)
        drop("known_nonexpanding_dimensions", _is_empty_tensor)
    if base in ("gather", "dynamic_gather"):
        drop("indices_are_sorted", lambda a: _is_bool(a, False))
    if base == "infeed":
        drop("infeed_config", lambda a: _is_string(a, ""))
        drop("layout", _is_empty_array)
    if base in ("send", "recv"):
        drop("is_host_transfer", lambda a: _is_bool(a, False))
        drop("source_target_pairs", _is_empty_tensor)
    if base == "reduce_window":
        for name, value in (("window_strides", 1), ("base_dilations", 1), ("window_dilations", 1), ("padding", 0)):
            drop(name, lambda a, value=value: _is_splat(a, value))
    if base == "scatter":
        drop("indices_are_sorted", lambda a: _is_bool(a, False))
        drop("unique_indices", lambda a: _is_bool(a, False))
    if base == "select_and_scatter":
        drop("window_strides", lambda a: _is_splat(a, 1))
        drop("padding", lambda a: _is_splat(a, 0))
    if base == "sort":
        drop("dimension", lambda a: _is_int(a, -1))
        drop("is_stable", lambda a: _is_bool(a, False))
    drop("result_accuracy", _is_default_accuracy)


def _conv_dimension_numbers(attrs: dict[str, Attribute]) -> str:
    def layout(batch: str, feature: str, spatial: str, b: str, f: str) -> str:
        dims = _tensor_values(attrs.pop(spatial))
        rank = len(dims) + 2
        letters = ["?"] * rank
        letters[_int(attrs.pop(batch))] = b
        letters[_int(attrs.pop(feature))] = f
        for i, d in enumerate(dims):
            letters[d] = str(i)
        return "[" + ", ".join(letters) + "]"

    lhs = layout("input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions", "b", "f")
    rhs = layout(
        "kernel_input_feature_dimension", "kernel_output_feature_dimension", "kernel_spatial_dimensions", "i", "o"
    )
    out = layout("output_batch_dimension", "output_feature_dimension", "output_spatial_dimensions", "b", "f")
    return f"#stablehlo.conv<{lhs}x{rhs}->{out}>"


def _fields(attrs: dict[str, Attribute], names: tuple[str, ...], scalar: str | None) -> str:
    parts = []
    for name in names:
        values = _tensor_values(attrs.pop(name))
        if values:
            parts.append(f"{name} = {_ints(values)}")
    if scalar is not None:
        parts.append(f"{scalar} = {_int(attrs.pop(scalar))}")
    return ", ".join(parts)


_DENSE_I64 = {
    "fft": ("fft_length",),
    "broadcast": ("broadcast_sizes",),
    "dynamic_slice": ("slice_sizes",),
    "reverse": ("dimensions",),
    "transpose": ("permutation",),
    "pad": ("edge_padding_low", "edge_padding_high", "interior_padding"),
    "slice": ("start_indices", "limit_indices", "strides"),
    "broadcast_in_dim": ("broadcast_dimensions",),
    "dynamic_broadcast_in_dim": (
        "broadcast_dimensions",
        "known_expanding_dimensions",
        "known_nonexpanding_dimensions",
    ),
    "select_and_scatter": ("window_dimensions", "window_strides"),
    "reduce_window": ("window_dimensions", "window_strides", "base_dilations", "window_dilations"),
    "map": ("dimensions",),
    "reduce": ("dimensions",),
    "gather": ("slice_sizes",),
    "convolution": ("lhs_dilation", "rhs_dilation", "window_strides"),
    "dynamic_conv": ("lhs_dilation", "rhs_dilation", "window_strides"),
}
_DOT_ALGORITHM = (
    "lhs_precision_type",
    "rhs_precision_type",
    "accumulation_type",
    "lhs_component_count",
    "rhs_component_count",
    "num_primitive_operations",
    "allow_imprecise_accumulation",
)


def stablehlo_attribute_texts(base: str, attrs: dict[str, Attribute]) -> dict[str, str]:
    """The StableHLO attributes (as text) of a `vhlo.<base>_vN` op with attributes `attrs`."""
    attrs = dict(attrs)
    _remove_defaults(base, attrs)
    out: dict[str, str] = {}
    # Implode the attributes StableHLO groups (upstream's implodeSpecial).
    if base in ("convolution", "dynamic_conv"):
        out["dimension_numbers"] = _conv_dimension_numbers(attrs)
    if base == "dot_general":
        dims = ("lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions")
        body = _fields(attrs, (*dims, "rhs_contracting_dimensions"), None)
        out["dot_dimension_numbers"] = f"#stablehlo.dot<{body}>"
        present = [name for name in _DOT_ALGORITHM if name in attrs]
        if present and all(_is_none_type(attrs[name]) for name in present):
            for name in present:
                del attrs[name]
        elif present:
            fields = ", ".join(
                f"{name} = {_int(value) if isinstance(value, vhlo.IntegerV1Attr) else attr_text(value)}"
                for name in _DOT_ALGORITHM
                if (value := attrs.pop(name, None)) is not None
            )
            out["algorithm"] = f"#stablehlo.dot_algorithm<{fields}>"
    if base in ("gather", "dynamic_gather"):
        names = (
            "offset_dims",
            "collapsed_slice_dims",
            "operand_batching_dims",
            "start_indices_batching_dims",
            "start_index_map",
        )
        names = tuple(n for n in names if n in attrs)
        out["dimension_numbers"] = f"#stablehlo.gather<{_fields(attrs, names, 'index_vector_dim')}>"
    if base == "scatter":
        names = (
            "update_window_dims",
            "inserted_window_dims",
            "input_batching_dims",
            "scatter_indices_batching_dims",
            "scatter_dims_to_operand_dims",
        )
        names = tuple(n for n in names if n in attrs)
        out["scatter_dimension_numbers"] = f"#stablehlo.scatter<{_fields(attrs, names, 'index_vector_dim')}>"
    if base in ("send", "recv"):
        handle, kind = _int(attrs.pop("channel_id")), _int(attrs.pop("channel_type"))
        out["channel_handle"] = f"#stablehlo.channel_handle<handle = {handle}, type = {kind}>"
    for name, value in attrs.items():
        if base in _COLLECTIVES and name == "channel_id":
            out["channel_handle"] = f"#stablehlo.channel_handle<handle = {_int(value)}, type = 0>"
        elif base in _COLLECTIVES and name == "use_global_device_ids":
            if not isinstance(value, vhlo.BooleanV1Attr):
                raise ConversionFailure("expected #vhlo.bool_v1 for use_global_device_ids")
            if _is_bool(value, True):
                out[name] = "unit"
        elif base == "custom_call" and name == "called_computations":
            out[name] = "[" + ", ".join(_symbol(v) for v in value.value) + "]"  # type: ignore[attr-defined]
        elif (base == "composite" and name == "decomposition") or (base == "call" and name == "callee"):
            out[name] = _symbol(value)
        elif name in _DENSE_I64.get(base, ()):
            out[name] = _dense_array(value)
        elif base in ("convolution", "dynamic_conv") and name == "window_reversal":
            out[name] = _dense_array(value, "i1")
        else:
            out[name] = attr_text(value)
    return out


def _symbol(a: Attribute) -> str:
    if not isinstance(a, vhlo.StringV1Attr):
        raise ConversionFailure(f"expected #vhlo.string_v1 for a symbol, got {attribute_text(a)}")
    printed = attribute_text(a.value)
    name = a.value.data  # type: ignore[attr-defined]
    return "@" + (name if re.match(r"^[A-Za-z_$.][\w$.-]*$", name) else printed)


# ---------------------------------------------------------------------------
# The pass


class _Converter(OpConverter):
    def __init__(self, ctx: Context):
        super().__init__(ctx, type_text)

    def plan(self, op: vhlo.VhloOp) -> tuple[type, dict[str, Attribute], dict[str, Attribute]]:
        """The StableHLO op class, properties and attributes of `op` (raises ConversionFailure)."""
        mnemonic = op.name.removeprefix("vhlo.")
        base = re.sub(r"_v\d+$", "", mnemonic)
        parent = op.parent_op()
        if base == "func":
            name = "func.func"
        elif base == "call":
            name = "func.call"
        elif base == "return" and parent is not None and parent.name in ("vhlo.func_v1", "func.func"):
            name = "func.return"
        else:
            name = f"stablehlo.{base}"
        op_type = self.ctx.get_optional_op(name)
        if op_type is None or mnemonic not in _CURRENT:
            raise ConversionFailure(f"failed to legalize operation '{op.name}' that was explicitly marked illegal")
        texts = stablehlo_attribute_texts(base, {**op.properties, **op.attributes})
        if base == "func":
            sym_name = op.properties["sym_name"].value.data  # type: ignore[attr-defined]
            texts["sym_name"] = attribute_text(StringAttr(sym_name))
        defined = set(op_type.get_irdl_definition().properties) if issubclass(op_type, IRDLOperation) else set()
        properties: dict[str, Attribute] = {}
        attributes: dict[str, Attribute] = {}
        for key, text in texts.items():
            value = self.parse_attribute(text) if text != "unit" else _unit()
            (properties if key in defined else attributes)[key] = value
        self.check_types(op)
        return op_type, properties, attributes


def _unit() -> Attribute:
    from xdsl.dialects.builtin import UnitAttr

    return UnitAttr()


_CURRENT = {
    mnemonic
    for mnemonic, cls in vhlo.OP_CLASSES.items()
    if cls.MAX_VERSION == "current"
}


def legalize_vhlo_to_stablehlo(ctx: Context, module: ModuleOp) -> bool:
    """Convert every VHLO op under `module`; False (with an error emitted) at the first that cannot be converted."""
    converter = _Converter(ctx)
    rewriter = Rewriter()
    ops = [op for op in module.walk() if isinstance(op, vhlo.VhloOp)]
    # Everything is converted or nothing (upstream's conversion rolls back): the plans first.
    plans = []
    for op in ops:
        try:
            plans.append(converter.plan(op))
        except (ConversionFailure, DiagnosticError) as err:
            message = err.args[0] if isinstance(err, ConversionFailure) else str(err)
            notes = []
            if op.name.removeprefix("vhlo.") not in _CURRENT and op.name.removeprefix("vhlo.") in vhlo.OP_CLASSES:
                notes.append(("an op of an older version: run --vhlo-to-version='target=current' first", op))
            emit_error(op, message, *notes)
            return False
    # Outer ops first: their regions move into the new op with the inner (still VHLO) ops in them.
    for op, plan in zip(ops, plans):
        converter.convert(op, plan, rewriter)
    return True


class VhloLegalizeToStablehloPass(DiagnosticPass):
    """Legalize VHLO to StableHLO: each versioned op becomes its StableHLO op (`vhlo.func_v1` a `func.func`), its
    types builtin types and its attributes StableHLO's, with the attributes that equal StableHLO's defaults dropped.

    Example, `ai-opt --vhlo-legalize-to-stablehlo`:

        vhlo.func_v1 @main(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> (!vhlo.tensor_v1<4x!vhlo.f32_v1>) {
          %0 = "vhlo.add_v1"(%arg0, %arg0)
            : (!vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
          "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
        } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}

    becomes

        func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
          %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
          return %0 : tensor<4xf32>
        }
    """

    name = "vhlo-legalize-to-stablehlo"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        legalize_vhlo_to_stablehlo(ctx, op)


__all__ = ["VhloLegalizeToStablehloPass", "legalize_vhlo_to_stablehlo", "type_text", "attr_text", "ArrayAttr"]


def has_vhlo(module: ModuleOp) -> bool:
    """Whether `module` holds VHLO ops (a StableHLO portable artifact)."""
    return any(op.name.startswith("vhlo.") for op in module.walk())


def deserialize_portable_artifact(ctx: Context, module: ModuleOp) -> bool:
    """A portable artifact's VHLO as StableHLO, in place (upstream's `stablehlo-translate --deserialize`:
    `--vhlo-to-version='target=current'`, then `--vhlo-legalize-to-stablehlo`); False when that failed (the
    errors emitted). A module without VHLO ops is left as it is."""
    from aiopt.lowering.vhlo_to_version import vhlo_to_version

    if not has_vhlo(module):
        return True
    return vhlo_to_version(ctx, module, "current") and legalize_vhlo_to_stablehlo(ctx, module)
