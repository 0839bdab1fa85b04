"""`--hlo-legalize-to-lhlo`: mhlo on tensors to lmhlo on buffers (mlir-hlo's bufferization of HLO).

Each mhlo op with static result shapes writes into a fresh `memref.alloc`
per result, passed to the lmhlo op of the same name after its operands:

    func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
      %r = mhlo.add %a, %b : tensor<4xf32>
      func.return %r : tensor<4xf32>
    }

becomes

    func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) -> memref<4xf32> {
      %0 = memref.alloc() : memref<4xf32>
      "lmhlo.add"(%a, %b, %0) : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
      func.return %0 : memref<4xf32>
    }

Function signatures, `func.return` and `func.call` take memrefs; results are
returned as memrefs (`buffer-results-to-out-params` turns them into
out-params). `mhlo.constant` becomes `lmhlo.constant` into its buffer and
`mhlo.dot` gets the `dot_dimension_numbers` lmhlo requires. The regions of
reduce, reduce_window, select_and_scatter, scatter, sort and map move to
buffer form as in mlir-hlo: the block takes rank-0 memrefs (the arguments,
then one output per result), its ops become lmhlo ops on rank-0 buffers and
the `mhlo.return` becomes `lmhlo.copy` into the outputs and
`lmhlo.terminator`.

Properties keep their names where lmhlo has them, take lmhlo's name where
it differs (`channel_handle` -> `channel_id`, `all_gather_dim` ->
`all_gather_dimension`, `infeed_config`/`outfeed_config` -> `config`), and
hints lmhlo has no place for (gather's `indices_are_sorted`, dot_general's
`algorithm`...) are dropped.

Control flow: `mhlo.if`/`mhlo.case` become `lmhlo.case` whose branches copy
their results into buffers allocated before it; `mhlo.while` becomes
`lmhlo.while` on state buffers, initialized with copies of the inits before
the loop, whose condition region writes a `memref<i1>` and whose body
copies the new values back into the states.

While ops are converted, tensors and buffers meet through
`bufferization.to_tensor`/`to_buffer` pairs, which fold away when everything
is converted. An mhlo op left (dynamic shapes, tokens, tuples) fails the
pass with `failed to legalize operation 'mhlo.X'` at the op.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    FunctionType,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    TensorType,
    i1,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith, bufferization, func, lmhlo, memref, mhlo
from aiopt.support.conversion import ConversionTarget
from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass

UNCONVERTED = frozenset({"case", "while", "if", "fusion", "custom_call", "tuple", "get_tuple_element", "return"})
"""mhlo ops with an lmhlo namesake that `HloToLhlo` does not convert op for op: if, case and while have their own
patterns (their regions write buffers from above); fusion, custom calls and tuples are left."""


def _lmhlo_ops() -> dict[str, type[Operation]]:
    """The lmhlo op class of each mhlo mnemonic that converts op for op."""
    ops = {op.name.removeprefix("lmhlo."): op for op in lmhlo.LMHLO.operations}
    ops["dynamic_update_slice"] = ops.pop("dynamic-update-slice")
    return {name: op for name, op in ops.items() if name in mhlo.OPS and name not in UNCONVERTED}


LMHLO_OPS = _lmhlo_ops()


def buffer_type(type_: Attribute, dynamic: bool = False) -> MemRefType | None:
    """The identity-layout memref of a static tensor type (with `dynamic`, of any ranked one), else None."""
    if not isinstance(type_, TensorType) or not (dynamic or type_.has_static_shape()):
        return None
    return MemRefType(type_.get_element_type(), type_.get_shape())


def to_buffer(rewriter: PatternRewriter, value: SSAValue) -> SSAValue:
    """The buffer of a tensor value: the memref of a `to_tensor`, else a new `bufferization.to_buffer`."""
    owner = value.owner
    if isinstance(owner, bufferization.ToTensorOp):
        return owner.memref
    op = bufferization.ToBufferOp.create(operands=[value], result_types=[buffer_type(value.type, dynamic=True)])
    rewriter.insert(op)
    return op.results[0]


def alloc(type_: MemRefType) -> memref.AllocOp:
    """`memref.alloc() : type_` (not inserted)."""
    return memref.AllocOp([], [], type_)


def to_tensor(buffer: SSAValue, type_: Attribute) -> Operation:
    """`bufferization.to_tensor %buffer` of tensor type `type_` (not inserted)."""
    return bufferization.ToTensorOp.create(operands=[buffer], result_types=[type_])


RENAMED_PROPERTIES = {
    "channel_handle": "channel_id",
    "all_gather_dim": "all_gather_dimension",
    "infeed_config": "config",
    "outfeed_config": "config",
}
"""mhlo properties that lmhlo names otherwise (collectives, infeed and outfeed)."""

DROPPED_PROPERTIES = frozenset(
    {
        "indices_are_sorted",
        "algorithm",
        "cross_program_prefetch_index",
        "known_expanding_dimensions",
        "known_nonexpanding_dimensions",
        "layout",
    }
)
"""mhlo properties that are only hints (sortedness, precision algorithm, prefetch, layouts): lmhlo has no place
for them and computes the same without."""


def lmhlo_properties(mnemonic: str, properties: dict[str, Attribute]) -> dict[str, Attribute] | None:
    """The properties of the lmhlo namesake of an mhlo op: renamed as lmhlo names them, hints dropped.

    None when a property that changes the result has no lmhlo counterpart: an
    all_to_all whose `concat_dimension` differs from its `split_dimension`
    (lmhlo's array all_to_all splits and concatenates along one dimension).
    """
    defined = LMHLO_OPS[mnemonic].get_irdl_definition().properties
    result: dict[str, Attribute] = {}
    for key, value in properties.items():
        if mnemonic == "all_to_all" and key in ("concat_dimension", "split_count"):
            if key == "concat_dimension" and value != properties.get("split_dimension"):
                return None
            continue
        key = RENAMED_PROPERTIES.get(key, key)
        if key in defined:
            result[key] = value
        elif key not in DROPPED_PROPERTIES:
            return None
    return result


def _same_shape_elementwise(op: Operation) -> bool:
    """An element-wise mhlo op whose tensor operands and result all have one (ranked) shape."""
    lmhlo_op = LMHLO_OPS.get(op.name.removeprefix("mhlo."))
    elementwise = lmhlo_op is not None and (
        issubclass(lmhlo_op, (lmhlo.UnaryOp, lmhlo.BinaryElementwiseOp))
        or lmhlo_op in (lmhlo.CompareOp, lmhlo.SelectOp, lmhlo.ClampOp)
    )
    types = [v.type for v in (*op.operands, *op.results)]
    return (
        elementwise
        and len(op.results) == 1
        and all(isinstance(t, TensorType) for t in types)
        and len({tuple(t.get_shape()) for t in types}) == 1
    )


def _convertible(op: Operation) -> bool:
    """All results and tensor operands have static shapes, or the op is element-wise on one dynamic shape.

    Unranked tensors have no buffer whose sizes an alloc could compute, and tokens or tuples no buffer
    at all: ops on them stay and are reported.
    """
    if not all(isinstance(v.type, TensorType) for v in (*op.operands, *op.results)):
        return False
    tensors = [v.type for v in (*op.operands, *op.results) if isinstance(v.type, TensorType)]
    return all(buffer_type(t) is not None for t in tensors) or _same_shape_elementwise(op)


def result_allocs(rewriter: PatternRewriter, op: Operation, inputs: Sequence[SSAValue]) -> list[memref.AllocOp]:
    """Insert a `memref.alloc` per result of `op`; a dynamic size is the `memref.dim` of the first input buffer."""
    allocs = []
    for result in op.results:
        type_ = buffer_type(result.type, dynamic=True)
        sizes = []
        for d, size in enumerate(type_.get_shape()):
            if size == DYNAMIC_INDEX:
                index = arith.ConstantOp(IntegerAttr(d, IndexType()))
                dim = memref.DimOp(inputs[0], index.result)
                rewriter.insert([index, dim], InsertPoint.before(op))
                sizes.append(dim.result)
        allocs.append(memref.AllocOp(sizes, [], type_))
    rewriter.insert(allocs, InsertPoint.before(op))
    return allocs


def _tensors_only(op: Operation) -> bool:
    """All operands and results are static tensors (no tokens or tuples, which have no buffer form here)."""
    return all(buffer_type(v.type) is not None for v in (*op.operands, *op.results))


def _single_block_regions(op: Operation) -> bool:
    """Every region of `op` has exactly one block: bodies with control flow have no buffer form here.

    Ops with such regions stay unconverted, which the pass reports at the op.
    """
    return all(len(region.blocks) == 1 for region in op.regions)


def _buffer_region(op: Operation, rewriter: PatternRewriter) -> None:
    """Move the tensor-form body of a region of `op` to buffer form (see the module docstring).

    Block arguments become rank-0 memrefs read back with `to_tensor`; one
    output memref per returned value is appended; the return becomes
    `lmhlo.copy` into them and `lmhlo.terminator`. The body's mhlo ops are
    converted afterwards by the other patterns.
    """
    for region in op.regions:
        block = region.block
        ret = block.last_op
        if not isinstance(ret, mhlo.ReturnOp):
            continue
        for arg in list(block.args):
            buffer = block.insert_arg(buffer_type(arg.type), len(block.args))
            buffer.name_hint = arg.name_hint
            read = to_tensor(buffer, arg.type)
            block.insert_op_before(read, block.first_op)
            arg.replace_all_uses_with(read.results[0])
            block.erase_arg(arg)
        outputs = [block.insert_arg(buffer_type(v.type), len(block.args)) for v in ret.operands]
        for value, output in zip(ret.operands, outputs):
            source = bufferization.ToBufferOp.create(operands=[value], result_types=[output.type])
            block.insert_op_before(source, ret)
            block.insert_op_before(lmhlo.CopyOp(source.results[0], output), ret)
        rewriter.replace(ret, lmhlo.TerminatorOp())


class HloToLhlo(RewritePattern):
    """`%r = mhlo.X(%a, ...)` -> `%buf = memref.alloc(); "lmhlo.X"(%a_buf, ..., %buf)`, for every LMHLO_OPS op."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        mnemonic = op.name.removeprefix("mhlo.")
        if not op.name.startswith("mhlo.") or mnemonic not in LMHLO_OPS or not _convertible(op):
            return
        if not _single_block_regions(op):
            return
        properties = lmhlo_properties(mnemonic, dict(op.properties))
        if properties is None:
            return
        inputs = [to_buffer(rewriter, v) if isinstance(v.type, TensorType) else v for v in op.operands]
        allocs = result_allocs(rewriter, op, inputs)
        if mnemonic == "constant":
            inputs = []
        if mnemonic == "dot":
            lhs_rank = op.operands[0].type.get_num_dims()
            properties["dot_dimension_numbers"] = mhlo.ATTRS.struct(
                "dot", lhs_contracting_dimensions=[lhs_rank - 1], rhs_contracting_dimensions=[0]
            )
        regions = [region.clone() for region in op.regions]
        new_op = LMHLO_OPS[mnemonic].create(
            operands=[*inputs, *(a.memref for a in allocs)],
            properties=properties,
            attributes=dict(op.attributes),
            regions=regions,
        )
        reads = [to_tensor(a.memref, r.type) for a, r in zip(allocs, op.results)]
        rewriter.replace(op, [new_op, *reads], [read.results[0] for read in reads])
        _buffer_region(new_op, rewriter)


def _take_region(region: Region) -> Region:
    """The blocks of `region`, moved into a new region (the op that held them is replaced)."""
    new = Region()
    region.move_blocks(new)
    return new


def _reads_of_states(block: Block, states: Sequence[SSAValue]) -> None:
    """Replace the arguments of `block` by `to_tensor` reads of `states` (one per argument), then drop them."""
    for arg, state in zip(list(block.args), states):
        read = to_tensor(state, arg.type)
        block.insert_op_before(read, block.first_op)
        arg.replace_all_uses_with(read.results[0])
    for arg in list(block.args)[::-1]:
        block.erase_arg(arg)


def _write_back(block: Block, targets: Sequence[SSAValue], rewriter: PatternRewriter) -> None:
    """Replace the `mhlo.return` ending `block` by `lmhlo.copy`s of its values into `targets` and a terminator.

    A value that is one of the targets' own contents (a loop state returned
    unchanged, possibly in another place) is first copied into a fresh
    buffer, so that the copies cannot overwrite a state before it is read.
    """
    ret = block.last_op
    sources = []
    for value, target in zip(ret.operands, targets):
        source = bufferization.ToBufferOp.create(operands=[value], result_types=[target.type])
        block.insert_op_before(source, ret)
        owner = value.owner
        if isinstance(owner, bufferization.ToTensorOp) and owner.memref in targets:
            temporary = alloc(target.type)
            block.insert_op_before(temporary, ret)
            block.insert_op_before(lmhlo.CopyOp(source.results[0], temporary.memref), ret)
            source = temporary
        sources.append(source.results[0])
    for source, target in zip(sources, targets):
        block.insert_op_before(lmhlo.CopyOp(source, target), ret)
    rewriter.replace(ret, lmhlo.TerminatorOp())


class ConditionalToLhlo(RewritePattern):
    """`mhlo.if`/`mhlo.case` -> `lmhlo.case` whose branches copy their results into buffers allocated before it.

        %r = "mhlo.if"(%p) ({ mhlo.return %a }, { mhlo.return %b })

    becomes `%r = memref.alloc()` and `"lmhlo.case"(%p_buf) ({ lmhlo.copy %a_buf, %r }, { lmhlo.copy %b_buf, %r })`
    (a pred index runs branch 0 when true, as `mhlo.if` runs its true branch).
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, mhlo.IfOp | mhlo.CaseOp) or not _tensors_only(op) or not _single_block_regions(op):
            return
        allocs = [alloc(buffer_type(r.type)) for r in op.results]
        rewriter.insert(allocs, InsertPoint.before(op))
        index = to_buffer(rewriter, op.operands[0])
        regions = [_take_region(region) for region in op.regions]
        for region in regions:
            _write_back(region.block, [a.memref for a in allocs], rewriter)
        case = lmhlo.CaseOp.create(operands=[index], regions=regions)
        reads = [to_tensor(a.memref, r.type) for a, r in zip(allocs, op.results)]
        rewriter.replace(op, [case, *reads], [read.results[0] for read in reads])


class WhileToLhlo(RewritePattern):
    """`mhlo.while` -> `lmhlo.while` on state buffers allocated and initialized before it.

    Each loop-carried value lives in a `memref.alloc` that the init value is
    copied into; the condition region reads the states and copies its
    predicate into a `memref<i1>` (the `cond_val` operand); the body reads the
    states and copies the new values back into them. The results are the
    states after the loop.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, mhlo.WhileOp) or not _tensors_only(op) or not _single_block_regions(op):
            return
        states = [alloc(buffer_type(r.type)) for r in op.results]
        condition = alloc(MemRefType(i1, []))
        rewriter.insert([*states, condition], InsertPoint.before(op))
        buffers = [s.memref for s in states]
        for init, state in zip(op.operands, buffers):
            rewriter.insert(lmhlo.CopyOp(to_buffer(rewriter, init), state), InsertPoint.before(op))
        cond, body = (_take_region(region) for region in op.regions)
        for region, targets in ((cond, [condition.memref]), (body, buffers)):
            _reads_of_states(region.block, buffers)
            _write_back(region.block, targets, rewriter)
        loop = lmhlo.WhileOp.create(operands=[condition.memref], regions=[cond, body])
        reads = [to_tensor(s, r.type) for s, r in zip(buffers, op.results)]
        rewriter.replace(op, [loop, *reads], [read.results[0] for read in reads])


class FuncSignatureToBuffers(RewritePattern):
    """`func.func @f(%a: tensor<4xf32>) -> tensor<4xf32>` -> `(%a: memref<4xf32>) -> memref<4xf32>`.

    Each converted argument is read back with `to_tensor` until its users are converted.
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, func.FuncOp):
            return
        inputs, outputs = op.function_type.inputs.data, op.function_type.outputs.data
        if not any(buffer_type(t, dynamic=True) is not None for t in (*inputs, *outputs)):
            return
        new_inputs = [buffer_type(t, dynamic=True) or t for t in inputs]
        if not op.is_declaration:
            block = op.body.blocks[0]
            for arg, new_type in zip(list(block.args), new_inputs):
                if new_type == arg.type:
                    continue
                buffer = block.insert_arg(new_type, arg.index)
                buffer.name_hint = arg.name_hint
                read = to_tensor(buffer, arg.type)
                block.insert_op_before(read, block.first_op)
                arg.replace_all_uses_with(read.results[0])
                block.erase_arg(arg)
        op.function_type = FunctionType.from_lists(new_inputs, [buffer_type(t, dynamic=True) or t for t in outputs])
        rewriter.handle_operation_modification(op)


class ReturnToBuffers(RewritePattern):
    """`func.return %t : tensor<4xf32>` -> `func.return %buf : memref<4xf32>`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, func.ReturnOp) or not any(buffer_type(v.type, dynamic=True) for v in op.operands):
            return
        values = [to_buffer(rewriter, v) if buffer_type(v.type, dynamic=True) else v for v in op.operands]
        rewriter.replace(op, func.ReturnOp(*values))


class CallToBuffers(RewritePattern):
    """`func.call @g(%t)` on tensors -> on buffers, its results read back with `to_tensor`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, func.CallOp):
            return
        if not any(buffer_type(v.type, dynamic=True) for v in (*op.operands, *op.results)):
            return
        args = [to_buffer(rewriter, v) if buffer_type(v.type, dynamic=True) else v for v in op.arguments]
        call = func.CallOp(op.callee, args, [buffer_type(r.type, dynamic=True) or r.type for r in op.results])
        reads = [
            to_tensor(new, old.type) if buffer_type(old.type, dynamic=True) else None
            for new, old in zip(call.res, op.results)
        ]
        values = [read.results[0] if read else new for read, new in zip(reads, call.res)]
        rewriter.replace(op, [call, *(r for r in reads if r)], values)


class FoldBufferRoundTrip(RewritePattern):
    """`to_buffer(to_tensor(%m))` -> `%m`; unused `to_tensor` ops are erased."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, bufferization.ToBufferOp) and isinstance(op.tensor.owner, bufferization.ToTensorOp):
            source = op.tensor.owner.memref
            if source.type == op.memref.type:
                rewriter.replace(op, (), [source])
        elif isinstance(op, bufferization.ToTensorOp) and not op.tensor.uses:
            rewriter.erase(op)


def populate_hlo_legalize_to_lhlo_patterns() -> list[RewritePattern]:
    """The patterns that move mhlo ops, function signatures, returns and calls to buffers."""
    return [
        HloToLhlo(),
        ConditionalToLhlo(),
        WhileToLhlo(),
        FuncSignatureToBuffers(),
        ReturnToBuffers(),
        CallToBuffers(),
        FoldBufferRoundTrip(),
    ]


@dataclass(frozen=True)
class HloLegalizeToLhloPass(DiagnosticPass):
    """Legalize mhlo on static tensors to lmhlo on buffers: each result is a `memref.alloc` the op writes.

        %r = mhlo.exponential %a : tensor<4xf32>

    becomes `%r = memref.alloc() : memref<4xf32>` and
    `"lmhlo.exponential"(%a, %r) : (memref<4xf32>, memref<4xf32>) -> ()`.
    Functions take and return memrefs; if/case/while become lmhlo.case and
    lmhlo.while on buffers. An mhlo op that cannot be converted fails the
    pass with an error at the op.
    """

    name = "hlo-legalize-to-lhlo"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(
            GreedyRewritePatternApplier(populate_hlo_legalize_to_lhlo_patterns(), dce_enabled=False)
        ).rewrite_module(op)
        if ConversionTarget(("mhlo",)).report_illegal(op, first_only=True):
            return
        # A materialization left over joins a converted op with one that stays on tensors: report the latter.
        for nested in op.walk():
            culprit = None
            if isinstance(nested, bufferization.ToBufferOp):
                owner = nested.tensor.owner
                culprit = owner if isinstance(owner, Operation) else owner.parent_op()
            elif isinstance(nested, bufferization.ToTensorOp) and nested.tensor.uses:
                culprit = next(iter(nested.tensor.uses)).operation
            if culprit is not None:
                emit_error(culprit, f"failed to legalize operation '{culprit.name}'")
                return
