"""`--remove-dead-values`: liveness-based removal of dead values, as MLIR 22's `RemoveDeadValues.cpp`.

A backward liveness analysis (upstream's `LivenessAnalysis`) finds the values
whose computation can matter: the operands of ops that would not be trivially
dead (an effect beyond reads and allocations of their own results, or unknown
effects), the values a public function returns, the operands of
terminators of ops of unknown region semantics (`linalg.yield`), and,
transitively, what they are computed from: the operands of an op with a live
result, the values forwarded to a live block argument (by `cf` branches, by
the scf region branch ops), the call operands of a live callee argument, and
the returned values of a live call result. Only the blocks some execution
reaches count (upstream's dead code analysis with constant propagation:
`sccp`'s solver): the values used only in the untaken region of an `scf.if` on
a constant, or in a private function nobody calls, are dead. Everything else is
dead and goes:

- a private function (with a body, and used by calls only) loses its dead
  arguments and the results no caller uses, and its calls the matching
  operands and results;
- a `cf` branch stops passing dead values, and its successors lose the block
  arguments;
- a region branch op (`scf.for`, `scf.while`, `scf.if`, `scf.execute_region`,
  `scf.index_switch`) without memory effects whose results are all dead goes;
  otherwise each value it (or its terminators) forwards only to dead successor
  inputs is replaced by `ub.poison`, and then (option `canonicalize`, as
  upstream) the canonicalization patterns of the region branch ops drop the
  arguments and results that carry nothing;
- any other op without memory effects whose results are all dead goes (a
  used result is replaced by `ub.poison` first).

Public functions, declarations and functions referred to by something else
than a call keep their signatures. Two departures from mlir-opt 22, which
fails there: a function referred to by a non-call op (`func.constant`) is left
alone (upstream asserts), and a dead value passed to a call that keeps it (a
public callee) becomes `ub.poison` (upstream leaves a null operand). Recursive
private functions are handled (upstream crashes). The unused `ub.poison` ops
the canonicalization leaves may differ from upstream's greedy driver's.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import ub
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, FunctionType, ModuleOp, SymbolRefAttr, i32
from xdsl.ir import Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import IsTerminator, MemoryEffectKind, SymbolTable, get_effects

from aiopt.support.canonical_classes import use_registered_classes
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import keeps_itself, result_only_effects
from aiopt.support.registry import option
from aiopt.transforms.speculatability import memory_effect_free
from aiopt.transforms.symbol_dce import symbol_references_in

_REGION_BRANCH_OPS = ("scf.for", "scf.while", "scf.if", "scf.execute_region", "scf.index_switch")
"""The region branch ops whose control flow edges the analysis follows (others: ops of unknown regions)."""
_BRANCH_OPS = ("cf.br", "cf.cond_br", "cf.switch")
_FUNCTIONS = ("func.func",)
_CALLS = ("func.call",)


@dataclass(frozen=True)
class RemoveDeadValuesPass(DiagnosticPass):
    """Remove dead values: the arguments, results, operands and ops liveness analysis finds unneeded.

    Private functions lose their dead arguments and the results no caller
    uses (their calls follow), `cf` branches the block arguments that carry
    dead values, scf region branch ops the values they forward to dead
    arguments and results (replaced by `ub.poison`, then dropped by the
    canonicalization patterns of region branch ops when `canonicalize` is
    set), and ops without memory effects whose results are all dead go.

    Example, `ai-opt --remove-dead-values`:

        func.func private @f(%a: i32, %b: i32) -> (i32, i32) {
          %s = arith.addi %a, %a : i32
          return %s, %b : i32, i32
        }
        func.func @main(%x: i32) -> i32 {
          %r:2 = call @f(%x, %x) : (i32, i32) -> (i32, i32)
          return %r#0 : i32
        }

    becomes

        func.func private @f(%arg0: i32) -> i32 {
          %0 = arith.addi %arg0, %arg0 : i32
          return %0 : i32
        }
        func.func @main(%arg0: i32) -> i32 {
          %0 = call @f(%arg0) : (i32) -> i32
          return %0 : i32
        }
    """

    name = "remove-dead-values"

    canonicalize: bool = option(True, "Canonicalize region branch ops")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        symbols = _SymbolUses(op)
        liveness = _Liveness(op, symbols, _executable_blocks(ctx, op))
        cleanup = _Cleanup()
        for nested in list(op.walk(region_first=True)):
            if nested is op:
                continue
            _process(nested, liveness, symbols, cleanup)
        cleanup.run()
        if self.canonicalize:
            _canonicalize_region_branch_ops(ctx, op)
        # The ops built here (`ub.poison`) and by xDSL's patterns are xDSL's classes; print them as registered.
        use_registered_classes(ctx, op)


# ---------------------------------------------------------------------------
# Symbols and control flow edges


class _SymbolUses:
    """The functions of the module, their calls, and whether something else refers to them."""

    def __init__(self, root: Operation) -> None:
        self.functions: dict[str, Operation] = {}
        self.calls: dict[Operation, list[Operation]] = {}
        self.other_uses: set[str] = set()
        for op in root.walk():
            if op.name in _FUNCTIONS and op.parent_op() is root:
                self.functions[op.properties["sym_name"].data] = op
        self.root = root
        for op in root.walk():
            callee_name = None
            if op.name in _CALLS and _symbol_table_of(op) is root:
                callee = op.properties.get("callee")
                if isinstance(callee, SymbolRefAttr) and not callee.nested_references.data:
                    callee_name = callee.root_reference.data
            for attr in (*op.properties.values(), *op.attributes.values()):
                for ref in symbol_references_in(attr):
                    name = ref.root_reference.data
                    if name == callee_name and attr is op.properties.get("callee"):
                        continue
                    self.other_uses.add(name)
            if callee_name is not None:
                function = self.functions.get(callee_name)
                if function is not None:
                    self.calls.setdefault(function, []).append(op)

    def callee(self, call: Operation) -> Operation | None:
        """The function with a body a call calls, or None (a call in a nested symbol table: not followed)."""
        if _symbol_table_of(call) is not self.root:
            return None
        callee = call.properties.get("callee")
        if not isinstance(callee, SymbolRefAttr) or callee.nested_references.data:
            return None
        function = self.functions.get(callee.root_reference.data)
        if function is None or not function.regions[0].blocks:
            return None
        return function

    def is_private(self, function: Operation) -> bool:
        visibility = function.properties.get("sym_visibility")
        return visibility is not None and visibility.data == "private"

    def all_calls_known(self, function: Operation) -> bool:
        """Whether the calls are the only uses of a private function with a body."""
        return (
            function.parent_op() is self.root
            and self.is_private(function)
            and bool(function.regions[0].blocks)
            and function.properties["sym_name"].data not in self.other_uses
        )


def _symbol_table_of(op: Operation) -> Operation | None:
    """The nearest op around `op` that is a symbol table (a module)."""
    parent = op.parent_op()
    while parent is not None and not parent.has_trait(SymbolTable):
        parent = parent.parent_op()
    return parent


def _terminators(op: Operation) -> Iterator[Operation]:
    for region in op.regions:
        for block in region.blocks:
            last = block.last_op
            if last is not None and last.has_trait(IsTerminator, value_if_unregistered=False):
                yield last


def _successor_mapping(op: Operation) -> list[tuple[Operation, int, list[SSAValue]]]:
    """The operands a region branch op and its terminators forward, with the successor inputs each reaches
    (upstream's `getSuccessorOperandInputMapping`): (owner, operand index, inputs)."""
    mapping: list[tuple[Operation, int, list[SSAValue]]] = []
    results = list(op.results)
    if op.name == "scf.for":
        body = op.regions[0].blocks.first
        assert body is not None
        for index in range(3, len(op.operands)):
            mapping.append((op, index, [body.args[index - 2], results[index - 3]]))
        for terminator in _terminators(op):
            for index in range(len(terminator.operands)):
                mapping.append((terminator, index, [body.args[index + 1], results[index]]))
    elif op.name == "scf.while":
        before, after = op.regions[0].blocks.first, op.regions[1].blocks.first
        assert before is not None and after is not None
        for index in range(len(op.operands)):
            mapping.append((op, index, [before.args[index]]))
        for terminator in _terminators(op):
            if terminator.name == "scf.condition":
                for index in range(1, len(terminator.operands)):
                    mapping.append((terminator, index, [after.args[index - 1], results[index - 1]]))
            else:
                for index in range(len(terminator.operands)):
                    mapping.append((terminator, index, [before.args[index]]))
    else:
        for terminator in _terminators(op):
            if terminator.name == "scf.yield":
                for index in range(len(terminator.operands)):
                    mapping.append((terminator, index, [results[index]]))
    return mapping


def _is_region_branch(op: Operation) -> bool:
    if op.name not in _REGION_BRANCH_OPS:
        return False
    return all(region.blocks for region in op.regions) or op.name == "scf.if"


def _branch_successor_operands(op: Operation) -> list[tuple[int, int]]:
    """(first operand, count) of the operands each successor of a `cf` branch gets."""
    if op.name == "cf.br":
        return [(0, len(op.operands))]
    sizes = [int(size) for size in op.properties["operandSegmentSizes"].get_values()]
    starts = [sum(sizes[:index]) for index in range(len(sizes))]
    if op.name == "cf.cond_br":
        return [(starts[1], sizes[1]), (starts[2], sizes[2])]
    groups = [(starts[1], sizes[1])]
    start = starts[2]
    for size in op.properties["case_operand_segments"].get_values():
        groups.append((start, int(size)))
        start += int(size)
    return groups


# ---------------------------------------------------------------------------
# Liveness


def _writes_or_unknown(op: Operation) -> bool:
    """Whether an op would not be trivially dead unused (upstream's `wouldOpBeTriviallyDead`: an effect
    beyond reads and allocations of its own results, or unknown effects): what makes its operands live.
    mlir-opt 22 erases an unused `memref.load`, and an unused `memref.alloc(%n)` whose `%n` nothing else needs."""
    if keeps_itself(type(op)):
        return True
    if memory_effect_free(op) or result_only_effects(op):
        return False
    effects = get_effects(op)
    # An allocation xDSL states without its value (`memref.alloc`) is one of the op's own results.
    return effects is None or any(
        effect.kind != MemoryEffectKind.READ
        and not (effect.kind == MemoryEffectKind.ALLOC and (effect.value is None or effect.value in op.results))
        for effect in effects
    )


def _executable_blocks(ctx: Context, root: Operation) -> set[Block]:
    """The blocks some execution may reach (upstream's dead code analysis, run with constant propagation:
    `sccp`'s solver): an `scf.if` on a constant, a branch on one, a private function nobody calls."""
    from aiopt.transforms.sccp import _Solver

    solver = _Solver(ctx, root)
    solver.run()
    return solver.live


class _Liveness:
    """Upstream's sparse backward liveness: the values whose computation can matter."""

    def __init__(self, root: Operation, symbols: _SymbolUses, executable: set[Block]) -> None:
        self.symbols = symbols
        self.executable = executable
        self.live: set[SSAValue] = set()
        self._work: list[SSAValue] = []
        # Operands forwarded to each successor input of region branch ops and branches.
        self._forwarded_to: dict[SSAValue, list[SSAValue]] = {}
        self._region_branch_of: dict[SSAValue, Operation] = {}
        for op in root.walk():
            if op is root or op.parent_block() not in executable:
                continue
            self._seed(op)
        while self._work:
            self._propagate(self._work.pop())

    def mark(self, value: SSAValue) -> None:
        if value not in self.live:
            self.live.add(value)
            self._work.append(value)

    def is_live(self, value: SSAValue) -> bool:
        """Whether a value may matter (one no execution reaches does not)."""
        return value in self.live

    def _seed(self, op: Operation) -> None:
        parent = op.parent_op()
        if op.name in _CALLS and self.symbols.callee(op) is not None:
            return
        if _is_region_branch(op):
            for owner, index, inputs in _successor_mapping(op):
                if owner.parent_block() not in self.executable:
                    continue
                for value in inputs:
                    self._forwarded_to.setdefault(value, []).append(owner.operands[index])
                    self._region_branch_of[value] = op
            if not memory_effect_free(op):
                self._mark_non_forwarded(op)
            return
        if op.name in _BRANCH_OPS:
            forwarded = set()
            for successor, (start, count) in zip(op.successors, _branch_successor_operands(op)):
                for offset in range(count):
                    forwarded.add(start + offset)
                    self._forwarded_to.setdefault(successor.args[offset], []).append(op.operands[start + offset])
            for index, operand in enumerate(op.operands):
                if index not in forwarded:
                    self.mark(operand)
            return
        if parent is not None and op.has_trait(IsTerminator, value_if_unregistered=False):
            if _is_region_branch(parent):
                return
            if parent.name in _FUNCTIONS and op.name == "func.return":
                if not self.symbols.all_calls_known(parent):
                    for operand in op.operands:
                        self.mark(operand)
                return
            for operand in op.operands:
                self.mark(operand)
            return
        if _writes_or_unknown(op):
            for operand in op.operands:
                self.mark(operand)

    def _mark_non_forwarded(self, op: Operation) -> None:
        """The operands of a region branch op and its terminators that are not forwarded (bounds, conditions)."""
        forwarded = {(owner, index) for owner, index, _ in _successor_mapping(op)}
        for owner in (op, *_terminators(op)):
            for index, operand in enumerate(owner.operands):
                if (owner, index) not in forwarded and owner.parent_block() in self.executable:
                    self.mark(operand)

    def _propagate(self, value: SSAValue) -> None:
        for operand in self._forwarded_to.get(value, ()):
            self.mark(operand)
        region_branch = self._region_branch_of.get(value)
        if region_branch is not None:
            self._mark_non_forwarded(region_branch)
            return
        if isinstance(value, OpResult):
            op = value.op
            if op.name in _CALLS:
                callee = self.symbols.callee(op)
                if callee is not None:
                    for terminator in _terminators(callee):
                        if terminator.parent_block() not in self.executable:
                            continue
                        if terminator.name == "func.return" and value.index < len(terminator.operands):
                            self.mark(terminator.operands[value.index])
                    return
            for operand in op.operands:
                self.mark(operand)
            return
        assert isinstance(value, BlockArgument)
        block = value.block
        region = block.parent
        owner = region.parent if region is not None else None
        if owner is not None and owner.name in _FUNCTIONS and block is region.blocks.first:
            for call in self.symbols.calls.get(owner, ()):
                if call.parent_block() in self.executable and value.index < len(call.operands):
                    self.mark(call.operands[value.index])


# ---------------------------------------------------------------------------
# What goes (upstream's `RDVFinalCleanupList`)


@dataclass
class _Cleanup:
    dead: set[SSAValue] = field(default_factory=set)
    operations: list[Operation] = field(default_factory=list)
    functions: list[tuple[Operation, list[bool], list[bool]]] = field(default_factory=list)
    call_arguments: list[tuple[Operation, Operation]] = field(default_factory=list)
    erased_operands: list[tuple[Operation, list[bool]]] = field(default_factory=list)
    poisoned_operands: dict[Operation, list[int]] = field(default_factory=dict)
    results: list[tuple[Operation, list[bool]]] = field(default_factory=list)
    blocks: list[tuple[Block, list[bool]]] = field(default_factory=list)
    successor_operands: list[tuple[Operation, int, list[bool]]] = field(default_factory=list)
    poisons: list[Operation] = field(default_factory=list)

    def run(self) -> None:
        for block, non_live in self.blocks:
            if len(block.args) != len(non_live):
                continue
            for index in reversed(range(len(non_live))):
                if non_live[index]:
                    self._erase_arg(block.args[index])
        for branch, successor, non_live in self.successor_operands:
            start, count = _branch_successor_operands(branch)[successor]
            if count != len(non_live):
                continue
            for offset in reversed(range(count)):
                if non_live[offset]:
                    _erase_successor_operand(branch, successor, offset)
        erased_args: dict[Operation, list[bool]] = {}
        for function, non_live_args, non_live_rets in self.functions:
            _erase_function_signature(function, non_live_args, non_live_rets, self)
            if any(non_live_args):
                erased_args[function] = non_live_args
        for call, callee in self.call_arguments:
            non_live = erased_args.get(callee)
            if non_live is not None:
                call.operands = [operand for operand, dead in zip(call.operands, non_live) if not dead]
        for op, non_live in self.erased_operands:
            op.operands = [operand for operand, dead in zip(op.operands, non_live) if not dead]
        for op, indices in self.poisoned_operands.items():
            operands = list(op.operands)
            for index in indices:
                poison = ub.PoisonOp(operands[index].type)
                Rewriter.insert_op(poison, InsertPoint.before(op))
                self.poisons.append(poison)
                operands[index] = poison.result
            op.operands = operands
        for op, non_live in self.results:
            _erase_results(op, non_live, self)
        for op in self.operations:
            for result in op.results:
                if result.uses:
                    poison = ub.PoisonOp(result.type)
                    Rewriter.insert_op(poison, InsertPoint.before(op))
                    self.poisons.append(poison)
                    result.replace_all_uses_with(poison.result)
            Rewriter.erase_op(op)
        for poison in self.poisons:
            if poison.parent is not None and not poison.results[0].uses:
                Rewriter.erase_op(poison)

    def _erase_arg(self, arg: BlockArgument) -> None:
        if arg.uses:
            poison = ub.PoisonOp(arg.type)
            block = arg.block
            Rewriter.insert_op(poison, InsertPoint.at_start(block))
            self.poisons.append(poison)
            arg.replace_all_uses_with(poison.result)
        arg.block.erase_arg(arg)


def _process(op: Operation, liveness: _Liveness, symbols: _SymbolUses, cleanup: _Cleanup) -> None:
    """Schedule what goes of one op (upstream's `process*Op`)."""

    def dead(value: SSAValue) -> bool:
        return value in cleanup.dead or not liveness.is_live(value)

    if op.name in _FUNCTIONS:
        if not symbols.all_calls_known(op):
            return
        body = op.regions[0].blocks.first
        assert body is not None
        non_live_args = [dead(arg) for arg in body.args]
        cleanup.dead.update(arg for arg, is_dead in zip(body.args, non_live_args) if is_dead)
        calls = symbols.calls.get(op, [])
        for call in calls:
            cleanup.call_arguments.append((call, op))
        results = len(op.properties["function_type"].outputs.data)
        non_live_rets = [True] * results
        for call in calls:
            for index, result in enumerate(call.results[:results]):
                non_live_rets[index] = non_live_rets[index] and dead(result)
        for block in op.regions[0].blocks:
            terminator = block.last_op
            if terminator is not None and terminator.name == "func.return" and len(terminator.operands) == results:
                cleanup.erased_operands.append((terminator, non_live_rets))
        cleanup.functions.append((op, non_live_args, non_live_rets))
        if results:
            for call in calls:
                cleanup.results.append((call, non_live_rets))
                cleanup.dead.update(r for r, is_dead in zip(call.results, non_live_rets) if is_dead)
        return
    if _is_region_branch(op):
        if memory_effect_free(op) and all(dead(result) for result in op.results):
            cleanup.operations.append(op)
            cleanup.dead.update(op.results)
            return
        for owner, index, inputs in _successor_mapping(op):
            if dead(owner.operands[index]) or all(dead(value) for value in inputs):
                cleanup.poisoned_operands.setdefault(owner, []).append(index)
        return
    if op.name in _BRANCH_OPS:
        for successor_index, (successor, (start, count)) in enumerate(
            zip(op.successors, _branch_successor_operands(op))
        ):
            non_live = [dead(op.operands[start + offset]) for offset in range(count)]
            cleanup.dead.update(arg for arg, is_dead in zip(successor.args, non_live) if is_dead)
            cleanup.blocks.append((successor, non_live))
            cleanup.successor_operands.append((op, successor_index, non_live))
        return
    if op.has_trait(IsTerminator, value_if_unregistered=False) or op.name in _CALLS or op.name == "llvm.func":
        return
    if op.name in ("builtin.module", "llvm.call", "func.call_indirect"):
        return
    if any(dead(operand) for operand in op.operands) or (
        memory_effect_free(op) and all(dead(result) for result in op.results)
    ):
        cleanup.operations.append(op)
        cleanup.dead.update(op.results)


# ---------------------------------------------------------------------------
# Rewrites


def _erase_successor_operand(branch: Operation, successor: int, offset: int) -> None:
    start, _ = _branch_successor_operands(branch)[successor]
    operands = list(branch.operands)
    del operands[start + offset]
    branch.operands = operands
    if branch.name == "cf.br":
        return
    sizes = [int(size) for size in branch.properties["operandSegmentSizes"].get_values()]
    if branch.name == "cf.switch" and successor > 0:
        sizes[2] -= 1
        cases = [int(size) for size in branch.properties["case_operand_segments"].get_values()]
        cases[successor - 1] -= 1
        branch.properties["case_operand_segments"] = DenseArrayBase.from_list(i32, cases)
    else:
        sizes[successor + 1] -= 1
    branch.properties["operandSegmentSizes"] = DenseArrayBase.from_list(i32, sizes)


def _keep(values: Sequence, dead: Sequence[bool]) -> list:
    return [value for value, is_dead in zip(values, dead) if not is_dead]


def _erase_function_signature(
    function: Operation, non_live_args: list[bool], non_live_rets: list[bool], cleanup: _Cleanup
) -> None:
    body = function.regions[0].blocks.first
    assert body is not None
    for index in reversed(range(len(non_live_args))):
        if non_live_args[index]:
            cleanup._erase_arg(body.args[index])
    function_type = function.properties["function_type"]
    assert isinstance(function_type, FunctionType)
    function.properties["function_type"] = FunctionType.from_lists(
        _keep(function_type.inputs.data, non_live_args), _keep(function_type.outputs.data, non_live_rets)
    )
    for name, dead in (("arg_attrs", non_live_args), ("res_attrs", non_live_rets)):
        attrs = function.properties.get(name)
        if isinstance(attrs, ArrayAttr):
            kept = _keep(attrs.data, dead)
            if kept:
                function.properties[name] = ArrayAttr(kept)
            else:
                del function.properties[name]


def _erase_results(op: Operation, non_live: list[bool], cleanup: _Cleanup) -> None:
    """Rebuild `op` without the results marked (upstream's `eraseOpResults`)."""
    if not any(non_live):
        return
    new_op = type(op).create(
        operands=list(op.operands),
        result_types=_keep([result.type for result in op.results], non_live),
        properties=dict(op.properties),
        attributes=dict(op.attributes),
        successors=list(op.successors),
    )
    Rewriter.insert_op(new_op, InsertPoint.after(op))
    kept = iter(new_op.results)
    for result, is_dead in zip(op.results, non_live):
        if is_dead:
            if result.uses:
                poison = ub.PoisonOp(result.type)
                Rewriter.insert_op(poison, InsertPoint.before(op))
                cleanup.poisons.append(poison)
                result.replace_all_uses_with(poison.result)
        else:
            result.replace_all_uses_with(next(kept))
    Rewriter.erase_op(op)


# ---------------------------------------------------------------------------
# Canonicalization of region branch ops


class _RegionBranchCanonicalization(RewritePattern):
    """`canonicalize`'s patterns and folds, applied to the region branch ops only."""

    def __init__(self, ctx: Context) -> None:
        from aiopt.support.pattern_dispatch import OpClassKeyedApplier
        from aiopt.transforms.canonicalize import DEFAULT_MAX_FOLD_ELEMENTS, canonicalization_patterns

        patterns, filter_keys = canonicalization_patterns(DEFAULT_MAX_FOLD_ELEMENTS)
        self._applier = OpClassKeyedApplier(patterns, filter_keys, ctx=ctx, folding_enabled=True)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        if op.name in _REGION_BRANCH_OPS:
            self._applier.match_and_rewrite(op, rewriter)


def _canonicalize_region_branch_ops(ctx: Context, root: Operation) -> None:
    if not any(op.name in _REGION_BRANCH_OPS for op in root.walk()):
        return
    PatternRewriteWalker(_RegionBranchCanonicalization(ctx), apply_recursively=True).rewrite_module(root)
