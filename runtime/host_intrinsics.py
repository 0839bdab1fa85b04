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


_X86_FEATURES = (
    ("avx512.vpdpbusd", "avx512vnni"), ("avx512.vpdpwssd", "avx512vnni"), ("avx512.conflict", "avx512cd"),
    ("avx512.pmultishift", "avx512vbmi"), ("avx512.vpermi2var.qi", "avx512vbmi"), ("avx512.permvar.qi", "avx512vbmi"),
    ("avx512.vpshld", "avx512vbmi2"), ("avx512.vpshrd", "avx512vbmi2"), ("avx512.vpmadd52", "avx512ifma"),
    ("avx512bf16.", "avx512bf16"), ("avx512fp16.", "avx512fp16"), ("avx512.", "avx512f"),
    ("avx2.", "avx2"), ("avx.", "avx"), ("fma.", "fma"), ("fma4.", "fma4"), ("xop.", "xop"),
    ("sse42.", "sse4.2"), ("sse41.", "sse4.1"), ("sse4a.", "sse4a"), ("ssse3.", "ssse3"), ("sse3.", "sse3"),
    ("sse2.", "sse2"), ("sse.", "sse"), ("vcvtph2ps", "f16c"), ("vcvtps2ph", "f16c"), ("aesni.", "aes"),
    ("pclmulqdq", "pclmul"), ("sha1", "sha"), ("sha256", "sha"), ("bmi.bextr", "bmi"), ("bmi.", "bmi2"),
)  # fmt: skip
"""What the x86 intrinsics of each name prefix (after `llvm.x86.`) need of the CPU, most specific first, by
IntrinsicsX86.td's namespaces; an AVX-512 intrinsic of 128 or 256 bits needs AVX512VL too. LLVM's code generator
aborts on one the target CPU lacks (`LLVM ERROR: Do not know how to split the result of this operator!` for
`llvm.x86.avx512.max.ps.512` compiled for x86-64-v3). Prefixes not listed are not checked."""


def x86_features_needed(name: str) -> list[str]:
    """The CPU features x86 intrinsic `name` (`llvm.x86.avx512.max.ps.512`) needs, as LLVM names them."""
    rest = name.removeprefix("llvm.x86.")
    for prefix, feature in _X86_FEATURES:
        if rest.startswith(prefix):
            needed = [feature]
            if feature.startswith("avx512") and rest.endswith((".128", ".256")):
                needed.append("avx512vl")
            return needed
    return []


def intrinsic_target(name: str) -> str | None:
    """The target of intrinsic `name` (`llvm.nvvm.f2tf32.rna`: `nvvm`), None for a target-independent one."""
    parts = name.split(".")
    return parts[1] if len(parts) > 2 and parts[0] == "llvm" and parts[1] in TARGET_PREFIXES else None


def check_host_intrinsics(module: ModuleOp) -> None:
    """Raise a DiagnosticError at the first op outside a `gpu.module` that calls an intrinsic of a target other
    than the host's (see the module)."""
    machine = platform.machine()
    host = _HOST_PREFIXES.get(machine.lower())
    cpu: tuple[str, set[str]] | None = None  # the target CPU's name and features, read at the first x86 intrinsic
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
        if target == "x86" and host == "x86":
            if cpu is None:
                from aiopt.runtime.jit import target_cpu

                cpu_name, features = target_cpu()
                cpu = (cpu_name, {f[1:] for f in features.split(",") if f.startswith("+")})
            missing = [f for f in x86_features_needed(name) if f not in cpu[1]]
            if missing:
                raise DiagnosticError(
                    op_error_message(op, f"{what} '{name}', which needs the CPU feature {', '.join(missing)}: "
                                         f"code for {cpu[0]} cannot run it"),
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
