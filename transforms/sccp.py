"""`--sccp`: sparse conditional constant propagation, as MLIR's SCCP pass (LLVM 22) does it."""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.folder import Folder
from xdsl.ir import Attribute, Block, Operation, OpResult, Region, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import ConstantLike, HasCanonicalizationPatternsTrait, IsolatedFromAbove, SymbolOpInterface
from xdsl.utils.symbol_table import SymbolTable, Visibility

from aiopt.support.pass_pipeline import lent_op
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import UPSTREAM_FOLDS, is_trivially_dead, keeps_itself, pattern_filter
from aiopt.transforms.canonicalize_arith import constant_attr
from aiopt.transforms.speculatability import memory_effect_free


@dataclass(frozen=True)
class Constant:
    """A value known to be one constant: the attribute, and a constant op (detached) that makes it."""

    attr: Attribute
    maker: Operation = field(compare=False, hash=False)
    key: tuple = field(default=())


OVERDEFINED = "overdefined"
"""The lattice's top: a value that may be anything (MLIR's `ConstantValue::getUnknownConstant`)."""

Lattice = Constant | str
"""A value's state; a value missing from the map is uninitialized (not reached yet)."""


def _constant(op: Operation) -> Constant | None:
    """The constant an op that is constant-like makes, or None."""
    if len(op.results) != 1 or op.operands or op.regions:
        return None
    attr = constant_attr(op.results[0])
    if attr is None and op.has_trait(ConstantLike, value_if_unregistered=False):
        attr = op.properties.get("value") or op.attributes.get("value")  # HLO constants have no folder
    if attr is None:
        return None
    return Constant(attr, op.clone(), (op.name, attr, op.results[0].type))


@dataclass(frozen=True)
class SCCPPass(DiagnosticPass):
    """Sparse Conditional Constant Propagation

    Values are computed as constants where all they may be is one constant:
    ops are folded (the folders of xDSL, upstream's folds among aiopt's
    canonicalizations, and the mhlo/stablehlo constant folds) on the constants
    of their operands; blocks are reached only along branches their
    conditions allow (`cf.br`, `cf.cond_br`, `cf.switch`, `scf.if`,
    `scf.index_switch`, `scf.while`'s condition, and the region control flow
    of stablehlo/mhlo `if`, `case` (an index out of range: the last branch)
    and `while` (its `cond`'s predicate)), and block arguments and the
    results of region ops (`scf.if`/`for`/`while`/`index_switch`/
    `execute_region`, `affine.for`, HLO `if`/`case`/`while`) join the values
    reaching them; the arguments of a private `func.func` that only calls
    use join those of its calls, a call's results the values its callee returns. Uses of the
    constants found are then replaced by constants made at the start of the
    closest region isolated from above (in the reverse order of their making,
    as upstream's OperationFolder does); ops all of whose results were
    replaced and that are otherwise dead are erased. Blocks never reached are
    left as they are:

        %c1 = arith.constant 1 : i32
        cf.cond_br %cond, ^bb1, ^bb2
      ^bb1:
        cf.br ^bb3(%c1 : i32)
      ^bb2:
        cf.br ^bb3(%c1 : i32)
      ^bb3(%arg : i32):
        return %arg : i32    // return %c1_i32 : i32

    Other ops with regions (`linalg.generic`, HLO reducers and comparators)
    give results and region arguments that may be anything; their regions
    are visited. HLO while's `cond` arguments join its operands and what its
    body returns; its body's arguments and its results are the `cond`
    arguments' values when the predicate may be true, false:

        %r:2 = stablehlo.while(%i = %c0, %k = %c5) ... do {
          ... stablehlo.return %next, %k ...    // uses of %r#1 use %c5
    """

    name = "sccp"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        # Anchored on another op (`func.func(sccp)`), the analysis starts at that op's regions.
        top = lent_op(op) or op
        solver = _Solver(ctx, top)
        solver.run()
        _rewrite(solver, top.regions)


# ---------------------------------------------------------------------------
# The analysis


_LOOPS = ("scf.for", "affine.for")
_HLO_CHOICES = ("stablehlo.if", "mhlo.if", "stablehlo.case", "mhlo.case")
_SINGLE_CHOICE = ("scf.if", "scf.index_switch", "scf.execute_region", *_HLO_CHOICES)
_HLO_WHILES = ("stablehlo.while", "mhlo.while")
_REGION_TERMINATORS = ("scf.yield", "affine.yield", "scf.condition", "stablehlo.return", "mhlo.return")


class _Solver:
    def __init__(self, ctx: Context, top: Operation):
        self.ctx = ctx
        self.top = top
        self.lattice: dict[SSAValue, Lattice] = {}
        self.live: set[Block] = set()
        self.worklist: deque[Operation] = deque()
        self.callers: dict[Operation, set[Operation]] = {}
        """func.func -> the live calls of it (revisited when what it returns changes)."""
        self.known_uses = _functions_with_known_uses(top)
        self.folds = _fold_patterns()

    # -- the lattice

    def join(self, value: SSAValue, state: Lattice | None) -> None:
        if state is None:
            return
        old = self.lattice.get(value)
        if old is None:
            new = state
        elif old == OVERDEFINED or state == OVERDEFINED or old != state:
            new = OVERDEFINED
        else:
            return
        if new == old:
            return
        self.lattice[value] = new
        for use in value.uses:
            user = use.operation
            if user.parent_block() in self.live:
                self.worklist.append(user)

    def overdefine(self, values: Iterable[SSAValue]) -> None:
        for value in values:
            self.join(value, OVERDEFINED)

    def mark_live(self, block: Block) -> None:
        if block in self.live:
            return
        self.live.add(block)
        self.worklist.extend(block.ops)

    # -- the driver

    def run(self) -> None:
        for region in self.top.regions:
            if region.blocks:
                self.overdefine(region.blocks[0].args)
                self.mark_live(region.blocks[0])
        while self.worklist:
            op = self.worklist.popleft()
            self.visit(op)

    def visit(self, op: Operation) -> None:
        name = op.name
        if name == "func.func":
            self._visit_function(op)
        elif name == "func.call":
            self._visit_call(op)
        elif name == "func.return":
            function = op.parent_op()
            for call in self.callers.get(function, ()):
                self.worklist.append(call)
        elif name in ("cf.br", "cf.cond_br", "cf.switch"):
            self._visit_branch(op)
        elif name in _REGION_TERMINATORS:
            self._visit_region_terminator(op)
        elif op.successors:  # another branch: every successor, arguments unknown
            for successor in op.successors:
                self.overdefine(successor.args)
                self.mark_live(successor)
        elif name in _SINGLE_CHOICE:
            self._visit_choice(op)
        elif name in _LOOPS:
            self._visit_loop(op)
        elif name == "scf.while":
            before = op.regions[0].blocks[0]
            for arg, init in zip(before.args, op.operands):
                self.join(arg, self.lattice.get(init))
            self.mark_live(before)
        elif name in _HLO_WHILES:
            self._enter_hlo_condition(op, op.operands)
        elif op.regions:
            # Not simulated (folding may not be out of place): results and region arguments may be anything.
            self.overdefine(op.results)
            for region in op.regions:
                if region.blocks:
                    self.overdefine(region.blocks[0].args)
                    self.mark_live(region.blocks[0])
        elif op.results:
            self._visit_plain(op)

    def _visit_function(self, op: Operation) -> None:
        body = op.regions[0]
        if not body.blocks or op in self.known_uses:
            return  # a declaration; or a private function reached through its calls only
        self.overdefine(body.blocks[0].args)
        self.mark_live(body.blocks[0])

    def _visit_call(self, op: Operation) -> None:
        callee = _callee(op)
        if callee is None or not callee.regions[0].blocks or not self.top.is_ancestor(callee):
            self.overdefine(op.results)
            return
        self.callers.setdefault(callee, set()).add(op)
        entry = callee.regions[0].blocks[0]
        if callee in self.known_uses:
            for arg, operand in zip(entry.args, op.operands):
                self.join(arg, self.lattice.get(operand))
            self.mark_live(entry)
        for block in callee.regions[0].blocks:
            if block in self.live and (last := block.last_op) is not None and last.name == "func.return":
                for result, returned in zip(op.results, last.operands):
                    self.join(result, self.lattice.get(returned))

    def _visit_branch(self, op: Operation) -> None:
        name = op.name
        if name == "cf.br":
            self._take(op.successors[0], op.operands)
            return
        if name == "cf.cond_br":
            condition = self.lattice.get(op.operands[0])
            if condition is None:
                return
            then_count = len(op.then_arguments)
            edges = [
                (op.successors[0], op.operands[1 : 1 + then_count]),
                (op.successors[1], op.operands[1 + then_count :]),
            ]
            if isinstance(condition, Constant):
                taken = edges[0] if _int_value(condition) else edges[1]
                self._take(*taken)
            else:
                for edge in edges:
                    self._take(*edge)
            return
        # cf.switch
        flag = self.lattice.get(op.operands[0])
        if flag is None:
            return
        edges = _switch_edges(op)
        if isinstance(flag, Constant):
            value = _int_value(flag)
            cases = [(case, edge) for case, edge in edges[1:] if case == value]
            self._take(*(cases[0][1] if cases else edges[0][1]))
        else:
            for _, edge in edges:
                self._take(*edge)

    def _take(self, block: Block, args: Iterable[SSAValue]) -> None:
        for arg, value in zip(block.args, args):
            self.join(arg, self.lattice.get(value))
        self.mark_live(block)

    def _visit_choice(self, op: Operation) -> None:
        if op.name == "scf.execute_region":
            regions = [op.regions[0]]
        else:
            selector = self.lattice.get(op.operands[0])
            if selector is None:
                return
            if not isinstance(selector, Constant):
                regions = list(op.regions)
            elif op.name in ("scf.if", "stablehlo.if", "mhlo.if"):
                regions = [op.regions[0] if _int_value(selector) else op.regions[1]]
            elif op.name in ("stablehlo.case", "mhlo.case"):
                value = _int_value(selector)  # out of range: the last branch
                regions = [op.regions[value if 0 <= value < len(op.regions) else -1]]
            else:
                cases = [int(c) for c in op.properties["cases"].get_values()]  # index_switch: default is region 0
                value = _int_value(selector)
                regions = [op.regions[1 + cases.index(value)] if value in cases else op.regions[0]]
        for region in regions:
            if region.blocks:  # an empty else has no results to give
                self.mark_live(region.blocks[0])

    def _visit_loop(self, op: Operation) -> None:
        body = op.regions[0].blocks[0]
        count = len(op.results)
        inits = op.operands[len(op.operands) - count :] if count else ()
        self.join(body.args[0], OVERDEFINED)  # the induction variable
        for arg, result, init in zip(body.args[1:], op.results, inits):
            state = self.lattice.get(init)
            self.join(arg, state)
            self.join(result, state)
        self.mark_live(body)

    def _visit_region_terminator(self, op: Operation) -> None:
        parent = op.parent_op()
        if parent is None:
            return
        name = parent.name
        if op.name == "scf.condition":
            condition = self.lattice.get(op.operands[0])
            if condition is None:
                return
            forwarded = op.operands[1:]
            after = parent.regions[1].blocks[0]
            go_on = not isinstance(condition, Constant) or _int_value(condition)
            leave = not isinstance(condition, Constant) or not _int_value(condition)
            if go_on:
                for arg, value in zip(after.args, forwarded):
                    self.join(arg, self.lattice.get(value))
                self.mark_live(after)
            if leave:
                for result, value in zip(parent.results, forwarded):
                    self.join(result, self.lattice.get(value))
            return
        if name in _SINGLE_CHOICE:
            for result, value in zip(parent.results, op.operands):
                self.join(result, self.lattice.get(value))
        elif name in _LOOPS:
            body = parent.regions[0].blocks[0]
            for arg, result, value in zip(body.args[1:], parent.results, op.operands):
                self.join(arg, self.lattice.get(value))
                self.join(result, self.lattice.get(value))
        elif name == "scf.while" and op.parent_region() is parent.regions[1]:
            before = parent.regions[0].blocks[0]
            for arg, value in zip(before.args, op.operands):
                self.join(arg, self.lattice.get(value))
        elif name in _HLO_WHILES:
            self._visit_hlo_while_return(op, parent)

    def _enter_hlo_condition(self, loop: Operation, values: Iterable[SSAValue]) -> None:
        """`values` enter the `cond` region of an HLO while (its operands, or what its body returns); its
        return is visited again, since what the loop passes on is the `cond` arguments' values."""
        cond = loop.regions[0].blocks[0]
        for arg, value in zip(cond.args, values):
            self.join(arg, self.lattice.get(value))
        if cond in self.live and cond.last_op is not None:
            self.worklist.append(cond.last_op)
        self.mark_live(cond)

    def _visit_hlo_while_return(self, op: Operation, loop: Operation) -> None:
        """The return of an HLO while's `cond` (true: the `cond` arguments go to `body`; false: to the loop's
        results; a constant predicate takes one way) or `body` (its values go back to `cond`)."""
        if op.parent_region() is loop.regions[1]:
            self._enter_hlo_condition(loop, op.operands)
            return
        condition = self.lattice.get(op.operands[0]) if op.operands else None
        if condition is None:
            return
        carried = loop.regions[0].blocks[0].args
        if not isinstance(condition, Constant) or _int_value(condition):
            body = loop.regions[1].blocks[0]
            for arg, value in zip(body.args, carried):
                self.join(arg, self.lattice.get(value))
            self.mark_live(body)
        if not isinstance(condition, Constant) or not _int_value(condition):
            for result, value in zip(loop.results, carried):
                self.join(result, self.lattice.get(value))

    def _visit_plain(self, op: Operation) -> None:
        states = [self.lattice.get(operand) for operand in op.operands]
        if any(state is None for state in states):
            return  # wait until every operand is reached
        constant = _constant(op) if op.has_trait(ConstantLike, value_if_unregistered=False) else None
        if constant is not None:
            self.join(op.results[0], constant)
            return
        folded = self._fold(op, states)
        if folded is None:
            self.overdefine(op.results)
            return
        for result, state in zip(op.results, folded):
            self.join(result, state)

    def _fold(self, op: Operation, states: list[Lattice]) -> list[Lattice] | None:
        """Fold a copy of `op` whose operands are the constants known (others unknown): the states of its results."""
        scratch = Block(arg_types=[operand.type for operand in op.operands])
        back: dict[SSAValue, Lattice] = {}
        operands: list[SSAValue] = []
        for arg, state in zip(scratch.args, states):
            if isinstance(state, Constant):
                maker = state.maker.clone()
                scratch.add_op(maker)
                operands.append(maker.results[0])
                back[maker.results[0]] = state
            else:
                operands.append(arg)
                back[arg] = state
        copy = op.clone(value_mapper=dict(zip(op.operands, operands)))
        scratch.add_op(copy)
        sink = _sink_op(copy.results)
        scratch.add_op(sink)
        folded = Folder(self.ctx).try_fold(copy)
        if folded is not None:
            values, new_ops = folded
            Rewriter.insert_op(new_ops, InsertPoint.before(copy))
            sink.operands = values
        else:
            for pattern in self.folds.get(type(copy), ()):
                rewriter = PatternRewriter(copy)
                pattern.match_and_rewrite(copy, rewriter)
                if rewriter.has_done_action:
                    break
            else:
                return None
        states_out: list[Lattice] = []
        for value in sink.operands:
            if value in back:
                states_out.append(back[value])
            elif isinstance(value, OpResult) and value.op is not copy and (made := _constant(value.op)) is not None:
                states_out.append(made)
            else:
                return None  # folded in place, or to a new computation: unknown
        return states_out


class _FoldPatterns(dict):
    """Per op class, the fold patterns that may match it."""

    def __init__(self, patterns: list[RewritePattern]):
        super().__init__()
        self.patterns = [(pattern, pattern_filter(pattern)) for pattern in patterns]

    def get(self, key, default=None):  # noqa: D401 - a dict lookup
        if key not in self:
            own = tuple(
                pattern
                for trait in key.get_traits_of_type(HasCanonicalizationPatternsTrait)
                for pattern in trait.get_patterns(key)
                if type(pattern) in UPSTREAM_FOLDS
            )
            self[key] = (*(pattern for pattern, accepts in self.patterns if accepts(key)), *own)
        return super().get(key, default)


def _fold_patterns() -> _FoldPatterns:
    """The canonicalizations that are upstream's folds, and the HLO constant folds (mhlo's folders)."""
    from aiopt.transforms.canonicalize import DEFAULT_MAX_FOLD_ELEMENTS, canonicalization_patterns

    patterns, _ = canonicalization_patterns(DEFAULT_MAX_FOLD_ELEMENTS)
    fold_hlo = sys.modules.get("aiopt.transforms.fold_hlo")
    return _FoldPatterns(
        [
            pattern
            for pattern in patterns
            if type(pattern) in UPSTREAM_FOLDS
            or type(pattern).__name__ in _AFFINE_FOLDS
            or (fold_hlo is not None and type(pattern).__module__ == fold_hlo.__name__)
        ]
    )


_AFFINE_FOLDS = ("FoldAffineApply", "FoldAffineMinMax")
"""aiopt's canonicalizations that are upstream's `fold` of affine.apply/min/max (not marked as folds there)."""


_SINK = UnregisteredOp.with_name("sccp.results")


def _sink_op(values: Iterable[SSAValue]) -> Operation:
    return _SINK.create(operands=list(values))


def _int_value(constant: Constant) -> int:
    attr = constant.attr
    value = getattr(attr, "value", None)
    if value is not None and hasattr(value, "data"):
        return int(value.data)
    values = attr.get_values() if hasattr(attr, "get_values") else None
    return int(values[0]) if values else 0


def _switch_edges(op: Operation) -> list[tuple[int | None, tuple[Block, tuple[SSAValue, ...]]]]:
    """cf.switch's (case value, (successor, its operands)), the default first (case None)."""
    edges: list[tuple[int | None, tuple[Block, tuple[SSAValue, ...]]]] = [
        (None, (op.successors[0], tuple(op.default_operands)))
    ]
    values = [int(v) for v in op.case_values.get_values()] if op.case_values is not None else []
    for value, block, operands in zip(values, op.successors[1:], op.case_operand):
        edges.append((value, (block, tuple(operands))))
    return edges


def _callee(call: Operation) -> Operation | None:
    callee = SymbolTable.lookup_nearest_symbol_from(call, call.properties["callee"])
    return callee if callee is not None and callee.name == "func.func" else None


def _functions_with_known_uses(top: Operation) -> set[Operation]:
    """The private func.funcs inside `top` that only `func.call`s inside `top` name (their callers are known)."""
    from aiopt.transforms.symbol_dce import symbol_references_in

    functions = {
        op: op.properties["sym_name"].data
        for op in top.walk()
        if op.name == "func.func" and SymbolTable.get_symbol_visibility(op) is Visibility.PRIVATE
    }
    if not functions:
        return set()
    escaped: set[str] = set()
    for op in top.walk():
        for name, attr in (*op.properties.items(), *op.attributes.items()):
            if op.name == "func.call" and name == "callee":
                continue
            if op.has_trait(SymbolOpInterface, value_if_unregistered=False) and name == "sym_name":
                continue
            for reference in symbol_references_in(attr):
                # Every name on the path (`@mod::@f` names @f too): a function so named may be the one meant.
                escaped.add(reference.root_reference.data)
                escaped.update(nested.data for nested in reference.nested_references.data)
    return {op for op, name in functions.items() if name not in escaped}


# ---------------------------------------------------------------------------
# The rewrite


def _rewrite(solver: _Solver, regions: Iterable[Region]) -> None:
    """Replace the values found constant with constants, as upstream's `rewrite` does (same visiting order)."""
    made: dict[tuple[Region, tuple], Operation] = {}
    worklist: list[Block] = []

    def add(regions: Iterable[Region]) -> None:
        for region in regions:
            worklist.extend(reversed(region.blocks))

    add(regions)
    while worklist:
        block = worklist.pop()
        for op in list(block.ops):
            replaced_all = bool(op.results)
            for result in op.results:
                replaced_all &= _replace_with_constant(solver, made, block, result)
            if replaced_all and _would_be_trivially_dead(op):
                Rewriter.erase_op(op)
                continue
            add(op.regions)
        for arg in block.args:
            _replace_with_constant(solver, made, block, arg)


def _would_be_trivially_dead(op: Operation) -> bool:
    """MLIR's `wouldOpBeTriviallyDead` for an op whose results are unused: no effects, its regions' included
    (upstream's effects: an `affine.for` or an `scf.execute_region` of pure ops has none)."""
    if is_trivially_dead(op):
        return True
    if any(result.uses for result in op.results) or keeps_itself(type(op)):
        return False
    return memory_effect_free(op)


def _replace_with_constant(
    solver: _Solver, made: dict[tuple[Region, tuple], Operation], block: Block, value: SSAValue
) -> bool:
    state = solver.lattice.get(value)
    if not isinstance(state, Constant):
        return False
    region = _insertion_region(block)
    if region is None:
        return False
    key = (region, state.key)
    constant = made.get(key)
    if constant is None:
        constant = state.maker.clone()
        entry = region.blocks[0]
        if entry.first_op is None:
            entry.add_op(constant)
        else:
            entry.insert_op_before(constant, entry.first_op)
        made[key] = constant
    if constant.results[0] is not value:
        value.replace_all_uses_with(constant.results[0])
    return True


def _insertion_region(block: Block) -> Region | None:
    """The closest region around `block` whose op is isolated from above (or the outermost one)."""
    region = block.parent
    while region is not None:
        parent = region.parent
        if parent is None or parent.has_trait(IsolatedFromAbove, value_if_unregistered=False):
            return region
        outer = parent.parent_region()
        if outer is None:
            return region
        region = outer
    return None
