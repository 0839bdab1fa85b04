"""lmhlo's ops mirror the shared HLO definitions on buffers, and each has a real module-level name."""

from __future__ import annotations

import pytest
from xdsl.irdl import AnyAttr, irdl_op_definition, operand_def

from aiopt.dialects import lmhlo, mhlo
from aiopt.dialects.hlo import elementwise, shape_ops

OPS = list(lmhlo.LMHLO.operations)
MIRRORED = [op for op in OPS if op.HLO is not None]

HAND_WRITTEN_TWINS = {
    "case", "while", "fusion", "custom_call", "all_gather", "all_reduce", "reduce_scatter", "all_to_all",
    "collective_permute", "infeed", "outfeed",
}  # fmt: skip
"""lmhlo ops whose mhlo namesake has another shape (regions on buffers, renamed attributes): written by hand."""


@pytest.mark.parametrize("op", OPS, ids=lambda op: op.name)
def test_real_module_level_name(op):
    assert getattr(lmhlo, op.__name__) is op
    assert (op.__module__, op.__qualname__) == (lmhlo.__name__, op.__name__)


def test_ops_with_an_hlo_twin_mirror_it():
    twins = {op.name for op in OPS if op.name.removeprefix("lmhlo.").replace("-", "_") in mhlo.OPS}
    mirrored = {op.name for op in MIRRORED}
    assert twins - mirrored == {f"lmhlo.{name}" for name in HAND_WRITTEN_TWINS}
    assert len(MIRRORED) > 80


@pytest.mark.parametrize("op", MIRRORED, ids=lambda op: op.name)
def test_buffers_are_the_hlo_operands_then_one_output_per_result(op):
    hlo = mhlo.OPS[op.HLO.MNEMONIC].get_irdl_definition()
    definition = op.get_irdl_definition()
    assert op.name.replace("-", "_") == f"lmhlo.{op.HLO.MNEMONIC}"
    assert len(definition.operands) == len(hlo.operands) + len(hlo.results)
    assert not definition.results
    assert [name for name, _ in definition.regions] == [name for name, _ in hlo.regions]
    assert set(hlo.properties) - set(definition.properties) <= op.DROPPED_PROPERTIES


def test_elementwise_docstring_comes_from_the_hlo_op():
    assert lmhlo.AddOp.__doc__.startswith(elementwise.AddOp.__doc__.split("\n\n")[0])
    assert '"lmhlo.add"(%a, %b, %out) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()' in lmhlo.AddOp.__doc__
    assert '"lmhlo.is_finite"' in lmhlo.IsFiniteOp.__doc__
    assert "(memref<4xcomplex<f32>>, memref<4xf32>) -> ()" in lmhlo.ImagOp.__doc__


def test_hlo_dimension_lists_are_elements_attributes_in_lmhlo():
    elements = lmhlo.AddOp.get_irdl_definition().properties["broadcast_dimensions"].constr
    permutation = lmhlo.TransposeOp.get_irdl_definition().properties["permutation"].constr
    assert permutation == elements
    assert permutation != mhlo.TransposeOp.get_irdl_definition().properties["permutation"].constr


def test_an_operand_the_hlo_op_has_no_place_for_is_rejected():
    with pytest.raises(TypeError, match="declares operands \\['stray'\\]"):

        @irdl_op_definition
        class _Bad(lmhlo.LmhloOp, hlo=shape_ops.ReshapeOp):
            stray = operand_def(AnyAttr())


def test_missing_hlo_properties_follow_their_predecessor():
    order = lmhlo._property_order
    assert order(["broadcast_dimensions"], ["comparison_direction", "compare_type"]) == [
        "broadcast_dimensions", "comparison_direction", "compare_type",
    ]  # fmt: skip
    assert order(["indices_are_sorted", "unique_indices"], ["dims", "indices_are_sorted", "unique_indices"]) == [
        "dims", "indices_are_sorted", "unique_indices",
    ]  # fmt: skip
    assert order(["left_side", "unit_diagonal", "layout_a"], ["left_side", "unit_diagonal", "transpose_a"]) == [
        "left_side", "unit_diagonal", "transpose_a", "layout_a",
    ]  # fmt: skip
