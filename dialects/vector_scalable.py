"""`vector.scalable.insert` and `vector.scalable.extract` (upstream's, which xDSL 0.74 lacks), in upstream's syntax
and with its verifiers:

    %r = vector.scalable.insert %v, %w[4] : vector<4xf32> into vector<[16]xf32>
    %e = vector.scalable.extract %w[8] : vector<4xf32> from vector<[16]xf32>

A 1-D vector written into, or read from, a scalable 1-D vector from element `pos` on (a multiple of the
smaller vector's length). `aiopt.dialects.vector` adds them to the dialect and
`aiopt.lowering.vector_shape_to_llvm` lowers them to `llvm.intr.vector.insert`/`extract`, as upstream's
`convert-vector-to-llvm`; the reference interpreter has no scalable vectors.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects.builtin import I64, IntegerAttr, VectorType
from xdsl.ir import Attribute, SSAValue
from xdsl.irdl import (
    AttrConstraint,
    IRDLOperation,
    MessageConstraint,
    ParsePropInAttrDict,
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


@dataclass(frozen=True)
class _RankOne(AttrConstraint):
    """A 1-D vector, scalable where `scalable` (upstream's `ScalableVectorOfRank<[1]>`), of either kind where it is
    None (`VectorOfRank<[1]>`)."""

    scalable: bool | None = None

    def verify(self, attr: Attribute, constraint_context) -> None:
        if not isinstance(attr, VectorType) or attr.get_num_dims() != 1:
            raise VerifyException(f"{attr} should be a 1-D vector")
        if self.scalable is not None and any(attr.get_scalable_dims()) != self.scalable:
            raise VerifyException(f"{attr} should be a {'scalable' if self.scalable else 'fixed'} vector")

    def mapping_type_vars(self, type_var_mapping) -> _RankOne:
        return self


_RANK_ONE = MessageConstraint(_RankOne(), " of ranks 1")
_SCALABLE_RANK_ONE = MessageConstraint(_RankOne(scalable=True), " of ranks 1")
"""Upstream's constraints, with their summaries (" of ranks 1": upstream's words, which lose the vector kind)."""


def _check_position(pos: IntegerAttr, length: int, what: str) -> None:
    if pos.value.data % length:
        raise VerifyException(f"failed to verify that position is a multiple of the {what} length.")


@irdl_op_definition
class ScalableInsertOp(IRDLOperation):
    """A 1-D vector written into a scalable one from element `pos` on:
    `%r = vector.scalable.insert %v, %w[4] : vector<4xf32> into vector<[16]xf32>` (upstream's)."""

    name = "vector.scalable.insert"

    value_to_store = operand_def(_RANK_ONE)
    dest = operand_def(_SCALABLE_RANK_ONE)
    pos = prop_def(IntegerAttr[I64])
    res = result_def(_SCALABLE_RANK_ONE)
    traits = traits_def(Pure())

    def __init__(self, value_to_store: SSAValue, dest: SSAValue, pos: int):
        super().__init__(operands=[value_to_store, dest], result_types=[dest.type],
                         properties={"pos": IntegerAttr(pos, 64)})  # fmt: skip

    @classmethod
    def parse(cls, parser: Parser) -> ScalableInsertOp:
        value = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        dest = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        pos = parser.parse_integer()
        parser.parse_punctuation("]")
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        parser.parse_keyword("into")
        dest_type = parser.parse_type()
        op = cls(parser.resolve_operand(value, value_type), parser.resolve_operand(dest, dest_type), pos)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list([self.value_to_store, self.dest], printer.print_operand)
        printer.print_string(f"[{self.pos.value.data}]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : {self.value_to_store.type} into {self.dest.type}")

    def verify_(self) -> None:
        """Upstream's traits, in their words and order."""
        if self.value_to_store.type.element_type != self.dest.type.element_type:
            raise VerifyException("failed to verify that all of {valueToStore, dest} have same element type")
        if self.dest.type != self.res.type:
            raise VerifyException("failed to verify that all of {dest, res} have same type")
        _check_position(self.pos, self.value_to_store.type.get_shape()[0], "source")


@irdl_op_definition
class ScalableExtractOp(IRDLOperation):
    """The 1-D vector of a scalable one from element `pos` on:
    `%e = vector.scalable.extract %w[8] : vector<4xf32> from vector<[16]xf32>` (upstream's)."""

    name = "vector.scalable.extract"

    source = operand_def(_SCALABLE_RANK_ONE)
    pos = prop_def(IntegerAttr[I64])
    res = result_def(_RANK_ONE)
    traits = traits_def(Pure())

    irdl_options = (ParsePropInAttrDict(),)
    assembly_format = "$source `[` $pos `]` attr-dict `:` type($res) `from` type($source)"

    def verify_(self) -> None:
        """Upstream's traits, in their words and order."""
        if self.source.type.element_type != self.res.type.element_type:
            raise VerifyException("failed to verify that all of {source, result} have same element type")
        _check_position(self.pos, self.res.type.get_shape()[0], "result")


VECTOR_SCALABLE_OPS = (ScalableInsertOp, ScalableExtractOp)
"""The ops of this module, as `aiopt.dialects.vector` adds them to the dialect."""
