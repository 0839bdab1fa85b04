"""FileCheck for aiopt's lit tests and conformance runners: the `filecheck` package (the test extra), matching
where LLVM's FileCheck matches where the two differ.

    ai-opt x.mlir | python -m aiopt.tools.file_check x.mlir --check-prefix=CHECK

The lit configuration (`aiopt.tools.lit_config`) substitutes it for a RUN line's `FileCheck`, and the tool
server runs it in place of the package's console script, so that a test passes here only where it passes
under upstream's FileCheck (`leftmost_check_next`).
"""

from __future__ import annotations

import re

FILECHECK_NEXT_SKIP = r"\n?[^\n]*"
"""How the `filecheck` package's CHECK-NEXT pattern skips to its match on the next line (greedily)."""


def leftmost_check_next() -> None:
    """Make the `filecheck` package's CHECK-NEXT match where LLVM's FileCheck does: leftmost on its line.

    The package (1.0.6) prefixes a CHECK-NEXT pattern with a greedy `\\n?[^\\n]*`, so the match starts as far
    right on the line as it can: `CHECK-NEXT: [[B:%[a-z_]+]]{{.*}} = op [[A]]` bound B to `%off` of
    `%base, %off = op %a`, where FileCheck binds `%base` (MLIR's Bufferization/canonicalize #23, which
    upstream's FileCheck passes). The skip becomes lazy; other patterns are the package's. The package's
    compiler sees `re` through `_LeftmostRe`, which compiles a CHECK-NEXT pattern with the lazy skip: each
    pattern is compiled once (compiling the greedy one too cost a twentieth of a lit run). Idempotent.
    """
    import filecheck.compiler as compiler
    import filecheck.matcher as matcher

    compile_uops = matcher.compile_uops
    if getattr(compile_uops, "leftmost_check_next", False):
        return
    shim = _LeftmostRe()
    compiler.re = shim  # type: ignore[assignment]

    def leftmost(check, variables, opts):
        shim.next_check = check.name == "NEXT"
        try:
            return compile_uops(check, variables, opts)
        finally:
            shim.next_check = False

    leftmost.leftmost_check_next = True  # type: ignore[attr-defined]
    matcher.compile_uops = leftmost


class _LeftmostRe:
    """`re` as the `filecheck` package's compiler sees it, but that it compiles a CHECK-NEXT pattern with a lazy
    skip (`next_check`: `compile_uops` compiles a CHECK-NEXT check)."""

    def __init__(self) -> None:
        self.__dict__.update((name, value) for name, value in vars(re).items() if name != "compile")
        self.next_check = False

    def compile(self, pattern, flags=0):
        skip = FILECHECK_NEXT_SKIP
        if self.next_check and pattern.startswith(skip) and not pattern.startswith(skip + "?"):
            pattern = skip + "?" + pattern[len(skip) :]
        return re.compile(pattern, flags)


def main(argv: list[str] | None = None):
    """The `filecheck` package's `main` (same arguments, output and exit status), after `leftmost_check_next`."""
    from filecheck.main import main as filecheck_main

    leftmost_check_next()
    return filecheck_main(argv)


if __name__ == "__main__":
    main()
