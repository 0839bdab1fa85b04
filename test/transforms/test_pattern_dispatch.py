"""OpClassKeyedApplier tries on an op only the patterns that can match its class, in their order."""

from __future__ import annotations

from xdsl.dialects import arith, test
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i32
from xdsl.pattern_rewriter import PatternRewriter, PatternRewriteWalker, RewritePattern, op_type_rewrite_pattern

from aiopt.support.pattern_dispatch import OpClassKeyedApplier, pattern_filter, pattern_op_types


class _Declared(RewritePattern):
    op_types = (arith.AddiOp,)

    def __init__(self, seen: list):
        self.seen = seen

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        self.seen.append(("declared", op.name))


class _Typed(RewritePattern):
    def __init__(self, seen: list):
        self.seen = seen

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.ConstantOp | arith.MuliOp, rewriter: PatternRewriter) -> None:
        self.seen.append(("typed", op.name))


class _Named(RewritePattern):
    op_names = frozenset({"arith.muli", "arith.subi"})

    def __init__(self, seen: list):
        self.seen = seen

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        self.seen.append(("named", op.name))


class _Any(RewritePattern):
    def __init__(self, seen: list):
        self.seen = seen

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        self.seen.append(("any", op.name))


def test_pattern_op_types():
    assert pattern_op_types(_Declared([])) == (arith.AddiOp,)
    assert pattern_op_types(_Typed([])) == (arith.ConstantOp, arith.MuliOp)
    assert pattern_op_types(_Any([])) is None


def test_pattern_filter():
    assert pattern_filter(_Declared([]))(arith.AddiOp) and not pattern_filter(_Declared([]))(arith.MuliOp)
    assert pattern_filter(_Named([]))(arith.MuliOp) and not pattern_filter(_Named([]))(arith.AddiOp)
    assert pattern_filter(_Any([]))(arith.AddiOp) and pattern_filter(_Any([]))(test.TestOp)


def test_only_matching_patterns_are_tried_in_order():
    seen: list = []
    c = arith.ConstantOp(IntegerAttr(1, i32))
    add = arith.AddiOp(c, c)
    mul = arith.MuliOp(add, add)
    user = test.TestOp([mul.result])
    module = ModuleOp([c, add, mul, user])
    applier = OpClassKeyedApplier([_Any(seen), _Declared(seen), _Named(seen), _Typed(seen)], dce_enabled=False)
    PatternRewriteWalker(applier, apply_recursively=False, walk_reverse=False).rewrite_module(module)
    assert [s for s in seen if s[1] == "arith.addi"] == [("any", "arith.addi"), ("declared", "arith.addi")]
    assert [s for s in seen if s[1] == "arith.muli"] == [("any", "arith.muli"), ("named", "arith.muli"), ("typed", "arith.muli")]
    assert [s for s in seen if s[1] == "test.op"] == [("any", "test.op")]


def test_choices_kept_per_pattern_list():
    """Appliers of the same patterns (new objects, as every pass run makes) share what each op class may match;
    another list of patterns has its own choices."""
    from aiopt.support.pattern_dispatch import _SELECTIONS, pattern_filter_key

    assert pattern_filter_key(_Declared([])) == ("types", (arith.AddiOp,))
    assert pattern_filter_key(_Named([])) == ("names", frozenset({"arith.muli", "arith.subi"}))
    assert pattern_filter_key(_Any([])) is None
    first = OpClassKeyedApplier([_Declared([]), _Named([]), _Any([])])
    assert [type(p) for p in first.select(arith.MuliOp)] == [_Named, _Any]
    second = OpClassKeyedApplier([_Declared([]), _Named([]), _Any([])])
    assert second._selections is first._selections and arith.MuliOp in second._selections
    chosen = second.select(arith.MuliOp)
    assert [type(p) for p in chosen] == [_Named, _Any] and chosen[0] is second.rewrite_patterns[1]
    other = OpClassKeyedApplier([_Any([]), _Declared([])])
    assert other._selections is not first._selections
    assert [type(p) for p in other.select(arith.AddiOp)] == [_Any, _Declared]
    assert _SELECTIONS[(None, ("types", (arith.AddiOp,)))][arith.AddiOp] == (0, 1)


def test_greedy_applier_folds_and_erases_as_xdsl():
    """aiopt's GreedyRewritePatternApplier (is_trivially_dead imported once) leaves the IR xDSL's leaves, with
    folding on: dead ops erased, the others folded where they fold, then the patterns tried in order."""
    from xdsl.pattern_rewriter import GreedyRewritePatternApplier as XdslApplier

    from aiopt.support.asm_printer import render
    from aiopt.support.parsing import parse_module
    from aiopt.support.pattern_dispatch import GreedyRewritePatternApplier
    from aiopt.support.registry import default_registry

    ctx = default_registry().make_context()
    text = """func.func @f(%x: i32) -> (i32, i32) {
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %dead = arith.muli %x, %a : i32
  %s = arith.addi %a, %b : i32
  %t = arith.subi %x, %s : i32
  return %s, %t : i32, i32
}
"""
    results = []
    for applier_class in (XdslApplier, GreedyRewritePatternApplier):
        module = parse_module(ctx, text, "t.mlir")
        seen: list = []
        applier = applier_class([_Declared(seen), _Any(seen)], ctx=ctx, folding_enabled=True)
        PatternRewriteWalker(applier).rewrite_module(module)
        results.append((render(module), seen))
    assert results[0] == results[1]
    assert "arith.muli" not in results[1][0] and "arith.subi" in results[1][0]
    assert ("any", "arith.subi") in results[1][1] and ("declared", "arith.addi") in results[1][1]


def test_op_class_walker_rewrites_as_xdsl_walker():
    """OpClassWalker starts from the ops of the pattern's classes only and leaves the IR xDSL's walker
    leaves (reconcile-unrealized-casts: chains folded, a cast to another type kept); it walks every op for a
    pattern of any class."""
    from xdsl.transforms.reconcile_unrealized_casts import ReconcileUnrealizedCastsPattern

    from aiopt.support.asm_printer import render
    from aiopt.support.parsing import parse_module
    from aiopt.support.pattern_dispatch import OpClassWalker
    from aiopt.support.registry import default_registry

    ctx = default_registry().make_context()
    text = """func.func @f(%a: i64, %b: i32) -> (i64, index, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  %2 = builtin.unrealized_conversion_cast %b : i32 to index
  %3 = arith.addi %1, %1 : i64
  %4 = builtin.unrealized_conversion_cast %3 : i64 to index
  %5 = builtin.unrealized_conversion_cast %4 : index to i64
  return %5, %2, %1 : i64, index, i64
}
"""
    printed = []
    for walker_class in (PatternRewriteWalker, OpClassWalker):
        module = parse_module(ctx, text, "t.mlir")
        walker_class(ReconcileUnrealizedCastsPattern(warn_on_failure=False)).rewrite_module(module)
        printed.append(render(module))
    assert printed[0] == printed[1]
    assert printed[1].count("unrealized_conversion_cast") == 1 and "arith.addi %arg0, %arg0" in printed[1]

    seen: list = []
    module = parse_module(ctx, text, "t.mlir")
    OpClassWalker(_Any(seen), apply_recursively=False).rewrite_module(module)
    assert len(seen) == 8  # the function, its six ops and the return
    seen.clear()
    OpClassWalker(_Declared(seen), apply_recursively=False).rewrite_module(parse_module(ctx, text, "t.mlir"))
    assert seen == [("declared", "arith.addi")]  # xDSL's walker hands it all eight


def test_is_trivially_dead_answers_as_xdsl():
    """is_trivially_dead (trait checks kept per op class) answers xDSL's on used and unused pure ops, stores,
    terminators, symbols and unregistered ops."""
    from xdsl.transforms import dead_code_elimination

    from aiopt.support.parsing import parse_module
    from aiopt.support.pattern_dispatch import is_trivially_dead
    from aiopt.support.registry import default_registry

    text = """func.func @f(%x: i32, %m: memref<2xi32>) -> i32 {
  %c = arith.constant 0 : index
  %unused = arith.muli %x, %x : i32
  %used = arith.addi %x, %x : i32
  memref.store %used, %m[%c] : memref<2xi32>
  "foo.bar"() : () -> ()
  %u = "foo.baz"(%x) : (i32) -> i32
  return %used : i32
}
func.func private @g()
"""
    module = parse_module(default_registry().make_context(allow_unregistered=True), text, "t.mlir")
    answers = {op.name + str(i): (is_trivially_dead(op), is_trivially_dead(op)) for i, op in enumerate(module.walk())}
    expected = {op.name + str(i): dead_code_elimination.is_trivially_dead(op) for i, op in enumerate(module.walk())}
    assert answers == {name: (dead, dead) for name, dead in expected.items()}
    assert expected["arith.muli3"] and not expected["arith.addi4"] and not expected["func.return8"]


class _SubiToRhs(RewritePattern):
    """Replaces an `arith.subi` by its right operand (its left one's definition may then be dead)."""

    def __init__(self, seen: list):
        self.seen = seen

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.SubiOp, rewriter: PatternRewriter) -> None:
        self.seen.append(op.name)
        rewriter.replace(op, [], [op.rhs])


def test_idle_skipping_walker_rewrites_as_xdsl_walker():
    """IdleSkippingWalker hands its applier only the ops it would change (of a class with patterns, or dead by
    the time they come off the worklist: the muli the rewrite of the subi frees up) and leaves the IR xDSL's
    walker leaves."""
    from aiopt.support.asm_printer import render
    from aiopt.support.parsing import parse_module
    from aiopt.support.pattern_dispatch import IdleSkippingWalker
    from aiopt.support.registry import default_registry

    ctx = default_registry().make_context()
    text = """func.func @f(%x: i32, %m: memref<2xi32>) -> i32 {
  %a = arith.muli %x, %x : i32
  %dead = arith.addi %x, %x : i32
  %c = arith.constant 0 : index
  memref.store %x, %m[%c] : memref<2xi32>
  %s = arith.subi %a, %x : i32
  return %s : i32
}
"""
    results = []
    for walker_class in (PatternRewriteWalker, IdleSkippingWalker):
        module = parse_module(ctx, text, "t.mlir")
        seen: list = []
        applier = OpClassKeyedApplier([_SubiToRhs(seen)])
        visited: list = []
        counting = _Counting(applier, visited)
        walker = (
            walker_class(counting)
            if walker_class is PatternRewriteWalker
            else walker_class(counting, idle=applier.idle)
        )
        walker.rewrite_module(module)
        results.append((render(module), seen, visited))
    assert results[0][:2] == results[1][:2]
    assert "arith.muli" not in results[1][0] and "arith.addi" not in results[1][0] and "memref.store" in results[1][0]
    assert results[1][1] == ["arith.subi"]
    assert sorted(results[1][2]) == ["arith.addi", "arith.muli", "arith.subi"]  # xDSL's walker visits every op
    assert len(results[0][2]) > len(results[1][2])


class _Counting(RewritePattern):
    def __init__(self, pattern: RewritePattern, visited: list):
        self.pattern = pattern
        self.visited = visited

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        self.visited.append(op.name)
        self.pattern.match_and_rewrite(op, rewriter)


def test_idle_asks_patterns_that_may_match_anything():
    """KeyedApplier.idle: an op whose class has canonicalize's any-class pattern only is idle when that pattern
    leaves it alone (no canonicalization pattern: the func.return, not the unused-pure cf.br), an op that
    folds is not idle where folding is on, a dead op is never idle."""
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry
    from aiopt.transforms.canonicalize import CanonicalizationRewritePattern

    ctx = default_registry().make_context()
    text = """func.func @f(%x: i32) -> i32 {
  %dead = arith.muli %x, %x : i32
  %s = arith.addi %x, %x : i32
  cf.br ^bb1
^bb1:
  return %s : i32
}
"""
    module = parse_module(ctx, text, "t.mlir")
    ops = {op.name: op for op in module.walk()}
    folding = OpClassKeyedApplier([CanonicalizationRewritePattern()], ctx=ctx, folding_enabled=True)
    plain = OpClassKeyedApplier([CanonicalizationRewritePattern()], ctx=ctx)
    assert folding.idle(ops["func.return"]) and not folding.idle(ops["cf.br"])  # cf.br has xDSL's patterns
    assert not folding.idle(ops["arith.addi"]) and not folding.idle(ops["arith.muli"])  # a folder; dead
    assert not plain.idle(ops["arith.muli"]) and plain.idle(ops["func.return"])
    assert not OpClassKeyedApplier([_Any([])]).idle(ops["func.return"])  # may match it: not idle


class _PerInstance(RewritePattern):
    """Op classes of each instance's own (an instance attribute)."""

    def __init__(self, op_types: tuple):
        self.op_types = op_types

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        pass


class _Computed(RewritePattern):
    """Op classes a property computes from the instance."""

    def __init__(self, names: frozenset):
        self._names = names

    @property
    def op_names(self) -> frozenset:
        return self._names

    def match_and_rewrite(self, op, rewriter: PatternRewriter) -> None:
        pass


def _uncached_filter_key(pattern: RewritePattern):
    names = getattr(pattern, "op_names", None)
    if names is not None:
        return ("names", frozenset(names))
    op_types = pattern_op_types(pattern)
    return None if op_types is None else ("types", op_types)


def test_filter_keys_kept_per_class_only_where_the_class_decides():
    """Patterns of classes whose op classes or names are the class's: the key computed from the pattern, asked
    twice (the second from the class's); an instance's own op_types, or op_names a property computes, are
    read from each pattern (two instances, two keys)."""
    from aiopt.support.pattern_dispatch import pattern_filter_key

    patterns = [_Declared([]), _Typed([]), _Named([]), _Any([])]
    for _ in range(2):
        assert [pattern_filter_key(p) for p in patterns] == [_uncached_filter_key(p) for p in patterns]
    for make, first, second in (
        (_PerInstance, (arith.AddiOp,), (arith.MuliOp,)),
        (_Computed, frozenset({"arith.addi"}), frozenset({"arith.muli"})),
    ):
        keys = [pattern_filter_key(make(first)), pattern_filter_key(make(second)), pattern_filter_key(make(first))]
        assert keys == [_uncached_filter_key(make(value)) for value in (first, second, first)]
        assert keys[0] != keys[1]


def test_filter_keys_of_the_pipelines_patterns():
    """Every pattern canonicalize, convert-to-llvm and convert-mhlo-to-linalg make: the key computed from the
    pattern, before and after the classes' keys are kept."""
    import aiopt.dialects.hlo  # noqa: F401  (the HLO patterns are made once it is loaded)
    from aiopt.lowering.convert_to_llvm import populate_convert_to_llvm_patterns
    from aiopt.lowering.llvm_type_converter import LLVMTypeConverter
    from aiopt.lowering.mhlo_to_linalg import populate_mhlo_to_linalg_patterns
    from aiopt.support.pattern_dispatch import pattern_filter_key
    from aiopt.transforms import canonicalize

    def every_pattern():
        return [
            canonicalize.CanonicalizationRewritePattern(),
            *canonicalize.populate_arith_canonicalization_patterns(),
            *canonicalize.builtin_dialect_patterns(),
            *canonicalize.hlo_patterns(canonicalize.DEFAULT_MAX_FOLD_ELEMENTS),
            *populate_convert_to_llvm_patterns(LLVMTypeConverter()),
            *populate_mhlo_to_linalg_patterns(),
        ]

    for _ in range(2):
        patterns = every_pattern()
        assert len(patterns) > 400
        assert [pattern_filter_key(p) for p in patterns] == [_uncached_filter_key(p) for p in patterns]


def test_canonicalize_keeps_its_patterns_per_loaded_dialects():
    """canonicalize's patterns are made once per fold limit and set of loaded dialects: a second run gets the same
    objects, in the order a fresh list has them, with their own filter keys; another limit makes others. None of
    them keeps anything of a run (frozen, or without fields), `CanonicalizationRewritePattern`'s choices aside."""
    import dataclasses

    import aiopt.dialects.hlo  # noqa: F401  (the HLO patterns are made once it is loaded)
    from aiopt.support.pattern_dispatch import pattern_filter_key
    from aiopt.transforms import canonicalize

    made = [canonicalize.canonicalization_patterns(canonicalize.DEFAULT_MAX_FOLD_ELEMENTS)]
    while len(made) < 2 or made[-1] is not made[-2]:  # until making them imports no other dialect
        made.append(canonicalize.canonicalization_patterns(canonicalize.DEFAULT_MAX_FOLD_ELEMENTS))
        assert len(made) < 6
    patterns, keys = made[-1]
    fresh = [
        canonicalize.CommuteConstantToRight(),
        canonicalize.FoldIntegerBinaryConstants(),
        canonicalize.CanonicalizationRewritePattern(),
        *canonicalize.populate_arith_canonicalization_patterns(),
        *canonicalize.builtin_dialect_patterns(),
        *canonicalize.hlo_patterns(canonicalize.DEFAULT_MAX_FOLD_ELEMENTS),
    ]
    assert [type(p) for p in patterns] == [type(p) for p in fresh]
    assert [vars(p) for p in patterns if dataclasses.is_dataclass(p)] == [
        vars(p) for p in fresh if dataclasses.is_dataclass(p)
    ]
    assert list(keys) == [pattern_filter_key(p) for p in fresh] == [_uncached_filter_key(p) for p in patterns]
    other, _ = canonicalize.canonicalization_patterns(16)
    assert other is not patterns
    assert {p.max_elements for p in other if hasattr(p, "max_elements")} == {16}
    for pattern in patterns:
        state = getattr(pattern, "__dict__", None)
        frozen = dataclasses.is_dataclass(pattern) and type(pattern).__dataclass_params__.frozen
        assert frozen or not state or type(pattern) is canonicalize.CanonicalizationRewritePattern, type(pattern)


def test_upstream_pattern_enabled_within_active_labels():
    """A class doing several of upstream's patterns asks for each rewrite's name: `{anonymous}::Name` and the
    class's own name count; the labels hold only within `active_pattern_labels`, nested ones restored."""
    from aiopt.support.pattern_dispatch import active_pattern_labels, pattern_label_filter, upstream_pattern_enabled
    from aiopt.transforms.canonicalize_arith import CombineAddSubConstants

    pattern = CombineAddSubConstants()
    assert upstream_pattern_enabled(pattern, "AddIAddConstant")
    with active_pattern_labels((), ("{anonymous}::AddIAddConstant",)):
        assert not upstream_pattern_enabled(pattern, "AddIAddConstant")
        assert upstream_pattern_enabled(pattern, "SubIRHSAddConstant")
        with active_pattern_labels((), ()):  # a nested canonicalize without labels: the outer ones do not hold
            assert upstream_pattern_enabled(pattern, "AddIAddConstant")
        with active_pattern_labels(("SubIRHSAddConstant",), ()):
            assert upstream_pattern_enabled(pattern, "SubIRHSAddConstant")
            assert not upstream_pattern_enabled(pattern, "AddISubConstantRHS")
        assert not upstream_pattern_enabled(pattern, "AddIAddConstant")
    with active_pattern_labels((), ("CombineAddSubConstants",)):
        assert not upstream_pattern_enabled(pattern, "SubIRHSAddConstant")
    assert upstream_pattern_enabled(pattern, "AddIAddConstant")
    # The class stays unless its own name is disabled: its rewrites choose.
    assert pattern_label_filter((), ("AddIAddConstant",))(pattern)
    assert pattern_label_filter(("Other",), ())(pattern)
    assert not pattern_label_filter((), ("CombineAddSubConstants",))(pattern)
