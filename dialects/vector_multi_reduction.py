"""`vector.multi_reduction` (upstream's, which xDSL 0.74 lacks), in upstream's syntax and with its verifier:

    %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xf32> to vector<2xf32>

combines the elements of `%v` along the reduction dims (here dim 1) into the
accumulator by the kind: `r[i] = acc[i] + v[i, 0] + v[i, 1] + v[i, 2] + v[i, 3]`,
the elements taken in row-major order of the reduced dims. Reducing every dim
gives a scalar (`to f32`, with a scalar `%acc`). `aiopt.dialects.vector` adds
it to the dialect, `aiopt.reference.vector_shape` gives its semantics,
`aiopt.transforms.lower_vector_multi_reduction` lowers it (upstream's
`lower-vector-multi-reduction`) and `aiopt.transforms.canonicalize_vector_elements` folds unit dims.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from xdsl.dialects.builtin import DenseArrayBase, IndexType, IntegerType, VectorType, i64
from xdsl.dialects.vector import CombiningKindAttr, CombiningKindFlag
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects import arith
from aiopt.dialects.vector_shape import NON_ZERO_RANK_VECTOR, vector_type


def reduced_type(source: VectorType, reduction_dims: Sequence[int]) -> Attribute:
    """Upstream's `inferReturnTypes`: the source's dims not reduced, or its element type where none is left."""
    reduced = set(reduction_dims)
    kept = [d for d in range(source.get_num_dims()) if d not in reduced]
    if not kept:
        return source.element_type
    scalable = source.get_scalable_dims()
    return vector_type(source.element_type, [source.get_shape()[d] for d in kept], [scalable[d] for d in kept])


def _element(type_: Attribute) -> Attribute:
    return type_.element_type if isinstance(type_, VectorType) else type_


@irdl_op_definition
class MultiDimReductionOp(IRDLOperation):
    """The elements of a vector combined by a kind along some dims into an accumulator (see the module
    docstring): `%r = vector.multi_reduction <maxnumf>, %v, %acc [0] : vector<4x8xf32> to vector<8xf32>`."""

    name = "vector.multi_reduction"

    source = operand_def(NON_ZERO_RANK_VECTOR)
    acc = operand_def(AnyAttr())
    reduction_dims = prop_def(DenseArrayBase.constr(i64))
    kind = prop_def(CombiningKindAttr)
    dest = result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, kind: str, source: SSAValue, acc: SSAValue, reduction_dims: Sequence[int]):
        properties = {
            "kind": CombiningKindAttr(CombiningKindFlag(kind)),
            "reduction_dims": DenseArrayBase.from_list(i64, list(reduction_dims)),
        }
        super().__init__(operands=[source, acc], result_types=[acc.type], properties=properties)

    @property
    def dims(self) -> list[int]:
        """The reduction dims."""
        return list(self.reduction_dims.get_values())

    @classmethod
    def parse(cls, parser: Parser) -> MultiDimReductionOp:
        kind = CombiningKindAttr.parse_parameter(parser)
        parser.parse_punctuation(",")
        source = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        acc = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        dims = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_keyword("to")
        dest_type = parser.parse_type()
        op = cls(
            kind.value, parser.resolve_operand(source, source_type), parser.resolve_operand(acc, dest_type), dims
        )
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" <{self.kind.data.value}>, ")
        printer.print_operand(self.source)
        printer.print_string(", ")
        printer.print_operand(self.acc)
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" [{', '.join(map(str, self.dims))}] : {self.source.type} to {self.dest.type}")

    def verify_(self) -> None:
        """Upstream's traits (the element types, the accumulator's type) and `MultiDimReductionOp::verify`."""
        source, dest = self.source.type, self.dest.type
        if _element(source) != _element(dest):
            raise VerifyException("failed to verify that source operand and result have same element type")
        if self.acc.type != dest:
            raise VerifyException("failed to verify that all of {dest, acc} have same type")
        if reduced_type(source, self.dims) != dest:
            raise VerifyException(f"destination type '{dest}' is incompatible with source type '{source}'")


_FLOAT_OPS = {
    "add": "AddfOp", "mul": "MulfOp", "minnumf": "MinnumfOp", "maxnumf": "MaxnumfOp", "minimumf": "MinimumfOp",
    "maximumf": "MaximumfOp",
}  # fmt: skip
_INTEGER_OPS = {
    "add": "AddiOp", "mul": "MuliOp", "minsi": "MinSIOp", "minui": "MinUIOp", "maxsi": "MaxSIOp", "maxui": "MaxUIOp",
    "and": "AndIOp", "or": "OrIOp", "xor": "XOrIOp",
}  # fmt: skip
"""The arith op that combines two values by each kind (upstream's `vector::makeArithReduction`), by the class name
in `aiopt.dialects.arith`."""


def _combining_op_name(kind: str, type_: Attribute) -> str | None:
    element = _element(type_)
    table = _INTEGER_OPS if isinstance(element, IntegerType | IndexType) else _FLOAT_OPS
    return table.get(kind)


def has_combining_op(kind: str, type_: Attribute) -> bool:
    """Whether values of `type_` combine by `kind` with an arith op (a float `maxsi` does not)."""
    return _combining_op_name(kind, type_) is not None


def combining_op(kind: str, lhs: SSAValue, rhs: SSAValue) -> Operation:
    """The arith op `kind(lhs, rhs)` (`arith.addf %lhs, %rhs` of a float add; see `has_combining_op`)."""
    return getattr(arith, _combining_op_name(kind, lhs.type))(lhs, rhs)


def neutral_value(kind: str, element: Attribute) -> int | float:
    """The value that combining with by `kind` leaves any value of `element` as it is, bit for bit (a masked-off
    lane's stand-in): -0.0 for a float add, NaN for `maxnumf` (maxNum gives the other operand), -inf for
    `maximumf`, all ones for `and`, the least signed integer for `maxsi`, ..."""
    if not isinstance(element, IntegerType | IndexType):
        return {"add": -0.0, "mul": 1.0, "maxnumf": math.nan, "minnumf": math.nan, "maximumf": -math.inf,
                "minimumf": math.inf}[kind]  # fmt: skip
    width = element.width.data if isinstance(element, IntegerType) else 64
    return {"add": 0, "or": 0, "xor": 0, "maxui": 0, "mul": 1, "and": -1, "minui": -1,
            "maxsi": -(1 << (width - 1)) if width > 1 else -1, "minsi": (1 << (width - 1)) - 1 if width > 1 else 0,
            }[kind]  # fmt: skip
