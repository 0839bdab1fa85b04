"""Entries that return tuples: compiled code returns the leaves, the API and ai-runner nest them again."""

from __future__ import annotations

import numpy as np

from aiopt.tools.ai_runner import main as runner_main
from aiopt.runtime.compiler import compile

NESTED = """
func.func @main(%a: tensor<2xf32>, %b: tensor<i32>) -> (tensor<2xf32>, tuple<tensor<2xf32>, tuple<tensor<i32>>>) {
  %n = mhlo.negate %a : tensor<2xf32>
  %i = mhlo.tuple %b : tuple<tensor<i32>>
  %t = mhlo.tuple %n, %i : tuple<tensor<2xf32>, tuple<tensor<i32>>>
  func.return %a, %t : tensor<2xf32>, tuple<tensor<2xf32>, tuple<tensor<i32>>>
}
"""

# A tuple that no mhlo.tuple builds directly: its elements are read with get_tuple_element.
UNPACKED = """
func.func @main(%a: tensor<3xf32>) -> tuple<tensor<3xf32>, tensor<3xf32>> {
  %e = mhlo.exponential %a : tensor<3xf32>
  %pair = mhlo.tuple %a, %e : tuple<tensor<3xf32>, tensor<3xf32>>
  %outer = mhlo.tuple %pair, %a : tuple<tuple<tensor<3xf32>, tensor<3xf32>>, tensor<3xf32>>
  %t = mhlo.get_tuple_element %outer[0]
      : (tuple<tuple<tensor<3xf32>, tensor<3xf32>>, tensor<3xf32>>) -> tuple<tensor<3xf32>, tensor<3xf32>>
  func.return %t : tuple<tensor<3xf32>, tensor<3xf32>>
}
"""


def test_compiled_entry_returns_nested_tuples():
    a, b = np.array([1.5, -2.0], np.float32), np.array(7, np.int32)
    first, (negated, (same,)) = compile(NESTED, cache=False)(a, b)
    np.testing.assert_array_equal(first, a)
    np.testing.assert_array_equal(negated, -a)
    assert same.dtype == np.int32 and int(same) == 7


def test_tuple_elements_are_read_with_get_tuple_element():
    a = np.array([0.0, 1.0, -1.0], np.float32)
    same, exp = compile(UNPACKED, cache=False)(a)
    np.testing.assert_array_equal(same, a)
    np.testing.assert_allclose(exp, np.exp(a), rtol=1e-6)


def test_ai_runner_writes_and_prints_tuple_elements(tmp_path, capsys):
    source = tmp_path / "nested.mlir"
    source.write_text(NESTED)
    inputs = tmp_path / "in.npz"
    np.savez(inputs, arg0=np.array([1.5, -2.0], np.float32), arg1=np.array(7, np.int32))
    for mode in ([], ["--interpret"]):
        outputs = tmp_path / f"out{len(mode)}.npz"
        assert runner_main([str(source), "--inputs", str(inputs), "--outputs", str(outputs), "--print", *mode]) == 0
        printed = capsys.readouterr().out
        assert "out1 = ([-1.5,  2. ] : float32[2], (7 : int32[]))" in printed, printed
        with np.load(outputs) as archive:
            assert sorted(archive.files) == ["out0", "out1_0", "out1_1_0"]
            np.testing.assert_array_equal(archive["out1_0"], [-1.5, 2.0])
            assert archive["out1_1_0"].dtype == np.int32 and int(archive["out1_1_0"]) == 7
