// Verifier errors of the control flow ops, one per chunk.
// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @if_pred_not_i1(%p: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.if' op operand #0 must be a tensor of pred (i1) values, but got tensor<i32>}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @if_pred_not_scalar(%p: tensor<2xi1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.if' op operand should be rank 0 tensor but got rank 1}}
  %0 = "stablehlo.if"(%p) ({  // expected-error {{failed to infer returned types}}
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<2xi1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @if_branches_disagree(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<i32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.if' op branch 0 and branch 1 have mismatched return types: 'tensor<f32>' vs 'tensor<i32>'}}
  %0 = "stablehlo.if"(%p) ({  // expected-error {{failed to infer returned types}}
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<i32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @if_result_type(%p: tensor<i1>, %a: tensor<f32>) -> tensor<f64> {
  // expected-error@+1 {{'stablehlo.if' op inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<f64>'}}
  %0 = "stablehlo.if"(%p) ({  // expected-error {{failed to infer returned types}}
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f64>
  func.return %0 : tensor<f64>
}

// -----

func.func @if_branch_with_arguments(%p: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.if' op branch 0 must have 0 arguments, but found 1}}
  %0 = "stablehlo.if"(%p) ({  // expected-error {{failed to infer returned types}}
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @if_wrong_terminator(%p: tensor<i1>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.if' op expects regions to end with 'stablehlo.return', found 'mhlo.return'}}
  %0 = "stablehlo.if"(%p) ({
    mhlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @case_index_type(%i: tensor<i64>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.case' op operand #0 must be a tensor of 32-bit signless integer values, but got tensor<i64>}}
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i64>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @case_without_branches(%i: tensor<i32>) {
  // expected-error@+1 {{'stablehlo.case' op expect at least one branch}}
  "stablehlo.case"(%i) : (tensor<i32>) -> ()  // expected-error {{failed to infer returned types}}
  func.return
}

// -----

func.func @case_branches_disagree(%i: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.case' op branch 0 and branch 2 have mismatched return types: 'tensor<f32>' vs 'tensor<f32>', 'tensor<f32>'}}
  %0 = "stablehlo.case"(%i) ({  // expected-error {{failed to infer returned types}}
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a, %a : tensor<f32>, tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @while_cond_not_pred(%a: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{'stablehlo.while' op expect condition block return a zero-ranked tensor of i1 but got 'tensor<i32>'}}
  %0 = stablehlo.while(%iterArg = %a) : tensor<i32>
   cond {
    stablehlo.return %iterArg : tensor<i32>
  } do {
    stablehlo.return %iterArg : tensor<i32>
  }
  func.return %0 : tensor<i32>
}

// -----

func.func @while_cond_two_values(%a: tensor<i1>) -> tensor<i1> {
  // expected-error@+1 {{'stablehlo.while' op expect condition body returns a single value but got 2}}
  %0 = stablehlo.while(%iterArg = %a) : tensor<i1>
   cond {
    stablehlo.return %iterArg, %iterArg : tensor<i1>, tensor<i1>
  } do {
    stablehlo.return %iterArg : tensor<i1>
  }
  func.return %0 : tensor<i1>
}

// -----

func.func @while_body_yields_wrong_type(%a: tensor<i32>, %b: tensor<f32>) -> tensor<i32> {
  // expected-error@+1 {{'stablehlo.while' op expect operands to be compatible with body block return types but got 'tensor<i32>' vs 'tensor<f32>'}}
  %0 = stablehlo.while(%iterArg = %a) : tensor<i32>
   cond {
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %b : tensor<f32>
  }
  func.return %0 : tensor<i32>
}

// -----

func.func @while_cond_arguments(%a: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{'stablehlo.while' op expect operands to be compatible with condition block arguments but got 'tensor<i32>' vs 'tensor<f32>'}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<f32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @while_body_arguments(%a: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{'stablehlo.while' op expect operands to be compatible with body block arguments but got 'tensor<i32>' vs}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
    %x = stablehlo.constant dense<0> : tensor<i32>
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @while_result_types(%a: tensor<i32>) -> tensor<i64> {
  // expected-error@+1 {{'stablehlo.while' op inferred type(s) 'tensor<i32>' are incompatible with return type(s) of operation 'tensor<i64>'}}
  %0 = "stablehlo.while"(%a) ({  // expected-error {{failed to infer returned types}}
  ^bb0(%x: tensor<i32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<i64>
  func.return %0 : tensor<i64>
}

// -----

func.func @barrier_result_type(%a: tensor<f32>) -> tensor<f64> {
  // expected-error@+1 {{'stablehlo.optimization_barrier' op requires the same type for operand and result at index 0}}
  %0 = "stablehlo.optimization_barrier"(%a) : (tensor<f32>) -> tensor<f64>
  func.return %0 : tensor<f64>
}

// -----

func.func @custom_call_one_layout_list(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op Layout attributes should be specified for either both operands and results or none.}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @custom_call_layout_count(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op Number of operands must match the number of operand layouts, 1 != 2}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @custom_call_layout_not_permutation(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op incorrect layout dense<[2, 0]> : tensor<2xindex> for type 'tensor<2x3xf32>', layout must be a permutation of [0, 2)}}
  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[2, 0]> : tensor<2xindex>]} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @custom_call_token_layout(%t: !stablehlo.token) -> !stablehlo.token {
  // expected-error@+1 {{'stablehlo.custom_call' op Only tensor types can have non-empty layout: operand #0 of type '!stablehlo.token' has layout dense<0> : tensor<1xindex>}}
  %0 = stablehlo.custom_call @foo(%t) {operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = [dense<> : tensor<0xindex>]} : (!stablehlo.token) -> !stablehlo.token
  func.return %0 : !stablehlo.token
}

// -----

func.func @custom_call_alias_operand_index(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.custom_call' op expects operandIndex in the output_operand_alias attribute to be in range [0, 1); got: 1.}}
  %0 = stablehlo.custom_call @foo(%x) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>]} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @custom_call_alias_tuple_index(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.custom_call' op operand_tuple_indices in the output_operand_alias attribute out of bounds}}
  %0 = stablehlo.custom_call @foo(%x) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = [0]>]} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @custom_call_alias_types(%x: tensor<f32>) -> tensor<i32> {
  // expected-error@+1 {{'stablehlo.custom_call' op shapes mismatch in the output_operand_alias attribute: operand part has type 'tensor<f32>' and output part has type 'tensor<i32>'}}
  %0 = stablehlo.custom_call @foo(%x) {output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<f32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @custom_call_typed_ffi_config(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.custom_call' op backend_config for api_version 4 must be a dictionary attribute.}}
  %0 = stablehlo.custom_call @foo(%x) {api_version = 4 : i32, backend_config = "bar"} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @custom_call_string_config(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.custom_call' op backend_config for api_version 1 must be a string attribute.}}
  %0 = stablehlo.custom_call @foo(%x) {backend_config = {bar = 1 : i32}} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @composite_name(%a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.composite' op name must be a valid namespaced op name}}
  %0 = stablehlo.composite "no_namespace" %a {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
func.func private @impl(%a: tensor<f32>) -> tensor<f32> {
  func.return %a : tensor<f32>
}

// -----

func.func @composite_missing_decomposition(%a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.composite' op 'missing' does not reference a valid function}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @missing} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @composite_operand_types(%a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.composite' op operand at index 0 has type 'tensor<f32>', but decomposition has type 'tensor<i32>'}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
func.func private @impl(%a: tensor<i32>) -> tensor<f32> {
  %0 = stablehlo.convert %a : (tensor<i32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @composite_result_count(%a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'stablehlo.composite' op has 1 result(s), but decomposition has 2 output(s)}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @impl} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
func.func private @impl(%a: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  func.return %a, %a : tensor<f32>, tensor<f32>
}
