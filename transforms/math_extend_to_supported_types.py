"""`--math-extend-to-supported-types`: math ops on float types other than f32 and f64 computed in a wider type.

As upstream's pass of that name (`extra-types`, `target-type`): each math op
but `math.fma` with a float operand or result of a type other than f32, f64
and the extra types (a scalar, or a tensor or vector of them) is computed in
the target type: those operands widened with `arith.extf`, the op built
again, its results narrowed back with `arith.truncf`:

    %y = math.floor %x : bf16

becomes

    %0 = arith.extf %x : bf16 to f32
    %1 = math.floor %0 : f32
    %y = arith.truncf %1 : f32 to bf16

(upstream marks the extf/truncf `fastmath<contract>`; xDSL's ops have no
fastmath). The CPU pipeline runs it so that no math op on bf16 or f16 is
left to LLVM's promotion, which calls a soft-float routine per result.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import Float32Type, Float64Type, ModuleOp
from xdsl.rewriter import Rewriter

from aiopt.dialects import math
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option
from aiopt.support.worklist_population import walk_ops
from aiopt.transforms.arith_emulate_unsupported_floats import (
    check_float_type_options,
    compute_in_converted_types,
    element_conversion,
    parse_float_type,
)


@dataclass(frozen=True)
class MathExtendToSupportedTypesPass(DiagnosticPass):
    """Compute math ops on float types other than f32, f64 and extra-types in the target type, rounded back.

    Example, `ai-opt --math-extend-to-supported-types`:

        func.func @f(%a: f16) -> f16 {
          %r = math.sin %a : f16
          func.return %r : f16
        }

    becomes

        %0 = arith.extf %arg0 : f16 to f32
        %1 = math.sin %0 : f32
        %2 = arith.truncf %1 : f32 to f16
    """

    name = "math-extend-to-supported-types"

    extra_types: tuple[str, ...] = option(
        (), "MLIR types with arithmetic support on a given target (f64 and f32 are implicitly supported)"
    )
    target_type: str = option("f32", "MLIR type to convert the unsupported source types to")

    def __post_init__(self) -> None:
        check_float_type_options(self.target_type, self.extra_types, "extra-types")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        target = parse_float_type(ctx, self.target_type, "target")
        supported = {Float32Type(), Float64Type(), *(parse_float_type(ctx, n, "source") for n in self.extra_types)}
        convert = element_conversion(lambda element: None if element in supported else target)
        rewriter = Rewriter()
        for nested in walk_ops(op):
            if nested.dialect_name() == "math" and not isinstance(nested, math.FmaOp):
                compute_in_converted_types(nested, convert, rewriter)
