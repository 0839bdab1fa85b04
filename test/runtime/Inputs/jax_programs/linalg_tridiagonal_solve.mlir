module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<3x6xf32>, %arg3: tensor<3x6x2xf32>, %arg4: tensor<5xf64>, %arg5: tensor<5x3xf64>) -> (tensor<3x6x2xf32> {jax.result_info = "result[0]"}, tensor<6x2xf32> {jax.result_info = "result[1]"}, tensor<5x3xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<5x3xf64> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = "stablehlo.scatter"(%arg1, %2, %cst) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<2xi32>, tensor<f32>) -> tensor<3x6xf32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.concatenate %4, %5, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = "stablehlo.scatter"(%arg0, %6, %cst_3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      stablehlo.return %arg7 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<2xi32>, tensor<f32>) -> tensor<3x6xf32>
    %8:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%7, %3, %arg2, %arg3) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, k], [i, l], [i, m, n])->([i, o], [i, p], [i, q], [i, r, s], [i]) {i=3, j=6, k=6, l=6, m=6, n=2, o=6, p=6, q=6, r=6, s=2}, custom>} : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6x2xf32>) -> (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6x2xf32>, tensor<3xi32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %10 = stablehlo.compare EQ, %8#4, %9, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x6x2xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<3x1x1xi1>) -> tensor<3x6x2xi1>
    %14 = stablehlo.select %13, %8#3, %12 : tensor<3x6x2xi1>, tensor<3x6x2xf32>
    %15 = stablehlo.reverse %arg4, dims = [0] : tensor<5xf64>
    %16 = stablehlo.convert %15 : (tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %cst_6 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %18 = stablehlo.multiply %17, %16 : tensor<5xcomplex<f64>>
    %19 = stablehlo.convert %arg4 : (tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %20 = stablehlo.add %19, %18 : tensor<5xcomplex<f64>>
    %cst_7 = stablehlo.constant dense<(3.000000e-01,0.000000e+00)> : tensor<complex<f64>>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %22 = stablehlo.multiply %20, %21 : tensor<5xcomplex<f64>>
    %cst_8 = stablehlo.constant dense<(4.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %24 = stablehlo.add %20, %23 : tensor<5xcomplex<f64>>
    %25 = stablehlo.real %20 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %26 = stablehlo.imag %20 : (tensor<5xcomplex<f64>>) -> tensor<5xf64>
    %27 = stablehlo.negate %26 : tensor<5xf64>
    %28 = stablehlo.complex %25, %27 : tensor<5xcomplex<f64>>
    %cst_9 = stablehlo.constant dense<(3.000000e-01,0.000000e+00)> : tensor<complex<f64>>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %30 = stablehlo.multiply %28, %29 : tensor<5xcomplex<f64>>
    %31 = stablehlo.convert %arg5 : (tensor<5x3xf64>) -> tensor<5x3xcomplex<f64>>
    %cst_10 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f64>>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f64>>) -> tensor<5x3xcomplex<f64>>
    %33 = stablehlo.add %31, %32 : tensor<5x3xcomplex<f64>>
    %34:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%22, %24, %30, %33) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=5, j=5, k=5, l=5, m=3, n=5, o=5, p=5, q=5, r=3}, custom>} : (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x3xcomplex<f64>>) -> (tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<5x3xcomplex<f64>>, tensor<i32>)
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<i32>
    %36 = stablehlo.compare EQ, %34#4, %35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_12 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f64>>) -> tensor<5x3xcomplex<f64>>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %40 = stablehlo.select %39, %34#3, %38 : tensor<5x3xi1>, tensor<5x3xcomplex<f64>>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %42 = stablehlo.multiply %arg4, %41 : tensor<5xf64>
    %43 = stablehlo.abs %arg4 : tensor<5xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %44 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %45 = stablehlo.add %43, %44 : tensor<5xf64>
    %46 = stablehlo.reverse %arg4, dims = [0] : tensor<5xf64>
    %47:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%42, %45, %46, %arg5) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=5, j=5, k=5, l=5, m=3, n=5, o=5, p=5, q=5, r=3}, custom>} : (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x3xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<5x3xf64>, tensor<i32>)
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<i32>
    %49 = stablehlo.compare EQ, %47#4, %48, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_16 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<5x3xf64>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %53 = stablehlo.select %52, %47#3, %51 : tensor<5x3xi1>, tensor<5x3xf64>
    %54 = stablehlo.slice %arg3 [0:1, 0:6, 0:2] : (tensor<3x6x2xf32>) -> tensor<1x6x2xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x6x2xf32>) -> tensor<6x2xf32>
    %56 = stablehlo.slice %7 [0:1, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x6xf32>) -> tensor<6xf32>
    %58 = stablehlo.slice %3 [0:1, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %59 = stablehlo.reshape %58 : (tensor<1x6xf32>) -> tensor<6xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %61 = stablehlo.add %59, %60 : tensor<6xf32>
    %62 = stablehlo.slice %arg2 [0:1, 0:6] : (tensor<3x6xf32>) -> tensor<1x6xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x6xf32>) -> tensor<6xf32>
    %64:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%57, %61, %63, %55) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=6, j=6, k=6, l=6, m=2, n=6, o=6, p=6, q=6, r=2}, custom>} : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6x2xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6x2xf32>, tensor<i32>)
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<i32>
    %66 = stablehlo.compare EQ, %64#4, %65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_19 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<6x2xi1>
    %70 = stablehlo.select %69, %64#3, %68 : tensor<6x2xi1>, tensor<6x2xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<6x2xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<6x2xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %76 = stablehlo.slice %63 [0:5] : (tensor<6xf32>) -> tensor<5xf32>
    %77 = stablehlo.concatenate %75, %76, dim = 0 : (tensor<1xf32>, tensor<5xf32>) -> tensor<6xf32>
    %78 = stablehlo.slice %57 [1:6] : (tensor<6xf32>) -> tensor<5xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %80 = stablehlo.concatenate %78, %79, dim = 0 : (tensor<5xf32>, tensor<1xf32>) -> tensor<6xf32>
    %81:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%77, %61, %80, %74) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=6, j=6, k=6, l=6, m=2, n=6, o=6, p=6, q=6, r=2}, custom>} : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6x2xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6x2xf32>, tensor<i32>)
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %82 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<i32>
    %83 = stablehlo.compare EQ, %81#4, %82, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_25 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<6x2xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<6x2xi1>
    %87 = stablehlo.select %86, %81#3, %85 : tensor<6x2xi1>, tensor<6x2xf32>
    return %14, %87, %40, %53 : tensor<3x6x2xf32>, tensor<6x2xf32>, tensor<5x3xcomplex<f64>>, tensor<5x3xf64>
  }
}
