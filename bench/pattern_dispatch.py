"""How many `match_and_rewrite` calls `convert-mhlo-to-linalg` makes per rewrite, tried linearly vs keyed by op class.

xDSL's `GreedyRewritePatternApplier` tries every pattern on every op; the pass
uses `OpClassKeyedApplier` (aiopt.support.pattern_dispatch), which tries on an
op only the patterns declared for its class. This counts the calls of the
patterns' `match_and_rewrite` and the rewrites they make on the bundled
models, both ways:

    .venv/bin/python bench/pattern_dispatch.py [examples/models/mlp.mhlo.mlir ...]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriteWalker

from aiopt.lowering.mhlo_to_linalg import populate_mhlo_to_linalg_patterns
from aiopt.support.parsing import parse_module
from aiopt.support.pattern_dispatch import OpClassKeyedApplier
from aiopt.support.registry import default_registry

MODELS = Path(__file__).resolve().parents[1] / "examples" / "models"


def count(path: Path, keyed: bool) -> tuple[int, int]:
    """(match_and_rewrite calls, rewrites) of convert-mhlo-to-linalg's patterns on the module in `path`."""
    ctx = default_registry().make_context()
    module = parse_module(ctx, path.read_text(), str(path))
    patterns = populate_mhlo_to_linalg_patterns()
    applier = OpClassKeyedApplier(patterns, dce_enabled=False) if keyed else GreedyRewritePatternApplier(patterns)
    calls = rewrites = 0
    for pattern in patterns:
        original = pattern.match_and_rewrite

        def counted(op, rewriter, original=original):
            nonlocal calls, rewrites
            calls += 1
            done = rewriter.has_done_action
            original(op, rewriter)
            rewrites += rewriter.has_done_action and not done

        # On the instance: the keyed applier read the patterns' classes when it was made.
        object.__setattr__(pattern, "match_and_rewrite", counted)
    PatternRewriteWalker(applier).rewrite_module(module)
    return calls, rewrites


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("models", nargs="*", type=Path, help="mhlo/stablehlo files (default: examples/models/*.mhlo.mlir)")
    args = parser.parse_args(argv)
    models = args.models or sorted(MODELS.glob("*.mhlo.mlir"))
    print("| model | rewrites | calls, linear | calls, keyed by op class | keyed ÷ rewrites |")
    print("|---|---|---|---|---|")
    for path in models:
        linear, rewrites = count(path, keyed=False)
        keyed, keyed_rewrites = count(path, keyed=True)
        assert rewrites == keyed_rewrites, (rewrites, keyed_rewrites)
        print(f"| {path.name} | {rewrites} | {linear} | {keyed} | {keyed / max(rewrites, 1):.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
