"""A dialect plugin with a bug, for plugin-pass-raises.mlir: the canonicalization pattern of `bad.op` raises."""

from __future__ import annotations

from xdsl.dialects.builtin import i32
from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def, result_def, traits_def
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import HasCanonicalizationPatternsTrait


class RaisingPattern(RewritePattern):
    def match_and_rewrite(self, op, rewriter):
        raise ValueError("the canonicalization pattern has a bug")


class BadOpCanonicalization(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls):
        return (RaisingPattern(),)


@irdl_op_definition
class BadOp(IRDLOperation):
    name = "bad.op"
    x = operand_def(i32)
    r = result_def(i32)
    traits = traits_def(BadOpCanonicalization())
    assembly_format = "$x attr-dict"


def register(registry):
    registry.register_dialect("bad", Dialect("bad", [BadOp]))
