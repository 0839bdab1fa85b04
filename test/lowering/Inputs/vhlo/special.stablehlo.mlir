"builtin.module"() <{sym_name = "jit_erfs"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<5xf32>):
    %41 = "stablehlo.constant"() <{value = dense<1.14472985> : tensor<5xf32>}> : () -> tensor<5xf32>
    %42 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<5xf32>}> : () -> tensor<5xf32>
    %43 = "stablehlo.constant"() <{value = dense<0.918938517> : tensor<5xf32>}> : () -> tensor<5xf32>
    %44 = "stablehlo.constant"() <{value = dense<2.01490307> : tensor<5xf32>}> : () -> tensor<5xf32>
    %45 = "stablehlo.constant"() <{value = dense<7.500000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %46 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %47 = "stablehlo.constant"() <{value = dense<1.50563267E-7> : tensor<5xf32>}> : () -> tensor<5xf32>
    %48 = "stablehlo.constant"() <{value = dense<7.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %49 = "stablehlo.constant"() <{value = dense<9.98436917E-6> : tensor<5xf32>}> : () -> tensor<5xf32>
    %50 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %51 = "stablehlo.constant"() <{value = dense<-0.138571098> : tensor<5xf32>}> : () -> tensor<5xf32>
    %52 = "stablehlo.constant"() <{value = dense<12.5073433> : tensor<5xf32>}> : () -> tensor<5xf32>
    %53 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %54 = "stablehlo.constant"() <{value = dense<-176.615036> : tensor<5xf32>}> : () -> tensor<5xf32>
    %55 = "stablehlo.constant"() <{value = dense<771.323425> : tensor<5xf32>}> : () -> tensor<5xf32>
    %56 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %57 = "stablehlo.constant"() <{value = dense<-1259.13916> : tensor<5xf32>}> : () -> tensor<5xf32>
    %58 = "stablehlo.constant"() <{value = dense<676.520386> : tensor<5xf32>}> : () -> tensor<5xf32>
    %59 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<5xf32>}> : () -> tensor<5xf32>
    %60 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<5xf32>}> : () -> tensor<5xf32>
    %61 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %62 = "stablehlo.constant"() <{value = dense<2.83297682> : tensor<5xf32>}> : () -> tensor<5xf32>
    %63 = "stablehlo.constant"() <{value = dense<1.50140941> : tensor<5xf32>}> : () -> tensor<5xf32>
    %64 = "stablehlo.constant"() <{value = dense<1.00167406> : tensor<5xf32>}> : () -> tensor<5xf32>
    %65 = "stablehlo.constant"() <{value = dense<0.246640727> : tensor<5xf32>}> : () -> tensor<5xf32>
    %66 = "stablehlo.constant"() <{value = dense<0.00943887047> : tensor<5xf32>}> : () -> tensor<5xf32>
    %67 = "stablehlo.constant"() <{value = dense<-0.00417768164> : tensor<5xf32>}> : () -> tensor<5xf32>
    %68 = "stablehlo.constant"() <{value = dense<-0.0076224613> : tensor<5xf32>}> : () -> tensor<5xf32>
    %69 = "stablehlo.constant"() <{value = dense<-0.00125372503> : tensor<5xf32>}> : () -> tensor<5xf32>
    %70 = "stablehlo.constant"() <{value = dense<0.00573950773> : tensor<5xf32>}> : () -> tensor<5xf32>
    %71 = "stablehlo.constant"() <{value = dense<2.1858087E-4> : tensor<5xf32>}> : () -> tensor<5xf32>
    %72 = "stablehlo.constant"() <{value = dense<-0.00367342844> : tensor<5xf32>}> : () -> tensor<5xf32>
    %73 = "stablehlo.constant"() <{value = dense<-4.39150654E-6> : tensor<5xf32>}> : () -> tensor<5xf32>
    %74 = "stablehlo.constant"() <{value = dense<0.00134934322> : tensor<5xf32>}> : () -> tensor<5xf32>
    %75 = "stablehlo.constant"() <{value = dense<-3.5233877E-6> : tensor<5xf32>}> : () -> tensor<5xf32>
    %76 = "stablehlo.constant"() <{value = dense<1.00950558E-4> : tensor<5xf32>}> : () -> tensor<5xf32>
    %77 = "stablehlo.constant"() <{value = dense<3.43273939E-7> : tensor<5xf32>}> : () -> tensor<5xf32>
    %78 = "stablehlo.constant"() <{value = dense<-2.00214257E-4> : tensor<5xf32>}> : () -> tensor<5xf32>
    %79 = "stablehlo.constant"() <{value = dense<2.81022636E-8> : tensor<5xf32>}> : () -> tensor<5xf32>
    %80 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %81 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %82 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %83 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.composite"(%arg1) <{decomposition = @chlo.erf.impl, name = "chlo.erf", version = 1 : i32}> : (tensor<5xf32>) -> tensor<5xf32>
    %89 = "stablehlo.tanh"(%arg1) : (tensor<5xf32>) -> tensor<5xf32>
    %90 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %91 = "stablehlo.multiply"(%89, %90) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %92 = "stablehlo.negate"(%91) : (tensor<5xf32>) -> tensor<5xf32>
    %93 = "stablehlo.multiply"(%91, %92) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %94 = "stablehlo.log_plus_one"(%93) : (tensor<5xf32>) -> tensor<5xf32>
    %95 = "stablehlo.negate"(%94) : (tensor<5xf32>) -> tensor<5xf32>
    %96 = "stablehlo.compare"(%95, %82) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %97 = "stablehlo.subtract"(%95, %81) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %98 = "stablehlo.sqrt"(%95) : (tensor<5xf32>) -> tensor<5xf32>
    %99 = "stablehlo.subtract"(%98, %80) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %100 = "stablehlo.select"(%96, %97, %99) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %101 = "stablehlo.select"(%96, %79, %78) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %102 = "stablehlo.select"(%96, %77, %76) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %103 = "stablehlo.multiply"(%101, %100) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %104 = "stablehlo.add"(%102, %103) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %105 = "stablehlo.select"(%96, %75, %74) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %106 = "stablehlo.multiply"(%104, %100) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %107 = "stablehlo.add"(%105, %106) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %108 = "stablehlo.select"(%96, %73, %72) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %109 = "stablehlo.multiply"(%107, %100) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %110 = "stablehlo.add"(%108, %109) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %111 = "stablehlo.select"(%96, %71, %70) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %112 = "stablehlo.multiply"(%110, %100) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %113 = "stablehlo.add"(%111, %112) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %114 = "stablehlo.select"(%96, %69, %68) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %115 = "stablehlo.multiply"(%113, %100) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %116 = "stablehlo.add"(%114, %115) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %117 = "stablehlo.select"(%96, %67, %66) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %118 = "stablehlo.multiply"(%116, %100) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %119 = "stablehlo.add"(%117, %118) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %120 = "stablehlo.select"(%96, %65, %64) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %121 = "stablehlo.multiply"(%119, %100) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %122 = "stablehlo.add"(%120, %121) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %123 = "stablehlo.select"(%96, %63, %62) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %124 = "stablehlo.multiply"(%122, %100) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %125 = "stablehlo.add"(%123, %124) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %126 = "stablehlo.multiply"(%125, %91) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %127 = "stablehlo.abs"(%91) : (tensor<5xf32>) -> tensor<5xf32>
    %128 = "stablehlo.compare"(%127, %61) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %129 = "stablehlo.multiply"(%91, %60) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %130 = "stablehlo.select"(%128, %129, %126) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %131 = "stablehlo.abs"(%arg1) : (tensor<5xf32>) -> tensor<5xf32>
    %132 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %133 = "stablehlo.add"(%131, %132) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %134 = "stablehlo.compare"(%133, %59) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %135 = "stablehlo.negate"(%133) : (tensor<5xf32>) -> tensor<5xf32>
    %136 = "stablehlo.subtract"(%133, %61) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %137 = "stablehlo.select"(%134, %135, %136) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %138 = "stablehlo.add"(%137, %61) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %139 = "stablehlo.divide"(%58, %138) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %140 = "stablehlo.add"(%61, %139) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %141 = "stablehlo.add"(%137, %56) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %142 = "stablehlo.divide"(%57, %141) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %143 = "stablehlo.add"(%140, %142) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %144 = "stablehlo.add"(%137, %80) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %145 = "stablehlo.divide"(%55, %144) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %146 = "stablehlo.add"(%143, %145) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %147 = "stablehlo.add"(%137, %53) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %148 = "stablehlo.divide"(%54, %147) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %149 = "stablehlo.add"(%146, %148) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %150 = "stablehlo.add"(%137, %82) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %151 = "stablehlo.divide"(%52, %150) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %152 = "stablehlo.add"(%149, %151) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %153 = "stablehlo.add"(%137, %50) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %154 = "stablehlo.divide"(%51, %153) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %155 = "stablehlo.add"(%152, %154) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %156 = "stablehlo.add"(%137, %48) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %157 = "stablehlo.divide"(%49, %156) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %158 = "stablehlo.add"(%155, %157) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %159 = "stablehlo.add"(%137, %46) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %160 = "stablehlo.divide"(%47, %159) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %161 = "stablehlo.add"(%158, %160) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %162 = "stablehlo.add"(%45, %137) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %163 = "stablehlo.divide"(%137, %45) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %164 = "stablehlo.log_plus_one"(%163) : (tensor<5xf32>) -> tensor<5xf32>
    %165 = "stablehlo.add"(%44, %164) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %166 = "stablehlo.divide"(%162, %165) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %167 = "stablehlo.add"(%137, %59) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %168 = "stablehlo.subtract"(%167, %166) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %169 = "stablehlo.multiply"(%168, %165) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %170 = "stablehlo.log"(%161) : (tensor<5xf32>) -> tensor<5xf32>
    %171 = "stablehlo.add"(%43, %169) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %172 = "stablehlo.add"(%171, %170) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %173 = "stablehlo.abs"(%133) : (tensor<5xf32>) -> tensor<5xf32>
    %174 = "stablehlo.floor"(%173) : (tensor<5xf32>) -> tensor<5xf32>
    %175 = "stablehlo.subtract"(%173, %174) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %176 = "stablehlo.compare"(%59, %175) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %177 = "stablehlo.subtract"(%61, %175) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %178 = "stablehlo.select"(%176, %177, %175) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %179 = "stablehlo.multiply"(%42, %178) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %180 = "stablehlo.sine"(%179) : (tensor<5xf32>) -> tensor<5xf32>
    %181 = "stablehlo.log"(%180) : (tensor<5xf32>) -> tensor<5xf32>
    %182 = "stablehlo.subtract"(%41, %181) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %183 = "stablehlo.subtract"(%182, %172) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %184 = "stablehlo.is_finite"(%181) : (tensor<5xf32>) -> tensor<5xi1>
    %185 = "stablehlo.negate"(%181) : (tensor<5xf32>) -> tensor<5xf32>
    %186 = "stablehlo.select"(%184, %183, %185) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %187 = "stablehlo.select"(%134, %186, %172) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %188 = "stablehlo.abs"(%133) : (tensor<5xf32>) -> tensor<5xf32>
    %189 = "stablehlo.compare"(%188, %60) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %190 = "stablehlo.select"(%189, %60, %187) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %191 = "stablehlo.multiply"(%arg1, %arg1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %192 = "stablehlo.multiply"(%191, %arg1) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %193 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %194 = "stablehlo.multiply"(%193, %192) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %195 = "stablehlo.add"(%arg1, %194) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %196 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %197 = "stablehlo.multiply"(%196, %195) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %198 = "stablehlo.tanh"(%197) : (tensor<5xf32>) -> tensor<5xf32>
    %199 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %200 = "stablehlo.add"(%199, %198) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %201 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %202 = "stablehlo.multiply"(%201, %200) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %203 = "stablehlo.multiply"(%arg1, %202) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%88, %130, %190, %203) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5xf32>) -> tensor<5xf32>, sym_name = "chlo.erf.impl", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<5xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %1 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %2 = "stablehlo.constant"() <{value = dense<-0.0142647391> : tensor<5xf32>}> : () -> tensor<5xf32>
    %3 = "stablehlo.constant"() <{value = dense<-0.00737332925> : tensor<5xf32>}> : () -> tensor<5xf32>
    %4 = "stablehlo.constant"() <{value = dense<-0.00168282702> : tensor<5xf32>}> : () -> tensor<5xf32>
    %5 = "stablehlo.constant"() <{value = dense<-2.13374049E-4> : tensor<5xf32>}> : () -> tensor<5xf32>
    %6 = "stablehlo.constant"() <{value = dense<-1.45660715E-5> : tensor<5xf32>}> : () -> tensor<5xf32>
    %7 = "stablehlo.constant"() <{value = dense<-0.0160960332> : tensor<5xf32>}> : () -> tensor<5xf32>
    %8 = "stablehlo.constant"() <{value = dense<-2.954600e-03> : tensor<5xf32>}> : () -> tensor<5xf32>
    %9 = "stablehlo.constant"() <{value = dense<-7.34990637E-4> : tensor<5xf32>}> : () -> tensor<5xf32>
    %10 = "stablehlo.constant"() <{value = dense<-5.69250624E-5> : tensor<5xf32>}> : () -> tensor<5xf32>
    %11 = "stablehlo.constant"() <{value = dense<-2.10102394E-6> : tensor<5xf32>}> : () -> tensor<5xf32>
    %12 = "stablehlo.constant"() <{value = dense<2.77068146E-8> : tensor<5xf32>}> : () -> tensor<5xf32>
    %13 = "stablehlo.constant"() <{value = dense<-2.72614237E-10> : tensor<5xf32>}> : () -> tensor<5xf32>
    %14 = "stablehlo.constant"() <{value = dense<-4.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %15 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<5xf32>}> : () -> tensor<5xf32>
    %16 = "stablehlo.clamp"(%14, %arg0, %15) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %17 = "stablehlo.multiply"(%16, %16) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %18 = "stablehlo.multiply"(%13, %17) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %19 = "stablehlo.add"(%18, %12) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %20 = "stablehlo.multiply"(%19, %17) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %21 = "stablehlo.add"(%20, %11) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %22 = "stablehlo.multiply"(%21, %17) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %23 = "stablehlo.add"(%22, %10) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %24 = "stablehlo.multiply"(%23, %17) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %25 = "stablehlo.add"(%24, %9) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %26 = "stablehlo.multiply"(%25, %17) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %27 = "stablehlo.add"(%26, %8) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %28 = "stablehlo.multiply"(%27, %17) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %29 = "stablehlo.add"(%28, %7) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %30 = "stablehlo.multiply"(%6, %17) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %31 = "stablehlo.add"(%30, %5) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %32 = "stablehlo.multiply"(%31, %17) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %33 = "stablehlo.add"(%32, %4) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %34 = "stablehlo.multiply"(%33, %17) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %35 = "stablehlo.add"(%34, %3) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %36 = "stablehlo.multiply"(%35, %17) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %37 = "stablehlo.add"(%36, %2) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %38 = "stablehlo.multiply"(%16, %29) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %39 = "stablehlo.divide"(%38, %37) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %40 = "stablehlo.clamp"(%1, %39, %0) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%40) : (tensor<5xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
