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

// -----

// With sort-rows-in-parallel (the CPU pipeline's parallel loops), the rows of a topk are the iterations of an
// scf.parallel on buffers: the operand read through bufferization.to_buffer, the values and indices stored into
// new buffers taken back as tensors; static sizes give the loop's estimated work, 64 x (4096 x 8 + 8 x 8 x 4).
// One row (rank 1, or outer sizes of static 1) keeps the scf.for loops on tensors.
// RUN: ai-opt %s --split-input-file --convert-mhlo-to-linalg='sort-rows-in-parallel=true' | FileCheck %s --check-prefix=PAR
// PAR-LABEL: func.func @topk_rows_in_parallel
// PAR-SAME: (%[[A:.*]]: tensor<64x4096xf32>, %[[B:.*]]: tensor<1x1x50xi32>)
// PAR: %[[X:.*]] = bufferization.to_buffer %[[A]] read_only : tensor<64x4096xf32> to memref<64x4096xf32>
// PAR-NEXT: %[[V:.*]] = memref.alloc() : memref<64x8xf32>
// PAR-NEXT: %[[I:.*]] = memref.alloc() : memref<64x8xi32>
// PAR: scf.parallel (%[[ROW:.*]]) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
// PAR: memref.load %[[X]][%[[ROW]], %{{.*}}] : memref<64x4096xf32>
// PAR: memref.store %{{.*}}, %[[V]][%[[ROW]], %{{.*}}] : memref<64x8xf32>
// PAR: memref.store %{{.*}}, %[[I]][%[[ROW]], %{{.*}}] : memref<64x8xi32>
// PAR: scf.while
// PAR: scf.reduce
// PAR-NEXT: } {aiopt.estimated_work = 2113536 : i64}
// PAR-NEXT: %[[RV:.*]] = bufferization.to_tensor %[[V]] restrict writable : memref<64x8xf32> to tensor<64x8xf32>
// PAR-NEXT: %[[RI:.*]] = bufferization.to_tensor %[[I]] restrict writable : memref<64x8xi32> to tensor<64x8xi32>
// PAR-NOT: scf.parallel
// PAR: scf.for
// PAR: tensor.extract %[[B]]
// PAR: return %[[RV]], %[[RI]]
// PAR-LABEL: func.func @topk_rows_dynamic
// PAR: %[[D:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?x?xf32>
// PAR: memref.alloc(%[[D]]) : memref<?x3xf32>
// PAR: scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[D]]) step (%{{.*}}) {
// PAR: scf.reduce
// PAR-NEXT: }
// PAR-NOT: aiopt.estimated_work
func.func @topk_rows_in_parallel(%a: tensor<64x4096xf32>, %b: tensor<1x1x50xi32>) -> (tensor<64x8xf32>, tensor<64x8xi32>, tensor<1x1x4xi32>) {
  %0:2 = mhlo.topk(%a, k = 8) : tensor<64x4096xf32> -> (tensor<64x8xf32>, tensor<64x8xi32>)
  %1:2 = mhlo.topk(%b, k = 4) : tensor<1x1x50xi32> -> (tensor<1x1x4xi32>, tensor<1x1x4xi32>)
  func.return %0#0, %0#1, %1#0 : tensor<64x8xf32>, tensor<64x8xi32>, tensor<1x1x4xi32>
}
func.func @topk_rows_dynamic(%a: tensor<?x?xf32>) -> tensor<?x3xf32> {
  %0:2 = mhlo.topk(%a, k = 3) : tensor<?x?xf32> -> (tensor<?x3xf32>, tensor<?x3xi32>)
  func.return %0#0 : tensor<?x3xf32>
}
