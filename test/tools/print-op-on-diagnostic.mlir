// --mlir-print-op-on-diagnostic (default true, off under --verify-diagnostics): a diagnostic emitted on an op is
// followed by a note with the op in the generic form, in local scope, as mlir-opt 22 prints it. The note is at
// the op's location, so its line is not quoted again; an op that takes several lines starts on its own line.
// RUN: not ai-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not ai-opt %s --split-input-file --mlir-print-debuginfo 2>&1 | FileCheck %s --check-prefix=DEBUG
// RUN: not ai-opt %s --split-input-file --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: not ai-opt %s --mlir-print-op-on-diagnostic=maybe 2>&1 | FileCheck %s --check-prefix=BAD

// Values are numbered as in the function (generic numbering); dense elements of more than 16 elements are elided.
// CHECK:      :[[# @LINE + 9]]:3: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f
// CHECK-NEXT:   return %0 : i64
// CHECK-NEXT:   ^
// CHECK-NEXT: :[[# @LINE + 6]]:3: note: see current operation: "func.return"(%2) : (i64) -> (){{$}}
// CHECK-NEXT: :[[# @LINE + 13]]:8: error: 'arith.constant' op failed to verify that all of {value, result} have same type
func.func @f() -> i32 {
  %c = arith.constant dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]> : tensor<16xi32>
  %d = arith.constant dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]> : tensor<17xi32>
  %0 = arith.constant 1 : i64
  return %0 : i64
}

// -----

// CHECK:      :[[# @LINE + 3]]:8: note: see current operation: %0 = "arith.constant"() <{value = dense_resource<__elided__> : tensor<17xi32>}> : () -> tensor<17xi64>
// DEBUG:      note: see current operation: %0 = "arith.constant"() <{value = dense_resource<__elided__> : tensor<17xi32>}> : () -> tensor<17xi64> loc("{{.*}}print-op-on-diagnostic.mlir":[[# @LINE + 2]]:8)
func.func @g() {
  %d = "arith.constant"() <{value = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17]> : tensor<17xi32>}> : () -> tensor<17xi64>
  return
}

// -----

// An op with regions: printed whole, from the next line; other notes follow it.
// CHECK:      :[[# @LINE + 13]]:1: error: redefinition of symbol named 'h'
// CHECK-NEXT: func.func @h() {
// CHECK-NEXT: ^
// CHECK-NEXT: :[[# @LINE + 10]]:1: note: see current operation: {{$}}
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
// CHECK-NEXT:   "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: :[[# @LINE + 3]]:1: note: see existing symbol definition here
// CHECK-NEXT: func.func @h() {
// CHECK-NEXT: ^
func.func @h() {
  return
}
func.func @h() {
  return
}

// -----

// A diagnostic at a location, not on an op, has no such note.
// CHECK:      error: empty block: expect at least a terminator
// CHECK-NOT:  see current operation
// CHECK:      error: custom op 'bogus' is unknown
func.func @k() {
^bb0:
}

// -----

// Nor has a parse error.
// CHECK-NOT: see current operation
func.func @p() {
  bogus
}

// OFF-NOT: see current operation
// OFF: error: type of return operand 0
// OFF: error: redefinition of symbol named 'h'
// OFF-NEXT: func.func @h() {
// OFF-NEXT: ^
// OFF-NEXT: note: see existing symbol definition here

// BAD: <command-line>:1:{{[0-9]+}}: error: invalid value 'maybe' for '--mlir-print-op-on-diagnostic': expected true or false
