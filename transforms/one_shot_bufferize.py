"""`--one-shot-bufferize`: rewrite tensor programs into programs on memrefs, writing in place where it is safe.

As upstream's One-Shot Bufferize, an analysis of the whole function first
decides which tensor writes reuse their operand's buffer
(`bufferization_analysis`); the rewrite then gives every tensor value a
buffer: `tensor.empty` becomes `memref.alloc`, a dense constant a
`memref.global` read by `memref.get_global`, a linalg op on tensors the same
op on the buffers of its operands (writing into its `outs`), and a write
that may not happen in place writes into a fresh copy:

    %e = tensor.empty() : tensor<4xf32>
    %r = linalg.generic ... ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {...} -> tensor<4xf32>

becomes

    %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
    linalg.generic ... ins(%a : memref<4xf32, strided<[?], offset: ?>>) outs(%alloc : memref<4xf32>) {...}

Bufferized: linalg ops, tensor.empty/extract/insert/extract_slice/
insert_slice/collapse_shape/expand_shape/cast/dim/pad/concat/from_elements/splat,
arith.constant on tensors, bufferization.alloc_tensor/to_tensor/to_buffer,
scf.if, scf.for, scf.while, func.call and func.return. An scf.while whose
condition passes on other values than its before-region arguments (whose
regions carry different types) first passes them all, with a slot for each
other value (`_align_while`). With
`bufferize-function-boundaries`, tensor arguments and results of functions
become memrefs (layouts per `function-boundary-type-conversion`); without
it, `bufferization.to_buffer` / `to_tensor` connect the buffers to the
unchanged signature. A loop whose body yields a value that is not its
iteration argument's buffer is an error unless
`allow-return-allocs-from-loops` is set; then a value of static shape is
copied back into that buffer (the copies of one terminator as one parallel
assignment: a swap saves one value in a new buffer first), and a value of
dynamic shape, whose sizes may change from one iteration to the next (a
`stablehlo.while` that concatenates onto what it carries), passes on its own
buffer, as upstream: the loop carries a new buffer, and its result is no
longer its init's (buffer-deallocation frees the buffers it replaces). A value
of dynamic shape is carried in a fully dynamic layout where its init's layout
is one no new buffer casts to. Unknown ops on tensors are an error unless `allow-unknown-ops`.
`test-analysis-only` only annotates each op with `__inplace_operands_attr__`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal, get_args

from xdsl.context import Context
from xdsl.dialects import cf
from xdsl.dialects import func as xdsl_func
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    FloatAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StridedLayoutAttr,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
    UnknownLoc,
    UnrankedTensorType,
    UnrealizedConversionCastOp,
    i64,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import arith, bufferization, func, scf, tensor
from aiopt.dialects.bufferization import ToBufferOp, ToTensorOp
from aiopt.dialects.linalg import FillOp, IndexOp, MapOp, YieldOp
from aiopt.dialects.memref import (
    AllocOp,
    CastOp,
    CollapseShapeOp,
    CopyOp,
    DimOp,
    ExpandShapeOp,
    GetGlobalOp,
    GlobalOp,
    LoadOp,
    ReshapeOp,
    StoreOp,
    SubviewOp,
    collapsed_memref_type,
    expanded_memref_type,
    infer_subview_type,
    is_view,
)
from aiopt.dialects.slicing import rank_reduction_mask
from aiopt.dialects.sparse_tensor import sparse_encoding_of
from aiopt.support.diagnostics import DiagnosticError, op_error_message
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import PassOptionError, option
from aiopt.support.sparse_elements import SparseElementsAttr
from aiopt.support.worklist_population import walk_ops
from aiopt.transforms.bufferization_analysis import (
    EXCLUSIVE_REGION_OPS,
    InPlaceAnalysis,
    check_buffer_size,
    dps_outputs,
    is_dps_linalg,
    is_tensor,
    iteration_edges,
    linalg_reads_output,
    loop_init_index,
    region_yields,
    unstructured_op,
    written_operands,
)

LayoutChoice = Literal["infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map"]
"""How bufferization picks the layout of a memref type it cannot infer (the option values as upstream)."""


def identity_memref(type_: TensorType) -> MemRefType:
    """`memref<...>` with the identity layout, for a tensor type."""
    return MemRefType(type_.element_type, type_.get_shape())


def dynamic_memref(type_: TensorType | MemRefType) -> MemRefType:
    """`memref<..., strided<[?, ...], offset: ?>>`: the layout any buffer of that shape can be cast to."""
    rank = type_.get_num_dims()
    return MemRefType(type_.element_type, type_.get_shape(), StridedLayoutAttr([None] * rank, None))


def memref_of(type_: TensorType, layout: str) -> MemRefType:
    """The buffer type of a tensor type under a layout choice (`infer` means fully dynamic for arguments)."""
    return identity_memref(type_) if layout == "identity-layout-map" else dynamic_memref(type_)


def _with_shape(buffer_type: MemRefType, tensor_type: TensorType) -> MemRefType:
    """A buffer type of `tensor_type`'s shape, identity if `buffer_type` is, else fully dynamic."""
    if isinstance(buffer_type.layout, NoneAttr):
        return identity_memref(tensor_type)
    return dynamic_memref(tensor_type)


def _layout_of(type_: MemRefType) -> tuple[list[int | None], int | None]:
    """The strides and offset of a memref type (None where dynamic or not strided)."""
    strides = type_.get_strides()
    offset = type_.get_offset()
    if strides is None:
        return [None] * type_.get_num_dims(), None
    known = lambda v: None if v is None or v < 0 else v  # noqa: E731
    return [known(v) for v in strides], known(offset)


def cast_surely_valid(source: MemRefType, target: MemRefType) -> bool:
    """Whether `memref.cast` from `source` to `target` holds for every buffer of type `source`.

    Each static stride and the static offset of `target` must be known and equal in `source`:
    `memref<3xf32, strided<[1], offset: 2>>` to `memref<3xf32>` fails (offset 0 expected),
    anything to `strided<[?], offset: ?>` holds.
    """
    if isinstance(source.layout, NoneAttr) and isinstance(target.layout, NoneAttr):
        return True
    source_strides, source_offset = _layout_of(source)
    target_strides, target_offset = _layout_of(target)
    if isinstance(target.layout, NoneAttr) and None in target_strides:
        # Contiguous, with strides known only at run time: only an identity source surely is.
        return False
    if target_offset is not None and source_offset != target_offset:
        return False
    return all(t is None or s == t for s, t in zip(source_strides, target_strides))


def subview_type(source: MemRefType, offsets, sizes, strides, result: TensorType) -> MemRefType:
    """The strided type of a subview holding `result` (None for `?` in `offsets`, `sizes`, `strides`): upstream's
    inferred layout (`infer_subview_type`), without the unit dimensions `result` leaves out."""
    sizes = [DYNAMIC_INDEX if size is None else size for size in sizes]
    inferred = infer_subview_type(source, offsets, sizes, strides)
    if inferred is None:
        result_strides, offset = [None] * len(sizes), None
    else:
        result_strides, offset = list(inferred.layout.get_strides()), inferred.layout.get_offset()
    if result.get_num_dims() != len(sizes):
        # Rank-reducing: drop the unit dimensions the result leaves out (upstream's rank reduction mask: a
        # tensor<6x1xf32> slice of sizes [1, 6, 1, 1] keeps dimensions 1 and 2).
        dropped = rank_reduction_mask(sizes, result.get_shape())
        if dropped is None:
            kept = [i for i, s in enumerate(sizes) if s != 1][: result.get_num_dims()]
        else:
            kept = [i for i in range(len(sizes)) if i not in dropped]
        result_strides = [result_strides[i] for i in kept]
    return MemRefType(result.element_type, result.get_shape(), StridedLayoutAttr(result_strides, offset))


def _static(values: DenseArrayBase) -> list[int | None]:
    """The entries of a static index list, None for `?`."""
    return [None if v == DYNAMIC_INDEX else v for v in values.get_values()]


class _Bufferizer:
    """The rewrite of one module: a buffer for every tensor value, ops on tensors replaced by ops on buffers."""

    def __init__(self, module: ModuleOp, options: OneShotBufferizePass, analysis: InPlaceAnalysis):
        self.module = module
        self.options = options
        self.analysis = analysis
        self.buffers: dict[SSAValue, SSAValue] = {}
        self.erased: list[Operation] = []
        self.old_args: list[BlockArgument] = []
        self.globals: dict[tuple[Attribute, Attribute], str] = {}
        self.signatures: dict[str, FunctionType] = {}

    # Helpers that insert ops before `at` and return the buffer they make.

    def insert(self, op: Operation, at: Operation) -> Operation:
        """Insert `op` before `at`; it takes `at`'s location unless it has one (diagnostics point at the source)."""
        if isinstance(op.location, UnknownLoc):
            op.location = at.location
        Rewriter.insert_op(op, InsertPoint.before(at))
        return op

    def alloc(self, type_: TensorType, at: Operation, like: SSAValue | None = None, sizes=()) -> SSAValue:
        """`memref.alloc` of a tensor type; dynamic sizes from `sizes` or from the buffer `like`."""
        dynamic = list(sizes)
        if not dynamic and like is not None:
            for i, size in enumerate(type_.get_shape()):
                if size < 0:
                    index = self.insert(arith.ConstantOp(IntegerAttr(i, IndexType())), at)
                    dynamic.append(self.insert(DimOp(like, index.result), at).result)
        alignment = IntegerAttr(self.options.buffer_alignment, i64) if self.options.buffer_alignment else None
        return self.insert(AllocOp(dynamic, [], identity_memref(type_), alignment), at).memref

    def copy(self, source: SSAValue, target: SSAValue, at: Operation) -> None:
        self.insert(CopyOp(source, target), at)

    def cast(self, buffer: SSAValue, type_: MemRefType, at: Operation) -> SSAValue:
        if buffer.type == type_:
            return buffer
        return self.insert(CastOp(buffer, type_), at).dest

    def buffer(self, value: SSAValue) -> SSAValue:
        """The buffer of a tensor value; `bufferization.to_buffer` for tensors that no bufferized op made."""
        if value in self.buffers:
            return self.buffers[value]
        buffer_type = memref_of(value.type, self.options.unknown_type_conversion)
        to_buffer = ToBufferOp(value, buffer_type)
        if isinstance(value, BlockArgument):
            Rewriter.insert_op(to_buffer, InsertPoint.at_start(value.block))
        else:
            Rewriter.insert_op(to_buffer, InsertPoint.after(value.op))
        self.buffers[value] = to_buffer.buffer
        return to_buffer.buffer

    def write_buffer(self, op: Operation, index: int, reads: bool = True) -> SSAValue:
        """The buffer that `op` writes operand `index` into: its own in place, else a new one (with its contents)."""
        value = op.operands[index]
        if self.analysis.is_in_place(op, index):
            return self.buffer(value)
        source = self.buffer(value)
        new = self.alloc(value.type, op, like=source)
        if reads:
            self.copy(source, new, op)
        return new

    def replace(self, op: Operation, buffers: Sequence[SSAValue | None]) -> None:
        """Map the tensor results of `op` to `buffers` and schedule `op` for erasure."""
        for result, buffer in zip(op.results, buffers):
            if buffer is not None:
                self.buffers[result] = buffer
        self.erased.append(op)

    def rebuilt(self, op: Operation, operands: list[SSAValue], result_types: list[Attribute]) -> Operation:
        """An op of `op`'s class and properties on new operands and result types, taking over its regions."""
        new = type(op).create(
            operands=operands,
            result_types=result_types,
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            regions=[op.detach_region(region) for region in list(op.regions)],
        )
        new.location = op.location
        return new

    def replace_with_op(self, op: Operation, new: Operation) -> None:
        """Insert `new` before `op` in its place: tensor results map to its buffers, other results are replaced."""
        self.insert(new, op)
        for result, new_result in zip(op.results, new.results):
            if is_tensor(result):
                self.buffers[result] = new_result
            else:
                result.replace_all_uses_with(new_result)
        self.erased.append(op)

    def fail(self, op: Operation, message: str) -> None:
        raise DiagnosticError(op_error_message(op, message), op)

    # The rewrite.

    def run(self) -> None:
        for function in self._functions_callees_first():
            self.bufferize_function(function)
        for op in reversed(self.erased):
            op.detach()
        for op in reversed(self.erased):
            op.erase(safe_erase=False)
        for arg in self.old_args:
            arg.block.erase_arg(arg, safe_erase=False)

    def _functions_callees_first(self) -> list[func.FuncOp]:
        functions = {op.sym_name.data: op for op in self.module.walk() if isinstance(op, func.FuncOp)}
        order: list[func.FuncOp] = []
        state: dict[str, str] = {}

        def callees(name: str):
            calls = (op for op in functions[name].walk() if isinstance(op, func.CallOp))
            return (c.callee.root_reference.data for c in calls if c.callee.root_reference.data in functions)

        # A walk with a stack, not recursion: call chains may be deeper than Python's stack.
        for root in functions:
            if root in state:
                continue
            state[root] = "active"
            stack = [(root, callees(root))]
            while stack:
                name, pending = stack[-1]
                callee = next(pending, None)
                if callee is None:
                    stack.pop()
                    state[name] = "done"
                    order.append(functions[name])
                elif state.get(callee) == "active":
                    self.fail(functions[callee], "recursive functions are not supported by one-shot-bufferize")
                elif callee not in state:
                    state[callee] = "active"
                    stack.append((callee, callees(callee)))
        return order

    def bufferize_function(self, function: func.FuncOp) -> None:
        boundaries = self.options.bufferize_function_boundaries
        if boundaries:
            layout = self.options.function_boundary_type_conversion
            inputs = [memref_of(t, layout) if isinstance(t, TensorType) else t for t in function.function_type.inputs]
            if function.body.blocks:
                _retype_args(self, function.body.blocks[0], inputs)
        for block in function.body.blocks:
            self.bufferize_block(block)
        if boundaries:
            self._update_signature(function, inputs)

    def _update_signature(self, function: func.FuncOp, inputs: list[Attribute]) -> None:
        outputs = list(function.function_type.outputs)
        layout = self.options.function_boundary_type_conversion
        returns = [op for op in function.walk() if isinstance(op, func.ReturnOp)]
        for i, type_ in enumerate(outputs):
            if not isinstance(type_, TensorType):
                continue
            returned = {ret.operands[i].type for ret in returns}
            if layout == "infer-layout-map" and len(returned) == 1:
                outputs[i] = returned.pop()
            else:
                outputs[i] = memref_of(type_, "identity-layout-map" if layout == "infer-layout-map" else layout)
                for ret in returns:
                    ret.operands[i] = self._to_type(ret.operands[i], outputs[i], ret)
        function.function_type = FunctionType.from_lists(inputs, outputs)
        self.signatures[function.sym_name.data] = function.function_type

    def _to_type(self, buffer: SSAValue, type_: MemRefType, at: Operation) -> SSAValue:
        """`buffer` as a value of `type_`: a cast where it surely holds, else a copy into a new buffer.

        As upstream's `castOrReallocMemRefValue`: a slice (`strided<[1], offset: 2>`)
        passed where the identity layout is expected is copied, never cast.
        """
        if buffer.type == type_:
            return buffer
        if not cast_surely_valid(buffer.type, type_):
            tensor_type = TensorType(type_.element_type, type_.get_shape())
            new = self.alloc(tensor_type, at, like=buffer)
            self.copy(buffer, new, at)
            return self.cast(new, type_, at)
        return self.cast(buffer, type_, at)

    def bufferize_block(self, block: Block) -> None:
        for op in list(block.ops):
            self.bufferize_op(op)

    def bufferize_op(self, op: Operation) -> None:
        handler = _handler(type(op))
        if handler is None and is_dps_linalg(op):
            handler = _bufferize_linalg
        if handler is not None:
            handler(self, op)
            return
        tensors = [v for v in (*op.operands, *op.results) if is_tensor(v)]
        if not tensors:
            for region in op.regions:
                for block in region.blocks:
                    self.bufferize_block(block)
            return
        if not self.options.allow_unknown_ops:
            self.fail(op, "op was not bufferized")
        for i, operand in enumerate(op.operands):
            if is_tensor(operand) and operand in self.buffers:
                op.operands[i] = self.insert(ToTensorOp(self.buffers[operand]), op).tensor


def _bufferize_linalg(b: _Bufferizer, op: Operation) -> None:
    """A linalg op on tensors -> the same op on buffers, writing into its `outs` buffers."""
    first_out = len(op.operands) - len(dps_outputs(op))
    operands = []
    for i, operand in enumerate(op.operands):
        if not is_tensor(operand):
            operands.append(operand)
        elif i >= first_out:
            operands.append(b.write_buffer(op, i, reads=linalg_reads_output(op, i)))
        else:
            operands.append(b.buffer(operand))
    # Tensors that the body reads (`tensor.extract` of a captured tensor) become loads of their buffers.
    for region in op.regions:
        for block in region.blocks:
            b.bufferize_block(block)
    new = b.rebuilt(op, operands, [])
    b.insert(new, op)
    b.replace(op, operands[first_out:])


def _bufferize_empty(b: _Bufferizer, op: Operation) -> None:
    b.replace(op, [b.alloc(op.results[0].type, op, sizes=op.operands)])


def _bufferize_alloc_tensor(b: _Bufferizer, op: Operation) -> None:
    if op.copy is not None:
        source = b.buffer(op.copy)
        new = b.alloc(op.results[0].type, op, like=source)
        b.copy(source, new, op)
    else:
        new = b.alloc(op.results[0].type, op, sizes=op.dynamic_sizes)
    b.replace(op, [new])


def _bufferize_constant(b: _Bufferizer, op: Operation) -> None:
    if not is_tensor(op.results[0]):
        return
    value, type_ = op.value, op.results[0].type
    if isinstance(value, SparseElementsAttr):
        # The global holds the dense elements (memref.global's parser and lowering take dense ones).
        value = value.to_dense()
    key = (value, type_)
    if key not in b.globals:
        base = "__constant_" + "x".join([*(str(d) for d in type_.get_shape()), str(type_.element_type)])
        taken = set(b.globals.values())
        name = (
            base
            if base not in taken
            else next(f"{base}_{i}" for i in range(len(taken) + 1) if f"{base}_{i}" not in taken)
        )
        b.globals[key] = name
        global_op = GlobalOp.build(
            properties={
                "sym_name": StringAttr(name),
                "sym_visibility": StringAttr("private"),
                "type": identity_memref(type_),
                "initial_value": value,
                "constant": UnitAttr(),
                "alignment": IntegerAttr(64, i64),
            }
        )
        global_op.location = op.location  # upstream's `getGlobalFor`: where the translation reports its initializer
        first = b.module.body.block.first_op
        globals_end = first
        while isinstance(globals_end, GlobalOp):
            globals_end = globals_end.next_op
        if globals_end is None:
            b.module.body.block.add_op(global_op)
        else:
            Rewriter.insert_op(global_op, InsertPoint.before(globals_end))
    get = b.insert(GetGlobalOp(SymbolRefAttr(b.globals[key]), identity_memref(type_)), op)
    b.replace(op, [get.memref])


def _bufferize_extract(b: _Bufferizer, op: Operation) -> None:
    b.replace_with_op(op, LoadOp.get(b.buffer(op.operands[0]), op.operands[1:]))


def _bufferize_insert(b: _Bufferizer, op: Operation) -> None:
    dest = b.write_buffer(op, 1)
    b.insert(StoreOp.get(op.operands[0], dest, op.operands[2:]), op)
    b.replace(op, [dest])


def _subview(b: _Bufferizer, op: Operation, source: SSAValue, result: TensorType) -> SSAValue:
    """A memref.subview of `source` with the offsets, sizes and strides of a slice op."""
    offsets, sizes, strides = _static(op.static_offsets), _static(op.static_sizes), _static(op.static_strides)
    result_type = subview_type(source.type, offsets, sizes, strides, result)
    view = SubviewOp(
        source,
        list(op.offsets),
        list(op.sizes),
        list(op.strides),
        op.static_offsets,
        op.static_sizes,
        op.static_strides,
        result_type,
    )
    return b.insert(view, op).result


def _index(b: _Bufferizer, value: int | SSAValue, at: Operation) -> SSAValue:
    """`value` as an index value: an `arith.constant` where it is static."""
    if isinstance(value, int):
        return b.insert(arith.ConstantOp(IntegerAttr(value, IndexType())), at).result
    return value


def _sizes(b: _Bufferizer, buffer: SSAValue, at: Operation) -> list[int | SSAValue]:
    """The sizes of `buffer`: the static ones as numbers, the dynamic ones read by `memref.dim`."""
    return [
        size if size >= 0 else b.insert(DimOp(buffer, _index(b, dim, at)), at).result
        for dim, size in enumerate(buffer.type.get_shape())
    ]


def _unit_stride_view(
    b: _Bufferizer, buffer: SSAValue, offsets: list[int | SSAValue], sizes: list[int | SSAValue], part, at: Operation
) -> SSAValue:
    """A `memref.subview` of `buffer` with unit strides at `offsets` of `sizes` (numbers or index values),
    holding the tensor type `part`: where a padded or concatenated value's operand is copied."""
    static_or_none = lambda values: [v if isinstance(v, int) else None for v in values]  # noqa: E731
    ones = [1] * len(sizes)
    view = SubviewOp(
        buffer,
        [v for v in offsets if not isinstance(v, int)],
        [v for v in sizes if not isinstance(v, int)],
        [],
        [v if isinstance(v, int) else DYNAMIC_INDEX for v in offsets],
        [v if isinstance(v, int) else DYNAMIC_INDEX for v in sizes],
        ones,
        subview_type(buffer.type, static_or_none(offsets), static_or_none(sizes), ones, part),
    )
    return b.insert(view, at).result


def _bufferize_extract_slice(b: _Bufferizer, op: Operation) -> None:
    b.replace(op, [_subview(b, op, b.buffer(op.operands[0]), op.results[0].type)])


def _bufferize_insert_slice(b: _Bufferizer, op: Operation) -> None:
    source = b.buffer(op.operands[0])
    dest = b.write_buffer(op, 1)
    # A value computed in place in this very slice of the destination is there already.
    view_op = source.owner
    same = (
        isinstance(view_op, SubviewOp)
        and view_op.source is dest
        and all(view_op.properties[f] == op.properties[f] for f in ("static_offsets", "static_sizes", "static_strides"))
        and [tuple(view_op.offsets), tuple(view_op.sizes), tuple(view_op.strides)]
        == [tuple(op.offsets), tuple(op.sizes), tuple(op.strides)]
    )
    if not same:
        b.copy(source, _subview(b, op, dest, op.operands[0].type), op)
    b.replace(op, [dest])


def collapsible(type_: MemRefType, groups: list[list[int]]) -> bool:
    """Whether each group of dimensions of a buffer of `type_` is surely contiguous (one stride for the group).

    As upstream's `isGuaranteedCollapsible`: within a group, the stride of each dimension is the
    next one's stride times its size; a slice `memref<4x2xf32, strided<[4, 1], offset: 1>>` is not.
    """
    if isinstance(type_.layout, NoneAttr):
        return True
    strides, _ = _layout_of(type_)
    shape = type_.get_shape()
    for group in groups:
        for outer, inner in zip(group, group[1:]):
            if strides[outer] is None or strides[inner] is None or shape[inner] < 0:
                return False
            if strides[outer] != strides[inner] * shape[inner]:
                return False
    return True


def _groups(op: Operation) -> list[list[int]]:
    return [[index.value.data for index in group.data] for group in op.properties["reassociation"].data]


def _bufferize_reshape(b: _Bufferizer, op: Operation) -> None:
    source = b.buffer(op.operands[0])
    if isinstance(op, tensor.CollapseShapeOp) and not collapsible(source.type, _groups(op)):
        # A slice whose merged dimensions are not contiguous: collapse a contiguous copy.
        contiguous = b.alloc(op.operands[0].type, op, like=source)
        b.copy(source, contiguous, op)
        source = contiguous
    # The view's layout is the one upstream's verifier requires (the source's strides regrouped).
    shape, groups = op.results[0].type.get_shape(), _groups(op)
    if isinstance(op, tensor.CollapseShapeOp):
        result_type = collapsed_memref_type(source.type, shape, groups)
    else:
        result_type = expanded_memref_type(source.type, shape, groups)
    properties = dict(op.properties)
    if isinstance(op, tensor.CollapseShapeOp):
        new = CollapseShapeOp.build(operands=[source], result_types=[result_type], properties=properties)
    else:
        new = ExpandShapeOp.build(
            operands=[source, list(op.operands[1:])], result_types=[result_type], properties=properties
        )
    b.replace(op, [b.insert(new, op).result])


def _bufferize_tensor_reshape(b: _Bufferizer, op: Operation) -> None:
    """`memref.reshape` of the source buffer, first copied into a new one unless it is contiguous."""
    source = b.buffer(op.operands[0])
    if not isinstance(source.type.layout, NoneAttr):
        contiguous = b.alloc(op.operands[0].type, op, like=source)
        b.copy(source, contiguous, op)
        source = contiguous
    shape = b.buffer(op.operands[1])
    new = ReshapeOp(source, shape, identity_memref(op.results[0].type))
    b.replace(op, [b.insert(new, op).result])


def _bufferize_cast(b: _Bufferizer, op: Operation) -> None:
    source = b.buffer(op.operands[0])
    b.replace(op, [b.cast(source, _with_shape(source.type, op.results[0].type), op)])


def _bufferize_unrealized_cast(b: _Bufferizer, op: Operation) -> None:
    """A tensor cast between element types (unsigned <-> signless): the same cast of the buffer.

    A cast that also changes the shape (`tensor<?xi32>` to `tensor<4xui32>`: convert-mhlo-to-linalg's cast
    of a result to the op's type) first casts the buffer to that shape with `memref.cast`, so that the buffer
    has the sizes its users take from the tensor's type (seed 24502 program 1091: a pad's copy took a
    `memref.dim` for a subview of static type).
    """
    if not any(is_tensor(v) for v in (*op.operands, *op.results)):
        return
    if len(op.operands) != 1 or len(op.results) != 1 or not all(is_tensor(v) for v in (*op.operands, *op.results)):
        b.fail(op, "op was not bufferized")
    source = b.buffer(op.operands[0])
    layout, space = source.type.layout, source.type.memory_space
    shape = op.results[0].type.get_shape()
    if tuple(source.type.get_shape()) != tuple(shape):
        source = b.cast(source, MemRefType(source.type.element_type, shape, layout, space), op)
    target = MemRefType(op.results[0].type.element_type, shape, layout, space)
    b.replace(op, [b.insert(UnrealizedConversionCastOp.get([source], [target]), op).results[0]])


def _bufferize_dim(b: _Bufferizer, op: Operation) -> None:
    b.replace_with_op(op, DimOp(b.buffer(op.operands[0]), op.operands[1]))


def _bufferize_pad(b: _Bufferizer, op: Operation) -> None:
    """alloc, `linalg.fill` with the padding value, and a copy of the source into the interior subview.

    Dynamic sizes and padding amounts are computed at run time: the result
    size is `dim(source) + low + high`, the interior starts at `low`.
    """
    body = op.regions[0].block
    padding = body.last_op.operands[0]
    if isinstance(padding, BlockArgument) or (padding.owner.parent_op() is op):
        b.fail(op, "tensor.pad with a padding value computed in its body is not supported")
    source = b.buffer(op.source)

    def mixed(static: list[int | None], dynamic) -> list[int | SSAValue]:
        values = iter(dynamic)
        return [next(values) if v is None else v for v in static]

    low = mixed(_static(op.static_low), op.low)
    high = mixed(_static(op.static_high), op.high)
    sizes = _sizes(b, source, op)
    result_type = op.results[0].type
    result_sizes = []
    for dim, size in enumerate(result_type.get_shape()):
        if size < 0:
            total = b.insert(arith.AddiOp(_index(b, sizes[dim], op), _index(b, low[dim], op)), op).result
            result_sizes.append(b.insert(arith.AddiOp(total, _index(b, high[dim], op)), op).result)
    new = b.alloc(result_type, op, sizes=result_sizes)
    b.insert(FillOp([padding], [new], []), op)
    b.copy(source, _unit_stride_view(b, new, low, sizes, op.source.type, op), op)
    b.replace(op, [new])


def _bufferize_concat(b: _Bufferizer, op: Operation) -> None:
    """A new buffer, each operand copied into its subview (at the sum of the earlier sizes along `dim`):

        %c = tensor.concat dim(0) %a, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>
        // memref.alloc(dim %a + 3); copy %a to [0, dim %a); copy %b to [dim %a, dim %a + 3)

    Dynamic sizes are read from the operands' buffers; the result's other dimensions are the first
    operand's (the verifier makes every operand agree on them)."""
    result_type = op.results[0].type
    dim = op.dim.value.data
    buffers = [b.buffer(operand) for operand in op.operands]

    def add(x: int | SSAValue, y: int | SSAValue) -> int | SSAValue:
        if isinstance(x, int) and isinstance(y, int):
            return x + y
        if x == 0 or y == 0:
            return y if x == 0 else x
        return b.insert(arith.AddiOp(_index(b, x, op), _index(b, y, op)), op).result

    operand_sizes = [_sizes(b, buffer, op) for buffer in buffers]
    total: int | SSAValue = 0
    for sizes in operand_sizes:
        total = add(total, sizes[dim])
    result_sizes = [
        _index(b, total if d == dim else operand_sizes[0][d], op)
        for d, size in enumerate(result_type.get_shape())
        if size < 0
    ]
    new = b.alloc(result_type, op, sizes=result_sizes)
    offset: int | SSAValue = 0
    for position, (operand, buffer, sizes) in enumerate(zip(op.operands, buffers, operand_sizes, strict=True)):
        offsets = [offset if d == dim else 0 for d in range(len(sizes))]
        b.copy(buffer, _unit_stride_view(b, new, offsets, sizes, operand.type, op), op)
        if position + 1 < len(buffers):
            offset = add(offset, sizes[dim])
    b.replace(op, [new])


def _bufferize_from_elements(b: _Bufferizer, op: Operation) -> None:
    result_type = op.results[0].type
    new = b.alloc(result_type, op)
    shape = result_type.get_shape()
    for flat, element in enumerate(op.operands):
        index, indices = flat, []
        for size in reversed(shape):
            indices.insert(0, index % size)
            index //= size
        values = [b.insert(arith.ConstantOp(IntegerAttr(i, IndexType())), op).result for i in indices]
        b.insert(StoreOp.get(element, new, values), op)
    b.replace(op, [new])


def _bufferize_generate(b: _Bufferizer, op: Operation) -> None:
    """A new buffer written by a `linalg.map` whose body is the generate body on `linalg.index` values."""
    result_type = op.results[0].type
    new = b.alloc(result_type, op, sizes=op.operands)
    body = op.regions[0].block
    block = Block(arg_types=[result_type.element_type])
    for dim, arg in enumerate(body.args):
        index = IndexOp(dim)
        block.add_op(index)
        arg.replace_all_uses_with(index.result)
    for inner in list(body.ops):
        inner.detach()
        if isinstance(inner, tensor.YieldOp):
            block.add_op(YieldOp(*inner.operands))
            inner.erase()
        else:
            block.add_op(inner)
    b.insert(MapOp([], new, Region(block)), op)
    b.bufferize_block(block)
    b.replace(op, [new])


def _bufferize_splat(b: _Bufferizer, op: Operation) -> None:
    """A new buffer filled by a `linalg.map` that yields the splat value, as upstream bufferizes `tensor.splat`."""
    value, *sizes = op.operands
    new = b.alloc(op.results[0].type, op, sizes=sizes)
    block = Block(arg_types=[op.results[0].type.element_type])
    block.add_op(YieldOp(value))
    b.insert(MapOp([], new, Region(block)), op)
    b.replace(op, [new])


def _bufferize_to_tensor(b: _Bufferizer, op: Operation) -> None:
    b.replace(op, [op.operands[0]])


def _bufferize_to_buffer(b: _Bufferizer, op: Operation) -> None:
    buffer = b.buffer(op.operands[0])
    op.results[0].replace_all_uses_with(b._to_type(buffer, op.results[0].type, op))
    b.erased.append(op)


def _unify(types: list[MemRefType]) -> MemRefType:
    """One buffer type for values of several types: theirs if they agree, else fully dynamic."""
    return types[0] if all(t == types[0] for t in types) else dynamic_memref(types[0])


def _bufferize_branches(b: _Bufferizer, op: Operation) -> None:
    """scf.if / scf.index_switch / scf.execute_region: each region yields buffers of one type per result."""
    for region in op.regions:
        for block in region.blocks:
            b.bufferize_block(block)
    yields = region_yields(op)
    result_types = []
    for i, result in enumerate(op.results):
        if not is_tensor(result):
            result_types.append(result.type)
            continue
        buffers = [b.buffer(y.operands[i]) for y in yields]
        type_ = _unify([buf.type for buf in buffers])
        for y, buf in zip(yields, buffers):
            y.operands[i] = b.cast(buf, type_, y)
        result_types.append(type_)
    b.replace_with_op(op, b.rebuilt(op, list(op.operands), result_types))


def _bufferize_for(b: _Bufferizer, op: Operation) -> None:
    """scf.for: the iteration arguments live in the buffers of the inits (written: in place or a copy); a
    value of dynamic shape that an iteration replaces passes on its own buffer (`_copy_into`)."""
    body = op.body.block
    inits = [b.write_buffer(op, 3 + k) if is_tensor(r) else op.operands[3 + k] for k, r in enumerate(op.results)]
    inits = _carried_inits(b, op, inits, list(op.operands[3:]))
    targets = _retype_args(b, body, [body.args[0].type, *(v.type for v in inits)])
    b.bufferize_block(body)
    _copy_into(b, body.last_op, 0, targets[1:])
    b.replace_with_op(op, scf.ForOp(op.lb, op.ub, op.step, inits, op.detach_region(op.body)))


def _carried_inits(b: _Bufferizer, loop: Operation, inits: list[SSAValue], values: list[SSAValue]) -> list[SSAValue]:
    """The buffers a loop carries from `inits` (the buffers of its tensor inits `values`): a value of dynamic
    shape whose init has a layout that a new buffer does not cast to (a slice at a static offset,
    `strided<[1], offset: 2>`) is carried as a fully dynamic layout, so that an iteration may pass on a
    buffer of its own (`_passes_own_buffer`) of other sizes:

        %c = memref.cast %subview : memref<?xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[?], offset: ?>>
        scf.for ... iter_args(%x = %c) -> (memref<?xf32, strided<[?], offset: ?>>)
    """
    carried = []
    for init, value in zip(inits, values):
        if is_tensor(value) and isinstance(init.type, MemRefType) and any(s < 0 for s in value.type.get_shape()):
            if not cast_surely_valid(identity_memref(value.type), init.type):
                init = b.cast(init, dynamic_memref(init.type), loop)
        carried.append(init)
    return carried


def _retype_args(b: _Bufferizer, block: Block, types: list[Attribute]) -> list[SSAValue]:
    """Give the tensor arguments of `block` the buffer types `types`; return the arguments in their old order.

    Each tensor argument gets a new argument in its place; the old one is erased after the rewrite.
    """
    args = []
    for arg, type_ in zip(list(block.args), types):
        if is_tensor(arg):
            new = block.insert_arg(type_, arg.index)
            new.name_hint = arg.name_hint
            b.buffers[arg] = new
            b.old_args.append(arg)
            arg = new
        args.append(arg)
    return args


def _copy_into(b: _Bufferizer, terminator: Operation, first: int, targets: list[SSAValue]) -> None:
    """Make a loop terminator pass `targets` from operand `first` on, copying the values it passed into them;
    a value of dynamic shape passes on its own buffer instead (`_passed_buffer`).

    The copies are one parallel assignment: a value whose buffer an earlier copy may write goes through a
    new buffer first. A swap of two iteration arguments,

        scf.yield %q, %p : tensor<3xf32>, tensor<3xf32>

    copies `%q` into `%p`'s buffer, then the old `%p` (saved before) into `%q`'s; copied one after the
    other, both would get `%q` (as would a value computed in place in the buffer the first copy writes).
    A buffer passed on as it is is saved too where any copy may write it.
    """
    loop = terminator.parent_op()
    moves: list[tuple[SSAValue, SSAValue, SSAValue, int]] = []
    passed: list[tuple[SSAValue, SSAValue, SSAValue, int]] = []
    for k, target in enumerate(targets):
        value = terminator.operands[first + k]
        if not is_tensor(value):
            continue
        buffer = b.buffer(value)
        if _equivalent_buffer(buffer) is not target:
            if not b.options.allow_return_allocs_from_loops:
                b.fail(terminator, f"Yield operand #{k} is not equivalent to the corresponding iter bbArg")
            if _passes_own_buffer(value.type, buffer.type, target.type):
                passed.append((value, buffer, target, first + k))
                continue
            moves.append((value, buffer, target, first + k))
        terminator.operands[first + k] = target
    for value, buffer, target, operand in passed:
        if any(_may_share_buffer(buffer, t, loop) for _, _, t, _ in moves):
            saved = b.alloc(value.type, terminator, like=buffer)
            b.copy(buffer, saved, terminator)
            buffer = saved
        terminator.operands[operand] = _passed_buffer(b, value.type, buffer, target.type, terminator)
    sources = []
    for m, (value, buffer, _, _) in enumerate(moves):
        if any(_may_share_buffer(buffer, target, loop) for _, _, target, _ in moves[:m]):
            saved = b.alloc(value.type, terminator, like=buffer)
            b.copy(buffer, saved, terminator)
            buffer = saved
        sources.append(buffer)
    for source, (_, _, target, operand) in zip(sources, moves):
        _check_same_sizes(b, source, target, terminator, operand)
        b.copy(source, target, terminator)


def _passes_own_buffer(value: TensorType, buffer: MemRefType, target: MemRefType) -> bool:
    """Whether a loop value of tensor type `value` in `buffer` passes on its own buffer (as the iteration
    argument of type `target`) instead of being copied into the argument's: where its shape is dynamic (its
    sizes may change from one iteration to the next, as a `stablehlo.while` that concatenates onto what it
    carries) and its buffer, or a new identity buffer copied from it, casts surely to `target`."""
    if all(size >= 0 for size in value.get_shape()):
        return False
    return cast_surely_valid(buffer, target) or cast_surely_valid(identity_memref(value), target)


def _passed_buffer(b: _Bufferizer, value: TensorType, buffer: SSAValue, target: MemRefType, at: Operation) -> SSAValue:
    """`buffer`, a loop value that passes on its own buffer (`_passes_own_buffer`), as the iteration argument's
    type `target`: as upstream's yield with `allow-return-allocs-from-loops`, a cast, or a copy in a new buffer
    where no cast surely holds. The loop then carries a buffer of each iteration's own sizes; the loop's
    result is not its init's buffer (`_equivalent_buffer`), and buffer-deallocation frees the buffers an
    iteration replaces.

        %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %t) -> (memref<?xf32>) {
          %e = memref.alloc(%s) : memref<?xf32>
          ...
          scf.yield %e : memref<?xf32>
        }
    """
    if not cast_surely_valid(buffer.type, target):
        new = b.alloc(value, at, like=buffer)
        b.copy(buffer, new, at)
        buffer = new
    return b.cast(buffer, target, at)


def _check_same_sizes(b: _Bufferizer, source: SSAValue, target: SSAValue, terminator: Operation, operand: int) -> None:
    """A run-time check (`cf.assert`) that `source`, copied back into the iteration argument's buffer `target`,
    has its sizes: a loop value of dynamic shape is copied only where it cannot pass on its own buffer
    (`_passes_own_buffer`: a layout no buffer casts to), and copying a value of another size is undefined
    (a while of `stablehlo.concatenate` returned its init's size, the elements added left out). Sizes that
    canonicalization proves equal fold the check away.

        %d0 = memref.dim %source, %c0 : memref<?xi32>
        %d1 = memref.dim %target, %c0 : memref<?xi32, strided<[1], offset: 2>>
        %same = arith.cmpi eq, %d0, %d1 : index
        cf.assert %same, "'scf.yield' op operand #0 differs in size in dimension 0 from ..."
        memref.copy %source, %target : memref<?xi32> to memref<?xi32, strided<[1], offset: 2>>
    """
    for d, (a, c) in enumerate(zip(source.type.get_shape(), target.type.get_shape())):
        if a >= 0 and c >= 0:
            continue
        index = b.insert(arith.ConstantOp(IntegerAttr(d, IndexType())), terminator).result
        sizes = [b.insert(DimOp(v, index), terminator).result for v in (source, target)]
        same = b.insert(arith.CmpiOp(sizes[0], sizes[1], "eq"), terminator).result
        what = (
            f"operand #{operand} differs in size in dimension {d} from the iteration argument it is copied into "
            "(a loop value that changes shape is not supported)"
        )
        b.insert(cf.AssertOp(same, op_error_message(terminator, what)), terminator)


def _may_share_buffer(buffer: SSAValue, target: SSAValue, loop: Operation) -> bool:
    """Whether `buffer` may share memory with `target`, an iteration argument of `loop`: unless it is (a view
    of) another iteration argument of `loop` or a buffer allocated in the iteration."""
    while True:
        buffer = _equivalent_buffer(buffer)
        if not (isinstance(buffer, OpResult) and is_view(buffer.op)):
            break
        buffer = buffer.op.operands[0]
    if buffer is target:
        return True
    if isinstance(buffer, BlockArgument) and buffer.block.parent_op() is loop:
        return False
    return not (isinstance(buffer, OpResult) and isinstance(buffer.op, AllocOp) and loop.is_ancestor(buffer.op))


def _equivalent_buffer(buffer: SSAValue) -> SSAValue:
    """The value that surely holds the same buffer: through casts, loop results and branches that agree."""
    while isinstance(buffer, OpResult):
        op = buffer.op
        if isinstance(op, CastOp):
            buffer = op.operands[0]
        elif isinstance(op, scf.ForOp | scf.WhileOp):
            # A bufferized loop keeps a value in its init's buffer unless an iteration passes on another.
            if not carried_in_place(op, buffer.index):
                return buffer
            buffer = op.operands[loop_init_index(op, buffer.index)]
        elif isinstance(op, EXCLUSIVE_REGION_OPS):
            yielded = {_equivalent_buffer(r.block.last_op.operands[buffer.index]) for r in op.regions}
            if len(yielded) != 1:
                return buffer
            buffer = yielded.pop()
        else:
            return buffer
    return buffer


def carried_in_place(loop: Operation, index: int) -> bool:
    """Whether every terminator of `loop` (an scf.for or scf.while on buffers) passes on its block argument
    `index` as it is: the loop's result `index` is then its init's buffer. One that passes on another buffer
    (a value of dynamic shape, `_passes_own_buffer`) carries a buffer of its own. (While the rewrite runs, a
    block keeps its tensor arguments beside their buffers until the end: they are not counted.)"""
    for block, terminator, first, offset in iteration_edges(loop):
        args = [a for a in block.args if not is_tensor(a)]
        if len(args) <= first + index or terminator.operands[offset + index] is not args[first + index]:
            return False
    return True


def _align_while(op: Operation) -> Operation | None:
    """`op`, whose condition passes on other values than its before-block arguments in their order (upstream's
    canonicalizations drop a passed value nothing uses, or pass one twice), as an scf.while whose regions carry
    the same types, which `_bufferize_while` takes; None where it cannot be (a value computed in the before
    block whose type has no init: a tensor of dynamic shape, a non-numeric scalar).

    The condition passes on every before-block argument; a result that was another value (one computed in the
    before block, a repeated argument) gets a slot of its own, carried from an init of its type (`tensor.empty`,
    a zero) and passed through by the after block:

        %r:2 = scf.while (%a = %x, %f = %t) : (tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>) {
          scf.condition(%c) %a, %v : tensor<4xf32>, tensor<4xf32>
        } do {
        ^bb0(%p: tensor<4xf32>, %q: tensor<4xf32>): ... scf.yield %n, %g : tensor<4xf32>, i1
        }

    becomes (%r#0 is %s#0, %r#1 is %s#2)

        %e = tensor.empty() : tensor<4xf32>
        %s:3 = scf.while (%a = %x, %f = %t, %slot = %e) : (tensor<4xf32>, i1, tensor<4xf32>) -> (...) {
          scf.condition(%c) %a, %f, %v : tensor<4xf32>, i1, tensor<4xf32>
        } do {
        ^bb0(%p: tensor<4xf32>, %unused: i1, %q: tensor<4xf32>): ... scf.yield %n, %g, %q : ...
        }
    """
    before, after = op.regions[0].block, op.regions[1].block
    condition, yield_ = before.last_op, after.last_op
    passed = list(condition.operands[1:])
    # Where each result comes from: ("arg", j) a before-block argument, ("slot", s) slot s.
    sources: list[tuple[str, int]] = []
    slots: list[SSAValue] = []
    taken: set[int] = set()
    for value in passed:
        if isinstance(value, BlockArgument) and value.block is before and value.index not in taken:
            taken.add(value.index)
            sources.append(("arg", value.index))
        else:
            sources.append(("slot", len(slots)))
            slots.append(value)
    inits: list[Operation] = []
    for value in slots:
        type_ = value.type
        if isinstance(type_, TensorType):
            if any(size == DYNAMIC_INDEX for size in type_.get_shape()):
                return None
            inits.append(tensor.EmptyOp([], type_))
        elif isinstance(type_, IntegerType | IndexType):
            inits.append(arith.ConstantOp(IntegerAttr(0, type_)))
        elif isinstance(type_, AnyFloat):
            inits.append(arith.ConstantOp(FloatAttr(0.0, type_)))
        else:
            return None
    count = len(before.args)
    new_before = Block(arg_types=[a.type for a in before.args] + [v.type for v in slots])
    new_after = Block(arg_types=[a.type for a in new_before.args])
    for old, new in zip(before.args, new_before.args):
        old.replace_all_uses_with(new)
    for old, (kind, index) in zip(after.args, sources):
        old.replace_all_uses_with(new_after.args[index if kind == "arg" else count + index])
    for child in list(before.ops):
        child.detach()
        new_before.add_op(child)
    for child in list(after.ops):
        child.detach()
        new_after.add_op(child)
    # The slots' values as the condition passes them now (a repeated argument is the new block's).
    slots = [condition.operands[1 + k] for k, (kind, _) in enumerate(sources) if kind == "slot"]
    Rewriter.replace_op(condition, scf.ConditionOp(condition.operands[0], *new_before.args[:count], *slots))
    Rewriter.replace_op(yield_, scf.YieldOp(*yield_.operands, *new_after.args[count:]))
    for init in inits:
        Rewriter.insert_op(init, InsertPoint.before(op))
    operands = [*op.operands, *(init.results[0] for init in inits)]
    new = type(op)(operands, [v.type for v in operands], Region(new_before), Region(new_after))
    new.attributes.update(op.attributes)
    new.location = op.location
    Rewriter.insert_op(new, InsertPoint.before(op))
    for result, (kind, index) in zip(op.results, sources):
        result.replace_all_uses_with(new.results[index if kind == "arg" else count + index])
    Rewriter.erase_op(op)
    return new


def _align_whiles(root: Operation) -> None:
    """Make every scf.while on tensors whose regions carry different types carry the same ones
    (`_align_while`); one that cannot be is left as it is, for `_bufferize_while`'s error."""
    for op in list(root.walk()):
        if op.name != "scf.while" or len(op.regions[0].blocks) != 1 or len(op.regions[1].blocks) != 1:
            continue
        after = op.regions[1].block
        types = [a.type for a in after.args]
        if types == [v.type for v in op.operands] or not any(is_tensor(v) for v in (*op.operands, *op.results)):
            continue
        _align_while(op)


def _bufferize_while(b: _Bufferizer, op: Operation) -> None:
    """scf.while: each iteration keeps its values in the buffers of the inits (copied in where they differ),
    but for a value of dynamic shape that a terminator replaces, which passes on its own buffer (`_copy_into`)."""
    before, after = op.regions[0].block, op.regions[1].block
    if [a.type for a in after.args] != [v.type for v in op.operands]:
        b.fail(op, "scf.while whose regions carry different types is not supported by one-shot-bufferize")
    inits = [b.write_buffer(op, i) if is_tensor(v) else v for i, v in enumerate(op.operands)]
    inits = _carried_inits(b, op, inits, list(op.operands))
    types = [v.type for v in inits]
    before_args = _retype_args(b, before, types)
    after_args = _retype_args(b, after, types)
    b.bufferize_block(before)
    _copy_into(b, before.last_op, 1, before_args)
    b.bufferize_block(after)
    _copy_into(b, after.last_op, 0, after_args)
    b.replace_with_op(op, b.rebuilt(op, inits, types))


def _bufferize_terminator(b: _Bufferizer, op: Operation) -> None:
    # scf.yield / scf.condition: rewritten by the op around them once its regions are bufferized.
    return


def _bufferize_return(b: _Bufferizer, op: Operation) -> None:
    for i, operand in enumerate(op.operands):
        if not is_tensor(operand):
            continue
        buffer = b.buffer(operand)
        if b.options.bufferize_function_boundaries:
            op.operands[i] = buffer
        else:
            op.operands[i] = b.insert(ToTensorOp(buffer), op).tensor


def _bufferize_call(b: _Bufferizer, op: Operation) -> None:
    if not b.options.bufferize_function_boundaries:
        for i, operand in enumerate(op.operands):
            if is_tensor(operand):
                op.operands[i] = b.insert(ToTensorOp(b.buffer(operand)), op).tensor
        return
    signature = b.signatures.get(op.callee.root_reference.data)
    if signature is None:
        b.fail(op, "the callee of a bufferized call must be a function of this module")
    operands = [
        b._to_type(b.buffer(v), t, op) if is_tensor(v) else v for v, t in zip(op.operands, signature.inputs.data)
    ]
    b.replace_with_op(op, func.CallOp(op.callee, operands, list(signature.outputs.data)))


_HANDLERS: dict[type[Operation], Callable[[_Bufferizer, Operation], None]] = {
    tensor.EmptyOp: _bufferize_empty,
    bufferization.AllocTensorOp: _bufferize_alloc_tensor,
    arith.ConstantOp: _bufferize_constant,
    tensor.ExtractOp: _bufferize_extract,
    tensor.InsertOp: _bufferize_insert,
    tensor.ExtractSliceOp: _bufferize_extract_slice,
    tensor.InsertSliceOp: _bufferize_insert_slice,
    tensor.CollapseShapeOp: _bufferize_reshape,
    tensor.ExpandShapeOp: _bufferize_reshape,
    tensor.ReshapeOp: _bufferize_tensor_reshape,
    tensor.CastOp: _bufferize_cast,
    UnrealizedConversionCastOp: _bufferize_unrealized_cast,
    tensor.DimOp: _bufferize_dim,
    tensor.PadOp: _bufferize_pad,
    tensor.ConcatOp: _bufferize_concat,
    tensor.FromElementsOp: _bufferize_from_elements,
    tensor.SplatOp: _bufferize_splat,
    tensor.GenerateOp: _bufferize_generate,
    ToTensorOp: _bufferize_to_tensor,
    ToBufferOp: _bufferize_to_buffer,
    scf.IfOp: _bufferize_branches,
    scf.IndexSwitchOp: _bufferize_branches,
    scf.ExecuteRegionOp: _bufferize_branches,
    scf.WhileOp: _bufferize_while,
    scf.ForOp: _bufferize_for,
    scf.YieldOp: _bufferize_terminator,
    scf.ConditionOp: _bufferize_terminator,
    # xDSL's classes: an op of aiopt's subclass or one a plugin built from xDSL's class is handled alike.
    xdsl_func.ReturnOp: _bufferize_return,
    xdsl_func.CallOp: _bufferize_call,
}
"""How each op on tensors bufferizes (linalg ops in destination-passing style: `_bufferize_linalg`)."""


@cache
def _handler(op_type: type[Operation]) -> Callable[[_Bufferizer, Operation], None] | None:
    """The handler of the nearest class of `op_type` (itself or a base class) that `_HANDLERS` names."""
    return next((_HANDLERS[cls] for cls in op_type.__mro__ if cls in _HANDLERS), None)


def _annotate(module: ModuleOp, analysis: InPlaceAnalysis) -> None:
    """`test-analysis-only`: `__inplace_operands_attr__` = "true"/"false" per tensor operand, "none" otherwise."""
    for op in module.walk():
        if not any(is_tensor(v) for v in op.operands):
            continue
        written = {index for index, _ in written_operands(op)}
        marks = []
        for i, operand in enumerate(op.operands):
            if not is_tensor(operand):
                marks.append("none")
            else:
                marks.append("false" if i in written and not analysis.is_in_place(op, i) else "true")
        op.attributes["__inplace_operands_attr__"] = ArrayAttr([StringAttr(m) for m in marks])


def _check_unranked(root: Operation) -> None:
    """Unranked tensors (`tensor<*xf32>`) are not bufferized: a located error at the first op that has one,
    rather than IR left half converted.

        %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
        // error: 'tensor.cast' op has an unranked tensor result; one-shot-bufferize supports ranked tensors only
    """
    for op in root.walk():
        arguments = [arg for region in op.regions for block in region.blocks for arg in block.args]
        for kind, values in (("operand", op.operands), ("result", op.results), ("argument", arguments)):
            if any(isinstance(value.type, UnrankedTensorType) for value in values):
                message = f"has an unranked tensor {kind}; one-shot-bufferize supports ranked tensors only"
                raise DiagnosticError(op_error_message(op, message), op)


def _check_sparse(root: Operation) -> None:
    """Sparse tensors (`#sparse_tensor.encoding`) are not bufferized, as aiopt has no sparse code generation: a
    located error at the first op that has one.

        %r = mhlo.abs %a : tensor<10x20xf32, #sparse>
        // error: 'mhlo.abs' op has a sparse tensor operand (#sparse_tensor.encoding); aiopt generates code for
        //        dense tensors only
    """
    for op in root.walk():
        arguments = [arg for region in op.regions for block in region.blocks for arg in block.args]
        for kind, values in (("operand", op.operands), ("result", op.results), ("argument", arguments)):
            if any(sparse_encoding_of(value.type) is not None for value in values):
                message = (
                    f"has a sparse tensor {kind} (#sparse_tensor.encoding); aiopt generates code for dense tensors only"
                )
                raise DiagnosticError(op_error_message(op, message), op)


def _check_buffer_sizes(module: ModuleOp) -> None:
    """A located error for a tensor whose buffer would have more bytes than memory can be addressed with."""
    for op in walk_ops(module):
        for value in op.results:
            check_buffer_size(value.type, op)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    check_buffer_size(arg.type, op)


def _called_functions(module: ModuleOp) -> set[str]:
    return {op.callee.root_reference.data for op in module.walk() if isinstance(op, func.CallOp)}


@dataclass(frozen=True)
class OneShotBufferizePass(DiagnosticPass):
    """Bufferize tensor programs, writing in place where the in-place analysis finds no conflict.

        %r = linalg.generic ... ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>

    becomes `linalg.generic ... ins(%a_buf : memref<...>) outs(%alloc : memref<4xf32>)`.
    """

    name = "one-shot-bufferize"

    bufferize_function_boundaries: bool = option(False, "Bufferize function boundaries (experimental).")
    function_boundary_type_conversion: LayoutChoice = option(
        "infer-layout-map",
        "Controls layout maps when bufferizing function signatures.",
    )
    unknown_type_conversion: LayoutChoice = option(
        "fully-dynamic-layout-map",
        "Controls layout maps for non-inferrable memref types.",
    )
    allow_return_allocs_from_loops: bool = option(False, "Allows returning/yielding new allocations from a loop.")
    allow_unknown_ops: bool = option(False, "Allows unknown (not bufferizable) ops in the input IR.")
    copy_before_write: bool = option(False, "Skip the analysis. Make a buffer copy on every write.")
    buffer_alignment: int = option(64, "Sets the alignment of newly allocated buffers.")
    test_analysis_only: bool = option(False, "Test only: Only run inplaceability analysis and annotate IR")

    def __post_init__(self) -> None:
        for name in ("function_boundary_type_conversion", "unknown_type_conversion"):
            if getattr(self, name) not in get_args(LayoutChoice):
                raise PassOptionError(name, f"must be one of {', '.join(get_args(LayoutChoice))}")
        if self.buffer_alignment < 0:
            raise PassOptionError("buffer_alignment", f"must not be negative, got {self.buffer_alignment}")

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        branching = unstructured_op(op, is_tensor)
        if branching is not None:
            raise DiagnosticError(
                op_error_message(
                    branching,
                    "has a region with several blocks (unstructured control flow) on tensors; "
                    "one-shot-bufferize supports structured control flow only",
                ),
                branching,
            )
        _check_unranked(op)
        _check_sparse(op)
        _check_buffer_sizes(op)
        called = _called_functions(op)
        boundaries = self.bufferize_function_boundaries

        def writable(value: SSAValue) -> bool:
            if self.copy_before_write:
                return False
            if isinstance(value, BlockArgument):
                parent = value.block.parent_op()
                if isinstance(parent, func.FuncOp):
                    if not boundaries or parent.sym_name.data in called:
                        return False
                    attrs = parent.arg_attrs.data[value.index].data if parent.arg_attrs else {}
                    flag = attrs.get("bufferization.writable")
                    return flag is None or bool(flag.value.data)
                return True
            owner = value.owner
            if isinstance(owner, arith.ConstantOp):
                return False
            if isinstance(owner, ToTensorOp):
                return "writable" in owner.properties
            return True

        _align_whiles(op)
        analysis = InPlaceAnalysis(writable)
        analysis.run(op)
        if self.test_analysis_only:
            _annotate(op, analysis)
            return
        _Bufferizer(op, self, analysis).run()
