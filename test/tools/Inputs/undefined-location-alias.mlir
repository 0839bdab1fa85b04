func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(#missing)
  func.return %0 : i32
}
