"""The registry of dialects, passes and pass pipelines, and the plugin API.

Everything `ai-opt` can load is registered here by name with a factory, so
that nothing is imported until it is used (a dialect when the parser meets
its namespace, a pass when a pipeline names it).

A plugin is a Python file or module with a `register(registry)` function:

    from aiopt.support.registry import Registry

    def register(registry: Registry) -> None:
        registry.register_dialect("toy", lambda: Toy)
        registry.register_pass("toy-fold", lambda: ToyFoldPass)

It is loaded with `--load-dialect-plugin=PATH_OR_MODULE`,
`--load-pass-plugin=PATH_OR_MODULE`, or automatically when a package
installed in this Python's site-packages (or in a folder of
`$AIOPT_PLUGIN_PATH`) declares it in the `aiopt.plugins` entry-point group.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import os
import sys
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from xdsl.context import Context
from xdsl.ir import Dialect

if TYPE_CHECKING:
    from xdsl.passes import ModulePass

DialectFactory = Callable[[], Dialect]
PassFactory = Callable[[], "type[ModulePass | PassPipelineDefinition]"]

ENTRY_POINT_GROUP = "aiopt.plugins"
NO_ENTRY_POINTS_VARIABLE = "AIOPT_NO_ENTRY_POINT_PLUGINS"
"""When this environment variable is set (the test suite sets it), installed plugins are not loaded."""
PLUGIN_PATH_VARIABLE = "AIOPT_PLUGIN_PATH"
"""Folders (separated by os.pathsep) whose installed distributions' entry-point plugins are loaded too."""


def installed_plugin_folders() -> list[str]:
    """Where entry-point plugins are looked for: site-packages of this Python, then $AIOPT_PLUGIN_PATH."""
    import site

    # `site.getsitepackages()` holds sysconfig's purelib and platlib (where pip installs) in a venv, a
    # pyenv/python.org build and Debian's dist-packages layout; asking sysconfig costs 1 ms of every start-up.
    if hasattr(site, "getsitepackages"):
        folders = site.getsitepackages()
    else:
        import sysconfig

        folders = [sysconfig.get_paths()[key] for key in ("purelib", "platlib")]
    if site.ENABLE_USER_SITE and site.getusersitepackages():
        folders.append(site.getusersitepackages())
    folders += [folder for folder in os.environ.get(PLUGIN_PATH_VARIABLE, "").split(os.pathsep) if folder]
    unique: list[str] = []
    for folder in folders:
        if folder not in unique:
            unique.append(folder)
    return unique


def option(default: Any, help: str) -> Any:
    """Declare a pass option: a dataclass field with a default and help text.

    The field name with `_` spelled `-` is the option's name on the command
    line, e.g. `max_iterations: int = option(10, "...")` is `max-iterations=10`.
    """
    if isinstance(default, (list, dict, set)):
        raise TypeError("pass options must be immutable; use a tuple")
    return dataclasses.field(default=default, metadata={"help": help})


class PassOptionError(ValueError):
    """A pass option value that parsed but makes no sense (`tile-sizes=0`).

    Raise it from the pass's `__post_init__`: the pipeline parser reports it
    on the command line at the option's value, e.g.
    `raise PassOptionError("tile-sizes", "must be positive, got 0")`.
    """

    def __init__(self, option: str, message: str):
        self.option = option.replace("_", "-")
        super().__init__(f"invalid value for option '{self.option}': {message}")


@dataclass(frozen=True)
class PassPipelineDefinition(ABC):
    """A named pipeline: options as dataclass fields, expanded to textual passes.

    Subclasses are frozen dataclasses with a `name` and a docstring, and return
    the pipeline they stand for, e.g. `"func.func(canonicalize),cse"`.
    """

    name: ClassVar[str]

    @abstractmethod
    def pipeline(self) -> str: ...


def did_you_mean(name: str, candidates: Iterable[str], quote: str = "'{}'") -> str:
    """`; did you mean 'x'?` for the candidate closest to `name`, or an empty string when none is close.

        did_you_mean("canonicalise", ["canonicalize", "cse"]) == "; did you mean 'canonicalize'?"
    """
    import difflib

    matches = difflib.get_close_matches(name, sorted(set(candidates)), n=1, cutoff=0.75)
    return f"; did you mean {quote.format(matches[0])}?" if matches else ""


def lazy_class(module: str, name: str) -> Callable[[], Any]:
    """A factory that imports `module` and returns its attribute `name` when called."""

    def load() -> Any:
        return getattr(importlib.import_module(module), name)

    return load


_plugin_code_ran = False


def plugin_code_ran() -> bool:
    """Whether this process imported a plugin (a `--load-*-plugin` or an entry point), whose code may
    expect the interpreter's normal exit (files it left open, `__del__` methods)."""
    return _plugin_code_ran


class PluginError(Exception):
    """A plugin could not be loaded or registered; the message names the plugin."""


class Registry:
    """Names of dialects, passes and pipelines, each mapped to a lazy factory."""

    def __init__(self) -> None:
        self.dialects: dict[str, DialectFactory] = {}
        self.passes: dict[str, PassFactory] = {}
        self.pipelines: dict[str, PassFactory] = {}
        self.summaries: dict[str, str] = {}
        self.plugins: list[str] = []
        """The plugins whose register() ran on this registry (paths, module names or entry points), in order."""
        self.origins: dict[str, str] = {}
        """The plugin that registered each pass or pipeline name (names aiopt registers itself are absent)."""
        self._registering: str | None = None

    def register_dialect(self, name: str, factory: DialectFactory | Dialect) -> None:
        """Register a dialect under its namespace; a later registration replaces an earlier one."""
        self.dialects[name] = factory if callable(factory) else (lambda: factory)

    def register_pass(self, name: str, factory: PassFactory, summary: str | None = None) -> None:
        """Register a pass (a ModulePass subclass, returned by `factory`) under its flag name.

        `--help` shows `summary`, or else the first line of the class docstring.
        """
        self.passes[name] = self._pass_factory(name, factory)
        if summary is not None:
            self.summaries[name] = summary

    def register_pipeline(self, name: str, factory: PassFactory) -> None:
        """Register a PassPipelineDefinition subclass under its flag name."""
        self.pipelines[name] = self._pass_factory(name, factory)

    def _pass_factory(self, name: str, factory: PassFactory | type) -> PassFactory:
        """`factory`, checked to be callable; a pass or pipeline class given in its place is wrapped in one."""
        if not isinstance(name, str) or not name:
            raise TypeError(f"a pass name must be a non-empty string, not {name!r}")
        if self._registering is not None:
            self.origins[name] = self._registering
        if isinstance(factory, type) and _is_pass_class(factory):
            return lambda: factory
        if not callable(factory):
            raise TypeError(
                f"the factory of pass '{name}' must be a callable that returns a pass class, not {factory!r}"
            )
        return factory

    def is_pass_or_pipeline(self, name: str) -> bool:
        return name in self.passes or name in self.pipelines

    def pass_names(self) -> set[str]:
        """The names of every registered pass and pipeline."""
        return {*self.passes, *self.pipelines}

    def pass_class(self, name: str) -> type[ModulePass | PassPipelineDefinition]:
        """Import and return the class registered as pass or pipeline `name`."""
        factory = self.passes.get(name) or self.pipelines[name]
        origin = self.origins.get(name)
        where = f" (registered by plugin '{origin}')" if origin else ""
        try:
            cls = factory()
        except SystemExit as err:
            raise PluginError(f"pass '{name}'{where} failed to load: it called sys.exit({err.code!r})") from err
        except Exception as err:
            raise PluginError(f"pass '{name}'{where} failed to load: {type(err).__name__}: {err}") from err
        if not (isinstance(cls, type) and _is_pass_class(cls)):
            raise PluginError(
                f"pass '{name}'{where} failed to load: its factory returned {_short_repr(cls)}, "
                "not a ModulePass or PassPipelineDefinition subclass"
            )
        return cls

    def make_context(self, allow_unregistered: bool = False) -> Context:
        """A context that knows every dialect but loads each one on first use."""
        ctx = Context(allow_unregistered=allow_unregistered)
        for name, factory in self.dialects.items():
            ctx.register_dialect(name, factory)
        return ctx

    def load_plugin(self, spec: str) -> None:
        """Load a plugin from a `.py` path or an importable module name and register it."""
        global _plugin_code_ran
        _plugin_code_ran = True
        try:
            module = _import_plugin(spec)
        except PluginError:
            raise
        except SystemExit as err:
            raise PluginError(f"failed to load plugin '{spec}': it called sys.exit({err.code!r})") from err
        except Exception as err:
            raise PluginError(f"failed to load plugin '{spec}': {type(err).__name__}: {err}") from err
        register = getattr(module, "register", None)
        if not callable(register):
            raise PluginError(f"plugin '{spec}' has no register(registry) function")
        self._call_register(spec, register)

    def load_entry_point_plugins(self) -> list[PluginError]:
        """Register the `aiopt.plugins` entry points of installed distributions; return the ones that failed.

        Only distributions installed in this Python's site-packages folders
        (`installed_plugin_folders`) count, and those in the folders named
        by `$AIOPT_PLUGIN_PATH`: a `*.dist-info` in the current directory or
        in another `sys.path` entry (`PYTHONPATH`, `python -m`'s working
        directory) is not a plugin of every ai-opt run.
        """
        global _plugin_code_ran
        failures: list[PluginError] = []
        if os.environ.get(NO_ENTRY_POINTS_VARIABLE):
            return failures
        folders = installed_plugin_folders()
        if not _may_declare_plugins(folders):
            return failures
        from importlib.metadata import distributions

        seen: set[tuple[str, str]] = set()
        for distribution in distributions(path=folders):
            for entry in distribution.entry_points.select(group=ENTRY_POINT_GROUP):
                if (entry.name, entry.value) in seen:
                    continue
                seen.add((entry.name, entry.value))
                label = f"{entry.name} ({entry.value})"
                _plugin_code_ran = True
                try:
                    loaded = entry.load()
                    register = loaded if not isinstance(loaded, ModuleType) else getattr(loaded, "register", None)
                    if not callable(register):
                        raise PluginError(f"plugin '{label}' has no register(registry) function")
                    self._call_register(label, register)
                except PluginError as err:
                    failures.append(err)
                except SystemExit as err:
                    failures.append(PluginError(f"failed to load plugin '{label}': it called sys.exit({err.code!r})"))
                except Exception as err:
                    failures.append(PluginError(f"failed to load plugin '{label}': {type(err).__name__}: {err}"))
        return failures

    def _call_register(self, label: str, register: Callable[[Registry], None]) -> None:
        self.plugins.append(label)  # even when it fails: what it registered before failing stays
        outer, self._registering = self._registering, label
        try:
            register(self)
        except SystemExit as err:
            raise PluginError(f"plugin '{label}' failed to register: it called sys.exit({err.code!r})") from err
        except Exception as err:
            raise PluginError(f"plugin '{label}' failed to register: {type(err).__name__}: {err}") from err
        finally:
            self._registering = outer


def _is_pass_class(cls: type) -> bool:
    # A ModulePass subclass exists only once xdsl.passes is imported: not importing it here keeps a cached
    # run's start-up free of xDSL's dialects (test_startup_imports).
    passes = sys.modules.get("xdsl.passes")
    return issubclass(cls, (PassPipelineDefinition, *((passes.ModulePass,) if passes else ())))


def _short_repr(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _may_declare_plugins(folders: list[str]) -> bool:
    """False when no distribution in `folders` can declare an `aiopt.plugins` entry point.

    `importlib.metadata` (about 25 ms to import, and more to read every
    distribution's metadata) finds a folder's distributions as its
    `*.dist-info` and `*.egg-info` entries and their entry points in their
    `entry_points.txt`; a run is spared it when none of those files names the
    group. Anything unusual (a zip or `.egg` on the path, an unreadable
    file) counts as a possible plugin.
    """
    group = ENTRY_POINT_GROUP.encode()
    for folder in folders:
        if folder.lower().endswith(".egg"):
            return True
        try:
            names = os.listdir(folder)
        except FileNotFoundError:
            continue
        except OSError:
            return True
        for name in names:
            if not name.lower().endswith((".dist-info", ".egg-info")):
                continue
            try:
                with open(os.path.join(folder, name, "entry_points.txt"), "rb") as handle:
                    if group in handle.read():
                        return True
            except (FileNotFoundError, NotADirectoryError):
                continue
            except OSError:
                return True
    return False


def _import_plugin(spec: str) -> ModuleType:
    """The plugin `spec` names: a path when it holds a `/` or ends with `.py`, a module name otherwise.

    As upstream's `--load-pass-plugin`, whose dlopen reads a name with a `/`
    as a path and looks a bare name up on the library path: a bare name is
    imported from `sys.path`, and only when no module has that name is it
    read as a file or package folder of the current directory. So
    `--load-pass-plugin=aiopt_toy` in the folder that holds the package
    `aiopt_toy/` loads that package, installed or not.
    """
    path = Path(spec)
    if "/" in spec or os.sep in spec or spec.endswith(".py"):
        return _import_path(spec)
    if not all(part.isidentifier() for part in spec.split(".")):
        # Not a module name ('', '.', '.hidden', 'my-plugin'): a file or folder here, or nothing.
        if spec and path.exists():
            return _import_path(spec)
        raise PluginError(f"plugin '{spec}' is not a module name, a .py file or a package folder")
    try:
        return importlib.import_module(spec)
    except ModuleNotFoundError as err:
        if not err.name or not (spec == err.name or spec.startswith(err.name + ".")):
            raise  # the module exists and imports one that does not
        if path.exists():
            return _import_path(spec)
        raise PluginError(f"plugin module '{spec}' not found") from err


def _import_path(spec: str) -> ModuleType:
    """The plugin file `spec`, or the package whose folder it is (its `__init__.py`)."""
    path = Path(spec)
    if path.is_dir():
        if not (path / "__init__.py").is_file():
            raise PluginError(
                f"plugin path '{spec}' is a folder without __init__.py; give its .py file or its module name"
            )
        path = path / "__init__.py"
    elif not path.exists():
        raise PluginError(f"plugin file '{spec}' does not exist")
    elif not path.is_file():
        raise PluginError(f"plugin path '{spec}' is not a file")
    return _import_file(path.resolve())


def _import_file(path: Path) -> ModuleType:
    """Import a plugin file under a name unique to its path.

    A package's `__init__.py` is imported as that package (so its relative
    imports work); two plugins with the same file name do not collide.
    """
    is_package = path.name == "__init__.py"
    stem = path.parent.name if is_package else path.stem
    import hashlib

    digest = hashlib.sha1(str(path).encode()).hexdigest()[:8]
    module_name = f"aiopt_plugin_{stem}_{digest}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    module_spec = importlib.util.spec_from_file_location(
        module_name, path, submodule_search_locations=[str(path.parent)] if is_package else None
    )
    if module_spec is None or module_spec.loader is None:
        raise PluginError(f"cannot load plugin file '{path}'")
    module = importlib.util.module_from_spec(module_spec)
    sys.modules[module_name] = module
    try:
        module_spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[module_name]
        raise
    return module


# Dialects of xDSL that exist upstream in MLIR under the same name. xDSL's
# own research dialects (riscv, snitch, csl, stencil, ...) are left out so
# that `--show-dialects` lists what an MLIR user expects.
_XDSL_UPSTREAM_DIALECTS = (
    "acc", "affine", "arith", "arm_neon", "bufferization", "builtin", "cf",
    "complex", "dlti", "emitc", "func", "gpu", "irdl", "linalg", "llvm", "math",
    "memref", "ml_program", "mpi", "omp", "pdl", "pdl_interp", "scf", "shard",
    "smt", "tensor", "test", "tosa", "transform", "ub", "vector",
)  # fmt: skip

# xDSL passes whose name and meaning match an upstream MLIR pass, with the
# one-line summary upstream gives them (several xDSL passes have no docstring).
_XDSL_UPSTREAM_PASSES = {
    "cse": "Eliminate common sub-expressions",
    "gpu-map-parallel-loops": "Greedily maps loops to GPU hardware dimensions",
    "linalg-generalize-named-ops": "Convert named ops into generic ops",
    "scf-parallel-loop-tiling": "Tile parallel loops",
}


BUILTIN_PLUGINS = ("aiopt.dialects", "aiopt.transforms", "aiopt.lowering")
"""aiopt's own dialects and passes: each module's `register(registry)` adds them, as a plugin's does.
They are named, not imported, here: the registry sits below every dialect and pass (docs/architecture.md)."""


def _xdsl_pass(name: str) -> PassFactory:
    """A factory of xDSL's pass `name`; xDSL's table of passes is imported only when it is called."""

    def load() -> type[ModulePass]:
        from xdsl.transforms import get_all_passes

        return get_all_passes()[name]()

    return load


def default_registry() -> Registry:
    """The registry of a plain `ai-opt`: upstream-named xDSL pieces plus aiopt's own (which replace them)."""
    from xdsl.dialects import get_all_dialects

    from aiopt.support.canonical_classes import with_registered_classes

    registry = Registry()
    xdsl_dialects = get_all_dialects()
    for name in _XDSL_UPSTREAM_DIALECTS:
        registry.register_dialect(name, xdsl_dialects[name])
    for name, summary in _XDSL_UPSTREAM_PASSES.items():
        # The ops xDSL's passes build are re-created with the classes our context registers (one class per name).
        registry.register_pass(name, with_registered_classes(_xdsl_pass(name)), summary)
    for module in BUILTIN_PLUGINS:
        importlib.import_module(module).register(registry)
    return registry
