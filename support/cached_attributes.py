"""Attributes made once per value, for the patterns that make the same ones over and over.

xDSL's attributes are immutable and compared (and hashed) by value, so one
object can stand for every equal one (aiopt reads an attribute's identity
only as a cache key: `irdl_verify_cache`, the printers' type texts, which
then find more hits). Each one xDSL makes is verified when made: `IntegerAttr(0, 32)` also
makes and verifies its `i32`, its width and signedness (about 11
microseconds). Lowering a transformer block made about 8,900 attributes,
most of them the same few: each `llvm.getelementptr`'s raw indices,
`noWrapFlags` and `inbounds`, the index constants of loops and micro-kernel
calls, the descriptor offsets and sizes. These return one object per
argument, equal to what xDSL makes and printed alike; the caches are
bounded and typed (`True` is not `1`), and a value xDSL rejects raises
xDSL's error each time (nothing is cached then).

    %c4 = arith.constant 4 : index              // index_attr(4)
    %p = llvm.getelementptr %b[%i] : ... , f32  // rawConstantIndices: dense_array(i32, (GEP_USE_SSA_VAL,)),
                                                // noWrapFlags: integer_attr(0, 32)
"""

from __future__ import annotations

import functools

from xdsl.dialects.builtin import DenseArrayBase, IndexType, IntegerAttr, IntegerType, UnitAttr


@functools.lru_cache(maxsize=4096, typed=True)
def integer_attr(value: int, type_: int | IntegerType | IndexType) -> IntegerAttr:
    """`IntegerAttr(value, type_)` (a width stands for a signless integer type), made once per value and type."""
    return IntegerAttr(value, type_)


@functools.lru_cache(maxsize=4096, typed=True)
def index_attr(value: int) -> IntegerAttr:
    """`IntegerAttr.from_index_int_value(value)` (`value : index`), made once per value."""
    return IntegerAttr.from_index_int_value(value)


@functools.lru_cache(maxsize=4096, typed=True)
def dense_array(element_type: IntegerType, values: tuple[int, ...]) -> DenseArrayBase:
    """`DenseArrayBase.from_list(element_type, values)` (`array<i32: values>`), made once per type and values."""
    return DenseArrayBase.from_list(element_type, values)


@functools.cache
def unit_attr() -> UnitAttr:
    """`UnitAttr()`, made once."""
    return UnitAttr()
