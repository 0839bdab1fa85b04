module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}, tensor<12xf32> {jax.result_info = "result[4]"}, tensor<12xf32> {jax.result_info = "result[5]"}, tensor<12xf32> {jax.result_info = "result[6]"}, tensor<12xf32> {jax.result_info = "result[7]"}, tensor<12xf32> {jax.result_info = "result[8]"}, tensor<12xf32> {jax.result_info = "result[9]"}, tensor<12xf32> {jax.result_info = "result[10]"}, tensor<12xf32> {jax.result_info = "result[11]"}, tensor<12xf32> {jax.result_info = "result[12]"}, tensor<12xf32> {jax.result_info = "result[13]"}, tensor<12xf32> {jax.result_info = "result[14]"}, tensor<12xf32> {jax.result_info = "result[15]"}, tensor<12xf32> {jax.result_info = "result[16]"}, tensor<12xf32> {jax.result_info = "result[17]"}) {
    %cst = stablehlo.constant dense<[-59.9633484, 98.0010757, -56.6762848, 13.9312611, -1.23916578]> : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 1.95448864, 4.67627907, 86.3602447, -225.462692, 200.260208, -82.0372238, 15.9056225, -1.18331623]> : tensor<9xf32>
    %cst_1 = stablehlo.constant dense<[3.23774886, 6.91522884, 3.93881035, 1.33303463, 0.201485395, 0.0123716639, 3.01581546E-4, 2.65806966E-6, 6.23974561E-9]> : tensor<9xf32>
    %cst_2 = stablehlo.constant dense<[1.000000e+00, 6.02427053, 3.67983556, 1.37702096, 2.162370e-01, 1.342040e-02, 3.28014459E-4, 2.89247873E-6, 6.79019418E-9]> : tensor<9xf32>
    %cst_3 = stablehlo.constant dense<[4.05544901, 31.5251102, 57.1628189, 44.0805092, 14.6849566, 2.18663311, -0.140256077, -0.035042461, -8.57456762E-4]> : tensor<9xf32>
    %cst_4 = stablehlo.constant dense<[1.000000e+00, 15.7799883, 45.3907623, 41.3172035, 15.0425386, 2.5046494, -0.142182916, -0.0380806401, -9.33259492E-4]> : tensor<9xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<12xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<12xf32>
    %cst_7 = stablehlo.constant dense<-9.900000e-01> : tensor<f32>
    %cst_8 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %4 = call @clip(%3, %cst_7, %cst_8) : (tensor<12xf32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %5 = chlo.lgamma %1 : tensor<12xf32> -> tensor<12xf32>
    %6 = chlo.digamma %1 : tensor<12xf32> -> tensor<12xf32>
    %7 = chlo.erf_inv %4 : tensor<12xf32> -> tensor<12xf32>
    %8 = chlo.erfc %arg1 : tensor<12xf32> -> tensor<12xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %10 = stablehlo.compare NE, %arg0, %9, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %12 = stablehlo.or %10, %11 : tensor<12xi1>
    %13 = stablehlo.log %arg2 : tensor<12xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<12xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %16 = call @_where(%12, %14, %15) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %18 = stablehlo.compare NE, %arg1, %17, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %19 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %20 = stablehlo.or %18, %19 : tensor<12xi1>
    %21 = stablehlo.log_plus_one %arg0 : tensor<12xf32>
    %22 = stablehlo.multiply %arg1, %21 : tensor<12xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %24 = call @_where(%20, %22, %23) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %26 = stablehlo.divide %arg2, %25 : tensor<12xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_15 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %27 = call @clip(%26, %cst_14, %cst_15) : (tensor<12xf32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %29 = stablehlo.subtract %28, %27 : tensor<12xf32>
    %30 = stablehlo.divide %27, %29 : tensor<12xf32>
    %31 = stablehlo.log %30 : tensor<12xf32>
    %cst_17 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %33 = stablehlo.multiply %arg1, %32 : tensor<12xf32>
    %34 = stablehlo.abs %33 : tensor<12xf32>
    %cst_18 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %36 = stablehlo.compare LT, %34, %35, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %37 = chlo.erf %33 : tensor<12xf32> -> tensor<12xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %39 = stablehlo.add %38, %37 : tensor<12xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %41 = stablehlo.compare GT, %33, %40, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %42 = chlo.erfc %34 : tensor<12xf32> -> tensor<12xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %44 = stablehlo.subtract %43, %42 : tensor<12xf32>
    %45 = chlo.erfc %34 : tensor<12xf32> -> tensor<12xf32>
    %46 = stablehlo.select %41, %44, %45 : tensor<12xi1>, tensor<12xf32>
    %47 = stablehlo.select %36, %39, %46 : tensor<12xi1>, tensor<12xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<12xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %51 = stablehlo.divide %arg2, %50 : tensor<12xf32>
    %cst_24 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_25 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %52 = call @clip(%51, %cst_24, %cst_25) : (tensor<12xf32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %cst_26 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %54 = stablehlo.compare GT, %52, %53, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %56 = stablehlo.subtract %55, %52 : tensor<12xf32>
    %57 = call @_where(%54, %56, %52) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %59 = stablehlo.compare EQ, %57, %58, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %61 = call @_where(%59, %60, %57) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %63 = stablehlo.subtract %61, %62 : tensor<12xf32>
    %64 = chlo.square %63 : tensor<12xf32> -> tensor<12xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<12xf32>
    %66 = call @polyval(%cst, %64) : (tensor<5xf32>, tensor<12xf32>) -> tensor<12xf32>
    %67 = call @polyval_0(%cst_0, %64) : (tensor<9xf32>, tensor<12xf32>) -> tensor<12xf32>
    %68 = stablehlo.divide %66, %67 : tensor<12xf32>
    %69 = stablehlo.multiply %65, %68 : tensor<12xf32>
    %70 = stablehlo.add %63, %69 : tensor<12xf32>
    %cst_31 = stablehlo.constant dense<-2.50662827> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<12xf32>
    %73 = stablehlo.log %61 : tensor<12xf32>
    %cst_32 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<12xf32>
    %76 = stablehlo.sqrt %75 : tensor<12xf32>
    %77 = stablehlo.log %76 : tensor<12xf32>
    %78 = stablehlo.divide %77, %76 : tensor<12xf32>
    %79 = stablehlo.subtract %76, %78 : tensor<12xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %81 = stablehlo.divide %80, %76 : tensor<12xf32>
    %82 = call @polyval_0(%cst_1, %81) : (tensor<9xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %84 = stablehlo.divide %83, %76 : tensor<12xf32>
    %85 = call @polyval_0(%cst_2, %84) : (tensor<9xf32>, tensor<12xf32>) -> tensor<12xf32>
    %86 = stablehlo.divide %82, %85 : tensor<12xf32>
    %87 = stablehlo.divide %86, %76 : tensor<12xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %89 = stablehlo.divide %88, %76 : tensor<12xf32>
    %90 = call @polyval_0(%cst_3, %89) : (tensor<9xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %92 = stablehlo.divide %91, %76 : tensor<12xf32>
    %93 = call @polyval_0(%cst_4, %92) : (tensor<9xf32>, tensor<12xf32>) -> tensor<12xf32>
    %94 = stablehlo.divide %90, %93 : tensor<12xf32>
    %95 = stablehlo.divide %94, %76 : tensor<12xf32>
    %96 = stablehlo.subtract %79, %87 : tensor<12xf32>
    %97 = stablehlo.subtract %79, %95 : tensor<12xf32>
    %cst_37 = stablehlo.constant dense<0.135335281> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %99 = stablehlo.compare GT, %61, %98, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_38 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %101 = stablehlo.compare GE, %76, %100, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %102 = call @_where(%101, %96, %97) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %103 = call @_where(%99, %72, %102) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_39 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %105 = stablehlo.compare GT, %52, %104, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %106 = stablehlo.negate %103 : tensor<12xf32>
    %107 = call @_where(%105, %103, %106) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_40 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %110 = stablehlo.compare EQ, %52, %109, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %111 = stablehlo.negate %108 : tensor<12xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %113 = stablehlo.compare EQ, %52, %112, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %114 = call @_where(%113, %108, %107) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %115 = call @_where(%110, %111, %114) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %116 = stablehlo.abs %arg1 : tensor<12xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_45 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %120 = stablehlo.multiply %117, %116 : tensor<12xf32>
    %121 = stablehlo.subtract %120, %118 : tensor<12xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %125 = stablehlo.multiply %121, %122 : tensor<12xf32>
    %126 = stablehlo.subtract %125, %123 : tensor<12xf32>
    %cst_49 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %128 = stablehlo.add %126, %127 : tensor<12xf32>
    %129 = stablehlo.multiply %121, %128 : tensor<12xf32>
    %130 = stablehlo.subtract %129, %122 : tensor<12xf32>
    %cst_50 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %132 = stablehlo.add %130, %131 : tensor<12xf32>
    %133 = stablehlo.multiply %121, %132 : tensor<12xf32>
    %134 = stablehlo.subtract %133, %128 : tensor<12xf32>
    %cst_51 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %136 = stablehlo.add %134, %135 : tensor<12xf32>
    %137 = stablehlo.multiply %121, %136 : tensor<12xf32>
    %138 = stablehlo.subtract %137, %132 : tensor<12xf32>
    %cst_52 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %140 = stablehlo.add %138, %139 : tensor<12xf32>
    %141 = stablehlo.multiply %121, %140 : tensor<12xf32>
    %142 = stablehlo.subtract %141, %136 : tensor<12xf32>
    %cst_53 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %144 = stablehlo.add %142, %143 : tensor<12xf32>
    %145 = stablehlo.multiply %121, %144 : tensor<12xf32>
    %146 = stablehlo.subtract %145, %140 : tensor<12xf32>
    %cst_54 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %148 = stablehlo.add %146, %147 : tensor<12xf32>
    %149 = stablehlo.multiply %121, %148 : tensor<12xf32>
    %150 = stablehlo.subtract %149, %144 : tensor<12xf32>
    %cst_55 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %152 = stablehlo.add %150, %151 : tensor<12xf32>
    %153 = stablehlo.multiply %121, %152 : tensor<12xf32>
    %154 = stablehlo.subtract %153, %148 : tensor<12xf32>
    %cst_56 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %156 = stablehlo.add %154, %155 : tensor<12xf32>
    %157 = stablehlo.multiply %121, %156 : tensor<12xf32>
    %158 = stablehlo.subtract %157, %152 : tensor<12xf32>
    %cst_57 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %160 = stablehlo.add %158, %159 : tensor<12xf32>
    %161 = stablehlo.multiply %121, %160 : tensor<12xf32>
    %162 = stablehlo.subtract %161, %156 : tensor<12xf32>
    %cst_58 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %164 = stablehlo.add %162, %163 : tensor<12xf32>
    %165 = stablehlo.multiply %121, %164 : tensor<12xf32>
    %166 = stablehlo.subtract %165, %160 : tensor<12xf32>
    %cst_59 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %168 = stablehlo.add %166, %167 : tensor<12xf32>
    %169 = stablehlo.multiply %121, %168 : tensor<12xf32>
    %170 = stablehlo.subtract %169, %164 : tensor<12xf32>
    %cst_60 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %172 = stablehlo.add %170, %171 : tensor<12xf32>
    %173 = stablehlo.multiply %121, %172 : tensor<12xf32>
    %174 = stablehlo.subtract %173, %168 : tensor<12xf32>
    %cst_61 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %176 = stablehlo.add %174, %175 : tensor<12xf32>
    %177 = stablehlo.multiply %121, %176 : tensor<12xf32>
    %178 = stablehlo.subtract %177, %172 : tensor<12xf32>
    %cst_62 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %180 = stablehlo.add %178, %179 : tensor<12xf32>
    %181 = stablehlo.multiply %121, %180 : tensor<12xf32>
    %182 = stablehlo.subtract %181, %176 : tensor<12xf32>
    %cst_63 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %184 = stablehlo.add %182, %183 : tensor<12xf32>
    %185 = stablehlo.multiply %121, %184 : tensor<12xf32>
    %186 = stablehlo.subtract %185, %180 : tensor<12xf32>
    %cst_64 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %188 = stablehlo.add %186, %187 : tensor<12xf32>
    %189 = stablehlo.multiply %121, %188 : tensor<12xf32>
    %190 = stablehlo.subtract %189, %184 : tensor<12xf32>
    %cst_65 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %192 = stablehlo.add %190, %191 : tensor<12xf32>
    %193 = stablehlo.multiply %121, %192 : tensor<12xf32>
    %194 = stablehlo.subtract %193, %188 : tensor<12xf32>
    %cst_66 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %196 = stablehlo.add %194, %195 : tensor<12xf32>
    %197 = stablehlo.subtract %196, %188 : tensor<12xf32>
    %cst_67 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %199 = stablehlo.multiply %198, %197 : tensor<12xf32>
    %200 = stablehlo.divide %119, %116 : tensor<12xf32>
    %201 = stablehlo.subtract %200, %118 : tensor<12xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %205 = stablehlo.multiply %201, %202 : tensor<12xf32>
    %206 = stablehlo.subtract %205, %203 : tensor<12xf32>
    %cst_71 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %208 = stablehlo.add %206, %207 : tensor<12xf32>
    %209 = stablehlo.multiply %201, %208 : tensor<12xf32>
    %210 = stablehlo.subtract %209, %202 : tensor<12xf32>
    %cst_72 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %212 = stablehlo.add %210, %211 : tensor<12xf32>
    %213 = stablehlo.multiply %201, %212 : tensor<12xf32>
    %214 = stablehlo.subtract %213, %208 : tensor<12xf32>
    %cst_73 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %216 = stablehlo.add %214, %215 : tensor<12xf32>
    %217 = stablehlo.multiply %201, %216 : tensor<12xf32>
    %218 = stablehlo.subtract %217, %212 : tensor<12xf32>
    %cst_74 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %220 = stablehlo.add %218, %219 : tensor<12xf32>
    %221 = stablehlo.multiply %201, %220 : tensor<12xf32>
    %222 = stablehlo.subtract %221, %216 : tensor<12xf32>
    %cst_75 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %224 = stablehlo.add %222, %223 : tensor<12xf32>
    %225 = stablehlo.multiply %201, %224 : tensor<12xf32>
    %226 = stablehlo.subtract %225, %220 : tensor<12xf32>
    %cst_76 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %228 = stablehlo.add %226, %227 : tensor<12xf32>
    %229 = stablehlo.multiply %201, %228 : tensor<12xf32>
    %230 = stablehlo.subtract %229, %224 : tensor<12xf32>
    %cst_77 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %232 = stablehlo.add %230, %231 : tensor<12xf32>
    %233 = stablehlo.subtract %232, %224 : tensor<12xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<12xf32>
    %236 = stablehlo.sqrt %116 : tensor<12xf32>
    %237 = stablehlo.divide %235, %236 : tensor<12xf32>
    %cst_79 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %239 = stablehlo.compare LE, %116, %238, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %240 = stablehlo.select %239, %199, %237 : tensor<12xi1>, tensor<12xf32>
    %241 = chlo.bessel_i1e %arg1 : tensor<12xf32> -> tensor<12xf32>
    %242 = stablehlo.minimum %arg0, %arg2 : tensor<12xf32>
    %243 = stablehlo.maximum %arg0, %arg2 : tensor<12xf32>
    %244 = chlo.lgamma %242 : tensor<12xf32> -> tensor<12xf32>
    %245 = chlo.lgamma %243 : tensor<12xf32> -> tensor<12xf32>
    %246 = stablehlo.add %242, %243 : tensor<12xf32>
    %247 = chlo.lgamma %246 : tensor<12xf32> -> tensor<12xf32>
    %248 = stablehlo.subtract %245, %247 : tensor<12xf32>
    %249 = stablehlo.add %244, %248 : tensor<12xf32>
    %250 = chlo.lgamma %242 : tensor<12xf32> -> tensor<12xf32>
    %251 = stablehlo.divide %242, %243 : tensor<12xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %253 = stablehlo.add %252, %251 : tensor<12xf32>
    %254 = stablehlo.divide %251, %253 : tensor<12xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %256 = stablehlo.add %255, %251 : tensor<12xf32>
    %257 = stablehlo.divide %251, %256 : tensor<12xf32>
    %cst_82 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %259 = stablehlo.subtract %242, %258 : tensor<12xf32>
    %260 = stablehlo.add %243, %259 : tensor<12xf32>
    %261 = stablehlo.multiply %257, %257 : tensor<12xf32>
    %262 = stablehlo.add %257, %261 : tensor<12xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %264 = stablehlo.add %263, %262 : tensor<12xf32>
    %265 = stablehlo.multiply %261, %264 : tensor<12xf32>
    %266 = stablehlo.add %257, %265 : tensor<12xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %268 = stablehlo.add %267, %266 : tensor<12xf32>
    %269 = stablehlo.multiply %261, %268 : tensor<12xf32>
    %270 = stablehlo.add %257, %269 : tensor<12xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %272 = stablehlo.add %271, %270 : tensor<12xf32>
    %273 = stablehlo.multiply %261, %272 : tensor<12xf32>
    %274 = stablehlo.add %257, %273 : tensor<12xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %276 = stablehlo.add %275, %274 : tensor<12xf32>
    %277 = stablehlo.multiply %261, %276 : tensor<12xf32>
    %278 = stablehlo.add %257, %277 : tensor<12xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %280 = stablehlo.add %279, %278 : tensor<12xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %282 = stablehlo.divide %281, %243 : tensor<12xf32>
    %283 = stablehlo.multiply %282, %282 : tensor<12xf32>
    %cst_89 = stablehlo.constant dense<-0.00165322958> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %285 = stablehlo.multiply %284, %280 : tensor<12xf32>
    %286 = stablehlo.multiply %285, %283 : tensor<12xf32>
    %cst_90 = stablehlo.constant dense<8.373080e-04> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %288 = stablehlo.multiply %287, %276 : tensor<12xf32>
    %289 = stablehlo.add %286, %288 : tensor<12xf32>
    %290 = stablehlo.multiply %289, %283 : tensor<12xf32>
    %cst_91 = stablehlo.constant dense<-5.95202902E-4> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %292 = stablehlo.multiply %291, %272 : tensor<12xf32>
    %293 = stablehlo.add %290, %292 : tensor<12xf32>
    %294 = stablehlo.multiply %293, %283 : tensor<12xf32>
    %cst_92 = stablehlo.constant dense<7.93650688E-4> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %296 = stablehlo.multiply %295, %268 : tensor<12xf32>
    %297 = stablehlo.add %294, %296 : tensor<12xf32>
    %298 = stablehlo.multiply %297, %283 : tensor<12xf32>
    %cst_93 = stablehlo.constant dense<-0.00277777785> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %300 = stablehlo.multiply %299, %264 : tensor<12xf32>
    %301 = stablehlo.add %298, %300 : tensor<12xf32>
    %302 = stablehlo.multiply %301, %283 : tensor<12xf32>
    %cst_94 = stablehlo.constant dense<0.0833333358> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %304 = stablehlo.add %302, %303 : tensor<12xf32>
    %305 = stablehlo.divide %254, %243 : tensor<12xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<12xf32>
    %307 = stablehlo.divide %242, %243 : tensor<12xf32>
    %308 = stablehlo.log_plus_one %307 : tensor<12xf32>
    %309 = stablehlo.multiply %260, %308 : tensor<12xf32>
    %310 = stablehlo.log %243 : tensor<12xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %312 = stablehlo.subtract %310, %311 : tensor<12xf32>
    %313 = stablehlo.multiply %242, %312 : tensor<12xf32>
    %314 = stablehlo.compare LE, %309, %313, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %315 = stablehlo.subtract %306, %313 : tensor<12xf32>
    %316 = stablehlo.subtract %315, %309 : tensor<12xf32>
    %317 = stablehlo.subtract %306, %309 : tensor<12xf32>
    %318 = stablehlo.subtract %317, %313 : tensor<12xf32>
    %319 = call @_where(%314, %316, %318) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %320 = stablehlo.add %250, %319 : tensor<12xf32>
    %cst_96 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %322 = stablehlo.compare LT, %243, %321, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %323 = call @_where(%322, %249, %320) : (tensor<12xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %324 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %325 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %326 = stablehlo.or %324, %325 : tensor<12xi1>
    %cst_97 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %328 = stablehlo.compare EQ, %arg2, %327, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %330 = stablehlo.compare EQ, %1, %329, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %332 = stablehlo.compare EQ, %arg2, %331, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %334 = stablehlo.compare LT, %arg2, %333, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %336 = stablehlo.compare LT, %1, %335, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %337 = stablehlo.and %330, %332 : tensor<12xi1>
    %338 = stablehlo.or %334, %336 : tensor<12xi1>
    %339 = stablehlo.or %338, %337 : tensor<12xi1>
    %340 = stablehlo.or %339, %326 : tensor<12xi1>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %342 = stablehlo.compare GE, %arg2, %341, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %343 = stablehlo.compare GT, %arg2, %1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %344 = stablehlo.and %342, %343 : tensor<12xi1>
    %345 = stablehlo.log %arg2 : tensor<12xf32>
    %346 = stablehlo.multiply %1, %345 : tensor<12xf32>
    %347 = stablehlo.subtract %346, %arg2 : tensor<12xf32>
    %348 = chlo.lgamma %1 : tensor<12xf32> -> tensor<12xf32>
    %349 = stablehlo.subtract %347, %348 : tensor<12xf32>
    %cst_103 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %350 = stablehlo.log %cst_103 : tensor<f32>
    %351 = stablehlo.negate %350 : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %353 = stablehlo.compare LT, %349, %352, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %354 = stablehlo.exponential %349 : tensor<12xf32>
    %355 = stablehlo.or %332, %340 : tensor<12xi1>
    %356 = stablehlo.or %355, %353 : tensor<12xi1>
    %357 = stablehlo.or %356, %328 : tensor<12xi1>
    %358 = stablehlo.not %357 : tensor<12xi1>
    %359 = stablehlo.and %358, %344 : tensor<12xi1>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %361 = stablehlo.subtract %360, %1 : tensor<12xf32>
    %362 = stablehlo.add %arg2, %361 : tensor<12xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %364 = stablehlo.add %362, %363 : tensor<12xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %367 = stablehlo.add %arg2, %366 : tensor<12xf32>
    %368 = stablehlo.multiply %364, %arg2 : tensor<12xf32>
    %369 = stablehlo.divide %367, %368 : tensor<12xf32>
    %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %374 = stablehlo.negate %arg2 : tensor<12xf32>
    %375 = stablehlo.multiply %369, %374 : tensor<12xf32>
    %376 = stablehlo.subtract %373, %375 : tensor<12xf32>
    %377 = stablehlo.divide %376, %368 : tensor<12xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378:15 = stablehlo.while(%iterArg = %359, %iterArg_200 = %369, %iterArg_201 = %370, %iterArg_202 = %361, %iterArg_203 = %364, %iterArg_204 = %cst_112, %iterArg_205 = %367, %iterArg_206 = %368, %iterArg_207 = %365, %iterArg_208 = %arg2, %iterArg_209 = %371, %iterArg_210 = %372, %iterArg_211 = %373, %iterArg_212 = %374, %iterArg_213 = %377) : tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<f32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    cond {
      %cst_214 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %654 = stablehlo.compare LT, %iterArg_204, %cst_214, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_215 = stablehlo.constant dense<false> : tensor<i1>
      %655 = stablehlo.reduce(%iterArg init: %c_215) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
      %656 = stablehlo.and %654, %655 : tensor<i1>
      stablehlo.return %656 : tensor<i1>
    } do {
      %cst_214 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %654 = stablehlo.add %iterArg_204, %cst_214 : tensor<f32>
      %cst_215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %655 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %656 = stablehlo.add %iterArg_202, %655 : tensor<12xf32>
      %cst_216 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %657 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %658 = stablehlo.add %iterArg_203, %657 : tensor<12xf32>
      %659 = stablehlo.broadcast_in_dim %654, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %660 = stablehlo.multiply %656, %659 : tensor<12xf32>
      %661 = stablehlo.multiply %iterArg_205, %658 : tensor<12xf32>
      %662 = stablehlo.multiply %iterArg_207, %660 : tensor<12xf32>
      %663 = stablehlo.subtract %661, %662 : tensor<12xf32>
      %664 = stablehlo.multiply %iterArg_206, %658 : tensor<12xf32>
      %665 = stablehlo.multiply %iterArg_208, %660 : tensor<12xf32>
      %666 = stablehlo.subtract %664, %665 : tensor<12xf32>
      %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %667 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %668 = stablehlo.compare NE, %666, %667, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %669 = stablehlo.divide %663, %666 : tensor<12xf32>
      %670 = stablehlo.subtract %iterArg_200, %669 : tensor<12xf32>
      %671 = stablehlo.divide %670, %669 : tensor<12xf32>
      %672 = stablehlo.abs %671 : tensor<12xf32>
      %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %673 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %674 = stablehlo.select %668, %672, %673 : tensor<12xi1>, tensor<12xf32>
      %675 = stablehlo.select %668, %669, %iterArg_200 : tensor<12xi1>, tensor<12xf32>
      %676 = stablehlo.multiply %iterArg_211, %658 : tensor<12xf32>
      %677 = stablehlo.subtract %676, %iterArg_205 : tensor<12xf32>
      %678 = stablehlo.multiply %iterArg_209, %660 : tensor<12xf32>
      %679 = stablehlo.subtract %677, %678 : tensor<12xf32>
      %680 = stablehlo.broadcast_in_dim %654, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %681 = stablehlo.multiply %iterArg_207, %680 : tensor<12xf32>
      %682 = stablehlo.add %679, %681 : tensor<12xf32>
      %683 = stablehlo.multiply %iterArg_212, %658 : tensor<12xf32>
      %684 = stablehlo.subtract %683, %iterArg_206 : tensor<12xf32>
      %685 = stablehlo.multiply %iterArg_210, %660 : tensor<12xf32>
      %686 = stablehlo.subtract %684, %685 : tensor<12xf32>
      %687 = stablehlo.broadcast_in_dim %654, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %688 = stablehlo.multiply %iterArg_208, %687 : tensor<12xf32>
      %689 = stablehlo.add %686, %688 : tensor<12xf32>
      %690 = stablehlo.multiply %675, %689 : tensor<12xf32>
      %691 = stablehlo.subtract %682, %690 : tensor<12xf32>
      %692 = stablehlo.divide %691, %666 : tensor<12xf32>
      %693 = stablehlo.select %668, %692, %iterArg_213 : tensor<12xi1>, tensor<12xf32>
      %694 = stablehlo.subtract %693, %iterArg_213 : tensor<12xf32>
      %695 = stablehlo.abs %694 : tensor<12xf32>
      %cst_219 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %696 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %697 = stablehlo.select %668, %695, %696 : tensor<12xi1>, tensor<12xf32>
      %698 = stablehlo.abs %663 : tensor<12xf32>
      %cst_220 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_221 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %699 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<f32>
      %700 = stablehlo.divide %699, %cst_220 : tensor<f32>
      %701 = stablehlo.broadcast_in_dim %700, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %702 = stablehlo.compare GT, %698, %701, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %cst_222 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %703 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %704 = stablehlo.multiply %iterArg_205, %703 : tensor<12xf32>
      %705 = stablehlo.select %702, %704, %iterArg_205 : tensor<12xi1>, tensor<12xf32>
      %cst_223 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %706 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %707 = stablehlo.multiply %663, %706 : tensor<12xf32>
      %708 = stablehlo.select %702, %707, %663 : tensor<12xi1>, tensor<12xf32>
      %cst_224 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %709 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %710 = stablehlo.multiply %iterArg_206, %709 : tensor<12xf32>
      %711 = stablehlo.select %702, %710, %iterArg_206 : tensor<12xi1>, tensor<12xf32>
      %cst_225 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %712 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %713 = stablehlo.multiply %666, %712 : tensor<12xf32>
      %714 = stablehlo.select %702, %713, %666 : tensor<12xi1>, tensor<12xf32>
      %cst_226 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %715 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %716 = stablehlo.multiply %iterArg_211, %715 : tensor<12xf32>
      %717 = stablehlo.select %702, %716, %iterArg_211 : tensor<12xi1>, tensor<12xf32>
      %cst_227 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %718 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %719 = stablehlo.multiply %iterArg_212, %718 : tensor<12xf32>
      %720 = stablehlo.select %702, %719, %iterArg_212 : tensor<12xi1>, tensor<12xf32>
      %cst_228 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %721 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %722 = stablehlo.multiply %682, %721 : tensor<12xf32>
      %723 = stablehlo.select %702, %722, %682 : tensor<12xi1>, tensor<12xf32>
      %cst_229 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %724 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %725 = stablehlo.multiply %689, %724 : tensor<12xf32>
      %726 = stablehlo.select %702, %725, %689 : tensor<12xi1>, tensor<12xf32>
      %cst_230 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %727 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %728 = stablehlo.compare GT, %674, %727, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %729 = stablehlo.and %iterArg, %728 : tensor<12xi1>
      %730 = stablehlo.select %iterArg, %675, %iterArg_200 : tensor<12xi1>, tensor<12xf32>
      %731 = stablehlo.select %iterArg, %674, %iterArg_201 : tensor<12xi1>, tensor<12xf32>
      %732 = stablehlo.select %iterArg, %656, %iterArg_202 : tensor<12xi1>, tensor<12xf32>
      %733 = stablehlo.select %iterArg, %658, %iterArg_203 : tensor<12xi1>, tensor<12xf32>
      %734 = stablehlo.select %iterArg, %708, %iterArg_205 : tensor<12xi1>, tensor<12xf32>
      %735 = stablehlo.select %iterArg, %714, %iterArg_206 : tensor<12xi1>, tensor<12xf32>
      %736 = stablehlo.select %iterArg, %705, %iterArg_207 : tensor<12xi1>, tensor<12xf32>
      %737 = stablehlo.select %iterArg, %711, %iterArg_208 : tensor<12xi1>, tensor<12xf32>
      %738 = stablehlo.select %iterArg, %717, %iterArg_209 : tensor<12xi1>, tensor<12xf32>
      %739 = stablehlo.select %iterArg, %720, %iterArg_210 : tensor<12xi1>, tensor<12xf32>
      %740 = stablehlo.select %iterArg, %723, %iterArg_211 : tensor<12xi1>, tensor<12xf32>
      %741 = stablehlo.select %iterArg, %726, %iterArg_212 : tensor<12xi1>, tensor<12xf32>
      %742 = stablehlo.select %iterArg, %693, %iterArg_213 : tensor<12xi1>, tensor<12xf32>
      stablehlo.return %729, %730, %731, %732, %733, %654, %734, %735, %736, %737, %738, %739, %740, %741, %742 : tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<f32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    }
    %379 = stablehlo.multiply %378#1, %354 : tensor<12xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %381 = stablehlo.subtract %380, %379 : tensor<12xf32>
    %382 = stablehlo.not %344 : tensor<12xi1>
    %383 = stablehlo.and %358, %382 : tensor<12xi1>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %388:7 = stablehlo.while(%iterArg = %383, %iterArg_200 = %1, %iterArg_201 = %384, %iterArg_202 = %385, %iterArg_203 = %arg2, %iterArg_204 = %386, %iterArg_205 = %387) : tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    cond {
      %c_206 = stablehlo.constant dense<false> : tensor<i1>
      %654 = stablehlo.reduce(%iterArg init: %c_206) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %654 : tensor<i1>
    } do {
      %cst_206 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %654 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %655 = stablehlo.add %iterArg_200, %654 : tensor<12xf32>
      %656 = stablehlo.divide %iterArg_203, %655 : tensor<12xf32>
      %657 = stablehlo.multiply %iterArg_204, %656 : tensor<12xf32>
      %658 = stablehlo.multiply %iterArg_201, %iterArg_203 : tensor<12xf32>
      %659 = stablehlo.multiply %655, %655 : tensor<12xf32>
      %660 = stablehlo.divide %658, %659 : tensor<12xf32>
      %661 = stablehlo.subtract %657, %660 : tensor<12xf32>
      %662 = stablehlo.add %iterArg_205, %661 : tensor<12xf32>
      %663 = stablehlo.divide %iterArg_203, %655 : tensor<12xf32>
      %664 = stablehlo.multiply %iterArg_201, %663 : tensor<12xf32>
      %665 = stablehlo.add %iterArg_202, %664 : tensor<12xf32>
      %666 = stablehlo.divide %664, %665 : tensor<12xf32>
      %cst_207 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %667 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %668 = stablehlo.compare GT, %666, %667, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %669 = stablehlo.and %iterArg, %668 : tensor<12xi1>
      %670 = stablehlo.select %iterArg, %655, %iterArg_200 : tensor<12xi1>, tensor<12xf32>
      %671 = stablehlo.select %iterArg, %664, %iterArg_201 : tensor<12xi1>, tensor<12xf32>
      %672 = stablehlo.select %iterArg, %665, %iterArg_202 : tensor<12xi1>, tensor<12xf32>
      %673 = stablehlo.select %iterArg, %iterArg_203, %iterArg_203 : tensor<12xi1>, tensor<12xf32>
      %674 = stablehlo.select %iterArg, %661, %iterArg_204 : tensor<12xi1>, tensor<12xf32>
      %675 = stablehlo.select %iterArg, %662, %iterArg_205 : tensor<12xi1>, tensor<12xf32>
      stablehlo.return %669, %670, %671, %672, %673, %674, %675 : tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    }
    %389 = stablehlo.multiply %388#3, %354 : tensor<12xf32>
    %390 = stablehlo.divide %389, %1 : tensor<12xf32>
    %391 = stablehlo.select %344, %381, %390 : tensor<12xi1>, tensor<12xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %393 = stablehlo.select %332, %392, %391 : tensor<12xi1>, tensor<12xf32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %395 = stablehlo.select %328, %394, %393 : tensor<12xi1>, tensor<12xf32>
    %cst_120 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %397 = stablehlo.select %340, %396, %395 : tensor<12xi1>, tensor<12xf32>
    %398 = stablehlo.compare NE, %1, %1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %399 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %400 = stablehlo.or %398, %399 : tensor<12xi1>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %402 = stablehlo.compare EQ, %1, %401, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %404 = stablehlo.compare EQ, %arg2, %403, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_123 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %406 = stablehlo.compare EQ, %arg2, %405, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %408 = stablehlo.compare LT, %arg2, %407, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %410 = stablehlo.compare LT, %1, %409, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %411 = stablehlo.and %402, %404 : tensor<12xi1>
    %412 = stablehlo.or %408, %410 : tensor<12xi1>
    %413 = stablehlo.or %412, %411 : tensor<12xi1>
    %414 = stablehlo.or %413, %400 : tensor<12xi1>
    %cst_126 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %416 = stablehlo.compare LT, %arg2, %415, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %417 = stablehlo.compare LT, %arg2, %1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %418 = stablehlo.or %416, %417 : tensor<12xi1>
    %419 = stablehlo.log %arg2 : tensor<12xf32>
    %420 = stablehlo.multiply %1, %419 : tensor<12xf32>
    %421 = stablehlo.subtract %420, %arg2 : tensor<12xf32>
    %422 = chlo.lgamma %1 : tensor<12xf32> -> tensor<12xf32>
    %423 = stablehlo.subtract %421, %422 : tensor<12xf32>
    %cst_127 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %424 = stablehlo.log %cst_127 : tensor<f32>
    %425 = stablehlo.negate %424 : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %427 = stablehlo.compare LT, %423, %426, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %428 = stablehlo.or %414, %427 : tensor<12xi1>
    %429 = stablehlo.or %428, %406 : tensor<12xi1>
    %430 = stablehlo.or %429, %402 : tensor<12xi1>
    %431 = stablehlo.not %430 : tensor<12xi1>
    %432 = stablehlo.exponential %423 : tensor<12xf32>
    %433 = stablehlo.and %431, %418 : tensor<12xi1>
    %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_129 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %438:7 = stablehlo.while(%iterArg = %433, %iterArg_200 = %1, %iterArg_201 = %434, %iterArg_202 = %435, %iterArg_203 = %arg2, %iterArg_204 = %436, %iterArg_205 = %437) : tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    cond {
      %c_206 = stablehlo.constant dense<false> : tensor<i1>
      %654 = stablehlo.reduce(%iterArg init: %c_206) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %654 : tensor<i1>
    } do {
      %cst_206 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %654 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %655 = stablehlo.add %iterArg_200, %654 : tensor<12xf32>
      %656 = stablehlo.divide %iterArg_203, %655 : tensor<12xf32>
      %657 = stablehlo.multiply %iterArg_204, %656 : tensor<12xf32>
      %658 = stablehlo.multiply %iterArg_201, %iterArg_203 : tensor<12xf32>
      %659 = stablehlo.multiply %655, %655 : tensor<12xf32>
      %660 = stablehlo.divide %658, %659 : tensor<12xf32>
      %661 = stablehlo.subtract %657, %660 : tensor<12xf32>
      %662 = stablehlo.add %iterArg_205, %661 : tensor<12xf32>
      %663 = stablehlo.divide %iterArg_203, %655 : tensor<12xf32>
      %664 = stablehlo.multiply %iterArg_201, %663 : tensor<12xf32>
      %665 = stablehlo.add %iterArg_202, %664 : tensor<12xf32>
      %666 = stablehlo.divide %664, %665 : tensor<12xf32>
      %cst_207 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %667 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %668 = stablehlo.compare GT, %666, %667, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %669 = stablehlo.and %iterArg, %668 : tensor<12xi1>
      %670 = stablehlo.select %iterArg, %655, %iterArg_200 : tensor<12xi1>, tensor<12xf32>
      %671 = stablehlo.select %iterArg, %664, %iterArg_201 : tensor<12xi1>, tensor<12xf32>
      %672 = stablehlo.select %iterArg, %665, %iterArg_202 : tensor<12xi1>, tensor<12xf32>
      %673 = stablehlo.select %iterArg, %iterArg_203, %iterArg_203 : tensor<12xi1>, tensor<12xf32>
      %674 = stablehlo.select %iterArg, %661, %iterArg_204 : tensor<12xi1>, tensor<12xf32>
      %675 = stablehlo.select %iterArg, %662, %iterArg_205 : tensor<12xi1>, tensor<12xf32>
      stablehlo.return %669, %670, %671, %672, %673, %674, %675 : tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    }
    %439 = stablehlo.multiply %438#3, %432 : tensor<12xf32>
    %440 = stablehlo.divide %439, %1 : tensor<12xf32>
    %441 = stablehlo.not %418 : tensor<12xi1>
    %442 = stablehlo.and %431, %441 : tensor<12xi1>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %444 = stablehlo.subtract %443, %1 : tensor<12xf32>
    %445 = stablehlo.add %arg2, %444 : tensor<12xf32>
    %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %447 = stablehlo.add %445, %446 : tensor<12xf32>
    %cst_134 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_135 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %450 = stablehlo.add %arg2, %449 : tensor<12xf32>
    %451 = stablehlo.multiply %447, %arg2 : tensor<12xf32>
    %452 = stablehlo.divide %450, %451 : tensor<12xf32>
    %cst_136 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %457 = stablehlo.negate %arg2 : tensor<12xf32>
    %458 = stablehlo.multiply %452, %457 : tensor<12xf32>
    %459 = stablehlo.subtract %456, %458 : tensor<12xf32>
    %460 = stablehlo.divide %459, %451 : tensor<12xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461:15 = stablehlo.while(%iterArg = %442, %iterArg_200 = %452, %iterArg_201 = %453, %iterArg_202 = %444, %iterArg_203 = %447, %iterArg_204 = %cst_140, %iterArg_205 = %450, %iterArg_206 = %451, %iterArg_207 = %448, %iterArg_208 = %arg2, %iterArg_209 = %454, %iterArg_210 = %455, %iterArg_211 = %456, %iterArg_212 = %457, %iterArg_213 = %460) : tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<f32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    cond {
      %cst_214 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %654 = stablehlo.compare LT, %iterArg_204, %cst_214, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_215 = stablehlo.constant dense<false> : tensor<i1>
      %655 = stablehlo.reduce(%iterArg init: %c_215) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
      %656 = stablehlo.and %654, %655 : tensor<i1>
      stablehlo.return %656 : tensor<i1>
    } do {
      %cst_214 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %654 = stablehlo.add %iterArg_204, %cst_214 : tensor<f32>
      %cst_215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %655 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %656 = stablehlo.add %iterArg_202, %655 : tensor<12xf32>
      %cst_216 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %657 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %658 = stablehlo.add %iterArg_203, %657 : tensor<12xf32>
      %659 = stablehlo.broadcast_in_dim %654, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %660 = stablehlo.multiply %656, %659 : tensor<12xf32>
      %661 = stablehlo.multiply %iterArg_205, %658 : tensor<12xf32>
      %662 = stablehlo.multiply %iterArg_207, %660 : tensor<12xf32>
      %663 = stablehlo.subtract %661, %662 : tensor<12xf32>
      %664 = stablehlo.multiply %iterArg_206, %658 : tensor<12xf32>
      %665 = stablehlo.multiply %iterArg_208, %660 : tensor<12xf32>
      %666 = stablehlo.subtract %664, %665 : tensor<12xf32>
      %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %667 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %668 = stablehlo.compare NE, %666, %667, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %669 = stablehlo.divide %663, %666 : tensor<12xf32>
      %670 = stablehlo.subtract %iterArg_200, %669 : tensor<12xf32>
      %671 = stablehlo.divide %670, %669 : tensor<12xf32>
      %672 = stablehlo.abs %671 : tensor<12xf32>
      %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %673 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %674 = stablehlo.select %668, %672, %673 : tensor<12xi1>, tensor<12xf32>
      %675 = stablehlo.select %668, %669, %iterArg_200 : tensor<12xi1>, tensor<12xf32>
      %676 = stablehlo.multiply %iterArg_211, %658 : tensor<12xf32>
      %677 = stablehlo.subtract %676, %iterArg_205 : tensor<12xf32>
      %678 = stablehlo.multiply %iterArg_209, %660 : tensor<12xf32>
      %679 = stablehlo.subtract %677, %678 : tensor<12xf32>
      %680 = stablehlo.broadcast_in_dim %654, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %681 = stablehlo.multiply %iterArg_207, %680 : tensor<12xf32>
      %682 = stablehlo.add %679, %681 : tensor<12xf32>
      %683 = stablehlo.multiply %iterArg_212, %658 : tensor<12xf32>
      %684 = stablehlo.subtract %683, %iterArg_206 : tensor<12xf32>
      %685 = stablehlo.multiply %iterArg_210, %660 : tensor<12xf32>
      %686 = stablehlo.subtract %684, %685 : tensor<12xf32>
      %687 = stablehlo.broadcast_in_dim %654, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %688 = stablehlo.multiply %iterArg_208, %687 : tensor<12xf32>
      %689 = stablehlo.add %686, %688 : tensor<12xf32>
      %690 = stablehlo.multiply %675, %689 : tensor<12xf32>
      %691 = stablehlo.subtract %682, %690 : tensor<12xf32>
      %692 = stablehlo.divide %691, %666 : tensor<12xf32>
      %693 = stablehlo.select %668, %692, %iterArg_213 : tensor<12xi1>, tensor<12xf32>
      %694 = stablehlo.subtract %693, %iterArg_213 : tensor<12xf32>
      %695 = stablehlo.abs %694 : tensor<12xf32>
      %cst_219 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %696 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %697 = stablehlo.select %668, %695, %696 : tensor<12xi1>, tensor<12xf32>
      %698 = stablehlo.abs %663 : tensor<12xf32>
      %cst_220 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_221 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %699 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<f32>
      %700 = stablehlo.divide %699, %cst_220 : tensor<f32>
      %701 = stablehlo.broadcast_in_dim %700, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %702 = stablehlo.compare GT, %698, %701, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %cst_222 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %703 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %704 = stablehlo.multiply %iterArg_205, %703 : tensor<12xf32>
      %705 = stablehlo.select %702, %704, %iterArg_205 : tensor<12xi1>, tensor<12xf32>
      %cst_223 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %706 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %707 = stablehlo.multiply %663, %706 : tensor<12xf32>
      %708 = stablehlo.select %702, %707, %663 : tensor<12xi1>, tensor<12xf32>
      %cst_224 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %709 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %710 = stablehlo.multiply %iterArg_206, %709 : tensor<12xf32>
      %711 = stablehlo.select %702, %710, %iterArg_206 : tensor<12xi1>, tensor<12xf32>
      %cst_225 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %712 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %713 = stablehlo.multiply %666, %712 : tensor<12xf32>
      %714 = stablehlo.select %702, %713, %666 : tensor<12xi1>, tensor<12xf32>
      %cst_226 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %715 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %716 = stablehlo.multiply %iterArg_211, %715 : tensor<12xf32>
      %717 = stablehlo.select %702, %716, %iterArg_211 : tensor<12xi1>, tensor<12xf32>
      %cst_227 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %718 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %719 = stablehlo.multiply %iterArg_212, %718 : tensor<12xf32>
      %720 = stablehlo.select %702, %719, %iterArg_212 : tensor<12xi1>, tensor<12xf32>
      %cst_228 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %721 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %722 = stablehlo.multiply %682, %721 : tensor<12xf32>
      %723 = stablehlo.select %702, %722, %682 : tensor<12xi1>, tensor<12xf32>
      %cst_229 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %724 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %725 = stablehlo.multiply %689, %724 : tensor<12xf32>
      %726 = stablehlo.select %702, %725, %689 : tensor<12xi1>, tensor<12xf32>
      %cst_230 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %727 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %728 = stablehlo.compare GT, %674, %727, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %729 = stablehlo.and %iterArg, %728 : tensor<12xi1>
      %730 = stablehlo.select %iterArg, %675, %iterArg_200 : tensor<12xi1>, tensor<12xf32>
      %731 = stablehlo.select %iterArg, %674, %iterArg_201 : tensor<12xi1>, tensor<12xf32>
      %732 = stablehlo.select %iterArg, %656, %iterArg_202 : tensor<12xi1>, tensor<12xf32>
      %733 = stablehlo.select %iterArg, %658, %iterArg_203 : tensor<12xi1>, tensor<12xf32>
      %734 = stablehlo.select %iterArg, %708, %iterArg_205 : tensor<12xi1>, tensor<12xf32>
      %735 = stablehlo.select %iterArg, %714, %iterArg_206 : tensor<12xi1>, tensor<12xf32>
      %736 = stablehlo.select %iterArg, %705, %iterArg_207 : tensor<12xi1>, tensor<12xf32>
      %737 = stablehlo.select %iterArg, %711, %iterArg_208 : tensor<12xi1>, tensor<12xf32>
      %738 = stablehlo.select %iterArg, %717, %iterArg_209 : tensor<12xi1>, tensor<12xf32>
      %739 = stablehlo.select %iterArg, %720, %iterArg_210 : tensor<12xi1>, tensor<12xf32>
      %740 = stablehlo.select %iterArg, %723, %iterArg_211 : tensor<12xi1>, tensor<12xf32>
      %741 = stablehlo.select %iterArg, %726, %iterArg_212 : tensor<12xi1>, tensor<12xf32>
      %742 = stablehlo.select %iterArg, %693, %iterArg_213 : tensor<12xi1>, tensor<12xf32>
      stablehlo.return %729, %730, %731, %732, %733, %654, %734, %735, %736, %737, %738, %739, %740, %741, %742 : tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<f32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    }
    %462 = stablehlo.multiply %461#1, %432 : tensor<12xf32>
    %cst_141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %464 = stablehlo.subtract %463, %440 : tensor<12xf32>
    %465 = stablehlo.select %418, %464, %462 : tensor<12xi1>, tensor<12xf32>
    %466 = stablehlo.or %406, %402 : tensor<12xi1>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %468 = stablehlo.select %466, %467, %465 : tensor<12xi1>, tensor<12xf32>
    %cst_143 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %470 = stablehlo.select %414, %469, %468 : tensor<12xi1>, tensor<12xf32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %472 = chlo.polygamma %471, %1 : tensor<12xf32>, tensor<12xf32> -> tensor<12xf32>
    %cst_145 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %474 = stablehlo.add %1, %473 : tensor<12xf32>
    %475 = chlo.zeta %474, %arg2 : tensor<12xf32>, tensor<12xf32> -> tensor<12xf32>
    %cst_146 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %477 = stablehlo.multiply %arg2, %476 : tensor<12xf32>
    %478 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %479 = stablehlo.compare NE, %477, %477, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %480 = stablehlo.or %478, %479 : tensor<12xi1>
    %cst_147 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %482 = stablehlo.compare EQ, %477, %481, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %484 = stablehlo.compare EQ, %arg0, %483, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %486 = stablehlo.compare EQ, %477, %485, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %488 = stablehlo.compare LT, %477, %487, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %490 = stablehlo.compare LT, %arg0, %489, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %491 = stablehlo.and %484, %486 : tensor<12xi1>
    %492 = stablehlo.or %488, %490 : tensor<12xi1>
    %493 = stablehlo.or %492, %491 : tensor<12xi1>
    %494 = stablehlo.or %493, %480 : tensor<12xi1>
    %cst_152 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %496 = stablehlo.compare GE, %477, %495, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %497 = stablehlo.compare GT, %477, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %498 = stablehlo.and %496, %497 : tensor<12xi1>
    %499 = stablehlo.log %477 : tensor<12xf32>
    %500 = stablehlo.multiply %arg0, %499 : tensor<12xf32>
    %501 = stablehlo.subtract %500, %477 : tensor<12xf32>
    %502 = chlo.lgamma %arg0 : tensor<12xf32> -> tensor<12xf32>
    %503 = stablehlo.subtract %501, %502 : tensor<12xf32>
    %cst_153 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %504 = stablehlo.log %cst_153 : tensor<f32>
    %505 = stablehlo.negate %504 : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %507 = stablehlo.compare LT, %503, %506, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %508 = stablehlo.exponential %503 : tensor<12xf32>
    %509 = stablehlo.or %486, %494 : tensor<12xi1>
    %510 = stablehlo.or %509, %507 : tensor<12xi1>
    %511 = stablehlo.or %510, %482 : tensor<12xi1>
    %512 = stablehlo.not %511 : tensor<12xi1>
    %513 = stablehlo.and %512, %498 : tensor<12xi1>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %515 = stablehlo.subtract %514, %arg0 : tensor<12xf32>
    %516 = stablehlo.add %477, %515 : tensor<12xf32>
    %cst_155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %518 = stablehlo.add %516, %517 : tensor<12xf32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %521 = stablehlo.add %477, %520 : tensor<12xf32>
    %522 = stablehlo.multiply %518, %477 : tensor<12xf32>
    %523 = stablehlo.divide %521, %522 : tensor<12xf32>
    %cst_158 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %528 = stablehlo.negate %477 : tensor<12xf32>
    %529 = stablehlo.multiply %523, %528 : tensor<12xf32>
    %530 = stablehlo.subtract %527, %529 : tensor<12xf32>
    %531 = stablehlo.divide %530, %522 : tensor<12xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532:15 = stablehlo.while(%iterArg = %513, %iterArg_200 = %523, %iterArg_201 = %524, %iterArg_202 = %515, %iterArg_203 = %518, %iterArg_204 = %cst_162, %iterArg_205 = %521, %iterArg_206 = %522, %iterArg_207 = %519, %iterArg_208 = %477, %iterArg_209 = %525, %iterArg_210 = %526, %iterArg_211 = %527, %iterArg_212 = %528, %iterArg_213 = %531) : tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<f32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    cond {
      %cst_214 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %654 = stablehlo.compare LT, %iterArg_204, %cst_214, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_215 = stablehlo.constant dense<false> : tensor<i1>
      %655 = stablehlo.reduce(%iterArg init: %c_215) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
      %656 = stablehlo.and %654, %655 : tensor<i1>
      stablehlo.return %656 : tensor<i1>
    } do {
      %cst_214 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %654 = stablehlo.add %iterArg_204, %cst_214 : tensor<f32>
      %cst_215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %655 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %656 = stablehlo.add %iterArg_202, %655 : tensor<12xf32>
      %cst_216 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %657 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %658 = stablehlo.add %iterArg_203, %657 : tensor<12xf32>
      %659 = stablehlo.broadcast_in_dim %654, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %660 = stablehlo.multiply %656, %659 : tensor<12xf32>
      %661 = stablehlo.multiply %iterArg_205, %658 : tensor<12xf32>
      %662 = stablehlo.multiply %iterArg_207, %660 : tensor<12xf32>
      %663 = stablehlo.subtract %661, %662 : tensor<12xf32>
      %664 = stablehlo.multiply %iterArg_206, %658 : tensor<12xf32>
      %665 = stablehlo.multiply %iterArg_208, %660 : tensor<12xf32>
      %666 = stablehlo.subtract %664, %665 : tensor<12xf32>
      %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %667 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %668 = stablehlo.compare NE, %666, %667, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %669 = stablehlo.divide %663, %666 : tensor<12xf32>
      %670 = stablehlo.subtract %iterArg_200, %669 : tensor<12xf32>
      %671 = stablehlo.divide %670, %669 : tensor<12xf32>
      %672 = stablehlo.abs %671 : tensor<12xf32>
      %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %673 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %674 = stablehlo.select %668, %672, %673 : tensor<12xi1>, tensor<12xf32>
      %675 = stablehlo.select %668, %669, %iterArg_200 : tensor<12xi1>, tensor<12xf32>
      %676 = stablehlo.multiply %iterArg_211, %658 : tensor<12xf32>
      %677 = stablehlo.subtract %676, %iterArg_205 : tensor<12xf32>
      %678 = stablehlo.multiply %iterArg_209, %660 : tensor<12xf32>
      %679 = stablehlo.subtract %677, %678 : tensor<12xf32>
      %680 = stablehlo.broadcast_in_dim %654, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %681 = stablehlo.multiply %iterArg_207, %680 : tensor<12xf32>
      %682 = stablehlo.add %679, %681 : tensor<12xf32>
      %683 = stablehlo.multiply %iterArg_212, %658 : tensor<12xf32>
      %684 = stablehlo.subtract %683, %iterArg_206 : tensor<12xf32>
      %685 = stablehlo.multiply %iterArg_210, %660 : tensor<12xf32>
      %686 = stablehlo.subtract %684, %685 : tensor<12xf32>
      %687 = stablehlo.broadcast_in_dim %654, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %688 = stablehlo.multiply %iterArg_208, %687 : tensor<12xf32>
      %689 = stablehlo.add %686, %688 : tensor<12xf32>
      %690 = stablehlo.multiply %675, %689 : tensor<12xf32>
      %691 = stablehlo.subtract %682, %690 : tensor<12xf32>
      %692 = stablehlo.divide %691, %666 : tensor<12xf32>
      %693 = stablehlo.select %668, %692, %iterArg_213 : tensor<12xi1>, tensor<12xf32>
      %694 = stablehlo.subtract %693, %iterArg_213 : tensor<12xf32>
      %695 = stablehlo.abs %694 : tensor<12xf32>
      %cst_219 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %696 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %697 = stablehlo.select %668, %695, %696 : tensor<12xi1>, tensor<12xf32>
      %698 = stablehlo.abs %663 : tensor<12xf32>
      %cst_220 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_221 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %699 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<f32>
      %700 = stablehlo.divide %699, %cst_220 : tensor<f32>
      %701 = stablehlo.broadcast_in_dim %700, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %702 = stablehlo.compare GT, %698, %701, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %cst_222 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %703 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %704 = stablehlo.multiply %iterArg_205, %703 : tensor<12xf32>
      %705 = stablehlo.select %702, %704, %iterArg_205 : tensor<12xi1>, tensor<12xf32>
      %cst_223 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %706 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %707 = stablehlo.multiply %663, %706 : tensor<12xf32>
      %708 = stablehlo.select %702, %707, %663 : tensor<12xi1>, tensor<12xf32>
      %cst_224 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %709 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %710 = stablehlo.multiply %iterArg_206, %709 : tensor<12xf32>
      %711 = stablehlo.select %702, %710, %iterArg_206 : tensor<12xi1>, tensor<12xf32>
      %cst_225 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %712 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %713 = stablehlo.multiply %666, %712 : tensor<12xf32>
      %714 = stablehlo.select %702, %713, %666 : tensor<12xi1>, tensor<12xf32>
      %cst_226 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %715 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %716 = stablehlo.multiply %iterArg_211, %715 : tensor<12xf32>
      %717 = stablehlo.select %702, %716, %iterArg_211 : tensor<12xi1>, tensor<12xf32>
      %cst_227 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %718 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %719 = stablehlo.multiply %iterArg_212, %718 : tensor<12xf32>
      %720 = stablehlo.select %702, %719, %iterArg_212 : tensor<12xi1>, tensor<12xf32>
      %cst_228 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %721 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %722 = stablehlo.multiply %682, %721 : tensor<12xf32>
      %723 = stablehlo.select %702, %722, %682 : tensor<12xi1>, tensor<12xf32>
      %cst_229 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %724 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %725 = stablehlo.multiply %689, %724 : tensor<12xf32>
      %726 = stablehlo.select %702, %725, %689 : tensor<12xi1>, tensor<12xf32>
      %cst_230 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %727 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %728 = stablehlo.compare GT, %674, %727, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %729 = stablehlo.and %iterArg, %728 : tensor<12xi1>
      %730 = stablehlo.select %iterArg, %675, %iterArg_200 : tensor<12xi1>, tensor<12xf32>
      %731 = stablehlo.select %iterArg, %674, %iterArg_201 : tensor<12xi1>, tensor<12xf32>
      %732 = stablehlo.select %iterArg, %656, %iterArg_202 : tensor<12xi1>, tensor<12xf32>
      %733 = stablehlo.select %iterArg, %658, %iterArg_203 : tensor<12xi1>, tensor<12xf32>
      %734 = stablehlo.select %iterArg, %708, %iterArg_205 : tensor<12xi1>, tensor<12xf32>
      %735 = stablehlo.select %iterArg, %714, %iterArg_206 : tensor<12xi1>, tensor<12xf32>
      %736 = stablehlo.select %iterArg, %705, %iterArg_207 : tensor<12xi1>, tensor<12xf32>
      %737 = stablehlo.select %iterArg, %711, %iterArg_208 : tensor<12xi1>, tensor<12xf32>
      %738 = stablehlo.select %iterArg, %717, %iterArg_209 : tensor<12xi1>, tensor<12xf32>
      %739 = stablehlo.select %iterArg, %720, %iterArg_210 : tensor<12xi1>, tensor<12xf32>
      %740 = stablehlo.select %iterArg, %723, %iterArg_211 : tensor<12xi1>, tensor<12xf32>
      %741 = stablehlo.select %iterArg, %726, %iterArg_212 : tensor<12xi1>, tensor<12xf32>
      %742 = stablehlo.select %iterArg, %693, %iterArg_213 : tensor<12xi1>, tensor<12xf32>
      stablehlo.return %729, %730, %731, %732, %733, %654, %734, %735, %736, %737, %738, %739, %740, %741, %742 : tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<f32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    }
    %533 = stablehlo.multiply %532#1, %508 : tensor<12xf32>
    %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %535 = stablehlo.subtract %534, %533 : tensor<12xf32>
    %536 = stablehlo.not %498 : tensor<12xi1>
    %537 = stablehlo.and %512, %536 : tensor<12xi1>
    %cst_164 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_165 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %542:7 = stablehlo.while(%iterArg = %537, %iterArg_200 = %arg0, %iterArg_201 = %538, %iterArg_202 = %539, %iterArg_203 = %477, %iterArg_204 = %540, %iterArg_205 = %541) : tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    cond {
      %c_206 = stablehlo.constant dense<false> : tensor<i1>
      %654 = stablehlo.reduce(%iterArg init: %c_206) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %654 : tensor<i1>
    } do {
      %cst_206 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %654 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %655 = stablehlo.add %iterArg_200, %654 : tensor<12xf32>
      %656 = stablehlo.divide %iterArg_203, %655 : tensor<12xf32>
      %657 = stablehlo.multiply %iterArg_204, %656 : tensor<12xf32>
      %658 = stablehlo.multiply %iterArg_201, %iterArg_203 : tensor<12xf32>
      %659 = stablehlo.multiply %655, %655 : tensor<12xf32>
      %660 = stablehlo.divide %658, %659 : tensor<12xf32>
      %661 = stablehlo.subtract %657, %660 : tensor<12xf32>
      %662 = stablehlo.add %iterArg_205, %661 : tensor<12xf32>
      %663 = stablehlo.divide %iterArg_203, %655 : tensor<12xf32>
      %664 = stablehlo.multiply %iterArg_201, %663 : tensor<12xf32>
      %665 = stablehlo.add %iterArg_202, %664 : tensor<12xf32>
      %666 = stablehlo.divide %664, %665 : tensor<12xf32>
      %cst_207 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %667 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %668 = stablehlo.compare GT, %666, %667, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %669 = stablehlo.and %iterArg, %668 : tensor<12xi1>
      %670 = stablehlo.select %iterArg, %655, %iterArg_200 : tensor<12xi1>, tensor<12xf32>
      %671 = stablehlo.select %iterArg, %664, %iterArg_201 : tensor<12xi1>, tensor<12xf32>
      %672 = stablehlo.select %iterArg, %665, %iterArg_202 : tensor<12xi1>, tensor<12xf32>
      %673 = stablehlo.select %iterArg, %iterArg_203, %iterArg_203 : tensor<12xi1>, tensor<12xf32>
      %674 = stablehlo.select %iterArg, %661, %iterArg_204 : tensor<12xi1>, tensor<12xf32>
      %675 = stablehlo.select %iterArg, %662, %iterArg_205 : tensor<12xi1>, tensor<12xf32>
      stablehlo.return %669, %670, %671, %672, %673, %674, %675 : tensor<12xi1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    }
    %543 = stablehlo.multiply %542#3, %508 : tensor<12xf32>
    %544 = stablehlo.divide %543, %arg0 : tensor<12xf32>
    %545 = stablehlo.select %498, %535, %544 : tensor<12xi1>, tensor<12xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %547 = stablehlo.select %486, %546, %545 : tensor<12xi1>, tensor<12xf32>
    %cst_169 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %549 = stablehlo.select %482, %548, %547 : tensor<12xi1>, tensor<12xf32>
    %cst_170 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %551 = stablehlo.select %494, %550, %549 : tensor<12xi1>, tensor<12xf32>
    %cst_171 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %553 = stablehlo.divide %arg2, %552 : tensor<12xf32>
    %cst_172 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_173 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %554 = call @clip(%553, %cst_172, %cst_173) : (tensor<12xf32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %556 = stablehlo.compare EQ, %arg0, %555, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_175 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %558 = stablehlo.compare EQ, %arg2, %557, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %559 = stablehlo.or %556, %558 : tensor<12xi1>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %561 = stablehlo.compare EQ, %arg2, %560, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_177 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %563 = stablehlo.compare EQ, %arg0, %562, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %564 = stablehlo.or %561, %563 : tensor<12xi1>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %566 = stablehlo.compare EQ, %554, %565, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_179 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %568 = stablehlo.compare EQ, %554, %567, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %569 = stablehlo.not %566 : tensor<12xi1>
    %570 = stablehlo.not %568 : tensor<12xi1>
    %571 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %572 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %573 = stablehlo.or %571, %572 : tensor<12xi1>
    %574 = stablehlo.compare NE, %554, %554, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %575 = stablehlo.or %573, %574 : tensor<12xi1>
    %576 = stablehlo.and %564, %570 : tensor<12xi1>
    %577 = stablehlo.and %559, %566 : tensor<12xi1>
    %578 = stablehlo.or %576, %577 : tensor<12xi1>
    %579 = stablehlo.and %559, %569 : tensor<12xi1>
    %580 = stablehlo.and %564, %568 : tensor<12xi1>
    %581 = stablehlo.or %579, %580 : tensor<12xi1>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %583 = stablehlo.compare LT, %arg0, %582, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %585 = stablehlo.compare LT, %arg2, %584, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %586 = stablehlo.or %583, %585 : tensor<12xi1>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %588 = stablehlo.compare LT, %554, %587, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %589 = stablehlo.or %586, %588 : tensor<12xi1>
    %cst_183 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %591 = stablehlo.compare GT, %554, %590, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %592 = stablehlo.or %589, %591 : tensor<12xi1>
    %593 = stablehlo.and %559, %564 : tensor<12xi1>
    %594 = stablehlo.or %593, %575 : tensor<12xi1>
    %595 = stablehlo.or %592, %594 : tensor<12xi1>
    %cst_184 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %597 = stablehlo.add %arg0, %596 : tensor<12xf32>
    %598 = stablehlo.add %arg0, %arg2 : tensor<12xf32>
    %cst_185 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %600 = stablehlo.add %598, %599 : tensor<12xf32>
    %601 = stablehlo.divide %597, %600 : tensor<12xf32>
    %602 = stablehlo.compare LT, %554, %601, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %603 = stablehlo.select %602, %arg0, %arg2 : tensor<12xi1>, tensor<12xf32>
    %604 = stablehlo.select %602, %arg2, %arg0 : tensor<12xi1>, tensor<12xf32>
    %cst_186 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %606 = stablehlo.subtract %605, %554 : tensor<12xf32>
    %607 = stablehlo.select %602, %554, %606 : tensor<12xi1>, tensor<12xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %608 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %c_187 = stablehlo.constant dense<0> : tensor<i32>
    %609 = stablehlo.broadcast_in_dim %c_187, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %610 = stablehlo.compare EQ, %608, %609, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_189 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %613 = stablehlo.select %610, %611, %612 : tensor<12xi1>, tensor<12xf32>
    %614 = stablehlo.abs %613 : tensor<12xf32>
    %cst_190 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %616 = stablehlo.compare LT, %614, %615, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_191 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %618 = stablehlo.select %616, %617, %613 : tensor<12xi1>, tensor<12xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %c_193 = stablehlo.constant dense<1> : tensor<i32>
    %c_194 = stablehlo.constant dense<true> : tensor<i1>
    %620:8 = stablehlo.while(%iterArg = %603, %iterArg_200 = %604, %iterArg_201 = %607, %iterArg_202 = %c_193, %iterArg_203 = %c_194, %iterArg_204 = %618, %iterArg_205 = %619, %iterArg_206 = %618) : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<i32>, tensor<i1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    cond {
      %c_207 = stablehlo.constant dense<200> : tensor<i32>
      %654 = stablehlo.compare LT, %iterArg_202, %c_207, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %655 = stablehlo.and %654, %iterArg_203 : tensor<i1>
      stablehlo.return %655 : tensor<i1>
    } do {
      %654 = stablehlo.broadcast_in_dim %iterArg_202, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %c_207 = stablehlo.constant dense<2> : tensor<i32>
      %655 = stablehlo.broadcast_in_dim %c_207, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %656 = func.call @remainder(%654, %655) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
      %c_208 = stablehlo.constant dense<0> : tensor<i32>
      %657 = stablehlo.broadcast_in_dim %c_208, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %658 = stablehlo.compare EQ, %656, %657, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
      %c_209 = stablehlo.constant dense<1> : tensor<i32>
      %659 = stablehlo.broadcast_in_dim %c_209, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %660 = stablehlo.compare EQ, %654, %659, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
      %c_210 = stablehlo.constant dense<1> : tensor<i32>
      %661 = stablehlo.broadcast_in_dim %c_210, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %662 = stablehlo.subtract %654, %661 : tensor<12xi32>
      %c_211 = stablehlo.constant dense<2> : tensor<i32>
      %663 = stablehlo.broadcast_in_dim %c_211, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %664 = func.call @floor_divide(%662, %663) : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
      %c_212 = stablehlo.constant dense<0> : tensor<i32>
      %665 = stablehlo.broadcast_in_dim %c_212, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %666 = stablehlo.compare EQ, %664, %665, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
      %667 = stablehlo.convert %664 : (tensor<12xi32>) -> tensor<12xf32>
      %cst_213 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %668 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %cst_214 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %669 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %670 = stablehlo.add %iterArg, %iterArg_200 : tensor<12xf32>
      %671 = stablehlo.negate %670 : tensor<12xf32>
      %672 = stablehlo.multiply %671, %iterArg_201 : tensor<12xf32>
      %673 = stablehlo.add %iterArg, %668 : tensor<12xf32>
      %674 = stablehlo.divide %672, %673 : tensor<12xf32>
      %675 = stablehlo.add %iterArg, %667 : tensor<12xf32>
      %676 = stablehlo.negate %675 : tensor<12xf32>
      %677 = stablehlo.add %iterArg, %iterArg_200 : tensor<12xf32>
      %678 = stablehlo.add %677, %667 : tensor<12xf32>
      %679 = stablehlo.multiply %676, %678 : tensor<12xf32>
      %680 = stablehlo.multiply %679, %iterArg_201 : tensor<12xf32>
      %681 = stablehlo.multiply %669, %667 : tensor<12xf32>
      %682 = stablehlo.add %iterArg, %681 : tensor<12xf32>
      %683 = stablehlo.multiply %669, %667 : tensor<12xf32>
      %684 = stablehlo.add %iterArg, %683 : tensor<12xf32>
      %685 = stablehlo.add %684, %668 : tensor<12xf32>
      %686 = stablehlo.multiply %682, %685 : tensor<12xf32>
      %687 = stablehlo.divide %680, %686 : tensor<12xf32>
      %688 = stablehlo.select %666, %674, %687 : tensor<12xi1>, tensor<12xf32>
      %689 = stablehlo.subtract %iterArg_200, %667 : tensor<12xf32>
      %690 = stablehlo.multiply %667, %689 : tensor<12xf32>
      %691 = stablehlo.multiply %690, %iterArg_201 : tensor<12xf32>
      %692 = stablehlo.multiply %669, %667 : tensor<12xf32>
      %693 = stablehlo.add %iterArg, %692 : tensor<12xf32>
      %694 = stablehlo.subtract %693, %668 : tensor<12xf32>
      %695 = stablehlo.multiply %669, %667 : tensor<12xf32>
      %696 = stablehlo.add %iterArg, %695 : tensor<12xf32>
      %697 = stablehlo.multiply %694, %696 : tensor<12xf32>
      %698 = stablehlo.divide %691, %697 : tensor<12xf32>
      %cst_215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %699 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %700 = stablehlo.select %658, %688, %698 : tensor<12xi1>, tensor<12xf32>
      %701 = stablehlo.select %660, %699, %700 : tensor<12xi1>, tensor<12xf32>
      %702 = stablehlo.broadcast_in_dim %iterArg_202, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %c_216 = stablehlo.constant dense<0> : tensor<i32>
      %703 = stablehlo.broadcast_in_dim %c_216, dims = [] : (tensor<i32>) -> tensor<12xi32>
      %704 = stablehlo.compare EQ, %702, %703, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
      %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %705 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %706 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %707 = stablehlo.select %704, %705, %706 : tensor<12xi1>, tensor<12xf32>
      %708 = stablehlo.divide %701, %iterArg_204 : tensor<12xf32>
      %709 = stablehlo.add %707, %708 : tensor<12xf32>
      %cst_219 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %710 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %711 = stablehlo.abs %709 : tensor<12xf32>
      %712 = stablehlo.compare LT, %711, %710, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %713 = stablehlo.select %712, %710, %709 : tensor<12xi1>, tensor<12xf32>
      %714 = stablehlo.multiply %701, %iterArg_205 : tensor<12xf32>
      %715 = stablehlo.add %707, %714 : tensor<12xf32>
      %716 = stablehlo.abs %715 : tensor<12xf32>
      %717 = stablehlo.compare LT, %716, %710, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %718 = stablehlo.select %717, %710, %715 : tensor<12xi1>, tensor<12xf32>
      %cst_220 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %719 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %720 = stablehlo.divide %719, %718 : tensor<12xf32>
      %721 = stablehlo.multiply %713, %720 : tensor<12xf32>
      %722 = stablehlo.multiply %iterArg_206, %721 : tensor<12xf32>
      %c_221 = stablehlo.constant dense<1> : tensor<i32>
      %723 = stablehlo.add %iterArg_202, %c_221 : tensor<i32>
      %cst_222 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %724 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %725 = stablehlo.subtract %721, %724 : tensor<12xf32>
      %726 = stablehlo.abs %725 : tensor<12xf32>
      %cst_223 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %727 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %728 = stablehlo.compare GE, %726, %727, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %c_224 = stablehlo.constant dense<false> : tensor<i1>
      %729 = stablehlo.reduce(%728 init: %c_224) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %iterArg, %iterArg_200, %iterArg_201, %723, %729, %713, %720, %722 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<i32>, tensor<i1>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    }
    %621 = chlo.lgamma %604 : tensor<12xf32> -> tensor<12xf32>
    %622 = stablehlo.add %603, %604 : tensor<12xf32>
    %623 = chlo.lgamma %622 : tensor<12xf32> -> tensor<12xf32>
    %624 = stablehlo.subtract %621, %623 : tensor<12xf32>
    %625 = chlo.lgamma %603 : tensor<12xf32> -> tensor<12xf32>
    %626 = stablehlo.add %625, %624 : tensor<12xf32>
    %cst_195 = stablehlo.constant dense<2.3509887E-38> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %628 = stablehlo.compare LT, %603, %627, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %629 = stablehlo.negate %607 : tensor<12xf32>
    %630 = stablehlo.log_plus_one %629 : tensor<12xf32>
    %631 = stablehlo.multiply %630, %604 : tensor<12xf32>
    %632 = stablehlo.subtract %631, %624 : tensor<12xf32>
    %633 = stablehlo.exponential %632 : tensor<12xf32>
    %634 = stablehlo.log %607 : tensor<12xf32>
    %635 = stablehlo.multiply %634, %603 : tensor<12xf32>
    %636 = stablehlo.negate %607 : tensor<12xf32>
    %637 = stablehlo.log_plus_one %636 : tensor<12xf32>
    %638 = stablehlo.multiply %637, %604 : tensor<12xf32>
    %639 = stablehlo.add %635, %638 : tensor<12xf32>
    %640 = stablehlo.subtract %639, %626 : tensor<12xf32>
    %641 = stablehlo.exponential %640 : tensor<12xf32>
    %642 = stablehlo.divide %641, %603 : tensor<12xf32>
    %643 = stablehlo.select %628, %633, %642 : tensor<12xi1>, tensor<12xf32>
    %644 = stablehlo.multiply %620#7, %643 : tensor<12xf32>
    %cst_196 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %646 = stablehlo.subtract %645, %644 : tensor<12xf32>
    %647 = stablehlo.select %602, %644, %646 : tensor<12xi1>, tensor<12xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %649 = stablehlo.select %578, %648, %647 : tensor<12xi1>, tensor<12xf32>
    %cst_198 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %651 = stablehlo.select %581, %650, %649 : tensor<12xi1>, tensor<12xf32>
    %cst_199 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %653 = stablehlo.select %595, %652, %651 : tensor<12xi1>, tensor<12xf32>
    return %5, %6, %7, %8, %16, %24, %31, %49, %115, %240, %241, %323, %397, %470, %472, %475, %551, %653 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
  }
  func.func private @clip(%arg0: tensor<12xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<12xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<12xf32>
    return %5 : tensor<12xf32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @polyval(%arg0: tensor<5xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<5xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:5] : (tensor<5xf32>) -> tensor<5xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call(%arg1, %0, %4) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call(%arg1, %5, %7) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<5xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call(%arg1, %8, %10) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call(%arg1, %11, %13) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call(%arg1, %14, %16) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    return %17 : tensor<12xf32>
  }
  func.func private @closed_call(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>, %arg2: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<12xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.add %0, %1 : tensor<12xf32>
    return %2 : tensor<12xf32>
  }
  func.func private @polyval_0(%arg0: tensor<9xf32>, %arg1: tensor<12xf32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<9xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:9] : (tensor<9xf32>) -> tensor<9xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call_1(%arg1, %0, %4) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call_1(%arg1, %5, %7) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call_1(%arg1, %8, %10) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call_1(%arg1, %11, %13) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call_1(%arg1, %14, %16) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %18 = stablehlo.slice %2 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = call @closed_call_1(%arg1, %17, %19) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %21 = stablehlo.slice %2 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = call @closed_call_1(%arg1, %20, %22) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %24 = stablehlo.slice %2 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
    %26 = call @closed_call_1(%arg1, %23, %25) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %27 = stablehlo.slice %2 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1xf32>) -> tensor<f32>
    %29 = call @closed_call_1(%arg1, %26, %28) : (tensor<12xf32>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    return %29 : tensor<12xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>, %arg2: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<12xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.add %0, %1 : tensor<12xf32>
    return %2 : tensor<12xf32>
  }
  func.func private @remainder(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %3 = call @_where_2(%1, %2, %arg1) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<12xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %12 = stablehlo.and %11, %6 : tensor<12xi1>
    %13 = stablehlo.add %4, %3 : tensor<12xi32>
    %14 = stablehlo.select %12, %13, %4 : tensor<12xi1>, tensor<12xi32>
    return %14 : tensor<12xi32>
  }
  func.func private @_where_2(%arg0: tensor<12xi1>, %arg1: tensor<12xi32>, %arg2: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @floor_divide(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<12xi32>
    %1 = stablehlo.sign %arg0 : tensor<12xi32>
    %2 = stablehlo.sign %arg1 : tensor<12xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %8 = stablehlo.compare NE, %3, %7, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %9 = stablehlo.convert %8 : tensor<12xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %6, %10, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %12 = stablehlo.convert %11 : tensor<12xi1>
    %13 = stablehlo.and %9, %12 : tensor<12xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %15 = stablehlo.subtract %0, %14 : tensor<12xi32>
    %16 = call @_where_3(%13, %15, %0) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    return %16 : tensor<12xi32>
  }
  func.func private @_where_3(%arg0: tensor<12xi1>, %arg1: tensor<12xi32>, %arg2: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xi32>
    return %0 : tensor<12xi32>
  }
}
