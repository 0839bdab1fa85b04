"""A plugin that ends the process while it is imported: ai-opt reports it and exits 1, not with its status."""

import sys

sys.exit(3)
