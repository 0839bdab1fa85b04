"""convert-mhlo-to-linalg keeps what forwarding ops, composites, topk and single-device collectives compute.

Each program runs in the reference interpreter before and after lowering;
the results must agree bit for bit (`check` also makes sure no HLO op is
left and that the lowered IR round-trips).
"""

from __future__ import annotations

import numpy as np
import pytest
from test_mhlo_to_linalg import check, lower
from test_mhlo_to_linalg_shape import program, random, ttype

REDUCER = """({{
  ^bb0(%x: tensor<{e}>, %y: tensor<{e}>):
    %s = {d}.add %x, %y : tensor<{e}>
    {d}.return %s : tensor<{e}>
  }})"""


@pytest.mark.parametrize("element", ["f32", "i8", "ui32", "i1"])
def test_add_dependency(element: str) -> None:
    t = ttype((3, 4), element)
    text = f"""func.func @main(%a0: {t}) -> {t} {{
  %t0 = mhlo.create_token : !mhlo.token
  %t1 = mhlo.after_all %t0 : !mhlo.token
  %0 = mhlo.add_dependency %a0, %t1 : ({t}, !mhlo.token) -> {t}
  %1 = "mhlo.domain"(%0) <{{entry_metadata = "a", exit_metadata = "b", kind = #mhlo<kind sharding>}}> : ({t}) -> {t}
  func.return %1 : {t}
}}"""
    check(text, [random((3, 4), element)])


@pytest.mark.parametrize("element", ["f32", "bf16", "i32"])
@pytest.mark.parametrize("source, target", [((3, 4), (12,)), ((2, 6), (3, 4)), ((4,), (2, 1, 2)), ((1,), ())])
def test_bitcast(source, target, element: str) -> None:
    text = program(
        [ttype(source, element)],
        ttype(target, element),
        f"mhlo.bitcast %a0 : ({ttype(source, element)}) -> {ttype(target, element)}",
    )
    check(text, [random(source, element)])


def test_bitcast_between_element_types_stays() -> None:
    text = program(["tensor<4xf32>"], "tensor<4xi32>", "mhlo.bitcast %a0 : (tensor<4xf32>) -> tensor<4xi32>")
    _, _, diagnostics = lower(text)
    assert [d.message for d in diagnostics] == ["failed to legalize operation 'mhlo.bitcast'"]


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
@pytest.mark.parametrize("index", [0, 1])
def test_tuple(dialect: str, index: int) -> None:
    tt = "tuple<tensor<3xf32>, tensor<3xf32>>"
    text = f"""func.func @main(%a0: tensor<3xf32>, %a1: tensor<3xf32>) -> tensor<3xf32> {{
  %t = {dialect}.tuple %a0, %a1 : {tt}
  %0 = {dialect}.get_tuple_element %t[{index}] : ({tt}) -> tensor<3xf32>
  %1 = {dialect}.add %0, %a1 : tensor<3xf32>
  func.return %1 : tensor<3xf32>
}}"""
    check(text, [random((3,), "f32", 1), random((3,), "f32", 2)])


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
def test_process_ids(dialect: str) -> None:
    text = f"""func.func @main() -> (tensor<ui32>, tensor<ui32>) {{
  %0 = {dialect}.replica_id : tensor<ui32>
  %1 = {dialect}.partition_id : tensor<ui32>
  func.return %0, %1 : tensor<ui32>, tensor<ui32>
}}"""
    results = check(text, [])
    assert [r.dtype for r in results] == [np.uint32, np.uint32]


@pytest.mark.parametrize("element", ["ui32", "i8"])
def test_unsigned_constant(element: str) -> None:
    values = "[0, 4000000000, 7]" if element == "ui32" else "[0, -128, 7]"
    text = program([], ttype((3,), element), f"mhlo.constant dense<{values}> : {ttype((3,), element)}")
    check(text, [])


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
def test_composite(dialect: str) -> None:
    text = f"""func.func private @decomposition(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {{
  %0 = {dialect}.exponential %a : tensor<4xf32>
  %1 = {dialect}.multiply %0, %b : tensor<4xf32>
  func.return %1 : tensor<4xf32>
}}
func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> tensor<4xf32> {{
  %0 = {dialect}.composite "my.exp_mul" %a0, %a1 {{decomposition = @decomposition}} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}}"""
    check(text, [random((4,), "f32", 1), random((4,), "f32", 2)])


@pytest.mark.parametrize("largest", [True, False])
@pytest.mark.parametrize(
    "element, shape, k", [("f32", (3, 6), 2), ("i32", (7,), 4), ("bf16", (2, 2, 5), 5), ("f64", (4,), 1)]
)
def test_topk(element: str, shape, k: int, largest: bool) -> None:
    out = (*shape[:-1], k)
    values = random(shape, element)
    if element == "i32":  # ties keep index order
        values = values % 3
    text = f"""func.func @main(%a0: {ttype(shape, element)}) -> ({ttype(out, element)}, {ttype(out, "i32")}) {{
  %0:2 = mhlo.topk(%a0, k = {k}, largest = {"true" if largest else "false"}) : {ttype(shape, element)} -> ({ttype(out, element)}, {ttype(out, "i32")})
  func.return %0#0, %0#1 : {ttype(out, element)}, {ttype(out, "i32")}
}}"""
    check(text, [values])


@pytest.mark.parametrize("largest", [True, False])
@pytest.mark.parametrize(
    "shape, sizes", [((None, 6), (3, 6)), ((2, None), (2, 5)), ((None,), (4,)), ((None, 6), (0, 6))]
)
def test_topk_of_dynamic_shapes(shape, sizes, largest: bool) -> None:
    # chlo.top_k's legalization, reused: mhlo.dynamic_iota, a sort on run-time sizes, mhlo.real_dynamic_slice.
    k = 3
    out = (*shape[:-1], k)
    text = f"""func.func @main(%a0: {ttype(shape, "f32")}) -> ({ttype(out, "f32")}, {ttype(out, "i32")}) {{
  %0:2 = mhlo.topk(%a0, k = {k}, largest = {"true" if largest else "false"}) : {ttype(shape, "f32")} -> ({ttype(out, "f32")}, {ttype(out, "i32")})
  func.return %0#0, %0#1 : {ttype(out, "f32")}, {ttype(out, "i32")}
}}"""
    # Ties keep index order; rounding makes -0.0 and +0.0 (ordered -0 < +0).
    check(text, [np.round(random(sizes, "f32"))])


@pytest.mark.parametrize("largest", [True, False])
def test_topk_orders_floats_totally(largest: bool) -> None:
    """-NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN, as chlo.top_k: the reference and the lowering agree."""
    row = np.array([0.0, -0.0, np.nan, 1.0, -np.nan, -np.inf, np.inf, -0.0, 0.0, -1.0], np.float32)
    row[4] = -np.abs(row[4])
    text = f"""func.func @main(%a0: tensor<10xf32>) -> (tensor<10xf32>, tensor<10xi32>) {{
  %0:2 = mhlo.topk(%a0, k = 10, largest = {"true" if largest else "false"}) : tensor<10xf32> -> (tensor<10xf32>, tensor<10xi32>)
  func.return %0#0, %0#1 : tensor<10xf32>, tensor<10xi32>
}}"""
    _, indices = check(text, [row])
    ascending = [4, 5, 9, 1, 7, 0, 8, 3, 6, 2]
    expected = ascending if not largest else [2, 6, 3, 0, 8, 1, 7, 9, 5, 4]
    assert list(indices) == expected


ONE_REPLICA = "replica_groups = dense<0> : tensor<1x1xi64>"


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
@pytest.mark.parametrize("element", ["f32", "i32"])
def test_single_replica_collectives(dialect: str, element: str) -> None:
    t = ttype((2, 4), element)
    reducer = REDUCER.format(e=element, d=dialect)
    text = f"""func.func @main(%a0: {t}) -> ({t}, {t}, {t}, {t}, {t}, {t}, {t}) {{
  %0 = "{dialect}.all_reduce"(%a0) <{{{ONE_REPLICA}}}> {reducer} : ({t}) -> {t}
  %1 = "{dialect}.all_gather"(%0) <{{all_gather_dim = 1 : i64, {ONE_REPLICA}}}> : ({t}) -> {t}
  %2 = "{dialect}.reduce_scatter"(%1) <{{{ONE_REPLICA}, scatter_dimension = 1 : i64}}> {reducer} : ({t}) -> {t}
  %3 = "{dialect}.all_to_all"(%2) <{{concat_dimension = 0 : i64, {ONE_REPLICA}, split_count = 1 : i64, split_dimension = 1 : i64}}> : ({t}) -> {t}
  %4 = "{dialect}.collective_broadcast"(%3) <{{{ONE_REPLICA}}}> : ({t}) -> {t}
  %5 = "{dialect}.collective_permute"(%4) <{{source_target_pairs = dense<0> : tensor<1x2xi64>}}> : ({t}) -> {t}
  %6 = "{dialect}.collective_permute"(%4) <{{source_target_pairs = dense<> : tensor<0x2xi64>}}> : ({t}) -> {t}
  func.return %0, %1, %2, %3, %4, %5, %6 : {t}, {t}, {t}, {t}, {t}, {t}, {t}
}}"""
    results = check(text, [random((2, 4), element)])
    assert not results[-1].any()


def test_cross_replica_sum() -> None:
    text = program(
        ["tensor<4xf32>"],
        "tensor<4xf32>",
        f'"mhlo.cross-replica-sum"(%a0) <{{{ONE_REPLICA}}}> : (tensor<4xf32>) -> tensor<4xf32>',
    )
    check(text, [random((4,), "f32")])


@pytest.mark.parametrize(
    "op",
    [
        '"mhlo.cross-replica-sum"(%a0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}>',
        '"mhlo.collective_broadcast"(%a0) <{replica_groups = dense<1> : tensor<1x1xi64>}>',
        '"mhlo.collective_permute"(%a0) <{source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>}>',
        '"mhlo.all_gather"(%a0) <{all_gather_dim = 0 : i64, replica_groups = dense<> : tensor<0x0xi64>}>',
    ],
)
def test_collectives_of_several_replicas_stay(op: str) -> None:
    text = program(["tensor<4xf32>"], "tensor<4xf32>", f"{op} : (tensor<4xf32>) -> tensor<4xf32>")
    _, _, diagnostics = lower(text)
    name = op.split('"')[1]
    assert [d.message for d in diagnostics] == [f"failed to legalize operation '{name}'"]


@pytest.mark.parametrize("with_arguments", [True, False])
def test_fusion(with_arguments: bool) -> None:
    header = "^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):" if with_arguments else ""
    x, y = ("%x", "%y") if with_arguments else ("%a0", "%a1")
    text = f"""func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {{
  %0:2 = "mhlo.fusion"(%a0, %a1) <{{fusion_kind = #mhlo<fusion_kind kLoop>}}> ({{
  {header}
    %s = mhlo.multiply {x}, {y} : tensor<4xf32>
    %t = mhlo.subtract %s, {x} : tensor<4xf32>
    mhlo.return %s, %t : tensor<4xf32>, tensor<4xf32>
  }}) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  func.return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}}"""
    check(text, [random((4,), "f32", 1), random((4,), "f32", 2)])


def test_fusion_returning_its_arguments() -> None:
    # Its results are its operands, swapped here (they were the inlined block's arguments: invalid IR).
    text = """func.func @main(%a0: tensor<4xf32>, %a1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0:2 = "mhlo.fusion"(%a0, %a1) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    mhlo.return %y, %x : tensor<4xf32>, tensor<4xf32>
  }) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  func.return %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
}"""
    check(text, [random((4,), "f32", 1), random((4,), "f32", 2)])


@pytest.mark.parametrize("target", ["Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape"])
@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
def test_identity_custom_call(target: str, dialect: str) -> None:
    op = f"{dialect}.custom_call @{target}(%a0) : (tensor<2x3xi32>) -> tensor<2x3xi32>"
    check(program(["tensor<2x3xi32>"], "tensor<2x3xi32>", op), [random((2, 3), "i32")])


def test_other_custom_call_stays() -> None:
    text = program(["tensor<4xf32>"], "tensor<4xf32>", "mhlo.custom_call @foo(%a0) : (tensor<4xf32>) -> tensor<4xf32>")
    _, _, diagnostics = lower(text)
    assert [d.message for d in diagnostics] == ["failed to legalize operation 'mhlo.custom_call'"]


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
@pytest.mark.parametrize("padding", [[[1, 1], [0, 1]], [[0, 0], [2, 0]]])
def test_dynamic_conv_with_constant_padding(padding, dialect: str) -> None:
    conv = f"#{dialect}.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>"
    text = f"""func.func @main(%a0: tensor<2x4x5x2xf32>, %a1: tensor<3x2x2x3xf32>) -> tensor<2x?x?x3xf32> {{
  %pad = {dialect}.constant dense<{padding}> : tensor<2x2xi64>
  %0 = "{dialect}.dynamic_conv"(%a0, %a1, %pad) <{{batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = {conv}}}> : (tensor<2x4x5x2xf32>, tensor<3x2x2x3xf32>, tensor<2x2xi64>) -> tensor<2x?x?x3xf32>
  func.return %0 : tensor<2x?x?x3xf32>
}}"""
    check(text, [random((2, 4, 5, 2), "f32", 1), random((3, 2, 2, 3), "f32", 2)], rtol=1e-5)
