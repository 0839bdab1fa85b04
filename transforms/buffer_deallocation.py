"""`--buffer-deallocation`: free every buffer that a function allocates, after its last use.

For programs with structured control flow (scf.if / for / while regions, no
unstructured branches), as upstream's buffer deallocation:

- A buffer is *owned* by the block whose op made it: `memref.alloc`,
  `bufferization.clone`, a `func.call` (functions return buffers their
  caller owns), or an `scf.if` whose branches yield owned buffers.
- An owned buffer is freed with `memref.dealloc` right after the last op of
  its block that uses it or a view of it (`memref.subview`, `cast`,
  `collapse_shape`, ... and the results of scf.if/scf.for that may alias it);
  a buffer that a block yields or returns is not freed there: its ownership
  moves on.
- A block passes ownership on through a terminator operand that is one of
  its owned buffers or, in an `scf.if` branch, a view of one (upstream's
  ownership of a retained value that aliases a buffer the block
  deallocates): the unsigned-type cast of a new buffer that a branch yields
  is owned by the `scf.if` result. Each buffer passes on once: a second
  operand of the same terminator that is (a view of) it yields a
  `bufferization.clone`. A `func.return` passes on the buffers themselves.
- Where one branch of an `scf.if` (or `scf.index_switch`) yields an owned
  buffer and another a borrowed one (a function argument, a view of one, a
  global), the op gets an i1 result that says whether the branch taken
  yielded one it owns (upstream's ownership indicator), and the result is
  freed where it is true, without copying the borrowed buffer. A result
  that is yielded, returned or carried into a loop (which must own its
  buffer whichever branch ran) gets a `bufferization.clone` of the borrowed
  buffer instead; a `func.return` of a borrowed buffer returns a
  `bufferization.clone` of it.

    %r:2 = scf.if %c -> (memref<4xui32>, i1) {                // the i1 result is inserted
      %false = arith.constant false
      scf.yield %arg, %false : memref<4xui32>, i1
    } else {
      %a = memref.alloc() : memref<4xi32>
      %v = builtin.unrealized_conversion_cast %a : memref<4xi32> to memref<4xui32>
      %true = arith.constant true
      scf.yield %v, %true : memref<4xui32>, i1
    }
    memref.copy %r#0, %out : memref<4xui32> to memref<4xui32>
    scf.if %r#1 {
      memref.dealloc %r#0 : memref<4xui32>     // inserted: frees %a, never %arg
    }

    %a = memref.alloc() : memref<4xf32>
    linalg.generic ... outs(%a : memref<4xf32>)
    memref.copy %a, %out : memref<4xf32> to memref<4xf32>
    memref.dealloc %a : memref<4xf32>      // inserted

A loop that passes on another buffer of its own than its iteration argument
(one-shot-bufferize's loop value of dynamic shape, whose sizes may change
each trip) owns what it carries there, as upstream's ownership-based
deallocation with an ownership indicator that is always true: it takes over
its init (an owned buffer nothing uses after the loop, else a
`bufferization.clone` of it), each iteration frees its argument after its
last use unless it passes it on, passes on a buffer it owns (else a clone),
and the loop's result is owned by the block around it
(`_Deallocation.own_loop_values`). A loop that passes on (a view of) a
buffer from outside it borrows it, as its init: its result is an alias of both.
An scf.if takes over a buffer of the block around it that a branch yields and
nothing uses after it: the branch that yields it passes it on, the others
free it (`_Deallocation.take_over_into_branches`), so that a loop value one
branch keeps and another replaces is neither cloned nor copied.

With `return-borrowed-results` (not upstream's: an ABI of aiopt's CPU
runtime), a public function that no op of the module refers to (an entry
that only the runtime calls) returns a buffer it borrowed (an argument, a
global, a view of one: followed through the view ops) or a view of a
buffer it owns as it is, without a clone. The CPU runtime copies each returned buffer into a numpy array and
then frees exactly the blocks the call allocated and left live
(`aiopt.runtime.runtime_errors`): never an argument or a global, and an
owned buffer once, whether the function returns it or a view of it. A
result of a type the runtime could misread (not an identity or
non-negatively strided layout, unranked) is still cloned, and so is every
result of a function that a `func.call` (whose results the caller frees)
or any other op refers to:

    func.func @main(%arg0: memref<?x4xf32>) -> memref<?x4xf32> {
      return %arg0 : memref<?x4xf32>        // default: a bufferization.clone of %arg0 (a new buffer and a copy)
    }
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import (
    BoolAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StridedLayoutAttr,
    StringAttr,
    SymbolRefAttr,
    UnrankedMemRefType,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, SSAValue, Use
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsTerminator

from aiopt.dialects import arith, func, memref, scf
from aiopt.dialects.bufferization import CloneOp
from aiopt.dialects.bufferization import DeallocOp as BufferizationDeallocOp
from aiopt.dialects.memref import DeallocOp
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.op_order import OpOrder
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option
from aiopt.support.worklist_population import walk_ops
from aiopt.transforms.bufferization_analysis import (
    dps_outputs,
    is_dps_linalg,
    iteration_edges,
    loop_init_index,
    unstructured_op,
)

ALLOCATING_OPS = (memref.AllocOp, CloneOp, func.CallOp)
LOOP_OPS = (scf.ForOp, scf.WhileOp)
BRANCH_OPS = (scf.IfOp, scf.IndexSwitchOp, scf.ExecuteRegionOp)


def _is_memref(value: SSAValue) -> bool:
    # Unranked too: `memref.cast` to `memref<*xf32>` is a view that a call may use after the buffer's own uses.
    return isinstance(value.type, (MemRefType, UnrankedMemRefType))


class _Deallocation:
    """Deallocations of one function."""

    def __init__(self) -> None:
        self.owned_ifs: set[SSAValue] = set()
        """Results of region ops (scf.if, loops) that own their buffer."""
        self.conditional: dict[SSAValue, SSAValue] = {}
        """scf.if results that own their buffer when their i1 ownership result (the value) is true."""
        self.owned_args: set[BlockArgument] = set()
        """Loop block arguments that own their buffer (`own_loop_values`)."""
        self.consumed: set[SSAValue] = set()
        """Owned buffers whose ownership moves into a loop as its init: the loop frees them."""
        self.owning: dict[Operation, list[int]] = {}
        """Loop terminators: the operands that pass on a buffer the loop owns (`_owning_positions`)."""
        self.taken: dict[Block, list[SSAValue]] = {}
        """Buffers of the block around an scf.if that its branches own (`take_over_into_branches`)."""
        self.order = OpOrder()
        """Program order of the ops of each block (ops are inserted and replaced here, not moved)."""

    def is_owned(self, value: SSAValue) -> bool:
        if not _is_memref(value) or value in self.consumed:
            return False
        if isinstance(value, BlockArgument):
            return value in self.owned_args
        return isinstance(value.op, ALLOCATING_OPS) or value in self.owned_ifs

    def own_loop_values(self, function: func.FuncOp) -> None:
        """Let each loop that passes on other buffers than its iteration arguments (one-shot-bufferize's loop
        values of dynamic shape, whose sizes may change each iteration) own what it carries there, as
        upstream's ownership-based deallocation does with an ownership indicator that is always true here:

        - its init is a buffer the loop takes over: an owned buffer of the block around the loop that
          nothing uses after the loop (ownership moves in), else a `bufferization.clone` of it;
        - each iteration owns its arguments there: it frees one after its last use unless it passes it
          on, and a terminator passes on a buffer the iteration owns (an argument, a buffer it allocated
          or a view of one), else a clone (`passes_on_owned`);
        - the loop's results there are owned by the block around it, freed after their last use.

            %init = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>    // inserted
            %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %init) -> (memref<?xf32>) {
              %e = memref.alloc(%s) : memref<?xf32>
              ... reads %x ...
              memref.dealloc %x : memref<?xf32>                                   // inserted
              scf.yield %e : memref<?xf32>
            }
            ...
            memref.dealloc %r : memref<?xf32>                                     // inserted
        """
        for loop in [op for op in function.walk() if isinstance(op, LOOP_OPS)]:
            positions = _owning_positions(loop)
            if not positions:
                continue
            edges = iteration_edges(loop)
            for _, terminator, _, offset in edges:
                self.owning[terminator] = [offset + i for i in positions]
            for i in positions:
                init = loop.operands[loop_init_index(loop, i)]
                if self._unused_after(init, loop, inside=False):
                    self.consumed.add(init)
                else:
                    clone = self.clone_before(init, loop)
                    loop.operands[loop_init_index(loop, i)] = clone
                    self.consumed.add(clone)
                for block, _, first, _ in edges:
                    self.owned_args.add(block.args[first + i])
                self.owned_ifs.add(loop.results[i])

    def _unused_after(self, buffer: SSAValue, op: Operation, inside: bool) -> bool:
        """Whether `op` may take over `buffer`: a buffer the block around `op` owns (not a view) that neither
        it nor a view of it is used after `op` in that block. A loop (not `inside`) must use it once, as an
        init, and not inside (an iteration may free it); a branch op may use it inside."""
        block = op.parent_block()
        if not self._owned_in(buffer, block) or buffer in self.conditional:
            return False
        if not inside and sum(1 for use in buffer.uses if use.operation is op) != 1:
            return False
        seen, pending = {buffer}, [buffer]
        while pending:
            value = pending.pop()
            for use in value.uses:
                user = _ancestor_in(use.operation, block)
                if user is None:
                    continue
                if user is op:
                    if not inside and (use.operation is not op or value is not buffer):
                        return False  # read inside the loop, or a view of it carried too
                    continue
                if self.order.is_before(op, user):
                    return False
                if memref.is_view(user) or _is_select(user) or user.regions:
                    for result in user.results:
                        if _is_memref(result) and result not in seen:
                            seen.add(result)
                            pending.append(result)
        return True

    def passes_on_owned(self, terminator: Operation) -> None:
        """Make each operand of a loop terminator that passes on a buffer its loop owns (`self.owning`) one the
        iteration owns (`passed_on`): a clone where it is borrowed (a view of an argument of the function, a
        buffer of the block around the loop)."""
        passed = self.passed_on(terminator)
        for k in self.owning[terminator]:
            if k not in passed:
                terminator.operands[k] = self.clone_before(terminator.operands[k], terminator)

    def clone_before(self, value: SSAValue, at: Operation) -> SSAValue:
        clone = CloneOp(value)
        Rewriter.insert_op(clone, InsertPoint.before(at))
        return clone.output

    def clone_escaping_selects(self, function: func.FuncOp) -> None:
        """Give each use of an `arith.select` of buffers by which it (or a view of it) is yielded, returned or
        carried into a loop a clone made right before that use: a clone is a buffer of its own to pass on,
        where the select's result may be either operand (upstream's select ownership,
        `select(%c, ownership(%a), ownership(%b))`, kept simple). The clone copies what the buffer holds when
        it is passed on, after the ops between the select and the use have written it (a clone right after
        the select copied an scf.if's buffer before the branch that wrote it: seed 20900 program 24). For a
        use in a loop body, the clone goes before the outermost loop between the use and the select (a loop
        body passes on no buffer of its own): a clone of the select (or of its view) that the loop's uses
        read. Other uses keep the select, an alias of both operands (`_free`): they are freed after its
        last use.

            %s = arith.select %c, %alloc, %arg : memref<4xf32>
            linalg.generic ... outs(%alloc : memref<4xf32>)
            %k = bufferization.clone %s : memref<4xf32> to memref<4xf32>    // inserted
            scf.yield %k : memref<4xf32>
        """
        for op in list(function.walk()):
            if not _is_select(op):
                continue
            before_loops: set[SSAValue] = set()
            for use in _escaping_uses(op.results[0]):
                at = _clone_point(use.operation, op.parent_block())
                if at is not use.operation and _written_in(op.results[0], at):
                    # A clone before the loop would take the loop's writes, lost to the uses after it.
                    at = use.operation
                if at is use.operation:
                    use.operation.operands[use.index] = self.clone_before(use.operation.operands[use.index], at)
                    continue
                # Before the loop: the clone of the select (or of its view) that the loop reads, for its uses there.
                value = use.operation.operands[use.index]
                while isinstance(value, OpResult) and at.is_ancestor(value.op):
                    value = value.op.operands[0]
                if value in before_loops:
                    continue  # another use in this loop has it already
                clone = self.clone_before(value, at)
                before_loops.add(clone)
                for inner in [u for u in value.uses if at.is_ancestor(u.operation)]:
                    inner.operation.operands[inner.index] = clone

    def take_over_into_branches(self, op: Operation) -> None:
        """Let the branches of `op` (an scf.if, scf.index_switch) own each buffer of the block around it that a
        branch yields and that nothing uses after `op`: the branch that yields it passes it on, another frees
        it after its last use there (upstream passes the ownership indicator on). An iteration's own value
        that one branch passes on unchanged and another replaces (a loop value of dynamic shape) is then
        neither cloned nor copied:

            %r = scf.if %c -> (memref<?xf32>) {
              %a = memref.alloc(%n) : memref<?xf32>
              ... reads %x ...
              memref.dealloc %x : memref<?xf32>        // inserted
              scf.yield %a : memref<?xf32>
            } else {
              scf.yield %x : memref<?xf32>
            }
        """
        candidates: list[SSAValue] = []
        for region in op.regions:
            if region.blocks:
                for value in region.block.last_op.operands:
                    if _is_memref(value) and value not in candidates and self._unused_after(value, op, inside=True):
                        candidates.append(value)
        for value in candidates:
            self.consumed.add(value)
            for region in op.regions:
                if region.blocks:
                    self.taken.setdefault(region.block, []).append(value)

    def normalize_regions(self, root: Operation) -> None:
        """Make the memref results of scf.if owned or borrowed in every branch; check loop yields."""
        # Inner ops first: an inner scf.if decides ownership before the op around it looks at its result.
        for op in reversed(list(root.walk())):
            if isinstance(op, BRANCH_OPS):
                self.take_over_into_branches(op)
                yields = [region.block.last_op for region in op.regions if region.blocks]
                passed = [self.passed_on(y) for y in yields]
                mixed: dict[int, list[bool]] = {}
                for i, result in enumerate(op.results):
                    if not _is_memref(result):
                        continue
                    owned = [i in p for p in passed]
                    if not any(owned):
                        continue
                    if isinstance(op, scf.IfOp | scf.IndexSwitchOp) and not all(owned) and not _escapes(result):
                        mixed[i] = owned
                        continue
                    for y, is_owned in zip(yields, owned):
                        if not is_owned:
                            y.operands[i] = self.clone_before(y.operands[i], y)
                    self.owned_ifs.add(result)
                if mixed:
                    self._with_ownership_results(op, mixed)
            elif isinstance(op, LOOP_OPS):
                for terminator in [region.block.last_op for region in op.regions]:
                    if terminator in self.owning:
                        self.passes_on_owned(terminator)
                    else:
                        self._check_loop_terminator(terminator)

    def _with_ownership_results(self, op: Operation, mixed: dict[int, list[bool]]) -> None:
        """Give `op` (an scf.if or scf.index_switch) an i1 result per result in `mixed` (its ownership in each
        region) that says whether the region that ran yielded a buffer it owned (upstream's ownership
        indicator), instead of cloning the borrowed one; the result is then freed where the indicator is true:

            %r:2 = scf.if %c -> (memref<4xf32>, i1) {
              scf.yield %arg, %false : memref<4xf32>, i1
            } else {
              %a = memref.alloc() : memref<4xf32>
              scf.yield %a, %true : memref<4xf32>, i1
            }
        """
        for branch, region in enumerate(op.regions):
            terminator = region.block.last_op
            flags = [arith.ConstantOp(BoolAttr.from_bool(owned[branch])) for owned in mixed.values()]
            for flag in flags:
                Rewriter.insert_op(flag, InsertPoint.before(terminator))
            Rewriter.replace_op(terminator, scf.YieldOp(*terminator.operands, *flags))
        new = type(op).create(
            operands=list(op.operands),
            result_types=[*op.result_types, *(IntegerType(1) for _ in mixed)],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            regions=[Rewriter.move_region_contents_to_new_regions(region) for region in op.regions],
        )
        count = len(op.results)
        owned_before = [result in self.owned_ifs for result in op.results]
        Rewriter.replace_op(op, new, [*new.results[:count]])
        for i, flag in zip(mixed, new.results[count:]):
            self.conditional[new.results[i]] = flag
        self.owned_ifs |= {new.results[i] for i, owned in enumerate(owned_before) if owned}

    def passed_on(self, terminator: Operation, through_views: bool = True) -> set[int]:
        """The operands of `terminator` that pass on the ownership of a buffer its block owns.

        An operand that is an owned buffer of the block or (`through_views`) a view of one passes it on;
        where several operands are (views of) one buffer, the first passes it on and the others are
        replaced by clones, which pass on their own: the buffer is freed once, by whoever takes the first.
        """
        block = terminator.parent_block()
        roots: set[SSAValue] = set()
        passed: set[int] = set()
        for k, value in enumerate(terminator.operands):
            if not _is_memref(value):
                continue
            root = self._owned_root(value, block) if through_views else value
            if root is None or not self._owned_in(root, block):
                continue
            if root in roots:
                terminator.operands[k] = self.clone_before(value, terminator)
            roots.add(root)
            passed.add(k)
        return passed

    def _owned_root(self, value: SSAValue, block: Block) -> SSAValue | None:
        """The buffer owned by `block` that `value` is, or is a view of (`memref.is_view`); None if borrowed."""
        while not self._owned_in(value, block):
            if not isinstance(value, OpResult) or not memref.is_view(value.op):
                return None
            value = value.op.operands[0]
        return value

    def _check_loop_terminator(self, terminator: Operation) -> None:
        block = terminator.parent_block()
        for k, yielded in enumerate(terminator.operands):
            if _is_memref(yielded) and self._owned_root(yielded, block) is not None:
                raise DiagnosticError(
                    op_error_message(terminator, f"passes on buffer #{k}, allocated in the loop body; not supported"),
                    terminator,
                )

    def _owned_in(self, value: SSAValue, block: Block) -> bool:
        if value in self.taken.get(block, ()):
            return True
        if not self.is_owned(value):
            return False
        return (value.block if isinstance(value, BlockArgument) else value.op.parent_block()) is block

    def clone_returns(self, function: func.FuncOp, borrowed_ok: bool = False) -> None:
        """Make every returned buffer one the caller owns: a clone of each that the function does not pass on.

        With `borrowed_ok` (a caller that copies the returned buffers and frees only what the call allocated),
        a borrowed buffer or a view of an owned one is returned as it is, where its type reads as it lies.
        """
        for ret in [op for op in function.walk() if isinstance(op, func.ReturnOp)]:
            # A caller gets the buffers themselves (a returned view is cloned): the host code of the GPU
            # path frees what it returns by following views to the buffer (not every view op).
            passed = self.passed_on(ret, through_views=borrowed_ok)
            for i, value in enumerate(ret.operands):
                if not _is_memref(value) or i in passed:
                    continue
                if borrowed_ok and _copied_as_it_lies(value.type) and _is_borrowed(value, function):
                    continue
                ret.operands[i] = self.clone_before(value, ret)

    def place(self, block: Block) -> None:
        """Free the buffers that `block` owns, after their last use in it; then the nested blocks."""
        for arg in block.args:
            if self.is_owned(arg):
                self._free(arg, block)
        for value in self.taken.get(block, ()):
            self._free(value, block)
        for op in list(block.ops):
            for result in op.results:
                if self.is_owned(result) or result in self.conditional:
                    self._free(result, block)
            for region in op.regions:
                for nested in region.blocks:
                    self.place(nested)

    def _free(self, buffer: SSAValue, block: Block) -> None:
        # None: a block argument, or a buffer of the block around (`taken`): freed before the first op at least.
        last = buffer.owner if isinstance(buffer, OpResult) and buffer.op.parent_block() is block else None
        aliases = [buffer]
        seen = {buffer}
        while aliases:
            value = aliases.pop()
            for use in list(value.uses):
                user = _ancestor_in(use.operation, block)
                if user is None:
                    # A buffer of the block around (`taken`) may have a view made there, before the branch op,
                    # that this block reads: its uses here are uses of the buffer (seed 24506 program 226 of
                    # difftest --gpu-kernels freed a loop value before a case read its unsigned-type cast).
                    if memref.is_view(use.operation) or _is_select(use.operation):
                        for d in use.operation.results:
                            if _is_memref(d) and d not in seen:
                                seen.add(d)
                                aliases.append(d)
                    continue
                if user is block.last_op and isinstance(user, func.ReturnOp | scf.YieldOp | scf.ConditionOp):
                    return  # ownership moves on
                if last is None or self.order.is_before(last, user):
                    last = user
                derived: list[SSAValue] = []
                if user is use.operation and (memref.is_view(user) or _is_select(user)):
                    derived = [r for r in user.results if _is_memref(r)]
                elif user.regions:
                    # A region op that uses the buffer (as a loop's init or inside) may return it (or a view of
                    # it); not a result that owns its buffer.
                    derived = [r for r in user.results if _is_memref(r) and r not in self.owned_ifs]
                for d in derived:
                    if d not in seen:
                        seen.add(d)
                        aliases.append(d)
        at = InsertPoint.at_start(block) if last is None else InsertPoint.after(last)
        flag = self.conditional.get(buffer)
        if flag is None:
            Rewriter.insert_op(DeallocOp.get(buffer), at)
        else:
            # Freed only where the branch taken yielded a buffer it owned.
            Rewriter.insert_op(scf.IfOp(flag, [], [DeallocOp.get(buffer), scf.YieldOp()]), at)


def _owning_positions(loop: Operation) -> list[int]:
    """The memref values of `loop` (an scf.for or scf.while) that some terminator passes on as another buffer
    of the loop than its block argument (one made in the loop, another argument, a view of one: no longer its
    init's buffer, `one_shot_bufferize.carried_in_place`): the loop owns those. A value passed on as a
    buffer from outside the loop (a view of an argument of the function) is borrowed, as the init is: the
    loop's result is an alias of both."""
    edges = iteration_edges(loop)
    count = len(loop.results)
    if any(len(block.args) != first + count for block, _, first, _ in edges):
        return []
    positions = []
    for i, result in enumerate(loop.results):
        if not _is_memref(result):
            continue
        for block, terminator, first, offset in edges:
            value = terminator.operands[offset + i]
            if value is not block.args[first + i] and _made_in(memref.view_source(value), loop):
                positions.append(i)
                break
    return positions


def _made_in(value: SSAValue, op: Operation) -> bool:
    """Whether `value` is a result of an op nested in `op` or an argument of a block in one of its regions."""
    owner = value.block.parent_op() if isinstance(value, BlockArgument) else value.op
    return owner is not None and op.is_ancestor(owner)


def _is_select(op: Operation) -> bool:
    """Whether `op` is an `arith.select` of buffers: its result is one of its operands (an alias of each)."""
    return isinstance(op, arith.SelectOp) and _is_memref(op.results[0])


def _escapes(value: SSAValue) -> bool:
    """Whether `value` or a view of it is yielded or returned (by any terminator, however deep) or carried into
    a loop: where it would have to pass on an ownership that only an i1 value knows."""
    return bool(_escaping_uses(value))


def _escaping_uses(value: SSAValue) -> list[Use]:
    """The uses of `value` or of a view of it by a terminator (however deep) or a loop op."""
    seen, pending, escaping = {value}, [value], []
    while pending:
        for use in pending.pop().uses:
            user = use.operation
            if user.has_trait(IsTerminator) or isinstance(user, LOOP_OPS):
                escaping.append(use)
            elif memref.is_view(user):
                for result in user.results:
                    if _is_memref(result) and result not in seen:
                        seen.add(result)
                        pending.append(result)
    return escaping


def _written_in(value: SSAValue, loop: Operation) -> bool:
    """Whether an op inside `loop` may write `value` or a view of it: any use there but a load, a dim, the
    source of a copy, an input of a linalg op or a terminator (which aliases it: not followed).

    A select that a loop writes (one-shot-bufferize's in-place loop value of static shape) is cloned at each
    use that passes it on, not before the loop: the loop's writes to a clone made before it were lost to the
    uses after it (seed 24507 program 296 of bench/difftest.py --gpu-kernels).
    """
    seen, pending = {value}, [value]
    while pending:
        for use in pending.pop().uses:
            user = use.operation
            if memref.is_view(user):
                for result in user.results:
                    if _is_memref(result) and result not in seen:
                        seen.add(result)
                        pending.append(result)
                continue
            if not loop.is_ancestor(user) or user.has_trait(IsTerminator):
                continue
            if isinstance(user, memref.LoadOp | memref.DimOp) or (isinstance(user, memref.CopyOp) and use.index == 0):
                continue
            if is_dps_linalg(user) and use.index < len(user.operands) - len(dps_outputs(user)):
                continue
            return True
    return False


def _clone_point(user: Operation, block: Block) -> Operation:
    """Where a clone of a value of `block` that `user` passes on goes: right before `user`, or before the
    outermost loop around `user` inside `block` (a loop body may pass on no buffer it allocates)."""
    at, current = user, user
    while current.parent_block() is not block:
        current = current.parent_op()
        if isinstance(current, LOOP_OPS):
            at = current
    return at


def _is_borrowed(value: SSAValue, function: func.FuncOp) -> bool:
    """Whether `value` is an argument of `function`, a global, or a view of one (`memref.view_source`):
    memory that the function neither allocates nor frees. Anything else (a buffer of unknown origin) is not."""
    value = memref.view_source(value)
    if isinstance(value, OpResult):
        return isinstance(value.op, memref.GetGlobalOp)
    return isinstance(value, BlockArgument) and value.owner is function.body.block


def _copied_as_it_lies(type_: Attribute) -> bool:
    """Whether the CPU runtime reads a returned buffer of `type_` right: a ranked memref whose layout is the
    identity or has static, non-negative strides (`jit.array_of` copies from the offset on, strides >= 0)."""
    if not isinstance(type_, MemRefType):
        return False
    if isinstance(type_.layout, NoneAttr):
        return True
    if not isinstance(type_.layout, StridedLayoutAttr):
        return False
    strides = type_.layout.get_strides()
    return all(stride is not None and stride >= 0 for stride in strides)


def _referenced_symbols(module: ModuleOp) -> set[str]:
    """The names that an op of `module` refers to in a property or attribute (`func.call`'s callee, ...)."""
    names: set[str] = set()
    for op in module.walk():
        for value in (*op.properties.values(), *op.attributes.values()):
            if isinstance(value, SymbolRefAttr):
                names.add(value.root_reference.data)
    return names


def _ancestor_in(op: Operation, block: Block) -> Operation | None:
    """`op` or the op around it that lies in `block`."""
    current: Operation | None = op
    while current is not None and current.parent_block() is not block:
        current = current.parent_op()
    return current


def _check_structured(function: func.FuncOp) -> bool:
    """Whether `function` has only single-block regions; an error if branches meet buffers.

    A function with branches but no memref values has nothing to free.
    """
    branching = unstructured_op(function, _is_memref)
    if branching is not None:
        raise DiagnosticError(
            op_error_message(
                branching,
                "has a region with several blocks (unstructured control flow); "
                "buffer-deallocation supports structured control flow only: run it before convert-scf-to-cf",
            ),
            branching,
        )
    return all(len(op_region.blocks) <= 1 for op in function.walk() for op_region in op.regions)


def frees_its_buffers(op: Operation) -> bool:
    """Whether the module holding `op` frees buffers itself (`memref.dealloc`, `bufferization.dealloc`).

    Such a program manages its memory as written: the default pipeline runs
    it without this pass, whose precondition (upstream's) refuses it and which
    would free those buffers a second time; the lmhlo lowerings free their
    scratch buffers after use in it (`lhlo_legalize_to_linalg.release_scratch`).
    """
    root = op.get_toplevel_object()
    return any(isinstance(nested, (DeallocOp, BufferizationDeallocOp)) for nested in root.walk())


def _check_no_deallocation(function: func.FuncOp) -> None:
    """An error at the first op of `function` that frees a buffer, as upstream's preconditions.

    The pass decides alone where each buffer it owns is freed: a buffer that
    the input frees already would be freed twice (a `memref.dealloc` left in a
    buffer-level program that ai-runner compiles aborted the process with a
    double free).

        memref.dealloc %a : memref<4xf32>
        // error: 'memref.dealloc' op memory free side-effect on MemRef value not supported!
    """
    for op in function.walk():
        if isinstance(op, DeallocOp):
            message = "memory free side-effect on MemRef value not supported!"
        elif isinstance(op, BufferizationDeallocOp):
            message = "No deallocation operations must be present when running this pass!"
        else:
            continue
        raise DiagnosticError(op_error_message(op, message), op)


@dataclass(frozen=True)
class BufferDeallocationPass(DiagnosticPass):
    """Insert a `memref.dealloc` for every owned buffer after its last use.

    %a = memref.alloc() : memref<4xf32>
    "use"(%a) : (memref<4xf32>) -> ()
    memref.dealloc %a : memref<4xf32>    // inserted
    """

    name = "buffer-deallocation"
    aiopt_only_options: ClassVar[tuple[str, ...]] = ("return_borrowed_results",)
    """Not upstream's: `--dump-pass-pipeline` leaves it out at its default."""

    return_borrowed_results: bool = option(
        False,
        "public functions that nothing in the module refers to return borrowed buffers and views without a "
        "clone (for a caller that copies the returned buffers and frees only those the call allocated, as "
        "the CPU runtime does)",
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        referenced = _referenced_symbols(op) if self.return_borrowed_results else set()
        for function in [f for f in walk_ops(op) if isinstance(f, func.FuncOp) and f.body.blocks]:
            _check_no_deallocation(function)
            if not _check_structured(function):
                continue
            entry = (
                self.return_borrowed_results
                and function.sym_visibility in (None, StringAttr("public"))
                and function.sym_name.data not in referenced
            )
            deallocation = _Deallocation()
            deallocation.clone_escaping_selects(function)
            deallocation.own_loop_values(function)
            deallocation.normalize_regions(function)
            deallocation.clone_returns(function, borrowed_ok=entry)
            deallocation.place(function.body.block)
