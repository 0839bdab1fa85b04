"""Run a program on an NVIDIA GPU: the Python API's `target="cuda"` and `ai-runner --target cuda`.

    from aiopt.runtime.compiler import compile
    softmax = compile(stablehlo_text, target="cuda")
    probabilities = softmax(x)

The program is lowered with `hlo-to-gpu-pipeline` (from the level it is
written at), which leaves a host function and one `gpu.binary` (PTX) per
kernel. Where the CUDA driver (`libcuda.so.1`) is there, the host function
then runs as one JIT-compiled function (`JitHost`: `HOST_PIPELINE`, i.e.
`gpu-host-buffers-to-device` and `gpu-to-llvm`, whose `mgpu*` calls go to
`aiopt.runtime.mgpu_runtime`): no Python per launch, the inputs copied in
and the results out by the function itself, a failed driver call raised as
a `CudaError` after the call. Otherwise (`compile_for_cuda(host=...)`,
`GpuFunction.host_fallback`) the `HostInterpreter` runs it op by op in
Python with CUDA-backed semantics: `memref.alloc` allocates device memory, `gpu.launch_func` loads
the binary's PTX once (the driver compiles it for the device) and launches
the kernel with MLIR's kernel ABI, `memref.copy` copies on the device, views
(`memref.subview`, casts, reshapes) are descriptors of the same device
buffer, and scalar code (index and integer arithmetic, `memref.dim`, float
arithmetic and math on values loaded from the device, by their reference
semantics, branches and calls) runs on the host, as upstream's host code
runs on the CPU; a call of the collectives' runtime (`aiopt_collective_*`)
runs on copies of its buffers on the host. Buffers stay on the device from launch to launch; the
inputs are copied in before the run and the results out after it. A host op
with no such semantics (a loop left on the host, a tensor op) is an error
located at the op, found before any device work by `HostInterpreter.check`.
"""

from __future__ import annotations

import io
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    UnrankedMemRefType,
)
from xdsl.ir import Operation, SSAValue

from aiopt.dialects import gpu
from aiopt.reference.cf import BRANCH_OPS, branch_target
from aiopt.reference.hlo import numpy_dtype
from aiopt.reference.runtime_collectives import call_collective, call_description, is_collective_function
from aiopt.reference.tensor import mixed_values
from aiopt.runtime import cuda_runtime as cuda
from aiopt.runtime.compiler import (
    CompileError,
    EntryFunction,
    LaidOut,
    _run_passes,
    entry_signature,
    results_in_input_form,
)
from aiopt.runtime.jit import MemRefArg
from aiopt.runtime.runtime_errors import RuntimeCheckError
from aiopt.support.dense_resource import ResourceError, dense_from_resource
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.formatted_asserts import fill_in

if TYPE_CHECKING:
    from aiopt.support.registry import Registry


@dataclass
class DeviceMemRef:
    """A memref value on the device: its data pointer, element type, sizes, strides and offset (elements)."""

    pointer: int
    dtype: np.dtype
    sizes: tuple[int, ...]
    strides: tuple[int, ...]
    offset: int = 0
    owner: cuda.DeviceBuffer | None = None

    @staticmethod
    def allocate(dtype: np.dtype, sizes: Sequence[int]) -> DeviceMemRef:
        buffer = cuda.DeviceBuffer(tuple(sizes), dtype)
        return DeviceMemRef(buffer.pointer, buffer.dtype, tuple(sizes), _row_major(sizes), 0, buffer)

    @property
    def address(self) -> int:
        return self.pointer + self.offset * self.dtype.itemsize

    @property
    def contiguous(self) -> bool:
        return self.strides == _row_major(self.sizes)

    def argument(self) -> cuda.MemRefArgument:
        return cuda.MemRefArgument(self.pointer, self.sizes, self.strides, self.offset)

    def to_array(self) -> np.ndarray:
        array = np.empty(self.sizes, self.dtype)
        cuda.copy_device_to_host(array, self.address)
        return array

    def element_address(self, indices: Sequence[int]) -> int:
        linear = self.offset + sum(i * s for i, s in zip(indices, self.strides))
        return self.pointer + linear * self.dtype.itemsize


def laid_out_on_device(laid: LaidOut) -> DeviceMemRef:
    """An input laid out as its memref type says (`compiler._laid_out`, the CPU's buffer) on the device: its
    whole buffer copied, the memref at the buffer's `start` with the layout's offset and strides, where
    kernels compiled for the type read and write its elements:

        memref<8x32xf32, strided<[34, 1], offset: 35>>: a device buffer of 35 + 7 * 34 + 32 floats,
        sizes (8, 32), strides (34, 1), offset 35
    """
    buffer = DeviceMemRef.allocate(laid.buffer.dtype, laid.buffer.shape)
    cuda.copy_host_to_device(buffer.pointer, laid.buffer)
    pointer = buffer.pointer + laid.start * buffer.dtype.itemsize
    return DeviceMemRef(pointer, buffer.dtype, laid.elements.shape, laid.strides, laid.offset, buffer.owner)


def _laid_out_reader(memref: DeviceMemRef, laid: LaidOut) -> Callable[[], np.ndarray]:
    """What reads a laid-out input's elements back from the device (`laid_out_on_device` copied `laid`'s
    buffer there): its whole device buffer copied into `laid.buffer`, whose `elements` view it returns."""
    start = memref.pointer - laid.start * laid.buffer.dtype.itemsize

    def read() -> np.ndarray:
        cuda.copy_device_to_host(laid.buffer, start)
        return laid.elements

    return read


def _row_major(sizes: Sequence[int]) -> tuple[int, ...]:
    strides, running = [], 1
    for size in reversed(sizes):
        strides.append(running)
        running *= size
    return tuple(reversed(strides))


@dataclass
class _HostValues:
    """The host's values, as `reference.cf.branch_target` asks for them."""

    values: dict[SSAValue, Any]

    def get_values(self, values) -> tuple[Any, ...]:
        return tuple(self.values[v] for v in values)


_NOT_ON_THE_HOST = (
    "cannot run on the host with the CUDA target (only launches, buffers, branches and scalar arithmetic)"
)


def _scalar_arithmetic(op: Operation) -> bool:
    """An arith, math or complex op on integer, float and complex scalars with reference semantics (what
    `_evaluate` runs)."""
    from aiopt.reference.interpreter import semantics_of

    types = [v.type for v in (*op.operands, *op.results)]
    return (
        op.name.startswith(("arith.", "math.", "complex."))
        and all(isinstance(t, IntegerType | AnyFloat | ComplexType) for t in types)
        and semantics_of(type(op)) is not None
    )


def _fail(op: Operation, message: str) -> DiagnosticError:
    return DiagnosticError(op_error_message(op, message), op)


def _wrap(bits: int, value: int, signed: bool = True) -> int:
    """`value` as a `bits`-wide integer (two's complement when `signed`)."""
    value &= (1 << bits) - 1
    return value - (1 << bits) if signed and value >> (bits - 1) else value


def _unsigned(bits: int, value: int) -> int:
    return value & ((1 << bits) - 1)


def _trunc_div(a: int, b: int) -> int:
    return abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)


_INTEGER_OPS: dict[str, Callable[[int, int, int], int]] = {
    "arith.addi": lambda w, a, b: a + b,
    "arith.subi": lambda w, a, b: a - b,
    "arith.muli": lambda w, a, b: a * b,
    "arith.divsi": lambda w, a, b: _trunc_div(a, b),
    "arith.divui": lambda w, a, b: _unsigned(w, a) // _unsigned(w, b),
    "arith.ceildivsi": lambda w, a, b: -((-a) // b),
    "arith.ceildivui": lambda w, a, b: -(-_unsigned(w, a) // _unsigned(w, b)),
    "arith.floordivsi": lambda w, a, b: a // b,
    "arith.remsi": lambda w, a, b: a - _trunc_div(a, b) * b,
    "arith.remui": lambda w, a, b: _unsigned(w, a) % _unsigned(w, b),
    "arith.minsi": lambda w, a, b: min(a, b),
    "arith.maxsi": lambda w, a, b: max(a, b),
    "arith.minui": lambda w, a, b: min(_unsigned(w, a), _unsigned(w, b)),
    "arith.maxui": lambda w, a, b: max(_unsigned(w, a), _unsigned(w, b)),
    "arith.andi": lambda w, a, b: a & b,
    "arith.ori": lambda w, a, b: a | b,
    "arith.xori": lambda w, a, b: a ^ b,
    "arith.shli": lambda w, a, b: a << b,
    "arith.shrsi": lambda w, a, b: a >> b,
    "arith.shrui": lambda w, a, b: _unsigned(w, a) >> b,
}
"""Host integer arithmetic (Python ints, wrapped to the type's width)."""

_INTEGER_UNARY: dict[str, Callable[[int, int], int]] = {
    "arith.extsi": lambda w, a: a,
    "arith.extui": lambda w, a: _unsigned(w, a),
    "arith.trunci": lambda w, a: a,
    "math.absi": lambda w, a: abs(a),
    "math.ctpop": lambda w, a: bin(_unsigned(w, a)).count("1"),
    "math.ctlz": lambda w, a: w - _unsigned(w, a).bit_length(),
}
"""Host integer casts and unary ops, by the operand's width (the result is wrapped to its own)."""

_PREDICATES: dict[int, Callable[[int, int, int], bool]] = {
    0: lambda w, a, b: a == b,
    1: lambda w, a, b: a != b,
    2: lambda w, a, b: a < b,
    3: lambda w, a, b: a <= b,
    4: lambda w, a, b: a > b,
    5: lambda w, a, b: a >= b,
    6: lambda w, a, b: _unsigned(w, a) < _unsigned(w, b),
    7: lambda w, a, b: _unsigned(w, a) <= _unsigned(w, b),
    8: lambda w, a, b: _unsigned(w, a) > _unsigned(w, b),
    9: lambda w, a, b: _unsigned(w, a) >= _unsigned(w, b),
}
"""`arith.cmpi` predicates by their enum value (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge)."""


def _width(type_) -> int:
    return 64 if isinstance(type_, IndexType) else type_.width.data


class HostInterpreter:
    """Runs one host function of a lowered module, with device buffers and kernel launches through CUDA."""

    def __init__(self, module: ModuleOp, entry: str):
        self.module = module
        self.function = _find_symbol(module, entry)
        if self.function is None or self.function.name != "func.func":
            raise DiagnosticError(f"no func.func named '@{entry}' to run on the host", module)
        self._binaries: dict[str, cuda.CudaModule] = {}
        self._globals: dict[str, DeviceMemRef] = {}
        self._callees: dict[str, HostInterpreter] = {}
        self._arguments: tuple[Any, ...] = ()
        self._handlers: dict[str, Callable[[Operation, list[Any]], list[Any]]] = {
            "arith.constant": self._constant,
            "arith.cmpi": self._cmpi,
            "arith.select": lambda op, a: [a[1] if a[0] else a[2]],
            "arith.index_cast": lambda op, a: [a[0]],
            "arith.index_castui": lambda op, a: [a[0]],
            "memref.alloc": self._alloc,
            "memref.alloca": self._alloc,
            "gpu.alloc": self._alloc,
            "memref.dealloc": self._dealloc,
            "bufferization.clone": self._clone,
            "gpu.dealloc": self._dealloc,
            "memref.dim": lambda op, a: [a[0].sizes[a[1]]],
            "memref.get_global": self._get_global,
            "memref.load": self._load,
            "memref.store": self._store,
            "memref.copy": self._copy,
            "gpu.memcpy": lambda op, a: self._copy(op, [a[-1], a[-2]]),
            "memref.collapse_shape": self._reshape,
            "memref.expand_shape": self._reshape,
            "memref.cast": self._reshape,
            "memref.reshape": self._reshape_to,
            "memref.subview": self._subview,
            "builtin.unrealized_conversion_cast": self._reinterpret,
            "gpu.launch_func": self._launch,
            "gpu.wait": lambda op, a: [None] * len(op.results),
            "cf.assert": self._assert,
            "func.call": self._call,
            "arith.bitcast": self._bitcast,
        }

    def check(self, checked: set[str] | None = None) -> None:
        """A located error at the first op of the host function (or of a function it calls) that `run` cannot
        run, before any device work: an op other than a launch, a buffer op, index and integer arithmetic, a
        branch or a call (float arithmetic left on the host, say). What only the values tell (a dense constant,
        a copy between strided buffers) is found by `run`."""
        checked = checked if checked is not None else set()
        checked.add(self.function.sym_name.data)
        for block in self.function.body.blocks:
            for op in block.ops:
                if op.successors and op.name not in BRANCH_OPS:
                    raise _fail(op, "branches on the host in a way the CUDA target cannot run")
                known = op.name in (*_INTEGER_OPS, *_INTEGER_UNARY, *self._handlers, *BRANCH_OPS)
                known = known or _scalar_arithmetic(op)
                if not known and op.name not in ("func.return", "return"):
                    raise _fail(op, _NOT_ON_THE_HOST)
                callee = op.callee.root_reference.data if op.name == "func.call" else None
                if callee is not None and callee not in checked and not is_collective_function(callee):
                    self._callee(op).check(checked)

    def run(self, arguments: Sequence[Any]) -> list[Any]:
        """Run the host function on device memrefs and scalars; return its results. Branches (the cf ops
        convert-scf-to-cf makes of an scf.if or scf.while on the host) are followed block by block."""
        values: dict[SSAValue, Any] = {}
        block, block_args = self.function.body.blocks[0], tuple(arguments)
        self._arguments = block_args  # what a formatted assertion's message names (`_assert`)
        while True:
            values.update(zip(block.args, block_args))
            for op in block.ops:
                args = [values[v] for v in op.operands]
                if op.name in ("func.return", "return"):
                    return args
                if op.successors:
                    if op.name not in BRANCH_OPS:
                        raise _fail(op, "branches on the host in a way the CUDA target cannot run")
                    block, block_args = branch_target(_HostValues(values), op, tuple(args))
                    break
                values.update(zip(op.results, self._interpret(op, args)))
            else:
                return []

    def _interpret(self, op: Operation, args: list[Any]) -> list[Any]:
        if op.name in _INTEGER_OPS:
            width = _width(op.results[0].type)
            return [_wrap(width, _INTEGER_OPS[op.name](width, int(args[0]), int(args[1])))]
        if op.name in _INTEGER_UNARY:
            value = _INTEGER_UNARY[op.name](_width(op.operands[0].type), int(args[0]))
            return [_wrap(_width(op.results[0].type), value)]
        handler = self._handlers.get(op.name)
        if handler is not None:
            return handler(op, args)
        if _scalar_arithmetic(op):
            return self._evaluate(op, args)
        raise _fail(op, _NOT_ON_THE_HOST)

    def _evaluate(self, op: Operation, args: list[Any]) -> list[Any]:
        """Scalar arithmetic the host computes as the CPU would (float ops, casts, math functions of values read
        from the device): the reference semantics, on numpy scalars of the operands' types."""
        from aiopt.reference.interpreter import evaluate_op

        values = [np.asarray(a, numpy_dtype(v.type)) for a, v in zip(args, op.operands)]
        return [r.item() if np.asarray(r).dtype.kind in "biu" else np.asarray(r)[()] for r in evaluate_op(op, values)]

    # -- scalars --
    def _assert(self, op: Operation, args: list[Any]) -> list[Any]:
        """A run-time check (convert-mhlo-to-linalg's shape checks): a located error when it fails, with the
        function's arguments in its message where they are named (`aiopt.support.formatted_asserts`)."""
        if not args[0]:
            raise RuntimeCheckError(fill_in(op, self._arguments), op)
        return []

    def _constant(self, op: Operation, args: list[Any]) -> list[Any]:
        value = op.properties["value"]
        if isinstance(value, IntegerAttr):
            return [value.value.data]
        if isinstance(value, FloatAttr):
            return [numpy_dtype(value.type).type(value.value.data)]
        raise _fail(op, "only scalar constants run on the host")

    def _cmpi(self, op: Operation, args: list[Any]) -> list[Any]:
        width = _width(op.operands[0].type)
        return [_PREDICATES[op.predicate.value.data](width, args[0], args[1])]

    def _callee(self, op: Operation) -> HostInterpreter:
        """The host interpreter of the function `op` calls (sharing the loaded binaries and globals)."""
        name = op.callee.root_reference.data
        if name not in self._callees:
            callee = _find_symbol(self.module, name)
            if callee is None or callee.name != "func.func" or not callee.body.blocks:
                raise _fail(op, f"calls @{name}, which has no body to run on the host")
            interpreter = HostInterpreter(self.module, name)
            interpreter._binaries, interpreter._globals = self._binaries, self._globals
            self._callees[name] = interpreter
        return self._callees[name]

    def _call(self, op: Operation, args: list[Any]) -> list[Any]:
        if is_collective_function(op.callee.root_reference.data):
            return self._collective(op, args)
        return self._callee(op).run(args)

    def _collective(self, op: Operation, args: list[DeviceMemRef]) -> list[Any]:
        """A call of the runtime of compiled collectives (`aiopt_collective_<N>_<n>`, `hlo-collectives-to-runtime`):
        its buffers copied to the host, the call run as compiled code's runtime runs it
        (`aiopt.reference.runtime_collectives`), the buffers it writes (the results) copied back."""
        if not all(isinstance(a, DeviceMemRef) and a.contiguous for a in args):
            raise _fail(op, "passes a buffer that is not contiguous to the runtime")
        arrays = [a.to_array() for a in args]
        status = call_collective(op, arrays)
        results = 1 + len(call_description(arrays[0])["inputs"])
        for memref, array in zip(args[results:], arrays[results:]):
            cuda.copy_host_to_device(memref.address, np.ascontiguousarray(array))
        return [int(s) for s in status]

    def _bitcast(self, op: Operation, args: list[Any]) -> list[Any]:
        """A scalar's bits read as another type of the same width (bitcast_convert of a rank-0 tensor)."""
        source, target = numpy_dtype(op.operands[0].type), numpy_dtype(op.results[0].type)
        widths = [getattr(v.type, "bitwidth", 0) for v in (op.operands[0], op.results[0])]
        if not (widths[0] == widths[1] == source.itemsize * 8 == target.itemsize * 8):
            raise _fail(op, _NOT_ON_THE_HOST)
        value = np.asarray(args[0] if source.kind not in "iu" else _wrap(widths[0], int(args[0]), source.kind == "i"),
                           source).view(target)  # fmt: skip
        return [value.item() if target.kind in "biu" else value[()]]

    # -- buffers --
    def _alloc(self, op: Operation, args: list[Any]) -> list[Any]:
        type_ = op.results[0].type
        if not isinstance(type_.layout, NoneAttr):
            raise _fail(op, "only identity-layout buffers can be allocated")
        dynamic = iter(a for a in args if isinstance(a, int))
        sizes = [s if s >= 0 else next(dynamic) for s in type_.get_shape()]
        return [DeviceMemRef.allocate(numpy_dtype(type_.element_type), sizes), *([None] * (len(op.results) - 1))]

    def _dealloc(self, op: Operation, args: list[Any]) -> list[Any]:
        memref = next(a for a in args if isinstance(a, DeviceMemRef))
        if memref.owner is not None:
            memref.owner.free()
        return [None] * len(op.results)

    def _clone(self, op: Operation, args: list[Any]) -> list[Any]:
        """A new buffer (the result the deallocation pipeline frees) holding a copy of the operand."""
        source: DeviceMemRef = args[0]
        clone = DeviceMemRef.allocate(source.dtype, source.sizes)
        self._copy(op, [source, clone])
        return [clone]

    def _get_global(self, op: Operation, args: list[Any]) -> list[Any]:
        name = op.properties["name"].root_reference.data
        if name not in self._globals:
            global_op = _find_symbol(self.module, name)
            value = global_op.properties.get("initial_value") if global_op is not None else None
            if isinstance(value, DenseResourceAttr):
                try:
                    value = dense_from_resource(value)
                except ResourceError as err:
                    raise _fail(op, f"the global @{name}: {err}") from None
            if not isinstance(value, DenseIntOrFPElementsAttr):
                raise _fail(op, f"the global @{name} has no dense initial value")
            type_ = op.results[0].type
            dtype = numpy_dtype(type_.element_type)
            data = np.asarray(value.get_values(), dtype)
            shape = tuple(type_.get_shape())
            array = np.broadcast_to(data.reshape(shape) if data.size == math.prod(shape) else data, shape)
            memref = DeviceMemRef.allocate(dtype, shape)
            cuda.copy_host_to_device(memref.address, np.ascontiguousarray(array))
            self._globals[name] = memref
        return [self._globals[name]]

    def _load(self, op: Operation, args: list[Any]) -> list[Any]:
        memref, indices = args[0], args[1:]
        element = np.empty((), memref.dtype)
        cuda.copy_device_to_host(element, memref.element_address(indices))
        # Integers as Python ints, as the host's integer arithmetic computes them.
        return [element.item() if memref.dtype.kind in "biu" else element[()]]

    def _store(self, op: Operation, args: list[Any]) -> list[Any]:
        value, memref, indices = args[0], args[1], args[2:]
        if memref.dtype.kind in "iu":
            value = _wrap(memref.dtype.itemsize * 8, int(value), signed=memref.dtype.kind == "i")
        cuda.copy_host_to_device(memref.element_address(indices), np.asarray(value, memref.dtype))
        return []

    def _copy(self, op: Operation, args: list[Any]) -> list[Any]:
        source, target = (a for a in args if isinstance(a, DeviceMemRef))
        if not (source.contiguous and target.contiguous) or source.sizes != target.sizes:
            raise _fail(op, "only copies between contiguous buffers of one shape run on the device")
        nbytes = math.prod(source.sizes) * source.dtype.itemsize
        cuda.copy_device_to_device(target.address, source.address, nbytes)
        return [None] * len(op.results)

    def _reshape(self, op: Operation, args: list[Any]) -> list[Any]:
        source: DeviceMemRef = args[0]
        type_ = op.results[0].type
        if isinstance(type_, UnrankedMemRefType):  # a buffer passed to a runtime function (`_collective`)
            return [source]
        if not source.contiguous or not isinstance(type_.layout, NoneAttr) or not type_.has_static_shape():
            raise _fail(op, "only static reshapes of contiguous buffers run on the device")
        sizes = tuple(type_.get_shape())
        return [DeviceMemRef(source.pointer, source.dtype, sizes, _row_major(sizes), source.offset, None)]

    def _reshape_to(self, op: Operation, args: list[Any]) -> list[Any]:
        """`memref.reshape %source(%shape)`: the contiguous buffer with the sizes the 1-D buffer `%shape`
        holds (what a dynamic_reshape bufferizes to; the sizes were checked before, by cf.asserts)."""
        source, shape = args[0], args[1]
        if not source.contiguous or not isinstance(op.results[0].type.layout, NoneAttr):
            raise _fail(op, "only reshapes of contiguous buffers run on the device")
        sizes = tuple(int(self._load(op, [shape, i])[0]) for i in range(shape.sizes[0]))
        return [DeviceMemRef(source.pointer, source.dtype, sizes, _row_major(sizes), source.offset, None)]

    def _subview(self, op: Operation, args: list[Any]) -> list[Any]:
        """The same buffer at an offset, with sizes and strides (a slice passed to a kernel, say); a
        rank-reducing subview drops the size-1 dimensions the result type leaves out."""
        source: DeviceMemRef = args[0]
        counts = [len(op.offsets), len(op.sizes), len(op.strides)]
        dynamic = [int(a) for a in args[1:]]
        offsets = mixed_values(op.static_offsets.get_values(), dynamic[: counts[0]])
        sizes = mixed_values(op.static_sizes.get_values(), dynamic[counts[0] : counts[0] + counts[1]])
        steps = mixed_values(op.static_strides.get_values(), dynamic[counts[0] + counts[1] :])
        offset = source.offset + sum(o * s for o, s in zip(offsets, source.strides))
        dims = [(size, stride * step) for size, stride, step in zip(sizes, source.strides, steps)]
        rank = op.results[0].type.get_num_dims()
        if len(dims) != rank:
            dims = [d for d in dims if d[0] != 1]
        if len(dims) != rank:
            raise _fail(op, "drops dimensions of size other than 1, which the host cannot tell apart")
        sizes_, strides = tuple(d[0] for d in dims), tuple(d[1] for d in dims)
        return [DeviceMemRef(source.pointer, source.dtype, sizes_, strides, offset, None)]

    def _reinterpret(self, op: Operation, args: list[Any]) -> list[Any]:
        """A memref-to-memref cast that a type conversion left (memref<4xui8> to memref<4xi8>): the same buffer
        with elements of the same width read as the other type."""
        source, target = op.operands[0].type, op.results[0].type
        if len(op.operands) != 1 or not (isinstance(source, MemRefType) and isinstance(target, MemRefType)):
            raise _fail(op, _NOT_ON_THE_HOST)
        memref: DeviceMemRef = args[0]
        dtype = numpy_dtype(target.element_type)
        widths = getattr(source.element_type, "bitwidth", None), getattr(target.element_type, "bitwidth", None)
        if widths[0] is None or widths[0] != widths[1] or dtype.itemsize != memref.dtype.itemsize:
            raise _fail(op, f"reinterprets {source} as {target}: only elements of the same width can be")
        return [DeviceMemRef(memref.pointer, dtype, memref.sizes, memref.strides, memref.offset, None)]

    # -- kernels --
    def _launch(self, op: Operation, args: list[Any]) -> list[Any]:
        assert isinstance(op, gpu.LaunchFuncOp)
        start = len(op.asyncDependencies)
        grid, block = args[start : start + 3], args[start + 3 : start + 6]
        if any(int(size) == 0 for size in (*grid, *block)):
            # No thread to run (a kernel over an empty tensor); CUDA rejects a launch of zero blocks.
            return [None] * len(op.results)
        binary_name = op.kernel.root_reference.data
        kernel_name = op.kernel.nested_references.data[0].data
        kernel_args = args[len(args) - len(op.kernelOperands) :] if op.kernelOperands else []
        values = []
        for value, operand in zip(kernel_args, op.kernelOperands):
            if isinstance(value, DeviceMemRef):
                values.append(value.argument())
            elif isinstance(operand.type, IndexType):
                values.append(int(value))
            else:
                values.append(numpy_dtype(operand.type).type(value))
        self._binary(op, binary_name).kernel(kernel_name).launch(grid, block, values, synchronize=False)
        return [None] * len(op.results)

    def _binary(self, op: Operation, name: str) -> cuda.CudaModule:
        if name not in self._binaries:
            binary = _find_symbol(self.module, name)
            if not isinstance(binary, gpu.BinaryOp):
                raise _fail(op, f"no gpu.binary @{name}: compile the kernels with gpu-module-to-binary first")
            selected = gpu.launched_object(binary)
            if isinstance(selected, str):
                raise _fail(op, selected)
            self._binaries[name] = cuda.CudaModule(selected.object.data)
        return self._binaries[name]


def _find_symbol(module: ModuleOp, name: str) -> Operation | None:
    for op in module.body.block.ops:
        symbol = op.properties.get("sym_name") or op.attributes.get("sym_name")
        if symbol is not None and symbol.data == name:
            return op
    return None


HOST_PIPELINE = (
    "gpu-host-buffers-to-device",
    "math-polynomial-approximation",
    "convert-cf-assert-to-runtime-call",
    "arith-expand-bf16-conversions",
    "math-extend-to-supported-types",
    "arith-emulate-unsupported-floats{source-types=bf16 target-type=f32}",
    "arith-expand-bf16-conversions",
    "gpu-to-llvm",
    "reconcile-unrealized-casts",
)
"""What makes the host code of `hlo-to-gpu-pipeline` a JIT-compiled function: its buffers on the device with
copies at the boundary, the CPU pipeline's handling of math (`cbrt`, ... as arithmetic), checks and bf16 scalars,
then the `mgpu*` calls."""

HOST_MODES = ("auto", "jit", "interpreter")
"""How the host function runs: `jit` (one JIT-compiled function calling the `mgpu*` runtime), `interpreter`
(`HostInterpreter`, op by op in Python), `auto` (the JIT where the CUDA driver is there and the host code
can be compiled, else the interpreter)."""


class JitHost:
    """The host function JIT-compiled, launching its kernels through `aiopt.runtime.mgpu_runtime`: called on
    numpy arrays (host memory), it copies them to the device, runs, and copies the results back."""

    def __init__(self, module: ModuleOp, signature: dict, timings: dict[str, float], engine) -> None:
        import time

        from aiopt.runtime import mgpu_runtime
        from aiopt.runtime.compiler import finish_signature
        from aiopt.runtime.jit import CInterfaceFunction, JitError, JitModule
        from aiopt.support.registry import default_registry
        from aiopt.targets.mlir_to_llvmir import translate_to_llvmir

        host = module.clone()
        _run_passes(default_registry(), host, ",".join(HOST_PIPELINE), "", timings, engine)
        if engine.error_count:
            raise DiagnosticError("the host code cannot be JIT-compiled", module)
        started = time.perf_counter()
        signature = dict(signature)
        finish_signature(host, signature)
        self.llvm_ir = translate_to_llvmir(host, raw_constants=True)
        timings["Translate host code to LLVM IR"] = time.perf_counter() - started
        started = time.perf_counter()
        mgpu_runtime.runtime()  # the mgpu* symbols the host code calls
        try:
            self.jit = JitModule(self.llvm_ir)
            inputs = [_spec(s) for s in signature["inputs"]]
            results = [_spec(s) for s in signature["results"]]
            self.function = CInterfaceFunction(
                self.jit, signature["entry"], inputs, results, results_as_out_params=signature["out_params"]
            )
        except JitError as err:
            raise DiagnosticError(f"the host code cannot be JIT-compiled: {err}", module) from None
        timings["JIT host code (llvmlite -O3)"] = time.perf_counter() - started
        self.freed_after_call = 0
        """How many device buffers the last call's host code left allocated (freed after it)."""

    def __call__(self, arrays: Sequence[np.ndarray], outputs=None, prepared: bool = False) -> list[np.ndarray]:
        from aiopt.runtime import mgpu_runtime

        if mgpu_runtime.current_driver() is None:
            mgpu_runtime.use_driver()  # libcuda's; a CudaError without one
        try:
            results = self.function(*arrays, outputs=outputs, prepared=prepared)
        except BaseException:
            # A run-time check jumped out of the host code before its frees: free its device buffers.
            mgpu_runtime.release_thread()
            error = mgpu_runtime.take_driver_error()
            if error is not None:
                raise error from None
            raise
        # Every device buffer of a call is freed by its end: what the host code left (a buffer the
        # deallocation pipeline did not free) is freed here, and counted.
        self.freed_after_call = mgpu_runtime.release_thread()
        mgpu_runtime.raise_driver_error()
        return results

    def __del__(self) -> None:
        # The runtime keeps the modules it loaded by the address of their PTX, which is this code's memory.
        # (Not while the interpreter exits: the driver's callbacks may be gone, and the process's end frees all;
        # an import then raises, and this module's globals may already be None.)
        try:
            if sys.is_finalizing():
                return
            from aiopt.runtime import mgpu_runtime

            mgpu_runtime.unload_modules()
        except Exception:
            pass


def _spec(spec: dict):
    from aiopt.runtime.compiler import _spec_from_json

    return _spec_from_json(spec)


class GpuFunction(EntryFunction):
    """A program compiled for the GPU, callable on numpy arrays like `compiler.CompiledFunction`.

    `host` says how its host function runs: `"jit"` (`jit_host`, one JIT-compiled function) or
    `"interpreter"` (`HostInterpreter`); `host_fallback` says why `auto` chose the interpreter."""

    def __init__(self, module: ModuleOp, signature: dict, timings: dict[str, float]):
        super().__init__(signature, timings)
        self.module = module
        self.kernels: dict[str, Operation] = {}
        """The gpu.module each gpu.binary was compiled from (by name), when the default pipeline made them."""
        self.host = "interpreter"
        self.host_fallback: str | None = None
        self.jit_host: JitHost | None = None
        self._host = HostInterpreter(module, self.entry)
        host_inputs = self._host.function.function_type.inputs.data
        self._out_params = len(host_inputs) - len(self.inputs)
        # buffer-results-to-out-params makes the results of static shape trailing arguments, in order, and
        # leaves those of dynamic shape returned, in order.
        static = [isinstance(spec, MemRefArg) and all(d >= 0 for d in spec.shape) for spec in self.results]
        if sum(static) != self._out_params:  # a pipeline of the caller's: its out-params are the first results
            static = [i < self._out_params for i in range(len(self.results))]
        self._out_flags = static

    def run_on_device(self, arguments: Sequence[Any]) -> list[Any]:
        """Run on device memrefs (inputs then out params, as the host function takes them); no copies."""
        return self._host.run(arguments)

    def device_arguments(self, arrays: Sequence[np.ndarray]) -> list[Any]:
        """The inputs copied to the device, followed by fresh device buffers for the out params.

        An input of a memref type that fixes its layout (a static offset or stride, which kernels take from
        the type) goes in a device buffer of that layout (`laid_out_on_device`), as the CPU's call passes it."""
        return self._device_inputs(self.check_inputs(arrays))[0] + self._out_buffers()

    def _device_inputs(self, checked: list[np.ndarray]) -> tuple[list[Any], dict[int, Callable[[], np.ndarray]]]:
        """The inputs (`checked`: after `check_inputs`) copied to the device (`device_arguments`), and for each
        memref input the host function may write (not marked `bufferization.writable = false`), by index, what
        reads its elements back from the device (`call` copies them into the caller's array)."""
        from aiopt.transforms.gpu_host_buffers_to_device import writable_argument

        arguments: list[Any] = []
        readers: dict[int, Callable[[], np.ndarray]] = {}
        layouts = self.layouts(checked)
        function = self._host.function
        for index, array in enumerate(checked):
            if array.ndim == 0 and not isinstance(function.function_type.inputs.data[len(arguments)], MemRefType):
                arguments.append(array[()])
                continue
            if index in layouts:
                memref = laid_out_on_device(layouts[index])
                readers[index] = _laid_out_reader(memref, layouts[index])
            else:
                memref = DeviceMemRef.allocate(array.dtype, array.shape)
                cuda.copy_host_to_device(memref.address, np.ascontiguousarray(array))
                readers[index] = memref.to_array
            if not writable_argument(function, index):
                del readers[index]
            arguments.append(memref)
        return arguments, readers

    def _out_buffers(self) -> list[DeviceMemRef]:
        """Fresh device buffers for the out params."""
        specs = [spec for spec, out in zip(self.results, self._out_flags) if out]
        return [DeviceMemRef.allocate(spec.dtype, spec.shape) for spec in specs]

    def kernel_sources(self) -> dict[str, Operation]:
        """{PTX text: the gpu.module it was compiled from} (what a fake driver runs instead of the PTX)."""
        sources = {}
        for op in self.module.body.block.ops:
            if isinstance(op, gpu.BinaryOp) and op.sym_name.data in self.kernels:
                for object_ in op.objects.data:
                    if object_.format.data == "assembly":
                        sources[object_.object.data] = self.kernels[op.sym_name.data]
        return sources

    def call(self, *arrays: np.ndarray) -> list[np.ndarray]:
        """Run the entry on the GPU; return every result as a numpy array."""
        if self.jit_host is not None:
            # (The host code reads a laid-out input at the offset and strides of its type, as compiled CPU code.)
            passed, views = self.laid_out(self.check_inputs(arrays))
            results = self.jit_host(passed)
            self.copy_back(arrays, views)
            return results_in_input_form(self.signature, arrays, results)
        inputs, readers = self._device_inputs(self.check_inputs(arrays))
        arguments = inputs + self._out_buffers()
        returned = self.run_on_device(arguments)
        cuda.synchronize()
        # A memref argument is the caller's buffer: what the kernels wrote into an input goes back into the
        # caller's array, as the JIT host function's copy back and the CPU's call do.
        self.copy_back(arrays, [(index, read()) for index, read in readers.items()])
        written, returned_ = iter(arguments[len(arrays) :]), iter(returned)
        results = [next(written) if out else next(returned_) for out in self._out_flags]
        results = [r.to_array() if isinstance(r, DeviceMemRef) else np.asarray(r) for r in results]
        return results_in_input_form(self.signature, arrays, results)

    def prepared_call(self, arrays: Sequence[np.ndarray]):
        """A no-argument callable that runs the entry on inputs already on the device (for benchmarks); with the
        JIT host, on prepared host inputs (the host function copies them to the device, as every call does)."""
        if self.jit_host is not None:
            jit_host = self.jit_host
            prepared = jit_host.function.prepare(self.laid_out(self.check_inputs(arrays))[0])
            outputs = jit_host.function.new_outputs()
            return lambda: jit_host(prepared, outputs=outputs, prepared=True)
        arguments = self.device_arguments(arrays)

        def run() -> None:
            self.run_on_device(arguments)
            cuda.synchronize()

        return run

    def __call__(self, *arrays: np.ndarray):
        results = self.call(*arrays)
        return results[0] if len(results) == 1 else tuple(results)


def lower_for_cuda(module: ModuleOp, entry: str, pipeline: str | None, chip: str | None, engine,
                   tf32: bool = False, registry: Registry | None = None) -> dict[str, float]:
    """Run `pipeline` (default: hlo-to-gpu-pipeline from the module's level, its `tf32` option `tf32`) on
    `module` in place, with the passes of `registry` (default: `default_registry()`)."""
    from aiopt.runtime.compiler import input_level
    from aiopt.support.registry import default_registry
    from aiopt.transforms.hlo_to_gpu_pipeline import STAGE_NAMES, stage_pipeline

    timings: dict[str, float] = {}
    if pipeline is None:
        level = input_level(module)
        if level not in STAGE_NAMES:
            raise DiagnosticError(f"a module at the '{level}' level cannot be compiled for the GPU", module)
        chip = chip or "sm_90"
        pipeline = stage_pipeline(level, **_executor_options(chip, tf32))
    _run_passes(registry or default_registry(), module, pipeline, f"invalid pipeline '{pipeline}'", timings, engine)
    return timings


def _executor_options(chip: str, tf32: bool) -> dict:
    """The default pipeline's options for this executor, which gives every argument of the program a device
    buffer of its own (`distinct_args`: a kernel reads the arguments it only reads through the read-only cache)."""
    from aiopt.targets.mlir_to_ptx import ptx_features

    return {"chip": chip, "features": ptx_features(chip, ""), "tf32": tf32, "distinct_args": True}


def lower_keeping_kernels(
    module: ModuleOp,
    entry: str,
    chip: str,
    engine,
    kernels: dict[str, Operation],
    tf32: bool = False,
    registry: Registry | None = None,
) -> dict[str, float]:
    """`lower_for_cuda` with the default pipeline, keeping in `kernels` a copy of each gpu.module as it is
    before `nvvm-attach-target` (outlined kernels on memrefs, what the reference interpreter runs)."""
    from aiopt.runtime.compiler import input_level
    from aiopt.support.registry import default_registry
    from aiopt.transforms.hlo_to_gpu_pipeline import STAGE_NAMES, stage_pipeline

    level = input_level(module)
    if level not in STAGE_NAMES:
        raise DiagnosticError(f"a module at the '{level}' level cannot be compiled for the GPU", module)
    passes = stage_pipeline(level, **_executor_options(chip, tf32)).split(",nvvm-attach-target")
    if len(passes) != 2:  # not the pipeline this split knows: no kernels kept
        return lower_for_cuda(module, entry, None, chip, engine, tf32, registry)
    registry = registry or default_registry()
    timings: dict[str, float] = {}
    _run_passes(registry, module, passes[0], "", timings, engine, verify_result=False)
    for op in module.body.block.ops:
        if isinstance(op, gpu.ModuleOp):
            kernels[op.sym_name.data] = op.clone()
    _run_passes(registry, module, "nvvm-attach-target" + passes[1], "", timings, engine)
    return timings


def compile_for_cuda(
    text_or_module: str | ModuleOp,
    entry: str = "main",
    pipeline: str | None = None,
    *,
    chip: str | None = None,
    filename: str = "<input>",
    host: str = "auto",
    tf32: bool = False,
    registry: Registry | None = None,
) -> GpuFunction:
    """Compile `@entry` for the GPU of this machine (or `chip`); raises CompileError with located diagnostics.

    `host` (`HOST_MODES`): how the host function runs. With `jit`, what keeps the host code from being
    JIT-compiled is a located compile error; with `auto`, the interpreter runs it instead, and
    `GpuFunction.host_fallback` says why. `tf32=True` (the default pipeline's `tf32` option, off by default as
    cuBLAS's TF32 mode and JAX's `jax_default_matmul_precision="tensorfloat32"`) runs f32 dots and
    convolutions on tensor cores with operands rounded to tf32 (10-bit mantissas) from sm_80, except those
    whose `precision_config` names HIGHEST. `registry`: the dialects and passes to parse and lower with,
    plugins' too (`ai-runner --load-pass-plugin`), instead of `default_registry()`."""
    import io

    from aiopt.support.diagnostics import DiagnosticEngine, SourceManager, active_engine
    from aiopt.support.parsing import parse_module
    from aiopt.support.pass_pipeline import PassFailure
    from aiopt.support.registry import default_registry
    from aiopt.support.verifier import verify_operation

    text = text_or_module if isinstance(text_or_module, str) else str(text_or_module)
    sources = SourceManager()
    sources.add_buffer(filename, text)
    stream = io.StringIO()
    engine = DiagnosticEngine(sources, stream)
    function = None
    try:
        with active_engine(engine):
            module = (
                text_or_module.clone()
                if isinstance(text_or_module, ModuleOp)
                else parse_module((registry or default_registry()).make_context(), text, filename)
            )
            verify_operation(module)
            signature = entry_signature(module, entry)
            if chip is None and pipeline is None:
                major, minor = cuda.compute_capability() if cuda.cuda_available() else (9, 0)
                chip = f"sm_{major}{minor}"
            kernels: dict[str, Operation] = {}
            if pipeline is None:
                timings = lower_keeping_kernels(module, entry, chip or "sm_90", engine, kernels, tf32, registry)
            else:
                timings = lower_for_cuda(module, entry, pipeline, chip, engine, tf32, registry)
            if not engine.error_count:
                function = GpuFunction(module, signature, timings)
                function.kernels = kernels
                _choose_host(function, host, engine)
    except DiagnosticError as err:
        engine.emit(err.to_diagnostic())
    except PassFailure:
        pass
    if engine.error_count or function is None:
        raise CompileError(stream.getvalue().rstrip())
    return function


def _choose_host(function: GpuFunction, host: str, engine) -> None:
    """Make `function`'s host code run as `host` asks (see `compile_for_cuda`)."""
    from aiopt.runtime import mgpu_runtime

    if host not in HOST_MODES:
        raise DiagnosticError(f"unknown host mode '{host}' (expected one of {', '.join(HOST_MODES)})", function.module)
    if host == "auto" and not mgpu_runtime.libcuda_available():
        host = "interpreter"
        function.host_fallback = "no CUDA driver (libcuda.so.1) to run the JIT-compiled host code"
    if host == "interpreter":
        # What the host code cannot run is a compile error at its op, not a failure mid-run.
        function._host.check()
        return
    if host == "jit":
        function.jit_host = JitHost(function.module, function.signature, function.timings, engine)
        function.host = "jit"
        return
    from aiopt.support.diagnostics import DiagnosticEngine, SourceManager
    from aiopt.support.pass_pipeline import PassFailure

    stream = io.StringIO()
    quiet = DiagnosticEngine(SourceManager(), stream)
    try:
        function.jit_host = JitHost(function.module, function.signature, function.timings, quiet)
        function.host = "jit"
    except (DiagnosticError, PassFailure) as err:
        function.jit_host, function.host = None, "interpreter"
        function.host_fallback = stream.getvalue().strip() or str(err)
        function._host.check()
