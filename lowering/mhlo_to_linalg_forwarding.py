"""`convert-mhlo-to-linalg`'s patterns for ops that forward, rename or call their operands.

None of these computes anything of its own on one device; each becomes
the values it forwards, or HLO ops that the other patterns lower:

- `add_dependency %x, %token` and `domain %x` -> `%x` (they only order or
  annotate their operand); an `after_all`/`create_token` left without uses
  is erased (tokens that are used, by send or outfeed, stay and fail);
- `bitcast` of the same element type -> `reshape` (under default
  row-major layouts a bitcast is a reshape, as the interpreter defines it);
- `get_tuple_element` of a `tuple` -> that operand; a `tuple` left without
  uses is erased (a tuple that escapes, e.g. returned, stays and fails);
- `composite "my.op" %a {decomposition = @f}` -> `func.call @f(%a)`, the
  callee being lowered like any other function of the module;
- `fusion` -> its fused computation, inlined (its arguments, if any, being
  the operands);
- `custom_call` of the sharding annotations `@Sharding`,
  `@SPMDFullToShardShape` and `@SPMDShardToFullShape` with one operand of
  the result's type -> the operand, as on one device (other targets stay);
- `dynamic_conv` whose padding is a constant -> `convolution` with that
  padding (a `tensor.cast` to the result type when it has `?` sizes);
  with a run-time padding, the input padded as the spec defines the
  convolution's padded lhs (zeros, lhs_dilation - 1 interior, the edges
  read from the padding tensor: HLO `pad`'s lowering on run-time sizes),
  then a `convolution` without padding and lhs dilation, after run-time
  checks of the padding (`dynamic_conv_checks`);
- `topk(%x, k = 2)` -> a stable `sort` of %x with an `iota` of indices along
  the last dimension (largest first in TOTALORDER, or smallest first with
  `largest = false`), then `slice`s of the first k: `chlo.top_k`'s
  legalization (`chlo_legalize_to_mhlo.TopKToSort`), reused; the sort lowers
  to loops on tensors.

Single device: the lowering is for a program running as replica 0 of one
replica and partition 0 of one partition, as the reference interpreter
runs it. `replica_id` and `partition_id` become the constant 0 as
`tensor<ui32>`; a collective whose replica groups (or source-target pairs)
name only process 0 acts within a group of one:

    %r = "mhlo.all_reduce"(%x) <{replica_groups = dense<0> : tensor<1x1xi64>}> ({...})
        : (tensor<4xf32>) -> tensor<4xf32>

becomes `%x` (all_reduce, all_gather, reduce_scatter, all_to_all,
cross-replica-sum and collective_broadcast return their operands;
collective_permute returns its operand when a pair sends 0 to 0, and zeros
when it has no pairs). Collectives whose groups name other processes, or
leave the group implicit (empty replica groups: all replicas), stay and fail
the pass with `failed to legalize operation`.
"""

from __future__ import annotations

from xdsl.dialects.builtin import (
    ComplexType,
    DenseIntOrFPElementsAttr,
    IntegerType,
    Signedness,
    TensorType,
)
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint

from aiopt.dialects import func, mhlo, stablehlo, tensor
from aiopt.dialects.hlo.linalg_ops import infer_convolution_shape, window_attr
from aiopt.dialects.hlo.types import DYNAMIC, ElementKind, element_kind, element_type_of
from aiopt.lowering.chlo_legalize_to_mhlo import TopKToSort
from aiopt.lowering.mhlo_to_linalg_shape import IndexMath, pad, ranked_hlo_op
from aiopt.lowering.mhlo_to_linalg_shape_checks import dynamic_conv_checks, insert_index_checks
from aiopt.lowering.mhlo_to_linalg_utils import cast_tensor, hlo_op_types, is_hlo_op, signless_type, zero
from aiopt.reference.hlo.control_flow import SINGLE_DEVICE_IDENTITY_TARGETS

LOWERED_OPS = frozenset(
    {
        *("add_dependency", "domain", "bitcast", "tuple", "get_tuple_element", "composite", "topk"),
        *("fusion", "custom_call", "dynamic_conv"),
        *(
            "after_all",
            "create_token",
            "replica_id",
            "partition_id",
            "all_reduce",
            "all_gather",
            "reduce_scatter",
            "all_to_all",
        ),
        *("cross-replica-sum", "collective_broadcast", "collective_permute"),
    }
)
"""The mnemonics of the HLO ops this module's patterns lower."""


def _dialect_ops(op: Operation) -> dict[str, type[Operation]]:
    """The op classes of `op`'s dialect (mhlo or stablehlo), to build its replacement in the same dialect."""
    return (stablehlo if op.name.startswith("stablehlo.") else mhlo).OPS


def _outside_hlo_regions(op: Operation) -> bool:
    return not is_hlo_op(op.parent_op())


class ForwardOperand(RewritePattern):
    """`add_dependency %x, %token` / `domain %x` -> `%x`."""

    op_types = hlo_op_types("add_dependency") + hlo_op_types("domain")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, hlo_op_types("add_dependency") + hlo_op_types("domain")):
            return
        if _outside_hlo_regions(op) and op.operands[0].type == op.results[0].type:
            rewriter.replace(op, (), [op.operands[0]])


class EraseUnusedToken(RewritePattern):
    """An `after_all` or `create_token` whose token nothing uses (left by lowered add_dependency) is erased."""

    op_types = hlo_op_types("after_all") + hlo_op_types("create_token")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, hlo_op_types("after_all") + hlo_op_types("create_token")) and not op.results[0].uses:
            rewriter.erase(op)


class BitcastToReshape(RewritePattern):
    """`mhlo.bitcast %x : (tensor<3x4xf32>) -> tensor<12xf32>` -> `mhlo.reshape` (same element type)."""

    op_types = hlo_op_types("bitcast")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("bitcast")):
            return
        operand, result = op.operands[0], op.results[0]
        if element_type_of(operand.type) != element_type_of(result.type) or not result.type.has_static_shape():
            return
        rewriter.replace(op, _dialect_ops(op)["reshape"](operand, result.type))


class FoldTupleElement(RewritePattern):
    """`get_tuple_element (tuple %a, %b)[1]` -> `%b`; a `tuple` with no uses left is erased."""

    op_types = hlo_op_types("get_tuple_element") + hlo_op_types("tuple")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, hlo_op_types("tuple")) and not op.results[0].uses and _outside_hlo_regions(op):
            rewriter.erase(op)
            return
        if not isinstance(op, hlo_op_types("get_tuple_element")) or not _outside_hlo_regions(op):
            return
        owner = op.operands[0].owner
        if isinstance(owner, hlo_op_types("tuple")):
            rewriter.replace(op, (), [owner.operands[op.index.value.data]])


class InlineFusion(RewritePattern):
    """`mhlo.fusion(%a) ({^bb0(%x): ... mhlo.return %r})` -> the region's ops on %a; the results are %r."""

    op_types = hlo_op_types("fusion")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, hlo_op_types("fusion")) or not _outside_hlo_regions(op):
            return
        block = op.fused_computation.block
        terminator = block.last_op
        if terminator is None or not terminator.name.endswith(".return"):
            return
        arguments = list(op.operands) if block.args else []
        # A result that is an argument of the block is the fusion's operand (the argument itself goes
        # with the block: the function returned a value of the erased region).
        results = [arguments[r.index] if r in block.args else r for r in terminator.operands]
        rewriter.erase(terminator)
        rewriter.inline_block(block, InsertPoint.before(op), arguments)
        rewriter.replace(op, (), results)


class IdentityCustomCall(RewritePattern):
    """`custom_call @Sharding(%x)` (and the SPMD shape annotations) -> `%x` on one device."""

    op_types = hlo_op_types("custom_call")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, hlo_op_types("custom_call")) or not _outside_hlo_regions(op):
            return
        if op.call_target_name.data not in SINGLE_DEVICE_IDENTITY_TARGETS:
            return
        if len(op.operands) == 1 and len(op.results) == 1 and op.operands[0].type == op.results[0].type:
            rewriter.replace(op, (), [op.operands[0]])


class ConstantPaddingDynamicConv(RewritePattern):
    """`dynamic_conv(%x, %k, %pad)` with %pad a constant -> `convolution` with `padding` = %pad."""

    op_types = hlo_op_types("dynamic_conv")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("dynamic_conv")) or not op._padding():
            return
        lhs, rhs = op.lhs, op.rhs
        if not lhs.type.has_static_shape() or not rhs.type.has_static_shape():
            return
        convolution = _dialect_ops(op)["convolution"]
        properties = dict(op.properties) | {"padding": window_attr(convolution, "padding", op._padding())}
        shape = infer_convolution_shape(
            lhs.type.get_shape(), rhs.type.get_shape(), op.dims, op.window(), op.batch_groups
        )
        static_type = TensorType(element_type_of(op.result.type), shape)
        conv = convolution.create(
            operands=[lhs, rhs], result_types=[static_type], properties=properties, attributes=dict(op.attributes)
        )
        rewriter.insert(conv)
        result = conv.results[0]
        if static_type != op.result.type:
            result = rewriter.insert(tensor.CastOp(result, op.result.type)).results[0]
        rewriter.replace(op, (), [result])


class RuntimePaddingDynamicConv(RewritePattern):
    """`dynamic_conv(%x, %k, %pad)` with %pad a run-time value -> a pad of %x, then `convolution` (static kernel).

    As the spec defines the convolution's padded lhs (and mlir-hlo turns a
    dynamic_conv into a `dynamic_pad` and a convolution):

        %r = stablehlo.dynamic_conv(%x, %k, %pad) {lhs_dilation = [2, 2], ...}
               : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>

    becomes `cf.assert`s on %pad's elements (`dynamic_conv_checks`), %x
    padded with zeros by low = %pad[i, 0], high = %pad[i, 1] and interior
    lhs_dilation - 1 in spatial dimension i (`pad` on run-time sizes; a high
    padding that would leave a negative size is raised to leave 0, where no
    window fits either way) into a `tensor<1x?x?x1xi64>`, and
    `stablehlo.convolution` of that with neither padding nor lhs dilation.
    Unsigned inputs are padded as signless ones and cast back.
    """

    op_types = hlo_op_types("dynamic_conv")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("dynamic_conv")) or op._padding():
            return
        lhs, rhs, padding = op.operands
        if not rhs.type.has_static_shape() or not isinstance(padding.type, TensorType):
            return
        dims, window = op.dims, op.window()
        index = IndexMath(rewriter.insert)
        sizes = index.sizes(lhs)
        spatial = range(len(dims.input_spatial))
        lows = [index.extract_index(padding, [i, 0]) for i in spatial]
        highs = [index.extract_index(padding, [i, 1]) for i in spatial]
        insert_index_checks(rewriter.insert, dynamic_conv_checks(index, op, sizes, lows, highs))
        rank = lhs.type.get_num_dims()
        low, high, interior = [0] * rank, [0] * rank, [0] * rank
        shape = list(lhs.type.get_shape())
        for i, d in enumerate(dims.input_spatial):
            interior[d] = window.lhs_dilation[i] - 1
            dilated = index.add(sizes[d], index.mul(index.max(index.sub(sizes[d], 1), 0), interior[d]))
            low[d], high[d] = lows[i], index.max(highs[i], index.sub(0, index.add(dilated, lows[i])))
            shape[d] = DYNAMIC
        # Unsigned elements are padded as signless ones (the zero is the same) and cast back.
        signless = cast_tensor(rewriter, lhs, signless_type(lhs.type))
        element = element_type_of(signless.type)
        padding_zero = zero(rewriter, element)
        padded = pad(rewriter, index, signless, padding_zero, (low, high, interior), TensorType(element, shape))
        padded = cast_tensor(rewriter, padded, TensorType(element_type_of(lhs.type), shape))
        convolution = _dialect_ops(op)["convolution"]
        properties = {k: v for k, v in op.properties.items() if k not in ("padding", "lhs_dilation")}
        conv = convolution.create(
            operands=[padded, rhs],
            result_types=[op.result.type],
            properties=properties,
            attributes=dict(op.attributes),
        )
        rewriter.replace(op, conv)


class CompositeToCall(RewritePattern):
    """`composite "my.op" %a {decomposition = @f}` -> `func.call @f(%a)`."""

    op_types = hlo_op_types("composite")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, hlo_op_types("composite")) or not _outside_hlo_regions(op):
            return
        if op.decomposition_function() is None:
            return
        rewriter.replace(op, func.CallOp(op.decomposition, list(op.operands), list(op.result_types)))


class ProcessIdToConstant(RewritePattern):
    """`replica_id` / `partition_id` -> `constant dense<0> : tensor<ui32>` (one replica, one partition)."""

    op_types = hlo_op_types("partition_id") + hlo_op_types("replica_id")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not isinstance(op, hlo_op_types("replica_id") + hlo_op_types("partition_id")):
            return
        if not _outside_hlo_regions(op):
            return
        zero = DenseIntOrFPElementsAttr.from_list(TensorType(IntegerType(32, Signedness.UNSIGNED), []), [0])
        rewriter.replace(op, _dialect_ops(op)["constant"](zero))


def _names_only_process_zero(ids: list[int]) -> bool:
    """Whether the ids (-1 pads ragged groups) are process 0 alone: a group of one on one device."""
    return {i for i in ids if i != -1} == {0}


_GROUP_OF_ONE = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all", "cross-replica-sum")


class GroupOfOneCollective(RewritePattern):
    """A collective over the replica groups `[[0]]` -> its operands (reducing, gathering, scattering,
    exchanging or broadcasting within a group of one changes nothing)."""

    op_types = tuple(t for m in (*_GROUP_OF_ONE, "collective_broadcast") for t in hlo_op_types(m))
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        op_types = tuple(t for m in (*_GROUP_OF_ONE, "collective_broadcast") for t in hlo_op_types(m))
        if not ranked_hlo_op(op, op_types) or not _names_only_process_zero([i for g in op.groups() for i in g]):
            return
        if [v.type for v in op.operands] != list(op.result_types):
            return
        rewriter.replace(op, (), list(op.operands))


class SelfPermute(RewritePattern):
    """`collective_permute` whose pairs are `[[0, 0]]` -> its operand; with no pairs -> zeros."""

    op_types = hlo_op_types("collective_permute")
    """The op classes this pattern matches (see aiopt.support.pattern_dispatch)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not ranked_hlo_op(op, hlo_op_types("collective_permute")):
            return
        pairs = op.pairs()
        if pairs and not _names_only_process_zero([i for pair in pairs for i in pair]):
            return
        if pairs:
            rewriter.replace(op, (), [op.operands[0]])
            return
        result_type = op.results[0].type
        if not result_type.has_static_shape():
            return
        element = element_type_of(result_type)
        if isinstance(element, ComplexType):
            zero: object = (0.0, 0.0)
        else:
            zero = 0.0 if element_kind(element) is ElementKind.FLOAT else 0
        rewriter.replace(op, _dialect_ops(op)["constant"](DenseIntOrFPElementsAttr.from_list(result_type, [zero])))


def populate_mhlo_to_linalg_forwarding_patterns() -> list[RewritePattern]:
    """The patterns that forward, rename or call (see the module docstring)."""
    return [
        ForwardOperand(),
        EraseUnusedToken(),
        BitcastToReshape(),
        FoldTupleElement(),
        CompositeToCall(),
        InlineFusion(),
        IdentityCustomCall(),
        ConstantPaddingDynamicConv(),
        RuntimePaddingDynamicConv(),
        TopKToSort(hlo_op_types("topk")),
        ProcessIdToConstant(),
        GroupOfOneCollective(),
        SelfPermute(),
    ]
