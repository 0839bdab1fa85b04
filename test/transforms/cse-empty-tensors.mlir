// RUN: ai-opt %s --convert-mhlo-to-linalg --cse | FileCheck %s
// The tensor.empty ops that convert-mhlo-to-linalg makes, one per lowered op, are shared by `cse` (the
// CPU and GPU pipelines run it after the lowering): one per type in a block.

// CHECK-LABEL: func.func @shared_empty
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty() : tensor<4xf16>
// CHECK-NEXT: %[[X:.*]] = linalg.generic {{.*}} outs(%[[INIT]] : tensor<4xf16>)
// CHECK: linalg.generic {{.*}} ins(%[[X]], %{{.*}} : tensor<4xf16>, tensor<4xf16>) outs(%[[INIT]] : tensor<4xf16>)
// CHECK: %[[INIT8:.*]] = tensor.empty() : tensor<8xf16>
// CHECK-NOT: tensor.empty
// CHECK: return
func.func @shared_empty(%a: tensor<4xf16>, %b: tensor<8xf16>) -> (tensor<4xf16>, tensor<8xf16>) {
  %0 = mhlo.tanh %a : tensor<4xf16>
  %1 = mhlo.subtract %0, %a : tensor<4xf16>
  %2 = mhlo.negate %b : tensor<8xf16>
  %3 = mhlo.exponential %2 : tensor<8xf16>
  func.return %1, %3 : tensor<4xf16>, tensor<8xf16>
}
