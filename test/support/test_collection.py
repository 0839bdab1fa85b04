"""young_collections_every: the youngest generation's threshold is raised inside the block and given back."""

import gc
import threading

import pytest

from aiopt.support.collection import YOUNG_COLLECTION_THRESHOLD, young_collections_every


@pytest.fixture
def threshold():
    """Python's thresholds (700, 10, 10) for the test; the process's are given back after it."""
    saved = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield
    gc.set_threshold(*saved)


def test_raised_inside_and_given_back(threshold):
    with young_collections_every():
        assert gc.get_threshold() == (YOUNG_COLLECTION_THRESHOLD, 10, 10)
    assert gc.get_threshold() == (700, 10, 10)


def test_given_back_when_the_block_raises(threshold):
    with pytest.raises(ValueError), young_collections_every():
        raise ValueError
    assert gc.get_threshold() == (700, 10, 10)


def test_a_higher_threshold_and_automatic_collection_off_are_kept(threshold):
    for first in (100_000, 0):
        gc.set_threshold(first, 10, 10)
        with young_collections_every():
            assert gc.get_threshold()[0] == first
        assert gc.get_threshold()[0] == first


def test_nested_blocks_give_it_back_at_the_outermost(threshold):
    with young_collections_every():
        with young_collections_every():
            pass
        assert gc.get_threshold()[0] == YOUNG_COLLECTION_THRESHOLD
    assert gc.get_threshold()[0] == 700


def test_a_threshold_the_caller_set_inside_is_kept(threshold):
    with young_collections_every():
        gc.set_threshold(2_000, 10, 10)
    assert gc.get_threshold()[0] == 2_000


def test_threads_give_it_back_when_the_last_leaves(threshold):
    inside, leave = threading.Event(), threading.Event()

    def compile_in_thread():
        with young_collections_every():
            inside.set()
            leave.wait(10)

    thread = threading.Thread(target=compile_in_thread)
    thread.start()
    inside.wait(10)
    with young_collections_every():
        pass
    assert gc.get_threshold()[0] == YOUNG_COLLECTION_THRESHOLD  # the thread is still inside
    leave.set()
    thread.join()
    assert gc.get_threshold()[0] == 700


def test_compile_collects_less_while_compiling(threshold, monkeypatch):
    """compile() lowers and JIT-compiles inside the block; the caller's threshold is back after it."""
    from aiopt.runtime import compiler

    seen = []
    lower = compiler._lower

    def spy(*args):
        seen.append(gc.get_threshold()[0])
        return lower(*args)

    monkeypatch.setattr(compiler, "_lower", spy)
    text = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}\n"
    compiler.compile(text, cache=False)
    compiler.compile_entries(text.replace("@main", "@other"), ["other"])
    assert seen == [YOUNG_COLLECTION_THRESHOLD] * 2
    assert gc.get_threshold() == (700, 10, 10)


FREEZING = """
import gc, threading, weakref
from aiopt.support import collection

class Node:
    pass

assert gc.get_freeze_count() == 0
cycle = Node()
cycle.self = cycle
dropped = weakref.ref(cycle)
with collection.young_collections_every():
    frozen = gc.get_freeze_count()
    assert frozen > 0  # what existed before the block (the imports, the cycle)
    del cycle
    gc.collect()
    assert dropped() is not None  # frozen: not collected inside the block
    with collection.young_collections_every():
        pass
    assert gc.get_freeze_count() == frozen  # an inner block leaves it frozen
assert gc.get_freeze_count() == 0
gc.collect()
assert dropped() is None  # given back to the collector after the block

inside, leave = threading.Event(), threading.Event()

def compile_in_thread():
    with collection.young_collections_every():
        inside.set()
        leave.wait(10)

thread = threading.Thread(target=compile_in_thread)
thread.start()
inside.wait(10)
with collection.young_collections_every():
    pass
assert gc.get_freeze_count() > 0  # the thread is still inside
leave.set()
thread.join()
assert gc.get_freeze_count() == 0

gc.freeze()  # the process freezes objects itself (a driver's start-up): kept frozen, nothing more frozen
own = gc.get_freeze_count()
with collection.young_collections_every():
    assert gc.get_freeze_count() == own
assert gc.get_freeze_count() == own
gc.unfreeze()
with collection.young_collections_every():
    assert gc.get_freeze_count() == 0  # it no longer asks
print("ok")
"""


def test_what_exists_is_frozen_while_compiling():
    """In a fresh process (the test process froze its collection): frozen inside the outermost block and given back
    when the last thread leaves; a process that froze objects itself is left alone."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", FREEZING], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-3000:]
