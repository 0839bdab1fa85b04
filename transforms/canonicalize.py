"""`--canonicalize`: every op's canonicalization patterns and folders, the HLO ones included."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from functools import cache
from typing import ClassVar, Literal

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.ir import Block, Operation, Region
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.traits import ConstantLike, HasCanonicalizationPatternsTrait, IsolatedFromAbove
from xdsl.transforms import canonicalize as xdsl_canonicalize
from xdsl.transforms.canonicalization_patterns import arith as xdsl_arith_patterns

from aiopt.support.canonical_classes import use_registered_classes
from aiopt.support.diagnostics import emit_error
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import (
    BoundedIdleSkippingWorklist,
    GreedyRewritePatternApplier,
    IdleSkippingWalker,
    OpClassKeyedApplier,
    active_pattern_labels,
    pattern_filter_key,
    pattern_label_filter,
    rewrote_as_fold,
    upstream_fold,
)
from aiopt.support.region_dce import region_dce
from aiopt.support.registry import option
from aiopt.support.worklist_population import walk_ops
from aiopt.transforms.canonicalize_arith import (
    CommuteConstantToRight,
    FoldIntegerBinaryConstants,
    populate_arith_canonicalization_patterns,
)

DEFAULT_MAX_FOLD_ELEMENTS = 65536
"""HLO results with more elements are not folded (mlir-hlo's kFoldOpEltLimit)."""

HLO_PACKAGE = "aiopt.dialects.hlo"
"""The package that defines every op class the HLO patterns match (mhlo's and stablehlo's ops derive from them)."""


ISOLATED_UPSTREAM = frozenset({"llvm.func", "llvm.mlir.global"})
"""Ops that are isolated from above upstream but lack xDSL's IsolatedFromAbove trait."""

KEEP_CONSTANTS_IN = ("mhlo.", "stablehlo.", "chlo.", "lmhlo.")
"""Op prefixes whose regions (reducers, comparators, loop bodies) keep their constants: the HLO
lowerings and the interpreter read those bodies on their own."""


def _is_constant_scope(op: Operation) -> bool:
    return (
        op.parent_block() is None
        or isinstance(op, UnregisteredOp)
        or op.has_trait(IsolatedFromAbove, value_if_unregistered=True)
        or op.name in ISOLATED_UPSTREAM
        or op.name.startswith(KEEP_CONSTANTS_IN)
    )


def _constant_insertion_region(op: Operation) -> Region | None:
    """The region a constant folds into: the closest enclosing one whose op is isolated from above.

    As upstream's OperationFolder, an unregistered op or the top-level op ends
    the search too. `scf.for`, `linalg.generic` and `gpu.launch` are not
    isolated, so constants leave their bodies for the function's entry block;
    the regions of HLO ops keep theirs (`KEEP_CONSTANTS_IN`).
    """
    region = op.parent_region()
    while region is not None:
        parent = region.parent_op()
        if parent is None or _is_constant_scope(parent):
            return region
        region = parent.parent_region()
    return None


def _constant_key(op: Operation) -> tuple | None:
    """What makes two constant ops interchangeable: name, properties, attributes and result types (None: unhashable)."""
    key = (
        op.name,
        tuple(op.result_types),
        tuple(sorted(op.properties.items())),
        tuple(sorted(op.attributes.items())),
    )
    try:
        hash(key)
    except TypeError:
        return None
    return key


@cache
def _is_constant_class(op_class: type[Operation]) -> bool:
    return op_class.has_trait(ConstantLike, value_if_unregistered=False)


def _is_plain_constant(op: Operation) -> bool:
    return _is_constant_class(type(op)) and not op.operands and not op.regions and len(op.results) == 1


def unique_and_hoist_constants(region: Region) -> None:
    """Merge equal constants and move each to the start of its insertion region, as upstream's greedy driver does.

    Before every sweep upstream's canonicalizer hands each constant op, in
    pre-order, to a fresh OperationFolder: a constant equal to one seen
    before in the same insertion region (same op, value and type) is replaced
    by it; the others move to the front of the region's entry block unless
    they already lead it (or follow a constant kept there):

        func.func @f(%x: i32) -> i32 {
          %0 = arith.addi %x, %x : i32
          %c1 = arith.constant 1 : i32
          %1 = arith.addi %0, %c1 : i32
        ->
          %c1 = arith.constant 1 : i32
          %0 = arith.addi %x, %x : i32
          %1 = arith.addi %0, %c1 : i32

    Float values compare by their bits, so -0.0 and 0.0 stay two constants.
    """
    kept: set[Operation] = set()
    uniqued: dict[tuple[int, tuple], Operation] = {}
    # Each block's insertion region: the constants of a block share it, and moving constants changes none.
    regions: dict[Block | None, Region | None] = {}
    for op in [op for op in walk_ops(region) if _is_plain_constant(op)]:
        block = op.parent_block()
        if block not in regions:
            regions[block] = _constant_insertion_region(op)
        insertion_region = regions[block]
        if insertion_region is None or (key := _constant_key(op)) is None:
            continue
        existing = uniqued.get((id(insertion_region), key))
        if existing is not None:
            op.results[0].replace_all_uses_with(existing.results[0])
            op.detach()
            op.erase()
            continue
        entry = insertion_region.blocks[0]
        if op.parent_block() is not entry or (entry.first_op is not op and op.prev_op not in kept):
            op.detach()
            if entry.first_op is None:
                entry.add_op(op)
            else:
                entry.insert_op_before(op, entry.first_op)
        kept.add(op)
        uniqued[(id(insertion_region), key)] = op


for _fold in (
    # xDSL's arith patterns that are upstream's folders (its FoldConstsByReassociation is a pattern upstream too).
    xdsl_arith_patterns.SignlessIntegerBinaryOperationZeroOrUnitRight,
    xdsl_arith_patterns.SignlessIntegerBinaryOperationConstantProp,
    xdsl_arith_patterns.FoldConstConstOp,
    xdsl_arith_patterns.SelectConstPattern,
    xdsl_arith_patterns.SelectTrueFalsePattern,
    xdsl_arith_patterns.SelectSamePattern,
    xdsl_arith_patterns.SelectFoldCmpfPattern,
    xdsl_arith_patterns.ApplyCmpiPredicateToEqualOperands,
):
    upstream_fold(_fold)


class CanonicalizationRewritePattern(xdsl_canonicalize.CanonicalizationRewritePattern):
    """xDSL's: an op's patterns from its `HasCanonicalizationPatternsTrait`s, tried in order until one rewrites
    it. xDSL's asks the traits for new pattern objects and builds an applier over them on every visit of
    every op (a sixth of `canonicalize`'s time); this one does so once per op class, and keeps them while the
    class's traits are the same ones (for the process: `canonicalization_patterns` keeps this pattern).

    The kept applier is `aiopt.support.pattern_dispatch`'s `GreedyRewritePatternApplier` (xDSL's steps:
    the dead-op check, no folding, the patterns in order), as xDSL's builds for more than one pattern.
    """

    def __init__(self, select: Callable[[RewritePattern], bool] | None = None) -> None:
        """`select`: which of the ops' patterns to apply (`pattern_label_filter`); all where None."""
        self._by_class: dict[type[Operation], tuple[list, RewritePattern | None]] = {}
        self._select = select

    def _applier(self, op: Operation) -> RewritePattern | None:
        """The patterns of `op`'s class (one, or an applier of several), or None."""
        traits = op.get_traits_of_type(HasCanonicalizationPatternsTrait)
        known = self._by_class.get(type(op))
        if known is None or known[0] != traits:
            patterns = [pattern for trait in traits for pattern in trait.get_patterns(type(op))]
            if self._select is not None:
                patterns = [pattern for pattern in patterns if self._select(pattern)]
            applier = (
                None
                if not patterns
                else patterns[0]
                if len(patterns) == 1
                else GreedyRewritePatternApplier(patterns)
            )
            known = self._by_class[type(op)] = (traits, applier)
        return known[1]

    last_rewrite_uncounted: bool = False
    """Whether the last rewrite was one of upstream's folds (`pattern_dispatch.rewrote_as_fold`)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter, /) -> None:
        applier = self._applier(op)
        if applier is not None:
            applier.match_and_rewrite(op, rewriter)
            if rewriter.has_done_action:
                self.last_rewrite_uncounted = rewrote_as_fold(applier)

    def leaves_alone(self, op: Operation) -> bool:
        """Whether `op`'s class has no canonicalization pattern (this pattern leaves it as it is)."""
        return self._applier(op) is None


SWEEP_VISITS_PER_OP = 32
"""A sweep of `BoundedPatternRewriteWalker` visits at most this many times (its ops + this many) ops."""


@dataclass(eq=False, repr=False)
class BoundedPatternRewriteWalker(IdleSkippingWalker):
    """A PatternRewriteWalker that stops after `max_iterations` sweeps (-1: until nothing changes), each
    sweep after `max_num_rewrites` pattern rewrites (-1: no limit).

    xDSL's walker repeats its sweep over the IR until a sweep changes nothing;
    MLIR's greedy driver gives up after `max-iterations` sweeps, so that
    patterns that undo each other cannot loop forever. This replaces that one
    loop of `rewrite_region` and keeps the rest of the walker.

    As upstream's driver, a sweep ends, with ops still to visit, once its
    patterns have rewritten `max_num_rewrites` ops (erasing dead ops and
    folding are not counted, `GreedyRewritePatternApplier.pattern_rewrites`);
    the dead-code sweep after it still runs, and the next sweep starts from
    every op again. A sweep also ends once it has visited `SWEEP_VISITS_PER_OP`
    times as many ops as the region held (plus a few): patterns that undo each
    other's rewrite would otherwise refill the worklist for ever, and with the
    bound they only keep the pass from converging (`test-convergence` fails
    it). With `max-num-rewrites=1 max-iterations=1`, of a chain of
    additions of constants only the first pair is merged:

        %a = arith.addi %x, %c1 : i32
        %b = arith.addi %a, %c1 : i32
        %c = arith.addi %b, %c1 : i32
        ->
        %c2 = arith.constant 2 : i32
        %b = arith.addi %x, %c2 : i32
        %c = arith.addi %b, %c1 : i32
    """

    max_iterations: int = field(default=-1, kw_only=True)
    max_num_rewrites: int = field(default=-1, kw_only=True)
    cse_constants: bool = field(default=False, kw_only=True)
    """Merge equal constants and hoist them before each sweep (`unique_and_hoist_constants`)."""
    converged: bool = field(default=True, init=False)
    """False when the last sweep still changed the IR (it stopped at `max_iterations`)."""
    _rewrites_at_sweep_end: int = field(default=-1, init=False)
    """The applier's `pattern_rewrites()` at which the current sweep stops (with `max_num_rewrites` set)."""

    def __post_init__(self) -> None:
        if self.max_num_rewrites < 0:
            self._worklist = BoundedIdleSkippingWorklist(self.idle)
        else:
            self._worklist = BoundedIdleSkippingWorklist(self.idle, self._sweep_exhausted)

    def _sweep_exhausted(self) -> bool:
        return self.pattern.pattern_rewrites() >= self._rewrites_at_sweep_end  # pyright: ignore[reportAttributeAccessIssue]

    def rewrite_region(self, region: Region) -> bool:
        listener = self._get_rewriter_listener()
        changed_any = False
        iteration = 0
        worklist = self._worklist
        assert isinstance(worklist, BoundedIdleSkippingWorklist)
        while True:
            # At least one sweep, as MLIR's driver does for any limit.
            iteration += 1
            if self.cse_constants:
                unique_and_hoist_constants(region)
            # Each sweep starts from every op, without those a bounded sweep left.
            worklist.clear()
            if self.max_num_rewrites >= 0:
                self._rewrites_at_sweep_end = self.pattern.pattern_rewrites() + self.max_num_rewrites  # pyright: ignore[reportAttributeAccessIssue]
            self._populate_worklist(region)
            worklist.bound_pops(SWEEP_VISITS_PER_OP)
            changed = self._process_worklist(listener)
            if self.post_walk_func is not None:
                changed |= self.post_walk_func(region, listener)
            changed_any |= changed
            if not changed or 0 <= self.max_iterations <= iteration:
                self.converged &= not changed
                return changed_any


def hlo_patterns(max_fold_elements: int) -> list[RewritePattern]:
    """The mhlo/stablehlo canonicalization and folding patterns, or none while no HLO op can exist.

    Each pattern matches an op class of `aiopt.dialects.hlo` (`stablehlo.add`
    is an `aiopt.dialects.hlo.elementwise.AddOp`). Until that package is
    imported (by parsing an HLO op, or by a pass that builds one) no op is an
    instance of those classes, so the patterns could not match: a run on
    arith and func is spared importing them, numpy and the HLO reference
    semantics that folding evaluates.
    """
    if HLO_PACKAGE not in sys.modules:
        return []
    from aiopt.transforms.canonicalize_hlo import populate_hlo_canonicalization_patterns
    from aiopt.transforms.fold_hlo import populate_hlo_folding_patterns

    return [*populate_hlo_canonicalization_patterns(), *populate_hlo_folding_patterns(max_fold_elements)]


DIALECT_PATTERNS: tuple[tuple[str, str, str], ...] = (
    ("xdsl.dialects.tensor", "canonicalize_tensor", "populate_tensor_canonicalization_patterns"),
    ("xdsl.dialects.memref", "canonicalize_memref", "populate_memref_canonicalization_patterns"),
    ("xdsl.dialects.scf", "canonicalize_scf", "populate_scf_canonicalization_patterns"),
    # Before affine's: linalg's patterns make affine.apply ops (the padded sizes of FillIntoPad).
    ("xdsl.dialects.linalg", "canonicalize_linalg", "populate_linalg_canonicalization_patterns"),
    ("xdsl.dialects.affine", "canonicalize_affine", "populate_affine_canonicalization_patterns"),
    ("xdsl.dialects.gpu", "canonicalize_gpu", "populate_gpu_canonicalization_patterns"),
    ("xdsl.dialects.math", "canonicalize_math", "populate_math_canonicalization_patterns"),
    ("aiopt.dialects.index", "canonicalize_index", "populate_index_canonicalization_patterns"),
    ("xdsl.dialects.bufferization", "canonicalize_bufferization", "populate_bufferization_canonicalization_patterns"),
    ("xdsl.dialects.vector", "canonicalize_vector", "populate_vector_canonicalization_patterns"),
    ("aiopt.dialects.shape", "canonicalize_shape", "populate_shape_canonicalization_patterns"),
)
"""(the module whose op classes the patterns match, the `aiopt.transforms` module of the patterns, the function
that makes them), in the order `builtin_dialect_patterns` lists them."""


def builtin_dialect_patterns() -> list[RewritePattern]:
    """The tensor, memref, scf, linalg, affine, gpu, math, index, bufferization, vector and shape patterns, for the dialects whose classes are loaded (no op of the others can exist).

    As for `hlo_patterns`, a run on arith and func is spared importing them.
    """
    patterns: list[RewritePattern] = []
    for dialect, module, populate in DIALECT_PATTERNS:
        # Asked in order: importing one dialect's patterns may load another dialect.
        if dialect in sys.modules:
            patterns += getattr(importlib.import_module(f"aiopt.transforms.{module}"), populate)()
    return patterns


_KEPT_PATTERNS: dict[tuple, tuple[tuple[RewritePattern, ...], tuple[Hashable, ...]]] = {}
"""`canonicalize`'s patterns and their `pattern_filter_key`s, per fold limit and set of loaded dialects."""


def canonicalization_patterns(max_fold_elements: int) -> tuple[tuple[RewritePattern, ...], tuple[Hashable, ...]]:
    """Every pattern `canonicalize` applies, in order, and their `pattern_filter_key`s: made once per process for
    each fold limit and set of loaded dialect modules (what decides which ones `hlo_patterns` and
    `builtin_dialect_patterns` make).

    The patterns keep nothing of a run (frozen or field-less, `CanonicalizationRewritePattern`'s choices per
    op class aside, kept while the class's traits are the same), so every run can apply the same objects;
    making them again and asking each for its filter key (some four hundred) was most of a run on a small
    module (0.33 ms of a canonicalize of a three-op function).
    """
    kept = _KEPT_PATTERNS.get(key := _loaded_dialects(max_fold_elements))
    if kept is None:
        # The HLO patterns first: importing them loads the dialects whose ops they build (an empty pad's
        # shape is tensor.dim and arith ops), whose patterns must then fold what they build.
        hlo = hlo_patterns(max_fold_elements)
        patterns = (
            CommuteConstantToRight(),  # before xDSL's patterns, whose swap of addi/muli/... drops overflow flags
            # Before xDSL's constant propagation too, which leaves an index sum or product unwrapped (past
            # 64 bits: a static size no i64 array holds, a constant that does not parse back).
            FoldIntegerBinaryConstants(),
            CanonicalizationRewritePattern(),
            *populate_arith_canonicalization_patterns(),
            *builtin_dialect_patterns(),
            *hlo,
        )
        # Under the dialects loaded before they were made (which decide what they are; making them may import
        # more, and a later run with those loaded makes its own).
        kept = _KEPT_PATTERNS[key] = (patterns, tuple(pattern_filter_key(p) for p in patterns))
    return kept


def _filtered(
    patterns: tuple[RewritePattern, ...], filter_keys: tuple[Hashable, ...], select: Callable[[RewritePattern], bool]
) -> tuple[tuple[RewritePattern, ...], tuple[Hashable, ...]]:
    """The patterns `select` keeps, and their filter keys; the ops' own patterns (`CanonicalizationRewritePattern`)
    are chosen by `select` one by one."""
    kept = [
        (CanonicalizationRewritePattern(select), key) if isinstance(pattern, CanonicalizationRewritePattern) else (pattern, key)
        for pattern, key in zip(patterns, filter_keys)
        if isinstance(pattern, CanonicalizationRewritePattern) or select(pattern)
    ]
    return tuple(pattern for pattern, _ in kept), tuple(key for _, key in kept)


def _loaded_dialects(max_fold_elements: int) -> tuple:
    return (max_fold_elements, HLO_PACKAGE in sys.modules, *(d in sys.modules for d, _, _ in DIALECT_PATTERNS))


@dataclass(frozen=True)
class CanonicalizePass(DiagnosticPass):
    """Canonicalize operations

    Applies, until nothing changes, the canonicalization patterns and folders
    of every op (xDSL's, collected from HasCanonicalizationPatternsTrait),
    upstream's that xDSL lacks (`canonicalize_arith`, and `builtin_dialect_patterns`
    for the dialects loaded), the mhlo/stablehlo patterns of `canonicalize_hlo`
    and the constant folding of `fold_hlo`, erasing ops whose results are
    unused and have no side effects; before each sweep equal constants are
    merged and hoisted (`unique_and_hoist_constants`):

        %0 = stablehlo.transpose %x, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
        %1 = stablehlo.add %0, %0 : tensor<2x3xf32>
        ->
        %1 = stablehlo.add %x, %x : tensor<2x3xf32>

    The options are upstream's: `region-simplify=disabled` leaves dead blocks
    and block arguments (`aggressive` is `normal` here), `test-convergence` fails the pass
    when the IR still changes after `max-iterations` sweeps, and `enable-patterns`/`disable-patterns`
    choose patterns by label (`pattern_label_filter`: a class's name or upstream's names of what it does,
    `enable-patterns={anonymous}::AddIAddConstant`); folds are not patterns and always apply.
    """

    name = "canonicalize"
    aiopt_only_options: ClassVar[tuple[str, ...]] = ("max_fold_elements",)
    """Not upstream's: `--dump-pass-pipeline` leaves it out at its default."""

    max_iterations: int = option(10, "Maximum number of sweeps over the IR before stopping (-1: no limit)")
    max_num_rewrites: int = option(-1, "Maximum number of pattern rewrites within a sweep (-1: no limit)")
    top_down: bool = option(True, "Visit ops from the top of each block down (false: bottom up)")
    region_simplify: Literal["disabled", "normal", "aggressive"] = option(
        "normal", "Erase dead blocks and block arguments (disabled, normal; aggressive is normal here)"
    )
    test_convergence: bool = option(False, "Test only: fail the pass when the IR still changes after max-iterations")
    disable_patterns: tuple[str, ...] | None = option(
        None, "Labels of patterns that should be filtered out during application"
    )
    enable_patterns: tuple[str, ...] | None = option(
        None, "Labels of patterns that should be used during application, all other patterns are filtered out"
    )
    max_fold_elements: int = option(
        DEFAULT_MAX_FOLD_ELEMENTS, "Fold HLO ops on constants only when every result has at most this many elements"
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns, filter_keys = canonicalization_patterns(self.max_fold_elements)
        if self.enable_patterns or self.disable_patterns:
            patterns, filter_keys = _filtered(
                patterns, filter_keys, pattern_label_filter(self.enable_patterns or (), self.disable_patterns or ())
            )
        applier = OpClassKeyedApplier(patterns, filter_keys, ctx=ctx, folding_enabled=True)
        walker = BoundedPatternRewriteWalker(
            applier,
            idle=applier.idle,  # ops without a pattern or a folder, unless dead, are not visited
            walk_reverse=not self.top_down,
            post_walk_func=None if self.region_simplify == "disabled" else region_dce,
            max_iterations=self.max_iterations,
            max_num_rewrites=self.max_num_rewrites,
            cse_constants=True,
        )
        with active_pattern_labels(self.enable_patterns or (), self.disable_patterns or ()):
            walker.rewrite_module(op)
        # xDSL's canonicalization patterns build xDSL's classes (`arith.constant` when folding `arith.addi`).
        use_registered_classes(ctx, op)
        if self.test_convergence and not walker.converged:
            emit_error(op, f"canonicalizer failed to converge within max-iterations={self.max_iterations}")
