module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>, %arg1: tensor<3x6xi32>) -> (tensor<5xi32> {jax.result_info = "result[0]"}, tensor<5xi32> {jax.result_info = "result[1]"}, tensor<4x2xi32> {jax.result_info = "result[2]"}, tensor<3xi32> {jax.result_info = "result[3]"}, tensor<4xf32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %0 = stablehlo.reshape %arg1 : (tensor<3x6xi32>) -> tensor<18xi32>
    %1:2 = call @_unique_sorted_mask(%0) : (tensor<18xi32>) -> (tensor<18xi32>, tensor<18xi1>)
    %2 = call @cumsum(%1#1) : (tensor<18xi1>) -> tensor<18xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @clip(%2, %c_0) : (tensor<18xi32>, tensor<i32>) -> tensor<18xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %6 = stablehlo.compare LT, %4, %5, SIGNED : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %c_2 = stablehlo.constant dense<5> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %8 = stablehlo.add %4, %7 : tensor<18xi32>
    %9 = stablehlo.select %6, %8, %4 : tensor<18xi1>, tensor<18xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<18xi32>) -> tensor<18x1xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %12 = "stablehlo.scatter"(%3, %10, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %129 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %129 : tensor<i32>
    }) : (tensor<5xi32>, tensor<18x1xi32>, tensor<18xi32>) -> tensor<5xi32>
    %13 = call @cumsum_1(%12) : (tensor<5xi32>) -> tensor<5xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %14 = call @floor_divide(%13, %c_4) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_5 = stablehlo.constant dense<18> : tensor<i32>
    %15 = call @remainder(%14, %c_5) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %17 = stablehlo.compare LT, %15, %16, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_7 = stablehlo.constant dense<18> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %19 = stablehlo.add %15, %18 : tensor<5xi32>
    %20 = stablehlo.select %17, %19, %15 : tensor<5xi1>, tensor<5xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %22 = "stablehlo.gather"(%1#0, %21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<18xi32>, tensor<5x1xi32>) -> tensor<5xi32>
    %23 = stablehlo.iota dim = 0 : tensor<5xi32>
    %24 = stablehlo.convert %1#1 : (tensor<18xi1>) -> tensor<18xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.reduce(%24 init: %c_8) applies stablehlo.add across dimensions = [0] : (tensor<18xi32>, tensor<i32>) -> tensor<i32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %27 = stablehlo.compare LT, %23, %26, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %28 = call @_where_4(%27, %22, %c_9) : (tensor<5xi1>, tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %29 = call @cumsum(%1#1) : (tensor<18xi1>) -> tensor<18xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %31 = call @clip(%29, %c_11) : (tensor<18xi32>, tensor<i32>) -> tensor<18xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %33 = stablehlo.compare LT, %31, %32, SIGNED : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %c_13 = stablehlo.constant dense<6> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %35 = stablehlo.add %31, %34 : tensor<18xi32>
    %36 = stablehlo.select %33, %35, %31 : tensor<18xi1>, tensor<18xi32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<18xi32>) -> tensor<18x1xi32>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %39 = "stablehlo.scatter"(%30, %37, %38) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %129 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %129 : tensor<i32>
    }) : (tensor<6xi32>, tensor<18x1xi32>, tensor<18xi32>) -> tensor<6xi32>
    %40 = call @cumsum_5(%39) : (tensor<6xi32>) -> tensor<6xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %41 = call @floor_divide_7(%40, %c_15) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_16 = stablehlo.constant dense<18> : tensor<i32>
    %42 = call @remainder_9(%41, %c_16) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %43 = stablehlo.slice %42 [1:6] : (tensor<6xi32>) -> tensor<5xi32>
    %44 = stablehlo.slice %42 [1:6] : (tensor<6xi32>) -> tensor<5xi32>
    %c_17 = stablehlo.constant dense<18> : tensor<i32>
    %45 = call @_where_10(%43, %44, %c_17) : (tensor<5xi32>, tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %47 = "stablehlo.scatter"(%42, %46, %45) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<6xi32>, tensor<1xi32>, tensor<5xi32>) -> tensor<6xi32>
    %48 = call @diff(%47) : (tensor<6xi32>) -> tensor<5xi32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %50 = stablehlo.compare GT, %arg0, %49, FLOAT : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %51 = call @atleast_1d(%50) : (tensor<3x6xi1>) -> tensor<3x6xi1>
    %52 = call @cumsum_11(%51) : (tensor<3x6xi1>) -> tensor<18xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %54 = call @clip(%52, %c_21) : (tensor<18xi32>, tensor<i32>) -> tensor<18xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %56 = stablehlo.compare LT, %54, %55, SIGNED : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %c_23 = stablehlo.constant dense<4> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %58 = stablehlo.add %54, %57 : tensor<18xi32>
    %59 = stablehlo.select %56, %58, %54 : tensor<18xi1>, tensor<18xi32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<18xi32>) -> tensor<18x1xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %62 = "stablehlo.scatter"(%53, %60, %61) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %129 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %129 : tensor<i32>
    }) : (tensor<4xi32>, tensor<18x1xi32>, tensor<18xi32>) -> tensor<4xi32>
    %63 = call @cumsum_12(%62) : (tensor<4xi32>) -> tensor<4xi32>
    %c_25 = stablehlo.constant dense<6> : tensor<i32>
    %64 = call @floor_divide_14(%63, %c_25) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_26 = stablehlo.constant dense<3> : tensor<i32>
    %65 = call @remainder_16(%64, %c_26) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %66 = call @floor_divide_14(%63, %c_27) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_28 = stablehlo.constant dense<6> : tensor<i32>
    %67 = call @remainder_16(%66, %c_28) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %68 = stablehlo.iota dim = 0 : tensor<4xi32>
    %69 = stablehlo.convert %51 : (tensor<3x6xi1>) -> tensor<3x6xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %70 = stablehlo.reduce(%69 init: %c_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x6xi32>, tensor<i32>) -> tensor<i32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %72 = stablehlo.compare GE, %68, %71, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_30 = stablehlo.constant dense<-1> : tensor<i32>
    %73 = call @_where_17(%72, %c_30, %65) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    %c_31 = stablehlo.constant dense<-1> : tensor<i32>
    %74 = call @_where_17(%72, %c_31, %67) : (tensor<4xi1>, tensor<i32>, tensor<4xi32>) -> tensor<4xi32>
    %75 = call @atleast_2d(%73) : (tensor<4xi32>) -> tensor<1x4xi32>
    %76 = call @atleast_2d(%74) : (tensor<4xi32>) -> tensor<1x4xi32>
    %77 = stablehlo.concatenate %75, %76, dim = 0 : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<2x4xi32>
    %78 = stablehlo.transpose %77, dims = [1, 0] : (tensor<2x4xi32>) -> tensor<4x2xi32>
    %79 = stablehlo.reshape %arg1 : (tensor<3x6xi32>) -> tensor<18xi32>
    %c_32 = stablehlo.constant dense<2> : tensor<i32>
    %80 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %81 = stablehlo.compare EQ, %79, %80, SIGNED : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %82 = call @cumsum(%81) : (tensor<18xi1>) -> tensor<18xi32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %84 = call @clip(%82, %c_34) : (tensor<18xi32>, tensor<i32>) -> tensor<18xi32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %85 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %86 = stablehlo.compare LT, %84, %85, SIGNED : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %c_36 = stablehlo.constant dense<3> : tensor<i32>
    %87 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %88 = stablehlo.add %84, %87 : tensor<18xi32>
    %89 = stablehlo.select %86, %88, %84 : tensor<18xi1>, tensor<18xi32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0] : (tensor<18xi32>) -> tensor<18x1xi32>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %92 = "stablehlo.scatter"(%83, %90, %91) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %129 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %129 : tensor<i32>
    }) : (tensor<3xi32>, tensor<18x1xi32>, tensor<18xi32>) -> tensor<3xi32>
    %93 = call @cumsum_18(%92) : (tensor<3xi32>) -> tensor<3xi32>
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %94 = call @floor_divide_20(%93, %c_38) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_39 = stablehlo.constant dense<18> : tensor<i32>
    %95 = call @remainder_22(%94, %c_39) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %97 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.compare EQ, %97, %cst_41, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %99 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %100 = stablehlo.reshape %99 : (tensor<1xf32>) -> tensor<f32>
    %cst_42 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %101 = stablehlo.subtract %100, %cst_42 : tensor<f32>
    %102 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %103 = stablehlo.reshape %102 : (tensor<1xf32>) -> tensor<f32>
    %104 = call @_where_23(%98, %101, %103) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %105 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.compare EQ, %105, %cst_43, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %107 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %108 = stablehlo.reshape %107 : (tensor<1xf32>) -> tensor<f32>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %109 = stablehlo.add %108, %cst_44 : tensor<f32>
    %110 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %111 = stablehlo.reshape %110 : (tensor<1xf32>) -> tensor<f32>
    %112 = call @_where_23(%106, %109, %111) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %113 = call @_linspace(%104, %112) : (tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %114 = call @searchsorted(%113, %arg0) : (tensor<5xf32>, tensor<3x6xf32>) -> tensor<3x6xi32>
    %115 = stablehlo.slice %113 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %116 = stablehlo.reshape %115 : (tensor<1xf32>) -> tensor<f32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %118 = stablehlo.compare EQ, %arg0, %117, FLOAT : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %c_45 = stablehlo.constant dense<4> : tensor<i32>
    %119 = call @_where_27(%118, %c_45, %114) : (tensor<3x6xi1>, tensor<i32>, tensor<3x6xi32>) -> tensor<3x6xi32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %121 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %122 = stablehlo.compare LT, %119, %121, SIGNED : (tensor<3x6xi32>, tensor<3x6xi32>) -> tensor<3x6xi1>
    %c_48 = stablehlo.constant dense<5> : tensor<i32>
    %123 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %124 = stablehlo.add %119, %123 : tensor<3x6xi32>
    %125 = stablehlo.select %122, %124, %119 : tensor<3x6xi1>, tensor<3x6xi32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<3x6xi32>) -> tensor<3x6x1xi32>
    %127 = "stablehlo.scatter"(%120, %126, %96) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %129 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %129 : tensor<f32>
    }) : (tensor<5xf32>, tensor<3x6x1xi32>, tensor<3x6xf32>) -> tensor<5xf32>
    %128 = stablehlo.slice %127 [1:5] : (tensor<5xf32>) -> tensor<4xf32>
    return %28, %48, %78, %95, %128 : tensor<5xi32>, tensor<5xi32>, tensor<4x2xi32>, tensor<3xi32>, tensor<4xf32>
  }
  func.func private @_unique_sorted_mask(%arg0: tensor<18xi32>) -> (tensor<18xi32>, tensor<18xi1>) {
    %0 = stablehlo.reshape %arg0 : (tensor<18xi32>) -> tensor<18x1xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<18x1xi32>) -> tensor<1x18xi32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x18xi32>
    %3 = call @lexsort(%2) : (tensor<1x18xi32>) -> tensor<18xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<18xi32>, tensor<18xi32>) -> tensor<18xi1>
    %c_0 = stablehlo.constant dense<18> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %7 = stablehlo.add %3, %6 : tensor<18xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<18xi1>, tensor<18xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<18xi32>) -> tensor<18x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<18xi32>, tensor<18x1xi32>) -> tensor<18xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<18xi1>
    %12 = stablehlo.slice %10 [1:18] : (tensor<18xi32>) -> tensor<17xi32>
    %13 = stablehlo.slice %10 [0:17] : (tensor<18xi32>) -> tensor<17xi32>
    %14 = stablehlo.compare NE, %12, %13, SIGNED : (tensor<17xi32>, tensor<17xi32>) -> tensor<17xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<17xi1>, tensor<i1>) -> tensor<17xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%11, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<18xi1>, tensor<1xi32>, tensor<17xi1>) -> tensor<18xi1>
    return %10, %17 : tensor<18xi32>, tensor<18xi1>
  }
  func.func private @lexsort(%arg0: tensor<1x18xi32>) -> tensor<18xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:18] : (tensor<1x18xi32>) -> tensor<1x18xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x18xi32>) -> tensor<18xi32>
    %2 = stablehlo.iota dim = 0 : tensor<18xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<18xi32>, tensor<18xi32>) -> (tensor<18xi32>, tensor<18xi32>)
    return %3#1 : tensor<18xi32>
  }
  func.func private @cumsum(%arg0: tensor<18xi1>) -> tensor<18xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<18xi1>) -> tensor<18xi32>
    %1 = call @cumsum_0(%0) : (tensor<18xi32>) -> tensor<18xi32>
    return %1 : tensor<18xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<18xi32>) -> tensor<18xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[17, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 18>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<18xi32>, tensor<i32>) -> tensor<18xi32>
    return %1 : tensor<18xi32>
  }
  func.func private @clip(%arg0: tensor<18xi32>, %arg1: tensor<i32>) -> tensor<18xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<18xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<18xi32>
    return %2 : tensor<18xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 5>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    return %1 : tensor<5xi32>
  }
  func.func private @floor_divide(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<5xi32>
    %2 = stablehlo.sign %arg0 : tensor<5xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %10 = stablehlo.and %5, %9 : tensor<5xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<5xi32>
    %13 = call @_where(%10, %12, %1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    return %13 : tensor<5xi32>
  }
  func.func private @_where(%arg0: tensor<5xi1>, %arg1: tensor<5xi32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @remainder(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %12 = stablehlo.and %11, %6 : tensor<5xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %14 = stablehlo.add %4, %13 : tensor<5xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<5xi1>, tensor<5xi32>
    return %15 : tensor<5xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<5xi1>, %arg1: tensor<5xi32>, %arg2: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<5xi1>, tensor<5xi32>
    return %1 : tensor<5xi32>
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
  func.func private @floor_divide_7(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
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
    %13 = call @_where_8(%10, %12, %1) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    return %13 : tensor<6xi32>
  }
  func.func private @_where_8(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @remainder_9(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_10(%arg0: tensor<5xi32>, %arg1: tensor<5xi32>, %arg2: tensor<i32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.select %1, %arg1, %3 : tensor<5xi1>, tensor<5xi32>
    return %4 : tensor<5xi32>
  }
  func.func private @diff(%arg0: tensor<6xi32>) -> tensor<5xi32> {
    %0 = stablehlo.slice %arg0 [1:6] : (tensor<6xi32>) -> tensor<5xi32>
    %1 = stablehlo.slice %arg0 [0:5] : (tensor<6xi32>) -> tensor<5xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<5xi32>
    return %2 : tensor<5xi32>
  }
  func.func private @atleast_1d(%arg0: tensor<3x6xi1>) -> tensor<3x6xi1> {
    return %arg0 : tensor<3x6xi1>
  }
  func.func private @cumsum_11(%arg0: tensor<3x6xi1>) -> tensor<18xi32> {
    %0 = stablehlo.reshape %arg0 : (tensor<3x6xi1>) -> tensor<18xi1>
    %1 = stablehlo.convert %0 : (tensor<18xi1>) -> tensor<18xi32>
    %2 = call @cumsum_0(%1) : (tensor<18xi32>) -> tensor<18xi32>
    return %2 : tensor<18xi32>
  }
  func.func private @cumsum_12(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = call @cumsum_13(%arg0) : (tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @cumsum_13(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @floor_divide_14(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<4xi32>
    %2 = stablehlo.sign %arg0 : tensor<4xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %10 = stablehlo.and %5, %9 : tensor<4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<4xi32>
    %13 = call @_where_15(%10, %12, %1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %13 : tensor<4xi32>
  }
  func.func private @_where_15(%arg0: tensor<4xi1>, %arg1: tensor<4xi32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %0 : tensor<4xi32>
  }
  func.func private @remainder_16(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %12 = stablehlo.and %11, %6 : tensor<4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %14 = stablehlo.add %4, %13 : tensor<4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<4xi1>, tensor<4xi32>
    return %15 : tensor<4xi32>
  }
  func.func private @_where_17(%arg0: tensor<4xi1>, %arg1: tensor<i32>, %arg2: tensor<4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4xi1>, tensor<4xi32>
    return %2 : tensor<4xi32>
  }
  func.func private @atleast_2d(%arg0: tensor<4xi32>) -> tensor<1x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    return %0 : tensor<1x4xi32>
  }
  func.func private @cumsum_18(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %0 = call @cumsum_19(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @cumsum_19(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    return %1 : tensor<3xi32>
  }
  func.func private @floor_divide_20(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<3xi32>
    %2 = stablehlo.sign %arg0 : tensor<3xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %10 = stablehlo.and %5, %9 : tensor<3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<3xi32>
    %13 = call @_where_21(%10, %12, %1) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    return %13 : tensor<3xi32>
  }
  func.func private @_where_21(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @remainder_22(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.add %4, %13 : tensor<3xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3xi1>, tensor<3xi32>
    return %15 : tensor<3xi32>
  }
  func.func private @_ptp(%arg0: tensor<2xf32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.subtract %0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where_23(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<4xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<4xf32>
    %11 = stablehlo.add %7, %10 : tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<4xf32>, tensor<1xf32>) -> tensor<5xf32>
    return %13 : tensor<5xf32>
  }
  func.func private @searchsorted(%arg0: tensor<5xf32>, %arg1: tensor<3x6xf32>) -> tensor<3x6xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<5xf32>, tensor<3x6xf32>) -> tensor<3x6xi32>
    return %0 : tensor<3x6xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<5xf32>, %arg1: tensor<3x6xf32>) -> tensor<3x6xi32> {
    %0 = call @_searchsorted_scan_impl_24(%arg0, %arg1) : (tensor<5xf32>, tensor<3x6xf32>) -> tensor<3x6xi32>
    return %0 : tensor<3x6xi32>
  }
  func.func private @_searchsorted_scan_impl_24(%arg0: tensor<5xf32>, %arg1: tensor<3x6xf32>) -> tensor<3x6xi32> {
    %0 = call @_searchsorted_scan_impl_25(%arg0, %arg1) : (tensor<5xf32>, tensor<3x6xf32>) -> tensor<3x6xi32>
    return %0 : tensor<3x6xi32>
  }
  func.func private @_searchsorted_scan_impl_25(%arg0: tensor<5xf32>, %arg1: tensor<3x6xf32>) -> tensor<3x6xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %c_0 = stablehlo.constant dense<5> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<6xui32>) -> tensor<3x6xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %2, %iterArg_5 = %3) : tensor<5xf32>, tensor<3x6xf32>, tensor<i32>, tensor<3x6xui32>, tensor<3x6xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<5xf32>, tensor<3x6xf32>, tensor<3x6xui32>, tensor<3x6xui32>) -> (tensor<3x6xui32>, tensor<3x6xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %7, %6#0, %6#1 : tensor<5xf32>, tensor<3x6xf32>, tensor<i32>, tensor<3x6xui32>, tensor<3x6xui32>
    }
    %5 = stablehlo.convert %4#4 : (tensor<3x6xui32>) -> tensor<3x6xi32>
    return %5 : tensor<3x6xi32>
  }
  func.func private @closed_call(%arg0: tensor<5xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<3x6xui32>, %arg3: tensor<3x6xui32>) -> (tensor<3x6xui32>, tensor<3x6xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<3x6xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide_26(%0, %c) : (tensor<3x6xui32>, tensor<i32>) -> tensor<3x6xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<3x6xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x6xui32>) -> tensor<3x6x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<5xf32>, tensor<3x6x1xui32>) -> tensor<3x6x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<3x6x1xf32>) -> tensor<3x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<6xf32>) -> tensor<3x6xf32>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<3x6xi1>, tensor<3x6xf32>
    %11 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<6xf32>) -> tensor<3x6xf32>
    %14 = stablehlo.select %11, %13, %10 : tensor<3x6xi1>, tensor<3x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %16 = stablehlo.compare EQ, %5, %15, FLOAT : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<6xf32>) -> tensor<3x6xf32>
    %19 = stablehlo.select %16, %18, %5 : tensor<3x6xi1>, tensor<3x6xf32>
    %20 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<6xf32>) -> tensor<3x6xf32>
    %23 = stablehlo.select %20, %22, %19 : tensor<3x6xi1>, tensor<3x6xf32>
    %24 = stablehlo.compare LT, %14, %23, TOTALORDER : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xi1>
    %25 = stablehlo.select %24, %arg2, %2 : tensor<3x6xi1>, tensor<3x6xui32>
    %26 = stablehlo.select %24, %2, %arg3 : tensor<3x6xi1>, tensor<3x6xui32>
    return %25, %26 : tensor<3x6xui32>, tensor<3x6xui32>
  }
  func.func private @floor_divide_26(%arg0: tensor<3x6xui32>, %arg1: tensor<i32>) -> tensor<3x6xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<3x6xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<3x6xui32>
    return %2 : tensor<3x6xui32>
  }
  func.func private @_where_27(%arg0: tensor<3x6xi1>, %arg1: tensor<i32>, %arg2: tensor<3x6xi32>) -> tensor<3x6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x6xi1>, tensor<3x6xi32>
    return %2 : tensor<3x6xi32>
  }
}
