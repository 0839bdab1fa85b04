"""Canonicalization patterns of `bufferization` ops that xDSL 0.74 lacks, after upstream's.

The clone patterns and the dealloc simplifications live with their ops (`aiopt.dialects.bufferization`);
this module has the ones on tensors, the folds of to_tensor/to_buffer pairs and of the dims, loads and casts
around them, and the dealloc deduplications:

    %t = bufferization.alloc_tensor(%c6) : tensor<4x?xf32>
    ->
    %s = bufferization.alloc_tensor() : tensor<4x6xf32>
    %t = tensor.cast %s : tensor<4x6xf32> to tensor<4x?xf32>
"""

from __future__ import annotations

from xdsl.dialects import bufferization as xdsl_bufferization
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects import tensor as xdsl_tensor
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, IntegerAttr, MemRefType, TensorType
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, tensor
from aiopt.dialects.bufferization import DeallocOp, ToBufferOp, ToTensorOp
from aiopt.dialects.memref import AllocOp, CastOp, CopyOp, cast_compatible
from aiopt.dialects.memref import DimOp as MemRefDimOp
from aiopt.dialects.slicing import strides_and_offset
from aiopt.transforms.canonicalize_tensor import fold_constant_sizes


class StaticAllocTensor(RewritePattern):
    """A bufferization.alloc_tensor (not a copy) with constant, not negative, dynamic sizes allocates
    the more static type, cast back to the old one (upstream's `ReplaceStaticShapeDims`)."""

    op_types = (xdsl_bufferization.AllocTensorOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_bufferization.AllocTensorOp) or op.copy is not None:
            return
        result_type = op.tensor.type
        if not isinstance(result_type, TensorType):
            return
        folded = fold_constant_sizes(result_type.get_shape(), op.dynamic_sizes)
        if folded is None:
            return
        sizes, remaining = folded
        new_type = TensorType(result_type.element_type, sizes)
        size_hint = [op.size_hint] if op.size_hint is not None else []
        alloc = type(op).build(
            operands=[remaining, [], size_hint],
            result_types=[new_type],
            properties={k: v for k, v in op.properties.items() if k != "operandSegmentSizes"},
            attributes=dict(op.attributes),
        )
        rewriter.replace(op, [alloc, xdsl_tensor.CastOp(alloc.results[0], result_type)])


class DeallocDuplicateMemrefs(RewritePattern):
    """A bufferization.dealloc frees a buffer it lists twice once, under the union of its conditions
    (upstream's `DeallocRemoveDuplicateDeallocMemrefs`):

        bufferization.dealloc (%m, %m : memref<2xi32>, memref<2xi32>) if (%a, %b)
        ->
        %c = arith.ori %a, %b : i1
        bufferization.dealloc (%m : memref<2xi32>) if (%c)
    """

    op_types = (DeallocOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DeallocOp) or len(set(op.memrefs)) == len(op.memrefs):
            return
        position: dict[SSAValue, int] = {}
        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        for memref, condition in zip(op.memrefs, op.conditions, strict=True):
            if memref not in position:
                position[memref] = len(memrefs)
                memrefs.append(memref)
                conditions.append(condition)
            elif conditions[position[memref]] is not condition:
                union = arith.OrIOp(conditions[position[memref]], condition)
                rewriter.insert(union)
                conditions[position[memref]] = union.result
        new = DeallocOp(memrefs, conditions, list(op.retained))
        new.attributes |= op.attributes
        rewriter.replace(op, new, new.results)


class DeallocDuplicateRetained(RewritePattern):
    """A bufferization.dealloc retains a buffer it lists twice once; both results are its one result
    (upstream's `DeallocRemoveDuplicateRetainedMemrefs`)."""

    op_types = (DeallocOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, DeallocOp) or len(set(op.retained)) == len(op.retained):
            return
        retained = list(dict.fromkeys(op.retained))
        new = DeallocOp(list(op.memrefs), list(op.conditions), retained)
        new.attributes |= op.attributes
        rewriter.replace(op, new, [new.results[retained.index(value)] for value in op.retained])


class ToTensorOfToBuffer(RewritePattern):
    """A to_tensor of the to_buffer just before it, in its block, is the to_buffer's tensor (upstream's
    `ToTensorOp::fold`, which approximates alias analysis so: no op between them may write the buffer)."""

    op_types = (ToTensorOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ToTensorOp):
            return
        source = op.buffer
        if isinstance(source, OpResult) and isinstance(source.op, ToBufferOp) and source.op.next_op is op:
            rewriter.replace(op, [], [source.op.tensor])


class DimOfToTensor(RewritePattern):
    """A tensor.dim of a to_tensor is the memref.dim of its buffer (upstream's `DimOfToTensorFolder`)."""

    op_types = (xdsl_tensor.DimOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_tensor.DimOp) and isinstance(source := op.source, OpResult):
            if isinstance(source.op, ToTensorOp):
                rewriter.replace(op, MemRefDimOp(source.op.buffer, op.index))


class ToBufferOfToTensor(RewritePattern):
    """A to_buffer of a to_tensor is the buffer (upstream's `foldToBufferToTensorPair`): as it is where the
    types agree, through a memref.cast where the cast always holds, else a copy into a new buffer of the
    to_buffer's type (a dynamic offset or stride that becomes static cannot be cast safely):

        %t = bufferization.to_tensor %m : memref<?xf32, strided<[1], offset: 3>> to tensor<?xf32>
        %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32, strided<[1], offset: ?>>
        ->
        %b = memref.cast %m : memref<?xf32, strided<[1], offset: 3>> to memref<?xf32, strided<[1], offset: ?>>

    Other element types, ranks or memory spaces, and an unranked buffer to a ranked type, stay.
    """

    op_types = (ToBufferOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ToBufferOp) or not isinstance(op.tensor, OpResult):
            return
        to_tensor = op.tensor.op
        if not isinstance(to_tensor, ToTensorOp):
            return
        buffer, source_type, dest_type = to_tensor.buffer, to_tensor.buffer.type, op.buffer.type
        if source_type == dest_type:
            rewriter.replace(op, [], [buffer])
        elif isinstance(source_type, MemRefType) and isinstance(dest_type, MemRefType):
            if (
                source_type.element_type != dest_type.element_type
                or source_type.memory_space != dest_type.memory_space
                or source_type.get_num_dims() != dest_type.get_num_dims()
            ):
                return
            if cast_compatible(source_type, dest_type) and _cast_always_holds(source_type, dest_type):
                rewriter.replace(op, CastOp(buffer, dest_type))
                return
            new_ops: list[Operation] = []
            sizes = []
            for dim, size in enumerate(dest_type.get_shape()):
                if size == DYNAMIC_INDEX:
                    new_ops += [
                        index := arith.ConstantOp(IntegerAttr(dim, IndexType())),
                        dim_op := MemRefDimOp(buffer, index),
                    ]
                    sizes.append(dim_op.result)
            new_ops += [alloc := AllocOp(sizes, [], dest_type), CopyOp(buffer, alloc.memref)]
            rewriter.replace(op, new_ops, [alloc.memref])
        elif not isinstance(dest_type, MemRefType):
            rewriter.replace(op, CastOp(buffer, dest_type))


def _cast_always_holds(source: MemRefType, dest: MemRefType) -> bool:
    """Upstream's `isGuaranteedCastCompatible`: no offset or stride goes from dynamic to static."""
    source_layout, dest_layout = strides_and_offset(source), strides_and_offset(dest)
    if source_layout is None or dest_layout is None:
        return False
    pairs = [(source_layout[1], dest_layout[1]), *zip(source_layout[0], dest_layout[0])]
    return not any(a is None and b is not None for a, b in pairs)


class ToBufferOfCast(RewritePattern):
    """A to_buffer of a tensor.cast is a memref.cast of the to_buffer of the cast's source (upstream's
    `ToBufferOfCast`): the buffer keeps the static sizes the tensor had."""

    op_types = (ToBufferOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ToBufferOp) or not isinstance(op.tensor, OpResult):
            return
        cast = op.tensor.op
        if not isinstance(cast, xdsl_tensor.CastOp) or not isinstance(source_type := cast.source.type, TensorType):
            return
        dest_type = op.buffer.type
        if not isinstance(dest_type, MemRefType):
            return
        buffer_type = MemRefType(
            source_type.element_type, source_type.get_shape(), dest_type.layout, dest_type.memory_space
        )
        to_buffer = ToBufferOp(cast.source, buffer_type, read_only=op.read_only is not None)
        rewriter.replace(op, [to_buffer, CastOp(to_buffer.buffer, dest_type)])


class LoadOfToBuffer(RewritePattern):
    """A memref.load of a read-only to_buffer is a tensor.extract of its tensor (upstream's
    `LoadOfToBuffer`)."""

    op_types = (xdsl_memref.LoadOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, xdsl_memref.LoadOp) or not isinstance(op.memref, OpResult):
            return
        to_buffer = op.memref.op
        if isinstance(to_buffer, ToBufferOp) and to_buffer.read_only is not None:
            rewriter.replace(op, tensor.ExtractOp(to_buffer.tensor, list(op.indices), op.res.type))


class DimOfToBuffer(RewritePattern):
    """A memref.dim of a to_buffer is the tensor.dim of its tensor (upstream's `DimOfCastOp`)."""

    op_types = (xdsl_memref.DimOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, xdsl_memref.DimOp) and isinstance(source := op.source, OpResult):
            if isinstance(source.op, ToBufferOp):
                rewriter.replace(op, tensor.DimOp(source.op.tensor, op.index))


def populate_bufferization_canonicalization_patterns() -> list[RewritePattern]:
    """The `bufferization` patterns `canonicalize` adds to xDSL's and the dialect's own."""
    return [
        StaticAllocTensor(),
        DeallocDuplicateMemrefs(),
        DeallocDuplicateRetained(),
        ToTensorOfToBuffer(),
        DimOfToTensor(),
        ToBufferOfToTensor(),
        ToBufferOfCast(),
        LoadOfToBuffer(),
        DimOfToBuffer(),
    ]
