// A blob the file does not give (what --mlir-elide-elementsattrs-if-larger prints).
llvm.mlir.global private constant @elided(dense_resource<__elided__> : tensor<2xf32>) : !llvm.array<2 x f32>
