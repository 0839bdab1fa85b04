// Round trip of the reduction and indexing ops in their pretty and generic
// forms, through the generic form, and in mhlo spelling.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: sed -e 's/stablehlo\./mhlo./g' -e 's/#stablehlo</#mhlo</g' %s | ai-opt | FileCheck %s --check-prefix=MHLO

// A body that is one commutative op of the dialect prints compactly.
// CHECK-LABEL: func.func @reduce_compact
// CHECK-SAME: (%[[X:.*]]: tensor<2x4xf32>, %[[ZERO:.*]]: tensor<f32>)
// CHECK-NEXT: %{{.*}} = stablehlo.reduce(%[[X]] init: %[[ZERO]]) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK-NEXT: %{{.*}} = stablehlo.reduce(%[[X]] init: %[[ZERO]]) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
// MHLO-LABEL: func.func @reduce_compact
// MHLO: mhlo.reduce(%{{.*}} init: %{{.*}}) applies mhlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
func.func @reduce_compact(%x: tensor<2x4xf32>, %zero: tensor<f32>) -> (tensor<2xf32>, tensor<f32>) {
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
  %1 = stablehlo.reduce(%x init: %zero) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
  func.return %0, %1 : tensor<2xf32>, tensor<f32>
}

// Any other body, and a generic-form reduce whose body qualifies for the compact form.
// CHECK-LABEL: func.func @reduce_region
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>, %[[ZERO:.*]]: tensor<f32>)
// CHECK-NEXT: %{{.*}} = stablehlo.reduce(%[[X]] init: %[[ZERO]]) across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
// CHECK-NEXT:  reducer(%[[ACC:.*]]: tensor<f32>, %[[V:.*]]: tensor<f32>)  {
// CHECK-NEXT:   %[[S:.*]] = stablehlo.subtract %[[ACC]], %[[V]] : tensor<f32>
// CHECK-NEXT:   stablehlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %{{.*}} = stablehlo.reduce(%[[X]] init: %[[ZERO]]) applies stablehlo.multiply across dimensions = [0] : (tensor<?x4xf32>, tensor<f32>) -> tensor<4xf32>
// MHLO-LABEL: func.func @reduce_region
// MHLO: mhlo.reduce(%{{.*}} init: %{{.*}}) across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
// MHLO-NEXT:  reducer(%{{.*}}: tensor<f32>, %{{.*}}: tensor<f32>)  {
// MHLO: mhlo.reduce(%{{.*}} init: %{{.*}}) applies mhlo.multiply across dimensions = [0]
func.func @reduce_region(%x: tensor<?x4xf32>, %zero: tensor<f32>) -> (tensor<?xf32>, tensor<4xf32>) {
  %0 = stablehlo.reduce(%x init: %zero) across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
   reducer(%acc: tensor<f32>, %v: tensor<f32>)  {
    %s = stablehlo.subtract %acc, %v : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  %1 = "stablehlo.reduce"(%x, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<?x4xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0, %1 : tensor<?xf32>, tensor<4xf32>
}

// Several inputs reduce together; the reducer lists (accumulator, value) per input.
// CHECK-LABEL: func.func @argmax
// CHECK-SAME: (%[[V:.*]]: tensor<3x4xf32>, %[[I:.*]]: tensor<3x4xi32>, %[[V0:.*]]: tensor<f32>, %[[I0:.*]]: tensor<i32>)
// CHECK-NEXT: %{{.*}}:2 = stablehlo.reduce(%[[V]] init: %[[V0]]), (%[[I]] init: %[[I0]]) across dimensions = [1] {some.attr = 1 : i64} : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
// CHECK-NEXT:  reducer(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>) (%[[AI:.*]]: tensor<i32>, %[[BI:.*]]: tensor<i32>)  {
// CHECK-NEXT:   %[[GT:.*]] = stablehlo.compare  GT, %[[B]], %[[A]],  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   %[[M:.*]] = stablehlo.select %[[GT]], %[[B]], %[[A]] : tensor<i1>, tensor<f32>
// CHECK-NEXT:   %[[MI:.*]] = stablehlo.select %[[GT]], %[[BI]], %[[AI]] : tensor<i1>, tensor<i32>
// CHECK-NEXT:   stablehlo.return %[[M]], %[[MI]] : tensor<f32>, tensor<i32>
// CHECK-NEXT: }
// MHLO-LABEL: func.func @argmax
// MHLO: mhlo.reduce(%{{.*}} init: %{{.*}}), (%{{.*}} init: %{{.*}}) across dimensions = [1]
func.func @argmax(%v: tensor<3x4xf32>, %i: tensor<3x4xi32>, %v0: tensor<f32>, %i0: tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>) {
  %0:2 = stablehlo.reduce(%v init: %v0), (%i init: %i0) across dimensions = [1] {some.attr = 1 : i64} : (tensor<3x4xf32>, tensor<3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%ai: tensor<i32>, %bi: tensor<i32>)  {
    %gt = stablehlo.compare  GT, %b, %a,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %m = stablehlo.select %gt, %b, %a : tensor<i1>, tensor<f32>
    %mi = stablehlo.select %gt, %bi, %ai : tensor<i1>, tensor<i32>
    stablehlo.return %m, %mi : tensor<f32>, tensor<i32>
  }
  func.return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}

// The accumulator may be wider than the input (bf16 summed in f32).
// CHECK-LABEL: func.func @reduce_promoted
// CHECK-NEXT: stablehlo.reduce(%{{.*}} init: %{{.*}}) across dimensions = [0] : (tensor<8xbf16>, tensor<bf16>) -> tensor<f32>
// CHECK-NEXT:  reducer(%{{.*}}: tensor<f32>, %{{.*}}: tensor<f32>)  {
func.func @reduce_promoted(%x: tensor<8xbf16>, %zero: tensor<bf16>) -> tensor<f32> {
  %0 = stablehlo.reduce(%x init: %zero) across dimensions = [0] : (tensor<8xbf16>, tensor<bf16>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>)  {
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  func.return %0 : tensor<f32>
}

// CHECK-LABEL: func.func @reduce_window
// CHECK-SAME: (%[[X:.*]]: tensor<3x2xf32>, %[[ZERO:.*]]: tensor<f32>)
// CHECK-NEXT: %{{.*}} = "stablehlo.reduce_window"(%[[X]], %[[ZERO]]) <{base_dilations = array<i64: 2, 1>, padding = dense<{{\[\[}}2, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>}> ({
// CHECK-NEXT: ^{{.*}}(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT:   %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<f32>
// CHECK-NEXT:   stablehlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<3x2xf32>, tensor<f32>) -> tensor<2x2xf32>
// MHLO-LABEL: func.func @reduce_window
// MHLO: "mhlo.reduce_window"
func.func @reduce_window(%x: tensor<3x2xf32>, %zero: tensor<f32>) -> tensor<2x2xf32> {
  %0 = "stablehlo.reduce_window"(%x, %zero) <{base_dilations = array<i64: 2, 1>, padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 3, 1>, window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<3x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @select_and_scatter
// CHECK-SAME: (%[[X:.*]]: tensor<4x2xf32>, %[[SRC:.*]]: tensor<2x2xf32>, %[[ZERO:.*]]: tensor<f32>)
// CHECK-NEXT: %{{.*}} = "stablehlo.select_and_scatter"(%[[X]], %[[SRC]], %[[ZERO]]) <{padding = dense<{{\[\[}}0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}> ({
// CHECK-NEXT: ^{{.*}}(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT:   %[[GE:.*]] = stablehlo.compare  GE, %[[A]], %[[B]] : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   stablehlo.return %[[GE]] : tensor<i1>
// CHECK-NEXT: }, {
// CHECK-NEXT: ^{{.*}}(%[[C:.*]]: tensor<f32>, %[[D:.*]]: tensor<f32>):
// CHECK-NEXT:   %[[S:.*]] = stablehlo.add %[[C]], %[[D]] : tensor<f32>
// CHECK-NEXT:   stablehlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<4x2xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x2xf32>
// MHLO-LABEL: func.func @select_and_scatter
// MHLO: "mhlo.select_and_scatter"
func.func @select_and_scatter(%x: tensor<4x2xf32>, %src: tensor<2x2xf32>, %zero: tensor<f32>) -> tensor<4x2xf32> {
  %0 = "stablehlo.select_and_scatter"(%x, %src, %zero) <{padding = dense<[[0, 1], [0, 0]]> : tensor<2x2xi64>, window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %ge = stablehlo.compare  GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<4x2xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<4x2xf32>
  func.return %0 : tensor<4x2xf32>
}

// The comparator takes the two elements of every input, interleaved.
// CHECK-LABEL: func.func @sort
// CHECK-SAME: (%[[K:.*]]: tensor<2x3xf32>, %[[V:.*]]: tensor<2x3xi32>)
// CHECK-NEXT: %{{.*}}:2 = "stablehlo.sort"(%[[K]], %[[V]]) <{dimension = 1 : i64, is_stable = true}> ({
// CHECK-NEXT: ^{{.*}}(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK-NEXT:   %[[LT:.*]] = stablehlo.compare  LT, %[[A]], %[[B]] : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:   stablehlo.return %[[LT]] : tensor<i1>
// CHECK-NEXT: }) : (tensor<2x3xf32>, tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
// CHECK-NEXT: %{{.*}} = "stablehlo.sort"(%[[K]]) ({
// MHLO-LABEL: func.func @sort
// MHLO: "mhlo.sort"
func.func @sort(%k: tensor<2x3xf32>, %v: tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {
  %0:2 = "stablehlo.sort"(%k, %v) <{dimension = 1 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %lt = stablehlo.compare  LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<2x3xf32>, tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  %1 = "stablehlo.sort"(%k) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %gt = stablehlo.compare  GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>
}

// CHECK-LABEL: func.func @map
// CHECK-SAME: (%[[A:.*]]: tensor<2x2xf32>, %[[B:.*]]: tensor<2x2xf32>)
// CHECK-NEXT: %{{.*}} = "stablehlo.map"(%[[A]], %[[B]]) <{dimensions = array<i64: 0, 1>}> ({
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: tensor<f32>, %[[Y:.*]]: tensor<f32>):
// CHECK-NEXT:   %[[M:.*]] = stablehlo.multiply %[[X]], %[[Y]] : tensor<f32>
// CHECK-NEXT:   stablehlo.return %[[M]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
// MHLO-LABEL: func.func @map
// MHLO: "mhlo.map"
func.func @map(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %m = stablehlo.multiply %x, %y : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// Gather with batching dimensions, and a plain row gather.
// CHECK-LABEL: func.func @gather
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4x2xi64>, %[[IDX:.*]]: tensor<2x2x3x2xi64>, %[[T:.*]]: tensor<100x8xf32>, %[[ROWS:.*]]: tensor<20x1xi64>)
// CHECK-NEXT: %{{.*}} = "stablehlo.gather"(%[[X]], %[[IDX]]) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
// CHECK-NEXT: %{{.*}} = "stablehlo.gather"(%[[T]], %[[ROWS]]) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> : (tensor<100x8xf32>, tensor<20x1xi64>) -> tensor<20x8xf32>
// MHLO-LABEL: func.func @gather
// MHLO: "mhlo.gather"(%{{.*}}, %{{.*}}) <{dimension_numbers = #mhlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>
func.func @gather(%x: tensor<2x3x4x2xi64>, %idx: tensor<2x2x3x2xi64>, %table: tensor<100x8xf32>, %rows: tensor<20x1xi64>) -> (tensor<2x2x3x2x2xi64>, tensor<20x8xf32>) {
  %0 = "stablehlo.gather"(%x, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 2, 2>}> : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>) -> tensor<2x2x3x2x2xi64>
  %1 = "stablehlo.gather"(%table, %rows) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 8>}> : (tensor<100x8xf32>, tensor<20x1xi64>) -> tensor<20x8xf32>
  func.return %0, %1 : tensor<2x2x3x2x2xi64>, tensor<20x8xf32>
}

// CHECK-LABEL: func.func @dynamic_gather
// CHECK-SAME: (%[[X:.*]]: tensor<100x8xf32>, %[[IDX:.*]]: tensor<20x1xi64>, %[[SIZES:.*]]: tensor<2xi64>)
// CHECK-NEXT: %{{.*}} = "stablehlo.dynamic_gather"(%[[X]], %[[IDX]], %[[SIZES]]) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<100x8xf32>, tensor<20x1xi64>, tensor<2xi64>) -> tensor<20x?xf32>
// MHLO-LABEL: func.func @dynamic_gather
// MHLO: "mhlo.dynamic_gather"
func.func @dynamic_gather(%x: tensor<100x8xf32>, %idx: tensor<20x1xi64>, %sizes: tensor<2xi64>) -> tensor<20x?xf32> {
  %0 = "stablehlo.dynamic_gather"(%x, %idx, %sizes) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>}> : (tensor<100x8xf32>, tensor<20x1xi64>, tensor<2xi64>) -> tensor<20x?xf32>
  func.return %0 : tensor<20x?xf32>
}

// CHECK-LABEL: func.func @scatter
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4x2xi64>, %[[IDX:.*]]: tensor<2x2x3x2xi64>, %[[UPD:.*]]: tensor<2x2x3x2x2xi64>)
// CHECK-NEXT: %{{.*}} = "stablehlo.scatter"(%[[X]], %[[IDX]], %[[UPD]]) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>, unique_indices = false}> ({
// CHECK-NEXT: ^{{.*}}(%[[A:.*]]: tensor<i64>, %[[B:.*]]: tensor<i64>):
// CHECK-NEXT:   %[[S:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<i64>
// CHECK-NEXT:   stablehlo.return %[[S]] : tensor<i64>
// CHECK-NEXT: }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
// MHLO-LABEL: func.func @scatter
// MHLO: "mhlo.scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{indices_are_sorted = false, scatter_dimension_numbers = #mhlo.scatter<
func.func @scatter(%x: tensor<2x3x4x2xi64>, %idx: tensor<2x2x3x2xi64>, %upd: tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64> {
  %0 = "stablehlo.scatter"(%x, %idx, %upd) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3, 4], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [1], scatter_dims_to_operand_dims = [2, 1], index_vector_dim = 3>, unique_indices = false}> ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) : (tensor<2x3x4x2xi64>, tensor<2x2x3x2xi64>, tensor<2x2x3x2x2xi64>) -> tensor<2x3x4x2xi64>
  func.return %0 : tensor<2x3x4x2xi64>
}

// CHECK-LABEL: func.func @torch_index_select
// CHECK-SAME: (%[[X:.*]]: tensor<8x128x3072x64xf32>, %[[IDX:.*]]: tensor<8x16x1024xi32>)
// CHECK-NEXT: %{{.*}} = "stablehlo.torch_index_select"(%[[X]], %[[IDX]]) <{batch_dims = 1 : i64, dim = 2 : i64}> : (tensor<8x128x3072x64xf32>, tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32>
// MHLO-LABEL: func.func @torch_index_select
// MHLO: "mhlo.torch_index_select"
func.func @torch_index_select(%x: tensor<8x128x3072x64xf32>, %idx: tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32> {
  %0 = "stablehlo.torch_index_select"(%x, %idx) <{batch_dims = 1 : i64, dim = 2 : i64}> : (tensor<8x128x3072x64xf32>, tensor<8x16x1024xi32>) -> tensor<8x128x16x1024x64xf32>
  func.return %0 : tensor<8x128x16x1024x64xf32>
}
