"""How a reference module declares what its ops compute, and the errors an implementation may raise.

Each module of `aiopt.reference` (HLO ones in `hlo/`) holds one table,
`IMPLEMENTATIONS`, and registers each implementation in it explicitly, by op
mnemonic (shared by mhlo and stablehlo) or by full op name (a key with a dot):

    IMPLEMENTATIONS = Implementations()

    @IMPLEMENTATIONS.register("add")
    def add(interpreter, op, args):
        return (args[0] + args[1],)

An implementation receives the interpreter (to run regions; None when the
constant folder calls it), the op and its operand values (numpy arrays;
tuples for tuple values) and returns a tuple of result values.
`aiopt.reference.interpreter.implementations()` assembles the tables of all
modules into one, where a name may be declared only once.

An implementation may have a `for_op` attribute, `for_op(op)`: an
implementation of the same semantics for that one op, with what depends on
the op alone (its attributes, its result type's dtype) found once, or None.
The interpreter asks it once per op of a block it runs, and runs what it
gives each time the op runs (a GPU kernel runs its ops once per thread).

What an implementation raises when it cannot compute an op on its values
(a limit of the interpreter, or an error of the program such as a failed
run-time check) is one of `UnsupportedType`, `NotImplementedError` or a
`DiagnosticError`; `evaluate` turns those into `CannotEvaluate`. Anything
else is a bug of the implementation and propagates.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from xdsl.ir import Operation

from aiopt.support.diagnostics import DiagnosticError

ReferenceImpl = Callable[[Any, Operation, tuple[Any, ...]], tuple[Any, ...]]
"""(interpreter, op, operand values) -> result values."""


class Implementations:
    """The reference semantics one module declares: op mnemonic or full op name -> implementation."""

    def __init__(self) -> None:
        self._table: dict[str, ReferenceImpl] = {}

    def register(self, *names: str) -> Callable[[ReferenceImpl], ReferenceImpl]:
        """Declare `impl` the semantics of the ops `names` (mnemonics or full op names); return it unchanged."""

        def register(impl: ReferenceImpl) -> ReferenceImpl:
            for name in names:
                if name in self._table:
                    raise ValueError(f"reference semantics for '{name}' declared twice")
                self._table[name] = impl
            return impl

        return register

    def __contains__(self, name: object) -> bool:
        return name in self._table

    def items(self) -> Iterator[tuple[str, ReferenceImpl]]:
        """(name, implementation) in the order declared."""
        return iter(self._table.items())


class UnsupportedType(Exception):
    """The reference interpreter has no numpy type for an element type."""


class CannotEvaluate(Exception):
    """The reference semantics cannot compute an op on these values (see `evaluate`); the message says why."""


def is_numpy_type_limit(error: TypeError) -> bool:
    """Whether numpy has no loop for a valid type combination (the remainder of complex numbers, ...)."""
    return "not supported for the input types" in str(error)


def evaluate(impl: ReferenceImpl, interpreter: Any, op: Operation, args: tuple[Any, ...]) -> tuple[Any, ...]:
    """`impl(interpreter, op, args)`; what says it cannot compute them is raised as `CannotEvaluate`.

    Those are `UnsupportedType`, `NotImplementedError`, a `DiagnosticError`
    (a run-time check the values fail) and numpy's missing loops; any other
    exception is a bug and propagates unchanged.
    """
    try:
        return impl(interpreter, op, args)
    except (UnsupportedType, NotImplementedError, DiagnosticError) as error:
        raise CannotEvaluate(str(error)) from error
    except TypeError as error:
        if not is_numpy_type_limit(error):
            raise
        raise CannotEvaluate(str(error)) from error
