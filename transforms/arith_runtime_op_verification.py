"""The run-time checks of integer division, which `--generate-runtime-verification` builds before it (aiopt's:
upstream has no arith checks, a division by zero or of the least signed value by -1 is undefined behavior
there; compiled x86 code traps on both, SIGFPE, and aiopt's compiled code never kills the process).

    %q = arith.divsi %a, %b : i32

gets

    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi ne, %b, %c0_i32 : i32
    cf.assert %0, "ERROR: Runtime op verification failed\\0A...\\0A^ division by zero\\0A..."
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c-1_i32 = arith.constant -1 : i32
    %1 = arith.cmpi ne, %a, %c-2147483648_i32 : i32
    %2 = arith.cmpi ne, %b, %c-1_i32 : i32
    %3 = arith.ori %1, %2 : i1
    cf.assert %3, "ERROR: Runtime op verification failed\\0A...\\0A^ signed division overflow\\0A..."

The unsigned ops (`divui`, `remui`, `ceildivui`) get the first check only. The index dialect's divisions
(`index.divs`, `rems`, `ceildivs`, `floordivs`; `divu`, `remu`, `ceildivu`) get the same checks: index_to_llvm,
after this pass, makes them arith's. A divisor that is a constant for
which a check holds gets no such check (`arith.divsi %x, %c4` none; a dense constant none where each element
holds). A division in the body of a linalg op is checked there, before it, for each element (the body runs in
the loops the op is lowered to; compiled code trapped on a zero element of a hand-written `linalg.generic`'s
input). Not checked: scalable vectors.

Vectors and tensors are checked in every lane: a vector's conditions are computed lane-wise and and-ed lane by
lane (`vector.extract`; no `vector.reduction`, which compiled code does not lower), a tensor's by a
`linalg.generic` that reduces them into a `tensor<i1>`:

    %q = arith.divui %a, %b : vector<2xi32>

gets

    %cst = arith.constant dense<0> : vector<2xi32>
    %0 = arith.cmpi ne, %b, %cst : vector<2xi32>
    %1 = vector.extract %0[0] : i1 from vector<2xi1>
    %2 = vector.extract %0[1] : i1 from vector<2xi1>
    %3 = arith.andi %1, %2 : i1
    cf.assert %3, "ERROR: Runtime op verification failed\\0A...\\0A^ division by zero\\0A..."

and on `tensor<?xi32>`

    %cst = arith.constant dense<true> : tensor<i1>
    %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                         iterator_types = ["reduction"]} ins(%b : tensor<?xi32>) outs(%cst : tensor<i1>) {
    ^bb0(%in: i32, %out: i1):
      %c0_i32 = arith.constant 0 : i32
      %2 = arith.cmpi ne, %in, %c0_i32 : i32
      %3 = arith.andi %2, %out : i1
      linalg.yield %3 : i1
    } -> tensor<i1>
    %1 = tensor.extract %0[] : tensor<i1>
    cf.assert %1, "ERROR: Runtime op verification failed\\0A...\\0A^ division by zero\\0A..."
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import (
    AffineMapAttr,
    DenseIntOrFPElementsAttr,
    IntegerAttr,
    TensorType,
    VectorType,
    i1,
)
from xdsl.dialects.linalg.attrs import IteratorType, IteratorTypeAttr
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineMap
from xdsl.rewriter import InsertPoint

from aiopt.dialects import arith, linalg, tensor, vector
from aiopt.reference.tensor import (
    DIVISION_BY_ZERO,
    SIGNED_DIVISIONS,
    SIGNED_OVERFLOW,
    UNSIGNED_DIVISIONS,
    checked_division_width,
)
from aiopt.transforms.generate_runtime_verification import CheckBuilder, Verifier

Condition = Callable[[CheckBuilder, Sequence[SSAValue]], SSAValue]
"""Builds the i1 (or vector of i1) that holds where the operands (scalars, or vectors of the same shape) are
fine."""


def _known_elements(value: SSAValue, width: int) -> list[int] | None:
    """The elements of an `arith.constant` integer, vector or tensor, read as signed, or None."""
    owner = value.owner
    if not isinstance(owner, arith.ConstantOp):
        return None
    if isinstance(owner.value, IntegerAttr):
        raw = [owner.value.value.data]
    elif isinstance(owner.value, DenseIntOrFPElementsAttr):
        raw = list(owner.value.get_values())
    else:
        return None
    masked = [int(x) & ((1 << width) - 1) for x in raw]
    return [x - (1 << width) if x >> (width - 1) else x for x in masked]


def _constant_of(b: CheckBuilder, value: int, like: SSAValue) -> SSAValue:
    """`value` as a constant of the type of `like`: a scalar, or a splat vector."""
    type_ = like.type
    if isinstance(type_, VectorType):
        attr: Attribute = DenseIntOrFPElementsAttr.from_list(type_, [value])
    else:
        attr = IntegerAttr(value, type_)
    return b.insert(arith.ConstantOp(attr)).results[0]


def _all_lanes(b: CheckBuilder, lanes: SSAValue) -> SSAValue:
    """The and of the lanes of a vector of i1, one `vector.extract` each."""
    shape = lanes.type.get_shape()
    result: SSAValue | None = None
    for position in _positions(shape):
        lane = b.insert(vector.ExtractOp(lanes, list(position), i1)).results[0]
        result = lane if result is None else b.insert(arith.AndIOp(result, lane)).results[0]
    assert result is not None  # a vector has at least one lane
    return result


def _positions(shape: Sequence[int]) -> list[tuple[int, ...]]:
    positions: list[tuple[int, ...]] = [()]
    for size in shape:
        positions = [(*position, k) for position in positions for k in range(size)]
    return positions


def _all_elements(b: CheckBuilder, operands: Sequence[SSAValue], condition: Condition) -> SSAValue:
    """The and of `condition` at each element of the tensors `operands` (of one shape): a `linalg.generic` that
    reduces it into a `tensor<i1>`, and its element."""
    rank = operands[0].type.get_num_dims()
    elements = [operand.type.get_element_type() for operand in operands]
    body = Block(arg_types=[*elements, i1])
    inner = CheckBuilder(b.op, b.message, InsertPoint.at_end(body))
    holds = condition(inner, body.args[:-1])
    inner.insert(linalg.YieldOp(inner.insert(arith.AndIOp(holds, body.args[-1])).results[0]))
    init_type = TensorType(i1, [])
    init = b.insert(arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(init_type, [1]))).results[0]
    maps = [AffineMapAttr(AffineMap.identity(rank))] * len(operands) + [AffineMapAttr(AffineMap(rank, 0, ()))]
    reduction = [IteratorTypeAttr(IteratorType.REDUCTION)] * rank
    generic = b.insert(linalg.GenericOp(list(operands), [init], Region(body), maps, reduction, [init_type]))
    return b.insert(tensor.ExtractOp(generic.results[0], [], i1)).results[0]


def _check_everywhere(b: CheckBuilder, operands: Sequence[SSAValue], condition: Condition, requirement: str) -> None:
    """A check that `condition` holds at the operands: scalars as they are, vectors and tensors in each lane."""
    type_ = operands[0].type
    if isinstance(type_, TensorType):
        holds = _all_elements(b, operands, condition)
    elif isinstance(type_, VectorType):
        holds = _all_lanes(b, condition(b, operands))
    else:
        holds = condition(b, operands)
    b.check(holds, requirement)


def _nonzero(b: CheckBuilder, operands: Sequence[SSAValue]) -> SSAValue:
    (divisor,) = operands
    return b.cmpi("ne", divisor, _constant_of(b, 0, divisor))


def _no_overflow(width: int) -> Condition:
    def condition(b: CheckBuilder, operands: Sequence[SSAValue]) -> SSAValue:
        dividend, divisor = operands
        least = b.cmpi("ne", dividend, _constant_of(b, -(1 << (width - 1)), dividend))
        minus_one = b.cmpi("ne", divisor, _constant_of(b, -1, divisor))
        return b.insert(arith.OrIOp(least, minus_one)).results[0]

    return condition


def _checked_width(op: Operation) -> int | None:
    """The element width of a division to check, or None (not one, or of a scalable vector)."""
    type_ = op.operands[1].type
    if isinstance(type_, VectorType) and any(type_.get_scalable_dims()):
        return None
    return checked_division_width(op)


def verify_unsigned(op: Operation, b: CheckBuilder) -> None:
    """No divisor (no lane of one) is zero."""
    width = _checked_width(op)
    if width is None:
        return
    divisor = op.operands[1]
    known = _known_elements(divisor, width)
    if known is None or 0 in known:
        _check_everywhere(b, [divisor], _nonzero, DIVISION_BY_ZERO)


def verify_signed(op: Operation, b: CheckBuilder) -> None:
    """No divisor is zero, and no pair of lanes is (the least signed value, -1)."""
    width = _checked_width(op)
    if width is None:
        return
    verify_unsigned(op, b)
    dividend, divisor = op.operands
    known = _known_elements(divisor, width)
    if width < 2 or (known is not None and -1 not in known):
        return
    _check_everywhere(b, [dividend, divisor], _no_overflow(width), SIGNED_OVERFLOW)


RUNTIME_VERIFIERS: dict[str, Verifier] = {
    **dict.fromkeys(UNSIGNED_DIVISIONS, verify_unsigned),
    **dict.fromkeys(SIGNED_DIVISIONS, verify_signed),
}
"""The checks of each arith op that has some."""
