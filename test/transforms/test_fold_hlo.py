"""--canonicalize computes what the interpreter computes.

Folding: for every foldable op kind, element kind and dialect, a program
applies the op to constants; after --canonicalize it must be only constants,
and those must equal (bit for bit, NaN and -0.0 included) what the reference
interpreter computes on the unfolded program. Where the interpreter rejects
the program, nothing may be folded.

Canonicalization: the JAX samples (examples/models) and the cases of
canonicalize-hlo.mlir give the same results before and after the pass.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    BFloat16Type,
    ComplexType,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FunctionType,
    IntegerType,
    ModuleOp,
    Signedness,
    TensorType,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from aiopt.dialects import mhlo, stablehlo
from aiopt.dialects.hlo.elementwise import BINARY_OPS, UNARY_OPS
from aiopt.dialects.hlo.reduction_support import binary_reducer
from aiopt.dialects.hlo.types import ElementKind, element_kind, element_type_of
from aiopt.reference.hlo import numpy_dtype
from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.canonicalize import CanonicalizePass
from aiopt.transforms.fold_hlo import FOLDABLE_OPS, left_unfolded_upstream

CONTEXT = default_registry().make_context()
ROOT = Path(__file__).parents[2]
DIALECTS = {"stablehlo": stablehlo.OPS, "mhlo": mhlo.OPS}

f32, f16, f64, bf16 = Float32Type(), Float16Type(), Float64Type(), BFloat16Type()
i1, i8, i32 = IntegerType(1), IntegerType(8), IntegerType(32)
ui8, ui32 = IntegerType(8, Signedness.UNSIGNED), IntegerType(32, Signedness.UNSIGNED)
c64 = ComplexType(f32)

# Ten values per element type, edge cases included; binary ops pair them with their reverse.
SAMPLES: dict[Attribute, list] = {
    f32: [-2.5, -1.0, -0.0, 0.0, 0.5, 1.0, 3.0, math.inf, -math.inf, math.nan],
    f16: [-2.5, -1.0, -0.0, 0.0, 0.5, 1.0, 3.0, 65504.0, -math.inf, math.nan],
    bf16: [-2.5, -1.0, -0.0, 0.0, 0.5, 1.0, 3.0, 1.0e30, -math.inf, math.nan],
    f64: [-2.5, -1.0, -0.0, 0.0, 0.5, 1.0, 3.0, 1.0e300, -math.inf, math.nan],
    i32: [-7, -1, 0, 1, 2, 5, -(2**31), 2**31 - 1, 3, 31],
    i8: [-7, -1, 0, 1, 2, 5, -128, 127, 3, 7],
    ui32: [0, 1, 2, 3, 5, 7, 31, 32, 2**31, 2**32 - 1],
    ui8: [0, 1, 2, 3, 5, 7, 8, 128, 254, 255],
    i1: [1, 0, 1, 1, 0, 0, 1, 0, 1, 0],
    c64: [
        (1.0, 2.0), (-1.0, 0.5), (0.0, 0.0), (3.0, -4.0), (0.5, 0.5),
        (-2.0, -1.0), (1.0, 0.0), (0.0, 1.0), (2.0, 2.0), (-0.5, 3.0),
    ],  # fmt: skip
}
SHAPE = [2, 5]
KIND_TYPES = {
    ElementKind.FLOAT: (f32, f16, bf16, f64),
    ElementKind.SIGNED: (i32, i8),
    ElementKind.UNSIGNED: (ui32, ui8),
    ElementKind.PRED: (i1,),
    ElementKind.COMPLEX: (c64,),
}


def constant(ops: dict, block: Block, element: Attribute, values: Sequence, shape: Sequence[int] = SHAPE) -> SSAValue:
    """Append `DIALECT.constant` of `values` (ten of them, reshaped to `shape`) to `block`."""
    op = ops["constant"](DenseIntOrFPElementsAttr.from_list(TensorType(element, list(shape)), list(values)))
    block.add_op(op)
    return op.results[0]


def module_of(build: Callable[[Block], Sequence[Operation]]) -> ModuleOp:
    """A module whose @main returns the results of the ops that `build` appends to its body."""
    block = Block()
    results = [r for op in build(block) for r in op.results]
    block.add_op(func.ReturnOp(*results))
    main = func.FuncOp("main", FunctionType.from_lists([], [r.type for r in results]), Region(block))
    module = ModuleOp([main])
    verify_operation(module)
    return module


def append(block: Block, op: Operation) -> Operation:
    block.add_op(op)
    return op


def canonicalized(module: ModuleOp, **options) -> ModuleOp:
    result = module.clone()
    CanonicalizePass(**options).apply(CONTEXT, result)
    verify_operation(result)
    return result


def assert_same_values(actual: np.ndarray, expected: np.ndarray) -> None:
    """Equal values, NaN where NaN, and the same sign of zero."""
    assert actual.dtype == expected.dtype and actual.shape == expected.shape
    np.testing.assert_array_equal(actual, expected)
    if expected.dtype.kind == "f":
        np.testing.assert_array_equal(np.signbit(actual), np.signbit(expected))


def check_folding(module: ModuleOp) -> None:
    """Folded to constants with the interpreter's values, or left alone where the interpreter fails or where
    upstream's folder leaves the op (a log of a negative, an integer division by zero: `left_unfolded_upstream`)."""
    try:
        expected = run_function(module.clone(), "main", [])
    except Exception:
        expected = None
    unfolded_upstream = any(left_unfolded_upstream(op) for op in next(iter(module.body.block.ops)).body.block.ops)
    folded = canonicalized(module)
    body = next(iter(folded.body.block.ops)).body.block.ops
    kinds = {op.name.split(".", 1)[-1] for op in body}
    if expected is None or unfolded_upstream:
        assert kinds - {"constant", "return"}, "folded a program that must stay"
        return
    assert kinds <= {"constant", "return"}, f"not folded: {kinds}"
    for actual, value in zip(run_function(folded, "main", []), expected):
        assert_same_values(actual, value)


def allowed_types(op_base) -> list[Attribute]:
    return [t for kind in sorted(op_base.ALLOWED, key=lambda k: k.value) for t in KIND_TYPES[kind]]


ELEMENTWISE_CASES = [
    (base, element)
    for base in (*UNARY_OPS, *BINARY_OPS)
    if base.MNEMONIC not in ("convert", "bitcast_convert", "reduce_precision", "uniform_quantize", "uniform_dequantize")
    for element in allowed_types(base)
    # complex<f16>/complex<bf16> are not HLO types: `complex` takes f32 or f64 parts (its verifier says so).
    if not (base.MNEMONIC == "complex" and element in (f16, bf16))
]


@pytest.mark.parametrize("dialect", DIALECTS)
@pytest.mark.parametrize(("base", "element"), ELEMENTWISE_CASES, ids=lambda v: getattr(v, "MNEMONIC", str(v)))
def test_elementwise_folds_like_the_interpreter(dialect, base, element):
    ops = DIALECTS[dialect]
    values = SAMPLES[element]

    def build(block):
        operands = [constant(ops, block, element, values)]
        if base in BINARY_OPS:
            operands.append(constant(ops, block, element, values[::-1]))
        return [append(block, ops[base.MNEMONIC](*operands))]

    check_folding(module_of(build))


CONVERSIONS = [
    (f32, i32), (f32, ui8), (f32, i1), (f32, bf16), (f32, f16), (f64, f32), (i32, f32), (i32, i8),
    (i32, ui32), (i1, f32), (ui32, f64),
]  # fmt: skip


@pytest.mark.parametrize("dialect", DIALECTS)
@pytest.mark.parametrize(("source", "target"), CONVERSIONS, ids=str)
def test_convert_folds_like_the_interpreter(dialect, source, target):
    ops = DIALECTS[dialect]

    def build(block):
        operand = constant(ops, block, source, SAMPLES[source])
        return [append(block, ops["convert"](operand, TensorType(target, SHAPE)))]

    check_folding(module_of(build))


@pytest.mark.parametrize("dialect", DIALECTS)
@pytest.mark.parametrize(("source", "target"), [(c64, f32), (f32, c64), (i1, c64)], ids=str)
def test_complex_converts_stay(dialect, source, target):
    """Converts from or to complex numbers are not folded, as upstream's folder leaves them."""
    ops = DIALECTS[dialect]

    def build(block):
        operand = constant(ops, block, source, SAMPLES[source])
        return [append(block, ops["convert"](operand, TensorType(target, SHAPE)))]

    folded = canonicalized(module_of(build))
    body = next(iter(folded.body.block.ops)).body.block.ops
    assert "convert" in {op.name.split(".", 1)[-1] for op in body}


@pytest.mark.parametrize("dialect", DIALECTS)
def test_bitcast_and_reduce_precision_fold_like_the_interpreter(dialect):
    ops = DIALECTS[dialect]

    def build(block):
        x = constant(ops, block, f32, SAMPLES[f32])
        return [
            append(block, ops["bitcast_convert"](x, TensorType(i32, SHAPE))),
            append(block, ops["reduce_precision"](x, 5, 2)),
        ]

    check_folding(module_of(build))


@pytest.mark.parametrize("dialect", DIALECTS)
@pytest.mark.parametrize("direction", ["EQ", "NE", "LT", "LE", "GT", "GE"])
@pytest.mark.parametrize(
    ("element", "compare_type"),
    [(f32, "FLOAT"), (f32, "TOTALORDER"), (i32, "SIGNED"), (ui32, "UNSIGNED"), (i1, None), (c64, None)],
    ids=str,
)
def test_compare_folds_like_the_interpreter(dialect, direction, element, compare_type):
    ops = DIALECTS[dialect]

    def build(block):
        a = constant(ops, block, element, SAMPLES[element])
        b = constant(ops, block, element, SAMPLES[element][::-1])
        return [append(block, ops["compare"](a, b, direction, compare_type))]

    check_folding(module_of(build))


@pytest.mark.parametrize("dialect", DIALECTS)
@pytest.mark.parametrize("element", [f32, i32, ui8, i1, c64], ids=str)
def test_select_and_clamp_fold_like_the_interpreter(dialect, element):
    ops = DIALECTS[dialect]

    def build(block):
        pred = constant(ops, block, i1, SAMPLES[i1])
        a = constant(ops, block, element, SAMPLES[element])
        b = constant(ops, block, element, SAMPLES[element][::-1])
        built = [append(block, ops["select"](pred, a, b))]
        if element_kind(element) is not ElementKind.COMPLEX:
            low = constant(ops, block, element, SAMPLES[element][2:3], shape=[])
            high = constant(ops, block, element, SAMPLES[element][5:6], shape=[])
            built.append(append(block, ops["clamp"](low, a, high)))
        return built

    check_folding(module_of(build))


SHAPE_CASES: dict[str, Callable[[dict, Block, SSAValue], Operation]] = {
    "broadcast_in_dim": lambda ops, block, x: ops["broadcast_in_dim"](
        x, [0, 2], TensorType(element_type_of(x.type), [2, 3, 5])
    ),
    "reshape": lambda ops, block, x: ops["reshape"](x, TensorType(element_type_of(x.type), [5, 2])),
    "transpose": lambda ops, block, x: ops["transpose"](x, [1, 0]),
    "concatenate": lambda ops, block, x: ops["concatenate"]([x, x], 1),
    "slice": lambda ops, block, x: ops["slice"](x, [0, 1], [2, 5], [1, 2]),
    "pad": lambda ops, block, x: ops["pad"](
        x, constant(ops, block, element_type_of(x.type), SAMPLES[element_type_of(x.type)][4:5], shape=[]),
        [1, -1], [0, 2], [1, 1],
    ),
    "reverse": lambda ops, block, x: ops["reverse"](x, [1]),
    # Start indices past the end: clamped, as at run time.
    "dynamic_slice": lambda ops, block, x: ops["dynamic_slice"](
        x, [constant(ops, block, i32, [1], shape=[]), constant(ops, block, i32, [4], shape=[])], [1, 3]
    ),
}  # fmt: skip


@pytest.mark.parametrize("dialect", DIALECTS)
@pytest.mark.parametrize("name", sorted(SHAPE_CASES))
@pytest.mark.parametrize("element", [f32, i32, ui8, i1, c64, bf16], ids=str)
def test_shape_ops_fold_like_the_interpreter(dialect, name, element):
    ops = DIALECTS[dialect]

    def build(block):
        x = constant(ops, block, element, SAMPLES[element])
        return [append(block, SHAPE_CASES[name](ops, block, x))]

    check_folding(module_of(build))


@pytest.mark.parametrize("dialect", DIALECTS)
@pytest.mark.parametrize("element", [f32, i32, ui32, f16, c64], ids=str)
def test_iota_canonicalizes_like_the_interpreter(dialect, element):
    """As upstream, an iota is not folded into its elements but into a 1-d iota and a broadcast; only one
    along a dimension of size 1 becomes a constant (zeros). Either way the values are the interpreter's."""
    ops = DIALECTS[dialect]
    iotas = [ops["iota"](dim, TensorType(element, [3, 4])) for dim in (0, 1)]
    iotas.append(ops["iota"](0, TensorType(element, [1, 4])))
    module = module_of(lambda block: [append(block, iota) for iota in iotas])
    expected = run_function(module.clone(), "main", [])
    folded = canonicalized(module)
    body = list(next(iter(folded.body.block.ops)).body.block.ops)
    assert sorted(op.name.split(".", 1)[-1] for op in body) == [
        *["broadcast_in_dim"] * 2, "constant", *["iota"] * 2, "return"
    ]
    for actual, value in zip(run_function(folded, "main", []), expected, strict=True):
        assert_same_values(actual, value)


REDUCERS = {
    "add": (f32, i32, i1),
    "multiply": (f32, ui8),
    "maximum": (f32, i32),
    "minimum": (f64, ui32),
    "and": (i1, i32),
    "or": (i1, ui8),
    "xor": (i32,),
}


@pytest.mark.parametrize("dialect", DIALECTS)
@pytest.mark.parametrize(
    ("combiner", "element"), [(c, e) for c, elements in REDUCERS.items() for e in elements], ids=str
)
def test_reduce_folds_like_the_interpreter(dialect, combiner, element):
    ops = DIALECTS[dialect]

    def build(block):
        x = constant(ops, block, element, SAMPLES[element])
        init = constant(ops, block, element, SAMPLES[element][1:2], shape=[])
        return [
            append(block, ops["reduce"]([x], [init], dims, binary_reducer(ops[combiner], ops["return"], element)))
            for dims in ([0], [1], [0, 1])
        ]

    check_folding(module_of(build))


def test_every_foldable_op_kind_is_tested():
    tested = {base.MNEMONIC for base, _ in ELEMENTWISE_CASES} | set(SHAPE_CASES)
    tested |= {"convert", "bitcast_convert", "reduce_precision", "compare", "select", "clamp", "iota"}
    assert {base.MNEMONIC for base in FOLDABLE_OPS} <= tested


def test_fold_limit_counts_result_elements():
    ops = stablehlo.OPS

    def build(block):
        x = constant(ops, block, f32, SAMPLES[f32])
        return [append(block, ops["negate"](x))]

    module = module_of(build)
    kept = canonicalized(module, max_fold_elements=9)
    assert any(op.name == "stablehlo.negate" for op in kept.walk())
    folded = canonicalized(module, max_fold_elements=10)
    assert not any(op.name == "stablehlo.negate" for op in folded.walk())


# ---------------------------------------------------------------------------
# Whole programs: the JAX samples and the canonicalization test cases


def random_inputs(function: func.FuncOp, seed: int = 0) -> list[np.ndarray]:
    """Random values for the arguments of `function` (all static tensors).

    An argument named %shape holds the shape of the function's first result, when that is static.
    """
    rng = np.random.default_rng(seed)
    result_shape = function.function_type.outputs.data[0].get_shape()
    inputs = []
    for arg in function.body.block.args:
        dtype = numpy_dtype(element_type_of(arg.type))
        shape = arg.type.get_shape()
        if arg.name_hint == "shape" and min(result_shape, default=0) >= 0 and shape == (len(result_shape),):
            inputs.append(np.array(result_shape, dtype))
        elif dtype.kind == "f":
            inputs.append(rng.standard_normal(shape).astype(dtype))
        elif dtype.kind == "b":
            inputs.append(rng.integers(0, 2, shape).astype(bool))
        else:
            inputs.append(rng.integers(-5, 6, shape).astype(dtype))
    return inputs


MODELS = sorted((ROOT / "examples" / "models").glob("*.mlir"))


@pytest.mark.parametrize("path", MODELS, ids=lambda p: p.name)
def test_jax_samples_compute_the_same_after_canonicalize(path):
    module = parse_module(CONTEXT, path.read_text(), str(path))
    verify_operation(module)
    inputs = random_inputs(next(op for op in module.walk() if isinstance(op, func.FuncOp)))
    before = run_function(module, "main", inputs)
    after_module = canonicalized(module)
    after = run_function(after_module, "main", inputs)
    for actual, expected in zip(after, before):
        assert_same_values(actual, expected)
    assert len(list(after_module.walk())) <= len(list(module.walk()))


def canonicalize_hlo_cases() -> list[tuple[str, str]]:
    """(function name, its chunk) for each case of canonicalize-hlo.mlir with static tensor arguments."""
    text = (Path(__file__).parent / "canonicalize-hlo.mlir").read_text()
    cases = []
    for chunk in text.split("// -----"):
        module = parse_module(CONTEXT, chunk, "canonicalize-hlo.mlir")
        for function in module.body.block.ops:
            types = function.function_type.inputs.data
            if all(isinstance(t, TensorType) and -1 < min(t.get_shape(), default=0) for t in types):
                cases.append((function.sym_name.data, chunk))
    return cases


@pytest.mark.parametrize(("name", "chunk"), canonicalize_hlo_cases(), ids=lambda v: v if "\n" not in v else "")
def test_canonicalize_hlo_cases_compute_the_same(name, chunk):
    module = parse_module(CONTEXT, chunk, "canonicalize-hlo.mlir")
    function = next(op for op in module.body.block.ops if op.sym_name.data == name)
    inputs = random_inputs(function)
    try:
        before = run_function(module, name, inputs)
    except DiagnosticError:
        pytest.skip("the random inputs are not valid for this case")
    for options in ({}, {"max_fold_elements": 0}):
        after = run_function(canonicalized(module, **options), name, inputs)
        for actual, expected in zip(after, before):
            if isinstance(expected, tuple):
                for a, e in zip(actual, expected):
                    assert_same_values(a, e)
            else:
                assert_same_values(actual, expected)



# ---------------------------------------------------------------------------
# Scatter, and mhlo's folds of x + 0.0


def scatter_program(
    dialect: str, element: str, operand: str, indices: str, updates: str, numbers: str, body: str
) -> ModuleOp:
    """@main: a scatter of constants (`operand`, `indices`, `updates`: `dense<...> : tensor<...>`) whose body,
    `body`, combines %a (the operand's element) and %b (the update's) into %r."""
    def type_of(constant: str) -> str:
        return constant.split(" : ")[1]

    text = f"""
func.func @main() -> {type_of(operand)} {{
  %operand = {dialect}.constant {operand}
  %indices = {dialect}.constant {indices}
  %updates = {dialect}.constant {updates}
  %r = "{dialect}.scatter"(%operand, %indices, %updates) ({{
  ^bb0(%a: tensor<{element}>, %b: tensor<{element}>):
    {body.replace("DIALECT", dialect)}
    "{dialect}.return"(%r) : (tensor<{element}>) -> ()
  }}) {{scatter_dimension_numbers = #{dialect}.scatter<{numbers}>}}
     : ({type_of(operand)}, {type_of(indices)}, {type_of(updates)}) -> {type_of(operand)}
  func.return %r : {type_of(operand)}
}}
"""
    module = parse_module(CONTEXT, text, "scatter.mlir")
    verify_operation(module)
    return module


_ROWS = "update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1"
_OPERAND_3X3 = "dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>"
_ROW_UPDATES = "dense<[[10, 20, 30], [70, 80, 90]]> : tensor<2x3xi32>"
_OVERWRITE = "%z = DIALECT.constant dense<0> : tensor<i32>\n    %r = \"DIALECT.add\"(%b, %z) : (tensor<i32>, tensor<i32>) -> tensor<i32>"
_ADD = "%r = \"DIALECT.add\"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>"
_SUBTRACT_SCALED_F32 = (
    "%two = DIALECT.constant dense<2.5> : tensor<f32>\n"
    "    %m = \"DIALECT.multiply\"(%b, %two) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n"
    "    %r = \"DIALECT.subtract\"(%a, %m) : (tensor<f32>, tensor<f32>) -> tensor<f32>"
)

SCATTER_CASES = {
    # Rows 0 and 2 take the updates (the body returns the update, through an add of a constant 0).
    "rows": ("i32", _OPERAND_3X3, "dense<[0, 2]> : tensor<2xi32>", _ROW_UPDATES, _ROWS, _OVERWRITE),
    # Both updates go to row 1, added in order.
    "repeated": ("i32", _OPERAND_3X3, "dense<[1, 1]> : tensor<2xi32>", _ROW_UPDATES, _ROWS, _ADD),
    # Columns, index vectors along dimension 0 of the indices, a body of constants and float arithmetic.
    "columns_f32": (
        "f32", "dense<[[1.0, 2.0, 3.0], [4.0, -0.0, 6.0]]> : tensor<2x3xf32>",
        "dense<[[0, 2], [1, 1]]> : tensor<2x2xi32>", "dense<[0.5, 1.5]> : tensor<2xf32>",
        "update_window_dims = [], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], "
        "index_vector_dim = 1", _SUBTRACT_SCALED_F32,
    ),
    # Index vectors along dimension 0 (the nd form).
    "index_vector_dim_0": (
        "i32", _OPERAND_3X3, "dense<[[2, 1], [1, 1]]> : tensor<2x2xi32>", "dense<[[[10]], [[20]]]> : tensor<2x1x1xi32>",
        "update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 0", _ADD,
    ),
    # A window past the end (row 5) and one before the start (row -1): the reference skips them, mhlo stays.
    "out_of_bounds": ("i32", _OPERAND_3X3, "dense<[5, 1]> : tensor<2xi32>", _ROW_UPDATES, _ROWS, _ADD),
    "negative_index": ("i32", _OPERAND_3X3, "dense<[0, -1]> : tensor<2xi32>", _ROW_UPDATES, _ROWS, _OVERWRITE),
}  # fmt: skip


@pytest.mark.parametrize("dialect", DIALECTS)
@pytest.mark.parametrize("case", SCATTER_CASES)
def test_scatter_folds_like_the_interpreter(dialect, case):
    """Folded to the interpreter's values; mhlo's out-of-bounds updates stay, as upstream (`left_unfolded_upstream`)."""
    module = scatter_program(dialect, *SCATTER_CASES[case])
    scatter = next(op for op in module.walk() if op.name.endswith(".scatter"))
    assert left_unfolded_upstream(scatter) == (dialect == "mhlo" and case in ("out_of_bounds", "negative_index"))
    check_folding(module)


@pytest.mark.parametrize("dialect", DIALECTS)
def test_scatter_of_complex_folds_only_in_stablehlo(dialect):
    module = scatter_program(
        dialect, "complex<f32>", "dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>",
        "dense<[1]> : tensor<1xi32>", "dense<[(0.5, -1.0)]> : tensor<1xcomplex<f32>>",
        "update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1",
        "%r = \"DIALECT.add\"(%a, %b) : (tensor<complex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>",
    )  # fmt: skip
    scatter = next(op for op in module.walk() if op.name.endswith(".scatter"))
    assert left_unfolded_upstream(scatter) == (dialect == "mhlo")
    check_folding(module)


def test_scatter_with_other_body_ops_stays():
    """Only element-wise ops and constants in the body (what upstream's region evaluation folds)."""
    module = scatter_program(
        "stablehlo", "i32", _OPERAND_3X3, "dense<[0, 2]> : tensor<2xi32>", _ROW_UPDATES, _ROWS,
        "%r = \"stablehlo.optimization_barrier\"(%b) : (tensor<i32>) -> tensor<i32>",
    )  # fmt: skip
    assert any(op.name == "stablehlo.scatter" for op in canonicalized(module).walk())


MHLO_ADD_ZERO = """
func.func @main(%x: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>) {
  %zero = mhlo.constant dense<0.0> : tensor<f32>
  %zeros = mhlo.constant dense<0.0> : tensor<6xf32>
  %0 = mhlo.add %zeros, %x : tensor<6xf32>
  %1 = "mhlo.reduce_window"(%x, %zero) <{window_dimensions = dense<1> : tensor<1xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = mhlo.add %a, %b : tensor<f32>
    mhlo.return %s : tensor<f32>
  }) : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
  func.return %0, %1 : tensor<6xf32>, tensor<6xf32>
}
"""


def test_mhlo_add_of_positive_zero_is_the_other_operand():
    """mlir-hlo's AddOp::fold and ReduceWindowOp::fold: x + 0.0 is x. The interpreter's values are the same but for
    the sign of a zero: -0.0 + 0.0 is +0.0, where the fold keeps -0.0."""
    module = parse_module(CONTEXT, MHLO_ADD_ZERO, "add-zero.mlir")
    folded = canonicalized(module)
    assert [op.name for op in folded.walk() if op.name.startswith("mhlo.")] == []
    x = np.array([-2.5, -0.0, 0.0, math.inf, math.nan, 1e-45], np.float32)
    expected = run_function(module, "main", [x])
    for actual, value in zip(run_function(folded, "main", [x]), expected, strict=True):
        np.testing.assert_array_equal(actual, value)
        assert list(np.signbit(actual)) == list(np.signbit(x))
        assert list(np.signbit(value)) == [True, False, False, False, False, False]
