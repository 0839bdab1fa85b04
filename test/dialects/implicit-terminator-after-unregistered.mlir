// A region whose implicit terminator upstream's parser adds gets it also where
// the region ends with an unregistered op: upstream's `ensureTerminator` asks
// `hasTrait<IsTerminator>`, which an unregistered op has not. Upstream's printer
// leaves out such a terminator, so its output reads back here only so.
// RUN: ai-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "unregistered_last"
func.func @unregistered_last(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // CHECK: "test.a"() : () -> ()
  // CHECK-NEXT: "scf.reduce"() : () -> ()
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    "test.a"() : () -> ()
  }
  // CHECK: "test.b"() : () -> ()
  // CHECK-NEXT: "scf.forall.in_parallel"()
  %r = scf.forall (%j) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.b"() : () -> ()
  }
  // CHECK: "test.c"() : () -> ()
  // CHECK-NEXT: "memref.alloca_scope.return"() : () -> ()
  memref.alloca_scope {
    "test.c"() : () -> ()
  }
  // The default region of scf.index_switch (its cases get no terminator).
  // CHECK: "scf.index_switch"
  // CHECK: "test.d"() : () -> ()
  // CHECK-NEXT: "scf.yield"() : () -> ()
  scf.index_switch %n
  case 0 {
    scf.yield
  }
  default {
    "test.d"() : () -> ()
  }
  return %r : tensor<4xf32>
}
