// A struct global initialized with a float: upstream's translation takes a struct constant as a complex number.
llvm.mlir.global private constant @g(1.0 : f64) : !llvm.struct<(f64, f64)>
