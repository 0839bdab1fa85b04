// --mlir-print-value-users prints mlir-opt 22's comments on who uses each value: after each op `// users: ...`
// (each result's users, latest use first, in parentheses for several results), `// user: %N` (one result used by
// one op with at most one result), `// unused`, or `// id: %N` for an op without results that has operands; at
// the top of each block `// %arg0 is used by ...` for each argument. Ops without results take numbers, as
// upstream's (in the generic form the printed op too). Output identical to mlir-opt 22's for this file.
// RUN: not ai-opt %s --allow-unregistered-dialect --mlir-print-value-users --split-input-file 2>/dev/null | FileCheck %s
// RUN: not ai-opt %s --allow-unregistered-dialect --mlir-print-value-users --mlir-print-op-generic --split-input-file 2>/dev/null | FileCheck %s --check-prefix=GENERIC
// RUN: not ai-opt %s --allow-unregistered-dialect --mlir-print-value-users --split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=NOTE

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:    // %arg0 is used by %2
// CHECK-NEXT:    // %arg1 is unused
// CHECK-NEXT:    %2 = arith.addi %arg0, %arg0 : i32 // users: %4, %3#0, %3#1
// CHECK-NEXT:    %3:2 = "test.pair"(%2) : (i32) -> (i32, i32) // users: (%7), (%4)
// CHECK-NEXT:    %4 = arith.muli %2, %3#1 : i32 // users: %8, %5
// CHECK-NEXT:    cf.br ^bb1(%4 : i32) // id: %5
// CHECK-NEXT:  ^bb1(%6: i32):  // pred: ^bb0
// CHECK-NEXT:    // %6 is used by %8, %7
// CHECK-NEXT:    "test.use"(%6, %3#0) : (i32, i32) -> () // id: %7
// CHECK-NEXT:    return %4, %6 : i32, i32 // id: %8
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:    // %arg0 is used by %2
// CHECK-NEXT:    %2 = arith.addi %arg0, %arg0 : i32 // user: %3
// CHECK-NEXT:    return %2 : i32 // id: %3
// CHECK-NEXT:  }
// CHECK-NEXT: {{^}}}

// GENERIC:      "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg1: i32, %arg2: i32):
// GENERIC-NEXT:   // %arg1 is used by %5
// GENERIC-NEXT:   // %arg2 is unused
// GENERIC-NEXT:   %5 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // users: %7, %6#0, %6#1
// GENERIC-NEXT:   %6:2 = "test.pair"(%5) : (i32) -> (i32, i32) // users: (%10), (%7)
// GENERIC:        "cf.br"(%7)[^bb1] : (i32) -> () // id: %8
// GENERIC-NEXT: ^bb1(%9: i32):  // pred: ^bb0
// GENERIC-NEXT:   // %9 is used by %11, %10
// GENERIC:      "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT:   // %arg0 is used by %3
// GENERIC-NEXT:   %3 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 // user: %4
// GENERIC-NEXT:   "func.return"(%3) : (i32) -> () // id: %4

// The op in a diagnostic's note has the comments too.
// NOTE: note: see current operation: "func.return"(%1) : (i64) -> () // id: %2

func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %a : i32
  %1:2 = "test.pair"(%0) : (i32) -> (i32, i32)
  %2 = arith.muli %0, %1#1 : i32
  cf.br ^bb1(%2 : i32)
^bb1(%x: i32):
  "test.use"(%x, %1#0) : (i32, i32) -> ()
  return %2, %x : i32, i32
}
func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @h() -> i32 {
  %0 = arith.constant 1 : i64
  return %0 : i64
}
