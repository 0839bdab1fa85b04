"""A GPU kernel's block run once over all its threads, as numpy lanes: what `aiopt.reference.gpu` runs thread by
thread (in lock step where threads wait for each other), computed op by op for the whole block.

A value the threads share (a kernel argument, a block id, a constant, what
is computed from such values alone) is held once, as the per-thread
interpreter holds it; a value that differs between threads is a `_Lanes`:
a numpy array with one row per thread (`array`), or the threads' values in
a list (`items`, for values numpy does not stack, such as an mma.sync
result struct). Element-wise ops run once on the rows; other pure ops on
per-thread values run their reference semantics once per thread. Divergent
control flow runs under a mask of the threads that take it: `scf.if` runs
both regions and picks each thread's results, `scf.for` with per-thread
bounds runs until no thread is left in the loop. `gpu.barrier`,
`gpu.shuffle`, `gpu.all_reduce`, `gpu.subgroup_reduce` and `nvvm.mma.sync`
are reached by every thread at once.

The results are those of the per-thread run, bit for bit: every value is
computed by the same reference semantics (numpy's element-wise loops give
each row what they give one element), and memory is checked to be raced on
by no two threads between two block-wide synchronizations (`_Accesses`):
where no thread reads or writes what another thread writes in that span,
every order of the threads' accesses reads the same values, the per-thread
interpreter's order and this one. The lanes run only what they can show
equal:

- before running: a kernel with an op outside what they run (`_plan`:
  atomics, allocations, private memory, unknown ops) or with listeners
  other than the interpreter's current-op slot runs per thread;
- while running: a race, a branch that threads take differently, a
  synchronization under a mask, an access out of bounds, or any error an
  op raises (`_Fallback`, or the op's own exception) undoes the block's
  writes (each buffer written is saved before its first write) and the
  block runs per thread, which gives the result or the error it gives.

`run_block` is what `aiopt.reference.gpu` calls for each block;
`MODE` turns the lanes off ("off") or has every block run both ways and
compared ("check", for tests).
"""

from __future__ import annotations

import collections
import functools
import os
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from xdsl.ir import Block, Operation, Region

from aiopt.dialects.hlo.types import element_type_of
from aiopt.reference import vector
from aiopt.reference.buffer import _root, read_through
from aiopt.reference.cf import BRANCH_OPS, branch_function
from aiopt.reference.hlo import as_planned_result, narrow_width, numpy_dtype, result_plan
from aiopt.reference.semantics import UnsupportedType

MODE = os.environ.get("AIOPT_GPU_LANES", "on")
""""on": blocks run as lanes where they can (`run_block`); "off": always per thread; "check": each block that
runs as lanes runs per thread too, from the same memory, and the two must leave the same bytes."""

STATS = {"lanes": 0, "fallbacks": 0}
"""Blocks run as lanes, and blocks that started as lanes and ran per thread (for tests)."""

WARP_SIZE = 32

DEBUG = bool(os.environ.get("AIOPT_GPU_LANES_DEBUG"))
"""With AIOPT_GPU_LANES_DEBUG set, `REASONS` counts where the lanes fell back (the raising line and the error)."""
REASONS: collections.Counter[str] = collections.Counter()


class _Fallback(Exception):
    """What the lanes cannot show equal to the per-thread run: the block runs per thread."""


class _Lanes:
    """Per-thread values: `array` (rows by linear thread id) or `items` (a list), one of them at least."""

    __slots__ = ("array", "items")

    def __init__(self, array: np.ndarray | None = None, items: list[Any] | None = None):
        self.array = array
        self.items = items

    def item(self, lane: int) -> Any:
        return self.items[lane] if self.items is not None else self.array[lane]  # type: ignore[index]

    def stacked(self, shape: tuple[int, ...] | None = None) -> np.ndarray:
        """The rows as one array (of per-thread `shape` where given); `_Fallback` where numpy does not stack
        them alike."""
        if self.array is None:
            items = self.items
            assert items is not None
            first = items[0]
            if not isinstance(first, (np.ndarray, np.generic, int, float, bool)):
                raise _Fallback
            array = np.array(items)
            if array.dtype == object:
                raise _Fallback
            self.array = array
        if shape is not None and self.array.shape[1:] != shape:
            raise _Fallback
        return self.array


def _type_shape(type_: Any) -> tuple[int, ...] | None:
    """A scalar's () or a vector's shape; None for other types (memrefs, structs...)."""
    try:
        numpy_dtype(type_)
    except UnsupportedType:
        pass
    except Exception:  # noqa: BLE001 - a type numpy_dtype does not know at all
        pass
    else:
        return ()
    if getattr(type_, "name", None) == "vector":
        return tuple(type_.get_shape())
    return None


def _is_scalar_type(type_: Any) -> bool:
    return _type_shape(type_) == ()


_PURE_PREFIXES = ("arith.", "math.")
_PURE_OPS = frozenset({
    "vector.extract", "vector.insert", "vector.broadcast", "vector.splat", "vector.shape_cast", "vector.bitcast",
    "vector.fma", "vector.from_elements", "vector.extract_strided_slice", "vector.insert_strided_slice",
    "vector.transpose", "vector.reduction",
    "llvm.insertelement", "llvm.extractelement", "llvm.extractvalue", "llvm.insertvalue", "llvm.mlir.undef",
    "llvm.mlir.poison", "llvm.mlir.constant", "llvm.bitcast", "nvvm.convert.float.to.tf32",
    "memref.extract_strided_metadata", "memref.extract_aligned_pointer_as_index", "memref.subview",
    "memref.cast", "memref.reinterpret_cast", "memref.memory_space_cast", "memref.assume_alignment", "memref.dim",
    "memref.collapse_shape", "memref.expand_shape", "affine.apply", "affine.min", "affine.max",
})  # fmt: skip
"""Ops without effects or thread ids whose reference semantics the lanes run: once on shared values, per
thread (or on the rows, `_ARRAY_SAFE`) otherwise."""

_ARRAY_SAFE = frozenset({"arith.cmpi", "arith.cmpf", "arith.select", "arith.index_cast", "arith.index_castui"})
"""Ops whose semantics on scalars also compute rows of scalars element by element (besides the element-wise
ones of `aiopt.reference.linalg`, which say so by their `lanes` attribute)."""

_CONTROL = frozenset({"scf.for", "scf.if", "scf.yield", "gpu.return", "gpu.terminator", "gpu.yield"})
_MEMORY = frozenset({"memref.load", "memref.store", "vector.load", "vector.store"})
_THREAD = frozenset({"gpu.thread_id", "gpu.block_id", "gpu.block_dim", "gpu.grid_dim", "gpu.global_id",
                     "gpu.lane_id"})  # fmt: skip
_SYNC = frozenset({"gpu.barrier", "gpu.shuffle", "gpu.all_reduce", "gpu.subgroup_reduce", "nvvm.mma.sync"})


def supported(interpreter, region: Region) -> bool:
    """Whether the lanes can run `region` (a kernel's body): every op is one they run and no listener but the
    current-op slot watches the ops."""
    hooks = getattr(interpreter, "_listener_hooks", None)
    if hooks is None or not hasattr(interpreter, "semantics"):
        return False
    before, after, _ = hooks()
    if before or after:
        return False
    for op in region.walk():
        name = op.name
        if name in _CONTROL or name in _MEMORY or name in _THREAD or name in _SYNC:
            if name in ("gpu.all_reduce", "gpu.subgroup_reduce") and op.regions and op.regions[0].blocks:
                return False  # a body runs per pair of values: left to the per-thread run
            continue
        if name in BRANCH_OPS and op.parent_op() is region.parent_op():
            continue
        if name.startswith(_PURE_PREFIXES) or name in _PURE_OPS:
            if interpreter.semantics.get(type(op)) is None:
                return False
            continue
        return False
    return True


class _Accesses:
    """Which thread read and wrote each byte of the buffers accessed since the last block-wide synchronization,
    and each written buffer's bytes before the block's first write to it (`undo`).

    `reader`/`writer` per allocation (by its address): -1 none, a thread's linear id, -2 (readers) several. A
    thread may read and write what it alone touched, threads may write the same bytes; anything else is a race,
    `_Fallback`, but for threads that write different bytes at one place of the block's workgroup memory
    (`scratch`, which nobody sees after the block): the place is `contested` (its bytes are those of the last
    writer in the per-thread run's order, which the lanes do not know) until a thread alone writes it again
    after a synchronization, and reading it before is a race."""

    def __init__(self, scratch: Sequence[np.ndarray] = ()) -> None:
        self.tracked: dict[int, tuple[np.ndarray, np.ndarray, np.ndarray, int]] = {}
        self.saved: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        self.scratch = {_root(buffer).__array_interface__["data"][0] for buffer in scratch}
        self.contested: dict[int, np.ndarray] = {}

    def _of(self, root: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, int]:
        start = root.__array_interface__["data"][0]
        entry = self.tracked.get(start)
        if entry is None:
            if not root.flags.c_contiguous:
                raise _Fallback
            end = start + root.nbytes
            for other, _, _, other_end in self.tracked.values():
                other_start = other.__array_interface__["data"][0]
                if other_start < end and start < other_end:
                    raise _Fallback  # allocations that overlap: not told apart
            entry = (root, np.full(root.nbytes, -1, np.int32), np.full(root.nbytes, -1, np.int32), end)
            self.tracked[start] = entry
        elif entry[0] is not root and entry[0].nbytes != root.nbytes:
            raise _Fallback
        return entry

    def synchronized(self) -> None:
        for _, reader, writer, _ in self.tracked.values():
            reader.fill(-1)
            writer.fill(-1)

    @staticmethod
    def positions(view: np.ndarray, root: np.ndarray, indices: Sequence[np.ndarray], lanes: np.ndarray,
                  window: tuple[int, ...] = ()) -> tuple[np.ndarray, np.ndarray]:
        """The bytes of `root` that lanes `lanes` access at `indices` (arrays, one entry per lane) of `view`, each
        an element or a window of the trailing dimensions; and the lane of each byte."""
        offset = view.__array_interface__["data"][0] - root.__array_interface__["data"][0]
        start = np.full(len(lanes), offset, np.int64)
        for index, stride in zip(indices, view.strides):
            start = start + np.asarray(index, np.int64) * stride
        within = np.arange(view.itemsize, dtype=np.int64)
        if window:  # the window's bytes in its elements' order
            trailing = view.strides[len(view.strides) - len(window):]
            for size, stride in reversed(list(zip(window, trailing))):
                within = ((np.arange(size, dtype=np.int64) * stride)[:, None] + within[None, :]).reshape(-1)
        places = (start[:, None] + within[None, :]).reshape(-1)
        if places.size and (places.min() < 0 or places.max() >= root.nbytes):
            raise _Fallback
        return places, np.repeat(lanes.astype(np.int32), within.size)

    def read(self, root: np.ndarray, places: np.ndarray, lanes: np.ndarray) -> None:
        _, reader, writer, _ = self._of(root)
        wrote = writer[places]
        if ((wrote != -1) & (wrote != lanes)).any():
            raise _Fallback
        contested = self.contested.get(root.__array_interface__["data"][0])
        if contested is not None and contested[places].any():
            raise _Fallback
        now = reader[places]
        new = np.where((now == -1) | (now == lanes), lanes, -2).astype(np.int32)
        reader[places] = new
        reader[places[reader[places] != new]] = -2  # read by two threads in this access

    def write(self, root: np.ndarray, places: np.ndarray, lanes: np.ndarray, written: np.ndarray,
              store: Callable[[], None]) -> None:
        """Lanes `lanes` write the bytes `written` at `places` of `root` (by `store`). Threads may write the same
        bytes at one place: every order leaves them."""
        _, reader, writer, _ = self._of(root)
        wrote, read = writer[places], reader[places]
        if ((read != -1) & (read != lanes)).any():
            raise _Fallback
        memory = root.reshape(-1).view(np.uint8)
        others = (wrote != -1) & (wrote != lanes)
        start = root.__array_interface__["data"][0]
        scratch = start in self.scratch
        differ = others & (memory[places] != written) if others.any() else None
        if differ is not None and differ.any() and not scratch:
            raise _Fallback
        if start not in self.saved:
            self.saved[start] = (root, root.copy())
        store()
        writer[places] = lanes
        mixed = memory[places] != written  # two threads wrote different bytes at one place in this access
        if mixed.any() and not scratch:
            raise _Fallback
        if scratch:
            contested = self.contested.get(start)
            if contested is None:
                contested = self.contested[start] = np.zeros(root.nbytes, bool)
            now = mixed | (others & contested[places])
            if differ is not None:
                now |= differ
            contested[places] = False
            contested[places[now]] = True

    def undo(self) -> None:
        for root, copy in self.saved.values():
            root[...] = copy
        self.saved.clear()


class _Block:
    """One block's run as lanes."""

    def __init__(self, interpreter, count: int, block: tuple[int, int, int], grid: tuple[int, int, int],
                 block_size: tuple[int, int, int], scratch: Sequence[np.ndarray] = ()):
        self.interpreter = interpreter
        self.count = count
        self.block, self.grid, self.block_size = block, grid, block_size
        self.linear = np.arange(count, dtype=np.int64)
        self.full = np.ones(count, bool)
        self.values: dict[int, Any] = {}
        self.accesses = _Accesses(scratch)
        self.semantics: dict[int, Callable[..., tuple[Any, ...]] | None] = {}

    # Values.

    def _semantics(self, op: Operation) -> Callable[..., tuple[Any, ...]]:
        found = self.semantics.get(id(op))
        if found is None:
            impl = self.interpreter.semantics.get(type(op))
            if impl is None:
                raise _Fallback
            for_op = getattr(impl, "for_op", None)
            found = self.semantics[id(op)] = (for_op(op) or impl) if for_op is not None else impl
        return found

    def _uniform(self, value: Any, mask: np.ndarray) -> Any:
        """`value`, or its one value where it is per-thread and every thread in `mask` has the same (scalars)."""
        if type(value) is not _Lanes:
            return value
        array = value.stacked()
        if array.ndim != 1 or array.dtype.kind not in "biu":
            raise _Fallback
        chosen = array[mask]
        if not chosen.size or (chosen != chosen[0]).any():
            raise _Fallback
        return chosen[0]

    def _rows(self, value: Any, shape: tuple[int, ...]) -> np.ndarray:
        """`value` as an array of one row per thread (a shared value broadcast)."""
        if type(value) is _Lanes:
            return value.stacked(shape)
        array = np.asarray(value)
        return np.broadcast_to(array, (self.count, *array.shape))

    def _merge(self, mask: np.ndarray, new: Any, old: Any, type_: Any) -> Any:
        """`new` for the threads in `mask`, `old` for the others."""
        if new is old:
            return new
        shape = _type_shape(type_)
        if shape is not None:
            try:
                a, b = self._rows(new, shape), self._rows(old, shape)
            except _Fallback:
                pass
            else:
                if a.dtype == b.dtype:
                    return _Lanes(np.where(mask.reshape(-1, *(1,) * len(shape)), a, b))
        items = [(new.item(i) if type(new) is _Lanes else new) if mask[i] else
                 (old.item(i) if type(old) is _Lanes else old) for i in range(self.count)]
        return _Lanes(items=items)

    # Running.

    def _inputs(self, op: Operation) -> list[Any]:
        values = self.values
        try:
            return [values[id(operand)] for operand in op.operands]
        except KeyError:  # a value from above a gpu.launch: the launching thread's
            scope = self.interpreter._ctx  # pyright: ignore[reportPrivateUsage]
            return [values[id(v)] if id(v) in values else scope[v] for v in op.operands]

    def run_region(self, region: Region, args: Sequence[Any], mask: np.ndarray) -> tuple[Any, ...]:
        """Run `region` for the threads in `mask`; what its terminator gives."""
        if region.blocks.first is not region.blocks.last:
            return self._run_blocks(region, args, mask)
        block: Block = region.blocks.first  # type: ignore[assignment]
        values = self.values
        for argument, value in zip(block.args, args):
            values[id(argument)] = value
        for op in block.ops:
            inputs = self._inputs(op)
            handler = _HANDLERS.get(op.name)
            if handler is _returns:
                return tuple(inputs)
            results = handler(self, op, inputs, mask) if handler is not None else self._pure(op, inputs, mask)
            if len(results) != len(op.results):
                raise _Fallback
            for result, value in zip(op.results, results):
                values[id(result)] = value
        raise _Fallback

    def _run_blocks(self, region: Region, args: Sequence[Any], mask: np.ndarray) -> tuple[Any, ...]:
        """Run the blocks of `region` (a kernel's CFG) for the threads in `mask`, each thread along its branches:
        the block run next is the first one in the region where some thread is, for the threads there (those
        that branched apart meet again where their paths join); a value or block argument computed for some
        threads keeps the others' values. Only a region that returns nothing (a kernel)."""
        blocks = list(region.blocks)
        position = {id(block): i for i, block in enumerate(blocks)}
        at = np.where(mask, 0, -1)
        pending: dict[int, list[Any]] = {0: list(args)}
        values = self.values
        while True:
            live = at >= 0
            if not live.any():
                return ()
            current = int(at[live].min())
            here = at == current
            whole = bool((here == mask).all())
            block = blocks[current]
            for argument, value in zip(block.args, pending.pop(current)):
                values[id(argument)] = value
            for op in block.ops:
                inputs = self._inputs(op)
                name = op.name
                if name in BRANCH_OPS:
                    for lanes, target, target_args in self._branch(op, inputs, here):
                        index = position[id(target)]
                        old = pending.get(index)
                        pending[index] = list(target_args) if old is None else [
                            self._merge(lanes, new, previous, argument.type)
                            for new, previous, argument in zip(target_args, old, target.args)]
                        at[lanes] = index
                    break
                handler = _HANDLERS.get(name)
                if handler is _returns:
                    if inputs:
                        raise _Fallback
                    at[here] = -1
                    break
                results = handler(self, op, inputs, here) if handler is not None else self._pure(op, inputs, here)
                if len(results) != len(op.results):
                    raise _Fallback
                for result, value in zip(op.results, results):
                    key = id(result)
                    if not whole and key in values:
                        value = self._merge(here, value, values[key], result.type)
                    values[key] = value
            else:
                raise _Fallback

    def _branch(self, op: Operation, inputs: list[Any], here: np.ndarray) -> list[tuple[np.ndarray, Block, Any]]:
        """Where the threads `here` go from the branch `op`: (threads, successor, its arguments) for each."""
        if op.name == "cf.cond_br" and type(inputs[0]) is _Lanes:
            rows = inputs[0].stacked(()).astype(bool)
            taken, other = here & rows, here & ~rows
            end = 1 + len(op.then_arguments)  # type: ignore[attr-defined]
            targets = []
            if taken.any():
                targets.append((taken, op.then_block, inputs[1:end]))  # type: ignore[attr-defined]
            if other.any():
                targets.append((other, op.else_block, inputs[end:]))  # type: ignore[attr-defined]
            return targets
        if op.name != "cf.br":
            inputs[0] = self._uniform(inputs[0], here)
        target, target_args = branch_function(op)(tuple(inputs))
        return [(here, target, target_args)]

    def _pure(self, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
        semantics = self._semantics(op)
        if not any(type(value) is _Lanes for value in inputs):
            return tuple(semantics(self.interpreter, op, inputs))
        result_types = [r.type for r in op.results]
        if op.name in _ARRAY_SAFE or hasattr(self.interpreter.semantics.get(type(op)), "lanes"):
            if len(result_types) == 1 and _is_scalar_type(result_types[0]) and all(
                    _type_shape(v.type) == () for v in op.operands):
                rows = [v.stacked(()) if type(v) is _Lanes else v for v in inputs]
                (result,) = semantics(self.interpreter, op, rows)
                return (_Lanes(np.asarray(result)),)
            elementwise = getattr(self.interpreter.semantics.get(type(op)), "lanes", None)
            shape = _type_shape(result_types[0]) if len(result_types) == 1 else None
            if elementwise is not None and shape is not None:
                fn, unsigned = elementwise
                if not (unsigned and any(narrow_width(element_type_of(v.type)) is not None for v in op.operands)):
                    operand_shapes = [_type_shape(v.type) for v in op.operands]
                    if all(s == shape for s in operand_shapes):
                        rows = [v.stacked(shape) if type(v) is _Lanes else np.asarray(v) for v in inputs]
                        element_type, dtype, special, _ = result_plan(result_types[0])
                        result = as_planned_result(fn(*rows), (element_type, dtype, special, None))
                        return (_Lanes(np.asarray(result)),)
        return self._per_thread(op, inputs, mask, semantics)

    def _per_thread(self, op: Operation, inputs: list[Any], mask: np.ndarray,
                    semantics: Callable[..., tuple[Any, ...]]) -> tuple[Any, ...]:
        """`semantics` of each thread in `mask` on its values (the others get the first one's results)."""
        per_thread: list[tuple[Any, ...] | None] = [None] * self.count
        first = None
        for lane in np.flatnonzero(mask).tolist():
            args = [value.item(lane) if type(value) is _Lanes else value for value in inputs]
            per_thread[lane] = tuple(semantics(self.interpreter, op, args))
            if first is None:
                first = per_thread[lane]
        if first is None:
            raise _Fallback
        rows = [results if results is not None else first for results in per_thread]
        return tuple(_Lanes(items=[results[i] for results in rows]) for i in range(len(first)))


def _returns(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    return tuple(inputs)  # not called: run_region returns the operands


def _index(value: Any) -> int:
    return int(np.asarray(value))


def _scf_for(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    lower, upper, step, *values = inputs
    body = op.body  # type: ignore[attr-defined]
    if not any(type(v) is _Lanes for v in (lower, upper, step)):
        step_value = _index(step)
        if step_value <= 0:
            raise _Fallback
        for iv in range(_index(lower), _index(upper), step_value):
            values = list(run.run_region(body, (iv, *values), mask))
        return tuple(values)
    lowers, uppers, steps = (run._rows(v, ()).astype(np.int64) for v in (lower, upper, step))
    if (steps[mask] <= 0).any():
        raise _Fallback
    iv = lowers.copy()
    active = mask & (iv < uppers)
    types = [r.type for r in op.results]
    while active.any():
        new = run.run_region(body, (_Lanes(iv.copy()), *values), active)
        values = [run._merge(active, n, v, t) if not (active == mask).all() else n
                  for n, v, t in zip(new, values, types)]
        iv = iv + steps
        active = active & (iv < uppers)
    return tuple(values)


def _scf_if(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    condition = inputs[0]
    then_region, else_region = op.true_region, op.false_region  # type: ignore[attr-defined]
    if type(condition) is _Lanes:
        rows = condition.stacked(()).astype(bool)
        taken = mask & rows
        if taken.any() and (taken == mask).all():
            condition = True
        elif not taken.any():
            condition = False
        else:
            other = mask & ~rows
            then_values = run.run_region(then_region, (), taken)
            if not else_region.blocks:
                return ()
            else_values = run.run_region(else_region, (), other)
            return tuple(run._merge(taken, a, b, r.type) for a, b, r in zip(then_values, else_values, op.results))
    region = then_region if bool(np.asarray(condition)) else else_region
    return run.run_region(region, (), mask) if region.blocks else ()


def _thread_ids(run: _Block) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    bx, by, _ = run.block_size
    linear = run.linear
    return linear % bx, (linear // bx) % by, linear // (bx * by)


def _axis(op: Operation) -> int:
    return "xyz".index(op.dimension.data)  # type: ignore[attr-defined]


def _thread_op(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    name = op.name
    if name == "gpu.lane_id":
        return (_Lanes(run.linear % WARP_SIZE) if run.count > 1 else 0,)
    axis = _axis(op)
    if name == "gpu.block_id":
        return (run.block[axis],)
    if name == "gpu.block_dim":
        return (run.block_size[axis],)
    if name == "gpu.grid_dim":
        return (run.grid[axis],)
    ids = _thread_ids(run)[axis]
    if name == "gpu.global_id":
        ids = run.block[axis] * run.block_size[axis] + ids
    if run.block_size[axis] == 1:
        return (int(ids[0]),)
    return (_Lanes(ids),)


def _indices(run: _Block, values: Sequence[Any], lanes: np.ndarray) -> list[np.ndarray]:
    return [run._rows(v, ())[lanes].astype(np.int64) if type(v) is _Lanes else
            np.full(len(lanes), _index(v), np.int64) for v in values]


def _memref(value: Any) -> np.ndarray:
    if type(value) is not np.ndarray:
        raise _Fallback
    return value


def _check_bounds(indices: Sequence[np.ndarray], shape: Sequence[int], window: tuple[int, ...] = ()) -> None:
    lead = len(indices) - len(window)
    for dim, (index, size) in enumerate(zip(indices, shape)):
        extent = window[dim - lead] if dim >= lead else 1
        if index.size and (index.min() < 0 or index.max() + extent > size):
            raise _Fallback


def _load(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    memref, *indices = inputs
    view = _memref(memref)
    root = _root(view)
    lanes = np.flatnonzero(mask)
    if op.name == "vector.load":
        window = tuple(op.result.type.get_shape())  # type: ignore[attr-defined]
    else:
        window = ()
    if not window and not any(type(v) is _Lanes for v in indices):
        (value,) = run._semantics(op)(run.interpreter, op, inputs)  # checks, reads as one thread does
        where = _indices(run, indices, lanes)
        run.accesses.read(root, *_Accesses.positions(view, root, where, lanes, window))
        return (value,)
    where = _indices(run, indices, lanes)
    _check_bounds(where, view.shape, window)
    places, owners = _Accesses.positions(view, root, where, lanes, window)
    if window:
        windows = [vector._window(op, view, [w[i] for w in where], window) for i in range(len(lanes))]
        result = np.zeros((run.count, *window), view.dtype)
        for lane, part in zip(lanes.tolist(), windows):
            result[lane] = part
        run.accesses.read(root, places, owners)
        return (_Lanes(result),)
    run.accesses.read(root, places, owners)
    result = np.zeros(run.count, view.dtype)
    result[lanes] = read_through(op.operands[0].type, view[tuple(where)])
    return (_Lanes(result),)


def _store(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    value, memref, *indices = inputs
    view = _memref(memref)
    root = _root(view)
    lanes = np.flatnonzero(mask)
    window = tuple(op.operands[0].type.get_shape()) if op.name == "vector.store" else ()  # type: ignore[attr-defined]
    where = _indices(run, indices, lanes)
    _check_bounds(where, view.shape, window)
    if not view.flags.writeable:
        raise _Fallback
    if window:
        windows = [vector._window(op, view, [w[i] for w in where], window) for i in range(len(lanes))]
    rows = value.stacked(window)[lanes] if type(value) is _Lanes else np.broadcast_to(
        np.asarray(value), (len(lanes), *np.shape(value)))
    written = np.ascontiguousarray(rows.astype(view.dtype)).view(np.uint8).reshape(-1)

    def store() -> None:
        if window:
            for lane, part in zip(lanes.tolist(), windows):
                part[...] = value.item(lane) if type(value) is _Lanes else value
        elif type(value) is _Lanes:
            view[tuple(where)] = rows
        else:
            view[tuple(where)] = value

    run.accesses.write(root, *_Accesses.positions(view, root, where, lanes, window), written, store)
    return ()


def _whole_block(run: _Block, mask: np.ndarray) -> None:
    if not mask.all():
        raise _Fallback  # a synchronization some threads do not reach here: the per-thread run says what it is


def _barrier(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    _whole_block(run, mask)
    run.accesses.synchronized()
    return ()


def _shuffle(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    """`gpu.shuffle` as `aiopt.reference.gpu.shuffle` computes it for each thread of each warp."""
    from aiopt.reference.gpu import SHUFFLE_SOURCE

    _whole_block(run, mask)
    value, offset, width = inputs
    offsets, widths = (run._rows(v, ()).astype(np.int64) for v in (offset, width))
    linear = run.linear
    lane, base = linear % WARP_SIZE, linear - linear % WARP_SIZE
    for start in range(0, run.count, WARP_SIZE):
        if (widths[start : start + WARP_SIZE] != widths[start]).any():
            raise _Fallback
    source = SHUFFLE_SOURCE[op.mode.data.value](lane, offsets)  # type: ignore[attr-defined]
    valid = (source >= 0) & (source < widths)
    members = np.minimum(WARP_SIZE, run.count - base)
    if (valid & (source >= members)).any():
        raise _Fallback
    chosen = np.where(valid, base + source, linear)
    valids = _Lanes(valid.copy())
    if type(value) is not _Lanes:
        return value, valids
    if value.array is not None:
        return _Lanes(value.array[chosen]), valids
    return _Lanes(items=[value.item(int(i)) for i in chosen]), valids


def _all_reduce(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    from aiopt.reference.gpu import _combiner

    _whole_block(run, mask)
    combine = _combiner(run.interpreter, op)
    value = inputs[0]
    total = functools.reduce(combine, (value.item(i) if type(value) is _Lanes else value for i in range(run.count)))
    run.accesses.synchronized()
    return (total,)


def _subgroup_reduce(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    from aiopt.reference.gpu import _combiner, subgroup_members

    _whole_block(run, mask)
    combine = _combiner(run.interpreter, op)
    value = inputs[0]
    totals: dict[tuple[int, ...], Any] = {}
    results = []
    for index in range(run.count):
        members = tuple(subgroup_members(op, index, min(WARP_SIZE, run.count - (index - index % WARP_SIZE))))
        total = totals.get(members)
        if total is None:
            total = totals[members] = functools.reduce(
                combine, (value.item(i) if type(value) is _Lanes else value for i in members)
            )
        results.append(total)
    return (_Lanes(items=results),)


def _mma_sync(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    """`nvvm.mma.sync` of each warp from its lanes' register rows (`aiopt.reference.gpu.mma_sync`'s product of
    the same elements); the result struct of each thread is its row of 4 floats."""
    from aiopt.reference.gpu import _fragment_layout, mma_element_rows, mma_kind, mma_operands, warp_product_of_rows

    _whole_block(run, mask)
    if run.count % WARP_SIZE:
        raise _Fallback
    k, count_a, count_b, _ = mma_operands(op)
    kind = mma_kind(op)
    (_, _, (rows, columns)) = _fragment_layout(k)

    def registers(values: Sequence[Any], shape: tuple[int, ...]) -> np.ndarray:
        return np.stack([run._rows(value, shape) for value in values], axis=1)

    register_shape = (2,) if kind == "f16" else ()
    a = mma_element_rows(kind, registers(inputs[:count_a], register_shape)).astype(np.float64)
    b = mma_element_rows(kind, registers(inputs[count_a : count_a + count_b], register_shape)).astype(np.float64)
    c = registers(inputs[count_a + count_b :], ()).astype(np.float64)
    results = np.empty((run.count, 4), np.float32)
    for start in range(0, run.count, WARP_SIZE):
        warp = slice(start, start + WARP_SIZE)
        results[warp] = warp_product_of_rows(a[warp], b[warp], c[warp], k)[rows, columns]
    return (_Lanes(results),)


def _extractvalue(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    """`llvm.extractvalue` of one position from rows (an mma.sync result): that column; else per thread."""
    (value,) = inputs
    positions = tuple(op.position.get_values())  # type: ignore[attr-defined]
    if type(value) is _Lanes and value.array is not None and len(positions) == 1 and value.array.ndim == 2:
        return (_Lanes(value.array[:, positions[0]]),)
    return run._pure(op, inputs, mask)


def _vector_element(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    """`llvm.insertelement` / `llvm.extractelement` at a position every thread shares, on rows of vectors."""
    shape = _type_shape(op.operands[0].type)
    position = inputs[-1]
    if type(position) is _Lanes or shape is None or len(shape) != 1 or not any(type(v) is _Lanes for v in inputs):
        return run._pure(op, inputs, mask)
    at = _index(position)
    if not 0 <= at < shape[0]:
        raise _Fallback
    vectors = run._rows(inputs[0], shape)
    if op.name == "llvm.extractelement":
        return (_Lanes(np.ascontiguousarray(vectors[:, at])),)
    result = np.array(vectors, copy=True)
    result[:, at] = run._rows(inputs[1], ())
    return (_Lanes(result),)


def _to_tf32(run: _Block, op: Operation, inputs: list[Any], mask: np.ndarray) -> tuple[Any, ...]:
    """`nvvm.convert.float.to.tf32` of rows of f32: `tf32_bits` of the rows, as the numpy form of one thread."""
    from aiopt.reference.gpu import tf32_bits

    (value,) = inputs
    if type(value) is not _Lanes:
        return run._pure(op, inputs, mask)
    rows = value.stacked(())
    if rows.dtype != np.float32:
        raise _Fallback
    bits = tf32_bits(rows, op.rounding.value, op.saturates, op.clamps_negative)  # type: ignore[attr-defined]
    return (_Lanes(bits.view(np.int32)),)


_HANDLERS: dict[str, Callable[[_Block, Operation, list[Any], np.ndarray], tuple[Any, ...]]] = {
    "scf.for": _scf_for, "scf.if": _scf_if,
    "scf.yield": _returns, "gpu.return": _returns, "gpu.terminator": _returns, "gpu.yield": _returns,
    "memref.load": _load, "vector.load": _load, "memref.store": _store, "vector.store": _store,
    "gpu.barrier": _barrier, "gpu.shuffle": _shuffle, "gpu.all_reduce": _all_reduce,
    "gpu.subgroup_reduce": _subgroup_reduce, "nvvm.mma.sync": _mma_sync, "llvm.extractvalue": _extractvalue,
    "llvm.insertelement": _vector_element, "llvm.extractelement": _vector_element,
    "nvvm.convert.float.to.tf32": _to_tf32,
    **{name: _thread_op for name in _THREAD},
}  # fmt: skip


def _arguments(per_thread: Sequence[tuple[Any, ...]]) -> list[Any]:
    """The region's arguments as the lanes hold them: shared where every thread has the same object (or int),
    rows of ints where threads have different ints; `_Fallback` for other per-thread values (private buffers)."""
    arguments = []
    for values in zip(*per_thread):
        first = values[0]
        if all(v is first for v in values):
            arguments.append(first)
        elif all(type(v) is int for v in values):
            if all(v == first for v in values):
                arguments.append(first)
            else:
                arguments.append(_Lanes(np.array(values, np.int64)))
        else:
            raise _Fallback
    return arguments


def run_block(interpreter, region: Region, block: tuple[int, int, int], threads: Sequence[tuple[int, int, int]],
              grid: tuple[int, int, int], block_size: tuple[int, int, int],
              values_for: Callable[[tuple[int, int, int]], tuple[Any, ...]],
              written: list[tuple[np.ndarray, np.ndarray]] | None = None, scratch: list[np.ndarray] | None = None
              ) -> bool:
    """Run one block's threads as lanes; False (memory as it was) where the block must run per thread. The
    allocations it wrote, with their bytes before, are added to `written` where given. `scratch`: the block's
    workgroup buffers (filled by `values_for`), which nobody reads after the block."""
    run = None
    try:
        with np.errstate(all="ignore"):
            per_thread = [values_for(thread) for thread in threads]
            run = _Block(interpreter, len(threads), block, grid, block_size, scratch or ())
            arguments = _arguments(per_thread)
            run.run_region(region, arguments, run.full)
    except Exception as error:  # noqa: BLE001 - the per-thread run gives the error, or the result
        if run is not None:
            run.accesses.undo()
        STATS["fallbacks"] += 1
        if DEBUG:
            import traceback
            REASONS[traceback.format_exception(error)[-2][:300] + repr(error)[:200]] += 1
        return False
    STATS["lanes"] += 1
    assert run is not None
    if written is not None:
        written.extend(run.accesses.saved.values())
    return True


def snapshot(values: Sequence[Any]) -> list[tuple[np.ndarray, np.ndarray]]:
    """The allocations of the arrays among `values` and copies of their bytes (`MODE` "check")."""
    roots: dict[int, np.ndarray] = {}
    for value in values:
        if type(value) is np.ndarray:
            root = _root(value)
            roots[id(root)] = root
    return [(root, root.copy()) for root in roots.values()]

