"""The `bufferization` dialect: xDSL's ops, with upstream's type rules for `to_tensor` and `to_buffer`.

xDSL 0.74 requires the buffer of `bufferization.to_tensor` / `to_buffer` to
have the identity layout; upstream accepts any layout with the tensor's shape
and element type, as One-Shot Bufferize makes at unknown boundaries:

    %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %t2 = bufferization.to_tensor %m : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>

`to_buffer` gives the buffer that holds a tensor's value (writing to it is
undefined unless the tensor is dead); `to_tensor` gives the tensor whose value
the buffer holds (`restrict`: no other `to_tensor` of this buffer;
`writable`: bufferization may write into the buffer).

`bufferization.dealloc`, which xDSL lacks, frees buffers under conditions and
reports which retained buffers it owned (with upstream's canonicalizations):

    %keep = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%r : memref<?xf32>)

Every other op is xDSL's.

This module also re-exports xDSL's other `bufferization` ops, so that `from aiopt.dialects import bufferization`
names the class the context registers for every `bufferization` op: passes build ops from it.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import bufferization as xdsl_bufferization
from xdsl.dialects import memref as xdsl_memref
from xdsl.dialects.arith import ConstantOp
from xdsl.dialects.bufferization import *
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AffineMapAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    StringAttr,
    TensorType,
    UnitAttr,
    UnrankedMemRefType,
    UnrankedTensorType,
)
from xdsl.dialects.memref import ExtractStridedMetaDataOp
from xdsl.ir import Attribute, Dialect, Operation, OpResult, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    opt_result_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern, op_type_rewrite_pattern
from xdsl.printer import Printer
from xdsl.traits import (
    CallableOpInterface,
    ConstantLike,
    HasCanonicalizationPatternsTrait,
    MemoryEffectKind,
    MemoryReadEffect,
    Pure,
    get_effects,
)
from xdsl.utils.exceptions import VerifyException

from aiopt.dialects.memref import cast_compatible as memref_cast_compatible
from aiopt.dialects.memref import view_source
from aiopt.support.canonical_classes import irdl_op_redefinition
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.dialect_attributes import DialectAttributeVerifier, register_attribute_verifier
from aiopt.support.inliner_interface import DialectInlinerInterface


def tensor_type_of(memref_type: MemRefType) -> TensorType:
    """The tensor type with the shape and element type of a memref type."""
    return TensorType(memref_type.element_type, memref_type.get_shape())


def _verify_same_shape(tensor_type: Attribute, memref_type: Attribute) -> None:
    if not isinstance(tensor_type, TensorType) or not isinstance(memref_type, MemRefType):
        raise VerifyException("expected a ranked tensor and a ranked memref")
    if tensor_type != tensor_type_of(memref_type):
        raise VerifyException(f"{tensor_type} and {memref_type} differ in shape or element type")


# Redefined: xDSL's constraints require the identity layout. The buffer operand is named `buffer`, as
# upstream's accessor `getBuffer`; xDSL's accessor `memref` reads the same operand.
@irdl_op_redefinition
class ToTensorOp(xdsl_bufferization.ToTensorOp):
    """The tensor whose value a buffer holds.

    %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
    """

    name = "bufferization.to_tensor"

    buffer = operand_def(MemRefType)
    tensor = result_def(TensorType)
    restrict = opt_prop_def(UnitAttr)
    writable = opt_prop_def(UnitAttr)

    # Upstream's buffer operand is `Arg<..., [MemReadAt<0, FullEffect>]>`: it reads the buffer, so an unused
    # to_tensor is dead.
    traits = traits_def(MemoryReadEffect())
    assembly_format = (
        "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($tensor)"
    )

    def __init__(self, buffer: SSAValue, restrict: bool = False, writable: bool = False):
        properties = {name: UnitAttr() for name, on in (("restrict", restrict), ("writable", writable)) if on}
        IRDLOperation.__init__(
            self, operands=[buffer], result_types=[tensor_type_of(buffer.type)], properties=properties
        )

    def verify_(self) -> None:
        _verify_same_shape(self.tensor.type, self.buffer.type)


# Redefined as ToTensorOp is; xDSL's accessor `memref` reads the same result as `buffer`.
@irdl_op_redefinition
class ToBufferOp(xdsl_bufferization.ToBufferOp):
    """The buffer that holds a tensor's value, of any layout.

    %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    """

    name = "bufferization.to_buffer"

    tensor = operand_def(TensorType)
    buffer = result_def(MemRefType)
    read_only = opt_prop_def(UnitAttr)

    traits = traits_def(Pure())
    assembly_format = "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)"

    def __init__(self, tensor: SSAValue, buffer_type: MemRefType, read_only: bool = False):
        properties = {"read_only": UnitAttr()} if read_only else {}
        IRDLOperation.__init__(self, operands=[tensor], result_types=[buffer_type], properties=properties)

    def verify_(self) -> None:
        _verify_same_shape(self.tensor.type, self.buffer.type)


class FoldCastIntoClone(RewritePattern):
    """A clone of a memref.cast of a ranked memref clones that memref (upstream's `CloneOp::fold`,
    `foldMemRefCast`):

        %0 = memref.cast %m : memref<?xf32> to memref<32xf32>
        %1 = bufferization.clone %0 : memref<32xf32> to memref<32xf32>
        ->
        %1 = bufferization.clone %m : memref<?xf32> to memref<32xf32>
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        source = op.operands[0]
        if isinstance(source, OpResult) and isinstance(source.op, xdsl_memref.CastOp):
            if isinstance(source.op.source.type, MemRefType):
                op.operands[0] = source.op.source
                rewriter.notify_op_modified(op)


def _find_dealloc(value: SSAValue) -> Operation | None | bool:
    """Upstream's `memref::findDealloc`: the one memref.dealloc of `value`, None when there is none,
    False when there are several or it is freed otherwise (a realloc, a bufferization.dealloc)."""
    found = None
    for use in value.uses:
        user = use.operation
        if isinstance(user, xdsl_memref.DeallocOp):
            if found is not None:
                return False
            found = user
            continue
        effects = get_effects(user)
        if user.name == "memref.realloc" or (effects and any(e.kind == MemoryEffectKind.FREE for e in effects)):
            return False
    return found


class SimplifyClones(RewritePattern):
    """A clone without uses goes; a clone whose source or result is freed right in its block, with no
    other free in between, is its source (cast to its type) and that dealloc goes (upstream's
    `SimplifyClones`):

        %0 = bufferization.clone %m : memref<?xf32> to memref<?xf32>
        memref.dealloc %m : memref<?xf32>
        ->
        uses of %0 use %m
    """

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if not op.results[0].uses:
            rewriter.erase(op)
            return
        source, result_type = op.operands[0], op.results[0].type
        if source.type != result_type and not memref_cast_compatible(source.type, result_type):
            return
        clone_dealloc, source_dealloc = _find_dealloc(op.results[0]), _find_dealloc(view_source(source))
        if clone_dealloc is False or source_dealloc is False:
            return
        if clone_dealloc is not None and source_dealloc is not None and clone_dealloc.parent is source_dealloc.parent:
            return
        redundant = next((d for d in (clone_dealloc, source_dealloc) if d is not None and d.parent is op.parent), None)
        if redundant is None:
            return
        position = op.next_op
        while position is not redundant:
            if position is None:
                return
            effects = get_effects(position)
            if effects and any(effect.kind == MemoryEffectKind.FREE for effect in effects):
                return
            position = position.next_op
        new_ops: list[Operation] = []
        if source.type != result_type:
            new_ops.append(xdsl_memref.CastOp.get(source, result_type))
            source = new_ops[0].results[0]
        rewriter.replace(op, new_ops, [source])
        rewriter.erase(redundant)


class CloneOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (FoldCastIntoClone(), SimplifyClones())


# Redefined: xDSL's requires the result type to be the input's; upstream's takes any ranked or
# unranked memref for each (a clone may cast).
@irdl_op_redefinition
class CloneOp(xdsl_bufferization.CloneOp):
    """A new buffer holding a copy of a memref, of the same or a cast-compatible type:

        %c = bufferization.clone %m : memref<?xf32> to memref<32xf32>
    """

    name = "bufferization.clone"

    input = operand_def(MemRefType | UnrankedMemRefType)
    output = result_def(MemRefType | UnrankedMemRefType)

    traits = traits_def(CloneOpHasCanonicalizationPatterns())

    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"

    def __init__(self, input: SSAValue | Operation, result_type: Attribute | None = None):
        input = SSAValue.get(input)
        IRDLOperation.__init__(self, operands=[input], result_types=[result_type or input.type])


class AllocTensorOp(xdsl_bufferization.AllocTensorOp):
    """An uninitialized tensor, or a copy of one; one size per dynamic dimension unless it copies.

        %t = bufferization.alloc_tensor(%n) : tensor<?x4xf32>
        %c = bufferization.alloc_tensor() copy(%t) : tensor<?x4xf32>
    """

    def verify_(self) -> None:
        super().verify_()
        result_type = self.tensor.type
        if not isinstance(result_type, TensorType):
            return
        dynamic = sum(1 for size in result_type.get_shape() if size == DYNAMIC_INDEX)
        if self.copy is not None and self.dynamic_sizes:
            raise DiagnosticError("dynamic sizes not needed when copying a tensor", self)
        if self.copy is None and len(self.dynamic_sizes) != dynamic:
            raise DiagnosticError(f"expected {dynamic} dynamic sizes", self)
        if self.copy is not None and self.copy.type != result_type:
            raise DiagnosticError("expected that `copy` and return types match", self)


# ---------------------------------------------------------------------------
# bufferization.dealloc (xDSL 0.74 lacks it)


def _is_false(value: SSAValue) -> bool:
    owner = value.owner
    if not isinstance(owner, Operation) or not owner.has_trait(ConstantLike, value_if_unregistered=False):
        return False
    attr = owner.properties.get("value", owner.attributes.get("value"))
    return isinstance(attr, IntegerAttr) and attr.value.data == 0


def _only_allocates(op: Operation) -> bool:
    """Upstream's `hasSingleEffect<Allocate>`: the op's one memory effect is allocating its result."""
    effects = get_effects(op)
    return effects is not None and len(effects) == 1 and next(iter(effects)).kind == MemoryEffectKind.ALLOC


def _update_dealloc(op: DeallocOp, memrefs: list[SSAValue], conditions: list[SSAValue], rewriter) -> bool:
    """Upstream's `updateDeallocIfChanged`: rebuild `op` with fewer memrefs, if there are fewer."""
    if len(memrefs) == len(op.memrefs):
        return False
    new = DeallocOp(memrefs, conditions, op.retained)
    new.attributes |= op.attributes
    rewriter.replace(op, new, new.results)
    return True


class DeallocOpHasCanonicalizationPatterns(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return (DeallocSimplify(),)


_MEMREFS = MemRefType | UnrankedMemRefType


@irdl_op_definition
class DeallocOp(IRDLOperation):
    """Free each buffer whose condition holds, unless it aliases a retained one; one updated
    condition results per retained buffer (it now owns the buffers freed with it).

        %keep:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<4xi32>) if (%c0, %c1)
                      retain (%r0, %r1 : memref<?xf32>, memref<*xf64>)
    """

    name = "bufferization.dealloc"

    memrefs = var_operand_def(_MEMREFS)
    conditions = var_operand_def(IntegerType(1))
    retained = var_operand_def(_MEMREFS)
    updatedConditions = var_result_def(IntegerType(1))

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(DeallocOpHasCanonicalizationPatterns())

    def __init__(self, memrefs: Sequence[SSAValue], conditions: Sequence[SSAValue], retained: Sequence[SSAValue]):
        super().__init__(
            operands=[memrefs, conditions, retained], result_types=[[IntegerType(1)] * len(retained)]
        )

    @classmethod
    def parse(cls, parser: Parser) -> DeallocOp:
        def typed_list() -> list[SSAValue]:
            pos = parser.pos
            values = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_unresolved_operand)
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(Parser.Delimiter.NONE, parser.parse_type)
            parser.parse_punctuation(")")
            return list(parser.resolve_operands(values, types, pos))

        memrefs: list[SSAValue] = []
        conditions: list[SSAValue] = []
        retained: list[SSAValue] = []
        if parser.parse_optional_punctuation("(") is not None:
            memrefs = typed_list()
            parser.parse_keyword("if")
            conditions = parser.parse_comma_separated_list(
                Parser.Delimiter.PAREN, lambda: parser.parse_operand(IntegerType(1))
            )
        if parser.parse_optional_keyword("retain") is not None:
            parser.parse_punctuation("(")
            retained = typed_list()
        op = cls(memrefs, conditions, retained)
        op.attributes |= parser.parse_optional_attr_dict()
        return op

    def print(self, printer: Printer) -> None:
        def typed_list(values) -> None:
            printer.print_string("(")
            printer.print_list(values, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list([value.type for value in values], printer.print_attribute)
            printer.print_string(")")

        if self.memrefs:
            printer.print_string(" ")
            typed_list(self.memrefs)
            printer.print_string(" if (")
            printer.print_list(self.conditions, printer.print_operand)
            printer.print_string(")")
        if self.retained:
            printer.print_string(" retain ")
            typed_list(self.retained)
        printer.print_op_attributes(self.attributes)

    def verify_(self) -> None:
        if len(self.memrefs) != len(self.conditions):
            raise VerifyException("must have the same number of conditions as memrefs to deallocate")
        if len(self.retained) != len(self.updatedConditions):
            raise VerifyException(
                "must have the same number of updated conditions (results) as retained operands"
            )


class DeallocSimplify(RewritePattern):
    """Upstream's `DeallocOp` canonicalizations: an op with nothing to free is erased (its retained
    conditions are false); memrefs whose condition is constant false are dropped; the base buffer
    of an allocation's `extract_strided_metadata` is the allocation; an allocation freed here and
    used nowhere else is not made at all.

        %m = memref.alloc() : memref<2xi32>
        bufferization.dealloc (%m, %x : memref<2xi32>, memref<2xi32>) if (%true, %c)
        ->  bufferization.dealloc (%x : memref<2xi32>) if (%c)
    """

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: DeallocOp, rewriter: PatternRewriter, /) -> None:
        if not op.memrefs:
            false = ConstantOp(IntegerAttr(0, 1))
            rewriter.replace(op, [false] if op.results else [], [false.result] * len(op.results))
            return
        pairs = [(m, c) for m, c in zip(op.memrefs, op.conditions) if not _is_false(c)]
        if _update_dealloc(op, [m for m, _ in pairs], [c for _, c in pairs], rewriter):
            return
        bases = []
        for memref in op.memrefs:
            owner = memref.owner
            if (
                isinstance(owner, ExtractStridedMetaDataOp)
                and memref is owner.results[0]
                and isinstance(owner.source.owner, Operation)
                and _only_allocates(owner.source.owner)
            ):
                bases.append(owner.source)
            else:
                bases.append(memref)
        if any(new is not old for new, old in zip(bases, op.memrefs)):
            new = DeallocOp(bases, list(op.conditions), op.retained)
            new.attributes |= op.attributes
            rewriter.replace(op, new, new.results)
            return
        kept, erased = [], []
        for memref, condition in zip(op.memrefs, op.conditions):
            owner = memref.owner
            if isinstance(owner, Operation) and _only_allocates(owner) and memref.has_one_use() and not owner.regions:
                erased.append(owner)
            else:
                kept.append((memref, condition))
        if _update_dealloc(op, [m for m, _ in kept], [c for _, c in kept], rewriter):
            for owner in erased:
                rewriter.erase(owner)


# Redefined: xDSL's ties the source, destination and result types with one constraint variable, which
# rejects what upstream accepts and words what it rejects differently.
@irdl_op_redefinition
class MaterializeInDestinationOp(xdsl_bufferization.MaterializeInDestinationOp):
    """Writes a tensor into a destination: a memref (no result; `writable` says it may be written) or
    a tensor (the result, of the destination's type), with upstream's constraints and checks:

        bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
        %r = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
    """

    name = "bufferization.materialize_in_destination"

    source = operand_def(TensorType | UnrankedTensorType)
    dest = operand_def()
    result = opt_result_def(TensorType | UnrankedTensorType)

    restrict = opt_prop_def(UnitAttr)
    writable = opt_prop_def(UnitAttr)

    assembly_format = xdsl_bufferization.MaterializeInDestinationOp.assembly_format

    def verify_(self) -> None:
        source, dest = self.source.type, self.dest.type
        is_memref = isinstance(dest, MemRefType | UnrankedMemRefType)
        if not is_memref and not isinstance(dest, TensorType | UnrankedTensorType):
            raise VerifyException("'dest' must be a tensor or a memref")
        if not is_memref:
            if self.result is None:
                raise VerifyException("tensor 'dest' implies exactly one tensor result")
            if self.result.type != dest:
                raise VerifyException("result and 'dest' types must match")
        if is_memref and self.result is not None:
            raise VerifyException("memref 'dest' implies zero results")
        if self.restrict is not None and not is_memref:
            raise VerifyException("'restrict' is valid only for memref destinations")
        if (self.writable is not None) != is_memref:
            raise VerifyException(
                "'writable' must be specified if and only if the destination is of memref type"
            )
        source_ranked = isinstance(source, TensorType)
        if source_ranked != isinstance(dest, TensorType | MemRefType):
            raise VerifyException("source/destination shapes are incompatible")
        if source_ranked:
            if source.get_num_dims() != dest.get_num_dims():
                raise VerifyException("rank mismatch between source and destination shape")
            for a, b in zip(source.get_shape(), dest.get_shape()):
                if DYNAMIC_INDEX not in (a, b) and a != b:
                    raise VerifyException("source/destination shapes are incompatible")


_REPLACED = {op.name: op for op in (ToTensorOp, ToBufferOp, AllocTensorOp, MaterializeInDestinationOp, CloneOp)}

Bufferization = Dialect(
    "bufferization",
    [_REPLACED.get(op.name, op) for op in xdsl_bufferization.Bufferization.operations] + [DeallocOp],
    list(xdsl_bufferization.Bufferization.attributes),
    [DialectInlinerInterface()],
)
"""xDSL's bufferization dialect with the ops above in place of its own."""


class BufferizationAttributeVerifier(DialectAttributeVerifier):
    """Upstream's `BufferizationDialect::verifyOperationAttribute` and `verifyRegionArgAttribute`:

        func.func private @f(tensor<*xf32> {bufferization.writable = false})
        // error: 'bufferization.writable' is invalid on external functions
        %c = arith.constant {bufferization.manual_deallocation} 0 : index
        // error: 'arith.constant' op attribute 'bufferization.manual_deallocation' can be used only on ops
        //        that have an allocation and/or free side effect
    """

    def verify_operation_attribute(self, op: Operation, name: str, value: Attribute) -> None:
        if name == "bufferization.manual_deallocation":
            effects = get_effects(op) or ()
            if not any(effect.kind in (MemoryEffectKind.ALLOC, MemoryEffectKind.FREE) for effect in effects):
                message = (
                    f"attribute '{name}' can be used only on ops that have an allocation and/or free side effect"
                )
                raise DiagnosticError(op_error_message(op, message), op)
            return
        raise DiagnosticError(f"attribute '\"{name}\"' not supported as an op attribute by the bufferization dialect", op)

    def verify_argument_attribute(self, op: Operation, index: int, name: str, value: Attribute) -> None:
        function_like = op.has_trait(CallableOpInterface)
        if name == "bufferization.writable":
            if not isinstance(value, IntegerAttr) or value.type != IntegerType(1):
                raise DiagnosticError(f"'{name}' is expected to be a boolean attribute", op)
            if not function_like:
                raise DiagnosticError(f"expected '{name}' to be used on function-like operations", op)
            if not op.regions[0].blocks:
                raise DiagnosticError(f"'{name}' is invalid on external functions", op)
            return
        if name == "bufferization.access":
            if not isinstance(value, StringAttr):
                raise DiagnosticError(f"'{name}' is expected to be a string attribute", op)
            if value.data not in ("none", "read", "write", "read-write"):
                raise DiagnosticError(f"invalid value for '{name}'", op)
            if not function_like:
                raise DiagnosticError(f"expected '{name}' to be used on function-like operations", op)
            return
        if name == "bufferization.buffer_layout":
            if not isinstance(value, AffineMapAttr):
                raise DiagnosticError(f"'{name}' is expected to be a affine map attribute", op)
            if not function_like:
                raise DiagnosticError(f"expected '{name}' to be used on function-like operations", op)
            return
        raise DiagnosticError(
            f"attribute '\"{name}\"' not supported as a region arg attribute by the bufferization dialect", op
        )


register_attribute_verifier("bufferization", BufferizationAttributeVerifier())
