"""`--promote-buffers-to-stack`: small static `memref.alloc`s that do not escape become `memref.alloca`.

As upstream: an allocation of at most `max-alloc-size-in-bytes` bytes with a
static shape that its function does not return or yield is allocated on
the stack (dynamic shapes, which upstream also promotes up to
`max-rank-of-allocated-memref`, stay on the heap),
and its `memref.dealloc`s are removed:

    %a = memref.alloc() : memref<4xf32>  ...  memref.dealloc %a : memref<4xf32>

becomes `%a = memref.alloca() : memref<4xf32>`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.rewriter import Rewriter

from aiopt.dialects import func, memref, scf
from aiopt.dialects.memref import AllocaOp, AllocOp
from aiopt.reference.hlo import numpy_dtype
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option


def _escapes(alloc: AllocOp) -> bool:
    """Whether the buffer (or a view of it) is returned or yielded out of its region."""
    values, seen = [alloc.memref], set()
    while values:
        value = values.pop()
        for use in value.uses:
            user = use.operation
            if isinstance(user, func.ReturnOp | scf.YieldOp | scf.ConditionOp | func.CallOp):
                return True
            # Any memref op with results but a load gives a view of the buffer, by dialect: no class to name.
            if user.dialect_name() == "memref" and user.results and not isinstance(user, memref.LoadOp):
                for r in user.results:
                    if r not in seen:
                        seen.add(r)
                        values.append(r)
    return False


@dataclass(frozen=True)
class PromoteBuffersToStackPass(DiagnosticPass):
    """Allocate small static buffers that do not escape on the stack.

    %a = memref.alloc() : memref<4xf32>   becomes   %a = memref.alloca() : memref<4xf32>
    """

    name = "promote-buffers-to-stack"

    max_alloc_size_in_bytes: int = option(1024, "Maximal size in bytes to promote allocations to stack.")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for alloc in [a for a in op.walk() if isinstance(a, AllocOp)]:
            type_ = alloc.memref.type
            if not type_.has_static_shape() or _escapes(alloc):
                continue
            size = math.prod(type_.get_shape()) * numpy_dtype(type_.element_type).itemsize
            if size > self.max_alloc_size_in_bytes:
                continue
            for use in list(alloc.memref.uses):
                if isinstance(use.operation, memref.DeallocOp):
                    Rewriter.erase_op(use.operation)
            properties = {"alignment": alloc.alignment} if alloc.alignment is not None else {}
            alloca = AllocaOp.build(operands=[[], []], result_types=[type_], properties=properties)
            Rewriter.replace_op(alloc, alloca)
