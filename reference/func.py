"""Reference semantics of the `func` dialect's ops for xDSL's interpreter.

    func.func @twice(%x: f32) -> f32 { ... func.return %y : f32 }
    %r = func.call @twice(%a) : (f32) -> f32    // runs @twice's body on %a
    %f = func.constant @twice : (f32) -> f32    // a FunctionValue of @twice
    %s = func.call_indirect %f(%a) : (f32) -> f32   // runs @twice's body on %a

A function with a body runs it as a CFG region; a declaration (no body)
is called as an external function of the interpreter, except the runtime
functions of compiled collectives (`aiopt_collective_<N>_<n>`), which run
their reference semantics (`aiopt.reference.runtime_collectives`), at the
call, as compiled code runs them. This is what
`xdsl.interpreters.func.FuncFunctions` does; it is written here because
importing any module of the `xdsl.interpreters` package runs that package's
`__init__`, which imports every interpreter xDSL has (the RISC-V and Snitch
dialects among them): about half a second at the start of every process
that interprets or folds a program.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp, SymbolRefAttr
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    TerminatorValue,
    impl,
    impl_callable,
    impl_terminator,
    register_impls,
)

from aiopt.dialects import func as aiopt_func
from aiopt.reference.runtime_collectives import call_collective, is_collective_function
from aiopt.support.diagnostics import RuntimeCheckError, op_error_message

RECURSION_LIMIT = 1000
"""How deep calls within a cycle of the call graph may nest (generate-runtime-verification's check, and the
interpreter's): a call made at this depth is the error RECURSION_TOO_DEEP. A function entered from outside its
cycle is at depth 0. 1000 frames of up to 8 KiB each fit in the 8 MiB stack of a Linux thread."""

RECURSION_TOO_DEEP = "recursion too deep"


def _callee_name(op: func.CallOp) -> str | None:
    """The name of a call's callee where it is a function at the top of the module (a flat symbol)."""
    callee = op.callee
    return None if callee.nested_references.data else callee.root_reference.data


def recursive_functions(module: ModuleOp) -> dict[str, int]:
    """The functions at the top of `module` that lie on a cycle of direct calls (`func.call`), each with the
    number of its cycle (its strongly connected component of the call graph; Tarjan's algorithm, iterative):

        func.func @even(%n: i64) -> i1 { ... func.call @odd(%m) ... }    // {"even": 0, "odd": 0}
        func.func @odd(%n: i64) -> i1 { ... func.call @even(%m) ... }
        func.func @main(%n: i64) -> i1 { ... func.call @even(%n) ... }   // on no cycle
    """
    bodies = {op.sym_name.data: op for op in module.body.block.ops if isinstance(op, func.FuncOp) and op.body.blocks}
    edges = {
        name: [callee for call in function.walk() if isinstance(call, func.CallOp)
               and (callee := _callee_name(call)) in bodies]
        for name, function in bodies.items()
    }  # fmt: skip
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: dict[str, int] = {}
    for root in bodies:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            name, next_edge = work.pop()
            if next_edge == 0:
                index[name] = low[name] = len(index)
                stack.append(name)
                on_stack.add(name)
            for position in range(next_edge, len(edges[name])):
                callee = edges[name][position]
                if callee not in index:
                    work.append((name, position + 1))
                    work.append((callee, 0))
                    break
                if callee in on_stack:
                    low[name] = min(low[name], index[callee])
            else:
                if low[name] == index[name]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == name:
                            break
                    if len(component) > 1 or name in edges[name]:
                        number = len(set(cycles.values()))
                        cycles.update(dict.fromkeys(component, number))
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[name])
    return cycles


class _CallDepths(threading.local):
    """What an interpreter knows of recursion: the cycles of its module's call graph (found at its first call)
    and, for each thread that interprets (a GPU kernel's run as Python threads), the depth of each function
    running, innermost last (none: the entry, at depth 0)."""

    def __init__(self, module: ModuleOp | None) -> None:
        self.cycles = recursive_functions(module) if module is not None else {}
        self.depths: list[int] = []

    def within_cycle(self, op: func.CallOp) -> bool:
        """Whether `op` calls a function of its own function's cycle (a recursive call: compiled code counts it)."""
        caller = op.parent_op()
        while caller is not None and not isinstance(caller, func.FuncOp):
            caller = caller.parent_op()
        if caller is None or not isinstance(caller.parent_op(), ModuleOp):  # a function in a gpu.module, ...
            return False
        cycle = self.cycles.get(caller.sym_name.data)
        return cycle is not None and self.cycles.get(_callee_name(op)) == cycle


def _call_depths(interpreter: Interpreter, op: func.CallOp) -> _CallDepths:
    """The interpreter's `_CallDepths`, made at its first call."""
    state = getattr(interpreter, "_aiopt_call_depths", None)
    if state is None:
        module = op.get_toplevel_object()
        state = _CallDepths(module if isinstance(module, ModuleOp) else None)
        interpreter._aiopt_call_depths = state
    return state


def _return(self, interpreter: Interpreter, op: func.ReturnOp, args: tuple[Any, ...]) -> tuple[TerminatorValue, PythonValues]:
    return ReturnedValues(args), ()


def _call(self, interpreter: Interpreter, op: func.CallOp, args: tuple[Any, ...]) -> tuple[Any, ...]:
    """The callee's results. A call within a cycle of the call graph runs one deeper than its caller, and is a
    located RuntimeCheckError at RECURSION_LIMIT (or where the interpreter runs out of frames before), as
    compiled code checks it (generate-runtime-verification); any other call starts again at depth 0."""
    callee = op.callee.string_value()
    if is_collective_function(callee) and interpreter.get_op_for_symbol(callee).is_declaration:
        return call_collective(op, args)
    state = _call_depths(interpreter, op)
    if not state.cycles:  # a module that does not recurse: nothing to count
        return interpreter.call_op(op.callee, args)
    depths = state.depths
    recursive = state.within_cycle(op)
    depth = depths[-1] if depths else 0
    if recursive and depth >= RECURSION_LIMIT:
        raise RuntimeCheckError(op_error_message(op, RECURSION_TOO_DEEP), op)
    depths.append(depth + 1 if recursive else 0)
    try:
        return interpreter.call_op(op.callee, args)
    except RecursionError:
        if not recursive:
            raise
        # Out of Python frames first: the same error (where building it runs out again, at an outer call).
        raise RuntimeCheckError(op_error_message(op, RECURSION_TOO_DEEP), op) from None
    finally:
        depths.pop()


@dataclass(frozen=True)
class FunctionValue:
    """The value of a `func.constant`: the function it references, by its symbol."""

    symbol: SymbolRefAttr


def _constant(self, interpreter: Interpreter, op: aiopt_func.ConstantOp, args: tuple[Any, ...]) -> tuple[Any]:
    return (FunctionValue(op.value),)


def _call_indirect(
    self, interpreter: Interpreter, op: aiopt_func.CallIndirectOp, args: tuple[Any, ...]
) -> tuple[Any, ...]:
    """The results of the function that `args[0]` references, called on the other arguments. As in compiled
    code (generate-runtime-verification counts direct calls only), the callee starts again at depth 0."""
    callee, *arguments = args
    state = _call_depths(interpreter, op)
    state.depths.append(0)
    try:
        return interpreter.call_op(callee.symbol, tuple(arguments))
    finally:
        state.depths.pop()


FUNCTION_VALUE_OPS = (aiopt_func.ConstantOp, aiopt_func.CallIndirectOp)
"""The ops of function values, which `FuncFunctions` runs (not the table of reference semantics, whose ops
constant folding evaluates: a function value is no attribute)."""


def _call_func(self, interpreter: Interpreter, op: func.FuncOp, args: tuple[Any, ...]):
    first_block = op.body.blocks.first
    if first_block is None or not first_block.ops:
        return interpreter.call_external(op.sym_name.data, op, args)
    return interpreter.run_ssacfg_region(op.body, args, op.sym_name.data)


def _with_copy(decorate, function):
    """`decorate` applied to a copy of `function` (xDSL's decorators mark the function itself)."""

    def copy(*args, **kwargs):
        return function(*args, **kwargs)

    return decorate(copy)


@register_impls
class FuncFunctions(InterpreterFunctions):
    """`func` ops for xDSL's `Interpreter`: xDSL's classes, which its passes and builders make, and aiopt's
    subclasses (`aiopt.dialects.func`), which the parser makes; xDSL's interpreter finds an implementation
    by the op's exact class."""

    run_return = _with_copy(impl_terminator(func.ReturnOp), _return)
    run_call = _with_copy(impl(func.CallOp), _call)
    call_func = _with_copy(impl_callable(func.FuncOp), _call_func)
    run_aiopt_return = _with_copy(impl_terminator(aiopt_func.ReturnOp), _return)
    run_aiopt_call = _with_copy(impl(aiopt_func.CallOp), _call)
    call_aiopt_func = _with_copy(impl_callable(aiopt_func.FuncOp), _call_func)
    run_constant = impl(aiopt_func.ConstantOp)(_constant)
    run_call_indirect = impl(aiopt_func.CallIndirectOp)(_call_indirect)
