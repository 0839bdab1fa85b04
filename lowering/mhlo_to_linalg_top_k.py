"""`convert-mhlo-to-linalg`'s `topk` of a small k: a scan of each row that keeps the best k in the result.

A sort of the whole row (`TopKToSort`, mhlo_to_linalg_forwarding) does O(n log n) compares and moves for k
elements; XLA's CPU backend instead keeps the k best. Here, for k <= 64 (along any last dimension) or 8 k <= n
along a static one (`top_k_in_loops`), each row is scanned once (`hlo_loop_builders.top_k_loops`): the first k
elements are inserted one by one into the sorted result row, then each later element that goes before the k-th
best replaces it and moves up by insertion. The order is the sort's: `top_k_comparator` (GT, or LT for
`largest = false`; TOTALORDER for floats, so -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN), equal
elements with the lower index first, so that both lowerings (and the interpreter) give the same values and
indices, bit for bit.

    %v, %i = mhlo.topk(%x, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)

becomes

    %ev = tensor.empty() : tensor<3x2xf32>
    %ei = tensor.empty() : tensor<3x2xi32>
    %r:2 = scf.for %row = %c0 to %c3 step %c1 iter_args(%v0 = %ev, %i0 = %ei) -> (...) {
      %f:2 = scf.for %t = %c0 to %c2 step %c1 iter_args(...) -> (...) {
        ... tensor.extract %x[%row, %t], tensor.insert at [%row, %t], the insertion's scf.while ...
      }
      %s:2 = scf.for %t = %c2 to %c8 step %c1 iter_args(%v1 = %f#0, %i1 = %f#1) -> (...) {
        %e = tensor.extract %x[%row, %t] : tensor<3x8xf32>
        %kth = tensor.extract %v1[%row, %c1] : tensor<3x2xf32>
        %better = ... arith.cmpi sgt of the TOTALORDER keys of %e and %kth ...
        %n:2 = scf.if %better -> (...) { ... insert at [%row, %c1], the insertion's scf.while ... }
               else { scf.yield %v1, %i1 : ... }
        scf.yield %n#0, %n#1 : ...
      }
      scf.yield %s#0, %s#1 : ...
    }

`chlo-legalize-to-mhlo{top-k-in-loops=true}` (the compile pipelines) keeps such a `chlo.top_k` as
`mhlo.topk` for this pattern. A row length known only at run time is checked first (a `cf.assert` that it is at
least k, with upstream's verifier message for a static one; the sort's slice fails its bounds check there). A
larger k, another element type (complex, i1, the small floats) or indices other than i32 take the sort.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    MemRefType,
    TensorType,
    i32,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import memref, mhlo
from aiopt.dialects.bufferization import ToBufferOp, ToTensorOp
from aiopt.dialects.hlo.types import DYNAMIC, ElementKind, element_kind, element_type_of
from aiopt.lowering.hlo_loop_builders import top_k_loops
from aiopt.lowering.mhlo_to_linalg_gather_scatter import TensorElements, signless_for_scalar_body
from aiopt.lowering.mhlo_to_linalg_parallel_sort import BufferElements
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath, empty, ranked_hlo_op
from aiopt.lowering.mhlo_to_linalg_shape_checks import insert_index_checks
from aiopt.lowering.mhlo_to_linalg_utils import cast_tensor, hlo_op_types

SMALL_K = 64
"""A k up to which the scan is used whatever the row length (else only where 8 k <= n)."""


def top_k_comparator(element_type: Attribute, direction: str) -> Region:
    """A sort comparator on (key, key, index, index) that orders the keys by `direction` (GT: greatest first);
    floats compare in TOTALORDER, so +NaN sorts before +inf and -NaN after -inf. The indices do not take part,
    so a stable sort keeps equal keys in index order."""
    key, index = TensorType(element_type, []), TensorType(i32, [])
    block = Block(arg_types=[key, key, index, index])
    total_order = "TOTALORDER" if element_kind(element_type) is ElementKind.FLOAT else None
    compare = mhlo.OPS["compare"](block.args[0], block.args[1], direction, total_order)
    block.add_ops([compare, mhlo.OPS["return"]([compare.result])])
    return Region(block)


def top_k_in_loops(op: Operation) -> bool:
    """Whether a top_k (chlo.top_k, mhlo.topk) is lowered by the scan of `TopKToLoops`: ranked tensors with a
    last dimension n, k <= 64 or (n static) 8 k <= n, integer (not i1) or f16/bf16/f32/f64 elements, i32 indices."""
    operand = op.operand.type
    if not isinstance(operand, TensorType) or not all(isinstance(r.type, TensorType) for r in op.results):
        return False
    element = operand.get_element_type()
    numeric = isinstance(element, Float16Type | BFloat16Type | Float32Type | Float64Type) or (
        isinstance(element, IntegerType) and element.width.data > 1
    )
    shape, k = operand.get_shape(), op.k.value.data
    return (
        numeric
        and element_type_of(op.indices.type) == i32
        and len(shape) >= 1
        and (k <= SMALL_K or (shape[-1] != DYNAMIC and 8 * k <= shape[-1]))
    )


@dataclass
class TopKToLoops(RewritePattern):
    """`topk` of a small k -> a scan of each row in `scf.for` loops on tensors (see the module); with
    `rows_in_parallel`, a topk of several rows scans them in an `scf.parallel` on buffers (`parallel_rows`)."""

    rows_in_parallel: bool = False

    op_types = hlo_op_types("topk")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, self.op_types) or not top_k_in_loops(op):
            return
        index = IndexMath(rewriter.insert)
        k = op.k.value.data
        if op.operand.type.get_shape()[-1] == DYNAMIC:
            message = f"'{op.name}' op operand's last dimension must be at least {k}"
            insert_index_checks(rewriter.insert, iter([(index.cmp("sge", index.sizes(op.operand)[-1], k), message)]))
        sizes = [*index.sizes(op.operand)[:-1], k]
        results = [empty(rewriter, index, result.type, sizes) for result in op.results]
        if k == 0:
            rewriter.replace(op, (), results)
            return
        element = element_type_of(op.operand.type)
        comparator = top_k_comparator(element, "GT" if op.selects_largest else "LT")
        # Unsigned elements are scanned as signless ones, the comparator's compare then `arith.cmpi ugt` (as a
        # sort's are); the comparator's arguments are two keys, then two indices.
        operand, values, indices = op.operand, *results
        cast = signless_for_scalar_body(rewriter, [operand, values, indices], comparator, [0, 0, 2, 2])
        if cast is not None:
            operand, values, indices = cast
        shape = op.operand.type.get_shape()
        if self.rows_in_parallel and not all(size == 1 for size in shape[:-1]):
            found = parallel_rows(rewriter, index, operand, [values, indices], comparator)
        else:
            found = top_k_loops(rewriter.insert, TensorElements(), operand, [values, indices], comparator)
        if cast is not None:
            found = [cast_tensor(rewriter, value, result.type) for value, result in zip(found, op.results)]
        rewriter.replace(op, (), found)


def parallel_rows(
    rewriter: PatternRewriter, index: IndexMath, operand: SSAValue, results: list[SSAValue], comparator: Region
) -> list[SSAValue]:
    """The scan of `top_k_loops` with the rows in an `scf.parallel`, on buffers made at the tensor level (as
    `SortRowsInParallel` makes them): the operand read through `bufferization.to_buffer`, the values and indices
    written into new buffers (`memref.alloc`) taken back as tensors (`bufferization.to_tensor restrict
    writable`); `convert-scf-parallel-to-cpu-runtime` splits the rows across the cores where there is enough
    work (`top_k_work`):

        %xb = bufferization.to_buffer %x read_only : tensor<64x4096xf32> to memref<64x4096xf32>
        %vb = memref.alloc() : memref<64x8xf32>
        %ib = memref.alloc() : memref<64x8xi32>
        scf.parallel (%row) = (%c0) to (%c64) step (%c1) {
          ... memref.load %xb[%row, %t], memref.store into %vb[%row, ...] and %ib[%row, ...] ...
          scf.reduce
        } {aiopt.estimated_work = 2101248 : i64}
        %v = bufferization.to_tensor %vb restrict writable : memref<64x8xf32> to tensor<64x8xf32>
        %i = bufferization.to_tensor %ib restrict writable : memref<64x8xi32> to tensor<64x8xi32>
    """
    operand_sizes = index.sizes(operand)
    result_sizes = [*operand_sizes[:-1], index.sizes(results[0])[-1]]
    source_type = MemRefType(element_type_of(operand.type), operand.type.get_shape())
    source = rewriter.insert(ToBufferOp(operand, source_type, read_only=True)).results[0]
    dynamic = [size for size in result_sizes if not isinstance(size, int)]
    buffers = [
        rewriter.insert(memref.AllocOp(dynamic, [], MemRefType(element_type_of(r.type), r.type.get_shape()))).memref
        for r in results
    ]
    access = BufferElements({source: operand_sizes, **{b: result_sizes for b in buffers}})
    top_k_loops(rewriter.insert, access, source, buffers, comparator, parallel=True)
    return [rewriter.insert(ToTensorOp(b, restrict=True, writable=True)).tensor for b in buffers]


LOWERED_OPS = frozenset({"topk"})
"""The mnemonics of the HLO ops this module's pattern lowers (a large k is forwarded to a sort instead)."""


def populate_mhlo_to_linalg_top_k_patterns(rows_in_parallel: bool = False) -> list[RewritePattern]:
    """The pattern that lowers a `topk` of a small k to a scan of each row (`rows_in_parallel`: the rows in an
    `scf.parallel`)."""
    return [TopKToLoops(rows_in_parallel)]
