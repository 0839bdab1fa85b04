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
emits, each with MLIR's (LLVM 22) syntax and operand segments, and the
warp-level matrix ops (`nvvm.wmma.load/store/mma`, checked against the
fragment types of each shape and element type as upstream) and
`nvvm.cp.async.shared.global`:

    %a = nvvm.wmma.load %p, %stride {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32,
        layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(...)>
    nvvm.cp.async.shared.global %dst, %src, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>

and `nvvm.ldmatrix`, `nvvm.rcp.approx.ftz.f`, the split arrive/wait barriers
(`nvvm.mbarrier.*`) and the TMA copies (`nvvm.cp.async.bulk.tensor.*`):

    nvvm.mbarrier.init %bar, %count : !llvm.ptr<3>, i32
    nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tma, %bar, box[%x, %y] : !llvm.ptr<7>, !llvm.ptr
"""

from __future__ import annotations

import re
from typing import ClassVar

from xdsl.dialects.builtin import (
    I32,
    ArrayAttr,
    BoolAttr,
    DictionaryAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IntAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
    VectorType,
    i1,
    i32,
)
from xdsl.dialects.llvm import LLVMPointerType, LLVMStructType
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, Dialect, Operation, ParametrizedAttribute, SpacedOpaqueSyntaxAttribute, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    var_operand_def,
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

PTX_INTEGER_WIDTHS = (8, 16, 32, 64)
"""The widths of PTX's integer parameter and storage types (`.u8` ... `.u64`)."""


def kernel_parameter_width(width: int) -> int:
    """The width an `iN` kernel parameter is passed in: N itself for i1 (`.u8`), PTX widths and wider than 64
    bits (`.b8` arrays), else the next PTX width (i4: 8, i17: 32, i48: 64).

    NVPTX (LLVM 22, llvm/llvm-project#225261) prints an `i4` kernel parameter as `.param .u4`, which ptxas and
    the driver reject ('Parsing error near '.u4''): the host code passes such a scalar zero-extended to this
    width (`gpu-to-llvm`) and the kernel takes it in this width and truncates it at entry (`--mlir-to-ptx`).
    """
    if width == 1 or width > PTX_INTEGER_WIDTHS[-1]:
        return width
    return next(w for w in PTX_INTEGER_WIDTHS if w >= width)


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


@irdl_op_definition
class BarrierArriveOp(IRDLOperation):
    """Arrives at a named CTA barrier without waiting, for a thread count (PTX `bar.arrive id, count`, barrier 0
    without `id`): `nvvm.barrier.arrive id = %i number_of_threads = %n`."""

    name = "nvvm.barrier.arrive"

    barrierId = opt_operand_def(i32)
    numberOfThreads = operand_def(i32)

    assembly_format = "(`id` `=` $barrierId^)? `number_of_threads` `=` $numberOfThreads attr-dict"

    def __init__(self, number_of_threads: SSAValue, barrier_id: SSAValue | None = None):
        super().__init__(operands=[[barrier_id] if barrier_id is not None else [], number_of_threads])


class _AlignedBarrierOp(IRDLOperation):
    """A cluster barrier op, all of whose threads may be asked to execute it together (`{aligned}`)."""

    aligned = opt_prop_def(UnitAttr)

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "attr-dict"

    def __init__(self, aligned: bool = False):
        super().__init__(properties={"aligned": UnitAttr()} if aligned else {})


@irdl_op_definition
class ClusterArriveOp(_AlignedBarrierOp):
    """Arrives at the cluster barrier (PTX `barrier.cluster.arrive[.aligned]`): `nvvm.cluster.arrive {aligned}`."""

    name = "nvvm.cluster.arrive"


@irdl_op_definition
class ClusterArriveRelaxedOp(_AlignedBarrierOp):
    """Arrives at the cluster barrier without ordering memory (PTX `barrier.cluster.arrive.relaxed[.aligned]`):
    `nvvm.cluster.arrive.relaxed`, `nvvm.cluster.arrive.relaxed {aligned}`."""

    name = "nvvm.cluster.arrive.relaxed"


@irdl_op_definition
class ClusterWaitOp(_AlignedBarrierOp):
    """Waits for every thread of the cluster to arrive (PTX `barrier.cluster.wait[.aligned]`):
    `nvvm.cluster.wait`, `nvvm.cluster.wait {aligned}`."""

    name = "nvvm.cluster.wait"


@irdl_op_definition
class FenceScClusterOp(IRDLOperation):
    """A sequentially consistent fence at cluster scope (PTX `fence.sc.cluster`): `nvvm.fence.sc.cluster`."""

    name = "nvvm.fence.sc.cluster"

    assembly_format = "attr-dict"


@irdl_op_definition
class BarWarpSyncOp(IRDLOperation):
    """Waits for the warp lanes of a mask (PTX `bar.warp.sync`): `nvvm.bar.warp.sync %mask : i32`."""

    name = "nvvm.bar.warp.sync"

    mask = operand_def(i32)

    assembly_format = "$mask attr-dict `:` type($mask)"


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


@irdl_op_definition
class CpAsyncCommitGroupOp(IRDLOperation):
    """Close the group of the thread's pending `cp.async` copies: `nvvm.cp.async.commit.group`."""

    name = "nvvm.cp.async.commit.group"

    assembly_format = "attr-dict"


@irdl_op_definition
class CpAsyncWaitGroupOp(IRDLOperation):
    """Wait until at most `n` groups of the thread's `cp.async` copies are pending: `nvvm.cp.async.wait.group 0`."""

    name = "nvvm.cp.async.wait.group"

    n = prop_def(IntegerAttr[I32])

    @classmethod
    def parse(cls, parser: Parser) -> CpAsyncWaitGroupOp:
        n = parser.parse_integer()
        return cls.create(properties={"n": IntegerAttr(n, i32)}, attributes=parser.parse_optional_attr_dict())

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.n.value.data}")
        printer.print_op_attributes(self.attributes)


# ---------------------------------------------------------------------------
# Warp-level matrix ops (wmma) and async copies


class MMAType(StrEnum):
    F16 = "f16"
    F32 = "f32"
    TF32 = "tf32"
    BF16 = "bf16"
    S8 = "s8"
    U8 = "u8"
    S32 = "s32"
    S4 = "s4"
    U4 = "u4"
    B1 = "b1"
    F64 = "f64"


class MMAFrag(StrEnum):
    A = "a"
    B = "b"
    C = "c"


class MMALayout(StrEnum):
    ROW = "row"
    COL = "col"


class _AngleEnumAttr:
    """`#nvvm.<mnemonic><value>` syntax for an enum attribute."""

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(f"<{self.data}>")

    @classmethod
    def parse_parameter(cls, parser: AttrParser):
        with parser.in_angle_brackets():
            return parser.parse_str_enum(cls.enum_type)


@irdl_attr_definition
class MMATypeAttr(_AngleEnumAttr, EnumAttribute[MMAType]):
    """The element type of a wmma/mma fragment: `#nvvm.mma_type<f16>`."""

    name = "nvvm.mma_type"


@irdl_attr_definition
class MMAFragAttr(_AngleEnumAttr, EnumAttribute[MMAFrag]):
    """Which operand of a matrix multiply-accumulate a fragment is: `#nvvm.mma_frag<a>`."""

    name = "nvvm.mma_frag"


@irdl_attr_definition
class MMALayoutAttr(_AngleEnumAttr, EnumAttribute[MMALayout]):
    """The memory layout of a fragment's matrix: `#nvvm.mma_layout<row>`."""

    name = "nvvm.mma_layout"


_WMMA_GEOMETRIES = ((16, 16, 16), (32, 8, 16), (8, 32, 16))
WMMA_LOAD_STORE = {
    **{(geometry, type_, frag): True for geometry in _WMMA_GEOMETRIES for type_ in ("f16", "s8", "u8") for frag in "ab"},
    **{(geometry, type_, "c"): True for geometry in _WMMA_GEOMETRIES for type_ in ("f16", "f32", "s32")},
    **{((16, 16, 8), "tf32", frag): True for frag in "ab"},
    ((16, 16, 8), "f32", "c"): True,
    **{((8, 8, 4), "f64", frag): True for frag in "abc"},
}
"""The (m, n, k), element type and fragment of the wmma loads (and, fragment c, stores) that have an intrinsic."""

WMMA_MMA = {
    **{(geometry, "f16", cd): True for geometry in _WMMA_GEOMETRIES for cd in ("f16", "f32")},
    **{(geometry, ab, "s32"): True for geometry in _WMMA_GEOMETRIES for ab in ("s8", "u8")},
    ((16, 16, 8), "tf32", "f32"): True,
    ((8, 8, 4), "f64", "f64"): True,
}
"""The (m, n, k), A/B element type and C/D element type of the wmma.mma ops that have an intrinsic."""


def wmma_fragment_type(type_: str, frag: str, m: int, n: int, k: int) -> tuple[Attribute, int]:
    """Upstream's `inferMMATypeFromMNK`: the element type of a fragment's registers and how many there are.

        f16, a, 16x16x16  ->  (vector<2xf16>, 8)        s8, b, 32x8x16  ->  (i32, 1)
    """
    if type_ == "f16":
        return VectorType(Float16Type(), [2]), 8 if frag in "ab" else 4
    if type_ == "f32":
        return Float32Type(), 8
    if type_ == "tf32":
        return i32, 4
    if type_ in ("s8", "u8"):
        parallel = {"a": m, "b": n}.get(frag, 0)
        return i32, {16: 2, 8: 1, 32: 4}[parallel]
    if type_ == "s32":
        return i32, 8
    assert type_ == "f64"
    return Float64Type(), 1 if frag in "ab" else 2


def _mnk(op: IRDLOperation) -> tuple[int, int, int]:
    return op.m.value.data, op.n.value.data, op.k.value.data


def _verify_wmma_pointer(op: IRDLOperation, message: str) -> None:
    space = op.ptr.type.addr_space
    if (space.data if isinstance(space, IntAttr) else 0) not in (0, 1, 3):
        raise VerifyException(message)


def _struct_of(element: Attribute, count: int) -> LLVMStructType:
    return LLVMStructType.from_type_list([element] * count)


@irdl_op_definition
class WMMALoadOp(IRDLOperation):
    """A warp's load of one wmma fragment from memory, rows `stride` elements apart (PTX `wmma.load`):

        %a = nvvm.wmma.load %ptr, %stride {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32,
            layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, ...)>
    """

    name = "nvvm.wmma.load"

    ptr = operand_def(LLVMPointerType)
    stride = operand_def(i32)
    m = prop_def(IntegerAttr[I32])
    n = prop_def(IntegerAttr[I32])
    k = prop_def(IntegerAttr[I32])
    layout = prop_def(MMALayoutAttr)
    eltype = prop_def(MMATypeAttr)
    frag = prop_def(MMAFragAttr)
    res = result_def()

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$ptr `,` $stride attr-dict `:` `(` type($ptr) `)` `->` type($res)"

    def verify_(self) -> None:
        _verify_wmma_pointer(self, "expected source pointer in memory space 0, 1, 3")
        (m, n, k), type_, frag = _mnk(self), self.eltype.data.value, self.frag.data.value
        if ((m, n, k), type_, frag) not in WMMA_LOAD_STORE:
            raise VerifyException("invalid attribute combination")
        element, count = wmma_fragment_type(type_, frag, m, n, k)
        if type_ == "f64" and frag in "ab":
            if self.res.type != element:
                raise VerifyException(f"expected destination type to be {element}")
        elif self.res.type != _struct_of(element, count):
            raise VerifyException(
                f"expected destination type is a structure of {count} elements of type '{element}'"
            )


@irdl_op_definition
class WMMAStoreOp(IRDLOperation):
    """A warp's store of a result fragment (the registers `args`) to memory (PTX `wmma.store`):

        nvvm.wmma.store %ptr, %stride, %d0, %d1, %d2, %d3 {eltype = #nvvm.mma_type<f16>, k = 16 : i32,
            layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, vector<2xf16>, ...
    """

    name = "nvvm.wmma.store"

    ptr = operand_def(LLVMPointerType)
    m = prop_def(IntegerAttr[I32])
    n = prop_def(IntegerAttr[I32])
    k = prop_def(IntegerAttr[I32])
    layout = prop_def(MMALayoutAttr)
    eltype = prop_def(MMATypeAttr)
    args = var_operand_def()
    stride = operand_def(i32)

    irdl_options = (ParsePropInAttrDict(),)

    @classmethod
    def parse(cls, parser: Parser) -> WMMAStoreOp:
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        stride = parser.parse_operand(i32)
        parser.parse_punctuation(",")
        args = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ptr_type = parser.parse_type()
        parser.parse_punctuation(",")
        pos = parser.pos
        types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
        properties = {name: attributes.pop(name) for name in ("m", "n", "k", "layout", "eltype") if name in attributes}
        return cls.create(
            operands=[parser.resolve_operand(ptr, ptr_type), *parser.resolve_operands(args, types, pos), stride],
            properties=properties,
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list([self.ptr, self.stride, *self.args], printer.print_operand)
        printer.print_op_attributes({**self.properties, **self.attributes})
        printer.print_string(f" : {self.ptr.type}, ")
        printer.print_list(self.args.types, printer.print_attribute)

    def verify_(self) -> None:
        _verify_wmma_pointer(self, "expected operands to be a source pointer in memory space 0, 1, 3")
        (m, n, k), type_ = _mnk(self), self.eltype.data.value
        if ((m, n, k), type_, "c") not in WMMA_LOAD_STORE:
            raise VerifyException("invalid attribute combination")
        element, count = wmma_fragment_type(type_, "c", m, n, k)
        if len(self.args) != count:
            raise VerifyException(f"expected {count} data operands")
        if any(arg.type != element for arg in self.args):
            raise VerifyException(f"expected data operands of type '{element}'")


@irdl_op_definition
class WMMAMmaOp(IRDLOperation):
    """A warp's matrix multiply-accumulate on fragments (PTX `wmma.mma`): `args` are the registers of
    A, then B, then C; the result holds D's. `eltypeA` types A and B, `eltypeB` types C and D:

        %d = nvvm.wmma.mma %a0, ..., %c3 {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32,
            layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32}
            : (vector<2xf16>, ...) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
    """

    name = "nvvm.wmma.mma"

    m = prop_def(IntegerAttr[I32])
    n = prop_def(IntegerAttr[I32])
    k = prop_def(IntegerAttr[I32])
    layoutA = prop_def(MMALayoutAttr)
    layoutB = prop_def(MMALayoutAttr)
    eltypeA = prop_def(MMATypeAttr)
    eltypeB = prop_def(MMATypeAttr)
    args = var_operand_def()
    res = result_def()

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$args attr-dict `:` functional-type($args, $res)"

    def verify_(self) -> None:
        (m, n, k), ab, cd = _mnk(self), self.eltypeA.data.value, self.eltypeB.data.value
        if ((m, n, k), ab, cd) not in WMMA_MMA:
            raise VerifyException("invalid attribute combination")
        expected: list[Attribute] = []
        for type_, frag in ((ab, "a"), (ab, "b"), (cd, "c")):
            element, count = wmma_fragment_type(type_, frag, m, n, k)
            expected += [element] * count
        if len(self.args) != len(expected):
            raise VerifyException(f"expected {len(expected)} arguments")
        for index, (arg, type_) in enumerate(zip(self.args, expected)):
            if arg.type != type_:
                raise VerifyException(f"expected argument {index} to be of type '{type_}'")
        element, count = wmma_fragment_type(cd, "c", m, n, k)
        if self.res.type != _struct_of(element, count):
            raise VerifyException(
                f"expected destination type is a structure of {count} elements of type '{element}'"
            )


class MMAB1Op(StrEnum):
    NONE = "none"
    XOR_POPC = "xor_popc"
    AND_POPC = "and_popc"


class MMAIntOverflow(StrEnum):
    SATFINITE = "satfinite"
    WRAPPED = "wrapped"


@irdl_attr_definition
class MMAB1OpAttr(_AngleEnumAttr, EnumAttribute[MMAB1Op]):
    """The combining op of a binary (b1) mma: `#nvvm.mma_b1op<xor_popc>`."""

    name = "nvvm.mma_b1op"


@irdl_attr_definition
class MMAIntOverflowAttr(_AngleEnumAttr, EnumAttribute[MMAIntOverflow]):
    """What an integer mma does on overflow: `#nvvm.mma_int_overflow<satfinite>`."""

    name = "nvvm.mma_int_overflow"


@irdl_attr_definition
class MMAShapeAttr(ParametrizedAttribute):
    """The (m, n, k) shape of an `nvvm.mma.sync`: `#nvvm.shape<m = 16, n = 8, k = 16>`."""

    name = "nvvm.shape"

    m: IntAttr
    n: IntAttr
    k: IntAttr

    def __init__(self, m: int, n: int, k: int):
        super().__init__(IntAttr(m), IntAttr(n), IntAttr(k))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        values = []
        parser.parse_punctuation("<")
        for index, key in enumerate("mnk"):
            if index:
                parser.parse_punctuation(",")
            parser.parse_keyword(key)
            parser.parse_punctuation("=")
            values.append(IntAttr(parser.parse_integer()))
        parser.parse_punctuation(">")
        return values

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<m = {self.m.data}, n = {self.n.data}, k = {self.k.data}>")


def _infer_operand_mma_type(type_: Attribute, accumulator: bool) -> str | None:
    """Upstream's `MmaOp::inferOperandMMAType`: the PTX type of an mma operand's (or result's) registers."""
    if isinstance(type_, Float64Type):
        return "f64"
    if isinstance(type_, Float16Type) or type_ == VectorType(Float16Type(), [2]):
        return "f16"
    if isinstance(type_, Float32Type):
        return "f32" if accumulator else "tf32"
    if isinstance(type_, IntegerType):
        return "s32" if accumulator else None
    if isinstance(type_, LLVMStructType):
        body = type_.types.data
        return _infer_operand_mma_type(body[0], accumulator) if body else None
    return None


_INT4, _INT8 = ("s4", "u4"), ("s8", "u8")
_INTEGER_PTX = (*_INT4, *_INT8, "b1", "s32")


@irdl_op_definition
class MmaOp(IRDLOperation):
    """A warp's matrix multiply-accumulate on registers (PTX `mma.sync`): the registers of A, B and C,
    their PTX types inferred from the register types where they can be:

        %d = nvvm.mma.sync A[%a0, %a1] B[%b0, %b1] C[%c0, %c1, %c2, %c3]
          {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
          : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    """

    name = "nvvm.mma.sync"

    operandA = var_operand_def()
    operandB = var_operand_def()
    operandC = var_operand_def()
    shape = opt_prop_def(MMAShapeAttr)
    b1Op = opt_prop_def(MMAB1OpAttr)
    intOverflowBehavior = opt_prop_def(MMAIntOverflowAttr)
    layoutA = opt_prop_def(MMALayoutAttr)
    layoutB = opt_prop_def(MMALayoutAttr)
    multiplicandAPtxType = opt_prop_def(MMATypeAttr)
    multiplicandBPtxType = opt_prop_def(MMATypeAttr)
    res = result_def(LLVMStructType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    PROPERTIES: ClassVar[tuple[str, ...]] = (
        "shape", "b1Op", "intOverflowBehavior", "layoutA", "layoutB", "multiplicandAPtxType", "multiplicandBPtxType",
    )  # fmt: skip

    @classmethod
    def parse(cls, parser: Parser) -> MmaOp:
        segments = []
        for name in "ABC":
            parser.parse_keyword(name)
            segments.append(
                parser.parse_optional_comma_separated_list(Parser.Delimiter.SQUARE, parser.parse_unresolved_operand)
                or []
            )
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        types = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_type)
        if len(types) != 3:
            parser.raise_error(f"expected one type for each operand segment but got {len(types)} types", pos, parser.pos)
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        operands = [parser.resolve_operands(regs, [type_] * len(regs), pos) for regs, type_ in zip(segments, types)]
        properties = {name: attributes.pop(name) for name in cls.PROPERTIES if name in attributes}
        for index, name in enumerate(("multiplicandAPtxType", "multiplicandBPtxType")):
            if name in properties:
                continue
            inferred = _infer_operand_mma_type(types[index], accumulator=True)  # as upstream's parser
            if inferred is None:
                parser.raise_error(f"attribute {name} is not provided explicitly and cannot be inferred", pos, pos)
            properties[name] = MMATypeAttr(MMAType(inferred))
        return cls.build(operands=operands, result_types=[result_type], properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        for name, regs in zip("ABC", (self.operandA, self.operandB, self.operandC)):
            printer.print_string(f" {name}[")
            printer.print_list(regs, printer.print_operand)
            printer.print_string("] ")
        shown = {**{n: v for n in self.PROPERTIES if (v := self.properties.get(n)) is not None}, **self.attributes}
        # The PTX types are left out where the parser infers the same ones back.
        for name, regs in (("multiplicandAPtxType", self.operandA), ("multiplicandBPtxType", self.operandB)):
            value = shown.get(name)
            if value is not None and regs and _infer_operand_mma_type(regs[0].type, True) == value.data.value:
                del shown[name]
        printer.print_op_attributes(shown)
        printer.print_string(" : (")
        printer.print_list(
            [regs[0].type for regs in (self.operandA, self.operandB, self.operandC) if regs], printer.print_attribute
        )
        printer.print_string(f") -> {self.res.type}")

    def verify_(self) -> None:
        for name in ("shape", "layoutA", "layoutB"):
            if self.properties.get(name) is None:
                raise VerifyException(f"requires attribute '{name}'")
        if self.multiplicandAPtxType is None:
            raise VerifyException("requires attribute 'multiplicandAPtxType'")
        f16, f32, f64 = Float16Type(), Float32Type(), Float64Type()
        f16x2 = VectorType(f16, [2])
        m, n, k = self.shape.m.data, self.shape.n.data, self.shape.k.data
        a_type = self.multiplicandAPtxType.data.value
        allowed_shapes: list[tuple[int, int, int]] = []
        expected_a: list[list[Attribute]] = []
        expected_b: list[list[Attribute]] = []
        expected_c: list[list[Attribute]] = []
        expected_result: list[Attribute] = []
        if m == 16:
            k_factors = {"tf32": 4, "bf16": 8, "f16": 8, "s4": 32, "u4": 32, "b1": 128, "s8": 16, "u8": 16}
            if a_type not in k_factors:
                raise DiagnosticError(f"invalid shape or multiplicand type: {a_type}", self)
            k_factor = k_factors[a_type]
            fragment: Attribute = f16x2 if a_type == "f16" else i32
            if a_type in ("tf32", "bf16"):
                expected_result.append(_struct_of(f32, 4))
            elif a_type == "f16":
                expected_result += [_struct_of(f16x2, 2), _struct_of(f32, 4)]
            if a_type in _INTEGER_PTX:
                expected_result.append(_struct_of(i32, 4))
                expected_c.append([i32] * 4)
            else:
                expected_c += [[f16x2] * 2, [f32] * 4]
            allowed_shapes += [(16, 8, k_factor), (16, 8, k_factor * 2)]
            if (m, n, k) in allowed_shapes:  # (lists as long as the shape says: `n = 4294967296` took seconds)
                expected_a.append([fragment] * ((m // 8) * (k // k_factor)))
                expected_b.append([fragment] * ((n // 8) * (k // k_factor)))
            c_type = _infer_operand_mma_type(self.operandC[0].type, True) if self.operandC else None
            if _infer_operand_mma_type(self.res.type, True) != c_type:
                raise VerifyException("ctype does not match dtype")
        if m == 8:
            if a_type == "f16":
                expected_a.append([f16x2] * 2)
                expected_b.append([f16x2] * 2)
                expected_result += [_struct_of(f16x2, 4), _struct_of(f32, 8)]
                expected_c += [[f16x2] * 4, [f32] * 8]
                allowed_shapes.append((8, 8, 4))
            if a_type == "f64":
                expected_a.append([f64])
                expected_b.append([f64])
                expected_c.append([f64] * 2)
                expected_result.append(_struct_of(f64, 2))
                allowed_shapes.append((8, 8, 4))
            if a_type in _INTEGER_PTX:
                expected_a.append([i32])
                expected_b.append([i32])
                expected_c.append([i32] * 2)
                expected_result.append(_struct_of(i32, 2))
                allowed_shapes += [(8, 8, 32)] * (a_type in _INT4) + [(8, 8, 16)] * (a_type in _INT8)
                allowed_shapes += [(8, 8, 128)] * (a_type == "b1")
        if not expected_a or not expected_b or not expected_c or (m, n, k) not in allowed_shapes:
            raise VerifyException(f"unimplemented variant for MMA shape <{m}, {n}, {k}>")
        for name, expected, regs in (
            ("A", expected_a, self.operandA), ("B", expected_b, self.operandB), ("C", expected_c, self.operandC)
        ):  # fmt: skip
            types = list(regs.types)
            if types not in expected:
                allowed = "".join(f"{len(option)}x{option[0]} " for option in expected)
                raise VerifyException(
                    f"Could not match types for the {name} operands; expected one of {allowed}but got "
                    + ", ".join(str(type_) for type_ in types)
                )
        if self.res.type not in expected_result:
            raise VerifyException(
                "Could not match allowed types for the result; expected one of "
                + ", ".join(str(type_) for type_ in expected_result)
                + f" but got {self.res.type}"
            )
        if a_type == "b1" and self.b1Op is None:
            raise VerifyException("op requires b1Op attribute")
        if a_type in (*_INT4, *_INT8) and self.intOverflowBehavior is None:
            raise VerifyException("op requires intOverflowBehavior attribute")


class FPRoundingMode(StrEnum):
    NONE = "none"
    RN = "rn"
    RM = "rm"
    RP = "rp"
    RZ = "rz"
    RNA = "rna"


class SaturationMode(StrEnum):
    NONE = "none"
    SATFINITE = "satfinite"


@irdl_attr_definition
class FPRoundingModeAttr(_AngleEnumAttr, EnumAttribute[FPRoundingMode]):
    """The rounding of a conversion: `#nvvm.fp_rnd_mode<rna>` (to nearest, ties away from zero)."""

    name = "nvvm.fp_rnd_mode"


@irdl_attr_definition
class SaturationModeAttr(_AngleEnumAttr, EnumAttribute[SaturationMode]):
    """What a conversion does with values out of range: `#nvvm.sat_mode<satfinite>` (the largest finite value)."""

    name = "nvvm.sat_mode"


@irdl_op_definition
class ConvertFloatToTF32Op(IRDLOperation):
    """An f32 rounded to tf32 (PTX `cvt.<rnd>{.relu}{.satfinite}.tf32.f32`, sm_80 and later): the i32 result
    holds the f32 bits of the rounded value, its low 13 bits zero, as an mma.sync tf32 register takes them:

        %r = nvvm.convert.float.to.tf32 %x {rnd = #nvvm.fp_rnd_mode<rna>}

    `rnd` is rn, rz or rna (`none`, its default, is refused as upstream does); `relu` makes negative results
    zero (not with rna), `sat = #nvvm.sat_mode<satfinite>` makes results too large the largest finite tf32.
    """

    name = "nvvm.convert.float.to.tf32"

    src = operand_def(Float32Type)
    rnd = opt_prop_def(FPRoundingModeAttr)
    sat = opt_prop_def(SaturationModeAttr)
    relu = opt_prop_def(IntegerAttr)
    res = result_def(i32)

    DEFAULTS: ClassVar[dict[str, str]] = {"rnd": "none", "sat": "none", "relu": "false"}
    """Upstream's default values of the properties, left out when printed."""

    def __init__(self, src: SSAValue, rnd: FPRoundingMode = FPRoundingMode.RNA):
        super().__init__(operands=[src], result_types=[i32], properties={"rnd": FPRoundingModeAttr(rnd)})

    @property
    def rounding(self) -> FPRoundingMode:
        return FPRoundingMode.NONE if self.rnd is None else self.rnd.data

    @property
    def saturates(self) -> bool:
        return self.sat is not None and self.sat.data == SaturationMode.SATFINITE

    @property
    def clamps_negative(self) -> bool:
        return self.relu is not None and bool(self.relu.value.data)

    @classmethod
    def parse(cls, parser: Parser) -> ConvertFloatToTF32Op:
        unresolved = parser.parse_unresolved_operand()
        src = parser.resolve_operand(unresolved, Float32Type())  # `$src attr-dict`: the type is f32
        attributes = parser.parse_optional_attr_dict()
        properties = {name: attributes.pop(name) for name in cls.DEFAULTS if name in attributes}
        return cls.create(operands=[src], result_types=[i32], properties=properties, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.src)
        shown = {
            name: value for name in self.DEFAULTS
            if (value := self.properties.get(name)) is not None and _printed_value(value) != self.DEFAULTS[name]
        }  # fmt: skip
        printer.print_op_attributes({**shown, **self.attributes})

    def verify_(self) -> None:
        if self.relu is not None and self.relu.type != i1:
            raise VerifyException(f"property 'relu' failed to satisfy constraint: bool attribute, got {self.relu}")
        rounding = self.rounding
        if rounding == FPRoundingMode.RNA and self.clamps_negative:
            raise DiagnosticError("Relu not supported with rna rounding mode.", self)
        if rounding not in (FPRoundingMode.RN, FPRoundingMode.RZ, FPRoundingMode.RNA):
            raise DiagnosticError("Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.", self)


def _printed_value(value: Attribute) -> str:
    """How a property of ConvertFloatToTF32Op compares with its default: the enum value, or true/false."""
    if isinstance(value, IntegerAttr):
        return "true" if value.value.data else "false"
    return str(getattr(value, "data", value))


class LoadCacheModifierKind(StrEnum):
    CA = "ca"
    CG = "cg"
    CS = "cs"
    LU = "lu"
    CV = "cv"


@irdl_attr_definition
class LoadCacheModifierKindAttr(EnumAttribute[LoadCacheModifierKind], SpacedOpaqueSyntaxAttribute):
    """A load's cache policy: `#nvvm<load_cache_modifier cg>`."""

    name = "nvvm.load_cache_modifier"


@irdl_op_definition
class CpAsyncOp(IRDLOperation):
    """An asynchronous copy of 4, 8 or 16 bytes from global to shared memory (PTX `cp.async`), cached
    at all levels (`ca`) or only in L2 (`cg`, 16 bytes only); `cpSize` bytes are read, the rest zero:

        nvvm.cp.async.shared.global %dst, %src, 16, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
    """

    name = "nvvm.cp.async.shared.global"

    dst = operand_def(LLVMPointerType)
    src = operand_def(LLVMPointerType)
    cpSize = opt_operand_def(IntegerType)
    size = prop_def(IntegerAttr[I32])
    modifier = prop_def(LoadCacheModifierKindAttr)

    @classmethod
    def parse(cls, parser: Parser) -> CpAsyncOp:
        dst = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        size = parser.parse_integer()
        parser.parse_punctuation(",")
        parser.parse_keyword("cache")
        parser.parse_punctuation("=")
        modifier = parser.parse_str_enum(LoadCacheModifierKind)
        cp_size = None
        if parser.parse_optional_punctuation(",") is not None:
            cp_size = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        dst_type = parser.parse_type()
        parser.parse_punctuation(",")
        src_type = parser.parse_type()
        operands = [parser.resolve_operand(dst, dst_type), parser.resolve_operand(src, src_type)]
        if cp_size is not None:
            parser.parse_punctuation(",")
            operands.append(parser.resolve_operand(cp_size, parser.parse_type()))
        return cls.create(
            operands=operands,
            properties={"size": IntegerAttr(size, i32), "modifier": LoadCacheModifierKindAttr(modifier)},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list([self.dst, self.src], printer.print_operand)
        printer.print_string(f", {self.size.value.data}, cache = {self.modifier.data.value}")
        if self.cpSize is not None:
            printer.print_string(", ")
            printer.print_operand(self.cpSize)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list(self.operand_types, printer.print_attribute)

    def verify_(self) -> None:
        for index, (value, space) in enumerate(((self.dst, 3), (self.src, 1))):
            addr_space = value.type.addr_space
            if not isinstance(addr_space, IntAttr) or addr_space.data != space:
                raise VerifyException(
                    f"operand #{index} must be LLVM pointer in address space {space}, but got '{value.type}'"
                )
        modifier, size = self.modifier.data, self.size.value.data
        if modifier not in (LoadCacheModifierKind.CG, LoadCacheModifierKind.CA):
            raise DiagnosticError("Only CG and CA cache modifiers are supported.", self)
        if size not in (4, 8, 16):
            raise DiagnosticError("expected byte size to be either 4, 8 or 16.", self)
        if modifier == LoadCacheModifierKind.CG and size != 16:
            raise DiagnosticError("CG cache modifier is only support for 16 bytes copy.", self)


# ---------------------------------------------------------------------------
# Reciprocal, ldmatrix and the split arrive/wait barriers (mbarrier)


@irdl_op_definition
class RcpApproxFtzF32Op(IRDLOperation):
    """An approximate f32 reciprocal that flushes subnormals to zero (PTX `rcp.approx.ftz.f32`):

        %r = nvvm.rcp.approx.ftz.f %x : f32
    """

    name = "nvvm.rcp.approx.ftz.f"

    # Upstream's F32 (an equality constraint, whose ODS summary "32-bit float" the verifier names).
    arg = operand_def(Float32Type())
    res = result_def(Float32Type())

    assembly_format = "$arg attr-dict `:` type($res)"


def address_space(pointer: Attribute) -> int:
    """The address space of an `!llvm.ptr` type (0 for `!llvm.ptr`)."""
    space = pointer.addr_space
    return space.data if isinstance(space, IntAttr) else 0


def _verify_pointer_operand(op: IRDLOperation, index: int, spaces: tuple[int, ...]) -> None:
    """ODS's check of an `LLVM_PointerGeneric`/`LLVM_PointerShared`/... operand: its address space is one of `spaces`."""
    type_ = op.operands[index].type
    if address_space(type_) not in spaces:
        summary = " or ".join(f"LLVM pointer in address space {space}" for space in spaces)
        raise VerifyException(f"operand #{index} must be {summary}, but got '{type_}'")


class LdStMatrixEltType(StrEnum):
    B16 = "b16"
    B8 = "b8"
    B8X16_B6X16_P32 = "b8x16.b6x16_p32"
    B8X16_B4X16_P64 = "b8x16.b4x16_p64"


@irdl_attr_definition
class LdStMatrixEltTypeAttr(_AngleEnumAttr, EnumAttribute[LdStMatrixEltType]):
    """The element type of an `nvvm.ldmatrix`/`stmatrix` matrix: `#nvvm.ld_st_matrix_elt_type<b16>`."""

    name = "nvvm.ld_st_matrix_elt_type"


@irdl_attr_definition
class LdStMatrixShapeAttr(ParametrizedAttribute):
    """The (m, n) shape of an `nvvm.ldmatrix`/`stmatrix` matrix: `#nvvm.ld_st_matrix_shape<m = 8, n = 8>`."""

    name = "nvvm.ld_st_matrix_shape"

    m: IntAttr
    n: IntAttr

    def __init__(self, m: int, n: int):
        super().__init__(IntAttr(m), IntAttr(n))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        values = []
        parser.parse_punctuation("<")
        for index, key in enumerate("mn"):
            if index:
                parser.parse_punctuation(",")
            parser.parse_keyword(key)
            parser.parse_punctuation("=")
            values.append(IntAttr(parser.parse_integer()))
        parser.parse_punctuation(">")
        return values

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<m = {self.m.data}, n = {self.n.data}>")


_LDMATRIX_SHAPES: dict[tuple[int, int], tuple[tuple[int, ...], str | None, tuple[LdStMatrixEltType, ...], str]] = {
    (8, 8): ((1, 2, 4), None, (LdStMatrixEltType.B16,), "b16"),
    (8, 16): ((1, 2, 4), "row", (LdStMatrixEltType.B8X16_B4X16_P64, LdStMatrixEltType.B8X16_B6X16_P32),
              "b8x16.b4x16_p64 or b8x16.b6x16_p32"),
    (16, 16): ((1, 2), "col", (LdStMatrixEltType.B8, LdStMatrixEltType.B8X16_B4X16_P64,
                               LdStMatrixEltType.B8X16_B6X16_P32), "b8, b8x16.b4x16_p64 or b8x16.b6x16_p32"),
}  # fmt: skip
"""Upstream's `LdMatrixOp::verify` table: per (m, n), the matrix counts, the layout (any: None), the element
types and how its messages name them."""


@irdl_op_definition
class LdMatrixOp(IRDLOperation):
    """A warp's load of `num` matrices of `shape` and `eltType` from shared memory (PTX `ldmatrix.sync.aligned`),
    each thread getting one i32 per 8x8 (8x16) matrix, two per 16x16 one:

        %r = nvvm.ldmatrix %p {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32,
            shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
    """

    name = "nvvm.ldmatrix"

    ptr = operand_def(LLVMPointerType)
    # In ODS's (alphabetical) order, in which upstream reports a missing one.
    eltType = prop_def(LdStMatrixEltTypeAttr)
    layout = prop_def(MMALayoutAttr)
    num = prop_def(IntegerAttr[I32])
    shape = prop_def(LdStMatrixShapeAttr)
    res = result_def()

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$ptr attr-dict `:` functional-type($ptr, $res)"

    def verify_(self) -> None:
        _verify_pointer_operand(self, 0, (3,))
        num, m, n = self.num.value.data, self.shape.m.data, self.shape.n.data
        if (m, n) not in _LDMATRIX_SHAPES:
            raise VerifyException("expected shape to be 8x8, 8x16 or 16x16")
        counts, layout, types, types_text = _LDMATRIX_SHAPES[m, n]
        if num not in counts:
            allowed = "1, 2 or 4" if len(counts) == 3 else "1 or 2"
            raise VerifyException(f"expected num attribute to be {allowed} for {m}x{n} matrix")
        if layout is not None and self.layout.data.value != layout:
            raise VerifyException(f"expected layout to be {layout} for {m}x{n} matrix")
        if self.eltType.data not in types:
            raise VerifyException(f"expected element type to be {types_text} for {m}x{n} matrix")
        elements = num * 2 if (m, n) == (16, 16) else num
        if elements == 1 and self.res.type != i32:
            raise VerifyException("expected destination type is i32")
        if elements > 1 and self.res.type != _struct_of(i32, elements):
            raise VerifyException(f"expected destination type is a structure of {elements} elements of type i32")


class _MBarrierOp(IRDLOperation):
    """An mbarrier op on the *mbarrier object* at `addr`, a generic or shared::cta (`!llvm.ptr<3>`) pointer
    (LLVM 22's `AnyTypeOf<[LLVM_PointerGeneric, LLVM_PointerShared]>`; its `.shared` forms of these ops, LLVM
    19 to 21's, are gone: aiopt.support.parsing.REMOVED_OPS)."""

    def verify_(self) -> None:
        _verify_pointer_operand(self, 0, (0, 3))


@irdl_op_definition
class MBarrierInitOp(_MBarrierOp):
    """Initialize an mbarrier object for `count` arrivals (PTX `mbarrier.init.b64`), if `predicate`:

        nvvm.mbarrier.init %bar, %count : !llvm.ptr<3>, i32
        nvvm.mbarrier.init %bar, %count, predicate = %p : !llvm.ptr, i32, i1
    """

    name = "nvvm.mbarrier.init"
    addr = operand_def(LLVMPointerType)
    count = operand_def(i32)
    predicate = opt_operand_def(i1)

    assembly_format = "$addr `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)"


@irdl_op_definition
class MBarrierInvalOp(_MBarrierOp):
    """Invalidate an mbarrier object (PTX `mbarrier.inval.b64`): `nvvm.mbarrier.inval %bar : !llvm.ptr`."""

    name = "nvvm.mbarrier.inval"
    addr = operand_def(LLVMPointerType)

    assembly_format = "$addr attr-dict `:` type(operands)"


@irdl_op_definition
class MBarrierArriveOp(_MBarrierOp):
    """Arrive on an mbarrier object, giving its phase state (PTX `mbarrier.arrive.b64`):

        %state = nvvm.mbarrier.arrive %bar : !llvm.ptr -> i64
    """

    name = "nvvm.mbarrier.arrive"
    addr = operand_def(LLVMPointerType)
    res = result_def(IntegerType(64))

    assembly_format = "$addr attr-dict `:` type($addr) `->` type($res)"


@irdl_op_definition
class MBarrierArriveNocompleteOp(_MBarrierOp):
    """`count` arrivals on an mbarrier object that do not complete its phase (PTX `mbarrier.arrive.noComplete.b64`):

        %state = nvvm.mbarrier.arrive.nocomplete %bar, %count : !llvm.ptr, i32 -> i64
    """

    name = "nvvm.mbarrier.arrive.nocomplete"
    addr = operand_def(LLVMPointerType)
    count = operand_def(i32)
    res = result_def(IntegerType(64))

    assembly_format = "$addr `,` $count attr-dict `:` type(operands) `->` type($res)"


@irdl_op_definition
class MBarrierArriveExpectTxOp(_MBarrierOp):
    """Expect `txcount` more transaction bytes, then arrive (PTX `mbarrier.arrive.expect_tx.b64`), if `predicate`:

        nvvm.mbarrier.arrive.expect_tx %bar, %tx : !llvm.ptr, i32
    """

    name = "nvvm.mbarrier.arrive.expect_tx"
    addr = operand_def(LLVMPointerType)
    txcount = operand_def(i32)
    predicate = opt_operand_def(i1)

    assembly_format = "$addr `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)"


@irdl_op_definition
class MBarrierTryWaitParityOp(_MBarrierOp):
    """Wait until the phase of parity `phase` of an mbarrier object completes, `ticks` ns a try
    (a PTX loop of `mbarrier.try_wait.parity.b64`):

        nvvm.mbarrier.try_wait.parity %bar, %phase, %ticks : !llvm.ptr, i32, i32
    """

    name = "nvvm.mbarrier.try_wait.parity"
    addr = operand_def(LLVMPointerType)
    phase = operand_def(i32)
    ticks = operand_def(i32)

    assembly_format = "$addr `,` $phase `,` $ticks attr-dict `:` type(operands)"


@irdl_op_definition
class MBarrierTestWaitOp(_MBarrierOp):
    """Whether the phase that `state` (of `nvvm.mbarrier.arrive`) names has completed, without blocking
    (PTX `mbarrier.test_wait.b64`):

        %done = nvvm.mbarrier.test.wait %bar, %state : !llvm.ptr, i64 -> i1
    """

    name = "nvvm.mbarrier.test.wait"
    addr = operand_def(LLVMPointerType)
    state = operand_def(IntegerType(64))
    res = result_def(i1)

    assembly_format = "$addr `,` $state attr-dict `:` type(operands) `->` type($res)"


MBARRIER_OPS = (
    MBarrierInitOp, MBarrierInvalOp, MBarrierArriveOp, MBarrierArriveNocompleteOp, MBarrierArriveExpectTxOp,
    MBarrierTryWaitParityOp, MBarrierTestWaitOp,
)


# ---------------------------------------------------------------------------
# Tensor memory accelerator (TMA) copies: cp.async.bulk.tensor


class TMALoadMode(StrEnum):
    TILE = "tile"
    IM2COL = "im2col"
    IM2COL_W = "im2col_w"
    IM2COL_W_128 = "im2col_w_128"
    TILE_GATHER4 = "tile_gather4"


class TMAStoreMode(StrEnum):
    TILE = "tile"
    IM2COL = "im2col"
    TILE_SCATTER4 = "tile_scatter4"


class CTAGroupKind(StrEnum):
    CTA_1 = "cta_1"
    CTA_2 = "cta_2"


@irdl_attr_definition
class TMALoadModeAttr(_AngleEnumAttr, EnumAttribute[TMALoadMode]):
    """How a TMA load or prefetch reads the tensor: `#nvvm.tma_load_mode<tile>` (default), `<im2col>`, ..."""

    name = "nvvm.tma_load_mode"


@irdl_attr_definition
class TMAStoreModeAttr(_AngleEnumAttr, EnumAttribute[TMAStoreMode]):
    """How a TMA store writes the tensor: `#nvvm.tma_store_mode<tile>` (default), `<im2col>`, `<tile_scatter4>`."""

    name = "nvvm.tma_store_mode"


@irdl_attr_definition
class CTAGroupKindAttr(_AngleEnumAttr, EnumAttribute[CTAGroupKind]):
    """The CTAs of a group taking part in a TMA or tcgen05 op (PTX `cta_group::1`/`::2`): `#nvvm.cta_group<cta_1>`."""

    name = "nvvm.cta_group"


def _verify_tma_dimensions(op: Operation, dims: int) -> None:
    if not 1 <= dims <= 5:
        raise DiagnosticError("expects coordinates between 1 to 5 dimension", op)


def _verify_tma_load_parameters(op: Operation, dims: int, offsets: int, mode: TMALoadMode) -> None:
    """Upstream's `verifyTMALoadParams` (TMA loads and prefetches): the number of coordinates and of im2col
    offsets each mode takes."""
    _verify_tma_dimensions(op, dims)
    if mode == TMALoadMode.TILE_GATHER4 and dims != 5:
        raise DiagnosticError("Gather4 mode expects 5 coordinates", op)
    im2col = mode in (TMALoadMode.IM2COL, TMALoadMode.IM2COL_W, TMALoadMode.IM2COL_W_128)
    if im2col and dims < 3:
        raise DiagnosticError(f"to use {mode.value} mode, the tensor has to be at least 3-dimensional", op)
    expected = {TMALoadMode.IM2COL: dims - 2, TMALoadMode.IM2COL_W: 2, TMALoadMode.IM2COL_W_128: 2}.get(mode, 0)
    if offsets != expected:
        raise DiagnosticError(f" im2col offsets expected {expected} (provided {offsets})", op)


SHARED_POINTER = LLVMPointerType(IntAttr(3))
"""`!llvm.ptr<3>` (a TMA load's mbarrier: a type its syntax leaves out)."""

_TMA_PROPERTIES = (ParsePropInAttrDict(), AttrSizedOperandSegments(as_property=True))


@irdl_op_definition
class CpAsyncBulkTensorGlobalToSharedClusterOp(IRDLOperation):
    """A TMA load (PTX `cp.async.bulk.tensor.<n>d.shared::cluster.global`): the box at `coordinates` of the
    tensor `tmaDescriptor` describes, into shared memory at `dstMem` (shared::cluster, `!llvm.ptr<7>`; shared::cta,
    `!llvm.ptr<3>`, with `isCTAOnly`), completing transactions on the mbarrier `mbar`; optionally to the CTAs of
    `multicastMask`, with the L2 eviction policy `l2CacheHint`, or (as inline PTX) if `predicate`:

        nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tma, %bar, box[%x, %y] : !llvm.ptr<7>, !llvm.ptr
        nvvm.cp.async.bulk.tensor.shared.cluster.global %dst, %tma, %bar, box[%x, %y, %z] im2col[%o]
            l2_cache_hint = %ch {isCTAOnly = true, mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<3>, !llvm.ptr
    """

    name = "nvvm.cp.async.bulk.tensor.shared.cluster.global"

    dstMem = operand_def(LLVMPointerType)
    tmaDescriptor = operand_def(LLVMPointerType)
    coordinates = var_operand_def(i32)
    mbar = operand_def(SHARED_POINTER)
    im2colOffsets = var_operand_def(IntegerType(16))
    multicastMask = opt_operand_def(IntegerType(16))
    l2CacheHint = opt_operand_def(IntegerType(64))
    predicate = opt_operand_def(i1)
    mode = prop_def(TMALoadModeAttr, default_value=TMALoadModeAttr(TMALoadMode.TILE))
    isCTAOnly = prop_def(BoolAttr, default_value=BoolAttr.from_bool(False))
    group = opt_prop_def(CTAGroupKindAttr)

    irdl_options = _TMA_PROPERTIES
    assembly_format = (
        "$dstMem `,` $tmaDescriptor `,` $mbar `,` `box` `[` $coordinates `]` "
        "(`im2col` `[` $im2colOffsets^ `]`)? (`multicast_mask` `=` $multicastMask^)? "
        "(`l2_cache_hint` `=` $l2CacheHint^)? (`predicate` `=` $predicate^)? "
        "attr-dict `:` type($dstMem) `,` type($tmaDescriptor)"
    )

    def verify_(self) -> None:
        _verify_pointer_operand(self, 0, (3, 7))
        _verify_pointer_operand(self, 1, (0,))
        mode, cta_only = self.mode.data, self.isCTAOnly.value.data
        if self.predicate is not None:  # lowered to inline PTX
            if cta_only:
                raise DiagnosticError("Predicate is supported only for shared::cluster mode.", self)
            if mode not in (TMALoadMode.TILE, TMALoadMode.IM2COL):
                raise DiagnosticError("Predicate is supported only for Tile and Im2col modes.", self)
        else:
            if address_space(self.dstMem.type) != (3 if cta_only else 7):
                raise DiagnosticError(
                    "Shared::cta destination requires address-space 3." if cta_only
                    else "Shared::cluster destination requires address-space 7.", self)  # fmt: skip
            if cta_only and self.multicastMask is not None:
                raise DiagnosticError("Multicast is not supported with shared::cta mode.", self)
            if cta_only and self.group is not None:
                raise DiagnosticError("CTAGroup is not supported with shared::cta mode.", self)
        _verify_tma_load_parameters(self, len(self.coordinates), len(self.im2colOffsets), mode)


@irdl_op_definition
class CpAsyncBulkTensorSharedCTAToGlobalOp(IRDLOperation):
    """A TMA store (PTX `cp.async.bulk.tensor.<n>d.global.shared::cta.bulk_group`): shared memory at `srcMem`
    into the box at `coordinates` of the tensor `tmaDescriptor` describes, with the L2 eviction policy
    `l2CacheHint`, or (as inline PTX) if `predicate`:

        nvvm.cp.async.bulk.tensor.global.shared.cta %tma, %src, box[%x, %y] : !llvm.ptr, !llvm.ptr<3>
    """

    name = "nvvm.cp.async.bulk.tensor.global.shared.cta"

    tmaDescriptor = operand_def(LLVMPointerType)
    srcMem = operand_def(LLVMPointerType)
    coordinates = var_operand_def(i32)
    l2CacheHint = opt_operand_def(IntegerType(64))
    predicate = opt_operand_def(i1)
    mode = prop_def(TMAStoreModeAttr, default_value=TMAStoreModeAttr(TMAStoreMode.TILE))

    irdl_options = _TMA_PROPERTIES
    assembly_format = (
        "$tmaDescriptor `,` $srcMem `,` `box` `[` $coordinates `]` (`l2_cache_hint` `=` $l2CacheHint^)? "
        "(`,` `predicate` `=` $predicate^)? attr-dict `:` type($tmaDescriptor) `,` type($srcMem)"
    )

    def verify_(self) -> None:
        _verify_pointer_operand(self, 0, (0,))
        _verify_pointer_operand(self, 1, (3,))
        mode = self.mode.data
        if self.predicate is not None:  # lowered to inline PTX
            if mode != TMAStoreMode.TILE:
                raise DiagnosticError("Inline-ptx lowering supported only for Tile mode.", self)
            if self.l2CacheHint is not None:
                raise DiagnosticError("Inline-ptx lowering unsupported with L2 cache-hint.", self)
        dims = len(self.coordinates)
        if mode == TMAStoreMode.TILE_SCATTER4:
            if dims != 5:
                raise DiagnosticError("Scatter4 mode expects 5 coordinates", self)
            return
        _verify_tma_dimensions(self, dims)
        if mode == TMAStoreMode.IM2COL and dims < 3:
            raise DiagnosticError("to use im2col mode, the tensor has to be at least 3-dimensional", self)


@irdl_op_definition
class CpAsyncBulkTensorPrefetchOp(IRDLOperation):
    """A TMA prefetch into L2 (PTX `cp.async.bulk.prefetch.tensor.<n>d.L2.global`) of the box at `coordinates`
    of the tensor `tmaDescriptor` describes, with the L2 eviction policy `l2CacheHint`:

        nvvm.cp.async.bulk.tensor.prefetch %tma, box[%x, %y] l2_cache_hint = %ch : !llvm.ptr
    """

    name = "nvvm.cp.async.bulk.tensor.prefetch"

    tmaDescriptor = operand_def(LLVMPointerType)
    coordinates = var_operand_def(i32)
    im2colOffsets = var_operand_def(IntegerType(16))
    l2CacheHint = opt_operand_def(IntegerType(64))
    mode = prop_def(TMALoadModeAttr, default_value=TMALoadModeAttr(TMALoadMode.TILE))

    irdl_options = _TMA_PROPERTIES
    assembly_format = (
        "$tmaDescriptor `,` `box` `[` $coordinates `]` (`im2col` `[` $im2colOffsets^ `]`)? "
        "(`l2_cache_hint` `=` $l2CacheHint^)? attr-dict `:` type($tmaDescriptor)"
    )

    def verify_(self) -> None:
        _verify_pointer_operand(self, 0, (0,))
        _verify_tma_load_parameters(self, len(self.coordinates), len(self.im2colOffsets), self.mode.data)


TMA_OPS = (CpAsyncBulkTensorGlobalToSharedClusterOp, CpAsyncBulkTensorSharedCTAToGlobalOp, CpAsyncBulkTensorPrefetchOp)


# ---------------------------------------------------------------------------
# Warpgroup matrix multiply (wgmma) synchronization


@irdl_op_definition
class WgmmaFenceAlignedOp(IRDLOperation):
    """Order register accesses between wgmma ops and other ops (PTX `wgmma.fence.sync.aligned`):
    `nvvm.wgmma.fence.aligned`."""

    name = "nvvm.wgmma.fence.aligned"

    assembly_format = "attr-dict"


@irdl_op_definition
class WgmmaGroupSyncAlignedOp(IRDLOperation):
    """Commit the warpgroup's pending wgmma ops into a group (PTX `wgmma.commit_group.sync.aligned`):
    `nvvm.wgmma.commit.group.sync.aligned`."""

    name = "nvvm.wgmma.commit.group.sync.aligned"

    assembly_format = "attr-dict"


@irdl_op_definition
class WgmmaWaitGroupSyncOp(IRDLOperation):
    """Wait until at most `group` wgmma groups are pending (PTX `wgmma.wait_group.sync.aligned`):
    `nvvm.wgmma.wait.group.sync.aligned 0`."""

    name = "nvvm.wgmma.wait.group.sync.aligned"

    group = prop_def(IntegerAttr[IntegerType(64)])

    @classmethod
    def parse(cls, parser: Parser) -> WgmmaWaitGroupSyncOp:
        attributes = parser.parse_optional_attr_dict()
        group = parser.parse_integer()
        return cls.create(properties={"group": IntegerAttr(group, 64)}, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" {self.group.value.data}")


NVVM = Dialect(
    "nvvm",
    [
        *SPECIAL_REGISTERS.values(), Barrier0Op, BarrierOp, BarrierArriveOp, ClusterArriveOp, ClusterArriveRelaxedOp,
        ClusterWaitOp, FenceScClusterOp, BarWarpSyncOp, ShflSyncOp, VoteSyncOp, ReduxSyncOp,
        WMMALoadOp, WMMAStoreOp, WMMAMmaOp, MmaOp, ConvertFloatToTF32Op, CpAsyncOp, CpAsyncCommitGroupOp,
        CpAsyncWaitGroupOp, RcpApproxFtzF32Op, LdMatrixOp, *MBARRIER_OPS, *TMA_OPS,
        WgmmaFenceAlignedOp, WgmmaGroupSyncAlignedOp, WgmmaWaitGroupSyncOp,
    ],
    [
        NVVMTargetAttr, ShflKindAttr, VoteSyncKindAttr, ReduxKindAttr, MMATypeAttr, MMAFragAttr, MMALayoutAttr,
        LoadCacheModifierKindAttr, MMAB1OpAttr, MMAIntOverflowAttr, MMAShapeAttr, FPRoundingModeAttr, SaturationModeAttr,
        TMALoadModeAttr, TMAStoreModeAttr, CTAGroupKindAttr, LdStMatrixShapeAttr, LdStMatrixEltTypeAttr,
    ],
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
