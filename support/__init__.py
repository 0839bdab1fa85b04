"""Infrastructure under every layer: diagnostics, the registry and pass options, the pass
pipeline, MLIR text parsing and printing, verification, dominance, and rewriting helpers.

Nothing here imports a dialect, a pass or the runtime (see docs/architecture.md).
"""
