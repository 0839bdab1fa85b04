module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<6x3xf32>, %arg2: tensor<5x5xcomplex<f32>>, %arg3: tensor<2x5x4xf32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<4x6xf32> {jax.result_info = "result[1]"}, tensor<6xi32> {jax.result_info = "result[2]"}, tensor<6x3xf32> {jax.result_info = "result[3]"}, tensor<3xi32> {jax.result_info = "result[4]"}, tensor<5x5xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<5x5xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<5xi32> {jax.result_info = "result[7]"}, tensor<2x5x4xf32> {jax.result_info = "result[8]"}, tensor<2x4x4xf32> {jax.result_info = "result[9]"}, tensor<2x4xi32> {jax.result_info = "result[10]"}, tensor<f32> {jax.result_info = "result[11]"}) {
    %0:3 = call @_qr(%arg0) : (tensor<4x6xf32>) -> (tensor<4x4xf32>, tensor<4x6xf32>, tensor<6xi32>)
    %1:2 = call @_qr_0(%arg1) : (tensor<6x3xf32>) -> (tensor<6x3xf32>, tensor<3xi32>)
    %2:3 = call @_qr_1(%arg2) : (tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<5xi32>)
    %3:3 = call @_qr_2(%arg3) : (tensor<2x5x4xf32>) -> (tensor<2x5x4xf32>, tensor<2x4x4xf32>, tensor<2x4xi32>)
    %4 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare LT, %0#2, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.add %0#2, %7 : tensor<6xi32>
    %9 = stablehlo.select %6, %8, %0#2 : tensor<6xi1>, tensor<6xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %11 = "stablehlo.gather"(%arg0, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x6xf32>, tensor<6x1xi32>) -> tensor<4x6xf32>
    %12 = stablehlo.subtract %4, %11 : tensor<4x6xf32>
    %13 = stablehlo.abs %12 : tensor<4x6xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    return %0#0, %0#1, %0#2, %1#0, %1#1, %2#0, %2#1, %2#2, %3#0, %3#1, %3#2, %14 : tensor<4x4xf32>, tensor<4x6xf32>, tensor<6xi32>, tensor<6x3xf32>, tensor<3xi32>, tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<5xi32>, tensor<2x5x4xf32>, tensor<2x4x4xf32>, tensor<2x4xi32>, tensor<f32>
  }
  func.func private @_qr(%arg0: tensor<4x6xf32>) -> (tensor<4x4xf32>, tensor<4x6xf32>, tensor<6xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1:3 = stablehlo.custom_call @lapack_sgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=4, j=6, k=6, l=4, m=6, n=6, o=4}, custom>} : (tensor<4x6xf32>, tensor<6xi32>) -> (tensor<4x6xf32>, tensor<6xi32>, tensor<4xf32>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<6xi32>
    %4 = stablehlo.slice %1#0 [0:4, 0:4] : (tensor<4x6xf32>) -> tensor<4x4xf32>
    %5 = stablehlo.custom_call @lapack_sorgqr_ffi(%4, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %6 = stablehlo.iota dim = 0 : tensor<4x6xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x6xi32>
    %8 = stablehlo.add %6, %7 : tensor<4x6xi32>
    %9 = stablehlo.iota dim = 1 : tensor<4x6xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %12 = stablehlo.select %10, %11, %1#0 : tensor<4x6xi1>, tensor<4x6xf32>
    return %5, %12, %3 : tensor<4x4xf32>, tensor<4x6xf32>, tensor<6xi32>
  }
  func.func private @_qr_0(%arg0: tensor<6x3xf32>) -> (tensor<6x3xf32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1:3 = stablehlo.custom_call @lapack_sgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=6, j=3, k=3, l=6, m=3, n=3, o=3}, custom>} : (tensor<6x3xf32>, tensor<3xi32>) -> (tensor<6x3xf32>, tensor<3xi32>, tensor<3xf32>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<3xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.pad %1#0, %cst, low = [0, 0], high = [0, 3], interior = [0, 0] : (tensor<6x3xf32>, tensor<f32>) -> tensor<6x6xf32>
    %5 = stablehlo.custom_call @lapack_sorgqr_ffi(%4, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=6, j=6, k=3, l=6, m=6}, custom>} : (tensor<6x6xf32>, tensor<3xf32>) -> tensor<6x6xf32>
    %6 = stablehlo.iota dim = 0 : tensor<6x3xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6x3xi32>
    %8 = stablehlo.add %6, %7 : tensor<6x3xi32>
    %9 = stablehlo.iota dim = 1 : tensor<6x3xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<6x3xi32>, tensor<6x3xi32>) -> tensor<6x3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %12 = stablehlo.select %10, %11, %1#0 : tensor<6x3xi1>, tensor<6x3xf32>
    return %12, %3 : tensor<6x3xf32>, tensor<3xi32>
  }
  func.func private @_qr_1(%arg0: tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<5xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1:3 = stablehlo.custom_call @lapack_cgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=5, j=5, k=5, l=5, m=5, n=5, o=5}, custom>} : (tensor<5x5xcomplex<f32>>, tensor<5xi32>) -> (tensor<5x5xcomplex<f32>>, tensor<5xi32>, tensor<5xcomplex<f32>>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<5xi32>
    %4 = stablehlo.custom_call @lapack_cungqr_ffi(%1#0, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xcomplex<f32>>, tensor<5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %5 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %7 = stablehlo.add %5, %6 : tensor<5x5xi32>
    %8 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %9 = stablehlo.compare GE, %7, %8, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %11 = stablehlo.select %9, %10, %1#0 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    return %4, %11, %3 : tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<5xi32>
  }
  func.func private @_qr_2(%arg0: tensor<2x5x4xf32>) -> (tensor<2x5x4xf32>, tensor<2x4x4xf32>, tensor<2x4xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %1:3 = stablehlo.custom_call @lapack_sgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n], [i, o], [i, p]) {i=2, j=5, k=4, l=4, m=5, n=4, o=4, p=4}, custom>} : (tensor<2x5x4xf32>, tensor<2x4xi32>) -> (tensor<2x5x4xf32>, tensor<2x4xi32>, tensor<2x4xf32>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x4xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<2x4xi32>
    %4 = stablehlo.custom_call @lapack_sorgqr_ffi(%1#0, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=5, k=4, l=4, m=5, n=4}, custom>} : (tensor<2x5x4xf32>, tensor<2x4xf32>) -> tensor<2x5x4xf32>
    %5 = stablehlo.slice %1#0 [0:2, 0:4, 0:4] : (tensor<2x5x4xf32>) -> tensor<2x4x4xf32>
    %6 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %8 = stablehlo.add %6, %7 : tensor<4x4xi32>
    %9 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %13 = stablehlo.select %11, %12, %5 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    return %4, %13, %3 : tensor<2x5x4xf32>, tensor<2x4x4xf32>, tensor<2x4xi32>
  }
}
