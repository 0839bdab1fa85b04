func.func private @f(%x: i32) -> i32 { return %x : i32 }
func.func @main() -> ((i32) -> i32) {
  %f = func.constant @f : (i32) -> i32
  return %f : (i32) -> i32
}
