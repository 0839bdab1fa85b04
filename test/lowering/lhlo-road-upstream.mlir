// What the lmhlo lowerings print parses and verifies in upstream mlir-opt (lmhlo itself is not upstream).
// REQUIRES: upstream-mlir
// RUN: ai-opt %examples/models/conv2d.mhlo.mlir --hlo-legalize-to-lhlo --lhlo-legalize-to-linalg | %mlir-opt --verify-each --allow-unregistered-dialect -o %t
// RUN: ai-opt %examples/models/softmax.mhlo.mlir --hlo-legalize-to-lhlo --lhlo-legalize-to-affine | %mlir-opt --verify-each --allow-unregistered-dialect -o %t
// RUN: ai-opt %examples/models/layernorm.mhlo.mlir --hlo-legalize-to-lhlo --lhlo-legalize-to-parallel-loops --lhlo-legalize-to-linalg --lhlo-fuse-linalg=tile-sizes=2,3 | %mlir-opt --verify-each --allow-unregistered-dialect -o %t
// RUN: ai-opt %examples/models/mlp.mhlo.mlir --hlo-legalize-to-lhlo --lhlo-legalize-to-linalg --lhlo-fuse-linalg=use-parallel-loops=true | %mlir-opt --verify-each --allow-unregistered-dialect -o %t
