// A plugin's pass that raises a Python exception fails: a located error naming the pass (upstream's pass
// failure), exit status 1, not ai-opt's internal error (exit 2). An exception of one of its patterns is located
// at the op the pattern was matching; a pass that emitted errors before raising is reported by them alone.
// An exception of our pass in a plugin's pattern (or pass) on the way is the plugin's too.
// ai-runner reports them the same way.
// RUN: not ai-opt --load-pass-plugin=%S/Inputs/plugin_pass_raises.py --raising-pass %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PASS
// RUN: not ai-opt --load-pass-plugin=%S/Inputs/plugin_pass_raises.py --raising-pattern %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PATTERN
// RUN: not ai-opt --load-pass-plugin=%S/Inputs/plugin_pass_raises.py --pass-pipeline='builtin.module(func.func(raising-pattern))' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PATTERN
// RUN: not ai-opt --load-pass-plugin=%S/Inputs/plugin_pass_raises.py --emitting-pattern %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EMITTED
// RUN: not ai-runner --load-pass-plugin=%S/Inputs/plugin_pass_raises.py --pipeline=raising-pattern %s --random-inputs 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PATTERN
// RUN: not ai-runner --load-pass-plugin=%S/Inputs/plugin_pass_raises.py --pipeline=emitting-pattern %s --random-inputs 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EMITTED
// A dialect plugin's canonicalization pattern that raises fails our canonicalize alike.
// RUN: not ai-opt --load-dialect-plugin=%S/Inputs/plugin_canonicalization_raises.py --canonicalize \
// RUN:   %S/Inputs/plugin-canonicalization-raises.mlir 2>&1 | FileCheck %s --check-prefix=CANONICALIZE
// test_ai_opt_exit.py checks that the exit status is 1.

// CANONICALIZE: plugin-canonicalization-raises.mlir:2:8: error: pass 'canonicalize' failed: ValueError: the canonicalization pattern has a bug
// CANONICALIZE-NOT: error

// PASS: plugin-pass-raises.mlir:0:0: error: pass 'raising-pass' failed: ValueError: the pass has a bug
// PASS-NOT: error
// PATTERN: plugin-pass-raises.mlir:[[# @LINE + 6]]:8: error: pass 'raising-pattern' failed: KeyError: 'addi'
// PATTERN-NOT: error
// EMITTED: plugin-pass-raises.mlir:[[# @LINE + 4]]:8: error: addi is not supported here
// EMITTED-NOT: error

func.func @main(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  func.return %0 : i32
}
