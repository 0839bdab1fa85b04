// Ops of unknown dialects are errors unless --allow-unregistered-dialect is given.

// RUN: ai-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: not ai-opt %s 2>&1 | FileCheck %s --check-prefix=ERROR

// CHECK-LABEL: func.func @opaque
// CHECK: %[[R:.*]] = "mystery.compute"(%{{.*}}) {level = 3 : i64} : (f32) -> f32
// CHECK: return %[[R]]

// ERROR: unregistered-dialect.mlir:[[# @LINE + 2]]:25: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
func.func @opaque(%x: f32) -> f32 {
  %0 = "mystery.compute"(%x) {level = 3} : (f32) -> f32
  func.return %0 : f32
}
