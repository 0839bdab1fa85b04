// Ops without an LLVM IR equivalent are errors at the op, with exit status 1.
// RUN: not ai-translate --mlir-to-llvmir %s 2>&1 | FileCheck %s
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-func.mlir 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-cast.mlir 2>&1 | FileCheck %s --check-prefix=CAST
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-complex.mlir 2>&1 | FileCheck %s --check-prefix=COMPLEX
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-i0.mlir 2>&1 | FileCheck %s --check-prefix=I0
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-wide-int.mlir 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: not ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-nvvm-sreg-type.mlir 2>&1 | FileCheck %s --check-prefix=SREG

// CHECK: mlir-to-llvmir-errors.mlir:[[# @LINE + 5]]:8: error: 'arith.addf' op cannot be translated to LLVM IR
// As mlir-translate's (printOpOnDiagnostic), the op follows in the generic form.
// CHECK: mlir-to-llvmir-errors.mlir:[[# @LINE + 3]]:8: note: see current operation: %0 = "arith.addf"(%arg0, %arg0)
// CHECK-NOT: error:
llvm.func @not_lowered(%x: f32) -> f32 {
  %0 = arith.addf %x, %x : f32
  llvm.return %0 : f32
}

// FUNC: mlir-to-llvmir-func.mlir:2:1: error: 'func.func' op cannot be translated to LLVM IR (expected llvm.func or llvm.mlir.global)
// CAST: mlir-to-llvmir-cast.mlir:3:8: error: 'builtin.unrealized_conversion_cast' op cannot be translated to LLVM IR (run reconcile-unrealized-casts first)
// COMPLEX: mlir-to-llvmir-complex.mlir:2:1: error: 'llvm.mlir.global' op expected struct type to be a complex number
// LLVM has no i0 (the IR was written, and llvmlite's parser refused it: 'bitwidth for integer type out of range').
// I0: mlir-to-llvmir-i0.mlir:1:1: error: 'llvm.func' op has type i0, which has no LLVM IR equivalent
// Nor wider integers than 2^23 bits, which MLIR takes up to 2^24 - 1 (llvmlite: 'LLVM IR parsing error').
// WIDE: mlir-to-llvmir-wide-int.mlir:1:1: error: 'llvm.func' op has type i8388609, which has no LLVM IR equivalent
// A special register read as another integer than its intrinsic returns (LLVM: 'Intrinsic has incorrect return type').
// SREG: mlir-to-llvmir-nvvm-sreg-type.mlir:2:8: error: 'nvvm.read.ptx.sreg.cluster.nctaid.x' op result type i8 is not the i32 that LLVM's intrinsic returns
