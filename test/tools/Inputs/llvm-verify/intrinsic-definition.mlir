llvm.func @"llvm.f"() {
  llvm.return
}
