"""`hlo-to-gpu-pipeline`: the default road from HLO to PTX kernels and a host function.

The stages (the compile API starts a program at the stage of its level):

- `hlo` (stablehlo / mhlo / chlo): hlo-legalize-approx-top-k, stablehlo-legalize-to-mhlo,
  chlo-legalize-to-mhlo, mhlo-quant-legalize-to-int, mhlo-emulate-small-floats (f4/f6/f8 computed in f32),
  mhlo-upcast-narrow-float-contractions{narrow-operands=true} (bf16/f16 dots and
  convolutions summed in f32; dots keep their operands for the tensor cores),
  convert-mhlo-to-linalg, convert-shape-to-std, canonicalize;
- `tensors` (linalg on tensors): mhlo-emulate-small-floats + convert-mhlo-to-linalg
  (f4/f6/f8 arguments), convert-elementwise-to-linalg, cse, linalg-fuse-elementwise-ops,
  one-shot-bufferize (function boundaries, identity layouts), canonicalize;
- `buffers` (memrefs, linalg on buffers): buffer-results-to-out-params,
  buffer-deallocation-pipeline, convert-bufferization-to-memref (clones as
  allocations and copies), memref-copy-to-linalg (strided copies, e.g.
  into a padded buffer, become kernels; contiguous ones stay copies),
  convert-linalg-matmul-to-gpu (f32 matmuls
  and convolutions as shared-memory tiled kernels; f16 and bf16 matmuls into
  f32 on tensor cores from sm_80; with `tf32=true`, f32 ones on tf32 tensor
  cores from sm_80 too, except dots and convolutions whose
  `precision_config` names HIGHEST), convert-linalg-reduction-to-gpu (a block
  of threads per row of an innermost reduction), convert-linalg-to-parallel-loops,
  gpu-tile-parallel-loops, gpu-map-parallel-loops,
  convert-parallel-loops-to-gpu, gpu-kernel-outlining, gpu-readonly-kernel-args
  (kernel arguments only read, and distinct from those written, get `llvm.noalias` and `llvm.readonly`:
  NVPTX reads them with `ld.global.nc`; with the pipeline's `distinct-args`, which the GPU executor sets, the
  arguments of @main count as distinct buffers), lower-affine,
  convert-scf-to-cf, convert-complex-to-standard (complex arithmetic in
  kernels on the parts), gpu.module(memref-expand) (the kernels' float
  min/max atomics as cmpxchg loops around arith's NaN rules: `llvm.atomicrmw
  fmax/fmin` are maxnum/minnum, which drop a NaN), nvvm-attach-target, convert-gpu-to-nvvm,
  reconcile-unrealized-casts, gpu-module-to-binary{format=isa}.

What comes out is a `func.func @main` on memrefs whose body allocates
buffers, computes launch sizes and runs `gpu.launch_func`s, plus one
`gpu.binary` (PTX) per kernel; `aiopt.runtime.gpu_executor` runs it.

`gpu-tile-parallel-loops` (transforms/gpu_tile_parallel_loops.py) tiles the
parallel loops into blocks of `block-size` threads.
"""

from __future__ import annotations

from dataclasses import dataclass

from aiopt.dialects.nvvm import target_problem
from aiopt.support.registry import PassOptionError, PassPipelineDefinition, option
from aiopt.transforms.gpu_tile_parallel_loops import check_block_size
from aiopt.transforms.hlo_to_cpu_pipeline import front_stages_for

GPU_UPCAST = "mhlo-upcast-narrow-float-contractions{narrow-operands=true}"
"""On the GPU, bf16/f16 dots keep their operands and sum in f32 (tensor cores take them); bf16/f16 convolutions
sum in f32 on f32 operands."""


def _tensor_cores(chip: str) -> bool:
    """Whether `chip` (`sm_90`, `sm_90a`, ...) has mma.sync.m16n8k16 (sm_80 and later)."""
    digits = "".join(c for c in chip.removeprefix("sm_") if c.isdigit())
    return bool(digits) and int(digits) >= 80


def _matmul_pass(chip: str, tf32: bool) -> str:
    """convert-linalg-matmul-to-gpu with tensor cores where `chip` has them, and f32 products on tf32 ones
    where asked for (`tf32`; ignored before sm_80, as cuBLAS's TF32 mode is)."""
    if not _tensor_cores(chip):
        return "convert-linalg-matmul-to-gpu"
    return "convert-linalg-matmul-to-gpu{tensor-cores=true" + (" tf32=true" if tf32 else "") + "}"


def stages(chip: str = "sm_90", features: str = "+ptx80", opt_level: int = 3, block_size: int = 256,
           tf32: bool = False, distinct_args: bool = False):
    """The stages of the default GPU pipeline, in order, with their passes."""
    matmuls = _matmul_pass(chip, tf32)
    readonly = "gpu-readonly-kernel-args" + ("{distinct-function-args=true}" if distinct_args else "")
    return (
        *front_stages_for(GPU_UPCAST),
        (
            "buffers",
            (
                "buffer-results-to-out-params{hoist-static-allocs=true modify-public-functions=true}",
                "buffer-deallocation-pipeline",
                # Clones become allocations and copies (a clone of a strided view: an identity-layout buffer,
                # cast to the view's type) before memref-copy-to-linalg makes strided copies kernels.
                "convert-bufferization-to-memref",
                "memref-copy-to-linalg",
                matmuls,
                f"convert-linalg-reduction-to-gpu{{block-size={block_size}}}",
                "convert-linalg-to-parallel-loops",
                f"gpu-tile-parallel-loops{{block-size={block_size}}}",
                "gpu-map-parallel-loops",
                "convert-parallel-loops-to-gpu",
                "gpu-kernel-outlining",
                readonly,
                "lower-affine",
                "convert-scf-to-cf",
                "convert-complex-to-standard",
                # In the kernels (host code keeps its memref.reshape for the executor): memref.atomic_rmw
                # maximumf/minimumf as cmpxchg loops around arith.maximumf/minimumf, which propagate NaN, as on
                # the CPU; llvm.atomicrmw fmax/fmin (PTX atom.max.f32 or a max.f32 loop) would drop it. Before
                # nvvm-attach-target: the kernels the interpreter runs for the GPU path have the loops' bodies.
                "gpu.module(memref-expand)",
                f"nvvm-attach-target{{chip={chip} features={features} O={opt_level}}}",
                "convert-gpu-to-nvvm",
                "reconcile-unrealized-casts",
                "gpu-module-to-binary{format=isa}",
            ),
        ),
    )


STAGE_NAMES = tuple(name for name, _ in stages())


def stage_pipeline(first_stage: str, **options) -> str:
    """The textual pipeline that runs the stages from `first_stage` to the end."""
    start = STAGE_NAMES.index(first_stage)
    return ",".join(p for _, passes in stages(**options)[start:] for p in passes)


@dataclass(frozen=True)
class HloToGpuPipeline(PassPipelineDefinition):
    """Lower stablehlo/mhlo/chlo to PTX kernels (gpu.binary) and a host function launching them.

    Runs the `hlo-to-cpu-pipeline`'s stages down to buffers, then
    convert-linalg-matmul-to-gpu, convert-linalg-reduction-to-gpu,
    convert-linalg-to-parallel-loops, gpu-tile-parallel-loops,
    gpu-map-parallel-loops, convert-parallel-loops-to-gpu,
    gpu-kernel-outlining, gpu-readonly-kernel-args, lower-affine, convert-scf-to-cf, convert-complex-to-standard,
    gpu.module(memref-expand), nvvm-attach-target, convert-gpu-to-nvvm, reconcile-unrealized-casts and
    gpu-module-to-binary{format=isa}.
    """

    name = "hlo-to-gpu-pipeline"

    chip: str = option("sm_90", "The GPU to compile for (sm_80, sm_90, ...)")
    features: str = option("+ptx80", "PTX features (the PTX ISA version)")
    opt_level: int = option(3, "Optimization level of the NVPTX compilation")
    block_size: int = option(256, "Threads per block of the default tiling")
    tf32: bool = option(False, "f32 dots and convolutions on tensor cores with operands rounded to tf32 (10-bit "
                               "mantissas; sm_80 and later), except those whose precision_config names HIGHEST")
    distinct_args: bool = option(False, "The program's arguments are distinct buffers (as the GPU executor gives "
                                        "them): kernels read those they only read through the read-only cache")

    def __post_init__(self) -> None:
        problem = target_problem(self.chip, self.features)
        if problem is not None:
            raise PassOptionError("chip" if problem.startswith("unknown chip") else "features", problem)
        if not 0 <= self.opt_level <= 3:
            raise PassOptionError("opt_level", f"must be between 0 and 3, got {self.opt_level}")
        check_block_size(self.block_size)

    def pipeline(self) -> str:
        return stage_pipeline(
            STAGE_NAMES[0], chip=self.chip, features=self.features, opt_level=self.opt_level, block_size=self.block_size,
            tf32=self.tf32, distinct_args=self.distinct_args,
        )
