"""What both directions between StableHLO and VHLO share: each op re-created as the other dialect's class, its
types converted through their text (`stablehlo-legalize-to-vhlo`, `vhlo-legalize-to-stablehlo`).

    converter = OpConverter(ctx, vhlo_type_text)
    plan = (vhlo.OP_CLASSES["add_v1"], {}, {})      # the new class, properties and attributes
    converter.check_types(op)                       # every type converts (raises before anything changed)
    converter.convert(op, plan, Rewriter())         # %0 = "vhlo.add_v1"(%a, %b) : (...) -> ...
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.context import Context
from xdsl.ir import Attribute, Operation, Region
from xdsl.irdl import IRDLOperation
from xdsl.rewriter import Rewriter

from aiopt.support.parsing import LocatedParser, _default_segment_sizes

Plan = tuple[type[Operation], dict[str, Attribute], dict[str, Attribute]]
"""The class of the op to make, its properties and its discardable attributes."""


class OpConverter:
    """Re-creates ops as other classes with the types that `type_text` spells (parsed once per type)."""

    def __init__(self, ctx: Context, type_text: Callable[[Attribute], str]):
        self.ctx = ctx
        self._type_text = type_text
        self.types: dict[Attribute, Attribute] = {}

    def type(self, t: Attribute) -> Attribute:
        """`t` in the other dialect."""
        converted = self.types.get(t)
        if converted is None:
            converted = self.types[t] = LocatedParser(self.ctx, self._type_text(t), "<vhlo>").parse_type()
        return converted

    def parse_attribute(self, text: str) -> Attribute:
        return LocatedParser(self.ctx, text, "<vhlo>").parse_attribute()

    def check_types(self, op: Operation) -> None:
        """Convert the types of `op`'s results and block arguments now: a failure raises before any rewrite."""
        for result in op.results:
            self.type(result.type)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    self.type(arg.type)

    def convert(self, op: Operation, plan: Plan, rewriter: Rewriter) -> None:
        """Replace `op` by the op `plan` describes, with its operands, converted types and its regions moved in."""
        cls, properties, attributes = plan
        for region in op.regions:
            for block in region.blocks:
                for arg in list(block.args):
                    rewriter.replace_value_with_new_type(arg, self.type(arg.type))
        regions = [Region() for _ in op.regions]
        for old, new in zip(op.regions, regions):
            old.move_blocks(new)
        new_op = cls.create(
            operands=list(op.operands),
            result_types=[self.type(r.type) for r in op.results],
            properties=properties,
            attributes=attributes,
            regions=regions,
        )
        if isinstance(new_op, IRDLOperation):
            _default_segment_sizes(new_op)
        new_op.location = op.location
        rewriter.replace_op(op, new_op)
