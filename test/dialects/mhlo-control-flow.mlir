// Round trip of the mhlo-only ops of the control flow family (fusion,
// add_dependency, domain, bitcast, xla.rng_get_and_update_state, trace) and of the
// shared pretty forms in mhlo spelling.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s | ai-opt | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @fusion
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[F:.*]] = "mhlo.fusion"(%[[A]], %[[B]]) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
// CHECK-NEXT: ^{{.*}}(%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>):
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[X]], %[[Y]] : tensor<4xf32>
// CHECK-NEXT: mhlo.return %[[S]] : tensor<4xf32>
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: "mhlo.fusion"() ({
// CHECK-NEXT: %[[D:.*]] = mhlo.subtract %[[A]], %[[F]] : tensor<4xf32>
// CHECK-NEXT: mhlo.return %[[D]] : tensor<4xf32>
// CHECK-NEXT: }) : () -> tensor<4xf32>
func.func @fusion(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "mhlo.fusion"(%a, %b) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
    %s = mhlo.add %x, %y : tensor<4xf32>
    mhlo.return %s : tensor<4xf32>
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "mhlo.fusion"() ({
    %d = mhlo.subtract %a, %0 : tensor<4xf32>
    mhlo.return %d : tensor<4xf32>
  }) : () -> tensor<4xf32>
  func.return %1 : tensor<4xf32>
}

// CHECK-LABEL: func.func @misc
// CHECK-SAME: (%[[X:.*]]: tensor<3x4xf32>, %[[T:.*]]: !mhlo.token)
// CHECK-NEXT: %[[DEP:.*]] = mhlo.add_dependency %[[X]], %[[T]] : (tensor<3x4xf32>, !mhlo.token) -> tensor<3x4xf32>
// CHECK-NEXT: %{{.*}} = mhlo.add_dependency %[[T]], %[[T]] : (!mhlo.token, !mhlo.token) -> !mhlo.token
// CHECK-NEXT: %[[DOM:.*]] = "mhlo.domain"(%[[DEP]]) <{entry_metadata = "\08\01\1A\01\01\22\01\01", exit_metadata = "\08\02", kind = #mhlo<kind sharding>}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT: %{{.*}} = mhlo.bitcast %[[DOM]] : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
// CHECK-NEXT: %{{.*}} = mhlo.xla.rng_get_and_update_state {delta = 1 : i64}
func.func @misc(%x: tensor<3x4xf32>, %t: !mhlo.token) {
  %0 = mhlo.add_dependency %x, %t : (tensor<3x4xf32>, !mhlo.token) -> tensor<3x4xf32>
  %1 = mhlo.add_dependency %t, %t : (!mhlo.token, !mhlo.token) -> !mhlo.token
  %2 = "mhlo.domain"(%0) <{entry_metadata = "\08\01\1A\01\01\22\01\01", exit_metadata = "\08\02", kind = #mhlo<kind sharding>}> : (tensor<3x4xf32>) -> tensor<3x4xf32>
  %3 = mhlo.bitcast %2 : (tensor<3x4xf32>) -> tensor<3x4x1xf32>
  %4 = mhlo.xla.rng_get_and_update_state {delta = 1 : i64}
  func.return
}

// mhlo keeps stablehlo's pretty forms for while and custom_call.
// CHECK-LABEL: func.func @shared_pretty_forms
// CHECK: mhlo.while(%{{.*}} = %{{.*}}) : tensor<i32>
// CHECK-NEXT: cond {
// CHECK: } do {
// CHECK: mhlo.custom_call @foo(%{{.*}}) {backend_config = "x"} : (tensor<i32>) -> tensor<i32>
func.func @shared_pretty_forms(%a: tensor<i32>) -> tensor<i32> {
  %0 = mhlo.while(%iterArg = %a) : tensor<i32>
   cond {
    %c = mhlo.constant dense<false> : tensor<i1>
    mhlo.return %c : tensor<i1>
  } do {
    mhlo.return %iterArg : tensor<i32>
  }
  %1 = mhlo.custom_call @foo(%0) {backend_config = "x"} : (tensor<i32>) -> tensor<i32>
  func.return %1 : tensor<i32>
}

// mhlo.trace records a tensor under a tag; it has no result and stays. A quote in the tag prints as \22, as MLIR escapes it.
// CHECK-LABEL: func.func @trace
// CHECK: mhlo.trace %{{.*}}, "step \221\22" : tensor<3xi64>
// CHECK-NEXT: mhlo.trace %{{.*}}, "generic" : tensor<3xi64>
func.func @trace(%x: tensor<3xi64>) {
  mhlo.trace %x, "step \"1\"" : tensor<3xi64>
  "mhlo.trace"(%x) {tag = "generic"} : (tensor<3xi64>) -> ()
  func.return
}
