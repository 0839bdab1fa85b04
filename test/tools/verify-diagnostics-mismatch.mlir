// Mismatches between diagnostics and annotations fail the run, and each is reported.

// RUN: not ai-opt %S/Inputs/diagnostics-mismatch.mlir --split-input-file --verify-diagnostics --test-emit-diagnostics 2>&1 | FileCheck %s

// An annotation that nothing matched, at the annotation's position:
// CHECK: diagnostics-mismatch.mlir:3:6: error: expected warning "never emitted" was not produced
// CHECK-NEXT: // expected-warning@+1 {{.*}}never emitted
// CHECK-NEXT: {{^     \^$}}

// A diagnostic that no annotation expects, at the diagnostic's position:
// CHECK: diagnostics-mismatch.mlir:11:3: error: unexpected remark: nobody expects this
// CHECK-NEXT: "test.op"() {test.remark = "nobody expects this"}

// The right message with the wrong severity is upstream's near miss, at the annotation, which stays unmatched:
// CHECK: diagnostics-mismatch.mlir:18:6: error: 'warning' diagnostic emitted when expecting a 'error'
// CHECK: diagnostics-mismatch.mlir:18:6: error: expected error "wrong kind" was not produced
// CHECK-NOT: unexpected warning: wrong kind

// The right message on the wrong line:
// CHECK: diagnostics-mismatch.mlir:26:6: error: expected error "off by one" was not produced
// CHECK: diagnostics-mismatch.mlir:28:3: error: unexpected error: off by one

// A different message on the right line:
// CHECK: diagnostics-mismatch.mlir:35:6: error: expected remark "expected text" was not produced
// CHECK: diagnostics-mismatch.mlir:36:3: error: unexpected remark: actual text

// RUN: not ai-opt %s --verify-diagnostics 2>&1 | FileCheck %s --check-prefix=REGEX
// A `{{` with no `}}` in a -re annotation, and a block that is no regex, as upstream:
// REGEX: verify-diagnostics-mismatch.mlir:[[# @LINE + 3]]:4: error: found start of regex with no end '}}'
// REGEX: verify-diagnostics-mismatch.mlir:[[# @LINE + 3]]:4: error: invalid regex: {{.+}}
// REGEX-NOT: error:
// expected-error-re {{{{[a-z]}}
// expected-error-re {{{{[a-z}}}}
