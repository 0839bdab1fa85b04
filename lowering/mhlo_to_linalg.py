"""`--convert-mhlo-to-linalg`: lower mhlo/stablehlo on tensors to linalg on tensors.

As mlir-hlo's `hlo-legalize-to-linalg`, element-wise ops become a
`linalg.generic` over the result's index space whose body is the scalar
`arith`/`math`/`complex` op that one table (`mhlo_to_linalg_scalar`) picks
by element kind:

    %r = mhlo.add %a, %b : tensor<4xf32>

becomes

    %0 = tensor.empty() : tensor<4xf32>
    %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32, %out: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>

Every element-wise op is lowered so (unary, binary, compare with every
`compare_type`, select, clamp, convert, bitcast_convert, reduce_precision,
complex, real, imag, ...) on float, signed, unsigned, i1 and complex
elements, static or dynamic shapes: a `?` size of the result is read with
`tensor.dim` from an operand and given to `tensor.empty`. Bodies compute on
signless integers: unsigned tensors are cast to signless ones with
`builtin.unrealized_conversion_cast` (and back), and the table picks the
unsigned arith ops (`divui`, `cmpi ult`, `uitofp`, ...). Rank-0 operands of
select and clamp broadcast. Element-wise ops with one result type share
one `tensor.empty` per block.

Also here: copy, width-changing bitcast_convert (a minor dimension of the
narrow side holds the parts of a wide element) and constant
(arith.constant). The other ops have their pattern modules:
`mhlo_to_linalg_control_flow` (if/case/while to scf, optimization_barrier),
`mhlo_to_linalg_shape` (data movement and shapes: broadcasts, transpose,
iota, ...),
`mhlo_to_linalg_gather_scatter` (gather, scatter, sort),
`mhlo_to_linalg_top_k` (topk of a small k: a scan of each row),
`mhlo_to_linalg_contraction` (reductions, maps, einsums, dots, convolutions,
windows, rng), `mhlo_to_linalg_batch_norm`, `mhlo_to_linalg_forwarding`
(add_dependency, domain, bitcast, tuples, composite, topk of a larger k, and the
collectives and process ids of a single device) and
`mhlo_to_linalg_linear_algebra` (fft, cholesky, triangular_solve) and
`mhlo_to_linalg_rng_bit_generator` (THREE_FRY and PHILOX, bit-exact) and
`mhlo_to_linalg_special_math` (acos, acosh, atanh, cosh and f64 erf:
decomposed as chlo-legalize-to-mhlo decomposes their chlo twins). Each declares the mnemonics
it lowers in `LOWERED_OPS`; `all_lowered_ops()` is their union, which
`bench/mhlo_to_linalg_coverage.py` compares with the dialects and with
mlir-hlo's `hlo-legalize-to-linalg`.

An mhlo or stablehlo op left over fails the pass with `failed to legalize
operation 'mhlo.X'` at the op (saying so when its types are unranked),
unless `partial` is set.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import complex
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ComplexType,
    DenseIntOrFPElementsAttr,
    DenseResourceAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    TensorType,
    UnrankedTensorType,
    UnrealizedConversionCastOp,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)

from aiopt.dialects import arith, tensor
from aiopt.dialects.hlo.attrs import enum_value
from aiopt.dialects.hlo.types import ElementKind, element_kind, element_type_of
from aiopt.dialects.linalg import FillOp, IndexOp, is_structured
from aiopt.lowering import (
    mhlo_to_linalg_batch_norm,
    mhlo_to_linalg_contraction,
    mhlo_to_linalg_control_flow,
    mhlo_to_linalg_cumulative_window,
    mhlo_to_linalg_dynamic_reduce_window,
    mhlo_to_linalg_forwarding,
    mhlo_to_linalg_gather_scatter,
    mhlo_to_linalg_lapack,
    mhlo_to_linalg_lapack_schur,
    mhlo_to_linalg_linear_algebra,
    mhlo_to_linalg_rng_bit_generator,
    mhlo_to_linalg_shape,
    mhlo_to_linalg_shape_assertion,
    mhlo_to_linalg_special_math,
    mhlo_to_linalg_top_k,
)
from aiopt.lowering import mhlo_to_linalg_scalar as scalar
from aiopt.lowering.mhlo_to_linalg_parallel_long_sort import populate_mhlo_to_linalg_parallel_long_sort_patterns
from aiopt.lowering.mhlo_to_linalg_parallel_sort import populate_mhlo_to_linalg_parallel_sort_patterns
from aiopt.lowering.mhlo_to_linalg_primitive_ops import populate_primitive_ops_patterns
from aiopt.lowering.mhlo_to_linalg_scalar import SCALAR_OPS, scalar_op
from aiopt.lowering.mhlo_to_linalg_shape_checks import CheckDeclaredResults, insert_shape_checks
from aiopt.lowering.mhlo_to_linalg_sliding_window import populate_mhlo_to_linalg_sliding_window_patterns
from aiopt.lowering.mhlo_to_linalg_utils import (
    build_generic,
    cast_tensor,
    empty_tensor,
    filled_tensor,
    hlo_op_types,
    index_map,
    is_hlo_op,
    lowered_kind,
    signless_type,
    zero,
)
from aiopt.support.conversion import ConversionTarget
from aiopt.support.dense_elements import large_splat_value
from aiopt.support.dense_resource import ResourceError, dense_from_resource
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import IdleSkippingWalker, OpClassKeyedApplier
from aiopt.support.registry import option
from aiopt.support.rewriting import InheritLocation
from aiopt.support.sparse_elements import SparseElementsAttr
from aiopt.support.worklist_population import walk_ops

FLOAT, SIGNED, PRED = ElementKind.FLOAT, ElementKind.SIGNED, ElementKind.PRED


def _lowerable(op: Operation, op_types: tuple[type[Operation], ...]) -> bool:
    """Whether `op` is one of `op_types` on lowerable tensors, outside any HLO op's region.

    The regions of HLO ops (a reduce body) compute on rank-0 tensors and stay
    HLO until their parent is lowered.
    """
    values = [*op.operands, *op.results]
    return (
        isinstance(op, op_types)
        and not is_hlo_op(op.parent_op())
        and all(lowered_kind(v.type) is not None for v in values)
    )


def _elementwise_lowerable(op: Operation, op_types: tuple[type[Operation], ...]) -> bool:
    """Whether `op` is one of `op_types` on ranked tensors of any shape and HLO element type, outside HLO regions.

    Quantized elements are not: `mhlo-quant-legalize-to-int` makes them integers first (as upstream, whose
    lowering leaves `tensor<4x!quant.uniform<i8:f32, 0.5>>` ops alone: `failed to legalize operation`).
    """
    values = [*op.operands, *op.results]
    return (
        isinstance(op, op_types)
        and not is_hlo_op(op.parent_op())
        and all(
            isinstance(v.type, TensorType) and element_kind(element_type_of(v.type)) not in (None, ElementKind.QUANTIZED)
            for v in values
        )
    )


def elementwise_generic(
    rewriter: PatternRewriter,
    op: Operation,
    body: Callable[[Block, Sequence[SSAValue]], SSAValue],
) -> SSAValue:
    """A parallel `linalg.generic` over the result of `op`, computing on signless elements.

    Rank-0 operands (the scalar predicate of select, clamp bounds) broadcast;
    `?` result sizes come from the first operand of the result's rank.
    Returns the result as `op`'s result type (cast back to unsigned).
    """
    result_type = op.results[0].type
    rank = result_type.get_num_dims()
    identity = list(range(rank))
    inputs = [cast_tensor(rewriter, operand, signless_type(operand.type)) for operand in op.operands]
    maps = [index_map(rank, identity if value.type.get_num_dims() == rank else []) for value in inputs]
    like = next((value for value in inputs if value.type.get_num_dims() == rank), None)
    init = empty_tensor(rewriter, signless_type(result_type), like if not result_type.has_static_shape() else None)
    result = build_generic(rewriter, inputs, [*maps, index_map(rank, identity)], ["parallel"] * rank, init, body)
    return cast_tensor(rewriter, result, result_type)


class ElementwiseToGeneric(RewritePattern):
    """`mhlo.add %a, %b` (and every SCALAR_OPS op) -> `linalg.generic { arith.addf }`."""

    def __init__(self, mnemonic: str):
        self.mnemonic = mnemonic
        self.op_types = hlo_op_types(mnemonic)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _elementwise_lowerable(op, self.op_types):
            return
        kind = element_kind(element_type_of(op.operands[0].type))
        if kind not in SCALAR_OPS[self.mnemonic]:
            return
        count = len(op.operands)
        result = elementwise_generic(rewriter, op, lambda b, args: scalar_op(b, self.mnemonic, kind, args[:count]))
        rewriter.replace(op, (), [result])


class CompareToGeneric(RewritePattern):
    """`mhlo.compare GT, %a, %b` -> `linalg.generic { arith.cmpf ogt }`.

    The `compare_type` (else the element kind) picks the predicates: FLOAT
    ordered (une for NE), SIGNED/UNSIGNED `cmpi`, TOTALORDER a signed `cmpi`
    on the floats' bits with negative magnitudes flipped; complex EQ/NE are
    `complex.eq`/`neq`, orderings lexicographic.
    """

    op_types = hlo_op_types("compare")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _elementwise_lowerable(op, hlo_op_types("compare")):
            return
        compare_type = op.properties.get("compare_type")
        compare_type = enum_value(compare_type) if compare_type is not None else None
        direction = enum_value(op.properties["comparison_direction"])
        kind = element_kind(element_type_of(op.operands[0].type))

        def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            return scalar.compare(block, direction, compare_type, kind, args[0], args[1])

        rewriter.replace(op, (), [elementwise_generic(rewriter, op, body)])


class SelectToGeneric(RewritePattern):
    """`mhlo.select %p, %a, %b` -> `linalg.generic { arith.select }`."""

    op_types = hlo_op_types("select")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _elementwise_lowerable(op, hlo_op_types("select")):
            return

        def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            return scalar.emit(block, arith.SelectOp(args[0], args[1], args[2]))

        rewriter.replace(op, (), [elementwise_generic(rewriter, op, body)])


class ClampToGeneric(RewritePattern):
    """`mhlo.clamp %lo, %x, %hi` -> `linalg.generic { minimum(maximum(lo, x), hi) }` (bounds may be rank 0)."""

    op_types = hlo_op_types("clamp")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _elementwise_lowerable(op, hlo_op_types("clamp")):
            return
        kind = element_kind(element_type_of(op.operands[1].type))
        if kind not in SCALAR_OPS["maximum"]:
            return

        def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            low, x, high = args[:3]
            # mlir-hlo's operand order; complex maximum keeps its first operand on ties (and NaN), so x first.
            pair = [x, low] if kind is ElementKind.COMPLEX else [low, x]
            return scalar_op(block, "minimum", kind, [scalar_op(block, "maximum", kind, pair), high])

        rewriter.replace(op, (), [elementwise_generic(rewriter, op, body)])


class ConvertToGeneric(RewritePattern):
    """`mhlo.convert %a : (tensor<4xi32>) -> tensor<4xf32>` -> `linalg.generic { arith.sitofp }`.

    Float to integer saturates at the integer bounds and gives 0 for NaN, as
    XLA converts; to i1 is `!= 0`; complex to real keeps the real part.
    """

    op_types = hlo_op_types("convert")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _elementwise_lowerable(op, hlo_op_types("convert")):
            return
        source, target = element_type_of(op.operands[0].type), element_type_of(op.results[0].type)

        def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            return scalar.convert(block, args[0], source, target)

        rewriter.replace(op, (), [elementwise_generic(rewriter, op, body)])


def _has_complex(source: Attribute, target: Attribute) -> bool:
    """Whether either element type is complex (`ComplexWidthChangingBitcastConvertToGeneric` bitcasts their widths)."""
    return ElementKind.COMPLEX in (element_kind(source), element_kind(target))


class BitcastConvertToGeneric(RewritePattern):
    """`mhlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4xi32>` -> `linalg.generic { arith.bitcast }`.

    Element types of one bit width; `WidthChangingBitcastConvertToGeneric` does the others.
    """

    op_types = hlo_op_types("bitcast_convert")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _elementwise_lowerable(op, hlo_op_types("bitcast_convert")):
            return
        source, target = element_type_of(op.operands[0].type), element_type_of(op.results[0].type)
        if scalar.width(source) != scalar.width(target):
            return
        result = elementwise_generic(rewriter, op, lambda b, args: scalar.bitcast(b, args[0], target))
        rewriter.replace(op, (), [result])


def _bit_offset(block: Block, dim: int, bits: int, type_: IntegerType) -> SSAValue:
    """Append `index_cast(linalg.index dim) * bits` as a `type_` integer: where sub-element `dim` starts."""
    index = scalar.emit(block, arith.IndexCastOp(scalar.emit(block, IndexOp(dim)), type_))
    return scalar.emit(block, arith.MuliOp(index, scalar.constant(block, bits, type_)))


class WidthChangingBitcastConvertToGeneric(RewritePattern):
    """`bitcast_convert` between element widths: a minor dimension of the narrow side holds the wide element's parts.

    Little-endian, as XLA on CPU: part `k` is bits `[k * n, (k + 1) * n)`.
    Wide to narrow is a parallel generic over the result shifting each
    element's bits right by `k * n` and truncating:

        %r = mhlo.bitcast_convert %a : (tensor<4xf32>) -> tensor<4x2xi16>

    reads `%a` through `(d0, d1) -> (d0)` and yields
    `trunci(shrui(bitcast %x : f32 to i32, d1 * 16))`. Narrow to wide is a
    generic reducing over the minor dimension, or-ing each part shifted left
    by `k * n` into a zero-filled result.
    """

    op_types = hlo_op_types("bitcast_convert")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _elementwise_lowerable(op, hlo_op_types("bitcast_convert")):
            return
        source, target = element_type_of(op.operands[0].type), element_type_of(op.results[0].type)
        if _has_complex(source, target) or scalar.width(source) == scalar.width(target):
            return
        operand = cast_tensor(rewriter, op.operands[0], signless_type(op.operands[0].type))
        result_type = signless_type(op.results[0].type)
        narrow, wide = sorted((scalar.width(source), scalar.width(target)))
        narrow_int, wide_int = IntegerType(narrow), IntegerType(wide)
        rank = max(operand.type.get_num_dims(), result_type.get_num_dims())
        init = empty_tensor(rewriter, result_type, operand)
        if scalar.width(source) > scalar.width(target):

            def split(block: Block, args: Sequence[SSAValue]) -> SSAValue:
                bits = scalar.bitcast(block, args[0], wide_int)
                shifted = scalar.emit(block, arith.ShRUIOp(bits, _bit_offset(block, rank - 1, narrow, wide_int)))
                part = scalar.emit(block, arith.TruncIOp(shifted, narrow_int))
                return scalar.bitcast(block, part, target)

            maps = [index_map(rank, range(rank - 1)), index_map(rank, range(rank))]
            result = build_generic(rewriter, [operand], maps, ["parallel"] * rank, init, split)
        else:

            def join(block: Block, args: Sequence[SSAValue]) -> SSAValue:
                offset = _bit_offset(block, rank - 1, narrow, wide_int)
                part = scalar.emit(block, arith.ExtUIOp(scalar.bitcast(block, args[0], narrow_int), wide_int))
                shifted = scalar.emit(block, arith.ShLIOp(part, offset))
                total = scalar.emit(block, arith.OrIOp(shifted, scalar.bitcast(block, args[1], wide_int)))
                return scalar.bitcast(block, total, target)

            fill = FillOp([zero(rewriter, element_type_of(result_type))], [init], [result_type])
            rewriter.insert(fill)
            maps = [index_map(rank, range(rank)), index_map(rank, range(rank - 1))]
            iterators = ["parallel"] * (rank - 1) + ["reduction"]
            result = build_generic(rewriter, [operand], maps, iterators, fill.results[0], join)
        rewriter.replace(op, (), [cast_tensor(rewriter, result, op.results[0].type)])


class ComplexWidthChangingBitcastConvertToGeneric(RewritePattern):
    """`bitcast_convert` between a complex type and a narrower one, on the words of the complex parts.

    A complex number is two words, the real part's bits then the imaginary
    part's (little-endian); the narrow elements are at most a word wide, so
    each lies in one word, and no integer twice a part's width is needed.
    Complex to narrow is a parallel generic over the result picking the word
    of part `k` and shifting it:

        %r = mhlo.bitcast_convert %a : (tensor<2xcomplex<f64>>) -> tensor<2x2xcomplex<f32>>

    yields `bits(re)` for `k = 0` and `bits(im)` for `k = 1`, as `complex<f32>`.
    Narrow to complex is a parallel generic over the result reading the `m`
    parts through `m` maps `(d0) -> (d0, k)` and or-ing each, shifted, into its word.
    """

    op_types = hlo_op_types("bitcast_convert")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _elementwise_lowerable(op, hlo_op_types("bitcast_convert")):
            return
        source, target = element_type_of(op.operands[0].type), element_type_of(op.results[0].type)
        if not _has_complex(source, target) or scalar.width(source) == scalar.width(target):
            return
        operand = cast_tensor(rewriter, op.operands[0], signless_type(op.operands[0].type))
        result_type = signless_type(op.results[0].type)
        rank = max(operand.type.get_num_dims(), result_type.get_num_dims())
        init = empty_tensor(rewriter, result_type, operand)
        if scalar.width(source) > scalar.width(target):
            word, narrow = scalar.width(source) // 2, scalar.width(target)

            def split(block: Block, args: Sequence[SSAValue]) -> SSAValue:
                word_type = IntegerType(word)
                low, high = scalar.complex_words(block, args[0])
                offset = _bit_offset(block, rank - 1, narrow, word_type)
                in_high = scalar.emit(block, arith.CmpiOp(offset, scalar.constant(block, word, word_type), "uge"))
                bits = scalar.emit(block, arith.SelectOp(in_high, high, low))
                if narrow < word:
                    within = scalar.emit(block, arith.RemUIOp(offset, scalar.constant(block, word, word_type)))
                    shifted = scalar.emit(block, arith.ShRUIOp(bits, within))
                    bits = scalar.emit(block, arith.TruncIOp(shifted, IntegerType(narrow)))
                return scalar.bitcast(block, bits, target)

            maps = [index_map(rank, range(rank - 1)), index_map(rank, range(rank))]
            result = build_generic(rewriter, [operand], maps, ["parallel"] * rank, init, split)
        else:
            word, narrow = scalar.width(target) // 2, scalar.width(source)
            count = 2 * word // narrow

            def join(block: Block, args: Sequence[SSAValue]) -> SSAValue:
                word_type = IntegerType(word)
                words: list[SSAValue | None] = [None, None]
                for k, part in enumerate(args[:count]):
                    bits = scalar.bitcast(block, part, IntegerType(narrow))
                    if narrow < word:
                        bits = scalar.emit(block, arith.ExtUIOp(bits, word_type))
                        if k * narrow % word:
                            offset = scalar.constant(block, k * narrow % word, word_type)
                            bits = scalar.emit(block, arith.ShLIOp(bits, offset))
                    index = k * narrow // word
                    previous = words[index]
                    words[index] = bits if previous is None else scalar.emit(block, arith.OrIOp(previous, bits))
                return scalar.complex_from_words(block, words[0], words[1], target)

            dims = tuple(AffineExpr.dimension(d) for d in range(rank - 1))
            parts = [AffineMapAttr(AffineMap(rank - 1, 0, (*dims, AffineExpr.constant(k)))) for k in range(count)]
            maps = [*parts, index_map(rank - 1, range(rank - 1))]
            result = build_generic(rewriter, [operand] * count, maps, ["parallel"] * (rank - 1), init, join)
        rewriter.replace(op, (), [cast_tensor(rewriter, result, op.results[0].type)])


class StochasticConvertToGeneric(RewritePattern):
    """`mhlo.stochastic_convert %x, %bits` -> a generic rounding up where the random bits are below the fraction."""

    op_types = hlo_op_types("stochastic_convert")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _elementwise_lowerable(op, hlo_op_types("stochastic_convert")):
            return
        target = element_type_of(op.results[0].type)

        def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            return scalar.stochastic_convert(block, args[0], args[1], target)

        rewriter.replace(op, (), [elementwise_generic(rewriter, op, body)])


class ReducePrecisionToGeneric(RewritePattern):
    """`mhlo.reduce_precision %a, format = e5m10` -> a generic rounding the bits with arith integer ops."""

    op_types = hlo_op_types("reduce_precision")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not _elementwise_lowerable(op, hlo_op_types("reduce_precision")):
            return
        exponent_bits, mantissa_bits = op.exponent_bits.value.data, op.mantissa_bits.value.data

        def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            return scalar.reduce_precision(block, args[0], exponent_bits, mantissa_bits)

        rewriter.replace(op, (), [elementwise_generic(rewriter, op, body)])


class ConstantToArith(RewritePattern):
    """`mhlo.constant dense<1.0> : tensor<4xf32>` -> `arith.constant dense<1.0> : tensor<4xf32>`.

    An unsigned constant becomes a signless `arith.constant` cast back to
    its type (arith constants are signless). A large splat of integers or
    floats (more than `COMPACT_SPLAT_ELEMENTS`, which are stored as one
    element, see `aiopt.support.dense_elements`) is filled at run time
    rather than stored in the program:

        %0 = mhlo.constant dense<0.0> : tensor<4096x4096xf32>
        ->
        %c = arith.constant 0.0 : f32
        %0 = linalg.fill ins(%c : f32) outs(tensor.empty() : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    """

    op_types = hlo_op_types("constant")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        value = op.properties.get("value")
        if isinstance(value, SparseElementsAttr):
            value = value.to_dense()  # lowered as the dense constant it stands for
        if not isinstance(value, DenseIntOrFPElementsAttr) or not isinstance(op, hlo_op_types("constant")):
            return
        type_ = op.results[0].type
        signless = signless_type(type_)
        element_type = element_type_of(signless)
        if isinstance(element_type, IntegerType | AnyFloat) and (element := large_splat_value(value)) is not None:
            if is_hlo_op(op.parent_op()) or not isinstance(type_, TensorType):
                return
            if isinstance(element_type, IntegerType):
                scalar: Attribute = IntegerAttr(element, element_type)
            else:
                scalar = FloatAttr(element, element_type)
            fill = arith.ConstantOp(scalar, element_type)
            rewriter.insert(fill)
            rewriter.replace(op, (), [cast_tensor(rewriter, filled_tensor(rewriter, signless, fill.result), type_)])
            return
        if _lowerable(op, hlo_op_types("constant")):
            rewriter.replace(op, arith.ConstantOp(value))
            return
        if isinstance(element_type, ComplexType) and isinstance(type_, TensorType) and type_.has_static_shape():
            if not is_hlo_op(op.parent_op()):
                rewriter.replace(op, (), [_complex_constant(rewriter, value, type_)])
            return
        if signless == type_ or not type_.has_static_shape() or is_hlo_op(op.parent_op()):
            return
        constant = arith.ConstantOp(DenseIntOrFPElementsAttr(signless, value.data))
        rewriter.insert(constant)
        rewriter.replace(op, (), [cast_tensor(rewriter, constant.result, type_)])


class ResourceConstantToArith(RewritePattern):
    """`mhlo.constant dense_resource<blob> : tensor<4xf32>` -> `arith.constant dense_resource<blob> : tensor<4xf32>`.

    The blob stays a blob (upstream's lowering keeps the attribute; one-shot-bufferize makes it a global's
    initial value). An unsigned constant names the same blob with signless elements, cast back to its type.
    Complex elements are lowered as the dense constant the blob holds (`ConstantToArith` splits them into
    their parts).
    """

    op_types = hlo_op_types("constant")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, hlo_op_types("constant")) or not isinstance(value := op.value, DenseResourceAttr):
            return
        type_ = op.results[0].type
        if not isinstance(type_, TensorType) or not type_.has_static_shape() or is_hlo_op(op.parent_op()):
            return
        if isinstance(element_type_of(type_), ComplexType):
            try:
                dense = dense_from_resource(value)
            except ResourceError as err:
                raise DiagnosticError(op_error_message(op, str(err)), op) from None
            rewriter.replace(op, type(op)(dense))
            return
        signless = signless_type(type_)
        constant = arith.ConstantOp(DenseResourceAttr(value.resource_handle, signless))
        rewriter.insert(constant)
        rewriter.replace(op, (), [cast_tensor(rewriter, constant.result, type_)])


def _complex_constant(rewriter: PatternRewriter, value: DenseIntOrFPElementsAttr, type_: TensorType) -> SSAValue:
    """A complex tensor constant as its real and imaginary parts, joined by `complex.create` in a generic.

        %c = mhlo.constant dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>
        ->
        %re = arith.constant dense<1.0> : tensor<1xf32>
        %im = arith.constant dense<2.0> : tensor<1xf32>
        %c = linalg.generic ins(%re, %im) outs(tensor.empty()) { complex.create ... }

    (Complex elements then never need a complex global in memory or in LLVM IR.)
    """
    element = type_.get_element_type()
    part_type = TensorType(element.element_type, type_.get_shape())
    values = list(value.get_values())  # (real, imaginary) pairs
    parts = [
        arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(part_type, [pair[i] for pair in values])) for i in (0, 1)
    ]
    for part in parts:
        rewriter.insert(part)
    rank = type_.get_num_dims()
    identity = index_map(rank, range(rank))

    def create(block: Block, args: Sequence[SSAValue]) -> SSAValue:
        op = complex.CreateOp(args[0], args[1], element)
        block.add_op(op)
        return op.results[0]

    inputs = [part.result for part in parts]
    return build_generic(
        rewriter, inputs, [identity, identity, identity], ["parallel"] * rank, empty_tensor(rewriter, type_), create
    )


LOWERED_OPS = frozenset(
    {
        *SCALAR_OPS,
        *("compare", "select", "clamp", "convert", "bitcast_convert", "reduce_precision", "stochastic_convert"),
        "constant",
    }
)
"""The mnemonics of the HLO ops this module's patterns lower."""


PATTERN_MODULES = (
    mhlo_to_linalg_batch_norm,
    mhlo_to_linalg_contraction,
    mhlo_to_linalg_control_flow,
    mhlo_to_linalg_cumulative_window,
    mhlo_to_linalg_dynamic_reduce_window,
    mhlo_to_linalg_forwarding,
    mhlo_to_linalg_gather_scatter,
    mhlo_to_linalg_lapack,
    mhlo_to_linalg_lapack_schur,
    mhlo_to_linalg_linear_algebra,
    mhlo_to_linalg_rng_bit_generator,
    mhlo_to_linalg_shape,
    mhlo_to_linalg_shape_assertion,
    mhlo_to_linalg_special_math,
    mhlo_to_linalg_top_k,
)
"""The pattern modules of the ops this module does not lower itself (each declares its `LOWERED_OPS`)."""


def all_lowered_ops() -> frozenset[str]:
    """The mnemonics of every HLO op `convert-mhlo-to-linalg` lowers (the union of the pattern modules')."""
    return LOWERED_OPS.union(*(module.LOWERED_OPS for module in PATTERN_MODULES))


def populate_mhlo_to_linalg_patterns(
    enable_primitive_ops: bool = False, sort_rows_in_parallel: bool = False
) -> list[RewritePattern]:
    """The patterns that lower mhlo/stablehlo ops to linalg, tensor, scf, arith, math and complex
    (`enable_primitive_ops`: reductions to `linalg.reduce`; `sort_rows_in_parallel`: the rows of a sort and of a
    topk in an `scf.parallel`, and one long row of a sort in parallel chunks and merges)."""
    return [
        *mhlo_to_linalg_special_math.populate_mhlo_to_linalg_special_math_patterns(),
        *(ElementwiseToGeneric(mnemonic) for mnemonic in SCALAR_OPS),
        CompareToGeneric(),
        SelectToGeneric(),
        ClampToGeneric(),
        ConvertToGeneric(),
        BitcastConvertToGeneric(),
        WidthChangingBitcastConvertToGeneric(),
        ComplexWidthChangingBitcastConvertToGeneric(),
        ReducePrecisionToGeneric(),
        StochasticConvertToGeneric(),
        ConstantToArith(),
        ResourceConstantToArith(),
        # Before the contraction patterns: their reduce_window generic would take a cumulative window too.
        *mhlo_to_linalg_cumulative_window.populate_mhlo_to_linalg_cumulative_window_patterns(),
        *populate_mhlo_to_linalg_sliding_window_patterns(),
        *mhlo_to_linalg_contraction.populate_mhlo_to_linalg_contraction_patterns(enable_primitive_ops),
        *mhlo_to_linalg_batch_norm.populate_mhlo_to_linalg_batch_norm_patterns(),
        *mhlo_to_linalg_control_flow.populate_control_flow_patterns(),
        *mhlo_to_linalg_shape.populate_mhlo_to_linalg_shape_patterns(enable_primitive_ops),
        # Before SortToLoops, which sorts the rows one after the other.
        *(populate_mhlo_to_linalg_parallel_sort_patterns() if sort_rows_in_parallel else []),
        *(populate_mhlo_to_linalg_parallel_long_sort_patterns() if sort_rows_in_parallel else []),
        *mhlo_to_linalg_gather_scatter.populate_mhlo_to_linalg_gather_scatter_patterns(),
        # Before the forwarding patterns: a topk of a small k is scanned, a larger one sorted (TopKToSort).
        *mhlo_to_linalg_top_k.populate_mhlo_to_linalg_top_k_patterns(sort_rows_in_parallel),
        *mhlo_to_linalg_forwarding.populate_mhlo_to_linalg_forwarding_patterns(),
        *mhlo_to_linalg_linear_algebra.populate_mhlo_to_linalg_linear_algebra_patterns(),
        *mhlo_to_linalg_lapack.populate_mhlo_to_linalg_lapack_patterns(),
        *mhlo_to_linalg_lapack_schur.populate_mhlo_to_linalg_lapack_schur_patterns(),
        *mhlo_to_linalg_shape_assertion.populate_mhlo_to_linalg_shape_assertion_patterns(),
        *mhlo_to_linalg_dynamic_reduce_window.populate_mhlo_to_linalg_dynamic_reduce_window_patterns(),
        *mhlo_to_linalg_rng_bit_generator.populate_mhlo_to_linalg_rng_bit_generator_patterns(),
    ]


SIGNLESS_DATA_MOVEMENT = frozenset(
    {"reshape", "transpose", "broadcast_in_dim", "broadcast", "reverse", "slice", "concatenate", "pad"}
)
"""The HLO ops all of whose operands are data they move, which are lowered on signless elements."""

SIGNLESS_DATA_OPERANDS = {
    "dynamic_broadcast_in_dim": 1,
    "dynamic_slice": 1,
    "real_dynamic_slice": 1,
    "dynamic_update_slice": 2,
    "dynamic_pad": 2,
    "gather": 1,
    "dynamic_gather": 1,
    "torch_index_select": 1,
}
"""The HLO ops whose first operands are data they move and the others indices or shapes: their data
operands and results are lowered on signless elements (unsigned indices stay, to be zero extended)."""


class SignlessDataMovement(RewritePattern):
    """A data-movement op on unsigned tensors is the same op on signless ones between casts, as mlir-hlo's
    type converter makes every unsigned tensor signless (the data operands of `SIGNLESS_DATA_OPERANDS`):

        %r = mhlo.reshape %x : (tensor<ui32>) -> tensor<1xui32>
        -> %0 = builtin.unrealized_conversion_cast %x : tensor<ui32> to tensor<i32>
           %1 = mhlo.reshape %0 : (tensor<i32>) -> tensor<1xi32>
           %r = builtin.unrealized_conversion_cast %1 : tensor<1xi32> to tensor<1xui32>
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        mnemonic = getattr(op, "MNEMONIC", None)
        if not is_hlo_op(op) or op.regions:
            return
        if mnemonic in SIGNLESS_DATA_MOVEMENT:
            data = len(op.operands)
        elif mnemonic in SIGNLESS_DATA_OPERANDS:
            data = SIGNLESS_DATA_OPERANDS[mnemonic]
        else:
            return
        types = [*op.operand_types[:data], *op.result_types]
        if not all(isinstance(t, TensorType) for t in (*op.operand_types, *op.result_types)):
            return
        if all(signless_type(t) == t for t in types):
            return
        new_op = type(op).create(
            operands=[
                cast_tensor(rewriter, v, signless_type(v.type)) if i < data else v for i, v in enumerate(op.operands)
            ],
            result_types=[signless_type(t) for t in op.result_types],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
        )
        new_op.location = op.location
        rewriter.insert(new_op)
        results = [cast_tensor(rewriter, r, t) for r, t in zip(new_op.results, op.result_types, strict=True)]
        rewriter.replace(op, [], results)


def share_dims(root: Operation) -> None:
    """Replace each `tensor.dim` by the first one of its block that reads the same dimension of the same value.

    The run-time shape checks and the patterns read sizes on their own, so
    a size can be read twice (`tensor.dim %a, %c0` for the check and again
    for the `tensor.empty`); the first read dominates the others. The index
    is compared by value when it is a constant (which goes when it is no
    longer used).
    """
    for block in [b for region_op in walk_ops(root) for region in region_op.regions for b in region.blocks]:
        first: dict[tuple[SSAValue, Attribute | SSAValue], SSAValue] = {}
        for op in list(block.ops):
            if not isinstance(op, tensor.DimOp):
                continue
            index = op.index
            constant = index.owner.value if isinstance(index.owner, arith.ConstantOp) else index
            key = (op.source, constant)
            kept = first.setdefault(key, op.result)
            if kept is not op.result:
                op.result.replace_all_uses_with(kept)
                op.detach()
                op.erase()
                if isinstance(index.owner, arith.ConstantOp) and not index.uses:
                    index.owner.detach()
                    index.owner.erase()


def erase_unused_casts(root: Operation) -> None:
    """Erase the `builtin.unrealized_conversion_cast`s that lowered chains of unsigned ops left unused."""
    for op in walk_ops(root, reverse=True):
        if isinstance(op, UnrealizedConversionCastOp) and not any(result.uses for result in op.results):
            op.detach()
            op.erase()


def _unranked(op: Operation) -> bool:
    return any(isinstance(value.type, UnrankedTensorType) for value in (*op.operands, *op.results))


@dataclass
class InheritDiscardableAttributes(RewritePattern):
    """Apply `pattern`; the linalg ops it inserts (but linalg.fill of an init) get the discardable attributes
    of the HLO op it rewrites, as mlir-hlo's lowering copies them (`linalg::getPrunedAttributeList`):

        %0 = "mhlo.add"(%a, %b) {someattr} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        -> %0 = linalg.generic {...} ins(%a, %b : ...) outs(%e : tensor<4xf32>) attrs =  {someattr} {...}

    (HLO ops keep what their definition names as properties, so their attributes are the discardable ones.)
    """

    pattern: RewritePattern

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        attributes = dict(op.attributes) if is_hlo_op(op) else {}
        if not attributes:
            self.pattern.match_and_rewrite(op, rewriter)
            return
        inserted: list[Operation] = []
        rewriter.operation_insertion_handler.append(inserted.append)
        try:
            self.pattern.match_and_rewrite(op, rewriter)
        finally:
            rewriter.operation_insertion_handler.remove(inserted.append)
        for new in inserted:
            if is_structured(new) and not isinstance(new, FillOp):
                new.attributes = attributes | new.attributes


HLO_TARGET = ConversionTarget(illegal_dialects=("mhlo", "stablehlo"))
"""What `convert-mhlo-to-linalg` leaves none of (unless `partial`)."""


@dataclass(frozen=True)
class ConvertMhloToLinalgPass(DiagnosticPass):
    """Lower mhlo/stablehlo ops on ranked tensors to linalg on tensors with arith/math/complex bodies.

        %r = mhlo.exponential %a : tensor<4xf32>

    becomes a `linalg.generic` into `tensor.empty()` whose body is
    `math.exp`. An HLO op that no pattern lowers fails the pass with an error
    at the op, unless `partial` is set. Sizes that an op ties together and
    that are known only at run time are checked first with `cf.assert`
    (`mhlo_to_linalg_shape_checks`).

    The lowering is for a single device (one replica, one partition), as the
    reference interpreter runs programs: `replica_id`/`partition_id` become
    0, and collectives whose replica groups name only process 0 become their
    operands; collectives over more processes (or over all replicas, with
    empty groups) are left and fail the pass.
    """

    name = "convert-mhlo-to-linalg"

    partial: bool = option(False, "Leave HLO ops that cannot be lowered instead of failing")
    enable_primitive_ops: bool = option(
        False, "Emit linalg.map, linalg.broadcast and linalg.transpose where a generic has their form (mlir-hlo's)"
    )
    sort_rows_in_parallel: bool = option(
        False,
        "Sort the rows of a sort, and scan those of a topk, in an scf.parallel on buffers; one long row of a sort "
        "in chunks sorted and merged in parallel (the CPU pipeline's parallel loops)",
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(SignlessDataMovement(), apply_recursively=False).rewrite_module(op)
        for nested in walk_ops(op):
            if is_hlo_op(nested):
                insert_shape_checks(nested)
        # Ops a pattern creates get the location of the op it lowers, so later errors point at the HLO op.
        # Only the ops of a class some pattern matches are visited (`IdleSkippingWalker`).
        patterns = OpClassKeyedApplier(
            populate_mhlo_to_linalg_patterns(self.enable_primitive_ops, self.sort_rows_in_parallel), dce_enabled=False
        )
        # A value replacing a result that its type makes more static is checked and cast (CheckDeclaredResults).
        checked = CheckDeclaredResults(InheritDiscardableAttributes(patterns))
        walker = IdleSkippingWalker(InheritLocation(checked), idle=patterns.idle)
        walker.rewrite_module(op)
        share_dims(op)
        erase_unused_casts(op)
        if self.enable_primitive_ops:
            primitive = OpClassKeyedApplier(populate_primitive_ops_patterns())
            walker = IdleSkippingWalker(InheritLocation(primitive), apply_recursively=False, idle=primitive.idle)
            walker.rewrite_module(op)
        if self.partial:
            return
        # Ops inside a left-over HLO op (a reduce body) are reported through it.
        HLO_TARGET.report_illegal(
            op,
            lambda left: (
                ": unranked tensor types are not supported"
                if _unranked(left)
                else mhlo_to_linalg_lapack.unlowered_reason(left)
            ),
        )
