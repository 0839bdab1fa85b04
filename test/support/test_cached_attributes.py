"""The attributes made once (support/cached_attributes.py, the `llvm.getelementptr` builder and the memref
descriptor types of `LLVMTypeConverter`) are what xDSL makes, equal and printed alike, and shared."""

from __future__ import annotations

import pytest
from xdsl.dialects import test as test_dialect
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    NoneAttr,
    UnitAttr,
    f32,
    i32,
    i64,
)
from xdsl.dialects.llvm import GEP_USE_SSA_VAL, LLVMArrayType, LLVMPointerType, LLVMStructType
from xdsl.ir import Block

from aiopt.dialects import llvm
from aiopt.lowering.llvm_type_converter import LLVMTypeConverter
from aiopt.support import cached_attributes as cached


@pytest.mark.parametrize(
    "made, expected",
    [
        (lambda: cached.integer_attr(0, 32), lambda: IntegerAttr(0, 32)),
        (lambda: cached.integer_attr(-3, i64), lambda: IntegerAttr(-3, i64)),
        (lambda: cached.integer_attr(5, IndexType()), lambda: IntegerAttr(5, IndexType())),
        (lambda: cached.integer_attr(255, IntegerType(8)), lambda: IntegerAttr(255, IntegerType(8))),
        (lambda: cached.index_attr(7), lambda: IntegerAttr.from_index_int_value(7)),
        (lambda: cached.dense_array(i32, (0, GEP_USE_SSA_VAL)), lambda: DenseArrayBase.from_list(i32, [0, -(2**31)])),
        (lambda: cached.dense_array(i64, ()), lambda: DenseArrayBase.from_list(i64, [])),
        (lambda: cached.unit_attr(), lambda: UnitAttr()),
    ],
)
def test_cached_attribute_is_xdsls_and_shared(made, expected):
    first, reference = made(), expected()
    assert type(first) is type(reference) and first == reference and str(first) == str(reference)
    assert hash(first) == hash(reference)
    assert made() is first


def test_cached_attribute_errors_are_xdsls():
    """A value out of range fails as xDSL's does (nothing is cached)."""
    messages = []
    for make in (lambda: IntegerAttr(256, IntegerType(8)), lambda: cached.integer_attr(256, IntegerType(8))):
        with pytest.raises(Exception) as info:
            make()
        messages.append((type(info.value), str(info.value)))
    assert messages[0] == messages[1]


def _properties(op) -> list:
    return [(name, str(value)) for name, value in op.properties.items()]


@pytest.mark.parametrize("flags", [0, 1, 3])
@pytest.mark.parametrize("indices", [[0], [0, 2], ["ssa", 1], [1, "ssa", "ssa"]])
def test_gep_build_is_xdsls_constructor(flags, indices):
    """`GEPOp.build` makes the op xDSL's constructor makes (properties in its order, noWrapFlags set after),
    a pointer given as an op too; both verify alike (a struct indexed out of range or by a value fails)."""
    block = Block(arg_types=[LLVMPointerType(), i64])
    base, index = block.args
    pointer = test_dialect.TestOp(result_types=[LLVMPointerType()])
    element = LLVMStructType.from_type_list([i32, f32])
    mixed = [index if i == "ssa" else i for i in indices]
    for ptr in (base, pointer):
        built = llvm.GEPOp.build(ptr, mixed, element, flags)
        ssa = [i for i in mixed if not isinstance(i, int)]
        raw = [i if isinstance(i, int) else GEP_USE_SSA_VAL for i in mixed]
        result_type = base.type if ptr is base else pointer.results[0].type
        reference = llvm.GEPOp(ptr, raw, element, ssa, result_type=result_type, inbounds=flags & 1 == 1)
        reference.properties["noWrapFlags"] = IntegerAttr(flags, 32)
        assert type(built) is llvm.GEPOp
        assert _properties(built) == _properties(reference)
        assert list(built.operands) == list(reference.operands)
        assert built.result_types == reference.result_types
        assert built.attributes == reference.attributes
        assert _verify_error(built) == _verify_error(reference)


def _verify_error(op) -> str | None:
    try:
        op.verify()
    except Exception as error:
        return f"{type(error).__name__}: {error}"
    return None


@pytest.mark.parametrize(
    "memref",
    [
        MemRefType(f32, []),
        MemRefType(f32, [4, 8]),
        MemRefType(i32, [4, 8]),
        MemRefType(f32, [2, 3, 5], memory_space=IntegerAttr(3, i64)),
    ],
)
def test_memref_descriptor_type_is_made_once_per_rank_and_pointer(memref):
    converter = LLVMTypeConverter()
    ptr = LLVMPointerType(IntAttr(3)) if not isinstance(memref.memory_space, NoneAttr) else LLVMPointerType()
    fields = [ptr, ptr, i64]
    if memref.get_num_dims():
        fields += [LLVMArrayType(memref.get_num_dims(), i64)] * 2
    descriptor = converter.memref_descriptor_type(memref)
    assert descriptor == LLVMStructType.from_type_list(fields) and str(descriptor) == str(
        LLVMStructType.from_type_list(fields)
    )
    element = f32 if memref.element_type == i32 else i32
    same_rank = MemRefType(element, memref.get_shape(), memory_space=memref.memory_space)
    assert converter.memref_descriptor_type(same_rank) is descriptor
    other_rank = MemRefType(f32, [*memref.get_shape(), 2], memory_space=memref.memory_space)
    assert converter.memref_descriptor_type(other_rank) != descriptor
    assert LLVMTypeConverter(index_bitwidth=32).memref_descriptor_type(memref) != descriptor
