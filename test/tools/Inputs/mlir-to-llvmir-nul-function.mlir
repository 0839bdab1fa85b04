llvm.func @"a\00b"() {
  llvm.return
}
