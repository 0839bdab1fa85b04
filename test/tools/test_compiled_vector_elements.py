"""vector.from_elements, to_elements and constant_mask compile (`convert-vector-to-llvm`'s patterns in
`convert-to-llvm`) and compute what the reference interpreter computes, which is also checked against numpy."""

from __future__ import annotations

import numpy as np
import pytest
from test_compiled_vector_shape import _vector, both


@pytest.mark.parametrize("element", ["f32", "i8", "f64", "i64"])
def test_from_and_to_elements(element):
    t = element
    body = f"""
  %e:6 = vector.to_elements %a : {_vector([2, 3], t)}
  %f = vector.from_elements %e#5, %e#0, %e#4, %e#1, %e#3, %e#2 : {_vector([3, 2], t)}
  %g = vector.from_elements %e#2, %e#2, %e#1, %e#0 : {_vector([4], t)}
  %z = vector.from_elements %e#4 : {_vector([], t)}
  %y = vector.to_elements %z : {_vector([], t)}
  %h:4 = vector.to_elements %b : {_vector([4], t)}
  %s = vector.from_elements %h#3, %y : {_vector([2], t)}
"""
    inputs = {"a": ([2, 3], t), "b": ([4], t)}
    outputs = {"f": ([3, 2], t), "g": ([4], t), "s": ([2], t), "y": (None, t)}
    (f, g, s, y), (a, b) = both(inputs, body, outputs)
    flat = a.reshape(-1)
    np.testing.assert_array_equal(f, flat[[5, 0, 4, 1, 3, 2]].reshape(3, 2))
    np.testing.assert_array_equal(g, flat[[2, 2, 1, 0]])
    np.testing.assert_array_equal(s, [b[3], flat[4]])
    np.testing.assert_array_equal(y, flat[4])


@pytest.mark.parametrize(
    ("sizes", "shape"), [([1, 2], [2, 3]), ([2, 3], [2, 3]), ([0, 0], [2, 3]), ([3], [4]), ([2, 1, 3], [2, 2, 4])]
)
def test_constant_mask(sizes, shape):
    mask = _vector(shape, "i1")
    body = f"""
  %m = vector.constant_mask {sizes} : {mask}
  %r = arith.select %m, %a, %b : {mask}, {_vector(shape, "f32")}
"""
    inputs = {"a": (shape, "f32"), "b": (shape, "f32")}
    (r,), (a, b) = both(inputs, body, {"r": (shape, "f32")})
    lanes = np.zeros(shape, bool)
    lanes[tuple(slice(0, n) for n in sizes)] = True
    np.testing.assert_array_equal(r, np.where(lanes, a, b))


def test_constant_mask_0d():
    body = """
  %m = vector.constant_mask [1] : vector<i1>
  %n = vector.constant_mask [0] : vector<i1>
  %r = arith.select %m, %a, %b : vector<i1>, vector<f32>
  %q = arith.select %n, %a, %b : vector<i1>, vector<f32>
"""
    inputs = {"a": ([], "f32"), "b": ([], "f32")}
    (r, q), (a, b) = both(inputs, body, {"r": ([], "f32"), "q": ([], "f32")})
    np.testing.assert_array_equal(r, a)
    np.testing.assert_array_equal(q, b)
