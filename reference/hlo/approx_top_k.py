"""`custom_call @ApproxTopK` (jax.lax.approx_max_k / approx_min_k): what XLA computes for it, and its checks.

    %v, %i = stablehlo.custom_call @ApproxTopK(%x, %iota, %init, %init_index) {backend_config = "",
        called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true,
        is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64,
        reduction_input_size_override = -1 : i64, top_k = 5 : i64}}
      : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)

The operands are N inputs of one shape, then N scalar init values of their
element types (jax passes the values and an iota of indices, with -inf/+inf
and -1); the one called computation is the comparator, a function of
(lhs_0, rhs_0, lhs_1, rhs_1, ...) scalars returning `tensor<i1>`, as a sort's
region is. The options are the dictionary `mhlo.backend_config` (on mhlo,
the typed-FFI `backend_config`); XLA's translation reads them and checks
the call with the messages `approx_top_k_call` gives.

XLA builds the computation (xla/hlo/builder/lib/approx_topk.cc) from the
output size m along `reduction_dim` (`reduction_output_size`, XLA's
ApproxTopKReductionOutputSize: top_k, or fewer when the dimension is short):

- m == 1: a reduce over `reduction_dim` of the inputs from the init values,
  whose body keeps the accumulators where the comparator of (accumulators,
  element) holds, else the element: `select(cmp(acc, x), acc, x)`, in index
  order (ties and NaNs: the later element wins), reshaped to size 1;
- else the inputs sorted together along `reduction_dim` by the comparator,
  sliced to their first m.

`is_fallback = true` (what jax exports for CPU and GPU) always takes this
road. The TPU algorithm (`is_fallback = false`) reduces approximately with a
`PartialReduce` custom call where the dimension is longer than the TPU's
tiling (128; 1024 for rank 1) and the recall target asks for a reduction;
elsewhere it is exact: this road with `aggregate_to_topk`, the inputs
unchanged without. Its approximate cases are reported as unsupported.

Sorts are stable (the earlier element first among equals), as XLA's CPU
TopK kernel orders a max-k of f32/bf16 and as its sort of at most 16
elements does. With a comparator that is no strict weak order (jax's GT/LT
of floats on NaN) the order of a sort is implementation-defined: XLA's CPU
backend puts NaNs first for a max-k (its TopK kernel orders floats totally)
and its std::sort scatters them elsewhere; the interpreter and compiled code
sort as the `sort` op does. The m == 1 reduce is defined for NaN too.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from xdsl.dialects.builtin import (
    DictionaryAttr,
    Float32Type,
    FloatAttr,
    FunctionType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    TensorType,
    i1,
)
from xdsl.ir import Operation
from xdsl.traits import SymbolTable

from aiopt.dialects import func
from aiopt.dialects.hlo.types import element_type_of, shape_of
from aiopt.reference.hlo.reduction_support import results_of
from aiopt.reference.hlo.reductions import sort_along

TARGET = "ApproxTopK"
"""The custom_call target of jax.lax.approx_max_k and approx_min_k."""

OPTIONS = (
    "top_k",
    "reduction_dim",
    "recall_target",
    "aggregate_to_topk",
    "reduction_input_size_override",
    "is_fallback",
)
"""The backend_config entries XLA reads (is_fallback may be absent: false)."""

_UNSUPPORTED_PROPERTIES = ("operand_layouts", "result_layouts", "output_operand_aliases")
"""custom_call properties XLA's translation of ApproxTopK rejects."""


def is_approx_top_k(op: Operation) -> bool:
    """Whether `op` is an mhlo or stablehlo `custom_call @ApproxTopK`."""
    target = op.properties.get("call_target_name")
    return (
        op.name in ("mhlo.custom_call", "stablehlo.custom_call")
        and isinstance(target, StringAttr)
        and target.data == TARGET
    )


@dataclass(frozen=True)
class ApproxTopKCall:
    """What a well-formed `custom_call @ApproxTopK` computes (see the module docstring)."""

    inputs: int
    """N: the operands are N inputs, then N init values; N results."""
    dimension: int
    """reduction_dim."""
    output_size: int
    """The size of the results along `dimension`."""
    how: str
    """"reduce" (output_size 1), "sort" (then the first output_size) or "identity" (the inputs)."""
    comparator: str
    """The symbol of the comparator function."""


def _tiling(rank: int) -> int:
    return 1024 if rank == 1 else 128


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _log2_floor(value: int) -> int:
    return max(value.bit_length() - 1, 0)


def _log2_ceil(value: int) -> int:
    return (value - 1).bit_length() if value > 0 else 0


def reduction_output_size(
    size: int, rank: int, top_k: int, recall_target: float, aggregate_to_topk: bool, size_override: int
) -> tuple[int, int]:
    """XLA's ApproxTopKReductionOutputSize: the output size along the reduction dimension of `size` elements and
    the log2 of the TPU's reduction (0: none; -1 when aggregated to top_k). ValueError with XLA's message where
    the options do not fit."""
    if aggregate_to_topk:
        approximate, _ = reduction_output_size(size, rank, top_k, recall_target, False, size_override)
        return min(top_k, approximate), -1
    tiling = _tiling(rank)
    if size <= tiling:
        return size, 0
    if 0 <= size_override < size:
        raise ValueError(
            f"reduction_input_size_override: {size_override} should be greater equals to operands[reduction_dim]: "
            f"{size}"
        )
    logical = size_override if size_override >= 0 else size
    if top_k == 1:
        return tiling, _log2_ceil(_ceil_div(logical, tiling))
    if recall_target == 1.0:
        return size, 0
    if not 0.0 < recall_target <= 1.0:
        raise ValueError("recall_target should range in (0,1]")
    windows = min(max(int(max((1.0 - top_k) / math.log(recall_target), 0.0)), tiling), logical)
    log2_reduction = _log2_floor(logical // windows)
    if log2_reduction == 0:
        return size, 0
    log2_reduction = min(log2_reduction, _log2_ceil(size // tiling))
    return _ceil_div(_ceil_div(size, tiling), 1 << log2_reduction) * tiling, log2_reduction


def backend_config(op: Operation) -> DictionaryAttr | None:
    """The options dictionary: `mhlo.backend_config` (stablehlo), else a dictionary `backend_config` (mhlo)."""
    config = op.attributes.get("mhlo.backend_config")
    if isinstance(config, DictionaryAttr):
        return config
    config = op.properties.get("backend_config")
    return config if isinstance(config, DictionaryAttr) else None


def _option_error(config: DictionaryAttr) -> str | None:
    """XLA's checks of the options' presence and types, in its order."""
    for name in config.data:
        if name not in OPTIONS:
            return f"{name} is not a supported backend_config attribute for ApproxTopK"
    kinds = {
        "top_k": "i64",
        "reduction_dim": "i64",
        "recall_target": "f32",
        "aggregate_to_topk": "bool",
        "reduction_input_size_override": "i64",
    }
    for name, kind in kinds.items():
        if name not in config.data:
            return f"Missing {name} attribute in backend_config"
        if not _has_kind(config.data[name], kind):
            return f"{name} attribute in backend_config must be of {kind} type"
    if "is_fallback" in config.data and not _has_kind(config.data["is_fallback"], "bool"):
        return "is_fallback attribute in backend_config must be of bool type"
    return None


def _has_kind(value, kind: str) -> bool:
    if kind == "bool":
        return isinstance(value, IntegerAttr) and value.type == i1
    if kind == "f32":
        return isinstance(value, FloatAttr) and isinstance(value.type, Float32Type)
    return isinstance(value, IntegerAttr) and isinstance(value.type, IntegerType) and value.type.width.data == 64


def _int(config: DictionaryAttr, name: str) -> int:
    value = config.data[name]
    assert isinstance(value, IntegerAttr)
    return value.value.data


def comparator_function(op: Operation) -> func.FuncOp | None:
    """The function the call's one called computation names, if it is one."""
    callees = op.properties.get("called_computations")
    if callees is None or len(callees.data) != 1:
        return None
    found = SymbolTable.lookup_symbol(op, callees.data[0])
    return found if isinstance(found, func.FuncOp) else None


def approx_top_k_call(op: Operation) -> ApproxTopKCall | str:
    """What the `custom_call @ApproxTopK` `op` computes, or what is wrong with it (an error message, XLA's
    translation's where it has one). Static shapes only."""
    for name in _UNSUPPORTED_PROPERTIES:
        if op.properties.get(name) is not None:
            return f"{name} is not a supported attribute for ApproxTopK"
    config = backend_config(op)
    if config is None:
        return "Missing backend_config attribute"
    error = _option_error(config)
    if error is not None:
        return error
    top_k, dimension = _int(config, "top_k"), _int(config, "reduction_dim")
    recall_target_attr = config.data["recall_target"]
    assert isinstance(recall_target_attr, FloatAttr)
    recall_target = float(np.float32(recall_target_attr.value.data))
    aggregate = bool(_int(config, "aggregate_to_topk"))
    size_override = _int(config, "reduction_input_size_override")
    fallback = "is_fallback" in config.data and bool(_int(config, "is_fallback"))
    if len(op.operands) % 2:
        return "ApproxTopK takes an even number of operands."
    count = len(op.operands) // 2
    if count != len(op.results):
        return "num_results does not match num_inputs"
    if not count:
        return "ApproxTopK takes at least one input"
    inputs, inits = op.operands[:count], op.operands[count:]
    types = [v.type for v in (*op.operands, *op.results)]
    if not all(isinstance(t, TensorType) and t.has_static_shape() for t in types):
        return "ApproxTopK of unranked or dynamic shapes is not supported"
    shape = shape_of(inputs[0].type)
    assert shape is not None
    # XLA checks these three after the types; reduction_output_size cannot fail once they hold.
    if not 0 <= dimension < len(shape):
        return "reduction_dim out of range"
    if not 0.0 < recall_target <= 1.0:
        return "recall_target out of range"
    if 0 <= size_override < shape[dimension]:
        return "reduction_input_size_override out of range"
    output_size, _ = reduction_output_size(shape[dimension], len(shape), top_k, recall_target, aggregate, size_override)
    for i, (value, init, result) in enumerate(zip(inputs, inits, op.results)):
        if shape_of(value.type) != shape:
            return f"input shape mismatch at position {i}"
        if element_type_of(init.type) != element_type_of(value.type):
            return f"input and init_value element type mismatch at position {i}"
        if shape_of(init.type) != ():
            return f"init_value at position {i} must be a 0-rank tensor"
        if element_type_of(value.type) != element_type_of(result.type):
            return f"result element type mismatch at position {i}"
        result_shape = shape_of(result.type)
        assert result_shape is not None
        if len(result_shape) != len(shape):
            return f"result rank mismatch at position {i}"
        for j, (size, result_size) in enumerate(zip(shape, result_shape)):
            if j == dimension and result_size != output_size:
                return f"ApproxTopK aggregates to k={output_size}, but got {result_size}"
            if j != dimension and result_size != size:
                return f"result shape mismatch at position {i}, index {j}"
    callees = op.properties.get("called_computations")
    if callees is None or len(callees.data) != 1:
        return "ApproxTopK takes exactly 1 called_computation."
    callee = comparator_function(op)
    name = callees.data[0].string_value()
    if callee is None:
        return f"called_computation @{name} is not a function of the module"
    scalars = [TensorType(element_type_of(v.type), []) for v in inputs for _ in range(2)]
    expected = FunctionType.from_lists(scalars, [TensorType(i1, [])])
    if callee.function_type != expected:
        return (
            f"called_computation type does not match the expected type. Got {callee.function_type} expected {expected}"
        )
    how = "reduce" if output_size == 1 else "sort"
    if not fallback:
        exact = shape[dimension] <= _tiling(len(shape))
        if not exact:
            _, log2_reduction = reduction_output_size(
                shape[dimension], len(shape), top_k, recall_target, False, size_override
            )
            exact = log2_reduction == 0
        if not exact:
            return (
                "ApproxTopK with is_fallback = false reduces approximately (the TPU's PartialReduce) and is not "
                "supported; jax exports is_fallback = true for CPU and GPU"
            )
        if not aggregate:
            how = "identity"
    return ApproxTopKCall(count, dimension, output_size, how, name)


def approx_top_k(interpreter, op: Operation, args) -> tuple[np.ndarray, ...]:
    """The results of a well-formed `custom_call @ApproxTopK` (`approx_top_k_call(op)` is no error)."""
    call = approx_top_k_call(op)
    assert isinstance(call, ApproxTopKCall)
    inputs, inits = [np.asarray(a) for a in args[: call.inputs]], args[call.inputs :]

    def holds(pairs) -> bool:
        """The comparator on (lhs_0, rhs_0, lhs_1, rhs_1, ...)."""
        return bool(interpreter.call_op(call.comparator, tuple(np.asarray(value) for value in pairs))[0])

    if call.how == "identity":
        return results_of(op, inputs)
    if call.how == "sort":
        ordered = sort_along(inputs, call.dimension, holds)
        return results_of(op, [np.take(x, range(call.output_size), axis=call.dimension) for x in ordered])
    rows = [np.moveaxis(x, call.dimension, -1) for x in inputs]
    outputs = [np.empty(rows[0].shape[:-1] + (1,), x.dtype) for x in rows]
    for index in np.ndindex(*rows[0].shape[:-1]):
        accumulators = [np.asarray(init) for init in inits]
        for step in range(rows[0].shape[-1]):
            elements = [row[index + (step,)] for row in rows]
            if not holds([value for pair in zip(accumulators, elements) for value in pair]):
                accumulators = [np.asarray(e) for e in elements]
        for output, value in zip(outputs, accumulators):
            output[index + (0,)] = value
    return results_of(op, [np.moveaxis(x, -1, call.dimension) for x in outputs])
