"""`convert-linalg-matmul-to-gpu`: f32 matmuls and NHWC convolutions on buffers as tiled shared-memory kernels.

A plain parallel-loop lowering gives each GPU thread one output and reads
both operands from global memory for every multiply. This pass gives each
block a `tile-m` x `tile-n` tile of C and each thread a `thread-m` x
`thread-n` sub-tile of it, held in registers, and steps through K by
`tile-k`: the block's threads copy an A and a B tile into workgroup (shared)
memory together (consecutive threads read consecutive addresses), wait at a
barrier, multiply out of shared memory, and wait again before the next copy
(the classic shared-memory SGEMM; IREE's and Triton's first tiling level):

    linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)

becomes

    gpu.launch blocks(...) in (%gx = ceil(N / 64), %gy = ceil(M / 64), ...) threads(...) in (%sx = 16, %sy = 16, ...)
        workgroup(%a_tile : memref<64x16xf32, #gpu.address_space<workgroup>>,
                  %b_tile : memref<16x64xf32, #gpu.address_space<workgroup>>) {
      %sums:16 = scf.for %k0 = %c0 to %K step %c16 iter_args(...) {
        ... copy the tiles (zeros outside A and B), gpu.barrier
        %partial:16 = scf.for %k = %c0 to %c16 step %c1 iter_args(...) { 4 + 4 loads, 16 math.fma }
        gpu.barrier
      }
      ... C[r, c] += sum, where (r, c) is inside C
      gpu.terminator
    }

Thread (tx, ty) owns rows `ty + i * block_y` and columns `tx + j * block_x` of
the tile (i < thread-m, j < thread-n), so a warp's reads of the B tile are
consecutive and its reads of the A tile one broadcast. Any M, N and K work:
the copies pad with zeros, the stores skip what is outside C.

Vectorized copies (what cuBLAS, CUTLASS and Triton do): for the A and B of
a matmul or batch_matmul, and the B (filter) of a convolution, whose tile
width (tile-k for A, tile-n for B) is a multiple of 4 and whose tile's groups
of 4 split evenly among the threads (the default tiles), thread t copies groups t, t + threads, ... of 4 consecutive f32 of a
row (8 f16 or bf16 for the tensor-core kernel's A), each with one 128-bit
load and store where it can:

    %a_aligned = ...  once per block: A's aligned pointer + 4 * offset is a multiple of 16 bytes,
                      its row strides multiples of 4 and its last stride 1 (memref.extract_strided_metadata,
                      memref.extract_aligned_pointer_as_index; folded for static shapes but the pointer)
    scf.if %inside_and_aligned {      // the group's last element is inside A: row < M, column + 3 < K
      %v = vector.load %A[%row, %col] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
      vector.store %v, %As[%r, %c] {alignment = 16 : i64} : memref<64x16xf32, #gpu.address_space<workgroup>>, vector<4xf32>
    } else {
      ... 4 memref.loads (zero outside A) and memref.stores
    }

`convert-gpu-to-nvvm` makes these `ld.global.v4.b32` and `st.shared.v4.b32`
(workgroup globals are 16-byte aligned). Ragged edges, rows of K or N not a
multiple of 4 and unaligned views take the scalar copies; the branch on the
alignment is the same for every thread, the one on the edge diverges only in
edge blocks. A
`linalg.batch_matmul` is the same kernel with grid z over the batch (the
block's z index is the batch index of every load and store). A static
`linalg.conv_2d_nhwc_hwcf` is the same kernel as an implicit GEMM (cuDNN's
and CUTLASS's): M = N * OH * OW output pixels, K = KH * KW * C window
elements, N = F output channels; the A tile's copy computes each element's
input position (`oh * stride + kh * dilation`, ...) instead of reading a
copied im2col matrix, B is the HWCF filter read as a K x F matrix and C the
NHWF output as M x F. Matmuls of other element types or with casts, and
other convolutions, stay for `convert-linalg-to-parallel-loops` (issue 16).
`hlo-to-gpu-pipeline` runs this pass before that one.

Tensor cores (sm_80 and later; `tensor_core_kernel_text`): with
`tensor-cores=true`, f16 and bf16 matmuls into f32 run on
`mma.sync.m16n8k16`. With `tf32=true` (opt-in, as cuBLAS's TF32 mode and
JAX's `jax_default_matmul_precision="tensorfloat32"`: A and B keep 10 of
their 23 mantissa bits), f32 matmuls, batch matmuls and convolutions run on
`mma.sync.m16n8k8` with tf32 A and B: each element is rounded to nearest
(ties away from zero) once, as the block copies it into shared memory;
products are exact and sums f32:

    linalg.matmul ins(%a, %b : memref<100x70xf32>, memref<70x128xf32>) outs(%c : memref<100x128xf32>)

becomes (4 warps per 64 x 64 tile of C, K in steps of 16: two mma steps of 8)

    gpu.launch ... threads(...) in (%sx = %c128, ...)
        workgroup(%As : memref<64x20xi32, #gpu.address_space<workgroup>>,    // rows padded: no bank conflicts
                  %Bs : memref<16x72xi32, #gpu.address_space<workgroup>>) {
      %v = vector.load %b[%k, %n] {alignment = 16 : i64} : memref<70x128xf32>, vector<4xf32>
      %x0 = llvm.extractelement %v[%p0 : i32] : vector<4xf32>
      %t0 = nvvm.convert.float.to.tf32 %x0 {rnd = #nvvm.fp_rnd_mode<rna>}
      ... (4 lanes into a vector<4xi32>), vector.store ... : memref<16x72xi32, ...>, vector<4xi32>
      gpu.barrier
      %a0 = memref.load %As[%row, %col] : memref<64x20xi32, #gpu.address_space<workgroup>>
      ...
      %d = nvvm.mma.sync A[%a0, %a1, %a2, %a3] B[%b0, %b1] C[%s0, %s1, %s2, %s3]
        {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
         multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
         shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>

An op whose `precision_config` (a discardable attribute: the HLO dot's or
convolution's per-operand precisions, which convert-mhlo-to-linalg copies
onto the named linalg op) names HIGHEST for an operand keeps the f32 kernel
even then, as XLA keeps TF32 off for it:

    linalg.matmul {precision_config = [#mhlo<precision HIGHEST>, #mhlo<precision HIGHEST>]} ins(...) outs(...)

`hlo-to-gpu-pipeline{tf32=true}` and `compile_for_cuda(tf32=True)` turn the
option on from sm_80.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, BFloat16Type, Float16Type, Float32Type, MemRefType, ModuleOp, UnitAttr
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Block, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from aiopt.dialects import func, linalg
from aiopt.support.passes import DiagnosticPass
from aiopt.support.registry import PassOptionError, option
from aiopt.transforms.gpu_tile_parallel_loops import MAX_BLOCK_SIZE

WORKGROUP = "#gpu.address_space<workgroup>"


@dataclass(frozen=True)
class MatmulTiling:
    """The tile sizes of the kernel: block tile tile_m x tile_n, K step tile_k, thread tile thread_m x thread_n."""

    tile_m: int = 64
    tile_n: int = 64
    tile_k: int = 16
    thread_m: int = 4
    thread_n: int = 4

    @property
    def block(self) -> tuple[int, int]:
        """Threads per block in x (columns) and y (rows)."""
        return self.tile_n // self.thread_n, self.tile_m // self.thread_m

    @property
    def threads(self) -> int:
        return self.block[0] * self.block[1]

    def problem(self) -> tuple[str, str] | None:
        """The option and what is wrong with these sizes, or None."""
        for name, value in (("tile-m", self.tile_m), ("tile-n", self.tile_n), ("tile-k", self.tile_k),
                            ("thread-m", self.thread_m), ("thread-n", self.thread_n)):  # fmt: skip
            if value < 1:
                return name, f"must be positive, got {value}"
        if self.tile_m % self.thread_m:
            return "thread-m", f"must divide tile-m ({self.tile_m}), got {self.thread_m}"
        if self.tile_n % self.thread_n:
            return "thread-n", f"must divide tile-n ({self.tile_n}), got {self.thread_n}"
        if self.threads > MAX_BLOCK_SIZE:
            return "thread-m", f"gives {self.threads} threads per block, more than {MAX_BLOCK_SIZE}"
        if (self.tile_m * self.tile_k) % self.threads or (self.tile_k * self.tile_n) % self.threads:
            return "tile-k", (f"the {self.threads} threads must share the tiles' {self.tile_m * self.tile_k} and "
                              f"{self.tile_k * self.tile_n} elements evenly")
        if 4 * self.tile_k * (self.tile_m + self.tile_n) > 48 * 1024:
            return "tile-k", "the tiles need more than 48 KiB of shared memory"
        return None


@dataclass(frozen=True)
class GemmOperands:
    """How the kernel's A (M x K), B (K x N) and C (M x N) are the op's memrefs: their types, the sizes M, K, N
    and the grid's z size (lines before the launch defining %M, %K, %N, %gz), and each element's indices."""

    types: tuple[str, str, str]
    sizes: tuple[str, ...]

    def index(self, operand: str, row: str, column: str, name: str) -> tuple[list[str], str]:
        """Lines computing the indices of element (row, column) of `operand` ("A", "B" or "C"; values named
        after `name`), and the indices as written in the load or store."""
        raise NotImplementedError


@dataclass(frozen=True)
class MatrixOperands(GemmOperands):
    """linalg.matmul (A, B, C the memrefs) and linalg.batch_matmul (a leading batch dim: grid z)."""

    batched: bool = False

    def index(self, operand: str, row: str, column: str, name: str) -> tuple[list[str], str]:
        return [], f"{'%bz, ' if self.batched else ''}{row}, {column}"


def matrix_operands(batched: bool, inputs: str = "f32") -> MatrixOperands:
    """A and B of element type `inputs`, C of f32, with a leading batch dimension or not."""
    shape = "?x?x?x" if batched else "?x?x"
    a_type, c_type = f"memref<{shape}{inputs}>", f"memref<{shape}f32>"
    first = 1 if batched else 0  # the dimension of M
    sizes = (
        f"  %M = memref.dim %A, %c{first} : {a_type}",
        f"  %K = memref.dim %A, %c{first + 1} : {a_type}",
        f"  %N = memref.dim %B, %c{first + 1} : {a_type}",
        f"  %gz = memref.dim %A, %c0 : {a_type}" if batched else "  %gz = arith.constant 1 : index",
    )
    return MatrixOperands((a_type, a_type, c_type), sizes, batched)


@dataclass(frozen=True)
class ConvOperands(GemmOperands):
    """linalg.conv_2d_nhwc_hwcf as a GEMM without copying the input (implicit GEMM): row m of A and C is the
    output pixel (n, oh, ow), column k of A and row k of B the window position and channel (kh, kw, c), column
    f of B and C the output channel. A[m, k] = input[n, oh * sh + kh * dh, ow * sw + kw * dw, c]."""

    output: tuple[int, int, int]
    """N, OH, OW."""
    window: tuple[int, int, int]
    """KH, KW, C."""
    strides: tuple[int, int]
    dilations: tuple[int, int]

    def index(self, operand: str, row: str, column: str, name: str) -> tuple[list[str], str]:
        v = f"%{name}_"  # the names of this element's values
        lines: list[str] = []
        if operand in ("A", "C"):
            _, oh, ow = self.output
            lines += _split(row, (oh * ow, ow), (f"{v}n", f"{v}oh", f"{v}ow"), f"{name}_m")
        if operand in ("A", "B"):
            _, kw, c = self.window
            k = column if operand == "A" else row
            lines += _split(k, (kw * c, c), (f"{v}kh", f"{v}kw", f"{v}c"), f"{name}_k")
        if operand == "B":
            return lines, f"{v}kh, {v}kw, {v}c, {column}"
        if operand == "C":
            return lines, f"{v}n, {v}oh, {v}ow, {column}"
        for axis, (stride, dilation) in enumerate(zip(self.strides, self.dilations)):
            out, window = ("oh", "kh") if axis == 0 else ("ow", "kw")
            lines += [
                f"{v}s{axis} = arith.constant {stride} : index",
                f"{v}d{axis} = arith.constant {dilation} : index",
                f"{v}o{axis} = arith.muli {v}{out}, {v}s{axis} : index",
                f"{v}w{axis} = arith.muli {v}{window}, {v}d{axis} : index",
                f"{v}i{axis} = arith.addi {v}o{axis}, {v}w{axis} : index",
            ]
        return lines, f"{v}n, {v}i0, {v}i1, {v}c"


def _split(value: str, divisors: tuple[int, int], names: tuple[str, str, str], prefix: str) -> list[str]:
    """Lines splitting `value` into value / d0, value % d0 / d1, value % d1 (mixed radix), named `names`."""
    high, low = divisors
    return [
        f"%{prefix}_hi = arith.constant {high} : index",
        f"%{prefix}_lo = arith.constant {low} : index",
        f"{names[0]} = arith.divui {value}, %{prefix}_hi : index",
        f"%{prefix}_rem = arith.remui {value}, %{prefix}_hi : index",
        f"{names[1]} = arith.divui %{prefix}_rem, %{prefix}_lo : index",
        f"{names[2]} = arith.remui %{prefix}_rem, %{prefix}_lo : index",
    ]


def conv_operands(input_type: MemRefType, filter_type: MemRefType, output_type: MemRefType,
                  strides: tuple[int, int], dilations: tuple[int, int]) -> ConvOperands:
    n, oh, ow, f = output_type.get_shape()
    kh, kw, c, _ = filter_type.get_shape()
    types = tuple(str(t) for t in (input_type, filter_type, output_type))
    sizes = (
        f"  %M = arith.constant {n * oh * ow} : index",
        f"  %K = arith.constant {kh * kw * c} : index",
        f"  %N = arith.constant {f} : index",
        "  %gz = arith.constant 1 : index",
    )
    return ConvOperands(types, sizes, (n, oh, ow), (kh, kw, c), strides, dilations)  # type: ignore[arg-type]


def kernel_text(tiling: MatmulTiling, operands: GemmOperands | None = None) -> str:
    """A function `@matmul(A, B, C)` whose body is the tiled launch (default: matmul of memrefs of any sizes)."""
    operands = operands or matrix_operands(batched=False)
    a_type, b_type, c_type = operands.types
    tm, tn, tk, rm, rn = tiling.tile_m, tiling.tile_n, tiling.tile_k, tiling.thread_m, tiling.thread_n
    bx, by = tiling.block
    count = tiling.threads
    sums = [(i, j) for i in range(rm) for j in range(rn)]
    f32s = ", ".join("f32" for _ in sums)
    lines = [
        f"func.func @matmul(%A: {a_type}, %B: {b_type}, %C: {c_type}) {{",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        "  %c2 = arith.constant 2 : index",
        f"  %cbx = arith.constant {bx} : index",
        f"  %cby = arith.constant {by} : index",
        f"  %ctm = arith.constant {tm} : index",
        f"  %ctn = arith.constant {tn} : index",
        *operands.sizes,
        f"  %tn1 = arith.constant {tn - 1} : index",
        f"  %tm1 = arith.constant {tm - 1} : index",
        "  %n_up = arith.addi %N, %tn1 : index",
        "  %m_up = arith.addi %M, %tm1 : index",
        "  %gx = arith.divui %n_up, %ctn : index",
        "  %gy = arith.divui %m_up, %ctm : index",
        "  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %gz)"
        " threads(%tx, %ty, %tz) in (%sbx = %cbx, %sby = %cby, %sbz = %c1)"
        f" workgroup(%As : memref<{tm}x{tk}xf32, {WORKGROUP}>, %Bs : memref<{tk}x{tn}xf32, {WORKGROUP}>) {{",
        "    %z0 = arith.constant 0 : index",
        "    %z1 = arith.constant 1 : index",
        f"    %ktile = arith.constant {tk} : index",
        f"    %mtile = arith.constant {tm} : index",
        f"    %ntile = arith.constant {tn} : index",
        f"    %nthreads = arith.constant {count} : index",
        f"    %blockx = arith.constant {bx} : index",
        f"    %a_loads = arith.constant {tm * tk // count} : index",
        f"    %b_loads = arith.constant {tk * tn // count} : index",
        "    %zero = arith.constant 0.000000e+00 : f32",
        "    %zero_f32 = arith.constant 0.000000e+00 : f32",
        "    %row0 = arith.muli %by, %mtile : index",
        "    %col0 = arith.muli %bx, %ntile : index",
        "    %trow = arith.muli %ty, %blockx : index",
        "    %t = arith.addi %trow, %tx : index",
        f"    %sums:{len(sums)} = scf.for %k0 = %z0 to %K step %ktile iter_args("
        + ", ".join(f"%s{i}_{j} = %zero" for i, j in sums) + f") -> ({f32s}) {{",
    ]
    a_tile, b_tile = f"memref<{tm}x{tk}xf32, {WORKGROUP}>", f"memref<{tk}x{tn}xf32, {WORKGROUP}>"
    copies = (("a", a_tile, "A", ("%row0", "%M"), ("%k0", "%K"), (tm, tk)),
              ("b", b_tile, "B", ("%k0", "%K"), ("%col0", "%N"), (tk, tn)))  # fmt: skip
    vectorized = {name for name, _, operand, *_, shape in copies if _vectorizable(operands, operand, shape, count)}
    for name, _, operand, *_ in copies:
        if name in vectorized:  # before the K loop: whether the operand's rows are 16-byte aligned
            lines[-1:-1] = _aligned_rows(name, operand, operands)
    for name, tile_type, operand, row, column, shape in copies:
        tile = f"%{name.upper()}s : {tile_type}"
        if name in vectorized:
            lines += _vector_tile_copy(name, tile, operands, operand, row, column, shape, count)
        else:
            width, loads = ("%ktile", "%a_loads") if name == "a" else ("%ntile", "%b_loads")
            lines += _tile_copy(name, tile, operands, operand, row, column, width, loads)
    lines += [
        "      gpu.barrier",
        f"      %partial:{len(sums)} = scf.for %k = %z0 to %ktile step %z1 iter_args("
        + ", ".join(f"%p{i}_{j} = %s{i}_{j}" for i, j in sums) + f") -> ({f32s}) {{",
    ]
    for i in range(rm):
        lines += [f"        %ro{i} = arith.constant {i * by} : index", f"        %ar{i} = arith.addi %ty, %ro{i} : index",
                  f"        %a{i} = memref.load %As[%ar{i}, %k] : memref<{tm}x{tk}xf32, {WORKGROUP}>"]
    for j in range(rn):
        lines += [f"        %co{j} = arith.constant {j * bx} : index", f"        %bc{j} = arith.addi %tx, %co{j} : index",
                  f"        %b{j} = memref.load %Bs[%k, %bc{j}] : memref<{tk}x{tn}xf32, {WORKGROUP}>"]
    for i, j in sums:
        lines.append(f"        %n{i}_{j} = math.fma %a{i}, %b{j}, %p{i}_{j} : f32")
    lines += [
        "        scf.yield " + ", ".join(f"%n{i}_{j}" for i, j in sums) + f" : {f32s}",
        "      }",
        "      gpu.barrier",
        "      scf.yield " + ", ".join(f"%partial#{n}" for n in range(len(sums))) + f" : {f32s}",
        "    }",
    ]
    for n, (i, j) in enumerate(sums):
        lines += [
            f"    %or{n} = arith.constant {i * by} : index",
            f"    %oc{n} = arith.constant {j * bx} : index",
            f"    %rr{n} = arith.addi %row0, %ty : index",
            f"    %orow{n} = arith.addi %rr{n}, %or{n} : index",
            f"    %cc{n} = arith.addi %col0, %tx : index",
            f"    %ocol{n} = arith.addi %cc{n}, %oc{n} : index",
            *_accumulate_into_c(n, operands),
        ]
    lines += ["    gpu.terminator", "  }", "  return", "}", ""]
    return "\n".join(lines)


def _accumulate_into_c(n: int, operands: GemmOperands) -> list[str]:
    """Lines adding sum #n to C[%orow<n>, %ocol<n>] where that element is inside C (M x N)."""
    index_lines, indices = operands.index("C", f"%orow{n}", f"%ocol{n}", f"o{n}")
    c_type = operands.types[2]
    return [
        f"    %rin{n} = arith.cmpi ult, %orow{n}, %M : index",
        f"    %cin{n} = arith.cmpi ult, %ocol{n}, %N : index",
        f"    %in{n} = arith.andi %rin{n}, %cin{n} : i1",
        f"    scf.if %in{n} {{",
        *(f"      {line}" for line in index_lines),
        f"      %old{n} = memref.load %C[{indices}] : {c_type}",
        f"      %new{n} = arith.addf %old{n}, %sums#{n} : f32",
        f"      memref.store %new{n}, %C[{indices}] : {c_type}",
        "    }",
    ]


@dataclass(frozen=True)
class MmaKind:
    """How the tensor-core kernel runs `element` (f16, bf16 or tf32) on `mma.sync`: the memory element type of A
    and B, the mma's K depth, the register type of an A or B register, the elements per register, and the
    padded shapes of the workgroup tiles of A (64 x 16 copied) and of B (16 x 64 copied; n-major, 64 x 16, where
    a register is a pair of consecutive k). tf32 tiles hold A and B already rounded (`cvt.rna.tf32.f32` once
    per element, as the block copies it), the i32 registers as they are."""

    element: str
    memory: str
    k: int
    register: str
    per_register: int
    a_tile: tuple[int, int]
    b_tile: tuple[int, int]

    @property
    def rounded(self) -> bool:
        """Whether the tiles hold A and B rounded to tf32 (i32s: the registers as they are), not as in memory."""
        return self.element == "tf32"

    @property
    def tile_element(self) -> str:
        return "i32" if self.rounded else self.memory

    @property
    def b_transposed(self) -> bool:
        return self.per_register == 2

    @property
    def k_steps(self) -> int:
        """mma.sync steps per K step of 16."""
        return 16 // self.k

    def attributes(self) -> str:
        types = ("" if self.element == "f16" else  # inferred from vector<2xf16>; i32 registers need them written
                 f"multiplicandAPtxType = #nvvm.mma_type<{self.element}>, "
                 f"multiplicandBPtxType = #nvvm.mma_type<{self.element}>, ")
        return (f"{{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, {types}"
                f"shape = #nvvm.shape<m = 16, n = 8, k = {self.k}>}}")  # fmt: skip


MMA_KINDS = {
    "f16": MmaKind("f16", "f16", 16, "vector<2xf16>", 2, (64, 16), (64, 16)),
    "bf16": MmaKind("bf16", "bf16", 16, "i32", 2, (64, 16), (64, 16)),  # bf16 pairs are i32, as LLVM takes them
    # f32 in memory, one tf32 per i32 register (cvt.rna.tf32.f32). Rows of the A tile 20 elements apart and of
    # the B tile 72: the 32 lanes' shared loads of a register (rows g, columns q; rows q, columns g) hit 32 banks.
    "tf32": MmaKind("tf32", "f32", 8, "i32", 1, (64, 20), (16, 72)),
}
"""The tensor-core kernels: m16n8k16 on f16 and bf16 pairs, m16n8k8 on tf32."""


def tensor_core_kernel_text(operands: GemmOperands, element: str = "f16") -> str:
    """`@matmul(A, B, C)` for f16 (or bf16) A and B and f32 C on tensor cores (`nvvm.mma.sync`, sm_80 and later),
    or for f32 A and B rounded to tf32 (`element` "tf32").

    64 x 64 tiles of C per block of 4 warps (128 threads; 2 x 2 warps of 32 x 32), K in steps of 16 (one
    mma.sync.m16n8k16 deep, or two m16n8k8 for tf32), 2 x 4 mmas of 16 x 8 per warp and mma step. The block
    copies a 64 x 16 tile of A (in 16-byte groups of 8 16-bit or 4 f32 elements where they lie inside A and its
    rows are aligned, as the f32 kernel's copies) and a 16 x 64 tile of B into shared memory (f16 and bf16: B
    stored transposed, n-major, so that each lane's B registers are pairs of consecutive k; tf32: as it is, in
    16-byte groups too); each warp builds its A and B registers from them in PTX's fragment layout
    (`aiopt.reference.gpu.mma_fragment_positions`) and runs its mmas; the 32 sums per thread stay in registers
    across K. tf32: the copies round each element with `cvt.rna.tf32.f32` into i32 tiles (once per element and
    block, not once per warp that reads it).
    """
    kind = MMA_KINDS[element]
    memory = kind.memory
    a_type, b_type, c_type = operands.types
    a_tile = f"memref<{kind.a_tile[0]}x{kind.a_tile[1]}x{kind.tile_element}, {WORKGROUP}>"
    b_tile = f"memref<{kind.b_tile[0]}x{kind.b_tile[1]}x{kind.tile_element}, {WORKGROUP}>"
    register = kind.register
    mma_types = f"({register}, {register}, f32) -> !llvm.struct<(f32, f32, f32, f32)>"
    sums = [(mt, nt, r) for mt in range(2) for nt in range(4) for r in range(4)]
    f32s = ", ".join("f32" for _ in sums)
    lines = [
        f"func.func @matmul(%A: {a_type}, %B: {b_type}, %C: {c_type}) {{",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        "  %c2 = arith.constant 2 : index",
        "  %c64 = arith.constant 64 : index",
        "  %c63 = arith.constant 63 : index",
        "  %c128 = arith.constant 128 : index",
        *operands.sizes,
        "  %n_up = arith.addi %N, %c63 : index",
        "  %m_up = arith.addi %M, %c63 : index",
        "  %gx = arith.divui %n_up, %c64 : index",
        "  %gy = arith.divui %m_up, %c64 : index",
        "  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %gz)"
        " threads(%tx, %ty, %tz) in (%sbx = %c128, %sby = %c1, %sbz = %c1)"
        f" workgroup(%As : {a_tile}, %Bs : {b_tile}) {{",
        "    %z0 = arith.constant 0 : index",
        "    %z1 = arith.constant 1 : index",
        "    %z8 = arith.constant 8 : index",
        "    %ktile = arith.constant 16 : index",
        "    %ntile = arith.constant 64 : index",
        "    %nthreads = arith.constant 128 : index",
        "    %warp_size = arith.constant 32 : index",
        "    %four = arith.constant 4 : index",
        "    %zero = arith.constant 0.000000e+00 : f32",
        f"    %zero_{memory} = arith.constant 0.000000e+00 : {memory}",
        "    %lane0 = arith.constant 0 : i32",
        "    %lane1 = arith.constant 1 : i32",
        "    %row0 = arith.muli %by, %ntile : index",
        "    %col0 = arith.muli %bx, %ntile : index",
        "    %t = arith.addi %tx, %z0 : index",
        "    %lane = arith.remui %t, %warp_size : index",
        "    %warp = arith.divui %t, %warp_size : index",
        "    %wm = arith.divui %warp, %c2 : index",
        "    %wn = arith.remui %warp, %c2 : index",
        "    %g = arith.divui %lane, %four : index",
        "    %q = arith.remui %lane, %four : index",
        "    %q2 = arith.muli %q, %c2 : index",
        "    %wm32 = arith.muli %wm, %warp_size : index",
        "    %wn32 = arith.muli %wn, %warp_size : index",
        "    %a_base = arith.addi %wm32, %g : index",
        "    %b_base = arith.addi %wn32, %g : index",
        "    %eight_loads = arith.constant 8 : index",
        f"    %sums:{len(sums)} = scf.for %k0 = %z0 to %K step %ktile iter_args("
        + ", ".join(f"%s{mt}_{nt}_{r} = %zero" for mt, nt, r in sums) + f") -> ({f32s}) {{",
    ]
    k_loop = len(lines) - 1  # the checks of the operands' alignment go before the K loop
    a_copy = ("a", f"%As : {a_tile}", operands, "A", ("%row0", "%M"), ("%k0", "%K"))
    if _vectorizable(operands, "A", (64, 16), 128, memory):  # rows of A are K consecutive elements
        lines[k_loop:k_loop] = _aligned_rows("a", "A", operands, memory)
        lines += _vector_tile_copy(*a_copy, (64, 16), 128, memory, tf32=kind.rounded)
    else:
        lines += _tile_copy(*a_copy, "%ktile", "%eight_loads", element=memory, tf32=kind.rounded)
    b_copy = ("b", f"%Bs : {b_tile}", operands, "B", ("%k0", "%K"), ("%col0", "%N"))
    if not kind.b_transposed and _vectorizable(operands, "B", (16, 64), 128, memory):  # rows of N elements
        lines[k_loop:k_loop] = _aligned_rows("b", "B", operands, memory)
        lines += _vector_tile_copy(*b_copy, (16, 64), 128, memory, tf32=kind.rounded)
    else:
        lines += _tile_copy(*b_copy, "%ntile", "%eight_loads", element=memory, transposed=kind.b_transposed,
                            tf32=kind.rounded)
    lines.append("      gpu.barrier")
    # Each lane's registers in 32-bit columns: A register r at row g + 8 (r % 2), column q + 4 (r // 2); B
    # register r at k q + 4 r, column g; a 32-bit column holds `per_register` elements.
    lane_column = "%q2" if kind.per_register == 2 else "%q"
    results = {}  # the sums after each mma step
    for step in range(kind.k_steps):
        suffix = "" if step == 0 else f"_k{step}"  # the names of the first (f16, bf16: only) step's values
        k_offset = step * kind.k
        for mt in range(2):
            for r in range(4):
                name = f"a{mt}_{r}{suffix}"
                lines += [
                    f"      %{name}_ro = arith.constant {mt * 16 + 8 * (r % 2)} : index",
                    f"      %{name}_row = arith.addi %a_base, %{name}_ro : index",
                    f"      %{name}_co = arith.constant {k_offset + 4 * kind.per_register * (r // 2)} : index",
                    f"      %{name}_col = arith.addi {lane_column}, %{name}_co : index",
                    *_mma_register(kind, name, "%As", a_tile, f"%{name}_row", f"%{name}_col"),
                ]
        for nt in range(4):
            for r in range(2):
                name = f"b{nt}_{r}{suffix}"
                lines += [
                    f"      %{name}_no = arith.constant {nt * 8} : index",
                    f"      %{name}_n = arith.addi %b_base, %{name}_no : index",
                    f"      %{name}_ko = arith.constant {k_offset + 4 * kind.per_register * r} : index",
                    f"      %{name}_k = arith.addi {lane_column}, %{name}_ko : index",
                    *_mma_register(kind, name, "%Bs", b_tile, *((f"%{name}_n", f"%{name}_k") if kind.b_transposed
                                                                 else (f"%{name}_k", f"%{name}_n"))),
                ]
        last = step == kind.k_steps - 1
        for mt in range(2):
            for nt in range(4):
                a = ", ".join(f"%a{mt}_{r}{suffix}" for r in range(4))
                b = ", ".join(f"%b{nt}_{r}{suffix}" for r in range(2))
                c = ", ".join(results.get((mt, nt, r), f"%s{mt}_{nt}_{r}") for r in range(4))
                d = f"%d{mt}_{nt}" + ("" if last else f"_k{step}")
                lines.append(f"      {d} = nvvm.mma.sync A[{a}] B[{b}] C[{c}] {kind.attributes()} : {mma_types}")
                for r in range(4):
                    results[mt, nt, r] = f"%n{mt}_{nt}_{r}" + ("" if last else f"_k{step}")
                    lines.append(f"      {results[mt, nt, r]} = llvm.extractvalue {d}[{r}] "
                                 ": !llvm.struct<(f32, f32, f32, f32)>")
    lines += [
        "      gpu.barrier",
        "      scf.yield " + ", ".join(results[s] for s in sums) + f" : {f32s}",
        "    }",
    ]
    for n, (mt, nt, r) in enumerate(sums):
        lines += [
            f"    %or{n} = arith.constant {mt * 16 + 8 * (r // 2)} : index",
            f"    %oc{n} = arith.constant {nt * 8 + r % 2} : index",
            f"    %rr{n} = arith.addi %row0, %a_base : index",
            f"    %orow{n} = arith.addi %rr{n}, %or{n} : index",
            f"    %cq{n} = arith.addi %col0, %wn32 : index",
            f"    %cc{n} = arith.addi %cq{n}, %q2 : index",
            f"    %ocol{n} = arith.addi %cc{n}, %oc{n} : index",
            *_accumulate_into_c(n, operands),
        ]
    lines += ["    gpu.terminator", "  }", "  return", "}", ""]
    return "\n".join(lines)


def _mma_register(kind: MmaKind, name: str, shared: str, tile: str, row: str, column: str) -> list[str]:
    """Lines making %<name>, the mma register of shared[row, column]: with 16-bit elements a vector of it and
    shared[row, column + 1] (bitcast to i32 for bf16), with tf32 the element (already rounded) as it is."""
    if kind.per_register == 1:
        return [f"      %{name} = memref.load {shared}[{row}, {column}] : {tile}"]
    pair_type = f"vector<2x{kind.memory}>"
    vector = f"%{name}" if kind.register == pair_type else f"%{name}_p"
    lines = [
        f"      %{name}_c1 = arith.addi {column}, %z1 : index",
        f"      %{name}_x = memref.load {shared}[{row}, {column}] : {tile}",
        f"      %{name}_y = memref.load {shared}[{row}, %{name}_c1] : {tile}",
        f"      %{name}_u = llvm.mlir.undef : {pair_type}",
        f"      %{name}_v = llvm.insertelement %{name}_x, %{name}_u[%lane0 : i32] : {pair_type}",
        f"      {vector} = llvm.insertelement %{name}_y, %{name}_v[%lane1 : i32] : {pair_type}",
    ]
    if vector != f"%{name}":
        lines.append(f"      %{name} = llvm.bitcast {vector} : {pair_type} to {kind.register}")
    return lines


def _tile_copy(name: str, tile: str, operands: GemmOperands, operand: str, row: tuple[str, str],
               column: tuple[str, str], width: str, loads: str, element: str = "f32",
               transposed: bool = False, tf32: bool = False) -> list[str]:
    """Copy operand[row0 + r, col0 + c] (zero outside rows x cols) into tile[r, c] (tile[c, r] `transposed`;
    `tile` is `%value : type`), thread t copying elements t, t + threads, ... (`loads` of them) of the
    operand's block in row-major order; `%zero_<element>` is the zero of the element type. With `tf32`, f32
    elements are stored rounded to tf32 (`_to_tf32`, into an i32 tile)."""
    (row0, rows), (col0, cols) = row, column
    tile_value, tile_type = tile.split(" : ")
    stored = f"%{name}c, %{name}r" if transposed else f"%{name}r, %{name}c"
    index_lines, indices = operands.index(operand, f"%{name}gr", f"%{name}gc", name)
    source_type = operands.types["ABC".index(operand)]
    return [
        f"      scf.for %{name}l = %z0 to {loads} step %z1 {{",
        f"        %{name}step = arith.muli %{name}l, %nthreads : index",
        f"        %{name}i = arith.addi %t, %{name}step : index",
        f"        %{name}r = arith.divui %{name}i, {width} : index",
        f"        %{name}c = arith.remui %{name}i, {width} : index",
        f"        %{name}gr = arith.addi {row0}, %{name}r : index",
        f"        %{name}gc = arith.addi {col0}, %{name}c : index",
        f"        %{name}rin = arith.cmpi ult, %{name}gr, {rows} : index",
        f"        %{name}cin = arith.cmpi ult, %{name}gc, {cols} : index",
        f"        %{name}in = arith.andi %{name}rin, %{name}cin : i1",
        f"        %{name}v = scf.if %{name}in -> ({element}) {{",
        *(f"          {line}" for line in index_lines),
        f"          %{name}val = memref.load %{operand}[{indices}] : {source_type}",
        f"          scf.yield %{name}val : {element}",
        "        } else {",
        f"          scf.yield %zero_{element} : {element}",
        "        }",
        *_to_tf32(f"%{name}t", f"%{name}v", "        ", tf32),
        f"        memref.store %{name}{'t' if tf32 else 'v'}, {tile_value}[{stored}] : {tile_type}",
        "      }",
    ]


TF32_ROUNDING = "{rnd = #nvvm.fp_rnd_mode<rna>}"
"""How the tf32 kernel rounds A and B: to nearest, ties away from zero (`cvt.rna.tf32.f32`, as CUTLASS)."""


def _to_tf32(result: str, value: str, indent: str, tf32: bool = True) -> list[str]:
    """The line defining `result`, the i32 an mma.sync tf32 register takes, as f32 `value` rounded to tf32
    (none without `tf32`)."""
    return [f"{indent}{result} = nvvm.convert.float.to.tf32 {value} {TF32_ROUNDING}"] if tf32 else []


VECTOR_BYTES = 16
"""Bytes per vectorized tile copy: one 128-bit `ld.global.v4.b32` and `st.shared.v4.b32`."""

_ELEMENT_BYTES = {"f32": 4, "f16": 2, "bf16": 2}


def _lanes(element: str) -> int:
    """Elements of type `element` in one vectorized copy (4 f32, 8 f16 or bf16)."""
    return VECTOR_BYTES // _ELEMENT_BYTES[element]


def _vectorizable(operands: GemmOperands, operand: str, shape: tuple[int, int], threads: int,
                  element: str = "f32") -> bool:
    """Whether the tile of `shape` (rows x width) of `operand` is copied in 16-byte groups: A and B of a
    matmul, or the B (the HWCF filter, F consecutive) of a convolution, whose A is gathered from the input;
    the width and the tile's groups split evenly among the threads. The operand's rows may still turn out
    unaligned at run time (`_aligned_rows`)."""
    rows, width = shape
    if isinstance(operands, MatrixOperands):
        supported = operands.types["ABC".index(operand)].endswith(f"x{element}>")
    else:
        supported = isinstance(operands, ConvOperands) and operand == "B"
    lanes = _lanes(element)
    return supported and width % lanes == 0 and (rows * width // lanes) % threads == 0


def _aligned_rows(name: str, operand: str, operands: GemmOperands, element: str = "f32") -> list[str]:
    """Lines defining %<name>_aligned: whether every row of `operand` starts at a multiple of 16 bytes and its
    elements are consecutive (aligned pointer + offset * element size a multiple of 16, every stride but the
    last a multiple of the lanes (4 f32, 8 f16), the last stride 1), so that the lanes of a group at a column
    that is a multiple of them are one aligned 128-bit access. The same for every thread: the branch on it
    does not diverge."""
    source_type = operands.types["ABC".index(operand)]
    rank = source_type.count("x")  # memref<?x?xf32>, memref<3x3x8x16xf32>: one "x" after each dimension
    v = f"%{name}m"
    strides = [f"{v}_stride{d}" for d in range(rank)]
    lines = [
        f"    {v}_base, {v}_offset, "
        + ", ".join(f"{v}_size{d}" for d in range(rank)) + ", " + ", ".join(strides)
        + f" = memref.extract_strided_metadata %{operand} : {source_type} -> memref<{element}>, "
        + ", ".join("index" for _ in range(1 + 2 * rank)),
        f"    {v}_ptr = memref.extract_aligned_pointer_as_index %{operand} : {source_type} -> index",
        f"    {v}_bytes = arith.constant {_ELEMENT_BYTES[element]} : index",
        f"    {v}_lanes = arith.constant {_lanes(element)} : index",
        f"    {v}_sixteen = arith.constant {VECTOR_BYTES} : index",
        f"    {v}_offset_bytes = arith.muli {v}_offset, {v}_bytes : index",
        f"    {v}_start = arith.addi {v}_ptr, {v}_offset_bytes : index",
        f"    {v}_misaligned = arith.remui {v}_start, {v}_sixteen : index",
        f"    {v}_ok = arith.cmpi eq, {v}_misaligned, %z0 : index",
        f"    {v}_unit = arith.cmpi eq, {strides[-1]}, %z1 : index",
    ]
    conditions = [f"{v}_ok", f"{v}_unit"]
    for d, stride in enumerate(strides[:-1]):
        lines += [
            f"    {v}_rem{d} = arith.remui {stride}, {v}_lanes : index",
            f"    {v}_whole{d} = arith.cmpi eq, {v}_rem{d}, %z0 : index",
        ]
        conditions.append(f"{v}_whole{d}")
    for d, condition in enumerate(conditions[1:]):
        result = f"%{name}_aligned" if d == len(conditions) - 2 else f"{v}_all{d}"
        lines.append(f"    {result} = arith.andi {conditions[d] if d == 0 else f'{v}_all{d - 1}'}, {condition} : i1")
    return lines


def _vector_tile_copy(name: str, tile: str, operands: GemmOperands, operand: str, row: tuple[str, str],
                      column: tuple[str, str], shape: tuple[int, int], threads: int,
                      element: str = "f32", tf32: bool = False) -> list[str]:
    """`_tile_copy` in groups of 16 bytes (`_lanes` consecutive elements) of a row: thread t copies groups t,
    t + threads, ... of the tile in row-major order. A group inside the operand whose rows are aligned
    (%<name>_aligned) is one 16-byte-aligned vector.load and vector.store; any other group (past the
    operand's last row or column, or unaligned rows) is copied element by element, zero outside. With
    `tf32`, each element is stored rounded to tf32 (the loaded vector's lanes one by one into a vector<4xi32>)."""
    (row0, rows), (col0, cols) = row, column
    tile_value, tile_type = tile.split(" : ")
    tile_rows, width = shape
    source_type = operands.types["ABC".index(operand)]
    lanes = _lanes(element)
    vector_type = f"vector<{lanes}x{element}>"
    n = f"%{name}"
    index_lines, indices = operands.index(operand, f"{n}gr", f"{n}gc", name)
    lines = [
        f"      {n}_vloads = arith.constant {tile_rows * width // lanes // threads} : index",
        f"      {n}_groups = arith.constant {width // lanes} : index",
        f"      {n}_lanes = arith.constant {lanes} : index",
        f"      {n}_last = arith.constant {lanes - 1} : index",
        f"      scf.for {n}l = %z0 to {n}_vloads step %z1 {{",
        f"        {n}step = arith.muli {n}l, %nthreads : index",
        f"        {n}i = arith.addi %t, {n}step : index",
        f"        {n}r = arith.divui {n}i, {n}_groups : index",
        f"        {n}q = arith.remui {n}i, {n}_groups : index",
        f"        {n}c = arith.muli {n}q, {n}_lanes : index",
        f"        {n}gr = arith.addi {row0}, {n}r : index",
        f"        {n}gc = arith.addi {col0}, {n}c : index",
        f"        {n}gl = arith.addi {n}gc, {n}_last : index",
        f"        {n}rin = arith.cmpi ult, {n}gr, {rows} : index",
        f"        {n}lin = arith.cmpi ult, {n}gl, {cols} : index",
        f"        {n}in = arith.andi {n}rin, {n}lin : i1",
        f"        {n}whole = arith.andi {n}in, {n}_aligned : i1",
        f"        scf.if {n}whole {{",
        *(f"          {line}" for line in index_lines),
        f"          {n}vec = vector.load %{operand}[{indices}] {{alignment = 16 : i64}} : {source_type}, {vector_type}",
        *(_vector_to_tf32(f"{n}tf", f"{n}vec", lanes) if tf32 else []),
        f"          vector.store {n}{'tf' if tf32 else 'vec'}, {tile_value}[{n}r, {n}c] {{alignment = 16 : i64}} : "
        f"{tile_type}, {f'vector<{lanes}xi32>' if tf32 else vector_type}",
        "        } else {",
    ]
    for e in range(lanes):
        element_lines, element_indices = operands.index(operand, f"{n}gr", f"{n}gc{e}", f"{name}{e}")
        lines += [
            f"          {n}o{e} = arith.constant {e} : index",
            f"          {n}c{e} = arith.addi {n}c, {n}o{e} : index",
            f"          {n}gc{e} = arith.addi {n}gc, {n}o{e} : index",
            f"          {n}cin{e} = arith.cmpi ult, {n}gc{e}, {cols} : index",
            f"          {n}in{e} = arith.andi {n}rin, {n}cin{e} : i1",
            f"          {n}v{e} = scf.if {n}in{e} -> ({element}) {{",
            *(f"            {line}" for line in element_lines),
            f"            {n}val{e} = memref.load %{operand}[{element_indices}] : {source_type}",
            f"            scf.yield {n}val{e} : {element}",
            "          } else {",
            f"            scf.yield %zero_{element} : {element}",
            "          }",
            *_to_tf32(f"{n}t{e}", f"{n}v{e}", "          ", tf32),
            f"          memref.store {n}{'t' if tf32 else 'v'}{e}, {tile_value}[{n}r, {n}c{e}] : {tile_type}",
        ]
    lines += ["        }", "      }"]
    return lines


def _vector_to_tf32(result: str, vector: str, lanes: int) -> list[str]:
    """Lines defining `result`, the vector<lanes x i32> of f32 `vector`'s lanes rounded to tf32."""
    i32s = f"vector<{lanes}xi32>"
    lines = [f"          {result}_0 = llvm.mlir.undef : {i32s}"]
    for e in range(lanes):
        lines += [
            f"          {result}_p{e} = arith.constant {e} : i32",
            f"          {result}_x{e} = llvm.extractelement {vector}[{result}_p{e} : i32] : vector<{lanes}xf32>",
            *_to_tf32(f"{result}_t{e}", f"{result}_x{e}", "          "),
            f"          {result if e == lanes - 1 else f'{result}_{e + 1}'} = llvm.insertelement {result}_t{e}, "
            f"{result}_{e}[{result}_p{e} : i32] : {i32s}",
        ]
    return lines


def _element_types(op: Operation) -> tuple[str, ...] | None:
    """The element types of A, B and C ("f16", "f32", ...) of a kernel this pass makes for `op`, or None.

    A linalg.matmul (batch_matmul) of 2-D (3-D) memrefs without casts or transposed indexing maps, or a
    linalg.conv_2d_nhwc_hwcf of static memrefs.
    """
    if type(op) not in (linalg.MatmulOp, linalg.BatchMatmulOp, linalg.Conv2DNhwc_HwcfOp) or op.results:
        return None
    types = [v.type for v in (*op.inputs, *op.outputs)]
    if len(types) != 3 or not all(isinstance(t, MemRefType) for t in types):
        return None
    if type(op) is linalg.Conv2DNhwc_HwcfOp:
        if not all(t.has_static_shape() for t in types):  # type: ignore[attr-defined]
            return None
    else:
        rank = 3 if type(op) is linalg.BatchMatmulOp else 2
        if op.attributes.get("cast") is not None or op.properties.get("cast") is not None:
            return None
        if op.get_indexing_maps() != type(op).default_maps():  # transposed or broadcast operands: the loops
            return None
        if any(t.get_num_dims() != rank for t in types):  # type: ignore[attr-defined]
            return None
    names = {Float16Type: "f16", BFloat16Type: "bf16", Float32Type: "f32"}
    return tuple(names.get(type(t.element_type), "other") for t in types)  # type: ignore[attr-defined]


def _kernel_kind(op: Operation, tensor_cores: bool, tf32: bool = False) -> str | None:
    """"f32" (the f32 tiled kernel), "tf32" (f32 matmuls and convolutions on tf32 tensor cores where allowed and
    the op's precision does not forbid it), "f16" or "bf16" (16-bit x 16-bit -> f32 matmuls on tensor cores,
    where allowed) or None."""
    types = _element_types(op)
    if types == ("f32", "f32", "f32"):
        return "tf32" if tf32 and not highest_precision(op) else "f32"
    if tensor_cores and types in (("f16", "f16", "f32"), ("bf16", "bf16", "f32")):
        return None if type(op) is linalg.Conv2DNhwc_HwcfOp else types[0]
    return None


PRECISION_CONFIG = "precision_config"
"""The discardable attribute of a linalg contraction that holds its HLO op's per-operand precisions
(`[#mhlo<precision HIGHEST>, #mhlo<precision HIGHEST>]`), as convert-mhlo-to-linalg copies it (mlir-hlo's
`linalg::getPrunedAttributeList(op)` did the same when precision_config was an attribute)."""


def highest_precision(op: Operation) -> bool:
    """Whether `op`'s `precision_config` names HIGHEST for an operand: full f32 products, never tf32 (XLA
    allows TF32 only where every operand's precision is DEFAULT or HIGH)."""
    config = op.attributes.get(PRECISION_CONFIG)
    if not isinstance(config, ArrayAttr):
        return False
    return any(isinstance(p, EnumAttribute) and str(p.data.value) == "HIGHEST" for p in config.data)


@dataclass(frozen=True)
class ConvertLinalgMatmulToGpuPass(DiagnosticPass):
    """Matmuls and convolutions on buffers as tiled kernels: f32 in shared memory, f16/bf16/tf32 on tensor cores.

    See the module docstring: `tensor-cores` runs f16 and bf16 matmuls on mma.sync, `tf32` f32 ones (opt-in).

    Example, `ai-opt --convert-linalg-matmul-to-gpu`:

        func.func @f(%a: memref<128x64xf32>, %b: memref<64x128xf32>, %c: memref<128x128xf32>) {
          linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x128xf32>) outs(%c : memref<128x128xf32>)
          func.return
        }

    becomes (64 x 64 tiles of C per block of 16 x 16 threads, 4 x 4 per thread; `workgroup` buffers hold A and B tiles)

        gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %2, %arg10 = %3, %arg11 = %c1_4)
          ...
          %26:16 = scf.for %arg17 = %c0_6 to %dim_2 step %c16_8 iter_args(%arg18 = %cst,
            ...
            %152 = vector.load %arg0[%145, %146] {alignment = 16 : i64} : memref<128x64xf32>, vector<4xf32>
            vector.store %152, %arg15[%142, %144] {alignment = 16 : i64}
            ...
            gpu.barrier
            ...
            %156 = math.fma %141, %149, %arg35 : f32
    """

    name = "convert-linalg-matmul-to-gpu"

    tile_m: int = option(64, "Rows of C per block")
    tile_n: int = option(64, "Columns of C per block")
    tile_k: int = option(16, "Depth of the A and B tiles copied to shared memory per step")
    thread_m: int = option(4, "Rows of C per thread (tile-m / thread-m threads in y)")
    thread_n: int = option(4, "Columns of C per thread (tile-n / thread-n threads in x)")
    tensor_cores: bool = option(False, "f16 and bf16 matmuls into f32 on tensor cores (mma.sync, sm_80 and later)")
    tf32: bool = option(False, "f32 matmuls and convolutions on tensor cores with A and B rounded to tf32 "
                               "(10-bit mantissas; mma.sync.m16n8k8, sm_80 and later), except where the op's "
                               "precision_config names HIGHEST")

    def __post_init__(self) -> None:
        problem = self.tiling.problem()
        if problem is not None:
            raise PassOptionError(problem[0].replace("-", "_"), problem[1])

    @property
    def tiling(self) -> MatmulTiling:
        return MatmulTiling(self.tile_m, self.tile_n, self.tile_k, self.thread_m, self.thread_n)

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        kinds = ((o, _kernel_kind(o, self.tensor_cores, self.tf32)) for o in op.walk())
        matmuls = [(o, kind) for o, kind in kinds if kind is not None]
        if not matmuls:
            return
        templates: dict[tuple[GemmOperands, str], func.FuncOp] = {}
        for matmul, kind in matmuls:
            operands = _gemm_operands(matmul)
            if (operands, kind) not in templates:
                text = kernel_text(self.tiling, operands) if kind == "f32" else tensor_core_kernel_text(operands, kind)
                templates[operands, kind] = _template(ctx, text)
            _replace(matmul, templates[operands, kind])
        op.attributes.setdefault("gpu.container_module", UnitAttr())


def _gemm_operands(op: Operation) -> GemmOperands:
    if type(op) is linalg.Conv2DNhwc_HwcfOp:
        input_, filter_, output = (v.type for v in (*op.inputs, *op.outputs))
        factors = [(1, 1) if a is None else tuple(a.get_values()) for a in (op.strides, op.dilations)]
        return conv_operands(input_, filter_, output, *factors)  # type: ignore[arg-type]
    inputs = _element_types(op)[0]  # type: ignore[index]
    return matrix_operands(batched=type(op) is linalg.BatchMatmulOp, inputs=inputs)


_TEMPLATES: dict[str, func.FuncOp] = {}
"""Each kernel text parsed once per process: `_replace` only clones a template's ops, so one parse serves every
matmul of that shape and element type, in every run of the pass (a kernel is hundreds of ops to parse)."""
_MAX_TEMPLATES = 64


def _template(ctx: Context, text: str) -> func.FuncOp:
    function = _TEMPLATES.get(text)
    if function is None:
        from aiopt.support.parsing import parse_module

        module = parse_module(ctx, text, "<convert-linalg-matmul-to-gpu>")
        (function,) = module.body.block.ops
        assert isinstance(function, func.FuncOp)
        if len(_TEMPLATES) >= _MAX_TEMPLATES:
            _TEMPLATES.pop(next(iter(_TEMPLATES)))
        _TEMPLATES[text] = function
    return function


def _replace(matmul: Operation, template: func.FuncOp) -> None:
    """Clone the template's body before `matmul`, on its operands, and erase it.

    The template's arguments are `memref<?x?xf32>`; its ops (`memref.dim`,
    `load`, `store`) take the matmul's memrefs of any sizes and layout as they
    are, so static sizes fold into constants.
    """
    block: Block = template.body.block
    mapping: dict[SSAValue, SSAValue] = dict(zip(block.args, (*matmul.inputs, *matmul.outputs), strict=True))
    for op in block.ops:
        if isinstance(op, func.ReturnOp):
            break
        clone = op.clone(value_mapper=mapping)
        for nested in clone.walk():  # errors at the kernel's ops point at the matmul
            nested.location = matmul.location
        Rewriter.insert_op(clone, InsertPoint.before(matmul))
        mapping.update(zip(op.results, clone.results))
    Rewriter.erase_op(matmul)
