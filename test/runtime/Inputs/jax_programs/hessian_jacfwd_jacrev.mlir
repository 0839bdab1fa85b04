module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<3x4xf32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xf32> {jax.result_info = "result[1]"}, tensor<3x3x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %3 = stablehlo.add %0, %2 : tensor<4x4xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %5 = stablehlo.convert %4 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %6 = stablehlo.slice %5 [0:4, 0:4] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %7 = stablehlo.convert %6 : tensor<4x4xf32>
    %8 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    %9 = stablehlo.dot_general %arg1, %7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %10 = stablehlo.exponential %8 : tensor<3xf32>
    %11 = stablehlo.transpose %9, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.add %10, %15 : tensor<3xf32>
    %17 = stablehlo.multiply %arg0, %arg0 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.multiply %18, %arg0 : tensor<4xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %22 = stablehlo.multiply %7, %21 : tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.multiply %23, %arg0 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %26 = stablehlo.multiply %25, %7 : tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %29 = stablehlo.multiply %cst_5, %27 : tensor<f32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %31 = stablehlo.multiply %30, %28 : tensor<4xf32>
    %32 = stablehlo.sine %arg0 : tensor<4xf32>
    %33 = stablehlo.cosine %arg0 : tensor<4xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %36 = stablehlo.multiply %7, %35 : tensor<4x4xf32>
    %37 = stablehlo.cosine %arg0 : tensor<4xf32>
    %38 = stablehlo.sine %arg0 : tensor<4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %41 = stablehlo.multiply %7, %40 : tensor<4x4xf32>
    %42 = stablehlo.negate %41 : tensor<4x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%36 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.iota dim = 0 : tensor<1x1xi32>
    %46 = stablehlo.iota dim = 1 : tensor<1x1xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %48 = stablehlo.add %45, %47 : tensor<1x1xi32>
    %49 = stablehlo.compare EQ, %48, %46, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %50 = stablehlo.convert %49 : (tensor<1x1xi1>) -> tensor<1x1xf32>
    %51 = stablehlo.slice %50 [0:1, 0:1] : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x1xf32>) -> tensor<1xf32>
    %53 = stablehlo.convert %52 : tensor<1xf32>
    %54 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<1xf32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %57 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x1xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<4x1xf32>
    %60 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %61 = stablehlo.multiply %53, %60 : tensor<1xf32>
    %62 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %63 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x1xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<4x1xf32>
    %66 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<1xf32>) -> tensor<1x4xf32>
    %67 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x4xf32>
    %68 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %69 = stablehlo.broadcast_in_dim %42, dims = [0, 2] : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<4x1x4xf32>
    %72 = stablehlo.multiply %67, %71 : tensor<4x1x4xf32>
    %73 = stablehlo.broadcast_in_dim %66, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<4x1x4xf32>
    %75 = stablehlo.multiply %74, %69 : tensor<4x1x4xf32>
    %76 = stablehlo.add %72, %75 : tensor<4x1x4xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %78 = stablehlo.multiply %77, %61 : tensor<1xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %80 = stablehlo.multiply %79, %65 : tensor<4x1xf32>
    %81 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<1xf32>) -> tensor<1x4xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x4xf32>
    %83 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %84 = stablehlo.broadcast_in_dim %26, dims = [0, 2] : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<4x1x4xf32>
    %87 = stablehlo.multiply %82, %86 : tensor<4x1x4xf32>
    %88 = stablehlo.broadcast_in_dim %81, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<4x1x4xf32>
    %90 = stablehlo.multiply %89, %84 : tensor<4x1x4xf32>
    %91 = stablehlo.add %87, %90 : tensor<4x1x4xf32>
    %92 = stablehlo.add %76, %91 : tensor<4x1x4xf32>
    %93 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<1xf32>) -> tensor<1x3xf32>
    %94 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %95 = stablehlo.broadcast_in_dim %14, dims = [0, 2] : (tensor<4x3xf32>) -> tensor<4x1x3xf32>
    %96 = stablehlo.divide %93, %94 : tensor<1x3xf32>
    %97 = stablehlo.negate %95 : tensor<4x1x3xf32>
    %98 = stablehlo.broadcast_in_dim %93, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<4x1x3xf32>
    %100 = stablehlo.multiply %97, %99 : tensor<4x1x3xf32>
    %101 = stablehlo.multiply %94, %94 : tensor<1x3xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %103 = stablehlo.divide %102, %101 : tensor<1x3xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<4x1x3xf32>
    %106 = stablehlo.multiply %100, %105 : tensor<4x1x3xf32>
    %107 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %108 = stablehlo.broadcast_in_dim %14, dims = [0, 2] : (tensor<4x3xf32>) -> tensor<4x1x3xf32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<4x1x3xf32>
    %111 = stablehlo.multiply %106, %110 : tensor<4x1x3xf32>
    %112 = stablehlo.broadcast_in_dim %96, dims = [1, 2] : (tensor<1x3xf32>) -> tensor<1x1x3xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x3xf32>) -> tensor<4x1x3xf32>
    %114 = stablehlo.multiply %113, %108 : tensor<4x1x3xf32>
    %115 = stablehlo.add %111, %114 : tensor<4x1x3xf32>
    %116 = stablehlo.dot_general %115, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1x3xf32>, tensor<3x4xf32>) -> tensor<4x1x4xf32>
    %117 = stablehlo.add %92, %116 : tensor<4x1x4xf32>
    %118 = stablehlo.slice %117 [0:4, 0:1, 0:4] : (tensor<4x1x4xf32>) -> tensor<4x1x4xf32>
    %119 = stablehlo.reshape %118 : (tensor<4x1x4xf32>) -> tensor<4x4xf32>
    %120 = stablehlo.transpose %119, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %121 = stablehlo.slice %120 [0:4, 0:4] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %122 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %123 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %124 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %125 = stablehlo.add %122, %124 : tensor<4x4xi32>
    %126 = stablehlo.compare EQ, %125, %123, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %127 = stablehlo.convert %126 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %128 = stablehlo.slice %127 [0:4, 0:4] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %129 = stablehlo.convert %128 : tensor<4x4xf32>
    %130 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    %131 = stablehlo.dot_general %arg1, %129, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %132 = stablehlo.tanh %130 : tensor<3xf32>
    %133 = stablehlo.transpose %131, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %134 = stablehlo.broadcast_in_dim %132, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %136 = stablehlo.multiply %133, %135 : tensor<4x3xf32>
    %137 = stablehlo.transpose %131, dims = [1, 0] : (tensor<3x4xf32>) -> tensor<4x3xf32>
    %138 = stablehlo.add %137, %136 : tensor<4x3xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %140 = stablehlo.subtract %139, %132 : tensor<3xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %143 = stablehlo.multiply %138, %142 : tensor<4x3xf32>
    %144 = stablehlo.slice %arg0 [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    %145 = stablehlo.slice %129 [0:4, 0:3] : (tensor<4x4xf32>) -> tensor<4x3xf32>
    %146 = stablehlo.cosine %144 : tensor<3xf32>
    %147 = stablehlo.sine %144 : tensor<3xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %150 = stablehlo.multiply %145, %149 : tensor<4x3xf32>
    %151 = stablehlo.negate %150 : tensor<4x3xf32>
    %152 = stablehlo.broadcast_in_dim %146, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %154 = stablehlo.multiply %143, %153 : tensor<4x3xf32>
    %155 = stablehlo.broadcast_in_dim %132, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %157 = stablehlo.multiply %156, %151 : tensor<4x3xf32>
    %158 = stablehlo.add %154, %157 : tensor<4x3xf32>
    %159 = stablehlo.transpose %158, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %160 = stablehlo.slice %159 [0:3, 0:4] : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %161 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4xf32>) -> tensor<3xf32>
    %162 = stablehlo.tanh %161 : tensor<3xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %164 = stablehlo.subtract %163, %162 : tensor<3xf32>
    %165 = stablehlo.slice %arg0 [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    %166 = stablehlo.cosine %165 : tensor<3xf32>
    %167 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %168 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %169 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %170 = stablehlo.add %167, %169 : tensor<3x3xi32>
    %171 = stablehlo.compare EQ, %170, %168, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %172 = stablehlo.convert %171 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %173 = stablehlo.slice %172 [0:3, 0:3] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %174 = stablehlo.convert %173 : tensor<3x3xf32>
    %175 = stablehlo.broadcast_in_dim %166, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %177 = stablehlo.multiply %174, %176 : tensor<3x3xf32>
    %178 = stablehlo.broadcast_in_dim %164, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %180 = stablehlo.multiply %177, %179 : tensor<3x3xf32>
    %181 = stablehlo.broadcast_in_dim %162, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %183 = stablehlo.multiply %180, %182 : tensor<3x3xf32>
    %184 = stablehlo.add %180, %183 : tensor<3x3xf32>
    %185 = stablehlo.dot_general %184, %arg0, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<4xf32>) -> tensor<3x3x4xf32>
    %186 = stablehlo.slice %185 [0:3, 0:3, 0:4] : (tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
    return %121, %160, %186 : tensor<4x4xf32>, tensor<3x4xf32>, tensor<3x3x4xf32>
  }
}
