module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x5xi32>, %arg2: tensor<4x1xf32>, %arg3: tensor<1x5xf32>, %arg4: tensor<4x5xi1>) -> (tensor<3x2x5xf32> {jax.result_info = "result[0]"}, tensor<3x4x5xf32> {jax.result_info = "result[1]"}, tensor<3x4x2xf32> {jax.result_info = "result[2]"}, tensor<4x5xf32> {jax.result_info = "result[3]"}, tensor<4x5xf32> {jax.result_info = "result[4]"}, tensor<3x4x5xf32> {jax.result_info = "result[5]"}, tensor<6xi32> {jax.result_info = "result[6]"}) {
    %0 = call @take_along_axis(%arg0, %arg1) : (tensor<3x4x5xf32>, tensor<3x2x5xi32>) -> tensor<3x2x5xf32>
    %1 = call @argsort(%arg0) : (tensor<3x4x5xf32>) -> tensor<3x4x5xi32>
    %2 = call @take_along_axis_0(%arg0, %1) : (tensor<3x4x5xf32>, tensor<3x4x5xi32>) -> tensor<3x4x5xf32>
    %3 = stablehlo.slice %arg1 [0:3, 0:1, 0:2] : (tensor<3x2x5xi32>) -> tensor<3x1x2xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 3] : (tensor<3x1x2xi32>) -> tensor<3x1x4x2xi32>
    %5 = stablehlo.reshape %4 : (tensor<3x1x4x2xi32>) -> tensor<3x4x2xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x4x2xi32>
    %7 = stablehlo.add %5, %6 : tensor<3x4x2xi32>
    %8 = call @take_along_axis_1(%arg0, %7) : (tensor<3x4x5xf32>, tensor<3x4x2xi32>) -> tensor<3x4x2xf32>
    %9 = call @_where(%arg4, %arg2, %arg3) : (tensor<4x5xi1>, tensor<4x1xf32>, tensor<1x5xf32>) -> tensor<4x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %11 = stablehlo.compare GT, %arg2, %10, FLOAT : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xi1>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %12 = call @_where_2(%11, %arg3, %cst_0) : (tensor<4x1xi1>, tensor<1x5xf32>, tensor<f32>) -> tensor<4x5xf32>
    %13 = stablehlo.broadcast_in_dim %arg4, dims = [1, 2] : (tensor<4x5xi1>) -> tensor<1x4x5xi1>
    %14 = call @_where_3(%13, %arg0, %arg2) : (tensor<1x4x5xi1>, tensor<3x4x5xf32>, tensor<4x1xf32>) -> tensor<3x4x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x4x5xf32>
    %16 = stablehlo.compare GT, %arg0, %15, FLOAT : (tensor<3x4x5xf32>, tensor<3x4x5xf32>) -> tensor<3x4x5xi1>
    %17 = call @cumsum(%16) : (tensor<3x4x5xi1>) -> tensor<60xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %19 = call @clip(%17, %c_3) : (tensor<60xi32>, tensor<i32>) -> tensor<60xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<60xi32>
    %21 = stablehlo.compare LT, %19, %20, SIGNED : (tensor<60xi32>, tensor<60xi32>) -> tensor<60xi1>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<60xi32>
    %23 = stablehlo.add %19, %22 : tensor<60xi32>
    %24 = stablehlo.select %21, %23, %19 : tensor<60xi1>, tensor<60xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<60xi32>) -> tensor<60x1xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<60xi32>
    %27 = "stablehlo.scatter"(%18, %25, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %37 = stablehlo.add %arg5, %arg6 : tensor<i32>
      stablehlo.return %37 : tensor<i32>
    }) : (tensor<6xi32>, tensor<60x1xi32>, tensor<60xi32>) -> tensor<6xi32>
    %28 = call @cumsum_5(%27) : (tensor<6xi32>) -> tensor<6xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %29 = call @floor_divide(%28, %c_7) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_8 = stablehlo.constant dense<5> : tensor<i32>
    %30 = call @remainder(%29, %c_8) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %31 = stablehlo.iota dim = 0 : tensor<6xi32>
    %32 = stablehlo.convert %16 : (tensor<3x4x5xi1>) -> tensor<3x4x5xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.reduce(%32 init: %c_9) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<3x4x5xi32>, tensor<i32>) -> tensor<i32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %35 = stablehlo.compare GE, %31, %34, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %36 = call @_where_9(%35, %c_10, %30) : (tensor<6xi1>, tensor<i32>, tensor<6xi32>) -> tensor<6xi32>
    return %0, %2, %8, %9, %12, %14, %36 : tensor<3x2x5xf32>, tensor<3x4x5xf32>, tensor<3x4x2xf32>, tensor<4x5xf32>, tensor<4x5xf32>, tensor<3x4x5xf32>, tensor<6xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x2x5xi32>) -> tensor<3x2x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x2x5xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x2x5xi32>, tensor<3x2x5xi32>) -> tensor<3x2x5xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x2x5xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x2x5xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x2x5xi1>, tensor<3x2x5xi32>
    %5 = stablehlo.reshape %4 : (tensor<3x2x5xi32>) -> tensor<3x2x5x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x2x5x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x2x5x1xi32>, tensor<3x2x5x1xi32>) -> tensor<3x2x5x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<3x2x5x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x2x5x1xi32>, tensor<3x2x5x1xi32>) -> tensor<3x2x5x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x2x5x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<3x2x5x1xi1>, tensor<i1>) -> tensor<3x2x5xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0, 2], start_indices_batching_dims = [0, 2], start_index_map = [1], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x4x5xf32>, tensor<3x2x5x1xi32>) -> tensor<3x2x5xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x2x5xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<3x2x5xi1>, tensor<3x2x5xf32>
    return %15 : tensor<3x2x5xf32>
  }
  func.func private @argsort(%arg0: tensor<3x4x5xf32>) -> tensor<3x4x5xi32> {
    %0 = stablehlo.iota dim = 2 : tensor<3x4x5xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<3x4x5xf32>, tensor<3x4x5xi32>) -> (tensor<3x4x5xf32>, tensor<3x4x5xi32>)
    return %1#1 : tensor<3x4x5xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x4x5xi32>) -> tensor<3x4x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x4x5xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x4x5xi32>, tensor<3x4x5xi32>) -> tensor<3x4x5xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x4x5xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x4x5xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x4x5xi1>, tensor<3x4x5xi32>
    %5 = stablehlo.reshape %4 : (tensor<3x4x5xi32>) -> tensor<3x4x5x1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x4x5x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x4x5x1xi32>, tensor<3x4x5x1xi32>) -> tensor<3x4x5x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<3x4x5x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x4x5x1xi32>, tensor<3x4x5x1xi32>) -> tensor<3x4x5x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x4x5x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<3x4x5x1xi1>, tensor<i1>) -> tensor<3x4x5xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x4x5xf32>, tensor<3x4x5x1xi32>) -> tensor<3x4x5xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4x5xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<3x4x5xi1>, tensor<3x4x5xf32>
    return %15 : tensor<3x4x5xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<3x4x5xf32>, %arg1: tensor<3x4x2xi32>) -> tensor<3x4x2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x4x2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x4x2xi32>, tensor<3x4x2xi32>) -> tensor<3x4x2xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x4x2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x4x2xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x4x2xi1>, tensor<3x4x2xi32>
    %5 = stablehlo.reshape %4 : (tensor<3x4x2xi32>) -> tensor<3x4x2x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<3x4x5xf32>, tensor<3x4x2x1xi32>) -> tensor<3x4x2xf32>
    return %6 : tensor<3x4x2xf32>
  }
  func.func private @_where(%arg0: tensor<4x5xi1>, %arg1: tensor<4x1xf32>, %arg2: tensor<1x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<4x5xi1>, tensor<4x5xf32>
    return %2 : tensor<4x5xf32>
  }
  func.func private @_where_2(%arg0: tensor<4x1xi1>, %arg1: tensor<1x5xf32>, %arg2: tensor<f32>) -> tensor<4x5xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x1xi1>) -> tensor<4x5xi1>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %3 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %4 = stablehlo.select %1, %2, %3 : tensor<4x5xi1>, tensor<4x5xf32>
    return %4 : tensor<4x5xf32>
  }
  func.func private @_where_3(%arg0: tensor<1x4x5xi1>, %arg1: tensor<3x4x5xf32>, %arg2: tensor<4x1xf32>) -> tensor<3x4x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x4x5xi1>) -> tensor<3x4x5xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1, 2] : (tensor<4x1xf32>) -> tensor<3x4x5xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<3x4x5xi1>, tensor<3x4x5xf32>
    return %2 : tensor<3x4x5xf32>
  }
  func.func private @cumsum(%arg0: tensor<3x4x5xi1>) -> tensor<60xi32> {
    %0 = stablehlo.reshape %arg0 : (tensor<3x4x5xi1>) -> tensor<60xi1>
    %1 = stablehlo.convert %0 : (tensor<60xi1>) -> tensor<60xi32>
    %2 = call @cumsum_4(%1) : (tensor<60xi32>) -> tensor<60xi32>
    return %2 : tensor<60xi32>
  }
  func.func private @cumsum_4(%arg0: tensor<60xi32>) -> tensor<60xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[59, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 60>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<60xi32>, tensor<i32>) -> tensor<60xi32>
    return %1 : tensor<60xi32>
  }
  func.func private @clip(%arg0: tensor<60xi32>, %arg1: tensor<i32>) -> tensor<60xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<60xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<60xi32>
    return %2 : tensor<60xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %0 = call @cumsum_6(%arg0) : (tensor<6xi32>) -> tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @floor_divide(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<6xi32>
    %2 = stablehlo.sign %arg0 : tensor<6xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %10 = stablehlo.and %5, %9 : tensor<6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<6xi32>
    %13 = call @_where_7(%10, %12, %1) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    return %13 : tensor<6xi32>
  }
  func.func private @_where_7(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @remainder(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_8(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = stablehlo.and %11, %6 : tensor<6xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %14 = stablehlo.add %4, %13 : tensor<6xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<6xi1>, tensor<6xi32>
    return %15 : tensor<6xi32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_9(%arg0: tensor<6xi1>, %arg1: tensor<i32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %2 : tensor<6xi32>
  }
}
