llvm.func internal hidden @local() {
  llvm.return
}
