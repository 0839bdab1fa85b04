"""Translation of the llvm dialect to LLVM IR text (upstream's `mlir-translate --mlir-to-llvmir`).

The input is a `builtin.module` (or a `gpu.module`) whose body is llvm
dialect: `llvm.func`, `llvm.mlir.global` and the ops inside them,
`llvm.mlir.global_ctors`/`global_dtors` (`@llvm.global_ctors`/`_dtors`). The output
is textual LLVM IR that LLVM's parser (llvmlite's `parse_assembly`) accepts,
with upstream's names and ABI:

    llvm.func @f(%arg0: f32) -> f32 {        define float @f(float %arg0) {
      %0 = llvm.fmul %arg0, %arg0 : f32        bb0:
      llvm.return %0 : f32                       %v0 = fmul float %arg0, %arg0
    }                                            ret float %v0
                                               }

What is translated the way upstream's ModuleTranslation does it:
- constants (`llvm.mlir.constant`, `zero`, `undef`, `poison`, `addressof`)
  become LLVM constants written at their uses; floats are exact (LLVM's
  hexadecimal form);
- block arguments become `phi` nodes fed by every predecessor's terminator
  (an edge block is inserted when one terminator passes different values to
  the same block twice);
- `llvm.intr.*` ops become calls of `@llvm.*` intrinsics, mangled on their
  overloaded types and declared once;
- a function with a `gpu.kernel`/`nvvm.kernel`/`rocdl.kernel` attribute gets
  its kernel calling convention (`ptx_kernel`, `amdgpu_kernel`).

Other dialects extend the translation by name with `register_op_translation`
(the GPU backend adds nvvm ops this way). Ops nothing translates are errors
located at the op.

xDSL has an LLVM IR backend, but it mishandles GEPs in address spaces and
calling conventions, and does not cover the ops above, so this one is ours.
Ops are read by name and by their properties/attributes, so xDSL's ops, ours
(`aiopt.dialects.llvm`) and upstream's generic form all translate.
"""

from __future__ import annotations

import math
import re
import struct
from collections.abc import Callable, Iterable, Sequence

import numpy as np
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    BFloat16Type,
    BytesAttr,
    ComplexType,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
    UnregisteredOp,
    VectorType,
)
from xdsl.dialects.llvm import (
    LLVMArrayType,
    LLVMFunctionType,
    LLVMPointerType,
    LLVMStructType,
    LLVMVoidType,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue

from aiopt.dialects.llvm import ATOMIC_BIN_OPS, ATOMIC_ORDERINGS
from aiopt.support.dense_resource import ResourceError, resource_blob
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.worklist_population import walk_ops
from aiopt.targets.llvm_attributes import call_attributes, function_attributes, parameter_attributes

OpTranslation = Callable[["FunctionTranslator", Operation], None]
"""Translates one op: reads it, writes instructions with `translator.emit(...)`."""

_OP_TRANSLATIONS: dict[str, OpTranslation] = {}

KERNEL_CALLING_CONVENTIONS = {"gpu.kernel": "ptx_kernel", "nvvm.kernel": "ptx_kernel", "rocdl.kernel": "amdgpu_kernel"}
"""Unit attributes of an `llvm.func` that make it a GPU kernel, and the calling convention they give."""


def register_op_translation(name: str, translation: OpTranslation) -> None:
    """Translate ops named `name` (e.g. "nvvm.read.ptx.sreg.tid.x") with `translation`."""
    _OP_TRANSLATIONS[name] = translation


def translate_to_llvmir(
    op: Operation, *, triple: str | None = None, data_layout: str | None = None, raw_constants: bool = False
) -> str:
    """The LLVM IR text of a module (or gpu.module) whose body is llvm dialect.

    With `raw_constants` (the JIT's own text, not upstream's), a global array of at least `RAW_CONSTANT_ELEMENTS`
    f16/bf16/f32/f64/i8-i64 elements is written as its bytes, `[n x i8] c"\\00\\00\\80?..."`, which LLVM parses
    some 15 times faster than n float literals (a model's weights); the global's uses are typed by their own
    instructions (opaque pointers), so only its declared type changes, aligned to at least 64 bytes."""
    return ModuleTranslator(op, triple=triple, data_layout=data_layout, raw_constants=raw_constants).translate()


RAW_CONSTANT_ELEMENTS = 256
"""The smallest global array `translate_to_llvmir(raw_constants=True)` writes as bytes."""


def op_name(op: Operation) -> str:
    """The name of `op`, also for ops parsed without a registered definition."""
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name


def attr(op: Operation, name: str) -> Attribute | None:
    """The property or attribute `name` of `op` (generic-form ops keep properties as attributes)."""
    found = op.properties.get(name)
    return found if found is not None else op.attributes.get(name)


def int_attr(op: Operation, name: str, default: int | None = None) -> int | None:
    """An integer property/attribute as a Python int."""
    value = attr(op, name)
    if isinstance(value, IntegerAttr):
        return value.value.data
    if isinstance(value, IntAttr):
        return value.data
    return default


def _fail(op: Operation, message: str) -> DiagnosticError:
    return DiagnosticError(f"'{op_name(op)}' op {message}", op)


# ---------------------------------------------------------------------------
# Types and constants
# ---------------------------------------------------------------------------

_LLVM_MAX_INT_BITS = 1 << 23
"""LLVM's widest integer type (IntegerType::MAX_INT_BITS); MLIR's is 2^24 - 1."""
_FLOAT_NAMES = {Float16Type: "half", BFloat16Type: "bfloat", Float32Type: "float", Float64Type: "double"}


def llvm_type(type_: Attribute, where: Operation) -> str:
    """The LLVM IR spelling of an llvm-dialect (or builtin) type."""
    if isinstance(type_, IntegerType):
        if not 0 < type_.width.data <= _LLVM_MAX_INT_BITS:
            # LLVM's integer types are 1 to 2^23 bits wide (its parser refused `i0` and `i16777215`, which MLIR
            # takes, after translation).
            raise _fail(where, f"has type {type_}, which has no LLVM IR equivalent")
        return f"i{type_.width.data}"
    if isinstance(type_, IndexType):
        return "i64"
    if (name := _FLOAT_NAMES.get(type(type_))) is not None:
        return name
    if isinstance(type_, LLVMPointerType):
        space = type_.addr_space.data if isinstance(type_.addr_space, IntAttr) else 0
        return f"ptr addrspace({space})" if space else "ptr"
    if isinstance(type_, LLVMVoidType):
        return "void"
    if isinstance(type_, LLVMArrayType):
        return f"[{type_.size.data} x {llvm_type(type_.type, where)}]"
    if isinstance(type_, LLVMStructType):
        if type_.struct_name.data:
            _check_name(where, type_.struct_name, "struct name")
            return "%" + _quote_name(type_.struct_name.data)
        return _literal_struct(type_, where)
    if isinstance(type_, VectorType):
        if type_.get_num_dims() != 1:
            raise _fail(where, f"has type {type_}, but LLVM vectors are one-dimensional")
        scalable = "vscale x " if any(type_.get_scalable_dims()) else ""
        return f"<{scalable}{type_.get_shape()[0]} x {llvm_type(type_.get_element_type(), where)}>"
    if isinstance(type_, LLVMFunctionType):
        inputs = [llvm_type(t, where) for t in type_.inputs.data] + (["..."] if type_.is_variadic else [])
        return f"{llvm_type(type_.output, where)} ({', '.join(inputs)})"
    raise _fail(where, f"has type {type_}, which has no LLVM IR equivalent")


def _literal_struct(type_: LLVMStructType, where: Operation) -> str:
    body = ", ".join(llvm_type(t, where) for t in type_.types.data)
    return "{ " + body + " }" if body else "{}"


def _mangle(type_: Attribute, where: Operation) -> str:
    """A type's suffix in an overloaded intrinsic's name (`f32`, `v8f32`, `p0`)."""
    if isinstance(type_, LLVMPointerType):
        return f"p{type_.addr_space.data if isinstance(type_.addr_space, IntAttr) else 0}"
    if isinstance(type_, VectorType):
        prefix = "nx" if any(type_.get_scalable_dims()) else ""
        return f"{prefix}v{type_.get_shape()[0]}{_mangle(type_.get_element_type(), where)}"
    if isinstance(type_, LLVMArrayType):
        return f"a{type_.size.data}{_mangle(type_.type, where)}"
    if isinstance(type_, (Float16Type, BFloat16Type, Float32Type, Float64Type)):
        return {"half": "f16", "bfloat": "bf16", "float": "f32", "double": "f64"}[llvm_type(type_, where)]
    return llvm_type(type_, where)


def float_literal(value: float, type_: Attribute) -> str:
    """An exact LLVM float constant: hexadecimal double bits (`0xH`/`0xR` bits for half/bfloat).

    A NaN keeps its sign, payload and signalling bit: the type packs its bits (support/float_nan_bits.py),
    and an f32 NaN's double already has them where LLVM writes them (`0x7F800001` is `0x7FF0000020000000`).
    """
    if value != value:
        if isinstance(type_, Float16Type | BFloat16Type):
            prefix = "0xH" if isinstance(type_, Float16Type) else "0xR"
            return f"{prefix}{int.from_bytes(type_.pack([value]), 'little'):04X}"
        if isinstance(type_, Float32Type):
            value = type_.unpack(type_.pack([value]), 1)[0]
    elif isinstance(type_, Float16Type):
        return f"0xH{np.array(value, np.float16).view(np.uint16):04X}"
    elif isinstance(type_, BFloat16Type):
        return "0xR%04X" % (int(np.array(value, np.float32).view(np.uint32)) >> 16)
    elif isinstance(type_, Float32Type):
        value = float(np.float32(value))
    return "0x{:016X}".format(struct.unpack("<Q", struct.pack("<d", value))[0])


def _float_literals(values: np.ndarray, type_: Attribute) -> list[str]:
    if isinstance(type_, (Float32Type, Float64Type)):
        bits = values.astype(np.float64).view(np.uint64)
        return [f"0x{b:016X}" for b in bits.tolist()]
    return [float_literal(v, type_) for v in values.tolist()]


def _scalar_literal(value, type_: Attribute) -> str:
    if isinstance(type_, IntegerType) and type_.width.data == 1:
        return "true" if value else "false"
    if isinstance(type_, (IntegerType, IndexType)):
        return str(int(value))
    return float_literal(value, type_)


def constant_literal(value: Attribute, type_: Attribute, where: Operation) -> str:
    """The LLVM constant (without its type) of attribute `value` stored as type `type_`."""
    if isinstance(type_, LLVMStructType) and not isinstance(value, DenseIntOrFPElementsAttr):
        return _complex_literal(value, type_, where)
    if isinstance(value, IntegerAttr):
        return _scalar_literal(value.value.data, type_ if not isinstance(type_, VectorType) else value.type)
    if isinstance(value, FloatAttr):
        return float_literal(value.value.data, value.type)
    if isinstance(value, DenseIntOrFPElementsAttr):
        return _dense_literal(value, type_, where)
    if isinstance(value, DenseResourceAttr):
        return _dense_literal(_resource_elements(value, type_, where), type_, where)
    if isinstance(value, StringAttr | BytesAttr) and isinstance(type_, LLVMArrayType):
        data = value.data.encode() if isinstance(value, StringAttr) else value.data  # BytesAttr: bytes no UTF-8
        return 'c"' + "".join(_escape_byte(b) for b in data) + '"'
    raise _fail(where, f"has constant value {value}, which has no LLVM IR equivalent for type {type_}")


def _complex_literal(value: Attribute, type_: LLVMStructType, where: Operation) -> str:
    """A struct constant, upstream's complex number: `[1.0 : f64, 2.0 : f64]` as `{ double 1.0, double 2.0 }`
    (both parts of the struct's first member type, as upstream's getLLVMConstant reads them). A complex
    elements attribute of one element (`dense<(1.0, 2.0)> : tensor<complex<f64>>`), which upstream rejects
    here, is `_dense_literal`'s."""
    if not isinstance(value, ArrayAttr) or len(value.data) != 2:
        raise _fail(where, "expected struct type to be a complex number")
    part = type_.types.data[0]
    text = llvm_type(part, where)
    return "{ " + ", ".join(f"{text} {constant_literal(v, part, where)}" for v in value.data) + " }"


def _escape_byte(byte: int) -> str:
    char = chr(byte)
    return char if 32 <= byte < 127 and char not in '"\\' else f"\\{byte:02X}"


def string_literal(text: str) -> str:
    """`text` as an LLVM IR string (`"a\\00b"`): its UTF-8 bytes, a quote, a backslash or a control byte escaped."""
    return '"' + "".join(_escape_byte(b) for b in text.encode()) + '"'


def _dense_literal(value: DenseIntOrFPElementsAttr, type_: Attribute, where: Operation) -> str:
    element = value.get_element_type()
    if isinstance(element, ComplexType):
        # Each element an `{ T re, T im }` struct, as upstream's translation of a complex element.
        part = element.element_type
        text = llvm_type(part, where)
        flat = [
            "{ " + ", ".join(f"{text} {_scalar_literal(v, part)}" for v in pair) + " }" for pair in value.get_values()
        ]
    elif isinstance(element, AnyFloat):
        flat = _float_literals(np.asarray(value.get_values(), dtype=np.float64), element)
    else:
        flat = [_scalar_literal(v, element) for v in value.get_values()]
    count = _element_count(type_)
    if len(flat) == 1 and count != 1:
        flat = flat * count
    if len(flat) != count:
        raise _fail(where, f"has {len(flat)} constant elements for type {llvm_type(type_, where)}")
    literal, _ = _nested_literal(flat, 0, type_, where)
    return literal


_RAW_DATA_TYPES = (Float16Type, BFloat16Type, Float32Type, Float64Type)
"""The float types whose constants LLVM builds from raw data (`ConstantDataSequential`), besides i8 to i64."""


def _is_raw_data(element: Attribute) -> bool:
    """Whether LLVM builds constants of `element` from raw data: `_RAW_DATA_TYPES`, i8, i16, i32 or i64."""
    return isinstance(element, _RAW_DATA_TYPES) or (
        isinstance(element, IntegerType) and element.width.data in (8, 16, 32, 64)
    )


def _resource_elements(value: DenseResourceAttr, type_: Attribute, where: Operation) -> DenseIntOrFPElementsAttr:
    """The blob of `value` as dense elements of the innermost LLVM element type of `type_` (an f8 blob is i8
    elements), with upstream's checks and words (`convertDenseResourceElementsAttr`):

        dense_resource<blob1> : tensor<2xf32>  as  !llvm.array<2 x f32>   ->   dense<[1.0, 2.0]> : tensor<2xf32>
    """
    innermost = type_
    while isinstance(innermost, LLVMArrayType | VectorType):
        innermost = innermost.type if isinstance(innermost, LLVMArrayType) else innermost.get_element_type()
    if not _is_raw_data(innermost):
        raise DiagnosticError("no known conversion for innermost element type", where)
    try:
        data = resource_blob(value)
    except ResourceError as err:
        raise DiagnosticError(str(err), where) from None
    shape = value.type.get_shape()
    if len(data) != math.prod(shape) * innermost.compile_time_size:
        raise DiagnosticError("raw data size does not match element type size", where)
    return DenseIntOrFPElementsAttr(TensorType(innermost, shape), BytesAttr(data))


def _element_count(type_: Attribute) -> int:
    if isinstance(type_, LLVMArrayType):
        return type_.size.data * _element_count(type_.type)
    if isinstance(type_, VectorType):
        return type_.get_shape()[0]
    return 1


def _nested_literal(flat: list[str], start: int, type_: Attribute, where: Operation) -> tuple[str, int]:
    if isinstance(type_, VectorType):
        element = llvm_type(type_.get_element_type(), where)
        count = type_.get_shape()[0]
        return "<" + ", ".join(f"{element} {v}" for v in flat[start : start + count]) + ">", start + count
    if isinstance(type_, LLVMArrayType):
        element = llvm_type(type_.type, where)
        parts = []
        for _ in range(type_.size.data):
            part, start = _nested_literal(flat, start, type_.type, where)
            parts.append(f"{element} {part}")
        return "[" + ", ".join(parts) + "]", start
    return flat[start], start + 1


_PLAIN_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*")
"""A name LLVM IR takes unquoted (LangRef's identifiers; `str.isalnum` also took `é`, which LLVM refused)."""


def _quote_name(name: str) -> str:
    return name if _PLAIN_NAME.fullmatch(name) else '"' + "".join(_escape_byte(b) for b in name.encode()) + '"'


def _check_name(op: Operation, name: Attribute | None, what: str) -> None:
    """Fail at `op` when `name` (its symbol's or a struct's) holds a NUL character, which LLVM IR's names cannot
    hold (its parser refused the translation: "NUL character is not allowed in names")."""
    if isinstance(name, StringAttr) and "\0" in name.data:
        raise _fail(op, f"has {what} {name}, but LLVM IR names cannot hold a NUL character")


def global_name(name: str) -> str:
    """`@name`, quoted when LLVM needs it."""
    return "@" + _quote_name(name)


# ---------------------------------------------------------------------------
# Flags and enums shared by several ops
# ---------------------------------------------------------------------------

ICMP_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
FCMP_PREDICATES = (
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
)  # fmt: skip
_FASTMATH_ORDER = ("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")
_LINKAGES_OMITTED = {"external", ""}
_VISIBILITIES = {0: "", 1: "hidden", 2: "protected"}
_UNNAMED_ADDR = {0: "", 1: "local_unnamed_addr", 2: "unnamed_addr"}
_GEP_DYNAMIC_INDEX = -(2**31)


def fastmath_flags(op: Operation) -> str:
    """The fast-math flags of `op` as LLVM keywords, with a trailing space, or ''."""
    flags = attr(op, "fastmathFlags")
    if flags is None:
        return ""
    names = set(flags.data) if hasattr(flags, "data") else set()
    if {"fast"} <= names or set(_FASTMATH_ORDER) <= names:
        return "fast "
    return "".join(f"{flag} " for flag in _FASTMATH_ORDER if flag in names)


def _overflow_flags(op: Operation) -> str:
    flags = attr(op, "overflowFlags")
    if flags is None:
        return ""
    if isinstance(flags, IntegerAttr):
        bits = flags.value.data
        names = [name for bit, name in ((2, "nuw"), (1, "nsw")) if bits & bit]
    else:
        names = [name for name in ("nuw", "nsw") if name in {str(f) for f in flags.data}]
    return "".join(f"{name} " for name in names)


def _unit_flag(op: Operation, name: str, keyword: str) -> str:
    return f"{keyword} " if attr(op, name) is not None else ""


def _linkage(op: Operation) -> str:
    linkage = attr(op, "linkage")
    name = linkage.linkage.data if linkage is not None and hasattr(linkage, "linkage") else ""
    return "" if name in _LINKAGES_OMITTED else f"{name} "


def _visibility(op: Operation, linkage: str) -> str:
    """The LLVM visibility keyword of a function or global; an error where LLVM refuses it (`internal hidden`:
    'symbol with local linkage must have default visibility', which mlir-translate 22 asserts on)."""
    visibility = _VISIBILITIES.get(int_attr(op, "visibility_", 0) or 0, "")
    if visibility and linkage.strip() in ("internal", "private"):
        raise DiagnosticError(
            f"symbol with {linkage.strip()} linkage must have default visibility, not {visibility}", op
        )
    return visibility


# ---------------------------------------------------------------------------
# Modules
# ---------------------------------------------------------------------------


class ModuleTranslator:
    """Translates one module: type definitions, globals, functions, intrinsic declarations."""

    def __init__(self, module: Operation, *, triple: str | None, data_layout: str | None,
                 raw_constants: bool = False):  # fmt: skip
        self.module = module
        self.raw_constants = raw_constants
        self.triple = triple or _string_attr(module, "llvm.target_triple")
        self.data_layout = data_layout or _string_attr(module, "llvm.data_layout")
        self.declarations: dict[str, str] = {}
        self.functions: dict[str, Operation] = {}
        self.named_structs: dict[str, str] = {}
        self.type_spellings: dict[int, tuple[Attribute, str]] = {}
        """`llvm_type` of the type objects met so far, by identity (each kept, so that its id is not reused)."""

    def passthrough(self, func: Operation) -> list[Attribute]:
        """The LLVM function attributes of `func`'s `passthrough` (`"name"` or `["name", "value"]` entries); a
        target's translator adds its own (NVPTX: the launch bounds)."""
        passthrough = attr(func, "passthrough")
        return list(passthrough.data) if isinstance(passthrough, ArrayAttr) else []

    def parameter_type(self, func: Operation, type_: Attribute) -> Attribute:
        """The type `func` declares a parameter of `type_` with: `type_` itself, or for a target whose ABI passes
        it wider (NVPTX: an `i4` kernel parameter) the wider integer type, truncated to `type_` at entry."""
        return type_

    def translate(self) -> str:
        body = self._body_ops()
        for op in body:
            _check_name(op, attr(op, "sym_name"), "symbol name")
        self.functions = {attr(op, "sym_name").data: op for op in body if op_name(op) == "llvm.func"}
        parts: list[str] = []
        xtors: dict[str, list[str]] = {"ctors": [], "dtors": []}
        for op in body:
            name = op_name(op)
            if name == "llvm.func":
                parts.append(FunctionTranslator(self, op).translate())
            elif name == "llvm.mlir.global":
                parts.append(self._global(op))
            elif name in ("llvm.mlir.global_ctors", "llvm.mlir.global_dtors"):
                xtors[name.rsplit("_", 1)[1]].extend(self._xtor_entries(op))
            elif name not in ("llvm.module_flags", "llvm.comdat"):
                raise _fail(op, "cannot be translated to LLVM IR (expected llvm.func or llvm.mlir.global)")
        for kind, entries in xtors.items():
            if entries:
                parts.append(f"@llvm.global_{kind} = appending global [{len(entries)} x {{ i32, ptr, ptr }}] "
                             f"[{', '.join(entries)}]")
        header = []
        if self.data_layout:
            header.append(f"target datalayout = {string_literal(self.data_layout)}")
        if self.triple:
            header.append(f"target triple = {string_literal(self.triple)}")
        sections = [
            "\n".join(header),
            "\n".join(f"%{_quote_name(n)} = type {body}" for n, body in self.named_structs.items()),
            "\n\n".join(parts),
            "\n".join(self.declarations.values()),
        ]
        return "\n\n".join(s for s in sections if s) + "\n"

    @staticmethod
    def _xtor_entries(op: Operation) -> list[str]:
        """The `{ i32 priority, ptr function, ptr data }` entries of an `llvm.mlir.global_ctors` (`_dtors`) in
        `@llvm.global_ctors` (`_dtors`), a `#llvm.zero` data a null pointer:

            llvm.mlir.global_ctors ctors = [@init], priorities = [0 : i32], data = [#llvm.zero]

        gives `{ i32, ptr, ptr } { i32 0, ptr @init, ptr null }`; the ops of a module append to one global."""
        kind = op_name(op).rsplit("_", 1)[1]
        functions, priorities, data = (attr(op, name).data for name in (kind, "priorities", "data"))
        return [
            f"{{ i32, ptr, ptr }} {{ i32 {priority.value.data}, ptr {global_name(function.string_value())}, "
            f"ptr {global_name(datum.string_value()) if isinstance(datum, SymbolRefAttr) else 'null'} }}"
            for function, priority, datum in zip(functions, priorities, data)
        ]

    def _body_ops(self) -> list[Operation]:
        if not self.module.regions or not self.module.regions[0].blocks:
            return []
        ops = list(self.module.regions[0].blocks[0].ops)
        self._collect_named_structs(ops)
        return ops

    def _collect_named_structs(self, ops: Iterable[Operation]) -> None:
        # The values of a module share a few type objects: each is looked into once (they outlive the walk).
        seen: set[int] = set()

        def visit(type_: Attribute, where: Operation) -> None:
            if id(type_) in seen:
                return
            seen.add(id(type_))
            if isinstance(type_, LLVMStructType):
                if type_.struct_name.data and type_.struct_name.data not in self.named_structs:
                    self.named_structs[type_.struct_name.data] = _literal_struct(type_, where)
                for inner in type_.types.data:
                    visit(inner, where)
            elif isinstance(type_, LLVMArrayType):
                visit(type_.type, where)

        for top in ops:
            for op in walk_ops(top):
                for values in (op.results, op.operands):
                    for value in values:
                        if id(value.type) not in seen:  # (most are: no call for them)
                            visit(value.type, op)
                for candidate in (attr(op, "global_type"), attr(op, "elem_type")):
                    if candidate is not None:
                        visit(candidate, op)

    def _global(self, op: Operation) -> str:
        name = global_name(attr(op, "sym_name").data)
        type_ = attr(op, "global_type")
        type_text = llvm_type(type_, op)
        linkage = _linkage(op)
        space = int_attr(op, "addr_space", 0)
        visibility = _visibility(op, linkage)
        implicit_dso_local = bool(visibility) or linkage.strip() in ("internal", "private")
        # LLVM's order: linkage, dso_local (unless implied), visibility, thread_local, unnamed_addr, addrspace,
        # externally_initialized.
        words = [f"{name} =", linkage.strip()]
        words += ["dso_local" if attr(op, "dso_local") is not None and not implicit_dso_local else "", visibility]
        words += ["thread_local" if attr(op, "thread_local_") is not None else ""]
        words += [_UNNAMED_ADDR.get(int_attr(op, "unnamed_addr", 0) or 0, "")]
        words += [f"addrspace({space})" if space else ""]
        words += ["externally_initialized" if attr(op, "externally_initialized") is not None else ""]
        raw = self._raw_initializer(op, type_) if self.raw_constants else None
        if raw is not None:
            type_text = f"[{raw[0]} x i8]"
        words += ["constant" if attr(op, "constant") is not None else "global", type_text]
        init = raw[1] if raw is not None else self._global_initializer(op, type_)
        if init is not None:
            words.append(init)
        elif not linkage:
            words[1] = "external"
        text = " ".join(w for w in words if w)
        if (section := attr(op, "section")) is not None:
            text += f", section {string_literal(section.data)}"
        alignment = int_attr(op, "alignment")
        if raw is not None:  # no less than the elements' own alignment (or a vector load's) as the byte array
            alignment = max(alignment or 0, 64)
        if alignment is not None:
            text += f", align {alignment}"
        return text

    def _raw_initializer(self, op: Operation, type_: Attribute) -> tuple[int, str] | None:
        """(byte count, `c"..."` of the bytes) of a large dense array initializer of raw-data elements, else None."""
        value = attr(op, "value")
        if not isinstance(value, DenseIntOrFPElementsAttr | DenseResourceAttr) or not isinstance(type_, LLVMArrayType):
            return None
        innermost = type_
        while isinstance(innermost, LLVMArrayType):
            innermost = innermost.type
        count = _element_count(type_)
        if not _is_raw_data(innermost) or count < RAW_CONSTANT_ELEMENTS:
            return None
        if isinstance(value, DenseResourceAttr):
            value = _resource_elements(value, type_, op)
        if value.get_element_type() != innermost:
            return None
        data = value.data.data
        size = innermost.compile_time_size
        if len(data) == size and count > 1:  # a splat
            data = data * count
        if len(data) != count * size:
            return None
        return len(data), 'c"\\' + data.hex("\\").upper() + '"'

    def _global_initializer(self, op: Operation, type_: Attribute) -> str | None:
        region_ops = list(op.regions[0].block.ops) if op.regions and op.regions[0].blocks else []
        if region_ops:
            return ConstantFolder(self).fold_region(op, region_ops)
        value = attr(op, "value")
        if value is not None:
            return constant_literal(value, type_, op)
        return None if not _linkage(op) else "undef"

    def declare_intrinsic(self, name: str, result: str, arguments: Sequence[str]) -> None:
        if name not in self.declarations:
            self.declarations[name] = f"declare {result} @{name}({', '.join(arguments)})"


def _string_attr(op: Operation, name: str) -> str | None:
    value = op.attributes.get(name)
    return value.data if isinstance(value, StringAttr) else None


class ConstantFolder:
    """Evaluates a global's initializer region (constants, insertvalue, addressof) to an LLVM constant."""

    def __init__(self, module: ModuleTranslator):
        self.module = module
        self.values: dict[SSAValue, object] = {}

    def fold_region(self, owner: Operation, ops: list[Operation]) -> str:
        for op in ops:
            name = op_name(op)
            if name == "llvm.return":
                return self._render(self.values[op.operands[0]], op.operands[0].type, op)
            if name == "llvm.insertvalue":
                container, value = op.operands
                tree = _as_tree(self.values[container], container.type)
                self.values[op.results[0]] = _replace(tree, list(attr(op, "position").get_values()), self.values[value])
                continue
            constant = _constant_operand(op)
            if constant is None:
                raise _fail(op, "is not a constant operation and cannot appear in a global's initializer")
            self.values[op.results[0]] = constant
        raise _fail(owner, "has an initializer region without llvm.return")

    def _render(self, value: object, type_: Attribute, where: Operation) -> str:
        if not isinstance(value, list):
            return value
        members = type_.types.data if isinstance(type_, LLVMStructType) else [type_.type] * type_.size.data
        inner = ", ".join(f"{llvm_type(m, where)} {self._render(v, m, where)}" for m, v in zip(members, value))
        return "{ " + inner + " }" if isinstance(type_, LLVMStructType) else "[" + inner + "]"


def _as_tree(value: object, type_: Attribute) -> object:
    """An aggregate constant as nested lists of member constants (undef/zero spread to the members)."""
    if isinstance(value, list) or not isinstance(type_, (LLVMStructType, LLVMArrayType)):
        return value
    members = type_.types.data if isinstance(type_, LLVMStructType) else [type_.type] * type_.size.data
    return [_as_tree(value, member) for member in members]


def _replace(tree: list, position: list[int], value: object) -> list:
    copy = list(tree)
    copy[position[0]] = value if len(position) == 1 else _replace(copy[position[0]], position[1:], value)
    return copy


def _constant_operand(op: Operation) -> str | None:
    """The constant an op stands for when it is used as an operand, or None for an instruction."""
    name = op_name(op)
    if name == "llvm.mlir.constant":
        return constant_literal(attr(op, "value"), op.results[0].type, op)
    if name == "llvm.mlir.zero":
        type_ = op.results[0].type
        return "null" if isinstance(type_, LLVMPointerType) else "zeroinitializer"
    if name == "llvm.mlir.undef":
        return "undef"
    if name == "llvm.mlir.poison":
        return "poison"
    if name == "llvm.mlir.addressof":
        return global_name(attr(op, "global_name").root_reference.data)
    return None


# ---------------------------------------------------------------------------
# Functions
# ---------------------------------------------------------------------------


class FunctionTranslator:
    """Translates one `llvm.func`: its signature, blocks, phis and instructions."""

    def __init__(self, module: ModuleTranslator, func: Operation):
        self.module = module
        self.func = func
        self.names: dict[SSAValue, str] = {}
        self.labels: dict[Block, str] = {}
        self.lines: list[str] = []
        self._constants: dict[Operation, str | None] = {}
        """`_constant_operand` of the ops seen (a constant is spelled out at each of its uses)."""
        self._counter = 0
        self._edge_blocks: list[str] = []

    # -- naming --
    def fresh(self, prefix: str = "v") -> str:
        """A new local name."""
        self._counter += 1
        return f"%{prefix}{self._counter - 1}"

    def value(self, value: SSAValue) -> str:
        """An operand without its type (a local name or an inlined constant)."""
        if value in self.names:
            return self.names[value]
        owner = value.owner
        if isinstance(owner, Operation) and (constant := self.constant_operand(owner)) is not None:
            return constant
        where = owner if isinstance(owner, Operation) else self.func
        raise _fail(where, "defines a value used before it is translated")

    def constant_operand(self, op: Operation) -> str | None:
        """`_constant_operand(op)`, worked out once per op."""
        try:
            return self._constants[op]
        except KeyError:
            constant = self._constants[op] = _constant_operand(op)
            return constant

    def typed(self, value: SSAValue) -> str:
        """An operand with its type, e.g. `float %v3`."""
        return f"{self.type(value.type)} {self.value(value)}"

    def type(self, type_: Attribute) -> str:
        known = self.module.type_spellings.get(id(type_))
        if known is not None and known[0] is type_:
            return known[1]
        spelling = llvm_type(type_, self.func)
        self.module.type_spellings[id(type_)] = (type_, spelling)
        return spelling

    def emit(self, text: str) -> None:
        """Append one instruction to the current block."""
        self.lines.append(f"  {text}")

    def define(self, op: Operation, text: str) -> None:
        """Emit `text` as the instruction computing the single result of `op`."""
        self.emit(f"{self.names[op.results[0]]} = {text}")

    # -- function --
    def translate(self) -> str:
        func = self.func
        func_type = attr(func, "function_type")
        name = global_name(attr(func, "sym_name").data)
        blocks = list(func.regions[0].blocks) if func.regions else []
        result = self._result_attributes() + self.type(func_type.output)
        cconv = self._calling_convention()
        linkage = _linkage(func)
        visibility = _visibility(func, linkage)
        # dso_local unless visibility or local linkage imply it (LLVM writes it then).
        dso_local = attr(func, "dso_local") is not None and not visibility and linkage not in ("internal ", "private ")
        flags = "".join(f"{word} " for word in ("dso_local" if dso_local else "", visibility) if word)
        prefix = f"{linkage}{flags}{cconv}{result} {name}"
        if not blocks:
            params = [self._param(t, i, with_name=False) for i, t in enumerate(func_type.inputs.data)]
            params += ["..."] if func_type.is_variadic else []
            return f"declare {prefix}({', '.join(params)}){self._function_attributes(definition=False)}"
        for index, arg in enumerate(blocks[0].args):
            self.names[arg] = f"%arg{index}"
        params: list[str] = []
        prologue: list[str] = []
        for index, type_ in enumerate(func_type.inputs.data):
            declared = self.module.parameter_type(func, type_)
            if declared == type_:
                params.append(self._param(type_, index, with_name=True))
                continue
            params.append(f"{self.type(declared)}{self._param_attributes(index)} %arg{index}.param")
            prologue.append(f"  %arg{index} = trunc {self.type(declared)} %arg{index}.param to {self.type(type_)}")
        params += ["..."] if func_type.is_variadic else []
        for index, block in enumerate(blocks):
            self.labels[block] = f"bb{index}"
        self._preassign_names(blocks)
        for block in blocks:
            self.lines.append(f"{self.labels[block]}:")
            if block is blocks[0]:
                self.lines += prologue
            self._phis(block, blocks[0])
            for op in block.ops:
                self.translate_op(op)
        header = f"define {prefix}({', '.join(params)}){self._function_attributes(definition=True)}"
        return header + " {\n" + "\n".join(self.lines + self._edge_blocks) + "\n}"

    def _calling_convention(self) -> str:
        for kernel_attr, cconv in KERNEL_CALLING_CONVENTIONS.items():
            if kernel_attr in self.func.attributes:
                return f"{cconv} "
        return _cconv_keyword(attr(self.func, "CConv"))

    def _param(self, type_: Attribute, index: int, with_name: bool) -> str:
        text = self.type(type_) + self._param_attributes(index)
        return f"{text} %arg{index}" if with_name else text

    def _param_attributes(self, index: int) -> str:
        """` noalias align 16` of argument `index`, or ''."""
        return _words(parameter_attributes(_dictionary(self.func, "arg_attrs", index), self.type, self.func))

    def _result_attributes(self) -> str:
        """`zeroext ` of the function's result, or ''."""
        words = parameter_attributes(_dictionary(self.func, "res_attrs", 0), self.type, self.func)
        return "".join(f"{word} " for word in words)

    def _function_attributes(self, definition: bool) -> str:
        """What follows the parameter list: `unnamed_addr`, the function attributes, a definition's section, the
        alignment, a definition's personality (upstream's order; its attributes are a group `#0` there)."""
        func = self.func
        words = [_UNNAMED_ADDR.get(int_attr(func, "unnamed_addr", 0) or 0, "")]
        words += function_attributes(func, attr, self.module.passthrough(func), definition)
        if definition and (section := attr(func, "section")) is not None:
            words.append(f"section {string_literal(section.data)}")
        if (alignment := int_attr(func, "alignment")) is not None:
            words.append(f"align {alignment}")
        if definition and isinstance(personality := attr(func, "personality"), SymbolRefAttr):
            words.append(f"personality ptr {global_name(personality.root_reference.data)}")
        return _words(words)

    # -- block arguments as phis --
    def _preassign_names(self, blocks: list[Block]) -> None:
        # Phis read values of later blocks (loop back edges): every value is named first.
        for index, block in enumerate(blocks):
            for arg in block.args if index else ():
                self.names[arg] = self.fresh()
            for op in block.ops:
                if self.constant_operand(op) is None:
                    for result in op.results:
                        self.names[result] = self.fresh()

    def _phis(self, block: Block, entry: Block) -> None:
        if block is entry or not block.args:
            return
        incoming: list[list[str]] = [[] for _ in block.args]
        for pred_label, values in self._incoming(block):
            for index, value in enumerate(values):
                incoming[index].append(f"[ {self.value(value)}, %{pred_label} ]")
        for arg, edges in zip(block.args, incoming):
            self.emit(f"{self.names[arg]} = phi {self.type(arg.type)} {', '.join(edges)}")

    def _incoming(self, block: Block) -> list[tuple[str, Sequence[SSAValue]]]:
        edges = []
        for use in block.uses:
            terminator = use.operation
            pred_label = self.labels[terminator.parent_block()]
            groups = successor_operands(terminator)
            position = use.index
            if _edge_needs_split(terminator, position):
                pred_label = self._edge_label(terminator, position)
            edges.append((pred_label, groups[position]))
        return edges

    def _edge_label(self, terminator: Operation, position: int) -> str:
        return f"{self.labels[terminator.parent_block()]}.edge{position}"

    def successor_label(self, terminator: Operation, position: int) -> str:
        """The label a terminator jumps to for successor `position` (a split edge block if needed)."""
        target = terminator.successors[position]
        if not _edge_needs_split(terminator, position):
            return f"%{self.labels[target]}"
        label = self._edge_label(terminator, position)
        self._edge_blocks += [f"{label}:", f"  br label %{self.labels[target]}"]
        return f"%{label}"

    # -- ops --
    def translate_op(self, op: Operation) -> None:
        name = op_name(op)
        if self.constant_operand(op) is not None:
            return
        translation = _OP_TRANSLATIONS.get(name)
        if translation is None and name.startswith("llvm.intr."):
            translation = _translate_intrinsic
        if translation is None:
            hint = " (run reconcile-unrealized-casts first)" if name == "builtin.unrealized_conversion_cast" else ""
            raise _fail(op, f"cannot be translated to LLVM IR{hint}")
        translation(self, op)


def _cconv_keyword(cconv: Attribute | None) -> str:
    name = cconv.convention.data if cconv is not None and hasattr(cconv, "convention") else "ccc"
    if name in ("ccc", "C", ""):
        return ""
    if name.startswith("cc_"):
        return f"cc {name[3:]} "
    return f"{name} "


def _dictionary(op: Operation, name: str, index: int) -> Attribute | None:
    """Entry `index` of the `arg_attrs` (`res_attrs`) of a function or call, or None."""
    dictionaries = attr(op, name)
    if not isinstance(dictionaries, ArrayAttr) or index >= len(dictionaries.data):
        return None
    return dictionaries.data[index]


def _words(words: Iterable[str]) -> str:
    return "".join(f" {word}" for word in words if word)


def operand_groups(op: Operation) -> list[tuple[SSAValue, ...]]:
    """The operands of `op` split into its declared operand groups (segment sizes, or the IRDL definition)."""
    sizes = attr(op, "operandSegmentSizes")
    if isinstance(sizes, DenseArrayBase):
        groups, start = [], 0
        for size in sizes.get_values():
            groups.append(tuple(op.operands[start : start + size]))
            start += size
        return groups
    definition = getattr(type(op), "get_irdl_definition", None)
    if definition is None:
        return [tuple(op.operands)]
    groups = []
    for field, _ in definition().operands:
        value = getattr(op, field)
        groups.append((value,) if isinstance(value, SSAValue) else tuple(value))
    return groups


def successor_operands(terminator: Operation) -> list[Sequence[SSAValue]]:
    """For each successor of a terminator, the values it passes to the successor's block arguments."""
    name = op_name(terminator)
    if name == "llvm.br":
        return [tuple(terminator.operands)]
    if name == "llvm.cond_br":
        groups = operand_groups(terminator)
        return [groups[1], groups[2]]
    if name == "llvm.switch":
        groups = operand_groups(terminator)
        cases = groups[2]
        segments = attr(terminator, "case_operand_segments")
        sizes = (
            list(segments.get_values())
            if isinstance(segments, DenseArrayBase)
            else [0] * (len(terminator.successors) - 1)
        )
        result, start = [groups[1]], 0
        for size in sizes:
            result.append(cases[start : start + size])
            start += size
        return result
    return [() for _ in terminator.successors]


def _edge_needs_split(terminator: Operation, position: int) -> bool:
    """A phi has one entry per predecessor: edges of one terminator to one block passing different values need their own block."""
    target = terminator.successors[position]
    if not target.args:
        return False
    groups = successor_operands(terminator)
    passed = {tuple(groups[i]) for i, s in enumerate(terminator.successors) if s is target}
    return len(passed) > 1


# ---------------------------------------------------------------------------
# Op translations
# ---------------------------------------------------------------------------


def _binary(opcode: str, flags: Callable[[Operation], str]) -> OpTranslation:
    def translate(t: FunctionTranslator, op: Operation) -> None:
        lhs, rhs = op.operands
        t.define(op, f"{opcode} {flags(op)}{t.typed(lhs)}, {t.value(rhs)}")

    return translate


def _no_flags(op: Operation) -> str:
    return ""


def _exact(op: Operation) -> str:
    return _unit_flag(op, "isExact", "exact")


def _disjoint(op: Operation) -> str:
    return _unit_flag(op, "isDisjoint", "disjoint")


for _name, _flags in (
    ("add", _overflow_flags), ("sub", _overflow_flags), ("mul", _overflow_flags), ("shl", _overflow_flags),
    ("udiv", _exact), ("sdiv", _exact), ("lshr", _exact), ("ashr", _exact),
    ("urem", _no_flags), ("srem", _no_flags), ("and", _no_flags), ("or", _disjoint), ("xor", _no_flags),
    ("fadd", fastmath_flags), ("fsub", fastmath_flags), ("fmul", fastmath_flags),
    ("fdiv", fastmath_flags), ("frem", fastmath_flags),
):  # fmt: skip
    register_op_translation(f"llvm.{_name}", _binary(_name, _flags))


def _cast(opcode: str, flags: Callable[[Operation], str] = _no_flags) -> OpTranslation:
    def translate(t: FunctionTranslator, op: Operation) -> None:
        t.define(op, f"{opcode} {flags(op)}{t.typed(op.operands[0])} to {t.type(op.results[0].type)}")

    return translate


def _nneg(op: Operation) -> str:
    return _unit_flag(op, "nonNeg", "nneg")


for _name, _flags in (
    ("trunc", _overflow_flags), ("zext", _nneg), ("sext", _no_flags), ("uitofp", _nneg), ("sitofp", _no_flags),
    ("fptoui", _no_flags), ("fptosi", _no_flags), ("fpext", fastmath_flags), ("fptrunc", fastmath_flags),
    ("bitcast", _no_flags), ("ptrtoint", _no_flags), ("inttoptr", _no_flags), ("addrspacecast", _no_flags),
):  # fmt: skip
    register_op_translation(f"llvm.{_name}", _cast(_name, _flags))


def _predicate(op: Operation, names: tuple[str, ...]) -> str:
    predicate = attr(op, "predicate")
    if isinstance(predicate, IntegerAttr):
        return names[predicate.value.data]
    if isinstance(predicate, StringAttr):
        return predicate.data.lstrip("_")
    return str(getattr(predicate, "data", predicate)).lstrip("_")


def _icmp(t: FunctionTranslator, op: Operation) -> None:
    lhs, rhs = op.operands
    t.define(op, f"icmp {_predicate(op, ICMP_PREDICATES)} {t.typed(lhs)}, {t.value(rhs)}")


def _fcmp(t: FunctionTranslator, op: Operation) -> None:
    lhs, rhs = op.operands
    t.define(op, f"fcmp {fastmath_flags(op)}{_predicate(op, FCMP_PREDICATES)} {t.typed(lhs)}, {t.value(rhs)}")


def _fneg(t: FunctionTranslator, op: Operation) -> None:
    t.define(op, f"fneg {fastmath_flags(op)}{t.typed(op.operands[0])}")


def _select(t: FunctionTranslator, op: Operation) -> None:
    cond, true_value, false_value = op.operands
    t.define(op, f"select {fastmath_flags(op)}{t.typed(cond)}, {t.typed(true_value)}, {t.typed(false_value)}")


def _freeze(t: FunctionTranslator, op: Operation) -> None:
    t.define(op, f"freeze {t.typed(op.operands[0])}")


def _memory_suffix(op: Operation) -> str:
    alignment = int_attr(op, "alignment")
    return f", align {alignment}" if alignment else ""


def _atomic(op: Operation) -> tuple[str, str]:
    """The `atomic ` prefix and ` [syncscope("s")] <ordering>` suffix of an atomic load or store (empty for a
    plain one)."""
    ordering = int_attr(op, "ordering", 0) or 0
    if ordering == 0:
        return "", ""
    if not 0 < ordering < len(ATOMIC_ORDERINGS) or not ATOMIC_ORDERINGS[ordering]:
        raise _fail(op, f"has no atomic ordering {ordering}")
    syncscope = attr(op, "syncscope")
    scope = f" syncscope({string_literal(syncscope.data)})" if syncscope is not None else ""
    return "atomic ", f"{scope} {ATOMIC_ORDERINGS[ordering]}"


def _load(t: FunctionTranslator, op: Operation) -> None:
    volatile = _unit_flag(op, "volatile_", "volatile")
    atomic, ordering = _atomic(op)
    t.define(
        op, f"load {atomic}{volatile}{t.type(op.results[0].type)}, {t.typed(op.operands[0])}{ordering}{_memory_suffix(op)}"
    )


def _store(t: FunctionTranslator, op: Operation) -> None:
    value, address = op.operands
    volatile = _unit_flag(op, "volatile_", "volatile")
    atomic, ordering = _atomic(op)
    t.emit(f"store {atomic}{volatile}{t.typed(value)}, {t.typed(address)}{ordering}{_memory_suffix(op)}")


def _atomicrmw(t: FunctionTranslator, op: Operation) -> None:
    bin_op, ordering = int_attr(op, "bin_op", -1), int_attr(op, "ordering", -1)
    if not 0 <= bin_op < len(ATOMIC_BIN_OPS) or not 2 <= ordering < len(ATOMIC_ORDERINGS) or ordering == 3:
        raise _fail(op, f"has no atomicrmw operation {bin_op} or ordering {ordering}")
    volatile = _unit_flag(op, "volatile_", "volatile")
    ptr, value = op.operands
    operation = ATOMIC_BIN_OPS[bin_op].lstrip("_")
    syncscope = attr(op, "syncscope")
    scope = f"syncscope({string_literal(syncscope.data)}) " if syncscope is not None else ""
    t.define(
        op,
        f"atomicrmw {volatile}{operation} {t.typed(ptr)}, {t.typed(value)} {scope}{ATOMIC_ORDERINGS[ordering]}"
        f"{_memory_suffix(op)}",
    )


def _cmpxchg(t: FunctionTranslator, op: Operation) -> None:
    """`cmpxchg [weak] [volatile] ptr %p, T %cmp, T %new [syncscope("s")] <success> <failure>[, align N]`."""
    orderings = [int_attr(op, name, -1) for name in ("success_ordering", "failure_ordering")]
    if any(not 2 <= ordering < len(ATOMIC_ORDERINGS) or ordering == 3 for ordering in orderings):
        raise _fail(op, f"has no cmpxchg orderings {orderings[0]} and {orderings[1]}")
    syncscope = attr(op, "syncscope")
    scope = f" syncscope({string_literal(syncscope.data)})" if syncscope is not None else ""
    flags = _unit_flag(op, "weak", "weak") + _unit_flag(op, "volatile_", "volatile")
    ptr, compared, value = op.operands
    success, failure = (ATOMIC_ORDERINGS[ordering] for ordering in orderings)
    t.define(
        op,
        f"cmpxchg {flags}{t.typed(ptr)}, {t.typed(compared)}, {t.typed(value)}{scope} {success} {failure}"
        f"{_memory_suffix(op)}",
    )


def _alloca(t: FunctionTranslator, op: Operation) -> None:
    element = t.type(attr(op, "elem_type"))
    space = op.results[0].type.addr_space
    space_text = f", addrspace({space.data})" if isinstance(space, IntAttr) and space.data else ""
    inalloca = "inalloca " if attr(op, "inalloca") is not None else ""
    t.define(op, f"alloca {inalloca}{element}, {t.typed(op.operands[0])}{_memory_suffix(op)}{space_text}")


def _gep_flags(op: Operation) -> str:
    if attr(op, "inbounds") is not None:
        return "inbounds "
    bits = int_attr(op, "noWrapFlags", 0) or 0
    words = []
    if bits & 1:
        words.append("inbounds")
    elif bits & 2:
        words.append("nusw")
    if bits & 4:
        words.append("nuw")
    return "".join(f"{w} " for w in words)


def _gep(t: FunctionTranslator, op: Operation) -> None:
    base, *dynamic = op.operands
    indices = []
    raw = attr(op, "rawConstantIndices")
    for index in raw.get_values() if isinstance(raw, DenseArrayBase) else []:
        if index == _GEP_DYNAMIC_INDEX:
            indices.append(t.typed(dynamic.pop(0)))
        else:
            indices.append(f"i32 {index}")
    parts = [t.type(attr(op, "elem_type")), t.typed(base), *indices]
    t.define(op, f"getelementptr {_gep_flags(op)}{', '.join(parts)}")


_POSITIONS: dict[int, tuple[Attribute, str]] = {}
"""id(a `position` attribute) -> (it, its spelling): convert-to-llvm makes one attribute per position, shared
by its extractvalue/insertvalue ops, whose `get_values` unpacked the bytes again for each op."""


def _position(op: Operation) -> str:
    position = attr(op, "position")
    known = _POSITIONS.get(id(position))
    if known is not None and known[0] is position:
        return known[1]
    spelling = ", ".join(str(i) for i in position.get_values())
    if len(_POSITIONS) < 4096:
        _POSITIONS[id(position)] = (position, spelling)
    return spelling


def _extractvalue(t: FunctionTranslator, op: Operation) -> None:
    t.define(op, f"extractvalue {t.typed(op.operands[0])}, {_position(op)}")


def _insertvalue(t: FunctionTranslator, op: Operation) -> None:
    container, value = op.operands
    t.define(op, f"insertvalue {t.typed(container)}, {t.typed(value)}, {_position(op)}")


def _extractelement(t: FunctionTranslator, op: Operation) -> None:
    vector, position = op.operands
    t.define(op, f"extractelement {t.typed(vector)}, {t.typed(position)}")


def _insertelement(t: FunctionTranslator, op: Operation) -> None:
    vector, value, position = op.operands
    t.define(op, f"insertelement {t.typed(vector)}, {t.typed(value)}, {t.typed(position)}")


def _shufflevector(t: FunctionTranslator, op: Operation) -> None:
    lhs, rhs = op.operands
    indices = attr(op, "mask").get_values()
    mask = ", ".join("i32 poison" if m < 0 else f"i32 {m}" for m in indices)
    # The mask is a constant vector: its type, then its elements (`<2 x i32> <i32 0, i32 0>`).
    t.define(op, f"shufflevector {t.typed(lhs)}, {t.typed(rhs)}, <{len(indices)} x i32> <{mask}>")


def _return(t: FunctionTranslator, op: Operation) -> None:
    t.emit(f"ret {t.typed(op.operands[0])}" if op.operands else "ret void")


def _br(t: FunctionTranslator, op: Operation) -> None:
    t.emit(f"br label {t.successor_label(op, 0)}")


def _cond_br(t: FunctionTranslator, op: Operation) -> None:
    t.emit(f"br {t.typed(op.operands[0])}, label {t.successor_label(op, 0)}, label {t.successor_label(op, 1)}")


def _switch(t: FunctionTranslator, op: Operation) -> None:
    value = op.operands[0]
    case_values = attr(op, "case_values")
    cases = list(case_values.get_values()) if case_values is not None else []
    type_text = t.type(value.type)
    arms = " ".join(f"{type_text} {v}, label {t.successor_label(op, i + 1)}" for i, v in enumerate(cases))
    t.emit(f"switch {t.typed(value)}, label {t.successor_label(op, 0)} [{arms}]")


def _unreachable(t: FunctionTranslator, op: Operation) -> None:
    t.emit("unreachable")


_TAIL_CALL_KINDS = {"none": "", "tail": "tail ", "musttail": "musttail ", "notail": "notail "}


def _call(t: FunctionTranslator, op: Operation) -> None:
    callee_attr = attr(op, "callee")
    operands = list(op.operands)
    if isinstance(callee_attr, SymbolRefAttr):
        callee_name = callee_attr.root_reference.data
        callee = global_name(callee_name)
        target = t.module.functions.get(callee_name)
        callee_type = attr(target, "function_type") if target is not None else None
    else:
        callee = t.value(operands.pop(0))
        callee_type = None
    var_type = attr(op, "var_callee_type")
    result = op.results[0].type if op.results else LLVMVoidType()
    if isinstance(var_type, LLVMFunctionType):
        signature = t.type(var_type)
    elif isinstance(callee_type, LLVMFunctionType) and callee_type.is_variadic:
        signature = t.type(callee_type)
    else:
        signature = t.type(result)
    tail = attr(op, "TailCallKind")
    tail_text = _TAIL_CALL_KINDS.get(str(getattr(tail, "data", "none")).lower(), "") if tail is not None else ""
    flags = fastmath_flags(op) if not isinstance(result, LLVMVoidType) else ""
    cconv = _cconv_keyword(attr(op, "CConv"))
    result_attributes = "".join(f"{w} " for w in parameter_attributes(_dictionary(op, "res_attrs", 0), t.type, op))
    arguments = ", ".join(
        f"{t.type(v.type)}{_words(parameter_attributes(_dictionary(op, 'arg_attrs', i), t.type, op))} {t.value(v)}"
        for i, v in enumerate(operands)
    )
    text = f"{tail_text}call {flags}{cconv}{result_attributes}{signature} {callee}({arguments})"
    text += _words(call_attributes(op, attr))
    if op.results:
        t.define(op, text)
    else:
        t.emit(text)


def _inline_asm(t: FunctionTranslator, op: Operation) -> None:
    result = op.results[0].type if op.results else LLVMVoidType()
    side_effects = _unit_flag(op, "has_side_effects", "sideeffect")
    asm, constraints = string_literal(attr(op, "asm_string").data), string_literal(attr(op, "constraints").data)
    text = f'call {t.type(result)} asm {side_effects}{asm}, {constraints}({", ".join(t.typed(v) for v in op.operands)})'
    if op.results:
        t.define(op, text)
    else:
        t.emit(text)


for _name, _translation in (
    ("icmp", _icmp), ("fcmp", _fcmp), ("fneg", _fneg), ("select", _select), ("freeze", _freeze),
    ("load", _load), ("store", _store), ("atomicrmw", _atomicrmw), ("cmpxchg", _cmpxchg), ("alloca", _alloca), ("getelementptr", _gep),
    ("extractvalue", _extractvalue), ("insertvalue", _insertvalue),
    ("extractelement", _extractelement), ("insertelement", _insertelement), ("shufflevector", _shufflevector),
    ("return", _return), ("br", _br), ("cond_br", _cond_br), ("switch", _switch), ("unreachable", _unreachable),
    ("call", _call), ("inline_asm", _inline_asm),
):  # fmt: skip
    register_op_translation(f"llvm.{_name}", _translation)


# ---------------------------------------------------------------------------
# Intrinsics
# ---------------------------------------------------------------------------

_OVERLOADS: dict[str, tuple[str | int, ...]] = {
    "memcpy": (0, 1, 2), "memmove": (0, 1, 2), "memset": (0, 2), "memcpy.inline": (0, 1, "len"),
    "memset.inline": (0, "len"), "vector.deinterleave2": (0,),
    "masked.store": (0, 1), "masked.load": ("r", 0),
    "vector.reduce.fadd": (1,), "vector.reduce.fmul": (1,),
    "powi": ("r", 1), "is.fpclass": (0,), "stackrestore": (0,), "stacksave": ("r",),
    "lifetime.start": (0,), "lifetime.end": (0,), "prefetch": (0,), "invariant.start": (1,),
    "lround": ("r", 0), "llround": ("r", 0), "lrint": ("r", 0), "llrint": ("r", 0),
    "fptosi.sat": ("r", 0), "fptoui.sat": ("r", 0), "get.active.lane.mask": ("r", 0),
    "assume": (), "trap": (), "debugtrap": (), "ubsantrap": (),
    "vector.insert": ("r", 1), "vector.extract": ("r", 0),
}  # fmt: skip
"""Which types an overloaded intrinsic's name is mangled on: "r" the result, N operand N, "len" the type of the
`len` property. Default: the result."""

_WITH_OVERFLOW = ("sadd", "uadd", "ssub", "usub", "smul", "umul")

_IMMEDIATES: dict[str, tuple[tuple[str, str | None], ...]] = {
    "ctlz": (("is_zero_poison", "i1"),), "cttz": (("is_zero_poison", "i1"),),
    "abs": (("is_int_min_poison", "i1"),),
    "memcpy": (("isVolatile", "i1"),), "memmove": (("isVolatile", "i1"),), "memset": (("isVolatile", "i1"),),
    "memcpy.inline": (("len", None), ("isVolatile", "i1")), "memset.inline": (("len", None), ("isVolatile", "i1")),
    "is.fpclass": (("bit", "i32"),),
    "prefetch": (("rw", "i32"), ("hint", "i32"), ("cache", "i32")),
    "vector.insert": (("pos", "i64"),), "vector.extract": (("pos", "i64"),),
}  # fmt: skip
"""Properties of an intrinsic op that LLVM takes as trailing immediate arguments, with their LLVM type (None:
the integer property's own type)."""


def _overloaded_types(intrinsic: str, op: Operation) -> list[Attribute]:
    if intrinsic.startswith("vector.reduce."):
        spec = _OVERLOADS.get(intrinsic, (len(op.operands) - 1,))
    elif any(intrinsic == f"{kind}.with.overflow" for kind in _WITH_OVERFLOW):
        spec = (0,)
    else:
        spec = _OVERLOADS.get(intrinsic, ("r",) if op.results else (0,) if op.operands else ())
    return [
        op.results[0].type if which == "r" else op.properties["len"].type if which == "len" else op.operands[which].type
        for which in spec
    ]


def _translate_intrinsic(t: FunctionTranslator, op: Operation) -> None:
    intrinsic = op_name(op).removeprefix("llvm.intr.")
    suffix = "".join("." + _mangle(type_, op) for type_ in _overloaded_types(intrinsic, op))
    arguments = [t.typed(v) for v in op.operands]
    types = [t.type(v.type) for v in op.operands]
    for prop, type_text in _IMMEDIATES.get(intrinsic, ()):
        value = attr(op, prop)
        if value is None and type_text != "i1":
            raise _fail(op, f"needs the property '{prop}'")
        if type_text is None:
            type_text = t.type(value.type)
        number = 1 if isinstance(value, UnitAttr) else (int_attr(op, prop, 0) or 0)
        arguments.append(
            f"{type_text} {'true' if number else 'false'}" if type_text == "i1" else f"{type_text} {number}"
        )
        types.append(type_text)
    call_intrinsic(t, op, f"llvm.{intrinsic}{suffix}", arguments, types=types)


def call_intrinsic(
    t: FunctionTranslator,
    op: Operation,
    name: str,
    arguments: list[str],
    result: str | None = None,
    types: list[str] | None = None,
) -> None:
    """Emit a call of intrinsic `name` (declared once) for `op`, with `op`'s fast-math flags; `result` is the
    call's result type (default: `op`'s one result's, or void); `types` the arguments' types where an argument
    is more than `type value` (a constant vector operand: `<2 x float> <float 1.0, float 2.0>`)."""
    if result is None:
        result = t.type(op.results[0].type) if op.results else "void"
    if types is None:
        types = [a.rsplit(" ", 1)[0] for a in arguments]
    t.module.declare_intrinsic(name, result, types)
    flags = fastmath_flags(op) if op.results else ""
    text = f"call {flags}{result} @{name}({', '.join(arguments)})"
    if op.results:
        t.define(op, text)
    else:
        t.emit(text)


def _invariant_start(t: FunctionTranslator, op: Operation) -> None:
    """`call ptr @llvm.invariant.start.p0(i64 <size>, ptr %p)`: the size is an immediate, first."""
    ptr = op.operands[0]
    call_intrinsic(t, op, f"llvm.invariant.start.{_mangle(ptr.type, op)}", [f"i64 {int_attr(op, 'size', 0)}", t.typed(ptr)])


def _invariant_end(t: FunctionTranslator, op: Operation) -> None:
    """`call void @llvm.invariant.end.p0(ptr %start, i64 <size>, ptr %p)`."""
    start, ptr = op.operands
    arguments = [t.typed(start), f"i64 {int_attr(op, 'size', 0)}", t.typed(ptr)]
    call_intrinsic(t, op, f"llvm.invariant.end.{_mangle(ptr.type, op)}", arguments)


def _renamed_intrinsic(llvm_name: str) -> OpTranslation:
    """The translation of an intrinsic op whose LLVM name differs from its own (`llvm.intr.vastart` is
    `@llvm.va_start.p0`), overloaded on its first operand's type, its operands in order."""

    def translate(t: FunctionTranslator, op: Operation) -> None:
        suffix = _mangle(op.operands[0].type, op)
        call_intrinsic(t, op, f"llvm.{llvm_name}.{suffix}", [t.typed(v) for v in op.operands])

    return translate


for _name, _llvm_name in (("vastart", "va_start"), ("vacopy", "va_copy"), ("vaend", "va_end"), ("eh.typeid.for", "eh.typeid.for")):
    register_op_translation(f"llvm.intr.{_name}", _renamed_intrinsic(_llvm_name))
register_op_translation("llvm.intr.invariant.start", _invariant_start)
register_op_translation("llvm.intr.invariant.end", _invariant_end)


def _masked_memory(pointer_operand: int):
    """The translation of `llvm.intr.masked.load`/`store`: LLVM 22's intrinsics take the alignment as the
    pointer argument's `align` attribute at the call (`call <4 x float> @llvm.masked.load.v4f32.p0(ptr align 4
    %p, <4 x i1> %m, <4 x float> %pass)`), not as an immediate argument."""

    def translate(t: FunctionTranslator, op: Operation) -> None:
        vector, pointer = (op.results[0] if op.results else op.operands[0]), op.operands[pointer_operand]
        name = f"llvm.{op_name(op).removeprefix('llvm.intr.')}.{_mangle(vector.type, op)}.{_mangle(pointer.type, op)}"
        result = t.type(op.results[0].type) if op.results else "void"
        t.module.declare_intrinsic(name, result, [t.type(v.type) for v in op.operands])
        arguments = [t.typed(v) for v in op.operands]
        ptr_type, ptr_value = arguments[pointer_operand].rsplit(" ", 1)
        arguments[pointer_operand] = f"{ptr_type} align {int_attr(op, 'alignment', 1)} {ptr_value}"
        text = f"call {result} @{name}({', '.join(arguments)})"
        t.define(op, text) if op.results else t.emit(text)

    return translate


register_op_translation("llvm.intr.masked.load", _masked_memory(0))
register_op_translation("llvm.intr.masked.store", _masked_memory(1))


def _call_intrinsic_op(t: FunctionTranslator, op: Operation) -> None:
    """`llvm.call_intrinsic "llvm.x"(...)`: the name is taken as fully mangled."""
    call_intrinsic(t, op, attr(op, "intrin").data, [t.typed(v) for v in op.operands])


register_op_translation("llvm.call_intrinsic", _call_intrinsic_op)
