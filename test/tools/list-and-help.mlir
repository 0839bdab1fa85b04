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

// Passes are listed one per line in alphabetical order.
// PASSES: canonicalize
// PASSES-NEXT: chlo-legalize-to-high-level-mhlo
// PASSES-NEXT: chlo-legalize-to-hlo
// PASSES-NEXT: chlo-legalize-to-mhlo
// PASSES: convert-mhlo-to-linalg
// PASSES: convert-scf-to-cf
// PASSES: convert-to-llvm
// PASSES-NEXT: convert-vector-to-llvm
// PASSES-NEXT: cse
// PASSES: one-shot-bufferize
// PASSES: symbol-dce

// ARITH-OPS: arith.addf
// ARITH-OPS-NEXT: arith.addi
// ARITH-OPS-NOT: func.

// ALL-OPS-DAG: arith.addi
// ALL-OPS-DAG: func.func
// ALL-OPS-DAG: scf.parallel

// DIALECTS: Available Dialects: {{.*}}arith, {{.*}}func, {{.*}}linalg, {{.*}}scf

// BAD-DIALECT: <command-line>:1:8: error: unknown dialect 'nosuchdialect'
// BAD-DIALECT-NEXT: ai-opt --list-ops=nosuchdialect
// BAD-DIALECT-NEXT: {{^       \^$}}
