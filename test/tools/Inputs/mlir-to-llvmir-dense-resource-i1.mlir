// LLVM builds no raw-data constant of i1 elements (upstream's translation refuses it).
llvm.mlir.global private constant @bools(dense_resource<bools> : tensor<2xi1>) : !llvm.array<2 x i1>

{-#
  dialect_resources: {
    builtin: {
      bools: "0x010000000100"
    }
  }
#-}
