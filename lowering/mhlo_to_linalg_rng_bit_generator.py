"""`convert-mhlo-to-linalg`'s pattern for `rng_bit_generator`: XLA's counter-based generators, as mlir-hlo
lowers them (`mhlo_rng_utils.cc`).

One parallel `linalg.generic` over the counters computes the generator with
`arith` on i32/i64 (wrapping, as the generators want), bit for bit as XLA and
the reference interpreter do, into one output per word the generator gives a
counter; the outputs are reshaped, concatenated along a new unit dimension
(a `linalg.generic`), reshaped and sliced to the result:

- THREE_FRY (Threefry-2x32, 20 rounds): a 64-bit element is the two words of
  counter + its row-major position, joined (one output); 32-bit and narrower
  elements come in pairs along one dimension (the first of even size, else
  the largest), the two words of one counter (two outputs, each of the
  result's shape with that dimension halved, rounded up);
- PHILOX / DEFAULT (Philox-4x32, 10 rounds, a 128-bit counter of the state's
  second word and its third, or the key for a 2-word state): four 32-bit
  words per counter, taken in order (four outputs; two of joined words for
  64-bit elements).

    %s, %r = mhlo.rng_bit_generator %state, algorithm = THREE_FRY
        : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui32>)

becomes (after canonicalize)

    %c = tensor.extract %state[%c1] : tensor<2xi64>
    %next = arith.addi %c, %c4_i64 : i64
    %w:2 = linalg.generic {...} outs(%e0, %e1 : tensor<4xi32>, tensor<4xi32>) { ... threefry of %c + i ... }
    %a = tensor.expand_shape %w#0 [[0, 1]] ... into tensor<4x1xi32>
    %b = tensor.expand_shape %w#1 [[0, 1]] ... into tensor<4x1xi32>
    %pairs = linalg.generic {...} ins(%a, %b : ...) outs(%e : tensor<4x2xi32>) { select on linalg.index 1 }
    %r = tensor.collapse_shape %pairs [[0, 1]] : tensor<4x2xi32> into tensor<8xi32>
    %s = tensor.insert %next into %state[%c1] : tensor<2xi64>

Narrow elements keep the low bits; float elements are the bits
reinterpreted. The new state is the key and the counter advanced by the
number of counters used (a 3-word state's third word takes the carry).
Static shapes, a `tensor<2xui64>` or `tensor<3xui64>` state.
"""

from __future__ import annotations

import math as pymath
from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.dialects.builtin import (
    AffineMapAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerAttr,
    IntegerType,
    TensorType,
    i32,
    i64,
)
from xdsl.dialects.linalg.attrs import IteratorTypeAttr
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineExpr, AffineMap
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, tensor
from aiopt.dialects.hlo.types import element_type_of
from aiopt.dialects.linalg import GenericOp, IndexOp, YieldOp
from aiopt.lowering.mhlo_to_linalg_shape import extract_slice, ranked_hlo_op, reshape
from aiopt.lowering.mhlo_to_linalg_utils import (
    cast_tensor,
    empty_tensor,
    hlo_op_types,
    index_map,
    signless_type,
)

LOWERED_OPS = frozenset({"rng_bit_generator"})
"""The mnemonics of the HLO ops this module's patterns lower."""

_FLOAT_BITS = {Float16Type: 16, Float32Type: 32, Float64Type: 64}


class _Bits:
    """Emits wrapping integer arithmetic into a block (or before the matched op)."""

    def __init__(self, insert):
        self.insert = insert

    def _emit(self, op: Operation) -> SSAValue:
        self.insert(op)
        return op.results[0]

    def const(self, value: int, type_: Attribute) -> SSAValue:
        width = type_.width.data
        value &= (1 << width) - 1
        if value >= 1 << (width - 1):
            value -= 1 << width
        return self._emit(arith.ConstantOp(IntegerAttr(value, type_)))

    def add(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._emit(arith.AddiOp(a, b))

    def xor(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._emit(arith.XOrIOp(a, b))

    def mul(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._emit(arith.MuliOp(a, b))

    def shl(self, a: SSAValue, n: int) -> SSAValue:
        return self._emit(arith.ShLIOp(a, self.const(n, a.type)))

    def shr(self, a: SSAValue, n: int) -> SSAValue:
        return self._emit(arith.ShRUIOp(a, self.const(n, a.type)))

    def rotl(self, a: SSAValue, n: int) -> SSAValue:
        return self._emit(arith.OrIOp(self.shl(a, n), self.shr(a, 32 - n)))

    def low(self, a: SSAValue) -> SSAValue:
        return self._emit(arith.TruncIOp(a, i32))

    def high(self, a: SSAValue) -> SSAValue:
        return self.low(self.shr(a, 32))

    def wide(self, a: SSAValue) -> SSAValue:
        return self._emit(arith.ExtUIOp(a, i64))

    def join(self, low: SSAValue, high: SSAValue) -> SSAValue:
        """The i64 of two i32 words, as upstream's fuseI32s builds it (the high word first)."""
        shifted = self.shl(self.wide(high), 32)
        return self._emit(arith.OrIOp(self.wide(low), shifted))

    def select(self, condition: SSAValue, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._emit(arith.SelectOp(condition, a, b))

    def ult(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._emit(arith.CmpiOp(a, b, "ult"))

    def from_index(self, a: SSAValue) -> SSAValue:
        return self._emit(arith.IndexCastOp(a, i64))


def threefry_key_schedule(bits: _Bits, key: tuple[SSAValue, SSAValue]) -> tuple[SSAValue, SSAValue, SSAValue]:
    """Threefry-2x32's key words (k0, k1) and the third, magic ^ k0 ^ k1."""
    k0, k1 = key
    return k0, k1, bits.xor(bits.xor(bits.const(0x1BD11BDA, i32), k0), k1)


def threefry2x32(
    bits: _Bits, x0: SSAValue, x1: SSAValue, schedule: tuple[SSAValue, SSAValue, SSAValue]
) -> tuple[SSAValue, SSAValue]:
    """Threefry-2x32, 20 rounds, of the counter words (x0, x1) under the key schedule, as upstream builds it."""
    rotations = ((13, 15, 26, 6), (17, 29, 16, 24))
    x0, x1 = bits.add(x0, schedule[0]), bits.add(x1, schedule[1])
    for block in range(5):
        for distance in rotations[block % 2]:
            x0 = bits.add(x0, x1)
            x1 = bits.xor(x0, bits.rotl(x1, distance))
        x0 = bits.add(x0, schedule[(block + 1) % 3])
        x1 = bits.add(bits.add(x1, schedule[(block + 2) % 3]), bits.const(block + 1, i32))
    return x0, x1


def philox4x32(bits: _Bits, words: Sequence[SSAValue], key: tuple[SSAValue, SSAValue]) -> list[SSAValue]:
    """Philox-4x32, 10 rounds, of four i32 counter words under the key words (k0, k1)."""
    k0, k1 = key
    x = list(words)
    for _ in range(10):
        product0 = bits.mul(bits.wide(x[0]), bits.const(0xD2511F53, i64))
        product1 = bits.mul(bits.wide(x[2]), bits.const(0xCD9E8D57, i64))
        x = [
            bits.xor(bits.xor(bits.high(product1), x[1]), k0),
            bits.low(product1),
            bits.xor(bits.xor(bits.high(product0), x[3]), k1),
            bits.low(product0),
        ]
        k0 = bits.add(k0, bits.const(0x9E3779B9, i32))
        k1 = bits.add(k1, bits.const(0xBB67AE85, i32))
    return x


def _word_bits(element: Attribute) -> int | None:
    """The bits an output element takes from the generator, None for unsupported elements."""
    if isinstance(element, IntegerType) and element.width.data in (8, 16, 32, 64):
        return element.width.data
    return _FLOAT_BITS.get(type(element))


def threefry_pairs_shape(shape: Sequence[int]) -> tuple[list[int], int]:
    """The shape of THREE_FRY's two outputs for 32-bit and narrower words, and the dimension they pair along:
    `shape` with its first even dimension (else its largest) halved, rounded up, and a unit dimension after it
    where it is the last one (mlir-hlo's `threeFry32Shape`); rank 0 stays."""
    if not shape:
        return [], 0
    largest = max(range(len(shape)), key=lambda d: (shape[d], -d))
    split = next((d for d, size in enumerate(shape) if size % 2 == 0), largest)
    half = list(shape)
    half[split] = (half[split] + 1) // 2
    if split == len(shape) - 1:
        half.append(1)
    return half, split


class RngBitGeneratorToGeneric(RewritePattern):
    """`rng_bit_generator` (THREE_FRY, PHILOX, DEFAULT) -> a parallel generic over the counters, its outputs
    concatenated, reshaped and sliced to the result (mlir-hlo's structure)."""

    op_types = hlo_op_types("rng_bit_generator")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("rng_bit_generator")):
            return
        state, output = op.initial_state, op.output
        state_element, element = element_type_of(state.type), element_type_of(output.type)
        algorithm = "PHILOX" if op.algorithm == "DEFAULT" else op.algorithm
        word_bits = _word_bits(element)
        if (
            not isinstance(state_element, IntegerType)
            or state_element.width.data != 64
            or state.type.get_shape() not in ((2,), (3,))
            or (algorithm == "THREE_FRY" and state.type.get_shape() != (2,))
            or not output.type.has_static_shape()
            or word_bits is None
        ):
            return
        shape = list(output.type.get_shape())
        result_type = signless_type(output.type)
        outside = _Bits(rewriter.insert)
        signless_state = cast_tensor(rewriter, state, signless_type(state.type))

        def word(position: int) -> SSAValue:
            index = outside._emit(arith.ConstantOp(IntegerAttr(position, IndexType())))
            return outside._emit(tensor.ExtractOp(signless_state, [index], i64))

        # As mlir-hlo: the counter, advanced ahead, then the key's words.
        counter = word(1)
        layout = _layout(algorithm, word_bits, shape)
        count = layout.count
        new_counter = outside.add(counter, outside.const(count, i64))
        key = word(0)
        key_words = (outside.low(key), outside.high(key))
        high_word = word(2) if state.type.get_shape() == (3,) else key
        schedule = threefry_key_schedule(outside, key_words) if algorithm == "THREE_FRY" else None
        signless = element_type_of(result_type)

        def words(bits: _Bits, position: SSAValue) -> list[SSAValue]:
            """The words of counter number `position` (i64) that the outputs take, in order."""
            low = bits.add(position, counter)
            if algorithm == "THREE_FRY":
                x0, x1 = threefry2x32(bits, bits.low(low), bits.high(low), schedule)
                return [bits.join(x0, x1)] if word_bits == 64 else [x0, x1]
            high = bits.add(high_word, _carry(bits, low, counter))
            x = philox4x32(bits, [bits.low(low), bits.high(low), bits.low(high), bits.high(high)], key_words)
            return [bits.join(x[0], x[1]), bits.join(x[2], x[3])] if word_bits == 64 else x

        def narrowed(bits: _Bits, value: SSAValue) -> SSAValue:
            if word_bits < value.type.width.data:
                value = bits._emit(arith.TruncIOp(value, IntegerType(word_bits)))
            if not isinstance(signless, IntegerType):
                value = bits._emit(arith.BitcastOp(value, signless))
            return value

        lanes = layout.outputs
        flat_type = TensorType(signless, [count])
        inits = [empty_tensor(rewriter, flat_type) for _ in range(lanes)]
        block = Block(arg_types=[signless] * lanes)
        bits = _Bits(block.add_op)
        position = bits.from_index(bits._emit(IndexOp(0)))
        block.add_op(YieldOp(*(narrowed(bits, w) for w in words(bits, position))))
        generic = GenericOp(
            [], inits, Region(block), [index_map(1, [0])] * lanes, [IteratorTypeAttr.parallel()], [flat_type] * lanes
        )
        rewriter.insert(generic)
        values = _assemble(rewriter, list(generic.results), layout, result_type)
        if state.type.get_shape() == (2,):
            # The key stays: the counter word is inserted into the state (upstream's setState64).
            index = outside._emit(arith.ConstantOp(IntegerAttr(1, IndexType())))
            new_state = outside._emit(tensor.InsertOp(new_counter, signless_state, [index]))
        else:
            carried = outside.add(high_word, _carry(outside, new_counter, counter))
            new_state = outside._emit(
                tensor.FromElementsOp(key, new_counter, carried, result_type=signless_type(state.type))
            )
        rewriter.replace(
            op,
            (),
            [cast_tensor(rewriter, new_state, state.type), cast_tensor(rewriter, values, output.type)],
        )


@dataclass(frozen=True)
class _Layout:
    """Where the generator's words go (mlir-hlo's `generateLinalg*`): `count` counters, `outputs` words of each
    (one output each), the outputs reshaped to `parts` and concatenated along `concat_dim`, the concatenation
    reshaped to `whole`, and the slice `sliced` of that (from 0) reshaped to the result. No `parts`: the one
    output is the result."""

    count: int
    outputs: int = 1
    parts: list[int] | None = None
    concat_dim: int = 0
    whole: list[int] = field(default_factory=list)
    sliced: list[int] = field(default_factory=list)


def _layout(algorithm: str, word_bits: int, shape: Sequence[int]) -> _Layout:
    size = pymath.prod(shape)
    if algorithm == "THREE_FRY" and word_bits == 64:
        return _Layout(size)
    if algorithm == "THREE_FRY":
        # The two words of a counter are adjacent along the halved dimension.
        halves, split = threefry_pairs_shape(shape)
        whole = list(shape)
        if whole:
            whole[split] += whole[split] & 1
        return _Layout(pymath.prod(halves), 2, halves, split + 1, whole, list(shape))
    # PHILOX: the words of each counter in order, as one column.
    lanes = 2 if word_bits == 64 else 4
    count = -(-size // lanes)
    return _Layout(count, lanes, [count, 1], 1, [count * lanes, 1], [size, 1])


def _assemble(
    rewriter: PatternRewriter, outputs: Sequence[SSAValue], layout: _Layout, result_type: TensorType
) -> SSAValue:
    """The generator's outputs as the result, as `layout` places them."""
    element = element_type_of(result_type)
    if layout.parts is None or pymath.prod(result_type.get_shape()) <= 1:
        return reshape(rewriter, outputs[0], result_type)
    parts = [reshape(rewriter, value, TensorType(element, layout.parts)) for value in outputs]
    joined = list(layout.parts)
    joined[layout.concat_dim] *= len(parts)
    joined_words = _concatenate(rewriter, parts, layout.concat_dim, TensorType(element, joined))
    words = reshape(rewriter, joined_words, TensorType(element, layout.whole))
    if layout.sliced != layout.whole:
        rank, sliced = len(layout.whole), TensorType(element, layout.sliced)
        words = extract_slice(rewriter, words, [0] * rank, layout.sliced, [1] * rank, sliced)
    return reshape(rewriter, words, result_type)


def _concatenate(rewriter: PatternRewriter, parts: Sequence[SSAValue], dim: int, type_: TensorType) -> SSAValue:
    """`parts` (of one shape) concatenated along `dim` by a `linalg.generic` that reads each part at the output
    index modulo its size and selects the part by the output index."""
    rank = type_.get_num_dims()
    size = parts[0].type.get_shape()[dim]
    d = [AffineExpr.dimension(i) for i in range(rank)]
    at = d[dim] % size if size != 1 else AffineExpr.constant(0)
    read = AffineMap(rank, 0, tuple(at if i == dim else d[i] for i in range(rank)))
    block = Block(arg_types=[type_.element_type] * (len(parts) + 1))
    bits = _Bits(block.add_op)
    index = bits._emit(IndexOp(dim))
    value = block.args[len(parts) - 1]
    for number in reversed(range(len(parts) - 1)):
        bound = bits._emit(arith.ConstantOp(IntegerAttr((number + 1) * size, IndexType())))
        value = bits.select(bits.ult(index, bound), block.args[number], value)
    block.add_op(YieldOp(value))
    init = empty_tensor(rewriter, type_)
    generic = GenericOp(
        list(parts),
        [init],
        Region(block),
        [AffineMapAttr(read)] * len(parts) + [index_map(rank, range(rank))],
        [IteratorTypeAttr.parallel()] * rank,
        [type_],
    )
    rewriter.insert(generic)
    return generic.results[0]


def _carry(bits: _Bits, total: SSAValue, start: SSAValue) -> SSAValue:
    """1 (i64) when `total` = `start` + something wrapped around 2^64, else 0."""
    return bits.wide(bits.ult(total, start))


def populate_mhlo_to_linalg_rng_bit_generator_patterns() -> list[RewritePattern]:
    """The pattern that lowers rng_bit_generator."""
    return [RngBitGeneratorToGeneric()]
