// Upstream's names and options for passes ai-opt has, and "did you mean" for names it does not know.

// mlir-hlo's names: hlo-legalize-to-linalg is convert-mhlo-to-linalg, chlo-legalize-to-hlo is chlo-legalize-to-mhlo (keeping erf and top_k as mhlo ops).
// RUN: ai-opt %s --chlo-legalize-to-hlo --hlo-legalize-to-linalg | FileCheck %s --check-prefix=LINALG
// RUN: ai-opt %s --chlo-legalize-to-mhlo --convert-mhlo-to-linalg | FileCheck %s --check-prefix=LINALG
// RUN: ai-opt %s --chlo-legalize-to-hlo=legalize-broadcasts=true --hlo-legalize-to-linalg="enable-primitive-ops=false" | FileCheck %s --check-prefix=LINALG
// RUN: ai-opt %s --chlo-legalize-to-hlo --hlo-legalize-to-linalg="enable-primitive-ops=true" | FileCheck %s --check-prefix=PRIMITIVE

// LINALG-LABEL: func.func @broadcast_add
// LINALG-NOT: chlo.
// LINALG-NOT: mhlo.
// LINALG: linalg.generic
// LINALG: arith.addf

// PRIMITIVE-LABEL: func.func @broadcast_add
// PRIMITIVE: linalg.broadcast ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<2x4xf32>) dimensions = [0]
// PRIMITIVE: linalg.map { arith.addf } ins(
// PRIMITIVE-NOT: linalg.generic

func.func @broadcast_add(%a: tensor<2x4xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// canonicalize's options, as upstream RUN lines write them.
// RUN: ai-opt %s --split-input-file -canonicalize="test-convergence" | FileCheck %s --check-prefix=CANON
// RUN: ai-opt %s --split-input-file -canonicalize="test-convergence top-down=0" | FileCheck %s --check-prefix=CANON
// RUN: ai-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence max-iterations=3 region-simplify=normal}))' | FileCheck %s --check-prefix=CANON
// RUN: ai-opt %s --split-input-file -canonicalize="region-simplify=disabled" | FileCheck %s --check-prefix=NO-REGION-SIMPLIFY
// RUN: not ai-opt %s --split-input-file -canonicalize="test-convergence max-iterations=1" 2>&1 | FileCheck %s --check-prefix=NOT-CONVERGED
// RUN: not ai-opt %s -canonicalize="region-simplify=sometimes" 2>&1 | FileCheck %s --check-prefix=BAD-LEVEL

// CANON-LABEL: func.func @dead_block
// CANON-NOT: ^bb1
// CANON: return %{{.*}} : i32

// NO-REGION-SIMPLIFY-LABEL: func.func @dead_block
// NO-REGION-SIMPLIFY: ^bb1:

// One sweep folds the addition; the sweep after it would find nothing left to do.
// NOT-CONVERGED: error: canonicalizer failed to converge within max-iterations=1

// BAD-LEVEL: error: invalid value 'sometimes' for option 'region-simplify': expected one of disabled, normal, aggressive

// -----

func.func @dead_block(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
^bb1:
  return %c0 : i32
}

// Unknown names get the closest known one.
// RUN: not ai-opt %s --canonicalise 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not ai-opt %s -split-input-fil 2>&1 | FileCheck %s --check-prefix=DRIVER-FLAG
// RUN: not ai-opt %s --pass-pipeline='builtin.module(func.func(canonicalise))' 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: not ai-opt %s -canonicalize="max-iteration=3" 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not ai-opt %s --frobnicate-everything 2>&1 | FileCheck %s --check-prefix=FAR

// FLAG: <command-line>:1:{{[0-9]+}}: error: unknown command line argument '--canonicalise' (see 'ai-opt --help'); did you mean '--canonicalize'?
// DRIVER-FLAG: error: unknown command line argument '-split-input-fil' (see 'ai-opt --help'); did you mean '-split-input-file'?
// PIPELINE: MLIR Textual PassPipeline Parser:1:26: error: 'canonicalise' does not refer to a registered pass or pass pipeline; did you mean 'canonicalize'?
// OPTION: error: no such option 'max-iteration' for pass 'canonicalize' (options: {{.*}}); did you mean 'max-iterations'?
// FAR: error: unknown command line argument '--frobnicate-everything' (see 'ai-opt --help'){{$}}
