// RUN: ai-opt %s --convert-vector-to-llvm | FileCheck %s

// convert-vector-to-llvm lowers vector.mask first (lower-vector-mask's patterns, as upstream's pass applies
// populateVectorMaskOpLoweringPatterns first): a masked reduction becomes a select of the neutral value and
// llvm.intr.vector.reduce.*.

// CHECK-LABEL: func.func @masked_reduction
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>, %[[M:.*]]: vector<4xi1>, %[[ACC:.*]]: f32)
// CHECK: %[[S:.*]] = arith.select %[[M]], %[[V]], %{{.*}} : vector<4xi1>, vector<4xf32>
// CHECK: "llvm.intr.vector.reduce.fadd"(%[[ACC]], %[[S]])
// CHECK-NOT: vector.
func.func @masked_reduction(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32) -> f32 {
  %0 = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %0 : f32
}
