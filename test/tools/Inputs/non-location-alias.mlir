func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc(fused["a.py":1:2, #loc2])
  func.return %0 : i32 loc(#loc1)
}
#loc1 = 5 : i64
#loc2 = "x"
