module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg0 [0:15:2] : (tensor<16xf32>) -> tensor<8xf32>
    %1 = stablehlo.slice %arg0 [1:16:2] : (tensor<16xf32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %0, %1 : tensor<8xf32>
    %3 = stablehlo.subtract %0, %1 : tensor<8xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %5 = stablehlo.add %0, %1 : tensor<8xf32>
    %6 = stablehlo.abs %3 : tensor<8xf32>
    %7 = stablehlo.negate %6 : tensor<8xf32>
    %8 = stablehlo.exponential %7 : tensor<8xf32>
    %9 = stablehlo.log_plus_one %8 : tensor<8xf32>
    %10 = stablehlo.add %2, %9 : tensor<8xf32>
    %11 = stablehlo.select %4, %5, %10 : tensor<8xi1>, tensor<8xf32>
    %12 = stablehlo.slice %11 [0:7:2] : (tensor<8xf32>) -> tensor<4xf32>
    %13 = stablehlo.slice %11 [1:8:2] : (tensor<8xf32>) -> tensor<4xf32>
    %14 = stablehlo.maximum %12, %13 : tensor<4xf32>
    %15 = stablehlo.subtract %12, %13 : tensor<4xf32>
    %16 = stablehlo.compare NE, %15, %15, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %17 = stablehlo.add %12, %13 : tensor<4xf32>
    %18 = stablehlo.abs %15 : tensor<4xf32>
    %19 = stablehlo.negate %18 : tensor<4xf32>
    %20 = stablehlo.exponential %19 : tensor<4xf32>
    %21 = stablehlo.log_plus_one %20 : tensor<4xf32>
    %22 = stablehlo.add %14, %21 : tensor<4xf32>
    %23 = stablehlo.select %16, %17, %22 : tensor<4xi1>, tensor<4xf32>
    %24 = stablehlo.slice %23 [0:3:2] : (tensor<4xf32>) -> tensor<2xf32>
    %25 = stablehlo.slice %23 [1:4:2] : (tensor<4xf32>) -> tensor<2xf32>
    %26 = stablehlo.maximum %24, %25 : tensor<2xf32>
    %27 = stablehlo.subtract %24, %25 : tensor<2xf32>
    %28 = stablehlo.compare NE, %27, %27, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %29 = stablehlo.add %24, %25 : tensor<2xf32>
    %30 = stablehlo.abs %27 : tensor<2xf32>
    %31 = stablehlo.negate %30 : tensor<2xf32>
    %32 = stablehlo.exponential %31 : tensor<2xf32>
    %33 = stablehlo.log_plus_one %32 : tensor<2xf32>
    %34 = stablehlo.add %26, %33 : tensor<2xf32>
    %35 = stablehlo.select %28, %29, %34 : tensor<2xi1>, tensor<2xf32>
    %36 = stablehlo.slice %35 [0:1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %37 = stablehlo.slice %35 [1:2:2] : (tensor<2xf32>) -> tensor<1xf32>
    %38 = stablehlo.maximum %36, %37 : tensor<1xf32>
    %39 = stablehlo.subtract %36, %37 : tensor<1xf32>
    %40 = stablehlo.compare NE, %39, %39, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %41 = stablehlo.add %36, %37 : tensor<1xf32>
    %42 = stablehlo.abs %39 : tensor<1xf32>
    %43 = stablehlo.negate %42 : tensor<1xf32>
    %44 = stablehlo.exponential %43 : tensor<1xf32>
    %45 = stablehlo.log_plus_one %44 : tensor<1xf32>
    %46 = stablehlo.add %38, %45 : tensor<1xf32>
    %47 = stablehlo.select %40, %41, %46 : tensor<1xi1>, tensor<1xf32>
    %48 = stablehlo.slice %47 [0:0] : (tensor<1xf32>) -> tensor<0xf32>
    %49 = stablehlo.slice %35 [2:2:2] : (tensor<2xf32>) -> tensor<0xf32>
    %50 = stablehlo.maximum %48, %49 : tensor<0xf32>
    %51 = stablehlo.subtract %48, %49 : tensor<0xf32>
    %52 = stablehlo.compare NE, %51, %51, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
    %53 = stablehlo.add %48, %49 : tensor<0xf32>
    %54 = stablehlo.abs %51 : tensor<0xf32>
    %55 = stablehlo.negate %54 : tensor<0xf32>
    %56 = stablehlo.exponential %55 : tensor<0xf32>
    %57 = stablehlo.log_plus_one %56 : tensor<0xf32>
    %58 = stablehlo.add %50, %57 : tensor<0xf32>
    %59 = stablehlo.select %52, %53, %58 : tensor<0xi1>, tensor<0xf32>
    %60 = stablehlo.slice %35 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %61 = stablehlo.concatenate %60, %59, dim = 0 : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.pad %61, %cst, low = [0], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.pad %47, %cst_0, low = [1], high = [0], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %64 = stablehlo.add %62, %63 : tensor<2xf32>
    %65 = stablehlo.slice %64 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %66 = stablehlo.slice %23 [2:4:2] : (tensor<4xf32>) -> tensor<1xf32>
    %67 = stablehlo.maximum %65, %66 : tensor<1xf32>
    %68 = stablehlo.subtract %65, %66 : tensor<1xf32>
    %69 = stablehlo.compare NE, %68, %68, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %70 = stablehlo.add %65, %66 : tensor<1xf32>
    %71 = stablehlo.abs %68 : tensor<1xf32>
    %72 = stablehlo.negate %71 : tensor<1xf32>
    %73 = stablehlo.exponential %72 : tensor<1xf32>
    %74 = stablehlo.log_plus_one %73 : tensor<1xf32>
    %75 = stablehlo.add %67, %74 : tensor<1xf32>
    %76 = stablehlo.select %69, %70, %75 : tensor<1xi1>, tensor<1xf32>
    %77 = stablehlo.slice %23 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %78 = stablehlo.concatenate %77, %76, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.pad %78, %cst_1, low = [0], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.pad %64, %cst_2, low = [1], high = [0], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %81 = stablehlo.add %79, %80 : tensor<4xf32>
    %82 = stablehlo.slice %81 [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    %83 = stablehlo.slice %11 [2:8:2] : (tensor<8xf32>) -> tensor<3xf32>
    %84 = stablehlo.maximum %82, %83 : tensor<3xf32>
    %85 = stablehlo.subtract %82, %83 : tensor<3xf32>
    %86 = stablehlo.compare NE, %85, %85, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %87 = stablehlo.add %82, %83 : tensor<3xf32>
    %88 = stablehlo.abs %85 : tensor<3xf32>
    %89 = stablehlo.negate %88 : tensor<3xf32>
    %90 = stablehlo.exponential %89 : tensor<3xf32>
    %91 = stablehlo.log_plus_one %90 : tensor<3xf32>
    %92 = stablehlo.add %84, %91 : tensor<3xf32>
    %93 = stablehlo.select %86, %87, %92 : tensor<3xi1>, tensor<3xf32>
    %94 = stablehlo.slice %11 [0:1] : (tensor<8xf32>) -> tensor<1xf32>
    %95 = stablehlo.concatenate %94, %93, dim = 0 : (tensor<1xf32>, tensor<3xf32>) -> tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.pad %95, %cst_3, low = [0], high = [1], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.pad %81, %cst_4, low = [1], high = [0], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %98 = stablehlo.add %96, %97 : tensor<8xf32>
    %99 = stablehlo.slice %98 [0:7] : (tensor<8xf32>) -> tensor<7xf32>
    %100 = stablehlo.slice %arg0 [2:16:2] : (tensor<16xf32>) -> tensor<7xf32>
    %101 = stablehlo.maximum %99, %100 : tensor<7xf32>
    %102 = stablehlo.subtract %99, %100 : tensor<7xf32>
    %103 = stablehlo.compare NE, %102, %102, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %104 = stablehlo.add %99, %100 : tensor<7xf32>
    %105 = stablehlo.abs %102 : tensor<7xf32>
    %106 = stablehlo.negate %105 : tensor<7xf32>
    %107 = stablehlo.exponential %106 : tensor<7xf32>
    %108 = stablehlo.log_plus_one %107 : tensor<7xf32>
    %109 = stablehlo.add %101, %108 : tensor<7xf32>
    %110 = stablehlo.select %103, %104, %109 : tensor<7xi1>, tensor<7xf32>
    %111 = stablehlo.slice %arg0 [0:1] : (tensor<16xf32>) -> tensor<1xf32>
    %112 = stablehlo.concatenate %111, %110, dim = 0 : (tensor<1xf32>, tensor<7xf32>) -> tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.pad %112, %cst_5, low = [0], high = [1], interior = [1] : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.pad %98, %cst_6, low = [1], high = [0], interior = [1] : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
    %115 = stablehlo.add %113, %114 : tensor<16xf32>
    %116 = stablehlo.reverse %arg0, dims = [0] : tensor<16xf32>
    %117 = stablehlo.slice %116 [0:15:2] : (tensor<16xf32>) -> tensor<8xf32>
    %118 = stablehlo.slice %116 [1:16:2] : (tensor<16xf32>) -> tensor<8xf32>
    %119 = stablehlo.add %117, %118 : tensor<8xf32>
    %120 = stablehlo.slice %119 [0:7:2] : (tensor<8xf32>) -> tensor<4xf32>
    %121 = stablehlo.slice %119 [1:8:2] : (tensor<8xf32>) -> tensor<4xf32>
    %122 = stablehlo.add %120, %121 : tensor<4xf32>
    %123 = stablehlo.slice %122 [0:3:2] : (tensor<4xf32>) -> tensor<2xf32>
    %124 = stablehlo.slice %122 [1:4:2] : (tensor<4xf32>) -> tensor<2xf32>
    %125 = stablehlo.add %123, %124 : tensor<2xf32>
    %126 = stablehlo.slice %125 [0:1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %127 = stablehlo.slice %125 [1:2:2] : (tensor<2xf32>) -> tensor<1xf32>
    %128 = stablehlo.add %126, %127 : tensor<1xf32>
    %129 = stablehlo.slice %128 [0:0] : (tensor<1xf32>) -> tensor<0xf32>
    %130 = stablehlo.slice %125 [2:2:2] : (tensor<2xf32>) -> tensor<0xf32>
    %131 = stablehlo.add %129, %130 : tensor<0xf32>
    %132 = stablehlo.slice %125 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %133 = stablehlo.concatenate %132, %131, dim = 0 : (tensor<1xf32>, tensor<0xf32>) -> tensor<1xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.pad %133, %cst_7, low = [0], high = [1], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.pad %128, %cst_8, low = [1], high = [0], interior = [1] : (tensor<1xf32>, tensor<f32>) -> tensor<2xf32>
    %136 = stablehlo.add %134, %135 : tensor<2xf32>
    %137 = stablehlo.slice %136 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %138 = stablehlo.slice %122 [2:4:2] : (tensor<4xf32>) -> tensor<1xf32>
    %139 = stablehlo.add %137, %138 : tensor<1xf32>
    %140 = stablehlo.slice %122 [0:1] : (tensor<4xf32>) -> tensor<1xf32>
    %141 = stablehlo.concatenate %140, %139, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.pad %141, %cst_9, low = [0], high = [1], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.pad %136, %cst_10, low = [1], high = [0], interior = [1] : (tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
    %144 = stablehlo.add %142, %143 : tensor<4xf32>
    %145 = stablehlo.slice %144 [0:3] : (tensor<4xf32>) -> tensor<3xf32>
    %146 = stablehlo.slice %119 [2:8:2] : (tensor<8xf32>) -> tensor<3xf32>
    %147 = stablehlo.add %145, %146 : tensor<3xf32>
    %148 = stablehlo.slice %119 [0:1] : (tensor<8xf32>) -> tensor<1xf32>
    %149 = stablehlo.concatenate %148, %147, dim = 0 : (tensor<1xf32>, tensor<3xf32>) -> tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.pad %149, %cst_11, low = [0], high = [1], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.pad %144, %cst_12, low = [1], high = [0], interior = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<8xf32>
    %152 = stablehlo.add %150, %151 : tensor<8xf32>
    %153 = stablehlo.slice %152 [0:7] : (tensor<8xf32>) -> tensor<7xf32>
    %154 = stablehlo.slice %116 [2:16:2] : (tensor<16xf32>) -> tensor<7xf32>
    %155 = stablehlo.add %153, %154 : tensor<7xf32>
    %156 = stablehlo.slice %116 [0:1] : (tensor<16xf32>) -> tensor<1xf32>
    %157 = stablehlo.concatenate %156, %155, dim = 0 : (tensor<1xf32>, tensor<7xf32>) -> tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.pad %157, %cst_13, low = [0], high = [1], interior = [1] : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.pad %152, %cst_14, low = [1], high = [0], interior = [1] : (tensor<8xf32>, tensor<f32>) -> tensor<16xf32>
    %160 = stablehlo.add %158, %159 : tensor<16xf32>
    %161 = stablehlo.reverse %160, dims = [0] : tensor<16xf32>
    return %115, %161 : tensor<16xf32>, tensor<16xf32>
  }
}
