"""xDSL's accessors of an op's named operands, results, regions and successors, with less work per access;
of an op with segment sizes (`AttrSizedOperandSegments` and the like: `linalg.generic`'s `inputs`/`outputs`,
`scf.parallel`'s bounds), the sizes read once per attribute.

xDSL's `BaseAttrAccessor.__get__` unpacks the `operandSegmentSizes` array
(`DenseArrayBase.get_values`: a struct format built and unpacked) and looks the
op's operand list up through a `match` on every access; the patterns of
`linalg-fuse-elementwise-ops` and the conversions to loops read `inputs` and
`outputs` a few thousand times per compile, a sixth of the fusion pass. This
`__get__` gives the same element or slice (of the operands' tuple, not through
a new `OpOperands` view), keeping the sizes of the last
segment-size attributes it read (attributes are immutable; an entry holds its
attribute, so its `id` stays its own). The accessors of other ops (`BaseAccessor`, about ten thousand
accesses per compile of the transformer block) index the op's list without xDSL's `match` on the construct:

    op.inputs   # linalg.generic: operands[0 : sizes[0]], as xDSL's
    op.lhs      # arith.addi: operands[0]
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from xdsl.ir import Attribute, Operation
from xdsl.irdl.operations import BaseAccessor, BaseAttrAccessor, VarIRConstruct

_CONSTRUCTS = {
    VarIRConstruct.OPERAND: attrgetter("_operands"),  # what `operands[...]` indexes, without the view around it
    VarIRConstruct.RESULT: attrgetter("results"),
    VarIRConstruct.REGION: attrgetter("regions"),
    VarIRConstruct.SUCCESSOR: attrgetter("successors"),
}
"""The op's list of each construct (xDSL's `get_op_constructs`; the operands' `SSAValues` tuple, which the
`OpOperands` view xDSL's gives indexes and slices the same)."""

_MAX_KEPT = 4096
"""Segment-size attributes kept at most; the table starts again when full."""

_SIZES: dict[int, tuple[Attribute, tuple[int, ...]]] = {}
"""The sizes of each segment-size attribute read, by its id (with the attribute, which keeps the id its own)."""


def segment_sizes(attr: Any) -> tuple[int, ...]:
    """`attr.get_values()` of a segment-size attribute (a `DenseArrayBase`), unpacked once while it is kept."""
    known = _SIZES.get(id(attr))
    if known is not None and known[0] is attr:
        return known[1]
    sizes = attr.get_values()
    if len(_SIZES) >= _MAX_KEPT:
        _SIZES.clear()
    _SIZES[id(attr)] = (attr, sizes)
    return sizes


def _get_by_segment_sizes(self: BaseAttrAccessor, obj: Operation, objtype: type | None = None) -> Any:
    """xDSL's `BaseAttrAccessor.__get__`: the construct's element or slice by the op's segment sizes."""
    option = self.option
    attr = (obj.properties if option.as_property else obj.attributes)[option.attribute_name]
    return self.index(segment_sizes(attr), _CONSTRUCTS[self.construct](obj))


def _get(self: BaseAccessor, obj: Operation, objtype: type | None = None) -> Any:
    """xDSL's `BaseAccessor.__get__` (ops without segment sizes: `arith.addi`'s `lhs`): the construct's element
    or slice by the op's definition."""
    return self.index(_CONSTRUCTS[self.construct](obj))


xdsl_attr_accessor_get = BaseAttrAccessor.__get__
xdsl_accessor_get = BaseAccessor.__get__
"""xDSL's, which these replace (kept for the tests that compare the two)."""

BaseAttrAccessor.__get__ = _get_by_segment_sizes
BaseAccessor.__get__ = _get
