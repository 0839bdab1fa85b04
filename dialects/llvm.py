"""The `llvm` dialect: xDSL's ops plus the ones it lacks, with upstream MLIR's syntax.

xDSL 0.74 has the core of the dialect (arithmetic, memory, calls, globals,
branches, a few intrinsics) but lacks float/int conversions in one direction,
`llvm.mlir.poison`, `llvm.switch`, `llvm.extractelement`, `llvm.freeze` and
most intrinsics and `llvm.atomicrmw`; the conversions to the llvm dialect need all of them:

    %0 = llvm.fptosi %x : f32 to i32
    %1 = llvm.intr.tanh(%y) : (f32) -> f32
    "llvm.intr.memcpy"(%dst, %src, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.switch %i : i32, ^bb1 [
      42: ^bb2(%x : f32)
    ]

It also lacks exception handling, added here with upstream's checks:

    %r = llvm.invoke @foo(%x) to ^ok unwind ^lpad : (i32) -> i32
  ^lpad:
    %lp = llvm.landingpad cleanup (catch %ti : !llvm.ptr) : !llvm.struct<(ptr, i32)>
    llvm.resume %lp : !llvm.struct<(ptr, i32)>

`LLVM` below holds xDSL's ops and attributes and ours; registering it as
`llvm` in `aiopt.dialects` makes it replace xDSL's dialect. `intrinsic()`
builds any `llvm.intr.*` op by name, and `INTRINSICS` maps names to classes.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import ClassVar, Self

from xdsl.dialects import llvm as xllvm
from xdsl.dialects.builtin import (
    I1,
    I8,
    I32,
    I64,
    AnyFloatConstr,
    ArrayAttr,
    BFloat16Type,
    BoolAttr,
    BytesAttr,
    DenseArrayBase,
    DenseIntElementsAttr,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    DictionaryAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    FloatAttr,
    FunctionType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    Signedness,
    SignlessIntegerConstraint,
    StringAttr,
    SymbolRefAttr,
    UnitAttr,
    VectorType,
    i1,
    i32,
    i64,
)
from xdsl.dialects.llvm import *
from xdsl.dialects.llvm import (
    GEP_USE_SSA_VAL,
    LLVM_CALLING_CONVS,
    CallingConventionAttr,
    FastMathAttr,
    GenericCastOp,
    LLVMArrayType,
    LLVMFunctionType,
    LLVMPointerType,
)
from xdsl.dialects.llvm import LLVM as _XDSL_LLVM
from xdsl.dialects.utils import print_dynamic_index_list
from xdsl.dialects.utils.format import _parse_func_outputs, _print_func_outputs
from xdsl.ir import (
    Attribute,
    Block,
    Dialect,
    Operation,
    ParametrizedAttribute,
    SSAValue,
    TypeAttribute,
    TypedAttribute,
)
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    BaseAttr,
    IRDLOperation,
    MessageConstraint,
    VarConstraint,
    irdl_attr_definition,
    irdl_op_definition,
    irdl_to_attr_constraint,
    operand_def,
    opt_prop_def,
    opt_result_def,
    prop_def,
    region_def,
    result_def,
    successor_def,
    traits_def,
    var_operand_def,
    var_successor_def,
)
from xdsl.irdl.operations import ParsePropInAttrDict
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    NoMemoryEffect,
    NoTerminator,
    Pure,
    SymbolOpInterface,
    SymbolTable,
    get_effects,
)
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.arith import print_spaced_flags
from aiopt.dialects.func import parse_function_arguments, print_function_arguments
from aiopt.dialects.hlo.syntax import custom_op_error
from aiopt.support.cached_attributes import dense_array, integer_attr, unit_attr
from aiopt.support.canonical_classes import irdl_op_redefinition, registered_factory
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.dialect_attributes import (
    DialectAttributeVerifier,
    register_attribute_verifier,
    verify_function_attribute_counts,
)
from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.irdl_verification import (
    UpstreamVerifyException,
    describe_attribute,
    describe_constraint,
    reads_only_signature,
)
from aiopt.support.parsing import parse_integer_attr
from aiopt.support.xdsl_private import peek

# The summary of upstream's ODS type constraint `LLVM_AnyPointer`.
describe_constraint(BaseAttr(LLVMPointerType), "LLVM pointer type")
describe_constraint(xllvm.LLVMTypeConstr, "LLVM dialect-compatible type")

# Upstream's `LLVM_ScalarOrVectorOf<LLVM_AnyFloat>` and `LLVM_ScalarOrVectorOf<AnySignlessInteger>` (xDSL's ops
# use equal constraints), with their ODS summaries.
_FloatLike = describe_constraint(
    AnyFloatConstr | VectorType.constr(AnyFloatConstr),
    "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
)


# ---------------------------------------------------------------------------
# The parameterless types xDSL 0.74 lacks (upstream's LLVMTypes.td): `!llvm.ppc_fp128`, `!llvm.token`,
# `!llvm.label`, `!llvm.metadata`, `!llvm.x86_amx`


@irdl_attr_definition
class LLVMPPCFP128Type(ParametrizedAttribute, TypeAttribute):
    """PowerPC's 128-bit float, a pair of doubles: `!llvm.ppc_fp128`."""

    name = "llvm.ppc_fp128"


@irdl_attr_definition
class LLVMTokenType(ParametrizedAttribute, TypeAttribute):
    """A value that ties instructions together and cannot be inspected: `!llvm.token`."""

    name = "llvm.token"


@irdl_attr_definition
class LLVMLabelType(ParametrizedAttribute, TypeAttribute):
    """The type of a basic block's label: `!llvm.label`."""

    name = "llvm.label"


@irdl_attr_definition
class LLVMMetadataType(ParametrizedAttribute, TypeAttribute):
    """The type of metadata operands of intrinsics: `!llvm.metadata`."""

    name = "llvm.metadata"


@irdl_attr_definition
class LLVMX86AMXType(ParametrizedAttribute, TypeAttribute):
    """An x86 AMX tile register: `!llvm.x86_amx`."""

    name = "llvm.x86_amx"


_PARAMETERLESS_TYPES = (LLVMPPCFP128Type, LLVMTokenType, LLVMLabelType, LLVMMetadataType, LLVMX86AMXType)


# ---------------------------------------------------------------------------
# Function attributes xDSL 0.74 lacks: `#llvm.memory_effects`, `#llvm.vscale_range`, `#llvm.uwtableKind`

_MOD_REF = ("none", "read", "write", "readwrite")
_MEMORY_LOCATIONS = ("other", "argMem", "inaccessibleMem", "errnoMem", "targetMem0", "targetMem1")


@irdl_attr_definition
class MemoryEffectsAttr(ParametrizedAttribute):
    """Upstream's `#llvm.memory_effects`: how a function (or call) may access each kind of memory, one of
    none, read, write, readwrite for each location, all written in this order:

        llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read,
          inaccessibleMem = readwrite, errnoMem = none, targetMem0 = none, targetMem1 = none>}

    becomes LLVM's `memory(argmem: read, inaccessiblemem: readwrite)`.
    """

    name = "llvm.memory_effects"

    other: StringAttr
    argMem: StringAttr
    inaccessibleMem: StringAttr
    errnoMem: StringAttr
    targetMem0: StringAttr
    targetMem1: StringAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[StringAttr, ...]:
        values = []
        parser.parse_punctuation("<")
        for index, location in enumerate(_MEMORY_LOCATIONS):
            if index:
                parser.parse_punctuation(",")
            parser.parse_keyword(location)
            parser.parse_punctuation("=")
            pos = parser.pos
            kind = parser.parse_optional_identifier()
            if kind not in _MOD_REF:
                parser.raise_error(
                    f"expected one of [{', '.join(_MOD_REF)}] for LLVM ModRefInfo, got: {kind or ''}", pos, pos
                )
            values.append(StringAttr(kind))
        parser.parse_punctuation(">")
        return tuple(values)

    def print_parameters(self, printer: Printer) -> None:
        fields = ", ".join(f"{location} = {getattr(self, location).data}" for location in _MEMORY_LOCATIONS)
        printer.print_string(f"<{fields}>")


@irdl_attr_definition
class VScaleRangeAttr(ParametrizedAttribute):
    """Upstream's `#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>` of a function (LLVM's
    `vscale_range(1,16)`), which `llvm.func` writes as its `vscale_range(1, 16)` clause."""

    name = "llvm.vscale_range"

    minRange: IntegerAttr
    maxRange: IntegerAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[IntegerAttr, IntegerAttr]:
        values = []
        parser.parse_punctuation("<")
        for index, field in enumerate(("minRange", "maxRange")):
            if index:
                parser.parse_punctuation(",")
            parser.parse_keyword(field)
            parser.parse_punctuation("=")
            pos = parser.pos
            value = parser.parse_attribute()
            if not isinstance(value, IntegerAttr):
                parser.raise_error("expected an integer attribute", pos, parser.pos)
            values.append(value)
        parser.parse_punctuation(">")
        return tuple(values)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<minRange = ")
        printer.print_attribute(self.minRange)
        printer.print_string(", maxRange = ")
        printer.print_attribute(self.maxRange)
        printer.print_string(">")


@irdl_attr_definition
class ConstantRangeAttr(ParametrizedAttribute):
    """Upstream's `#llvm.constant_range<i8, -1, 127>`: the half-open range [lower, upper) of an integer parameter
    or result (`llvm.range`, LLVM's `range(i8 -1, 127)`); each bound wraps to the width and prints signed, as
    upstream's APInt (`<i8, 200, 10>` prints `<i8, -56, 10>`)."""

    name = "llvm.constant_range"

    type: IntegerType
    lower: IntAttr
    upper: IntAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[IntegerType, IntAttr, IntAttr]:
        parser.parse_punctuation("<")
        pos = parser.pos
        type_ = parser.parse_type()
        if not isinstance(type_, IntegerType):
            parser.raise_error(f"invalid kind of type specified: expected builtin.integer, but found '{type_}'", pos)
        width = type_.width.data
        bounds = []
        for _ in range(2):
            parser.parse_punctuation(",")
            value = parser.parse_integer(allow_boolean=False) % (1 << width)
            bounds.append(IntAttr(value - (1 << width) if value >> (width - 1) else value))
        parser.parse_punctuation(">")
        return type_, bounds[0], bounds[1]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<")
        printer.print_attribute(self.type)
        printer.print_string(f", {self.lower.data}, {self.upper.data}>")


_UWTABLE_KINDS = ("none", "sync", "async")


@irdl_attr_definition
class UWTableKindAttr(ParametrizedAttribute):
    """Upstream's `#llvm.uwtableKind<async>` of a function's `uwtable_kind` (LLVM's `uwtable`, `uwtable(sync)`)."""

    name = "llvm.uwtableKind"

    kind: StringAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[StringAttr]:
        parser.parse_punctuation("<")
        pos = parser.pos
        kind = parser.parse_optional_identifier()
        if kind not in _UWTABLE_KINDS:
            parser.raise_error(
                f"expected one of [{', '.join(_UWTABLE_KINDS)}] for LLVM Unwind Behavior, got: {kind or ''}", pos, pos
            )
        parser.parse_punctuation(">")
        return (StringAttr(kind),)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.kind.data}>")


# ---------------------------------------------------------------------------
# Target extension types (xDSL 0.74 lacks them)


@irdl_attr_definition
class LLVMTargetExtType(ParametrizedAttribute, TypeAttribute):
    """A type of a target, opaque to LLVM: its name, then type and integer parameters.

        !llvm.target<"spirv.Event">
        !llvm.target<"spirv.Image", !llvm.void, 0, 1>

    Upstream's `LLVMTargetExtType`: which properties a name has is LLVM's (`llvm/lib/IR/Type.cpp`), of
    which MLIR knows the `spirv.` types (zero-initializable, global, in memory) and `aarch64.svcount`.
    """

    name = "llvm.target"

    ext_name: StringAttr
    type_params: ArrayAttr[Attribute]
    int_params: ArrayAttr[IntAttr]

    def __init__(self, ext_name: str, type_params: Sequence[Attribute] = (), int_params: Sequence[int] = ()):
        super().__init__(StringAttr(ext_name), ArrayAttr(type_params), ArrayAttr(IntAttr(i) for i in int_params))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> tuple[StringAttr, ArrayAttr, ArrayAttr]:
        parser.parse_punctuation("<")
        ext_name = parser.parse_str_literal()
        types: list[Attribute] = []
        ints: list[IntAttr] = []
        # Upstream's parser: the type parameters, then the integer ones.
        while parser.parse_optional_punctuation(",") is not None:
            integer = parser.parse_optional_integer()
            if integer is not None:
                ints.append(IntAttr(integer))
                continue
            if ints:
                parser.raise_error("expected integer value")
            types.append(parser.parse_type())
        parser.parse_punctuation(">")
        return StringAttr(ext_name), ArrayAttr(types), ArrayAttr(ints)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string_literal(self.ext_name.data)
            for param in self.type_params.data:
                printer.print_string(", ")
                printer.print_attribute(param)
            for param in self.int_params.data:
                printer.print_string(f", {param.data}")

    @property
    def has_zero_init(self) -> bool:
        """Upstream's `hasProperty(HasZeroInit)` (also `CanBeGlobal`): the `spirv.` types."""
        return self.ext_name.data.startswith("spirv.")

    @property
    def supports_mem_ops(self) -> bool:
        """Upstream's `supportsMemOps`: a value of the type can be allocated, loaded and stored."""
        return self.ext_name.data.startswith("spirv.") or self.ext_name.data == "aarch64.svcount"
_IntLike = describe_constraint(
    SignlessIntegerConstraint | VectorType.constr(SignlessIntegerConstraint),
    "signless integer or LLVM dialect-compatible vector of signless integer",
)


class _TypedCast(IRDLOperation):
    """A cast whose operand and result take upstream's constraints (xDSL's `GenericCastOp` takes any types);
    syntax `%y = llvm.fpext %x : f32 to f64`."""

    traits = traits_def(NoMemoryEffect())
    assembly_format = "$arg attr-dict `:` type($arg) `to` type($result)"

    def __init__(self, val: Operation | SSAValue, res_type: Attribute):
        IRDLOperation.__init__(self, operands=[SSAValue.get(val)], result_types=[res_type])


@irdl_op_redefinition
class TruncOp(xllvm.TruncOp):
    """An integer to a narrower one: `%y = llvm.trunc %x overflow<nsw> : i64 to i32`.

    Redefined for upstream's storage of the flags, an i32 of bits (nsw 1, nuw 2) as on the binary ops (xDSL's:
    an `#llvm.overflow` attribute): the generic form is `"llvm.trunc"(%x) <{overflowFlags = 1 : i32}>`, as
    upstream prints and reads it.
    """

    name = "llvm.trunc"
    arg = operand_def(SignlessIntegerConstraint | VectorType.constr(SignlessIntegerConstraint))
    res = result_def(SignlessIntegerConstraint | VectorType.constr(SignlessIntegerConstraint))
    overflowFlags = opt_prop_def(IntegerAttr[I32])

    traits = traits_def(NoMemoryEffect())

    def __init__(
        self,
        arg: SSAValue,
        res_type: Attribute,
        attributes: Mapping[str, Attribute] = {},
        overflow: xllvm.OverflowAttr | IntegerAttr = xllvm.OverflowAttr(None),
    ):
        if isinstance(overflow, xllvm.OverflowAttr):
            overflow = IntegerAttr(overflow.to_int(), 32)
        IRDLOperation.__init__(
            self,
            operands=[arg],
            attributes=dict(attributes),
            result_types=[res_type],
            properties={"overflowFlags": overflow},
        )

    def verify_(self) -> None:
        source, result = (getattr(t, "element_type", t) for t in (self.arg.type, self.res.type))
        if source.bitwidth <= result.bitwidth:  # pyright: ignore[reportAttributeAccessIssue]
            raise VerifyException(f"invalid cast opcode for cast from {self.arg.type} to {self.res.type}")

    @classmethod
    def parse(cls, parser: Parser) -> Self:
        arg = parser.parse_unresolved_operand()
        overflow = xllvm.OverflowAttr.parse(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_characters(":")
        arg_type = parser.parse_type()
        parser.parse_characters("to")
        res_type = parser.parse_type()
        return cls(parser.resolve_operand(arg, arg_type), res_type, attributes, overflow)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.arg)
        if self.overflowFlags is not None:
            xllvm.OverflowAttr.from_int(self.overflowFlags.value.data).print(printer)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.arg.type)
        printer.print_string(" to ")
        printer.print_attribute(self.res.type)


@irdl_op_redefinition
class FPTruncOp(_TypedCast, xllvm.FPTruncOp):
    """A float to a narrower float: `%y = llvm.fptrunc %x : f64 to f32`."""

    name = "llvm.fptrunc"
    arg = operand_def(_FloatLike)
    result = result_def(_FloatLike)


@irdl_op_redefinition
class FPExtOp(_TypedCast, xllvm.FPExtOp):
    """A float to a wider float: `%y = llvm.fpext %x : f32 to f64`."""

    name = "llvm.fpext"
    arg = operand_def(_FloatLike)
    result = result_def(_FloatLike)


@irdl_op_redefinition
class SIToFPOp(_TypedCast, xllvm.SIToFPOp):
    """A signed integer to a float: `%x = llvm.sitofp %i : i32 to f32`."""

    name = "llvm.sitofp"
    arg = operand_def(_IntLike)
    result = result_def(_FloatLike)


# ---------------------------------------------------------------------------
# Conversions, constants-like values, freeze


_PtrLike = describe_constraint(
    BaseAttr(LLVMPointerType) | VectorType.constr(BaseAttr(LLVMPointerType)),
    "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
)


@irdl_op_definition
class AddrSpaceCastOp(GenericCastOp):
    """A pointer into another address space: `%q = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<3>`."""

    name = "llvm.addrspacecast"
    arg = operand_def(_PtrLike)
    result = result_def(_PtrLike)


@irdl_op_definition
class FPToSIOp(GenericCastOp):
    """Float to signed integer, rounding toward zero: `%i = llvm.fptosi %x : f32 to i32`."""

    name = "llvm.fptosi"
    arg = operand_def(_FloatLike)
    result = result_def(_IntLike)


@irdl_op_definition
class FPToUIOp(GenericCastOp):
    """Float to unsigned integer, rounding toward zero: `%i = llvm.fptoui %x : f32 to i32`."""

    name = "llvm.fptoui"
    arg = operand_def(_FloatLike)
    result = result_def(_IntLike)


@irdl_op_definition
class UIToFPOp(GenericCastOp):
    """Unsigned integer to float; `nneg` promises a non-negative operand: `%x = llvm.uitofp nneg %i : i32 to f32`."""

    name = "llvm.uitofp"
    arg = operand_def(_IntLike)
    result = result_def(_FloatLike)
    non_neg = opt_prop_def(UnitAttr, prop_name="nonNeg")
    assembly_format = "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($result)"


@irdl_op_definition
class PoisonOp(IRDLOperation):
    """A poison value of any LLVM type, e.g. the start of a struct built by insertvalue.

    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    """

    name = "llvm.mlir.poison"
    res = result_def()
    traits = traits_def(NoMemoryEffect())
    assembly_format = "attr-dict `:` type($res)"

    def __init__(self, type_: Attribute):
        super().__init__(result_types=[type_])

    def verify_(self) -> None:
        # Upstream's result constraint, LLVM_Type.
        if not is_compatible_type(self.res.type):
            raise VerifyException(f"result #0 must be LLVM dialect-compatible type, but got '{self.res.type}'")


@irdl_op_definition
class FreezeOp(IRDLOperation):
    """Stops poison/undef propagation: `%y = llvm.freeze %x : f32`."""

    T: ClassVar = VarConstraint("T", AnyAttr())
    name = "llvm.freeze"
    val = operand_def(T)
    res = result_def(T)
    traits = traits_def(Pure())
    assembly_format = "$val attr-dict `:` type($val)"

    def __init__(self, val: SSAValue | Operation):
        super().__init__(operands=[val], result_types=[SSAValue.get(val).type])


ATOMIC_BIN_OPS = (
    "xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax", "umin",
    "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap",
)  # fmt: skip
"""Upstream's `LLVM::AtomicBinOp` names; `bin_op` holds the index into this tuple."""
ATOMIC_ORDERINGS = ("not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst")
"""Upstream's `LLVM::AtomicOrdering` names by value (3, LLVM's `consume`, is unused)."""


@irdl_op_definition
class AtomicRMWOp(IRDLOperation):
    """Atomically combine the value at `ptr` with `val` by `bin_op`; the result is the old value.

    %old = llvm.atomicrmw fadd %ptr, %v acq_rel : !llvm.ptr, f32
    """

    T: ClassVar = VarConstraint("T", AnyAttr())
    name = "llvm.atomicrmw"
    ODS_TYPE_MATCHES: ClassVar[dict[str, str]] = {"T": "result #0 and operand #1 have the same type"}
    """Upstream's constraint on `val` and `res` (a `TypesMatchWith`), for its message."""

    ptr = operand_def(xllvm.LLVMPointerType)
    val = operand_def(T)
    res = result_def(T)
    bin_op = prop_def(IntegerAttr)
    ordering = prop_def(IntegerAttr)
    alignment = opt_prop_def(IntegerAttr)
    volatile_ = opt_prop_def(UnitAttr)
    syncscope = opt_prop_def(StringAttr)

    def __init__(self, bin_op: str, ptr: SSAValue | Operation, val: SSAValue | Operation, ordering: str = "acq_rel"):
        super().__init__(
            operands=[ptr, val],
            result_types=[SSAValue.get(val).type],
            properties={
                "bin_op": IntegerAttr(ATOMIC_BIN_OPS.index(bin_op), 64),
                "ordering": IntegerAttr(ATOMIC_ORDERINGS.index(ordering), 64),
            },
        )

    @property
    def bin_op_name(self) -> str:
        return ATOMIC_BIN_OPS[self.bin_op.value.data]

    @property
    def ordering_name(self) -> str:
        return ATOMIC_ORDERINGS[self.ordering.value.data]

    @classmethod
    def parse(cls, parser: Parser) -> AtomicRMWOp:
        volatile = parser.parse_optional_keyword("volatile") is not None
        bin_op = parser.parse_identifier()
        if bin_op not in ATOMIC_BIN_OPS:
            parser.raise_error(f"expected one of {', '.join(ATOMIC_BIN_OPS)}, not '{bin_op}'")
        ptr = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        val = parser.parse_unresolved_operand()
        syncscope = None
        if parser.parse_optional_keyword("syncscope") is not None:
            parser.parse_punctuation("(")
            syncscope = StringAttr(parser.parse_str_literal())
            parser.parse_punctuation(")")
        ordering = parser.parse_identifier()
        if ordering not in ATOMIC_ORDERINGS or not ordering:  # (the verifier rejects one below monotonic)
            parser.raise_error(f"expected an atomic ordering ({', '.join(o for o in ATOMIC_ORDERINGS if o)})")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ptr_type = parser.parse_type()
        parser.parse_punctuation(",")
        val_type = parser.parse_type()
        op = cls(bin_op, parser.resolve_operand(ptr, ptr_type), parser.resolve_operand(val, val_type), ordering)
        if volatile:
            op.properties["volatile_"] = UnitAttr()
        if syncscope is not None:
            op.properties["syncscope"] = syncscope
        if "alignment" in attributes:
            op.properties["alignment"] = attributes.pop("alignment")
        op.attributes |= attributes
        return _parsed_metadata_attributes(parser, op)

    def print(self, printer: Printer) -> None:
        printer.print_string(" volatile" if self.volatile_ is not None else "")
        printer.print_string(f" {self.bin_op_name} ")
        printer.print_operand(self.ptr)
        printer.print_string(", ")
        printer.print_operand(self.val)
        if self.syncscope is not None:
            printer.print_string(f' syncscope("{self.syncscope.data}")')
        printer.print_string(f" {self.ordering_name}")
        attributes = dict(self.attributes)
        if self.alignment is not None:
            attributes["alignment"] = self.alignment
        printer.print_op_attributes(attributes)
        printer.print_string(f" : {self.ptr.type}, {self.val.type}")

    def verify_(self) -> None:
        if not 0 <= self.bin_op.value.data < len(ATOMIC_BIN_OPS):
            raise VerifyException(f"bin_op must be 0 to {len(ATOMIC_BIN_OPS) - 1}")
        # Upstream's order: the value's type for the operation, then the ordering.
        value_type = self.val.type
        if self.bin_op_name.startswith("f"):
            if isinstance(value_type, IntegerType):
                raise VerifyException("expected LLVM IR floating point type")
        elif self.bin_op_name == "xchg":
            if not _atomic_width_ok(value_type):
                raise VerifyException("unexpected LLVM IR type for 'xchg' bin_op")
        elif not isinstance(value_type, IntegerType) or value_type.width.data not in (8, 16, 32, 64):
            raise VerifyException("expected LLVM IR integer type")
        if not 2 <= self.ordering.value.data < len(ATOMIC_ORDERINGS) or self.ordering.value.data == 3:
            raise VerifyException("expected at least 'monotonic' ordering")
        _verify_metadata_attributes(self)


def _parsed_metadata_attributes(parser: Parser, op: Operation) -> Operation:
    """`op`, its metadata attributes checked as it is parsed: MLIR verifies the inherent attributes of a
    custom form right after parsing it (before the rest of the file), at the op's name."""
    try:
        _verify_metadata_attributes(op)
    except VerifyException as err:
        parser.raise_error(f"'{op.name}' op {err}", parser.op_name_offset())
    return op


def _atomic_width_ok(type_: Attribute) -> bool:
    """Upstream's `isTypeCompatibleWithAtomicOp`: a pointer, integer or LLVM float type whose size (in the
    default data layout: 64-bit pointers) is a power of two of at least 8 bits (i128 and f128 are, i48 and f80
    are not)."""
    if isinstance(type_, LLVMPointerType):
        bits = 64
    elif isinstance(type_, IntegerType):
        bits = type_.width.data
    elif isinstance(type_, LLVMPPCFP128Type):
        bits = 128
    elif isinstance(type_, _LLVM_FLOATS):
        bits = type_.bitwidth
    else:
        return False
    return bits >= 8 and bits & (bits - 1) == 0


@irdl_op_definition
class CmpXchgOp(IRDLOperation):
    """Atomically store `val` at `ptr` if it holds `cmp`; the result is the old value and whether it was stored.

        %r = llvm.cmpxchg %ptr, %cmp, %new acq_rel monotonic : !llvm.ptr, i32
        // %r : !llvm.struct<(i32, i1)>
    """

    name = "llvm.cmpxchg"
    ptr = operand_def(xllvm.LLVMPointerType)
    cmp = operand_def()
    val = operand_def()
    res = result_def()
    success_ordering = prop_def(IntegerAttr)
    failure_ordering = prop_def(IntegerAttr)
    syncscope = opt_prop_def(StringAttr)
    alignment = opt_prop_def(IntegerAttr)
    weak = opt_prop_def(UnitAttr)
    volatile_ = opt_prop_def(UnitAttr)
    irdl_options = (ParsePropInAttrDict(),)

    @classmethod
    def parse(cls, parser: Parser) -> CmpXchgOp:
        flags = {}
        for keyword, prop in (("weak", "weak"), ("volatile", "volatile_")):
            if parser.parse_optional_keyword(keyword) is not None:
                flags[prop] = UnitAttr()
        operands = [parser.parse_unresolved_operand()]
        for _ in range(2):
            parser.parse_punctuation(",")
            operands.append(parser.parse_unresolved_operand())
        if parser.parse_optional_keyword("syncscope") is not None:
            parser.parse_punctuation("(")
            flags["syncscope"] = StringAttr(parser.parse_str_literal())
            parser.parse_punctuation(")")
        orderings = []
        for _ in range(2):
            ordering = parser.parse_identifier()
            if ordering not in ATOMIC_ORDERINGS or not ordering:
                parser.raise_error(f"expected an atomic ordering ({', '.join(o for o in ATOMIC_ORDERINGS if o)})")
            orderings.append(IntegerAttr(ATOMIC_ORDERINGS.index(ordering), 64))
        attributes = parser.parse_optional_attr_dict()
        if "alignment" in attributes:
            flags["alignment"] = attributes.pop("alignment")
        parser.parse_punctuation(":")
        ptr_type = parser.parse_type()
        parser.parse_punctuation(",")
        value_type = parser.parse_type()
        types = (ptr_type, value_type, value_type)
        op = cls.create(
            operands=[parser.resolve_operand(o, t) for o, t in zip(operands, types)],
            result_types=[xllvm.LLVMStructType.from_type_list([value_type, i1])],
            properties={"success_ordering": orderings[0], "failure_ordering": orderings[1], **flags},
            attributes=attributes,
        )
        return _parsed_metadata_attributes(parser, op)

    def print(self, printer: Printer) -> None:
        printer.print_string(" weak" if self.weak is not None else "")
        printer.print_string(" volatile" if self.volatile_ is not None else "")
        printer.print_string(" ")
        printer.print_list([self.ptr, self.cmp, self.val], printer.print_operand)
        if self.syncscope is not None:
            printer.print_string(f' syncscope("{self.syncscope.data}")')
        success, failure = (ATOMIC_ORDERINGS[o.value.data] for o in (self.success_ordering, self.failure_ordering))
        printer.print_string(f" {success} {failure}")
        attributes = dict(self.attributes)
        if self.alignment is not None:
            attributes["alignment"] = self.alignment
        printer.print_op_attributes(attributes)
        printer.print_string(f" : {self.ptr.type}, {self.val.type}")

    def verify_(self) -> None:
        if self.cmp.type != self.val.type:
            raise VerifyException("failed to verify that operand #1 and operand #2 have the same type")
        expected = xllvm.LLVMStructType.from_type_list([self.val.type, i1])
        if self.res.type != expected:
            raise VerifyException(
                "failed to verify that result #0 has an LLVM struct type consisting of the type of operand #2 and a bool"
            )
        if not _atomic_width_ok(self.val.type):
            raise VerifyException("unexpected LLVM IR type")
        success, failure = (o.value.data for o in (self.success_ordering, self.failure_ordering))
        monotonic = ATOMIC_ORDERINGS.index("monotonic")
        if not monotonic <= success < len(ATOMIC_ORDERINGS) or not monotonic <= failure < len(ATOMIC_ORDERINGS):
            raise VerifyException("ordering must be at least 'monotonic'")
        if ATOMIC_ORDERINGS[failure] in ("release", "acq_rel"):
            raise VerifyException("failure ordering cannot be 'release' or 'acq_rel'")
        _verify_metadata_attributes(self)


@irdl_op_definition
class ExtractElementOp(IRDLOperation):
    """One element of a vector at a dynamic position: `%e = llvm.extractelement %v[%i : i32] : vector<4xf32>`."""

    name = "llvm.extractelement"
    vector = operand_def(VectorType)
    position = operand_def(SignlessIntegerConstraint)
    res = result_def()
    traits = traits_def(Pure())

    def __init__(self, vector: SSAValue | Operation, position: SSAValue | Operation):
        vector_type = SSAValue.get(vector).type
        assert isinstance(vector_type, VectorType)
        super().__init__(operands=[vector, position], result_types=[vector_type.get_element_type()])

    @classmethod
    def parse(cls, parser: Parser) -> ExtractElementOp:
        # The result type is the vector's element type, which the format does not write.
        vector = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        position = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        position_type = parser.parse_type()
        parser.parse_punctuation("]")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        vector_type = parser.parse_type()
        if not isinstance(vector_type, VectorType):
            parser.raise_error(f"'vector' must be LLVM dialect-compatible vector type, but got '{vector_type}'", pos)
        op = cls.create(
            operands=[parser.resolve_operand(vector, vector_type), parser.resolve_operand(position, position_type)],
            result_types=[vector_type.get_element_type()],
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.vector)
        printer.print_string("[")
        printer.print_operand(self.position)
        printer.print_string(" : ")
        printer.print_attribute(self.position.type)
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.vector.type)

    def verify_(self) -> None:
        if self.res.type != self.vector.type.get_element_type():
            raise VerifyException("failed to verify that result type matches vector element type")


def parse_cmp_predicate(parser: Parser, names: Sequence[str]) -> str:
    """Upstream's `parseCmpOp` predicate: a string attribute naming one of `names`, with its errors:

        llvm.icmp 42 %a, %a : i32      // error: invalid kind of attribute specified
        llvm.icmp "foo" %a, %a : i32   // error: 'foo' is an incorrect value of the 'predicate' attribute
    """
    start = parser.pos
    word = parser.parse_optional_str_literal()
    if word is None:
        if parser.parse_optional_attribute() is not None:
            parser.raise_error("invalid kind of attribute specified", start, parser.pos)
        parser.raise_error("expected attribute value", start)
    if word not in names:
        parser.raise_error(f"'{word}' is an incorrect value of the 'predicate' attribute", start)
    return word


xllvm.OverflowAttrBase.print_parameter = print_spaced_flags  # `overflow<nsw, nuw>`, see arith.print_spaced_flags


_ICMP_PREDICATES = tuple(flag.value for flag in xllvm.ICmpPredicateFlag)
_FCMP_PREDICATES = tuple(flag.value.removeprefix("_") for flag in xllvm.FCmpPredicateFlag)


@irdl_op_redefinition
class ICmpOp(xllvm.ICmpOp):
    """Integer or pointer comparison: `%c = llvm.icmp "slt" %a, %b : i32`, `llvm.icmp "eq" %p, %q : !llvm.ptr`,
    with upstream's predicate errors (xDSL's raised a Python ValueError on an unknown predicate).

    Redefined for upstream's operand constraint, which takes pointers and vectors of them (xDSL's: integers).
    """

    name = "llvm.icmp"
    T: ClassVar = VarConstraint(
        "T",
        describe_constraint(
            SignlessIntegerConstraint
            | VectorType.constr(SignlessIntegerConstraint)
            | BaseAttr(LLVMPointerType)
            | VectorType.constr(BaseAttr(LLVMPointerType)),
            "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM "
            "dialect-compatible vector of LLVM pointer type",
        ),
    )
    lhs = operand_def(T)
    rhs = operand_def(T)
    res = result_def(I1 | VectorType[I1])
    predicate = prop_def(IntegerAttr[i64])
    traits = traits_def(NoMemoryEffect())

    def __init__(
        self, lhs: SSAValue, rhs: SSAValue, predicate: IntegerAttr[IntegerType], attributes: dict[str, Attribute] = {}
    ):
        lhs_type = lhs.type
        result_type = VectorType(i1, lhs_type.shape, lhs_type.scalable_dims) if isinstance(lhs_type, VectorType) else i1
        IRDLOperation.__init__(
            self, operands=[lhs, rhs], attributes=attributes, result_types=[result_type], properties={"predicate": predicate}
        )

    def print(self, printer: Printer) -> None:
        flag = xllvm.ICmpPredicateFlag.from_int(self.predicate.value.data)
        printer.print_string(f' "{flag}" ')
        printer.print_ssa_value(self.lhs)
        printer.print_string(", ")
        printer.print_ssa_value(self.rhs)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)

    def verify_(self) -> None:
        lhs_type = self.lhs.type
        expected = VectorType(i1, lhs_type.shape, lhs_type.scalable_dims) if isinstance(lhs_type, VectorType) else i1
        if self.res.type != expected:
            raise VerifyException("failed to verify that result type has i1 element type and same shape as operands")

    @classmethod
    def parse(cls, parser: Parser) -> ICmpOp:
        predicate = IntegerAttr(
            xllvm.ICmpPredicateFlag(parse_cmp_predicate(parser, _ICMP_PREDICATES)).to_int(), i64
        )
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        operands = parser.resolve_operands([lhs, rhs], [type_, type_], parser.pos)
        return cls(operands[0], operands[1], predicate, attributes)


@irdl_op_redefinition
class InsertElementOp(xllvm.InsertElementOp):
    """A vector with one element replaced: `%w = llvm.insertelement %x, %v[%i : i32] : vector<4xf32>`.

    Upstream's type checks and words (xDSL's ties the types with variable constraints, whose message names
    its variables): the value has the vector's element type, the result the vector's type.

        %w = "llvm.insertelement"(%v, %v, %i) : (vector<4xf32>, vector<4xf32>, i32) -> vector<4xf32>
        // error: failed to verify that argument type matches vector element type
    """

    name = "llvm.insertelement"
    vector = operand_def(VectorType)
    value = operand_def()
    index = operand_def(SignlessIntegerConstraint)
    res = result_def()
    traits = traits_def(Pure())

    def __init__(self, vector: SSAValue | Operation, value: SSAValue | Operation, index: SSAValue | Operation):
        IRDLOperation.__init__(self, operands=[vector, value, index], result_types=[SSAValue.get(vector).type])

    @classmethod
    def parse(cls, parser: Parser) -> InsertElementOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        vector = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        index = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        index_type = parser.parse_type()
        parser.parse_punctuation("]")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        pos = parser.pos
        vector_type = parser.parse_type()
        if not isinstance(vector_type, VectorType):
            parser.raise_error(f"'vector' must be LLVM dialect-compatible vector type, but got '{vector_type}'", pos)
        op = cls.create(
            operands=[
                parser.resolve_operand(vector, vector_type),
                parser.resolve_operand(value, vector_type.get_element_type()),
                parser.resolve_operand(index, index_type),
            ],
            result_types=[vector_type],
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(", ")
        printer.print_operand(self.vector)
        printer.print_string("[")
        printer.print_operand(self.index)
        printer.print_string(" : ")
        printer.print_attribute(self.index.type)
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.vector.type)

    def verify_(self) -> None:
        if self.value.type != self.vector.type.get_element_type():
            raise VerifyException("failed to verify that argument type matches vector element type")
        if self.res.type != self.vector.type:
            raise VerifyException("failed to verify that all of {res, vector} have same type")


# ---------------------------------------------------------------------------
# llvm.fcmp on vectors


@irdl_op_redefinition
class FCmpOp(xllvm.FCmpOp):
    """Float comparison of scalars or vectors (xDSL's accepts scalars only and drops fastmath flags).

    %c = llvm.fcmp "olt" %a, %b : vector<4xf32>     // vector<4xi1>
    """

    name = "llvm.fcmp"
    T: ClassVar = VarConstraint("T", _FloatLike)
    lhs = operand_def(T)
    rhs = operand_def(T)
    res = result_def(I1 | VectorType.constr(I1))
    predicate = prop_def(IntegerAttr[i64])
    fastmathFlags = prop_def(FastMathAttr, default_value=FastMathAttr(None))
    traits = traits_def(Pure())

    def __init__(self, lhs: SSAValue | Operation, rhs: SSAValue | Operation, predicate: str | IntegerAttr):
        if isinstance(predicate, str):
            predicate = IntegerAttr(xllvm.FCmpPredicateFlag(predicate).to_int(), i64)
        operand_type = SSAValue.get(lhs).type
        result_type = VectorType(i1, operand_type.get_shape()) if isinstance(operand_type, VectorType) else i1
        IRDLOperation.__init__(
            self, operands=[lhs, rhs], result_types=[result_type], properties={"predicate": predicate}
        )

    @classmethod
    def parse(cls, parser: Parser) -> FCmpOp:
        predicate = parse_cmp_predicate(parser, _FCMP_PREDICATES)
        predicate = f"_{predicate}" if predicate in ("false", "true") else predicate
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_ = parser.parse_type()
        operands = parser.resolve_operands([lhs, rhs], [type_, type_], parser.pos)
        op = cls(operands[0], operands[1], predicate)
        if (fastmath := attributes.pop("fastmathFlags", None)) is not None:
            op.properties["fastmathFlags"] = fastmath
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        flag = xllvm.FCmpPredicateFlag.from_int(self.predicate.value.data).value.removeprefix("_")
        printer.print_string(f' "{flag}" ')  # upstream's `false`/`true` (xDSL's enum spells them `_false`/`_true`)
        printer.print_operand(self.lhs)
        printer.print_string(", ")
        printer.print_operand(self.rhs)
        attributes = dict(self.attributes)
        if self.fastmathFlags != FastMathAttr(None):
            attributes["fastmathFlags"] = self.fastmathFlags
        printer.print_op_attributes(attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)


@irdl_op_redefinition
class SelectOp(xllvm.SelectOp):
    """`llvm.select` with a scalar or vector condition (xDSL's accepts only an i1 condition).

    %r = llvm.select %c, %a, %b : vector<4xi1>, vector<4xf32>
    """

    name = "llvm.select"
    T: ClassVar = VarConstraint("T", AnyAttr())
    cond = operand_def(
        describe_constraint(
            irdl_to_attr_constraint(I1 | VectorType.constr(I1)),
            "1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer",
        )
    )
    lhs = operand_def(T)
    rhs = operand_def(T)
    res = result_def(T)
    fastmathFlags = prop_def(FastMathAttr, default_value=FastMathAttr(None))
    traits = traits_def(Pure())
    assembly_format = "$cond `,` $lhs `,` $rhs attr-dict `:` type($cond) `,` type($res)"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(self, cond: SSAValue | Operation, lhs: SSAValue | Operation, rhs: SSAValue | Operation):
        IRDLOperation.__init__(self, operands=[cond, lhs, rhs], result_types=[SSAValue.get(lhs).type])


# ---------------------------------------------------------------------------
# llvm.getelementptr with upstream's no-wrap flags

GEP_NO_WRAP_FLAGS = {"inbounds": 3, "nusw": 2, "nuw": 4}
"""Upstream's GEPNoWrapFlags keywords and their bits (`inbounds` implies `nusw`)."""


class GEPOp(xllvm.GEPOp):
    """Pointer arithmetic, with upstream's `inbounds|nusw|nuw` flags stored in `noWrapFlags`.

    xDSL 0.74 only knows a bare `inbounds` keyword and fails on `inbounds|nuw`,
    which upstream's memref lowering prints. (A plain subclass: only parse and
    print change, the IRDL definition is xDSL's.)

        %p = llvm.getelementptr inbounds|nuw %base[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    """

    from_mixed_indices = registered_factory(xllvm.GEPOp.from_mixed_indices)

    def __post_init__(self):
        # Upstream's `noWrapFlags` is a DefaultValuedProperty (none); xDSL's is required, so that the generic
        # form without it ("llvm.getelementptr"(%p) {elem_type = f32, ...}) failed to verify.
        if "noWrapFlags" not in self.properties:
            self.properties["noWrapFlags"] = integer_attr(0, 32)
        super().__post_init__()


    @reads_only_signature
    def verify_(self) -> None:
        """Upstream's count of dynamic indices and `verifyStructIndices`, in its words, before xDSL's checks:

            %p = llvm.getelementptr %b[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
            // error: 'llvm.getelementptr' op index 2 indexing a struct is out of bounds
        """
        if sum(index == GEP_USE_SSA_VAL for index in self.rawConstantIndices.iter_values()) != len(self.ssa_indices):
            raise VerifyException("expected as many dynamic indices as specified in 'rawConstantIndices'")
        current: Attribute = self.elem_type
        for position, index in enumerate(tuple(self.rawConstantIndices.iter_values())[1:], start=1):
            if isinstance(current, LLVMStructType):
                if index == GEP_USE_SSA_VAL:
                    raise VerifyException(f"expected index {position} indexing a struct to be constant")
                if not 0 <= index < len(current.types.data):
                    raise VerifyException(f"index {position} indexing a struct is out of bounds")
                current = current.types.data[index]
            elif isinstance(current, LLVMArrayType):
                current = current.type
            elif isinstance(current, VectorType):
                current = current.element_type
            else:
                raise VerifyException(f"type '{current}' cannot be indexed (index #{position})")
        super().verify_()
    def flags(self) -> int:
        """The no-wrap flag bits (xDSL's `inbounds` property counts as `inbounds`)."""
        return self.noWrapFlags.value.data | (GEP_NO_WRAP_FLAGS["inbounds"] if self.inbounds is not None else 0)

    def print(self, printer: Printer) -> None:
        flags, words = self.flags(), []
        for word, bits in GEP_NO_WRAP_FLAGS.items():
            if flags & bits == bits:
                words.append(word)
                flags &= ~bits
        if words:
            printer.print_string(" " + "|".join(words))
        printer.print_string(" ")
        printer.print_ssa_value(self.ptr)
        print_dynamic_index_list(printer, GEP_USE_SSA_VAL, self.ssa_indices, self.rawConstantIndices.iter_values())
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_function_type([self.ptr.type, *(v.type for v in self.ssa_indices)], [self.result.type])
        printer.print_string(", ")
        printer.print_attribute(self.elem_type)

    @classmethod
    def parse(cls, parser: Parser) -> GEPOp:
        start = parser.pos
        flags = 0
        while (word := parser.parse_optional_keyword_in(GEP_NO_WRAP_FLAGS)) is not None:
            flags |= GEP_NO_WRAP_FLAGS[word]
            if parser.parse_optional_punctuation("|") is None:
                break
        try:
            op = super().parse(parser)
        except IndexError:
            # xDSL's parse takes the function type's first result: `-> ()` has none.
            parser.raise_error("'llvm.getelementptr' op requires one result", start)
        op.properties["noWrapFlags"] = integer_attr(flags, 32)
        if flags & GEP_NO_WRAP_FLAGS["inbounds"] == GEP_NO_WRAP_FLAGS["inbounds"]:
            op.properties["inbounds"] = UnitAttr()
        return op

    @staticmethod
    def build(
        ptr: SSAValue | Operation,
        indices: Sequence[int | SSAValue | Operation],
        element_type: Attribute,
        flags: int = 0,
    ) -> GEPOp:
        """`llvm.getelementptr <flags> %ptr[indices]` over `element_type`; ints are constant indices.

        The op xDSL's `GEPOp(ptr, raw, element_type, ssa, result_type=..., inbounds=flags & 1 == 1)` makes (its
        properties in its order) with `noWrapFlags` set to `flags`; the raw indices and flags are attributes
        made once per value (see `aiopt.support.cached_attributes`), not three new verified ones per op."""
        ptr = SSAValue.get(ptr)
        ssa = [SSAValue.get(i) for i in indices if not isinstance(i, int)]
        raw = tuple(i if isinstance(i, int) else GEP_USE_SSA_VAL for i in indices)
        properties: dict[str, Attribute] = {
            "rawConstantIndices": dense_array(i32, raw),
            "elem_type": element_type,
            "noWrapFlags": integer_attr(flags, 32),
        }
        if flags & 1:
            properties["inbounds"] = unit_attr()
        return GEPOp.create(operands=[ptr, *ssa], result_types=[ptr.type], properties=properties)


# ---------------------------------------------------------------------------
# llvm.switch


@irdl_op_definition
class SwitchOp(IRDLOperation):
    """Multi-way branch on an integer: a default successor and one successor per case value.

    llvm.switch %i : i32, ^bb1(%x : f32) [
      42: ^bb2,
      43: ^bb3(%y : f32)
    ]
    """

    name = "llvm.switch"
    value = operand_def(SignlessIntegerConstraint)
    default_operands = var_operand_def()
    case_operands = var_operand_def()
    case_values = opt_prop_def(DenseIntElementsAttr)
    case_operand_segments = prop_def(DenseArrayBase.constr(i32))
    default_destination = successor_def()
    case_destinations = var_successor_def()
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(IsTerminator(), Pure())

    def __init__(
        self,
        value: SSAValue | Operation,
        default_destination: Block,
        default_operands: Sequence[SSAValue | Operation] = (),
        case_values: Sequence[int] = (),
        case_destinations: Sequence[Block] = (),
        case_operands: Sequence[Sequence[SSAValue | Operation]] = (),
    ):
        case_operands = case_operands or [()] * len(case_values)
        properties: dict[str, Attribute] = {
            "case_operand_segments": DenseArrayBase.from_list(i32, [len(o) for o in case_operands])
        }
        if case_values:
            flag_type = SSAValue.get(value).type
            assert isinstance(flag_type, IntegerType)
            properties["case_values"] = DenseIntElementsAttr.from_list(
                VectorType(flag_type, (len(case_values),)), list(case_values)
            )
        super().__init__(
            operands=[value, default_operands, [v for group in case_operands for v in group]],
            successors=[default_destination, case_destinations],
            properties=properties,
        )

    def case_groups(self) -> list[tuple[int, Block, Sequence[SSAValue]]]:
        """(value, destination, operands) of each case, in order."""
        values = self.case_values.get_values() if self.case_values is not None else ()
        groups: list[tuple[int, Block, Sequence[SSAValue]]] = []
        start = 0
        for value, block, size in zip(values, self.case_destinations, self.case_operand_segments.get_values()):
            groups.append((int(value), block, self.case_operands[start : start + size]))
            start += size
        return groups

    def verify_(self) -> None:
        count = len(self.case_values.get_values()) if self.case_values is not None else 0
        if count != len(self.case_destinations) or count != len(self.case_operand_segments.get_values()):
            raise VerifyException("expects number of case values to match number of case destinations")
        weights = self.properties.get("branch_weights") or self.attributes.get("branch_weights")
        if isinstance(weights, DenseArrayBase) and len(weights) != len(self.successors):
            raise DiagnosticError(  # upstream's emitError: no op name in front
                "expects number of branch weights to match number of successors: "
                f"{len(weights)} vs {len(self.successors)}",
                self,
            )
        if self.case_values is not None and self.case_values.get_element_type() != self.value.type:
            raise DiagnosticError("expects case value type to match condition value type", self)

    @staticmethod
    def _print_destination(printer: Printer, block: Block, operands: Sequence[SSAValue]) -> None:
        printer.print_block_name(block)
        if operands:
            printer.print_string("(")
            printer.print_list(operands, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list([o.type for o in operands], printer.print_attribute)
            printer.print_string(")")

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)
        printer.print_string(", ")
        self._print_destination(printer, self.default_destination, self.default_operands)
        printer.print_string(" [")
        with printer.indented():
            for index, (value, block, operands) in enumerate(self.case_groups()):
                printer.print_string("," if index else "")
                printer.print_string("\n")
                printer.print_string(f"{value}: ", indent=0)
                self._print_destination(printer, block, operands)
        printer.print_string("\n]")
        printer.print_op_attributes(self.attributes)

    @staticmethod
    def _parse_destination(parser: Parser) -> tuple[Block, list[UnresolvedOperand], list[Attribute]]:
        block = parser.parse_successor()
        if parser.parse_optional_punctuation("(") is None:
            return block, [], []
        operands = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
        parser.parse_punctuation(")")
        return block, operands, types

    @classmethod
    def parse(cls, parser: Parser) -> SwitchOp:
        flag = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        flag_type = parser.parse_type()
        parser.parse_punctuation(",")
        default_block, default_operands, default_types = cls._parse_destination(parser)

        def parse_case() -> tuple[int, Block, list[SSAValue]]:
            pos = parser.pos
            value = parser.parse_optional_integer()
            if value is None:
                custom_op_error(parser, cls, "expected integer value", pos)
            parser.parse_punctuation(":")
            block, operands, types = cls._parse_destination(parser)
            return value, block, parser.resolve_operands(operands, types, parser.pos)

        cases = parser.parse_comma_separated_list(Parser.Delimiter.SQUARE, parse_case)
        attributes = parser.parse_optional_attr_dict()
        op = cls(
            parser.resolve_operand(flag, flag_type),
            default_block,
            parser.resolve_operands(default_operands, default_types, parser.pos),
            [c[0] for c in cases],
            [c[1] for c in cases],
            [c[2] for c in cases],
        )
        op.attributes |= attributes
        return op


@irdl_op_definition
class FenceOp(IRDLOperation):
    """A memory fence of an atomic ordering (acquire or stronger), optionally in a sync scope:

        llvm.fence syncscope("agent") seq_cst
    """

    name = "llvm.fence"

    ordering = prop_def(IntegerAttr)
    syncscope = opt_prop_def(StringAttr)

    @classmethod
    def parse(cls, parser: Parser) -> FenceOp:
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("syncscope") is not None:
            parser.parse_punctuation("(")
            properties["syncscope"] = StringAttr(parser.parse_str_literal())
            parser.parse_punctuation(")")
        pos = parser.pos
        ordering = parser.parse_optional_identifier()
        if ordering not in ATOMIC_ORDERINGS or not ordering:
            parser.raise_error(
                "expected string or keyword containing one of the following enum values for attribute 'ordering' "
                f"[{', '.join(o for o in ATOMIC_ORDERINGS if o)}]",
                pos,
                parser.pos,
            )
        properties["ordering"] = IntegerAttr(ATOMIC_ORDERINGS.index(ordering), 64)
        return cls.create(properties=properties, attributes=parser.parse_optional_attr_dict())

    def print(self, printer: Printer) -> None:
        if self.syncscope is not None:
            printer.print_string(" syncscope(")
            printer.print_string_literal(self.syncscope.data)
            printer.print_string(")")
        printer.print_string(f" {ATOMIC_ORDERINGS[self.ordering.value.data]}")
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        value = self.ordering.value.data
        if not 0 <= value < len(ATOMIC_ORDERINGS) or not ATOMIC_ORDERINGS[value]:
            raise VerifyException(f"invalid atomic ordering {value}")
        if ATOMIC_ORDERINGS[value] not in ("acquire", "release", "acq_rel", "seq_cst"):
            raise VerifyException("can be given only acquire, release, acq_rel, and seq_cst orderings")


COMDAT_SELECTORS = ("any", "exactmatch", "largest", "nodeduplicate", "samesize")
"""LLVM's comdat selection kinds, by the value upstream's `comdat` property holds."""


@irdl_op_definition
class ComdatOp(IRDLOperation):
    """A table of comdat selectors (how the linker picks one definition of a symbol among duplicates):

        llvm.comdat @__llvm_comdat {
          llvm.comdat_selector @any any
        }
    """

    name = "llvm.comdat"

    sym_name = prop_def(StringAttr)
    body = region_def("single_block")

    traits = traits_def(SymbolOpInterface(), SymbolTable(), NoTerminator())

    @classmethod
    def parse(cls, parser: Parser) -> ComdatOp:
        name = parser.parse_symbol_name()
        body = parser.parse_region()
        if not body.blocks:
            body.add_block(Block())
        op = cls.create(properties={"sym_name": name}, regions=[body])
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(" ")
        printer.print_region(self.body, print_entry_block_args=False, print_empty_block=False)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        for op in self.body.block.ops:
            if not isinstance(op, ComdatSelectorOp):
                raise DiagnosticError("only comdat selector symbols can appear in a comdat region", op)


@irdl_op_definition
class ComdatSelectorOp(IRDLOperation):
    """One symbol's comdat selection kind: `llvm.comdat_selector @f any`."""

    name = "llvm.comdat_selector"

    sym_name = prop_def(StringAttr)
    comdat = prop_def(IntegerAttr)

    traits = traits_def(SymbolOpInterface())

    @classmethod
    def parse(cls, parser: Parser) -> ComdatSelectorOp:
        name = parser.parse_symbol_name()
        pos = parser.pos
        kind = parser.parse_optional_identifier()
        if kind not in COMDAT_SELECTORS:
            parser.raise_error(
                "expected string or keyword containing one of the following enum values for attribute 'comdat' "
                f"[{', '.join(COMDAT_SELECTORS)}]",
                pos,
                parser.pos,
            )
        op = cls.create(properties={"sym_name": name, "comdat": IntegerAttr(COMDAT_SELECTORS.index(kind), 64)})
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string(f" {COMDAT_SELECTORS[self.comdat.value.data]}")
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        if not 0 <= self.comdat.value.data < len(COMDAT_SELECTORS):
            raise VerifyException(f"invalid comdat selection kind {self.comdat.value.data}")


# ---------------------------------------------------------------------------
# Exception handling: invoke, landingpad, resume


@irdl_op_definition
class InvokeOp(IRDLOperation):
    """A call that continues at `normalDest` when the callee returns and at `unwindDest`, whose first op
    is an `llvm.landingpad`, when it throws. Direct (`@callee`) or indirect (a pointer operand first):

        %r = llvm.invoke @foo(%x) to ^ok unwind ^lpad : (i32) -> i32
        llvm.invoke fastcc %fptr(%x) to ^ok(%x : i32) unwind ^lpad vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32) -> ()
    """

    name = "llvm.invoke"

    callee_operands = var_operand_def()
    normalDestOperands = var_operand_def()
    unwindDestOperands = var_operand_def()
    op_bundle_operands = var_operand_def()
    callee = opt_prop_def(SymbolRefAttr)
    var_callee_type = opt_prop_def(LLVMFunctionType)
    CConv = prop_def(CallingConventionAttr, default_value=CallingConventionAttr("ccc"))
    op_bundle_sizes = prop_def(DenseArrayBase.constr(i32), default_value=DenseArrayBase.from_list(i32, ()))
    result = opt_result_def()
    normalDest = successor_def()
    unwindDest = successor_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(IsTerminator())

    @classmethod
    def parse(cls, parser: Parser) -> InvokeOp:
        cconv = parser.parse_optional_keyword_in(LLVM_CALLING_CONVS - {"ccc"}) or "ccc"
        symbol = parser.parse_optional_symbol_name()
        callee_pointer = None if symbol is not None else parser.parse_unresolved_operand()
        arguments = parser.parse_comma_separated_list(Parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        parser.parse_keyword("to")
        normal, normal_operands, normal_types = SwitchOp._parse_destination(parser)
        parser.parse_keyword("unwind")
        unwind, unwind_operands, unwind_types = SwitchOp._parse_destination(parser)
        var_callee_type = None
        if parser.parse_optional_keyword("vararg") is not None:
            parser.parse_punctuation("(")
            pos = parser.pos
            var_callee_type = parser.parse_type()
            if not isinstance(var_callee_type, LLVMFunctionType):
                parser.raise_error("expected an LLVM function type", pos, parser.pos)
            parser.parse_punctuation(")")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        callee_operands: list[SSAValue] = []
        if callee_pointer is not None:
            callee_operands.append(parser.resolve_operand(callee_pointer, parser.parse_type()))
            parser.parse_punctuation(",")
        pos = parser.pos
        function_type = parser.parse_function_type()
        if len(function_type.outputs) > 1:
            parser.raise_error("expected function with 0 or 1 result", pos, parser.pos)
        callee_operands += parser.resolve_operands(arguments, function_type.inputs.data, pos)
        properties: dict[str, Attribute] = {"CConv": CallingConventionAttr(cconv)}
        if symbol is not None:
            properties["callee"] = SymbolRefAttr(symbol)
        if var_callee_type is not None:
            properties["var_callee_type"] = var_callee_type
        op = cls.build(
            operands=[
                callee_operands,
                parser.resolve_operands(normal_operands, normal_types, parser.pos),
                parser.resolve_operands(unwind_operands, unwind_types, parser.pos),
                [],
            ],
            result_types=[function_type.outputs.data],
            properties=properties,
            successors=[normal, unwind],
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        if self.CConv.convention.data != "ccc":
            printer.print_string(f" {self.CConv.convention.data}")
        printer.print_string(" ")
        arguments = self.callee_operands
        if self.callee is not None:
            printer.print_attribute(self.callee)
        else:
            printer.print_operand(arguments[0])
            arguments = arguments[1:]
        printer.print_string("(")
        printer.print_list(arguments, printer.print_operand)
        printer.print_string(") to ")
        SwitchOp._print_destination(printer, self.normalDest, self.normalDestOperands)
        printer.print_string(" unwind ")
        SwitchOp._print_destination(printer, self.unwindDest, self.unwindDestOperands)
        if self.var_callee_type is not None:
            printer.print_string(" vararg(")
            printer.print_attribute(self.var_callee_type)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        if self.callee is None:
            printer.print_attribute(self.callee_operands[0].type)
            printer.print_string(", ")
        printer.print_function_type([a.type for a in arguments], [r.type for r in self.results])

    @property
    def returned(self) -> SSAValue | None:
        return self.result

    def verify_(self) -> None:
        arguments = self.callee_operands if self.callee is not None else self.callee_operands[1:]
        CallOp._verify_var_callee_type(self, arguments)  # upstream's verifyCallOpVarCalleeType
        block = self.unwindDest
        if block.first_op is None:
            raise DiagnosticError("must have at least one operation in unwind destination", self)
        if not isinstance(block.first_op, LandingpadOp):
            raise DiagnosticError("first operation in unwind destination should be a llvm.landingpad operation", self)


@irdl_op_definition
class LandingpadOp(IRDLOperation):
    """The first op of an `llvm.invoke`'s unwind block: the exception caught, by `catch` clauses (a type
    info's address) and `filter` clauses (an array), or `cleanup`. Its function needs a personality.

        %lp = llvm.landingpad cleanup (catch %ti : !llvm.ptr) (filter %f : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
    """

    name = "llvm.landingpad"

    clauses = var_operand_def()
    cleanup = opt_prop_def(UnitAttr)
    res = result_def()

    @classmethod
    def parse(cls, parser: Parser) -> LandingpadOp:
        properties: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("cleanup") is not None:
            properties["cleanup"] = UnitAttr()
        clauses: list[SSAValue] = []
        while parser.parse_optional_punctuation("(") is not None:
            if parser.parse_optional_keyword("catch") is None:
                parser.parse_keyword("filter")
            operand = parser.parse_unresolved_operand()
            parser.parse_punctuation(":")
            clauses.append(parser.resolve_operand(operand, parser.parse_type()))
            parser.parse_punctuation(")")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        op = cls.build(operands=[clauses], result_types=[parser.parse_type()], properties=properties)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" cleanup " if self.cleanup is not None else " ")
        for clause in self.clauses:
            kind = "filter" if isinstance(clause.type, LLVMArrayType) else "catch"
            printer.print_string(f"({kind} ")
            printer.print_operand(clause)
            printer.print_string(" : ")
            printer.print_attribute(clause.type)
            printer.print_string(") ")
        if self.attributes:
            printer.print_op_attributes(self.attributes)
            printer.print_string(" ")
        printer.print_string(": ")
        printer.print_attribute(self.res.type)  # (str() of a type is xDSL's generic form: !llvm.struct<(!llvm.ptr, i32)>)

    def verify_(self) -> None:
        function = _enclosing_function(self)
        if function is not None and _attribute(function, "personality") is None:
            raise DiagnosticError("llvm.landingpad needs to be in a function with a personality", self)
        if self.cleanup is None and not self.clauses:
            raise DiagnosticError("landingpad instruction expects at least one clause or cleanup attribute", self)
        for index, clause in enumerate(self.clauses):
            if isinstance(clause.type, LLVMArrayType):
                continue  # filter clauses are not checked (as upstream)
            owner = clause.owner
            if isinstance(owner, xllvm.BitcastOp):
                if isinstance(owner.arg.owner, xllvm.AddressOfOp):
                    continue
                raise DiagnosticError(
                    "constant clauses expected",
                    self,
                    notes=[("global addresses expected as operand to bitcast used in clauses for landingpad", owner)],
                )
            if not isinstance(owner, xllvm.ZeroOp | xllvm.AddressOfOp):
                raise DiagnosticError(f"clause #{index} is not a known constant - null, addressof, bitcast", self)


@irdl_op_definition
class ResumeOp(IRDLOperation):
    """Continue unwinding with the exception a landingpad caught: `llvm.resume %lp : !llvm.struct<(ptr, i32)>`."""

    name = "llvm.resume"

    value = operand_def()

    traits = traits_def(IsTerminator())

    assembly_format = "$value attr-dict `:` type($value)"


def verify_landingpad_types(function: Operation) -> None:
    """Upstream's `LLVMFuncOp::verify` check: every `llvm.landingpad` result and `llvm.resume` operand
    of a function has one type.

        %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
        llvm.resume %x : i32      // error at the function
    """
    seen: Attribute | None = None
    for op in function.walk():
        if isinstance(op, LandingpadOp):
            type_, message = op.res.type, "'llvm.landingpad' should have a consistent result type inside a function"
        elif isinstance(op, ResumeOp):
            type_, message = op.value.type, "'llvm.resume' should have a consistent input type inside a function"
        else:
            continue
        if seen is None:
            seen = type_
        elif seen != type_:
            raise DiagnosticError(message, function)


# ---------------------------------------------------------------------------
# Intrinsics


class _FloatIntrinsic(IRDLOperation):
    """Base of float intrinsics with the custom form `llvm.intr.X(%a, ...) : (types) -> type`."""

    T: ClassVar = VarConstraint("T", _FloatLike)
    fastmathFlags = prop_def(FastMathAttr, default_value=FastMathAttr(None))
    res = result_def(T)
    traits = traits_def(Pure())
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
    irdl_options = (ParsePropInAttrDict(),)


class UnaryFloatIntrinsic(_FloatIntrinsic):
    """`%r = llvm.intr.X(%a) : (f32) -> f32`."""

    in_ = operand_def(_FloatIntrinsic.T)


class BinaryFloatIntrinsic(_FloatIntrinsic):
    """`%r = llvm.intr.X(%a, %b) : (f32, f32) -> f32`."""

    a = operand_def(_FloatIntrinsic.T)
    b = operand_def(_FloatIntrinsic.T)


class TernaryFloatIntrinsic(_FloatIntrinsic):
    """`%r = llvm.intr.X(%a, %b, %c) : (f32, f32, f32) -> f32`."""

    a = operand_def(_FloatIntrinsic.T)
    b = operand_def(_FloatIntrinsic.T)
    c = operand_def(_FloatIntrinsic.T)


class _IntIntrinsic(IRDLOperation):
    T: ClassVar = VarConstraint("T", _IntLike)
    res = result_def(T)
    traits = traits_def(Pure())


class UnaryIntIntrinsic(_IntIntrinsic):
    """`%r = llvm.intr.X(%a) : (i32) -> i32`."""

    in_ = operand_def(_IntIntrinsic.T)
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"


class BinaryIntIntrinsic(_IntIntrinsic):
    """`%r = llvm.intr.X(%a, %b) : (i32, i32) -> i32`."""

    a = operand_def(_IntIntrinsic.T)
    b = operand_def(_IntIntrinsic.T)
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"


class _VectorReduction(IRDLOperation):
    """A reduction of a vector's elements to one of its element type (upstream's `LLVM_VectorReductionBase`,
    SameOperandsAndResultElementType): `%r = llvm.intr.vector.reduce.X(%v) : (vector<4xi32>) -> i32`."""

    traits = traits_def(Pure())
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"

    def verify_(self) -> None:
        if self.operands[0].type.get_element_type() != self.results[0].type:
            raise VerifyException("requires the same element type for all operands and results")


class IntVectorReduction(_VectorReduction):
    """`%r = llvm.intr.vector.reduce.add(%v) : (vector<4xi32>) -> i32`."""

    # Upstream's `LLVM_VectorOf<AnySignlessInteger>`, with its ODS summary (a message local to the op: the
    # vector dialect names the equal constraint "vector of signless integer values").
    in_ = operand_def(
        MessageConstraint(VectorType.constr(SignlessIntegerConstraint), "LLVM dialect-compatible vector of signless integer")
    )
    res = result_def()  # upstream's LLVM_Type; SameOperandsAndResultElementType ties it to the vector's


class FloatVectorReduction(_VectorReduction):
    """`%r = llvm.intr.vector.reduce.fmax(%v) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<4xf32>) -> f32`."""

    in_ = operand_def(MessageConstraint(VectorType.constr(AnyFloatConstr), "LLVM dialect-compatible vector of floating-point"))
    res = result_def()  # upstream's LLVM_Type; SameOperandsAndResultElementType ties it to the vector's
    fastmathFlags = prop_def(FastMathAttr, default_value=FastMathAttr(None))
    irdl_options = (ParsePropInAttrDict(),)


class _AccumulatingVectorReduction(IRDLOperation):
    """A float reduction from a start value (upstream's `LLVM_VecReductionAccBase`: AnyFloat, LLVM_VectorOf<AnyFloat>,
    SameOperandsAndResultElementType), printed generically:

        %r = "llvm.intr.vector.reduce.fadd"(%s, %v) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32

    Redefined because xDSL 0.74 ties the three types with a variable constraint (its message names the
    variable 'T', where upstream requires the same element type).
    """

    start_value = operand_def(AnyFloatConstr)
    vector = operand_def(MessageConstraint(VectorType.constr(AnyFloatConstr), "LLVM dialect-compatible vector of floating-point"))
    res = result_def()  # upstream's LLVM_Type; SameOperandsAndResultElementType ties it to the start value
    fastmathFlags = prop_def(FastMathAttr, default_value=FastMathAttr(None))
    irdl_options = (ParsePropInAttrDict(),)
    traits = traits_def(Pure())

    @reads_only_signature
    def verify_(self) -> None:
        element = self.start_value.type
        if self.vector.type.get_element_type() != element or _element_or_self(self.res.type) != element:
            raise VerifyException("requires the same element type for all operands and results")


@irdl_op_redefinition
class VectorReduceFAddOp(_AccumulatingVectorReduction, xllvm.VectorReduceFAddOp):
    """`llvm.intr.vector.reduce.fadd`: the start value plus the vector's elements."""

    name = "llvm.intr.vector.reduce.fadd"


@irdl_op_redefinition
class VectorReduceFMulOp(_AccumulatingVectorReduction, xllvm.VectorReduceFMulOp):
    """`llvm.intr.vector.reduce.fmul`: the start value times the vector's elements."""

    name = "llvm.intr.vector.reduce.fmul"


class ArithWithOverflowIntrinsic(IRDLOperation):
    """An integer operation and whether it overflowed, as a struct of the result and an i1 (a vector of i1 for
    vector operands); upstream prints it generically:

        %r = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
    """

    a = operand_def(_IntLike)
    b = operand_def(_IntLike)
    res = result_def(describe_constraint(BaseAttr(xllvm.LLVMStructType), "LLVM structure type"))
    traits = traits_def(Pure())

    @reads_only_signature
    def verify_(self) -> None:
        # Upstream's SameOperandsElementType, then SameTypeOperands.
        lhs, rhs = self.a.type, self.b.type
        if _element_or_self(lhs) != _element_or_self(rhs):
            raise VerifyException("requires the same element type for all operands")
        if lhs != rhs:
            raise VerifyException("requires all operands to have the same type")


def _element_or_self(type_: Attribute) -> Attribute:
    return type_.element_type if isinstance(type_, VectorType) else type_


class CountZerosIntrinsic(_IntIntrinsic):
    """Leading/trailing zero count; upstream prints it generically:

    %r = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
    """

    in_ = operand_def(_IntIntrinsic.T)
    is_zero_poison = prop_def(BoolAttr)


@irdl_op_definition
class AbsOp(_IntIntrinsic):
    """Integer absolute value: `%r = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32`."""

    name = "llvm.intr.abs"
    in_ = operand_def(_IntIntrinsic.T)
    is_int_min_poison = prop_def(BoolAttr)


class _MemTransferIntrinsic(IRDLOperation):
    """Copy `len` bytes from `src` to `dst`: `"llvm.intr.X"(%dst, %src, %len) <{isVolatile = false}> : (...) -> ()`."""

    dst = operand_def(LLVMPointerType)
    src = operand_def(LLVMPointerType)
    len = operand_def(SignlessIntegerConstraint)
    isVolatile = prop_def(IntegerAttr[I1])  # upstream's I1Attr

    def __init__(self, dst: SSAValue | Operation, src: SSAValue | Operation, length: SSAValue | Operation):
        super().__init__(operands=[dst, src, length], properties={"isVolatile": IntegerAttr.from_bool(False)})


@irdl_op_definition
class MemcpyOp(_MemTransferIntrinsic):
    """`llvm.intr.memcpy`: copy between non-overlapping byte ranges."""

    name = "llvm.intr.memcpy"


@irdl_op_definition
class MemmoveOp(_MemTransferIntrinsic):
    """`llvm.intr.memmove`: copy between possibly overlapping byte ranges."""

    name = "llvm.intr.memmove"


@irdl_op_definition
class MemsetOp(IRDLOperation):
    """Fill `len` bytes at `dst` with the byte `val`: `"llvm.intr.memset"(%dst, %val, %len) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()`."""

    name = "llvm.intr.memset"
    dst = operand_def(LLVMPointerType)
    val = operand_def(I8)  # upstream's I8
    len = operand_def(SignlessIntegerConstraint)
    isVolatile = prop_def(IntegerAttr[I1])  # upstream's I1Attr

    def __init__(self, dst: SSAValue | Operation, val: SSAValue | Operation, length: SSAValue | Operation):
        super().__init__(operands=[dst, val, length], properties={"isVolatile": IntegerAttr.from_bool(False)})


@irdl_op_definition
class MaskedLoadOp(IRDLOperation):
    """Loads the vector's elements that a mask selects from consecutive addresses, the pass-through value
    elsewhere (lanes whose mask is off access no memory):

        %v = llvm.intr.masked.load %p, %mask, %pass {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>,
               vector<4xf32>) -> vector<4xf32>

    (upstream's pass-through is optional; here it is always given.)
    """

    name = "llvm.intr.masked.load"
    data = operand_def(LLVMPointerType)
    mask = operand_def(VectorType.constr(I1))
    pass_thru = operand_def(VectorType)
    res = result_def(VectorType)
    alignment = prop_def(IntegerAttr[I32])
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "operands attr-dict `:` functional-type(operands, results)"

    def __init__(self, data: SSAValue, mask: SSAValue, pass_thru: SSAValue, alignment: int):
        super().__init__(
            operands=[data, mask, pass_thru], result_types=[pass_thru.type],
            properties={"alignment": IntegerAttr(alignment, 32)},
        )  # fmt: skip


@irdl_op_redefinition
class MaskedStoreOp(xllvm.MaskedStoreOp):
    """Stores the vector's elements that a mask selects to consecutive addresses (lanes whose mask is off access
    no memory):

        llvm.intr.masked.store %v, %p, %mask {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr

    Redefines xDSL 0.74's (isinstance keeps working), which takes vectors of floats only (upstream's any vector).
    """

    name = "llvm.intr.masked.store"
    value = operand_def(VectorType)
    data = operand_def(LLVMPointerType)
    mask = operand_def(VectorType.constr(I1))
    alignment = prop_def(IntegerAttr[I32])
    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($data)"

    def __init__(self, value: SSAValue, data: SSAValue, mask: SSAValue, alignment: int):
        IRDLOperation.__init__(
            self, operands=[value, data, mask], properties={"alignment": IntegerAttr(alignment, 32)}
        )


class _InlineMemIntrinsic(IRDLOperation):
    """A memcpy or memset of a constant length that is never a library call (upstream's `len` is an
    `APIntAttr`, an immediate argument of the intrinsic)."""

    len = prop_def(IntegerAttr)  # upstream's APIntAttr
    isVolatile = prop_def(IntegerAttr[I1])  # upstream's I1Attr

    def verify_(self) -> None:
        if not isinstance(self.len.type, IntegerType):
            raise VerifyException("attribute 'len' failed to satisfy constraint: arbitrary integer attribute")


@irdl_op_definition
class MemcpyInlineOp(_InlineMemIntrinsic):
    """Copy `len` bytes between non-overlapping ranges, inline:
    `"llvm.intr.memcpy.inline"(%dst, %src) <{isVolatile = false, len = 10 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()`."""

    name = "llvm.intr.memcpy.inline"
    dst = operand_def(LLVMPointerType)
    src = operand_def(LLVMPointerType)


@irdl_op_definition
class MemsetInlineOp(_InlineMemIntrinsic):
    """Fill `len` bytes at `dst` with the byte `val`, inline:
    `"llvm.intr.memset.inline"(%dst, %val) <{isVolatile = false, len = 10 : i64}> : (!llvm.ptr, i8) -> ()`."""

    name = "llvm.intr.memset.inline"
    dst = operand_def(LLVMPointerType)
    val = operand_def(I8)


@irdl_op_definition
class PowIOp(IRDLOperation):
    """Float to an integer power: `%r = llvm.intr.powi(%x, %n) : (f32, i32) -> f32`."""

    name = "llvm.intr.powi"
    val = operand_def(_FloatLike)
    power = operand_def(SignlessIntegerConstraint)
    res = result_def(_FloatLike)
    fastmathFlags = prop_def(FastMathAttr, default_value=FastMathAttr(None))
    traits = traits_def(Pure())
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
    irdl_options = (ParsePropInAttrDict(),)


@irdl_op_definition
class VectorInterleave2Op(IRDLOperation):
    """Interleave the elements of two vectors of one type into one twice as long:

        %r = llvm.intr.vector.interleave2(%a, %b) : (vector<[2]xf16>, vector<[2]xf16>) -> vector<[4]xf16>
    """

    name = "llvm.intr.vector.interleave2"
    vec1 = operand_def(VectorType)
    vec2 = operand_def(VectorType)
    res = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"

    def verify_(self) -> None:
        vec1, vec2, result = self.vec1.type, self.vec2.type, self.res.type
        if vec1 != vec2:
            raise VerifyException("failed to verify that all of {vec1, vec2} have same type")
        expected = VectorType(vec1.element_type, [2 * size for size in vec1.get_shape()], vec1.scalable_dims)
        if vec1.get_num_dims() != 1 or result != expected:
            raise VerifyException("failed to verify that result has twice as many elements as 'vec1'")


@irdl_op_definition
class VectorDeinterleave2Op(IRDLOperation):
    """Split a vector into its even and odd elements, a struct of two vectors half as long:

        %r = llvm.intr.vector.deinterleave2(%v) : (vector<[8]xf16>) -> !llvm.struct<(vector<[4]xf16>, vector<[4]xf16>)>
    """

    name = "llvm.intr.vector.deinterleave2"
    vec = operand_def(VectorType)
    res = result_def(LLVMStructType)
    traits = traits_def(Pure())
    assembly_format = "`(` operands `)` attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class InvariantStartOp(IRDLOperation):
    """Marks `size` bytes at `ptr` unchanging from here to the matching invariant.end:
    `%s = llvm.intr.invariant.start 8, %p : !llvm.ptr`."""

    name = "llvm.intr.invariant.start"
    size = prop_def(IntegerAttr[I64])
    ptr = operand_def(LLVMPointerType)
    res = result_def(LLVMPointerType)

    def __init__(self, size: int, ptr: SSAValue | Operation):
        super().__init__(operands=[ptr], result_types=[LLVMPointerType()], properties={"size": IntegerAttr(size, i64)})

    @classmethod
    def parse(cls, parser: Parser) -> InvariantStartOp:
        size, ptr, attributes = _parse_invariant_size_and_pointer(parser)
        op = cls.create(operands=[ptr], result_types=[LLVMPointerType()], properties={"size": size})
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.size.value.data}, ")
        _print_pointer_and_type(printer, self)


@irdl_op_definition
class LifetimeStartOp(IRDLOperation):
    """Starts the lifetime of the alloca `ptr` points to (LLVM 22's form, without LLVM 21's size argument):
    `llvm.intr.lifetime.start %p : !llvm.ptr`."""

    name = "llvm.intr.lifetime.start"
    ptr = operand_def(LLVMPointerType)
    assembly_format = "$ptr attr-dict `:` type($ptr)"

    def __init__(self, ptr: SSAValue | Operation):
        super().__init__(operands=[ptr])


@irdl_op_definition
class LifetimeEndOp(IRDLOperation):
    """Ends the lifetime of the alloca `ptr` points to: `llvm.intr.lifetime.end %p : !llvm.ptr`."""

    name = "llvm.intr.lifetime.end"
    ptr = operand_def(LLVMPointerType)
    assembly_format = "$ptr attr-dict `:` type($ptr)"

    def __init__(self, ptr: SSAValue | Operation):
        super().__init__(operands=[ptr])


def _parse_invariant_size_and_pointer(parser: Parser) -> tuple[IntegerAttr, SSAValue, dict[str, Attribute]]:
    """`<size>, %ptr attr-dict : type` of the invariant intrinsics (ODS's bare I64Attr, then the pointer)."""
    size = parse_integer_attr(parser, i64)
    parser.parse_punctuation(",")
    ptr = parser.parse_unresolved_operand()
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    return size, parser.resolve_operand(ptr, parser.parse_type()), attributes


def _print_pointer_and_type(printer: Printer, op: Operation) -> None:
    printer.print_operand(op.operands[-1])
    printer.print_op_attributes(op.attributes)
    printer.print_string(" : ")
    printer.print_attribute(op.operands[-1].type)


@irdl_op_definition
class InvariantEndOp(IRDLOperation):
    """Ends the invariance that `start` (an invariant.start's result) began: `llvm.intr.invariant.end %s, 8, %p :
    !llvm.ptr`."""

    name = "llvm.intr.invariant.end"
    start = operand_def(LLVMPointerType)
    size = prop_def(IntegerAttr[I64])
    ptr = operand_def(LLVMPointerType)

    def verify_(self) -> None:
        # Upstream's `LLVM_DefaultPointer:$start`.
        space = self.start.type.addr_space
        if isinstance(space, IntAttr) and space.data != 0:
            raise VerifyException(f"operand #0 must be LLVM pointer in address space 0, but got '{self.start.type}'")

    @classmethod
    def parse(cls, parser: Parser) -> InvariantEndOp:
        start = parser.resolve_operand(parser.parse_unresolved_operand(), LLVMPointerType())  # upstream's default pointer
        parser.parse_punctuation(",")
        size, ptr, attributes = _parse_invariant_size_and_pointer(parser)
        op = cls.create(operands=[start, ptr], properties={"size": size})
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.start)
        printer.print_string(f", {self.size.value.data}, ")
        _print_pointer_and_type(printer, self)


@irdl_op_definition
class VaStartOp(IRDLOperation):
    """Initializes the variadic argument list at `arg_list`: `llvm.intr.vastart %list : !llvm.ptr`."""

    name = "llvm.intr.vastart"
    arg_list = operand_def(LLVMPointerType)
    assembly_format = "$arg_list attr-dict `:` type($arg_list)"


@irdl_op_definition
class VaCopyOp(IRDLOperation):
    """Copies a variadic argument list: `llvm.intr.vacopy %src to %dest : !llvm.ptr, !llvm.ptr` (the types in
    operand order, the destination's first)."""

    name = "llvm.intr.vacopy"
    dest_list = operand_def(LLVMPointerType)
    src_list = operand_def(LLVMPointerType)
    assembly_format = "$src_list `to` $dest_list attr-dict `:` type(operands)"


@irdl_op_definition
class VaEndOp(IRDLOperation):
    """Ends the use of a variadic argument list: `llvm.intr.vaend %list : !llvm.ptr`."""

    name = "llvm.intr.vaend"
    arg_list = operand_def(LLVMPointerType)
    assembly_format = "$arg_list attr-dict `:` type($arg_list)"


@irdl_op_definition
class EhTypeidForOp(IRDLOperation):
    """The exception-handling type id of a type info pointer: `%id = llvm.intr.eh.typeid.for %ti : (!llvm.ptr)
    -> i32`."""

    name = "llvm.intr.eh.typeid.for"
    type_info = operand_def(LLVMPointerType)
    res = result_def()
    assembly_format = "$type_info attr-dict `:` functional-type(operands, results)"


_MAX_VECTOR_BITS = 1 << 17


def _vector_bits(type_: VectorType) -> int:
    """The (minimum, for a scalable vector) bit width of a vector: elements times element width."""
    element = type_.element_type
    width = element.width.data if isinstance(element, IntegerType) else getattr(element, "bitwidth", 0)
    return math.prod(type_.get_shape()) * width


def _verify_vector_sizes(*types: VectorType) -> None:
    if any(_vector_bits(type_) > _MAX_VECTOR_BITS for type_ in types):
        raise VerifyException("failed to verify that vectors are not bigger than 2^17 bits.")


@irdl_op_definition
class VectorInsertOp(IRDLOperation):
    """`dstvec` with `srcvec` written from element `pos` on (a fixed-length vector may go into a scalable one):

        %r = llvm.intr.vector.insert %src, %dst[0] : vector<4xf32> into vector<[4]xf32>
    """

    name = "llvm.intr.vector.insert"
    dstvec = operand_def(VectorType)
    srcvec = operand_def(VectorType)
    pos = prop_def(IntegerAttr[I64])
    res = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> VectorInsertOp:
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        dst = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        pos = parser.parse_integer()
        parser.parse_punctuation("]")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        src_type = _parse_vector_type(parser)
        parser.parse_keyword("into")
        result_type = _parse_vector_type(parser)
        return cls.create(
            operands=[parser.resolve_operand(dst, result_type), parser.resolve_operand(src, src_type)],
            result_types=[result_type],
            properties={"pos": IntegerAttr(pos, 64)},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list([self.srcvec, self.dstvec], printer.print_operand)
        printer.print_string(f"[{self.pos.value.data}]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : {self.srcvec.type} into {self.res.type}")

    def verify_(self) -> None:
        if self.dstvec.type != self.res.type:
            raise VerifyException("failed to verify that all of {dstvec, res} have same type")
        _verify_vector_sizes(self.srcvec.type, self.dstvec.type)
        if _is_scalable_vector(self.srcvec.type) and not _is_scalable_vector(self.dstvec.type):
            raise VerifyException("failed to verify that it is not inserting scalable into fixed-length vectors.")


@irdl_op_definition
class VectorExtractOp(IRDLOperation):
    """The elements of `srcvec` from `pos` on, as a vector of the result's length:

        %r = llvm.intr.vector.extract %v[0] : vector<4xf32> from vector<[4]xf32>
    """

    name = "llvm.intr.vector.extract"
    srcvec = operand_def(VectorType)
    pos = prop_def(IntegerAttr[I64])
    res = result_def(VectorType)
    traits = traits_def(Pure())

    @classmethod
    def parse(cls, parser: Parser) -> VectorExtractOp:
        src = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        pos = parser.parse_integer()
        parser.parse_punctuation("]")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = _parse_vector_type(parser)
        parser.parse_keyword("from")
        src_type = _parse_vector_type(parser)
        return cls.create(
            operands=[parser.resolve_operand(src, src_type)],
            result_types=[result_type],
            properties={"pos": IntegerAttr(pos, 64)},
            attributes=attributes,
        )

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.srcvec)
        printer.print_string(f"[{self.pos.value.data}]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : {self.res.type} from {self.srcvec.type}")

    def verify_(self) -> None:
        _verify_vector_sizes(self.srcvec.type, self.res.type)
        if _is_scalable_vector(self.res.type) and not _is_scalable_vector(self.srcvec.type):
            raise VerifyException("failed to verify that it is not extracting scalable from fixed-length vectors.")


def _parse_vector_type(parser: Parser) -> VectorType:
    pos = parser.pos
    type_ = parser.parse_type()
    if not isinstance(type_, VectorType):
        parser.raise_error(f"invalid kind of type specified: expected builtin.vector, but found '{type_}'", pos, parser.pos)
    return type_


def _intrinsic_class(base: type[IRDLOperation], mnemonic: str) -> type[IRDLOperation]:
    """An op class `llvm.intr.<mnemonic>` with the operands and syntax of `base`."""
    class_name = "".join(part.capitalize() for part in mnemonic.split(".")) + "Op"
    doc = f"The LLVM intrinsic `llvm.{mnemonic}`; operands and syntax as {base.__name__}."
    return irdl_op_definition(type(class_name, (base,), {"name": f"llvm.intr.{mnemonic}", "__doc__": doc}))


_XDSL_INTRINSICS: dict[str, type[IRDLOperation]] = {
    op.name.removeprefix("llvm.intr."): op for op in _XDSL_LLVM.operations if op.name.startswith("llvm.intr.")
}
_NEW_INTRINSICS: dict[type[IRDLOperation], tuple[str, ...]] = {
    UnaryFloatIntrinsic: (
        "exp10",
        "expm1",
        "log10",
        "log1p",
        "tan",
        "tanh",
        "asin",
        "acos",
        "atan",
        "sinh",
        "cosh",
        "trunc",
        "round",
        "roundeven",
        "rint",
        "nearbyint",
        "canonicalize",
    ),
    BinaryFloatIntrinsic: ("maximum", "minimum", "atan2", "minimumnum", "maximumnum"),
    TernaryFloatIntrinsic: ("fmuladd",),
    UnaryIntIntrinsic: ("ctpop", "bitreverse", "bswap"),
    BinaryIntIntrinsic: ("smax", "smin", "umax", "umin"),
    CountZerosIntrinsic: ("ctlz", "cttz"),
    ArithWithOverflowIntrinsic: tuple(f"{op}.with.overflow" for op in ("sadd", "uadd", "ssub", "usub", "smul", "umul")),
    IntVectorReduction: tuple(
        f"vector.reduce.{op}" for op in ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin")
    ),
    FloatVectorReduction: tuple(f"vector.reduce.{op}" for op in ("fmax", "fmin", "fmaximum", "fminimum")),
}
_GENERATED = [_intrinsic_class(base, m) for base, names in _NEW_INTRINSICS.items() for m in names]

INTRINSICS: dict[str, type[IRDLOperation]] = {
    **_XDSL_INTRINSICS,
    **{
        op.name.removeprefix("llvm.intr."): op
        for op in (*_GENERATED, AbsOp, MemcpyOp, MemcpyInlineOp, MemmoveOp, MemsetOp, MemsetInlineOp, PowIOp, VectorInterleave2Op, VectorDeinterleave2Op,
                   MaskedLoadOp, MaskedStoreOp, InvariantStartOp, InvariantEndOp, LifetimeStartOp, LifetimeEndOp, VaStartOp, VaCopyOp, VaEndOp, EhTypeidForOp, VectorReduceFAddOp,
                   VectorReduceFMulOp)
    },
}
"""Every intrinsic op class of the dialect by its name after `llvm.intr.`."""

FLOAT_INTRINSICS_WITH_FASTMATH = frozenset(
    name for name, op in INTRINSICS.items() if "fastmathFlags" in op.get_irdl_definition().properties
)


def intrinsic(
    name: str,
    operands: Sequence[SSAValue | Operation],
    result_type: Attribute | None,
    fastmath: FastMathAttr | None = None,
    properties: dict[str, Attribute] | None = None,
) -> Operation:
    """Build the op `llvm.intr.<name>` on `operands` (not inserted); `result_type` None for no result."""
    op_type = INTRINSICS[name]
    props = dict(properties or {})
    if name in FLOAT_INTRINSICS_WITH_FASTMATH:
        props.setdefault("fastmathFlags", fastmath or FastMathAttr(None))
    return op_type.create(
        operands=[SSAValue.get(o) for o in operands],
        result_types=[] if result_type is None else [result_type],
        properties=props,
    )


@irdl_op_redefinition
class ConstantOp(xllvm.ConstantOp):
    """A constant of an LLVM type: an integer, float, string, elements or (a complex number) two-element array.

        %0 = llvm.mlir.constant(64 : i64) : i64
        %1 = llvm.mlir.constant(1.000000e+00 : f32) : f32
        %2 = llvm.mlir.constant([1.000000e+00 : f64, 2.000000e+00 : f64]) : !llvm.struct<(f64, f64)>

    Redefined because xDSL 0.74's value constraint (integer, float or dense elements) rejects the string and
    complex constants upstream's `AnyAttr:$value` takes ("Unexpected attribute"): convert-complex-to-llvm
    lowers `complex.constant` to the struct form above. What upstream rejects, `_verify_constant` rejects
    in its words. xDSL also prints an i64 integer without its type (`llvm.mlir.constant(64) : i64`); upstream
    prints it.
    """

    name = "llvm.mlir.constant"
    result = result_def()
    value = prop_def()
    traits = traits_def(NoMemoryEffect())

    def __init__(self, value: Attribute, value_type: Attribute):
        IRDLOperation.__init__(self, properties={"value": value}, result_types=[value_type])

    @classmethod
    def parse(cls, parser: Parser) -> ConstantOp:
        with parser.in_parens():
            value = cls.parse_value(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        op = cls(value, parser.parse_type())
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        with printer.in_parens():
            printer.print_attribute(self.value)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    @reads_only_signature
    def verify_(self) -> None:
        _verify_constant(self.value, self.result.type)


def _verify_constant(value: Attribute, type_: Attribute) -> None:
    """Upstream's checks of an `llvm.mlir.constant`'s value and type (`ConstantOp::verify`), in its words."""
    if isinstance(value, StringAttr):
        size = len(value.data.encode())
        if not (
            isinstance(type_, LLVMArrayType) and type_.size.data == size and type_.type == IntegerType(8)
        ):
            raise UpstreamVerifyException(f"expected array type of {size} i8 elements for the string constant")
        return
    if isinstance(type_, LLVMStructType):
        body = type_.types.data
        if len(body) != 2 or body[0] != body[1]:
            raise UpstreamVerifyException(
                "expected struct type with two elements of the same type, the type of a complex constant"
            )
        if not isinstance(value, ArrayAttr) or len(value.data) != 2:
            raise UpstreamVerifyException(
                "expected array attribute with two elements, representing a complex constant"
            )
        re_type, im_type = (getattr(part, "type", None) for part in value.data)
        if re_type is None or re_type != im_type:
            raise UpstreamVerifyException("expected array attribute with two elements of the same type")
        if not isinstance(body[0], IntegerType | Float16Type | Float32Type | Float64Type):
            raise UpstreamVerifyException(
                "expected struct element types to be floating point type or integer type"
            )
        return
    if isinstance(type_, LLVMTargetExtType):
        raise UpstreamVerifyException("does not support target extension type.")
    if not isinstance(value, IntegerAttr | FloatAttr | ArrayAttr | DenseIntOrFPElementsAttr | DenseResourceAttr):
        raise UpstreamVerifyException("only supports integer, float, string or elements attributes")


# ---------------------------------------------------------------------------
# Upstream's verifiers for xDSL's ops (plain subclasses: the IRDL definition,
# parse and print stay xDSL's; `verify_` adds the checks of LLVMDialect.cpp)

_LLVM_FLOATS = (BFloat16Type, Float16Type, Float32Type, Float64Type, Float80Type, Float128Type, LLVMPPCFP128Type)


def is_compatible_type(type_: Attribute) -> bool:
    """Upstream's `LLVM::isCompatibleType`: a type the LLVM dialect can hold.

    Signless integers, the LLVM float types, the `!llvm.*` types and 1-D vectors of those:

        i32, f32, !llvm.ptr, !llvm.struct<(i32, f64)>, vector<4xf32>   compatible
        index, tensor<4xf32>, vector<2x3xf32>, ui8                     not
    """
    if isinstance(type_, IntegerType):
        return type_.signedness.data == Signedness.SIGNLESS
    if isinstance(type_, _LLVM_FLOATS):
        return True
    if isinstance(type_, VectorType):
        element = type_.element_type
        return type_.get_num_dims() == 1 and not isinstance(element, VectorType) and is_compatible_type(element)
    if isinstance(type_, LLVMStructType | LLVMArrayType):
        types = type_.types.data if isinstance(type_, LLVMStructType) else (type_.type,)
        return all(is_compatible_type(t) for t in types)
    if isinstance(type_, LLVMFunctionType):
        return all(is_compatible_type(t) for t in (*type_.inputs.data, type_.output))
    return isinstance(type_, (LLVMPointerType, LLVMVoidType, LLVMTargetExtType, *_PARAMETERLESS_TYPES))


def _is_scalable_vector(type_: Attribute) -> bool:
    return isinstance(type_, VectorType) and any(flag.value.data for flag in type_.scalable_dims.data)


def _enclosing_function(op: Operation) -> xllvm.FuncOp | None:
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, xllvm.FuncOp):
        parent = parent.parent_op()
    return parent


def _attribute(op: Operation, name: str) -> Attribute | None:
    """A property or, where xDSL's parser left it, a discardable attribute of the same name."""
    return op.properties.get(name) or op.attributes.get(name)


def _parse_optional_comdat(parser: Parser) -> SymbolRefAttr | None:
    """The `comdat(@__llvm_comdat::@f)` clause of `llvm.func` and `llvm.mlir.global`."""
    if parser.parse_optional_keyword("comdat") is None:
        return None
    parser.parse_punctuation("(")
    pos = parser.pos
    comdat = parser.parse_attribute()
    if not isinstance(comdat, SymbolRefAttr):
        parser.raise_error("expected symbol reference", pos, parser.pos)
    parser.parse_punctuation(")")
    return comdat


def _with_comdat_before(parser: Parser, method: str, comdat: list[SymbolRefAttr]) -> None:
    """Makes `parser.<method>` read a `comdat(...)` clause first, the first time it is called.

    xDSL's parsers of `llvm.func` and `llvm.mlir.global` read the attribute
    dictionary right where upstream's syntax has the optional comdat clause;
    the clause is appended to `comdat`. The caller deletes the instance
    attribute afterwards.
    """
    base = getattr(parser, method)

    def comdat_then(*args, **kwargs):
        delattr(parser, method)
        if (clause := _parse_optional_comdat(parser)) is not None:
            comdat.append(clause)
        return base(*args, **kwargs)

    setattr(parser, method, comdat_then)


def _parse_with_comdat(parse, parser: Parser, method: str) -> tuple[Operation, SymbolRefAttr | None]:
    comdat: list[SymbolRefAttr] = []
    _with_comdat_before(parser, method, comdat)
    try:
        op = parse(parser)
    finally:
        parser.__dict__.pop(method, None)
    return op, comdat[0] if comdat else None


def _verify_comdat(op: Operation) -> None:
    """Upstream's `verifyComdat`: the `comdat` attribute names an `llvm.comdat_selector`."""
    comdat = _attribute(op, "comdat")
    if comdat is None:
        return
    try:
        selector = SymbolTable.lookup_symbol(op, comdat) if isinstance(comdat, SymbolRefAttr) else None
    except ValueError:  # no symbol table around the op
        selector = None
    if not isinstance(selector, ComdatSelectorOp):
        raise DiagnosticError("expected comdat symbol", op)


class GlobalOp(xllvm.GlobalOp):
    """A global variable, with upstream's checks of its linkage, alignment, initializer and comdat.

        llvm.mlir.global common @g(0 : i32) {alignment = 4 : i64} : i32
        llvm.mlir.global appending @a() : !llvm.array<2 x i32>
        llvm.mlir.global @h(0 : i32) comdat(@__llvm_comdat::@h) : i32

    The comdat is kept as the `comdat` attribute, printed as its clause (as upstream does).
    """

    @classmethod
    def parse(cls, parser: Parser) -> GlobalOp:
        """Upstream's `GlobalOp::parse`: `linkage visibility thread_local unnamed_addr constant @name(value)
        comdat(...) {attrs} : type region` (xDSL's parser has no visibility keyword)."""
        linkage = xllvm.FuncOp._parse_linkage(parser)
        visibility = {"hidden": 1, "protected": 2}.get(parser.parse_optional_keyword_in(("hidden", "protected")), 0)
        thread_local = parser.parse_optional_keyword("thread_local") is not None
        unnamed_addr = parser.parse_optional_keyword_in(("local_unnamed_addr", "unnamed_addr"))
        constant = parser.parse_optional_keyword("constant") is not None
        sym_name = parser.parse_symbol_name()
        parser.parse_punctuation("(")
        value = None
        if parser.parse_optional_punctuation(")") is None:
            value = parser.parse_attribute()
            parser.parse_punctuation(")")
        comdat = _parse_optional_comdat(parser)
        attrs = parser.parse_optional_attr_dict()
        if parser.parse_optional_punctuation(":") is not None:
            global_type = parser.parse_type()
        elif isinstance(value, StringAttr):
            global_type = LLVMArrayType(len(value.data), IntegerType(8))
        elif isinstance(value, TypedAttribute):
            global_type = value.get_type()
        else:
            parser.raise_error("expected `:` followed by global type")
        properties: dict[str, Attribute] = {"global_type": global_type, "sym_name": sym_name, "linkage": linkage}
        for name in ("addr_space", "alignment", "section", "dso_local"):
            if name in attrs:
                properties[name] = attrs.pop(name)
        properties.setdefault("addr_space", IntegerAttr(0, 32))
        if value is not None:
            properties["value"] = value
        for name, present in (("constant", constant), ("thread_local_", thread_local)):
            if present:
                properties[name] = UnitAttr()
        if visibility:
            properties["visibility_"] = IntegerAttr(visibility, 64)
        if unnamed_addr is not None:
            properties["unnamed_addr"] = IntegerAttr(1 if unnamed_addr == "local_unnamed_addr" else 2, 64)
        if comdat is not None:
            attrs["comdat"] = comdat
        region = parser.parse_optional_region() or Region()
        return cls.create(properties=properties, attributes=attrs, regions=[region])

    def print(self, printer: Printer) -> None:
        """Upstream's `GlobalOp::print`: xDSL's, with the visibility keyword after the linkage."""
        visibility = {1: "hidden", 2: "protected"}.get(self.visibility_.value.data if self.visibility_ else 0)
        unnamed_addr = {1: "local_unnamed_addr", 2: "unnamed_addr"}.get(
            self.unnamed_addr.value.data if self.unnamed_addr is not None else 0
        )
        words = [self.linkage.linkage.data, visibility, "thread_local" if self.thread_local_ is not None else None,
                 unnamed_addr, "constant" if self.constant is not None else None]  # fmt: skip
        printer.print_string("".join(f" {word}" for word in words if word) + " ")
        printer.print_symbol_name(self.sym_name.data)
        printer.print_string("(")
        if self.value is not None:
            printer.print_attribute(self.value)
        printer.print_string(")")
        if (comdat := self.attributes.get("comdat")) is not None:
            printer.print_string(" comdat(")
            printer.print_attribute(comdat)
            printer.print_string(")")
        reserved = ("global_type", "sym_name", "linkage", "constant", "thread_local_", "unnamed_addr", "value",
                    "visibility_", "comdat")  # fmt: skip
        printer.print_op_attributes(self.properties | self.attributes, reserved_attr_names=reserved)
        printer.print_string(" : ")
        printer.print_attribute(self.global_type)
        if self.body.blocks:
            printer.print_string(" ")
            printer.print_region(self.body)

    def verify_(self) -> None:
        super().verify_()
        _verify_comdat(self)
        linkage = self.linkage.linkage.data
        if linkage == "common" and self.value is not None and not _is_zero_attribute(self.value):
            raise VerifyException("expected zero value for 'common' linkage")
        if linkage == "appending" and not isinstance(self.global_type, LLVMArrayType):
            raise VerifyException("expected array type for 'appending' linkage")
        if isinstance(self.value, StringAttr | BytesAttr):
            _verify_string_initializer(self.value, self.global_type)
        if self.alignment is not None:
            alignment = self.alignment.value.data
            if alignment <= 0 or alignment & (alignment - 1):
                raise DiagnosticError("alignment attribute is not a power of 2", self)  # (upstream's emitError)
        for block in self.body.blocks:
            for op in block.ops:
                if op.has_trait(IsTerminator):
                    continue
                effects = get_effects(op)
                if effects is None or effects:
                    raise DiagnosticError("ops with side effects not allowed in global initializers", op)


def _verify_string_initializer(value: StringAttr | BytesAttr, type_: Attribute) -> None:
    """Upstream's check of a string initializer (`@g("ab") : !llvm.array<2 x i8>`): an i8 array of its length in
    bytes. A string of bytes that are no UTF-8 (`"\\FF"`) is a `BytesAttr` here, a `StringAttr` upstream."""
    size = len(value.data.encode() if isinstance(value, StringAttr) else value.data)
    element = type_.type if isinstance(type_, LLVMArrayType) else None
    if not (isinstance(element, IntegerType) and element.width.data == 8 and type_.size.data == size):
        raise VerifyException("requires an i8 array type of the length equal to that of the string attribute")


def _is_zero_attribute(value: Attribute) -> bool:
    """Upstream's `isZeroAttribute`: an integer or float zero, or elements that are all zero."""
    if isinstance(value, IntegerAttr | FloatAttr):
        return value.value.data == 0
    if isinstance(value, DenseIntOrFPElementsAttr):
        return all(v == 0 for v in value.get_values())
    if isinstance(value, ArrayAttr):
        return all(_is_zero_attribute(v) for v in value.data)
    return False


_FUNC_ELIDED = ("sym_name", "function_type", "arg_attrs", "res_attrs", "linkage", "CConv", "visibility_",
                 "unnamed_addr", "comdat")
"""The names upstream's `llvm.func` prints outside its attribute dictionary."""

_FUNC_PARSED = ("sym_name", "function_type", "linkage", "CConv", "visibility_", "unnamed_addr")
"""The names upstream's `llvm.func` parser always sets: in its attribute dictionary they are duplicates."""


class FuncOp(xllvm.FuncOp):
    """An LLVM function, with upstream's syntax and checks of its inlining attributes and comdat.

        llvm.func @f() attributes {no_inline, optimize_none} { llvm.return }
        llvm.func @g() comdat(@__llvm_comdat::@g) { llvm.return }
        llvm.func internal hidden unnamed_addr fastcc @h(!llvm.ptr {llvm.noalias}, ...) -> (i32 {llvm.zeroext})

    The keywords come in upstream's order (linkage, visibility, unnamed_addr, calling convention), and a
    declaration keeps its argument attributes (xDSL's parser drops them). The comdat is kept as the `comdat`
    attribute, as for `llvm.mlir.global`.
    """

    @classmethod
    def parse(cls, parser: Parser) -> FuncOp:
        linkage = xllvm.FuncOp._parse_linkage(parser)
        visibility = xllvm.FuncOp._parse_llvm_visibility(parser)
        unnamed_addr = xllvm.FuncOp._parse_llvm_unnamed_addr(parser)
        cconv = xllvm.FuncOp._parse_cconv(parser)
        name_pos = parser.pos
        name = parser.parse_symbol_name()
        entry_args, input_types, arg_attrs, variadic = parse_function_arguments(parser, allow_variadic=True)
        return_types, res_attrs = _parse_func_outputs(parser)
        if len(return_types) > 1:
            parser.raise_error("failed to construct function type: expected zero or one function result", name_pos)
        return_type = return_types[0] if return_types else LLVMVoidType()
        vscale_range = None
        if parser.parse_optional_keyword("vscale_range") is not None:
            parser.parse_punctuation("(")
            low = parser.parse_integer(allow_boolean=False)
            parser.parse_punctuation(",")
            high = parser.parse_integer(allow_boolean=False)
            parser.parse_punctuation(")")
            vscale_range = VScaleRangeAttr(IntegerAttr(low, 32), IntegerAttr(high, 32))
        comdat = _parse_optional_comdat(parser)
        extra = parser.parse_optional_attr_dict_with_keyword(_FUNC_PARSED)
        body_pos = parser.pos
        region = parser.parse_optional_region(entry_args)
        if region is None:
            region = Region()
        elif not region.blocks:
            parser.raise_error("expected non-empty function body", body_pos, parser.pos)
        properties: dict[str, Attribute] = {
            "sym_name": name,
            "function_type": LLVMFunctionType(input_types, return_type, variadic),
            "CConv": cconv,
            "linkage": linkage,
            "visibility_": visibility,
            "unnamed_addr": unnamed_addr,
        }
        attributes = dict(extra.data) if extra is not None else {}
        # Upstream reads `arg_attrs` and `res_attrs` from the dictionary too, where the signature has none.
        for name in ("arg_attrs", "res_attrs"):
            if name in attributes:
                properties[name] = attributes.pop(name)
        if any(arg_attrs):
            properties["arg_attrs"] = ArrayAttr(DictionaryAttr(attrs) for attrs in arg_attrs)
        if res_attrs is not None:
            properties["res_attrs"] = res_attrs
        if comdat is not None:
            attributes["comdat"] = comdat
        if vscale_range is not None:
            attributes["vscale_range"] = vscale_range
        return cls.create(properties=properties, attributes=attributes, regions=[region])

    def print(self, printer: Printer) -> None:
        """Upstream's `LLVMFuncOp::print`: `linkage visibility unnamed_addr cconv @name(arguments) -> (results)
        attributes {...} {body}`, a declaration with its argument attributes."""
        unnamed_addr = self.unnamed_addr.value.data if self.unnamed_addr is not None else 0
        words = [
            "" if self.linkage.linkage.data == "external" else self.linkage.linkage.data,
            {1: "hidden", 2: "protected"}.get(self.visibility_.value.data, ""),
            {1: "local_unnamed_addr", 2: "unnamed_addr"}.get(unnamed_addr, ""),
            "" if self.CConv.convention.data == "ccc" else self.CConv.convention.data,
        ]
        printer.print_string("".join(f" {word}" for word in words if word) + " ")
        printer.print_symbol_name(self.sym_name.data)
        inputs = self.function_type.inputs.data
        with printer.in_parens():
            print_function_arguments(printer, self.body, inputs, self.arg_attrs)
            if self.function_type.is_variadic:
                printer.print_string(", ..." if inputs else "...")
        output = self.function_type.output
        _print_func_outputs(printer, [] if isinstance(output, LLVMVoidType) else [output], self.res_attrs)
        vscale_range = self.attributes.get("vscale_range")
        if isinstance(vscale_range, VScaleRangeAttr):
            low, high = vscale_range.minRange.value.data, vscale_range.maxRange.value.data
            printer.print_string(f" vscale_range({low}, {high})")
        if (comdat := self.attributes.get("comdat")) is not None:
            printer.print_string(" comdat(")
            printer.print_attribute(comdat)
            printer.print_string(")")
        attributes = {**self.attributes, **self.properties}
        elided = (*_FUNC_ELIDED, "vscale_range") if isinstance(vscale_range, VScaleRangeAttr) else _FUNC_ELIDED
        printer.print_op_attributes(attributes, reserved_attr_names=elided, print_keyword=True)
        if self.body.blocks:
            printer.print_string(" ", indent=0)
            printer.print_region(self.body, False, False)

    def verify_(self) -> None:
        super().verify_()
        output = self.function_type.output
        verify_function_attribute_counts(
            self, len(self.function_type.inputs.data), 0 if isinstance(output, LLVMVoidType) else 1
        )
        _verify_comdat(self)
        verify_landingpad_types(self)
        if _attribute(self, "no_inline") is not None and _attribute(self, "always_inline") is not None:
            raise DiagnosticError("no_inline and always_inline attributes are incompatible", self)
        if _attribute(self, "optimize_none") is not None and _attribute(self, "no_inline") is None:
            raise VerifyException("with optimize_none must also be no_inline")


class ReturnOp(xllvm.ReturnOp):
    """Return from an `llvm.func` (or an initializer): the operand matches the function's result type.

        llvm.func @f(%x: i32) -> i32 { llvm.return %x : i32 }
    """

    def verify_(self) -> None:
        super().verify_()
        function = _enclosing_function(self)
        if function is None:
            return
        expected = function.function_type.output
        if isinstance(expected, LLVMVoidType):
            problem = None if self.arg is None else "expected no operands"
        elif self.arg is None:
            problem = "expected 1 operand"
        else:
            problem = None if self.arg.type == expected else "mismatching result types"
        if problem is not None:
            raise DiagnosticError(
                op_error_message(self, problem), self, notes=[("when returning from function", function)]
            )


class _CallSymbolUses(xllvm.CallOpSymbolUserOpInterface):
    """xDSL's check that a direct call names an `llvm.func`, in upstream's words."""

    def verify(self, op: Operation) -> None:
        callee = getattr(op, "callee", None)
        if callee is None:
            return
        name = callee.string_value()
        found = SymbolTable.lookup_symbol(op, callee)
        if found is None:
            raise VerifyException(f"'{name}' does not reference a symbol in the current scope")
        if not isinstance(found, xllvm.FuncOp):
            raise VerifyException(f"'{name}' does not reference a valid LLVM function")


@irdl_op_redefinition
class CallOp(xllvm.CallOp):
    """A direct or indirect call, checked against the callee's type and `vararg(...)` as upstream does.

        %r = llvm.call @f(%x) : (i32) -> i8
        llvm.call %fptr(%x) vararg(!llvm.func<void (i32, ...)>) : !llvm.ptr, (i32) -> ()
        %z = llvm.call @g(%x, %y) : (i32 {llvm.noundef}, f32) -> (i32 {llvm.zeroext})

    Redefined for upstream's `arg_attrs` and `res_attrs` properties (xDSL's op has neither): the parameter
    attributes of the call, written after each type of the trailing function type, as mlir-opt 22 prints
    them (convert-func-to-llvm's calls of functions with argument attributes).
    """

    name = "llvm.call"
    args = var_operand_def()
    op_bundle_operands = var_operand_def()
    callee = opt_prop_def(SymbolRefAttr)
    var_callee_type = opt_prop_def(LLVMFunctionType)
    fastmathFlags = prop_def(FastMathAttr, default_value=FastMathAttr("none"))
    CConv = prop_def(CallingConventionAttr, default_value=CallingConventionAttr("ccc"))
    op_bundle_sizes = prop_def(DenseArrayBase.constr(i32), default_value=DenseArrayBase.from_list(i32, ()))
    TailCallKind = prop_def(
        xllvm.TailCallKindAttr, default_value=xllvm.TailCallKindAttr(xllvm.TailCallKind.NONE)
    )
    arg_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    res_attrs = opt_prop_def(ArrayAttr[DictionaryAttr])
    returned = opt_result_def()

    traits = traits_def(_CallSymbolUses())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        callee: str | SymbolRefAttr | StringAttr,
        *args: SSAValue | Operation,
        op_bundle_sizes: DenseArrayBase = DenseArrayBase.from_list(i32, ()),
        op_bundle_operands: tuple[SSAValue, ...] = (),
        return_type: Attribute | None = None,
        calling_convention: CallingConventionAttr = CallingConventionAttr("ccc"),
        fastmath: FastMathAttr = FastMathAttr(None),
        variadic_args: int = 0,
        var_callee_type: LLVMFunctionType | None = None,
        arg_attrs: ArrayAttr | None = None,
        res_attrs: ArrayAttr | None = None,
    ):
        """xDSL's constructor, with the parameter attributes; `variadic_args` infers `var_callee_type`."""
        if isinstance(callee, str):
            callee = SymbolRefAttr(callee)
        if var_callee_type is None and variadic_args:
            inputs = [SSAValue.get(arg).type for arg in args[: len(args) - variadic_args]]
            output = LLVMVoidType() if return_type is None else return_type
            var_callee_type = LLVMFunctionType(inputs, output, is_variadic=True)
        IRDLOperation.__init__(
            self,
            operands=[args, op_bundle_operands],
            properties={
                "callee": callee,
                "var_callee_type": var_callee_type,
                "fastmathFlags": fastmath,
                "CConv": calling_convention,
                "op_bundle_sizes": op_bundle_sizes,
                "arg_attrs": arg_attrs,
                "res_attrs": res_attrs,
            },
            result_types=[return_type],
        )

    def verify_(self) -> None:
        if len(self.results) > 1:
            raise VerifyException("expected function with 0 or 1 result")
        if self.returned is not None:
            result_type = self.returned.type
            if isinstance(result_type, LLVMVoidType):
                raise VerifyException("expected a non-void result type")
            if not is_compatible_type(result_type):
                raise VerifyException(f"result #0 must be LLVM dialect-compatible type, but got '{result_type}'")
        indirect = self.callee is None
        arguments = list(self.args[1:] if indirect else self.args)
        self._verify_var_callee_type(arguments)
        if indirect:
            if not self.args:
                raise VerifyException("must have either a `callee` attribute or at least an operand")
            if not isinstance(self.args[0].type, LLVMPointerType):
                raise VerifyException(f"indirect call expects a pointer as callee: '{self.args[0].type}'")
            return
        callee = SymbolTable.lookup_symbol(self, self.callee)
        if not isinstance(callee, xllvm.FuncOp):
            return  # reported by the symbol-use check of xDSL's trait
        function_type = callee.function_type
        params = function_type.inputs.data
        if not function_type.is_variadic and len(params) != len(arguments):
            raise VerifyException(
                f"incorrect number of operands ({len(arguments)}) for callee (expecting: {len(params)})"
            )
        if len(params) > len(arguments):
            raise VerifyException(
                f"incorrect number of operands ({len(arguments)}) for varargs callee "
                f"(expecting at least: {len(params)})"
            )
        for index, (param, argument) in enumerate(zip(params, arguments)):
            if argument.type != param:
                raise VerifyException(f"operand type mismatch for operand {index}: '{argument.type}' != '{param}'")
        returns_void = isinstance(function_type.output, LLVMVoidType)
        if self.returned is None and not returns_void:
            raise VerifyException("expected function call to produce a value")
        if self.returned is not None and returns_void:
            raise VerifyException("calling function with void result must not produce values")
        if self.returned is not None and self.returned.type != function_type.output:
            raise VerifyException(f"result type mismatch: '{self.returned.type}' != '{function_type.output}'")

    @classmethod
    def parse(cls, parser: Parser) -> CallOp:
        """xDSL's syntax, with upstream's `parseCallTypeAndResolveOperands` checks of the trailing types (xDSL's
        resolved an indirect callee with whatever type came first):

            llvm.call %f(%x) : (i8) -> i8     // error: expected indirect call to have 2 trailing types
        """
        # Upstream's parseOptionalLLVMKeyword: any calling convention and tail call kind keyword, the defaults
        # (`ccc`, `none`) included.
        cconv = CallingConventionAttr(parser.parse_optional_keyword_in(LLVM_CALLING_CONVS) or "ccc")
        tail = parser.parse_optional_keyword_in({k.value for k in xllvm.TailCallKind})
        symbol = parser.parse_optional_symbol_name()
        callee = SymbolRefAttr(symbol) if symbol else None
        callee_ptr = None if callee else parser.parse_unresolved_operand()
        arguments = parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_unresolved_operand)
        var_callee_type: Attribute | None = None
        if parser.parse_optional_keyword("vararg") is not None:
            parser.parse_punctuation("(")
            var_callee_type = parser.parse_type()
            parser.parse_punctuation(")")
        attrs = parser.parse_optional_attr_dict()
        trailing = parser.pos
        parser.parse_punctuation(":")
        ptr_type = None
        if callee_ptr is not None:
            ptr_type = parser.parse_type()
            if parser.parse_optional_punctuation(",") is None:
                parser.raise_error("expected indirect call to have 2 trailing types", trailing)
        if peek(parser) != "(":
            what = "expected direct call to have 1 trailing types" if callee is not None else "expected trailing function type"
            parser.raise_error(what, trailing)
        inputs, input_attrs = _parse_types_with_attrs(parser)
        parser.parse_punctuation("->")
        if peek(parser) == "(":
            outputs, output_attrs = _parse_types_with_attrs(parser)
        else:
            outputs, output_attrs = [parser.parse_type()], [DictionaryAttr({})]
        if len(outputs) > 1:
            parser.raise_error("expected function with 0 or 1 result", trailing)
        if len(outputs) == 1 and isinstance(outputs[0], LLVMVoidType):
            parser.raise_error("expected a non-void result type", trailing)
        operands = [parser.resolve_operand(callee_ptr, ptr_type)] if callee_ptr is not None else []
        operands += parser.resolve_operands(arguments, inputs, parser.op_name_offset())
        props: dict[str, Attribute] = {
            "fastmathFlags": attrs.pop("fastmathFlags", FastMathAttr("none")),
            "CConv": cconv,
            "TailCallKind": xllvm.TailCallKindAttr(xllvm.TailCallKind(tail) if tail else xllvm.TailCallKind.NONE),
            "op_bundle_sizes": DenseArrayBase.from_list(i32, ()),
            "operandSegmentSizes": DenseArrayBase.from_list(i32, [len(operands), 0]),
        }
        if callee is not None:
            props["callee"] = callee
        if var_callee_type is not None:
            props["var_callee_type"] = var_callee_type
        # Upstream keeps each list only when one of its dictionaries is not empty.
        if any(attrs.data for attrs in input_attrs):
            props["arg_attrs"] = ArrayAttr(input_attrs)
        if any(attrs.data for attrs in output_attrs):
            props["res_attrs"] = ArrayAttr(output_attrs)
        op = cls.create(operands=operands, properties=props, result_types=list(outputs))
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        if self.CConv.convention.data != "ccc":
            printer.print_string(f" {self.CConv.convention.data}")
        if self.TailCallKind.data != xllvm.TailCallKind.NONE:
            printer.print_string(f" {self.TailCallKind.data.value}")
        printer.print_string(" ")
        indirect = self.callee is None
        if indirect:
            printer.print_ssa_value(self.args[0])
        else:
            printer.print_attribute(self.callee)
        call_args = self.args[1:] if indirect else self.args
        with printer.in_parens():
            printer.print_list(call_args, printer.print_ssa_value)
        if self.var_callee_type is not None:
            printer.print_string(" vararg(")
            printer.print_attribute(self.var_callee_type)
            printer.print_string(")")
        reserved = ["callee", "var_callee_type", "CConv", "TailCallKind", "op_bundle_sizes", "operandSegmentSizes",
                    "arg_attrs", "res_attrs"]  # fmt: skip
        if self.fastmathFlags == FastMathAttr("none"):
            reserved.append("fastmathFlags")
        printer.print_op_attributes(self.properties | self.attributes, reserved_attr_names=reserved)
        printer.print_string(" : ")
        if indirect:
            printer.print_attribute(self.args[0].type)
            printer.print_string(", ")
        arg_attrs = self.arg_attrs.data if self.arg_attrs is not None else ()
        res_attrs = self.res_attrs.data if self.res_attrs is not None else ()
        with printer.in_parens():
            printer.print_list(
                range(len(call_args)),
                lambda i: _print_type_with_attrs(printer, call_args[i].type, arg_attrs[i] if i < len(arg_attrs) else None),
            )
        printer.print_string(" -> ")
        if self.returned is None:
            printer.print_string("()")
        elif res_attrs and res_attrs[0].data:
            with printer.in_parens():
                _print_type_with_attrs(printer, self.returned.type, res_attrs[0])
        else:
            printer.print_attribute(self.returned.type)

    def _verify_var_callee_type(self, arguments: Sequence[SSAValue]) -> None:
        """Upstream's `verifyCallOpVarCalleeType`."""
        var_type = self.var_callee_type
        if var_type is None:
            return
        if not var_type.is_variadic:
            raise VerifyException("expected var_callee_type to be a variadic function type")
        params = var_type.inputs.data
        if len(params) > len(arguments):
            raise VerifyException(f"expected var_callee_type to have at most {len(arguments)} parameters")
        for param, argument in zip(params, arguments):
            if param != argument.type:
                raise VerifyException(f"var_callee_type parameter type mismatch: '{param}' != '{argument.type}'")
        if self.returned is None:
            if not isinstance(var_type.output, LLVMVoidType):
                raise VerifyException("expected var_callee_type to return void")
        elif self.returned.type != var_type.output:
            raise VerifyException(
                f"var_callee_type return type mismatch: '{var_type.output}' != '{self.returned.type}'"
            )


def _parse_types_with_attrs(parser: Parser) -> tuple[list[Attribute], list[DictionaryAttr]]:
    """`(i32 {llvm.noundef}, f32)`: a parenthesized list of types, each with an optional attribute dictionary
    (upstream's `parseFunctionArgumentList` without names, as a call's trailing type writes them)."""

    def one() -> tuple[Attribute, DictionaryAttr]:
        type_ = parser.parse_type()
        return type_, DictionaryAttr(parser.parse_optional_attr_dict())

    pairs = parser.parse_comma_separated_list(parser.Delimiter.PAREN, one)
    return [t for t, _ in pairs], [a for _, a in pairs]


def _print_type_with_attrs(printer: Printer, type_: Attribute, attrs: DictionaryAttr | None) -> None:
    printer.print_attribute(type_)
    if attrs is not None and attrs.data:
        printer.print_string(" ")
        printer.print_attr_dict(attrs.data)


def _element_type_at(container: Attribute, position: Sequence[int]) -> Attribute:
    """Upstream's `getInsertExtractValueElementType`: the type at `position` inside a struct/array type."""
    if not is_compatible_type(container):
        raise VerifyException(f"expected LLVM IR Dialect type, got '{container}'")
    current = container
    for index in position:
        if isinstance(current, LLVMArrayType):
            if not 0 <= index < current.size.data:
                raise VerifyException(f"position out of bounds: {index}")
            current = current.type
        elif isinstance(current, LLVMStructType):
            if not 0 <= index < len(current.types.data):
                raise VerifyException(f"position out of bounds: {index}")
            current = current.types.data[index]
        else:
            raise VerifyException(f"expected LLVM IR structure/array type, got: '{current}'")
    return current


def _parse_element_type_at(parser: Parser, container: Attribute, position: Sequence[int]) -> Attribute:
    """`_element_type_at` while parsing: its failure is a parse error after the container type, as upstream's."""
    try:
        return _element_type_at(container, position)
    except VerifyException as err:
        parser.raise_error(str(err))


def _parse_value_position(parser: Parser) -> tuple[UnresolvedOperand, list[int], dict, Attribute]:
    """`%container[1, 0] {attrs} : type` of an extractvalue/insertvalue."""
    container = parser.parse_unresolved_operand()
    position = parser.parse_comma_separated_list(
        parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_boolean=False)
    )
    attributes = parser.parse_optional_attr_dict()
    parser.parse_punctuation(":")
    return container, position, attributes, parser.parse_type()


class ExtractValueOp(xllvm.ExtractValueOp):
    """A field of a struct or an element of an array value; the result has that field's type.

        %f = llvm.extractvalue %s[1] : !llvm.struct<(i32, f64)>
    """

    @classmethod
    def parse(cls, parser: Parser) -> ExtractValueOp:
        # xDSL's, with upstream's errors for a position the type does not have (xDSL's raised IndexError).
        container, position, attributes, container_type = _parse_value_position(parser)
        element = _parse_element_type_at(parser, container_type, position)
        op = cls(
            DenseArrayBase.from_list(i64, position), parser.resolve_operand(container, container_type), element
        )
        op.attributes |= attributes
        return op

    @reads_only_signature
    def verify_(self) -> None:
        super().verify_()
        container = self.container.type
        expected = _element_type_at(container, tuple(self.position.iter_values()))
        if self.res.type != expected:
            raise VerifyException(
                f"Type mismatch: extracting from '{container}' should produce '{expected}' "
                f"but this op returns '{self.res.type}'"
            )


class InsertValueOp(xllvm.InsertValueOp):
    """A struct or array value with one field replaced; the value has that field's type.

        %s2 = llvm.insertvalue %f, %s[1] : !llvm.struct<(i32, f64)>
    """

    @classmethod
    def parse(cls, parser: Parser) -> InsertValueOp:
        # xDSL's, with upstream's errors for a position the type does not have (xDSL's raised IndexError).
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        container, position, attributes, container_type = _parse_value_position(parser)
        element = _parse_element_type_at(parser, container_type, position)
        op = cls(
            DenseArrayBase.from_list(i64, position),
            parser.resolve_operand(container, container_type),
            parser.resolve_operand(value, element),
        )
        op.attributes |= attributes
        return op

    @reads_only_signature
    def verify_(self) -> None:
        super().verify_()
        container = self.container.type
        expected = _element_type_at(container, tuple(self.position.iter_values()))
        if self.value.type != expected:
            raise VerifyException(f"Type mismatch: cannot insert '{self.value.type}' into '{container}'")


_METADATA_CONSTRAINTS = {
    "access_groups": ("llvm.access_group", "LLVM dialect access group metadata array"),
    "alias_scopes": ("llvm.alias_scope", "LLVM dialect alias scope array"),
    "noalias_scopes": ("llvm.alias_scope", "LLVM dialect alias scope array"),
    "tbaa": ("llvm.tbaa_tag", "LLVM dialect TBAA tag metadata array"),
}
"""Upstream's metadata attributes of memory ops: the attribute each array holds, and ODS's description."""


def _verify_metadata_attributes(op: Operation) -> None:
    for name, (element, description) in _METADATA_CONSTRAINTS.items():
        value = _attribute(op, name)
        if value is None:
            continue
        if not isinstance(value, ArrayAttr) or any(getattr(v, "name", None) != element for v in value.data):
            raise VerifyException(f"attribute '{name}' failed to satisfy constraint: {description}")


def _verify_atomic_access(op: Operation, value_type: Attribute, unsupported: tuple[int, ...]) -> None:
    """Upstream's `verifyAtomicMemOp` of a load or store: an atomic access of a type an atomic access
    takes, with an ordering the op takes and an alignment; a non-atomic one without syncscope."""
    ordering = op.properties.get("ordering")
    ordering = ordering.value.data if isinstance(ordering, IntegerAttr) else 0
    if ordering == 0:
        if "syncscope" in op.properties or "syncscope" in op.attributes:
            raise VerifyException("expected syncscope to be null for non-atomic access")
        return
    if not _atomic_width_ok(value_type):
        raise VerifyException(f"unsupported type '{value_type}' for atomic access")
    if ordering in unsupported:
        raise VerifyException(f"unsupported ordering '{ATOMIC_ORDERING_KEYWORDS.get(ordering, ordering)}'")
    if op.properties.get("alignment") is None:
        raise VerifyException("expected alignment for atomic access")


def _parse_atomic_access(parser: Parser) -> dict[str, Attribute]:
    """Upstream's `(`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)?` of a load or store, and the
    `invariant`/`invariant_group` keywords after it: the properties they set."""
    props: dict[str, Attribute] = {}
    if parser.parse_optional_keyword("atomic") is not None:
        if parser.parse_optional_keyword("syncscope") is not None:
            parser.parse_punctuation("(")
            props["syncscope"] = StringAttr(parser.parse_str_literal())
            parser.parse_punctuation(")")
        keyword = parser.parse_identifier()
        orderings = {name: number for number, name in ATOMIC_ORDERING_KEYWORDS.items()}
        if keyword not in orderings:
            parser.raise_error(f"unknown atomic ordering '{keyword}'")
        props["ordering"] = IntegerAttr(orderings[keyword], i64)
    for keyword, name in (("invariant", "invariant"), ("invariant_group", "invariantGroup")):
        if parser.parse_optional_keyword(keyword) is not None:
            props[name] = UnitAttr()
    return props


def _pop_access_attributes(attrs: dict[str, Attribute], props: dict[str, Attribute]) -> None:
    """Move `alignment` and `nontemporal` of a load's or store's attribute dictionary to its properties."""
    for name in ("alignment", "nontemporal"):
        if (value := attrs.pop(name, None)) is not None:
            props[name] = value


def _print_atomic_access(printer: Printer, op: Operation) -> None:
    """The `atomic [syncscope("...")] <ordering>` and `invariant`/`invariant_group` of a load or store."""
    ordering = op.properties.get("ordering")
    number = ordering.value.data if isinstance(ordering, IntegerAttr) else 0
    if number:
        printer.print_string(" atomic")
        if (syncscope := op.properties.get("syncscope")) is not None:
            printer.print_string(f' syncscope("{syncscope.data}")')
        printer.print_string(f" {ATOMIC_ORDERING_KEYWORDS[number]}")
    if "invariant" in op.properties:
        printer.print_string(" invariant")
    if "invariantGroup" in op.properties:
        printer.print_string(" invariant_group")
    attrs = dict(op.attributes)
    for name in ("alignment", "nontemporal"):
        if (value := op.properties.get(name)) is not None:
            attrs[name] = value
    printer.print_op_attributes(attrs)


@irdl_op_redefinition
class LoadOp(xllvm.LoadOp):
    """A load through a pointer; its alias metadata attributes and atomic access are checked as upstream's are.

        %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
        %a = llvm.load volatile %p atomic syncscope("singlethread") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32

    Redefined for upstream's `volatile_`, `syncscope`, `nontemporal`, `invariant` and `invariantGroup`
    properties, which xDSL 0.74's lacks.
    """

    name = "llvm.load"

    ptr = operand_def(LLVMPointerType)
    alignment = opt_prop_def(IntegerAttr[IntegerType])
    ordering = prop_def(IntegerAttr[IntegerType], default_value=IntegerAttr(0, i64))
    volatile_ = opt_prop_def(UnitAttr)
    nontemporal = opt_prop_def(UnitAttr)
    syncscope = opt_prop_def(StringAttr)
    invariant = opt_prop_def(UnitAttr)
    invariantGroup = opt_prop_def(UnitAttr)
    dereferenced_value = result_def()

    def __init__(
        self, ptr: SSAValue | Operation, result_type: Attribute, alignment: int | None = None, ordering: int = 0
    ):
        props: dict[str, Attribute] = {"ordering": IntegerAttr(ordering, i64)}
        if alignment is not None:
            props["alignment"] = IntegerAttr(alignment, i64)
        IRDLOperation.__init__(self, operands=[ptr], result_types=[result_type], properties=props)

    @reads_only_signature
    def verify_(self) -> None:
        result = self.dereferenced_value.type
        if isinstance(result, LLVMTargetExtType) and not result.supports_mem_ops:
            # Upstream's `LLVM_LoadableType` takes only the target extension types held in memory.
            raise UpstreamVerifyException(f"result #0 must be LLVM type with size, but got '{result}'")
        _verify_metadata_attributes(self)
        _verify_atomic_access(self, result, (5, 6))  # not release, acq_rel

    @classmethod
    def parse(cls, parser: Parser) -> LoadOp:
        props: dict[str, Attribute] = {"ordering": IntegerAttr(0, i64)}
        if parser.parse_optional_keyword("volatile") is not None:
            props["volatile_"] = UnitAttr()
        ptr = parser.parse_unresolved_operand()
        props |= _parse_atomic_access(parser)
        attrs = parser.parse_optional_attr_dict()
        _pop_access_attributes(attrs, props)
        parser.parse_punctuation(":")
        ptr_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        op = cls.create(
            operands=[parser.resolve_operand(ptr, ptr_type)], result_types=[result_type], properties=props, attributes=attrs
        )
        return _parsed_metadata_attributes(parser, op)

    def print(self, printer: Printer) -> None:
        printer.print_string(" volatile " if self.volatile_ is not None else " ")
        printer.print_ssa_value(self.ptr)
        _print_atomic_access(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.ptr.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.dereferenced_value.type)


@irdl_op_redefinition
class StoreOp(xllvm.StoreOp):
    """A store through a pointer; its alias metadata attributes and atomic access are checked as upstream's are.

        llvm.store %v, %p : i32, !llvm.ptr
        llvm.store volatile %v, %p atomic syncscope("singlethread") release {alignment = 4 : i64} : i32, !llvm.ptr

    Redefined for upstream's `syncscope` and `invariantGroup` properties, which xDSL 0.74's lacks.
    """

    name = "llvm.store"

    value = operand_def()
    ptr = operand_def(LLVMPointerType)
    alignment = opt_prop_def(IntegerAttr[IntegerType])
    ordering = opt_prop_def(IntegerAttr[IntegerType])
    volatile_ = opt_prop_def(UnitAttr)
    nontemporal = opt_prop_def(UnitAttr)
    syncscope = opt_prop_def(StringAttr)
    invariantGroup = opt_prop_def(UnitAttr)

    def __init__(
        self,
        value: SSAValue | Operation,
        ptr: SSAValue | Operation,
        alignment: int | None = None,
        ordering: int = 0,
        volatile: bool = False,
        nontemporal: bool = False,
    ):
        props: dict[str, Attribute] = {"ordering": IntegerAttr(ordering, i64)}
        if alignment is not None:
            props["alignment"] = IntegerAttr[IntegerType](alignment, i64)
        if volatile:
            props["volatile_"] = UnitAttr()
        if nontemporal:
            props["nontemporal"] = UnitAttr()
        IRDLOperation.__init__(self, operands=[value, ptr], properties=props)

    @reads_only_signature
    def verify_(self) -> None:
        _verify_metadata_attributes(self)
        _verify_atomic_access(self, self.value.type, (4, 6))  # not acquire, acq_rel

    @classmethod
    def parse(cls, parser: Parser) -> StoreOp:
        props: dict[str, Attribute] = {"ordering": IntegerAttr(0, i64)}
        if parser.parse_optional_keyword("volatile") is not None:
            props["volatile_"] = UnitAttr()
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        ptr = parser.parse_unresolved_operand()
        props |= _parse_atomic_access(parser)
        attrs = parser.parse_optional_attr_dict()
        _pop_access_attributes(attrs, props)
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_punctuation(",")
        ptr_type = parser.parse_type()
        op = cls.create(
            operands=[parser.resolve_operand(value, value_type), parser.resolve_operand(ptr, ptr_type)],
            properties=props,
            attributes=attrs,
        )
        return _parsed_metadata_attributes(parser, op)

    def print(self, printer: Printer) -> None:
        printer.print_string(" volatile " if self.volatile_ is not None else " ")
        printer.print_ssa_value(self.value)
        printer.print_string(", ")
        printer.print_ssa_value(self.ptr)
        _print_atomic_access(printer, self)
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)
        printer.print_string(", ")
        printer.print_attribute(self.ptr.type)


class BitcastOp(xllvm.BitcastOp):
    """Reinterpret the bits of a non-aggregate value: `%f = llvm.bitcast %i : i32 to f32`."""

    @reads_only_signature
    def verify_(self) -> None:
        super().verify_()
        operand_type = self.arg.type
        if not is_compatible_type(operand_type) or isinstance(operand_type, LLVMStructType | LLVMArrayType):
            raise VerifyException(f"operand #0 must be LLVM-compatible non-aggregate type, but got '{operand_type}'")
        _verify_pointer_bitcast(operand_type, self.result.type)


def _verify_pointer_bitcast(source: Attribute, result: Attribute) -> None:
    """Upstream's `BitcastOp::verify`: pointers only to and from pointers (or vectors of them), in one
    address space: `llvm.bitcast %p : !llvm.ptr to i64` is rejected (`llvm.ptrtoint` is the cast)."""

    def pointer(type: Attribute) -> LLVMPointerType | None:
        element = type.element_type if isinstance(type, VectorType) else type
        return element if isinstance(element, LLVMPointerType) else None

    source_pointer, result_pointer = pointer(source), pointer(result)
    if (source_pointer is None) != (result_pointer is None):
        raise VerifyException("can only cast pointers from and to pointers")
    if source_pointer is None or result_pointer is None:
        return
    if isinstance(result, VectorType) and not isinstance(source, VectorType):
        raise VerifyException("cannot cast pointer to vector of pointers")
    if not isinstance(result, VectorType) and isinstance(source, VectorType):
        raise VerifyException("cannot cast vector of pointers to pointer")
    if _address_space(source_pointer) != _address_space(result_pointer):
        raise VerifyException("cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead")


def _address_space(pointer: LLVMPointerType) -> int:
    return pointer.addr_space.data if isinstance(pointer.addr_space, IntAttr) else 0


class ShuffleVectorOp(xllvm.ShuffleVectorOp):
    """Select elements of two vectors by a constant mask; on scalable vectors only a splat (all-zero mask).

        %s = llvm.shufflevector %a, %b [0, 4, 1, 5] : vector<4xf32>
    """

    def verify_(self) -> None:
        super().verify_()
        if _is_scalable_vector(self.v1.type) and any(index != 0 for index in self.mask.iter_values()):
            raise VerifyException("expected a splat operation for scalable vectors")


@irdl_op_redefinition
class AllocaOp(xllvm.AllocaOp):
    """A stack allocation: `%p = llvm.alloca %n x f32 : (i64) -> !llvm.ptr`; `inalloca` marks one whose address
    is passed to an `inalloca` argument: `llvm.alloca inalloca %n x i32 : (i64) -> !llvm.ptr`.

    Redefined for upstream's `inalloca` property, which xDSL 0.74 lacks.
    """

    name = "llvm.alloca"

    size = operand_def(IntegerType)
    alignment = opt_prop_def(IntegerAttr)
    elem_type = prop_def()
    inalloca = opt_prop_def(UnitAttr)
    res = result_def()

    def __init__(self, size: SSAValue | Operation, elem_type: Attribute, alignment: int = 32):
        properties: dict[str, Attribute] = {"alignment": IntegerAttr(alignment, 64), "elem_type": elem_type}
        IRDLOperation.__init__(self, operands=[size], properties=properties, result_types=[LLVMPointerType()])

    def print(self, printer: Printer) -> None:
        printer.print_string(" inalloca" if self.inalloca is not None else "")
        printer.print_string(" ")
        printer.print_ssa_value(self.size)
        printer.print_string(" x ")
        printer.print_attribute(self.elem_type)
        attrs = dict(self.attributes)
        if self.alignment is not None:
            attrs["alignment"] = self.alignment
        printer.print_op_attributes(attrs)
        printer.print_string(" : ")
        printer.print_function_type([self.size.type], [self.res.type])

    def verify_(self) -> None:
        element = self.elem_type
        if isinstance(element, LLVMTargetExtType) and not element.supports_mem_ops:
            raise VerifyException("this target extension type cannot be used in alloca")

    @classmethod
    def parse(cls, parser: Parser) -> AllocaOp:
        # xDSL's, with upstream's check of the trailing function type (xDSL's took its first input and
        # failed with an IndexError on one without).
        inalloca = parser.parse_optional_keyword("inalloca") is not None
        size = parser.parse_unresolved_operand()
        parser.parse_keyword("x")
        elem_type = parser.parse_type()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        trailing = parser.pos
        function_type = parser.parse_type()
        props: dict[str, Attribute] = {"elem_type": elem_type}
        if inalloca:
            props["inalloca"] = UnitAttr()
        if (alignment := attrs.pop("alignment", None)) is not None:
            # Upstream checks the alignment before the trailing type, at the op's name.
            if not isinstance(alignment, IntegerAttr):
                parser.raise_error("expected integer alignment", parser.op_name_offset())
            if alignment.value.data != 0:
                props["alignment"] = alignment
        arity = (len(function_type.inputs), len(function_type.outputs)) if isinstance(function_type, FunctionType) else None
        if arity != (1, 1):
            parser.raise_error("expected trailing function type with one argument and one result", trailing)
        return cls.create(
            operands=[parser.resolve_operand(size, function_type.inputs.data[0])],
            properties=props,
            result_types=list(function_type.outputs.data),
            attributes=attrs,
        )


@irdl_op_redefinition
class ZeroOp(xllvm.ZeroOp):
    """A zero value of an LLVM type: `%z = llvm.mlir.zero : !llvm.ptr`.

    Also of the target extension types that have one (`!llvm.target<"spirv.Event">`), which xDSL's result
    constraint (the `!llvm.*` types only) does not know; upstream's is any LLVM dialect-compatible type.
    """

    name = "llvm.mlir.zero"
    assembly_format = "attr-dict `:` type($res)"
    traits = traits_def(NoMemoryEffect())
    res = result_def(AnyAttr())

    def verify_(self) -> None:
        type_ = self.res.type
        if not is_compatible_type(type_):
            raise UpstreamVerifyException(f"result #0 must be LLVM dialect-compatible type, but got '{type_}'")
        if isinstance(type_, LLVMTargetExtType) and not type_.has_zero_init:
            raise UpstreamVerifyException("target extension type does not support zero-initializer")


def _verify_extension(op: Operation) -> None:
    """Upstream's `verifyExtOp` of `llvm.zext`/`llvm.sext`: integers to wider integers, vectors to vectors of
    the same shape. (xDSL's check is in `verify`, which the verifier, calling `verify_`, does not run.)
    Upstream reports these with `op->emitError`: no op name in front."""
    source, result = op.operands[0].type, op.results[0].type
    if isinstance(source, VectorType) != isinstance(result, VectorType):
        if isinstance(source, VectorType):
            raise DiagnosticError("input type is a vector but output type is an integer", op)
        raise DiagnosticError("input type is an integer but output type is a vector", op)
    if isinstance(source, VectorType) and isinstance(result, VectorType):
        if source.get_shape() != result.get_shape() or source.scalable_dims != result.scalable_dims:
            raise DiagnosticError("input and output vectors are of incompatible shape", op)
        source, result = source.element_type, result.element_type
    if isinstance(source, IntegerType) and isinstance(result, IntegerType) and result.width.data <= source.width.data:
        raise DiagnosticError(
            "integer width of the output type is smaller or equal to the integer width of the input type", op
        )


class ZExtOp(xllvm.ZExtOp):
    """An integer zero-extended: `%y = llvm.zext %x : i8 to i32` (or vectors of them)."""

    def verify_(self) -> None:
        super().verify_()
        _verify_extension(self)


class SExtOp(xllvm.SExtOp):
    """An integer sign-extended: `%y = llvm.sext %x : i8 to i32` (or vectors of them)."""

    def verify_(self) -> None:
        super().verify_()
        _verify_extension(self)


class UndefOp(xllvm.UndefOp):
    """An undefined value of an LLVM type: `%u = llvm.mlir.undef : !llvm.struct<(i32, f32)>` (upstream's
    result constraint, LLVM_Type; xDSL's takes any type)."""

    def verify_(self) -> None:
        super().verify_()
        if not is_compatible_type(self.res.type):
            raise VerifyException(f"result #0 must be LLVM dialect-compatible type, but got '{self.res.type}'")


class InlineAsmOp(xllvm.InlineAsmOp):
    """Inline assembly: `%r = llvm.inline_asm has_side_effects "mov $0, 1", "=r" : () -> i32`.

    Its `asm_dialect` is upstream's AsmATTOrIntel enum (0 or 1); xDSL's takes any integer and its printer
    fails on any other.
    """

    def verify_(self) -> None:
        dialect = self.asm_dialect
        if dialect is not None and dialect.value.data not in (0, 1):
            raise VerifyException("attribute 'asm_dialect' failed to satisfy constraint: ATT (0) or Intel (1)")
        super().verify_()


# ---------------------------------------------------------------------------
# Global constructors and destructors


@irdl_attr_definition
class ZeroAttr(ParametrizedAttribute):
    """`#llvm.zero`: a zero value of the type its context gives (a null `data` of `llvm.mlir.global_ctors`)."""

    name = "llvm.zero"


class _GlobalXtorsOp(IRDLOperation):
    """`llvm.mlir.global_ctors`/`global_dtors`: the functions LLVM calls at program start (end), `@llvm.global_ctors`
    (`@llvm.global_dtors`) in LLVM IR, lowest priority first, each with its `data` (a symbol or `#llvm.zero`).
    `KIND` names the function list (`ctors`, `dtors`)."""

    KIND: ClassVar[str]

    priorities = prop_def(ArrayAttr[IntegerAttr[I32]])
    data = prop_def(ArrayAttr, default_value=ArrayAttr([]))

    def functions(self) -> ArrayAttr:
        return self.properties[self.KIND]

    @classmethod
    def parse(cls, parser: Parser) -> _GlobalXtorsOp:
        properties: dict[str, Attribute] = {}
        for index, key in enumerate((cls.KIND, "priorities", "data")):
            if index:
                parser.parse_punctuation(",")
            parser.parse_keyword(key)
            parser.parse_punctuation("=")
            properties[key] = parser.parse_attribute()
        return cls.create(properties=properties, attributes=parser.parse_optional_attr_dict())

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.KIND} = ")
        printer.print_attribute(self.functions())
        printer.print_string(", priorities = ")
        printer.print_attribute(self.priorities)
        printer.print_string(", data = ")
        printer.print_attribute(self.data)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        functions = self.functions()
        if self.data.data and not all(isinstance(d, SymbolRefAttr | ZeroAttr) for d in self.data.data):
            raise DiagnosticError("data element must be symbol or #llvm.zero", self)
        if not len(functions.data) == len(self.priorities.data) == len(self.data.data):
            raise DiagnosticError(f"{self.KIND}, priorities, and data must have the same number of elements", self)
        # Upstream's verifySymbolUses: each function is an llvm.func with a body.
        for symbol in functions.data:
            name = symbol.string_value()
            function = SymbolTable.lookup_symbol(self, symbol)
            if not isinstance(function, xllvm.FuncOp):
                raise VerifyException(f"'{name}' does not reference a valid LLVM function")
            if not function.body.blocks:
                raise VerifyException(f"'{name}' does not have a definition")


@irdl_op_definition
class GlobalCtorsOp(_GlobalXtorsOp):
    """Functions to call before `main`, with their priorities and data:

        llvm.mlir.global_ctors ctors = [@init], priorities = [0 : i32], data = [#llvm.zero]
    """

    name = "llvm.mlir.global_ctors"
    KIND: ClassVar[str] = "ctors"

    ctors = prop_def(ArrayAttr[SymbolRefAttr])


@irdl_op_definition
class GlobalDtorsOp(_GlobalXtorsOp):
    """Functions to call at exit, with their priorities and data:

        llvm.mlir.global_dtors dtors = [@fini], priorities = [0 : i32], data = [#llvm.zero]
    """

    name = "llvm.mlir.global_dtors"
    KIND: ClassVar[str] = "dtors"

    dtors = prop_def(ArrayAttr[SymbolRefAttr])


_VERIFIED_XDSL_OPS: list[type[Operation]] = [
    AllocaOp, BitcastOp, CallOp, ExtractValueOp, FuncOp, GlobalOp, ICmpOp, InlineAsmOp, InsertValueOp, LoadOp, ReturnOp, SExtOp, ShuffleVectorOp,
    StoreOp, UndefOp, ZExtOp, ZeroOp,
]  # fmt: skip
"""xDSL's ops with upstream's verifiers (or parsers) added above."""


_NEW_OPS: list[type[Operation]] = [
    AbsOp, AtomicRMWOp, CmpXchgOp, ComdatOp, ComdatSelectorOp, ConstantOp, FenceOp, InvokeOp, LandingpadOp, ResumeOp, VectorInsertOp, VectorExtractOp, VectorInterleave2Op, VectorDeinterleave2Op, InvariantStartOp, InvariantEndOp, LifetimeStartOp, LifetimeEndOp, VaStartOp, VaCopyOp, VaEndOp, EhTypeidForOp, ExtractElementOp, FCmpOp, FPToSIOp, FPToUIOp, FreezeOp, GEPOp, InsertElementOp, AddrSpaceCastOp, MemcpyOp, MemcpyInlineOp, MemmoveOp, MemsetOp, MemsetInlineOp, MaskedLoadOp, MaskedStoreOp,
    PoisonOp, PowIOp, SelectOp, SwitchOp, UIToFPOp, TruncOp, FPTruncOp, FPExtOp, SIToFPOp, GlobalCtorsOp, GlobalDtorsOp, VectorReduceFAddOp, VectorReduceFMulOp,
    *_GENERATED, *_VERIFIED_XDSL_OPS,
]  # fmt: skip

_REPLACED = {
    ConstantOp.name, GEPOp.name, FCmpOp.name, InsertElementOp.name, SelectOp.name, TruncOp.name, FPTruncOp.name, FPExtOp.name,
    SIToFPOp.name, VectorReduceFAddOp.name, VectorReduceFMulOp.name, MaskedStoreOp.name, *(op.name for op in _VERIFIED_XDSL_OPS),
}  # fmt: skip

# ODS's summary of FastmathFlags (an I32BitEnumAttr), for `attribute 'fastmathFlags' failed to satisfy constraint: ...`.
describe_attribute(FastMathAttr, "LLVM fastmath flags")

LLVM = Dialect(
    "llvm",
    [*(op for op in _XDSL_LLVM.operations if op.name not in _REPLACED), *_NEW_OPS],
    [*_XDSL_LLVM.attributes, LLVMTargetExtType, *_PARAMETERLESS_TYPES, ZeroAttr, MemoryEffectsAttr, VScaleRangeAttr,
     UWTableKindAttr, ConstantRangeAttr],
    [DialectInlinerInterface()],
)
"""xDSL's llvm dialect extended with the ops above."""

__all__ = [name for name in dir(xllvm) if not name.startswith("_")] + [
    "LLVM", "INTRINSICS", "intrinsic", "LLVMTargetExtType", "MemoryEffectsAttr", "VScaleRangeAttr", "UWTableKindAttr", "ConstantRangeAttr", "LLVMPPCFP128Type", "LLVMTokenType", "LLVMLabelType", "LLVMMetadataType", "LLVMX86AMXType", "ZeroAttr", "GlobalCtorsOp", "GlobalDtorsOp", "ZeroOp", "AbsOp", "AtomicRMWOp", "ConstantOp", "ExtractElementOp", "FCmpOp", "FPExtOp", "FPToSIOp", "FPToUIOp", "FPTruncOp", "FreezeOp", "GEPOp",
    "AddrSpaceCastOp", "MaskedLoadOp", "MaskedStoreOp", "MemcpyOp", "MemcpyInlineOp", "MemmoveOp", "MemsetOp", "MemsetInlineOp", "PoisonOp", "PowIOp", "SelectOp", "SwitchOp", "UIToFPOp",
    "is_compatible_type", "CmpXchgOp", "VectorInterleave2Op", "VectorDeinterleave2Op", "InvariantStartOp", "InvariantEndOp", "VaStartOp", "VaCopyOp", "VaEndOp", "EhTypeidForOp", "BitcastOp", "CallOp", "ExtractValueOp", "FuncOp", "GlobalOp", "InsertValueOp", "LoadOp",
    "InlineAsmOp", "UndefOp", "ReturnOp", "ShuffleVectorOp", "StoreOp", "ICmpOp", "InsertElementOp", "InvokeOp", "LandingpadOp", "ResumeOp", "FenceOp", "ComdatOp", "ComdatSelectorOp", "VectorInsertOp", "VectorExtractOp",
]  # fmt: skip


_DATA_LAYOUT_SPEC = re.compile(r"(e|E|m:[a-zA-Z]|[SPAG]\d+|F[in]\d+|[ifv]\d+(:\d+)*|a(\d+)?(:\d+)*|p\d*(:\d+)+|n\d+(:\d+)*|ni(:\d+)+)")
"""One `-`-separated specification of an LLVM data layout string (`e`, `i64:64`, `p270:32:32`, `n8:16:32:64`)."""


_POINTER_UNIT_ATTRIBUTES = frozenset(
    f"llvm.{n}" for n in ("noalias", "readonly", "readnone", "writeonly", "nest", "nonnull", "nocapture", "nofree")
)
_POINTER_INTEGER_ATTRIBUTES = frozenset(("llvm.align", "llvm.dereferenceable", "llvm.dereferenceable_or_null"))
_POINTER_TYPE_ATTRIBUTES = frozenset(
    f"llvm.{n}" for n in ("sret", "byval", "byref", "inalloca", "preallocated", "elementtype")
)
_NOT_RESULT_ATTRIBUTES = frozenset(
    f"llvm.{n}" for n in ("allocalign", "allocptr", "byval", "byref", "inalloca", "nest", "nocapture", "nofree",
                          "preallocated", "returned", "alignstack", "readnone", "readonly", "writeonly", "sret")
)  # fmt: skip
"""Upstream's sets of `LLVMDialect::verifyParameterAttribute`: the attributes of a pointer parameter that are units,
integers, types; and those that a function result cannot have (`verifyRegionResultAttribute`)."""


def _function_types(op: Operation) -> tuple[list[Attribute], list[Attribute]] | None:
    """The argument and result types of a function op (`llvm.func`, `func.func`), else None (a call)."""
    function_type = op.properties.get("function_type")
    if isinstance(function_type, LLVMFunctionType):
        output = function_type.output
        return list(function_type.inputs.data), [] if isinstance(output, LLVMVoidType) else [output]
    if isinstance(function_type, FunctionType):
        return list(function_type.inputs.data), list(function_type.outputs.data)
    return None


def _verify_parameter_attribute(op: Operation, type_: Attribute, name: str, value: Attribute) -> None:
    """Upstream's `verifyParameterAttribute`: the kind of the value (unit, integer, type), then the type of the
    parameter it is attached to (a pointer, an integer) where that is an LLVM type, each error at the function."""
    if name in _POINTER_UNIT_ATTRIBUTES or name in ("llvm.signext", "llvm.zeroext", "llvm.noundef", "llvm.inreg",
                                                    "llvm.returned"):  # fmt: skip
        if not isinstance(value, UnitAttr):
            raise DiagnosticError(f'"{name}" should be a unit attribute', op)
    elif name in _POINTER_INTEGER_ATTRIBUTES or name == "llvm.alignstack":
        if not isinstance(value, IntegerAttr):
            raise DiagnosticError(f'"{name}" should be an integer attribute', op)
    elif name in _POINTER_TYPE_ATTRIBUTES:
        if not isinstance(value, TypeAttribute):
            raise DiagnosticError(f'"{name}" should be a type attribute', op)
    else:
        return
    if not is_compatible_type(type_):  # (a memref of a func.func before its lowering: not looked at)
        return
    pointer = name in _POINTER_UNIT_ATTRIBUTES | _POINTER_INTEGER_ATTRIBUTES | _POINTER_TYPE_ATTRIBUTES
    if pointer and not isinstance(type_, LLVMPointerType):
        raise DiagnosticError(f'"{name}" attribute attached to non-pointer LLVM type', op)
    if name in ("llvm.signext", "llvm.zeroext") and not isinstance(type_, IntegerType):
        raise DiagnosticError(f'"{name}" attribute attached to non-integer LLVM type', op)


class LLVMAttributeVerifier(DialectAttributeVerifier):
    """Upstream's `LLVMDialect::verifyOperationAttribute` for the data layout string (in part: its syntax).

        module attributes {llvm.data_layout = "e-m:e-i64:64-n8:16:32:64-S128"} {}
    """

    def verify_argument_attribute(self, op: Operation, index: int, name: str, value: Attribute) -> None:
        types = _function_types(op)
        if types is not None and index < len(types[0]):
            _verify_parameter_attribute(op, types[0][index], name, value)

    def verify_result_attribute(self, op: Operation, index: int, name: str, value: Attribute) -> None:
        types = _function_types(op)
        if types is None or index >= len(types[1]):
            return
        if name in _NOT_RESULT_ATTRIBUTES:
            raise DiagnosticError(f'"{name}" is not a valid result attribute', op)
        _verify_parameter_attribute(op, types[1][index], name, value)

    def verify_operation_attribute(self, op: Operation, name: str, value: Attribute) -> None:
        if name != "llvm.data_layout":
            return
        if not isinstance(value, StringAttr):
            raise DiagnosticError("expected 'llvm.data_layout' to be a string attributes", op)
        for spec in value.data.split("-") if value.data else ():
            if not _DATA_LAYOUT_SPEC.fullmatch(spec):
                raise DiagnosticError(f"invalid data layout descriptor: unknown specifier '{spec[:1]}'", op)


register_attribute_verifier("llvm", LLVMAttributeVerifier())
