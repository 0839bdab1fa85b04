// The index dialect prints in upstream syntax and round-trips.
// RUN: ai-opt %s | FileCheck %s
// RUN: ai-opt %s --mlir-print-op-generic | ai-opt | FileCheck %s

// CHECK-LABEL: func.func @ops
// CHECK: index.add %{{.*}}, %{{.*}}
// CHECK: index.sub %{{.*}}, %{{.*}}
// CHECK: index.mul %{{.*}}, %{{.*}}
// CHECK: index.divs %{{.*}}, %{{.*}}
// CHECK: index.divu %{{.*}}, %{{.*}}
// CHECK: index.ceildivs %{{.*}}, %{{.*}}
// CHECK: index.ceildivu %{{.*}}, %{{.*}}
// CHECK: index.floordivs %{{.*}}, %{{.*}}
// CHECK: index.rems %{{.*}}, %{{.*}}
// CHECK: index.remu %{{.*}}, %{{.*}}
// CHECK: index.maxs %{{.*}}, %{{.*}}
// CHECK: index.maxu %{{.*}}, %{{.*}}
// CHECK: index.mins %{{.*}}, %{{.*}}
// CHECK: index.minu %{{.*}}, %{{.*}}
// CHECK: index.shl %{{.*}}, %{{.*}}
// CHECK: index.shrs %{{.*}}, %{{.*}}
// CHECK: index.shru %{{.*}}, %{{.*}}
// CHECK: index.and %{{.*}}, %{{.*}}
// CHECK: index.or %{{.*}}, %{{.*}}
// CHECK: index.xor %{{.*}}, %{{.*}}
// CHECK: index.constant 42
// CHECK: index.bool.constant true
// CHECK: index.cmp slt(%{{.*}}, %{{.*}})
// CHECK: index.casts %{{.*}} : i32 to index
// CHECK: index.castu %{{.*}} : index to i32
// CHECK: index.sizeof
func.func @ops(%a: index, %b: index, %i: i32) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %b
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %b
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %b
  %11 = index.maxu %10, %b
  %12 = index.mins %11, %b
  %13 = index.minu %12, %b
  %14 = index.shl %13, %b
  %15 = index.shrs %14, %b
  %16 = index.shru %15, %b
  %17 = index.and %16, %b
  %18 = index.or %17, %b
  %19 = index.xor %18, %b
  %c = index.constant 42
  %t = index.bool.constant true
  %cmp = index.cmp slt(%19, %c)
  %s = index.casts %i : i32 to index
  %u = index.castu %s : index to i32
  %sz = index.sizeof
  return %19 : index
}
