"""Run-time errors of compiled code: a failed check raises a Python exception instead of killing the process.

Lowered code reports an error by calling `aiopt_runtime_error(ptr message)`
(what `convert-cf-assert-to-runtime-call` makes of a failed `cf.assert`, and
what `aiopt_checked_malloc` calls when `malloc` returns null). The call never
returns: it copies the message into the innermost *guard* of its thread and
`longjmp`s there. Guards are set up by `aiopt_try(ptr fn, ptr arg, ptr
message)`, which calls `fn(arg)` and returns 0, or 1 with the message in
`message` (MESSAGE_SIZE bytes) when `fn` failed; the innermost guard of a
thread is kept with `pthread_setspecific` under one process-wide key.

`link(module)` prepares an llvmlite module for this before it is compiled:

- every function the module exports (`_mlir_ciface_main`, `main`, ...) is
  renamed `<name>.unguarded` and replaced by a function of the same
  signature that calls it through `aiopt_try`; on failure it hands the
  message to Python (`aiopt_report_error`) and returns zeros;
- calls of `malloc` become calls of `aiopt_checked_malloc`, which reports
  "out of memory" when `malloc` returns null, and calls of `free` become
  calls of `aiopt_free`; calls of `abort` (upstream's lowering of
  `cf.assert`, after it `puts` the message) report "aborted" instead of
  ending the process;
- the runtime functions above are linked in.

**Allocations are tracked**, so that a failed call leaks nothing and a
returned buffer is freed once Python has copied it. Each block carries a
32-byte header before the pointer the code sees, which links it into the
list of the innermost guard of the allocating thread (under one
process-wide mutex, as blocks may be freed on another thread than the one
that allocated them); `aiopt_free` unlinks it, once the header's cookie
(`BLOCK_COOKIE`) says the block is one of `aiopt_checked_malloc`'s not yet
freed: freeing anything else is a run-time error. When a guarded call fails,
its guard frees every block still in its list. When it succeeds, the
blocks still live move to the outer guard of the thread, or, for the
outermost guard, become the thread's *results of the last call*: the
buffers the entry returned (and any the program never freed).
`aiopt_release_results()`, which the JIT calls once it has copied the
returned memrefs, frees them; a call that does not release them (a caller
that keeps the buffers) only has them dropped from tracking at the thread's
next call, never freed behind its back. A parallel-loop worker's surviving
blocks (its thread has no outer guard) are dropped from tracking likewise.

The parallel-loop runtime (`aiopt.runtime.cpu_runtime`) runs each worker
through `aiopt_try` too: a failure on any thread stops the loop, and once
all workers have finished it is raised again on the calling thread, whose
guard is the entry's. No `longjmp` ever crosses threads or leaves a frame
that others still use.

After each call of a compiled function, `raise_pending()` raises the
reported error as a `RuntimeCheckError` (a `RuntimeError` and a located
diagnostic): `file:line:col: error: message` for a failed `cf.assert` at
that location.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import re
import threading

from aiopt.lowering.runtime_abi import RUNTIME_ERROR, STACK_LEFT
from aiopt.support.diagnostics import RuntimeCheckError, SourceLoc

TRY = "aiopt_try"
CHECKED_MALLOC = "aiopt_checked_malloc"
FREE = "aiopt_free"
RELEASE_RESULTS = "aiopt_release_results"
RESET_AFTER_FORK = "aiopt_reset_after_fork"
ABORT = "aiopt_abort"
REPORT = "aiopt_report_error"
KEY = "aiopt_error_key"
RESULTS_KEY = "aiopt_results_key"
STACK_KEY = "aiopt_stack_key"

HEADER_SIZE = 32
"""Bytes of bookkeeping before each tracked block: the next block, the address that points to this one
(null when untracked), padding that keeps the block 16-byte aligned as `malloc`'s are, and last (just
before the pointer the code sees) the block's address XOR `BLOCK_COOKIE`."""

BLOCK_COOKIE = 0x61696F70742D6D6D
"""What `aiopt_free` expects just before a pointer (XOR the header's address) to free it: a buffer that
`aiopt_checked_malloc` did not allocate (a `memref.dealloc` of an argument), or one freed before, is a
run-time error instead of `free` of a pointer malloc does not own (glibc's "free(): invalid pointer", or a
heap corrupted by the header's list pointers). The 8 bytes before a buffer of malloc's are its size
field, so the test reads only memory of the buffer's own allocation."""

MESSAGE_SIZE = 1024
"""Bytes kept of a message (with its terminating zero)."""

JMP_BUF_SIZE = 512
"""Bytes reserved for a `jmp_buf` (glibc: 200 on x86-64, 312 on AArch64)."""

UNGUARDED_SUFFIX = ".unguarded"
"""What `link` appends to the name of an exported function that it replaces by a guard."""


def _c_string(text: str) -> str:
    """An LLVM IR constant `[N x i8] c"..."` holding `text` and a terminating zero."""
    data = text.encode() + b"\0"
    body = "".join(chr(b) if 32 <= b < 127 and b not in (34, 92) else f"\\{b:02X}" for b in data)
    return f'[{len(data)} x i8] c"{body}"'


_OUT_OF_MEMORY = _c_string("out of memory: cannot allocate %llu bytes")
_FOREIGN_FREE = _c_string("free of a buffer that compiled code did not allocate, or freed before (double free?)")
_ABORTED = _c_string("aborted (a failed assertion; its message is on standard output)")

RUNTIME_IR = rf"""
; the jmp_buf, the message buffer, the list of blocks allocated under this guard
%aiopt.guard = type {{ [{JMP_BUF_SIZE // 16} x i128], ptr, ptr }}

@{KEY} = external global i32
@{RESULTS_KEY} = external global i32
@{STACK_KEY} = external global i32
@aiopt.out_of_memory = private constant {_OUT_OF_MEMORY}
@aiopt.foreign_free = private constant {_FOREIGN_FREE}
@aiopt.aborted = private constant {_ABORTED}
; the mutex of every allocation list (zeros: PTHREAD_MUTEX_INITIALIZER; 40 bytes on x86-64, 48 on AArch64)
@aiopt.allocations.lock = internal global [64 x i8] zeroinitializer, align 16

declare ptr @pthread_getspecific(i32)
declare i32 @pthread_setspecific(i32, ptr)
declare i32 @_setjmp(ptr) returns_twice
declare void @longjmp(ptr, i32) noreturn
declare ptr @strncpy(ptr, ptr, i64)
declare i32 @snprintf(ptr, i64, ptr, ...)
declare i32 @puts(ptr)
declare i32 @fflush(ptr)
declare void @abort() noreturn
declare ptr @malloc(i64)
declare void @free(ptr)
declare i32 @getpagesize()
declare i32 @mincore(ptr, i64, ptr)
declare i32 @pthread_mutex_lock(ptr)
declare i32 @pthread_mutex_unlock(ptr)
declare void @{REPORT}(ptr)
declare i64 @pthread_self()
declare i32 @pthread_getattr_np(i64, ptr)
declare i32 @pthread_attr_getstack(ptr, ptr, ptr)
declare i32 @pthread_attr_destroy(ptr)

; Allocation lists (called with the lock held). A block's header is {{ptr next, ptr pprev}}: pprev is the
; address of the pointer to it (the list head or the previous header's next), null when untracked.

define internal void @aiopt.push(ptr %head, ptr %block) {{
entry:
  %first = load ptr, ptr %head
  store ptr %first, ptr %block
  %pprev = getelementptr i8, ptr %block, i64 8
  store ptr %head, ptr %pprev
  store ptr %block, ptr %head
  %nonempty = icmp ne ptr %first, null
  br i1 %nonempty, label %relink, label %done

relink:
  %first.pprev = getelementptr i8, ptr %first, i64 8
  store ptr %block, ptr %first.pprev
  br label %done

done:
  ret void
}}

define internal void @aiopt.unlink(ptr %block) {{
entry:
  %pprev.field = getelementptr i8, ptr %block, i64 8
  %pprev = load ptr, ptr %pprev.field
  %tracked = icmp ne ptr %pprev, null
  br i1 %tracked, label %unlink, label %done

unlink:
  %next = load ptr, ptr %block
  store ptr %next, ptr %pprev
  store ptr null, ptr %pprev.field
  %has.next = icmp ne ptr %next, null
  br i1 %has.next, label %relink, label %done

relink:
  %next.pprev = getelementptr i8, ptr %next, i64 8
  store ptr %pprev, ptr %next.pprev
  br label %done

done:
  ret void
}}

; Every block of the list at %from moves to the list at %to (or is dropped from tracking when %to is null).
define internal void @aiopt.move_all(ptr %from, ptr %to) {{
entry:
  br label %loop

loop:
  %block = load volatile ptr, ptr %from
  %empty = icmp eq ptr %block, null
  br i1 %empty, label %done, label %move

move:
  call void @aiopt.unlink(ptr %block)
  %keep = icmp ne ptr %to, null
  br i1 %keep, label %push, label %loop

push:
  call void @aiopt.push(ptr %to, ptr %block)
  br label %loop

done:
  ret void
}}

define internal void @aiopt.free_all(ptr %from) {{
entry:
  br label %loop

loop:
  %block = load volatile ptr, ptr %from
  %empty = icmp eq ptr %block, null
  br i1 %empty, label %done, label %free

free:
  call void @aiopt.unlink(ptr %block)
  %cookie.field = getelementptr i8, ptr %block, i64 {HEADER_SIZE - 8}
  store volatile i64 0, ptr %cookie.field
  call void @free(ptr %block)
  br label %loop

done:
  ret void
}}

; The head of this thread's list of the last call's results (allocated on first use; null if that fails).
define internal ptr @aiopt.results_list() {{
entry:
  %key = load i32, ptr @{RESULTS_KEY}
  %slot = call ptr @pthread_getspecific(i32 %key)
  %found = icmp ne ptr %slot, null
  br i1 %found, label %done, label %make

make:
  %new = call ptr @malloc(i64 8)
  %made = icmp ne ptr %new, null
  br i1 %made, label %set, label %done

set:
  store ptr null, ptr %new
  %ok = call i32 @pthread_setspecific(i32 %key, ptr %new)
  br label %done

done:
  %result = phi ptr [ %slot, %entry ], [ null, %make ], [ %new, %set ]
  ret ptr %result
}}

define i32 @{TRY}(ptr %fn, ptr %arg, ptr %message) noinline {{
entry:
  %guard = alloca %aiopt.guard, align 16
  %key = load i32, ptr @{KEY}
  %outer = call ptr @pthread_getspecific(i32 %key)
  %message.field = getelementptr %aiopt.guard, ptr %guard, i32 0, i32 1
  store ptr %message, ptr %message.field
  %allocations = getelementptr %aiopt.guard, ptr %guard, i32 0, i32 2
  store ptr null, ptr %allocations
  %set = call i32 @pthread_setspecific(i32 %key, ptr %guard)
  %jumped = call i32 @_setjmp(ptr %guard) returns_twice
  %first = icmp eq i32 %jumped, 0
  br i1 %first, label %run, label %failed

run:
  call void %fn(ptr %arg)
  %restored = call i32 @pthread_setspecific(i32 %key, ptr %outer)
  %locked = call i32 @pthread_mutex_lock(ptr @aiopt.allocations.lock)
  %nested = icmp ne ptr %outer, null
  br i1 %nested, label %to.outer, label %to.results

to.outer:
  %outer.allocations = getelementptr %aiopt.guard, ptr %outer, i32 0, i32 2
  call void @aiopt.move_all(ptr %allocations, ptr %outer.allocations)
  br label %succeeded

to.results:
  ; the outermost guard: its survivors replace the thread's previous results, which are dropped
  %results = call ptr @aiopt.results_list()
  %have.results = icmp ne ptr %results, null
  br i1 %have.results, label %replace, label %drop

replace:
  call void @aiopt.move_all(ptr %results, ptr null)
  call void @aiopt.move_all(ptr %allocations, ptr %results)
  br label %succeeded

drop:
  call void @aiopt.move_all(ptr %allocations, ptr null)
  br label %succeeded

succeeded:
  %unlocked = call i32 @pthread_mutex_unlock(ptr @aiopt.allocations.lock)
  ret i32 0

failed:
  %key.after = load volatile i32, ptr @{KEY}
  %restored.after = call i32 @pthread_setspecific(i32 %key.after, ptr %outer)
  %allocations.after = getelementptr %aiopt.guard, ptr %guard, i32 0, i32 2
  %locked.after = call i32 @pthread_mutex_lock(ptr @aiopt.allocations.lock)
  call void @aiopt.free_all(ptr %allocations.after)
  %unlocked.after = call i32 @pthread_mutex_unlock(ptr @aiopt.allocations.lock)
  ret i32 1
}}

define void @{RUNTIME_ERROR}(ptr %text) noreturn noinline {{
entry:
  %key = load i32, ptr @{KEY}
  %guard = call ptr @pthread_getspecific(i32 %key)
  %unguarded = icmp eq ptr %guard, null
  br i1 %unguarded, label %abort, label %jump

abort:
  %printed = call i32 @puts(ptr %text)
  call void @abort()
  unreachable

jump:
  %message.field = getelementptr %aiopt.guard, ptr %guard, i32 0, i32 1
  %message = load ptr, ptr %message.field
  %copied = call ptr @strncpy(ptr %message, ptr %text, i64 {MESSAGE_SIZE - 1})
  %last = getelementptr i8, ptr %message, i64 {MESSAGE_SIZE - 1}
  store i8 0, ptr %last
  call void @longjmp(ptr %guard, i32 1)
  unreachable
}}

define ptr @{CHECKED_MALLOC}(i64 %size) {{
entry:
  %with.header = call {{ i64, i1 }} @llvm.uadd.with.overflow.i64(i64 %size, i64 {HEADER_SIZE})
  %total = extractvalue {{ i64, i1 }} %with.header, 0
  %overflow = extractvalue {{ i64, i1 }} %with.header, 1
  br i1 %overflow, label %error, label %allocate

allocate:
  %block = call ptr @malloc(i64 %total)
  %failed = icmp eq ptr %block, null
  br i1 %failed, label %error, label %track

track:
  %key = load i32, ptr @{KEY}
  %guard = call ptr @pthread_getspecific(i32 %key)
  %guarded = icmp ne ptr %guard, null
  br i1 %guarded, label %push, label %untracked

push:
  %locked = call i32 @pthread_mutex_lock(ptr @aiopt.allocations.lock)
  %allocations = getelementptr %aiopt.guard, ptr %guard, i32 0, i32 2
  call void @aiopt.push(ptr %allocations, ptr %block)
  %unlocked = call i32 @pthread_mutex_unlock(ptr @aiopt.allocations.lock)
  br label %done

untracked:
  store ptr null, ptr %block
  %pprev = getelementptr i8, ptr %block, i64 8
  store ptr null, ptr %pprev
  br label %done

done:
  %data = getelementptr i8, ptr %block, i64 {HEADER_SIZE}
  %cookie.field = getelementptr i8, ptr %block, i64 {HEADER_SIZE - 8}
  %address = ptrtoint ptr %block to i64
  %cookie = xor i64 %address, {BLOCK_COOKIE}
  store i64 %cookie, ptr %cookie.field
  ret ptr %data

error:
  %text = alloca [128 x i8]
  %length = call i32 (ptr, i64, ptr, ...) @snprintf(ptr %text, i64 128, ptr @aiopt.out_of_memory, i64 %size)
  call void @{RUNTIME_ERROR}(ptr %text)
  unreachable
}}

declare {{ i64, i1 }} @llvm.uadd.with.overflow.i64(i64, i64)

; Every block of aiopt_checked_malloc's is 16-byte aligned: another pointer (upstream lowers the allocated
; pointer of a memref.get_global to 0xdeadbeef) is refused unread. The cookie before %data is read where it
; lies on %data's page; where it lies on the page before (a block that malloc placed so, or a buffer not
; malloc's, such as one at the start of a mapping), once mincore says that page is mapped.
define void @{FREE}(ptr %data) {{
entry:
  %residency = alloca i8
  %null = icmp eq ptr %data, null
  br i1 %null, label %done, label %free

free:
  %block = getelementptr i8, ptr %data, i64 -{HEADER_SIZE}
  %cookie.field = getelementptr i8, ptr %data, i64 -8
  %page.size.i32 = call i32 @getpagesize()
  %page.size = zext i32 %page.size.i32 to i64
  %page.mask = sub i64 %page.size, 1
  %data.address = ptrtoint ptr %data to i64
  %misaligned.bits = and i64 %data.address, 15
  %misaligned = icmp ne i64 %misaligned.bits, 0
  br i1 %misaligned, label %foreign, label %page.test

page.test:
  %offset = and i64 %data.address, %page.mask
  %on.page.before = icmp ult i64 %offset, 8
  br i1 %on.page.before, label %probe, label %check

probe:
  %field.address = ptrtoint ptr %cookie.field to i64
  %page.bits = xor i64 %page.mask, -1
  %page.start = and i64 %field.address, %page.bits
  %page = inttoptr i64 %page.start to ptr
  %status = call i32 @mincore(ptr %page, i64 1, ptr %residency)
  %mapped = icmp eq i32 %status, 0
  br i1 %mapped, label %check, label %foreign

check:
  %cookie = load volatile i64, ptr %cookie.field
  %address = ptrtoint ptr %block to i64
  %expected = xor i64 %address, {BLOCK_COOKIE}
  %ours = icmp eq i64 %cookie, %expected
  br i1 %ours, label %release, label %foreign

release:
  store volatile i64 0, ptr %cookie.field
  %locked = call i32 @pthread_mutex_lock(ptr @aiopt.allocations.lock)
  call void @aiopt.unlink(ptr %block)
  %unlocked = call i32 @pthread_mutex_unlock(ptr @aiopt.allocations.lock)
  call void @free(ptr %block)
  br label %done

foreign:
  call void @{RUNTIME_ERROR}(ptr @aiopt.foreign_free)
  unreachable

done:
  ret void
}}

; After a fork, the child's only thread holds no allocation lock (a parent thread in a compiled call may have).
define void @{RESET_AFTER_FORK}() {{
entry:
  store [64 x i8] zeroinitializer, ptr @aiopt.allocations.lock, align 16
  ret void
}}

define void @{RELEASE_RESULTS}() {{
entry:
  %results = call ptr @aiopt.results_list()
  %have = icmp ne ptr %results, null
  br i1 %have, label %release, label %done

release:
  %locked = call i32 @pthread_mutex_lock(ptr @aiopt.allocations.lock)
  call void @aiopt.free_all(ptr %results)
  %unlocked = call i32 @pthread_mutex_unlock(ptr @aiopt.allocations.lock)
  br label %done

done:
  ret void
}}

; The bytes of this thread's stack below the caller's frame: the lowest address of the stack
; (pthread_getattr_np's, found on the thread's first call and kept under STACK_KEY) is subtracted from the
; address of a local. Where the thread's stack cannot be found, the most an i64 holds (nothing is refused).
define i64 @{STACK_LEFT}() noinline {{
entry:
  %here = alloca i8
  %attributes = alloca [128 x i8], align 16
  %address = alloca ptr
  %size = alloca i64
  %key = load i32, ptr @{STACK_KEY}
  %known = call ptr @pthread_getspecific(i32 %key)
  %found = icmp ne ptr %known, null
  br i1 %found, label %measure, label %find

find:
  %self = call i64 @pthread_self()
  %status = call i32 @pthread_getattr_np(i64 %self, ptr %attributes)
  %have = icmp eq i32 %status, 0
  br i1 %have, label %read, label %unknown

read:
  %read.status = call i32 @pthread_attr_getstack(ptr %attributes, ptr %address, ptr %size)
  %destroyed = call i32 @pthread_attr_destroy(ptr %attributes)
  %read.ok = icmp eq i32 %read.status, 0
  %lowest = load ptr, ptr %address
  %usable = icmp ne ptr %lowest, null
  %ok = and i1 %read.ok, %usable
  br i1 %ok, label %keep, label %unknown

keep:
  %kept = call i32 @pthread_setspecific(i32 %key, ptr %lowest)
  br label %measure

measure:
  %bottom = phi ptr [ %known, %entry ], [ %lowest, %keep ]
  %here.address = ptrtoint ptr %here to i64
  %bottom.address = ptrtoint ptr %bottom to i64
  %left = sub i64 %here.address, %bottom.address
  ret i64 %left

unknown:
  ret i64 9223372036854775807
}}

define void @{ABORT}() noreturn {{
entry:
  %flushed = call i32 @fflush(ptr null)
  call void @{RUNTIME_ERROR}(ptr @aiopt.aborted)
  unreachable
}}
"""
"""The runtime functions, compiled once per process (`aiopt.runtime.jit`) for every module that may report errors."""

RUNTIME_DECLARATIONS = f"""
declare i32 @{TRY}(ptr, ptr, ptr)
declare void @{RUNTIME_ERROR}(ptr) noreturn
declare ptr @{CHECKED_MALLOC}(i64)
declare void @{FREE}(ptr)
declare void @{ABORT}() noreturn
declare void @{REPORT}(ptr)
"""
"""How a module refers to the runtime functions (resolved to the process's compiled runtime)."""

RUNTIME_FUNCTIONS = (TRY, RUNTIME_ERROR, CHECKED_MALLOC, FREE, RELEASE_RESULTS, RESET_AFTER_FORK, ABORT, STACK_LEFT)


class _Pending(threading.local):
    """The message of the failed call on each thread (None when there is none, without an AttributeError on a
    thread that never failed: `raise_pending` reads it after every call)."""

    message: str | None = None


_pending = _Pending()


@ctypes.CFUNCTYPE(None, ctypes.c_char_p)
def _report(message: bytes) -> None:
    """`aiopt_report_error`: keep the message of the failed call for `raise_pending` on this thread."""
    _pending.message = message.decode("utf-8", "replace")


@functools.cache
def _key(name: str) -> ctypes.c_uint:
    """A process-wide pthread key: `KEY` (each thread's innermost guard), `RESULTS_KEY` (the head of each
    thread's list of the last call's results) or `STACK_KEY` (the lowest address of each thread's stack)."""
    libc = ctypes.CDLL(ctypes.util.find_library("c"), use_errno=True)
    key = ctypes.c_uint()
    if libc.pthread_key_create(ctypes.byref(key), None) != 0:
        raise OSError(ctypes.get_errno(), "pthread_key_create failed")
    return key


def runtime_symbols() -> dict[str, object]:
    """The symbols this runtime needs from Python: the keys and the report callback (for `llvm.add_symbol`)."""
    keys = {name: ctypes.pointer(_key(name)) for name in (KEY, RESULTS_KEY, STACK_KEY)}
    return {**keys, REPORT: _report}


def live_results() -> int:
    """How many blocks the last compiled call on this thread left allocated: the buffers it returned and any
    its code never freed (what `aiopt_release_results` frees once the JIT has copied the returned ones).

    Read before the release (a test counts the buffers compiled code fails to free this way)."""
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    libc.pthread_getspecific.restype = ctypes.c_void_p
    libc.pthread_getspecific.argtypes = [ctypes.c_uint]
    head = libc.pthread_getspecific(_key(RESULTS_KEY).value)  # the address of the list's first block
    block = ctypes.c_void_p.from_address(head).value if head else None
    count = 0
    while block:  # each block's header starts with the next block
        count += 1
        block = ctypes.c_void_p.from_address(block).value
    return count


_LOCATED = re.compile(r"(?P<file>.+?):(?P<line>\d+):(?P<column>\d+): (?P<message>.*)", re.DOTALL)


def raise_pending() -> None:
    """Raise the error that compiled code reported on this thread during the last call, if any."""
    message = _pending.message
    if message is None:
        return
    _pending.message = None
    message = message.rstrip("\n")
    match = _LOCATED.fullmatch(message)
    if match is None:
        raise RuntimeCheckError(message)
    location = SourceLoc(match["file"], int(match["line"]), int(match["column"]))
    raise RuntimeCheckError(match["message"], location=location)


def needs_runtime(module) -> bool:
    """Whether code in `module` may report a run-time error (it checks, allocates or runs parallel loops)."""
    from aiopt.runtime.cpu_runtime import PARALLEL_FOR

    declared = {f.name for f in module.functions if f.is_declaration}
    # `free` too: a block that `aiopt_checked_malloc` allocated must be freed by `aiopt_free`.
    return bool(declared & {RUNTIME_ERROR, "malloc", "free", "abort", PARALLEL_FOR})


def link(module) -> None:
    """Guard the exported functions of an llvmlite module and check its `malloc`s (the runtime functions
    they call are the process's, which `aiopt.runtime.jit` compiles once)."""
    import llvmlite.binding as llvm

    if not needs_runtime(module):
        return
    exported = [
        f
        for f in module.functions
        if not f.is_declaration
        and f.linkage == llvm.Linkage.external
        and not f.name.startswith("aiopt")
        and not f.global_value_type.is_function_vararg
    ]
    guards = []
    for function in exported:
        name = function.name
        function.name = name + UNGUARDED_SUFFIX
        guards.append(_guard_ir(name, function.global_value_type))
    replaced = {"malloc": CHECKED_MALLOC, "free": FREE, "abort": ABORT}
    for function in module.functions:
        if function.name in replaced and function.is_declaration:
            function.name = replaced[function.name]
    module.link_in(llvm.parse_assembly(RUNTIME_DECLARATIONS + "\n".join(guards)))


def _quoted(name: str) -> str:
    escaped = "".join(c if c.isalnum() or c in "._$-" else f"\\{ord(c):02X}" for c in name)
    return f'@"{escaped}"'


def _guard_ir(name: str, function_type) -> str:
    """`name` calling `name.unguarded` through `aiopt_try`: arguments and result pass in a struct.

    The guard and its thunk are `optnone` (LLVM leaves them as they are and generates their code at -O0):
    they run once per call, and optimizing them (and inlining the entry into the thunk, a second copy of
    it) took LLVM a fifth of its time over a small program's module (matmul 15.4 -> 12.2 ms)."""
    result, *parameters = [str(t) for t in function_type.elements]
    returns = result != "void"
    fields = [*parameters, result] if returns else parameters
    frame = "{ " + ", ".join(fields or ["i8"]) + " }"
    thunk, target = _quoted(name + ".thunk"), _quoted(name + UNGUARDED_SUFFIX)
    params = ", ".join(f"{t} %a{i}" for i, t in enumerate(parameters))
    loads = "".join(
        f"  %p{i} = getelementptr {frame}, ptr %frame, i32 0, i32 {i}\n  %a{i} = load {t}, ptr %p{i}\n"
        for i, t in enumerate(parameters)
    )
    stores = "".join(
        f"  %p{i} = getelementptr {frame}, ptr %frame, i32 0, i32 {i}\n  store {t} %a{i}, ptr %p{i}\n"
        for i, t in enumerate(parameters)
    )
    n = len(parameters)
    result_slot = f"  %pr = getelementptr {frame}, ptr %frame, i32 0, i32 {n}\n" if returns else ""
    call = f"call {result} {target}({params})"
    return f"""
declare {result} {target}({", ".join(parameters)})

define internal void {thunk}(ptr %frame) noinline optnone {{
{loads}{result_slot}  {"%r = " if returns else ""}{call}
{f"  store {result} %r, ptr %pr" if returns else ""}
  ret void
}}

define {result} {_quoted(name)}({params}) noinline optnone {{
entry:
  %frame = alloca {frame}
  %message = alloca [{MESSAGE_SIZE} x i8]
{stores}  %failed = call i32 @{TRY}(ptr {thunk}, ptr %frame, ptr %message)
  %ok = icmp eq i32 %failed, 0
  br i1 %ok, label %done, label %error

done:
{result_slot}{f"  %r = load {result}, ptr %pr" if returns else ""}
  ret {f"{result} %r" if returns else "void"}

error:
  call void @{REPORT}(ptr %message)
  ret {f"{result} zeroinitializer" if returns else "void"}
}}
"""
