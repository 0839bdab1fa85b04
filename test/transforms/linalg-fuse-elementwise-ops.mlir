// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --linalg-fuse-elementwise-ops | FileCheck %s

// tanh(x * y + z): three element-wise generics become one; the intermediate tensors are gone.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[X:.*]]: tensor<16xf32>, %[[Y:.*]]: tensor<16xf32>, %[[Z:.*]]: tensor<16xf32>)
// CHECK-NEXT: %[[INIT:.*]] = tensor.empty() : tensor<16xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%[[X]], %[[Y]], %[[Z]] : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%[[INIT]] : tensor<16xf32>) {
// CHECK-NEXT: ^{{.*}}(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[M]], %[[C]] : f32
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[S]] : f32
// CHECK-NEXT: linalg.yield %[[T]] : f32
// CHECK-NEXT: } -> tensor<16xf32>
// CHECK-NEXT: return %[[R]]
#id = affine_map<(d0) -> (d0)>
func.func @chain(%x: tensor<16xf32>, %y: tensor<16xf32>, %z: tensor<16xf32>) -> tensor<16xf32> {
  %e = tensor.empty() : tensor<16xf32>
  %m = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%x, %y : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.mulf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<16xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%m, %z : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %0 = arith.addf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<16xf32>
  %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%s : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = math.tanh %a : f32
    linalg.yield %0 : f32
  } -> tensor<16xf32>
  func.return %t : tensor<16xf32>
}

// -----

// A broadcast folds into its consumers as a broadcasting input map, in each of them; it is then gone.
// CHECK-LABEL: func.func @broadcast_two_consumers
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8xf32>)
// CHECK-NOT: linalg.generic {{.*}} ins(%[[B]] : tensor<8xf32>)
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[B]] : tensor<4x8xf32>, tensor<8xf32>)
// CHECK: arith.addf
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[B]] : tensor<4x8xf32>, tensor<8xf32>)
// CHECK: arith.mulf
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @broadcast_two_consumers(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %e = tensor.empty() : tensor<4x8xf32>
  %bb = linalg.generic {indexing_maps = [#row, #id2], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %bb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %0 = arith.addf %a, %c : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %bb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %0 = arith.mulf %a, %c : f32
    linalg.yield %0 : f32
  } -> tensor<4x8xf32>
  func.return %s, %p : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// A producer that computes and has another user stays unfused, as upstream's default control function says.
// CHECK-LABEL: func.func @multi_use_producer
// CHECK: %[[E:.*]] = linalg.generic
// CHECK: math.exp
// CHECK: %[[N:.*]] = linalg.generic {{.*}} ins(%[[E]] : tensor<4xf32>)
// CHECK: arith.negf
// CHECK: return %[[N]], %[[E]]
#id3 = affine_map<(d0) -> (d0)>
func.func @multi_use_producer(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %1 = math.exp %a : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  %2 = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %1 = arith.negf %a : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  func.return %2, %0 : tensor<4xf32>, tensor<4xf32>
}

// -----

// A transposing producer: its result map is inverted to read its inputs in the consumer's loop order.
// CHECK-LABEL: func.func @transposed_producer
// CHECK-SAME: (%[[X:.*]]: tensor<3x5xf32>, %[[Y:.*]]: tensor<5x3xf32>)
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[Y]] : tensor<3x5xf32>, tensor<5x3xf32>)
// CHECK-NEXT: ^{{.*}}(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[A]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.subf %[[N]], %[[B]] : f32
#t_in = affine_map<(d0, d1) -> (d0, d1)>
#t_out = affine_map<(d0, d1) -> (d1, d0)>
func.func @transposed_producer(%x: tensor<3x5xf32>, %y: tensor<5x3xf32>) -> tensor<5x3xf32> {
  %e = tensor.empty() : tensor<5x3xf32>
  %0 = linalg.generic {indexing_maps = [#t_in, #t_out], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<3x5xf32>) outs(%e : tensor<5x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %1 = arith.negf %a : f32
    linalg.yield %1 : f32
  } -> tensor<5x3xf32>
  %2 = linalg.generic {indexing_maps = [#t_in, #t_in, #t_in], iterator_types = ["parallel", "parallel"]} ins(%0, %y : tensor<5x3xf32>, tensor<5x3xf32>) outs(%e : tensor<5x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %1 = arith.subf %a, %b : f32
    linalg.yield %1 : f32
  } -> tensor<5x3xf32>
  func.return %2 : tensor<5x3xf32>
}

// -----

// An element-wise producer fuses into a reduction: exp is computed at every point of the reduced dimension.
// CHECK-LABEL: func.func @into_reduction
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[INIT:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<4x8xf32>) outs(%[[INIT]] : tensor<4xf32>)
// CHECK-NEXT: ^{{.*}}(%[[A:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[E:.*]] = math.exp %[[A]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[E]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
#r_id = affine_map<(d0, d1) -> (d0, d1)>
#r_row = affine_map<(d0, d1) -> (d0)>
func.func @into_reduction(%x: tensor<4x8xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [#r_id, #r_id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %1 = math.exp %a : f32
    linalg.yield %1 : f32
  } -> tensor<4x8xf32>
  %2 = linalg.generic {indexing_maps = [#r_id, #r_row], iterator_types = ["parallel", "reduction"]} ins(%0 : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %1 = arith.addf %acc, %a : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  func.return %2 : tensor<4xf32>
}

// -----

// A value the fused op would read twice through one map is one input.
// CHECK-LABEL: func.func @shared_input
// CHECK-SAME: (%[[X:.*]]: tensor<?xf64>, %{{.*}}: tensor<?xf64>)
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%[[X]] : tensor<?xf64>)
// CHECK-NEXT: ^{{.*}}(%[[A:.*]]: f64, %{{.*}}: f64):
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %[[A]] : f64
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[M]], %[[A]] : f64
#d = affine_map<(d0) -> (d0)>
func.func @shared_input(%x: tensor<?xf64>, %e: tensor<?xf64>) -> tensor<?xf64> {
  %0 = linalg.generic {indexing_maps = [#d, #d, #d], iterator_types = ["parallel"]} ins(%x, %x : tensor<?xf64>, tensor<?xf64>) outs(%e : tensor<?xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %1 = arith.mulf %a, %b : f64
    linalg.yield %1 : f64
  } -> tensor<?xf64>
  %2 = linalg.generic {indexing_maps = [#d, #d, #d], iterator_types = ["parallel"]} ins(%0, %x : tensor<?xf64>, tensor<?xf64>) outs(%e : tensor<?xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %1 = arith.addf %a, %b : f64
    linalg.yield %1 : f64
  } -> tensor<?xf64>
  func.return %2 : tensor<?xf64>
}

// -----

// A producer whose body reads its output (an accumulation) is fused, the fused op yielding its result
// too, written into its init, first (upstream's preserved producer results); a reduction producer is
// not fused.
// CHECK-LABEL: func.func @not_fused
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[ACC:.*]]: tensor<4xf32>, %[[S:.*]]: tensor<f32>)
// CHECK: %[[F:.*]]:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%[[X]] : tensor<4xf32>) outs(%[[ACC]], %[[S]] : tensor<4xf32>, tensor<f32>)
// CHECK-NEXT: ^{{.*}}(%[[A:.*]]: f32, %[[O:.*]]: f32, %[[R:.*]]: f32):
// CHECK-NEXT: %[[P:.*]] = arith.addf %[[A]], %[[O]] : f32
// CHECK-NEXT: %[[Q:.*]] = arith.addf %[[P]], %[[R]] : f32
// CHECK-NEXT: linalg.yield %[[P]], %[[Q]] : f32, f32
// CHECK: linalg.generic {{.*}} ins(%[[F]]#1 : tensor<f32>)
// CHECK: return %{{.*}}, %[[F]]#1
#n_id = affine_map<(d0) -> (d0)>
#n_sc = affine_map<(d0) -> ()>
func.func @not_fused(%x: tensor<4xf32>, %acc: tensor<4xf32>, %s: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %0 = linalg.generic {indexing_maps = [#n_id, #n_id], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %1 = arith.addf %a, %o : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  %2 = linalg.generic {indexing_maps = [#n_id, #n_sc], iterator_types = ["reduction"]} ins(%0 : tensor<4xf32>) outs(%s : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %1 = arith.addf %a, %o : f32
    linalg.yield %1 : f32
  } -> tensor<f32>
  %3 = linalg.generic {indexing_maps = [#n_sc, #n_id], iterator_types = ["parallel"]} ins(%2 : tensor<f32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %1 = arith.negf %a : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  func.return %3, %2 : tensor<4xf32>, tensor<f32>
}

// -----

// End to end from HLO: convert-mhlo-to-linalg then this pass give one generic for a broadcast + chain.
// CHECK-LABEL: func.func @from_hlo
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xbf16>, %[[Z:.*]]: tensor<bf16>)
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[Z]] : tensor<2x3xbf16>, tensor<bf16>)
// CHECK: arith.maximumf
// CHECK-NEXT: math.tanh
// CHECK-NOT: linalg.generic
#h_id = affine_map<(d0, d1) -> (d0, d1)>
#h_sc = affine_map<(d0, d1) -> ()>
func.func @from_hlo(%x: tensor<2x3xbf16>, %z: tensor<bf16>) -> tensor<2x3xbf16> {
  %e = tensor.empty() : tensor<2x3xbf16>
  %b = linalg.generic {indexing_maps = [#h_sc, #h_id], iterator_types = ["parallel", "parallel"]} ins(%z : tensor<bf16>) outs(%e : tensor<2x3xbf16>) {
  ^bb0(%a: bf16, %o: bf16):
    linalg.yield %a : bf16
  } -> tensor<2x3xbf16>
  %m = linalg.generic {indexing_maps = [#h_id, #h_id, #h_id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<2x3xbf16>, tensor<2x3xbf16>) outs(%e : tensor<2x3xbf16>) {
  ^bb0(%a: bf16, %c: bf16, %o: bf16):
    %0 = arith.maximumf %a, %c : bf16
    linalg.yield %0 : bf16
  } -> tensor<2x3xbf16>
  %t = linalg.generic {indexing_maps = [#h_id, #h_id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<2x3xbf16>) outs(%e : tensor<2x3xbf16>) {
  ^bb0(%a: bf16, %o: bf16):
    %0 = math.tanh %a : bf16
    linalg.yield %0 : bf16
  } -> tensor<2x3xbf16>
  func.return %t : tensor<2x3xbf16>
}

// -----

// linalg.index in a producer counts its loops: fused, it reads the consumer's loop that
// inverse(producer result map) ∘ consumer map gives, through a transpose the other one, as a new
// linalg.index first in the body (upstream's generateFusedElementwiseOpRegion).
// CHECK-LABEL: func.func @index_producer
// CHECK: %[[FUSED:.*]] = linalg.generic {{.*}} ins(%{{.*}} : tensor<3x3xi64>)
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: i64, %{{.*}}: i64):
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[ROW:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: %[[J:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[COL:.*]] = arith.index_cast %[[J]] : index to i64
// CHECK-NEXT: %[[D:.*]] = arith.subi %[[COL]], %[[ROW]] : i64
// CHECK-NEXT: arith.addi %[[D]], %[[X]] : i64
// CHECK-NOT: linalg.generic
#i_id = affine_map<(d0, d1) -> (d0, d1)>
#i_tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @index_producer(%x: tensor<3x3xi64>) -> tensor<3x3xi64> {
  %e = tensor.empty() : tensor<3x3xi64>
  %rows = linalg.generic {indexing_maps = [#i_id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<3x3xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<3x3xi64>
  %cols = linalg.generic {indexing_maps = [#i_id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<3x3xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<3x3xi64>
  %0 = linalg.generic {indexing_maps = [#i_tr, #i_id, #i_id, #i_id], iterator_types = ["parallel", "parallel"]} ins(%cols, %rows, %x : tensor<3x3xi64>, tensor<3x3xi64>, tensor<3x3xi64>) outs(%e : tensor<3x3xi64>) {
  ^bb0(%a: i64, %b: i64, %c: i64, %o: i64):
    %1 = arith.subi %a, %b : i64
    %2 = arith.addi %1, %c : i64
    linalg.yield %2 : i64
  } -> tensor<3x3xi64>
  func.return %0 : tensor<3x3xi64>
}

// -----

// A splat constant input becomes a scalar constant the body reads (its operand moved to the right).
// CHECK-LABEL: func.func @splat_constant_input
// CHECK-SAME: (%[[X:.*]]: tensor<4x3xf32>)
// CHECK: %[[C:.*]] = arith.constant 2.500000e+00 : f32
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]
// CHECK-SAME: ins(%[[X]] : tensor<4x3xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: arith.mulf %[[A]], %[[C]] : f32
func.func @splat_constant_input(%x: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %c = arith.constant dense<2.5> : tensor<4xf32>
  %e = tensor.empty() : tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c, %x : tensor<4xf32>, tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

// A linalg.fill input: the body reads the fill value; the input and the fill are gone.
// CHECK-LABEL: func.func @fill_input
// CHECK-SAME: (%[[X:.*]]: tensor<5xf32>)
// CHECK: %[[C:.*]] = arith.constant 7.000000e+00 : f32
// CHECK-NOT: linalg.fill
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]] : tensor<5xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: arith.subf %[[A]], %[[C]] : f32
func.func @fill_input(%x: tensor<5xf32>) -> tensor<5xf32> {
  %cst = arith.constant 7.0 : f32
  %e = tensor.empty() : tensor<5xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x, %f : tensor<5xf32>, tensor<5xf32>) outs(%e : tensor<5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

// A producer with a scalar input fuses too; the scalar constant then goes into the body.
// CHECK-LABEL: func.func @scalar_input_producer
// CHECK-SAME: (%[[X:.*]]: tensor<6xf32>, %[[Y:.*]]: tensor<6xf32>)
// CHECK: %[[C:.*]] = arith.constant 3.000000e+00 : f32
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]], %[[Y]] : tensor<6xf32>, tensor<6xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[D:.*]] = arith.divf %[[A]], %[[C]] : f32
// CHECK-NEXT: arith.addf %[[D]], %[[B]] : f32
// CHECK-NOT: linalg.generic
func.func @scalar_input_producer(%x: tensor<6xf32>, %y: tensor<6xf32>) -> tensor<6xf32> {
  %s = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x, %s : tensor<6xf32>, f32) outs(%e : tensor<6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.divf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<6xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%p, %y : tensor<6xf32>, tensor<6xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.addf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// An unused input that alone gives a loop's size stays.
// CHECK-LABEL: func.func @unused_input_sizing_a_loop
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4x2xf32>)
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]], %[[Y]] : tensor<4xf32>, tensor<4x2xf32>)
func.func @unused_input_sizing_a_loop(%x: tensor<4xf32>, %y: tensor<4x2xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x, %y : tensor<4xf32>, tensor<4x2xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.addf %a, %o : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A generic whose body does not read its init writes into a tensor.empty of the init's sizes instead
// (RemoveOutsDependency); the dims' indices are one hoisted constant. The second generic's init is the
// first's result, so the first has two users and is not fused.
// CHECK-LABEL: func.func @outs_dependency
// CHECK-SAME: (%[[X:.*]]: tensor<?x3xf32>)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[X]], %[[C0]] : tensor<?x3xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?x3xf32>
// CHECK-NEXT: %[[R:.*]] = linalg.generic {{.*}} ins(%[[X]] : tensor<?x3xf32>) outs(%[[E]] : tensor<?x3xf32>)
// CHECK: %[[D2:.*]] = tensor.dim %[[R]], %[[C0]] : tensor<?x3xf32>
// CHECK-NEXT: %[[E2:.*]] = tensor.empty(%[[D2]]) : tensor<?x3xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[R]] : tensor<?x3xf32>) outs(%[[E2]] : tensor<?x3xf32>)
func.func @outs_dependency(%x: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x3xf32>) outs(%x : tensor<?x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %1 = arith.addf %a, %a : f32
    linalg.yield %1 : f32
  } -> tensor<?x3xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<?x3xf32>) outs(%0 : tensor<?x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %3 = arith.mulf %a, %a : f32
    linalg.yield %3 : f32
  } -> tensor<?x3xf32>
  func.return %2 : tensor<?x3xf32>
}

// -----

// An iota producer (no inputs) fused where the consumer reads it along another loop: without its init
// the fused op would not know that loop's size, so it yields the iota too (upstream's
// isOpOperandCanBeDroppedAfterFusedLinalgs).
// CHECK-LABEL: func.func @iota_other_axis
// CHECK: %[[F:.*]]:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["parallel", "parallel"]} outs(
// CHECK-NEXT: ^{{.*}}(%{{.*}}: i64, %{{.*}}: i64):
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[C:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: %[[M:.*]] = arith.muli %[[C]], %[[C]] : i64
// CHECK-NEXT: linalg.yield %[[C]], %[[M]] : i64, i64
// CHECK: return %[[F]]#1
func.func @iota_other_axis() -> tensor<5xi64> {
  %e4 = tensor.empty() : tensor<4xi64>
  %e5 = tensor.empty() : tensor<5xi64>
  %iota = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e4 : tensor<4xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<4xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["parallel", "parallel"]} ins(%iota : tensor<4xi64>) outs(%e5 : tensor<5xi64>) {
  ^bb0(%a: i64, %o: i64):
    %m = arith.muli %a, %a : i64
    linalg.yield %m : i64
  } -> tensor<5xi64>
  func.return %r : tensor<5xi64>
}

// -----

// A broadcast of a scalar into a reduction stays: the fused op's inputs and the reduction's operands
// would not give the reduced loop's size (the broadcast's init does not count; the types do not either).
// CHECK-LABEL: func.func @broadcast_into_reduction
// CHECK-COUNT-2: linalg.generic
func.func @broadcast_into_reduction(%s: tensor<f32>) -> tensor<3xf32> {
  %e2 = tensor.empty() : tensor<3x3xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<f32>) outs(%e2 : tensor<3x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<3x3xf32>
  %e1 = tensor.empty() : tensor<3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%b : tensor<3x3xf32>) outs(%e1 : tensor<3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.addf %a, %o : f32
    linalg.yield %m : f32
  } -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}
