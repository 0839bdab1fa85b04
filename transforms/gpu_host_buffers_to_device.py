"""`--gpu-host-buffers-to-device`: the buffers of GPU host code in device memory, with explicit copies.

After `hlo-to-gpu-pipeline` the host function allocates, copies and frees
its buffers with memref ops and passes them to `gpu.launch_func`; that is
only right where the host's memory is the device's. This pass makes the
host code right for a discrete GPU, the way upstream MLIR's CUDA tests and
IREE's HAL do it: every buffer the host function makes lives in device
memory, and host memory is touched only by explicit copies.

    func.func @main(%x: memref<4xf32> {bufferization.writable = false}, %out: memref<4xf32>) {
      %t = memref.alloc() : memref<4xf32>
      gpu.launch_func @k::@k ... args(%x : memref<4xf32>, %t : memref<4xf32>)
      memref.copy %t, %out : memref<4xf32> to memref<4xf32>
      memref.dealloc %t : memref<4xf32>
      return
    }

becomes

    func.func @main(%x: memref<4xf32> {bufferization.writable = false}, %out: memref<4xf32>) {
      %x_d = gpu.alloc () : memref<4xf32>
      gpu.memcpy %x_d, %x : memref<4xf32>, memref<4xf32>
      %out_d = gpu.alloc () : memref<4xf32>
      gpu.memcpy %out_d, %out : memref<4xf32>, memref<4xf32>
      %t = gpu.alloc () : memref<4xf32>
      gpu.launch_func @k::@k ... args(%x_d : memref<4xf32>, %t : memref<4xf32>)
      gpu.memcpy %out_d, %t : memref<4xf32>, memref<4xf32>
      gpu.dealloc %t : memref<4xf32>
      gpu.memcpy %out, %out_d : memref<4xf32>, memref<4xf32>
      gpu.dealloc %out_d : memref<4xf32>
      gpu.dealloc %x_d : memref<4xf32>
      return
    }

- `memref.alloc` becomes `gpu.alloc`, `memref.dealloc` `gpu.dealloc`,
  `memref.copy` `gpu.memcpy`, `bufferization.clone` a `gpu.alloc` and a
  `gpu.memcpy`; a `memref.alloca` a `gpu.alloc` freed before each return;
- a `memref.get_global` (host data) is copied into a device buffer at the
  function's entry and freed before each return;
- a public function (what the program's caller calls, with host memory)
  copies each memref argument (contiguous) into a device buffer on entry and, unless
  the argument is marked `bufferization.writable = false`, back before each
  return; each memref it returns is copied into a new host buffer
  (`memref.alloc`), and freed on the device when the function owned it;
  an argument whose type fixes a non-zero offset gets a device buffer of
  the offset plus its elements, viewed with its type by a
  `memref.reinterpret_cast` (what kernels compiled for the type read at
  that offset), and is copied through the view;
  private functions (callees of the host code) take and return device
  buffers as they are;
- a call of a function without a body (a function of the host's runtime:
  the `aiopt_collective_*` calls of `hlo-collectives-to-runtime` that probe,
  print, send or reduce a buffer, or one the program declares) reads and
  writes its buffers on the host: each memref it is given (ranked, or an
  unranked `memref.cast` of one) is copied into a new host buffer before the
  call, given to the call instead, copied back to the device after it and
  freed; a constant global it is given is the global's host data itself:

      %u = memref.cast %d : memref<3xf64> to memref<*xf64>
      %s = func.call @aiopt_collective_3_0(%desc_u, %u, %out_u) : (...) -> i32
      ->
      %h = memref.alloc() : memref<3xf64>
      gpu.memcpy %h, %d : memref<3xf64>, memref<3xf64>
      %hu = memref.cast %h : memref<3xf64> to memref<*xf64>
      %s = func.call @aiopt_collective_3_0(%desc_host_u, %hu, %out_host_u) : (...) -> i32
      gpu.memcpy %d, %h : memref<3xf64>, memref<3xf64>
      memref.dealloc %h : memref<3xf64>

  (without it the runtime read device pointers on the host: a segfault on a
  GPU, for every `interpreter.probe`);
- a scalar `memref.load`/`memref.store` on the host (rank-0 code left on
  the host) reads or writes its one element through a host stack slot and
  a `gpu.memcpy` of it, as the CUDA executor's host interpreter does; the
  shape buffer of a `memref.reshape` (which the host reads) is copied into
  a host stack buffer likewise.

Any other op of host code that takes a buffer and is not a view (`memref.dim`,
`memref.subview`, casts and reshapes, `gpu.*`, calls, branches) would
dereference device memory on the host: it is an error at the op. So is a
copy that is not between contiguous buffers (`gpu.memcpy` copies bytes).

Why not managed memory (`gpu.alloc host_shared`)? It would let the host
code touch every buffer without copies, but every launch and every host
access then moves pages between host and device, and the caller's numpy
arrays would still have to be copied into it; explicit device buffers and
copies at the boundary are what a user of IREE or of upstream's
`gpu-to-llvm` path expects, and `HostInterpreter` (`aiopt.runtime.gpu_executor`)
already runs host code with this model. The pass runs after
`hlo-to-gpu-pipeline` and before `gpu-to-llvm`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    DictionaryAttr,
    IndexType,
    IntAttr,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StridedLayoutAttr,
    UnrankedMemRefType,
)
from xdsl.ir import Block, BlockArgument, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable

from aiopt.dialects import arith, func, gpu, memref
from aiopt.lowering.parallel_loops_to_gpu import inherit_location
from aiopt.support.branch_op_interface import successor_operands
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.passes import DiagnosticPass

VIEW_OPS = frozenset(
    {
        "memref.dim",
        "memref.rank",
        "memref.subview",
        "memref.cast",
        "memref.collapse_shape",
        "memref.expand_shape",
        "memref.reinterpret_cast",
        "memref.extract_strided_metadata",
        "memref.extract_aligned_pointer_as_index",
        "builtin.unrealized_conversion_cast",
        "arith.select",
    }
)
"""Host ops that take a buffer without reading or writing its elements."""

DEVICE_OPS = frozenset(
    {"gpu.launch_func", "gpu.alloc", "gpu.dealloc", "gpu.memcpy", "gpu.memset", "gpu.wait", "func.call",
     "func.return", "cf.br", "cf.cond_br", "cf.switch"}
)  # fmt: skip
"""Host ops that pass buffers on or act on device memory through the runtime."""

CONVERTED = frozenset(
    {"memref.alloc", "memref.alloca", "memref.dealloc", "memref.copy", "bufferization.clone", "memref.get_global",
     "memref.load", "memref.store", "memref.reshape"}
)  # fmt: skip


def _fail(op: Operation, message: str) -> DiagnosticError:
    return DiagnosticError(op_error_message(op, message), op)


def contiguous(type_: MemRefType) -> bool:
    """Whether the elements of a memref of `type_` are one run of memory in row-major order (what a byte copy
    of it needs): an identity layout, a strided one with row-major strides, or a single element."""
    if isinstance(type_.layout, NoneAttr):
        return True
    if not isinstance(type_.layout, StridedLayoutAttr):
        return False
    shape = type_.get_shape()
    if all(size == 1 for size in shape):
        return True
    strides = type_.layout.get_strides()
    expected: int | None = 1
    for size, stride in reversed(list(zip(shape, strides))):
        if size == 1:
            continue
        if expected is None or stride != expected:
            return False
        expected = None if size == DYNAMIC_INDEX else expected * size  # only an outermost size may be dynamic
    return True


def _static_offset(type_: MemRefType) -> bool:
    """Whether `type_`'s layout fixes a non-zero offset (`strided<[4, 1], offset: 2>`), which code compiled
    for the type takes from the type and not from the descriptor."""
    layout = type_.layout
    return isinstance(layout, StridedLayoutAttr) and isinstance(layout.offset, IntAttr) and layout.offset.data != 0


def _identity(type_: MemRefType) -> MemRefType:
    return MemRefType(type_.element_type, type_.get_shape(), NoneAttr(), type_.memory_space)


def _root(value: SSAValue) -> SSAValue:
    """The buffer a view is of: `value` followed through view ops to an allocation, argument or call result."""
    while isinstance(value.owner, Operation) and value.owner.name in VIEW_OPS - {"memref.dim", "arith.select"}:
        value = value.owner.operands[0]
    return value


def _takes_identity(type_: MemRefType) -> bool:
    """Whether a buffer of `type_`'s shape with an identity layout casts to `type_` (its offset and strides
    dynamic or row-major)."""
    if not isinstance(type_.layout, StridedLayoutAttr):
        return isinstance(type_.layout, NoneAttr)
    offset, strides = type_.layout.get_offset(), type_.layout.get_strides()
    if offset not in (0, None):
        return False
    expected: int | None = 1
    for size, stride in reversed(list(zip(type_.get_shape(), strides))):
        if stride is not None and stride != expected:
            return False
        expected = None if expected is None or size == DYNAMIC_INDEX else expected * size
    return True


def _without_body(call: func.CallOp) -> bool:
    """Whether `call` calls a function declared without a body (what the host's runtime defines)."""
    callee = SymbolTable.lookup_symbol(call, call.callee)
    return isinstance(callee, func.FuncOp) and not callee.body.blocks


@dataclass
class _Function:
    """The rewriting of one host function."""

    function: func.FuncOp
    rewriter: Rewriter

    def __post_init__(self) -> None:
        self.entry: Block = self.function.body.blocks[0]
        self.released: list[SSAValue] = []
        """Device buffers the function frees before each return (allocas, globals), in order."""
        self.globals: dict[str, SSAValue] = {}
        self.host_globals: dict[SSAValue, SSAValue] = {}
        """The device copy of each constant global -> the global's host data (`memref.get_global` at the entry)."""
        self.owned: set[SSAValue] = set()
        """Device buffers the function allocated (the results of the gpu.alloc ops that replace allocations)."""

    # -- helpers --
    def insert(self, op: Operation, point: InsertPoint, location_of: Operation | None = None) -> Operation:
        if location_of is not None:
            inherit_location(op, location_of.location)
        self.rewriter.insert_op(op, point)
        return op

    def sizes(self, value: SSAValue, point: InsertPoint, location_of: Operation) -> list[SSAValue]:
        """The dynamic sizes of `value`'s shape, read with memref.dim at `point`."""
        sizes: list[SSAValue] = []
        for dim, size in enumerate(value.type.get_shape()):
            if size == DYNAMIC_INDEX:
                index = self.insert(arith.ConstantOp.from_int_and_width(dim, IndexType()), point, location_of)
                sizes.append(self.insert(memref.DimOp(value, index), point, location_of).result)
        return sizes

    def device_copy_of(self, value: SSAValue, point: InsertPoint, location_of: Operation) -> SSAValue:
        """A new device buffer (identity layout) holding a copy of `value`, made at `point`."""
        alloc = gpu.AllocOp(_identity(value.type), self.sizes(value, point, location_of))
        self.insert(alloc, point, location_of)
        self.insert(gpu.MemcpyOp(alloc.memref, value), point, location_of)
        return alloc.memref

    def device_copy_at_offset(
        self, value: SSAValue, point: InsertPoint, location_of: Operation
    ) -> tuple[SSAValue, SSAValue]:
        """A device buffer of `value`'s offset plus its elements (a contiguous memref whose type fixes a non-zero
        offset), viewed with `value`'s type and holding a copy of `value`, made at `point`: (buffer, view).
        Kernels compiled for the type read element [0, ...] at the type's offset from the view's pointer:

            %a: memref<3x5xi32, strided<[5, 1], offset: 7>>
            ->
            %b = gpu.alloc () : memref<22xi32>
            %d = memref.reinterpret_cast %b to offset: [7], sizes: [3, 5], strides: [5, 1]
                : memref<22xi32> to memref<3x5xi32, strided<[5, 1], offset: 7>>
            gpu.memcpy %d, %a : memref<3x5xi32, strided<[5, 1], offset: 7>>,
                memref<3x5xi32, strided<[5, 1], offset: 7>>

        A `?` stride is of a size-1 dimension (the type is contiguous), which no index moves along: it is the
        product of the static sizes inside it."""
        type_ = value.type
        offset = type_.layout.get_offset()
        shape = type_.get_shape()
        dynamic = iter(self.sizes(value, point, location_of))
        sizes: list[SSAValue | int] = [next(dynamic) if size == DYNAMIC_INDEX else size for size in shape]
        # Contiguous: the elements are the product of the sizes, from the offset on.
        count: SSAValue | None = None
        product = 1
        for size in sizes:
            if isinstance(size, int):
                product *= size
            else:
                count = size if count is None else self.insert(arith.MuliOp(count, size), point, location_of).result
        if count is None:
            buffer_type = MemRefType(type_.element_type, [offset + product], NoneAttr(), type_.memory_space)
            alloc = gpu.AllocOp(buffer_type, [])
        else:
            if product != 1:
                factor = self.insert(arith.ConstantOp.from_int_and_width(product, IndexType()), point, location_of)
                count = self.insert(arith.MuliOp(count, factor.result), point, location_of).result
            base = self.insert(arith.ConstantOp.from_int_and_width(offset, IndexType()), point, location_of)
            count = self.insert(arith.AddiOp(count, base.result), point, location_of).result
            buffer_type = MemRefType(type_.element_type, [DYNAMIC_INDEX], NoneAttr(), type_.memory_space)
            alloc = gpu.AllocOp(buffer_type, [count])
        self.insert(alloc, point, location_of)
        strides: list[SSAValue | int] = []
        running = 1
        for stride, size in reversed(list(zip(type_.layout.get_strides(), shape))):
            strides.append(stride if stride is not None else running)
            running = running * size if size != DYNAMIC_INDEX else running
        strides.reverse()
        view = memref.ReinterpretCastOp.from_dynamic(alloc.memref, [offset], sizes, strides, type_)
        self.insert(view, point, location_of)
        self.insert(gpu.MemcpyOp(view.result, value), point, location_of)
        return alloc.memref, view.result

    # -- the conversion --
    def run(self, public: bool) -> None:
        ops = [op for op in self.function.walk() if op is not self.function]
        for op in ops:
            self.check(op)
        for op in ops:
            if op.name in CONVERTED:
                getattr(self, "_" + op.name.split(".")[1])(op)
        calls = [op for op in ops if isinstance(op, func.CallOp) and _without_body(op)]
        for call in calls:
            self._host_call(call)
        if calls:
            self.drop_unused_global_copies()
        if public:
            self.copy_arguments_and_results()
        for op in [o for o in self.function.walk() if isinstance(o, func.ReturnOp)]:
            point = InsertPoint.before(op)
            for buffer in reversed(self.released):
                self.insert(gpu.DeallocOp(buffer), point, op)

    def check(self, op: Operation) -> None:
        touches = any(isinstance(v.type, MemRefType) for v in op.operands)
        if touches and op.name not in VIEW_OPS | DEVICE_OPS | CONVERTED:
            raise _fail(op, "would access device memory on the host: its buffers are on the device")
        if op.name == "memref.copy":
            for value in op.operands:
                if not contiguous(value.type):
                    raise _fail(op, f"copies a buffer of type {value.type}, which is not contiguous, between "
                                    "device buffers: only contiguous buffers can be copied")  # fmt: skip
        if op.name in ("memref.alloc", "memref.alloca", "bufferization.clone"):
            if not isinstance(op.results[0].type, MemRefType):  # a clone of an unranked buffer
                raise _fail(op, "allocates an unranked buffer: only ranked buffers are allocated on the device")
            if not isinstance(op.results[0].type.layout, NoneAttr):
                raise _fail(op, "allocates a buffer with a layout: only identity layouts are allocated on the device")
            if op.name == "bufferization.clone" and not contiguous(op.operands[0].type):
                raise _fail(op, "clones a buffer that is not contiguous: only contiguous buffers are copied")

    def _replace_by_alloc(self, op: Operation, sizes) -> SSAValue:
        alloc = gpu.AllocOp(op.results[0].type, list(sizes))
        self.insert(alloc, InsertPoint.before(op), op)
        self.owned.add(alloc.memref)
        return alloc.memref

    def _alloc(self, op: Operation) -> None:
        buffer = self._replace_by_alloc(op, op.dynamic_sizes)
        self.rewriter.replace_op(op, [], [buffer])

    def _alloca(self, op: Operation) -> None:
        buffer = self._replace_by_alloc(op, op.dynamic_sizes)
        self.released.append(buffer)
        self.rewriter.replace_op(op, [], [buffer])

    def _dealloc(self, op: Operation) -> None:
        self.insert(gpu.DeallocOp(op.memref), InsertPoint.before(op), op)
        self.rewriter.erase_op(op)

    def _copy(self, op: Operation) -> None:
        self.insert(gpu.MemcpyOp(op.target, op.source), InsertPoint.before(op), op)
        self.rewriter.erase_op(op)

    def _clone(self, op: Operation) -> None:
        source = op.operands[0]
        point = InsertPoint.before(op)
        alloc = gpu.AllocOp(op.results[0].type, self.sizes(source, point, op))
        self.insert(alloc, point, op)
        self.insert(gpu.MemcpyOp(alloc.memref, source), point, op)
        self.owned.add(alloc.memref)
        self.rewriter.replace_op(op, [], [alloc.memref])

    def _get_global(self, op: Operation) -> None:
        """The global's data copied into a device buffer once, at the function's entry."""
        name = op.properties["name"].root_reference.data
        if name not in self.globals:
            host = op.clone()
            point = InsertPoint.at_start(self.entry)
            self.insert(host, point, op)
            self.globals[name] = self.device_copy_of(host.results[0], InsertPoint.after(host), op)
            definition = SymbolTable.lookup_symbol(op, name)
            if definition is not None and definition.properties.get("constant") is not None:
                self.host_globals[self.globals[name]] = host.results[0]
            self.released.append(self.globals[name])
        self.rewriter.replace_op(op, [], [self.globals[name]])

    def _element(self, op: Operation, buffer: SSAValue, indices) -> tuple[SSAValue, SSAValue]:
        """A host stack slot for one element (at the function's entry) and the element's view in `buffer`."""
        type_ = buffer.type
        slot = memref.AllocaOp.get(type_.element_type, shape=[])
        self.insert(slot, InsertPoint.at_start(self.entry), op)
        if not type_.get_shape():
            return slot.memref, buffer
        rank = type_.get_num_dims()
        view_type = MemRefType(type_.element_type, [], StridedLayoutAttr([], None), type_.memory_space)
        view = memref.SubviewOp(buffer, list(indices), [], [], [DYNAMIC_INDEX] * rank, [1] * rank, [1] * rank,
                                view_type)  # fmt: skip
        self.insert(view, InsertPoint.before(op), op)
        return slot.memref, view.result

    def _load(self, op: Operation) -> None:
        slot, element = self._element(op, op.memref, op.indices)
        self.insert(gpu.MemcpyOp(slot, element), InsertPoint.before(op), op)
        load = self.insert(memref.LoadOp.get(slot, []), InsertPoint.before(op), op)
        self.rewriter.replace_op(op, [], [load.results[0]])

    def _store(self, op: Operation) -> None:
        slot, element = self._element(op, op.memref, op.indices)
        self.insert(memref.StoreOp.get(op.value, slot, []), InsertPoint.before(op), op)
        self.insert(gpu.MemcpyOp(element, slot), InsertPoint.before(op), op)
        self.rewriter.erase_op(op)

    def _host_call(self, call: func.CallOp) -> None:
        """A call of a function without a body: its buffers copied into host buffers around it."""
        before, after = InsertPoint.before(call), InsertPoint.after(call)
        copies: dict[SSAValue, SSAValue] = {}
        for index, operand in enumerate(call.operands):
            if not isinstance(operand.type, MemRefType | UnrankedMemRefType):
                continue
            cast = operand.owner if isinstance(operand.type, UnrankedMemRefType) else None
            if cast is not None and not (isinstance(cast, memref.CastOp) and isinstance(cast.source.type, MemRefType)):
                raise _fail(call, f"passes an unranked buffer (operand #{index}) that is not a cast of a ranked one to "
                                  f"@{call.callee.root_reference.data}, which runs on the host")  # fmt: skip
            device = cast.source if cast is not None else operand
            host = self.host_globals.get(device) or copies.get(device)
            if host is None:
                if not contiguous(device.type):
                    raise _fail(call, f"passes a buffer of type {device.type}, which is not contiguous, to "
                                      f"@{call.callee.root_reference.data}, which runs on the host: only contiguous "
                                      "buffers are copied to the host")  # fmt: skip
                alloc = memref.AllocOp(self.sizes(device, before, call), [], _identity(device.type))
                host = self.insert(alloc, before, call).memref
                self.insert(gpu.MemcpyOp(host, device), before, call)
                copies[device] = host
            if host.type != operand.type:
                if isinstance(operand.type, MemRefType) and not _takes_identity(operand.type):
                    raise _fail(call, f"passes a buffer of type {operand.type} to @{call.callee.root_reference.data}, "
                                      "which runs on the host: its host copy has an identity layout, which that "
                                      "type does not take")  # fmt: skip
                host = self.insert(memref.CastOp.get(host, operand.type), before, call).dest
            call.operands[index] = host
            if cast is not None and not cast.dest.uses:
                self.rewriter.erase_op(cast)
        # After the call, in the order of its operands: written back, then freed.
        for device, host in copies.items():
            self.insert(gpu.MemcpyOp(device, host), after, call)
            self.insert(memref.DeallocOp.get(host), after, call)

    def drop_unused_global_copies(self) -> None:
        """Device copies of globals that only host calls read (they get the host data): not made."""
        for name, device in list(self.globals.items()):
            uses = [use.operation for use in device.uses]
            if all(isinstance(u, gpu.MemcpyOp) and u.dst is device for u in uses):
                for use in uses:
                    self.rewriter.erase_op(use)
                self.rewriter.erase_op(device.owner)
                self.released.remove(device)
                del self.globals[name]

    def _reshape(self, op: Operation) -> None:
        """The shape the host reads: the shape buffer copied into a host stack buffer first."""
        shape = op.shape
        if not shape.type.has_static_shape():
            raise _fail(op, "reads a shape buffer of dynamic size on the host: only static shape buffers are copied")
        slot = memref.AllocaOp.get(shape.type.element_type, shape=shape.type.get_shape())
        self.insert(slot, InsertPoint.at_start(self.entry), op)
        self.insert(gpu.MemcpyOp(slot.memref, shape), InsertPoint.before(op), op)
        op.operands[1] = slot.memref

    def copy_arguments_and_results(self) -> None:
        """The boundary of a public function: its memref arguments and results are host memory."""
        returns = [o for o in self.function.walk() if isinstance(o, func.ReturnOp)]
        arguments: list[tuple[SSAValue, SSAValue, SSAValue, bool]] = []  # argument, device view, buffer, writable
        point = InsertPoint.at_start(self.entry)
        for index, argument in enumerate(self.entry.args):
            if not isinstance(argument.type, MemRefType):
                continue
            if not contiguous(argument.type):
                raise _fail(self.function, f"argument #{index} of type {argument.type} is not contiguous: only "
                                           "contiguous buffers are copied to the device")  # fmt: skip
            uses = list(argument.uses)
            if _static_offset(argument.type):
                buffer, device = self.device_copy_at_offset(argument, point, self.function)
            else:
                device = self.device_copy_of(argument, point, self.function)
                buffer = device
            for use in uses:
                use.operation.operands[use.index] = device
            arguments.append((argument, device, buffer, self._writable(index)))
        for ret in returns:
            here = InsertPoint.before(ret)
            freed: set[SSAValue] = set()
            for index, value in enumerate(ret.operands):
                if not isinstance(value.type, MemRefType):
                    continue
                if not isinstance(value.type.layout, NoneAttr) or not contiguous(value.type):
                    raise _fail(ret, f"returns a buffer of type {value.type} from a public function: only "
                                     "identity layouts are copied back to the host")  # fmt: skip
                host = memref.AllocOp(self.sizes(value, here, ret), [], value.type)
                self.insert(host, here, ret)
                self.insert(gpu.MemcpyOp(host.memref, value), here, ret)
                root = _root(value)
                if self.is_owned(root, set()) and root not in freed:
                    freed.add(root)
                    self.insert(gpu.DeallocOp(root), here, ret)
                ret.operands[index] = host.memref
            for argument, device, buffer, writable in arguments:
                if writable:
                    self.insert(gpu.MemcpyOp(argument, device), here, ret)
                self.insert(gpu.DeallocOp(buffer), here, ret)

    def is_owned(self, root: SSAValue, seen: set[SSAValue]) -> bool:
        """Whether the function owns the device buffer `root` (a view's root): one it allocated or a callee
        returned, or a block argument that every branch to it passes such a buffer (what the deallocation
        pipeline leaves returned: it clones what it cannot prove owned). Arguments, globals and allocas are
        not."""
        if root in self.owned or isinstance(root.owner, func.CallOp):
            return True
        if not isinstance(root, BlockArgument) or root.block is self.entry or root in seen:
            return False
        seen.add(root)
        incoming = []
        for predecessor in root.block.predecessors():
            terminator = predecessor.last_op
            groups = successor_operands(terminator) if terminator is not None else None
            if groups is None:
                return False
            incoming += [group[root.index] for successor, group in zip(terminator.successors, groups)
                         if successor is root.block]  # fmt: skip
        return bool(incoming) and all(self.is_owned(_root(value), seen) for value in incoming)

    def _writable(self, index: int) -> bool:
        return writable_argument(self.function, index)


def writable_argument(function: func.FuncOp, index: int) -> bool:
    """Whether argument #`index` of `function` may be written (is not marked `bufferization.writable = false`):
    what a public function copies back to the caller's buffer."""
    attributes = function.arg_attrs.data[index] if function.arg_attrs is not None else None
    value = attributes.data.get("bufferization.writable") if isinstance(attributes, DictionaryAttr) else None
    if isinstance(value, IntegerAttr):  # `false` is an i1 IntegerAttr
        return bool(value.value.data)
    return True


@dataclass(frozen=True)
class GpuHostBuffersToDevicePass(DiagnosticPass):
    """Put the buffers of GPU host code in device memory, with explicit copies to and from the host.

    Example, `ai-opt --gpu-host-buffers-to-device`:

        func.func @f(%out: memref<4xf32>) {
          %t = memref.alloc() : memref<4xf32>
          memref.copy %out, %t : memref<4xf32> to memref<4xf32>
          memref.copy %t, %out : memref<4xf32> to memref<4xf32>
          memref.dealloc %t : memref<4xf32>
          func.return
        }

    becomes (the argument copied to the device on entry and back before the return)

        %memref = gpu.alloc () : memref<4xf32>
        gpu.memcpy %memref, %arg0 : memref<4xf32>, memref<4xf32>
        %memref_0 = gpu.alloc () : memref<4xf32>
        gpu.memcpy %memref_0, %memref : memref<4xf32>, memref<4xf32>
        gpu.memcpy %memref, %memref_0 : memref<4xf32>, memref<4xf32>
        gpu.dealloc %memref_0 : memref<4xf32>
        gpu.memcpy %arg0, %memref : memref<4xf32>, memref<4xf32>
        gpu.dealloc %memref : memref<4xf32>
    """

    name = "gpu-host-buffers-to-device"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        rewriter = Rewriter()
        for function in [o for o in op.body.block.ops if isinstance(o, func.FuncOp) and o.body.blocks]:
            public = function.sym_visibility is None or function.sym_visibility.data == "public"
            _Function(function, rewriter).run(public)
