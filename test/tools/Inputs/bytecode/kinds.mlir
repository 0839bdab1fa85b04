// Attribute and type kinds for the bytecode reader/writer tests (bytecode-kinds*.mlirbc are mlir-opt 22's
// bytecode of this file: `mlir-opt kinds.mlir --emit-bytecode --emit-bytecode-version=N`).
module attributes {test.array = [1 : i32, "s", unit], test.dict = {a = 1 : i64, "b c" = true},
                   test.sym = @a::@b, test.flat = @f, test.type = tensor<?x4xf32>,
                   test.i1 = false, test.si = -3 : si8, test.ui = 255 : ui8, test.big = 123456789012345678901234567890 : i128,
                   test.neg64 = -9223372036854775808 : i64, test.idx = 7 : index,
                   test.f16 = 1.5 : f16, test.bf16 = -2.0 : bf16, test.f64 = 3.25 : f64, test.nan = 0x7FC00001 : f32,
                   test.f8 = 1.5 : f8E4M3FN, test.f80 = 2.5 : f80,
                   test.darr = array<i32: 1, -2, 3>, test.dbool = array<i1: true, false>, test.dfloat = array<f32: 1.5, -0.5>,
                   test.empty = array<i64>,
                   test.dense_i1 = dense<[true, false, true, true, false, false, false, false, true]> : tensor<9xi1>,
                   test.splat_i1 = dense<true> : tensor<4xi1>, test.one_i1 = dense<true> : tensor<1xi1>,
                   test.dense_f32 = dense<[[1.0, 2.0], [3.0, 4.5]]> : tensor<2x2xf32>, test.splat = dense<7> : vector<3xi16>,
                   test.dense_c = dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>, test.dense_idx = dense<[1, 2]> : tensor<2xindex>,
                   test.sparse = sparse<[[0, 1]], [5]> : tensor<2x2xi32>,
                   test.memref = memref<2x?xf32, strided<[?, 1], offset: ?>, 3>, test.memref2 = memref<4xi8>,
                   test.umemref = memref<*xf32, 1>, test.utensor = tensor<*xi8>, test.vec = vector<[4]x2xf32>,
                   test.enc = tensor<4xf32, "enc">, test.tuple = tuple<i1, none>, test.cplx = complex<f64>,
                   test.fn = (i32, f32) -> (i64, index), test.aff = affine_map<(d0) -> (d0 + 1)>,
                   test.res = dense_resource<blob1> : tensor<2xf32>, test.opaque = #foo.attr<"x">} {
  func.func @f(%arg0: i32 {test.arg}, %arg1: tensor<2xf32>) -> i32 attributes {test.fa = 1 : i32} {
    %0 = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32 loc("file.mlir":3:4)
    %1 = "test.op"(%0) ({
    ^bb0(%a: i32 loc("arg"("f.mlir":1:2))):
      "test.yield"(%a, %0) : (i32, i32) -> ()
    }, {
    }) {test.loc = loc(callsite("callee" at "caller.mlir":5:6))} : (i32) -> i32 loc(fused["a", "b.mlir":1:1])
    cf.br ^bb1(%1 : i32)
  ^bb1(%2: i32):
    %3 = arith.cmpi slt, %2, %arg0 : i32
    cf.cond_br %3, ^bb1(%2 : i32), ^bb2 loc(fused["x.mlir":9:9, unknown])
  ^bb2:
    %4 = func.call @f(%2, %arg1) : (i32, tensor<2xf32>) -> i32
    return %4 : i32
  }
  func.func private @decl()
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000000803F00000040"
    }
  }
#-}
