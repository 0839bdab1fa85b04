// A stablehlo.while whose flag %go only the condition reads (test_bufferization.py: compiled against the interpreter).
func.func @main(%x: tensor<3xf32>, %n: tensor<i32>) -> tensor<3xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %r:3 = stablehlo.while(%i = %zero, %go = %true, %v = %x) : tensor<i32>, tensor<i1>, tensor<3xf32>
   cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c = stablehlo.and %lt, %go : tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %half = stablehlo.constant dense<0.5> : tensor<3xf32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %w = stablehlo.multiply %v, %half : tensor<3xf32>
    %w2 = stablehlo.add %w, %half : tensor<3xf32>
    %d = stablehlo.subtract %w2, %v : tensor<3xf32>
    %a = stablehlo.abs %d : tensor<3xf32>
    %init = stablehlo.constant dense<0.0> : tensor<f32>
    %m = stablehlo.reduce(%a init: %init) applies stablehlo.maximum across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %eps = stablehlo.constant dense<0.01> : tensor<f32>
    %more = stablehlo.compare GT, %m, %eps : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %next, %more, %w2 : tensor<i32>, tensor<i1>, tensor<3xf32>
  }
  return %r#2 : tensor<3xf32>
}
