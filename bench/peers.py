"""The workloads and peers that bench/cpu_peers.py and bench/compile_peers.py compare aiopt with.

Each workload is written once against an array module `xp` (numpy or
jax.numpy, as in cpu_models.py), exported by JAX as StableHLO text
(`jax.jit(f).lower(...).as_text()`, kept in `--programs DIR`), and handed
as that same text to aiopt and to IREE; jax.jit runs the JAX function and
numpy the numpy one. A peer that is not installed is skipped with the reason.

Peers (each optional but aiopt):
- aiopt: `aiopt.runtime.compiler.compile(text, cache=False)`;
- IREE: `iree.compiler.compile_str(text, input_type="stablehlo",
  target_backends=["llvm-cpu"], extra_args=["--iree-llvmcpu-target-cpu=host"])`
  run by `iree.runtime` on the `local-task` driver (all cores);
- jax.jit: the JAX function on the CPU backend;
- numpy: the same function on numpy arrays (the float64 form of it is the
  reference every peer's results are checked against).
"""

from __future__ import annotations

import datetime
import importlib.util
import os
import platform
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from cpu_models import _layernorm, _mlp, _softmax, stablehlo_text

RTOL, ATOL = 1e-3, 1e-4
"""The tolerance of every peer's results against numpy in float64 (float32 sums of up to 1024 terms)."""

HEADS = 4
STACK = 12
"""Blocks of the transformer stack workload: compile time and run time of a model, not of one layer."""


def _tanh_fma(xp):
    def tanh_fma(x, y, z):
        return xp.tanh(x * y + z)

    return tanh_fma


def _matmul(xp):
    def matmul(a, b):
        return a @ b

    return matmul


def _transformer_block(xp):
    """A pre-layernorm transformer block: x + attention(ln(x)) with HEADS heads, then + a ReLU MLP of ln(.)."""
    layernorm, softmax = _layernorm(xp), _softmax(xp)

    def transformer_block(x, g1, b1, wq, wk, wv, wo, g2, b2, w1, c1, w2, c2):
        s, d = x.shape
        dh = d // HEADS
        h = layernorm(x, g1, b1)

        def heads(w):
            return (h @ w).reshape(s, HEADS, dh).transpose(1, 0, 2)

        q, k, v = heads(wq), heads(wk), heads(wv)
        scores = (q @ k.transpose(0, 2, 1)) * np.float32(1 / np.sqrt(dh))
        p = softmax(scores.reshape(HEADS * s, s)).reshape(HEADS, s, s)
        x = x + (p @ v).transpose(1, 0, 2).reshape(s, d) @ wo
        h2 = layernorm(x, g2, b2)
        return x + xp.maximum(h2 @ w1 + c1, 0.0) @ w2 + c2

    return transformer_block


def _transformer_stack(xp):
    """STACK transformer blocks one after another (a model's layers unrolled, as `jax.jit` of a Python loop
    exports them), each block's weights a slice of stacked arrays (a leading layer dimension)."""
    block = _transformer_block(xp)

    def transformer_stack(x, *stacked):
        for layer in range(stacked[0].shape[0]):
            x = block(x, *(w[layer] for w in stacked))
        return x

    return transformer_stack


def _conv_relu(xp):
    """relu(conv2d(x, kernel)): NHWC input, HWIO kernel, stride 1, SAME padding."""

    def conv_relu(x, kernel):
        if xp is np:
            kh, kw = kernel.shape[:2]
            padded = np.pad(x, ((0, 0), (kh // 2, kh // 2), (kw // 2, kw // 2), (0, 0)))
            windows = np.lib.stride_tricks.sliding_window_view(padded, (kh, kw), axis=(1, 2))
            out = np.einsum("nhwcij,ijco->nhwo", windows, kernel, optimize=True)
        else:
            import jax

            out = jax.lax.conv_general_dilated(x, kernel, (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))
        return xp.maximum(out, 0.0)

    return conv_relu


def _block_shapes(s: int, d: int) -> list[tuple[int, ...]]:
    return [(s, d), (d,), (d,), (d, d), (d, d), (d, d), (d, d), (d,), (d,), (d, 4 * d), (4 * d,), (4 * d, d), (d,)]


def _stack_shapes(layers: int, s: int, d: int) -> list[tuple[int, ...]]:
    x, *weights = _block_shapes(s, d)
    return [x, *((layers, *shape) for shape in weights)]


@dataclass
class Workload:
    name: str
    key: str
    """A short name for --only and the JSON file."""
    model: Callable
    """The function's factory: model(np) or model(jax.numpy) is the function."""
    shapes: list[tuple[int, ...]]
    quick_shapes: list[tuple[int, ...]]
    scale: float = 0.1
    """Inputs are standard normal times `scale`."""

    def inputs(self, quick: bool, seed: int = 0) -> list[np.ndarray]:
        rng = np.random.default_rng(seed)
        shapes = self.quick_shapes if quick else self.shapes
        return [(rng.standard_normal(shape) * self.scale).astype(np.float32) for shape in shapes]


WORKLOADS = [
    Workload("tanh(x*y+z), 16M f32", "tanh", _tanh_fma, [(1 << 24,)] * 3, [(1000,)] * 3, scale=1.0),
    Workload("matmul 1024² f32", "matmul", _matmul, [(1024, 1024)] * 2, [(33, 17), (17, 29)], scale=1.0),
    Workload(
        "MLP 256x512->1024->512", "mlp", _mlp,
        [(256, 512), (512, 1024), (1024,), (1024, 512), (512,)], [(8, 16), (16, 32), (32,), (32, 4), (4,)],
    ),  # fmt: skip
    Workload("softmax 1024²", "softmax", _softmax, [(1024, 1024)], [(5, 7)]),
    Workload("layernorm 1024²", "layernorm", _layernorm, [(1024, 1024), (1024,), (1024,)], [(5, 7), (7,), (7,)]),
    Workload(
        f"transformer block S=128 D=256 {HEADS} heads", "transformer", _transformer_block,
        _block_shapes(128, 256), _block_shapes(8, 16),
    ),  # fmt: skip
    Workload(
        f"transformer stack, {STACK} blocks S=128 D=256", "stack", _transformer_stack,
        _stack_shapes(STACK, 128, 256), _stack_shapes(2, 8, 16),
    ),  # fmt: skip
    Workload(
        "conv 3x3, 8x32x32x16 -> 32, relu", "conv", _conv_relu,
        [(8, 32, 32, 16), (3, 3, 16, 32)], [(1, 5, 5, 3), (3, 3, 3, 4)],
    ),  # fmt: skip
]


def select(only: list[str] | None) -> list[Workload]:
    """The workloads whose key is in `only` (all when None); an unknown key is an error."""
    if not only:
        return WORKLOADS
    keys = {w.key for w in WORKLOADS}
    unknown = [k for k in only if k not in keys]
    if unknown:
        raise SystemExit(f"error: unknown workload {', '.join(unknown)} (expected {', '.join(sorted(keys))})")
    return [w for w in WORKLOADS if w.key in only]


def exported_text(workload: Workload, inputs: list[np.ndarray], programs: Path | None) -> str:
    """The StableHLO text JAX exports for the workload (read from / kept in `programs`)."""
    try:
        return stablehlo_text(workload.model, inputs, programs)
    except ModuleNotFoundError as err:
        raise SystemExit(
            f"error: exporting '{workload.name}' needs JAX ({err}); pass --programs with the exported texts"
        ) from None


def reference(workload: Workload, inputs: list[np.ndarray]) -> np.ndarray:
    """The numpy function on the inputs in float64."""
    return workload.model(np)(*(a.astype(np.float64) for a in inputs))


def tolerance_excess(result, expected: np.ndarray) -> float | None:
    """How far `result` lies outside the tolerance around `expected` at worst: 0.0 when within, NaN when
    it has a NaN, None when its shape differs."""
    result = np.asarray(result, dtype=np.float64)
    if result.shape != expected.shape:
        return None
    if np.isnan(result).any():
        return float("nan")
    excess = np.abs(result - expected) - (ATOL + RTOL * np.abs(expected))
    return float(max(excess.max(initial=0.0), 0.0))


# --- peers -------------------------------------------------------------------------------------


def missing(peer: str) -> str | None:
    """Why `peer` cannot run here (None when it can)."""
    if peer == "jax" and os.environ.get(ISA_VARIABLE, "host") != "host":
        return (
            "its code cannot be restricted to an ISA: with XLA_FLAGS=--xla_cpu_max_isa=AVX2 its times equal "
            "its AVX-512 ones (XLA's runtime kernels choose the host's ISA)"
        )
    modules = {"jax": ["jax"], "iree": ["iree.compiler", "iree.runtime"]}.get(peer, [])
    for module in modules:
        try:
            found = importlib.util.find_spec(module) is not None
        except ModuleNotFoundError:
            found = False
        if not found:
            return f"{module} is not installed"
    return None


ISA_VARIABLE = "AIOPT_BENCH_ISA"
"""Set in the child process that `run_for_isa` starts: the ISA every peer's code is restricted to."""

ISA_ENVIRONMENT = {
    "avx2": {
        "AIOPT_TARGET_CPU": "x86-64-v3",
        "OPENBLAS_CORETYPE": "Haswell",  # numpy's OpenBLAS: its AVX2 kernels
    },
}
"""What restricts each peer's code to an ISA (IREE: `iree_target_cpu`): `--isa avx2` measures on an AVX-512
machine what the peers' AVX2 code does (the code an AVX2-only CPU runs, not that CPU's caches and memory).
jax.jit is skipped there (`missing`): XLA's `--xla_cpu_max_isa=AVX2` left its times at its AVX-512 ones."""


def run_for_isa(script: str, args, argv: list[str] | None) -> int | None:
    """With `--isa` other than host, run `script` again in a child process whose environment restricts every
    peer to that ISA (their libraries read it when they load) and return its exit status; else None."""
    if args.isa == "host" or os.environ.get(ISA_VARIABLE) == args.isa:
        return None
    environment = dict(os.environ, **ISA_ENVIRONMENT[args.isa], **{ISA_VARIABLE: args.isa})
    command = [sys.executable, script, *(sys.argv[1:] if argv is None else argv)]
    return subprocess.run(command, env=environment, check=False).returncode


def iree_target_cpu() -> str:
    """IREE's `--iree-llvmcpu-target-cpu`: the host's, or Haswell's (AVX2, FMA) under `--isa avx2`."""
    return "haswell" if os.environ.get(ISA_VARIABLE) == "avx2" else "host"


def add_arguments(parser, known: list[str]) -> None:
    """The options both peer benchmarks take: --repeats, --programs, --peers, --only, --quick, --json, --isa."""
    parser.add_argument("--repeats", type=int, default=5, help="timed rounds (medians)")
    parser.add_argument("--programs", type=Path, default=None, help="keep/read the exported StableHLO texts here")
    parser.add_argument("--peers", default=",".join(known), help="comma-separated subset of " + ",".join(known))
    parser.add_argument("--only", default=None, help="comma-separated workload keys (default: all)")
    parser.add_argument("--quick", action="store_true", help="tiny shapes (a smoke test, not a benchmark)")
    parser.add_argument("--json", type=Path, default=None, metavar="OUT", help="write the results here")
    parser.add_argument(
        "--isa", choices=["host", *ISA_ENVIRONMENT], default="host",
        help="restrict the peers' code to this ISA (aiopt, IREE and OpenBLAS; jax.jit is skipped): avx2 on an AVX-512 host",
    )  # fmt: skip


def choose(parser, requested: str, known: list[str]) -> tuple[list[str], dict[str, str]]:
    """The peers of `known` named in `requested` (comma-separated) that are installed, in `known`'s order,
    and why each named one that is not is skipped; an unknown name is the parser's error."""
    wanted = [p for p in requested.split(",") if p]
    unknown = [p for p in wanted if p not in known]
    if unknown:
        parser.error(f"unknown peer {', '.join(unknown)} (expected {', '.join(known)})")
    skipped = {p: why for p in wanted if (why := missing(p))}
    return [p for p in known if p in wanted and p not in skipped], skipped


def aiopt_compile(text: str):
    """StableHLO text to aiopt's callable, without the compile cache."""
    from aiopt.runtime.compiler import compile

    return compile(text, cache=False)


def iree_compile(text: str):
    """StableHLO text to a callable of IREE (llvm-cpu for the host, local-task driver) and its device."""
    import iree.compiler
    import iree.runtime

    vmfb = iree.compiler.compile_str(
        text,
        target_backends=["llvm-cpu"],
        input_type="stablehlo",
        extra_args=[f"--iree-llvmcpu-target-cpu={iree_target_cpu()}"],
    )
    config = iree.runtime.Config("local-task")
    context = iree.runtime.SystemContext(config=config)
    module = iree.runtime.VmModule.copy_buffer(context.instance, vmfb)
    context.add_vm_module(module)
    return context.modules[module.name]["main"], config.device


def jax_compile(workload: Workload, inputs: list[np.ndarray]):
    """A fresh jax.jit of the workload, lowered and compiled for these inputs (what compile time measures)."""
    import jax
    import jax.numpy as jnp

    return jax.jit(workload.model(jnp)).lower(*inputs).compile()


def runners(peer: str, workload: Workload, text: str, inputs: list[np.ndarray]) -> tuple[Callable, Callable]:
    """(result, run) for `peer`: result() gives the numpy result of one call, run() one call on inputs
    already where the peer keeps them (aiopt: checked; IREE, jax: on the device), waiting for it to end."""
    if peer == "aiopt":
        function = aiopt_compile(text)
        return lambda: function(*inputs), function.prepared_call(inputs)
    if peer == "iree":
        import iree.runtime

        function, device = iree_compile(text)
        on_device = [iree.runtime.asdevicearray(device, a) for a in inputs]
        return lambda: function(*inputs).to_host(), lambda: function(*on_device)
    if peer == "jax":
        import jax

        function = jax_compile(workload, inputs)
        on_device = [jax.device_put(a) for a in inputs]
        return lambda: np.asarray(function(*inputs)), lambda: function(*on_device).block_until_ready()
    if peer == "numpy":
        function = workload.model(np)
        return lambda: function(*inputs), lambda: function(*inputs)
    raise ValueError(f"unknown peer '{peer}'")


# --- the machine -------------------------------------------------------------------------------

_VECTOR_FEATURES = ("sse4_2", "avx", "avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512vl", "avx512_bf16",
                    "avx512_fp16", "avx_vnni", "avx512_vnni", "amx_tile")  # fmt: skip


def machine() -> dict:
    """The CPU (its /proc/cpuinfo name, LLVM's name for it), its vector features, cores, date."""
    name, flags = platform.processor() or platform.machine(), set()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "model name":
                name = value.strip()
            elif key.strip() == "flags":
                flags = set(value.split())
    except OSError:
        pass
    try:
        from aiopt.runtime.jit import host_cpu

        llvm_name = host_cpu()[0]
    except Exception:  # the name is only reported; a JIT that cannot start shows up in the results
        llvm_name = "?"
    return {
        "cpu": name,
        "llvm_cpu": llvm_name,
        "vector_features": [f for f in _VECTOR_FEATURES if f in flags],
        "cores": os.cpu_count(),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "isa": os.environ.get(ISA_VARIABLE, "host"),
    }


def machine_line(info: dict) -> str:
    restricted = info.get("isa", "host")
    code = "" if restricted == "host" else f"; every peer's code restricted to {restricted} ({_restrictions(restricted)})"
    return (
        f"CPU: {info['cpu']} (LLVM: {info['llvm_cpu']}), {info['cores']} cores, "
        f"vector features: {' '.join(info['vector_features']) or 'none'}; {info['date']}{code}"
    )


def _restrictions(isa: str) -> str:
    settings = ", ".join(f"{name}={value}" for name, value in ISA_ENVIRONMENT[isa].items())
    return f"{settings}, IREE --iree-llvmcpu-target-cpu=haswell" if isa == "avx2" else settings


def versions() -> dict:
    """The versions of the peers that are installed, and the aiopt commit measured (`+` when modified)."""
    from importlib.metadata import PackageNotFoundError, version

    found = {"aiopt": _commit()}
    for package in ("numpy", "jax", "jaxlib", "iree-base-compiler", "iree-base-runtime", "xdsl", "llvmlite"):
        try:
            found[package] = version(package)
        except PackageNotFoundError:
            pass
    return found


def _commit() -> str:
    root = Path(__file__).resolve().parents[1]
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True, text=True)
        changes = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=root,
                                 capture_output=True, text=True)  # fmt: skip
    except OSError:
        return "?"
    return head.stdout.strip() + ("+" if changes.stdout.strip() else "") if head.returncode == 0 else "?"


def milliseconds(seconds: float | None) -> str:
    """Three significant digits, as the issues' tables show times."""
    if seconds is None:
        return ""
    ms = seconds * 1e3
    return f"{ms:.3g} ms" if ms < 1000 else f"{seconds:.3g} s"


def markdown_table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)
