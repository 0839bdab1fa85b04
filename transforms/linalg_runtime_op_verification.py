"""The run-time checks of linalg structured ops (upstream's `Dialect/Linalg/Transforms/RuntimeOpVerification.cpp`),
which `--generate-runtime-verification` builds before each op: the sizes of the operands agree with the loop
ranges that the op's indexing maps infer from them (what the verifier checks of static sizes).

Each loop runs over the size of the first operand dimension its index is (upstream's `createLoopRanges`). For
each dimension of each operand, the indexing map at the first and the last iteration gives the smallest and
largest index: the smallest must not be negative (`unexpected negative result on dimension #D of
input/output operand #N`), and the largest plus one must be the dimension's size where the map's result is a
loop index, at most the size otherwise (`dimension #D of input/output operand #N is incompatible with
inferred dimension size`). On buffers, the loops that convert-linalg-to-loops makes index no operand out of
its bounds where these hold. The checks hold only where every loop runs at least once (an op of no iteration
touches nothing, and the last index of a loop of size 0 is -1): an `scf.if` of that where a `?` size decides
it, none where a static size is 0 (upstream's non-degenerate iteration domain).

    linalg.copy ins(%a : memref<?xf32>) outs(%b : memref<?xf32>)

gets

    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %a, %c0 : memref<?xf32>
    %0 = index.sub %dim, %c1
    ...
    %dim_0 = memref.dim %b, %c0 : memref<?xf32>
    %3 = index.cmp eq(%2, %dim_0)
    cf.assert %3, "ERROR: Runtime op verification failed\\0A...\\0A^ dimension #0 of input/output operand #1 is
    incompatible with inferred dimension size\\0A..."

Index arithmetic uses the index dialect, and an op of constants folds to a constant, as upstream's.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects.builtin import AffineMapAttr, MemRefType, TensorType
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineExpr, AffineMap
from xdsl.rewriter import InsertPoint

from aiopt.dialects import affine, arith, index, scf
from aiopt.dialects.linalg import structured_parts
from aiopt.dialects.scf import constant_index
from aiopt.transforms.generate_runtime_verification import CheckBuilder


def _index_or_fold(b: CheckBuilder, mnemonic: str, lhs: SSAValue, rhs: SSAValue, fold: Callable) -> SSAValue:
    """`index.<mnemonic> lhs, rhs`, or an `index.constant` where both are constants."""
    a, c = constant_index(lhs), constant_index(rhs)
    if a is not None and c is not None:
        return b.insert(index.ConstantOp(fold(a, c))).results[0]
    return b.insert(index.BINARY_OPS[mnemonic](lhs, rhs)).results[0]


def _cmp_or_fold(b: CheckBuilder, predicate: str, lhs: SSAValue, rhs: SSAValue) -> SSAValue:
    """`index.cmp <predicate>(lhs, rhs)`, or an `index.bool.constant` where both are constants."""
    a, c = constant_index(lhs), constant_index(rhs)
    if a is not None and c is not None:
        holds = {"eq": a == c, "sge": a >= c, "sle": a <= c, "slt": a < c}[predicate]
        return b.insert(index.BoolConstantOp(holds)).results[0]
    return b.insert(index.CmpOp(predicate, lhs, rhs)).results[0]


def _apply_or_fold(b: CheckBuilder, expr: AffineExpr, num_dims: int, operands: list[SSAValue]) -> SSAValue:
    """`expr` of the loop indices `operands`: a constant where they are, the operand where `expr` is one, else
    an `affine.apply` (upstream's `makeComposedFoldedMultiResultAffineApply`, one result)."""
    values = [constant_index(operand) for operand in operands]
    if all(value is not None for value in values):
        return b.index(AffineMap(num_dims, 0, (expr,)).eval(values, [])[0])
    if isinstance(expr, AffineDimExpr):
        return operands[expr.position]
    single = AffineMapAttr(AffineMap(num_dims, 0, (expr,)))
    return b.insert(affine.ApplyOp(operands, single)).results[0]


def _loop_dimensions(operands: list[SSAValue], maps: list[AffineMap], num_loops: int) -> list[tuple[SSAValue, int]]:
    """Where each loop's size is: the first operand dimension whose map result is the loop's index; [] when some
    loop has none (the verifier refuses such maps)."""
    found: list[tuple[SSAValue, int] | None] = [None] * num_loops
    for operand, map_ in zip(operands, maps):
        for dimension, expr in enumerate(map_.results):
            if isinstance(expr, AffineDimExpr) and found[expr.position] is None:
                found[expr.position] = (operand, dimension)
    return [] if None in found else found  # pyright: ignore[reportReturnType]


def _checks_builder(b: CheckBuilder, sizes: list[SSAValue]) -> CheckBuilder:
    """Where the checks go: before the op, or in an `scf.if` of every loop running at least once where a `?` size
    decides it (upstream's non-degenerate iteration domain: an op of no iteration reads nothing, and the last
    iteration's index -1 would fail the checks)."""
    zero = b.index(0)
    runs = None
    for size in sizes:
        if constant_index(size) is None:
            once = _cmp_or_fold(b, "slt", zero, size)
            runs = once if runs is None else b.insert(arith.AndIOp(runs, once)).results[0]
    if runs is None:
        return b
    then = Block([scf.YieldOp()])
    b.insert(scf.IfOp(runs, [], Region(then)))
    return CheckBuilder(b.op, b.message, InsertPoint.before(then.first_op))


def verify_structured(op: Operation, b: CheckBuilder) -> None:
    """The operands' sizes of a structured op (one that `is_structured`) agree with the loop ranges inferred
    from them."""
    map_attrs, iterators, _ = structured_parts(op)
    maps = [attr.data for attr in map_attrs]
    operands = list(op.operands)
    if any(not isinstance(operand.type, MemRefType | TensorType) for operand, m in zip(operands, maps) if m.results):
        return
    dimensions = _loop_dimensions(operands, maps, len(iterators))
    if len(dimensions) != len(iterators) or any(operand.type.get_shape()[d] == 0 for operand, d in dimensions):
        return  # no loop size, or a loop that never runs: the op reads and writes nothing
    sizes = [b.dim_or_fold(operand, dimension) for operand, dimension in dimensions]
    b = _checks_builder(b, sizes)
    zero, one = b.index(0), b.index(1)
    starts = [zero] * len(sizes)
    ends = [_index_or_fold(b, "sub", size, one, int.__sub__) for size in sizes]
    for number, (operand, map_) in enumerate(zip(operands, maps)):
        for dimension, expr in enumerate(map_.results):
            start = _apply_or_fold(b, expr, map_.num_dims, starts)
            end = _apply_or_fold(b, expr, map_.num_dims, ends)
            smallest = _index_or_fold(b, "mins", start, end, min)
            where = f"dimension #{dimension} of input/output operand #{number}"
            b.check(_cmp_or_fold(b, "sge", smallest, zero), f"unexpected negative result on {where}")
            largest = _index_or_fold(b, "maxs", start, end, max)
            inferred = _index_or_fold(b, "add", largest, one, int.__add__)
            actual = b.dim_or_fold(operand, dimension)
            predicate = "eq" if isinstance(expr, AffineDimExpr) else "sle"
            b.check(
                _cmp_or_fold(b, predicate, inferred, actual), f"{where} is incompatible with inferred dimension size"
            )
