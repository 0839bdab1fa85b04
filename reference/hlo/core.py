"""Reference semantics of constants, tuples and the region terminator."""

from __future__ import annotations

import numpy as np
from xdsl.dialects.builtin import BFloat16Type, DenseIntOrFPElementsAttr, DenseResourceAttr, TensorType, VectorType

from aiopt.dialects.hlo.types import element_type_of
from aiopt.dialects.quant import UniformQuantizedType
from aiopt.reference.hlo import as_result, numpy_dtype
from aiopt.reference.semantics import Implementations
from aiopt.support.dense_resource import ResourceError, dense_from_resource
from aiopt.support.sparse_elements import SparseElementsAttr

IMPLEMENTATIONS = Implementations()
"""The reference semantics this module declares."""


def elements_to_numpy(value, result_type) -> np.ndarray:
    """The numpy array of a dense (or sparse: its listed elements, zero elsewhere; or dense_resource: its blob's)
    elements attribute of a tensor or vector type."""
    if isinstance(value, DenseResourceAttr):
        value = _resource_elements(value)
    if isinstance(value, SparseElementsAttr):
        value = value.to_dense()
    assert isinstance(value, DenseIntOrFPElementsAttr)
    element = result_type.element_type if isinstance(result_type, VectorType) else element_type_of(result_type)
    dtype = numpy_dtype(element)
    shape = tuple(result_type.get_shape())
    if dtype.kind == "f" and dtype.itemsize * 8 == getattr(element, "bitwidth", None):
        # f16, f32, f64: the stored bytes as they are, so that a NaN keeps its payload and signalling bit (a
        # Python float list converted to float32 goes through the CPU, which quiets 0x7F800001).
        array = np.frombuffer(value.data.data, dtype).copy()
        if array.size == 1 and int(np.prod(shape)) != 1:
            array = np.full(shape, array.reshape(()), dtype=array.dtype)
        return as_result(array.reshape(shape), result_type)
    if isinstance(element, BFloat16Type):
        # bf16, held in float32: the stored bits widened (exact, a NaN's bits kept; `as_result` would round
        # each to bf16 again, which quiets a signalling NaN).
        array = (np.frombuffer(value.data.data, "<u2").astype(np.uint32) << np.uint32(16)).view(np.float32)
        if array.size == 1 and int(np.prod(shape)) != 1:
            return np.full(shape, array.reshape(()), dtype=array.dtype)
        return array.reshape(shape)
    flat = value.get_values()
    if dtype.kind == "c":
        flat = [complex(*v) if isinstance(v, tuple) else v for v in flat]
    array = np.array(flat, dtype=dtype if dtype.kind != "b" else np.int64)
    if array.size == 1 and int(np.prod(shape)) != 1:
        array = np.full(shape, array.reshape(()), dtype=array.dtype)
    return as_result(array.reshape(shape), result_type)


def _resource_elements(value: DenseResourceAttr) -> DenseIntOrFPElementsAttr:
    """The dense elements a blob holds (quantized elements as their storage integers, as the interpreter holds
    them); a blob that is missing or of another size is an error at the op."""
    type_ = value.type
    element = type_.get_element_type()
    if isinstance(element, UniformQuantizedType):
        value = DenseResourceAttr(value.resource_handle, TensorType(element.storage_type, type_.get_shape()))
    try:
        return dense_from_resource(value)
    except ResourceError as err:
        raise NotImplementedError(f"dense_resource<{value.resource_handle.data}>: {err}") from None


@IMPLEMENTATIONS.register("constant")
def constant(interpreter, op, args):
    return (elements_to_numpy(op.value, op.output.type),)


@IMPLEMENTATIONS.register("tuple")
def tuple_(interpreter, op, args):
    return (tuple(args),)


@IMPLEMENTATIONS.register("get_tuple_element")
def get_tuple_element(interpreter, op, args):
    return (args[0][op.index.value.data],)


@IMPLEMENTATIONS.register("return")
def return_(interpreter, op, args):
    """The values a region yields to the op that runs it (if, while, reduce bodies)."""
    return tuple(args)
