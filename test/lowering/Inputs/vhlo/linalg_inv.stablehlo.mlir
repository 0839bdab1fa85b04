"builtin.module"() <{sym_name = "jit_linalg_inv"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>, tensor<4xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg61: tensor<4x4xf32>):
    %227 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %229 = "stablehlo.transpose"(%arg61) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %230 = "stablehlo.dot_general"(%arg61, %229) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %231 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %232 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %233 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %234 = "stablehlo.add"(%231, %233) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %235 = "stablehlo.compare"(%234, %232) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %236 = "stablehlo.convert"(%235) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %237 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %238 = "stablehlo.multiply"(%237, %236) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %239 = "stablehlo.add"(%230, %238) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %240 = "func.call"(%239) <{callee = @cholesky}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %241 = "func.call"(%239) <{callee = @inv}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %242 = "func.call"(%239) <{callee = @det}> : (tensor<4x4xf32>) -> tensor<f32>
    %243 = "stablehlo.slice"(%arg61) <{limit_indices = array<i64: 4, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<4x1xf32>
    %244 = "stablehlo.reshape"(%243) : (tensor<4x1xf32>) -> tensor<4xf32>
    %245 = "func.call"(%239, %244) <{callee = @solve_1}> : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%240, %241, %242, %245) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<f32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "cholesky", sym_visibility = "private"}> ({
  ^bb0(%arg60: tensor<4x4xf32>):
    %205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %208 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.transpose"(%arg60) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %210 = "stablehlo.add"(%arg60, %209) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %211 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %212 = "stablehlo.divide"(%210, %211) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %213:2 = "stablehlo.custom_call"(%212) <{call_target_name = "lapack_spotrf_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
    %214 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %215 = "stablehlo.compare"(%213#1, %214) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %217 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %218 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %219 = "stablehlo.select"(%218, %213#0, %217) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %220 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %221 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %222 = "stablehlo.add"(%220, %221) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %223 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %224 = "stablehlo.compare"(%222, %223) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %225 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %226 = "stablehlo.select"(%224, %219, %225) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%226) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "inv", sym_visibility = "private"}> ({
  ^bb0(%arg59: tensor<4x4xf32>):
    %197 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %198 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x4xi32>
    %199 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x4xi32>
    %200 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x4xi32>
    %201 = "stablehlo.add"(%198, %200) : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %202 = "stablehlo.compare"(%201, %199) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %203 = "stablehlo.convert"(%202) : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %204 = "func.call"(%arg59, %203) <{callee = @solve}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%204) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "solve", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<4x4xf32>, %arg50: tensor<4x4xf32>):
    %176 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %177 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %179 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %180:3 = "stablehlo.custom_call"(%arg49) <{call_target_name = "lapack_sgetrf_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
    %181 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %182 = "stablehlo.subtract"(%180#1, %181) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %183 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %184 = "stablehlo.compare"(%180#2, %183) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %186 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %187 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %188 = "stablehlo.select"(%187, %180#0, %186) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %189 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %190:4 = "stablehlo.while"(%182, %178, %178, %189) ({
    ^bb0(%arg55: tensor<4xi32>, %arg56: tensor<i32>, %arg57: tensor<i32>, %arg58: tensor<4xi32>):
      %196 = "stablehlo.compare"(%arg56, %176) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%196) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg51: tensor<4xi32>, %arg52: tensor<i32>, %arg53: tensor<i32>, %arg54: tensor<4xi32>):
      %194:2 = "func.call"(%arg51, %arg53, %arg54) <{callee = @closed_call}> : (tensor<4xi32>, tensor<i32>, tensor<4xi32>) -> (tensor<i32>, tensor<4xi32>)
      %195 = "stablehlo.add"(%arg52, %179) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg51, %195, %194#0, %194#1) : (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>)
    %191 = "stablehlo.transpose"(%arg50) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %192 = "func.call"(%188, %190#3, %191) <{callee = @_lu_solve}> : (tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %193 = "stablehlo.transpose"(%192) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%193) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xi32>, tensor<i32>, tensor<4xi32>) -> (tensor<i32>, tensor<4xi32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<4xi32>, %arg43: tensor<i32>, %arg44: tensor<4xi32>):
    %144 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %145 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %146 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %147 = "stablehlo.add"(%arg43, %146) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %148 = "stablehlo.compare"(%arg43, %145) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %149 = "stablehlo.convert"(%arg43) : (tensor<i32>) -> tensor<i32>
    %150 = "stablehlo.add"(%149, %144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %151 = "stablehlo.select"(%148, %150, %arg43) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %152 = "stablehlo.dynamic_slice"(%arg42, %151) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %153 = "stablehlo.reshape"(%152) : (tensor<1xi32>) -> tensor<i32>
    %154 = "stablehlo.compare"(%arg43, %145) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %155 = "stablehlo.convert"(%arg43) : (tensor<i32>) -> tensor<i32>
    %156 = "stablehlo.add"(%155, %144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %157 = "stablehlo.select"(%154, %156, %arg43) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %158 = "stablehlo.dynamic_slice"(%arg44, %157) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %159 = "stablehlo.reshape"(%158) : (tensor<1xi32>) -> tensor<i32>
    %160 = "stablehlo.compare"(%153, %145) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %161 = "stablehlo.add"(%153, %144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %162 = "stablehlo.select"(%160, %161, %153) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %163 = "stablehlo.dynamic_slice"(%arg44, %162) <{slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %164 = "stablehlo.reshape"(%163) : (tensor<1xi32>) -> tensor<i32>
    %165 = "stablehlo.compare"(%arg43, %145) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %166 = "stablehlo.add"(%arg43, %144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %167 = "stablehlo.select"(%165, %166, %arg43) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %168 = "stablehlo.convert"(%167) : (tensor<i32>) -> tensor<i32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %170 = "stablehlo.scatter"(%arg44, %169, %164) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg47: tensor<i32>, %arg48: tensor<i32>):
      "stablehlo.return"(%arg48) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %171 = "stablehlo.compare"(%153, %145) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %172 = "stablehlo.add"(%153, %144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %173 = "stablehlo.select"(%171, %172, %153) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %175 = "stablehlo.scatter"(%170, %174, %159) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg45: tensor<i32>, %arg46: tensor<i32>):
      "stablehlo.return"(%arg46) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    "func.return"(%147, %175) : (tensor<i32>, tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xf32>, tensor<4xi32>, tensor<4x4xf32>) -> tensor<4x4xf32>, res_attrs = [{}], sym_name = "_lu_solve", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<4x4xf32>, %arg40: tensor<4xi32>, %arg41: tensor<4x4xf32>):
    %125 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %126 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %127 = "stablehlo.broadcast_in_dim"(%arg41) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x4xf32>) -> tensor<4x4x1xf32>
    %128 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %129 = "stablehlo.compare"(%arg40, %128) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %130 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %131 = "stablehlo.add"(%arg40, %130) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %132 = "stablehlo.select"(%129, %131, %arg40) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %134 = "stablehlo.gather"(%127, %133) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 4, 1, 1>}> : (tensor<4x4x1xf32>, tensor<4x1xi32>) -> tensor<4x4x1xf32>
    %135 = "stablehlo.transpose"(%134) <{permutation = array<i64: 1, 2, 0>}> : (tensor<4x4x1xf32>) -> tensor<4x1x4xf32>
    %136 = "stablehlo.reshape"(%135) : (tensor<4x1x4xf32>) -> tensor<4x4xf32>
    %137 = "stablehlo.custom_call"(%arg39, %136) <{call_target_name = "lapack_strsm_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %138 = "stablehlo.reshape"(%137) : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %139 = "stablehlo.reshape"(%138) : (tensor<4x1x4xf32>) -> tensor<4x4xf32>
    %140 = "stablehlo.custom_call"(%arg39, %139) <{call_target_name = "lapack_strsm_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %141 = "stablehlo.reshape"(%140) : (tensor<4x4xf32>) -> tensor<4x1x4xf32>
    %142 = "stablehlo.transpose"(%141) <{permutation = array<i64: 2, 0, 1>}> : (tensor<4x1x4xf32>) -> tensor<4x4x1xf32>
    %143 = "stablehlo.reshape"(%142) : (tensor<4x4x1xf32>) -> tensor<4x4xf32>
    "func.return"(%143) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<f32>, res_attrs = [{}], sym_name = "det", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<4x4xf32>):
    %122:2 = "func.call"(%arg38) <{callee = @slogdet}> : (tensor<4x4xf32>) -> (tensor<f32>, tensor<f32>)
    %123 = "stablehlo.exponential"(%122#1) : (tensor<f32>) -> tensor<f32>
    %124 = "stablehlo.multiply"(%122#0, %123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%124) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> (tensor<f32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "slogdet", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<4x4xf32>):
    %75 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.constant"() <{value = dense<-2> : tensor<i32>}> : () -> tensor<i32>
    %78 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %79 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %80 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %82 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %84 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %85:3 = "stablehlo.custom_call"(%arg25) <{call_target_name = "lapack_sgetrf_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
    %86 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %87 = "stablehlo.subtract"(%85#1, %86) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %88 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %89 = "stablehlo.compare"(%85#2, %88) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %91 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %92 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %93 = "stablehlo.select"(%92, %85#0, %91) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %94 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %95:4 = "stablehlo.while"(%87, %83, %83, %94) ({
    ^bb0(%arg34: tensor<4xi32>, %arg35: tensor<i32>, %arg36: tensor<i32>, %arg37: tensor<4xi32>):
      %121 = "stablehlo.compare"(%arg35, %81) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%121) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg30: tensor<4xi32>, %arg31: tensor<i32>, %arg32: tensor<i32>, %arg33: tensor<4xi32>):
      %119:2 = "func.call"(%arg30, %arg32, %arg33) <{callee = @closed_call}> : (tensor<4xi32>, tensor<i32>, tensor<4xi32>) -> (tensor<i32>, tensor<4xi32>)
      %120 = "stablehlo.add"(%arg31, %84) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg30, %120, %119#0, %119#1) : (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>)
    %96 = "func.call"(%93) <{callee = @diagonal}> : (tensor<4x4xf32>) -> tensor<4xf32>
    %97 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %98 = "stablehlo.compare"(%96, %97) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %99 = "stablehlo.reduce"(%98, %79) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg28: tensor<i1>, %arg29: tensor<i1>):
      %118 = "stablehlo.or"(%arg28, %arg29) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%118) : (tensor<i1>) -> ()
    }) : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    %100 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %101 = "stablehlo.compare"(%87, %100) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %102 = "func.call"(%101) <{callee = @count_nonzero}> : (tensor<4xi1>) -> tensor<i32>
    %103 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %104 = "stablehlo.compare"(%96, %103) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %105 = "func.call"(%104) <{callee = @count_nonzero}> : (tensor<4xi1>) -> tensor<i32>
    %106 = "stablehlo.add"(%102, %105) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %107 = "func.call"(%106, %78) <{callee = @remainder}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %108 = "stablehlo.multiply"(%77, %107) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %109 = "stablehlo.add"(%108, %84) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %110 = "stablehlo.convert"(%109) : (tensor<i32>) -> tensor<f32>
    %111 = "stablehlo.multiply"(%76, %110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %112 = "func.call"(%99, %80, %111) <{callee = @_where_0}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %113 = "stablehlo.abs"(%96) : (tensor<4xf32>) -> tensor<4xf32>
    %114 = "stablehlo.log"(%113) : (tensor<4xf32>) -> tensor<4xf32>
    %115 = "stablehlo.reduce"(%114, %80) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %117 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%117) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %116 = "func.call"(%99, %75, %115) <{callee = @_where_0}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%112, %116) : (tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "diagonal", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<4x4xf32>):
    %54 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %55 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %56 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %57 = "stablehlo.case"(%55) ({
      "stablehlo.return"(%56) : (tensor<i32>) -> ()
    }, {
      "stablehlo.return"(%56) : (tensor<i32>) -> ()
    }) : (tensor<i32>) -> tensor<i32>
    %58 = "stablehlo.case"(%57) ({
      %59 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
      %60 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
      %61 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %62 = "stablehlo.compare"(%59, %61) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %63 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %64 = "stablehlo.add"(%59, %63) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %65 = "stablehlo.select"(%62, %64, %59) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %66 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %67 = "stablehlo.compare"(%60, %66) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
      %68 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
      %69 = "stablehlo.add"(%60, %68) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %70 = "stablehlo.select"(%67, %69, %60) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
      %71 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
      %72 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
      %73 = "stablehlo.concatenate"(%71, %72) <{dimension = 1 : i64}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
      %74 = "stablehlo.gather"(%arg24, %73) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<4x2xi32>) -> tensor<4xf32>
      "stablehlo.return"(%74) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    "func.return"(%58) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi1>) -> tensor<i32>, res_attrs = [{}], sym_name = "count_nonzero", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<4xi1>):
    %47 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4xi1>
    %50 = "stablehlo.compare"(%arg21, %49) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %51 = "stablehlo.convert"(%50) : (tensor<4xi1>) -> tensor<4xi32>
    %52 = "stablehlo.reduce"(%51, %47) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<i32>, %arg23: tensor<i32>):
      %53 = "stablehlo.add"(%arg22, %arg23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%53) : (tensor<i32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
    "func.return"(%52) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
    %34 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %36 = "stablehlo.convert"(%arg20) : (tensor<i32>) -> tensor<i32>
    %37 = "stablehlo.compare"(%36, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %38 = "func.call"(%37, %34, %36) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %39 = "stablehlo.remainder"(%arg19, %38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %40 = "stablehlo.compare"(%39, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %41 = "stablehlo.compare"(%39, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %42 = "stablehlo.compare"(%38, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %43 = "stablehlo.compare"(%41, %42) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %44 = "stablehlo.and"(%43, %40) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %45 = "stablehlo.add"(%39, %38) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %46 = "stablehlo.select"(%44, %45, %39) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%46) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<i1>, %arg17: tensor<i32>, %arg18: tensor<i32>):
    %33 = "stablehlo.select"(%arg16, %arg17, %arg18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%33) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<i1>, %arg14: tensor<f32>, %arg15: tensor<f32>):
    %32 = "stablehlo.select"(%arg13, %arg14, %arg15) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%32) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "solve_1", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x4xf32>, %arg4: tensor<4xf32>):
    %13 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %17:3 = "stablehlo.custom_call"(%arg3) <{call_target_name = "lapack_sgetrf_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>]}> {mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xi32>, tensor<i32>)
    %18 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %19 = "stablehlo.subtract"(%17#1, %18) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %20 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %21 = "stablehlo.compare"(%17#2, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1x1xi1>
    %23 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4xf32>
    %24 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %25 = "stablehlo.select"(%24, %17#0, %23) : (tensor<4x4xi1>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %26 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xi32>
    %27:4 = "stablehlo.while"(%19, %15, %15, %26) ({
    ^bb0(%arg9: tensor<4xi32>, %arg10: tensor<i32>, %arg11: tensor<i32>, %arg12: tensor<4xi32>):
      %31 = "stablehlo.compare"(%arg10, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%31) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg5: tensor<4xi32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<4xi32>):
      %29:2 = "func.call"(%arg5, %arg7, %arg8) <{callee = @closed_call}> : (tensor<4xi32>, tensor<i32>, tensor<4xi32>) -> (tensor<i32>, tensor<4xi32>)
      %30 = "stablehlo.add"(%arg6, %16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg5, %30, %29#0, %29#1) : (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) -> ()
    }) : (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>)
    %28 = "func.call"(%25, %27#3, %arg4) <{callee = @_lu_solve_2}> : (tensor<4x4xf32>, tensor<4xi32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%28) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x4xf32>, tensor<4xi32>, tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_lu_solve_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %4 = "stablehlo.compare"(%arg1, %3) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %5 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %6 = "stablehlo.add"(%arg1, %5) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %7 = "stablehlo.select"(%4, %6, %arg1) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %9 = "stablehlo.gather"(%2, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<4x1xf32>, tensor<4x1xi32>) -> tensor<4x1xf32>
    %10 = "stablehlo.custom_call"(%arg0, %9) <{call_target_name = "lapack_strsm_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=1, m=4, n=1}, custom>} : (tensor<4x4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %11 = "stablehlo.custom_call"(%arg0, %10) <{call_target_name = "lapack_strsm_ffi", operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]}> {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=1, m=4, n=1}, custom>} : (tensor<4x4xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %12 = "stablehlo.reshape"(%11) : (tensor<4x1xf32>) -> tensor<4xf32>
    "func.return"(%12) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
