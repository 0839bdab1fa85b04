// Builtin sparse elements attributes (`sparse<indices, values> : type`, upstream's SparseElementsAttr)
// round-trip in upstream's printed form, custom and generic: indices that are all one value print as
// that value (a splat), as do values; nothing is listed in `sparse<>`; more than 100 values print in hex.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --mlir-elide-elementsattrs-if-larger=2 | FileCheck %s --check-prefix=ELIDE

// CHECK-LABEL: func.func @forms
// CHECK-NEXT: arith.constant sparse<[[0, 0, 0], [1, 1, 1]], [-5.000000e+00, -2.000000e+00]> : tensor<4x4x4xf16>
// CHECK-NEXT: arith.constant sparse<1, -2.000000e+00> : tensor<2x2x2xf16>
// CHECK-NEXT: arith.constant sparse<1, 5> : tensor<2x2xi32>
// CHECK-NEXT: arith.constant sparse<[0, 3], [1.500000e+00, 2.500000e+00]> : tensor<4xf32>
// CHECK-NEXT: arith.constant sparse<> : tensor<3xf32>
// CHECK-NEXT: arith.constant sparse<[[0, 1], [1, 0]], 7> : vector<2x2xi8>
// CHECK-NEXT: arith.constant sparse<[[0], [1]], [(1.000000e+00,2.000000e+00), (0.000000e+00,-1.000000e+00)]> : tensor<2xcomplex<f32>>
// CHECK-NEXT: arith.constant sparse<0, 0x7FC00000> : tensor<1x1xf32>
// CHECK-NEXT: arith.constant sparse<0, 1.000000e+00> : tensor<2x2xf32>
// GENERIC-LABEL: "func.func"
// GENERIC-SAME: sym_name = "forms"
// GENERIC-NEXT: "arith.constant"() <{value = sparse<[[0, 0, 0], [1, 1, 1]], [-5.000000e+00, -2.000000e+00]> : tensor<4x4x4xf16>}> : () -> tensor<4x4x4xf16>
// GENERIC-NEXT: "arith.constant"() <{value = sparse<1, -2.000000e+00> : tensor<2x2x2xf16>}> : () -> tensor<2x2x2xf16>
// ELIDE-LABEL: func.func @forms
// ELIDE-NEXT: arith.constant dense_resource<__elided__> : tensor<4x4x4xf16>
// ELIDE-NEXT: arith.constant sparse<1, -2.000000e+00> : tensor<2x2x2xf16>
// ELIDE-NEXT: arith.constant sparse<1, 5> : tensor<2x2xi32>
// ELIDE-NEXT: arith.constant sparse<[0, 3], [1.500000e+00, 2.500000e+00]> : tensor<4xf32>
func.func @forms() {
  %0 = arith.constant sparse<[[0, 0, 0], [1, 1, 1]],  [-5.0, -2.0]> : tensor<4x4x4xf16>
  %1 = arith.constant sparse<[[1, 1, 1]],  [-2.0]> : tensor<2x2x2xf16>
  %2 = arith.constant sparse<1, 5> : tensor<2x2xi32>
  %3 = arith.constant sparse<[0, 3], [1.5, 2.5]> : tensor<4xf32>
  %4 = arith.constant sparse<> : tensor<3xf32>
  %5 = arith.constant sparse<[[0, 1], [1, 0]], 7> : vector<2x2xi8>
  %6 = arith.constant sparse<[[0], [1]], [(1.0, 2.0), (0.0, -1.0)]> : tensor<2xcomplex<f32>>
  %7 = arith.constant sparse<0, 0x7FC00000> : tensor<1x1xf32>
  %8 = arith.constant sparse<[[0, 0]], "0x0000803F"> : tensor<2x2xf32>
  return
}

// CHECK-LABEL: func.func @many_values
// CHECK-NEXT: arith.constant sparse<{{\[}}[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15], [16], [17], [18], [19], [20], [21], [22], [23], [24], [25], [26], [27], [28], [29], [30], [31], [32], [33], [34], [35], [36], [37], [38], [39], [40], [41], [42], [43], [44], [45], [46], [47], [48], [49], [50], [51], [52], [53], [54], [55], [56], [57], [58], [59], [60], [61], [62], [63], [64], [65], [66], [67], [68], [69], [70], [71], [72], [73], [74], [75], [76], [77], [78], [79], [80], [81], [82], [83], [84], [85], [86], [87], [88], [89], [90], [91], [92], [93], [94], [95], [96], [97], [98], [99], [100]], "0x000000000100000002000000030000000400000005000000060000000700000008000000090000000A0000000B0000000C0000000D0000000E0000000F000000100000001100000012000000130000001400000015000000160000001700000018000000190000001A0000001B0000001C0000001D0000001E0000001F000000200000002100000022000000230000002400000025000000260000002700000028000000290000002A0000002B0000002C0000002D0000002E0000002F000000300000003100000032000000330000003400000035000000360000003700000038000000390000003A0000003B0000003C0000003D0000003E0000003F000000400000004100000042000000430000004400000045000000460000004700000048000000490000004A0000004B0000004C0000004D0000004E0000004F000000500000005100000052000000530000005400000055000000560000005700000058000000590000005A0000005B0000005C0000005D0000005E0000005F0000006000000061000000620000006300000064000000"> : tensor<128xi32>
func.func @many_values() {
  %0 = arith.constant sparse<[[0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12], [13], [14], [15], [16], [17], [18], [19], [20], [21], [22], [23], [24], [25], [26], [27], [28], [29], [30], [31], [32], [33], [34], [35], [36], [37], [38], [39], [40], [41], [42], [43], [44], [45], [46], [47], [48], [49], [50], [51], [52], [53], [54], [55], [56], [57], [58], [59], [60], [61], [62], [63], [64], [65], [66], [67], [68], [69], [70], [71], [72], [73], [74], [75], [76], [77], [78], [79], [80], [81], [82], [83], [84], [85], [86], [87], [88], [89], [90], [91], [92], [93], [94], [95], [96], [97], [98], [99], [100]], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<128xi32>
  return
}

// Upstream's mhlo.constant and stablehlo.constant take any elements attribute.
// CHECK-LABEL: func.func @hlo_constants
// CHECK-NEXT: stablehlo.constant sparse<[[0, 1], [1, 0]], [1.500000e+00, -2.000000e+00]> : tensor<2x2xf32>
// CHECK-NEXT: mhlo.constant sparse<1, 3> : tensor<2x2xi32>
func.func @hlo_constants() -> (tensor<2x2xf32>, tensor<2x2xi32>) {
  %0 = stablehlo.constant sparse<[[0, 1], [1, 0]], [1.5, -2.0]> : tensor<2x2xf32>
  %1 = mhlo.constant sparse<[[1, 1]], [3]> : tensor<2x2xi32>
  return %0, %1 : tensor<2x2xf32>, tensor<2x2xi32>
}
