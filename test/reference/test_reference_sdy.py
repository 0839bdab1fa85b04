"""Shardy (`sdy`) programs on one host: the interpreter (manual computations run SPMD, one process per device) and
compiled code (`sdy-legalize-to-stablehlo`) give the global arrays that numpy computes from the program's meaning.

Each program is small and its expected results are written with numpy: the
shards each device sees are slices of the operands, its collectives combine
the shards of its process group, and the results are put together along
the out_shardings' manual axes (the device at coordinate 0 of an axis that
splits no dimension gives the value).
"""

from __future__ import annotations

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

ALL_REDUCE = """"stablehlo.all_reduce"(%s) <{{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      replica_groups = dense<{groups}> : tensor<{shape}xi64>, use_global_device_ids}}> ({{
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %r = stablehlo.{op} %p, %q : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }})"""

PSUM_ALL_GATHER = """
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<4x4xf32>, tensor<8x4xf32>) {
  %c = sdy.sharding_constraint %a <@mesh, [{}, {"y"}]> : tensor<8x4xf32>
  %0:2 = sdy.manual_computation(%c) in_shardings=[<@mesh, [{"x"}, {"y"}]>]
      out_shardings=[<@mesh, [{}, {"y"}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%s: tensor<4x2xf32>) {
    %1 = ALL_REDUCE : (tensor<4x2xf32>) -> tensor<4x2xf32>
    %2 = "stablehlo.all_gather"(%s) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<4x2xf32>) -> tensor<4x4xf32>
    sdy.return %1, %2 : tensor<4x2xf32>, tensor<4x4xf32>
  } : (tensor<8x4xf32>) -> (tensor<4x4xf32>, tensor<8x4xf32>)
  return %0#0, %0#1 : tensor<4x4xf32>, tensor<8x4xf32>
}
""".replace("ALL_REDUCE", ALL_REDUCE.format(groups="[[0, 2], [1, 3]]", shape="2x2", op="add"))

PERMUTED_DEVICES = """
sdy.mesh @mesh = <["x"=2], device_ids=[1, 0]>
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<2xui32>) {
  %0:2 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>, <@mesh, [{"x"}]>]
      manual_axes={"x"} (%s: tensor<2xf32>) {
    %p = stablehlo.partition_id : tensor<ui32>
    %r = stablehlo.reshape %p : (tensor<ui32>) -> tensor<1xui32>
    %1 = "stablehlo.collective_permute"(%s) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>}> : (tensor<2xf32>) -> tensor<2xf32>
    sdy.return %1, %r : tensor<2xf32>, tensor<1xui32>
  } : (tensor<4xf32>) -> (tensor<4xf32>, tensor<2xui32>)
  return %0#0, %0#1 : tensor<4xf32>, tensor<2xui32>
}
"""

FREE_AXIS_LOOP = """
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%a: tensor<4x2xf32>) -> tensor<2x2xf32> {
  %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x", "y"}, {}]>] out_shardings=[<@mesh, [{}, {}]>]
      manual_axes={"x"} (%s: tensor<2x2xf32>) {
    %zero = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.while(%i = %zero, %acc = %s) : tensor<i32>, tensor<2x2xf32>
    cond {
      %three = stablehlo.constant dense<3> : tensor<i32>
      %c = stablehlo.compare LT, %i, %three, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %one : tensor<i32>
      %m = ALL_REDUCE : (tensor<2x2xf32>) -> tensor<2x2xf32>
      stablehlo.return %n, %m : tensor<i32>, tensor<2x2xf32>
    }
    sdy.return %1#1 : tensor<2x2xf32>
  } : (tensor<4x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
""".replace(
    "ALL_REDUCE", ALL_REDUCE.format(groups="[[0, 2], [1, 3]]", shape="2x2", op="maximum").replace("%s)", "%acc)")
)


SHARDY_COLLECTIVES = """
sdy.mesh @mesh = <["x"=2, "y"=2]>
func.func @main(%a: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> tensor<8x4xf32> {
  %0 = sdy.all_gather [{"x"}, {}] %a out_sharding=<@mesh, [{}, {"y"}]> : tensor<8x4xf32>
  %1 = stablehlo.exponential %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"y"}]>]>} : tensor<8x4xf32>
  %2 = sdy.all_to_all [{"y"}: 1->0] %1 out_sharding=<@mesh, [{"y"}, {}]> : tensor<8x4xf32>
  %3 = sdy.collective_permute %2 out_sharding=<@mesh, [{"x"}, {}]> : tensor<8x4xf32>
  %4 = sdy.all_slice [{}, {"y"}] %3 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<8x4xf32>
  %5 = sdy.all_reduce {} %4 out_sharding=<@mesh, [{"x"}, {"y"}]> : tensor<8x4xf32>
  %6 = sdy.all_gather [{"x"}, {"y"}] %5 out_sharding=<@mesh, [{}, {}]> : tensor<8x4xf32>
  %7 = sdy.reduce_scatter [{"y"}, {}] %6 out_sharding=<@mesh, [{"y"}, {}]> : tensor<8x4xf32>
  return %7 : tensor<8x4xf32>
}
"""


NAMED_COMPUTATION = """
sdy.mesh @mesh = <["x"=2]>
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.named_computation<"scale">(%a) (%x: tensor<4xf32>) {
    %c = sdy.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
    %m = stablehlo.multiply %x, %c : tensor<4xf32>
    sdy.return %m : tensor<4xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  %1 = sdy.propagation_barrier %0 allowed_direction=BACKWARD : tensor<4xf32>
  sdy.sharding_group %1 group_id=0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}
"""


def _named_computation(a):
    return [a * np.array([1, 2, 3, 4], np.float32)]


def _shardy_collectives(a):
    # Shardy's collectives lay the global tensor out anew: the program is exp.
    return [np.exp(a)]


def _psum_all_gather(a):
    return [a[:4] + a[4:], a]


def _permuted_devices(a):
    # Device 1 holds a[0:2] (x = 0) and device 0 holds a[2:4]; 1 sends to 0, 1 receives nothing (zeros).
    return [np.concatenate([np.zeros(2, np.float32), a[0:2]]), np.array([1, 0], np.uint32)]


def _free_axis_loop(a):
    # "y" is free: each device of "x" sees a 2x2 block; the max over x is taken three times (the same).
    return [np.maximum(a[:2], a[2:])]


CASES = {
    "named_computation": (NAMED_COMPUTATION, [np.array([4, 3, 2, 1], np.float32)], _named_computation),
    "shardy_collectives": (
        SHARDY_COLLECTIVES,
        [np.linspace(-1, 1, 32, dtype=np.float32).reshape(8, 4)],
        _shardy_collectives,
    ),
    "psum_all_gather": (PSUM_ALL_GATHER, [np.arange(32, dtype=np.float32).reshape(8, 4)], _psum_all_gather),
    "permuted_devices": (PERMUTED_DEVICES, [np.arange(4, dtype=np.float32) + 1], _permuted_devices),
    "free_axis_loop": (FREE_AXIS_LOOP, [np.array([[1, 7], [5, 2], [3, 4], [6, 0]], np.float32)], _free_axis_loop),
}


@pytest.mark.parametrize("name", sorted(CASES))
@pytest.mark.parametrize("how", ["interpreted", "compiled"])
def test_global_results(name: str, how: str) -> None:
    text, inputs, expected = CASES[name]
    if how == "interpreted":
        results = run_function(parse_module(CONTEXT, text, f"{name}.mlir"), "main", inputs)
    else:
        results = compile(text, "main", filename=f"{name}.mlir")(*inputs)
    results = results if isinstance(results, list | tuple) else [results]
    for got, want in zip(results, expected(*inputs), strict=True):
        np.testing.assert_allclose(np.asarray(got), want, rtol=1e-6)
