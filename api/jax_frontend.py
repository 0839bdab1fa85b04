"""`aiopt.jit`: compile a JAX function with aiopt, the way `jax.jit` compiles it with XLA.

    import aiopt, jax, jax.numpy as jnp

    @aiopt.jit
    def mlp(x, params):
        h = jax.nn.relu(x @ params["w1"] + params["b1"])
        return h @ params["w2"] + params["b2"]

    y = mlp(x, params)            # numpy or JAX arrays, Python scalars, any pytree

On the first call with a new *signature* (the pytree structure of the
arguments, each leaf's shape and dtype as JAX sees it, and the values of the
static arguments), the function is lowered with JAX to StableHLO
(`jax.jit(f).lower(...)`), compiled by aiopt (`aiopt.compile_stablehlo`)
and kept for that signature; later calls with the same signature reuse it,
and the on-disk compile cache makes a later process skip aiopt's passes and
code generation. Outputs come back as numpy arrays in the function's own
pytree structure. bfloat16 and other `ml_dtypes` arrays are passed as their
float32 values and returned in their own dtype.

jax is an optional dependency (aiopt's `jax` extra: `pip install -e '.[jax]'`); it is
imported on first use.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import numpy as np

__all__ = ["jit", "JitFunction"]


def jit(
    function: Callable | None = None,
    *,
    static_argnums: int | Sequence[int] = (),
    static_argnames: str | Iterable[str] = (),
    target: str = "cpu",
    cache: bool = True,
):
    """Wrap a JAX function so that calls run code compiled by aiopt (see the module docstring).

    `static_argnums`/`static_argnames` are as in `jax.jit` (their values are part of the
    signature and must be hashable); `target` is "cpu" or "cuda"; `cache=False` skips the
    on-disk compile cache. Usable as `@aiopt.jit` or `@aiopt.jit(static_argnums=1)`.
    """
    if function is None:
        return functools.partial(
            jit, static_argnums=static_argnums, static_argnames=static_argnames, target=target, cache=cache
        )
    return JitFunction(function, static_argnums, static_argnames, target, cache)


class JitFunction:
    """A JAX function compiled by aiopt once per signature; call it like the function."""

    def __init__(self, function: Callable, static_argnums, static_argnames, target: str, cache: bool):
        self.function = function
        self.static_argnums = (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums)
        self.static_argnames = (static_argnames,) if isinstance(static_argnames, str) else tuple(static_argnames)
        self.target = target
        self.cache = cache
        self._compiled: dict[Any, _Compiled] = {}
        functools.update_wrapper(self, function)

    def __call__(self, *args, **kwargs):
        compiled = self.lower_and_compile(*args, **kwargs)
        return compiled.run(args, kwargs)

    def lower_and_compile(self, *args, **kwargs) -> _Compiled:
        """The compiled form for these arguments' signature (lowered and compiled on first use)."""
        jax = _jax()
        dynamic, static = self._split(args, kwargs)
        leaves, tree = jax.tree_util.tree_flatten(dynamic)
        key = (tree, tuple(_leaf_signature(jax, leaf) for leaf in leaves), static)
        compiled = self._compiled.get(key)
        if compiled is None:
            compiled = self._compiled[key] = self._compile(jax, args, kwargs)
        return compiled

    def lower(self, *args, **kwargs):
        """JAX's `Lowered` for these arguments (its `.as_text()` is what aiopt compiles)."""
        jax = _jax()
        return jax.jit(
            self.function, static_argnums=self.static_argnums, static_argnames=self.static_argnames, keep_unused=True
        ).lower(*args, **kwargs)

    def _split(self, args: tuple, kwargs: dict) -> tuple[tuple, tuple]:
        dynamic_args = tuple(a for i, a in enumerate(args) if i not in self.static_argnums)
        dynamic_kwargs = {k: v for k, v in kwargs.items() if k not in self.static_argnames}
        static = tuple((i, a) for i, a in enumerate(args) if i in self.static_argnums)
        static += tuple(sorted((k, v) for k, v in kwargs.items() if k in self.static_argnames))
        return (dynamic_args, dynamic_kwargs), static

    def _compile(self, jax, args: tuple, kwargs: dict) -> _Compiled:
        from aiopt.runtime.compiler import compile

        lowered = self.lower(*args, **kwargs)
        name = getattr(self.function, "__name__", "function")
        executable = compile(lowered.as_text(), filename=f"<aiopt.jit {name}>", cache=self.cache, target=self.target)
        in_dtypes = [info._aval.dtype for info in jax.tree_util.tree_leaves(lowered.args_info)]
        out_dtypes = [info.dtype for info in jax.tree_util.tree_leaves(lowered.out_info)]
        return _Compiled(self, executable, in_dtypes, out_dtypes, lowered.out_tree)


class _Compiled:
    """One signature's compiled function and how to pass its pytrees."""

    def __init__(self, owner: JitFunction, executable, in_dtypes, out_dtypes, out_tree):
        self.owner = owner
        self.executable = executable
        self.in_dtypes = in_dtypes
        self.out_dtypes = out_dtypes
        self.out_tree = out_tree

    @property
    def timings(self) -> dict[str, float]:
        """Seconds per compile stage (passes, translation, JIT; `cache` when it came from the disk cache)."""
        return self.executable.timings

    def run(self, args: tuple, kwargs: dict):
        jax = _jax()
        dynamic, _ = self.owner._split(args, kwargs)
        leaves = jax.tree_util.tree_leaves(dynamic)
        inputs = [_to_boundary(np.asarray(leaf), dtype) for leaf, dtype in zip(leaves, self.in_dtypes, strict=True)]
        results = self.executable.call(*inputs)
        outputs = [_from_boundary(np.asarray(r), dtype) for r, dtype in zip(results, self.out_dtypes, strict=True)]
        return jax.tree_util.tree_unflatten(self.out_tree, outputs)


def _jax():
    try:
        import jax
    except ImportError:
        raise ImportError("aiopt.jit needs jax: pip install jax (or aiopt's `jax` extra)") from None
    return jax


def _leaf_signature(jax, leaf) -> tuple:
    """What of a leaf changes the lowered program: its shape, its dtype as JAX sees it, weak typing."""
    if isinstance(leaf, (bool, int, float, complex)) and not isinstance(leaf, np.generic):
        return ((), type(leaf).__name__, True)
    shape = tuple(np.shape(leaf))
    dtype = jax.dtypes.canonicalize_dtype(getattr(leaf, "dtype", None) or np.asarray(leaf).dtype)
    return (shape, str(dtype), bool(getattr(leaf, "weak_type", False)))


def _is_extended_float(dtype: np.dtype) -> bool:
    """bfloat16 and the float8 types (ml_dtypes): numpy kind 'V', carried as float32 at aiopt's boundary."""
    return dtype.kind == "V" and dtype.name.startswith(("bfloat16", "float8", "float6", "float4"))


def _to_boundary(array: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """An argument as aiopt's compiled code takes it: the lowered dtype, extended floats as float32."""
    dtype = np.dtype(dtype)
    if _is_extended_float(dtype):
        return np.asarray(array.astype(dtype), dtype=np.float32)
    return np.asarray(array, dtype=dtype)


def _from_boundary(array: np.ndarray, dtype: np.dtype) -> np.ndarray:
    dtype = np.dtype(dtype)
    return array.astype(dtype) if array.dtype != dtype else array
