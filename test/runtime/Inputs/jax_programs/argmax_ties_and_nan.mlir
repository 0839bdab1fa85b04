module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x3xf32>, %arg1: tensor<2x3xui8>, %arg2: tensor<2x3xi1>) -> (tensor<6xi32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}, tensor<3xi32> {jax.result_info = "result[2]"}, tensor<3xi32> {jax.result_info = "result[3]"}, tensor<2xi32> {jax.result_info = "result[4]"}, tensor<3xi32> {jax.result_info = "result[5]"}, tensor<2xi32> {jax.result_info = "result[6]"}, tensor<i32> {jax.result_info = "result[7]"}, tensor<6xi32> {jax.result_info = "result[8]"}, tensor<6xf32> {jax.result_info = "result[9]"}, tensor<3xf32> {jax.result_info = "result[10]"}, tensor<6x1xi32> {jax.result_info = "result[11]"}) {
    %0 = call @argmax(%arg0) : (tensor<6x3xf32>) -> tensor<6xi32>
    %1 = call @argmin(%arg0) : (tensor<6x3xf32>) -> tensor<6xi32>
    %2 = call @argmax_0(%arg0) : (tensor<6x3xf32>) -> tensor<3xi32>
    %3 = call @argmin_1(%arg0) : (tensor<6x3xf32>) -> tensor<3xi32>
    %4 = call @argmax_2(%arg1) : (tensor<2x3xui8>) -> tensor<2xi32>
    %5 = call @argmin_3(%arg1) : (tensor<2x3xui8>) -> tensor<3xi32>
    %6 = call @argmax_4(%arg2) : (tensor<2x3xi1>) -> tensor<2xi32>
    %7 = stablehlo.reshape %arg0 : (tensor<6x3xf32>) -> tensor<18xf32>
    %8 = call @argmax_5(%7) : (tensor<18xf32>) -> tensor<i32>
    %9 = stablehlo.convert %arg0 : (tensor<6x3xf32>) -> tensor<6x3xbf16>
    %10 = call @argmax_6(%9) : (tensor<6x3xbf16>) -> tensor<6xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<6x3xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %12 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0] : (tensor<6x3xf32>, tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = call @_where(%13, %cst_1, %arg0) : (tensor<6x3xi1>, tensor<f32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %15 = call @_nanargmax(%14) : (tensor<6x3xf32>) -> tensor<6x1xi32>
    return %0, %1, %2, %3, %4, %5, %6, %8, %10, %11, %12, %15 : tensor<6xi32>, tensor<6xi32>, tensor<3xi32>, tensor<3xi32>, tensor<2xi32>, tensor<3xi32>, tensor<2xi32>, tensor<i32>, tensor<6xi32>, tensor<6xf32>, tensor<3xf32>, tensor<6x1xi32>
  }
  func.func private @argmax(%arg0: tensor<6x3xf32>) -> tensor<6xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<6x3xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<6x3xf32>, tensor<6x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<6xi32>
  }
  func.func private @argmin(%arg0: tensor<6x3xf32>) -> tensor<6xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<6x3xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<6x3xf32>, tensor<6x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<6xi32>
  }
  func.func private @argmax_0(%arg0: tensor<6x3xf32>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<6x3xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<6x3xf32>, tensor<6x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<3xi32>
  }
  func.func private @argmin_1(%arg0: tensor<6x3xf32>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<6x3xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<6x3xf32>, tensor<6x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<3xi32>
  }
  func.func private @argmax_2(%arg0: tensor<2x3xui8>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c = stablehlo.constant dense<0> : tensor<ui8>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<2x3xui8>, tensor<2x3xi32>, tensor<ui8>, tensor<i32>) -> (tensor<2xui8>, tensor<2xi32>)
     reducer(%arg1: tensor<ui8>, %arg3: tensor<ui8>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui8>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<ui8>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
  func.func private @argmin_3(%arg0: tensor<2x3xui8>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x3xi32>
    %c = stablehlo.constant dense<255> : tensor<ui8>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<2x3xui8>, tensor<2x3xi32>, tensor<ui8>, tensor<i32>) -> (tensor<3xui8>, tensor<3xi32>)
     reducer(%arg1: tensor<ui8>, %arg3: tensor<ui8>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<ui8>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<ui8>, tensor<i32>
    }
    return %1#1 : tensor<3xi32>
  }
  func.func private @argmax_4(%arg0: tensor<2x3xi1>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<2x3xi1>, tensor<2x3xi32>, tensor<i1>, tensor<i32>) -> (tensor<2xi1>, tensor<2xi32>)
     reducer(%arg1: tensor<i1>, %arg3: tensor<i1>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i1>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i1>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
  func.func private @argmax_5(%arg0: tensor<18xf32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<18xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<18xf32>, tensor<18xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @argmax_6(%arg0: tensor<6x3xbf16>) -> tensor<6xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<6x3xi32>
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<6x3xbf16>, tensor<6x3xi32>, tensor<bf16>, tensor<i32>) -> (tensor<6xbf16>, tensor<6xi32>)
     reducer(%arg1: tensor<bf16>, %arg3: tensor<bf16>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<bf16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<bf16>, tensor<i32>
    }
    return %1#1 : tensor<6xi32>
  }
  func.func private @_where(%arg0: tensor<6x3xi1>, %arg1: tensor<f32>, %arg2: tensor<6x3xf32>) -> tensor<6x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6x3xi1>, tensor<6x3xf32>
    return %2 : tensor<6x3xf32>
  }
  func.func private @_nanargmax(%arg0: tensor<6x3xf32>) -> tensor<6x1xi32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xi1>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = call @_where(%0, %cst, %arg0) : (tensor<6x3xi1>, tensor<f32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %2 = call @argmax(%1) : (tensor<6x3xf32>) -> tensor<6xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %4 = stablehlo.reduce(%0 init: %c) applies stablehlo.and across dimensions = [1] : (tensor<6x3xi1>, tensor<i1>) -> tensor<6xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<6xi1>) -> tensor<6x1xi1>
    %c_0 = stablehlo.constant dense<-1> : tensor<i32>
    %6 = call @_where_7(%5, %c_0, %3) : (tensor<6x1xi1>, tensor<i32>, tensor<6x1xi32>) -> tensor<6x1xi32>
    return %6 : tensor<6x1xi32>
  }
  func.func private @_where_7(%arg0: tensor<6x1xi1>, %arg1: tensor<i32>, %arg2: tensor<6x1xi32>) -> tensor<6x1xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6x1xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6x1xi1>, tensor<6x1xi32>
    return %2 : tensor<6x1xi32>
  }
}
