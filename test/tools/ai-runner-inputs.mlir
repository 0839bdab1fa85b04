// ai-runner --inputs is untrusted: a file that is not an .npz of arrays, a damaged one, or one whose
// headers claim more data than it holds is a located error at --inputs (exit 1), never an internal
// error, and nothing is allocated before the header was checked. --interpret takes inputs by the
// rule of compiled code: the exact dtype (an i32 array for an f32 argument is an error, not converted).

// RUN: rm -rf %t && %python %S/Inputs/make_bad_npz.py %t
// RUN: ai-runner %s --interpret --inputs %t/good.npz | FileCheck %s --check-prefix=GOOD
// GOOD: out0 = [2., 4., 6.] : float32[3]
// --inputs with --random-inputs is an error at the latter (which won, and the file went unread, before).
// RUN: not ai-runner %s --interpret --inputs %t/good.npz --random-inputs 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not ai-runner %s --random-inputs --inputs %t/good.npz 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: <command-line>:1:{{[0-9]+}}: error: --random-inputs given with --inputs: give one source of inputs
// BOTH-NOT: out0

// RUN: not ai-runner %s --interpret --inputs %t/one.npy 2>&1 | FileCheck %s --check-prefix=NPY
// NPY: <command-line>:1:{{[0-9]+}}: error: '{{.*}}one.npy' is an .npy file (one array), not an .npz file of arrays arg0, arg1, ... (numpy.savez)
// RUN: not ai-runner %s --interpret --inputs %t/empty.npz 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: <command-line>:1:{{[0-9]+}}: error: inputs file '{{.*}}empty.npz' is empty
// RUN: not ai-runner %s --interpret --inputs %t/truncated.npz 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: <command-line>:1:{{[0-9]+}}: error: '{{.*}}truncated.npz' is not a valid .npz file: File is not a zip file
// RUN: not ai-runner %s --interpret --inputs %t/corrupted.npz 2>&1 | FileCheck %s --check-prefix=CORRUPTED
// CORRUPTED: <command-line>:1:{{[0-9]+}}: error: '{{.*}}corrupted.npz' is not a valid .npz file: Bad CRC-32 for file 'arg0.npy'
// RUN: not ai-runner %s --interpret --inputs %t/text.npz 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: <command-line>:1:{{[0-9]+}}: error: 'arg0' in '{{.*}}text.npz' is not a numpy array (.npy)
// RUN: not ai-runner %s --interpret --inputs %t/objects.npz 2>&1 | FileCheck %s --check-prefix=OBJECTS
// OBJECTS: <command-line>:1:{{[0-9]+}}: error: 'arg0.npy' in '{{.*}}objects.npz' holds Python objects, which are not loaded
// RUN: not ai-runner %s --interpret --inputs %t/huge.npz 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: <command-line>:1:{{[0-9]+}}: error: 'arg0.npy' in '{{.*}}huge.npz' declares shape [100000000000] of float32 (400000000000 bytes), but holds 12 bytes
// RUN: not ai-runner %s --interpret --inputs %t/short.npz 2>&1 | FileCheck %s --check-prefix=SHORT
// SHORT: <command-line>:1:{{[0-9]+}}: error: 'arg0.npy' in '{{.*}}short.npz' declares shape [3] of float32 (12 bytes), but holds 8 bytes
// RUN: not ai-runner %s --interpret --inputs %t/negative.npz 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: <command-line>:1:{{[0-9]+}}: error: 'arg0.npy' in '{{.*}}negative.npz' has a negative size in its shape [-1, -3]
// RUN: not ai-runner %s --interpret --inputs %t/extra.npz 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not ai-runner %s --inputs %t/extra.npz 2>&1 | FileCheck %s --check-prefix=EXTRA
// EXTRA: ai-runner-inputs.mlir:{{[0-9]+}}:1: error: @main takes 1 argument, but '{{.*}}extra.npz' has an array arg1
// A file of positional arrays (numpy.savez(f, x): arr_0, arr_1, ...) gives them in order; checked the same way.
// RUN: ai-runner %s --interpret --inputs %t/positional.npz | FileCheck %s --check-prefix=GOOD
// RUN: ai-runner %s --inputs %t/positional.npz | FileCheck %s --check-prefix=GOOD
// RUN: not ai-runner %s --inputs %t/positional-extra.npz 2>&1 | FileCheck %s --check-prefix=POSITIONAL-EXTRA
// POSITIONAL-EXTRA: ai-runner-inputs.mlir:{{[0-9]+}}:1: error: @main takes 1 argument, but '{{.*}}positional-extra.npz' has an array arr_1
// RUN: not ai-runner %s --interpret --inputs %t/cut-header.npz 2>&1 | FileCheck %s --check-prefix=CUT-HEADER
// RUN: not ai-runner %s --inputs %t/cut-header.npz 2>&1 | FileCheck %s --check-prefix=CUT-HEADER
// CUT-HEADER: <command-line>:1:{{[0-9]+}}: error: '{{.*}}cut-header.npz' is not a valid .npz file: an array's .npy header does not parse
// RUN: not ai-runner %s --interpret --inputs %t/lying.npz 2>&1 | FileCheck %s --check-prefix=LYING
// LYING: <command-line>:1:{{[0-9]+}}: error: 'arg0.npy' in '{{.*}}lying.npz' claims 4000000128 bytes, more than the file can hold
// RUN: not ai-runner %s --interpret --inputs %t 2>&1 | FileCheck %s --check-prefix=FOLDER
// FOLDER: <command-line>:1:{{[0-9]+}}: error: could not read inputs '{{.*}}': Is a directory

// The same rule for the interpreter and for compiled code, checked on the header before the data is read.
// RUN: not ai-runner %s --interpret --inputs %t/i32.npz 2>&1 | FileCheck %s --check-prefix=DTYPE
// RUN: not ai-runner %s --inputs %t/i32.npz 2>&1 | FileCheck %s --check-prefix=DTYPE
// DTYPE: ai-runner-inputs.mlir:[[# @LINE + 4]]:1: error: argument #0 of @main must have dtype float32, but the input has dtype int32
// RUN: not ai-runner %s --interpret --entry fixed --inputs %t/huge.npz 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: ai-runner-inputs.mlir:[[# @LINE + 7]]:1: error: argument #0 of @fixed must have shape [3], but the input has shape [100000000000]

func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.add %a, %a : tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

func.func @fixed(%a: tensor<3xf32>) -> tensor<3xf32> {
  func.return %a : tensor<3xf32>
}
