// Shardy's sharding rule on a custom call, as JAX exports LAPACK calls (jax 0.10): it parses and prints
// back as written (aiopt keeps its body as text).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @potrf
// CHECK: sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>
func.func @potrf(%a: tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>) {
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=5, j=5, k=5, l=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<i32>)
  func.return %0#0, %0#1 : tensor<5x5xf32>, tensor<i32>
}

// Nested brackets and quoted strings stay as they are.
// CHECK-LABEL: func.func @nested
// CHECK: r = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=2, m=5, n=2} reduction={"a>"}, custom>
func.func @nested() {
  "test.op"() {r = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=5, j=5, k=5, l=2, m=5, n=2} reduction={"a>"}, custom>} : () -> ()
  func.return
}
