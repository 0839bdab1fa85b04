"""`--buffer-results-to-out-params`: functions write their memref results into buffers their caller passes.

As upstream: each memref result of a function becomes a trailing argument,
each `func.return` of a buffer copies it into that argument, and each call
allocates the buffer it passes:

    func.func @f(%a: memref<4xf32>) -> memref<4xf32> { ... return %r : memref<4xf32> }

becomes

    func.func @f(%a: memref<4xf32>, %out: memref<4xf32>) { ... memref.copy %r, %out ... return }

With `hoist-static-allocs`, a returned static `memref.alloc` of the result's
type is replaced by the argument itself (no copy). As upstream, public
functions keep their signature unless `modify-public-functions` is given,
external functions (no body) are left alone, and `add-result-attr` marks
each out-param `{bufferize.result}`. Unlike upstream, results with dynamic
shapes stay results (upstream reports an error at their calls).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    DictionaryAttr,
    FunctionType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StridedLayoutAttr,
    UnitAttr,
)
from xdsl.ir import Operation
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import func
from aiopt.dialects.memref import AllocOp, CastOp, CopyOp
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option
from aiopt.support.worklist_population import walk_ops


def _converted(function: func.FuncOp) -> list[int]:
    return [
        i
        for i, t in enumerate(function.function_type.outputs.data)
        if isinstance(t, MemRefType) and t.has_static_shape()
    ]


def _out_params(function: func.FuncOp, hoist: bool, mark: bool) -> None:
    results = _converted(function)
    outputs = list(function.function_type.outputs.data)
    if function.body.blocks:
        block = function.body.blocks[0]
        args = [block.insert_arg(outputs[i], len(block.args)) for i in results]
        for ret in [op for op in walk_ops(function) if isinstance(op, func.ReturnOp)]:
            for i, out in zip(results, args):
                value = ret.operands[i]
                alloc = value.owner if isinstance(value.owner, Operation) else None
                if (
                    hoist
                    and isinstance(alloc, AllocOp)
                    and not alloc.dynamic_sizes
                    and value.type == out.type
                    and isinstance(value.type.layout, NoneAttr)
                    and alloc.parent_block() is block
                ):
                    value.replace_all_uses_with(out)
                    alloc.detach()
                    alloc.erase()
                else:
                    Rewriter.insert_op(CopyOp(value, out), InsertPoint.before(ret))
            kept = [v for i, v in enumerate(ret.operands) if i not in results]
            Rewriter.replace_op(ret, func.ReturnOp(*kept))
    inputs = [*function.function_type.inputs.data, *(outputs[i] for i in results)]
    function.function_type = FunctionType.from_lists(
        inputs, [t for i, t in enumerate(outputs) if i not in results]
    )
    _move_result_attrs(function, results, mark)


def _move_result_attrs(function: func.FuncOp, results: list[int], mark: bool) -> None:
    """The attributes of the converted results become those of their out-params (with `mark`,
    plus `bufferize.result`); the others stay."""
    if function.arg_attrs is None and function.res_attrs is None and not mark:
        return
    count = len(function.function_type.inputs.data) - len(results)
    arg_attrs = list(function.arg_attrs.data) if function.arg_attrs else [DictionaryAttr({})] * count
    res_attrs = list(function.res_attrs.data) if function.res_attrs else []
    moved = [res_attrs[i] if i < len(res_attrs) else DictionaryAttr({}) for i in results]
    if mark:
        moved = [DictionaryAttr({**attrs.data, "bufferize.result": UnitAttr()}) for attrs in moved]
    function.arg_attrs = ArrayAttr([*arg_attrs, *moved])
    kept = [a for i, a in enumerate(res_attrs) if i not in results]
    function.res_attrs = ArrayAttr(kept) if kept else None


def _fully_dynamic(type_: MemRefType) -> bool:
    """Whether `type_` has the layout `strided<[?, ...], offset: ?>` that any buffer casts to."""
    layout = type_.layout
    return (
        isinstance(layout, StridedLayoutAttr)
        and layout.get_offset() is None
        and all(stride is None for stride in layout.get_strides())
    )


def _check_layouts(function: func.FuncOp, results: list[int]) -> None:
    """Out-params are allocated with the identity layout, which casts only to itself or a fully dynamic one."""
    for i in results:
        type_ = function.function_type.outputs.data[i]
        if not isinstance(type_.layout, NoneAttr) and not _fully_dynamic(type_):
            raise DiagnosticError(
                op_error_message(function, f"cannot create out param for result #{i} with unsupported layout {type_}"),
                function,
            )


def _update_call(call: func.CallOp, results: list[int]) -> None:
    outs = []
    for i in results:
        type_ = call.results[i].type
        alloc = AllocOp([], [], MemRefType(type_.element_type, type_.get_shape(), NoneAttr(), type_.memory_space))
        Rewriter.insert_op(alloc, InsertPoint.before(call))
        out = alloc.memref
        if out.type != type_:
            cast = CastOp(out, type_)
            Rewriter.insert_op(cast, InsertPoint.before(call))
            out = cast.results[0]
        outs.append(out)
    kept = [r for i, r in enumerate(call.results) if i not in results]
    new = func.CallOp(call.callee, [*call.operands, *outs], [r.type for r in kept])
    Rewriter.insert_op(new, InsertPoint.before(call))
    for r, n in zip(kept, new.results):
        r.replace_all_uses_with(n)
    for i, out in zip(results, outs):
        call.results[i].replace_all_uses_with(out)
    call.detach()
    call.erase()


@dataclass(frozen=True)
class BufferResultsToOutParamsPass(DiagnosticPass):
    """Turn memref results into out-parameters that callers allocate.

    func.func @f() -> memref<4xf32>   becomes   func.func @f(%out: memref<4xf32>)
    """

    name = "buffer-results-to-out-params"

    add_result_attr: bool = option(False, "Add the attribute 'bufferize.result' to all output parameters.")
    hoist_static_allocs: bool = option(False, "Hoist static allocations to call sites.")
    modify_public_functions: bool = option(False, "Modify function signatures of public functions.")

    def _converts(self, function: func.FuncOp) -> bool:
        public = function.sym_visibility is None or function.sym_visibility.data == "public"
        return bool(function.body.blocks) and (self.modify_public_functions or not public)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        functions = {f.sym_name.data: f for f in walk_ops(op) if isinstance(f, func.FuncOp) and self._converts(f)}
        converted = {name: _converted(f) for name, f in functions.items()}
        for name, f in functions.items():
            _check_layouts(f, converted[name])
        for call in [c for c in walk_ops(op) if isinstance(c, func.CallOp)]:
            results = converted.get(call.callee.root_reference.data)
            if results:
                _update_call(call, results)
        for f in functions.values():
            if converted[f.sym_name.data]:
                _out_params(f, self.hoist_static_allocs, self.add_result_attr)
