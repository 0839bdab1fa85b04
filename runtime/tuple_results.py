"""Tuple results at the boundary of compiled code: flattened for the machine code, nested again in Python.

Compiled code passes tensors, not tuples, so an entry that returns
`tuple<...>` values is rewritten to return their leaves, in order:

    func.func @main(%a: tensor<2xf32>) -> tuple<tensor<2xf32>, tuple<tensor<i32>>> {
      ...
      func.return %t : tuple<tensor<2xf32>, tuple<tensor<i32>>>
    }

becomes a function returning `(tensor<2xf32>, tensor<i32>)` through
`mhlo.get_tuple_element` ops (the operands of an `mhlo.tuple` that built the
value stand for its elements directly), and the nesting `[[0, [1]]]` is kept
so that the caller gets `(array, (array,))` back, as the interpreter returns it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # xDSL is imported where IR is rewritten: a compile-cache hit only nests results
    from xdsl.dialects import func
    from xdsl.ir import Operation, SSAValue

Nesting = list
"""For each result of the entry: the index of its leaf, or (for a tuple) a list of such nestings."""


def flatten_tuple_results(function: func.FuncOp) -> Nesting | None:
    """Make `function` return the leaves of its tuple results; return their nesting (None if there are no tuples)."""
    from xdsl.dialects import func
    from xdsl.dialects.builtin import FunctionType, TupleType

    outputs = list(function.function_type.outputs.data)
    if not any(isinstance(t, TupleType) for t in outputs):
        return None
    nesting, leaf_types = _nesting(outputs)
    for op in list(function.body.walk()):
        if isinstance(op, func.ReturnOp) and op.parent_op() is function:
            leaves: list[SSAValue] = []
            for value in op.operands:
                leaves.extend(_leaves(value, op))
            op.operands = leaves
    function.function_type = FunctionType.from_lists(list(function.function_type.inputs.data), leaf_types)
    return nesting


def nest_results(leaves: Sequence, nesting: Nesting | None) -> list:
    """The results of the entry from the leaves compiled code returned: tuples where the entry returns tuples."""
    if nesting is None:
        return list(leaves)

    def build(node):
        return tuple(build(n) for n in node) if isinstance(node, list) else leaves[node]

    return [build(node) for node in nesting]


def _nesting(types: Sequence) -> tuple[Nesting, list]:
    """The nesting of `types` and their leaf types in order."""
    from xdsl.dialects.builtin import TupleType

    leaf_types: list = []

    def walk(type_):
        if isinstance(type_, TupleType):
            return [walk(t) for t in type_.types.data]
        leaf_types.append(type_)
        return len(leaf_types) - 1

    return [walk(t) for t in types], leaf_types


def _leaves(value: SSAValue, before: Operation) -> list[SSAValue]:
    """The leaves of `value` in order, with get_tuple_element ops inserted before `before` where needed."""
    from xdsl.dialects.builtin import TupleType

    from aiopt.dialects import mhlo, stablehlo

    if not isinstance(value.type, TupleType):
        return [value]
    if isinstance(value.owner, (mhlo.OPS["tuple"], stablehlo.OPS["tuple"])):
        parts = list(value.owner.operands)
    else:
        parts = []
        for index in range(len(value.type.types.data)):
            element = mhlo.OPS["get_tuple_element"](value, index)
            element.location = before.location
            before.parent_block().insert_op_before(element, before)
            parts.append(element.results[0])
    return [leaf for part in parts for leaf in _leaves(part, before)]
