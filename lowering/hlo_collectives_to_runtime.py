"""`hlo-collectives-to-runtime`: collectives, process ids and probes become calls of the runtime.

Compiled code runs as one process of an SPMD run (`aiopt.reference.collectives`):
which replica and partition it is, and the values of the other processes,
are only known when it runs. Each collective op of stablehlo or mhlo
(all_gather, all_reduce, all_to_all, collective_broadcast,
collective_permute, collective_reduce, cross-replica-sum, reduce_scatter),
the transfers (send, recv, infeed, outfeed: their token results become
their token operands, as the call keeps their order),
`replica_id`, `partition_id`, `interpreter.probe` and `interpreter.print` becomes a call of
`aiopt_collective_<N>_<n>` with N unranked memrefs: a JSON description of
the op (a constant), then each operand, then the buffer of each result
(the memrefs are the call's operands, so that they live until it returns):

    %r = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({...add...}) : (tensor<4xf32>) -> tensor<4xf32>
    ->
    %d = arith.constant dense<[123, 34, ...]> : tensor<97xi8>           // {"op": "all_reduce", ...}
    %db = bufferization.to_buffer %d : tensor<97xi8> to memref<97xi8>
    %xb = bufferization.to_buffer %x : tensor<4xf32> to memref<4xf32>
    %rb = memref.alloc() : memref<4xf32>
    %u0 = memref.cast %db : memref<97xi8> to memref<*xi8>                // and %u1, %u2 of %xb, %rb
    %status = func.call @aiopt_collective_3_0(%u0, %u1, %u2) : (memref<*xi8>, memref<*xf32>, memref<*xf32>) -> i32
    cf.assert %ok, "'stablehlo.all_reduce' op failed at run time"
    %r = bufferization.to_tensor %rb restrict writable : memref<4xf32> to tensor<4xf32>

The runtime function (`aiopt.runtime.collectives_runtime`) runs the op with
the calling thread's process, as the reference interpreter does. Shapes
must be static; the computation of a reduction must be one add, multiply,
maximum, minimum, and, or or xor of its two arguments (else a located
error).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import cf
from xdsl.dialects.builtin import (
    BFloat16Type,
    ComplexType,
    DenseIntOrFPElementsAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FunctionType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    Signedness,
    TensorType,
    UnrankedMemRefType,
    i8,
    i32,
)
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern

from aiopt.dialects import arith, func, memref
from aiopt.dialects.bufferization import ToBufferOp, ToTensorOp
from aiopt.dialects.hlo.types import is_token
from aiopt.dialects.interpreter import PrintOp, ProbeOp
from aiopt.lowering.runtime_abi import COLLECTIVE, FAILED
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.passes import DiagnosticPass

_FLOATS = {Float16Type: "float16", Float32Type: "float32", Float64Type: "float64", BFloat16Type: "bf16"}


def storage_dtype(element) -> str:
    """How compiled code stores an element type, as a numpy dtype name ("bf16": 2-byte bf16 bits; "int4",
    "uint48": a narrow integer in the bytes of the next of int8 to int64, its bits above the width clear,
    `aiopt.reference.runtime_collectives.storage`)."""
    if isinstance(element, IntegerType):
        width = element.width.data
        if width == 1:
            return "bool"
        if width <= 64:
            return f"{'u' if element.signedness.data == Signedness.UNSIGNED else ''}int{width}"
    if type(element) in _FLOATS:
        return _FLOATS[type(element)]
    if isinstance(element, ComplexType) and type(element.element_type) in (Float32Type, Float64Type):
        return "complex64" if isinstance(element.element_type, Float32Type) else "complex128"
    raise ValueError(f"has element type {element}, which compiled collectives do not support")


COLLECTIVE_OPS = frozenset(
    {
        "all_gather",
        "all_reduce",
        "all_to_all",
        "collective_broadcast",
        "collective_permute",
        "collective_reduce",
        "cross-replica-sum",
        "reduce_scatter",
        "replica_id",
        "partition_id",
    }
)
TRANSFER_OPS = frozenset({"send", "recv", "infeed", "outfeed"})
"""Ops that move values on a channel or through the host's queues: their tokens only order them, and
the call of the runtime keeps that order, so that their token results become their token operands."""

INTERPRETER_OPS = (ProbeOp, PrintOp)

_REDUCERS = frozenset({"add", "multiply", "maximum", "minimum", "and", "or", "xor"})


def _error(op: Operation, message: str) -> DiagnosticError:
    return DiagnosticError(op_error_message(op, message), op)


def _reducer(op: Operation) -> str:
    """The mnemonic of a computation `%r = OP %a, %b; return %r`, else a located error."""
    block = op.regions[0].blocks.first
    ops = list(block.ops) if block is not None else []
    if len(ops) == 2 and set(ops[0].operands) == set(block.args) and list(ops[1].operands) == list(ops[0].results):
        name = getattr(type(ops[0]), "MNEMONIC", "")
        if name in _REDUCERS:
            return name
    raise _error(
        op,
        "has a computation that compiled code does not support: one add, multiply, maximum, minimum, and, "
        "or or xor of its two arguments",
    )


def _channel(op: Operation) -> int:
    handle = op.properties.get("channel_handle")
    return handle.field("handle") if handle is not None else 0


def _int(op: Operation, name: str) -> int:
    return op.properties[name].value.data


def describe(op: Operation) -> dict:
    """The JSON description of `op` that the runtime function reads."""
    mnemonic = op.name.split(".", 1)[1]
    description: dict = {"op": mnemonic, "name": op.name}
    if "replica_groups" in op.properties:
        description["groups"] = op.groups()
        description["channel"] = _channel(op)
        description["global_ids"] = "use_global_device_ids" in op.properties
    if mnemonic in ("all_reduce", "reduce_scatter", "collective_reduce"):
        description["reducer"] = _reducer(op)
    if mnemonic == "cross-replica-sum":
        description["reducer"] = "add"
    if mnemonic == "all_gather":
        description["dim"] = _int(op, "all_gather_dim")
    if mnemonic == "reduce_scatter":
        description["dim"] = _int(op, "scatter_dimension")
    if mnemonic == "all_to_all":
        if op.is_tuple_form():
            raise _error(op, "in tuple form is not supported by compiled code")
        description["dims"] = [_int(op, n) for n in ("split_dimension", "concat_dimension", "split_count")]
    if mnemonic == "collective_permute":
        description["pairs"] = op.pairs()
        description["channel"] = _channel(op)
    if mnemonic == "collective_broadcast":
        description["dynamic_root"] = "has_dynamic_root" in op.properties
    if isinstance(op, ProbeOp):
        description["probe_id"] = op.probe_id.data
    if isinstance(op, INTERPRETER_OPS):
        description["type"] = str(op.operand.type)
    if mnemonic in ("send", "recv"):
        description["channel"] = _channel(op)
    description["inputs"] = [_buffer_spec(op, v.type) for v in op.operands if not is_token(v.type)]
    description["outputs"] = [_buffer_spec(op, v.type) for v in op.results if not is_token(v.type)]
    return description


def _buffer_spec(op: Operation, type_) -> list:
    if not isinstance(type_, TensorType) or not type_.has_static_shape():
        raise _error(op, f"needs static shapes in compiled code, but has {type_}")
    try:
        dtype = storage_dtype(type_.get_element_type())
    except ValueError as err:
        raise _error(op, str(err)) from None
    return [dtype, list(type_.get_shape())]


class CollectiveToRuntimeCall(RewritePattern):
    """One collective, process id or probe -> a call of the runtime (see the module docstring)."""

    def __init__(self) -> None:
        self.callees: dict[FunctionType, str] = {}
        """The runtime function declared for each signature: `aiopt_collective_<buffers>_<n>`."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        dialect, _, mnemonic = op.name.partition(".")
        hlo = dialect in ("stablehlo", "mhlo")
        if not ((hlo and mnemonic in COLLECTIVE_OPS | TRANSFER_OPS) or isinstance(op, INTERPRETER_OPS)):
            return
        tokens = [v for v in op.operands if is_token(v.type)]
        if hlo and mnemonic in TRANSFER_OPS and len(tokens) != 1:
            raise _error(op, "must have one token operand")
        operands = [v for v in op.operands if not is_token(v.type)]
        results = [r for r in op.results if not is_token(r.type)]
        text = json.dumps(describe(op), separators=(",", ":")).encode() + b"\0"
        text_type = TensorType(i8, [len(text)])
        constant = rewriter.insert(arith.ConstantOp(DenseIntOrFPElementsAttr.from_list(text_type, list(text))))
        buffers = [_buffer(rewriter, constant.result)]
        buffers += [_buffer(rewriter, operand) for operand in operands]
        outputs = [_alloc(rewriter, r.type) for r in results]
        buffers += outputs
        unranked = [_unranked(rewriter, b) for b in buffers]
        signature = FunctionType.from_lists([u.type for u in unranked], [i32])
        callee = self.callees.setdefault(signature, f"{COLLECTIVE}_{len(unranked)}_{len(self.callees)}")
        call = rewriter.insert(func.CallOp(callee, unranked, [i32]))
        zero = rewriter.insert(arith.ConstantOp(IntegerAttr(0, i32))).result
        ok = rewriter.insert(arith.CmpiOp(call.res[0], zero, "eq")).result
        check = rewriter.insert(cf.AssertOp(ok, f"'{op.name}' {FAILED}"))
        check.location = op.location  # a failure is reported at the collective
        values = iter([rewriter.insert(ToTensorOp(buffer, restrict=True, writable=True)).tensor for buffer in outputs])
        rewriter.replace(op, (), [tokens[0] if is_token(r.type) else next(values) for r in op.results])


def _alloc(rewriter: PatternRewriter, type_: TensorType) -> SSAValue:
    """A new buffer for a result of static tensor type `type_`."""
    return rewriter.insert(memref.AllocOp.get(type_.element_type, shape=type_.get_shape())).memref


def _unranked(rewriter: PatternRewriter, buffer: SSAValue) -> SSAValue:
    """`memref.cast %buffer : memref<4xf32> to memref<*xf32>`."""
    return rewriter.insert(memref.CastOp.get(buffer, UnrankedMemRefType.from_type(buffer.type.element_type))).dest


def _buffer(rewriter: PatternRewriter, tensor: SSAValue) -> SSAValue:
    """The buffer of a static tensor (identity layout)."""
    type_ = tensor.type
    return rewriter.insert(ToBufferOp(tensor, MemRefType(type_.element_type, type_.get_shape()))).results[0]


@dataclass(frozen=True)
class HloCollectivesToRuntimePass(DiagnosticPass):
    """Lower collectives, process ids, transfers, interpreter.probe and interpreter.print to runtime calls.

    Example, `ai-opt --hlo-collectives-to-runtime`:

        func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
          %r = "stablehlo.all_reduce"(%x) ({
          ^bb0(%a: tensor<f32>, %b: tensor<f32>):
            %s = stablehlo.add %a, %b : tensor<f32>
            stablehlo.return %s : tensor<f32>
          }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
          func.return %r : tensor<4xf32>
        }

    becomes (the constant is the JSON text `{"op":"all_reduce", ...}` that describes the op)

        %cst = arith.constant dense<"0x7B226F70223A22616C6C5F726564756365222C
        %0 = bufferization.to_buffer %cst : tensor<169xi8> to memref<169xi8>
        %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
        %alloc = memref.alloc() : memref<4xf32>
        ...
        %2 = call @aiopt_collective_3_0(%cast, %cast_0, %cast_1) : (memref<*xi8>, memref<*xf32>, memref<*xf32>) -> i32
        %3 = arith.cmpi eq, %2, %c0_i32 : i32
        cf.assert %3, "'stablehlo.all_reduce' op failed at run time"
        %4 = bufferization.to_tensor %alloc restrict writable : memref<4xf32> to tensor<4xf32>
    """

    name = "hlo-collectives-to-runtime"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        pattern = CollectiveToRuntimeCall()
        PatternRewriteWalker(pattern, apply_recursively=False).rewrite_module(op)
        for signature, name in pattern.callees.items():
            op.body.block.add_op(func.FuncOp.external(name, signature.inputs.data, signature.outputs.data))
