"""The Python constructors of vector.from_elements, to_elements, constant_mask, multi_reduction, mask, yield,
scalable.insert and print infer the result types as upstream's builders do, and build ops that verify (the syntax
is lit's: dialects/vector-elements.mlir, vector-multi-reduction.mlir, vector-mask.mlir, vector-scalable.mlir,
vector-print.mlir)."""

from __future__ import annotations

from xdsl.dialects.builtin import ArrayAttr, BoolAttr, VectorType, f32, i1
from xdsl.ir import Block, Region

from aiopt.dialects import vector


def test_builders_infer_result_types_and_verify():
    scalable = VectorType(f32, [16], ArrayAttr([BoolAttr(True, i1)]))
    block = Block(arg_types=[f32, VectorType(f32, [2, 3]), VectorType(f32, [2]), VectorType(i1, [2, 3]), scalable,
                             VectorType(f32, [4])])  # fmt: skip
    s, v, acc, mask, w, q = block.args
    to_elements = vector.ToElementsOp(v)
    reduction = vector.MultiDimReductionOp("add", v, acc, [1])
    masked_block = Block()
    masked_reduction = vector.MultiDimReductionOp("maxnumf", v, acc, [1])
    masked_block.add_ops([masked_reduction, vector.YieldOp([masked_reduction.dest])])
    cases = [
        (vector.FromElementsOp([s, s], VectorType(f32, [2])), [VectorType(f32, [2])]),
        (to_elements, [f32] * 6),
        (vector.ConstantMaskOp([1, 2], VectorType(i1, [2, 3])), [VectorType(i1, [2, 3])]),
        (reduction, [VectorType(f32, [2])]),
        (vector.MultiDimReductionOp("mul", v, s, [0, 1]), [f32]),
        (vector.MaskOp(mask, Region(masked_block), [VectorType(f32, [2])]), [VectorType(f32, [2])]),
        (vector.ScalableInsertOp(q, w, 4), [scalable]),
        (vector.PrintOp(v, "comma"), []),
        (vector.PrintOp(string="hello"), []),
    ]
    for op, types in cases:
        op.verify()
        assert [r.type for r in op.results] == types, op.name
