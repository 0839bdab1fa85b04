"""The llvmlite JIT: LLVM IR in, host machine code out, called on numpy arrays.

    jit = JitModule(llvm_ir)                     # -O3 for the host CPU
    main = CInterfaceFunction(jit, "main", [MemRefArg(np.float32, (4,))], [MemRefArg(np.float32, (4,))])
    (out,) = main(np.ones(4, np.float32))

Each `JitModule` gets its own target machine (MCJIT takes ownership of it,
and sharing one between engines crashes the process), made for the host CPU
name and features so that AVX2/AVX-512 are used; the module is optimized
with LLVM's new pass manager at -O3 with loop and SLP vectorization (a program's
own code without the loop unroller, see `optimize`). Symbols
the module declares are checked before anything is compiled: an unresolved
one would abort the process inside LLVM; here it is a `JitError`. libc and
libm are loaded, so `malloc`, `free`, `tanhf`, ... resolve, and upstream's
runtime function `memrefCopy` (strided copies) is provided, and so is the
parallel-loop runtime of `aiopt.runtime.cpu_runtime` when the module calls it.

Memrefs cross the boundary as upstream MLIR's descriptors
`{ptr allocated, ptr aligned, i64 offset, [N x i64] sizes, [N x i64] strides}`
around the numpy arrays themselves (no copy), and the entry is called
through its `_mlir_ciface_<name>` wrapper (upstream's C interface: memref
arguments by pointer to descriptor, scalars by value, results through a
leading pointer unless there is one scalar result). What a call does to
each argument is decided once, when the function is made: a descriptor is
packed into bytes with `struct` (the sizes and strides of a static shape
packed in advance), with the array's data pointer read from the array
object, so that a call of a small function costs a few microseconds of
Python (`CInterfaceFunction`).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import os
import struct
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from aiopt.runtime import runtime_errors
from aiopt.runtime.compile_cache import blake2b  # (hashlib's, without loading OpenSSL: see there)
from aiopt.targets.llvm_optimize import FORK_WAIT, optimize


class JitError(Exception):
    """The module could not be compiled or called; the message says why."""


@functools.cache
def _initialize() -> None:
    """LLVM's native target, and what compiled code may call: libc, libm and the runtime's Python callbacks
    (the soft-float routines come when machine code first needs one: `_provide_soft_float`)."""
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    llvm.initialize_native_asmparser()
    for library in ("c", "m"):
        path = ctypes.util.find_library(library)
        if path:
            llvm.load_library_permanently(path)
    for name, callback in {**_RUNTIME_FUNCTIONS, **runtime_errors.runtime_symbols()}.items():
        llvm.add_symbol(name, ctypes.cast(callback, ctypes.c_void_p).value)


def _provide_soft_float(needed) -> None:
    """Compile and register the soft-float routines if the machine code calls one of them."""
    from aiopt.runtime import soft_float

    if any(name in soft_float.ROUTINES for name in needed):
        soft_float.register()


@functools.cache
def host_cpu() -> tuple[str, str]:
    """The host CPU name and feature string LLVM detects (e.g. "znver4", "+avx2,+avx512f,...")."""
    import llvmlite.binding as llvm

    _initialize()
    return llvm.get_host_cpu_name(), llvm.get_host_cpu_features().flatten()


TARGET_CPU_VARIABLE = "AIOPT_TARGET_CPU"

_FLUSHING_FEATURES = ("avx512bf16", "avxneconvert")
"""Host features whose instructions flush subnormals, turned off in compiled code: AVX512-BF16's and
AVX-NE-CONVERT's `vcvtneps2bf16` (what LLVM makes of `fptrunc float to bfloat`, and of every bf16 `fadd`,
`fmul` ... it computes in f32) reads subnormal f32 inputs as zero whatever MXCSR says, so `-1e-40` would
become `-0.0` in bf16, where the HLO semantics (and the interpreter) give `-9.18e-41`. Without them LLVM
rounds through `__truncsfbf2` (`aiopt.runtime.soft_float`), as on every CPU without native bf16."""


def _without_flushing_features(features: str) -> str:
    """`features` (an LLVM feature string) with the `_FLUSHING_FEATURES` turned off."""
    kept = [f for f in features.split(",") if f and f[1:] not in _FLUSHING_FEATURES]
    return ",".join(kept + [f"-{name}" for name in _FLUSHING_FEATURES])

_X86_64_LEVELS = {
    "x86-64": (),
    "x86-64-v2": ("cx16", "sahf", "popcnt", "sse3", "sse4.1", "sse4.2", "ssse3"),
    "x86-64-v3": ("avx", "avx2", "bmi", "bmi2", "f16c", "fma", "lzcnt", "movbe", "xsave"),
    "x86-64-v4": ("avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"),
}
"""The x86-64 micro-architecture levels, each with the features it adds to the one before."""


def target_cpu() -> tuple[str, str]:
    """The CPU name and features compiled code is generated for.

    The host's, unless `$AIOPT_TARGET_CPU` names an x86-64 level
    (`x86-64`, `x86-64-v2`, `x86-64-v3`, `x86-64-v4`) that the host
    supports: code for an older CPU than the host checks the code generator
    as it runs elsewhere (no AVX-512, no native bf16 or f16 conversions).
    The host's features that flush subnormals (`_FLUSHING_FEATURES`) are
    never used.
    """
    name = os.environ.get(TARGET_CPU_VARIABLE, "").strip()
    if name in ("", "host"):
        host_name, host_features = host_cpu()
        return host_name, _without_flushing_features(host_features)
    if name not in _X86_64_LEVELS:
        raise JitError(
            f"unknown target CPU '{name}' in ${TARGET_CPU_VARIABLE} (expected host, {', '.join(_X86_64_LEVELS)})"
        )
    host_name, host_features = host_cpu()
    available = {f[1:] for f in host_features.split(",") if f.startswith("+")}
    levels = list(_X86_64_LEVELS)
    needed = [f for level in levels[: levels.index(name) + 1] for f in _X86_64_LEVELS[level]]
    missing = [f for f in needed if f not in available]
    if missing:
        raise JitError(
            f"target CPU '{name}' needs {', '.join(missing)}, which this CPU ({host_name}) lacks: "
            "its code would not run here"
        )
    return name, ""


def host_target_machine(opt_level: int = 3):
    """A new target machine for the target CPU (one per engine: MCJIT takes ownership)."""
    import llvmlite.binding as llvm

    _initialize()
    cpu, features = target_cpu()
    target = llvm.Target.from_default_triple()
    return target.create_target_machine(cpu=cpu, features=features, opt=opt_level, codemodel="jitdefault", jit=True)


_LOADER_SYMBOLS = frozenset({"_GLOBAL_OFFSET_TABLE_"})
"""Symbols that LLVM's JIT loader defines itself."""


def _resolvable(name: str) -> bool:
    import llvmlite.binding as llvm

    return name.startswith("llvm.") or name in _LOADER_SYMBOLS or llvm.address_of_symbol(name) is not None


_LIBRARY_LOCK = threading.RLock()
"""Held while a library is compiled and registered (threads may compile at once: SPMD runs)."""

_FORKING = threading.local()
"""Whether this thread, forking, holds `_LIBRARY_LOCK` (`_hold_libraries_for_fork`)."""


def _hold_libraries_for_fork() -> None:
    """Before a fork: wait (at most `FORK_WAIT`) for a thread that compiles a library to finish, so that the
    child inherits neither `_LIBRARY_LOCK` held by a thread it lacks (its first compile would wait for ever)
    nor a half-registered library. Runs before `llvm_optimize`'s handler (registered later), so the two
    locks are taken in the order a compiling thread takes them."""
    _FORKING.held = _LIBRARY_LOCK.acquire(timeout=FORK_WAIT)


def _let_libraries_go_after_fork() -> None:
    held, _FORKING.held = getattr(_FORKING, "held", False), False
    if held:
        _LIBRARY_LOCK.release()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(
        before=_hold_libraries_for_fork,
        after_in_parent=_let_libraries_go_after_fork,
        after_in_child=_let_libraries_go_after_fork,
    )

_RUNTIME_LIBRARIES: list[JitModule] = []
"""The compiled runtimes (run-time errors, then parallel loops), kept alive for the process."""

_RUNTIME_CALLBACKS: list = []
"""The runtime functions Python calls, as ctypes functions taken once: `aiopt_release_results` (after every
compiled call) and `aiopt_reset_after_fork`."""


def _runtime_libraries(cache_dir: str | Path | None) -> None:
    """Compile the runtimes once per process and make their functions the symbols modules call.

    Linking them into every module instead cost about 50 ms of LLVM per compile.
    """
    with _LIBRARY_LOCK:
        if not _RUNTIME_LIBRARIES:
            _compile_runtime_libraries(cache_dir)


def _compile_runtime_libraries(cache_dir: str | Path | None) -> None:
    import llvmlite.binding as llvm

    from aiopt.runtime import cpu_runtime

    for ir, names in (
        (runtime_errors.RUNTIME_IR, runtime_errors.RUNTIME_FUNCTIONS),
        (cpu_runtime.RUNTIME_IR, (cpu_runtime.PARALLEL_FOR,)),
    ):
        library = JitModule(ir, cache_dir=cache_dir, link_runtime=False, loop_unrolling=True)
        for name in names:
            llvm.add_symbol(name, library.address(name))
        _RUNTIME_LIBRARIES.append(library)
    errors_library = _RUNTIME_LIBRARIES[0]
    for name in (runtime_errors.RELEASE_RESULTS, runtime_errors.RESET_AFTER_FORK):
        _RUNTIME_CALLBACKS.append(ctypes.CFUNCTYPE(None)(errors_library.address(name)))
    # A process forked while another thread was in a compiled call must not inherit its allocation lock.
    os.register_at_fork(after_in_child=_RUNTIME_CALLBACKS[1])


def _release_results() -> None:
    """Free what the last compiled call on this thread allocated and left live (its returned buffers, which
    the caller has copied): `aiopt_release_results` of `aiopt.runtime.runtime_errors`."""
    if _RUNTIME_CALLBACKS:
        _RUNTIME_CALLBACKS[0]()


_UKERNEL_LIBRARIES: dict[tuple[str, str], JitModule] = {}
"""The compiled micro-kernel library of each target CPU (name, features), kept alive for the process."""


def _ukernel_symbol(name: str, cache_dir: str | Path | None) -> str:
    """The process-wide symbol of kernel `name` compiled for the target CPU (compiling it on first use)."""
    import llvmlite.binding as llvm

    from aiopt.runtime import cpu_ukernels

    cpu = target_cpu()
    symbol = f"{name}.{cpu[0]}.{blake2b(cpu[1].encode(), digest_size=6).hexdigest()}"
    with _LIBRARY_LOCK:  # one library per CPU: code already linked against it must never lose it
        if cpu not in _UKERNEL_LIBRARIES:
            library = JitModule(
                cpu_ukernels.kernel_ir(cpu_ukernels.tiling(*cpu)), cache_dir=cache_dir, loop_unrolling=True
            )
            _UKERNEL_LIBRARIES[cpu] = library
            llvm.add_symbol(symbol, library.address(name))
    return symbol


def _link_runtime(module, cache_dir: str | Path | None = None) -> None:
    """Prepare a module to call the runtimes (`aiopt.runtime.runtime_errors`, `aiopt.runtime.cpu_runtime`,
    collectives) and micro-kernels (`aiopt.runtime.cpu_ukernels`): each is compiled once per process."""
    from aiopt.runtime import collectives_runtime, cpu_ukernels

    _runtime_libraries(cache_dir)
    declared = {f.name for f in module.functions if f.is_declaration}
    if cpu_ukernels.MATMUL_F32 in declared:
        # The kernels are compiled once per process and target CPU (and kept in the compile cache), not
        # with every module: the call is renamed to the symbol of the target's kernel.
        module.get_function(cpu_ukernels.MATMUL_F32).name = _ukernel_symbol(cpu_ukernels.MATMUL_F32, cache_dir)
    runtime_errors.link(module)
    collectives_runtime.provide({f.name for f in module.functions if f.is_declaration})


def _compile_threads() -> int:
    """How many threads LLVM may compile one module on: the cores this process may run on (at most 4;
    `AIOPT_COMPILE_THREADS` overrides, 1 compiles every module whole)."""
    override = os.environ.get("AIOPT_COMPILE_THREADS", "")
    if override.isdigit() and int(override) > 0:
        return int(override)
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, min(4, cores))


def _unresolved(names) -> list[str]:
    return sorted({name for name in names if not _resolvable(name)})


def code_key(llvm_ir: str, opt_level: int, loop_unrolling: bool = False) -> str:
    """The cache key of the machine code for `llvm_ir`: the IR, the target CPU, the options and LLVM's version."""
    import llvmlite

    from aiopt.runtime.compile_cache import cache_key

    return cache_key(
        "object", llvm_ir, *target_cpu(), str(opt_level), str(loop_unrolling), llvmlite.__version__, _runtime_digest()
    )


@functools.cache
def _runtime_digest() -> str:
    """A digest of the code linked into or called by every module (runtimes, soft-float routines)."""
    digest = blake2b(digest_size=32)
    for name in ("jit", "cpu_runtime", "cpu_ukernels", "runtime_errors", "soft_float", "object_file"):
        digest.update((Path(__file__).parent / f"{name}.py").read_bytes())
    return digest.hexdigest()


class JitModule:
    """An LLVM IR module compiled for the target CPU; `address(name)` is where a function's code is.

    The machine code is made first as an object file, whose undefined
    symbols are checked (code generation adds calls the IR never declared,
    such as soft-float helpers): an unresolved one is a `JitError`, never a
    call to address 0. With `cache_dir`, the object file is kept in the
    compile cache (`aiopt.runtime.compile_cache`) under a hash of the IR, the
    CPU and the options, and a later JitModule of the same IR loads it
    instead of optimizing and compiling again.

    A large module is split into one part per core (`aiopt.targets.llvm_split`),
    each optimized and compiled on its own thread in its own LLVM context, and
    the parts' objects are loaded into one engine: 0.41 s -> 0.23 s of LLVM
    for the transformer block on two cores.
    """

    def __init__(
        self,
        llvm_ir: str,
        *,
        opt_level: int = 3,
        cache_dir: str | Path | None = None,
        link_runtime: bool = True,
        loop_unrolling: bool = False,
    ):
        import llvmlite.binding as llvm

        from aiopt.runtime.compile_cache import CompileCache
        from aiopt.runtime.object_file import undefined_symbols
        from aiopt.targets.llvm_optimize import can_compile_in_parallel

        _initialize()
        (module,) = self._parse([llvm_ir], separate_contexts=False)
        if link_runtime:
            _link_runtime(module, cache_dir)
        declared = [s.name for s in (*module.functions, *module.global_variables) if s.is_declaration]
        self.self_contained = all(name.startswith("llvm.") for name in declared)
        """Whether the module's code calls nothing outside it but LLVM's intrinsics (and the libc or soft-float
        helpers that code generation adds): it reports no run-time error and leaves no results to release."""
        _provide_soft_float(declared)
        unresolved = _unresolved(declared)
        if unresolved:
            raise JitError(f"unresolved symbols: {', '.join(unresolved)}")
        modules, texts = [module], [llvm_ir]
        threads = _compile_threads()
        if threads > 1 and can_compile_in_parallel():
            from aiopt.targets.llvm_split import split_module

            parts = split_module(str(module), threads)
            if parts is not None:
                modules, texts = self._parse(parts, separate_contexts=True), parts
        defined = {f.name for m in modules for f in m.functions if not f.is_declaration}
        cache = CompileCache.open(cache_dir) if cache_dir is not None else None
        keys = [code_key(text, opt_level, loop_unrolling) if cache is not None else "" for text in texts]
        machines = [host_target_machine(opt_level) for _ in modules]
        for module, machine in zip(modules, machines):
            module.triple = machine.triple
            module.data_layout = str(machine.target_data)
        # (object file, the symbols it needs) of each part: from the cache, else compiled.
        loaded = [self._cached(cache, key) for key in keys]
        missing = [i for i, entry in enumerate(loaded) if entry is None]
        if missing:
            compiled = self._compile(
                [modules[i] for i in missing], [machines[i] for i in missing], opt_level, loop_unrolling
            )
            for i, code in zip(missing, compiled):
                loaded[i] = (code, undefined_symbols(code))
                if cache is not None:
                    cache.store(keys[i], "o", code)
        needed = [name for _, undefined in loaded for name in undefined if name not in defined]
        _provide_soft_float(needed)
        unresolved = _unresolved(needed)
        if unresolved:
            raise JitError(f"the machine code needs symbols that nothing provides: {', '.join(unresolved)}")
        # The modules keep their LLVM contexts alive: a context deletes the modules it still holds when
        # disposed, so it must outlive the engine, which deletes its modules itself (`__del__` closes it first).
        self._modules = modules
        # The engine loads the objects made above instead of generating code again; it takes the first part's
        # target machine, done with (a machine of the same CPU and options: a new one cost 0.4 ms).
        self._engine = llvm.create_mcjit_compiler(modules[0], machines[0])
        for module in modules[1:]:
            self._engine.add_module(module)
        by_name = {module.name: code for module, (code, _) in zip(modules, loaded)}
        self._engine.set_object_cache(lambda _module, _data: None, lambda module: by_name[module.name])
        self._engine.finalize_object()
        self._engine.run_static_constructors()

    def __del__(self, _finalizing=sys.is_finalizing) -> None:
        # (bound at definition: while the interpreter exits, this module's globals, `sys` too, may be None)
        engine = getattr(self, "_engine", None)
        if engine is not None and not _finalizing():
            engine.close()

    @staticmethod
    def _parse(texts: list[str], separate_contexts: bool) -> list:
        """Each text as a verified llvmlite module (the parts of a split module each in a context of its own,
        so that their threads share nothing), named apart (the engine's object cache tells them by name)."""
        import llvmlite.binding as llvm

        modules = []
        for index, text in enumerate(texts):
            context = llvm.create_context() if separate_contexts else None
            try:
                module = llvm.parse_assembly(text, context)
                module.verify()
            except RuntimeError as err:
                raise JitError(f"LLVM rejected the IR: {str(err).strip()}") from None
            module.name = f"aiopt.part{index}"
            modules.append(module)
        return modules

    @staticmethod
    def _cached(cache, key: str) -> tuple[bytes, list[str]] | None:
        """The cached object file of `key` and the symbols it needs; None when there is none or it is malformed."""
        from aiopt.runtime.object_file import MalformedObject, undefined_symbols

        code = cache.load(key, "o") if cache is not None else None
        if code is None:
            return None
        try:
            return code, undefined_symbols(code)
        except MalformedObject:
            return None

    @staticmethod
    def _compile(modules: list, machines: list, opt_level: int, loop_unrolling: bool) -> list[bytes]:
        """The objects of `modules`: one after another, or (several modules, each in its own context) at once."""
        from aiopt.targets.llvm_optimize import compile_in_parallel, emit_object

        unlocked = len(modules) > 1

        def job(module, machine):
            def run() -> bytes:
                optimize(module, machine, opt_level, loop_unrolling=loop_unrolling, unlocked=unlocked)
                return emit_object(module, machine, unlocked=unlocked)

            return run

        jobs = [job(module, machine) for module, machine in zip(modules, machines)]
        return compile_in_parallel(jobs) if unlocked else [jobs[0]()]

    def address(self, name: str) -> int:
        """The address of function `name` (raises JitError when the module has none)."""
        address = self._engine.get_function_address(name)
        if not address:
            raise JitError(f"the compiled module has no function '{name}'")
        return address

    def optimized_ir(self) -> str:
        """The LLVM IR after optimization (what was compiled; unoptimized when the code came from the cache)."""
        return "\n".join(str(module) for module in self._modules)


# ---------------------------------------------------------------------------
# Memref descriptors
# ---------------------------------------------------------------------------


@functools.cache
def descriptor_class(rank: int) -> type[ctypes.Structure]:
    """The ctypes struct of a rank-`rank` memref descriptor (upstream's layout)."""
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p), ("offset", ctypes.c_int64)]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type(f"MemRefDescriptor{rank}D", (ctypes.Structure,), {"_fields_": fields, "rank": rank})


def descriptor_of(array: np.ndarray) -> ctypes.Structure:
    """A descriptor that points at `array`'s data (no copy; strides in elements)."""
    descriptor = descriptor_class(array.ndim)()
    descriptor.allocated = descriptor.aligned = data_address(array)
    descriptor.offset = 0
    if array.ndim:
        descriptor.sizes[:] = array.shape
        descriptor.strides[:] = [stride // array.itemsize for stride in array.strides]
    return descriptor


@functools.cache
def _descriptor_struct(rank: int) -> struct.Struct:
    """The bytes of a rank-`rank` descriptor (`descriptor_class`'s layout) as a `struct` format."""
    return struct.Struct("@PP" + "q" * (1 + 2 * rank))


def packed_descriptor(array: np.ndarray) -> bytes:
    """`descriptor_of(array)` as bytes: what a compiled function reads through a memref argument's pointer.

    Packed in one `struct` call, a descriptor costs a tenth of the ctypes
    struct's field by field assignments; the bytes are passed where the C
    interface takes a pointer to the descriptor (compiled code only reads an
    argument's descriptor, never writes it).
    """
    address = data_address(array)
    itemsize = array.itemsize
    strides = [stride // itemsize for stride in array.strides]
    return _descriptor_struct(array.ndim).pack(address, address, 0, *array.shape, *strides)


_POINTERS = struct.Struct("@PP")
"""A descriptor's first fields, its allocated and aligned pointers."""


def _descriptor_packer(spec: MemRefArg) -> Callable[[np.ndarray], bytes]:
    """`packed_descriptor`, with the offset, sizes and strides of `spec`'s static shape packed in advance for
    the C-contiguous arrays of that shape (every input and output of a static-shaped entry, once prepared)."""
    shape = spec.shape
    if not spec.contiguous or any(d < 0 for d in shape):
        return packed_descriptor
    tail = _contiguous_tail(shape)
    pointers, address_of, ndarray = _POINTERS.pack, _ndarray_address, np.ndarray

    def packed(array: np.ndarray) -> bytes:
        if type(array) is ndarray and array.shape == shape and array.flags.c_contiguous:
            address = address_of(array)
            return pointers(address, address) + tail
        return packed_descriptor(array)

    return packed


def _contiguous_tail(shape: tuple[int, ...]) -> bytes:
    """The fields of a descriptor after its two pointers for a C-contiguous array of static `shape`: the offset
    (0), the sizes and the strides."""
    return struct.pack(f"@{1 + 2 * len(shape)}q", 0, *shape, *_contiguous_strides(shape))


def _contiguous_strides(shape: Sequence[int]) -> list[int]:
    """The strides (in elements) of the identity layout of `shape`."""
    strides = [1] * len(shape)
    for k in range(len(shape) - 1, 0, -1):
        strides[k - 1] = strides[k] * shape[k]
    return strides


def data_address(array: np.ndarray) -> int:
    """The address of an array's first element: `array.ctypes.data`, without its cost for an ndarray."""
    return _ndarray_address(array) if type(array) is np.ndarray else array.ctypes.data


_ARRAY_DATA_OFFSET = object.__basicsize__
"""Where an array object keeps its data pointer: numpy's `PyArrayObject_fields` starts with the object header,
then `char *data`."""


_WORD = ctypes.sizeof(ctypes.c_size_t)

_WORDS = (ctypes.c_size_t * (sys.maxsize // _WORD)).from_address(0)
"""The process's memory as pointer-sized words (a view: nothing is allocated or copied). `_data_field` reads
an array's data pointer as one subscript of it, in half the time of making a `ctypes.c_void_p` at the field's
address (0.2 µs, once per array of a call)."""


def _data_field(array: np.ndarray) -> int:
    """The data pointer of an ndarray, read from the array object itself (CPython's `id` is its address, and
    objects are allocated 16-byte aligned, so the field is a whole word of `_WORDS`)."""
    return _WORDS[(id(array) + _ARRAY_DATA_OFFSET) // _WORD]


def _data_pointer(array: np.ndarray) -> int:
    """The data pointer of an ndarray, as numpy gives it."""
    return array.ctypes.data


def _choose_ndarray_address() -> Callable[[np.ndarray], int]:
    """`_data_field` where it reads what numpy says (CPython and numpy's array layout: checked here on arrays
    of every kind), else `_data_pointer`. The field read takes a tenth of `array.ctypes.data`, which builds a
    helper object on every use (2 µs: it was a seventh of a call of a small compiled function, once per array)."""
    base = np.arange(24, dtype=np.float64).reshape(4, 6)
    frozen = np.ones(3)
    frozen.flags.writeable = False
    probes = [base, base[1:, 2:], base.T, base[::-1], np.array(3, np.float32), frozen, np.empty(0, np.int8)]
    if (
        sys.implementation.name == "cpython"
        and _ARRAY_DATA_OFFSET % _WORD == 0
        and all(id(a) % _WORD == 0 and _data_field(a) == a.ctypes.data for a in probes)
    ):
        return _data_field
    return _data_pointer


_ndarray_address = _choose_ndarray_address()
"""The address of an ndarray's first element (not of an ndarray subclass's, nor a numpy scalar's)."""


def array_of(descriptor: ctypes.Structure, dtype: np.dtype) -> np.ndarray:
    """A numpy copy of the memory a descriptor (`descriptor_class`) describes."""
    rank = descriptor.rank
    _, aligned, offset, *layout = _descriptor_struct(rank).unpack_from(descriptor)
    shape, element_strides = tuple(layout[:rank]), layout[rank:]
    if any(size < 0 for size in shape):
        # A view with a negative size (a memref.reshape or reinterpret_cast of a shape computed at run time,
        # with no run-time check before it) describes no memory to copy.
        raise runtime_errors.RuntimeCheckError(f"result of shape {list(shape)} has a negative size")
    if 0 in shape:
        try:
            return np.zeros(shape, dtype)
        except ValueError as err:
            # An empty result whose other sizes numpy cannot hold (a ui64 size of 2^63 or more, saturated).
            message = f"result of shape {list(shape)} is not a numpy array: {err}"
            raise runtime_errors.RuntimeCheckError(message) from None
    base = (aligned or 0) + offset * dtype.itemsize
    if element_strides == _contiguous_strides(shape):
        array = np.empty(shape, dtype)
        ctypes.memmove(data_address(array), base, array.nbytes)
        return array
    span = 1 + sum((n - 1) * abs(s) for n, s in zip(shape, element_strides))
    buffer = (ctypes.c_char * (span * dtype.itemsize)).from_address(base)
    flat = np.frombuffer(buffer, dtype=dtype)
    return np.lib.stride_tricks.as_strided(flat, shape, [s * dtype.itemsize for s in element_strides]).copy()


def _view(descriptor_pointer: int, rank: int, element_size: int) -> np.ndarray:
    """A numpy view (elements as raw bytes) of the memory a ranked descriptor describes."""
    descriptor = descriptor_class(rank).from_address(descriptor_pointer)
    shape = tuple(descriptor.sizes) if rank else ()
    strides = tuple(s * element_size for s in descriptor.strides) if rank else ()
    dtype = np.dtype((np.void, element_size))
    if 0 in shape:
        return np.zeros(shape, dtype)
    low = sum(min(0, (n - 1) * s) for n, s in zip(shape, strides))
    high = sum(max(0, (n - 1) * s) for n, s in zip(shape, strides)) + element_size
    base = descriptor.aligned + descriptor.offset * element_size
    buffer = (ctypes.c_char * (high - low)).from_address(base + low)
    return np.lib.stride_tricks.as_strided(np.frombuffer(buffer, np.uint8)[-low:].view(dtype), shape, strides)


class _UnrankedMemRef(ctypes.Structure):
    _fields_ = [("rank", ctypes.c_int64), ("descriptor", ctypes.c_void_p)]


@ctypes.CFUNCTYPE(None, ctypes.c_int64, ctypes.POINTER(_UnrankedMemRef), ctypes.POINTER(_UnrankedMemRef))
def _memref_copy(element_size, source, target):
    """upstream's `memrefCopy` runtime function (mlir_c_runner_utils): a strided copy of any rank."""
    source, target = source.contents, target.contents
    np.copyto(_view(target.descriptor, target.rank, element_size), _view(source.descriptor, source.rank, element_size))


_RUNTIME_FUNCTIONS = {"memrefCopy": _memref_copy}
"""Functions of upstream's runtime libraries that lowered code calls, provided to the JIT."""


# ---------------------------------------------------------------------------
# Calling the C interface
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class MemRefArg:
    """A memref argument or result: element dtype and shape (-1 for a dynamic size)."""

    dtype: np.dtype
    shape: tuple[int, ...]
    contiguous: bool = True
    """The compiled code assumes the identity layout: inputs are made C-contiguous first."""
    bf16: bool = False
    """The elements are bf16 (2 bytes each, as upstream lays them out); numpy holds them as float32
    (`dtype`), rounded to bf16 on the way in and widened on the way out."""
    bits: int = 0
    """For integers narrower than their numpy holder (i4 in int8, i12 in int16): their width. Compiled
    code assumes the bits above it are zero (as its stores leave them): inputs are masked to it, and
    results sign-extended (or, unsigned, masked) from it."""


@dataclass(frozen=True)
class ScalarArg:
    """A scalar (integer, float or index) argument or result."""

    dtype: np.dtype
    bits: int = 0
    """As `MemRefArg.bits`."""
    bf16: bool = False
    """A bf16 (numpy holds it as a float32 value, rounded to bf16 on the way in)."""


def narrow_to_width(values: np.ndarray, bits: int) -> np.ndarray:
    """`values` with every bit above the low `bits` cleared (the integer holder's dtype kept)."""
    if not bits:
        return values
    holder = np.asarray(values)
    unsigned = holder.view(holder.dtype.str.replace("i", "u"))
    # np.bitwise_and of 0-d arrays gives a numpy scalar: keep an array (compiled code needs its address).
    return np.asarray(unsigned & np.array((1 << bits) - 1, unsigned.dtype)).view(holder.dtype)


def widen_from_width(values: np.ndarray, bits: int) -> np.ndarray:
    """The integers of the low `bits` of each element: sign-extended for a signed holder, else masked."""
    if not bits:
        return values
    masked = narrow_to_width(values, bits)
    if masked.dtype.kind == "u":
        return masked
    sign = np.array(1 << (bits - 1), masked.dtype)
    return np.asarray((masked ^ sign) - sign)


ArgSpec = MemRefArg | ScalarArg

_CTYPES = {
    "float32": ctypes.c_float, "float64": ctypes.c_double, "int8": ctypes.c_int8, "int16": ctypes.c_int16,
    "int32": ctypes.c_int32, "int64": ctypes.c_int64, "uint8": ctypes.c_uint8, "uint16": ctypes.c_uint16,
    "uint32": ctypes.c_uint32, "uint64": ctypes.c_uint64, "bool": ctypes.c_bool, "float16": ctypes.c_uint16,
}  # fmt: skip


def _ctype(spec: ArgSpec):
    """The ctypes type of `spec` in memory (a descriptor, a struct field)."""
    if isinstance(spec, MemRefArg):
        return descriptor_class(len(spec.shape))
    if spec.bf16:
        return ctypes.c_uint16
    name = np.dtype(spec.dtype).name
    if name not in _CTYPES:
        raise JitError(f"scalars of type {name} cannot be passed to compiled code")
    return _CTYPES[name]


def _register_ctype(spec: ArgSpec):
    """The ctypes type of `spec` passed or returned by value: `_ctype`'s, but an f16 or bf16 travels as a float.

    The x86-64 psABI passes and returns `_Float16` and `__bf16` (LLVM's `half`
    and `bfloat`) in an SSE register, as a float, in the low 16 bits; ctypes
    has no 16-bit float and passed an f16 as an integer, in a general
    register the callee never read (an f16 argument was a TypeError, an f16
    result always 0). It goes as the float whose low 16 bits are its bits
    (`_bits_as_float`, `_bits_from_float`).
    """
    return ctypes.c_float if _passes_as_float(spec) else _ctype(spec)


def _passes_as_float(spec: ArgSpec) -> bool:
    """Whether `spec` is an f16 or bf16 scalar, which travels by value as a float (`_register_ctype`)."""
    return isinstance(spec, ScalarArg) and (spec.bf16 or np.dtype(spec.dtype) == np.float16)


def _bits_as_float(bits: int) -> float:
    """The float32 whose low 16 bits are `bits` (its high bits zero: a subnormal or zero, exact through any
    float conversion)."""
    return float(np.array(bits, np.uint32).view(np.float32))


def _bits_from_float(value: float) -> int:
    """The low 16 bits of the float32 a register returned (its high bits are undefined)."""
    return int(np.array(value, np.float32).view(np.uint32) & np.uint32(0xFFFF))


def _sixteen_bits(spec: ScalarArg, array: np.ndarray) -> int:
    """The bits of an f16, or of a float32 value rounded to bf16."""
    if spec.bf16:
        return int(bf16_bits(np.asarray(array, np.float32)))
    return int(np.asarray(array, np.float16).view(np.uint16))


def _from_sixteen_bits(spec: ScalarArg, bits: int) -> np.ndarray:
    """The f16, or the float32 value of the bf16, of `bits`."""
    held = np.array(bits, np.uint16)
    return bf16_values(held) if spec.bf16 else np.asarray(held.view(np.float16))


def bf16_bits(values: np.ndarray) -> np.ndarray:
    """The bf16 bit patterns (uint16) of float32 values, rounded to nearest even (NaNs quieted, their sign and
    high payload bits kept), as `aiopt.reference.hlo.round_to_bf16` rounds them."""
    from aiopt.reference.hlo import round_to_bf16_bits

    return round_to_bf16_bits(values).astype(np.uint16).reshape(np.shape(values))


def bf16_values(bits: np.ndarray) -> np.ndarray:
    """The float32 values of bf16 bit patterns (uint16)."""
    return np.asarray(np.asarray(bits, np.uint16).astype(np.uint32) << 16).view(np.float32)


def _prepared(spec: ArgSpec, array: np.ndarray) -> np.ndarray:
    """One input as the compiled code needs it (see `CInterfaceFunction.prepare`)."""
    array = np.asarray(array)
    if isinstance(spec, MemRefArg) and spec.bf16:
        array = bf16_bits(array)
    elif isinstance(spec, MemRefArg) and spec.contiguous and not array.flags.c_contiguous:
        array = np.ascontiguousarray(array)
    if spec.bits:
        array = narrow_to_width(array, spec.bits)
    return array


def _preparer(spec: ArgSpec) -> Callable[[np.ndarray], np.ndarray]:
    """`_prepared` for inputs of `spec`, without its tests where the elements are plain (the common case)."""
    if spec.bf16 or spec.bits:
        return functools.partial(_prepared, spec)
    if isinstance(spec, ScalarArg) or not spec.contiguous:
        return np.asarray

    def prepared(array: np.ndarray) -> np.ndarray:
        array = np.asarray(array)
        return array if array.flags.c_contiguous else np.ascontiguousarray(array)

    return prepared


def _exact_fitter(spec: ArgSpec) -> tuple | None:
    """How `CInterfaceFunction.call_exact` passes an input of `spec` that fits as it is (see there): for a
    static-shaped contiguous memref, its (shape, dtype, the descriptor's bytes after its two pointers), which
    the call checks and packs itself; for another input, (None, None, a function that gives its C argument, or
    None where it does not fit). None where `spec`'s inputs are always converted (bf16, narrow integers, f16 or
    bf16 scalars, which travel as floats)."""
    if spec.bf16 or spec.bits or _passes_as_float(spec):
        return None
    dtype, ndarray, generic = np.dtype(spec.dtype), np.ndarray, np.generic
    if isinstance(spec, ScalarArg):

        def scalar(value) -> object:
            if (type(value) is ndarray or isinstance(value, generic)) and value.shape == () and value.dtype == dtype:
                return value.item()
            return None

        return None, None, scalar
    shape, contiguous = spec.shape, spec.contiguous
    if contiguous and min(shape, default=0) >= 0:
        return shape, dtype, _contiguous_tail(shape)
    sizes = [(k, d) for k, d in enumerate(shape) if d >= 0]

    def memref(array) -> bytes | None:
        if (
            type(array) is ndarray
            and array.dtype == dtype
            and array.ndim == len(shape)
            and all(array.shape[k] == d for k, d in sizes)
            and (array.flags.c_contiguous or not contiguous)
        ):
            return packed_descriptor(array)
        return None

    return None, None, memref


def _argument_maker(spec: ArgSpec) -> Callable[[np.ndarray], object]:
    """What a prepared input of `spec` is passed as: a memref as its packed descriptor (`_descriptor_packer`),
    a scalar as its Python value (the function's parameter type converts it, as that ctypes type's constructor
    would), an f16 or bf16 scalar as the float holding its bits (`_register_ctype`)."""
    if isinstance(spec, MemRefArg):
        return _descriptor_packer(spec)
    if _passes_as_float(spec):
        return lambda array: _bits_as_float(_sixteen_bits(spec, array))
    return lambda array: array.item()


def _result_converter(spec: ArgSpec) -> Callable[[object], np.ndarray]:
    """What makes a result returned through the C interface (a descriptor, a scalar) into an array."""
    if isinstance(spec, ScalarArg) and not spec.bits and not _passes_as_float(spec):
        dtype = spec.dtype
        return lambda value: np.asarray(value, dtype)
    return functools.partial(CInterfaceFunction._result_value, spec)


def _storage_dtype(spec: MemRefArg) -> np.dtype:
    """The dtype of the elements in the compiled code's memory."""
    return np.dtype(np.uint16) if spec.bf16 else np.dtype(spec.dtype)


class CInterfaceFunction:
    """A compiled function called through `_mlir_ciface_<entry>` on numpy arrays.

    `results_as_out_params` (one flag, or one per result): which results are
    trailing memref arguments that the caller allocates (after
    `buffer-results-to-out-params`, which converts the static-shaped ones);
    the others come back through upstream's C interface (a leading pointer to
    a struct of them, or one scalar by value) and are copied out.
    `symbol` is the function called (default `_mlir_ciface_<entry>`).
    """

    def __init__(
        self,
        jit: JitModule,
        entry: str,
        inputs: Sequence[ArgSpec],
        results: Sequence[ArgSpec],
        *,
        results_as_out_params: bool | Sequence[bool] = True,
        symbol: str | None = None,
    ):
        self.jit = jit
        self.entry = entry
        self.inputs = list(inputs)
        self.results = list(results)
        if isinstance(results_as_out_params, bool):
            results_as_out_params = [results_as_out_params] * len(self.results)
        self.out_flags = list(results_as_out_params)
        if len(self.out_flags) != len(self.results):
            raise JitError(f"@{entry}: {len(self.out_flags)} out-parameter flags for {len(self.results)} results")
        self.results_as_out_params = bool(self.results) and all(self.out_flags)
        self._out_specs = [s for s, out in zip(self.results, self.out_flags) if out]
        self._returned = [s for s, out in zip(self.results, self.out_flags) if not out]
        # A memref crosses as a pointer to its descriptor: bytes (`packed_descriptor`) or a ctypes struct.
        parameters = [ctypes.c_void_p if isinstance(s, MemRefArg) else _register_ctype(s) for s in self.inputs]
        parameters += [ctypes.c_void_p for _ in self._out_specs]
        restype = None
        self._result_struct = None
        if len(self._returned) == 1 and isinstance(self._returned[0], ScalarArg):
            restype = _register_ctype(self._returned[0])
        elif self._returned:
            fields = [(f"r{i}", _ctype(s)) for i, s in enumerate(self._returned)]
            self._result_struct = (
                _ctype(self._returned[0])
                if len(fields) == 1
                else type("Results", (ctypes.Structure,), {"_fields_": fields})
            )
            parameters.insert(0, ctypes.POINTER(self._result_struct))
        # Called directly, then `runtime_errors.raise_pending()` for what the code reported.
        self._entry_function = ctypes.CFUNCTYPE(restype, *parameters)(jit.address(symbol or f"_mlir_ciface_{entry}"))
        self._keepalive: list = []
        # What each call does to each argument, decided here once (`_preparer`, `_argument_maker`).
        self._preparers = [_preparer(s) for s in self.inputs]
        self._makers = [_argument_maker(s) for s in self.inputs] + [_descriptor_packer(s) for s in self._out_specs]
        static = all(isinstance(s, MemRefArg) and min(s.shape, default=0) >= 0 for s in self._out_specs)
        self._output_layouts = [(s.shape, s.dtype) for s in self._out_specs] if static else None
        self._converted_outputs = any(s.bf16 or s.bits for s in self._out_specs)
        self._converters = [_result_converter(s) for s in self._returned]
        # `call_exact`'s plan: how each input that fits as it is becomes its C argument, and the out-parameter
        # buffers it allocates with their descriptors' packed tails (None: it has no such path).
        plain = not self._converted_outputs and self._output_layouts is not None
        fitters = [_exact_fitter(s) for s in self.inputs] if plain else []
        self._fitters = fitters if plain and None not in fitters else None
        self._exact_outputs = (
            [(s.shape, s.dtype, _contiguous_tail(s.shape)) for s in self._out_specs] if plain else None
        )

    def prepare(self, arrays: Sequence[np.ndarray]) -> list[np.ndarray]:
        """The inputs as the compiled code needs them (dtype checked, C-contiguous where required)."""
        return [prepared(array) for prepared, array in zip(self._preparers, arrays)]

    def write_back(self, arrays: Sequence[np.ndarray], prepared: Sequence[np.ndarray]) -> None:
        """What the program stored into a memref argument that crossed as a copy (`prepare`: bf16 bits, a
        contiguous copy, narrow integers masked) reaches the caller's array, as a memref argument is the
        caller's buffer and the interpreter writes into it.

        A bf16 argument comes back whole (float32 values rounded to bf16, or bf16 bit patterns), as the
        interpreter rounds the array it is given; of the others, the elements whose bits differ from a fresh
        copy are copied back (an element the program did not store keeps the caller's value exactly, even
        where the copy masked it). Arrays that are not writeable, or that crossed as they are, are left.
        """
        for spec, original, passed in zip(self.inputs, arrays, prepared):
            if passed is original or not isinstance(spec, MemRefArg) or not isinstance(original, np.ndarray):
                continue
            if not original.flags.writeable or original.size == 0:
                continue
            passed = np.asarray(passed).reshape(original.shape)
            if spec.bf16:
                if original.dtype == np.float32:
                    original[...] = bf16_values(passed)
                elif original.dtype.itemsize == 2:
                    original.view(np.uint16)[...] = passed.view(np.uint16)
                continue
            fresh = _prepared(spec, original)
            if fresh.dtype != passed.dtype:
                continue
            bits = f"u{passed.dtype.itemsize}"
            changed = np.ascontiguousarray(passed).view(bits) != np.ascontiguousarray(fresh).view(bits)
            if changed.any():
                values = widen_from_width(passed, spec.bits) if spec.bits else passed
                original[changed] = values[changed]

    def new_outputs(self) -> list[np.ndarray]:
        """Arrays for the results passed as out parameters (in their order)."""
        if self._output_layouts is not None:
            return [np.empty(shape, dtype) for shape, dtype in self._output_layouts]
        return [np.empty(self._static_shape(s), s.dtype) for s in self._out_specs]

    def __call__(
        self, *arrays: np.ndarray, outputs: Sequence[np.ndarray] | None = None, prepared: bool = False
    ) -> list[np.ndarray]:
        """Call the entry; returns the results (the `outputs` arrays, for the out-parameter ones, when given).
        With `prepared`, `arrays` are what `prepare` made of the inputs (bf16 as their bits, ...)."""
        if len(arrays) != len(self.inputs):
            raise JitError(f"@{self.entry} takes {len(self.inputs)} arguments, {len(arrays)} given")
        originals = None
        if not prepared:
            originals, arrays = arrays, self.prepare(arrays)
        outputs = list(outputs) if outputs is not None else self.new_outputs()
        buffers = outputs
        if self._converted_outputs:
            # bf16 results are written into bit buffers, then widened into the outputs.
            buffers = [np.empty(out.shape, np.uint16) if s.bf16 else out for s, out in zip(self._out_specs, outputs)]
        returned = self._run(self._arguments(arrays, buffers))
        if originals is not None:
            self.write_back(originals, arrays)
        if self._converted_outputs:
            for spec, out, buffer in zip(self._out_specs, outputs, buffers):
                if spec.bf16:
                    out[...] = bf16_values(buffer)
                elif spec.bits:
                    out[...] = widen_from_width(out, spec.bits)
        return self._merged(outputs, returned)  # (a list of the caller's `outputs`, or of new ones)

    def _run(self, arguments: list) -> list[np.ndarray]:
        """Call the entry on its C `arguments`; returns the results it returned (not the out parameters)."""
        if self._result_struct is None and self.jit.self_contained:
            value = self._entry_function(*arguments)  # (no error to raise, no buffer to release)
            return [self._converters[0](value)] if self._returned else []
        try:
            if self._result_struct is None:
                value = self._entry_function(*arguments)
                runtime_errors.raise_pending()
                return [self._converters[0](value)] if self._returned else []
            holder = self._result_struct()
            self._entry_function(ctypes.byref(holder), *arguments)
            runtime_errors.raise_pending()
            if len(self._returned) == 1:
                return [self._converters[0](holder)]
            return [convert(getattr(holder, f"r{i}")) for i, convert in enumerate(self._converters)]
        finally:
            # The returned buffers are copied: free them (and anything else the call left allocated).
            _release_results()

    def _merged(self, outputs: list[np.ndarray], returned: list[np.ndarray]) -> list[np.ndarray]:
        """The results in their order: the out-parameter `outputs` and the `returned` ones interleaved."""
        if not returned:
            return outputs
        by_position, by_value = iter(outputs), iter(returned)
        return [next(by_position) if out else next(by_value) for out in self.out_flags]

    def call_exact(self, arrays: Sequence) -> list[np.ndarray] | None:
        """`self(*arrays)` where every input fits as it is: an ndarray of the argument's own dtype and shape,
        C-contiguous where the code assumes the identity layout (for a scalar or a rank-0 memref, also a numpy
        scalar of its dtype; no bf16 or narrow integers, whose inputs `prepare` converts). None, having run nothing, where an
        input does not fit (`__call__` checks, converts and copies it), or the entry has no such path.

        The path of the common call: `prepare` would pass every input as it is and `write_back` would leave
        it, so neither runs; the out-parameter buffers are new arrays of static shape, whose descriptors' sizes
        and strides were packed in advance. It took a 4-element add from 6.1 to 2.8 µs of CPU time per call."""
        fitters = self._fitters
        if fitters is None or len(arrays) != len(fitters):
            return None
        arguments, kept, ndarray, address_of, pointers = [], [], np.ndarray, _ndarray_address, _POINTERS.pack
        for array, (shape, dtype, tail) in zip(arrays, fitters):
            if shape is None:
                argument = tail(array)
                if argument is None:
                    return None
                arguments.append(argument)
                continue
            if type(array) is not ndarray:
                if shape or not isinstance(array, np.generic):
                    return None
                array = np.asarray(array)  # (a numpy scalar for a rank-0 memref: kept alive through the call)
                kept.append(array)
            if array.shape != shape or array.dtype != dtype or not array.flags.c_contiguous:
                return None
            address = address_of(array)
            arguments.append(pointers(address, address) + tail)
        outputs = []
        for shape, dtype, tail in self._exact_outputs:
            output = np.empty(shape, dtype)
            address = address_of(output)
            arguments.append(pointers(address, address) + tail)
            outputs.append(output)
        return self._merged(outputs, self._run(arguments))

    def bind(self, prepared: Sequence[np.ndarray], outputs: Sequence[np.ndarray]) -> Callable[[], list[np.ndarray]]:
        """A no-argument callable that runs the entry on `prepared` (what `prepare` made of the inputs) into
        `outputs` (arrays as `new_outputs` makes them), as `self(*prepared, outputs=outputs, prepared=True)`
        does, for calls repeated on the same arrays (benchmarks): where every result is an out parameter of
        the compiled code's own element type, the descriptors are built once, not on every call (3 or more
        descriptors were 14 of the 25 µs a call of a 4x4 add took)."""
        direct = (
            bool(self._out_specs)
            and all(self.out_flags)
            and not any(s.bf16 or s.bits for s in self._out_specs)
            and all(out.shape == self._static_shape(s) for s, out in zip(self._out_specs, outputs))
        )
        if not direct:
            return lambda: self(*prepared, outputs=outputs, prepared=True)
        arguments = self._arguments(prepared, outputs)  # (the descriptors, packed once)
        function, raise_pending, results = self._entry_function, runtime_errors.raise_pending, list(outputs)

        # What the descriptors point into, and the compiled module itself (`self.jit`: its code is unmapped when
        # it is collected), live as long as the callable, however long the caller keeps the function object.
        def call(kept=(self, prepared)) -> list[np.ndarray]:
            try:
                function(*arguments)
                raise_pending()
            finally:
                _release_results()
            return results

        return call

    def _arguments(self, prepared: Sequence[np.ndarray], buffers: Sequence[np.ndarray]) -> list:
        """The C arguments of a call on `prepared` inputs writing into the out-parameter `buffers`."""
        return [make(array) for make, array in zip(self._makers, (*prepared, *buffers))]

    def _static_shape(self, spec: ArgSpec) -> tuple[int, ...]:
        if isinstance(spec, ScalarArg) or any(d < 0 for d in spec.shape):
            raise JitError(f"@{self.entry} has a result of dynamic shape: it cannot be passed as an out parameter")
        return spec.shape

    @staticmethod
    def _result_value(spec: ArgSpec, value) -> np.ndarray:
        if isinstance(spec, MemRefArg):
            # Returned buffers may be globals or alias inputs: they are copied, and only the ones the call
            # allocated are freed (`_release_results`).
            array = array_of(value, _storage_dtype(spec))
            return bf16_values(array) if spec.bf16 else widen_from_width(array, spec.bits)
        if _passes_as_float(spec):
            # Returned in a register: a float (`_register_ctype`); a field of a result struct: its bits.
            return _from_sixteen_bits(spec, _bits_from_float(value) if isinstance(value, float) else value)
        return widen_from_width(np.asarray(value, spec.dtype), spec.bits)
