"""`vector.load`, `vector.store`, `vector.extract` and `vector.insert` to the llvm dialect, and the
`convert-vector-to-llvm` pass, which applies these patterns and those of
`aiopt.lowering.vector_masked_to_llvm` (broadcast, bitcast, create_mask, masked
loads and stores, gather), `aiopt.lowering.vector_transfer_to_llvm` (transfers on
memrefs), `aiopt.lowering.vector_reduction_to_llvm` (reduction, fma, shuffle),
`aiopt.lowering.vector_shape_to_llvm` (shape_cast, transpose, strided slices,
interleave, deinterleave, step, from_elements, to_elements, constant_mask) and `aiopt.lowering.vector_contract_to_llvm`
(contract, outerproduct):
every vector op must go, else the pass fails
with `failed to legalize operation`; the memref descriptors it reads stay
casts of the memref operands, as upstream's pass leaves them.

As upstream's `VectorLoadStoreConversion`, the element address is the one
`memref.load` would read (`aligned + offset + sum(index * stride)`, a GEP)
and the access is one `llvm.load`/`llvm.store` of the vector type. Its
`alignment` is the op's `alignment` attribute where it has one (upstream's
optional attribute of both ops: the caller guarantees that the address is a
multiple of it), else the element's size, since only the element's alignment
is known of an arbitrary index:

    %v = vector.load %m[%i, %j] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>

becomes

    %p = llvm.getelementptr inbounds|nuw %aligned[%linear] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %v = llvm.load %p {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>

which NVPTX selects as `ld.global.v4.f32` (`st.shared.v4.f32` for a store
to a workgroup buffer); with the element's alignment (4) it splits the
access into four scalar ones. An n-D vector is loaded or stored row by row,
each row at a GEP by its offset from the element at the indices, with the
op's alignment where the offset keeps it (upstream's pass leaves n-D
accesses, which its `vector-transfer` patterns unroll first).

`vector.extract` and `vector.insert` of an element of a 1-D vector are
`llvm.extractelement` and `llvm.insertelement` at its position (a constant one
as an i64 constant), as upstream's `VectorExtractOpConversion` and
`VectorInsertOpConversion` lower them; an n-D vector is an array of 1-D
vectors (`!llvm.array<2 x vector<3xf32>>`), whose rows `llvm.extractvalue`
and `llvm.insertvalue` reach (see the patterns); a 0-D vector is a `vector<1xT>`, whose element (at the empty
position) is at 0:

    %e = vector.extract %v[2] : f32 from vector<4xf32>
    %w = vector.insert %e, %v [0] : f32 into vector<4xf32>
    %s = vector.extract %z[] : f32 from vector<f32>

becomes

    %0 = llvm.mlir.constant(2 : i64) : i64
    %e = llvm.extractelement %v[%0 : i64] : vector<4xf32>
    %1 = llvm.mlir.constant(0 : i64) : i64
    %w = llvm.insertelement %e, %v[%1 : i64] : vector<4xf32>
    %2 = llvm.mlir.constant(0 : i64) : i64
    %s = llvm.extractelement %z[%2 : i64] : vector<1xf32>
"""

from __future__ import annotations

from dataclasses import dataclass
from math import prod as math_prod

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, VectorType, i64
from xdsl.ir import Attribute, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, op_type_rewrite_pattern

from aiopt.dialects import llvm, vector
from aiopt.lowering.llvm_type_converter import (
    LLVMPattern,
    LLVMTypeConverter,
    MemRefDescriptor,
    apply_llvm_conversion,
    constant,
    extract_value,
    insert,
    insert_value,
)
from aiopt.lowering.memref_to_llvm import MemRefPattern, _Arith
from aiopt.lowering.vector_contract_to_llvm import populate_vector_contract_to_llvm_patterns
from aiopt.lowering.vector_masked_to_llvm import populate_vector_masked_to_llvm_patterns
from aiopt.lowering.vector_reduction_to_llvm import populate_vector_reduction_to_llvm_patterns
from aiopt.lowering.vector_rows_to_llvm import vector_rows
from aiopt.lowering.vector_shape_to_llvm import populate_vector_shape_to_llvm_patterns
from aiopt.lowering.vector_transfer_to_llvm import populate_vector_transfer_to_llvm_patterns
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option
from aiopt.transforms.lower_vector_mask import lower_vector_masks


def _alignment(op: vector.LoadOp | vector.StoreOp, element: Attribute) -> int:
    """The byte alignment of the access: the op's `alignment`, else the size of the element as lowered (`element`:
    an index is an integer of the index bitwidth), else 1."""
    alignment = vector.access_alignment(op)
    return alignment if alignment is not None else _alignment_of_element(element)


def _row_addresses(pattern: MemRefPattern, rewriter: PatternRewriter, op: vector.LoadOp | vector.StoreOp,
                   vector_type: VectorType) -> list[tuple[tuple[int, ...], SSAValue, int]]:  # fmt: skip
    """For each row of the accessed vector (its position among the leading dims): its address (a GEP by the
    row's offset from the address of the element at the indices, along the memref's dims that the leading dims
    of the vector span) and the access's alignment there (the op's where the offset keeps it, else the
    element's)."""
    element = pattern.convert(op.base.type.element_type)
    first = pattern.element_ptr(rewriter, op.base, op.indices)
    alignment = _alignment(op, element)
    shape = vector_type.get_shape()
    if len(shape) <= 1:
        return [((), first, alignment)]
    d = pattern.descriptor(rewriter, op.base)
    math = _Arith(rewriter, pattern.converter.index_type)
    lead = op.base.type.get_num_dims() - len(shape)
    element_bytes = max(1, getattr(element, "bitwidth", 8) // 8)
    rows = []
    for row in vector_rows(shape):
        offset: int | SSAValue = 0
        for k, position in enumerate(row):
            offset = math.add(offset, math.mul(position, pattern.stride_or_value(rewriter, d, lead + k)))
        if offset == 0:
            rows.append((row, first, alignment))
            continue
        ptr = insert(rewriter, llvm.GEPOp.build(first, [math.value(offset)], element))
        kept = isinstance(offset, int) and (offset * element_bytes) % alignment == 0
        rows.append((row, ptr, alignment if kept else _alignment_of_element(element)))
    return rows


def _alignment_of_element(element: Attribute) -> int:
    return max(1, getattr(element, "bitwidth", 8) // 8)


@dataclass
class VectorLoadOpLowering(MemRefPattern):
    """`vector.load` to a GEP and an `llvm.load` of the vector type; an n-D vector row by row (each row's address
    a GEP from the first, the rows put together with `llvm.insertvalue`: beyond upstream's pass, which leaves an
    n-D load)."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.LoadOp, rewriter: PatternRewriter) -> None:
        vector_type = op.result.type
        if not self.convertible(op) or vector_type.get_num_dims() == 0 or any(vector_type.get_scalable_dims()):
            return
        row_type = VectorType(self.convert(vector_type.element_type), vector_type.get_shape()[-1:])
        rows = _row_addresses(self, rewriter, op, vector_type)
        loads = [(row, insert(rewriter, llvm.LoadOp(ptr, row_type, alignment))) for row, ptr, alignment in rows]
        if vector_type.get_num_dims() == 1:
            self.replace(rewriter, op, [loads[0][1]])
            return
        result = insert(rewriter, llvm.PoisonOp(self.convert(vector_type)))
        for row, value in loads:
            result = insert_value(rewriter, result, value, row)
        self.replace(rewriter, op, [result])


@dataclass
class VectorStoreOpLowering(MemRefPattern):
    """`vector.store` to a GEP and an `llvm.store`; an n-D vector row by row (see `VectorLoadOpLowering`)."""

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.StoreOp, rewriter: PatternRewriter) -> None:
        vector_type = op.vector.type
        if not self.convertible(op) or vector_type.get_num_dims() == 0 or any(vector_type.get_scalable_dims()):
            return
        value = self.operand(rewriter, op.vector)
        row_type = VectorType(self.convert(vector_type.element_type), vector_type.get_shape()[-1:])
        stores = []
        for row, ptr, alignment in _row_addresses(self, rewriter, op, vector_type):
            row_value = value if not row else extract_value(rewriter, value, row, row_type)
            stores.append(llvm.StoreOp(row_value, ptr, alignment))
        rewriter.replace(op, stores)


def _position(op: vector.ExtractOp | vector.InsertOp) -> list[int] | None:
    """The static position of `op` into an n-D vector, or None when the pattern below does not lower it: an empty
    one (a no-op) or a dynamic one (lowered into a 1-D vector only, as an element index). The element of a 0-D
    vector, whose position is empty, is at `[0]`: the type converter makes `vector<f32>` a `vector<1xf32>`
    (upstream's lowering adds that position too)."""
    vector_type = op.vector.type if isinstance(op, vector.ExtractOp) else op.dest.type
    if vector_type.get_num_dims() == 0:
        return [0]
    position = list(op.static_position.get_values())
    if not position or (op.dynamic_position and vector_type.get_num_dims() > 1):
        return None
    return position


def _element_index(
    pattern: LLVMPattern, rewriter: PatternRewriter, op: vector.ExtractOp | vector.InsertOp, position: list[int]
):
    """The position of `op`'s element in its 1-D vector as an i64 value: a constant (the last of `position`), or
    the dynamic position operand converted."""
    if op.dynamic_position:
        return pattern.operand(rewriter, op.dynamic_position[0])
    return constant(rewriter, position[-1], i64)


@dataclass
class VectorExtractOpLowering(LLVMPattern):
    """`vector.extract` as upstream's `VectorExtractOpConversion`: an element of a 1-D vector is
    `llvm.extractelement`; of an n-D vector (an array of 1-D vectors), `llvm.extractvalue` of its 1-D vector
    first; a sub-vector of an n-D vector is `llvm.extractvalue` alone:

        %e = vector.extract %v[1, 2] : f32 from vector<2x3xf32>
        %r = vector.extract %v[1] : vector<3xf32> from vector<2x3xf32>

    become

        %0 = llvm.extractvalue %v[1] : !llvm.array<2 x vector<3xf32>>
        %1 = llvm.mlir.constant(2 : i64) : i64
        %e = llvm.extractelement %0[%1 : i64] : vector<3xf32>
        %r = llvm.extractvalue %v[1] : !llvm.array<2 x vector<3xf32>>
    """

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.ExtractOp, rewriter: PatternRewriter) -> None:
        position = _position(op)
        if not self.convertible(op) or position is None:
            return
        source = self.operand(rewriter, op.vector)
        rank = op.vector.type.get_num_dims()
        if len(position) < rank:
            self.replace(rewriter, op, [extract_value(rewriter, source, position, self.convert(op.result.type))])
            return
        if rank > 1:
            row_type = VectorType(self.convert(op.result.type), op.vector.type.get_shape()[-1:])
            source = extract_value(rewriter, source, position[:-1], row_type)
        index = _element_index(self, rewriter, op, position)
        self.replace(rewriter, op, [insert(rewriter, llvm.ExtractElementOp(source, index))])


@dataclass
class VectorInsertOpLowering(LLVMPattern):
    """`vector.insert` as upstream's `VectorInsertOpConversion`: an element into a 1-D vector is
    `llvm.insertelement`; into an n-D vector, that on its 1-D vector taken out with `llvm.extractvalue` and put
    back with `llvm.insertvalue`; a sub-vector into an n-D vector is `llvm.insertvalue` alone:

        %w = vector.insert %e, %v [1, 2] : f32 into vector<2x3xf32>
        %u = vector.insert %r, %v [1] : vector<3xf32> into vector<2x3xf32>

    become

        %0 = llvm.extractvalue %v[1] : !llvm.array<2 x vector<3xf32>>
        %1 = llvm.mlir.constant(2 : i64) : i64
        %2 = llvm.insertelement %e, %0[%1 : i64] : vector<3xf32>
        %w = llvm.insertvalue %2, %v[1] : !llvm.array<2 x vector<3xf32>>
        %u = llvm.insertvalue %r, %v[1] : !llvm.array<2 x vector<3xf32>>
    """

    lowers_nd_vectors = True

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.InsertOp, rewriter: PatternRewriter) -> None:
        position = _position(op)
        if not self.convertible(op) or position is None:
            return
        value, dest = self.operands(rewriter, [op.source, op.dest])
        rank = op.dest.type.get_num_dims()
        if len(position) < rank:
            self.replace(rewriter, op, [insert_value(rewriter, dest, value, position)])
            return
        row = dest
        if rank > 1:
            row = extract_value(rewriter, dest, position[:-1], VectorType(value.type, op.dest.type.get_shape()[-1:]))
        index = _element_index(self, rewriter, op, position)
        row = insert(rewriter, llvm.InsertElementOp(row, value, index))
        self.replace(rewriter, op, [insert_value(rewriter, dest, row, position[:-1]) if rank > 1 else row])


@dataclass
class VectorTypeCastOpLowering(MemRefPattern):
    """`vector.type_cast`: a descriptor of the result over the source's pointers, at offset 0, with the result's
    row-major sizes and strides (upstream's `VectorTypeCastOpConversion`; both layouts are the identity)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: vector.TypeCastOp, rewriter: PatternRewriter) -> None:
        if not self.convertible(op):
            return
        source = self.descriptor(rewriter, op.memref)
        result_type = op.result.type
        math = _Arith(rewriter, self.converter.index_type)
        shape = result_type.get_shape()
        strides = [math.const(math_prod(shape[dim + 1 :])) for dim in range(len(shape))]
        d = MemRefDescriptor.build(
            rewriter, result_type, self.converter, source.allocated_ptr(rewriter), source.aligned_ptr(rewriter),
            math.const(0), [math.const(size) for size in shape], strides,
        )  # fmt: skip
        self.replace(rewriter, op, [d.value])


def populate_vector_to_llvm_patterns(
    converter: LLVMTypeConverter, reassociate_fp_reductions: bool = False
) -> list[LLVMPattern]:
    """The vector-to-llvm patterns for `converter`: this module's, `vector_masked_to_llvm`'s,
    `vector_transfer_to_llvm`'s, `vector_reduction_to_llvm`'s (float add/mul reductions reassociated where
    `reassociate_fp_reductions`), `vector_shape_to_llvm`'s and `vector_contract_to_llvm`'s."""
    patterns = (
        VectorLoadOpLowering, VectorStoreOpLowering, VectorExtractOpLowering, VectorInsertOpLowering,
        VectorTypeCastOpLowering,
    )  # fmt: skip
    return [
        *(p(converter) for p in patterns),
        *populate_vector_masked_to_llvm_patterns(converter),
        *populate_vector_transfer_to_llvm_patterns(converter),
        *populate_vector_reduction_to_llvm_patterns(converter, reassociate_fp_reductions),
        *populate_vector_shape_to_llvm_patterns(converter),
        *populate_vector_contract_to_llvm_patterns(converter),
    ]


@dataclass(frozen=True)
class ConvertVectorToLLVMPass(DiagnosticPass):
    """Convert vector ops to the llvm dialect (upstream's `convert-vector-to-llvm`; see the module docstring).

    Example, `ai-opt --convert-vector-to-llvm`:

        func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
          %r = vector.fma %a, %b, %c : vector<4xf32>
          %s = vector.reduction <add>, %r : vector<4xf32> into f32
          %u = vector.broadcast %s : f32 to vector<4xf32>
          return %u : vector<4xf32>
        }

    becomes

        %0 = llvm.intr.fma(%arg0, %arg1, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
        ...
        %5 = llvm.insertelement %2, %3[%4 : i32] : vector<4xf32>
        %6 = llvm.shufflevector %5, %5 [0, 0, 0, 0] : vector<4xf32>
        return %6 : vector<4xf32>

    (a maskedload becomes `llvm.intr.masked.load` of the element's address, a vector.contract `llvm.intr.fma`s of
    splats and rows, and so on: see the module).
    """

    name = "convert-vector-to-llvm"

    reassociate_fp_reductions: bool = option(
        False, "Allows llvm to reassociate floating-point reductions for speed (results may differ in the last bits)"
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        lower_vector_masks(op)  # (upstream's populateVectorMaskOpLoweringPatterns, applied first)
        patterns = populate_vector_to_llvm_patterns(LLVMTypeConverter(), self.reassociate_fp_reductions)
        apply_llvm_conversion(op, patterns, ("vector",))
