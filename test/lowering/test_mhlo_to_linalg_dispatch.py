"""convert-mhlo-to-linalg's patterns are dispatched by the op class they match (aiopt.support.pattern_dispatch)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from aiopt.lowering.mhlo_to_linalg import populate_mhlo_to_linalg_patterns
from aiopt.support.pattern_dispatch import pattern_op_types

ROOT = Path(__file__).resolve().parents[2]


def test_every_pattern_declares_its_op_classes():
    undeclared = [type(p).__name__ for p in populate_mhlo_to_linalg_patterns() if pattern_op_types(p) is None]
    assert not undeclared


def test_the_mlp_is_lowered_with_one_pattern_call_per_rewrite():
    result = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "pattern_dispatch.py"), str(ROOT / "examples/models/mlp.mhlo.mlir")],
        capture_output=True,
        text=True,
        check=True,
    )
    row = result.stdout.strip().splitlines()[-1].strip("|").split("|")
    rewrites, linear, keyed = (int(cell) for cell in row[1:4])
    assert rewrites > 0 and keyed <= 3 * rewrites < linear


def test_llvm_conversion_patterns_declare_their_op_classes():
    """convert-to-llvm's and convert-gpu-to-nvvm's patterns are keyed too (apply_llvm_conversion); those two that
    wrap or rewrite whole dialects (memref's filtered patterns, index ops to arith) are tried on every op."""
    from aiopt.lowering.convert_to_llvm import populate_convert_to_llvm_patterns
    from aiopt.lowering.gpu_to_nvvm import NVVMTypeConverter, populate_gpu_to_nvvm_patterns
    from aiopt.lowering.llvm_type_converter import LLVMTypeConverter

    patterns = [*populate_convert_to_llvm_patterns(LLVMTypeConverter()),
                *populate_gpu_to_nvvm_patterns(NVVMTypeConverter(64, False))]  # fmt: skip
    undeclared = {type(p).__name__ for p in patterns if pattern_op_types(p) is None and not hasattr(p, "op_names")}
    assert undeclared <= {"OnlyOps", "IndexToArith"}
