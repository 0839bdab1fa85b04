// RUN: ai-translate --mlir-to-ptx %s | FileCheck %s
// RUN: ai-translate --mlir-to-ptx %s -o %t.ptx
// RUN: %python %S/Inputs/ptxas_each.py %t.ptx

// PTX has integer parameter types of 8, 16, 32 and 64 bits only, and NVPTX
// (llvm/llvm-project#225261) prints an i4 kernel parameter as `.param .u4`,
// which ptxas and the driver reject. A kernel parameter of another integer
// width is declared in the next PTX width and truncated at entry; i1 is NVPTX's
// `.u8` already, and wider than 64 bits a `.b8` array. Parameters of functions
// that are not kernels are left to NVPTX (it passes them in 32 bits).

// CHECK:      .func (.param .b32 func_retval0) helper
// CHECK-NEXT: (
// CHECK-NEXT:   .param .b32 helper_param_0
// CHECK-LABEL: .visible .entry widths(
// CHECK-NEXT:   .param .u8 widths_param_0,
// CHECK-NEXT:   .param .u8 widths_param_1,
// CHECK-NEXT:   .param .u8 widths_param_2,
// CHECK-NEXT:   .param .u8 widths_param_3,
// CHECK-NEXT:   .param .u8 widths_param_4,
// CHECK-NEXT:   .param .u16 widths_param_5,
// CHECK-NEXT:   .param .u16 widths_param_6,
// CHECK-NEXT:   .param .u32 widths_param_7,
// CHECK-NEXT:   .param .u32 widths_param_8,
// CHECK-NEXT:   .param .u64 widths_param_9,
// CHECK-NEXT:   .param .u64 widths_param_10,
// CHECK-NEXT:   .param .u64 widths_param_11,
// CHECK-NEXT:   .param .align 16 .b8 widths_param_12[16],
// CHECK-NEXT:   .param .align 2 .b8 widths_param_13[2],
// CHECK-NEXT:   .param .align 2 .b8 widths_param_14[2],
// CHECK-NEXT:   .param .u64 .ptr .global .align 1 widths_param_15
// CHECK-NEXT: )
// CHECK-NOT:  .param .u{{[0-9]+}} widths_param
// The i4 is the low 4 bits of its byte: sign-extended from bit 3.
// CHECK:      ld.param.b8 %rs[[I4:[0-9]+]], [widths_param_2];
// CHECK:      cvt.u64.u16 %rd[[W:[0-9]+]], %rs[[I4]];
// CHECK:      bfe.s64 %rd{{[0-9]+}}, %rd[[W]], 0, 4;
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90", features = "+ptx80">] {
    llvm.func @widths(%a1: i1, %a2: i2, %a4: i4, %a7: i7, %a8: i8, %a9: i9, %a16: i16, %a17: i17, %a32: i32,
                      %a33: i33, %a48: i48, %a64: i64, %a128: i128, %h: f16, %b: bf16, %out: !llvm.ptr<1>)
        attributes {gpu.kernel, nvvm.kernel} {
      %0 = llvm.zext %a1 : i1 to i64
      %1 = llvm.sext %a2 : i2 to i64
      %2 = llvm.sext %a4 : i4 to i64
      %3 = llvm.sext %a7 : i7 to i64
      %4 = llvm.sext %a8 : i8 to i64
      %5 = llvm.sext %a9 : i9 to i64
      %6 = llvm.sext %a16 : i16 to i64
      %7 = llvm.sext %a17 : i17 to i64
      %8 = llvm.sext %a32 : i32 to i64
      %9 = llvm.sext %a33 : i33 to i64
      %10 = llvm.sext %a48 : i48 to i64
      %11 = llvm.trunc %a128 : i128 to i64
      %12 = llvm.bitcast %h : f16 to i16
      %13 = llvm.bitcast %b : bf16 to i16
      %14 = llvm.zext %12 : i16 to i64
      %15 = llvm.zext %13 : i16 to i64
      %s0 = llvm.add %0, %1 : i64
      %s1 = llvm.add %s0, %2 : i64
      %s2 = llvm.add %s1, %3 : i64
      %s3 = llvm.add %s2, %4 : i64
      %s4 = llvm.add %s3, %5 : i64
      %s5 = llvm.add %s4, %6 : i64
      %s6 = llvm.add %s5, %7 : i64
      %s7 = llvm.add %s6, %8 : i64
      %s8 = llvm.add %s7, %9 : i64
      %s9 = llvm.add %s8, %10 : i64
      %s10 = llvm.add %s9, %11 : i64
      %s11 = llvm.add %s10, %a64 : i64
      %s12 = llvm.add %s11, %14 : i64
      %s13 = llvm.add %s12, %15 : i64
      %c = llvm.call @helper(%a4) : (i4) -> i4
      %d = llvm.sext %c : i4 to i64
      %s14 = llvm.add %s13, %d : i64
      llvm.store %s14, %out : i64, !llvm.ptr<1>
      llvm.return
    }
    llvm.func @helper(%x: i4) -> i4 attributes {no_inline} {
      %0 = llvm.mul %x, %x : i4
      llvm.return %0 : i4
    }
  }
}
