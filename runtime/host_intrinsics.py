"""Compiled code for the CPU calls no intrinsic of another target.

LLVM's code generator for the host stops the process (`LLVM ERROR: Cannot
select: intrinsic %llvm.nvvm.f2tf32.rna`, an abort) on a call to an
intrinsic of another target, which the llvm dialect writes as it writes any
other call:

    llvm.func @main(%x: f32) -> i32 {
      %0 = llvm.call_intrinsic "llvm.nvvm.f2tf32.rna"(%x) : (f32) -> i32
      ...

`check_host_intrinsics` makes that a located error before the translation:

    error: 'llvm.call_intrinsic' op calls 'llvm.nvvm.f2tf32.rna', an intrinsic of the nvvm target: the x86_64 CPU
    cannot run it

So are a call to a declared `@llvm.nvvm...` function and an op of the nvvm
or rocdl dialect outside a `gpu.module` (each translates to its target's
intrinsic, where `ai-translate --mlir-to-llvmir` registered that
translation in the process). mlir-translate translates all of them: the
check is the CPU compiler's, not the translation's.
"""

from __future__ import annotations

import platform

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation

from aiopt.support.diagnostics import DiagnosticError, op_error_message

TARGET_PREFIXES = frozenset({
    "aarch64", "amdgcn", "arm", "bpf", "dx", "hexagon", "loongarch", "mips", "nvvm", "ppc", "r600", "riscv", "s390",
    "spv", "ve", "wasm", "x86", "xcore",
})  # fmt: skip
"""LLVM's target-specific intrinsic prefixes (`llvm.<prefix>.*`)."""

_HOST_PREFIXES = {
    "x86_64": "x86", "amd64": "x86", "i386": "x86", "i686": "x86", "aarch64": "aarch64", "arm64": "aarch64",
    "ppc64le": "ppc", "ppc64": "ppc", "riscv64": "riscv", "s390x": "s390", "loongarch64": "loongarch",
}  # fmt: skip
"""The intrinsic prefix of each machine `platform.machine()` names."""

_DIALECT_TARGETS = {"nvvm": "nvvm", "rocdl": "amdgcn"}
"""Dialects whose ops translate to intrinsics of one target."""


def intrinsic_target(name: str) -> str | None:
    """The target of intrinsic `name` (`llvm.nvvm.f2tf32.rna`: `nvvm`), None for a target-independent one."""
    parts = name.split(".")
    return parts[1] if len(parts) > 2 and parts[0] == "llvm" and parts[1] in TARGET_PREFIXES else None


def check_host_intrinsics(module: ModuleOp) -> None:
    """Raise a DiagnosticError at the first op outside a `gpu.module` that calls an intrinsic of a target other
    than the host's (see the module)."""
    machine = platform.machine()
    host = _HOST_PREFIXES.get(machine.lower())
    for op in _host_ops(module):
        if op.name == "llvm.call_intrinsic":
            name, what = op.intrin.data, "calls"
        elif op.name == "llvm.call" and getattr(op, "callee", None) is not None:
            name, what = op.callee.string_value(), "calls"
        else:
            dialect = op.name.split(".", 1)[0]
            if dialect in _DIALECT_TARGETS and _DIALECT_TARGETS[dialect] != host:
                raise DiagnosticError(
                    op_error_message(op, f"is an intrinsic of the {_DIALECT_TARGETS[dialect]} target: "
                                         f"the {machine} CPU cannot run it"),
                    op,
                )  # fmt: skip
            continue
        target = intrinsic_target(name)
        if target is not None and target != host:
            raise DiagnosticError(
                op_error_message(op, f"{what} '{name}', an intrinsic of the {target} target: "
                                     f"the {machine} CPU cannot run it"),
                op,
            )  # fmt: skip


def _host_ops(module: ModuleOp):
    """The ops of `module` outside `gpu.module`s (whose code is compiled for their GPU)."""
    pending: list[Operation] = list(reversed(module.body.ops))
    while pending:
        op = pending.pop()
        if op.name == "gpu.module":
            continue
        yield op
        for region in reversed(op.regions):
            for block in reversed(region.blocks):
                pending.extend(reversed(block.ops))
