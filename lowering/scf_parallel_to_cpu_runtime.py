"""`convert-scf-parallel-to-cpu-runtime`: outermost `scf.parallel` loops run on all CPU cores.

The outermost dimension of each outermost `scf.parallel` without reductions
(or its leading dimensions run as one, `coalesced_dims`, where the outermost
makes few iterations: a batch of one image and its rows)
is split across threads by the runtime function `aiopt_parallel_for` (which
`aiopt.runtime.jit` provides: one pthread per core, the caller's thread takes
the first chunk). The loop body moves to a new function that runs one chunk:

    scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1) {
      ... %a ...
    }

becomes

    %ctx = llvm.alloca ... : !llvm.struct<(...)>     // the values the body uses, packed
    llvm.store %packed, %ctx
    %body = llvm.mlir.addressof @f_parallel_0 : !llvm.ptr
    func.call @aiopt_parallel_for(%body, %ctx, %lb, %ub, %step) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()

    func.func private @f_parallel_0(%begin: i64, %end: i64, %ctx: !llvm.ptr) attributes {llvm.linkage = #llvm.linkage<"internal">} {
      ... unpack %a from %ctx ...
      scf.for %i = %begin' to %end' step %c1 {
        scf.parallel (%j) = (%c0) to (%m) step (%c1) { ... %a ... }
      }
      return
    }

Memrefs cross as their LLVM descriptors (`builtin.unrealized_conversion_cast`
to and from the descriptor struct; `convert-to-llvm` and
`reconcile-unrealized-casts` fold those casts away), index values as i64.
A memref of static sizes and strides crosses as its pointers only (and its
offset where that is dynamic): the body rebuilds the descriptor with the
sizes and strides as constants, and with the aligned pointer in place of the
allocated one where the body only loads and stores through it
(`_descriptor_fields`). Packing whole descriptors was 342 scalar stores in
the transformer block's `main`, a third of LLVM's time on it.
Constants are cloned into the body instead. Loops with reductions, loops
whose body uses values of other types, and loops with less estimated work
than `min-work` (constant trip counts times body ops; a bound that is not a
constant counts as large) stay as they are and run on the calling thread. A
loop whose outermost trip count alone is not a constant decides when it runs:
below `min-work` it calls its outlined body itself, on all its iterations.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from math import prod

from xdsl.context import Context
from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    Signedness,
    StringAttr,
    SymbolRefAttr,
    i64,
)
from xdsl.ir import Block, Operation, Region, SSAValue

from aiopt.dialects import arith, func, llvm, scf
from aiopt.dialects.scf import ParallelOp
from aiopt.lowering.llvm_type_converter import (
    LLVMTypeConverter,
    position_attr,
    strides_and_offset,
    unrealized_cast,
)
from aiopt.support.cached_attributes import integer_attr
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option
from aiopt.support.worklist_population import walk_ops

RUNTIME_FUNCTION = "aiopt_parallel_for"
"""`void aiopt_parallel_for(ptr body, ptr ctx, i64 lb, i64 ub, i64 step)`: runs body(begin, end, ctx) on chunks."""

_PASSABLE = (MemRefType, IndexType, IntegerType)


def _captured_values(loop: scf.ParallelOp) -> tuple[list[SSAValue], set[int]]:
    """Values defined outside `loop` that its body or inner bounds use (the outermost step included), and
    the ids of the loop and the ops in it."""
    captured: dict[SSAValue, None] = {}
    for inner in (*loop.lowerBound[1:], *loop.upperBound[1:], *loop.step):
        captured[inner] = None
    body = walk_ops(loop.body)
    # The loop and the ops in it, by identity (`body` keeps them alive): looked up, not walked up to from each use.
    inside = {id(loop), *(id(op) for op in body)}
    for op in body:
        for operand in op.operands:
            owner = operand.owner
            defining = owner if isinstance(owner, Operation) else owner.parent_op()
            if defining is None or id(defining) not in inside:
                captured[operand] = None
    return list(captured), inside


_ALIGNED_ONLY = frozenset(
    {
        "memref.load",
        "memref.store",
        "memref.dim",
        "memref.prefetch",
        "vector.load",
        "vector.store",
        "vector.maskedload",
        "vector.maskedstore",
        "vector.transfer_read",
        "vector.transfer_write",
    }
)
"""Ops that read a memref's descriptor but never its allocated pointer."""

_VIEWS = frozenset(
    {"memref.subview", "memref.cast", "memref.reinterpret_cast", "memref.collapse_shape", "memref.expand_shape"}
)
"""Ops whose result memref carries the allocated pointer of their source memref."""


def _reads_allocated_pointer(value: SSAValue, inside: set[int]) -> bool:
    """Whether ops in the loop (by id, `inside`) may read the allocated pointer of the memref `value`: any op
    but loads and stores (`_ALIGNED_ONLY`), through views of it (a dealloc, a call, extract_strided_metadata)."""
    pending = [value]
    while pending:
        for use in pending.pop().uses:
            op = use.operation
            if id(op) not in inside or op.name in _ALIGNED_ONLY:
                continue
            if op.name in _VIEWS and use.index == 0:
                pending.extend(op.results)
                continue
            return True
    return False


def _descriptor_fields(value: SSAValue, inside: set[int]) -> tuple[int, ...] | None:
    """The positions of the fields of the descriptor of the memref `value` that the loop needs, where its
    sizes and strides are static (None otherwise: the whole descriptor): the aligned pointer (1), the allocated
    pointer (0) where the loop may read it (`_reads_allocated_pointer`), the offset (2) where it is dynamic.

        memref<64x8xf32, strided<[8, 1], offset: ?>> only loaded from: (1, 2)"""
    type_ = value.type
    assert isinstance(type_, MemRefType)
    strided = strides_and_offset(type_)
    if strided is None or any(size < 0 for size in type_.get_shape()) or None in strided[0]:
        return None
    fields = (0, 1) if _reads_allocated_pointer(value, inside) else (1,)
    return fields if strided[1] is not None else (*fields, 2)


_UNKNOWN_TRIP_COUNT = 1 << 20
"""Trip count assumed for a loop with a bound that is not a constant (large: worth running in parallel)."""


def _constant_index(value: SSAValue) -> int | None:
    owner = value.owner
    if isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
        return owner.value.value.data
    return None


def _trip_count(lower: SSAValue, upper: SSAValue, step: SSAValue, unknown: int = _UNKNOWN_TRIP_COUNT) -> int:
    bounds = [_constant_index(v) for v in (lower, upper, step)]
    if None in bounds or bounds[2] <= 0:
        return unknown
    return max(0, -(-(bounds[1] - bounds[0]) // bounds[2]))


ESTIMATED_WORK = "aiopt.estimated_work"
"""An op's attribute that says how much work it does (as ops), where that is more than 1: a micro-kernel call."""


def estimated_work(op: Operation, unknown: int = _UNKNOWN_TRIP_COUNT) -> int:
    """Ops the loop nest of `op` runs: each op counts 1 (or its `aiopt.estimated_work`), a loop its trip
    count (`unknown` where it is not constant) times its body."""
    if isinstance(work := op.attributes.get(ESTIMATED_WORK), IntegerAttr):
        return work.value.data
    trips = 1
    if isinstance(op, scf.ParallelOp):
        for lower, upper, step in zip(op.lowerBound, op.upperBound, op.step):
            trips *= _trip_count(lower, upper, step, unknown)
    elif isinstance(op, scf.ForOp):
        trips = _trip_count(op.lb, op.ub, op.step, unknown)
    inner = sum(
        estimated_work(nested, unknown) for region in op.regions for block in region.blocks for nested in block.ops
    )
    return 1 + trips * inner


_UNBOUNDED = 1 << 62
"""A trip count that makes any estimate containing it at least this large: the estimate is not known."""


def sequential_span(loop: scf.ParallelOp, min_work: int) -> int | None:
    """For an outermost dimension whose trip count is known only when the loop runs, under a body whose work
    is known (constant inner trip counts, a constant step): the largest `ub - lb` at which the loop's work is
    below `min_work`, as a constant trip count below it keeps the loop on the calling thread. None otherwise."""
    step = _constant_index(loop.step[0])
    if step is None or step <= 0 or _trip_count(loop.lowerBound[0], loop.upperBound[0], loop.step[0], -1) >= 0:
        return None
    trips = 1
    for lower, upper, inner_step in zip(loop.lowerBound[1:], loop.upperBound[1:], loop.step[1:]):
        trips *= _trip_count(lower, upper, inner_step, _UNBOUNDED)
    per_iteration = trips * sum(estimated_work(op, _UNBOUNDED) for op in loop.body.block.ops)
    if per_iteration >= _UNBOUNDED:
        return None
    # Sequential where 1 + trips * per_iteration < min_work (`estimated_work` of the whole loop).
    most = (min_work - 2) // max(1, per_iteration)
    return most * step if 1 <= most and most * step < _UNBOUNDED else None


COALESCE_BELOW = 256
"""Leading dimensions of constant trip counts are run as one (their iterations numbered in row-major order)
while the outermost ones make fewer iterations than this: four chunks for each of 64 workers. A 2-D pooling of
one image (`1x224x224x3`, window `1x3x3x1`) split only its batch of 1, all on the calling thread."""


def coalesced_dims(loop: scf.ParallelOp) -> list[int]:
    """The constant trip counts of the leading dimensions of `loop` that run as one (`COALESCE_BELOW`): at least
    two, each with constant bounds and step and at least one trip; [] where the loop splits its outermost
    dimension alone. The innermost dimension (the one that vectorizes) joins them only behind dimensions of one
    trip, which cost no division."""
    trips: list[int] = []
    rank = len(loop.lowerBound)
    for dim, (lower, upper, step) in enumerate(zip(loop.lowerBound, loop.upperBound, loop.step)):
        count = _trip_count(lower, upper, step, -1)
        if count < 1 or prod(trips) >= COALESCE_BELOW or (dim == rank - 1 and prod(trips) > 1):
            break
        trips.append(count)
    return trips if len(trips) >= 2 else []


def _is_constant(value: SSAValue) -> bool:
    return isinstance(value.owner, arith.ConstantOp)


def _passable(value: SSAValue) -> bool:
    """Whether `value` can travel in the packed struct: a constant (cloned), a memref (its descriptor), an
    index, a signless integer or a float; not a signed or unsigned integer (`ui8`), which no LLVM struct holds
    (upstream's `LLVM::isCompatibleType`)."""
    type_ = value.type
    if isinstance(type_, IntegerType) and type_.signedness.data != Signedness.SIGNLESS:
        return _is_constant(value)
    return _is_constant(value) or isinstance(type_, _PASSABLE) or type_.name in ("f16", "bf16", "f32", "f64")


@dataclass
class _Outliner:
    module: ModuleOp
    converter: LLVMTypeConverter
    min_work: int
    counter: int = 0
    bodies: dict[tuple[str, ...], list[func.FuncOp]] = dataclasses.field(default_factory=dict)
    """The outlined bodies so far, by the names of their ops (`_op_names`)."""

    def outline(self, loop: scf.ParallelOp, parent: func.FuncOp) -> None:
        captured, inside = _captured_values(loop)
        if loop.initVals or not all(_passable(v) for v in captured) or estimated_work(loop) < self.min_work:
            return
        packed = [v for v in captured if not _is_constant(v)]
        constants = [v for v in captured if _is_constant(v)]
        parts = [_descriptor_fields(v, inside) if isinstance(v.type, MemRefType) else None for v in packed]
        body_name = f"{parent.sym_name.data}_parallel_{self.counter}"
        self.counter += 1
        address, direct = self._dispatch(loop, packed, parts, body_name, parent)
        function = self._body_function(loop, packed, parts, constants, body_name, parent)
        # A loop that does what an outlined one does (on other buffers: the heads of an attention layer) calls
        # that body: LLVM would optimize and compile each copy (about 6 ms a body for the transformer block).
        same_ops = self.bodies.setdefault(_op_names(function), [])
        twin = next((other for other in same_ops if _same_body(function, other)), None)
        if twin is None:
            same_ops.append(function)
            return
        address.global_name = SymbolRefAttr(twin.sym_name)
        if direct is not None:
            direct.callee = SymbolRefAttr(twin.sym_name)
        function.detach()
        function.erase()
        self.counter -= 1

    def _llvm_type(self, value: SSAValue):
        return self.converter.convert_type(value.type)

    def _field_types(self, value: SSAValue, part: tuple[int, ...] | None) -> list:
        """The LLVM types `value` travels as: i64 for an index, the descriptor of a memref or the fields of it
        at the positions `part`, the type itself otherwise."""
        if isinstance(value.type, IndexType):
            return [i64]
        if not isinstance(value.type, MemRefType):
            return [value.type]
        descriptor = self._llvm_type(value)
        return [descriptor] if part is None else [descriptor.types.data[p] for p in part]

    def _dispatch(
        self,
        loop: scf.ParallelOp,
        packed: list[SSAValue],
        parts: list[tuple[int, ...] | None],
        body_name: str,
        parent: func.FuncOp,
    ) -> tuple[llvm.AddressOfOp, func.CallOp | None]:
        """Before the loop: pack the captured values on the stack and call the runtime (the address of the body
        it calls is returned, and the direct call of the body, if any).

        Where the outermost trip count is known only when the loop runs but the work of an iteration is known
        (`sequential_span`), a loop of less work than `min-work` calls the body itself, on all its iterations:

            %span = arith.subi %ub, %lb : i64
            %small = arith.cmpi sle, %span, %limit : i64
            scf.if %small {
              func.call @f_parallel_0(%lb, %ub, %ctx) : (i64, i64, !llvm.ptr) -> ()
            } else {
              func.call @aiopt_parallel_for(%body, %ctx, %lb, %ub, %step) : (...) -> ()
            }

        (waking the runtime's threads cost a dynamic-shaped add of 4 elements about half its time).

        The stack slot is allocated at the start of the function (as upstream puts allocas in the entry
        block): one allocated before a loop nested in an scf.for took new stack space on every trip, never
        given back until the function returned (a dynamic reduce of 70000 x 2 elements, its reduction loop
        outermost, overflowed the stack: difftest seed 20022, program 256)."""
        ops: list[Operation] = []

        def add(op: Operation) -> SSAValue:
            ops.append(op)
            return op.results[0]

        fields = []
        for value, part in zip(packed, parts):
            if isinstance(value.type, IndexType):
                fields.append(add(arith.IndexCastOp(value, i64)))
            elif isinstance(value.type, MemRefType):
                descriptor = add(unrealized_cast(value, self._llvm_type(value)))
                if part is None:
                    fields.append(descriptor)
                    continue
                for position, type_ in zip(part, self._field_types(value, part)):
                    properties = {"position": position_attr((position,))}
                    fields.append(
                        add(
                            llvm.ExtractValueOp.create(
                                operands=(descriptor,), properties=properties, result_types=(type_,)
                            )
                        )
                    )
            else:
                fields.append(value)
        struct_type = llvm.LLVMStructType.from_type_list([f.type for f in fields])
        one = arith.ConstantOp.from_int_and_width(1, 64)
        slot = llvm.AllocaOp(one.result, struct_type, alignment=8)
        entry = parent.body.blocks[0]
        if entry.first_op is None:
            entry.add_ops([one, slot])
        else:
            entry.insert_ops_before([one, slot], entry.first_op)
        context = slot.results[0]
        struct = add(llvm.PoisonOp(struct_type)) if fields else None
        for index, field in enumerate(fields):
            struct = add(llvm.InsertValueOp(position_attr((index,)), struct, field))
        if struct is not None:
            ops.append(llvm.StoreOp(struct, context))
        address = llvm.AddressOfOp(body_name, llvm.LLVMPointerType())
        body = add(address)
        trips = coalesced_dims(loop)
        if trips:
            bounds = [add(arith.ConstantOp.from_int_and_width(v, 64)) for v in (0, prod(trips), 1)]
        else:
            bounds = [add(arith.IndexCastOp(v, i64)) for v in (loop.lowerBound[0], loop.upperBound[0], loop.step[0])]
        runtime_call = func.CallOp(RUNTIME_FUNCTION, [body, context, *bounds], [])
        direct = None
        span_limit = sequential_span(loop, self.min_work)
        if span_limit is None:
            ops.append(runtime_call)
        else:
            span = add(arith.SubiOp(bounds[1], bounds[0]))
            small = add(arith.CmpiOp(span, add(arith.ConstantOp.from_int_and_width(span_limit, 64)), "sle"))
            direct = func.CallOp(body_name, [bounds[0], bounds[1], context], [])
            ops.append(scf.IfOp(small, [], [direct, scf.YieldOp()], [runtime_call, scf.YieldOp()]))
        block = loop.parent_block()
        block.insert_ops_before(ops, loop)
        return address, direct

    def _body_function(
        self,
        loop: scf.ParallelOp,
        packed: list[SSAValue],
        parts: list[tuple[int, ...] | None],
        constants: list[SSAValue],
        body_name: str,
        parent: func.FuncOp,
    ) -> func.FuncOp:
        """The function that runs iterations [begin, end) of the outermost dimension (inserted after `parent`)."""
        entry = Block(arg_types=[i64, i64, llvm.LLVMPointerType()])
        begin, end, context = entry.args
        replacements: dict[SSAValue, SSAValue] = {}
        for value in constants:
            clone = value.owner.clone()
            entry.add_op(clone)
            replacements[value] = clone.results[0]
        if packed:
            types = [self._field_types(v, part) for v, part in zip(packed, parts)]
            load = llvm.LoadOp(context, llvm.LLVMStructType.from_type_list([t for ts in types for t in ts]))
            entry.add_op(load)
            index = 0
            made: dict[object, SSAValue] = {}
            for value, part, value_types in zip(packed, parts, types):
                fields = []
                for type_ in value_types:
                    field = llvm.ExtractValueOp.create(
                        operands=load.results, properties={"position": position_attr((index,))}, result_types=(type_,)
                    )
                    entry.add_op(field)
                    fields.append(field.results[0])
                    index += 1
                if isinstance(value.type, IndexType):
                    unpacked = arith.IndexCastOp(fields[0], IndexType())
                elif isinstance(value.type, MemRefType):
                    descriptor = fields[0] if part is None else self._rebuild(entry, value, part, fields, made)
                    unpacked = unrealized_cast(descriptor, value.type)
                else:
                    replacements[value] = fields[0]
                    continue
                entry.add_op(unpacked)
                replacements[value] = unpacked.results[0]
        lower, upper = (arith.IndexCastOp(v, IndexType()) for v in (begin, end))
        entry.add_ops([lower, upper])
        if coalesced_dims(loop):
            one = arith.ConstantOp.from_int_and_width(1, IndexType())
            entry.add_op(one)
            outer_step = one.result
        else:
            outer_step = replacements.get(loop.step[0], loop.step[0])
        chunk_loop = scf.ForOp(lower, upper, outer_step, [], Region(Block(arg_types=[IndexType()])))
        entry.add_op(chunk_loop)
        entry.add_op(func.ReturnOp())
        self._move_body(loop, chunk_loop, replacements)
        function = func.FuncOp(body_name, ((i64, i64, llvm.LLVMPointerType()), ()), Region(entry))
        function.sym_visibility = StringAttr("private")
        # Internal in LLVM IR: only the runtime calls it (through its address), so the JIT neither guards nor
        # exports it, and LLVM may specialize it.
        function.attributes["llvm.linkage"] = llvm.LinkageAttr("internal")
        # The operands of the new function's ops are looked up, not the uses of the replaced values: a constant
        # or a buffer the program uses everywhere has uses in every loop (quadratic in the number of loops: 2 s
        # of a 24-layer transformer's compile).
        for inner in walk_ops(function):
            for index, operand in enumerate(inner.operands):
                replacement = replacements.get(operand)
                if replacement is not None:
                    inner.operands[index] = replacement
        self.module.body.block.insert_op_after(function, parent)
        return function

    def _rebuild(
        self,
        entry: Block,
        value: SSAValue,
        part: tuple[int, ...],
        fields: list[SSAValue],
        made: dict[object, SSAValue],
    ) -> SSAValue:
        """The descriptor of the static memref `value` from its fields at the positions `part`: its sizes and
        strides (and offset, where static) are constants, inserted once per memref type into a template that
        each memref of the type completes with its pointers (the aligned one stands for the allocated one where
        that was not passed: the body never reads it):

            %t0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
            %c0 = llvm.mlir.constant(0 : i64) : i64
            %t1 = llvm.insertvalue %c0, %t0[2] : ...
            ... sizes at [3, d], strides at [4, d]: the template %t
            %d1 = llvm.insertvalue %aligned, %t[0] : ...
            %d2 = llvm.insertvalue %aligned, %d1[1] : ...

        (`made`: the i64 constants and templates made so far in `entry`, by value and by memref type)."""
        type_ = value.type
        assert isinstance(type_, MemRefType)
        struct = self._llvm_type(value)

        def insert(container: SSAValue, item: SSAValue, position: tuple[int, ...]) -> SSAValue:
            # Built as `llvm_type_converter.insert_value` builds it: the generic constructor took most of the time.
            op = llvm.InsertValueOp.create(
                operands=(container, item), properties={"position": position_attr(position)}, result_types=(struct,)
            )
            entry.add_op(op)
            return op.results[0]

        def constant(number: int) -> SSAValue:
            if number not in made:
                op = llvm.ConstantOp.create(properties={"value": integer_attr(number, i64)}, result_types=(i64,))
                entry.add_op(op)
                made[number] = op.results[0]
            return made[number]

        result = made.get(type_)
        if result is None:
            strides, offset = strides_and_offset(type_)
            poison = llvm.PoisonOp(struct)
            entry.add_op(poison)
            result = poison.results[0]
            if offset is not None:
                result = insert(result, constant(offset), (2,))
            for dim, (size, stride) in enumerate(zip(type_.get_shape(), strides)):
                result = insert(insert(result, constant(size), (3, dim)), constant(stride), (4, dim))
            made[type_] = result
        given = dict(zip(part, fields))
        result = insert(insert(result, given.get(0, given[1]), (0,)), given[1], (1,))
        return insert(result, given[2], (2,)) if 2 in given else result

    def _move_body(self, loop: scf.ParallelOp, chunk_loop: scf.ForOp, replacements: dict[SSAValue, SSAValue]) -> None:
        body = loop.body.block
        target = chunk_loop.body.block
        trips = coalesced_dims(loop)
        ivs = _coalesced_ivs(target, loop, trips) if trips else [target.args[0]]
        for iv in ivs:
            body.args[0].replace_all_uses_with(iv)
            body.erase_arg(body.args[0])
        dims = len(ivs)
        if len(loop.lowerBound) == dims:
            for op in list(body.ops):
                op.detach()
                if isinstance(op, scf.ReduceOp):
                    op.erase()
                    continue
                target.add_op(op)
            target.add_op(scf.YieldOp())
        else:
            region = loop.detach_region(loop.body)
            inner = ParallelOp(
                list(loop.lowerBound[dims:]), list(loop.upperBound[dims:]), list(loop.step[dims:]), region
            )
            target.add_ops([inner, scf.YieldOp()])
        loop.detach()
        loop.erase()


def _coalesced_ivs(block: Block, loop: scf.ParallelOp, trips: list[int]) -> list[SSAValue]:
    """The induction variables of the coalesced leading dimensions of `loop` (`trips`: their trip counts) from
    the iteration number `block.args[0]` (row-major), computed at the start of `block`: for trips [1, 112],

        %q = arith.divui %n, %c112 : index       // the outer dimension's iteration
        %r = arith.remui %n, %c112 : index       // the inner one's
        %i = lb0 + %q * step0, %j = lb1 + %r * step1 (arith.muli, arith.addi; left out where 0 and 1)

    A dimension of one trip is its lower bound; the outermost of more than one trip takes what is left."""
    ops: list[Operation] = []

    def add(op: Operation) -> SSAValue:
        ops.append(op)
        return op.results[0]

    def constant(number: int) -> SSAValue:
        return add(arith.ConstantOp.from_int_and_width(number, IndexType()))

    rest, ivs = block.args[0], []
    for dim in reversed(range(len(trips))):
        if trips[dim] == 1:
            number = constant(0)
        elif prod(trips[:dim]) == 1:
            number = rest
        else:
            count = constant(trips[dim])
            number = add(arith.RemUIOp(rest, count))
            rest = add(arith.DivUIOp(rest, count))
        lower, step = _constant_index(loop.lowerBound[dim]), _constant_index(loop.step[dim])
        if step != 1:
            number = add(arith.MuliOp(number, constant(step)))
        if lower != 0:
            number = add(arith.AddiOp(number, constant(lower)))
        ivs.append(number)
    block.add_ops(ops)
    return ivs[::-1]


@dataclass(frozen=True)
class ConvertScfParallelToCpuRuntimePass(DiagnosticPass):
    """Run the outermost dimension of outermost scf.parallel loops on all cores (runtime: aiopt_parallel_for).

    The loop body becomes a function of its iteration range and a struct of what it captured; a memref of
    static sizes and strides crosses as its aligned pointer only (and its allocated one where the body may read
    it), its descriptor rebuilt in the body with constant sizes and strides.

    Example, `ai-opt --convert-scf-parallel-to-cpu-runtime`:

        func.func @f(%m: memref<1024x1024xf32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c1024 = arith.constant 1024 : index
          scf.parallel (%i, %j) = (%c0, %c0) to (%c1024, %c1024) step (%c1, %c1) {
            %v = memref.load %m[%i, %j] : memref<1024x1024xf32>
            %d = arith.addf %v, %v : f32
            memref.store %d, %m[%i, %j] : memref<1024x1024xf32>
            scf.reduce
          }
          func.return
        }

    becomes

        %0 = llvm.alloca %c1_i64 x !llvm.struct<(ptr)> {alignment = 8 : i64} : (i64) -> !llvm.ptr
        ...
        %2 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
        ...
        llvm.store %4, %0 : !llvm.struct<(ptr)>, !llvm.ptr
        %5 = llvm.mlir.addressof @f_parallel_0 : !llvm.ptr
        ...
        call @aiopt_parallel_for(%5, %0, %6, %7, %8) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> ()
        ...
        func.func private @f_parallel_0(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr)
          ...
          %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr)>
          %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
          ...
          %11 = llvm.insertvalue %1, %10[0]
          %12 = llvm.insertvalue %1, %11[1]
          %13 = builtin.unrealized_conversion_cast %12
          ...
          scf.for %arg3 = %14 to %15 step %c1 {
            scf.parallel (%arg4) = (%c0) to (%c1024) step (%c1) {
              %16 = memref.load %13[%arg3, %arg4] : memref<1024x1024xf32>
    """

    name = "convert-scf-parallel-to-cpu-runtime"

    min_work: int = option(
        1 << 16,
        "loops whose nest runs fewer ops than this (constant trip counts times body ops) stay on the calling "
        "thread, where starting threads would cost more than it saves",
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        outliner = _Outliner(op, LLVMTypeConverter(), self.min_work)
        for function in [f for f in op.body.block.ops if isinstance(f, func.FuncOp)]:
            loops = [
                loop
                for loop in walk_ops(function)
                if isinstance(loop, scf.ParallelOp) and not _has_parallel_ancestor(loop, function)
            ]
            for loop in loops:
                outliner.outline(loop, function)
        if outliner.counter and not any(
            isinstance(f, func.FuncOp) and f.sym_name.data == RUNTIME_FUNCTION for f in op.body.block.ops
        ):
            pointer = llvm.LLVMPointerType()
            declaration = func.FuncOp.external(RUNTIME_FUNCTION, [pointer, pointer, i64, i64, i64], [])
            op.body.block.add_op(declaration)


def _op_names(function: func.FuncOp) -> tuple[str, ...]:
    """The names of the ops in `function`, in order (outlined bodies that differ there are not the same)."""
    return tuple(op.name for op in walk_ops(function.body))


def _same_body(function: func.FuncOp, other: func.FuncOp) -> bool:
    """Whether two outlined bodies are the same function but for their names: xDSL's structural equivalence
    of their regions (operands, attributes, properties, block arguments), and the types of their results,
    which it does not compare (an f32 and an f64 loop differ only there)."""
    types = [result.type for op in walk_ops(function.body) for result in op.results]
    other_types = [result.type for op in walk_ops(other.body) for result in op.results]
    return types == other_types and function.body.is_structurally_equivalent(other.body)


def _has_parallel_ancestor(loop: Operation, stop: Operation) -> bool:
    current = loop.parent_op()
    while current is not None and current is not stop:
        if isinstance(current, scf.ParallelOp):
            return True
        current = current.parent_op()
    return False
