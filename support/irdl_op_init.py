"""xDSL's IRDL op constructor (`irdl_op_init`, `Operation.__init__`) with its per-definition work done once.

Every IRDL op built (`arith.AddiOp(a, b)`, the parser's and `clone`'s
`Operation.create`) runs `irdl_op_init`, which for each op, again: formats
its error prefix, converts every operand and region argument, hands the
four groups to `irdl_build_arg_list`, walks the definition's options with
class `match`es to set the segment sizes (a new `DenseArrayBase` each time)
and check same-sized variadic groups, then `Operation.__init__` (through
property setters) and `IRDLOperation.__post_init__`, which walks all the
definition's properties and attributes for defaults. Building ops was a
fifth of a compile.

This version reads, once per op definition, which of its operand,
result, region and successor groups are single, optional or variadic,
its segment options and its default properties and attributes. An op whose
arguments are values (or ops of one result), result types, regions (or
lists of ops or blocks, made into one region as xDSL does) and blocks, each
alone or in a `Sequence` for a variadic or optional group, or `None` for an
optional one, is then built in one pass: the same operands, results, uses,
properties, attributes (the segment sizes as equal `DenseArrayBase`s, one
per list of sizes, shared between ops) and regions, made in the same order.
Anything else (an op of two results for an operand, a wrong count, `None`
for a required group, unequal same-sized variadic groups, an iterator, an
option xDSL rejects) goes to xDSL's own `irdl_op_init` before anything is
made or changed, so its errors and messages are xDSL's. `Operation.__init__`
and `IRDLOperation.__post_init__` are xDSL's step for step, without the
property setters' calls and the import statement `_unknown_loc` runs for
every op. All three are installed in xDSL's place when
`aiopt.support` is imported, if xDSL's are still 0.74's:

    arith.AddiOp(a, b)   # two operands, one result type: one loop each, no option walk
    scf.ForOp(lb, ub, step, [init], body)   # same, the body region attached as xDSL does
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from xdsl.ir import Attribute, Block, Operation, OpOperands, OpResult, Region, SSAValue, SSAValues, Use
from xdsl.irdl import operations
from xdsl.irdl.operations import (
    AttrSizedOperandSegments,
    AttrSizedRegionSegments,
    AttrSizedResultSegments,
    AttrSizedSegments,
    AttrSizedSuccessorSegments,
    IRDLOperation,
    OpDef,
    OptionalDef,
    SameVariadicOperandSize,
    SameVariadicRegionSize,
    SameVariadicResultSize,
    SameVariadicSize,
    SameVariadicSuccessorSize,
    VariadicDef,
)

from aiopt.support.irdl_build_args import IS_SEQUENCE  # per argument class: is it a Sequence
from aiopt.support.subclass_checks import is_subclass

_SINGLE, _OPTIONAL, _VARIADIC = 0, 1, 2
"""How a definition's operand (result, region, successor) group takes arguments."""

UNKNOWN_LOC: Any = None
"""xDSL's `UNKNOWN_LOC`, from its builtin dialect at the first op built (`_unknown_loc`), not at import: a process
that loads compiled code from the cache imports `aiopt.support` and no xDSL dialect (test_compile_cache)."""


def _unknown_loc() -> Any:
    global UNKNOWN_LOC
    from xdsl.dialects.builtin import UNKNOWN_LOC as unknown

    UNKNOWN_LOC = unknown
    return unknown


_IS_VALUE: dict[type, bool] = {}
"""Per argument class: whether it is an `SSAValue` (taken as it is by `irdl_build_operations_arg`)."""

_IS_REGION: dict[type, bool] = {}
"""Per argument class: whether it is a `Region` (taken as it is by `irdl_build_regions_arg`)."""

_IS_OPERATION: dict[type, bool] = {}
"""Per argument class: whether it is an `Operation` (its one result taken by `SSAValue.get`)."""

_IS_BLOCK: dict[type, bool] = {}
"""Per argument class: whether it is a `Block` (a list of them makes a region)."""


def _is(cache: dict[type, bool], cls: type, base: type) -> bool:
    answer = cache.get(cls)
    if answer is None:
        # Sequence has virtual subclasses (list, tuple, range are registered); IR classes have none, and
        # is_subclass answers without asking each of Operation's 2,000 subclasses (subclass_checks).
        answer = cache[cls] = issubclass(cls, base) if base is Sequence else is_subclass(cls, base)
    return answer


class _Layout:
    """What `irdl_op_init` and `IRDLOperation.__post_init__` need of one op definition."""

    __slots__ = ("op_def", "kinds", "segments", "same_sized", "property_defaults", "attribute_defaults")

    def __init__(self, op_def: OpDef):
        self.op_def = op_def
        self.kinds = tuple(
            tuple(
                _VARIADIC
                if isinstance(arg_def, VariadicDef) and not isinstance(arg_def, OptionalDef)
                else _OPTIONAL
                if isinstance(arg_def, OptionalDef)
                else _SINGLE
                for _, arg_def in defs
            )
            for defs in (op_def.operands, op_def.results, op_def.regions, op_def.successors)
        )
        """Per group (operands, results, regions, successors): each definition's kind."""
        self.segments: list[tuple[bool, str, int]] | None = []
        """Per segment sizes option: (as a property, its name, the group); None for an option xDSL rejects."""
        self.same_sized: list[tuple[int, ...]] = []
        """Per same-variadic-size option: the group, then the indices of its variadic definitions."""
        groups = {
            AttrSizedOperandSegments: 0,
            AttrSizedResultSegments: 1,
            AttrSizedRegionSegments: 2,
            AttrSizedSuccessorSegments: 3,
            SameVariadicOperandSize: 0,
            SameVariadicResultSize: 1,
            SameVariadicRegionSize: 2,
            SameVariadicSuccessorSize: 3,
        }
        for option in op_def.options:
            cls, group = next(((cls, g) for cls, g in groups.items() if isinstance(option, cls)), (None, None))
            if isinstance(option, AttrSizedSegments):
                if cls is None or self.segments is None:
                    self.segments = None
                    continue
                self.segments.append((option.as_property, cls.attribute_name, group))
            elif isinstance(option, SameVariadicSize):
                if group is None:
                    self.segments = None
                    continue
                defs = (op_def.operands, op_def.results, op_def.regions, op_def.successors)[group]
                variadic = tuple(i for i, (_, d) in enumerate(defs) if isinstance(d, VariadicDef))
                self.same_sized.append((group, *variadic))
        self.property_defaults = tuple(
            (name, d.default_value)
            for name, d in op_def.properties.items()
            if not isinstance(d, OptionalDef) and d.default_value is not None
        )
        """The properties `IRDLOperation.__post_init__` fills in when missing, with their values."""
        self.attribute_defaults = tuple(
            (name, d.default_value)
            for name, d in op_def.attributes.items()
            if not isinstance(d, OptionalDef) and d.default_value is not None
        )
        """The attributes `IRDLOperation.__post_init__` fills in when missing, with their values."""


_LAYOUTS: dict[int, _Layout] = {}
"""id(op definition) -> its layout (which keeps the definition alive)."""


def _layout(op_def: OpDef) -> _Layout:
    layout = _LAYOUTS.get(id(op_def))
    if layout is None or layout.op_def is not op_def:
        layout = _LAYOUTS[id(op_def)] = _Layout(op_def)
    return layout


_SEGMENT_SIZES: dict[tuple[int, ...], Attribute] = {}
"""Segment sizes -> their `array<i32: ...>` (attributes are immutable; xDSL builds an equal one per op)."""


def _segment_sizes(sizes: list[int]) -> Attribute:
    key = tuple(sizes)
    attr = _SEGMENT_SIZES.get(key)
    if attr is None:
        from xdsl.dialects.builtin import DenseArrayBase, i32

        attr = DenseArrayBase.from_list(i32, sizes)
        if len(_SEGMENT_SIZES) < 4096:
            _SEGMENT_SIZES[key] = attr
    return attr


def _value(arg: Any) -> SSAValue | None:
    """`SSAValue.get(arg)` where it returns without raising, else None."""
    cls = type(arg)
    if _is(_IS_VALUE, cls, SSAValue):
        return arg
    if _is(_IS_OPERATION, cls, Operation) and len(arg.results) == 1:
        return arg.results[0]
    return None


def _sized(kind: int, size: int) -> bool:
    """Whether `irdl_build_arg_list` takes a Sequence of `size` arguments for a definition of `kind`."""
    return kind == _VARIADIC or size == 1 or (kind == _OPTIONAL and size == 0)


def _build_operands(args: Sequence[Any], kinds: tuple[int, ...], built: list[SSAValue]) -> list[int] | None:
    """The operands (`irdl_build_operations_arg`, then `irdl_build_arg_list`) appended to `built`, with the
    group sizes; None where xDSL would raise (nothing is changed then)."""
    if len(args) != len(kinds):
        return None
    sizes: list[int] = []
    for arg, kind in zip(args, kinds):
        if arg is None:
            if kind == _SINGLE:
                return None
            sizes.append(0)
            continue
        value = _value(arg)
        if value is not None:
            built.append(value)
            sizes.append(1)
            continue
        if not _is(IS_SEQUENCE, type(arg), Sequence) or not _sized(kind, len(arg)):
            return None  # an operation without one result, an iterator, a wrong count
        for item in arg:
            value = _value(item)
            if value is None:
                return None
            built.append(value)
        sizes.append(len(arg))
    return sizes


def _build_plain(args: Sequence[Any], kinds: tuple[int, ...], built: list[Any]) -> list[int] | None:
    """Result types or successors (`irdl_build_arg_list`) appended to `built`, with the group sizes; None
    where xDSL would raise."""
    if len(args) != len(kinds):
        return None
    sizes: list[int] = []
    for arg, kind in zip(args, kinds):
        if arg is None:
            if kind == _SINGLE:
                return None
            sizes.append(0)
        elif _is(IS_SEQUENCE, type(arg), Sequence):
            if not _sized(kind, len(arg)):
                return None
            built.extend(arg)
            sizes.append(len(arg))
        else:
            built.append(arg)
            sizes.append(1)
    return sizes


def _region_sizes(args: Sequence[Any], kinds: tuple[int, ...]) -> list[int] | None:
    """The region group sizes (`irdl_build_regions_arg`, then `irdl_build_arg_list`), nothing built yet;
    None where xDSL would raise or convert nested lists (`irdl_build_region_arg`)."""
    if len(args) != len(kinds):
        return None
    sizes: list[int] = []
    for arg, kind in zip(args, kinds):
        if arg is None:
            size = 0  # becomes []
        elif _is(_IS_REGION, type(arg), Region):
            size = 1
        elif not _is(IS_SEQUENCE, type(arg), Sequence):
            return None
        elif not len(arg):
            size = 0  # becomes []
        elif _is(_IS_OPERATION, type(arg[0]), Operation) or _is(_IS_BLOCK, type(arg[0]), Block):
            size = 1  # one region made of these
        elif all(_is(_IS_REGION, type(r), Region) for r in arg):
            size = len(arg)
        else:
            return None
        if not _sized(kind, size):
            return None
        sizes.append(size)
    return sizes


def _build_regions(args: Sequence[Any]) -> list[Region]:
    """The regions `irdl_build_regions_arg` makes of `args` (checked by `_region_sizes`), in order."""
    built: list[Region] = []
    for arg in args:
        if arg is None:
            continue
        if _is(_IS_REGION, type(arg), Region):
            built.append(arg)
        elif not len(arg):
            continue
        elif _is(_IS_OPERATION, type(arg[0]), Operation):
            built.append(Region(Block(arg)))
        elif _is(_IS_BLOCK, type(arg[0]), Block):
            built.append(Region(arg))
        else:
            built.extend(arg)
    return built


def _build_groups(layout: _Layout, operands: Any, result_types: Any, successors: Any, regions: Any):
    """(the layout, operands, result types, successors, the four groups' sizes), regions not built yet;
    None where xDSL's `irdl_op_init` would do anything else: raise, or take an iterator."""
    if layout.segments is None:
        return None
    for group in (operands, result_types, successors, regions):
        cls = type(group)
        # Lists and tuples (what builders pass) are Sequences: no lookup for them.
        if cls is not list and cls is not tuple and not _is(IS_SEQUENCE, cls, Sequence):
            return None
    operand_kinds, result_kinds, region_kinds, successor_kinds = layout.kinds
    built_operands: list[SSAValue] = []
    built_result_types: list[Attribute] = []
    built_successors: list[Block] = []
    all_sizes = (
        _build_operands(operands, operand_kinds, built_operands),
        _build_plain(result_types, result_kinds, built_result_types),
        _region_sizes(regions, region_kinds) if regions or region_kinds else [],
        _build_plain(successors, successor_kinds, built_successors) if successors or successor_kinds else [],
    )
    if None in all_sizes:
        return None
    for group, *variadic in layout.same_sized:
        sizes = all_sizes[group]
        if any(sizes[i] != sizes[variadic[0]] for i in variadic[1:]):
            return None  # xDSL: "Variadic operands have different sizes: ..."
    return layout, built_operands, built_result_types, built_successors, all_sizes


def irdl_op_init(
    self: IRDLOperation,
    op_def: OpDef,
    *,
    operands: Sequence[Any],
    result_types: Sequence[Any],
    properties: Mapping[str, Attribute | None],
    attributes: Mapping[str, Attribute | None],
    successors: Sequence[Any],
    regions: Sequence[Any],
):
    """Builder for an IRDL operation: xDSL's, see the module docstring."""
    built = _build_groups(_layout(op_def), operands, result_types, successors, regions)
    if built is None:
        return xdsl_irdl_op_init(
            self,
            op_def,
            operands=operands,
            result_types=result_types,
            properties=properties,
            attributes=attributes,
            successors=successors,
            regions=regions,
        )
    layout, built_operands, built_result_types, built_successors, all_sizes = built
    built_regions = _build_regions(regions) if regions else []
    built_properties = {name: attr for name, attr in properties.items() if attr is not None}
    built_attributes = {name: attr for name, attr in attributes.items() if attr is not None}
    for as_property, name, group in layout.segments:
        (built_properties if as_property else built_attributes)[name] = _segment_sizes(all_sizes[group])
    _operation_init(
        self,
        built_operands,
        built_result_types,
        built_properties,
        built_attributes,
        None,
        built_successors,
        built_regions,
    )


def _operation_init(
    self: Operation,
    operands: Sequence[SSAValue],
    result_types: Sequence[Attribute],
    properties: Mapping[str, Attribute],
    attributes: Mapping[str, Attribute],
    location: Any,
    successors: Sequence[Block],
    regions: Sequence[Region],
) -> None:
    """xDSL's `Operation.__init__`, step for step, with the operand and successor setters inlined."""
    if self._operands or self._successors:
        # Built again: the setters also drop the old uses.
        return xdsl_operation_init(
            self,
            operands=operands,
            result_types=result_types,
            properties=properties,
            attributes=attributes,
            location=location,
            successors=successors,
            regions=regions,
        )
    operands = SSAValues(operands)
    uses = []
    for index, value in enumerate(operands):
        use = Use(self, index)
        value.add_use(use)
        uses.append(use)
    self._operands = operands
    self._operand_uses = tuple(uses)
    self.results = SSAValues([OpResult(result_type, self, index) for index, result_type in enumerate(result_types)])
    self.properties = dict(properties)
    self.attributes = dict(attributes)
    if location is None:
        location = UNKNOWN_LOC if UNKNOWN_LOC is not None else _unknown_loc()
    self.location = location
    successors = tuple(successors)
    uses = []
    for index, block in enumerate(successors):
        use = Use(self, index)
        block.add_use(use)
        uses.append(use)
    self._successors = successors
    self._successor_uses = tuple(uses)
    self.regions = ()
    for region in regions:
        self.add_region(region)
    self.__post_init__()


def operation_init(
    self: Operation,
    *,
    operands: Sequence[SSAValue] = (),
    result_types: Sequence[Attribute] = (),
    properties: Mapping[str, Attribute] = {},
    attributes: Mapping[str, Attribute] = {},
    location: Any = None,
    successors: Sequence[Block] = (),
    regions: Sequence[Region] = (),
) -> None:
    """xDSL's `Operation.__init__` (what `Operation.create` runs): see the module docstring."""
    _operation_init(self, operands, result_types, properties, attributes, location, successors, regions)


def irdl_operation_post_init(self: IRDLOperation) -> None:
    """xDSL's `IRDLOperation.__post_init__` (the definition's defaults filled in), from the layout."""
    layout = _layout(self.get_irdl_definition())
    if layout.property_defaults:
        props = self.properties
        for name, value in layout.property_defaults:
            if name not in props:
                props[name] = value
    if layout.attribute_defaults:
        attrs = self.attributes
        for name, value in layout.attribute_defaults:
            if name not in attrs:
                attrs[name] = value
    Operation.__post_init__(self)


EXPECTED_OPERATION_INIT_NAMES = (
    "super", "__init__", "operands", "SSAValues", "enumerate", "results", "dict", "properties", "attributes",
    "_unknown_loc", "location", "list", "successors", "regions", "add_region", "__post_init__",
)  # fmt: skip
"""The names xDSL 0.74's `Operation.__init__` uses: `operation_init` (and the parser's `_init_operation`)
repeat it, and stand aside (xDSL's stays) when an xDSL upgrade changes it."""

EXPECTED_IRDL_OP_INIT_NAMES = (
    "xdsl.dialects.builtin", "DenseArrayBase", "i32", "name", "irdl_build_arg_list", "VarIRConstruct", "OPERAND",
    "operands", "RESULT", "results", "REGION", "regions", "SUCCESSOR", "successors", "dict", "str", "Attribute",
    "items", "options", "AttrSizedSegments", "as_property", "AttrSizedOperandSegments", "from_list",
    "attribute_name", "AttrSizedResultSegments", "AttrSizedRegionSegments", "AttrSizedSuccessorSegments",
    "ValueError", "SameVariadicSize", "SameVariadicOperandSize", "SameVariadicResultSize",
    "SameVariadicRegionSize", "SameVariadicSuccessorSize", "zip", "get_construct_defs", "any",
    "get_construct_name", "Operation", "__init__",
)  # fmt: skip
"""The names xDSL 0.74's `irdl_op_init` uses (likewise)."""

xdsl_irdl_op_init = operations.irdl_op_init
"""xDSL's own (the fallback, and the tests compare the two)."""

xdsl_operation_init = Operation.__init__
"""xDSL's own `Operation.__init__`."""

xdsl_irdl_operation_post_init = IRDLOperation.__post_init__
"""xDSL's own `IRDLOperation.__post_init__`."""

_tuple_item = tuple.__getitem__


def set_operand(self: OpOperands, index: int, operand: SSAValue) -> None:
    """xDSL's `OpOperands.__setitem__` (`op.operands[index] = operand`: the old value's use moved to `operand`,
    the op's operand tuple made again), without the two slices and the unpacking into a third tuple it makes
    for each operand set (what `replace_all_uses_with` does for every use). A negative or non-int index
    takes xDSL's, whose new tuple for -1 differs from a list assignment's.

        op.operands[1] = value   # 2.3 -> 1.1 us (thread CPU, 20,000 sets, automatic collection off)
    """
    if type(index) is not int or index < 0:
        return xdsl_set_operand(self, index, operand)
    _move_operand(self._op, index, operand)


def _move_operand(op: Operation, index: int, value: SSAValue) -> None:
    """Operand `index` (a non-negative int) of `op` becomes `value`: its use moves from the old value's use list
    to `value`'s, as xDSL 0.74's `OpOperands.__setitem__` moves it."""
    operands = op._operands
    old = _tuple_item(operands, index)
    use = op._operand_uses[index]
    old.remove_use(use)
    value.add_use(use)
    new_operands = list(operands)
    new_operands[index] = value
    op._operands = SSAValues(new_operands)


EXPECTED_SET_OPERAND_NAMES = ("_op", "_operands", "_operand_uses", "remove_use", "add_use", "SSAValues")
"""The names xDSL 0.74's `OpOperands.__setitem__` uses (likewise)."""

xdsl_set_operand = OpOperands.__setitem__
"""xDSL's own `OpOperands.__setitem__`."""

if xdsl_set_operand.__code__.co_names == EXPECTED_SET_OPERAND_NAMES:
    OpOperands.__setitem__ = set_operand


def replace_all_uses_with(self: SSAValue, value: SSAValue) -> None:
    """xDSL's `SSAValue.replace_all_uses_with`: each use, in use-list order, moved to `value` as `set_operand`
    moves it (the new use goes first in `value`'s list), then `value` takes the name hint if it has none;
    without the `OpOperands` view, the property and the `__setitem__` call that `op.operands[index] = value`
    costs for each use (a conversion to llvm replaces about 5,000 values).

        old.replace_all_uses_with(new)   # every use of `old` now uses `new`
    """
    if value is self:
        return
    uses = []
    use = self.first_use
    while use is not None:
        uses.append(use)
        use = use._next_use
    for use in uses:
        _move_operand(use._operation, use._index, value)
    if value.name_hint is None:
        value.name_hint = self.name_hint
    assert self.first_use is None, "unexpected error in xdsl"


EXPECTED_REPLACE_ALL_USES_NAMES = ("tuple", "uses", "operation", "operands", "index", "name_hint", "first_use")
"""The names xDSL 0.74's `SSAValue.replace_all_uses_with` uses (likewise)."""

xdsl_replace_all_uses_with = SSAValue.replace_all_uses_with
"""xDSL's own `SSAValue.replace_all_uses_with`."""

if (
    OpOperands.__setitem__ is set_operand
    and xdsl_replace_all_uses_with.__code__.co_names == EXPECTED_REPLACE_ALL_USES_NAMES
):
    SSAValue.replace_all_uses_with = replace_all_uses_with

if (
    operations.irdl_op_init.__module__ == "xdsl.irdl.operations"
    and xdsl_irdl_op_init.__code__.co_names == EXPECTED_IRDL_OP_INIT_NAMES
    and xdsl_operation_init.__code__.co_names == EXPECTED_OPERATION_INIT_NAMES
):
    operations.irdl_op_init = irdl_op_init
    Operation.__init__ = operation_init
    IRDLOperation.__post_init__ = irdl_operation_post_init
