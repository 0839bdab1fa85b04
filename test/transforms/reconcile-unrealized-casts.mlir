// RUN: ai-opt %s --allow-unregistered-dialect --reconcile-unrealized-casts 2>&1 | FileCheck %s

// A round trip through casts folds to its input; a cast between different types stays, without a warning.
// CHECK-NOT: warning
// CHECK-LABEL: func.func @round_trip
// CHECK-SAME: (%[[A:.*]]: i64)
// CHECK-NEXT: return %[[A]] : i64
func.func @round_trip(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}

// CHECK-LABEL: func.func @live
// CHECK-NEXT: %[[C:.*]] = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: return %[[C]] : i64
func.func @live(%a: index) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : index to i64
  return %0 : i64
}

// CHECK-LABEL: func.func @dead
// CHECK-NEXT: return
func.func @dead(%a: index) {
  %0 = builtin.unrealized_conversion_cast %a : index to i64
  return
}

// A cast of two values into one, used as it is, stays (xDSL's pattern asserted that a live cast has as many
// results as inputs: fuzz_driver --passes --corpus /work/shared/conformance seed 9201, mhlo/ops.mlir#278
// mutated, whose cast has no input at all).
// CHECK-LABEL: func.func @live_two_to_one
// CHECK-SAME: (%[[A:.*]]: i64, %[[B:.*]]: i64)
// CHECK-NEXT: %[[C:.*]] = builtin.unrealized_conversion_cast %[[A]], %[[B]] : i64, i64 to complex<f32>
// CHECK-NEXT: %[[D:.*]] = "test.op"(%[[C]])
func.func @live_two_to_one(%a: i64, %b: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to complex<f32>
  %1 = "test.op"(%0) : (complex<f32>) -> i64
  return %1 : i64
}

// CHECK-LABEL: func.func @live_from_nothing
// CHECK-NEXT: %[[C:.*]] = builtin.unrealized_conversion_cast to i32
// CHECK-NEXT: return %[[C]] : i32
func.func @live_from_nothing() -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  return %0 : i32
}

// CHECK-LABEL: func.func @dead_from_nothing
// CHECK-NEXT: return
func.func @dead_from_nothing() {
  %0 = builtin.unrealized_conversion_cast to i32
  return
}

// Two values into one and back are the two values.
// CHECK-LABEL: func.func @round_trip_two
// CHECK-SAME: (%[[A:.*]]: i64, %[[B:.*]]: i64)
// CHECK-NEXT: return %[[A]], %[[B]] : i64, i64
func.func @round_trip_two(%a: i64, %b: i64) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i64, i64 to complex<f32>
  %1:2 = builtin.unrealized_conversion_cast %0 : complex<f32> to i64, i64
  return %1#0, %1#1 : i64, i64
}

// A longer chain folds to the first cast whose inputs have the types of the last one's results; a cast that
// is still used between two different types stays.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[A:.*]]: i64)
// CHECK-NEXT: %[[I:.*]] = builtin.unrealized_conversion_cast %[[A]] : i64 to index
// CHECK-NEXT: %[[U:.*]] = "test.op"(%[[I]])
// CHECK-NEXT: return %[[A]], %[[U]] : i64, i1
func.func @chain(%a: i64) -> (i64, i1) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  %3 = "test.op"(%0) : (index) -> i1
  return %2, %3 : i64, i1
}
