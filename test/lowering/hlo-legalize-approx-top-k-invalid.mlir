// RUN: ai-opt %s -split-input-file --hlo-legalize-approx-top-k --verify-diagnostics

// XLA's checks of the call (its messages), each a located error of the pass.
func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @no_config(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op Missing backend_config attribute}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {backend_config = "", called_computations = [@cmp]} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @unknown_option(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op foo is not a supported backend_config attribute for ApproxTopK}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64, foo = 1 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @no_top_k(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op Missing top_k attribute in backend_config}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @i32_top_k(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op top_k attribute in backend_config must be of i64 type}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i32}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @f64_recall(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op recall_target attribute in backend_config must be of f32 type}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.95 : f64, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @int_aggregate(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op aggregate_to_topk attribute in backend_config must be of bool type}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = 1 : i64, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @int_fallback(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op is_fallback attribute in backend_config must be of bool type}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = 1 : i64, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @layouts(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op operand_layouts is not a supported attribute for ApproxTopK}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>]} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @odd_operands(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op ApproxTopK takes an even number of operands.}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @result_count(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op num_results does not match num_inputs}}
  %0 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>)
  return %0 : tensor<4x5xf32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @dimension(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op reduction_dim out of range}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 2 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @recall(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op recall_target out of range}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.0 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @size_override(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op reduction_input_size_override out of range}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = 50 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @result_size(%x: tensor<4x100xf32>) -> (tensor<4x6xf32>, tensor<4x6xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op ApproxTopK aggregates to k=5, but got 6}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x6xf32>, tensor<4x6xi32>)
  return %0#0, %0#1 : tensor<4x6xf32>, tensor<4x6xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @negative_k(%x: tensor<4x100xf32>) -> (tensor<4x1xf32>, tensor<4x1xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op ApproxTopK aggregates to k=-1, but got 1}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = -1 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x1xf32>, tensor<4x1xi32>)
  return %0#0, %0#1 : tensor<4x1xf32>, tensor<4x1xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @init_type(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op input and init_value element type mismatch at position 1}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %ninf) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<f32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @no_comparator(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op ApproxTopK takes exactly 1 called_computation.}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @missing_comparator(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op called_computation @nope is not a function of the module}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@nope], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @comparator_type(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op called_computation type does not match the expected type. Got (tensor<f32>, tensor<f32>) -> tensor<i1> expected (tensor<f32>, tensor<f32>, tensor<i32>, tensor<i32>) -> tensor<i1>}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

// The TPU's algorithm on 1000 elements (k = 5, recall 0.95) reduces approximately.
func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @tpu_approximate(%x: tensor<4x1000xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x1000xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op ApproxTopK with is_fallback = false reduces approximately (the TPU's PartialReduce) and is not supported; jax exports is_fallback = true for CPU and GPU}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = false, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x1000xf32>, tensor<4x1000xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}

// -----

func.func private @cmp(%lhs: tensor<f32>, %rhs: tensor<f32>, %lhs_i: tensor<i32>, %rhs_i: tensor<i32>) -> tensor<i1> {
  cf.br ^bb1
^bb1:
  %0 = stablehlo.compare GT, %lhs, %rhs : (tensor<f32>, tensor<f32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @two_blocks(%x: tensor<4x100xf32>) -> (tensor<4x5xf32>, tensor<4x5xi32>) {
  %iota = stablehlo.iota dim = 1 : tensor<4x100xi32>
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  // expected-error@+1 {{'stablehlo.custom_call' op comparator @cmp must be a single block to inline}}
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %iota, %ninf, %c) {called_computations = [@cmp], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 5 : i64}} : (tensor<4x100xf32>, tensor<4x100xi32>, tensor<f32>, tensor<i32>) -> (tensor<4x5xf32>, tensor<4x5xi32>)
  return %0#0, %0#1 : tensor<4x5xf32>, tensor<4x5xi32>
}
