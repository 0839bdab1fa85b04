// ai-runner --interpret: inputs from an .npz (arg0, arg1, ...), outputs printed or saved (out0, ...).

// RUN: %python -c "import numpy as np; np.savez('%t.in.npz', arg0=np.array([1.0, -2.0, 3.5], np.float32), arg1=np.array([0.5, 0.5, 0.5], np.float32))"
// RUN: ai-runner %s --interpret --inputs %t.in.npz | FileCheck %s
// RUN: ai-runner %s --interpret --entry main --inputs %t.in.npz --outputs %t.out.npz
// RUN: %python -c "import numpy as np; r = np.load('%t.out.npz'); print(r['out0'].tolist(), r['out1'].tolist())" | FileCheck %s --check-prefix=SAVED
// RUN: ai-runner %s --interpret --random-inputs --seed 3 | FileCheck %s --check-prefix=RANDOM

// Errors are located diagnostics with exit status 1.
// RUN: not ai-runner %s --interpret 2>&1 | FileCheck %s --check-prefix=NO-INPUTS
// RUN: not ai-runner %s --interpret --entry nope --random-inputs 2>&1 | FileCheck %s --check-prefix=NO-ENTRY
// RUN: not ai-runner %s --entry=nope --random-inputs 2>&1 | FileCheck %s --check-prefix=NO-ENTRY
// A missing entry is reported at the module: the implicit one is at line 0, column 0 of the file (as upstream).
// RUN: not ai-runner %S/Inputs/no-main.mlir --random-inputs 2>&1 | FileCheck %s --check-prefix=NO-MAIN
// RUN: not ai-runner %S/Inputs/no-main.mlir --interpret --random-inputs 2>&1 | FileCheck %s --check-prefix=NO-MAIN
// RUN: not ai-runner %S/Inputs/no-main-explicit-module.mlir --random-inputs 2>&1 | FileCheck %s --check-prefix=NO-MAIN-MODULE
// RUN: not ai-runner %S/Inputs/no-main-explicit-module.mlir --interpret --random-inputs 2>&1 | FileCheck %s --check-prefix=NO-MAIN-MODULE
// RUN: %python -c "import numpy as np; np.savez('%t.bad.npz', arg0=np.zeros((2, 2), np.float32), arg1=np.zeros(3, np.float32))"
// RUN: not ai-runner %s --interpret --inputs %t.bad.npz 2>&1 | FileCheck %s --check-prefix=BAD-SHAPE
// RUN: not ai-runner %s --interpret --inputs %t.missing.npz 2>&1 | FileCheck %s --check-prefix=MISSING
// More replicas x partitions than run as threads are refused before any runs (10**20 replicas hung making them).
// RUN: not ai-runner %s --interpret --random-inputs --num-replicas=33 --num-partitions=32 2>&1 | FileCheck %s --check-prefix=THREADS
// Without --interpret the file is compiled (test/tools/ai-runner-compiled*.mlir); a bad --pipeline is an error at
// the flag (it had no location).
// RUN: not ai-runner %s --random-inputs --pipeline=no-such-pass 2>&1 | FileCheck %s --check-prefix=COMPILE

// CHECK: out0 = [ 1.5, -1.5,  4. ] : float32[3]
// CHECK-NEXT: out1 = [ 0.5 , -1.  ,  1.75] : float32[3]
// SAVED: [1.5, -1.5, 4.0] [0.5, -1.0, 1.75]
// RANDOM: out0 = {{.*}} : float32[3]
// NO-INPUTS: ai-runner.mlir:[[# @LINE + 9]]:1: error: @main takes 2 arguments: give --inputs or --random-inputs
// NO-ENTRY: ai-runner.mlir:0:0: error: no function named '@nope' in the module; its functions: @main{{$}}
// NO-MAIN: no-main.mlir:0:0: error: no function named '@main' in the module; its functions: @other{{$}}
// NO-MAIN-MODULE: no-main-explicit-module.mlir:2:1: error: no function named '@main' in the module; its functions: @other{{$}}
// BAD-SHAPE: ai-runner.mlir:[[# @LINE + 5]]:1: error: argument #0 of @main must have shape [3], but the input has shape [2, 2]
// MISSING: <command-line>:1:{{[0-9]+}}: error: could not read inputs '{{.*}}missing.npz'
// THREADS: <command-line>:1:{{[0-9]+}}: error: 33 replica(s) x 32 partition(s) are more than the 1024 processes run as threads (run them with --mpi)
// COMPILE: <command-line>:1:{{[0-9]+}}: error: invalid pipeline 'no-such-pass': 'no-such-pass' does not refer to a registered pass or pass pipeline

func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = stablehlo.add %a, %b : tensor<3xf32>
  %1 = stablehlo.multiply %a, %b : tensor<3xf32>
  func.return %0, %1 : tensor<3xf32>, tensor<3xf32>
}

// A valid op the interpreter cannot evaluate (numpy has no complex remainder) is reported at the op.
// RUN: not ai-runner %S/Inputs/complex-remainder.mlir --interpret --random-inputs 2>&1 | FileCheck %s --check-prefix=NO-LOOP
// NO-LOOP: complex-remainder.mlir:2:8: error: 'stablehlo.remainder' op is not supported by the reference interpreter
