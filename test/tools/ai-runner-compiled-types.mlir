// Compiled code takes and returns bf16 tensors (float32 arrays in numpy,
// 2-byte elements in memory, rounded to nearest even) and unsigned ones, and
// returns a buffer cloned by buffer deallocation (an mhlo.case branch that
// returns its operand).

// RUN: %python -c "import numpy as np; np.savez('%t.npz', arg0=np.array([1.0, 3.0, -2.5], np.float32), arg1=np.array([0.00390625, 1.0, 0.25], np.float32), arg2=np.array([7, 200], np.uint8), arg3=np.array([3, 3], np.uint8), arg4=np.array(5, np.int32))" 
// RUN: ai-runner %s --inputs %t.npz | FileCheck %s

// 1 + 2^-8 is halfway between two bf16 values: it rounds to even (1.0).
// CHECK:      out0 = [ 1.  ,  4.  , -2.25] : float32[3]
// 200 / 3 as an unsigned byte (as a signed one it would be -18).
// CHECK-NEXT: out1 = [ 2, 66] : uint8[2]
// CHECK-NEXT: out2 = [ 1. ,  3. , -2.5] : float32[3]

func.func @main(%a: tensor<3xbf16>, %b: tensor<3xbf16>, %u: tensor<2xui8>, %three: tensor<2xui8>, %i: tensor<i32>)
    -> (tensor<3xbf16>, tensor<2xui8>, tensor<3xbf16>) {
  %sum = mhlo.add %a, %b : tensor<3xbf16>
  %quotient = mhlo.divide %u, %three : tensor<2xui8>
  %same = "mhlo.case"(%i) ({
    %n = mhlo.negate %a : tensor<3xbf16>
    "mhlo.return"(%n) : (tensor<3xbf16>) -> ()
  }, {
    "mhlo.return"(%a) : (tensor<3xbf16>) -> ()
  }) : (tensor<i32>) -> tensor<3xbf16>
  func.return %sum, %quotient, %same : tensor<3xbf16>, tensor<2xui8>, tensor<3xbf16>
}
