"""One class per op name: after every pass, each op is an instance of the class the context registers for its name.

aiopt redefines some xDSL ops in subclasses of the same name (`linalg.generic`,
`tensor.empty`, `memref.get_global`, `arith.bitcast`, ...). A pass that builds
xDSL's base class instead leaves an op that `isinstance(op, GenericOp)` with
aiopt's class misses and that prints with xDSL's syntax, not upstream's. Each
case below parses an input, runs a pipeline through the pass manager and walks
the IR after every pass: `type(op)` must be the registered class of `op.name`
or a subclass of it.

The inputs are the README's MLP through the whole CPU pipeline to the llvm
dialect and through the GPU pipeline up to `gpu-module-to-binary`, the lhlo
road on the example models, and the lit inputs of the passes that build ops
(each `// -----` chunk on its own; a chunk whose pass reports an error, as the
`expected-error` chunks do, is skipped after the passes that ran).
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from aiopt.runtime.compiler import default_pipeline, input_level
from aiopt.support.diagnostics import DiagnosticEngine, DiagnosticError, SourceManager, active_engine
from aiopt.support.parsing import parse_module
from aiopt.support.pass_pipeline import (
    OpPassManager,
    PassFailure,
    PassInstrumentation,
    build_pass_manager,
    parse_pipeline_text,
    run_pass_manager,
)
from aiopt.support.registry import default_registry

ROOT = Path(__file__).resolve().parents[2]
MODELS = ROOT / "examples" / "models"
TEST = ROOT / "test"


def gpu_pipeline_without_binary() -> str:
    """`hlo-to-gpu-pipeline` up to the NVVM IR: `gpu-module-to-binary` builds no op (it needs no check here)."""
    from aiopt.transforms.hlo_to_gpu_pipeline import stages

    return ",".join(p for _, passes in stages() for p in passes if not p.startswith("gpu-module-to-binary"))


# (input, pipeline); None: the default CPU pipeline from the input's level.
CASES = [
    (MODELS / "mlp.stablehlo.mlir", None),
    (MODELS / "conv2d.stablehlo.mlir", None),
    (MODELS / "layernorm.stablehlo.mlir", "hlo-to-cpu-pipeline{parallel=false}"),
    (MODELS / "mlp.stablehlo.mlir", gpu_pipeline_without_binary),
    (MODELS / "conv2d.mhlo.mlir", "hlo-legalize-to-lhlo,lhlo-legalize-to-linalg"),
    (MODELS / "softmax.mhlo.mlir", "hlo-legalize-to-lhlo,lhlo-legalize-to-affine,lower-affine"),
    (
        MODELS / "layernorm.mhlo.mlir",
        "hlo-legalize-to-lhlo,lhlo-legalize-to-parallel-loops,lhlo-legalize-to-linalg,lhlo-fuse-linalg{tile-sizes=2,3}",
    ),
    (
        MODELS / "mlp.mhlo.mlir",
        "hlo-legalize-to-lhlo,lhlo-legalize-to-linalg,lhlo-fuse-linalg{use-parallel-loops=true}",
    ),
    (TEST / "transforms/scf-parallel-loop-tiling.mlir", "scf-parallel-loop-tiling{parallel-loop-tile-sizes=16}"),
    (TEST / "transforms/linalg-tile.mlir", "linalg-tile{tile-sizes=32,64,16 unroll=1}"),
    (TEST / "transforms/linalg-tile.mlir", "linalg-tile{tile-sizes=32,0,16 unroll=2 unroll-rows=2 loop-type=for}"),
    (TEST / "transforms/linalg-tile.mlir", "linalg-tile{split-reduction=true}"),
    (TEST / "transforms/affine-loop-tile.mlir", "affine-loop-tile{tile-sizes=16,8}"),
    (TEST / "transforms/lhlo-fuse-linalg.mlir", "lhlo-fuse-linalg{tile-sizes=2,3}"),
    (TEST / "transforms/lhlo-fuse-linalg.mlir", "lhlo-fuse-linalg{use-parallel-loops=true}"),
    (TEST / "transforms/gpu-tile-parallel-loops.mlir", "gpu-tile-parallel-loops"),
    (TEST / "transforms/gpu-kernel-outlining.mlir", "gpu-kernel-outlining"),
    (TEST / "transforms/one-shot-bufferize.mlir", "one-shot-bufferize{bufferize-function-boundaries=true}"),
    (TEST / "transforms/eliminate-empty-tensors.mlir", "eliminate-empty-tensors,one-shot-bufferize"),
    (TEST / "transforms/expand-strided-metadata.mlir", "expand-strided-metadata"),
    (TEST / "transforms/promote-buffers-to-stack.mlir", "promote-buffers-to-stack"),
    (TEST / "transforms/math-polynomial-approximation.mlir", "math-polynomial-approximation"),
    (TEST / "transforms/memref-copy-to-linalg.mlir", "memref-copy-to-linalg"),
    (TEST / "transforms/memref-expand.mlir", "memref-expand"),
    (TEST / "transforms/shape-to-shape-lowering.mlir", "shape-to-shape-lowering,convert-shape-to-std"),
    (TEST / "lowering/convert-shape-to-std.mlir", "convert-shape-to-std"),
    (TEST / "lowering/convert-shape-constraints.mlir", "convert-shape-constraints,canonicalize"),
    (TEST / "transforms/canonicalize-shape.mlir", "canonicalize"),
    (TEST / "transforms/buffer-results-to-out-params.mlir", "buffer-results-to-out-params"),
    (TEST / "lowering/lhlo-legalize-to-linalg.mlir", "lhlo-legalize-to-linalg"),
    (TEST / "lowering/lhlo-legalize-to-affine.mlir", "lhlo-legalize-to-affine"),
    (TEST / "lowering/lhlo-legalize-to-parallel-loops.mlir", "lhlo-legalize-to-parallel-loops"),
    (TEST / "lowering/hlo-legalize-to-lhlo.mlir", "hlo-legalize-to-lhlo"),
    (TEST / "lowering/parallel-loops-to-gpu.mlir", "gpu-map-parallel-loops,convert-parallel-loops-to-gpu"),
    (TEST / "lowering/gpu-to-nvvm.mlir", "convert-gpu-to-nvvm"),
    (TEST / "lowering/gpu-to-llvm.mlir", "gpu-to-llvm,reconcile-unrealized-casts"),
    (TEST / "lowering/linalg-to-loops.mlir", "convert-linalg-to-loops"),
    (TEST / "lowering/linalg-to-affine-loops.mlir", "convert-linalg-to-affine-loops,lower-affine"),
    (TEST / "lowering/linalg-to-parallel-loops.mlir", "convert-linalg-to-parallel-loops,convert-scf-parallel-to-cpu-runtime"),
    (TEST / "lowering/lower-affine.mlir", "lower-affine"),
    (TEST / "lowering/scf-to-cf.mlir", "convert-scf-to-cf"),
    (TEST / "lowering/memref-to-llvm.mlir", "finalize-memref-to-llvm"),
    (TEST / "lowering/bufferization-to-memref.mlir", "convert-bufferization-to-memref"),
    (TEST / "lowering/arith-expand-bf16-conversions.mlir", "arith-expand-bf16-conversions"),
    (TEST / "lowering/index-to-llvm.mlir", "convert-index-to-llvm"),
    (TEST / "lowering/hlo-collectives-to-runtime.mlir", "hlo-collectives-to-runtime"),
    (TEST / "lowering/mhlo-to-linalg.mlir", "convert-mhlo-to-linalg"),
    (TEST / "lowering/mhlo-to-linalg-contraction.mlir", "convert-mhlo-to-linalg"),
    (TEST / "lowering/mhlo-to-linalg-shape.mlir", "convert-mhlo-to-linalg"),
    (TEST / "lowering/mhlo-to-linalg-linear-algebra.mlir", "convert-mhlo-to-linalg"),
    (TEST / "lowering/mhlo-to-linalg-rng-bit-generator.mlir", "convert-mhlo-to-linalg"),
    (TEST / "lowering/mhlo-to-linalg-forwarding.mlir", "convert-mhlo-to-linalg"),
    (TEST / "lowering/mhlo-to-linalg-shape-checks.mlir", "convert-mhlo-to-linalg"),
    (TEST / "lowering/linalg-to-cpu-ukernels.mlir", "convert-linalg-to-cpu-ukernels"),
    (TEST / "lowering/scf-parallel-to-cpu-runtime.mlir", "convert-scf-parallel-to-cpu-runtime"),
    (TEST / "transforms/canonicalize-hlo.mlir", "canonicalize"),
]


REGISTRY = default_registry()


def misregistered_ops(root, ctx) -> list[str]:
    """'name (class)' of each op under `root` that is no instance of the class `ctx` registers for its name."""
    found = []
    for op in root.walk():
        registered = ctx.get_optional_op(op.name)
        if registered is not None and not isinstance(op, registered):
            found.append(f"{op.name} ({type(op).__module__}.{type(op).__qualname__})")
    return found


def run_checked(text: str, filename: str, pipeline: str | None) -> tuple[dict[str, set[str]], int]:
    """Run `pipeline` on `text`; return {pass: ops of the wrong class after it} and how many ops were checked."""
    sources = SourceManager()
    sources.add_buffer(filename, text)
    engine = DiagnosticEngine(sources, io.StringIO())
    ctx = REGISTRY.make_context()
    wrong: dict[str, set[str]] = {}
    checked = 0

    def after(scheduled, op) -> None:
        nonlocal checked
        module = op
        while module.parent_op() is not None:
            module = module.parent_op()
        bad = misregistered_ops(module, ctx)
        checked += sum(1 for _ in module.walk())
        if bad:
            wrong.setdefault(scheduled.flag, set()).update(bad)

    with active_engine(engine):
        try:
            module = parse_module(REGISTRY.make_context(), text, filename)
        except DiagnosticError:
            return wrong, checked
        if engine.error_count:
            return wrong, checked
        wrong_after_parse = misregistered_ops(module, ctx)
        if wrong_after_parse:
            wrong["<parser>"] = set(wrong_after_parse)
        passes = default_pipeline(input_level(module)) if pipeline is None else pipeline
        manager = OpPassManager("builtin.module")
        build_pass_manager(REGISTRY, parse_pipeline_text(passes), manager)
        try:
            run_pass_manager(
                manager,
                REGISTRY.make_context(),
                module,
                PassInstrumentation(after=[after]),
                lambda op: None,
                lambda: engine.error_count,
            )
        except (DiagnosticError, PassFailure):
            pass
    return wrong, checked


def case_id(case) -> str:
    path, pipeline = case
    name = pipeline() if callable(pipeline) else pipeline
    return f"{path.name}:{(name or 'cpu')[:40]}"


@pytest.mark.parametrize("case", CASES, ids=[case_id(case) for case in CASES])
def test_passes_build_the_registered_classes(case):
    path, pipeline = case
    if callable(pipeline):
        pipeline = pipeline()
    wrong: dict[str, set[str]] = {}
    checked = 0
    for index, chunk in enumerate(path.read_text().split("// -----")):
        chunk_wrong, chunk_checked = run_checked(chunk, f"{path.name}#{index}", pipeline)
        checked += chunk_checked
        for flag, ops in chunk_wrong.items():
            wrong.setdefault(flag, set()).update(ops)
    assert checked, f"no pass ran on any chunk of {path.name}"
    assert not wrong, "ops of another class than the registered one:\n" + "\n".join(
        f"  after {flag}: {', '.join(sorted(ops))}" for flag, ops in wrong.items()
    )


def test_canonicalize_of_xdsl_patterns():
    """xDSL's canonicalization patterns build xDSL's `arith.constant` (folding `arith.addi` of constants)."""
    text = """
func.func @f(%x: i32, %b: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %cmp = arith.cmpi eq, %x, %x : i32
  %e = arith.extui %cmp : i1 to i32
  %m = arith.muli %x, %c1 : i32
  %q = arith.addi %a, %e : i32
  return %q, %m : i32, i32
}
"""
    wrong, checked = run_checked(text, "canonicalize.mlir", "canonicalize")
    assert checked
    assert not wrong


def test_the_check_sees_an_xdsl_base_class():
    """The check itself: a `tensor.empty` built with xDSL's class is reported, one built with aiopt's is not."""
    from xdsl.dialects import tensor as xdsl_tensor
    from xdsl.dialects.builtin import ModuleOp, TensorType, f32

    from aiopt.dialects import tensor

    ctx = REGISTRY.make_context()
    base = xdsl_tensor.EmptyOp([], TensorType(f32, [2]))
    ours = tensor.EmptyOp([], TensorType(f32, [2]))
    assert misregistered_ops(ModuleOp([base]), ctx) == ["tensor.empty (xdsl.dialects.tensor.EmptyOp)"]
    assert misregistered_ops(ModuleOp([ours]), ctx) == []
