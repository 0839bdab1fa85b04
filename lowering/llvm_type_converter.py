"""The type converter and pattern base shared by every `convert-*-to-llvm` pass.

As upstream's `LLVMTypeConverter`: `index` becomes `i<index-bitwidth>` (i64
by default), integer, float and vector types stay, `complex<T>` becomes
`!llvm.struct<(T, T)>`, a ranked memref becomes
its descriptor struct

    memref<4x?xf32>  ->  !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>

(allocated pointer, aligned pointer, offset, sizes, strides), an unranked
memref becomes `!llvm.struct<(i64, ptr)>` (rank, pointer to a descriptor),
and function types convert argument by argument: a memref argument expands
to the descriptor's fields, or to one bare pointer under
`use-bare-ptr-memref-call-conv`; several results pack into one struct.

`LLVMPattern` is the base of the conversion patterns. Like upstream's dialect
conversion it keeps a value mapping instead of casting every changed value
where it is replaced: the users not converted yet of a replaced result (or
block argument) whose type changed read it through a stand-in, an
`builtin.unrealized_conversion_cast` of the new value to the old type that is
not inserted, and a converted user reads the new value through it
(`LLVMPattern.operand`). When the conversion ends, a stand-in still used is
inserted, unless its users are casts back to the new type (which then go,
their users reading the new value). An operand whose definition is not
converted yet is cast to its LLVM type (`cast_to`); such casts fold the same
way once the definition is converted, and `--reconcile-unrealized-casts`
folds what remains. The helpers at the end build and read descriptors
(`MemRefDescriptor`) and constants.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cached_property
from typing import ClassVar

from xdsl.dialects import builtin
from xdsl.dialects.builtin import (
    AffineMapAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    FunctionType,
    IndexType,
    IntAttr,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    Signedness,
    StridedLayoutAttr,
    StringAttr,
    UnrankedMemRefType,
    VectorType,
    i8,
    i64,
)
from xdsl.dialects.utils.fast_math import FastMathAttrBase
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.ir.affine import (
    AffineBinaryOpExpr,
    AffineBinaryOpKind,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineMap,
    AffineSymExpr,
)
from xdsl.pattern_rewriter import GreedyRewritePatternApplier, PatternRewriter, RewritePattern
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import llvm
from aiopt.support.branch_op_interface import successor_operands
from aiopt.support.cached_attributes import integer_attr
from aiopt.support.conversion import ConversionTarget
from aiopt.support.pattern_dispatch import (
    OpClassKeyedApplier,
    SkippingWalker,
    is_trivially_dead,
    pattern_filter,
    pattern_filter_key,
)
from aiopt.support.registry import PassOptionError
from aiopt.support.rewriting import InheritLocation, insert
from aiopt.support.worklist_population import walk_ops

PTR = llvm.LLVMPointerType()
VOID = llvm.LLVMVoidType()
"""`!llvm.void`, made once (the result type of every call without results)."""


MAX_INTEGER_BITWIDTH = (1 << 24) - 1
"""LLVM's widest integer type."""


def check_index_bitwidth(bitwidth: int) -> None:
    """Reject an `index-bitwidth` pass option that is no integer width (0 means the machine word)."""
    if not 0 <= bitwidth <= MAX_INTEGER_BITWIDTH:
        raise PassOptionError(
            "index-bitwidth",
            f"must be 0 (the machine word) or a bit width up to {MAX_INTEGER_BITWIDTH}, got {bitwidth}",
        )


@dataclass(frozen=True)
class LLVMTypeConverter:
    """Source types to LLVM dialect types (see the module docstring); one instance per pass run."""

    index_bitwidth: int = 64
    use_bare_ptr_memref_call_conv: bool = False
    _converted: dict[Attribute, Attribute | None] = field(default_factory=dict, compare=False, repr=False)
    """The types converted so far (a pass converts the same few types thousands of times)."""
    _descriptors: dict[tuple[int, Attribute], llvm.LLVMStructType] = field(
        default_factory=dict, compare=False, repr=False
    )
    """The memref descriptor types made so far, by rank and pointer type."""
    _by_identity: dict[int, tuple[Attribute, Attribute | None]] = field(default_factory=dict, compare=False, repr=False)
    """id(type) -> (the type, its conversion), for the type objects asked about so far: nine in ten questions are
    about an object asked about before, answered without hashing it (a memref type's hash walks its shape and
    layout)."""

    @cached_property
    def index_type(self) -> IntegerType:
        return IntegerType(self.index_bitwidth)

    def convert_type(self, type_: Attribute) -> Attribute | None:
        """The LLVM type of `type_`, or None if it has none."""
        known = self._by_identity.get(id(type_))
        if known is not None and known[0] is type_:
            return known[1]
        try:
            converted = self._converted[type_]
        except KeyError:
            converted = self._converted[type_] = self._convert_type(type_)
        except TypeError:  # an unhashable attribute
            return self._convert_type(type_)
        self._by_identity[id(type_)] = (type_, converted)
        return converted

    def _convert_type(self, type_: Attribute) -> Attribute | None:
        match type_:
            case IndexType():
                return self.index_type
            case IntegerType():
                # LLVM integers have no sign: `ui8` and `si8` are `i8`, as upstream's `convertIntegerType`.
                if type_.signedness.data == Signedness.SIGNLESS:
                    return type_
                return IntegerType(type_.width.data)
            case builtin.Float16Type() | builtin.BFloat16Type() | builtin.Float32Type():
                return type_
            case builtin.Float64Type() | builtin.Float80Type() | builtin.Float128Type():
                return type_
            case builtin.ComplexType():
                # As upstream: real part first, numpy's and C's layout.
                element = self.convert_type(type_.element_type)
                return None if element is None else llvm.LLVMStructType.from_type_list([element, element])
            case VectorType():
                element = self.convert_type(type_.element_type)
                if element is None or (type_.get_num_dims() > 1 and type_.get_num_scalable_dims()):
                    return None
                if type_.get_num_scalable_dims():  # (a 1-D scalable vector stays one: `vector<[4]xf32>`)
                    return VectorType(element, type_.get_shape(), type_.scalable_dims)
                return nd_vector_type(element, type_.get_shape())
            case MemRefType():
                # Without an LLVM element type the descriptor's pointers could not be used; a layout that is
                # not strided has no descriptor (upstream: `affine_map<(d0) -> (d0 floordiv 2)>`).
                if (
                    self.address_space(type_.memory_space) is None
                    or self.convert_type(type_.element_type) is None
                    or strides_and_offset(type_) is None
                ):
                    return None
                return self.memref_descriptor_type(type_)
            case UnrankedMemRefType():
                return llvm.LLVMStructType.from_type_list([self.index_type, PTR])
            case FunctionType():
                # A function value is the function's address (upstream's `convertFunctionType`), where its
                # signature converts.
                signature = [*type_.inputs, *type_.outputs]
                return PTR if all(self.convert_type(t) is not None for t in signature) else None
            case _ if type_.name.startswith("llvm."):
                return type_
            case _:
                return None

    def address_space(self, memory_space: Attribute) -> int | None:
        """The LLVM address space of a memref's memory space (none: 0, an integer: itself), or None."""
        if isinstance(memory_space, NoneAttr):
            return 0
        if isinstance(memory_space, IntegerAttr):
            return memory_space.value.data
        return None

    def pointer_type(self, type_: MemRefType) -> llvm.LLVMPointerType:
        """The pointer type of a memref's data: `!llvm.ptr`, or `!llvm.ptr<N>` in address space N."""
        space = self.address_space(type_.memory_space)
        return llvm.LLVMPointerType(IntAttr(space)) if space else PTR

    def is_legal(self, type_: Attribute) -> bool:
        """Whether `type_` is already an LLVM type."""
        return self.convert_type(type_) == type_

    def memref_descriptor_type(self, type_: MemRefType) -> llvm.LLVMStructType:
        """`!llvm.struct<(ptr, ptr, i64, array<R x i64>, array<R x i64>)>` (no arrays for rank 0), made once
        per rank and pointer type (the descriptor patterns ask for it per op; each new one was five verified
        types)."""
        rank = type_.get_num_dims()
        ptr = self.pointer_type(type_)
        descriptor = self._descriptors.get((rank, ptr))
        if descriptor is None:
            fields: list[Attribute] = [ptr, ptr, self.index_type]
            if rank:
                fields += [llvm.LLVMArrayType(rank, self.index_type)] * 2
            descriptor = self._descriptors[rank, ptr] = llvm.LLVMStructType.from_type_list(fields)
        return descriptor

    def memref_argument_types(self, type_: Attribute) -> list[Attribute]:
        """The LLVM argument types a memref (or any) value expands to in a function signature."""
        if isinstance(type_, MemRefType):
            ptr = self.pointer_type(type_)
            if self.use_bare_ptr_memref_call_conv:
                return [ptr]
            rank = type_.get_num_dims()
            return [ptr, ptr, self.index_type, *[self.index_type] * (2 * rank)]
        converted = self.convert_type(type_)
        if converted is None:
            raise ValueError(f"no LLVM type for {type_}")
        return [converted]

    def result_type(self, results: Sequence[Attribute]) -> Attribute:
        """The LLVM result type of a function returning `results`: void, the one type, or a struct."""
        if not results:
            return VOID
        converted = [self.call_result_type(r) for r in results]
        return converted[0] if len(converted) == 1 else llvm.LLVMStructType.from_type_list(converted)

    def call_result_type(self, type_: Attribute) -> Attribute:
        """One returned value's LLVM type (a bare pointer for a memref under the bare-pointer convention)."""
        if isinstance(type_, MemRefType) and self.use_bare_ptr_memref_call_conv:
            return PTR
        converted = self.convert_type(type_)
        if converted is None:
            raise ValueError(f"no LLVM type for {type_}")
        return converted

    def convert_function_type(self, type_: FunctionType) -> llvm.LLVMFunctionType:
        """The `!llvm.func<...>` of a builtin function type, memref arguments expanded."""
        inputs = [t for arg in type_.inputs for t in self.memref_argument_types(arg)]
        return llvm.LLVMFunctionType(inputs, self.result_type(type_.outputs.data))


def nd_vector_type(element: Attribute, shape: Sequence[int]) -> Attribute:
    """The LLVM type of a vector of `shape` (upstream's `convertVectorType`): a 1-D vector, or for an n-D one
    nested arrays of its innermost 1-D vectors, and for a 0-D one a vector of one element:

        vector<f32>        vector<1xf32>
        vector<4xf32>      vector<4xf32>
        vector<2x3xf32>    !llvm.array<2 x vector<3xf32>>
    """
    if not shape:
        return VectorType(element, [1])
    result: Attribute = VectorType(element, [shape[-1]])
    for size in reversed(shape[:-1]):
        result = llvm.LLVMArrayType(size, result)
    return result


def is_nd_vector(type_: Attribute) -> bool:
    """Whether `type_` is a vector of more than one dimension."""
    return isinstance(type_, VectorType) and type_.get_num_dims() > 1


# ---------------------------------------------------------------------------
# Patterns and materializations


@dataclass
class LLVMPattern(RewritePattern):
    """Base of the conversion patterns: holds the type converter and materializes casts."""

    converter: LLVMTypeConverter = field(default_factory=LLVMTypeConverter)

    def operand(self, rewriter: PatternRewriter, value: SSAValue) -> SSAValue:
        """`value` as its LLVM type, through a cast inserted before the matched op if needed."""
        return cast_to(rewriter, value, self.converter.convert_type(value.type) or value.type)

    def operands(self, rewriter: PatternRewriter, values: Iterable[SSAValue]) -> list[SSAValue]:
        return [self.operand(rewriter, v) for v in values]

    def convert(self, type_: Attribute) -> Attribute:
        """The LLVM type of `type_` (the caller has checked that it has one)."""
        converted = self.converter.convert_type(type_)
        assert converted is not None, type_
        return converted

    lowers_nd_vectors: ClassVar[bool] = False
    """Whether the pattern lowers ops on n-D vectors (arrays of 1-D vectors); others leave them unconverted."""

    def convertible(self, op: Operation) -> bool:
        """Whether every operand and result type of `op` has an LLVM type (an n-D vector only for a pattern
        that `lowers_nd_vectors`)."""
        values = [*op.operands, *op.results]
        if not self.lowers_nd_vectors and any(is_nd_vector(v.type) for v in values):
            return False
        return all(self.converter.convert_type(v.type) is not None for v in values)

    def replace(self, rewriter: PatternRewriter, op: Operation, values: Sequence[SSAValue]) -> None:
        """Replace `op`'s results by `values`; the users of a result whose type changed, not converted yet,
        read it through a stand-in of the result's original type (`source_value`)."""
        rewriter.replace(
            op,
            [],
            [
                v if r.first_use is None else source_value(rewriter, v, r.type)
                for v, r in zip(values, op.results)
            ],
        )


_STAND_INS: ContextVar[list[builtin.UnrealizedConversionCastOp] | None] = ContextVar("stand_ins", default=None)
"""The stand-ins (`source_value`) the running conversion made (`collecting_stand_ins`); None outside a
conversion, where `source_value` inserts its casts at once."""


@contextmanager
def collecting_stand_ins() -> Iterator[None]:
    """Collect the stand-ins that the patterns applied inside the block make, and settle them when it ends
    (`materialize_stand_ins`), also when a pattern raised: the IR is valid either way."""
    made: list[builtin.UnrealizedConversionCastOp] = []
    token = _STAND_INS.set(made)
    try:
        yield
    finally:
        _STAND_INS.reset(token)
        materialize_stand_ins(made)


def _is_final(value: SSAValue) -> bool:
    """Whether the conversion keeps `value` as it is: a result of an llvm or builtin op (no pattern takes them),
    or an argument of a block that stays (not the entry block of a function to be converted, which its
    conversion replaces)."""
    legal = DialectKeyedApplier.LEGAL
    if isinstance(value, BlockArgument):
        region = value.block.parent
        if region is None:
            return False
        parent = region.parent
        return region.first_block is not value.block or (parent is not None and parent.name.partition(".")[0] in legal)
    owner = value.owner
    return owner.parent is not None and owner.name.partition(".")[0] in legal


def source_value(rewriter: PatternRewriter, value: SSAValue, type_: Attribute) -> SSAValue:
    """`value`, of an LLVM type, for users that expect the source type `type_` (upstream's source
    materialization): itself when of that type, the input of the cast that made it, or the result of a
    stand-in, an unrealized cast of `value` that is not inserted (upstream's value mapping: a converted user
    reads `value` through it, `cast_to`; `materialize_stand_ins` settles the others when the conversion ends).

        %i = arith.addi %a, %b : index          %i' = llvm.add %a', %b' : i64
        %j = arith.muli %i, %c : index   ->     %j = arith.muli %s, %c : index   (%s: a stand-in of %i')

    Outside `collecting_stand_ins`, or where the conversion may still replace `value` (an i64 result of an arith
    op not converted yet), the cast is inserted now.
    """
    current = value.type
    if current is type_ or current == type_:
        return value
    owner = value.owner
    if isinstance(owner, builtin.UnrealizedConversionCastOp) and len(inputs := owner.inputs) == 1:
        if inputs[0].type == type_:
            return inputs[0]
    made = _STAND_INS.get()
    if made is None or not _is_final(value):
        return cast_to(rewriter, value, type_)
    stand_in = unrealized_cast(value, type_)
    made.append(stand_in)
    return stand_in.results[0]


def cast_to(rewriter: PatternRewriter, value: SSAValue, type_: Attribute) -> SSAValue:
    """`value` as `type_`: itself, the input of the cast (or stand-in) that made it, or a new unrealized cast."""
    current = value.type
    if current is type_ or current == type_:
        return value
    owner = value.owner
    if isinstance(owner, builtin.UnrealizedConversionCastOp) and len(inputs := owner.inputs) == 1:
        source = inputs[0]
        if source.type is type_ or source.type == type_:
            return source
    cast = unrealized_cast(value, type_)
    rewriter.insert(cast)
    return cast.results[0]


def materialize_stand_ins(made: Iterable[builtin.UnrealizedConversionCastOp]) -> None:
    """Settle the stand-ins of a conversion (`source_value`): one no longer used goes; a user that is a cast
    back to the converted value's type reads that value instead (the user goes); for the other users the
    stand-in is inserted right after the converted value's definition (which dominates every use of the value
    it replaced)."""
    cast_name = builtin.UnrealizedConversionCastOp.name
    for stand_in in made:
        result = stand_in.results[0]
        value = stand_in.operands[0]
        for use in list(result.uses):
            user = use.operation
            if user.name == cast_name and len(user.operands) == 1 and len(results := user.results) == 1:
                if results[0].type == value.type and user.parent is not None:
                    results[0].replace_all_uses_with(value)
                    user.detach()
                    user.erase()
        if result.first_use is None:
            stand_in.drop_all_references()  # never inserted, unused: only its use of `value` is left to drop
            continue
        assert _is_final(value), "a converted value was erased while a stand-in of it was used"
        if isinstance(value, BlockArgument):
            Rewriter.insert_op(stand_in, InsertPoint.at_start(value.block))
        else:
            Rewriter.insert_op(stand_in, InsertPoint.after(value.owner))


def unrealized_cast(value: SSAValue, type_: Attribute) -> builtin.UnrealizedConversionCastOp:
    """`builtin.unrealized_conversion_cast %value : T to type_`, not inserted.

    Built with `Operation.create`, the same op as `UnrealizedConversionCastOp.get([value], [type_])` makes:
    the IRDL constructor's sorting of arguments into variadic groups took half the time of a cast, and a
    conversion to llvm makes hundreds of casts.
    """
    return builtin.UnrealizedConversionCastOp.create(operands=(value,), result_types=(type_,))


def erase_dead_casts(module: ModuleOp, casts: list[Operation] | None = None) -> None:
    """Erase unrealized casts whose results are unused (those the conversion no longer needs); `casts`, when
    given, are the module's casts in walk order (the caller's walk found them).

    The casts are visited last first, and a cast whose only users were erased is visited again (what is left
    is the same whatever the order): one walk of the module, not one per round until nothing changes.
    """
    name = builtin.UnrealizedConversionCastOp.name
    pending = [op for op in module.walk() if op.name == name] if casts is None else casts
    while pending:
        op = pending.pop()
        if op.parent is None or any(r.uses for r in op.results):
            continue
        inputs = [operand.owner for operand in op.operands]
        op.detach()
        op.erase()
        pending += [owner for owner in inputs if isinstance(owner, Operation) and owner.name == name]


_DIALECT_SELECTIONS: dict[tuple, dict[tuple[type[Operation], str], tuple[int, ...]]] = {}
"""For a list of pattern groups (by dialect, and their patterns' `pattern_filter_key`s): per op class and
dialect, the places of the patterns `DialectKeyedApplier` tries on it. Every run of a conversion makes new
pattern objects; choosing among two hundred of them again for each op class was 1.5 ms of a compile."""


class DialectKeyedApplier(GreedyRewritePatternApplier):
    """Try an op's own dialect's patterns first, the others only if none of those rewrote it; of both, only
    the patterns that can match the op's class (`aiopt.support.pattern_dispatch.pattern_filter`).

    `convert-to-llvm` holds about two hundred patterns of eight dialects; trying them all in order on every
    op (each checking the op's class) was the largest cost of the pass. Patterns are grouped by the dialect
    they convert, and each op class gets, once, the list of its dialect's patterns that may match it followed
    by the other dialects' ones; an op of a dialect without patterns tries every pattern in order, but the
    llvm ops and casts the conversion makes (revisited as the walker's worklist holds them) try none.
    """

    def __init__(self, groups: dict[str, Sequence[RewritePattern]]):
        everything = [p for group in groups.values() for p in group]
        super().__init__(everything)
        self.groups = {name: list(group) for name, group in groups.items()}
        self._by_class: dict[type[Operation], list[RewritePattern]] = {}
        self._starts: dict[str, int] = {}
        """Where each dialect's patterns start in `rewrite_patterns`."""
        start = 0
        for name, group in self.groups.items():
            self._starts[name] = start
            start += len(group)
        self._selections = _DIALECT_SELECTIONS.setdefault(
            tuple((name, tuple(pattern_filter_key(p) for p in group)) for name, group in self.groups.items()), {}
        )

    LEGAL = frozenset({"llvm", "builtin"})
    """Dialects of what the conversion makes (the llvm ops, the casts between types): no pattern takes them."""

    def _patterns_for(self, op_class: type[Operation], dialect: str) -> list[RewritePattern]:
        """`dialect`'s patterns that may match `op_class`, then the other dialects' ones, in order; which ones
        (their places in `rewrite_patterns`) is kept for the process, per list of groups (`_DIALECT_SELECTIONS`)."""
        chosen = self._selections.get((op_class, dialect))
        if chosen is None:
            start = self._starts[dialect]
            own = range(start, start + len(self.groups[dialect]))
            ordered = [*own, *(i for i in range(len(self.rewrite_patterns)) if i not in own)]
            chosen = tuple(i for i in ordered if pattern_filter(self.rewrite_patterns[i])(op_class))
            self._selections[(op_class, dialect)] = chosen
        return [self.rewrite_patterns[i] for i in chosen]

    def leaves_alone(self, op: Operation) -> bool:
        """Whether `op` is of a `LEGAL` dialect, which no pattern takes (its walker need not visit it)."""
        return op.name.partition(".")[0] in self.LEGAL

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        dialect = op.name.partition(".")[0]
        if dialect in self.LEGAL:
            return  # what the conversion made: casts left unused go at the end (`erase_dead_casts`)
        if dialect not in self.groups:
            super().match_and_rewrite(op, rewriter)
            return
        if self.dce_enabled and is_trivially_dead(op):
            rewriter.erase(op)
            return
        patterns = self._by_class.get(type(op))
        if patterns is None:
            patterns = self._by_class[type(op)] = self._patterns_for(type(op), dialect)
        for pattern in patterns:
            pattern.match_and_rewrite(op, rewriter)
            if rewriter.has_done_action:
                return


def conversion_applier(
    patterns: Sequence[RewritePattern] | dict[str, Sequence[RewritePattern]],
) -> GreedyRewritePatternApplier:
    """The applier of conversion `patterns` (a list: `OpClassKeyedApplier`; lists by the dialect they convert:
    `DialectKeyedApplier`). It keeps the patterns it chose for each op class: a pass that converts several
    modules (convert-gpu-to-nvvm, one per gpu.module) makes it once."""
    return DialectKeyedApplier(patterns) if isinstance(patterns, dict) else OpClassKeyedApplier(list(patterns))


def apply_llvm_conversion(
    module: ModuleOp,
    patterns: Sequence[RewritePattern] | dict[str, Sequence[RewritePattern]] | GreedyRewritePatternApplier,
    illegal_dialects: tuple[str, ...],
    illegal_ops: tuple[str, ...] = (),
) -> None:
    """Apply conversion `patterns` (a list, lists by the dialect they convert, or their `conversion_applier`) to
    a fixpoint, give the users left of replaced values casts (`collecting_stand_ins`), drop casts left
    unused, report the ops left of `illegal_dialects` and `illegal_ops` (the pass then fails)."""
    inner = patterns if isinstance(patterns, GreedyRewritePatternApplier) else conversion_applier(patterns)
    target = ConversionTarget(illegal_dialects, illegal_ops)
    if isinstance(inner, DialectKeyedApplier):
        _apply_keyed_conversion(module, inner, target)
        return
    with collecting_stand_ins():
        # The walker is handed the stand-ins (ops without a block) as the owners of a rewritten op's operands.
        SkippingWalker(InheritLocation(inner), apply_recursively=True, skip=_detached).rewrite_module(module)
    erase_dead_casts(module)
    target.report_illegal(module)


def _detached(op: Operation) -> bool:
    return op.parent is None


def _apply_keyed_conversion(module: ModuleOp, applier: DialectKeyedApplier, target: ConversionTarget) -> None:
    """`apply_llvm_conversion` of a `DialectKeyedApplier`, with the walks after its first sweep shared.

    The walker never visits the llvm ops and casts the conversion makes (nine in ten of the ops it would
    visit, to no effect: `SkippingWalker`). After the first sweep one walk finds the casts and whether any op
    is left that a second sweep would visit; where none is (the conversion is complete), that sweep, which
    would change nothing, and the search for illegal ops, which would find none (no llvm or builtin op is
    illegal to the target), are left out. Otherwise the walker's sweeps go on as xDSL's until nothing changes.
    """
    pattern = InheritLocation(applier)
    with collecting_stand_ins():
        changed = SkippingWalker(pattern, apply_recursively=False, skip=applier.leaves_alone).rewrite_module(module)
        name = builtin.UnrealizedConversionCastOp.name
        casts: list[Operation] | None = []
        left = False
        for op in walk_ops(module):
            if op.name == name:
                casts.append(op)
            elif not left and not applier.leaves_alone(op):
                left = True
        if left and changed:
            SkippingWalker(pattern, apply_recursively=True, skip=applier.leaves_alone).rewrite_module(module)
            casts = None
    erase_dead_casts(module, casts)
    if left or any(d in applier.LEGAL for d in target.illegal_dialects) or target.illegal_ops:
        target.report_illegal(module)


def llvm_fastmath(op: Operation) -> llvm.FastMathAttr:
    """`op`'s arith/math `fastmath` flags as `#llvm.fastmath<...>` (one attribute per set of flags: every float
    op of a conversion asks, and each new one was verified)."""
    fastmath = op.properties.get("fastmath")
    return _llvm_fastmath(fastmath.data if isinstance(fastmath, FastMathAttrBase) else frozenset())


@functools.lru_cache(maxsize=256)
def _llvm_fastmath(flags: frozenset) -> llvm.FastMathAttr:
    return llvm.FastMathAttr(tuple(flags) or None)


# ---------------------------------------------------------------------------
# IR-building helpers


def unique_symbol(module: ModuleOp, name: str) -> str:
    """`name`, or `name_0`, `name_1`, ... : the first that no op of `module` defines (as upstream uniquing)."""
    taken = {o.properties["sym_name"].data for o in module.ops if isinstance(o.properties.get("sym_name"), StringAttr)}
    candidate, suffix = name, 0
    while candidate in taken:
        candidate, suffix = f"{name}_{suffix}", suffix + 1
    return candidate


def string_global(module: ModuleOp, name: str, text: str, linkage: str = "private") -> llvm.LLVMArrayType:
    """Define `llvm.mlir.global <linkage> constant @name("text\\00")` at the top of `module`; its array type."""
    data = text + "\0"
    type_ = llvm.LLVMArrayType(len(data.encode()), i8)
    global_op = llvm.GlobalOp(type_, name, linkage, constant=True, value=StringAttr(data))
    module.body.block.insert_op_before(global_op, module.body.block.first_op)
    return type_


def declare_function(op: Operation, name: str, inputs: Sequence[Attribute], output: Attribute | None = None) -> None:
    """Declare `llvm.func @name(inputs) -> output` at the top of `op`'s module unless a symbol `name` exists."""
    module = op.get_toplevel_object()
    assert isinstance(module, ModuleOp)
    for other in module.ops:
        if isinstance(other.properties.get("sym_name"), StringAttr) and other.properties["sym_name"].data == name:
            return
    function_type = llvm.LLVMFunctionType(list(inputs), output)
    declaration = llvm.FuncOp(name, function_type, llvm.LinkageAttr("external"))
    module.body.block.insert_op_before(declaration, module.body.block.first_op)


def constant(rewriter: PatternRewriter, value: float, type_: Attribute = i64) -> SSAValue:
    """Insert `llvm.mlir.constant(value) : type_` (a splat for a vector type) and return it.

    This and `extract_value` and `insert_value` build their ops with `Operation.create`, the same op as
    their constructors make (operands, one result of the type, the one property) without the IRDL
    constructor's sorting of arguments into groups: 4.8 -> 2.5 us a constant; convert-to-llvm builds about
    a thousand of the three for the transformer block."""
    attr = integer_attr(value, type_) if type(value) is int and isinstance(type_, IntegerType) else None
    if attr is None:
        element = type_.element_type if isinstance(type_, VectorType) else type_
        if isinstance(type_, VectorType):
            attr = DenseIntOrFPElementsAttr.from_list(type_, [value] * type_.element_count())
        elif isinstance(element, IntegerType):
            attr = IntegerAttr(int(value), element)
        else:
            attr = FloatAttr(value, element)
    op = llvm.ConstantOp.create(properties={"value": attr}, result_types=(type_,))
    rewriter.insert(op)
    return op.result


def _value(value: SSAValue | Operation) -> SSAValue:
    """`value`, or the one result of an op (what the IRDL constructors take too)."""
    return value if isinstance(value, SSAValue) else SSAValue.get(value)


@functools.lru_cache(maxsize=256)
def position_attr(position: tuple[int, ...]) -> DenseArrayBase:
    """`array<i64: position>`, made once per position (attributes are immutable; xDSL's `from_list` was a
    tenth of the time of the descriptor patterns of convert-to-llvm)."""
    return DenseArrayBase.from_list(i64, position)


def extract_value(rewriter: PatternRewriter, struct: SSAValue, position: Sequence[int], type_: Attribute) -> SSAValue:
    """Insert `llvm.extractvalue %struct[position]` and return it (built as `constant` says)."""
    op = llvm.ExtractValueOp.create(
        operands=(_value(struct),), properties={"position": position_attr(tuple(position))}, result_types=(type_,)
    )
    rewriter.insert(op)
    return op.results[0]


def insert_value(rewriter: PatternRewriter, struct: SSAValue, value: SSAValue, position: Sequence[int]) -> SSAValue:
    """Insert `llvm.insertvalue %value, %struct[position]` and return the new struct (built as `constant`
    says)."""
    struct = _value(struct)
    op = llvm.InsertValueOp.create(
        operands=(struct, _value(value)),
        properties={"position": position_attr(tuple(position))},
        result_types=(struct.type,),
    )
    rewriter.insert(op)
    return op.results[0]


def pack_struct(rewriter: PatternRewriter, values: Sequence[SSAValue]) -> SSAValue:
    """A struct of `values` built with `llvm.mlir.poison` and `llvm.insertvalue`."""
    struct = insert(rewriter, llvm.PoisonOp(llvm.LLVMStructType.from_type_list([v.type for v in values])))
    for index, value in enumerate(values):
        struct = insert_value(rewriter, struct, value, [index])
    return struct


def strides_and_offset(type_: MemRefType) -> tuple[list[int | None], int | None] | None:
    """Static strides and offset of a memref type (None where dynamic), or None when its layout is not
    strided (upstream's getStridesAndOffset fails: such a memref has no LLVM descriptor).

    Identity layouts (none, or an identity affine map) are row-major; an
    affine map of one result `sum(d_i * stride_i) + offset` gives those
    strides, a symbol in a term making it dynamic:
    `affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>` is `strided<[4, 1], offset: ?>`.
    """
    layout = type_.layout
    if isinstance(layout, StridedLayoutAttr):
        strides = [None if s is None else s for s in layout.get_strides()]
        return strides, layout.get_offset()
    if isinstance(layout, AffineMapAttr) and not has_identity_layout(type_):
        if len(layout.data.results) != 1:
            return None
        return _linear_strides(layout.data.results[0], type_.get_num_dims())
    shape = type_.get_shape()
    strides: list[int | None] = []
    running: int | None = 1
    for size in reversed(shape):
        strides.append(running)
        running = None if running is None or size < 0 else running * size
    return list(reversed(strides)), 0


def memref_strides_and_offset(type_: MemRefType) -> tuple[list[int | None], int | None]:
    """Static strides and offset of a memref type of a strided layout (`strides_and_offset`)."""
    strided = strides_and_offset(type_)
    if strided is None:
        raise TypeError(f"memref layout {type_.layout} is not strided")
    return strided


def _times(a: int | None, b: int | None) -> int | None:
    """A product of static (int) or dynamic (None) values; zero times anything is zero."""
    return 0 if a == 0 or b == 0 else None if a is None or b is None else a * b


def _plus(a: int | None, b: int | None) -> int | None:
    return None if a is None or b is None else a + b


def _linear_strides(expr: AffineExpr, rank: int) -> tuple[list[int | None], int | None] | None:
    """The coefficient of each dimension and the constant part of a layout expression (None where a symbol
    makes one dynamic), or None when it is not linear in the dimensions (upstream's extractStrides)."""
    match expr:
        case AffineConstantExpr():
            return [0] * rank, expr.value
        case AffineDimExpr():
            return [int(d == expr.position) for d in range(rank)], 0
        case AffineSymExpr():
            return [0] * rank, None
        case AffineBinaryOpExpr(kind=AffineBinaryOpKind.Add | AffineBinaryOpKind.Mul):
            lhs, rhs = _linear_strides(expr.lhs, rank), _linear_strides(expr.rhs, rank)
            if lhs is None or rhs is None:
                return None
            if expr.kind is AffineBinaryOpKind.Add:
                return [_plus(a, b) for a, b in zip(lhs[0], rhs[0])], _plus(lhs[1], rhs[1])
            if any(s != 0 for s in lhs[0]):
                lhs, rhs = rhs, lhs
            if any(s != 0 for s in lhs[0]):
                return None  # a product of dimensions
            return [_times(s, lhs[1]) for s in rhs[0]], _times(rhs[1], lhs[1])
    return None


def has_identity_layout(type_: Attribute) -> bool:
    """Whether `type_` is a memref with the identity (row-major, offset 0) layout: none, or an identity map."""
    if not isinstance(type_, MemRefType):
        return False
    layout = type_.layout
    return isinstance(layout, NoneAttr) or (
        isinstance(layout, AffineMapAttr) and layout.data == AffineMap.identity(type_.get_num_dims())
    )


@dataclass
class MemRefDescriptor:
    """A memref descriptor value and its memref type, with readers and writers of its fields."""

    value: SSAValue
    type: MemRefType
    index_type: IntegerType

    @property
    def rank(self) -> int:
        return self.type.get_num_dims()

    def allocated_ptr(self, rewriter: PatternRewriter) -> SSAValue:
        return extract_value(rewriter, self.value, [0], self.value.type.types.data[0])

    def aligned_ptr(self, rewriter: PatternRewriter) -> SSAValue:
        return extract_value(rewriter, self.value, [1], self.value.type.types.data[1])

    def offset(self, rewriter: PatternRewriter, static: bool = True) -> SSAValue:
        """The offset: a constant when the type says it (and `static`), else read from the descriptor."""
        _, offset = memref_strides_and_offset(self.type)
        if static and offset is not None:
            return constant(rewriter, offset, self.index_type)
        return extract_value(rewriter, self.value, [2], self.index_type)

    def size(self, rewriter: PatternRewriter, dim: int, static: bool = True) -> SSAValue:
        """Size `dim`: a constant when static (and `static`), else read from the descriptor."""
        size = self.type.get_shape()[dim]
        if static and size >= 0:
            return constant(rewriter, size, self.index_type)
        return extract_value(rewriter, self.value, [3, dim], self.index_type)

    def stride(self, rewriter: PatternRewriter, dim: int, static: bool = True) -> SSAValue:
        """Stride `dim`: a constant when static (and `static`), else read from the descriptor."""
        stride = memref_strides_and_offset(self.type)[0][dim]
        if static and stride is not None:
            return constant(rewriter, stride, self.index_type)
        return extract_value(rewriter, self.value, [4, dim], self.index_type)

    def fields(self, rewriter: PatternRewriter) -> list[SSAValue]:
        """All fields read from the descriptor, in signature order (ptr, ptr, offset, sizes, strides)."""
        values = [self.allocated_ptr(rewriter), self.aligned_ptr(rewriter), self.offset(rewriter, static=False)]
        values += [self.size(rewriter, d, static=False) for d in range(self.rank)]
        values += [self.stride(rewriter, d, static=False) for d in range(self.rank)]
        return values

    @staticmethod
    def build(
        rewriter: PatternRewriter,
        type_: MemRefType,
        converter: LLVMTypeConverter,
        allocated: SSAValue,
        aligned: SSAValue,
        offset: SSAValue,
        sizes: Sequence[SSAValue],
        strides: Sequence[SSAValue],
    ) -> MemRefDescriptor:
        """A descriptor of `type_` built from its fields with poison + insertvalue."""
        value = insert(rewriter, llvm.PoisonOp(converter.memref_descriptor_type(type_)))
        value = insert_value(rewriter, value, allocated, [0])
        value = insert_value(rewriter, value, aligned, [1])
        value = insert_value(rewriter, value, offset, [2])
        for dim, (size, stride) in enumerate(zip(sizes, strides)):
            value = insert_value(rewriter, value, size, [3, dim])
            value = insert_value(rewriter, value, stride, [4, dim])
        return MemRefDescriptor(value, type_, converter.index_type)

    @staticmethod
    def from_fields(
        rewriter: PatternRewriter, type_: MemRefType, converter: LLVMTypeConverter, fields: Sequence[SSAValue]
    ) -> MemRefDescriptor:
        """A descriptor from the expanded signature fields (inverse of `fields`)."""
        rank = type_.get_num_dims()
        return MemRefDescriptor.build(
            rewriter, type_, converter, fields[0], fields[1], fields[2], fields[3 : 3 + rank], fields[3 + rank :]
        )


def _successor_operand_groups(op: Operation) -> list[Sequence[SSAValue]] | None:
    """The operands a branch op passes to each successor (cf and llvm branches), or None."""
    match op:
        case llvm.BrOp():
            return [op.arguments]
        case llvm.CondBrOp():
            return [op.then_arguments, op.else_arguments]
        case llvm.SwitchOp():
            return [op.default_operands, *(group for _, _, group in op.case_groups())]
        case _:
            return successor_operands(op)


def block_arguments_to_llvm(block: Block, converter: LLVMTypeConverter, rewriter: PatternRewriter) -> None:
    """Give the arguments of a non-entry block their LLVM types.

    Inside the block the old users read the new argument through a stand-in
    of the old type (`source_value`); each branch into the block passes its
    operand converted (`cast_to`), until the branch ops themselves are
    converted.
    """
    for arg in list(block.args):
        new_type = converter.convert_type(arg.type)
        if new_type is None or new_type == arg.type:
            continue
        old_type, index = arg.type, arg.index
        new_arg = rewriter.replace_value_with_new_type(arg, new_type)
        if new_arg.first_use is not None:
            saved, rewriter.insertion_point = rewriter.insertion_point, InsertPoint.at_start(block)
            old_value = source_value(rewriter, new_arg, old_type)
            rewriter.insertion_point = saved
            new_arg.replace_uses_with_if(old_value, lambda use, cast=old_value.owner: use.operation is not cast)
        for pred in {use.operation for use in block.uses}:
            groups = _successor_operand_groups(pred)
            if groups is None:
                continue
            start = len(pred.operands) - sum(len(g) for g in groups)
            for successor, group in zip(pred.successors, groups):
                if successor is block:
                    saved, rewriter.insertion_point = rewriter.insertion_point, InsertPoint.before(pred)
                    pred.operands[start + index] = cast_to(rewriter, pred.operands[start + index], new_type)
                    rewriter.insertion_point = saved
                start += len(group)
