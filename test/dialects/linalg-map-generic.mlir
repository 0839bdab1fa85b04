// Upstream's linalg.map has variadic inputs and one init, and so no operand
// segments: its generic form has no `operandSegmentSizes` (upstream rejects
// one: 'this operation does not support properties'), and ai-opt reads that
// form with the last operand as the init.
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// GENERIC-LABEL: "map_add"
// GENERIC: "linalg.map"(%{{.*}}, %{{.*}}, %{{.*}}) ({
// GENERIC-NOT: operandSegmentSizes
// GENERIC: }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-LABEL: func.func @map_add
// CHECK: linalg.map { arith.addf } ins(%{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>)
func.func @map_add(%a: tensor<4xf32>, %b: tensor<4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.map { arith.addf } ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<4xf32>)
  return %r : tensor<4xf32>
}

// The generic form as upstream prints it.
// CHECK-LABEL: func.func @generic_map
// CHECK: linalg.map { math.exp } ins(%{{.*}} : memref<4xf32>) outs(%{{.*}} : memref<4xf32>)
func.func @generic_map(%a: memref<4xf32>, %init: memref<4xf32>) {
  "linalg.map"(%a, %init) ({
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  }) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
