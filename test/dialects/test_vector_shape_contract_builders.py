"""The Python constructors of vector.shape_cast, transpose, extract/insert_strided_slice, step, interleave,
deinterleave, contract and outerproduct infer the result types as upstream's builders do, and build ops that
verify (the syntax is lit's: dialects/vector-shape-contract.mlir)."""

from __future__ import annotations

from xdsl.dialects.builtin import IndexType, VectorType, f32
from xdsl.ir import Block
from xdsl.ir.affine import AffineMap

from aiopt.dialects import vector


def _ops():
    block = Block(arg_types=[VectorType(f32, [4, 3]), VectorType(f32, [3, 2]), VectorType(f32, [4, 2]),
                             VectorType(f32, [4]), f32])  # fmt: skip
    a, w, c, v, s = block.args
    row = vector.ExtractStridedSliceOp(a, [1, 0], [1, 3])
    maps = [
        AffineMap.from_callable(lambda i, j, k: (i, k)), AffineMap.from_callable(lambda i, j, k: (k, j)),
        AffineMap.from_callable(lambda i, j, k: (i, j)),
    ]  # fmt: skip
    return [
        (vector.TransposeOp(a, [1, 0]), [VectorType(f32, [3, 4])]),
        (vector.ShapeCastOp(a, VectorType(f32, [12])), [VectorType(f32, [12])]),
        (vector.ExtractStridedSliceOp(a, [1], [2]), [VectorType(f32, [2, 3])]),
        (row, [VectorType(f32, [1, 3])]),
        (vector.InsertStridedSliceOp(row.result, a, [2, 0]), [VectorType(f32, [4, 3])]),
        (vector.InterleaveOp(v, v), [VectorType(f32, [8])]),
        (vector.DeinterleaveOp(v), [VectorType(f32, [2])] * 2),
        (vector.StepOp(VectorType(IndexType(), [4])), [VectorType(IndexType(), [4])]),
        (vector.OuterProductOp(v, v), [VectorType(f32, [4, 4])]),
        (vector.OuterProductOp(v, s, v, "maxnumf"), [VectorType(f32, [4])]),
        (vector.ContractionOp(a, w, c, maps, ["parallel", "parallel", "reduction"]), [VectorType(f32, [4, 2])]),
    ]


def test_builders_infer_result_types_and_verify():
    for op, types in _ops():
        op.verify()
        assert [r.type for r in op.results] == types, op.name
    contract = _ops()[-1][0]
    assert contract.iterators == ["parallel", "parallel", "reduction"]
    assert contract.kind.data.value == "add"
