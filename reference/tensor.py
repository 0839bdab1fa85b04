"""Numpy reference semantics of the tensor ops (and `linalg.index`, `arith.index_cast`) that shape lowerings make.

`convert-mhlo-to-linalg` lowers the HLO data-movement ops to tensor slices,
pads and reshapes and to generics that compute indices; this module
declares what those ops compute, so that the reference interpreter runs
the lowered program:

    run_function(lowered_module, "main", inputs)

Tensors are numpy arrays and `index` values are int64. Ops with mixed
static/dynamic index lists (`[0, %i] [2, %n] [1, 1]`) take their `?`
entries from the dynamic operands, in order. Inside a `linalg.generic`,
whose body the reference runs once over the whole parallel iteration space,
`tensor.extract` and `linalg.index` work on arrays of indices.
"""

from __future__ import annotations

import operator
from collections.abc import Sequence

import numpy as np
from xdsl.dialects.builtin import DYNAMIC_INDEX, IndexType, IntegerType, MemRefType, TensorType, VectorType
from xdsl.ir import Operation
from xdsl.ir.affine import AffineDimExpr

from aiopt.dialects.hlo.types import element_type_of
from aiopt.reference.hlo import as_result, numpy_dtype, sign_extended, zero_extended
from aiopt.reference.semantics import Implementations
from aiopt.support.diagnostics import RuntimeCheckError, op_error_message

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def mixed_values(static: Sequence[int], dynamic: Sequence) -> list[int]:
    """The entries of a static/dynamic index list: each `?` of `static` takes the next dynamic value."""
    values = iter(dynamic)
    return [int(next(values)) if entry == DYNAMIC_INDEX else int(entry) for entry in static]


def _shape(result_type, dynamic_sizes: Sequence) -> tuple[int, ...]:
    """A tensor type's shape with its `?` sizes taken from `dynamic_sizes`."""
    return tuple(mixed_values(result_type.get_shape(), dynamic_sizes))


def _dtype(value_type) -> np.dtype:
    return numpy_dtype(element_type_of(value_type))


@IMPLEMENTATIONS.register("tensor.empty")
def empty(interpreter, op, args):
    return (np.zeros(_shape(op.tensor.type, args), _dtype(op.tensor.type)),)


def checked_indices(op, array: np.ndarray, values) -> tuple:
    """Index operands as numpy indices (ints, or arrays of them inside a linalg body run over many points),
    each in its dimension of `array` (a tensor or buffer): where numpy would count a negative index from the
    end, or refuse one past it in its words, the access stops with compiled code's check
    (generate-runtime-verification)."""
    try:  # scalars (a GPU kernel's thread loads one element at a time): as ints, without numpy's reductions
        scalars = tuple(map(operator.index, values))
    except TypeError:
        pass
    else:
        for index, size in zip(scalars, array.shape if type(array) is np.ndarray else np.shape(array)):
            if index < 0 or index >= size:
                raise RuntimeCheckError(op_error_message(op, "out-of-bounds access"), op)
        return scalars
    indices = tuple(np.asarray(v, dtype=np.int64) for v in values)
    for index, size in zip(indices, np.shape(array)):
        if index.size and (index.min() < 0 or index.max() >= size):
            raise RuntimeCheckError(op_error_message(op, "out-of-bounds access"), op)
    return indices


@IMPLEMENTATIONS.register("tensor.extract")
def extract(interpreter, op, args):
    source, *indices = args
    return (np.asarray(source)[checked_indices(op, source, indices)],)


@IMPLEMENTATIONS.register("tensor.insert")
def insert(interpreter, op, args):
    scalar, dest, *indices = args
    result = np.array(dest)
    result[tuple(int(i) for i in checked_indices(op, dest, indices))] = scalar
    return (result,)


def checked_dim(op, array, index) -> np.int64:
    """The size of dimension `index` of a tensor or buffer, which must be one of its dimensions (compiled code's
    check, generate-runtime-verification; numpy would count a negative one from the end)."""
    shape, index = np.shape(array), int(index)
    if not 0 <= index < len(shape):
        raise RuntimeCheckError(op_error_message(op, "index is out of bounds"), op)
    return np.int64(shape[index])


@IMPLEMENTATIONS.register("tensor.dim")
def dim(interpreter, op, args):
    return (checked_dim(op, *args),)


def checked_cast(op, array, result_type) -> None:
    """A tensor or buffer cast to a ranked `result_type` has its rank and the sizes it makes static: compiled
    code's checks (generate-runtime-verification)."""
    if not isinstance(result_type, TensorType | MemRefType):
        return
    shape = np.shape(array)
    if len(shape) != result_type.get_num_dims():
        raise RuntimeCheckError(op_error_message(op, "rank mismatch"), op)
    for dimension, (size, static) in enumerate(zip(shape, result_type.get_shape())):
        if static != DYNAMIC_INDEX and size != static:
            raise RuntimeCheckError(op_error_message(op, f"size mismatch of dim {dimension}"), op)


@IMPLEMENTATIONS.register("tensor.cast")
def cast(interpreter, op, args):
    """The tensor as it is, whose rank and sizes the result type's static ones must be (`checked_cast`)."""
    checked_cast(op, args[0], op.dest.type)
    return (args[0],)


@IMPLEMENTATIONS.register("tensor.from_elements")
def from_elements(interpreter, op, args):
    result_type = op.result.type
    return (as_result(np.array([np.asarray(a) for a in args]).reshape(result_type.get_shape()), result_type),)


@IMPLEMENTATIONS.register("tensor.splat")
def splat(interpreter, op, args):
    value, *sizes = args
    return (as_result(np.full(_shape(op.result.type, sizes), value), op.result.type),)


def slice_bounds(op, args: Sequence, first: int) -> tuple[tuple[slice, ...], list[int]]:
    """The numpy slices of an extract_slice/insert_slice whose index operands start at `first`; and the sizes."""
    counts = [len(op.offsets), len(op.sizes), len(op.strides)]
    dynamic = args[first:]
    offsets = mixed_values(op.static_offsets.get_values(), dynamic[: counts[0]])
    sizes = mixed_values(op.static_sizes.get_values(), dynamic[counts[0] : counts[0] + counts[1]])
    strides = mixed_values(op.static_strides.get_values(), dynamic[counts[0] + counts[1] :])
    return tuple(slice(o, o + s * st, st) for o, s, st in zip(offsets, sizes, strides)), sizes


def checked_slice(op, slices: tuple[slice, ...], sizes: Sequence[int], shape: Sequence[int], runs_out: str) -> None:
    """In each dimension, the offset of a slice of an array of `shape` is in bounds (at most the size where the
    slice is empty) and so is its last element: compiled code's checks (generate-runtime-verification), where
    numpy would clamp the slice. `runs_out` names the op in the second message (`subview`, `extract_slice`,
    `insert_slice`)."""
    for dimension, (part, count, size) in enumerate(zip(slices, sizes, shape)):
        offset = part.start
        if not (0 <= offset < size or (count == 0 and offset == size)):
            raise RuntimeCheckError(op_error_message(op, f"offset {dimension} is out-of-bounds"), op)
        if count > 0 and not 0 <= offset + (count - 1) * part.step < size:
            message = f"{runs_out} runs out-of-bounds along dimension {dimension}"
            raise RuntimeCheckError(op_error_message(op, message), op)


@IMPLEMENTATIONS.register("tensor.extract_slice")
def extract_slice(interpreter, op, args):
    slices, sizes = slice_bounds(op, args, 1)
    checked_slice(op, slices, sizes, np.shape(args[0]), "extract_slice")
    part = np.asarray(args[0])[slices]
    # A rank-reducing slice drops size-1 dimensions that the result type leaves out (its static shape, which
    # may keep some: tensor<6x1xf32> of a [1, 6, 1, 1] slice).
    result_shape = op.result.type.get_shape()
    if len(result_shape) != part.ndim:
        if DYNAMIC_INDEX not in result_shape:
            part = part.reshape(result_shape)
        else:
            part = part.reshape([s for s in part.shape if s != 1] if len(result_shape) else [])
    return (part.copy(),)


@IMPLEMENTATIONS.register("tensor.insert_slice")
def insert_slice(interpreter, op, args):
    slices, sizes = slice_bounds(op, args, 2)
    checked_slice(op, slices, sizes, np.shape(args[1]), "insert_slice")
    result = np.array(args[1])
    result[slices] = np.asarray(args[0]).reshape(sizes)
    return (result,)


@IMPLEMENTATIONS.register("tensor.pad")
def pad(interpreter, op, args):
    """The padding region runs once, on arrays of every result index, and may return one value for all."""
    source = np.asarray(args[0])
    low = mixed_values(op.static_low.get_values(), args[1 : 1 + len(op.low)])
    high = mixed_values(op.static_high.get_values(), args[1 + len(op.low) :])
    shape = tuple(lo + n + hi for lo, n, hi in zip(low, source.shape, high))
    (value,) = interpreter.run_ssacfg_region(op.region, tuple(np.indices(shape, np.int64)))
    result = np.array(np.broadcast_to(as_result(value, element_type_of(op.result.type)), shape))
    result[tuple(slice(lo, lo + n) for lo, n in zip(low, source.shape))] = source
    return (result,)


@IMPLEMENTATIONS.register("tensor.generate")
def generate(interpreter, op, args):
    """The body runs once per element, on its index."""
    shape = _shape(op.result.type, args)
    result = np.empty(shape, _dtype(op.result.type))
    for index in np.ndindex(*shape):
        (result[index],) = interpreter.run_ssacfg_region(op.body, tuple(np.int64(i) for i in index))
    return (result,)


@IMPLEMENTATIONS.register("tensor.yield")
def yield_(interpreter, op, args):
    return args


@IMPLEMENTATIONS.register("tensor.collapse_shape")
def collapse_shape(interpreter, op, args):
    source = np.asarray(args[0])
    shape = [
        int(np.prod([source.shape[index.value.data] for index in group.data], dtype=np.int64))
        for group in op.reassociation.data
    ]
    return (source.reshape(shape),)


@IMPLEMENTATIONS.register("tensor.expand_shape")
def expand_shape(interpreter, op, args):
    source, *sizes = args
    return (np.asarray(source).reshape(mixed_values(op.static_output_shape.get_values(), sizes)),)


@IMPLEMENTATIONS.register("tensor.reshape")
def reshape(interpreter, op, args):
    source, shape = args
    return (np.asarray(source).reshape([int(s) for s in np.asarray(shape)]),)


@IMPLEMENTATIONS.register("tensor.concat")
def concat(interpreter, op, args):
    return (np.concatenate([np.asarray(a) for a in args], axis=op.dim.value.data),)


@IMPLEMENTATIONS.register("arith.index_cast")
def index_cast(interpreter, op, args):
    """Index to integer truncates, integer to index sign-extends (both are int64 here; i1's true is -1)."""
    result_type = op.results[0].type
    if isinstance(element_type_of(result_type), IndexType):
        return (sign_extended(args[0]).astype(np.int64),)
    return (as_result(np.asarray(args[0]), result_type),)


@IMPLEMENTATIONS.register("arith.index_castui")
def index_castui(interpreter, op, args):
    """Index to integer truncates, integer to index zero-extends (both are int64 here)."""
    result_type = op.results[0].type
    value = np.asarray(args[0])
    if isinstance(element_type_of(result_type), IndexType):
        return (zero_extended(value, element_type_of(op.operands[0].type)).astype(np.uint64).astype(np.int64),)
    return (as_result(value, result_type),)


DIVISION_BY_ZERO = "division by zero"
SIGNED_OVERFLOW = "signed division overflow"
NEGATIVE_DIVISOR = "division by a negative value"
"""An affine map's `mod`, `floordiv` or `ceildiv` by a negative divisor that is not a constant."""
UNSIGNED_DIVISIONS = frozenset(
    {"arith.divui", "arith.remui", "arith.ceildivui", "index.divu", "index.remu", "index.ceildivu"}
)
SIGNED_DIVISIONS = frozenset(
    {
        *("arith.divsi", "arith.remsi", "arith.ceildivsi", "arith.floordivsi"),
        *("index.divs", "index.rems", "index.ceildivs", "index.floordivs"),
    }
)
"""The integer divisions that compiled code checks (the index dialect's become arith's in index_to_llvm)."""
INDEX_BITWIDTH = 64
"""The width of `index` on the targets aiopt compiles for."""


def checked_division_width(op: Operation) -> int | None:
    """The element width of an integer division that compiled code checks (generate-runtime-verification: of
    scalar integers or indices, or vectors or tensors of them, also in a linalg op's body), or None for one it
    leaves. Programs lowered from HLO get no checks; their divisions take divisors that selects keep from 0 and
    from -1 under the least value, so that these never fail there."""
    if op.name not in SIGNED_DIVISIONS and op.name not in UNSIGNED_DIVISIONS:
        return None
    type_ = op.operands[1].type
    if isinstance(type_, VectorType | TensorType):
        if isinstance(type_, VectorType) and any(type_.get_scalable_dims()):
            return None
        type_ = type_.get_element_type()
    if isinstance(type_, IndexType):
        return INDEX_BITWIDTH
    return type_.width.data if isinstance(type_, IntegerType) else None


def _unsigned_bits(value, width: int) -> int | np.ndarray:
    """The low `width` bits of `value` (a scalar: an int; an array: of each element, unsigned)."""
    mask = (1 << width) - 1
    array = np.asarray(value)
    if array.ndim == 0:
        return int(array) & mask
    if width <= 64 and array.dtype.kind in "biu":
        return array.astype(np.uint64) & np.uint64(mask)
    return np.vectorize(lambda x: int(x) & mask, otypes=[object])(array)


def failed_division_check(op: Operation, args: Sequence) -> str | None:
    """The requirement that a checked integer division breaks at `args` (a divisor of 0 in some lane, or for a
    signed one the least signed value by -1 in some lane), or None: the interpreter stops there as compiled
    code does (every lane's divisor is checked first, then every lane's pair)."""
    width = checked_division_width(op)
    if width is None:
        return None
    dividend, divisor = (_unsigned_bits(arg, width) for arg in args)
    if np.any(divisor == 0):
        return DIVISION_BY_ZERO
    if op.name in SIGNED_DIVISIONS and width > 1:
        if np.any((dividend == 1 << (width - 1)) & (divisor == (1 << width) - 1)):
            return SIGNED_OVERFLOW
    return None


@IMPLEMENTATIONS.register("arith.ceildivsi")
def ceildivsi(interpreter, op, args):
    """Signed division rounding toward positive infinity (a zero divisor is poison: any value): the floor, plus 1
    where the division leaves a remainder (`-(-a // b)` negated the least signed value, which wrapped:
    ceildivsi(-128, 2) : i8 was 64)."""
    a, b = sign_extended(np.asarray(args[0])), sign_extended(np.asarray(args[1]))
    b = np.where(b == 0, 1, b)
    return (as_result(a // b + (a % b != 0), op.results[0].type),)


@IMPLEMENTATIONS.register("arith.floordivsi")
def floordivsi(interpreter, op, args):
    """Signed division rounding toward negative infinity (a zero divisor is poison: any value):

        %q = arith.floordivsi %a, %b : i32      // -7 floordiv 2 is -4
    """
    a, b = np.asarray(args[0]), np.asarray(args[1])
    return (as_result(sign_extended(a) // np.where(b == 0, 1, sign_extended(b)), op.results[0].type),)


@IMPLEMENTATIONS.register("arith.ceildivui")
def ceildivui(interpreter, op, args):
    """Unsigned division rounding up, on the operands' unsigned views (a zero divisor is poison: any value)."""
    element_type = element_type_of(op.operands[0].type)
    a, b = (zero_extended(np.asarray(x), element_type) for x in args)
    quotient = a // np.where(b == 0, 1, b) + (a % np.where(b == 0, 1, b) != 0)
    return (as_result(quotient.astype(a.dtype).view(np.asarray(args[0]).dtype), op.results[0].type),)


@IMPLEMENTATIONS.register("linalg.index")
def index(interpreter, op, args):
    """The iteration index along loop dimension `dim` of the enclosing parallel generic.

    The generic's reference runs its body once on arrays shaped like its
    parallel iteration space, so the index is that space's `np.indices`;
    the sizes come from the output operands, which every parallel loop
    dimension indexes.
    """
    generic = op.parent_op()
    iterators = [it.data.value for it in generic.iterator_types.data]
    if any(it != "parallel" for it in iterators):
        raise NotImplementedError("linalg.index in a generic with reduction dimensions has no reference semantics")
    maps = [attr.data for attr in generic.indexing_maps.data][len(generic.inputs) :]
    outputs = interpreter.get_values(generic.outputs)
    sizes: dict[int, int] = {}
    for affine_map, value in zip(maps, outputs):
        for expr, size in zip(affine_map.results, np.shape(value)):
            if isinstance(expr, AffineDimExpr):
                sizes[expr.position] = size
    if len(sizes) != len(iterators):
        raise NotImplementedError("linalg.index needs every loop dimension in an output map")
    loop_sizes = [sizes[d] for d in range(len(iterators))]
    return (np.indices(loop_sizes, np.int64)[op.dim.value.data],)
