"""`importlib.resources` executed when a run first uses it, not when xDSL imports `importlib.abc` (issue 19).

xDSL's dialect loader (`xdsl.utils.dialect_loader`, imported by every
`xdsl.dialects` module) imports `importlib.abc`, which on Python 3.11
imports `importlib.resources.abc`: importing that submodule runs the
package's `__init__`, which imports `tempfile`, `shutil`, `bz2`, `lzma`,
`random` and four modules of its own. That was 3 ms of `ai-opt`'s start-up
(about 4% of it) for a package that no run on an MLIR file uses.

A driver that calls `install()` before importing xDSL gets an
`importlib.resources` module whose search path, spec and loader are the
real package's, so that its submodules (`importlib.resources.abc`) import
as before, but whose `__init__` runs at the first access to anything else
(`importlib.resources.files`, ...), through a module `__getattr__` (PEP
562) that then removes itself. What the package defines is then exactly
what it would have defined:

    lazy_resources.install()
    import importlib.abc                 # no tempfile, shutil, random, ...
    importlib.resources.files("json")    # runs the package's __init__ first

`ai-opt` run as a program defers `ctypes` the same way (`defer("ctypes")`):
xDSL's `builtin` dialect imports `xdsl.utils.bitwise_casts`, which imports
it for the bits of a float (`convert_f32_to_u32`, ...); its `__init__`
loads the `_ctypes` extension and libffi, 1% of `ai-opt`'s start-up, for a
run whose input has no float constant to convert. (The tool server does
not: each of its forks would load it again.)
"""

from __future__ import annotations

import sys
import types

PACKAGE = "importlib.resources"


def install() -> bool:
    """Put the deferred `importlib.resources` in `sys.modules`; False if the package was imported already."""
    return defer(PACKAGE)


def defer(package: str) -> bool:
    """Put `package`, deferred, in `sys.modules` (its `__init__` runs at the first use of anything it defines);
    False if it was imported already or is not a package found the usual way."""
    if package in sys.modules:
        return False
    from importlib.util import find_spec

    spec = find_spec(package)
    if spec is None or spec.loader is None or spec.submodule_search_locations is None:
        return False
    module = types.ModuleType(package)
    module.__spec__ = spec
    module.__loader__ = spec.loader
    module.__file__ = spec.origin
    module.__package__ = package
    module.__path__ = list(spec.submodule_search_locations)

    def __getattr__(name: str):  # noqa: N807 - the module attribute PEP 562 looks up
        if vars(module).get("__getattr__") is __getattr__:
            del module.__getattr__
            spec.loader.exec_module(module)
        return object.__getattribute__(module, name)

    module.__getattr__ = __getattr__  # type: ignore[attr-defined]
    sys.modules[package] = module
    parent, _, child = package.rpartition(".")
    if parent:
        setattr(sys.modules[parent], child, module)  # as importing a submodule binds it in its package
    return True
