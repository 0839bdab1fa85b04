"""Reference semantics of `func.func`, `func.call` and `func.return` for xDSL's interpreter.

    func.func @twice(%x: f32) -> f32 { ... func.return %y : f32 }
    %r = func.call @twice(%a) : (f32) -> f32    // runs @twice's body on %a

A function with a body runs it as a CFG region; a declaration (no body)
is called as an external function of the interpreter. This is what
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


@register_impls
class FuncFunctions(InterpreterFunctions):
    """`func` ops for xDSL's `Interpreter`."""

    @impl_terminator(func.ReturnOp)
    def run_return(
        self, interpreter: Interpreter, op: func.ReturnOp, args: tuple[Any, ...]
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()

    @impl(func.CallOp)
    def run_call(self, interpreter: Interpreter, op: func.CallOp, args: tuple[Any, ...]) -> tuple[Any, ...]:
        return interpreter.call_op(op.callee, args)

    @impl_callable(func.FuncOp)
    def call_func(self, interpreter: Interpreter, op: func.FuncOp, args: tuple[Any, ...]):
        first_block = op.body.blocks.first
        if first_block is None or not first_block.ops:
            return interpreter.call_external(op.sym_name.data, op, args)
        return interpreter.run_ssacfg_region(op.body, args, op.sym_name.data)
