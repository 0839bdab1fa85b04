"""`--linalg-fuse-elementwise-ops`: fuse element-wise `linalg.generic` producers into their consumers.

As upstream MLIR's pass of that name, a `linalg.generic` on tensors whose
iterators are all parallel and whose result map is a permutation is fused
into a `linalg.generic` consumer that reads its result as an input: the
fused op reads the producer's inputs instead, its body runs the producer's
body and then the consumer's, and the intermediate tensor is gone. So
`tanh(x * y + z)`, three generics after `convert-mhlo-to-linalg`, becomes

    %r = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
        ins(%x, %y, %z : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %out: f32):
      %0 = arith.mulf %a, %b : f32
      %1 = arith.addf %0, %c : f32
      %2 = math.tanh %1 : f32
      linalg.yield %2 : f32
    } -> tensor<4xf32>

The producer operands' maps in the fused op are `producer operand map ∘
inverse(producer result map) ∘ consumer operand map`, so a broadcast (a
generic that only yields an input read through a projected permutation)
folds into its consumers as a broadcasting input map. The producer's
`linalg.index` ops read the consumer's loops through `inverse(producer result
map) ∘ consumer operand map`: they become `linalg.index` ops at the start of
the fused body (a transposed producer's `linalg.index 0` reads loop 1).

A producer is fused when the consumer is its only user, as upstream's
default control function says; a producer whose body only yields its
inputs (broadcast, transpose, copy) is fused into every consumer and stays
for its other users until it has none. Inputs that the fused op would read
twice through the same map are read once. A producer whose body reads its
init, or without whose init the loops' sizes would be unknown (an iota), is
fused keeping its result: the fused op writes it into that init first
(upstream's preserved producer results).

As upstream's pass, it also makes scalar and splat constant inputs and
`linalg.fill` inputs scalars the body reads (`FoldScalarOrSplatConstant`,
`FoldFillWithGeneric`), drops inputs the body does not read, and does what
upstream's greedy driver does besides: commutative ops take their constant
on the right, and ops left without uses or effects are erased. Generics
may have scalar operands (upstream's pure tensor semantics).

Consumers may have reduction loops: a `linalg.reduce` whose input comes
from a fusable producer is first rewritten as its `linalg.generic`.

With `fuse-multiple-uses` (an aiopt option, on in the CPU pipeline), a
producer with several users is fused into each of them and computed again
in each (as XLA's fusion duplicates cheap producers), so that softmax's
`exp(x - max)` is computed in the sum's loop and in the division's instead
of being written to memory and read twice; producers of more than
MAX_DUPLICATED_OPS ops or with more than MAX_DUPLICATED_USES users, and
fusions that would make a body of more than MAX_FUSED_OPS ops, are left
alone (so that duplication cannot blow up a program's size).

A costly producer (one with a `math` op or a division, such as softmax's
`exp(x - max)`) whose users include a reduction is not computed again:
it is fused into the reduction, which also yields its value as an extra
result (as upstream's fusion preserves a producer result that has other
users), and its other users read that result. Softmax then computes `exp`
once, in the loop of its sum:

    %s:2 = linalg.generic {iterator_types = ["parallel", "reduction"]}
        ins(%x, %max ...) outs(%sum_init, %e_init ...) {
      %d = arith.subf %a, %m : f32
      %e = math.exp %d : f32
      %acc = arith.addf %e, %sum : f32
      linalg.yield %acc, %e : f32, f32
    }

Only where the reduction reads the producer once, along every parallel loop
(softmax's rows): where it reads it twice (`h h^T`) its other input would read
the value it yields itself, and where a parallel loop is missing from the read
(an outer product's rows) every iteration of that loop would write the value.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AffineMapAttr,
    AnyFloat,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    NoneAttr,
    ShapedType,
    TensorType,
)
from xdsl.ir import Attribute, Block, Operation, OpResult, Region, SSAValue
from xdsl.ir.affine import AffineDimExpr, AffineMap
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.transforms.dead_code_elimination import RemoveUnusedOperations

from aiopt.dialects import arith, tensor
from aiopt.dialects.linalg import FillOp, GenericOp, IndexOp, ReducingOps, YieldOp, cast_signed_op, generic_of
from aiopt.support.passes import DiagnosticPass
from aiopt.support.pattern_dispatch import GreedyRewritePatternApplier
from aiopt.support.registry import option
from aiopt.support.rewriting import InheritLocation
from aiopt.support.worklist_population import walk_ops
from aiopt.transforms.canonicalize import unique_and_hoist_constants
from aiopt.transforms.canonicalize_arith import CommuteConstantToRight, constant_values, make_constant, splat_value
from aiopt.transforms.canonicalize_linalg import EraseUnusedTensorOp

_DYNAMIC = -9223372036854775808
"""A dynamic size in a shape (`?`)."""


def _maps(op: GenericOp) -> list[AffineMap]:
    return [attr.data for attr in op.indexing_maps.data]


def _on_tensors(op: GenericOp) -> bool:
    """Upstream's `hasPureTensorSemantics`: every operand a tensor or a scalar, every result a tensor."""
    operands_ok = all(isinstance(v.type, TensorType) or not isinstance(v.type, ShapedType) for v in op.operands)
    return operands_ok and all(isinstance(value.type, TensorType) for value in op.results)


def _all_parallel(op: GenericOp) -> bool:
    return all(it.data.value == "parallel" for it in op.iterator_types.data)


def _only_forwards_inputs(op: GenericOp) -> bool:
    """Whether the body is just `linalg.yield` of input arguments (a broadcast, transpose or copy)."""
    block = op.body.block
    inputs = set(block.args[: len(op.inputs)])
    return block.first_op is block.last_op and all(value in inputs for value in block.last_op.operands)


MAX_DUPLICATED_OPS = 40
"""With fuse-multiple-uses, the largest producer body (in ops) computed again in each of its users."""

MAX_FUSED_OPS = 200
"""With fuse-multiple-uses, the largest body a duplicating fusion may make."""

MAX_DUPLICATED_USES = 3
"""With fuse-multiple-uses, the most users a producer may be computed again in (each gets a copy)."""


def _body_size(op: GenericOp) -> int:
    return len(op.body.block.ops)


_COSTLY_OPS = (arith.DivfOp, arith.RemFOp, arith.DivSIOp, arith.DivUIOp, arith.RemSIOp, arith.RemUIOp)
"""Besides `math` ops: what makes a producer worth storing rather than computing again (see `preserves_producer`)."""


def _costly(op: GenericOp) -> bool:
    return any(o.dialect_name() == "math" or isinstance(o, _COSTLY_OPS) for o in op.body.walk())


def _is_reduction(op: Operation) -> bool:
    return isinstance(op, ReducingOps) or (
        isinstance(op, GenericOp) and not _all_parallel(op)
    )


def _is_projected_permutation(map_: AffineMap) -> bool:
    dims = [expr.position for expr in map_.results if isinstance(expr, AffineDimExpr)]
    return len(dims) == len(map_.results) and len(set(dims)) == len(dims)


def preserves_producer(producer: GenericOp, consumer: GenericOp, index: int, uncounted_uses: int = 0) -> bool | None:
    """With fuse-multiple-uses, how a costly `producer` with several users, one of them a reduction, fuses:
    into that reduction (`consumer`, reading it at `index`) yielding its value too (True), not into the other
    users (False, they read what the reduction yields), or None when this rule does not apply."""
    users = {use.operation for result in producer.results for use in result.uses}
    if len(users) < 2 or not _costly(producer) or len(producer.results) != 1:
        return None
    reductions = [user for user in users if _is_reduction(user)]
    if len(reductions) != 1:
        return None
    if not _is_reduction(consumer):
        return False
    reduction = reductions[0]
    if sum(use.operation is reduction for use in producer.results[0].uses) != 1:
        # Read twice (x x^T): its other input would read the value the fused op itself yields.
        return None
    # The other users will read the fused op's result: they must come after it (the consumer's place).
    others = users - {reduction}
    block = reduction.parent_block()
    if any(user.parent_block() is not block or user.is_before_in_block(reduction) for user in others):
        return None
    map_ = _maps(consumer)[index]
    # Each element is yielded by the one parallel iteration that reads it, not again by others (x x^T's rows).
    parallel = {i for i, it in enumerate(consumer.iterator_types.data) if it.data.value == "parallel"}
    read_along = {expr.position for expr in map_.results if isinstance(expr, AffineDimExpr)}
    rank = producer.results[0].type.get_num_dims()
    return _is_projected_permutation(map_) and len(map_.results) == rank and parallel <= read_along


def fusable_producer(
    consumer: GenericOp, index: int, multiple_uses: bool = False, uncounted_uses: int = 0
) -> GenericOp | None:
    """The generic producing consumer input `index`, if it can be fused into `consumer` there (not counting
    `uncounted_uses` uses of its results: those of an op that `consumer` is to replace)."""
    operand = consumer.inputs[index]
    producer = operand.owner
    if not isinstance(producer, GenericOp) or not _on_tensors(producer) or not _all_parallel(producer):
        return None
    if len(producer.outputs) != len(producer.results):
        return None
    block = producer.body.block
    if (multiple_uses or len(producer.results) != 1) and any(arg.uses for arg in block.args[len(producer.inputs) :]):
        return None  # the body reads an output of several (or fuse-multiple-uses): aiopt does not fuse
    if _maps(producer)[len(producer.inputs) + operand.index].inverse_permutation() is None:
        return None
    uses = sum(len(list(result.uses)) for result in producer.results) - uncounted_uses
    if uses != 1 and not _only_forwards_inputs(producer):
        if multiple_uses and (preserve := preserves_producer(producer, consumer, index, uncounted_uses)) is not None:
            return producer if preserve else None
        duplicable = _body_size(producer) <= MAX_DUPLICATED_OPS and uses <= MAX_DUPLICATED_USES
        if not (multiple_uses and duplicable and _body_size(producer) + _body_size(consumer) <= MAX_FUSED_OPS):
            return None
    return producer


def keeps_producer_result(producer: GenericOp, consumer: GenericOp, index: int, multiple_uses: bool = False) -> bool:
    """Whether the fused op also yields a one-result producer's result, written into its init (upstream's
    `getPreservedProducerResults`): the producer's body reads the init, or without the init and the
    fused operand the two ops' maps no longer give every loop's size (upstream's
    `isOpOperandCanBeDroppedAfterFusedLinalgs`: an iota generic without inputs fused where the consumer
    reads it along other loops). Not with fuse-multiple-uses (aiopt's pipelines, which never write such
    a producer out), nor for a forwarding producer of several users (aiopt's extension, fused into each)."""
    if len(producer.results) != 1 or multiple_uses or len(list(producer.results[0].uses)) != 1:
        return False
    if producer.body.block.args[len(producer.inputs)].uses:
        return True
    remaining = _maps(producer)[: len(producer.inputs)] + [m for i, m in enumerate(_maps(consumer)) if i != index]
    return not _covers_all_loops(remaining, max(len(producer.iterator_types), len(consumer.iterator_types)))


def _to_producer_loops(producer: GenericOp, result: int, consumer_map: AffineMap) -> AffineMap:
    """The map from the consumer's loops to the producer's: inverse(producer result map) ∘ consumer map."""
    return _maps(producer)[len(producer.inputs) + result].inverse_permutation().compose(consumer_map)


def _fused_maps(producer: GenericOp, result: int, consumer_map: AffineMap) -> list[AffineMap]:
    """The producer's input maps in the consumer's loop space."""
    to_producer_loops = _to_producer_loops(producer, result, consumer_map)
    return [input_map.compose(to_producer_loops) for input_map in _maps(producer)[: len(producer.inputs)]]


def _covers_all_loops(maps: Sequence[AffineMap], num_loops: int) -> bool:
    """Whether every loop dimension appears in some map, so that the fused op's loop sizes are known."""
    used = {expr.position for m in maps for expr in m.results if isinstance(expr, AffineDimExpr)}
    return used >= set(range(num_loops))


def fuse(
    producer: GenericOp, consumer: GenericOp, index: int, preserve: bool = False, keep: bool = False
) -> GenericOp | None:
    """The detached generic computing `consumer` with `producer` fused into its input `index`; with `preserve`,
    it also yields the producer's result as its last result (written through the consumer's map of it).

    The consumer's body ops are moved into it, not copied, and so are the producer's where the consumer's input
    `index` is its only use (a chain of n element-wise ops fused one producer at a time copied the growing
    body n times): once this returns a generic, the consumer must be replaced by it and such a producer
    erased. Where it returns None, nothing has changed."""
    operand = consumer.inputs[index]
    consumer_maps = _maps(consumer)
    producer_maps = _fused_maps(producer, operand.index, consumer_maps[index])
    to_producer_loops = _to_producer_loops(producer, operand.index, consumer_maps[index])
    producer_block = producer.body.block
    index_ops = [op for op in producer_block.ops if isinstance(op, IndexOp)]
    nested = any(isinstance(op, IndexOp) and op.parent_block() is not producer_block for op in walk_ops(producer.body))
    if nested and to_producer_loops != AffineMap.identity(len(consumer.iterator_types)):
        return None  # a nested linalg.index counts the producer's loops, not the consumer's
    # The producer's loop a linalg.index reads, as a loop of the consumer (upstream's `getSubMap` of
    # the consumer-to-producer loops map); only a loop itself, as with projected permutations.
    index_dims = [to_producer_loops.results[op.dim.value.data] for op in index_ops]
    if not all(isinstance(expr, AffineDimExpr) for expr in index_dims):
        return None
    if keep and preserve:
        return None
    num_inputs = len(consumer.inputs)
    candidates = [
        *zip(consumer.inputs[:index], consumer_maps[:index]),
        *zip(producer.inputs, producer_maps),
        *zip(consumer.inputs[index + 1 :], consumer_maps[index + 1 : num_inputs]),
    ]
    output_maps = consumer_maps[num_inputs:]
    # A kept producer result comes first among the outputs, read through the consumer's map of it; it
    # gives no loop size to a reduction (upstream's areElementwiseOpsFusable counts only the inputs and
    # the consumer's operands there).
    kept_maps = [consumer_maps[index]] if keep and _all_parallel(consumer) else []
    if not _covers_all_loops([m for _, m in candidates] + kept_maps + output_maps, len(consumer.iterator_types)):
        return None
    # One input per (value, map): a value read twice through one map is one block argument.
    inputs: list[tuple[SSAValue, AffineMap]] = []
    for candidate in candidates:
        if candidate not in inputs:
            inputs.append(candidate)
    output_args = consumer.body.block.args[num_inputs:]
    extra_output = [_element_type(operand)] if preserve else []
    kept_output = [_element_type(operand)] if keep else []
    block = Block(
        arg_types=[
            *(_element_type(value) for value, _ in inputs),
            *kept_output,
            *(arg.type for arg in output_args),
            *extra_output,
        ]
    )
    argument = {candidate: block.args[inputs.index(candidate)] for candidate in inputs}

    consumer_block = consumer.body.block
    producer_candidates = candidates[index : index + len(producer.inputs)]
    mapping: dict[SSAValue, SSAValue] = {
        arg: argument[candidate] for arg, candidate in zip(producer_block.args, producer_candidates)
    }
    # The producer's linalg.index ops become the fused op's, first in the block, one per loop read.
    fused_indices = {}
    for dim in sorted({expr.position for expr in index_dims}):
        index_op = IndexOp(dim)
        block.add_op(index_op)
        fused_indices[dim] = index_op.results[0]
    for op, expr in zip(index_ops, index_dims):
        mapping[op.results[0]] = fused_indices[expr.position]
    if keep:
        mapping[producer_block.args[len(producer.inputs)]] = block.args[len(inputs)]
    # A producer the consumer alone reads (once) goes away with it: its body ops are moved too.
    uses = [use for result in producer.results for use in result.uses]
    sole = len(uses) == 1 and uses[0].operation is consumer and uses[0].index == index and not preserve
    if sole and all(arg in mapping or not arg.uses for arg in producer_block.args):
        yielded = _move(producer_block, block, mapping, skip=index_ops)
    else:
        yielded = _inline(producer_block, block, mapping, skip=index_ops)
    mapping = {}
    for position, arg in enumerate(consumer_block.args[:num_inputs]):
        if position == index:
            mapping[arg] = yielded[operand.index]
        else:
            candidate = (consumer.inputs[position], consumer_maps[position])
            mapping[arg] = argument[candidate]
    mapping.update(zip(output_args, block.args[len(inputs) + len(kept_output) :]))
    extra_yield = [yielded[operand.index]] if preserve else []
    kept_yield = [yielded[operand.index]] if keep else []
    block.add_op(YieldOp(*kept_yield, *_move(consumer_block, block, mapping), *extra_yield))
    extra = [(producer.outputs[operand.index], consumer_maps[index], operand.type)] if preserve else []
    kept = [(producer.outputs[operand.index], consumer_maps[index], operand.type)] if keep else []
    return GenericOp(
        [value for value, _ in inputs],
        [*(init for init, _, _ in kept), *consumer.outputs, *(init for init, _, _ in extra)],
        Region(block),
        [AffineMapAttr(m) for _, m in inputs]
        + [AffineMapAttr(m) for m in [*(m for _, m, _ in kept), *output_maps, *(m for _, m, _ in extra)]],
        list(consumer.iterator_types.data),
        [*(type_ for _, _, type_ in kept), *consumer.result_types, *(type_ for _, _, type_ in extra)],
    )


def _element_type(value: SSAValue) -> Attribute:
    return value.type.get_element_type() if isinstance(value.type, TensorType) else value.type


def _inline(
    source: Block, target: Block, mapping: dict[SSAValue, SSAValue], skip: Sequence[Operation] = ()
) -> list[SSAValue]:
    """Clone `source`'s ops but its terminator (and `skip`, already mapped) into `target` with `mapping`;
    return the yielded values."""
    for op in source.ops:
        if op is source.last_op:
            return [mapping.get(value, value) for value in op.operands]
        if op not in skip:
            target.add_op(op.clone(value_mapper=mapping))
    return []


def _move(
    source: Block, target: Block, mapping: dict[SSAValue, SSAValue], skip: Sequence[Operation] = ()
) -> list[SSAValue]:
    """Move `source`'s ops but its terminator (and `skip`, whose results `mapping` replaces) to the end of
    `target`, the uses of `source`'s arguments replaced by their values in `mapping`; return the yielded values
    (`_inline` without copies, for a block that goes away with its op)."""
    for value in [*source.args, *(op.results[0] for op in skip)]:
        if value in mapping:
            value.replace_all_uses_with(mapping[value])
    terminator = source.last_op
    for op in list(source.ops):
        if op is terminator:
            break
        if op not in skip:
            op.detach()
            target.add_op(op)
    return list(terminator.operands)


class GeneralizeReduceConsumer(RewritePattern):
    """Rewrite a `linalg.reduce` on tensors as its `linalg.generic` when a producer of its input can fuse."""

    def __init__(self, multiple_uses: bool = False):
        self.multiple_uses = multiple_uses

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, ReducingOps) or not all(isinstance(v.type, TensorType) for v in op.operands):
            return
        generic = generic_of(op)
        # The detached generic uses the reduction's operands too: not counted as a second user.
        if any(fusable_producer(generic, i, self.multiple_uses, 1) for i in range(len(generic.inputs))):
            rewriter.replace(op, generic)
        else:
            generic.erase()


class FuseElementwiseOps(RewritePattern):
    """Fuse the first fusable producer of a `linalg.generic`'s inputs into it."""

    def __init__(self, multiple_uses: bool = False):
        self.multiple_uses = multiple_uses

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, GenericOp) or not _on_tensors(op):
            return
        for index in range(len(op.inputs)):
            producer = fusable_producer(op, index, self.multiple_uses)
            preserve = producer is not None and self.multiple_uses and bool(preserves_producer(producer, op, index))
            keep = producer is not None and keeps_producer_result(producer, op, index, self.multiple_uses)
            fused = fuse(producer, op, index, preserve, keep) if producer is not None else None
            if fused is None:
                continue
            first = 1 if keep else 0
            rewriter.replace(op, fused, fused.results[first : first + len(op.results)])
            if preserve:
                # The producer's other users read what the fused op yields.
                producer.results[0].replace_all_uses_with(fused.results[-1])
            if not any(result.uses for result in producer.results):
                rewriter.erase(producer)
            return


def _without_input(op: GenericOp, index: int, replacement: SSAValue | None = None) -> GenericOp | None:
    """The detached generic `op` without input `index`, its block argument replaced by `replacement`
    (unused otherwise); None where the other maps no longer give every loop's size. It takes `op`'s body
    (moved, not copied): `op` must then be replaced by it."""
    maps = _maps(op)
    kept_maps = maps[:index] + maps[index + 1 :]
    if not _covers_all_loops(kept_maps, len(op.iterator_types)):
        return None
    argument = op.body.block.args[index]
    if replacement is not None:
        argument.replace_all_uses_with(replacement)
    op.body.block.erase_arg(argument)
    return GenericOp(
        [value for position, value in enumerate(op.inputs) if position != index],
        list(op.outputs),
        op.detach_region(op.body),
        [AffineMapAttr(m) for m in kept_maps],
        list(op.iterator_types.data),
        list(op.result_types),
    )


def _scalar_or_splat(value: SSAValue) -> int | float | None:
    """The value of a scalar int/float constant or of every element of a splat int/float constant."""
    found = constant_values(value)
    if found is None or (isinstance(value.type, TensorType) and isinstance(found[0], IndexType)):
        return None
    return splat_value(value)


class FoldScalarOrSplatConstant(RewritePattern):
    """An input of a `linalg.generic` on tensors that is a scalar or splat constant becomes a scalar
    constant its body reads instead (upstream's pattern of this name):

        %c = arith.constant dense<42.0> : tensor<5xf32>
        %r = linalg.generic {indexing_maps = [#d0, #id, #id] ...} ins(%c, %x ...) outs(%e ...) {
        ^bb0(%a: f32, %b: f32, %o: f32):
          %m = arith.mulf %a, %b : f32
        ->
        %c = arith.constant 4.200000e+01 : f32
        %r = linalg.generic {indexing_maps = [#id, #id] ...} ins(%x ...) outs(%e ...) {
        ^bb0(%b: f32, %o: f32):
          %m = arith.mulf %c, %b : f32
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, GenericOp) or not _on_tensors(op):
            return
        for index, operand in enumerate(op.inputs):
            value = _scalar_or_splat(operand)
            if value is None:
                continue
            constant = make_constant(_element_type(operand), [value])
            fused = _without_input(op, index, constant.results[0])
            if fused is None:
                return
            rewriter.insert(constant)
            rewriter.replace(op, fused)
            return


class RemoveOutsDependency(RewritePattern):
    """A generic whose body does not read an init tensor (not already a tensor.empty) writes into a
    tensor.empty of its sizes instead, so that it no longer depends on the init's producer (upstream's
    `RemoveOutsDependency`):

        %r = linalg.generic {...} ins(%x : tensor<?x4xf32>) outs(%x : tensor<?x4xf32>) {
        ^bb0(%a: f32, %o: f32): ... (no use of %o)
        ->
        %c0 = arith.constant 0 : index
        %d = tensor.dim %x, %c0 : tensor<?x4xf32>
        %e = tensor.empty(%d) : tensor<?x4xf32>
        %r = linalg.generic {...} ins(%x : tensor<?x4xf32>) outs(%e : tensor<?x4xf32>) {...}
    """

    op_types = (GenericOp,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, GenericOp):
            return
        block_args = op.body.block.args[len(op.inputs) :]
        for position, (init, arg) in enumerate(zip(op.outputs, block_args)):
            if arg.uses or not isinstance(init.type, TensorType) or init.type.encoding != NoneAttr():
                continue
            if isinstance(init, OpResult) and isinstance(init.op, tensor.EmptyOp):
                continue
            sizes = []
            for dim, size in enumerate(init.type.get_shape()):
                if size == _DYNAMIC:
                    index = arith.ConstantOp(IntegerAttr(dim, IndexType()), IndexType())
                    dim_op = tensor.DimOp(init, index.results[0])
                    rewriter.insert([index, dim_op], InsertPoint.before(op))
                    sizes.append(dim_op.results[0])
            empty = tensor.EmptyOp(sizes, TensorType(init.type.element_type, init.type.get_shape()))
            rewriter.insert(empty, InsertPoint.before(op))
            op.operands[len(op.inputs) + position] = empty.results[0]
            rewriter.handle_operation_modification(op)


def _is_scalar_number(type_: Attribute) -> bool:
    return isinstance(type_, IntegerType | AnyFloat)


class FoldFillWithGeneric(RewritePattern):
    """A `linalg.generic` on tensors whose body reads an input made by `linalg.fill` reads the fill
    value instead (upstream's `FoldFillWithGenericOp`; the input, now unused, goes with `EraseUnusedInputs`):

        %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
        %r = linalg.generic ... ins(%x, %f ...) { ^bb0(%a: f32, %b: f32, %o: f32): %s = arith.addf %a, %b
        ->
        %r = linalg.generic ... ins(%x, %f ...) { ^bb0(%a: f32, %b: f32, %o: f32): %s = arith.addf %a, %cst
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, GenericOp) or not _on_tensors(op):
            return
        for operand, arg in zip(op.inputs, op.body.block.args):
            if arg.uses and isinstance(operand, OpResult) and isinstance(operand.op, FillOp):
                value = operand.op.inputs[0]
                # The fill casts its value to the element type (an f32 value filling f16: arith.truncf).
                numbers = _is_scalar_number(value.type) and _is_scalar_number(arg.type)
                cast = cast_signed_op(value, arg.type) if numbers else None
                if cast is not None:
                    rewriter.insert(cast, InsertPoint.before(op))
                    value = cast.results[0]
                rewriter.replace_all_uses_with(arg, value)


class EraseUnusedInputs(RewritePattern):
    """A `linalg.generic` on tensors drops an input its body does not read, where the other maps
    still give every loop's size (part of upstream's `EraseUnusedOperandsAndResults`):

        %r = linalg.generic {indexing_maps = [#id, #id, #id] ...} ins(%x, %f ...) outs(%e ...) {
        ^bb0(%a: f32, %unused: f32, %o: f32): ...
        ->
        %r = linalg.generic {indexing_maps = [#id, #id] ...} ins(%x ...) outs(%e ...) {
        ^bb0(%a: f32, %o: f32): ...
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, GenericOp) or not _on_tensors(op):
            return
        for index, arg in enumerate(op.body.block.args[: len(op.inputs)]):
            if not arg.uses and (fused := _without_input(op, index)) is not None:
                rewriter.replace(op, fused)
                return


def populate_elementwise_ops_fusion_patterns(multiple_uses: bool = False) -> list[RewritePattern]:
    """The patterns of `linalg-fuse-elementwise-ops`."""
    return [
        GeneralizeReduceConsumer(multiple_uses),
        FuseElementwiseOps(multiple_uses),
        FoldFillWithGeneric(),
        FoldScalarOrSplatConstant(),
        EraseUnusedInputs(),
        RemoveOutsDependency(),
        # What upstream's greedy driver does besides the patterns: commutative ops' constants go to
        # the right (their trait's fold), and ops left without uses and effects are erased.
        CommuteConstantToRight(),
        RemoveUnusedOperations(),
        EraseUnusedTensorOp(),
    ]


@dataclass(frozen=True)
class LinalgFuseElementwiseOpsPass(DiagnosticPass):
    """Fuse element-wise `linalg.generic` ops on tensors into their consumers (upstream's pass of this name).

        %p = linalg.generic {... ["parallel"]} ins(%x, %y ...) { arith.mulf }
        %r = linalg.generic {... ["parallel"]} ins(%p ...) { math.tanh }

    becomes one generic over `%x, %y` whose body is `arith.mulf` then `math.tanh`.
    """

    name = "linalg-fuse-elementwise-ops"
    aiopt_only_options: ClassVar[tuple[str, ...]] = ("fuse_multiple_uses",)
    """Not upstream's: `--dump-pass-pipeline` leaves it out at its default."""

    fuse_multiple_uses: bool = option(
        False,
        "Also fuse a producer with several users into each of them, computing it again in each (aiopt's "
        "extension; upstream fuses a producer into its only user)",
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        patterns = populate_elementwise_ops_fusion_patterns(self.fuse_multiple_uses)
        PatternRewriteWalker(InheritLocation(GreedyRewritePatternApplier(patterns))).rewrite_module(op)
        # Upstream's greedy driver merges equal constants and hoists them (the dims' indices).
        unique_and_hoist_constants(op.body)
