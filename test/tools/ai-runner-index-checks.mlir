// Index operands that break the StableHLO spec's rules are located run-time errors (exit status 1),
// compiled and interpreted alike. Before the checks, a stride of 0 killed ai-runner with SIGFPE, a
// negative interior padding gave wrong numbers and a reshape to more elements read past the operand.

// RUN: %python -c "import numpy as np; np.savez('%t.slice.npz', arg0=np.arange(8, dtype=np.float32), arg1=np.array([0]), arg2=np.array([4]), arg3=np.array([0]))"
// RUN: %python -c "import numpy as np; np.savez('%t.slice-good.npz', arg0=np.arange(8, dtype=np.float32), arg1=np.array([1]), arg2=np.array([8]), arg3=np.array([3]))"
// RUN: not ai-runner %s --entry slice --inputs %t.slice.npz 2>&1 | FileCheck %s --check-prefix=SLICE
// RUN: not ai-runner %s --entry slice --inputs %t.slice.npz --interpret 2>&1 | FileCheck %s --check-prefix=SLICE-INTERPRETED
// RUN: ai-runner %s --entry slice --inputs %t.slice-good.npz | FileCheck %s --check-prefix=SLICE-GOOD
// RUN: ai-runner %s --entry slice --inputs %t.slice-good.npz --interpret | FileCheck %s --check-prefix=SLICE-GOOD

// SLICE: ai-runner-index-checks.mlir:[[# @LINE + 6]]:8: error: 'mhlo.real_dynamic_slice' op stride 0 is not positive
// SLICE-NOT: internal error
// SLICE-INTERPRETED: ai-runner-index-checks.mlir:[[# @LINE + 4]]:8: error: 'stablehlo.real_dynamic_slice' op stride 0 is not positive
// SLICE-INTERPRETED-NOT: internal error
// SLICE-GOOD: out0 = [1., 4., 7.] : float32[3]
func.func @slice(%a: tensor<?xf32>, %s: tensor<1xi64>, %l: tensor<1xi64>, %t: tensor<1xi64>) -> tensor<?xf32> {
  %r = stablehlo.real_dynamic_slice %a, %s, %l, %t : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// RUN: %python -c "import numpy as np; np.savez('%t.pad.npz', arg0=np.arange(4, dtype=np.float32), arg1=np.array([1]), arg2=np.array([2]), arg3=np.array([-1]))"
// RUN: not ai-runner %s --entry pad --inputs %t.pad.npz 2>&1 | FileCheck %s --check-prefix=PAD
// RUN: not ai-runner %s --entry pad --inputs %t.pad.npz --interpret 2>&1 | FileCheck %s --check-prefix=PAD-INTERPRETED

// PAD: ai-runner-index-checks.mlir:[[# @LINE + 5]]:8: error: 'mhlo.dynamic_pad' op interior padding 0 is negative
// PAD-NOT: out0
// PAD-INTERPRETED: ai-runner-index-checks.mlir:[[# @LINE + 3]]:8: error: 'stablehlo.dynamic_pad' op interior padding 0 is negative
func.func @pad(%a: tensor<?xf32>, %lo: tensor<1xi64>, %hi: tensor<1xi64>, %in: tensor<1xi64>) -> tensor<?xf32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.dynamic_pad %a, %z, %lo, %hi, %in : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// RUN: %python -c "import numpy as np; np.savez('%t.reshape.npz', arg0=np.arange(6, dtype=np.float32), arg1=np.array([4, 3]))"
// RUN: not ai-runner %s --entry reshape --inputs %t.reshape.npz 2>&1 | FileCheck %s --check-prefix=RESHAPE
// RUN: not ai-runner %s --entry reshape --inputs %t.reshape.npz --interpret 2>&1 | FileCheck %s --check-prefix=RESHAPE-INTERPRETED

// RESHAPE: ai-runner-index-checks.mlir:[[# @LINE + 4]]:8: error: 'mhlo.dynamic_reshape' op output shape has a different number of elements than operand #0
// RESHAPE-INTERPRETED: ai-runner-index-checks.mlir:[[# @LINE + 3]]:8: error: 'stablehlo.dynamic_reshape' op output shape has a different number of elements than operand #0
// RESHAPE-INTERPRETED-NOT: Traceback
func.func @reshape(%a: tensor<?xf32>, %s: tensor<2xi64>) -> tensor<?x?xf32> {
  %r = stablehlo.dynamic_reshape %a, %s : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
