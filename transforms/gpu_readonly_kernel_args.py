"""`--gpu-readonly-kernel-args`: mark the buffers a kernel only reads `llvm.readonly`, and `llvm.noalias` too
where no buffer the kernel writes can be the same memory (C's `const __restrict__`).

NVPTX reads memory through the non-coherent read-only cache (`ld.global.nc`,
CUDA's `__ldg`) when it can prove the memory does not change while the
kernel runs: a load from the global address space whose pointer is a
kernel parameter that is both `noalias` and `readonly` (LLVM's
NVPTXTagInvariantLoads tags such loads `!invariant.load`, and instruction
selection makes those `ld.global.nc`). nvcc gets there from `const
__restrict__` pointers, XLA from its buffer assignment. This pass gives a
kernel's memref arguments those attributes where they are provably true,
as upstream's `gpu.func` argument attributes, which `convert-gpu-to-nvvm`
copies to the `llvm.func` parameters:

    func.func @main(%x: memref<8xf32>, %out: memref<8xf32>) {
      %t = memref.alloc() : memref<8xf32>
      gpu.launch_func @k::@k blocks in (...) threads in (...) args(%x : memref<8xf32>, %t : memref<8xf32>)
      ...
    }
    gpu.module @k {
      gpu.func @k(%a: memref<8xf32>, %b: memref<8xf32>) kernel {
        %v = memref.load %a[%i] : memref<8xf32>
        memref.store %v, %b[%i] : memref<8xf32>
        gpu.return
      }
    }

becomes

    gpu.func @k(%a: memref<8xf32> {llvm.noalias, llvm.readonly}, %b: memref<8xf32>) kernel {

- **read-only**: every use of the argument, through views (`memref.subview`,
  `cast`, `reinterpret_cast`, `expand_shape`, `collapse_shape`, `view`,
  `transpose`, `memory_space_cast`, the base buffer of
  `extract_strided_metadata`), only reads (`memref.load`, `vector.load`,
  `vector.transfer_read`, `memref.dim`, the source of `memref.copy`, ...).
  Any other use counts as a write. An address taken with
  `memref.extract_aligned_pointer_as_index` must only be computed with
  (`arith` ops) and tested (`scf.if`, `cf.cond_br`), as the alignment
  checks of the matmul kernels do; anything else could write through it
  (`llvm.inttoptr`);
- **no alias**: at every `gpu.launch_func` of the kernel, the buffer passed
  for the argument is distinct from every buffer passed for an argument that
  is not read-only. Buffers are followed through the same views on the host
  to where they come from; two are distinct when they come from different
  allocations (`memref.alloc`, `memref.alloca`, `gpu.alloc`), or one from an
  allocation and the other from an argument of the function that launches
  (memory allocated in the function cannot be its caller's), or from two
  different `memref.get_global`s. Anything else (two function arguments:
  the caller may pass one buffer twice; an `scf.if` result) may alias,
  except, with `distinct-function-args`, two different arguments of the
  function: its callers promise never to pass overlapping buffers (the GPU
  executor, `aiopt.runtime.gpu_executor`, copies every argument into a
  device buffer of its own and makes a new one for every out-param; an
  in-place update of a donated buffer would break the promise). A kernel
  with no `gpu.launch_func` in the module (its launches are unknown) gets
  `llvm.readonly` only.

Arguments that are only read but may alias a written one get `llvm.readonly`
alone (which is true of them, and leaves the loads coherent).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, MemRefType, ModuleOp, SymbolRefAttr, UnitAttr
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from aiopt.dialects import gpu, memref
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import option

NOALIAS = "llvm.noalias"
READONLY = "llvm.readonly"

READS = frozenset({
    "memref.load", "affine.load", "affine.vector_load", "vector.load", "vector.transfer_read", "vector.maskedload",
    "vector.gather", "memref.dim", "memref.rank", "memref.prefetch", "nvgpu.ldmatrix",
})  # fmt: skip
"""Ops that read (or only inspect) a memref operand, whichever operand it is."""

ALLOCATIONS = frozenset({"memref.alloc", "memref.alloca", "gpu.alloc"})
"""Ops whose result is new memory, distinct from every other buffer live at the same time."""


def _only_read(value: SSAValue) -> bool:
    """Whether every use of the memref `value`, through views, reads it."""
    pending = [value]
    while pending:
        for use in pending.pop().uses:
            user = use.operation
            if memref.is_view(user) and use.index == 0:
                pending.append(user.results[0])
            elif user.name == "memref.extract_strided_metadata":
                pending.append(user.results[0])  # the base buffer
            elif user.name == "memref.copy" and use.index == 0:
                continue
            elif user.name == "memref.extract_aligned_pointer_as_index":
                if not _only_computed_with(user.results[0]):
                    return False
            elif user.name not in READS:
                return False
    return True


def _only_computed_with(address: SSAValue) -> bool:
    """Whether every value computed from the integer `address` is only computed with (`arith` ops) or tested
    (the condition of an `scf.if` or `cf.cond_br`): none becomes a pointer to write through."""
    pending, seen = [address], set()
    while pending:
        value = pending.pop()
        for use in value.uses:
            user = use.operation
            if user.name.startswith("arith."):
                if user not in seen:
                    seen.add(user)
                    pending.extend(user.results)
            elif not (user.name in ("scf.if", "cf.cond_br") and use.index == 0):
                return False
    return True


def read_only_arguments(kernel: gpu.FuncOp) -> list[int]:
    """The positions of the memref arguments `kernel` only reads."""
    if not kernel.body.blocks:
        return []
    arguments = kernel.body.blocks[0].args[: len(kernel.function_type.inputs)]
    return [a.index for a in arguments if isinstance(a.type, MemRefType) and _only_read(a)]


def _function_argument(value: SSAValue) -> bool:
    """Whether `value` is an argument of the function it is used in (a block argument of a function's entry)."""
    if not isinstance(value, BlockArgument):
        return False
    block: Block = value.block
    region = block.parent
    function = region.parent if region is not None else None
    return function is not None and function.name == "func.func" and region.blocks[0] is block


def _allocation(value: SSAValue) -> bool:
    return isinstance(value.owner, Operation) and value.owner.name in ALLOCATIONS


def _global(value: SSAValue) -> str | None:
    owner = value.owner
    if isinstance(owner, Operation) and owner.name == "memref.get_global":
        name = owner.properties.get("name") or owner.attributes.get("name")
        return name.root_reference.data if isinstance(name, SymbolRefAttr) else None
    return None


def distinct(a: SSAValue, b: SSAValue, distinct_function_args: bool = False) -> bool:
    """Whether the buffers `a` and `b` (memrefs used by one op) provably never share memory (with
    `distinct_function_args`: the callers of the function never pass it overlapping buffers)."""
    a, b = memref.view_source(a), memref.view_source(b)
    if a is b:
        return False
    if _allocation(a) or _allocation(b):
        return all(_allocation(v) or _function_argument(v) or _global(v) is not None for v in (a, b))
    if distinct_function_args and _function_argument(a) and _function_argument(b):
        return a.block is b.block  # type: ignore[union-attr]
    first, second = _global(a), _global(b)
    return first is not None and second is not None and first != second


def _kernel(module: ModuleOp, launch: gpu.LaunchFuncOp) -> gpu.FuncOp | None:
    names = [launch.kernel.root_reference.data, *(n.data for n in launch.kernel.nested_references.data)]
    if len(names) != 2:
        return None
    for op in module.body.block.ops:
        if isinstance(op, gpu.ModuleOp) and op.sym_name.data == names[0]:
            for nested in op.body.block.ops:
                if isinstance(nested, gpu.FuncOp) and nested.sym_name.data == names[1]:
                    return nested
    return None


def _mark(kernel: gpu.FuncOp, position: int, names: tuple[str, ...]) -> None:
    count = len(kernel.function_type.inputs)
    dictionaries = list(kernel.arg_attrs.data) if kernel.arg_attrs is not None else [DictionaryAttr({})] * count
    entries = dict(dictionaries[position].data)
    entries.update({name: UnitAttr() for name in names})
    dictionaries[position] = DictionaryAttr(dict(sorted(entries.items())))
    kernel.arg_attrs = ArrayAttr(dictionaries)


@dataclass(frozen=True)
class GpuReadonlyKernelArgsPass(DiagnosticPass):
    """Mark the memref arguments a kernel only reads `llvm.readonly` (and `llvm.noalias` where they cannot alias).

    `llvm.noalias` is added where no written argument can alias them at any launch

    The loads through such arguments become `ld.global.nc` (the read-only
    data cache) in NVPTX.

    Example, `ai-opt --gpu-readonly-kernel-args`:

        module attributes {gpu.container_module} {
          gpu.module @kernels {
            gpu.func @k(%in: memref<4xf32>, %out: memref<4xf32>) kernel {
              %t = gpu.thread_id x
              %v = memref.load %in[%t] : memref<4xf32>
              memref.store %v, %out[%t] : memref<4xf32>
              gpu.return
            }
          }
          func.func @f(%out: memref<4xf32>) {
            %c1 = arith.constant 1 : index
            %c4 = arith.constant 4 : index
            %in = memref.alloc() : memref<4xf32>
            gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
                args(%in : memref<4xf32>, %out : memref<4xf32>)
            func.return
          }
        }

    becomes (`%in` is only read, and a new allocation cannot alias the argument `%out`)

        gpu.func @k(%arg0: memref<4xf32> {llvm.noalias, llvm.readonly}, %arg1: memref<4xf32>) kernel {
    """

    name = "gpu-readonly-kernel-args"

    distinct_function_args: bool = option(
        False,
        "The memref arguments of a function that launches kernels are distinct buffers (its callers never pass "
        "overlapping ones)",
    )

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        launches: dict[gpu.FuncOp, list[gpu.LaunchFuncOp]] = {}
        for nested in op.walk():
            if isinstance(nested, gpu.LaunchFuncOp):
                kernel = _kernel(op, nested)
                if kernel is not None:
                    launches.setdefault(kernel, []).append(nested)
        for nested in list(op.walk()):
            if not isinstance(nested, gpu.FuncOp) or not nested.is_kernel:
                continue
            read_only = read_only_arguments(nested)
            written = [
                i for i, t in enumerate(nested.function_type.inputs) if isinstance(t, MemRefType) and i not in read_only
            ]
            sites = launches.get(nested, [])
            count = len(nested.function_type.inputs)
            if any(len(site.kernelOperands) != count for site in sites):
                sites = []  # (an invalid launch: the verifier's business)
            for position in read_only:
                unaliased = bool(sites) and all(
                    distinct(site.kernelOperands[position], site.kernelOperands[other], self.distinct_function_args)
                    for site in sites
                    for other in written
                )
                _mark(nested, position, (NOALIAS, READONLY) if unaliased else (READONLY,))
