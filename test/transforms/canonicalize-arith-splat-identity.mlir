// Integer ops with a splat of their unit or absorbing element on the right fold, as scalars do
// (upstream's folds match splats with m_Zero / m_One / m_AllOnes).
// RUN: ai-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @splat_identities(
// CHECK-SAME: %[[X:.*]]: tensor<4xi32>, %[[V:.*]]: vector<4xi8>
// CHECK-DAG: %[[Z:.*]] = arith.constant dense<0> : tensor<4xi32>
// CHECK-DAG: %[[M:.*]] = arith.constant dense<-1> : tensor<4xi32>
// CHECK-DAG: %[[MV:.*]] = arith.constant dense<-1> : vector<4xi8>
// CHECK: %[[XOR:.*]] = arith.xori %[[V]], %[[MV]] : vector<4xi8>
// CHECK: return %[[X]], %[[Z]], %[[X]], %[[X]], %[[M]], %[[V]], %[[XOR]], %[[X]]
func.func @splat_identities(%x: tensor<4xi32>, %v: vector<4xi8>)
    -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, vector<4xi8>, vector<4xi8>, tensor<4xi32>) {
  %z = arith.constant dense<0> : tensor<4xi32>
  %o = arith.constant dense<1> : tensor<4xi32>
  %m = arith.constant dense<-1> : tensor<4xi32>
  %mv = arith.constant dense<-1> : vector<4xi8>
  %add = arith.addi %x, %z : tensor<4xi32>
  %mul0 = arith.muli %x, %z : tensor<4xi32>
  %mul1 = arith.muli %x, %o : tensor<4xi32>
  %and = arith.andi %x, %m : tensor<4xi32>
  %or = arith.ori %x, %m : tensor<4xi32>
  %andv = arith.andi %v, %mv : vector<4xi8>
  %xor = arith.xori %v, %mv : vector<4xi8>
  %div = arith.divsi %x, %o : tensor<4xi32>
  return %add, %mul0, %mul1, %and, %or, %andv, %xor, %div
      : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, vector<4xi8>, vector<4xi8>, tensor<4xi32>
}
