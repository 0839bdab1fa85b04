// --mlir-pass-statistics as mlir-opt 22 lays it out: the pipeline display (the default) names each pass as
// upstream does, nested pipelines as "'func.func' Pipeline"; the list display shows the passes that kept
// statistics, which ai-opt's passes do not (upstream's CSE and SymbolDCE count what they erased).
// RUN: ai-opt %s --mlir-pass-statistics --pass-pipeline='builtin.module(func.func(canonicalize,cse),symbol-dce)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: ai-opt %s --mlir-pass-statistics --mlir-pass-statistics-display=list --cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: not ai-opt %s --mlir-pass-statistics-display=tree 2>&1 | FileCheck %s --check-prefix=BAD

// PIPELINE:      ===-------------------------------------------------------------------------===
// PIPELINE-NEXT:                          ... Pass statistics report ...
// PIPELINE-NEXT: ===-------------------------------------------------------------------------===
// PIPELINE-NEXT: {{^}}'func.func' Pipeline
// PIPELINE-NEXT: {{^}}  Canonicalizer
// PIPELINE-NEXT: {{^}}  CSE
// PIPELINE-NEXT: {{^}}SymbolDCE
// PIPELINE-EMPTY:

// LIST:      ... Pass statistics report ...
// LIST-NEXT: ===-------------------------------------------------------------------------===
// LIST-EMPTY:
// LIST-NOT:  CSE

// BAD: <command-line>:1:{{[0-9]+}}: error: invalid value 'tree' for '--mlir-pass-statistics-display': expected 'list' or 'pipeline'

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
