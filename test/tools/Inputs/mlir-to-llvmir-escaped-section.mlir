llvm.mlir.global external @g(0 : i32) {section = "a\00\22b"} : i32
func.func @main(%x: i32) -> i32 {
  func.return %x : i32
}
