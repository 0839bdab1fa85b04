// RUN: not ai-opt %s --split-input-file 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// A failing chunk does not stop the others; their outputs are joined by the split marker line.

// CHECK-LABEL: func.func @first
func.func @first() {
  func.return
}

// -----

// ERR: split-input-file.mlir:[[# @LINE + 2]]:3: error: type of return operand 0
func.func @broken(%a: i32) -> i64 {
  func.return %a : i32
}

// -----

// CHECK: // -----
// CHECK-LABEL: func.func @third
func.func @third() {
  func.return
}
