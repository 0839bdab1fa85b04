"""convert-mhlo-to-linalg keeps what reductions, dots, convolutions, windows and batch norms compute.

Each program runs in the reference interpreter before lowering (HLO
semantics) and after (the linalg/tensor/arith semantics of the lowered
program, printed and parsed again), on random inputs; `check` from
test_mhlo_to_linalg compares them, within a tolerance by element type where
the two sum in different orders or precisions. Several are also checked
against numpy formulas, and some lit cases compiled for the CPU.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hlo_testing import tensor_type
from test_mhlo_to_linalg import DTYPES, check, lower, values

from aiopt.reference.interpreter import run_function
from aiopt.runtime.compiler import compile
from aiopt.runtime.runtime_errors import RuntimeCheckError
from aiopt.tools.upstream import find_upstream_tool

MODELS = Path(__file__).resolve().parents[2] / "examples" / "models"
TOLERANCE = {"f16": 2e-2, "bf16": 5e-2, "f32": 1e-4, "f64": 1e-10}
"""Relative (and absolute) tolerances of float sums by element type; integers compare exactly."""
NP_FLOAT = {"f32": np.float32, "f64": np.float64}


def lowered_op_names(text: str, **options) -> list[str]:
    _, lowered, diagnostics = lower(text, **options)
    assert not diagnostics, [d.message for d in diagnostics]
    return [op.name for op in lowered.walk()]


def function(args: list[tuple[np.ndarray, str]], results: list[str], body: str) -> str:
    """`@main(%a0, %a1, ...) -> results` with `body` (which returns `%r`, or `%r#0, %r#1, ...`)."""
    params = ", ".join(f"%a{i}: {tensor_type(x, e)}" for i, (x, e) in enumerate(args))
    names = "%r" if len(results) == 1 else ", ".join(f"%r#{i}" for i in range(len(results)))
    return f"""func.func @main({params}) -> ({", ".join(results)}) {{
      {body}
      func.return {names} : {", ".join(results)}
    }}"""


def shape_type(shape, element: str) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"


# ---------------------------------------------------------------------------
# reduce


def reduce_text(x: np.ndarray, element: str, dims: list[int], body: str, dialect: str = "mhlo") -> str:
    """`@main(%a0, %a1)` reducing `x` from init %a1 over `dims` with `body`, which defines `%s` from `%x, %y`."""
    result = shape_type([s for d, s in enumerate(x.shape) if d not in dims], element)
    scalar = f"tensor<{element}>"
    listed = ", ".join(map(str, dims))
    dimensions = f"dense<[{listed}]> : tensor<{len(dims)}xi64>" if dialect == "mhlo" else f"array<i64: {listed}>"
    return function(
        [(x, element), (np.zeros((), x.dtype), element)],
        [result],
        f"""%r = "{dialect}.reduce"(%a0, %a1) <{{dimensions = {dimensions}}}> ({{
        ^bb0(%x: {scalar}, %y: {scalar}):
          {body.format(scalar=scalar, dialect=dialect)}
          "{dialect}.return"(%s) : ({scalar}) -> ()
        }}) : ({tensor_type(x, element)}, {scalar}) -> {result}""",
    )


@pytest.mark.parametrize("dims", [[1], [0, 2], [0, 1, 2]])
@pytest.mark.parametrize(
    ("op", "element"),
    [("add", "f32"), ("maximum", "f64"), ("minimum", "i32"), ("multiply", "i8"), ("or", "i1"), ("add", "f16")],
)
@pytest.mark.parametrize("primitive", [False, True])
def test_reduce_single_op_body(op: str, element: str, dims: list[int], primitive: bool) -> None:
    # A generic with reduction loops, as mlir-hlo's; linalg.reduce with enable-primitive-ops.
    x = values((2, 3, 4), element, 1, edges=element not in ("f32", "f16"))
    text = reduce_text(x, element, dims, f"%s = {{dialect}}.{op} %x, %y : {{scalar}}")
    names = lowered_op_names(text, enable_primitive_ops=primitive)
    assert ("linalg.reduce" in names) == primitive and ("linalg.generic" in names) != primitive
    rtol = TOLERANCE.get(element) if op == "add" else None
    check(text, [x, values((), element, 2)], rtol=rtol, enable_primitive_ops=primitive)


@pytest.mark.parametrize("dims", [[2, 0], [0], [1, 2]])
def test_reduce_folds_in_the_order_of_dimensions(dims: list[int]) -> None:
    # The generic's reduction loops are the reduced dimensions in the order `dimensions` lists them, the order
    # the interpreter folds elements in one by one for a body that is no single commutative op (a subtract):
    # the results agree bit for bit.
    x = values((3, 4, 5), "f32", 7, edges=False)
    text = reduce_text(x, "f32", dims, "%s = {dialect}.subtract %x, %y : {scalar}")
    check(text, [x, values((), "f32", 8, edges=False)])


@pytest.mark.parametrize("dims", [[1], [0, 1, 2]])
@pytest.mark.parametrize(
    ("op", "element"),
    [("add", "ui32"), ("maximum", "ui8"), ("minimum", "ui32"), ("add", "complex<f32>"), ("multiply", "complex<f64>")],
)
@pytest.mark.parametrize("primitive", [False, True])
def test_reduce_unsigned_and_complex(op: str, element: str, dims: list[int], primitive: bool) -> None:
    # Unsigned elements reduce on signless ones with the unsigned ops (maxui); complex ones with complex.add.
    x = values((2, 3, 4), element, 21)
    text = reduce_text(x, element, dims, f"%s = {{dialect}}.{op} %x, %y : {{scalar}}")
    assert ("linalg.reduce" in lowered_op_names(text, enable_primitive_ops=primitive)) == primitive
    rtol = 1e-5 if element.startswith("complex") else None
    check(text, [x, values((), element, 22)], rtol=rtol, enable_primitive_ops=primitive)


def test_reduce_unsigned_generic_body() -> None:
    # An unsigned compare in the body: 0x80000000 is above 1 (a signed compare would say below).
    x = np.array([[1, 0x80000000, 7], [0xFFFFFFFF, 2, 3]], np.uint32)
    body = """%gt = {dialect}.compare GT, %x, %y : ({scalar}, {scalar}) -> tensor<i1>
          %s = {dialect}.select %gt, %x, %y : tensor<i1>, {scalar}"""
    (result,) = check(reduce_text(x, "ui32", [1], body), [x, np.uint32(0)])
    np.testing.assert_array_equal(result, [0x80000000, 0xFFFFFFFF])


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
def test_reduce_non_commutative_body_is_a_generic(dialect: str) -> None:
    x = values((3, 5), "f32", 3, edges=False)
    text = reduce_text(x, "f32", [1], "%s = {dialect}.subtract %x, %y : {scalar}", dialect)
    names = lowered_op_names(text)
    assert "linalg.generic" in names and "linalg.reduce" not in names
    check(text, [x, np.float32(0.5)])


def test_reduce_body_with_constant_and_compare() -> None:
    # Counts the elements above 0.5, as a sum of selected ones: several ops, a constant, a compare.
    x = values((4, 6), "f32", 4)
    body = """%half = {dialect}.constant dense<5.000000e-01> : {scalar}
          %one = {dialect}.constant dense<1.000000e+00> : {scalar}
          %gt = {dialect}.compare GT, %y, %half : ({scalar}, {scalar}) -> tensor<i1>
          %inc = {dialect}.add %x, %one : {scalar}
          %s = {dialect}.select %gt, %inc, %x : tensor<i1>, {scalar}"""
    check(reduce_text(x, "f32", [0], body), [x, np.float32(0)])


ARGMAX = """
func.func @main(%v: tensor<4x6x{e}>, %i: tensor<4x6xi32>) -> (tensor<{out}{e}>, tensor<{out}i32>) {{
  %c0 = mhlo.constant dense<{lowest}> : tensor<{e}>
  %c1 = mhlo.constant dense<0> : tensor<i32>
  %0:2 = mhlo.reduce(%v init: %c0), (%i init: %c1) across dimensions = [{dims}] : (tensor<4x6x{e}>, tensor<4x6xi32>, tensor<{e}>, tensor<i32>) -> (tensor<{out}{e}>, tensor<{out}i32>)
   reducer(%a: tensor<{e}>, %c: tensor<{e}>) (%b: tensor<i32>, %d: tensor<i32>)  {{
    %1 = mhlo.compare GE, %a, %c : (tensor<{e}>, tensor<{e}>) -> tensor<i1>
    %2 = mhlo.select %1, %a, %c : tensor<i1>, tensor<{e}>
    %3 = mhlo.select %1, %b, %d : tensor<i1>, tensor<i32>
    mhlo.return %2, %3 : tensor<{e}>, tensor<i32>
  }}
  return %0#0, %0#1 : tensor<{out}{e}>, tensor<{out}i32>
}}"""


@pytest.mark.parametrize(("dims", "out"), [("1", "4x"), ("0, 1", "")])
@pytest.mark.parametrize(("element", "lowest"), [("f32", "0xFF800000"), ("i8", "-128"), ("bf16", "0xFF80")])
@pytest.mark.parametrize("primitive", [False, True])
def test_argmax(element: str, lowest: str, dims: str, out: str, primitive: bool) -> None:
    # With primitive ops, a variadic linalg.reduce, as mlir-hlo's.
    text = ARGMAX.format(e=element, lowest=lowest, dims=dims, out=out)
    v = values((4, 6), element, 5, edges=False)
    v[1, 2] = v[1, 4] = v[1].max()  # ties keep the first index
    index = np.arange(24, dtype=np.int32).reshape(4, 6)
    options = {"enable_primitive_ops": True} if primitive else {}
    assert ("linalg.reduce" if primitive else "linalg.generic") in lowered_op_names(text, **options)
    value, arg = check(text, [v, index], **options)
    flat = v.reshape(-1, 6) if out else v.reshape(1, -1)
    np.testing.assert_array_equal(value.reshape(-1), flat.max(1))
    np.testing.assert_array_equal(arg.reshape(-1), index.reshape(flat.shape)[np.arange(len(flat)), flat.argmax(1)])


ARGMAX_CALLING_WHERE = """
func.func @main(%v: tensor<5x7xi32>, %i: tensor<5x7xi32>) -> (tensor<7xi32>, tensor<7xi32>) {
  %c0 = stablehlo.constant dense<-2147483648> : tensor<i32>
  %c1 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.reduce(%v init: %c0), (%i init: %c1) across dimensions = [0] : (tensor<5x7xi32>, tensor<5x7xi32>, tensor<i32>, tensor<i32>) -> (tensor<7xi32>, tensor<7xi32>)
   reducer(%a: tensor<i32>, %c: tensor<i32>) (%b: tensor<i32>, %d: tensor<i32>)  {
    %1 = stablehlo.compare GT, %c, %a, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.compare EQ, %c, %a, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.compare LT, %d, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.and %2, %3 : tensor<i1>
    %5 = stablehlo.or %1, %4 : tensor<i1>
    %6 = func.call @CALLEE(%5, %c, %a) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = func.call @CALLEE(%5, %d, %b) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    stablehlo.return %6, %7 : tensor<i32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<7xi32>, tensor<7xi32>
}
func.func private @_where(%p: tensor<i1>, %x: tensor<i32>, %y: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.select %p, %x, %y : tensor<i1>, tensor<i32>
  return %0 : tensor<i32>
}
func.func private @_nested(%p: tensor<i1>, %x: tensor<i32>, %y: tensor<i32>) -> tensor<i32> {
  %0 = call @_where(%p, %x, %y) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
"""

RECURSIVE = """
func.func private @_recursive(%p: tensor<i1>, %x: tensor<i32>, %y: tensor<i32>) -> tensor<i32> {
  %0 = call @_recursive(%p, %y, %x) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
"""
"""A function that calls itself: apart, so that the programs above (which test_compiled_hlo compiles whole,
and one-shot-bufferize refuses recursion in) lack it."""


@pytest.mark.parametrize("callee", ["_where", "_nested"])
def test_reduce_body_calling_a_function(callee: str) -> None:
    # jax's max-with-index reduce (a lax.reduce whose body uses jnp.where) calls its private @_where helper from
    # the body: the callee (and what it calls) is inlined as scalar ops; ties keep the lower index.
    text = ARGMAX_CALLING_WHERE.replace("CALLEE", callee)
    v = np.array([[3, 1, 7, 0, -5, 2, 9], [3, 4, 7, 0, -5, 2, 9], [1, 4, 6, 0, -6, 3, 9], [3, 4, 7, 1, -5, 2, 8],
                  [2, 0, 7, 1, -5, 3, 9]], np.int32)  # fmt: skip
    index = np.broadcast_to(np.arange(5, dtype=np.int32)[:, None], (5, 7)).copy()
    _, lowered, _ = lower(text)
    main = next(op for op in lowered.walk() if op.name == "func.func" and op.sym_name.data == "main")
    assert "func.call" not in [op.name for op in main.walk()]
    best, where = check(text, [v, index])
    np.testing.assert_array_equal(best, v.max(0))
    np.testing.assert_array_equal(where, v.argmax(0))


def test_reduce_body_calling_a_recursive_function_is_not_lowered() -> None:
    _, _, diagnostics = lower(ARGMAX_CALLING_WHERE.replace("CALLEE", "_recursive") + RECURSIVE)
    assert [d.message for d in diagnostics] == ["failed to legalize operation 'stablehlo.reduce'"]


def test_reduce_dynamic_shape() -> None:
    text = """func.func @main(%a: tensor<?x4xf32>, %z: tensor<f32>) -> tensor<?xf32> {
      %0 = mhlo.reduce(%a init: %z) applies mhlo.add across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
      func.return %0 : tensor<?xf32>
    }"""
    assert "tensor.dim" in lowered_op_names(text)
    check(text, [values((3, 4), "f32", 6, edges=False), np.float32(1)], rtol=1e-6)


# ---------------------------------------------------------------------------
# map and einsum


MAP = """func.func @main(%a: tensor<{shape}x{e}>, %b: tensor<{shape}x{e}>) -> tensor<{shape}x{e}> {{
  %r = "{dialect}.map"(%a, %b) <{{dimensions = {dims}}}> ({{
  ^bb0(%x: tensor<{e}>, %y: tensor<{e}>):
    %m = {dialect}.multiply %x, %y : tensor<{e}>
    %gt = {dialect}.compare GT, %m, %y : (tensor<{e}>, tensor<{e}>) -> tensor<i1>
    %s = {dialect}.select %gt, %m, %x : tensor<i1>, tensor<{e}>
    {dialect}.return %s : tensor<{e}>
  }}) : (tensor<{shape}x{e}>, tensor<{shape}x{e}>) -> tensor<{shape}x{e}>
  func.return %r : tensor<{shape}x{e}>
}}"""


@pytest.mark.parametrize(("element", "dialect"), [("f32", "mhlo"), ("i32", "stablehlo"), ("ui8", "mhlo")])
@pytest.mark.parametrize(("shape", "array"), [("3x4", (3, 4)), ("?x2", (5, 2))])
def test_map(element: str, dialect: str, shape: str, array: tuple[int, ...]) -> None:
    listed = ", ".join(str(d) for d in range(len(array)))
    dims = f"dense<[{listed}]> : tensor<{len(array)}xi64>" if dialect == "mhlo" else f"array<i64: {listed}>"
    text = MAP.format(shape=shape, e=element, dialect=dialect, dims=dims)
    assert "linalg.generic" in lowered_op_names(text)
    check(text, [values(array, element, 35), values(array, element, 36)])


EINSUMS = [
    # op, config, operand shapes
    ("einsum", "ab,bc->ac", [(3, 4), (4, 5)]),
    ("einsum", "bij,bjk->bik", [(2, 3, 4), (2, 4, 2)]),
    ("einsum", "ij,ij->i", [(3, 4), (3, 4)]),
    ("einsum", "i,j->ij", [(3,), (4,)]),
    ("einsum", "abc,abc->abc", [(2, 3, 4), (2, 3, 4)]),  # nothing summed: a * b into a tensor.empty
    ("einsum", "...x,xy->...y", [(1, 3, 4), (4, 2)]),
    ("einsum", "a...,...b->a...b", [(3, 2, 4), (2, 4, 5)]),
    ("unary_einsum", "ab->ba", [(3, 4)]),
    ("unary_einsum", "abc->b", [(2, 3, 4)]),
    ("unary_einsum", "ii->i", [(4, 4)]),
]


@pytest.mark.parametrize(("op", "config", "shapes"), EINSUMS)
@pytest.mark.parametrize("element", ["f32", "i32", "ui32"])
def test_einsum(op: str, config: str, shapes: list[tuple[int, ...]], element: str) -> None:
    arrays = [values(shape, element, 37 + i, edges=element != "f32") for i, shape in enumerate(shapes)]
    out = np.einsum(config, *(a.astype(np.float64) for a in arrays))
    operands = ", ".join(f"%a{i}" for i in range(len(arrays)))
    types = ", ".join(tensor_type(a, element) for a in arrays)
    text = function(
        [(a, element) for a in arrays],
        [shape_type(out.shape, element)],
        f'%r = mhlo.{op} {operands}, config = "{config}" : ({types}) -> {shape_type(out.shape, element)}',
    )
    assert "linalg.generic" in lowered_op_names(text)
    check(text, arrays, rtol=TOLERANCE.get(element))


def test_einsum_dynamic() -> None:
    text = """func.func @main(%a: tensor<?x4xf32>, %b: tensor<4x?xf32>) -> tensor<?x?xf32> {
      %0 = mhlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<?x4xf32>, tensor<4x?xf32>) -> tensor<?x?xf32>
      func.return %0 : tensor<?x?xf32>
    }"""
    assert "tensor.dim" in lowered_op_names(text)
    check(text, [values((3, 4), "f32", 40, edges=False), values((4, 2), "f32", 41, edges=False)], rtol=1e-5)


# ---------------------------------------------------------------------------
# dot and dot_general


def dot_general_text(a, b, element, out_element, batching, contracting, dialect="mhlo") -> str:
    lhs_free = [d for d in range(a.ndim) if d not in batching[0] + contracting[0]]
    rhs_free = [d for d in range(b.ndim) if d not in batching[1] + contracting[1]]
    shape = [a.shape[d] for d in batching[0]] + [a.shape[d] for d in lhs_free] + [b.shape[d] for d in rhs_free]
    out = shape_type(shape, out_element)
    numbers = (
        f"lhs_batching_dimensions = {batching[0]}, rhs_batching_dimensions = {batching[1]}, "
        f"lhs_contracting_dimensions = {contracting[0]}, rhs_contracting_dimensions = {contracting[1]}"
    )
    op = (
        f'"{dialect}.dot_general"(%a0, %a1) <{{dot_dimension_numbers = #{dialect}.dot<{numbers}>, '
        f"precision_config = [#{dialect}<precision HIGHEST>, #{dialect}<precision DEFAULT>]}}>"
    )
    return function(
        [(a, element), (b, element)],
        [out],
        f"%r = {op} : ({tensor_type(a, element)}, {tensor_type(b, element)}) -> {out}",
    )


DOTS = [
    # lhs, rhs, batching, contracting, the named op (None: a generic)
    ((8, 16), (16, 4), ([], []), ([1], [0]), "linalg.matmul"),
    ((3, 5), (5,), ([], []), ([1], [0]), "linalg.matvec"),
    ((5,), (5, 3), ([], []), ([0], [0]), "linalg.vecmat"),
    ((6,), (6,), ([], []), ([0], [0]), "linalg.dot"),
    ((2, 3, 4), (2, 4, 5), ([0], [0]), ([2], [1]), "linalg.batch_matmul"),
    ((2, 3, 4), (2, 4), ([0], [0]), ([2], [1]), None),  # a generic, as mlir-hlo's
    ((3, 4), (5, 4), ([], []), ([1], [1]), None),
    ((4, 2, 3), (3, 4, 5), ([0], [1]), ([2], [0]), None),
    ((2, 3, 4), (3, 4), ([], []), ([1, 2], [0, 1]), None),
    ((2, 3), (4, 5), ([], []), ([], []), None),
]


@pytest.mark.parametrize(("lhs", "rhs", "batching", "contracting", "named"), DOTS)
@pytest.mark.parametrize(("element", "out_element"), [("f32", "f32"), ("i32", "i32")])
def test_dot_general(lhs, rhs, batching, contracting, named, element, out_element) -> None:
    a, b = values(lhs, element, 7, edges=False), values(rhs, element, 8, edges=False)
    text = dot_general_text(a, b, element, out_element, batching, contracting)
    names = lowered_op_names(text)
    assert (named or "linalg.generic") in names
    check(text, [a, b], rtol=TOLERANCE.get(out_element))


@pytest.mark.parametrize(
    ("element", "out_element"),
    [("f16", "f16"), ("bf16", "bf16"), ("f64", "f64"), ("i8", "i32"), ("f32", "f64"), ("f16", "f32")],
)
@pytest.mark.parametrize("index", [0, 4, 6])
def test_dot_general_element_types(element: str, out_element: str, index: int) -> None:
    lhs, rhs, batching, contracting, _ = DOTS[index]
    a, b = values(lhs, element, 9, edges=False), values(rhs, element, 10, edges=False)
    check(dot_general_text(a, b, element, out_element, batching, contracting), [a, b], rtol=TOLERANCE.get(out_element))


@pytest.mark.parametrize(
    ("element", "out_element", "named"),
    [("ui32", "ui32", True), ("ui8", "ui32", False), ("complex<f32>", "complex<f32>", True),
     ("complex<f64>", "complex<f64>", True)],
)  # fmt: skip
@pytest.mark.parametrize("index", [0, 4, 6])
def test_dot_general_unsigned_and_complex(element: str, out_element: str, named: bool, index: int) -> None:
    # ui8 -> ui32 zero-extends (255 * 255 stays positive); complex elements multiply with complex.mul.
    lhs, rhs, batching, contracting, named_op = DOTS[index]
    a, b = values(lhs, element, 23), values(rhs, element, 24)
    text = dot_general_text(a, b, element, out_element, batching, contracting)
    assert ((named_op if named else None) or "linalg.generic") in lowered_op_names(text)
    check(text, [a, b], rtol=1e-5 if element.startswith("complex") else None)


@pytest.mark.parametrize("out_element", ["i1", "i32", "f32"])
@pytest.mark.parametrize("index", range(len(DOTS)))
def test_dot_general_i1(index: int, out_element: str) -> None:
    # A dot of booleans is an OR of ANDs (HLO's add and multiply of i1), a wider result counts the true products
    # (i1 -> i32 is 0 or 1): "failed to legalize" before; compiled code and the lowered linalg as the interpreter.
    lhs, rhs, batching, contracting, named_op = DOTS[index]
    a, b = values(lhs, "i1", 60 + index), values(rhs, "i1", 70 + index)
    text = dot_general_text(a, b, "i1", out_element, batching, contracting)
    names = lowered_op_names(text)
    assert ((named_op if out_element == "i1" else None) or "linalg.generic") in names
    expected = check(text, [a, b])
    actual = compile(text)(a, b)
    np.testing.assert_array_equal(actual, expected[0])
    assert actual.dtype == expected[0].dtype
    counts = _dot_counts(a, b, batching, contracting)
    reference = counts > 0 if out_element == "i1" else counts.astype({"i32": np.int32, "f32": np.float32}[out_element])
    np.testing.assert_array_equal(actual, reference)


def _dot_counts(a: np.ndarray, b: np.ndarray, batching, contracting) -> np.ndarray:
    """How many products of each dot_general result element are true (batch, lhs free, rhs free order)."""
    letters = iter("abcdefghijklmnop")
    lhs_labels = [next(letters) for _ in range(a.ndim)]
    rhs_labels = [next(letters) for _ in range(b.ndim)]
    for left, right in (*zip(*batching), *zip(*contracting)):
        rhs_labels[right] = lhs_labels[left]
    lhs_free = [lhs_labels[d] for d in range(a.ndim) if d not in batching[0] + contracting[0]]
    rhs_free = [rhs_labels[d] for d in range(b.ndim) if d not in batching[1] + contracting[1]]
    out = [lhs_labels[d] for d in batching[0]] + lhs_free + rhs_free
    spec = f"{''.join(lhs_labels)},{''.join(rhs_labels)}->{''.join(out)}"
    return np.einsum(spec, a.astype(np.int64), b.astype(np.int64))


@pytest.mark.parametrize(("lhs", "rhs", "result"), [((2, 3), (3, 4), (2, 4)), ((2, 3), (3,), (2,)), ((3,), (3,), ())])
def test_dot(lhs, rhs, result) -> None:
    a, b = values(lhs, "f32", 11, edges=False), values(rhs, "f32", 12, edges=False)
    out = shape_type(result, "f32")
    text = function(
        [(a, "f32"), (b, "f32")],
        [out],
        f'%r = "mhlo.dot"(%a0, %a1) : ({tensor_type(a, "f32")}, {tensor_type(b, "f32")}) -> {out}',
    )
    check(text, [a, b], rtol=1e-5)


def test_dot_general_dynamic_batch() -> None:
    text = """func.func @main(%a: tensor<?x3x4xf32>, %b: tensor<?x4x5xf32>) -> tensor<?x3x5xf32> {
      %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<?x3x4xf32>, tensor<?x4x5xf32>) -> tensor<?x3x5xf32>
      func.return %0 : tensor<?x3x5xf32>
    }"""
    assert "linalg.batch_matmul" in lowered_op_names(text)
    check(text, [values((2, 3, 4), "f32", 13, edges=False), values((2, 4, 5), "f32", 14, edges=False)], rtol=1e-5)


# ---------------------------------------------------------------------------
# convolution


def conv_text(x, k, layout, out_shape, element, out_element, window: str, groups=1, batch_groups=1) -> str:
    out = shape_type(out_shape, out_element)
    attrs = f"{{batch_group_count = {batch_groups} : i64, feature_group_count = {groups} : i64}}"
    op = f"mhlo.convolution(%a0, %a1) dim_numbers = {layout}, window = {{{window}}} {attrs}"
    return function(
        [(x, element), (k, element)],
        [out],
        f"%r = {op} : ({tensor_type(x, element)}, {tensor_type(k, element)}) -> {out}",
    )


def spatial_out(size: int, window: int, stride: int, pad: tuple[int, int], lhs: int, rhs: int) -> int:
    dilated = (size - 1) * lhs + 1 + pad[0] + pad[1]
    return (dilated - ((window - 1) * rhs + 1)) // stride + 1


def window_text(n: int, strides, pads, lhs, rhs) -> str:
    return (
        f"stride = {list(strides)}, pad = {[list(p) for p in pads]}, lhs_dilate = {list(lhs)}, rhs_dilate = {list(rhs)}"
    )


CONVS = [
    # spatial sizes, kernel sizes, strides, padding, lhs dilation, rhs dilation, named op
    ((8, 8), (3, 3), (1, 1), ((1, 1), (1, 1)), (1, 1), (1, 1), "linalg.conv_2d_nhwc_hwcf"),
    ((9, 7), (3, 2), (2, 1), ((0, 1), (2, 0)), (1, 1), (1, 2), "linalg.conv_2d_nhwc_hwcf"),
    ((5, 6), (2, 3), (1, 2), ((1, 0), (0, 1)), (2, 1), (1, 1), "linalg.conv_2d_nhwc_hwcf"),
    ((7, 7), (3, 3), (1, 1), ((-1, 0), (0, -1)), (1, 1), (1, 1), "linalg.conv_2d_nhwc_hwcf"),
    ((10,), (3,), (2,), ((1, 1),), (1,), (2,), "linalg.conv_1d_nwc_wcf"),
    ((4, 5, 4), (2, 2, 3), (1, 1, 1), ((0, 0), (1, 1), (0, 1)), (1, 1, 1), (1, 1, 1), "linalg.conv_3d_ndhwc_dhwcf"),
]


@pytest.mark.parametrize(("spatial", "kernel", "strides", "pads", "lhs", "rhs", "named"), CONVS)
@pytest.mark.parametrize(("element", "out_element"), [("f32", "f32"), ("i32", "i32"), ("f64", "f64")])
def test_convolution_channels_last(spatial, kernel, strides, pads, lhs, rhs, named, element, out_element) -> None:
    n = len(spatial)
    x, k = values((2, *spatial, 3), element, 15, edges=False), values((*kernel, 3, 4), element, 16, edges=False)
    out_spatial = [spatial_out(*args) for args in zip(spatial, kernel, strides, pads, lhs, rhs)]
    labels = ", ".join(map(str, range(n)))
    layout = f"[b, {labels}, f]x[{labels}, i, o]->[b, {labels}, f]"
    text = conv_text(x, k, layout, (2, *out_spatial, 4), element, out_element, window_text(n, strides, pads, lhs, rhs))
    assert named in lowered_op_names(text)
    check(text, [x, k], rtol=TOLERANCE.get(out_element))


@pytest.mark.parametrize("index", [0, 1, 4])
@pytest.mark.parametrize(("element", "named"), [("ui32", True), ("ui8", True), ("complex<f32>", False)])
def test_convolution_unsigned_and_complex(index: int, element: str, named: bool) -> None:
    spatial, kernel, strides, pads, lhs, rhs, named_op = CONVS[index]
    n = len(spatial)
    x, k = values((2, *spatial, 3), element, 25), values((*kernel, 3, 2), element, 26)
    out_spatial = [spatial_out(*args) for args in zip(spatial, kernel, strides, pads, lhs, rhs)]
    labels = ", ".join(map(str, range(n)))
    layout = f"[b, {labels}, f]x[{labels}, i, o]->[b, {labels}, f]"
    text = conv_text(x, k, layout, (2, *out_spatial, 2), element, element, window_text(n, strides, pads, lhs, rhs))
    assert (named_op if named else "linalg.generic") in lowered_op_names(text)
    check(text, [x, k], rtol=1e-5 if element.startswith("complex") else None)


@pytest.mark.parametrize("index", [0, 1, 2, 4, 5])
@pytest.mark.parametrize("out_element", ["i1", "i32"])
def test_convolution_i1(index: int, out_element: str) -> None:
    # A convolution of booleans ORs the ANDs of each window ("failed to legalize" before); into i32 it counts
    # them. Compiled code and the lowered linalg as the interpreter; the i32 counts as the f32 convolution's.
    spatial, kernel, strides, pads, lhs, rhs, named_op = CONVS[index]
    n = len(spatial)
    x, k = values((2, *spatial, 3), "i1", 80 + index), values((*kernel, 3, 2), "i1", 90 + index)
    out_spatial = [spatial_out(*args) for args in zip(spatial, kernel, strides, pads, lhs, rhs)]
    labels = ", ".join(map(str, range(n)))
    layout = f"[b, {labels}, f]x[{labels}, i, o]->[b, {labels}, f]"
    window = window_text(n, strides, pads, lhs, rhs)

    def text(element: str, out: str) -> str:
        x_, k_ = x.astype(DTYPES[element]), k.astype(DTYPES[element])
        return conv_text(x_, k_, layout, (2, *out_spatial, 2), element, out, window)

    boolean = text("i1", out_element)
    assert (named_op if out_element == "i1" else "linalg.generic") in lowered_op_names(boolean)
    (expected,) = check(boolean, [x, k])
    actual = compile(boolean)(x, k)
    np.testing.assert_array_equal(actual, expected)
    counts = compile(text("f32", "f32"))(x.astype(np.float32), k.astype(np.float32))
    np.testing.assert_array_equal(actual, counts > 0 if out_element == "i1" else counts.astype(np.int32))


@pytest.mark.parametrize(
    ("layout", "reverse"),
    [("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", [1, 0]), ("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", [1, 1]),
     ("[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]", [0, 1])],
)  # fmt: skip
def test_convolution_window_reversal(layout: str, reverse: list[int]) -> None:
    # The kernel is reversed first (a generic reading it backwards), then convolved as any other.
    channels_last = layout.startswith("[b, 0")
    x = values((2, 6, 5, 3) if channels_last else (2, 3, 6, 5), "f32", 27, edges=False)
    k = values((3, 2, 3, 4) if channels_last else (4, 3, 3, 2), "f32", 28, edges=False)
    out = (2, 6, 4, 4) if channels_last else (2, 4, 6, 4)
    window = window_text(2, (1, 1), ((1, 1), (0, 0)), (1, 1), (1, 1)) + f", reverse = {reverse}"
    text = conv_text(x, k, layout, out, "f32", "f32", window)
    names = lowered_op_names(text)
    assert "linalg.generic" in names and ("linalg.conv_2d_nhwc_hwcf" in names) == channels_last
    check(text, [x, k], rtol=1e-4)


GENERAL_CONVS = [
    # layout, input shape, kernel shape, output shape, feature groups, batch groups
    ("[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]", (2, 3, 6, 5), (4, 3, 3, 2), (2, 4, 4, 4), 1, 1),
    ("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", (2, 6, 5, 4), (3, 2, 2, 6), (2, 4, 4, 6), 2, 1),
    ("[f, 0, b]x[i, 0, o]->[0, b, f]", (4, 7, 2), (2, 3, 6), (5, 2, 6), 2, 1),
    ("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", (4, 5, 5, 3), (2, 2, 3, 4), (2, 4, 4, 4), 1, 2),
]


@pytest.mark.parametrize(("layout", "shape", "kernel", "out", "groups", "batch_groups"), GENERAL_CONVS)
def test_convolution_generic(layout, shape, kernel, out, groups, batch_groups) -> None:
    x, k = values(shape, "f32", 17, edges=False), values(kernel, "f32", 18, edges=False)
    n = len(shape) - 2
    window = window_text(n, (1,) * n, ((0, 0),) * n, (1,) * n, (1,) * n)
    text = conv_text(x, k, layout, out, "f32", "f32", window, groups, batch_groups)
    assert "linalg.generic" in lowered_op_names(text)
    check(text, [x, k], rtol=1e-4)


@pytest.mark.parametrize(
    ("multiplier", "named"), [(1, "linalg.depthwise_conv_2d_nhwc_hwc"), (2, "linalg.depthwise_conv_2d_nhwc_hwcm")]
)
def test_depthwise_convolution(multiplier: int, named: str) -> None:
    x, k = values((2, 7, 6, 3), "f32", 19, edges=False), values((3, 3, 1, 3 * multiplier), "f32", 20, edges=False)
    window = window_text(2, (2, 1), ((1, 1), (0, 0)), (1, 1), (1, 1))
    layout = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"
    text = conv_text(x, k, layout, (2, 4, 4, 3 * multiplier), "f32", "f32", window, groups=3)
    assert named in lowered_op_names(text)
    check(text, [x, k], rtol=1e-4)


@pytest.mark.parametrize("batch_groups", [1, 2])
def test_convolution_kernel_dilation_skips_the_holes(batch_groups: int) -> None:
    """A dilated kernel reads every `rhs_dilate`-th input element and nothing between them: an infinite input
    element in a hole leaves the output finite. mlir-hlo's lowering of batch-grouped convolutions
    (hlo-legalize-to-linalg.mlir #271, #272) dilates the kernel with zeros first, which gives inf * 0 = NaN."""
    x = np.array([[1.0, np.inf, 2.0, 3.0, 4.0], [5.0, 6.0, np.inf, 7.0, 8.0]], np.float32)[:batch_groups, :, None]
    k = np.array([[10.0, 20.0], [100.0, 200.0]], np.float32)[:, None, :batch_groups]
    window = window_text(1, [1], [(0, 0)], [1], [2])
    text = conv_text(
        x, k, "[b, 0, f]x[0, i, o]->[b, 0, f]", (1, 3, batch_groups), "f32", "f32", window, 1, batch_groups
    )
    (result,) = check(text, [x, k])
    expected = [[10 * 1 + 100 * 2, np.inf, 10 * 2 + 100 * 4], [np.inf, 20 * 6 + 200 * 7, np.inf]]  # holes: finite
    np.testing.assert_array_equal(result[0], np.array(expected, np.float32)[:batch_groups].T)


def test_convolution_dynamic_batch() -> None:
    text = """func.func @main(%x: tensor<?x6x6x2xf32>, %k: tensor<3x3x2x4xf32>) -> tensor<?x4x4x4xf32> {
      %0 = mhlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x6x6x2xf32>, tensor<3x3x2x4xf32>) -> tensor<?x4x4x4xf32>
      func.return %0 : tensor<?x4x4x4xf32>
    }"""
    check(text, [values((3, 6, 6, 2), "f32", 21, edges=False), values((3, 3, 2, 4), "f32", 22, edges=False)], rtol=1e-4)


@pytest.mark.parametrize(
    ("layout", "x_type", "k_type", "out_type", "stride", "shape", "kernel"),
    [("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", "tensor<?x?x?x2xf32>", "tensor<3x2x2x4xf32>", "tensor<?x?x?x4xf32>",
      [2, 1], (2, 7, 5, 2), (3, 2, 2, 4)),
     ("[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]", "tensor<1x2x?x6xf32>", "tensor<4x2x3x3xf32>", "tensor<1x4x?x4xf32>",
      [1, 1], (1, 2, 5, 6), (4, 2, 3, 3)),
     ("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", "tensor<1x?x4x2xf32>", "tensor<3x3x2x1xf32>", "tensor<1x?x2x1xf32>",
      [1, 1], (1, 2, 4, 2), (3, 3, 2, 1))],
)  # fmt: skip
def test_convolution_dynamic_spatial(layout, x_type, k_type, out_type, stride, shape, kernel) -> None:
    # Unpadded `?` spatial dims: the output size is computed (0 rows where the kernel does not fit).
    text = f"""func.func @main(%x: {x_type}, %k: {k_type}) -> {out_type} {{
      %0 = mhlo.convolution(%x, %k) dim_numbers = {layout}, window = {{stride = {stride}}} {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : ({x_type}, {k_type}) -> {out_type}
      func.return %0 : {out_type}
    }}"""
    assert {"arith.divsi", "arith.maxsi"} & set(lowered_op_names(text))
    check(text, [values(shape, "f32", 49, edges=False), values(kernel, "f32", 50, edges=False)], rtol=1e-4)


@pytest.mark.parametrize(
    ("layout", "window", "shape", "kernel"),
    [("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", "pad = [[1, 1], [1, 1]]", (2, 7, 6, 3), (3, 3, 3, 4)),  # "SAME"
     ("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", "stride = [2, 1], pad = [[2, 0], [0, 1]], lhs_dilate = [2, 1]",
      (1, 4, 1, 3), (3, 2, 3, 4)),
     ("[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]", "pad = [[1, 1], [0, 2]]", (1, 3, 1, 5), (2, 3, 3, 3)),
     ("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", "pad = [[-1, 1], [0, -1]], lhs_dilate = [2, 1]", (2, 4, 3, 3),
      (2, 2, 3, 4)),  # negative padding on `?` dims (failed to legalize)
     ("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", "pad = [[-3, 0], [0, 0]]", (1, 2, 3, 3), (1, 1, 3, 4))],
)  # fmt: skip
def test_convolution_padded_dynamic_spatial(layout, window, shape, kernel) -> None:
    # Padding and input dilation along `?` spatial dims (jax.export's "SAME" convolution over symbolic sizes): the
    # output size is counted on the padded input (the op failed to legalize). The same convolution with static
    # types (its result's shape verified) computes the same values.
    x, k = values(shape, "f32", 52, edges=False), values(kernel, "f32", 53, edges=False)
    channels_last = layout.startswith("[b, 0")
    x_type = "tensor<?x?x?x3xf32>" if channels_last else "tensor<?x3x?x?xf32>"
    k_type, out_type = tensor_type(k, "f32"), "tensor<?x?x?x4xf32>" if channels_last else "tensor<?x2x?x?xf32>"
    attrs = "{batch_group_count = 1 : i64, feature_group_count = 1 : i64}"

    def text(x_type: str, out_type: str) -> str:
        return f"""func.func @main(%x: {x_type}, %k: {k_type}) -> {out_type} {{
          %0 = mhlo.convolution(%x, %k) dim_numbers = {layout}, window = {{{window}}} {attrs} : ({x_type}, {k_type}) -> {out_type}
          func.return %0 : {out_type}
        }}"""  # noqa: E501

    (result,) = check(text(x_type, out_type), [x, k], rtol=1e-4)
    (expected,) = check(text(tensor_type(x, "f32"), shape_type(result.shape, "f32")), [x, k], rtol=1e-4)
    np.testing.assert_allclose(result, expected, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("dialect", ["mhlo", "stablehlo"])
def test_jax_conv2d(dialect: str) -> None:
    """The JAX example, end to end: mhlo -> linalg -> interpreter, and against numpy's own convolution."""
    rng = np.random.default_rng(23)
    x, k = rng.standard_normal((1, 8, 8, 3)).astype(np.float32), rng.standard_normal((3, 3, 3, 4)).astype(np.float32)
    text = (MODELS / f"conv2d.{dialect}.mlir").read_text()
    assert "linalg.conv_2d_nhwc_hwcf" in lowered_op_names(text)
    (result,) = check(text, [x, k], rtol=1e-4)
    padded = np.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)))
    windows = np.lib.stride_tricks.sliding_window_view(padded, (3, 3), axis=(1, 2))
    np.testing.assert_allclose(result, np.einsum("nhwcij,ijco->nhwo", windows, k), rtol=1e-4, atol=1e-5)


# ---------------------------------------------------------------------------
# reduce_window


def reduce_window_text(
    x, element, body_op, window, strides=None, pads=None, base=None, window_dilations=None, out=None
) -> str:
    rank = x.ndim
    scalar = f"tensor<{element}>"

    def dense(name, vals):
        return f"{name} = dense<{list(vals)}> : tensor<{rank}xi64>"

    attrs = [dense("window_dimensions", window)]
    for name, vals in (("window_strides", strides), ("base_dilations", base), ("window_dilations", window_dilations)):
        if vals is not None:
            attrs.append(dense(name, vals))
    if pads is not None:
        attrs.append(f"padding = dense<{[list(p) for p in pads]}> : tensor<{rank}x2xi64>")
    result = shape_type(out, element)
    return function(
        [(x, element), (np.zeros((), x.dtype), element)],
        [result],
        f"""%r = "mhlo.reduce_window"(%a0, %a1) <{{{", ".join(attrs)}}}> ({{
        ^bb0(%x: {scalar}, %y: {scalar}):
          %s = mhlo.{body_op} %x, %y : {scalar}
          "mhlo.return"(%s) : ({scalar}) -> ()
        }}) : ({tensor_type(x, element)}, {scalar}) -> {result}""",
    )


def window_out(shape, window, strides, pads, base, dilations):
    return [spatial_out(s, w, st, p, b, d) for s, w, st, p, b, d in zip(shape, window, strides, pads, base, dilations)]


POOLS = [
    # input shape, window, strides, padding, base dilations, window dilations, named op for f32 (None: a generic;
    # as mlir-hlo's, only unpadded f32 windows of rank 4 or 5 are pooling ops)
    ((2, 8, 8, 3), (1, 2, 2, 1), (1, 2, 2, 1), None, None, None, "linalg.pooling_nhwc_{}"),
    ((2, 7, 6, 3), (1, 3, 3, 1), (1, 2, 1, 1), ((0, 0), (1, 1), (1, 0), (0, 0)), None, (1, 1, 2, 1), None),
    ((2, 8, 6, 3), (1, 3, 3, 1), (1, 2, 1, 1), None, None, (1, 1, 2, 1), "linalg.pooling_nhwc_{}"),
    ((2, 9, 3), (1, 3, 1), (1, 2, 1), None, None, None, None),
    ((1, 4, 5, 4, 2), (1, 2, 2, 2, 1), (1, 1, 2, 1, 1), None, None, None, "linalg.pooling_ndhwc_{}"),
    ((2, 3, 8, 8), (1, 1, 2, 2), (1, 1, 2, 2), None, None, None, None),
    ((2, 5, 4), (2, 2, 2), (1, 1, 1), ((1, 0), (0, 1), (0, 0)), (1, 2, 1), None, None),
    ((6,), (6,), (1,), ((5, 0),), None, None, None),
    ((5, 4), (2, 3), (1, 1), ((-1, 1), (1, 1)), None, None, None),
]


@pytest.mark.parametrize(("shape", "window", "strides", "pads", "base", "dilations", "named"), POOLS)
@pytest.mark.parametrize(
    ("body", "kind", "element"),
    [("maximum", "max", "f32"), ("add", "sum", "f32"), ("minimum", "min", "i32"), ("add", "sum", "f64")],
)
def test_reduce_window(shape, window, strides, pads, base, dilations, named, body, kind, element) -> None:
    x = values(shape, element, 24, edges=False)
    rank = len(shape)
    out = window_out(shape, window, strides, pads or ((0, 0),) * rank, base or (1,) * rank, dilations or (1,) * rank)
    text = reduce_window_text(x, element, body, window, strides, pads, base, dilations, out)
    assert (named.format(kind) if named and element == "f32" else "linalg.generic") in lowered_op_names(text)
    init = values((), element, 25, edges=False)
    check(text, [x, init], rtol=TOLERANCE.get(element) if body == "add" else None)


@pytest.mark.parametrize("body", ["maximum", "minimum", "add"])
@pytest.mark.parametrize("element", ["ui32", "ui8"])
def test_reduce_window_unsigned(body: str, element: str) -> None:
    """Unsigned windows reduce on signless casts with the unsigned ops (a generic: the pooling ops compare
    signed, so 0x80000000 would be the smallest), as mlir-hlo lowers them."""
    x = values((2, 6, 6, 3), element, 26)
    text = reduce_window_text(x, element, body, (1, 2, 2, 1), (1, 2, 2, 1), out=(2, 3, 3, 3))
    names = lowered_op_names(text)
    assert "linalg.generic" in names and not any(name.startswith("linalg.pooling") for name in names)
    check(text, [x, values((), element, 27)])


@pytest.mark.parametrize(("body", "strides"), [("maximum", (1, 2, 2, 1)), ("add", (1, 1, 2, 1))])
@pytest.mark.parametrize("spatial", [(6, 5), (7, 2), (1, 4)])
def test_reduce_window_dynamic_windowed_dims(body: str, strides, spatial) -> None:
    # The output size along a `?` windowed dim is computed (0 where the window does not fit).
    static = values((1, 6, 5, 3), "f32", 47, edges=False)
    text = reduce_window_text(static, "f32", body, (1, 2, 2, 1), strides, out=(1, 3, 2, 3))
    text = text.replace("tensor<1x6x5x3xf32>", "tensor<1x?x?x3xf32>").replace(
        "tensor<1x3x2x3xf32>", "tensor<1x?x?x3xf32>"
    )
    names = lowered_op_names(text)
    assert {"arith.divsi", "arith.maxsi"} & set(names) and ("linalg.pooling_nhwc_max" in names) == (body == "maximum")
    (result,) = check(text, [values((1, *spatial, 3), "f32", 48, edges=False), np.float32(0)], rtol=1e-6)
    assert result.shape[1:3] == tuple(max(0, (n - 2 + s) // s) for n, s in zip(spatial, strides[1:3]))


@pytest.mark.parametrize(
    ("pads", "base", "strides"),
    [(((0, 0), (0, 1), (1, 1), (0, 0)), (1, 1, 1, 1), (1, 1, 1, 1)),  # jax's "SAME" on `?` dims
     (((0, 0), (2, 0), (0, 0), (0, 0)), (1, 2, 3, 1), (1, 2, 1, 1)),
     (((0, 0), (-1, 0), (0, -2), (0, 0)), (1, 1, 1, 1), (1, 1, 1, 1)),  # negative: cut more than there is
     (((0, 0), (-3, 1), (1, -1), (0, 0)), (1, 2, 1, 1), (1, 2, 1, 1))],
)  # fmt: skip
@pytest.mark.parametrize("spatial", [(6, 5), (1, 3), (0, 2)])
def test_reduce_window_padded_dynamic_dims(pads, base, strides, spatial) -> None:
    # Padding and base dilation along `?` dims (jax.export's max pooling with "SAME" over a symbolic size): the
    # output size is counted on the padded input (the op failed to legalize, and with negative padding still did
    # until the cut was clamped: a padded size below 0 is an empty dimension, no windows, as interpreted).
    static = values((1, 6, 5, 3), "f32", 49, edges=False)
    out = window_out((1, 6, 5, 3), (1, 2, 2, 1), strides, pads, base, (1, 1, 1, 1))
    text = reduce_window_text(static, "f32", "maximum", (1, 2, 2, 1), strides, pads, base, out=out)
    dynamic = "tensor<1x?x?x3xf32>"
    text = text.replace("tensor<1x6x5x3xf32>", dynamic).replace(shape_type(out, "f32"), dynamic)
    x = values((1, *spatial, 3), "f32", 50, edges=False)
    (result,) = check(text, [x, np.float32(-1.5)])
    # The static op of the result's shape verifies only with the spec's shape (an empty input padded holds windows).
    (expected,) = check(reduce_window_text(x, "f32", "maximum", (1, 2, 2, 1), strides, pads, base, out=result.shape),
                        [x, np.float32(-1.5)])  # fmt: skip
    np.testing.assert_array_equal(result, expected)


@pytest.mark.parametrize("pads", [((0, 0), (-2, -1)), ((0, 0), (-5, 0)), ((0, 0), (0, -4))])
def test_reduce_window_padding_cuts_past_the_input(pads) -> None:
    # Negative padding that cuts more than the (static) input holds leaves no windows: an empty result. The
    # lowering cut a tensor of size -1 (a tensor.extract_slice that does not verify), on which canonicalize
    # looped for ever in the CPU pipeline.
    x = values((3, 2), "f32", 55, edges=False)
    text = reduce_window_text(x, "f32", "add", (1, 1), (1, 1), pads, out=(3, 0))
    (result,) = check(text, [x, np.float32(0)])
    assert result.shape == (3, 0)
    (compiled,) = compile(text, cache=False).call(x, np.float32(0))
    assert np.asarray(compiled).shape == (3, 0)


@pytest.mark.parametrize("body", ["add", "maximum"])
def test_reduce_window_rank0(body: str) -> None:
    # One window of the one element: compiled and interpreted (the interpreter failed: numpy's pad refused the
    # empty list of widths).
    x = np.array(2.5, np.float32)
    text = reduce_window_text(x, "f32", body, (), out=())
    (result,) = check(text, [x, np.float32(3.0)])
    assert result == np.float32(5.5 if body == "add" else 3.0)
    (compiled,) = compile(text, cache=False).call(x, np.float32(3.0))
    assert compiled == result


@pytest.mark.parametrize("element", ["complex<f32>", "complex<f64>"])
def test_reduce_window_complex(element: str) -> None:
    # jnp.cumsum of a complex vector (a padded add window) and a complex sum pooling (the op failed to legalize).
    x = values((3, 6), element, 51)
    (cumsum,) = check(reduce_window_text(x, element, "add", (1, 6), (1, 1), ((0, 0), (5, 0)), out=(3, 6)),
                      [x, np.zeros((), x.dtype)])  # fmt: skip
    np.testing.assert_allclose(cumsum, np.cumsum(x, axis=1), rtol=1e-5)
    (pooled,) = check(reduce_window_text(x, element, "multiply", (2, 2), (1, 2), out=(2, 3)), [x, np.ones((), x.dtype)])
    np.testing.assert_allclose(pooled, x[:-1, 0::2] * x[:-1, 1::2] * x[1:, 0::2] * x[1:, 1::2], rtol=1e-5)


def test_reduce_window_body_uses_a_value_from_outside() -> None:
    # mlir-hlo's reduce_window_generic_captured_constant: the body multiplies by a constant defined above it.
    x = values((4, 6), "f32", 27, edges=False)
    text = """
func.func @main(%x: tensor<4x6xf32>, %init: tensor<f32>) -> tensor<4x7xf32> {
  %c2 = mhlo.constant dense<2.0> : tensor<f32>
  %0 = "mhlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = mhlo.add %a, %b : tensor<f32>
    %2 = mhlo.multiply %1, %c2 : tensor<f32>
    "mhlo.return"(%2) : (tensor<f32>) -> ()
  }) {padding = dense<[[0, 3], [1, 2]]> : tensor<2x2xi64>, window_dilations = dense<[1, 2]> : tensor<2xi64>,
      window_dimensions = dense<[1, 2]> : tensor<2xi64>, window_strides = dense<[2, 1]> : tensor<2xi64>}
      : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x7xf32>
  func.return %0 : tensor<4x7xf32>
}
"""
    assert "linalg.generic" in lowered_op_names(text)
    check(text, [x, np.float32(0.5)], rtol=1e-6)


def test_reduce_window_cumulative_sum() -> None:
    x = values((3, 7), "i32", 26)
    text = reduce_window_text(x, "i32", "add", (1, 7), (1, 1), ((0, 0), (6, 0)), out=(3, 7))
    (result,) = check(text, [x, np.int32(0)])
    np.testing.assert_array_equal(result, np.cumsum(x, axis=1, dtype=np.int32))



@pytest.mark.parametrize(("second", "named"), [("maximum %b, %d", True), ("maximum %b, %c", False)])
def test_reduce_window_of_two_results(second: str, named: bool) -> None:
    """Each result whose body op combines its own accumulator and element is a pooling op of its own, as
    mlir-hlo's; a body that mixes the two reductions is one generic."""
    x, y = values((1, 7, 7, 2), "f32", 27), values((1, 7, 7, 2), "f32", 28)
    init = values((), "f32", 29)
    t, s = "tensor<1x7x7x2xf32>", "tensor<f32>"
    text = f"""func.func @main(%x: {t}, %y: {t}, %i: {s}) -> (tensor<1x3x3x2xf32>, tensor<1x3x3x2xf32>) {{
      %r:2 = "mhlo.reduce_window"(%x, %y, %i, %i) ({{
      ^bb0(%a: {s}, %b: {s}, %c: {s}, %d: {s}):
        %0 = mhlo.add %a, %c : {s}
        %1 = mhlo.{second} : {s}
        "mhlo.return"(%0, %1) : ({s}, {s}) -> ()
      }}) {{window_dimensions = dense<[1, 3, 3, 1]> : tensor<4xi64>, window_strides = dense<[1, 2, 2, 1]> : tensor<4xi64>}}
        : ({t}, {t}, {s}, {s}) -> (tensor<1x3x3x2xf32>, tensor<1x3x3x2xf32>)
      func.return %r#0, %r#1 : tensor<1x3x3x2xf32>, tensor<1x3x3x2xf32>
    }}"""
    names = lowered_op_names(text)
    assert ("linalg.pooling_nhwc_sum" in names and "linalg.pooling_nhwc_max" in names) == named
    check(text, [x, y, init], rtol=1e-5)


@pytest.mark.parametrize("shape_op", ["broadcast_in_dim %f, dims = []", "reshape %f"])
def test_reduce_window_argmax_body_with_rank0_shape_ops(shape_op: str) -> None:
    """jax's argmax pooling (a variadic lax.reduce_window whose body uses jnp.where-like logic) broadcasts its
    `false` constant from rank 0 to rank 0 in the body: such shape ops are their operand, and the window keeps
    the first place of its largest value (the op failed to legalize)."""
    x = values((2, 7), "f32", 30, edges=False)
    x[0, 1] = x[0, 3]  # a tie inside one window
    index = np.broadcast_to(np.arange(7, dtype=np.int32), (2, 7)).copy()
    t, ti, s, si = "tensor<2x7xf32>", "tensor<2x7xi32>", "tensor<f32>", "tensor<i32>"
    out, outi = "tensor<2x3xf32>", "tensor<2x3xi32>"
    text = f"""func.func @main(%x: {t}, %i: {ti}) -> ({out}, {outi}) {{
      %ninf = stablehlo.constant dense<0xFF800000> : {s}
      %big = stablehlo.constant dense<2147483647> : {si}
      %r:2 = "stablehlo.reduce_window"(%x, %i, %ninf, %big) <{{window_dimensions = array<i64: 1, 3>,
          window_strides = array<i64: 1, 2>}}> ({{
      ^bb0(%a: {s}, %ai: {si}, %b: {s}, %bi: {si}):
        %gt = stablehlo.compare GT, %b, %a, FLOAT : ({s}, {s}) -> tensor<i1>
        %eq = stablehlo.compare EQ, %b, %a, FLOAT : ({s}, {s}) -> tensor<i1>
        %lt = stablehlo.compare LT, %bi, %ai, SIGNED : ({si}, {si}) -> tensor<i1>
        %f = stablehlo.constant dense<false> : tensor<i1>
        %fb = stablehlo.{shape_op} : (tensor<i1>) -> tensor<i1>
        %ne = stablehlo.compare NE, %gt, %fb, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
        %tie = stablehlo.and %eq, %lt : tensor<i1>
        %take = stablehlo.or %ne, %tie : tensor<i1>
        %v = stablehlo.select %take, %b, %a : tensor<i1>, {s}
        %w = stablehlo.select %take, %bi, %ai : tensor<i1>, {si}
        stablehlo.return %v, %w : {s}, {si}
      }}) : ({t}, {ti}, {s}, {si}) -> ({out}, {outi})
      func.return %r#0, %r#1 : {out}, {outi}
    }}"""
    best, where = check(text, [x, index])
    windows = np.stack([x[:, 2 * j : 2 * j + 3] for j in range(3)], axis=1)
    np.testing.assert_array_equal(best, windows.max(axis=2))
    np.testing.assert_array_equal(where, windows.argmax(axis=2) + 2 * np.arange(3))


# ---------------------------------------------------------------------------
# batch_norm_inference


@pytest.mark.parametrize(
    ("shape", "feature", "element"), [((2, 3, 4, 5), 3, "f32"), ((2, 3, 4), 1, "f64"), ((4, 6), 0, "f16")]
)
def test_batch_norm_inference(shape, feature: int, element: str) -> None:
    x = values(shape, element, 27, edges=False)
    scale, offset, mean = (values((shape[feature],), element, 28 + i, edges=False) for i in range(3))
    variance = np.abs(values((shape[feature],), element, 31, edges=False))
    vector = tensor_type(scale, element)
    op = (
        f'"mhlo.batch_norm_inference"(%a0, %a1, %a2, %a3, %a4) <{{epsilon = 1.000000e-03 : f32, feature_index = {feature} : i64}}> '
        f": ({tensor_type(x, element)}, {vector}, {vector}, {vector}, {vector}) -> {tensor_type(x, element)}"
    )
    text = function(
        [(x, element), *((v, element) for v in (scale, offset, mean, variance))],
        [tensor_type(x, element)],
        f"%r = {op}",
    )
    (result,) = check(text, [x, scale, offset, mean, variance], rtol=TOLERANCE[element])
    wide = [np.asarray(v, np.float64) for v in (x, scale, offset, mean, variance)]
    at = [None] * len(shape)
    at[feature] = slice(None)
    s, o, m, v = (w[tuple(at)] for w in wide[1:])
    np.testing.assert_allclose(
        result, (wide[0] - m) / np.sqrt(v + 1e-3) * s + o, rtol=TOLERANCE[element] * 10, atol=TOLERANCE[element] * 10
    )


# ---------------------------------------------------------------------------
# Upstream


def test_upstream_parses_the_lowered_ops() -> None:
    """Upstream mlir-opt (LLVM 22) parses and verifies what the lit test's lowering prints."""
    mlir_opt = find_upstream_tool("mlir-opt")
    if mlir_opt is None:
        pytest.skip("needs upstream mlir-opt (pip install -e '.[upstream]')")
    lit_input = Path(__file__).parent / "mhlo-to-linalg-contraction.mlir"
    # The cases with an expected error are left unlowered on purpose.
    cases = [case for case in lit_input.read_text().split("// -----") if "expected-error" not in case]
    ours = subprocess.run(
        [sys.executable, "-m", "aiopt.tools.ai_opt", "-", "--split-input-file", "--convert-mhlo-to-linalg"],
        input="// -----".join(cases), capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    upstream = subprocess.run(
        [mlir_opt, "--split-input-file", "--verify-each", "-"], input=ours, capture_output=True, text=True, check=False
    )
    assert upstream.returncode == 0, upstream.stderr


# ---------------------------------------------------------------------------
# select_and_scatter


def select_and_scatter_text(x, source_shape, element, direction, window, strides, pads=None) -> str:
    rank = x.ndim
    scalar = f"tensor<{element}>"
    source = shape_type(source_shape, element)
    attrs = [
        f"window_dimensions = dense<{list(window)}> : tensor<{rank}xi64>",
        f"window_strides = dense<{list(strides)}> : tensor<{rank}xi64>",
    ]
    if pads is not None:
        attrs.append(f"padding = dense<{[list(p) for p in pads]}> : tensor<{rank}x2xi64>")
    return f"""func.func @main(%x: {tensor_type(x, element)}, %s: {source}, %i: {scalar}) -> {tensor_type(x, element)} {{
      %0 = "mhlo.select_and_scatter"(%x, %s, %i) <{{{", ".join(attrs)}}}> ({{
      ^bb0(%a: {scalar}, %b: {scalar}):
        %c = mhlo.compare {direction}, %a, %b : ({scalar}, {scalar}) -> tensor<i1>
        "mhlo.return"(%c) : (tensor<i1>) -> ()
      }}, {{
      ^bb0(%a: {scalar}, %b: {scalar}):
        %c = mhlo.add %a, %b : {scalar}
        "mhlo.return"(%c) : ({scalar}) -> ()
      }}) : ({tensor_type(x, element)}, {source}, {scalar}) -> {tensor_type(x, element)}
      func.return %0 : {tensor_type(x, element)}
    }}"""


SELECT_AND_SCATTERS = [
    # operand shape, window, strides, padding
    ((4, 6), (2, 2), (2, 2), None),
    ((5, 5), (3, 3), (1, 2), None),
    ((2, 5, 4, 3), (1, 3, 2, 1), (1, 2, 1, 1), ((0, 0), (1, 1), (0, 1), (0, 0))),
    ((7,), (3,), (2,), ((2, 1),)),
]


@pytest.mark.parametrize(("shape", "window", "strides", "pads"), SELECT_AND_SCATTERS)
@pytest.mark.parametrize(
    ("element", "direction"), [("f32", "GE"), ("i32", "LE"), ("f64", "GT"), ("ui8", "GE"), ("ui32", "LT")]
)
def test_select_and_scatter(shape, window, strides, pads, element: str, direction: str) -> None:
    """Max-pool gradients and their kin; overlapping windows scatter several sources onto one element.
    Unsigned elements compare unsigned (were not lowered: 'failed to legalize')."""
    x = values(shape, element, 32, edges=False)
    if element in ("i32", "ui32"):
        x = (x % 3).astype(x.dtype)  # ties: the first of equal elements is selected
    rank = len(shape)
    out = window_out(shape, window, strides, pads or ((0, 0),) * rank, (1,) * rank, (1,) * rank)
    source = values(tuple(out), element, 33, edges=False)
    text = select_and_scatter_text(x, out, element, direction, window, strides, pads)
    assert "linalg.index" in lowered_op_names(text)
    check(text, [x, source, values((), element, 34, edges=False)], rtol=TOLERANCE.get(element))


def test_select_and_scatter_rank0() -> None:
    # One window of the one element: the source lands on it (the lowering indexed an empty list of offsets).
    x = np.array(1.5, np.float32)
    text = select_and_scatter_text(x, (), "f32", "GE", (), ())
    (result,) = check(text, [x, np.float32(2.0), np.float32(0.5)])
    assert result == np.float32(2.5)
    (compiled,) = compile(text, cache=False).call(x, np.float32(2.0), np.float32(0.5))
    assert compiled == result


@pytest.mark.parametrize("shape", [(1, 6), (0, 6), (3, 1)])
def test_select_and_scatter_of_no_windows(shape) -> None:
    # A source with no element: the init value everywhere, interpreted, lowered and compiled (the lowered generics
    # of empty loops did not verify: 'unexpected result less than 0 at expression #0').
    x = values(shape, "f32", 47, edges=False)
    out = tuple(window_count(n, 2, 2, (0, 0)) for n in shape)
    source = np.zeros(out, np.float32)
    text = erased_select_and_scatter_text(shape_type(shape, "f32"), shape_type(out, "f32"), shape_type(shape, "f32"),
                                          "f32", "GE", (2, 2), (2, 2), None)  # fmt: skip
    (result,) = check(text, [x, source, np.float32(0.5)])
    np.testing.assert_array_equal(result, np.full(shape, 0.5, np.float32))
    (compiled,) = compile(text, cache=False).call(x, source, np.float32(0.5))
    np.testing.assert_array_equal(np.asarray(compiled), result)


def test_select_and_scatter_is_the_max_pool_gradient() -> None:
    x = values((4, 6), "f32", 35, edges=False)
    x[0, 0] = x[1, 1] = 9.0  # a tie in the first window: the first is selected
    source = values((2, 3), "f32", 36, edges=False)
    (result,) = check(select_and_scatter_text(x, (2, 3), "f32", "GE", (2, 2), (2, 2)), [x, source, np.float32(0.5)])
    expected = np.full((4, 6), 0.5, np.float32)
    for i, j in np.ndindex(2, 3):
        block = x[2 * i : 2 * i + 2, 2 * j : 2 * j + 2]
        di, dj = np.unravel_index(block.argmax(), block.shape)
        expected[2 * i + di, 2 * j + dj] += source[i, j]
    np.testing.assert_array_equal(result, expected)


def window_count(size: int, window: int, stride: int, pad: tuple[int, int]) -> int:
    """The windows of select_and_scatter (and reduce_window without dilations) along a dim: 0 where none fits."""
    padded = size + pad[0] + pad[1]
    return 0 if padded < window else (padded - window) // stride + 1


def erased_select_and_scatter_text(operand: str, source: str, result: str, element: str, direction: str, window,
                                   strides, pads, dialect: str = "mhlo") -> str:  # fmt: skip
    """`@main(%x, %s, %i)` of one select_and_scatter of the given (`?` or static) types; `GE`/`GT` max-pool
    gradients (`LE`/`LT` min), scatter by add."""
    rank, scalar = len(window), f"tensor<{element}>"

    def ints(values) -> str:
        if dialect == "stablehlo":
            return f"array<i64: {', '.join(map(str, values))}>"
        return f"dense<{list(values)}> : tensor<{rank}xi64>"

    attrs = [f"window_dimensions = {ints(window)}", f"window_strides = {ints(strides)}"]
    if pads is not None:
        attrs.append(f"padding = dense<{[list(p) for p in pads]}> : tensor<{rank}x2xi64>")
    return f"""func.func @main(%x: {operand}, %s: {source}, %i: {scalar}) -> {result} {{
      %0 = "{dialect}.select_and_scatter"(%x, %s, %i) <{{{", ".join(attrs)}}}> ({{
      ^bb0(%a: {scalar}, %b: {scalar}):
        %c = {dialect}.compare {direction}, %a, %b : ({scalar}, {scalar}) -> tensor<i1>
        {dialect}.return %c : tensor<i1>
      }}, {{
      ^bb0(%a: {scalar}, %b: {scalar}):
        %c = {dialect}.add %a, %b : {scalar}
        {dialect}.return %c : {scalar}
      }}) : ({operand}, {source}, {scalar}) -> {result}
      func.return %0 : {result}
    }}"""


def erased(shape, dims, element: str) -> str:
    """The tensor type of `shape` with `?` in `dims`."""
    return shape_type(["?" if d in dims else n for d, n in enumerate(shape)], element)


ERASED_SELECT_AND_SCATTERS = [
    # run-time operand shape, window, strides, padding, `?` dims of the operand, of the source, of the result
    ((4, 6), (2, 2), (2, 2), None, (0,), (0,), (0,)),  # batch-like `?` rows
    ((4, 6), (2, 2), (2, 2), None, (0, 1), (0, 1), (0, 1)),
    ((5, 5), (3, 3), (1, 2), None, (0, 1), (0, 1), (0, 1)),  # overlapping windows along dim 0
    ((5, 7), (3, 3), (2, 2), ((1, 1), (0, 2)), (0, 1), (1,), (0, 1)),  # padded, the source's rows static
    ((2, 5, 4, 3), (1, 3, 2, 1), (1, 2, 1, 1), ((0, 0), (1, 1), (0, 1), (0, 0)), (0, 1, 2), (0, 1, 2), (0, 1, 2)),
    ((7,), (3,), (2,), ((2, 1),), (0,), (0,), (0,)),
    ((7,), (3,), (2,), ((-1, 2),), (0,), (0,), (0,)),  # negative padding along a `?` dim
    ((7,), (2,), (3,), ((0, -4),), (0,), (), (0,)),  # the operand `?`, its source static
    ((4, 6), (2, 2), (2, 2), None, (), (0, 1), ()),  # the source `?`, the operand static
    ((4, 6), (3, 2), (1, 2), ((1, 0), (0, 0)), (0,), (0,), ()),  # a static result of a `?` operand
    ((0, 6), (2, 2), (2, 2), None, (0,), (0,), (0,)),  # empty
    ((1, 6), (2, 2), (2, 2), None, (0,), (0,), (0,)),  # no window fits: an empty source
    ((3, 6), (2, 2), (2, 2), ((-5, 0), (0, 0)), (0,), (0,), (0,)),  # padding cuts past the operand
]


@pytest.mark.parametrize(
    ("shape", "window", "strides", "pads", "x_dims", "s_dims", "r_dims"), ERASED_SELECT_AND_SCATTERS
)
@pytest.mark.parametrize(("element", "direction", "dialect"), [("f32", "GE", "mhlo"), ("i32", "GT", "stablehlo"),
                                                               ("f64", "GT", "mhlo"), ("ui8", "GE", "stablehlo")])
def test_select_and_scatter_of_dynamic_sizes(shape, window, strides, pads, x_dims, s_dims, r_dims, element: str,
                                             direction: str, dialect: str) -> None:  # fmt: skip
    """`?` sizes of the operand, the source or the result: lowered (failed to legalize before) and compiled, both
    as the interpreter computes the op (ties among integers: GE selects the first, GT the last of equal ones)."""
    x = values(shape, element, 40, edges=False)
    if element in ("i32", "ui8"):
        x = (x % 3).astype(x.dtype)
    out = tuple(window_count(n, w, s, p) for n, w, s, p in zip(shape, window, strides, pads or [(0, 0)] * len(shape)))
    source = values(out, element, 41, edges=False)
    init = values((), element, 42, edges=False)
    text = erased_select_and_scatter_text(erased(shape, x_dims, element), erased(out, s_dims, element),
                                          erased(shape, r_dims, element), element, direction, window, strides, pads,
                                          dialect)  # fmt: skip
    (result,) = check(text, [x, source, init], rtol=TOLERANCE.get(element))
    static = erased_select_and_scatter_text(shape_type(shape, element), shape_type(out, element),
                                            shape_type(shape, element), element, direction, window, strides, pads,
                                            dialect)  # fmt: skip
    (expected,) = run_function(lower(static)[0], "main", [x, source, init])
    np.testing.assert_array_equal(result, expected)
    (compiled,) = compile(text, cache=False).call(x, source, init)
    np.testing.assert_allclose(np.asarray(compiled), expected, rtol=TOLERANCE.get(element, 0))


@pytest.mark.parametrize(("extra", "message"), [
    ((0, 1), "dimension 1 of source \\(operand #1\\) is not the window count of operand #0"),
    ((1, 0), "dimension 0 of source \\(operand #1\\) is not the window count of operand #0"),
    ((-1, 0), "dimension 0 of source \\(operand #1\\) is not the window count of operand #0"),
])  # fmt: skip
def test_select_and_scatter_source_of_other_than_the_window_count_is_refused(extra, message: str) -> None:
    """A source of more (or fewer) windows than the operand has: the compiled select read past the operand; now both
    refuse it before the op (the spec's C3, checked where the types leave it to run time)."""
    text = erased_select_and_scatter_text("tensor<?x?xf32>", "tensor<?x?xf32>", "tensor<?x?xf32>", "f32", "GE",
                                          (2, 2), (2, 2), None)  # fmt: skip
    x, init = values((4, 6), "f32", 43, edges=False), np.float32(0)
    source = values((2 + extra[0], 3 + extra[1]), "f32", 44, edges=False)
    with pytest.raises(RuntimeCheckError, match="'mhlo.select_and_scatter' op " + message):
        run_function(lower(text)[0], "main", [x, source, init])
    with pytest.raises(RuntimeCheckError, match="'mhlo.select_and_scatter' op " + message):
        compile(text, cache=False).call(x, source, init)


def test_select_and_scatter_static_result_of_other_size_is_refused() -> None:
    text = erased_select_and_scatter_text("tensor<?x6xf32>", "tensor<?x3xf32>", "tensor<4x6xf32>", "f32", "GE",
                                          (2, 2), (2, 2), None)  # fmt: skip
    x, source, init = values((6, 6), "f32", 45, edges=False), values((3, 3), "f32", 46, edges=False), np.float32(0)
    message = "'mhlo.select_and_scatter' op operand #0 and the result type differ in size in dimension 0"
    with pytest.raises(RuntimeCheckError, match=message):
        run_function(lower(text)[0], "main", [x, source, init])
    with pytest.raises(RuntimeCheckError, match=message):
        compile(text, cache=False).call(x, source, init)


@pytest.mark.parametrize(("shape", "feature", "element"), [((2, 3, 4, 5), 3, "f32"), ((4, 3, 2), 1, "f64")])
def test_batch_norm_training(shape, feature: int, element: str) -> None:
    x = values(shape, element, 37, edges=False)
    scale, offset = (values((shape[feature],), element, 38 + i, edges=False) for i in range(2))
    vector = tensor_type(scale, element)
    results = [tensor_type(x, element), vector, vector]
    op = (
        f'"mhlo.batch_norm_training"(%a0, %a1, %a2) <{{epsilon = 1.000000e-03 : f32, feature_index = {feature} : i64}}> '
        f": ({tensor_type(x, element)}, {vector}, {vector}) -> ({', '.join(results)})"
    )
    text = function([(x, element), (scale, element), (offset, element)], results, f"%r:3 = {op}")
    output, mean, variance = check(text, [x, scale, offset], rtol=TOLERANCE[element])
    axes = tuple(d for d in range(len(shape)) if d != feature)
    np.testing.assert_allclose(mean, x.mean(axis=axes), rtol=1e-5)
    np.testing.assert_allclose(variance, x.var(axis=axes), rtol=1e-4)
    at = [None] * len(shape)
    at[feature] = slice(None)
    normalized = (x - mean[tuple(at)]) / np.sqrt(variance[tuple(at)] + 1e-3) * scale[tuple(at)] + offset[tuple(at)]
    np.testing.assert_allclose(output, normalized, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize(("shape", "feature", "element"), [((2, 3, 4, 5), 3, "f32"), ((4, 3, 2), 1, "f64")])
def test_batch_norm_grad(shape, feature: int, element: str) -> None:
    x, grad_output = values(shape, element, 42, edges=False), values(shape, element, 43, edges=False)
    scale, mean = (values((shape[feature],), element, 44 + i, edges=False) for i in range(2))
    variance = np.abs(values((shape[feature],), element, 46, edges=False)) + np.array(0.5, x.dtype)
    vector, full = tensor_type(scale, element), tensor_type(x, element)
    results = [full, vector, vector]
    op = (
        f'"mhlo.batch_norm_grad"(%a0, %a1, %a2, %a3, %a4) <{{epsilon = 1.000000e-03 : f32, feature_index = {feature} : i64}}> '
        f": ({full}, {vector}, {vector}, {vector}, {full}) -> ({', '.join(results)})"
    )
    args = [(x, element), (scale, element), (mean, element), (variance, element), (grad_output, element)]
    text = function(args, results, f"%r:3 = {op}")
    _, grad_scale, grad_offset = check(text, [x, scale, mean, variance, grad_output], rtol=TOLERANCE[element])
    # Independent of both interpreters: the offset's gradient is the sum of dy, the scale's that of dy * x-hat.
    axes = tuple(d for d in range(len(shape)) if d != feature)
    at = [None] * len(shape)
    at[feature] = slice(None)
    x_hat = (x - mean[tuple(at)]) / np.sqrt(variance[tuple(at)] + 1e-3)
    np.testing.assert_allclose(grad_offset, grad_output.sum(axis=axes), rtol=1e-4, atol=1e-4)
    np.testing.assert_allclose(grad_scale, (grad_output * x_hat).sum(axis=axes), rtol=1e-4, atol=1e-4)


# ---------------------------------------------------------------------------
# rng


@pytest.mark.parametrize(("shape", "element"), [((3, 4), "f32"), ((200,), "f64"), ((2, 3, 5), "f32")])
def test_rng_uniform(shape, element: str) -> None:
    """The lowered rng is mlir-hlo's index hash: checked bit for bit against numpy's, and for its range and spread."""
    out = shape_type(shape, element)
    text = f"""func.func @main(%a: tensor<{element}>, %b: tensor<{element}>) -> {out} {{
      %shape = mhlo.constant dense<{list(shape)}> : tensor<{len(shape)}xi64>
      %0 = mhlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<{element}>, tensor<{element}>, tensor<{len(shape)}xi64>) -> {out}
      func.return %0 : {out}
    }}"""
    _, lowered, diagnostics = lower(text)
    assert not diagnostics
    low, high = np.array(-2.0, NP_FLOAT[element]), np.array(3.0, NP_FLOAT[element])
    (result,) = run_function(lowered, "main", [low, high])
    state = np.zeros(shape, np.uint32)
    for index in np.indices(shape):
        state = (state + index.astype(np.uint32)) * np.uint32(1103515245) + np.uint32(12345)
    dtype = NP_FLOAT[element]
    unit = state.astype(dtype) * dtype(2.0**-32)
    np.testing.assert_array_equal(result, (high - low) * unit + low)
    assert result.min() >= low and result.max() <= high and len(np.unique(result)) == result.size


def test_stablehlo_reduce_window_and_select_and_scatter() -> None:
    """stablehlo input (array<i64> windows) lowers with the same patterns: a max pool and its gradient."""
    text = """func.func @main(%x: tensor<1x4x6x2xf32>, %g: tensor<1x2x3x2xf32>) -> (tensor<1x2x3x2xf32>, tensor<1x4x6x2xf32>) {
      %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %zero = stablehlo.constant dense<0.0> : tensor<f32>
      %p = "stablehlo.reduce_window"(%x, %ninf) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %m = stablehlo.maximum %a, %b : tensor<f32>
        stablehlo.return %m : tensor<f32>
      }) : (tensor<1x4x6x2xf32>, tensor<f32>) -> tensor<1x2x3x2xf32>
      %d = "stablehlo.select_and_scatter"(%x, %g, %zero) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
        stablehlo.return %c : tensor<i1>
      }, {
      ^bb0(%a: tensor<f32>, %b: tensor<f32>):
        %s = stablehlo.add %a, %b : tensor<f32>
        stablehlo.return %s : tensor<f32>
      }) : (tensor<1x4x6x2xf32>, tensor<1x2x3x2xf32>, tensor<f32>) -> tensor<1x4x6x2xf32>
      func.return %p, %d : tensor<1x2x3x2xf32>, tensor<1x4x6x2xf32>
    }"""
    assert "linalg.pooling_nhwc_max" in lowered_op_names(text)
    pooled, _ = check(
        text, [values((1, 4, 6, 2), "f32", 40, edges=False), values((1, 2, 3, 2), "f32", 41, edges=False)]
    )
    assert pooled.shape == (1, 2, 3, 2)


# ---------------------------------------------------------------------------
# Compiled for the CPU


COMPILED_CASES = [
    "argmax",
    "conv_nchw_groups_lhs_dilation",
    "depthwise_hwcm",
    "select_and_scatter",
    "sum_pool_padded_i32",
]


@pytest.mark.parametrize("name", COMPILED_CASES)
def test_compiled_matches_the_interpreter(name: str) -> None:
    """Lit cases, compiled by the default CPU pipeline (bufferization, loops, LLVM), give the interpreter's results."""
    cases = (Path(__file__).parent / "mhlo-to-linalg-contraction.mlir").read_text().split("// -----")
    (case,) = [c for c in cases if f"func.func @{name}(" in c]
    module = "\n".join(line for line in case.splitlines() if not line.lstrip().startswith("//"))
    module = module.replace(f"@{name}(", "@main(", 1)
    parsed, _, _ = lower(module)
    function = next(op for op in parsed.walk() if op.name == "func.func")
    elements = [str(t.get_element_type()) for t in function.function_type.inputs.data]
    shapes = [tuple(t.get_shape()) for t in function.function_type.inputs.data]
    inputs = [values(shape, element, 42 + i, edges=False) for i, (shape, element) in enumerate(zip(shapes, elements))]
    expected = run_function(parsed, "main", inputs)
    actual = compile(module, cache=False).call(*inputs)
    for a, e in zip(actual, expected, strict=True):
        np.testing.assert_allclose(a, e, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("body", ["%s = {dialect}.maximum %x, %y : {scalar}", "%s = {dialect}.subtract %x, %y : {scalar}"])
def test_reduce_into_a_less_static_result(body: str) -> None:
    """A `?` result size the input knows (mlir-hlo's reduce_dynamic_output): the reduction is built on the
    static size, which linalg.reduce needs, and cast to the declared type."""
    x = values((5, 4), "i32", 30)
    text = reduce_text(x, "i32", [0], body).replace("tensor<4xi32>", "tensor<?xi32>")
    assert "tensor<?xi32>" in text and "tensor<5x4xi32>" in text
    assert "tensor.cast" in lowered_op_names(text)
    check(text, [x, values((), "i32", 31)])


@pytest.mark.parametrize(
    ("x_shape", "k_shape", "layout", "out", "window", "groups"),
    [
        # mlir-hlo's zero-sized convolutions: a zero-sized feature input, and a window larger than the input.
        ((2, 4, 9, 0), (4, 5, 2, 4), "[b, f, 0, 1]x[0, 1, i, o]->[b, 0, 1, f]", (2, 5, 0, 4),
         "stride = [2, 1], pad = [[1, 2], [2, 0]], lhs_dilate = [1, 4], rhs_dilate = [1, 1]", 2),
        ((1, 2, 2, 3), (16, 16, 3, 4), "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", (1, 0, 0, 4),
         "stride = [1, 1]", 1),
    ],
)  # fmt: skip
def test_convolution_with_a_zero_sized_result(x_shape, k_shape, layout, out, window, groups) -> None:
    """No element to compute: the result is an empty tensor (the window need not fit), as upstream."""
    x, k = values(x_shape, "i64", 40), values(k_shape, "i64", 41)
    text = conv_text(x, k, layout, out, "i64", "i64", window, groups=groups)
    names = lowered_op_names(text)
    assert "tensor.empty" in names and not any(name.startswith("linalg.") for name in names)
    (result,) = check(text, [x, k])
    assert result.shape == out
