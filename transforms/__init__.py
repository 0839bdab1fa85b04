"""Same-level rewrites (canonicalization, folding, cleanup, test passes), one per module.

`PASSES` and `PIPELINES` map each flag name to a factory that imports the
class on first use.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from aiopt.support.registry import Registry, lazy_class

if TYPE_CHECKING:
    from xdsl.passes import ModulePass

PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "canonicalize": lazy_class("aiopt.transforms.canonicalize", "CanonicalizePass"),
    "math-polynomial-approximation": lazy_class(
        "aiopt.transforms.math_polynomial_approximation", "MathPolynomialApproximationPass"
    ),
    "math-extend-to-supported-types": lazy_class(
        "aiopt.transforms.math_extend_to_supported_types", "MathExtendToSupportedTypesPass"
    ),
    "mhlo-upcast-narrow-float-contractions": lazy_class(
        "aiopt.transforms.mhlo_upcast_narrow_float_contractions", "MhloUpcastNarrowFloatContractionsPass"
    ),
    "arith-emulate-unsupported-floats": lazy_class(
        "aiopt.transforms.arith_emulate_unsupported_floats", "ArithEmulateUnsupportedFloatsPass"
    ),
    "expand-strided-metadata": lazy_class("aiopt.transforms.expand_strided_metadata", "ExpandStridedMetadataPass"),
    "affine-loop-tile": lazy_class("aiopt.transforms.affine_loop_tile", "AffineLoopTilingPass"),
    "linalg-tile": lazy_class("aiopt.transforms.linalg_tile", "LinalgTilePass"),
    "linalg-interchange-unit-stride-innermost": lazy_class(
        "aiopt.transforms.linalg_interchange_unit_stride_innermost", "LinalgInterchangeUnitStrideInnermostPass"
    ),
    "memref-copy-to-linalg": lazy_class("aiopt.transforms.memref_copy_to_linalg", "MemrefCopyToLinalgPass"),
    "memref-expand": lazy_class("aiopt.transforms.memref_expand", "ExpandOpsPass"),
    "shape-to-shape-lowering": lazy_class("aiopt.transforms.shape_to_shape_lowering", "ShapeToShapeLoweringPass"),
    "gpu-kernel-outlining": lazy_class("aiopt.transforms.gpu_kernel_outlining", "GpuKernelOutliningPass"),
    "gpu-readonly-kernel-args": lazy_class("aiopt.transforms.gpu_readonly_kernel_args", "GpuReadonlyKernelArgsPass"),
    "gpu-host-buffers-to-device": lazy_class(
        "aiopt.transforms.gpu_host_buffers_to_device", "GpuHostBuffersToDevicePass"
    ),
    "gpu-tile-parallel-loops": lazy_class("aiopt.transforms.gpu_tile_parallel_loops", "GpuTileParallelLoopsPass"),
    "linalg-generalize-named-ops": lazy_class(
        "aiopt.transforms.linalg_generalize_named_ops", "LinalgGeneralizeNamedOpsPass"
    ),
    "linalg-specialize-generic-ops": lazy_class(
        "aiopt.transforms.linalg_specialize_generic_ops", "LinalgSpecializeGenericOpsPass"
    ),
    "linalg-decompose-winograd-ops": lazy_class(
        "aiopt.transforms.linalg_decompose_winograd_ops", "LinalgDecomposeWinogradOpsPass"
    ),
    "linalg-fuse-elementwise-ops": lazy_class(
        "aiopt.transforms.linalg_fuse_elementwise_ops", "LinalgFuseElementwiseOpsPass"
    ),
    "nvvm-attach-target": lazy_class("aiopt.transforms.nvvm_attach_target", "NVVMAttachTargetPass"),
    "lhlo-fuse-linalg": lazy_class("aiopt.transforms.lhlo_fuse_linalg", "LhloFuseLinalgPass"),
    "reconcile-unrealized-casts": lazy_class(
        "aiopt.transforms.reconcile_unrealized_casts", "ReconcileUnrealizedCastsPass"
    ),
    "scf-parallel-loop-tiling": lazy_class("aiopt.transforms.scf_parallel_loop_tiling", "ScfParallelLoopTilingPass"),
    "lower-vector-multi-reduction": lazy_class(
        "aiopt.transforms.lower_vector_multi_reduction", "LowerVectorMultiReductionPass"
    ),
    "lower-vector-mask": lazy_class("aiopt.transforms.lower_vector_mask", "LowerVectorMaskPass"),
    "mem2reg": lazy_class("aiopt.transforms.mem2reg", "Mem2RegPass"),
    "sroa": lazy_class("aiopt.transforms.sroa", "SROA"),
    "control-flow-sink": lazy_class("aiopt.transforms.control_flow_sink", "ControlFlowSinkPass"),
    "remove-dead-values": lazy_class("aiopt.transforms.remove_dead_values", "RemoveDeadValuesPass"),
    "symbol-dce": lazy_class("aiopt.transforms.symbol_dce", "SymbolDCEPass"),
    "topological-sort": lazy_class("aiopt.transforms.topological_sort", "TopologicalSortPass"),
    "sccp": lazy_class("aiopt.transforms.sccp", "SCCPPass"),
    "inline": lazy_class("aiopt.transforms.inline", "InlinerPass"),
    "loop-invariant-code-motion": lazy_class(
        "aiopt.transforms.loop_invariant_code_motion", "LoopInvariantCodeMotionPass"
    ),
    "generate-runtime-verification": lazy_class(
        "aiopt.transforms.generate_runtime_verification", "GenerateRuntimeVerificationPass"
    ),
    "strip-debuginfo": lazy_class("aiopt.transforms.strip_debuginfo", "StripDebugInfoPass"),
    "print-op-stats": lazy_class("aiopt.transforms.print_op_stats", "PrintOpStatsPass"),
    "buffer-deallocation": lazy_class("aiopt.transforms.buffer_deallocation", "BufferDeallocationPass"),
    "buffer-deallocation-pipeline": lazy_class("aiopt.transforms.buffer_deallocation", "BufferDeallocationPass"),
    "buffer-results-to-out-params": lazy_class(
        "aiopt.transforms.buffer_results_to_out_params", "BufferResultsToOutParamsPass"
    ),
    "promote-buffers-to-stack": lazy_class("aiopt.transforms.promote_buffers_to_stack", "PromoteBuffersToStackPass"),
    "eliminate-empty-tensors": lazy_class("aiopt.transforms.eliminate_empty_tensors", "EliminateEmptyTensorsPass"),
    "empty-tensor-to-alloc-tensor": lazy_class(
        "aiopt.transforms.empty_tensor_to_alloc_tensor", "EmptyTensorToAllocTensorPass"
    ),
    "one-shot-bufferize": lazy_class("aiopt.transforms.one_shot_bufferize", "OneShotBufferizePass"),
    "test-emit-diagnostics": lazy_class("aiopt.transforms.test_emit_diagnostics", "TestEmitDiagnosticsPass"),
}

PIPELINES: dict[str, Callable[[], type]] = {
    "hlo-to-cpu-pipeline": lazy_class("aiopt.transforms.hlo_to_cpu_pipeline", "HloToCpuPipeline"),
    "hlo-to-gpu-pipeline": lazy_class("aiopt.transforms.hlo_to_gpu_pipeline", "HloToGpuPipeline"),
}


def register(registry: Registry) -> None:
    """Register the same-level passes (`PASSES`) and the pipelines (`PIPELINES`)."""
    for name, factory in PASSES.items():
        registry.register_pass(name, factory)
    for name, factory in PIPELINES.items():
        registry.register_pipeline(name, factory)
