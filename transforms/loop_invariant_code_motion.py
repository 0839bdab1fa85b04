"""`--loop-invariant-code-motion`: hoist loop-invariant ops out of loops, as MLIR's LoopInvariantCodeMotion does."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Block, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsTerminator

from aiopt.support.passes import DiagnosticPass
from aiopt.transforms.speculatability import memory_effect_free, speculatable

LOOP_REGIONS: dict[str, tuple[int, ...]] = {
    "scf.for": (0,),
    "scf.forall": (0,),
    "scf.parallel": (0,),
    "scf.while": (0, 1),
    "affine.for": (0,),
    "affine.parallel": (0,),
}
"""The ops of upstream's LoopLikeOpInterface and the indices of their loop regions (`getLoopRegions`)."""


@dataclass(frozen=True)
class LoopInvariantCodeMotionPass(DiagnosticPass):
    """Hoist loop invariant instructions outside of the loop

    Every loop (scf.for/forall/parallel/while, affine.for/parallel), inner
    loops first, loses the ops of its regions' top level whose operands (and
    those of the ops nested in them) are defined outside the loop, that are
    free of memory effects and speculatable (`aiopt.transforms.speculatability`:
    upstream's answers); they move before the loop, in order, and their users
    are looked at again:

        scf.for %i = %lb to %ub step %s {
          %0 = arith.addi %a, %b : i32         // hoisted
          %1 = arith.divsi %a, %b : i32        // stays: %b may be 0
          %2 = arith.index_cast %i : index to i32  // stays: depends on %i
          "test.use"(%0, %1, %2) : (i32, i32, i32) -> ()
        }

    xDSL's `licm` pass, which this replaces, visits scf.for only and takes
    xDSL's traits (an `arith.remui` not hoisted, a `tensor.dim` with a
    constant index neither, an `affine.for` never); as upstream, ops are
    hoisted even from a loop that may run no iteration.
    """

    name = "loop-invariant-code-motion"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        loops = [nested for nested in op.walk(region_first=True) if nested.name in LOOP_REGIONS]
        for loop in loops:
            move_loop_invariant_code(loop)


def move_loop_invariant_code(loop: Operation) -> int:
    """Hoist the invariant ops of `loop`'s loop regions before it; the number of ops moved."""
    moved = 0
    for index in LOOP_REGIONS[loop.name]:
        region = loop.regions[index]
        worklist = deque(child for block in region.blocks for child in block.ops)
        while worklist:
            candidate = worklist.popleft()
            if candidate.parent_region() is not region:
                continue  # moved already
            if not (memory_effect_free(candidate) and speculatable(candidate)):
                continue
            if not _can_be_hoisted(candidate, loop):
                continue
            candidate.detach()
            Rewriter.insert_op(candidate, InsertPoint.before(loop))
            moved += 1
            for result in candidate.results:
                for use in result.uses:
                    if use.operation.parent_region() is region:
                        worklist.append(use.operation)
    return moved


def _defining_op(value: SSAValue) -> Operation | None:
    owner = value.owner
    if isinstance(owner, Block):
        return owner.parent_op()
    return owner


def _can_be_hoisted(op: Operation, loop: Operation) -> bool:
    """Not a terminator, and every value `op` and its nested ops use is its own or defined outside `loop`."""
    if op.has_trait(IsTerminator):
        return False
    for nested in op.walk():
        for operand in nested.operands:
            owner = _defining_op(operand)
            if owner is None or op.is_ancestor(owner):
                continue
            if loop.is_ancestor(owner):
                return False
    return True
