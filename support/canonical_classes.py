"""One class per op name: redefining an xDSL op in a subclass, and using the registered classes after xDSL passes.

Where aiopt re-defines an op that xDSL also defines (upstream syntax, a
verifier, MLIR's attribute names), its class subclasses xDSL's class of
that name, so that `isinstance(op, xdsl.dialects.memref.CopyOp)` holds on
IR that `ai-opt` parsed and xDSL's patterns and passes see our ops.

A subclass that keeps xDSL's operands, results and properties only
overrides methods (`parse`, `print`, `verify_`). One whose definition
differs is decorated with `irdl_op_redefinition`, which builds its IRDL
definition from aiopt's classes alone: xDSL's traits and irdl_options are
not inherited, nor are xDSL's `__init__`, `parse`, `print` or `verify_`.
Its methods call `IRDLOperation.__init__(self, ...)`, not `super()`, which
would reach xDSL's (the decorator refuses that); xDSL's accessor names that
would misread the redefined op (`gpu.dealloc`'s `buffer`) raise
AttributeError, those that fit (`memref.copy`'s `destination`) stay:

    @irdl_op_redefinition
    class CopyOp(xdsl_memref.CopyOp):  # xDSL's class first, then any aiopt base classes
        name = "memref.copy"
        source = operand_def(MemRefType)
        target = operand_def(MemRefType)
        assembly_format = "$source `,` $target attr-dict `:` type($source) `to` type($target)"

xDSL's passes build xDSL's classes (`scf-parallel-loop-tiling` makes an
`xdsl.dialects.affine.MinOp`, which prints generically);
`use_registered_classes` re-creates each op whose class is not the one the
context registers for its name, and `with_registered_classes` wraps an
xDSL pass so that it does so after it runs.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from types import FunctionType
from typing import TYPE_CHECKING

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, Region
from xdsl.irdl import IRDLOperation
from xdsl.irdl.operations import OpDef, get_accessors_from_op_def

from aiopt.support.worklist_population import walk_ops

if TYPE_CHECKING:
    # Not imported at run time: the dialects import this module, and a run without passes imports no pass machinery.
    from xdsl.passes import ModulePass

_OPERATION_CLASSES = frozenset(IRDLOperation.__mro__)


def irdl_op_redefinition(cls: type[IRDLOperation]) -> type[IRDLOperation]:
    """`irdl_op_definition` for a subclass of xDSL's op of the same name whose definition is its own.

    The definition is read from `cls` and its bases other than the xDSL op
    classes it redefines, as if they were not there; so are its methods
    (`__init__`, `parse`, `print`, `verify_`, ...): only what nothing but
    the xDSL classes defines (xDSL's accessor names, helpers) is inherited.
    """
    assert any(_is_xdsl_op_class(base) for base in cls.__bases__), f"{cls.__name__} subclasses no xDSL op class"
    own_bases = tuple(base for base in cls.__bases__ if not _is_xdsl_op_class(base)) or (IRDLOperation,)
    namespace = {key: value for key, value in cls.__dict__.items() if key not in ("__dict__", "__weakref__")}
    # The same class without the xDSL bases: its definition and its hooks are the ones to use.
    alone = type(cls.__name__, own_bases, namespace)
    op_def = OpDef.from_pyrdl(alone)
    for key, value in get_accessors_from_op_def(op_def, getattr(alone, "verify_", None)).items():
        setattr(cls, key, value)
    # What the xDSL classes define resolves as it did without them; what only they define stays.
    added = [base for base in cls.__mro__ if base not in alone.__mro__ and base is not cls]
    _check_no_super_into(cls, added)
    for key in {key for base in added for key in base.__dict__ if key == "__init__" or not key.startswith("__")}:
        if key not in cls.__dict__ and hasattr(alone, key):
            setattr(cls, key, inspect.getattr_static(alone, key))
    for key in _misleading_accessors(cls, op_def):
        setattr(cls, key, _NoAccessor(key))
    return cls


def _construct_layout(op_def: OpDef) -> tuple:
    """What xDSL's positional accessors depend on: each construct's kinds of definition, and the options."""
    constructs = (op_def.operands, op_def.results, op_def.regions, op_def.successors)
    return (
        tuple(tuple(type(definition) for _, definition in defs) for defs in constructs),
        tuple(sorted(type(option).__name__ for option in op_def.options)),
    )


def _misleading_accessors(cls: type[IRDLOperation], op_def: OpDef) -> list[str]:
    """xDSL's accessor names that `cls` inherits but that would read the wrong operand, result or property.

    An operand, result, region or successor accessor reads a position of
    xDSL's definition: it is kept where the redefinition has the same
    layout (CopyOp's `destination` reads what aiopt names `target`). A
    property or attribute accessor is kept where the redefinition has it.
    """
    xdsl_op = next(base for base in cls.__mro__[1:] if "get_irdl_definition" in base.__dict__)
    xdsl_def = xdsl_op.get_irdl_definition()
    same_layout = _construct_layout(xdsl_def) == _construct_layout(op_def)
    names = [
        name
        for defs in (xdsl_def.operands, xdsl_def.results, xdsl_def.regions, xdsl_def.successors)
        for name, _ in defs
    ]
    misleading = [] if same_layout else names
    for accessor, (ir_name, kind) in xdsl_def.accessor_names.items():
        if ir_name not in (op_def.properties if kind == "property" else op_def.attributes):
            misleading.append(accessor)
    return [name for name in misleading if name not in cls.__dict__]


class _NoAccessor:
    """An xDSL accessor name that the redefined op does not have: reading it raises AttributeError."""

    def __init__(self, name: str):
        self.name = name

    def __get__(self, op: object, owner: type | None = None):
        if op is None:
            return self
        raise AttributeError(
            f"'{type(op).__name__}' has no '{self.name}': its xDSL base class's accessor does not fit its definition"
        )


def _check_no_super_into(cls: type, xdsl_classes: list[type]) -> None:
    """Refuse a method of `cls` that calls `super()` where that would reach xDSL's method of the same name.

    `super().__init__(operands=...)` in a redefined CopyOp calls xDSL's
    `CopyOp.__init__(source, destination)`: such a method calls
    `IRDLOperation.__init__(self, ...)` instead.
    """
    for key, value in cls.__dict__.items():
        function = value.__func__ if isinstance(value, classmethod | staticmethod) else value
        if not isinstance(function, FunctionType) or "super" not in function.__code__.co_names:
            continue
        if any(key in base.__dict__ for base in xdsl_classes):
            raise TypeError(
                f"{cls.__name__}.{key} calls super(), which reaches xDSL's {key}; call IRDLOperation.{key} instead"
            )


def _is_xdsl_op_class(cls: type) -> bool:
    return issubclass(cls, IRDLOperation) and cls not in _OPERATION_CLASSES and cls.__module__.split(".")[0] == "xdsl"


def use_registered_classes(ctx: Context, root: Operation | Region) -> int:
    """Re-create every op under `root` that is no instance of the class `ctx` registers for its name; return how many.

    The new op has the same operands, result types, properties, attributes,
    regions (moved) and successors; uses of the old results go to the new
    ones. `%m = "affine.min"(...)` that an xDSL pass built prints as
    `%m = affine.min #map(...)` again.
    """
    return use_classes(ctx.get_optional_op, root)


def use_classes(class_of: Callable[[str], type[Operation] | None], root: Operation | Region) -> int:
    """`use_registered_classes` with the class of each op name given by `class_of` (None: leave the op)."""
    from xdsl.rewriter import Rewriter

    replaced = 0
    # The op classes found to stay, with their ops' name: the other ops of such a class are not asked again.
    left: dict[type[Operation], str] = {}
    for op in walk_ops(root):
        if left.get(type(op)) == op.name:
            continue
        registered = class_of(op.name)
        if registered is None or isinstance(op, registered) or not issubclass(registered, IRDLOperation):
            left[type(op)] = op.name
            continue
        Rewriter.replace_op(op, recreate_as(op, registered))
        replaced += 1
    return replaced


def recreate_as(op: Operation, cls: type[IRDLOperation]) -> IRDLOperation:
    """A new `cls` op with `op`'s operands, result types, properties, attributes, location, regions (moved) and
    successors.

    `op` is left without regions; the caller replaces or drops it.
    """
    new_op = cls.create(
        operands=op.operands,
        result_types=[result.type for result in op.results],
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        location=op.location,
        successors=op.successors,
        regions=[op.detach_region(region) for region in list(op.regions)],
    )
    for old, new in zip(op.results, new_op.results):
        new.name_hint = old.name_hint
    return new_op


def registered_factory(factory: Callable[..., Operation]) -> classmethod:
    """A classmethod that calls xDSL's static op factory `factory` and returns an op of the class it is called on.

    xDSL writes some factories as static methods that build xDSL's class,
    also when called on aiopt's subclass (`ConstantOp.from_int_and_width`
    returns an `xdsl.dialects.arith.ConstantOp`). The subclass names them again:

        class ConstantOp(xdsl_arith.ConstantOp):
            from_int_and_width = registered_factory(xdsl_arith.ConstantOp.from_int_and_width)
    """

    def build(cls: type[IRDLOperation], *args, **kwargs) -> IRDLOperation:
        op = factory(*args, **kwargs)
        if isinstance(op, cls):
            return op
        new_op = recreate_as(op, cls)
        op.erase(safe_erase=False)
        return new_op

    build.__doc__ = factory.__doc__
    build.__name__ = factory.__name__
    return classmethod(build)


def with_registered_classes(factory: Callable[[], type[ModulePass]]) -> Callable[[], type[ModulePass]]:
    """A pass factory whose pass runs the xDSL pass of `factory`, then `use_registered_classes` on its module.

    registry.register_pass(name, with_registered_classes(xdsl_passes[name]), summary)
    """

    def load() -> type[ModulePass]:
        xdsl_pass = factory()

        def apply(self: ModulePass, ctx: Context, op: ModuleOp) -> None:
            xdsl_pass.apply(self, ctx, op)
            use_registered_classes(ctx, op)

        return type(xdsl_pass.__name__, (xdsl_pass,), {"apply": apply, "__doc__": xdsl_pass.__doc__})

    return load
