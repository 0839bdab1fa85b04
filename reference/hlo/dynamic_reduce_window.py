"""Reference semantics of StableHLO's experimental `stablehlo.dynamic_reduce_window` custom call.

jax exports a `reduce_window` whose window depends on a symbolic dimension
(`jnp.cumsum` of a `b`-long axis under `jax.export` shape polymorphism: a
window of `b` elements padded by `b - 1`) as this call: the inputs, the
init values, then the window's dimensions, strides, base dilations and
window dilations (1-D integer tensors of the inputs' rank) and its padding
(rank x 2), as values; the body is the one function `called_computations`
names:

    %r = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %zero, %size, %one, %one, %one, %padding)
        {called_computations = [@add]}
        : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>)
        -> tensor<?xf32>

It computes what `reduce_window` computes with those attributes (StableHLO's
`refineDynamicReduceWindowOp` makes it one when they are constants). A window
dimension, stride or dilation that is not positive at run time is a
RuntimeCheckError (compiled code: a `cf.assert`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from xdsl.dialects.builtin import IntegerType, TensorType
from xdsl.traits import SymbolTable

from aiopt.dialects import func
from aiopt.dialects.hlo.reductions import Window
from aiopt.dialects.hlo.types import element_type_of

TARGET = "stablehlo.dynamic_reduce_window"
WINDOW_OPERANDS = ("window_dimensions", "window_strides", "base_dilations", "window_dilations", "padding")
"""The trailing operands, in order."""
POSITIVE = WINDOW_OPERANDS[:4]
"""The operands each of whose elements must be positive."""


def positive_message(name: str, dim: int) -> str:
    """The message of a run-time check that element `dim` of operand `name` is positive."""
    return f"@{TARGET} expects {name}[{dim}] to be positive"


def is_dynamic_reduce_window(op) -> bool:
    return getattr(op, "call_target_name", None) is not None and op.call_target_name.data == TARGET


def body_function(op) -> func.FuncOp | None:
    """The function the call's one called computation names, if it is one."""
    callees = op.properties.get("called_computations")
    if callees is None or len(callees.data) != 1:
        return None
    found = SymbolTable.lookup_symbol(op, callees.data[0])
    return found if isinstance(found, func.FuncOp) else None


def signature_error(op) -> str | None:
    """What is wrong with the call's operands, results or body (an error message), if anything."""
    count = len(op.results)
    if count == 0 or len(op.operands) != 2 * count + len(WINDOW_OPERANDS):
        return (f"@{TARGET} expects 2 * N + 5 operands for its N results (inputs, init values, window_dimensions, "
                f"window_strides, base_dilations, window_dilations, padding), but got {len(op.operands)}")  # fmt: skip
    inputs, inits = op.operands[:count], op.operands[count : 2 * count]
    if not all(isinstance(v.type, TensorType) for v in (*op.operands, *op.results)):
        return f"@{TARGET} expects ranked tensor operands and results"
    rank = inputs[0].type.get_num_dims()
    for value, result, init in zip(inputs, op.results, inits, strict=True):
        if value.type.get_num_dims() != rank or result.type.get_num_dims() != rank:
            return f"@{TARGET} expects inputs and results of one rank, {rank}"
        if init.type.get_num_dims() != 0:
            return f"@{TARGET} expects rank-0 init values, but got {init.type}"
        element = element_type_of(value.type)
        if element != element_type_of(result.type) or element != element_type_of(init.type):
            return f"@{TARGET} expects each input, init value and result of one element type"
    windows = op.operands[2 * count :]
    for name, value in zip(WINDOW_OPERANDS, windows, strict=True):
        shape = [rank, 2] if name == "padding" else [rank]
        if value.type.get_shape() != tuple(shape) or not isinstance(element_type_of(value.type), IntegerType):
            expected = "x".join(map(str, shape))
            return f"@{TARGET} expects {name} to be a tensor<{expected}x(integer)>, but got {value.type}"
    body = body_function(op)
    if body is None or len(body.body.blocks) != 1:
        return f"@{TARGET} expects called_computations to name one function of one block, its body"
    types = [t for t in body.function_type.inputs.data]
    expected = [TensorType(element_type_of(v.type), []) for v in (*inputs, *inputs)]
    if types != expected or list(body.function_type.outputs.data) != expected[:count]:
        return f"@{TARGET} expects its body to take {2 * count} and return {count} rank-0 tensors of the inputs' types"
    return None


def window_of(values: Sequence[np.ndarray]) -> Window | str:
    """The window the trailing operands' values give, or the message of the first element that is not positive."""
    dimensions, strides, base, dilations, padding = (np.asarray(v).astype(np.int64) for v in values)
    for name, array in zip(POSITIVE, (dimensions, strides, base, dilations)):
        for dim, value in enumerate(array.tolist()):
            if value <= 0:
                return positive_message(name, dim)
    pairs = tuple((int(lo), int(hi)) for lo, hi in padding.tolist())
    return Window(*(tuple(int(v) for v in a) for a in (dimensions, strides, base, dilations)), pairs)
