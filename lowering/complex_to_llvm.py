"""`--convert-complex-to-llvm`: complex values as `!llvm.struct<(T, T)>`.

As upstream's pass of that name: the type converter maps `complex<T>` to
`!llvm.struct<(T, T)>` (real part first, the layout of C's and numpy's
complex numbers), and

    %z = complex.create %re, %im : complex<f32>
    %r = complex.re %z : complex<f32>
    %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>

become

    %0 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
    %1 = llvm.insertvalue %re, %0[0] : !llvm.struct<(f32, f32)>
    %z = llvm.insertvalue %im, %1[1] : !llvm.struct<(f32, f32)>
    %r = llvm.extractvalue %z[0] : !llvm.struct<(f32, f32)>
    %c = llvm.mlir.constant([1.000000e+00 : f32, 2.000000e+00 : f32]) : !llvm.struct<(f32, f32)>

so that memrefs of complex numbers load and store whole structs. Complex
arithmetic must have been lowered first (`convert-complex-to-standard`);
a complex op left fails with `failed to legalize operation`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import complex
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter

from aiopt.dialects import llvm
from aiopt.lowering.llvm_type_converter import (
    LLVMPattern,
    LLVMTypeConverter,
    apply_llvm_conversion,
    extract_value,
    insert,
    pack_struct,
)
from aiopt.support.passes import DiagnosticPass


@dataclass
class CreateOpLowering(LLVMPattern):
    """`complex.create %re, %im` to a struct built with poison + insertvalue."""

    op_types = (complex.CreateOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, complex.CreateOp) or not self.convertible(op):
            return
        self.replace(rewriter, op, [pack_struct(rewriter, self.operands(rewriter, op.operands))])


@dataclass
class PartOpLowering(LLVMPattern):
    """`complex.re` / `complex.im` to `llvm.extractvalue` of field 0 / 1."""

    op_types = (complex.ReOp, complex.ImOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, complex.ReOp | complex.ImOp) or not self.convertible(op):
            return
        position = 0 if isinstance(op, complex.ReOp) else 1
        struct = self.operand(rewriter, op.operands[0])
        self.replace(rewriter, op, [extract_value(rewriter, struct, [position], op.results[0].type)])


@dataclass
class ConstantOpLowering(LLVMPattern):
    """`complex.constant [re, im]` to one `llvm.mlir.constant` of the struct, as upstream (its value kept):

        %c = llvm.mlir.constant([1.000000e+00 : f32, 2.000000e+00 : f32]) : !llvm.struct<(f32, f32)>
    """

    op_types = (complex.ConstantOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, complex.ConstantOp) or not self.convertible(op):
            return
        self.replace(rewriter, op, [insert(rewriter, llvm.ConstantOp(op.value, self.convert(op.results[0].type)))])


def populate_complex_to_llvm_patterns(converter: LLVMTypeConverter) -> list[LLVMPattern]:
    return [CreateOpLowering(converter), PartOpLowering(converter), ConstantOpLowering(converter)]


@dataclass(frozen=True)
class ConvertComplexToLLVMPass(DiagnosticPass):
    """Lower complex.create/re/im/constant to llvm struct ops (upstream's `convert-complex-to-llvm`).

    Example, `ai-opt --convert-complex-to-llvm`:

        func.func @f(%a: f32, %b: f32) -> f32 {
          %z = complex.create %a, %b : complex<f32>
          %r = complex.re %z : complex<f32>
          func.return %r : f32
        }

    becomes

        %0 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
        %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(f32, f32)>
        %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(f32, f32)>
        %3 = llvm.extractvalue %2[0] : !llvm.struct<(f32, f32)>
    """

    name = "convert-complex-to-llvm"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        apply_llvm_conversion(op, populate_complex_to_llvm_patterns(LLVMTypeConverter()), ("complex",))
