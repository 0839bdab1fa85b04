"""`ai-translate`: translations between MLIR and other formats (LLVM IR, PTX, XLA HLO text).

Not implemented yet: the translations land with the CPU backend, GPU backend
and HLO import issues.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Say that the tool does not exist yet, with exit status 2."""
    sys.stderr.write("ai-translate: not implemented yet\n")
    return 2


if __name__ == "__main__":
    sys.exit(main())
