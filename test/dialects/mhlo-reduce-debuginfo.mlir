// The reducer's arguments carry their locations in the pretty form (--mlir-print-debuginfo), which parse back.
// RUN: ai-opt %s --mlir-print-debuginfo | ai-opt --mlir-print-debuginfo | FileCheck %s

// CHECK-LABEL: func.func @reduce_with_locations
// CHECK: reducer(%{{.*}}: tensor<f32> loc("acc"), %{{.*}}: tensor<f32> loc("x"))
func.func @reduce_with_locations(%x: tensor<4xf32>, %z: tensor<f32>) -> tensor<f32> {
  %0 = "mhlo.reduce"(%x, %z) ({
  ^bb0(%a: tensor<f32> loc("acc"), %b: tensor<f32> loc("x")):
    %s = mhlo.divide %a, %b : tensor<f32>
    "mhlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = dense<[0]> : tensor<1xi64>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
