llvm.mlir.global internal constant @utf8("é") : !llvm.array<2 x i8>
llvm.mlir.global internal constant @escaped("\C3\A9") : !llvm.array<2 x i8>
llvm.mlir.global internal constant @bytes("\FF\00a") : !llvm.array<3 x i8>
