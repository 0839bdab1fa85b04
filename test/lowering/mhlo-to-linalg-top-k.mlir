// RUN: ai-opt %s --split-input-file --convert-mhlo-to-linalg | FileCheck %s
// RUN: ai-opt %s --split-input-file --chlo-legalize-to-mhlo='top-k-in-loops=true' | FileCheck %s --check-prefix=CHLO

// topk of a small k: one scan of each row (an scf.for over the rows); the first k elements inserted into the
// sorted result row, then each later one compared with the k-th best (TOTALORDER: the floats' bits as signed
// integers, swapped where both are negative) and, only when greater, put in its place and moved up.
// CHECK-LABEL: func.func @topk
// CHECK-SAME: (%[[A:.*]]: tensor<3x8xf32>)
// CHECK-DAG: %[[EV:.*]] = tensor.empty() : tensor<3x2xf32>
// CHECK-DAG: %[[EI:.*]] = tensor.empty() : tensor<3x2xi32>
// CHECK: %[[R:.*]]:2 = scf.for %[[ROW:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[EV]], %{{.*}} = %[[EI]])
// CHECK: %[[F:.*]]:2 = scf.for %[[T:.*]] = %{{.*}} to %[[C2:.*]] step
// CHECK: tensor.extract %[[A]][%[[ROW]], %[[T]]] : tensor<3x8xf32>
// CHECK: arith.index_cast %[[T]] : index to i32
// CHECK: scf.while
// CHECK: %[[S:.*]]:2 = scf.for %[[U:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[V1:.*]] = %[[F]]#0, %[[I1:.*]] = %[[F]]#1)
// CHECK: %[[X:.*]] = tensor.extract %[[A]][%[[ROW]], %[[U]]] : tensor<3x8xf32>
// CHECK: %[[KTH:.*]] = tensor.extract %[[V1]][%[[ROW]], %{{.*}}] : tensor<3x2xf32>
// CHECK: %[[XB:.*]] = arith.bitcast %[[X]] : f32 to i32
// CHECK: %[[KB:.*]] = arith.bitcast %[[KTH]] : f32 to i32
// CHECK: %[[BETTER:.*]] = arith.select
// CHECK: scf.if %[[BETTER]] -> (tensor<3x2xf32>, tensor<3x2xi32>)
// CHECK: tensor.insert %{{.*}} into %[[V1]][%[[ROW]], %{{.*}}] : tensor<3x2xf32>
// CHECK: scf.while
// CHECK: } else {
// CHECK-NEXT: scf.yield %[[V1]], %[[I1]] : tensor<3x2xf32>, tensor<3x2xi32>
// CHECK: return %[[R]]#0, %[[R]]#1
func.func @topk(%a: tensor<3x8xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>) {
  %0:2 = mhlo.topk(%a, k = 2) : tensor<3x8xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
  func.return %0#0, %0#1 : tensor<3x2xf32>, tensor<3x2xi32>
}

// -----

// chlo-legalize-to-mhlo{top-k-in-loops=true} keeps a chlo.top_k of k <= 64 (or 8 k <= n) as mhlo.topk.
// CHLO-LABEL: func.func @chlo_top_k
// CHLO-NEXT: %[[R:[^,]*]], %{{.*}} = mhlo.topk(%{{.*}}, k = 64) : tensor<3x65xf32> -> (tensor<3x64xf32>, tensor<3x64xi32>)
// CHLO-NEXT: %[[S:[^,]*]], %{{.*}} = mhlo.topk(%{{.*}}, k = 125) : tensor<2x1000xi8> -> (tensor<2x125xi8>, tensor<2x125xi32>)
// CHLO-NEXT: return %[[R]], %[[S]]
func.func @chlo_top_k(%a: tensor<3x65xf32>, %b: tensor<2x1000xi8>) -> (tensor<3x64xf32>, tensor<2x125xi8>) {
  %0:2 = chlo.top_k(%a, k = 64) : tensor<3x65xf32> -> (tensor<3x64xf32>, tensor<3x64xi32>)
  %1:2 = chlo.top_k(%b, k = 125) : tensor<2x1000xi8> -> (tensor<2x125xi8>, tensor<2x125xi32>)
  func.return %0#0, %1#0 : tensor<3x64xf32>, tensor<2x125xi8>
}

// -----

// k = 0: the empty results, nothing read.
// CHECK-LABEL: func.func @topk_none
// CHECK-NEXT: %[[EV:.*]] = tensor.empty() : tensor<4x0xf32>
// CHECK-NEXT: %[[EI:.*]] = tensor.empty() : tensor<4x0xi32>
// CHECK-NEXT: return %[[EV]], %[[EI]]
func.func @topk_none(%a: tensor<4x5xf32>) -> (tensor<4x0xf32>, tensor<4x0xi32>) {
  %0:2 = mhlo.topk(%a, k = 0) : tensor<4x5xf32> -> (tensor<4x0xf32>, tensor<4x0xi32>)
  func.return %0#0, %0#1 : tensor<4x0xf32>, tensor<4x0xi32>
}

// -----

// Unsigned keys are scanned as signless ones, compared unsigned; the smallest first (largest = false) with LT.
// CHECK-LABEL: func.func @topk_smallest_ui32
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : tensor<9xui32> to tensor<9xi32>
// CHECK: scf.for
// CHECK: arith.cmpi ult
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : tensor<3xi32> to tensor<3xui32>
func.func @topk_smallest_ui32(%a: tensor<9xui32>) -> (tensor<3xui32>, tensor<3xi32>) {
  %0:2 = mhlo.topk(%a, k = 3, largest = false) : tensor<9xui32> -> (tensor<3xui32>, tensor<3xi32>)
  func.return %0#0, %0#1 : tensor<3xui32>, tensor<3xi32>
}

// -----

// A k above 64 and above n / 8, a row of a size known only at run time with k above 64, i1 keys:
// chlo-legalize-to-mhlo sorts them.
// CHLO-LABEL: func.func @topk_sorted
// CHLO-NOT: mhlo.topk
// CHLO: "mhlo.sort"
// CHLO: "mhlo.sort"
// CHLO: "mhlo.sort"
// CHLO-NOT: mhlo.topk
func.func @topk_sorted(%a: tensor<3x100xf32>, %b: tensor<3x?xf32>, %c: tensor<8xi1>) -> (tensor<3x65xf32>, tensor<3x65xf32>, tensor<2xi1>) {
  %0:2 = chlo.top_k(%a, k = 65) : tensor<3x100xf32> -> (tensor<3x65xf32>, tensor<3x65xi32>)
  %1:2 = chlo.top_k(%b, k = 65) : tensor<3x?xf32> -> (tensor<3x65xf32>, tensor<3x65xi32>)
  %2:2 = chlo.top_k(%c, k = 2) : tensor<8xi1> -> (tensor<2xi1>, tensor<2xi32>)
  func.return %0#0, %1#0, %2#0 : tensor<3x65xf32>, tensor<3x65xf32>, tensor<2xi1>
}

// -----

// A row of a size known only at run time and k <= 64: chlo-legalize-to-mhlo keeps mhlo.topk.
// CHLO-LABEL: func.func @chlo_top_k_runtime_row
// CHLO-NEXT: mhlo.topk(%{{.*}}, k = 64) : tensor<3x?xf32> -> (tensor<3x64xf32>, tensor<3x64xi32>)
// CHLO-NOT: mhlo.sort
func.func @chlo_top_k_runtime_row(%a: tensor<3x?xf32>) -> (tensor<3x64xf32>, tensor<3x64xi32>) {
  %0:2 = chlo.top_k(%a, k = 64) : tensor<3x?xf32> -> (tensor<3x64xf32>, tensor<3x64xi32>)
  func.return %0#0, %0#1 : tensor<3x64xf32>, tensor<3x64xi32>
}

// -----

// Such a row is scanned after a run-time check that it has at least k elements (the scan runs from k to its size).
// CHECK-LABEL: func.func @topk_runtime_row
// CHECK-SAME: (%[[A:.*]]: tensor<3x?xf32>)
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[N:.*]] = tensor.dim %[[A]], %[[C1]] : tensor<3x?xf32>
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[ENOUGH:.*]] = arith.cmpi sge, %[[N]], %[[C2]] : index
// CHECK-NEXT: cf.assert %[[ENOUGH]], "'mhlo.topk' op operand's last dimension must be at least 2"
// CHECK: scf.for
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[N]] step
// CHECK-NOT: mhlo.sort
func.func @topk_runtime_row(%a: tensor<3x?xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>) {
  %0:2 = mhlo.topk(%a, k = 2) : tensor<3x?xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
  func.return %0#0, %0#1 : tensor<3x2xf32>, tensor<3x2xi32>
}
