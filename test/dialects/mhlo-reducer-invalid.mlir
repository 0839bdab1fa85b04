// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @reducer_parameter_type(%a: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{The type of reduction-region's parameter at index 1 is different than the corresponding result type: 'tensor<i32>' vs 'tensor<f32>'}}
  %0 = "mhlo.reduce"(%a, %init) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<i32>):
    "mhlo.return"(%acc) : (tensor<f32>) -> ()
  }) {dimensions = dense<0> : tensor<1xi64>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @reducer_result_count(%a: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{Reduction-region here must produce 1 tensors, but produces 2 instead}}
  %0 = "mhlo.reduce"(%a, %init) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    "mhlo.return"(%acc, %x) : (tensor<f32>, tensor<f32>) -> ()
  }) {dimensions = dense<0> : tensor<1xi64>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @reducer_result_not_tensor(%a: tensor<4xf32>, %init: tensor<f32>, %s: f32) -> tensor<f32> {
  // expected-error@+1 {{Reduction-region here must produce tensor-typed result(s), but produces 'f32' instead}}
  %0 = "mhlo.reduce"(%a, %init) ({
  ^bb0(%acc: tensor<f32>, %x: tensor<f32>):
    "mhlo.return"(%s) : (f32) -> ()
  }) {dimensions = dense<0> : tensor<1xi64>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @reduce_quantized_expressed(%a: tensor<4x!quant.uniform<i8:f32, 0.5>>, %init: tensor<!quant.uniform<i8:f32, 0.5>>) {
  // expected-error@+1 {{The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's corresponding init-value element-type: 'tensor<!quant.uniform<i16:f64, 5.000000e-01>>' vs 'tensor<!quant.uniform<i8:f32, 5.000000e-01>>'}}
  %0 = "mhlo.reduce"(%a, %init) ({
  ^bb0(%x: tensor<!quant.uniform<i16:f64, 0.5>>, %y: tensor<!quant.uniform<i16:f64, 0.5>>):
    "mhlo.return"(%x) : (tensor<!quant.uniform<i16:f64, 0.5>>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.5>>) -> tensor<!quant.uniform<i16:f64, 0.5>>
  func.return
}
