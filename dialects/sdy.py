"""Shardy (`sdy`): meshes, tensor shardings and manual computations, as JAX (0.7 and later) exports them.

Upstream: openxla/shardy, `shardy/dialect/sdy/ir/{attrs,ops}.td`; the syntax
and the verifiers' messages are upstream's. A program JAX exports for a mesh
of devices names its mesh once and says how each value is split over it:

    sdy.mesh @mesh = <["x"=2, "y"=2]>
    func.func @main(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<8x4xf32> {
      %0 = sdy.sharding_constraint %a <@mesh, [{}, {"y"}]> : tensor<8x4xf32>
      %1:2 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"x"}, {"y"}]>]
          out_shardings=[<@mesh, [{}, {"y"}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x", "y"}
          (%arg1: tensor<4x2xf32>) {
        ...                                   // per-device code on local shards, with collectives
        sdy.return %r, %g : tensor<4x2xf32>, tensor<4x4xf32>
      } : (tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>)
      ...
    }

Shardings and sharding constraints say where values live, not what they
are: on one host they are the identity. A manual computation runs its body
once per device of its manual axes, on the local shards its in_shardings cut
from the operands, and its out_shardings put the devices' results together
(`sdy-legalize-to-stablehlo` lowers it for one host; the reference
interpreter runs it SPMD, `aiopt.reference.sdy`).

Defined here: the attributes `#sdy.mesh`, `#sdy.mesh_axis`, `#sdy.sub_axis_info`,
`#sdy.axis_ref`, `#sdy.dimension_sharding`, `#sdy.sharding`,
`#sdy.sharding_per_value`, `#sdy.manual_axes`, `#sdy.all_to_all_param`,
`#sdy<propagation_direction ...>`, `#sdy.op_sharding_rule` (its body kept as
text: nothing reads it), and the ops `sdy.mesh`, `sdy.sharding_constraint`,
`sdy.reshard`, `sdy.manual_computation`, `sdy.return`, `sdy.sharding_group`,
`sdy.named_computation`, `sdy.propagation_barrier`, `sdy.constant`,
`sdy.data_flow_edge` and Shardy's collectives `sdy.all_gather`,
`sdy.all_slice`, `sdy.reduce_scatter`, `sdy.all_to_all`,
`sdy.collective_permute`, `sdy.all_reduce` (which its own passes insert).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from io import StringIO
from typing import ClassVar, Self, TypeVar

from xdsl import traits as xdsl_traits
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    I64,
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    FunctionType,
    IntAttr,
    IntegerAttr,
    ModuleOp,
    NoneAttr,
    ShapedType,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnrankedTensorType,
    i64,
)
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import (
    Attribute,
    Block,
    Dialect,
    OpaqueSyntaxAttribute,
    Operation,
    ParametrizedAttribute,
    Region,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
)
from xdsl.irdl import (
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import HasParent, IsTerminator, Pure, SymbolOpInterface
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.mlir_lexer import MLIRTokenKind
from xdsl.utils.str_enum import StrEnum

from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.dialect_attributes import DialectAttributeVerifier, register_attribute_verifier

T = TypeVar("T")

# ---------------------------------------------------------------------------
# Attributes


def _printed(print_with: Callable[[Printer], None]) -> str:
    """What `print_with` prints, as a string (for the bodies of attributes, which print inside others)."""
    stream = StringIO()
    print_with(Printer(stream=stream))
    return stream.getvalue()


def _quoted(name: str) -> str:
    """`name` as a string literal, escaped as the printer escapes one (quotes, newlines, non-ASCII bytes)."""
    return _printed(lambda printer: printer.print_string_literal(name))


def _symbol(name: str) -> str:
    """`@name`, or `@"name"` where it is not a bare identifier (`@"mesh\\E4\\B8\\AD"`), as the printer writes it."""
    return _printed(lambda printer: printer.print_symbol_name(name))


class _BodyAttr(ParametrizedAttribute):
    """An sdy attribute written `#sdy.<name><body>`, whose body also appears bare inside other attributes and ops
    (`"x"=2` in a mesh, `{"x", ?}` in a sharding): `parse_body` and `body` read and write it."""

    @classmethod
    def parse_body(cls, parser: AttrParser) -> Self:
        raise NotImplementedError

    def body(self) -> str:
        raise NotImplementedError

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            return cls.parse_body(parser).parameters

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.body()}>")


class _OpaqueBodyAttr(_BodyAttr, OpaqueSyntaxAttribute):
    """An sdy attribute whose upstream assembly format does not start with `<`: alone it prints in the opaque form,
    `#sdy<axis_ref"x">`, `#sdy<manual_axes{"x"}>`, as mlir-opt and jaxlib do (`#sdy.axis_ref<"x">`, which aiopt
    printed before and upstream refuses, is still read)."""

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        if parser._current_token.text == "<":
            return super().parse_parameters(parser)
        return cls.parse_body(parser).parameters

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(self.body())


@irdl_attr_definition
class MeshAxisAttr(_OpaqueBodyAttr):
    """One named axis of a mesh and its size: `#sdy<mesh_axis"x"=2>` (inside a mesh: `"x"=2`)."""

    name = "sdy.mesh_axis"

    axis_name: StringAttr
    size: IntAttr

    def __init__(self, axis_name: str, size: int):
        super().__init__(StringAttr(axis_name), IntAttr(size))

    @classmethod
    def parse_body(cls, parser: AttrParser) -> MeshAxisAttr:
        name = parser.parse_str_literal("expected axis name")
        parser.parse_punctuation("=")
        position = parser.pos
        size = parser.parse_integer(allow_negative=True, allow_boolean=False)
        if size < 1:
            parser.raise_error(f"axis size must be at least 1, got: {size}", position, parser.pos)
        return cls(name, size)

    def body(self) -> str:
        return f"{_quoted(self.axis_name.data)}={self.size.data}"


@irdl_attr_definition
class MeshAttr(_BodyAttr):
    """A mesh of devices: named axes (the device grid, row-major) and, optionally, which device sits where.

        #sdy.mesh<["x"=2, "y"=2]>
        #sdy.mesh<["a"=2], device_ids=[1, 0]>
        #sdy.mesh<[], device_ids=[0]>          // a maximal mesh: one device

    Without device_ids the devices are numbered in row-major order (iota).
    """

    name = "sdy.mesh"

    axes: ArrayAttr[MeshAxisAttr]
    device_ids: ArrayAttr[IntAttr]

    def __init__(self, axes: Sequence[MeshAxisAttr], device_ids: Sequence[int] = ()):
        super().__init__(ArrayAttr(axes), ArrayAttr([IntAttr(d) for d in device_ids]))

    @classmethod
    def parse_body(cls, parser: AttrParser) -> MeshAttr:
        axes = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: MeshAxisAttr.parse_body(parser))
        device_ids: list[int] = []
        if parser.parse_optional_punctuation(","):
            parser.parse_keyword("device_ids")
            parser.parse_punctuation("=")
            device_ids = parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_negative=True, allow_boolean=False)
            )
        return cls(axes, device_ids)

    def body(self) -> str:
        text = "[" + ", ".join(axis.body() for axis in self.axes.data) + "]"
        if self.device_ids.data:
            text += ", device_ids=[" + ", ".join(str(d.data) for d in self.device_ids.data) + "]"
        return text

    def axis_sizes(self) -> dict[str, int]:
        """Each axis's size, by name, in mesh order."""
        return {axis.axis_name.data: axis.size.data for axis in self.axes.data}

    def num_devices(self) -> int:
        return math.prod(axis.size.data for axis in self.axes.data)

    def device_order(self) -> list[int]:
        """The device id at each position of the (row-major) device grid."""
        return [d.data for d in self.device_ids.data] or list(range(self.num_devices()))

    def verify_(self) -> None:
        """Upstream's `MeshAttr::verify`."""
        seen: set[str] = set()
        for axis in self.axes.data:
            if axis.axis_name.data in seen:
                raise VerifyException(f"duplicate axis name: {_quoted(axis.axis_name.data)}")
            seen.add(axis.axis_name.data)
        ids = [d.data for d in self.device_ids.data]
        for device in ids:
            if device < 0:
                raise VerifyException(f"device id must be non-negative, got: {device}")
        if not ids:
            return
        if not self.axes.data:
            if len(ids) > 1:
                raise VerifyException("axes is empty and device_ids has more than one element")
            return
        if self.num_devices() != len(ids):
            raise VerifyException(
                f"total product of axis sizes must match total number of device ids, got: "
                f"{self.num_devices()} != {len(ids)}"
            )
        if sorted(ids) != list(range(len(ids))):
            raise VerifyException(
                f"sorted device ids must be iota(product(axes)), got: {', '.join(map(str, sorted(ids)))}"
            )


@irdl_attr_definition
class SubAxisInfoAttr(_OpaqueBodyAttr):
    """The part of an axis a sub-axis is: `(pre_size)size`, as in `"a":(1)2` (the first 2 of axis "a")."""

    name = "sdy.sub_axis_info"

    pre_size: IntAttr
    size: IntAttr

    def __init__(self, pre_size: int, size: int):
        super().__init__(IntAttr(pre_size), IntAttr(size))

    @classmethod
    def parse_body(cls, parser: AttrParser) -> SubAxisInfoAttr:
        parser.parse_punctuation("(")
        pre_size = parser.parse_integer(allow_boolean=False)
        parser.parse_punctuation(")")
        return cls(pre_size, parser.parse_integer(allow_boolean=False))

    def body(self) -> str:
        return f"({self.pre_size.data}){self.size.data}"


@irdl_attr_definition
class AxisRefAttr(_OpaqueBodyAttr):
    """A mesh axis, or a sub-axis of one: `"x"` or `"x":(1)2` (inside shardings; alone `#sdy<axis_ref"x">`)."""

    name = "sdy.axis_ref"

    axis_name: StringAttr
    sub_axis_info: SubAxisInfoAttr | NoneAttr

    def __init__(self, axis_name: str, sub_axis_info: SubAxisInfoAttr | None = None):
        super().__init__(StringAttr(axis_name), sub_axis_info or NoneAttr())

    @classmethod
    def parse_body(cls, parser: AttrParser) -> AxisRefAttr:
        name = parser.parse_str_literal("expected axis name")
        if not parser.parse_optional_punctuation(":"):
            return cls(name)
        return cls(name, SubAxisInfoAttr.parse_body(parser))

    def body(self) -> str:
        text = _quoted(self.axis_name.data)
        if isinstance(self.sub_axis_info, SubAxisInfoAttr):
            text += f":{self.sub_axis_info.body()}"
        return text

    def is_sub_axis(self) -> bool:
        return isinstance(self.sub_axis_info, SubAxisInfoAttr)


def _parse_axis_list(parser: AttrParser) -> list[AxisRefAttr]:
    """`{"a", "b":(1)2}`"""
    return parser.parse_comma_separated_list(parser.Delimiter.BRACES, lambda: AxisRefAttr.parse_body(parser))


def _axis_list(axes: Sequence[AxisRefAttr]) -> str:
    return "{" + ", ".join(axis.body() for axis in axes) + "}"


@irdl_attr_definition
class DimensionShardingAttr(_OpaqueBodyAttr):
    """How one dimension is split: over the axes listed (major to minor), closed or open (`?`: propagation may
    add axes), with an optional priority: `{"x"}`, `{}`, `{"x", ?}`, `{?}`, `{"y"}p1`."""

    name = "sdy.dimension_sharding"

    axes: ArrayAttr[AxisRefAttr]
    is_closed: IntAttr
    priority: IntAttr | NoneAttr

    def __init__(self, axes: Sequence[AxisRefAttr], is_closed: bool = True, priority: int | None = None):
        super().__init__(
            ArrayAttr(axes), IntAttr(int(is_closed)), NoneAttr() if priority is None else IntAttr(priority)
        )

    @classmethod
    def parse_body(cls, parser: AttrParser) -> DimensionShardingAttr:
        parser.parse_punctuation("{")
        axes: list[AxisRefAttr] = []
        closed = True
        if parser.parse_optional_punctuation("?"):
            closed = False
        elif not parser.parse_optional_punctuation("}"):
            while True:
                if parser.parse_optional_punctuation("?"):
                    closed = False
                    break
                axes.append(AxisRefAttr.parse_body(parser))
                if not parser.parse_optional_punctuation(","):
                    break
            parser.parse_punctuation("}")
            return cls(axes, closed, _parse_priority(parser))
        if not closed:
            parser.parse_punctuation("}")
        return cls(axes, closed, _parse_priority(parser))

    def body(self) -> str:
        names = [axis.body() for axis in self.axes.data]
        if not self.is_closed.data:
            names.append("?")
        text = "{" + ", ".join(names) + "}"
        if isinstance(self.priority, IntAttr):
            text += f"p{self.priority.data}"
        return text

    def axis_refs(self) -> list[AxisRefAttr]:
        return list(self.axes.data)


def _parse_priority(parser: AttrParser) -> int | None:
    """`p<N>` right after a dimension sharding's `}`."""
    token = parser._current_token
    if token.kind != MLIRTokenKind.BARE_IDENT or not token.text.startswith("p"):
        return None
    digits = token.text[1:]
    if not digits.isdigit():
        parser.raise_error("expected priority in the form 'p<N>'")
    parser._consume_token()
    return int(digits)


@irdl_attr_definition
class TensorShardingAttr(ParametrizedAttribute):
    """How a tensor is split over a mesh: a dimension sharding per dimension, then the axes it is explicitly
    replicated and unreduced over.

        #sdy.sharding<@mesh, [{"x"}, {}]>
        #sdy.sharding<@mesh, [{"x", ?}, {?}], replicated={"y"}>
        #sdy.sharding<mesh<["a"=2]>, [{"a"}]>          // an inlined mesh

    Ops that take one print it without `#sdy.sharding` (`<@mesh, [{"x"}, {}]>`).
    """

    name = "sdy.sharding"

    mesh_or_ref: SymbolRefAttr | MeshAttr
    dim_shardings: ArrayAttr[DimensionShardingAttr]
    replicated_axes: ArrayAttr[AxisRefAttr]
    unreduced_axes: ArrayAttr[AxisRefAttr]
    reduction: StringAttr
    """How the devices' partial values of the unreduced axes make the value: "sum" (the default), "max", ..."""

    def __init__(
        self,
        mesh_or_ref: SymbolRefAttr | MeshAttr | str,
        dim_shardings: Sequence[DimensionShardingAttr],
        replicated_axes: Sequence[AxisRefAttr] = (),
        unreduced_axes: Sequence[AxisRefAttr] = (),
        reduction: str = "sum",
    ):
        if isinstance(mesh_or_ref, str):
            mesh_or_ref = SymbolRefAttr(mesh_or_ref)
        super().__init__(
            mesh_or_ref,
            ArrayAttr(dim_shardings),
            ArrayAttr(replicated_axes),
            ArrayAttr(unreduced_axes),
            StringAttr(reduction),
        )

    @classmethod
    def parse_body(cls, parser: AttrParser) -> TensorShardingAttr:
        """`<@mesh, [dims], replicated={...}, unreduced=max{...}>` (with its angle brackets)."""
        with parser.in_angle_brackets():
            symbol = parser.parse_optional_symbol_name()
            if symbol is not None:
                mesh: SymbolRefAttr | MeshAttr = SymbolRefAttr(symbol)
            else:
                parser.parse_keyword("mesh", " or a mesh symbol reference")
                with parser.in_angle_brackets():
                    mesh = MeshAttr.parse_body(parser)
            parser.parse_punctuation(",")
            dims = parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, lambda: DimensionShardingAttr.parse_body(parser)
            )
            replicated: list[AxisRefAttr] = []
            unreduced: list[AxisRefAttr] = []
            reduction = "sum"
            while parser.parse_optional_punctuation(","):
                if parser.parse_optional_keyword("replicated"):
                    parser.parse_punctuation("=")
                    replicated = _parse_axis_list(parser)
                else:
                    parser.parse_keyword("unreduced", " or 'replicated'")
                    parser.parse_punctuation("=")
                    if parser._current_token.kind == MLIRTokenKind.BARE_IDENT:
                        reduction = parser._consume_token().text
                    unreduced = _parse_axis_list(parser)
        return cls(mesh, dims, replicated, unreduced, reduction)

    def body(self) -> str:
        if isinstance(self.mesh_or_ref, SymbolRefAttr):
            mesh = _symbol(self.mesh_or_ref.root_reference.data)
        else:
            mesh = f"mesh<{self.mesh_or_ref.body()}>"
        text = f"<{mesh}, [" + ", ".join(dim.body() for dim in self.dim_shardings.data) + "]"
        if self.replicated_axes.data:
            text += f", replicated={_axis_list(self.replicated_axes.data)}"
        if self.unreduced_axes.data:
            kind = "" if self.reduction.data == "sum" else self.reduction.data
            text += f", unreduced={kind}{_axis_list(self.unreduced_axes.data)}"
        return text + ">"

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        sharding = cls.parse_body(parser)
        return (
            sharding.mesh_or_ref,
            sharding.dim_shardings,
            sharding.replicated_axes,
            sharding.unreduced_axes,
            sharding.reduction,
        )

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(self.body())

    def mesh_name(self) -> str | None:
        """The name of the mesh it refers to (None for an inlined mesh)."""
        return self.mesh_or_ref.root_reference.data if isinstance(self.mesh_or_ref, SymbolRefAttr) else None

    def dims(self) -> list[DimensionShardingAttr]:
        return list(self.dim_shardings.data)


@irdl_attr_definition
class TensorShardingPerValueAttr(_BodyAttr):
    """A sharding for each result of an op: `#sdy.sharding_per_value<[<@mesh, [{"x"}]>, <@mesh, []>]>`
    (a manual computation's in_shardings and out_shardings print it as `[<@mesh, [{"x"}]>, ...]`)."""

    name = "sdy.sharding_per_value"

    shardings: ArrayAttr[TensorShardingAttr]

    def __init__(self, shardings: Sequence[TensorShardingAttr]):
        super().__init__(ArrayAttr(shardings))

    @classmethod
    def parse_body(cls, parser: AttrParser) -> TensorShardingPerValueAttr:
        """`[<...>, <...>]`"""
        return cls(
            parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: TensorShardingAttr.parse_body(parser))
        )

    def body(self) -> str:
        return "[" + ", ".join(s.body() for s in self.shardings.data) + "]"


@irdl_attr_definition
class ManualAxesAttr(_OpaqueBodyAttr):
    """The axes a manual computation's body is written per device of: `{"x", "y"}` (alone `#sdy<manual_axes{"x"}>`)."""

    name = "sdy.manual_axes"

    axes: ArrayAttr[StringAttr]

    def __init__(self, axes: Sequence[str]):
        super().__init__(ArrayAttr([StringAttr(a) for a in axes]))

    @classmethod
    def parse_body(cls, parser: AttrParser) -> ManualAxesAttr:
        return cls(parser.parse_comma_separated_list(parser.Delimiter.BRACES, parser.parse_str_literal))

    def body(self) -> str:
        return "{" + ", ".join(_quoted(a.data) for a in self.axes.data) + "}"

    def names(self) -> list[str]:
        return [a.data for a in self.axes.data]


@irdl_attr_definition
class OpShardingRuleAttr(ParametrizedAttribute):
    """`#sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>`, its body kept as text.

    JAX puts it on each call into XLA's runtime library (LAPACK's factorizations):
    the rule Shardy propagates shardings through the call with. aiopt propagates
    no shardings: the body (any text with balanced brackets and quotes, as MLIR
    reads a dialect attribute's body) prints back unchanged.
    """

    name = "sdy.op_sharding_rule"

    body: StringAttr

    def __init__(self, body: str):
        super().__init__(StringAttr(body))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[StringAttr]:
        # MLIR's dialect symbol body: from `<` to its matching `>`, brackets and quoted strings balanced.
        if parser._current_token.text != "<":
            parser.raise_error("expected '<'")
        return [StringAttr(parser._parse_dialect_symbol_body())]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.body.data}>")


# ---------------------------------------------------------------------------
# Verification of shardings against their mesh and type (upstream's verifiers.cc)


def lookup_mesh(op: Operation, sharding: TensorShardingAttr) -> MeshAttr | None:
    """The mesh a sharding is bound to: inlined, or the `sdy.mesh` its symbol names in an enclosing module."""
    if isinstance(sharding.mesh_or_ref, MeshAttr):
        sharding.mesh_or_ref.verify_()
        return sharding.mesh_or_ref
    name = sharding.mesh_name()
    parent: Operation | None = op
    while parent is not None:
        if isinstance(parent, ModuleOp):
            for candidate in parent.regions[0].block.ops:
                if isinstance(candidate, MeshOp) and candidate.sym_name.data == name:
                    return candidate.mesh
        parent = parent.parent_op()
    return None


def _check_axes(refs: Sequence[AxisRefAttr], sizes: dict[str, int], seen: set[str]) -> None:
    for ref in refs:
        name = ref.axis_name.data
        if name not in sizes:
            raise VerifyException(f"unknown axis name: {_quoted(name)}")
        key = ref.body()
        if (
            key in seen
            or (not ref.is_sub_axis() and any(s.startswith(f"{_quoted(name)}:") for s in seen))
            or (ref.is_sub_axis() and _quoted(name) in seen)
        ):
            raise VerifyException(f"duplicate axis ref: {ref.body()}")
        seen.add(key)


def verify_sharding(op: Operation, sharding: TensorShardingAttr, value_type: Attribute) -> MeshAttr:
    """Upstream's `verifyTensorShardingAttr`: the sharding fits the value's type and its mesh (VerifyException)."""
    mesh = lookup_mesh(op, sharding)
    if mesh is None:
        raise VerifyException(f"unknown mesh: @{sharding.mesh_name()}")
    dims = sharding.dims()
    if isinstance(value_type, UnrankedTensorType):
        raise VerifyException("only ranked tensors can have a sharding")
    if not isinstance(value_type, ShapedType):
        if dims or sharding.replicated_axes.data or sharding.unreduced_axes.data:
            raise VerifyException(
                "non-shaped tensors can only have a sharding with rank 0 and no replicated or unreduced axes"
            )
        return mesh
    rank = len(value_type.get_shape())
    if len(dims) != rank:
        raise VerifyException(f"sharding doesn't match tensor rank: {len(dims)} != {rank}")
    sizes = mesh.axis_sizes()
    seen: set[str] = set()
    for index, dim in enumerate(dims):
        if not dim.axes.data and dim.is_closed.data and isinstance(dim.priority, IntAttr):
            raise VerifyException(f"dim {index} is empty and closed but has a priority")
        _check_axes(dim.axis_refs(), sizes, seen)
    order = list(sizes)
    for kind, axes in (("replicated", sharding.replicated_axes.data), ("unreduced", sharding.unreduced_axes.data)):
        _check_axes(axes, sizes, seen)
        positions = [
            (order.index(a.axis_name.data), a.sub_axis_info.pre_size.data if a.is_sub_axis() else 0) for a in axes
        ]
        if positions != sorted(positions):
            raise VerifyException(f"{kind} axes are not ordered w.r.t. mesh")
    return mesh


def _value_prefix(kind: str, index: int, count: int) -> str:
    """Upstream's `<kind> - ` or `<kind> <index> - ` before a sharding's message."""
    return f"{kind} - " if count == 1 else f"{kind} {index} - "


def verify_sharding_per_value(
    op: Operation, value: TensorShardingPerValueAttr, types: Sequence[Attribute], kind: str
) -> list[MeshAttr]:
    """Upstream's `verifyTensorShardingPerValueAttr`: one sharding per value, each fitting (VerifyException)."""
    shardings = list(value.shardings.data)
    if len(shardings) != len(types):
        raise VerifyException(
            f"{kind} shardings don't match number of values: {len(shardings)} shardings vs {len(types)} values"
        )
    meshes = []
    for index, (sharding, value_type) in enumerate(zip(shardings, types)):
        try:
            meshes.append(verify_sharding(op, sharding, value_type))
        except VerifyException as error:
            raise VerifyException(_value_prefix(kind, index, len(types)) + str(error)) from None
    return meshes


def _manual_parent_axes(op: Operation) -> dict[str, ManualComputationOp]:
    """The axes enclosing manual computations bind, with the op that binds each."""
    bound: dict[str, ManualComputationOp] = {}
    parent = op.parent_op()
    while parent is not None:
        if isinstance(parent, ManualComputationOp):
            for name in parent.manual_axes.names():
                bound.setdefault(name, parent)
        parent = parent.parent_op()
    return bound


def _check_not_bound(op: Operation, axes: Sequence[str]) -> None:
    """Upstream's check that an op inside a manual computation uses none of its manual axes."""
    bound = _manual_parent_axes(op)
    for name in axes:
        if name in bound:
            raise DiagnosticError(
                op_error_message(
                    op, f"operates on axis {_quoted(name)} which is already bound by a parent sdy.manual_computation op"
                ),
                op,
                notes=[("parent bounding this axis as manual", bound[name])],
            )


def sharding_axis_names(sharding: TensorShardingAttr) -> list[str]:
    """The names of every axis a sharding uses (dimensions, then replicated and unreduced axes)."""
    refs = [ref for dim in sharding.dims() for ref in dim.axis_refs()]
    return [ref.axis_name.data for ref in (*refs, *sharding.replicated_axes.data, *sharding.unreduced_axes.data)]


# ---------------------------------------------------------------------------
# Ops


class IsolatedFromAbove(xdsl_traits.IsolatedFromAbove):
    """xDSL's trait with MLIR's diagnostic: the error at the op that uses the value, a note at the isolating op
    (xDSL reports it at the isolating op, with the printed user in the message)."""

    def verify(self, op: Operation) -> None:
        regions = list(op.regions)
        while regions:
            for block in regions.pop().blocks:
                for child in block.ops:
                    if any(not op.is_ancestor(v.owner) or v.owner is op for v in child.operands):
                        raise DiagnosticError(
                            op_error_message(child, "using value defined outside the region"),
                            child,
                            notes=[("required by region isolation constraints", op)],
                        )
                    if not child.has_trait(xdsl_traits.IsolatedFromAbove):
                        regions += child.regions


@irdl_op_definition
class MeshOp(IRDLOperation):
    """A named mesh, which shardings refer to by symbol (at the top of a module).

    sdy.mesh @mesh = <["x"=2, "y"=2]>
    """

    name = "sdy.mesh"

    sym_name = prop_def(StringAttr)
    mesh = prop_def(MeshAttr)

    traits = traits_def(SymbolOpInterface(), HasParent(ModuleOp))

    def verify_(self) -> None:
        try:
            self.mesh.verify_()
        except VerifyException as error:
            raise DiagnosticError(str(error), self) from None

    def __init__(self, sym_name: str, mesh: MeshAttr):
        super().__init__(properties={"sym_name": StringAttr(sym_name), "mesh": mesh})

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        name = parser.parse_symbol_name()
        parser.parse_punctuation("=")
        with parser.in_angle_brackets():
            mesh = MeshAttr.parse_body(parser)
        op = cls(name.data, mesh)
        attributes = parser.parse_optional_attr_dict()
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(f" = <{self.mesh.body()}>")
        printer.print_op_attributes(self.attributes)


def _parse_value_op(parser: Parser, middle: Callable[[], T]) -> tuple[SSAValue, T, dict[str, Attribute]]:
    """`%value <middle> attr-dict : type`, the syntax of sdy's one-value ops: the value (of that type), what
    `middle` parsed, the attributes."""
    unresolved = parser.parse_unresolved_operand()
    parsed = middle()
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    return parser.resolve_operand(unresolved, parser.parse_type()), parsed, attributes


def _print_value_op(printer: Printer, op: Operation, value: SSAValue, middle: str) -> None:
    """` %value <middle> attr-dict : type` (what `_parse_value_op` reads)."""
    printer.print_string(" ")
    printer.print_operand(value)
    printer.print_string(f" {middle}")
    printer.print_op_attributes(op.attributes)
    printer.print_string(" : ")
    printer.print_attribute(value.type)


def _keyword_value(parser: Parser, keyword: str, parse: Callable[[], T]) -> Callable[[], T]:
    """A parser of `keyword=<value>`."""

    def parse_keyword_value() -> T:
        parser.parse_keyword(keyword)
        parser.parse_punctuation("=")
        return parse()

    return parse_keyword_value


def _verify_same_type(op: Operation) -> None:
    if op.operands[0].type != op.results[0].type:
        raise VerifyException("requires the same type for all operands and results")


def _check_unreduced_kinds(operand: TensorShardingAttr, result: TensorShardingAttr) -> None:
    """Upstream's checks that the unreduced axes a value keeps keep their reduction, and that new ones are sums."""
    before = {a.body() for a in operand.unreduced_axes.data}
    after = {a.body() for a in result.unreduced_axes.data}
    if before & after and operand.reduction != result.reduction:
        raise VerifyException(
            "cannot change the reduction operator of kept unreduced axes from "
            f"{operand.reduction.data} to {result.reduction.data}."
        )
    if after - before and result.reduction.data != "sum":
        raise VerifyException(f"cannot introduce '{result.reduction.data}' unreduced axes. Expected 'sum'.")


class _ShardingOp(IRDLOperation):
    """`sdy.<op> %input <@mesh, [...]> : type` (sharding_constraint, reshard): the value, unchanged, with a sharding."""

    input = operand_def()
    result = result_def()
    sharding = prop_def(TensorShardingAttr)

    def __init__(self, value: SSAValue, sharding: TensorShardingAttr):
        super().__init__(operands=[value], result_types=[value.type], properties={"sharding": sharding})

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        value, sharding, attributes = _parse_value_op(parser, lambda: TensorShardingAttr.parse_body(parser))
        op = cls(value, sharding)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        _print_value_op(printer, self, self.input, self.sharding.body())

    def verify_(self) -> None:
        _verify_same_type(self)
        try:
            verify_sharding(self, self.sharding, self.result.type)
            operand, _ = operand_sharding(self.input)
            if operand is not None:
                _check_unreduced_kinds(operand, self.sharding)
        except VerifyException as error:
            raise DiagnosticError(op_error_message(self, str(error)), self) from None
        _check_not_bound(self, sharding_axis_names(self.sharding))


@irdl_op_definition
class ShardingConstraintOp(_ShardingOp):
    """Constrains a tensor to a sharding (how it, or these uses of it, should be split): the value itself.

    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"y"}]> : tensor<8x4xf32>
    """

    name = "sdy.sharding_constraint"


@irdl_op_definition
class ReshardOp(_ShardingOp):
    """Reshards a tensor to another sharding (a partitioner makes it a collective): the value itself.

    %1 = sdy.reshard %0 <@mesh, [{"x"}, {}]> : tensor<8x4xf32>
    """

    name = "sdy.reshard"

    traits = traits_def(Pure())


@irdl_op_definition
class ReturnOp(IRDLOperation):
    """Ends the region of an `sdy` op (a manual computation's body) with its values.

    sdy.return %0, %1 : tensor<4x2xf32>, tensor<4x4xf32>
    """

    name = "sdy.return"

    results_ = var_operand_def()

    traits = traits_def(Pure(), IsTerminator())

    assembly_format = "attr-dict ($results_^ `:` type($results_))?"

    def __init__(self, values: Sequence[SSAValue]):
        super().__init__(operands=[values])


@irdl_op_definition
class ShardingGroupOp(IRDLOperation):
    """Puts a tensor in a sharding group: the tensors of a group are to be sharded alike (`shard_alike`). It has
    no result and computes nothing.

        sdy.sharding_group %0 group_id=0 : tensor<8x4xf32>
    """

    name = "sdy.sharding_group"

    input = operand_def(TensorType)
    group_id = prop_def(IntegerAttr[I64])

    def __init__(self, value: SSAValue, group_id: int):
        super().__init__(operands=[value], properties={"group_id": IntegerAttr(group_id, i64)})

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        group_id = _keyword_value(parser, "group_id", lambda: parser.parse_integer(allow_boolean=False))
        value, group_id, attributes = _parse_value_op(parser, group_id)
        op = cls(value, group_id)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        _print_value_op(printer, self, self.input, f"group_id={self.group_id.value.data}")


@irdl_op_definition
class DataFlowEdgeOp(IRDLOperation):
    """The root target of a data flow edge (a while op's result, ...), with the sharding of all the edge's
    targets, for Shardy's propagation; the value itself.

        %1 = sdy.data_flow_edge %0 sharding=<@mesh, [{"a"}, {}]> : tensor<8x8xf32>
    """

    name = "sdy.data_flow_edge"

    input = operand_def(ShapedType)
    result = result_def(ShapedType)
    sharding = opt_prop_def(TensorShardingAttr)

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        def sharding() -> TensorShardingAttr | None:
            if parser.parse_optional_keyword("sharding") is None:
                return None
            parser.parse_punctuation("=")
            return TensorShardingAttr.parse_body(parser)

        value, parsed, attributes = _parse_value_op(parser, sharding)
        properties = {} if parsed is None else {"sharding": parsed}
        return cls.create(operands=[value], result_types=[value.type], properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        middle = "" if self.sharding is None else f"sharding={self.sharding.body()}"
        _print_value_op(printer, self, self.input, middle)

    def verify_(self) -> None:
        """Upstream's `DataFlowEdgeOp::verify`."""
        _verify_same_type(self)
        if not self.result.type.has_static_shape():
            raise VerifyException("expected sdy.data_flow_edge to have a static-shaped result")
        if self.sharding is not None:
            try:
                verify_sharding(self, self.sharding, self.result.type)
            except VerifyException as error:
                raise DiagnosticError(op_error_message(self, str(error)), self) from None
        if not self.input.has_one_use():
            raise VerifyException("expected input of sdy.data_flow_edge to have a single user")
        owner = self.input.owner
        if isinstance(owner, Operation) and owner.name.startswith("sdy."):
            raise DiagnosticError(
                op_error_message(self, "expected input of sdy.data_flow_edge to not be defined by an SdyDialect op"),
                self,
                notes=[("sdy op defining the input of the sdy.data_flow_edge", owner)],
            )


class PropagationDirection(StrEnum):
    NONE = "NONE"
    FORWARD = "FORWARD"
    BACKWARD = "BACKWARD"
    BOTH = "BOTH"


@irdl_attr_definition
class PropagationDirectionAttr(EnumAttribute[PropagationDirection], SpacedOpaqueSyntaxAttribute):
    """Which way shardings may cross a propagation barrier: `#sdy<propagation_direction BACKWARD>`."""

    name = "sdy.propagation_direction"


@irdl_op_definition
class PropagationBarrierOp(IRDLOperation):
    """Lets shardings propagate through it in one direction only (or none); the value itself.

    %1 = sdy.propagation_barrier %0 allowed_direction=BACKWARD : tensor<8xf32>
    """

    name = "sdy.propagation_barrier"

    input = operand_def(TensorType)
    result = result_def(TensorType)
    allowed_direction = prop_def(PropagationDirectionAttr)

    traits = traits_def(Pure())

    def __init__(self, value: SSAValue, direction: PropagationDirection):
        super().__init__(
            operands=[value],
            result_types=[value.type],
            properties={"allowed_direction": PropagationDirectionAttr(direction)},
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        direction = _keyword_value(parser, "allowed_direction", lambda: parser.parse_str_enum(PropagationDirection))
        value, direction, attributes = _parse_value_op(parser, direction)
        op = cls(value, direction)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        _print_value_op(printer, self, self.input, f"allowed_direction={self.allowed_direction.data.value}")

    def verify_(self) -> None:
        _verify_same_type(self)
        if self.allowed_direction.data == PropagationDirection.BOTH:
            raise VerifyException("cannot specify `BOTH` as the direction")


@irdl_op_definition
class ConstantOp(IRDLOperation):
    """A constant that Shardy does not fold or merge (each use may be sharded its own way).

    %0 = sdy.constant dense<[[0.0, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
    """

    name = "sdy.constant"

    output = result_def(TensorType)
    value = prop_def(DenseIntOrFPElementsAttr)

    traits = traits_def(Pure())

    def __init__(self, value: DenseIntOrFPElementsAttr):
        super().__init__(result_types=[value.get_type()], properties={"value": value})

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        attributes = parser.parse_optional_attr_dict()
        position = parser.pos
        value = parser.parse_attribute()
        if not isinstance(value, DenseIntOrFPElementsAttr):
            parser.raise_error("expected a dense elements attribute", position, parser.pos)
        op = cls(value)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" ")
        printer.print_attribute(self.value)


@irdl_op_definition
class NamedComputationOp(IRDLOperation):
    """Gives a block of ops a name (Shardy propagates through it as if it were inlined): its body on its operands.

    %1 = sdy.named_computation<"foo">(%0) (%arg1: tensor<16x32xf32>) {
      sdy.return %arg1 : tensor<16x32xf32>
    } : (tensor<16x32xf32>) -> tensor<16x32xf32>
    """

    name = "sdy.named_computation"

    computation_name = prop_def(StringAttr, prop_name="name")
    operands_ = var_operand_def()
    results_ = var_result_def()
    in_shardings = opt_prop_def(TensorShardingPerValueAttr)
    out_shardings = opt_prop_def(TensorShardingPerValueAttr)
    body = region_def("single_block")

    traits = traits_def(IsolatedFromAbove())

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        with parser.in_angle_brackets():
            name = parser.parse_str_literal()
        operands = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        properties: dict[str, Attribute] = {"name": StringAttr(name)}
        for keyword in ("in_shardings", "out_shardings"):
            if parser.parse_optional_keyword(keyword):
                parser.parse_punctuation("=")
                properties[keyword] = TensorShardingPerValueAttr.parse_body(parser)
        arguments = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_argument)
        body = parser.parse_region(arguments)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        position = parser.pos
        function_type = parser.parse_function_type()
        if len(function_type.inputs.data) != len(operands):
            parser.raise_error(
                f"{len(operands)} operands present, but expected {len(function_type.inputs.data)}", position, parser.pos
            )
        values = parser.resolve_operands(operands, function_type.inputs.data, position)
        return cls.create(
            operands=values,
            result_types=function_type.outputs.data,
            properties=properties,
            attributes=attributes,
            regions=[body],
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(f"<{_quoted(self.computation_name.data)}>(")
        printer.print_list(self.operands_, printer.print_operand)
        printer.print_string(")")
        for keyword in ("in_shardings", "out_shardings"):
            value = self.properties.get(keyword)
            if isinstance(value, TensorShardingPerValueAttr):
                printer.print_string(f" {keyword}={value.body()}")
        printer.print_string(" (")
        printer.print_list(self.body.block.args, printer.print_block_argument)
        printer.print_string(") ")
        printer.print_region(self.body, print_entry_block_args=False, print_empty_block=False)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(FunctionType.from_lists(self.operands_.types, self.results_.types))

    def verify_(self) -> None:
        """Upstream's `NamedComputationOp::verify`."""
        try:
            self._verify()
        except VerifyException as error:
            raise DiagnosticError(op_error_message(self, str(error)), self) from None

    def _verify(self) -> None:
        block = self.body.block
        if len(block.args) != len(self.operands_):
            raise VerifyException(
                f"number of block arguments must match the number of operands: {len(block.args)} != "
                f"{len(self.operands_)}"
            )
        for index, (arg, operand) in enumerate(zip(block.args, self.operands_)):
            if arg.type != operand.type:
                raise VerifyException(
                    f"expected the type of the {index}'th block argument to match the type of the corresponding "
                    f"operand: '{arg.type}' vs '{operand.type}'"
                )
        returned = list(block.last_op.operands) if isinstance(block.last_op, ReturnOp) else []
        if len(returned) != len(self.results_):
            raise VerifyException(
                f"number of returned values must match the number of results: {len(returned)} != {len(self.results_)}"
            )
        for index, (value, result) in enumerate(zip(returned, self.results_)):
            if value.type != result.type:
                raise VerifyException(
                    f"expected the type of the {index}'th returned value to match the type of the corresponding "
                    f"result: '{value.type}' vs '{result.type}'"
                )
        for keyword, types in (("in_shardings", self.operands_.types), ("out_shardings", self.results_.types)):
            value = self.properties.get(keyword)
            if isinstance(value, TensorShardingPerValueAttr):
                verify_sharding_per_value(self, value, types, keyword)


def local_shape(shape: Sequence[int], sharding: TensorShardingAttr, manual: Sequence[str], mesh: MeshAttr) -> list[int]:
    """The shape each device sees of a value of the global `shape`: every dimension divided by the sizes of the
    manual axes it is split over (dynamic sizes stay dynamic)."""
    sizes = mesh.axis_sizes()
    shape = list(shape)
    for index, dim in enumerate(sharding.dims()):
        parts = math.prod(sizes[a.axis_name.data] for a in dim.axis_refs() if a.axis_name.data in manual)
        if shape[index] != DYNAMIC_INDEX:
            shape[index] //= parts
    return shape


MAX_LOCKSTEP_DEVICES = 1 << 16
"""The most devices a manual computation's mesh may have: its body is cloned (sdy-legalize-to-stablehlo)
or run (the interpreter) once for each."""


def check_lockstep_devices(op: Operation, mesh: MeshAttr, done: str) -> None:
    """A DiagnosticError at `op` where `mesh` has more than MAX_LOCKSTEP_DEVICES devices, each of which
    gets its copy or run of the body (`done`: "cloned for", "run for"); listing 2^64 of them raised
    OverflowError."""
    if mesh.num_devices() > MAX_LOCKSTEP_DEVICES:
        message = f"has a mesh of {mesh.num_devices()} devices, more than the {MAX_LOCKSTEP_DEVICES} it is {done}"
        raise DiagnosticError(op_error_message(op, message), op)


def device_coordinates(mesh: MeshAttr) -> dict[int, dict[str, int]]:
    """Each device's coordinates on the mesh axes, by device id, in the grid's (row-major) order."""
    sizes = list(mesh.axis_sizes().items())
    coordinates: dict[int, dict[str, int]] = {}
    for position, device in enumerate(mesh.device_order()):
        where: dict[str, int] = {}
        for name, size in reversed(sizes):
            position, where[name] = divmod(position, size)
        coordinates[device] = dict(reversed(where.items()))
    return coordinates


def shard_key(sharding: TensorShardingAttr, manual: Sequence[str], mesh: MeshAttr, where: dict[str, int]) -> tuple:
    """Which piece of each dimension the device at `where` holds: the mixed-radix index of its coordinates on
    the dimension's manual axes, major first (0 for a dimension split over none)."""
    sizes = mesh.axis_sizes()
    key = []
    for dim in sharding.dims():
        index = 0
        for ref in dim.axis_refs():
            if ref.axis_name.data in manual:
                index = index * sizes[ref.axis_name.data] + where[ref.axis_name.data]
        key.append(index)
    return tuple(key)


def shard_bounds(
    sharding: TensorShardingAttr, manual: Sequence[str], mesh: MeshAttr, where: dict[str, int], shape: Sequence[int]
) -> list[tuple[int, int]]:
    """The [start, limit) of each dimension of a (static) global shape that the device at `where` holds."""
    local = local_shape(shape, sharding, manual, mesh)
    return [(i * size, (i + 1) * size) for i, size in zip(shard_key(sharding, manual, mesh, where), local)]


def piece_owners(
    sharding: TensorShardingAttr, manual: Sequence[str], mesh: MeshAttr, near: dict[str, int] | None = None
) -> dict[tuple, int]:
    """For each piece of a result (`shard_key`), the device whose value it takes: the first in grid order that
    holds it (its coordinates on the axes that do not split the result are 0: replicas are equal). With `near`
    (a device's coordinates), among the devices that differ from it on the manual axes only (a nested manual
    computation puts its results together for each device of the enclosing one)."""
    owners: dict[tuple, int] = {}
    for device, where in device_coordinates(mesh).items():
        if near is None or all(where[a] == near[a] for a in where if a not in manual):
            owners.setdefault(shard_key(sharding, manual, mesh, where), device)
    return owners


@irdl_op_definition
class ManualComputationOp(IRDLOperation):
    """Runs its body per device of the manual axes, on local shards, with explicit collectives (`shard_map`).

    The operands are cut along the manual axes their in_shardings split them
    over; each device's results are put together along the manual axes of the
    out_shardings (a dimension not split over a manual axis takes the value of
    the first device along it: the values are the same, being replicated).

        %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>]
            out_shardings=[<@mesh, [{}, {"y"}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x", "y"}
            (%arg1: tensor<4x2xf32>) {
          ...
          sdy.return %4, %2 : tensor<4x2xf32>, tensor<4x4xf32>
        } : (tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>)
    """

    name = "sdy.manual_computation"

    tensors = var_operand_def(TensorType)
    results_ = var_result_def(TensorType)
    in_shardings = prop_def(TensorShardingPerValueAttr)
    out_shardings = prop_def(TensorShardingPerValueAttr)
    manual_axes = prop_def(ManualAxesAttr)
    body = region_def("single_block")

    traits = traits_def(IsolatedFromAbove())

    def __init__(
        self,
        operands: Sequence[SSAValue],
        result_types: Sequence[Attribute],
        in_shardings: TensorShardingPerValueAttr,
        out_shardings: TensorShardingPerValueAttr,
        manual_axes: ManualAxesAttr,
        body: Region,
    ):
        super().__init__(
            operands=[operands],
            result_types=[result_types],
            properties={"in_shardings": in_shardings, "out_shardings": out_shardings, "manual_axes": manual_axes},
            regions=[body],
        )

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        operands = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        shardings = []
        for keyword in ("in_shardings", "out_shardings"):
            parser.parse_keyword(keyword)
            parser.parse_punctuation("=")
            shardings.append(TensorShardingPerValueAttr.parse_body(parser))
        parser.parse_keyword("manual_axes")
        parser.parse_punctuation("=")
        manual = ManualAxesAttr.parse_body(parser)
        arguments = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_argument)
        body = parser.parse_region(arguments)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        position = parser.pos
        function_type = parser.parse_function_type()
        if len(function_type.inputs.data) != len(operands):
            parser.raise_error(
                f"{len(operands)} operands present, but expected {len(function_type.inputs.data)}", position, parser.pos
            )
        values = parser.resolve_operands(operands, function_type.inputs.data, position)
        op = cls(values, function_type.outputs.data, shardings[0], shardings[1], manual, body)
        op.attributes.update(attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string("(")
        printer.print_list(self.tensors, printer.print_operand)
        printer.print_string(f") in_shardings={self.in_shardings.body()} out_shardings={self.out_shardings.body()}")
        printer.print_string(f" manual_axes={self.manual_axes.body()} (")
        printer.print_list(self.body.block.args, printer.print_block_argument)
        printer.print_string(") ")
        printer.print_region(self.body, print_entry_block_args=False, print_empty_block=False)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(FunctionType.from_lists(self.tensors.types, self.results_.types))

    def verify_(self) -> None:
        """Upstream's `ManualComputationOp::verify`."""
        try:
            self._verify()
        except VerifyException as error:
            raise DiagnosticError(op_error_message(self, str(error)), self) from None
        _check_not_bound(self, self.manual_axes.names())

    def _verify(self) -> None:
        block = self.body.block
        terminator = block.last_op
        returned = list(terminator.operands) if isinstance(terminator, ReturnOp) else []
        if len(self.tensors) != len(block.args):
            raise VerifyException(
                f"number of op operands and region operands must match. Op has {len(self.tensors)} op operands "
                f"and {len(block.args)} region operands"
            )
        if len(self.results_) != len(returned):
            raise VerifyException(
                f"number of op results and region results must match. Op has {len(self.results_)} op results "
                f"and {len(returned)} region results"
            )
        manual = self.manual_axes.names()
        in_meshes = verify_sharding_per_value(self, self.in_shardings, self.tensors.types, "operand")
        out_meshes = verify_sharding_per_value(self, self.out_shardings, self.results_.types, "result")
        meshes = in_meshes + out_meshes
        if not meshes:
            if manual:
                raise VerifyException("cannot have manual_axes when there are no input/output shardings.")
            return
        if any(m != meshes[0] and m.axes.data for m in meshes):
            raise VerifyException("all in and out shardings must be bound to the same mesh or an empty mesh.")
        mesh = meshes[0]
        sizes = mesh.axis_sizes()
        for name in manual:
            if name not in sizes:
                raise VerifyException(f"unknown manual axis: {_quoted(name)}")
        pairs = (
            ("operand", self.in_shardings, self.tensors.types, block.arg_types),
            ("result", self.out_shardings, self.results_.types, [v.type for v in returned]),
        )
        for kind, shardings, global_types, local_types in pairs:
            for index, (sharding, global_type, local_type) in enumerate(
                zip(shardings.shardings.data, global_types, local_types)
            ):
                self._verify_value(kind, index, sharding, global_type, local_type, manual, mesh)

    def _verify_value(
        self,
        kind: str,
        index: int,
        sharding: TensorShardingAttr,
        global_type: Attribute,
        local_type: Attribute,
        manual: list[str],
        mesh: MeshAttr,
    ) -> None:
        refs = [
            *(r for d in sharding.dims() for r in d.axis_refs()),
            *sharding.replicated_axes.data,
            *sharding.unreduced_axes.data,
        ]
        if any(r.is_sub_axis() and r.axis_name.data in manual for r in refs):
            axes = ", ".join(manual)
            raise VerifyException(
                f"{kind} sharding at index {index} cannot use a manual axis as a sub/split axis. Saw manual axes "
                f"{{{axes}}} and sharding #sdy.sharding{sharding.body()}."
            )
        sizes = mesh.axis_sizes()
        assert isinstance(global_type, TensorType)
        for dim_index, dim in enumerate(sharding.dims()):
            free = None
            for ref in dim.axis_refs():
                name = ref.axis_name.data
                if name not in manual:
                    free = free or name
                elif free is not None:
                    raise VerifyException(
                        f"{kind} sharding at index {index} must have all manual axes come before free axes in its "
                        f"dimension sharding at index {dim_index}. Saw manual axis {_quoted(name)} after free axis "
                        f"{_quoted(free)}"
                    )
            parts = math.prod(sizes[r.axis_name.data] for r in dim.axis_refs() if r.axis_name.data in manual)
            size = global_type.get_shape()[dim_index]
            if size != DYNAMIC_INDEX and size % parts:
                raise VerifyException(f"dimension size {size} is not divisible by the manual axes size {parts}")
        expected = TensorType(global_type.element_type, local_shape(global_type.get_shape(), sharding, manual, mesh))
        if expected != local_type:
            region_kind = "region operand" if kind == "operand" else "region result"
            raise VerifyException(
                f"{kind} shape, corresponding sharding, and {region_kind} shape at index {index} must match. "
                f"Expected local shape '{expected}', actual local shape '{local_type}'"
            )

    def mesh(self) -> MeshAttr | None:
        """The mesh its shardings are bound to (None without shardings or mesh)."""
        shardings = [*self.in_shardings.shardings.data, *self.out_shardings.shardings.data]
        meshes = [lookup_mesh(self, s) for s in shardings]
        return next((m for m in meshes if m is not None and m.axes.data), meshes[0] if meshes else None)


# ---------------------------------------------------------------------------
# Collectives (what Shardy's own passes insert: `sdy-insert-explicit-reshards`, `sdy-reshard-to-collectives`)
#
# Shardy's IR keeps the global view: a collective changes how its tensor is laid out over the devices (its
# out_sharding), not the tensor. On one host each is the identity.


def operand_sharding(value: SSAValue) -> tuple[TensorShardingAttr | None, Operation | None]:
    """The sharding a value has (of its function argument, its defining op's `sdy.sharding`, or the sdy op that
    made it), and the op that gives it."""
    owner = value.owner
    if isinstance(owner, Block):
        function = owner.parent_op()
        attrs = function.properties.get("arg_attrs") if function is not None else None
        if isinstance(attrs, ArrayAttr) and owner is function.regions[0].blocks.first:
            sharding = attrs.data[value.index].data.get("sdy.sharding")
            return (sharding if isinstance(sharding, TensorShardingAttr) else None), function
        return None, function
    if isinstance(owner, CollectiveOp):
        return owner.out_sharding, owner
    if isinstance(owner, _ShardingOp):
        return owner.sharding, owner
    per_value = owner.attributes.get("sdy.sharding")
    if isinstance(per_value, TensorShardingPerValueAttr) and value.index < len(per_value.shardings.data):
        return per_value.shardings.data[value.index], owner
    return None, owner


def _axes_text(axes: Sequence[AxisRefAttr]) -> str:
    return "[" + ", ".join(a.body() for a in axes) + "]"


def _check_mergeable(axes: Sequence[AxisRefAttr]) -> None:
    """Upstream's check that no two consecutive sub-axes of one axis could be one."""
    for a, b in zip(axes, axes[1:]):
        if (
            a.is_sub_axis()
            and b.is_sub_axis()
            and a.axis_name == b.axis_name
            and a.sub_axis_info.pre_size.data * a.sub_axis_info.size.data == b.sub_axis_info.pre_size.data
        ):
            raise VerifyException(f"two consecutive sub-axes can be merged: {a.body()}, {b.body()}")


def _check_axis_lists(lists: Sequence[Sequence[AxisRefAttr]], sizes: dict[str, int]) -> None:
    seen: set[str] = set()
    for axes in lists:
        _check_mergeable(axes)
        _check_axes(axes, sizes, seen)


def _parse_axis_lists(parser: AttrParser) -> list[list[AxisRefAttr]]:
    """`[{"x"}, {}]`"""
    return parser.parse_comma_separated_list(parser.Delimiter.SQUARE, lambda: _parse_axis_list(parser))


def _axis_ref(name: StringAttr, low: int, high: int, mesh: MeshAttr) -> AxisRefAttr:
    """The axis ref of the part [low, high) of an axis (the axis itself when that is all of it)."""
    if low == 1 and high == mesh.axis_sizes()[name.data]:
        return AxisRefAttr(name.data)
    return AxisRefAttr(name.data, SubAxisInfoAttr(low, high // low))


def _peel(
    op_kind: str, dim_axes: list[AxisRefAttr], removed: Sequence[AxisRefAttr], dim: int, mesh: MeshAttr
) -> list[AxisRefAttr]:
    """`dim_axes` without `removed`, which must be its suffix: each removed axis is the last one, or its minor
    part (`"x":(4)2` off `"x"` of size 8 leaves `"x":(1)4`). Upstream's message for the first that is not."""
    remaining = list(dim_axes)
    for axis in reversed(removed):
        low, high = _axis_interval(axis, mesh)
        last = remaining[-1] if remaining else None
        last_low, last_high = _axis_interval(last, mesh) if last is not None else (0, 0)
        if last is None or last.axis_name != axis.axis_name or high != last_high or low < last_low:
            raise VerifyException(f"can't apply {op_kind} axis {axis.body()} to operand sharding on dimension {dim}")
        remaining.pop()
        if low != last_low:
            remaining.append(_axis_ref(axis.axis_name, last_low, low, mesh))
    return remaining


def _append(dim_axes: list[AxisRefAttr], added: Sequence[AxisRefAttr], mesh: MeshAttr) -> list[AxisRefAttr]:
    """`dim_axes` then `added`, an axis that continues the last one merged with it (`"x":(1)4` then `"x":(4)2`
    of an axis of size 8 is `"x"`)."""
    result = list(dim_axes)
    for axis in added:
        low, high = _axis_interval(axis, mesh)
        if result and result[-1].axis_name == axis.axis_name and _axis_interval(result[-1], mesh)[1] == low:
            low = _axis_interval(result.pop(), mesh)[0]
        result.append(_axis_ref(axis.axis_name, low, high, mesh))
    return result


def _check_expected(expected: Sequence[AxisRefAttr], result: DimensionShardingAttr, dim: int) -> None:
    if list(expected) != result.axis_refs():
        raise VerifyException(
            f"result sharding doesn't match expected sharding {_axes_text(expected)} on dimension {dim}"
        )


class CollectiveOp(IRDLOperation):
    """A Shardy collective: `sdy.<op> <axes> %tensor out_sharding=<...> : type`; the tensor, laid out anew."""

    tensor = operand_def(TensorType)
    result = result_def(TensorType)
    out_sharding = prop_def(TensorShardingAttr, prop_name="out_sharding")

    NEEDS_OPERAND_SHARDING: ClassVar[bool] = True
    """Whether the operand must have a sharding (else it is taken as replicated)."""

    def _verify(self, operand: TensorShardingAttr, mesh: MeshAttr) -> None:
        """The op's own checks, given the operand's sharding and the mesh (raise VerifyException)."""

    def verify_(self) -> None:
        try:
            _verify_same_type(self)
            mesh = verify_sharding(self, self.out_sharding, self.result.type)
            operand, where = operand_sharding(self.tensor)
            if operand is None:
                if self.NEEDS_OPERAND_SHARDING:
                    raise VerifyException("collective on operand without sharding")
                rank = len(self.result.type.get_shape())
                operand = TensorShardingAttr(self.out_sharding.mesh_or_ref, [DimensionShardingAttr([])] * rank)
            operand_mesh = lookup_mesh(self, operand)
            problem = None if operand_mesh is None else self._mesh_problem(operand, operand_mesh, mesh)
            if problem is not None:
                raise DiagnosticError(
                    op_error_message(self, problem),
                    self,
                    notes=[(f"operand mesh: #sdy.mesh<{operand_mesh.body()}>", where)],
                )
            self._verify(operand, mesh)
        except VerifyException as error:
            raise DiagnosticError(op_error_message(self, str(error)), self) from None

    def _mesh_problem(self, operand: TensorShardingAttr, operand_mesh: MeshAttr, mesh: MeshAttr) -> str | None:
        """What is wrong with the operand's mesh for the result's (None: nothing)."""
        return None if operand_mesh == mesh else "result mesh does not match operand mesh"

    def _print_axes(self, printer: Printer) -> None:
        """What comes between the op name and the operand."""

    @classmethod
    def _parse_axes(cls, parser: Parser) -> dict[str, Attribute]:
        return {}

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        properties = cls._parse_axes(parser)
        sharding = _keyword_value(parser, "out_sharding", lambda: TensorShardingAttr.parse_body(parser))
        value, properties["out_sharding"], attributes = _parse_value_op(parser, sharding)
        return cls.create(operands=[value], result_types=[value.type], properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        self._print_axes(printer)
        _print_value_op(printer, self, self.tensor, f"out_sharding={self.out_sharding.body()}")


def _axis_lists_attr(lists: Sequence[Sequence[AxisRefAttr]]) -> ArrayAttr:
    return ArrayAttr([ArrayAttr(axes) for axes in lists])


class AxesPerDimCollectiveOp(CollectiveOp):
    """A collective with a list of axes per dimension: `sdy.<op> [{"x"}, {}] %tensor out_sharding=<...> : type`."""

    axes_per_dim = prop_def(ArrayAttr[ArrayAttr[AxisRefAttr]])

    @classmethod
    def _parse_axes(cls, parser: Parser) -> dict[str, Attribute]:
        return {"axes_per_dim": _axis_lists_attr(_parse_axis_lists(parser))}

    def _print_axes(self, printer: Printer) -> None:
        printer.print_string(" [" + ", ".join(_axis_list(axes.data) for axes in self.axes_per_dim.data) + "]")

    def lists(self) -> list[list[AxisRefAttr]]:
        return [list(axes.data) for axes in self.axes_per_dim.data]

    def _verify(self, operand: TensorShardingAttr, mesh: MeshAttr) -> None:
        lists = self.lists()
        _check_axis_lists(lists, mesh.axis_sizes())
        rank = len(self.out_sharding.dims())
        if len(lists) != rank:
            raise VerifyException(f"result sharding has rank {rank} but collective axes has rank {len(lists)}")
        for dim, (axes, before, after) in enumerate(zip(lists, operand.dims(), self.out_sharding.dims())):
            _check_expected(self._expected(before.axis_refs(), axes, dim, mesh), after, dim)

    def _expected(
        self, before: list[AxisRefAttr], axes: list[AxisRefAttr], dim: int, mesh: MeshAttr
    ) -> list[AxisRefAttr]:
        """The sharding of dimension `dim` of the result, from the operand's and the op's axes."""
        raise NotImplementedError


@irdl_op_definition
class AllGatherOp(AxesPerDimCollectiveOp):
    """Gathers a tensor's chunks along the axes given per dimension (a suffix of each dimension's sharding).

    %1 = sdy.all_gather [{}, {"x"}] %0 out_sharding=<@mesh, [{"y"}, {}]> : tensor<16x8xf32>
    """

    name = "sdy.all_gather"

    def _expected(
        self, before: list[AxisRefAttr], axes: list[AxisRefAttr], dim: int, mesh: MeshAttr
    ) -> list[AxisRefAttr]:
        return _peel("gathering", before, axes, dim, mesh)


@irdl_op_definition
class AllSliceOp(AxesPerDimCollectiveOp):
    """Slices a tensor's chunks along the axes given per dimension (appended to each dimension's sharding).

    %1 = sdy.all_slice [{}, {"x"}] %0 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<16x8xf32>
    """

    name = "sdy.all_slice"

    NEEDS_OPERAND_SHARDING: ClassVar[bool] = False

    def _expected(
        self, before: list[AxisRefAttr], axes: list[AxisRefAttr], dim: int, mesh: MeshAttr
    ) -> list[AxisRefAttr]:
        return _append(before, axes, mesh)


@irdl_op_definition
class ReduceScatterOp(AxesPerDimCollectiveOp):
    """Sums a tensor over the devices along the axes given per dimension and scatters it along them (appended
    to each dimension's sharding).

        %1 = sdy.reduce_scatter [{"y"}] %0 out_sharding=<@mesh, [{"x", "y"}]> : tensor<16xf32>
    """

    name = "sdy.reduce_scatter"

    NEEDS_OPERAND_SHARDING: ClassVar[bool] = False

    def _expected(
        self, before: list[AxisRefAttr], axes: list[AxisRefAttr], dim: int, mesh: MeshAttr
    ) -> list[AxisRefAttr]:
        return _append(before, axes, mesh)


@irdl_attr_definition
class AllToAllParamAttr(_OpaqueBodyAttr):
    """One move of an all_to_all: axes from a source to a target dimension, `{"x"}: 0->1`."""

    name = "sdy.all_to_all_param"

    axes: ArrayAttr[AxisRefAttr]
    src_dim: IntAttr
    tgt_dim: IntAttr

    def __init__(self, axes: Sequence[AxisRefAttr], src_dim: int, tgt_dim: int):
        super().__init__(ArrayAttr(axes), IntAttr(src_dim), IntAttr(tgt_dim))

    @classmethod
    def parse_body(cls, parser: AttrParser) -> AllToAllParamAttr:
        axes = _parse_axis_list(parser)
        parser.parse_punctuation(":")
        src = parser.parse_integer(allow_negative=True, allow_boolean=False)
        parser.parse_punctuation("->")
        tgt = parser.parse_integer(allow_negative=True, allow_boolean=False)
        return cls(axes, src, tgt)

    def body(self) -> str:
        return f"{_axis_list(self.axes.data)}: {self.src_dim.data}->{self.tgt_dim.data}"


@irdl_op_definition
class AllToAllOp(CollectiveOp):
    """Moves axes from source to target dimensions (each a suffix of its source dimension's sharding).

    %1 = sdy.all_to_all [{"x"}: 0->1] %0 out_sharding=<@mesh, [{}, {"x"}]> : tensor<16x8xf32>
    """

    name = "sdy.all_to_all"

    params = prop_def(ArrayAttr[AllToAllParamAttr])

    @classmethod
    def _parse_axes(cls, parser: Parser) -> dict[str, Attribute]:
        params = parser.parse_comma_separated_list(
            parser.Delimiter.SQUARE, lambda: AllToAllParamAttr.parse_body(parser)
        )
        return {"params": ArrayAttr(params)}

    def _print_axes(self, printer: Printer) -> None:
        printer.print_string(" [" + ", ".join(p.body() for p in self.params.data) + "]")

    def _verify(self, operand: TensorShardingAttr, mesh: MeshAttr) -> None:
        params = list(self.params.data)
        if not params:
            raise VerifyException("parameter list is empty")
        _check_axis_lists([list(p.axes.data) for p in params], mesh.axis_sizes())
        rank = len(self.out_sharding.dims())
        seen: set[int] = set()
        previous = None
        for param in params:
            for kind, dim in (("source", param.src_dim.data), ("target", param.tgt_dim.data)):
                if not 0 <= dim < rank:
                    raise VerifyException(f"{kind} dimension {dim} is out of range [0, {rank})")
            for dim in (param.src_dim.data, param.tgt_dim.data):
                if dim in seen:
                    raise VerifyException(f"overlapping source/target dimensions in all-to-all params: {dim}")
                seen.add(dim)
            if previous is not None and param.src_dim.data < previous:
                raise VerifyException(
                    f"source dimensions are not sorted in ascending order: {param.src_dim.data} appears after {previous}"
                )
            previous = param.src_dim.data
        expected = [d.axis_refs() for d in operand.dims()]
        for param in params:
            src, tgt, axes = param.src_dim.data, param.tgt_dim.data, list(param.axes.data)
            expected[src] = _peel("all-to-all", expected[src], axes, src, mesh)
            expected[tgt] = _append(expected[tgt], axes, mesh)
        for dim, (axes, result) in enumerate(zip(expected, self.out_sharding.dims())):
            _check_expected(axes, result, dim)


@irdl_op_definition
class CollectivePermuteOp(CollectiveOp):
    """Lays a tensor out with other axes of the same sizes (or the same axes in another order or on other devices).

    %1 = sdy.collective_permute %0 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<16x8xf32>
    """

    name = "sdy.collective_permute"

    def _mesh_problem(self, operand: TensorShardingAttr, operand_mesh: MeshAttr, mesh: MeshAttr) -> str | None:
        # It may move the tensor to another order of the same devices: another mesh of the same axes.
        if operand_mesh.axes != mesh.axes:
            return "result mesh has different axes than operand mesh"
        if operand.mesh_name() != self.out_sharding.mesh_name() and operand_mesh.device_order() == mesh.device_order():
            return "result mesh name is different but same device ids as operand"
        return None

    def _verify(self, operand: TensorShardingAttr, mesh: MeshAttr) -> None:
        operand_mesh = lookup_mesh(self, operand) or mesh
        for dim, (before, after) in enumerate(zip(operand.dims(), self.out_sharding.dims())):
            size_before, size_after = _sharded_size(before, operand_mesh), _sharded_size(after, mesh)
            if size_before != size_after:
                raise VerifyException(
                    f"sharded size of result doesn't match operand on dimension {dim}: {size_after} != {size_before}"
                )


def _axis_size(axis: AxisRefAttr, mesh: MeshAttr) -> int:
    return axis.sub_axis_info.size.data if axis.is_sub_axis() else mesh.axis_sizes()[axis.axis_name.data]


def _sharded_size(dim: DimensionShardingAttr, mesh: MeshAttr) -> int:
    return math.prod(_axis_size(a, mesh) for a in dim.axis_refs())


def _axis_interval(axis: AxisRefAttr, mesh: MeshAttr) -> tuple[int, int]:
    """The part of its full axis an axis ref covers, as [pre-size, pre-size * size)."""
    if axis.is_sub_axis():
        pre = axis.sub_axis_info.pre_size.data
        return pre, pre * axis.sub_axis_info.size.data
    return 1, mesh.axis_sizes()[axis.axis_name.data]


@irdl_op_definition
class AllReduceOp(CollectiveOp):
    """Sums a tensor over the devices along the reduction axes (none of which shards the operand).

    %1 = sdy.all_reduce {"y"} %0 out_sharding=<@mesh, [{}, {"x"}]> : tensor<16x2xf32>
    """

    name = "sdy.all_reduce"

    reduction_axes = prop_def(ArrayAttr[AxisRefAttr])

    NEEDS_OPERAND_SHARDING: ClassVar[bool] = False

    @classmethod
    def _parse_axes(cls, parser: Parser) -> dict[str, Attribute]:
        return {"reduction_axes": ArrayAttr(_parse_axis_list(parser))}

    def _print_axes(self, printer: Printer) -> None:
        printer.print_string(" " + _axis_list(self.reduction_axes.data))

    def _verify(self, operand: TensorShardingAttr, mesh: MeshAttr) -> None:
        axes = list(self.reduction_axes.data)
        _check_axis_lists([axes], mesh.axis_sizes())
        if [d.axis_refs() for d in operand.dims()] != [d.axis_refs() for d in self.out_sharding.dims()]:
            raise VerifyException("operand and result sharding have different axes")
        used = [a for d in operand.dims() for a in d.axis_refs()]
        for axis in axes:
            low, high = _axis_interval(axis, mesh)
            for other in used:
                other_low, other_high = _axis_interval(other, mesh)
                if other.axis_name == axis.axis_name and low < other_high and other_low < high:
                    raise VerifyException(f"reduction axis {axis.body()} overlaps with operand sharding")


# ---------------------------------------------------------------------------
# `sdy.sharding` on functions' arguments and results, and on ops


class SdyAttributeVerifier(DialectAttributeVerifier):
    """Upstream's `SdyDialect::verifyRegionArgAttribute`, `verifyRegionResultAttribute` and
    `verifyOperationAttribute` for `sdy.sharding`:

        func.func @f(%a: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> ...
        %0 = stablehlo.add %a, %b {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x"}]>]>} : tensor<8xf32>
    """

    def verify_operation_attribute(self, op: Operation, name: str, value: Attribute) -> None:
        if name != "sdy.sharding":
            return
        if not isinstance(value, TensorShardingPerValueAttr):
            raise DiagnosticError(
                op_error_message(op, "should have a sharding attribute of type TensorShardingPerValueAttr"), op
            )
        try:
            verify_sharding_per_value(op, value, op.result_types, "result")
        except VerifyException as error:
            raise DiagnosticError(op_error_message(op, str(error)), op) from None

    def _verify_function(self, op: Operation, kind: str, index: int, name: str, value: Attribute) -> None:
        if name != "sdy.sharding":
            return
        function_type = op.properties.get("function_type")
        if not isinstance(function_type, FunctionType):
            return
        types = function_type.inputs.data if kind == "arg" else function_type.outputs.data
        if not isinstance(value, TensorShardingAttr):
            raise DiagnosticError(
                op_error_message(op, f"{kind} {index} - should have a sharding attribute of type TensorShardingAttr"),
                op,
            )
        try:
            verify_sharding(op, value, types[index])
        except VerifyException as error:
            raise DiagnosticError(op_error_message(op, f"{kind} {index} - {error}"), op) from None

    def verify_argument_attribute(self, op: Operation, index: int, name: str, value: Attribute) -> None:
        self._verify_function(op, "arg", index, name, value)

    def verify_result_attribute(self, op: Operation, index: int, name: str, value: Attribute) -> None:
        self._verify_function(op, "result", index, name, value)


register_attribute_verifier("sdy", SdyAttributeVerifier())


SDY = Dialect(
    "sdy",
    [
        MeshOp,
        ShardingConstraintOp,
        ReshardOp,
        ReturnOp,
        ManualComputationOp,
        ShardingGroupOp,
        PropagationBarrierOp,
        ConstantOp,
        NamedComputationOp,
        DataFlowEdgeOp,
        AllGatherOp,
        AllSliceOp,
        ReduceScatterOp,
        AllToAllOp,
        CollectivePermuteOp,
        AllReduceOp,
    ],
    [
        MeshAxisAttr,
        MeshAttr,
        SubAxisInfoAttr,
        AxisRefAttr,
        DimensionShardingAttr,
        TensorShardingAttr,
        TensorShardingPerValueAttr,
        ManualAxesAttr,
        AllToAllParamAttr,
        PropagationDirectionAttr,
        OpShardingRuleAttr,
    ],
)
