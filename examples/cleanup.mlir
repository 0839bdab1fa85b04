// A small function with redundancy that --cse and --canonicalize remove:
//   ai-opt examples/cleanup.mlir --cse --canonicalize
func.func @scaled_sum(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  %1 = arith.addi %x, %y : i32
  %2 = arith.muli %0, %1 : i32
  %zero = arith.constant 0 : i32
  %3 = arith.addi %2, %zero : i32
  func.return %3 : i32
}
