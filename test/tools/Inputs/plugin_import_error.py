"""A broken plugin for plugin-errors.mlir: it imports a module that is not installed."""

import aiopt_missing_dependency


def register(registry):
    """Never reached: the import above fails first."""
