"""Run-time shape checks for `convert-mhlo-to-linalg`: a `cf.assert` for each check that the verifier could not make.

The checks themselves, which sizes of an HLO op must agree and what its
index operands must satisfy, are `aiopt.reference.hlo.shape_checks`: the
reference interpreter makes them before it runs an op, and compiled code
makes them with the same messages. As mlir-hlo and IREE do, each becomes a
`cf.assert` before the op:

    %r = mhlo.add %a, %b : tensor<?xf32>

gets

    %c0 = arith.constant 0 : index
    %0 = tensor.dim %a, %c0 : tensor<?xf32>
    %1 = tensor.dim %b, %c0 : tensor<?xf32>
    %2 = arith.cmpi eq, %1, %0 : index
    cf.assert %2, "'mhlo.add' op operand #1 and operand #0 differ in size in dimension 0"

A size compared with a static size is compared with a constant; checks
between static sizes are the verifier's. `canonicalize` removes the checks
that fold to true. The checks of index operands (`real_dynamic_slice_checks`, ...)
are inserted by the lowering patterns of those ops in `mhlo_to_linalg_shape`
(dynamic_conv's in `mhlo_to_linalg_forwarding`, select_and_scatter's in
`mhlo_to_linalg_contraction`), with `insert_index_checks` on the conditions they build with `IndexMath`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from xdsl.dialects import cf
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType, TensorType
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import arith, tensor
from aiopt.dialects.hlo.elementwise import CompareOp, ElementwiseOp, SelectOp
from aiopt.lowering.mhlo_to_linalg_utils import is_hlo_op
from aiopt.reference.hlo.shape_checks import (
    Condition,
    Size,
    dynamic_conv_checks,
    dynamic_gather_checks,
    dynamic_reshape_checks,
    pad_checks,
    real_dynamic_slice_checks,
    select_and_scatter_checks,
    set_dimension_size_checks,
    shape_checks,
    shape_operand_checks,
    static_size,
)

__all__ = [
    "CheckDeclaredResults",
    "checked_cast",
    # The checks of index operands, which the lowering patterns of those ops insert.
    "dynamic_conv_checks",
    "dynamic_gather_checks",
    "dynamic_reshape_checks",
    "insert_index_checks",
    "insert_shape_checks",
    "pad_checks",
    "real_dynamic_slice_checks",
    "reified_size",
    "select_and_scatter_checks",
    "set_dimension_size_checks",
    "shape_operand_checks",
]


def reified_size(value: SSAValue, dim: int) -> tuple[SSAValue, int]:
    """A value whose size in `dim` is that of `value`, looking through element-wise HLO ops to an operand.

    The result of `mhlo.add %a, %b` has the sizes of `%a`: checks read them from
    `%a`, so that they add no use of the result (which would keep it from fusing).
    """
    while isinstance(value, OpResult) and isinstance(value.op, (ElementwiseOp, CompareOp, SelectOp)):
        rank = value.type.get_num_dims()
        value = next(o for o in value.op.operands if o.type.get_num_dims() == rank)
    return value, dim


def insert_shape_checks(op: Operation) -> None:
    """Insert before `op` a `cf.assert` for each of its shape checks (`tensor.dim`s compared with `arith.cmpi`)."""
    constants: dict[int, SSAValue] = {}
    dims: dict[tuple[SSAValue, int], SSAValue] = {}

    def insert(new: Operation) -> SSAValue:
        new.location = op.location
        Rewriter.insert_op(new, InsertPoint.before(op))
        return new.results[0] if new.results else None

    def index(value: int) -> SSAValue:
        if value not in constants:
            constants[value] = insert(arith.ConstantOp(IntegerAttr(value, IndexType())))
        return constants[value]

    def size_value(size: Size | int) -> SSAValue:
        static = static_size(op, size)
        if static is not None:
            return index(static)
        source = reified_size(op.operands[size[0]], size[1])
        if source not in dims:
            dims[source] = insert(tensor.DimOp(source[0], index(source[1])))
        return dims[source]

    for check in shape_checks(op):
        lhs, rhs = size_value(check.lhs), size_value(check.rhs)
        if lhs is rhs:
            continue
        holds = insert(arith.CmpiOp(lhs, rhs, "eq" if check.relation == "broadcast" else check.relation))
        if check.relation == "broadcast":
            holds = insert(arith.OrIOp(holds, insert(arith.CmpiOp(lhs, index(1), "eq"))))
        insert(cf.AssertOp(holds, check.message))


def insert_index_checks(insert, checks: Iterator[tuple[Condition, str]]) -> None:
    """Insert with `insert` (`rewriter.insert`) a `cf.assert` of each condition that is not statically true.

    Each check is made after the `cf.assert` of the previous one.
    """
    for holds, message in checks:
        if holds is True:
            continue
        if isinstance(holds, bool):
            constant = arith.ConstantOp(IntegerAttr(0, IntegerType(1)))
            insert(constant)
            holds = constant.result
        insert(cf.AssertOp(holds, message))


@dataclass
class CheckDeclaredResults(RewritePattern):
    """Apply `pattern`; where a value replacing a result of the HLO op has `?` sizes that the result's type
    knows (a static result of an op on dynamic operands: a `sort` of tensor<?x4xf32> declared tensor<3x4xf32>
    sorts a tensor<?x4xf32>), each such size is checked and the value cast to the result's sizes for the uses
    the result had, as the interpreter checks the shape of each result it computes:

        %s = ... : tensor<?x4xf32>
        %d = tensor.dim %s, %c0 : tensor<?x4xf32>
        %ok = arith.cmpi eq, %d, %c3 : index
        cf.assert %ok, "'mhlo.sort' op computed a result whose size in dimension 0 is not 3 (its type is ...)"
        %r = tensor.cast %s : tensor<?x4xf32> to tensor<3x4xf32>

    Without it the uses read a value of another type than the result's (IR that does not verify) and a run
    on operands of other sizes returned a result of other sizes than its type's, unchecked. A value that
    knows sizes the result's type leaves `?` (a sort of tensor<?x3xi32> and tensor<4x3xf32> declared
    (tensor<?x3xi32>, tensor<?x3xf32>) sorts the second as a tensor<4x3xf32>) is cast, unchecked, for the uses
    that are not HLO ops (a `func.return` of the result: its type is the function's).
    """

    pattern: RewritePattern

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        replaced: list[tuple[list[list[tuple[Operation, int]]], Sequence[SSAValue | None], Operation | None]] = []

        def record(old: Operation, new_results: Sequence[SSAValue | None]) -> None:
            if old is op:
                uses = [[(use.operation, use.index) for use in result.uses] for result in op.results]
                replaced.append((uses, list(new_results), op.next_op))

        types = [result.type for result in op.results]
        rewriter.operation_replacement_handler.append(record)
        try:
            self.pattern.match_and_rewrite(op, rewriter)
        finally:
            rewriter.operation_replacement_handler.remove(record)
        for uses, new_results, anchor in replaced:
            for position, (declared, value, users) in enumerate(zip(types, new_results, uses, strict=True)):
                if value is None or not users:
                    continue
                if not _more_static(declared, value.type):
                    if not _more_static(value.type, declared):
                        continue
                    # A value knowing sizes its result leaves `?`: cast for the uses that take only the result's
                    # type (HLO ops take any compatible one, and their lowerings read the value's).
                    users = [(user, index) for user, index in users if not is_hlo_op(user)]
                    if not users:
                        continue
                cast = checked_cast(_inserter(rewriter, anchor, value), op.name, position, declared, value)
                places = set(users)
                rewriter.replace_uses_with_if(value, cast, lambda use: (use.operation, use.index) in places)


def _more_static(declared, actual) -> bool:
    """Whether tensor type `declared` knows a size that tensor type `actual`, of its rank, has as `?`."""
    if not isinstance(declared, TensorType) or not isinstance(actual, TensorType):
        return False
    if declared.get_num_dims() != actual.get_num_dims():
        return False
    return any(d >= 0 and a < 0 for d, a in zip(declared.get_shape(), actual.get_shape()))


def _inserter(rewriter: PatternRewriter, anchor: Operation | None, value: SSAValue):
    """Insert before `anchor` (the op after the one replaced), else at the end of `value`'s block."""
    point = InsertPoint.before(anchor) if anchor is not None else InsertPoint.at_end(value.owner.parent_block()
                                                                                      if isinstance(value, OpResult)
                                                                                      else value.block)

    def insert(new: Operation) -> SSAValue:
        rewriter.insert(new, point)
        return new.results[0] if new.results else None

    return insert


def checked_cast(insert, name: str, position: int, declared: TensorType, value: SSAValue) -> SSAValue:
    """`value` cast to the sizes of `declared` (a `tensor.cast` inserted with `insert`), after a `cf.assert` of each
    size that `declared` knows and `value`'s type leaves `?` (result #`position` of op `name`)."""
    _check_declared_sizes(insert, name, position, declared, value)
    return insert(tensor.CastOp(value, TensorType(value.type.element_type, declared.get_shape(), value.type.encoding)))


def _check_declared_sizes(insert, name: str, position: int, declared: TensorType, value: SSAValue) -> None:
    """A `cf.assert` that each size of `value` that is `?` in its type is the size `declared` gives it."""
    for dim, (size, known) in enumerate(zip(declared.get_shape(), value.type.get_shape())):
        if size < 0 or known >= 0:
            continue
        actual = insert(tensor.DimOp(value, insert(arith.ConstantOp(IntegerAttr(dim, IndexType())))))
        expected = insert(arith.ConstantOp(IntegerAttr(size, IndexType())))
        holds = insert(arith.CmpiOp(actual, expected, "eq"))
        what = "a result" if position == 0 else f"result #{position}"
        insert(cf.AssertOp(holds, f"'{name}' op computed {what} whose size in dimension {dim} is not {size} "
                                  f"(its type is {declared})"))
