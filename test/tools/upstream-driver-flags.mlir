// mlir-opt's driver flags that upstream RUN lines use.

// --mlir-print-ir-before=/--mlir-print-ir-after= dump only around the passes named.
// RUN: ai-opt %s --canonicalize --cse --mlir-print-ir-before=cse --mlir-print-ir-after=canonicalize 2>&1 >/dev/null | FileCheck %s --check-prefix=SELECTED
// RUN: not ai-opt %s --mlir-print-ir-before=cs 2>&1 | FileCheck %s --check-prefix=UNKNOWN-PASS

// SELECTED-NOT: IR Dump Before Canonicalizer
// SELECTED: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// SELECTED-NOT: IR Dump After CSE
// SELECTED: // -----// IR Dump Before CSE (cse) //----- //
// SELECTED-NOT: IR Dump

// UNKNOWN-PASS: <command-line>:1:{{[0-9]+}}: error: 'cs' given to '--mlir-print-ir-before' does not refer to a registered pass; did you mean 'cse'?

// --dump-pass-pipeline prints the pipeline with every option; --mlir-pass-statistics lists the passes that ran.
// RUN: ai-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence}),cse)' --dump-pass-pipeline --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s --check-prefix=PIPELINE

// PIPELINE: Pass Manager with 2 passes:
// PIPELINE-NEXT: {{^}}builtin.module({{$}}
// PIPELINE-NEXT: {{^}}  func.func({{$}}
// PIPELINE-NEXT: {{^}}    canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=true top-down=true}{{$}}
// PIPELINE-NEXT: {{^}}  ),{{$}}
// PIPELINE-NEXT: {{^}}  cse{{$}}
// PIPELINE-NEXT: {{^}})
// As mlir-opt's report, the root's passes are not indented under a 'builtin.module' Pipeline.
// PIPELINE: ... Pass statistics report ...
// PIPELINE-NEXT: ===-
// PIPELINE-NEXT: {{^}}'func.func' Pipeline
// PIPELINE-NEXT: {{^}}  Canonicalizer
// PIPELINE-NEXT: {{^}}CSE

// What --dump-pass-pipeline prints is a pipeline ai-opt and upstream's mlir-opt read back (ai-opt's own
// options, canonicalize's max-fold-elements, are left out at their default), and so is upstream's.
// RUN: ai-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=10 max-num-rewrites=-1 top-down=true region-simplify=normal test-convergence=true}),cse)' | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=10 max-num-rewrites=-1 top-down=true region-simplify=normal test-convergence=true}),cse)' | FileCheck %s %}
// RUN: ai-opt %s --canonicalize=max-fold-elements=8 --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=FOLD-LIMIT
// FOLD-LIMIT: canonicalize{  max-fold-elements=8 max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// RUN: ai-opt %s -canonicalize -cse -symbol-dce --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=COMMON
// COMMON: {{^}}builtin.module({{$}}
// COMMON-NEXT: {{^}}  canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},{{$}}
// COMMON-NEXT: {{^}}  cse,{{$}}
// COMMON-NEXT: {{^}}  symbol-dce{{$}}
// COMMON-NEXT: {{^}}){{$}}
// RUN: %if upstream-mlir %{ %mlir-opt %s -canonicalize -cse -symbol-dce --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=COMMON %}
// RUN: ai-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=10 max-num-rewrites=-1 top-down=true region-simplify=normal test-convergence=false},cse,symbol-dce)' | FileCheck %s
// RUN: %if upstream-mlir %{ %mlir-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=10 max-num-rewrites=-1 top-down=true region-simplify=normal test-convergence=false},cse,symbol-dce)' | FileCheck %s %}
// Upstream's --dump-pass-pipeline of -canonicalize -cse -symbol-dce, as it prints it.
// RUN: ai-opt %s --pass-pipeline='builtin.module(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse,symbol-dce)' | FileCheck %s

// --mlir-disable-threading changes nothing (ai-opt runs on one thread); --mlir-print-local-scope prints affine maps
// where they are used instead of as #map aliases (test/dialects/affine.mlir), and this input has none.
// RUN: ai-opt %s --mlir-disable-threading --mlir-print-local-scope --canonicalize | FileCheck %s

// --verify-each: on by default; with false the IR is verified once, after the last pass.
// RUN: ai-opt %s --verify-each --canonicalize | FileCheck %s
// RUN: ai-opt %s --verify-each=false --canonicalize | FileCheck %s
// RUN: not ai-opt %s --verify-each=maybe 2>&1 | FileCheck %s --check-prefix=VERIFY-EACH
// VERIFY-EACH: <command-line>:1:{{[0-9]+}}: error: invalid value 'maybe' for '--verify-each': expected true or false

// --mlir-elide-elementsattrs-if-larger prints large non-splat dense attributes as upstream's elided resource.
// RUN: ai-opt %s --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s --check-prefix=ELIDE
// RUN: ai-opt %s --mlir-elide-elementsattrs-if-larger=4 | FileCheck %s --check-prefix=NO-ELIDE
// RUN: not ai-opt %s --mlir-elide-elementsattrs-if-larger=-1 2>&1 | FileCheck %s --check-prefix=ELIDE-BAD
// ELIDE: arith.constant dense_resource<__elided__> : tensor<4xf32>
// ELIDE: arith.constant dense<1.000000e+00> : tensor<4xf32>
// NO-ELIDE: arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// ELIDE-BAD: error: invalid value '-1' for '--mlir-elide-elementsattrs-if-larger': expected a non-negative integer

// --mlir-very-unsafe-disable-verifier-on-parsing reads IR its verifier would reject; as mlir-opt 22's printer,
// which verifies what it prints, the output is then generic, unless --mlir-print-assume-verified.
// RUN: ai-opt %S/Inputs/unverified-return.mlir --mlir-very-unsafe-disable-verifier-on-parsing | FileCheck %s --check-prefix=UNVERIFIED
// RUN: ai-opt %S/Inputs/unverified-return.mlir --mlir-very-unsafe-disable-verifier-on-parsing --mlir-print-assume-verified | FileCheck %s --check-prefix=ASSUME-VERIFIED
// ASSUME-VERIFIED: return %{{.*}} : i64
// RUN: not ai-opt %S/Inputs/unverified-return.mlir 2>&1 | FileCheck %s --check-prefix=VERIFIED
// UNVERIFIED: "func.return"(%arg0) : (i64) -> ()
// VERIFIED: error:

// Bytecode, either way: --emit-bytecode writes it (read back here), and a malformed bytecode file is an error
// at the file, as mlir-opt's (version 0, then a varint that wants 8 more bytes).
// RUN: ai-opt %s --emit-bytecode | ai-opt | FileCheck %s
// RUN: printf 'ML\357R\000\001' > %t.mlirbc
// RUN: not ai-opt %t.mlirbc 2>&1 | FileCheck %s --check-prefix=READ-BYTECODE
// READ-BYTECODE: {{.*}}.mlirbc:0:0: error: attempting to parse 8 bytes when only 1 remain

// CHECK-LABEL: func.func @constants
func.func @constants() -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = arith.constant dense<1.0> : tensor<4xf32>
  // CHECK: return
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
