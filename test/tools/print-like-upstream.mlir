// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file | ai-opt --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file --mlir-print-op-generic | ai-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// ai-opt prints what upstream mlir-opt prints (issue 14): the names written in
// the input are not kept (values are `%argN`, `%N` or the names upstream's ops
// give them; blocks `^bbN`); builtin ops print without `builtin.` and the ops
// of a region without the default dialect of the region's op (`return` in a
// `func.func`), but only there. The generic form prints every name in full,
// and successors right after the operands (`"cf.br"(%0)[^bb1]`).

// CHECK-LABEL: {{^}}module {
// CHECK-NEXT:  func.func @f(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:    %2 = builtin.unrealized_conversion_cast %arg0 : f32 to i32
// CHECK-NEXT:    %3 = scf.for %arg2 = %arg1 to %arg1 step %arg1 iter_args(%arg3 = %arg0) -> (f32) {
// CHECK-NEXT:      %5 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:      %6 = func.call @g(%5) : (f32) -> f32
// CHECK-NEXT:      scf.yield %6 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %4 = call @g(%3) : (f32) -> f32
// CHECK-NEXT:    return %4 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  func.func private @g(f32) -> f32
// CHECK-NEXT:  %0 = "test.foo"() : () -> f32
// CHECK-NEXT:  %1 = unrealized_conversion_cast %0 : f32 to i32
// CHECK-NEXT:  module @inner {
// CHECK-NEXT:    gpu.module @k {
// CHECK-NEXT:      gpu.func @kern(%arg0: f32) kernel {
// CHECK-NEXT:        %thread_id_x = gpu.thread_id x
// CHECK-NEXT:        gpu.return
// CHECK-NEXT:      }
// CHECK-NEXT:      func.func @h() {
// CHECK-NEXT:        return
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT: }
// In the generic form upstream numbers the regions one after the other, the last one first (the gpu.func's
// argument is %arg0, the func.func's after it).
// GENERIC:      "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, index) -> f32, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg1: f32, %arg2: index):
// GENERIC-NEXT:     %3 = "builtin.unrealized_conversion_cast"(%arg1) : (f32) -> i32
// GENERIC-NEXT:     %4 = "scf.for"(%arg2, %arg2, %arg2, %arg1) ({
// GENERIC-NEXT:     ^bb0(%arg3: index, %arg4: f32):
// GENERIC-NEXT:       %6 = "arith.addf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %7 = "func.call"(%6) <{callee = @g}> : (f32) -> f32
// GENERIC-NEXT:       "scf.yield"(%7) : (f32) -> ()
// GENERIC-NEXT:     }) : (index, index, index, f32) -> f32
// GENERIC-NEXT:     %5 = "func.call"(%4) <{callee = @g}> : (f32) -> f32
// GENERIC-NEXT:     "func.return"(%5) : (f32) -> ()
// GENERIC:        %1 = "builtin.unrealized_conversion_cast"(%0) : (f32) -> i32
// GENERIC-NEXT:   "builtin.module"() <{sym_name = "inner"}> ({
// GENERIC:          ^bb0(%arg0: f32):
// GENERIC-NEXT:       %2 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
// GENERIC-NEXT:       "gpu.return"() : () -> ()
module {
  func.func @f(%a: f32, %b: index) -> f32 {
    %c = builtin.unrealized_conversion_cast %a : f32 to i32
    %r = scf.for %i = %b to %b step %b iter_args(%acc = %a) -> (f32) {
      %s = arith.addf %acc, %acc : f32
      %t = func.call @g(%s) : (f32) -> f32
      scf.yield %t : f32
    }
    %q = call @g(%r) : (f32) -> f32
    func.return %q : f32
  }
  func.func private @g(f32) -> f32
  %x = "test.foo"() : () -> f32
  %u = builtin.unrealized_conversion_cast %x : f32 to i32
  builtin.module @inner {
    gpu.module @k {
      gpu.func @kern(%arg0: f32) kernel {
        %t = gpu.thread_id x
        gpu.return
      }
      func.func @h() { func.return }
    }
  }
}

// -----

// Block labels are numbered in each region and followed by upstream's comment on their predecessors; the names upstream's ops give their results and block arguments
// (gpu.shuffle, mhlo.topk, mhlo/stablehlo while) replace the input's.
// CHECK-LABEL: func.func @blocks(%arg0: i1, %arg1: f32, %arg2: tensor<8xf32>, %arg3: tensor<i64>) -> f32 {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : f32), ^bb2
// CHECK-NEXT:  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %shuffleResult, %valid = gpu.shuffle xor %0, %c1_i32, %c1_i32 : f32
// CHECK-NEXT:    %values, %indices = mhlo.topk(%arg2, k = 2) : tensor<8xf32> -> (tensor<2xf32>, tensor<2xi32>)
// CHECK-NEXT:    %1 = mhlo.while(%iterArg = %arg3) : tensor<i64>
// CHECK-NEXT:     cond {
// CHECK-NEXT:      %2 = mhlo.compare LT, %iterArg, %iterArg : (tensor<i64>, tensor<i64>) -> tensor<i1>
// CHECK-NEXT:      mhlo.return %2 : tensor<i1>
// CHECK-NEXT:    } do {
// CHECK-NEXT:      mhlo.return %iterArg : tensor<i64>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %shuffleResult : f32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb1(%arg1 : f32)
// GENERIC-LABEL: sym_name = "blocks"
// GENERIC:        "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
// GENERIC:      ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb2
// GENERIC:        %2:2 = "gpu.shuffle"
// GENERIC:        %3:2 = "mhlo.topk"(%arg2)
// GENERIC:        %4 = "mhlo.while"(%arg3) ({
// GENERIC-NEXT:   ^bb0(%arg5: tensor<i64>):
// GENERIC:        }, {
// GENERIC-NEXT:   ^bb0(%arg4: tensor<i64>):
// GENERIC:        "cf.br"(%arg1)[^bb1] : (f32) -> ()
func.func @blocks(%c: i1, %v: f32, %t: tensor<8xf32>, %n: tensor<i64>) -> f32 {
  cf.cond_br %c, ^body(%v : f32), ^other
^body(%x: f32):
  %one = arith.constant 1 : i32
  %s, %ok = gpu.shuffle xor %x, %one, %one : f32
  %top, %at = mhlo.topk(%t, k = 2) : tensor<8xf32> -> (tensor<2xf32>, tensor<2xi32>)
  %w = mhlo.while(%i = %n) : tensor<i64>
   cond {
    %lt = mhlo.compare LT, %i, %i : (tensor<i64>, tensor<i64>) -> tensor<i1>
    mhlo.return %lt : tensor<i1>
  } do {
    mhlo.return %i : tensor<i64>
  }
  func.return %s : f32
^other:
  cf.br ^body(%v : f32)
}

// -----

// scf.execute_region: one result type without parentheses, its terminators always printed, its attributes kept.
// CHECK-LABEL: func.func @execute_region(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = scf.execute_region -> i32 {
// CHECK-NEXT:      scf.yield %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      "test.x"() : () -> ()
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = scf.execute_region -> (i32, i32) {
// CHECK-NEXT:      scf.yield %arg0, %arg0 : i32, i32
// CHECK-NEXT:    } {foo}
// CHECK-NEXT:    return %0 : i32
// GENERIC-LABEL: sym_name = "execute_region"
// GENERIC:       "scf.execute_region"() ({
// GENERIC:       }) {foo} : () -> (i32, i32)
func.func @execute_region(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  scf.execute_region {
    "test.x"() : () -> ()
    scf.yield
  }
  %s:2 = scf.execute_region -> (i32, i32) {
    scf.yield %a, %a : i32, i32
  } {foo}
  return %r : i32
}
