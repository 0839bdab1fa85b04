"""`memref-copy-to-linalg`: strided `memref.copy` becomes a `linalg.generic` copy (IREE's memrefcopy-to-linalg).

A copy between memrefs whose layouts are not both the identity (a view of a
padded buffer, a slice, a transposed view) lowers in `finalize-memref-to-llvm`
to a call of the runtime's generic `memrefCopy`, element by element through
descriptors (in aiopt's JIT a Python callback under the GIL). As a
`linalg.generic` it becomes parallel loops that LLVM vectorizes instead:

    memref.copy %src, %dst : memref<8x32xf32> to memref<8x32xf32, strided<[34, 1], offset: 35>>

becomes

    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%src : memref<8x32xf32>) outs(%dst : memref<8x32xf32, strided<[34, 1], offset: 35>>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }

Exactly the copies that lowering would send to `memrefCopy` are rewritten:
copies between identity layouts (`has_identity_layout`, which that lowering
turns into `llvm.intr.memcpy`) stay, as do rank-0 copies.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import AffineMapAttr, MemRefType, ModuleOp
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.ir import Block, Region
from xdsl.ir.affine import AffineMap
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern, op_type_rewrite_pattern

from aiopt.dialects import memref
from aiopt.dialects.linalg import GenericOp, YieldOp
from aiopt.lowering.llvm_type_converter import has_identity_layout
from aiopt.support.passes import DiagnosticPass
from aiopt.support.rewriting import InheritLocation


class CopyToGeneric(RewritePattern):
    """One strided `memref.copy` to its `linalg.generic`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: memref.CopyOp, rewriter: PatternRewriter) -> None:
        source, target = op.operands
        if not isinstance(source.type, MemRefType) or not isinstance(target.type, MemRefType):
            return
        rank = len(source.type.get_shape())
        if rank == 0 or (has_identity_layout(source.type) and has_identity_layout(target.type)):
            return
        element = source.type.element_type
        body = Block(arg_types=[element, element])
        body.add_op(YieldOp(body.args[0]))
        identity = AffineMapAttr(AffineMap.identity(rank))
        generic = GenericOp(
            [source], [target], Region(body), [identity, identity], [IteratorTypeAttr.parallel()] * rank, []
        )
        rewriter.replace(op, generic, [])


@dataclass(frozen=True)
class MemrefCopyToLinalgPass(DiagnosticPass):
    """Rewrite `memref.copy` between strided layouts as a `linalg.generic` copy (see the module docstring).

    Example, `ai-opt --memref-copy-to-linalg`:

        func.func @f(%a: memref<4x4xf32>, %b: memref<6x6xf32>) {
          %v = memref.subview %b[1, 1] [4, 4] [1, 1] : memref<6x6xf32> to memref<4x4xf32, strided<[6, 1], offset: 7>>
          memref.copy %a, %v : memref<4x4xf32> to memref<4x4xf32, strided<[6, 1], offset: 7>>
          func.return
        }

    becomes

        linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
        ...
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        }
    """

    name = "memref-copy-to-linalg"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(InheritLocation(CopyToGeneric()), apply_recursively=False).rewrite_module(op)
