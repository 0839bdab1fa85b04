"""`--empty-tensor-to-alloc-tensor`: every `tensor.empty` becomes a `bufferization.alloc_tensor`, as upstream's pass.

    %0 = tensor.empty(%n) : tensor<?x4xf32>   ->   %0 = bufferization.alloc_tensor(%n) : tensor<?x4xf32>

One-Shot Bufferize allocates a buffer for either; the pass is for pipelines written for upstream, where
`tensor.empty` left in the IR is an error of bufferization.
"""

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from aiopt.dialects import bufferization, tensor
from aiopt.support.passes import DiagnosticPass


class EmptyTensorToAllocTensor(RewritePattern):
    """`tensor.empty(%sizes)` is `bufferization.alloc_tensor(%sizes)` of the same type."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: tensor.EmptyOp, rewriter: PatternRewriter) -> None:
        rewriter.replace(op, bufferization.AllocTensorOp(op.tensor.type, list(op.dynamic_sizes)))


@dataclass(frozen=True)
class EmptyTensorToAllocTensorPass(DiagnosticPass):
    """Replace every tensor.empty by a bufferization.alloc_tensor (upstream's pass):

        %0 = tensor.empty(%n) : tensor<?x4xf32>

    becomes

        %0 = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
    """

    name = "empty-tensor-to-alloc-tensor"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(EmptyTensorToAllocTensor(), apply_recursively=False).rewrite_module(op)
