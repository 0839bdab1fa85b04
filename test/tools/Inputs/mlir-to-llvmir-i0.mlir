llvm.func @zero_width(%a: i0) -> i0 {
  llvm.return %a : i0
}
