"""LLVM's optimization pipeline over an llvmlite module, shared by the CPU JIT and the PTX target."""

from __future__ import annotations


def optimize(module, target_machine, speed_level: int = 3) -> None:
    """Run LLVM's -O`speed_level` pipeline (loop + SLP vectorization on) over an llvmlite module."""
    import llvmlite.binding as llvm

    options = llvm.create_pipeline_tuning_options(speed_level)
    options.loop_vectorization = True
    options.slp_vectorization = True
    options.loop_unrolling = True
    builder = llvm.create_pass_builder(target_machine, options)
    builder.getModulePassManager().run(module, builder)
