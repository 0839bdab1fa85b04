"""Reference semantics of `func.func`, `func.call` and `func.return` for xDSL's interpreter.

    func.func @twice(%x: f32) -> f32 { ... func.return %y : f32 }
    %r = func.call @twice(%a) : (f32) -> f32    // runs @twice's body on %a

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

from typing import Any

from xdsl.dialects import func
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


def _return(self, interpreter: Interpreter, op: func.ReturnOp, args: tuple[Any, ...]) -> tuple[TerminatorValue, PythonValues]:
    return ReturnedValues(args), ()


def _call(self, interpreter: Interpreter, op: func.CallOp, args: tuple[Any, ...]) -> tuple[Any, ...]:
    callee = op.callee.string_value()
    if is_collective_function(callee) and interpreter.get_op_for_symbol(callee).is_declaration:
        return call_collective(op, args)
    return interpreter.call_op(op.callee, args)


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
