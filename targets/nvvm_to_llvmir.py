"""The LLVM IR translation of the nvvm dialect's ops, registered with `register_op_translation` as upstream's
`NVVMToLLVMIRTranslationInterface` does: special registers, barriers, `shfl.sync`, `vote.sync`, `redux.sync`,
`mma.sync`, `cvt.<rnd>.tf32.f32`, `rcp.approx.ftz.f32`, `ldmatrix`, the mbarrier ops, the TMA copies
`cp.async.bulk.tensor` and the wgmma synchronizations, each as its NVPTX intrinsic:

    %tid = nvvm.read.ptx.sreg.tid.x : i32         %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
    nvvm.mbarrier.init %bar, %n : !llvm.ptr<3>, i32   call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %1, i32 %2)

Ops that upstream lowers through its PTXBuilder (a predicated `mbarrier.init`, `mbarrier.arrive.expect_tx`,
`mbarrier.try_wait.parity`, predicated TMA copies) become the same inline PTX. Importing this module registers
the translations (`mlir_to_ptx` and `ai-translate --mlir-to-llvmir` do).
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import IntegerType
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Operation

from aiopt.dialects import nvvm
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.targets.mlir_to_llvmir import FunctionTranslator, call_intrinsic, op_name, register_op_translation

_SPECIAL_REGISTER_I64 = ("clock64", "globaltimer")
"""The special registers LLVM's intrinsics read as i64; the others are i32."""


def _special_register(t: FunctionTranslator, op: Operation) -> None:
    """`call i32 @llvm.nvvm.read.ptx.sreg.<register>()`; the op may be typed with any integer, the intrinsic
    may not (LLVM refused `declare i8 @llvm.nvvm.read.ptx.sreg.tid.x()`: 'Intrinsic has incorrect return type')."""
    register = op_name(op).removeprefix("nvvm.read.ptx.sreg.")
    width = 64 if register in _SPECIAL_REGISTER_I64 else 32
    if op.results[0].type != IntegerType(width):
        message = f"result type {op.results[0].type} is not the i{width} that LLVM's intrinsic returns"
        raise DiagnosticError(op_error_message(op, message), op)
    call_intrinsic(t, op, "llvm." + op_name(op), [])


def _barrier0(t: FunctionTranslator, op: Operation) -> None:
    call_intrinsic(t, op, "llvm.nvvm.barrier.cta.sync.aligned.all", ["i32 0"])


def _barrier(t: FunctionTranslator, op: Operation) -> None:
    barrier_id, threads, predicate = (
        getattr(op, name) for name in ("barrierId", "numberOfThreads", "reductionPredicate")
    )
    if predicate is not None:
        raise DiagnosticError(op_error_message(op, "barrier reductions cannot be translated to LLVM IR"), op)
    identifier = t.typed(barrier_id) if barrier_id is not None else "i32 0"
    if threads is None:
        call_intrinsic(t, op, "llvm.nvvm.barrier.cta.sync.aligned.all", [identifier])
    else:
        call_intrinsic(t, op, "llvm.nvvm.barrier.cta.sync.aligned.count", [identifier, t.typed(threads)])


def _barrier_arrive(t: FunctionTranslator, op: Operation) -> None:
    """`bar.arrive id, count` (barrier 0 without an id): LLVM's aligned CTA barrier arrive with a count."""
    identifier = t.typed(op.barrierId) if op.barrierId is not None else "i32 0"
    call_intrinsic(t, op, "llvm.nvvm.barrier.cta.arrive.aligned.count", [identifier, t.typed(op.numberOfThreads)])


def _cluster_barrier(intrinsic: str):
    """nvvm.cluster.arrive / arrive.relaxed / wait: their intrinsic, `.aligned` with `{aligned}`."""

    def translate(t: FunctionTranslator, op: Operation) -> None:
        call_intrinsic(t, op, intrinsic + (".aligned" if op.aligned is not None else ""), [])

    return translate


def _bar_warp_sync(t: FunctionTranslator, op: Operation) -> None:
    call_intrinsic(t, op, "llvm.nvvm.bar.warp.sync", [t.typed(op.mask)])


def _shfl_sync(t: FunctionTranslator, op: Operation) -> None:
    value_type = t.type(op.val.type)
    suffix = {"i32": "i32", "float": "f32"}.get(value_type)
    if suffix is None:
        raise DiagnosticError(op_error_message(op, f"shuffles of {op.val.type} cannot be translated"), op)
    with_predicate = op.return_value_and_is_valid is not None
    name = f"llvm.nvvm.shfl.sync.{op.kind.data}.{suffix}{'p' if with_predicate else ''}"
    arguments = [t.typed(op.thread_mask), t.typed(op.val), t.typed(op.offset), t.typed(op.mask_and_clamp)]
    result = f"{{ {value_type}, i1 }}" if with_predicate else value_type
    call_intrinsic(t, op, name, arguments, result)


def _vote_sync(t: FunctionTranslator, op: Operation) -> None:
    call_intrinsic(t, op, f"llvm.nvvm.vote.{op.kind.data}.sync", [t.typed(op.mask), t.typed(op.pred)])


def _mma_sync(t: FunctionTranslator, op: Operation) -> None:
    """`nvvm.mma.sync` as LLVM's `llvm.nvvm.mma.<shape>.<layoutA>.<layoutB>.<types>` (f16, bf16 or tf32 A and B with
    f32 C: `...f32.f32`, `...bf16` and `...tf32`, as LLVM names them)."""
    shape = f"m{op.shape.m.data}n{op.shape.n.data}k{op.shape.k.data}"
    a_type = op.multiplicandAPtxType.data.value
    c_types = {t.type(v.type) for v in op.operandC}
    if c_types != {"float"} or a_type not in ("f16", "bf16", "tf32"):
        raise DiagnosticError(op_error_message(op, f"an mma of {a_type} into {sorted(c_types)} cannot be translated "
                                                   "to LLVM IR (f16, bf16 or tf32 into f32 can)"), op)
    signature = "f32.f32" if a_type == "f16" else a_type
    name = f"llvm.nvvm.mma.{shape}.{op.layoutA.data.value}.{op.layoutB.data.value}.{signature}"
    arguments = [t.typed(v) for v in (*op.operandA, *op.operandB, *op.operandC)]
    call_intrinsic(t, op, name, arguments)


def _convert_float_to_tf32(t: FunctionTranslator, op: Operation) -> None:
    """`nvvm.convert.float.to.tf32` as `llvm.nvvm.f2tf32.<rnd>{.relu}{.satfinite}` (upstream's choice)."""
    name = f"llvm.nvvm.f2tf32.{op.rounding.value}" + ".relu" * op.clamps_negative + ".satfinite" * op.saturates
    call_intrinsic(t, op, name, [t.typed(op.src)])


def _redux_sync(t: FunctionTranslator, op: Operation) -> None:
    call_intrinsic(t, op, f"llvm.nvvm.redux.sync.{op.kind.data}", [t.typed(op.val), t.typed(op.mask_and_clamp)])


def _rcp_approx_ftz_f32(t: FunctionTranslator, op: Operation) -> None:
    call_intrinsic(t, op, "llvm.nvvm.rcp.approx.ftz.f", [t.typed(op.arg)])


def _ldmatrix(t: FunctionTranslator, op: Operation) -> None:
    """`nvvm.ldmatrix` as `llvm.nvvm.ldmatrix.sync.aligned.m<m>n<n>.x<num>{.trans}.<eltType>` (upstream's
    `getLdMatrixIntrinsicId`: `.trans` for a column layout, which 16x16 matrices always have)."""
    shape = f"m{op.shape.m.data}n{op.shape.n.data}"
    trans = ".trans" if op.layout.data == nvvm.MMALayout.COL else ""
    name = f"llvm.nvvm.ldmatrix.sync.aligned.{shape}.x{op.num.value.data}{trans}.{op.eltType.data.value}"
    call_intrinsic(t, op, name, [t.typed(op.ptr)])


def _shared_suffix(op: Operation) -> str:
    """`.shared` for an mbarrier op on a shared-memory barrier (LLVM's intrinsics and PTX name the space)."""
    return ".shared" if nvvm.address_space(op.addr.type) == 3 else ""


def _mbarrier_intrinsic(name: str) -> Callable[[FunctionTranslator, Operation], None]:
    """An mbarrier op as `llvm.nvvm.mbarrier.<name>{.shared}` of its operands (upstream's translation)."""

    def translate(t: FunctionTranslator, op: Operation) -> None:
        call_intrinsic(t, op, f"llvm.nvvm.mbarrier.{name}{_shared_suffix(op)}", [t.typed(v) for v in op.operands])

    return translate


def _ptx_constraint(type_: Attribute) -> str:
    """The inline-asm constraint of a value of `type_` (upstream's PTXBuilder): `h` for i16, `l` for i64 and 64-bit
    (non-shared) pointers, `r` for the rest."""
    if isinstance(type_, LLVMPointerType):
        return "r" if nvvm.address_space(type_) == 3 else "l"
    return {16: "h", 64: "l"}.get(type_.width.data, "r") if isinstance(type_, IntegerType) else "r"


def _ptx_asm(t: FunctionTranslator, op: Operation, ptx: str, operands: list, predicate) -> None:
    """`op` as inline PTX (upstream's PTXBuilder): `$i` are the operands, 64-bit pointers `l`, 32-bit ones and
    integers `r`; with a predicate, the instruction is guarded by `@$n`."""
    constraints = [_ptx_constraint(v.type) for v in operands]
    if predicate is not None:
        ptx = f"@${len(operands)} {ptx}"
        operands, constraints = [*operands, predicate], [*constraints, "b"]
    arguments = ", ".join(t.typed(v) for v in operands)
    t.emit(f'call void asm sideeffect "{ptx}", "{",".join(constraints)}"({arguments})')


def _mbarrier_init(t: FunctionTranslator, op: Operation) -> None:
    if op.predicate is None:
        return _mbarrier_intrinsic("init")(t, op)
    _ptx_asm(t, op, f"mbarrier.init{_shared_suffix(op)}.b64 [$0], $1;", [op.addr, op.count], op.predicate)


def _mbarrier_arrive_expect_tx(t: FunctionTranslator, op: Operation) -> None:
    ptx = f"mbarrier.arrive.expect_tx{_shared_suffix(op)}.b64 _, [$0], $1;"
    _ptx_asm(t, op, ptx, [op.addr, op.txcount], op.predicate)


def _mbarrier_try_wait_parity(t: FunctionTranslator, op: Operation) -> None:
    """A loop of `mbarrier.try_wait.parity` until the phase completes, in a PTX scope of its own (its labels)."""
    ptx = (
        "{\\0A\\09.reg .pred P1; \\0A\\09LAB_WAIT: \\0A\\09"
        f"mbarrier.try_wait.parity{_shared_suffix(op)}.b64 P1, [$0], $1, $2; \\0A\\09"
        "@P1 bra.uni DONE; \\0A\\09bra.uni LAB_WAIT; \\0A\\09DONE: \\0A\\09}"
    )
    _ptx_asm(t, op, ptx, [op.addr, op.phase, op.ticks], None)



_TMA_MODE_INTRINSICS = {"im2col_w": "im2col.w", "im2col_w_128": "im2col.w.128", "tile_gather4": "tile.gather4",
                        "tile_scatter4": "tile.scatter4"}
"""The spelling of a TMA mode in LLVM's intrinsic names, where it is not the mode's own."""


def _tma_intrinsic(kind: str, op: Operation) -> str:
    """`llvm.nvvm.cp.async.bulk.tensor.<kind>.<mode>.<n>d` (gather4 and scatter4 name their 2-d tensor)."""
    mode = op.mode.data.value
    dims = 2 if mode in ("tile_gather4", "tile_scatter4") else len(op.coordinates)
    return f"llvm.nvvm.cp.async.bulk.tensor.{kind}.{_TMA_MODE_INTRINSICS.get(mode, mode)}.{dims}d"


def _optional_operands(t: FunctionTranslator, values: list, types: list[str]) -> tuple[list[str], list[str]]:
    """The operands of an intrinsic's optional arguments (`0` without one) and the `i1` flags saying which are
    present."""
    operands = [t.typed(v) if v is not None else f"{type_} 0" for v, type_ in zip(values, types)]
    return operands, [f"i1 {'true' if v is not None else 'false'}" for v in values]


def _tma_load(t: FunctionTranslator, op: Operation) -> None:
    """A TMA load as `llvm.nvvm.cp.async.bulk.tensor.g2s{.cta}.<mode>.<n>d` (upstream's choice), or with a
    predicate as upstream's inline PTX."""
    if op.predicate is not None:
        return _tma_load_ptx(t, op)
    common = [t.typed(op.dstMem), t.typed(op.mbar), t.typed(op.tmaDescriptor),
              *(t.typed(v) for v in (*op.coordinates, *op.im2colOffsets))]
    if op.isCTAOnly.value.data:
        hint, flag = _optional_operands(t, [op.l2CacheHint], ["i64"])
        return call_intrinsic(t, op, _tma_intrinsic("g2s.cta", op), [*common, *hint, *flag])
    optional, flags = _optional_operands(t, [op.multicastMask, op.l2CacheHint], ["i16", "i64"])
    group = {None: 0, "cta_1": 1, "cta_2": 2}[op.group.data.value if op.group is not None else None]
    call_intrinsic(t, op, _tma_intrinsic("g2s", op), [*common, *optional, *flags, f"i32 {group}"])


def _tma_load_ptx(t: FunctionTranslator, op: Operation) -> None:
    """Upstream's `getPtx` of a predicated TMA load (tile or im2col into shared::cluster)."""
    dims, offsets = len(op.coordinates), len(op.im2colOffsets)
    ptx = f"cp.async.bulk.tensor.{dims}d.shared::cluster.global.mbarrier::complete_tx::bytes"
    ptx += ".im2col" * bool(offsets) + ".multicast::cluster" * (op.multicastMask is not None)
    ptx += ".L2::cache_hint" * (op.l2CacheHint is not None)
    registers = iter(range(2, 64))
    ptx += f" [$0], [$1, {{{','.join(f'${next(registers)}' for _ in range(dims))}}} ], [${next(registers)}]"
    if offsets:
        ptx += f",{{{','.join(f'${next(registers)}' for _ in range(offsets))}}}"
    for value in (op.multicastMask, op.l2CacheHint):
        if value is not None:
            ptx += f", ${next(registers)}"
    operands = [op.dstMem, op.tmaDescriptor, *op.coordinates, op.mbar, *op.im2colOffsets,
                *(v for v in (op.multicastMask, op.l2CacheHint) if v is not None)]
    _ptx_asm(t, op, ptx + ";", operands, op.predicate)


def _tma_store(t: FunctionTranslator, op: Operation) -> None:
    """A TMA store as `llvm.nvvm.cp.async.bulk.tensor.s2g.<mode>.<n>d`, or with a predicate as upstream's inline
    PTX (tile mode)."""
    dims = len(op.coordinates)
    if op.predicate is not None:
        coordinates = ", ".join(f"${i + 2}" for i in range(dims))
        ptx = f"cp.async.bulk.tensor.{dims}d.global.shared::cta.bulk_group [$0, {{{coordinates}}} ], [$1];"
        return _ptx_asm(t, op, ptx, [op.tmaDescriptor, op.srcMem, *op.coordinates], op.predicate)
    hint, flag = _optional_operands(t, [op.l2CacheHint], ["i64"])
    arguments = [t.typed(op.srcMem), t.typed(op.tmaDescriptor), *(t.typed(v) for v in op.coordinates), *hint, *flag]
    call_intrinsic(t, op, _tma_intrinsic("s2g", op), arguments)


def _tma_prefetch(t: FunctionTranslator, op: Operation) -> None:
    """A TMA prefetch as `llvm.nvvm.cp.async.bulk.tensor.prefetch.<mode>.<n>d`."""
    hint, flag = _optional_operands(t, [op.l2CacheHint], ["i64"])
    operands = (op.tmaDescriptor, *op.coordinates, *op.im2colOffsets)
    call_intrinsic(t, op, _tma_intrinsic("prefetch", op), [*(t.typed(v) for v in operands), *hint, *flag])


def _wgmma_sync(name: str) -> Callable[[FunctionTranslator, Operation], None]:
    """A wgmma synchronization op as `llvm.nvvm.wgmma.<name>.sync.aligned` (`wait_group` of its `group`)."""

    def translate(t: FunctionTranslator, op: Operation) -> None:
        group = op.properties.get("group")
        call_intrinsic(t, op, f"llvm.nvvm.wgmma.{name}.sync.aligned", [f"i64 {group.value.data}"] if group is not None else [])

    return translate

for _name in nvvm.SPECIAL_REGISTERS:
    register_op_translation(f"nvvm.read.ptx.sreg.{_name}", _special_register)
register_op_translation("nvvm.barrier0", _barrier0)
register_op_translation("nvvm.barrier", _barrier)
register_op_translation("nvvm.barrier.arrive", _barrier_arrive)
register_op_translation("nvvm.cluster.arrive", _cluster_barrier("llvm.nvvm.barrier.cluster.arrive"))
register_op_translation("nvvm.cluster.arrive.relaxed", _cluster_barrier("llvm.nvvm.barrier.cluster.arrive.relaxed"))
register_op_translation("nvvm.cluster.wait", _cluster_barrier("llvm.nvvm.barrier.cluster.wait"))
register_op_translation("nvvm.fence.sc.cluster", lambda t, op: call_intrinsic(t, op, "llvm.nvvm.fence.sc.cluster", []))
register_op_translation("nvvm.bar.warp.sync", _bar_warp_sync)
register_op_translation("nvvm.shfl.sync", _shfl_sync)
register_op_translation("nvvm.vote.sync", _vote_sync)
register_op_translation("nvvm.redux.sync", _redux_sync)
register_op_translation("nvvm.mma.sync", _mma_sync)
register_op_translation("nvvm.convert.float.to.tf32", _convert_float_to_tf32)
register_op_translation("nvvm.rcp.approx.ftz.f", _rcp_approx_ftz_f32)
register_op_translation("nvvm.ldmatrix", _ldmatrix)
register_op_translation("nvvm.mbarrier.init", _mbarrier_init)
for _name, _intrinsic in (("inval", "inval"), ("arrive", "arrive"), ("arrive.nocomplete", "arrive.noComplete"),
                          ("test.wait", "test.wait")):
    register_op_translation(f"nvvm.mbarrier.{_name}", _mbarrier_intrinsic(_intrinsic))
register_op_translation("nvvm.mbarrier.arrive.expect_tx", _mbarrier_arrive_expect_tx)
register_op_translation("nvvm.mbarrier.try_wait.parity", _mbarrier_try_wait_parity)
register_op_translation("nvvm.cp.async.bulk.tensor.shared.cluster.global", _tma_load)
register_op_translation("nvvm.cp.async.bulk.tensor.global.shared.cta", _tma_store)
register_op_translation("nvvm.cp.async.bulk.tensor.prefetch", _tma_prefetch)
register_op_translation("nvvm.wgmma.fence.aligned", _wgmma_sync("fence"))
register_op_translation("nvvm.wgmma.commit.group.sync.aligned", _wgmma_sync("commit_group"))
register_op_translation("nvvm.wgmma.wait.group.sync.aligned", _wgmma_sync("wait_group"))
