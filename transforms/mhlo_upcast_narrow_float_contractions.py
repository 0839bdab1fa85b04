"""`--mhlo-upcast-narrow-float-contractions`: bf16/f16 dots and convolutions summed in f32.

HLO leaves the precision of a contraction's sums to the implementation; XLA
on the CPU sums bf16 and f16 dots and convolutions in f32 and rounds the
result once. Lowered as they are, their linalg bodies would round every
product and every partial sum to the narrow type (a sum of 256 products
loses about 7 of bf16's 8 bits), and no f32 micro-kernel could take them.
This pass makes each `mhlo.dot`, `mhlo.dot_general` and `mhlo.convolution`
whose operands and result are bf16 or f16 compute in f32 between converts:

    %r = mhlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4x8xbf16>, tensor<8x5xbf16>) -> tensor<4x5xbf16>

becomes

    %0 = mhlo.convert %a : (tensor<4x8xbf16>) -> tensor<4x8xf32>
    %1 = mhlo.convert %b : (tensor<8x5xbf16>) -> tensor<8x5xf32>
    %2 = mhlo.dot_general %0, %1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x5xf32>) -> tensor<4x5xf32>
    %r = mhlo.convert %2 : (tensor<4x5xf32>) -> tensor<4x5xbf16>

(the reference interpreter sums in f64 and rounds once: the result is then
its result but where the f32 sum lies within an f32 rounding of a bf16 or
f16 tie). The CPU pipeline runs it before `convert-mhlo-to-linalg`, so the
sums take the f32 micro-kernel. With `narrow-operands`, a dot keeps its
bf16/f16 operands and only its result is f32 (`(tensor<4x8xf16>,
tensor<8x5xf16>) -> tensor<4x5xf32>`, then converted; convolutions are
widened as before): the GPU pipeline runs it so, and
`convert-linalg-matmul-to-gpu{tensor-cores}` multiplies them on tensor cores
into f32 sums.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type, ModuleOp, TensorType
from xdsl.ir import Attribute, Operation
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import mhlo
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option
from aiopt.support.worklist_population import walk_ops

_NARROW = (BFloat16Type, Float16Type)


def _narrow_float_tensor(type_: Attribute) -> bool:
    return isinstance(type_, TensorType) and isinstance(type_.element_type, _NARROW)


def _in_f32(type_: TensorType) -> TensorType:
    return TensorType(Float32Type(), type_.get_shape(), type_.encoding)


def upcast(op: Operation, rewriter: Rewriter, narrow_operands: bool = False) -> bool:
    """Compute contraction `op` in f32 between `mhlo.convert`s where its operands and result are bf16/f16
    (`narrow_operands`: a dot keeps its operands and only its result is f32)."""
    if len(op.results) != 1 or not all(_narrow_float_tensor(v.type) for v in (*op.operands, op.results[0])):
        return False
    keep = (narrow_operands and isinstance(op, mhlo.DotOp | mhlo.DotGeneralOp)
            and len({v.type.element_type for v in op.operands}) == 1)  # type: ignore[attr-defined]
    point = InsertPoint.before(op)
    widened = []
    for operand in op.operands:
        if keep:
            widened.append(operand)
            continue
        convert = mhlo.ConvertOp(operand, _in_f32(operand.type))
        rewriter.insert_op(convert, point)
        widened.append(convert.result)
    wide = type(op).create(
        operands=widened,
        result_types=[_in_f32(op.results[0].type)],
        properties=dict(op.properties),
        attributes=dict(op.attributes),
    )
    rewriter.insert_op(wide, point)
    narrowed = mhlo.ConvertOp(wide.results[0], op.results[0].type)
    rewriter.insert_op(narrowed, point)
    rewriter.replace_op(op, [], [narrowed.result])
    return True


@dataclass(frozen=True)
class MhloUpcastNarrowFloatContractionsPass(DiagnosticPass):
    """Compute bf16/f16 dots and convolutions in f32, rounding the result once (as XLA does on the CPU).

    Example, `ai-opt --mhlo-upcast-narrow-float-contractions`:

        func.func @f(%a: tensor<2x3xbf16>, %b: tensor<3x4xbf16>) -> tensor<2x4xbf16> {
          %r = "mhlo.dot"(%a, %b) : (tensor<2x3xbf16>, tensor<3x4xbf16>) -> tensor<2x4xbf16>
          func.return %r : tensor<2x4xbf16>
        }

    becomes

        %0 = mhlo.convert %arg0 : (tensor<2x3xbf16>) -> tensor<2x3xf32>
        %1 = mhlo.convert %arg1 : (tensor<3x4xbf16>) -> tensor<3x4xf32>
        %2 = "mhlo.dot"(%0, %1) : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
        %3 = mhlo.convert %2 : (tensor<2x4xf32>) -> tensor<2x4xbf16>
    """

    name = "mhlo-upcast-narrow-float-contractions"

    narrow_operands: bool = option(
        False, "bf16/f16 dots keep their operands and get an f32 result (the form GPU tensor-core kernels take)"
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        rewriter = Rewriter()
        for nested in walk_ops(op):
            if isinstance(nested, mhlo.DotOp | mhlo.DotGeneralOp | mhlo.ConvolutionOp):
                upcast(nested, rewriter, self.narrow_operands)
