// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: ai-opt %s --allow-unregistered-dialect --split-input-file | ai-opt --allow-unregistered-dialect --split-input-file | FileCheck %s

// Values are numbered as upstream's AsmPrinter numbers them: the values of a
// region first, then the regions nested in its ops, each starting where the
// enclosing region's numbers ended; sibling regions reuse the same numbers.
// Upstream's own reprint of ai-opt's output satisfies the same checks.
// (Numbers given in the input are not kept: they are renumbered.)

// CHECK-LABEL: func.func @nested
// CHECK-SAME:  (%arg0: f32, %arg1: i1, %arg2: index)
// CHECK-NEXT:  %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT:  %1 = scf.execute_region -> {{\(?}}f32{{\)?}} {
// CHECK-NEXT:    %4 = arith.addf %0, %0 : f32
// CHECK-NEXT:    scf.yield %4 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  %2:2 = scf.if %arg1 -> (f32, f32) {
// CHECK-NEXT:    %4 = arith.addf %0, %0 : f32
// CHECK-NEXT:    scf.yield %4, %4 : f32, f32
// CHECK-NEXT:  } else {
// CHECK-NEXT:    %4 = arith.addf %0, %0 : f32
// CHECK-NEXT:    %5 = arith.mulf %4, %4 : f32
// CHECK-NEXT:    scf.yield %4, %5 : f32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  %3 = arith.addf %1, %2#1 : f32
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT:    %4 = arith.addf %3, %3 : f32
// CHECK-NEXT:    scf.for %arg4 = %c0 to %arg2 step %c1 {
// CHECK-NEXT:      %5 = arith.addf %4, %4 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  {{(func\.)?}}return %3 : f32
func.func @nested(%arg0: f32, %arg1: i1, %arg2: index) -> f32 {
  %0 = arith.addf %arg0, %arg0 : f32
  %1 = scf.execute_region -> f32 {
    %10 = arith.addf %0, %0 : f32
    scf.yield %10 : f32
  }
  %2:2 = scf.if %arg1 -> (f32, f32) {
    %10 = arith.addf %0, %0 : f32
    scf.yield %10, %10 : f32, f32
  } else {
    %10 = arith.addf %0, %0 : f32
    %11 = arith.mulf %10, %10 : f32
    scf.yield %10, %11 : f32, f32
  }
  %3 = arith.addf %1, %2#1 : f32
  %4 = arith.constant 0 : index
  %5 = arith.constant 1 : index
  scf.for %arg5 = %4 to %arg2 step %5 {
    %6 = arith.addf %3, %3 : f32
    scf.for %arg6 = %4 to %arg2 step %5 {
      %7 = arith.addf %6, %6 : f32
    }
  }
  return %3 : f32
}

// -----

// Numbering does not restart in an op isolated from above: a function's
// values come after the values of the module around it. A block that is not
// the entry block numbers its arguments after the values before it.

// CHECK:       %0 = "test.foo"() : () -> i32
// CHECK-LABEL: func.func @isolated
// CHECK-NEXT:  %1 = "test.bar"() : () -> i32
// CHECK-NEXT:  "test.region"() ({
// CHECK-NEXT:  ^bb0(%arg1: i32):
// CHECK-NEXT:    %3 = "test.bar"() : () -> i32
// CHECK-NEXT:    "test.region"() ({
// CHECK-NEXT:      %7 = "test.bar"() : () -> i32
// CHECK-NEXT:      "test.use"(%7, %arg1) : (i32, i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "test.use"(%3) : (i32) -> ()
// CHECK-NEXT:  ^bb1(%4: i32, %5: i32):
// CHECK-NEXT:    %6 = "test.bar"() : () -> i32
// CHECK-NEXT:    "test.use"(%6) : (i32) -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  %2:2 = "test.bar"() : () -> (i32, i32)
%0 = "test.foo"() : () -> i32
func.func @isolated(%arg0: index) {
  %1 = "test.bar"() : () -> i32
  "test.region"() ({
  ^bb0(%arg7: i32):
    %3 = "test.bar"() : () -> i32
    "test.region"() ({
      %4 = "test.bar"() : () -> i32
      "test.use"(%4, %arg7) : (i32, i32) -> ()
    }) : () -> ()
    "test.use"(%3) : (i32) -> ()
  ^bb1(%8: i32, %9: i32):
    %6 = "test.bar"() : () -> i32
    "test.use"(%6) : (i32) -> ()
  }) : () -> ()
  %2:2 = "test.bar"() : () -> (i32, i32)
  return
}

// -----

// Names that upstream's ops give their results (arith.constant's) are made
// unique with one conflict counter that nested regions carry on and siblings
// share: %c0, %c0_0, then %c0_1 in each loop body.

// CHECK-LABEL: func.func @conflicts
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:  %c0_0 = arith.constant 0 : index
// CHECK-NEXT:  scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:    %c0_1 = arith.constant 0 : index
// CHECK-NEXT:    %cst_2 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %c-1_i32_3 = arith.constant -1 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    "test.use"(%c0_1, %cst_2, %c-1_i32, %c-1_i32_3, %true)
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:    %c0_1 = arith.constant 0 : index
// CHECK-NEXT:    %cst_2 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    "test.use"(%c0_1, %cst_2)
// CHECK-NEXT:  }
// CHECK-NEXT:  "test.use"(%cst, %c0_0)
func.func @conflicts(%arg0: index) {
  %0 = arith.constant 0 : index
  %1 = arith.constant 1 : index
  %2 = arith.constant 1.0 : f32
  %3 = arith.constant 0 : index
  scf.for %arg1 = %0 to %arg0 step %1 {
    %4 = arith.constant 0 : index
    %5 = arith.constant 2.0 : f32
    %6 = arith.constant 4294967295 : i32
    %7 = arith.constant -1 : i32
    %8 = arith.constant true
    "test.use"(%4, %5, %6, %7, %8) : (index, f32, i32, i32, i1) -> ()
  }
  scf.for %arg1 = %0 to %arg0 step %1 {
    %4 = arith.constant 0 : index
    %5 = arith.constant 2.0 : f32
    "test.use"(%4, %5) : (index, f32) -> ()
  }
  "test.use"(%2, %3) : (f32, index) -> ()
  return
}

// -----

// An i0 constant is named as upstream names it (its value read as a 0-bit integer: 0); was an internal error.

// CHECK-LABEL: func.func @zero_width
// CHECK-NEXT:  %c0_i0 = arith.constant 0 : i0
// CHECK-NEXT:  %[[EXT:.*]] = arith.extui %c0_i0 : i0 to i16
// CHECK-NEXT:  return %c0_i0, %[[EXT]] : i0, i16
func.func @zero_width() -> (i0, i16) {
  %0 = arith.constant 0 : i0
  %1 = arith.extui %0 : i0 to i16
  return %0, %1 : i0, i16
}
