// --mlir-print-ir-tree-dir=DIR writes the IR dumps of the --mlir-print-ir-* flags into files, named as mlir-opt
// 22 names them: a folder for each op from the root to the op the pass ran on (name with '_' for '.', then its
// symbol or no-symbol-name) and a file '<dump count of each of those ops>_<pass flag>.mlir' (the files and their
// bytes are mlir-opt's for this input and pipeline). Nothing is printed to stderr.
// RUN: rm -rf %t && ai-opt %s --mlir-print-ir-tree-dir=%t --mlir-print-ir-after-all --mlir-print-ir-before=cse --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce,cse)' -o /dev/null 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: FileCheck %s --check-prefix=F-BEFORE-CSE < %t/builtin_module_no-symbol-name/func_func_f/0_0_cse.mlir
// RUN: FileCheck %s --check-prefix=F-AFTER-CSE < %t/builtin_module_no-symbol-name/func_func_f/0_1_cse.mlir
// RUN: FileCheck %s --check-prefix=G-AFTER-CANONICALIZE < %t/builtin_module_no-symbol-name/func_func_g/0_2_canonicalize.mlir
// RUN: FileCheck %s --check-prefix=MODULE < %t/builtin_module_no-symbol-name/1_symbol-dce.mlir
// RUN: test -f %t/builtin_module_no-symbol-name/2_cse.mlir && test -f %t/builtin_module_no-symbol-name/3_cse.mlir
// RUN: not test -e %t/builtin_module_no-symbol-name/0_cse.mlir
// A folder that cannot be made is reported, the run goes on.
// RUN: touch %t.file && ai-opt %s --mlir-print-ir-tree-dir=%t.file/dumps --mlir-print-ir-after-all --cse 2>&1 | FileCheck %s --check-prefix=BAD-DIR

// QUIET-NOT: IR Dump
// F-BEFORE-CSE:      // -----// IR Dump Before CSE (cse) //----- //
// F-BEFORE-CSE-NEXT: func.func @f(%arg0: i32) -> i32 {
// F-AFTER-CSE:       // -----// IR Dump After CSE (cse) //----- //
// F-AFTER-CSE-NEXT:  func.func @f(%arg0: i32) -> i32 {
// G-AFTER-CANONICALIZE:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// G-AFTER-CANONICALIZE-NEXT: func.func @g(%arg0: i32) -> i32 {
// MODULE:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// MODULE-NEXT: module {
// BAD-DIR: Error while creating directory {{.*}}.file/dumps: Not a directory
// BAD-DIR: func.func @f

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
