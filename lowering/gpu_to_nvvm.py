"""`--convert-gpu-to-nvvm`: the device code of every gpu.module to the llvm and nvvm dialects.

As upstream's pass, inside each `gpu.module`:

- `gpu.func` becomes `llvm.func` with func-to-llvm's calling convention
  (a memref argument expands to its descriptor's fields, or to a bare
  pointer under `use-bare-ptr-memref-call-conv`); kernels keep `gpu.kernel`
  and get `nvvm.kernel`, `known_block_size` becomes `gpu.known_block_size`
  and `nvvm.maxntid`;
- workgroup attributions become internal `llvm.mlir.global`s in address
  space 3 (`@__wg_<func>_<n>`), aligned to 16 bytes (`WORKGROUP_ALIGNMENT`:
  128-bit accesses), private ones `llvm.alloca`s;
- first, the gpu-level rewrites of `aiopt.transforms.gpu_rewrites`:
  `gpu.global_id` to `block_id * block_dim + thread_id`, `gpu.subgroup_reduce`
  and `gpu.all_reduce` to shuffles (and a workgroup buffer), or to
  `nvvm.redux.sync` for uniform i32 subgroup reductions with `has-redux`;
- `gpu.thread_id`/`block_id`/`block_dim`/`grid_dim`/`lane_id` read PTX special
  registers (`nvvm.read.ptx.sreg.*`, sign-extended to the index width),
  `gpu.barrier` is
  `nvvm.barrier0`, `gpu.shuffle` is `nvvm.shfl.sync` with upstream's active
  mask `-1 >> (32 - width)` and clamp (`width - 1`, or `32 - width` for `up`);
- memory spaces: `#gpu.address_space<global>` is address space 1,
  `workgroup` 3, `private` 0 (NVVM's allocas live in the generic space);
- arith, cf, complex (what convert-complex-to-standard leaves: create, re,
  im, constant), memref and ub ops lower with the convert-to-llvm patterns.

Math: upstream calls libdevice (`__nv_tanhf`, ...), which is not linked
here, and NVPTX cannot select `llvm.tanh`/`exp`/`log`/`sin`/`cos`/`pow`.
So f32 (and f16/bf16, computed in f32) `exp`, `exp2`, `expm1`, `log`,
`log2`, `log1p`, `tanh`, `erf`, `sin`, `cos`, `atan` become the polynomial
approximations of `math-polynomial-approximation`; `log10`, `tan`,
`atan2` and `rsqrt` are expanded into those, and `powf` is the f64 pow below,
truncated (within 0.5 + 2^-20 ulp; f32's exp(y log x) was 27 ulp off); only the math ops that NVPTX
selects (`absf`, `ceil`, `floor`, `trunc`, `round`, `roundeven`, `sqrt`,
`fma`, `copysign`, integer bit counts) become LLVM intrinsics. f64 `exp`,
`exp2`, `expm1`, `log`, `log2`, `log10`, `log1p`, `tanh`, `erf`, `sin`,
`cos`, `tan`, `atan`, `atan2` and `powf` become f64 arithmetic with fdlibm's
algorithms (`F64MathExpansion`, `aiopt.transforms.math_f64_approximation`:
within 1 to 2 ulp; pow is fdlibm's with a double-double log2 and an exp2 rounded
once: within 0.51 ulp of the exact value, C's bits on 99.9% of arguments, exact
powers such as 10000^10 = 1e40 exact, IEEE's special values); sin/cos/tan reduce
by Payne-Hanek from |x| = 2^53 on, in a block that the common path
branches around); f64 `cbrt` is math-polynomial-approximation's. `asin`,
`acos`, `asinh`, `acosh`, `atanh`, `sinh` and `cosh`, f32 (f16/bf16 in f32)
and f64, follow fdlibm's algorithms on those exp, log and log1p
(`aiopt.transforms.math_inverse_hyperbolic_expansion`: f64 within 1 to 2 ulp,
f32 within 0.9 to 2.2), and scalar `fpowi` is upstream's repeated squaring,
a loop of blocks over the exponent's bits (`FPowIExpansion`), and so is
`ipowi` (`IPowIExpansion`: upstream's `__mlir_math_ipowi_*` of
convert-math-to-funcs, inline). The expanded ops on vectors (1-D or n-D) are unrolled
to the op on each element first (`VecOpToScalarOp`, as upstream's
convert-math-to-funcs and convert-math-to-libm unroll them). Any other math
op is `failed to legalize operation`.

    gpu.func @k(%a: memref<?xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %i = gpu.thread_id x
      ...
    }

becomes

    llvm.func @k(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64)
        attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel,
                    nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = nvvm.read.ptx.sreg.tid.x : i32
      %1 = llvm.sext %0 : i32 to i64
      ...
    }
"""

from __future__ import annotations

import itertools
import math as pymath
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    BFloat16Type,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    UnitAttr,
    UnrealizedConversionCastOp,
    VectorType,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith, func, gpu, llvm, math, nvvm, vector
from aiopt.lowering.convert_to_llvm import populate_convert_to_llvm_patterns
from aiopt.lowering.func_to_llvm import FuncOpLowering, bare_ptr_descriptor
from aiopt.lowering.llvm_type_converter import (
    LLVMPattern,
    LLVMTypeConverter,
    apply_llvm_conversion,
    constant,
    conversion_applier,
    extract_value,
    insert,
)
from aiopt.lowering.math_to_llvm import IntrinsicOpLowering, RsqrtOpLowering
from aiopt.support.conversion import ConversionTarget
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import OpClassKeyedApplier
from aiopt.support.registry import option
from aiopt.transforms.gpu_rewrites import WARP_SIZE, populate_gpu_rewrite_patterns
from aiopt.transforms.math_f64_approximation import (
    atan2_f64,
    atan_f64,
    cos_f64,
    erf_f64,
    exp2_f64,
    exp_f64,
    expm1_f64,
    log1p_f64,
    log2_f64,
    log_f64,
    pow_f64,
    sin_f64,
    tan_f64,
    tanh_f64,
)
from aiopt.transforms.math_inverse_hyperbolic_expansion import EXPANSIONS as INVERSE_HYPERBOLIC_EXPANSIONS
from aiopt.transforms.math_inverse_hyperbolic_expansion import fpowi_expansion, ipowi_expansion
from aiopt.transforms.math_polynomial_approximation import (
    APPROXIMATIONS,
    F32Builder,
    FloatBuilder,
    PolynomialApproximation,
    atan_approximation,
    cos_approximation,
    log_approximation,
    replace_computed_in_f32,
    sin_approximation,
)
from aiopt.transforms.remf_expansion import remf_expansion

ADDRESS_SPACES = {gpu.AddressSpace.GLOBAL: 1, gpu.AddressSpace.WORKGROUP: 3, gpu.AddressSpace.PRIVATE: 0}
"""NVVM's address space of each `#gpu.address_space` (private memory is a generic-space alloca)."""

WORKGROUP_ALIGNMENT = 16
"""Byte alignment of every workgroup global, so that 128-bit accesses (`st.shared.v4.f32`) to its elements at
multiples of 16 bytes may say `align 16` (upstream takes it from an `llvm.align` attribution attribute; CUDA
aligns a `__shared__ float4` so)."""

ILLEGAL = ConversionTarget(illegal_dialects=("arith", "math", "cf", "memref", "ub", "func", "gpu"))
"""Dialects nothing may be left of inside a converted gpu.module."""


@dataclass(frozen=True)
class NVVMTypeConverter(LLVMTypeConverter):
    """The LLVM type converter with `#gpu.address_space` mapped to NVVM's address spaces."""

    def address_space(self, memory_space: Attribute) -> int | None:
        if isinstance(memory_space, gpu.AddressSpaceAttr):
            return ADDRESS_SPACES[memory_space.data]
        return super().address_space(memory_space)


# ---------------------------------------------------------------------------
# gpu.func and gpu.return


def _element_count(type_: MemRefType) -> int:
    return pymath.prod(type_.get_shape())


_EVERY_PARAMETER = ("llvm.returned", "llvm.noundef", "llvm.inreg")
"""Argument attributes GPUFuncOpLowering copies to every parameter an argument becomes (upstream's list)."""

_POINTER_PARAMETER = (
    "llvm.nocapture", "llvm.nofree", "llvm.align", "llvm.readonly", "llvm.writeonly", "llvm.readnone",
    "llvm.nonnull", "llvm.dereferenceable", "llvm.dereferenceable_or_null", "llvm.workgroup_attribution",
)  # fmt: skip
"""Argument attributes GPUFuncOpLowering copies to the pointer parameters an argument becomes (upstream's list,
`llvm.noalias` aside)."""


@dataclass
class GPUFuncOpLowering(LLVMPattern):
    """`gpu.func` to `llvm.func`: attributions to globals and allocas, then func-to-llvm's signature rewrite."""

    op_types = (gpu.FuncOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, gpu.FuncOp) or not op.body.blocks:
            return
        for argument in (*op.workgroup_arguments(), *op.private_arguments()):
            type_ = argument.type
            if not isinstance(type_, MemRefType) or not type_.has_static_shape():
                raise DiagnosticError(f"attribution of type {type_} must be a statically shaped memref", op)
        self._lower_attributions(op, rewriter)
        attributes: dict[str, Attribute] = {
            k: v for k, v in op.attributes.items() if k not in ("sym_name", "workgroup_attributions")
        }
        if op.is_kernel:
            attributes[nvvm.KERNEL_ATTR] = UnitAttr()
        for name in ("known_block_size", "known_grid_size"):
            value = op.properties.get(name)
            if value is not None:
                attributes[f"gpu.{name}"] = value
        if op.known_block_size is not None:
            attributes["nvvm.maxntid"] = op.known_block_size
        parameter_attributes = self._parameter_attributes(op)
        body = op.detach_region(op.body)
        replacement = func.FuncOp(op.sym_name.data, op.function_type, body, arg_attrs=op.arg_attrs)
        replacement.attributes.update(attributes)
        replacement.location = op.location
        rewriter.replace(op, replacement)
        lowered_name = op.sym_name.data
        block = replacement.parent_block()
        FuncOpLowering(self.converter).match_and_rewrite(replacement, rewriter)
        if replacement.parent is not None:
            raise DiagnosticError(
                op_error_message(op, f"cannot convert the signature of @{lowered_name} to LLVM"),
                replacement,
            )
        if parameter_attributes is not None and block is not None:
            for lowered in block.ops:
                if isinstance(lowered, llvm.FuncOp) and lowered.sym_name.data == lowered_name:
                    lowered.arg_attrs = parameter_attributes

    def _parameter_attributes(self, op: gpu.FuncOp) -> ArrayAttr | None:
        """The `llvm.func` parameter attributes of `op`'s argument attributes, as upstream's GPUFuncOpLowering
        copies them: `llvm.noundef`, `llvm.inreg`, `llvm.returned` to every parameter an argument becomes, the
        pointer attributes (`llvm.readonly`, `llvm.nonnull`, ...) to its pointers; `llvm.noalias` to the one
        pointer of a bare-pointer memref and, where upstream drops it with a warning ("Cannot copy noalias with
        non-bare pointers"), to the aligned pointer of a descriptor: the pointer a kernel reads and writes
        through (the allocated one is never dereferenced in a kernel), so that NVPTX sees a `noalias readonly`
        kernel parameter and reads through it with `ld.global.nc`."""
        if op.arg_attrs is None:
            return None
        result: list[DictionaryAttr] = []
        for type_, dictionary in zip(op.function_type.inputs, op.arg_attrs.data):
            fields = self.converter.memref_argument_types(type_)
            entries = [dict[str, Attribute]() for _ in fields]
            pointers = [i for i, t in enumerate(fields) if isinstance(t, llvm.LLVMPointerType)]
            for name, value in dictionary.data.items():
                if name in _EVERY_PARAMETER:
                    targets = range(len(fields))
                elif name == "llvm.noalias":
                    targets = pointers if len(fields) == 1 else pointers[1:2]
                elif name in _POINTER_PARAMETER:
                    targets = pointers
                else:
                    continue
                for i in targets:
                    entries[i][name] = value
            result.extend(DictionaryAttr(e) for e in entries)
        return ArrayAttr(result) if any(d.data for d in result) else None

    def _lower_attributions(self, op: gpu.FuncOp, rewriter: PatternRewriter) -> None:
        """Replace the attribution arguments by descriptors of `__wg_*` globals and allocas at the entry."""
        entry = op.body.blocks[0]
        rewriter.insertion_point = InsertPoint.at_start(entry)
        name = op.sym_name.data
        for number, argument in enumerate(op.workgroup_arguments()):
            type_ = argument.type
            element = self.convert(type_.element_type)
            global_type = llvm.LLVMArrayType(_element_count(type_), element)
            symbol = f"__wg_{name}_{number}"
            ptr_type = self.converter.pointer_type(type_)
            global_op = llvm.GlobalOp(
                global_type,
                symbol,
                "internal",
                addr_space=ADDRESS_SPACES[gpu.AddressSpace.WORKGROUP],
                alignment=WORKGROUP_ALIGNMENT,
            )
            rewriter.insert(global_op, InsertPoint.before(op))
            address = insert(rewriter, llvm.AddressOfOp(symbol, ptr_type))
            start = insert(rewriter, llvm.GEPOp.build(address, [0, 0], global_type))
            self._replace_argument(
                rewriter, argument, bare_ptr_descriptor(rewriter, self.converter, type_, start).value
            )
        for argument in op.private_arguments():
            type_ = argument.type
            count = constant(rewriter, _element_count(type_), i64)
            alloca = llvm.AllocaOp(count, self.convert(type_.element_type))
            del alloca.properties["alignment"]
            ptr = insert(rewriter, alloca)
            self._replace_argument(rewriter, argument, bare_ptr_descriptor(rewriter, self.converter, type_, ptr).value)
        inputs = len(op.function_type.inputs)
        for argument in reversed(entry.args[inputs:]):
            entry.erase_arg(argument)
        op.attributes["workgroup_attributions"] = IntegerAttr(0, 64)

    def _replace_argument(self, rewriter: PatternRewriter, argument: SSAValue, descriptor: SSAValue) -> None:
        cast = insert(rewriter, UnrealizedConversionCastOp.get([descriptor], [argument.type]))
        argument.replace_all_uses_with(cast)


@dataclass
class GPUReturnOpLowering(LLVMPattern):
    """`gpu.return` to `llvm.return`."""

    op_types = (gpu.ReturnOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, gpu.ReturnOp) or not isinstance(op.parent_op(), llvm.FuncOp):
            return
        values = self.operands(rewriter, op.args)
        if len(values) > 1:
            raise DiagnosticError("gpu.return of several values is not supported", op)
        rewriter.replace(op, llvm.ReturnOp(*values))


# ---------------------------------------------------------------------------
# Index ops, barrier, shuffle


_REGISTERS: dict[type[Operation], str] = {
    gpu.ThreadIdOp: "tid",
    gpu.BlockIdOp: "ctaid",
    gpu.BlockDimOp: "ntid",
    gpu.GridDimOp: "nctaid",
    gpu.ClusterIdOp: "clusterid",
    gpu.ClusterDimOp: "nclusterid",
}
"""The PTX special register of each gpu index op (with `.x`/`.y`/`.z`)."""


def _resize_index(rewriter: PatternRewriter, value: SSAValue, converter: LLVMTypeConverter) -> SSAValue:
    """An i32 register value as an index: sign-extended (or truncated) to the index width."""
    width = converter.index_bitwidth
    if width > 32:
        return insert(rewriter, llvm.SExtOp(value, converter.index_type))
    if width < 32:
        return insert(rewriter, llvm.TruncOp(value, converter.index_type))
    return value


@dataclass
class GPUIndexOpLowering(LLVMPattern):
    """`gpu.thread_id x` (and block_id, block_dim, grid_dim, cluster ids, lane_id) to a special register read."""

    op_types = (gpu.LaneIdOp, *_REGISTERS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, gpu.LaneIdOp):
            register = "laneid"
        elif type(op) in _REGISTERS:
            register = f"{_REGISTERS[type(op)]}.{op.dimension.data}"
        else:
            return
        read = insert(rewriter, nvvm.SPECIAL_REGISTERS[register]())
        self.replace(rewriter, op, [_resize_index(rewriter, read, self.converter)])


@dataclass
class GPUSubgroupSizeOpLowering(LLVMPattern):
    """`gpu.subgroup_size` to the warp size, 32."""

    op_types = (gpu.SubgroupSizeOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, gpu.SubgroupSizeOp):
            self.replace(rewriter, op, [constant(rewriter, WARP_SIZE, self.converter.index_type)])


@dataclass
class GPUBarrierOpLowering(LLVMPattern):
    """`gpu.barrier` to `nvvm.barrier0`."""

    op_types = (gpu.BarrierOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, gpu.BarrierOp):
            rewriter.replace(op, nvvm.Barrier0Op())


_SHUFFLE_KINDS = {
    gpu.ShuffleMode.XOR: nvvm.ShflKind.BFLY,
    gpu.ShuffleMode.UP: nvvm.ShflKind.UP,
    gpu.ShuffleMode.DOWN: nvvm.ShflKind.DOWN,
    gpu.ShuffleMode.IDX: nvvm.ShflKind.IDX,
}


@dataclass
class GPUShuffleOpLowering(LLVMPattern):
    """`gpu.shuffle` to `nvvm.shfl.sync` (i32 and f32 values).

    The active mask is `-1 >> (32 - width)`; the clamp is `width - 1`, or
    `32 - width` for `up`. The `{return_value_and_is_valid}` form is used only
    when the `valid` result is used.
    """

    op_types = (gpu.ShuffleOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, gpu.ShuffleOp):
            return
        if op.value.type not in (i32, Float32Type()):
            raise DiagnosticError(f"gpu.shuffle of {op.value.type} is not supported (only i32 and f32)", op)
        value, offset, width = self.operands(rewriter, op.operands)
        one = constant(rewriter, 1, i32)
        minus_one = constant(rewriter, -1, i32)
        thirty_two = constant(rewriter, WARP_SIZE, i32)
        inactive = insert(rewriter, llvm.SubOp(thirty_two, width))
        active_mask = insert(rewriter, llvm.LShrOp(minus_one, inactive))
        up = op.mode.data == gpu.ShuffleMode.UP
        clamp = inactive if up else insert(rewriter, llvm.SubOp(width, one))
        shuffle = nvvm.ShflSyncOp(_SHUFFLE_KINDS[op.mode.data], active_mask, value, offset, clamp)
        if not op.valid.uses:
            self.replace(rewriter, op, [insert(rewriter, shuffle), constant(rewriter, 1, op.valid.type)])
            return
        pair = llvm.LLVMStructType.from_type_list([value.type, op.valid.type])
        properties = {**shuffle.properties, "return_value_and_is_valid": UnitAttr()}
        both = insert(
            rewriter, nvvm.ShflSyncOp.create(operands=shuffle.operands, result_types=[pair], properties=properties)
        )
        result = extract_value(rewriter, both, [0], value.type)
        valid = extract_value(rewriter, both, [1], op.valid.type)
        self.replace(rewriter, op, [result, valid])


# ---------------------------------------------------------------------------
# Math


_SELECTABLE_MATH = (
    math.AbsFOp, math.CeilOp, math.FloorOp, math.TruncOp, math.RoundOp, math.RoundEvenOp, math.SqrtOp,
    math.FmaOp, math.CopySignOp, math.CtPopOp, math.AbsIOp, math.CountLeadingZerosOp, math.CountTrailingZerosOp,
)  # fmt: skip
"""math ops whose LLVM intrinsic NVPTX selects for every float type."""


@dataclass
class SelectableMathLowering(IntrinsicOpLowering):
    """The math-to-llvm intrinsic lowering, restricted to the intrinsics NVPTX can select."""

    op_types = _SELECTABLE_MATH

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, _SELECTABLE_MATH):
            super().match_and_rewrite(op, rewriter)


def _log10(b: F32Builder, x: SSAValue, log: Callable[..., SSAValue] = log_approximation) -> SSAValue:
    return b.mul(log(b, x), b.c(1 / pymath.log(10)))


def _tan(b: F32Builder, x: SSAValue) -> SSAValue:
    return b.div(sin_approximation(b, x), cos_approximation(b, x))


def _atan2(b: F32Builder, y: SSAValue, x: SSAValue) -> SSAValue:
    """atan(y / x), plus pi with y's sign for x < 0; atan2(+-0, +-0) keeps y (+-0)."""
    result = atan_approximation(b, b.div(y, x))
    result = b.select(b.cmp("olt", x, b.c(0.0)), b.add(result, b.copysign(b.c(pymath.pi), y)), result)
    both_zero = b.select(b.cmp("oeq", y, b.c(0.0)), b.cmp("oeq", x, b.c(0.0)), b.cmp("une", y, y))
    return b.select(both_zero, y, result)


_EXPANSIONS: dict[str, Callable[..., SSAValue]] = {
    "math.log10": _log10,
    "math.tan": _tan,
    "math.atan2": _atan2,
    **INVERSE_HYPERBOLIC_EXPANSIONS,
}
"""f32 math ops without an approximation of their own, expanded into approximated ones (asin, acos, asinh,
acosh, atanh, sinh, cosh: `aiopt.transforms.math_inverse_hyperbolic_expansion`)."""


_COMPUTED_IN_F64 = {"math.powf": pow_f64}
"""f32 (f16, bf16) math ops computed by their f64 expansion and truncated: f32 pow as exp(y log x) on the f32
approximations was 27 ulp off (y log x's rounding error times up to 88); through `pow_f64` it is a double within
0.51 ulp (of f64) rounded once more (f64 arithmetic runs at half of f32's rate on H100/H200, far less on consumer
GPUs)."""


def _builder(rewriter: PatternRewriter, float_type: Attribute) -> FloatBuilder:
    """The expansions' builder for NVPTX (`nvptx`): multiply-adds as `math.fma`, every NVIDIA GPU has FMA (and
    LLVM would fuse the CPU's `fastmath<contract>` pairs there all the same), and `math.roundeven` (`cvt.rni`)."""
    return FloatBuilder(rewriter, float_type, nvptx=True)


class F32MathExpansion(RewritePattern):
    """An f32 math op of `_EXPANSIONS` to arithmetic and approximations; f16 and bf16 ones computed in f32 and
    truncated, as PolynomialApproximation computes them. `powf` (`_COMPUTED_IN_F64`) is computed in f64."""

    op_names = frozenset(_EXPANSIONS) | frozenset(_COMPUTED_IN_F64)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        expansion = _EXPANSIONS.get(op.name) or _COMPUTED_IN_F64.get(op.name)
        if expansion is None or not isinstance(op.results[0].type, Float32Type | Float16Type | BFloat16Type):
            return
        wide = Float64Type() if op.name in _COMPUTED_IN_F64 else Float32Type()
        replace_computed_in_f32(op, rewriter, lambda compute_type, *operands: expansion(
            _builder(rewriter, compute_type), *operands), wide)


F64_EXPANSIONS: dict[str, Callable[..., SSAValue]] = {
    "math.exp": exp_f64,
    "math.exp2": exp2_f64,
    "math.expm1": expm1_f64,
    "math.log": log_f64,
    "math.log1p": log1p_f64,
    "math.log2": log2_f64,
    "math.log10": partial(_log10, log=log_f64),
    "math.tanh": tanh_f64,
    "math.erf": erf_f64,
    "math.sin": sin_f64,
    "math.cos": cos_f64,
    "math.tan": tan_f64,
    "math.atan": atan_f64,
    "math.atan2": atan2_f64,
    "math.powf": pow_f64,
    **INVERSE_HYPERBOLIC_EXPANSIONS,
}
"""The f64 expansions (`aiopt.transforms.math_f64_approximation`, `math_inverse_hyperbolic_expansion`): NVPTX has no
f64 transcendental."""


class F64MathExpansion(RewritePattern):
    """A scalar f64 math op of `F64_EXPANSIONS` to f64 arithmetic (fdlibm's algorithms, no libdevice)."""

    op_names = frozenset(F64_EXPANSIONS)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        expansion = F64_EXPANSIONS.get(op.name)
        if expansion is None or not isinstance(op.results[0].type, Float64Type):
            return
        rewriter.replace(op, [], [expansion(_builder(rewriter, op.results[0].type), *op.operands)])


class FPowIExpansion(RewritePattern):
    """A scalar `math.fpowi` to repeated squaring (`fpowi_expansion`): f32 and f64 in their width, f16 and bf16
    in f32 (rounded once at the end)."""

    op_types = (math.FPowIOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, math.FPowIOp):
            return
        type_ = op.results[0].type
        if isinstance(type_, Float32Type | Float64Type):
            rewriter.replace(op, [], [fpowi_expansion(_builder(rewriter, type_), op.lhs, op.rhs)])
        elif isinstance(type_, Float16Type | BFloat16Type):
            base = insert(rewriter, arith.ExtFOp(op.lhs, Float32Type()))
            power = fpowi_expansion(_builder(rewriter, Float32Type()), base, op.rhs)
            rewriter.replace(op, [], [insert(rewriter, arith.TruncFOp(power, type_))])


class IPowIExpansion(RewritePattern):
    """A scalar `math.ipowi` to repeated squaring (`ipowi_expansion`: upstream's `__mlir_math_ipowi_*` of
    convert-math-to-funcs, inline)."""

    op_types = (math.IPowIOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, math.IPowIOp) and isinstance(op.results[0].type, IntegerType):
            rewriter.replace(op, [], [ipowi_expansion(_builder(rewriter, Float32Type()), op.lhs, op.rhs)])


class RemFExpansion(RewritePattern):
    """A scalar `arith.remf` to the exact remainder of `remf_expansion` (integer steps), where upstream calls
    libdevice's `__nv_fmodf`/`__nv_fmod`: NVPTX's own `frem` is `x - y * trunc(x / y)`, inexact for large
    quotients and +0 for `-5 rem -1`. f16 and bf16 in f32 (exact), f32 and f64 in their width.

        %r = arith.remf %x, %y : f32

    becomes the significands' `(mx << (ex - ey)) mod my` in a loop of blocks of i64 `arith.remui` steps, then
    `copysign(uitofp(r) * 2^ey, x)`, with selects for NaN, infinite and zero operands and for |x| < |y|.
    """

    op_types = (arith.RemFOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, arith.RemFOp):
            return
        type_ = op.results[0].type
        if not isinstance(type_, Float16Type | BFloat16Type | Float32Type | Float64Type):
            return
        wide = type_ if isinstance(type_, Float64Type) else Float32Type()
        replace_computed_in_f32(op, rewriter, lambda compute_type, x, y: remf_expansion(
            _builder(rewriter, compute_type), x, y), wide)


class WideShiftAmountClamp(RewritePattern):
    """The amount of a shift of integers wider than 32 bits clamped to width - 1 (`arith.minui`), where it is
    not a constant: NVPTX's shifts take a 32-bit amount, and LLVM's NVPTX backend both drops a
    `select(amount u>= 64, 0, shl(x, amount))` (PTX's shift of 64 or more gives 0) and truncates the i64 amount
    to 32 bits, so that a shift by 2^32 + 1 (an HLO shift_left by a huge or negative amount, which is 0) shifted
    by 1. Shifts by width or more are poison in LLVM, so the clamp changes no defined result.

        %r = arith.shli %x, %n : i64

    becomes

        %c63 = arith.constant 63 : i64
        %m = arith.minui %n, %c63 : i64
        %r = arith.shli %x, %m : i64
    """

    op_types = (arith.ShLIOp, arith.ShRUIOp, arith.ShRSIOp)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, arith.ShLIOp | arith.ShRUIOp | arith.ShRSIOp):
            return
        type_ = op.results[0].type
        element = type_.element_type if isinstance(type_, VectorType) else type_
        if not isinstance(element, IntegerType) or element.width.data <= 32:
            return
        if isinstance(op.rhs.owner, arith.ConstantOp | arith.MinUIOp):
            return
        limit = IntegerAttr(element.width.data - 1, element)
        if isinstance(type_, VectorType):
            limit = DenseIntOrFPElementsAttr.from_list(type_, [limit.value.data] * type_.element_count())
        bound = insert(rewriter, arith.ConstantOp(limit, type_))
        clamped = insert(rewriter, arith.MinUIOp(op.rhs, bound))
        rewriter.replace(op, [], [insert(rewriter, type(op)(op.lhs, clamped))])


_EXPANDED_FLOAT_MATH = frozenset(
    {op.name for op in APPROXIMATIONS}
    | set(_EXPANSIONS)
    | set(F64_EXPANSIONS)
    | {math.FPowIOp.name, arith.RemFOp.name}
)
"""The float math ops the patterns above expand on scalars (f16, bf16, f32, f64 as each pattern says)."""


class VecOpToScalarOp(RewritePattern):
    """An expanded math op on a vector (`_EXPANDED_FLOAT_MATH`, `arith.remf` among them, on f16, bf16, f32 or f64
    elements, `math.ipowi` on integers) to the op on each element, in row-major order, as upstream's
    `VecOpToScalarOp` of convert-math-to-funcs and convert-math-to-libm unrolls them for their scalar functions:
    the scalar ops are then expanded. An n-D vector's elements are extracted and inserted at their n indices
    (`%v[1, 2]`), which convert-vector-to-llvm lowers on its array of 1-D vectors.

        %r = math.exp %v : vector<2xf32>

    becomes

        %0 = arith.constant dense<0.0> : vector<2xf32>
        %1 = vector.extract %v[0] : f32 from vector<2xf32>
        %2 = math.exp %1 : f32
        %3 = vector.insert %2, %0 [0] : f32 into vector<2xf32>
        %4 = vector.extract %v[1] : f32 from vector<2xf32>
        %5 = math.exp %4 : f32
        %r = vector.insert %5, %3 [1] : f32 into vector<2xf32>
    """

    op_names = _EXPANDED_FLOAT_MATH | {math.IPowIOp.name}

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if len(op.results) != 1 or not isinstance(type_ := op.results[0].type, VectorType):
            return
        element = type_.element_type
        if op.name in _EXPANDED_FLOAT_MATH:
            if not isinstance(element, Float16Type | BFloat16Type | Float32Type | Float64Type):
                return
        elif op.name != math.IPowIOp.name or not isinstance(element, IntegerType):
            return
        if type_.get_num_scalable_dims():
            return
        zero = FloatAttr(0.0, element) if isinstance(element, AnyFloat) else IntegerAttr(0, element)
        result = insert(rewriter, arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(type_, [zero.value.data])))
        for position in itertools.product(*(range(size) for size in type_.get_shape())):
            operands = [
                insert(rewriter, vector.ExtractOp(operand, list(position), operand.type.element_type))
                for operand in op.operands
            ]
            scalar = insert(rewriter, type(op).create(
                operands=operands, result_types=[element], properties=dict(op.properties),
                attributes=dict(op.attributes),
            ))  # fmt: skip
            result = insert(rewriter, vector.InsertOp(scalar, result, list(position)))
        rewriter.replace(op, [], [result])


# ---------------------------------------------------------------------------
# The pass


def populate_gpu_to_nvvm_patterns(converter: LLVMTypeConverter) -> list[RewritePattern]:
    """The gpu-to-nvvm patterns plus the arith, cf, complex, memref, ub and GPU-safe math patterns for `converter`."""
    gpu_patterns: list[RewritePattern] = [
        GPUFuncOpLowering(converter),
        GPUReturnOpLowering(converter),
        GPUIndexOpLowering(converter),
        GPUSubgroupSizeOpLowering(converter),
        GPUBarrierOpLowering(converter),
        GPUShuffleOpLowering(converter),
    ]
    math_patterns: list[RewritePattern] = [
        PolynomialApproximation(nvptx=True),
        F32MathExpansion(),
        F64MathExpansion(),
        FPowIExpansion(),
        IPowIExpansion(),
        RemFExpansion(),
        WideShiftAmountClamp(),
        VecOpToScalarOp(),
        SelectableMathLowering(converter),
        RsqrtOpLowering(converter),
    ]
    others = populate_convert_to_llvm_patterns(converter, ("arith", "cf", "complex", "memref", "ub", "func", "vector"))
    return [*gpu_patterns, *math_patterns, *others]


@dataclass(frozen=True)
class ConvertGpuOpsToNVVMOpsPass(DiagnosticPass):
    """Generate NVVM operations for gpu operations (upstream's `convert-gpu-to-nvvm`).

    Example, `ai-opt --convert-gpu-to-nvvm`:

        gpu.module @kernels {
          gpu.func @k(%m: memref<4xf32>) kernel {
            %t = gpu.thread_id x
            %v = memref.load %m[%t] : memref<4xf32>
            gpu.barrier
            memref.store %v, %m[%t] : memref<4xf32>
            gpu.return
          }
        }

    becomes (the memref argument expanded into its descriptor's fields)

        llvm.func @k(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64)
          ...
          %6 = nvvm.read.ptx.sreg.tid.x : i32
          %7 = llvm.sext %6 : i32 to i64
          %8 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
          %9 = llvm.getelementptr inbounds|nuw %8[%7] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %10 = llvm.load %9 : !llvm.ptr -> f32
          nvvm.barrier0
          ...
          llvm.store %10, %12 : f32, !llvm.ptr
          llvm.return
    """

    name = "convert-gpu-to-nvvm"
    aiopt_only_options: ClassVar[tuple[str, ...]] = ("chipset",)
    """Not upstream's: `--dump-pass-pipeline` leaves it out at its default."""

    chipset: str = option("sm_50", "Chipset that these operations will run on (no lowering here depends on it)")
    index_bitwidth: int = option(0, "Bitwidth of the index type, 0 to use size of machine word")
    has_redux: bool = option(False, "Target gpu supports redux")
    use_bare_ptr_memref_call_conv: bool = option(
        False, "Replace memref arguments in GPU functions with bare pointers. All memrefs must have static shape."
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        converter = NVVMTypeConverter(self.index_bitwidth or 64, self.use_bare_ptr_memref_call_conv)
        # Made once for all modules: each applier keeps the patterns it chose per op class.
        rewrites = OpClassKeyedApplier(populate_gpu_rewrite_patterns(self.has_redux))
        conversion = conversion_applier(populate_gpu_to_nvvm_patterns(converter))
        for module in [m for m in op.walk() if isinstance(m, gpu.ModuleOp)]:
            PatternRewriteWalker(rewrites).rewrite_region(module.body)
            _convert_module(module, conversion)


def _convert_module(module: gpu.ModuleOp, conversion: GreedyRewritePatternApplier) -> None:
    """Apply the `conversion` inside one gpu.module and report what is left of the converted dialects."""
    # apply_llvm_conversion walks a builtin.module; a gpu.module is wrapped for the walk and put back.
    holder = ModuleOp([])
    block = module.body.blocks[0]
    for child in list(block.ops):
        child.detach()
        holder.body.block.add_op(child)
    try:
        apply_llvm_conversion(holder, conversion, ())
    finally:
        for child in list(holder.body.block.ops):
            child.detach()
            block.add_op(child)
    for child in block.ops:
        ILLEGAL.report_illegal(child)
