"""The `mgpu*` GPU runtime in native code: what the host code of `gpu-to-llvm` calls, over the CUDA driver API.

`gpu-to-llvm` lowers the host side of a GPU program to calls of upstream
MLIR's runtime wrappers (`mgpuModuleLoad`, `mgpuLaunchKernel`,
`mgpuMemAlloc`, ... with the C signatures of upstream's
`CudaRuntimeWrappers`). This module implements them in LLVM IR, compiled
once per process by the JIT (`aiopt.runtime.jit`) and registered as the
symbols JIT-compiled host code calls, so a compiled program launches its
kernels with no Python per launch:

    from aiopt.runtime import mgpu_runtime
    mgpu_runtime.use_driver(mgpu_runtime.libcuda_driver())  # or a fake driver (tests)
    ... call the JIT-compiled host function ...
    mgpu_runtime.raise_driver_error()                        # a failed driver call becomes a CudaError

| wrapper | driver calls |
| --- | --- |
| `mgpuModuleLoad(data, size)` | `cuModuleLoadData` (once per image: see below) |
| `mgpuModuleUnload(module)` | `cuModuleUnload` of a module that is not cached |
| `mgpuModuleGetFunction(module, name)` | `cuModuleGetFunction` (once per kernel of a loaded module: see below) |
| `mgpuLaunchKernel(f, grid, block, smem, stream, params, extra, n)` | `cuFuncSetAttribute` (smem > 0), `cuLaunchKernel` |
| `mgpuStreamCreate()` / `Synchronize` / `Destroy` | `cuStreamCreate`, `cuStreamSynchronize`, `cuStreamDestroy_v2` |
| `mgpuMemAlloc(bytes, stream, host_shared)` | none (a cached block), `cuMemAlloc_v2`, or `cuMemAllocManaged` (host_shared) |
| `mgpuMemFree(ptr, stream)` | none (the block is cached; `cuStreamSynchronize` given a stream), `cuMemFree_v2` (managed) |
| `mgpuMemcpy(dst, src, bytes, stream)` | `cuMemcpy` (unified addressing: host or device pointers) |
| `mgpuMemset32(dst, value, count, stream)` | `cuMemsetD32_v2` |

Every wrapper first makes the primary context of device 0 current on the
calling thread (`cuInit`, `cuDeviceGet`, `cuDevicePrimaryCtxRetain` once,
then `cuCtxSetCurrent`), as upstream's `ScopedContext` does; but, as XLA's
`ScopedActivateContext` keeps the thread's current context, the thread
remembers that it did (in its record, with the generation of the driver
table: `use_driver` starts a new one) and its later wrappers call no driver
function for it, until the call ends: `release_thread`, which the caller
runs after every call, forgets it, so that a context another library makes
current on the thread between calls is replaced by the next call's first
wrapper (`unload_modules` and `empty_cache` forget it too). A call of a host
function makes one `cuCtxSetCurrent`.

**Errors are never silent.** Upstream's wrappers print a failed call to
stderr and go on; here the first failing `CUresult` and the driver call
that returned it are kept in a per-thread record of the runtime (a pthread
key's), every later wrapper of that thread that would use device state does
nothing (a function of a module that failed to load is
never launched, a buffer whose allocation failed is never copied to), and
the Python caller raises them after the call (`raise_driver_error`: a
`CudaError` naming the call and the driver's error). Releases
(`mgpuMemFree`, `mgpuModuleUnload`, `mgpuStreamDestroy`) still run after a
failure, so that a failed call frees what it allocated before.

The driver functions are called through a table of function pointers that
`use_driver` fills: from `libcuda.so.1` (`libcuda_driver`), or from a fake
driver of ctypes callbacks (`aiopt.runtime.fake_cuda_driver`, which runs
the kernels in the reference interpreter on host memory). A table rather
than process-wide symbols (`llvm.add_symbol("cuInit", ...)`) so that a
process can switch between them (tests with the fake on a machine with a
GPU), and so that a machine without a driver compiles the runtime at all;
a missing entry is a recorded error, never a call of address 0.

Two differences from upstream, for launch overhead: `mgpuModuleLoad` keeps
the modules it loaded (up to `MODULE_CACHE` of them, keyed by the image's
address) and `mgpuModuleUnload` of a cached module keeps it loaded, since
`gpu-to-llvm` loads and unloads the module around every launch (upstream
loads it once, in a global constructor); `unload_modules()` unloads them
(a host function's code must call it before the memory of its PTX
constants is released, `gpu_executor.JitHost` does; a module that a launch
on another thread is using at that moment stays loaded). A cached module
also keeps the functions `mgpuModuleGetFunction` looked up in it (by name,
a copy: the host code holding the name may go first), so each kernel is
looked up once per load, and they are forgotten when it is unloaded. And
`mgpuStreamCreate`/`mgpuStreamDestroy` keep one idle stream for the next
launch instead of creating one per launch. Launches of zero blocks or
threads do nothing (CUDA rejects them; an empty tensor's kernel has no
thread to run). Apart from the failure records, the state is
process-wide, and the wrappers may run on several threads at once (the
context is made once, and the module cache and the list of live
allocations are updated under a spin lock); switching drivers
(`use_driver`) while host code runs is not supported.

**A caching device allocator**, as PyTorch's, JAX's and IREE's: every
call of a compiled program allocates and frees its buffers, and
`cuMemAlloc`/`cuMemFree` are slow on a GPU (`cuMemFree` synchronizes the
device). `mgpuMemAlloc` rounds a device allocation up to its size class
(PyTorch's: a multiple of 512 bytes up to 1 MiB, of 2 MiB above) and takes
a block of that class that `mgpuMemFree` kept, if there is one; so from
the second call on a program makes no allocation call at all. The cache
is one list of blocks per size class (in 64 bins by log2 of the class,
under the spin lock), of the one context the runtime uses; its blocks are
freed with the modules (`unload_modules`: when a host function is
released, the driver uninstalled or switched), by `empty_cache()`, and when
`cuMemAlloc_v2` fails with `CUDA_ERROR_OUT_OF_MEMORY`: then the cache is
freed and the allocation tried once more (only that try's failure is an
error). A freed block is free for any stream: `mgpuMemFree` given a stream
synchronizes it first, and the host code `gpu-to-llvm` makes frees with no
stream only after the launches before them were synchronized. Managed
memory (`host_shared`) is not cached.

**Nothing leaks when a call fails.** The runtime keeps a list of the
device buffers `mgpuMemAlloc` made and `mgpuMemFree` did not free, each
with its thread: a run-time check of the host code that fails (a shape
check, `aiopt.runtime.runtime_errors`) jumps out of the function before
its frees, and the caller then frees what its thread left
(`release_thread`: device blocks go to the cache); it does so after every
call, which also frees a buffer the host code itself never frees.
"""

from __future__ import annotations

import ctypes
import functools
import os
import threading
from collections.abc import Sequence

from aiopt.runtime.cuda_runtime import CudaError

DRIVER_FUNCTIONS: tuple[tuple[str, tuple], ...] = (
    ("cuInit", (ctypes.c_uint,)),
    ("cuDeviceGet", (ctypes.c_void_p, ctypes.c_int)),
    ("cuDevicePrimaryCtxRetain", (ctypes.c_void_p, ctypes.c_int)),
    ("cuCtxSetCurrent", (ctypes.c_void_p,)),
    ("cuModuleLoadData", (ctypes.c_void_p, ctypes.c_void_p)),
    ("cuModuleGetFunction", (ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)),
    ("cuModuleUnload", (ctypes.c_void_p,)),
    ("cuLaunchKernel", (ctypes.c_void_p, *[ctypes.c_uint] * 7, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)),
    ("cuStreamCreate", (ctypes.c_void_p, ctypes.c_uint)),
    ("cuStreamSynchronize", (ctypes.c_void_p,)),
    ("cuStreamDestroy_v2", (ctypes.c_void_p,)),
    ("cuMemAlloc_v2", (ctypes.c_void_p, ctypes.c_size_t)),
    ("cuMemAllocManaged", (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_uint)),
    ("cuMemFree_v2", (ctypes.c_uint64,)),
    ("cuMemcpy", (ctypes.c_uint64, ctypes.c_uint64, ctypes.c_size_t)),
    ("cuMemsetD32_v2", (ctypes.c_uint64, ctypes.c_uint, ctypes.c_size_t)),
    ("cuFuncSetAttribute", (ctypes.c_void_p, ctypes.c_int, ctypes.c_int)),
)
"""The driver functions the runtime calls, in the order of its table, with their C parameter types (each
returns a `CUresult`, an int)."""

DRIVER_NAMES = tuple(name for name, _ in DRIVER_FUNCTIONS)
_INDEX = {name: index for index, name in enumerate(DRIVER_NAMES)}

WRAPPERS = (
    "mgpuModuleLoad",
    "mgpuModuleUnload",
    "mgpuModuleGetFunction",
    "mgpuLaunchKernel",
    "mgpuStreamCreate",
    "mgpuStreamSynchronize",
    "mgpuStreamDestroy",
    "mgpuMemAlloc",
    "mgpuMemFree",
    "mgpuMemcpy",
    "mgpuMemset32",
)
"""The wrappers defined here: every function `gpu-to-llvm`'s RUNTIME_FUNCTIONS names."""

CONTROL = ("aiopt_mgpu_set_key", "aiopt_mgpu_set_driver", "aiopt_mgpu_status", "aiopt_mgpu_failed_call", "aiopt_mgpu_clear_status",
           "aiopt_mgpu_unload_modules", "aiopt_mgpu_release_thread", "aiopt_mgpu_live_allocations",
           "aiopt_mgpu_empty_cache", "aiopt_mgpu_cached_allocations", "aiopt_mgpu_cached_bytes")  # fmt: skip
"""The functions Python calls: install a driver table, read and clear the first failure, unload the modules
(and free the cached blocks), free what a failed call of this thread left allocated, count the live
allocations, free the cached blocks, count them and their bytes."""

MODULE_CACHE = 64
"""How many loaded modules `mgpuModuleLoad` keeps (by image address); more are loaded and unloaded per launch."""

CUDA_ERROR_NOT_INITIALIZED = 3
"""What a call of a driver function missing from the table records."""

CUDA_ERROR_OUT_OF_MEMORY = 2
"""The CUresult of an allocation that does not fit: the caching allocator frees its cache and tries again."""

SMALL_SIZE = 1 << 20
SMALL_ROUNDING = 512
LARGE_ROUNDING = 2 << 20
"""The caching allocator's size classes (PyTorch's kSmallSize, kMinBlockSize, kRoundLarge): allocations up to
`SMALL_SIZE` bytes are rounded up to a multiple of `SMALL_ROUNDING`, larger ones to a multiple of `LARGE_ROUNDING`."""

CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
CU_MEM_ATTACH_GLOBAL = 1

_N = len(DRIVER_FUNCTIONS)


def _driver_call(index: int, result: str, arguments: str, record: bool = True) -> str:
    """IR that calls driver function `index` through the table and records a failure (`%{result}.ok`: i1;
    `%{result}.code`: the CUresult, which the caller records itself with `record=False`)."""
    missing = f"  call void @aiopt.mgpu.record(i32 {CUDA_ERROR_NOT_INITIALIZED}, i32 {index})\n" if record else ""
    failed = f"  call void @aiopt.mgpu.record(i32 %{result}.status, i32 {index})\n" if record else ""
    return f"""  %{result}.fn = call ptr @aiopt.mgpu.function(i32 {index})
  %{result}.have = icmp ne ptr %{result}.fn, null
  br i1 %{result}.have, label %{result}.call, label %{result}.missing

{result}.missing:
{missing}  br label %{result}.done

{result}.call:
  %{result}.status = call i32 %{result}.fn({arguments})
{failed}  br label %{result}.done

{result}.done:
  %{result}.code = phi i32 [{CUDA_ERROR_NOT_INITIALIZED}, %{result}.missing], [%{result}.status, %{result}.call]
  %{result}.ok = icmp eq i32 %{result}.code, 0
"""


def _call(name: str, arguments: str, prefix: str | None = None, record: bool = True) -> str:
    """A `_driver_call` of driver function `name`, its values named `prefix` (default: `name` less `_v2`)."""
    return _driver_call(_INDEX[name], prefix or name.replace("_v2", ""), arguments, record)


RUNTIME_IR = rf"""
@aiopt.mgpu.driver = internal global [{_N} x ptr] zeroinitializer
; each thread's record {{first failure's CUresult: i32, its driver call: i32, the driver generation in which the
; thread made the context current: i64 (0: not current)}} lives in a block found with the pthread key (set from
; Python, whose destructor frees it); the shared fallback record is used if that block cannot be made (it
; never remembers a current context: it is every such thread's)
@aiopt.mgpu.key = internal global i32 0
@aiopt.mgpu.fallback = internal global {{ i32, i32, i64 }} {{ i32 0, i32 -1, i64 0 }}
@aiopt.mgpu.context = internal global ptr null
; which driver table is installed: 1 and up, counted by aiopt_mgpu_set_driver (a context handle of the next
; driver may equal this one's, so threads remember the generation, not the handle)
@aiopt.mgpu.generation = internal global i64 1
@aiopt.mgpu.idle_stream = internal global ptr null
; the module cache: {{image address, module, users, functions}} (a null image: a free slot; functions: the list
; of the kernels looked up in the module, {{next, CUfunction, name (NUL-terminated)}} nodes), and its spin lock
@aiopt.mgpu.modules = internal global [{MODULE_CACHE} x [4 x ptr]] zeroinitializer
@aiopt.mgpu.spin = internal global i32 0
; the live device allocations: a list of {{next, address, thread, size class}} nodes (under the spin lock; size
; class 0: managed memory, never cached)
@aiopt.mgpu.live = internal global ptr null
; the caching allocator's freed blocks: lists of the same nodes, bin i holding size classes in [2^i, 2^(i+1))
@aiopt.mgpu.cache = internal global [64 x ptr] zeroinitializer

declare ptr @malloc(i64)
declare void @free(ptr)
declare i64 @pthread_self()
declare ptr @pthread_getspecific(i32)
declare i32 @strcmp(ptr, ptr)
declare i64 @strlen(ptr)
declare i32 @pthread_setspecific(i32, ptr)

define internal ptr @aiopt.mgpu.function(i32 %index) {{
entry:
  %slot = getelementptr [{_N} x ptr], ptr @aiopt.mgpu.driver, i32 0, i32 %index
  %fn = load ptr, ptr %slot
  ret ptr %fn
}}

; This thread's failure record: [status, call].
define internal ptr @aiopt.mgpu.thread_record() {{
entry:
  %key = load i32, ptr @aiopt.mgpu.key
  %record = call ptr @pthread_getspecific(i32 %key)
  %have = icmp ne ptr %record, null
  br i1 %have, label %done, label %make

make:
  %new = call ptr @malloc(i64 16)
  %made = icmp ne ptr %new, null
  br i1 %made, label %keep, label %fallback

keep:
  store i32 0, ptr %new
  %call.field = getelementptr i32, ptr %new, i64 1
  store i32 -1, ptr %call.field
  %current.field = getelementptr i64, ptr %new, i64 1
  store i64 0, ptr %current.field
  %set = call i32 @pthread_setspecific(i32 %key, ptr %new)
  %kept = icmp eq i32 %set, 0
  br i1 %kept, label %made.done, label %lost

lost:
  call void @free(ptr %new)
  br label %fallback

made.done:
  ret ptr %new

fallback:
  ret ptr @aiopt.mgpu.fallback

done:
  ret ptr %record
}}

; Keep the first failure of this thread: its CUresult and the table index of the driver call.
define internal void @aiopt.mgpu.record(i32 %status, i32 %call) {{
entry:
  %failed = icmp ne i32 %status, 0
  br i1 %failed, label %first, label %done

first:
  %record = call ptr @aiopt.mgpu.thread_record()
  %old = cmpxchg ptr %record, i32 0, i32 %status seq_cst seq_cst
  %was.first = extractvalue {{ i32, i1 }} %old, 1
  br i1 %was.first, label %store, label %done

store:
  %call.field = getelementptr i32, ptr %record, i64 1
  store atomic i32 %call, ptr %call.field seq_cst, align 4
  br label %done

done:
  ret void
}}

define internal i1 @aiopt.mgpu.ok() {{
entry:
  %record = call ptr @aiopt.mgpu.thread_record()
  %status = load atomic i32, ptr %record seq_cst, align 4
  %ok = icmp eq i32 %status, 0
  ret i1 %ok
}}

; Make the primary context of device 0 current on this thread (creating it on first use); false once a
; driver call has failed. A thread that made it current since its last call ended (`aiopt.mgpu.is_current`)
; calls no driver function: a host function's call makes one cuCtxSetCurrent, not one per wrapper.
define internal i1 @aiopt.mgpu.enter() {{
entry:
  %record = call ptr @aiopt.mgpu.thread_record()
  %status = load atomic i32, ptr %record seq_cst, align 4
  %ok = icmp eq i32 %status, 0
  br i1 %ok, label %remembered, label %failed

remembered:
  %is.current = call i1 @aiopt.mgpu.is_current(ptr %record)
  br i1 %is.current, label %entered, label %check

check:
  %context = load atomic ptr, ptr @aiopt.mgpu.context acquire, align 8
  %made = icmp ne ptr %context, null
  br i1 %made, label %current, label %init

init:
  %device = alloca i32
  %new.context = alloca ptr
  call void @aiopt.mgpu.lock()
  %again = load atomic ptr, ptr @aiopt.mgpu.context acquire, align 8
  %made.meanwhile = icmp ne ptr %again, null
  br i1 %made.meanwhile, label %unlock, label %driver.init

driver.init:
{_call("cuInit", "i32 0")}  br i1 %cuInit.ok, label %get, label %unlock.failed

get:
{_call("cuDeviceGet", "ptr %device, i32 0")}  br i1 %cuDeviceGet.ok, label %retain, label %unlock.failed

retain:
  %ordinal = load i32, ptr %device
{_call("cuDevicePrimaryCtxRetain", "ptr %new.context, i32 %ordinal")}  br i1 %cuDevicePrimaryCtxRetain.ok, label %keep, label %unlock.failed

keep:
  %retained = load ptr, ptr %new.context
  store atomic ptr %retained, ptr @aiopt.mgpu.context release, align 8
  br label %unlock

unlock:
  call void @aiopt.mgpu.unlock()
  br label %current

unlock.failed:
  call void @aiopt.mgpu.unlock()
  br label %failed

current:
  %use = load atomic ptr, ptr @aiopt.mgpu.context acquire, align 8
  %set = call i1 @aiopt.mgpu.set_current(ptr %record, ptr %use)
  ret i1 %set

entered:
  ret i1 true

failed:
  ret i1 false
}}

; Releases run after a failure too: make the context current if there is one.
define internal i1 @aiopt.mgpu.enter_to_release() {{
entry:
  %record = call ptr @aiopt.mgpu.thread_record()
  %is.current = call i1 @aiopt.mgpu.is_current(ptr %record)
  br i1 %is.current, label %entered, label %check

check:
  %context = load atomic ptr, ptr @aiopt.mgpu.context acquire, align 8
  %made = icmp ne ptr %context, null
  br i1 %made, label %current, label %none

current:
  %set = call i1 @aiopt.mgpu.set_current(ptr %record, ptr %context)
  ret i1 %set

entered:
  ret i1 true

none:
  ret i1 false
}}

; Whether the thread of %record made the context of the installed driver current since its last call ended
; (as XLA's ScopedActivateContext keeps the thread's current context: the record is forgotten by
; `aiopt_mgpu_release_thread` after every call, so a context another library makes current between calls is
; replaced by the next call's first wrapper).
define internal i1 @aiopt.mgpu.is_current(ptr %record) {{
entry:
  %current.field = getelementptr i64, ptr %record, i64 1
  %mine = load i64, ptr %current.field
  %generation = load atomic i64, ptr @aiopt.mgpu.generation acquire, align 8
  %same = icmp eq i64 %mine, %generation
  ret i1 %same
}}

; cuCtxSetCurrent(%context), remembered in %record (not in the shared fallback record).
define internal i1 @aiopt.mgpu.set_current(ptr %record, ptr %context) {{
entry:
{_call("cuCtxSetCurrent", "ptr %context")}  %shared = icmp eq ptr %record, @aiopt.mgpu.fallback
  %fail = xor i1 %cuCtxSetCurrent.ok, true
  %forget = or i1 %shared, %fail
  br i1 %forget, label %done, label %remember

remember:
  %generation = load atomic i64, ptr @aiopt.mgpu.generation acquire, align 8
  %current.field = getelementptr i64, ptr %record, i64 1
  store i64 %generation, ptr %current.field
  br label %done

done:
  ret i1 %cuCtxSetCurrent.ok
}}

; Forget that this thread made the context current: after a call (`aiopt_mgpu_release_thread`) and after the
; control functions Python calls between calls (`aiopt_mgpu_unload_modules`, `aiopt_mgpu_empty_cache`), so that
; the next call makes it current again.
define internal void @aiopt.mgpu.forget_current() {{
entry:
  %record = call ptr @aiopt.mgpu.thread_record()
  %current.field = getelementptr i64, ptr %record, i64 1
  store i64 0, ptr %current.field
  ret void
}}

define internal void @aiopt.mgpu.lock() {{
entry:
  br label %spin

spin:
  %old = atomicrmw xchg ptr @aiopt.mgpu.spin, i32 1 acquire
  %taken = icmp ne i32 %old, 0
  br i1 %taken, label %spin, label %done

done:
  ret void
}}

define internal void @aiopt.mgpu.unlock() {{
entry:
  store atomic i32 0, ptr @aiopt.mgpu.spin release, align 4
  ret void
}}

; The cache slot whose field %field (0: image, 1: module) is %key; null if none (call with the lock held).
define internal ptr @aiopt.mgpu.find(i32 %field, ptr %key) {{
entry:
  br label %loop

loop:
  %i = phi i32 [0, %entry], [%next, %continue]
  %more = icmp ult i32 %i, {MODULE_CACHE}
  br i1 %more, label %test, label %none

test:
  %slot = getelementptr [{MODULE_CACHE} x [4 x ptr]], ptr @aiopt.mgpu.modules, i32 0, i32 %i
  %field.ptr = getelementptr [4 x ptr], ptr %slot, i32 0, i32 %field
  %value = load ptr, ptr %field.ptr
  %found = icmp eq ptr %value, %key
  br i1 %found, label %done, label %continue

continue:
  %next = add i32 %i, 1
  br label %loop

none:
  ret ptr null

done:
  ret ptr %slot
}}

; Record a live allocation of this thread (a failed call frees the thread's: `aiopt_mgpu_release_thread`) of
; size class %class (0: not cached when freed).
define internal void @aiopt.mgpu.track(ptr %address, i64 %class) {{
entry:
  %node = call ptr @malloc(i64 32)
  %have = icmp ne ptr %node, null
  br i1 %have, label %push, label %done

push:
  %self = call i64 @pthread_self()
  %address.field = getelementptr [4 x i64], ptr %node, i32 0, i32 1
  store ptr %address, ptr %address.field
  %thread.field = getelementptr [4 x i64], ptr %node, i32 0, i32 2
  store i64 %self, ptr %thread.field
  %class.field = getelementptr [4 x i64], ptr %node, i32 0, i32 3
  store i64 %class, ptr %class.field
  call void @aiopt.mgpu.lock()
  %head = load ptr, ptr @aiopt.mgpu.live
  store ptr %head, ptr %node
  store ptr %node, ptr @aiopt.mgpu.live
  call void @aiopt.mgpu.unlock()
  br label %done

done:
  ret void
}}

; Forget the allocation at %address: its node, unlinked (null if it is not a live allocation).
define internal ptr @aiopt.mgpu.untrack(ptr %address) {{
entry:
  call void @aiopt.mgpu.lock()
  br label %loop

loop:
  %link = phi ptr [@aiopt.mgpu.live, %entry], [%node, %next]
  %node = load ptr, ptr %link
  %end = icmp eq ptr %node, null
  br i1 %end, label %done, label %test

test:
  %address.field = getelementptr [4 x i64], ptr %node, i32 0, i32 1
  %value = load ptr, ptr %address.field
  %found = icmp eq ptr %value, %address
  br i1 %found, label %unlink, label %next

next:
  br label %loop

unlink:
  %after = load ptr, ptr %node
  store ptr %after, ptr %link
  call void @aiopt.mgpu.unlock()
  ret ptr %node

done:
  call void @aiopt.mgpu.unlock()
  ret ptr null
}}

; The caching allocator. A device allocation is rounded up to its size class (as PyTorch's CUDA caching
; allocator rounds: to 512 bytes up to 1 MiB, to 2 MiB above), and a freed block of a class is kept in the
; cache, for the next allocation of its class, instead of being given back with cuMemFree_v2.
define internal i64 @aiopt.mgpu.size_class(i64 %bytes) {{
entry:
  %small = icmp ule i64 %bytes, {SMALL_SIZE}
  %small.up = add i64 %bytes, {SMALL_ROUNDING - 1}
  %small.class = and i64 %small.up, {-SMALL_ROUNDING}
  %large.up = add i64 %bytes, {LARGE_ROUNDING - 1}
  %large.class = and i64 %large.up, {-LARGE_ROUNDING}
  %class = select i1 %small, i64 %small.class, i64 %large.class
  ret i64 %class
}}

; The cache bin of size class %class (floor(log2(%class))).
define internal ptr @aiopt.mgpu.bin(i64 %class) {{
entry:
  %zeros = call i64 @llvm.ctlz.i64(i64 %class, i1 true)
  %index = sub i64 63, %zeros
  %bin = getelementptr [64 x ptr], ptr @aiopt.mgpu.cache, i64 0, i64 %index
  ret ptr %bin
}}

; Keep the block of %node (unlinked from the live list) in the cache.
define internal void @aiopt.mgpu.keep(ptr %node) {{
entry:
  %class.field = getelementptr [4 x i64], ptr %node, i32 0, i32 3
  %class = load i64, ptr %class.field
  %bin = call ptr @aiopt.mgpu.bin(i64 %class)
  call void @aiopt.mgpu.lock()
  %head = load ptr, ptr %bin
  store ptr %head, ptr %node
  store ptr %node, ptr %bin
  call void @aiopt.mgpu.unlock()
  ret void
}}

; A cached block of size class %class, now a live allocation of this thread; null if the cache has none.
define internal ptr @aiopt.mgpu.reuse(i64 %class) {{
entry:
  %bin = call ptr @aiopt.mgpu.bin(i64 %class)
  %self = call i64 @pthread_self()
  call void @aiopt.mgpu.lock()
  br label %loop

loop:
  %link = phi ptr [%bin, %entry], [%node, %next]
  %node = load ptr, ptr %link
  %end = icmp eq ptr %node, null
  br i1 %end, label %none, label %test

test:
  %class.field = getelementptr [4 x i64], ptr %node, i32 0, i32 3
  %node.class = load i64, ptr %class.field
  %fits = icmp eq i64 %node.class, %class
  br i1 %fits, label %take, label %next

next:
  br label %loop

take:
  %after = load ptr, ptr %node
  store ptr %after, ptr %link
  %thread.field = getelementptr [4 x i64], ptr %node, i32 0, i32 2
  store i64 %self, ptr %thread.field
  %head = load ptr, ptr @aiopt.mgpu.live
  store ptr %head, ptr %node
  store ptr %node, ptr @aiopt.mgpu.live
  call void @aiopt.mgpu.unlock()
  %address.field = getelementptr [4 x i64], ptr %node, i32 0, i32 1
  %address = load ptr, ptr %address.field
  ret ptr %address

none:
  call void @aiopt.mgpu.unlock()
  ret ptr null
}}

; A new device block of size class %class from the driver. When the driver is out of memory, the cache is
; freed and the allocation tried once more (only the last try's failure is recorded).
define internal ptr @aiopt.mgpu.allocate(i64 %class) {{
entry:
  %pointer = alloca i64
  store i64 0, ptr %pointer
{_call("cuMemAlloc_v2", "ptr %pointer, i64 %class", prefix="first", record=False)}  %out.of.memory = icmp eq i32 %first.code, {CUDA_ERROR_OUT_OF_MEMORY}
  br i1 %out.of.memory, label %trim, label %record

trim:
  %trimmed = call i64 @aiopt.mgpu.trim()
  %retry = icmp ne i64 %trimmed, 0
  br i1 %retry, label %again, label %record

record:
  call void @aiopt.mgpu.record(i32 %first.code, i32 {_INDEX["cuMemAlloc_v2"]})
  br i1 %first.ok, label %done, label %failed

again:
  store i64 0, ptr %pointer
{_call("cuMemAlloc_v2", "ptr %pointer, i64 %class", prefix="retry")}  br i1 %retry.ok, label %done, label %failed

done:
  %address = load i64, ptr %pointer
  %result = inttoptr i64 %address to ptr
  ret ptr %result

failed:
  ret ptr null
}}

; Free the cached blocks (cuMemFree_v2); how many.
define internal i64 @aiopt.mgpu.trim() {{
entry:
  %entered = call i1 @aiopt.mgpu.enter_to_release()
  %chain = alloca ptr
  store ptr null, ptr %chain
  call void @aiopt.mgpu.lock()
  br label %bins

bins:
  %i = phi i64 [0, %entry], [%i.next, %bin.empty]
  %more = icmp ult i64 %i, 64
  br i1 %more, label %bin, label %release

bin:
  %bin.ptr = getelementptr [64 x ptr], ptr @aiopt.mgpu.cache, i64 0, i64 %i
  %node = load ptr, ptr %bin.ptr
  %empty = icmp eq ptr %node, null
  br i1 %empty, label %bin.empty, label %take

take:
  %after = load ptr, ptr %node
  store ptr %after, ptr %bin.ptr
  %taken = load ptr, ptr %chain
  store ptr %taken, ptr %node
  store ptr %node, ptr %chain
  br label %bin

bin.empty:
  %i.next = add i64 %i, 1
  br label %bins

release:
  call void @aiopt.mgpu.unlock()
  br label %free.loop

free.loop:
  %count = phi i64 [0, %release], [%count.next, %free.one]
  %first = load ptr, ptr %chain
  %done = icmp eq ptr %first, null
  br i1 %done, label %exit, label %free.one

free.one:
  %count.next = add i64 %count, 1
  %rest = load ptr, ptr %first
  store ptr %rest, ptr %chain
  call void @aiopt.mgpu.give_back(ptr %first, i1 %entered)
  br label %free.loop

exit:
  ret i64 %count
}}

; Free a node taken off the lists and, where the driver may be called (%entered), its device block.
define internal void @aiopt.mgpu.give_back(ptr %node, i1 %entered) {{
entry:
  %address.field = getelementptr [4 x i64], ptr %node, i32 0, i32 1
  %address = load i64, ptr %address.field
  call void @free(ptr %node)
  br i1 %entered, label %free.device, label %done

free.device:
{_call("cuMemFree_v2", "i64 %address")}  br label %done

done:
  ret void
}}

define ptr @mgpuModuleLoad(ptr %data, i64 %size) {{
entry:
  %entered = call i1 @aiopt.mgpu.enter()
  br i1 %entered, label %lookup, label %failed

lookup:
  call void @aiopt.mgpu.lock()
  %cached = call ptr @aiopt.mgpu.find(i32 0, ptr %data)
  %hit = icmp ne ptr %cached, null
  br i1 %hit, label %reuse, label %load

reuse:
  %cached.module.ptr = getelementptr [4 x ptr], ptr %cached, i32 0, i32 1
  %cached.module = load ptr, ptr %cached.module.ptr
  %users.ptr = getelementptr [4 x ptr], ptr %cached, i32 0, i32 2
  %users = load i64, ptr %users.ptr
  %users.more = add i64 %users, 1
  store i64 %users.more, ptr %users.ptr
  call void @aiopt.mgpu.unlock()
  ret ptr %cached.module

load:
  %module.ptr = alloca ptr
  store ptr null, ptr %module.ptr
{_call("cuModuleLoadData", "ptr %module.ptr, ptr %data")}  br i1 %cuModuleLoadData.ok, label %keep, label %unlock.failed

keep:
  %module = load ptr, ptr %module.ptr
  %free = call ptr @aiopt.mgpu.find(i32 0, ptr null)
  %has.free = icmp ne ptr %free, null
  br i1 %has.free, label %insert, label %uncached

insert:
  store ptr %data, ptr %free
  %free.module = getelementptr [4 x ptr], ptr %free, i32 0, i32 1
  store ptr %module, ptr %free.module
  %free.users = getelementptr [4 x ptr], ptr %free, i32 0, i32 2
  store i64 1, ptr %free.users
  br label %uncached

uncached:
  call void @aiopt.mgpu.unlock()
  ret ptr %module

unlock.failed:
  call void @aiopt.mgpu.unlock()
  br label %failed

failed:
  ret ptr null
}}

define void @mgpuModuleUnload(ptr %module) {{
entry:
  %null = icmp eq ptr %module, null
  br i1 %null, label %done, label %lookup

lookup:
  call void @aiopt.mgpu.lock()
  %cached = call ptr @aiopt.mgpu.find(i32 1, ptr %module)
  %hit = icmp ne ptr %cached, null
  br i1 %hit, label %unuse, label %uncached

unuse:
  %users.ptr = getelementptr [4 x ptr], ptr %cached, i32 0, i32 2
  %users = load i64, ptr %users.ptr
  %users.less = sub i64 %users, 1
  store i64 %users.less, ptr %users.ptr
  call void @aiopt.mgpu.unlock()
  br label %done

uncached:
  call void @aiopt.mgpu.unlock()
  br label %release

release:
  %entered = call i1 @aiopt.mgpu.enter_to_release()
  br i1 %entered, label %unload, label %done

unload:
{_call("cuModuleUnload", "ptr %module")}  br label %done

done:
  ret void
}}

; A kernel of %module: looked up once per loaded module (the function cache of its slot, dropped when the
; module is unloaded), as a CUDA program keeps the CUfunctions of the modules it loaded.
define ptr @mgpuModuleGetFunction(ptr %module, ptr %name) {{
entry:
  %null = icmp eq ptr %module, null
  br i1 %null, label %failed, label %check

check:
  %ok = call i1 @aiopt.mgpu.ok()
  br i1 %ok, label %lookup, label %failed

lookup:
  call void @aiopt.mgpu.lock()
  %cached = call ptr @aiopt.mgpu.cached_function(ptr %module, ptr %name)
  call void @aiopt.mgpu.unlock()
  %hit = icmp ne ptr %cached, null
  br i1 %hit, label %reuse, label %enter

reuse:
  ret ptr %cached

enter:
  %entered = call i1 @aiopt.mgpu.enter()
  br i1 %entered, label %get, label %failed

get:
  %function.ptr = alloca ptr
  store ptr null, ptr %function.ptr
{_call("cuModuleGetFunction", "ptr %function.ptr, ptr %module, ptr %name")}  br i1 %cuModuleGetFunction.ok, label %found, label %failed

found:
  %function = load ptr, ptr %function.ptr
  call void @aiopt.mgpu.remember_function(ptr %module, ptr %name, ptr %function)
  ret ptr %function

failed:
  ret ptr null
}}

; The cached function %name of %module; null if the module is not cached or its kernel not looked up yet
; (call with the lock held).
define internal ptr @aiopt.mgpu.cached_function(ptr %module, ptr %name) {{
entry:
  %slot = call ptr @aiopt.mgpu.find(i32 1, ptr %module)
  %cached = icmp ne ptr %slot, null
  br i1 %cached, label %start, label %none

start:
  %list = getelementptr [4 x ptr], ptr %slot, i32 0, i32 3
  br label %loop

loop:
  %link = phi ptr [%list, %start], [%node, %next]
  %node = load ptr, ptr %link
  %end = icmp eq ptr %node, null
  br i1 %end, label %none, label %test

test:
  %node.name = getelementptr i8, ptr %node, i64 16
  %order = call i32 @strcmp(ptr %node.name, ptr %name)
  %same = icmp eq i32 %order, 0
  br i1 %same, label %found, label %next

next:
  br label %loop

found:
  %function.field = getelementptr ptr, ptr %node, i64 1
  %function = load ptr, ptr %function.field
  ret ptr %function

none:
  ret ptr null
}}

; Keep %function as kernel %name of %module, if the module is cached (a copy of the name: the host code
; holding it may be released before the module).
define internal void @aiopt.mgpu.remember_function(ptr %module, ptr %name, ptr %function) {{
entry:
  %length = call i64 @strlen(ptr %name)
  %bytes = add i64 %length, 17
  %node = call ptr @malloc(i64 %bytes)
  %have = icmp ne ptr %node, null
  br i1 %have, label %fill, label %done

fill:
  %function.field = getelementptr ptr, ptr %node, i64 1
  store ptr %function, ptr %function.field
  %node.name = getelementptr i8, ptr %node, i64 16
  %with.nul = add i64 %length, 1
  call void @llvm.memcpy.p0.p0.i64(ptr %node.name, ptr %name, i64 %with.nul, i1 false)
  call void @aiopt.mgpu.lock()
  %slot = call ptr @aiopt.mgpu.find(i32 1, ptr %module)
  %cached = icmp ne ptr %slot, null
  br i1 %cached, label %known, label %drop

known:
  ; another thread may have looked it up meanwhile
  %meanwhile = call ptr @aiopt.mgpu.cached_function(ptr %module, ptr %name)
  %twice = icmp ne ptr %meanwhile, null
  br i1 %twice, label %drop, label %push

push:
  %list = getelementptr [4 x ptr], ptr %slot, i32 0, i32 3
  %head = load ptr, ptr %list
  store ptr %head, ptr %node
  store ptr %node, ptr %list
  call void @aiopt.mgpu.unlock()
  br label %done

drop:
  call void @aiopt.mgpu.unlock()
  call void @free(ptr %node)
  br label %done

done:
  ret void
}}

define void @mgpuLaunchKernel(ptr %function, i64 %gx, i64 %gy, i64 %gz, i64 %bx, i64 %by, i64 %bz, i32 %smem,
                              ptr %stream, ptr %params, ptr %extra, i64 %count) {{
entry:
  %null = icmp eq ptr %function, null
  br i1 %null, label %done, label %sizes

sizes:
  %p0 = mul i64 %gx, %gy
  %p1 = mul i64 %p0, %gz
  %p2 = mul i64 %p1, %bx
  %p3 = mul i64 %p2, %by
  %p4 = mul i64 %p3, %bz
  %empty = icmp eq i64 %p4, 0
  br i1 %empty, label %done, label %enter

enter:
  %entered = call i1 @aiopt.mgpu.enter()
  br i1 %entered, label %shared, label %done

shared:
  %dynamic = icmp sgt i32 %smem, 0
  br i1 %dynamic, label %attribute, label %launch

attribute:
{_call("cuFuncSetAttribute", f"ptr %function, i32 {CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES}, i32 %smem")}  br i1 %cuFuncSetAttribute.ok, label %launch, label %done

launch:
  %gx32 = trunc i64 %gx to i32
  %gy32 = trunc i64 %gy to i32
  %gz32 = trunc i64 %gz to i32
  %bx32 = trunc i64 %bx to i32
  %by32 = trunc i64 %by to i32
  %bz32 = trunc i64 %bz to i32
{_call("cuLaunchKernel", "ptr %function, i32 %gx32, i32 %gy32, i32 %gz32, i32 %bx32, i32 %by32, i32 %bz32, "
                          "i32 %smem, ptr %stream, ptr %params, ptr %extra")}  br label %done

done:
  ret void
}}

define ptr @mgpuStreamCreate() {{
entry:
  %entered = call i1 @aiopt.mgpu.enter()
  br i1 %entered, label %reuse, label %failed

reuse:
  %idle = atomicrmw xchg ptr @aiopt.mgpu.idle_stream, ptr null acq_rel
  %have = icmp ne ptr %idle, null
  br i1 %have, label %found, label %create

found:
  ret ptr %idle

create:
  %stream.ptr = alloca ptr
  store ptr null, ptr %stream.ptr
{_call("cuStreamCreate", "ptr %stream.ptr, i32 0")}  br i1 %cuStreamCreate.ok, label %made, label %failed

made:
  %stream = load ptr, ptr %stream.ptr
  ret ptr %stream

failed:
  ret ptr null
}}

define void @mgpuStreamSynchronize(ptr %stream) {{
entry:
  %entered = call i1 @aiopt.mgpu.enter()
  br i1 %entered, label %sync, label %done

sync:
{_call("cuStreamSynchronize", "ptr %stream")}  br label %done

done:
  ret void
}}

define void @mgpuStreamDestroy(ptr %stream) {{
entry:
  %null = icmp eq ptr %stream, null
  br i1 %null, label %done, label %keep

keep:
  %kept = cmpxchg ptr @aiopt.mgpu.idle_stream, ptr null, ptr %stream acq_rel acquire
  %was.idle = extractvalue {{ ptr, i1 }} %kept, 1
  br i1 %was.idle, label %done, label %release

release:
  %entered = call i1 @aiopt.mgpu.enter_to_release()
  br i1 %entered, label %destroy, label %done

destroy:
{_call("cuStreamDestroy_v2", "ptr %stream")}  br label %done

done:
  ret void
}}

define ptr @mgpuMemAlloc(i64 %bytes, ptr %stream, i1 %host.shared) {{
entry:
  %empty = icmp eq i64 %bytes, 0
  br i1 %empty, label %failed, label %enter

enter:
  %entered = call i1 @aiopt.mgpu.enter()
  %pointer = alloca i64
  store i64 0, ptr %pointer
  br i1 %entered, label %kind, label %failed

kind:
  br i1 %host.shared, label %managed, label %device

managed:
{_call("cuMemAllocManaged", f"ptr %pointer, i64 %bytes, i32 {CU_MEM_ATTACH_GLOBAL}")}  %address = load i64, ptr %pointer
  %managed.result = inttoptr i64 %address to ptr
  %managed.allocated = icmp ne ptr %managed.result, null
  br i1 %managed.allocated, label %managed.track, label %failed

managed.track:
  call void @aiopt.mgpu.track(ptr %managed.result, i64 0)
  ret ptr %managed.result

device:
  %class = call i64 @aiopt.mgpu.size_class(i64 %bytes)
  %cached = call ptr @aiopt.mgpu.reuse(i64 %class)
  %hit = icmp ne ptr %cached, null
  br i1 %hit, label %reuse, label %allocate

reuse:
  ret ptr %cached

allocate:
  %result = call ptr @aiopt.mgpu.allocate(i64 %class)
  %allocated = icmp ne ptr %result, null
  br i1 %allocated, label %track, label %failed

track:
  call void @aiopt.mgpu.track(ptr %result, i64 %class)
  ret ptr %result

failed:
  ret ptr null
}}

; A device block goes to the cache (after the work queued on %stream, if any: a block in the cache is free
; for any stream); managed memory and a pointer the runtime did not allocate go to cuMemFree_v2.
define void @mgpuMemFree(ptr %pointer, ptr %stream) {{
entry:
  %null = icmp eq ptr %pointer, null
  br i1 %null, label %done, label %untrack

untrack:
  %node = call ptr @aiopt.mgpu.untrack(ptr %pointer)
  %known = icmp ne ptr %node, null
  br i1 %known, label %device, label %enter

device:
  %class.field = getelementptr [4 x i64], ptr %node, i32 0, i32 3
  %class = load i64, ptr %class.field
  %cached = icmp ne i64 %class, 0
  br i1 %cached, label %ordered, label %forget

ordered:
  %on.stream = icmp ne ptr %stream, null
  br i1 %on.stream, label %wait, label %keep

wait:
  %waiting = call i1 @aiopt.mgpu.enter_to_release()
  br i1 %waiting, label %synchronize, label %keep

synchronize:
{_call("cuStreamSynchronize", "ptr %stream")}  br label %keep

keep:
  call void @aiopt.mgpu.keep(ptr %node)
  br label %done

forget:
  call void @free(ptr %node)
  br label %enter

enter:
  %entered = call i1 @aiopt.mgpu.enter_to_release()
  br i1 %entered, label %free, label %done

free:
  %address = ptrtoint ptr %pointer to i64
{_call("cuMemFree_v2", "i64 %address")}  br label %done

done:
  ret void
}}

define void @mgpuMemcpy(ptr %dst, ptr %src, i64 %bytes, ptr %stream) {{
entry:
  %empty = icmp eq i64 %bytes, 0
  br i1 %empty, label %done, label %enter

enter:
  %entered = call i1 @aiopt.mgpu.enter()
  br i1 %entered, label %copy, label %done

copy:
  %to = ptrtoint ptr %dst to i64
  %from = ptrtoint ptr %src to i64
{_call("cuMemcpy", "i64 %to, i64 %from, i64 %bytes")}  br label %done

done:
  ret void
}}

define void @mgpuMemset32(ptr %dst, i32 %value, i64 %count, ptr %stream) {{
entry:
  %empty = icmp eq i64 %count, 0
  br i1 %empty, label %done, label %enter

enter:
  %entered = call i1 @aiopt.mgpu.enter()
  br i1 %entered, label %set, label %done

set:
  %to = ptrtoint ptr %dst to i64
{_call("cuMemsetD32_v2", "i64 %to, i32 %value, i64 %count")}  br label %done

done:
  ret void
}}

; Control, from Python: install a driver table (forgetting the context, the cache and the first failure).
define void @aiopt_mgpu_set_driver(ptr %table) {{
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr @aiopt.mgpu.driver, ptr %table, i64 {8 * _N}, i1 false)
  store ptr null, ptr @aiopt.mgpu.context
  %generation = load i64, ptr @aiopt.mgpu.generation
  %next.generation = add i64 %generation, 1
  store atomic i64 %next.generation, ptr @aiopt.mgpu.generation release, align 8
  store ptr null, ptr @aiopt.mgpu.idle_stream
  br label %slots

slots:
  %i = phi i32 [0, %entry], [%i.next, %slot]
  %more = icmp ult i32 %i, {MODULE_CACHE}
  br i1 %more, label %slot, label %clear

slot:
  %functions = getelementptr [{MODULE_CACHE} x [4 x ptr]], ptr @aiopt.mgpu.modules, i32 0, i32 %i, i32 3
  call void @aiopt.mgpu.forget(ptr %functions)
  %i.next = add i32 %i, 1
  br label %slots

clear:
  call void @llvm.memset.p0.i64(ptr @aiopt.mgpu.modules, i8 0, i64 {32 * MODULE_CACHE}, i1 false)
  call void @aiopt.mgpu.forget_live()
  call void @aiopt_mgpu_clear_status()
  ret void
}}

; After a call of this thread (a run-time check may have jumped out of the host code, or the host code did
; not free a buffer): free the device buffers it allocated and did not free (device blocks go to the cache);
; how many.
define i64 @aiopt_mgpu_release_thread() {{
entry:
  %self = call i64 @pthread_self()
  %entered = call i1 @aiopt.mgpu.enter_to_release()
  call void @aiopt.mgpu.lock()
  %mine = alloca ptr
  store ptr null, ptr %mine
  br label %loop

loop:
  %link = phi ptr [@aiopt.mgpu.live, %entry], [%link, %take], [%node, %keep]
  %node = load ptr, ptr %link
  %end = icmp eq ptr %node, null
  br i1 %end, label %release, label %test

test:
  %thread.field = getelementptr [4 x i64], ptr %node, i32 0, i32 2
  %thread = load i64, ptr %thread.field
  %is.mine = icmp eq i64 %thread, %self
  br i1 %is.mine, label %take, label %keep

take:
  %after = load ptr, ptr %node
  store ptr %after, ptr %link
  %taken = load ptr, ptr %mine
  store ptr %taken, ptr %node
  store ptr %node, ptr %mine
  br label %loop

keep:
  br label %loop

release:
  call void @aiopt.mgpu.unlock()
  br label %free.loop

free.loop:
  %count = phi i64 [0, %release], [%count.next, %to.cache], [%count.next, %to.driver]
  %first = load ptr, ptr %mine
  %empty = icmp eq ptr %first, null
  br i1 %empty, label %done, label %free.one

free.one:
  %count.next = add i64 %count, 1
  %rest = load ptr, ptr %first
  store ptr %rest, ptr %mine
  %class.field = getelementptr [4 x i64], ptr %first, i32 0, i32 3
  %class = load i64, ptr %class.field
  %cached = icmp ne i64 %class, 0
  br i1 %cached, label %to.cache, label %to.driver

to.cache:
  call void @aiopt.mgpu.keep(ptr %first)
  br label %free.loop

to.driver:
  call void @aiopt.mgpu.give_back(ptr %first, i1 %entered)
  br label %free.loop

done:
  call void @aiopt.mgpu.forget_current()
  ret i64 %count
}}

; How many device allocations are live (all threads).
define i64 @aiopt_mgpu_live_allocations() {{
entry:
  call void @aiopt.mgpu.lock()
  br label %loop

loop:
  %link = phi ptr [@aiopt.mgpu.live, %entry], [%node, %count]
  %n = phi i64 [0, %entry], [%n.next, %count]
  %node = load ptr, ptr %link
  %end = icmp eq ptr %node, null
  br i1 %end, label %done, label %count

count:
  %n.next = add i64 %n, 1
  br label %loop

done:
  call void @aiopt.mgpu.unlock()
  ret i64 %n
}}

; How many blocks the cache holds (%field 0), or their bytes (%field 3).
define internal i64 @aiopt.mgpu.cached(i32 %field) {{
entry:
  %bytes = icmp eq i32 %field, 3
  call void @aiopt.mgpu.lock()
  br label %bins

bins:
  %i = phi i64 [0, %entry], [%i.next, %bin.end]
  %total = phi i64 [0, %entry], [%n, %bin.end]
  %more = icmp ult i64 %i, 64
  br i1 %more, label %bin, label %done

bin:
  %bin.ptr = getelementptr [64 x ptr], ptr @aiopt.mgpu.cache, i64 0, i64 %i
  br label %loop

loop:
  %link = phi ptr [%bin.ptr, %bin], [%node, %count]
  %n = phi i64 [%total, %bin], [%n.next, %count]
  %node = load ptr, ptr %link
  %end = icmp eq ptr %node, null
  br i1 %end, label %bin.end, label %count

count:
  %class.field = getelementptr [4 x i64], ptr %node, i32 0, i32 3
  %class = load i64, ptr %class.field
  %amount = select i1 %bytes, i64 %class, i64 1
  %n.next = add i64 %n, %amount
  br label %loop

bin.end:
  %i.next = add i64 %i, 1
  br label %bins

done:
  call void @aiopt.mgpu.unlock()
  ret i64 %total
}}

define i64 @aiopt_mgpu_cached_allocations() {{
entry:
  %n = call i64 @aiopt.mgpu.cached(i32 0)
  ret i64 %n
}}

define i64 @aiopt_mgpu_cached_bytes() {{
entry:
  %n = call i64 @aiopt.mgpu.cached(i32 3)
  ret i64 %n
}}

; Free the cached device blocks; how many.
define i64 @aiopt_mgpu_empty_cache() {{
entry:
  %n = call i64 @aiopt.mgpu.trim()
  call void @aiopt.mgpu.forget_current()
  ret i64 %n
}}

; Forget the list at %list (its nodes' blocks were the driver's before: not freed).
define internal void @aiopt.mgpu.forget(ptr %list) {{
entry:
  br label %loop

loop:
  %node = load ptr, ptr %list
  %end = icmp eq ptr %node, null
  br i1 %end, label %done, label %drop

drop:
  %after = load ptr, ptr %node
  store ptr %after, ptr %list
  call void @free(ptr %node)
  br label %loop

done:
  ret void
}}

; Forget the live allocations and the cache.
define internal void @aiopt.mgpu.forget_live() {{
entry:
  call void @aiopt.mgpu.forget(ptr @aiopt.mgpu.live)
  br label %bins

bins:
  %i = phi i64 [0, %entry], [%i.next, %bin]
  %more = icmp ult i64 %i, 64
  br i1 %more, label %bin, label %done

bin:
  %bin.ptr = getelementptr [64 x ptr], ptr @aiopt.mgpu.cache, i64 0, i64 %i
  call void @aiopt.mgpu.forget(ptr %bin.ptr)
  %i.next = add i64 %i, 1
  br label %bins

done:
  ret void
}}

define void @aiopt_mgpu_set_key(i32 %key) {{
entry:
  store i32 %key, ptr @aiopt.mgpu.key
  ret void
}}

define i32 @aiopt_mgpu_status() {{
entry:
  %record = call ptr @aiopt.mgpu.thread_record()
  %status = load atomic i32, ptr %record seq_cst, align 4
  ret i32 %status
}}

define i32 @aiopt_mgpu_failed_call() {{
entry:
  %record = call ptr @aiopt.mgpu.thread_record()
  %call.field = getelementptr i32, ptr %record, i64 1
  %call = load atomic i32, ptr %call.field seq_cst, align 4
  ret i32 %call
}}

define void @aiopt_mgpu_clear_status() {{
entry:
  %record = call ptr @aiopt.mgpu.thread_record()
  %call.field = getelementptr i32, ptr %record, i64 1
  store atomic i32 -1, ptr %call.field seq_cst, align 4
  store atomic i32 0, ptr %record seq_cst, align 4
  ret void
}}

; Unload every cached module no launch is using, destroy the idle stream and free the cached device blocks.
define void @aiopt_mgpu_unload_modules() {{
entry:
  %trimmed = call i64 @aiopt.mgpu.trim()
  %entered = call i1 @aiopt.mgpu.enter_to_release()
  call void @aiopt.mgpu.lock()
  br label %loop

loop:
  %i = phi i32 [0, %entry], [%next, %continue]
  %more = icmp ult i32 %i, {MODULE_CACHE}
  br i1 %more, label %test, label %stream

test:
  %slot = getelementptr [{MODULE_CACHE} x [4 x ptr]], ptr @aiopt.mgpu.modules, i32 0, i32 %i
  %image = load ptr, ptr %slot
  %users.ptr = getelementptr [4 x ptr], ptr %slot, i32 0, i32 2
  %users = load i64, ptr %users.ptr
  %used = icmp ne ptr %image, null
  %idle = icmp eq i64 %users, 0
  %drop = and i1 %used, %idle
  br i1 %drop, label %clear, label %continue

clear:
  store ptr null, ptr %slot
  %module.ptr = getelementptr [4 x ptr], ptr %slot, i32 0, i32 1
  %module = load ptr, ptr %module.ptr
  store ptr null, ptr %module.ptr
  %functions = getelementptr [4 x ptr], ptr %slot, i32 0, i32 3
  call void @aiopt.mgpu.forget(ptr %functions)
  br i1 %entered, label %unload, label %continue

unload:
{_call("cuModuleUnload", "ptr %module")}  br label %continue

continue:
  %next = add i32 %i, 1
  br label %loop

stream:
  call void @aiopt.mgpu.unlock()
  %idle.stream = atomicrmw xchg ptr @aiopt.mgpu.idle_stream, ptr null acq_rel
  %have = icmp ne ptr %idle.stream, null
  %destroy.it = and i1 %have, %entered
  br i1 %destroy.it, label %destroy, label %done

destroy:
{_call("cuStreamDestroy_v2", "ptr %idle.stream")}  br label %done

done:
  call void @aiopt.mgpu.forget_current()
  ret void
}}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare i64 @llvm.ctlz.i64(i64, i1)
"""
"""The runtime: the wrappers, their state and the control functions."""


_LOCK = threading.Lock()
"""Held while the driver is switched (`use_driver`, `forget_driver`)."""

if hasattr(os, "register_at_fork"):
    # A child forked while another thread switched drivers does not have that thread: the lock starts free.
    os.register_at_fork(after_in_child=_LOCK._at_fork_reinit)


class _Runtime:
    """The compiled runtime (kept for the process) and ctypes functions of its control entry points."""

    def __init__(self) -> None:
        import llvmlite.binding as llvm

        from aiopt.runtime.jit import JitModule

        self.jit = JitModule(RUNTIME_IR, link_runtime=False)
        self._key = _thread_key()
        ctypes.CFUNCTYPE(None, ctypes.c_uint)(self.jit.address("aiopt_mgpu_set_key"))(self._key.value)
        for name in WRAPPERS:
            llvm.add_symbol(name, self.jit.address(name))
        self.set_driver = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(self.jit.address("aiopt_mgpu_set_driver"))
        self.status = ctypes.CFUNCTYPE(ctypes.c_int32)(self.jit.address("aiopt_mgpu_status"))
        self.failed_call = ctypes.CFUNCTYPE(ctypes.c_int32)(self.jit.address("aiopt_mgpu_failed_call"))
        self.clear_status = ctypes.CFUNCTYPE(None)(self.jit.address("aiopt_mgpu_clear_status"))
        self.unload_modules = ctypes.CFUNCTYPE(None)(self.jit.address("aiopt_mgpu_unload_modules"))
        self.release_thread = ctypes.CFUNCTYPE(ctypes.c_int64)(self.jit.address("aiopt_mgpu_release_thread"))
        self.live_allocations = ctypes.CFUNCTYPE(ctypes.c_int64)(self.jit.address("aiopt_mgpu_live_allocations"))
        self.empty_cache = ctypes.CFUNCTYPE(ctypes.c_int64)(self.jit.address("aiopt_mgpu_empty_cache"))
        self.cached_allocations = ctypes.CFUNCTYPE(ctypes.c_int64)(self.jit.address("aiopt_mgpu_cached_allocations"))
        self.cached_bytes = ctypes.CFUNCTYPE(ctypes.c_int64)(self.jit.address("aiopt_mgpu_cached_bytes"))
        self.driver: Driver | None = None


def _thread_key() -> ctypes.c_uint:
    """A pthread key whose values (each thread's failure record) are freed with `free` when the thread ends."""
    import ctypes.util

    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    key = ctypes.c_uint()
    free = ctypes.cast(libc.free, ctypes.c_void_p)
    if libc.pthread_key_create(ctypes.byref(key), free) != 0:
        raise OSError(ctypes.get_errno(), "pthread_key_create failed")
    return key


@functools.cache
def runtime() -> _Runtime:
    """The runtime, compiled on first use; from then on the `mgpu*` symbols resolve to it."""
    return _Runtime()


class Driver:
    """A table of driver functions for the runtime: addresses in `DRIVER_FUNCTIONS` order (0: missing)."""

    def __init__(self, addresses: Sequence[int], name: str, keepalive: object = None):
        if len(addresses) != len(DRIVER_FUNCTIONS):
            raise ValueError(f"a driver table has {len(DRIVER_FUNCTIONS)} entries, not {len(addresses)}")
        self.table = (ctypes.c_void_p * len(addresses))(*addresses)
        self.name = name
        self._keepalive = keepalive


def libcuda_driver() -> Driver:
    """The driver functions of `libcuda.so.1`; a CudaError when the library or one of them is missing."""
    try:
        library = ctypes.CDLL("libcuda.so.1")
    except OSError as err:
        raise CudaError(f"no CUDA driver: {err}") from None
    addresses = []
    for name in DRIVER_NAMES:
        try:
            addresses.append(ctypes.cast(getattr(library, name), ctypes.c_void_p).value)
        except AttributeError:
            raise CudaError(f"the CUDA driver has no {name}") from None
    return Driver(addresses, "libcuda.so.1", library)


@functools.cache
def _libcuda() -> Driver | None:
    try:
        return libcuda_driver()
    except CudaError:
        return None


def libcuda_available() -> bool:
    """Whether `libcuda.so.1` can be loaded with every function the runtime calls."""
    return _libcuda() is not None


def use_driver(driver: Driver | None = None) -> Driver | None:
    """Make the runtime call `driver` (default: libcuda's), unloading what the one before loaded; returns the
    driver it used before."""
    with _LOCK:
        state = runtime()
        before = state.driver
        if before is not None:
            state.unload_modules()
        driver = driver or _libcuda()
        if driver is None:
            raise CudaError("no CUDA driver: libcuda.so.1 cannot be loaded")
        state.set_driver(ctypes.addressof(driver.table))
        state.driver = driver
        return before


def release_thread() -> int:
    """Free the device buffers this thread allocated and did not free; how many. After a call of a host
    function: what it left when a run-time check jumped out of it (`aiopt.runtime.runtime_errors`) before
    its frees, or what its code never frees."""
    state = runtime()
    return int(state.release_thread()) if state.driver is not None else 0


def live_allocations() -> int:
    """How many device buffers allocated through `mgpuMemAlloc` are not freed (all threads)."""
    return int(runtime().live_allocations())


def cached_allocations() -> int:
    """How many freed device blocks the caching allocator keeps for later allocations."""
    return int(runtime().cached_allocations())


def cached_bytes() -> int:
    """The bytes of the blocks the caching allocator keeps (each its size class)."""
    return int(runtime().cached_bytes())


def empty_cache() -> int:
    """Free the device blocks the caching allocator keeps (`torch.cuda.empty_cache`); how many."""
    state = runtime()
    return int(state.empty_cache()) if state.driver is not None else 0


def forget_driver() -> None:
    """Unload what the current driver loaded and leave the runtime without one (its calls fail with
    CUDA_ERROR_NOT_INITIALIZED; `gpu_executor` installs libcuda's again on the next call)."""
    with _LOCK:
        state = runtime()
        if state.driver is not None:
            state.unload_modules()
        empty = Driver([0] * len(DRIVER_FUNCTIONS), "none")
        state.set_driver(ctypes.addressof(empty.table))
        state.driver = None


def current_driver() -> Driver | None:
    return runtime().driver


def unload_modules() -> None:
    """Unload the modules the runtime keeps loaded (before the code holding their images is released) and free
    the device blocks its allocator caches."""
    state = runtime()
    if state.driver is not None:
        state.unload_modules()


CU_RESULT_NAMES = {
    1: "CUDA_ERROR_INVALID_VALUE",
    2: "CUDA_ERROR_OUT_OF_MEMORY",
    3: "CUDA_ERROR_NOT_INITIALIZED",
    4: "CUDA_ERROR_DEINITIALIZED",
    100: "CUDA_ERROR_NO_DEVICE",
    101: "CUDA_ERROR_INVALID_DEVICE",
    200: "CUDA_ERROR_INVALID_IMAGE",
    201: "CUDA_ERROR_INVALID_CONTEXT",
    209: "CUDA_ERROR_NO_BINARY_FOR_GPU",
    218: "CUDA_ERROR_INVALID_PTX",
    222: "CUDA_ERROR_UNSUPPORTED_PTX_VERSION",
    400: "CUDA_ERROR_INVALID_HANDLE",
    500: "CUDA_ERROR_NOT_FOUND",
    700: "CUDA_ERROR_ILLEGAL_ADDRESS",
    701: "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
    702: "CUDA_ERROR_LAUNCH_TIMEOUT",
    719: "CUDA_ERROR_LAUNCH_FAILED",
    999: "CUDA_ERROR_UNKNOWN",
}
"""The names of the CUresults a host function is likely to meet (others are given by number)."""


def take_driver_error() -> CudaError | None:
    """The first driver call that failed since the last check, as a CudaError (the record is cleared)."""
    state = runtime()
    status = state.status()
    if status == 0:
        return None
    index = state.failed_call()
    state.clear_status()
    call = DRIVER_NAMES[index] if 0 <= index < len(DRIVER_NAMES) else "a driver call"
    name = CU_RESULT_NAMES.get(status, "CUresult")
    return CudaError(f"{call} failed: {name} ({status})")


def raise_driver_error() -> None:
    """Raise the first driver call that failed since the last check, if any."""
    error = take_driver_error()
    if error is not None:
        raise error
