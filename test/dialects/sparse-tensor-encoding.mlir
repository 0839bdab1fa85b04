// #sparse_tensor.encoding parses, prints (as `#sparse`, `#sparse1`, ... aliases, its map in canonical form,
// widths only when not 0) and round-trips as upstream's; ops of the HLO dialects take sparse tensors.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s

// CHECK: #[[CSR:sparse]] = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK: #[[BSR:sparse1]] = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 3 : compressed, d0 mod 2 : dense, d1 mod 3 : dense), posWidth = 32, crdWidth = 8 }>
// CHECK: #[[COO:sparse2]] = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : compressed(nonunique, nonordered), d0 : singleton(soa)) }>
// CHECK: #[[NV:sparse3]] = #sparse_tensor.encoding<{ map = (d0) -> (d0 : structured[2, 4]) }>
// CHECK-LABEL: func.func @encodings
// CHECK-SAME: tensor<10x20xf32, #[[CSR]]>, %{{.*}}: tensor<4x6xf64, #[[BSR]]>, %{{.*}}: tensor<?x?xi32, #[[COO]]>, %{{.*}}: tensor<8xf32, #[[NV]]>
// CHECK: mhlo.abs %{{.*}} : (tensor<10x20xf32, #[[CSR]]>) -> tensor<10x20xf32>
#CSR = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j : compressed)
}>
#BSR = #sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j floordiv 3 : compressed, i mod 2 : dense, j mod 3 : dense), posWidth = 32, crdWidth = 8}>
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d1 : compressed(nonordered, nonunique), d0 : singleton(soa)), posWidth = 0 }>
#NV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : structured[2, 4]) }>
func.func @encodings(%a: tensor<10x20xf32, #CSR>, %b: tensor<4x6xf64, #BSR>, %c: tensor<?x?xi32, #COO>, %d: tensor<8xf32, #NV>) -> tensor<10x20xf32> {
  %0 = "mhlo.abs"(%a) : (tensor<10x20xf32, #CSR>) -> tensor<10x20xf32>
  func.return %0 : tensor<10x20xf32>
}
