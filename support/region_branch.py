"""MLIR's RegionBranchOpInterface check of the values passed along each control flow edge of a region op.

xDSL's region ops word the check as they like (`memref.alloca_scope.return`:
"Expected operand types to match parent's return types.") or not at all
(`scf.if` took a `scf.yield` of fewer values than it has results); upstream's
interface verifier (`verifyRegionBranchOpInterface`, LLVM 22) reports each edge
from a region branch point (the parent op, or a terminator) to a region
successor (a region's entry block, or the parent's results) whose values do
not match, on the parent op, with a note at the branch point:

    %r:2 = scf.if %c -> (f32, f32) {
      scf.yield %a : f32             // note: region branch point
    } else { ... }
    // error: 'scf.if' op along control flow edge from Operation scf.yield to parent:
    //        region branch point has 1 operands, but region successor needs 2 inputs

    %r = memref.alloca_scope -> (i32) {
      memref.alloca_scope.return %c : i64   // note: region branch point
    }
    // error: 'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return
    //        to parent: successor operand type #0 'i64' should match successor input type #0 'i32'
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.ir import Attribute, Operation, Region

from aiopt.support.diagnostics import DiagnosticError, op_error_message


def verify_region_edge(
    op: Operation,
    point: Operation | None,
    successor: Region | None,
    operands: Sequence[Attribute],
    inputs: Sequence[Attribute],
) -> None:
    """Upstream's check of one edge of `op`: the types of the values the branch point `point` passes on
    (`operands`; `point` None: `op` itself, its operands) against those of the successor's inputs (`inputs`;
    `successor` None: `op`'s results, else that region's entry block arguments)."""
    source = "parent" if point is None else f"Operation {point.name}"
    target = "parent" if successor is None else f"Region #{op.regions.index(successor)}"
    edge = f"along control flow edge from {source} to {target}"
    notes = [("region branch point", op if point is None else point)]
    if len(operands) != len(inputs):
        message = (
            f"{edge}: region branch point has {len(operands)} operands, but region successor needs "
            f"{len(inputs)} inputs"
        )
        raise DiagnosticError(op_error_message(op, message), op, notes=notes)
    for index, (operand, target_type) in enumerate(zip(operands, inputs)):
        if operand != target_type:
            message = (
                f"{edge}: successor operand type #{index} '{operand}' should match successor input type "
                f"#{index} '{target_type}'"
            )
            raise DiagnosticError(op_error_message(op, message), op, notes=notes)


def verify_types_to_parent_results(op: Operation, region: Region, terminator_class: type[Operation]) -> None:
    """The edge from `region`'s terminator, if it is a `terminator_class`, to `op`'s results (the
    region returns its terminator's operands to the parent)."""
    terminator = region.first_block.last_op if region.first_block is not None else None
    if isinstance(terminator, terminator_class):
        verify_region_edge(op, terminator, None, terminator.operand_types, op.result_types)
