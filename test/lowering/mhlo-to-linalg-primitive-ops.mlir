// RUN: ai-opt %s --split-input-file --convert-mhlo-to-linalg="enable-primitive-ops=true" --mlir-print-local-scope | FileCheck %s
// RUN: ai-opt %s --split-input-file --convert-mhlo-to-linalg --mlir-print-local-scope | FileCheck %s --check-prefix=DEFAULT
// RUN: ai-opt %s --split-input-file --hlo-legalize-to-linalg="enable-primitive-ops=true" --linalg-generalize-named-ops --mlir-print-local-scope | FileCheck %s --check-prefix=GENERIC

// Element-wise ops become linalg.map (the short form when the body is one op on the inputs).
// CHECK-LABEL: func.func @elementwise
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x3xf32>
// CHECK: %[[ADD:.*]] = linalg.map { arith.addf } ins(%{{[a-z0-9]+}}, %{{[a-z0-9]+}} : tensor<2x3xf32>, tensor<2x3xf32>) outs(%[[E]] : tensor<2x3xf32>)
// CHECK: linalg.map ins(%[[ADD]], %{{[a-z0-9]+}} : tensor<2x3xf32>, tensor<2x3xf32>) outs(%{{.*}} : tensor<2x3xi1>)
// CHECK-NEXT: (%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: i1) {
// CHECK-NEXT: %[[C:.*]] = arith.cmpf ogt, %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[C]] : i1
// CHECK-NOT: linalg.generic
// DEFAULT-LABEL: func.func @elementwise
// DEFAULT-COUNT-2: linalg.generic
// DEFAULT-NOT: linalg.map
// GENERIC-LABEL: func.func @elementwise
// GENERIC-COUNT-2: linalg.generic
// GENERIC-NOT: linalg.map
func.func @elementwise(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xi1> {
  %0 = mhlo.add %a, %b : tensor<2x3xf32>
  %1 = mhlo.compare GT, %0, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  func.return %1 : tensor<2x3xi1>
}

// -----

// The permutation is HLO's: result dimension i is operand dimension permutation[i].
// CHECK-LABEL: func.func @transpose
// CHECK: linalg.transpose ins(%{{.*}} : tensor<2x3x4xf32>) outs(%{{.*}} : tensor<4x2x3xf32>) permutation = [2, 0, 1]
// DEFAULT-LABEL: func.func @transpose
// DEFAULT: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>]
// GENERIC-LABEL: func.func @transpose
// GENERIC: indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2, d0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>]
func.func @transpose(%a: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = "mhlo.transpose"(%a) {permutation = dense<[2, 0, 1]> : tensor<3xi64>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  func.return %0 : tensor<4x2x3xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast
// CHECK: linalg.broadcast ins(%{{.*}} : tensor<3xf32>) outs(%{{.*}} : tensor<2x3x4xf32>) dimensions = [0, 2]
// DEFAULT-LABEL: func.func @broadcast
// DEFAULT: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>]
// GENERIC-LABEL: func.func @broadcast
// GENERIC: indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>]
func.func @broadcast(%a: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %0 = "mhlo.broadcast_in_dim"(%a) {broadcast_dimensions = dense<[1]> : tensor<1xi64>} : (tensor<3xf32>) -> tensor<2x3x4xf32>
  func.return %0 : tensor<2x3x4xf32>
}

// -----

// As mlir-hlo: a broadcast that expands a size-1 dimension collapses it away first (and transposes the
// operand when its dimensions go to the result out of order); iota is a linalg.map without inputs (from i64);
// operands whose `?` sizes are static elsewhere are cast to the static shape, the result back.
// CHECK-LABEL: func.func @primitive_forms
// CHECK: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] : tensor<1x3xf32> into tensor<3xf32>
// CHECK: linalg.broadcast ins(%[[C]] : tensor<3xf32>) outs(%{{.*}} : tensor<2x3xf32>) dimensions = [0]
// CHECK: %[[T:.*]] = linalg.transpose ins(%{{.*}} : tensor<5x7xf32>) outs(%{{.*}} : tensor<7x5xf32>) permutation = [1, 0]
// CHECK: linalg.broadcast ins(%[[T]] : tensor<7x5xf32>) outs(%{{.*}} : tensor<7x10x5xf32>) dimensions = [1]
// CHECK: linalg.map outs(%{{.*}} : tensor<4xf32>)
// CHECK-NEXT: (%{{.*}}: f32) {
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK-NEXT: arith.sitofp %[[N]] : i64 to f32
// CHECK: %[[D:.*]] = tensor.cast %{{.*}} : tensor<?x3xf32> to tensor<2x3xf32>
// CHECK: linalg.map { arith.mulf } ins(%[[D]], %{{.*}} : tensor<2x3xf32>, tensor<2x3xf32>) outs(%{{.*}} : tensor<2x3xf32>)
// CHECK-NOT: linalg.generic
func.func @primitive_forms(%a: tensor<1x3xf32>, %t: tensor<5x7xf32>, %d: tensor<?x3xf32>, %s: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<7x10x5xf32>, tensor<4xf32>, tensor<2x3xf32>) {
  %0 = "mhlo.broadcast_in_dim"(%a) {broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>} : (tensor<1x3xf32>) -> tensor<2x3xf32>
  %1 = "mhlo.broadcast_in_dim"(%t) {broadcast_dimensions = dense<[2, 0]> : tensor<2xi64>} : (tensor<5x7xf32>) -> tensor<7x10x5xf32>
  %2 = "mhlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xf32>
  %3 = "mhlo.multiply"(%d, %s) : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<7x10x5xf32>, tensor<4xf32>, tensor<2x3xf32>
}

// -----

// Rank-0 operands of element-wise ops are read before the map; a copy is a map too.
// CHECK-LABEL: func.func @scalar_operands
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[A:.*]]: tensor<2x?xf32>, %[[B:.*]]: tensor<2x?xf32>)
// CHECK: %[[PE:.*]] = tensor.extract %[[P]][] : tensor<i1>
// CHECK: %[[S:.*]] = linalg.map ins(%[[A]], %[[B]] : tensor<2x?xf32>, tensor<2x?xf32>) outs(%{{.*}} : tensor<2x?xf32>)
// CHECK-NEXT: (%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32) {
// CHECK-NEXT: %[[R:.*]] = arith.select %[[PE]], %[[X]], %[[Y]] : f32
// CHECK-NEXT: linalg.yield %[[R]] : f32
// CHECK: linalg.map ins(%[[S]] : tensor<2x?xf32>) outs(%{{.*}} : tensor<2x?xf32>)
// CHECK-NEXT: (%[[Z:.*]]: f32, %{{.*}}: f32) {
// CHECK-NEXT: linalg.yield %[[Z]] : f32
func.func @scalar_operands(%p: tensor<i1>, %a: tensor<2x?xf32>, %b: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = "mhlo.select"(%p, %a, %b) : (tensor<i1>, tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = "mhlo.copy"(%0) : (tensor<2x?xf32>) -> tensor<2x?xf32>
  func.return %1 : tensor<2x?xf32>
}

// -----

// A dynamic_broadcast_in_dim whose expanding dimensions are known: the operand is cast to size 1 where
// it expands and collapsed there; the init is as static as the operand says, the result cast to the
// result type.
// CHECK-LABEL: func.func @dynamic_broadcast
// CHECK: %[[C:.*]] = tensor.cast %{{.*}} : tensor<?x4xf32> to tensor<1x4xf32>
// CHECK: %[[K:.*]] = tensor.collapse_shape %[[C]] {{\[}}[0, 1]] : tensor<1x4xf32> into tensor<4xf32>
// CHECK: %[[B:.*]] = linalg.broadcast ins(%[[K]] : tensor<4xf32>) outs(%{{.*}} : tensor<?x?x4xf32>) dimensions = [0, 1]
// CHECK: tensor.cast %[[B]] : tensor<?x?x4xf32> to tensor<?x?x?xf32>
func.func @dynamic_broadcast(%a: tensor<?x4xf32>, %shape: tensor<3xindex>) -> tensor<?x?x?xf32> {
  %0 = "mhlo.dynamic_broadcast_in_dim"(%a, %shape) {broadcast_dimensions = dense<[1, 2]> : tensor<2xi64>, known_expanding_dimensions = dense<[0]> : tensor<1xi64>} : (tensor<?x4xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
  func.return %0 : tensor<?x?x?xf32>
}

// -----

// What has no primitive form stays a generic: a broadcast of a `?` size that may or may not expand
// (decided at run time), a transpose of complex elements (xDSL's linalg.transpose takes none), a gather.
// CHECK-LABEL: func.func @stays_generic
// CHECK: linalg.generic
// CHECK: tensor.extract
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>]
// CHECK: linalg.generic
// CHECK: linalg.index 0
// CHECK-NOT: linalg.map
// CHECK-NOT: linalg.transpose
// CHECK-NOT: linalg.broadcast
func.func @stays_generic(%a: tensor<?xf32>, %shape: tensor<2xindex>, %c: tensor<2x3xcomplex<f32>>, %g: tensor<5xf32>, %i: tensor<3x1xi32>) -> (tensor<?x?xf32>, tensor<3x2xcomplex<f32>>, tensor<3xf32>) {
  %0 = "mhlo.dynamic_broadcast_in_dim"(%a, %shape) {broadcast_dimensions = dense<[1]> : tensor<1xi64>} : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = "mhlo.transpose"(%c) {permutation = dense<[1, 0]> : tensor<2xi64>} : (tensor<2x3xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
  %2 = "mhlo.gather"(%g, %i) {dimension_numbers = #mhlo.gather<collapsed_slice_dims = [0], index_vector_dim = 1, start_index_map = [0]>, indices_are_sorted = false, slice_sizes = dense<1> : tensor<1xi64>} : (tensor<5xf32>, tensor<3x1xi32>) -> tensor<3xf32>
  func.return %0, %1, %2 : tensor<?x?xf32>, tensor<3x2xcomplex<f32>>, tensor<3xf32>
}

// The HLO op's discardable attributes go to the linalg op that computes it (not to the fill of an init).
// CHECK-LABEL: func.func @discardable_attributes
// CHECK: linalg.map { arith.addf } ins({{.*}}) outs({{.*}}) {someattr}
// CHECK: linalg.transpose ins({{.*}}) outs({{.*}}) permutation = [1, 0]  {mhlo.frontend_attributes = {a = "b"}}
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK: linalg.matmul {someattr} ins(
// DEFAULT-LABEL: func.func @discardable_attributes
// DEFAULT: linalg.generic {{.*}} attrs =  {someattr}
// DEFAULT: linalg.generic {{.*}} attrs =  {mhlo.frontend_attributes = {a = "b"}}
func.func @discardable_attributes(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "mhlo.add"(%a, %b) {someattr} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = "mhlo.transpose"(%0) <{permutation = dense<[1, 0]> : tensor<2xi64>}> {mhlo.frontend_attributes = {a = "b"}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = "mhlo.dot"(%1, %b) {someattr} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %2 : tensor<2x2xf32>
}
