"""`convert-mhlo-to-linalg`'s pattern for `rng_bit_generator`: XLA's counter-based generators as a generic.

Each output element is a pure function of the key, the counter and its own
position, so one parallel `linalg.generic` over the output computes them
with `arith` on i32/i64 (wrapping, as the generators want), bit for bit as
XLA and the reference interpreter do:

- THREE_FRY (Threefry-2x32, 20 rounds): a 64-bit element is the two words
  of counter + its row-major position, joined; 32-bit and narrower
  elements come in pairs along one dimension (the first of even size, else
  the largest), each pair from one counter;
- PHILOX / DEFAULT (Philox-4x32, 10 rounds, a 128-bit counter of the state's
  second word and its third, or the key for a 2-word state): four 32-bit
  words per counter, taken in order (two per counter for 64-bit elements).

Narrow elements keep the low bits; float elements are the bits
reinterpreted. The new state is the key and the counter advanced by the
number of counters used (`tensor.from_elements`). Static shapes, a
`tensor<2xui64>` or `tensor<3xui64>` state.

    %s, %r = mhlo.rng_bit_generator %state, algorithm = THREE_FRY
        : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)
"""

from __future__ import annotations

import math as pymath
from collections.abc import Sequence

from xdsl.dialects.builtin import (
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerAttr,
    IntegerType,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from aiopt.dialects import arith, tensor
from aiopt.dialects.hlo.types import element_type_of
from aiopt.dialects.linalg import IndexOp
from aiopt.lowering.mhlo_to_linalg_shape import ranked_hlo_op
from aiopt.lowering.mhlo_to_linalg_utils import (
    build_generic,
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

    def equal(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._emit(arith.CmpiOp(a, b, "eq"))

    def ult(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self._emit(arith.CmpiOp(a, b, "ult"))

    def from_index(self, a: SSAValue) -> SSAValue:
        return self._emit(arith.IndexCastOp(a, i64))


def threefry_key_schedule(bits: _Bits, key: SSAValue) -> tuple[SSAValue, SSAValue, SSAValue]:
    """Threefry-2x32's key words (k0, k1) of the i64 key and the third, magic ^ k0 ^ k1."""
    k0, k1 = bits.low(key), bits.high(key)
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


def philox4x32(bits: _Bits, words: Sequence[SSAValue], key: SSAValue) -> list[SSAValue]:
    """Philox-4x32, 10 rounds, of four i32 counter words under the i64 key."""
    k0, k1 = bits.low(key), bits.high(key)
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


def _linear(bits: _Bits, block_index: Sequence[SSAValue], shape: Sequence[int]) -> SSAValue:
    """The row-major position (i64) of an index in `shape`."""
    position = None
    for index, size in zip(block_index, shape):
        position = index if position is None else bits.add(bits.mul(position, bits.const(size, i64)), index)
    return bits.const(0, i64) if position is None else position


class RngBitGeneratorToGeneric(RewritePattern):
    """`rng_bit_generator` (THREE_FRY, PHILOX, DEFAULT) -> a parallel generic computing the generator."""

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
        shape = output.type.get_shape()
        rank = len(shape)
        outside = _Bits(rewriter.insert)
        signless_state = cast_tensor(rewriter, state, signless_type(state.type))
        words = [
            outside._emit(
                tensor.ExtractOp(signless_state, [outside._emit(arith.ConstantOp(IntegerAttr(i, IndexType())))], i64)
            )
            for i in range(state.type.get_shape()[0])
        ]
        key, counter = words[0], words[1]
        # The key schedule is the same for every element: computed once, before the generic (as upstream).
        schedule = threefry_key_schedule(outside, key) if algorithm == "THREE_FRY" else None

        def positions(block: Block) -> tuple[_Bits, list[SSAValue]]:
            bits = _Bits(block.add_op)
            return bits, [bits.from_index(bits._emit(IndexOp(d))) for d in range(rank)]

        if algorithm == "THREE_FRY":
            if word_bits == 64:
                used = pymath.prod(shape)

                def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
                    bits, index = positions(block)
                    position = bits.add(_linear(bits, index, shape), counter)
                    x0, x1 = threefry2x32(bits, bits.low(position), bits.high(position), schedule)
                    return bits.join(x0, x1)

            else:
                split = next(
                    (d for d, size in enumerate(shape) if size % 2 == 0),
                    max(range(rank), key=lambda d: (shape[d], -d)) if rank else 0,
                )
                half = list(shape) or [1]
                half[split] = (half[split] + 1) // 2
                used = pymath.prod(half)

                def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
                    bits, index = positions(block)
                    if not rank:
                        position, first = counter, None
                    else:
                        pair = list(index)
                        pair[split] = bits.shr(index[split], 1)
                        position = bits.add(counter, _linear(bits, pair, half))
                        odd = bits._emit(arith.AndIOp(index[split], bits.const(1, i64)))
                        first = bits.equal(odd, bits.const(0, i64))
                    x0, x1 = threefry2x32(bits, bits.low(position), bits.high(position), schedule)
                    return x0 if first is None else bits.select(first, x0, x1)

        else:
            per_counter = 2 if word_bits == 64 else 4
            used = -(-pymath.prod(shape) // per_counter)
            high_word = words[2] if len(words) == 3 else key

            def body(block: Block, args: Sequence[SSAValue]) -> SSAValue:
                bits, index = positions(block)
                position = _linear(bits, index, shape)
                block_number = bits._emit(arith.DivUIOp(position, bits.const(per_counter, i64)))
                lane = bits._emit(arith.RemUIOp(position, bits.const(per_counter, i64)))
                low = bits.add(counter, block_number)
                high = bits.add(high_word, _carry(bits, low, counter))
                x = philox4x32(bits, [bits.low(low), bits.high(low), bits.low(high), bits.high(high)], key)
                values = [bits.join(x[0], x[1]), bits.join(x[2], x[3])] if word_bits == 64 else x
                result = values[-1]
                for number in reversed(range(per_counter - 1)):
                    result = bits.select(bits.equal(lane, bits.const(number, i64)), values[number], result)
                return result

        def narrowed(block: Block, args: Sequence[SSAValue]) -> SSAValue:
            word = body(block, args)
            bits = _Bits(block.add_op)
            if word_bits < 32:
                word = bits._emit(arith.TruncIOp(word, IntegerType(word_bits)))
            if not isinstance(element, IntegerType):
                word = bits._emit(arith.BitcastOp(word, element))
            return word

        result_type = signless_type(output.type)
        new_counter = outside.add(counter, outside.const(used, i64))
        init = empty_tensor(rewriter, result_type)
        values = build_generic(rewriter, [], [index_map(rank, range(rank))], ["parallel"] * rank, init, narrowed)
        if len(words) == 2:
            # The key stays: the counter word is inserted into the state (upstream's setState64).
            position = outside._emit(arith.ConstantOp(IntegerAttr(1, IndexType())))
            new_state = outside._emit(tensor.InsertOp(new_counter, signless_state, [position]))
        else:
            carried = outside.add(words[2], _carry(outside, new_counter, counter))
            new_state = outside._emit(
                tensor.FromElementsOp(key, new_counter, carried, result_type=signless_type(state.type))
            )
        rewriter.replace(
            op,
            (),
            [cast_tensor(rewriter, new_state, state.type), cast_tensor(rewriter, values, output.type)],
        )


def _carry(bits: _Bits, total: SSAValue, start: SSAValue) -> SSAValue:
    """1 (i64) when `total` = `start` + something wrapped around 2^64, else 0."""
    return bits.wide(bits.ult(total, start))


def populate_mhlo_to_linalg_rng_bit_generator_patterns() -> list[RewritePattern]:
    """The pattern that lowers rng_bit_generator."""
    return [RngBitGeneratorToGeneric()]
