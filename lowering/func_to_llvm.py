"""`--convert-func-to-llvm`: func.func/return/call to llvm.func/return/call, with upstream's ABI.

A function value is its address: `func.constant @f` becomes `llvm.mlir.addressof @f : !llvm.ptr`, and
`func.call_indirect %f(...)` an indirect `llvm.call %f(...) : !llvm.ptr, (...) -> ...`.

Each argument converts with the shared type converter; a memref argument
expands into its descriptor's fields (allocated and aligned pointers,
offset, sizes, strides), from which the entry block rebuilds the descriptor;
several results are returned as one struct:

    func.func @f(%m: memref<?xf32>) -> index attributes {llvm.emit_c_interface}

becomes

    llvm.func @f(%a: !llvm.ptr, %b: !llvm.ptr, %o: i64, %s: i64, %t: i64) -> i64 attributes {llvm.emit_c_interface}
    llvm.func @_mlir_ciface_f(%d: !llvm.ptr) -> i64 attributes {llvm.emit_c_interface}

Under `use-bare-ptr-memref-call-conv`, a statically shaped memref with the
identity layout is passed and returned as its aligned pointer instead.

A function with the unit attribute `llvm.emit_c_interface` also gets the
C-callable wrapper `_mlir_ciface_<name>`: it takes a pointer to each memref
descriptor, and when the function returns a memref or several values, a
pointer to the result storage as first argument (and returns nothing). A
function declaration with the attribute instead gets a body that calls the
external `_mlir_ciface_<name>` that way. `index` is `i<index-bitwidth>`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, FunctionType, MemRefType, ModuleOp
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue, TypeAttribute
from xdsl.pattern_rewriter import PatternRewriter
from xdsl.rewriter import InsertPoint

from aiopt.dialects import func, llvm
from aiopt.lowering.llvm_type_converter import (
    PTR,
    VOID,
    LLVMPattern,
    LLVMTypeConverter,
    MemRefDescriptor,
    apply_llvm_conversion,
    block_arguments_to_llvm,
    cast_to,
    check_index_bitwidth,
    constant,
    extract_value,
    has_identity_layout,
    insert,
    memref_strides_and_offset,
    pack_struct,
    source_value,
)
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option

C_INTERFACE_ATTR = "llvm.emit_c_interface"
C_INTERFACE_PREFIX = "_mlir_ciface_"


def _bare_ptr_compatible(type_: Attribute) -> bool:
    return not isinstance(type_, MemRefType) or (type_.has_static_shape() and has_identity_layout(type_))


def _signature_supported(converter: LLVMTypeConverter, type_: FunctionType) -> bool:
    return _types_supported(converter, [*type_.inputs, *type_.outputs])


def _types_supported(converter: LLVMTypeConverter, types: Sequence[Attribute]) -> bool:
    """Whether a signature of `types` (arguments and results) converts: each has an LLVM type (and, under the
    bare-pointer convention, each memref is static with the identity layout)."""
    if converter.use_bare_ptr_memref_call_conv and not all(_bare_ptr_compatible(t) for t in types):
        return False
    return all(converter.convert_type(t) is not None for t in types)


def _pack_arguments(
    rewriter: PatternRewriter, converter: LLVMTypeConverter, values: Sequence[SSAValue], types: Sequence[Attribute]
) -> list[SSAValue]:
    """Call operands in the LLVM calling convention: memref descriptors expanded (or their aligned pointer)."""
    packed: list[SSAValue] = []
    for value, type_ in zip(values, types):
        llvm_value = cast_to(rewriter, value, converter.convert_type(type_) or type_)
        if isinstance(type_, MemRefType):
            descriptor = MemRefDescriptor(llvm_value, type_, converter.index_type)
            if converter.use_bare_ptr_memref_call_conv:
                packed.append(descriptor.aligned_ptr(rewriter))
            else:
                packed.extend(descriptor.fields(rewriter))
        else:
            packed.append(llvm_value)
    return packed


def _unpack_argument(
    rewriter: PatternRewriter, converter: LLVMTypeConverter, type_: Attribute, args: Sequence[SSAValue]
) -> SSAValue:
    """The LLVM value of one source argument from its LLVM arguments (a descriptor for a memref)."""
    if not isinstance(type_, MemRefType):
        return args[0]
    if converter.use_bare_ptr_memref_call_conv:
        return bare_ptr_descriptor(rewriter, converter, type_, args[0]).value
    return MemRefDescriptor.from_fields(rewriter, type_, converter, args).value


def bare_ptr_descriptor(
    rewriter: PatternRewriter, converter: LLVMTypeConverter, type_: MemRefType, ptr: SSAValue
) -> MemRefDescriptor:
    """The descriptor of a static identity-layout memref whose data is at `ptr`."""
    strides, _ = memref_strides_and_offset(type_)
    index = converter.index_type
    sizes = [constant(rewriter, s, index) for s in type_.get_shape()]
    stride_values = [constant(rewriter, s or 0, index) for s in strides]
    return MemRefDescriptor.build(
        rewriter, type_, converter, ptr, ptr, constant(rewriter, 0, index), sizes, stride_values
    )


_TYPED_ARGUMENT_ATTRIBUTES = ("llvm.byval", "llvm.byref", "llvm.sret", "llvm.inalloca")
"""The argument attributes whose value is a type, which convert-func-to-llvm converts as upstream does."""


@dataclass
class FuncOpLowering(LLVMPattern):
    """`func.func` to `llvm.func` with a converted signature, plus its C-interface wrapper."""

    op_types = (func.FuncOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, func.FuncOp) or not _signature_supported(self.converter, op.function_type):
            return
        source_type = op.function_type
        llvm_type = self.converter.convert_function_type(source_type)
        attributes = dict(op.attributes)
        if op.sym_visibility is not None:
            attributes["sym_visibility"] = op.sym_visibility
        # As upstream: an `llvm.linkage` attribute on the func.func sets the linkage of the llvm.func.
        linkage = attributes.pop("llvm.linkage", None)
        if not isinstance(linkage, llvm.LinkageAttr):
            linkage = llvm.LinkageAttr("external")
        body = Region()
        op.body.move_blocks(body)
        new = llvm.FuncOp(op.sym_name, llvm_type, linkage, body=body, extra_attrs=attributes)
        self._carry_argument_attributes(op, new)
        rewriter.replace(op, new, [])
        if body.blocks:
            self._convert_entry_block(rewriter, body, source_type, llvm_type)
            for block in list(body.blocks)[1:]:
                block_arguments_to_llvm(block, self.converter, rewriter)
        if C_INTERFACE_ATTR in attributes:
            builder = _wrap_definition if body.blocks else _wrap_declaration
            builder(rewriter, self.converter, new, source_type)

    def _carry_argument_attributes(self, op: func.FuncOp, new: llvm.FuncOp) -> None:
        """The `arg_attrs` and `res_attrs` of `op` on `new`, as upstream's `convertFuncOpToLLVMFuncOp` carries
        them: an argument that stays one LLVM argument keeps its dictionary (the types of `llvm.byval`,
        `llvm.byref`, `llvm.sret` and `llvm.inalloca` converted), one that expands (a memref) gets an empty
        one per LLVM argument; the result attributes only where there is one result."""
        res_attrs = op.res_attrs
        if res_attrs is not None and len(op.function_type.outputs.data) == 1:
            new.properties["res_attrs"] = res_attrs
        if op.arg_attrs is None:
            return
        converted: list[DictionaryAttr] = []
        for type_, attrs in zip(op.function_type.inputs.data, op.arg_attrs.data, strict=True):
            count = len(self.converter.memref_argument_types(type_))
            if count != 1:
                converted += [DictionaryAttr({})] * count
                continue
            entries = dict(attrs.data)
            for name in _TYPED_ARGUMENT_ATTRIBUTES:
                if isinstance(entries.get(name), TypeAttribute):
                    entries[name] = self.converter.convert_type(entries[name]) or entries[name]
            converted.append(DictionaryAttr(entries))
        if converted:
            new.properties["arg_attrs"] = ArrayAttr(converted)

    def _convert_entry_block(
        self, rewriter: PatternRewriter, body: Region, source: FunctionType, llvm_type: llvm.LLVMFunctionType
    ) -> None:
        """Give the entry block the LLVM arguments, in front of its ops the source arguments rebuilt from them
        (a memref's descriptor from its fields), read by their users instead; the source arguments go. The
        block keeps its ops where they are (moving them one by one into a new block was a fifth of the
        pattern's time)."""
        entry = body.blocks[0]
        old_args = list(entry.args)
        new_args = [entry.insert_arg(type_, index) for index, type_ in enumerate(llvm_type.inputs)]
        first = entry.first_op
        rewriter.insertion_point = InsertPoint.at_end(entry) if first is None else InsertPoint.before(first)
        position = 0
        for arg, type_ in zip(old_args, source.inputs):
            count = len(self.converter.memref_argument_types(type_))
            value = _unpack_argument(rewriter, self.converter, type_, new_args[position : position + count])
            position += count
            arg.replace_all_uses_with(source_value(rewriter, value, type_))
        for arg in old_args:
            entry.erase_arg(arg)


def _call(rewriter: PatternRewriter, callee: str | None, args: Sequence[SSAValue], result: Attribute) -> llvm.CallOp:
    """An `llvm.call` of `callee`, or without one of the pointer `args[0]` (an indirect call)."""
    call = llvm.CallOp(callee, *args, return_type=None if isinstance(result, llvm.LLVMVoidType) else result)
    rewriter.insert(call)
    return call


def _returns_via_pointer(source: FunctionType) -> bool:
    """Whether the C interface returns the results through a pointer (a memref or several results)."""
    outputs = source.outputs.data
    return len(outputs) > 1 or any(isinstance(t, MemRefType) for t in outputs)


def _wrap_definition(
    rewriter: PatternRewriter, converter: LLVMTypeConverter, target: llvm.FuncOp, source: FunctionType
) -> None:
    """Add `_mlir_ciface_<name>`: load each memref descriptor from its pointer and call `target`."""
    by_pointer = _returns_via_pointer(source)
    inputs = [PTR if isinstance(t, MemRefType) else converter.convert_type(t) for t in source.inputs]
    result_type = converter.result_type(source.outputs.data)
    wrapper_type = llvm.LLVMFunctionType([PTR] * by_pointer + inputs, VOID if by_pointer else result_type)
    block = Block(arg_types=wrapper_type.inputs)
    wrapper = llvm.FuncOp(
        C_INTERFACE_PREFIX + target.sym_name.data,
        wrapper_type,
        llvm.LinkageAttr("external"),
        body=Region(block),
        extra_attrs=dict(target.attributes),
    )
    rewriter.insert(wrapper, InsertPoint.after(target))
    rewriter.insertion_point = InsertPoint.at_end(block)
    args = list(block.args[1:] if by_pointer else block.args)
    call_args: list[SSAValue] = []
    for arg, type_ in zip(args, source.inputs):
        if isinstance(type_, MemRefType):
            descriptor = insert(rewriter, llvm.LoadOp(arg, converter.memref_descriptor_type(type_)))
            call_args += _pack_arguments(rewriter, converter, [descriptor], [type_])
        else:
            call_args.append(arg)
    call = _call(rewriter, target.sym_name.data, call_args, result_type)
    if by_pointer:
        rewriter.insert(llvm.StoreOp(call.results[0], block.args[0]))
        rewriter.insert(llvm.ReturnOp())
    else:
        rewriter.insert(llvm.ReturnOp(*call.results))


def _wrap_declaration(
    rewriter: PatternRewriter, converter: LLVMTypeConverter, target: llvm.FuncOp, source: FunctionType
) -> None:
    """Give the declaration `target` a body calling the external `_mlir_ciface_<name>` with descriptor pointers."""
    by_pointer = _returns_via_pointer(source)
    result_type = converter.result_type(source.outputs.data)
    inputs = [PTR if isinstance(t, MemRefType) else converter.convert_type(t) for t in source.inputs]
    ciface_type = llvm.LLVMFunctionType([PTR] * by_pointer + inputs, VOID if by_pointer else result_type)
    name = C_INTERFACE_PREFIX + target.sym_name.data
    declaration = llvm.FuncOp(name, ciface_type, llvm.LinkageAttr("external"), extra_attrs=dict(target.attributes))
    rewriter.insert(declaration, InsertPoint.after(target))
    block = Block(arg_types=target.function_type.inputs)
    target.body.add_block(block)
    rewriter.insertion_point = InsertPoint.at_end(block)
    one = constant(rewriter, 1, converter.index_type)
    call_args: list[SSAValue] = []
    result_ptr = None
    if by_pointer:
        result_ptr = insert(rewriter, llvm.AllocaOp(one, result_type))
        call_args.append(result_ptr)
    position = 0
    for type_ in source.inputs:
        count = len(converter.memref_argument_types(type_))
        value = _unpack_argument(rewriter, converter, type_, block.args[position : position + count])
        position += count
        if isinstance(type_, MemRefType):
            storage = insert(rewriter, llvm.AllocaOp(one, value.type))
            rewriter.insert(llvm.StoreOp(value, storage))
            value = storage
        call_args.append(value)
    call = _call(rewriter, name, call_args, VOID if by_pointer else result_type)
    if result_ptr is not None:
        rewriter.insert(llvm.ReturnOp(insert(rewriter, llvm.LoadOp(result_ptr, result_type))))
    else:
        rewriter.insert(llvm.ReturnOp(*call.results))


def _result_value(rewriter: PatternRewriter, converter: LLVMTypeConverter, value: SSAValue) -> SSAValue:
    """A returned value in the LLVM convention (a bare pointer for memrefs under that convention)."""
    llvm_value = cast_to(rewriter, value, converter.convert_type(value.type) or value.type)
    if isinstance(value.type, MemRefType) and converter.use_bare_ptr_memref_call_conv:
        return MemRefDescriptor(llvm_value, value.type, converter.index_type).aligned_ptr(rewriter)
    return llvm_value


@dataclass
class ReturnOpLowering(LLVMPattern):
    """`func.return` in a converted function to `llvm.return` (several values packed in a struct)."""

    op_types = (func.ReturnOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, func.ReturnOp) or not isinstance(op.parent_op(), llvm.FuncOp):
            return
        values = [_result_value(rewriter, self.converter, v) for v in op.arguments]
        if len(values) > 1:
            values = [pack_struct(rewriter, values)]
        rewriter.replace(op, llvm.ReturnOp(*values))


@dataclass
class CallOpLowering(LLVMPattern):
    """`func.call` to `llvm.call` with expanded memref operands; a struct result is unpacked."""

    op_types = (func.CallOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, func.CallOp):
            self.lower_call(rewriter, op, op.callee.string_value(), op.arguments)

    def lower_call(
        self, rewriter: PatternRewriter, op: Operation, callee: str | SSAValue, arguments: Sequence[SSAValue]
    ) -> None:
        """Replace the call `op` by an `llvm.call` of `callee` (a symbol's name, or a function value: an
        indirect call of its pointer) on `arguments`, where their types and `op`'s result types convert."""
        # The callee's signature as types: a FunctionType built (and verified) per call only to be read cost 7 µs.
        if not _types_supported(self.converter, [*(a.type for a in arguments), *op.result_types]):
            return
        args = _pack_arguments(rewriter, self.converter, arguments, [a.type for a in arguments])
        one_to_one = len(args) == len(arguments)
        if isinstance(callee, SSAValue):
            callee, args = None, [self.operand(rewriter, callee), *args]
        result_type = self.converter.result_type(op.result_types)
        call = _call(rewriter, callee, args, result_type)
        # The call's parameter attributes, where each argument and result stays one value (upstream's).
        arg_attrs, res_attrs = op.properties.get("arg_attrs"), op.properties.get("res_attrs")
        if arg_attrs is not None and one_to_one:
            call.properties["arg_attrs"] = arg_attrs
        if res_attrs is not None and len(op.results) == 1:
            call.properties["res_attrs"] = res_attrs
        if len(op.results) > 1:
            values = [
                extract_value(rewriter, call.results[0], [i], self.converter.call_result_type(r.type))
                for i, r in enumerate(op.results)
            ]
        else:
            values = list(call.results)
        values = [self._memref_result(rewriter, v, r.type) for v, r in zip(values, op.results)]
        self.replace(rewriter, op, values)

    def _memref_result(self, rewriter: PatternRewriter, value: SSAValue, type_: Attribute) -> SSAValue:
        if isinstance(type_, MemRefType) and self.converter.use_bare_ptr_memref_call_conv:
            return bare_ptr_descriptor(rewriter, self.converter, type_, value).value
        return value


@dataclass
class CallIndirectOpLowering(CallOpLowering):
    """`func.call_indirect %f(%a)` to `llvm.call %f(%a)`, an indirect call of the function's pointer."""

    op_types = (func.CallIndirectOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, func.CallIndirectOp):
            self.lower_call(rewriter, op, op.callee, op.callee_operands)


@dataclass
class ConstantOpLowering(LLVMPattern):
    """`func.constant @f : (i32) -> i32` to `llvm.mlir.addressof @f : !llvm.ptr`, the function's address."""

    op_types = (func.ConstantOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, func.ConstantOp) and self.convertible(op):
            self.replace(rewriter, op, [insert(rewriter, llvm.AddressOfOp(op.value, PTR))])


def populate_func_to_llvm_patterns(converter: LLVMTypeConverter) -> list[LLVMPattern]:
    """The func-to-llvm patterns for `converter`."""
    return [
        FuncOpLowering(converter),
        ReturnOpLowering(converter),
        CallOpLowering(converter),
        CallIndirectOpLowering(converter),
        ConstantOpLowering(converter),
    ]


@dataclass(frozen=True)
class ConvertFuncToLLVMPass(DiagnosticPass):
    """Convert func ops to llvm ops with upstream's calling convention (upstream's `convert-func-to-llvm`).

    Example, `ai-opt --convert-func-to-llvm`:

        func.func @f(%a: i64) -> i64 {
          %r = func.call @g(%a) : (i64) -> i64
          func.return %r : i64
        }
        func.func private @g(i64) -> i64

    becomes

        llvm.func @f(%arg0: i64) -> i64 {
          %0 = llvm.call @g(%arg0) : (i64) -> i64
          llvm.return %0 : i64
        }
        llvm.func @g(i64) -> i64 attributes {sym_visibility = "private"}
    """

    name = "convert-func-to-llvm"

    use_bare_ptr_memref_call_conv: bool = option(
        False, "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types"
    )
    index_bitwidth: int = option(0, "Bitwidth of the index type, 0 to use size of machine word")

    def __post_init__(self) -> None:
        check_index_bitwidth(self.index_bitwidth)

    def converter(self) -> LLVMTypeConverter:
        return LLVMTypeConverter(self.index_bitwidth or 64, self.use_bare_ptr_memref_call_conv)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        apply_llvm_conversion(op, populate_func_to_llvm_patterns(self.converter()), ("func",))
