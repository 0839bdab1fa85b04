"""The CPU runtime that JIT-compiled modules call, written in LLVM IR (compiled once per process).

`aiopt_parallel_for(ptr body, ptr ctx, i64 lb, i64 ub, i64 step)` runs the
iterations lb, lb + step, ... < ub of a loop whose body was outlined by
`convert-scf-parallel-to-cpu-runtime` into `void body(i64 begin, i64 end,
ptr ctx)`. One worker per core (`sysconf`; `$AIOPT_NUM_THREADS` when set to a
positive number; at most 64 and at most one per iteration) runs: the calling
thread and threads of a persistent pool.
The iterations are cut into about four chunks per worker, which the workers
take in turn from a shared atomic counter until none is left (dynamic
scheduling: a worker slowed down by other processes on its core takes fewer
chunks instead of holding everyone up). The call returns when all have
finished. Being native code, it needs no Python and no GIL while the loop runs.

The pool's threads are started on first use (as many as the loops have
needed) and then wait for work: they spin for a few microseconds after a
loop (so that the next loop of a program starts at once), then sleep on a
futex. A loop publishes itself by bumping the pool's generation (a futex
word) and waking them. One loop at a time uses the pool: a loop started
while the pool is busy (from another thread, or nested in a loop body)
starts its own threads and joins them. The pool's lock holds the id of the
process one of whose threads runs a loop on it: a process forked meanwhile
takes the lock over (that thread is not in it), and, finding the pool's
threads another process's (they did not survive the fork), starts its own;
whoever holds the lock decides that, so two threads that start their first
loops at once cannot both reset the pool. If no thread can be started, the
caller runs every chunk.

Each worker runs under a guard of `aiopt.runtime.runtime_errors`
(`aiopt_try`): when the body reports a run-time error, the first failing
worker keeps the message, the loop hands out no more chunks, and once every
worker has finished the error is reported again on the calling thread
(whose own guard returns to Python).
"""

from __future__ import annotations

from aiopt.runtime.runtime_errors import MESSAGE_SIZE, RUNTIME_ERROR, TRY

PARALLEL_FOR = "aiopt_parallel_for"

CHUNKS_PER_WORKER = 4
"""How many chunks each worker gets on average: balance against the cost of taking a chunk."""

SPINS = 5000
"""How many `pause`s an idle pool thread spins (some 100 microseconds) before it sleeps on the futex."""

OPEN = 1 << 62
"""The bit of the pool's loop state that says the loop still takes workers."""
COUNT_MASK = OPEN - 1

RUNTIME_IR = rf"""
; body, ctx, the next unclaimed iteration (atomic), ub, the span of one chunk,
; whether a worker failed (atomic), the message of the first failure
%aiopt.loop = type {{ ptr, ptr, i64, i64, i64, i32, [{MESSAGE_SIZE} x i8] }}

declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
declare i32 @pthread_detach(i64)
declare i64 @sysconf(i32)
declare ptr @getenv(ptr)
declare i64 @strtol(ptr, ptr, i32)

@aiopt.threads.name = private constant [18 x i8] c"AIOPT_NUM_THREADS\00"
@aiopt.threads.cached = internal global i64 0

; Workers per loop: $AIOPT_NUM_THREADS if it is a positive number, else the online CPUs (read once).
define internal i64 @aiopt.workers() {{
entry:
  %cached = load atomic i64, ptr @aiopt.threads.cached monotonic, align 8
  %known = icmp sgt i64 %cached, 0
  br i1 %known, label %done, label %read

read:
  %text = call ptr @getenv(ptr @aiopt.threads.name)
  %unset = icmp eq ptr %text, null
  br i1 %unset, label %cpus, label %parse

parse:
  %asked = call i64 @strtol(ptr %text, ptr null, i32 10)
  %usable = icmp sgt i64 %asked, 0
  br i1 %usable, label %keep, label %cpus

cpus:
  %online = call i64 @sysconf(i32 84)
  br label %keep

keep:
  %count = phi i64 [ %asked, %parse ], [ %online, %cpus ]
  %low = icmp slt i64 %count, 1
  %count.1 = select i1 %low, i64 1, i64 %count
  store atomic i64 %count.1, ptr @aiopt.threads.cached monotonic, align 8
  br label %done

done:
  %workers = phi i64 [ %cached, %entry ], [ %count.1, %keep ]
  ret i64 %workers
}}
declare i32 @getpid()
declare i32 @sched_yield()
declare i64 @syscall(i64, ...)
declare void @llvm.x86.sse2.pause()

; The pool: the process that started its threads, the process one of whose threads runs a loop on it (0: none),
; how many threads it has, the futex word bumped for each loop, the loop, how many pool threads should take part,
; and the loop's state: bit 62 while it takes new workers, below it how many workers are in it.
@pool.pid = internal global i32 0
@pool.lock = internal global i32 0
@pool.started = internal global i64 0
@pool.generation = internal global i32 0
@pool.job = internal global ptr null
@pool.wanted = internal global i64 0
@pool.active = internal global i64 0
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

; A pool thread (argument: its index, and in the high 32 bits the generation it was started at).
define internal ptr @aiopt.pool.thread(ptr %arg) {{
entry:
  %seen.slot = alloca i32
  %spins.slot = alloca i32
  %packed = ptrtoint ptr %arg to i64
  %index = and i64 %packed, 4294967295
  %high = lshr i64 %packed, 32
  %start = trunc i64 %high to i32
  store i32 %start, ptr %seen.slot
  store i32 0, ptr %spins.slot
  br label %wait

wait:
  %seen = load i32, ptr %seen.slot
  %generation = load atomic i32, ptr @pool.generation acquire, align 4
  %changed = icmp ne i32 %generation, %seen
  br i1 %changed, label %job, label %idle

idle:
  %spins = load i32, ptr %spins.slot
  %spun = icmp sge i32 %spins, {SPINS}
  br i1 %spun, label %sleep, label %spin

spin:
  call void @llvm.x86.sse2.pause()
  %spins.next = add i32 %spins, 1
  store i32 %spins.next, ptr %spins.slot
  br label %wait

sleep:
  %seen.wide = zext i32 %seen to i64
  ; futex(&generation, FUTEX_WAIT_PRIVATE, seen): returns at once if the generation moved on
  %slept = call i64 (i64, ...) @syscall(i64 202, ptr @pool.generation, i64 128, i64 %seen.wide, ptr null)
  store i32 0, ptr %spins.slot
  br label %wait

job:
  store i32 %generation, ptr %seen.slot
  store i32 0, ptr %spins.slot
  %wanted = load atomic i64, ptr @pool.wanted acquire, align 8
  %mine = icmp slt i64 %index, %wanted
  br i1 %mine, label %join, label %wait

join:
  ; Join only while the loop is open: a thread woken late (its chunks already taken) stays out.
  %state = load atomic i64, ptr @pool.active acquire, align 8
  %open.bit = and i64 %state, {OPEN}
  %open = icmp ne i64 %open.bit, 0
  br i1 %open, label %enter, label %wait

enter:
  %state.in = add i64 %state, 1
  %entry.claim = cmpxchg ptr @pool.active, i64 %state, i64 %state.in seq_cst seq_cst
  %entered = extractvalue {{ i64, i1 }} %entry.claim, 1
  br i1 %entered, label %work, label %join

work:
  %loop = load atomic ptr, ptr @pool.job acquire, align 8
  %ignored = call ptr @aiopt.worker(ptr %loop)
  %left = atomicrmw sub ptr @pool.active, i64 1 seq_cst
  br label %wait
}}

; Claim the pool for one loop of `threads` workers (starting the threads it lacks); false: use own threads.
define internal i1 @aiopt.pool.acquire(i64 %threads) {{
entry:
  %handle = alloca i64
  %pid = call i32 @getpid()
  %claim = cmpxchg ptr @pool.lock, i32 0, i32 %pid seq_cst seq_cst
  %got = extractvalue {{ i32, i1 }} %claim, 1
  br i1 %got, label %owned, label %held

held:
  ; Held by a thread of this process (busy), or by one of the process this one was forked from, which is not here.
  %holder = extractvalue {{ i32, i1 }} %claim, 0
  %ours = icmp eq i32 %holder, %pid
  br i1 %ours, label %busy, label %stale

stale:
  %takeover = cmpxchg ptr @pool.lock, i32 %holder, i32 %pid seq_cst seq_cst
  %took = extractvalue {{ i32, i1 }} %takeover, 1
  br i1 %took, label %owned, label %busy

owned:
  ; Under the lock: only one thread of a process finds that the pool's threads are another process's.
  %owner = load i32, ptr @pool.pid
  %same = icmp eq i32 %owner, %pid
  br i1 %same, label %grow, label %reset

reset:
  ; First use, or the first in a forked child: the threads of the parent's pool are not here.
  store i64 0, ptr @pool.started
  store i32 %pid, ptr @pool.pid
  br label %grow

grow:
  %have = load i64, ptr @pool.started
  %needed = sub i64 %threads, 1
  %enough = icmp sge i64 %have, %needed
  br i1 %enough, label %ready, label %create

create:
  %generation = load atomic i32, ptr @pool.generation acquire, align 4
  %generation.wide = zext i32 %generation to i64
  %generation.high = shl i64 %generation.wide, 32
  %argument.bits = or i64 %generation.high, %have
  %argument = inttoptr i64 %argument.bits to ptr
  %status = call i32 @pthread_create(ptr %handle, ptr null, ptr @aiopt.pool.thread, ptr %argument)
  %failed = icmp ne i32 %status, 0
  br i1 %failed, label %ready, label %detach

detach:
  %thread = load i64, ptr %handle
  %detached = call i32 @pthread_detach(i64 %thread)
  %have.next = add i64 %have, 1
  store i64 %have.next, ptr @pool.started
  br label %grow

ready:
  %started = load i64, ptr @pool.started
  %any = icmp sgt i64 %started, 0
  br i1 %any, label %done, label %release

release:
  store atomic i32 0, ptr @pool.lock release, align 4
  br label %busy

busy:
  ret i1 false

done:
  ret i1 true
}}

; Run `loop` on the claimed pool and the calling thread; release the pool when every worker has finished.
define internal void @aiopt.pool.run(ptr %loop, i64 %threads) {{
entry:
  %spins.slot = alloca i32
  %started = load i64, ptr @pool.started
  %others = sub i64 %threads, 1
  %fewer = icmp slt i64 %started, %others
  %wanted = select i1 %fewer, i64 %started, i64 %others
  store atomic ptr %loop, ptr @pool.job release, align 8
  store atomic i64 %wanted, ptr @pool.wanted release, align 8
  store atomic i64 {OPEN}, ptr @pool.active seq_cst, align 8
  %previous = atomicrmw add ptr @pool.generation, i32 1 seq_cst
  ; futex(&generation, FUTEX_WAKE_PRIVATE, all)
  %woken = call i64 (i64, ...) @syscall(i64 202, ptr @pool.generation, i64 129, i64 2147483647)
  %ignored = call ptr @aiopt.worker(ptr %loop)
  ; No chunk is left: close the loop to late workers, then wait for those in it.
  %closing = atomicrmw and ptr @pool.active, i64 {COUNT_MASK} seq_cst
  store i32 0, ptr %spins.slot
  br label %wait

wait:
  %active = load atomic i64, ptr @pool.active acquire, align 8
  %finished = icmp eq i64 %active, 0
  br i1 %finished, label %done, label %again

again:
  %spins = load i32, ptr %spins.slot
  %spins.next = add i32 %spins, 1
  store i32 %spins.next, ptr %spins.slot
  %often = and i32 %spins.next, 255
  %yield = icmp eq i32 %often, 0
  br i1 %yield, label %give, label %pause

give:
  %yielded = call i32 @sched_yield()
  br label %wait

pause:
  call void @llvm.x86.sse2.pause()
  br label %wait

done:
  store atomic i32 0, ptr @pool.lock release, align 4
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
  %cpus = call i64 @aiopt.workers()
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
  %alone = icmp sle i64 %threads, 1
  br i1 %alone, label %work, label %pool.try

pool.try:
  %pooled = call i1 @aiopt.pool.acquire(i64 %threads)
  br i1 %pooled, label %pool, label %spawn.start

pool:
  call void @aiopt.pool.run(ptr %loop, i64 %threads)
  br label %check

spawn.start:
  br label %spawn

spawn:
  %k = phi i64 [ 1, %spawn.start ], [ %k.next, %spawn.body ]
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
"""The runtime functions (compiled once per process by `aiopt.runtime.jit`)."""
