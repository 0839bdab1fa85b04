"""Conversions between levels (`convert-x-to-y`, `x-legalize-to-y`), one per module.

`PASSES` maps each flag name to a factory that imports the pass class on
first use. Upstream's alternative names of a pass map to the same class.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from aiopt.support.registry import Registry, lazy_class

if TYPE_CHECKING:
    from xdsl.passes import ModulePass

_stablehlo_to_mhlo = lazy_class("aiopt.lowering.stablehlo_legalize_to_mhlo", "StablehloLegalizeToMhloPass")
_mhlo_to_stablehlo = lazy_class("aiopt.lowering.mhlo_legalize_to_stablehlo", "MhloLegalizeToStablehloPass")

_chlo_to_mhlo = lazy_class("aiopt.lowering.chlo_legalize_to_mhlo", "ChloLegalizeToMhloPass")
_mhlo_to_linalg = lazy_class("aiopt.lowering.mhlo_to_linalg", "ConvertMhloToLinalgPass")

PASSES: dict[str, Callable[[], type[ModulePass]]] = {
    "chlo-legalize-to-mhlo": _chlo_to_mhlo,
    "chlo-legalize-to-hlo": lazy_class("aiopt.lowering.chlo_legalize_to_high_level_mhlo", "ChloLegalizeToHloPass"),
    "chlo-legalize-to-high-level-mhlo": lazy_class(
        "aiopt.lowering.chlo_legalize_to_high_level_mhlo", "ChloLegalizeToHighLevelMhloPass"
    ),
    "convert-linalg-matmul-to-gpu": lazy_class("aiopt.lowering.linalg_matmul_to_gpu", "ConvertLinalgMatmulToGpuPass"),
    "convert-linalg-reduction-to-gpu": lazy_class(
        "aiopt.lowering.linalg_reduction_to_gpu", "ConvertLinalgReductionToGpuPass"
    ),
    "convert-parallel-loops-to-gpu": lazy_class(
        "aiopt.lowering.parallel_loops_to_gpu", "ConvertParallelLoopsToGpuPass"
    ),
    "convert-gpu-to-nvvm": lazy_class("aiopt.lowering.gpu_to_nvvm", "ConvertGpuOpsToNVVMOpsPass"),
    "gpu-module-to-binary": lazy_class("aiopt.targets.gpu_module_to_binary", "GpuModuleToBinaryPass"),
    "gpu-to-llvm": lazy_class("aiopt.lowering.gpu_to_llvm", "GpuToLLVMConversionPass"),
    "convert-mhlo-to-linalg": _mhlo_to_linalg,
    "hlo-legalize-to-linalg": _mhlo_to_linalg,
    "convert-elementwise-to-linalg": lazy_class(
        "aiopt.lowering.elementwise_to_linalg", "ConvertElementwiseToLinalgPass"
    ),
    "convert-linalg-to-cpu-ukernels": lazy_class(
        "aiopt.lowering.linalg_to_cpu_ukernels", "ConvertLinalgToCpuUkernelsPass"
    ),
    "convert-linalg-to-loops": lazy_class("aiopt.lowering.linalg_to_loops", "ConvertLinalgToLoopsPass"),
    "convert-linalg-to-affine-loops": lazy_class("aiopt.lowering.linalg_to_loops", "ConvertLinalgToAffineLoopsPass"),
    "convert-linalg-to-parallel-loops": lazy_class(
        "aiopt.lowering.linalg_to_loops", "ConvertLinalgToParallelLoopsPass"
    ),
    "convert-scf-parallel-to-cpu-runtime": lazy_class(
        "aiopt.lowering.scf_parallel_to_cpu_runtime", "ConvertScfParallelToCpuRuntimePass"
    ),
    "convert-shape-to-std": lazy_class("aiopt.lowering.shape_to_standard", "ConvertShapeToStandardPass"),
    "convert-shape-constraints": lazy_class(
        "aiopt.lowering.convert_shape_constraints", "ConvertShapeConstraintsPass"
    ),
    "lower-affine": lazy_class("aiopt.lowering.affine_to_standard", "LowerAffinePass"),
    "convert-scf-to-cf": lazy_class("aiopt.lowering.scf_to_cf", "ConvertScfToCfPass"),
    "hlo-collectives-to-runtime": lazy_class(
        "aiopt.lowering.hlo_collectives_to_runtime", "HloCollectivesToRuntimePass"
    ),
    "sdy-legalize-to-stablehlo": lazy_class(
        "aiopt.lowering.sdy_legalize_to_stablehlo", "SdyLegalizeToStablehloPass"
    ),
    "hlo-legalize-approx-top-k": lazy_class(
        "aiopt.lowering.hlo_legalize_approx_top_k", "HloLegalizeApproxTopKPass"
    ),
    "hlo-legalize-to-lhlo": lazy_class("aiopt.lowering.hlo_legalize_to_lhlo", "HloLegalizeToLhloPass"),
    "lhlo-legalize-to-linalg": lazy_class("aiopt.lowering.lhlo_legalize_to_linalg", "LhloLegalizeToLinalgPass"),
    "lhlo-legalize-to-affine": lazy_class("aiopt.lowering.lhlo_legalize_to_affine", "LhloLegalizeToAffinePass"),
    "lhlo-legalize-to-parallel-loops": lazy_class(
        "aiopt.lowering.lhlo_legalize_to_parallel_loops", "LhloLegalizeToParallelLoopsPass"
    ),
    "mhlo-emulate-small-floats": lazy_class("aiopt.lowering.mhlo_emulate_small_floats", "MhloEmulateSmallFloatsPass"),
    "mhlo-quant-legalize-to-int": lazy_class("aiopt.lowering.mhlo_quant_legalize_to_int", "MhloQuantLegalizeToIntPass"),
    "arith-expand-bf16-conversions": lazy_class(
        "aiopt.lowering.arith_expand_bf16_conversions", "ArithExpandBF16ConversionsPass"
    ),
    "convert-arith-to-llvm": lazy_class("aiopt.lowering.arith_to_llvm", "ConvertArithToLLVMPass"),
    "convert-bufferization-to-memref": lazy_class(
        "aiopt.lowering.bufferization_to_memref", "ConvertBufferizationToMemRefPass"
    ),
    "convert-math-to-llvm": lazy_class("aiopt.lowering.math_to_llvm", "ConvertMathToLLVMPass"),
    "convert-index-to-llvm": lazy_class("aiopt.lowering.index_to_llvm", "ConvertIndexToLLVMPass"),
    "convert-func-to-llvm": lazy_class("aiopt.lowering.func_to_llvm", "ConvertFuncToLLVMPass"),
    "convert-cf-to-llvm": lazy_class("aiopt.lowering.cf_to_llvm", "ConvertControlFlowToLLVMPass"),
    "convert-vector-to-llvm": lazy_class("aiopt.lowering.vector_to_llvm", "ConvertVectorToLLVMPass"),
    "convert-cf-assert-to-runtime-call": lazy_class("aiopt.lowering.cf_to_llvm", "ConvertAssertToRuntimeCallPass"),
    "finalize-memref-to-llvm": lazy_class("aiopt.lowering.memref_to_llvm", "FinalizeMemRefToLLVMPass"),
    "convert-to-llvm": lazy_class("aiopt.lowering.convert_to_llvm", "ConvertToLLVMPass"),
    "convert-complex-to-standard": lazy_class(
        "aiopt.lowering.complex_to_standard", "ConvertComplexToStandardPass"
    ),
    "convert-complex-to-llvm": lazy_class("aiopt.lowering.complex_to_llvm", "ConvertComplexToLLVMPass"),
    "stablehlo-legalize-to-mhlo": _stablehlo_to_mhlo,
    "stablehlo-legalize-to-hlo": _stablehlo_to_mhlo,
    "mhlo-legalize-to-stablehlo": _mhlo_to_stablehlo,
    "hlo-legalize-to-stablehlo": _mhlo_to_stablehlo,
    "stablehlo-legalize-to-vhlo": lazy_class(
        "aiopt.lowering.stablehlo_legalize_to_vhlo", "StablehloLegalizeToVhloPass"
    ),
    "vhlo-to-version": lazy_class("aiopt.lowering.vhlo_to_version", "VhloToVersionPass"),
    "vhlo-legalize-to-stablehlo": lazy_class(
        "aiopt.lowering.vhlo_legalize_to_stablehlo", "VhloLegalizeToStablehloPass"
    ),
}


def register(registry: Registry) -> None:
    """Register the conversions (`PASSES`)."""
    for name, factory in PASSES.items():
        registry.register_pass(name, factory)
