"""vector.shape_cast, transpose, extract/insert_strided_slice, step, interleave, deinterleave, contract and
outerproduct compile (`convert-vector-to-llvm`'s patterns in `convert-to-llvm`) and compute what the reference
interpreter computes, which is also checked against numpy."""

from __future__ import annotations

import math

import numpy as np
import pytest

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry

CONTEXT = default_registry().make_context()

_DTYPES = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "i32": np.int32, "i8": np.int8,
           "i64": np.int64, "index": np.int64}  # fmt: skip


def _vector(shape, element: str) -> str:
    return f"vector<{'x'.join(map(str, shape))}{'x' if shape else ''}{element}>"


def program(inputs: dict, body: str, outputs: dict) -> str:
    """A function of flat memrefs: each input `name: (shape, element)` loaded as one 1-D vector and shape_cast to
    `%name`, then `body`, then each output `%name` (a vector, or a scalar of shape None) stored flat."""
    lines, params, results, returns = ["  %c0 = arith.constant 0 : index"], [], [], []
    for name, (shape, element) in inputs.items():
        size = math.prod(shape)
        params.append(f"%m_{name}: memref<{size}x{element}>")
        flat = _vector([size], element)
        lines.append(f"  %flat_{name} = vector.load %m_{name}[%c0] : memref<{size}x{element}>, {flat}")
        lines.append(f"  %{name} = vector.shape_cast %flat_{name} : {flat} to {_vector(shape, element)}")
    lines.append(body)
    for name, (shape, element) in outputs.items():
        size = 1 if shape is None else math.prod(shape)
        memref = f"memref<{size}x{element}>"
        lines.append(f"  %out_{name} = memref.alloc() : {memref}")
        if shape is None:
            lines.append(f"  memref.store %{name}, %out_{name}[%c0] : {memref}")
        else:
            flat = _vector([size], element)
            lines.append(f"  %fo_{name} = vector.shape_cast %{name} : {_vector(shape, element)} to {flat}")
            lines.append(f"  vector.store %fo_{name}, %out_{name}[%c0] : {memref}, {flat}")
        results.append(memref)
        returns.append(f"%out_{name}")
    signature = f"func.func @main({', '.join(params)}) -> ({', '.join(results)}) {{"
    return "\n".join([signature, *lines, f"  return {', '.join(returns)} : {', '.join(results)}", "}", ""])


def _inputs(inputs: dict, seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    arrays = []
    for shape, element in inputs.values():
        dtype = _DTYPES[element]
        size = math.prod(shape)
        if np.issubdtype(dtype, np.floating):
            arrays.append((rng.standard_normal(size) * 4).astype(dtype))
        else:
            arrays.append(rng.integers(-100, 100, size).astype(dtype))
    return arrays


def both(inputs: dict, body: str, outputs: dict, seed: int = 0) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """The interpreter's results and the compiled code's, reshaped to the outputs' shapes, after checking that
    they are equal bit for bit."""
    text = program(inputs, body, outputs)
    arrays = _inputs(inputs, seed)
    module = parse_module(CONTEXT, text, "vector-shape.mlir")
    expected = [np.asarray(r) for r in run_function(module, "main", [a.copy() for a in arrays])]
    actual = [np.asarray(r) for r in compile(text, cache=False).call(*[a.copy() for a in arrays])]
    shapes = [() if shape is None else tuple(shape) for shape, _ in outputs.values()]
    for e, a in zip(expected, actual):
        np.testing.assert_array_equal(a.view(np.uint8), e.view(np.uint8))  # (bit for bit, NaNs included)
    inputs_shaped = [x.reshape(shape) for x, (shape, _) in zip(arrays, inputs.values())]
    return [e.reshape(s) for e, s in zip(expected, shapes)], inputs_shaped


@pytest.mark.parametrize("element", ["f32", "i32", "i8", "f64"])
def test_data_movement_ops(element):
    t = element
    a, b, c, z = _vector([2, 3, 4], t), _vector([12], t), _vector([2, 3], t), _vector([], t)
    body = f"""
  %s = vector.shape_cast %a : {a} to {_vector([4, 6], t)}
  %tr = vector.transpose %a, [2, 0, 1] : {a} to {_vector([4, 2, 3], t)}
  %ex = vector.extract_strided_slice %a {{offsets = [1, 1], sizes = [1, 2], strides = [1, 1]}}
    : {a} to {_vector([1, 2, 4], t)}
  %ex1 = vector.extract_strided_slice %b {{offsets = [3], sizes = [5], strides = [1]}} : {b} to {_vector([5], t)}
  %in = vector.insert_strided_slice %c, %a {{offsets = [1, 1, 1], strides = [1, 1]}} : {c} into {a}
  %in1 = vector.insert_strided_slice %ex1, %b {{offsets = [6], strides = [1]}} : {_vector([5], t)} into {b}
  %il = vector.interleave %c, %c2 : {c} -> {_vector([2, 6], t)}
  %e0 = vector.extract %c[0, 1] : {t} from {c}
  %z = vector.broadcast %e0 : {t} to {z}
  %il0 = vector.interleave %z, %z : {z} -> {_vector([2], t)}
  %ev, %od = vector.deinterleave %b : {b} -> {_vector([6], t)}
  %ev2, %od2 = vector.deinterleave %a : {a} -> {_vector([2, 3, 2], t)}
"""
    inputs = {"a": ([2, 3, 4], t), "b": ([12], t), "c": ([2, 3], t), "c2": ([2, 3], t)}
    outputs = {
        "s": ([4, 6], t), "tr": ([4, 2, 3], t), "ex": ([1, 2, 4], t), "in": ([2, 3, 4], t), "in1": ([12], t),
        "il": ([2, 6], t), "il0": ([2], t), "ev": ([6], t), "od": ([6], t), "ev2": ([2, 3, 2], t),
        "od2": ([2, 3, 2], t),
    }  # fmt: skip
    results, (a, b, c, c2) = both(inputs, body, outputs)
    s, tr, ex, ins, in1, il, il0, ev, od, ev2, od2 = results
    np.testing.assert_array_equal(s, a.reshape(4, 6))
    np.testing.assert_array_equal(tr, a.transpose(2, 0, 1))
    np.testing.assert_array_equal(ex, a[1:2, 1:3])
    expected = a.copy()
    expected[1, 1:3, 1:4] = c
    np.testing.assert_array_equal(ins, expected)
    expected = b.copy()
    expected[6:11] = b[3:8]
    np.testing.assert_array_equal(in1, expected)
    np.testing.assert_array_equal(il, np.stack([c, c2], -1).reshape(2, 6))
    np.testing.assert_array_equal(il0, [c[0, 1]] * 2)
    np.testing.assert_array_equal(ev, b[0::2])
    np.testing.assert_array_equal(od, b[1::2])
    np.testing.assert_array_equal(ev2, a[..., 0::2])
    np.testing.assert_array_equal(od2, a[..., 1::2])


def test_step():
    body = "  %st = vector.step : vector<5xindex>\n"
    (step,), _ = both({}, body, {"st": ([5], "index")})
    np.testing.assert_array_equal(step, np.arange(5))


_MATMUL = (
    "affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>",
    '["parallel", "parallel", "reduction"]',
)
_MATMUL_BT = (
    "affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>",
    '["parallel", "parallel", "reduction"]',
)
_MATMUL_CT = (
    "affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (j, i)>",
    '["parallel", "parallel", "reduction"]',
)
_BATCHED = (
    "affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, "
    "affine_map<(b, i, j, k) -> (b, i, j)>",
    '["parallel", "parallel", "parallel", "reduction"]',
)
_TWO_REDUCTIONS = (
    "affine_map<(i, k, l) -> (k, i, l)>, affine_map<(i, k, l) -> (l, k)>, affine_map<(i, k, l) -> (i)>",
    '["parallel", "reduction", "reduction"]',
)
_DOT = ("affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>", '["reduction"]')

CONTRACTIONS = {
    # name: (maps and iterators, lhs shape, rhs shape, acc shape or None for a scalar, numpy einsum)
    "matmul": (_MATMUL, [3, 5], [5, 4], [3, 4], "ik,kj->ij"),
    "matmul_bt": (_MATMUL_BT, [3, 5], [4, 5], [3, 4], "ik,jk->ij"),
    "matmul_ct": (_MATMUL_CT, [5, 3], [5, 4], [4, 3], "ki,kj->ji"),
    "batched": (_BATCHED, [2, 3, 4], [2, 4, 3], [2, 3, 3], "bik,bkj->bij"),
    "two_reductions": (_TWO_REDUCTIONS, [3, 4, 2], [2, 3], [4], "kil,lk->i"),
    "dot": (_DOT, [7], [7], None, "k,k->"),
}


def _contract_body(case: str, element: str, acc_element: str, kind: str) -> tuple[dict, str, dict]:
    (maps, iterators), lhs, rhs, acc, _ = CONTRACTIONS[case]
    acc_type = acc_element if acc is None else _vector(acc, acc_element)
    inputs = {"a": (lhs, element), "b": (rhs, element), "c": (acc or [1], acc_element)}
    body = ""
    acc_value = "%c"
    if acc is None:
        body += f"  %cs = vector.extract %c[0] : {acc_element} from {_vector([1], acc_element)}\n"
        acc_value = "%cs"
    body += (
        f"  %r = vector.contract {{indexing_maps = [{maps}], iterator_types = {iterators}, "
        f"kind = #vector.kind<{kind}>}} %a, %b, {acc_value} : {_vector(lhs, element)}, {_vector(rhs, element)} "
        f"into {acc_type}\n"
    )
    return inputs, body, {"r": (acc, acc_element)}


@pytest.mark.parametrize("case", list(CONTRACTIONS))
@pytest.mark.parametrize("element", ["f32", "i32"])
def test_contract_add_matches_numpy(case, element):
    inputs, body, outputs = _contract_body(case, element, element, "add")
    (result,), (a, b, c) = both(inputs, body, outputs, seed=len(case))
    einsum = CONTRACTIONS[case][4]
    expected = np.einsum(einsum, a.astype(np.float64), b.astype(np.float64)) + c.astype(np.float64).reshape(
        result.shape
    )
    np.testing.assert_allclose(result.astype(np.float64), expected, rtol=1e-5, atol=1e-4)


@pytest.mark.parametrize(
    "element, kind",
    [("f32", k) for k in ("mul", "maxnumf", "minnumf", "maximumf", "minimumf")]
    + [("i32", k) for k in ("mul", "maxsi", "minsi", "maxui", "minui", "and", "or", "xor")],
)
@pytest.mark.parametrize("case", ["matmul", "matmul_bt", "dot"])
def test_contract_kinds(case, element, kind):
    inputs, body, outputs = _contract_body(case, element, element, kind)
    both(inputs, body, outputs, seed=3)


@pytest.mark.parametrize("element, acc_element", [("i8", "i32"), ("f16", "f32"), ("i32", "i64")])
@pytest.mark.parametrize("case", ["matmul", "dot", "batched"])
def test_contract_extends_narrow_operands(case, element, acc_element):
    inputs, body, outputs = _contract_body(case, element, acc_element, "add")
    (result,), (a, b, c) = both(inputs, body, outputs, seed=5)
    expected = np.einsum(CONTRACTIONS[case][4], a.astype(np.float64), b.astype(np.float64))
    expected = expected + c.astype(np.float64).reshape(result.shape)
    np.testing.assert_allclose(result.astype(np.float64), expected, rtol=1e-5, atol=1e-3)


@pytest.mark.parametrize("element", ["f32", "i32", "f64"])
def test_outerproduct(element):
    t = element
    body = f"""
  %p = vector.outerproduct %x, %y : {_vector([3], t)}, {_vector([5], t)}
  %q = vector.outerproduct %x, %y, %acc : {_vector([3], t)}, {_vector([5], t)}
  %k = vector.extract %y[2] : {t} from {_vector([5], t)}
  %axpy = vector.outerproduct %x, %k, %x : {_vector([3], t)}, {t}
  %plain = vector.outerproduct %x, %k : {_vector([3], t)}, {t}
"""
    inputs = {"x": ([3], t), "y": ([5], t), "acc": ([3, 5], t)}
    outputs = {"p": ([3, 5], t), "q": ([3, 5], t), "axpy": ([3], t), "plain": ([3], t)}
    (p, q, axpy, plain), (x, y, acc) = both(inputs, body, outputs, seed=7)
    wide = np.float64 if t.startswith("f") else np.int64
    np.testing.assert_allclose(p.astype(wide), np.outer(x, y).astype(wide), rtol=1e-6)
    np.testing.assert_allclose(q.astype(wide), np.outer(x, y).astype(wide) + acc, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(axpy.astype(wide), x.astype(wide) * y[2] + x, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(plain.astype(wide), x.astype(wide) * y[2], rtol=1e-6)


@pytest.mark.parametrize("kind", ["mul", "maxnumf", "minimumf"])
def test_outerproduct_kinds(kind):
    body = f"""
  %q = vector.outerproduct %x, %y, %acc {{kind = #vector.kind<{kind}>}} : vector<4xf32>, vector<3xf32>
  %k = vector.extract %y[1] : f32 from vector<3xf32>
  %axpy = vector.outerproduct %x, %k, %x {{kind = #vector.kind<{kind}>}} : vector<4xf32>, f32
"""
    inputs = {"x": ([4], "f32"), "y": ([3], "f32"), "acc": ([4, 3], "f32")}
    both(inputs, body, {"q": ([4, 3], "f32"), "axpy": ([4], "f32")}, seed=11)
