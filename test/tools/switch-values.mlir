// A switch takes `=true`/`=false` (or 1/0, TRUE, False...) as LLVM's boolean
// options do, so upstream command lines such as
// `--mlir-print-ir-after-all=true` or `--allow-unregistered-dialect=1` run;
// `=false` turns off the same switch given earlier.

// RUN: ai-opt %s --allow-unregistered-dialect --canonicalize --mlir-print-ir-after-all=true 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: // -----// IR Dump After Canonicalizer (canonicalize) //----- //

// RUN: ai-opt %s --allow-unregistered-dialect=1 --mlir-print-op-generic=TRUE | FileCheck %s --check-prefix=GENERIC
// GENERIC: "foo.bar"() : () -> ()
// GENERIC: "func.return"()

// RUN: ai-opt %s --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-op-generic=false | FileCheck %s --check-prefix=OFF
// OFF: func.func @f()
// OFF-NEXT: "foo.bar"() : () -> ()
// OFF-NEXT: return

// RUN: not ai-opt %s --allow-unregistered-dialect=0 2>&1 | FileCheck %s --check-prefix=UNREGISTERED
// UNREGISTERED: switch-values.mlir:[[# @LINE + 6]]:12: error: operation being parsed with an unregistered dialect

// RUN: not ai-opt %s --mlir-print-op-generic=yes 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: <command-line>:1:{{[0-9]+}}: error: invalid value 'yes' for flag '--mlir-print-op-generic': expected true, false, 1 or 0

func.func @f() {
  "foo.bar"() : () -> ()
  func.return
}
