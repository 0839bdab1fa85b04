"""The `index` dialect: integer arithmetic on the target-width `index` type, with upstream syntax.

xDSL 0.74 has no index dialect. Its ops mean what the arith op of the same
name means on `index` values (whose width is chosen when lowering):

    %n = index.constant 42
    %s = index.add %a, %n
    %q = index.ceildivu %s, %b
    %lt = index.cmp slt(%q, %n)
    %i = index.casts %x : i32 to index

`ARITH_EQUIVALENT` names that arith op for each one, which both the
reference semantics and `convert-index-to-llvm` use.
"""

from __future__ import annotations

from xdsl.dialects.builtin import BoolAttr, IndexType, IntegerAttr, IntegerType, i1
from xdsl.dialects.utils import EnumAttribute
from xdsl.interfaces import HasFolderInterface
from xdsl.ir import Dialect, SpacedOpaqueSyntaxAttribute, SSAValue
from xdsl.irdl import (
    AnyOf,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConstantLike, Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from aiopt.support.inliner_interface import DialectInlinerInterface
from aiopt.support.parsing import parse_integer_attr

ARITH_EQUIVALENT: dict[str, str] = {
    "index.add": "arith.addi",
    "index.sub": "arith.subi",
    "index.mul": "arith.muli",
    "index.divs": "arith.divsi",
    "index.divu": "arith.divui",
    "index.ceildivs": "arith.ceildivsi",
    "index.ceildivu": "arith.ceildivui",
    "index.floordivs": "arith.floordivsi",
    "index.rems": "arith.remsi",
    "index.remu": "arith.remui",
    "index.maxs": "arith.maxsi",
    "index.maxu": "arith.maxui",
    "index.mins": "arith.minsi",
    "index.minu": "arith.minui",
    "index.shl": "arith.shli",
    "index.shrs": "arith.shrsi",
    "index.shru": "arith.shrui",
    "index.and": "arith.andi",
    "index.or": "arith.ori",
    "index.xor": "arith.xori",
    "index.cmp": "arith.cmpi",
    "index.casts": "arith.index_cast",
    "index.castu": "arith.index_castui",
    "index.constant": "arith.constant",
    "index.bool.constant": "arith.constant",
}
"""The arith op each index op computes the same value as."""


class _BinaryOp(IRDLOperation):
    lhs = operand_def(IndexType)
    rhs = operand_def(IndexType)
    result = result_def(IndexType)

    traits = traits_def(Pure())
    assembly_format = "$lhs `,` $rhs attr-dict"

    def __init__(self, lhs: SSAValue, rhs: SSAValue):
        super().__init__(operands=[lhs, rhs], result_types=[IndexType()])


def _binary(mnemonic: str) -> type[_BinaryOp]:
    arith_name = ARITH_EQUIVALENT[f"index.{mnemonic}"]
    doc = f"`%r = index.{mnemonic} %a, %b`: `{arith_name}` on index values."
    return irdl_op_definition(
        type(mnemonic.title() + "Op", (_BinaryOp,), {"name": f"index.{mnemonic}", "__doc__": doc})
    )


BINARY_OPS = {
    mnemonic: _binary(mnemonic)
    for mnemonic in (
        "add", "sub", "mul", "divs", "divu", "ceildivs", "ceildivu", "floordivs", "rems", "remu",
        "maxs", "maxu", "mins", "minu", "shl", "shrs", "shru", "and", "or", "xor",
    )
}  # fmt: skip


class IndexCmpPredicate(StrEnum):
    EQ = "eq"
    NE = "ne"
    SLT = "slt"
    SLE = "sle"
    SGT = "sgt"
    SGE = "sge"
    ULT = "ult"
    ULE = "ule"
    UGT = "ugt"
    UGE = "uge"


@irdl_attr_definition
class IndexCmpPredicateAttr(EnumAttribute[IndexCmpPredicate], SpacedOpaqueSyntaxAttribute):
    name = "index.cmp_predicate"


@irdl_op_definition
class CmpOp(IRDLOperation):
    """Compares two index values: `%lt = index.cmp slt(%a, %b)`."""

    name = "index.cmp"

    lhs = operand_def(IndexType)
    rhs = operand_def(IndexType)
    pred = prop_def(IndexCmpPredicateAttr)
    result = result_def(i1)

    traits = traits_def(Pure())

    def __init__(self, predicate: IndexCmpPredicate | str, lhs: SSAValue, rhs: SSAValue):
        super().__init__(
            operands=[lhs, rhs],
            result_types=[i1],
            properties={"pred": IndexCmpPredicateAttr(IndexCmpPredicate(predicate))},
        )

    @classmethod
    def parse(cls, parser: Parser) -> CmpOp:
        predicate = IndexCmpPredicateAttr(parser.parse_str_enum(IndexCmpPredicate))
        parser.parse_punctuation("(")
        lhs = parser.parse_operand(IndexType())
        parser.parse_punctuation(",")
        rhs = parser.parse_operand(IndexType())
        parser.parse_punctuation(")")
        attributes = parser.parse_optional_attr_dict()
        return cls.create(operands=[lhs, rhs], result_types=[i1], properties={"pred": predicate}, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.pred.data}(")
        printer.print_list([self.lhs, self.rhs], printer.print_operand)
        printer.print_string(")")
        printer.print_op_attributes(self.attributes)


class _CastOp(IRDLOperation):
    input = operand_def(AnyOf.get(IndexType, IntegerType))
    output = result_def(AnyOf.get(IndexType, IntegerType))

    traits = traits_def(Pure())
    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"

    def __init__(self, value: SSAValue, result_type: IndexType | IntegerType):
        super().__init__(operands=[value], result_types=[result_type])

    def verify_(self) -> None:
        # Upstream's `areCastCompatible`: exactly one side is an index (CastOpInterface's message).
        source, result = self.input.type, self.output.type
        if isinstance(source, IndexType) == isinstance(result, IndexType):
            raise VerifyException(f"operand type '{source}' and result type '{result}' are cast incompatible")


@irdl_op_definition
class CastSOp(_CastOp):
    """Sign-extending or truncating cast between index and an integer: `index.casts %x : i32 to index`."""

    name = "index.casts"


@irdl_op_definition
class CastUOp(_CastOp):
    """Zero-extending or truncating cast between index and an integer: `index.castu %x : index to i32`."""

    name = "index.castu"


@irdl_op_definition
class ConstantOp(IRDLOperation, HasFolderInterface):
    """An index constant: `%c = index.constant 42` (constant-like, as upstream's: folds and canonicalizations read it)."""

    name = "index.constant"

    value = prop_def(IntegerAttr)
    result = result_def(IndexType)

    traits = traits_def(ConstantLike(), Pure())

    def fold(self):
        return (self.value,)

    def verify_(self) -> None:
        # Upstream's `IndexAttr` (xDSL's constraint would take an integer of any type).
        if not isinstance(self.value.type, IndexType):
            raise VerifyException("attribute 'value' failed to satisfy constraint: index attribute")

    def __init__(self, value: int):
        super().__init__(result_types=[IndexType()], properties={"value": IntegerAttr(value, IndexType())})

    @classmethod
    def parse(cls, parser: Parser) -> ConstantOp:
        value = parse_integer_attr(parser, IndexType())  # an IndexAttr: 64 bits
        attributes = parser.parse_optional_attr_dict()
        return cls.create(result_types=[IndexType()], properties={"value": value}, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.value.value.data}")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class BoolConstantOp(IRDLOperation, HasFolderInterface):
    """An i1 constant: `%t = index.bool.constant true` (constant-like, as upstream's)."""

    name = "index.bool.constant"

    value = prop_def(IntegerAttr)
    result = result_def(i1)

    traits = traits_def(ConstantLike(), Pure())

    def fold(self):
        return (self.value,)

    def verify_(self) -> None:
        # Upstream's `BoolAttr`: an i1.
        if self.value.type != i1:
            raise VerifyException("attribute 'value' failed to satisfy constraint: bool attribute")

    def __init__(self, value: bool):
        super().__init__(result_types=[i1], properties={"value": BoolAttr(value, i1)})

    @classmethod
    def parse(cls, parser: Parser) -> BoolConstantOp:
        value = parser.parse_boolean()
        attributes = parser.parse_optional_attr_dict()
        return cls.create(result_types=[i1], properties={"value": IntegerAttr(int(value), i1)}, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" true" if self.value.value.data else " false")
        printer.print_op_attributes(self.attributes)


@irdl_op_definition
class SizeOfOp(IRDLOperation):
    """The bit width of `index` on the target, as an index: `%w = index.sizeof`."""

    name = "index.sizeof"

    result = result_def(IndexType)

    traits = traits_def(Pure())
    assembly_format = "attr-dict"

    def __init__(self):
        super().__init__(result_types=[IndexType()])


Index = Dialect(
    "index",
    [*BINARY_OPS.values(), CmpOp, CastSOp, CastUOp, ConstantOp, BoolConstantOp, SizeOfOp],
    [IndexCmpPredicateAttr],
    [DialectInlinerInterface()],
)
