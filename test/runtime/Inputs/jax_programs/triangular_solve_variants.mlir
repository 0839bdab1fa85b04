module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<2x4x4xf32>, %arg3: tensor<2x4x3xf32>, %arg4: tensor<3x3xcomplex<f32>>, %arg5: tensor<3x2xcomplex<f32>>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<4x3xf32> {jax.result_info = "result[2]"}, tensor<2x4x3xf32> {jax.result_info = "result[3]"}, tensor<3x2xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<4x4xf32> {jax.result_info = "result[5]"}, tensor<i1> {jax.result_info = "result[6]"}, tensor<4x3xf32> {jax.result_info = "result[7]"}) {
    %0 = call @tril(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %2 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %4 = stablehlo.add %1, %3 : tensor<4x4xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %6 = stablehlo.convert %5 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<4x4xf32>
    %9 = stablehlo.add %0, %8 : tensor<4x4xf32>
    %10 = call @triu(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %11 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %12 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %14 = stablehlo.add %11, %13 : tensor<4x4xi32>
    %15 = stablehlo.compare EQ, %14, %12, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %16 = stablehlo.convert %15 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<4x4xf32>
    %19 = stablehlo.add %10, %18 : tensor<4x4xf32>
    %20 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %21 = stablehlo.dot_general %arg0, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %22 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %23 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %25 = stablehlo.add %22, %24 : tensor<4x4xi32>
    %26 = stablehlo.compare EQ, %25, %23, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %27 = stablehlo.convert %26 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<4x4xf32>
    %30 = stablehlo.subtract %21, %29 : tensor<4x4xf32>
    %31 = stablehlo.custom_call @lapack_strsm_ffi(%9, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=3, l=4, m=3, n=4}, custom>} : (tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %32 = stablehlo.custom_call @lapack_strsm_ffi(%19, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=3, l=4, m=3, n=4}, custom>} : (tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %33 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %34 = stablehlo.custom_call @lapack_strsm_ffi(%9, %33) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=3, m=4, n=3}, custom>} : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %35 = call @triu_0(%arg2) : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %36 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %37 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %39 = stablehlo.add %36, %38 : tensor<4x4xi32>
    %40 = stablehlo.compare EQ, %39, %37, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %41 = stablehlo.convert %40 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<4x4xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<1x4x4xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x4x4xf32>) -> tensor<2x4x4xf32>
    %46 = stablehlo.add %35, %45 : tensor<2x4x4xf32>
    %47 = stablehlo.custom_call @lapack_strsm_ffi(%46, %arg3) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=4, k=4, l=4, m=3, n=4, o=3}, custom>} : (tensor<2x4x4xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %48 = call @tril_1(%arg4) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %49 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %50 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %52 = stablehlo.add %49, %51 : tensor<3x3xi32>
    %53 = stablehlo.compare EQ, %52, %50, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %54 = stablehlo.convert %53 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<3x3xf32>
    %57 = stablehlo.convert %56 : (tensor<3x3xf32>) -> tensor<3x3xcomplex<f32>>
    %58 = stablehlo.add %48, %57 : tensor<3x3xcomplex<f32>>
    %59 = stablehlo.custom_call @lapack_ctrsm_ffi(%58, %arg5) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 67 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=2, m=3, n=2}, custom>} : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %60 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %61 = stablehlo.dot_general %arg0, %60, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %62 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %63 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %65 = stablehlo.add %62, %64 : tensor<4x4xi32>
    %66 = stablehlo.compare EQ, %65, %63, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %67 = stablehlo.convert %66 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %68 = stablehlo.add %61, %67 : tensor<4x4xf32>
    %69 = call @_cholesky(%68) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %70 = call @cholesky(%30) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %71 = stablehlo.compare NE, %70, %70, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %72 = stablehlo.reduce(%71 init: %c_9) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x4xi1>, tensor<i1>) -> tensor<i1>
    %73 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %74 = call @_solve_triangular(%19, %73) : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    return %31, %32, %34, %47, %59, %69, %72, %74 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<4x3xf32>, tensor<2x4x3xf32>, tensor<3x2xcomplex<f32>>, tensor<4x4xf32>, tensor<i1>, tensor<4x3xf32>
  }
  func.func private @tril(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xf32>
    return %6 : tensor<4x4xf32>
  }
  func.func private @triu(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<4x4xi1>, tensor<4x4xf32>
    return %6 : tensor<4x4xf32>
  }
  func.func private @triu_0(%arg0: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %7 = stablehlo.select %5, %6, %arg0 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    return %7 : tensor<2x4x4xf32>
  }
  func.func private @tril_1(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi32>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %6 : tensor<3x3xcomplex<f32>>
  }
  func.func private @_cholesky(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1:2 = stablehlo.custom_call @lapack_spotrf_ffi(%0) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<4x4xi1>, tensor<4x4xf32>
    %8 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %10 = stablehlo.add %8, %9 : tensor<4x4xi32>
    %11 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %12 = stablehlo.compare GE, %10, %11, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %14 = stablehlo.select %12, %7, %13 : tensor<4x4xi1>, tensor<4x4xf32>
    %15 = stablehlo.transpose %14, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    return %15 : tensor<4x4xf32>
  }
  func.func private @cholesky(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x4xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<4x4xi1>, tensor<4x4xf32>
    %11 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %13 = stablehlo.add %11, %12 : tensor<4x4xi32>
    %14 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %17 = stablehlo.select %15, %10, %16 : tensor<4x4xi1>, tensor<4x4xf32>
    return %17 : tensor<4x4xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<4x4xf32>, %arg1: tensor<4x3xf32>) -> tensor<4x3xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=3, m=4, n=3}, custom>} : (tensor<4x4xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    return %0 : tensor<4x3xf32>
  }
}
