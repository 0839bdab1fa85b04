// Upstream's SameOperandsAndResultType asks for one element type and compatible shapes, not equal types: a
// dynamic size or an unranked tensor fits any size (xDSL's type variables asked for equal types). Generic
// form only: the custom form prints one type.
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "func.func"
// CHECK: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<1xf32>, tensor<*xf32>) -> tensor<1xf32>
// CHECK: "arith.mulf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}> : (tensor<*xi32>, tensor<4xi32>) -> tensor<*xi32>
// CHECK: "arith.remf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<1xf32>, tensor<*xf32>) -> tensor<1xf32>
// CHECK: "math.exp"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<*xf32>) -> tensor<1xf32>
// CHECK: "math.fma"(%{{.*}}, %{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> : (tensor<1xf32>, tensor<*xf32>, tensor<?xf32>) -> tensor<*xf32>
func.func @compatible(%t1: tensor<1xf32>, %tr: tensor<*xf32>, %td: tensor<?xf32>, %i: tensor<*xi32>, %j: tensor<4xi32>) {
  %0 = "arith.addf"(%t1, %tr) : (tensor<1xf32>, tensor<*xf32>) -> tensor<1xf32>
  %1 = "arith.mulf"(%t1, %td) : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xf32>
  %2 = "arith.addi"(%i, %j) : (tensor<*xi32>, tensor<4xi32>) -> tensor<*xi32>
  %3 = "arith.remf"(%t1, %tr) : (tensor<1xf32>, tensor<*xf32>) -> tensor<1xf32>
  %4 = "math.exp"(%tr) : (tensor<*xf32>) -> tensor<1xf32>
  %5 = "math.fma"(%t1, %tr, %td) : (tensor<1xf32>, tensor<*xf32>, tensor<?xf32>) -> tensor<*xf32>
  return
}
