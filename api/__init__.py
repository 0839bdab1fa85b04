"""aiopt: an MLIR-style AI compiler in pure Python.

    import aiopt

    fast = aiopt.jit(f)                       # a JAX function, compiled by aiopt (jax is optional)
    y = fast(x, params)

    fn = aiopt.compile_stablehlo(text)        # MLIR text (StableHLO ... llvm) to a callable on numpy arrays
    y = fn(x, w)

The subpackages are `aiopt.dialects`, `aiopt.transforms`, `aiopt.lowering`
and `aiopt.tools`. Nothing is imported until it is used, so that
`import aiopt.tools.ai_opt` costs no more than before.
"""

from __future__ import annotations

from typing import Any

__all__ = ["CompileError", "InputError", "compile_stablehlo", "jit"]


def __getattr__(name: str) -> Any:
    if name == "jit":
        from aiopt.jax_frontend import jit

        return jit
    if name in ("compile_stablehlo", "CompileError", "InputError"):
        from aiopt.runtime import compiler
        return {"compile_stablehlo": compiler.compile, "CompileError": compiler.CompileError,
                "InputError": compiler.InputError}[name]
    raise AttributeError(f"module 'aiopt' has no attribute '{name}'")
