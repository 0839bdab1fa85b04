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
memref.global "private" constant @cst : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}
func.func @f2(%a: index, %m: memref<8x8xf32>, %t: tensor<8x8xf32>, %v: vector<4xf32>, %i: i32, %fp: (i32) -> i32) -> i32 {
  %g = memref.get_global @cst : memref<2xf32>
  %al = memref.alloca(%a) {alignment = 32 : i64} : memref<?xf32>
  %ca = memref.cast %m : memref<8x8xf32> to memref<?x8xf32>
  %dim = memref.dim %m, %a : memref<8x8xf32>
  %col = memref.collapse_shape %m [[0, 1]] : memref<8x8xf32> into memref<64xf32>
  %exp = memref.expand_shape %col [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  memref.copy %m, %m : memref<8x8xf32> to memref<8x8xf32>
  %ci = func.call_indirect %fp(%i) : (i32) -> i32
  %em = tensor.empty(%a) : tensor<?x8xf32>
  %ex = tensor.extract %t[%a, %a] : tensor<8x8xf32>
  %ins = tensor.insert %ex into %t[%a, %a] : tensor<8x8xf32>
  %col2 = tensor.collapse_shape %t [[0, 1]] : tensor<8x8xf32> into tensor<64xf32>
  %exp2 = tensor.expand_shape %col2 [[0, 1]] output_shape [8, 8] : tensor<64xf32> into tensor<8x8xf32>
  %gen = tensor.generate %a {
  ^bb0(%x: index, %y: index):
    tensor.yield %ex : f32
  } : tensor<?x3xf32>
  %fa = scf.forall (%x, %y) in (4, %a) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[0, 0] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  scf.parallel (%x) = (%a) to (%a) step (%a) {
    scf.reduce
  }
  %er = scf.execute_region -> i32 {
    scf.yield %i : i32
  }
  %gn = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"], doc = "d", library_call = "lc"} ins(%t : tensor<8x8xf32>) outs(%t : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x8xf32>
  %im = tensor.empty() : tensor<1x10x10x3xf32>
  %fl = tensor.empty() : tensor<3x3x3x4xf32>
  %oc = tensor.empty() : tensor<1x4x4x4xf32>
  %cv = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%im, %fl : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%oc : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %tr = linalg.transpose ins(%t : tensor<8x8xf32>) outs(%t : tensor<8x8xf32>) permutation = [1, 0]
  %bc = vector.broadcast %ex : f32 to vector<4xf32>
  %fma = vector.fma %v, %v, %bc : vector<4xf32>
  %ins2 = vector.insert %ex, %v [%a] : f32 into vector<4xf32>
  %mask = vector.create_mask %a : vector<4xi1>
  %ml = vector.maskedload %m[%a, %a], %mask, %v : memref<8x8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.store %v, %m[%a, %a] {alignment = 16 : i64} : memref<8x8xf32>, vector<4xf32>
  %red = vector.multi_reduction <maximumf>, %v, %ex [0] : vector<4xf32> to f32
  %sc = vector.step : vector<4xindex>
  %it = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  cf.switch %i : i32, [
    default: ^bb1(%i : i32),
    42: ^bb1(%ci : i32)
  ]
^bb1(%r: i32):

  return %r : i32
}
func.func @f3(%a: index, %m: memref<8xf32>, %v: vector<4xf32>, %mask: vector<4xi1>, %iv: vector<4xi32>) {
  vector.maskedstore %m[%a], %mask, %v {alignment = 16 : i64} : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %g = vector.gather %m[%a] [%iv], %mask, %v {alignment = 16 : i64} : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%a] [%iv], %mask, %v {alignment = 16 : i64} : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %e = vector.expandload %m[%a], %mask, %v {alignment = 16 : i64} : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%a], %mask, %v {alignment = 16 : i64} : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %l = vector.load %m[%a] {alignment = 16 : i64} : memref<8xf32>, vector<4xf32>
  %r = scf.execute_region -> i32 no_inline {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}
func.func @f4(%a: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  %0 = bufferization.alloc_tensor(%a) {memory_space = 1 : i64} : tensor<?xf32>
  %1 = bufferization.alloc_tensor() copy(%t) : tensor<8xf32>
  %2 = linalg.copy ins(%t : tensor<8xf32>) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
  return %2 : tensor<8xf32>
}
func.func @f5(%t: tensor<4x3xf32>, %r: tensor<4xf32>) -> (tensor<4x3xf32>, tensor<4xf32>, tensor<3x4xf32>, tensor<4x3xf32>) {
  %0 = linalg.map { arith.addf } ins(%t, %t : tensor<4x3xf32>, tensor<4x3xf32>) outs(%t : tensor<4x3xf32>)
  %1 = linalg.reduce { arith.addf } ins(%t : tensor<4x3xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  %e = tensor.empty() : tensor<3x4xf32>
  %2 = linalg.transpose ins(%t : tensor<4x3xf32>) outs(%e : tensor<3x4xf32>) permutation = [1, 0]
  %3 = linalg.broadcast ins(%r : tensor<4xf32>) outs(%t : tensor<4x3xf32>) dimensions = [1]
  return %0, %1, %2, %3 : tensor<4x3xf32>, tensor<4xf32>, tensor<3x4xf32>, tensor<4x3xf32>
}
