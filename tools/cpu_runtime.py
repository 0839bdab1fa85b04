"""The CPU runtime linked into JIT-compiled modules that call it, written in LLVM IR.

`aiopt_parallel_for(ptr body, ptr ctx, i64 lb, i64 ub, i64 step)` runs the
iterations lb, lb + step, ... < ub of a loop whose body was outlined by
`convert-scf-parallel-to-cpu-runtime` into `void body(i64 begin, i64 end,
ptr ctx)`: the iterations are cut into one chunk per core (`sysconf`, at
most 64 and at most one per iteration), every chunk but the first runs on
a new pthread, the first on the calling thread, and the call returns when
all have finished. A thread that cannot be created runs its chunk inline.
Being native code, it needs no Python and no GIL while the loop runs.
"""

from __future__ import annotations

PARALLEL_FOR = "aiopt_parallel_for"

RUNTIME_IR = r"""
%aiopt.task = type { ptr, ptr, i64, i64 }

declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
declare i64 @sysconf(i32)

define internal ptr @aiopt.run_task(ptr %task) {
  %body.field = getelementptr %aiopt.task, ptr %task, i32 0, i32 0
  %body = load ptr, ptr %body.field
  %ctx.field = getelementptr %aiopt.task, ptr %task, i32 0, i32 1
  %ctx = load ptr, ptr %ctx.field
  %begin.field = getelementptr %aiopt.task, ptr %task, i32 0, i32 2
  %begin = load i64, ptr %begin.field
  %end.field = getelementptr %aiopt.task, ptr %task, i32 0, i32 3
  %end = load i64, ptr %end.field
  call void %body(i64 %begin, i64 %end, ptr %ctx)
  ret ptr null
}

define void @aiopt_parallel_for(ptr %body, ptr %ctx, i64 %lb, i64 %ub, i64 %step) {
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
  %threads.less = sub i64 %threads, 1
  %chunk.rounded = add i64 %iterations, %threads.less
  %chunk = sdiv i64 %chunk.rounded, %threads
  %chunk.span = mul i64 %chunk, %step
  %tasks = alloca %aiopt.task, i64 64
  %handles = alloca i64, i64 64
  br label %spawn

spawn:
  %k = phi i64 [ 1, %setup ], [ %k.next, %spawned ]
  %more = icmp slt i64 %k, %threads
  br i1 %more, label %spawn.body, label %first

spawn.body:
  %offset = mul i64 %k, %chunk.span
  %begin = add i64 %lb, %offset
  %end.unclamped = add i64 %begin, %chunk.span
  %over = icmp sgt i64 %end.unclamped, %ub
  %end = select i1 %over, i64 %ub, i64 %end.unclamped
  %task = getelementptr %aiopt.task, ptr %tasks, i64 %k
  store ptr %body, ptr %task
  %task.ctx = getelementptr %aiopt.task, ptr %task, i32 0, i32 1
  store ptr %ctx, ptr %task.ctx
  %task.begin = getelementptr %aiopt.task, ptr %task, i32 0, i32 2
  store i64 %begin, ptr %task.begin
  %task.end = getelementptr %aiopt.task, ptr %task, i32 0, i32 3
  store i64 %end, ptr %task.end
  %handle = getelementptr i64, ptr %handles, i64 %k
  %status = call i32 @pthread_create(ptr %handle, ptr null, ptr @aiopt.run_task, ptr %task)
  %failed = icmp ne i32 %status, 0
  br i1 %failed, label %inline, label %spawned

inline:
  store i64 0, ptr %handle
  call void %body(i64 %begin, i64 %end, ptr %ctx)
  br label %spawned

spawned:
  %k.next = add i64 %k, 1
  br label %spawn

first:
  %first.end.unclamped = add i64 %lb, %chunk.span
  %first.over = icmp sgt i64 %first.end.unclamped, %ub
  %first.end = select i1 %first.over, i64 %ub, i64 %first.end.unclamped
  call void %body(i64 %lb, i64 %first.end, ptr %ctx)
  br label %join

join:
  %j = phi i64 [ 1, %first ], [ %j.next, %joined ]
  %waiting = icmp slt i64 %j, %threads
  br i1 %waiting, label %join.body, label %done

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

done:
  ret void
}
"""
"""The runtime functions, linked into a JIT module that declares one of them."""
