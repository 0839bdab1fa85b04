// Every kind of bad input ends in a located diagnostic with the source line
// and a caret, exit status 1, and no traceback.

// RUN: not ai-opt %S/Inputs/parse-error.mlir 2>&1 | FileCheck %s --check-prefix=PARSE
// PARSE: parse-error.mlir:3:21: error: expected ','
// PARSE-NEXT: {{^}}  %1 = arith.addi %0 %0 : i32
// PARSE-NEXT: {{^                    \^$}}
// PARSE-NOT: Traceback

// RUN: not ai-opt %S/Inputs/verifier-error.mlir 2>&1 | FileCheck %s --check-prefix=VERIFY
// VERIFY: verifier-error.mlir:2:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @wrong_result
// VERIFY-NEXT: {{^}}  func.return %a : i32
// VERIFY-NEXT: {{^  \^$}}

// RUN: not ai-opt %S/Inputs/pass-error.mlir --test-emit-diagnostics 2>&1 | FileCheck %s --check-prefix=PASS-ERROR
// PASS-ERROR: pass-error.mlir:1:1: error: emitted by a pass

// RUN: not ai-opt %S/Inputs/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: <command-line>:1:8: error: could not open input file '{{.*}}does-not-exist.mlir': No such file or directory

// RUN: not ai-opt %S/Inputs/parse-error.mlir --no-such-pass 2>&1 | FileCheck %s --check-prefix=UNKNOWN-FLAG
// UNKNOWN-FLAG: <command-line>:1:{{[0-9]+}}: error: unknown command line argument '--no-such-pass' (see 'ai-opt --help')
// UNKNOWN-FLAG-NEXT: ai-opt {{.*}} --no-such-pass
// UNKNOWN-FLAG-NEXT: {{^ +\^$}}

// RUN: not ai-opt %S/Inputs/parse-error.mlir --pass-pipeline='builtin.module(func.func(cse,no-such-pass))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN-PASS
// UNKNOWN-PASS: MLIR Textual PassPipeline Parser:1:30: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// UNKNOWN-PASS-NEXT: builtin.module(func.func(cse,no-such-pass))
// UNKNOWN-PASS-NEXT: {{^                             \^$}}

// RUN: not ai-opt %S/Inputs/parse-error.mlir -p 'builtin.module(cse,,canonicalize)' 2>&1 | FileCheck %s --check-prefix=PIPELINE-SYNTAX
// PIPELINE-SYNTAX: MLIR Textual PassPipeline Parser:1:20: error: '' does not refer to a registered pass or pass pipeline

// RUN: not ai-opt %S/Inputs/parse-error.mlir --pass-pipeline='builtin.module(cse)' --canonicalize 2>&1 | FileCheck %s --check-prefix=CONFLICT
// CONFLICT: error: '--pass-pipeline' can't be used with individual pass options

// RUN: not ai-opt %S/Inputs/parse-error.mlir --mlir-print-op-generic=yes 2>&1 | FileCheck %s --check-prefix=SWITCH-VALUE
// SWITCH-VALUE: error: invalid value 'yes' for flag '--mlir-print-op-generic': expected true, false, 1 or 0

// RUN: not ai-opt %S/Inputs/parse-error.mlir -o 2>&1 | FileCheck %s --check-prefix=NO-VALUE
// NO-VALUE: error: flag '-o' needs a value

// RUN: not ai-opt %S/Inputs/parse-error.mlir %S/Inputs/verifier-error.mlir 2>&1 | FileCheck %s --check-prefix=TWO-INPUTS
// TWO-INPUTS: error: only one input file may be given

// RUN: not ai-opt --load-pass-plugin=%S/Inputs/no-such-plugin.py %S/Inputs/parse-error.mlir 2>&1 | FileCheck %s --check-prefix=NO-PLUGIN
// NO-PLUGIN: <command-line>:1:8: error: plugin file '{{.*}}no-such-plugin.py' does not exist

// Bad input on stdin is located in `<stdin>`.
// RUN: not ai-opt < %S/Inputs/verifier-error.mlir 2>&1 | FileCheck %s --check-prefix=STDIN
// STDIN: <stdin>:2:3: error: type of return operand 0
