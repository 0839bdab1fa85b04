"""The compile cache holds code we execute: it is private, checksummed, keyed by what changes the code, and optional."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tool_testing import run_in_child, run_tool

from aiopt.runtime import compile_cache, compiler
from aiopt.runtime.compile_cache import CompileCache, cache_key
from aiopt.runtime.jit import TARGET_CPU_VARIABLE, JitModule

SCALE = """
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = stablehlo.constant dense<2.0> : tensor<4xf32>
  %0 = stablehlo.multiply %x, %c : tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""

IR = "define i64 @twice(i64 %x) {\n  %y = mul i64 %x, 2\n  ret i64 %y\n}\n"
OTHER_IR = "define i64 @thrice(i64 %x) {\n  %y = mul i64 %x, 3\n  ret i64 %y\n}\n"


def _object_entry(folder: Path) -> Path:
    """The cache entry of `IR`'s object in `folder`, once compiled there.

    The entries of the runtime's own objects (the soft-float conversions where
    the target CPU has no native ones) are made first, by another module.
    """
    JitModule(OTHER_IR, cache_dir=folder)
    before = set(folder.glob("*.o"))
    JitModule(IR, cache_dir=folder)
    (entry,) = set(folder.glob("*.o")) - before
    return entry


@pytest.fixture(autouse=True)
def _fresh_process_state(monkeypatch):
    """Each test starts with empty in-process caches and no warnings given yet."""
    monkeypatch.setattr(compiler, "_COMPILED", {})
    monkeypatch.setattr(compile_cache, "_WARNED", set())


def _twice(jit: JitModule) -> int:
    import ctypes

    return ctypes.CFUNCTYPE(ctypes.c_int64, ctypes.c_int64)(jit.address("twice"))(21)


def test_the_directory_is_created_private(tmp_path):
    cache = CompileCache.open(tmp_path / "a" / "cache")
    assert cache is not None
    assert stat.S_IMODE((tmp_path / "a" / "cache").stat().st_mode) == 0o700


def test_a_directory_others_can_write_is_not_used(tmp_path, capsys):
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    assert CompileCache.open(shared) is None
    assert "writable by others" in capsys.readouterr().err
    function = compiler.compile(SCALE, cache_dir=shared)
    np.testing.assert_array_equal(function(np.ones(4, np.float32)), np.full(4, 2.0, np.float32))
    assert list(shared.iterdir()) == []


def test_a_cache_path_that_is_a_file_disables_the_cache(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("")
    function = compiler.compile(SCALE, cache_dir=blocker / "cache")
    np.testing.assert_array_equal(function(np.ones(4, np.float32)), np.full(4, 2.0, np.float32))
    assert "compile cache disabled" in capsys.readouterr().err


def test_entries_are_private_files(tmp_path):
    entry = _object_entry(tmp_path)
    assert stat.S_IMODE(entry.stat().st_mode) == 0o600


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty"])
def test_a_damaged_object_is_compiled_again(tmp_path, damage):
    entry = _object_entry(tmp_path)
    data = entry.read_bytes()
    if damage == "truncate":
        entry.write_bytes(data[: len(data) // 2])
    elif damage == "flip":
        entry.write_bytes(data[:-40] + bytes(b ^ 0xFF for b in data[-40:]))
    else:
        entry.write_bytes(b"")
    assert _twice(JitModule(IR, cache_dir=tmp_path)) == 42
    assert entry.read_bytes() == data


def test_a_well_checksummed_entry_that_is_not_an_object_file_is_compiled_again(tmp_path):
    """A payload that passes the checksum but is not ELF (or is cut inside its tables) never reaches LLVM's loader."""
    from aiopt.runtime.jit import code_key

    cache = CompileCache.open(tmp_path)
    JitModule(IR, cache_dir=tmp_path)
    key = code_key(IR, 3)
    good = cache.load(key, "o")
    for payload in (b"\x7fELF" + bytes(100), good[:200], b"#!/bin/sh\nrm -rf /\n"):
        cache.store(key, "o", payload)
        assert _twice(JitModule(IR, cache_dir=tmp_path)) == 42


def test_an_entry_moved_under_another_key_is_a_miss(tmp_path):
    cache = CompileCache.open(tmp_path)
    cache.store("a", "json", b"payload of a")
    os.replace(tmp_path / "a.json", tmp_path / "b.json")
    assert cache.load("b", "json") is None
    assert cache.load("a", "json") is None


@pytest.mark.skipif(not hasattr(os, "getuid") or os.getuid() != 0, reason="changing a file's owner needs root")
def test_an_entry_of_another_user_is_ignored(tmp_path, capsys):
    cache = CompileCache.open(tmp_path)
    cache.store("k", "json", b"data")
    os.chown(tmp_path / "k.json", 4242, -1)
    assert cache.load("k", "json") is None
    assert "not a private regular file" in capsys.readouterr().err


def test_an_entry_others_can_write_is_ignored(tmp_path):
    cache = CompileCache.open(tmp_path)
    cache.store("k", "json", b"data")
    (tmp_path / "k.json").chmod(0o666)
    assert cache.load("k", "json") is None


def test_a_lying_signature_is_not_believed(tmp_path):
    """An artifact whose signature is not well-formed is compiled again, not called."""
    function = compiler.compile(SCALE, cache_dir=tmp_path)
    (artifact,) = tmp_path.glob("*.json")
    cache = CompileCache(tmp_path)
    key = artifact.stem
    cache.store(key, "json", b'{"llvm_ir": "", "signature": {"entry": "main", "inputs": [{"dtype": "<f4"}]}}')
    compiler._COMPILED.clear()
    again = compiler.compile(SCALE, cache_dir=tmp_path)
    assert again.signature["inputs"] == function.signature["inputs"]
    np.testing.assert_array_equal(again(np.ones(4, np.float32)), np.full(4, 2.0, np.float32))


def test_an_unwritable_cache_only_stops_storing(tmp_path, monkeypatch, capsys):
    def refuse(*args, **kwargs):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(compile_cache.os, "replace", refuse)
    function = compiler.compile(SCALE, cache_dir=tmp_path)
    np.testing.assert_array_equal(function(np.ones(4, np.float32)), np.full(4, 2.0, np.float32))
    assert "is not writable (Read-only file system)" in capsys.readouterr().err
    assert not [p for p in tmp_path.iterdir() if p.suffix in (".json", ".o", ".tmp")]


def test_the_key_leaves_out_the_file_name_but_locations_follow_it(tmp_path):
    first = compiler.compile(SCALE, cache_dir=tmp_path, filename="a.mlir")
    second = compiler.compile(SCALE, cache_dir=tmp_path, filename="b.mlir")
    assert len(list(tmp_path.glob("*.json"))) == 1
    assert first.location.filename == "a.mlir"
    assert second.location.filename == "b.mlir"
    with pytest.raises(compiler.InputError) as error:
        second(np.ones(3, np.float32))
    assert str(error.value.location).startswith("b.mlir:")


def test_the_key_depends_on_the_target_cpu(tmp_path, monkeypatch):
    compiler.compile(SCALE, cache_dir=tmp_path)
    objects = set(tmp_path.glob("*.o"))
    monkeypatch.setenv(TARGET_CPU_VARIABLE, "x86-64")
    compiler._COMPILED.clear()
    compiler.compile(SCALE, cache_dir=tmp_path)
    assert len(list(tmp_path.glob("*.json"))) == 2
    assert set(tmp_path.glob("*.o")) > objects  # the program's object for x86-64 (and the runtime's, if any)


def test_keys_keep_their_parts_apart():
    assert cache_key("ab", "c") != cache_key("a", "bc")
    assert cache_key("a") != cache_key("a", "")


def test_ai_runner_works_without_a_usable_cache(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    source = tmp_path / "scale.mlir"
    source.write_text(SCALE)
    environment = dict(os.environ, AIOPT_CACHE_DIR=str(blocker / "cache"))
    result = run_tool("ai-runner", str(source), "--random-inputs", "--print", env=environment)
    assert result.returncode == 0, result.stderr
    assert "out0 = " in result.stdout
    assert "warning: compile cache disabled" in result.stderr
    assert "Traceback" not in result.stderr


def test_the_least_recently_used_entries_go_first_when_the_cache_is_full(tmp_path, monkeypatch):
    cache = CompileCache.open(tmp_path)
    keys = [cache_key(str(i)) for i in range(4)]
    for age, key in enumerate(keys):
        cache.store(key, "o", b"x" * 1000)
        os.utime(cache._path(key, "o"), (1000 + age, 1000 + age))
    assert cache.load(keys[0], "o") == b"x" * 1000  # a hit makes keys[0] the most recently used
    monkeypatch.setenv(compile_cache.SIZE_VARIABLE, "3500")
    cache.store(cache_key("new"), "o", b"y" * 1000)
    left = {entry.path.name.split(".")[0] for entry in cache.entries()}
    assert left == {keys[0], keys[3], cache_key("new")}
    assert sum(entry.size for entry in cache.entries()) <= 3500


def test_clear_removes_only_entries(tmp_path):
    cache = CompileCache.open(tmp_path)
    cache.store(cache_key("a"), "o", b"1")
    cache.store(cache_key("b"), "json", b"2")
    (tmp_path / "notes.txt").write_text("not an entry")
    assert cache.clear() == 2
    assert cache.entries() == [] and (tmp_path / "notes.txt").exists()


def test_a_bad_size_limit_warns_and_uses_the_default(monkeypatch, capsys):
    monkeypatch.setenv(compile_cache.SIZE_VARIABLE, "lots")
    assert compile_cache.max_cache_bytes() == compile_cache.DEFAULT_MAX_BYTES
    assert "AIOPT_CACHE_MAX_BYTES must be a number of bytes" in capsys.readouterr().err


def test_ai_runner_timing_and_cache_commands(tmp_path):
    source = tmp_path / "scale.mlir"
    source.write_text(SCALE)
    environment = dict(os.environ, AIOPT_CACHE_DIR=str(tmp_path / "cache"))

    def run(*args):
        result = run_tool("ai-runner", *args, env=environment)
        assert result.returncode == 0, result.stderr
        return result

    first = run(str(source), "--random-inputs", "--timing")
    assert "compile cache miss" in first.stderr and "convert-to-llvm" in first.stderr and "JIT" in first.stderr
    assert "compile cache hit" in run(str(source), "--random-inputs", "--timing").stderr
    info = run("--cache-info").stdout
    assert f"compile cache: {tmp_path / 'cache'}" in info and "entries: 0" not in info
    assert "removed" in run("--clear-cache").stdout
    assert "entries: 0" in run("--cache-info").stdout


def _cache_hits_after_a_plugin_loaded_elsewhere(tmp_path: Path) -> None:
    from aiopt.support.registry import Registry

    Registry().load_plugin(str(Path(__file__).parents[2] / "examples" / "toy_plugin" / "aiopt_toy"))
    source = tmp_path / "scale.mlir"
    source.write_text(SCALE)
    environment = dict(os.environ, AIOPT_CACHE_DIR=str(tmp_path / "cache"))
    runs = [run_tool("ai-runner", str(source), "--random-inputs", "--timing", env=environment) for _ in range(2)]
    assert all(run.returncode == 0 for run in runs), runs
    assert "compile cache hit" in runs[1].stderr, runs[1].stderr


def test_ai_runner_uses_the_cache_when_only_another_command_loaded_plugins(tmp_path):
    """Whether a run skips the cache is its own command's plugins, not the process's: a served or forked run
    after a plugin loaded in the same process (another test, another request) still hits."""
    result = run_in_child(_cache_hits_after_a_plugin_loaded_elsewhere, tmp_path)
    assert result.returncode == 0, result.stderr


def test_a_long_compile_shows_a_progress_line_on_a_terminal(monkeypatch, capsys):
    import time

    from aiopt.tools import ai_runner

    monkeypatch.setattr(sys.stderr, "isatty", lambda: True, raising=False)
    with ai_runner._progress_line("compiling x.mlir ...", after=0.05):
        time.sleep(0.3)
    assert capsys.readouterr().err == "compiling x.mlir ...\r\033[K"
    with ai_runner._progress_line("compiling y.mlir ...", after=5):
        pass
    assert capsys.readouterr().err == ""


CHECKED = """
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.add %a, %b : tensor<?xf32>
  func.return %0 : tensor<?xf32>
}
"""


def test_a_run_time_error_of_cached_code_names_the_file_compiled_now(tmp_path):
    """The machine code of a.mlir, reused for the same text in b.mlir, reports b.mlir's position."""
    from aiopt.runtime.runtime_errors import RuntimeCheckError

    compiler.compile(CHECKED, cache_dir=tmp_path, filename="a.mlir")
    compiler._COMPILED.clear()
    second = compiler.compile(CHECKED, cache_dir=tmp_path, filename="b.mlir")
    with pytest.raises(RuntimeCheckError) as error:
        second(np.ones(3, np.float32), np.ones(2, np.float32))
    assert str(error.value.location).startswith("b.mlir:3:")


def test_a_store_reads_the_size_tally_instead_of_listing_the_entries(tmp_path, monkeypatch):
    cache = CompileCache.open(tmp_path)
    cache.store(cache_key("first"), "o", b"x" * 100)  # no tally yet: counted once
    assert (tmp_path / compile_cache.TALLY_NAME).read_text() == str(cache.entries()[0].size)
    monkeypatch.setattr(compile_cache, "RECOUNT_EVERY", 1 << 40)

    def listing_forbidden():
        raise AssertionError("a store under the limit listed the cache")

    monkeypatch.setattr(cache, "entries", listing_forbidden)
    cache.store(cache_key("second"), "o", b"y" * 100)
    monkeypatch.undo()
    assert int((tmp_path / compile_cache.TALLY_NAME).read_text()) == sum(e.size for e in cache.entries())


def test_a_damaged_or_wrong_tally_is_recounted(tmp_path, monkeypatch):
    cache = CompileCache.open(tmp_path)
    for i in range(3):
        cache.store(cache_key(str(i)), "o", b"x" * 1000)
    (tmp_path / compile_cache.TALLY_NAME).write_text("garbage")
    monkeypatch.setenv(compile_cache.SIZE_VARIABLE, "2500")
    cache.store(cache_key("new"), "o", b"y" * 1000)
    assert sum(entry.size for entry in cache.entries()) <= 2500
    # A tally that undercounts (writers raced) still stops at the limit once a store crosses it.
    (tmp_path / compile_cache.TALLY_NAME).write_text("0")
    for i in range(3, 8):
        cache.store(cache_key(str(i)), "o", b"z" * 1000)
    assert sum(entry.size for entry in cache.entries()) <= 2500 + 3 * 1100
    assert cache.clear() > 0 and not (tmp_path / compile_cache.TALLY_NAME).exists()


HIT = """
import json, sys
import numpy as np
from aiopt.runtime.compiler import compile
function = compile(sys.argv[1], cache_dir=sys.argv[2])
result = function(np.arange(4, dtype=np.float32))
print(json.dumps({"result": result.tolist(), "timings": list(function.timings),
                  "xdsl": sorted(m for m in sys.modules if m.startswith("xdsl.dialects"))}))
"""


def test_a_cache_hit_in_a_new_process_needs_no_xdsl_dialect(tmp_path):
    """A second process compiling the same program loads its code and signature from the cache without
    importing xDSL's dialects (nor parsing or lowering anything): about a third of that process's time."""
    import json

    runs = [
        json.loads(subprocess.run([sys.executable, "-c", HIT, SCALE, str(tmp_path)], capture_output=True, text=True,
                                  check=True).stdout)
        for _ in range(2)
    ]  # fmt: skip
    assert runs[0]["result"] == runs[1]["result"] == [0.0, 2.0, 4.0, 6.0]
    assert "Parser" in runs[0]["timings"] and "xdsl.dialects.builtin" in runs[0]["xdsl"]
    assert runs[1]["timings"][0] == "cache" and runs[1]["xdsl"] == []


def test_the_key_of_a_compiled_program_covers_every_source_folder():
    """A change to the parser (support), the pipeline (runtime), the translation (targets) or the constant
    folder's semantics (reference) changes what a program compiles to, as a change to a pass does."""
    import aiopt

    folders = {folder for folder, _ in compile_cache.source_folders()}
    for package in ("dialects", "support", "reference", "transforms", "lowering", "targets", "runtime", "tools"):
        assert Path(getattr(__import__(f"aiopt.{package}").__dict__[package], "__file__")).parent in folders
    assert Path(aiopt.__file__).parent in folders


def test_the_sources_digest_follows_each_file_s_size_and_time(tmp_path, monkeypatch):
    (tmp_path / "pass.py").write_text("x = 1\n")
    monkeypatch.setattr(compile_cache, "source_folders", lambda: [(tmp_path, "**/*.py")])
    before = compile_cache.sources_digest.__wrapped__()
    os.utime(tmp_path / "pass.py", ns=(1, 2))
    touched = compile_cache.sources_digest.__wrapped__()
    (tmp_path / "pass.py").write_text("x = 22\n")
    os.utime(tmp_path / "pass.py", ns=(1, 2))
    assert len({before, touched, compile_cache.sources_digest.__wrapped__()}) == 3
