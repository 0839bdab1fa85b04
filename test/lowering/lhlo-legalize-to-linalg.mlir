// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --verify-diagnostics --lhlo-legalize-to-linalg | FileCheck %s

// Element-wise ops: a parallel linalg.generic on the buffers, the scalar op picked by element type.
// CHECK-LABEL: func.func @add
// CHECK-SAME: (%[[A:.*]]: memref<2x3xf32>, %[[B:.*]]: memref<2x3xf32>, %[[OUT:.*]]: memref<2x3xf32>)
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : memref<2x3xf32>, memref<2x3xf32>) outs(%[[OUT]] : memref<2x3xf32>) {
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @add(%a: memref<2x3xf32>, %b: memref<2x3xf32>, %out: memref<2x3xf32>) {
  "lmhlo.add"(%a, %b, %out) : (memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
  func.return
}

// -----

// A scalar predicate is read at () for every element.
// CHECK-LABEL: func.func @select
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
// CHECK: arith.select %{{.*}}, %{{.*}}, %{{.*}} : i32
func.func @select(%p: memref<i1>, %a: memref<4xi32>, %b: memref<4xi32>, %out: memref<4xi32>) {
  "lmhlo.select"(%p, %a, %b, %out) : (memref<i1>, memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @compare_convert
// CHECK: arith.cmpf olt, %{{.*}}, %{{.*}} : f32
// CHECK: arith.sitofp %{{.*}} : i32 to f32
func.func @compare_convert(%a: memref<4xf32>, %b: memref<4xf32>, %p: memref<4xi1>, %i: memref<4xi32>, %f: memref<4xf32>) {
  "lmhlo.compare"(%a, %b, %p) {comparison_direction = #mhlo<comparison_direction LT>} : (memref<4xf32>, memref<4xf32>, memref<4xi1>) -> ()
  "lmhlo.convert"(%i, %f) : (memref<4xi32>, memref<4xf32>) -> ()
  func.return
}

// -----

// A splat constant fills its buffer; others are copied from a private constant global.
// CHECK: memref.global "private" constant @__constant_0 : memref<3xi32> = dense<[1, 2, 3]>
// CHECK-LABEL: func.func @constants
// CHECK-SAME: (%[[S:.*]]: memref<2x2xf32>, %[[T:.*]]: memref<3xi32>)
// CHECK-NEXT: %[[C:.*]] = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: linalg.fill ins(%[[C]] : f32) outs(%[[S]] : memref<2x2xf32>)
// CHECK-NEXT: %[[G:.*]] = memref.get_global @__constant_0 : memref<3xi32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[G]] : memref<3xi32>) outs(%[[T]] : memref<3xi32>)
func.func @constants(%s: memref<2x2xf32>, %t: memref<3xi32>) {
  "lmhlo.constant"(%s) {value = dense<2.5> : tensor<2x2xf32>} : (memref<2x2xf32>) -> ()
  "lmhlo.constant"(%t) {value = dense<[1, 2, 3]> : tensor<3xi32>} : (memref<3xi32>) -> ()
  func.return
}

// -----

// Data movement: the input map places each output element.
// CHECK-LABEL: func.func @data_movement
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>]
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>]
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> (-d0 + 7)>, affine_map<(d0) -> (d0)>]
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 * 2 + 1)>, affine_map<(d0) -> (d0)>]
func.func @data_movement(%v: memref<3xf32>, %b: memref<2x3xf32>, %t: memref<3x2xf32>, %a: memref<8xf32>, %r: memref<8xf32>, %s: memref<3xf32>) {
  "lmhlo.broadcast_in_dim"(%v, %b) {broadcast_dimensions = dense<1> : tensor<1xi64>} : (memref<3xf32>, memref<2x3xf32>) -> ()
  "lmhlo.transpose"(%b, %t) {permutation = dense<[1, 0]> : tensor<2xi64>} : (memref<2x3xf32>, memref<3x2xf32>) -> ()
  "lmhlo.reverse"(%a, %r) {dimensions = dense<0> : tensor<1xi64>} : (memref<8xf32>, memref<8xf32>) -> ()
  "lmhlo.slice"(%a, %s) {start_indices = dense<1> : tensor<1xi64>, limit_indices = dense<7> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} : (memref<8xf32>, memref<3xf32>) -> ()
  func.return
}

// -----

// Reduce: fill with the init value, then a generic with a reduction iterator whose body is the lmhlo body on scalars.
// CHECK-LABEL: func.func @reduce
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[INIT:.*]]: memref<f32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK-NEXT: %[[I:.*]] = memref.load %[[INIT]][] : memref<f32>
// CHECK-NEXT: linalg.fill ins(%[[I]] : f32) outs(%[[OUT]] : memref<4xf32>)
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%[[A]] : memref<4x8xf32>) outs(%[[OUT]] : memref<4xf32>) {
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[ACC]], %[[X]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
func.func @reduce(%a: memref<4x8xf32>, %init: memref<f32>, %out: memref<4xf32>) {
  "lmhlo.reduce"(%a, %init, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    %t = memref.alloc() : memref<f32>
    "lmhlo.maximum"(%x, %y, %t) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.copy"(%t, %r) : (memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimensions = dense<1> : tensor<1xi64>} : (memref<4x8xf32>, memref<f32>, memref<4xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @dot
// CHECK-SAME: (%[[A:.*]]: memref<2x3xf32>, %[[B:.*]]: memref<3x4xf32>, %[[OUT:.*]]: memref<2x4xf32>)
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: linalg.fill ins(%[[Z]] : f32) outs(%[[OUT]] : memref<2x4xf32>)
// CHECK-NEXT: linalg.matmul ins(%[[A]], %[[B]] : memref<2x3xf32>, memref<3x4xf32>) outs(%[[OUT]] : memref<2x4xf32>)
func.func @dot(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %out: memref<2x4xf32>) {
  "lmhlo.dot"(%a, %b, %out) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>} : (memref<2x3xf32>, memref<3x4xf32>, memref<2x4xf32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @batch_dot
// CHECK: linalg.fill
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK: arith.mulf
// CHECK-NEXT: arith.addf
func.func @batch_dot(%a: memref<5x2x3xf32>, %b: memref<5x3x4xf32>, %out: memref<5x2x4xf32>) {
  "lmhlo.dot_general"(%a, %b, %out) {dot_dimension_numbers = #mhlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (memref<5x2x3xf32>, memref<5x3x4xf32>, memref<5x2x4xf32>) -> ()
  func.return
}

// -----

// Concatenate copies each operand into its subview of the output.
// CHECK-LABEL: func.func @concatenate
// CHECK-SAME: (%[[A:.*]]: memref<2x2xf32>, %[[B:.*]]: memref<2x3xf32>, %[[OUT:.*]]: memref<2x5xf32>)
// CHECK-NEXT: %[[V0:.*]] = memref.subview %[[OUT]][0, 0] [2, 2] [1, 1] : memref<2x5xf32> to memref<2x2xf32, strided<[5, 1]>>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[A]] : memref<2x2xf32>) outs(%[[V0]] : memref<2x2xf32, strided<[5, 1]>>)
// CHECK: %[[V1:.*]] = memref.subview %[[OUT]][0, 2] [2, 3] [1, 1] : memref<2x5xf32> to memref<2x3xf32, strided<[5, 1], offset: 2>>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[B]] : memref<2x3xf32>) outs(%[[V1]] : memref<2x3xf32, strided<[5, 1], offset: 2>>)
func.func @concatenate(%a: memref<2x2xf32>, %b: memref<2x3xf32>, %out: memref<2x5xf32>) {
  "lmhlo.concatenate"(%a, %b, %out) {dimension = 1 : i64} : (memref<2x2xf32>, memref<2x3xf32>, memref<2x5xf32>) -> ()
  func.return
}

// -----

// Pad fills the output with the padding value and copies the operand into a strided subview.
// CHECK-LABEL: func.func @pad
// CHECK-SAME: (%[[A:.*]]: memref<3xf32>, %[[V:.*]]: memref<f32>, %[[OUT:.*]]: memref<8xf32>)
// CHECK-NEXT: %[[P:.*]] = memref.load %[[V]][] : memref<f32>
// CHECK-NEXT: linalg.fill ins(%[[P]] : f32) outs(%[[OUT]] : memref<8xf32>)
// CHECK-NEXT: %[[VIEW:.*]] = memref.subview %[[OUT]][1] [3] [2] : memref<8xf32> to memref<3xf32, strided<[2], offset: 1>>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[A]] : memref<3xf32>) outs(%[[VIEW]] : memref<3xf32, strided<[2], offset: 1>>)
func.func @pad(%a: memref<3xf32>, %v: memref<f32>, %out: memref<8xf32>) {
  "lmhlo.pad"(%a, %v, %out) {edge_padding_low = dense<1> : tensor<1xi64>, edge_padding_high = dense<2> : tensor<1xi64>, interior_padding = dense<1> : tensor<1xi64>} : (memref<3xf32>, memref<f32>, memref<8xf32>) -> ()
  func.return
}

// -----

// A padded convolution: the input is copied into a zero-filled buffer, then one generic sums over window and channel.
// CHECK-LABEL: func.func @conv
// CHECK: %[[PAD:.*]] = memref.alloc() : memref<1x6x6x1xf32>
// CHECK: memref.subview %[[PAD]][0, 1, 1, 0] [1, 4, 4, 1] [1, 1, 1, 1]
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[PAD]], %{{.*}} : memref<1x6x6x1xf32>, memref<3x3x1x2xf32>)
// buffer-deallocation frees the padded copy (the pass leaves no memref.dealloc, which its precondition refuses).
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @conv(%in: memref<1x4x4x1xf32>, %k: memref<3x3x1x2xf32>, %out: memref<1x4x4x2xf32>) {
  lmhlo.convolution(%in, %k, %out) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (memref<1x4x4x1xf32>, memref<3x3x1x2xf32>, memref<1x4x4x2xf32>) -> ()
  func.return
}

// -----

// In a module that frees buffers itself (a memref.dealloc of its own), which the default pipeline runs
// without buffer-deallocation, the padded copy is freed after the ops that read it.
// CHECK-LABEL: func.func @conv_in_a_module_that_frees_its_buffers
// CHECK: %[[PAD:.*]] = memref.alloc() : memref<1x6x6x1xf32>
// CHECK: linalg.generic {{.*}} ins(%[[PAD]], %{{.*}} : memref<1x6x6x1xf32>, memref<3x3x1x2xf32>)
// CHECK-NEXT: ^
// CHECK: linalg.yield
// CHECK-NEXT: }
// CHECK: memref.dealloc %[[PAD]] : memref<1x6x6x1xf32>
// CHECK: memref.dealloc %{{.*}} : memref<1x4x4x2xf32>
// CHECK-NEXT: return
func.func @conv_in_a_module_that_frees_its_buffers(%in: memref<1x4x4x1xf32>, %k: memref<3x3x1x2xf32>, %out: memref<1x4x4x2xf32>) {
  %t = memref.alloc() : memref<1x4x4x2xf32>
  lmhlo.convolution(%in, %k, %t) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (memref<1x4x4x1xf32>, memref<3x3x1x2xf32>, memref<1x4x4x2xf32>) -> ()
  "lmhlo.copy"(%t, %out) : (memref<1x4x4x2xf32>, memref<1x4x4x2xf32>) -> ()
  memref.dealloc %t : memref<1x4x4x2xf32>
  func.return
}

// -----

// Iota yields the loop index, cast to the element type; reshape reads the linearized index.
// CHECK-LABEL: func.func @iota_reshape
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%{{.*}} : memref<2x3xf32>) {
// CHECK-NEXT: ^{{.*}}(%{{.*}}: f32):
// CHECK-NEXT: %[[I:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[W:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: %[[F:.*]] = arith.sitofp %[[W]] : i64 to f32
// CHECK-NEXT: linalg.yield %[[F]] : f32
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ((d0 * 2 + d1) floordiv 3, (d0 * 2 + d1) mod 3)>, affine_map<(d0, d1) -> (d0, d1)>]
func.func @iota_reshape(%out: memref<2x3xf32>, %r: memref<3x2xf32>) {
  "lmhlo.iota"(%out) {iota_dimension = 1 : i64} : (memref<2x3xf32>) -> ()
  "lmhlo.reshape"(%out, %r) : (memref<2x3xf32>, memref<3x2xf32>) -> ()
  func.return
}

// -----

// Gather: a generic over the output; its body loads the clamped start index and the operand with memref.load.
// CHECK-LABEL: func.func @gather
// CHECK-SAME: (%[[A:.*]]: memref<5x4xf32>, %[[IDX:.*]]: memref<3xi32>, %[[OUT:.*]]: memref<3x4xf32>)
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%[[OUT]] : memref<3x4xf32>) {
// CHECK-NEXT: ^{{.*}}(%{{.*}}: f32):
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[S:.*]] = memref.load %[[IDX]][%[[I]]] : memref<3xi32>
// CHECK-NEXT: %[[SI:.*]] = arith.index_cast %[[S]] : i32 to index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[LO:.*]] = arith.maxsi %[[SI]], %[[Z]] : index
// CHECK-NEXT: %[[MAX:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.minsi %[[LO]], %[[MAX]] : index
// CHECK-NEXT: %[[COL:.*]] = arith.addi %[[ZERO]], %[[J]] : index
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[ROW]], %[[COL]]] : memref<5x4xf32>
// CHECK-NEXT: linalg.yield %[[X]] : f32
func.func @gather(%a: memref<5x4xf32>, %i: memref<3xi32>, %out: memref<3x4xf32>) {
  "lmhlo.gather"(%a, %i, %out) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = dense<[1, 4]> : tensor<2xi64>} : (memref<5x4xf32>, memref<3xi32>, memref<3x4xf32>) -> ()
  func.return
}

// -----

func.func @unsigned(%a: memref<4xui32>, %out: memref<4xui32>) {
  // expected-error@+1 {{failed to legalize operation 'lmhlo.add'}}
  "lmhlo.add"(%a, %a, %out) : (memref<4xui32>, memref<4xui32>, memref<4xui32>) -> ()
  func.return
}

// -----

// Clamp with scalar bounds: max with the low bound, then min with the high one; map computes its body on scalars.
// CHECK-LABEL: func.func @clamp_map
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
// CHECK-NEXT: ^{{.*}}(%[[LO:.*]]: f32, %[[X:.*]]: f32, %[[HI:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[X]], %[[LO]] : f32
// CHECK-NEXT: %[[N:.*]] = arith.minimumf %[[M]], %[[HI]] : f32
// CHECK-NEXT: linalg.yield %[[N]] : f32
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
// CHECK-NEXT: ^{{.*}}(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[P]], %[[A]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
func.func @clamp_map(%lo: memref<f32>, %a: memref<4xf32>, %hi: memref<f32>, %c: memref<4xf32>, %m: memref<4xf32>) {
  "lmhlo.clamp"(%lo, %a, %hi, %c) : (memref<f32>, memref<4xf32>, memref<f32>, memref<4xf32>) -> ()
  "lmhlo.map"(%a, %c, %m) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    %t = memref.alloc() : memref<f32>
    "lmhlo.multiply"(%x, %y, %t) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    %u = memref.alloc() : memref<f32>
    "lmhlo.add"(%t, %x, %u) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.copy"(%u, %r) : (memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimensions = dense<0> : tensor<1xi64>} : (memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  func.return
}

// -----

// Reduce window: the input copied into a buffer padded with the init value, the output filled with it, then a
// generic over (output | window) dims; a window-shaped buffer gives the window loops their sizes.
// CHECK-LABEL: func.func @reduce_window
// CHECK-SAME: (%[[A:.*]]: memref<4x6xf32>, %[[Z:.*]]: memref<f32>, %[[OUT:.*]]: memref<2x3xf32>)
// CHECK-NEXT: %[[INIT:.*]] = memref.load %[[Z]][] : memref<f32>
// CHECK-NEXT: %[[PAD:.*]] = memref.alloc() : memref<5x7xf32>
// CHECK-NEXT: linalg.fill ins(%[[INIT]] : f32) outs(%[[PAD]] : memref<5x7xf32>)
// CHECK-NEXT: %[[VIEW:.*]] = memref.subview %[[PAD]][1, 1] [4, 6] [1, 1] : memref<5x7xf32> to memref<4x6xf32, strided<[7, 1], offset: 8>>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[A]] : memref<4x6xf32>) outs(%[[VIEW]] : memref<4x6xf32, strided<[7, 1], offset: 8>>)
// CHECK: linalg.fill ins(%[[INIT]] : f32) outs(%[[OUT]] : memref<2x3xf32>)
// CHECK-NEXT: %[[WIN:.*]] = memref.alloc() : memref<3x3xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0 * 2 + d2, d1 * 2 + d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%[[PAD]], %[[WIN]] : memref<5x7xf32>, memref<3x3xf32>) outs(%[[OUT]] : memref<2x3xf32>) {
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: f32, %{{.*}}: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[ACC]], %[[X]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
// buffer-deallocation frees both buffers (the pass leaves no memref.dealloc).
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @reduce_window(%a: memref<4x6xf32>, %z: memref<f32>, %out: memref<2x3xf32>) {
  "lmhlo.reduce_window"(%a, %z, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    "lmhlo.maximum"(%x, %y, %r) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {window_dimensions = dense<[3, 3]> : tensor<2xi64>, window_strides = dense<[2, 2]> : tensor<2xi64>, padding = dense<[[1, 0], [1, 0]]> : tensor<2x2xi64>} : (memref<4x6xf32>, memref<f32>, memref<2x3xf32>) -> ()
  func.return
}

// -----

// Dynamic slice: the starts are loaded and clamped before a generic whose body loads operand[start + i].
// CHECK-LABEL: func.func @dynamic_slice
// CHECK-SAME: (%[[A:.*]]: memref<3x4xf32>, %[[I:.*]]: memref<i32>, %[[J:.*]]: memref<i32>, %[[OUT:.*]]: memref<2x2xf32>)
// CHECK-NEXT: %[[IV:.*]] = memref.load %[[I]][] : memref<i32>
// CHECK-NEXT: %[[IC:.*]] = arith.index_cast %[[IV]] : i32 to index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[IL:.*]] = arith.maxsi %[[IC]], %[[Z]] : index
// CHECK-NEXT: %[[IMAX:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[R:.*]] = arith.minsi %[[IL]], %[[IMAX]] : index
// CHECK: %[[C:.*]] = arith.minsi
// CHECK-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%[[OUT]] : memref<2x2xf32>) {
// CHECK-NEXT: ^{{.*}}(%{{.*}}: f32):
// CHECK-NEXT: %[[P:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[Q:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %[[R]], %[[P]] : index
// CHECK-NEXT: %[[COL:.*]] = arith.addi %[[C]], %[[Q]] : index
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[ROW]], %[[COL]]] : memref<3x4xf32>
// CHECK-NEXT: linalg.yield %[[X]] : f32
func.func @dynamic_slice(%a: memref<3x4xf32>, %i: memref<i32>, %j: memref<i32>, %out: memref<2x2xf32>) {
  "lmhlo.dynamic_slice"(%a, %i, %j, %out) {slice_sizes = dense<[2, 2]> : tensor<2xi64>} : (memref<3x4xf32>, memref<i32>, memref<i32>, memref<2x2xf32>) -> ()
  func.return
}

// -----

// Dynamic update slice: the operand copied into the output, the update into a subview at the clamped starts.
// CHECK-LABEL: func.func @dynamic_update_slice
// CHECK-SAME: (%[[A:.*]]: memref<3x4xf32>, %[[U:.*]]: memref<2x2xf32>, %{{.*}}: memref<i32>, %{{.*}}: memref<i32>, %[[OUT:.*]]: memref<3x4xf32>)
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[A]] : memref<3x4xf32>) outs(%[[OUT]] : memref<3x4xf32>)
// CHECK: %[[R:.*]] = arith.minsi
// CHECK: %[[C:.*]] = arith.minsi
// CHECK-NEXT: %[[VIEW:.*]] = memref.subview %[[OUT]][%[[R]], %[[C]]] [2, 2] [1, 1] : memref<3x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[U]] : memref<2x2xf32>) outs(%[[VIEW]] : memref<2x2xf32, strided<[4, 1], offset: ?>>)
func.func @dynamic_update_slice(%a: memref<3x4xf32>, %u: memref<2x2xf32>, %i: memref<i32>, %j: memref<i32>, %out: memref<3x4xf32>) {
  "lmhlo.dynamic-update-slice"(%a, %u, %i, %j, %out) : (memref<3x4xf32>, memref<2x2xf32>, memref<i32>, memref<i32>, memref<3x4xf32>) -> ()
  func.return
}

// -----

// Feature groups: output feature f reads the input features of its group, (f floordiv 3) * 2 + c; a reversed
// window pairs kernel element k with input element 2 - k.
// CHECK-LABEL: func.func @conv_groups_reversed
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + -d3 + 2, (d2 floordiv 3) * 2 + d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>]
func.func @conv_groups_reversed(%in: memref<2x5x4xf32>, %k: memref<3x2x6xf32>, %out: memref<2x3x6xf32>) {
  lmhlo.convolution(%in, %k, %out) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {reverse = [true]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (memref<2x5x4xf32>, memref<3x2x6xf32>, memref<2x3x6xf32>) -> ()
  func.return
}

// -----

// Batch groups: output feature f reads the input batch (f floordiv 3) * 2 + n.
// CHECK-LABEL: func.func @conv_batch_groups
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> ((d2 floordiv 3) * 2 + d0, d1 + d3, d4)>
func.func @conv_batch_groups(%in: memref<4x5x2xf32>, %k: memref<3x2x6xf32>, %out: memref<2x3x6xf32>) {
  lmhlo.convolution(%in, %k, %out) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (memref<4x5x2xf32>, memref<3x2x6xf32>, memref<2x3x6xf32>) -> ()
  func.return
}

// -----

// Sort and scatter become scf loops on buffers (as with --lhlo-legalize-to-affine).
// CHECK-LABEL: func.func @sort
// CHECK: memref.copy
// CHECK: %[[S:.*]] = memref.alloc()
// CHECK: scf.while
// CHECK: arith.cmpf olt
// CHECK: scf.for
// CHECK: arith.cmpf olt
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @sort(%a: memref<20xf32>, %out: memref<20xf32>) {
  "lmhlo.sort"(%a, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<i1>):
    "lmhlo.compare"(%x, %y, %r) {comparison_direction = #mhlo<comparison_direction LT>} : (memref<f32>, memref<f32>, memref<i1>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimension = 0 : i64} : (memref<20xf32>, memref<20xf32>) -> ()
  func.return
}

// -----

func.func @sort_unsigned(%a: memref<4xui32>, %out: memref<4xui32>) {
  // expected-error@+1 {{failed to legalize operation 'lmhlo.sort'}}
  "lmhlo.sort"(%a, %out) ({
  ^bb0(%x: memref<ui32>, %y: memref<ui32>, %r: memref<i1>):
    "lmhlo.compare"(%x, %y, %r) {comparison_direction = #mhlo<comparison_direction LT>} : (memref<ui32>, memref<ui32>, memref<i1>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {dimension = 0 : i64} : (memref<4xui32>, memref<4xui32>) -> ()
  func.return
}

// -----

// Control flow becomes scf (the branches' ops are lowered in place).
// CHECK-LABEL: func.func @case
// CHECK: scf.index_switch
// CHECK-NEXT: case 0 {
// CHECK-NEXT: linalg.generic
// CHECK: default {
// CHECK-NEXT: linalg.generic
// CHECK: arith.negf
func.func @case(%i: memref<i32>, %a: memref<2xf32>, %out: memref<2xf32>) {
  "lmhlo.case"(%i) ({
    "lmhlo.copy"(%a, %out) : (memref<2xf32>, memref<2xf32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }, {
    "lmhlo.negate"(%a, %out) : (memref<2xf32>, memref<2xf32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) : (memref<i32>) -> ()
  func.return
}

// -----

// CHECK-LABEL: func.func @while
// CHECK: scf.while : () -> () {
// CHECK: linalg.generic
// CHECK: scf.condition
// CHECK: } do {
// CHECK: linalg.generic
// CHECK: scf.yield
func.func @while(%n: memref<i32>, %i: memref<i32>, %one: memref<i32>, %c: memref<i1>) {
  "lmhlo.while"(%c) ({
    "lmhlo.compare"(%i, %n, %c) {comparison_direction = #mhlo<comparison_direction LT>} : (memref<i32>, memref<i32>, memref<i1>) -> ()
    "lmhlo.terminator"() : () -> ()
  }, {
    "lmhlo.add"(%i, %one, %i) : (memref<i32>, memref<i32>, memref<i32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) : (memref<i1>) -> ()
  func.return
}

// -----

// Gather with batching dims: operand dim 0 is read at the output's batch index of indices dim 0.
// CHECK-LABEL: func.func @gather_batching
// CHECK-SAME: (%[[A:.*]]: memref<2x5xf32>, %[[IDX:.*]]: memref<2x1xi32>, %{{.*}}: memref<2xf32>)
// CHECK: %[[B:.*]] = linalg.index 0 : index
// CHECK: %[[S:.*]] = memref.load %[[IDX]][%[[B]], %{{.*}}] : memref<2x1xi32>
// CHECK: %[[COL:.*]] = arith.minsi
// CHECK-NEXT: %{{.*}} = memref.load %[[A]][%[[B]], %[[COL]]] : memref<2x5xf32>
func.func @gather_batching(%a: memref<2x5xf32>, %i: memref<2x1xi32>, %out: memref<2xf32>) {
  "lmhlo.gather"(%a, %i, %out) {dimension_numbers = #mhlo.gather<offset_dims = [], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = dense<[1, 1]> : tensor<2xi64>} : (memref<2x5xf32>, memref<2x1xi32>, memref<2xf32>) -> ()
  func.return
}

// -----

// Negative padding of a reduce_window has no lowering here.
func.func @reduce_window_negative_padding(%a: memref<4xf32>, %z: memref<f32>, %out: memref<2xf32>) {
  // expected-error@+1 {{failed to legalize operation 'lmhlo.reduce_window'}}
  "lmhlo.reduce_window"(%a, %z, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    "lmhlo.add"(%x, %y, %r) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {window_dimensions = dense<1> : tensor<1xi64>, padding = dense<[[-1, -1]]> : tensor<1x2xi64>} : (memref<4xf32>, memref<f32>, memref<2xf32>) -> ()
  func.return
}

// -----

// Element-wise ops on dynamic sizes: the generic's loops take the buffers' sizes.
// CHECK-LABEL: func.func @dynamic
// CHECK-NEXT: linalg.generic {{.*}} ins(%{{.*}} : memref<?x4xf32>) outs(%{{.*}} : memref<?x4xf32>)
// CHECK: math.absf
func.func @dynamic(%a: memref<?x4xf32>, %out: memref<?x4xf32>) {
  "lmhlo.abs"(%a, %out) : (memref<?x4xf32>, memref<?x4xf32>) -> ()
  func.return
}

// -----

// Other ops on dynamic sizes stay.
func.func @dynamic_transpose(%a: memref<?x4xf32>, %out: memref<4x?xf32>) {
  // expected-error@+1 {{failed to legalize operation 'lmhlo.transpose'}}
  "lmhlo.transpose"(%a, %out) {permutation = dense<[1, 0]> : tensor<2xi64>} : (memref<?x4xf32>, memref<4x?xf32>) -> ()
  func.return
}

// -----

// A channels-last window with a one-op body: linalg.pooling_nhwc_max on the buffers (as upstream mlir-hlo); a
// window-shaped buffer is its window operand.
// CHECK-LABEL: func.func @max_pool
// CHECK-SAME: (%[[A:.*]]: memref<1x4x4x1xf32>, %[[Z:.*]]: memref<f32>, %[[OUT:.*]]: memref<1x2x2x1xf32>)
// CHECK-NEXT: %[[INIT:.*]] = memref.load %[[Z]][] : memref<f32>
// CHECK-NEXT: linalg.fill ins(%[[INIT]] : f32) outs(%[[OUT]] : memref<1x2x2x1xf32>)
// CHECK-NEXT: %[[WIN:.*]] = memref.alloc() : memref<2x2xf32>
// CHECK-NEXT: linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[A]], %[[WIN]] : memref<1x4x4x1xf32>, memref<2x2xf32>) outs(%[[OUT]] : memref<1x2x2x1xf32>)
// CHECK-NEXT: return
func.func @max_pool(%a: memref<1x4x4x1xf32>, %z: memref<f32>, %out: memref<1x2x2x1xf32>) {
  "lmhlo.reduce_window"(%a, %z, %out) ({
  ^bb0(%x: memref<f32>, %y: memref<f32>, %r: memref<f32>):
    "lmhlo.maximum"(%x, %y, %r) : (memref<f32>, memref<f32>, memref<f32>) -> ()
    "lmhlo.terminator"() : () -> ()
  }) {window_dimensions = dense<[1, 2, 2, 1]> : tensor<4xi64>, window_strides = dense<[1, 2, 2, 1]> : tensor<4xi64>} : (memref<1x4x4x1xf32>, memref<f32>, memref<1x2x2x1xf32>) -> ()
  func.return
}
