"""`--eliminate-empty-tensors`: let a `tensor.empty` use a buffer that exists anyway, before One-Shot Bufferize.

Two anchors, as upstream's empty tensor elimination:

- `tensor.insert_slice` (upstream's pass): a value computed into a
  `tensor.empty` and then inserted into a destination is computed in that
  slice of the destination directly:

      %e = tensor.empty() : tensor<2xf32>
      %f = linalg.fill ins(%c : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
      %r = tensor.insert_slice %f into %d[0] [2] [1] : tensor<2xf32> into tensor<8xf32>

  becomes `%s = tensor.extract_slice %d[0] [2] [1]` and `linalg.fill ... outs(%s)`.

- linalg ops (upstream's linalg-anchored step): an `outs(tensor.empty)` whose
  payload does not read the output takes an input of the same type and
  indexing map instead, so that a chain of element-wise ops can be
  bufferized into one buffer:

      %r = linalg.generic {maps = [#id, #id]} ins(%a) outs(%e) { ... }   ->   ins(%a) outs(%a)

  Whether `%a` is then overwritten or copied is One-Shot Bufferize's
  decision.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import tensor
from aiopt.support.passes import DiagnosticPass
from aiopt.transforms.bufferization_analysis import dps_outputs, linalg_reads_output


def _is_empty(value) -> bool:
    return isinstance(value.owner, tensor.EmptyOp)


def _linalg_anchored(op: Operation) -> None:
    """Replace an unread `outs(tensor.empty)` of a linalg op by an input with the same type and map."""
    outputs = dps_outputs(op)
    if len(outputs) != 1 or not hasattr(op, "indexing_maps") or not hasattr(op, "inputs"):
        return
    index = len(op.operands) - 1
    out = op.operands[index]
    if not _is_empty(out) or linalg_reads_output(op, index):
        return
    maps = op.indexing_maps.data
    for i, candidate in enumerate(op.inputs):
        if candidate.type == out.type and maps[i] == maps[index]:
            op.operands[index] = candidate
            return


def _insert_slice_anchored(op: Operation) -> None:
    """Compute the source of an insert_slice into the destination's slice when it was computed into an empty."""
    source = op.operands[0]
    producer = source.owner
    outputs = dps_outputs(producer) if isinstance(producer, Operation) else []
    if len(outputs) != 1 or not _is_empty(outputs[0]) or len(list(source.uses)) != 1:
        return
    empty = outputs[0].owner
    dest = op.operands[1]
    # The slice's index operands must be available where the producer runs.
    for value in (dest, *op.operands[2:]):
        owner = value.owner
        if isinstance(owner, Operation) and owner.parent_block() is producer.parent_block():
            block = owner.parent_block()
            if block.get_operation_index(owner) > block.get_operation_index(producer):
                return
    slice_op = tensor.ExtractSliceOp.build(
        operands=[dest, list(op.offsets), list(op.sizes), list(op.strides)],
        result_types=[source.type],
        properties={
            "static_offsets": op.static_offsets,
            "static_sizes": op.static_sizes,
            "static_strides": op.static_strides,
        },
    )
    Rewriter.insert_op(slice_op, InsertPoint.before(producer))
    producer.operands[len(producer.operands) - 1] = slice_op.results[0]
    if not empty.results[0].uses:
        Rewriter.erase_op(empty)


@dataclass(frozen=True)
class EliminateEmptyTensorsPass(DiagnosticPass):
    """Replace `tensor.empty` destinations by tensors whose buffers exist anyway.

    linalg.generic ins(%a) outs(tensor.empty())   becomes   linalg.generic ins(%a) outs(%a)
    """

    name = "eliminate-empty-tensors"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for nested in list(op.walk()):
            if isinstance(nested, tensor.InsertSliceOp):
                _insert_slice_anchored(nested)
        for nested in list(op.walk()):
            if dps_outputs(nested):
                _linalg_anchored(nested)
        for empty in [e for e in op.walk() if isinstance(e, tensor.EmptyOp) and not e.results[0].uses]:
            Rewriter.erase_op(empty)
