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

A loop body that yields a buffer it allocated (instead of its iteration
argument) is not supported: One-Shot Bufferize never makes one.

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
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option
from aiopt.transforms.bufferization_analysis import unstructured_op

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
        self.conditional: dict[SSAValue, SSAValue] = {}
        """scf.if results that own their buffer when their i1 ownership result (the value) is true."""

    def is_owned(self, value: SSAValue) -> bool:
        if not isinstance(value, OpResult) or not _is_memref(value):
            return False
        return isinstance(value.op, ALLOCATING_OPS) or value in self.owned_ifs

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

    def normalize_regions(self, root: Operation) -> None:
        """Make the memref results of scf.if owned or borrowed in every branch; check loop yields."""
        # Inner ops first: an inner scf.if decides ownership before the op around it looks at its result.
        for op in reversed(list(root.walk())):
            if isinstance(op, BRANCH_OPS):
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
        return self.is_owned(value) and isinstance(value, OpResult) and value.op.parent_block() is block

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
        for op in list(block.ops):
            for result in op.results:
                if self.is_owned(result) or result in self.conditional:
                    self._free(result, block)
            for region in op.regions:
                for nested in region.blocks:
                    self.place(nested)

    def _free(self, buffer: SSAValue, block: Block) -> None:
        last = buffer.owner
        aliases = [buffer]
        seen = {buffer}
        while aliases:
            value = aliases.pop()
            for use in list(value.uses):
                user = _ancestor_in(use.operation, block)
                if user is None:
                    continue
                if user is block.last_op and isinstance(user, func.ReturnOp | scf.YieldOp | scf.ConditionOp):
                    return  # ownership moves on
                if block.get_operation_index(user) > block.get_operation_index(last):
                    last = user
                derived: list[SSAValue] = []
                if user is use.operation and (isinstance(user, LOOP_OPS) or memref.is_view(user) or _is_select(user)):
                    derived = [r for r in user.results if _is_memref(r)]
                elif user.regions:
                    # A region op that uses the buffer inside may return it (or a view of it).
                    derived = [r for r in user.results if _is_memref(r) and r not in self.owned_ifs]
                for d in derived:
                    if d not in seen:
                        seen.add(d)
                        aliases.append(d)
        flag = self.conditional.get(buffer)
        if flag is None:
            Rewriter.insert_op(DeallocOp.get(buffer), InsertPoint.after(last))
        else:
            # Freed only where the branch taken yielded a buffer it owned.
            Rewriter.insert_op(scf.IfOp(flag, [], [DeallocOp.get(buffer), scf.YieldOp()]), InsertPoint.after(last))


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

    return_borrowed_results: bool = option(
        False,
        "public functions that nothing in the module refers to return borrowed buffers and views without a "
        "clone (for a caller that copies the returned buffers and frees only those the call allocated, as "
        "the CPU runtime does)",
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        referenced = _referenced_symbols(op) if self.return_borrowed_results else set()
        for function in [f for f in op.walk() if isinstance(f, func.FuncOp) and f.body.blocks]:
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
            deallocation.normalize_regions(function)
            deallocation.clone_returns(function, borrowed_ok=entry)
            deallocation.place(function.body.block)
