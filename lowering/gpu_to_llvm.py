"""`--gpu-to-llvm`: the host side of a GPU program to the llvm dialect, launches as runtime calls.

As upstream's pass, the host code (func, arith, cf, memref) is converted
with the convert-to-llvm patterns, and the gpu host ops become calls of
MLIR's GPU runtime wrappers (the `mgpu*` functions of upstream's
`CudaRuntimeWrappers`, with their C signatures):

| op | calls |
| --- | --- |
| `gpu.launch_func @bin::@k` | `mgpuModuleLoad(ptx, size)`, `mgpuModuleGetFunction(module, "k")`, |
| | `mgpuStreamCreate()`, `mgpuLaunchKernel(function, grid x/y/z, block x/y/z,` |
| | `smem, stream, params, null, count)`, `mgpuStreamSynchronize`, |
| | `mgpuStreamDestroy`, `mgpuModuleUnload` |
| `gpu.alloc` | `mgpuMemAlloc(bytes, null, host_shared)` (a descriptor around the pointer) |
| `gpu.dealloc` | `mgpuMemFree(ptr, null)` |
| `gpu.memcpy` | `mgpuMemcpy(dst, src, bytes, null)` |
| `gpu.memset` (32-bit elements) | `mgpuMemset32(dst, value, count, null)` |
| `gpu.wait` (no token) | nothing: every launch above has already synchronized |

Kernel parameters follow the kernel ABI of `convert-gpu-to-nvvm`: a memref
is its descriptor's fields (its aligned pointer under
`use-bare-pointers-for-kernels`), each stored into one stack struct whose
field addresses form the `params` array; a scalar integer of a width PTX
has no parameter type for (i4, i17, ...) is stored zero-extended to the next
PTX width, which the kernel takes (`nvvm.kernel_parameter_width`). The PTX
of the `gpu.binary` (`gpu-module-to-binary{format=isa}`) becomes a NUL-terminated constant
`@<binary>_ptx`, kernel names `@<binary>_<kernel>_name`; the gpu.binary ops
are then erased. Upstream (LLVM 22) instead keeps `gpu.launch_func` and
emits these calls when translating to LLVM IR; the ABI is the same.

Not done: async tokens and streams (`gpu.wait async`, async dependencies
are errors), clusters, `gpu.launch_func` with an `asyncObject`. The
lowered host code runs: `aiopt.runtime.mgpu_runtime` implements the `mgpu*`
functions (LLVM IR over the CUDA driver API, registered as the JIT's
symbols), and `aiopt.runtime.gpu_executor` JIT-compiles the host function
after `gpu-host-buffers-to-device` and this pass (`compile_for_cuda`,
`ai-runner --target cuda`; its Python `HostInterpreter` stays the fallback).
Since it loads and unloads the module around every launch, that runtime
keeps loaded modules cached by image address.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    IntegerType,
    MemRefType,
    ModuleOp,
    StringAttr,
    i1,
    i8,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter

from aiopt.dialects import gpu, llvm, nvvm
from aiopt.lowering.convert_to_llvm import ILLEGAL_DIALECTS, populate_convert_to_llvm_patterns
from aiopt.lowering.llvm_type_converter import (
    PTR,
    LLVMPattern,
    LLVMTypeConverter,
    MemRefDescriptor,
    apply_llvm_conversion,
    constant,
    declare_function,
    insert,
    string_global,
)
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option

VOID = llvm.LLVMVoidType()

RUNTIME_FUNCTIONS: dict[str, tuple[list[Attribute], Attribute]] = {
    "mgpuModuleLoad": ([PTR, i64], PTR),
    "mgpuModuleUnload": ([PTR], VOID),
    "mgpuModuleGetFunction": ([PTR, PTR], PTR),
    "mgpuLaunchKernel": ([PTR, i64, i64, i64, i64, i64, i64, i32, PTR, PTR, PTR, i64], VOID),
    "mgpuStreamCreate": ([], PTR),
    "mgpuStreamSynchronize": ([PTR], VOID),
    "mgpuStreamDestroy": ([PTR], VOID),
    "mgpuMemAlloc": ([i64, PTR, i1], PTR),
    "mgpuMemFree": ([PTR, PTR], VOID),
    "mgpuMemcpy": ([PTR, PTR, i64, PTR], VOID),
    "mgpuMemset32": ([PTR, i32, i64, PTR], VOID),
}
"""The C signatures of the runtime wrappers the lowered host code calls."""


def _call(rewriter: PatternRewriter, where: Operation, name: str, args: Sequence[SSAValue]) -> SSAValue | None:
    """Insert a call of runtime function `name` (declared once in the top-level module); its result, if any."""
    inputs, output = RUNTIME_FUNCTIONS[name]
    declare_function(where, name, inputs, None if output == VOID else output)
    call = llvm.CallOp(name, *args, return_type=None if output == VOID else output)
    rewriter.insert(call)
    return call.results[0] if call.results else None


def _null(rewriter: PatternRewriter) -> SSAValue:
    return insert(rewriter, llvm.ZeroOp.create(result_types=[PTR]))


def _string_constant(module: ModuleOp, name: str, text: str) -> llvm.LLVMArrayType:
    """The type of the constant `@name("text\\00")`, defined (internal) on first use."""
    for op in module.body.block.ops:
        if op.properties.get("sym_name") == StringAttr(name):
            return op.properties["global_type"]
    return string_global(module, name, text, "internal")


def _address(rewriter: PatternRewriter, name: str) -> SSAValue:
    return insert(rewriter, llvm.AddressOfOp(name, PTR))


def _element_bytes(rewriter: PatternRewriter, converter: LLVMTypeConverter, element: Attribute) -> SSAValue:
    """The bytes of one element in memory, as upstream computes it: `ptrtoint(getelementptr null[1])` (an i1
    takes a byte, a complex<f32> eight)."""
    end = insert(rewriter, llvm.GEPOp.build(_null(rewriter), [1], converter.convert_type(element)))
    return insert(rewriter, llvm.PtrToIntOp(end, i64))


def _byte_size(rewriter: PatternRewriter, converter: LLVMTypeConverter, descriptor: MemRefDescriptor) -> SSAValue:
    """The bytes of a contiguous memref: its element count (from the descriptor) times its element size."""
    size: SSAValue = _element_bytes(rewriter, converter, descriptor.type.element_type)
    for dim in range(descriptor.rank):
        size = insert(rewriter, llvm.MulOp(size, descriptor.size(rewriter, dim)))
    return size


@dataclass
class GpuPattern(LLVMPattern):
    """Base of the host-side gpu patterns: the bare-pointer option of kernel arguments."""

    bare_pointers_for_kernels: bool = False

    def descriptor(self, rewriter: PatternRewriter, value: SSAValue) -> MemRefDescriptor:
        return MemRefDescriptor(self.operand(rewriter, value), value.type, self.converter.index_type)

    def start(self, rewriter: PatternRewriter, descriptor: MemRefDescriptor) -> SSAValue:
        """The address of a memref's first element: its aligned pointer advanced by its offset."""
        element = self.convert(descriptor.type.element_type)
        gep = llvm.GEPOp.build(descriptor.aligned_ptr(rewriter), [descriptor.offset(rewriter)], element)
        return insert(rewriter, gep)


def _check_synchronous(op: Operation) -> None:
    if any(isinstance(v.type, gpu.AsyncTokenType) for v in (*op.operands, *op.results)):
        raise DiagnosticError(f"'{op.name}' with async tokens is not supported by gpu-to-llvm", op)


@dataclass
class LaunchFuncOpLowering(GpuPattern):
    """`gpu.launch_func` to module load, function lookup, launch and synchronization calls."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, gpu.LaunchFuncOp):
            return
        _check_synchronous(op)
        if op.clusterSizeX is not None:
            raise DiagnosticError("gpu-to-llvm: launches with clusters are not supported", op)
        module = op.get_toplevel_object()
        binary_name = op.kernel.root_reference.data
        kernel_name = op.kernel.nested_references.data[0].data
        binary = next(
            (o for o in module.body.block.ops if isinstance(o, gpu.BinaryOp) and o.sym_name.data == binary_name), None
        )
        if binary is None:
            raise DiagnosticError(f"no gpu.binary @{binary_name}: run gpu-module-to-binary first", op)
        selected = gpu.launched_object(binary)
        if isinstance(selected, str):
            raise DiagnosticError(selected, op)
        ptx = selected.object.data
        ptx_type = _string_constant(module, f"{binary_name}_ptx", ptx)
        _string_constant(module, f"{binary_name}_{kernel_name}_name", kernel_name)
        loaded = _call(rewriter, op, "mgpuModuleLoad", [_address(rewriter, f"{binary_name}_ptx"),
                                                         constant(rewriter, ptx_type.size.data, i64)])  # fmt: skip
        function = _call(
            rewriter, op, "mgpuModuleGetFunction", [loaded, _address(rewriter, f"{binary_name}_{kernel_name}_name")]
        )
        stream = _call(rewriter, op, "mgpuStreamCreate", [])
        sizes = [
            self._size(rewriter, v)
            for v in (op.gridSizeX, op.gridSizeY, op.gridSizeZ, op.blockSizeX, op.blockSizeY, op.blockSizeZ)
        ]
        shared = (
            self.operand(rewriter, op.dynamicSharedMemorySize)
            if op.dynamicSharedMemorySize is not None
            else constant(rewriter, 0, i32)
        )
        params, count = self._params(rewriter, op.kernelOperands)
        _call(rewriter, op, "mgpuLaunchKernel", [function, *sizes, shared, stream, params, _null(rewriter), count])
        _call(rewriter, op, "mgpuStreamSynchronize", [stream])
        _call(rewriter, op, "mgpuStreamDestroy", [stream])
        _call(rewriter, op, "mgpuModuleUnload", [loaded])
        rewriter.erase(op)

    def _size(self, rewriter: PatternRewriter, value: SSAValue) -> SSAValue:
        size = self.operand(rewriter, value)
        if size.type != i64:
            size = insert(rewriter, llvm.SExtOp(size, i64)) if size.type.width.data < 64 else size
        return size

    def _params(self, rewriter: PatternRewriter, operands: Sequence[SSAValue]) -> tuple[SSAValue, SSAValue]:
        """The `void **params` array of the kernel arguments (each stored in one stack struct) and its length."""
        values: list[SSAValue] = []
        for operand in operands:
            if isinstance(operand.type, MemRefType):
                descriptor = self.descriptor(rewriter, operand)
                values += (
                    [descriptor.aligned_ptr(rewriter)]
                    if self.bare_pointers_for_kernels
                    else descriptor.fields(rewriter)
                )
            else:
                values.append(_kernel_scalar(rewriter, self.operand(rewriter, operand)))
        one = constant(rewriter, 1, i64)
        struct_type = llvm.LLVMStructType.from_type_list([v.type for v in values] or [i8])
        storage = insert(rewriter, llvm.AllocaOp(one, struct_type))
        array = insert(rewriter, llvm.AllocaOp(constant(rewriter, max(len(values), 1), i64), PTR))
        for index, value in enumerate(values):
            field = insert(rewriter, llvm.GEPOp.build(storage, [0, index], struct_type))
            rewriter.insert(llvm.StoreOp(value, field))
            slot = insert(rewriter, llvm.GEPOp.build(array, [index], PTR))
            rewriter.insert(llvm.StoreOp(field, slot))
        return array, constant(rewriter, len(values), i64)


def _kernel_scalar(rewriter: PatternRewriter, value: SSAValue) -> SSAValue:
    """A scalar kernel argument as the kernel takes it: an integer of a width PTX has no parameter type for
    zero-extended to the next PTX width (`nvvm.kernel_parameter_width`), so that every byte the driver copies
    into the parameter is defined (the kernel truncates it back)."""
    if not isinstance(value.type, IntegerType):
        return value
    width = nvvm.kernel_parameter_width(value.type.width.data)
    if width == value.type.width.data:
        return value
    return insert(rewriter, llvm.ZExtOp(value, IntegerType(width)))


@dataclass
class AllocOpLowering(GpuPattern):
    """`gpu.alloc` to `mgpuMemAlloc` and a descriptor of the new buffer."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, gpu.AllocOp):
            return
        _check_synchronous(op)
        type_ = op.memref.type
        index = self.converter.index_type
        dynamic = iter(self.operands(rewriter, op.dynamicSizes))
        sizes = [constant(rewriter, s, index) if s >= 0 else next(dynamic) for s in type_.get_shape()]
        strides: list[SSAValue] = []
        running = constant(rewriter, 1, index)
        for size in reversed(sizes):
            strides.append(running)
            running = insert(rewriter, llvm.MulOp(running, size))
        strides.reverse()
        element_bytes = _element_bytes(rewriter, self.converter, type_.element_type)
        bytes_ = insert(rewriter, llvm.MulOp(running, element_bytes))
        shared = constant(rewriter, 1 if op.hostShared is not None else 0, i1)
        ptr = _call(rewriter, op, "mgpuMemAlloc", [bytes_, _null(rewriter), shared])
        zero = constant(rewriter, 0, index)
        descriptor = MemRefDescriptor.build(rewriter, type_, self.converter, ptr, ptr, zero, sizes, strides)
        self.replace(rewriter, op, [descriptor.value])


@dataclass
class DeallocOpLowering(GpuPattern):
    """`gpu.dealloc` to `mgpuMemFree` of the allocated pointer."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, gpu.DeallocOp):
            return
        _check_synchronous(op)
        pointer = self.descriptor(rewriter, op.memref).allocated_ptr(rewriter)
        _call(rewriter, op, "mgpuMemFree", [pointer, _null(rewriter)])
        rewriter.erase(op)


@dataclass
class MemcpyOpLowering(GpuPattern):
    """`gpu.memcpy` to `mgpuMemcpy` of the source's bytes from each side's first element (contiguous memrefs,
    as upstream's lowering requires)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, gpu.MemcpyOp):
            return
        _check_synchronous(op)
        source = self.descriptor(rewriter, op.src)
        target = self.descriptor(rewriter, op.dst)
        bytes_ = _byte_size(rewriter, self.converter, source)
        arguments = [self.start(rewriter, target), self.start(rewriter, source), bytes_, _null(rewriter)]
        _call(rewriter, op, "mgpuMemcpy", arguments)
        rewriter.erase(op)


@dataclass
class MemsetOpLowering(GpuPattern):
    """`gpu.memset` of 32-bit elements to `mgpuMemset32`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, gpu.MemsetOp):
            return
        _check_synchronous(op)
        if getattr(op.value.type, "bitwidth", None) != 32:
            raise DiagnosticError("gpu-to-llvm: only memsets of 32-bit elements are supported", op)
        target = self.descriptor(rewriter, op.dst)
        value = self.operand(rewriter, op.value)
        if value.type != i32:
            value = insert(rewriter, llvm.BitcastOp(value, i32))
        count = constant(rewriter, 1, i64)
        for dim in range(op.dst.type.get_num_dims()):
            count = insert(rewriter, llvm.MulOp(count, target.size(rewriter, dim)))
        _call(rewriter, op, "mgpuMemset32", [target.aligned_ptr(rewriter), value, count, _null(rewriter)])
        rewriter.erase(op)


@dataclass
class WaitOpLowering(GpuPattern):
    """A synchronous `gpu.wait` without dependencies is a no-op here (launches synchronize)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, gpu.WaitOp):
            _check_synchronous(op)
            rewriter.erase(op)


def populate_gpu_to_llvm_patterns(converter: LLVMTypeConverter, bare_pointers_for_kernels: bool = False):
    """The host-side gpu patterns plus the convert-to-llvm patterns for `converter`."""
    gpu_patterns = [
        pattern(converter, bare_pointers_for_kernels)
        for pattern in (
            LaunchFuncOpLowering,
            AllocOpLowering,
            DeallocOpLowering,
            MemcpyOpLowering,
            MemsetOpLowering,
            WaitOpLowering,
        )
    ]
    return [*gpu_patterns, *populate_convert_to_llvm_patterns(converter)]


@dataclass(frozen=True)
class GpuToLLVMConversionPass(DiagnosticPass):
    """Convert GPU host code to the llvm dialect with calls of the GPU runtime (upstream's `gpu-to-llvm`).

    Example, `ai-opt --gpu-to-llvm`:

        module attributes {gpu.container_module} {
          func.func @f(%n: index) {
            %m = gpu.alloc(%n) : memref<?xf32>
            gpu.dealloc %m : memref<?xf32>
            func.return
          }
        }

    becomes

        llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
        llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i1) -> !llvm.ptr
        llvm.func @f(%arg0: i64) {
          ...
          %8 = llvm.call @mgpuMemAlloc(%5, %7, %6) : (i64, !llvm.ptr, i1) -> !llvm.ptr
          ...
          llvm.call @mgpuMemFree(%16, %17) : (!llvm.ptr, !llvm.ptr) -> ()
    """

    name = "gpu-to-llvm"

    use_bare_pointers_for_host: bool = option(False, "Use bare pointers to pass memref arguments to host functions")
    use_bare_pointers_for_kernels: bool = option(False, "Use bare pointers to pass memref arguments to kernels")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for nested in op.walk():
            if isinstance(nested, gpu.ModuleOp):
                raise DiagnosticError("gpu-to-llvm needs gpu.binary ops: run gpu-module-to-binary first", nested)
        converter = LLVMTypeConverter(64, self.use_bare_pointers_for_host)
        patterns = populate_gpu_to_llvm_patterns(converter, self.use_bare_pointers_for_kernels)
        apply_llvm_conversion(
            op,
            patterns,
            ILLEGAL_DIALECTS,
            ("gpu.launch", "gpu.launch_func", "gpu.alloc", "gpu.dealloc", "gpu.memcpy", "gpu.memset", "gpu.wait"),
        )
        for binary in [o for o in op.body.block.ops if isinstance(o, gpu.BinaryOp)]:
            binary.detach()
            binary.erase()
        op.attributes.pop("gpu.container_module", None)
