// Folders do not read dense_resource blobs, as upstream's (they fold dense elements; tensor.extract's fold
// returns at a resource): ops on resource constants are kept, and none fails. Folds that do not read the
// constant's elements still apply (an identity transpose is its operand). Each chunk's blob keeps its name,
// as in mlir-opt's context of each chunk (the second chunk's `w` was printed as `w_0`).
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: ai-opt %s --split-input-file --canonicalize | ai-opt --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @hlo
// CHECK: %[[C:.*]] = stablehlo.constant dense_resource<w> : tensor<2xf32>
// CHECK: stablehlo.add %[[C]], %[[C]]
// CHECK: stablehlo.negate %[[C]]
// CHECK: stablehlo.reshape %[[C]]
// CHECK: stablehlo.convert %[[C]]
// CHECK: stablehlo.slice %[[C]]
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %[[C]], %{{.*}}, %{{.*}}
func.func @hlo() -> (tensor<2xf32>, tensor<2xf32>, tensor<1x2xf32>, tensor<2xf32>, tensor<2xi32>, tensor<1xf32>) {
  %c = stablehlo.constant dense_resource<w> : tensor<2xf32>
  %a = stablehlo.add %c, %c : tensor<2xf32>
  %n = stablehlo.negate %c : tensor<2xf32>
  %r = stablehlo.reshape %c : (tensor<2xf32>) -> tensor<1x2xf32>
  %t = stablehlo.transpose %c, dims = [0] : (tensor<2xf32>) -> tensor<2xf32>
  %cv = stablehlo.convert %c : (tensor<2xf32>) -> tensor<2xi32>
  %s = stablehlo.slice %c [0:1] : (tensor<2xf32>) -> tensor<1xf32>
  return %a, %n, %r, %t, %cv, %s : tensor<2xf32>, tensor<2xf32>, tensor<1x2xf32>, tensor<2xf32>, tensor<2xi32>, tensor<1xf32>
}
{-#
  dialect_resources: {
    builtin: {
      w: "0x040000000000803F00000040"
    }
  }
#-}

// -----

// CHECK-LABEL: func.func @arith_and_tensor
// CHECK-DAG: %[[V:.*]] = arith.constant dense_resource<w> : vector<2xf32>
// CHECK-DAG: %[[C:.*]] = arith.constant dense_resource<w> : tensor<2xf32>
// CHECK: arith.addf %[[C]], %[[C]] : tensor<2xf32>
// CHECK: tensor.extract %[[C]]
// CHECK: arith.fptosi %[[C]]
// CHECK: vector.extract %[[V]][0]
// CHECK: tensor.expand_shape %[[C]]
func.func @arith_and_tensor() -> (tensor<2xf32>, f32, tensor<2xi32>, f32, tensor<1x2xf32>) {
  %c = arith.constant dense_resource<w> : tensor<2xf32>
  %a = arith.addf %c, %c : tensor<2xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %c[%c0] : tensor<2xf32>
  %cv = arith.fptosi %c : tensor<2xf32> to tensor<2xi32>
  %v = arith.constant dense_resource<w> : vector<2xf32>
  %ve = vector.extract %v[0] : f32 from vector<2xf32>
  %r = tensor.expand_shape %c [[0, 1]] output_shape [1, 2] : tensor<2xf32> into tensor<1x2xf32>
  return %a, %e, %cv, %ve, %r : tensor<2xf32>, f32, tensor<2xi32>, f32, tensor<1x2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      w: "0x040000000000803F00000040"
    }
  }
#-}

// -----

// CHECK-LABEL: func.func @load_of_resource_global
// CHECK: %[[G:.*]] = memref.get_global @g : memref<2xf32>
// CHECK: affine.load %[[G]][1] : memref<2xf32>
memref.global "private" constant @g : memref<2xf32> = dense_resource<w>
func.func @load_of_resource_global() -> f32 {
  %g = memref.get_global @g : memref<2xf32>
  %x = affine.load %g[1] : memref<2xf32>
  return %x : f32
}
{-#
  dialect_resources: {
    builtin: {
      w: "0x040000000000803F00000040"
    }
  }
#-}
