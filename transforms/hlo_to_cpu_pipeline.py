"""`hlo-to-cpu-pipeline`: the default road from HLO to the llvm dialect, for the CPU.

The road is cut into stages by the level a program starts at, so that the
compile API (`aiopt.runtime.compiler`) can start a program written at any
level (linalg on tensors, buffers and loops) where its level begins:

| stage | from | passes |
| --- | --- | --- |
| `hlo` | stablehlo / mhlo / chlo (and sdy) | hlo-legalize-approx-top-k (jax.lax.approx_max_k's `custom_call @ApproxTopK` as sort + slice, as XLA computes it), sdy-legalize-to-stablehlo (a Shardy program on one host: shardings dropped, manual computations run per device in lockstep), hlo-collectives-to-runtime (collectives call the SPMD runtime), stablehlo-legalize-to-mhlo, chlo-legalize-to-mhlo{top-k-in-loops=true} (a top_k of a small k kept as mhlo.topk, which convert-mhlo-to-linalg scans), mhlo-quant-legalize-to-int, mhlo-emulate-small-floats (f4/f6/f8 computed in f32), mhlo-upcast-narrow-float-contractions (bf16/f16 dots and convolutions summed in f32; CPU only), convert-mhlo-to-linalg (with parallel loops `{sort-rows-in-parallel=true}`: the rows of a sort and of a topk in an `scf.parallel`), convert-shape-to-std |
| `tensors` | linalg on tensors | generate-runtime-verification (only for a program written at this level: its extracts, inserts, slices, dims, linalg sizes and integer divisions checked when it runs), linalg-decompose-winograd-ops (the Winograd transform ops as loops of linalg.matmul), mhlo-emulate-small-floats + convert-mhlo-to-linalg (f4/f6/f8 arguments; these three only for a program written at this level: `TENSORS_ENTRY`), convert-elementwise-to-linalg (arith/math ops on tensors), cse, linalg-fuse-elementwise-ops{fuse-multiple-uses=true}, canonicalize (only after the checks), one-shot-bufferize (function boundaries, identity layouts) |
| `lhlo` | lmhlo on buffers (what `hlo-legalize-to-lhlo` makes) | lhlo-legalize-to-linalg, then the `buffers` stage |
| `buffers` | memrefs, linalg on buffers, scf/affine loops | generate-runtime-verification (only for a program written at this level: its loads, stores, views, loop steps and integer divisions checked when it runs), buffer-results-to-out-params, buffer-deallocation-pipeline{return-borrowed-results=true} (the entry returns an argument or a view without a copy: the runtime copies returned buffers), convert-bufferization-to-memref, convert-complex-to-standard, math-polynomial-approximation, memref-copy-to-linalg (strided copies become vectorized loops), convert-linalg-to-cpu-ukernels (f32 contractions call the matmul micro-kernel), linalg-tile (other contractions into cache blocks; with parallel loops, the reduction of a vector times a matrix split over the cores), linalg-interchange-unit-stride-innermost (the unit-stride loop innermost), convert-linalg-to-parallel-loops + convert-scf-parallel-to-cpu-runtime (parallel) or convert-linalg-to-loops, lower-affine, convert-scf-to-cf, convert-cf-assert-to-runtime-call, memref-expand (float min/max atomics as cmpxchg loops), arith-expand-bf16-conversions, math-extend-to-supported-types, arith-emulate-unsupported-floats{source-types=bf16 target-type=f32}, arith-expand-bf16-conversions (bf16 as f32 arithmetic), convert-to-llvm, reconcile-unrealized-casts |

Run-time checks (`cf.assert`, such as the shape checks of
convert-mhlo-to-linalg) call the JIT runtime's `aiopt_runtime_error`, which
returns to Python with an exception (`aiopt.runtime.runtime_errors`).

Functions that should be callable from C (and from the compile API) carry
the `llvm.emit_c_interface` attribute, so that `convert-func-to-llvm` emits
their `_mlir_ciface_` wrappers.
"""

from __future__ import annotations

from dataclasses import dataclass

from aiopt.support.registry import PassPipelineDefinition, option

_LOOPS = {
    False: (
        "linalg-tile{loop-type=for}",
        "linalg-interchange-unit-stride-innermost",
        "convert-linalg-to-loops{accumulate-in-registers=true reassociate-reductions=true}",
    ),
    True: (
        "linalg-tile{split-reduction=true}",
        "linalg-interchange-unit-stride-innermost",
        "convert-linalg-to-parallel-loops{accumulate-in-registers=true reassociate-reductions=true}",
        "convert-scf-parallel-to-cpu-runtime",
    ),
}
"""How linalg becomes loops: contractions tiled into cache blocks, each op's unit-stride loop moved
innermost (so that it vectorizes; upstream's loop lowerings nest in dimension order), then sequential
loops, or parallel loops whose outermost ones (the tile loops of contractions; the parts of the reduction of
a vector times a matrix, `split-reduction`) run on all cores. Innermost
reductions keep their accumulators in registers and may be reassociated, so that LLVM vectorizes them (as
XLA's CPU backend does): float sums may differ from the interpreter's sequential order in the last bits."""


FRONT_STAGES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "hlo",
        (
            # jax.lax.approx_max_k's custom calls as sort + slice, their comparator functions inlined and gone.
            "hlo-legalize-approx-top-k",
            "sdy-legalize-to-stablehlo",
            "hlo-collectives-to-runtime",
            "stablehlo-legalize-to-mhlo",
            "chlo-legalize-to-mhlo{top-k-in-loops=true}",
            "mhlo-quant-legalize-to-int",
            "mhlo-emulate-small-floats",
            "convert-mhlo-to-linalg",
            # The extent tensors of dynamic shapes (chlo-legalize-to-mhlo's shape.shape_of) as tensor.dim.
            "convert-shape-to-std",
            "canonicalize",
        ),
    ),
    (
        "tensors",
        (
            # The linalg Winograd transform ops (no bufferization of their own) as loops of linalg.matmul.
            "linalg-decompose-winograd-ops",
            # Again for programs that start here (func ops on f8 tensors), with the mhlo
            # ops that round their arguments lowered.
            "mhlo-emulate-small-floats",
            "convert-mhlo-to-linalg",
            # arith/math ops on tensors (a program written at this level) have no bufferization.
            "convert-elementwise-to-linalg",
            # One `tensor.empty` per shape (each lowering makes its own), and no value computed twice.
            "cse",
            "linalg-fuse-elementwise-ops",
            "one-shot-bufferize{bufferize-function-boundaries=true function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops=true}",
            "canonicalize",
        ),
    ),
)
"""The stages from HLO to buffers, shared by the CPU and GPU pipelines."""


CPU_FUSION = "linalg-fuse-elementwise-ops{fuse-multiple-uses=true}"
"""On the CPU, producers are also fused into (and computed again in) each of several users: a pass over memory
costs more there than computing an element-wise body again (softmax: 3 passes over the rows instead of 5)."""


BF16_ARITHMETIC = (
    "arith-expand-bf16-conversions",
    "math-extend-to-supported-types",
    "arith-emulate-unsupported-floats{source-types=bf16 target-type=f32}",
    "arith-expand-bf16-conversions",
)
"""bf16 (and f16 math) computed in f32 and rounded back in integer arithmetic, before LLVM sees them: LLVM
would promote each op itself and round each result with a call of `__truncsfbf2` (or, with AVX512-BF16,
`vcvtneps2bf16`, which reads subnormals as zero). The conversions to bf16 are rewritten first, so that none
rounds twice through f32, and once more for those the emulation made."""


CPU_UPCAST = "mhlo-upcast-narrow-float-contractions"
"""On the CPU, bf16/f16 dots and convolutions sum in f32 (as XLA's CPU backend does): the f32 micro-kernel takes
them, and their results are rounded once instead of at every product and partial sum."""


def front_stages_for(upcast: str, replaced: dict[str, str] | None = None) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """FRONT_STAGES for one target: `upcast` (its narrow-float contraction pass) right after the hlo stage's
    mhlo-emulate-small-floats, and each pass named in `replaced` replaced by its value."""
    replaced = replaced or {}

    def for_target(stage: str, passes: tuple[str, ...]) -> tuple[str, ...]:
        target: list[str] = []
        for p in passes:
            target.append(replaced.get(p, p))
            if stage == "hlo" and p == "mhlo-emulate-small-floats":
                target.append(upcast)
        return tuple(target)

    return tuple((name, for_target(name, passes)) for name, passes in FRONT_STAGES)


PARALLEL_SORT = {"convert-mhlo-to-linalg": "convert-mhlo-to-linalg{sort-rows-in-parallel=true}"}
"""With parallel loops, the rows of a sort (and of a topk) are the iterations of an `scf.parallel` (on buffers made
at the tensor level), which convert-scf-parallel-to-cpu-runtime splits across the cores where there is enough work;
one long row of a sort is cut into chunks sorted and merged in `scf.parallel` loops."""


def stages(parallel: bool = True) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The stages of the default CPU pipeline, in order, with their passes."""
    replaced = {"linalg-fuse-elementwise-ops": CPU_FUSION, **(PARALLEL_SORT if parallel else {})}
    return (
        *front_stages_for(CPU_UPCAST, replaced),
        (
            "buffers",
            (
                "buffer-results-to-out-params{hoist-static-allocs=true modify-public-functions=true}",
                # The runtime copies what the entry returns and frees only what the call allocated
                # (aiopt.runtime.runtime_errors): a returned argument or view needs no clone.
                "buffer-deallocation-pipeline{return-borrowed-results=true}",
                "convert-bufferization-to-memref",
                "convert-complex-to-standard",
                "math-polynomial-approximation",
                "memref-copy-to-linalg",
                "convert-linalg-to-cpu-ukernels",
                *_LOOPS[parallel],
                "lower-affine",
                # No canonicalize here: on the loops of the transformer block it took 50-80 ms (a sixth of the
                # passes) to fold 87 of 1,633 ops (index casts, constants, branches), which LLVM folds anyway:
                # the machine code of the bench/peer_programs workloads is the same without it (the
                # transformer block's differs in register allocation of three loop bodies; same run time).
                "convert-scf-to-cf",
                "convert-cf-assert-to-runtime-call",
                # Float min/max atomic_rmw as cmpxchg loops around arith's NaN rules (llvm.atomicrmw fmax/fmin
                # are maxnum/minnum), statically ranked memref.reshape as reinterpret_cast; before the bf16
                # emulation, which computes the bodies it makes.
                "memref-expand",
                *BF16_ARITHMETIC,
                "convert-to-llvm",
                "reconcile-unrealized-casts",
            ),
        ),
    )


STAGE_NAMES = tuple(name for name, _ in stages())

SIDE_ENTRIES = {"lhlo": (("lhlo-legalize-to-linalg",), "buffers")}
"""Levels off the main road: the passes that bring them onto it, and the stage where they join it."""


RUNTIME_VERIFICATION = "generate-runtime-verification"
"""What a program written at the `buffers` or `tensors` level runs first: checks of its indices, slices, casts,
linalg sizes and loop steps when it runs, so that an index out of bounds is a located error, not a crash, and a
step of 0 an error, not a loop that never ends. The buffers and tensors that the stages before it (and the lhlo
road) make are indexed within bounds by construction (HLO clamps its indices): they get no checks, and no
slower code."""

TENSOR_CHECKS_CLEANUP = "canonicalize"
"""What a program written with tensors runs after linalg-fuse-elementwise-ops: the checks of a linalg op read
the sizes of its operands (`tensor.dim`), and a `tensor.dim` of a producer that fusion computes again in its
consumers kept that producer alive, computed twice. canonicalize folds each such `tensor.dim` into the size
of the producer's init (upstream's `DimOfDestStyleOp`, then `tensor.empty`'s size operand) and erases the
producer it leaves unused. It does the same for the `tensor.dim` that convert-elementwise-to-linalg reads the
size of its `tensor.empty` with: a dynamic-shape chain of arith ops on tensors, three loop nests without it,
is one."""


def stage_pipeline(first_stage: str, parallel: bool = True, deallocate: bool = True) -> str:
    """The textual pipeline that runs the stages from `first_stage` (or a side entry such as "lhlo") to the end.

    A program that starts at the `buffers` or `tensors` stage is checked at run time first
    (`RUNTIME_VERIFICATION`; `TENSOR_CHECKS_CLEANUP` after the fusion of a tensor-level one).
    `deallocate=False` leaves buffer-deallocation-pipeline out, for a buffer-level program that frees its
    buffers itself (`memref.dealloc`): upstream's precondition refuses such input, and freeing them again
    would free them twice.
    """
    if first_stage in SIDE_ENTRIES:
        passes, joins = SIDE_ENTRIES[first_stage]
        return ",".join((*passes, _stages_from(joins, parallel, deallocate)))
    if first_stage not in ("buffers", "tensors"):
        return _stages_from(first_stage, parallel, deallocate)
    checked = []
    for p in _stages_from(first_stage, parallel, deallocate).split(","):
        checked.append(p)
        if p.startswith("linalg-fuse-elementwise-ops"):
            checked.append(TENSOR_CHECKS_CLEANUP)
    return ",".join((RUNTIME_VERIFICATION, *checked))


TENSORS_ENTRY = ("linalg-decompose-winograd-ops", "mhlo-emulate-small-floats", "convert-mhlo-to-linalg")
"""The passes of the `tensors` stage that only a program starting there needs. A program lowered from HLO has no
Winograd op (no HLO lowering makes one), no small float (the hlo stage's mhlo-emulate-small-floats computed them
in f32, function signatures included) and no HLO op (convert-mhlo-to-linalg fails on one it leaves): run again,
they changed nothing (the IR after each, for bench/peer_programs, examples/models and the jax programs of
test/runtime/Inputs/jax_programs) and took 1-2 % of the CPU time of a compile (transformer block: 6.9 of 344 ms)."""


def _stages_from(first_stage: str, parallel: bool, deallocate: bool) -> str:
    start = STAGE_NAMES.index(first_stage)
    return ",".join(
        p
        for index, (stage, passes) in enumerate(stages(parallel)[start:])
        for p in passes
        if (deallocate or not p.startswith("buffer-deallocation-pipeline"))
        and not (index and stage == "tensors" and p.partition("{")[0] in TENSORS_ENTRY)
    )


@dataclass(frozen=True)
class HloToCpuPipeline(PassPipelineDefinition):
    """Lower stablehlo/mhlo/chlo to the llvm dialect for the CPU (the default compile pipeline).

    Runs hlo-legalize-approx-top-k (approx_max_k as sort + slice), sdy-legalize-to-stablehlo (Shardy programs on
    one host), hlo-collectives-to-runtime,
    stablehlo-legalize-to-mhlo, chlo-legalize-to-mhlo, convert-mhlo-to-linalg, linalg-fuse-elementwise-ops, one-shot-bufferize,
    buffer-results-to-out-params, buffer-deallocation-pipeline{return-borrowed-results=true},
    convert-bufferization-to-memref, convert-complex-to-standard (complex arithmetic on the parts),
    math-polynomial-approximation (f32 math as vectorizable arithmetic),
    linalg-tile (contractions in cache blocks, the tiles on all cores),
    linalg-interchange-unit-stride-innermost, convert-linalg-to-parallel-loops and convert-scf-parallel-to-cpu-runtime
    (or convert-linalg-to-loops with `parallel=false`), lower-affine,
    convert-scf-to-cf, convert-cf-assert-to-runtime-call (failed checks raise
    in Python), memref-expand, convert-to-llvm and reconcile-unrealized-casts (with
    canonicalize between the levels).
    """

    name = "hlo-to-cpu-pipeline"

    parallel: bool = option(
        True,
        "run the outermost parallel loops on all cores "
        "(convert-linalg-to-parallel-loops + convert-scf-parallel-to-cpu-runtime instead of convert-linalg-to-loops)",
    )

    def pipeline(self) -> str:
        return stage_pipeline(STAGE_NAMES[0], self.parallel)
