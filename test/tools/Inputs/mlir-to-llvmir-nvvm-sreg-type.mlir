llvm.func @narrow() -> i8 {
  %0 = nvvm.read.ptx.sreg.cluster.nctaid.x : i8
  llvm.return %0 : i8
}
