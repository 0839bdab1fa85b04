"""CPU micro-kernels linked into JIT-compiled modules that call them, written in LLVM IR for the target's vector width.

`convert-linalg-to-cpu-ukernels` (`aiopt.lowering.linalg_to_cpu_ukernels`)
turns f32 contractions (matmul, batch matmul, convolutions, `dot_general`
forms) into calls of

    void aiopt_uk_matmul_f32(i64 M0, i64 M1, i64 N, i64 K0, i64 K1, i64 K2,
                             A (ptr, ptr, i64 base offset), i64 offset, i64 am0, am1, ak0, ak1, ak2,
                             B (ptr, ptr, i64 base offset), i64 offset, i64 bk0, bk1, bk2, bn,
                             C (ptr, ptr, i64 base offset), i64 offset, i64 cm0, cm1, cn,
                             i64 accumulate)

which computes, with every stride in elements,

    C[m0*cm0 + m1*cm1 + n*cn] = (accumulate ? C[...] : 0.0) + sum over k0, k1, k2 of
        A[m0*am0 + m1*am1 + k0*ak0 + k1*ak1 + k2*ak2] * B[k0*bk0 + k1*bk1 + k2*bk2 + n*bn]

(`accumulate` 0 stands for a C filled with zeros first, which is then
neither filled nor read: each sum is stored as 0.0 + sum, so a -0.0 sum
becomes +0.0 as it would in a filled C)

(each operand a `memref<f32>` base buffer as `func-to-llvm` passes it, plus
an offset). Two row levels and three reduction levels let one call compute
a convolution's implicit GEMM without im2col: rows (output row, output
column), reduction (kernel row, kernel column, input channel).

The kernel is the BLIS design: the columns are cut into blocks of NC and
the reduction into blocks of KC; for each, a block of B is packed into
panels of NR columns (zero-padded), then for each block of MC rows, A is
packed into panels of MR rows, and a micro-kernel computes each MR x NR
tile of the product in MR * NR / VW vector registers (one FMA per
broadcast element of A and vector of B), starting from C's values and
storing into C (a whole tile of a C whose columns are adjacent; other tiles
go through a tile on the stack, those of at most MR / 2 rows or VW columns
with a kernel of that many rows or one vector of B).
Packing reads any strides (transposed and windowed operands cost nothing
more). Where A's reduction is made of runs of depths at consecutive
offsets, at least RUN_IN_PLACE long (a row-major matrix: one run; an NHWC
convolution: a run per window row, its columns and channels, or per window
column where the columns are not adjacent), the micro-kernel reads A's MR
rows in place instead (each an element at a time, in order), one run at a
time, each run adding to the sums of the runs before it in C, and A is not
packed: packing A costs a transposing copy of every element for each block
of columns, more than the reads it saves (a 3x3 convolution over 16
channels took 1.7 times as long with A packed; runs shorter than 6 gain
nothing on AVX2).

The register tile follows the target's vector width VW (`vector_width()`):
16 floats with AVX-512 (MR = 8, NR = 32), 8 with AVX (MR = 6, NR = 16), 4
otherwise (MR = 4, NR = 8), with reduction blocks (KC) of 1024 depths with AVX,
and with AVX-512 where the L2 cache per core holds 1 MiB (Zen 4 and 5, Intel's
servers), 256 otherwise (`tiling()`, TILINGS, ZEN4), the last block up to a
quarter deeper rather than followed by a short one (KC_STRETCH); LLVM splits wider
vectors on smaller targets, so the code is correct on every x86-64 CPU. The
packed blocks start on a 64-byte boundary (a cache line: a vector load of a
panel never straddles two). Summation runs over k in
order (with `llvm.fmuladd`, an FMA where the CPU has one) onto C's value, as
a plain loop nest adds: only the FMA's single rounding may make results
differ from one in the last bits, as with any BLAS.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

MATMUL_F32 = "aiopt_uk_matmul_f32"
"""The kernel's symbol, as `convert-linalg-to-cpu-ukernels` calls it (not imported from there: loading the
pass would load the dialects, which a compile-cache hit never needs)."""


@dataclass(frozen=True)
class Tiling:
    """The register tile (MR rows, NV vectors of VW floats) and the cache blocks (MC, NC, KC) of the kernel."""

    vw: int
    mr: int
    nv: int
    mc: int
    nc: int
    kc: int = 256

    @property
    def nr(self) -> int:
        return self.nv * self.vw

    @property
    def kc_max(self) -> int:
        """The deepest reduction block: the last block takes up to KC_STRETCH more depths rather than leave
        them to a block of their own (see KC_STRETCH)."""
        return self.kc + self.kc // KC_STRETCH


TILINGS = {
    16: Tiling(vw=16, mr=8, nv=2, mc=96, nc=512),
    8: Tiling(vw=8, mr=6, nv=2, mc=36, nc=512, kc=1024),
    4: Tiling(vw=4, mr=4, nv=2, mc=64, nc=256),
}
"""Tilings by vector width: the accumulators fill at most 16 (AVX2, SSE) or 32 (AVX-512) registers.

AVX2's reduction blocks are 1024 deep, as ZEN4's (see there): each tile of C is read and written once per
1024 depths, not per 256, and each micro-kernel call (its 12 vectors of C loaded and stored, the loop
started and left) runs 4 times as long. Its B panel (16 columns x 1024 depths, 64 KiB) is then read from L2
rather than L1, beside A's block of MC = 36 rows (144 KiB): 208 KiB, within the smallest L2 of AVX2 CPUs
(Haswell's 256 KiB; Zen 2 and 3 have 512 KiB). x86-64-v3 code on Zen 4, one thread, thread CPU time,
medians of 21 interleaved rounds with OpenBLAS's Haswell kernel in the same process (KC = 256, MC = 72 ->
this): 1024 x 1024 x 128 (a task of the 1024² matmul) 2.53 -> 2.42 ms (numpy 2.52); the MLP's tasks
256 x 512 x 128 0.314 -> 0.308 (0.317) and 256 x 1024 x 64 0.315 -> 0.307 (0.327); 1024³ in one call
21.4 -> 20.1 ms (20.0); 200 x 2100 x 300 2.56 -> 2.49 (2.45). 512-deep blocks gained half as much; MC = 48
or 72 with 1024 measured the same as 36 here (1 MiB L2), where 36 also fits Haswell's.

Where the time goes (x86-64-v3 on Zen 4, `bench/cpu_ukernel.py --native`: calls in loops of compiled code,
thread CPU time; the FMA peak measured 117 GFLOP/s): the micro-kernel alone (A's 6 rows in place, a packed
panel, 64 to 4096 depths) runs at 113-116; 1020 x 1024 x 128 with B's rows 1024 floats apart (the 1024²
matmul's task) at 99-104, and at 107-109 where A's rows are all one row (A always in L1): reading A's
rows in place, 4 KiB apart, costs 5-10% (more with fewer columns per task: 64 columns, 99 against 109). The
4 KiB stride rather than L3 is most of it: with 16 columns (every call the first to read its rows) 93
GFLOP/s, 103 with A's rows 1040 floats apart, 104-109 with one row, and prefetching the next panel's rows
into L2 changed none of them.
Measured no better, one thread, on these shapes and the MLP's and transformer's tasks: NC = 128 or 256,
KC = 512 or 256 (MC = 72, 144), A packed (an element at a time: 7-33% slower), the row panels outside the
column panels (each A panel read by consecutive calls, B's block kept in L2), and software prefetches of A
(each row 64-256 floats ahead in the micro-kernel's loop: up to 27% slower; the next panel's rows into L2,
spread over the current panel's calls: no change).

On Zen 5 (`znver5`: a 48 KiB 12-way L1 and 1 MiB L2 per core; x86-64-v3 code, native loops, thread CPU
time, medians of 7-11 interleaved rounds; 8-wide FMA peak 134 GFLOP/s) the 4 KiB stride costs nothing:
1020 x 1024 x 128 at 129 GFLOP/s with A's rows 1024 or 1040 floats apart, 130 with one row (64 columns:
131, 130, 131); `perf` puts 98% of 1024 x 1024 x 128's samples in the micro-kernel's loop (84-86 instructions per
48 FMAs: 24 broadcasts, 8 loads of B, loop counting). KC = 256 or 512 (MC = 72) and MC = 72 measured within
2% of this tiling there; a software prefetch of B 8, 16 or 32 depths ahead within 1%; A packed (the
transposing copy of `_pack`, about a cycle per element) 14% slower on 1024 x 1024 x 128 and 24% on
256 x 1024 x 64, more than the 5-10% that the 4 KiB stride cost on Zen 4 (a 32 KiB 8-way L1, as Zen 3's)."""

ZEN4 = Tiling(vw=16, mr=8, nv=2, mc=96, nc=512, kc=1024)
"""The AVX-512 tiling where the L2 cache per core holds `DEEP_BLOCKS_L2` (1 MiB on Zen 4 and 5, 1 to 2 MiB on
Intel's AVX-512 servers), tuned on Zen 4 (`znver4`: 512-bit vectors on 256-bit units, a 32 KiB L1 and 1 MiB
L2 per core). Its reduction blocks are 4 times as deep as TILINGS[16]'s, so that each tile of C is read and
written once per 1024 depths, not per 256: a tall C (a task of the 1024² matmul: 1024 rows of 128
columns, 512 KiB) does not stay in L2 beside the packed B and A's rows, and each block's pass over it
waits on L3. Its B panels (128 KiB) are read from L2, as A's rows are (MC rows of 1024 depths, 384 KiB;
both together half of a 1 MiB L2); the 256-deep panels' fitting L1 gained nothing here. One thread, A/B in
one process, CPU time (medians of 15-25 interleaved rounds): that task 2.65 -> 2.51 ms, the whole 1024²
matmul 21.9 -> 19.8 ms (numpy 22.0, jax.jit 20.5 on one thread); 256 x 1024 x 64 (the MLP's second
layer's task) 0.32 -> 0.30 ms. A prefetch of the next tile's rows of C (for writing) gained nothing
measurable on top. Only measured on Zen 4: Intel's CPUs get it for their L2, by the same reasoning. Chosen
by the CPU's name (`znver4`) before, which gave Zen 5 and Intel's servers TILINGS[16]: x86-64-v4,
skylake-avx512, icelake-server and sapphirerapids code on this Zen 4 took 1.05-1.06 times the znver4 code's
CPU time on the 1024² matmul and 1.02-1.03 on the MLP, 1.00-1.01 with this tiling (`bench/cpu_targets.py`,
one thread, medians of 9 interleaved rounds)."""

DEEP_BLOCKS_L2 = 1 << 20
"""The smallest L2 cache per core (bytes) for which AVX-512 code takes ZEN4's 1024-deep reduction blocks."""


def tiling(cpu: str, features: str, l2_bytes: int | None = None) -> Tiling:
    """The kernel's tiling for the CPU (name and LLVM feature string) code is generated for, whose L2 cache per
    core is `l2_bytes` (by default the host's: JIT-compiled code runs where it is compiled, also when it is
    generated for an older x86-64 level). Chosen by the vector width and the cache, never by the CPU's name:
    Zen 5 and Intel's servers have Zen 4's 1 MiB L2 or more."""
    width = vector_width(cpu, features)
    l2 = host_l2_bytes() if l2_bytes is None else l2_bytes
    return ZEN4 if width == 16 and l2 >= DEEP_BLOCKS_L2 else TILINGS[width]


@functools.cache
def host_l2_bytes() -> int:
    """The host's L2 cache per core in bytes, as Linux reports it (`/sys/devices/system/cpu/cpu0/cache`); 0
    where it does not."""
    from pathlib import Path

    for index in sorted(Path("/sys/devices/system/cpu/cpu0/cache").glob("index*")):
        try:
            level, kind = (index / "level").read_text().strip(), (index / "type").read_text().strip()
            size = (index / "size").read_text().strip()
        except OSError:
            continue
        units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
        if level == "2" and kind in ("Unified", "Data"):
            try:
                return int(size[:-1]) * units[size[-1]] if size[-1:] in units else int(size)
            except ValueError:
                return 0
    return 0


KC_STRETCH = 4
"""The last reduction block is up to 1/KC_STRETCH deeper than KC where that leaves no depths over (BLIS's
blocksize extension, its "max" KC): K = 1025 with KC = 1024 was a block of 1024 depths and one of 1 depth,
whose calls each loaded and stored their tile of C for one FMA per accumulator (and packed B once more).
One thread, thread CPU time, medians of 11 interleaved rounds on Zen 5 (`znver5`): 1025 x 1025 x 1025
17.90 -> 17.30 ms with x86-64-v3 code (OpenBLAS's Haswell kernel 17.49), 9.52 -> 9.26 ms with the host's
(AVX-512); shapes with K <= KC or K a multiple of KC unchanged (1024 x 1024 x 128, 1023^3, 256 x 1024 x 64,
x86-64 code on 301 x 300 x 200: within 1%)."""


PACK_GROUP = 4
"""Whole panels of B (with unit column stride) packed together, a depth at a time (see `_pack`); A's panels
(MR rows, MC / MR panels to a block: each depth's line is 24 or 32 bytes long) are packed all together."""

RUN_IN_PLACE = 6
"""The shortest run of A's reduction (depths at consecutive offsets) that the micro-kernel reads in place."""


def vector_width(cpu: str, features: str) -> int:
    """Floats per vector register for the CPU (name and LLVM feature string) code is generated for."""
    enabled = {f[1:] for f in features.split(",") if f.startswith("+")}
    if cpu == "x86-64-v4" or "avx512f" in enabled:
        return 16
    if cpu == "x86-64-v3" or "avx" in enabled:
        return 8
    return 4


class _Function:
    """An LLVM IR function body written with stack slots for loop counters (SROA makes them registers)."""

    def __init__(self) -> None:
        self.slots: list[str] = []
        self.lines: list[str] = []
        self.count = 0

    def name(self, stem: str) -> str:
        self.count += 1
        return f"%{stem}.{self.count}"

    def emit(self, line: str) -> None:
        self.lines.append(f"  {line}")

    def value(self, stem: str, expression: str) -> str:
        name = self.name(stem)
        self.emit(f"{name} = {expression}")
        return name

    def label(self, label: str) -> None:
        self.lines.append(f"{label}:")

    def loop(self, stem: str, start: str, end: str, step: str = "1"):
        """`for (i = start; i < end; i += step)`: returns (i, close) where close() ends the loop."""
        slot = self.name(f"{stem}.slot")
        self.slots.append(f"  {slot} = alloca i64")
        head, body, done = self.name(f"{stem}.head")[1:], self.name(f"{stem}.body")[1:], self.name(f"{stem}.done")[1:]
        self.emit(f"store i64 {start}, ptr {slot}")
        self.emit(f"br label %{head}")
        self.label(head)
        index = self.value(stem, f"load i64, ptr {slot}")
        more = self.value(f"{stem}.more", f"icmp slt i64 {index}, {end}")
        self.emit(f"br i1 {more}, label %{body}, label %{done}")
        self.label(body)

        def close() -> None:
            following = self.value(f"{stem}.next", f"add i64 {index}, {step}")
            self.emit(f"store i64 {following}, ptr {slot}")
            self.emit(f"br label %{head}")
            self.label(done)

        return index, close

    def min(self, a: str, b: str) -> str:
        return self.value("min", f"call i64 @llvm.smin.i64(i64 {a}, i64 {b})")

    def add(self, *terms: str) -> str:
        total = terms[0]
        for term in terms[1:]:
            total = self.value("add", f"add i64 {total}, {term}")
        return total

    def mul(self, a: str, b: str) -> str:
        return self.value("mul", f"mul i64 {a}, {b}")

    def element(self, base: str, index: str) -> str:
        return self.value("elt", f"getelementptr float, ptr {base}, i64 {index}")


def _micro_shapes(t: Tiling) -> list[tuple[int, int]]:
    """The (rows, vectors of columns) of the micro-kernels: the whole tile's (MR, NV) and, for edge tiles,
    MR / 2 rows and fewer vectors, narrowest first (see `_driver`)."""
    return sorted({(mr, nv) for mr in (t.mr // 2, t.mr) for nv in range(1, t.nv + 1)})


def _micro_name(t: Tiling, mr: int, nv: int) -> str:
    """The symbol of the micro-kernel of `mr` of the tile's MR rows and `nv` of its NV vectors of columns."""
    return "@aiopt.uk.micro" if (mr, nv) == (t.mr, t.nv) else f"@aiopt.uk.micro.{mr}x{nv * t.vw}"


def _micro_kernel(t: Tiling, mr: int, nv: int) -> str:
    """`uk.micro(kc, a_0 .. a_mr-1, packed, b, c_0 .. c_mr-1, load)`: c_r[c] = (load ? c_r[c] : 0) + sum over
    k < kc of A(r, k) * b[k*NR + c] for r < mr, c < nv * VW (kc >= 1), where A(r, k) is a_r[k] (rows read where
    they are) or, with `packed`, a_0[k*MR + r] (a packed panel; a_r is then a_0 + r and unused), and row r of
    the output is at c_r (C itself, or a row of a stack tile). With mr < MR or nv < NV (`_micro_name`), the
    smaller kernel of an edge tile of at most mr rows and nv * VW columns: the panels' rows and vectors past
    them (copies of the last row, zeros of the packing) are neither loaded nor multiplied.

    The loop over k has a copy for each form of A, both unrolled 4 times: each unrolled copy reads the next
    elements at constant displacements (of each row's address, or of the panel's), so unrolling costs no
    registers; one FMA per element of A and vector of B, one broadcast per element of A, NV loads of B."""
    vec = f"<{t.vw} x float>"
    rows = ", ".join(f"ptr noalias %a{r}" for r in range(mr))
    outputs = ", ".join(f"ptr noalias %c{r}" for r in range(mr))
    accumulators = [(r, v) for r in range(mr) for v in range(nv)]
    loop_ids = {"packed": 2 + 2 * _micro_shapes(t).index((mr, nv))}
    loop_ids["unit"] = loop_ids["packed"] + 1
    lines = [
        f"define internal void {_micro_name(t, mr, nv)}(i64 %kc, {rows}, i1 %packed, ptr noalias %b, {outputs}, "
        "i1 %load) {",
        "entry:",
        "  br i1 %load, label %old, label %start",
        "old:",
    ]
    for r, v in accumulators:
        lines.append(f"  %c.{r}.{v} = getelementptr float, ptr %c{r}, i64 {v * t.vw}")
        lines.append(f"  %old.{r}.{v} = load {vec}, ptr %c.{r}.{v}, align 4")
    lines += ["  br label %start", "start:"]
    for r, v in accumulators:
        lines.append(f"  %init.{r}.{v} = phi {vec} [ zeroinitializer, %entry ], [ %old.{r}.{v}, %old ]")
    lines.append("  br i1 %packed, label %loop.packed, label %loop.unit")
    for copy in ("unit", "packed"):
        loop = f"loop.{copy}"
        lines += [
            f"{loop}:",
            f"  %k.{copy} = phi i64 [ 0, %start ], [ %k.{copy}.next, %{loop} ]",
        ]
        for r, v in accumulators:
            lines.append(
                f"  %acc.{copy}.{r}.{v} = phi {vec} [ %init.{r}.{v}, %start ], [ %acc.{copy}.{r}.{v}.next, %{loop} ]"
            )
        lines.append(f"  %b.row.{copy} = mul i64 %k.{copy}, {t.nr}")
        for v in range(nv):
            lines.append(f"  %b.{copy}.{v}.index = add i64 %b.row.{copy}, {v * t.vw}")
            lines.append(f"  %b.{copy}.{v}.ptr = getelementptr float, ptr %b, i64 %b.{copy}.{v}.index")
            lines.append(f"  %b.{copy}.{v} = load {vec}, ptr %b.{copy}.{v}.ptr, align 4")
        if copy == "packed":
            lines.append(f"  %a.packed.row = mul i64 %k.packed, {t.mr}")
        for r in range(mr):
            a = f"%a.{copy}.{r}"
            if copy == "unit":
                lines.append(f"  {a}.ptr = getelementptr float, ptr %a{r}, i64 %k.unit")
            else:
                lines.append(f"  {a}.index = add i64 %a.packed.row, {r}")
                lines.append(f"  {a}.ptr = getelementptr float, ptr %a0, i64 {a}.index")
            lines.append(f"  {a} = load float, ptr {a}.ptr, align 4")
            lines.append(f"  {a}.one = insertelement {vec} poison, float {a}, i64 0")
            lines.append(f"  {a}.all = shufflevector {vec} {a}.one, {vec} poison, <{t.vw} x i32> zeroinitializer")
            for v in range(nv):
                lines.append(
                    f"  %acc.{copy}.{r}.{v}.next = call {vec} @llvm.fmuladd.v{t.vw}f32({vec} {a}.all, "
                    f"{vec} %b.{copy}.{v}, {vec} %acc.{copy}.{r}.{v})"
                )
        lines += [
            f"  %k.{copy}.next = add i64 %k.{copy}, 1",
            f"  %k.{copy}.more = icmp slt i64 %k.{copy}.next, %kc",
            f"  br i1 %k.{copy}.more, label %{loop}, label %exit, !llvm.loop !{loop_ids[copy]}",
        ]
    lines.append("exit:")
    for r, v in accumulators:
        lines.append(
            f"  %sum.{r}.{v} = phi {vec} [ %acc.unit.{r}.{v}.next, %loop.unit ], [ %acc.packed.{r}.{v}.next, %loop.packed ]"
        )
    for r, v in accumulators:
        lines.append(f"  %out.{r}.{v} = getelementptr float, ptr %c{r}, i64 {v * t.vw}")
        lines.append(f"  store {vec} %sum.{r}.{v}, ptr %out.{r}.{v}, align 4")
    lines += ["  ret void", "}"]
    return "\n".join(lines)


def _pack(
    f: _Function,
    panels: str,
    width: int,
    kc: str,
    first: str,
    limit: str,
    line,
    depth,
    packed: str,
    unit: str = "",
    group: int = PACK_GROUP,
    dense: str = "",
) -> None:
    """packed[(p*kc + k)*width + r] = source element (line of first + p*width + r, depth of k), or 0 past limit.

    With `unit` (an i1 value: consecutive lines are consecutive elements), the panels that are whole are
    copied first, in groups of `group` panels, a depth at a time across the group (each depth's
    elements are read in order, a few cache lines of a row at once), a vector per panel. Across all the
    panels at once, each depth wrote one line into every panel, kc * width * 4 bytes apart (16 KiB on
    AVX2): so many write streams at that stride share a few sets of the L1 cache, and packing took about
    2 cycles per element (a 72 x 256 x 512 matmul 1.46x OpenBLAS's time on AVX2, 0.96x in groups).
    The other panels are copied one at a time: a full panel without bounds checks, lines outside (each
    line's start computed once), the last one with lines past `limit` as 0.
    """
    following = "0"
    if unit:
        whole = f.min(panels, f.value("whole", f"sdiv i64 {f.value('left', f'sub i64 {limit}, {first}')}, {width}"))
        following = f.value("whole", f"select i1 {unit}, i64 {whole}, i64 0")
        g, close_g = f.loop("g", "0", following, str(group))
        group_end = f.min(following, f.add(g, str(group)))
        k, close_k = f.loop("k", "0", kc)
        row = f.element(line(first), depth(k))
        q, close_q = f.loop("q", g, group_end)
        vector = f"<{width} x float>"
        loaded = f.value("row", f"load {vector}, ptr {f.element(row, f.mul(q, str(width)))}, align 4")
        f.emit(f"store {vector} {loaded}, ptr {f.element(packed, f.mul(f.add(f.mul(q, kc), k), str(width)))}, align 4")
        close_q()
        close_k()
        close_g()
    if dense:
        following = _pack_transposing(f, panels, width, kc, first, limit, line, depth, packed, dense, following)
    p, close_p = f.loop("p", following, panels)
    start = f.add(first, f.mul(p, str(width)))
    full = f.value("full", f"icmp sle i64 {f.add(start, str(width))}, {limit}")
    checked, plain, joined = f.name("checked")[1:], f.name("plain")[1:], f.name("panel")[1:]
    f.emit(f"br i1 {full}, label %{plain}, label %{checked}")
    f.label(plain)
    r, close_r = f.loop("r", "0", str(width))
    source = line(f.add(start, r))
    k, close_k = f.loop("k", "0", kc)
    loaded = f.value("loaded", f"load float, ptr {f.element(source, depth(k))}, align 4")
    slot = f.add(f.mul(f.add(f.mul(p, kc), k), str(width)), r)
    f.emit(f"store float {loaded}, ptr {f.element(packed, slot)}, align 4")
    close_k()
    close_r()
    f.emit(f"br label %{joined}")
    f.label(checked)
    k, close_k = f.loop("k", "0", kc)
    at_k = depth(k)
    r, close_r = f.loop("r", "0", str(width))
    index = f.add(start, r)
    inside = f.value("inside", f"icmp slt i64 {index}, {limit}")
    safe = f.value("safe", f"select i1 {inside}, i64 {index}, i64 0")
    loaded = f.value("loaded", f"load float, ptr {f.element(line(safe), at_k)}, align 4")
    kept = f.value("kept", f"select i1 {inside}, float {loaded}, float 0.0")
    slot = f.add(f.mul(f.add(f.mul(p, kc), k), str(width)), r)
    f.emit(f"store float {kept}, ptr {f.element(packed, slot)}, align 4")
    close_r()
    close_k()
    f.emit(f"br label %{joined}")
    f.label(joined)
    close_p()


def _transpose8(f: _Function, rows: list[str]) -> list[str]:
    """The columns of the 8 x 8 matrix whose rows are `rows` (<8 x float> values): unpack, shuffle and
    128-bit permute steps (`vunpcklps`, `vshufps`, `vperm2f128` on AVX)."""
    vector = "<8 x float>"

    def shuffle(x: str, y: str, mask: tuple[int, ...]) -> str:
        lanes = ", ".join(f"i32 {i}" for i in mask)
        return f.value("tr", f"shufflevector {vector} {x}, {vector} {y}, <8 x i32> <{lanes}>")

    pairs = [
        shuffle(rows[i], rows[i + 1], mask)
        for i in range(0, 8, 2)
        for mask in ((0, 8, 1, 9, 4, 12, 5, 13), (2, 10, 3, 11, 6, 14, 7, 15))
    ]  # t0 t1 (rows 0, 1), t2 t3 (rows 2, 3), ...
    quads = [
        shuffle(pairs[base + half], pairs[base + 2 + half], mask)
        for base in (0, 4)
        for half in (0, 1)
        for mask in ((0, 1, 8, 9, 4, 5, 12, 13), (2, 3, 10, 11, 6, 7, 14, 15))
    ]  # columns (0, 4), (1, 5), (2, 6), (3, 7) of rows 0-3, then of rows 4-7
    low, high = (0, 1, 2, 3, 8, 9, 10, 11), (4, 5, 6, 7, 12, 13, 14, 15)
    return [shuffle(quads[j % 4], quads[4 + j % 4], low if j < 4 else high) for j in range(8)]


def _pack_transposing(f: _Function, panels, width, kc, first, limit, line, depth, packed, dense, following) -> str:
    """Pack the whole panels from `following` on where depths are at consecutive offsets of each line (`dense`)
    and lines are not adjacent (a transposed B): 8 depths of 8 lines are read as 8 vectors and transposed
    into 8 vectors of the panel (an element at a time, each element read from another line, was about twice
    as slow as OpenBLAS's packing of a transposed B). Depths past the last multiple of 8 are copied one by
    one. Returns the first panel left to the caller (all of them without `dense`)."""
    whole = f.min(panels, f.value("whole", f"sdiv i64 {f.value('left', f'sub i64 {limit}, {first}')}, {width}"))
    end = f.value("whole", f"select i1 {dense}, i64 {whole}, i64 {following}")
    eights = f.value("eights", f"and i64 {kc}, -8")
    p, close_p = f.loop("p", following, end)
    start = f.add(first, f.mul(p, str(width)))
    lines = [line(f.add(start, str(r))) for r in range(width)]
    panel = f.element(packed, f.mul(f.mul(p, kc), str(width)))
    k, close_k = f.loop("k", "0", eights, "8")
    at_k = depth(k)
    for block in range(0, width, 8):
        rows = [
            f.value("rows", f"load <8 x float>, ptr {f.element(lines[block + i], at_k)}, align 4") for i in range(8)
        ]
        for j, column in enumerate(_transpose8(f, rows)):
            slot = f.add(f.mul(f.add(k, str(j)), str(width)), str(block))
            f.emit(f"store <8 x float> {column}, ptr {f.element(panel, slot)}, align 4")
    close_k()
    k, close_k = f.loop("k", eights, kc)
    at_k = depth(k)
    for r in range(width):
        loaded = f.value("loaded", f"load float, ptr {f.element(lines[r], at_k)}, align 4")
        f.emit(f"store float {loaded}, ptr {f.element(panel, f.add(f.mul(k, str(width)), str(r)))}, align 4")
    close_k()
    close_p()
    return end


def _driver(t: Tiling) -> str:
    """The exported kernel (see the module docstring): blocking, packing, micro-kernel calls and the update of C."""
    f = _Function()
    operand = "ptr %{0}.allocated, ptr %{0}.aligned, i64 %{0}.base, i64 %{0}.offset"
    params = ", ".join(
        [
            "i64 %M0, i64 %M1, i64 %N, i64 %K0, i64 %K1, i64 %K2",
            operand.format("A"),
            "i64 %am0, i64 %am1, i64 %ak0, i64 %ak1, i64 %ak2",
            operand.format("B"),
            "i64 %bk0, i64 %bk1, i64 %bk2, i64 %bn",
            operand.format("C"),
            "i64 %cm0, i64 %cm1, i64 %cn",
            "i64 %accumulate",
        ]
    )
    f.emit("%M = mul i64 %M0, %M1")
    f.emit("%K12 = mul i64 %K1, %K2")
    f.emit("%K = mul i64 %K0, %K12")
    f.emit("%no.m = icmp sle i64 %M, 0")
    f.emit("%no.n = icmp sle i64 %N, 0")
    f.emit("%no.k = icmp sle i64 %K, 0")
    f.emit("%no.mn = or i1 %no.m, %no.n")
    f.emit("%nothing = or i1 %no.mn, %no.k")
    f.emit("br i1 %nothing, label %empty, label %work")
    # No reduction (K = 0) without accumulating: C is 0.
    f.label("empty")
    f.emit("%filled = icmp ne i64 %accumulate, 0")
    f.emit("%no.output = or i1 %no.mn, %filled")
    f.emit("br i1 %no.output, label %return, label %zeros")
    f.label("zeros")
    f.emit("%C.zero.start = add i64 %C.base, %C.offset")
    f.emit("%C.zero = getelementptr float, ptr %C.aligned, i64 %C.zero.start")
    z0, close_z0 = f.loop("z0", "0", "%M0")
    z1, close_z1 = f.loop("z1", "0", "%M1")
    zn, close_zn = f.loop("zn", "0", "%N")
    zero_at = f.add(f.mul(z0, "%cm0"), f.mul(z1, "%cm1"), f.mul(zn, "%cn"))
    f.emit(f"store float 0.0, ptr {f.element('%C.zero', zero_at)}, align 4")
    close_zn()
    close_z1()
    close_z0()
    f.emit("br label %return")
    f.label("work")
    f.emit("%M.last = sub i64 %M, 1")
    # A's reduction levels are contiguous (depth k at offset k) when each level's stride is the size of
    # the levels inside it: then the micro-kernel reads A's rows in place instead of a packed copy.
    for level, stride, inner in (("2", "%ak2", "1"), ("1", "%ak1", "%K2"), ("0", "%ak0", "%K12")):
        f.emit(f"%a.single.{level} = icmp eq i64 %K{level}, 1")
        f.emit(f"%a.dense.{level} = icmp eq i64 {stride}, {inner}")
        f.emit(f"%a.unit.{level} = or i1 %a.single.{level}, %a.dense.{level}")
    f.emit("%a.unit.12 = and i1 %a.unit.1, %a.unit.2")
    f.emit("%a.unit.012 = and i1 %a.unit.0, %a.unit.12")
    # The same for B: depth k at offset k of each column (a transposed B), which packing reads 8 depths at a time.
    for level, stride, inner in (("2", "%bk2", "1"), ("1", "%bk1", "%K2"), ("0", "%bk0", "%K12")):
        f.emit(f"%b.dense.{level} = icmp eq i64 {stride}, {inner}")
        f.emit(f"%b.unit.{level} = or i1 %a.single.{level}, %b.dense.{level}")
    f.emit("%b.unit.12 = and i1 %b.unit.1, %b.unit.2")
    f.emit("%b.unit.012 = and i1 %b.unit.0, %b.unit.12")
    # A run: consecutive depths at consecutive offsets (the dense inner levels: a convolution's input channels,
    # and its window columns where they are adjacent). Runs at least RUN_IN_PLACE long are read in place.
    f.emit("%a.run.2 = select i1 %a.unit.2, i64 %K2, i64 1")
    f.emit("%a.run.12 = select i1 %a.unit.12, i64 %K12, i64 %a.run.2")
    f.emit("%a.run = select i1 %a.unit.012, i64 %K, i64 %a.run.12")
    f.emit(f"%a.long = icmp sge i64 %a.run, {RUN_IN_PLACE}")
    f.emit("%a.direct = or i1 %a.unit.012, %a.long")
    f.emit("%a.panels = xor i1 %a.direct, true")
    # Consecutive rows at consecutive offsets (a transposed A): packing copies a vector of MR rows per depth.
    f.emit("%a.single.m0 = icmp eq i64 %M0, 1")
    f.emit("%a.single.m1 = icmp eq i64 %M1, 1")
    f.emit("%a.m0.unit = icmp eq i64 %am0, 1")
    f.emit("%a.m1.unit = icmp eq i64 %am1, 1")
    f.emit("%a.m0.follows = icmp eq i64 %am0, %M1")
    f.emit("%a.m0.joined = or i1 %a.single.m0, %a.m0.follows")
    f.emit("%a.rows.both = and i1 %a.m1.unit, %a.m0.joined")
    f.emit("%a.rows.outer = or i1 %a.single.m0, %a.m0.unit")
    f.emit("%a.rows.unit = select i1 %a.single.m1, i1 %a.rows.outer, i1 %a.rows.both")
    # A packed block is one run.
    f.emit("%run = select i1 %a.direct, i64 %a.run, i64 %K")
    f.emit("%c.unit = icmp eq i64 %cn, 1")
    f.emit("%overwrite = icmp eq i64 %accumulate, 0")
    for name in "ABC":
        f.emit(f"%{name}.start = add i64 %{name}.base, %{name}.offset")
        f.emit(f"%{name} = getelementptr float, ptr %{name}.aligned, i64 %{name}.start")
    # Offset tables: row m -> its offset in A and in C; reduction index k -> its offset in A and in B.
    f.emit("%tables.count = add i64 %M, %K")
    f.emit("%tables.bytes = mul i64 %tables.count, 16")
    f.emit("%tables = call ptr @malloc(i64 %tables.bytes)")
    f.emit("%a.rows = getelementptr i64, ptr %tables, i64 0")
    f.emit("%c.rows = getelementptr i64, ptr %tables, i64 %M")
    f.emit("%twice.m = mul i64 %M, 2")
    f.emit("%a.depths = getelementptr i64, ptr %tables, i64 %twice.m")
    f.emit("%depths.b = add i64 %twice.m, %K")
    f.emit("%b.depths = getelementptr i64, ptr %tables, i64 %depths.b")

    def panels(extent: str, width: int) -> str:
        return f.value("panels", f"udiv i64 {f.add(extent, str(width - 1))}, {width}")

    # The packed blocks, as large as the operands need: the panels of at most MC rows (of A) and NC columns
    # (of B), at most KC_MAX depths deep, each from the first 64-byte boundary of its allocation (malloc's
    # blocks are 16-byte aligned: a vector of a panel could straddle two cache lines, which costs a second
    # load on Intel's cores; Zen 4 measured no difference either way).
    f.emit(f"%depths.block = call i64 @llvm.smin.i64(i64 %K, i64 {t.kc_max})")
    for name, extent, block, width in (("a", "%M", t.mc, t.mr), ("b", "%N", t.nc, t.nr)):
        lines = f.min(extent, str(block))
        size = f.mul(f.mul(panels(lines, width), "%depths.block"), str(width * 4))
        padded = f.add(size, "64")
        f.emit(f"%{name}.block = call ptr @malloc(i64 {padded})")
        f.emit(f"%{name}.block.int = ptrtoint ptr %{name}.block to i64")
        f.emit(f"%{name}.block.end = add i64 %{name}.block.int, 63")
        f.emit(f"%{name}.block.aligned = and i64 %{name}.block.end, -64")
        f.emit(f"%{name}.block.skip = sub i64 %{name}.block.aligned, %{name}.block.int")
        f.emit(f"%{name}.packed = getelementptr i8, ptr %{name}.block, i64 %{name}.block.skip")
    f.slots.append(f"  %tile = alloca [{t.mr * t.nr} x float], align 64")

    m0, close = f.loop("m0", "0", "%M0")
    m1, close_inner = f.loop("m1", "0", "%M1")
    row = f.add(f.mul(m0, "%M1"), m1)
    for table, first, second in (("%a.rows", "%am0", "%am1"), ("%c.rows", "%cm0", "%cm1")):
        offset = f.add(f.mul(m0, first), f.mul(m1, second))
        f.emit(f"store i64 {offset}, ptr {f.value('row', f'getelementptr i64, ptr {table}, i64 {row}')}")
    close_inner()
    close()

    k0, close0 = f.loop("k0", "0", "%K0")
    k1, close1 = f.loop("k1", "0", "%K1")
    k2, close2 = f.loop("k2", "0", "%K2")
    depth = f.add(f.mul(k0, "%K12"), f.mul(k1, "%K2"), k2)
    for table, strides in (("%a.depths", ("%ak0", "%ak1", "%ak2")), ("%b.depths", ("%bk0", "%bk1", "%bk2"))):
        offset = f.add(*(f.mul(index, stride) for index, stride in zip((k0, k1, k2), strides)))
        f.emit(f"store i64 {offset}, ptr {f.value('depth', f'getelementptr i64, ptr {table}, i64 {depth}')}")
    close2()
    close1()
    close0()

    def table_entry(table: str, index: str) -> str:
        return f.value("entry", f"load i64, ptr {f.value('at', f'getelementptr i64, ptr {table}, i64 {index}')}")

    jc, close_jc = f.loop("jc", "0", "%N", str(t.nc))
    nc = f.min(str(t.nc), f.value("left", f"sub i64 %N, {jc}"))
    # Blocks of KC depths, the last up to KC_MAX deep (the loop steps by each block's depth).
    kc = f.name("kc")
    pc, close_pc = f.loop("pc", "0", "%K", kc)
    depths_left = f.value("left", f"sub i64 %K, {pc}")
    last = f.value("last", f"icmp sle i64 {depths_left}, {t.kc_max}")
    f.emit(f"{kc} = select i1 {last}, i64 {depths_left}, i64 {t.kc}")
    # The runs the block [pc, pc + kc) meets (one where A is packed or fully contiguous).
    first_run = f.value("run.first", f"udiv i64 {pc}, %run")
    runs_end = f.add(f.value("run.last", f"udiv i64 {f.add(pc, kc, '-1')}, %run"), "1")
    one_run = f.value("run.one", f"icmp eq i64 {runs_end}, {f.add(first_run, '1')}")
    block_depth = f.value("run.depth", f"select i1 %a.direct, i64 {table_entry('%a.depths', pc)}, i64 0")
    n_panels = panels(nc, t.nr)
    _pack(
        f,
        n_panels,
        t.nr,
        kc,
        jc,
        "%N",
        lambda n: f.element("%B", f.mul(n, "%bn")),
        lambda k: table_entry("%b.depths", f.add(pc, k)),
        "%b.packed",
        unit=f.value("unit", "icmp eq i64 %bn, 1"),
        dense="%b.unit.012",
    )
    ic, close_ic = f.loop("ic", "0", "%M", str(t.mc))
    mc = f.min(str(t.mc), f.value("left", f"sub i64 %M, {ic}"))
    m_panels = panels(mc, t.mr)
    packing, packed = f.name("a.pack")[1:], f.name("a.ready")[1:]
    f.emit(f"br i1 %a.direct, label %{packed}, label %{packing}")
    f.label(packing)
    _pack(
        f,
        m_panels,
        t.mr,
        kc,
        ic,
        "%M",
        lambda m: f.element("%A", table_entry("%a.rows", m)),
        lambda k: table_entry("%a.depths", f.add(pc, k)),
        "%a.packed",
        unit="%a.rows.unit",
        group=-(-t.mc // t.mr),
    )
    f.emit(f"br label %{packed}")
    f.label(packed)
    p, close_p = f.loop("jr", "0", n_panels)
    q, close_q = f.loop("ir", "0", m_panels)
    first_row = f.add(ic, f.mul(q, str(t.mr)))
    first_column = f.add(jc, f.mul(p, str(t.nr)))
    a_panel = f.element("%a.packed", f.mul(q, f.mul(kc, str(t.mr))))
    b_panel = f.element("%b.packed", f.mul(p, f.mul(kc, str(t.nr))))
    a_starts = []
    for r in range(t.mr):
        # Read in place: row r of the panel (the last row again past M, its sums unused); or the packed panel.
        row = f.min(f.add(first_row, str(r)), "%M.last")
        in_place = f.element("%A", table_entry("%a.rows", row))
        a_starts.append(f.value("a.row", f"select i1 %a.direct, ptr {in_place}, ptr {f.element(a_panel, str(r))}"))
    rows = f.min(str(t.mr), f.value("left", f"sub i64 %M, {first_row}"))
    columns = f.min(str(t.nr), f.value("left", f"sub i64 %N, {first_column}"))
    # The micro-kernel computes C + the block's sums (or, without `accumulate` in the first block of the
    # reduction, 0.0 + the sums: C is not read), adding to C in the order of the reduction as a loop nest
    # does. A full tile of a C with unit column stride is computed in C itself; any other tile in a tile on
    # the stack, C's elements copied in (the rest 0.0) and the results copied out an element at a time.
    fresh = f.value("fresh", f"icmp eq i64 {pc}, 0")
    fresh = f.value("fresh", f"and i1 {fresh}, %overwrite")
    load = f.value("load", f"xor i1 {fresh}, true")
    direct, buffered, copy_in, compute = (f.name(stem)[1:] for stem in ("c.direct", "c.buffered", "c.in", "c.tile"))
    updated = f.name("c.done")[1:]
    full_rows = f.value("full", f"icmp eq i64 {rows}, {t.mr}")
    full_columns = f.value("full", f"icmp eq i64 {columns}, {t.nr}")
    full = f.value("full", f"and i1 {full_rows}, {full_columns}")
    f.emit(f"br i1 {f.value('vector', f'and i1 {full}, %c.unit')}, label %{direct}, label %{buffered}")

    def micro(outputs: list[str], mr: int = t.mr, nv: int = t.nv) -> None:
        """The micro-kernel of `mr` rows and `nv` vectors of columns (`_micro_name`) on each run of the block
        [pc, pc + kc), adding to the sums of the runs before it."""
        c_rows = ", ".join(f"ptr {row}" for row in outputs[:mr])

        def call(length: str, a_rows: str, b: str, accumulated: str) -> None:
            f.emit(
                f"call void {_micro_name(t, mr, nv)}(i64 {length}, {a_rows}, i1 %a.panels, ptr {b}, {c_rows}, "
                f"i1 {accumulated})"
            )

        single, several, done = (f.name(stem)[1:] for stem in ("run.single", "run.several", "run.done"))
        f.emit(f"br i1 {one_run}, label %{single}, label %{several}")
        f.label(single)
        a_rows = ", ".join(f"ptr {f.element(a_start, block_depth)}" for a_start in a_starts[:mr])
        call(kc, a_rows, b_panel, load)
        f.emit(f"br label %{done}")
        f.label(several)
        s, close_s = f.loop("run", first_run, runs_end)
        run_start = f.mul(s, "%run")
        start = f.value("run.start", f"call i64 @llvm.smax.i64(i64 {pc}, i64 {run_start})")
        end = f.min(f.add(pc, kc), f.add(run_start, "%run"))
        into = f.value("into", f"sub i64 {start}, {pc}")
        # The run's first depth: its offset in A's rows, or its place in the packed panel.
        depth, place = table_entry("%a.depths", start), f.mul(into, str(t.mr))
        offset = f.value("offset", f"select i1 %a.direct, i64 {depth}, i64 {place}")
        a_rows = ", ".join(f"ptr {f.element(a_start, offset)}" for a_start in a_starts[:mr])
        b_run = f.element(b_panel, f.mul(into, str(t.nr)))
        later = f.value("later", f"icmp ne i64 {start}, {pc}")
        accumulated = f.value("load", f"or i1 {load}, {later}")
        length = f.value("run.length", f"sub i64 {end}, {start}")
        call(length, a_rows, b_run, accumulated)
        close_s()
        f.emit(f"br label %{done}")
        f.label(done)

    f.label(direct)
    c_rows = [
        f.element("%C", f.add(table_entry("%c.rows", f.add(first_row, str(r))), first_column)) for r in range(t.mr)
    ]
    micro(c_rows)
    f.emit(f"br label %{updated}")

    def tile_elements():
        """Loops over the tile's elements in C: (C's element, the stack tile's element, close)."""
        r, close_r = f.loop("r", "0", rows)
        c_row = f.element("%C", table_entry("%c.rows", f.add(first_row, r)))
        c, close_c = f.loop("c", "0", columns)
        target = f.element(c_row, f.mul(f.add(first_column, c), "%cn"))
        partial = f.element("%tile", f.add(f.mul(r, str(t.nr)), c))

        def close() -> None:
            close_c()
            close_r()

        return target, partial, close

    f.label(buffered)
    f.emit(f"br i1 {fresh}, label %{compute}, label %{copy_in}")
    f.label(copy_in)
    f.emit(f"call void @llvm.memset.p0.i64(ptr %tile, i8 0, i64 {t.mr * t.nr * 4}, i1 false)")
    target, partial, close = tile_elements()
    f.emit(f"store float {f.value('old', f'load float, ptr {target}, align 4')}, ptr {partial}, align 4")
    close()
    f.emit(f"br label %{compute}")
    f.label(compute)
    # An edge tile takes the smallest kernel that covers its rows and columns (`_micro_shapes`; N = 33 on AVX2:
    # the third panel's one column computed with one vector of B instead of two). One thread, thread CPU time,
    # medians of 11 interleaved rounds on Zen 5, M x K x N: 1000 x 1000 x 33 0.743 -> 0.671 ms with x86-64-v3
    # code (OpenBLAS 0.645), 0.509 -> 0.408 with AVX-512; 300 x 200 x 40 0.0447 -> 0.0409; 1000 x 1000 x 7
    # 0.255 -> 0.186 (OpenBLAS 0.364); shapes without such panels unchanged.
    tile_rows = [f.element("%tile", str(r * t.nr)) for r in range(t.mr)]
    computed = f.name("c.computed")[1:]
    for mr, nv in _micro_shapes(t)[:-1]:
        fits = f.value("fits", f"icmp sle i64 {rows}, {mr}")
        fits = f.value("fits", f"and i1 {fits}, {f.value('fits', f'icmp sle i64 {columns}, {nv * t.vw}')}")
        smaller, larger = f.name(f"c.{mr}x{nv}")[1:], f.name("c.larger")[1:]
        f.emit(f"br i1 {fits}, label %{smaller}, label %{larger}")
        f.label(smaller)
        micro(tile_rows, mr, nv)
        f.emit(f"br label %{computed}")
        f.label(larger)
    micro(tile_rows)
    f.emit(f"br label %{computed}")
    f.label(computed)
    target, partial, close = tile_elements()
    f.emit(f"store float {f.value('sum', f'load float, ptr {partial}, align 4')}, ptr {target}, align 4")
    close()
    f.emit(f"br label %{updated}")
    f.label(updated)
    close_q()
    close_p()
    close_ic()
    close_pc()
    close_jc()
    f.emit("call void @free(ptr %b.block)")
    f.emit("call void @free(ptr %a.block)")
    f.emit("call void @free(ptr %tables)")
    f.emit("br label %return")
    f.label("return")
    f.emit("ret void")
    return "\n".join([f"define void @{MATMUL_F32}({params}) {{", "entry:", *f.slots, *f.lines, "}"])


@functools.cache
def kernel_ir(tiled: Tiling | int) -> str:
    """The LLVM IR module of the kernels with a tiling (`tiling()`), or that of a vector width (4, 8 or 16
    floats: TILINGS)."""
    t = TILINGS[tiled] if isinstance(tiled, int) else tiled
    vw = t.vw
    return "\n\n".join(
        [
            "declare ptr @malloc(i64)",
            "declare void @free(ptr)",
            "declare i64 @llvm.smin.i64(i64, i64)",
            "declare i64 @llvm.smax.i64(i64, i64)",
            f"declare <{vw} x float> @llvm.fmuladd.v{vw}f32(<{vw} x float>, <{vw} x float>, <{vw} x float>)",
            "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)",
            *(_micro_kernel(t, mr, nv) for mr, nv in _micro_shapes(t)),
            _driver(t),
            # loop IDs: !(2 + 2 i) and !(3 + 2 i) for the packed and unit loops of the i-th of `_micro_shapes`
            '!1 = !{!"llvm.loop.unroll.count", i32 4}',
            *(f"!{i} = distinct !{{!{i}, !1}}" for i in range(2, 2 + 2 * len(_micro_shapes(t)))),
        ]
    )
