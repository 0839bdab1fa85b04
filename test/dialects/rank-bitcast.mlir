// tensor.rank, memref.rank and tensor.bitcast print as upstream's and parse back, also from the
// generic form; ranks of ranked values fold to constants, chains of bitcasts to one bitcast.
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @rank(
// CANON-LABEL: func.func @rank(
func.func @rank(%t: tensor<*xf32>, %m: memref<*xf32>, %r: tensor<2x?xf32>, %b: memref<?x?x4xf32>) -> (index, index, index, index) {
  // CHECK: tensor.rank %{{.*}} : tensor<*xf32>
  // CANON-DAG: %[[C2:.*]] = arith.constant 2 : index
  // CANON-DAG: %[[C3:.*]] = arith.constant 3 : index
  // CANON-DAG: %[[T:.*]] = tensor.rank %{{.*}} : tensor<*xf32>
  // CANON-DAG: %[[M:.*]] = memref.rank %{{.*}} : memref<*xf32>
  %0 = tensor.rank %t : tensor<*xf32>
  // CHECK: memref.rank %{{.*}} : memref<*xf32>
  %1 = memref.rank %m : memref<*xf32>
  // CHECK: tensor.rank %{{.*}} : tensor<2x?xf32>
  %2 = tensor.rank %r : tensor<2x?xf32>
  // CHECK: memref.rank %{{.*}} : memref<?x?x4xf32>
  %3 = memref.rank %b : memref<?x?x4xf32>
  // CANON: return %[[T]], %[[M]], %[[C2]], %[[C3]]
  return %0, %1, %2, %3 : index, index, index, index
}

// CHECK-LABEL: func.func @bitcast(
// CANON-LABEL: func.func @bitcast(
// CANON-SAME: %[[IN:.*]]: tensor<2xi32>
func.func @bitcast(%in: tensor<2xi32>, %u: tensor<*xf32>) -> (tensor<2xf32>, tensor<2xi32>, tensor<*xi32>) {
  // CHECK: tensor.bitcast %{{.*}} : tensor<2xi32> to tensor<2xui32>
  %0 = tensor.bitcast %in : tensor<2xi32> to tensor<2xui32>
  // CANON: %[[F:.*]] = tensor.bitcast %[[IN]] : tensor<2xi32> to tensor<2xf32>
  %1 = tensor.bitcast %0 : tensor<2xui32> to tensor<2xf32>
  %2 = tensor.bitcast %0 : tensor<2xui32> to tensor<2xi32>
  // CHECK: tensor.bitcast %{{.*}} : tensor<*xf32> to tensor<*xi32>
  %3 = tensor.bitcast %u : tensor<*xf32> to tensor<*xi32>
  // CANON: return %[[F]], %[[IN]], %{{.*}}
  return %1, %2, %3 : tensor<2xf32>, tensor<2xi32>, tensor<*xi32>
}
