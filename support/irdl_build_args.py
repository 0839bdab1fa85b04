"""xDSL's `irdl_build_arg_list` (what every IRDL op's constructor runs four times) without its ABC checks.

`irdl_op_init` hands each group of an op's operands, result types, regions
and successors to `irdl_build_arg_list`, which asks of every argument
`isinstance(arg, Sequence)`: a call through `ABCMeta.__instancecheck__`, in
Python, for each operand and result type of every op built. Building ops is
a fifth of a compile (`convert-to-llvm` builds thousands), and those checks
were a quarter of that function's time.

This version answers that question once per argument class (whether a class
is a `Sequence` depends on the class alone: `Sequence` has no subclass hook),
and is otherwise xDSL's, step for step, errors and messages included. It is
installed in place of xDSL's when `aiopt.support` is imported:

    arith.AddiOp(a, b)   # its operands and result type checked by a dictionary lookup each
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

from xdsl.irdl import operations
from xdsl.irdl.operations import OptionalDef, VariadicDef, VarIRConstruct, get_construct_name

_T = TypeVar("_T")

IS_SEQUENCE: dict[type, bool] = {list: True, tuple: True}
"""Per argument class: whether it is a `Sequence` (xDSL's test); `irdl_op_init` reads the same table."""


def irdl_build_arg_list(
    construct: VarIRConstruct,
    args: Sequence[_T | Sequence[_T] | None],
    arg_defs: Sequence[tuple[str, Any]],
    error_prefix: str = "",
) -> tuple[list[_T], list[int]]:
    """Build a list of arguments (operands, results, regions, successors): xDSL's, see the module docstring."""
    if len(args) != len(arg_defs):
        raise ValueError(f"Expected {len(arg_defs)} {get_construct_name(construct)}, but got {len(args)}")
    res: list[_T] = []
    arg_sizes: list[int] = []
    for arg_idx, ((arg_name, arg_def), arg) in enumerate(zip(arg_defs, args)):
        if arg is None:
            if not isinstance(arg_def, OptionalDef):
                raise ValueError(error_prefix + f"passed None to a non-optional {construct} {arg_idx} '{arg_name}'")
            arg_sizes.append(0)
            continue
        is_sequence = IS_SEQUENCE.get(type(arg))
        if is_sequence is None:
            is_sequence = IS_SEQUENCE[type(arg)] = isinstance(arg, Sequence)
        if not is_sequence:
            res.append(arg)  # pyright: ignore[reportArgumentType]
            arg_sizes.append(1)
            continue
        if not isinstance(arg_def, VariadicDef) and len(arg) != 1:
            raise ValueError(error_prefix + f"passed Sequence to non-variadic {construct} {arg_idx} '{arg_name}'")
        # At most one argument for an optional definition.
        if isinstance(arg_def, OptionalDef) and len(arg) > 1:
            raise ValueError(
                error_prefix + f"optional {construct} {arg_idx} '{arg_name}' "
                "expects a list of size at most 1 or None, but "
                f"got a list of size {len(arg)}"
            )
        res.extend(arg)
        arg_sizes.append(len(arg))
    return res, arg_sizes


xdsl_irdl_build_arg_list = operations.irdl_build_arg_list
"""xDSL's own (the tests compare the two)."""

if operations.irdl_build_arg_list.__module__ == "xdsl.irdl.operations":
    operations.irdl_build_arg_list = irdl_build_arg_list
