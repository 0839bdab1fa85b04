"""A broken plugin for plugin-errors.mlir and plugin-entry-point.mlir: it has no `register`."""


def register_passes(registry):
    """Never called: ai-opt looks for `register(registry)`."""
