// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.from_elements, to_elements and constant_mask in upstream's syntax (what mlir-opt 22 prints), each
// round-tripped through the custom and the generic form (vector-elements-upstream.mlir: through mlir-opt).

// CHECK-LABEL: func.func @elements
// CHECK: vector.from_elements %{{.*}}, %{{.*}} : vector<2xf32>
// CHECK: vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<2x2xf32>
// CHECK: vector.from_elements %{{.*}} : vector<f32>
// CHECK: %{{.*}}:4 = vector.to_elements %{{.*}} : vector<4xf32>
// CHECK: vector.to_elements %{{.*}} {foo} : vector<2x2xf32>
// CHECK: vector.to_elements %{{.*}} : vector<f32>
// CHECK: vector.constant_mask [1, 2] : vector<2x3xi1>
// CHECK: vector.constant_mask [1] : vector<i1>
// CHECK: vector.constant_mask [0] : vector<[4]xi1>
// GENERIC: "vector.from_elements"(%{{.*}}, %{{.*}}) : (f32, f32) -> vector<2xf32>
// GENERIC: "vector.to_elements"(%{{.*}}) : (vector<4xf32>) -> (f32, f32, f32, f32)
// GENERIC: "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1, 2>}> : () -> vector<2x3xi1>
func.func @elements(%a: f32, %b: f32, %v: vector<4xf32>, %w: vector<2x2xf32>, %z: vector<f32>) -> (vector<2xf32>, f32) {
  %0 = vector.from_elements %a, %b : vector<2xf32>
  %1 = vector.from_elements %a, %b, %a, %b : vector<2x2xf32>
  %2 = vector.from_elements %a : vector<f32>
  %3:4 = vector.to_elements %v : vector<4xf32>
  %4:4 = vector.to_elements %w {foo} : vector<2x2xf32>
  %5 = vector.to_elements %z : vector<f32>
  %6 = vector.constant_mask [1, 2] : vector<2x3xi1>
  %7 = vector.constant_mask [1] : vector<i1>
  %8 = vector.constant_mask [0] : vector<[4]xi1>
  return %0, %3#2 : vector<2xf32>, f32
}
