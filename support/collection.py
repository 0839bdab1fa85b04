"""How often Python's cyclic garbage collector runs while aiopt builds and rewrites IR.

Every op, value, use, block and attribute of xDSL's IR is a container
object, and a compile keeps the IR it builds to its end. With Python's
threshold of 700 allocations, the youngest generation is collected about 80
times in a compile of the transformer block, each collection promoting what
is alive (nearly all of it) to the older generations, so that about every
other compile ran a full collection, which walks every object of the
process, the modules and classes of the imports too (260,000 objects for
aiopt alone, more beside jax): 100-115 ms of the compile's 0.85 s of CPU.
Collected every `YOUNG_COLLECTION_THRESHOLD` allocations, the youngest
generation is collected once a compile (about 12 ms) and the older ones
rarely. Cycles that become garbage are still collected, a little later.

What exists when a compile starts (the imports, the caller's objects) is
moved out of the collector's reach for the compile (`gc.freeze`) and given
back after it (`gc.unfreeze`): the full collections that still fall inside
a compile walk only what it made (a process that compiles one program after
another, with jax imported: 8 -> 2 ms of collection per compile of the
softmax, 55-65 -> 30-35 ms of the transformer block). A process that froze
objects itself (the drivers do, for their start-up) keeps them frozen: the
block then freezes nothing, and no longer asks.

The drivers (`ai-opt`, `ai-runner`) set the same threshold for their whole
process (`aiopt.tools.command_line`, which imports nothing of aiopt before
their start-up cache is installed, has its own copy of the number).
"""

from __future__ import annotations

import _thread
import gc
import os
from collections.abc import Iterator
from contextlib import contextmanager

YOUNG_COLLECTION_THRESHOLD = 50_000
"""Allocations between two collections of the youngest generation while IR is built (Python's: 700;
`aiopt.tools.command_line.YOUNG_COLLECTION_THRESHOLD` is the drivers' copy)."""

_lock = _thread.allocate_lock()
if hasattr(os, "register_at_fork"):
    # A child forked while another thread held the lock (a moment) would wait for it forever.
    os.register_at_fork(after_in_child=_lock._at_fork_reinit)
_holders = 0
_replaced: tuple[int, int] | None = None
"""(the threshold `young_collections_every` replaced, the one it set), while a block holds it."""
_froze = False
"""Whether the outermost block froze what existed when it began (it unfreezes it when the last one leaves)."""
_frozen_by_others = False
"""Whether objects were found frozen when no block had frozen any: the process manages freezing itself (a driver,
a server about to fork), and blocks leave it alone (asking costs a walk of what is frozen)."""


@contextmanager
def young_collections_every(allocations: int = YOUNG_COLLECTION_THRESHOLD) -> Iterator[None]:
    """Collect the youngest generation every `allocations` allocations inside the block.

    A lower threshold (and 0, automatic collection off) is raised for the
    block and given back after it, when the last of the threads inside such
    a block leaves it, unless the caller set another one in the meantime; a
    threshold at least as high is kept. What exists when the first thread
    enters is frozen until the last one leaves, unless the process froze
    objects itself (a `gc.freeze` made by another thread while a block
    holds them frozen is undone with them when it leaves).

        with young_collections_every():
            llvm_ir = lower(module)
    """
    global _holders, _replaced, _froze, _frozen_by_others
    with _lock:
        _holders += 1
        current = gc.get_threshold()
        if _holders == 1 and 0 < current[0] < allocations:
            _replaced = current[0], allocations
            gc.set_threshold(allocations, *current[1:])
        if _holders == 1 and not _frozen_by_others:
            if gc.get_freeze_count():
                _frozen_by_others = True
            else:
                gc.freeze()
                _froze = True
    try:
        yield
    finally:
        with _lock:
            _holders -= 1
            if _holders == 0 and _replaced is not None:
                current = gc.get_threshold()
                if current[0] == _replaced[1]:
                    gc.set_threshold(_replaced[0], *current[1:])
                _replaced = None
            if _holders == 0 and _froze:
                _froze = False
                gc.unfreeze()
