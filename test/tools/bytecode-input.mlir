// MLIR bytecode (its magic number 'ML\xefR' first) is read wherever a file or stdin is read, as upstream's
// tools detect it: ai-opt, ai-translate and ai-runner read what `ai-opt --emit-bytecode` writes
// (`--split-input-file` takes the whole file as one chunk, as mlir-opt, whose split finds no marker in it).

// RUN: ai-opt %s --emit-bytecode -o %t.mlirbc
// RUN: ai-opt %t.mlirbc | FileCheck %s
// RUN: ai-opt < %t.mlirbc | FileCheck %s
// RUN: ai-opt %t.mlirbc --split-input-file | FileCheck %s
// RUN: ai-opt %t.mlirbc --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s --check-prefix=LOC
// RUN: ai-opt %s --convert-arith-to-llvm --convert-func-to-llvm --emit-bytecode | ai-translate --mlir-to-llvmir \
// RUN:   | FileCheck %s --check-prefix=TRANSLATE
// RUN: ai-runner %t.mlirbc --interpret | FileCheck %s --check-prefix=RUNNER

// A truncated or malformed file is an error at the file (line 0, as mlir-opt's), with the producer noted
// once the header is read.
// RUN: printf 'ML\357R\005func.func @main() {\n  return\n}\n' > %t.bad.mlirbc
// RUN: not ai-opt %t.bad.mlirbc 2>&1 | FileCheck %s --check-prefix=NO-PRODUCER
// RUN: head -c 40 %t.mlirbc > %t.cut.mlirbc
// RUN: not ai-opt %t.cut.mlirbc 2>&1 | FileCheck %s --check-prefix=CUT
// RUN: not ai-translate %t.cut.mlirbc --mlir-to-llvmir 2>&1 | FileCheck %s --check-prefix=CUT
// RUN: printf 'ML\357R\017x\000' > %t.new.mlirbc
// RUN: not ai-opt %t.new.mlirbc 2>&1 | FileCheck %s --check-prefix=NEWER

// CHECK-LABEL: func.func @main() -> i32
// CHECK: %[[C:.*]] = arith.constant 42 : i32
// CHECK: return %[[C]] : i32
// LOC: arith.constant 42 : i32 loc("{{.*}}bytecode-input.mlir":{{[0-9]+}}:8)
// TRANSLATE: define i32 @main()
// TRANSLATE: ret i32 42
// RUNNER: out0 = 42
// NO-PRODUCER: .bad.mlirbc:0:0: error: malformed null-terminated string, no null character found
// NO-PRODUCER-NOT: note:
// CUT: .cut.mlirbc:0:0: error: attempting to parse {{[0-9]+}} bytes when only {{[0-9]+}} remain
// CUT: .cut.mlirbc:0:0: note: in bytecode version 6 produced by: MLIR22.1.8
// NEWER: .new.mlirbc:0:0: error: bytecode version 7 is newer than the current version 6

func.func @main() -> i32 {
  %0 = arith.constant 42 : i32
  return %0 : i32
}
