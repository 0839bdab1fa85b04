module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>, %arg1: tensor<7xf32>) -> (tensor<7xi32> {jax.result_info = "result[0]"}, tensor<7xi32> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}, tensor<7xi32> {jax.result_info = "result[3]"}) {
    %0 = call @sort(%arg0) : (tensor<10xf32>) -> tensor<10xf32>
    %1 = call @searchsorted(%0, %arg1) : (tensor<10xf32>, tensor<7xf32>) -> tensor<7xi32>
    %2 = call @searchsorted_1(%0, %arg1) : (tensor<10xf32>, tensor<7xf32>) -> tensor<7xi32>
    %3 = stablehlo.iota dim = 0 : tensor<10xf32>
    %4 = call @_interp(%arg1, %0, %3) : (tensor<7xf32>, tensor<10xf32>, tensor<10xf32>) -> tensor<7xf32>
    %5 = call @digitize(%arg1, %0) : (tensor<7xf32>, tensor<10xf32>) -> tensor<7xi32>
    return %1, %2, %4, %5 : tensor<7xi32>, tensor<7xi32>, tensor<7xf32>, tensor<7xi32>
  }
  func.func private @sort(%arg0: tensor<10xf32>) -> tensor<10xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<10xf32>) -> tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func private @searchsorted(%arg0: tensor<10xf32>, %arg1: tensor<7xf32>) -> tensor<7xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<10xf32>, tensor<7xf32>) -> tensor<7xi32>
    return %0 : tensor<7xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<10xf32>, %arg1: tensor<7xf32>) -> tensor<7xi32> {
    %0 = call @_searchsorted_scan_impl_0(%arg0, %arg1) : (tensor<10xf32>, tensor<7xf32>) -> tensor<7xi32>
    return %0 : tensor<7xi32>
  }
  func.func private @_searchsorted_scan_impl_0(%arg0: tensor<10xf32>, %arg1: tensor<7xf32>) -> tensor<7xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<7xui32>
    %c_0 = stablehlo.constant dense<10> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<7xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<10xf32>, tensor<7xf32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<10xf32>, tensor<7xf32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<10xf32>, tensor<7xf32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<7xui32>) -> tensor<7xi32>
    return %3 : tensor<7xi32>
  }
  func.func private @closed_call(%arg0: tensor<10xf32>, %arg1: tensor<7xf32>, %arg2: tensor<7xui32>, %arg3: tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<7xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<7xui32>, tensor<i32>) -> tensor<7xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<7xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<7xui32>) -> tensor<7x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<7x1xui32>) -> tensor<7x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<7x1xf32>) -> tensor<7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<7xi1>, tensor<7xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<7xi1>, tensor<7xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<7xi1>, tensor<7xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<7xi1>, tensor<7xf32>
    %20 = stablehlo.compare LE, %12, %19, TOTALORDER : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<7xi1>, tensor<7xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<7xi1>, tensor<7xui32>
    return %21, %22 : tensor<7xui32>, tensor<7xui32>
  }
  func.func private @floor_divide(%arg0: tensor<7xui32>, %arg1: tensor<i32>) -> tensor<7xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<7xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<7xui32>
    return %2 : tensor<7xui32>
  }
  func.func private @searchsorted_1(%arg0: tensor<10xf32>, %arg1: tensor<7xf32>) -> tensor<7xi32> {
    %0 = call @_searchsorted_sort_impl(%arg0, %arg1) : (tensor<10xf32>, tensor<7xf32>) -> tensor<7xi32>
    return %0 : tensor<7xi32>
  }
  func.func private @_searchsorted_sort_impl(%arg0: tensor<10xf32>, %arg1: tensor<7xf32>) -> tensor<7xi32> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<10xf32>, tensor<7xf32>) -> tensor<17xf32>
    %1 = stablehlo.iota dim = 0 : tensor<17xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<17xi32>
    %3:2 = "stablehlo.sort"(%0, %1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.select %23, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %25 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %26 = stablehlo.select %25, %cst_6, %24 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.select %27, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %29 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %30 = stablehlo.select %29, %cst_9, %28 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare LT, %26, %30, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    }) : (tensor<17xf32>, tensor<17xi32>) -> (tensor<17xf32>, tensor<17xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<17xi32>
    %5 = stablehlo.compare LT, %3#1, %4, SIGNED : (tensor<17xi32>, tensor<17xi32>) -> tensor<17xi1>
    %c_1 = stablehlo.constant dense<17> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<17xi32>
    %7 = stablehlo.add %3#1, %6 : tensor<17xi32>
    %8 = stablehlo.select %5, %7, %3#1 : tensor<17xi1>, tensor<17xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<17xi32>) -> tensor<17x1xi32>
    %10 = "stablehlo.scatter"(%2, %9, %1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<17xi32>, tensor<17x1xi32>, tensor<17xi32>) -> tensor<17xi32>
    %11 = stablehlo.slice %10 [10:17] : (tensor<17xi32>) -> tensor<7xi32>
    %12 = stablehlo.iota dim = 0 : tensor<7xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %14:2 = "stablehlo.sort"(%arg1, %12) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.select %23, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %25 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %26 = stablehlo.select %25, %cst_6, %24 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.select %27, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %29 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %30 = stablehlo.select %29, %cst_9, %28 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare LT, %26, %30, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    }) : (tensor<7xf32>, tensor<7xi32>) -> (tensor<7xf32>, tensor<7xi32>)
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %16 = stablehlo.compare LT, %14#1, %15, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_4 = stablehlo.constant dense<7> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %18 = stablehlo.add %14#1, %17 : tensor<7xi32>
    %19 = stablehlo.select %16, %18, %14#1 : tensor<7xi1>, tensor<7xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %21 = "stablehlo.scatter"(%13, %20, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<7xi32>, tensor<7x1xi32>, tensor<7xi32>) -> tensor<7xi32>
    %22 = stablehlo.subtract %11, %21 : tensor<7xi32>
    return %22 : tensor<7xi32>
  }
  func.func private @_interp(%arg0: tensor<7xf32>, %arg1: tensor<10xf32>, %arg2: tensor<10xf32>) -> tensor<7xf32> {
    %0 = call @searchsorted_2(%arg1, %arg0) : (tensor<10xf32>, tensor<7xf32>) -> tensor<7xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<9> : tensor<i32>
    %1 = call @clip(%0, %c, %c_0) : (tensor<7xi32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<10> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %5 = stablehlo.add %1, %4 : tensor<7xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<7xi1>, tensor<7xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %10 = stablehlo.subtract %1, %9 : tensor<7xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %12 = stablehlo.compare LT, %10, %11, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_5 = stablehlo.constant dense<10> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %14 = stablehlo.add %10, %13 : tensor<7xi32>
    %15 = stablehlo.select %12, %14, %10 : tensor<7xi1>, tensor<7xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %17 = "stablehlo.gather"(%arg2, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %18 = stablehlo.subtract %8, %17 : tensor<7xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %20 = stablehlo.compare LT, %1, %19, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_7 = stablehlo.constant dense<10> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %22 = stablehlo.add %1, %21 : tensor<7xi32>
    %23 = stablehlo.select %20, %22, %1 : tensor<7xi1>, tensor<7xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %25 = "stablehlo.gather"(%arg1, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %27 = stablehlo.subtract %1, %26 : tensor<7xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_10 = stablehlo.constant dense<10> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %31 = stablehlo.add %27, %30 : tensor<7xi32>
    %32 = stablehlo.select %29, %31, %27 : tensor<7xi1>, tensor<7xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %34 = "stablehlo.gather"(%arg1, %33) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %35 = stablehlo.subtract %25, %34 : tensor<7xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %37 = stablehlo.subtract %1, %36 : tensor<7xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %39 = stablehlo.compare LT, %37, %38, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_13 = stablehlo.constant dense<10> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %41 = stablehlo.add %37, %40 : tensor<7xi32>
    %42 = stablehlo.select %39, %41, %37 : tensor<7xi1>, tensor<7xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %44 = "stablehlo.gather"(%arg1, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %45 = stablehlo.subtract %arg0, %44 : tensor<7xf32>
    %46 = stablehlo.abs %35 : tensor<7xf32>
    %cst = stablehlo.constant dense<1.42108547E-14> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %48 = stablehlo.compare LE, %46, %47, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %50 = stablehlo.subtract %1, %49 : tensor<7xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %52 = stablehlo.compare LT, %50, %51, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_16 = stablehlo.constant dense<10> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %54 = stablehlo.add %50, %53 : tensor<7xi32>
    %55 = stablehlo.select %52, %54, %50 : tensor<7xi1>, tensor<7xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %57 = "stablehlo.gather"(%arg2, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %59 = stablehlo.subtract %1, %58 : tensor<7xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %61 = stablehlo.compare LT, %59, %60, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_19 = stablehlo.constant dense<10> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %63 = stablehlo.add %59, %62 : tensor<7xi32>
    %64 = stablehlo.select %61, %63, %59 : tensor<7xi1>, tensor<7xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %66 = "stablehlo.gather"(%arg2, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %67 = call @_where(%48, %c_20, %35) : (tensor<7xi1>, tensor<i32>, tensor<7xf32>) -> tensor<7xf32>
    %68 = stablehlo.divide %45, %67 : tensor<7xf32>
    %69 = stablehlo.multiply %68, %18 : tensor<7xf32>
    %70 = stablehlo.add %66, %69 : tensor<7xf32>
    %71 = call @_where_6(%48, %57, %70) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %72 = stablehlo.slice %arg2 [0:1] : (tensor<10xf32>) -> tensor<1xf32>
    %73 = stablehlo.reshape %72 : (tensor<1xf32>) -> tensor<f32>
    %74 = stablehlo.slice %arg1 [0:1] : (tensor<10xf32>) -> tensor<1xf32>
    %75 = stablehlo.reshape %74 : (tensor<1xf32>) -> tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %77 = stablehlo.compare LT, %arg0, %76, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %78 = call @_where_7(%77, %73, %71) : (tensor<7xi1>, tensor<f32>, tensor<7xf32>) -> tensor<7xf32>
    %79 = stablehlo.slice %arg2 [9:10] : (tensor<10xf32>) -> tensor<1xf32>
    %80 = stablehlo.reshape %79 : (tensor<1xf32>) -> tensor<f32>
    %81 = stablehlo.slice %arg1 [9:10] : (tensor<10xf32>) -> tensor<1xf32>
    %82 = stablehlo.reshape %81 : (tensor<1xf32>) -> tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %84 = stablehlo.compare GT, %arg0, %83, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %85 = call @_where_7(%84, %80, %78) : (tensor<7xi1>, tensor<f32>, tensor<7xf32>) -> tensor<7xf32>
    return %85 : tensor<7xf32>
  }
  func.func private @searchsorted_2(%arg0: tensor<10xf32>, %arg1: tensor<7xf32>) -> tensor<7xi32> {
    %0 = call @_searchsorted_scan_impl_3(%arg0, %arg1) : (tensor<10xf32>, tensor<7xf32>) -> tensor<7xi32>
    return %0 : tensor<7xi32>
  }
  func.func private @_searchsorted_scan_impl_3(%arg0: tensor<10xf32>, %arg1: tensor<7xf32>) -> tensor<7xi32> {
    %0 = call @_searchsorted_scan_impl_4(%arg0, %arg1) : (tensor<10xf32>, tensor<7xf32>) -> tensor<7xi32>
    return %0 : tensor<7xi32>
  }
  func.func private @_searchsorted_scan_impl_4(%arg0: tensor<10xf32>, %arg1: tensor<7xf32>) -> tensor<7xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<7xui32>
    %c_0 = stablehlo.constant dense<10> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<7xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<10xf32>, tensor<7xf32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_5(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<10xf32>, tensor<7xf32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<10xf32>, tensor<7xf32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<7xui32>) -> tensor<7xi32>
    return %3 : tensor<7xi32>
  }
  func.func private @closed_call_5(%arg0: tensor<10xf32>, %arg1: tensor<7xf32>, %arg2: tensor<7xui32>, %arg3: tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<7xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<7xui32>, tensor<i32>) -> tensor<7xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<7xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<7xui32>) -> tensor<7x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<7x1xui32>) -> tensor<7x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<7x1xf32>) -> tensor<7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<7xi1>, tensor<7xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<7xi1>, tensor<7xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<7xi1>, tensor<7xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<7xi1>, tensor<7xf32>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<7xi1>, tensor<7xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<7xi1>, tensor<7xui32>
    return %21, %22 : tensor<7xui32>, tensor<7xui32>
  }
  func.func private @clip(%arg0: tensor<7xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<7xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<7xi32>
    return %5 : tensor<7xi32>
  }
  func.func private @_where(%arg0: tensor<7xi1>, %arg1: tensor<i32>, %arg2: tensor<7xf32>) -> tensor<7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<7xi1>, tensor<7xf32>
    return %2 : tensor<7xf32>
  }
  func.func private @_where_6(%arg0: tensor<7xi1>, %arg1: tensor<7xf32>, %arg2: tensor<7xf32>) -> tensor<7xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7xi1>, tensor<7xf32>
    return %0 : tensor<7xf32>
  }
  func.func private @_where_7(%arg0: tensor<7xi1>, %arg1: tensor<f32>, %arg2: tensor<7xf32>) -> tensor<7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<7xi1>, tensor<7xf32>
    return %1 : tensor<7xf32>
  }
  func.func private @digitize(%arg0: tensor<7xf32>, %arg1: tensor<10xf32>) -> tensor<7xi32> {
    %0 = stablehlo.slice %arg1 [9:10] : (tensor<10xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<10xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.compare GE, %1, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = call @searchsorted_2(%arg1, %arg0) : (tensor<10xf32>, tensor<7xf32>) -> tensor<7xi32>
    %6 = stablehlo.reverse %arg1, dims = [0] : tensor<10xf32>
    %7 = call @searchsorted_2(%6, %arg0) : (tensor<10xf32>, tensor<7xf32>) -> tensor<7xi32>
    %c = stablehlo.constant dense<10> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %9 = stablehlo.subtract %8, %7 : tensor<7xi32>
    %10 = call @_where_8(%4, %5, %9) : (tensor<i1>, tensor<7xi32>, tensor<7xi32>) -> tensor<7xi32>
    return %10 : tensor<7xi32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<7xi32>, %arg2: tensor<7xi32>) -> tensor<7xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<7xi32>
    return %0 : tensor<7xi32>
  }
}
