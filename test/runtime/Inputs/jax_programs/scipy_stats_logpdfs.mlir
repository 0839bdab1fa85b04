module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xi32>, %arg3: tensor<3x4xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}, tensor<8xf32> {jax.result_info = "result[4]"}, tensor<8xf32> {jax.result_info = "result[5]"}, tensor<8xf32> {jax.result_info = "result[6]"}, tensor<4xf32> {jax.result_info = "result[7]"}, tensor<f32> {jax.result_info = "result[8][0]"}, tensor<f32> {jax.result_info = "result[8][1]"}, tensor<8xf32> {jax.result_info = "result[9]"}, tensor<8xf32> {jax.result_info = "result[10]"}) {
    %cst = stablehlo.constant dense<[-59.9633484, 98.0010757, -56.6762848, 13.9312611, -1.23916578]> : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 1.95448864, 4.67627907, 86.3602447, -225.462692, 200.260208, -82.0372238, 15.9056225, -1.18331623]> : tensor<9xf32>
    %cst_1 = stablehlo.constant dense<[3.23774886, 6.91522884, 3.93881035, 1.33303463, 0.201485395, 0.0123716639, 3.01581546E-4, 2.65806966E-6, 6.23974561E-9]> : tensor<9xf32>
    %cst_2 = stablehlo.constant dense<[1.000000e+00, 6.02427053, 3.67983556, 1.37702096, 2.162370e-01, 1.342040e-02, 3.28014459E-4, 2.89247873E-6, 6.79019418E-9]> : tensor<9xf32>
    %cst_3 = stablehlo.constant dense<[4.05544901, 31.5251102, 57.1628189, 44.0805092, 14.6849566, 2.18663311, -0.140256077, -0.035042461, -8.57456762E-4]> : tensor<9xf32>
    %cst_4 = stablehlo.constant dense<[1.000000e+00, 15.7799883, 45.3907623, 41.3172035, 15.0425386, 2.5046494, -0.142182916, -0.0380806401, -9.33259492E-4]> : tensor<9xf32>
    %0 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.dot_general %arg3, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %5 = stablehlo.add %2, %4 : tensor<3x3xi32>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %7 = stablehlo.convert %6 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %8 = stablehlo.add %1, %7 : tensor<3x3xf32>
    %9 = chlo.square %arg1 : tensor<8xf32> -> tensor<8xf32>
    %cst_5 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<8xf32>
    %12 = stablehlo.log %11 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<8xf32>
    %15 = chlo.square %14 : tensor<8xf32> -> tensor<8xf32>
    %16 = stablehlo.divide %15, %9 : tensor<8xf32>
    %17 = stablehlo.add %12, %16 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.divide %17, %18 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.subtract %arg0, %20 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.divide %21, %22 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<8xf32>
    %26 = stablehlo.abs %25 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.compare LT, %26, %27, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %29 = chlo.erf %25 : tensor<8xf32> -> tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.add %30, %29 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %33 = stablehlo.compare GT, %25, %32, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %34 = chlo.erfc %26 : tensor<8xf32> -> tensor<8xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.subtract %35, %34 : tensor<8xf32>
    %37 = chlo.erfc %26 : tensor<8xf32> -> tensor<8xf32>
    %38 = stablehlo.select %33, %36, %37 : tensor<8xi1>, tensor<8xf32>
    %39 = stablehlo.select %28, %31, %38 : tensor<8xi1>, tensor<8xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %43 = stablehlo.divide %arg1, %42 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_18 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %44 = call @clip(%43, %cst_17, %cst_18) : (tensor<8xf32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %cst_19 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.compare GT, %44, %45, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.subtract %47, %44 : tensor<8xf32>
    %49 = call @_where(%46, %48, %44) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %51 = stablehlo.compare EQ, %49, %50, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %53 = call @_where(%51, %52, %49) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %55 = stablehlo.subtract %53, %54 : tensor<8xf32>
    %56 = chlo.square %55 : tensor<8xf32> -> tensor<8xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<8xf32>
    %58 = call @polyval(%cst, %56) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xf32>
    %59 = call @polyval_0(%cst_0, %56) : (tensor<9xf32>, tensor<8xf32>) -> tensor<8xf32>
    %60 = stablehlo.divide %58, %59 : tensor<8xf32>
    %61 = stablehlo.multiply %57, %60 : tensor<8xf32>
    %62 = stablehlo.add %55, %61 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<-2.50662827> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<8xf32>
    %65 = stablehlo.log %53 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<8xf32>
    %68 = stablehlo.sqrt %67 : tensor<8xf32>
    %69 = stablehlo.log %68 : tensor<8xf32>
    %70 = stablehlo.divide %69, %68 : tensor<8xf32>
    %71 = stablehlo.subtract %68, %70 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.divide %72, %68 : tensor<8xf32>
    %74 = call @polyval_0(%cst_1, %73) : (tensor<9xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %76 = stablehlo.divide %75, %68 : tensor<8xf32>
    %77 = call @polyval_0(%cst_2, %76) : (tensor<9xf32>, tensor<8xf32>) -> tensor<8xf32>
    %78 = stablehlo.divide %74, %77 : tensor<8xf32>
    %79 = stablehlo.divide %78, %68 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %81 = stablehlo.divide %80, %68 : tensor<8xf32>
    %82 = call @polyval_0(%cst_3, %81) : (tensor<9xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %84 = stablehlo.divide %83, %68 : tensor<8xf32>
    %85 = call @polyval_0(%cst_4, %84) : (tensor<9xf32>, tensor<8xf32>) -> tensor<8xf32>
    %86 = stablehlo.divide %82, %85 : tensor<8xf32>
    %87 = stablehlo.divide %86, %68 : tensor<8xf32>
    %88 = stablehlo.subtract %71, %79 : tensor<8xf32>
    %89 = stablehlo.subtract %71, %87 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<0.135335281> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %91 = stablehlo.compare GT, %53, %90, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_31 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %93 = stablehlo.compare GE, %68, %92, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %94 = call @_where(%93, %88, %89) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %95 = call @_where(%91, %64, %94) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_32 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %97 = stablehlo.compare GT, %44, %96, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %98 = stablehlo.negate %95 : tensor<8xf32>
    %99 = call @_where(%97, %95, %98) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_33 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %102 = stablehlo.compare EQ, %44, %101, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %103 = stablehlo.negate %100 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %105 = stablehlo.compare EQ, %44, %104, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %106 = call @_where(%105, %100, %99) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %107 = call @_where(%102, %103, %106) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %111 = stablehlo.add %109, %110 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %113 = stablehlo.subtract %arg0, %112 : tensor<8xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %115 = stablehlo.divide %113, %114 : tensor<8xf32>
    %cst_40 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %116 = stablehlo.divide %cst_40, %cst_41 : tensor<f32>
    %cst_42 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %117 = stablehlo.add %116, %cst_42 : tensor<f32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.multiply %cst_43, %cst_44 : tensor<f32>
    %cst_45 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %119 = stablehlo.multiply %118, %cst_45 : tensor<f32>
    %cst_46 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %120 = stablehlo.multiply %119, %cst_46 : tensor<f32>
    %121 = stablehlo.log %120 : tensor<f32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %122 = stablehlo.divide %121, %cst_47 : tensor<f32>
    %123 = chlo.lgamma %116 : tensor<f32> -> tensor<f32>
    %124 = stablehlo.add %123, %122 : tensor<f32>
    %125 = chlo.lgamma %117 : tensor<f32> -> tensor<f32>
    %126 = stablehlo.subtract %124, %125 : tensor<f32>
    %127 = stablehlo.multiply %115, %115 : tensor<8xf32>
    %cst_48 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %129 = stablehlo.divide %127, %128 : tensor<8xf32>
    %130 = stablehlo.log_plus_one %129 : tensor<8xf32>
    %131 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %132 = stablehlo.multiply %131, %130 : tensor<8xf32>
    %133 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %134 = stablehlo.add %133, %132 : tensor<8xf32>
    %135 = stablehlo.negate %134 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %137 = stablehlo.compare GE, %arg1, %136, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %139 = stablehlo.subtract %arg1, %138 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %141 = stablehlo.divide %139, %140 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %142 = call @_where_2(%137, %141, %cst_52) : (tensor<8xi1>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.subtract %cst_53, %cst_54 : tensor<f32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.compare NE, %143, %cst_55, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %145 = stablehlo.compare NE, %142, %142, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %146 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %147 = stablehlo.or %146, %145 : tensor<8xi1>
    %148 = stablehlo.log %142 : tensor<8xf32>
    %149 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<8xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = call @_where_2(%147, %150, %cst_56) : (tensor<8xi1>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %152 = stablehlo.subtract %151, %142 : tensor<8xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %153 = chlo.lgamma %cst_57 : tensor<f32> -> tensor<f32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.log %cst_58 : tensor<f32>
    %155 = stablehlo.add %153, %154 : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %157 = stablehlo.subtract %152, %156 : tensor<8xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %158 = call @_where_3(%137, %157, %cst_59) : (tensor<8xi1>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %160 = stablehlo.divide %arg1, %159 : tensor<8xf32>
    %cst_61 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_62 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %161 = call @clip(%160, %cst_61, %cst_62) : (tensor<8xf32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_64 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %162 = stablehlo.minimum %cst_63, %cst_64 : tensor<f32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_66 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %163 = stablehlo.maximum %cst_65, %cst_66 : tensor<f32>
    %164 = chlo.lgamma %162 : tensor<f32> -> tensor<f32>
    %165 = chlo.lgamma %163 : tensor<f32> -> tensor<f32>
    %166 = stablehlo.add %162, %163 : tensor<f32>
    %167 = chlo.lgamma %166 : tensor<f32> -> tensor<f32>
    %168 = stablehlo.subtract %165, %167 : tensor<f32>
    %169 = stablehlo.add %164, %168 : tensor<f32>
    %170 = chlo.lgamma %162 : tensor<f32> -> tensor<f32>
    %171 = stablehlo.divide %162, %163 : tensor<f32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.add %cst_67, %171 : tensor<f32>
    %173 = stablehlo.divide %171, %172 : tensor<f32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.add %cst_68, %171 : tensor<f32>
    %175 = stablehlo.divide %171, %174 : tensor<f32>
    %cst_69 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %176 = stablehlo.subtract %162, %cst_69 : tensor<f32>
    %177 = stablehlo.add %163, %176 : tensor<f32>
    %178 = stablehlo.multiply %175, %175 : tensor<f32>
    %179 = stablehlo.add %175, %178 : tensor<f32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.add %cst_70, %179 : tensor<f32>
    %181 = stablehlo.multiply %178, %180 : tensor<f32>
    %182 = stablehlo.add %175, %181 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.add %cst_71, %182 : tensor<f32>
    %184 = stablehlo.multiply %178, %183 : tensor<f32>
    %185 = stablehlo.add %175, %184 : tensor<f32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %186 = stablehlo.add %cst_72, %185 : tensor<f32>
    %187 = stablehlo.multiply %178, %186 : tensor<f32>
    %188 = stablehlo.add %175, %187 : tensor<f32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %189 = stablehlo.add %cst_73, %188 : tensor<f32>
    %190 = stablehlo.multiply %178, %189 : tensor<f32>
    %191 = stablehlo.add %175, %190 : tensor<f32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %192 = stablehlo.add %cst_74, %191 : tensor<f32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %193 = stablehlo.divide %cst_75, %163 : tensor<f32>
    %194 = stablehlo.multiply %193, %193 : tensor<f32>
    %cst_76 = stablehlo.constant dense<-0.00165322958> : tensor<f32>
    %195 = stablehlo.multiply %cst_76, %192 : tensor<f32>
    %196 = stablehlo.multiply %195, %194 : tensor<f32>
    %cst_77 = stablehlo.constant dense<8.373080e-04> : tensor<f32>
    %197 = stablehlo.multiply %cst_77, %189 : tensor<f32>
    %198 = stablehlo.add %196, %197 : tensor<f32>
    %199 = stablehlo.multiply %198, %194 : tensor<f32>
    %cst_78 = stablehlo.constant dense<-5.95202902E-4> : tensor<f32>
    %200 = stablehlo.multiply %cst_78, %186 : tensor<f32>
    %201 = stablehlo.add %199, %200 : tensor<f32>
    %202 = stablehlo.multiply %201, %194 : tensor<f32>
    %cst_79 = stablehlo.constant dense<7.93650688E-4> : tensor<f32>
    %203 = stablehlo.multiply %cst_79, %183 : tensor<f32>
    %204 = stablehlo.add %202, %203 : tensor<f32>
    %205 = stablehlo.multiply %204, %194 : tensor<f32>
    %cst_80 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %206 = stablehlo.multiply %cst_80, %180 : tensor<f32>
    %207 = stablehlo.add %205, %206 : tensor<f32>
    %208 = stablehlo.multiply %207, %194 : tensor<f32>
    %cst_81 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %209 = stablehlo.add %208, %cst_81 : tensor<f32>
    %210 = stablehlo.divide %173, %163 : tensor<f32>
    %211 = stablehlo.multiply %209, %210 : tensor<f32>
    %212 = stablehlo.divide %162, %163 : tensor<f32>
    %213 = stablehlo.log_plus_one %212 : tensor<f32>
    %214 = stablehlo.multiply %177, %213 : tensor<f32>
    %215 = stablehlo.log %163 : tensor<f32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %216 = stablehlo.subtract %215, %cst_82 : tensor<f32>
    %217 = stablehlo.multiply %162, %216 : tensor<f32>
    %218 = stablehlo.compare LE, %214, %217, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %219 = stablehlo.subtract %211, %217 : tensor<f32>
    %220 = stablehlo.subtract %219, %214 : tensor<f32>
    %221 = stablehlo.subtract %211, %214 : tensor<f32>
    %222 = stablehlo.subtract %221, %217 : tensor<f32>
    %223 = call @_where_4(%218, %220, %222) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %224 = stablehlo.add %170, %223 : tensor<f32>
    %cst_83 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %225 = stablehlo.compare LT, %163, %cst_83, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %226 = call @_where_4(%225, %169, %224) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %227 = stablehlo.negate %226 : tensor<f32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %229 = stablehlo.subtract %161, %228 : tensor<8xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %231 = stablehlo.divide %229, %230 : tensor<8xf32>
    %cst_86 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.subtract %cst_86, %cst_87 : tensor<f32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.compare NE, %232, %cst_88, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %234 = stablehlo.compare NE, %231, %231, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %235 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %236 = stablehlo.or %235, %234 : tensor<8xi1>
    %237 = stablehlo.log %231 : tensor<8xf32>
    %238 = stablehlo.broadcast_in_dim %232, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %239 = stablehlo.multiply %238, %237 : tensor<8xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = call @_where_2(%236, %239, %cst_89) : (tensor<8xi1>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_90 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %241 = stablehlo.subtract %cst_90, %cst_91 : tensor<f32>
    %242 = stablehlo.negate %231 : tensor<8xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.compare NE, %241, %cst_92, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %244 = stablehlo.compare NE, %242, %242, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %245 = stablehlo.broadcast_in_dim %243, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %246 = stablehlo.or %245, %244 : tensor<8xi1>
    %247 = stablehlo.log_plus_one %242 : tensor<8xf32>
    %248 = stablehlo.broadcast_in_dim %241, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %249 = stablehlo.multiply %248, %247 : tensor<8xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = call @_where_2(%246, %249, %cst_93) : (tensor<8xi1>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %251 = stablehlo.add %240, %250 : tensor<8xf32>
    %252 = stablehlo.broadcast_in_dim %227, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %253 = stablehlo.add %252, %251 : tensor<8xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %254 = stablehlo.log %cst_94 : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %256 = stablehlo.subtract %253, %255 : tensor<8xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %257 = stablehlo.add %cst_95, %cst_96 : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %259 = stablehlo.compare GT, %161, %258, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %261 = stablehlo.compare LT, %161, %260, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %262 = stablehlo.or %259, %261 : tensor<8xi1>
    %cst_98 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %263 = call @_where_5(%262, %cst_98, %256) : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.compare LE, %cst_99, %cst_100, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_101 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.compare LE, %cst_101, %cst_102, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %266 = stablehlo.or %264, %265 : tensor<i1>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.compare LE, %cst_103, %cst_104, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %268 = stablehlo.or %266, %267 : tensor<i1>
    %cst_105 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %269 = call @_where_6(%268, %cst_105, %263) : (tensor<i1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_106 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %271 = stablehlo.multiply %arg1, %270 : tensor<8xf32>
    %272 = stablehlo.convert %arg2 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %274 = stablehlo.subtract %272, %273 : tensor<8xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %276 = stablehlo.compare NE, %274, %275, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %277 = stablehlo.compare NE, %271, %271, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %278 = stablehlo.or %276, %277 : tensor<8xi1>
    %279 = stablehlo.log %271 : tensor<8xf32>
    %280 = stablehlo.multiply %274, %279 : tensor<8xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %282 = call @_where(%278, %280, %281) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %284 = stablehlo.add %274, %283 : tensor<8xf32>
    %285 = chlo.lgamma %284 : tensor<8xf32> -> tensor<8xf32>
    %286 = stablehlo.subtract %282, %285 : tensor<8xf32>
    %287 = stablehlo.subtract %286, %271 : tensor<8xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %289 = stablehlo.compare LT, %274, %288, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %290 = call @round(%272) : (tensor<8xf32>) -> tensor<8xf32>
    %291 = stablehlo.compare NE, %290, %272, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %292 = stablehlo.or %289, %291 : tensor<8xi1>
    %cst_112 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %293 = call @_where_5(%292, %cst_112, %287) : (tensor<8xi1>, tensor<f32>, tensor<8xf32>) -> tensor<8xf32>
    %294 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %296 = stablehlo.transpose %8, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %297 = stablehlo.add %8, %296 : tensor<3x3xf32>
    %cst_114 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %299 = stablehlo.divide %297, %298 : tensor<3x3xf32>
    %300:2 = stablehlo.custom_call @lapack_spotrf_ffi(%299) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>)
    %c_115 = stablehlo.constant dense<0> : tensor<i32>
    %301 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<i32>) -> tensor<i32>
    %302 = stablehlo.compare EQ, %300#1, %301, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %303 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_116 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %305 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %306 = stablehlo.select %305, %300#0, %304 : tensor<3x3xi1>, tensor<3x3xf32>
    %307 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c_117 = stablehlo.constant dense<0> : tensor<i32>
    %308 = stablehlo.broadcast_in_dim %c_117, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %309 = stablehlo.add %307, %308 : tensor<3x3xi32>
    %310 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %311 = stablehlo.compare GE, %309, %310, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %313 = stablehlo.select %311, %306, %312 : tensor<3x3xi1>, tensor<3x3xf32>
    %314 = stablehlo.broadcast_in_dim %295, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %316 = stablehlo.subtract %294, %315 : tensor<4x3xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 2] : (tensor<4x3xf32>) -> tensor<4x1x3xf32>
    %318 = stablehlo.transpose %317, dims = [1, 0, 2] : (tensor<4x1x3xf32>) -> tensor<1x4x3xf32>
    %319 = stablehlo.reshape %318 : (tensor<1x4x3xf32>) -> tensor<4x3xf32>
    %320 = stablehlo.custom_call @lapack_strsm_ffi(%313, %319) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=4, l=3, m=4, n=3}, custom>} : (tensor<3x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %321 = stablehlo.reshape %320 : (tensor<4x3xf32>) -> tensor<1x4x3xf32>
    %322 = stablehlo.transpose %321, dims = [1, 0, 2] : (tensor<1x4x3xf32>) -> tensor<4x1x3xf32>
    %323 = stablehlo.reshape %322 : (tensor<4x1x3xf32>) -> tensor<4x3xf32>
    %324 = stablehlo.dot_general %323, %323, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4xf32>
    %cst_119 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %326 = stablehlo.multiply %325, %324 : tensor<4xf32>
    %cst_120 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %327 = stablehlo.log %cst_120 : tensor<f32>
    %cst_121 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %328 = stablehlo.multiply %cst_121, %327 : tensor<f32>
    %329 = stablehlo.convert %328 : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %331 = stablehlo.subtract %326, %330 : tensor<4xf32>
    %332 = call @diagonal(%313) : (tensor<3x3xf32>) -> tensor<3xf32>
    %333 = stablehlo.log %332 : tensor<3xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_122) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %336 = stablehlo.subtract %331, %335 : tensor<4xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %338 = stablehlo.subtract %arg0, %337 : tensor<8xf32>
    %339 = stablehlo.sign %338 : tensor<8xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %341 = stablehlo.compare NE, %339, %340, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_125 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %342 = call @_where_3(%341, %arg0, %cst_125) : (tensor<8xi1>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_126 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %343 = stablehlo.reduce(%342 init: %cst_126) applies stablehlo.maximum across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %344 = stablehlo.maximum %cst_127, %343 : tensor<f32>
    %345 = stablehlo.is_finite %344 : (tensor<f32>) -> tensor<i1>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.select %345, %344, %cst_128 : tensor<i1>, tensor<f32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %349 = stablehlo.subtract %342, %348 : tensor<8xf32>
    %350 = stablehlo.exponential %349 : tensor<8xf32>
    %351 = stablehlo.multiply %350, %339 : tensor<8xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%351 init: %cst_129) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %353 = stablehlo.sign %352 : tensor<f32>
    %354 = stablehlo.abs %352 : tensor<f32>
    %355 = stablehlo.log %354 : tensor<f32>
    %356 = stablehlo.add %355, %346 : tensor<f32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %358 = stablehlo.subtract %arg0, %357 : tensor<8xf32>
    %359 = stablehlo.abs %358 : tensor<8xf32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %361 = stablehlo.divide %359, %360 : tensor<8xf32>
    %cst_132 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %362 = stablehlo.multiply %cst_132, %cst_133 : tensor<f32>
    %363 = stablehlo.log %362 : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %365 = stablehlo.add %361, %364 : tensor<8xf32>
    %366 = stablehlo.negate %365 : tensor<8xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %368 = stablehlo.subtract %arg0, %367 : tensor<8xf32>
    %cst_135 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %370 = stablehlo.divide %368, %369 : tensor<8xf32>
    %371 = stablehlo.negate %370 : tensor<8xf32>
    %372 = stablehlo.exponential %371 : tensor<8xf32>
    %cst_136 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %374 = stablehlo.add %373, %372 : tensor<8xf32>
    %cst_137 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %376 = stablehlo.divide %375, %374 : tensor<8xf32>
    return %19, %41, %111, %135, %158, %269, %293, %336, %356, %353, %366, %376 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<f32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>
  }
  func.func private @clip(%arg0: tensor<8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @polyval(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<5xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:5] : (tensor<5xf32>) -> tensor<5xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call(%arg1, %0, %4) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call(%arg1, %5, %7) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<5xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call(%arg1, %8, %10) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call(%arg1, %11, %13) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call(%arg1, %14, %16) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    return %17 : tensor<8xf32>
  }
  func.func private @closed_call(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.add %0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @polyval_0(%arg0: tensor<9xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<9xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:9] : (tensor<9xf32>) -> tensor<9xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call_1(%arg1, %0, %4) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call_1(%arg1, %5, %7) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call_1(%arg1, %8, %10) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call_1(%arg1, %11, %13) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call_1(%arg1, %14, %16) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.slice %2 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = call @closed_call_1(%arg1, %17, %19) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.slice %2 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = call @closed_call_1(%arg1, %20, %22) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.slice %2 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
    %26 = call @closed_call_1(%arg1, %23, %25) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.slice %2 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1xf32>) -> tensor<f32>
    %29 = call @closed_call_1(%arg1, %26, %28) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    return %29 : tensor<8xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.add %0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @_where_2(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8xi1>, tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @_where_3(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<8xi1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_where_5(%arg0: tensor<8xi1>, %arg1: tensor<f32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<i1>, tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @round(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @diagonal(%arg0: tensor<3x3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
      %9 = stablehlo.iota dim = 0 : tensor<3xi32>
      %10 = stablehlo.iota dim = 0 : tensor<3xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %12 = stablehlo.compare LT, %9, %11, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_2 = stablehlo.constant dense<3> : tensor<i32>
      %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %14 = stablehlo.add %9, %13 : tensor<3xi32>
      %15 = stablehlo.select %12, %14, %9 : tensor<3xi1>, tensor<3xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %17 = stablehlo.compare LT, %10, %16, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %19 = stablehlo.add %10, %18 : tensor<3xi32>
      %20 = stablehlo.select %17, %19, %10 : tensor<3xi1>, tensor<3xi32>
      %21 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %23 = stablehlo.concatenate %21, %22, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %24 = "stablehlo.gather"(%8, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xf32>, tensor<3x2xi32>) -> tensor<3xf32>
      stablehlo.return %24 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    return %7 : tensor<3xf32>
  }
}
