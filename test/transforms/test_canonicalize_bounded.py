"""canonicalize ends on IR whose patterns undo each other's rewrites.

A sweep of its driver (`BoundedPatternRewriteWalker`) visits at most
`SWEEP_VISITS_PER_OP` times as many ops as the region holds, so two rewrites
that undo each other stop after `max-iterations` sweeps, and `test-convergence`
then fails the pass. Before, a sweep ran until its worklist was empty, which
such a pair never reaches: canonicalize hung on the extract_slice of size -1
that convert-mhlo-to-linalg made before c9922c12 (InferStaticShapeOfOperands
took the size -1 as `?` and cast the operand to the loop's size 0, and
FoldCastProducers, which takes -1 as static, folded the cast away).
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import ModuleOp, TensorType, f32
from xdsl.dialects.tensor import ExtractSliceOp
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import Rewriter

from aiopt.support.parsing import parse_module
from aiopt.support.passes import PassFailedError
from aiopt.support.registry import default_registry
from aiopt.transforms.canonicalize import BoundedPatternRewriteWalker, CanonicalizePass

WINDOW_OF_NO_COLUMNS = """
func.func @main(%a0: tensor<3x2xf32>, %a1: tensor<f32>, %n: index) -> tensor<3x0xf32> {
  %0 = tensor.empty() : tensor<3x0xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]} ins(%a1 : tensor<f32>) outs(%0 : tensor<3x0xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<3x0xf32>
  %5 = tensor.extract_slice %a0[0, 2] [3, %n] [1, 1] : tensor<3x2xf32> to tensor<3x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<3x?xf32>) outs(%1 : tensor<3x0xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %y, %x : f32
    linalg.yield %s : f32
  } -> tensor<3x0xf32>
  func.return %r : tensor<3x0xf32>
}
"""


@contextmanager
def alarm(seconds: int) -> Iterator[None]:
    """Raise TimeoutError in the test if the block runs longer than `seconds` (a hang fails the test)."""

    def expire(signum, frame):
        raise TimeoutError(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def window_of_negative_size():
    """WINDOW_OF_NO_COLUMNS with the slice's size %n made the static -1 (tensor<3x-1xf32>: IR that does not
    verify, which the parser cannot read), as the old lowering built it."""
    ctx = default_registry().make_context()
    module = parse_module(ctx, WINDOW_OF_NO_COLUMNS, "window.mlir")
    (slice_,) = [op for op in module.walk() if isinstance(op, ExtractSliceOp)]
    Rewriter.replace_op(slice_, ExtractSliceOp(slice_.source, [0, 2], [3, -1], [1, 1], TensorType(f32, [3, -1])))
    return ctx, module


def test_negative_slice_size_converges() -> None:
    # InferStaticShapeOfOperands and FoldCastProducers agree that -1 is no `?` size: nothing to rewrite.
    ctx, module = window_of_negative_size()
    before = str(module)
    with alarm(60):
        CanonicalizePass(test_convergence=True).apply(ctx, module)
    assert str(module) == before


class SwapAddOperands(RewritePattern):
    """Swaps the operands of every arith.addi: each rewrite undoes the one before."""

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        if isinstance(op, arith.AddiOp):
            swapped = arith.AddiOp(op.rhs, op.lhs)
            rewriter.replace(op, [swapped], swapped.results)


def swap_module() -> tuple[Context, ModuleOp]:
    ctx = default_registry().make_context()
    text = "func.func @f(%x: i32, %y: i32) -> i32 {\n  %s = arith.addi %x, %y : i32\n  func.return %s : i32\n}"
    return ctx, parse_module(ctx, text, "swap.mlir")


@pytest.mark.parametrize("max_num_rewrites", [-1, 5])
def test_rewrites_that_undo_each_other_stop(max_num_rewrites: int) -> None:
    _, module = swap_module()
    walker = BoundedPatternRewriteWalker(SwapAddOperands(), max_iterations=3, max_num_rewrites=max_num_rewrites)
    walker.pattern.pattern_rewrites = lambda: 0  # a plain pattern counts no rewrites (never exhausts the sweep)
    with alarm(60):
        walker.rewrite_module(module)
    assert not walker.converged


def test_test_convergence_fails_the_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    # canonicalize{test-convergence} on patterns that never converge: a located error, no hang.
    import aiopt.transforms.canonicalize as canonicalize

    ctx, module = swap_module()
    monkeypatch.setattr(canonicalize, "canonicalization_patterns", lambda limit: ((SwapAddOperands(),), (None,)))
    with alarm(60), pytest.raises(PassFailedError) as failure:
        CanonicalizePass(test_convergence=True).apply(ctx, module)
    assert "canonicalizer failed to converge within max-iterations=10" in str(failure.value)
