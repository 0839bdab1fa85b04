"""A broken plugin for plugin-errors.mlir and plugin-entry-point.mlir: `register` raises."""


def register(registry):
    """Fail the way a plugin with a bug in its registration code would."""
    raise RuntimeError("the toy registration table is empty")
