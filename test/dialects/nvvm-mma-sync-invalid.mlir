// RUN: ai-opt %s --split-input-file --verify-diagnostics

func.func @a_types(%a: f16, %b: vector<2xf16>, %c: f32) {
  // expected-error@+1 {{'nvvm.mma.sync' op Could not match types for the A operands; expected one of 2xvector<2xf16> but got f16, f16}}
  %0 = nvvm.mma.sync A[%a, %a] B[%b, %b] C[%c, %c, %c, %c, %c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (f16, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  return
}

// -----

func.func @result_type(%h: vector<2xf16>, %c: f32) {
  // expected-error@+1 {{Could not match allowed types for the result; expected one of !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>, !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> but got !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f16)>}}
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%c, %c, %c, %c, %c, %c, %c, %c]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>}
    : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f16)>
  return
}

// -----

func.func @layout(%h: vector<2xf16>, %c: f32) {
  // expected-error@+1 {{'nvvm.mma.sync' op requires attribute 'layoutA'}}
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%c, %c, %c, %c, %c, %c, %c, %c]
    {shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  return
}

// -----

func.func @shape(%h: vector<2xf16>) {
  // expected-error@+1 {{unimplemented variant for MMA shape <8, 8, 16>}}
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%h, %h]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 16>}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  return
}

// -----

func.func @ctype(%h: vector<2xf16>) {
  // expected-error@+1 {{'nvvm.mma.sync' op ctype does not match dtype}}
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%h, %h]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
    : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32)>
  return
}

// -----

func.func @b1_op(%i: i32) {
  // expected-error@+1 {{op requires b1Op attribute}}
  %0 = nvvm.mma.sync A[%i, %i] B[%i] C[%i, %i, %i, %i]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>,
     shape = #nvvm.shape<m = 16, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  return
}

// -----

func.func @int_overflow(%i: i32) {
  // expected-error@+1 {{op requires intOverflowBehavior attribute}}
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>,
     shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  return
}

// -----

func.func @m16_type(%d: f64) {
  // expected-error@+1 {{invalid shape or multiplicand type: f64}}
  %0 = nvvm.mma.sync A[%d] B[%d] C[%d, %d]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 4>}
    : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  return
}
