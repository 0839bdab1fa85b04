"""`--sroa`: scalar replacement of aggregates, as MLIR's pass (`SROA.cpp`, MLIR 22).

An aggregate slot (a small statically shaped `memref.alloca`, an `llvm.alloca`
of one struct or array) whose every use reads or writes one element it can name
(a `memref.load`/`store` with constant indices, an `llvm.getelementptr` with
constant indices and the loads and stores through it) is split into one slot per
element used; the uses move to the new slots. Splitting may make other slots
splittable (a struct field that is itself a struct), so the pass repeats until
nothing splits. `mem2reg` then promotes the new single-element slots.

The memory slot interfaces here are upstream's for the memref and LLVM
dialects (`MemRefMemorySlot.cpp`, `LLVMMemorySlot.cpp`); the slot kinds, load
and store forms and lifetime markers are `aiopt.transforms.mem2reg`'s. Sizes and
alignments are MLIR's default data layout (an `i64` is 4-byte aligned there).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects.builtin import (
    AnyFloat,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    VectorType,
    i8,
)
from xdsl.dialects.llvm import LLVMArrayType, LLVMPointerType, LLVMStructType
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.rewriter import Rewriter
from xdsl.utils.hints import isa

from aiopt.support.passes import DiagnosticPass
from aiopt.transforms.mem2reg import _ALLOCATORS, _LIFETIME_MARKERS

_MAX_MEMREF_ELEMENTS = 16
"""Upstream's `maxMemrefSizeForDestructuring`."""
_MAX_ARRAY_ELEMENTS = 16
"""Upstream's `maxArraySizeForDestructuring` for `!llvm.array`."""
_GEP_INDEX_LIMIT = 1 << 29
"""A GEP's constant index must fit in `kGEPConstantBitWidth` (29) bits."""
_REMOVABLE_BLOCKING_USERS = (*_LIFETIME_MARKERS, "llvm.intr.invariant.start", "llvm.intr.invariant.end")
"""Ops whose uses of a slot pointer are dropped with them (their `PromotableOpInterface`)."""
_FORWARDING_USERS = ("llvm.bitcast", "llvm.addrspacecast")
"""Ops that can go when their own users can (upstream's `forwardToUsers`)."""


@dataclass(frozen=True)
class SROA(DiagnosticPass):
    """Scalar Replacement of Aggregates: splits aggregate memory slots into one slot per element used.

    A `memref.alloca` of a static shape of 2 to 16 elements, all of whose uses
    are `memref.load`/`memref.store` with constant in-bound indices, becomes one
    rank-0 `memref.alloca` per element used. An `llvm.alloca` of one struct or
    array (at most 16 elements), used through `llvm.getelementptr`s of constant
    indices and loads and stores that stay inside one field, becomes one
    `llvm.alloca` per field used; the GEPs become byte offsets into the field
    (none when the offset is 0), an `llvm.intr.memset` inside the slot becomes
    one memset per used field it covers, a `memcpy`/`memmove` of the whole
    slot one copy per field (through a GEP into the other pointer; a copy out
    of the slot uses every field, split in field order where upstream's order
    is a hash map's), and lifetime and invariant markers of the aggregate go.
    Slots with any other use (a call, a dynamic index, an out-of-bounds
    access) stay. The pass keeps no statistics (upstream's
    `destructured slots` and others are counters, not options).

    Example, `ai-opt --sroa`:

        func.func @f(%a: i32, %b: i32) -> i32 {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %m = memref.alloca() : memref<2xi32>
          memref.store %a, %m[%c0] : memref<2xi32>
          memref.store %b, %m[%c1] : memref<2xi32>
          %v = memref.load %m[%c0] : memref<2xi32>
          return %v : i32
        }

    becomes

        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %alloca = memref.alloca() : memref<i32>
        %alloca_0 = memref.alloca() : memref<i32>
        memref.store %arg0, %alloca[] : memref<i32>
        memref.store %arg1, %alloca_0[] : memref<i32>
        %0 = memref.load %alloca[] : memref<i32>
        return %0 : i32
    """

    name = "sroa"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for region in op.regions:
            if not region.blocks:
                continue
            allocators = [nested for nested in _walk_region(region) if nested.name in _ALLOCATORS]
            _destructure_slots(allocators)


def _walk_region(region: Region):
    """The ops of `region`, nested ones first (upstream's post-order walk)."""
    for block in region.blocks:
        for child in block.ops:
            yield from child.walk(region_first=True)


# ---------------------------------------------------------------------------
# MLIR's default data layout


def _type_size(attr: Attribute) -> int | None:
    """Bytes a value of this type takes (`DataLayout::getTypeSize`); None if unknown."""
    if isinstance(attr, IntegerType):
        return (attr.width.data + 7) // 8
    if isinstance(attr, IndexType):
        return 8
    if isinstance(attr, LLVMPointerType):
        return 8
    if isa(attr, AnyFloat):
        return (attr.bitwidth + 7) // 8
    if isinstance(attr, VectorType):
        inner = _type_size(attr.element_type)
        shape = attr.get_shape()
        if inner is None or not shape:
            return None
        last = 1 << max(0, (shape[-1] * inner * 8 - 1).bit_length())
        return (math.prod(shape[:-1]) * last + 7) // 8
    if isinstance(attr, LLVMArrayType):
        inner, align = _type_size(attr.type), _abi_alignment(attr.type)
        if inner is None or align is None:
            return None
        return _align_to(inner, align) * attr.size.data
    if isinstance(attr, LLVMStructType):
        offset = 0
        struct_align = 1
        for member in attr.types.data:
            size, align = _type_size(member), _abi_alignment(member)
            if size is None or align is None:
                return None
            offset = _align_to(offset, align) + size
            struct_align = max(struct_align, align)
        return _align_to(offset, struct_align)
    return None


def _abi_alignment(attr: Attribute) -> int | None:
    """The ABI alignment of a type in bytes (`DataLayout::getTypeABIAlignment`); None if unknown."""
    if isinstance(attr, IntegerType):
        width = attr.width.data
        return _power_of_two_ceil((width + 7) // 8) if width < 64 else 4
    if isinstance(attr, IndexType | LLVMPointerType):
        return 8
    if isa(attr, AnyFloat) or isinstance(attr, VectorType):
        size = _type_size(attr)
        return None if size is None else _power_of_two_ceil(size)
    if isinstance(attr, LLVMArrayType):
        return _abi_alignment(attr.type)
    if isinstance(attr, LLVMStructType):
        aligns = [_abi_alignment(member) for member in attr.types.data]
        return None if None in aligns else max([1, *aligns])  # type: ignore[list-item]
    return None


def _power_of_two_ceil(value: int) -> int:
    return 1 if value <= 1 else 1 << (value - 1).bit_length()


def _align_to(value: int, align: int) -> int:
    return (value + align - 1) // align * align


# ---------------------------------------------------------------------------
# Destructurable slots


@dataclass
class _Slot:
    """A destructurable memory slot: its pointer, the type it holds and the type of each of its elements."""

    allocator: Operation
    ptr: SSAValue
    elem_type: Attribute
    subelements: dict[object, Attribute]


@dataclass
class _Info:
    """What destructuring a slot needs (upstream's `MemorySlotDestructuringInfo`)."""

    used: dict[object, None] = field(default_factory=dict)
    """The element indices accessed, in the order upstream's small pointer set keeps them."""
    blocking: dict[Operation, None] = field(default_factory=dict)
    """Users that must go with the slot."""
    accessors: list[Operation] = field(default_factory=list)


def _destructurable_slot(allocator: Operation) -> _Slot | None:
    """The slot an allocator offers (its `getDestructurableSlots`), None if it offers none."""
    ptr = allocator.results[0]
    if allocator.name == "memref.alloca":
        memref_type = ptr.type
        if not isinstance(memref_type, MemRefType):
            return None
        shape = memref_type.get_shape()
        if any(size < 0 for size in shape):
            return None
        count = math.prod(shape)
        if count > _MAX_MEMREF_ELEMENTS or count == 1:
            return None
        subelements: dict[object, Attribute] = {index: memref_type.element_type for index in _indices_of(shape)}
        return _Slot(allocator, ptr, memref_type, subelements)
    if not _is_constant_one(allocator.operands[0]):
        return None
    elem_type = allocator.properties["elem_type"]
    if isinstance(elem_type, LLVMArrayType):
        if elem_type.size.data > _MAX_ARRAY_ELEMENTS:
            return None
        return _Slot(allocator, ptr, elem_type, {index: elem_type.type for index in range(elem_type.size.data)})
    if isinstance(elem_type, LLVMStructType):
        return _Slot(allocator, ptr, elem_type, dict(enumerate(elem_type.types.data)))
    return None


def _indices_of(shape: tuple[int, ...]):
    """Every index of a shape, the first dimension varying fastest (upstream's `walkIndicesAsAttr`)."""
    index = [0] * len(shape)
    while True:
        yield tuple(index)
        for dim in range(len(shape)):
            index[dim] += 1
            if index[dim] < shape[dim]:
                break
            index[dim] = 0
        else:
            return


def _constant_int(value: SSAValue) -> int | None:
    """The integer a `arith.constant`/`llvm.mlir.constant` defines (`m_Constant<IntegerAttr>`)."""
    owner = value.owner
    if isinstance(owner, Operation) and owner.name in ("arith.constant", "llvm.mlir.constant"):
        attr = owner.properties.get("value", owner.attributes.get("value"))
        if isinstance(attr, IntegerAttr):
            return attr.value.data
    return None


def _is_constant_one(value: SSAValue) -> bool:
    return _constant_int(value) == 1


def _destructure_slots(allocators: list[Operation]) -> None:
    """Destructure slots until none can be (upstream's `tryToDestructureMemorySlots`)."""
    work = list(allocators)
    while True:
        changed = False
        next_work: list[Operation] = []
        for allocator in work:
            slot = _destructurable_slot(allocator)
            info = _destructuring_info(slot) if slot is not None else None
            if slot is None or info is None:
                next_work.append(allocator)
                continue
            _destructure(slot, info, next_work)
            changed = True
        if not changed:
            return
        work = next_work


def _ordered_uses(value: SSAValue) -> list[tuple[Operation, int]]:
    """The uses of `value`, latest first (the order of MLIR's use lists for parsed IR)."""
    uses = [(use.operation, use.index) for use in value.uses]
    order = _program_order(value)
    return sorted(uses, key=lambda use: (order.get(use[0], -1), use[1]), reverse=True)


def _program_order(value: SSAValue) -> dict[Operation, int]:
    owner = value.owner
    region = owner.parent_region() if isinstance(owner, Operation) else owner.parent
    while region is not None and region.parent is not None and region.parent.parent_region() is not None:
        region = region.parent.parent_region()
    if region is None:
        return {}
    return {
        op: position
        for position, op in enumerate(op for block in region.blocks for child in block.ops for op in child.walk())
    }


def _destructuring_info(slot: _Slot) -> _Info | None:
    """Whether and how the slot can be destructured (upstream's `computeDestructuringInfo`)."""
    if not slot.ptr.uses:
        return None
    info = _Info()
    safe_work: list[tuple[SSAValue, int]] = []
    for user, index in _ordered_uses(slot.ptr):
        if _can_rewire(user, index, slot, info, safe_work):
            info.accessors.append(user)
        else:
            info.blocking.setdefault(user)
    visited: set[tuple[Operation, int]] = set()
    while safe_work:
        ptr, size = safe_work.pop()
        for user, index in _ordered_uses(ptr):
            if (user, index) in visited:
                continue
            visited.add((user, index))
            if not _only_safe_accesses(user, ptr, size, safe_work):
                info.blocking.setdefault(user)
    # The users with blocking uses, and those they make blocking, must be able to go.
    pending = list(info.blocking)
    while pending:
        user = pending.pop()
        if user.name in _REMOVABLE_BLOCKING_USERS:
            continue
        if user.name in _FORWARDING_USERS or (user.name == "llvm.getelementptr" and _all_zero_gep(user)):
            for result in user.results:
                for use in result.uses:
                    if use.operation not in info.blocking:
                        info.blocking.setdefault(use.operation)
                        pending.append(use.operation)
            continue
        return None
    return info


def _can_rewire(user: Operation, index: int, slot: _Slot, info: _Info, safe_work: list[tuple[SSAValue, int]]) -> bool:
    """Whether the use can move to a subslot (`DestructurableAccessorOpInterface::canRewire`)."""
    match user.name:
        case "memref.load" | "memref.store":
            address = 0 if user.name == "memref.load" else 1
            if index != address or (user.name == "memref.store" and user.operands[0] is slot.ptr):
                return False
            element = _memref_index(user, address, slot)
            if element is None or element not in slot.subelements:
                return False
            info.used.setdefault(element)
            return True
        case "llvm.load" | "llvm.store":
            is_store = user.name == "llvm.store"
            if "volatile_" in user.properties or index != (1 if is_store else 0):
                return False
            if is_store and user.operands[0] is slot.ptr:
                return False
            accessed = user.operands[0].type if is_store else user.results[0].type
            first = slot.subelements.get(0)
            size, first_size = _type_size(accessed), None if first is None else _type_size(first)
            if size is None or first_size is None or size > first_size:
                return False
            info.used.setdefault(0)
            return True
        case "llvm.intr.memset":
            # Writes only inside the slot; the fields it covers are split by `_rewire` (no index is used).
            return index == 0 and _writes_only_within(user, slot.ptr, _type_size(slot.elem_type))
        case "llvm.intr.memcpy" | "llvm.intr.memmove":
            # Only copies of the whole slot, into or out of it; a copy out of it reads every field.
            dst, src = user.operands[0], user.operands[1]
            if _is_volatile(user) or dst is src or _constant_int(user.operands[2]) != _type_size(slot.elem_type):
                return False
            if src is slot.ptr:
                for element in slot.subelements:
                    info.used.setdefault(element)
            return True
        case "llvm.getelementptr":
            if index != 0:
                return False
            access = _subslot_access(user, slot)
            if access is None:
                return False
            element, offset = access
            info.used.setdefault(element)
            size = _type_size(slot.subelements[element])
            assert size is not None
            safe_work.append((user.results[0], size - offset))
            return True
    return False


def _memref_index(user: Operation, address: int, slot: _Slot) -> tuple[int, ...] | None:
    """The constant in-bound index a memref load or store accesses (`getAttributeIndexFromIndexOperands`)."""
    memref_type = slot.elem_type
    assert isinstance(memref_type, MemRefType)
    index: list[int] = []
    for operand, size in zip(user.operands[address + 1 :], memref_type.get_shape()):
        coord = _constant_int(operand)
        if coord is None or coord < 0 or coord >= size:
            return None
        index.append(coord)
    return tuple(index)


def _gep_byte_offset(gep: Operation) -> int | None:
    """The bytes a GEP of constant indices moves its base by (`gepToByteOffset`); None if not constant."""
    indices = _gep_constant_indices(gep)
    if indices is None or any(index < 0 for index in indices):
        return None
    current = gep.properties["elem_type"]
    size = _type_size(current)
    if size is None:
        return None
    offset = indices[0] * size
    for index in indices[1:]:
        if isinstance(current, LLVMArrayType):
            inner = _type_size(current.type)
            if inner is None:
                return None
            offset += index * inner
            current = current.type
        elif isinstance(current, LLVMStructType):
            body = current.types.data
            for member in body[:index]:
                align, member_size = _abi_alignment(member), _type_size(member)
                if align is None or member_size is None:
                    return None
                offset = _align_to(offset, align) + member_size
            align = _abi_alignment(body[index])
            if align is None:
                return None
            offset = _align_to(offset, align)
            current = body[index]
        else:
            return None
    return offset


def _gep_constant_indices(gep: Operation) -> list[int] | None:
    """A GEP's indices if all are constants written in the op (not SSA values)."""
    if gep.operands[1:]:
        return None
    return list(gep.properties["rawConstantIndices"].get_values())


def _all_zero_gep(gep: Operation) -> bool:
    indices = _gep_constant_indices(gep)
    return indices is not None and all(index == 0 for index in indices)


def _subslot_access(gep: Operation, slot: _Slot) -> tuple[int, int] | None:
    """The field of the slot a GEP points into and the offset inside it (`getSubslotAccessInfo`)."""
    if not isinstance(gep.operands[0].type, LLVMPointerType) or gep.operands[0] is not slot.ptr:
        return None
    offset = _gep_byte_offset(gep)
    total = _type_size(slot.elem_type)
    if offset is None or total is None or offset >= total:
        return None
    slot_type = slot.elem_type
    if isinstance(slot_type, LLVMArrayType):
        elem_size = _type_size(slot_type.type)
        if not elem_size:
            return None
        element = offset // elem_size
        return None if element >= _GEP_INDEX_LIMIT else (element, offset - element * elem_size)
    assert isinstance(slot_type, LLVMStructType)
    start = 0
    for element, member in enumerate(slot_type.types.data):
        size, align = _type_size(member), _abi_alignment(member)
        if size is None or align is None:
            return None
        start = _align_to(start, align)
        if offset < start:
            return None
        if offset < start + size:
            return (element, offset - start)
        start += size
    return None


def _only_safe_accesses(user: Operation, ptr: SSAValue, size: int, safe_work: list[tuple[SSAValue, int]]) -> bool:
    """Whether `user` only accesses the `size` bytes at `ptr` (`SafeMemorySlotAccessOpInterface`)."""
    match user.name:
        case "llvm.load":
            accessed = _type_size(user.results[0].type)
            return user.operands[0] is not ptr or (accessed is not None and accessed <= size)
        case "llvm.store":
            if user.operands[1] is not ptr:
                return True
            accessed = _type_size(user.operands[0].type)
            return accessed is not None and accessed <= size
        case "llvm.intr.memset" | "llvm.intr.memcpy" | "llvm.intr.memmove":
            return _writes_only_within(user, ptr, size)
        case "llvm.getelementptr":
            if user.operands[0] is not ptr:
                return True
            offset = _gep_byte_offset(user)
            if offset is None or offset >= size:
                return False
            safe_work.append((user.results[0], size - offset))
            return True
    return False


def _destructure(slot: _Slot, info: _Info, new_allocators: list[Operation]) -> None:
    """Split the slot into one slot per used element and move its users onto them (`destructureSlot`)."""
    subslots: dict[object, SSAValue] = {}
    block = slot.allocator.parent_block()
    assert block is not None
    anchor = slot.allocator
    for element in info.used:
        made = _make_subslot(slot, element)
        block.insert_op_after(made, anchor)
        anchor = made
        new_allocators.append(made)
        subslots[element] = made.results[0]
    users = set(info.blocking) | set(info.accessors)
    order = _program_order(slot.ptr)
    to_erase: list[Operation] = []
    for user in sorted(users, key=lambda op: order.get(op, -1), reverse=True):
        if user in info.accessors:
            if _rewire(user, slot, subslots):
                to_erase.append(user)
        else:
            to_erase.append(user)
    for user in to_erase:
        Rewriter.erase_op(user)
    assert not slot.ptr.uses
    Rewriter.erase_op(slot.allocator)


def _make_subslot(slot: _Slot, element: object) -> Operation:
    """The allocator of one element (`destructure`)."""
    if slot.allocator.name == "memref.alloca":
        from aiopt.dialects.memref import AllocaOp

        return AllocaOp.get(slot.subelements[element], shape=())
    from aiopt.dialects.llvm import AllocaOp as LLVMAllocaOp

    made = LLVMAllocaOp(slot.allocator.operands[0], slot.subelements[element])
    del made.properties["alignment"]
    return made


def _rewire(user: Operation, slot: _Slot, subslots: dict[object, SSAValue]) -> bool:
    """Move an accessor onto its subslot (`rewire`); whether it is now to be erased."""
    if user.name in ("memref.load", "memref.store"):
        address = 0 if user.name == "memref.load" else 1
        element = _memref_index(user, address, slot)
        user.operands = [*user.operands[:address], subslots[element]]
        return False
    if user.name in ("llvm.load", "llvm.store"):
        address = 1 if user.name == "llvm.store" else 0
        operands = list(user.operands)
        operands[address] = subslots[0]
        user.operands = operands
        return False
    if user.name == "llvm.intr.memset":
        _split_memset(user, slot, subslots)
        return True
    if user.name in ("llvm.intr.memcpy", "llvm.intr.memmove"):
        _split_memcpy(user, slot, subslots)
        return True
    access = _subslot_access(user, slot)
    assert access is not None
    element, offset = access
    new_ptr = subslots[element]
    if offset != 0:
        from aiopt.dialects.llvm import GEPOp

        flags = user.properties["noWrapFlags"]
        assert isinstance(flags, IntegerAttr)
        made = GEPOp.build(new_ptr, [offset], i8, flags=flags.value.data)
        Rewriter.insert_op(made, _after(user))
        new_ptr = made.results[0]
    user.results[0].replace_all_uses_with(new_ptr)
    return True


def _after(op: Operation):
    from xdsl.rewriter import InsertPoint

    return InsertPoint.after(op)


def _is_volatile(op: Operation) -> bool:
    flag = op.properties.get("isVolatile")
    return isinstance(flag, IntegerAttr) and flag.value.data != 0


def _writes_only_within(op: Operation, ptr: SSAValue, size: int | None) -> bool:
    """A memory intrinsic writing at `ptr` a constant length that fits in `size` bytes
    (`definitelyWritesOnlyWithinSlot`)."""
    length = _constant_int(op.operands[2])
    return op.operands[0] is ptr and size is not None and length is not None and 0 <= length <= size


def _field_offsets(slot: _Slot):
    """Each field of an LLVM aggregate slot in order: its index, type, byte offset and size."""
    slot_type = slot.elem_type
    offset = 0
    for element in range(len(slot.subelements)):
        member = slot.subelements[element]
        size, align = _type_size(member), _abi_alignment(member)
        assert size is not None and align is not None
        if isinstance(slot_type, LLVMStructType):
            offset = _align_to(offset, align)
        yield element, member, offset, size
        offset += size


def _split_memset(memset: Operation, slot: _Slot, subslots: dict[object, SSAValue]) -> None:
    """One memset per used field the original covers, of the bytes it covers there (`memsetRewire`)."""
    from aiopt.dialects.llvm import ConstantOp, MemsetOp

    length = _constant_int(memset.operands[2])
    assert length is not None
    length_type = memset.operands[2].type
    anchor = memset
    for element, _, offset, size in _field_offsets(slot):
        if offset >= length:
            break
        if element not in subslots:
            continue
        count = ConstantOp(IntegerAttr(min(length - offset, size), length_type), length_type)
        made = MemsetOp(subslots[element], memset.operands[1], count)
        made.properties["isVolatile"] = memset.properties["isVolatile"]
        for op in (count, made):
            Rewriter.insert_op(op, _after(anchor))
            anchor = op


def _split_memcpy(copy: Operation, slot: _Slot, subslots: dict[object, SSAValue]) -> None:
    """One copy per used field, between it and the same field of the other pointer (`memcpyRewire`)."""
    from aiopt.dialects.llvm import ConstantOp, GEPOp, MemcpyOp, MemmoveOp

    into_slot = copy.operands[0] is slot.ptr
    other = copy.operands[1] if into_slot else copy.operands[0]
    length_type = copy.operands[2].type
    copy_class = MemcpyOp if copy.name == "llvm.intr.memcpy" else MemmoveOp
    anchor = copy
    for element, member, _, size in _field_offsets(slot):
        if element not in subslots:
            continue
        field_ptr = GEPOp.build(other, [0, element], slot.elem_type)
        count = ConstantOp(IntegerAttr(size, length_type), length_type)
        dst, src = (subslots[element], field_ptr) if into_slot else (field_ptr, subslots[element])
        made = copy_class(dst, src, count)
        made.properties["isVolatile"] = copy.properties["isVolatile"]
        for op in (field_ptr, count, made):
            Rewriter.insert_op(op, _after(anchor))
            anchor = op
