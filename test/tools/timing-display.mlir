// --mlir-timing's report as mlir-opt 22 lays it out: a tree by default (nested pass managers as
// "'func.func' Pipeline" with their passes indented under them, Rest and Total last), a list with
// --mlir-timing-display=list (root first, every timer merged by name, the longest first), JSON with
// --mlir-output-format=json; each chunk of --split-input-file has its own report. ai-opt runs on one thread, as
// mlir-opt with --mlir-disable-threading, which prints no user time column.
// RUN: ai-opt %s --mlir-timing --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce,func.func(cse))' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TREE
// RUN: ai-opt %s --mlir-timing --mlir-disable-threading --mlir-timing-display=tree --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=WALL
// RUN: ai-opt %s --mlir-timing --mlir-disable-threading --mlir-timing-display=list --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: ai-opt %s --mlir-timing --mlir-disable-threading --mlir-output-format=json --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: ai-opt %s --mlir-timing --mlir-output-format=json --mlir-timing-display=list --cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON-LIST
// RUN: ai-opt %s --mlir-timing --mlir-disable-threading --split-input-file --cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPLIT
// Without --mlir-timing the display flags print nothing.
// RUN: ai-opt %s --mlir-timing-display=list --mlir-output-format=json -o /dev/null 2>&1 | FileCheck %s --allow-empty --check-prefix=NONE
// RUN: not ai-opt %s --mlir-timing --mlir-timing-display=flat 2>&1 | FileCheck %s --check-prefix=BAD-DISPLAY
// RUN: not ai-opt %s --mlir-timing --mlir-output-format=xml 2>&1 | FileCheck %s --check-prefix=BAD-FORMAT

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}

// TREE:      ===-------------------------------------------------------------------------===
// TREE-NEXT:                          ... Execution time report ...
// TREE-NEXT: ===-------------------------------------------------------------------------===
// TREE-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TREE-EMPTY:
// TREE-NEXT:   ----Wall Time----  ----Name----
// TREE-NEXT:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9.]+%\)}}  Parser
// TREE-NEXT:   {{.*%\)}}  'func.func' Pipeline
// TREE-NEXT:   {{.*%\)}}    CSE
// TREE-NEXT:   {{.*%\)}}    Canonicalizer
// TREE-NEXT:   {{.*%\)}}  SymbolDCE
// TREE-NEXT:   {{.*%\)}}  'func.func' Pipeline
// TREE-NEXT:   {{.*%\)}}    CSE
// TREE-NEXT:   {{.*%\)}}  Output
// TREE-NEXT:   {{.*%\)}}  Rest
// TREE-NEXT:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}} (100.0%)  Total

// WALL:      ----Wall Time----  ----Name----
// WALL-NEXT:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9.]+%\)}}  Parser
// WALL-NEXT:   {{.*%\)}}  'func.func' Pipeline
// WALL-NEXT:   {{.*%\)}}    CSE
// WALL-NEXT:   {{.*%\)}}  SymbolDCE
// WALL-NEXT:   {{.*%\)}}  Output
// WALL-NEXT:   {{.*%\)}}  Rest
// WALL-NEXT:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}} (100.0%)  Total

// LIST:      ----Wall Time----  ----Name----
// LIST-NEXT:   {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}} (100.0%)  root
// LIST-DAG:    {{.*%\)}}  Parser
// LIST-DAG:    {{.*%\)}}  Pipeline Collection : ['func.func']
// LIST-DAG:    {{.*%\)}}  'func.func' Pipeline
// LIST-DAG:    {{.*%\)}}  CSE
// LIST-DAG:    {{.*%\)}}  SymbolDCE
// LIST-DAG:    {{.*%\)}}  Output
// LIST:        {{.*%\)}}  Rest
// LIST-NEXT:   (100.0%)  Total

// JSON:      [
// JSON-NEXT: {"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": {{ *[0-9]+\.[0-9]}}}, "name": "Parser", "passes": [
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {{.*}}, "name": "'func.func' Pipeline", "passes": [
// JSON-NEXT:   {"wall": {{.*}}, "name": "CSE", "passes": [
// JSON-NEXT:   {}]},
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {{.*}}, "name": "SymbolDCE", "passes": [
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {{.*}}, "name": "Output", "passes": [
// JSON-NEXT: {}]},
// JSON-NEXT: {"wall": {{.*}}, "name": "Rest"},
// JSON-NEXT: {"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": 100.0}, "name": "Total"}
// JSON-NEXT: ]

// JSON-LIST:      [
// JSON-LIST-NEXT: {"wall": {"duration": {{ *[0-9]+\.[0-9][0-9][0-9][0-9]}}, "percentage": 100.0}, "name": "root"},
// JSON-LIST:      "name": "CSE"},
// JSON-LIST:      "name": "Rest"},
// JSON-LIST-NEXT: {"wall": {{.*}}, "name": "Total"}
// JSON-LIST-NEXT: ]

// SPLIT:     ... Execution time report ...
// SPLIT:     CSE
// SPLIT:     Total
// SPLIT:     ... Execution time report ...
// SPLIT:     CSE
// SPLIT:     Total

// BAD-DISPLAY: <command-line>:1:{{[0-9]+}}: error: invalid value 'flat' for '--mlir-timing-display': expected 'list' or 'tree'
// BAD-FORMAT: <command-line>:1:{{[0-9]+}}: error: invalid value 'xml' for '--mlir-output-format': expected 'text' or 'json'
// NONE-NOT: Execution time report
