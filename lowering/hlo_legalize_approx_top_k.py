"""`hlo-legalize-approx-top-k`: `custom_call @ApproxTopK` (jax.lax.approx_max_k / approx_min_k) as sort + slice.

XLA's CPU and GPU backends compute the call exactly (its fallback,
`aiopt.reference.hlo.approx_top_k`): the inputs sorted together along
`reduction_dim` by the comparator function, then the first k; for k = 1 a
reduce from the init values whose body keeps the accumulators where the
comparator of (accumulators, element) holds. The comparator function is
inlined into the sort's (or the reduce's) region, and erased once nothing
refers to it:

    func.func @top_k_gt_f32_comparator(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>)
        -> tensor<i1> {
      %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
    }
    %v, %i = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %minus_one) {
        called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true,
        is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64,
        reduction_input_size_override = -1 : i64, top_k = 5 : i64}}
      : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)

becomes

    %s:2 = "stablehlo.sort"(%x, %iota) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>):
      %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %0 : tensor<i1>
    }) : (tensor<4x100xf32>, tensor<4x100xi32>) -> (tensor<4x100xf32>, tensor<4x100xi32>)
    %v = stablehlo.slice %s#0 [0:4, 0:5] : (tensor<4x100xf32>) -> tensor<4x5xf32>
    %i = stablehlo.slice %s#1 [0:4, 0:5] : (tensor<4x100xi32>) -> tensor<4x5xi32>

The ops are of the call's dialect (stablehlo or mhlo). The sort is stable
(XLA asks for none; its CPU TopK kernel, which takes a max-k of f32 and bf16,
keeps equal keys in index order). A call whose options or types do not fit
(XLA's checks: `approx_top_k_call`) fails the pass with a located error, as
does the TPU's approximate algorithm (`is_fallback = false` on long
dimensions). The CPU and GPU pipelines run the pass first, so that the
comparator functions (which end in `stablehlo.return`) are gone before
anything lowers functions.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable
from xdsl.utils.symbol_table import SymbolTable as SymbolTableUtils
from xdsl.utils.symbol_table import Visibility

from aiopt.dialects import func, mhlo, stablehlo
from aiopt.dialects.hlo.types import element_type_of, shape_of
from aiopt.lowering.mhlo_to_linalg_utils import hlo_op_types, is_hlo_op
from aiopt.reference.hlo.approx_top_k import ApproxTopKCall, approx_top_k_call, comparator_function, is_approx_top_k
from aiopt.support.diagnostics import emit_error, op_error_message
from aiopt.support.passes import DiagnosticPass
from aiopt.support.rewriting import InheritLocation
from aiopt.transforms.symbol_dce import symbol_references_in


def _inlinable(callee: func.FuncOp) -> bool:
    """Whether the comparator's body is one block ending in a terminator of one value (func.return or an HLO
    return), so that it can be inlined into a region."""
    blocks = list(callee.body.blocks)
    return len(blocks) == 1 and blocks[0].last_op is not None and len(blocks[0].last_op.operands) == 1


def _inline_comparator(callee: func.FuncOp, block: Block, args: list[SSAValue]) -> SSAValue:
    """The comparator's body cloned at the end of `block` on `args` (lhs_0, rhs_0, lhs_1, rhs_1, ...), its
    terminator dropped; the predicate it returned."""
    body = callee.body.clone()
    source = body.blocks.first
    assert source is not None
    Rewriter.inline_block(source, InsertPoint.at_end(block), args)
    terminator = block.last_op
    assert terminator is not None
    predicate = terminator.operands[0]
    Rewriter.erase_op(terminator)
    return predicate


class ApproxTopKToSort(RewritePattern):
    """`custom_call @ApproxTopK` -> sort + slice, or reduce + reshape for k = 1 (see the module docstring)."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not is_approx_top_k(op):
            return
        call = approx_top_k_call(op)
        if isinstance(call, str):
            emit_error(op, op_error_message(op, call))
            return
        callee = comparator_function(op)
        assert callee is not None
        if not _inlinable(callee):
            emit_error(op, op_error_message(op, f"comparator @{call.comparator} must be a single block to inline"))
            return
        ops = (stablehlo if op.name.startswith("stablehlo.") else mhlo).OPS
        inputs, inits = list(op.operands[: call.inputs]), list(op.operands[call.inputs :])
        if call.how == "identity":
            rewriter.replace(op, [], inputs)
        elif call.how == "sort":
            rewriter.replace(op, *_sort_and_slice(ops, call, callee, inputs))
        else:
            rewriter.replace(op, *_reduce_and_reshape(ops, call, callee, inputs, inits, list(op.result_types)))


def _sort_and_slice(ops, call: ApproxTopKCall, callee: func.FuncOp, inputs):
    """The inputs sorted along the dimension by the comparator, sliced to the first `output_size`."""
    block = Block(arg_types=callee.function_type.inputs.data)
    predicate = _inline_comparator(callee, block, list(block.args))
    block.add_op(ops["return"]([predicate]))
    sort = ops["sort"](inputs, Region(block), call.dimension, True)
    shape = shape_of(inputs[0].type)
    assert shape is not None
    if shape[call.dimension] == call.output_size:
        return [sort], list(sort.results)
    limits = [call.output_size if d == call.dimension else size for d, size in enumerate(shape)]
    slices = [ops["slice"](value, [0] * len(shape), limits) for value in sort.results]
    return [sort, *slices], [s.results[0] for s in slices]


def _reduce_and_reshape(ops, call: ApproxTopKCall, callee: func.FuncOp, inputs, inits, result_types):
    """A reduce over the dimension from the init values: `select(cmp(acc, x), acc, x)` for every input,
    reshaped to the results' size 1 there."""
    scalars = [TensorType(element_type_of(v.type), []) for v in inputs]
    block = Block(arg_types=[*scalars, *scalars])
    accumulators, elements = list(block.args[: call.inputs]), list(block.args[call.inputs :])
    interleaved = [value for pair in zip(accumulators, elements) for value in pair]
    predicate = _inline_comparator(callee, block, interleaved)
    selects = [ops["select"](predicate, a, x) for a, x in zip(accumulators, elements)]
    block.add_ops([*selects, ops["return"]([s.results[0] for s in selects])])
    reduce = ops["reduce"](inputs, inits, [call.dimension], Region(block))
    reshapes = [ops["reshape"](value, type_) for value, type_ in zip(reduce.results, result_types)]
    return [reduce, *reshapes], [r.results[0] for r in reshapes]


def _erase_unused_comparators(module: ModuleOp, names: set[str]) -> None:
    """Erase the functions of `names` that nothing in `module` refers to any more, where they are private or
    end in an HLO return (a computation, not a function anyone can call)."""
    referenced = {
        reference.root_reference.data
        for nested in module.walk()
        for attr in (*nested.properties.values(), *nested.attributes.values())
        for reference in symbol_references_in(attr)
    }
    for name in names - referenced:
        callee = SymbolTable.lookup_symbol(module, name)
        if not isinstance(callee, func.FuncOp):
            continue
        terminator = callee.body.blocks.first.last_op if callee.body.blocks.first is not None else None
        private = SymbolTableUtils.get_symbol_visibility(callee) == Visibility.PRIVATE
        if private or is_hlo_op(terminator):
            Rewriter.erase_op(callee)


@dataclass(frozen=True)
class HloLegalizeApproxTopKPass(DiagnosticPass):
    """Rewrite `custom_call @ApproxTopK` (jax.lax.approx_max_k) as XLA computes it: sort + slice (see the module).

    Its comparator functions are inlined and erased where nothing else refers to them.

    Example, `ai-opt --hlo-legalize-approx-top-k`:

        func.func private @gt(%a: tensor<f32>, %b: tensor<f32>) -> tensor<i1> {
          %0 = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
          stablehlo.return %0 : tensor<i1>
        }
        func.func @f(%x: tensor<8xf32>, %ninf: tensor<f32>) -> tensor<3xf32> {
          %0 = stablehlo.custom_call @ApproxTopK(%x, %ninf) {called_computations = [@gt], mhlo.backend_config = {
            aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64,
            reduction_input_size_override = -1 : i64, top_k = 3 : i64}} : (tensor<8xf32>, tensor<f32>) -> tensor<3xf32>
          return %0 : tensor<3xf32>
        }

    becomes

        %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
          %2 = stablehlo.compare  GT, %arg2, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1>
          stablehlo.return %2 : tensor<i1>
        }) : (tensor<8xf32>) -> tensor<8xf32>
        %1 = stablehlo.slice %0 [0:3] : (tensor<8xf32>) -> tensor<3xf32>
    """

    name = "hlo-legalize-approx-top-k"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        calls = [nested for nested in op.walk() if is_approx_top_k(nested)]
        if not calls:
            return
        comparators = {
            call.comparator for nested in calls if isinstance(call := approx_top_k_call(nested), ApproxTopKCall)
        }
        PatternRewriteWalker(InheritLocation(ApproxTopKToSort()), apply_recursively=False).rewrite_module(op)
        _erase_unused_comparators(op, comparators)
