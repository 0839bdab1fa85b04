// A string initializer of llvm.mlir.global is an i8 array of its length in bytes (upstream's verifier); its
// bytes translate as they are, also where they are no UTF-8 ("\FF", read as bytes). Before, a string of
// the wrong length or type translated to IR that LLVM refused, and a "\C3\A9" or "\FF" value had 'no LLVM IR
// equivalent'.

// RUN: ai-translate --mlir-to-llvmir %S/Inputs/mlir-to-llvmir-string-globals.mlir | FileCheck %s
// CHECK: @utf8 = internal constant [2 x i8] c"\C3\A9"
// CHECK: @escaped = internal constant [2 x i8] c"\C3\A9"
// CHECK: @bytes = internal constant [3 x i8] c"\FF\00a"

// RUN: ai-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @short("abc") : !llvm.array<2 x i8>

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @wide("abcd") : !llvm.array<1 x i32>

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @bytes("\FF") : i8
