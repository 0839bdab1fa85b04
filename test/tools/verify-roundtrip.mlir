// --verify-roundtrip (upstream's flag): the output, printed in the custom
// form and in the generic form, must parse back to the same IR.

// RUN: not ai-opt %s --verify-roundtrip --split-input-file --canonicalize --load-dialect-plugin=%S/Inputs/plugin_roundtrip_bug.py 2>/dev/null | FileCheck %s
// RUN: not ai-opt %s --verify-roundtrip --split-input-file --load-dialect-plugin=%S/Inputs/plugin_roundtrip_bug.py 2>&1 | FileCheck %s --check-prefix=BUG

// The first chunk round-trips and prints; the second fails.
// CHECK-LABEL: func.func @fine
// CHECK: scf.for
// CHECK: // -----
// CHECK-NOT: rt.scaled
func.func @fine(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.addf %x, %x fastmath<fast> : f32
    memref.store %y, %m[%i] : memref<?xf32>
  }
  func.return
}

// -----

// A custom form that drops a property: the custom round trip differs, the
// generic one does not; the error shows the lines that differ.
// BUG:      verify-roundtrip.mlir:[[# @LINE + 6]]:1: error: custom roundTrip testing roundtripped module differs from original:
// BUG-NEXT: --- original
// BUG-NEXT: +++ roundtripped
// BUG:      -{{.*}}"rt.scaled"() <{factor = 3 : i64}> : () -> i64
// BUG-NEXT: +{{.*}}"rt.scaled"() <{factor = 1 : i64}> : () -> i64
// BUG-NOT:  generic roundTrip
module {
  func.func @scaled() -> i64 {
    %0 = "rt.scaled"() <{factor = 3 : i64}> : () -> i64
    func.return %0 : i64
  }
}
