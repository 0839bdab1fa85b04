llvm.mlir.global external @"g\00"(0 : i32) : i32
