// Listing flags: --help, --list-passes, --list-ops[=DIALECT], --show-dialects.

// RUN: ai-opt --help | FileCheck %s --check-prefix=HELP
// RUN: ai-opt -h | FileCheck %s --check-prefix=HELP
// RUN: ai-opt --list-passes | FileCheck %s --check-prefix=PASSES
// RUN: ai-opt --list-ops=arith | FileCheck %s --check-prefix=ARITH-OPS
// RUN: ai-opt --list-ops | FileCheck %s --check-prefix=ALL-OPS
// RUN: ai-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS
// RUN: not ai-opt --list-ops=nosuchdialect 2>&1 | FileCheck %s --check-prefix=BAD-DIALECT

// HELP: OVERVIEW: `ai-opt`: parse MLIR text, run passes, print the result
// HELP: USAGE: ai-opt [options] <input file>
// HELP: --split-input-file
// HELP: --verify-diagnostics
// HELP: --pass-pipeline=PIPELINE
// HELP: --no-implicit-module {{ +}}do not wrap the input in a builtin.module: it must be one top-level op, of any kind
// HELP: --list-ops[=DIALECT]
// HELP: Passes (each is also a flag
// HELP: --canonicalize {{ +}}Canonicalize operations
// HELP-NEXT: max-iterations=<int = 10>
// HELP: --scf-parallel-loop-tiling {{ +}}Tile parallel loops
// HELP-NEXT: parallel-loop-tile-sizes=<list of int = > Factors to tile parallel loops by
// HELP: Pass Pipelines:

// Passes are listed as mlir-opt 22 lists them: `Passes:`, then each pass in alphabetical order with its
// summary in LLVM's columns, its options (sorted, a choice's values on their own lines) under it.
// PASSES:      {{^}}Passes:
// PASSES-NEXT: {{^}}  --affine-loop-tile                                -   Tile affine loop nests.
// PASSES:      {{^}}  --canonicalize                                    -   Canonicalize operations
// PASSES-NEXT: {{^}}    --disable-patterns=<string>                     - Labels of patterns that should be filtered out during application
// PASSES:      {{^}}    --region-simplify=<value>                       - {{.+}}
// PASSES-NEXT: {{^}}    =disabled                                     -   disabled
// PASSES:      {{^}}    --test-convergence                              - {{.+}}
// PASSES:      {{^}}  --chlo-legalize-to-high-level-mhlo                -   {{.+}}
// PASSES:      {{^}}  --convert-mhlo-to-linalg                          -   {{.+}}
// PASSES:      {{^}}  --cse                                             -   {{.+}}
// PASSES:      {{^}}  --one-shot-bufferize                              -   {{.+}}
// PASSES:      {{^}}  --symbol-dce                                      -   {{.+}}

// ARITH-OPS: arith.addf
// ARITH-OPS-NEXT: arith.addi
// ARITH-OPS-NOT: func.

// ALL-OPS-DAG: arith.addi
// ALL-OPS-DAG: func.func
// ALL-OPS-DAG: scf.parallel

// DIALECTS: Available Dialects: {{.*}}arith,{{.*}}func,{{.*}}linalg,{{.*}}scf

// BAD-DIALECT: <command-line>:1:8: error: unknown dialect 'nosuchdialect'
// BAD-DIALECT-NEXT: ai-opt --list-ops=nosuchdialect
// BAD-DIALECT-NEXT: {{^       \^$}}
