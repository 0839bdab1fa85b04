func.func @f(%a: i32, %b: i32, %x: f32, %y: f32) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.divui %a, %b exact : i32
  %2 = arith.shrsi %a, %b exact : i32
  %3 = arith.addf %x, %y fastmath<nnan, ninf> : f32
  %4 = arith.cmpi ult, %a, %b : i32
  %5 = arith.cmpf olt, %x, %y fastmath<fast> : f32
  %6 = arith.trunci %a overflow<nsw> : i32 to i8
  %7 = arith.extf %x fastmath<nnan> : f32 to f64
  %8 = arith.truncf %7 to_nearest_even fastmath<nnan> : f64 to f32
  %9 = math.sqrt %x fastmath<afn> : f32
  %10 = math.fpowi %x, %a fastmath<afn> : f32, i32
  %11 = arith.constant 5 : i32
  %12 = arith.divsi %a, %b : i32
  %13:2 = arith.mulsi_extended %a, %b : i32
  %14 = arith.uitofp %a : i32 to f32
  %15 = arith.index_cast %a : i32 to index
  %16 = arith.select %4, %a, %b : i32
  return %0 : i32
}
func.func @loops(%a: index) {
  scf.for unsigned %i = %a to %a step %a {
  }
  scf.for %i = %a to %a step %a {
  }
  return
}
