"""The on-disk compile cache: entries are code we will execute, so they are treated as untrusted.

    cache = CompileCache.open(directory)          # None when no usable cache
    data = cache.load(key, "o")                   # bytes, or None on a miss or a bad entry
    cache.store(key, "o", data)

Rules (a cache that cannot be trusted is not used; the compiler then works without it):
- the directory is created with mode 0700; one that is not owned by this user,
  or is writable by group or others, is refused with a warning;
- an entry file must be owned by this user and not writable by group or others;
- each entry carries a CRC-32 of its key and payload; an entry whose checksum
  does not match (truncated, corrupted, renamed to another key) is a miss, and
  is recompiled and rewritten. The checksum finds damage; what keeps out
  entries planted by someone else is the ownership and mode checks above (a
  planted entry that passes them was written by this user). A CRC-32 rather
  than a cryptographic digest: every driver reads the start-up cache's entry
  of 1-2 MB when it starts, where BLAKE2b took 1.2 ms and CRC-32 takes 0.24;

- entries are written to a private temporary file and renamed into place, so a
  reader never sees half an entry; a directory that cannot be written (read-only,
  full disk) turns the cache into a read-only one, with one warning.
Keys are digests of everything that changes the code (see `cache_key`).

The cache is bounded: when a store takes the total size over
`$AIOPT_CACHE_MAX_BYTES` (default 512 MiB; `0` means no limit), the least
recently used entries (a hit refreshes an entry's modification time) are
removed until it is within. The total is kept in a small tally file
(`size`), so that a store reads one number instead of listing thousands of
entries; the tally is only a hint: where it is missing, damaged, or over
the limit, the directory is listed, the true total counted and the tally
rewritten (writers racing on it can only make it drift, and 1 store in
`RECOUNT_EVERY` recounts anyway). `ai-runner --cache-info` and
`--clear-cache` show and empty it.
"""

from __future__ import annotations

import functools
import os
import re
import stat
import sys
from binascii import crc32
from pathlib import Path

try:
    # hashlib's BLAKE2b, without importing hashlib: hashlib loads its OpenSSL binding, 2 ms of the 0.1 s that
    # `ai-opt` takes to start (it reads the start-up cache from here: `aiopt.tools.startup_cache`).
    from _blake2 import blake2b
except ImportError:  # a Python without the module (CPython always has it)
    from hashlib import blake2b

CACHE_VARIABLE = "AIOPT_CACHE_DIR"
SIZE_VARIABLE = "AIOPT_CACHE_MAX_BYTES"
DEFAULT_MAX_BYTES = 512 << 20
_MAGIC = b"aiopt-cache-entry-3\n"  # 3: CRC-32 checksums (2: BLAKE2b, 1: SHA-256)
_CHECKSUM_DIGITS = 8
_ENTRY_NAME = re.compile(r"[0-9a-f]{64}\.[A-Za-z0-9_]+")
TALLY_NAME = "size"
"""The file that holds the cache's total size in bytes, as decimal text (a hint: see the module docstring)."""
RECOUNT_EVERY = 256


def max_cache_bytes() -> int:
    """The size limit of the cache: `$AIOPT_CACHE_MAX_BYTES` (0: none), else 512 MiB."""
    text = os.environ.get(SIZE_VARIABLE, "").strip()
    if not text:
        return DEFAULT_MAX_BYTES
    if not text.isdigit():
        _warn(f"${SIZE_VARIABLE} must be a number of bytes, not '{text}': using {DEFAULT_MAX_BYTES}")
        return DEFAULT_MAX_BYTES
    return int(text)


class CacheEntry:
    """An entry file of the cache: its path, its size in bytes and when it was last used (its modification time).

    (A plain class: `aiopt.tools.startup_cache` imports this module to read the code it keeps for dataclasses
    and named tuples, so one here would be compiled in every run of a driver.)
    """

    __slots__ = ("last_used", "path", "size")

    def __init__(self, path: Path, size: int, last_used: float):
        self.path, self.size, self.last_used = path, size, last_used

    def __repr__(self) -> str:
        return f"CacheEntry(path={self.path!r}, size={self.size}, last_used={self.last_used})"


def _checksum(key: str, payload: bytes | memoryview) -> bytes:
    """The checksum of an entry: CRC-32 of its key, a NUL and its payload, as 8 hex digits."""
    return b"%08x" % crc32(payload, crc32(key.encode() + b"\0"))


def default_cache_dir() -> Path:
    """`$AIOPT_CACHE_DIR`, else `$XDG_CACHE_HOME/aiopt`, else `~/.cache/aiopt`."""
    if os.environ.get(CACHE_VARIABLE):
        return Path(os.environ[CACHE_VARIABLE])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "aiopt"


def cache_key(*parts: str) -> str:
    """A hex digest of `parts` (kept apart from each other, so that no two part lists collide)."""
    digest = blake2b(digest_size=32)
    for part in parts:
        encoded = part.encode("utf-8", "surrogatepass")
        digest.update(len(encoded).to_bytes(8, "little") + encoded)
    return digest.hexdigest()


_WARNED: set[str] = set()


def _warn(message: str) -> None:
    """Print `warning: message` on stderr, once per process."""
    if message not in _WARNED:
        _WARNED.add(message)
        print(f"warning: {message}", file=sys.stderr)


def _trusted(status: os.stat_result) -> bool:
    """Owned by this user and writable by nobody else."""
    uid = os.getuid() if hasattr(os, "getuid") else status.st_uid
    return status.st_uid == uid and not status.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


class CompileCache:
    """A directory of checksummed entries, each named by a key and a kind (file suffix)."""

    def __init__(self, directory: Path):
        self.directory = directory
        self.writable = True

    @classmethod
    def open(cls, directory: str | Path | None = None) -> CompileCache | None:
        """The cache in `directory` (default: `default_cache_dir()`), or None (with a warning) when unusable."""
        path = Path(directory) if directory is not None else default_cache_dir()
        try:
            path.mkdir(mode=0o700, parents=True, exist_ok=True)
            status = path.stat()
        except OSError as err:
            _warn(f"compile cache disabled: cannot create '{path}': {err.strerror or err}")
            return None
        if not stat.S_ISDIR(status.st_mode):
            _warn(f"compile cache disabled: '{path}' is not a directory")
            return None
        if not _trusted(status):
            _warn(
                f"compile cache disabled: '{path}' is not owned by this user or is writable by others "
                "(entries are executed: the cache must be private)"
            )
            return None
        return cls(path)

    def _path(self, key: str, kind: str) -> Path:
        return self.directory / f"{key}.{kind}"

    def load(self, key: str, kind: str) -> bytes | None:
        """The payload stored under `key`, or None when missing, untrusted or damaged."""
        path = self._path(key, kind)
        try:
            with open(path, "rb", buffering=0) as file:
                status = os.fstat(file.fileno())
                if not stat.S_ISREG(status.st_mode) or not _trusted(status):
                    _warn(f"compile cache entry '{path}' ignored: not a private regular file of this user")
                    return None
                # Unbuffered, the header apart from the payload: the payload is read straight into its own bytes,
                # not sliced out of the file's (a copy of megabytes, and its pages, in every driver's start).
                header = file.read(len(_MAGIC) + _CHECKSUM_DIGITS + 1)
                payload = file.read()
        except OSError:
            return None
        if len(header) < len(_MAGIC) + _CHECKSUM_DIGITS + 1 or not header.startswith(_MAGIC):
            return None
        if header[len(_MAGIC) : -1] != _checksum(key, payload):
            return None
        try:
            os.utime(path)  # recently used: evicted last
        except OSError:
            pass
        return payload

    def entries(self) -> list[CacheEntry]:
        """The entries of this cache (files named `<key>.<kind>`), least recently used first."""
        found = []
        try:
            names = os.listdir(self.directory)
        except OSError:
            return []
        for name in names:
            if not _ENTRY_NAME.fullmatch(name):
                continue
            try:
                status = os.lstat(self.directory / name)
            except OSError:
                continue
            if stat.S_ISREG(status.st_mode):
                found.append(CacheEntry(self.directory / name, status.st_size, status.st_mtime))
        return sorted(found, key=lambda entry: entry.last_used)

    def clear(self) -> int:
        """Remove every entry; the number removed."""
        removed = 0
        for entry in self.entries():
            try:
                entry.path.unlink()
                removed += 1
            except OSError:
                pass
        try:
            (self.directory / TALLY_NAME).unlink()  # the next store counts what is left
        except OSError:
            pass
        return removed

    def evict(self, max_bytes: int) -> int:
        """Remove least recently used entries until the total size is at most `max_bytes` (0: no limit)."""
        if max_bytes <= 0:
            return 0
        entries = self.entries()
        total = sum(entry.size for entry in entries)
        removed = 0
        for entry in entries:
            if total <= max_bytes:
                break
            try:
                entry.path.unlink()
            except OSError:
                continue
            total -= entry.size
            removed += 1
        self._write_tally(total)
        return removed

    def _read_tally(self) -> int | None:
        """The total size the tally file holds, or None when it is missing or damaged."""
        try:
            with open(self.directory / TALLY_NAME, "rb") as file:
                text = file.read(32)
        except OSError:
            return None
        return int(text) if text.isdigit() else None

    def _write_tally(self, total: int) -> None:
        temporary = self.directory / f".{TALLY_NAME}.{os.getpid()}.tmp"
        try:
            descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o600)
            with os.fdopen(descriptor, "wb") as file:
                file.write(str(total).encode())
            os.replace(temporary, self.directory / TALLY_NAME)
        except OSError:
            pass  # only a hint: the next store counts again

    def _account(self, added: int) -> None:
        """Add `added` bytes to the tally; evict (counting the entries) when it is missing or over the limit."""
        max_bytes = max_cache_bytes()
        if max_bytes <= 0:
            return
        tally = self._read_tally()
        if tally is None or tally + added > max_bytes or int.from_bytes(os.urandom(2), "little") % RECOUNT_EVERY == 0:
            self.evict(max_bytes)
        else:
            self._write_tally(tally + added)

    def store(self, key: str, kind: str, payload: bytes) -> None:
        """Write `payload` under `key` atomically; a failure only stops later writes (one warning)."""
        if not self.writable:
            return
        path = self._path(key, kind)
        temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        checksum = _checksum(key, payload)
        try:
            descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o600)
            with os.fdopen(descriptor, "wb") as file:
                file.write(_MAGIC + checksum + b"\n" + payload)
            try:
                replaced = os.lstat(path).st_size
            except OSError:
                replaced = 0
            os.replace(temporary, path)
            self._account(len(_MAGIC) + len(checksum) + 1 + len(payload) - replaced)
        except OSError as err:
            self.writable = False
            try:
                temporary.unlink()
            except OSError:
                pass
            _warn(
                f"compile cache '{self.directory}' is not writable ({err.strerror or err}): "
                "compiling without storing results"
            )


SOURCE_PACKAGES = ("dialects", "support", "reference", "transforms", "lowering", "targets", "runtime", "tools")
"""aiopt's subpackages: their code decides what a program compiles to (the parser, the passes and their
helpers, the constant folder's reference semantics, the pipeline, the translation to LLVM IR) and what the
drivers print."""


@functools.cache
def sources_digest() -> str:
    """A digest of aiopt's sources, for keys of entries that a change to any of them makes stale.

    Each source file's path, size and modification time, as Python's own
    bytecode cache checks a source file: a cache hit in a new process reads
    no source (their contents took 10 ms to hash), and an edited or checked
    out file is a change.
    """
    digest = blake2b(digest_size=32)
    for folder, pattern in source_folders():
        for path in sorted(folder.glob(pattern)):
            status = path.stat()
            digest.update(f"{path}\0{status.st_size}\0{status.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def source_folders() -> list[tuple[Path, str]]:
    """The folders of aiopt's sources and the glob of their modules: the package's own (`api/`, without
    its subpackages) and each subpackage's (`SOURCE_PACKAGES`), wherever the install put them."""
    import importlib.util

    top = importlib.util.find_spec("aiopt")
    folders = [(Path(folder), "*.py") for folder in (top.submodule_search_locations or ())]
    for package in SOURCE_PACKAGES:
        spec = importlib.util.find_spec(f"aiopt.{package}")
        folders += [(Path(folder), "**/*.py") for folder in (spec.submodule_search_locations or ())]
    return folders


@functools.cache
def xdsl_version() -> str:
    """xDSL's version, from the name of its dist-info folder beside it (`xdsl.__version__` loads
    importlib.metadata, a fifth of a second that a compile-cache hit would otherwise spend on it)."""
    import xdsl

    site = Path(xdsl.__file__).resolve().parent.parent
    infos = sorted(p.name for p in site.glob("xdsl-*.dist-info"))
    return infos[-1] if len(infos) == 1 else str(xdsl.__version__)
