// ai-translate --hlo-text-to-mhlo: complex literals, tuple-shaped constants (a tuple of constants) and
// bounded dynamic dimensions `f32[<=8]`, which become `?` (our tensor types carry no bounds).

// RUN: ai-translate --hlo-text-to-mhlo %S/Inputs/hlo/constants.hlo | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-SAME: (%[[X:.*]]: tensor<?xf32>)
// CHECK: %[[C:.*]] = mhlo.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.500000e+00)]> : tensor<2xcomplex<f32>>
// CHECK: %[[F:.*]] = mhlo.constant dense<1.500000e+00> : tensor<f32>
// CHECK: %[[I:.*]] = mhlo.constant dense<[2, 3]> : tensor<2xi32>
// CHECK: %[[P:.*]] = mhlo.constant dense<true> : tensor<i1>
// CHECK: %[[Y:.*]] = mhlo.negate %[[X]] : tensor<?xf32>
// The nested tuple root of the entry becomes its leaves, in order.
// CHECK-NOT: mhlo.tuple
// CHECK: return %[[C]], %[[F]], %[[I]], %[[P]], %[[Y]]
