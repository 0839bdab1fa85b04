"""The sdy (Shardy) dialect's bytecode encodings, for reading what jaxlib writes: JAX portable artifacts whose
LAPACK custom calls carry `sdy.sharding_rule = #sdy.op_sharding_rule<...>`, and programs exported for a mesh
(`#sdy.sharding`, `#sdy.sharding_per_value`, `#sdy.mesh`, `#sdy.manual_axes`).

Upstream: openxla/shardy `shardy/dialect/sdy/ir/bytecode.td` (the layout) and `bytecode.cc` (the version and
the optional varint). Each attribute entry starts with a varint code; nested sdy attributes are references
into the attribute table (each its own custom entry); a list of ints is `readSignedVarInts` (a count, then
zigzag varints); a string is a string-section index; a bool one byte; an optional varint `value << 1 | present`:

    0 manual_axes (string attributes)          1 mesh_axis (name, size)
    2 mesh (mesh_axis refs, device ids)        3 sub_axis_info (pre_size, size)
    4 axis_ref (name, optional sub_axis_info)  5 dimension_sharding (axis_refs, is_closed, optional priority)
    6 sharding v1 (mesh or symbol, dims, replicated)
    15 sharding v2 (... unreduced)             17 sharding v3 (... unreduced, reduction op)
    7 sharding_per_value v1 (shardings)        16 sharding_per_value v2
    8 dim_mapping (factor indices)             9 tensor_mapping (dim_mappings)
    10 op_sharding_rule (factor sizes, operand and result tensor_mappings, reduction, need_replication,
       permutation and blocked_propagation factors, is_custom_rule)
    11 axis_ref_list   12 list_of_axis_ref_lists   13 all_to_all_param   14 all_to_all_param_list

The version (major, minor, patch varints) is read and not checked. Dimension and tensor mappings (and the axis
lists of Shardy's own collectives) have no attribute of their own in aiopt: they read as `array<i64: ...>` and
array attributes, which op_sharding_rule (kept as its text) prints as upstream does,
`([i, j], [k, l])->([m, n]) {i=4, ...} reduction={i}, custom`. Writing: meshes, axes, shardings, manual axes and
all_to_all params in these encodings (what jaxlib reads back; alone, `#sdy.manual_axes<...>` as aiopt spells it
would not parse there), op_sharding_rule as its text (which upstream's parser reads).
"""

from __future__ import annotations

from typing import Any

from aiopt.support.bytecode_dialects import BytecodeDialectInterface, DialectBytecodeReader, DialectBytecodeWriter

_REDUCTIONS = ["sum", "max", "min", "product"]
"""Upstream's `ReductionOp` enum (enums.td), by value."""

_START_AT_Z = ord("z") - ord("i")


def factor_name(index: int) -> str:
    """Upstream's `factorSymbolString`: 0 -> i, ..., 17 -> z, 18 -> z_1."""
    return chr(ord("i") + index) if index <= _START_AT_Z else f"z_{index - _START_AT_Z}"


class SdyBytecodeInterface(BytecodeDialectInterface):
    def read_attribute(self, reader: DialectBytecodeReader) -> Any:
        from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, StringAttr, SymbolRefAttr, i64

        from aiopt.dialects import sdy

        def nested(expected: type, what: str) -> Any:
            attr = reader.read_attribute()
            if not isinstance(attr, expected):
                raise reader.error(f"expected {what} in an sdy attribute, but got: {attr}")
            return attr

        def nested_list(expected: type, what: str) -> list[Any]:
            return reader.read_list(lambda: nested(expected, what))

        def axis_refs() -> list[Any]:
            return nested_list(sdy.AxisRefAttr, "#sdy.axis_ref")

        def signed_list() -> list[int]:
            return reader.read_signed_varints()

        def sharding(version: int) -> Any:
            mesh = reader.read_attribute()
            if not isinstance(mesh, SymbolRefAttr | sdy.MeshAttr):
                raise reader.error(f"expected a mesh or a mesh symbol in #sdy.sharding, but got: {mesh}")
            dims = nested_list(sdy.DimensionShardingAttr, "#sdy.dimension_sharding")
            replicated = axis_refs()
            unreduced = axis_refs() if version >= 2 else []
            reduction = "sum"
            if version == 3:
                value = reader.read_signed_varint()
                if not 0 <= value < len(_REDUCTIONS):
                    raise reader.error(f"invalid sdy reduction op: {value}")
                reduction = _REDUCTIONS[value]
            return sdy.TensorShardingAttr(mesh, dims, replicated, unreduced, reduction)

        code = reader.read_varint()
        if code == 0:
            return sdy.ManualAxesAttr([a.data for a in nested_list(StringAttr, "a string")])
        if code == 1:
            name, size = reader.read_string(), reader.read_signed_varint()
            if size < 1:
                raise reader.error(f"axis size must be at least 1, got: {size}")
            return sdy.MeshAxisAttr(name, size)
        if code == 2:
            axes = nested_list(sdy.MeshAxisAttr, "#sdy.mesh_axis")
            return sdy.MeshAttr(axes, signed_list())
        if code == 3:
            return sdy.SubAxisInfoAttr(reader.read_signed_varint(), reader.read_signed_varint())
        if code == 4:
            name = reader.read_string()
            sub = reader.read_optional_attribute()
            if sub is not None and not isinstance(sub, sdy.SubAxisInfoAttr):
                raise reader.error(f"expected #sdy.sub_axis_info in #sdy.axis_ref, but got: {sub}")
            return sdy.AxisRefAttr(name, sub)
        if code == 5:
            axes = axis_refs()
            closed = reader.read_bool()
            priority, present = _read_varint_with_flag(reader)
            return sdy.DimensionShardingAttr(axes, closed, priority if present else None)
        if code in (6, 15, 17):
            return sharding({6: 1, 15: 2, 17: 3}[code])
        if code in (7, 16):
            return sdy.TensorShardingPerValueAttr(nested_list(sdy.TensorShardingAttr, "#sdy.sharding"))
        if code == 8:
            return DenseArrayBase.from_list(i64, signed_list())
        if code == 9:
            return ArrayAttr(nested_list(DenseArrayBase, "a dim mapping"))
        if code == 10:
            return self._op_sharding_rule(reader, nested_list, signed_list)
        if code == 11:
            return ArrayAttr(axis_refs())
        if code == 12:
            return ArrayAttr(nested_list(ArrayAttr, "an axis ref list"))
        if code == 13:
            axes = axis_refs()
            return sdy.AllToAllParamAttr(axes, reader.read_signed_varint(), reader.read_signed_varint())
        if code == 14:
            return ArrayAttr(nested_list(sdy.AllToAllParamAttr, "#sdy.all_to_all_param"))
        raise reader.error(f"unknown sdy attribute code: {code}")

    def _op_sharding_rule(self, reader: DialectBytecodeReader, nested_list, signed_list) -> Any:
        from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase

        from aiopt.dialects import sdy

        sizes = signed_list()
        operands = nested_list(ArrayAttr, "a tensor mapping")
        results = nested_list(ArrayAttr, "a tensor mapping")
        kinds = [(name, signed_list()) for name in ("reduction", "need_replication", "permutation")]
        kinds.append(("blocked_propagation", signed_list()))
        custom = reader.read_bool()

        def factors(indices) -> str:
            for index in indices:
                if not 0 <= index < len(sizes):
                    raise reader.error(f"sdy factor index {index} out of range [0, {len(sizes)})")
            return "".join(factor_name(index) for index in indices)

        def mapping(tensor: ArrayAttr) -> str:
            dims = []
            for dim in tensor.data:
                if not isinstance(dim, DenseArrayBase):
                    raise reader.error(f"expected a dim mapping in a tensor mapping, but got: {dim}")
                dims.append(factors(dim.get_values()))
            return "[" + ", ".join(dims) + "]"

        text = "(" + ", ".join(mapping(t) for t in operands) + ")->(" + ", ".join(mapping(t) for t in results) + ")"
        if sizes:
            text += " {" + ", ".join(f"{factor_name(i)}={size}" for i, size in enumerate(sizes)) + "}"
        for name, indices in kinds:
            if indices:
                text += f" {name}={{" + ", ".join(factors([i]) for i in indices) + "}"
        if custom:
            text += ", custom"
        return sdy.OpShardingRuleAttr(text)

    def write_attribute(self, attr: Any, writer: DialectBytecodeWriter) -> bool:
        """Meshes, axes, shardings and manual axes in upstream's encoding (the ones upstream's text syntax and
        aiopt's printer may spell differently alone); op_sharding_rule (kept as its text) and the rest as text."""
        from xdsl.dialects.builtin import IntAttr, StringAttr

        from aiopt.dialects import sdy

        if isinstance(attr, sdy.ManualAxesAttr):
            writer.write_varint(0)
            writer.write_list([StringAttr(name) for name in attr.names()], writer.write_attribute)
        elif isinstance(attr, sdy.MeshAxisAttr):
            writer.write_varint(1)
            writer.write_string(attr.axis_name.data)
            writer.write_signed_varint(attr.size.data)
        elif isinstance(attr, sdy.MeshAttr):
            writer.write_varint(2)
            writer.write_attributes(attr.axes.data)
            writer.write_signed_varints([d.data for d in attr.device_ids.data])
        elif isinstance(attr, sdy.SubAxisInfoAttr):
            writer.write_varint(3)
            writer.write_signed_varint(attr.pre_size.data)
            writer.write_signed_varint(attr.size.data)
        elif isinstance(attr, sdy.AxisRefAttr):
            writer.write_varint(4)
            writer.write_string(attr.axis_name.data)
            writer.write_optional_attribute(attr.sub_axis_info if attr.is_sub_axis() else None)
        elif isinstance(attr, sdy.DimensionShardingAttr):
            writer.write_varint(5)
            writer.write_attributes(attr.axes.data)
            writer.write_bool(bool(attr.is_closed.data))
            priority = attr.priority
            writer.write_varint(priority.data << 1 | 1 if isinstance(priority, IntAttr) else 0)
        elif isinstance(attr, sdy.TensorShardingAttr):
            unreduced, reduction = attr.unreduced_axes.data, attr.reduction.data
            if reduction not in _REDUCTIONS:
                return False
            writer.write_varint(6 if not unreduced else 15 if reduction == "sum" else 17)
            writer.write_attribute(attr.mesh_or_ref)
            writer.write_attributes(attr.dim_shardings.data)
            writer.write_attributes(attr.replicated_axes.data)
            if unreduced:
                writer.write_attributes(unreduced)
                if reduction != "sum":
                    writer.write_signed_varint(_REDUCTIONS.index(reduction))
        elif isinstance(attr, sdy.TensorShardingPerValueAttr):
            shardings = attr.shardings.data
            writer.write_varint(16 if any(s.unreduced_axes.data for s in shardings) else 7)
            writer.write_attributes(shardings)
        elif isinstance(attr, sdy.AllToAllParamAttr):
            writer.write_varint(13)
            writer.write_attributes(attr.axes.data)
            writer.write_signed_varint(attr.src_dim.data)
            writer.write_signed_varint(attr.tgt_dim.data)
        else:
            return False
        return True

    def read_version(self, reader: DialectBytecodeReader) -> tuple[int, int, int]:
        return reader.read_varint(), reader.read_varint(), reader.read_varint()


def _read_varint_with_flag(reader: DialectBytecodeReader) -> tuple[int, bool]:
    value = reader.read_varint()
    return value >> 1, bool(value & 1)
