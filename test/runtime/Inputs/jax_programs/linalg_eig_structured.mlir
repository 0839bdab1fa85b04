module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<4x4xcomplex<f32>>) -> (tensor<5xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<2xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}, tensor<2xf32> {jax.result_info = "result[5]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<f32> {jax.result_info = "result[7]"}, tensor<4xf32> {jax.result_info = "result[8]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<f32> {jax.result_info = "result[10]"}, tensor<4xf32> {jax.result_info = "result[11]"}, tensor<5xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<f32> {jax.result_info = "result[13]"}, tensor<5xf32> {jax.result_info = "result[14]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[15]"}, tensor<f32> {jax.result_info = "result[16]"}, tensor<4xf32> {jax.result_info = "result[17]"}, tensor<4xf32> {jax.result_info = "result[18]"}) {
    %cst = stablehlo.constant dense<[1.000000e+04, 1.000000e+00, 9.99999974E-5, 1.000000e+00, 1.000000e+00]> : tensor<5xf32>
    %c = stablehlo.constant dense<[1, 2, 3, 0]> : tensor<4xi32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %1 = stablehlo.negate %arg0 : tensor<5xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = "stablehlo.scatter"(%0, %2, %1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x5xf32>, tensor<1xi32>, tensor<5xf32>) -> tensor<5x5xf32>
    %4 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.add %5, %4 : tensor<4xi32>
    %7 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %9 = stablehlo.compare LT, %6, %8, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_4 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %11 = stablehlo.add %6, %10 : tensor<4xi32>
    %12 = stablehlo.select %9, %11, %6 : tensor<4xi1>, tensor<4xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %14 = stablehlo.compare LT, %7, %13, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %16 = stablehlo.add %7, %15 : tensor<4xi32>
    %17 = stablehlo.select %14, %16, %7 : tensor<4xi1>, tensor<4xi32>
    %18 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %20 = stablehlo.concatenate %18, %19, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = "stablehlo.scatter"(%3, %20, %21) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x5xf32>, tensor<4x2xi32>, tensor<4xf32>) -> tensor<5x5xf32>
    %cst_8 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %23 = stablehlo.cosine %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %24 = stablehlo.sine %cst_9 : tensor<f32>
    %25 = stablehlo.negate %24 : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %26 = stablehlo.sine %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %27 = stablehlo.cosine %cst_11 : tensor<f32>
    %28 = stablehlo.convert %23 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %30 = stablehlo.convert %25 : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %32 = stablehlo.concatenate %29, %31, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %34 = stablehlo.convert %26 : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %36 = stablehlo.convert %27 : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %38 = stablehlo.concatenate %35, %37, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %40 = stablehlo.concatenate %33, %39, dim = 0 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
    %41 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %42 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %44 = stablehlo.add %41, %43 : tensor<5x5xi32>
    %45 = stablehlo.compare EQ, %44, %42, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %46 = stablehlo.convert %45 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %47 = stablehlo.add %22, %46 : tensor<5x5xf32>
    %48 = stablehlo.broadcast_in_dim %cst, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x5xf32>
    %50 = stablehlo.multiply %47, %49 : tensor<5x5xf32>
    %51 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<5x5xf32>
    %53 = stablehlo.divide %50, %52 : tensor<5x5xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %55 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %56 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %58 = stablehlo.add %55, %57 : tensor<4x4xi32>
    %59 = stablehlo.compare EQ, %58, %56, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %60 = stablehlo.convert %59 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %62 = stablehlo.compare LT, %c, %61, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_16 = stablehlo.constant dense<4> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %64 = stablehlo.add %c, %63 : tensor<4xi32>
    %65 = stablehlo.select %62, %64, %c : tensor<4xi1>, tensor<4xi32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %67 = "stablehlo.gather"(%60, %66) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<4x4xf32>, tensor<4x1xi32>) -> tensor<4x4xf32>
    %68:5 = stablehlo.custom_call @lapack_sgeev_ffi(%22) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5, p=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<i32>)
    %69 = stablehlo.complex %68#0, %68#1 : tensor<5xcomplex<f32>>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<i32>
    %71 = stablehlo.compare EQ, %68#4, %70, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_18 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %75 = stablehlo.select %74, %69, %73 : tensor<5xi1>, tensor<5xcomplex<f32>>
    %76 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_19 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %77 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %79 = stablehlo.select %78, %68#3, %77 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    %80 = stablehlo.convert %22 : (tensor<5x5xf32>) -> tensor<5x5xcomplex<f32>>
    %81 = stablehlo.dot_general %80, %79, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %82 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<5xcomplex<f32>>) -> tensor<1x5xcomplex<f32>>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %84 = stablehlo.multiply %79, %83 : tensor<5x5xcomplex<f32>>
    %85 = stablehlo.subtract %81, %84 : tensor<5x5xcomplex<f32>>
    %86 = call @sort(%75) : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %87 = stablehlo.abs %85 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_20) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %89 = stablehlo.abs %22 : tensor<5x5xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_21) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %91 = stablehlo.divide %88, %90 : tensor<f32>
    %92 = call @norm(%79) : (tensor<5x5xcomplex<f32>>) -> tensor<5xf32>
    %93:5 = stablehlo.custom_call @lapack_sgeev_ffi(%40) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=2, j=2, k=2, l=2, m=2, n=2, o=2, p=2}, custom>} : (tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>, tensor<i32>)
    %94 = stablehlo.complex %93#0, %93#1 : tensor<2xcomplex<f32>>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<i32>
    %96 = stablehlo.compare EQ, %93#4, %95, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_23 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %98 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
    %99 = stablehlo.broadcast_in_dim %97, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %100 = stablehlo.select %99, %94, %98 : tensor<2xi1>, tensor<2xcomplex<f32>>
    %101 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_24 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %102 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<complex<f32>>) -> tensor<2x2xcomplex<f32>>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<2x2xi1>
    %104 = stablehlo.select %103, %93#3, %102 : tensor<2x2xi1>, tensor<2x2xcomplex<f32>>
    %105 = stablehlo.convert %40 : (tensor<2x2xf32>) -> tensor<2x2xcomplex<f32>>
    %106 = stablehlo.dot_general %105, %104, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
    %107 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<2xcomplex<f32>>) -> tensor<1x2xcomplex<f32>>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<1x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
    %109 = stablehlo.multiply %104, %108 : tensor<2x2xcomplex<f32>>
    %110 = stablehlo.subtract %106, %109 : tensor<2x2xcomplex<f32>>
    %111 = call @sort_0(%100) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    %112 = stablehlo.abs %110 : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_25) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
    %114 = stablehlo.abs %40 : tensor<2x2xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_26) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<f32>
    %116 = stablehlo.divide %113, %115 : tensor<f32>
    %117 = call @norm_1(%104) : (tensor<2x2xcomplex<f32>>) -> tensor<2xf32>
    %118:5 = stablehlo.custom_call @lapack_sgeev_ffi(%54) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>)
    %119 = stablehlo.complex %118#0, %118#1 : tensor<4xcomplex<f32>>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %120 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<i32>
    %121 = stablehlo.compare EQ, %118#4, %120, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_28 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %123 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %124 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %125 = stablehlo.select %124, %119, %123 : tensor<4xi1>, tensor<4xcomplex<f32>>
    %126 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_29 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %127 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %129 = stablehlo.select %128, %118#3, %127 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %130 = stablehlo.convert %54 : (tensor<4x4xf32>) -> tensor<4x4xcomplex<f32>>
    %131 = stablehlo.dot_general %130, %129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %132 = stablehlo.broadcast_in_dim %125, dims = [1] : (tensor<4xcomplex<f32>>) -> tensor<1x4xcomplex<f32>>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<1x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %134 = stablehlo.multiply %129, %133 : tensor<4x4xcomplex<f32>>
    %135 = stablehlo.subtract %131, %134 : tensor<4x4xcomplex<f32>>
    %136 = call @sort_2(%125) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %137 = stablehlo.abs %135 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_30) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %139 = stablehlo.abs %54 : tensor<4x4xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_31) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %141 = stablehlo.divide %138, %140 : tensor<f32>
    %142 = call @norm_3(%129) : (tensor<4x4xcomplex<f32>>) -> tensor<4xf32>
    %143:5 = stablehlo.custom_call @lapack_sgeev_ffi(%67) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>)
    %144 = stablehlo.complex %143#0, %143#1 : tensor<4xcomplex<f32>>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %145 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<i32>
    %146 = stablehlo.compare EQ, %143#4, %145, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %147 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_33 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %148 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %150 = stablehlo.select %149, %144, %148 : tensor<4xi1>, tensor<4xcomplex<f32>>
    %151 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_34 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %152 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %154 = stablehlo.select %153, %143#3, %152 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %155 = stablehlo.convert %67 : (tensor<4x4xf32>) -> tensor<4x4xcomplex<f32>>
    %156 = stablehlo.dot_general %155, %154, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %157 = stablehlo.broadcast_in_dim %150, dims = [1] : (tensor<4xcomplex<f32>>) -> tensor<1x4xcomplex<f32>>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<1x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %159 = stablehlo.multiply %154, %158 : tensor<4x4xcomplex<f32>>
    %160 = stablehlo.subtract %156, %159 : tensor<4x4xcomplex<f32>>
    %161 = call @sort_2(%150) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %162 = stablehlo.abs %160 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_35) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %164 = stablehlo.abs %67 : tensor<4x4xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_36) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %166 = stablehlo.divide %163, %165 : tensor<f32>
    %167 = call @norm_3(%154) : (tensor<4x4xcomplex<f32>>) -> tensor<4xf32>
    %168:5 = stablehlo.custom_call @lapack_sgeev_ffi(%53) {backend_config = "", mhlo.backend_config = {compute_left = 78 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5, p=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<i32>)
    %169 = stablehlo.complex %168#0, %168#1 : tensor<5xcomplex<f32>>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %170 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<i32>
    %171 = stablehlo.compare EQ, %168#4, %170, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %172 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_38 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %173 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %174 = stablehlo.broadcast_in_dim %172, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %175 = stablehlo.select %174, %169, %173 : tensor<5xi1>, tensor<5xcomplex<f32>>
    %176 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_39 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %177 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %178 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %179 = stablehlo.select %178, %168#3, %177 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    %180 = stablehlo.convert %53 : (tensor<5x5xf32>) -> tensor<5x5xcomplex<f32>>
    %181 = stablehlo.dot_general %180, %179, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %182 = stablehlo.broadcast_in_dim %175, dims = [1] : (tensor<5xcomplex<f32>>) -> tensor<1x5xcomplex<f32>>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<1x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %184 = stablehlo.multiply %179, %183 : tensor<5x5xcomplex<f32>>
    %185 = stablehlo.subtract %181, %184 : tensor<5x5xcomplex<f32>>
    %186 = call @sort(%175) : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    %187 = stablehlo.abs %185 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_40) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %189 = stablehlo.abs %53 : tensor<5x5xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_41) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %191 = stablehlo.divide %188, %190 : tensor<f32>
    %192 = call @norm(%179) : (tensor<5x5xcomplex<f32>>) -> tensor<5xf32>
    %193:4 = stablehlo.custom_call @lapack_cgeev_ffi(%arg1) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l, m], [n, o], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>)
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %194 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<i32>
    %195 = stablehlo.compare EQ, %193#3, %194, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %196 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_43 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %197 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %198 = stablehlo.broadcast_in_dim %196, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %199 = stablehlo.select %198, %193#0, %197 : tensor<4xi1>, tensor<4xcomplex<f32>>
    %200 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_44 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %201 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %202 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %203 = stablehlo.select %202, %193#1, %201 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %204 = stablehlo.broadcast_in_dim %195, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_45 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %205 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %207 = stablehlo.select %206, %193#2, %205 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %208 = stablehlo.real %203 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %209 = stablehlo.imag %203 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %210 = stablehlo.negate %209 : tensor<4x4xf32>
    %211 = stablehlo.complex %208, %210 : tensor<4x4xcomplex<f32>>
    %212 = stablehlo.transpose %211, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %213 = stablehlo.dot_general %212, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %214 = stablehlo.broadcast_in_dim %199, dims = [0] : (tensor<4xcomplex<f32>>) -> tensor<4x1xcomplex<f32>>
    %215 = stablehlo.real %203 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %216 = stablehlo.imag %203 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %217 = stablehlo.negate %216 : tensor<4x4xf32>
    %218 = stablehlo.complex %215, %217 : tensor<4x4xcomplex<f32>>
    %219 = stablehlo.transpose %218, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %220 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<4x1xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %221 = stablehlo.multiply %220, %219 : tensor<4x4xcomplex<f32>>
    %222 = stablehlo.subtract %213, %221 : tensor<4x4xcomplex<f32>>
    %223 = call @sort_2(%199) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %224 = stablehlo.abs %222 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %225 = stablehlo.reduce(%224 init: %cst_46) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %226 = call @norm_3(%203) : (tensor<4x4xcomplex<f32>>) -> tensor<4xf32>
    %227 = call @norm_3(%207) : (tensor<4x4xcomplex<f32>>) -> tensor<4xf32>
    return %86, %91, %92, %111, %116, %117, %136, %141, %142, %161, %166, %167, %186, %191, %192, %223, %225, %226, %227 : tensor<5xcomplex<f32>>, tensor<f32>, tensor<5xf32>, tensor<2xcomplex<f32>>, tensor<f32>, tensor<2xf32>, tensor<4xcomplex<f32>>, tensor<f32>, tensor<4xf32>, tensor<4xcomplex<f32>>, tensor<f32>, tensor<4xf32>, tensor<5xcomplex<f32>>, tensor<f32>, tensor<5xf32>, tensor<4xcomplex<f32>>, tensor<f32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @sort(%arg0: tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %1 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %6, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %6, %6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.compare EQ, %11, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.select %12, %cst_6, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.select %14, %cst_7, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.compare EQ, %16, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.select %17, %cst_9, %16 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare NE, %16, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %20 = stablehlo.select %19, %cst_10, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.compare LT, %10, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.compare LT, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = stablehlo.compare EQ, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.and %23, %21 : tensor<i1>
      %25 = stablehlo.or %22, %24 : tensor<i1>
      stablehlo.return %25 : tensor<i1>
    }) : (tensor<5xcomplex<f32>>) -> tensor<5xcomplex<f32>>
    return %0 : tensor<5xcomplex<f32>>
  }
  func.func private @norm(%arg0: tensor<5x5xcomplex<f32>>) -> tensor<5xf32> {
    %0 = stablehlo.real %arg0 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %1 = stablehlo.imag %arg0 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %2 = stablehlo.negate %1 : tensor<5x5xf32>
    %3 = stablehlo.complex %0, %2 : tensor<5x5xcomplex<f32>>
    %4 = stablehlo.multiply %arg0, %3 : tensor<5x5xcomplex<f32>>
    %5 = stablehlo.real %4 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5x5xf32>, tensor<f32>) -> tensor<5xf32>
    %7 = stablehlo.sqrt %6 : tensor<5xf32>
    return %7 : tensor<5xf32>
  }
  func.func private @sort_0(%arg0: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %1 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %6, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %6, %6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.compare EQ, %11, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.select %12, %cst_6, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.select %14, %cst_7, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.compare EQ, %16, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.select %17, %cst_9, %16 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare NE, %16, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %20 = stablehlo.select %19, %cst_10, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.compare LT, %10, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.compare LT, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = stablehlo.compare EQ, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.and %23, %21 : tensor<i1>
      %25 = stablehlo.or %22, %24 : tensor<i1>
      stablehlo.return %25 : tensor<i1>
    }) : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
    return %0 : tensor<2xcomplex<f32>>
  }
  func.func private @norm_1(%arg0: tensor<2x2xcomplex<f32>>) -> tensor<2xf32> {
    %0 = stablehlo.real %arg0 : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
    %1 = stablehlo.imag %arg0 : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
    %2 = stablehlo.negate %1 : tensor<2x2xf32>
    %3 = stablehlo.complex %0, %2 : tensor<2x2xcomplex<f32>>
    %4 = stablehlo.multiply %arg0, %3 : tensor<2x2xcomplex<f32>>
    %5 = stablehlo.real %4 : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
    %7 = stablehlo.sqrt %6 : tensor<2xf32>
    return %7 : tensor<2xf32>
  }
  func.func private @sort_2(%arg0: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<complex<f32>>, %arg2: tensor<complex<f32>>):
      %1 = stablehlo.real %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %6 = stablehlo.imag %arg1 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %6, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %6, %6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.real %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.compare EQ, %11, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.select %12, %cst_6, %11 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare NE, %11, %11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.select %14, %cst_7, %13 : tensor<i1>, tensor<f32>
      %16 = stablehlo.imag %arg2 : (tensor<complex<f32>>) -> tensor<f32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.compare EQ, %16, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.select %17, %cst_9, %16 : tensor<i1>, tensor<f32>
      %19 = stablehlo.compare NE, %16, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %20 = stablehlo.select %19, %cst_10, %18 : tensor<i1>, tensor<f32>
      %21 = stablehlo.compare LT, %10, %20, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.compare LT, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = stablehlo.compare EQ, %5, %15, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %24 = stablehlo.and %23, %21 : tensor<i1>
      %25 = stablehlo.or %22, %24 : tensor<i1>
      stablehlo.return %25 : tensor<i1>
    }) : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    return %0 : tensor<4xcomplex<f32>>
  }
  func.func private @norm_3(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4xf32> {
    %0 = stablehlo.real %arg0 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %1 = stablehlo.imag %arg0 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %2 = stablehlo.negate %1 : tensor<4x4xf32>
    %3 = stablehlo.complex %0, %2 : tensor<4x4xcomplex<f32>>
    %4 = stablehlo.multiply %arg0, %3 : tensor<4x4xcomplex<f32>>
    %5 = stablehlo.real %4 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.sqrt %6 : tensor<4xf32>
    return %7 : tensor<4xf32>
  }
}
