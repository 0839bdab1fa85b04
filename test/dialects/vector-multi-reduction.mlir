// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.multi_reduction in upstream's syntax (what mlir-opt 22 prints), round-tripped through the custom and
// the generic form (vector-multi-reduction-upstream.mlir: through mlir-opt).

// CHECK-LABEL: func.func @multi_reduction
// CHECK: vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<2x4xf32> to vector<2xf32>
// CHECK: vector.multi_reduction <maxnumf>, %{{.*}}, %{{.*}} {foo} [0, 2] : vector<2x3x4xf32> to vector<3xf32>
// CHECK: vector.multi_reduction <mul>, %{{.*}}, %{{.*}} [0, 1, 2] : vector<2x3x4xf32> to f32
// CHECK: vector.multi_reduction <maxsi>, %{{.*}}, %{{.*}} [0] : vector<4xi32> to i32
// CHECK: vector.multi_reduction <xor>, %{{.*}}, %{{.*}} [] : vector<4xi32> to vector<4xi32>
// GENERIC: "vector.multi_reduction"(%{{.*}}, %{{.*}}) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<2x4xf32>, vector<2xf32>) -> vector<2xf32>
func.func @multi_reduction(%v: vector<2x4xf32>, %a: vector<2xf32>, %w: vector<2x3x4xf32>, %b: vector<3xf32>,
                           %s: f32, %i: vector<4xi32>, %t: i32) {
  %0 = vector.multi_reduction <add>, %v, %a [1] : vector<2x4xf32> to vector<2xf32>
  %1 = vector.multi_reduction <maxnumf>, %w, %b {foo} [0, 2] : vector<2x3x4xf32> to vector<3xf32>
  %2 = vector.multi_reduction <mul>, %w, %s [0, 1, 2] : vector<2x3x4xf32> to f32
  %3 = vector.multi_reduction <maxsi>, %i, %t [0] : vector<4xi32> to i32
  %4 = vector.multi_reduction <xor>, %i, %i [] : vector<4xi32> to vector<4xi32>
  return
}
