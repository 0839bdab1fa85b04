"""PTX of a gpu.module whose body is llvm + nvvm dialect, through llvmlite's NVPTX target.

Each gpu.module is translated with `translate_to_llvmir` (triple
`nvptx64-nvidia-cuda`, NVPTX's data layout), optimized with LLVM's -O`O`
pipeline and compiled by the NVPTX backend for the chip and PTX features of
its `#nvvm.target` (sm_50 and the backend's default PTX version without
one):

    gpu.module @k [#nvvm.target<chip = "sm_90", features = "+ptx80">] {
      llvm.func @scale(...) attributes {gpu.kernel, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {...}
    }

gives a PTX module with `.target sm_90`, `.version 8.0` and
`.visible .entry scale(...) .maxntid 256, 1, 1`. Kernels get the
`ptx_kernel` calling convention; `nvvm.maxntid`/`nvvm.reqntid`/
`nvvm.minctasm` become the NVPTX function attributes of those names.
LLVM runs in a forked child (NVPTX aborts the process on what it cannot
select: that becomes a located error), one child for all the modules of a
program (`modules_to_ptx`). This module also registers the LLVM IR translation of the nvvm ops (special
registers, barriers, `shfl.sync`, `vote.sync`, `redux.sync`, `mma.sync`,
`cvt.<rnd>.tf32.f32`, `rcp.approx.ftz.f32`, `ldmatrix`, the mbarrier ops and
the TMA copies `cp.async.bulk.tensor`); ops that upstream lowers through its
PTXBuilder (a predicated `mbarrier.init`, `mbarrier.arrive.expect_tx`,
`mbarrier.try_wait.parity`, predicated TMA copies) become the same inline PTX.
"""

from __future__ import annotations

import functools
import os
import signal
import struct
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, IntegerAttr, IntegerType, StringAttr
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Operation

from aiopt.dialects import gpu, nvvm
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.targets.mlir_to_llvmir import (
    KERNEL_CALLING_CONVENTIONS,
    FunctionTranslator,
    ModuleTranslator,
    op_name,
    register_op_translation,
)

NVPTX_TRIPLE = nvvm.DEFAULT_TRIPLE
NVPTX_DATA_LAYOUT = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
"""The data layout of LLVM's NVPTX64 target (LLVM 22)."""

_LAUNCH_BOUNDS = ("nvvm.maxntid", "nvvm.reqntid", "nvvm.minctasm", "nvvm.maxnreg")
"""Kernel attributes that NVPTX reads as function attributes (`"nvvm.maxntid"="256,1,1"`)."""

_KERNEL_ATTRIBUTES = tuple(name for name, cconv in KERNEL_CALLING_CONVENTIONS.items() if cconv == "ptx_kernel")
"""The unit attributes that make an llvm.func a PTX kernel (`gpu.kernel`, `nvvm.kernel`)."""


# ---------------------------------------------------------------------------
# nvvm ops to LLVM IR


def _call(t: FunctionTranslator, op: Operation, name: str, arguments: list[str], result: str | None = None) -> None:
    """Emit a call of intrinsic `name` (declared once) for `op`."""
    if result is None:
        result = t.type(op.results[0].type) if op.results else "void"
    t.module.declare_intrinsic(name, result, [a.rsplit(" ", 1)[0] for a in arguments])
    text = f"call {result} @{name}({', '.join(arguments)})"
    if op.results:
        t.define(op, text)
    else:
        t.emit(text)


def _special_register(t: FunctionTranslator, op: Operation) -> None:
    _call(t, op, "llvm." + op_name(op), [])


def _barrier0(t: FunctionTranslator, op: Operation) -> None:
    _call(t, op, "llvm.nvvm.barrier.cta.sync.aligned.all", ["i32 0"])


def _barrier(t: FunctionTranslator, op: Operation) -> None:
    barrier_id, threads, predicate = (
        getattr(op, name) for name in ("barrierId", "numberOfThreads", "reductionPredicate")
    )
    if predicate is not None:
        raise DiagnosticError(op_error_message(op, "barrier reductions cannot be translated to LLVM IR"), op)
    identifier = t.typed(barrier_id) if barrier_id is not None else "i32 0"
    if threads is None:
        _call(t, op, "llvm.nvvm.barrier.cta.sync.aligned.all", [identifier])
    else:
        _call(t, op, "llvm.nvvm.barrier.cta.sync.aligned.count", [identifier, t.typed(threads)])


def _shfl_sync(t: FunctionTranslator, op: Operation) -> None:
    value_type = t.type(op.val.type)
    suffix = {"i32": "i32", "float": "f32"}.get(value_type)
    if suffix is None:
        raise DiagnosticError(op_error_message(op, f"shuffles of {op.val.type} cannot be translated"), op)
    with_predicate = op.return_value_and_is_valid is not None
    name = f"llvm.nvvm.shfl.sync.{op.kind.data}.{suffix}{'p' if with_predicate else ''}"
    arguments = [t.typed(op.thread_mask), t.typed(op.val), t.typed(op.offset), t.typed(op.mask_and_clamp)]
    result = f"{{ {value_type}, i1 }}" if with_predicate else value_type
    _call(t, op, name, arguments, result)


def _vote_sync(t: FunctionTranslator, op: Operation) -> None:
    _call(t, op, f"llvm.nvvm.vote.{op.kind.data}.sync", [t.typed(op.mask), t.typed(op.pred)])


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
    _call(t, op, name, arguments)


def _convert_float_to_tf32(t: FunctionTranslator, op: Operation) -> None:
    """`nvvm.convert.float.to.tf32` as `llvm.nvvm.f2tf32.<rnd>{.relu}{.satfinite}` (upstream's choice)."""
    name = f"llvm.nvvm.f2tf32.{op.rounding.value}" + ".relu" * op.clamps_negative + ".satfinite" * op.saturates
    _call(t, op, name, [t.typed(op.src)])


def _redux_sync(t: FunctionTranslator, op: Operation) -> None:
    _call(t, op, f"llvm.nvvm.redux.sync.{op.kind.data}", [t.typed(op.val), t.typed(op.mask_and_clamp)])


def _rcp_approx_ftz_f32(t: FunctionTranslator, op: Operation) -> None:
    _call(t, op, "llvm.nvvm.rcp.approx.ftz.f", [t.typed(op.arg)])


def _ldmatrix(t: FunctionTranslator, op: Operation) -> None:
    """`nvvm.ldmatrix` as `llvm.nvvm.ldmatrix.sync.aligned.m<m>n<n>.x<num>{.trans}.<eltType>` (upstream's
    `getLdMatrixIntrinsicId`: `.trans` for a column layout, which 16x16 matrices always have)."""
    shape = f"m{op.shape.m.data}n{op.shape.n.data}"
    trans = ".trans" if op.layout.data == nvvm.MMALayout.COL else ""
    name = f"llvm.nvvm.ldmatrix.sync.aligned.{shape}.x{op.num.value.data}{trans}.{op.eltType.data.value}"
    _call(t, op, name, [t.typed(op.ptr)])


def _shared_suffix(op: Operation) -> str:
    """`.shared` for an mbarrier op on a shared-memory barrier (LLVM's intrinsics and PTX name the space)."""
    return ".shared" if nvvm.address_space(op.addr.type) == 3 else ""


def _mbarrier_intrinsic(name: str) -> Callable[[FunctionTranslator, Operation], None]:
    """An mbarrier op as `llvm.nvvm.mbarrier.<name>{.shared}` of its operands (upstream's translation)."""

    def translate(t: FunctionTranslator, op: Operation) -> None:
        _call(t, op, f"llvm.nvvm.mbarrier.{name}{_shared_suffix(op)}", [t.typed(v) for v in op.operands])

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
        return _call(t, op, _tma_intrinsic("g2s.cta", op), [*common, *hint, *flag])
    optional, flags = _optional_operands(t, [op.multicastMask, op.l2CacheHint], ["i16", "i64"])
    group = {None: 0, "cta_1": 1, "cta_2": 2}[op.group.data.value if op.group is not None else None]
    _call(t, op, _tma_intrinsic("g2s", op), [*common, *optional, *flags, f"i32 {group}"])


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
    _call(t, op, _tma_intrinsic("s2g", op), arguments)


def _tma_prefetch(t: FunctionTranslator, op: Operation) -> None:
    """A TMA prefetch as `llvm.nvvm.cp.async.bulk.tensor.prefetch.<mode>.<n>d`."""
    hint, flag = _optional_operands(t, [op.l2CacheHint], ["i64"])
    operands = (op.tmaDescriptor, *op.coordinates, *op.im2colOffsets)
    _call(t, op, _tma_intrinsic("prefetch", op), [*(t.typed(v) for v in operands), *hint, *flag])


def _wgmma_sync(name: str) -> Callable[[FunctionTranslator, Operation], None]:
    """A wgmma synchronization op as `llvm.nvvm.wgmma.<name>.sync.aligned` (`wait_group` of its `group`)."""

    def translate(t: FunctionTranslator, op: Operation) -> None:
        group = op.properties.get("group")
        _call(t, op, f"llvm.nvvm.wgmma.{name}.sync.aligned", [f"i64 {group.value.data}"] if group else [])

    return translate

for _name in nvvm.SPECIAL_REGISTERS:
    register_op_translation(f"nvvm.read.ptx.sreg.{_name}", _special_register)
register_op_translation("nvvm.barrier0", _barrier0)
register_op_translation("nvvm.barrier", _barrier)
register_op_translation("nvvm.shfl.sync", _shfl_sync)
register_op_translation("nvvm.vote.sync", _vote_sync)
register_op_translation("nvvm.redux.sync", _redux_sync)
register_op_translation("nvvm.mma.sync", _mma_sync)
register_op_translation("nvvm.convert.float.to.tf32", _convert_float_to_tf32)
register_op_translation("nvvm.rcp.approx.ftz.f", _rcp_approx_ftz_f32)
register_op_translation("nvvm.ldmatrix", _ldmatrix)
for _suffix in ("", ".shared"):
    register_op_translation(f"nvvm.mbarrier.init{_suffix}", _mbarrier_init)
    for _name, _intrinsic in (("inval", "inval"), ("arrive", "arrive"), ("arrive.nocomplete", "arrive.noComplete"),
                              ("test.wait", "test.wait")):
        register_op_translation(f"nvvm.mbarrier.{_name}{_suffix}", _mbarrier_intrinsic(_intrinsic))
    register_op_translation(f"nvvm.mbarrier.arrive.expect_tx{_suffix}", _mbarrier_arrive_expect_tx)
    register_op_translation(f"nvvm.mbarrier.try_wait.parity{_suffix}", _mbarrier_try_wait_parity)
register_op_translation("nvvm.cp.async.bulk.tensor.shared.cluster.global", _tma_load)
register_op_translation("nvvm.cp.async.bulk.tensor.global.shared.cta", _tma_store)
register_op_translation("nvvm.cp.async.bulk.tensor.prefetch", _tma_prefetch)
register_op_translation("nvvm.wgmma.fence.aligned", _wgmma_sync("fence"))
register_op_translation("nvvm.wgmma.commit.group.sync.aligned", _wgmma_sync("commit_group"))
register_op_translation("nvvm.wgmma.wait.group.sync.aligned", _wgmma_sync("wait_group"))


# ---------------------------------------------------------------------------
# gpu.module to PTX


def nvvm_target(module: gpu.ModuleOp) -> nvvm.NVVMTargetAttr:
    """The module's first `#nvvm.target`, or the default target."""
    for target in module.targets.data if module.targets is not None else ():
        if isinstance(target, nvvm.NVVMTargetAttr):
            return target
    return nvvm.NVVMTargetAttr()


class NVPTXModuleTranslator(ModuleTranslator):
    """The LLVM IR translation of a gpu.module for NVPTX: a kernel's launch bounds (`nvvm.maxntid`, ...) become
    the NVPTX function attributes of those names (`"nvvm.maxntid"="256,1,1"`), after its `passthrough` ones; a
    kernel parameter of an integer type that PTX has no parameter type for is declared in the next PTX width
    and truncated at entry (`nvvm.kernel_parameter_width`):

        llvm.func @k(%a: i4, ...) attributes {nvvm.kernel}
          -> define ptx_kernel void @k(i8 %arg0.param, ...) { bb0: %arg0 = trunc i8 %arg0.param to i4 ...
    """

    def parameter_type(self, func: Operation, type_: Attribute) -> Attribute:
        if not isinstance(type_, IntegerType) or not any(name in func.attributes for name in _KERNEL_ATTRIBUTES):
            return type_
        width = nvvm.kernel_parameter_width(type_.width.data)
        return type_ if width == type_.width.data else IntegerType(width)

    def passthrough(self, func: Operation) -> list[Attribute]:
        entries = super().passthrough(func)
        for name in _LAUNCH_BOUNDS:
            value = func.attributes.get(name)
            if isinstance(value, DenseArrayBase):
                text = ",".join(str(v) for v in value.get_values())
            elif isinstance(value, IntegerAttr):
                text = str(value.value.data)
            else:
                continue
            entries.append(ArrayAttr([StringAttr(name), StringAttr(text)]))
        return entries


def module_llvmir(module: gpu.ModuleOp) -> str:
    """The LLVM IR of one gpu.module, for the NVPTX target."""
    return NVPTXModuleTranslator(module, triple=NVPTX_TRIPLE, data_layout=NVPTX_DATA_LAYOUT).translate()


@functools.cache
def _initialize_nvptx() -> None:
    import llvmlite.binding as llvm

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()


_MINIMUM_PTX = {"sm_80": 70, "sm_86": 71, "sm_87": 74, "sm_89": 78, "sm_90": 78, "sm_90a": 80, "sm_100": 86}
"""The lowest PTX ISA version of chips newer than sm_75; older chips get 6.0, the first with `shfl.sync`."""


def ptx_features(chip: str, features: str) -> str:
    """`features` with the lowest PTX version for `chip` added when it names none (as upstream's default)."""
    if "+ptx" in features:
        return features
    version = f"+ptx{_MINIMUM_PTX.get(chip, 60)}"
    return f"{features},{version}" if features else version


@dataclass(frozen=True)
class PTXJob:
    """One NVPTX compilation: an LLVM IR module for `chip` with `features` at -O`opt_level`; its errors are
    located at `where` (the gpu.module)."""

    llvm_ir: str
    chip: str
    features: str
    opt_level: int
    where: Operation

    def run(self) -> str:
        """The PTX (in this process: LLVM may abort it; `compile_ptx_jobs` runs this in a child)."""
        import llvmlite.binding as llvm

        from aiopt.targets.llvm_optimize import optimize

        target = llvm.Target.from_triple(NVPTX_TRIPLE)
        opt = min(self.opt_level, 3)
        machine = target.create_target_machine(cpu=self.chip, features=ptx_features(self.chip, self.features), opt=opt)
        # A context of its own per module: the next module's types and names do not depend on this one.
        module = llvm.parse_assembly(self.llvm_ir, llvm.create_context())
        module.verify()
        if self.opt_level > 0:
            optimize(module, machine, opt)
        return machine.emit_assembly(module)


_FRAME = struct.Struct("<iQQ")
"""What the child writes after each job: its status (0: done), then the lengths of its result (the PTX, or the
error's message) and of what LLVM wrote to stderr meanwhile; both follow."""


def _read_all(fd: int) -> bytes:
    chunks = []
    while data := os.read(fd, 1 << 16):
        chunks.append(data)
    return b"".join(chunks)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _child(works: Sequence[Callable[[], str]], write_result: int, stderr: int) -> None:  # pragma: no cover
    """Run `works` in order in the forked child, each framed on `write_result` with its stderr (the file
    `stderr`, made fd 2 and emptied before each work); stop after the first that fails."""
    status = 1
    try:
        signal.setitimer(signal.ITIMER_REAL, 0)
        os.dup2(stderr, 2)
        for work in works:
            os.ftruncate(2, 0)
            os.lseek(2, 0, os.SEEK_SET)
            try:
                data, status = work().encode(), 0
            except BaseException as error:  # noqa: BLE001 - reported to the parent in the frame
                data, status = str(error).encode(), 1
            errors = os.pread(2, os.fstat(2).st_size, 0)
            _write_all(write_result, _FRAME.pack(status, len(data), len(errors)) + data + errors)
            if status:
                break
    finally:
        # Whatever happens, the child never returns into the parent's code
        # (a BaseException such as a timeout signal must not resume it).
        os._exit(status)


def _run_isolated(works: Sequence[Callable[[], str]], wheres: Sequence[Operation]) -> list[tuple[str, str]]:
    """Each work's string result and what LLVM wrote to stderr meanwhile, in order.

    Computed one after another in ONE forked child (whose file descriptor 2
    is a file, whatever `sys.stderr` is), so that an LLVM fatal error cannot
    end this process: a work that fails or ends the child is the located
    error (at its `wheres` entry) of the first work without a result; the
    works after it are not run.
    """
    if not works:
        return []
    if not hasattr(os, "fork"):  # pragma: no cover (no fork: run in this process)
        return [(work(), "") for work in works]
    read_result, write_result = os.pipe()
    with tempfile.TemporaryFile() as stderr:
        child = os.fork()
        if child == 0:  # pragma: no cover (runs in the child)
            os.close(read_result)
            _child(works, write_result, stderr.fileno())
        os.close(write_result)
        try:
            output = _read_all(read_result)
        except BaseException:
            # Interrupted (a timeout, Ctrl-C): do not wait for a child that may never finish.
            os.kill(child, signal.SIGKILL)
            raise
        finally:
            os.close(read_result)
            _, status = os.waitpid(child, 0)
        crash_errors = os.pread(stderr.fileno(), os.fstat(stderr.fileno()).st_size, 0)
    results: list[tuple[str, str]] = []
    offset = 0
    for where in wheres:
        end = offset + _FRAME.size
        code, result_size, errors_size = _FRAME.unpack_from(output, offset) if end <= len(output) else (1, 0, 0)
        if end + result_size + errors_size > len(output):
            # The child ended during this work (an LLVM abort): its stderr is what the file holds.
            message = _backend_message(crash_errors.decode(errors="replace"))
            message = message or f"the NVPTX backend failed (status {status})"
            raise DiagnosticError(op_error_message(where, f"NVPTX code generation failed: {message}"), where)
        result = output[end : end + result_size].decode(errors="replace")
        errors = output[end + result_size : end + result_size + errors_size].decode(errors="replace")
        offset = end + result_size + errors_size
        if code != 0:
            message = _backend_message(errors) or result or "the NVPTX backend failed"
            raise DiagnosticError(op_error_message(where, f"NVPTX code generation failed: {message}"), where)
        results.append((result, errors))
    return results


def _backend_message(errors: str) -> str:
    """The line of LLVM's stderr that says what went wrong (an assertion's text without its source path)."""
    lines = [line.strip() for line in errors.splitlines() if line.strip()]
    for line in lines:
        if "Assertion" in line and "`" in line:
            return "LLVM assertion " + line[line.index("`") :].split(" failed")[0] + " failed"
    return lines[0].removeprefix("LLVM ERROR: ") if lines else ""


def compile_ptx_jobs(jobs: Sequence[PTXJob]) -> list[str]:
    """The PTX text of each job, optimized at -O`opt_level` for its chip and features.

    All run in one forked child (not one per job: forking this process costs
    more than compiling a kernel): NVPTX aborts the process on what it cannot
    select, which here becomes a located error of that job's module.
    """
    for position, job in enumerate(jobs):
        problem = nvvm.target_problem(job.chip, job.features)
        if problem is not None:
            compile_ptx_jobs(jobs[:position])  # the errors of the modules before it come first
            raise DiagnosticError(op_error_message(job.where, f"invalid NVVM target: {problem}"), job.where)
    # Loading and initializing LLVM is safe here, and done once instead of in every child.
    import llvmlite.binding  # noqa: F401

    _initialize_nvptx()
    outputs = _run_isolated([job.run for job in jobs], [job.where for job in jobs])
    for job, (_, warnings) in zip(jobs, outputs):
        # NVPTX ignores (with a warning) features and chips it does not know.
        unknown = [line.strip() for line in warnings.splitlines() if "is not a recognized" in line]
        if unknown:
            raise DiagnosticError(op_error_message(job.where, f"invalid NVVM target: {unknown[0]}"), job.where)
    return [ptx for ptx, _ in outputs]


def compile_llvmir_to_ptx(llvm_ir: str, chip: str, features: str, opt_level: int, where: Operation) -> str:
    """PTX text of an NVPTX LLVM IR module, optimized at -O`opt_level` for `chip` with `features`
    (`compile_ptx_jobs` of one job)."""
    return compile_ptx_jobs([PTXJob(llvm_ir, chip, features, opt_level, where)])[0]


def modules_to_ptx(modules: Iterable[tuple[gpu.ModuleOp, nvvm.NVVMTargetAttr | None]]) -> list[str]:
    """The PTX of each (gpu.module, target) (target None: the module's `#nvvm.target`), compiled together
    (`compile_ptx_jobs`).

    Errors come in the order of `modules`: one that translating a module (or
    iterating `modules`) raises comes after those of the modules before it.
    """
    jobs: list[PTXJob] = []
    try:
        for module, target in modules:
            target = target or nvvm_target(module)
            jobs.append(PTXJob(module_llvmir(module), target.chip.data, target.features.data,
                               target.optimization_level, module))
    except DiagnosticError:
        compile_ptx_jobs(jobs)
        raise
    return compile_ptx_jobs(jobs)


def module_to_ptx(module: gpu.ModuleOp, target: nvvm.NVVMTargetAttr | None = None) -> str:
    """The PTX of one gpu.module (llvm + nvvm dialect) for `target` (default: the module's `#nvvm.target`)."""
    return modules_to_ptx([(module, target)])[0]


def ptx_of_modules(op: Operation) -> list[tuple[str, str]]:
    """(name, PTX) of every gpu.module in `op`; each PTX is one assemblable file for `ptxas`.

    Modules that `gpu-module-to-binary` already compiled (`gpu.binary` with
    PTX `assembly` objects) give the PTX they hold, so the output of
    `hlo-to-gpu-pipeline` translates as well as its input.
    """
    parts: list[tuple[str, str | None]] = []
    for nested in op.walk():
        if isinstance(nested, gpu.ModuleOp):
            parts.append((nested.sym_name.data, None))
        elif isinstance(nested, gpu.BinaryOp):
            parts.extend(
                (nested.sym_name.data, obj.object.data)
                for obj in nested.objects.data
                if isinstance(obj, gpu.ObjectAttr) and obj.format.data == "assembly"
            )
    compiled = iter(modules_to_ptx((m, None) for m in op.walk() if isinstance(m, gpu.ModuleOp)))
    parts = [(name, ptx if ptx is not None else next(compiled)) for name, ptx in parts]
    if not parts:
        raise DiagnosticError(op_error_message(op, "contains no gpu.module to translate to PTX"), op)
    return parts


def translate_to_ptx(op: Operation) -> str:
    """The PTX of every gpu.module in `op`, each preceded by a `// gpu.module @name` line.

    Each module's PTX is a complete PTX file (`.version`, `.target`, its
    kernels); the concatenation of several is a listing, not one file that
    `ptxas` assembles: `ptx_of_modules` (`ai-translate --mlir-to-ptx -o DIR`)
    gives them one by one.
    """
    return "\n".join(f"// gpu.module @{name}\n{ptx}" for name, ptx in ptx_of_modules(op))
