"""The CPU runtime linked into JIT-compiled modules that call it, written in LLVM IR.

`aiopt_parallel_for(ptr body, ptr ctx, i64 lb, i64 ub, i64 step)` runs the
iterations lb, lb + step, ... < ub of a loop whose body was outlined by
`convert-scf-parallel-to-cpu-runtime` into `void body(i64 begin, i64 end,
ptr ctx)`. One worker per core (`sysconf`, at most 64 and at most one per
iteration) runs: the calling thread and a new pthread for each other one.
The iterations are cut into about four chunks per worker, which the workers
take in turn from a shared atomic counter until none is left (dynamic
scheduling: a worker slowed down by other processes on its core takes fewer
chunks instead of holding everyone up). The call returns when all have
finished. If a thread cannot be created, the others take its chunks.
Being native code, it needs no Python and no GIL while the loop runs.

Each worker runs under a guard of `aiopt.tools.runtime_errors`
(`aiopt_try`): when the body reports a run-time error, the first failing
worker keeps the message, the loop hands out no more chunks, and once every
worker has finished the error is reported again on the calling thread
(whose own guard returns to Python).
"""

from __future__ import annotations

from aiopt.tools.runtime_errors import MESSAGE_SIZE, RUNTIME_ERROR, TRY

PARALLEL_FOR = "aiopt_parallel_for"

CHUNKS_PER_WORKER = 4
"""How many chunks each worker gets on average: balance against the cost of taking a chunk."""

RUNTIME_IR = rf"""
; body, ctx, the next unclaimed iteration (atomic), ub, the span of one chunk,
; whether a worker failed (atomic), the message of the first failure
%aiopt.loop = type {{ ptr, ptr, i64, i64, i64, i32, [{MESSAGE_SIZE} x i8] }}

declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
declare i64 @sysconf(i32)
declare i32 @{TRY}(ptr, ptr, ptr)
declare void @{RUNTIME_ERROR}(ptr) noreturn
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; A worker: runs chunks under a guard; a failure stops the loop and is kept for the calling thread.
define internal ptr @aiopt.worker(ptr %loop) {{
entry:
  %message = alloca [{MESSAGE_SIZE} x i8]
  %status = call i32 @{TRY}(ptr @aiopt.work, ptr %loop, ptr %message)
  %ok = icmp eq i32 %status, 0
  br i1 %ok, label %done, label %failed

failed:
  %ub.field = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 3
  %ub = load i64, ptr %ub.field
  %next.field = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 2
  %stopped = atomicrmw xchg ptr %next.field, i64 %ub seq_cst
  %failed.field = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 5
  %claim = cmpxchg ptr %failed.field, i32 0, i32 1 seq_cst seq_cst
  %first = extractvalue {{ i32, i1 }} %claim, 1
  br i1 %first, label %keep, label %done

keep:
  %kept = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 6
  call void @llvm.memcpy.p0.p0.i64(ptr %kept, ptr %message, i64 {MESSAGE_SIZE}, i1 false)
  br label %done

done:
  ret ptr null
}}

; Take chunks until none is left.
define internal void @aiopt.work(ptr %loop) {{
entry:
  %body.field = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 0
  %body = load ptr, ptr %body.field
  %ctx.field = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 1
  %ctx = load ptr, ptr %ctx.field
  %next.field = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 2
  %ub.field = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 3
  %ub = load i64, ptr %ub.field
  %span.field = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 4
  %span = load i64, ptr %span.field
  br label %take

take:
  %begin = atomicrmw add ptr %next.field, i64 %span seq_cst
  %finished = icmp sge i64 %begin, %ub
  br i1 %finished, label %done, label %run

run:
  %end.unclamped = add i64 %begin, %span
  %over = icmp sgt i64 %end.unclamped, %ub
  %end = select i1 %over, i64 %ub, i64 %end.unclamped
  call void %body(i64 %begin, i64 %end, ptr %ctx)
  br label %take

done:
  ret void
}}

define void @aiopt_parallel_for(ptr %body, ptr %ctx, i64 %lb, i64 %ub, i64 %step) {{
entry:
  %span = sub i64 %ub, %lb
  %step.less = sub i64 %step, 1
  %rounded = add i64 %span, %step.less
  %iterations = sdiv i64 %rounded, %step
  %empty = icmp sle i64 %iterations, 0
  br i1 %empty, label %done, label %setup

setup:
  %cpus = call i64 @sysconf(i32 84)
  %cpus.low = icmp slt i64 %cpus, 1
  %cpus.1 = select i1 %cpus.low, i64 1, i64 %cpus
  %cpus.high = icmp sgt i64 %cpus.1, 64
  %cpus.2 = select i1 %cpus.high, i64 64, i64 %cpus.1
  %few = icmp slt i64 %iterations, %cpus.2
  %threads = select i1 %few, i64 %iterations, i64 %cpus.2
  %chunks = mul i64 %threads, {CHUNKS_PER_WORKER}
  %chunks.less = sub i64 %chunks, 1
  %grain.rounded = add i64 %iterations, %chunks.less
  %grain = sdiv i64 %grain.rounded, %chunks
  %chunk.span = mul i64 %grain, %step
  %loop = alloca %aiopt.loop
  store ptr %body, ptr %loop
  %loop.ctx = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 1
  store ptr %ctx, ptr %loop.ctx
  %loop.next = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 2
  store i64 %lb, ptr %loop.next
  %loop.ub = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 3
  store i64 %ub, ptr %loop.ub
  %loop.span = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 4
  store i64 %chunk.span, ptr %loop.span
  %loop.failed = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 5
  store i32 0, ptr %loop.failed
  %handles = alloca i64, i64 64
  br label %spawn

spawn:
  %k = phi i64 [ 1, %setup ], [ %k.next, %spawn.body ]
  %more = icmp slt i64 %k, %threads
  br i1 %more, label %spawn.body, label %work

spawn.body:
  %handle = getelementptr i64, ptr %handles, i64 %k
  %status = call i32 @pthread_create(ptr %handle, ptr null, ptr @aiopt.worker, ptr %loop)
  %failed = icmp ne i32 %status, 0
  %thread.new = load i64, ptr %handle
  %thread.kept = select i1 %failed, i64 0, i64 %thread.new
  store i64 %thread.kept, ptr %handle
  %k.next = add i64 %k, 1
  br label %spawn

work:
  %ignored.work = call ptr @aiopt.worker(ptr %loop)
  br label %join

join:
  %j = phi i64 [ 1, %work ], [ %j.next, %joined ]
  %waiting = icmp slt i64 %j, %threads
  br i1 %waiting, label %join.body, label %check

join.body:
  %handle.j = getelementptr i64, ptr %handles, i64 %j
  %thread = load i64, ptr %handle.j
  %started = icmp ne i64 %thread, 0
  br i1 %started, label %wait, label %joined

wait:
  %ignored = call i32 @pthread_join(i64 %thread, ptr null)
  br label %joined

joined:
  %j.next = add i64 %j, 1
  br label %join

check:
  %failures = load atomic i32, ptr %loop.failed seq_cst, align 4
  %any.failed = icmp ne i32 %failures, 0
  br i1 %any.failed, label %raise, label %done

raise:
  %message = getelementptr %aiopt.loop, ptr %loop, i32 0, i32 6
  call void @{RUNTIME_ERROR}(ptr %message)
  unreachable

done:
  ret void
}}
"""
"""The runtime functions, linked into a JIT module that declares one of them."""
