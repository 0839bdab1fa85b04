// RUN: ai-opt --mlir-print-local-scope %s --split-input-file --verify-diagnostics --convert-linalg-to-loops | FileCheck %s
// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-linalg-to-loops=accumulate-in-registers=true | FileCheck %s --check-prefix=REGS
// RUN: ai-opt %s --split-input-file --verify-diagnostics --convert-linalg-to-loops="accumulate-in-registers=true reassociate-reductions=true" | FileCheck %s --check-prefix=REASSOC

// matmul: loops i, j, k in dimension order, as upstream's; the body loads, computes and stores.
// (linalg-interchange-unit-stride-innermost moves j innermost first in the CPU pipeline.)
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>, %[[B:.*]]: memref<8x16xf32>, %[[C:.*]]: memref<4x16xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK: scf.for %[[I:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[J:.*]] = %[[C0]] to %[[C16]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[K:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[I]], %[[K]]] : memref<4x8xf32>
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[B]][%[[K]], %[[J]]] : memref<8x16xf32>
// CHECK-NEXT: %[[Z:.*]] = memref.load %[[C]][%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf
// CHECK-NEXT: memref.store %[[S]], %[[C]][%[[I]], %[[J]]] : memref<4x16xf32>
// CHECK-NOT: linalg.
// With accumulate-in-registers the innermost (reduction) loop carries C[i, j]: one load before it, one store after.
// REGS-LABEL: func.func @matmul
// REGS: scf.for %[[I:.*]] =
// REGS-NEXT: scf.for %[[J:.*]] =
// REGS-NEXT: %[[INIT:.*]] = memref.load %{{.*}}[%[[I]], %[[J]]] : memref<4x16xf32>
// REGS: %[[SUM:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// REGS: arith.addf %[[ACC]], %{{.*}} : f32
// REGS: memref.store %[[SUM]], %{{.*}}[%[[I]], %[[J]]] : memref<4x16xf32>
func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// -----

// Dynamic sizes come from memref.dim of an operand that has them.
// CHECK-LABEL: func.func @dynamic_add
// CHECK-SAME: (%[[A:.*]]: memref<?x?xf32>, %[[B:.*]]: memref<?x?xf32>, %[[O:.*]]: memref<?x?xf32>)
// CHECK-DAG: %[[D0:.*]] = memref.dim %[[A]], %{{.*}} : memref<?x?xf32>
// CHECK-DAG: %[[D1:.*]] = memref.dim %[[A]], %{{.*}} : memref<?x?xf32>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[D0]] step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %[[D1]] step
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[I]], %[[J]]]
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[B]][%[[I]], %[[J]]]
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT: memref.store %[[S]], %[[O]][%[[I]], %[[J]]]
func.func @dynamic_add(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %o: memref<?x?xf32>) {
  linalg.add ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%o : memref<?x?xf32>)
  return
}

// -----

// linalg.fill: the scalar input is used as is; no load of the unused output.
// CHECK-LABEL: func.func @fill
// CHECK-SAME: (%[[V:.*]]: f32, %[[M:.*]]: memref<8xf32>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: memref.store %[[V]], %[[M]][%[[I]]] : memref<8xf32>
// CHECK-NEXT: }
func.func @fill(%v: f32, %m: memref<8xf32>) {
  linalg.fill ins(%v : f32) outs(%m : memref<8xf32>)
  return
}

// -----

// linalg.reduce over the last dimension: the reduction loop is innermost, a load and a store of the output
// per iteration (upstream's); with accumulate-in-registers its accumulator is an iter_arg (one load and one
// store of the output per row), and with reassociate-reductions too the sum may be reassociated (so that
// LLVM vectorizes it).
// CHECK-LABEL: func.func @reduce_rows
// CHECK-SAME: (%[[IN:.*]]: memref<4x8xf32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[C4:.*]] step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[IN]][%[[I]], %[[J]]] : memref<4x8xf32>
// CHECK-NEXT: %[[ACC:.*]] = memref.load %[[OUT]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[ACC]] : f32
// CHECK-NEXT: memref.store %[[S]], %[[OUT]][%[[I]]] : memref<4xf32>
// REGS-LABEL: func.func @reduce_rows
// REGS-SAME: (%[[IN:.*]]: memref<4x8xf32>, %[[OUT:.*]]: memref<4xf32>)
// REGS: scf.for %[[I:.*]] = %{{.*}} to %[[C4:.*]] step
// REGS-NEXT: %[[INIT:.*]] = memref.load %[[OUT]][%[[I]]] : memref<4xf32>
// REGS: %[[SUM:.*]] = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// REGS-NEXT: %[[X:.*]] = memref.load %[[IN]][%[[I]], %[[J]]] : memref<4x8xf32>
// REGS-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[ACC]] : f32
// REGS-NEXT: scf.yield %[[S]] : f32
// REGS-NEXT: }
// REGS-NEXT: memref.store %[[SUM]], %[[OUT]][%[[I]]] : memref<4xf32>
// REASSOC-LABEL: func.func @reduce_rows
// REASSOC: scf.for {{.*}} iter_args
// REASSOC-NEXT: memref.load
// REASSOC-NEXT: arith.addf %{{.*}}, %{{.*}} fastmath<reassoc> : f32
func.func @reduce_rows(%in: memref<4x8xf32>, %out: memref<4xf32>) {
  linalg.reduce ins(%in : memref<4x8xf32>) outs(%out : memref<4xf32>) dimensions = [1]
  (%x: f32, %acc: f32) {
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// linalg.broadcast: the input is indexed by the kept dimensions only.
// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: (%[[IN:.*]]: memref<8xf32>, %[[OUT:.*]]: memref<4x8xf32>)
// CHECK: scf.for %[[I:.*]] =
// CHECK-NEXT: scf.for %[[J:.*]] =
// CHECK-NEXT: %[[X:.*]] = memref.load %[[IN]][%[[J]]] : memref<8xf32>
// CHECK-NEXT: memref.store %[[X]], %[[OUT]][%[[I]], %[[J]]] : memref<4x8xf32>
func.func @broadcast(%in: memref<8xf32>, %out: memref<4x8xf32>) {
  linalg.broadcast ins(%in : memref<8xf32>) outs(%out : memref<4x8xf32>) dimensions = [0]
  return
}

// -----

// linalg.transpose: the input is read at the permuted indices.
// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[IN:.*]]: memref<4x8xf32>, %[[OUT:.*]]: memref<8x4xf32>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[C8:.*]] step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %[[C4:.*]] step
// CHECK-NEXT: %[[X:.*]] = memref.load %[[IN]][%[[J]], %[[I]]] : memref<4x8xf32>
// CHECK-NEXT: memref.store %[[X]], %[[OUT]][%[[I]], %[[J]]] : memref<8x4xf32>
func.func @transpose(%in: memref<4x8xf32>, %out: memref<8x4xf32>) {
  linalg.transpose ins(%in : memref<4x8xf32>) outs(%out : memref<8x4xf32>) permutation = [1, 0]
  return
}

// -----

// A generic with a window map (d0 + d1), a constant index (hoisted with the loops' constants, one per
// value, as upstream's greedy driver leaves them) and linalg.index; loops in dimension order (d0, then
// the reduction d1).
// CHECK-LABEL: func.func @generic_window
// CHECK-SAME: (%[[IN:.*]]: memref<10xf32>, %[[W:.*]]: memref<3x2xf32>, %[[OUT:.*]]: memref<8xf32>)
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: scf.for %[[I:.*]] =
// CHECK-NEXT: scf.for %[[K:.*]] =
// CHECK-NEXT: %[[IDX:.*]] = affine.apply affine_map<(d0, d1) -> ({{\(?}}d0 + d1{{\)?}})>{{ ?}}(%[[I]], %[[K]])
// CHECK-NEXT: %[[X:.*]] = memref.load %[[IN]][%[[IDX]]] : memref<10xf32>
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[W]][%[[K]], %[[C1]]] : memref<3x2xf32>
// CHECK-NEXT: %[[ACC:.*]] = memref.load %[[OUT]][%[[I]]] : memref<8xf32>
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[P]] : f32
// CHECK-NEXT: %[[F:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT: memref.store %[[S]], %[[OUT]][%[[I]]] : memref<8xf32>
func.func @generic_window(%in: memref<10xf32>, %w: memref<3x2xf32>, %out: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1, 1)>, affine_map<(d0, d1) -> (d0)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%in, %w : memref<10xf32>, memref<3x2xf32>) outs(%out : memref<8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    %i = linalg.index 0 : index
    %f = arith.index_cast %i : index to i32
    linalg.yield %s : f32
  }
  return
}

// -----

// A 2-D convolution (named, generalized first): the window dims index the input through affine.apply.
// CHECK-LABEL: func.func @conv
// CHECK-COUNT-7: scf.for
// CHECK: affine.apply
// CHECK: memref.load
// CHECK: memref.store
// CHECK-NOT: linalg.
func.func @conv(%in: memref<1x6x6x3xf32>, %f: memref<3x3x3x4xf32>, %out: memref<1x4x4x4xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %f : memref<1x6x6x3xf32>, memref<3x3x3x4xf32>) outs(%out : memref<1x4x4x4xf32>)
  return
}

// -----

// A rank-0 op has no loops.
// CHECK-LABEL: func.func @scalar
// CHECK-NEXT: %[[X:.*]] = memref.load %{{.*}}[] : memref<f32>
// CHECK-NEXT: %[[E:.*]] = math.exp %[[X]] : f32
// CHECK-NEXT: memref.store %[[E]], %{{.*}}[] : memref<f32>
func.func @scalar(%a: memref<f32>, %b: memref<f32>) {
  linalg.exp ins(%a : memref<f32>) outs(%b : memref<f32>)
  return
}

// -----

// Linalg on tensors must be bufferized first.
func.func @tensors(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{convert-linalg-to-loops requires buffer semantics: bufferize tensor operands to memrefs first}}
  %0 = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A loop bound of a memref.view's dynamic size is the view's size operand, no memref.dim (upstream's
// createFoldedDimOp).
// CHECK-LABEL: func.func @bounds_of_view
// CHECK-SAME: (%[[B:.*]]: memref<?xi8>, %[[N:.*]]: index, %{{.*}}: f32)
// CHECK-NOT: memref.dim
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[N]] step
func.func @bounds_of_view(%b: memref<?xi8>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %m = memref.view %b[%c0][%n] : memref<?xi8> to memref<?xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<?xf32>)
  return
}

// -----

// Upstream's `memref.dim` ops come in the order of the operands and their dims (createFlatListOfOperandDims):
// batch_matmul's loops b, m, n, k take A's dims 0, 1, 2 (k) before B's dim 2 (n).
// CHECK-LABEL: func.func @dims_in_operand_order
// CHECK-SAME: (%[[A:.*]]: memref<?x?x?xf32>, %[[B:.*]]: memref<?x?x?xf32>, %{{.*}}: memref<?x?x?xf32>)
// CHECK: %[[DB:.*]] = memref.dim %[[A]], %{{.*}} : memref<?x?x?xf32>
// CHECK-NEXT: %[[DM:.*]] = memref.dim %[[A]], %{{.*}} : memref<?x?x?xf32>
// CHECK-NEXT: %[[DK:.*]] = memref.dim %[[A]], %{{.*}} : memref<?x?x?xf32>
// CHECK-NEXT: %[[DN:.*]] = memref.dim %[[B]], %{{.*}} : memref<?x?x?xf32>
// CHECK-NEXT: scf.for %{{.*}} = %{{.*}} to %[[DB]] step
// CHECK-NEXT: scf.for %{{.*}} = %{{.*}} to %[[DM]] step
// CHECK-NEXT: scf.for %{{.*}} = %{{.*}} to %[[DN]] step
// CHECK-NEXT: scf.for %{{.*}} = %{{.*}} to %[[DK]] step
func.func @dims_in_operand_order(%a: memref<?x?x?xf32>, %b: memref<?x?x?xf32>, %c: memref<?x?x?xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%c : memref<?x?x?xf32>)
  return
}

// -----

// Booleans add with arith.ori and multiply with arith.andi, as upstream's named-op bodies do.
// CHECK-LABEL: func.func @dot_bool
// CHECK: %[[P:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK-NEXT: %[[S:.*]] = arith.ori %{{.*}}, %[[P]] : i1
// CHECK-NEXT: memref.store %[[S]], %{{.*}}[] : memref<i1>
func.func @dot_bool(%a: memref<?xi1>, %b: memref<?xi1>, %c: memref<i1>) {
  linalg.dot ins(%a, %b : memref<?xi1>, memref<?xi1>) outs(%c : memref<i1>)
  return
}
