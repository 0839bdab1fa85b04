// arith.select takes a vector or tensor condition (`: cond type, result type`)
// and arith.cmpi/cmpf compare vectors and tensors element by element, giving
// i1 of the operands' shape; cmpi of a value with itself folds to a splat.
// RUN: ai-opt %s --split-input-file | FileCheck %s
// RUN: ai-opt %s --split-input-file --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @shaped
//       CHECK:   arith.cmpi slt, %{{.+}}, %{{.+}} : vector<4xi32>
//       CHECK:   arith.cmpf olt, %{{.+}}, %{{.+}} : tensor<2xf32>
//       CHECK:   arith.select %{{.+}}, %{{.+}}, %{{.+}} : vector<4xi1>, vector<4xi32>
//       CHECK:   arith.select %{{.+}}, %{{.+}}, %{{.+}} : tensor<2xi1>, tensor<2xf32>
//       CHECK:   arith.select %{{.+}}, %{{.+}}, %{{.+}} : vector<4xi32>
// CANON-LABEL: func.func @shaped
func.func @shaped(%a: vector<4xi32>, %b: vector<4xi32>, %t: tensor<2xf32>, %u: tensor<2xf32>, %c: i1)
    -> (vector<4xi32>, tensor<2xf32>, vector<4xi32>) {
  %0 = arith.cmpi slt, %a, %b : vector<4xi32>
  %1 = arith.cmpf olt, %t, %u : tensor<2xf32>
  %2 = arith.select %0, %a, %b : vector<4xi1>, vector<4xi32>
  %3 = arith.select %1, %t, %u : tensor<2xi1>, tensor<2xf32>
  %4 = arith.select %c, %a, %b : vector<4xi32>
  return %2, %3, %4 : vector<4xi32>, tensor<2xf32>, vector<4xi32>
}

// -----

// CANON-LABEL: func.func @cmpi_equal_vector_operands
//       CANON:   %[[T:.+]] = arith.constant dense<true> : vector<1x8xi1>
//       CANON:   %[[F:.+]] = arith.constant dense<false> : vector<1x8xi1>
//       CANON:   return %[[T]], %[[F]]
func.func @cmpi_equal_vector_operands(%arg0: vector<1x8xi64>) -> (vector<1x8xi1>, vector<1x8xi1>) {
  %0 = arith.cmpi sle, %arg0, %arg0 : vector<1x8xi64>
  %1 = arith.cmpi ult, %arg0, %arg0 : vector<1x8xi64>
  return %0, %1 : vector<1x8xi1>, vector<1x8xi1>
}

// -----

// The i1 result of comparing tensors keeps their encoding (upstream's getI1SameShape clones the type).
// CHECK-LABEL: func.func @cmpi_tensor_encoding
//       CHECK:   %[[R:.*]] = arith.cmpi slt, %{{.+}}, %{{.+}} : tensor<8xi64, "foo">
//       CHECK:   return %[[R]] : tensor<8xi1, "foo">
// CANON-LABEL: func.func @cmpi_tensor_encoding
func.func @cmpi_tensor_encoding(%a: tensor<8xi64, "foo">, %b: tensor<8xi64, "foo">) -> tensor<8xi1, "foo"> {
  %0 = arith.cmpi slt, %a, %b : tensor<8xi64, "foo">
  return %0 : tensor<8xi1, "foo">
}
