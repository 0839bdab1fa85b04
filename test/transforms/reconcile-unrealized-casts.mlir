// RUN: ai-opt %s --reconcile-unrealized-casts 2>&1 | FileCheck %s

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
