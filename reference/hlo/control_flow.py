"""Reference semantics of the control flow ops and their mhlo relatives.

`if`, `case`, `while` and `fusion` run their regions in the interpreter;
`composite` calls its decomposition function. `custom_call` knows the
targets that do nothing on a single device (`Sharding` and the SPMD shape
annotations), the LAPACK routines JAX calls (`aiopt.reference.hlo.lapack`),
`ApproxTopK` (jax.lax.approx_max_k: `aiopt.reference.hlo.approx_top_k`)
and JAX's `shape_assertion` (a located RuntimeCheckError where it fails); any
other target raises NotImplementedError, which the interpreter reports at the
op.
"""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import StringAttr

from aiopt.reference.hlo import as_result
from aiopt.reference.hlo.approx_top_k import approx_top_k, approx_top_k_call, is_approx_top_k
from aiopt.reference.hlo.dynamic_reduce_window import is_dynamic_reduce_window
from aiopt.reference.hlo.lapack import lapack_call, lapack_routine, lapack_signature_error
from aiopt.reference.hlo.reductions import dynamic_reduce_window
from aiopt.reference.semantics import Implementations
from aiopt.support.diagnostics import DiagnosticError, RuntimeCheckError, op_error_message

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""

SHAPE_ASSERTION = "shape_assertion"
"""JAX's check of a shape-polymorphic export's input shapes: `custom_call @shape_assertion(%holds, %values...)`."""

SINGLE_DEVICE_IDENTITY_TARGETS = frozenset({"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape"})
"""custom_call targets that only annotate sharding: identities on one device."""


@IMPLEMENTATIONS.register("if")
def if_(interpreter, op, args):
    branch = op.true_branch if bool(args[0]) else op.false_branch
    return tuple(interpreter.run_ssacfg_region(branch, ()))


@IMPLEMENTATIONS.register("case")
def case(interpreter, op, args):
    """Branch `index`; an index out of [0, N) selects the last branch, as the spec says."""
    branches = list(op.branches)
    index = int(args[0])
    if not 0 <= index < len(branches):
        index = len(branches) - 1
    return tuple(interpreter.run_ssacfg_region(branches[index], ()))


@IMPLEMENTATIONS.register("while")
def while_(interpreter, op, args):
    values = tuple(args)
    while bool(interpreter.run_ssacfg_region(op.cond, values)[0]):
        values = tuple(interpreter.run_ssacfg_region(op.body, values))
    return values


@IMPLEMENTATIONS.register("optimization_barrier")
def optimization_barrier(interpreter, op, args):
    return tuple(args)


@IMPLEMENTATIONS.register("add_dependency", "domain")
def forward_operand(interpreter, op, args):
    """add_dependency and domain only order or annotate their first operand."""
    return (args[0],)


@IMPLEMENTATIONS.register("trace")
def trace(interpreter, op, args):
    """mhlo.trace records its operand for XLA's tracing; it computes nothing."""
    return ()


@IMPLEMENTATIONS.register("bitcast")
def bitcast(interpreter, op, args):
    """With default (row-major) layouts a bitcast of the same element type is a reshape."""
    (operand,) = args
    result_type = op.result.type
    if op.operand.type.get_element_type() != result_type.get_element_type():
        raise NotImplementedError("bitcast between element types is not supported by the reference interpreter")
    return (as_result(np.reshape(operand, tuple(result_type.get_shape())), result_type),)


@IMPLEMENTATIONS.register("fusion")
def fusion(interpreter, op, args):
    takes_operands = bool(op.fused_computation.block.args)
    return tuple(interpreter.run_ssacfg_region(op.fused_computation, tuple(args) if takes_operands else ()))


@IMPLEMENTATIONS.register("custom_call")
def custom_call(interpreter, op, args):
    target = op.call_target_name.data
    identity = (
        target in SINGLE_DEVICE_IDENTITY_TARGETS
        and len(args) == 1
        and len(op.res) == 1
        and op.inputs[0].type == op.res[0].type
    )
    if lapack_routine(op) is not None:
        error = lapack_signature_error(op)
        if error is not None:
            raise DiagnosticError(op_error_message(op, error), op)
        return lapack_call(op, args)
    if is_approx_top_k(op):
        problem = approx_top_k_call(op)
        if isinstance(problem, str):
            raise DiagnosticError(op_error_message(op, problem), op)
        return approx_top_k(interpreter, op, args)
    if is_dynamic_reduce_window(op):
        return dynamic_reduce_window(interpreter, op, args)
    if target == SHAPE_ASSERTION and not op.res and args:
        return shape_assertion(op, args)
    if not identity:
        raise NotImplementedError(f"custom_call target @{target} has no reference semantics in the interpreter")
    return (args[0],)


def shape_assertion(op, args) -> tuple:
    """Nothing where the first operand holds; else a located RuntimeCheckError with the op's `error_message`, its
    `{0}`, `{1}`, ... filled in with the other operands (as jax's handler of the call formats it)."""
    if bool(np.asarray(args[0])):
        return ()
    message = op.attributes.get("error_message")
    text = message.data if isinstance(message, StringAttr) else "shape assertion failed"
    try:
        text = text.format(*(np.asarray(a).item() for a in args[1:]))
    except (IndexError, KeyError, ValueError):
        pass  # placeholders that do not fit the operands: the message as written
    raise RuntimeCheckError(op_error_message(op, text), op)


@IMPLEMENTATIONS.register("composite")
def composite(interpreter, op, args):
    return tuple(interpreter.call_op(op.decomposition.string_value(), tuple(args)))
