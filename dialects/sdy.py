"""Shardy (`sdy`), as far as single-device JAX exports use it: the sharding rule of a custom call.

JAX (Shardy on, as from jax 0.7) exports each call into XLA's runtime
library (LAPACK's factorizations, ...) with the rule Shardy propagates
shardings through it:

    %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {
        sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>
    } : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>)

aiopt compiles for one device and propagates no shardings, so
`#sdy.op_sharding_rule` keeps its body as written (any text with balanced
brackets and quotes, as MLIR reads a dialect attribute's body) and prints
it back unchanged; nothing reads it. Shardy's meshes and tensor shardings
(`sdy.mesh`, `#sdy.sharding`), which multi-device exports carry, are not
defined: they stay unknown (`unknown attribute `sharding` in dialect `sdy``).
"""

from __future__ import annotations

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Dialect, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer


@irdl_attr_definition
class OpShardingRuleAttr(ParametrizedAttribute):
    """`#sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>`, its body kept as text."""

    name = "sdy.op_sharding_rule"

    body: StringAttr

    def __init__(self, body: str):
        super().__init__(StringAttr(body))

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[StringAttr]:
        # MLIR's dialect symbol body: from `<` to its matching `>`, brackets and quoted strings balanced.
        if parser._current_token.text != "<":
            parser.raise_error("expected '<'")
        return [StringAttr(parser._parse_dialect_symbol_body())]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<{self.body.data}>")


SDY = Dialect("sdy", [], [OpShardingRuleAttr])
