"""Helpers shared by the reduction and indexing ops: reducer regions, int lists, result checks.

Reduce, reduce_window, scatter and select_and_scatter (and all_reduce) take
a *reducer*: a single-block region from N accumulators and N values, all
0-d tensors, to N new accumulators:

    ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
      %0 = DIALECT.add %acc, %x : tensor<f32>
      DIALECT.return %0 : tensor<f32>

The checks follow StableHLO's `verifyReducerShape`: accumulators may be
wider than the values they absorb (`is_promotable`).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    ComplexType,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IntegerType,
    TensorType,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.irdl import base
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.hlo.base import HloOp
from aiopt.dialects.hlo.types import (
    ElementKind,
    dims_compatible,
    element_kind,
    element_type_of,
    shape_of,
    shapes_compatible,
)
from aiopt.dialects.quant import UniformQuantizedType

INT_LIST = base(DenseArrayBase) | base(DenseIntOrFPElementsAttr)
"""A list of ints: `array<i64: ...>` (stablehlo) or `dense<...> : tensor<Nxi64>` (mhlo)."""


def verify_inferred_results(expected: Sequence[Attribute], actual: Sequence[Attribute]) -> None:
    """Check result types against the inferred ones (dynamic sizes match anything), as MLIR's type inference does."""
    if len(expected) == len(actual) and all(
        element_type_of(e) == element_type_of(a) and shapes_compatible(e, a) for e, a in zip(expected, actual)
    ):
        return
    raise VerifyException(
        f"inferred type(s) {_quoted(expected)} are incompatible with return type(s) of operation {_quoted(actual)}"
    )


def _quoted(types: Sequence[Attribute]) -> str:
    return ", ".join(f"'{t}'" for t in types)


def scalar_tensor(element_type: Attribute) -> TensorType:
    """`tensor<element_type>`, the type of every value inside a scalar-function region."""
    return TensorType(element_type, [])


def is_scalar_tensor(type_: Attribute) -> bool:
    """Whether `type_` is a 0-d tensor."""
    return isinstance(type_, TensorType) and not type_.get_shape()


def is_promotable(source: Attribute, target: Attribute) -> bool:
    """Whether an accumulator of element type `target` can absorb values of element type `source`."""
    if source == target:
        return True
    if isinstance(source, UniformQuantizedType) and isinstance(target, UniformQuantizedType):
        # Upstream: the same expressed type, and a storage type at least as wide.
        return (
            source.expressed_type == target.expressed_type
            and target.storage_type.width.data >= source.storage_type.width.data
        )
    kind = element_kind(source)
    if kind is None or kind is ElementKind.PRED or kind != element_kind(target):
        return False
    return _bit_width(target) >= _bit_width(source)


def _bit_width(element_type: Attribute) -> int:
    if isinstance(element_type, IntegerType):
        return element_type.width.data
    if isinstance(element_type, ComplexType):
        return 2 * _bit_width(element_type.element_type)
    return getattr(element_type, "bitwidth", 0)


def region_block(region: Region) -> Block:
    """The single block of a region, or a VerifyException."""
    block = region.blocks.first
    if block is None or block.next_block is not None:
        raise VerifyException("expects regions to have exactly one block")
    return block


def region_results(op: HloOp, region: Region) -> tuple[SSAValue, ...]:
    """The values a region returns through its dialect's `return`."""
    terminator = region_block(region).last_op
    expected = f"{op.dialect_prefix()}.return"
    if terminator is None or terminator.name != expected:
        found = "nothing" if terminator is None else f"'{terminator.name}'"
        raise VerifyException(f"expects regions to end with '{expected}', found {found}")
    return tuple(terminator.operands)


def verify_reducer(
    op: HloOp,
    region: Region,
    init_types: Sequence[Attribute],
    value_elements: Sequence[Attribute],
    allowed_dims: Sequence[int] | None = (),
    tensor_accumulators: bool = False,
) -> list[Attribute]:
    """Check a reducer region (acc_0..acc_N-1, x_0..x_N-1) -> acc...; return the accumulator types.

    `init_types` are the types of the accumulators' initial values and
    `value_elements` the element types of the values folded into them.
    The checks and their order are upstream's `verifyReducerShape`; a value
    argument may have the dimensions `allowed_dims` lists, in order, or
    fewer (reduce: the dimensions it keeps; reduce_window: the window;
    None: not known, unchecked).
    With `tensor_accumulators` (reduce and reduce_window), accumulators of a
    rank above 0 are accepted, as upstream's verifier accepts them (the
    lowering and the interpreter leave such ops); otherwise this compiler
    rejects them, and says so last.
    """
    count = len(init_types)
    args = region_block(region).args
    if len(args) != 2 * count:
        raise VerifyException(f"Reduction-region must take {2 * count} parameters, but takes {len(args)} parameter(s)")
    results = region_results(op, region)
    if not results:
        raise VerifyException("The reduction-region expected to return some value(s)")
    if len(results) != count:
        raise VerifyException(f"Reduction-region here must produce {count} tensors, but produces {len(results)} instead")
    for value in results:
        if not isinstance(value.type, TensorType):
            raise VerifyException(
                f"Reduction-region here must produce tensor-typed result(s), but produces '{value.type}' instead"
            )
    accumulators = [value.type for value in results]
    for index, accumulator in enumerate(accumulators):
        for arg_index in (index, count + index):
            if args[arg_index].type != accumulator:
                raise VerifyException(
                    f"The type of reduction-region's parameter at index {arg_index} is different than the "
                    f"corresponding result type: '{args[arg_index].type}' vs '{accumulator}'"
                )
        init_type = init_types[index]
        if not shapes_compatible(init_type, accumulator):
            raise VerifyException(
                f"The shape of reduction-region's result type at index {index} differs from the op's "
                f"corresponding init-value type: '{accumulator}' vs '{init_type}'"
            )
        accumulator_element = element_type_of(accumulator)
        if not is_promotable(element_type_of(init_type), accumulator_element):
            raise VerifyException(
                f"The element-type of reduction-region's result type at index {index} is expected to be "
                f"promotable from the op's corresponding init-value element-type: '{accumulator}' vs '{init_type}'"
            )
        _verify_value_argument_shape(args[count + index].type, count + index, index, allowed_dims)
        if not is_promotable(value_elements[index], accumulator_element):
            raise VerifyException(
                f"The element-type of reduction-region's argument at index {count + index} is expected to be "
                f"promotable from '{value_elements[index]}', but got '{accumulator_element}'"
            )
    for index, accumulator in enumerate(accumulators):
        if not tensor_accumulators and not is_scalar_tensor(accumulator):
            raise VerifyException(
                f"The type of reduction-region's result type at index {index} is expected to be a 0-rank tensor, "
                f"but got '{accumulator}'"
            )
    return accumulators


def _verify_value_argument_shape(
    arg_type: Attribute, arg_index: int, input_index: int, allowed_dims: Sequence[int] | None
) -> None:
    """A value argument's dimensions must be a subsequence of `allowed_dims` (dynamic sizes match any)."""
    shape = shape_of(arg_type)
    if shape is None or allowed_dims is None:
        return
    if len(shape) > len(allowed_dims):
        raise VerifyException(
            f"The rank of reduction-region's argument at index {arg_index} is expected to be <= "
            f"{len(allowed_dims)}, got {len(shape)}"
        )
    matched = 0
    for size in allowed_dims:
        if matched < len(shape) and dims_compatible(size, shape[matched]):
            matched += 1
    if matched != len(shape):
        raise VerifyException(
            f"The shape of reduction-region's argument at index {arg_index} is not compatible with that of "
            f"reduce-op's input-parameter at index {input_index}"
        )


def accumulator_elements(region: Region, fallback: Sequence[Attribute]) -> list[Attribute]:
    """The accumulator element types of a reducer, for builders; `fallback` when the region has no block yet."""
    block = region.blocks.first
    if block is None or len(block.args) != 2 * len(fallback):
        return list(fallback)
    return [element_type_of(arg.type) for arg in block.args[: len(fallback)]]


def binary_reducer(combiner: type[Operation], return_op: type[Operation], element_type: Attribute) -> Region:
    """The region `^bb0(%a, %b): %r = combiner %a, %b; return %r` on `tensor<element_type>`."""
    scalar = scalar_tensor(element_type)
    block = Block(arg_types=[scalar, scalar])
    combined = combiner.create(operands=list(block.args), result_types=[scalar])
    block.add_ops([combined, return_op.create(operands=list(combined.results))])
    return Region(block)


def has_scalar_reducer(region: Region) -> bool:
    """Whether every argument of a reducer region is a rank-0 tensor (what the lowering and interpreter compute)."""
    block = region.blocks.first
    return block is not None and all(is_scalar_tensor(arg.type) for arg in block.args)

