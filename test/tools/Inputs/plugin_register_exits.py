"""A plugin whose register() ends the process: ai-opt reports it and exits 1."""

import sys


def register(registry):
    sys.exit(0)
