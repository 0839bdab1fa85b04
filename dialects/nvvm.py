"""The `nvvm` dialect: NVIDIA GPU intrinsics inside `llvm.func` kernels, with upstream MLIR's syntax.

`convert-gpu-to-nvvm` turns gpu index ops into reads of PTX special
registers and gpu collectives into warp-level intrinsics:

    gpu.module @kernels [#nvvm.target<chip = "sm_90", features = "+ptx80">] {
      llvm.func @scale(%p: !llvm.ptr) attributes {nvvm.kernel} {
        %tid = nvvm.read.ptx.sreg.tid.x : i32
        nvvm.barrier0
        %v = nvvm.shfl.sync bfly %mask, %x, %offset, %clamp : f32 -> f32
        ...
      }
    }

xDSL 0.74 has no nvvm dialect; the ops here are those the GPU lowering
emits, each with MLIR's (LLVM 22) syntax and operand segments.
"""

from __future__ import annotations

import re

from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    IntAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
    i1,
    i32,
)
from xdsl.dialects.llvm import LLVMStructType
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Dialect, Operation, ParametrizedAttribute, SpacedOpaqueSyntaxAttribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.dialect_attributes import DialectAttributeVerifier, register_attribute_verifier

KERNEL_ATTR = "nvvm.kernel"
"""The unit attribute that makes an llvm.func a PTX kernel entry (`.entry`)."""

DEFAULT_TRIPLE = "nvptx64-nvidia-cuda"


def target_problem(chip: str, features: str) -> str | None:
    """What is wrong with an NVVM target's `chip` and `features`, or None.

    The chip must read `sm_NN` (optionally with an `a`/`f` suffix) and the
    features a comma-separated list of `+ptxNN`/`-ptxNN`: NVPTX aborts the
    process on a malformed feature, and silently ignores an unknown chip.
    """
    if not re.fullmatch(r"sm_\d+[af]?", chip):
        return f"unknown chip '{chip}' (expected sm_NN, e.g. sm_90)"
    for feature in filter(None, features.split(",")):
        if not re.fullmatch(r"[+-]ptx\d+", feature):
            return f"unknown feature '{feature}' (expected +ptxNN, e.g. +ptx80)"
    return None


@irdl_attr_definition
class NVVMTargetAttr(ParametrizedAttribute):
    """How a gpu.module is compiled to PTX: `#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">`.

    Parameters left at their defaults (O = 2, the nvptx64 triple, sm_50, no
    features, no flags, no link files) are not printed, as upstream does.
    """

    name = "nvvm.target"

    O: IntAttr
    triple: StringAttr
    chip: StringAttr
    features: StringAttr
    flags: DictionaryAttr
    link: ArrayAttr

    def __init__(
        self,
        chip: str = "sm_50",
        features: str = "",
        O: int = 2,
        triple: str = DEFAULT_TRIPLE,
        flags: DictionaryAttr | None = None,
        link: ArrayAttr | None = None,
    ):
        super().__init__(
            IntAttr(O),
            StringAttr(triple),
            StringAttr(chip),
            StringAttr(features),
            flags or DictionaryAttr({}),
            link or ArrayAttr([]),
        )

    @property
    def optimization_level(self) -> int:
        return self.O.data

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        values: dict[str, Attribute] = {}
        if parser.parse_optional_punctuation("<") is not None:

            def parse_entry() -> None:
                key = parser.parse_identifier()
                parser.parse_punctuation("=")
                if key == "O":
                    values[key] = IntAttr(parser.parse_integer())
                elif key in ("triple", "chip", "features"):
                    values[key] = StringAttr(parser.parse_str_literal())
                elif key in ("flags", "link"):
                    values[key] = parser.parse_attribute()
                else:
                    parser.raise_error(f"unknown nvvm.target parameter '{key}'")

            parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
            parser.parse_punctuation(">")
        default = cls()
        return [
            values.get(name, getattr(default, name)) for name in ("O", "triple", "chip", "features", "flags", "link")
        ]

    def print_parameters(self, printer: Printer) -> None:
        default = NVVMTargetAttr()
        entries: list[str] = []
        if self.O != default.O:
            entries.append(f"O = {self.O.data}")
        for name in ("triple", "chip", "features"):
            value = getattr(self, name)
            if value != getattr(default, name):
                entries.append(f'{name} = "{value.data}"')
        printer.print_string("<" + ", ".join(entries) if entries else "")
        for name in ("flags", "link"):
            value = getattr(self, name)
            if value != getattr(default, name):
                printer.print_string(", " if entries else "<")
                printer.print_string(f"{name} = ")
                printer.print_attribute(value)
                entries.append(name)
        if entries:
            printer.print_string(">")


class _SpecialRegisterOp(IRDLOperation):
    """Reads a PTX special register: `%tid = nvvm.read.ptx.sreg.tid.x : i32`."""

    res = result_def(IntegerType)

    assembly_format = "attr-dict `:` type($res)"

    def __init__(self, type_: IntegerType = i32):
        super().__init__(result_types=[type_])


def _special_register(register: str) -> type[_SpecialRegisterOp]:
    name = "Read" + "".join(part.title() for part in register.split(".")) + "Op"
    doc = f"Reads PTX's `%{register}` register: `nvvm.read.ptx.sreg.{register} : i32`."
    return irdl_op_definition(
        type(name, (_SpecialRegisterOp,), {"name": f"nvvm.read.ptx.sreg.{register}", "__doc__": doc})
    )


SPECIAL_REGISTERS: dict[str, type[_SpecialRegisterOp]] = {
    register: _special_register(register)
    for register in (
        *(f"{r}.{d}" for r in ("tid", "ntid", "ctaid", "nctaid", "clusterid", "nclusterid") for d in "xyz"),
        *(f"cluster.{r}.{d}" for r in ("ctaid", "nctaid") for d in "xyz"),
        "cluster.ctarank",
        "cluster.nctarank",
        "laneid",
        "warpid",
        "nwarpid",
        "warpsize",
        "smid",
        "nsmid",
        "gridid",
        "clock",
        "clock64",
        "globaltimer",
    )
}
"""The special-register read op of each register name (`tid.x`, `laneid`, ...)."""


@irdl_op_definition
class Barrier0Op(IRDLOperation):
    """Waits for every thread of the CTA (PTX `bar.sync 0`): `nvvm.barrier0`."""

    name = "nvvm.barrier0"

    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__()


@irdl_op_definition
class BarrierOp(IRDLOperation):
    """A named CTA barrier, optionally for a thread count: `nvvm.barrier id = %i number_of_threads = %n`."""

    name = "nvvm.barrier"

    barrierId = opt_operand_def(i32)
    numberOfThreads = opt_operand_def(i32)
    reductionPredicate = opt_operand_def(i32)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        "(`id` `=` $barrierId^)? (`number_of_threads` `=` $numberOfThreads^)? "
        "(`reduction` $reductionPredicate^)? attr-dict"
    )

    def __init__(self):
        super().__init__(operands=[[], [], []])


class ShflKind(StrEnum):
    BFLY = "bfly"
    UP = "up"
    DOWN = "down"
    IDX = "idx"


@irdl_attr_definition
class ShflKindAttr(EnumAttribute[ShflKind], SpacedOpaqueSyntaxAttribute):
    name = "nvvm.shfl_kind"


@irdl_op_definition
class ShflSyncOp(IRDLOperation):
    """Warp shuffle (PTX `shfl.sync`): `%r = nvvm.shfl.sync bfly %mask, %v, %offset, %clamp : f32 -> f32`.

    With `{return_value_and_is_valid}` the result is `!llvm.struct<(T, i1)>`.
    """

    name = "nvvm.shfl.sync"

    thread_mask = operand_def(i32)
    val = operand_def()
    offset = operand_def(i32)
    mask_and_clamp = operand_def(i32)
    kind = prop_def(ShflKindAttr)
    return_value_and_is_valid = opt_prop_def(UnitAttr)
    res = result_def()

    def __init__(self, kind: ShflKind | str, thread_mask: SSAValue, value: SSAValue, offset: SSAValue, clamp: SSAValue):
        super().__init__(
            operands=[thread_mask, value, offset, clamp],
            result_types=[value.type],
            properties={"kind": ShflKindAttr(ShflKind(kind))},
        )

    @classmethod
    def parse(cls, parser: Parser) -> ShflSyncOp:
        kind = ShflKindAttr(parser.parse_str_enum(ShflKind))
        mask = parser.parse_operand(i32)
        parser.parse_punctuation(",")
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        offset = parser.parse_operand(i32)
        parser.parse_punctuation(",")
        clamp = parser.parse_operand(i32)
        properties: dict[str, Attribute] = {"kind": kind}
        attributes = parser.parse_optional_attr_dict()
        if "return_value_and_is_valid" in attributes:
            properties["return_value_and_is_valid"] = attributes.pop("return_value_and_is_valid")
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        return cls.create(
            operands=[mask, parser.resolve_operand(value, value_type), offset, clamp],
            result_types=[result_type],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind.data} ")
        printer.print_list([self.thread_mask, self.val, self.offset, self.mask_and_clamp], printer.print_operand)
        shown = dict(self.attributes)
        if self.return_value_and_is_valid is not None:
            shown["return_value_and_is_valid"] = UnitAttr()
        printer.print_op_attributes(shown)
        printer.print_string(f" : {self.val.type} -> {self.res.type}")

    def verify_(self) -> None:
        # Upstream's check: with `return_value_and_is_valid`, the result is `!llvm.struct<(T, i1)>`.
        if self.return_value_and_is_valid is None:
            return
        body = self.res.type.types.data if isinstance(self.res.type, LLVMStructType) else ()
        if len(body) != 2 or body[1] != IntegerType(1):
            raise VerifyException(
                "expected return type to be a two-element struct with i1 as the second element"
            )


class VoteSyncKind(StrEnum):
    ANY = "any"
    ALL = "all"
    BALLOT = "ballot"
    UNI = "uni"


@irdl_attr_definition
class VoteSyncKindAttr(EnumAttribute[VoteSyncKind], SpacedOpaqueSyntaxAttribute):
    name = "nvvm.vote_sync_kind"


@irdl_op_definition
class VoteSyncOp(IRDLOperation):
    """Warp vote (PTX `vote.sync`): `%b = nvvm.vote.sync ballot %mask, %pred -> i32`."""

    name = "nvvm.vote.sync"

    mask = operand_def(i32)
    pred = operand_def(i1)
    kind = prop_def(VoteSyncKindAttr)
    res = result_def()

    def __init__(self, kind: VoteSyncKind | str, mask: SSAValue, predicate: SSAValue):
        kind = VoteSyncKind(kind)
        super().__init__(
            operands=[mask, predicate],
            result_types=[i32 if kind == VoteSyncKind.BALLOT else i1],
            properties={"kind": VoteSyncKindAttr(kind)},
        )

    def verify_(self) -> None:
        expected = i32 if self.kind.data == VoteSyncKind.BALLOT else i1
        if self.res.type != expected:
            raise VerifyException(f"vote.sync '{self.kind.data}' returns {expected}")

    @classmethod
    def parse(cls, parser: Parser) -> VoteSyncOp:
        kind = VoteSyncKindAttr(parser.parse_str_enum(VoteSyncKind))
        mask = parser.parse_operand(i32)
        parser.parse_punctuation(",")
        predicate = parser.parse_operand(i1)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        return cls.create(
            operands=[mask, predicate], result_types=[result_type], properties={"kind": kind}, attributes=attributes
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind.data} ")
        printer.print_list([self.mask, self.pred], printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" -> {self.res.type}")


class ReduxKind(StrEnum):
    ADD = "add"
    AND = "and"
    MAX = "max"
    MIN = "min"
    OR = "or"
    UMAX = "umax"
    UMIN = "umin"
    XOR = "xor"
    FMIN = "fmin"
    FMAX = "fmax"


@irdl_attr_definition
class ReduxKindAttr(EnumAttribute[ReduxKind], SpacedOpaqueSyntaxAttribute):
    name = "nvvm.redux_kind"


@irdl_op_definition
class ReduxSyncOp(IRDLOperation):
    """Warp reduction (PTX `redux.sync`, sm_80+): `%r = nvvm.redux.sync add %v, %mask : i32 -> i32`."""

    name = "nvvm.redux.sync"

    val = operand_def()
    mask_and_clamp = operand_def(i32)
    kind = prop_def(ReduxKindAttr)
    res = result_def()

    def __init__(self, kind: ReduxKind | str, value: SSAValue, mask: SSAValue):
        super().__init__(
            operands=[value, mask], result_types=[value.type], properties={"kind": ReduxKindAttr(ReduxKind(kind))}
        )

    @classmethod
    def parse(cls, parser: Parser) -> ReduxSyncOp:
        kind = ReduxKindAttr(parser.parse_str_enum(ReduxKind))
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        mask = parser.parse_operand(i32)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        return cls.create(
            operands=[parser.resolve_operand(value, value_type), mask],
            result_types=[result_type],
            properties={"kind": kind},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind.data} ")
        printer.print_list([self.val, self.mask_and_clamp], printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : {self.val.type} -> {self.res.type}")


NVVM = Dialect(
    "nvvm",
    [*SPECIAL_REGISTERS.values(), Barrier0Op, BarrierOp, ShflSyncOp, VoteSyncOp, ReduxSyncOp],
    [NVVMTargetAttr, ShflKindAttr, VoteSyncKindAttr, ReduxKindAttr],
)


class NVVMAttributeVerifier(DialectAttributeVerifier):
    """Upstream's `NVVMDialect::verifyOperationAttribute` and `verifyRegionArgAttribute` (in part).

        llvm.func @k(%p: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) attributes {nvvm.kernel} { ... }
    """

    def verify_operation_attribute(self, op: Operation, name: str, value: Attribute) -> None:
        if name == "nvvm.kernel" and op.name != "llvm.func":
            raise DiagnosticError(f"'{name}' attribute attached to unexpected op", op)

    def verify_argument_attribute(self, op: Operation, index: int, name: str, value: Attribute) -> None:
        if name != "nvvm.grid_constant":
            return
        if "nvvm.kernel" not in op.attributes:
            raise DiagnosticError(f"'\"{name}\"' attribute must be present only on kernel arguments", op)
        if not isinstance(value, UnitAttr):
            raise DiagnosticError(f"'\"{name}\"' must be a unit attribute", op)
        arguments = op.properties.get("arg_attrs")
        if not isinstance(arguments, ArrayAttr) or "llvm.byval" not in arguments.data[index].data:
            raise DiagnosticError(
                f"'\"{name}\"' attribute requires the argument to also have attribute 'llvm.byval'", op
            )


register_attribute_verifier("nvvm", NVVMAttributeVerifier())
