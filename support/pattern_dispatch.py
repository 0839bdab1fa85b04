"""Pattern application keyed by op class: each op tries only the patterns that can match its class.

xDSL's `GreedyRewritePatternApplier` tries every pattern, in order, on every
op; a pattern written for one op kind then checks the op's class and returns.
With the HLO canonicalizations and folders (some sixty patterns, one per op
kind) that check was most of `canonicalize`'s time on programs that hold no
HLO op any more. `OpClassKeyedApplier` asks each pattern which op classes it
matches, once, and keeps for every op class the patterns that may match it,
in their order:

- a pattern with an `op_types` attribute (a tuple of op classes) matches
  those classes and their subclasses;
- a pattern whose `match_and_rewrite` is xDSL's `@op_type_rewrite_pattern`
  matches the class (or union) its signature names;
- a pattern with an `op_names` attribute (a collection of op names, for a
  pattern that looks its op up by name in a table, as arith-to-llvm's
  one-to-one instructions) matches the op classes of those names;
- any other pattern may match anything, and is tried on every op.

Folding and the removal of trivially dead ops are the base applier's.
`KeyedApplier` is the mechanism (patterns chosen once per key of an op);
`convert-to-llvm` keys by dialect (`aiopt.lowering.llvm_type_converter`).
"""

from __future__ import annotations

import functools
import types
import typing
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from xdsl import pattern_rewriter
from xdsl.folder import Folder
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern
from xdsl.traits import (
    ConstantLike,
    HasFolder,
    IsTerminator,
    MemoryEffect,
    MemoryEffectKind,
    MemoryReadEffect,
    NoMemoryEffect,
    RecursiveMemoryEffect,
    SymbolOpInterface,
)
from xdsl.utils.worklist import _MISSING, Worklist

from aiopt.support import worklist_population
from aiopt.support.subclass_checks import is_subclass

worklist_population.install()

_P = typing.TypeVar("_P", bound=RewritePattern)


def pattern_op_types(pattern: RewritePattern) -> tuple[type[Operation], ...] | None:
    """The op classes `pattern` can match, or None when it may match any op."""
    declared = getattr(pattern, "op_types", None)
    if declared is not None:
        return tuple(declared)
    method = type(pattern).match_and_rewrite
    code = getattr(method, "__code__", None)
    if code is None or "expected_type" not in code.co_freevars or method.__closure__ is None:
        return None
    expected = method.__closure__[code.co_freevars.index("expected_type")].cell_contents
    if typing.get_origin(expected) in (typing.Union, types.UnionType):
        expected = typing.get_args(expected)
    else:
        expected = (expected,)
    return expected if all(isinstance(t, type) and issubclass(t, Operation) for t in expected) else None


def pattern_filter(pattern: RewritePattern) -> Callable[[type[Operation]], bool]:
    """Whether `pattern` may rewrite an op of a class: its `op_types` or `op_names` say so, or it declares neither.

        pattern_filter(BinaryOpLowering())(arith.AddfOp)   # True: "arith.addf" is in its op_names
    """
    names = getattr(pattern, "op_names", None)
    if names is not None:
        return lambda op_class: op_class.name in names
    op_types = pattern_op_types(pattern)
    if op_types is None:
        return lambda op_class: True
    return lambda op_class: is_subclass(op_class, op_types)


_KEEPS_ITSELF: dict[type[Operation], tuple[frozenset, bool]] = {}
"""Per op class (while its trait set is the same one): whether it is a terminator or a symbol."""


def is_trivially_dead(op: Operation) -> bool:
    """xDSL's `is_trivially_dead` (no result used, neither a terminator nor a symbol, no effect but on its own
    values), its two trait checks answered once per op class: appliers ask it of every op they visit.

        is_trivially_dead(op)   # an unused `arith.addi`: True; `func.return`, `memref.store`: False
    """
    for result in op.results:
        if result.first_use is not None:
            return False
    return not keeps_itself(type(op)) and result_only_effects(op)


_RESULT_ONLY_EFFECTS: dict[type[Operation], tuple[frozenset, bool | None]] = {}
"""Per op class (while its trait set is the same one): `result_only_effects` of any of its ops, or None when
it depends on the op."""

_CONSTANT_READ_ONLY_EFFECTS = (NoMemoryEffect.get_effects.__func__, MemoryReadEffect.get_effects.__func__)
"""The `get_effects` of the memory-effect traits that name no effect, or only a read, whatever the op."""


def result_only_effects(op: Operation) -> bool:
    """xDSL's `result_only_effects` (whether `op` has no effect beyond its results: no memory-effect trait
    says otherwise), answered once per op class where its traits decide it (`Pure`, `NoMemoryEffect`,
    `MemoryReadEffect`, or no memory-effect trait at all: xDSL's 'unknown effects'); the others, whose
    effects depend on the op (recursive effects, conditional ones), ask xDSL's.

        result_only_effects(op)   # `arith.addi`, `memref.load`: True; `memref.store`: False
    """
    op_class = type(op)
    known = _RESULT_ONLY_EFFECTS.get(op_class)  # class_result_only_effects, without the call once known
    if known is not None and known[0] is op_class.traits.traits:
        answer = known[1]
    else:
        answer = class_result_only_effects(op_class)
    return _effects_only_on_results(op, op) if answer is None else answer


_RECURSIVE_EFFECTS = RecursiveMemoryEffect.get_effects.__func__
"""xDSL's `RecursiveMemoryEffect.get_effects`: the effects of the ops in the regions, None if one has unknown ones."""


def _effects_only_on_results(op: Operation, root: Operation) -> bool:
    """Whether each effect xDSL's `get_effects(op)` collects is a read, or an allocation of a value defined in
    `root` (`op` or an op under it); False where those effects are unknown.

    xDSL's `result_only_effects(root)` is `_effects_only_on_results(root, root)`: it gathers every effect of
    the ops under a loop or an `scf.if` into sets, level by level, before it looks at one, on each visit of
    each loop; this stops at the first effect that is neither (a store, most often), and answers the nested
    ops whose class decides (`class_result_only_effects`: `arith.addi`, `memref.load`) without asking their
    traits. The answer is the same: xDSL's is False as soon as one effect is neither, or one is unknown.
    """
    op_class = type(op)
    known = _RESULT_ONLY_EFFECTS.get(op_class)
    if known is not None and known[0] is op_class.traits.traits:
        answer = known[1]
    else:
        answer = class_result_only_effects(op_class)
    if answer is not None:
        return answer
    for trait in op_class.get_traits_of_type(MemoryEffect):
        if getattr(type(trait).get_effects, "__func__", None) is _RECURSIVE_EFFECTS:
            for region in op.regions:
                for block in region.blocks:
                    for child in block.ops:
                        if not _effects_only_on_results(child, root):
                            return False
            continue
        effects = trait.get_effects(op)
        if effects is None:
            return False
        for effect in effects:
            if effect.kind == MemoryEffectKind.READ:
                continue
            if (
                effect.kind == MemoryEffectKind.ALLOC
                and isinstance(value := effect.value, SSAValue)
                and root.is_ancestor(value.owner)
            ):
                continue
            return False
    return True


def class_result_only_effects(op_class: type[Operation]) -> bool | None:
    """`result_only_effects` of every op of `op_class`, or None when it depends on the op (its traits and
    trait set decide, once)."""
    traits = op_class.traits.traits
    known = _RESULT_ONLY_EFFECTS.get(op_class)
    if known is None or known[0] is not traits:
        effects = op_class.get_traits_of_type(MemoryEffect)
        answer = (
            False
            if not effects
            else True
            if all(getattr(type(e).get_effects, "__func__", None) in _CONSTANT_READ_ONLY_EFFECTS for e in effects)
            else None
        )
        known = _RESULT_ONLY_EFFECTS[op_class] = (traits, answer)
    return known[1]


def keeps_itself(op_class: type[Operation]) -> bool:
    """Whether ops of `op_class` stay even when unused: terminators and symbols (xDSL's
    `would_be_trivially_dead` checks both traits on every call), answered once per class and trait set."""
    traits = op_class.traits.traits
    known = _KEEPS_ITSELF.get(op_class)
    if known is None or known[0] is not traits:
        keeps = op_class.has_trait(IsTerminator, value_if_unregistered=False) or op_class.has_trait(
            SymbolOpInterface, value_if_unregistered=False
        )
        known = _KEEPS_ITSELF[op_class] = (traits, keeps)
    return known[1]


UPSTREAM_FOLDS: set[type[RewritePattern]] = set()
"""Pattern classes that do what upstream's folders do (`arith.addi %x, %c0` -> `%x`): upstream's greedy driver
does not count a fold among the rewrites `max-num-rewrites` bounds, so appliers do not count theirs."""


def upstream_fold(pattern_class: type[_P]) -> type[_P]:
    """Mark a pattern class as one of upstream's folders (`UPSTREAM_FOLDS`); returns the class (a decorator)."""
    UPSTREAM_FOLDS.add(pattern_class)
    return pattern_class


def rewrote_as_fold(pattern: RewritePattern) -> bool:
    """Whether the rewrite `pattern` just made is one upstream makes by folding (or by erasing a dead op): its
    class is an `upstream_fold`, or it is an applier (or a pattern that dispatches) whose last rewrite was."""
    return type(pattern) in UPSTREAM_FOLDS or getattr(pattern, "last_rewrite_uncounted", False)


PATTERN_LABELS: dict[type[RewritePattern], tuple[str, ...]] = {}
"""Upstream's names of the patterns a class does where they are not the class's own name
(`CombineAddSubConstants`: `AddIAddConstant`, ...), which `canonicalize{enable-patterns=...}` may name. Each
rewrite of such a class asks `upstream_pattern_enabled(self, name)` first, so that a label stops exactly the
rewrite upstream's pattern of that name makes."""


def upstream_labels(*labels: str) -> Callable[[type[_P]], type[_P]]:
    """Give a pattern class upstream's names of the patterns it does (`PATTERN_LABELS`; a decorator); its
    rewrites check their own name with `upstream_pattern_enabled`."""

    def label(pattern_class: type[_P]) -> type[_P]:
        PATTERN_LABELS[pattern_class] = PATTERN_LABELS.get(pattern_class, ()) + labels
        return pattern_class

    return label


@dataclass(frozen=True)
class PatternLabelFilter:
    """Upstream's `enable-patterns` and `disable-patterns` labels, without their namespaces (a label
    `ns::Name` names `Name`: upstream's are C++ type names, whose namespace the compiler spells, GCC's
    `{anonymous}::AddIAddConstant`)."""

    enabled: frozenset[str]
    disabled: frozenset[str]

    @staticmethod
    def of(enabled: Iterable[str], disabled: Iterable[str]) -> PatternLabelFilter:
        """The filter of the option values `enabled` and `disabled` (`{anonymous}::Name` is `Name`)."""
        return PatternLabelFilter(
            frozenset(label.rsplit("::", 1)[-1] for label in enabled),
            frozenset(label.rsplit("::", 1)[-1] for label in disabled),
        )

    def allows(self, labels: Iterable[str]) -> bool:
        """Whether a rewrite known by any of `labels` applies: one is enabled (or none is), none disabled."""
        names = set(labels)
        return (not self.enabled or not names.isdisjoint(self.enabled)) and names.isdisjoint(self.disabled)


_ACTIVE_LABEL_FILTER: ContextVar[PatternLabelFilter | None] = ContextVar("_ACTIVE_LABEL_FILTER", default=None)


@contextmanager
def active_pattern_labels(enabled: Iterable[str], disabled: Iterable[str]) -> Iterator[None]:
    """Within: the labels `upstream_pattern_enabled` checks (canonicalize's options; nothing filtered where both
    are empty)."""
    label_filter = PatternLabelFilter.of(enabled, disabled)
    token = _ACTIVE_LABEL_FILTER.set(label_filter if label_filter.enabled or label_filter.disabled else None)
    try:
        yield
    finally:
        _ACTIVE_LABEL_FILTER.reset(token)


def upstream_pattern_enabled(pattern: RewritePattern, name: str) -> bool:
    """Whether the rewrite that upstream's pattern `name` makes may be made by `pattern` (a class with
    `upstream_labels`) under the active labels: by `name` or by the class's own name.

        canonicalize{disable-patterns={anonymous}::AddIAddConstant}: CombineAddSubConstants leaves
        addi(addi(x, c0), c1) alone and still combines subi(addi(x, c0), c1) (SubIRHSAddConstant)
    """
    label_filter = _ACTIVE_LABEL_FILTER.get()
    return label_filter is None or label_filter.allows((name, type(pattern).__name__))


def pattern_label_filter(enabled: Iterable[str], disabled: Iterable[str]) -> Callable[[RewritePattern], bool]:
    """Whether a pattern is applied under upstream's `enable-patterns` and `disable-patterns` labels: with
    labels enabled, only a pattern one of them names; never one a disabled label names. A pattern's labels
    are its class's name; a class with `upstream_labels` is kept unless its own name is disabled, and each of
    its rewrites (not its folds) asks `upstream_pattern_enabled` (under `active_pattern_labels`). Folds
    (`upstream_fold`) are not patterns upstream, and stay.
    """
    label_filter = PatternLabelFilter.of(enabled, disabled)

    def selected(pattern: RewritePattern) -> bool:
        if type(pattern) in UPSTREAM_FOLDS:
            return True
        name = type(pattern).__name__
        if type(pattern) in PATTERN_LABELS:  # its rewrites ask for their own names
            return name not in label_filter.disabled
        return label_filter.allows((name,))

    return selected


class GreedyRewritePatternApplier(pattern_rewriter.GreedyRewritePatternApplier):
    """xDSL's, whose `match_and_rewrite` imports `is_trivially_dead` on every call (half a microsecond, more
    than the dead-code check of most ops takes): the same steps, in the same order, with this module's
    `is_trivially_dead`.

    It counts the visits a pattern rewrote (`pattern_rewrites`; erasing a dead op and folding are not
    counted), which upstream's greedy driver bounds by `max-num-rewrites`.
    """

    _pattern_rewrites: int = 0
    last_rewrite_uncounted: bool = False
    """Whether the last rewrite was one `pattern_rewrites` does not count (a dead op erased, a fold)."""

    def pattern_rewrites(self) -> int:
        """How many visits so far a pattern rewrote the op of (not erasing it as dead, nor folding it)."""
        return self._pattern_rewrites

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if self.dce_enabled and is_trivially_dead(op):
            rewriter.erase(op)
            self.last_rewrite_uncounted = True
            return
        # Constant ops are not folded (they would fold to their attribute and be made again), as xDSL's.
        if (
            self.folding_enabled
            and op.has_trait(HasFolder, value_if_unregistered=False)
            and not op.has_trait(ConstantLike, value_if_unregistered=True)
        ):
            if self.ctx is None:
                raise ValueError("Context is required for folding")
            folded = Folder(self.ctx).try_fold(op)
            if folded is not None:
                folded_values, folded_ops = folded
                rewriter.replace(op, new_ops=folded_ops, new_results=folded_values)
                self.last_rewrite_uncounted = True
                return
        for pattern in self.rewrite_patterns:
            pattern.match_and_rewrite(op, rewriter)
            if rewriter.has_done_action:
                self.last_rewrite_uncounted = uncounted = rewrote_as_fold(pattern)
                if not uncounted:
                    self._pattern_rewrites += 1
                return


class KeyedApplier(GreedyRewritePatternApplier):
    """`GreedyRewritePatternApplier` that rewrites each op with the patterns `select` picks for its `key`.

    The patterns of each key are chosen once; an op is then handed to a greedy applier over them (with this
    applier's folding and dead-code options), so folding, dead-op removal and pattern order stay xDSL's.
    """

    def __init__(self, patterns: Sequence[RewritePattern], **options):
        super().__init__(list(patterns), **options)
        self._appliers: dict[Hashable, GreedyRewritePatternApplier] = {}

    def key(self, op: Operation) -> Hashable:
        raise NotImplementedError

    def select(self, key: Hashable) -> list[RewritePattern]:
        raise NotImplementedError

    def _applier(self, op: Operation) -> GreedyRewritePatternApplier:
        key = self.key(op)
        applier = self._appliers.get(key)
        if applier is None:
            applier = GreedyRewritePatternApplier(
                self.select(key), ctx=self.ctx, folding_enabled=self.folding_enabled, dce_enabled=self.dce_enabled
            )
            self._appliers[key] = applier
        return applier

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        self._applier(op).match_and_rewrite(op, rewriter)

    def pattern_rewrites(self) -> int:
        return sum(applier.pattern_rewrites() for applier in self._appliers.values())


def pattern_filter_key(pattern: RewritePattern) -> Hashable:
    """What `pattern_filter` reads of `pattern`: `("names", op names)`, `("types", op classes)`, or None (any op).

    Answered once per pattern class where the class decides it (`_class_decides`): appliers ask it of each of
    their patterns when they are made, and `canonicalize` makes one over some four hundred patterns per run.
    """
    cls = type(pattern)
    key = _CLASS_FILTER_KEYS.get(cls, _UNKNOWN)
    if key is not _UNKNOWN:
        own = getattr(pattern, "__dict__", None)
        if own is not None and "op_names" not in own and "op_types" not in own:
            return key
    names = getattr(pattern, "op_names", None)
    if names is not None:
        key = ("names", frozenset(names))
    else:
        op_types = pattern_op_types(pattern)
        key = None if op_types is None else ("types", op_types)
    if _class_decides(pattern):
        _CLASS_FILTER_KEYS[cls] = key
    return key


_UNKNOWN = object()

_CLASS_FILTER_KEYS: dict[type[RewritePattern], Hashable] = {}
"""The `pattern_filter_key` of the patterns of each class that decides it (`_class_decides`)."""


def _class_decides(pattern: RewritePattern) -> bool:
    """Whether every pattern of `pattern`'s class has its filter key: no `op_names` or `op_types` of the
    instance's own, none that a property or method computes, no `__getattr__`/`__getattribute__` of the
    class's own that could make them up (the op classes of an `@op_type_rewrite_pattern` are its class's)."""
    own = getattr(pattern, "__dict__", None)
    if own is None or "op_names" in own or "op_types" in own:
        return False
    cls = type(pattern)
    if getattr(cls, "__getattr__", None) is not None or cls.__getattribute__ is not object.__getattribute__:
        return False
    for name in ("op_names", "op_types"):
        for base in cls.__mro__:
            if name in base.__dict__:
                if hasattr(type(base.__dict__[name]), "__get__"):
                    return False  # a property, a method: it may differ per instance
                break
    return True


_SELECTIONS: dict[tuple[Hashable, ...], dict[type[Operation], tuple[int, ...]]] = {}
"""For a list of patterns (by their `pattern_filter_key`s), the positions of those each op class may match."""


class OpClassKeyedApplier(KeyedApplier):
    """`GreedyRewritePatternApplier` that tries on an op only the patterns that can match its class.

    Which patterns an op class may match is kept for the process, per list of patterns (by what their
    filters read): every run of a pass makes new pattern objects, and choosing among `canonicalize`'s
    patterns again (a subclass check through `ABCMeta` for each) was a fifth of its later runs.
    """

    def __init__(self, patterns: Sequence[RewritePattern], filter_keys: tuple[Hashable, ...] | None = None, **options):
        """`filter_keys`, where given, are the patterns' `pattern_filter_key`s, which a caller that keeps its
        patterns for the process (`canonicalize`) works out once."""
        super().__init__(patterns, **options)
        self._filters: list[Callable[[type[Operation]], bool]] | None = None
        """The patterns' `pattern_filter`s, made when an op class is first met that `_selections` lacks."""
        if filter_keys is None:
            filter_keys = tuple(pattern_filter_key(p) for p in self.rewrite_patterns)
        self._selections = _SELECTIONS.setdefault(filter_keys, {})
        self._idle_checks: dict[type[Operation], tuple[frozenset, tuple[Callable[[Operation], bool], ...] | None]] = {}

    def key(self, op: Operation) -> type[Operation]:
        return type(op)

    def select(self, key: type[Operation]) -> list[RewritePattern]:
        chosen = self._selections.get(key)
        if chosen is None:
            if self._filters is None:
                self._filters = [pattern_filter(p) for p in self.rewrite_patterns]
            chosen = tuple(i for i, can_match in enumerate(self._filters) if can_match(key))
            self._selections[key] = chosen
        return [self.rewrite_patterns[i] for i in chosen]

    def idle(self, op: Operation) -> bool:
        """Whether `match_and_rewrite` would leave `op` as it is now: each pattern for its class leaves it alone
        (a pattern that may match it says so with a `leaves_alone(op)` method), it is not dead (or dead ops stay),
        and it does not fold (or nothing is folded).

        What the op's class decides (whether it folds, whether each pattern has a `leaves_alone`) is worked out
        once per class and trait set (`_idle_checks`): walkers ask this of every op they pop."""
        op_class = type(op)
        traits = op_class.traits.traits
        known = self._idle_checks.get(op_class)
        if known is None or known[0] is not traits:
            known = self._idle_checks[op_class] = (traits, self._class_idle_checks(op))
        checks = known[1]
        if checks is None:
            return False
        for leaves_alone in checks:
            if not leaves_alone(op):
                return False
        return not (self.dce_enabled and is_trivially_dead(op))

    def _class_idle_checks(self, op: Operation) -> tuple[Callable[[Operation], bool], ...] | None:
        """The `leaves_alone` methods of the patterns for `op`'s class, or None when an op of its class is never
        idle (a pattern without one may rewrite it, or it folds)."""
        if (
            self.folding_enabled
            and op.has_trait(HasFolder, value_if_unregistered=False)
            and not op.has_trait(ConstantLike, value_if_unregistered=True)
        ):
            return None
        checks = [getattr(p, "leaves_alone", None) for p in self._applier(op).rewrite_patterns]
        return None if None in checks else tuple(checks)


@functools.cache
def _matches_class(op_types: tuple[type[Operation], ...], op_class: type[Operation]) -> bool:
    return issubclass(op_class, op_types)


class SkippingWorklist(Worklist):
    """xDSL's worklist, which leaves out the ops `skip` says the walker's pattern leaves alone."""

    def __init__(self, skip: Callable[[Operation], bool]):
        super().__init__()
        self._skip = skip

    def push(self, item: Operation) -> None:
        if not self._skip(item):
            super().push(item)


@dataclass(eq=False, repr=False)
class SkippingWalker(PatternRewriteWalker):
    """`PatternRewriteWalker` that never visits the ops `skip` names: ops its pattern is known to leave alone
    (for `convert-to-llvm`, the llvm ops and casts the conversion makes, most of what it visits).

    The rewrites are the same, in the same order: a visit that changes nothing has no effect, and the ops
    left out of the worklist (a stack without duplicates) do not move the others in it.

        SkippingWalker(pattern, skip=lambda op: op.name.startswith("llvm.")).rewrite_module(module)
    """

    skip: Callable[[Operation], bool] = field(default=lambda op: False, kw_only=True)

    def __post_init__(self) -> None:
        self._worklist = SkippingWorklist(self.skip)


class IdleSkippingWorklist(Worklist):
    """xDSL's worklist, which drops the ops on top of its stack that `idle` says the walker's pattern would leave
    as they are, when the walker asks whether it is empty (just before it pops the next op)."""

    def __init__(self, idle: Callable[[Operation], bool]):
        super().__init__()
        self._idle = idle

    def __bool__(self) -> bool:
        stack, idle = self._stack, self._idle
        while stack:
            item = stack[-1]
            if item is not _MISSING:
                if not idle(item):
                    return True
                del self._map[item]
            stack.pop()
        return False


class BoundedIdleSkippingWorklist(IdleSkippingWorklist):
    """`IdleSkippingWorklist` that reads as empty once `exhausted()` is true (upstream's greedy driver once it
    has made `max-num-rewrites` rewrites), or once `max_pops` ops have come off it since the last `clear`: the
    walker then stops its sweep with the ops left on it."""

    def __init__(self, idle: Callable[[Operation], bool], exhausted: Callable[[], bool] = lambda: False):
        super().__init__(idle)
        self._exhausted = exhausted
        self.max_pops = -1
        """Ops the sweep may visit (-1: no limit)."""
        self.pops = 0

    def __bool__(self) -> bool:
        return not self._exhausted() and self.pops != self.max_pops and super().__bool__()

    def pop(self) -> Operation:
        self.pops += 1
        return super().pop()

    def bound_pops(self, per_op: int) -> None:
        """Let `per_op` times as many ops (and `per_op` squared more) as it holds come off the worklist."""
        self.max_pops = per_op * (len(self._map) + per_op)

    def clear(self) -> None:
        """Drop every op left on the worklist and start counting the ops it hands out again."""
        self._stack.clear()
        self._map.clear()
        self.pops = 0


@dataclass(eq=False, repr=False)
class IdleSkippingWalker(PatternRewriteWalker):
    """`PatternRewriteWalker` that does not hand its pattern the ops `idle` says it would leave as they are, asked
    when the op comes off the worklist (what a rewrite made of the IR by then counts, as for xDSL's visit).

    The rewrites are the same, in the same order: a visit that changes nothing has no effect. For a walker
    whose `KeyedApplier` has patterns for a few op classes, the other ops (most of those walked), unless dead,
    are passed over without a visit (each was a rewriter reset and a pattern call):

        IdleSkippingWalker(InheritLocation(applier), idle=applier.idle).rewrite_module(module)
    """

    idle: Callable[[Operation], bool] = field(default=lambda op: False, kw_only=True)

    def __post_init__(self) -> None:
        self._worklist = IdleSkippingWorklist(self.idle)


@dataclass(eq=False, repr=False)
class OpClassWalker(SkippingWalker):
    """`PatternRewriteWalker` of one pattern that can match only some op classes (`pattern_op_types`): it
    visits only ops of those classes, those it starts from and those the rewrites insert, modify or free up.

    The rewrites are the same, in the same order: on an op of another class the pattern does nothing
    (`SkippingWalker`). For a pattern that may match anything, or an applier (whose dead-code removal takes
    any op), it walks as xDSL's.

        OpClassWalker(ReconcileUnrealizedCastsPattern()).rewrite_module(module)   # visits the casts
    """

    def __post_init__(self) -> None:
        applier = isinstance(self.pattern, pattern_rewriter.GreedyRewritePatternApplier)
        op_types = None if applier else pattern_op_types(self.pattern)
        if op_types is not None:
            self.skip = lambda op: not _matches_class(op_types, type(op))
        super().__post_init__()
