"""The vector dialect's contractions: `vector.contract` and `vector.outerproduct` (upstream's, which xDSL 0.74
lacks), and the `#vector.iterator_type` attribute of a contraction's iterators, in upstream's syntax and with
its verifiers:

    %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                                           affine_map<(i, j, k) -> (i, j)>],
                          iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
           %a, %b, %acc : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
    %o = vector.outerproduct %x, %y, %acc : vector<2xf32>, vector<3xf32>

A contraction's indexing maps take the iteration point to a position in the lhs, the rhs and the accumulator;
for each point, in order, the accumulator's element there is combined by the kind with the product of the lhs
and rhs elements (`aiopt.reference.vector_shape` gives the exact semantics).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    ArrayAttr,
    DictionaryAttr,
    IndexType,
    IntegerType,
    Signedness,
    StringAttr,
    VectorType,
)
from xdsl.dialects.utils import EnumAttribute
from xdsl.dialects.vector import CombiningKindAttr, CombiningKindFlag
from xdsl.ir import Attribute, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.parser import AttrParser, Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.str_enum import StrEnum

from aiopt.dialects.vector_shape import NON_ZERO_RANK_VECTOR, vector_type


class IteratorType(StrEnum):
    """How a contraction iterates a dim: `parallel` (a dim of the result) or `reduction` (summed over)."""

    PARALLEL = "parallel"
    REDUCTION = "reduction"


@irdl_attr_definition
class IteratorTypeAttr(EnumAttribute[IteratorType]):
    """`#vector.iterator_type<parallel>` (upstream's vector::IteratorTypeAttr)."""

    name = "vector.iterator_type"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> IteratorType:
        with parser.in_angle_brackets():
            return super().parse_parameter(parser)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            super().print_parameter(printer)


_FLOAT_ONLY_KINDS = frozenset({"minnumf", "maxnumf", "minimumf", "maximumf"})
_INTEGER_ONLY_KINDS = frozenset({"minui", "minsi", "maxui", "maxsi", "and", "or", "xor"})


def supports_kind(kind: str, element: Attribute) -> bool:
    """Upstream's `isSupportedCombiningKind`: add and mul of any number, the bitwise and integer min/max kinds
    of integers and index, the float min/max kinds of floats."""
    integer = isinstance(element, (IntegerType, IndexType))
    if kind in ("add", "mul"):
        return integer or _is_float(element)
    return integer if kind in _INTEGER_ONLY_KINDS else _is_float(element)


def _is_float(type_: Attribute) -> bool:
    return isinstance(type_, AnyFloat)


def _element(type_: Attribute) -> Attribute:
    return type_.element_type if isinstance(type_, VectorType) else type_


_DEFAULT_KIND = CombiningKindAttr(CombiningKindFlag.ADD)


@irdl_op_definition
class ContractionOp(IRDLOperation):
    """A contraction of two vectors into an accumulator (upstream's `vector.contract`): for each point of the
    iteration space, in order, `acc[m2(p)] = kind(acc[m2(p)], lhs[m0(p)] * rhs[m1(p)])`, where `m0`, `m1`, `m2`
    are the indexing maps; a matmul:

        %r = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                                               affine_map<(i, j, k) -> (i, j)>],
                              iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
               %a, %b, %acc : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>

    and a dot product, into a scalar: `affine_map<(k) -> (k)>` twice and `affine_map<(k) -> ()>`, `["reduction"]`.
    The lhs and rhs elements may be narrower than the accumulator's (i8 into i32): they are extended to it.
    """

    name = "vector.contract"

    lhs = operand_def(NON_ZERO_RANK_VECTOR)
    rhs = operand_def(NON_ZERO_RANK_VECTOR)
    acc = operand_def(AnyAttr())
    indexing_maps = prop_def(ArrayAttr[AffineMapAttr])
    iterator_types = prop_def(ArrayAttr[IteratorTypeAttr])
    kind = prop_def(CombiningKindAttr, default_value=_DEFAULT_KIND)
    result = result_def(AnyAttr())
    traits = traits_def(Pure())

    def __init__(self, lhs: SSAValue, rhs: SSAValue, acc: SSAValue, indexing_maps: Sequence[AffineMap],
                 iterator_types: Sequence[str], kind: str = "add"):  # fmt: skip
        properties = {
            "indexing_maps": ArrayAttr([AffineMapAttr(m) for m in indexing_maps]),
            "iterator_types": ArrayAttr([IteratorTypeAttr(IteratorType(t)) for t in iterator_types]),
            "kind": CombiningKindAttr(CombiningKindFlag(kind)),
        }
        super().__init__(operands=[lhs, rhs, acc], result_types=[acc.type], properties=properties)

    @property
    def maps(self) -> list[AffineMap]:
        return [m.data for m in self.indexing_maps.data]

    @property
    def iterators(self) -> list[str]:
        return [t.data.value for t in self.iterator_types.data]

    @classmethod
    def parse(cls, parser: Parser) -> ContractionOp:
        start = parser.pos
        traits = parser.parse_attribute()
        if not isinstance(traits, DictionaryAttr):
            parser.raise_error("expected a dictionary attribute of the contraction's traits", start, parser.pos)
        attrs = dict(traits.data)
        operands = [parser.parse_unresolved_operand()]
        for _ in range(2):
            parser.parse_punctuation(",")
            operands.append(parser.parse_unresolved_operand())
        while parser.parse_optional_punctuation(","):
            operands.append(parser.parse_unresolved_operand())
        if len(operands) != 3:
            parser.raise_error(f"'vector.contract' op expected 3 operands, but found {len(operands)}", start)
        attrs |= parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        lhs_type = parser.parse_type()
        parser.parse_punctuation(",")
        rhs_type = parser.parse_type()
        parser.parse_keyword("into")
        result_type = parser.parse_type()
        iterators = attrs.get("iterator_types")
        if not isinstance(iterators, ArrayAttr):
            parser.raise_error('expected "iterator_types" array attribute', start)
        converted = []
        for it in iterators.data:
            if isinstance(it, StringAttr):
                if it.data not in IteratorType._value2member_map_:
                    parser.raise_error(f"unexpected iterator_type ({it.data})", start)
                it = IteratorTypeAttr(IteratorType(it.data))
            converted.append(it)
        attrs["iterator_types"] = ArrayAttr(converted)
        attrs.setdefault("kind", _DEFAULT_KIND)
        properties = {name: attrs.pop(name) for name in ("indexing_maps", "iterator_types", "kind") if name in attrs}
        lhs, rhs, acc = (
            parser.resolve_operand(o, t) for o, t in zip(operands, (lhs_type, rhs_type, result_type))
        )
        op = cls.build(operands=[lhs, rhs, acc], result_types=[result_type], properties=properties)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        traits: dict[str, Attribute] = {}
        if "indexing_maps" in self.properties:
            traits["indexing_maps"] = self.indexing_maps
        if "iterator_types" in self.properties:
            traits["iterator_types"] = ArrayAttr([StringAttr(t) for t in self.iterators])
        traits["kind"] = self.kind
        printer.print_string(" ")
        printer.print_attribute(DictionaryAttr(traits))
        printer.print_string(" ")
        printer.print_list((self.lhs, self.rhs, self.acc), printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : {self.lhs.type}, {self.rhs.type} into {self.result.type}")

    def verify_(self) -> None:
        """Upstream's `ContractionOp::verify`, after its element type checks."""
        lhs, rhs, acc, result = self.lhs.type, self.rhs.type, self.acc.type, self.result.type
        if lhs.element_type != rhs.element_type:
            raise VerifyException("failed to verify that lhs and rhs have same element type")
        if _element(acc) != _element(result):
            raise VerifyException("failed to verify that third operand acc and result have same element type")
        element = lhs.element_type
        if isinstance(element, IntegerType) and element.signedness.data != Signedness.SIGNLESS:
            raise VerifyException("only supports signless integer types")
        maps = self.maps
        if len(maps) != 3:
            raise VerifyException("expected an indexing map for each vector operand")
        iterators = self.iterators
        for index, (affine_map, value_type) in enumerate(zip(maps, (lhs, rhs, acc))):
            if affine_map.num_symbols:
                raise VerifyException(f"expected indexing map {index} to have no symbols")
            rank = value_type.get_num_dims() if isinstance(value_type, VectorType) else 0
            if affine_map.num_dims != len(iterators):
                raise VerifyException(f"expected indexing map {index} to have {len(iterators)} number of inputs")
            if len(affine_map.results) != rank:
                raise VerifyException(f"expected indexing map {index} to have {rank} number of outputs")
            if not is_projected_permutation(affine_map):
                raise VerifyException(f"expected indexing map {index} to be a projected permutation of its inputs")
        contracting = dim_pairs(maps, iterators, "reduction")
        if not contracting:
            raise VerifyException("expected at least one contracting dimension pair")
        for pairs, what in ((contracting, "contracting"), (dim_pairs(maps, iterators, "parallel"), "batch")):
            if not _valid_dim_map(lhs, rhs, pairs):
                raise VerifyException(f"invalid {what} dimension map")
        self._verify_output_shape(contracting)
        if not supports_kind(self.kind.data.value, _element(result)):
            raise VerifyException("unsupported contraction type")

    def _verify_output_shape(self, contracting: list[tuple[int, int]]) -> None:
        """Upstream's `verifyOutputShape`."""
        lhs, rhs, acc, result = self.lhs.type, self.rhs.type, self.acc.type, self.result.type
        lhs_contracting = {a for a, _ in contracting}
        rhs_contracting = {b for _, b in contracting}
        rhs_batch = {b for _, b in dim_pairs(self.maps, self.iterators, "parallel")}
        free = [d for d in range(lhs.get_num_dims()) if d not in lhs_contracting]
        free += [d for d in range(rhs.get_num_dims()) if d not in rhs_contracting and d not in rhs_batch]
        if not free:
            if isinstance(result, VectorType) or isinstance(acc, VectorType):
                raise VerifyException("invalid accumulator/result vector shape")
            return
        if not isinstance(result, VectorType) or not isinstance(acc, VectorType):
            raise VerifyException("invalid accumulator/result vector shape")
        lhs_map, rhs_map, acc_map = self.maps
        used = {e.position for m in (lhs_map, rhs_map) for e in m.results}
        if len(used) != lhs_map.num_dims:
            raise VerifyException("expected all dimensions to be either a LHS or a RHS dimension")
        extents = iteration_extents(self)
        shape = [extents[e.position] for e in acc_map.results]
        expected = vector_type(result.element_type, shape, result.get_scalable_dims())
        if result != expected or acc != expected:
            raise VerifyException(f"invalid accumulator/result vector shape, expected: '{expected}'")


def is_projected_permutation(affine_map: AffineMap) -> bool:
    """Whether each result is a distinct dim (upstream's `isProjectedPermutation`, no zero results)."""
    positions = [e.position for e in affine_map.results if isinstance(e, AffineDimExpr)]
    return len(positions) == len(affine_map.results) and len(set(positions)) == len(positions)


def dim_pairs(maps: Sequence[AffineMap], iterators: Sequence[str], kind: str) -> list[tuple[int, int]]:
    """Upstream's `getDimMap`: for each iterator of `kind` that both the lhs and the rhs map use, the dims of
    the lhs and the rhs it indexes."""
    pairs = []
    for index, iterator in enumerate(iterators):
        if iterator != kind:
            continue
        found = [_result_index(m, index) for m in maps[:2]]
        if found[0] >= 0 and found[1] >= 0:
            pairs.append((found[0], found[1]))
    return pairs


def _result_index(affine_map: AffineMap, dim: int) -> int:
    for index, expr in enumerate(affine_map.results):
        if isinstance(expr, AffineDimExpr) and expr.position == dim:
            return index
    return -1


def _valid_dim_map(lhs: VectorType, rhs: VectorType, pairs: list[tuple[int, int]]) -> bool:
    """Upstream's `verifyDimMap`."""
    for a, b in pairs:
        if not (0 <= a < lhs.get_num_dims() and 0 <= b < rhs.get_num_dims()):
            return False
        if lhs.get_shape()[a] != rhs.get_shape()[b]:
            return False
    return True


def iteration_extents(op: ContractionOp) -> list[int]:
    """The size of each iteration dim, from the lhs and rhs dims that it indexes."""
    extents = [0] * op.maps[0].num_dims
    for value_type, affine_map in ((op.lhs.type, op.maps[0]), (op.rhs.type, op.maps[1])):
        for expr, size in zip(affine_map.results, value_type.get_shape()):
            if not extents[expr.position]:
                extents[expr.position] = size
    return extents


@irdl_op_definition
class OuterProductOp(IRDLOperation):
    """The outer product of two 1-D vectors, `r[i, j] = kind(acc[i, j], lhs[i] * rhs[j])` (upstream's
    `vector.outerproduct`; without an accumulator, the product alone); of a vector and a scalar, the AXPY form
    `r[i] = kind(acc[i], lhs[i] * rhs`:

        %r = vector.outerproduct %x, %y, %acc : vector<2xf32>, vector<3xf32>
        %s = vector.outerproduct %x, %k, %v {kind = #vector.kind<maxnumf>} : vector<2xf32>, f32

    The result type follows from the operands' (`vector<2x3xf32>` above).
    """

    name = "vector.outerproduct"

    lhs = operand_def(NON_ZERO_RANK_VECTOR)
    rhs = operand_def(AnyAttr())
    acc = opt_operand_def(NON_ZERO_RANK_VECTOR)
    kind = prop_def(CombiningKindAttr, default_value=_DEFAULT_KIND)
    result = result_def(NON_ZERO_RANK_VECTOR)
    traits = traits_def(Pure())

    def __init__(self, lhs: SSAValue, rhs: SSAValue, acc: SSAValue | None = None, kind: str = "add"):
        result_type = outer_product_type(lhs.type, rhs.type)
        super().__init__(
            operands=[lhs, rhs, [] if acc is None else [acc]], result_types=[result_type],
            properties={"kind": CombiningKindAttr(CombiningKindFlag(kind))},
        )  # fmt: skip

    @classmethod
    def parse(cls, parser: Parser) -> OuterProductOp:
        start = parser.pos
        operands = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_unresolved_operand)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        lhs_type = parser.parse_type()
        parser.parse_punctuation(",")
        rhs_type = parser.parse_type()
        if len(operands) < 2:
            parser.raise_error("expected at least 2 operands", start)
        if not isinstance(lhs_type, VectorType) or not lhs_type.get_num_dims():
            parser.raise_error("expected vector type for operand #1", start)
        result_type = outer_product_type(lhs_type, rhs_type)
        resolved = [parser.resolve_operand(operands[0], lhs_type), parser.resolve_operand(operands[1], rhs_type)]
        acc = [parser.resolve_operand(o, result_type) for o in operands[2:]]
        properties = {"kind": attrs.pop("kind", _DEFAULT_KIND)}
        op = cls.build(operands=[*resolved, acc], result_types=[result_type], properties=properties)
        op.attributes |= attrs
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        operands = (self.lhs, self.rhs) if self.acc is None else (self.lhs, self.rhs, self.acc)
        printer.print_list(operands, printer.print_operand)
        if self.acc is not None:
            # (upstream prints the attributes, the kind among them, only with an accumulator: without one the
            # kind is unused)
            printer.print_op_attributes({"kind": self.kind, **self.attributes})
        printer.print_string(f" : {self.lhs.type}, {self.rhs.type}")

    def verify_(self) -> None:
        """Upstream's `OuterProductOp::verify`, after its element type checks."""
        lhs, rhs, result = self.lhs.type, self.rhs.type, self.result.type
        if lhs.element_type != result.element_type:
            raise VerifyException("failed to verify that lhs operand and result have same element type")
        if _element(rhs) != result.element_type:
            raise VerifyException("failed to verify that rhs operand and result have same element type")
        if lhs.get_num_dims() != 1:
            raise VerifyException("expected 1-d vector for operand #1")
        if isinstance(rhs, VectorType):
            if rhs.get_num_dims() != 1:
                raise VerifyException("expected 1-d vector for operand #2")
            if result.get_num_dims() != 2:
                raise VerifyException("expected 2-d vector result")
            if lhs.get_shape()[0] != result.get_shape()[0]:
                raise VerifyException("expected #1 operand dim to match result dim #1")
            if rhs.get_shape()[0] != result.get_shape()[1]:
                raise VerifyException("expected #2 operand dim to match result dim #2")
            if lhs.get_scalable_dims()[0] and not rhs.get_scalable_dims()[0]:
                raise VerifyException("expected either both or only #2 operand dim to be scalable")
        else:
            if result.get_num_dims() != 1:
                raise VerifyException("expected 1-d vector result")
            if lhs.get_shape()[0] != result.get_shape()[0]:
                raise VerifyException("expected #1 operand dim to match result dim #1")
        if self.acc is not None and self.acc.type != result:
            raise VerifyException("expected operand #3 of same type as result type")
        if not supports_kind(self.kind.data.value, result.element_type):
            raise VerifyException("unsupported outerproduct type")


def outer_product_type(lhs: VectorType, rhs: Attribute) -> VectorType:
    """The result type of `vector.outerproduct` of `lhs` and `rhs` (upstream's parser infers it)."""
    if isinstance(rhs, VectorType):
        return vector_type(
            lhs.element_type, [lhs.get_shape()[0], rhs.get_shape()[0]],
            [lhs.get_scalable_dims()[0], rhs.get_scalable_dims()[0]],
        )  # fmt: skip
    return vector_type(lhs.element_type, [lhs.get_shape()[0]], [lhs.get_scalable_dims()[0]])
