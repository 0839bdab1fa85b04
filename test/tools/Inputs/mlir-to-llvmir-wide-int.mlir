llvm.func @wide(%a: i8388609) -> i8388609 {
  llvm.return %a : i8388609
}
