// A file already in the llvm dialect runs as it is; its entry takes scalars.
// RUN: %python -c "import numpy as np; np.savez('%t.npz', arg0=np.float64(2.5), arg1=np.int32(-3))"
// RUN: ai-runner %s --inputs %t.npz | FileCheck %s

// CHECK: out0 = -7.5 : float64[]
llvm.func @main(%x: f64, %n: i32) -> f64 {
  %0 = llvm.sitofp %n : i32 to f64
  %1 = llvm.fmul %x, %0 : f64
  llvm.return %1 : f64
}
