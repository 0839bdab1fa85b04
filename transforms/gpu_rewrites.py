"""gpu-dialect rewrites that `convert-gpu-to-nvvm` applies first (upstream's `populateGpuRewritePatterns`).

- `gpu.global_id x` becomes `gpu.block_id x * gpu.block_dim x + gpu.thread_id x`.
- `gpu.subgroup_reduce` becomes a butterfly of `gpu.shuffle xor` (offsets
  1, 2, 4, ... up to half the cluster size, times the cluster stride) and
  the combining op, so every lane of a cluster gets the result; with
  `uniform` on i32 and `redux` (sm_80+), an `nvvm.redux.sync` instead.
- `gpu.all_reduce` becomes, as upstream's all-reduce rewriter: a warp-level
  butterfly whose partners outside a partial last warp are skipped (the
  shuffle's `valid` result), one value per warp into a workgroup buffer
  attributed to the kernel (`memref<33xT, #gpu.address_space<workgroup>>`;
  lanes other than 0 write slot 32, which nobody reads, so no branch is
  needed), `gpu.barrier`, then every thread combines the per-warp values
  in warp order (unrolled over the 32 slots, slots past the last warp
  skipped by `arith.select`, so no shuffle needs lanes a partial warp lacks);
  a second barrier frees the buffer.
  Blocks of up to 1024 threads (32 warps).

    %sum = gpu.all_reduce add %x uniform {} : (f32) -> f32

The combining op of a reduction kind is one arith op (`add` is `arith.addf`
on floats, `arith.addi` on integers, ...); a region body is inlined.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import (
    AnyFloat,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    bf16,
    f16,
    f32,
    f64,
    i32,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, gpu, memref, nvvm
from aiopt.dialects.gpu import ReductionKind
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.rewriting import insert

WARP_SIZE = 32

_FLOAT_COMBINE: dict[ReductionKind, type[Operation]] = {
    ReductionKind.ADD: arith.AddfOp,
    ReductionKind.MUL: arith.MulfOp,
    ReductionKind.MINNUMF: arith.MinnumfOp,
    ReductionKind.MAXNUMF: arith.MaxnumfOp,
    ReductionKind.MINIMUMF: arith.MinimumfOp,
    ReductionKind.MAXIMUMF: arith.MaximumfOp,
}
_INTEGER_COMBINE: dict[ReductionKind, type[Operation]] = {
    ReductionKind.ADD: arith.AddiOp,
    ReductionKind.MUL: arith.MuliOp,
    ReductionKind.MINSI: arith.MinSIOp,
    ReductionKind.MINUI: arith.MinUIOp,
    ReductionKind.MAXSI: arith.MaxSIOp,
    ReductionKind.MAXUI: arith.MaxUIOp,
    ReductionKind.AND: arith.AndIOp,
    ReductionKind.OR: arith.OrIOp,
    ReductionKind.XOR: arith.XOrIOp,
}
"""The arith op that combines two values for each reduction kind."""


def _constant(rewriter: PatternRewriter, value: float, type_: Attribute) -> SSAValue:
    attr = FloatAttr(value, type_) if isinstance(type_, AnyFloat) else IntegerAttr(value, type_)
    return insert(rewriter, arith.ConstantOp(attr, type_))


def _index(rewriter: PatternRewriter, value: int) -> SSAValue:
    return insert(rewriter, arith.ConstantOp.from_int_and_width(value, IndexType()))


def _combiner(op: gpu.AllReduceOp | gpu.SubgroupReduceOp, rewriter: PatternRewriter):
    """A function inserting `combine(a, b)` for `op`'s kind or body; raises for kinds the type has none of."""
    type_ = op.value.type
    if op.op is None:
        return lambda a, b: _inline_body(op, rewriter, a, b)
    kind = op.op.data
    table = _FLOAT_COMBINE if isinstance(type_, AnyFloat) else _INTEGER_COMBINE
    if not isinstance(type_, AnyFloat | IntegerType) or kind not in table:
        raise DiagnosticError(f"cannot reduce values of type {type_} with '{kind}'", op)
    return lambda a, b: insert(rewriter, table[kind](a, b))


def _inline_body(op: gpu.AllReduceOp, rewriter: PatternRewriter, a: SSAValue, b: SSAValue) -> SSAValue:
    """Clone the reduction body's single block at the insertion point with arguments (a, b); its yielded value."""
    if len(op.body.blocks) != 1:
        raise DiagnosticError("only all_reduce bodies of one block can be lowered", op)
    block = op.body.blocks[0]
    mapping = dict(zip(block.args, (a, b)))
    for nested in block.ops:
        if isinstance(nested, gpu.YieldOp):
            return mapping.get(nested.values[0], nested.values[0])
        clone = nested.clone(value_mapper=mapping)
        rewriter.insert(clone)
        mapping.update(zip(nested.results, clone.results))
    raise DiagnosticError("the all_reduce body must end with gpu.yield", op)


def _check_shuffled_type(op: Operation) -> None:
    type_ = op.operands[0].type
    if not (isinstance(type_, IntegerType) and type_.width.data <= 64 or type_ in (f16, bf16, f32, f64)):
        raise DiagnosticError(f"only integers of up to 64 bits and f16, bf16, f32 and f64 values can be reduced "
                              f"across lanes, not {type_}", op)  # fmt: skip


def _shuffle_xor(
    rewriter: PatternRewriter, value: SSAValue, offset: int, width: SSAValue
) -> tuple[SSAValue, SSAValue]:
    """`gpu.shuffle xor` of `value` (the partner's value, and whether the partner is a lane below `width`).

    gpu.shuffle moves 32 bits: narrower values travel zero-extended in an i32 (f16 and bf16 as their bits),
    64-bit ones as two i32 halves, as upstream's shuffle lowering splits them.
    """
    type_ = value.type
    if type_ in (i32, f32):
        shuffle = _insert_shuffle(rewriter, value, offset, width)
        return shuffle.shuffleResult, shuffle.valid
    bits = type_.width.data if isinstance(type_, IntegerType) else (64 if type_ == f64 else 16)
    integer = IntegerType(bits)
    raw = value if isinstance(type_, IntegerType) else insert(rewriter, arith.BitcastOp(value, integer))
    if bits <= 32:
        shuffle = _insert_shuffle(rewriter, insert(rewriter, arith.ExtUIOp(raw, i32)), offset, width)
        partner, valid = insert(rewriter, arith.TruncIOp(shuffle.shuffleResult, integer)), shuffle.valid
    else:
        high_bits = insert(rewriter, arith.ShRUIOp(raw, _constant(rewriter, 32, integer)))
        low = _insert_shuffle(rewriter, insert(rewriter, arith.TruncIOp(raw, i32)), offset, width)
        high = _insert_shuffle(rewriter, insert(rewriter, arith.TruncIOp(high_bits, i32)), offset, width)
        shifted = insert(rewriter, arith.ShLIOp(insert(rewriter, arith.ExtUIOp(high.shuffleResult, integer)),
                                                _constant(rewriter, 32, integer)))  # fmt: skip
        partner = insert(rewriter, arith.OrIOp(insert(rewriter, arith.ExtUIOp(low.shuffleResult, integer)), shifted))
        valid = low.valid
    if not isinstance(type_, IntegerType):
        partner = insert(rewriter, arith.BitcastOp(partner, type_))
    return partner, valid


def _insert_shuffle(rewriter: PatternRewriter, value: SSAValue, offset: int, width: SSAValue) -> gpu.ShuffleOp:
    """Insert `gpu.shuffle xor` of a 32-bit `value` with the lane `offset` away, among `width` lanes."""
    shuffle = gpu.ShuffleOp(value, _constant(rewriter, offset, i32), width, gpu.ShuffleMode.XOR)
    rewriter.insert(shuffle)
    return shuffle


def _butterfly(
    rewriter: PatternRewriter,
    value: SSAValue,
    combine: Callable[[SSAValue, SSAValue], SSAValue],
    width: SSAValue,
    offsets: list[int],
    guarded: bool,
) -> SSAValue:
    """Combine `value` with its xor partners at `offsets`.

    With `guarded`, partners past `width` are skipped (the shuffle's `valid`);
    lane 0 then holds the reduction of the lanes below `width`.
    """
    for offset in offsets:
        partner, valid = _shuffle_xor(rewriter, value, offset, width)
        combined = combine(value, partner)
        value = insert(rewriter, arith.SelectOp(valid, combined, value)) if guarded else combined
    return value


class GlobalIdRewrite(RewritePattern):
    """`gpu.global_id x` to `gpu.block_id x * gpu.block_dim x + gpu.thread_id x`."""

    op_types = (gpu.GlobalIdOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, gpu.GlobalIdOp):
            return
        block = insert(rewriter, gpu.BlockIdOp(op.dimension))
        size = insert(rewriter, gpu.BlockDimOp(op.dimension))
        thread = insert(rewriter, gpu.ThreadIdOp(op.dimension))
        product = insert(rewriter, arith.MuliOp(block, size))
        rewriter.replace(op, arith.AddiOp(thread, product))


_REDUX_KINDS = {
    ReductionKind.ADD: nvvm.ReduxKind.ADD, ReductionKind.AND: nvvm.ReduxKind.AND,
    ReductionKind.OR: nvvm.ReduxKind.OR, ReductionKind.XOR: nvvm.ReduxKind.XOR,
    ReductionKind.MAXSI: nvvm.ReduxKind.MAX, ReductionKind.MINSI: nvvm.ReduxKind.MIN,
    ReductionKind.MAXUI: nvvm.ReduxKind.UMAX, ReductionKind.MINUI: nvvm.ReduxKind.UMIN,
}  # fmt: skip
"""The `redux.sync` kind of each integer reduction kind."""


class SubgroupReduceRewrite(RewritePattern):
    """`gpu.subgroup_reduce` to a shuffle butterfly (or `nvvm.redux.sync` for uniform i32 with `has_redux`)."""

    op_types = (gpu.SubgroupReduceOp,)

    def __init__(self, has_redux: bool = False):
        self.has_redux = has_redux

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, gpu.SubgroupReduceOp):
            return
        _check_shuffled_type(op)
        size = op.cluster_size.value.data if op.cluster_size is not None else WARP_SIZE
        stride = op.cluster_stride.value.data if op.cluster_stride is not None else 1
        kind = op.op.data if op.op is not None else None
        if (
            self.has_redux
            and op.uniform is not None
            and op.value.type == i32
            and size == WARP_SIZE
            and kind in _REDUX_KINDS
        ):
            mask = _constant(rewriter, -1, i32)
            rewriter.replace(op, nvvm.ReduxSyncOp(_REDUX_KINDS[kind], op.value, mask))
            return
        offsets = [stride << step for step in range(size.bit_length() - 1)]
        width = _constant(rewriter, WARP_SIZE, i32)
        result = _butterfly(rewriter, op.value, _combiner(op, rewriter), width, offsets, guarded=False)
        rewriter.replace(op, [], [result])


class AllReduceRewrite(RewritePattern):
    """`gpu.all_reduce` to warp butterflies through a workgroup buffer (see the module docstring)."""

    op_types = (gpu.AllReduceOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, gpu.AllReduceOp):
            return
        _check_shuffled_type(op)
        func = op.parent_op()
        while func is not None and not isinstance(func, gpu.FuncOp):
            func = func.parent_op()
        if func is None:
            raise DiagnosticError("gpu.all_reduce must be inside a gpu.func (run gpu-kernel-outlining first)", op)
        type_ = op.value.type
        combine = _combiner(op, rewriter)
        # An odd-width integer (i4) is kept in the buffer in the next PTX width: LLVM shrinks a buffer whose one
        # used slot holds an i4 to an i4 shared variable, which NVPTX prints as `.shared .u4` (ptxas rejects it).
        stored = type_
        if isinstance(type_, IntegerType) and nvvm.kernel_parameter_width(type_.width.data) != type_.width.data:
            stored = IntegerType(nvvm.kernel_parameter_width(type_.width.data))
        buffer = _add_workgroup_buffer(func, MemRefType(stored, [WARP_SIZE + 1], memory_space=_WORKGROUP))

        def store(value: SSAValue, slot: SSAValue) -> None:
            if stored != type_:
                value = insert(rewriter, arith.ExtUIOp(value, stored))
            rewriter.insert(memref.StoreOp.get(value, buffer, [slot]))

        def load(slot: SSAValue) -> SSAValue:
            value = insert(rewriter, memref.LoadOp.get(buffer, [slot]))
            return value if stored == type_ else insert(rewriter, arith.TruncIOp(value, type_))

        index = IndexType()

        def c(value: int) -> SSAValue:
            return _constant(rewriter, value, i32)

        def cast(value: SSAValue) -> SSAValue:
            return insert(rewriter, arith.IndexCastOp(value, i32))

        ids = [cast(insert(rewriter, gpu.ThreadIdOp(d))) for d in "xyz"]
        sizes = [cast(insert(rewriter, gpu.BlockDimOp(d))) for d in "xyz"]
        linear = insert(rewriter, arith.MuliOp(ids[2], sizes[1]))
        linear = insert(rewriter, arith.AddiOp(linear, ids[1]))
        linear = insert(rewriter, arith.MuliOp(linear, sizes[0]))
        linear = insert(rewriter, arith.AddiOp(linear, ids[0]))
        count = insert(rewriter, arith.MuliOp(insert(rewriter, arith.MuliOp(sizes[0], sizes[1])), sizes[2]))
        lane = insert(rewriter, arith.AndIOp(linear, c(WARP_SIZE - 1)))
        warp = insert(rewriter, arith.ShRUIOp(linear, c(5)))
        warp_start = insert(rewriter, arith.SubiOp(linear, lane))
        active = insert(rewriter, arith.MinUIOp(insert(rewriter, arith.SubiOp(count, warp_start)), c(WARP_SIZE)))
        offsets = [1 << step for step in range(5)]
        partial = _butterfly(rewriter, op.value, combine, active, offsets, guarded=True)
        is_first = insert(rewriter, arith.CmpiOp(lane, c(0), "eq"))
        slot = insert(rewriter, arith.SelectOp(is_first, warp, c(WARP_SIZE)))
        store(partial, insert(rewriter, arith.IndexCastOp(slot, index)))
        rewriter.insert(gpu.BarrierOp())
        warps = insert(rewriter, arith.DivUIOp(insert(rewriter, arith.AddiOp(count, c(WARP_SIZE - 1))), c(WARP_SIZE)))
        total = load(_index(rewriter, 0))
        for slot_number in range(1, WARP_SIZE):
            slot_value = load(_index(rewriter, slot_number))
            written = insert(rewriter, arith.CmpiOp(c(slot_number), warps, "ult"))
            total = insert(rewriter, arith.SelectOp(written, combine(total, slot_value), total))
        rewriter.insert(gpu.BarrierOp())
        rewriter.replace(op, [], [total])


_WORKGROUP = gpu.AddressSpaceAttr(gpu.AddressSpace.WORKGROUP)


def _add_workgroup_buffer(func: gpu.FuncOp, type_: MemRefType) -> SSAValue:
    """A new workgroup attribution of `type_` on `func` (after its other workgroup attributions)."""
    entry: Block = func.body.blocks[0]
    position = len(func.function_type.inputs) + func.num_workgroup_attributions
    argument = entry.insert_arg(type_, position)
    func.attributes["workgroup_attributions"] = IntegerAttr(func.num_workgroup_attributions + 1, 64)
    return argument


def populate_gpu_rewrite_patterns(has_redux: bool = False) -> list[RewritePattern]:
    """The gpu-level rewrites run before the conversion to NVVM."""
    return [GlobalIdRewrite(), SubgroupReduceRewrite(has_redux), AllReduceRewrite()]
