// Upstream's SameOperandsAndResultType asks for one element type and compatible shapes, not equal types: a
// dynamic size fits any (xDSL's type variables asked for equal types). An unranked tensor does not mix with
// ranked ones: upstream's Elementwise check wants one base type (arith-math-compatible-types-invalid.mlir).
// Generic form only: the custom form prints one type. Every op here verifies in mlir-opt 22.
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "func.func"
// CHECK: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
// CHECK: "arith.mulf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<1xf32>, tensor<?xf32>) -> tensor<1xf32>
// CHECK: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (tensor<?xi32>, tensor<4xi32>) -> tensor<?xi32>
// CHECK: "arith.remf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
// CHECK: "math.exp"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf32>) -> tensor<?xf32>
// CHECK: "math.fma"(%{{.*}}, %{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<1xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<1xf32>
func.func @compatible(%t1: tensor<1xf32>, %tr: tensor<*xf32>, %td: tensor<?xf32>, %j: tensor<4xi32>, %k: tensor<?xi32>) {
  %0 = "arith.addf"(%td, %t1) : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
  %1 = "arith.mulf"(%t1, %td) : (tensor<1xf32>, tensor<?xf32>) -> tensor<1xf32>
  %2 = "arith.addi"(%k, %j) : (tensor<?xi32>, tensor<4xi32>) -> tensor<?xi32>
  %3 = "arith.remf"(%tr, %tr) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %4 = "math.exp"(%td) : (tensor<?xf32>) -> tensor<?xf32>
  %5 = "math.fma"(%t1, %td, %td) : (tensor<1xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<1xf32>
  return
}
