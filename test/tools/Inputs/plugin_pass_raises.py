"""A plugin with bugs, for plugin-pass-raises.mlir: `raising-pass` raises, `raising-pattern`'s pattern raises on
`arith.addi`, `emitting-pattern`'s pattern emits an error there and then raises."""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import PatternRewriteWalker, RewritePattern

from aiopt.support.diagnostics import emit_error


@dataclass(frozen=True)
class RaisingPass(ModulePass):
    name = "raising-pass"

    def apply(self, ctx, op):
        raise ValueError("the pass has a bug")


class RaisingPattern(RewritePattern):
    def match_and_rewrite(self, op, rewriter):
        if op.name == "arith.addi":
            raise KeyError("addi")


@dataclass(frozen=True)
class RaisingPatternPass(ModulePass):
    name = "raising-pattern"

    def apply(self, ctx, op):
        PatternRewriteWalker(RaisingPattern()).rewrite_module(op)


class EmittingPattern(RewritePattern):
    def match_and_rewrite(self, op, rewriter):
        if op.name == "arith.addi":
            emit_error(op, "addi is not supported here")
            raise RuntimeError("gave up")


@dataclass(frozen=True)
class EmittingPatternPass(ModulePass):
    name = "emitting-pattern"

    def apply(self, ctx, op):
        PatternRewriteWalker(EmittingPattern()).rewrite_module(op)


def register(registry):
    registry.register_pass("raising-pass", lambda: RaisingPass)
    registry.register_pass("raising-pattern", lambda: RaisingPatternPass)
    registry.register_pass("emitting-pattern", lambda: EmittingPatternPass)
