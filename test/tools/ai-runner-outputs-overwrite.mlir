// ai-runner --outputs may name neither the program nor the --inputs file: the results would replace it. The
// error is at the flag's value, before anything runs, and both files are left as they were (compiled and
// interpreted, through a link and a `./` path too).

// RUN: rm -rf %t && mkdir %t && cp %s %t/prog.mlir && ln -s prog.mlir %t/link.mlir
// RUN: %python -c "import numpy as np; np.savez('%t/in.npz', arg0=np.ones(3, np.float32))"
// RUN: cp %t/in.npz %t/in.saved.npz
// RUN: not ai-runner %t/prog.mlir --random-inputs --outputs %t/prog.mlir 2>&1 | FileCheck %s --check-prefix=PROGRAM
// RUN: not ai-runner %t/prog.mlir --interpret --random-inputs --outputs=%t/link.mlir 2>&1 | FileCheck %s --check-prefix=LINK
// RUN: not ai-runner %t/prog.mlir --inputs %t/in.npz --outputs %t/./in.npz 2>&1 | FileCheck %s --check-prefix=INPUTS
// RUN: not ai-runner %t/prog.mlir --interpret --inputs %t/in.npz --outputs %t/in.npz 2>&1 | FileCheck %s --check-prefix=INPUTS
// RUN: diff %s %t/prog.mlir
// RUN: cmp %t/in.npz %t/in.saved.npz
// Another file is written as before.
// RUN: ai-runner %t/prog.mlir --inputs %t/in.npz --outputs %t/out.npz
// RUN: %python -c "import numpy as np; print(np.load('%t/out.npz')['out0'].tolist())" | FileCheck %s --check-prefix=OUT

// PROGRAM: <command-line>:1:{{[0-9]+}}: error: output file '{{.*}}prog.mlir' is the input file: the results would replace it
// LINK: <command-line>:1:{{[0-9]+}}: error: output file '{{.*}}link.mlir' is the input file: the results would replace it
// INPUTS: <command-line>:1:{{[0-9]+}}: error: output file '{{.*}}in.npz' is the --inputs file: the results would replace it
// OUT: [2.0, 2.0, 2.0]

func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.add %a, %a : tensor<3xf32>
  return %0 : tensor<3xf32>
}
