// RUN: ai-opt %s --lower-vector-mask --split-input-file | FileCheck %s

// lower-vector-mask (upstream's pass): a masked transfer takes the mask as its mask operand, as mlir-opt 22's
// does, and an empty mask is what it yields; beyond upstream's, a read with a passthru selects it in the
// masked-off lanes and a masked reduction reduces its vector with the kind's neutral value there
// (test_compiled_vector_mask.py runs them).

// CHECK-LABEL: func.func @transfer_write
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>, %[[M:.*]]: vector<4xi1>, %[[B:.*]]: memref<16xf32>, %[[I:.*]]: index)
// CHECK-NEXT: vector.transfer_write %[[V]], %[[B]][%[[I]]], %[[M]] : vector<4xf32>, memref<16xf32>
// CHECK-NEXT: return
func.func @transfer_write(%v: vector<4xf32>, %m: vector<4xi1>, %b: memref<16xf32>, %i: index) {
  vector.mask %m { vector.transfer_write %v, %b[%i] : vector<4xf32>, memref<16xf32> } : vector<4xi1>
  return
}

// -----

// CHECK-LABEL: func.func @transfer_read
// CHECK-SAME: (%[[M:.*]]: vector<4xi1>, %[[B:.*]]: memref<16xf32>, %[[I:.*]]: index, %[[P:.*]]: f32, %[[PT:.*]]: vector<4xf32>)
// CHECK: %[[R:.*]] = vector.transfer_read %[[B]][%[[I]]], %[[P]], %[[M]] : memref<16xf32>, vector<4xf32>
// CHECK: %[[S:.*]] = vector.transfer_read %[[B]][%[[I]]], %[[P]], %[[M]] : memref<16xf32>, vector<4xf32>
// CHECK: %[[T:.*]] = arith.select %[[M]], %[[S]], %[[PT]] : vector<4xi1>, vector<4xf32>
// CHECK: return %[[R]], %[[T]]
func.func @transfer_read(%m: vector<4xi1>, %b: memref<16xf32>, %i: index, %p: f32, %pt: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.mask %m { vector.transfer_read %b[%i], %p : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %m, %pt { vector.transfer_read %b[%i], %p : memref<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @reductions
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>, %[[M:.*]]: vector<4xi1>, %[[ACC:.*]]: f32, %[[W:.*]]: vector<2x4xi32>, %[[M2:.*]]: vector<2x4xi1>, %[[ACC2:.*]]: vector<2xi32>)
// CHECK: %[[N:.*]] = arith.constant dense<0x7FC00000> : vector<4xf32>
// CHECK: %[[S:.*]] = arith.select %[[M]], %[[V]], %[[N]] : vector<4xi1>, vector<4xf32>
// CHECK: %[[R:.*]] = vector.reduction <maxnumf>, %[[S]], %[[ACC]] : vector<4xf32> into f32
// CHECK: %[[N2:.*]] = arith.constant dense<-2147483648> : vector<2x4xi32>
// CHECK: %[[S2:.*]] = arith.select %[[M2]], %[[W]], %[[N2]] : vector<2x4xi1>, vector<2x4xi32>
// CHECK: %[[R2:.*]] = vector.multi_reduction <maxsi>, %[[S2]], %[[ACC2]] [1] : vector<2x4xi32> to vector<2xi32>
// CHECK: return %[[R]], %[[R2]]
func.func @reductions(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32, %w: vector<2x4xi32>, %m2: vector<2x4xi1>, %acc2: vector<2xi32>) -> (f32, vector<2xi32>) {
  %0 = vector.mask %m { vector.reduction <maxnumf>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %1 = vector.mask %m2 { vector.multi_reduction <maxsi>, %w, %acc2 [1] : vector<2x4xi32> to vector<2xi32> } : vector<2x4xi1> -> vector<2xi32>
  return %0, %1 : f32, vector<2xi32>
}

// -----

// CHECK-LABEL: func.func @empty
// CHECK-SAME: (%[[V:.*]]: vector<4xf32>, %[[M:.*]]: vector<4xi1>)
// CHECK-NEXT: return %[[V]]
func.func @empty(%v: vector<4xf32>, %m: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %m { } : vector<4xi1>
  return %0 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @outerproduct
// CHECK-SAME: (%[[A:.*]]: vector<4xf32>, %[[B:.*]]: vector<5xf32>, %[[ACC:.*]]: vector<4x5xf32>, %[[M:.*]]: vector<4x5xi1>)
// CHECK: %[[P:.*]] = vector.outerproduct %[[A]], %[[B]], %[[ACC]] {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<5xf32>
// CHECK: %[[R:.*]] = arith.select %[[M]], %[[P]], %[[ACC]] : vector<4x5xi1>, vector<4x5xf32>
// CHECK: return %[[R]]
func.func @outerproduct(%a: vector<4xf32>, %b: vector<5xf32>, %acc: vector<4x5xf32>, %m: vector<4x5xi1>) -> vector<4x5xf32> {
  %0 = vector.mask %m { vector.outerproduct %a, %b, %acc {kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<5xf32> } : vector<4x5xi1> -> vector<4x5xf32>
  return %0 : vector<4x5xf32>
}
