func.func @f(%x: i32) -> i32 {
  %0 = bad.op %x
  func.return %0 : i32
}
