"""Complex scalars at the boundary of compiled code: passed in memory, as 0-d buffers.

Compiled code takes a complex scalar (`complex<f32>`, `complex<f64>`) as the
by-value struct of its parts, which a caller cannot pass through ctypes (it
has no complex type, and the C ABI of a `{float, float}` struct is not the
one LLVM gives an aggregate argument). A complex element of a buffer
crosses in memory, whose layout is numpy's, so an entry with complex scalar
arguments or results is rewritten to take and return them as 0-d tensors
(a program on tensors) or 0-d memrefs (a program on buffers), reading and
writing the scalar at its ends:

    func.func @main(%a: complex<f32>) -> complex<f32> {
      %0 = complex.mul %a, %a : complex<f32>
      func.return %0 : complex<f32>
    }

becomes

    func.func @main(%t: tensor<complex<f32>>) -> tensor<complex<f32>> {
      %a = tensor.extract %t[] : tensor<complex<f32>>
      %0 = complex.mul %a, %a : complex<f32>
      %r = tensor.from_elements %0 : tensor<complex<f32>>
      func.return %r : tensor<complex<f32>>
    }

and on buffers `memref.load` and a `memref.alloc` stored into. The caller
passes a numpy complex scalar (or a 0-d array) and gets a 0-d array back, as
for every other scalar.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from xdsl.dialects import func
    from xdsl.ir import Attribute, Operation

BUFFER_LEVELS = ("buffers", "lhlo")
"""The levels whose programs hold values in memrefs, not tensors (`compiler.input_level`)."""


def has_complex_scalars(function: func.FuncOp) -> bool:
    """Whether `function` takes or returns a complex scalar that can cross in memory."""
    types = (*function.function_type.inputs.data, *function.function_type.outputs.data)
    return any(_crosses_in_memory(t) for t in types)


def _crosses_in_memory(type_: Attribute) -> bool:
    """Whether `type_` is a complex of f32 or f64 parts: numpy's complex64 and complex128 have its layout (one
    of f16 or bf16 parts is held in complex128, twice its size: it cannot cross)."""
    from xdsl.dialects.builtin import ComplexType, Float32Type, Float64Type

    return isinstance(type_, ComplexType) and isinstance(type_.element_type, (Float32Type, Float64Type))


def pass_complex_scalars_in_memory(function: func.FuncOp, level: str) -> None:
    """Make `function` take and return its complex scalars as 0-d tensors, or 0-d memrefs at a buffer `level`."""
    from xdsl.dialects import func
    from xdsl.dialects.builtin import FunctionType

    in_memory = level in BUFFER_LEVELS
    block = function.body.blocks.first
    assert block is not None
    inputs = list(function.function_type.inputs.data)
    for index, type_ in enumerate(inputs):
        if not _crosses_in_memory(type_):
            continue
        inputs[index] = _holder(type_, in_memory)
        argument = block.args[index]
        held = block.insert_arg(inputs[index], index, argument.location)
        read = _read(held, in_memory)
        read.location = function.location
        if block.first_op is None:
            block.add_op(read)
        else:
            block.insert_op_before(read, block.first_op)
        argument.replace_all_uses_with(read.results[0])
        block.erase_arg(argument)
    outputs = [_holder(t, in_memory) if _crosses_in_memory(t) else t for t in function.function_type.outputs.data]
    for op in list(function.body.walk()):
        if isinstance(op, func.ReturnOp) and op.parent_op() is function:
            operands = list(op.operands)
            for index, value in enumerate(operands):
                if _crosses_in_memory(value.type):
                    operands[index] = _written(value, outputs[index], in_memory, op)
            op.operands = operands
    function.function_type = FunctionType.from_lists(inputs, outputs)


def _holder(type_: Attribute, in_memory: bool) -> Attribute:
    from xdsl.dialects.builtin import MemRefType, TensorType

    return MemRefType(type_, []) if in_memory else TensorType(type_, [])


def _read(held, in_memory: bool) -> Operation:
    """The op that reads the scalar a 0-d tensor or memref argument holds."""
    from aiopt.dialects import memref, tensor

    return memref.LoadOp.get(held, []) if in_memory else tensor.ExtractOp(held, [], held.type.element_type)


def _written(value, holder: Attribute, in_memory: bool, before: Operation):
    """A 0-d tensor or memref holding `value`, made before `before`."""
    from aiopt.dialects import memref, tensor

    if in_memory:
        alloc = memref.AllocOp.get(value.type, shape=[])
        store = memref.StoreOp.get(value, alloc.memref, [])
        ops = [alloc, store]
        result = alloc.memref
    else:
        from_elements = tensor.FromElementsOp(value, result_type=holder)
        ops = [from_elements]
        result = from_elements.result
    for op in ops:
        op.location = before.location
        before.parent_block().insert_op_before(op, before)
    return result
