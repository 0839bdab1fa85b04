// Results and intermediates that do not fit in memory: compiled code and the interpreter report the failed
// allocation, located, as compiled code reports its own (numpy's MemoryError was an internal error).

// RUN: not ai-runner %s --print 2>&1 | FileCheck %s --check-prefix=COMPILED
// COMPILED: ai-runner-out-of-memory.mlir:[[# @LINE + 5]]:1: error: out of memory: cannot allocate 4000000000000 bytes
// COMPILED-NOT: internal error
// RUN: not ai-runner %s --print --interpret 2>&1 | FileCheck %s --check-prefix=INTERPRETED
// INTERPRETED: ai-runner-out-of-memory.mlir:[[# @LINE + 3]]:8: error: 'stablehlo.constant' op out of memory: cannot allocate 4000000000000 bytes
// INTERPRETED-NOT: internal error
func.func @main() -> tensor<1000000000000xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<1000000000000xf32>
  %r = stablehlo.add %c, %c : tensor<1000000000000xf32>
  return %r : tensor<1000000000000xf32>
}
