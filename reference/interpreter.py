"""Run a function of an MLIR module on numpy arrays with the HLO reference semantics.

This is the oracle that lowerings are checked against. It is built on xDSL's
interpreter: `func` comes from xDSL, every other op from the `IMPLEMENTATIONS`
table of a module of `aiopt.reference` (`REFERENCE_MODULES`), which
`implementations()` assembles once into one table. An op's semantics are
looked up by its full name and else by its mnemonic, so that mhlo and
stablehlo share one implementation.

    results = run_function(module, "main", [np.ones((2, 2), np.float32)])
"""

from __future__ import annotations

import functools
import math
import os
import sys
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType, ModuleType
from typing import Any, NamedTuple

import numpy as np
from xdsl import interpreter as xdsl_interpreter
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    BFloat16Type,
    FunctionType,
    MemRefType,
    ModuleOp,
    ReducedPrecisionFloatType,
    TensorType,
    TupleType,
)
from xdsl.interpreter import (
    InterpretationError,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    Successor,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.traits import IsTerminator
from xdsl.utils import scoped_dict

from aiopt.dialects.hlo.types import element_type_of, format_shape, is_token
from aiopt.dialects.memref import CONSTANT_WRITE, writes_constant_global
from aiopt.reference import (
    buffer,
    cf,
    gpu,
    index,
    linalg,
    loop,
    sdy,
    shape,
    tensor,
    vector,
    vector_mask,
    vector_masked,
    vector_shape,
)
from aiopt.reference.cf import BRANCH_OPS, Branch, branch_function
from aiopt.reference.collectives import Process, current_process, running_as
from aiopt.reference.func import FUNCTION_VALUE_OPS, FuncFunctions
from aiopt.reference.hlo import (
    TOKEN,
    chlo,
    control_flow,
    core,
    elementwise,
    gather_scatter,
    interpreter_ops,
    linalg_ops,
    numpy_dtype,
    quantization,
    reductions,
    round_to_bf16,
    round_to_small_float,
    shape_ops,
)
from aiopt.reference.hlo import collectives as hlo_collectives
from aiopt.reference.hlo.quantization import quantized_types, supports_quantized
from aiopt.reference.hlo.shape_checks import failed_index_check, failed_shape_check
from aiopt.reference.semantics import CannotEvaluate, ReferenceImpl, UnsupportedType, evaluate, is_numpy_type_limit
from aiopt.reference.tensor import checked_division_width, failed_division_check
from aiopt.support.diagnostics import DiagnosticError, RuntimeCheckError, op_error_message, out_of_memory_message
from aiopt.support.xdsl_private import propagate_op_errors

REFERENCE_MODULES: tuple[ModuleType, ...] = (
    # HLO (mhlo, stablehlo and chlo), by op family.
    core,
    elementwise,
    quantization,
    shape_ops,
    gather_scatter,
    reductions,
    linalg_ops,
    control_flow,
    hlo_collectives,
    chlo,
    # Shardy (sdy): shardings are the identity, manual computations run SPMD, one process per device.
    sdy,
    # The `interpreter` dialect of the StableHLO tests.
    interpreter_ops,
    # What convert-mhlo-to-linalg makes: linalg (on tensors and memrefs), arith, math and complex ops.
    linalg,
    # tensor ops (tensor.empty, extract, slices, pads, reshapes) and linalg.index.
    tensor,
    # The index dialect (64-bit integer arithmetic on index values).
    index,
    # The shape dialect (shapes as int64 arrays, sizes as ints, witnesses as bools).
    shape,
    # cf branches, for programs after convert-scf-to-cf.
    cf,
    # scf/affine loops and lmhlo ops on buffers (the hlo-legalize-to-lhlo road).
    loop,
    # memref and bufferization ops.
    buffer,
    # gpu launches, run thread by thread on the host.
    gpu,
    # vector.load and vector.store on memrefs, extract, insert, broadcast and create_mask.
    vector,
    # vector.maskedload/maskedstore, expandload/compressstore, gather and the transfer ops.
    vector_masked,
    # vector.shape_cast, transpose, strided slices, step, (de)interleave, from/to_elements, constant_mask, contract
    # and outerproduct.
    vector_shape,
    # vector.mask of a reduction, multi_reduction or transfer, and vector.yield.
    vector_mask,
)
"""The modules whose `IMPLEMENTATIONS` make the interpreter's table (the order does not matter: no op
name may be declared twice)."""

NOT_INTERPRETED: Mapping[str, str] = MappingProxyType(
    {
        "mhlo.xla.rng_get_and_update_state": "reads and advances XLA's global random number generator state, "
        "which the interpreter does not model",
        "mhlo.async_start": "starts an asynchronous computation, which the interpreter does not model",
        "mhlo.async_update": "passes on an asynchronous computation, which the interpreter does not model",
        "mhlo.async_done": "awaits an asynchronous computation, which the interpreter does not model",
    }
)
"""The HLO ops (mhlo, stablehlo, chlo) deliberately left without reference semantics, and why."""


def build_table(modules: Sequence[ModuleType] = REFERENCE_MODULES) -> dict[str, ReferenceImpl]:
    """One table of the `IMPLEMENTATIONS` of `modules`: op name or mnemonic -> implementation.

    A name that two modules declare is an error, not an override: each op has one implementation.
    """
    table: dict[str, ReferenceImpl] = {}
    owner: dict[str, str] = {}
    for module in modules:
        for name, semantics in module.IMPLEMENTATIONS.items():
            if name in table:
                raise ValueError(
                    f"reference semantics for '{name}' declared by both {owner[name]} and {module.__name__}"
                )
            table[name] = semantics
            owner[name] = module.__name__
    return table


@functools.cache
def implementations() -> Mapping[str, ReferenceImpl]:
    """The interpreter's table (`build_table` of `REFERENCE_MODULES`), built once, read-only."""
    return MappingProxyType(build_table())


def semantics_of(op_type: type[Operation]) -> ReferenceImpl | None:
    """The reference semantics of an op class: by its full name, else by its mnemonic; None if it has none."""
    table = implementations()
    by_name = table.get(getattr(op_type, "name", ""))
    if by_name is not None:
        return by_name
    mnemonic = getattr(op_type, "MNEMONIC", None)
    return table.get(mnemonic) if mnemonic is not None else None


def evaluate_op(op: Operation, args: Sequence[Any], interpreter: Interpreter | None = None) -> tuple[Any, ...]:
    """The results of `op` on the values `args` by its reference semantics (`interpreter` runs its regions).

    Raises `CannotEvaluate` when the op has no semantics or they cannot compute
    these values (see `aiopt.reference.semantics.evaluate`); any other exception is a bug.
    """
    semantics = semantics_of(type(op))
    if semantics is None:
        raise CannotEvaluate(f"'{op.name}' has no reference semantics")
    return evaluate(semantics, interpreter, op, tuple(args))


_FUNC_OPS = (func.FuncOp, func.ReturnOp, func.CallOp, *FUNCTION_VALUE_OPS)
"""The `func` ops that `FuncFunctions` runs."""

_CONTAINERS = frozenset({"gpu.module", "gpu.func"})
"""Ops that hold code the interpreter runs when it is called, not where they stand."""


_HLO_PREFIXES = ("stablehlo.", "mhlo.")


def _is_checked(op: Operation) -> bool:
    """Whether `_CurrentOp.check` runs before `op`: an HLO op, or an integer division that compiled code checks
    (generate-runtime-verification: a divisor of 0, the least signed value by -1)."""
    return op.name.startswith(_HLO_PREFIXES) or checked_division_width(op) is not None


class _CurrentOp(xdsl_interpreter.Interpreter.Listener):
    """Remembers the op being interpreted, to locate errors, and runs the run-time checks of HLO ops before them.

    `Interpreter.run_blocks` does what `will_interpret_op` does without a call per op (a GPU kernel run thread by
    thread runs millions): it writes the op into `slot` and calls `check` before the HLO ops (`_listener_hooks`).
    """

    def __init__(self) -> None:
        self.slot: list[Operation | None] = [None]
        """The op being interpreted (a list that the interpreters of a kernel's threads, copies, write too)."""

    @property
    def op(self) -> Operation | None:
        return self.slot[0]

    def will_interpret_op(self, op: Operation, args: tuple[Any, ...]) -> None:
        self.slot[0] = op
        if _is_checked(op):
            self.check(op, args)

    @staticmethod
    def check(op: Operation, args: tuple[Any, ...]) -> None:
        """The checks before an HLO op, or before an integer division that compiled code checks."""
        if not op.name.startswith(_HLO_PREFIXES):
            requirement = failed_division_check(op, args)
            if requirement is not None:
                raise RuntimeCheckError(op_error_message(op, requirement), op)
            return
        # The run-time shape checks of compiled code (convert-mhlo-to-linalg's), on the actual shapes.
        # Tuples and tokens have no shape; no check is about them.
        # And the checks of index operands (real_dynamic_slice's bounds, dynamic_pad's paddings, ...).
        shapes = [getattr(arg, "shape", ()) for arg in args]
        message = failed_shape_check(op, shapes) or failed_index_check(op, args)
        if message is not None:
            raise RuntimeCheckError(message, op)
        _check_result_sizes(op)


def _check_result_shapes(op: Operation, values: Sequence[Any]) -> None:
    """A RuntimeCheckError where an HLO op computed a result of another shape than its static type's: a static
    result of an op on dynamic operands (a sort of tensor<?x4xf32> declared tensor<3x4xf32> given 4 rows), as
    compiled code checks it (convert-mhlo-to-linalg's CheckDeclaredResults, or a check of the sizes the op
    ties before it)."""
    if not op.name.startswith(_HLO_PREFIXES):
        return
    for result, value in zip(op.results, values):
        type_ = result.type
        shape = getattr(value, "shape", None)
        if not isinstance(type_, TensorType) or shape is None:
            continue
        declared = type_.get_shape()
        if len(declared) != len(shape) or any(d >= 0 and d != s for d, s in zip(declared, shape)):
            message = f"computed a result of shape {list(shape)}, but its type is {type_}"
            raise RuntimeCheckError(op_error_message(op, message), op)


def _check_result_sizes(op: Operation) -> None:
    """A RuntimeCheckError, in compiled code's words for a failed allocation, where a static result of an
    HLO op needs more bytes than the machine's memory.

    numpy makes some such results as views (`broadcast_in_dim` of a scalar to
    2^30 x 2^30 elements) and then computes on them for ever (a `reduce` of
    the view ran for hours); compiled code fails to allocate the buffer.
    """
    for result in op.results:
        type_ = result.type
        if not isinstance(type_, TensorType) or any(d < 0 for d in type_.get_shape()):
            continue
        element = type_.get_element_type()
        size = getattr(element, "compile_time_size", None) or getattr(element, "bitwidth", 8) // 8 or 1
        needed = math.prod(type_.get_shape()) * size
        if needed > _physical_memory():
            raise RuntimeCheckError(op_error_message(op, f"out of memory: cannot allocate {needed} bytes"), op)


@functools.cache
def _physical_memory() -> int:
    return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")


class ScopedDict(scoped_dict.ScopedDict):
    """xDSL's `ScopedDict` of the interpreter's values, keyed by the identity of their SSA values (`id`).

    An SSA value's hash is a Python method, which a dict lookup calls once
    per scope it looks in (twice in xDSL's `__getitem__`: `key in scope`,
    then `scope[key]`); the interpreter reads millions of operands when it
    runs a GPU kernel thread by thread. The SSA values are the IR's, alive
    while it runs, so their ids name them.
    """

    def __getitem__(self, key: SSAValue) -> Any:
        return _lookup(self, id(key), key)

    def __setitem__(self, key: SSAValue, value: Any) -> None:
        self._local_scope[id(key)] = value  # pyright: ignore[reportPrivateUsage]

    def __contains__(self, key: object) -> bool:
        scope: scoped_dict.ScopedDict | None = self
        while scope is not None:
            if id(key) in scope._local_scope:  # pyright: ignore[reportPrivateUsage]
                return True
            scope = scope.parent
        return False


_MISSING = object()


def _lookup(scope: scoped_dict.ScopedDict | None, key: int, value: SSAValue | None = None) -> Any:
    """The value of the SSA value whose id is `key`, from the innermost scope that has it."""
    while scope is not None:
        found = scope._local_scope.get(key, _MISSING)  # pyright: ignore[reportPrivateUsage]
        if found is not _MISSING:
            return found
        scope = scope.parent
    raise KeyError(f"No value for key {value if value is not None else key}")


def _lookup_all(scope: ScopedDict, keys: tuple[int, ...]) -> tuple[Any, ...]:
    """The values of the SSA values whose ids are `keys` (`_lookup` of each, the current scope first)."""
    local = scope._local_scope  # pyright: ignore[reportPrivateUsage]
    values = []
    for key in keys:
        found = local.get(key, _MISSING)
        values.append(found if found is not _MISSING else _lookup(scope.parent, key))
    return tuple(values)


def _for_op(semantics: ReferenceImpl | None, op: Operation) -> ReferenceImpl | None:
    """The semantics of `op` as its block's plan keeps them: specialized for the op where the implementation
    can be (`for_op`, see `aiopt.reference.semantics`), else as they are."""
    for_op = getattr(semantics, "for_op", None)
    return (for_op(op) or semantics) if for_op is not None else semantics


class _Step(NamedTuple):
    """One op of a block, as `Interpreter.run_blocks` runs it."""

    op: Operation
    operands: tuple[int, ...]
    """The ids of its operands."""
    results: tuple[int, ...]
    """The ids of its results."""
    semantics: ReferenceImpl | None
    """Its reference semantics (specialized for it: `_for_op`), run directly (None: a terminator or a `func` op,
    run by `_run_op`)."""
    branch: Branch | None
    """Where it goes, for a `cf` branch (followed by `run_blocks`)."""
    returns: bool
    """Whether it is a terminator that returns what `semantics` gives from the region (`scf.yield`, `gpu.return`...)."""
    hlo: bool
    """Whether `_CurrentOp.check` runs before it (`_is_checked`: an HLO op, a checked integer division)."""


class _ListenerHooks(NamedTuple):
    """What `Interpreter.run_blocks` calls of its listeners before and after each op it runs itself."""

    before: tuple[Callable[..., None], ...]
    """The `will_interpret_op` of the listeners other than a `_CurrentOp`."""
    after: tuple[Callable[..., None], ...]
    """The `did_interpret_op` of the listeners that define one."""
    current: list[Operation | None] | None
    """The `slot` of the (first) `_CurrentOp` listener, which `run_blocks` writes each op into, calling
    `_CurrentOp.check` before an HLO op; None without one."""


@dataclass
class Interpreter(xdsl_interpreter.Interpreter):
    """xDSL's `Interpreter` with a faster loop over the ops of a region: the reference interpreter runs GPU
    kernels thread by thread, hundreds of thousands of ops.

    - An op whose class has reference semantics (`semantics`, filled by
      `reference_interpreter`) runs them directly, not through xDSL's
      implementation table, its two wrappers and an `OpImplResult`
      (terminators and the `func` ops still go through `_run_op`); listeners
      see every op as in xDSL's loop (the `_CurrentOp` of `run_function`
      by its slot, without a call per op).
    - What the loop needs of each op (its semantics, specialized for the op
      where an implementation has `for_op`, the ids of its operands and
      results) is found once per block and kept for the run; the listeners'
      hooks once per interpreter.
    - A region's blocks share one scope (`run_blocks`), and `cf` branches are
      followed in that loop: xDSL pushes a scope per block run, so a loop of
      n iterations made a chain of n scopes that every read of a value
      defined outside the loop walked (quadratic).
    - Scopes are `ScopedDict`s keyed by the SSA values' ids.
    """

    semantics: dict[type[Operation], ReferenceImpl] = field(default_factory=dict)
    """The reference semantics of the op classes that are not terminators, by class."""
    returning: dict[type[Operation], ReferenceImpl] = field(default_factory=dict)
    """The reference semantics of the terminators that return their values from the region, by class."""
    _plans: dict[int, tuple[tuple[int, ...], list[_Step]]] = field(default_factory=dict)
    """The ids of each block's arguments and its steps, by the block's id (the blocks of the IR being run)."""
    _hooks_of: tuple[Any, _ListenerHooks] | None = None
    """The listeners and their hooks (`_listener_hooks`)."""

    def push_scope(self, name: str | None = None) -> None:
        self._ctx = ScopedDict(name=name, parent=self._ctx)

    def get_values(self, values: Iterable[SSAValue]) -> tuple[Any, ...]:
        scope = self._ctx
        return tuple([scope[value] for value in values])

    def set_values(self, pairs: Iterable[tuple[SSAValue, Any]]) -> None:
        local = self._ctx._local_scope  # pyright: ignore[reportPrivateUsage]
        for value, python_value in pairs:
            local[id(value)] = python_value

    def run_ssacfg_region(self, region: Region, args: PythonValues, name: str = "unknown") -> PythonValues:
        if not region.blocks:
            return ()
        initial_scope = self._ctx
        try:
            return self.run_blocks(region.blocks.first, tuple(args), name)
        finally:
            self._ctx = initial_scope

    def _plan(self, block: Block) -> tuple[tuple[int, ...], list[_Step]]:
        plan = self._plans.get(id(block))
        if plan is None:
            steps = [
                _Step(op, tuple(map(id, op.operands)), tuple(map(id, op.results)),
                      _for_op(self.semantics.get(type(op)) or self.returning.get(type(op)), op),
                      branch_function(op) if op.name in BRANCH_OPS else None, type(op) in self.returning,
                      _is_checked(op))
                for op in block.ops
            ]  # fmt: skip
            plan = self._plans[id(block)] = (tuple(map(id, block.args)), steps)
        return plan

    def _listener_hooks(self) -> _ListenerHooks:
        """What `run_blocks` calls of the listeners (`_ListenerHooks`), found again only when the listeners change
        (a region run once per loop iteration or GPU thread would find them each time)."""
        listeners = self.listeners
        cached = self._hooks_of
        if cached is None or cached[0] is not listeners:
            current = next((listener for listener in listeners if type(listener) is _CurrentOp), None)
            others = tuple(listener for listener in listeners if listener is not current)
            hooks = _ListenerHooks(_hooks(others, "will_interpret_op"), _hooks(listeners, "did_interpret_op"),
                                   current.slot if current is not None else None)
            cached = self._hooks_of = (listeners, hooks)
        return cached[1]

    def run_blocks(self, block: Block, block_args: tuple[Any, ...], name: str = "cf") -> PythonValues:
        """Run blocks from `block` on in a new scope, following branches, until a terminator returns from the
        region; what it returns. A block run again overwrites its values, which shadowed them before: dominance
        makes the latest run's values the ones that later ops read. (The caller restores the scope.)"""
        self.push_scope(name)
        scope = self._ctx
        local = scope._local_scope  # pyright: ignore[reportPrivateUsage]
        before, after, current = self._listener_hooks()
        while True:
            arguments, steps = self._plan(block)
            local.update(zip(arguments, block_args))
            for op, operands, results, semantics, branch, returns, hlo in steps:
                inputs = _lookup_all(scope, operands)
                if branch is not None:
                    block, block_args = branch(inputs)
                    break
                if semantics is not None:
                    if current is not None:  # as _CurrentOp.will_interpret_op
                        current[0] = op
                        if hlo:
                            _CurrentOp.check(op, inputs)
                    for hook in before:
                        hook(op, inputs)
                    values = semantics(self, op, inputs)
                    if returns:  # as xDSL's _run_op of the terminator (its listeners see no results)
                        for hook in after:
                            hook(op, ())
                        return values
                    if hlo:
                        _check_result_shapes(op, values)
                    if len(results) != len(values):
                        raise InterpretationError(
                            f"Number of operation results ({len(results)}) doesn't match the "
                            f"number of implementation results ({len(values)})."
                        )
                    for hook in after:
                        hook(op, values)
                    if len(results) == 1:
                        local[results[0]] = values[0]
                    else:
                        local.update(zip(results, values))
                    continue
                # _run_op, not run_op: it returns how a terminator leaves the block.
                result = self._run_op(op, inputs)
                local.update(zip(results, result.values))
                match result.terminator_value:
                    case ReturnedValues(values=values):
                        return values
                    case Successor(block=block, args=block_args):
                        break
            else:
                raise DiagnosticError(f"block of '{block.parent_op().name}' has no terminator", block.parent_op())


def _hooks(listeners: Iterable[xdsl_interpreter.Interpreter.Listener], name: str) -> tuple[Callable[..., None], ...]:
    """The `name` methods of the listeners that define one (the base class's do nothing: not called per op)."""
    base = getattr(xdsl_interpreter.Interpreter.Listener, name)
    return tuple(getattr(listener, name) for listener in listeners if getattr(type(listener), name) is not base)


def reference_interpreter(module: ModuleOp, listeners: tuple[xdsl_interpreter.Interpreter.Listener, ...] = ()
                          ) -> Interpreter:
    """An `Interpreter` of `module` with the reference semantics of its ops and `func`'s, whose exceptions
    propagate as they are (`propagate_op_errors`)."""
    interpreter = Interpreter(module, listeners=listeners, _ctx=ScopedDict(name="root"))
    interpreter.register_implementations(FuncFunctions())
    interpreter.register_implementations(reference_functions(module, interpreter.semantics, interpreter.returning))
    propagate_op_errors(interpreter)
    return interpreter


_FUNCTIONS: dict[tuple, InterpreterFunctions] = {}
"""The InterpreterFunctions made for each list of (op class, semantics) (`reference_functions`): a run of the
same ops (every test, every call of a compiled program's reference) reuses them. xDSL's `register_impls`
looks through every attribute of the class it makes, which took longer than small programs' runs."""
_MAX_FUNCTIONS = 256


def reference_functions(module: Operation, direct: dict[type[Operation], ReferenceImpl] | None = None,
                        returning: dict[type[Operation], ReferenceImpl] | None = None) -> InterpreterFunctions:
    """An InterpreterFunctions with the reference semantics of every op class in `module` that has some; those of
    the classes that are not terminators also go into `direct` (`Interpreter.semantics`), those of the
    terminators, which return their values from the region, into `returning` (`Interpreter.returning`)."""
    found: list[tuple[type[Operation], ReferenceImpl]] = []
    seen: set[type[Operation]] = set()
    for op in module.walk():
        op_type = type(op)
        if op_type in seen:
            continue
        seen.add(op_type)
        if (semantics := semantics_of(op_type)) is not None:
            found.append((op_type, semantics))
    terminators = {op_type for op_type, _ in found if op_type.has_trait(IsTerminator)}
    if direct is not None:
        direct.update((op_type, semantics) for op_type, semantics in found if op_type not in terminators)
    if returning is not None:
        returning.update((op_type, semantics) for op_type, semantics in found if op_type in terminators)
    key = tuple(found)
    functions = _FUNCTIONS.get(key)
    if functions is None:
        functions = _make_reference_functions(found, terminators)
        if len(_FUNCTIONS) >= _MAX_FUNCTIONS:
            _FUNCTIONS.pop(next(iter(_FUNCTIONS)))
        _FUNCTIONS[key] = functions
    return functions


def _make_reference_functions(found: list[tuple[type[Operation], ReferenceImpl]],
                              terminators: set[type[Operation]]) -> InterpreterFunctions:
    namespace: dict[str, Any] = {}
    for op_type, semantics in found:
        if op_type in terminators:

            def run_terminator(self, interpreter, op, args, semantics=semantics):
                return ReturnedValues(semantics(interpreter, op, args)), ()

            namespace[f"run_{len(namespace)}"] = impl_terminator(op_type)(run_terminator)
        else:

            def run(self, interpreter, op, args, semantics=semantics):
                return semantics(interpreter, op, args)

            namespace[f"run_{len(namespace)}"] = impl(op_type)(run)
    return register_impls(type("ReferenceFunctions", (InterpreterFunctions,), namespace))()


def check_supported(module: ModuleOp) -> None:
    """Raise a located DiagnosticError for the first op the interpreter cannot run."""
    for op in module.walk():
        # Symbol tables and functions are not run themselves; their bodies are checked. FuncFunctions runs calls
        # and function values.
        if isinstance(op, (ModuleOp, *_FUNC_OPS)) or op.name in _CONTAINERS:
            continue
        if semantics_of(type(op)) is None:
            reason = f" (it {NOT_INTERPRETED[op.name]})" if op.name in NOT_INTERPRETED else ""
            raise DiagnosticError(op_error_message(op, f"has no reference semantics in the interpreter{reason}"), op)
        if op.name.startswith(("stablehlo.", "mhlo.")) and not supports_quantized(op):
            message = f"has no reference semantics on quantized tensors ({quantized_types(op)[0]}) in the interpreter"
            raise DiagnosticError(op_error_message(op, message), op)


def _coerce_input(value: Any, expected: Attribute, index: int, function: func.FuncOp) -> Any:
    if is_token(expected):
        return TOKEN
    if isinstance(expected, TupleType):
        return tuple(_coerce_input(v, t, index, function) for v, t in zip(value, expected.types.data))
    if isinstance(expected, MemRefType):
        return _memref_input(value, expected, index, function)
    try:
        dtype = numpy_dtype(element_type_of(expected))
    except UnsupportedType as err:
        raise DiagnosticError(str(err), function) from None
    array = np.asarray(value)
    if isinstance(expected, TensorType):
        shape = tuple(expected.get_shape())
        if len(shape) != array.ndim or any(d >= 0 and d != s for d, s in zip(shape, array.shape)):
            raise DiagnosticError(
                f"argument #{index} of @{function.sym_name.data} must have shape [{format_shape(shape)}], "
                f"but the input has shape {list(array.shape)}",
                function,
            )
    if array.dtype != dtype:
        if np.can_cast(array.dtype, dtype, casting="same_kind") or array.dtype.kind == dtype.kind:
            array = array.astype(dtype)
        else:
            raise DiagnosticError(
                f"argument #{index} of @{function.sym_name.data} must have element type "
                f"{element_type_of(expected)}, but the input has dtype {array.dtype}",
                function,
            )
    return _rounded_on_entry(array, element_type_of(expected))


def _rounded_on_entry(array: np.ndarray, element: Attribute) -> np.ndarray:
    """The values of an argument of a small float type as compiled code sees them on entry: float32 values for
    an f8 argument converted to it, for a bf16 argument rounded to bf16 (ties to even; a product of unrounded
    inputs was rounded once from another value); other arrays as they are."""
    if isinstance(element, ReducedPrecisionFloatType):
        return round_to_small_float(array, element)
    if isinstance(element, BFloat16Type):
        return np.asarray(round_to_bf16(np.asarray(array, np.float32)))
    return array


def _memref_input(value: Any, expected: MemRefType, index: int, function: func.FuncOp) -> np.ndarray:
    """A memref argument is the caller's array itself, so that what the program writes is seen by the caller; a
    bf16 or f8 one is rounded to its element type in place first (a copy when the array is read-only)."""
    try:
        dtype = numpy_dtype(expected.element_type)
    except UnsupportedType as err:
        # As for a tensor (`_coerce_input`): memref<2xvector<3xi4>> from --inputs was an internal error.
        raise DiagnosticError(str(err), function) from None
    shape = tuple(expected.get_shape())
    if not isinstance(value, np.ndarray) or value.dtype != dtype or value.ndim != len(shape):
        raise DiagnosticError(
            f"argument #{index} of @{function.sym_name.data} must be a numpy array of dtype {dtype} "
            f"and rank {len(shape)} (a buffer the program writes into)",
            function,
        )
    if any(d >= 0 and d != s for d, s in zip(shape, value.shape)):
        raise DiagnosticError(
            f"argument #{index} of @{function.sym_name.data} must have shape [{format_shape(shape)}], "
            f"but the input has shape {list(value.shape)}",
            function,
        )
    rounded = _rounded_on_entry(value, expected.element_type)
    if rounded is not value and value.flags.writeable:
        # The buffer holds the element type's values, as the compiled entry's does (and gives back).
        value[...] = rounded
        return value
    return rounded


def find_function(module: ModuleOp, entry: str) -> func.FuncOp:
    """The `func.func @entry` of a module, or a DiagnosticError."""
    for op in module.body.block.ops:
        if isinstance(op, func.FuncOp) and op.sym_name.data == entry:
            return op
    raise no_function_error(module, entry)


def no_function_error(module: ModuleOp, entry: str) -> DiagnosticError:
    """The error for an entry the module lacks, naming the functions it has that could run instead:

        no function named '@main' in the module; its functions: @f, @g
    """
    names = [
        op.sym_name.data
        for op in module.body.block.ops
        if op.name in ("func.func", "llvm.func") and op.regions[0].blocks
        and not op.sym_name.data.startswith("_mlir_ciface_")
    ]  # fmt: skip
    listed = ", ".join(f"@{name}" for name in names[:8]) + (", ..." if len(names) > 8 else "")
    message = f"no function named '@{entry}' in the module" + (f"; its functions: {listed}" if names else "")
    return DiagnosticError(message, module)


INTERPRETER_FRAMES = 50_000
"""How many Python frames the interpreter may use: xDSL's interpreter recurses about a dozen frames per
func.call and per region, so the default limit (1000) stops call chains about 80 deep."""

_STACK_BYTES = 512 << 20
"""The stack of the thread that interprets, enough for INTERPRETER_FRAMES frames (only what is used is committed)."""


_deep_lock = threading.Lock()
if hasattr(os, "register_at_fork"):
    # A child forked while another thread held the lock (a moment) would wait for it forever.
    os.register_at_fork(after_in_child=_deep_lock._at_fork_reinit)
_deep_runs = 0
_previous_limit = 0


def _with_deep_stack(call: Callable[[], Any]) -> Any:
    """`call()` on a thread with a large stack and recursion limit; its exception, if any, re-raised here."""
    outcome: dict[str, Any] = {}

    def target() -> None:
        try:
            outcome["value"] = call()
        except BaseException as err:  # re-raised in the calling thread
            outcome["error"] = err

    global _deep_runs, _previous_limit
    # The stack size and the recursion limit are the process's: several threads may interpret at once
    # (the processes of an SPMD run), so the limit is raised by the first and restored by the last.
    with _deep_lock:
        if _deep_runs == 0:
            _previous_limit = sys.getrecursionlimit()
            sys.setrecursionlimit(max(_previous_limit, INTERPRETER_FRAMES))
        _deep_runs += 1
    try:
        with _deep_lock:
            previous_stack = threading.stack_size(_STACK_BYTES)
            try:
                thread = threading.Thread(target=target, name="aiopt-interpreter")
                thread.start()
            finally:
                threading.stack_size(previous_stack)
        thread.join()
    finally:
        with _deep_lock:
            _deep_runs -= 1
            if _deep_runs == 0:
                sys.setrecursionlimit(_previous_limit)
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


_NO_BODY = "is a declaration without a body: the reference interpreter cannot run it"


def run_function(module: ModuleOp, entry: str, inputs: Sequence[Any], process: Process | None = None) -> list[Any]:
    """Interpret `@entry` on `inputs`; return its results as numpy arrays (tuples for tuple results).

    `process` is the replica and partition it runs as (`aiopt.reference.collectives`;
    default: the calling thread's, one replica and one partition outside an SPMD run).
    """
    function = find_function(module, entry)
    if function.is_declaration:
        raise DiagnosticError(op_error_message(function, f"@{entry} {_NO_BODY}"), function)
    arg_types = function.function_type.inputs.data
    if len(inputs) != len(arg_types):
        raise DiagnosticError(
            f"@{entry} takes {len(arg_types)} arguments, but {len(inputs)} inputs were given", function
        )
    for type_ in function.function_type.outputs.data:
        if isinstance(type_, FunctionType):  # a FunctionValue is no array (compiled code refuses it too)
            message = f"@{entry} returns a function value ({type_}), which the reference interpreter cannot give back"
            raise DiagnosticError(message, function)
    check_supported(module)
    args = [_coerce_input(value, type_, i, function) for i, (value, type_) in enumerate(zip(inputs, arg_types))]
    current = _CurrentOp()
    interpreter = reference_interpreter(module, (current,))
    process = process or current_process()

    def run() -> Any:
        with np.errstate(all="ignore"), running_as(process):
            return interpreter.call_op(entry, tuple(args))

    try:
        results = _with_deep_stack(run)
    except DiagnosticError:
        raise
    except InterpretationError as err:
        # xDSL's words for a call of a function without a body (`func.func private @f(...)`).
        callee = str(err).removeprefix("Could not find external function implementation named ")
        if callee == str(err):
            raise
        at = current.op or function
        raise DiagnosticError(op_error_message(at, f"calls @{callee}, which {_NO_BODY}"), at) from None
    except MemoryError as err:
        at = current.op or function
        raise RuntimeCheckError(op_error_message(at, out_of_memory_message(err)), at) from None
    except RecursionError:
        at = current.op or function
        message = "is nested too deeply (calls or regions) for the interpreter"
        raise DiagnosticError(op_error_message(at, message), at) from None
    except (UnsupportedType, NotImplementedError) as err:
        at = current.op or function
        raise DiagnosticError(op_error_message(at, str(err)), at) from None
    except TypeError as err:
        # numpy has no loop for some valid type combinations (e.g. remainder
        # of complex numbers): a limit of the interpreter, not a bug in it.
        if not is_numpy_type_limit(err):
            raise
        at = current.op or function
        raise DiagnosticError(op_error_message(at, f"is not supported by the reference interpreter: {err}"), at) from None
    except (IndexError, ValueError, ZeroDivisionError) as err:
        # What the program does at run time is undefined in MLIR where numpy refuses it: an index out of a
        # memref's bounds, an scf.for step of 0, a tensor.reshape to another number of elements. (HLO ops
        # define these cases, and the interpreter computes them; an error that escapes them is reported
        # the same way, with numpy's words, at the op.)
        at = current.op or function
        if str(err) == "assignment destination is read-only" and writes_constant_global(at):
            raise RuntimeCheckError(op_error_message(at, CONSTANT_WRITE), at) from None
        message = op_error_message(at, f"failed at run time in the reference interpreter: {err}")
        raise RuntimeCheckError(message, at) from err
    # A buffer returned is read through its memref type, as memref.load reads it: a ui4 result that is a view of
    # an i4 buffer (its values sign-extended in int8) holds 8, not 248 (difftest seed 21008 #81, --gpu-kernels).
    outputs = function.function_type.outputs.data
    return [
        buffer.read_through(type_, value) if isinstance(type_, MemRefType) and isinstance(value, np.ndarray) else value
        for value, type_ in zip(results, outputs, strict=True)
    ]
