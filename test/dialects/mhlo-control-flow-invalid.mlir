// Verifier errors of the mhlo-only ops of the control flow family, one per chunk.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @fusion_arguments(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'mhlo.fusion' op fused computation must take no arguments or one per operand, but got 'tensor<4xi32>' for operands 'tensor<4xf32>'}}
  %0 = "mhlo.fusion"(%a) ({
  ^bb0(%x: tensor<4xi32>):
    mhlo.return %a : tensor<4xf32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @fusion_results(%a: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error@+1 {{'mhlo.fusion' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<4xf64>'}}
  %0 = "mhlo.fusion"(%a) ({  // expected-error {{failed to infer returned types}}
    mhlo.return %a : tensor<4xf32>
  }) : (tensor<4xf32>) -> tensor<4xf64>
  func.return %0 : tensor<4xf64>
}

// -----

func.func @fusion_terminator(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'mhlo.fusion' op expects regions to end with 'mhlo.return', found 'stablehlo.return'}}
  %0 = "mhlo.fusion"(%a) ({
    stablehlo.return %a : tensor<4xf32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @add_dependency_token(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'mhlo.add_dependency' op operand #1 must be token, but got 'tensor<2xf32>'}}
  %0 = mhlo.add_dependency %x, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @add_dependency_result(%x: tensor<2xf32>, %t: !mhlo.token) -> tensor<3xf32> {
  // expected-error@+1 {{'mhlo.add_dependency' op inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<3xf32>'}}
  %0 = mhlo.add_dependency %x, %t : (tensor<2xf32>, !mhlo.token) -> tensor<3xf32>  // expected-error {{failed to infer returned types}}
  func.return %0 : tensor<3xf32>
}

// -----

func.func @domain_types(%x: tensor<2xf32>) -> tensor<2xi32> {
  // expected-error@+1 {{'mhlo.domain' op requires compatible types for all operands and results}}
  %0 = "mhlo.domain"(%x) <{entry_metadata = "", exit_metadata = "", kind = #mhlo<kind sharding>}> : (tensor<2xf32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @rng_state_type() -> tensor<3xui64> {
  // expected-error@+1 {{'mhlo.xla.rng_get_and_update_state' op inferred type(s) 'tensor<2xui64>' are incompatible with return type(s) of operation 'tensor<3xui64>'}}
  %0 = "mhlo.xla.rng_get_and_update_state"() <{delta = 1 : i64}> : () -> tensor<3xui64>  // expected-error {{failed to infer returned types}}
  func.return %0 : tensor<3xui64>
}

// -----

func.func @trace_without_tag(%x: tensor<3xi64>) {
  // expected-error@+1 {{'mhlo.trace' op requires attribute 'tag'}}
  "mhlo.trace"(%x) : (tensor<3xi64>) -> ()
  func.return
}
