// RUN: ai-opt %s --split-input-file --verify-diagnostics

// Upstream's verifier of vector.mask (aiopt.dialects.vector_mask), in upstream's words (each message checked
// against mlir-opt 22 with --verify-diagnostics).

func.func @two_ops(%v: vector<4xf32>, %mk: vector<4xi1>, %acc: f32) {
  // expected-error@+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = vector.mask %mk { %x = vector.reduction <add>, %v, %acc : vector<4xf32> into f32
                         %y = vector.reduction <add>, %v, %acc : vector<4xf32> into f32
                         vector.yield %y : f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @not_maskable(%v: vector<4xf32>, %mk: vector<4xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %mk { %x = arith.addf %v, %v : vector<4xf32>
                         vector.yield %x : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @mask_type(%v: vector<4xf32>, %mk: vector<8xi1>, %acc: f32) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %mk { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<8xi1> -> f32
  return
}

// -----

func.func @result_type(%v: vector<4xf32>, %mk: vector<4xi1>, %acc: f32) {
  // expected-error@+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %mk { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f64
  return
}

// -----

func.func @passthru(%v: vector<4xf32>, %mk: vector<4xi1>, %acc: f32, %pt: f32) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %mk, %pt { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @results(%v: vector<4xf32>, %mk: vector<4xi1>, %acc: f32) {
  // expected-error@+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  vector.mask %mk { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1>
  return
}

// -----

func.func @region_arguments(%mk: vector<4xi1>, %acc: f32) {
  // expected-error@+1 {{'vector.mask' op region should have no arguments}}
  %0 = "vector.mask"(%mk) ({
  ^bb0(%a: f32):
    vector.yield %acc : f32
  }) : (vector<4xi1>) -> f32
  return
}

// -----

func.func @transfer_permuted(%m: memref<16x16xf32>, %i: index, %p: f32, %mk: vector<1xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<2x4xi1>' mask for the maskable operation}}
  %1 = vector.mask %mk { vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<16x16xf32>, vector<4x2xf32> } : vector<1xi1> -> vector<4x2xf32>
  return
}

// -----

func.func @transfer_broadcast(%m: memref<16x16xf32>, %i: index, %p: f32, %mk: vector<1xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<2xi1>' mask for the maskable operation}}
  %1 = vector.mask %mk { vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<16x16xf32>, vector<4x2xf32> } : vector<1xi1> -> vector<4x2xf32>
  return
}

// -----

func.func @contract(%a: vector<4x3xf32>, %b: vector<3x5xf32>, %c: vector<4x5xf32>, %mk: vector<1xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x5x3xi1>' mask for the maskable operation}}
  %1 = vector.mask %mk { vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x3xf32>, vector<3x5xf32> into vector<4x5xf32> } : vector<1xi1> -> vector<4x5xf32>
  return
}

// -----

func.func @outerproduct(%a: vector<4xf32>, %b: vector<5xf32>, %mk: vector<1xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x5xi1>' mask for the maskable operation}}
  %1 = vector.mask %mk { vector.outerproduct %a, %b : vector<4xf32>, vector<5xf32> } : vector<1xi1> -> vector<4x5xf32>
  return
}

// -----

func.func @maskedload(%m: memref<16xf32>, %i: index, %mk: vector<1xi1>, %mk4: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %1 = vector.mask %mk { vector.maskedload %m[%i], %mk4, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<1xi1> -> vector<4xf32>
  return
}

// -----

func.func @gather_passthru(%m: memref<16xf32>, %i: index, %mk: vector<4xi1>, %idx: vector<4xi32>, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %1 = vector.mask %mk, %v { vector.gather %m[%i] [%idx], %mk, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}
