"""The code `dataclasses` compiles for each class, kept across runs of a driver (issue 19).

Most of a driver's start-up is importing xDSL, and about 40% of that is
`dataclasses` compiling the source text of `__init__`, `__eq__`,
`__repr__`, ... for every attribute, op and pass class (1,100 functions for
`ai-opt` on an arith file). The text is the same in every run, and so is the
code compiled from it. A driver that calls `install()` before its imports
has `dataclasses` run code objects kept from an earlier run (marshalled, as
a `.pyc` file keeps a module's) instead of compiling the same text again;
each is unmarshalled when its text is first executed (the cache holds the
texts of every class its driver's runs have defined, 1,300 after the test
suite; a run on an arith file executes 600 different ones):

    ai-opt x.mlir     # compiles as before; at exit the code is stored
    ai-opt x.mlir     # compiles no dataclass source

Only the compilation is skipped, so nothing else can change: a code object
is found by the exact text it was compiled from, with the flags `exec` gives
that text in `dataclasses` (no `__future__` features: `install` does nothing
if the module ever has one), by the same Python (the entry's key holds the
bytecode magic number and the optimization level). The code lives in one
entry of the compile cache (`aiopt.runtime.compile_cache`: a private
directory, checksummed entries, `$AIOPT_CACHE_DIR`). A missing, damaged or
unwritable cache means compiling as before, without a word on stderr: what
a driver prints does not depend on it. `AIOPT_NO_STARTUP_CACHE=1` turns it
off.

The same entry keeps two other kinds of code that every run compiled again
from the same text (together 3% of `ai-opt`'s start-up on an arith file):

- the string annotations that `inspect.get_annotations(..., eval_str=True)`
  evaluates (xDSL reads each attribute class's parameters so: 110
  evaluations of 28 texts for an arith file): `inspect`'s `eval` runs the
  kept code of a text, compiled as `eval` compiles it (`_eval`);
- the regular expressions compiled while a module is imported (xDSL's
  lexers, aiopt's parser, 18 patterns): `re` builds the pattern object from
  the compiled form kept in an earlier run (`_compile_pattern`), the
  arguments `re._compiler.compile` gives `_sre.compile`. Patterns compiled
  later (the expected diagnostics of `--verify-diagnostics`, ...) are
  compiled as before and not kept, nor are those whose compilation may warn
  (`_may_keep`); only on the Python whose `re` this mirrors (3.11).

`install()` also defers the docstring `dataclasses` makes for a class
without one (`_defer_docstrings`): it is made when it is first read.
"""

from __future__ import annotations
import __future__

import atexit
import builtins
import contextlib
import dataclasses
import inspect
import io
import marshal
import os
import re
import sys
from importlib.util import MAGIC_NUMBER
from types import CodeType
from typing import Any

DISABLE_VARIABLE = "AIOPT_NO_STARTUP_CACHE"
ENTRY_KIND = "pycode"
MAX_ENTRIES = 20_000
"""More texts than this (plugins, many Python versions of a class) and only the ones of the last run are kept."""

compiled = 0
"""How many dataclass functions, annotations and patterns this process compiled (the others came from the cache)."""

_codes: dict[str, CodeType | bytes] = {}
"""The code of each text: compiled or unmarshalled in this run, or still marshalled (bytes, as the cache keeps it)."""
_used: set[str] = set()
_expressions: dict[str, CodeType | bytes] = {}
"""The code of each annotation text `inspect` evaluates, as `_codes` keeps a dataclass text's."""
_used_expressions: set[str] = set()
_patterns: dict[tuple[str | bytes, int], tuple | bytes] = {}
"""For each (pattern, flags): the other arguments of `_sre.compile` (or, marshalled, as the cache keeps them)."""
_used_patterns: set[tuple[str | bytes, int]] = set()


def install(directory: str | None = None) -> bool:
    """Have `dataclasses` use the code kept in the cache in `directory` (default: the compile cache's).

    Call it before importing the modules whose dataclasses it should cover;
    the code compiled meanwhile is stored when the process exits. False when
    nothing was installed (turned off, already installed, no usable cache).
    """
    if os.environ.get(DISABLE_VARIABLE) or "exec" in vars(dataclasses):
        return False
    if any(isinstance(value, __future__._Feature) for value in vars(dataclasses).values()):
        return False  # its exec would compile with those features: so would ours, in a way we do not mirror
    cache = _open(directory)
    if cache is None:
        return False
    key = _key()
    with _quiet():
        payload = cache.load(key, ENTRY_KIND)
    if payload is not None:
        try:
            stored = marshal.loads(payload)
        except (EOFError, ValueError, TypeError):
            stored = None
        if isinstance(stored, tuple) and len(stored) == 3 and all(isinstance(table, dict) for table in stored):
            _codes.update(stored[0])
            _expressions.update(stored[1])
            _patterns.update(stored[2])
    dataclasses.exec = _exec  # type: ignore[attr-defined]  # found before the builtin by dataclasses' code
    if not any(isinstance(value, __future__._Feature) for value in vars(inspect).values()):
        inspect.eval = _eval  # type: ignore[attr-defined]  # as dataclasses.exec: inspect's eval runs kept code
    if sys.version_info[:2] == (3, 11) and re._compiler.compile is _re_compile:  # type: ignore[attr-defined]
        re._compiler.compile = _compile_pattern  # type: ignore[attr-defined]  # what re._compile calls
    atexit.register(_store, cache, key)
    _defer_docstrings()
    return True


def _defer_docstrings() -> None:
    """Have `dataclasses` make the docstring of a class without one (`Name(field: type, ...)`) when it is read.

    `dataclasses` makes it from `inspect.signature(cls)`: 3 ms of `ai-opt`'s
    start-up, for 60 classes whose docstrings no run reads. Here a
    `DeferredDocstring` takes its place, which computes the same text the
    first time `cls.__doc__` (or an instance's) is read, and is then replaced
    by it. Only the docstring `dataclasses` would have made is deferred (a
    class's own is untouched), and the text is the same unless the class's
    signature changed in between (nothing replaces an `__init__` that
    `dataclasses` made).
    """
    real_process_class = dataclasses._process_class  # type: ignore[attr-defined]
    processing: list[type] = []
    deferred: dict[type, tuple[Any, Any]] = {}

    class Inspect:
        """`inspect` as `dataclasses` sees it: no signature of the class it is processing, for its docstring."""

        def __getattr__(self, name: str) -> Any:
            return getattr(inspect, name)

        def signature(self, obj: Any, *args: Any, **kwargs: Any) -> Any:
            if processing and obj is processing[-1] and not obj.__dict__.get("__doc__"):
                deferred[obj] = (args, kwargs)
                raise _NotNow  # a TypeError: `dataclasses` makes the docstring `Name`, replaced below
            return inspect.signature(obj, *args, **kwargs)

    def process_class(cls: type, *args: Any, **kwargs: Any) -> Any:
        processing.append(cls)
        try:
            processed = real_process_class(cls, *args, **kwargs)
        finally:
            processing.pop()
            later = deferred.pop(cls, None)
        if later is not None and processed.__dict__.get("__doc__") == cls.__name__:
            type.__setattr__(processed, "__doc__", DeferredDocstring(processed, cls.__name__, *later))
        return processed

    dataclasses.inspect = Inspect()  # type: ignore[attr-defined]
    dataclasses._process_class = process_class  # type: ignore[attr-defined]


class _NotNow(TypeError):
    """Raised to `dataclasses` for a docstring that `DeferredDocstring` makes later."""


class DeferredDocstring:
    """The docstring `dataclasses` makes for a class without one, made the first time it is read."""

    __slots__ = ("_args", "_class", "_kwargs", "_name")

    def __init__(self, cls: type, name: str, args: Any, kwargs: Any):
        self._class, self._name, self._args, self._kwargs = cls, name, args, kwargs

    def __get__(self, instance: Any, owner: type | None = None) -> str:
        try:  # as dataclasses' _process_class
            text = str(inspect.signature(self._class, *self._args, **self._kwargs)).replace(" -> None", "")
        except (TypeError, ValueError):
            text = ""
        docstring = self._name + text
        type.__setattr__(self._class, "__doc__", docstring)
        return docstring


def _exec(source: Any, globals: dict[str, Any] | None = None, locals: Any = None, /) -> None:
    """`exec` for `dataclasses`: a text compiled in an earlier run runs from its kept code object."""
    global compiled
    if globals is None:  # never the case in dataclasses; exec's own defaults are the caller's namespaces
        frame = sys._getframe(1)
        return builtins.exec(source, frame.f_globals, frame.f_locals if locals is None else locals)  # noqa: S102
    if isinstance(source, str):
        code = _codes.get(source)
        if type(code) is bytes:
            code = _codes[source] = _unmarshal(code)
        if type(code) is not CodeType:
            code = compile(source, "<string>", "exec", dont_inherit=True)
            _codes[source] = code
            compiled += 1
        _used.add(source)
        source = code
    return builtins.exec(source, globals, locals)  # noqa: S102 - what dataclasses executes, as it would


def _eval(source: Any, globals: dict[str, Any] | None = None, locals: Any = None, /) -> Any:
    """`eval` for `inspect`: a text evaluated in an earlier run runs from its kept code object.

    `eval` compiles a text as `compile` does in `eval` mode, without the
    leading spaces and tabs, with the `__future__` features of its caller
    (`inspect` has none: `install` checks it), under the name `<string>`.
    """
    global compiled
    if globals is None:  # eval's defaults are its caller's namespaces
        frame = sys._getframe(1)
        globals, locals = frame.f_globals, frame.f_locals if locals is None else locals
    if type(source) is str:
        code = _expressions.get(source)
        if type(code) is bytes:
            code = _expressions[source] = _unmarshal(code)
        if type(code) is not CodeType:
            code = compile(source.lstrip(" \t"), "<string>", "eval", dont_inherit=True)
            _expressions[source] = code
            compiled += 1
        _used_expressions.add(source)
        source = code
    return builtins.eval(source, globals, locals)  # noqa: S307 - what inspect evaluates, as it would


_re_compile = re._compiler.compile  # type: ignore[attr-defined]
"""`re`'s own compilation of a pattern (Python 3.11's `re._compiler.compile`)."""

_WARNING_TEXTS = ("[[", "--", "&&", "~~", "||", "(?(")
"""What a pattern whose compilation warns (a possible nested set or set operation, a group name in a
condition) contains."""


def _may_keep(pattern: str | bytes) -> bool:
    """Whether `pattern` compiles without a warning whatever its flags (ASCII, none of `_WARNING_TEXTS`): a
    pattern built from kept parts would not warn again."""
    if not pattern.isascii():
        return False
    texts = _WARNING_TEXTS if type(pattern) is str else tuple(text.encode() for text in _WARNING_TEXTS)
    return not any(text in pattern for text in texts)


def _importing(frame: Any) -> bool:
    """Whether `frame` runs, directly or not, under the import of a module (its body or a class in it)."""
    while frame is not None:
        if frame.f_code.co_filename == "<frozen importlib._bootstrap>":
            return True
        frame = frame.f_back
    return False


def _compile_pattern(pattern: Any, flags: int = 0) -> Any:
    """`re._compiler.compile` (what `re.compile` calls for a pattern it has not cached): a pattern compiled
    while a module is imported is built by `_sre.compile` from the parts kept in an earlier run.

    The parts are made as `re._compiler.compile` makes them (Python 3.11's), from the same pattern and
    flags; a pattern that may warn, a debug one and one compiled at any other time go to `re` itself.
    """
    global compiled
    if (
        type(pattern) not in (str, bytes)
        or type(flags) is not int  # as `re._compile` gives them (a RegexFlag's value)
        or flags & re.DEBUG
        or not _may_keep(pattern)
        or not _importing(sys._getframe(1))
    ):
        return _re_compile(pattern, flags)
    key = (pattern, flags)
    parts = _patterns.get(key)
    if type(parts) is bytes:
        parts = _patterns[key] = _unmarshal_parts(parts)
    if type(parts) is not tuple:
        parsed = re._parser.parse(pattern, flags)  # type: ignore[attr-defined]
        # The opcodes are an int subclass, which marshal does not keep: plain ints, which `_sre` reads the same.
        code = [int(word) for word in re._compiler._code(parsed, flags)]  # type: ignore[attr-defined]
        group_index = parsed.state.groupdict
        index_group: list[str | None] = [None] * parsed.state.groups
        for name, index in group_index.items():
            index_group[index] = name
        parts = (flags | parsed.state.flags, code, parsed.state.groups - 1, group_index, tuple(index_group))
        _patterns[key] = parts
        compiled += 1
    _used_patterns.add(key)
    return re._compiler._sre.compile(pattern, *parts)  # type: ignore[attr-defined]


def _unmarshal_parts(data: bytes) -> tuple | None:
    """The kept `_sre.compile` arguments of a pattern, or None for data that is not them (compiled again)."""
    try:
        parts = marshal.loads(data)
    except (EOFError, ValueError, TypeError):
        return None
    if type(parts) is tuple and len(parts) == 5 and [type(part) for part in parts] == [int, list, int, dict, tuple]:
        return parts
    return None


def _open(directory: str | None) -> Any:
    """The compile cache (see `aiopt.runtime.compile_cache`), or None; its warnings are not shown."""
    try:
        from aiopt.runtime.compile_cache import CompileCache

        with _quiet():
            return CompileCache.open(directory)
    except Exception:  # noqa: BLE001 - no cache is a slower start, never an error
        return None


def _key() -> str:
    from aiopt.runtime.compile_cache import cache_key

    return cache_key(
        "start-up code",
        "dataclass exec, inspect eval, re patterns; each marshalled",
        MAGIC_NUMBER.hex(),
        str(sys.flags.optimize),
        sys.implementation.cache_tag,
    )


def _unmarshal(data: bytes) -> CodeType | None:
    """A code object kept in the cache, or None for data that is not one (its text is compiled again)."""
    try:
        code = marshal.loads(data)
    except (EOFError, ValueError, TypeError):
        return None
    return code if type(code) is CodeType else None


def _store(cache: Any, key: str) -> None:
    """At exit: keep the code compiled in this run with what the cache held (or only this run's, past MAX_ENTRIES)."""
    if not compiled:
        return
    try:
        kept = tuple(
            _marshalled(table, table if len(table) <= MAX_ENTRIES else used)
            for table, used in ((_codes, _used), (_expressions, _used_expressions), (_patterns, _used_patterns))
        )
        with _quiet():
            cache.store(key, ENTRY_KIND, marshal.dumps(kept))
    except Exception:  # noqa: BLE001, S110 - the cache only saves time: output and status never depend on it
        pass


def _marshalled(table: dict, keys: Any) -> dict:
    """The entries of `table` named by `keys`, each marshalled (as the cache keeps them)."""
    return {key: value if type(value := table[key]) is bytes else marshal.dumps(value) for key in keys}


def _quiet() -> contextlib.AbstractContextManager[Any]:
    """Hide the compile cache's warnings: a driver prints the same with or without this cache."""
    return contextlib.redirect_stderr(io.StringIO())
