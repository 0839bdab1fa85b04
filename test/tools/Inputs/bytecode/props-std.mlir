func.func private @decl(i32) -> i32 attributes {no_inline}
func.func @f(%a: index, %m: memref<8x8xf32>, %t: tensor<8x8xf32>, %v: vector<4xf32>, %i: i32) -> i32 {
  %c = func.call @decl(%i) {no_inline} : (i32) -> i32
  %0 = memref.load %m[%a, %a] {nontemporal = true} : memref<8x8xf32>
  memref.store %0, %m[%a, %a] {nontemporal = false} : memref<8x8xf32>
  %s = memref.subview %m[%a, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  %al = memref.alloc(%a) {alignment = 64 : i64} : memref<?xf32>
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [64], strides: [1] : memref<8x8xf32> to memref<64xf32>
  %e = tensor.extract_slice %t[%a, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %ins = tensor.insert_slice %e into %t[0, %a] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  %p = tensor.pad %t low[1, %a] high[2, 0] {
  ^bb0(%x: index, %y: index):
    %z = arith.constant 0.0 : f32
    tensor.yield %z : f32
  } : tensor<8x8xf32> to tensor<11x?xf32>
  %ve = vector.extract %v[2] : f32 from vector<4xf32>
  %vr = vector.reduction <add>, %v fastmath<fast> : vector<4xf32> into f32
  %vt = vector.transfer_read %m[%a, %a], %ve {in_bounds = [true]} : memref<8x8xf32>, vector<4xf32>
  vector.transfer_write %vt, %m[%a, %a] {in_bounds = [false]} : vector<4xf32>, memref<8x8xf32>
  %vl = vector.load %m[%a, %a] {nontemporal = true} : memref<8x8xf32>, vector<4xf32>
  %vc = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %v, %v, %ve : vector<4xf32>, vector<4xf32> into f32
  %vs = vector.shuffle %v, %v [0, 5] : vector<4xf32>, vector<4xf32>
  %ap = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
  %li = affine.linearize_index disjoint [%a, %a] by (2, 4) : index
  affine.for %k = 0 to 8 step 2 {
    %l = affine.load %m[%k, %k + 1] : memref<8x8xf32>
    affine.store %l, %m[%k, 0] : memref<8x8xf32>
  }
  %fill = linalg.fill ins(%ve : f32) outs(%t : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%t, %t : tensor<8x8xf32>, tensor<8x8xf32>) outs(%fill : tensor<8x8xf32>) -> tensor<8x8xf32>
  %w = scf.while (%q = %a) : (index) -> index {
    %cond = arith.cmpi slt, %q, %a : index
    scf.condition(%cond) %q : index
  } do {
  ^bb0(%q: index):
    scf.yield %q : index
  }
  return %c : i32
}
