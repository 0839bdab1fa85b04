"""`--inline`: inline `func.call`s of `func.func`s over the call graph, as MLIR's Inliner pass (LLVM 22) does."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.cf import BranchOp
from xdsl.ir import Block, Operation, Region
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsolatedFromAbove, IsTerminator, SymbolOpInterface
from xdsl.utils.symbol_table import SymbolTable, Visibility

from aiopt.support.inliner_interface import inliner_interface
from aiopt.support.pass_pipeline import (
    ANCHOR_REQUIRED,
    NestedPipeline,
    OpPassManager,
    PassInstrumentation,
    PipelineSyntaxError,
    build_pass_manager,
    format_pass_manager,
    parse_anchored_pipeline,
    parse_pipeline_text,
    run_pass_manager,
)
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import PassOptionError, option
from aiopt.transforms.symbol_dce import symbol_references_in

UNLIMITED = 4294967295
"""`inlining-threshold`'s default, upstream's -1U: every legal call is inlined whatever the sizes."""


@dataclass(frozen=True)
class InlinerPass(DiagnosticPass):
    """Inline function calls

    The call graph of the `func.func`s of the op is visited callees first, one
    strongly connected component at a time: each function of the component is
    simplified by its pipeline (`op-pipelines` for its op name, else
    `default-pipeline`: canonicalize), then the calls in it are inlined, and
    again while calls were inlined, at most `max-iterations` times. A call is
    not inlined when its callee calls itself or its caller, contains the call,
    has ops of dialects that do not allow inlining, is marked `no_inline` (or
    the call is), has several blocks while the call is in a single-block
    region of another op, or is larger than `inlining-threshold` percent of the
    caller. Calls brought in by inlining are inlined too, unless their callee
    was inlined on the way there. Private functions left without a use (or
    never used) are erased:

        func.func private @add1(%a: i32) -> i32 { ... arith.addi %a, %c1 ... }   // erased
        func.func @f(%x: i32) -> i32 {
          %r = func.call @add1(%x) : (i32) -> i32     // %r = arith.addi %x, %c1_i32 : i32
          return %r : i32
        }
    """

    name = "inline"
    symbol_table_pass: ClassVar[str] = "the inliner"
    """Upstream's words for the pass in its error on an op that is not a symbol table (`func.func(inline)`)."""

    default_pipeline: str = option(
        "canonicalize",
        "The optimizer pipeline used for callables that do not have a dedicated optimizer pipeline in opPipelineList",
    )
    op_pipelines: tuple[str, ...] | None = option(
        None, "Callable operation specific optimizer pipelines (in the form of `dialect.op(pipeline)`)"
    )
    max_iterations: int = option(4, "Maximum number of iterations when inlining within an SCC")
    inlining_threshold: int = option(
        UNLIMITED,
        "If the ratio between the number of the operations in the callee and the number of the operations in the "
        "caller exceeds this value (in percentage), then the callee is not inlined even if it is legal to inline it",
    )

    def __post_init__(self) -> None:
        for name, value in (("max_iterations", self.max_iterations), ("inlining_threshold", self.inlining_threshold)):
            if not 0 <= value <= UNLIMITED:
                raise PassOptionError(name, f"must be an unsigned 32-bit integer, got {value}")
        from aiopt.support.registry import default_registry

        try:
            build_pass_manager(default_registry(), parse_pipeline_text(self.default_pipeline), OpPassManager("any"))
        except PipelineSyntaxError as err:
            raise PassOptionError("default_pipeline", err.message) from None
        for pipeline in self.op_pipeline_list():
            try:
                build_pass_manager(default_registry(), pipeline.elements, OpPassManager(pipeline.anchor))
            except PipelineSyntaxError as err:
                raise PassOptionError("op_pipelines", err.message) from None

    def op_pipeline_list(self) -> list[NestedPipeline]:
        """`op-pipelines`' pipelines, each `dialect.op(pipeline)` (raises PassOptionError)."""
        pipelines: list[NestedPipeline] = []
        for text in self.op_pipelines or ():
            try:
                pipeline = parse_anchored_pipeline(text)
            except PipelineSyntaxError as err:
                raise PassOptionError("op_pipelines", err.message) from None
            if pipeline is None:
                raise PassOptionError("op_pipelines", ANCHOR_REQUIRED)
            pipelines.append(pipeline)
        return pipelines

    def dumped_option_value(self, name: str) -> str | None:
        """`op-pipelines` as upstream prints it: each pipeline expanded, with every option of its passes
        (`op-pipelines={func.func(cse,canonicalize{  max-iterations=10 ...})}`); other options as usual."""
        if name != "op_pipelines" or not self.op_pipelines:
            return None
        from aiopt.support.registry import default_registry

        managers = (
            build_pass_manager(default_registry(), pipeline.elements, OpPassManager(pipeline.anchor))
            for pipeline in self.op_pipeline_list()
        )
        return f"op-pipelines={{{','.join(format_pass_manager(manager) for manager in managers)}}}"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        _Inliner(ctx, op, self).run()


class _Inliner:
    def __init__(self, ctx: Context, top: Operation, options: InlinerPass):
        self.ctx = ctx
        self.top = top
        self.options = options
        self.functions = [op for op in top.walk() if op.name == "func.func" and op.regions[0].blocks]
        self.held: dict[Operation, Counter[Operation]] = {}
        """The functions each function refers to (calls or other references), with their counts."""
        self.uses: Counter[Operation] = Counter()
        self.discardable = {
            op
            for op in top.walk()
            if op.name == "func.func" and SymbolTable.get_symbol_visibility(op) is Visibility.PRIVATE
        }
        self.outside_uses: Counter[Operation] = Counter()
        self.dead: list[Operation] = []
        self.managers: dict[str, OpPassManager | None] = {}
        self._count_uses()

    # -- symbol uses

    def _references(self, op: Operation) -> Counter[Operation]:
        """The functions that `op` and the ops nested in it name, with how often."""
        found: Counter[Operation] = Counter()
        for nested in op.walk():
            found.update(self._references_shallow(nested))
        return found

    def _count_uses(self) -> None:
        inside = set(self.functions)
        for function in self.functions:
            self.held[function] = self._references(function)
            self.uses.update(self.held[function])
        for op in self.top.walk():
            if op.name == "func.func" or any(parent in inside for parent in _ancestors(op)):
                continue
            self.uses.update(self._references_shallow(op))

    def _references_shallow(self, op: Operation) -> Counter[Operation]:
        """The functions that `op`'s own attributes and properties name (its symbol name aside), with how often."""
        found: Counter[Operation] = Counter()
        for name, attr in (*op.properties.items(), *op.attributes.items()):
            if name == "sym_name" and op.has_trait(SymbolOpInterface, value_if_unregistered=False):
                continue
            for reference in symbol_references_in(attr):
                target = SymbolTable.lookup_nearest_symbol_from(op, reference)
                if target is not None and target.name == "func.func":
                    found[target] += 1
        return found

    def _is_dead(self, function: Operation) -> bool:
        return function in self.discardable and self.uses[function] == 0

    def _recompute_held(self, function: Operation) -> None:
        self.uses.subtract(self.held[function])
        self.held[function] = self._references(function)
        self.uses.update(self.held[function])

    # -- the call graph

    def _callees(self, function: Operation) -> list[Operation]:
        found: list[Operation] = []
        for op in function.walk():
            if op.name == "func.call":
                callee = _callee(op)
                if callee is not None and callee.regions[0].blocks and callee not in found:
                    found.append(callee)
        return found

    def _sccs(self) -> list[list[Operation]]:
        """Tarjan's strongly connected components, callees first."""
        index: dict[Operation, int] = {}
        low: dict[Operation, int] = {}
        stack: list[Operation] = []
        on_stack: set[Operation] = set()
        result: list[list[Operation]] = []
        edges = {function: [c for c in self._callees(function) if c in self.held] for function in self.functions}

        def connect(node: Operation) -> None:
            # Iterative: call chains may be deep.
            work = [(node, iter(edges[node]))]
            index[node] = low[node] = len(index)
            stack.append(node)
            on_stack.add(node)
            while work:
                current, children = work[-1]
                advanced = False
                for child in children:
                    if child not in index:
                        index[child] = low[child] = len(index)
                        stack.append(child)
                        on_stack.add(child)
                        work.append((child, iter(edges[child])))
                        advanced = True
                        break
                    if child in on_stack:
                        low[current] = min(low[current], index[child])
                if advanced:
                    continue
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[current])
                if low[current] == index[current]:
                    component: list[Operation] = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member is current:
                            break
                    result.append(component)

        for function in self.functions:
            if function not in index:
                connect(function)
        return result

    # -- the driver

    def run(self) -> None:
        for component in self._sccs():
            component = [f for f in component if f not in self.dead]
            iteration = 0
            while True:
                for function in component:
                    if function not in self.dead:
                        self._optimize(function)
                inlined = self._inline_calls_in(component)
                iteration += 1
                if not inlined or iteration >= self.options.max_iterations:
                    break
        for function in self.dead:
            Rewriter.erase_op(function)

    def _optimize(self, function: Operation) -> None:
        if not function.has_trait(IsolatedFromAbove, value_if_unregistered=False):
            return
        manager = self._manager(function.name)
        if manager is None:
            return
        # A failing pass of the pipeline fails the inliner: its errors were reported, the exception goes up.
        run_pass_manager(manager, self.ctx, function, PassInstrumentation(), lambda op: None, lambda: 0)
        self._recompute_held(function)

    def _manager(self, op_name: str) -> OpPassManager | None:
        if op_name not in self.managers:
            from aiopt.support.registry import default_registry

            registry = default_registry()
            text = self.options.default_pipeline
            for pipeline in self.options.op_pipeline_list():
                if pipeline.anchor == op_name:
                    elements = pipeline.elements
                    break
            else:
                elements = parse_pipeline_text(text) if text.strip() else []
            self.managers[op_name] = (
                build_pass_manager(registry, elements, OpPassManager(op_name)) if elements else None
            )
        return self.managers[op_name]

    def _inline_calls_in(self, component: list[Operation]) -> bool:
        calls: list[tuple[Operation, Operation, int | None]] = []  # (call, its function, history id)
        history: list[tuple[Operation, int | None]] = []
        for function in component:
            if self._is_dead(function):
                if function not in self.dead:
                    self.dead.append(function)
                continue
            calls.extend((call, function, None) for call in _direct_calls(function))
        inlined_any = False
        index = 0
        while index < len(calls):
            call, source, history_id = calls[index]
            index += 1
            if source in self.dead or call.parent is None:
                continue
            callee = _callee(call)
            if callee is None or not callee.regions[0].blocks or callee not in self.held:
                continue
            if _in_history(callee, history_id, history) or not self._should_inline(call, source, callee):
                continue
            in_place = self._moves(callee)
            new_calls = _inline_call(call, callee, clone=not in_place)
            if new_calls is None:
                continue
            inlined_any = True
            history.append((callee, history_id))
            calls.extend((new_call, source, len(history) - 1) for new_call in new_calls)
            # The call's use of the callee goes; the callee's uses come into the caller (a copy's add to them).
            self.uses[callee] -= 1
            self.held[source][callee] -= 1
            if in_place:
                self.held[source].update(self.held[callee])
                self.held[callee] = Counter()
                self.dead.append(callee)
            else:
                self.held[source].update(self.held[callee])
                self.uses.update(self.held[callee])
        return inlined_any

    def _should_inline(self, call: Operation, source: Operation, callee: Operation) -> bool:
        if call.has_trait(IsTerminator, value_if_unregistered=False):
            return False
        if "no_inline" in call.attributes or "no_inline" in call.properties:  # func.call's is a property
            return False
        if "no_inline" in callee.attributes or "no_inline" in callee.properties:
            return False
        if _calls(callee, callee) or _calls(callee, source):  # recursion: A -> A, or A -> B -> A
            return False
        body = callee.regions[0]
        if body.is_ancestor(call):
            return False
        parent = call.parent_op()
        if len(body.blocks) > 1 and parent is not None and parent.name != callee.name and _single_block(parent):
            return False
        if not _legal_to_inline(self.ctx, callee, call, would_be_cloned=not self._moves(callee)):
            return False
        return self._profitable(source, callee)

    def _moves(self, callee: Operation) -> bool:
        """Whether inlining a call of `callee` moves its body (its last use, and private) instead of a copy."""
        return callee in self.discardable and self.uses[callee] == 1

    def _profitable(self, source: Operation, callee: Operation) -> bool:
        threshold = self.options.inlining_threshold
        if threshold == UNLIMITED:
            return True
        caller_ops = _count_ops(source.regions[0])
        if caller_ops == 0:
            return True
        return _count_ops(callee.regions[0]) * 100 // caller_ops <= threshold


def _ancestors(op: Operation):
    parent = op.parent_op()
    while parent is not None:
        yield parent
        parent = parent.parent_op()


def _callee(call: Operation) -> Operation | None:
    callee = SymbolTable.lookup_nearest_symbol_from(call, call.properties["callee"])
    return callee if callee is not None and callee.name == "func.func" else None


def _calls(function: Operation, target: Operation) -> bool:
    """Whether `function` holds a call of `target` (an edge of the call graph)."""
    return any(op.name == "func.call" and _callee(op) is target for op in function.walk())


def _direct_calls(function: Operation) -> list[Operation]:
    return [op for op in function.walk() if op.name == "func.call"]


def _in_history(callee: Operation, history_id: int | None, history: list[tuple[Operation, int | None]]) -> bool:
    while history_id is not None:
        inlined, history_id = history[history_id]
        if inlined is callee:
            return True
    return False


def _single_block(op: Operation) -> bool:
    from xdsl.traits import SingleBlockImplicitTerminator

    if op.has_trait(SingleBlockImplicitTerminator, value_if_unregistered=False):
        return True
    trait = next((t for t in type(op).traits if type(t).__name__ in ("SingleBlock", "HasParent")), None)
    return trait is not None and type(trait).__name__ == "SingleBlock" or op.name in _SINGLE_BLOCK_OPS


_SINGLE_BLOCK_OPS = frozenset(
    ("scf.if", "scf.for", "scf.forall", "scf.parallel", "scf.index_switch", "affine.for", "affine.if", "affine.parallel",
     "linalg.generic", "builtin.module", "gpu.module")
)  # fmt: skip
"""Upstream ops with the SingleBlock trait that xDSL may not mark (a multi-block callee is not inlined there)."""


def _legal_to_inline(ctx: Context, callee: Operation, call: Operation, would_be_cloned: bool) -> bool:
    """Whether the dialect of each op of `callee` lets it be inlined at `call` (`DialectInlinerInterface`)."""
    dest = call.parent_region()
    assert dest is not None
    for op in callee.regions[0].walk():
        interface = inliner_interface(ctx, op)
        if interface is None or not interface.is_legal_to_inline(op, dest, would_be_cloned):
            return False
    return True


def _count_ops(region: Region) -> int:
    return sum(1 for _ in region.walk())


def _inline_call(call: Operation, callee: Operation, clone: bool) -> list[Operation] | None:
    """Inline `callee`'s body in place of `call`; the calls the inlined code holds (None: not inlined)."""
    body = callee.regions[0].clone() if clone else callee.regions[0]
    if not clone:
        body = Rewriter.move_region_contents_to_new_regions(body)
    entry = body.blocks[0]
    for arg, operand in zip(entry.args, call.operands):
        arg.replace_all_uses_with(operand)
    new_calls = [op for op in body.walk() if op.name == "func.call"]
    call_block = call.parent_block()
    assert call_block is not None
    if len(body.blocks) == 1:
        terminator = entry.last_op
        assert terminator is not None
        for op in list(entry.ops):
            if op is terminator:
                break
            op.detach()
            Rewriter.insert_op(op, InsertPoint.before(call))
        for result, value in zip(call.results, terminator.operands):
            result.replace_all_uses_with(value)
        Rewriter.erase_op(call)
        return new_calls
    # Several blocks: split the caller's block after the call; each return branches to the rest.
    after = call.next_op
    post = Block(arg_types=[result.type for result in call.results])
    region = call_block.parent
    assert region is not None
    region.insert_block_after(post, call_block)
    while after is not None:
        following = after.next_op
        after.detach()
        post.add_op(after)
        after = following
    for result, arg in zip(call.results, post.args):
        result.replace_all_uses_with(arg)
    blocks = list(body.blocks)
    anchor = call_block
    for block in blocks[1:]:
        block.parent.detach_block(block)
        region.insert_block_after(block, anchor)
        anchor = block
    for block in blocks:
        terminator = block.last_op
        if terminator is not None and terminator.name == "func.return":
            Rewriter.replace_op(terminator, BranchOp(post, *terminator.operands))
    Rewriter.erase_op(call)
    for op in list(entry.ops):
        op.detach()
        call_block.add_op(op)
    return new_calls
