"""One class per op name: an op aiopt re-defines subclasses xDSL's class of the same name.

So `isinstance(op, xdsl.dialects.memref.CopyOp)` holds on IR that ai-opt
parsed, and xDSL's patterns and passes see our ops; and the ops an xDSL pass
creates are re-created as the classes the context registers.
"""

from __future__ import annotations

import pytest
from xdsl.dialects import affine as xdsl_affine
from xdsl.dialects import get_all_dialects
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.builtin import MemRefType, ModuleOp
from xdsl.irdl import operand_def
from xdsl.transforms import get_all_passes

from aiopt.support.canonical_classes import irdl_op_redefinition, use_registered_classes, with_registered_classes
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry


def _xdsl_op_classes() -> dict[str, type]:
    classes: dict[str, type] = {}
    for factory in get_all_dialects().values():
        for op in factory().operations:
            classes.setdefault(op.name, op)
    return classes


def _registered_op_classes() -> dict[str, type]:
    """Every op class of every dialect of the default registry's context, loaded."""
    registry = default_registry()
    ctx = registry.make_context()
    for name in registry.dialects:
        ctx.get_dialect(name)
    return {op.name: op for dialect in ctx.loaded_dialects for op in dialect.operations}


def test_no_op_name_has_two_unrelated_classes():
    xdsl_classes = _xdsl_op_classes()
    registered = _registered_op_classes()
    unrelated = sorted(
        f"{name}: {ours.__module__}.{ours.__qualname__} is not a subclass of {theirs.__module__}.{theirs.__qualname__}"
        for name, ours in registered.items()
        if (theirs := xdsl_classes.get(name)) is not None and not issubclass(ours, theirs)
    )
    assert not unrelated, "\n".join(unrelated)


def test_the_check_sees_every_dialect():
    # The check above would pass vacuously if loading the dialects went wrong.
    registered = _registered_op_classes()
    assert {"memref.copy", "gpu.launch_func", "mhlo.add", "affine.min", "llvm.fcmp"} <= registered.keys()


def _parse(text: str) -> tuple[object, ModuleOp]:
    ctx = default_registry().make_context()
    return ctx, parse_module(ctx, text, "<test>")


def test_parsed_ops_are_instances_of_xdsl_classes():
    _, module = _parse(
        """
        func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
          memref.copy %a, %b : memref<4xf32> to memref<4xf32>
          %c = memref.cast %a : memref<4xf32> to memref<?xf32>
          return
        }
        """
    )
    ops = list(module.walk())
    assert any(isinstance(op, xdsl_memref.CopyOp) for op in ops)
    assert any(isinstance(op, xdsl_memref.CastOp) for op in ops)


def test_ops_of_xdsl_passes_are_recreated_as_registered_classes():
    ctx, module = _parse(
        """
        func.func @f(%n: index, %m: memref<?xf32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          scf.parallel (%i) = (%c0) to (%n) step (%c1) {
            %v = memref.load %m[%i] : memref<?xf32>
            memref.store %v, %m[%i] : memref<?xf32>
            scf.reduce
          }
          return
        }
        """
    )
    tiling = get_all_passes()["scf-parallel-loop-tiling"]
    tiling()(parallel_loop_tile_sizes=(16,)).apply(ctx, module)
    assert '"scf.parallel"' in str(module)
    strangers = [op for op in module.walk() if type(op) is not ctx.get_op(op.name)]
    # The xDSL pass made xDSL's affine.min, which is not the class the context registers.
    assert any(type(op) is xdsl_affine.MinOp for op in strangers)
    assert use_registered_classes(ctx, module) == len(strangers)
    assert all(type(op) is ctx.get_op(op.name) for op in module.walk())
    module.verify()
    # The new loops print in aiopt's custom form, not xDSL's generic one.
    assert '"scf.parallel"' not in str(module)


@pytest.mark.parametrize("name", ["scf-parallel-loop-tiling", "gpu-map-parallel-loops"])
def test_wrapped_xdsl_pass_keeps_its_name_and_options(name):
    factory = get_all_passes()[name]
    wrapped = with_registered_classes(factory)()
    assert issubclass(wrapped, factory())
    assert wrapped.name == name


def test_wrapped_xdsl_pass_leaves_registered_classes():
    ctx, module = _parse(
        """
        func.func @f(%n: index, %m: memref<?xf32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          scf.parallel (%i) = (%c0) to (%n) step (%c1) {
            %v = memref.load %m[%i] : memref<?xf32>
            memref.store %v, %m[%i] : memref<?xf32>
            scf.reduce
          }
          return
        }
        """
    )
    wrapped = with_registered_classes(get_all_passes()["scf-parallel-loop-tiling"])()
    wrapped(parallel_loop_tile_sizes=(16,)).apply(ctx, module)
    ops = list(module.walk())
    assert any(op.name == "affine.min" for op in ops)
    assert all(isinstance(op, ctx.get_op(op.name)) for op in ops)


def test_xdsl_accessors_read_the_redefined_operands():
    _, module = _parse(
        """
        func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
          memref.copy %a, %b : memref<4xf32> to memref<4xf32>
          return
        }
        """
    )
    (copy,) = [op for op in module.walk() if isinstance(op, xdsl_memref.CopyOp)]
    assert copy.destination is copy.target is copy.operands[1]


def test_redefinition_refuses_super_into_xdsl_methods():
    # super().__init__ in a subclass of xDSL's CopyOp would call CopyOp.__init__(source, destination).
    class Copy(xdsl_memref.CopyOp):
        name = "memref.copy"
        source = operand_def(MemRefType)
        target = operand_def(MemRefType)

        def __init__(self, source, target):
            super().__init__(operands=[source, target])

    with pytest.raises(TypeError, match="calls super"):
        irdl_op_redefinition(Copy)


def test_xdsl_accessors_that_do_not_fit_raise():
    _, module = _parse(
        """
        func.func @f(%m: memref<4xf32>) {
          gpu.dealloc %m : memref<4xf32>
          return
        }
        """
    )
    (dealloc,) = [op for op in module.walk() if op.name == "gpu.dealloc"]
    assert dealloc.memref is dealloc.operands[0]
    # xDSL's gpu.dealloc has operand segments, so its positional `buffer` accessor would misread this one.
    with pytest.raises(AttributeError, match="'buffer'"):
        _ = dealloc.buffer
