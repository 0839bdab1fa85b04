// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.mask and vector.yield in upstream's syntax (what mlir-opt 22 prints: the yield of the masked op's results
// left out), round-tripped through the custom and the generic form (vector-mask-upstream.mlir: through mlir-opt).

// CHECK-LABEL: func.func @mask
// CHECK: vector.mask %{{.*}} { vector.reduction <add>, %{{.*}}, %{{.*}} : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK: vector.mask %{{.*}}, %{{.*}} { vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK: vector.mask %{{.*}} { vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] : vector<4xf32>, memref<16xf32> } {foo} : vector<4xi1>
// CHECK: vector.mask %{{.*}} { vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<2x4xf32> to vector<2xf32> } : vector<2x4xi1> -> vector<2xf32>
// CHECK: vector.mask %{{.*}} { vector.yield %{{.*}} : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK: vector.mask %{{.*}} { vector.yield } : vector<4xi1>
// GENERIC: "vector.mask"(%{{.*}}) ({
// GENERIC-NEXT: %[[R:.*]] = "vector.reduction"
// GENERIC-NEXT: "vector.yield"(%[[R]]) : (f32) -> ()
// GENERIC-NEXT: }) : (vector<4xi1>) -> f32
func.func @mask(%v: vector<4xf32>, %mk: vector<4xi1>, %m: memref<16xf32>, %i: index, %p: f32, %pt: vector<4xf32>,
                %acc: f32, %w: vector<2x4xf32>, %mk2: vector<2x4xi1>, %acc2: vector<2xf32>) -> (f32, vector<4xf32>) {
  %0 = vector.mask %mk { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %mk, %pt { vector.transfer_read %m[%i], %p : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mk { vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<16xf32> } {foo} : vector<4xi1>
  %2 = vector.mask %mk2 { vector.multi_reduction <add>, %w, %acc2 [1] : vector<2x4xf32> to vector<2xf32> } : vector<2x4xi1> -> vector<2xf32>
  %3 = vector.mask %mk { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mk { } : vector<4xi1>
  return %0, %1 : f32, vector<4xf32>
}
