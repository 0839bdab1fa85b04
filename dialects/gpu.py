"""The `gpu` dialect with upstream MLIR's custom syntax.

xDSL 0.74's gpu ops print only in generic form, keep `kernel` as a property
where MLIR has the discardable `gpu.kernel` attribute, and lack memset,
shuffle, subgroup_reduce, printf and the address-space attribute. This
module defines the dialect afresh, with the operand segments and attribute
names of MLIR (LLVM 22), so that what we print parses in `mlir-opt` and
the other way round. xDSL's attribute and type classes (`#gpu<dim x>`,
`#gpu<all_reduce_op add>`, `#gpu.loop_dim_map`, `!gpu.async.token`) are
reused as they are.

    gpu.module @kernels {
      gpu.func @scale(%buf: memref<?xf32>, %n: index) kernel {
        %i = gpu.global_id x
        ...
        gpu.return
      }
    }
    gpu.launch_func @kernels::@scale blocks in (%g, %c1, %c1) threads in (%b, %c1, %c1)
        args(%buf : memref<?xf32>, %n : index)

Added here, as xDSL lacks them: the subgroup matrix (mma) ops on `!gpu.mma_matrix`,
`gpu.dynamic_shared_memory`, and the loop mapping attributes of `scf.forall`:

    %a = gpu.subgroup_mma_load_matrix %m[%i, %j] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    %s = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    scf.forall (%i) in (%n) { ... } {mapping = [#gpu.thread<x>]}

This module also re-exports xDSL's other `gpu` ops, so that `from aiopt.dialects import gpu`
names the class the context registers for every `gpu` op: passes build ops from it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from xdsl.dialects import builtin
from xdsl.dialects import gpu as xdsl_gpu
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FunctionType,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    Signedness,
    StringAttr,
    SymbolNameConstraint,
    SymbolRefAttr,
    UnitAttr,
    VectorType,
    f32,
    f64,
    i1,
    i32,
    i64,
)
from xdsl.dialects.gpu import *
from xdsl.dialects.gpu import (
    AsyncTokenType,
    DimensionAttr,
    DimensionEnum,
    LoopDimMapAttr,
    ProcessorAttr,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import (
    Attribute,
    Block,
    Dialect,
    Operation,
    ParametrizedAttribute,
    Region,
    SpacedOpaqueSyntaxAttribute,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    AnyOf,
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    attr_def,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_attr_def,
    opt_operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import (
    CallableOpInterface,
    HasParent,
    IsolatedFromAbove,
    IsTerminator,
    MemoryWriteEffect,
    NoTerminator,
    Pure,
    SymbolOpInterface,
    SymbolTable,
)
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from aiopt.dialects.memref import layout_symbol_count
from aiopt.dialects.scf import DeviceMappingAttrInterface
from aiopt.dialects.slicing import strides_and_offset
from aiopt.support.canonical_classes import irdl_op_redefinition
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.dialect_attributes import DialectAttributeVerifier, register_attribute_verifier
from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.irdl_verification import describe_attribute
from aiopt.support.parsing import parse_integer_attr

__all__ = ["GPU", "AddressSpace", "AddressSpaceAttr"]

_LAUNCH_SIZE = AnyOf.get(IndexType, IntegerType)


class AddressSpace(StrEnum):
    GLOBAL = "global"
    WORKGROUP = "workgroup"
    PRIVATE = "private"


@irdl_attr_definition
class AddressSpaceAttr(EnumAttribute[AddressSpace]):
    """A memref's memory space on a GPU: `#gpu.address_space<workgroup>`."""

    name = "gpu.address_space"

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(f"<{self.data}>")

    @classmethod
    def parse_parameter(cls, parser) -> AddressSpace:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(AddressSpace)


MappingId = StrEnum("MappingId", {name: name for name in ("x", "y", "z", *(f"linear_dim_{i}" for i in range(10)))})
"""Upstream's `MappingIdEnum`: the dimension an `scf.forall` loop maps to (`x`, `y`, `z`, `linear_dim_N`)."""


class _MappingAttr(EnumAttribute[MappingId], DeviceMappingAttrInterface):
    """A processor dimension of a loop's `mapping`: `#gpu.<processor><x>` (upstream's `DeviceMappingAttrInterface`)."""

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(f"<{self.data}>")

    @classmethod
    def parse_parameter(cls, parser) -> MappingId:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(MappingId)


@irdl_attr_definition
class ThreadMappingAttr(_MappingAttr):
    """Map a loop dimension to a thread index: `scf.forall ... {mapping = [#gpu.thread<x>]}`."""

    name = "gpu.thread"


@irdl_attr_definition
class BlockMappingAttr(_MappingAttr):
    """Map a loop dimension to a block index: `#gpu.block<y>`."""

    name = "gpu.block"


@irdl_attr_definition
class WarpMappingAttr(_MappingAttr):
    """Map a loop dimension to a warp index: `#gpu.warp<x>`."""

    name = "gpu.warp"


@irdl_attr_definition
class WarpgroupMappingAttr(_MappingAttr):
    """Map a loop dimension to a warpgroup index: `#gpu.warpgroup<x>`."""

    name = "gpu.warpgroup"


@irdl_attr_definition
class LaneMappingAttr(_MappingAttr):
    """Map a loop dimension to a lane index: `#gpu.lane<x>`."""

    name = "gpu.lane"


class ReductionKind(StrEnum):
    ADD = "add"
    MUL = "mul"
    MINUI = "minui"
    MINSI = "minsi"
    MINNUMF = "minnumf"
    MAXUI = "maxui"
    MAXSI = "maxsi"
    MAXNUMF = "maxnumf"
    AND = "and"
    OR = "or"
    XOR = "xor"
    MINIMUMF = "minimumf"
    MAXIMUMF = "maximumf"


@irdl_attr_definition
class AllReduceOpAttr(EnumAttribute[ReductionKind], SpacedOpaqueSyntaxAttribute):
    """The combining op of a gpu.all_reduce / subgroup_reduce: `#gpu<all_reduce_op add>`.

    Replaces xDSL's attribute of the same name, whose enum still has MLIR's
    old `max`/`min` instead of the typed kinds (maxnumf, maxsi, ...).
    """

    name = "gpu.all_reduce_op"


class ShuffleMode(StrEnum):
    XOR = "xor"
    UP = "up"
    DOWN = "down"
    IDX = "idx"


@irdl_attr_definition
class ShuffleModeAttr(EnumAttribute[ShuffleMode], SpacedOpaqueSyntaxAttribute):
    """How `gpu.shuffle` picks its source lane: `#gpu<shuffle_mode xor>`."""

    name = "gpu.shuffle_mode"


# --- custom syntax helpers ---------------------------------------------------


def _parse_async_dependencies(parser: Parser) -> tuple[bool, list[SSAValue]]:
    """`(async)? ([%dep, ...])?` as MLIR's `custom<AsyncDependencies>`: an `async` op names its token."""
    pos = parser.pos
    is_async = parser.parse_optional_keyword("async") is not None
    if is_async and getattr(parser, "bound_result_count", lambda: 1)() == 0:
        name = parser.op_name_offset()
        op_name = parser.lexer.input.content[name:].split(None, 1)[0]
        parser.raise_error(f"custom op '{op_name}' needs to be named when marked 'async'", pos, parser.pos)
    dependencies = parser.parse_optional_comma_separated_list(
        parser.Delimiter.SQUARE, lambda: parser.parse_operand(AsyncTokenType())
    )
    return is_async, list(dependencies or [])


def _print_async_dependencies(printer: Printer, token: SSAValue | None, dependencies: Sequence[SSAValue]) -> None:
    if token is not None:
        printer.print_string(" async")
    if dependencies:
        printer.print_string(" [")
        printer.print_list(dependencies, printer.print_operand)
        printer.print_string("]")


def _token_types(is_async: bool) -> list[Attribute]:
    return [AsyncTokenType()] if is_async else []


def _parse_typed_operand_list(parser: Parser) -> list[SSAValue]:
    """`(%a : t, %b : u)`: operands each followed by its type."""

    def parse_one() -> SSAValue:
        unresolved = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        return parser.resolve_operand(unresolved, parser.parse_type())

    parser.parse_punctuation("(")
    if parser.parse_optional_punctuation(")") is not None:
        return []
    values = [parse_one()]
    while parser.parse_optional_punctuation(",") is not None:
        values.append(parse_one())
    parser.parse_punctuation(")", " in argument list")  # upstream's message: `expected ')' in argument list`
    return values


def _print_typed_operand_list(printer: Printer, values: Sequence[SSAValue]) -> None:
    printer.print_string("(")
    printer.print_list(
        values, lambda v: (printer.print_operand(v), printer.print_string(" : "), printer.print_attribute(v.type))
    )
    printer.print_string(")")


def _parse_attributions(parser: Parser, keyword: str) -> list[Parser.Argument]:
    """`workgroup(%a : memref<...>, ...)`, if present."""
    if parser.parse_optional_keyword(keyword) is None:
        return []
    return parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_argument)


def _print_attributions(printer: Printer, keyword: str, arguments: Sequence[SSAValue]) -> None:
    if not arguments:
        return
    printer.print_string(f" {keyword}(")
    printer.print_list(
        arguments,
        lambda a: (printer.print_operand(a), printer.print_string(" : "), printer.print_attribute(a.type)),
    )
    printer.print_string(")")


# ODS's summary of GPU_Dimension (an I32EnumAttr), for `attribute 'dimension' failed to satisfy constraint: ...`.
describe_attribute(DimensionAttr, "a dimension, either 'x', 'y', or 'z'")


def _dimension(parser: Parser) -> DimensionAttr:
    return DimensionAttr(parser.parse_str_enum(DimensionEnum))


# --- index ops -------------------------------------------------------------


class _IndexOp(IRDLOperation):
    """An index-valued query of the launch, with an optional `upper_bound`."""

    result = result_def(IndexType)
    upper_bound = opt_prop_def(IntegerAttr)

    @classmethod
    def _parse_upper_bound(cls, parser: Parser) -> dict[str, Attribute]:
        if parser.parse_optional_keyword("upper_bound") is None:
            return {}
        return {"upper_bound": parse_integer_attr(parser, IndexType())}

    def _print_upper_bound(self, printer: Printer) -> None:
        if self.upper_bound is not None:
            printer.print_string(f" upper_bound {self.upper_bound.value.data}")


class _DimensionIndexOp(_IndexOp):
    dimension = prop_def(DimensionAttr)

    def __init__(self, dimension: DimensionAttr | str, upper_bound: int | None = None):
        if isinstance(dimension, str):
            dimension = DimensionAttr(DimensionEnum(dimension))
        properties: dict[str, Attribute] = {"dimension": dimension}
        if upper_bound is not None:
            properties["upper_bound"] = IntegerAttr(upper_bound, IndexType())
        super().__init__(result_types=[IndexType()], properties=properties)

    @classmethod
    def parse(cls, parser: Parser) -> _DimensionIndexOp:
        dimension = _dimension(parser)
        properties = {"dimension": dimension, **cls._parse_upper_bound(parser)}
        attributes = parser.parse_optional_attr_dict()
        return cls.create(result_types=[IndexType()], properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.dimension.data}")
        self._print_upper_bound(printer)
        printer.print_op_attributes(self.attributes)


def _dimension_index_op(mnemonic: str, doc: str, xdsl_op: type[IRDLOperation] | None = None) -> type[_DimensionIndexOp]:
    """The op `gpu.<mnemonic>`; a redefinition of `xdsl_op` where xDSL has one (it has no `upper_bound`)."""
    bases = (_DimensionIndexOp,) if xdsl_op is None else (xdsl_op, _DimensionIndexOp)
    op = type(mnemonic.title().replace("_", "") + "Op", bases, {"name": f"gpu.{mnemonic}", "__doc__": doc})
    return irdl_op_definition(op) if xdsl_op is None else irdl_op_redefinition(op)


ThreadIdOp = _dimension_index_op(
    "thread_id", "The thread's index in its block along one dimension: `gpu.thread_id x`.", xdsl_gpu.ThreadIdOp
)
BlockIdOp = _dimension_index_op(
    "block_id", "The block's index in the grid along one dimension: `gpu.block_id x`.", xdsl_gpu.BlockIdOp
)
BlockDimOp = _dimension_index_op(
    "block_dim", "The number of threads per block along one dimension: `gpu.block_dim x`.", xdsl_gpu.BlockDimOp
)
GridDimOp = _dimension_index_op(
    "grid_dim", "The number of blocks along one dimension: `gpu.grid_dim x`.", xdsl_gpu.GridDimOp
)
GlobalIdOp = _dimension_index_op(
    "global_id", "block_id * block_dim + thread_id along one dimension: `gpu.global_id x`.", xdsl_gpu.GlobalIdOp
)
ClusterIdOp = _dimension_index_op("cluster_id", "The block's index in its cluster: `gpu.cluster_id x`.")
ClusterDimOp = _dimension_index_op("cluster_dim", "The number of clusters per grid: `gpu.cluster_dim x`.")


class _PlainIndexOp(_IndexOp):
    TYPED: ClassVar[bool] = False
    """Whether the form ends with the result type (`gpu.subgroup_id : index`; `gpu.lane_id` has none)."""

    def __init__(self, upper_bound: int | None = None):
        properties = {} if upper_bound is None else {"upper_bound": IntegerAttr(upper_bound, IndexType())}
        super().__init__(result_types=[IndexType()], properties=properties)

    @classmethod
    def parse(cls, parser: Parser) -> _PlainIndexOp:
        properties = cls._parse_upper_bound(parser)
        attributes = parser.parse_optional_attr_dict()
        result_type = IndexType()
        if cls.TYPED:
            parser.parse_punctuation(":")
            result_type = parser.parse_type()
        return cls.create(result_types=[result_type], properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        self._print_upper_bound(printer)
        printer.print_op_attributes(self.attributes)
        if self.TYPED:
            printer.print_string(" : ")
            printer.print_attribute(self.result.type)


class _TypedPlainIndexOp(_PlainIndexOp):
    TYPED: ClassVar[bool] = True


def _plain_index_op(mnemonic: str, doc: str, xdsl_op: type[IRDLOperation], typed: bool) -> type[_PlainIndexOp]:
    """The op `gpu.<mnemonic>`, a redefinition of `xdsl_op` (which has no `upper_bound`); `typed`: its form
    ends with `: index`, as upstream's."""
    namespace = {"name": f"gpu.{mnemonic}", "__doc__": doc}
    base = _TypedPlainIndexOp if typed else _PlainIndexOp
    op = type(mnemonic.title().replace("_", "") + "Op", (xdsl_op, base), namespace)
    return irdl_op_redefinition(op)


LaneIdOp = _plain_index_op(
    "lane_id", "The thread's lane within its subgroup (warp): `gpu.lane_id`.", xdsl_gpu.LaneIdOp, typed=False
)
SubgroupIdOp = _plain_index_op(
    "subgroup_id", "The subgroup's index within its block: `gpu.subgroup_id : index`.", xdsl_gpu.SubgroupIdOp, True
)
NumSubgroupsOp = _plain_index_op(
    "num_subgroups",
    "The number of subgroups in a block: `gpu.num_subgroups : index`.",
    xdsl_gpu.NumSubgroupsOp,
    typed=True,
)
SubgroupSizeOp = _plain_index_op(
    "subgroup_size",
    "The number of threads per subgroup: `gpu.subgroup_size : index`.",
    xdsl_gpu.SubgroupSizeOp,
    typed=True,
)


# --- module and functions ------------------------------------------------------


@irdl_op_redefinition
class ModuleOp(xdsl_gpu.ModuleOp):
    """A module of device code, compiled separately from the host: `gpu.module @kernels [#nvvm.target] { ... }`."""

    name = "gpu.module"

    body = region_def("single_block")
    sym_name = prop_def(SymbolNameConstraint())
    targets = opt_prop_def(ArrayAttr)
    offloadingHandler = opt_prop_def(Attribute)

    traits = traits_def(IsolatedFromAbove(), NoTerminator(), SymbolOpInterface(), SymbolTable())

    def __init__(self, name: str | StringAttr, body: Region | None = None, targets: Sequence[Attribute] = ()):
        properties: dict[str, Attribute] = {"sym_name": StringAttr(name) if isinstance(name, str) else name}
        if targets:
            properties["targets"] = ArrayAttr(targets)
        IRDLOperation.__init__(self, properties=properties, regions=[body if body is not None else Region(Block())])

    @classmethod
    def parse(cls, parser: Parser) -> ModuleOp:
        properties: dict[str, Attribute] = {"sym_name": parser.parse_symbol_name()}
        if parser.parse_optional_punctuation("<") is not None:
            properties["offloadingHandler"] = parser.parse_attribute()
            parser.parse_punctuation(">")
        targets = parser.parse_optional_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_attribute)
        if targets is not None:
            properties["targets"] = ArrayAttr(targets)
        attributes = parser.parse_optional_attr_dict_with_keyword()
        body = parser.parse_region()
        if not body.blocks:
            body.add_block(Block())
        return cls.create(properties=properties, attributes=attributes.data if attributes else {}, regions=[body])

    def verify_(self) -> None:
        if self.targets is not None and (
            not self.targets.data or not all(_is_target_attr(target) for target in self.targets.data)
        ):
            raise VerifyException(
                "attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 "
                "elements"
            )
        _verify_offloading_handler(self)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        if self.offloadingHandler is not None:  # right after the name, as upstream prints it
            printer.print_string("<")
            printer.print_attribute(self.offloadingHandler)
            printer.print_string(">")
        if self.targets is not None:
            printer.print_string(" [")
            printer.print_list(self.targets.data, printer.print_attribute)
            printer.print_string("]")
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_empty_block=False)


def _is_target_attr(attr: Attribute) -> bool:
    """Whether `attr` is a GPU target attribute (upstream's `GPUTargetAttrInterface`): `#nvvm.target<...>`, `#rocdl.target`."""
    return getattr(attr, "name", "").endswith(".target")


def _verify_offloading_handler(op: ModuleOp | BinaryOp) -> None:
    """Upstream's `OffloadingTranslationAttrTrait` constraint: `#gpu.select_object<...>` is the one we know."""
    handler = op.offloadingHandler
    if handler is not None and not isinstance(handler, SelectObjectAttr):
        raise VerifyException(
            "attribute 'offloadingHandler' failed to satisfy constraint: any attribute with the "
            "`OffloadingTranslationAttrTrait` trait."
        )


KERNEL_ATTR = "gpu.kernel"
"""The discardable unit attribute that marks a gpu.func as a kernel."""


@irdl_op_redefinition
class FuncOp(xdsl_gpu.FuncOp):
    """A function in a gpu.module; `kernel` ones can be launched from the host.

    Block arguments after the function's inputs are its workgroup (shared)
    and private memory attributions:

        gpu.func @k(%a: memref<?xf32>) workgroup(%tile : memref<32xf32, #gpu.address_space<workgroup>>) kernel {
          gpu.return
        }
    """

    name = "gpu.func"

    body = region_def()
    sym_name = attr_def(SymbolNameConstraint())
    function_type = prop_def(FunctionType)
    arg_attrs = opt_prop_def(ArrayAttr)
    res_attrs = opt_prop_def(ArrayAttr)
    workgroup_attrib_attrs = opt_prop_def(ArrayAttr)
    private_attrib_attrs = opt_prop_def(ArrayAttr)
    known_block_size = opt_prop_def(DenseArrayBase)
    known_grid_size = opt_prop_def(DenseArrayBase)
    known_cluster_size = opt_prop_def(DenseArrayBase)
    workgroup_attributions = opt_attr_def(IntegerAttr)

    traits = traits_def(IsolatedFromAbove(), HasParent(ModuleOp), SymbolOpInterface())

    def __init__(
        self,
        name: str,
        function_type: FunctionType,
        body: Region | None = None,
        *,
        kernel: bool = False,
        workgroup_attributions: int = 0,
    ):
        if body is None:
            body = Region(Block(arg_types=function_type.inputs))
        attributes: dict[str, Attribute] = {
            "sym_name": StringAttr(name),
            "workgroup_attributions": IntegerAttr(workgroup_attributions, 64),
        }
        if kernel:
            attributes[KERNEL_ATTR] = UnitAttr()
        IRDLOperation.__init__(self, properties={"function_type": function_type}, attributes=attributes, regions=[body])

    @property
    def is_kernel(self) -> bool:
        return KERNEL_ATTR in self.attributes

    @property
    def num_workgroup_attributions(self) -> int:
        return 0 if self.workgroup_attributions is None else self.workgroup_attributions.value.data

    def workgroup_arguments(self) -> tuple[SSAValue, ...]:
        start = len(self.function_type.inputs)
        return tuple(self.body.blocks[0].args[start : start + self.num_workgroup_attributions])

    def private_arguments(self) -> tuple[SSAValue, ...]:
        return tuple(self.body.blocks[0].args[len(self.function_type.inputs) + self.num_workgroup_attributions :])

    def verify_(self) -> None:
        for name in ("known_block_size", "known_grid_size", "known_cluster_size"):
            value = getattr(self, name)
            if value is not None and (value.elt_type != i32 or len(value) != 3):
                raise VerifyException(
                    f"attribute '{name}' failed to satisfy constraint: i32 dense array attribute with 3 elements "
                    "(if present)"
                )
        if not self.body.blocks:
            raise VerifyException("expected body with at least one block")
        inputs = self.function_type.inputs.data
        arg_types = self.body.blocks[0].arg_types
        expected = len(inputs) + self.num_workgroup_attributions
        if len(arg_types) < expected:
            raise VerifyException(f"expected at least {expected} arguments to body region")
        if arg_types[: len(inputs)] != inputs:
            raise VerifyException("expected body region argument types to match the function's input types")
        for argument in self.workgroup_arguments():
            _verify_attribution(argument, AddressSpace.WORKGROUP)
        for argument in self.private_arguments():
            _verify_attribution(argument, AddressSpace.PRIVATE)
        if self.is_kernel and self.function_type.outputs.data:
            raise VerifyException("expected void return type for kernel function")

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        name = parser.parse_symbol_name()
        arguments: list[Parser.Argument] = []
        arg_attrs: list[DictionaryAttr] = []

        def parse_argument() -> None:
            argument = parser.parse_optional_argument()
            if argument is None:
                parser.raise_error(f"custom op '{cls.name}' gpu.func requires named arguments")
            arguments.append(argument)
            arg_attrs.append(DictionaryAttr(parser.parse_optional_dictionary_attr_dict()))

        parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_argument)
        outputs: list[Attribute] = []
        if parser.parse_optional_punctuation("->") is not None:
            outputs = parser.parse_optional_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type) or [
                parser.parse_type()
            ]
        workgroup = _parse_attributions(parser, "workgroup")
        private = _parse_attributions(parser, "private")
        attributes: dict[str, Attribute] = {
            "sym_name": name,
            "workgroup_attributions": IntegerAttr(len(workgroup), 64),
        }
        if parser.parse_optional_keyword("kernel") is not None:
            attributes[KERNEL_ATTR] = UnitAttr()
        # (Upstream's GPUFuncOp::parse adds both to the attribute list: an entry of either is a duplicate.)
        extra = parser.parse_optional_attr_dict_with_keyword(("sym_name", "function_type"))
        properties: dict[str, Attribute] = {
            "function_type": FunctionType.from_lists([a.type for a in arguments], outputs)
        }
        if extra is not None:
            for key, value in extra.data.items():
                if key in cls.get_irdl_definition().properties:
                    properties[key] = value
                else:
                    attributes[key] = value
        if any(a.data for a in arg_attrs):
            properties["arg_attrs"] = ArrayAttr(arg_attrs)
        body = parser.parse_optional_region([*arguments, *workgroup, *private])
        if body is None:
            body = Region()
        return cls.create(properties=properties, attributes=attributes, regions=[body])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string("(")
        inputs = self.function_type.inputs.data
        arg_attrs = self.arg_attrs.data if self.arg_attrs is not None else [None] * len(inputs)
        if self.body.blocks:
            arguments = self.body.blocks[0].args[: len(inputs)]

            def print_argument(pair) -> None:
                argument, attrs = pair
                printer.print_block_argument(argument)
                if attrs is not None and attrs.data:
                    printer.print_string(" ")
                    printer.print_attr_dict(attrs.data)

            printer.print_list(zip(arguments, arg_attrs), print_argument)
        else:
            printer.print_list(inputs, printer.print_attribute)
        printer.print_string(")")
        outputs = self.function_type.outputs.data
        if outputs:
            printer.print_string(" -> ")
            if len(outputs) == 1 and not isinstance(outputs[0], FunctionType):
                printer.print_attribute(outputs[0])
            else:
                printer.print_string("(")
                printer.print_list(outputs, printer.print_attribute)
                printer.print_string(")")
        if self.body.blocks:
            _print_attributions(printer, "workgroup", self.workgroup_arguments())
            _print_attributions(printer, "private", self.private_arguments())
        if self.is_kernel:
            printer.print_string(" kernel")
        shown = {
            name: value
            for name, value in (*self.properties.items(), *self.attributes.items())
            if name not in ("sym_name", "function_type", "arg_attrs", "workgroup_attributions", KERNEL_ATTR)
        }
        printer.print_op_attributes(shown, print_keyword=True)
        if self.body.blocks:
            printer.print_string(" ")
            printer.print_region(self.body, print_entry_block_args=False)


def _verify_attribution(argument: SSAValue, space: AddressSpace) -> None:
    type_ = argument.type
    if not isinstance(type_, MemRefType):
        raise VerifyException(f"expected memref type in attribution, got {type_}")
    memory_space = type_.memory_space
    if not (isinstance(memory_space, AddressSpaceAttr) and memory_space.data == space):
        raise VerifyException(f"expected memory space {space} in attribution")


@irdl_op_redefinition
class ReturnOp(xdsl_gpu.ReturnOp):
    """The terminator of a gpu.func: `gpu.return %v : f32`."""

    name = "gpu.return"

    args = var_operand_def()

    traits = traits_def(HasParent(FuncOp), IsTerminator())  # upstream's order: checked in declaration order
    assembly_format = "attr-dict ($args^ `:` type($args))?"

    def __init__(self, values: Sequence[SSAValue | Operation] = ()):
        IRDLOperation.__init__(self, operands=[values])

    def verify_(self) -> None:
        """Upstream's `ReturnOp::verify`: as many values as the function's results, of their types.

            gpu.func @kernel() {   // note: return type declared here
              gpu.return %0 : index   // error: 'gpu.return' op expected 0 result operands
            }
        """
        func = self.parent_op()
        if not isinstance(func, FuncOp):
            return
        results = func.function_type.outputs.data
        if len(results) != len(self.args):
            raise DiagnosticError(
                op_error_message(self, f"expected {len(results)} result operands"),
                self,
                notes=[("return type declared here", func)],
            )
        for index, (result, operand) in enumerate(zip(results, self.args)):
            if operand.type != result:
                raise VerifyException(f"unexpected type `{operand.type}' for operand #{index}")


@irdl_op_redefinition
class TerminatorOp(xdsl_gpu.TerminatorOp):
    """The terminator of a gpu.launch body:

        gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
                   threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
          gpu.terminator
        }
    """

    name = "gpu.terminator"

    traits = traits_def(IsTerminator())
    assembly_format = "attr-dict"

    def __init__(self):
        IRDLOperation.__init__(self)


@irdl_op_redefinition
class YieldOp(xdsl_gpu.YieldOp):
    """The terminator of gpu.all_reduce and gpu.subgroup_reduce bodies: `gpu.yield %v : f32`."""

    name = "gpu.yield"

    values = var_operand_def()

    traits = traits_def(IsTerminator())
    assembly_format = "attr-dict ($values^ `:` type($values))?"

    def __init__(self, values: Sequence[SSAValue | Operation]):
        IRDLOperation.__init__(self, operands=[values])


@irdl_op_redefinition
class SetDefaultDeviceOp(xdsl_gpu.SetDefaultDeviceOp):
    """Sets the device that later GPU runtime calls of this thread use: `gpu.set_default_device %index`."""

    name = "gpu.set_default_device"

    devIndex = operand_def(i32)

    traits = traits_def(MemoryWriteEffect())
    assembly_format = "attr-dict $devIndex"


@irdl_op_redefinition
class BarrierOp(xdsl_gpu.BarrierOp):
    """Waits until every thread of the block has reached it: `gpu.barrier`."""

    name = "gpu.barrier"

    assembly_format = "attr-dict"

    def __init__(self):
        IRDLOperation.__init__(self)


# --- launches ------------------------------------------------------------------


@irdl_op_redefinition
class LaunchOp(xdsl_gpu.LaunchOp):
    """Runs its body on a grid of blocks of threads, as a kernel outlined later.

        gpu.launch blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
                   threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
          ...
          gpu.terminator
        }

    The body's 12 (or 18 with clusters) leading index arguments are the block
    ids, thread ids, grid sizes and block sizes; workgroup and private
    attributions follow.
    """

    name = "gpu.launch"

    asyncDependencies = var_operand_def(AsyncTokenType)
    gridSizeX = operand_def(IndexType)
    gridSizeY = operand_def(IndexType)
    gridSizeZ = operand_def(IndexType)
    blockSizeX = operand_def(IndexType)
    blockSizeY = operand_def(IndexType)
    blockSizeZ = operand_def(IndexType)
    clusterSizeX = opt_operand_def(IndexType)
    clusterSizeY = opt_operand_def(IndexType)
    clusterSizeZ = opt_operand_def(IndexType)
    dynamicSharedMemorySize = opt_operand_def(i32)
    asyncToken = opt_result_def(AsyncTokenType)
    kernelFunc = opt_prop_def(SymbolRefAttr)
    kernelModule = opt_prop_def(SymbolRefAttr)
    workgroup_attributions = opt_attr_def(IntegerAttr)
    body = region_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        grid_size: Sequence[SSAValue | Operation],
        block_size: Sequence[SSAValue | Operation],
        body: Region | None = None,
        *,
        async_dependencies: Sequence[SSAValue | Operation] = (),
        is_async: bool = False,
        dynamic_shared_memory_size: SSAValue | Operation | None = None,
    ):
        if body is None:
            body = Region(Block(arg_types=[IndexType()] * 12))
        IRDLOperation.__init__(
            self,
            operands=[
                async_dependencies,
                *grid_size,
                *block_size,
                [],
                [],
                [],
                [] if dynamic_shared_memory_size is None else [dynamic_shared_memory_size],
            ],
            result_types=[_token_types(is_async)],
            attributes={"workgroup_attributions": IntegerAttr(0, 64)},
            regions=[body],
        )

    @property
    def has_clusters(self) -> bool:
        return self.clusterSizeX is not None

    @property
    def num_config_arguments(self) -> int:
        return 18 if self.has_clusters else 12

    @property
    def num_workgroup_attributions(self) -> int:
        return 0 if self.workgroup_attributions is None else self.workgroup_attributions.value.data

    def verify_(self) -> None:
        block = self.body.blocks[0] if self.body.blocks else None
        if block is None or not block.ops:
            raise VerifyException("gpu.launch requires a non-empty body")
        count = self.num_config_arguments
        if len(block.args) < count + self.num_workgroup_attributions:
            raise VerifyException("unexpected number of region arguments")  # (upstream's words)
        if any(t != IndexType() for t in block.arg_types[:count]):
            raise VerifyException(f"expected the body to start with {count} index arguments")
        attributions = block.args[count:]
        for index, argument in enumerate(attributions):
            space = AddressSpace.WORKGROUP if index < self.num_workgroup_attributions else AddressSpace.PRIVATE
            _verify_attribution(argument, space)
        for body_block in self.body.blocks:
            last = body_block.last_op
            if last is not None and not last.successors and not isinstance(last, xdsl_gpu.TerminatorOp):
                raise DiagnosticError(
                    "expected 'gpu.terminator' or a terminator with successors",
                    last,
                    notes=[("in 'gpu.launch' body region", self)],
                )

    @classmethod
    def parse(cls, parser: Parser) -> LaunchOp:
        is_async, dependencies = _parse_async_dependencies(parser)
        index = IndexType()

        def parse_config() -> tuple[list[Parser.Argument], list[Parser.Argument], list[SSAValue]]:
            """`(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)` after its keyword."""
            ids = parser.parse_comma_separated_list(
                parser.Delimiter.PAREN, lambda: parser.parse_argument(expect_type=False)
            )
            parser.parse_keyword("in")
            size_args: list[Parser.Argument] = []
            sizes: list[SSAValue] = []

            def parse_size() -> None:
                size_args.append(parser.parse_argument(expect_type=False).resolve(index))
                parser.parse_punctuation("=")
                sizes.append(parser.parse_operand(index))

            parser.parse_comma_separated_list(parser.Delimiter.PAREN, parse_size)
            if len(ids) != 3 or len(sizes) != 3:
                parser.raise_error("expected 3 ids and 3 sizes")
            return [i.resolve(index) for i in ids], size_args, sizes

        cluster_ids: list[Parser.Argument] = []
        cluster_size_args: list[Parser.Argument] = []
        cluster_sizes: list[SSAValue] = []
        if parser.parse_optional_keyword("clusters") is not None:
            cluster_ids, cluster_size_args, cluster_sizes = parse_config()
        parser.parse_keyword("blocks")
        block_ids, grid_size_args, grid_sizes = parse_config()
        parser.parse_keyword("threads")
        thread_ids, block_size_args, block_sizes = parse_config()
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("module") is not None:
            parser.parse_punctuation("(")
            properties["kernelModule"] = SymbolRefAttr(parser.parse_symbol_name())
            parser.parse_punctuation(")")
        if parser.parse_optional_keyword("function") is not None:
            parser.parse_punctuation("(")
            properties["kernelFunc"] = SymbolRefAttr(parser.parse_symbol_name())
            parser.parse_punctuation(")")
        shared_memory: list[SSAValue] = []
        if parser.parse_optional_keyword("dynamic_shared_memory_size") is not None:
            shared_memory.append(parser.parse_operand(i32))
        workgroup = _parse_attributions(parser, "workgroup")
        private = _parse_attributions(parser, "private")
        # Block ids, thread ids, grid sizes, block sizes, then cluster ids and sizes.
        arguments = [*block_ids, *thread_ids, *grid_size_args, *block_size_args, *cluster_ids, *cluster_size_args]
        body = parser.parse_region([*arguments, *workgroup, *private])
        attributes = parser.parse_optional_attr_dict()
        attributes["workgroup_attributions"] = IntegerAttr(len(workgroup), 64)
        clusters = [[c] for c in cluster_sizes] or [[], [], []]
        return cls.create(
            operands=[*dependencies, *grid_sizes, *block_sizes, *cluster_sizes, *shared_memory],
            result_types=_token_types(is_async),
            properties={
                **properties,
                "operandSegmentSizes": DenseArrayBase.from_list(
                    i32, [len(dependencies), 1, 1, 1, 1, 1, 1, *(len(c) for c in clusters), len(shared_memory)]
                ),
            },
            attributes=attributes,
            regions=[body],
        )

    def print(self, printer: Printer) -> None:
        _print_async_dependencies(printer, self.asyncToken, self.asyncDependencies)
        args = self.body.blocks[0].args

        def print_config(
            keyword: str, ids: Sequence[SSAValue], size_args: Sequence[SSAValue], sizes: Sequence[SSAValue]
        ) -> None:
            printer.print_string(f" {keyword}(")
            printer.print_list(ids, printer.print_operand)
            printer.print_string(") in (")
            printer.print_list(
                zip(size_args, sizes),
                lambda pair: (
                    printer.print_operand(pair[0]),
                    printer.print_string(" = "),
                    printer.print_operand(pair[1]),
                ),
            )
            printer.print_string(")")

        if self.has_clusters:
            assert self.clusterSizeX and self.clusterSizeY and self.clusterSizeZ
            print_config(
                "clusters", args[12:15], args[15:18], [self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ]
            )
        print_config("blocks", args[0:3], args[6:9], [self.gridSizeX, self.gridSizeY, self.gridSizeZ])
        print_config("threads", args[3:6], args[9:12], [self.blockSizeX, self.blockSizeY, self.blockSizeZ])
        if self.kernelModule is not None:
            printer.print_string(" module(")
            printer.print_symbol_name(self.kernelModule.root_reference.data)
            printer.print_string(")")
        if self.kernelFunc is not None:
            printer.print_string(" function(")
            printer.print_symbol_name(self.kernelFunc.root_reference.data)
            printer.print_string(")")
        if self.dynamicSharedMemorySize is not None:
            printer.print_string(" dynamic_shared_memory_size ")
            printer.print_operand(self.dynamicSharedMemorySize)
        attributions = args[self.num_config_arguments :]
        count = self.num_workgroup_attributions
        _print_attributions(printer, "workgroup", attributions[:count])
        _print_attributions(printer, "private", attributions[count:])
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False)
        printer.print_op_attributes(self.attributes, reserved_attr_names=("workgroup_attributions",))


@irdl_op_redefinition
class LaunchFuncOp(xdsl_gpu.LaunchFuncOp):
    """Launches a kernel gpu.func of a gpu.module from the host.

    gpu.launch_func @kernels::@scale blocks in (%g, %c1, %c1) threads in (%b, %c1, %c1)
        args(%buf : memref<?xf32>, %n : index)
    """

    name = "gpu.launch_func"

    asyncDependencies = var_operand_def(AsyncTokenType)
    gridSizeX = operand_def(_LAUNCH_SIZE)
    gridSizeY = operand_def(_LAUNCH_SIZE)
    gridSizeZ = operand_def(_LAUNCH_SIZE)
    blockSizeX = operand_def(_LAUNCH_SIZE)
    blockSizeY = operand_def(_LAUNCH_SIZE)
    blockSizeZ = operand_def(_LAUNCH_SIZE)
    clusterSizeX = opt_operand_def(_LAUNCH_SIZE)
    clusterSizeY = opt_operand_def(_LAUNCH_SIZE)
    clusterSizeZ = opt_operand_def(_LAUNCH_SIZE)
    dynamicSharedMemorySize = opt_operand_def(i32)
    kernelOperands = var_operand_def()
    asyncObject = opt_operand_def()
    asyncToken = opt_result_def(AsyncTokenType)
    kernel = prop_def(SymbolRefAttr)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        kernel: SymbolRefAttr,
        grid_size: Sequence[SSAValue | Operation],
        block_size: Sequence[SSAValue | Operation],
        kernel_operands: Sequence[SSAValue | Operation] = (),
        *,
        async_dependencies: Sequence[SSAValue | Operation] = (),
        is_async: bool = False,
        dynamic_shared_memory_size: SSAValue | Operation | None = None,
    ):
        IRDLOperation.__init__(
            self,
            operands=[
                async_dependencies,
                *grid_size,
                *block_size,
                [],
                [],
                [],
                [] if dynamic_shared_memory_size is None else [dynamic_shared_memory_size],
                kernel_operands,
                [],
            ],
            result_types=[_token_types(is_async)],
            properties={"kernel": kernel},
        )

    @classmethod
    def parse(cls, parser: Parser) -> LaunchFuncOp:
        is_async, dependencies = _parse_async_dependencies(parser)
        async_object: list[SSAValue] = []
        if parser.parse_optional_punctuation("<") is not None:
            unresolved_object = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            async_object.append(parser.resolve_operand(unresolved_object, parser.parse_type()))
            parser.parse_punctuation(">")
        kernel = parser.parse_attribute()
        if not isinstance(kernel, SymbolRefAttr):
            parser.raise_error(f"custom op '{cls.name}' invalid kind of attribute specified")

        def parse_sizes() -> list[SSAValue]:
            parser.parse_keyword("in")
            sizes = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
            if len(sizes) != 3:
                parser.raise_error("expected 3 sizes")
            return sizes

        unresolved_clusters = []
        if parser.parse_optional_keyword("clusters") is not None:
            unresolved_clusters = parse_sizes()
        parser.parse_keyword("blocks")
        unresolved_grid = parse_sizes()
        parser.parse_keyword("threads")
        unresolved_block = parse_sizes()
        size_type: Attribute = IndexType()
        if parser.parse_optional_punctuation(":") is not None:
            size_type = parser.parse_type()
        resolve = lambda values: [parser.resolve_operand(v, size_type) for v in values]
        clusters, grid, block = resolve(unresolved_clusters), resolve(unresolved_grid), resolve(unresolved_block)
        shared_memory: list[SSAValue] = []
        if parser.parse_optional_keyword("dynamic_shared_memory_size") is not None:
            shared_memory.append(parser.parse_operand(i32))
        kernel_operands: list[SSAValue] = []
        if parser.parse_optional_keyword("args") is not None:
            kernel_operands = _parse_typed_operand_list(parser)
        attributes = parser.parse_optional_attr_dict()
        cluster_segments = [1, 1, 1] if clusters else [0, 0, 0]
        return cls.create(
            operands=[*dependencies, *grid, *block, *clusters, *shared_memory, *kernel_operands, *async_object],
            result_types=_token_types(is_async),
            properties={
                "kernel": kernel,
                "operandSegmentSizes": DenseArrayBase.from_list(
                    i32,
                    [
                        len(dependencies),
                        1,
                        1,
                        1,
                        1,
                        1,
                        1,
                        *cluster_segments,
                        len(shared_memory),
                        len(kernel_operands),
                        len(async_object),
                    ],
                ),
            },
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        _print_async_dependencies(printer, self.asyncToken, self.asyncDependencies)
        if self.asyncObject is not None:
            printer.print_string(" <")
            printer.print_operand(self.asyncObject)
            printer.print_string(" : ")
            printer.print_attribute(self.asyncObject.type)
            printer.print_string(">")
        printer.print_string(" ")
        printer.print_attribute(self.kernel)

        def print_sizes(keyword: str, sizes: Sequence[SSAValue]) -> None:
            printer.print_string(f" {keyword} in (")
            printer.print_list(sizes, printer.print_operand)
            printer.print_string(")")

        if self.clusterSizeX is not None:
            assert self.clusterSizeY and self.clusterSizeZ
            print_sizes("clusters", [self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ])
        print_sizes("blocks", [self.gridSizeX, self.gridSizeY, self.gridSizeZ])
        print_sizes("threads", [self.blockSizeX, self.blockSizeY, self.blockSizeZ])
        if self.gridSizeX.type != IndexType():
            printer.print_string(" : ")
            printer.print_attribute(self.gridSizeX.type)
        if self.dynamicSharedMemorySize is not None:
            printer.print_string(" dynamic_shared_memory_size ")
            printer.print_operand(self.dynamicSharedMemorySize)
        if self.kernelOperands:
            printer.print_string(" args")
            _print_typed_operand_list(printer, self.kernelOperands)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        sizes = [self.gridSizeX, self.gridSizeY, self.gridSizeZ, self.blockSizeX, self.blockSizeY, self.blockSizeZ]
        if len({s.type for s in sizes}) != 1:
            raise VerifyException("grid and block sizes must all have the same type")
        if len(self.kernel.nested_references) != 1:
            raise VerifyException("expected the kernel as @module::@function")
        # Upstream's LaunchFuncOp::verify: the closest module is a `gpu.container_module` (whose verifier,
        # `GPUAttributeVerifier`, checks the kernel: `verify_kernel`).
        module = self.parent_op()
        while module is not None and not isinstance(module, builtin.ModuleOp):
            module = module.parent_op()
        if module is None:
            raise VerifyException("expected to belong to a module")
        if "gpu.container_module" not in module.attributes:
            raise VerifyException(
                "expected the closest surrounding module to have the 'gpu.container_module' attribute"
            )

    def verify_kernel(self, module: builtin.ModuleOp) -> None:
        """Upstream's checks of the launched kernel in the `gpu.container_module` verifier, which runs on the
        module before the ops in it: from a function of that module, the kernel must be a `kernel` gpu.func
        of a gpu.module there, taking the launch's operands."""
        parent = self.parent_op()
        kernel = self.properties.get("kernel")  # (missing or malformed: the launch's own verifier reports it)
        if parent is None or parent.parent_op() is not module or not isinstance(kernel, SymbolRefAttr):
            return
        if len(kernel.nested_references) != 1:
            return
        container_name = self.kernel.root_reference.data
        container = SymbolTable.lookup_symbol(module, container_name)
        if container is None:
            raise VerifyException(f"kernel container '{container_name}' is undefined")
        if isinstance(container, BinaryOp):
            return
        if not isinstance(container, ModuleOp):
            raise VerifyException(f"kernel module '{container_name}' is undefined")
        kernel = SymbolTable.lookup_symbol(module, self.kernel)
        if kernel is None:
            raise VerifyException(f"kernel function '{self.kernel}' is undefined")
        if not (
            isinstance(kernel, FuncOp)
            or kernel.has_trait(CallableOpInterface, value_if_unregistered=False)
            or "function_type" in kernel.properties
        ):
            raise DiagnosticError(
                op_error_message(self, f"referenced kernel '{self.kernel}' is not a function"),
                self,
                notes=[("see the kernel definition here", kernel)],
            )
        if KERNEL_ATTR not in kernel.attributes:
            raise VerifyException(f"kernel function is missing the '{KERNEL_ATTR}' attribute")
        if not isinstance(kernel, FuncOp):
            return
        inputs = kernel.function_type.inputs.data
        if len(inputs) != len(self.kernelOperands):
            raise VerifyException(f"got {len(self.kernelOperands)} kernel operands but expected {len(inputs)}")
        for index, (operand, input_type) in enumerate(zip(self.kernelOperands, inputs)):
            if operand.type != input_type:
                raise VerifyException(f"type of function argument {index} does not match")


# --- memory and synchronisation -------------------------------------------------


@irdl_op_redefinition
class AllocOp(xdsl_gpu.AllocOp):
    """Allocates device memory: `%m = gpu.alloc (%n) : memref<?xf32>`."""

    name = "gpu.alloc"

    asyncDependencies = var_operand_def(AsyncTokenType)
    dynamicSizes = var_operand_def(IndexType)
    symbolOperands = var_operand_def(IndexType)
    hostShared = opt_prop_def(UnitAttr)
    memref = result_def(MemRefType)
    asyncToken = opt_result_def(AsyncTokenType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        type_: MemRefType,
        dynamic_sizes: Sequence[SSAValue | Operation] = (),
        *,
        async_dependencies: Sequence[SSAValue | Operation] = (),
        is_async: bool = False,
        host_shared: bool = False,
    ):
        IRDLOperation.__init__(
            self,
            operands=[async_dependencies, dynamic_sizes, []],
            result_types=[type_, _token_types(is_async)],
            properties={"hostShared": UnitAttr()} if host_shared else {},
        )

    def verify_(self) -> None:
        dynamic = sum(1 for d in self.memref.type.get_shape() if d == DYNAMIC_INDEX)
        if dynamic != len(self.dynamicSizes):
            raise VerifyException("dimension operand count does not equal memref dynamic dimension count")
        if len(self.symbolOperands) != layout_symbol_count(self.memref.type):
            raise VerifyException("symbol operand count does not equal memref symbol count")

    @classmethod
    def parse(cls, parser: Parser) -> AllocOp:
        is_async, dependencies = _parse_async_dependencies(parser)
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("host_shared") is not None:
            properties["hostShared"] = UnitAttr()
        sizes = parser.parse_comma_separated_list(parser.Delimiter.PAREN, lambda: parser.parse_operand(IndexType()))
        symbols = (
            parser.parse_optional_comma_separated_list(
                parser.Delimiter.SQUARE, lambda: parser.parse_operand(IndexType())
            )
            or []
        )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, [len(dependencies), len(sizes), len(symbols)])
        return cls.create(
            operands=[*dependencies, *sizes, *symbols],
            result_types=[type_, *_token_types(is_async)],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        _print_async_dependencies(printer, self.asyncToken, self.asyncDependencies)
        if self.hostShared is not None:
            printer.print_string(" host_shared")
        printer.print_string(" (")
        printer.print_list(self.dynamicSizes, printer.print_operand)
        printer.print_string(")")
        if self.symbolOperands:
            printer.print_string("[")
            printer.print_list(self.symbolOperands, printer.print_operand)
            printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.memref.type)


def _async_memory_op(
    name: str,
    doc: str,
    operand_names: Sequence[str],
    xdsl_op: type[IRDLOperation] | None = None,
    verify: Callable[[IRDLOperation], None] | None = None,
) -> type[IRDLOperation]:
    """An async op whose syntax is `(async)? [deps]? %a, %b : type, type`, typed as its operands.

    Where xDSL has the op (`xdsl_op`), a redefinition of it: xDSL's has operand segments, and names
    gpu.dealloc's operand `buffer` where this one says `memref`.
    """

    def init(self, *operands: SSAValue | Operation, async_dependencies=(), is_async: bool = False):
        IRDLOperation.__init__(self, operands=[async_dependencies, *operands], result_types=[_token_types(is_async)])

    @classmethod
    def parse(cls, parser: Parser):
        is_async, dependencies = _parse_async_dependencies(parser)
        unresolved = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        if len(types) != len(unresolved):
            parser.raise_error(f"expected {len(unresolved)} types")
        operands = [parser.resolve_operand(u, t) for u, t in zip(unresolved, types)]
        return cls.create(
            operands=[*dependencies, *operands],
            result_types=_token_types(is_async),
            attributes=attributes,
        )

    def print_(self, printer: Printer) -> None:
        _print_async_dependencies(printer, self.asyncToken, self.asyncDependencies)
        printer.print_string(" ")
        values = [getattr(self, n) for n in operand_names]
        printer.print_list(values, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list([v.type for v in values], printer.print_attribute)

    namespace = {
        "name": name,
        "__doc__": doc,
        "__init__": init,
        "parse": parse,
        "print": print_,
        "asyncDependencies": var_operand_def(AsyncTokenType),
        **{n: operand_def(MemRefType if n in ("dst", "src", "memref") else Attribute) for n in operand_names},
        "asyncToken": opt_result_def(AsyncTokenType),
    }
    if verify is not None:
        namespace["verify_"] = verify
    op = type(name.split(".")[1].title() + "Op", (IRDLOperation,) if xdsl_op is None else (xdsl_op,), namespace)
    return irdl_op_definition(op) if xdsl_op is None else irdl_op_redefinition(op)


DeallocOp = _async_memory_op(
    "gpu.dealloc", "Frees device memory: `gpu.dealloc %m : memref<?xf32>`.", ["memref"], xdsl_gpu.DeallocOp
)
def _verify_memcpy(op: IRDLOperation) -> None:
    """Upstream's `MemcpyOp::verify`: the same element type and compatible shapes."""
    source, dest = op.src.type, op.dst.type
    if source.element_type != dest.element_type:
        raise VerifyException("arguments have incompatible element type")
    if source.get_num_dims() != dest.get_num_dims() or any(
        DYNAMIC_INDEX not in (a, b) and a != b for a, b in zip(source.get_shape(), dest.get_shape())
    ):
        raise VerifyException("arguments have incompatible shape")


def _verify_memset(op: IRDLOperation) -> None:
    """Upstream's TypesMatchWith of gpu.memset: the value is of the memref's element type."""
    if op.value.type != op.dst.type.element_type:
        raise VerifyException("failed to verify that all of {dst, value} have same element type")


MemcpyOp = _async_memory_op(
    "gpu.memcpy", "Copies between host and device memory: `gpu.memcpy %dst, %src : memref<?xf32>, memref<?xf32>`.",
    ["dst", "src"], xdsl_gpu.MemcpyOp, _verify_memcpy,
)  # fmt: skip
MemsetOp = _async_memory_op(
    "gpu.memset", "Sets every element of device memory: `gpu.memset %dst, %v : memref<?xf32>, f32`.",
    ["dst", "value"], verify=_verify_memset,
)  # fmt: skip


@irdl_op_redefinition
class WaitOp(xdsl_gpu.WaitOp):
    """Waits for async tokens: `gpu.wait [%t]` blocks; `%t2 = gpu.wait async [%t]` merges them."""

    name = "gpu.wait"

    asyncDependencies = var_operand_def(AsyncTokenType)
    asyncToken = opt_result_def(AsyncTokenType)

    def __init__(self, async_dependencies: Sequence[SSAValue | Operation] = (), *, is_async: bool = False):
        IRDLOperation.__init__(self, operands=[async_dependencies], result_types=[_token_types(is_async)])

    @classmethod
    def parse(cls, parser: Parser) -> WaitOp:
        is_async, dependencies = _parse_async_dependencies(parser)
        attributes = parser.parse_optional_attr_dict()
        return cls.create(operands=dependencies, result_types=_token_types(is_async), attributes=attributes)

    def print(self, printer: Printer) -> None:
        _print_async_dependencies(printer, self.asyncToken, self.asyncDependencies)
        printer.print_op_attributes(self.attributes)


# --- subgroup and block collectives ------------------------------------------


@irdl_op_definition
class ShuffleOp(IRDLOperation):
    """Exchanges a value between lanes of a subgroup.

    %v, %valid = gpu.shuffle xor %x, %offset, %width : f32
    """

    name = "gpu.shuffle"

    value = operand_def()
    offset = operand_def(i32)
    width = operand_def(i32)
    mode = prop_def(ShuffleModeAttr)
    shuffleResult = result_def()
    valid = result_def(i1)

    def __init__(self, value: SSAValue, offset: SSAValue, width: SSAValue, mode: ShuffleMode | str):
        super().__init__(
            operands=[value, offset, width],
            result_types=[value.type, i1],
            properties={"mode": ShuffleModeAttr(ShuffleMode(mode))},
        )

    def verify_(self) -> None:
        # Upstream's (LLVM 19) operand constraint, then its AllTypesMatch.
        if self.value.type not in (i32, i64, f32, f64):
            raise VerifyException(f"operand #0 must be i32, i64, f32 or f64, but got '{self.value.type}'")
        if self.shuffleResult.type != self.value.type:
            raise VerifyException("failed to verify that all of {value, shuffleResult} have same type")

    @classmethod
    def parse(cls, parser: Parser) -> ShuffleOp:
        mode = ShuffleModeAttr(parser.parse_str_enum(ShuffleMode))
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        offset = parser.parse_operand(i32)
        parser.parse_punctuation(",")
        width = parser.parse_operand(i32)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        return cls.create(
            operands=[parser.resolve_operand(value, type_), offset, width],
            result_types=[type_, i1],
            properties={"mode": mode},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.mode.data} ")
        printer.print_list([self.value, self.offset, self.width], printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)


def _signless(type_: Attribute) -> bool:
    """Not a signed or unsigned integer (upstream's AnySignlessInteger; floats pass)."""
    return not isinstance(type_, IntegerType) or type_.signedness.data == Signedness.SIGNLESS


class _ReduceOp(IRDLOperation):
    value = operand_def()
    result = result_def()
    op = opt_prop_def(AllReduceOpAttr)
    uniform = opt_prop_def(UnitAttr)

    def _verify_reduction(self) -> None:
        if self.result.type != self.value.type:
            raise VerifyException("the result must have the type of the value")

    def _verify_kind_and_type(self, element_type: Attribute) -> None:
        """Upstream's `verifyReduceOpAndType`: float kinds need floats, integer and bitwise kinds integers.

        %r = gpu.all_reduce minsi %x {} : (f32) -> f32
        // error: `minsi` reduction operation is not compatible with type 'f32'
        """
        if self.op is None:
            return
        kind = self.op.data
        if (kind in _FLOAT_REDUCTIONS and not isinstance(element_type, AnyFloat)) or (
            kind in _INTEGER_REDUCTIONS and not isinstance(element_type, IntegerType)
        ):
            raise DiagnosticError(  # upstream's emitError: no op name in front
                f"`{kind.value}` reduction operation is not compatible with type '{self.result.type}'", self
            )


_FLOAT_REDUCTIONS = (ReductionKind.MINNUMF, ReductionKind.MAXNUMF, ReductionKind.MINIMUMF, ReductionKind.MAXIMUMF)
_INTEGER_REDUCTIONS = (
    ReductionKind.MINSI,
    ReductionKind.MINUI,
    ReductionKind.MAXSI,
    ReductionKind.MAXUI,
    ReductionKind.AND,
    ReductionKind.OR,
    ReductionKind.XOR,
)


def _parse_reduction_kind(parser: Parser) -> dict[str, Attribute]:
    """The optional reduction kind keyword (`add`, `maxnumf`, ...); another bare word is upstream's
    `invalid op kind`."""
    pos = parser.pos
    word = parser.parse_optional_identifier()
    if word is None:
        return {}
    if word not in {kind.value for kind in ReductionKind}:
        parser.raise_error("invalid op kind", pos, parser.pos)
    return {"op": AllReduceOpAttr(ReductionKind(word))}


@irdl_op_definition
class SubgroupReduceOp(_ReduceOp):
    """Reduces a value across the lanes of a subgroup: `%r = gpu.subgroup_reduce add %x : (f32) -> f32`."""

    name = "gpu.subgroup_reduce"

    cluster_size = opt_prop_def(IntegerAttr)
    cluster_stride = opt_prop_def(IntegerAttr)

    def __init__(self, value: SSAValue, kind: ReductionKind | str, *, uniform: bool = False):
        properties: dict[str, Attribute] = {
            "op": AllReduceOpAttr(ReductionKind(kind)),
            "cluster_stride": IntegerAttr(1, 32),
        }
        if uniform:
            properties["uniform"] = UnitAttr()
        super().__init__(operands=[value], result_types=[value.type], properties=properties)

    def verify_(self) -> None:
        # Upstream's operand constraint, AnyIntegerOrFloatOr1DVector.
        value_type = self.value.type
        element = value_type.element_type if isinstance(value_type, VectorType) else value_type
        rank_ok = not isinstance(value_type, VectorType) or value_type.get_num_dims() == 1
        if not (rank_ok and isinstance(element, AnyFloat | IntegerType) and _signless(element)):
            raise VerifyException(
                "operand #0 must be Integer or Float or vector of Integer or Float values of ranks 1, "
                f"but got '{value_type}'"
            )
        self._verify_reduction()
        if self.op is None:
            raise VerifyException("expected a reduction kind")
        element_type = self.result.type
        if isinstance(element_type, VectorType):
            if any(element_type.get_scalable_dims()):
                raise VerifyException("is not compatible with scalable vector types")
            element_type = element_type.element_type
        self._verify_kind_and_type(element_type)

    @classmethod
    def parse(cls, parser: Parser) -> SubgroupReduceOp:
        properties = _parse_reduction_kind(parser)
        if not properties:
            parser.raise_error("expected a reduction kind")
        value = parser.parse_unresolved_operand()
        if parser.parse_optional_keyword("uniform") is not None:
            properties["uniform"] = UnitAttr()
        if parser.parse_optional_keyword("cluster") is not None:
            parser.parse_punctuation("(")
            parser.parse_keyword("size")
            parser.parse_punctuation("=")
            properties["cluster_size"] = parse_integer_attr(parser, IntegerType(32))
            if parser.parse_optional_punctuation(",") is not None:
                parser.parse_keyword("stride")
                parser.parse_punctuation("=")
                properties["cluster_stride"] = parse_integer_attr(parser, IntegerType(32))
            parser.parse_punctuation(")")
        properties.setdefault("cluster_stride", IntegerAttr(1, 32))
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        return cls.create(
            operands=[parser.resolve_operand(value, function_type.inputs.data[0])],
            result_types=list(function_type.outputs.data),
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        assert self.op is not None
        printer.print_string(f" {self.op.data} ")
        printer.print_operand(self.value)
        if self.uniform is not None:
            printer.print_string(" uniform")
        if self.cluster_size is not None:
            printer.print_string(f" cluster(size = {self.cluster_size.value.data}")
            stride = 1 if self.cluster_stride is None else self.cluster_stride.value.data
            if stride != 1:
                printer.print_string(f", stride = {stride}")
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : ({self.value.type}) -> {self.result.type}")


@irdl_op_redefinition
class AllReduceOp(xdsl_gpu.AllReduceOp, _ReduceOp):
    """Reduces a value across all threads of a block, by a named kind or by its body.

    %sum = gpu.all_reduce add %x {} : (f32) -> f32
    """

    name = "gpu.all_reduce"

    body = region_def()

    traits = traits_def(IsolatedFromAbove())

    def __init__(self, value: SSAValue, kind: ReductionKind | str | None = None, body: Region | None = None):
        properties = {} if kind is None else {"op": AllReduceOpAttr(ReductionKind(kind))}
        IRDLOperation.__init__(
            self, operands=[value], result_types=[value.type], properties=properties, regions=[body or Region()]
        )

    def verify_(self) -> None:
        if not isinstance(self.value.type, IntegerType | AnyFloat):
            raise VerifyException(f"operand #0 must be Integer or Float, but got '{self.value.type}'")
        self._verify_reduction()
        has_body = bool(self.body.blocks)
        # Upstream's emitError (no op name in front), as for the yields below.
        if has_body == (self.op is not None):
            raise DiagnosticError("expected either an op attribute or a non-empty body", self)
        if has_body and len(self.body.blocks[0].args) != 2:
            raise DiagnosticError("expected two region arguments", self)
        if has_body and any(t != self.value.type for t in self.body.blocks[0].arg_types):
            raise DiagnosticError("incorrect region argument type", self)
        yields = 0
        for block in self.body.blocks:
            terminator = block.last_op
            if isinstance(terminator, xdsl_gpu.YieldOp):
                if len(terminator.operands) != 1:
                    raise DiagnosticError("expected one gpu.yield operand", self)
                if terminator.operands[0].type != self.value.type:
                    raise DiagnosticError("incorrect gpu.yield type", self)
                yields += 1
        if has_body and not yields:
            raise DiagnosticError("expected gpu.yield op in region", self)
        self._verify_kind_and_type(self.result.type)

    @classmethod
    def parse(cls, parser: Parser) -> AllReduceOp:
        properties = _parse_reduction_kind(parser)
        value = parser.parse_unresolved_operand()
        if parser.parse_optional_keyword("uniform") is not None:
            properties["uniform"] = UnitAttr()
        body = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        function_type = parser.parse_function_type()
        return cls.create(
            operands=[parser.resolve_operand(value, function_type.inputs.data[0])],
            result_types=list(function_type.outputs.data),
            properties=properties,
            attributes=attributes,
            regions=[body],
        )

    def print(self, printer: Printer) -> None:
        if self.op is not None:
            printer.print_string(f" {self.op.data}")
        printer.print_string(" ")
        printer.print_operand(self.value)
        if self.uniform is not None:
            printer.print_string(" uniform")
        printer.print_string(" ")
        printer.print_region(self.body)
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : ({self.value.type}) -> {self.result.type}")


@irdl_op_definition
class PrintfOp(IRDLOperation):
    """Prints from device code, as C's printf: `gpu.printf "x=%f\\n", %x : f32`."""

    name = "gpu.printf"

    format = prop_def(StringAttr)
    args = var_operand_def()

    def __init__(self, format: str, args: Sequence[SSAValue] = ()):
        super().__init__(operands=[args], properties={"format": StringAttr(format)})

    @classmethod
    def parse(cls, parser: Parser) -> PrintfOp:
        format = parser.parse_str_literal()
        unresolved = []
        if parser.parse_optional_punctuation(",") is not None:
            unresolved = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict()
        args = []
        if unresolved:
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
            if len(types) != len(unresolved):
                parser.raise_error(f"expected {len(unresolved)} types")
            args = [parser.resolve_operand(u, t) for u, t in zip(unresolved, types)]
        return cls.create(operands=args, properties={"format": StringAttr(format)}, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_attribute(self.format)
        if self.args:
            printer.print_string(", ")
            printer.print_list(self.args, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        if self.args:
            printer.print_string(" : ")
            printer.print_list(self.args.types, printer.print_attribute)


# --- subgroup matrix ops (mma) and dynamic shared memory -----------------------------


MMA_OPERANDS = ("AOp", "BOp", "COp")


def _is_mma_element_type(type_: Attribute) -> bool:
    """Upstream's `MMAMatrixType::isValidElementType`: si8, ui8, i32, f16, f32 or f64."""
    if isinstance(type_, IntegerType):
        return (type_.width.data, type_.signedness.data) in (
            (8, Signedness.SIGNED), (8, Signedness.UNSIGNED), (32, Signedness.SIGNLESS)
        )  # fmt: skip
    return isinstance(type_, Float16Type | Float32Type | Float64Type)


def _mma_matrix_problem(shape: Sequence[int], element_type: Attribute, operand: str) -> str | None:
    """Upstream's `MMAMatrixType::verifyInvariants`, in its order."""
    if operand not in MMA_OPERANDS:
        return "operand expected to be one of AOp, BOp or COp"
    if len(shape) != 2:
        return "MMAMatrixType must have exactly two dimensions"
    if not _is_mma_element_type(element_type):
        return "MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64"
    return None


@irdl_attr_definition
class MMAMatrixType(ParametrizedAttribute, TypeAttribute):
    """A 2-D matrix held by a subgroup (warp) for the mma ops, in the role of the A, B or C operand
    of a matrix multiply-accumulate: `!gpu.mma_matrix<16x16xf16, "AOp">`."""

    name = "gpu.mma_matrix"

    shape: ArrayAttr[IntAttr]
    element_type: Attribute
    operand: StringAttr

    def __init__(self, shape: Sequence[int], element_type: Attribute, operand: str):
        super().__init__(ArrayAttr([IntAttr(size) for size in shape]), element_type, StringAttr(operand))

    def get_shape(self) -> tuple[int, ...]:
        return tuple(size.data for size in self.shape.data)

    def verify(self) -> None:
        problem = _mma_matrix_problem(self.get_shape(), self.element_type, self.operand.data)
        if problem is not None:
            raise VerifyException(problem)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        # Upstream reports an invalid matrix type at its mnemonic, where the dialect's parser starts.
        pos = max(parser.lexer.input.content.rfind("mma_matrix", 0, parser.pos), 0)
        parser.parse_punctuation("<")
        start = parser.pos
        shape, element_type = parser.parse_ranked_shape()
        if any(size < 0 for size in shape):
            # Upstream's parseDimensionList(allowDynamic=false); a `?` printed as INT64_MIN before.
            dynamic = parser.lexer.input.content.find("?", start)
            parser.raise_error("expected static shape", dynamic, dynamic + 1)
        parser.parse_punctuation(",")
        operand = parser.parse_str_literal()
        parser.parse_punctuation(">")
        problem = _mma_matrix_problem(shape, element_type, operand)
        if problem is not None:
            parser.raise_error(problem, pos, pos + len("mma_matrix"))
        return [ArrayAttr([IntAttr(size) for size in shape]), element_type, StringAttr(operand)]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<" + "".join(f"{size}x" for size in self.get_shape()))
        printer.print_attribute(self.element_type)
        printer.print_string(f', "{self.operand.data}">')


_MMA_MEMREF_ELEMENTS = "8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float"


def _is_mma_memref_element(type_: Attribute) -> bool:
    if isinstance(type_, VectorType):
        return type_.get_num_dims() == 1 and _is_mma_memref_element(type_.element_type)
    if isinstance(type_, IntegerType):
        return type_.signedness.data == Signedness.SIGNLESS and type_.width.data in (8, 32)
    return isinstance(type_, Float16Type | Float32Type | Float64Type)


def _verify_mma_memref(value: SSAValue, position: int) -> MemRefType:
    """The ODS constraint `GPU_MMAMemRef` on operand #`position`, in its words."""
    type_ = value.type
    if not isinstance(type_, MemRefType) or not _is_mma_memref_element(type_.element_type):
        raise VerifyException(
            f"operand #{position} must be memref of {_MMA_MEMREF_ELEMENTS} or vector of {_MMA_MEMREF_ELEMENTS} "
            f"values of ranks 1 values, but got '{type_}'"
        )
    return type_


def _last_dim_unit_stride(type_: MemRefType) -> bool:
    """Upstream's `isLastDimUnitStride`: a strided layout whose innermost stride is 1."""
    strided = strides_and_offset(type_)
    return strided is not None and (not strided[0] or strided[0][-1] == 1)


def _verify_lead_dimension(op: IRDLOperation) -> None:
    lead = op.properties.get("leadDimension")
    if lead is None:
        raise VerifyException("requires attribute 'leadDimension'")
    if not isinstance(lead, IntegerAttr) or not isinstance(lead.type, IndexType):
        raise VerifyException("attribute 'leadDimension' failed to satisfy constraint: index attribute")


@irdl_op_definition
class SubgroupMmaLoadMatrixOp(IRDLOperation):
    """A subgroup's load of an mma matrix from memory at the indices, rows `leadDimension` apart:

        %a = gpu.subgroup_mma_load_matrix %m[%i, %j] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
    """

    name = "gpu.subgroup_mma_load_matrix"

    srcMemref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    leadDimension = opt_prop_def(IntegerAttr)
    transpose = opt_prop_def(UnitAttr)
    res = result_def(MMAMatrixType)

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$srcMemref `[` $indices `]` attr-dict `:` type($srcMemref) `->` type($res)"

    def verify_(self) -> None:
        memref = _verify_mma_memref(self.srcMemref, 0)
        _verify_lead_dimension(self)
        if not _last_dim_unit_stride(memref):
            raise DiagnosticError("expected source memref most minor dim must have unit stride", self)


@irdl_op_definition
class SubgroupMmaStoreMatrixOp(IRDLOperation):
    """A subgroup's store of a C-operand mma matrix to memory at the indices:

        gpu.subgroup_mma_store_matrix %c, %m[%i, %j] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x32xf16, 3>
    """

    name = "gpu.subgroup_mma_store_matrix"

    src = operand_def(MMAMatrixType)
    dstMemref = operand_def(MemRefType)
    indices = var_operand_def(IndexType)
    leadDimension = opt_prop_def(IntegerAttr)
    transpose = opt_prop_def(UnitAttr)

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$src `,` $dstMemref `[` $indices `]` attr-dict `:` type($src) `,` type($dstMemref)"

    def verify_(self) -> None:
        memref = _verify_mma_memref(self.dstMemref, 1)
        _verify_lead_dimension(self)
        if not _last_dim_unit_stride(memref):
            raise DiagnosticError("expected destination memref most minor dim must have unit stride", self)
        if self.src.type.operand.data != "COp":
            raise DiagnosticError("expected the operand matrix being stored to have 'COp' operand type", self)


@irdl_op_definition
class SubgroupMmaComputeOp(IRDLOperation):
    """A subgroup's matrix multiply-accumulate `A * B + C`; the result has C's type:

        %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
    """

    name = "gpu.subgroup_mma_compute"

    opA = operand_def(MMAMatrixType)
    opB = operand_def(MMAMatrixType)
    opC = operand_def(MMAMatrixType)
    a_transpose = opt_prop_def(UnitAttr)
    b_transpose = opt_prop_def(UnitAttr)
    res = result_def(MMAMatrixType)

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> SubgroupMmaComputeOp:
        operands = [parser.parse_unresolved_operand()]
        for _ in range(2):
            parser.parse_punctuation(",")
            operands.append(parser.parse_unresolved_operand())
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        a_type = parser.parse_type()
        parser.parse_punctuation(",")
        b_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        properties = {name: attributes.pop(name) for name in ("a_transpose", "b_transpose") if name in attributes}
        op = cls.build(
            operands=parser.resolve_operands(operands, [a_type, b_type, result_type], parser.pos),
            result_types=[result_type],
            properties=properties,
            attributes=attributes,
        )
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_op_attributes({**self.properties, **self.attributes})
        printer.print_string(f" : {self.opA.type}, {self.opB.type} -> {self.res.type}")

    def verify_(self) -> None:
        if self.opC.type != self.res.type:
            raise VerifyException("failed to verify that all of {opC, res} have same type")
        a, b, c = self.opA.type, self.opB.type, self.opC.type
        if (a.operand.data, b.operand.data, c.operand.data) != MMA_OPERANDS:
            raise DiagnosticError("operands must be in the order AOp, BOp, COp", self)
        (a0, a1), (b0, b1), (c0, c1) = a.get_shape(), b.get_shape(), c.get_shape()
        if a1 != b0 or a0 != c0 or b1 != c1:
            raise DiagnosticError("operand shapes do not satisfy matmul constraints", self)


@irdl_op_definition
class SubgroupMmaConstantMatrixOp(IRDLOperation):
    """An mma matrix with every element `value`: `%c = gpu.subgroup_mma_constant_matrix %f : !gpu.mma_matrix<16x16xf32, "COp">`."""

    name = "gpu.subgroup_mma_constant_matrix"

    value = operand_def()
    res = result_def(MMAMatrixType)

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> SubgroupMmaConstantMatrixOp:
        value = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        result_type = parser.parse_type()
        if not isinstance(result_type, MMAMatrixType):
            parser.raise_error(f"expected an mma matrix type, got '{result_type}'", pos, parser.pos)
        # The value's type is the matrix's element type (upstream's TypesMatchWith).
        return cls.build(
            operands=[parser.resolve_operand(value, result_type.element_type)],
            result_types=[result_type],
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : {self.res.type}")

    def verify_(self) -> None:
        if self.value.type != self.res.type.element_type:
            raise VerifyException("failed to verify that value type matches element type of mma_matrix")


class MMAElementwiseOp(StrEnum):
    ADDF = "addf"
    MULF = "mulf"
    SUBF = "subf"
    MAXF = "maxf"
    MINF = "minf"
    DIVF = "divf"
    ADDI = "addi"
    MULI = "muli"
    SUBI = "subi"
    DIVS = "divs"
    DIVU = "divu"
    NEGATEF = "negatef"
    NEGATES = "negates"
    EXTF = "extf"


@irdl_attr_definition
class MMAElementwiseOpAttr(EnumAttribute[MMAElementwiseOp], SpacedOpaqueSyntaxAttribute):
    """The operation of a gpu.subgroup_mma_elementwise: `#gpu<mma_element_wise addf>`."""

    name = "gpu.mma_element_wise"


@irdl_op_definition
class SubgroupMmaElementwiseOp(IRDLOperation):
    """An elementwise op on mma matrices:

        %e = gpu.subgroup_mma_elementwise addf %a, %b : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    """

    name = "gpu.subgroup_mma_elementwise"

    args = var_operand_def(MMAMatrixType)
    opType = prop_def(MMAElementwiseOpAttr)
    res = result_def(MMAMatrixType)

    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> SubgroupMmaElementwiseOp:
        kind = parser.parse_str_enum(MMAElementwiseOp)
        operands = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        function_type = parser.parse_function_type()
        if len(function_type.outputs) != 1:
            parser.raise_error("expected one result type", pos, parser.pos)
        return cls.build(
            operands=[parser.resolve_operands(operands, function_type.inputs.data, pos)],
            result_types=[function_type.outputs.data[0]],
            properties={"opType": MMAElementwiseOpAttr(kind)},
            attributes=attributes,
        )

    def verify_(self) -> None:
        # Upstream's AllTypesMatch<["args"]> (the result's type is free).
        if len(set(self.args.types)) > 1:
            raise VerifyException("failed to verify that all of {args} have same type")

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.opType.data.value} ")
        printer.print_list(self.args, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_function_type(self.args.types, [self.res.type])


def _is_workgroup_memory(type_: MemRefType) -> bool:
    """Upstream's `GPUDialect::hasWorkgroupMemoryAddressSpace`: `#gpu.address_space<workgroup>` (LLVM 22
    rejects the number 3 here)."""
    space = type_.memory_space
    return isinstance(space, AddressSpaceAttr) and space.data == AddressSpace.WORKGROUP


@irdl_op_definition
class DynamicSharedMemoryOp(IRDLOperation):
    """The kernel's dynamic shared memory (its size set at launch) as a byte buffer:

        %shmem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    """

    name = "gpu.dynamic_shared_memory"

    resultMemref = result_def(MemRefType)

    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($resultMemref)"

    def verify_(self) -> None:
        type_ = self.resultMemref.type
        if type_.get_num_dims() != 1 or type_.element_type != IntegerType(8):
            raise VerifyException(f"result #0 must be 1D memref of 8-bit signless integer values, but got '{type_}'")
        parent = self.parent_op()
        while parent is not None and not parent.has_trait(SymbolTable):
            parent = parent.parent_op()
        if parent is None and self.parent_op() is not None:
            raise VerifyException("must be inside an op with symbol table")
        if not _is_workgroup_memory(type_):
            raise VerifyException("address space must be address_space<workgroup>")
        if type_.has_static_shape():
            raise VerifyException("result memref type must be memref<?xi8, #gpu.address_space<workgroup>>")


# --- binaries --------------------------------------------------------------------


OBJECT_FORMATS = ("offload", "assembly", "bin", "fatbin")
"""The formats of a `#gpu.object`; `fatbin` is the default and is printed without a keyword."""


@irdl_attr_definition
class ObjectAttr(ParametrizedAttribute):
    """A compiled gpu.module for one target: `#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "...PTX...">`.

    The format keyword (`offload`, `assembly`, `bin`; none for `fatbin`)
    precedes the object's string; `properties = {...}` may come before it.
    """

    name = "gpu.object"

    target: Attribute
    format: StringAttr
    object: StringAttr
    properties: DictionaryAttr

    def __init__(self, target: Attribute, format: str, object: str, properties: DictionaryAttr | None = None):
        super().__init__(target, StringAttr(format), StringAttr(object), properties or DictionaryAttr({}))

    def verify(self) -> None:
        if self.format.data not in OBJECT_FORMATS:
            raise VerifyException(f"unknown object format '{self.format.data}'")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        parser.parse_punctuation("<")
        target = parser.parse_attribute()
        parser.parse_punctuation(",")
        properties = DictionaryAttr({})
        if parser.parse_optional_keyword("properties") is not None:
            parser.parse_punctuation("=")
            properties = parser.parse_attribute()
            if not isinstance(properties, DictionaryAttr):
                parser.raise_error("expected a dictionary of properties")
            parser.parse_punctuation(",")
        format = "fatbin"
        for keyword in OBJECT_FORMATS:
            if parser.parse_optional_keyword(keyword) is not None:
                parser.parse_punctuation("=")
                format = keyword
                break
        object = parser.parse_str_literal()
        parser.parse_punctuation(">")
        return [target, StringAttr(format), StringAttr(object), properties]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.target)
        printer.print_string(", ")
        if self.properties.data:
            printer.print_string("properties = ")
            printer.print_attribute(self.properties)
            printer.print_string(", ")
        if self.format.data != "fatbin":
            printer.print_string(f"{self.format.data} = ")
        printer.print_string_literal(self.object.data)
        printer.print_string(">")


@irdl_attr_definition
class SelectObjectAttr(ParametrizedAttribute):
    """The offloading handler of a gpu.binary or gpu.module: which of its objects the host code embeds, by target
    or by index (the first when absent): `#gpu.select_object<#nvvm.target<chip = "sm_90">>`,
    `#gpu.select_object<1>`, `#gpu.select_object`.

    The optional target is stored as an array of zero or one attribute.
    """

    name = "gpu.select_object"

    target_list: ArrayAttr

    def __init__(self, target: Attribute | None = None):
        super().__init__(ArrayAttr([] if target is None else [target]))

    @property
    def target(self) -> Attribute | None:
        return self.target_list.data[0] if self.target_list.data else None

    def verify(self) -> None:
        # Upstream's SelectObjectAttr::verify.
        target = self.target
        if isinstance(target, IntegerAttr):
            if target.value.data < 0:
                raise VerifyException("the object index must be positive")
        elif target is not None and not _is_target_attr(target):
            raise VerifyException("the target attribute must be a GPU Target attribute")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        if parser.parse_optional_punctuation("<") is None:
            return [ArrayAttr([])]
        target = parser.parse_attribute()
        parser.parse_punctuation(">")
        return [ArrayAttr([target])]

    def print_parameters(self, printer: Printer) -> None:
        if self.target is not None:
            printer.print_string("<")
            printer.print_attribute(self.target)
            printer.print_string(">")


@irdl_op_definition
class BinaryOp(IRDLOperation):
    """The compiled objects of a gpu.module, one per target (what `gpu-module-to-binary` makes).

        gpu.binary @kernels  [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "...">]
    """

    name = "gpu.binary"

    sym_name = prop_def(SymbolNameConstraint())
    objects = prop_def(ArrayAttr)
    offloadingHandler = opt_prop_def(Attribute)

    traits = traits_def(SymbolOpInterface())

    def __init__(self, name: str, objects: Sequence[ObjectAttr], offloading_handler: Attribute | None = None):
        super().__init__(
            properties={
                "sym_name": StringAttr(name),
                "objects": ArrayAttr(objects),
                "offloadingHandler": offloading_handler or SelectObjectAttr(),
            }
        )

    def verify_(self) -> None:
        _verify_offloading_handler(self)
        if not self.objects.data or not all(isinstance(o, ObjectAttr) for o in self.objects.data):
            raise VerifyException(
                "attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 "
                "elements"
            )

    @classmethod
    def parse(cls, parser: Parser) -> BinaryOp:
        properties: dict[str, Attribute] = {"sym_name": parser.parse_symbol_name()}
        # Without `<handler>`, upstream's parser sets its default handler, which the generic form then names:
        # upstream's mlir-opt crashes on a generic gpu.binary without one.
        properties["offloadingHandler"] = SelectObjectAttr()
        if parser.parse_optional_punctuation("<") is not None:
            properties["offloadingHandler"] = parser.parse_attribute()
            parser.parse_punctuation(">")
        attributes = parser.parse_optional_attr_dict()
        properties["objects"] = ArrayAttr(
            parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_attribute)
        )
        return cls.create(properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(" ")
        handler = self.offloadingHandler
        if handler is not None and not (isinstance(handler, SelectObjectAttr) and handler.target is None):
            # Upstream elides its default handler, `#gpu.select_object` without a target.
            printer.print_string("<")
            printer.print_attribute(handler)
            printer.print_string(">")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" [")
        printer.print_list(self.objects.data, printer.print_attribute)
        printer.print_string("]")


def launched_object(binary: BinaryOp) -> ObjectAttr | str:
    """The PTX (`assembly`) object a launch of `binary` loads, or why there is none. With a
    `#gpu.select_object` handler that names a target or an index, the object it names (upstream's
    `getSelectedObject`), which must be PTX; without a handler, or with the default `#gpu.select_object`
    (upstream's first object, a handler its printer elides), the first PTX object.

        gpu.binary @k <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "fatbin">, #gpu.object<#nvvm.target<chip = "sm_90">, assembly = "...">]
        ->  the second object
    """
    objects = [o for o in binary.objects.data if isinstance(o, ObjectAttr)]
    handler = binary.offloadingHandler
    if not isinstance(handler, SelectObjectAttr) or handler.target is None:
        assembly = [o for o in objects if o.format.data == "assembly"]
        return assembly[0] if assembly else f"gpu.binary @{binary.sym_name.data} has no PTX (assembly) object"
    target = handler.target
    if target is None:
        index = 0
    elif isinstance(target, IntegerAttr):
        index = target.value.data
    else:
        index = max((i for i, o in enumerate(objects) if o.target == target), default=-1)
    if not 0 <= index < len(objects):
        return "the requested target object couldn't be found"
    if objects[index].format.data != "assembly":
        return f"gpu.binary @{binary.sym_name.data}: the selected object is no PTX (assembly) object"
    return objects[index]


GPU = Dialect(
    "gpu",
    [
        AllocOp,
        AllReduceOp,
        BarrierOp,
        BinaryOp,
        BlockDimOp,
        BlockIdOp,
        DynamicSharedMemoryOp,
        SubgroupMmaComputeOp,
        SubgroupMmaConstantMatrixOp,
        SubgroupMmaElementwiseOp,
        SubgroupMmaLoadMatrixOp,
        SubgroupMmaStoreMatrixOp,
        ClusterDimOp,
        ClusterIdOp,
        DeallocOp,
        FuncOp,
        GlobalIdOp,
        GridDimOp,
        LaneIdOp,
        LaunchFuncOp,
        LaunchOp,
        MemcpyOp,
        MemsetOp,
        ModuleOp,
        NumSubgroupsOp,
        PrintfOp,
        ReturnOp,
        SetDefaultDeviceOp,
        ShuffleOp,
        SubgroupIdOp,
        SubgroupReduceOp,
        SubgroupSizeOp,
        TerminatorOp,
        ThreadIdOp,
        WaitOp,
        YieldOp,
    ],
    [
        AddressSpaceAttr,
        AllReduceOpAttr,
        AsyncTokenType,
        BlockMappingAttr,
        DimensionAttr,
        LaneMappingAttr,
        MMAElementwiseOpAttr,
        MMAMatrixType,
        LoopDimMapAttr,
        ObjectAttr,
        ProcessorAttr,
        SelectObjectAttr,
        ShuffleModeAttr,
        ThreadMappingAttr,
        WarpMappingAttr,
        WarpgroupMappingAttr,
    ],
    [DialectInlinerInterface()],
)


class GPUAttributeVerifier(DialectAttributeVerifier):
    """Upstream's `GPUDialect::verifyOperationAttribute`: the kernels of the launches in a `gpu.container_module`
    and the known launch sizes on any function:

        func.func @k() attributes {gpu.known_block_size = array<i32: 128, 1, 1>}
    """

    def verify_operation_attribute(self, op: Operation, name: str, value: Attribute) -> None:
        if name == "gpu.container_module" and isinstance(op, builtin.ModuleOp):
            # Upstream checks every launch's kernel here, before the module's ops verify.
            for launch in op.walk():
                if isinstance(launch, LaunchFuncOp):
                    try:
                        launch.verify_kernel(op)
                    except VerifyException as err:
                        raise DiagnosticError(op_error_message(launch, str(err)), launch) from None
            return
        if name not in ("gpu.known_block_size", "gpu.known_grid_size"):
            return
        if not isinstance(value, DenseArrayBase) or value.elt_type != i32:
            raise VerifyException(f"{name} must be a dense i32 array")
        if len(value) != 3:
            raise VerifyException(f"{name} must contain exactly 3 elements")


register_attribute_verifier("gpu", GPUAttributeVerifier())
