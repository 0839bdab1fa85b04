// --mlir-pass-pipeline-crash-reproducer writes, when a pass fails, the IR the pipeline started from and the
// pipeline in an `mlir_reproducer` external resource, as mlir-opt 22 (the file is byte for byte mlir-opt's
// for this input and pipeline); --mlir-pass-pipeline-local-reproducer, the IR before the failing pass and that
// pass alone; --run-reproducer runs the file's pipeline. canonicalize{max-iterations=1 test-convergence=true}
// fails wherever it changes something.
// RUN: not ai-opt %s --mlir-disable-threading --mlir-pass-pipeline-crash-reproducer=%t.repro.mlir --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=1 test-convergence=true}),symbol-dce)' 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: FileCheck %s --check-prefix=GLOBAL-FILE < %t.repro.mlir
// RUN: not ai-opt %t.repro.mlir --run-reproducer 2>&1 | FileCheck %s --check-prefix=AGAIN
// RUN: not ai-opt %s --mlir-pass-pipeline-local-reproducer --mlir-pass-pipeline-crash-reproducer=%t.local.mlir --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=1 test-convergence=true}),symbol-dce)' 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: FileCheck %s --check-prefix=LOCAL-FILE < %t.local.mlir
// The file reads back as the same program, its section printed back (as mlir-opt does without --run-reproducer).
// RUN: ai-opt %t.local.mlir | FileCheck %s --check-prefix=LOCAL-FILE
// A pipeline that succeeds writes nothing.
// RUN: rm -f %t.none.mlir && ai-opt %s --mlir-pass-pipeline-crash-reproducer=%t.none.mlir --cse -o /dev/null && not test -e %t.none.mlir
// --mlir-generate-reproducer writes one whether or not the pipeline fails, as mlir-opt 22 writes it: every
// element joined by ',', disable_threading and verify_each false whatever the flags say.
// RUN: ai-opt %s --mlir-generate-reproducer=%t.gen.mlir --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' -o /dev/null
// RUN: FileCheck %s --check-prefix=GENERATE < %t.gen.mlir
// GENERATE:      %0 = arith.addi %arg0, %c0_i32 : i32
// GENERATE:      pipeline: "builtin.module(func.func(cse),symbol-dce)",
// GENERATE-NEXT: disable_threading: false,
// GENERATE-NEXT: verify_each: false
// A reproducer whose pipeline does not parse is an error in it; a file without one runs the command line's.
// RUN: sed 's/symbol-dce/bogus-pass/' %t.repro.mlir > %t.bad.mlir && not ai-opt %t.bad.mlir --run-reproducer 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: ai-opt %s --run-reproducer --cse | FileCheck %s --check-prefix=NONE

// GLOBAL:      :[[# @LINE + 26]]:1: error: Failures have been detected while processing an MLIR pass pipeline
// GLOBAL:      :[[# @LINE + 25]]:1: note: Pipeline failed while executing [`Canonicalizer` on 'func.func' operation: @f]: reproducer generated at `{{.*}}.repro.mlir`
// GLOBAL-FILE:      module {
// GLOBAL-FILE-NEXT:   func.func @f(%arg0: i32) -> i32 {
// GLOBAL-FILE-NEXT:     %c0_i32 = arith.constant 0 : i32
// GLOBAL-FILE-NEXT:     %0 = arith.addi %arg0, %c0_i32 : i32
// GLOBAL-FILE-NEXT:     return %0 : i32
// GLOBAL-FILE-NEXT:   }
// GLOBAL-FILE-NEXT: }
// GLOBAL-FILE-EMPTY:
// GLOBAL-FILE-NEXT: {-#
// GLOBAL-FILE-NEXT:   external_resources: {
// GLOBAL-FILE-NEXT:     mlir_reproducer: {
// GLOBAL-FILE-NEXT:       pipeline: "builtin.module(func.func(cse,canonicalize{  max-iterations=1 max-num-rewrites=-1 region-simplify=normal test-convergence=true top-down=true}), symbol-dce)",
// GLOBAL-FILE-NEXT:       disable_threading: true,
// GLOBAL-FILE-NEXT:       verify_each: true
// GLOBAL-FILE-NEXT:     }
// GLOBAL-FILE-NEXT:   }
// GLOBAL-FILE-NEXT: #-}
// AGAIN-NOT:  Pipeline failed
// AGAIN:    error: canonicalizer failed to converge
// LOCAL:    note: Pipeline failed while executing `Canonicalizer` on 'func.func' operation: @f: reproducer generated at `{{.*}}.local.mlir`
// LOCAL-FILE: pipeline: "builtin.module(func.func(canonicalize{  max-iterations=1 max-num-rewrites=-1 region-simplify=normal test-convergence=true top-down=true}))",
// LOCAL-FILE-NEXT: disable_threading: false,
// BAD: MLIR Textual PassPipeline Parser:1:{{[0-9]+}}: error: 'bogus-pass' does not refer to a registered pass or pass pipeline
// NONE: func.func @f
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
