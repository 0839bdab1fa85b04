"""`vector.mask` and `vector.yield` (upstream's, which xDSL 0.74 lacks), in upstream's syntax and with its verifier:

    %r = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
    %t = vector.mask %m, %pass { vector.transfer_read %b[%i], %pad : memref<16xf32>, vector<4xf32> }
           : vector<4xi1> -> vector<4xf32>

`vector.mask` runs the one maskable op of its region under a mask: the lanes
whose mask bit is off take no part (a reduction leaves them out, a transfer
reads or writes nothing there and a read gives the passthru value there, or
the padding without one). The region ends with a `vector.yield` of the op's
results, which the custom form leaves out; a region without an op yields its
operands (`{ vector.yield %v : vector<4xf32> }`). The maskable ops and the mask
each expects (upstream's `MaskableOpInterface`) are those of `expected_mask_type`.
`aiopt.reference.vector_mask` gives the semantics and
`aiopt.transforms.lower_vector_mask` lowers it (upstream's `lower-vector-mask`).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import IntegerType, VectorType
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    lazy_traits_def,
    operand_def,
    opt_operand_def,
    region_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import HasParent, IsTerminator, Pure, RecursiveMemoryEffect
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.vector_elements import MASK_VECTOR

_I1 = IntegerType(1)


def _mask_of(shape: Sequence[int]) -> VectorType:
    return VectorType(_I1, list(shape))


def _transfer_mask_type(op: Operation) -> VectorType:
    """Upstream's `inferTransferOpMaskType`: the vector's size along each transferred dim, in the source's order
    of dims (a broadcast dim has none)."""
    vector_type = op.result.type if op.name == "vector.transfer_read" else op.vector.type
    results = op.permutation_map.data.results
    dims = sorted((e.position, j) for j, e in enumerate(results) if isinstance(e, AffineDimExpr))
    return _mask_of([vector_type.get_shape()[j] for _, j in dims])


def _contract_mask_type(op: Operation) -> VectorType:
    """The iteration space of a contraction: each dim's size, from the operand it indexes."""
    lhs_map, rhs_map, _ = op.maps
    sizes = [0] * lhs_map.num_dims
    for value, affine_map in ((op.lhs, lhs_map), (op.rhs, rhs_map)):
        for expr, size in zip(affine_map.results, value.type.get_shape()):
            sizes[expr.position] = size
    return _mask_of(sizes)


def expected_mask_type(op: Operation) -> VectorType | None:
    """The mask `vector.mask` expects for `op` (upstream's `MaskableOpInterface::getExpectedMaskType`), None where
    `op` is not maskable."""
    match op.name:
        case "vector.transfer_read" | "vector.transfer_write":
            return _transfer_mask_type(op)
        case "vector.reduction":
            return _mask_of(op.vector.type.get_shape())
        case "vector.multi_reduction":
            return _mask_of(op.source.type.get_shape())
        case "vector.contract":
            return _contract_mask_type(op)
        case "vector.outerproduct" | "vector.gather":
            return _mask_of(op.result.type.get_shape())
    return None


def supports_passthru(op: Operation) -> bool:
    """Whether a passthru value may give the masked-off lanes of `op`'s result (upstream's `supportsPassthru`)."""
    return op.name == "vector.transfer_read"


@irdl_op_definition
class YieldOp(IRDLOperation):
    """The values a `vector.mask` region gives: `vector.yield %r : f32` (upstream's `vector.yield`)."""

    name = "vector.yield"

    operands_ = var_operand_def()
    traits = lazy_traits_def(lambda: (HasParent(MaskOp), Pure(), IsTerminator()))

    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def __init__(self, operands: Sequence[SSAValue] = ()):
        super().__init__(operands=[operands])


@irdl_op_definition
class MaskOp(IRDLOperation):
    """The one maskable op of its region run under a mask (see the module docstring):
    `%r = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32`."""

    name = "vector.mask"

    mask = operand_def(MASK_VECTOR)
    passthru = opt_operand_def()
    results_ = var_result_def()
    mask_region = region_def("single_block")
    traits = traits_def(RecursiveMemoryEffect())

    def __init__(self, mask: SSAValue, region: Region, result_types: Sequence[Attribute],
                 passthru: SSAValue | None = None):  # fmt: skip
        super().__init__(operands=[mask, [] if passthru is None else [passthru]], result_types=[result_types],
                         regions=[region])  # fmt: skip

    @property
    def masked_op(self) -> Operation | None:
        """The op the mask applies to, None for a region with its terminator only."""
        first = self.mask_region.block.first_op
        return None if first is None or isinstance(first, YieldOp) else first

    @classmethod
    def parse(cls, parser: Parser) -> MaskOp:
        mask = parser.parse_unresolved_operand()
        passthru = parser.parse_unresolved_operand() if parser.parse_optional_punctuation(",") else None
        region = parser.parse_region()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        mask_type = parser.parse_type()
        result_types: list[Attribute] = []
        if parser.parse_optional_punctuation("->"):
            result_types = parser.parse_optional_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)
            if result_types is None:
                result_types = [parser.parse_type()]
        _ensure_terminator(region)
        resolved_passthru = None
        if passthru is not None:
            if not result_types:
                parser.raise_error("expects a result type for a passthru value")
            resolved_passthru = parser.resolve_operand(passthru, result_types[0])
        op = cls(parser.resolve_operand(mask, mask_type), region, result_types, resolved_passthru)
        op.attributes |= attributes
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.mask)
        if self.passthru is not None:
            printer.print_string(", ")
            printer.print_operand(self.passthru)
        printer.print_string(" { ")
        block = self.mask_region.block
        ops = list(block.ops)
        masked = self.masked_op
        if masked is not None and isinstance(ops[-1], YieldOp) and list(ops[-1].operands) == list(masked.results):
            ops = ops[:-1]  # (the implicit terminator)
        for op in ops:
            if op is masked and len(ops) == 1:
                _print_without_results(printer, op)  # (upstream's: only the yield used them)
            else:
                printer.print_op(op)
            printer.print_string(" ")
        printer.print_string("}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(f" : {self.mask.type}")
        types = [r.type for r in self.results]
        if len(types) == 1:
            printer.print_string(f" -> {types[0]}")
        elif types:
            printer.print_string(f" -> ({', '.join(map(str, types))})")

    def verify_(self) -> None:
        """Upstream's `MaskOp::verify` and its region's `NoRegionArguments`, in their words."""
        block = self.mask_region.block
        if block.args:
            raise VerifyException("region should have no arguments")
        ops = list(block.ops)
        if not ops:
            raise VerifyException("expects a terminator within the mask region")
        if len(ops) > 2:
            raise VerifyException("expects only one operation to mask")
        terminator = ops[-1]
        if not isinstance(terminator, YieldOp):
            raise VerifyException("expects a terminator within the mask region")
        if len(terminator.operands) != len(self.results):
            raise VerifyException("expects number of results to match mask region yielded values")
        if len(ops) == 1:
            return
        masked = ops[0]
        expected = expected_mask_type(masked)
        if expected is None:
            raise VerifyException("expects a MaskableOpInterface within the mask region")
        if len(masked.results) != len(self.results):
            raise VerifyException("expects number of results to match maskable operation number of results")
        if list(masked.results) != list(terminator.operands):
            raise VerifyException(
                "expects all the results from the MaskableOpInterface to match all the values returned by the "
                "terminator"
            )
        if [r.type for r in masked.results] != [r.type for r in self.results]:
            raise VerifyException("expects result type to match maskable operation result type")
        if sum(isinstance(r.type, VectorType) for r in masked.results) > 1:
            raise VerifyException("multiple vector results not supported")
        if self.mask.type != expected:
            raise VerifyException(f"expects a '{expected}' mask for the maskable operation")
        if self.passthru is not None:
            if not supports_passthru(masked):
                raise VerifyException("doesn't expect a passthru argument for this maskable operation")
            if len(masked.results) != 1:
                raise VerifyException("expects result when passthru argument is provided")
            if self.passthru.type != masked.results[0].type:
                raise VerifyException("expects passthru type to match result type")


def _print_without_results(printer: Printer, op: Operation) -> None:
    """`op` as `Printer.print_op` prints it, without its results (`vector.reduction <add>, ...`)."""
    if type(op).print is Operation.print:
        printer.print_string(f'"{op.name}"')
        printer.print_op_with_default_format(op)
    else:
        printer.print_string(op.name)
        op.print(printer)


def _ensure_terminator(region: Region) -> None:
    """Upstream's `MaskOp::ensureTerminator`: a region without a block gets one, a block without a `vector.yield`
    one of its last op's results."""
    if not region.blocks:
        region.add_block(Block())
    block = region.block
    last = block.last_op
    if last is None or not isinstance(last, YieldOp):
        block.add_op(YieldOp(list(last.results) if last is not None else []))


VECTOR_MASK_OPS = (MaskOp, YieldOp)
"""The ops of this module, as `aiopt.dialects.vector` adds them to the dialect."""
