"""The reference semantics of reductions and indexing ops, checked against numpy and scalar loops.

The loops (`naive_*`) spell out the StableHLO spec's index formulas one
element at a time, independently of the vectorized reference code.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hlo_testing import interpret, tensor_type
from xdsl.dialects import func
from xdsl.dialects.builtin import FunctionType, ModuleOp, TensorType, f32, i64
from xdsl.ir import Block, Region

from aiopt.dialects import mhlo as M
from aiopt.dialects import stablehlo as S
from aiopt.dialects.hlo.reduction_support import binary_reducer
from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.verifier import verify_operation

RNG = np.random.default_rng(0)


def body(op: str, element: str, args: tuple[str, str] = ("%a", "%b")) -> str:
    """A reducer region `^bb0(%a, %b): return op(args)` on tensor<element>."""
    t = f"tensor<{element}>"
    return f"""({{
      ^bb0(%a: {t}, %b: {t}):
        %r = stablehlo.{op} {args[0]}, {args[1]} : {t}
        stablehlo.return %r : {t}
      }})"""


def run_reduce(x: np.ndarray, init, element: str, dims: list[int], op: str, args=("%a", "%b")):
    t = tensor_type(x, element)
    r = tensor_type(np.empty([size for d, size in enumerate(x.shape) if d not in dims]), element)
    text = f"""func.func @main(%x: {t}, %init: tensor<{element}>) -> {r} {{
      %0 = "stablehlo.reduce"(%x, %init) <{{dimensions = array<i64: {", ".join(map(str, dims))}>}}> {body(op, element, args)}
        : ({t}, tensor<{element}>) -> {r}
      func.return %0 : {r}
    }}"""
    return interpret(text, [x, np.asarray(init, dtype=x.dtype)])[0]


# ---------------------------------------------------------------------------
# reduce


@pytest.mark.parametrize(
    "op, init, expected",
    [
        ("add", 1.5, lambda x, axis: 1.5 + x.sum(axis=axis)),
        ("multiply", 2.0, lambda x, axis: 2.0 * x.prod(axis=axis)),
        ("maximum", -np.inf, lambda x, axis: x.max(axis=axis)),
        ("minimum", np.inf, lambda x, axis: x.min(axis=axis)),
    ],
)
@pytest.mark.parametrize("dims", [[0], [1], [0, 2], [0, 1, 2]])
def test_reduce_float(op, init, expected, dims):
    x = RNG.uniform(0.5, 1.5, size=(2, 3, 4)).astype(np.float32)
    result = run_reduce(x, init, "f32", dims, op)
    np.testing.assert_allclose(result, expected(x.astype(np.float64), tuple(dims)), rtol=1e-5)


def test_reduce_integer_wraps_and_bitwise():
    x = np.array([[2147483647, 1, 5], [-8, 3, 12]], dtype=np.int32)
    assert run_reduce(x, 0, "i32", [1], "add").tolist() == [-2147483643, 7]
    assert run_reduce(x, -1, "i32", [1], "and").tolist() == [1 & 5 & 2147483647, -8 & 3 & 12]
    assert run_reduce(x, 0, "i32", [0], "or").tolist() == [2147483647 | -8, 3, 13]
    assert run_reduce(x, 0, "i32", [0], "xor").tolist() == [2147483647 ^ -8, 2, 9]


def test_reduce_booleans():
    x = np.array([[True, False, False], [False, False, False]])
    assert run_reduce(x, False, "i1", [1], "add").tolist() == [True, False]  # any
    assert run_reduce(x, True, "i1", [1], "multiply").tolist() == [False, False]  # all
    assert run_reduce(x, False, "i1", [0], "or").tolist() == [True, False, False]


def test_reduce_propagates_nan():
    x = np.array([[1.0, np.nan, 3.0], [1.0, 2.0, 3.0]], dtype=np.float32)
    result = run_reduce(x, -np.inf, "f32", [1], "maximum")
    assert np.isnan(result[0]) and result[1] == 3.0


def test_reduce_max_min_order_signed_zeros():
    """IEEE-754 maximum/minimum in reductions too: -0 < +0, whichever comes first."""
    x = np.array([[-0.0, 0.0], [0.0, -0.0], [-0.0, -0.0], [0.0, 0.0]], dtype=np.float32)
    assert np.signbit(run_reduce(x, -0.0, "f32", [1], "maximum")).tolist() == [False, False, True, False]
    assert np.signbit(run_reduce(x, 0.0, "f32", [1], "minimum")).tolist() == [True, True, True, False]
    assert np.signbit(run_reduce(x, -np.inf, "f32", [1], "maximum")).tolist() == [False, False, True, False]


def test_reduce_of_narrow_integers_wraps_at_their_width():
    x = np.array([[7, 7, 1], [-8, -1, 1]], dtype=np.int8)
    assert run_reduce(x, 0, "i4", [1], "add").tolist() == [-1, -8]
    assert run_reduce(x, 1, "i4", [1], "multiply").tolist() == [1, -8]


def test_reduce_of_empty_dimension_is_init():
    x = np.zeros((3, 0), dtype=np.float32)
    assert run_reduce(x, 7.0, "f32", [1], "maximum").tolist() == [7.0, 7.0, 7.0]
    assert run_reduce(x, 7.0, "f32", [1], "subtract").tolist() == [7.0, 7.0, 7.0]


def test_reduce_general_body_folds_in_order():
    # subtract is neither commutative nor a fast-path op: acc = ((init - x0) - x1) - ...
    x = np.array([[1.0, 2.0, 4.0], [8.0, 16.0, 32.0]], dtype=np.float32)
    assert run_reduce(x, 100.0, "f32", [1], "subtract").tolist() == [93.0, 44.0]
    # With swapped arguments the body computes x - acc at each step.
    assert run_reduce(x, 0.0, "f32", [1], "subtract", ("%b", "%a")).tolist() == [4 - (2 - 1), 32 - (16 - 8)]


@pytest.mark.parametrize("op", ["add", "maximum", "multiply"])
def test_reduce_fast_and_general_paths_agree(op):
    # An explicit compare/select or a no-op convert keeps the body off the fast path.
    x = RNG.integers(-5, 6, size=(3, 5)).astype(np.int32)
    general = f"""func.func @main(%x: tensor<3x5xi32>, %init: tensor<i32>) -> tensor<3xi32> {{
      %0 = stablehlo.reduce(%x init: %init) across dimensions = [1] : (tensor<3x5xi32>, tensor<i32>) -> tensor<3xi32>
       reducer(%a: tensor<i32>, %b: tensor<i32>)  {{
        %c = stablehlo.convert %b : tensor<i32>
        %r = stablehlo.{op} %a, %c : tensor<i32>
        stablehlo.return %r : tensor<i32>
      }}
      func.return %0 : tensor<3xi32>
    }}"""
    init = {"add": 0, "maximum": -(2**31), "multiply": 1}[op]
    expected = run_reduce(x, init, "i32", [1], op)
    assert interpret(general, [x, np.int32(init)])[0].tolist() == expected.tolist()


def test_argmax_with_two_operand_reduce():
    values = np.array([[1.0, 5.0, 5.0, 2.0], [-1.0, -3.0, -0.5, -0.5], [7.0, 1.0, 2.0, 3.0]], dtype=np.float32)
    indices = np.broadcast_to(np.arange(4, dtype=np.int32), values.shape).copy()
    text = """func.func @main(%v: tensor<3x4xf32>, %i: tensor<3x4xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
      %v0 = stablehlo.constant dense<-1.0e30> : tensor<f32>
      %i0 = stablehlo.constant dense<-1> : tensor<i32>
      %0:2 = stablehlo.reduce(%v init: %v0), (%i init: %i0) across dimensions = [1] : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
       reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>)  {
        %gt = stablehlo.compare  GT, %b, %a,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %m = stablehlo.select %gt, %b, %a : tensor<i1>, tensor<f32>
        %mi = stablehlo.select %gt, %bi, %ai : tensor<i1>, tensor<i32>
        stablehlo.return %m, %mi : tensor<f32>, tensor<i32>
      }
      func.return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
    }"""
    maxima, argmax = interpret(text, [values, indices])
    assert maxima.tolist() == values.max(axis=1).tolist()
    assert argmax.tolist() == np.argmax(values, axis=1).tolist()  # first of equal maxima


def test_reduce_promotes_bf16_to_f32_accumulator():
    # 256 + 1 + 1 is 256 in bf16 steps but 258 in an f32 accumulator.
    x = np.array([256.0, 1.0, 1.0], dtype=np.float32)
    text = """func.func @main(%x: tensor<3xbf16>) -> tensor<f32> {
      %zero = stablehlo.constant dense<0.0> : tensor<bf16>
      %0 = stablehlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<3xbf16>, tensor<bf16>) -> tensor<f32>
       reducer(%a: tensor<f32>, %b: tensor<f32>)  {
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }
      func.return %0 : tensor<f32>
    }"""
    assert interpret(text, [x])[0] == 258.0
    assert run_reduce(x, 0.0, "bf16", [0], "add") == 256.0


# ---------------------------------------------------------------------------
# reduce_window


def naive_reduce_window(x, init, fn, dims, strides, base_dilations, window_dilations, padding):
    """The spec's reduce_window, one window at a time, on an explicitly padded and dilated input."""
    rank = x.ndim
    dilated_shape = [(s - 1) * d + 1 if s else 0 for s, d in zip(x.shape, base_dilations)]
    padded_shape = [n + lo + hi for n, (lo, hi) in zip(dilated_shape, padding)]

    def value(position):  # position in the padded, dilated input
        source = []
        for p, (lo, _), d, s in zip(position, padding, base_dilations, x.shape):
            q = p - lo
            if q < 0 or q % d or q // d >= s:
                return init
            source.append(q // d)
        return x[tuple(source)]

    out_shape = [
        max(0, (padded_shape[i] - ((dims[i] - 1) * window_dilations[i] + 1)) // strides[i] + 1) for i in range(rank)
    ]
    out = np.empty(out_shape, dtype=x.dtype)
    for index in itertools.product(*map(range, out_shape)):
        acc = init
        for offset in itertools.product(*map(range, dims)):
            acc = fn(acc, value([index[i] * strides[i] + offset[i] * window_dilations[i] for i in range(rank)]))
        out[index] = acc
    return out


def run_reduce_window(x, init, op, dims, strides=None, base=None, window=None, padding=None):
    rank = x.ndim
    strides, base, window = strides or [1] * rank, base or [1] * rank, window or [1] * rank
    padding = padding or [(0, 0)] * rank
    expected = naive_reduce_window(
        x,
        init,
        {"add": np.add, "maximum": np.maximum, "subtract": np.subtract}[op],
        dims,
        strides,
        base,
        window,
        padding,
    )
    t, r = tensor_type(x, "f32"), tensor_type(expected, "f32")
    props = ", ".join(
        [
            f"base_dilations = array<i64: {', '.join(map(str, base))}>",
            f"padding = dense<{[list(p) for p in padding]}> : tensor<{rank}x2xi64>",
            f"window_dilations = array<i64: {', '.join(map(str, window))}>",
            f"window_dimensions = array<i64: {', '.join(map(str, dims))}>",
            f"window_strides = array<i64: {', '.join(map(str, strides))}>",
        ]
    )
    text = f"""func.func @main(%x: {t}, %init: tensor<f32>) -> {r} {{
      %0 = "stablehlo.reduce_window"(%x, %init) <{{{props}}}> {body(op, "f32")} : ({t}, tensor<f32>) -> {r}
      func.return %0 : {r}
    }}"""
    return interpret(text, [x, np.float32(init)])[0], expected


@pytest.mark.parametrize(
    "op, init, dims, strides, base, window, padding",
    [
        ("add", 0.0, [2, 2], [1, 1], None, None, None),
        ("maximum", -np.inf, [3, 3], [2, 2], None, None, [(1, 1), (1, 1)]),
        ("add", 0.0, [2, 1], [4, 1], [2, 1], [3, 1], [(2, 1), (0, 0)]),
        ("add", 10.0, [2, 2], [1, 2], [2, 3], [1, 2], [(0, 3), (1, 0)]),
        ("maximum", -np.inf, [2, 2], [1, 1], None, None, [(-1, 0), (0, -2)]),
        ("subtract", 0.0, [3, 2], [2, 1], None, [2, 1], [(1, 2), (0, 1)]),
    ],
)
def test_reduce_window(op, init, dims, strides, base, window, padding):
    x = RNG.uniform(-4, 4, size=(5, 6)).astype(np.float32)
    result, expected = run_reduce_window(x, init, op, dims, strides, base, window, padding)
    np.testing.assert_allclose(result, expected, rtol=1e-6)


def test_reduce_window_spec_example():
    x = np.array([[1, 2], [3, 4], [5, 6]], dtype=np.float32)
    result, _ = run_reduce_window(x, 0.0, "add", [2, 1], [4, 1], [2, 1], [3, 1], [(2, 1), (0, 0)])
    assert result.tolist() == [[0, 0], [3, 4]]


def test_reduce_window_rank0():
    # No dimension, one window: the init combined with the one element (numpy refused the empty padding).
    text = f"""func.func @main(%x: tensor<f32>, %init: tensor<f32>) -> tensor<f32> {{
      %0 = "stablehlo.reduce_window"(%x, %init) <{{window_dimensions = array<i64>,
          padding = dense<> : tensor<0x2xi64>}}> {body("add", "f32")} : (tensor<f32>, tensor<f32>) -> tensor<f32>
      func.return %0 : tensor<f32>
    }}"""
    (result,) = interpret(text, [np.array(2.5, np.float32), np.array(1.0, np.float32)])
    assert result == np.float32(3.5)


def test_lmhlo_reduce_window_rank0():
    text = """func.func @main(%in: memref<f32>, %init: memref<f32>, %out: memref<f32>) {
      "lmhlo.reduce_window"(%in, %init, %out) ({
      ^bb0(%a: memref<f32>, %b: memref<f32>, %c: memref<f32>):
        "lmhlo.add"(%a, %b, %c) : (memref<f32>, memref<f32>, memref<f32>) -> ()
        "lmhlo.terminator"() : () -> ()
      }) {window_dimensions = dense<> : tensor<0xi64>} : (memref<f32>, memref<f32>, memref<f32>) -> ()
      func.return
    }"""
    out = np.array(0, np.float32)
    interpret(text, [np.array(2.5, np.float32), np.array(1.0, np.float32), out])
    assert out == np.float32(3.5)


# ---------------------------------------------------------------------------
# select_and_scatter


def naive_select_and_scatter(operand, source, init, dims, strides, padding):
    """Max-pool gradient: each source value goes to the first maximum of its window (padding never wins)."""
    result = np.full(operand.shape, init, dtype=operand.dtype)
    for src in itertools.product(*map(range, source.shape)):
        best = None
        for offset in itertools.product(*map(range, dims)):
            index = tuple(s * st + o - lo for s, st, o, (lo, _) in zip(src, strides, offset, padding))
            if all(0 <= i < n for i, n in zip(index, operand.shape)) and (
                best is None or operand[index] > operand[best]
            ):
                best = index
        if best is not None:
            result[best] += source[src]
    return result


@pytest.mark.parametrize(
    "shape, dims, strides, padding",
    [
        ((4, 2), [2, 1], [2, 1], [(0, 0), (0, 0)]),
        ((5, 5), [3, 3], [1, 1], [(0, 0), (0, 0)]),  # overlapping windows accumulate
        ((4, 5), [2, 3], [2, 2], [(1, 1), (1, 1)]),
    ],
)
def test_select_and_scatter_is_max_pool_gradient(shape, dims, strides, padding):
    operand = RNG.permutation(np.prod(shape)).reshape(shape).astype(np.float32)
    padded = [n + lo + hi for n, (lo, hi) in zip(shape, padding)]
    source_shape = tuple((p - d) // s + 1 for p, d, s in zip(padded, dims, strides))
    source = RNG.uniform(1, 2, size=source_shape).astype(np.float32)
    t, st = tensor_type(operand, "f32"), tensor_type(source, "f32")
    text = f"""func.func @main(%x: {t}, %src: {st}) -> {t} {{
      %zero = stablehlo.constant dense<0.0> : tensor<f32>
      %0 = "stablehlo.select_and_scatter"(%x, %src, %zero) <{{
          padding = dense<{[list(p) for p in padding]}> : tensor<2x2xi64>,
          window_dimensions = array<i64: {dims[0]}, {dims[1]}>, window_strides = array<i64: {strides[0]}, {strides[1]}>}}> ({{
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %ge = stablehlo.compare  GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %ge : tensor<i1>
      }}, {{
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }}) : ({t}, {st}, tensor<f32>) -> {t}
      func.return %0 : {t}
    }}"""
    result = interpret(text, [operand, source])[0]
    np.testing.assert_allclose(
        result, naive_select_and_scatter(operand, source, 0.0, dims, strides, padding), rtol=1e-6
    )


# ---------------------------------------------------------------------------
# sort and map


def run_sort(inputs, elements, comparator: str, dimension: int, stable: bool = True):
    types = [tensor_type(x, e) for x, e in zip(inputs, elements)]
    args = ", ".join(f"%in{i}: {t}" for i, t in enumerate(types))
    block_args = ", ".join(f"%l{i}: tensor<{e}>, %r{i}: tensor<{e}>" for i, e in enumerate(elements))
    text = f"""func.func @main({args}) -> ({", ".join(types)}) {{
      %0:{len(inputs)} = "stablehlo.sort"({", ".join(f"%in{i}" for i in range(len(inputs)))}) <{{dimension = {dimension} : i64, is_stable = {str(stable).lower()}}}> ({{
      ^bb0({block_args}):
        {comparator}
      }}) : ({", ".join(types)}) -> ({", ".join(types)})
      func.return {", ".join(f"%0#{i}" for i in range(len(inputs)))} : {", ".join(types)}
    }}"""
    return interpret(text, inputs)


LESS_F32 = """%p = stablehlo.compare  LT, %l0, %r0 : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>"""
GREATER_F32 = LESS_F32.replace("LT", "GT")


@pytest.mark.parametrize("dimension", [0, 1, -1])
def test_sort_single_operand(dimension):
    x = RNG.uniform(-10, 10, size=(4, 5)).astype(np.float32)
    (ascending,) = run_sort([x], ["f32"], LESS_F32, dimension)
    np.testing.assert_array_equal(ascending, np.sort(x, axis=dimension))
    (descending,) = run_sort([x], ["f32"], GREATER_F32, dimension)
    np.testing.assert_array_equal(descending, -np.sort(-x, axis=dimension))


def test_sort_keys_and_values_stably():
    keys = np.array([[3, 1, 2, 1, 3, 2, 1]], dtype=np.int32)
    values = np.arange(7, dtype=np.float32).reshape(1, 7)
    comparator = """%p = stablehlo.compare  LT, %l0, %r0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>"""
    sorted_keys, sorted_values = run_sort([keys, values], ["i32", "f32"], comparator, 1)
    order = np.argsort(keys, axis=1, kind="stable")
    assert sorted_keys.tolist() == np.take_along_axis(keys, order, 1).tolist()
    assert sorted_values.tolist() == np.take_along_axis(values, order, 1).tolist()


def test_sort_by_second_operand():
    keys = np.array([10, 20, 30, 40], dtype=np.int32)
    priority = np.array([2.0, -1.0, 5.0, 0.0], dtype=np.float32)
    comparator = """%p = stablehlo.compare  GT, %l1, %r1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>"""
    sorted_keys, sorted_priority = run_sort([keys, priority], ["i32", "f32"], comparator, 0)
    assert sorted_keys.tolist() == [30, 10, 40, 20]
    assert sorted_priority.tolist() == [5.0, 2.0, 0.0, -1.0]


def test_map_runs_the_computation_per_element():
    a = RNG.uniform(-2, 2, size=(2, 3)).astype(np.float32)
    b = RNG.uniform(-2, 2, size=(2, 3)).astype(np.float32)
    text = """func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
      %0 = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%x: tensor<f32>, %y: tensor<f32>):
        %p = stablehlo.multiply %x, %y : tensor<f32>
        %m = stablehlo.maximum %p, %x : tensor<f32>
        stablehlo.return %m : tensor<f32>
      }) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      func.return %0 : tensor<2x3xf32>
    }"""
    np.testing.assert_allclose(interpret(text, [a, b])[0], np.maximum(a * b, a), rtol=1e-6)


def test_map_to_another_element_type():
    x = np.array([1.5, -2.0, 0.0], dtype=np.float32)
    text = """func.func @main(%x: tensor<3xf32>) -> tensor<3xi1> {
      %0 = "stablehlo.map"(%x) <{dimensions = array<i64: 0>}> ({
      ^bb0(%v: tensor<f32>):
        %z = stablehlo.constant dense<0.0> : tensor<f32>
        %p = stablehlo.compare  GT, %v, %z : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      }) : (tensor<3xf32>) -> tensor<3xi1>
      func.return %0 : tensor<3xi1>
    }"""
    assert interpret(text, [x])[0].tolist() == [True, False, False]


# ---------------------------------------------------------------------------
# gather and scatter


def dims_attr(kind: str, **fields) -> str:
    parts = [f"{name} = [{', '.join(map(str, value))}]" for name, value in fields.items() if name != "index_vector_dim"]
    return f"#stablehlo.{kind}<{', '.join(parts)}, index_vector_dim = {fields['index_vector_dim']}>"


def naive_gather(
    operand,
    indices,
    result_shape,
    slice_sizes,
    offset_dims,
    collapsed_slice_dims,
    start_index_map,
    index_vector_dim,
    operand_batching_dims=(),
    start_indices_batching_dims=(),
):
    """The spec's gather, one result element at a time."""
    result = np.empty(result_shape, dtype=operand.dtype)
    batch_dims = [d for d in range(len(result_shape)) if d not in offset_dims]
    for result_index in itertools.product(*map(range, result_shape)):
        batch_index = [result_index[d] for d in batch_dims]
        if index_vector_dim < indices.ndim:
            start_index = [
                indices[tuple(batch_index[:index_vector_dim] + [k] + batch_index[index_vector_dim:])]
                for k in range(indices.shape[index_vector_dim])
            ]
        else:
            start_index = [indices[tuple(batch_index)]]
        full_start = [0] * operand.ndim
        for d_start, d_operand in enumerate(start_index_map):
            full_start[d_operand] = min(
                max(int(start_index[d_start]), 0), operand.shape[d_operand] - slice_sizes[d_operand]
            )
        full_batching = [0] * operand.ndim
        for d_operand, d_start in zip(operand_batching_dims, start_indices_batching_dims):
            full_batching[d_operand] = batch_index[d_start - (0 if d_start < index_vector_dim else 1)]
        offset_index = iter(result_index[d] for d in offset_dims)
        full_offset = [
            0 if d in collapsed_slice_dims or d in operand_batching_dims else next(offset_index)
            for d in range(operand.ndim)
        ]
        result[result_index] = operand[tuple(s + b + o for s, b, o in zip(full_start, full_batching, full_offset))]
    return result


def run_gather(operand, indices, result_shape, slice_sizes, **dimension_numbers):
    t, it = tensor_type(operand, "i32"), tensor_type(indices, "i64")
    r = "tensor<" + "".join(f"{d}x" for d in result_shape) + "i32>"
    text = f"""func.func @main(%x: {t}, %idx: {it}) -> {r} {{
      %0 = "stablehlo.gather"(%x, %idx) <{{dimension_numbers = {dims_attr("gather", **dimension_numbers)},
          slice_sizes = array<i64: {", ".join(map(str, slice_sizes))}>}}> : ({t}, {it}) -> {r}
      func.return %0 : {r}
    }}"""
    result = interpret(text, [operand, indices])[0]
    expected = naive_gather(operand, indices, result_shape, slice_sizes, **dimension_numbers)
    return result, expected


SPEC_OPERAND = np.arange(1, 49, dtype=np.int32).reshape(2, 3, 4, 2)
SPEC_INDICES = np.array(
    [[[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]], [[[0, 0], [2, 1], [2, 2]], [[1, 2], [0, 1], [1, 0]]]],
    dtype=np.int64,
)
SPEC_GATHER_DIMS = dict(
    offset_dims=[3, 4],
    collapsed_slice_dims=[1],
    operand_batching_dims=[0],
    start_indices_batching_dims=[1],
    start_index_map=[2, 1],
    index_vector_dim=3,
)


def test_gather_spec_example_with_batching_dims():
    result, expected = run_gather(SPEC_OPERAND, SPEC_INDICES, (2, 2, 3, 2, 2), [1, 1, 2, 2], **SPEC_GATHER_DIMS)
    np.testing.assert_array_equal(result, expected)
    assert result[0, 0].tolist() == [[[1, 2], [3, 4]], [[3, 4], [5, 6]], [[13, 14], [15, 16]]]
    assert result[0, 1].tolist() == [[[33, 34], [35, 36]], [[35, 36], [37, 38]], [[41, 42], [43, 44]]]  # [0, 9] clamps


def test_gather_rows_is_take():
    table = RNG.integers(0, 100, size=(10, 4)).astype(np.int32)
    rows = np.array([[3], [0], [9], [3], [12], [-2]], dtype=np.int64)  # out of range clamps to the edge
    result, expected = run_gather(
        table, rows, (6, 4), [1, 4], offset_dims=[1], collapsed_slice_dims=[0], start_index_map=[0], index_vector_dim=1
    )
    np.testing.assert_array_equal(result, expected)
    np.testing.assert_array_equal(result, table[np.clip(rows[:, 0], 0, 9)])


def test_gather_index_vector_dim_past_last_dimension():
    table = RNG.integers(0, 100, size=(5, 3)).astype(np.int32)
    columns = np.array([[2, 0], [1, 1]], dtype=np.int64)
    result, expected = run_gather(
        table,
        columns,
        (2, 2, 5),
        [5, 1],
        offset_dims=[2],
        collapsed_slice_dims=[1],
        start_index_map=[1],
        index_vector_dim=2,
    )
    np.testing.assert_array_equal(result, expected)
    np.testing.assert_array_equal(result, np.moveaxis(table[:, columns], 0, -1))


def test_gather_2d_windows():
    x = RNG.integers(0, 100, size=(6, 7)).astype(np.int32)
    starts = np.array([[1, 2], [4, 5], [0, 6]], dtype=np.int64)
    result, expected = run_gather(
        x,
        starts,
        (3, 2, 3),
        [2, 3],
        offset_dims=[1, 2],
        collapsed_slice_dims=[],
        start_index_map=[0, 1],
        index_vector_dim=1,
    )
    np.testing.assert_array_equal(result, expected)
    assert result[1].tolist() == x[4:6, 4:7].tolist()  # column 5 clamps to 4


def test_dynamic_gather_uses_the_slice_size_operand():
    table = RNG.integers(0, 100, size=(10, 4)).astype(np.int32)
    rows = np.array([[3], [9]], dtype=np.int64)
    text = """func.func @main(%x: tensor<10x4xi32>, %idx: tensor<2x1xi64>, %sizes: tensor<2xi64>) -> tensor<2x2xi32> {
      %0 = "stablehlo.dynamic_gather"(%x, %idx, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1],
          collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<10x4xi32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x2xi32>
      func.return %0 : tensor<2x2xi32>
    }"""
    result = interpret(text, [table, rows, np.array([1, 2], dtype=np.int64)])[0]
    assert result.tolist() == [table[3, :2].tolist(), table[9, :2].tolist()]


def naive_scatter(
    operand,
    indices,
    updates,
    fn,
    update_window_dims,
    inserted_window_dims,
    input_batching_dims,
    scatter_indices_batching_dims,
    scatter_dims_to_operand_dims,
    index_vector_dim,
):
    """The spec's scatter, one update element at a time; a window that does not fit is skipped (as XLA)."""
    result = operand.copy()
    scatter_dims = [d for d in range(updates.ndim) if d not in update_window_dims]
    window_operand_dims = [d for d in range(operand.ndim) if d not in inserted_window_dims + input_batching_dims]
    window_sizes = [1] * operand.ndim
    for update_dim, operand_dim in zip(update_window_dims, window_operand_dims):
        window_sizes[operand_dim] = updates.shape[update_dim]
    for update_index in itertools.product(*map(range, updates.shape)):
        scatter_index = [update_index[d] for d in scatter_dims]
        if index_vector_dim < indices.ndim:
            start_index = [
                indices[tuple(scatter_index[:index_vector_dim] + [k] + scatter_index[index_vector_dim:])]
                for k in range(indices.shape[index_vector_dim])
            ]
        else:
            start_index = [indices[tuple(scatter_index)]]
        origin = [0] * operand.ndim
        for d_start, d_operand in enumerate(scatter_dims_to_operand_dims):
            origin[d_operand] = int(start_index[d_start])
        for d_operand, d_start in zip(input_batching_dims, scatter_indices_batching_dims):
            origin[d_operand] = scatter_index[d_start - (0 if d_start < index_vector_dim else 1)]
        if any(o < 0 or o + w > n for o, w, n in zip(origin, window_sizes, operand.shape)):
            continue
        window_index = iter(update_index[d] for d in update_window_dims)
        target = tuple(o + (0 if d not in window_operand_dims else next(window_index)) for d, o in enumerate(origin))
        result[target] = fn(result[target], updates[update_index])
    return result


def run_scatter(operand, indices, updates, body_text, element="i32", **dimension_numbers):
    t, it, ut = tensor_type(operand, element), tensor_type(indices, "i64"), tensor_type(updates, element)
    text = f"""func.func @main(%x: {t}, %idx: {it}, %upd: {ut}) -> {t} {{
      %0 = "stablehlo.scatter"(%x, %idx, %upd) <{{scatter_dimension_numbers = {dims_attr("scatter", **dimension_numbers)}}}> ({{
      ^bb0(%a: tensor<{element}>, %b: tensor<{element}>):
        {body_text}
      }}) : ({t}, {it}, {ut}) -> {t}
      func.return %0 : {t}
    }}"""
    return interpret(text, [operand, indices, updates])[0]


ADD_I32 = """%s = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>"""
REPLACE_I32 = "stablehlo.return %b : tensor<i32>"
SUBTRACT_I32 = """%s = stablehlo.subtract %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>"""
ROW_DIMS = dict(
    update_window_dims=[1],
    inserted_window_dims=[0],
    input_batching_dims=[],
    scatter_indices_batching_dims=[],
    scatter_dims_to_operand_dims=[0],
    index_vector_dim=1,
)


def test_scatter_add_accumulates_duplicates():
    x = np.zeros((5, 3), dtype=np.int32)
    rows = np.array([[1], [3], [1], [4]], dtype=np.int64)
    updates = RNG.integers(1, 10, size=(4, 3)).astype(np.int32)
    expected = x.copy()
    np.add.at(expected, rows[:, 0], updates)
    np.testing.assert_array_equal(run_scatter(x, rows, updates, ADD_I32, **ROW_DIMS), expected)


def test_scatter_max_min_order_signed_zeros():
    """The ufunc fast path of scatter keeps IEEE-754's -0 < +0, with repeated indices and empty updates."""
    x = np.array([[-0.0], [0.0], [-0.0], [5.0]], dtype=np.float32)
    rows = np.array([[0], [1], [0], [2]], dtype=np.int64)
    updates = np.array([[-0.0], [-0.0], [0.0], [-0.0]], dtype=np.float32)
    body = """%m = stablehlo.{op} %a, %b : tensor<f32>
        stablehlo.return %m : tensor<f32>"""
    maximum = run_scatter(x, rows, updates, body.format(op="maximum"), "f32", **ROW_DIMS)
    assert maximum.ravel().tolist() == [0.0, 0.0, 0.0, 5.0]
    assert np.signbit(maximum.ravel()).tolist() == [False, False, True, False]
    minimum = run_scatter(x, rows, updates, body.format(op="minimum"), "f32", **ROW_DIMS)
    assert np.signbit(minimum.ravel()).tolist() == [True, True, True, False]
    empty = np.zeros((4, 0), dtype=np.float32)
    result = run_scatter(empty, rows[:1], np.zeros((1, 0), np.float32), body.format(op="maximum"), "f32", **ROW_DIMS)
    assert result.shape == (4, 0)


def test_scatter_general_body_applies_updates_in_order():
    x = np.full((4, 2), 100, dtype=np.int32)
    rows = np.array([[2], [0], [2]], dtype=np.int64)
    updates = np.array([[1, 2], [3, 4], [5, 6]], dtype=np.int32)
    replaced = run_scatter(x, rows, updates, REPLACE_I32, **ROW_DIMS)
    assert replaced.tolist() == [[3, 4], [100, 100], [5, 6], [100, 100]]  # the last update of row 2 wins
    subtracted = run_scatter(x, rows, updates, SUBTRACT_I32, **ROW_DIMS)
    np.testing.assert_array_equal(subtracted, naive_scatter(x, rows, updates, np.subtract, **ROW_DIMS))


def test_scatter_skips_windows_out_of_bounds():
    x = np.zeros((4, 6), dtype=np.int32)
    starts = np.array([[0, 0], [3, 1], [2, 5], [-1, 0], [2, 4]], dtype=np.int64)
    updates = np.ones((5, 2, 2), dtype=np.int32)
    dims = dict(
        update_window_dims=[1, 2],
        inserted_window_dims=[],
        input_batching_dims=[],
        scatter_indices_batching_dims=[],
        scatter_dims_to_operand_dims=[0, 1],
        index_vector_dim=1,
    )
    result = run_scatter(x, starts, updates, ADD_I32, **dims)
    np.testing.assert_array_equal(result, naive_scatter(x, starts, updates, np.add, **dims))
    assert result.sum() == 8  # only the windows at (0, 0) and (2, 4) fit


def test_scatter_spec_example_with_batching_dims():
    updates = np.ones((2, 2, 3, 2, 2), dtype=np.int32)
    dims = dict(
        update_window_dims=[3, 4],
        inserted_window_dims=[1],
        input_batching_dims=[0],
        scatter_indices_batching_dims=[1],
        scatter_dims_to_operand_dims=[2, 1],
        index_vector_dim=3,
    )
    result = run_scatter(SPEC_OPERAND, SPEC_INDICES, updates, ADD_I32, **dims)
    np.testing.assert_array_equal(result, naive_scatter(SPEC_OPERAND, SPEC_INDICES, updates, np.add, **dims))
    assert result.sum() - SPEC_OPERAND.sum() == 4 * 11  # 11 of the 12 windows fit; [0, 9] does not


def test_scatter_two_inputs_together():
    x = np.zeros(4, dtype=np.float32)
    counts = np.zeros(4, dtype=np.int32)
    idx = np.array([[1], [1], [3]], dtype=np.int64)
    values = np.array([0.5, 0.25, 2.0], dtype=np.float32)
    ones = np.ones(3, dtype=np.int32)
    text = """func.func @main(%x: tensor<4xf32>, %n: tensor<4xi32>, %idx: tensor<3x1xi64>, %v: tensor<3xf32>, %one: tensor<3xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
      %0:2 = "stablehlo.scatter"(%x, %n, %idx, %v, %one) <{scatter_dimension_numbers = #stablehlo.scatter<
          inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
      ^bb0(%a: tensor<f32>, %c: tensor<i32>, %b: tensor<f32>, %d: tensor<i32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        %t = stablehlo.add %c, %d : tensor<i32>
        stablehlo.return %s, %t : tensor<f32>, tensor<i32>
      }) : (tensor<4xf32>, tensor<4xi32>, tensor<3x1xi64>, tensor<3xf32>, tensor<3xi32>) -> (tensor<4xf32>, tensor<4xi32>)
      func.return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
    }"""
    sums, seen = interpret(text, [x, counts, idx, values, ones])
    assert sums.tolist() == [0.0, 0.75, 0.0, 2.0]
    assert seen.tolist() == [0, 2, 0, 1]


# ---------------------------------------------------------------------------
# torch_index_select and topk


def test_torch_index_select_is_take():
    x = RNG.integers(0, 100, size=(5, 4, 3)).astype(np.int32)
    idx = np.array([[4, 0], [2, 2]], dtype=np.int32)
    text = """func.func @main(%x: tensor<5x4x3xi32>, %idx: tensor<2x2xi32>) -> tensor<5x2x2x3xi32> {
      %0 = "stablehlo.torch_index_select"(%x, %idx) <{batch_dims = 0 : i64, dim = 1 : i64}> : (tensor<5x4x3xi32>, tensor<2x2xi32>) -> tensor<5x2x2x3xi32>
      func.return %0 : tensor<5x2x2x3xi32>
    }"""
    np.testing.assert_array_equal(interpret(text, [x, np.minimum(idx, 3)])[0], np.take(x, np.minimum(idx, 3), axis=1))


def test_torch_index_select_with_batch_dims():
    x = RNG.integers(0, 100, size=(2, 5, 3)).astype(np.int32)
    idx = np.array([[4, 0, 1], [2, 2, 3]], dtype=np.int32)
    text = """func.func @main(%x: tensor<2x5x3xi32>, %idx: tensor<2x3xi32>) -> tensor<2x3x3xi32> {
      %0 = "stablehlo.torch_index_select"(%x, %idx) <{batch_dims = -1 : i64, dim = 1 : i64}> : (tensor<2x5x3xi32>, tensor<2x3xi32>) -> tensor<2x3x3xi32>
      func.return %0 : tensor<2x3x3xi32>
    }"""
    expected = np.stack([x[b][idx[b]] for b in range(2)])
    np.testing.assert_array_equal(interpret(text, [x, idx])[0], expected)


@pytest.mark.parametrize("largest", [True, False])
def test_topk_keeps_equal_elements_in_order(largest):
    x = np.array([[1.0, 3.0, 3.0, 2.0, -1.0], [0.0, 0.0, 0.0, 5.0, 0.0]], dtype=np.float32)
    text = f"""func.func @main(%x: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {{
      %v, %i = mhlo.topk(%x, k = 3, largest = {str(largest).lower()}) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)
      func.return %v, %i : tensor<2x3xf32>, tensor<2x3xi32>
    }}"""
    values, indices = interpret(text, [x])
    for row, (v, i) in enumerate(zip(values, indices)):
        # Python's sort is stable: equal keys keep their index order.
        order = sorted(range(5), key=lambda j: -x[row, j] if largest else x[row, j])[:3]
        assert i.tolist() == order
        assert v.tolist() == x[row, order].tolist()


# ---------------------------------------------------------------------------
# Builders infer the result types


def run_built(arg_types, build, inputs):
    """Build `@main(args)` whose body `build(block)` fills and returns values of; verify and run it."""
    block = Block(arg_types=arg_types)
    results = build(block)
    block.add_op(func.ReturnOp(*results))
    function = func.FuncOp("main", FunctionType.from_lists(arg_types, [r.type for r in results]), Region(block))
    module = ModuleOp([function])
    verify_operation(module)
    return run_function(module, "main", inputs)


def _append(op, block):
    """Add `op` to `block`; its results."""
    block.add_op(op)
    return op.results


def test_built_reduce_reduce_window_and_sort():
    x = RNG.uniform(-1, 1, size=(3, 4)).astype(np.float32)

    def build(block):
        values, zero = block.args
        total = _append(S.ReduceOp([values], [zero], [1], binary_reducer(S.AddOp, S.ReturnOp, f32)), block)
        pooled = _append(
            S.ReduceWindowOp([values], [zero], [2, 2], binary_reducer(S.MaxOp, S.ReturnOp, f32), window_strides=[1, 2]),
            block,
        )
        less = Block(arg_types=[TensorType(f32, [])] * 2)
        compare = S.CompareOp(less.args[0], less.args[1], "LT")
        less.add_ops([compare, S.ReturnOp([compare.result])])
        ordered = _append(S.SortOp([values], Region(less), dimension=0), block)
        return [*total, *pooled, *ordered]

    total, pooled, ordered = run_built([TensorType(f32, [3, 4]), TensorType(f32, [])], build, [x, np.float32(0)])
    np.testing.assert_allclose(total, x.sum(axis=1), rtol=1e-6)
    assert pooled.shape == (2, 2)
    # The init value (0) takes part in every window, as the spec says: a window of negatives gives 0.
    windows = [np.zeros((2, 2), np.float32), x[:2, ::2], x[:2, 1::2], x[1:, ::2], x[1:, 1::2]]
    np.testing.assert_array_equal(pooled, np.maximum.reduce(windows))
    np.testing.assert_array_equal(ordered, np.sort(x, axis=0))


def test_built_gather_scatter_and_topk():
    table = RNG.uniform(size=(6, 3)).astype(np.float32)
    rows = np.array([[4], [1]], dtype=np.int64)

    def build(block):
        values, indices = block.args
        gathered = _append(
            S.GatherOp(
                values,
                indices,
                S.ATTRS.struct(
                    "gather", offset_dims=[1], collapsed_slice_dims=[0], start_index_map=[0], index_vector_dim=1
                ),
                [1, 3],
            ),
            block,
        )
        scattered = _append(
            S.ScatterOp(
                [values],
                indices,
                gathered,
                S.ATTRS.struct(
                    "scatter",
                    update_window_dims=[1],
                    inserted_window_dims=[0],
                    scatter_dims_to_operand_dims=[0],
                    index_vector_dim=1,
                ),
                binary_reducer(S.AddOp, S.ReturnOp, f32),
            ),
            block,
        )
        best = _append(M.TopKOp(values, 2), block)
        return [*gathered, *scattered, *best]

    gathered, scattered, best, best_indices = run_built(
        [TensorType(f32, [6, 3]), TensorType(i64, [2, 1])], build, [table, rows]
    )
    np.testing.assert_array_equal(gathered, table[[4, 1]])
    expected = table.copy()
    expected[[4, 1]] *= 2
    np.testing.assert_allclose(scattered, expected)
    np.testing.assert_array_equal(best_indices, np.argsort(-table, axis=1, kind="stable")[:, :2])
    np.testing.assert_array_equal(best, np.take_along_axis(table, best_indices, axis=1))


# ---------------------------------------------------------------------------
# Dynamic shapes


def test_dynamic_shapes_take_their_sizes_from_the_values():
    x = RNG.uniform(size=(3, 4)).astype(np.float32)
    rows = np.array([[2], [0]], dtype=np.int64)
    text = """func.func @main(%x: tensor<?x4xf32>, %idx: tensor<?x1xi64>, %sizes: tensor<2xi64>)
        -> (tensor<?xf32>, tensor<?x?xf32>, tensor<?x4xf32>) {
      %zero = stablehlo.constant dense<0.0> : tensor<f32>
      %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
      %1 = "stablehlo.dynamic_gather"(%x, %idx, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1],
          collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<?x4xf32>, tensor<?x1xi64>, tensor<2xi64>) -> tensor<?x?xf32>
      %i = stablehlo.constant dense<[1, 1, 0]> : tensor<3xi32>
      %2 = "stablehlo.torch_index_select"(%x, %i) <{batch_dims = 0 : i64, dim = 0 : i64}> : (tensor<?x4xf32>, tensor<3xi32>) -> tensor<?x4xf32>
      func.return %0, %1, %2 : tensor<?xf32>, tensor<?x?xf32>, tensor<?x4xf32>
    }"""
    sums, gathered, selected = interpret(text, [x, rows, np.array([1, 3], dtype=np.int64)])
    np.testing.assert_allclose(sums, x.sum(axis=1), rtol=1e-6)
    np.testing.assert_array_equal(gathered, x[[2, 0], :3])
    np.testing.assert_array_equal(selected, x[[1, 1, 0]])


def test_dynamic_gather_with_too_large_slice_is_an_error_at_the_op():
    text = """func.func @main(%x: tensor<3x4xf32>, %idx: tensor<2x1xi64>, %sizes: tensor<2xi64>) -> tensor<2x?xf32> {
      %0 = "stablehlo.dynamic_gather"(%x, %idx, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1],
          collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<3x4xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<2x?xf32>
      func.return %0 : tensor<2x?xf32>
    }"""
    inputs = [np.zeros((3, 4), np.float32), np.zeros((2, 1), np.int64), np.array([1, 5], dtype=np.int64)]
    message = r"'stablehlo.dynamic_gather' op slice size 1 is larger than dimension 1 of operand #0"
    with pytest.raises(DiagnosticError, match=message):
        interpret(text, inputs)


@pytest.mark.parametrize("op", ["reduce", "reduce_window"])
def test_reducers_with_tensor_accumulators_are_reported(op):
    """reduce and reduce_window verify with accumulators of a rank above 0 (as upstream); the interpreter says
    it does not compute them instead of folding the wrong shapes."""
    attrs = (
        "{dimensions = dense<[0]> : tensor<1xi64>}"
        if op == "reduce"
        else "{window_dimensions = dense<[1, 6]> : tensor<2xi64>}"
    )
    result = "tensor<6xf32>" if op == "reduce" else "tensor<2x1xf32>"
    text = f"""func.func @main(%x: tensor<2x6xf32>, %init: tensor<6xf32>) -> {result} {{
      %0 = "mhlo.{op}"(%x, %init) ({{
      ^bb0(%a: tensor<6xf32>, %b: tensor<6xf32>):
        "mhlo.return"(%a) : (tensor<6xf32>) -> ()
      }}) {attrs} : (tensor<2x6xf32>, tensor<6xf32>) -> {result}
      func.return %0 : {result}
    }}"""
    with pytest.raises(DiagnosticError, match=f"mhlo.{op} with accumulators of a rank above 0 is not supported"):
        interpret(text, [np.zeros((2, 6), np.float32), np.zeros(6, np.float32)])
