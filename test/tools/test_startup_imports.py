"""`ai-opt` imports only what a run needs: start-up is most of a small run's time (issue 19).

A run on an `arith` file without plugins imports neither `importlib.metadata`
(only needed when an installed distribution declares an `aiopt.plugins`
entry point) nor the `cf` and `tensor` dialects (only needed when the input
has their ops). A run on `arith` and `func`, with or without
`--canonicalize`, imports no numpy, LLVM, HLO, GPU, lowering, target, runtime
or reference-semantics module, and without passes not xDSL's pass machinery
either. Run as a program, ai-opt compiles no dataclass source that an earlier
run compiled (`aiopt.tools.startup_cache`), and prints the same whatever
state its cache is in. The checks read `sys.modules` and counters at the end
of a run: nothing is timed.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import warnings

import pytest

from aiopt.support.registry import (
    _XDSL_UPSTREAM_PASSES,
    _may_declare_plugins,
    _xdsl_pass,
    installed_plugin_folders,
)

RUN = """
import contextlib, dataclasses, gc, io, json, sys
from aiopt.tools.ai_opt import main
out, err = io.StringIO(), io.StringIO()
sys.argv[0] = "ai-opt"
collections = sum(generation["collections"] for generation in gc.get_stats())
with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
    status = main(stdin=io.StringIO(""))  # as the program runs it: the arguments are sys.argv's
cache = sys.modules.get("aiopt.tools.startup_cache")
arith = sys.modules.get("aiopt.dialects.arith")
print(json.dumps({"status": status, "output": out.getvalue(), "errors": err.getvalue(), "modules": sorted(sys.modules),
                  "compiled": cache.compiled if cache else None, "cached": "exec" in vars(dataclasses),
                  "collections": sum(generation["collections"] for generation in gc.get_stats()) - collections,
                  "collecting": gc.isenabled(),
                  "arith definitions": arith.upstream_definitions_built if arith else None}))
"""

ARITH = """func.func @add(%a: i32, %b: i32) -> i32 {
  %c = arith.addi %a, %b : i32
  func.return %c : i32
}
"""


def _run(tmp_path, text: str, *flags: str, entry_point_plugins: bool = True, **variables: str) -> dict:
    """ai-opt on `text` with `flags`, run as a program in a fresh Python, its cache in `tmp_path/cache`.

    The status, output, errors, `sys.modules` at the end, whether the
    start-up cache was installed (`cached`), and how many dataclass functions
    it compiled from source (`compiled`).
    """
    path = tmp_path / "input.mlir"
    path.write_text(text)
    environment = {
        key: value for key, value in os.environ.items()
        if key not in ("AIOPT_NO_ENTRY_POINT_PLUGINS", "AIOPT_NO_STARTUP_CACHE")
    }  # fmt: skip
    environment["AIOPT_PLUGIN_PATH"] = ""
    environment["AIOPT_CACHE_DIR"] = str(tmp_path / "cache")
    environment.update(variables)
    if not entry_point_plugins:
        environment["AIOPT_NO_ENTRY_POINT_PLUGINS"] = "1"
    result = subprocess.run(
        [sys.executable, "-c", RUN, str(path), *flags], capture_output=True, text=True, env=environment, check=True
    )
    return json.loads(result.stdout)


NOT_FOR_ARITH_AND_FUNC = (
    "numpy", "llvmlite", "lark",
    "aiopt.dialects.hlo", "aiopt.dialects.mhlo", "aiopt.dialects.stablehlo", "aiopt.dialects.chlo",
    "aiopt.dialects.lmhlo", "aiopt.dialects.gpu", "aiopt.dialects.nvvm", "aiopt.dialects.llvm",
    "aiopt.transforms.canonicalize_hlo", "aiopt.transforms.fold_hlo",
    "aiopt.lowering.", "aiopt.targets", "aiopt.runtime.", "aiopt.reference", "xdsl.interpreters",
)  # fmt: skip
"""Modules (a name, or a prefix ending in `.` for a package's modules) an arith/func run never needs."""

NEEDED_AT_START_UP = ("aiopt.runtime.compile_cache",)
"""Where the start-up cache is kept (the compile cache's files); none of the runtime proper."""

NOT_WITHOUT_PASSES = ("xdsl.passes", "xdsl.transforms", "aiopt.support.passes", "aiopt.transforms.")
"""xDSL's pass machinery and table of passes, and aiopt's passes: a run without passes needs none."""


def _loaded(modules: list[str], names: tuple[str, ...]) -> list[str]:
    """The modules of `modules` named by `names` (a module, with its submodules, or a prefix ending in `.`)."""
    return [
        module for module in modules
        if module not in NEEDED_AT_START_UP and any(module == name or module.startswith(name if name.endswith(".") else name + ".") for name in names)
    ]  # fmt: skip


def test_arith_run_skips_entry_point_metadata_and_cf(tmp_path):
    if _may_declare_plugins(installed_plugin_folders()):
        pytest.skip("an installed distribution declares aiopt.plugins: importlib.metadata is needed")
    run = _run(tmp_path, ARITH)
    assert run["status"] == 0 and "arith.addi %arg0, %arg1 : i32" in run["output"]
    assert "importlib.metadata" not in run["modules"]
    assert "xdsl.dialects.cf" not in run["modules"]
    assert "xdsl.dialects.tensor" not in run["modules"]
    # importlib.abc (xDSL's dialect loader) imports importlib.resources.abc, not the package's __init__
    # (aiopt.tools.lazy_resources), which imports these.
    assert "importlib.resources.abc" in run["modules"]
    assert not {"tempfile", "shutil", "random", "importlib.resources._common"} & set(run["modules"])
    assert "_ctypes" not in run["modules"]  # ctypes is deferred too, and no float's bits were read


LAZY_RESOURCES = """
import sys
from aiopt.tools import lazy_resources
assert lazy_resources.install() and not lazy_resources.install()
import importlib.abc
print("tempfile" in sys.modules, "importlib.resources._common" in sys.modules)
import importlib.resources
from importlib.resources import files
print(files("json").joinpath("__init__.py").is_file(), importlib.resources.read_text.__module__)
print("tempfile" in sys.modules, "__getattr__" in vars(importlib.resources))
"""


def test_deferred_importlib_resources_is_the_real_package_at_first_use():
    """`lazy_resources.install()`: submodules import without the package's __init__, which runs at the first
    use of anything it defines; then the package is what it would have been."""
    done = subprocess.run([sys.executable, "-I", "-c", LAZY_RESOURCES], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "False", "True", "importlib.resources._legacy", "True", "False"]


LAZY_CTYPES = """
import sys
from aiopt.tools import lazy_resources
assert lazy_resources.defer("ctypes") and not lazy_resources.defer("ctypes")
import ctypes
import xdsl.dialects.builtin
print("_ctypes" in sys.modules)
from xdsl.utils.bitwise_casts import convert_f32_to_u32
print(convert_f32_to_u32(1.0), "_ctypes" in sys.modules, "__getattr__" in vars(ctypes))
from ctypes import util
print(ctypes.sizeof(ctypes.c_uint32), callable(util.find_library))
"""


def test_deferred_ctypes_is_the_real_package_at_first_use():
    """xDSL's builtin dialect imports ctypes (`bitwise_casts`): deferred (`ai-opt` run as a program), it loads
    `_ctypes` at the first float whose bits are read, and is then the package it would have been."""
    done = subprocess.run([sys.executable, "-I", "-c", LAZY_CTYPES], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "1065353216", "True", "False", "4", "True"]


def test_cf_run_still_checks_branch_operands(tmp_path):
    # The branch check loads cf only once the input has cf ops, and then applies.
    run = _run(tmp_path, "func.func @f(%a: i32) {\n  cf.br ^bb1(%a, %a : i32, i32)\n^bb1(%x: i32):\n  func.return\n}\n")
    assert run["status"] == 1
    assert "error: 'cf.br' op branch has 2 operands for successor #0, but target block has 1" in run["errors"]


def test_may_declare_plugins_reads_entry_points_files(tmp_path):
    site = tmp_path / "site"
    (site / "plain-1.0.dist-info").mkdir(parents=True)
    (site / "plain-1.0.dist-info" / "entry_points.txt").write_text("[console_scripts]\nx = y:z\n")
    (site / "legacy.egg-info").write_text("Metadata-Version: 1.0\n")  # a file: no entry points
    assert not _may_declare_plugins([str(site), str(tmp_path / "missing")])
    (site / "toy-0.1.dist-info").mkdir()
    (site / "toy-0.1.dist-info" / "entry_points.txt").write_text("[aiopt.plugins]\ntoy = toy:register\n")
    assert _may_declare_plugins([str(site)])
    assert _may_declare_plugins([str(tmp_path / "plugins.egg")])


def test_arith_func_run_imports_no_backend_and_no_pass(tmp_path):
    run = _run(tmp_path, ARITH, entry_point_plugins=False)
    assert run["status"] == 0 and "arith.addi %arg0, %arg1 : i32" in run["output"]
    assert "aiopt.dialects.arith" in run["modules"]  # the check sees what the run loaded
    assert _loaded(run["modules"], NOT_FOR_ARITH_AND_FUNC) == []
    assert _loaded(run["modules"], NOT_WITHOUT_PASSES) == []


def test_canonicalize_on_arith_func_imports_no_hlo_patterns(tmp_path):
    text = ARITH.replace("%a, %b", "%a, %c0").replace("{\n", "{\n  %c0 = arith.constant 0 : i32\n", 1)
    run = _run(tmp_path, text, "--canonicalize", entry_point_plugins=False)
    assert run["status"] == 0, run["errors"]
    assert "arith.addi" not in run["output"] and "return %arg0 : i32" in run["output"]  # x + 0 folded
    assert "aiopt.transforms.canonicalize" in run["modules"]
    assert _loaded(run["modules"], NOT_FOR_ARITH_AND_FUNC) == []


def test_canonicalize_folds_hlo_in_a_fresh_process(tmp_path):
    # The HLO patterns are loaded once the input's stablehlo ops imported aiopt.dialects.hlo.
    text = """func.func @f() -> tensor<i32> {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.add %0, %0 : tensor<i32>
  func.return %1 : tensor<i32>
}
"""
    run = _run(tmp_path, text, "--canonicalize", entry_point_plugins=False)
    assert run["status"] == 0, run["errors"]
    assert "stablehlo.add" not in run["output"]
    assert "stablehlo.constant dense<2> : tensor<i32>" in run["output"]


@pytest.mark.parametrize("name", sorted(_XDSL_UPSTREAM_PASSES))
def test_xdsl_passes_are_the_ones_of_xdsls_table(name):
    from xdsl.transforms import get_all_passes

    assert _xdsl_pass(name)() is get_all_passes()[name]()


def test_arith_run_builds_the_upstream_definition_of_its_one_arith_op(tmp_path):
    # The other 48 arith ops' definitions with upstream's constraints are built when an op of theirs is first read.
    run = _run(tmp_path, ARITH, entry_point_plugins=False)
    assert run["status"] == 0 and run["arith definitions"] == 1


def test_start_up_runs_no_collection_and_collecting_resumes(tmp_path):
    # The ~60 collections of the imports walked objects that live to the exit; the IR's are still collected.
    run = _run(tmp_path, ARITH, entry_point_plugins=False)
    assert run["status"] == 0 and run["collecting"]
    assert run["collections"] == 0


def test_second_run_compiles_no_dataclass_code(tmp_path):
    first = _run(tmp_path, ARITH, entry_point_plugins=False)
    second = _run(tmp_path, ARITH, entry_point_plugins=False)
    assert first["cached"] and first["compiled"] > 100  # xDSL's attribute and op classes
    assert second["cached"] and second["compiled"] == 0
    assert (second["status"], second["output"], second["errors"]) == (first["status"], first["output"], "")


def test_damaged_or_untrusted_cache_changes_nothing_printed(tmp_path):
    first = _run(tmp_path, ARITH, entry_point_plugins=False)
    [entry] = (tmp_path / "cache").glob("*.pycode")
    entry.write_bytes(entry.read_bytes()[:-100])  # truncated: its checksum no longer matches
    damaged = _run(tmp_path, ARITH, entry_point_plugins=False)
    assert damaged["cached"] and damaged["compiled"] == first["compiled"]
    assert (damaged["status"], damaged["output"], damaged["errors"]) == (0, first["output"], "")
    (tmp_path / "cache").chmod(0o777)  # writable by others: the compile cache refuses it, with a warning
    untrusted = _run(tmp_path, ARITH, entry_point_plugins=False)
    assert not untrusted["cached"]
    assert (untrusted["status"], untrusted["output"], untrusted["errors"]) == (0, first["output"], "")


def test_startup_cache_can_be_turned_off(tmp_path):
    _run(tmp_path, ARITH, entry_point_plugins=False, AIOPT_NO_STARTUP_CACHE="1")
    off = _run(tmp_path, ARITH, entry_point_plugins=False, AIOPT_NO_STARTUP_CACHE="1")
    assert not off["cached"] and off["status"] == 0
    assert not list((tmp_path / "cache").glob("*.pycode"))


def test_interpreting_a_program_does_not_import_every_xdsl_interpreter():
    """`xdsl.interpreters`' package `__init__` imports all of xDSL's interpreters (RISC-V, Snitch ...):
    the reference interpreter and the HLO folder (which canonicalize uses) must not pull it in."""
    script = (
        "import sys, numpy as np\n"
        "from aiopt.support.parsing import parse_module\n"
        "from aiopt.support.registry import default_registry\n"
        "from aiopt.reference.interpreter import run_function\n"
        "from aiopt.transforms import canonicalize_hlo\n"
        "m = parse_module(default_registry().make_context(), 'func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\\n"
        "  %0 = stablehlo.add %a, %a : tensor<2xf32>\\n  func.return %0 : tensor<2xf32>\\n}', 'x.mlir')\n"
        "print(run_function(m, 'main', [np.ones(2, np.float32)])[0].tolist())\n"
        "print(sorted(m for m in sys.modules if m.startswith('xdsl.interpreters') or m.startswith('xdsl.dialects.riscv')))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    values, loaded = result.stdout.splitlines()
    assert values == "[2.0, 2.0]"
    assert loaded == "[]"


def test_kept_code_is_unmarshalled_at_first_use_and_damaged_code_compiles_again(monkeypatch):
    import marshal

    from aiopt.tools import startup_cache

    kept, damaged = "def __create_fn__():\n    return 1\n", "def __create_fn__():\n    return 2\n"
    monkeypatch.setitem(startup_cache._codes, kept, marshal.dumps(compile(kept, "<string>", "exec", dont_inherit=True)))
    monkeypatch.setitem(startup_cache._codes, damaged, b"not a code object")
    monkeypatch.setattr(startup_cache, "compiled", 0)
    namespace: dict = {}
    startup_cache._exec(kept, namespace, namespace)
    assert namespace["__create_fn__"]() == 1 and startup_cache.compiled == 0
    assert type(startup_cache._codes[kept]) is not bytes  # unmarshalled once, kept as code
    startup_cache._exec(damaged, namespace, namespace)
    assert namespace["__create_fn__"]() == 2 and startup_cache.compiled == 1


DOCSTRINGS = """
import dataclasses, json, sys
from aiopt.tools import startup_cache
if sys.argv[1] == "deferred":
    startup_cache._defer_docstrings()

@dataclasses.dataclass(frozen=True)
class Point:
    x: int
    label: "str" = "origin"

@dataclasses.dataclass(slots=True)
class Slotted:
    values: list = dataclasses.field(default_factory=list)

@dataclasses.dataclass
class Documented:
    '''Its own docstring.'''
    x: int = 0

class Sub(Point):
    pass

before = {name: type(vars(cls)["__doc__"]).__name__ for name, cls in (("Point", Point), ("Slotted", Slotted))}
print(json.dumps({"before": before, "docs": [Point.__doc__, Point(1).__doc__, Slotted().__doc__, Slotted.__doc__,
                  Documented.__doc__, Sub.__doc__], "after": type(vars(Point)["__doc__"]).__name__}))
"""


def test_dataclass_docstrings_are_made_when_read_and_are_the_same():
    """The driver defers the `Name(field: type, ...)` docstrings `dataclasses` makes (`_defer_docstrings`)."""
    runs = {
        mode: json.loads(subprocess.run([sys.executable, "-c", DOCSTRINGS, mode], capture_output=True, text=True,
                                        check=True).stdout)
        for mode in ("eager", "deferred")
    }  # fmt: skip
    assert runs["deferred"]["docs"] == runs["eager"]["docs"]
    assert runs["eager"]["docs"][0] == "Point(x: int, label: 'str' = 'origin')"
    assert runs["eager"]["docs"][4:] == ["Its own docstring.", None]
    assert runs["deferred"]["before"] == {"Point": "DeferredDocstring", "Slotted": "DeferredDocstring"}
    assert runs["eager"]["before"] == {"Point": "str", "Slotted": "str"}
    assert runs["deferred"]["after"] == "str"  # replaced by the text once read


def test_help_is_kept_in_the_cache_and_made_anew_with_a_plugin(tmp_path):
    """`--help` lists every pass's options, which imports every pass module; the text is kept in the compile
    cache (`aiopt.tools.help.cached_help`), and a run with a plugin, whose passes it lists too, makes it anew."""
    first = _run(tmp_path, "", "--help", entry_point_plugins=False)
    second = _run(tmp_path, "", "--help", entry_point_plugins=False)
    assert first["status"] == second["status"] == 0 and first["output"] == second["output"]
    assert "--convert-mhlo-to-linalg" in first["output"] and len(list((tmp_path / "cache").glob("*.txt"))) == 1
    assert "aiopt.lowering.mhlo_to_linalg" in first["modules"]
    assert not [m for m in second["modules"] if m.startswith("aiopt.lowering.")]
    plugin = tmp_path / "plugin.py"
    plugin.write_text(
        "from dataclasses import dataclass\nfrom xdsl.passes import ModulePass\n\n"
        "@dataclass(frozen=True)\nclass Nothing(ModulePass):\n    '''Does nothing.'''\n    name = 'do-nothing'\n\n"
        "    def apply(self, ctx, op):\n        pass\n\n"
        "def register(registry):\n    registry.register_pass('do-nothing', lambda: Nothing)\n"
    )
    with_plugin = _run(tmp_path, "", "--help", f"--load-pass-plugin={plugin}", entry_point_plugins=False)
    assert "--do-nothing" in with_plugin["output"] and "--do-nothing" not in first["output"]
    assert _run(tmp_path, "", "--help", entry_point_plugins=False)["output"] == first["output"]


PATTERNS = [
    (r"(?P<name>[a-z_]+)\s*=\s*(\d+)?", 0),
    (r"""(?:[ \t]+|//[^\n]*)*+ (?P<bare>[a-zA-Z_][\w$.]*)  # a comment""", re.VERBOSE.value),
    (rb"(?i)[^\x00-\x1f]+(?=;)", 0),
    ("a|b|(c)|(?P<d>d)", (re.ASCII | re.IGNORECASE).value),
]


@pytest.mark.parametrize(("pattern", "flags"), PATTERNS)
def test_patterns_built_from_kept_parts_are_the_ones_re_compiles(monkeypatch, pattern, flags):
    """A pattern compiled while a module is imported is kept as `_sre.compile`'s arguments (marshalled, as the cache
    stores them) and built from them in a later run: the same pattern object as `re`'s own (flags as `re.compile`
    passes them: ints)."""
    import marshal

    from aiopt.tools import startup_cache

    monkeypatch.setattr(startup_cache, "_importing", lambda frame: True)
    monkeypatch.setattr(startup_cache, "_patterns", {})
    monkeypatch.setattr(startup_cache, "compiled", 0)
    first = startup_cache._compile_pattern(pattern, flags)
    assert startup_cache.compiled == 1
    stored = {key: marshal.dumps(parts) for key, parts in startup_cache._patterns.items()}
    monkeypatch.setattr(startup_cache, "_patterns", stored)
    later = startup_cache._compile_pattern(pattern, flags)
    own = startup_cache._re_compile(pattern, flags)
    assert startup_cache.compiled == 1  # built from the kept parts
    for made in (first, later):
        assert made == own
        assert [made.pattern, made.flags, made.groups, made.groupindex] == [own.pattern, own.flags, own.groups,
                                                                            own.groupindex]


def test_patterns_that_may_warn_or_compiled_after_the_imports_are_not_kept(monkeypatch):
    from aiopt.tools import startup_cache

    monkeypatch.setattr(startup_cache, "_patterns", {})
    startup_cache._compile_pattern(r"[a-z]+", 0)  # a test function's call: no import running
    assert startup_cache._patterns == {}
    monkeypatch.setattr(startup_cache, "_importing", lambda frame: True)
    for pattern in (r"[[a]", r"[a--b]", r"[a&&b]", "(?(1)a|b)", "é+", rb"[a||b]"):
        assert not startup_cache._may_keep(pattern)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                startup_cache._compile_pattern(pattern, 0)
            except re.error:
                pass
    assert startup_cache._patterns == {}


def test_kept_annotation_code_evaluates_as_eval_does(monkeypatch):
    """`inspect`'s `eval` (string annotations): the text's kept code gives what `eval` gives, leading blanks too."""
    from aiopt.tools import startup_cache

    monkeypatch.setattr(startup_cache, "_expressions", {})
    monkeypatch.setattr(startup_cache, "compiled", 0)
    namespace = {"width": 3}
    for _ in range(2):
        assert startup_cache._eval(" \tint | None", namespace) == eval(" \tint | None", namespace)  # noqa: S307
        assert startup_cache._eval("width * 2", namespace, {"width": 5}) == 10
    assert startup_cache.compiled == 2
    with pytest.raises(SyntaxError):
        startup_cache._eval("int |", namespace)
