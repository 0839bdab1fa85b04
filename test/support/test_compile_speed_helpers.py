"""The helpers that stand in for slower xDSL code give xDSL's answers: region_dce, irdl_build_arg_list,
SkippingWalker, walk_ops and the walker's worklist population."""

from __future__ import annotations

import pytest

FUNCTIONS = """func.func @f(%x: i32, %c: i1, %m: memref<2xi32>) -> i32 {
  %dead = arith.addi %x, %x : i32
  %dead2 = arith.muli %dead, %dead : i32
  %live = arith.subi %x, %x : i32
  %i = arith.constant 0 : index
  memref.store %dead2, %m[%i] : memref<2xi32>
  cf.cond_br %c, ^a(%live : i32), ^b
^a(%v: i32):
  %unused = arith.xori %v, %v : i32
  cf.br ^b
^b:
  return %live : i32
^unreachable:
  %u = arith.addi %x, %x : i32
  cf.br ^unreachable
}
func.func @g(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = scf.execute_region -> i32 {
    %2 = arith.muli %x, %x : i32
    scf.yield %x : i32
  }
  return %x : i32
}
"""


def _module(text: str):
    from aiopt.support.parsing import parse_module
    from aiopt.support.registry import default_registry

    return parse_module(default_registry().make_context(), text, "t.mlir")


def test_region_dce_erases_what_xdsl_erases():
    """Dead chains, ops whose only users are dead, unreachable blocks and dead ops in nested regions go, the
    store and what it reads stay; the answer (whether anything was erased) is xDSL's, a second time too."""
    from xdsl.transforms.dead_code_elimination import region_dce as xdsl_region_dce

    from aiopt.support.asm_printer import render
    from aiopt.support.region_dce import region_dce

    printed, answers = [], []
    for dce in (xdsl_region_dce, region_dce):
        module = _module(FUNCTIONS)
        answers.append((dce(module.body), dce(module.body)))
        printed.append(render(module))
    assert printed[0] == printed[1]
    assert answers[0] == answers[1] == (True, False)
    assert "arith.muli %0, %0" in printed[1] and "arith.xori" not in printed[1] and "^bb3" not in printed[1]
    assert "arith.muli %arg0, %arg0" not in printed[1]


ALL_LIVE_BUT_UNREACHABLE = """func.func @f(%x: i32, %c: i1) -> i32 {
  %live = arith.addi %x, %x : i32
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^b
^b:
  return %live : i32
^unreachable:
  %u = arith.muli %x, %x : i32
  cf.br ^b
}
"""


@pytest.mark.parametrize("text", [ALL_LIVE_BUT_UNREACHABLE, "func.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\n"])
def test_region_dce_with_every_reached_op_live(text):
    """Where every op it reaches is live, region_dce still erases an unreachable block (whose ops it never
    reaches), as xDSL's; with nothing to erase it changes nothing and says so."""
    from xdsl.transforms.dead_code_elimination import region_dce as xdsl_region_dce

    from aiopt.support.asm_printer import render
    from aiopt.support.region_dce import region_dce

    printed, answers = [], []
    for dce in (xdsl_region_dce, region_dce):
        module = _module(text)
        answers.append(dce(module.body))
        printed.append(render(module))
    assert printed[0] == printed[1]
    assert answers[0] == answers[1] == (text is ALL_LIVE_BUT_UNREACHABLE)
    if text is ALL_LIVE_BUT_UNREACHABLE:
        assert "arith.muli" not in printed[1] and "arith.addi" in printed[1]


@pytest.mark.parametrize(
    "operands",
    [
        [[]],  # a non-variadic operand given none
        [["A", "B"], "B"],  # given two
        ["A"],  # too few groups
        [None, "B"],  # None for a non-optional operand
    ],
)
def test_irdl_build_arg_list_fails_as_xdsl(operands):
    """Wrong operand groups raise xDSL's ValueError, with xDSL's message."""
    from xdsl.dialects import arith
    from xdsl.dialects.builtin import i32
    from xdsl.irdl.operations import VarIRConstruct

    from aiopt.support.irdl_build_args import irdl_build_arg_list, xdsl_irdl_build_arg_list

    module = _module("func.func @f(%a: i32, %b: i32) {\n  return\n}\n")
    a, b = module.body.block.first_op.body.block.args
    args = [[{"A": a, "B": b}[v] for v in g] if isinstance(g, list) else g and {"A": a, "B": b}[g] for g in operands]
    op_def = arith.AddiOp.get_irdl_definition()
    messages = []
    for build in (xdsl_irdl_build_arg_list, irdl_build_arg_list):
        with pytest.raises(ValueError) as error:
            build(VarIRConstruct.OPERAND, args, op_def.operands, "prefix: ")
        messages.append(str(error.value))
    assert messages[0] == messages[1]
    assert arith.AddiOp(a, b).result.type == i32  # ops are built through aiopt's


def test_irdl_build_arg_list_builds_as_xdsl():
    """Plain values, one-element lists, variadic lists and None for an optional group: xDSL's lists and sizes."""
    from xdsl.dialects import func
    from xdsl.irdl.operations import VarIRConstruct

    from aiopt.support.irdl_build_args import irdl_build_arg_list, xdsl_irdl_build_arg_list

    module = _module("func.func @f(%a: i32, %b: i32) {\n  return\n}\n")
    a, b = module.body.block.first_op.body.block.args
    op_def = func.ReturnOp.get_irdl_definition()
    for args in ([[a, b]], [[]], [(a,)]):
        assert irdl_build_arg_list(VarIRConstruct.OPERAND, args, op_def.operands) == xdsl_irdl_build_arg_list(
            VarIRConstruct.OPERAND, args, op_def.operands
        )


def test_skipping_walker_rewrites_as_xdsl_walker():
    """convert-to-llvm's walker, which skips the llvm ops and casts it makes, gives the IR of a walker that visits
    them (xDSL's, but for the stand-ins of values the conversion replaced: ops without a block, which a rewritten
    op's operands hand to the worklist and which xDSL's walker would try to rewrite in place)."""
    from xdsl.ir import Operation
    from xdsl.pattern_rewriter import PatternRewriteWalker

    class VisitingWalker(PatternRewriteWalker):
        def _add_operands_to_worklist(self, operands):
            super()._add_operands_to_worklist([v for v in operands if not isinstance(v.owner, Operation) or v.owner.parent])

    from aiopt.lowering import llvm_type_converter
    from aiopt.lowering.convert_to_llvm import ConvertToLLVMPass
    from aiopt.support.asm_printer import render
    from aiopt.support.registry import default_registry

    text = """func.func @f(%m: memref<4x?xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<4x?xf32>
  %c = arith.constant 2.0 : f32
  %r = arith.mulf %v, %c : f32
  %e = math.exp %r : f32
  cf.br ^b(%e : f32)
^b(%x: f32):
  return %x : f32
}
"""
    printed = []
    skipping = llvm_type_converter.SkippingWalker
    try:
        for walker in (lambda pattern, apply_recursively, skip: VisitingWalker(pattern), skipping):
            llvm_type_converter.SkippingWalker = walker
            module = _module(text)
            ConvertToLLVMPass().apply(default_registry().make_context(), module)
            printed.append(render(module))
    finally:
        llvm_type_converter.SkippingWalker = skipping
    assert printed[0] == printed[1]
    assert "llvm.getelementptr" in printed[1] and "memref.load" not in printed[1]


@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("region_first", [False, True])
def test_walk_ops_lists_what_xdsl_walk_yields(reverse, region_first):
    """Of a module, a region, a block and an op with nested regions and several blocks: xDSL's order."""
    from aiopt.support.worklist_population import walk_ops

    module = _module(FUNCTIONS)
    g = list(module.ops)[1]
    for root in (module, module.body, module.body.block, g, g.body.block.first_op.next_op):
        expected = list(root.walk(reverse=reverse, region_first=region_first))
        assert walk_ops(root, reverse=reverse, region_first=region_first) == expected


@pytest.mark.parametrize("walk_reverse", [False, True])
@pytest.mark.parametrize("walk_regions_first", [False, True])
def test_walker_worklist_is_xdsls(walk_reverse, walk_regions_first):
    """The walker's worklist after population holds xDSL's pushes, in order, an op already in it kept where it
    was; a worklist with its own `push` gets every op through it."""
    from xdsl.pattern_rewriter import PatternRewriteWalker, RewritePattern
    from xdsl.utils.worklist import Worklist

    from aiopt.support.pattern_dispatch import SkippingWorklist

    class Nothing(RewritePattern):
        def match_and_rewrite(self, op, rewriter):
            pass

    module = _module(FUNCTIONS)
    first = module.body.block.first_op
    walker = PatternRewriteWalker(Nothing(), walk_reverse=walk_reverse, walk_regions_first=walk_regions_first)
    walker._worklist.push(first)
    walker._populate_worklist(module.body)
    expected = Worklist()
    expected.push(first)
    for op in module.body.walk(reverse=not walk_reverse, region_first=not walk_regions_first):
        expected.push(op)
    assert walker._worklist._stack == expected._stack and walker._worklist._map == expected._map

    skipping = PatternRewriteWalker(Nothing(), walk_reverse=walk_reverse, walk_regions_first=walk_regions_first)
    skipping._worklist = SkippingWorklist(lambda op: op.name.startswith("arith."))
    skipping._populate_worklist(module.body)
    walked = module.body.walk(reverse=not walk_reverse, region_first=not walk_regions_first)
    assert skipping._worklist._stack == [op for op in walked if not op.name.startswith("arith.")]


def test_walker_loop_is_xdsls():
    """The walker's loop (`process_worklist`) visits the ops xDSL's does, in its order, with the rewriter reset
    as xDSL's (current op, insertion point before it, no name hint, no action), rewrites the same and answers
    the same; a pattern that raises becomes the same error."""
    from xdsl.pattern_rewriter import PatternRewriteWalker, RewritePattern
    from xdsl.rewriter import InsertPoint

    from aiopt.support import worklist_population
    from aiopt.support.asm_printer import render
    from aiopt.transforms.canonicalize import CanonicalizationRewritePattern

    class Recording(RewritePattern):
        def __init__(self, seen, fail_on=None):
            self.seen, self.fail_on, self.inner = seen, fail_on, CanonicalizationRewritePattern()

        def match_and_rewrite(self, op, rewriter):
            before = InsertPoint.before(op)
            self.seen.append((op.name, rewriter._current_operation is op, rewriter.insertion_point == before))
            self.seen.append((rewriter.name_hint, rewriter.has_done_action))
            if op.name == self.fail_on:
                raise ValueError("no")
            rewriter.name_hint = "hint"
            self.inner.match_and_rewrite(op, rewriter)

    xdsl_loop, ours = worklist_population.xdsl_process_worklist, worklist_population.process_worklist
    assert xdsl_loop is not None and PatternRewriteWalker._process_worklist is ours
    text = FUNCTIONS.replace("%live = arith.subi %x, %x", "%k = arith.constant 2 : i32\n  %live = arith.muli %x, %k")
    results = []
    try:
        for loop in (xdsl_loop, ours):
            PatternRewriteWalker._process_worklist = loop
            seen = []
            module = _module(text)
            changed = PatternRewriteWalker(Recording(seen)).rewrite_module(module)
            with pytest.raises(ValueError) as failure:
                PatternRewriteWalker(Recording([], fail_on="arith.muli")).rewrite_module(_module(text))
            error = "\n".join([str(failure.value), *getattr(failure.value, "__notes__", [])])
            results.append((seen, changed, render(module), error))
    finally:
        PatternRewriteWalker._process_worklist = ours
    assert results[0] == results[1]
    assert results[1][1] and "Error while applying pattern: no" in results[1][3]


def test_result_only_effects_answers_as_xdsl():
    """Pure ops, reads, writes, allocations, frees, ops with regions (recursive effects) and ops without a
    memory-effect trait: xDSL's answer for each, asked twice (the second from the per-class answer)."""
    from xdsl.transforms.dead_code_elimination import result_only_effects as xdsl_result_only_effects

    from aiopt.support.pattern_dispatch import result_only_effects

    module = _module(
        FUNCTIONS
        + """func.func @h(%m: memref<2xi32>, %i: index, %c: i1) -> i32 {
  %v = memref.load %m[%i] : memref<2xi32>
  %a = memref.alloc() : memref<2xi32>
  memref.dealloc %a : memref<2xi32>
  %s = scf.if %c -> i32 {
    scf.yield %v : i32
  } else {
    memref.store %v, %m[%i] : memref<2xi32>
    scf.yield %v : i32
  }
  %t = scf.if %c -> i32 {
    scf.yield %v : i32
  } else {
    scf.yield %s : i32
  }
  %u = "test.unknown"(%t) : (i32) -> i32
  return %u : i32
}
"""
    )
    answers = {}
    for _ in range(2):
        for op in module.walk():
            assert result_only_effects(op) == xdsl_result_only_effects(op), op.name
            answers.setdefault(op.name, set()).add(result_only_effects(op))
    assert answers["arith.addi"] == answers["memref.load"] == {True}
    assert answers["memref.store"] == answers["memref.alloc"] == answers["builtin.unregistered"] == {False}
    assert answers["scf.if"] == {True, False}


def test_result_only_effects_of_nested_regions_answers_as_xdsl():
    """Loops and branches (recursive effects) whose bodies only read, allocate (xDSL's allocation effect
    names no value: an effect), store deep inside or hold an op of unknown effects: xDSL's answer for
    each op, the nested ones too."""
    from xdsl.transforms.dead_code_elimination import result_only_effects as xdsl_result_only_effects

    from aiopt.support.pattern_dispatch import result_only_effects

    module = _module(
        """func.func @h(%m: memref<4xi32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xi32>
    %v = memref.load %m[%i] : memref<4xi32>
    scf.if %c {
      %w = arith.addi %v, %v : i32
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %m[%i] : memref<4xi32>
    scf.for %j = %c0 to %n step %c1 {
      scf.if %c {
        memref.store %v, %m[%j] : memref<4xi32>
      }
    }
  }
  scf.for %i = %c0 to %n step %c1 {
    "test.unknown"() : () -> ()
  }
  %r = scf.if %c -> memref<4xi32> {
    %a = memref.alloc() : memref<4xi32>
    scf.yield %a : memref<4xi32>
  } else {
    scf.yield %m : memref<4xi32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %m[%i] : memref<4xi32>
    scf.reduce
  }
  return
}
"""
    )
    for _ in range(2):
        for op in module.walk():
            assert result_only_effects(op) == xdsl_result_only_effects(op), op.name
    function = module.body.block.first_op
    outer = [(op.name, result_only_effects(op)) for op in function.body.block.ops if op.regions]
    assert outer == [
        ("scf.for", False),
        ("scf.for", False),
        ("scf.for", False),
        ("scf.if", False),
        ("scf.parallel", True),
    ]


def test_result_only_effects_answers_as_xdsl_through_the_cpu_pipeline():
    """Every op of the MLP and the softmax after each pass of the CPU pipeline: xDSL's answer."""
    from pathlib import Path

    from xdsl.transforms.dead_code_elimination import result_only_effects as xdsl_result_only_effects

    from aiopt.support.pass_pipeline import (
        OpPassManager,
        PassInstrumentation,
        build_pass_manager,
        parse_pipeline_text,
        run_pass_manager,
    )
    from aiopt.support.pattern_dispatch import result_only_effects
    from aiopt.support.registry import default_registry
    from aiopt.transforms.hlo_to_cpu_pipeline import stage_pipeline

    asked = set()

    def check(scheduled, root) -> None:
        for op in root.walk():
            assert result_only_effects(op) == xdsl_result_only_effects(op), (op.name, scheduled)
            if op.regions:
                asked.add(op.name)

    registry = default_registry()
    for name in ("mlp", "softmax"):
        text = (Path(__file__).resolve().parents[2] / "examples" / "models" / f"{name}.stablehlo.mlir").read_text()
        module = _module(text)
        manager = build_pass_manager(
            registry, parse_pipeline_text(stage_pipeline("hlo")), OpPassManager("builtin.module")
        )
        run_pass_manager(
            manager, registry.make_context(), module, PassInstrumentation(after=[check]), lambda op: None, lambda: 0
        )
    assert {"scf.for", "scf.parallel", "linalg.generic"} <= asked


def test_named_accessors_give_xdsls_values():
    """Every named operand, result, region and successor of ops with segment sizes (properties or attributes,
    variadic and optional groups) and without: the same values as xDSL's accessors, a second read too."""
    from xdsl.irdl.operations import BaseAccessor, BaseAttrAccessor

    from aiopt.support import segment_accessors

    module = _module(
        FUNCTIONS
        + """func.func @k(%a: tensor<4xf32>, %b: tensor<4xf32>, %m: memref<8x8xf32>, %n: index, %c: i1) {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %v = memref.subview %m[%n, 0] [2, %n] [1, 1] : memref<8x8xf32> to memref<2x?xf32, strided<[8, 1], offset: ?>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.reduce
  }
  cf.cond_br %c, ^t(%n : index), ^f
^t(%q: index):
  return
^f:
  return
}
"""
    )
    checked = set()
    for op in module.walk():
        accessors = {}
        for klass in reversed(type(op).__mro__):
            accessors.update(vars(klass))
        for name, accessor in accessors.items():
            if isinstance(accessor, BaseAttrAccessor):
                original = segment_accessors.xdsl_attr_accessor_get
            elif isinstance(accessor, BaseAccessor):
                original = segment_accessors.xdsl_accessor_get
            else:
                continue
            expected = original(accessor, op)
            for _ in range(2):
                got = getattr(op, name)
                assert type(got) is type(expected) or isinstance(expected, type(got)), (op.name, name)
                if expected is None or not hasattr(expected, "__len__"):
                    assert got is expected, (op.name, name)
                else:
                    assert tuple(got) == tuple(expected), (op.name, name)
            checked.add((op.name, name))
    assert {("linalg.generic", "inputs"), ("linalg.generic", "outputs"), ("memref.subview", "offsets")} <= checked
    assert {("scf.parallel", "upperBound"), ("cf.cond_br", "then_arguments"), ("arith.addi", "lhs")} <= checked
