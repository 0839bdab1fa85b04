"""The mlir-hlo road keeps what programs compute: mhlo -> lmhlo -> linalg / affine / parallel loops.

Each program is interpreted as mhlo, then after `hlo-legalize-to-lhlo` (the
lmhlo ops run the HLO semantics on buffers) and after each lowering of lmhlo
(`lhlo-legalize-to-linalg`, optionally followed by `lhlo-fuse-linalg`,
`lhlo-legalize-to-affine`, `lhlo-legalize-to-parallel-loops`, and for the
samples on down to `cf` branches), on random inputs. The lowered module is printed and parsed again before it runs, so
the IR the passes make must round-trip. The roads of one program share its parsed module, its
hlo-legalize-to-lhlo lowering and (for seeded inputs) its interpreted results, made once per process.
Results agree bit for bit where the computation is the same and within a tolerance where the lowering sums in
another order (reductions, dots, convolutions).
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from aiopt.lowering.affine_to_standard import LowerAffinePass
from aiopt.lowering.hlo_legalize_to_lhlo import HloLegalizeToLhloPass
from aiopt.lowering.lhlo_legalize_to_affine import LhloLegalizeToAffinePass
from aiopt.lowering.lhlo_legalize_to_linalg import LhloLegalizeToLinalgPass
from aiopt.lowering.lhlo_legalize_to_parallel_loops import LhloLegalizeToParallelLoopsPass
from aiopt.lowering.linalg_to_loops import ConvertLinalgToLoopsPass
from aiopt.lowering.scf_to_cf import ConvertScfToCfPass
from aiopt.reference.interpreter import run_function
from aiopt.support.diagnostics import Diagnostic, DiagnosticEngine, SourceManager, active_engine
from aiopt.support.parsing import parse_module
from aiopt.support.passes import PassFailedError
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation
from aiopt.transforms.lhlo_fuse_linalg import LhloFuseLinalgPass

CONTEXT = default_registry().make_context()
MODELS = Path(__file__).resolve().parents[2] / "examples" / "models"

ROADS: dict[str, list[ModulePass]] = {
    "lhlo": [],
    "linalg": [LhloLegalizeToLinalgPass()],
    "linalg-fused": [LhloLegalizeToLinalgPass(), LhloFuseLinalgPass(tile_sizes=(2, 3))],
    "linalg-fused-parallel": [LhloLegalizeToLinalgPass(), LhloFuseLinalgPass(use_parallel_loops=True)],
    "affine": [LhloLegalizeToAffinePass()],
    "parallel-loops": [LhloLegalizeToParallelLoopsPass()],
    # Down to cf branches, through the loop lowerings of the main pipeline.
    "affine-to-cf": [LhloLegalizeToAffinePass(), LowerAffinePass(), ConvertScfToCfPass()],
    "fused-loops-to-cf": [
        LhloLegalizeToLinalgPass(),
        LhloFuseLinalgPass(tile_sizes=(2, 3)),
        ConvertLinalgToLoopsPass(),
        LowerAffinePass(),
        ConvertScfToCfPass(),
    ],
}
"""The passes after hlo-legalize-to-lhlo that each road runs."""


_LEGALIZED: dict[str, tuple[ModuleOp, ModuleOp]] = {}
"""Each program's text -> (its module, verified; its hlo-legalize-to-lhlo lowering), for those it lowers without
a diagnostic: the roads of a program share that first step (not to be changed: `lower` clones the lowering)."""


def _legalized(text: str) -> tuple[ModuleOp, ModuleOp, list[Diagnostic]]:
    """Parse and verify `text`; return it, its lowering by hlo-legalize-to-lhlo and the diagnostics of that."""
    if text in _LEGALIZED:
        return *_LEGALIZED[text], []
    module = parse_module(CONTEXT, text, "test.mlir")
    verify_operation(module)
    lowered, diagnostics = _run_passes(module.clone(), [HloLegalizeToLhloPass()])
    if not diagnostics:
        _LEGALIZED[text] = (module, lowered)
    return module, lowered, diagnostics


def _run_passes(module: ModuleOp, passes: list[ModulePass]) -> tuple[ModuleOp, list[Diagnostic]]:
    """Run `passes` on `module` in place, up to one that fails; the module and the diagnostics they gave."""
    engine = DiagnosticEngine(SourceManager())
    diagnostics: list[Diagnostic] = []
    engine.handler = diagnostics.append
    with active_engine(engine):
        for lowering in passes:
            try:
                lowering.apply(CONTEXT, module)
            except PassFailedError:
                assert diagnostics  # the pass reported why before it failed
                break
    return module, diagnostics


def lower(text: str, passes: list[ModulePass]) -> tuple[ModuleOp, ModuleOp, list[Diagnostic]]:
    """Parse `text`; return it, its lowering by hlo-legalize-to-lhlo then `passes` (reprinted, reparsed), and
    the diagnostics."""
    module, legalized, diagnostics = _legalized(text)
    if diagnostics:
        return module, legalized, diagnostics
    lowered, diagnostics = _run_passes(legalized.clone(), passes)
    if diagnostics:
        return module, lowered, diagnostics
    reparsed = parse_module(CONTEXT, str(lowered), "lowered.mlir")
    verify_operation(reparsed)
    return module, reparsed, diagnostics


_EXPECTED: dict[tuple[str, int], list[np.ndarray]] = {}
"""(program text, seed) -> the results of the program's `@main`, interpreted as mhlo, on `random_inputs` of seed."""


def random_inputs(module: ModuleOp, seed: int) -> list[np.ndarray]:
    """Seeded inputs for `@main`: normal floats, small integers, random booleans."""
    rng = np.random.default_rng(seed)
    main = next(op for op in module.walk() if op.name == "func.func" and op.sym_name.data == "main")
    inputs = []
    for type_ in main.function_type.inputs.data:
        shape, element = tuple(type_.get_shape()), str(type_.get_element_type())
        if element == "i1":
            inputs.append(rng.integers(0, 2, shape).astype(np.bool_))
        elif element.startswith("i"):
            inputs.append(rng.integers(-9, 10, shape).astype(f"int{element[1:]}"))
        else:
            inputs.append(rng.standard_normal(shape).astype(np.float32 if element == "f32" else np.float64))
    return inputs


def check(
    text: str, road: str, rtol: float | None = None, seed: int = 0, inputs: list[np.ndarray] | None = None
) -> list[np.ndarray]:
    """Lower `text` along `road` and compare `@main` with the mhlo program; return the lowered results.

    The inputs are `inputs`, else random ones from `seed`.
    """
    module, lowered, diagnostics = lower(text, ROADS[road])
    assert not diagnostics, [d.message for d in diagnostics]
    assert not [op.name for op in lowered.walk() if op.name.startswith("mhlo.")]
    if road not in ("lhlo", "parallel-loops"):
        assert not [op.name for op in lowered.walk() if op.name.startswith("lmhlo.")]
    if inputs is None:
        inputs = random_inputs(module, seed)
        if (text, seed) not in _EXPECTED:
            _EXPECTED[text, seed] = run_function(module, "main", [x.copy() for x in inputs])
        expected = _EXPECTED[text, seed]
    else:
        expected = run_function(module, "main", inputs)
    actual = run_function(lowered, "main", [x.copy() for x in inputs])
    for a, e in zip(actual, expected, strict=True):
        a = np.asarray(a)
        assert a.dtype == e.dtype and a.shape == e.shape
        if rtol is None:
            np.testing.assert_array_equal(a, e)
        else:
            np.testing.assert_allclose(a, e, rtol=rtol, atol=rtol, equal_nan=True)
    return actual


# ---------------------------------------------------------------------------
# The mhlo samples


CF_ROADS = ("affine-to-cf", "fused-loops-to-cf")


@pytest.mark.parametrize("road", [road for road in ROADS if road not in CF_ROADS])
@pytest.mark.parametrize("model", ["mlp", "softmax", "conv2d", "layernorm"])
def test_models(model: str, road: str):
    text = (MODELS / f"{model}.mhlo.mlir").read_text()
    check(text, road, rtol=1e-5)


SMALL_MODEL = """func.func @main(%x: tensor<2x3xf32>, %w: tensor<3x4xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  %d = "mhlo.dot"(%x, %w) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %bb = "mhlo.broadcast_in_dim"(%b) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (tensor<4xf32>) -> tensor<2x4xf32>
  %h = mhlo.add %d, %bb : tensor<2x4xf32>
  %ninf = mhlo.constant dense<0xFF800000> : tensor<f32>
  %m = mhlo.reduce(%h init: %ninf) applies mhlo.maximum across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %mb = "mhlo.broadcast_in_dim"(%m) {broadcast_dimensions = dense<0> : tensor<1xi64>} : (tensor<2xf32>) -> tensor<2x4xf32>
  %s = mhlo.subtract %h, %mb : tensor<2x4xf32>
  %e = mhlo.exponential %s : tensor<2x4xf32>
  %zero = mhlo.constant dense<0.0> : tensor<f32>
  %t = mhlo.reduce(%e init: %zero) applies mhlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %tb = "mhlo.broadcast_in_dim"(%t) {broadcast_dimensions = dense<0> : tensor<1xi64>} : (tensor<2xf32>) -> tensor<2x4xf32>
  %r = mhlo.divide %e, %tb : tensor<2x4xf32>
  func.return %r : tensor<2x4xf32>
}"""
"""A dense layer and a softmax on small shapes: the cf roads run every scalar op through the interpreter."""


@pytest.mark.parametrize("road", CF_ROADS)
def test_small_model_down_to_cf(road: str):
    check(SMALL_MODEL, road, rtol=1e-5)


def test_fusion_tiles_the_mlp():
    """The fused road computes the MLP inside tile loops, with no full write of the fused temporaries."""
    _, lowered, _ = lower((MODELS / "mlp.mhlo.mlir").read_text(), ROADS["linalg-fused"])
    loops = [op for op in lowered.walk() if op.name == "scf.for"]
    assert loops and any(op.name == "linalg.generic" for loop in loops for op in loop.walk())


# ---------------------------------------------------------------------------
# One op at a time


def program(signature: str, body: str, result: str) -> str:
    """`func.func @main(signature) -> result` with `body` ending in the return of `%r`."""
    return f"func.func @main({signature}) -> {result} {{\n{body}\n  func.return %r : {result}\n}}"


T = "tensor<3x4xf32>"
I = "tensor<3x4xi32>"

ELEMENTWISE = [
    *(
        program(f"%a: {T}, %b: {T}", f"  %r = mhlo.{op} %a, %b : {T}", T)
        for op in ("add", "subtract", "multiply", "divide", "maximum", "minimum", "atan2")
    ),
    *(
        program(f"%a: {I}, %b: {I}", f"  %r = mhlo.{op} %a, %b : {I}", I)
        for op in ("add", "multiply", "and", "or", "xor", "maximum")
    ),
    *(
        program(f"%a: {T}", f"  %r = mhlo.{op} %a : {T}", T)
        for op in ("exponential", "log", "tanh", "negate", "abs", "sqrt", "floor", "sine", "logistic")
    ),
    program(
        f"%a: {T}, %b: {T}",
        "  %p = mhlo.compare GT, %a, %b : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>\n"
        f"  %r = mhlo.select %p, %a, %b : tensor<3x4xi1>, {T}",
        T,
    ),
    program(
        f"%lo: tensor<f32>, %a: {T}, %hi: tensor<f32>",
        f"  %r = mhlo.clamp %lo, %a, %hi : (tensor<f32>, {T}, tensor<f32>) -> {T}",
        T,
    ),
    program(f"%lo: {I}, %a: {I}, %hi: {I}", f"  %r = mhlo.clamp %lo, %a, %hi : {I}", I),
    program(
        f"%a: {T}, %b: {T}",
        '  %r = "mhlo.map"(%a, %b) ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %m = mhlo.multiply %x, %y : tensor<f32>\n    %s = mhlo.add %m, %x : tensor<f32>\n'
        f"    mhlo.return %s : tensor<f32>\n  }}) {{dimensions = dense<[0, 1]> : tensor<2xi64>}} : ({T}, {T}) -> {T}",
        T,
    ),
    program(f"%a: {I}", f"  %r = mhlo.convert %a : ({I}) -> {T}", T),
    program(f"%a: {T}", f"  %r = mhlo.convert %a : ({T}) -> {I}", I),
]

DATA_MOVEMENT = [
    program(
        "%a: tensor<4xf32>",
        '  %r = "mhlo.broadcast_in_dim"(%a) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (tensor<4xf32>) -> tensor<3x4xf32>',
        T,
    ),
    program(
        f"%a: {T}",
        f'  %r = "mhlo.transpose"(%a) {{permutation = dense<[1, 0]> : tensor<2xi64>}} : ({T}) -> tensor<4x3xf32>',
        "tensor<4x3xf32>",
    ),
    program(f"%a: {T}", f'  %r = "mhlo.reverse"(%a) {{dimensions = dense<[0, 1]> : tensor<2xi64>}} : ({T}) -> {T}', T),
    program(
        f"%a: {T}",
        f'  %r = "mhlo.slice"(%a) {{start_indices = dense<[1, 0]> : tensor<2xi64>, limit_indices = dense<[3, 4]> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}} : ({T}) -> tensor<2x2xf32>',
        "tensor<2x2xf32>",
    ),
    program(
        f"%a: {T}, %b: tensor<3x2xf32>",
        f'  %r = "mhlo.concatenate"(%a, %b) {{dimension = 1 : i64}} : ({T}, tensor<3x2xf32>) -> tensor<3x6xf32>',
        "tensor<3x6xf32>",
    ),
    program(
        f"%a: {T}, %v: tensor<f32>",
        f'  %r = "mhlo.pad"(%a, %v) {{edge_padding_low = dense<[1, 0]> : tensor<2xi64>, edge_padding_high = dense<[0, 2]> : tensor<2xi64>, interior_padding = dense<[1, 1]> : tensor<2xi64>}} : ({T}, tensor<f32>) -> tensor<6x9xf32>',
        "tensor<6x9xf32>",
    ),
    program(f"%a: {T}", f'  %r = "mhlo.reshape"(%a) : ({T}) -> tensor<2x6xf32>', "tensor<2x6xf32>"),
    program(
        "%a: tensor<4xf32>",
        '  %r = "mhlo.broadcast"(%a) {broadcast_sizes = dense<3> : tensor<1xi64>} : (tensor<4xf32>) -> tensor<3x4xf32>',
        T,
    ),
    program("", '  %r = "mhlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<3x4xi32>', I),
    program("", '  %r = "mhlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<3x4xf32>', T),
    program(
        f"%a: {T}",
        f"  %c = mhlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 1.0, 2.0, 3.0]]> : {T}\n  %r = mhlo.add %a, %c : {T}",
        T,
    ),
]

CONTRACTIONS = [
    program(
        "%a: tensor<3x5xf32>, %b: tensor<5x4xf32>",
        '  %r = "mhlo.dot"(%a, %b) : (tensor<3x5xf32>, tensor<5x4xf32>) -> tensor<3x4xf32>',
        T,
    ),
    program(
        "%a: tensor<2x3x5xf32>, %b: tensor<2x5x4xf32>",
        '  %r = "mhlo.dot_general"(%a, %b) {dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x5xf32>, tensor<2x5x4xf32>) -> tensor<2x3x4xf32>',
        "tensor<2x3x4xf32>",
    ),
    program(
        f"%a: {T}, %z: tensor<f32>",
        "  %r = mhlo.reduce(%a init: %z) applies mhlo.add across dimensions = [0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<4xf32>",
        "tensor<4xf32>",
    ),
    program(
        "%a: tensor<2x3x4xi32>, %z: tensor<i32>",
        "  %r = mhlo.reduce(%a init: %z) applies mhlo.maximum across dimensions = [0, 2] : (tensor<2x3x4xi32>, tensor<i32>) -> tensor<3xi32>",
        "tensor<3xi32>",
    ),
    program(
        "%a: tensor<1x6x5x2xf32>, %k: tensor<3x2x2x3xf32>",
        "  %r = mhlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 1], pad = [[1, 1], [0, 1]], lhs_dilate = [1, 2], rhs_dilate = [1, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x5x2xf32>, tensor<3x2x2x3xf32>) -> tensor<1x3x8x3xf32>",
        "tensor<1x3x8x3xf32>",
    ),
    program(
        "%a: tensor<2x6x4xf32>, %k: tensor<3x2x6xf32>",
        "  %r = mhlo.convolution(%a, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 0]], reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<2x6x4xf32>, tensor<3x2x6xf32>) -> tensor<2x5x6xf32>",
        "tensor<2x5x6xf32>",
    ),
    program(
        "%a: tensor<4x5x2xf32>, %k: tensor<2x2x6xf32>",
        "  %r = mhlo.convolution(%a, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x5x2xf32>, tensor<2x2x6xf32>) -> tensor<2x4x6xf32>",
        "tensor<2x4x6xf32>",
    ),
]

WINDOWS = [
    program(
        "%a: tensor<4x6xf32>, %z: tensor<f32>",
        '  %r = "mhlo.reduce_window"(%a, %z) ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %m = mhlo.maximum %x, %y : tensor<f32>\n    mhlo.return %m : tensor<f32>\n'
        "  }) {window_dimensions = dense<[3, 3]> : tensor<2xi64>, window_strides = dense<[2, 2]> : tensor<2xi64>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>} : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32>",
        "tensor<2x3xf32>",
    ),
    program(
        "%a: tensor<4x6xf32>, %s: tensor<2x3xf32>, %z: tensor<f32>",
        '  %r = "mhlo.select_and_scatter"(%a, %s, %z) ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n'
        '    %c = "mhlo.compare"(%x, %y) {comparison_direction = #mhlo<comparison_direction GE>} : (tensor<f32>, tensor<f32>) -> tensor<i1>\n'
        "    mhlo.return %c : tensor<i1>\n  }, {\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %t = mhlo.add %x, %y : tensor<f32>\n    mhlo.return %t : tensor<f32>\n"
        "  }) {window_dimensions = dense<[2, 3]> : tensor<2xi64>, window_strides = dense<[2, 2]> : tensor<2xi64>, padding = dense<[[0, 0], [0, 1]]> : tensor<2x2xi64>} : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32>",
        "tensor<4x6xf32>",
    ),
]

WINDOWS += [
    # Two operands reduced together: the largest value and its position (argmax), with window dilation.
    program(
        "%a: tensor<5x6xf32>, %i: tensor<5x6xi32>, %z: tensor<f32>, %n: tensor<i32>",
        '  %w:2 = "mhlo.reduce_window"(%a, %i, %z, %n) ({\n  ^bb0(%x: tensor<f32>, %xi: tensor<i32>, %y: tensor<f32>, %yi: tensor<i32>):\n'
        "    %gt = mhlo.compare GT, %y, %x : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
        "    %v = mhlo.select %gt, %y, %x : tensor<i1>, tensor<f32>\n    %j = mhlo.select %gt, %yi, %xi : tensor<i1>, tensor<i32>\n"
        "    mhlo.return %v, %j : tensor<f32>, tensor<i32>\n"
        "  }) {window_dimensions = dense<[2, 2]> : tensor<2xi64>, window_strides = dense<[1, 2]> : tensor<2xi64>, window_dilations = dense<[2, 1]> : tensor<2xi64>} : (tensor<5x6xf32>, tensor<5x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x3xf32>, tensor<3x3xi32>)\n"
        "  %r = mhlo.convert %w#1 : (tensor<3x3xi32>) -> tensor<3x3xf32>",
        "tensor<3x3xf32>",
    ),
    # Base dilation and padding: the holes and the border read the init value.
    program(
        "%a: tensor<3x4xf32>, %z: tensor<f32>",
        '  %r = "mhlo.reduce_window"(%a, %z) ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %s = mhlo.add %x, %y : tensor<f32>\n    mhlo.return %s : tensor<f32>\n'
        "  }) {window_dimensions = dense<[2, 3]> : tensor<2xi64>, window_strides = dense<[2, 1]> : tensor<2xi64>, base_dilations = dense<[2, 2]> : tensor<2xi64>, padding = dense<[[1, 0], [0, 2]]> : tensor<2x2xi64>} : (tensor<3x4xf32>, tensor<f32>) -> tensor<3x7xf32>",
        "tensor<3x7xf32>",
    ),
]

WINDOWS += [
    # Channels-last windows with a one-op body: linalg.pooling_nhwc_max / pooling_nwc_sum (padded) on buffers.
    program(
        "%a: tensor<1x5x4x2xf32>, %z: tensor<f32>",
        '  %r = "mhlo.reduce_window"(%a, %z) ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %m = mhlo.maximum %x, %y : tensor<f32>\n'
        "    mhlo.return %m : tensor<f32>\n  }) {window_dimensions = dense<[1, 2, 2, 1]> : tensor<4xi64>, window_strides = dense<[1, 2, 1, 1]> : tensor<4xi64>,"
        " window_dilations = dense<[1, 1, 2, 1]> : tensor<4xi64>} : (tensor<1x5x4x2xf32>, tensor<f32>) -> tensor<1x2x2x2xf32>",
        "tensor<1x2x2x2xf32>",
    ),
    program(
        "%a: tensor<2x5x3xi32>, %z: tensor<i32>",
        '  %r = "mhlo.reduce_window"(%a, %z) ({\n  ^bb0(%x: tensor<i32>, %y: tensor<i32>):\n    %m = mhlo.add %x, %y : tensor<i32>\n'
        "    mhlo.return %m : tensor<i32>\n  }) {window_dimensions = dense<[1, 3, 1]> : tensor<3xi64>, padding = dense<[[0, 0], [1, 1], [0, 0]]> : tensor<3x2xi64>}"
        " : (tensor<2x5x3xi32>, tensor<i32>) -> tensor<2x5x3xi32>",
        "tensor<2x5x3xi32>",
    ),
]

GATHER = program(
    "%a: tensor<5x4xf32>, %i: tensor<3x2xi32>",
    '  %r = "mhlo.gather"(%a, %i) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], '
    "start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = dense<[1, 2]> : tensor<2xi64>} "
    ": (tensor<5x4xf32>, tensor<3x2xi32>) -> tensor<3x2xf32>",
    "tensor<3x2xf32>",
)

BUFFER_ONLY = [
    program(
        "%k: tensor<6xf32>, %v: tensor<6xi32>",
        '  %s:2 = "mhlo.sort"(%k, %v) ({\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):\n'
        '    %lt = "mhlo.compare"(%a, %b) {comparison_direction = #mhlo<comparison_direction LT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>\n'
        "    mhlo.return %lt : tensor<i1>\n  }) {dimension = 0 : i64, is_stable = true} : (tensor<6xf32>, tensor<6xi32>) -> (tensor<6xf32>, tensor<6xi32>)\n"
        "  %r = mhlo.convert %s#1 : (tensor<6xi32>) -> tensor<6xf32>",
        "tensor<6xf32>",
    ),
    program(
        f"%a: {T}, %i: tensor<i32>, %j: tensor<i32>",
        f'  %r = "mhlo.dynamic_slice"(%a, %i, %j) {{slice_sizes = dense<[2, 2]> : tensor<2xi64>}} : ({T}, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>',
        "tensor<2x2xf32>",
    ),
    program(
        f"%a: {T}, %u: tensor<2x2xf32>, %i: tensor<i32>, %j: tensor<i32>",
        f'  %r = "mhlo.dynamic_update_slice"(%a, %u, %i, %j) : ({T}, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> {T}',
        T,
    ),
    program(
        f"%a: {T}, %i: tensor<2x1xi32>, %u: tensor<2x4xf32>",
        '  %r = "mhlo.scatter"(%a, %i, %u) ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %s = mhlo.add %x, %y : tensor<f32>\n    mhlo.return %s : tensor<f32>\n'
        "  }) {scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}"
        f" : ({T}, tensor<2x1xi32>, tensor<2x4xf32>) -> {T}",
        T,
    ),
    program(
        f"%a: {T}, %b: {T}",
        '  %r = "mhlo.map"(%a, %b) ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %m = mhlo.multiply %x, %y : tensor<f32>\n    %s = mhlo.add %m, %x : tensor<f32>\n'
        f"    mhlo.return %s : tensor<f32>\n  }}) {{dimensions = dense<[0, 1]> : tensor<2xi64>}} : ({T}, {T}) -> {T}",
        T,
    ),
    program(
        f"%lo: tensor<f32>, %a: {T}, %hi: tensor<f32>",
        f"  %r = mhlo.clamp %lo, %a, %hi : (tensor<f32>, {T}, tensor<f32>) -> {T}",
        T,
    ),
]

EXACT_ROADS = ["lhlo", "linalg", "affine", "parallel-loops"]


@pytest.mark.parametrize("road", EXACT_ROADS)
@pytest.mark.parametrize(
    "text", ELEMENTWISE + DATA_MOVEMENT, ids=lambda t: t.split("mhlo.")[1].split(" ")[0].split('"')[0]
)
def test_elementwise_and_data_movement(text: str, road: str):
    # logistic's scalar lowering rounds differently from numpy's formula in the last bit.
    check(text, road, rtol=1e-6 if "logistic" in text else None, seed=3)


@pytest.mark.parametrize("road", EXACT_ROADS)
@pytest.mark.parametrize(
    "text",
    CONTRACTIONS,
    ids=["dot", "dot_general", "reduce_add", "reduce_max", "convolution", "conv_groups", "conv_batch_groups"],
)
def test_contractions(text: str, road: str):
    check(text, road, rtol=1e-5, seed=5)


WINDOW_IDS = [
    "reduce_window",
    "select_and_scatter",
    "reduce_window_argmax",
    "reduce_window_base_dilation",
    "max_pooling_nhwc",
    "sum_pooling_nwc",
]


@pytest.mark.parametrize("text", WINDOWS, ids=WINDOW_IDS)
@pytest.mark.parametrize("road", ["lhlo", "linalg", "linalg-fused", "affine", "parallel-loops"])
def test_windows(text: str, road: str):
    # Sums over windows associate in another order than the reference's.
    check(text, road, seed=7, rtol=1e-6 if "mhlo.add" in text else None)


@pytest.mark.parametrize(
    "text", BUFFER_ONLY, ids=["sort", "dynamic_slice", "dynamic_update_slice", "scatter", "map", "clamp"]
)
def test_lmhlo_ops(text: str):
    """Ops that only hlo-legalize-to-lhlo handles run as lmhlo on buffers, bodies on buffers included."""
    check(text, "lhlo", seed=11)


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("road", ["lhlo", "linalg", "linalg-fused", "affine"])
def test_gather(road: str, seed: int):
    """Start indices are random in [-9, 9]: the clamping to the operand's bounds is exercised.

    Tiled by lhlo-fuse-linalg, the body's `linalg.index` must still count from the whole output's corner.
    """
    check(GATHER, road, seed=seed)


@pytest.mark.parametrize("seed", [0, 1, 2])
@pytest.mark.parametrize("road", ["linalg", "linalg-fused", "affine"])
@pytest.mark.parametrize("text", BUFFER_ONLY[:3], ids=["sort", "dynamic_slice", "dynamic_update_slice"])
def test_data_dependent_ops(text: str, road: str, seed: int):
    """Start indices are random in [-9, 9]: the clamping of dynamic slices is exercised; sort keys are distinct."""
    check(text, road, seed=seed)


SORT_ROWS = program(
    "%k: tensor<3x5xi32>, %v: tensor<3x5xf32>",
    '  %s:2 = "mhlo.sort"(%k, %v) ({\n  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):\n'
    "    %gt = mhlo.compare GT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
    "    mhlo.return %gt : tensor<i1>\n  }) {dimension = 0 : i64, is_stable = true} : (tensor<3x5xi32>, tensor<3x5xf32>) -> (tensor<3x5xi32>, tensor<3x5xf32>)\n"
    "  %r = mhlo.add %s#1, %s#1 : tensor<3x5xf32>",
    "tensor<3x5xf32>",
)


@pytest.mark.parametrize("road", ["linalg", "affine"])
def test_sort_is_stable_along_dimension_0(road: str):
    """Keys in {0, 1} (many ties) sorted descending along columns: equal keys keep their order."""
    rng = np.random.default_rng(4)
    keys, values = rng.integers(0, 2, (3, 5)).astype(np.int32), rng.standard_normal((3, 5)).astype(np.float32)
    (result,) = check(SORT_ROWS, road, inputs=[keys, values])
    order = np.argsort(-keys, axis=0, kind="stable")
    np.testing.assert_array_equal(result, 2 * np.take_along_axis(values, order, axis=0))


@pytest.mark.parametrize("road", ["lhlo", "linalg", "affine"])
def test_scatter(road: str):
    """Updates at rows 2, 0, 2 (combined twice) and -1, 3 (windows outside the operand, skipped)."""
    text = BUFFER_ONLY[3].replace("2x1xi32", "5x1xi32").replace("2x4xf32", "5x4xf32")
    rng = np.random.default_rng(2)
    operand, updates = rng.standard_normal((3, 4)).astype(np.float32), rng.standard_normal((5, 4)).astype(np.float32)
    indices = np.array([[2], [0], [2], [-1], [3]], np.int32)
    (result,) = check(text, road, inputs=[operand, indices, updates])
    expected = operand.copy()
    for row, update in zip(indices[:, 0], updates):
        if 0 <= row < 3:
            expected[row] += update
    np.testing.assert_allclose(result, expected, rtol=1e-6)


IF = program(
    "%p: tensor<i1>, %a: tensor<3xf32>, %b: tensor<3xf32>",
    '  %r = "mhlo.if"(%p) ({\n    %n = mhlo.negate %a : tensor<3xf32>\n    mhlo.return %n : tensor<3xf32>\n'
    "  }, {\n    mhlo.return %b : tensor<3xf32>\n  }) : (tensor<i1>) -> tensor<3xf32>",
    "tensor<3xf32>",
)

CASE = program(
    "%i: tensor<i32>, %a: tensor<3xf32>",
    '  %r = "mhlo.case"(%i) ({\n    mhlo.return %a : tensor<3xf32>\n  }, {\n    %n = mhlo.negate %a : tensor<3xf32>\n'
    "    mhlo.return %n : tensor<3xf32>\n  }, {\n    %e = mhlo.exponential %a : tensor<3xf32>\n    mhlo.return %e : tensor<3xf32>\n"
    "  }) : (tensor<i32>) -> tensor<3xf32>",
    "tensor<3xf32>",
)

WHILE = program(
    "%n: tensor<i32>, %a: tensor<3xf32>",
    "  %zero = mhlo.constant dense<0> : tensor<i32>\n"
    '  %w:3 = "mhlo.while"(%zero, %a, %a) ({\n  ^bb0(%i: tensor<i32>, %x: tensor<3xf32>, %y: tensor<3xf32>):\n'
    "    %c = mhlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>\n    mhlo.return %c : tensor<i1>\n"
    "  }, {\n  ^bb0(%i: tensor<i32>, %x: tensor<3xf32>, %y: tensor<3xf32>):\n    %one = mhlo.constant dense<1> : tensor<i32>\n"
    "    %j = mhlo.add %i, %one : tensor<i32>\n    %s = mhlo.add %x, %y : tensor<3xf32>\n"
    "    mhlo.return %j, %y, %s : tensor<i32>, tensor<3xf32>, tensor<3xf32>\n"
    "  }) : (tensor<i32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<i32>, tensor<3xf32>, tensor<3xf32>)\n"
    "  %r = mhlo.add %w#1, %w#2 : tensor<3xf32>",
    "tensor<3xf32>",
)
"""A Fibonacci loop: the body returns a state in another place, which must be read before it is overwritten."""

CONTROL_FLOW_ROADS = ["lhlo", "linalg", "linalg-fused", "affine", "affine-to-cf"]


@pytest.mark.parametrize("road", CONTROL_FLOW_ROADS)
def test_if_and_case(road: str):
    """Both if branches, and case indices in range, out of range (the last branch) and negative."""
    a, b = np.float32([0.5, -1.0, 2.0]), np.float32([3.0, 4.0, 5.0])
    for p in (True, False):
        check(IF, road, inputs=[np.array(p), a, b])
    for i in (0, 1, 2, 7, -1):
        check(CASE, road, inputs=[np.array(i, np.int32), a])


@pytest.mark.parametrize("road", CONTROL_FLOW_ROADS)
def test_while(road: str):
    a = np.float32([0.0, 1.0, -2.0])
    (result,) = check(WHILE, road, inputs=[np.array(4, np.int32), a])
    np.testing.assert_array_equal(result, 13 * a)  # fib: (a, a) -> (5a, 8a) after 4 steps


DYNAMIC = program(
    "%a: tensor<?x4xf32>, %b: tensor<?x4xf32>",
    "  %s = mhlo.add %a, %b : tensor<?x4xf32>\n  %e = mhlo.exponential %s : tensor<?x4xf32>\n"
    "  %p = mhlo.compare GT, %e, %b : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xi1>\n"
    "  %r = mhlo.select %p, %e, %a : tensor<?x4xi1>, tensor<?x4xf32>",
    "tensor<?x4xf32>",
)


@pytest.mark.parametrize("road", ["lhlo", "linalg", "linalg-fused", "affine", "affine-to-cf"])
def test_dynamic_elementwise(road: str):
    """Element-wise ops on a dynamic size: buffers allocated with `memref.dim` sizes, loops bounded by them."""
    rng = np.random.default_rng(6)
    for rows in (1, 3):
        a, b = (rng.standard_normal((rows, 4)).astype(np.float32) for _ in range(2))
        (result,) = check(DYNAMIC, road, inputs=[a, b])
        assert result.shape == (rows, 4)


GATHER_BATCHING = program(
    "%a: tensor<2x5x3xf32>, %i: tensor<2x4x1xi32>",
    '  %r = "mhlo.gather"(%a, %i) {dimension_numbers = #mhlo.gather<offset_dims = [2], collapsed_slice_dims = [1], '
    "operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, "
    "slice_sizes = dense<[1, 1, 2]> : tensor<3xi64>} : (tensor<2x5x3xf32>, tensor<2x4x1xi32>) -> tensor<2x4x2xf32>",
    "tensor<2x4x2xf32>",
)

SCATTER_BATCHING = program(
    "%a: tensor<2x5x3xf32>, %i: tensor<2x4x1xi32>, %u: tensor<2x4x3xf32>",
    '  %r = "mhlo.scatter"(%a, %i, %u) ({\n  ^bb0(%x: tensor<f32>, %y: tensor<f32>):\n    %s = mhlo.add %x, %y : tensor<f32>\n'
    "    mhlo.return %s : tensor<f32>\n  }) {scatter_dimension_numbers = #mhlo.scatter<update_window_dims = [2], "
    "inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], "
    "scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<2x5x3xf32>, tensor<2x4x1xi32>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>",
    "tensor<2x5x3xf32>",
)


@pytest.mark.parametrize("road", ["linalg", "affine"])
def test_batching_dims(road: str):
    """Gather and scatter with batching dims: batch b reads and writes operand batch b only."""
    for seed in range(2):
        check(GATHER_BATCHING, road, seed=seed)
    rng = np.random.default_rng(0)
    a, u = rng.standard_normal((2, 5, 3)).astype(np.float32), rng.standard_normal((2, 4, 3)).astype(np.float32)
    indices = np.array([[[0], [4], [4], [7]], [[1], [-1], [2], [2]]], np.int32)
    (result,) = check(SCATTER_BATCHING, road, inputs=[a, indices, u], rtol=1e-6)
    expected = a.copy()
    for b in range(2):
        for k in range(4):
            if 0 <= indices[b, k, 0] < 5:
                expected[b, indices[b, k, 0]] += u[b, k]
    np.testing.assert_allclose(result, expected, rtol=1e-6)


def test_fused_chain_of_elementwise_ops():
    """A chain of element-wise ops fused into tiles writes each temporary only inside the tile loop."""
    text = program(
        f"%a: {T}, %b: {T}",
        f"  %0 = mhlo.add %a, %b : {T}\n  %1 = mhlo.multiply %0, %a : {T}\n  %2 = mhlo.exponential %1 : {T}\n  %r = mhlo.negate %2 : {T}",
        T,
    )
    check(text, "linalg-fused")
    _, lowered, _ = lower(text, ROADS["linalg-fused"])
    main = next(iter(lowered.body.block.ops))
    assert [op.name for op in main.body.block.ops if op.name == "linalg.generic"] == []


UNSIGNED_SORT = program(
    "%k: tensor<4xui32>",
    '  %r = "mhlo.sort"(%k) ({\n  ^bb0(%a: tensor<ui32>, %b: tensor<ui32>):\n'
    "    %lt = mhlo.compare LT, %a, %b : (tensor<ui32>, tensor<ui32>) -> tensor<i1>\n"
    "    mhlo.return %lt : tensor<i1>\n  }) {dimension = 0 : i64} : (tensor<4xui32>) -> tensor<4xui32>",
    "tensor<4xui32>",
)


@pytest.mark.parametrize(
    ("road", "text", "message"),
    [
        ("linalg", UNSIGNED_SORT, "failed to legalize operation 'lmhlo.sort'"),
        ("affine", UNSIGNED_SORT, "failed to legalize operation 'lmhlo.sort'"),
        (
            "lhlo",
            program(
                "%a: tensor<?xf32>",
                '  %r = "mhlo.reverse"(%a) {dimensions = dense<0> : tensor<1xi64>} : (tensor<?xf32>) -> tensor<?xf32>',
                "tensor<?xf32>",
            ),
            "failed to legalize operation 'mhlo.reverse'",
        ),
    ],
)
def test_unlowerable_ops_are_diagnosed(road: str, text: str, message: str):
    _, _, diagnostics = lower(text, ROADS[road])
    assert [d.message for d in diagnostics] == [message]


def test_lmhlo_program_runs_twice():
    """A second run (a new interpreter) runs the lmhlo bodies again: map's body is not a single ufunc."""
    _, lowered, _ = lower(BUFFER_ONLY[4], [])
    x = np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)
    first, second = (run_function(lowered, "main", [x, x])[0] for _ in range(2))
    np.testing.assert_array_equal(first, second)
    np.testing.assert_allclose(first, x * x + x, rtol=1e-6)


@pytest.mark.parametrize("road", ["lhlo", "linalg", "affine", "linalg-fused"])
@pytest.mark.parametrize("model", ["softmax", "layernorm"])
def test_deallocated_road_frees_every_temporary(model: str, road: str):
    """With `buffer-deallocation` after `hlo-legalize-to-lhlo`, only the returned buffer stays allocated."""
    from aiopt.transforms.buffer_deallocation import BufferDeallocationPass

    text = (MODELS / f"{model}.mhlo.mlir").read_text()
    module, lowered, diagnostics = lower(text, [BufferDeallocationPass(), *ROADS[road]])
    assert not diagnostics, [d.message for d in diagnostics]
    _check_only_the_result_stays_allocated(module, lowered, more_than=1)


def _check_only_the_result_stays_allocated(module, lowered, more_than: int) -> None:
    """`lowered` computes `module`'s result on random inputs, allocating more than `more_than` buffers (the
    interpreter's count) and freeing all but the returned one."""
    from aiopt.reference.buffer import ALLOCATIONS

    inputs = random_inputs(module, 0)
    ALLOCATIONS.reset()
    (result,) = run_function(lowered, "main", [x.copy() for x in inputs])
    np.testing.assert_allclose(result, run_function(module, "main", inputs)[0], rtol=1e-5, atol=1e-5)
    assert ALLOCATIONS.allocs > more_than and list(ALLOCATIONS.live.values()) == [result]


SCRATCH_CASES = {
    "padded_convolution-linalg": (CONTRACTIONS[4], "linalg"),
    "padded_convolution-affine": (CONTRACTIONS[4], "affine"),
    "padded_reduce_window-linalg": (WINDOWS[0], "linalg"),
    "padded_reduce_window-affine": (WINDOWS[0], "affine"),
    "max_pooling_nhwc-linalg": (WINDOWS[WINDOW_IDS.index("max_pooling_nhwc")], "linalg"),
}
"""Lowerings that make scratch buffers (a padded copy, pooling's window operand) and the road each takes."""


@pytest.mark.parametrize("text,road", SCRATCH_CASES.values(), ids=SCRATCH_CASES.keys())
def test_scratch_buffers_are_freed_by_buffer_deallocation(text: str, road: str):
    """The lowerings' scratch buffers (a padded copy, pooling's window operand) carry no `memref.dealloc`, which
    buffer-deallocation's precondition refused in the default pipeline ("memory free side-effect on MemRef value
    not supported!"); buffer-deallocation after the lowering frees them: only the returned buffer stays
    allocated."""
    from aiopt.transforms.buffer_deallocation import BufferDeallocationPass

    module, lowered, diagnostics = lower(text, [*ROADS[road], BufferDeallocationPass()])
    assert not diagnostics, [d.message for d in diagnostics]
    _check_only_the_result_stays_allocated(module, lowered, more_than=1)


SORT_LONG_ROWS = program(
    "%k: tensor<2x40xf32>",
    '  %s = "mhlo.sort"(%k) ({\n  ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n'
    "    %lt = mhlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
    "    mhlo.return %lt : tensor<i1>\n  }) {dimension = 1 : i64, is_stable = true} : (tensor<2x40xf32>) -> tensor<2x40xf32>\n"
    "  %r = mhlo.add %s, %s : tensor<2x40xf32>",
    "tensor<2x40xf32>",
)
"""Rows of 40 elements: the merge sort needs a scratch row (more than 16 elements)."""


OWN_FREES_CASES = {
    **SCRATCH_CASES,
    "sort_scratch-linalg": (SORT_LONG_ROWS, "linalg"),
    "sort_scratch-affine": (SORT_LONG_ROWS, "affine"),
}


@pytest.mark.parametrize("text,road", OWN_FREES_CASES.values(), ids=OWN_FREES_CASES.keys())
def test_scratch_buffers_of_a_module_that_frees_its_buffers_are_freed_by_the_lowering(text: str, road: str):
    """An lmhlo module with `memref.dealloc`s of its own (here buffer-deallocation's, run before the lowering)
    compiles without buffer-deallocation (its precondition refuses it, as upstream's does): the lowerings free
    their scratch buffers (a padded copy, pooling's window operand, the merge sort's scratch row) after use, so
    only the returned buffer stays allocated (they leaked before)."""
    from aiopt.transforms.buffer_deallocation import BufferDeallocationPass, frees_its_buffers

    # The result doubled: the op's result is an intermediate buffer, which buffer-deallocation frees.
    text = re.sub(r"func.return %r : (.*)", r"%r2 = mhlo.add %r, %r : \1\n  func.return %r2 : \1", text)
    module, lowered, diagnostics = lower(text, [BufferDeallocationPass(), *ROADS[road]])
    assert not diagnostics, [d.message for d in diagnostics]
    assert frees_its_buffers(lowered)
    _check_only_the_result_stays_allocated(module, lowered, more_than=2)
