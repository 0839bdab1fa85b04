func.func @wrong_result(%a: i32) -> i64 {
  func.return %a : i32
}
