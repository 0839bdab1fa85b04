"""SparseElementsAttr built in code: its verifier (including the element type checks that the parser's
construction makes impossible in text), its elements and its dense form."""

from __future__ import annotations

import pytest
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, TensorType, f16, f32, i32, i64
from xdsl.utils.exceptions import VerifyException

from aiopt.support.sparse_elements import SparseElementsAttr


def test_elements_and_dense_form():
    attr = SparseElementsAttr.from_lists(TensorType(f32, (2, 3)), [(0, 1), (1, 2), (0, 1)], [1.5, -2.0, 9.0])
    assert attr.index_list() == [(0, 1), (1, 2), (0, 1)]
    assert attr.value_at((0, 1)) == 1.5  # the first value listed for the index
    assert attr.value_at((1, 0)) == 0.0
    assert attr.to_dense() == DenseIntOrFPElementsAttr.from_list(TensorType(f32, (2, 3)), [0, 1.5, 0, 0, 0, -2.0])


def test_splat_parts_expand():
    type_ = TensorType(i32, (2, 2))
    indices = DenseIntOrFPElementsAttr.from_list(TensorType(i64, (1, 2)), [1, 1])
    values = DenseIntOrFPElementsAttr.from_list(TensorType(i32, (1,)), [5])
    attr = SparseElementsAttr(type_, indices, values)
    assert attr.to_dense().get_values() == (0, 0, 0, 5)


def test_nothing_listed_is_zero():
    attr = SparseElementsAttr.from_lists(TensorType(f16, (3,)), [], [])
    assert attr.to_dense().get_values() == (0.0, 0.0, 0.0)


def test_values_of_another_element_type_are_rejected():
    indices = DenseIntOrFPElementsAttr.from_list(TensorType(i64, (1, 1)), [0])
    values = DenseIntOrFPElementsAttr.from_list(TensorType(f16, (1,)), [1.0])
    with pytest.raises(VerifyException, match="sparse element values of type 'f16' do not match"):
        SparseElementsAttr(TensorType(f32, (2,)), indices, values)


def test_float_indices_are_rejected():
    indices = DenseIntOrFPElementsAttr.from_list(TensorType(f32, (1, 1)), [0.0])
    values = DenseIntOrFPElementsAttr.from_list(TensorType(f32, (1,)), [1.0])
    with pytest.raises(VerifyException, match="sparse indices must be integers"):
        SparseElementsAttr(TensorType(f32, (2,)), indices, values)


def test_out_of_range_index_is_rejected():
    with pytest.raises(VerifyException, match=r"sparse index #0 is not contained within the value shape, with index=\[2\]"):
        SparseElementsAttr.from_lists(TensorType(f32, (2,)), [(2,)], [1.0])
