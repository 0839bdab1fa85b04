// A nested pipeline runs on ops isolated from above, as upstream's pass manager: `any(...)` skips the other
// ops (and unregistered ones), and an op named as the anchor that is not isolated (or not registered) is
// upstream's error at it. `any(any(PASS))` ran PASS on each op of a function's body, rewrote the users of a
// constant outside the op it ran on, and failed with the internal error 'ValueError: Can't insert operation
// before operation not in current block'.

// RUN: ai-opt %s --allow-unregistered-dialect -p='builtin.module(any(any(hlo-legalize-to-linalg)))' | FileCheck %s --check-prefix=ANY
// ANY: stablehlo.constant
// ANY-NEXT: stablehlo.dynamic_slice
// RUN: ai-opt %s --allow-unregistered-dialect -p='builtin.module(any(hlo-legalize-to-linalg))' | FileCheck %s --check-prefix=FUNC
// FUNC-NOT: stablehlo.
// FUNC: "u.op"
// llvm.func is isolated upstream (xDSL's class lacks the trait): pipelines anchored on it run on it.
// RUN: ai-opt %s --allow-unregistered-dialect -p='builtin.module(llvm.func(cse))' | FileCheck %s --check-prefix=LLVM
// RUN: ai-opt %s --allow-unregistered-dialect -p='builtin.module(any(cse))' | FileCheck %s --check-prefix=LLVM
// LLVM: llvm.func @twice
// LLVM-NEXT: llvm.add
// LLVM-NEXT: llvm.return
// RUN: not ai-opt %s --allow-unregistered-dialect -p='builtin.module(func.func(stablehlo.constant(cse)))' 2>&1 | FileCheck %s --check-prefix=NOT-ISOLATED
// NOT-ISOLATED: pass-pipeline-anchor-isolated.mlir:[[# @LINE + 5]]:8: error: 'stablehlo.constant' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'
// RUN: not ai-opt %s --allow-unregistered-dialect -p='builtin.module(u.op(cse))' 2>&1 | FileCheck %s --check-prefix=UNREGISTERED
// UNREGISTERED: pass-pipeline-anchor-isolated.mlir:[[# @LINE + 8]]:1: error: 'u.op' op trying to schedule a pass on an unregistered operation

func.func @dynamic_slice_of_splat(%i: tensor<i32>, %j: tensor<i32>) -> tensor<1x1xi32> {
  %c = stablehlo.constant dense<256> : tensor<6x1xi32>
  %0 = stablehlo.dynamic_slice %c, %i, %j, sizes = [1, 1] : (tensor<6x1xi32>, tensor<i32>, tensor<i32>) -> tensor<1x1xi32>
  func.return %0 : tensor<1x1xi32>
}

"u.op"() ({
  "u.x"() : () -> ()
}) : () -> ()

llvm.func @twice(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32
  %1 = llvm.add %a, %a : i32
  llvm.return %1 : i32
}
