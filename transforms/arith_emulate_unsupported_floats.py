"""`--arith-emulate-unsupported-floats`: arith on float types a target lacks, computed in a wider type.

As upstream's pass of that name (`source-types`, `target-type`): each arith
op but `arith.bitcast`, `arith.extf`, `arith.truncf` and `arith.constant`
that has an operand or a result of one of the source types (a scalar, or a
tensor or vector of them) is computed in the target type. Its operands of
those types are widened with `arith.extf`, the op is built again on the
widened types, and each result whose type changed is narrowed back with
`arith.truncf`, so that every op still rounds once to its own type:

    %y = arith.addf %a, %b : bf16

becomes, with `source-types=bf16 target-type=f32`,

    %0 = arith.extf %a : bf16 to f32
    %1 = arith.extf %b : bf16 to f32
    %2 = arith.addf %0, %1 : f32
    %y = arith.truncf %2 : f32 to bf16

(upstream marks the extf/truncf `fastmath<contract>`; xDSL's ops have no
fastmath, and without it no later pass may fuse away a rounding).

The CPU pipeline runs it for bf16 (after `arith-expand-bf16-conversions`,
which leaves no conversion to bf16 that would round twice through f32), so
that bf16 arithmetic is f32 arithmetic and conversions LLVM vectorizes,
instead of LLVM's own promotion, which calls `__truncsfbf2` for each result.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import AnyFloat, ModuleOp, TensorType, VectorType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.parser import Parser
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import arith
from aiopt.support.diagnostics import DiagnosticError
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import PassOptionError, option
from aiopt.support.worklist_population import walk_ops

TypeConversion = Callable[[Attribute], Attribute]
"""A type's replacement (the type itself where it needs none)."""


def parse_float_type(ctx: Context, name: str, role: str) -> AnyFloat:
    """The float type spelled `name` (`bf16`, `f32`, `f8E4M3FN`, ...), or upstream's error for a `role` type."""
    try:
        parsed = Parser(ctx, name).parse_optional_type()
    except Exception:  # any text that is not a type: the same error as one that is not a float type
        parsed = None
    if not isinstance(parsed, AnyFloat):
        raise DiagnosticError(f"could not map {role} type '{name}' to a known floating-point type")
    return parsed


def check_float_type_options(
    target_type: str, source_types: tuple[str, ...], source_option: str
) -> tuple[AnyFloat, set[AnyFloat]]:
    """The float types `target_type` and `source_types` (the values of option `source_option`) name; a
    PassOptionError (located at the option on the command line) where one names none.

    Upstream checks them when the pass runs, at an unknown location
    (`<unknown>:0: error: could not map target type 'f33' ...`); here the
    pipeline parser reports the same words at the option's value.
    """
    ctx = Context()
    parsed: dict[str, list[AnyFloat]] = {}
    for option_name, names, role in (("target-type", (target_type,), "target"), (source_option, source_types, "source")):
        try:
            parsed[option_name] = [parse_float_type(ctx, name, role) for name in names]
        except DiagnosticError as err:
            raise PassOptionError(option_name, err.message) from None
    return parsed["target-type"][0], set(parsed[source_option])


def element_conversion(convert_element: Callable[[AnyFloat], AnyFloat | None]) -> TypeConversion:
    """A type conversion that replaces float scalars, and the elements of tensors and vectors, where
    `convert_element` gives a replacement (None: kept)."""

    def convert(type_: Attribute) -> Attribute:
        if _is_float_class(type(type_)):
            return convert_element(type_) or type_
        if isinstance(type_, TensorType | VectorType) and _is_float_class(type(type_.element_type)):
            element = convert_element(type_.element_type)
            if element is None:
                return type_
            if isinstance(type_, TensorType):
                return TensorType(element, type_.get_shape(), type_.encoding)
            return VectorType(element, type_.get_shape(), type_.scalable_dims)
        return type_

    return convert


@functools.cache
def _is_float_class(cls: type) -> bool:
    """`isinstance(t, AnyFloat)` for a `t` of class `cls`, answered once per class: the check against the union's
    eighteen classes took 3 µs for each type that is not a float (most of the types these passes see)."""
    return issubclass(cls, AnyFloat)


def compute_in_converted_types(op: Operation, convert: TypeConversion, rewriter: Rewriter) -> bool:
    """Build `op` again on the converted types of its operands and results (operands widened with
    `arith.extf`, results narrowed back with `arith.truncf`); False where no type changes or `op` has regions."""
    operand_types = [convert(v.type) for v in op.operands]
    result_types = [convert(r.type) for r in op.results]
    # (`convert` gives a type back itself where it needs no change: `is` answers most of the comparisons.)
    changed = [t is not v.type and t != v.type for t, v in zip(operand_types, op.operands)]
    if op.regions or not (
        any(changed) or any(t is not r.type and t != r.type for t, r in zip(result_types, op.results))
    ):
        return False
    point = InsertPoint.before(op)
    widened: dict[SSAValue, SSAValue] = {}
    for value, type_, widen in zip(op.operands, operand_types, changed):
        if widen and value not in widened:
            extended = arith.ExtFOp(value, type_)
            rewriter.insert_op(extended, point)
            widened[value] = extended.result
    operands = [widened.get(value, value) for value in op.operands]
    computed = type(op).create(
        operands=operands,
        result_types=result_types,
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        successors=list(op.successors),
    )
    rewriter.insert_op(computed, point)
    results: list[SSAValue] = []
    for new, old in zip(computed.results, op.results):
        if new.type != old.type:
            narrowed = arith.TruncFOp(new, old.type)
            rewriter.insert_op(narrowed, point)
            new = narrowed.result
        results.append(new)
    rewriter.replace_op(op, [], results)
    return True


_EXEMPT = (arith.BitcastOp, arith.ExtFOp, arith.TruncFOp, arith.ConstantOp)
"""The arith ops upstream's pass leaves as they are."""


@dataclass(frozen=True)
class ArithEmulateUnsupportedFloatsPass(DiagnosticPass):
    """Compute arith ops on the source float types in the target type, each result rounded back once.

    Example, `ai-opt --arith-emulate-unsupported-floats="source-types=bf16 target-type=f32"`:

        func.func @f(%a: bf16, %b: bf16) -> bf16 {
          %r = arith.addf %a, %b : bf16
          func.return %r : bf16
        }

    becomes

        %0 = arith.extf %arg0 : bf16 to f32
        %1 = arith.extf %arg1 : bf16 to f32
        %2 = arith.addf %0, %1 : f32
        %3 = arith.truncf %2 : f32 to bf16
    """

    name = "arith-emulate-unsupported-floats"

    source_types: tuple[str, ...] = option((), "MLIR types without arithmetic support on a given target")
    target_type: str = option("f32", "MLIR type to convert the unsupported source types to")

    def __post_init__(self) -> None:
        target, sources = check_float_type_options(self.target_type, self.source_types, "source-types")
        if target in sources:
            raise PassOptionError("target-type", "target type cannot be an unsupported source type")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        target = parse_float_type(ctx, self.target_type, "target")
        sources = {parse_float_type(ctx, name, "source") for name in self.source_types}
        if not sources:
            return
        convert = element_conversion(lambda element: target if element in sources else None)
        rewriter = Rewriter()
        for nested in walk_ops(op):
            if nested.dialect_name() == "arith" and not isinstance(nested, _EXEMPT):
                compute_in_converted_types(nested, convert, rewriter)
