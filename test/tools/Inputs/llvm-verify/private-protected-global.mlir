llvm.mlir.global private protected @g(0 : i32) : i32
