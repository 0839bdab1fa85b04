"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg67: tensor<3x3xf32>):
    %261 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
    %263 = "stablehlo.multiply"(%arg67, %262) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %264 = "func.call"(%263) <{callee = @expm}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%264) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "expm", sym_visibility = "private"}> ({
  ^bb0(%arg66: tensor<3x3xf32>):
    %252 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %254:3 = "func.call"(%arg66) <{callee = @_calc_P_Q}> : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<f32>)
    %255 = "stablehlo.compare"(%254#2, %253) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %256 = "stablehlo.convert"(%255) : (tensor<i1>) -> tensor<i32>
    %257 = "stablehlo.case"(%256) ({
      %259 = "func.call"(%254#1, %254#0) <{callee = @solve}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %260 = "func.call"(%259, %254#2) <{callee = @_squaring}> : (tensor<3x3xf32>, tensor<f32>) -> tensor<3x3xf32>
      "stablehlo.return"(%260) : (tensor<3x3xf32>) -> ()
    }, {
      %258 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      "stablehlo.return"(%258) : (tensor<3x3xf32>) -> ()
    }) : (tensor<i32>) -> tensor<3x3xf32>
    "func.return"(%257) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<f32>), res_attrs = [{}, {}, {}], sym_name = "_calc_P_Q", sym_visibility = "private"}> ({
  ^bb0(%arg65: tensor<3x3xf32>):
    %139 = "stablehlo.constant"() <{value = dense<0x4B83F7C0> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.constant"() <{value = dense<1.995840e+06> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.constant"() <{value = dense<2.520000e+04> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.constant"() <{value = dense<5.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.constant"() <{value = dense<8.648640e+06> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.constant"() <{value = dense<2.772000e+05> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.constant"() <{value = dense<1.512000e+03> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.constant"() <{value = dense<3.024000e+04> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.constant"() <{value = dense<3.360000e+03> : tensor<f32>}> : () -> tensor<f32>
    %148 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.constant"() <{value = dense<1.512000e+04> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.constant"() <{value = dense<4.200000e+02> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.constant"() <{value = dense<1.200000e+02> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.constant"() <{value = dense<6.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %156 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %157 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.constant"() <{value = dense<3.92572474> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.constant"() <{value = dense<[4.258730e-01, 1.8801527]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %161 = "func.call"(%arg65) <{callee = @norm}> : (tensor<3x3xf32>) -> tensor<f32>
    %162 = "stablehlo.divide"(%161, %159) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %163 = "stablehlo.log"(%162) : (tensor<f32>) -> tensor<f32>
    %164 = "stablehlo.log"(%158) : (tensor<f32>) -> tensor<f32>
    %165 = "stablehlo.divide"(%163, %164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %166 = "stablehlo.floor"(%165) : (tensor<f32>) -> tensor<f32>
    %167 = "stablehlo.maximum"(%157, %166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %168 = "stablehlo.power"(%158, %167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
    %170 = "stablehlo.divide"(%arg65, %169) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %171 = "func.call"(%161, %160) <{callee = @digitize}> : (tensor<f32>, tensor<2xf32>) -> tensor<i32>
    %172 = "stablehlo.clamp"(%156, %171, %155) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %173:2 = "stablehlo.case"(%172) ({
      %234 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
      %235 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
      %236 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
      %237 = "stablehlo.add"(%234, %236) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
      %238 = "stablehlo.compare"(%237, %235) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
      %239 = "stablehlo.convert"(%238) : (tensor<3x3xi1>) -> tensor<3x3xf32>
      %240 = "stablehlo.dot_general"(%170, %170) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %241 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %242 = "stablehlo.multiply"(%241, %240) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %243 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %244 = "stablehlo.multiply"(%243, %239) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %245 = "stablehlo.add"(%242, %244) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %246 = "stablehlo.dot_general"(%170, %245) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %247 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %248 = "stablehlo.multiply"(%247, %240) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %249 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %250 = "stablehlo.multiply"(%249, %239) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %251 = "stablehlo.add"(%248, %250) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      "stablehlo.return"(%246, %251) : (tensor<3x3xf32>, tensor<3x3xf32>) -> ()
    }, {
      %209 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
      %210 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
      %211 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
      %212 = "stablehlo.add"(%209, %211) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
      %213 = "stablehlo.compare"(%212, %210) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
      %214 = "stablehlo.convert"(%213) : (tensor<3x3xi1>) -> tensor<3x3xf32>
      %215 = "stablehlo.dot_general"(%170, %170) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %216 = "stablehlo.dot_general"(%215, %215) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %217 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %218 = "stablehlo.multiply"(%217, %216) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %219 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %220 = "stablehlo.multiply"(%219, %215) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %221 = "stablehlo.add"(%218, %220) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %222 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %223 = "stablehlo.multiply"(%222, %214) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %224 = "stablehlo.add"(%221, %223) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %225 = "stablehlo.dot_general"(%170, %224) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %226 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %227 = "stablehlo.multiply"(%226, %216) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %228 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %229 = "stablehlo.multiply"(%228, %215) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %230 = "stablehlo.add"(%227, %229) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %231 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %232 = "stablehlo.multiply"(%231, %214) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %233 = "stablehlo.add"(%230, %232) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      "stablehlo.return"(%225, %233) : (tensor<3x3xf32>, tensor<3x3xf32>) -> ()
    }, {
      %177 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3xi32>
      %178 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3xi32>
      %179 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x3xi32>
      %180 = "stablehlo.add"(%177, %179) : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi32>
      %181 = "stablehlo.compare"(%180, %178) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
      %182 = "stablehlo.convert"(%181) : (tensor<3x3xi1>) -> tensor<3x3xf32>
      %183 = "stablehlo.dot_general"(%170, %170) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %184 = "stablehlo.dot_general"(%183, %183) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %185 = "stablehlo.dot_general"(%184, %183) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %186 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %187 = "stablehlo.multiply"(%186, %185) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %188 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %189 = "stablehlo.multiply"(%188, %184) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %190 = "stablehlo.add"(%187, %189) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %191 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %192 = "stablehlo.multiply"(%191, %183) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %193 = "stablehlo.add"(%190, %192) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %194 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %195 = "stablehlo.multiply"(%194, %182) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %196 = "stablehlo.add"(%193, %195) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %197 = "stablehlo.dot_general"(%170, %196) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %198 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %199 = "stablehlo.multiply"(%198, %185) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %200 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %201 = "stablehlo.multiply"(%200, %184) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %202 = "stablehlo.add"(%199, %201) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %203 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %204 = "stablehlo.multiply"(%203, %183) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %205 = "stablehlo.add"(%202, %204) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %206 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
      %207 = "stablehlo.multiply"(%206, %182) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      %208 = "stablehlo.add"(%205, %207) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      "stablehlo.return"(%197, %208) : (tensor<3x3xf32>, tensor<3x3xf32>) -> ()
    }) : (tensor<i32>) -> (tensor<3x3xf32>, tensor<3x3xf32>)
    %174 = "stablehlo.add"(%173#0, %173#1) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %175 = "stablehlo.negate"(%173#0) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %176 = "stablehlo.add"(%175, %173#1) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%174, %176, %167) : (tensor<3x3xf32>, tensor<3x3xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x3xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "norm", sym_visibility = "private"}> ({
  ^bb0(%arg60: tensor<3x3xf32>):
    %131 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.abs"(%arg60) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %134 = "stablehlo.reduce"(%133, %132) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %138 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%138) : (tensor<f32>) -> ()
    }) : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %135 = "stablehlo.reduce"(%134, %131) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %137 = "stablehlo.maximum"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%137) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %136 = "stablehlo.maximum"(%132, %135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%136) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<f32>, tensor<2xf32>) -> tensor<i32>, res_attrs = [{}], sym_name = "digitize", sym_visibility = "private"}> ({
  ^bb0(%arg58: tensor<f32>, %arg59: tensor<2xf32>):
    %120 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %121 = "stablehlo.slice"(%arg59) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %122 = "stablehlo.reshape"(%121) : (tensor<1xf32>) -> tensor<f32>
    %123 = "stablehlo.slice"(%arg59) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xf32>) -> tensor<1xf32>
    %124 = "stablehlo.reshape"(%123) : (tensor<1xf32>) -> tensor<f32>
    %125 = "stablehlo.compare"(%122, %124) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %126 = "func.call"(%arg59, %arg58) <{callee = @searchsorted}> : (tensor<2xf32>, tensor<f32>) -> tensor<i32>
    %127 = "stablehlo.reverse"(%arg59) <{dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2xf32>
    %128 = "func.call"(%127, %arg58) <{callee = @searchsorted}> : (tensor<2xf32>, tensor<f32>) -> tensor<i32>
    %129 = "stablehlo.subtract"(%120, %128) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %130 = "func.call"(%125, %126, %129) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%130) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xf32>, tensor<f32>) -> tensor<i32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg56: tensor<2xf32>, %arg57: tensor<f32>):
    %119 = "func.call"(%arg56, %arg57) <{callee = @_searchsorted_scan_impl}> : (tensor<2xf32>, tensor<f32>) -> tensor<i32>
    "func.return"(%119) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xf32>, tensor<f32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg44: tensor<2xf32>, %arg45: tensor<f32>):
    %109 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %110 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %111 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %112 = "stablehlo.constant"() <{value = dense<2> : tensor<ui32>}> : () -> tensor<ui32>
    %113 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %114:5 = "stablehlo.while"(%arg44, %arg45, %113, %111, %112) ({
    ^bb0(%arg51: tensor<2xf32>, %arg52: tensor<f32>, %arg53: tensor<i32>, %arg54: tensor<ui32>, %arg55: tensor<ui32>):
      %118 = "stablehlo.compare"(%arg53, %110) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%118) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg46: tensor<2xf32>, %arg47: tensor<f32>, %arg48: tensor<i32>, %arg49: tensor<ui32>, %arg50: tensor<ui32>):
      %116:2 = "func.call"(%arg46, %arg47, %arg49, %arg50) <{callee = @closed_call}> : (tensor<2xf32>, tensor<f32>, tensor<ui32>, tensor<ui32>) -> (tensor<ui32>, tensor<ui32>)
      %117 = "stablehlo.add"(%arg48, %109) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg46, %arg47, %117, %116#0, %116#1) : (tensor<2xf32>, tensor<f32>, tensor<i32>, tensor<ui32>, tensor<ui32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>, tensor<i32>, tensor<ui32>, tensor<ui32>) -> (tensor<2xf32>, tensor<f32>, tensor<i32>, tensor<ui32>, tensor<ui32>)
    %115 = "stablehlo.convert"(%114#4) : (tensor<ui32>) -> tensor<i32>
    "func.return"(%115) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xf32>, tensor<f32>, tensor<ui32>, tensor<ui32>) -> (tensor<ui32>, tensor<ui32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<2xf32>, %arg41: tensor<f32>, %arg42: tensor<ui32>, %arg43: tensor<ui32>):
    %90 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %93 = "stablehlo.subtract"(%arg43, %arg42) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %94 = "func.call"(%93, %92) <{callee = @floor_divide}> : (tensor<ui32>, tensor<i32>) -> tensor<ui32>
    %95 = "stablehlo.add"(%arg42, %94) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %96 = "stablehlo.dynamic_slice"(%arg40, %95) <{slice_sizes = array<i64: 1>}> : (tensor<2xf32>, tensor<ui32>) -> tensor<1xf32>
    %97 = "stablehlo.reshape"(%96) : (tensor<1xf32>) -> tensor<f32>
    %98 = "stablehlo.compare"(%arg41, %91) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %99 = "stablehlo.select"(%98, %91, %arg41) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %100 = "stablehlo.compare"(%arg41, %arg41) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %101 = "stablehlo.select"(%100, %90, %99) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %102 = "stablehlo.compare"(%97, %91) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %103 = "stablehlo.select"(%102, %91, %97) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %104 = "stablehlo.compare"(%97, %97) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %105 = "stablehlo.select"(%104, %90, %103) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %106 = "stablehlo.compare"(%101, %105) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %107 = "stablehlo.select"(%106, %arg42, %95) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %108 = "stablehlo.select"(%106, %95, %arg43) : (tensor<i1>, tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    "func.return"(%107, %108) : (tensor<ui32>, tensor<ui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<ui32>, tensor<i32>) -> tensor<ui32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<ui32>, %arg39: tensor<i32>):
    %88 = "stablehlo.convert"(%arg39) : (tensor<i32>) -> tensor<ui32>
    %89 = "stablehlo.divide"(%arg38, %88) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    "func.return"(%89) : (tensor<ui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<i1>, %arg36: tensor<i32>, %arg37: tensor<i32>):
    %87 = "stablehlo.select"(%arg35, %arg36, %arg37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%87) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<3x3xf32>, %arg26: tensor<3x3xf32>):
    %66 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %67 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %69 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %70:3 = "stablehlo.custom_call"(%arg25) <{call_target_name = "lapack_sgetrf_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xi32>, tensor<i32>)
    %71 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %72 = "stablehlo.subtract"(%70#1, %71) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %73 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %74 = "stablehlo.compare"(%70#2, %73) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %76 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3xf32>
    %77 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %78 = "stablehlo.select"(%77, %70#0, %76) : (tensor<3x3xi1>, tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %79 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xi32>
    %80:4 = "stablehlo.while"(%72, %68, %68, %79) ({
    ^bb0(%arg31: tensor<3xi32>, %arg32: tensor<i32>, %arg33: tensor<i32>, %arg34: tensor<3xi32>):
      %86 = "stablehlo.compare"(%arg32, %66) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%86) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg27: tensor<3xi32>, %arg28: tensor<i32>, %arg29: tensor<i32>, %arg30: tensor<3xi32>):
      %84:2 = "func.call"(%arg27, %arg29, %arg30) <{callee = @closed_call_0}> : (tensor<3xi32>, tensor<i32>, tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>)
      %85 = "stablehlo.add"(%arg28, %69) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg27, %85, %84#0, %84#1) : (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>) -> ()
    }) : (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>) -> (tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<3xi32>)
    %81 = "stablehlo.transpose"(%arg26) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %82 = "func.call"(%78, %80#3, %81) <{callee = @_lu_solve}> : (tensor<3x3xf32>, tensor<3xi32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %83 = "stablehlo.transpose"(%82) <{permutation = array<i64: 1, 0>}> : (tensor<3x3xf32>) -> tensor<3x3xf32>
    "func.return"(%83) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xi32>, tensor<i32>, tensor<3xi32>) -> (tensor<i32>, tensor<3xi32>), res_attrs = [{}, {}], sym_name = "closed_call_0", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<3xi32>, %arg19: tensor<i32>, %arg20: tensor<3xi32>):
    %34 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %37 = "stablehlo.add"(%arg19, %36) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %38 = "stablehlo.compare"(%arg19, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %39 = "stablehlo.convert"(%arg19) : (tensor<i32>) -> tensor<i32>
    %40 = "stablehlo.add"(%39, %34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %41 = "stablehlo.select"(%38, %40, %arg19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %42 = "stablehlo.dynamic_slice"(%arg18, %41) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %43 = "stablehlo.reshape"(%42) : (tensor<1xi32>) -> tensor<i32>
    %44 = "stablehlo.compare"(%arg19, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %45 = "stablehlo.convert"(%arg19) : (tensor<i32>) -> tensor<i32>
    %46 = "stablehlo.add"(%45, %34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %47 = "stablehlo.select"(%44, %46, %arg19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %48 = "stablehlo.dynamic_slice"(%arg20, %47) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %49 = "stablehlo.reshape"(%48) : (tensor<1xi32>) -> tensor<i32>
    %50 = "stablehlo.compare"(%43, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %51 = "stablehlo.add"(%43, %34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.select"(%50, %51, %43) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %53 = "stablehlo.dynamic_slice"(%arg20, %52) <{slice_sizes = array<i64: 1>}> : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %54 = "stablehlo.reshape"(%53) : (tensor<1xi32>) -> tensor<i32>
    %55 = "stablehlo.compare"(%arg19, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %56 = "stablehlo.add"(%arg19, %34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %57 = "stablehlo.select"(%55, %56, %arg19) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %58 = "stablehlo.convert"(%57) : (tensor<i32>) -> tensor<i32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %60 = "stablehlo.scatter"(%arg20, %59, %54) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg23: tensor<i32>, %arg24: tensor<i32>):
      "stablehlo.return"(%arg24) : (tensor<i32>) -> ()
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %61 = "stablehlo.compare"(%43, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %62 = "stablehlo.add"(%43, %34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %63 = "stablehlo.select"(%61, %62, %43) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %65 = "stablehlo.scatter"(%60, %64, %49) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>):
      "stablehlo.return"(%arg22) : (tensor<i32>) -> ()
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    "func.return"(%37, %65) : (tensor<i32>, tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x3xf32>, tensor<3xi32>, tensor<3x3xf32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<3x3xf32>, %arg16: tensor<3xi32>, %arg17: tensor<3x3xf32>):
    %15 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%arg17) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x3xf32>) -> tensor<3x3x1xf32>
    %18 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %19 = "stablehlo.compare"(%arg16, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %20 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3xi32>
    %21 = "stablehlo.add"(%arg16, %20) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %22 = "stablehlo.select"(%19, %21, %arg16) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %24 = "stablehlo.gather"(%17, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 3, 1, 1>}> : (tensor<3x3x1xf32>, tensor<3x1xi32>) -> tensor<3x3x1xf32>
    %25 = "stablehlo.transpose"(%24) <{permutation = array<i64: 1, 2, 0>}> : (tensor<3x3x1xf32>) -> tensor<3x1x3xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %27 = "stablehlo.custom_call"(%arg15, %26) <{call_target_name = "lapack_strsm_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<3x1x3xf32>) -> tensor<3x3xf32>
    %30 = "stablehlo.custom_call"(%arg15, %29) <{call_target_name = "lapack_strsm_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %32 = "stablehlo.transpose"(%31) <{permutation = array<i64: 2, 0, 1>}> : (tensor<3x1x3xf32>) -> tensor<3x3x1xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<3x3x1xf32>) -> tensor<3x3xf32>
    "func.return"(%33) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<3x3xf32>, tensor<f32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "_squaring", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<3x3xf32>, %arg6: tensor<f32>):
    %6 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xf32>
    %10:4 = "stablehlo.while"(%9, %arg6, %8, %arg5) ({
    ^bb0(%arg11: tensor<16xf32>, %arg12: tensor<f32>, %arg13: tensor<i32>, %arg14: tensor<3x3xf32>):
      %14 = "stablehlo.compare"(%arg13, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%14) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg7: tensor<16xf32>, %arg8: tensor<f32>, %arg9: tensor<i32>, %arg10: tensor<3x3xf32>):
      %11 = "func.call"(%arg7, %arg9) <{callee = @dynamic_index_in_dim}> : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
      %12 = "func.call"(%arg8, %arg10, %11) <{callee = @closed_call_1}> : (tensor<f32>, tensor<3x3xf32>, tensor<f32>) -> tensor<3x3xf32>
      %13 = "stablehlo.add"(%arg9, %6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg7, %arg8, %13, %12) : (tensor<16xf32>, tensor<f32>, tensor<i32>, tensor<3x3xf32>) -> ()
    }) : (tensor<16xf32>, tensor<f32>, tensor<i32>, tensor<3x3xf32>) -> (tensor<16xf32>, tensor<f32>, tensor<i32>, tensor<3x3xf32>)
    "func.return"(%10#3) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<16xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<16xf32>, %arg4: tensor<i32>):
    %4 = "stablehlo.dynamic_slice"(%arg3, %arg4) <{slice_sizes = array<i64: 1>}> : (tensor<16xf32>, tensor<i32>) -> tensor<1xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%5) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<f32>, tensor<3x3xf32>, tensor<f32>) -> tensor<3x3xf32>, res_attrs = [{}], sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<f32>, %arg1: tensor<3x3xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.compare"(%arg2, %arg0) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = "stablehlo.convert"(%0) : (tensor<i1>) -> tensor<i32>
    %2 = "stablehlo.case"(%1) ({
      "stablehlo.return"(%arg1) : (tensor<3x3xf32>) -> ()
    }, {
      %3 = "stablehlo.dot_general"(%arg1, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
      "stablehlo.return"(%3) : (tensor<3x3xf32>) -> ()
    }) : (tensor<i32>) -> tensor<3x3xf32>
    "func.return"(%2) : (tensor<3x3xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
