"""`ai-runner`: compile a function and run it on numpy inputs.

Not implemented yet: the reference interpreter (`--interpret`) lands with
the HLO dialects issue, compiled execution with the CPU backend issue.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Say that the tool does not exist yet, with exit status 2."""
    sys.stderr.write("ai-runner: not implemented yet\n")
    return 2


if __name__ == "__main__":
    sys.exit(main())
