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
// DEFAULT: linalg.transpose
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

// What has no primitive form stays a generic: a broadcast that expands a size-1 dimension,
// iota (reads the index), and operands whose `?` sizes differ from the result's static ones.
// CHECK-LABEL: func.func @stays_generic
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]
// CHECK: linalg.generic
// CHECK: linalg.index 0
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK-NOT: linalg.map
func.func @stays_generic(%a: tensor<1x3xf32>, %d: tensor<?x3xf32>, %s: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<4xi32>, tensor<2x3xf32>) {
  %0 = "mhlo.broadcast_in_dim"(%a) {broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>} : (tensor<1x3xf32>) -> tensor<2x3xf32>
  %1 = "mhlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4xi32>
  %2 = "mhlo.multiply"(%d, %s) : (tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0, %1, %2 : tensor<2x3xf32>, tensor<4xi32>, tensor<2x3xf32>
}

// -----

// The HLO op's discardable attributes go to the linalg op that computes it (not to the fill of an init).
// CHECK-LABEL: func.func @discardable_attributes
// CHECK: linalg.map { arith.addf } ins({{.*}}) outs({{.*}}) {someattr}
// CHECK: linalg.transpose ins({{.*}}) outs({{.*}}) permutation = [1, 0]  {mhlo.frontend_attributes = {a = "b"}}
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK: linalg.matmul {someattr} ins(
// DEFAULT-LABEL: func.func @discardable_attributes
// DEFAULT: linalg.generic {{.*}} attrs =  {someattr}
// DEFAULT: linalg.transpose {{.*}}  {mhlo.frontend_attributes = {a = "b"}}
func.func @discardable_attributes(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = "mhlo.add"(%a, %b) {someattr} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %1 = "mhlo.transpose"(%0) <{permutation = dense<[1, 0]> : tensor<2xi64>}> {mhlo.frontend_attributes = {a = "b"}} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = "mhlo.dot"(%1, %b) {someattr} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %2 : tensor<2x2xf32>
}
