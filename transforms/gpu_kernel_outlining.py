"""`--gpu-kernel-outlining`: move each gpu.launch body into a kernel of its own gpu.module.

As upstream's pass, the launch

    func.func @scale(%m: memref<?xf32>, %n: index) {
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, ...) threads(%tx, %ty, %tz) in (%sx = %c128, ...) {
        ... uses %m, %bx, %sx ...
        gpu.terminator
      }
    }

becomes a `gpu.launch_func` of a kernel that takes the values the body
used from above as arguments, and reads its ids and sizes with gpu index
ops:

    gpu.launch_func @scale_kernel::@scale_kernel blocks in (%n, ...) threads in (%c128, ...)
        args(%m : memref<?xf32>)
    gpu.module @scale_kernel {
      gpu.func @scale_kernel(%arg0: memref<?xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
        %block_id_x = gpu.block_id x
        ...
        gpu.return
      }
    }

Constants defined above and used in the body are cloned into the kernel
instead of being passed (so the kernel compiles with them folded in).
Constant launch sizes become the kernel's `known_block_size` /
`known_grid_size`. The enclosing module gets `gpu.container_module`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import DenseArrayBase, FunctionType, IntegerAttr, ModuleOp, SymbolRefAttr, UnitAttr, i32
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable

from aiopt.dialects import arith, gpu
from aiopt.lowering.parallel_loops_to_gpu import inherit_location
from aiopt.support.passes import DiagnosticPass

CONTAINER_MODULE_ATTR = "gpu.container_module"

_INDEX_OPS = (gpu.BlockIdOp, gpu.ThreadIdOp, gpu.GridDimOp, gpu.BlockDimOp)
"""The op reading each group of three launch-body arguments, in argument order."""


def _values_defined_above(region: Region) -> list[SSAValue]:
    """The values used in `region` but defined outside it, in order of first use."""
    seen: dict[SSAValue, None] = {}
    for op in region.walk():
        for operand in op.operands:
            if operand not in seen and not _defined_in(operand, region):
                seen[operand] = None
    return list(seen)


def _defined_in(value: SSAValue, region: Region) -> bool:
    owner = value.owner
    block = owner if isinstance(owner, Block) else owner.parent_block()
    while block is not None:
        if block.parent is region:
            return True
        parent_op = block.parent_op()
        block = parent_op.parent_block() if parent_op is not None else None
    return False


def _constant_sizes(values: list[SSAValue]) -> DenseArrayBase | None:
    """The launch sizes as `array<i32: ...>` when all are arith.constant."""
    sizes = []
    for value in values:
        owner = value.owner
        if not (isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr)):
            return None
        sizes.append(owner.value.value.data)
    return DenseArrayBase.from_list(i32, sizes)


def _unique_symbol(table_op: Operation, name: str) -> str:
    """`name`, or `name_0`, `name_1`, ... when taken, as MLIR's SymbolTable::insert renames."""
    taken = SymbolTable.lookup_symbol
    if taken(table_op, name) is None:
        return name
    index = 0
    while taken(table_op, f"{name}_{index}") is not None:
        index += 1
    return f"{name}_{index}"


def outline_launch(launch: gpu.LaunchOp, kernel_name: str, symbol_table: ModuleOp) -> gpu.LaunchFuncOp:
    """Replace `launch` by a launch_func of a new kernel `kernel_name` in a new gpu.module."""
    body = launch.body
    block = body.block
    config = block.args[:12]
    grid = [launch.gridSizeX, launch.gridSizeY, launch.gridSizeZ]
    threads = [launch.blockSizeX, launch.blockSizeY, launch.blockSizeZ]

    captured = _values_defined_above(body)
    constants = [v for v in captured if isinstance(v.owner, arith.ConstantOp)]
    arguments = [v for v in captured if not isinstance(v.owner, arith.ConstantOp)]

    attributions = block.args[12:]
    kernel_block = Block(arg_types=[*(a.type for a in arguments), *(a.type for a in attributions)])
    kernel = gpu.FuncOp(
        kernel_name,
        FunctionType.from_lists([a.type for a in arguments], []),
        Region(kernel_block),
        kernel=True,
        workgroup_attributions=launch.num_workgroup_attributions,
    )
    for name, sizes in (("known_block_size", threads), ("known_grid_size", grid)):
        known = _constant_sizes(sizes)
        if known is not None:
            kernel.properties[name] = known

    # Ids and sizes become index ops at the top of the kernel.
    index_ops = [op_type(dimension) for op_type in _INDEX_OPS for dimension in "xyz"]
    kernel_block.add_ops(index_ops)
    for constant in constants:
        clone = constant.owner.clone()
        kernel_block.add_op(clone)
        constant.replace_uses_with_if(clone.results[0], lambda use: _inside(use.operation, body))
    for argument, value in zip(arguments, kernel_block.args):
        argument.replace_uses_with_if(value, lambda use: _inside(use.operation, body))
    for old, new in zip(config, index_ops):
        old.replace_all_uses_with(new.result)
    for old, new in zip(attributions, kernel_block.args[len(arguments) :]):
        old.replace_all_uses_with(new)

    # Move the body's blocks into the kernel, the entry block's ops after the index ops.
    for op in list(block.ops):
        op.detach()
        if isinstance(op, gpu.TerminatorOp):
            op = gpu.ReturnOp()
        kernel_block.add_op(op)
    for extra in list(body.blocks)[1:]:
        extra.detach()
        kernel.body.add_block(extra)
        for op in list(extra.ops):
            if isinstance(op, gpu.TerminatorOp):
                Rewriter.replace_op(op, gpu.ReturnOp())

    module_name = _unique_symbol(symbol_table, kernel_name)
    kernel_module = gpu.ModuleOp(module_name, Region(Block([kernel])))
    symbol_table.body.block.add_op(kernel_module)

    launch_func = gpu.LaunchFuncOp(
        SymbolRefAttr(module_name, [kernel_name]),
        grid,
        threads,
        arguments,
        async_dependencies=launch.asyncDependencies,
        is_async=launch.asyncToken is not None,
        dynamic_shared_memory_size=launch.dynamicSharedMemorySize,
    )
    for new in (kernel_module, launch_func):
        inherit_location(new, launch.location)
    Rewriter.insert_op(launch_func, InsertPoint.before(launch))
    if launch.asyncToken is not None and launch_func.asyncToken is not None:
        launch.asyncToken.replace_all_uses_with(launch_func.asyncToken)
    Rewriter.erase_op(launch)
    return launch_func


def _inside(op: Operation, region: Region) -> bool:
    """Whether `op` is nested (at any depth) in `region`."""
    current: Operation | None = op
    while current is not None:
        if current.parent_region() is region:
            return True
        current = current.parent_op()
    return False


@dataclass(frozen=True)
class GpuKernelOutliningPass(DiagnosticPass):
    """Outline gpu.launch bodies into gpu.func kernels, launched with gpu.launch_func

    Each kernel lives in its own gpu.module named after the enclosing
    function (`@f_kernel`, `@f_kernel_0`, ...).

    Example, `ai-opt --gpu-kernel-outlining`:

        func.func @f(%m: memref<4xf32>) {
          %c1 = arith.constant 1 : index
          %c4 = arith.constant 4 : index
          gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
                     threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
            %v = memref.load %m[%tx] : memref<4xf32>
            memref.store %v, %m[%tx] : memref<4xf32>
            gpu.terminator
          }
          func.return
        }

    becomes

        module attributes {gpu.container_module} {
          gpu.launch_func @f_kernel::@f_kernel blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        gpu.module @f_kernel {
          gpu.func @f_kernel(%arg0: memref<4xf32>) kernel attributes {known_block_size = array<i32: 4, 1, 1>,
            ...
            %0 = memref.load %arg0[%thread_id_x] : memref<4xf32>
            memref.store %0, %arg0[%thread_id_x] : memref<4xf32>
            gpu.return
    """

    name = "gpu-kernel-outlining"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        launches = [nested for nested in op.walk() if isinstance(nested, gpu.LaunchOp)]
        for launch in launches:
            function = launch.parent_op()
            while (
                function is not None and "sym_name" not in function.properties and "sym_name" not in function.attributes
            ):
                function = function.parent_op()
            base = "kernel" if function is None else f"{_symbol_name(function)}_kernel"
            outline_launch(launch, base, op)
        if launches:
            op.attributes[CONTAINER_MODULE_ATTR] = UnitAttr()


def _symbol_name(op: Operation) -> str:
    name = op.properties.get("sym_name") or op.attributes.get("sym_name")
    return name.data  # type: ignore[union-attr]
