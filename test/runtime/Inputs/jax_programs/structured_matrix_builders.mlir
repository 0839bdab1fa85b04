module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x4x6xf32>, %arg1: tensor<5x5xi32>, %arg2: tensor<6xf32>) -> (tensor<2x4x6xf32> {jax.result_info = "result[0]"}, tensor<2x4x6xf32> {jax.result_info = "result[1]"}, tensor<5x5xi32> {jax.result_info = "result[2]"}, tensor<2x4x6xf32> {jax.result_info = "result[3]"}, tensor<5x5xi32> {jax.result_info = "result[4]"}, tensor<7x7xf32> {jax.result_info = "result[5]"}, tensor<2x4xf32> {jax.result_info = "result[6]"}, tensor<3xi32> {jax.result_info = "result[7]"}, tensor<5x5xi32> {jax.result_info = "result[8]"}, tensor<3x5xf32> {jax.result_info = "result[9]"}, tensor<4x6xi32> {jax.result_info = "result[10]"}, tensor<3x3xf32> {jax.result_info = "result[11]"}, tensor<7xf32> {jax.result_info = "result[12]"}, tensor<12xf32> {jax.result_info = "result[13]"}, tensor<2x6x4xf32> {jax.result_info = "result[14]"}, tensor<5x5xi32> {jax.result_info = "result[15]"}, tensor<4x3xf32> {jax.result_info = "result[16]"}, tensor<6xi32> {jax.result_info = "result[17]"}) {
    %0 = call @tril(%arg0) : (tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %1 = call @triu(%arg0) : (tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %2 = call @tril_0(%arg1) : (tensor<5x5xi32>) -> tensor<5x5xi32>
    %3 = call @_roll_static(%arg0) : (tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %4 = stablehlo.reshape %arg1 : (tensor<5x5xi32>) -> tensor<25xi32>
    %5 = call @_roll_static_1(%4) : (tensor<25xi32>) -> tensor<25xi32>
    %6 = stablehlo.reshape %5 : (tensor<25xi32>) -> tensor<5x5xi32>
    %7 = call @_diag(%arg2) : (tensor<6xf32>) -> tensor<7x7xf32>
    %8 = call @diagonal(%arg0) : (tensor<2x4x6xf32>) -> tensor<2x4xf32>
    %9 = call @_diag_2(%arg1) : (tensor<5x5xi32>) -> tensor<3xi32>
    %10 = stablehlo.iota dim = 0 : tensor<5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %12 = stablehlo.compare LT, %10, %11, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %14 = stablehlo.add %10, %13 : tensor<5xi32>
    %15 = stablehlo.select %12, %14, %10 : tensor<5xi1>, tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %17 = stablehlo.compare LT, %10, %16, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %19 = stablehlo.add %10, %18 : tensor<5xi32>
    %20 = stablehlo.select %17, %19, %10 : tensor<5xi1>, tensor<5xi32>
    %21 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %23 = stablehlo.concatenate %21, %22, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %c_3 = stablehlo.constant dense<-1> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %25 = "stablehlo.scatter"(%arg1, %23, %24) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<5x5xi32>, tensor<5x2xi32>, tensor<5xi32>) -> tensor<5x5xi32>
    %26 = stablehlo.iota dim = 0 : tensor<3x5xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %28 = stablehlo.add %26, %27 : tensor<3x5xi32>
    %29 = stablehlo.iota dim = 1 : tensor<3x5xi32>
    %30 = stablehlo.compare GE, %28, %29, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %31 = stablehlo.convert %30 : (tensor<3x5xi1>) -> tensor<3x5xf32>
    %32 = stablehlo.iota dim = 0 : tensor<4x6xi32>
    %33 = stablehlo.iota dim = 1 : tensor<4x6xi32>
    %c_5 = stablehlo.constant dense<-1> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %35 = stablehlo.add %32, %34 : tensor<4x6xi32>
    %36 = stablehlo.compare EQ, %35, %33, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %37 = stablehlo.convert %36 : (tensor<4x6xi1>) -> tensor<4x6xi32>
    %38 = stablehlo.slice %arg2 [3:6] : (tensor<6xf32>) -> tensor<3xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<3xf32>) -> tensor<3x3xf32>
    %40 = stablehlo.slice %arg2 [0:1] : (tensor<6xf32>) -> tensor<1xf32>
    %41 = stablehlo.reshape %40 : (tensor<1xf32>) -> tensor<f32>
    %42 = stablehlo.slice %arg2 [1:2] : (tensor<6xf32>) -> tensor<1xf32>
    %43 = stablehlo.reshape %42 : (tensor<1xf32>) -> tensor<f32>
    %44 = call @_linspace(%41, %43) : (tensor<f32>, tensor<f32>) -> tensor<7xf32>
    %45 = stablehlo.iota dim = 0 : tensor<12xf32>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<12xf32>
    %cst_6 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %49 = stablehlo.add %48, %47 : tensor<12xf32>
    %50 = call @rot90(%arg0) : (tensor<2x4x6xf32>) -> tensor<2x6x4xf32>
    %51 = call @_flip_4(%arg1) : (tensor<5x5xi32>) -> tensor<5x5xi32>
    %52 = stablehlo.slice %arg2 [0:4] : (tensor<6xf32>) -> tensor<4xf32>
    %53 = call @vander(%52) : (tensor<4xf32>) -> tensor<4x3xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %55 = call @triu_5(%54) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %57 = stablehlo.compare NE, %55, %56, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %58 = call @cumsum(%57) : (tensor<4x4xi1>) -> tensor<16xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %60 = call @clip(%58, %c_10) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %62 = stablehlo.compare LT, %60, %61, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_12 = stablehlo.constant dense<6> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %64 = stablehlo.add %60, %63 : tensor<16xi32>
    %65 = stablehlo.select %62, %64, %60 : tensor<16xi1>, tensor<16xi32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %68 = "stablehlo.scatter"(%59, %66, %67) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      %72 = stablehlo.add %arg3, %arg4 : tensor<i32>
      stablehlo.return %72 : tensor<i32>
    }) : (tensor<6xi32>, tensor<16x1xi32>, tensor<16xi32>) -> tensor<6xi32>
    %69 = call @cumsum_7(%68) : (tensor<6xi32>) -> tensor<6xi32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %70 = call @floor_divide(%69, %c_14) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_15 = stablehlo.constant dense<4> : tensor<i32>
    %71 = call @remainder(%70, %c_15) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    return %0, %1, %2, %3, %6, %7, %8, %9, %25, %31, %37, %39, %44, %49, %50, %51, %53, %71 : tensor<2x4x6xf32>, tensor<2x4x6xf32>, tensor<5x5xi32>, tensor<2x4x6xf32>, tensor<5x5xi32>, tensor<7x7xf32>, tensor<2x4xf32>, tensor<3xi32>, tensor<5x5xi32>, tensor<3x5xf32>, tensor<4x6xi32>, tensor<3x3xf32>, tensor<7xf32>, tensor<12xf32>, tensor<2x6x4xf32>, tensor<5x5xi32>, tensor<4x3xf32>, tensor<6xi32>
  }
  func.func private @tril(%arg0: tensor<2x4x6xf32>) -> tensor<2x4x6xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x6xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x6xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x6xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x6xi1>) -> tensor<2x4x6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x6xf32>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<2x4x6xi1>, tensor<2x4x6xf32>
    return %7 : tensor<2x4x6xf32>
  }
  func.func private @triu(%arg0: tensor<2x4x6xf32>) -> tensor<2x4x6xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x6xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x6xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x6xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x6xi1>) -> tensor<2x4x6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x6xf32>
    %7 = stablehlo.select %5, %6, %arg0 : tensor<2x4x6xi1>, tensor<2x4x6xf32>
    return %7 : tensor<2x4x6xf32>
  }
  func.func private @tril_0(%arg0: tensor<5x5xi32>) -> tensor<5x5xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x5xi1>, tensor<5x5xi32>
    return %6 : tensor<5x5xi32>
  }
  func.func private @_roll_static(%arg0: tensor<2x4x6xf32>) -> tensor<2x4x6xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 3:4, 0:6] : (tensor<2x4x6xf32>) -> tensor<2x1x6xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:3, 0:6] : (tensor<2x4x6xf32>) -> tensor<2x3x6xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x1x6xf32>, tensor<2x3x6xf32>) -> tensor<2x4x6xf32>
    %3 = stablehlo.slice %2 [0:2, 0:4, 2:6] : (tensor<2x4x6xf32>) -> tensor<2x4x4xf32>
    %4 = stablehlo.slice %2 [0:2, 0:4, 0:2] : (tensor<2x4x6xf32>) -> tensor<2x4x2xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 2 : (tensor<2x4x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x6xf32>
    return %5 : tensor<2x4x6xf32>
  }
  func.func private @_roll_static_1(%arg0: tensor<25xi32>) -> tensor<25xi32> {
    %0 = stablehlo.slice %arg0 [18:25] : (tensor<25xi32>) -> tensor<7xi32>
    %1 = stablehlo.slice %arg0 [0:18] : (tensor<25xi32>) -> tensor<18xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<7xi32>, tensor<18xi32>) -> tensor<25xi32>
    return %2 : tensor<25xi32>
  }
  func.func private @_diag(%arg0: tensor<6xf32>) -> tensor<7x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [1], interior = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<7xf32>
    %1 = stablehlo.iota dim = 0 : tensor<7x7xi32>
    %2 = stablehlo.iota dim = 1 : tensor<7x7xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %4 = stablehlo.add %1, %3 : tensor<7x7xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<7x7xi1>, tensor<7x1xf32>, tensor<f32>) -> tensor<7x7xf32>
    return %7 : tensor<7x7xf32>
  }
  func.func private @_where(%arg0: tensor<7x7xi1>, %arg1: tensor<7x1xf32>, %arg2: tensor<f32>) -> tensor<7x7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x7xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<7x7xi1>, tensor<7x7xf32>
    return %2 : tensor<7x7xf32>
  }
  func.func private @diagonal(%arg0: tensor<2x4x6xf32>) -> tensor<2x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.add %2, %1 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.compare LT, %0, %4, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.add %0, %6 : tensor<4xi32>
    %8 = stablehlo.select %5, %7, %0 : tensor<4xi1>, tensor<4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<6> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %12 = stablehlo.add %3, %11 : tensor<4xi32>
    %13 = stablehlo.select %10, %12, %3 : tensor<4xi1>, tensor<4xi32>
    %14 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x4x6xf32>, tensor<4x2xi32>) -> tensor<2x4xf32>
    return %17 : tensor<2x4xf32>
  }
  func.func private @_diag_2(%arg0: tensor<5x5xi32>) -> tensor<3xi32> {
    %0 = call @diagonal_3(%arg0) : (tensor<5x5xi32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @diagonal_3(%arg0: tensor<5x5xi32>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi32>
    %1 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %2, %1 : tensor<3xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %7 = stablehlo.add %3, %6 : tensor<3xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<3xi1>, tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %10 = stablehlo.compare LT, %0, %9, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %12 = stablehlo.add %0, %11 : tensor<3xi32>
    %13 = stablehlo.select %10, %12, %0 : tensor<3xi1>, tensor<3xi32>
    %14 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x5xi32>, tensor<3x2xi32>) -> tensor<3xi32>
    return %17 : tensor<3xi32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<7xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<6xf32>
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.divide %0, %1 : tensor<6xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<6xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<6xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<6xf32>
    %11 = stablehlo.add %7, %10 : tensor<6xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<6xf32>, tensor<1xf32>) -> tensor<7xf32>
    return %13 : tensor<7xf32>
  }
  func.func private @rot90(%arg0: tensor<2x4x6xf32>) -> tensor<2x6x4xf32> {
    %0 = call @_flip(%arg0) : (tensor<2x4x6xf32>) -> tensor<2x4x6xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1] : (tensor<2x4x6xf32>) -> tensor<2x6x4xf32>
    return %1 : tensor<2x6x4xf32>
  }
  func.func private @_flip(%arg0: tensor<2x4x6xf32>) -> tensor<2x4x6xf32> {
    %0 = stablehlo.reverse %arg0, dims = [2] : tensor<2x4x6xf32>
    return %0 : tensor<2x4x6xf32>
  }
  func.func private @_flip_4(%arg0: tensor<5x5xi32>) -> tensor<5x5xi32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<5x5xi32>
    return %0 : tensor<5x5xi32>
  }
  func.func private @vander(%arg0: tensor<4xf32>) -> tensor<4x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.subtract %1, %0 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %7 = stablehlo.power %5, %6 : tensor<4x3xf32>
    return %7 : tensor<4x3xf32>
  }
  func.func private @triu_5(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<4x4xi1>, tensor<4x4xf32>
    return %6 : tensor<4x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<4x4xi1>) -> tensor<16xi32> {
    %0 = stablehlo.reshape %arg0 : (tensor<4x4xi1>) -> tensor<16xi1>
    %1 = stablehlo.convert %0 : (tensor<16xi1>) -> tensor<16xi32>
    %2 = call @cumsum_6(%1) : (tensor<16xi32>) -> tensor<16xi32>
    return %2 : tensor<16xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<16xi32>) -> tensor<16xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[15, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 16>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<16xi32>, tensor<i32>) -> tensor<16xi32>
    return %1 : tensor<16xi32>
  }
  func.func private @clip(%arg0: tensor<16xi32>, %arg1: tensor<i32>) -> tensor<16xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16xi32>
    return %2 : tensor<16xi32>
  }
  func.func private @cumsum_7(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %0 = call @cumsum_8(%arg0) : (tensor<6xi32>) -> tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @cumsum_8(%arg0: tensor<6xi32>) -> tensor<6xi32> {
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
    %13 = call @_where_9(%10, %12, %1) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    return %13 : tensor<6xi32>
  }
  func.func private @_where_9(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @remainder(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_10(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
