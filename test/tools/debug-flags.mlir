// mlir-opt 22's diagnostic and action flags: --mlir-diagnostic-verbosity-level drops warnings and remarks (not
// under --verify-diagnostics), --mlir-disable-diagnostic-notes keeps the notes attached to a diagnostic (as
// upstream's, which drops only notes emitted on their own), --mlir-print-stacktrace-on-diagnostic attaches the
// (Python) stack, --log-actions-to logs each pass execution as upstream's `pass-execution` action (to stdout
// for '-'), --mlir-debug-counter skips them, --mlir-print-debug-counter prints the counters before and after
// each chunk.
// RUN: not ai-opt %s --test-emit-diagnostics --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not ai-opt %s --test-emit-diagnostics --split-input-file --mlir-diagnostic-verbosity-level=warnings -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARNINGS
// RUN: not ai-opt %s --test-emit-diagnostics --split-input-file --mlir-diagnostic-verbosity-level=errors -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not ai-opt %s --test-emit-diagnostics --split-input-file --mlir-disable-diagnostic-notes -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: not ai-opt %s --test-emit-diagnostics --split-input-file --mlir-print-stacktrace-on-diagnostic --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
// RUN: not ai-opt %s --mlir-diagnostic-verbosity-level=all 2>&1 | FileCheck %s --check-prefix=BAD-LEVEL

// ALL:      warning: careful
// ALL:      note: see current operation: "test.op"() {test.note = "why", test.warning = "careful"} : () -> ()
// ALL-NEXT: note: why
// ALL:      remark: fyi
// WARNINGS-NOT: remark
// WARNINGS: warning: careful
// WARNINGS-NOT: remark
// ERRORS-NOT: warning
// ERRORS-NOT: remark
// ERRORS: error: broken
// ERRORS-NOT: warning
// ERRORS-NOT: remark
// TRACE:      warning: careful
// TRACE:      note: diagnostic emitted with trace:
// TRACE-NEXT:  #0 {{.*}} ({{.*}}.py:{{[0-9]+}})
// TRACE:      note: why
// BAD-LEVEL: <command-line>:1:{{[0-9]+}}: error: invalid value 'all' for '--mlir-diagnostic-verbosity-level': expected 'errors', 'warnings' or 'remarks'
"test.op"() {test.warning = "careful", test.note = "why"} : () -> ()

// -----

"test.op"() {test.remark = "fyi"} : () -> ()

// -----

"test.op"() {test.error = "broken"} : () -> ()

// -----

// RUN: ai-opt %s --split-input-file --log-actions-to=- --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' 2>%t.err | FileCheck %s --check-prefix=LOG
// RUN: FileCheck %s --check-prefix=LOG-ERR < %t.err
// RUN: ai-opt %s --split-input-file --log-actions-to=- --log-mlir-actions-filter=%s:90 --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' | FileCheck %s --check-prefix=FILTER
// RUN: ai-opt %s --split-input-file --log-actions-to=%t.log --cse -o /dev/null && FileCheck %s --check-prefix=LOG-FILE < %t.log
// RUN: ai-opt %s --split-input-file --mlir-debug-counter=pass-execution-skip=1 --mlir-print-debug-counter --cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=COUNTER
// RUN: ai-opt %s --split-input-file --mlir-debug-counter=pass-execution-skip=1 --log-actions-to=%t.log --cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=INCOMPATIBLE
// RUN: ai-opt %s --split-input-file --mlir-enable-debugger-hook --cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=HOOK
// RUN: not ai-opt %s --mlir-debug-counter=pass-execution 2>&1 | FileCheck %s --check-prefix=BAD-COUNTER
// RUN: not ai-opt %s --mlir-debug-counter=pass-execution-after=1 2>&1 | FileCheck %s --check-prefix=BAD-COUNTER-NAME
// RUN: not ai-opt %s --log-actions-to=%t.missing/log 2>&1 | FileCheck %s --check-prefix=BAD-LOG

// LOG:      [thread ai-opt] begins (no breakpoint) Action `pass-execution` running `mlir::detail::OpToOpPassAdaptor` on Operation `builtin.module` (module {...})`
// LOG:      [thread ai-opt] begins (no breakpoint) Action `pass-execution` running `CSE` on Operation `func.func` (func.func @f(%arg0: i32) -> i32 {...})`
// LOG-NEXT: [thread ai-opt] completed `pass-execution`
// LOG-NEXT: [thread ai-opt] completed `pass-execution`
// LOG-NEXT: [thread ai-opt] begins (no breakpoint) Action `pass-execution` running `SymbolDCE` on Operation `builtin.module` (module {...})`
// LOG-NEXT: [thread ai-opt] completed `pass-execution`
// The filter keeps the actions on ops at line 90 (the function).
// FILTER-NOT:  {{OpToOpPassAdaptor|SymbolDCE}}
// FILTER:      running `CSE` on Operation `func.func`
// FILTER-NOT:  {{OpToOpPassAdaptor|SymbolDCE}}
// LOG-ERR: ExecutionContext registered on the context
// LOG-FILE: Action `pass-execution` running `CSE` on Operation `builtin.module` (module {...})`
// COUNTER:      DebugCounter counters:
// COUNTER-NEXT: pass-execution                  : {0,1,-1}
// COUNTER-NEXT: DebugCounter counters:
// COUNTER-NEXT: pass-execution                  : {1,1,-1}
// INCOMPATIBLE: ExecutionContext registered on the contexterror: Debug counters are incompatible with --log-actions-to and --mlir-enable-debugger-hook options and are disabled
// HOOK: ExecutionContext registered on the context (with Debugger hook)
// BAD-COUNTER: <command-line>:1:{{[0-9]+}}: error: expected DebugCounter argument to have an `=` separating the counter name and value, but the provided argument was: `pass-execution`
// BAD-COUNTER-NAME: <command-line>:1:{{[0-9]+}}: error: expected DebugCounter counter name to end with either `-skip` or `-count`, but got `pass-execution-after`
// BAD-LOG: <command-line>:1:{{[0-9]+}}: error: Opening file for --log-actions-to failed: cannot open output file '{{.*}}log': No such file or directory
// --profile-actions-to writes upstream's Chrome trace of the pass executions (stdout for '-'), one event a
// line, each chunk's anew; `[]` without any.
// RUN: ai-opt %s --split-input-file --profile-actions-to=- --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=PROFILE
// RUN: ai-opt %s --split-input-file --profile-actions-to=%t.json --cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOG-ERR
// RUN: FileCheck %s --check-prefix=PROFILE-FILE < %t.json
// RUN: ai-opt %s --split-input-file --profile-actions-to=- -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=PROFILE-NONE
// PROFILE: [{"name": "pass-execution", "cat": "PERF", "ph": "B", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}, "args": {"desc": "`pass-execution` running `mlir::detail::OpToOpPassAdaptor` on Operation `builtin.module`"}},
// PROFILE:      {"name": "pass-execution", "cat": "PERF", "ph": "B", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}, "args": {"desc": "`pass-execution` running `CSE` on Operation `func.func`"}},
// PROFILE-NEXT: {"name": "pass-execution", "cat": "PERF", "ph": "E", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}},
// PROFILE-NEXT: {"name": "pass-execution", "cat": "PERF", "ph": "E", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}},
// PROFILE-NEXT: {"name": "pass-execution", "cat": "PERF", "ph": "B", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}, "args": {"desc": "`pass-execution` running `SymbolDCE` on Operation `builtin.module`"}},
// PROFILE-NEXT: {"name": "pass-execution", "cat": "PERF", "ph": "E", "pid": 0, "tid": {{[0-9]+}}, "ts": {{[0-9]+}}}]
// PROFILE-FILE: [{"name": "pass-execution", {{.*}} "args": {"desc": "`pass-execution` running `CSE` on Operation `builtin.module`"}},
// PROFILE-FILE-NEXT: {"name": "pass-execution", "cat": "PERF", "ph": "E", {{.*}}}]
// PROFILE-NONE: []
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
