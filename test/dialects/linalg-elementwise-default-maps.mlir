// A linalg.elementwise written without `indexing_maps` holds the identity maps,
// as upstream's parser sets them: the generic form names them (upstream's
// verifier rejects a generic linalg.elementwise without them), the custom form
// leaves them out, also where they were written.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// GENERIC: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC: #[[T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC: "linalg.elementwise"({{.*}}) <{indexing_maps = [#[[ID]], #[[ID]], #[[ID]]], kind = #linalg.elementwise_kind<add>
// GENERIC: "linalg.elementwise"({{.*}}) <{indexing_maps = [#[[ID]], #[[ID]], #[[ID]]], kind = #linalg.elementwise_kind<sub>
// GENERIC: "linalg.elementwise"({{.*}}) <{indexing_maps = [#[[T]], #[[ID]]], kind = #linalg.elementwise_kind<exp>

// CHECK-LABEL: func.func @default_maps
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<add> ins(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [#{{.*}}, #{{.*}}] ins(
func.func @default_maps(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<sub>
         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]
         ins(%0, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<exp>
         indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>]
         ins(%1 : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %2 : tensor<4x4xf32>
}
