"""convert-scf-parallel-to-cpu-runtime compiled and run: every iteration runs once, on random shapes."""

import numpy as np
import pytest

from aiopt.runtime.compiler import compile

TO_LLVM = "lower-affine,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
PARALLEL = f"convert-linalg-to-parallel-loops,convert-scf-parallel-to-cpu-runtime{{min-work=0}},{TO_LLVM}"

ELEMENTWISE = """
#id = affine_map<(i, j, k) -> (i, j, k)>
func.func @main(%a: memref<{shape}xf32>, %b: memref<{shape}xf32>) -> memref<{shape}xf32> {{
  %out = memref.alloc() : memref<{shape}xf32>
  %two = arith.constant 2.0 : f32
  linalg.generic {{indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]}}
      ins(%a, %b : memref<{shape}xf32>, memref<{shape}xf32>) outs(%out : memref<{shape}xf32>) {{
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %t = arith.addf %m, %two : f32
    linalg.yield %t : f32
  }}
  return %out : memref<{shape}xf32>
}}
"""

# A strided range that does not start at 0: iterations lb, lb + step, ... < ub add 1 in place.
STRIDED = """
func.func @main(%a: memref<{n}xi64>, %lb: index, %step: index) -> memref<{n}xi64> {{
  %c1 = arith.constant 1 : i64
  %n = arith.constant {n} : index
  scf.parallel (%i) = (%lb) to (%n) step (%step) {{
    %x = memref.load %a[%i] : memref<{n}xi64>
    %y = arith.addi %x, %c1 : i64
    memref.store %y, %a[%i] : memref<{n}xi64>
    scf.reduce
  }}
  %out = memref.alloc() : memref<{n}xi64>
  memref.copy %a, %out : memref<{n}xi64> to memref<{n}xi64>
  return %out : memref<{n}xi64>
}}
"""


@pytest.mark.parametrize("shape", [(1, 1, 1), (3, 5, 7), (131, 2, 9), (2, 64, 33)])
def test_elementwise_runs_every_iteration_once(shape):
    rng = np.random.default_rng(sum(shape))
    a, b = (rng.standard_normal(shape).astype(np.float32) for _ in range(2))
    function = compile(ELEMENTWISE.format(shape="x".join(map(str, shape))), pipeline=PARALLEL, cache=False)
    assert "@aiopt_parallel_for(" in function.llvm_ir
    np.testing.assert_allclose(function(a, b), a * b + 2, rtol=1e-6)


@pytest.mark.parametrize(("n", "lb", "step"), [(1, 0, 1), (100, 3, 1), (100, 5, 7), (1000, 999, 2), (10, 12, 1)])
def test_strided_ranges(n, lb, step):
    function = compile(STRIDED.format(n=n), pipeline=f"convert-scf-parallel-to-cpu-runtime{{min-work=0}},{TO_LLVM}", cache=False)
    expected = np.zeros(n, np.int64)
    expected[lb::step] += 1
    np.testing.assert_array_equal(function(np.zeros(n, np.int64), np.int64(lb), np.int64(step)), expected)


def test_parallel_and_sequential_pipelines_agree():
    shape = "17x9x4"
    rng = np.random.default_rng(7)
    a, b = (rng.standard_normal((17, 9, 4)).astype(np.float32) for _ in range(2))
    text = ELEMENTWISE.format(shape=shape)
    parallel = compile(text, pipeline=PARALLEL, cache=False)(a, b)
    sequential = compile(text, pipeline=f"convert-linalg-to-loops,{TO_LLVM}", cache=False)(a, b)
    np.testing.assert_array_equal(parallel, sequential)


def test_a_parallel_loop_inside_a_long_sequential_loop_keeps_one_stack_slot() -> None:
    """A reduce over the first dimension of a dynamic 300000 x 2 tensor: its reduction loop is outermost and
    each of its 300000 trips runs the parallel loop over the columns; the packed values' stack slot was allocated
    on every trip and the stack overflowed (SIGSEGV; difftest seed 20022, program 256)."""
    text = """
    func.func @main(%a: tensor<?x?xi32>) -> tensor<?xi32> {
      %zero = stablehlo.constant dense<0> : tensor<i32>
      %r = stablehlo.reduce(%a init: %zero) applies stablehlo.add across dimensions = [0]
        : (tensor<?x?xi32>, tensor<i32>) -> tensor<?xi32>
      func.return %r : tensor<?xi32>
    }
    """
    a = np.ones((300000, 2), np.int32)
    a[:, 1] = 3
    assert compile(text, cache=False)(a).tolist() == [300000, 900000]


# The body uses a view at a dynamic offset with a dynamic row stride (its descriptor travels to the threads).
DYNAMIC_LAYOUT = """
func.func @main(%a: memref<{rows}x{columns}xf32>, %first: index, %count: index, %step: index) -> memref<{rows}x{columns}xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant {columns} : index
  %one = arith.constant 1.0 : f32
  %view = memref.subview %a[%first, 0] [%count, {columns}] [%step, 1]
      : memref<{rows}x{columns}xf32> to memref<?x{columns}xf32, strided<[?, 1], offset: ?>>
  scf.parallel (%i, %j) = (%c0, %c0) to (%count, %cn) step (%c1, %c1) {{
    %x = memref.load %view[%i, %j] : memref<?x{columns}xf32, strided<[?, 1], offset: ?>>
    %y = arith.addf %x, %one : f32
    memref.store %y, %view[%i, %j] : memref<?x{columns}xf32, strided<[?, 1], offset: ?>>
    scf.reduce
  }}
  %out = memref.alloc() : memref<{rows}x{columns}xf32>
  memref.copy %a, %out : memref<{rows}x{columns}xf32> to memref<{rows}x{columns}xf32>
  return %out : memref<{rows}x{columns}xf32>
}}
"""


@pytest.mark.parametrize(("rows", "columns", "first", "count", "step"), [(10, 3, 2, 4, 2), (64, 17, 5, 20, 3), (7, 1, 6, 1, 1)])
def test_view_of_dynamic_offset_and_stride(rows, columns, first, count, step):
    pipeline = f"convert-scf-parallel-to-cpu-runtime{{min-work=0}},expand-strided-metadata,{TO_LLVM}"
    function = compile(DYNAMIC_LAYOUT.format(rows=rows, columns=columns), pipeline=pipeline, cache=False)
    assert "@aiopt_parallel_for(" in function.llvm_ir
    a = np.random.default_rng(rows).standard_normal((rows, columns)).astype(np.float32)
    expected = a.copy()
    expected[first : first + count * step : step] += 1
    result = function(a.copy(), np.int64(first), np.int64(count), np.int64(step))
    np.testing.assert_array_equal(result, expected)


# Two loops that do the same on other buffers share one outlined body; the f64 loop, the same but for its
# element type, has its own.
SAME_BODIES = """
func.func @main(%a: memref<{n}xf32>, %b: memref<{n}xf32>, %c: memref<{n}xf64>) -> (memref<{n}xf32>, memref<{n}xf32>, memref<{n}xf64>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant {n} : index
  scf.parallel (%i) = (%c0) to (%cn) step (%c1) {{
    %x = memref.load %a[%i] : memref<{n}xf32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %a[%i] : memref<{n}xf32>
    scf.reduce
  }}
  scf.parallel (%i) = (%c0) to (%cn) step (%c1) {{
    %x = memref.load %b[%i] : memref<{n}xf32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %b[%i] : memref<{n}xf32>
    scf.reduce
  }}
  scf.parallel (%i) = (%c0) to (%cn) step (%c1) {{
    %x = memref.load %c[%i] : memref<{n}xf64>
    %y = arith.mulf %x, %x : f64
    memref.store %y, %c[%i] : memref<{n}xf64>
    scf.reduce
  }}
  return %a, %b, %c : memref<{n}xf32>, memref<{n}xf32>, memref<{n}xf64>
}}
"""


@pytest.mark.parametrize("n", [1, 37, 1000])
def test_loops_sharing_a_body(n):
    function = compile(SAME_BODIES.format(n=n), pipeline=PARALLEL, cache=False)
    assert function.llvm_ir.count("define internal void @main_parallel_") == 2
    rng = np.random.default_rng(n)
    a, b = (rng.standard_normal(n).astype(np.float32) for _ in range(2))
    c = rng.standard_normal(n)
    results = function(a.copy(), b.copy(), c.copy())
    for result, operand in zip(results, (a, b, c)):
        np.testing.assert_array_equal(result, operand * operand)


# Rows of a trip count known only when the loop runs, each of known work (4 columns of 4 ops: 16): up to
# (65536 - 2) // 16 = 4095 rows run on the calling thread, more on the runtime's threads.
DYNAMIC_ROWS = """
func.func @main(%a: memref<?x4xi32>, %lb: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %rows = memref.dim %a, %c0 : memref<?x4xi32>
  scf.parallel (%i, %j) = (%lb, %c0) to (%rows, %c4) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<?x4xi32>
    %y = arith.muli %x, %x : i32
    memref.store %y, %a[%i, %j] : memref<?x4xi32>
    scf.reduce
  }
  return
}
"""


@pytest.mark.parametrize(("rows", "lb"), [(0, 0), (3, 5), (1, 0), (4095, 0), (4096, 0), (4097, 1), (20000, 17)])
def test_dynamic_trip_counts_below_min_work_run_the_body_directly(rows, lb):
    """At the default min-work, a loop of a run-time trip count calls its body on the calling thread below
    4096 rows and the runtime from there on: each way every iteration from lb runs once (none where lb > rows)."""
    function = compile(DYNAMIC_ROWS, pipeline=f"convert-scf-parallel-to-cpu-runtime,{TO_LLVM}", cache=False)
    assert "call void @main_parallel_0(" in function.llvm_ir and "@aiopt_parallel_for(" in function.llvm_ir
    a = np.random.default_rng(rows).integers(-1000, 1000, (rows, 4), dtype=np.int32)
    expected = a.copy()
    expected[lb:] *= expected[lb:]
    function(a, np.int64(lb))
    np.testing.assert_array_equal(a, expected)


# A static memref crosses as its pointers, one of a dynamic offset (a window of rows) with it: the body rebuilds
# both descriptors, views and loads through them.
WINDOW = """
func.func @main(%a: memref<16x8xf32>, %first: index) -> memref<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %window = memref.subview %a[%first, 0] [4, 8] [1, 1] : memref<16x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
  %out = memref.alloc() : memref<4x8xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
    %row = memref.subview %window[%i, 0] [1, 8] [1, 1] : memref<4x8xf32, strided<[8, 1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
    %x = memref.load %row[%j] : memref<8xf32, strided<[1], offset: ?>>
    %y = memref.load %a[%i, %j] : memref<16x8xf32>
    %s = arith.addf %x, %y : f32
    memref.store %s, %out[%i, %j] : memref<4x8xf32>
    scf.reduce
  }
  return %out : memref<4x8xf32>
}
"""


@pytest.mark.parametrize("first", [0, 5, 12])
def test_static_memrefs_cross_as_pointers(first):
    a = np.arange(128, dtype=np.float32).reshape(16, 8)
    pipeline = f"convert-scf-parallel-to-cpu-runtime{{min-work=0}},expand-strided-metadata,{TO_LLVM}"
    function = compile(WINDOW, pipeline=pipeline, cache=False)
    assert "@aiopt_parallel_for(" in function.llvm_ir
    np.testing.assert_array_equal(function(a, np.int64(first)), a[first : first + 4] + a[:4])
