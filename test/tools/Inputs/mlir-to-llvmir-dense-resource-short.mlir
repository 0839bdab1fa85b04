// A blob of one f32 for two elements.
llvm.mlir.global private constant @short(dense_resource<short> : tensor<2xf32>) : !llvm.array<2 x f32>

{-#
  dialect_resources: {
    builtin: {
      short: "0x040000000000803F"
    }
  }
#-}
