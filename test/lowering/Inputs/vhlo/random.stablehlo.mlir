"builtin.module"() <{sym_name = "jit_rand"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg35: tensor<2xui32>):
    %170 = "func.call"(%arg35) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<3xf32>
    "func.return"(%170) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2xui32>):
    %169 = "func.call"(%arg34) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<3xf32>
    "func.return"(%169) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<2xui32>):
    %101 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<3xf32>}> : () -> tensor<3xf32>
    %102 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<3xf32>}> : () -> tensor<3xf32>
    %103 = "stablehlo.constant"() <{value = dense<2.83297682> : tensor<3xf32>}> : () -> tensor<3xf32>
    %104 = "stablehlo.constant"() <{value = dense<1.50140941> : tensor<3xf32>}> : () -> tensor<3xf32>
    %105 = "stablehlo.constant"() <{value = dense<1.00167406> : tensor<3xf32>}> : () -> tensor<3xf32>
    %106 = "stablehlo.constant"() <{value = dense<0.246640727> : tensor<3xf32>}> : () -> tensor<3xf32>
    %107 = "stablehlo.constant"() <{value = dense<0.00943887047> : tensor<3xf32>}> : () -> tensor<3xf32>
    %108 = "stablehlo.constant"() <{value = dense<-0.00417768164> : tensor<3xf32>}> : () -> tensor<3xf32>
    %109 = "stablehlo.constant"() <{value = dense<-0.0076224613> : tensor<3xf32>}> : () -> tensor<3xf32>
    %110 = "stablehlo.constant"() <{value = dense<-0.00125372503> : tensor<3xf32>}> : () -> tensor<3xf32>
    %111 = "stablehlo.constant"() <{value = dense<0.00573950773> : tensor<3xf32>}> : () -> tensor<3xf32>
    %112 = "stablehlo.constant"() <{value = dense<2.1858087E-4> : tensor<3xf32>}> : () -> tensor<3xf32>
    %113 = "stablehlo.constant"() <{value = dense<-0.00367342844> : tensor<3xf32>}> : () -> tensor<3xf32>
    %114 = "stablehlo.constant"() <{value = dense<-4.39150654E-6> : tensor<3xf32>}> : () -> tensor<3xf32>
    %115 = "stablehlo.constant"() <{value = dense<0.00134934322> : tensor<3xf32>}> : () -> tensor<3xf32>
    %116 = "stablehlo.constant"() <{value = dense<-3.5233877E-6> : tensor<3xf32>}> : () -> tensor<3xf32>
    %117 = "stablehlo.constant"() <{value = dense<1.00950558E-4> : tensor<3xf32>}> : () -> tensor<3xf32>
    %118 = "stablehlo.constant"() <{value = dense<3.43273939E-7> : tensor<3xf32>}> : () -> tensor<3xf32>
    %119 = "stablehlo.constant"() <{value = dense<-2.00214257E-4> : tensor<3xf32>}> : () -> tensor<3xf32>
    %120 = "stablehlo.constant"() <{value = dense<2.81022636E-8> : tensor<3xf32>}> : () -> tensor<3xf32>
    %121 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<3xf32>}> : () -> tensor<3xf32>
    %122 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<3xf32>}> : () -> tensor<3xf32>
    %123 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<3xf32>}> : () -> tensor<3xf32>
    %124 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %127 = "func.call"(%arg33, %125, %126) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %128 = "stablehlo.negate"(%127) : (tensor<3xf32>) -> tensor<3xf32>
    %129 = "stablehlo.multiply"(%127, %128) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %130 = "stablehlo.log_plus_one"(%129) : (tensor<3xf32>) -> tensor<3xf32>
    %131 = "stablehlo.negate"(%130) : (tensor<3xf32>) -> tensor<3xf32>
    %132 = "stablehlo.compare"(%131, %123) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %133 = "stablehlo.subtract"(%131, %122) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %134 = "stablehlo.sqrt"(%131) : (tensor<3xf32>) -> tensor<3xf32>
    %135 = "stablehlo.subtract"(%134, %121) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %136 = "stablehlo.select"(%132, %133, %135) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %137 = "stablehlo.select"(%132, %120, %119) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %138 = "stablehlo.select"(%132, %118, %117) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %139 = "stablehlo.multiply"(%137, %136) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %140 = "stablehlo.add"(%138, %139) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %141 = "stablehlo.select"(%132, %116, %115) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %142 = "stablehlo.multiply"(%140, %136) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %143 = "stablehlo.add"(%141, %142) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %144 = "stablehlo.select"(%132, %114, %113) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %145 = "stablehlo.multiply"(%143, %136) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %146 = "stablehlo.add"(%144, %145) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %147 = "stablehlo.select"(%132, %112, %111) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %148 = "stablehlo.multiply"(%146, %136) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %149 = "stablehlo.add"(%147, %148) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %150 = "stablehlo.select"(%132, %110, %109) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %151 = "stablehlo.multiply"(%149, %136) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %152 = "stablehlo.add"(%150, %151) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %153 = "stablehlo.select"(%132, %108, %107) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %154 = "stablehlo.multiply"(%152, %136) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %155 = "stablehlo.add"(%153, %154) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %156 = "stablehlo.select"(%132, %106, %105) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %157 = "stablehlo.multiply"(%155, %136) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %158 = "stablehlo.add"(%156, %157) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %159 = "stablehlo.select"(%132, %104, %103) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %160 = "stablehlo.multiply"(%158, %136) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %161 = "stablehlo.add"(%159, %160) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %162 = "stablehlo.multiply"(%161, %127) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %163 = "stablehlo.abs"(%127) : (tensor<3xf32>) -> tensor<3xf32>
    %164 = "stablehlo.compare"(%163, %102) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %165 = "stablehlo.multiply"(%127, %101) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %166 = "stablehlo.select"(%164, %165, %162) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %167 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %168 = "stablehlo.multiply"(%167, %166) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%168) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>, %arg31: tensor<f32>, %arg32: tensor<f32>):
    %67 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %69 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %70 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %71 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %72 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %73 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %74 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1xui32>) -> tensor<ui32>
    %76 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1xui32>) -> tensor<ui32>
    %78 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %79 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %80 = "stablehlo.multiply"(%79, %78) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %81 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %82 = "stablehlo.shift_right_logical"(%80, %81) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %83 = "stablehlo.convert"(%80) : (tensor<3xui64>) -> tensor<3xui32>
    %84 = "stablehlo.convert"(%82) : (tensor<3xui64>) -> tensor<3xui32>
    %85:2 = "func.call"(%75, %77, %84, %83) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %86 = "stablehlo.xor"(%85#0, %85#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %87 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %88 = "stablehlo.shift_right_logical"(%86, %87) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %89 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %90 = "stablehlo.or"(%88, %89) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %91 = "stablehlo.bitcast_convert"(%90) : (tensor<3xui32>) -> tensor<3xf32>
    %92 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %93 = "stablehlo.subtract"(%91, %92) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %94 = "stablehlo.subtract"(%73, %72) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %96 = "stablehlo.multiply"(%93, %95) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %97 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %98 = "stablehlo.add"(%96, %97) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %99 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %100 = "stablehlo.maximum"(%99, %98) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%100) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<3xui32>, %arg11: tensor<3xui32>):
    %51 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.xor"(%57, %54) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %59 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %60 = "stablehlo.add"(%arg10, %59) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %61 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %62 = "stablehlo.add"(%arg11, %61) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %63:9 = "stablehlo.while"(%53, %53, %60, %62, %arg9, %58, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<3xui32>, %arg24: tensor<3xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %66 = "stablehlo.compare"(%arg21, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%66) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<3xui32>, %arg15: tensor<3xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %64:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call}> : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %65 = "stablehlo.add"(%arg12, %51) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%65, %64#0, %64#1, %64#2, %64#3, %64#4, %64#5, %64#6, %64#7) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%63#2, %63#3) : (tensor<3xui32>, tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.add"(%arg0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %4 = "stablehlo.reshape"(%3) : (tensor<1xui32>) -> tensor<ui32>
    %5 = "stablehlo.add"(%arg1, %arg2) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %6 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %7 = "stablehlo.shift_left"(%arg2, %6) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %8 = "stablehlo.subtract"(%0, %4) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %11 = "stablehlo.or"(%7, %10) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %12 = "stablehlo.xor"(%5, %11) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%5, %12) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %18 = "stablehlo.subtract"(%0, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %20 = "stablehlo.shift_right_logical"(%12, %19) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %21 = "stablehlo.or"(%17, %20) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %22 = "stablehlo.xor"(%15, %21) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %23 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %24 = "stablehlo.reshape"(%23) : (tensor<1xui32>) -> tensor<ui32>
    %25 = "stablehlo.add"(%15, %22) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %26 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %27 = "stablehlo.shift_left"(%22, %26) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %28 = "stablehlo.subtract"(%0, %24) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %30 = "stablehlo.shift_right_logical"(%22, %29) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %31 = "stablehlo.or"(%27, %30) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %32 = "stablehlo.xor"(%25, %31) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %33 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %34 = "stablehlo.reshape"(%33) : (tensor<1xui32>) -> tensor<ui32>
    %35 = "stablehlo.add"(%25, %32) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %36 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %37 = "stablehlo.shift_left"(%32, %36) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %38 = "stablehlo.subtract"(%0, %34) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %40 = "stablehlo.shift_right_logical"(%32, %39) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %41 = "stablehlo.or"(%37, %40) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %42 = "stablehlo.xor"(%35, %41) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %43 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %44 = "stablehlo.add"(%35, %43) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %45 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %46 = "stablehlo.add"(%42, %45) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %47 = "stablehlo.add"(%arg0, %1) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %48 = "stablehlo.convert"(%47) : (tensor<i32>) -> tensor<ui32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %50 = "stablehlo.add"(%46, %49) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "func.return"(%2, %44, %50, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
