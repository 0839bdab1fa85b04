"""Numpy reference semantics of buffers: memref and bufferization ops.

A memref value is a numpy array, and a view of a buffer (`memref.subview`,
`memref.cast`, `memref.collapse_shape`, ...) is a numpy view of it, so that
a write through one view is seen through every other: a bufferized program
runs in the reference interpreter as the tensor program it came from.

    ALLOCATIONS.reset()
    run_function(bufferized_module, "main", inputs)
    assert ALLOCATIONS.live == {}          # every memref.alloc was freed

Linalg ops whose operands are memrefs return nothing and write their
results into their `outs` buffers (`aiopt.reference.linalg`). A new buffer
holds NaN (floats) or a fixed garbage value (integers) until written, and a
freed one is poisoned the same way, so that reading uninitialized or freed
memory changes a program's results instead of going unnoticed. Writing into
a `constant` memref.global fails, as does freeing a buffer twice or one that
`memref.alloc` did not allocate.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, ClassVar

import numpy as np
from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType, ModuleOp, TensorType, UnitAttr
from xdsl.ir import Attribute, Operation

from aiopt.dialects.slicing import strides_and_offset
from aiopt.reference.hlo import narrow_width, numpy_dtype, wrap_to_width
from aiopt.reference.hlo.core import elements_to_numpy
from aiopt.reference.semantics import Implementations, ReferenceImpl
from aiopt.reference.tensor import (
    checked_cast,
    checked_dim,
    checked_indices,
    checked_slice,
    mixed_values,
    slice_bounds,
)
from aiopt.support.diagnostics import DiagnosticError, RuntimeCheckError, op_error_message

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


@dataclass
class AllocationCounter:
    """What the interpreted program allocated and freed: `memref.alloc` and `bufferization.clone` count."""

    allocs: int = 0
    deallocs: int = 0
    live: dict[int, np.ndarray] = field(default_factory=dict)
    """The buffers allocated and not yet freed, by id."""

    def reset(self) -> None:
        """Forget every allocation, before running a program."""
        self.allocs = self.deallocs = 0
        self.live.clear()

    def allocate(self, buffer: np.ndarray) -> np.ndarray:
        self.allocs += 1
        self.live[id(buffer)] = buffer
        return buffer

    def free(self, op, buffer: np.ndarray) -> None:
        root = _root(buffer)
        if self.live.pop(id(root), None) is None:
            raise DiagnosticError(
                op_error_message(op, "frees a buffer that is not a live memref.alloc (double free?)"), op
            )
        self.deallocs += 1
        _poison(root)


ALLOCATIONS = AllocationCounter()
"""The allocation counter of every interpreted program (reset it before a run)."""


def _root(buffer: np.ndarray) -> np.ndarray:
    """The allocation a view belongs to."""
    while isinstance(buffer.base, np.ndarray):
        buffer = buffer.base
    return buffer


def _poison(buffer: np.ndarray) -> None:
    """Fill a buffer with NaN (floats) or 0x5A bytes, the content of memory nobody wrote."""
    if buffer.dtype.kind in "fc":
        buffer.fill(np.nan)
    else:
        buffer.reshape(-1).view(np.uint8).fill(0x5A)


def _new_buffer(op, args) -> np.ndarray:
    """A poisoned array of the op's memref result type, `?` sizes from `args`."""
    result_type = op.results[0].type
    shape = tuple(mixed_values(result_type.get_shape(), args))
    buffer = np.empty(shape, numpy_dtype(result_type.element_type))
    _poison(buffer)
    return buffer


@IMPLEMENTATIONS.register("memref.alloc")
def alloc(interpreter, op, args):
    return (ALLOCATIONS.allocate(_new_buffer(op, args)),)


@IMPLEMENTATIONS.register("memref.alloca")
def alloca(interpreter, op, args):
    return (_new_buffer(op, args),)


@IMPLEMENTATIONS.register("memref.dealloc")
def dealloc(interpreter, op, args):
    ALLOCATIONS.free(op, args[0])
    return ()


@IMPLEMENTATIONS.register("bufferization.clone")
def clone(interpreter, op, args):
    return (ALLOCATIONS.allocate(np.array(args[0])),)


def read_through(memref_type: Attribute, values: Any) -> np.ndarray:
    """`values` read from a buffer through a memref of `memref_type`: for an integer type narrower than its numpy
    holder, the low bits, sign-extended (i4) or masked (ui4) as the type says.

    A buffer of i4 holds its values sign-extended in int8, one of ui4 in uint8, and `reinterpreted_buffer`
    sees the same bytes as either: i4 -5 (0xFB) is ui4 11 through the ui4 view, not 251.
    """
    values = np.asarray(values)
    width = narrow_width(memref_type.element_type)
    return values if width is None else wrap_to_width(values, width)


@IMPLEMENTATIONS.register("memref.load")
def load(interpreter, op, args):
    return (read_through(op.operands[0].type, args[0][checked_indices(op, args[0], args[1:])]),)


def _load_for_op(op: Operation) -> ReferenceImpl | None:
    """`load` with the memref's element type looked at once (a kernel's threads load one element at a time)."""
    if narrow_width(op.operands[0].type.element_type) is not None:
        return None
    return lambda interpreter, op, args: (np.asarray(args[0][checked_indices(op, args[0], args[1:])]),)


load.for_op = _load_for_op  # type: ignore[attr-defined]


@IMPLEMENTATIONS.register("memref.store")
def store(interpreter, op, args):
    args[1][checked_indices(op, args[1], args[2:])] = args[0]
    return ()


@IMPLEMENTATIONS.register("memref.copy")
def copy(interpreter, op, args):
    # Equal sizes, as compiled code checks (generate-runtime-verification): numpy would broadcast a size of 1.
    for dimension, (source, target) in enumerate(zip(np.shape(args[0]), np.shape(args[1]))):
        if source != target:
            message = f"size of {dimension}-th source/target dim does not match"
            raise RuntimeCheckError(op_error_message(op, message), op)
    args[1][...] = read_through(op.operands[0].type, args[0])
    return ()


@IMPLEMENTATIONS.register("memref.memory_space_cast", "memref.assume_alignment")
def cast(interpreter, op, args):
    return tuple(args[: len(op.results)])


@IMPLEMENTATIONS.register("memref.cast")
def memref_cast(interpreter, op, args):
    """The buffer as it is, whose rank and sizes the result type's static ones must be (compiled code's checks,
    generate-runtime-verification; a buffer has no layout here to check offsets and strides against)."""
    checked_cast(op, args[0], op.results[0].type)
    return (args[0],)


def reinterpreted_buffer(op, buffer: np.ndarray) -> np.ndarray:
    """A memref-to-memref `builtin.unrealized_conversion_cast` (what a type conversion leaves, e.g. memref<4xui8>
    to memref<4xi8> when convert-mhlo-to-linalg makes unsigned integers signless): a view of the same buffer with
    the other element type, so that writes through either are seen through both.

        %s = builtin.unrealized_conversion_cast %u : memref<4xui8> to memref<4xi8>

    Only casts between one shape and elements of one width (signedness changes) are views; others are errors.
    """
    source, target = op.operands[0].type, op.results[0].type
    dtype = numpy_dtype(target.element_type)
    widths = getattr(source.element_type, "bitwidth", None), getattr(target.element_type, "bitwidth", None)
    same_shape = source.get_num_dims() == target.get_num_dims() and all(
        a < 0 or b < 0 or a == b for a, b in zip(source.get_shape(), target.get_shape())
    )
    if not same_shape or widths[0] is None or widths[0] != widths[1] or dtype.itemsize != buffer.dtype.itemsize:
        message = (
            f"reinterprets {source} as {target}: the interpreter only reinterprets buffers of one shape "
            "as elements of the same width"
        )
        raise DiagnosticError(op_error_message(op, message), op)
    return buffer.view(dtype)


@IMPLEMENTATIONS.register("memref.dim")
def dim(interpreter, op, args):
    return (checked_dim(op, *args),)


@IMPLEMENTATIONS.register("memref.rank")
def rank(interpreter, op, args):
    return (np.int64(np.ndim(args[0])),)


def _reshaped_view(buffer: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """`buffer` seen with `shape`; an error where that needs a copy, as a memref reshape never copies."""
    view = buffer.view()
    view.shape = shape
    return view


@IMPLEMENTATIONS.register("memref.collapse_shape")
def collapse_shape(interpreter, op, args):
    groups = [[int(d.value.data) for d in group.data] for group in op.reassociation.data]
    source = args[0]
    shape = tuple(int(np.prod([source.shape[d] for d in group], dtype=np.int64)) for group in groups)
    # Each group must be laid out as the collapsed view reads it, at its innermost stride (as compiled code
    # checks, generate-runtime-verification): each dim of more than one element at the extent of those inside.
    strides = [stride // source.itemsize for stride in source.strides]
    layout = strides_and_offset(op.src.type) if isinstance(op.src.type, MemRefType) else None
    static = layout is not None and all(stride is not None for stride in layout[0])
    for group in [] if static else groups:  # (static strides: the verifier checked them)
        extent = strides[group[-1]] * source.shape[group[-1]]
        laid_out = True
        for d in reversed(group[:-1]):
            laid_out = laid_out and (source.shape[d] <= 1 or strides[d] == extent)
            extent *= source.shape[d]
        if not laid_out and all(source.shape[d] for d in group):
            raise RuntimeCheckError(op_error_message(op, "dims of a reassoc group are not contiguous"), op)
    return (_reshaped_view(source, shape),)


@IMPLEMENTATIONS.register("memref.expand_shape")
def expand_shape(interpreter, op, args):
    shape = tuple(mixed_values(op.static_output_shape.get_values(), args[1:]))
    # Each group's sizes multiply to its input size, as compiled code checks (generate-runtime-verification).
    for size, group in zip(np.shape(args[0]), op.reassociation):
        if math.prod(shape[output.value.data] for output in group) != size:
            message = "product of output dims in reassoc group does not equal input dim"
            raise RuntimeCheckError(op_error_message(op, message), op)
    return (_reshaped_view(args[0], shape),)


@IMPLEMENTATIONS.register("memref.reshape")
def reshape(interpreter, op, args):
    shape = tuple(int(s) for s in np.asarray(args[1]))
    static = op.result.type.get_shape() if isinstance(op.result.type, MemRefType) else shape
    fits = all(n == DYNAMIC_INDEX or n == s for n, s in zip(static, shape))
    if math.prod(shape) != args[0].size or any(s < 0 for s in shape) or not fits:
        # A run-time check, as compiled code's (generate-runtime-verification), in the interpreter's words.
        message = f"cannot view {args[0].size} elements with shape {list(shape)} as {op.result.type}"
        raise RuntimeCheckError(op_error_message(op, message), op)
    return (_reshaped_view(args[0], shape),)


def _unsigned(function):
    """`function` on the unsigned view of two same-width integers, the result seen as their type again."""

    def apply(a, b):
        unsigned = np.dtype(f"u{np.dtype(type(a)).itemsize}")
        return np.asarray(function(np.asarray(a).view(unsigned), np.asarray(b).view(unsigned))).view(type(a))[()]

    return apply


_ATOMIC_RMW = {
    "addf": np.add, "addi": np.add, "andi": np.bitwise_and, "assign": lambda a, b: b,
    "maximumf": np.maximum, "maxnumf": np.fmax, "maxs": np.maximum, "maxu": _unsigned(np.maximum),
    "minimumf": np.minimum, "minnumf": np.fmin, "mins": np.minimum, "minu": _unsigned(np.minimum),
    "mulf": np.multiply, "muli": np.multiply, "ori": np.bitwise_or, "xori": np.bitwise_xor,
}  # fmt: skip
"""How memref.atomic_rmw combines the stored element (first) with the value, by kind."""


@IMPLEMENTATIONS.register("memref.atomic_rmw")
def atomic_rmw(interpreter, op, args):
    value, buffer, *indices = args
    index = tuple(int(i) for i in checked_indices(op, buffer, indices))
    old = buffer[index]
    buffer[index] = _ATOMIC_RMW[op.kind_name](old, value.astype(buffer.dtype) if hasattr(value, "astype") else value)
    return (old,)


@IMPLEMENTATIONS.register("memref.generic_atomic_rmw")
def generic_atomic_rmw(interpreter, op, args):
    """The body runs on the element's value; what it yields is stored; the result is the old value."""
    buffer, *indices = args
    index = tuple(int(i) for i in checked_indices(op, buffer, indices))
    old = np.asarray(buffer[index])
    (buffer[index],) = interpreter.run_ssacfg_region(op.atomic_body, (old,))
    return (old,)


@IMPLEMENTATIONS.register("memref.atomic_yield")
def atomic_yield(interpreter, op, args):
    return args


@IMPLEMENTATIONS.register("memref.view")
def view(interpreter, op, args):
    result_type = op.result.type
    shape = tuple(mixed_values(result_type.get_shape(), args[2:]))
    dtype = np.dtype(numpy_dtype(result_type.element_type))
    start, stop = int(args[1]), int(args[1]) + math.prod(shape) * dtype.itemsize
    if start < 0 or stop > args[0].size or start > args[0].size or any(n < 0 for n in shape):
        # A run-time check, as compiled code's (generate-runtime-verification), in the interpreter's words.
        message = f"bytes {start} to {stop} (shape {list(shape)}) lie outside the buffer of {args[0].size}"
        raise RuntimeCheckError(op_error_message(op, message), op)
    return (_reshaped_view(args[0][start:stop].view(dtype), shape),)


@IMPLEMENTATIONS.register("memref.subview")
def subview(interpreter, op, args):
    slices, sizes = slice_bounds(op, args, 1)
    checked_slice(op, slices, sizes, args[0].shape, "subview")
    view = args[0][slices]
    # A rank-reducing subview drops size-1 dimensions that the result type leaves out.
    result_rank = op.result.type.get_num_dims()
    if view.ndim != result_rank:
        view = _reshaped_view(view, tuple(s for s in view.shape if s != 1) if result_rank else ())
    return (view,)


@IMPLEMENTATIONS.register("memref.transpose")
def transpose(interpreter, op, args):
    return (np.transpose(args[0], op.dims),)


@IMPLEMENTATIONS.register("memref.reinterpret_cast")
def reinterpret_cast(interpreter, op, args):
    counts = [len(op.offsets), len(op.sizes)]
    dynamic = args[1:]
    (offset,) = mixed_values(op.static_offsets.get_values(), dynamic[: counts[0]])
    sizes = mixed_values(op.static_sizes.get_values(), dynamic[counts[0] : sum(counts)])
    strides = mixed_values(op.static_strides.get_values(), dynamic[sum(counts) :])
    flat = _root(args[0]).reshape(-1)
    itemsize = flat.itemsize
    sizes, strides, offset = [int(s) for s in sizes], [int(s) for s in strides], int(offset)
    # The view must lie in the allocation (numpy's as_strided would read or write past it, or crash the process).
    first = offset + sum(min(0, (size - 1) * stride) for size, stride in zip(sizes, strides))
    last = offset + sum(max(0, (size - 1) * stride) for size, stride in zip(sizes, strides))
    empty = any(size == 0 for size in sizes)
    if min(sizes, default=0) < 0 or not empty and (first < 0 or last >= flat.size) or offset < 0:
        message = "result of reinterpret_cast is out-of-bounds of the base memref"
        raise DiagnosticError(op_error_message(op, message), op)
    base = flat[offset:] if offset < flat.size else flat[:0]
    return (np.lib.stride_tricks.as_strided(base, tuple(sizes), tuple(s * itemsize for s in strides)),)


@IMPLEMENTATIONS.register("memref.extract_strided_metadata")
def extract_strided_metadata(interpreter, op, args):
    """The allocation (as a rank-0 view of it), and the view's offset, sizes and strides in elements."""
    view = args[0]
    root = _root(view)
    itemsize = view.itemsize
    offset = (view.__array_interface__["data"][0] - root.__array_interface__["data"][0]) // itemsize
    # A view of the allocation (so reinterpret_cast finds it again); rank 0 unless there is no element to view.
    base = root.reshape(-1)[:1].reshape(()) if root.size else root
    sizes = [np.int64(size) for size in view.shape]
    strides = [np.int64(stride // itemsize) for stride in view.strides]
    return (base, np.int64(offset), *sizes, *strides)


@IMPLEMENTATIONS.register("memref.extract_aligned_pointer_as_index")
def extract_aligned_pointer_as_index(interpreter, op, args):
    """The host address of the allocation the view belongs to (its descriptor's aligned pointer)."""
    return (np.int64(_root(args[0]).__array_interface__["data"][0]),)


@IMPLEMENTATIONS.register("memref.global")
def global_(interpreter, op, args):
    # Globals are created by the memref.get_global that first reads them.
    return ()


class _Globals:
    """The globals of the running interpreter by symbol name: one array per global for the whole run."""

    interpreter: ClassVar[Any] = None
    table: ClassVar[dict[str, np.ndarray]] = {}

    @classmethod
    def of(cls, interpreter) -> dict[str, np.ndarray]:
        if cls.interpreter is not interpreter:
            cls.interpreter, cls.table = interpreter, {}
        return cls.table


def _global_op(op, symbol: str):
    module = op
    while not isinstance(module, ModuleOp):
        module = module.parent_op()
    for candidate in module.body.block.ops:
        if candidate.name == "memref.global" and candidate.sym_name.data == symbol:
            return candidate
    raise DiagnosticError(op_error_message(op, f"'@{symbol}' does not reference a valid global memref"), op)


@IMPLEMENTATIONS.register("memref.get_global")
def get_global(interpreter, op, args):
    symbol = op.properties["name"].root_reference.data
    table = _Globals.of(interpreter)
    if symbol not in table:
        definition = _global_op(op, symbol)
        memref_type = definition.type
        if definition.initial_value is None or isinstance(definition.initial_value, UnitAttr):  # declared, undefined
            buffer = np.empty(tuple(memref_type.get_shape()), numpy_dtype(memref_type.element_type))
            _poison(buffer)
        else:
            tensor_type = TensorType(memref_type.element_type, memref_type.get_shape())
            buffer = np.array(elements_to_numpy(definition.initial_value, tensor_type))
        buffer.flags.writeable = definition.constant is None
        table[symbol] = buffer
    return (table[symbol],)


@IMPLEMENTATIONS.register("bufferization.to_tensor")
def to_tensor(interpreter, op, args):
    return (np.array(args[0]),)


@IMPLEMENTATIONS.register("bufferization.to_buffer")
def to_buffer(interpreter, op, args):
    return (np.array(args[0]),)


@IMPLEMENTATIONS.register("bufferization.alloc_tensor")
def alloc_tensor(interpreter, op, args):
    if op.copy is not None:
        return (np.array(args[len(op.dynamic_sizes)]),)
    return (_new_buffer(op, args),)


@IMPLEMENTATIONS.register("bufferization.materialize_in_destination")
def materialize_in_destination(interpreter, op, args):
    if isinstance(op.dest.type, MemRefType):
        args[1][...] = args[0]
        return ()
    return (np.array(args[0]),)
