"""`--memref-expand`: memref ops that the LLVM lowering cannot take as they are, in simpler memref and arith ops
(upstream's `memref::ExpandOps`, `Dialect/MemRef/Transforms/ExpandOps.cpp`).

- `memref.atomic_rmw` of the float kinds whose NaN rule `llvm.atomicrmw` has no instruction for (`maximumf`,
  `minimumf`, `maxnumf`, `minnumf`) becomes `memref.generic_atomic_rmw` with the combining arith op as its body:

      %x = memref.atomic_rmw maximumf %f, %m[%i] : (f32, memref<10xf32>) -> f32

  becomes

      %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
      ^bb0(%current: f32):
        %1 = arith.maximumf %current, %f : f32
        memref.atomic_yield %1 : f32
      }

- `memref.reshape` whose shape operand has a static size becomes `memref.reinterpret_cast` with offset 0, the
  result's sizes (dynamic ones loaded from the shape operand) and their row-major strides:

      %r = memref.reshape %src(%shape) : (memref<*xf32>, memref<2xi32>) -> memref<?x8xf32>

  becomes `memref.reinterpret_cast %src to offset: [0], sizes: [%n, 8], strides: [8, 1]`, where `%n` is
  `memref.load %shape[%c0]` cast to index; a stride outside a dynamic size is an `arith.muli` of the sizes.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IndexType, IntegerAttr, MemRefType, ModuleOp
from xdsl.ir import Block, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects import arith, memref
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import IdleSkippingWalker, OpClassKeyedApplier
from aiopt.support.rewriting import InheritLocation, insert

EXPANDED_ATOMIC_RMW_KINDS = ("maximumf", "minimumf", "maxnumf", "minnumf")
"""The `memref.atomic_rmw` kinds that `memref-expand` rewrites (upstream's `shouldBeExpandedKinds`)."""


def atomic_rmw_to_generic(rewriter: PatternRewriter, op: memref.AtomicRMWOp) -> None:
    """Replace `op` by a `memref.generic_atomic_rmw` of the same element whose body combines the current value
    with `op`'s value by `op`'s kind (upstream's `AtomicRMWOpConverter`)."""
    body = Block(arg_types=[op.result.type])
    combined = arith.REDUCTION_OPS[op.kind_name](body.args[0], op.value)
    body.add_ops([combined, memref.AtomicYieldOp.create(operands=[combined.results[0]])])
    generic = memref.GenericAtomicRMWOp.create(
        operands=[op.memref, *op.indices], result_types=[op.result.type], regions=[Region(body)]
    )
    rewriter.replace(op, generic)


class AtomicRMWOpConverter(RewritePattern):
    """`memref.atomic_rmw maximumf/minimumf/maxnumf/minnumf` to `memref.generic_atomic_rmw`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.AtomicRMWOp, rewriter: PatternRewriter) -> None:
        if op.kind_name in EXPANDED_ATOMIC_RMW_KINDS:
            atomic_rmw_to_generic(rewriter, op)


def _index_constant(rewriter: PatternRewriter, value: int) -> SSAValue:
    return insert(rewriter, arith.ConstantOp(IntegerAttr(value, IndexType()), IndexType()))


class MemRefReshapeOpConverter(RewritePattern):
    """`memref.reshape` with a statically sized shape operand to `memref.reinterpret_cast`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.ReshapeOp, rewriter: PatternRewriter) -> None:
        shape_type = op.shape.type
        result_type = op.result.type
        if not isinstance(shape_type, MemRefType) or not shape_type.has_static_shape():
            return
        assert isinstance(result_type, MemRefType)  # a shape of static size gives a ranked result
        rank = shape_type.get_shape()[0]
        result_shape = result_type.get_shape()
        sizes: list[int | SSAValue] = [0] * rank
        strides: list[int | SSAValue] = [0] * rank
        # Upstream's order: from the innermost dimension out, each stride the product of the sizes inside it,
        # a static value until a dynamic size enters it (LLVM 22's ExpandOps; a static stride of the result
        # type must be static in the op).
        stride: SSAValue | None = None
        static_stride = 1
        for i in reversed(range(rank)):
            if result_shape[i] < 0:
                loaded = insert(rewriter, memref.LoadOp.get(op.shape, [_index_constant(rewriter, i)]))
                if not isinstance(loaded.type, IndexType):
                    loaded = insert(rewriter, arith.IndexCastOp(loaded, IndexType()))
                size = sizes[i] = loaded
            else:
                sizes[i] = result_shape[i]
                size = _index_constant(rewriter, result_shape[i])
            strides[i] = stride if stride is not None else static_stride
            if i > 0:
                if stride is not None:
                    stride = insert(rewriter, arith.MuliOp(stride, size))
                elif result_shape[i] < 0:
                    stride = insert(rewriter, arith.MuliOp(_index_constant(rewriter, static_stride), size))
                else:
                    static_stride *= result_shape[i]
        rewriter.replace(op, memref.ReinterpretCastOp.from_dynamic(op.source, [0], sizes, strides, result_type))


def populate_expand_ops_patterns() -> list[RewritePattern]:
    """The patterns of `memref-expand` (upstream's `memref::populateExpandOpsPatterns`)."""
    return [AtomicRMWOpConverter(), MemRefReshapeOpConverter()]


@dataclass(frozen=True)
class ExpandOpsPass(DiagnosticPass):
    """Legalize memref operations to be convertible to LLVM (upstream's `memref-expand`).

    Float min/max `memref.atomic_rmw` becomes `memref.generic_atomic_rmw`, a statically ranked
    `memref.reshape` a `memref.reinterpret_cast`.

        %x = memref.atomic_rmw minimumf %f, %m[%i] : (f32, memref<10xf32>) -> f32

    becomes a `memref.generic_atomic_rmw %m[%i]` whose body yields `arith.minimumf %current, %f`.
    """

    name = "memref-expand"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # The walker hands its patterns only the reshapes and atomic_rmw ops (and dead ops, which the applier
        # erases as xDSL's greedy applier does): the rest of a module at this stage, all of it in the CPU
        # pipeline, was a visit each (3.7 ms of the transformer block's compile, 1.3 ms now).
        applier = OpClassKeyedApplier(populate_expand_ops_patterns())
        IdleSkippingWalker(InheritLocation(applier), idle=applier.idle).rewrite_module(op)
