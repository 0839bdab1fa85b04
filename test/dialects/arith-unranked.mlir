// The arith ops take unranked tensors, as upstream's do (its FloatLike, SignlessIntegerLike and BoolLike
// constraints take any container with value semantics; xDSL's take vectors and ranked tensors only).
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @elementwise
// CHECK-SAME: (%[[A:.*]]: tensor<*xf32>, %[[B:.*]]: tensor<*xf32>, %[[I:.*]]: tensor<*xi32>, %[[C:.*]]: tensor<*xi1>, %[[X:.*]]: tensor<*xindex>)
// CHECK-NEXT: arith.addf %[[A]], %[[B]] : tensor<*xf32>
// CHECK-NEXT: arith.subf %[[A]], %[[B]] fastmath<fast> : tensor<*xf32>
// CHECK-NEXT: arith.negf %[[A]] : tensor<*xf32>
// CHECK-NEXT: arith.maximumf %[[A]], %[[B]] : tensor<*xf32>
// CHECK-NEXT: arith.remf %[[A]], %[[B]] : tensor<*xf32>
// CHECK-NEXT: arith.addi %[[I]], %[[I]] overflow<nsw> : tensor<*xi32>
// CHECK-NEXT: arith.divsi %[[I]], %[[I]] : tensor<*xi32>
// CHECK-NEXT: arith.shli %[[I]], %[[I]] : tensor<*xi32>
// CHECK-NEXT: arith.andi %[[C]], %[[C]] : tensor<*xi1>
// CHECK-NEXT: arith.minui %[[X]], %[[X]] : tensor<*xindex>
func.func @elementwise(%a: tensor<*xf32>, %b: tensor<*xf32>, %i: tensor<*xi32>, %c: tensor<*xi1>, %x: tensor<*xindex>) {
  %0 = arith.addf %a, %b : tensor<*xf32>
  %1 = arith.subf %a, %b fastmath<fast> : tensor<*xf32>
  %2 = arith.negf %a : tensor<*xf32>
  %3 = arith.maximumf %a, %b : tensor<*xf32>
  %4 = arith.remf %a, %b : tensor<*xf32>
  %5 = arith.addi %i, %i overflow<nsw> : tensor<*xi32>
  %6 = arith.divsi %i, %i : tensor<*xi32>
  %7 = arith.shli %i, %i : tensor<*xi32>
  %8 = arith.andi %c, %c : tensor<*xi1>
  %9 = arith.minui %x, %x : tensor<*xindex>
  return
}

// CHECK-LABEL: func.func @compare_select_extended
// CHECK-NEXT: %[[LT:.*]] = arith.cmpf olt, %[[A:.*]], %[[B:.*]] : tensor<*xf32>
// CHECK-NEXT: arith.cmpi slt, %[[I:.*]], %[[I]] : tensor<*xi32>
// CHECK-NEXT: arith.select %[[LT]], %[[A]], %[[B]] : tensor<*xi1>, tensor<*xf32>
// CHECK-NEXT: arith.addui_extended %[[I]], %[[I]] : tensor<*xi32>, tensor<*xi1>
// CHECK-NEXT: arith.mului_extended %[[I]], %[[I]] : tensor<*xi32>
// CHECK-NEXT: arith.mulsi_extended %[[I]], %[[I]] : tensor<*xi32>
func.func @compare_select_extended(%a: tensor<*xf32>, %b: tensor<*xf32>, %i: tensor<*xi32>) {
  %0 = arith.cmpf olt, %a, %b : tensor<*xf32>
  %1 = arith.cmpi slt, %i, %i : tensor<*xi32>
  %2 = arith.select %0, %a, %b : tensor<*xi1>, tensor<*xf32>
  %3:2 = arith.addui_extended %i, %i : tensor<*xi32>, tensor<*xi1>
  %4:2 = arith.mului_extended %i, %i : tensor<*xi32>
  %5:2 = arith.mulsi_extended %i, %i : tensor<*xi32>
  return
}

// CHECK-LABEL: func.func @casts
// CHECK-NEXT: arith.extf %{{.*}} : tensor<*xf16> to tensor<*xf32>
// CHECK-NEXT: arith.truncf %{{.*}} : tensor<*xf32> to tensor<*xf16>
// CHECK-NEXT: arith.sitofp %{{.*}} : tensor<*xi32> to tensor<*xf32>
// CHECK-NEXT: arith.fptosi %{{.*}} : tensor<*xf32> to tensor<*xi32>
// CHECK-NEXT: arith.extsi %{{.*}} : tensor<*xi32> to tensor<*xi64>
// CHECK-NEXT: arith.index_cast %{{.*}} : tensor<*xi32> to tensor<*xindex>
// CHECK-NEXT: arith.index_castui %{{.*}} : tensor<*xindex> to tensor<*xi32>
// CHECK-NEXT: arith.bitcast %{{.*}} : tensor<*xf32> to tensor<*xi32>
func.func @casts(%a: tensor<*xf32>, %h: tensor<*xf16>, %i: tensor<*xi32>, %x: tensor<*xindex>) {
  %0 = arith.extf %h : tensor<*xf16> to tensor<*xf32>
  %1 = arith.truncf %a : tensor<*xf32> to tensor<*xf16>
  %2 = arith.sitofp %i : tensor<*xi32> to tensor<*xf32>
  %3 = arith.fptosi %a : tensor<*xf32> to tensor<*xi32>
  %4 = arith.extsi %i : tensor<*xi32> to tensor<*xi64>
  %5 = arith.index_cast %i : tensor<*xi32> to tensor<*xindex>
  %6 = arith.index_castui %x : tensor<*xindex> to tensor<*xi32>
  %7 = arith.bitcast %a : tensor<*xf32> to tensor<*xi32>
  return
}
