"""The run-time checks of memref ops (upstream's `Dialect/MemRef/Transforms/RuntimeOpVerification.cpp`), which
`--generate-runtime-verification` builds before each op, with upstream's messages:

| op | checks | message after `^ ` |
| --- | --- | --- |
| `load`, `store`, `atomic_rmw`, `generic_atomic_rmw` | `0 <= index < dim` in every dimension | `out-of-bounds access` |
| `dim` | `0 <= index < rank` | `index is out of bounds` |
| `cast` | the rank, each static size, the static offset and strides of the result | `rank mismatch`, `size mismatch of dim N`, `offset mismatch`, `stride mismatch of dim N` |
| `copy` | each dynamic size equal on both sides | `size of N-th source/target dim does not match` |
| `subview` | each offset in its dimension (at most its size where the slice is empty), the last element too (its reach bounded first, so that no product wraps) | `offset N is out-of-bounds`, `subview runs out-of-bounds along dimension N` |
| `collapse_shape` (aiopt's; upstream checks none) | each group whose strides are not all static is contiguous (unit dims aside; an empty group holds nothing) | `dims of a reassoc group are not contiguous` |
| `expand_shape` | the product of each group's output sizes is the input size | `product of output dims in reassoc group does not equal input dim` |
| `assume_alignment` | the address is a multiple of the alignment | `memref is not aligned to N` |
| `view` (aiopt's; upstream checks none) | the byte shift in `[0, source bytes]`, each size `>= 0`, the view's bytes within the source | `byte shift is out-of-bounds`, `negative size of dim N`, `view runs out-of-bounds of its source` |
| `alloca` (aiopt's; upstream checks none) | each dynamic size `>= 0`, the bytes within the stack left less `STACK_RESERVE` (not a small static one in the entry block: `SMALL_FRAME`) | `negative size of dim N`, `allocation does not fit in the stack left` |
| `reinterpret_cast` (aiopt's; upstream checks none) | where the allocation its source views is known (an alloc, alloca, global, a public function's argument): every element the result reaches lies in it | `result of reinterpret_cast is out-of-bounds of the base memref` |
| a write (`store`, `atomic_rmw`, `generic_atomic_rmw`, `copy`'s target; affine.store, vector.store, a linalg op's outs: `aiopt.dialects.memref.writes_constant_global`) into a view of a `constant` global (aiopt's) | none: it is undefined whenever it runs | `writes into a constant memref.global` |
| `reshape` (aiopt's; upstream checks none) | each size of the shape operand in `[0, source elements]`, equal to the result's static size, their product the source's number of elements | `negative or too large size of dim N`, `size mismatch of dim N`, `shape does not match the number of source elements` |

    memref.copy %a, %b : memref<?xf32> to memref<4xf32>

gets

    %c0 = arith.constant 0 : index
    %dim = memref.dim %a, %c0 : memref<?xf32>
    %c4 = arith.constant 4 : index
    %0 = arith.cmpi eq, %dim, %c4 : index
    cf.assert %0, "ERROR: Runtime op verification failed\\0A...\\0A^ size of 0-th source/target dim does not match..."

A subview is checked dimension by dimension, as upstream's; a `reinterpret_cast` (aiopt's; upstream checks
none) against the allocation its source views, where that is an alloc, alloca, global or an argument of a
public function: `result of reinterpret_cast is out-of-bounds of the base memref`, the interpreter's words.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import (
    AnyFloat,
    ComplexType,
    DenseArrayBase,
    IndexType,
    IntegerType,
    MemRefType,
    StridedLayoutAttr,
    StringAttr,
    VectorType,
    i1,
)
from xdsl.ir import Attribute, Operation, SSAValue

from aiopt.dialects import arith, memref, scf
from aiopt.dialects.memref import DYNAMIC_INDEX
from aiopt.dialects.slicing import strides_and_offset
from aiopt.transforms.canonicalize_reshape import mixed_output_shape
from aiopt.transforms.generate_runtime_verification import STACK_RESERVE, CheckBuilder, Verifier


def check_indices(b: CheckBuilder, buffer: SSAValue, indices: Sequence[SSAValue]) -> None:
    """Check that each index is in its dimension of `buffer`: `0 <= index < dim` (none for rank 0)."""
    if not indices:
        return
    zero = b.index(0)
    condition = None
    for dimension, index in enumerate(indices):
        in_bounds = b.in_bounds(index, zero, b.dim_or_fold(buffer, dimension))
        condition = in_bounds if condition is None else b.andi_or_fold(condition, in_bounds)
    b.check(condition, "out-of-bounds access")


def verify_indices(op: Operation, b: CheckBuilder) -> None:
    """Each index of a load, store or atomic update is in its dimension."""
    check_indices(b, op.memref, op.indices)


def verify_dim(op: Operation, b: CheckBuilder) -> None:
    """The dimension a `memref.dim` reads is one of its operand's: `0 <= index < rank`."""
    rank = b.insert(memref.RankOp.build(operands=[op.source], result_types=[IndexType()])).results[0]
    b.check(b.in_bounds(op.index, b.index(0), rank), "index is out of bounds")


def verify_cast(op: Operation, b: CheckBuilder) -> None:
    """A cast to a ranked type: the source's rank (when unranked), each size that becomes static, and the
    result's static offset and strides are what the source has."""
    source_type, result_type = op.source.type, op.dest.type
    if not isinstance(result_type, MemRefType):
        return
    rank = result_type.get_num_dims()
    if not isinstance(source_type, MemRefType):
        source_rank = b.insert(memref.RankOp.build(operands=[op.source], result_types=[IndexType()])).results[0]
        b.check(b.cmpi("eq", source_rank, b.index(rank)), "rank mismatch")
    # The offset and strides of any source, through a cast to the fully dynamic layout (the rank is checked).
    dynamic = MemRefType(
        result_type.element_type,
        [DYNAMIC_INDEX] * rank,
        StridedLayoutAttr([None] * rank, None),
        result_type.memory_space,
    )
    helper = b.insert(memref.CastOp(op.source, dynamic)).results[0]
    metadata = b.insert(memref.ExtractStridedMetaDataOp(helper))
    for dimension, size in enumerate(result_type.get_shape()):
        if isinstance(source_type, MemRefType) and source_type.get_shape()[dimension] != DYNAMIC_INDEX:
            continue
        if size == DYNAMIC_INDEX:
            continue
        same = b.cmpi("eq", b.dim(op.source, dimension), b.index(size))
        b.check(same, f"size mismatch of dim {dimension}")
    layout = strides_and_offset(result_type)
    if layout is None:
        return
    strides, offset = layout
    if offset is not None:
        b.check(b.cmpi("eq", metadata.offset, b.index(offset)), "offset mismatch")
    for dimension, stride in enumerate(strides):
        if stride is not None:
            same = b.cmpi("eq", metadata.strides[dimension], b.index(stride))
            b.check(same, f"stride mismatch of dim {dimension}")


def verify_copy(op: Operation, b: CheckBuilder) -> None:
    """Each size that is dynamic on either side of a copy is the same on both."""
    source, target = op.source, op.target
    if not (isinstance(source.type, MemRefType) and isinstance(target.type, MemRefType)):
        return
    for dimension, (a, c) in enumerate(zip(source.type.get_shape(), target.type.get_shape())):
        if DYNAMIC_INDEX not in (a, c):
            continue
        same = b.cmpi("eq", b.dim_or_fold(source, dimension), b.dim_or_fold(target, dimension))
        b.check(same, f"size of {dimension}-th source/target dim does not match")


def _mixed(static: DenseArrayBase, dynamic: Sequence[SSAValue]) -> list[int | SSAValue]:
    values = iter(dynamic)
    return [next(values) if size == DYNAMIC_INDEX else size for size in static.get_values()]


def reach_fits(b: CheckBuilder, size: SSAValue, stride: SSAValue, span: SSAValue) -> SSAValue:
    """Whether `(size - 1) * stride` (size > 0) is less than `span` in magnitude, asked without a product that
    could wrap: a size of 1 or a stride of 0 (which reach nothing), or a stride within `[-span, span]` with
    `size - 1 <= (span - 1) / |stride|`."""
    zero, one = b.index(0), b.index(1)
    negated = b.insert(arith.SubiOp(zero, span)).results[0]
    in_range = b.insert(arith.AndIOp(b.cmpi("sge", stride, negated), b.cmpi("sle", stride, span))).results[0]
    magnitude = b.insert(arith.MaxSIOp(stride, b.insert(arith.SubiOp(zero, stride)).results[0])).results[0]
    last = b.insert(arith.SubiOp(span, one)).results[0]
    bound = b.insert(arith.DivSIOp(last, b.insert(arith.MaxSIOp(magnitude, one)).results[0])).results[0]
    size_minus_one = b.insert(arith.SubiOp(size, one)).results[0]
    short = b.insert(arith.AndIOp(in_range, b.cmpi("sle", size_minus_one, bound))).results[0]
    nothing = b.insert(arith.OrIOp(b.cmpi("eq", stride, zero), b.cmpi("sle", size_minus_one, zero))).results[0]
    return b.insert(arith.OrIOp(nothing, short)).results[0]


def check_slice(b: CheckBuilder, op: Operation, source_sizes: Callable[[], Sequence[SSAValue]], runs_out: str) -> None:
    """Check that in each dimension, the offset of a slice (`memref.subview`, `tensor.extract_slice`) is in
    bounds (at most the size where the slice is empty) and so is its last element,
    `offset + (size - 1) * stride`; `source_sizes` builds the source's sizes, `runs_out` names the op in the
    second message."""
    zero, one = b.index(0), b.index(1)
    dim_sizes = source_sizes()
    offsets = _mixed(op.static_offsets, op.offsets)
    sizes = _mixed(op.static_sizes, op.sizes)
    strides = _mixed(op.static_strides, op.strides)
    for dimension, dim_size in enumerate(dim_sizes):
        offset, size, stride = b.value(offsets[dimension]), b.value(sizes[dimension]), b.value(strides[dimension])

        def empty_offset(inner: CheckBuilder) -> SSAValue:
            # An empty slice may start at the end.
            at_least_zero = inner.cmpi("sge", offset, zero)
            at_most_size = inner.cmpi("sle", offset, dim_size)
            return inner.insert(arith.AndIOp(at_least_zero, at_most_size)).results[0]

        def offset_in_bounds(inner: CheckBuilder) -> SSAValue:
            return inner.in_bounds(offset, zero, dim_size)

        empty = b.cmpi("eq", size, zero)
        offset_check = b.insert(scf.IfOp(empty, [i1], b.region(empty_offset), b.region(offset_in_bounds)))
        b.check(offset_check.results[0], f"offset {dimension} is out-of-bounds")

        def last_in_bounds(inner: CheckBuilder) -> SSAValue:
            # (The reach first, so that a product that wraps cannot land in bounds.)
            size_minus_one = inner.insert(arith.SubiOp(size, one)).results[0]
            span = inner.insert(arith.MuliOp(size_minus_one, stride)).results[0]
            last = inner.insert(arith.AddiOp(offset, span)).results[0]
            fits = reach_fits(inner, size, stride, dim_size)
            return inner.insert(arith.AndIOp(fits, inner.in_bounds(last, zero, dim_size))).results[0]

        non_empty = b.cmpi("sgt", size, zero)
        last_check = b.insert(
            scf.IfOp(non_empty, [i1], b.region(last_in_bounds), b.region(lambda inner: inner.boolean(True)))
        )
        b.check(last_check.results[0], f"{runs_out} runs out-of-bounds along dimension {dimension}")


def verify_subview(op: Operation, b: CheckBuilder) -> None:
    """A subview lies in its source, dimension by dimension (`check_slice`)."""
    check_slice(b, op, lambda: b.insert(memref.ExtractStridedMetaDataOp(op.source)).sizes, "subview")


def verify_expand_shape(op: Operation, b: CheckBuilder) -> None:
    """The product of the output sizes of each reassociation group is the size of its input dimension."""
    output_shape = mixed_output_shape(op)
    for dimension, group in enumerate(op.reassociation):
        product = None
        for output in group:
            size = b.value(output_shape[output.value.data])
            product = size if product is None else b.insert(arith.MuliOp(product, size)).results[0]
        same = b.cmpi("eq", product, b.dim(op.src, dimension))
        b.check(same, "product of output dims in reassoc group does not equal input dim")


def verify_reshape(op: Operation, b: CheckBuilder) -> None:
    """The shape operand of a `memref.reshape` views exactly the source's elements: each size is in
    `[0, elements]` and the result's static size where it has one, and their product is the number of elements
    (upstream has no check here; a wrong shape made compiled code read past the source, where the reference
    interpreter stops with "cannot view N elements with shape [...]")."""
    source_type, result_type = op.source.type, op.result.type
    if not (isinstance(source_type, MemRefType) and isinstance(result_type, MemRefType)):
        return
    elements = b.index(1)
    for dimension in range(source_type.get_num_dims()):
        elements = b.insert(arith.MuliOp(elements, b.dim_or_fold(op.source, dimension))).results[0]
    # The product may only be taken of sizes in [0, elements]: then it cannot wrap (elements fit in memory).
    product = b.index(1)
    for dimension, static_size in enumerate(result_type.get_shape()):
        size = b.insert(memref.LoadOp.get(op.shape, [b.index(dimension)])).results[0]
        if not isinstance(size.type, IndexType):
            size = b.insert(arith.IndexCastOp(size, IndexType())).results[0]
        b.check(b.in_bounds(size, b.index(0), b.insert(arith.AddiOp(elements, b.index(1))).results[0]),
                f"negative or too large size of dim {dimension}")
        if static_size != DYNAMIC_INDEX:
            b.check(b.cmpi("eq", size, b.index(static_size)), f"size mismatch of dim {dimension}")
        product = b.insert(arith.MuliOp(product, size)).results[0]
    b.check(b.cmpi("eq", product, elements), "shape does not match the number of source elements")


def _byte_size(element: Attribute) -> int | None:
    """The bytes one element of a `memref.view`'s result takes (LLVM's alloc size), None where not known here."""
    if isinstance(element, IndexType):
        return 8
    if isinstance(element, IntegerType):
        return max(1, 1 << (max(1, (element.width.data + 7) // 8) - 1).bit_length())
    if isinstance(element, AnyFloat) and element.bitwidth in (8, 16, 32, 64):
        return element.bitwidth // 8
    return None


def verify_view(op: Operation, b: CheckBuilder) -> None:
    """A `memref.view` lies within its 1-D i8 source: `0 <= byte_shift <= bytes`, each size `>= 0`, and the
    view's elements (their product, checked a size at a time so that it cannot wrap) fit in the bytes after the
    shift. Upstream has no check here; a view past its source made compiled code write past it (fuzzing: the heap
    corrupted), where the reference interpreter stops with "bytes S to E lie outside the buffer"."""
    result_type = op.result.type
    if not isinstance(result_type, MemRefType) or not isinstance(op.source.type, MemRefType):
        return
    element_bytes = _byte_size(result_type.element_type)
    if element_bytes is None:
        return
    zero, one = b.index(0), b.index(1)
    total = b.dim_or_fold(op.source, 0)
    shift = op.byte_shift
    b.check(b.andi_or_fold(b.cmpi("sge", shift, zero), b.cmpi("sle", shift, total)), "byte shift is out-of-bounds")
    rest = b.insert(arith.SubiOp(total, shift)).results[0]
    capacity = b.insert(arith.DivSIOp(rest, b.index(element_bytes))).results[0]
    elements = one
    dynamic = iter(op.sizes)
    fits = None
    for dimension, static_size in enumerate(result_type.get_shape()):
        if static_size == DYNAMIC_INDEX:
            size = next(dynamic)
            b.check(b.cmpi("sge", size, zero), f"negative size of dim {dimension}")
        else:
            size = b.index(static_size)
        # elements * size <= capacity, asked as elements <= capacity / size (size 0: any elements fit).
        divisor = b.insert(arith.MaxSIOp(size, one)).results[0]
        bound = b.insert(arith.DivSIOp(capacity, divisor)).results[0]
        step = b.insert(arith.OrIOp(b.cmpi("eq", size, zero), b.cmpi("sle", elements, bound))).results[0]
        fits = step if fits is None else b.andi_or_fold(fits, step)
        elements = b.insert(arith.MuliOp(elements, size)).results[0]
    if fits is None:  # rank 0: one element
        fits = b.cmpi("sle", one, capacity)
    b.check(fits, "view runs out-of-bounds of its source")


def allocated_bytes(element: Attribute) -> int | None:
    """The bytes one element of an allocation takes at most (a vector's rounded up to a power of two as LLVM
    aligns it), None where not known here."""
    if isinstance(element, VectorType):
        lane = _byte_size(element.element_type)
        if lane is None or any(element.get_scalable_dims()):
            return None
        total = lane * math.prod(element.get_shape())
        return 1 << max(0, total - 1).bit_length()
    if isinstance(element, ComplexType):
        part = _byte_size(element.element_type)
        return None if part is None else 2 * part
    return _byte_size(element)


SMALL_FRAME = 8 * 1024
"""The bytes of a function's fixed-size allocas that need no check: `memref.alloca`s of a static shape in its
entry block (its frame, which `STACK_RESERVE` covers) that take at most this much together."""


def frame_allocas(function: Operation) -> list[Operation]:
    """The `memref.alloca`s of a static shape in the entry block of `function` (LLVM's frame of it)."""
    body = function.regions[0].blocks.first if function.regions and function.regions[0].blocks else None
    if body is None:
        return []
    return [op for op in body.ops if op.name == "memref.alloca" and not op.dynamic_sizes]


def frame_bytes(function: Operation) -> int:
    """The bytes the frame allocas of `function` take (`frame_allocas`; an element of unknown size as 16)."""
    return sum(
        (allocated_bytes(op.memref.type.element_type) or 16) * math.prod(op.memref.type.get_shape())
        for op in frame_allocas(function)
    )


def verify_alloca(op: Operation, b: CheckBuilder) -> None:
    """A `memref.alloca` fits in the stack its thread has left (`STACK_RESERVE` bytes kept free beyond it) and
    has no negative size. Upstream has no check here; a size that did not fit moved the stack pointer past the
    stack's end and compiled code wrote into whatever memory lies there or died of SIGSEGV, and a negative size
    moved it up, into the frames of the callers. A static alloca in its function's entry block is left
    unchecked where those of the function take at most `SMALL_FRAME` bytes together (the frame checks of a
    recursion count them)."""
    memref_type = op.memref.type
    element_bytes = allocated_bytes(memref_type.element_type)
    if not isinstance(memref_type, MemRefType) or element_bytes is None:
        return
    function = op.parent_op()
    if (
        not op.dynamic_sizes
        and function is not None
        and function.name == "func.func"
        and op.parent_block() is function.regions[0].blocks.first
        and frame_bytes(function) <= SMALL_FRAME
    ):
        return
    left = b.stack_left()
    if left is None:
        return
    zero, one = b.index(0), b.index(1)
    alignment = 0 if op.alignment is None else op.alignment.value.data
    usable = b.insert(arith.SubiOp(left, b.index(STACK_RESERVE + alignment))).results[0]
    capacity = b.insert(arith.DivSIOp(usable, b.index(element_bytes))).results[0]
    elements = one
    dynamic = iter(op.dynamic_sizes)
    fits = None
    for dimension, static_size in enumerate(memref_type.get_shape()):
        if static_size == DYNAMIC_INDEX:
            size = next(dynamic)
            b.check(b.cmpi("sge", size, zero), f"negative size of dim {dimension}")
        else:
            size = b.index(static_size)
        # elements * size <= capacity, asked as elements <= capacity / size (size 0: any elements fit).
        divisor = b.insert(arith.MaxSIOp(size, one)).results[0]
        bound = b.insert(arith.DivSIOp(capacity, divisor)).results[0]
        step = b.insert(arith.OrIOp(b.cmpi("eq", size, zero), b.cmpi("sle", elements, bound))).results[0]
        fits = step if fits is None else b.andi_or_fold(fits, step)
        elements = b.insert(arith.MuliOp(elements, size)).results[0]
    if fits is None:  # rank 0: one element
        fits = b.cmpi("sle", one, capacity)
    b.check(fits, "allocation does not fit in the stack left")


_VIEWS = frozenset({
    "memref.cast", "memref.subview", "memref.reinterpret_cast", "memref.expand_shape", "memref.collapse_shape",
    "memref.transpose",
})  # fmt: skip
"""Ops whose result views the allocation of their first operand, with its element type and aligned pointer."""


def _allocation(value: SSAValue) -> SSAValue | None:
    """The memref whose extent is the allocation that `value` views: a `memref.alloc`, `alloca` or
    `get_global`, or an argument of a public function (the array its caller passed), followed through
    `_VIEWS` and `extract_strided_metadata`'s base buffer; None where it comes from elsewhere."""
    while True:
        owner = value.owner
        if isinstance(owner, Operation):
            if owner.name in ("memref.alloc", "memref.alloca", "memref.get_global"):
                return value
            if owner.name in _VIEWS or (owner.name == "memref.extract_strided_metadata" and value is owner.results[0]):
                value = owner.operands[0]
                continue
            return None
        function = owner.parent_op()
        public = function is not None and getattr(function, "sym_visibility", None) in (None, StringAttr("public"))
        entry = function is not None and function.name == "func.func" and owner is function.regions[0].blocks.first
        return value if entry and public and isinstance(value.type, MemRefType) else None


def _operation(b: CheckBuilder, op_class: type, *operands: SSAValue) -> SSAValue:
    return b.insert(op_class(*operands)).results[0]


def verify_reinterpret_cast(op: Operation, b: CheckBuilder) -> None:
    """Every element of a `memref.reinterpret_cast`'s result lies in the allocation that its source views (where
    `_allocation` finds it), as the interpreter checks: the allocation is not empty, the offset lies between its
    first and last element, and so do the least and greatest elements the sizes and strides reach (each reach
    bounded first by the allocation's span, so that nothing wraps); a result with an empty dimension reaches
    none. Upstream has no check here (LLVM 19's compared with the source view and was removed: a
    reinterpret_cast may reach past the view it casts); compiled code read and wrote wherever the offset
    pointed (SIGSEGV for an offset of 10^9)."""
    result_type = op.result.type
    root = _allocation(op.source)
    if root is None or not isinstance(result_type, MemRefType):
        return
    zero, one, true = b.index(0), b.index(1), b.boolean(True)
    metadata = b.insert(memref.ExtractStridedMetaDataOp(root))
    first, last = metadata.offset, metadata.offset
    ok = true
    for size, stride in zip(metadata.sizes, metadata.strides):
        ok = _operation(b, arith.AndIOp, ok, b.cmpi("sgt", size, zero))
        reach = _operation(b, arith.MuliOp, _operation(b, arith.SubiOp, size, one), stride)
        first = _operation(b, arith.AddiOp, first, _operation(b, arith.MinSIOp, reach, zero))
        last = _operation(b, arith.AddiOp, last, _operation(b, arith.MaxSIOp, reach, zero))
    span = _operation(b, arith.AddiOp, _operation(b, arith.SubiOp, last, first), one)
    offset = b.value(_mixed(op.static_offsets, op.offsets)[0])
    ok = b.andi_or_fold(ok, b.in_bounds(offset, first, _operation(b, arith.AddiOp, last, one)))
    low, high, empty = offset, offset, b.boolean(False)
    sizes = _mixed(op.static_sizes, op.sizes)
    strides = _mixed(op.static_strides, op.strides)
    for size, stride in zip(map(b.value, sizes), map(b.value, strides)):
        empty = _operation(b, arith.OrIOp, empty, b.cmpi("eq", size, zero))
        ok = b.andi_or_fold(ok, b.cmpi("sge", size, zero))
        ok = b.andi_or_fold(ok, reach_fits(b, size, stride, span))
        reach = _operation(b, arith.MuliOp, _operation(b, arith.SubiOp, size, one), stride)
        low = _operation(b, arith.AddiOp, low, _operation(b, arith.MinSIOp, reach, zero))
        high = _operation(b, arith.AddiOp, high, _operation(b, arith.MaxSIOp, reach, zero))
    ok = b.andi_or_fold(ok, _operation(b, arith.AndIOp, b.cmpi("sge", low, first), b.cmpi("sle", high, last)))
    b.check(_operation(b, arith.OrIOp, empty, ok), "result of reinterpret_cast is out-of-bounds of the base memref")


NOT_CONTIGUOUS = "dims of a reassoc group are not contiguous"
"""What a `memref.collapse_shape` of a group its source does not lay out contiguously fails with (aiopt's)."""


def verify_collapse_shape(op: Operation, b: CheckBuilder) -> None:
    """Each group of a `memref.collapse_shape` whose strides are not all static is laid out as the collapsed view
    reads it (the group's innermost stride, as the lowering takes it): going outward from the innermost dim, the
    stride of each dim of more than one element is the extent of the dims inside it (the innermost stride times
    their sizes); a group with a dim of size 0 holds nothing. Upstream has no check here (its verifier checks
    static strides; dynamic ones are undefined where not contiguous); compiled code read the collapsed view as
    one run of elements, past the allocation where rows overlapped (a reinterpret_cast of 4 rows of 60 at
    stride 1 in 64 elements, collapsed: index 239 read element 239), or the wrong elements (a column: 8 rows of
    1 at stride 8 read 8 consecutive elements)."""
    source_type = op.src.type
    if not isinstance(source_type, MemRefType):
        return
    layout = strides_and_offset(source_type)
    groups = [[d.value.data for d in group.data] for group in op.reassociation.data]
    if layout is not None and all(layout[0][d] is not None for group in groups for d in group):
        return  # static strides: the verifier checked them
    metadata = b.insert(memref.ExtractStridedMetaDataOp(op.src))
    zero, one = b.index(0), b.index(1)
    for group in groups:
        if len(group) < 2:
            continue
        innermost = group[-1]
        extent = _operation(b, arith.MuliOp, metadata.strides[innermost], metadata.sizes[innermost])
        empty = b.cmpi("eq", metadata.sizes[innermost], zero)
        contiguous = b.boolean(True)
        for d in reversed(group[:-1]):
            size, stride = metadata.sizes[d], metadata.strides[d]
            empty = _operation(b, arith.OrIOp, empty, b.cmpi("eq", size, zero))
            follows = _operation(b, arith.OrIOp, b.cmpi("sle", size, one), b.cmpi("eq", stride, extent))
            contiguous = _operation(b, arith.AndIOp, contiguous, follows)
            extent = _operation(b, arith.MuliOp, extent, size)
        b.check(_operation(b, arith.OrIOp, empty, contiguous), NOT_CONTIGUOUS)


def verify_assume_alignment(op: Operation, b: CheckBuilder) -> None:
    """The address of the buffer is a multiple of the alignment the op assumes."""
    alignment = op.alignment.value.data
    pointer = b.insert(
        memref.ExtractAlignedPointerAsIndexOp.build(operands=[op.memref], result_types=[IndexType()])
    ).results[0]
    rest = b.insert(arith.RemUIOp(pointer, b.index(alignment))).results[0]
    b.check(b.cmpi("eq", rest, b.index(0)), f"memref is not aligned to {alignment}")


RUNTIME_VERIFIERS: dict[str, Verifier] = {
    "memref.alloca": verify_alloca,
    "memref.assume_alignment": verify_assume_alignment,
    "memref.atomic_rmw": verify_indices,
    "memref.cast": verify_cast,
    "memref.collapse_shape": verify_collapse_shape,
    "memref.copy": verify_copy,
    "memref.dim": verify_dim,
    "memref.expand_shape": verify_expand_shape,
    "memref.generic_atomic_rmw": verify_indices,
    "memref.load": verify_indices,
    "memref.reinterpret_cast": verify_reinterpret_cast,
    "memref.reshape": verify_reshape,
    "memref.store": verify_indices,
    "memref.subview": verify_subview,
    "memref.view": verify_view,
}
"""The checks of each memref op that has some (upstream's `registerRuntimeVerifiableOpInterfaceExternalModels`)."""
