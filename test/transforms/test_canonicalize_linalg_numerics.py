"""`--canonicalize` keeps what linalg ops on cast tensors and fills compute: every case of
canonicalize-linalg-{casts,fill,broadcast,index,relayout}.mlir gives the same results in the
reference interpreter before and after (transforms/canonicalize_linalg.py: cast producers and
consumers folded, static shapes inferred, fills through reshapes, pads and inserts, transposes
of broadcasts swapped, indices of unit loops folded to 0; canonicalize_linalg_relayout.py: pack/unpack
pairs, padding, splats, fills, casts and inferred shapes).
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from xdsl.dialects.builtin import IndexType

from aiopt.reference.interpreter import run_function
from aiopt.support.parsing import parse_module
from aiopt.support.registry import default_registry
from aiopt.support.verifier import verify_operation

REGISTRY = default_registry()
CONTEXT = REGISTRY.make_context()
CASES = [
    case
    for name in ("casts", "fill", "broadcast", "index", "relayout")
    for case in (Path(__file__).parent / f"canonicalize-linalg-{name}.mlir").read_text().split("\n// -----\n")
]

INPUT_SHAPES = {
    "cast_producers": [(3, 4), (4, 5), (3, 5)],
    "cast_consumer": [(4, 6), (6, 8), (4, 8)],
    "infer_static_shapes": [(2, 3, 4), (4, 3, 2), (2, 3, 4)],
    "infer_static_shapes_not_projected": [(4,), (3,)],
    "fill_reshapes": [()],
    "fill_pads": [(), (), (3, 2), ()],
    "insert_pad_into_fill": [(3, 4), (4, 6), ()],
    "transpose_of_broadcast": [(2, 4), (2, 3, 4), (4, 3, 2)],
    "transpose_of_shared_broadcast": [(2, 4), (2, 3, 4), (4, 3, 2)],
    "generic_unit_loop": [(3, 1)],
    "generic_unit_loop_of_init": [(3,)],
    "map_unit_loop": [(1, 4)],
    "unpack_of_pack": [(16, 16)],
    "pack_of_unpack": [(2, 2, 8, 8)],
    "unpack_of_pack_other_dims": [(16, 16)],
    "pack_unneeded_padding": [(16, 8)],
    "pack_needed_padding": [(13, 8)],
    "relayout_of_splat": [],
    "pack_of_splat_other_padding": [],
    "fill_pack": [()],
    "unpack_into_fill": [(), (2, 2, 8, 8)],
    "infer_pack_source": [(16, 12)],
    "infer_unpack_dest": [(2, 12, 8), (16, 12)],
    "unpack_into_cast": [(2, 12, 8)],
}
"""The shape of each argument at run time (the `?` sizes the static ones imply; `()` a scalar).

Index arguments are 2.
"""


def _name(case: str) -> str:
    return re.search(r"^func\.func @(\w+)", case, re.MULTILINE).group(1)


def _run(text: str, name: str) -> list[np.ndarray]:
    module = parse_module(CONTEXT, text, "case.mlir")
    verify_operation(module)
    rng = np.random.default_rng(len(name))
    function = module.body.block.first_op
    inputs = [
        np.int64(2) if isinstance(type_, IndexType) else rng.standard_normal(shape).astype(np.float32)
        for shape, type_ in zip(INPUT_SHAPES[name], function.function_type.inputs.data, strict=True)
    ]
    return [np.asarray(result) for result in run_function(module, name, inputs)]


@pytest.mark.parametrize("case", CASES, ids=_name)
def test_canonicalize_keeps_results(case: str) -> None:
    name = _name(case)
    module = parse_module(CONTEXT, case, "case.mlir")
    REGISTRY.pass_class("canonicalize")().apply(CONTEXT, module)
    verify_operation(module)
    for actual, expected in zip(_run(str(module), name), _run(case, name), strict=True):
        np.testing.assert_array_equal(actual, expected)
