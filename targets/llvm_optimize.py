"""LLVM's optimization pipeline over an llvmlite module, shared by the CPU JIT and the PTX target."""

from __future__ import annotations


def optimize(module, target_machine, speed_level: int = 3, *, loop_unrolling: bool = True) -> None:
    """Run LLVM's -O`speed_level` pipeline (loop + SLP vectorization on) over an llvmlite module.

    `loop_unrolling=False` leaves LLVM's loop unroller out (the vectorizer
    still interleaves): the CPU JIT does so for a program's own code, where
    unrolling took about a third of LLVM's time (0.3 s of 0.85 s for the
    transformer block) without making the code faster; the micro-kernel and
    runtime libraries, compiled once, keep it.
    """
    import llvmlite.binding as llvm

    options = llvm.create_pipeline_tuning_options(speed_level)
    options.loop_vectorization = True
    options.slp_vectorization = True
    options.loop_unrolling = loop_unrolling
    builder = llvm.create_pass_builder(target_machine, options)
    builder.getModulePassManager().run(module, builder)
